import { and, asc, count, eq, gt, isNull, max, min } from "drizzle-orm";
import type { Database } from "./handle";
import { outbox } from "./schema";

/** The highest outbox sequence number the user has, 0 if none. */
export async function maxOutboxSeq(db: Database, userId: string): Promise<number> {
  const row = await db
    .select({ seq: max(outbox.seq) })
    .from(outbox)
    .where(eq(outbox.userId, userId))
    .get();
  return row?.seq ?? 0;
}

export type OutboxEntry = Pick<typeof outbox.$inferSelect, "seq" | "eventId">;

/** Unprocessed outbox rows after `afterSeq`, in order: what the relay has yet to hand to the queue. */
export async function unprocessedOutboxAfter(db: Database, userId: string, afterSeq: number, limit: number): Promise<OutboxEntry[]> {
  return db
    .select({ seq: outbox.seq, eventId: outbox.eventId })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), gt(outbox.seq, afterSeq), isNull(outbox.processedAtMs)))
    .orderBy(asc(outbox.seq))
    .limit(limit)
    .all();
}

export interface OutboxStats {
  total: number;
  pending: number;
  oldestPendingAtMs: number | null;
}

export async function outboxStats(db: Database, userId: string): Promise<OutboxStats> {
  const [all, pending] = await Promise.all([
    db.select({ n: count() }).from(outbox).where(eq(outbox.userId, userId)).get(),
    db
      .select({ n: count(), oldest: min(outbox.createdAtMs) })
      .from(outbox)
      .where(and(eq(outbox.userId, userId), isNull(outbox.processedAtMs)))
      .get(),
  ]);
  return { total: all?.n ?? 0, pending: pending?.n ?? 0, oldestPendingAtMs: pending?.oldest ?? null };
}
