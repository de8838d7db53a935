import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { expect, vi } from "vitest";
import type { StoredEvent } from "../../src/core/ingest/event";
import worker from "../../src/worker";
import { eventually, makeEvent, pendingOutbox, postJson, settleBuilds, type TestUser } from "./helpers";

export { eventually, pendingOutbox };

/** Shared by the rollup and jobs tests: ingest, wait for the queue, fire crons, read nodes. */

export const EVERY_5_MIN = "*/5 * * * *";
export const HOURLY = "17 * * * *";
export const DEBOUNCE_MS = 120_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const stubOf = (user: TestUser) => env.USER_MEMORY.get(env.USER_MEMORY.idFromName(user.userId));

/** Ingests events and waits until the queue has built them (closing idle segments with the alarm). */
export async function ingestAndBuild(user: TestUser, events: readonly (StoredEvent | Record<string, unknown>)[]): Promise<void> {
  const body = { events: events.map((e) => ("ts_ms" in e ? (({ ts_ms, ...rest }) => ({ ...rest, ts: ts_ms }))(e as StoredEvent) : e)) };
  const res = await postJson("/v1/events", body, user.auth);
  expect(res.status).toBe(201);
  await settleBuilds(user.userId);
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

/** The outbox queue, telling `onSend` of every message before it is sent (one call per send or sendBatch). */
export function recordingQueue(onSend: (messages: MessageSendRequest[]) => void): Queue {
  return {
    ...env.OUTBOX_QUEUE,
    send: (body, options) => {
      onSend([{ body, ...options }]);
      return env.OUTBOX_QUEUE.send(body, options);
    },
    sendBatch: (messages, options) => {
      const list = [...messages];
      onSend(list);
      return env.OUTBOX_QUEUE.sendBatch(list, options);
    },
    metrics: () => env.OUTBOX_QUEUE.metrics(),
  };
}

/**
 * Runs the scheduled handler like `fireCron`, and returns once every message the run sent to the
 * outbox queue has been through the queue consumer: the explicit signal that the run's work is
 * done (or that it sent none), where a fixed sleep would only hope so. Returns the messages' bodies.
 */
export async function fireCronAndSettle(cron: string, scheduledTime: number): Promise<unknown[]> {
  const sent: string[] = [];
  const consumed: string[] = [];
  const queue = recordingQueue((messages) => sent.push(...messages.map((m) => JSON.stringify(m.body))));
  const consume = worker.queue;
  const spy = vi.spyOn(worker, "queue").mockImplementation(async (batch: MessageBatch<unknown>, workerEnv: Env) => {
    try {
      return await consume(batch, workerEnv);
    } finally {
      consumed.push(...batch.messages.map((m) => JSON.stringify(m.body)));
    }
  });
  try {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron, scheduledTime }), { ...env, OUTBOX_QUEUE: queue }, ctx);
    await waitOnExecutionContext(ctx);
    await eventually(() => expect(sent.filter((body) => !consumed.includes(body))).toEqual([]), 60_000);
  } finally {
    spy.mockRestore();
  }
  return sent.map((body) => JSON.parse(body) as unknown);
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
