import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { AppError } from "../core/errors";
import { parseTimeInput, TIME_INPUT_MESSAGE } from "../core/iso-time";
import { dryRunJob, jobStates, runJobNow, setJobPaused, type JobState } from "../cron/jobs";
import type { JobRunOutcome } from "../cron/policy";
import { isJobName, JOB_NAMES, type JobName } from "../core/jobs/schedule";
import { requireUserById } from "../services/accounts";
import { userObject } from "../services/user-object";
import type { AppEnv } from "./app-env";
import { systemDatabase } from "../db/handle";
import { commonErrors, errorResponse, json, validationHook } from "./shared";

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const security = [{ adminToken: [] }];

const JsonValue = z.unknown().openapi({ description: "job-specific JSON" });
const JobSchema = z
  .object({
    name: z.enum(JOB_NAMES as [JobName, ...JobName[]]),
    description: z.string(),
    cron: z.string().openapi({ example: "*/5 * * * *" }),
    paused: z.boolean().openapi({ description: "scheduled runs are skipped; a manual run still goes ahead" }),
    running: z.boolean(),
    lease: z.object({ run_id: z.string(), expires_at: z.string() }).nullable().openapi({ description: "the run holding the overlap guard" }),
    checkpoint: JsonValue.openapi({ description: "where the next run resumes (null: from the start)" }),
    last_run: z
      .object({
        run_id: z.string(),
        trigger: z.enum(["cron", "manual"]),
        started_at: z.string(),
        finished_at: z.string().nullable(),
        outcome: z.enum(["ok", "partial", "failed", "running", "abandoned"]).openapi({
          description: "partial: stopped at its time budget with work left; abandoned: ended without a result (it died, its lease expired)",
        }),
        items: z.number().int().nullable().openapi({ description: "users enqueued, or outbox rows re-sent" }),
        errors: z.number().int().nullable(),
        report: JsonValue,
      })
      .nullable(),
    last_skip: z.object({ at: z.string(), reason: z.string() }).nullable().openapi({ description: "the last run that did not start, and why" }),
  })
  .openapi("Job");

function jobView(job: JobState): z.infer<typeof JobSchema> {
  return {
    ...job,
    lease: job.lease && { run_id: job.lease.run_id, expires_at: iso(job.lease.expires_at_ms)! },
    last_run: job.last_run && {
      run_id: job.last_run.run_id,
      trigger: job.last_run.trigger,
      started_at: iso(job.last_run.started_at_ms)!,
      finished_at: iso(job.last_run.finished_at_ms),
      outcome: job.last_run.outcome,
      items: job.last_run.items,
      errors: job.last_run.errors,
      report: job.last_run.report,
    },
    last_skip: job.last_skip && { at: iso(job.last_skip.at_ms)!, reason: job.last_skip.reason },
  };
}

const RunSchema = z
  .object({
    job: z.string(),
    run_id: z.string(),
    trigger: z.enum(["cron", "manual"]),
    outcome: z.enum(["ok", "partial", "failed"]),
    started_at: z.string(),
    finished_at: z.string(),
    items: z.number().int(),
    errors: z.number().int(),
    report: JsonValue,
    took_over_from: z.string().nullable().openapi({ description: "a run whose expired lease this one took over" }),
  })
  .openapi("JobRun");

const JobNameParam = z.object({
  name: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "name", in: "path" }, example: "rollup-dirty" }),
});
const noSuchJob = () => new AppError("not_found", `no such job; jobs are ${JOB_NAMES.join(", ")}`);

function jobName(name: string): JobName {
  if (!isJobName(name)) throw noSuchJob();
  return name;
}

const getJobs = createRoute({
  method: "get",
  path: "/jobs",
  summary: "Scheduled jobs: cron, pause flag, lease, checkpoint, last run and last skip",
  security,
  responses: { 200: json(z.object({ jobs: z.array(JobSchema), next_cursor: z.null() }), "Jobs"), ...commonErrors },
});

const pauseRoute = (action: "pause" | "resume") =>
  createRoute({
    method: "post",
    path: `/jobs/{name}/${action}`,
    summary: action === "pause" ? "Pause a job: its scheduled runs are skipped until resumed" : "Resume a paused job",
    security,
    request: { params: JobNameParam },
    responses: { 200: json(z.object({ job: JobSchema }), "The job"), ...commonErrors, 404: errorResponse("No such job") },
  });

const postRun = createRoute({
  method: "post",
  path: "/jobs/{name}/run",
  summary: "Run a job now (even when paused); answers when the run ends. A consolidation step takes dry_run: what it would do, nothing written",
  security,
  request: {
    params: JobNameParam,
    query: z.object({
      dry_run: z.enum(["true", "false"]).optional().openapi({
        description:
          "consolidation steps only: plan and route every operation, write nothing (no lease, no last run, no rate window); the report lists the operations",
      }),
      user_id: z.string().min(1).max(64).optional().openapi({ description: "with dry_run: only this user" }),
    }),
  },
  responses: {
    200: json(z.object({ run: RunSchema }), "The run's result"),
    ...commonErrors,
    404: errorResponse("No such job"),
    409: errorResponse("Another run holds the job's lease; `details` names it and when it expires"),
  },
});

/** Epoch milliseconds or ISO 8601. */
export const TimeInput = z
  .union([z.number().int().nonnegative(), z.string()])
  .transform((value, ctx) => {
    const ms = typeof value === "number" ? value : parseTimeInput(value);
    if (ms === undefined) {
      ctx.addIssue({ code: "custom", message: TIME_INPUT_MESSAGE });
      return z.NEVER;
    }
    return ms;
  })
  .openapi({ type: "string", example: "2026-01-01T00:00:00Z" });

