import type { DeadLetter } from "../core/outbox/dead-letter";
import { count, eq, min } from "drizzle-orm";
import type { Database } from "./handle";
import { bulk } from "./json-rows";
import { deadLetters } from "./schema";

/*
 * Raw: an INSERT … SELECT from a JSON parameter (json_each), which Drizzle cannot express.
 * One row per piece of dead work. The same work dead again under a new message id (the
 * sweeper re-sent it) counts one more delivery; the same message redelivered counts nothing.
 */
const UPSERT = `
INSERT INTO dead_letters (user_id, message_key, reason, body, deliveries, last_message_id, first_at_ms, last_at_ms)
SELECT j.value ->> '$.user_id', j.value ->> '$.message_key', j.value ->> '$.reason', j.value ->> '$.body', 1,
  j.value ->> '$.message_id', ?1, ?1
FROM json_each(?2) AS j WHERE true
ON CONFLICT (user_id, message_key) DO UPDATE SET
  deliveries = deliveries + (excluded.last_message_id <> dead_letters.last_message_id),
  last_message_id = excluded.last_message_id,
  reason = excluded.reason,
  last_at_ms = excluded.last_at_ms`;

const upsertParams = (l: DeadLetter) => ({ user_id: l.userId, message_key: l.messageKey, reason: l.reason, body: l.body, message_id: l.messageId });

/** Records dead letters in one D1 batch. */
export async function recordDeadLetters(db: Database, letters: readonly DeadLetter[], nowMs: number): Promise<void> {
  const statements = bulk(db.$client.prepare(UPSERT), letters.map(upsertParams), nowMs);
  if (statements.length > 0) await db.$client.batch(statements);
}

export interface DeadLetterStats {
  count: number;
  oldestAtMs: number | null;
}

export async function deadLetterStats(db: Database, userId: string): Promise<DeadLetterStats> {
  const row = await db
    .select({ n: count(), oldest: min(deadLetters.firstAtMs) })
    .from(deadLetters)
    .where(eq(deadLetters.userId, userId))
    .get();
  return { count: row?.n ?? 0, oldestAtMs: row?.oldest ?? null };
}
