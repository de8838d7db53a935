/** The scheduled jobs, and what the admin API does with them: list, pause, resume, run now. */
import { listJobRows, setPaused, type JobRow } from "../db/jobs";
import { systemDatabase } from "../db/handle";
import { outboxSweepJob } from "./outbox-sweep";
import { runJob, type Job, type JobRunOutcome, type Json } from "./policy";
import { rollupDirtyJob } from "./rollup-dirty";
import { rollupFinalJob } from "./rollup-final";
import { retentionJob } from "./retention";
import { JOB_NAMES, type JobName } from "../core/jobs/schedule";
import { consolidationJob, type ConsolidationStep, dryRunStep } from "./consolidation/runner";
import { promoteStep } from "./consolidation/promote";
import { clusterStep, decayStep, mergeStep, relationsStep } from "./consolidation/steps";

/** The jobs that are consolidation steps: these take a dry run. */
export const CONSOLIDATION_STEPS: Readonly<Partial<Record<JobName, ConsolidationStep>>> = {
  "consolidate-promote": promoteStep,
  "consolidate-cluster": clusterStep,
  "consolidate-relations": relationsStep,
  "consolidate-merge": mergeStep,
  "consolidate-decay": decayStep,
};

export const JOBS: Readonly<Record<JobName, Job>> = {
  "rollup-dirty": rollupDirtyJob,
  "rollup-final": rollupFinalJob,
  "outbox-sweep": outboxSweepJob,
  retention: retentionJob,
  "consolidate-promote": consolidationJob(promoteStep),
  "consolidate-cluster": consolidationJob(clusterStep),
  "consolidate-relations": consolidationJob(relationsStep),
  "consolidate-merge": consolidationJob(mergeStep),
  "consolidate-decay": consolidationJob(decayStep),
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
  const running = row?.leaseRunId != null && row.leaseExpiresAtMs != null && row.leaseExpiresAtMs > nowMs;
  const lastRun: JobState["last_run"] =
    row?.lastRunId != null && row.lastStartedAtMs != null && row.lastTrigger != null
      ? {
          run_id: row.lastRunId,
          trigger: row.lastTrigger,
          started_at_ms: row.lastStartedAtMs,
          finished_at_ms: row.lastFinishedAtMs,
          outcome: row.lastOutcome ?? (running && row.leaseRunId === row.lastRunId ? "running" : "abandoned"),
          items: row.lastItems,
          errors: row.lastErrors,
          report: parse(row.lastReport),
        }
      : null;
  return {
    name: job.name,
    description: job.description,
    cron: job.cron,
    paused: row?.paused ?? false,
    running,
    lease: running ? { run_id: row!.leaseRunId!, expires_at_ms: row!.leaseExpiresAtMs! } : null,
    checkpoint: parse(row?.checkpoint ?? null),
    last_run: lastRun,
    last_skip: row?.lastSkippedAtMs != null && row.lastSkipReason != null ? { at_ms: row.lastSkippedAtMs, reason: row.lastSkipReason } : null,
  };
}

/** Every job, whether or not it has run yet. */
export async function jobStates(env: Env): Promise<JobState[]> {
  const rows = new Map((await listJobRows(systemDatabase(env))).map((r) => [r.name, r]));
  const now = Date.now();
  return JOB_NAMES.map((name) => stateOf(JOBS[name], rows.get(name), now));
}

/** Pauses or resumes a job's scheduled runs; a run in progress finishes. */
export async function setJobPaused(env: Env, name: JobName, paused: boolean): Promise<JobState> {
  const now = Date.now();
  return stateOf(JOBS[name], await setPaused(systemDatabase(env), name, paused, now), now);
}

/** Runs a job now, paused or not, unless a run holds its lease. */
export function runJobNow(env: Env, name: JobName): Promise<JobRunOutcome> {
  return runJob(env, JOBS[name], { trigger: "manual", nowMs: Date.now() });
}

/** A consolidation step's dry run (of every user, or one): what it would do; writes nothing, not even the job's row. Undefined for other jobs. */
export function dryRunJob(env: Env, name: JobName, userId?: string): ReturnType<typeof dryRunStep> | undefined {
  const step = CONSOLIDATION_STEPS[name];
  return step && dryRunStep(env, step, { nowMs: Date.now(), userId });
}
