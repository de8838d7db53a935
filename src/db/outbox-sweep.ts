import { bulk } from "./json-rows";

/** Queries of the outbox sweeper: rows left unprocessed too long, and marking them re-sent. */

export interface StaleOutboxRow {
  user_id: string;
  seq: number;
  event_id: string;
  created_at_ms: number;
  attempts: number;
}

/**
 * Unprocessed outbox rows created at or before `olderThanMs` and not re-sent since then,
 * oldest first (across users; the partial index on unprocessed rows keeps this cheap).
 */
export async function staleOutboxRows(d1: D1Database, olderThanMs: number, limit: number): Promise<StaleOutboxRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT user_id, seq, event_id, created_at_ms, attempts FROM outbox
       WHERE processed_at_ms IS NULL AND created_at_ms <= ?1 AND (swept_at_ms IS NULL OR swept_at_ms <= ?1)
       ORDER BY created_at_ms, user_id, seq LIMIT ?2`,
    )
    .bind(olderThanMs, limit)
    .all<StaleOutboxRow>();
  return results;
}

/** Records that these rows' messages were sent again. */
export async function markSwept(d1: D1Database, rows: readonly Pick<StaleOutboxRow, "user_id" | "seq">[], nowMs: number): Promise<void> {
  const statements = bulk(
    d1.prepare(
      `UPDATE outbox SET swept_at_ms = ?1, attempts = attempts + 1
       WHERE processed_at_ms IS NULL AND (user_id, seq) IN (SELECT j.value ->> '$.user_id', j.value ->> '$.seq' FROM json_each(?2) AS j)`,
    ),
    rows.map((r) => ({ user_id: r.user_id, seq: r.seq })),
    nowMs,
  );
  if (statements.length > 0) await d1.batch(statements);
}