const RebuildBodySchema = z
  .object({
    user_id: z.string().min(1).max(64),
    from: TimeInput.openapi({ description: "inclusive" }),
    to: TimeInput.openapi({ description: "exclusive" }),
    dry_run: z.boolean().default(false).openapi({ description: "report what would change, write nothing" }),
  })
  .refine((body) => body.to > body.from, { path: ["to"], message: "must be after from" });

const RebuildSchema = z
  .object({
    user_id: z.string(),
    from: z.string(),
    to: z.string(),
    dry_run: z.boolean(),
    sessions: z.number().int().openapi({ description: "sessions with events in the range; each is recomputed whole" }),
    events: z.number().int(),
    kept_evicted_sessions: z.number().int().openapi({
      description: "sessions left as they are because some of their raw events were evicted (their summaries are kept, not rewritten from tombstones)",
    }),
    resegmented_sessions: z.number().int().openapi({ description: "sessions whose segments differed from the stored ones" }),
    segment_nodes: z.object({
      added: z.array(z.string()),
      changed: z.array(z.string()).openapi({ description: "rewritten as a new version; the old one is kept in the node's versions" }),
      removed: z.array(z.string()).openapi({ description: "no longer produced by the events: archived as a version, then deleted" }),
      unchanged: z.number().int(),
      truncated: z.boolean().openapi({ description: "a list was cut at 200 ids" }),
    }),
    periods_to_roll_up: z.number().int(),
    period_nodes: z
      .array(z.string())
      .openapi({ description: "the periods rolled up again (at most 200 ids): a dry run names what a rebuild would re-summarize" }),
    rollup: z
      .object({
        examined: z.number().int(),
        filled: z.number().int(),
        rewritten: z.number().int(),
        finalized: z.number().int(),
        unchanged: z.number().int(),
        removed: z.number().int(),
        more: z.boolean().openapi({ description: "periods were left for the next scheduled rollup" }),
        changed_nodes: z.array(z.string()),
      })
      .nullable()
      .openapi({ description: "null in a dry run" }),
  })
  .openapi("Rebuild");

const postRebuild = createRoute({
  method: "post",
  path: "/rebuild",
  summary: "Recompute a user's TOC for a time range from the raw events (idempotent; dry_run reports without writing)",
  security,
  request: { body: { required: true, content: { "application/json": { schema: RebuildBodySchema } } } },
  responses: {
    200: json(z.object({ rebuild: RebuildSchema }), "What changed (or would change)"),
    ...commonErrors,
    404: errorResponse("No such user"),
    413: errorResponse("The range's sessions hold too many events for one rebuild: split the range"),
  },
});

function runView(run: Extract<JobRunOutcome, { run_id: string }>): z.infer<typeof RunSchema> {
  return {
    job: run.job,
    run_id: run.run_id,
    trigger: run.trigger,
    outcome: run.outcome,
    started_at: iso(run.started_at_ms)!,
    finished_at: iso(run.finished_at_ms)!,
    items: run.items,
    errors: run.errors,
    report: run.report,
    took_over_from: run.took_over_from,
  };
}

export const adminJobsRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(getJobs, async (c) => c.json({ jobs: (await jobStates(c.env)).map(jobView), next_cursor: null }, 200))
  .openapi(pauseRoute("pause"), async (c) => c.json({ job: jobView(await setJobPaused(c.env, jobName(c.req.valid("param").name), true)) }, 200))
  .openapi(pauseRoute("resume"), async (c) => c.json({ job: jobView(await setJobPaused(c.env, jobName(c.req.valid("param").name), false)) }, 200))
  .openapi(postRun, async (c) => {
    const name = jobName(c.req.valid("param").name);
    const { dry_run, user_id } = c.req.valid("query");
    if (user_id !== undefined && dry_run !== "true")
      throw new AppError("bad_request", "user_id is for a dry run", { issues: [{ field: "user_id", message: "only with dry_run=true" }] });
    if (dry_run === "true") {
      if (user_id !== undefined) await requireUserById(systemDatabase(c.env), user_id);
      const startedAtMs = Date.now();
      const dry = dryRunJob(c.env, name, user_id);
      if (!dry)
        throw new AppError("bad_request", `job ${name} has no dry run (consolidation steps do)`, {
          issues: [{ field: "dry_run", message: "not for this job" }],
        });
      const result = await dry;
      return c.json(
        {
          run: runView({
            outcome: result.partial ? "partial" : "ok",
            job: name,
            run_id: result.run_id,
            trigger: "manual",
            started_at_ms: startedAtMs,
            finished_at_ms: Date.now(),
            items: result.items,
            errors: result.errors,
            report: result.report,
            took_over_from: null,
          }),
        },
        200,
      );
    }
    const run = await runJobNow(c.env, name);
    if (run.outcome === "skipped") {
      throw new AppError("conflict", `job ${name} did not run: ${run.message}`, {
        reason: run.reason,
        held_by: run.held_by,
        lease_expires_at: iso(run.lease_expires_at_ms),
      });
    }
    return c.json({ run: runView(run) }, 200);
  })
  .openapi(postRebuild, async (c) => {
    const body = c.req.valid("json");
    await requireUserById(systemDatabase(c.env), body.user_id);
    const outcome = await userObject(c.env, body.user_id).rebuild(body.user_id, { fromMs: body.from, toMs: body.to, dryRun: body.dry_run });
    if (!outcome.ok) {
      throw new AppError("payload_too_large", outcome.message, { field: "to", sessions: outcome.sessions, events: outcome.events });
    }
    return c.json(
      {
        rebuild: {
          user_id: body.user_id,
          from: iso(body.from)!,
          to: iso(body.to)!,
          dry_run: outcome.dryRun,
          ...outcome.plan,
          rollup: outcome.rollup,
        },
      },
      200,
    );
  });
