import { and, asc, eq, getTableColumns, isNull, lte, or, type SQL } from "drizzle-orm";
import type { Database } from "./handle";
import { jobs } from "./schema";

/** The jobs table: one row per scheduled job with its pause flag, lease, checkpoint and last run. */

export type JobRow = Omit<typeof jobs.$inferSelect, "updatedAtMs">;
export type RunTrigger = NonNullable<JobRow["lastTrigger"]>;
export type RunOutcome = NonNullable<JobRow["lastOutcome"]>;

const { updatedAtMs: _updatedAtMs, ...jobColumns } = getTableColumns(jobs);

/** Creates the job's row if it has none (a job gets its row the first time it is touched). */
const ensureRow = (db: Database, name: string, nowMs: number) => db.insert(jobs).values({ name, updatedAtMs: nowMs }).onConflictDoNothing();
const selectRow = (db: Database, name: string) => db.select(jobColumns).from(jobs).where(eq(jobs.name, name));

export interface LeaseRequest {
  runId: string;
  trigger: RunTrigger;
  nowMs: number;
  leaseMs: number;
  /** A manual run goes ahead while the job is paused (it still needs the lease). */
  ignorePause: boolean;
}

export type LeaseAnswer =
  /** `previous` is the row as it was: a lease in it had expired (its run died or overran). */
  { acquired: true; checkpoint: string | null; previous: JobRow } | { acquired: false; current: JobRow };

/**
 * Takes the job's lease if it is free or expired (and the job is not paused, unless asked),
 * in one D1 batch: D1 runs one query at a time, so of two runs asking at once exactly one
 * gets it.
 */
export async function acquireLease(db: Database, name: string, request: LeaseRequest): Promise<LeaseAnswer> {
  const { runId, nowMs } = request;
  const free: (SQL | undefined)[] = [eq(jobs.name, name), or(isNull(jobs.leaseExpiresAtMs), lte(jobs.leaseExpiresAtMs, nowMs))];
  if (!request.ignorePause) free.push(eq(jobs.paused, false));
  const [, before, taken] = await db.batch([
    ensureRow(db, name, nowMs),
    selectRow(db, name),
    db
      .update(jobs)
      .set({
        leaseRunId: runId,
        leaseExpiresAtMs: nowMs + request.leaseMs,
        lastRunId: runId,
        lastTrigger: request.trigger,
        lastStartedAtMs: nowMs,
        lastFinishedAtMs: null,
        lastOutcome: null,
        lastItems: null,
        lastErrors: null,
        lastReport: null,
        updatedAtMs: nowMs,
      })
      .where(and(...free))
      .returning({ checkpoint: jobs.checkpoint }),
  ]);
  const previous = before[0]!;
  const row = taken[0];
  return row ? { acquired: true, checkpoint: row.checkpoint, previous } : { acquired: false, current: previous };
}

export interface RunRecord {
  outcome: RunOutcome;
  items: number;
  errors: number;
  report: string;
  /** Unchanged when undefined (a failed run leaves the checkpoint where it was). */
  checkpoint: string | null | undefined;
  finishedAtMs: number;
}

/** Records a run's result and frees its lease. False when the run no longer held it (it overran and another took over). */
export async function finishRun(db: Database, name: string, runId: string, run: RunRecord): Promise<boolean> {
  const result = await db
    .update(jobs)
    .set({
      leaseRunId: null,
      leaseExpiresAtMs: null,
      ...(run.checkpoint === undefined ? {} : { checkpoint: run.checkpoint }),
      lastFinishedAtMs: run.finishedAtMs,
      lastOutcome: run.outcome,
      lastItems: run.items,
      lastErrors: run.errors,
      lastReport: run.report,
      updatedAtMs: run.finishedAtMs,
    })
    .where(and(eq(jobs.name, name), eq(jobs.leaseRunId, runId)))
    .run();
  return result.meta.changes === 1;
}

export async function recordSkip(db: Database, name: string, atMs: number, reason: string): Promise<void> {
  await db.update(jobs).set({ lastSkippedAtMs: atMs, lastSkipReason: reason, updatedAtMs: atMs }).where(eq(jobs.name, name));
}

export async function listJobRows(db: Database): Promise<JobRow[]> {
  return db.select(jobColumns).from(jobs).orderBy(asc(jobs.name)).all();
}

/** Sets the pause flag (creating the row if the job never ran); answers the row. */
export async function setPaused(db: Database, name: string, paused: boolean, nowMs: number): Promise<JobRow> {
  const [, updated] = await db.batch([
    ensureRow(db, name, nowMs),
    db.update(jobs).set({ paused, updatedAtMs: nowMs }).where(eq(jobs.name, name)).returning(jobColumns),
  ]);
  return updated[0]!;
}
