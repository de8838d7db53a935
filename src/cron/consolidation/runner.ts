/**
 * The step runner every consolidation step shares (decay, cluster, merge, relations, promote).
 * A step only plans: from a user's rows it proposes operations, each an action with a confidence,
 * deterministically (the same history proposes the same operations, under the same keys). The
 * runner routes each by its confidence (src/core/consolidation/thresholds.ts): applied on its own
 * (auto), applied and logged (logged), or queued as a review task (review) — and applies through
 * the same statements an approval of the task would run, with the log row in the same D1 batch.
 *
 * Around that: users paged by id with a checkpoint (a run out of time resumes after the last user
 * it finished), a per-user rate limit of operations per minute shared by every step — a rate over
 * time: a bucket that fills at the limit per minute and holds up to CONSOLIDATION_BURST_MINUTES
 * minutes of it, so an hourly run applies up to an hour's worth (what is over it waits for the
 * next run, which proposes it again) — and a dry run that plans and routes and
 * writes nothing at all — not the rate window, not even the job's own row.
 *
 * Operations may form a group (the promote step: one segment's candidates, then its watermark):
 * once one of a group fails or is deferred, the group's later operations wait for the next run,
 * which proposes the group again (its applied operations are idempotent). The step's `settle`
 * then records the groups that failed, and what it answers is in the user's report.
 */
import { ulid } from "ulid";
import type { TaskAction } from "../../core/consolidation/actions";
import { decayConfig, type DecayConfig } from "../../core/consolidation/decay";
import { type ConfidenceBand, type ConsolidationStepLabel, priorityFor, routeByConfidence, taskLabels, urgencyFor } from "../../core/consolidation/thresholds";
import { AppError, errorMessage } from "../../core/errors";
import type { JobName } from "../../core/jobs/schedule";
import { claimOps, giveBackOps, type OpsRate, userPage } from "../../db/consolidation";
import { logStatement, openReviewTask } from "../../db/consolidation-tasks";
import { type Database, systemDatabase, userDatabase } from "../../db/handle";
import { sweepIfDeleted } from "../../services/accounts";
import { actionStatements } from "../../services/consolidation-actions";
import { JOB_TIME_BUDGET_MS, type Job, type JobContext, type JobResult, type Json } from "../policy";

/** One operation a step proposes. */
export interface ConsolidationOp {
  /** Stable: the same history proposes the same key (the review task's and the log row's identity). */
  key: string;
  /** What applying it does: a memory action (actions.ts) or a graph action (graph-actions.ts). */
  action: TaskAction;
  /** In [0, 1]: which band it goes to. */
  confidence: number;
  /** How much acting matters, in [0, 1]: the review task's urgency. */
  score: number;
  /** The review task's title. */
  title: string;
  /** The review task's notes: ids, scores. */
  notes: { [key: string]: Json };
  /** Its group: applied only if every earlier operation of the group applied (or was queued). */
  group?: string;
  /** Bookkeeping that changes nothing the user sees (a watermark): costs no rate budget, writes no log row. */
  bookkeeping?: boolean;
}

export interface StepContext {
  db: Database;
  userId: string;
  nowMs: number;
  decay: DecayConfig;
  /** The Worker's bindings and vars, for a step that calls out (the promote step's model extraction). */
  env?: Env;
  /** A dry run: a step that would spend anything (model tokens) plans without it. */
  dryRun?: boolean;
}

export interface ConsolidationStep {
  name: JobName;
  label: ConsolidationStepLabel;
  description: string;
  cron: string;
  /** Reads only; answers the operations in the order they should apply. */
  plan(ctx: StepContext): Promise<ConsolidationOp[]>;
  /** After a run that writes (not a dry run) in which groups failed (group → why): records them; answers notes for the report. */
  settle?(ctx: StepContext, failedGroups: ReadonlyMap<string, string>): Promise<Json>;
}

