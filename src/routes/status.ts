import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { jobStates } from "../cron/jobs";
import { deadLetterStats } from "../db/dead-letters";
import { countEvents } from "../db/events";
import { outboxStats } from "../db/outbox";
import { redactionCountsOf } from "../db/redaction";
import type { AppEnv } from "./app-env";
import { systemDatabase, userDatabase } from "../db/handle";
import { commonErrors, validationHook } from "./shared";
import { retentionDefaults } from "../core/config";
import { retentionState } from "../services/retention";
import { RetentionSchema, retentionView } from "./retention-view";

const StatusSchema = z
  .object({
    user: z.object({ user_id: z.string(), name: z.string(), time_zone: z.string() }),
    events: z.object({ total: z.number().int() }),
    outbox: z.object({
      total: z.number().int(),
      pending: z.number().int(),
      oldest_pending_age_ms: z.number().int().nullable(),
    }),
    dead_letters: z
      .object({ count: z.number().int(), oldest_age_ms: z.number().int().nullable() })
      .openapi({ description: "work the queue gave up on after every retry (or malformed); the events stay stored and pending" }),
    retention: RetentionSchema.openapi({ description: "the raw tier against its budget, evictions, and any loss of events no summary covered" }),
    jobs: z
      .array(
        z.object({
          name: z.string(),
          cron: z.string(),
          paused: z.boolean(),
          last_run_at: z.string().nullable(),
          last_outcome: z.enum(["ok", "partial", "failed", "running", "abandoned"]).nullable(),
        }),
      )
      .openapi({ description: "the scheduled jobs that keep summaries fresh and when they last ran (their reports are admin-only: they name users)" }),
    redaction: z
      .object({
        ingest_layer: z.boolean().openapi({ description: "whether the service redacts secrets at ingest for this user (an admin setting)" }),
        total: z.number().int(),
        by_rule: z.record(z.string(), z.number().int()),
      })
      .openapi({
        description: "secrets the service's ingest layer replaced in stored events, by rule (what the hook client redacted first is not counted here)",
      }),
    generated_at: z.string(),
  })
  .openapi("Status");

const getStatus = createRoute({
  method: "get",
  path: "/status",
  summary: "Counts and backlog of the caller's memory",
  responses: {
    200: { description: "Status", content: { "application/json": { schema: StatusSchema } } },
    ...commonErrors,
  },
});

export const statusRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(getStatus, async (c) => {
  const user = c.get("user");
  const [total, outbox, dead, jobs, retention, redactions] = await Promise.all([
    countEvents(userDatabase(c.env, user.userId), user.userId),
    outboxStats(userDatabase(c.env, user.userId), user.userId),
    deadLetterStats(systemDatabase(c.env), user.userId),
    jobStates(c.env),
    retentionState(userDatabase(c.env, user.userId), user.userId, retentionDefaults(c.env)),
    redactionCountsOf(userDatabase(c.env, user.userId), user.userId),
  ]);
  const now = Date.now();
  return c.json(
    {
      user: { user_id: user.userId, name: user.name, time_zone: user.timeZone },
      events: { total },
      outbox: {
        total: outbox.total,
        pending: outbox.pending,
        oldest_pending_age_ms: outbox.oldestPendingAtMs === null ? null : Math.max(0, now - outbox.oldestPendingAtMs),
      },
      dead_letters: { count: dead.count, oldest_age_ms: dead.oldestAtMs === null ? null : Math.max(0, now - dead.oldestAtMs) },
      retention: retentionView(retention),
      jobs: jobs.map((job) => ({
        name: job.name,
        cron: job.cron,
        paused: job.paused,
        last_run_at: job.last_run === null ? null : new Date(job.last_run.started_at_ms).toISOString(),
        last_outcome: job.last_run?.outcome ?? null,
      })),
      redaction: { ingest_layer: user.ingestRedaction, total: Object.values(redactions).reduce((a, b) => a + b, 0), by_rule: redactions },
      generated_at: new Date(now).toISOString(),
    },
    200,
  );
});
