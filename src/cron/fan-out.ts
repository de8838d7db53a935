/**
 * Fan-out: a job that finds users with work sends one rollup message per user, so that no
 * single invocation rolls up everyone; each user's Durable Object does its own share.
 * Users are paged by id; a run that runs out of time (or reaches its cap) leaves the last
 * user it enqueued as its checkpoint, and the next run resumes after it. Messages are
 * spread over time when there are many, so a big run does not land on D1 all at once.
 */
import { MAX_QUEUE_BATCH_MESSAGES } from "../core/ingest/limits";
import { rollupMessage } from "../core/outbox/message";
import type { UserPage } from "../db/rollup";
import type { JobContext, JobResult } from "./policy";
import { errorMessage } from "../core/errors";

/** Most users one run enqueues (each page is one D1 query and one sendBatch: well inside a Worker's subrequest limit). */
const FANOUT_MAX_USERS_PER_RUN = 5_000;
/** Messages are delayed by one second per this many users ahead of them in the run. */
const FANOUT_USERS_PER_SECOND = 50;
/** The longest such delay. */
const FANOUT_MAX_DELAY_SECONDS = 120;

/** The delay of the `index`-th message of a run: 0 for the first 50, 1 s for the next 50, … */
function fanOutDelaySeconds(index: number): number {
  return Math.min(FANOUT_MAX_DELAY_SECONDS, Math.floor(index / FANOUT_USERS_PER_SECOND));
}

function resumeAfter(checkpoint: JobContext["checkpoint"]): string | null {
  if (checkpoint !== null && typeof checkpoint === "object" && !Array.isArray(checkpoint)) {
    const after = checkpoint["after_user_id"];
    if (typeof after === "string") return after;
  }
  return null;
}

/** Sends a rollup message to every user `findUsers` pages through, within the run's budget. */
export async function fanOutRollups(ctx: JobContext, findUsers: (page: UserPage) => Promise<string[]>): Promise<JobResult> {
  const resumedFrom = resumeAfter(ctx.checkpoint);
  let after = resumedFrom;
  let sent = 0;
  let errors = 0;
  let done = false;
  while (!done && ctx.hasTime() && sent < FANOUT_MAX_USERS_PER_RUN) {
    const limit = Math.min(MAX_QUEUE_BATCH_MESSAGES, FANOUT_MAX_USERS_PER_RUN - sent);
    const users = await findUsers({ afterUserId: after, limit });
    if (users.length > 0) {
      try {
        await ctx.env.OUTBOX_QUEUE.sendBatch(
          users.map((userId, i) => ({ body: rollupMessage(userId, ctx.nowMs), delaySeconds: fanOutDelaySeconds(sent + i) })),
        );
      } catch (error) {
        console.error("fan-out: sendBatch failed; the next run resumes here", errorMessage(error));
        errors++;
        break;
      }
      sent += users.length;
      after = users[users.length - 1]!;
    }
    done = users.length < limit;
  }
  return {
    items: sent,
    errors,
    partial: !done,
    checkpoint: done ? null : after === null ? null : { after_user_id: after },
    report: { users_enqueued: sent, resumed_after: resumedFrom, stopped_after: done ? null : after },
  };
}
