import { and, asc, isNull, lte, or } from "drizzle-orm";
import type { Database } from "./handle";
import { bulk } from "./json-rows";
import { outbox } from "./schema";

/** Queries of the outbox sweeper: rows left unprocessed too long, and marking them re-sent. */

export type StaleOutboxRow = Pick<typeof outbox.$inferSelect, "userId" | "seq" | "eventId" | "createdAtMs" | "attempts">;

/**
 * Unprocessed outbox rows created at or before `olderThanMs` and not re-sent since then,
 * oldest first (across users; the partial index on unprocessed rows keeps this cheap).
 */
export async function staleOutboxRows(db: Database, olderThanMs: number, limit: number): Promise<StaleOutboxRow[]> {
  return db
    .select({ userId: outbox.userId, seq: outbox.seq, eventId: outbox.eventId, createdAtMs: outbox.createdAtMs, attempts: outbox.attempts })
    .from(outbox)
    .where(and(isNull(outbox.processedAtMs), lte(outbox.createdAtMs, olderThanMs), or(isNull(outbox.sweptAtMs), lte(outbox.sweptAtMs, olderThanMs))))
    .orderBy(asc(outbox.createdAtMs), asc(outbox.userId), asc(outbox.seq))
    .limit(limit)
    .all();
}

/* Raw: the rows' keys come as one JSON parameter matched as row values, which Drizzle cannot express. */
const MARK_SWEPT = `
UPDATE outbox SET swept_at_ms = ?1, attempts = attempts + 1
WHERE processed_at_ms IS NULL AND (user_id, seq) IN (SELECT j.value ->> '$.user_id', j.value ->> '$.seq' FROM json_each(?2) AS j)`;

const markSweptParams = (r: Pick<StaleOutboxRow, "userId" | "seq">) => ({ user_id: r.userId, seq: r.seq });

/** Records that these rows' messages were sent again. */
export async function markSwept(db: Database, rows: readonly Pick<StaleOutboxRow, "userId" | "seq">[], nowMs: number): Promise<void> {
  const statements = bulk(db.$client.prepare(MARK_SWEPT), rows.map(markSweptParams), nowMs);
  if (statements.length > 0) await db.$client.batch(statements);
}
