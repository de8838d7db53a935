import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/worker";
import { call, createUser, makeEvent, postJson } from "./helpers";

interface DeadRow {
  user_id: string;
  message_key: string;
  reason: string;
  deliveries: number;
  last_message_id: string;
  body: string;
}

async function deadRows(userId: string): Promise<DeadRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT user_id, message_key, reason, deliveries, last_message_id, body FROM dead_letters WHERE user_id = ? ORDER BY message_key",
  )
    .bind(userId)
    .all<DeadRow>();
  return results;
}

async function deliver(queue: string, messages: { id: string; body: unknown }[]) {
  const batch = createMessageBatch(
    queue,
    messages.map((m) => ({ ...m, timestamp: new Date(), attempts: 1 })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

async function deadLetterStatus(auth: Record<string, string>): Promise<unknown> {
  const res = await call("/v1/status", { headers: auth });
  expect(res.status).toBe(200);
  return ((await res.json()) as { dead_letters: unknown }).dead_letters;
}

describe("dead letters", () => {
  it("a fresh user's status has none", async () => {
    const user = await createUser();
    expect(await deadLetterStatus(user.auth)).toEqual({ count: 0, oldest_age_ms: null });
  });

  it("the dead-letter consumer records each message under its user and work, acks it, and counts a re-sent message once more but a redelivery not at all", async () => {
    const user = await createUser();
    const event = { v: 1, user_id: user.userId, seq: 7, event_id: "01KJWJHKTXQ8V7T4ZC9R6N1B5H" };
    const rollup = { v: 1, kind: "rollup", user_id: user.userId, as_of_ms: 1_772_000_000_000 };
    const first = await deliver("amem-outbox-dlq", [
      { id: "dlq-1", body: event },
      { id: "dlq-2", body: rollup },
    ]);
    expect(first.explicitAcks).toEqual([]);
    expect(first.ackAll).toBe(true);
    expect(first.retryBatch.retry).toBe(false);
    // The same message again (a redelivery), then the sweeper's re-send of the same row under a new id.
    await deliver("amem-outbox-dlq", [{ id: "dlq-1", body: event }]);
    await deliver("amem-outbox-dlq", [{ id: "dlq-3", body: event }]);

    const rows = await deadRows(user.userId);
    expect(rows.map(({ body, ...r }) => ({ ...r, body: JSON.parse(body) as unknown }))).toEqual([
      { user_id: user.userId, message_key: "event:7", reason: "retries_exhausted", deliveries: 2, last_message_id: "dlq-3", body: event },
      { user_id: user.userId, message_key: `rollup:${rollup.as_of_ms}`, reason: "retries_exhausted", deliveries: 1, last_message_id: "dlq-2", body: rollup },
    ]);
    const status = (await deadLetterStatus(user.auth)) as { count: number; oldest_age_ms: number };
    expect(status.count).toBe(2);
    expect(status.oldest_age_ms).toBeGreaterThanOrEqual(0);
    expect(status.oldest_age_ms).toBeLessThan(60_000);
  });

  it("the outbox consumer records a malformed message as a dead letter instead of dropping it, and acks it and the good message beside it", async () => {
    const user = await createUser();
    const posted = makeEvent();
    expect((await postJson("/v1/events", posted, user.auth)).status).toBe(201);
    const result = await deliver("amem-outbox", [
      { id: "bad-1", body: { v: 2, user_id: user.userId, what: "unknown format" } },
      { id: "bad-2", body: "not even an object" },
      { id: "good-1", body: { v: 1, user_id: user.userId, seq: 1, event_id: posted.event_id } },
    ]);
    expect(result.explicitAcks.sort()).toEqual(["bad-1", "bad-2", "good-1"]);
    expect(result.retryMessages).toEqual([]);
    const rows = await deadRows(user.userId);
    expect(rows.map((r) => [r.message_key, r.reason])).toEqual([["message:bad-1", "malformed"]]);
    const orphan = await env.DB.prepare("SELECT reason, body FROM dead_letters WHERE user_id = '' AND message_key = 'message:bad-2'").first<{
      reason: string;
      body: string;
    }>();
    expect(orphan).toEqual({ reason: "malformed", body: JSON.stringify("not even an object") });
    expect(await deadLetterStatus(user.auth)).toMatchObject({ count: 1 });
  });
});