/** The Worker vars the runner reads. */
export interface RunnerVars {
  CONSOLIDATION_OPS_PER_MINUTE?: string;
  CONSOLIDATION_BURST_MINUTES?: string;
}

const DEFAULT_OPS_PER_MINUTE = 60;
/** The interval of the steps' cron (hourly): a run may spend what an hour saved up. */
const DEFAULT_BURST_MINUTES = 60;
const USER_PAGE = 50;
/** Operations a report lists per user at most (the counts cover them all). */
const REPORT_MAX_OPS = 50;
const REPORT_MAX_USERS = 20;

export function opsPerMinute(vars: RunnerVars): number {
  const n = Number(vars.CONSOLIDATION_OPS_PER_MINUTE);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : DEFAULT_OPS_PER_MINUTE;
}

/** How many minutes of the rate a user's bucket holds at most (what one run may spend after a pause). */
export function burstMinutes(vars: RunnerVars): number {
  const n = Number(vars.CONSOLIDATION_BURST_MINUTES);
  return Number.isFinite(n) && n >= 1 ? n : DEFAULT_BURST_MINUTES;
}

/** The rate limit the Worker vars set, as runStepForUser takes it. */
export function opsRate(vars: RunnerVars): { limitPerMinute: number; burstMinutes: number } {
  return { limitPerMinute: opsPerMinute(vars), burstMinutes: burstMinutes(vars) };
}

export interface OpReport {
  key: string;
  band: ConfidenceBand;
  confidence: number;
  action: TaskAction;
  /** applied (auto/logged), queued (a new review task), already_queued (the task existed), failed, deferred (rate limit), planned (dry run). */
  outcome: "applied" | "queued" | "already_queued" | "failed" | "deferred" | "planned";
  error?: string;
}

export interface UserStepReport {
  user_id: string;
  planned: number;
  applied: number;
  queued: number;
  deferred: number;
  failed: number;
  ops: OpReport[];
  /** What the step's `settle` answered about failed groups. */
  notes?: Json;
}

const asJson = (action: TaskAction): Json => action as unknown as Json;

/**
 * Actions whose statements are fixed by the action alone (they read nothing first), so several
 * can go in one transaction; the others (a merge, memory actions) read what earlier ones wrote.
 */
const CHUNKABLE_ACTIONS: ReadonlySet<string> = new Set(["relate", "cluster", "uncluster", "fade_node", "segment_extracted"]);
/** Operations applied in one transaction at most. */
const APPLY_CHUNK_OPS = 100;

/**
 * Runs one step for one user: plan, route, apply or queue, within the rate limit. The step takes
 * from the user's bucket what its operations need (at most what the bucket holds) before
 * applying any, and gives back what it did not spend.
 */
