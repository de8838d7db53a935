import { asc, eq, sql } from "drizzle-orm";
import type { RedactionTally } from "../../shared/redaction/redactor";
import type { Database } from "./handle";
import { redactionCounts, users } from "./schema";

/** Adds to the user's redaction counts, per rule. */
export async function addRedactionCounts(db: Database, userId: string, tally: RedactionTally, nowMs: number): Promise<void> {
  const rows = Object.entries(tally).map(([rule, matches]) => ({ userId, rule, matches, updatedAtMs: nowMs }));
  if (rows.length === 0) return;
  await db
    .insert(redactionCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [redactionCounts.userId, redactionCounts.rule],
      set: { matches: sql`${redactionCounts.matches} + excluded.matches`, updatedAtMs: sql`excluded.updated_at_ms` },
    });
}

/** The user's redaction counts by rule. */
export async function redactionCountsOf(db: Database, userId: string): Promise<RedactionTally> {
  const rows = await db
    .select({ rule: redactionCounts.rule, matches: redactionCounts.matches })
    .from(redactionCounts)
    .where(eq(redactionCounts.userId, userId))
    .orderBy(asc(redactionCounts.rule))
    .all();
  return Object.fromEntries(rows.map((r) => [r.rule, r.matches]));
}

/** Turns the service's ingest redaction on or off for one user; answers false when there is no such user. */
export async function setIngestRedaction(db: Database, userId: string, on: boolean): Promise<boolean> {
  const rows = await db.update(users).set({ ingestRedaction: on }).where(eq(users.userId, userId)).returning({ userId: users.userId });
  return rows.length === 1;
}
