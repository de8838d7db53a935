/**
 * Which cron expression runs which job. wrangler.toml's `[triggers] crons` lists exactly
 * these expressions (a test checks it); `scheduled()` runs the jobs whose expression fired.
 */
export const JOB_CRONS = {
  /** Dirty days, weeks, months and years: a summary of today within minutes. */
  "rollup-dirty": "*/5 * * * *",
  /** Outbox rows whose queue message was lost. */
  "outbox-sweep": "*/5 * * * *",
  /** Periods that closed and aged: their final summary. */
  "rollup-final": "17 * * * *",
  /** Raw events past their user's budget or max age: evicted (analyzed ones first; a segment's only once consolidate-promote extracted it, so the two may run side by side). */
  retention: "17 * * * *",
  /** Consolidation (src/cron/consolidation/): new memories from closed segments first, then clusters and relations, merges and decay. */
  "consolidate-promote": "17 * * * *",
  "consolidate-cluster": "17 * * * *",
  "consolidate-relations": "17 * * * *",
  "consolidate-merge": "17 * * * *",
  "consolidate-decay": "17 * * * *",
} as const;

export type JobName = keyof typeof JOB_CRONS;

export const JOB_NAMES = Object.keys(JOB_CRONS) as JobName[];

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOB_CRONS, name);
}

/** The jobs an expression runs, in a stable order. */
export function jobsForCron(cron: string): JobName[] {
  return JOB_NAMES.filter((name) => JOB_CRONS[name] === cron);
}

/** Every distinct expression: what wrangler.toml must list. */
export function scheduledCrons(): string[] {
  return [...new Set(Object.values(JOB_CRONS))];
}
