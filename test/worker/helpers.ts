import { exports } from "cloudflare:workers";
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { expect } from "vitest";
import { monotonicFactory } from "ulid";
import type { StoredEvent } from "../../src/core/ingest/event";

export const ADMIN = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
const BASE = "http://amem.test";

/** Calls the worker's own fetch handler (the real app, bindings and all). */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`${BASE}${path}`, init));
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export interface TestUser {
  userId: string;
  token: string;
  tokenId: string;
  auth: { Authorization: string };
}

let userCounter = 0;

/** Creates a user and a token through the admin API. Names are unique per test file run. */
export async function createUser(name = `user-${++userCounter}-${crypto.randomUUID().slice(0, 8)}`, timeZone = "UTC"): Promise<TestUser> {
  const created = await postJson("/v1/admin/users", { name, time_zone: timeZone }, ADMIN);
  if (created.status !== 201) throw new Error(`create user: ${created.status} ${await created.text()}`);
  const { user } = (await created.json()) as { user: { user_id: string } };
  const issued = await postJson(`/v1/admin/users/${user.user_id}/tokens`, { label: "test" }, ADMIN);
  if (issued.status !== 201) throw new Error(`issue token: ${issued.status} ${await issued.text()}`);
  const { token, token_info } = (await issued.json()) as { token: string; token_info: { token_id: string } };
  return { userId: user.user_id, token, tokenId: token_info.token_id, auth: { Authorization: `Bearer ${token}` } };
}

const nextUlid = monotonicFactory();

/** A valid event; override any field. Timestamps default to a fixed recent past. */
export function makeEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event_id: nextUlid(),
    session_id: "sess-1",
    ts: Date.now() - 60_000,
    event_type: "user_message",
    role: "user",
    agent: "claude-code",
    text: "add JWT auth to the API",
    metadata: { cwd: "/home/dev/api" },
    ...overrides,
  };
}

export async function countRows(table: "events" | "outbox", userId: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The fixture sessions (test/fixtures/agents) as events (built in vitest.config.ts: workerd cannot read files). */
export function fixtures(): { claudeCode: StoredEvent[]; codex: StoredEvent[] } {
  return JSON.parse(env.TEST_FIXTURES) as { claudeCode: StoredEvent[]; codex: StoredEvent[] };
}

/**
 * Waits until `check` passes: queue deliveries and alarms are asynchronous. The limit only
 * catches a hang; a loaded machine is slow, not stuck.
 */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

export async function pendingOutbox(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE user_id = ? AND processed_at_ms IS NULL").bind(userId).first<{ n: number }>();
  return row!.n;
}

/** Waits until the queue consumer has built every outbox row of the user, then runs their object's alarm (it closes idle segments). */
export async function settleBuilds(userId: string): Promise<void> {
  await eventually(async () => expect(await pendingOutbox(userId)).toBe(0));
  await runDurableObjectAlarm(env.USER_MEMORY.get(env.USER_MEMORY.idFromName(userId)));
}

/** A test event (`ts`) as the object stores it (`ts_ms`), for calling the object's methods directly. */
export function storedEvent({ ts, ...rest }: Record<string, unknown>): StoredEvent {
  return { ...(rest as Omit<StoredEvent, "ts_ms">), ts_ms: ts as number };
}

/** An outbox queue message's body as the relay sends it (rollup messages carry `user_id` too). */
export type OutboxBody = { user_id: string; seq: number; first_seq: number; count: number; event_id: string };

/**
 * Puts `onSend` in front of the outbox queue's sendBatch, for one user's messages only; returns what undoes it. The
 * binding is shared by every object of the runtime: another user's sends (an earlier test's alarm re-sending its
 * backlog) pass straight through, neither counted nor held. `onSend` answering "drop" (or a promise of it) keeps the
 * user's messages from the queue; throwing fails the send.
 */
export function interceptUserSends(queue: Queue, userId: string, onSend: (bodies: OutboxBody[]) => unknown): () => void {
  const realSend = queue.sendBatch.bind(queue);
  queue.sendBatch = async (messages, options) => {
    const all = [...messages];
    const others = all.filter((m) => (m.body as OutboxBody).user_id !== userId);
    const mine = all.filter((m) => !others.includes(m)).map((m) => m.body as OutboxBody);
    const sent = mine.length > 0 && (await onSend(mine)) === "drop" ? others : all;
    if (sent.length > 0) return realSend(sent, options);
    return { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };
  };
  return () => {
    queue.sendBatch = realSend;
  };
}
