import { rollupConfig } from "../core/toc/rollup-config";
import { usersWithUnsettledNodes } from "../db/rollup";
import { fanOutRollups } from "./fan-out";
import { JOB_TIME_BUDGET_MS, type Job } from "./policy";
import { JOB_CRONS } from "../core/jobs/schedule";
import { systemDatabase } from "../db/handle";

/**
 * Hourly: each user with a period that has closed and aged past its level's minimum age but
 * is not final yet gets a rollup message; their Durable Object writes the final summary.
 */
export const rollupFinalJob: Job = {
  name: "rollup-final",
  description: "Writes the final summary of periods that closed and passed their minimum age (day 1 h, week 24 h, month 24 h, year 7 d).",
  cron: JOB_CRONS["rollup-final"],
  timeBudgetMs: JOB_TIME_BUDGET_MS,
  run: (ctx) => {
    const { minAgeMs } = rollupConfig(ctx.env);
    const endedBefore = {
      day: ctx.nowMs - minAgeMs.day,
      week: ctx.nowMs - minAgeMs.week,
      month: ctx.nowMs - minAgeMs.month,
      year: ctx.nowMs - minAgeMs.year,
    };
    return fanOutRollups(ctx, (page) => usersWithUnsettledNodes(systemDatabase(ctx.env), endedBefore, page));
  },
};
