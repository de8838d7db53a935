/** The jobs table: one row per scheduled job with its pause flag, lease, checkpoint and last run. */

export type RunTrigger = "cron" | "manual";
export type RunOutcome = "ok" | "partial" | "failed";

export interface JobRow {
  name: string;
  paused: boolean;
  lease_run_id: string | null;
  lease_expires_at_ms: number | null;
  checkpoint: string | null;
  last_run_id: string | null;
  last_trigger: RunTrigger | null;
  last_started_at_ms: number | null;
  last_finished_at_ms: number | null;
  last_outcome: RunOutcome | null;
  last_items: number | null;
  last_errors: number | null;
  last_report: string | null;
  last_skipped_at_ms: number | null;
  last_skip_reason: string | null;
}

type JobRecord = Omit<JobRow, "paused"> & { paused: number };
const toJob = ({ paused, ...rest }: JobRecord): JobRow => ({ ...rest, paused: paused === 1 });

const ENSURE = `INSERT INTO jobs (name, updated_at_ms) VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING`;
const SELECT_ONE = `SELECT * FROM jobs WHERE name = ?1`;

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
  | { acquired: true; checkpoint: string | null; previous: JobRow }
  | { acquired: false; current: JobRow };

/**
 * Takes the job's lease if it is free or expired (and the job is not paused, unless asked),
 * in one D1 batch: D1 runs one query at a time, so of two runs asking at once exactly one
 * gets it.
 */
export async function acquireLease(d1: D1Database, name: string, request: LeaseRequest): Promise<LeaseAnswer> {
  const [, before, taken] = await d1.batch<JobRecord>([
    d1.prepare(ENSURE).bind(name, request.nowMs),
    d1.prepare(SELECT_ONE).bind(name),
    d1
      .prepare(
        `UPDATE jobs SET lease_run_id = ?2, lease_expires_at_ms = ?3 + ?4, last_run_id = ?2, last_trigger = ?5,
           last_started_at_ms = ?3, last_finished_at_ms = NULL, last_outcome = NULL, last_items = NULL, last_errors = NULL,
           last_report = NULL, updated_at_ms = ?3
         WHERE name = ?1 AND (?6 = 1 OR paused = 0) AND (lease_expires_at_ms IS NULL OR lease_expires_at_ms <= ?3)
         RETURNING *`,
      )
      .bind(name, request.runId, request.nowMs, request.leaseMs, request.trigger, request.ignorePause ? 1 : 0),
  ]);
  const previous = toJob(before!.results[0]!);
  const row = taken?.results[0];
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
export async function finishRun(d1: D1Database, name: string, runId: string, run: RunRecord): Promise<boolean> {
  const result = await d1
    .prepare(
      `UPDATE jobs SET lease_run_id = NULL, lease_expires_at_ms = NULL,
         checkpoint = CASE WHEN ?3 = 1 THEN ?4 ELSE checkpoint END,
         last_finished_at_ms = ?5, last_outcome = ?6, last_items = ?7, last_errors = ?8, last_report = ?9, updated_at_ms = ?5
       WHERE name = ?1 AND lease_run_id = ?2`,
    )
    .bind(name, runId, run.checkpoint === undefined ? 0 : 1, run.checkpoint ?? null, run.finishedAtMs, run.outcome, run.items, run.errors, run.report)
    .run();
  return result.meta.changes === 1;
}

export async function recordSkip(d1: D1Database, name: string, atMs: number, reason: string): Promise<void> {
  await d1.prepare(`UPDATE jobs SET last_skipped_at_ms = ?2, last_skip_reason = ?3, updated_at_ms = ?2 WHERE name = ?1`).bind(name, atMs, reason).run();
}

export async function listJobRows(d1: D1Database): Promise<JobRow[]> {
  const { results } = await d1.prepare(`SELECT * FROM jobs ORDER BY name`).all<JobRecord>();
  return results.map(toJob);
}

export async function findJobRow(d1: D1Database, name: string): Promise<JobRow | undefined> {
  const row = await d1.prepare(SELECT_ONE).bind(name).first<JobRecord>();
  return row ? toJob(row) : undefined;
}

/** Sets the pause flag (creating the row if the job never ran); answers the row. */
export async function setPaused(d1: D1Database, name: string, paused: boolean, nowMs: number): Promise<JobRow> {
  const [, updated] = await d1.batch<JobRecord>([
    d1.prepare(ENSURE).bind(name, nowMs),
    d1.prepare(`UPDATE jobs SET paused = ?2, updated_at_ms = ?3 WHERE name = ?1 RETURNING *`).bind(name, paused ? 1 : 0, nowMs),
  ]);
  return toJob(updated!.results[0]!);
}
