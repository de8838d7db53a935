/**
 * What every scheduled job shares: an overlap guard (a lease in the jobs table, with an
 * expiry so that a run that died blocks nobody for long), a time budget per run, a
 * checkpoint carried from one run to the next, the pause flag, and a record of the last run.
 * Jobs are plain objects (`Job`); `runJob` applies the policies around them.
 */
import { ulid } from "ulid";
import { acquireLease, finishRun, recordSkip, type RunOutcome, type RunTrigger } from "../db/jobs";
import { systemDatabase } from "../db/handle";
import type { JobName } from "../core/jobs/schedule";
import { errorMessage } from "../core/errors";

/** Longest a run keeps starting new work, unless its job says otherwise. */
export const JOB_TIME_BUDGET_MS = 20_000;
/** A lease outlives its run's budget by this much; past it, the next run may take over. Well under the 5-minute cron interval. */
const JOB_LEASE_MARGIN_MS = 60_000;

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface JobContext {
  env: Env;
  runId: string;
  trigger: RunTrigger;
  /** The run's clock: the cron's scheduled time, or now for a manual run. What is due is judged against it. */
  nowMs: number;
  /** What the previous run left (see `JobResult.checkpoint`), or null. */
  checkpoint: Json | null;
  /** Whether the run may start more work: its time budget is not spent. */
  hasTime(): boolean;
}

export interface JobResult {
  /** Things done: users enqueued, rows re-sent. */
  items: number;
  errors: number;
  /** Stopped with work left (time budget, a per-run cap, an error); `checkpoint` says where. */
  partial: boolean;
  /** Where the next run resumes; null to start over. */
  checkpoint: Json | null;
  /** What the run did, for the job view and the logs. */
  report: { [key: string]: Json };
}

export interface Job {
  name: JobName;
  description: string;
  cron: string;
  timeBudgetMs: number;
  run(ctx: JobContext): Promise<JobResult>;
}

export type JobRunOutcome =
  | {
      outcome: "skipped";
      job: JobName;
      reason: "paused" | "lease_held";
      message: string;
      held_by: string | null;
      lease_expires_at_ms: number | null;
    }
  | {
      outcome: RunOutcome;
      job: JobName;
      run_id: string;
      trigger: RunTrigger;
      started_at_ms: number;
      finished_at_ms: number;
      items: number;
      errors: number;
      report: { [key: string]: Json };
      /** The run whose expired lease this one took over: it died or overran. */
      took_over_from: string | null;
    };

export interface RunOptions {
  trigger: RunTrigger;
  /** The run's clock (see `JobContext.nowMs`). */
  nowMs: number;
}

/**
 * Runs a job under the shared policies. Of two runs at once, one gets the lease and works;
 * the other returns `skipped` at once (and records and logs why). A paused job is skipped
 * unless run by hand. The lease is always released, and the result recorded, when the
 * run ends; a run that throws is recorded as failed and leaves the checkpoint as it was.
 */
export async function runJob(env: Env, job: Job, options: RunOptions): Promise<JobRunOutcome> {
  const runId = `run_${ulid()}`;
  const startedAtMs = Date.now();
  const lease = await acquireLease(systemDatabase(env), job.name, {
    runId,
    trigger: options.trigger,
    nowMs: startedAtMs,
    leaseMs: job.timeBudgetMs + JOB_LEASE_MARGIN_MS,
    ignorePause: options.trigger === "manual",
  });
  if (!lease.acquired) {
    const row = lease.current;
    const held = row.leaseRunId !== null && row.leaseExpiresAtMs !== null && row.leaseExpiresAtMs > startedAtMs;
    const reason = held ? "lease_held" : "paused";
    const message = held ? `another run (${row.leaseRunId}) holds the lease until ${new Date(row.leaseExpiresAtMs!).toISOString()}` : "the job is paused";
    await recordSkip(systemDatabase(env), job.name, startedAtMs, message);
    console.warn(`job ${job.name}: skipped (${options.trigger}): ${message}`);
    return {
      outcome: "skipped",
      job: job.name,
      reason,
      message,
      held_by: held ? row.leaseRunId : null,
      lease_expires_at_ms: held ? row.leaseExpiresAtMs : null,
    };
  }
  const tookOverFrom = lease.previous.leaseRunId;
  if (tookOverFrom !== null) console.warn(`job ${job.name}: took over the expired lease of run ${tookOverFrom}`);

  const deadlineMs = startedAtMs + job.timeBudgetMs;
  const ctx: JobContext = {
    env,
    runId,
    trigger: options.trigger,
    nowMs: options.nowMs,
    checkpoint: parseCheckpoint(job.name, lease.checkpoint),
    hasTime: () => Date.now() < deadlineMs,
  };
  let outcome: RunOutcome;
  let result: JobResult;
  try {
    result = await job.run(ctx);
    outcome = result.partial ? "partial" : "ok";
  } catch (error) {
    const message = errorMessage(error);
    console.error(`job ${job.name}: run ${runId} failed`, message);
    result = { items: 0, errors: 1, partial: true, checkpoint: ctx.checkpoint, report: { error: message } };
    outcome = "failed";
  }
  const finishedAtMs = Date.now();
  const recorded = await finishRun(systemDatabase(env), job.name, runId, {
    outcome,
    items: result.items,
    errors: result.errors,
    report: JSON.stringify(result.report),
    checkpoint: outcome === "failed" ? undefined : result.checkpoint === null ? null : JSON.stringify(result.checkpoint),
    finishedAtMs,
  });
  if (!recorded) console.warn(`job ${job.name}: run ${runId} outlived its lease; its result was not recorded`);
  console.log(
    `job ${job.name}: ${outcome} (${options.trigger}) in ${finishedAtMs - startedAtMs} ms, ${result.items} items, ${result.errors} errors`,
    JSON.stringify(result.report),
  );
  return {
    outcome,
    job: job.name,
    run_id: runId,
    trigger: options.trigger,
    started_at_ms: startedAtMs,
    finished_at_ms: finishedAtMs,
    items: result.items,
    errors: result.errors,
    report: result.report,
    took_over_from: tookOverFrom,
  };
}

function parseCheckpoint(job: string, text: string | null): Json | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as Json;
  } catch {
    console.error(`job ${job}: unreadable checkpoint ignored`);
    return null;
  }
}