export async function runStepForUser(
  step: ConsolidationStep,
  ctx: StepContext & { runId: string; dryRun: boolean; limitPerMinute: number; burstMinutes?: number },
): Promise<UserStepReport> {
  const { db, userId, nowMs } = ctx;
  const ops = await step.plan(ctx);
  const rate: OpsRate = { perMinute: ctx.limitPerMinute, burstMinutes: ctx.burstMinutes ?? DEFAULT_BURST_MINUTES };
  const wanted = ops.filter((op) => !op.bookkeeping).length;
  const claimed = ctx.dryRun ? 0 : await claimOps(db, userId, wanted, nowMs, rate);
  let budget = ctx.dryRun ? Number.POSITIVE_INFINITY : claimed;
  const report: UserStepReport = { user_id: userId, planned: ops.length, applied: 0, queued: 0, deferred: 0, failed: 0, ops: [] };
  let spent = 0;
  // Groups whose later operations wait for the next run, and why; those that failed (not deferred).
  const broken = new Map<string, string>();
  const failedGroups = new Map<string, string>();
  const breakGroup = (op: ConsolidationOp, why: string, failure: boolean) => {
    if (op.group === undefined || broken.has(op.group)) return;
    broken.set(op.group, why);
    if (failure) failedGroups.set(op.group, why);
  };
  const applied = (entry: OpReport) => {
    entry.outcome = "applied";
    report.applied++;
  };
  const failed = (entry: OpReport, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    entry.outcome = "failed";
    entry.error = error.message;
    report.failed++;
  };
  // Operations whose statements read nothing are applied together, one transaction per chunk;
  // a chunk that fails is applied again one operation at a time, so one bad operation fails alone.
  let chunk: { op: ConsolidationOp; entry: OpReport; statements: D1PreparedStatement[] }[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const pending = chunk;
    chunk = [];
    try {
      await db.$client.batch(pending.flatMap((p) => p.statements));
      for (const p of pending) applied(p.entry);
    } catch {
      for (const p of pending) {
        try {
          await db.$client.batch(p.statements);
          applied(p.entry);
        } catch (error) {
          failed(p.entry, error instanceof AppError ? error : new AppError("conflict", errorMessage(error)));
          breakGroup(p.op, `${p.op.key} failed: ${p.entry.error}`, true);
        }
      }
    }
  };
  for (const op of ops) {
    const band = routeByConfidence(op.confidence);
    const entry: OpReport = { key: op.key, band, confidence: op.confidence, action: op.action, outcome: "planned" };
    const waitsFor = op.group === undefined ? undefined : broken.get(op.group);
    if (ctx.dryRun) {
      // A dry run routes and reports only.
    } else if (waitsFor !== undefined) {
      entry.outcome = "deferred";
      entry.error = `waits for the next run: ${waitsFor}`;
      report.deferred++;
    } else if (budget <= 0 && !op.bookkeeping) {
      entry.outcome = "deferred";
      report.deferred++;
      breakGroup(op, `${op.key} deferred by the rate limit`, false);
    } else if (band === "review") {
      const urgency = urgencyFor(op.score);
      const { created } = await openReviewTask(
        db,
        userId,
        {
          step: step.label,
          key: op.key,
          title: op.title,
          notes: { ...op.notes, action: asJson(op.action), confidence: op.confidence, score: op.score, agent: `consolidation:${step.label}` },
          labels: taskLabels(step.label, urgency),
          priority: priorityFor(urgency),
          confidence: op.confidence,
          action: op.action,
        },
        nowMs,
      );
      entry.outcome = created ? "queued" : "already_queued";
      if (created) {
        report.queued++;
        budget--;
        spent++;
      }
    } else {
      const log = logStatement(db, userId, { step: step.label, band, confidence: op.confidence, action: op.action, key: op.key, runId: ctx.runId }, nowMs);
      if (!CHUNKABLE_ACTIONS.has(op.action.type)) await flush();
      try {
        const statements = [...(await actionStatements(db, userId, op.action, nowMs)), ...(op.bookkeeping ? [] : [log])];
        if (CHUNKABLE_ACTIONS.has(op.action.type)) {
          chunk.push({ op, entry, statements });
          if (chunk.length >= APPLY_CHUNK_OPS) await flush();
        } else {
          try {
            await db.$client.batch(statements);
          } catch (error) {
            // The batch did not commit (D1 answers an error for the whole transaction): this operation failed, the others go on.
            throw error instanceof AppError ? error : new AppError("conflict", errorMessage(error));
          }
          applied(entry);
        }
        if (!op.bookkeeping) {
          budget--;
          spent++;
        }
      } catch (error) {
        failed(entry, error);
        breakGroup(op, `${op.key} failed: ${entry.error}`, true);
      }
    }
    if (report.ops.length < REPORT_MAX_OPS) report.ops.push(entry);
  }
  await flush();
  if (!ctx.dryRun) await giveBackOps(db, userId, claimed - spent, rate);
  if (!ctx.dryRun && failedGroups.size > 0 && step.settle) report.notes = await step.settle(ctx, failedGroups);
  return report;
}

