/**
 * The outbox sweeper: rows still unprocessed well after they were written had their queue
 * message lost (or it keeps failing and is on its way to the dead-letter queue). It sends
 * the same event message again — the consumer builds whatever the user has pending, so a
 * message more does no harm — bumps the row's attempts, and reports what it found.
 */
import { secondsVar } from "../core/toc/rollup-config";
import { MAX_QUEUE_BATCH_MESSAGES } from "../core/ingest/limits";
import { outboxMessage } from "../core/outbox/message";
import { markSwept, staleOutboxRows, type StaleOutboxRow } from "../db/outbox-sweep";
import { JOB_TIME_BUDGET_MS, type Job, type Json } from "./policy";
import { JOB_CRONS } from "../core/jobs/schedule";
import { systemDatabase } from "../db/handle";
import { errorMessage } from "../core/errors";

/** A row unprocessed this long after it was written (or after its last re-send) is re-sent. */
const OUTBOX_SWEEP_AFTER_MS = 10 * 60_000;
/** Most rows one run re-sends. */
const OUTBOX_SWEEP_MAX_ROWS = 2_000;
/** Rows a report lists at most. */
const REPORT_SAMPLE_ROWS = 20;

export const outboxSweepJob: Job = {
  name: "outbox-sweep",
  description: "Re-sends the queue message of outbox rows left unprocessed past a threshold, and reports them.",
  cron: JOB_CRONS["outbox-sweep"],
  timeBudgetMs: JOB_TIME_BUDGET_MS,
  async run(ctx) {
    const afterMs = secondsVar(ctx.env.OUTBOX_SWEEP_AFTER_SECONDS, OUTBOX_SWEEP_AFTER_MS);
    const olderThanMs = ctx.nowMs - afterMs;
    const users = new Set<string>();
    const sample: Json[] = [];
    let swept = 0;
    let oldest: StaleOutboxRow | undefined;
    let more = false;
    let errors = 0;
    while (swept < OUTBOX_SWEEP_MAX_ROWS) {
      if (!ctx.hasTime()) {
        more = true;
        break;
      }
      const rows = await staleOutboxRows(systemDatabase(ctx.env), olderThanMs, Math.min(MAX_QUEUE_BATCH_MESSAGES, OUTBOX_SWEEP_MAX_ROWS - swept));
      if (rows.length === 0) break;
      try {
        await ctx.env.OUTBOX_QUEUE.sendBatch(rows.map((r) => ({ body: outboxMessage(r.userId, r.seq, r.eventId) })));
      } catch (error) {
        console.error("outbox-sweep: sendBatch failed; the next run retries", errorMessage(error));
        errors++;
        more = true;
        break;
      }
      await markSwept(systemDatabase(ctx.env), rows, ctx.nowMs);
      for (const row of rows) {
        users.add(row.userId);
        oldest ??= row;
        if (sample.length < REPORT_SAMPLE_ROWS) {
          sample.push({ user_id: row.userId, seq: row.seq, event_id: row.eventId, age_ms: ctx.nowMs - row.createdAtMs, attempts: row.attempts + 1 });
        }
      }
      swept += rows.length;
      if (rows.length < MAX_QUEUE_BATCH_MESSAGES) break;
      if (swept >= OUTBOX_SWEEP_MAX_ROWS) more = true;
    }
    if (swept > 0) {
      console.warn(
        `outbox-sweep: re-sent ${swept} outbox rows of ${users.size} users unprocessed for over ${Math.round(afterMs / 1000)} s`,
        JSON.stringify(sample.slice(0, 5)),
      );
    }
    return {
      items: swept,
      errors,
      partial: more,
      checkpoint: null,
      report: {
        rows_resent: swept,
        users: users.size,
        threshold_ms: afterMs,
        oldest_age_ms: oldest === undefined ? null : ctx.nowMs - oldest.createdAtMs,
        rows: sample,
      },
    };
  },
};
