import { createExecutionContext, createScheduledController, env, runDurableObjectAlarm, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import type { StoredEvent } from "../../src/core/ingest/event";
import worker from "../../src/worker";
import { makeEvent, postJson, type TestUser } from "./helpers";

/** Shared by the rollup and jobs tests: ingest, wait for the queue, fire crons, read nodes. */

export const EVERY_5_MIN = "*/5 * * * *";
export const HOURLY = "17 * * * *";
export const DEBOUNCE_MS = 120_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const stubOf = (user: TestUser) => env.USER_MEMORY.get(env.USER_MEMORY.idFromName(user.userId));

export async function eventually(check: () => void | Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export async function pendingOutbox(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE user_id = ? AND processed_at_ms IS NULL").bind(userId).first<{ n: number }>();
  return row!.n;
}

/** Ingests events and waits until the queue has built them (closing idle segments with the alarm). */
export async function ingestAndBuild(user: TestUser, events: readonly (StoredEvent | Record<string, unknown>)[]): Promise<void> {
  const body = { events: events.map((e) => ("ts_ms" in e ? (({ ts_ms, ...rest }) => ({ ...rest, ts: ts_ms }))(e as StoredEvent) : e)) };
  const res = await postJson("/v1/events", body, user.auth);
  expect(res.status).toBe(201);
  await eventually(async () => expect(await pendingOutbox(user.userId)).toBe(0));
  await runDurableObjectAlarm(stubOf(user));
}

/** A short session on `atMs` about `topic`, closed by its session_end. */
export function session(sessionId: string, atMs: number, topic: string): Record<string, unknown>[] {
  return [
    makeEvent({ session_id: sessionId, ts: atMs, text: `please ${topic}` }),
    makeEvent({ session_id: sessionId, ts: atMs + 60_000, event_type: "assistant_message", role: "assistant", text: `Done: ${topic}. All tests pass.` }),
    makeEvent({ session_id: sessionId, ts: atMs + 120_000, event_type: "session_end", role: "system", text: "" }),
  ];
}

/** Runs the worker's scheduled handler as the cron trigger would, at `scheduledTime`. */
export async function fireCron(cron: string, scheduledTime = Date.now()): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime }), env, ctx);
  await waitOnExecutionContext(ctx);
}

export interface NodeRow {
  node_id: string;
  level: string;
  parent_id: string | null;
  title: string;
  bullets: { text: string; grip_ids: string[]; supported: boolean }[];
  keywords: string[];
  start_ts_ms: number;
  end_ts_ms: number;
  version: number;
  summarizer: string | null;
  status: string;
  weight: number;
  dirty_since_ms: number | null;
  updated_at_ms: number;
}

export async function nodeRows(userId: string): Promise<NodeRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT node_id, level, parent_id, title, bullets, keywords, start_ts_ms, end_ts_ms, version, summarizer, status, weight, dirty_since_ms, updated_at_ms
     FROM toc_nodes WHERE user_id = ? ORDER BY node_id`,
  )
    .bind(userId)
    .all<Omit<NodeRow, "bullets" | "keywords"> & { bullets: string; keywords: string }>();
  return results.map((r) => ({ ...r, bullets: JSON.parse(r.bullets), keywords: JSON.parse(r.keywords) }));
}

export async function nodeRow(userId: string, nodeId: string): Promise<NodeRow> {
  const row = (await nodeRows(userId)).find((n) => n.node_id === nodeId);
  if (!row) throw new Error(`no node ${nodeId}`);
  return row;
}

export async function versionRows(userId: string): Promise<{ node_id: string; version: number; title: string }[]> {
  const { results } = await env.DB.prepare("SELECT node_id, version, title FROM toc_node_versions WHERE user_id = ? ORDER BY node_id, version")
    .bind(userId)
    .all<{ node_id: string; version: number; title: string }>();
  return results;
}

/** Forgets every job's lease, pause flag and history: each jobs test starts clean. */
export async function resetJobs(): Promise<void> {
  await env.DB.prepare("DELETE FROM jobs").run();
}