export interface StepRunOptions {
  env: Env;
  runId: string;
  nowMs: number;
  dryRun: boolean;
  hasTime: () => boolean;
  checkpoint: Json | null;
  /** Only this user (an admin's dry run of one user). */
  onlyUserId?: string | undefined;
}

function resumeAfter(checkpoint: Json | null): string | null {
  if (checkpoint !== null && typeof checkpoint === "object" && !Array.isArray(checkpoint)) {
    const after = checkpoint["after_user_id"];
    if (typeof after === "string") return after;
  }
  return null;
}

/** Runs a step over every user (or one), paging by id from the checkpoint, within the time budget. */
export async function runStep(step: ConsolidationStep, options: StepRunOptions): Promise<JobResult> {
  const { env } = options;
  const decay = decayConfig(env);
  const rate = opsRate(env);
  const resumedFrom = options.onlyUserId === undefined ? resumeAfter(options.checkpoint) : null;
  let after = resumedFrom;
  let done = false;
  let users = 0;
  let errors = 0;
  const totals = { planned: 0, applied: 0, queued: 0, deferred: 0, failed: 0 };
  const reports: UserStepReport[] = [];
  while (!done && options.hasTime()) {
    const page = options.onlyUserId !== undefined ? [options.onlyUserId] : await userPage(systemDatabase(env), after, USER_PAGE);
    for (const userId of page) {
      if (!options.hasTime()) break;
      try {
        const report = await runStepForUser(step, {
          db: userDatabase(env, userId),
          env,
          userId,
          nowMs: options.nowMs,
          decay,
          runId: options.runId,
          dryRun: options.dryRun,
          ...rate,
        });
        for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += report[k];
        if (reports.length < REPORT_MAX_USERS && report.planned > 0) reports.push(report);
      } catch (error) {
        errors++;
        console.error(`consolidation ${step.label}: user ${userId} failed`, errorMessage(error));
      }
      // Deleted while the step ran: what it wrote after the deletion goes (a dry run wrote nothing).
      if (!options.dryRun) {
        await sweepIfDeleted(env, userId).catch((error: unknown) =>
          console.error(`consolidation ${step.label}: sweeping deleted user ${userId} failed`, errorMessage(error)),
        );
      }
      users++;
      after = userId;
    }
    done = options.onlyUserId !== undefined || page.length < USER_PAGE;
  }
  return {
    items: totals.applied + totals.queued,
    errors,
    partial: !done,
    checkpoint: done || options.dryRun || after === null ? null : { after_user_id: after },
    report: {
      step: step.label,
      dry_run: options.dryRun,
      users,
      ...totals,
      resumed_after: resumedFrom,
      stopped_after: done ? null : after,
      user_reports: reports as unknown as Json,
    },
  };
}

/** A consolidation step as a scheduled job (lease, pause, checkpoint and last run from runJob). */
export function consolidationJob(step: ConsolidationStep): Job {
  return {
    name: step.name,
    description: step.description,
    cron: step.cron,
    timeBudgetMs: JOB_TIME_BUDGET_MS,
    run: (ctx: JobContext) =>
      runStep(step, { env: ctx.env, runId: ctx.runId, nowMs: ctx.nowMs, dryRun: false, hasTime: ctx.hasTime, checkpoint: ctx.checkpoint }),
  };
}

/** A dry run of a step, outside the job framework: no lease, no record, nothing written. */
export function dryRunStep(
  env: Env,
  step: ConsolidationStep,
  options: { nowMs: number; userId?: string | undefined },
): Promise<JobResult & { run_id: string }> {
  const deadline = Date.now() + JOB_TIME_BUDGET_MS;
  const runId = `dry_${ulid()}`;
  return runStep(step, {
    env,
    runId,
    nowMs: options.nowMs,
    dryRun: true,
    hasTime: () => Date.now() < deadline,
    checkpoint: null,
    onlyUserId: options.userId,
  }).then((result) => ({ ...result, run_id: runId }));
}
