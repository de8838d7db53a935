/**
 * The retention job: every hour, each user over their soft cap or holding raw events past their
 * max age gets a retention pass (src/services/retention.ts); archived long-term memories past their
 * 30 recoverable days are deleted. Users are paged by id; a run that
 * runs out of time leaves the last user it finished as its checkpoint and the next run resumes
 * after it. The report names each user's evictions and every data-loss entry.
 */
import { retentionDefaults } from "../core/config";
import { decayConfig } from "../core/consolidation/decay";
import { errorMessage } from "../core/errors";
import { JOB_CRONS } from "../core/jobs/schedule";
import { systemDatabase, userDatabase } from "../db/handle";
import { purgeExpiredMemories } from "../db/memories";
import { usersDueForRetention } from "../db/retention";
import { sweepIfDeleted } from "../services/accounts";
import { runRetentionPass, type UserRetentionReport } from "../services/retention";
import { userObject } from "../services/user-object";
import { promoteStep } from "./consolidation/promote";
import { opsRate, runStepForUser } from "./consolidation/runner";
import { JOB_TIME_BUDGET_MS, type Job, type JobContext, type Json } from "./policy";

/** Users one query pages. */
const USER_PAGE = 50;
/** Archived memories past their recoverable 30 days deleted per run at most (the next run takes the rest). */
const MEMORY_PURGE_PER_RUN = 1_000;
/** Users a report lists at most (the totals count them all). */
const REPORT_MAX_USERS = 20;

/** What the job is given rather than reaching for itself (tests pass their own). */
export interface RetentionJobDeps {
  /** The user's object: the pass asks it to build before evicting anything un-analyzed. */
  userObject: (env: Env, userId: string) => Pick<ReturnType<typeof userObject>, "build">;
}

function resumeAfter(checkpoint: JobContext["checkpoint"]): string | null {
  if (checkpoint !== null && typeof checkpoint === "object" && !Array.isArray(checkpoint)) {
    const after = checkpoint["after_user_id"];
    if (typeof after === "string") return after;
  }
  return null;
}

export function makeRetentionJob(deps: RetentionJobDeps): Job {
  return {
    name: "retention",
    description:
      "Keeps each user's raw events within their budget: evicts the raw text of analyzed events past the max age or over the soft cap (oldest first); over the hard cap builds (and extracts memories from what it built) first, and records any loss of un-analyzed or un-extracted events. A segment's raw events wait for memory extraction (consolidate-promote) to read them. Deletes archived memories past their 30 recoverable days.",
    cron: JOB_CRONS.retention,
    timeBudgetMs: JOB_TIME_BUDGET_MS,
    async run(ctx) {
      const defaults = retentionDefaults(ctx.env);
      const resumedFrom = resumeAfter(ctx.checkpoint);
      let after = resumedFrom;
      let done = false;
      const reports: UserRetentionReport[] = [];
      let users = 0;
      let evictedEvents = 0;
      let evictedBytes = 0;
      const losses: Json[] = [];
      const distilledOverCap: string[] = [];
      // Archived memories past their 30 recoverable days go first: cheap, and bounded per run.
      const memoriesPurged = await purgeExpiredMemories(systemDatabase(ctx.env), ctx.nowMs, MEMORY_PURGE_PER_RUN);
      while (!done && ctx.hasTime()) {
        const page = await usersDueForRetention(systemDatabase(ctx.env), defaults, ctx.nowMs, after, USER_PAGE);
        for (const userId of page) {
          const report = await runRetentionPass({
            db: userDatabase(ctx.env, userId),
            userId,
            defaults,
            nowMs: ctx.nowMs,
            runId: ctx.runId,
            hasTime: ctx.hasTime,
            build: () => deps.userObject(ctx.env, userId).build(userId),
            // A failed extraction leaves its segments un-extracted: the pass goes on (the hard cap records what it takes).
            extract: async () => {
              try {
                await runStepForUser(promoteStep, {
                  db: userDatabase(ctx.env, userId),
                  env: ctx.env,
                  userId,
                  nowMs: ctx.nowMs,
                  decay: decayConfig(ctx.env),
                  runId: ctx.runId,
                  dryRun: false,
                  ...opsRate(ctx.env),
                });
              } catch (error) {
                console.warn(`retention: memory extraction for user ${userId} failed before the hard cap`, errorMessage(error));
              }
            },
          });
          // Deleted while the pass ran: what it wrote after the deletion goes.
          await sweepIfDeleted(ctx.env, userId).catch((error: unknown) =>
            console.error(`retention: sweeping deleted user ${userId} failed`, errorMessage(error)),
          );
          users++;
          for (const freed of Object.values(report.evicted)) {
            evictedEvents += freed.events;
            evictedBytes += freed.bytes;
          }
          for (const loss of report.data_loss) losses.push({ user_id: userId, ...loss });
          if (report.distilled_over_cap) distilledOverCap.push(userId);
          if (reports.length < REPORT_MAX_USERS) reports.push(report);
          if (report.outcome === "out_of_time") break;
          after = userId;
        }
        done = page.length < USER_PAGE && (page.length === 0 || after === page[page.length - 1]);
        if (!ctx.hasTime()) break;
      }
      return {
        items: evictedEvents,
        errors: 0,
        partial: !done,
        checkpoint: done || after === null ? null : { after_user_id: after },
        report: {
          users,
          evicted_events: evictedEvents,
          evicted_bytes: evictedBytes,
          memories_purged: memoriesPurged,
          data_loss: losses,
          distilled_over_cap: distilledOverCap,
          resumed_after: resumedFrom,
          stopped_after: done ? null : after,
          user_reports: reports,
        },
      };
    },
  };
}

export const retentionJob = makeRetentionJob({ userObject });
