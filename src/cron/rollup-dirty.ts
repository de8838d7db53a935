import { rollupConfig } from "../core/toc/rollup-config";
import { usersWithDirtyNodes } from "../db/rollup";
import { fanOutRollups } from "./fan-out";
import { JOB_TIME_BUDGET_MS, type Job } from "./policy";
import { JOB_CRONS } from "../core/jobs/schedule";
import { systemDatabase } from "../db/handle";

/**
 * Every few minutes: each user with a period node dirty for longer than the debounce gets a
 * rollup message; their Durable Object rolls the dirty days, weeks, months and years up.
 */
export const rollupDirtyJob: Job = {
  name: "rollup-dirty",
  description: "Rolls up days, weeks, months and years whose children changed (one queue message per user with dirty periods).",
  cron: JOB_CRONS["rollup-dirty"],
  timeBudgetMs: JOB_TIME_BUDGET_MS,
  run: (ctx) => {
    const dirtyBeforeMs = ctx.nowMs - rollupConfig(ctx.env).debounceMs;
    return fanOutRollups(ctx, (page) => usersWithDirtyNodes(systemDatabase(ctx.env), dirtyBeforeMs, page));
  },
};
