/** The scheduled jobs, and what the admin API does with them: list, pause, resume, run now. */
import { listJobRows, setPaused, type JobRow } from "../db/jobs";
import { outboxSweepJob } from "./outbox-sweep";
import { runJob, type Job, type JobRunOutcome, type Json } from "./policy";
import { rollupDirtyJob } from "./rollup-dirty";
import { rollupFinalJob } from "./rollup-final";
import { JOB_NAMES, type JobName } from "../core/jobs/schedule";

export const JOBS: Readonly<Record<JobName, Job>> = {
  "rollup-dirty": rollupDirtyJob,
  "rollup-final": rollupFinalJob,
  "outbox-sweep": outboxSweepJob,
};

/** A job as the admin sees it. Times are epoch ms; null where nothing happened yet. */
export interface JobState {
  name: JobName;
  description: string;
  cron: string;
  paused: boolean;
  /** A run holds an unexpired lease. */
  running: boolean;
  lease: { run_id: string; expires_at_ms: number } | null;
  checkpoint: Json | null;
  last_run: {
    run_id: string;
    trigger: "cron" | "manual";
    started_at_ms: number;
    finished_at_ms: number | null;
    /** `running` while its lease holds; `abandoned` when it ended without recording a result (it died). */
    outcome: "ok" | "partial" | "failed" | "running" | "abandoned";
    items: number | null;
    errors: number | null;
    report: Json | null;
  } | null;
  last_skip: { at_ms: number; reason: string } | null;
}

function parse(text: string | null): Json | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return null;
  }
}

function stateOf(job: Job, row: JobRow | undefined, nowMs: number): JobState {
  const running = row?.lease_run_id != null && row.lease_expires_at_ms != null && row.lease_expires_at_ms > nowMs;
  const lastRun: JobState["last_run"] =
    row?.last_run_id != null && row.last_started_at_ms != null && row.last_trigger != null
      ? {
          run_id: row.last_run_id,
          trigger: row.last_trigger,
          started_at_ms: row.last_started_at_ms,
          finished_at_ms: row.last_finished_at_ms,
          outcome: row.last_outcome ?? (running && row.lease_run_id === row.last_run_id ? "running" : "abandoned"),
          items: row.last_items,
          errors: row.last_errors,
          report: parse(row.last_report),
        }
      : null;
  return {
    name: job.name,
    description: job.description,
    cron: job.cron,
    paused: row?.paused ?? false,
    running,
    lease: running ? { run_id: row!.lease_run_id!, expires_at_ms: row!.lease_expires_at_ms! } : null,
    checkpoint: parse(row?.checkpoint ?? null),
    last_run: lastRun,
    last_skip: row?.last_skipped_at_ms != null && row.last_skip_reason != null ? { at_ms: row.last_skipped_at_ms, reason: row.last_skip_reason } : null,
  };
}

/** Every job, whether or not it has run yet. */
export async function jobStates(env: Env): Promise<JobState[]> {
  const rows = new Map((await listJobRows(env.DB)).map((r) => [r.name, r]));
  const now = Date.now();
  return JOB_NAMES.map((name) => stateOf(JOBS[name], rows.get(name), now));
}

/** Pauses or resumes a job's scheduled runs; a run in progress finishes. */
export async function setJobPaused(env: Env, name: JobName, paused: boolean): Promise<JobState> {
  const now = Date.now();
  return stateOf(JOBS[name], await setPaused(env.DB, name, paused, now), now);
}

/** Runs a job now, paused or not, unless a run holds its lease. */
export function runJobNow(env: Env, name: JobName): Promise<JobRunOutcome> {
  return runJob(env, JOBS[name], { trigger: "manual", nowMs: Date.now() });
}
