import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { hash64 } from "../core/hash";
import { type ConfidenceBand, type ConsolidationStepLabel, statusAfterFailure, TASK_CLAIM_TTL_MS } from "../core/consolidation/thresholds";
import type { TaskAction } from "../core/consolidation/actions";
import { type Database, prepared } from "./handle";
import { consolidationLog, consolidationTasks } from "./schema";

/** The review queue (consolidation_tasks) and the log of applied actions (consolidation_log). */

export type TaskRow = typeof consolidationTasks.$inferSelect;
export type TaskStatus = TaskRow["status"];

/** A task as read: its JSON columns parsed. */
export interface Task extends Omit<TaskRow, "notes" | "labels" | "action"> {
  notes: Record<string, unknown>;
  labels: string[];
  action: TaskAction;
}

function parsed(row: TaskRow): Task {
  return {
    ...row,
    notes: JSON.parse(row.notes) as Record<string, unknown>,
    labels: JSON.parse(row.labels) as string[],
    action: JSON.parse(row.action) as TaskAction,
  };
}

/** A task's id: the same step and key (the same proposal from the same history) give the same task. */
export const taskIdFor = (step: string, key: string): string => `task_${step}_${hash64(key)}`;

export interface ReviewTaskDraft {
  step: ConsolidationStepLabel;
  /** Stable: the same history proposes the same key. */
  key: string;
  title: string;
  notes: Record<string, unknown>;
  labels: string[];
  priority: number;
  confidence: number;
  action: TaskAction;
}

/** Opens a review task unless the same one exists (in any status). Answers whether it was created. */
export async function openReviewTask(db: Database, userId: string, draft: ReviewTaskDraft, nowMs: number): Promise<{ taskId: string; created: boolean }> {
  const taskId = taskIdFor(draft.step, draft.key);
  const rows = await db
    .insert(consolidationTasks)
    .values({
      userId,
      taskId,
      step: draft.step,
      title: draft.title,
      notes: JSON.stringify(draft.notes),
      labels: JSON.stringify(draft.labels),
      status: "open",
      priority: draft.priority,
      attempts: 0,
      confidence: draft.confidence,
      action: JSON.stringify(draft.action),
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
    })
    .onConflictDoNothing()
    .returning({ taskId: consolidationTasks.taskId });
  return { taskId, created: rows.length > 0 };
}

export interface LogEntry {
  step: string;
  band: ConfidenceBand;
  confidence: number;
  action: TaskAction;
  /** Stable key of the action: applying the same action again logs nothing new. */
  key: string;
  runId?: string | null | undefined;
}

/** The statement that logs an applied action (for a batch with the action's own writes). */
export function logStatement(db: Database, userId: string, entry: LogEntry, nowMs: number): D1PreparedStatement {
  return prepared(
    db,
    db
      .insert(consolidationLog)
      .values({
        userId,
        logId: `log_${entry.step}_${hash64(entry.key)}`,
        step: entry.step,
        band: entry.band,
        confidence: entry.confidence,
        action: JSON.stringify(entry.action),
        runId: entry.runId ?? null,
        atMs: nowMs,
      })
      .onConflictDoNothing(),
  );
}

export async function logConsolidation(db: Database, userId: string, entry: LogEntry, nowMs: number): Promise<void> {
  await logStatement(db, userId, entry, nowMs).run();
}

export type LogRow = typeof consolidationLog.$inferSelect;

/** The user's log, newest first. */
export async function listLog(db: Database, userId: string, limit: number): Promise<LogRow[]> {
  return db
    .select()
    .from(consolidationLog)
    .where(eq(consolidationLog.userId, userId))
    .orderBy(desc(consolidationLog.atMs), desc(consolidationLog.logId))
    .limit(limit);
}

export interface TaskFilter {
  status?: TaskStatus | undefined;
  step?: ConsolidationStepLabel | undefined;
  /** Resume after this position (priority, then oldest first). */
  after?: { priority: number; createdAtMs: number; taskId: string } | undefined;
  limit: number;
}

/** A page of the user's tasks: most urgent first, then oldest. */
export async function listTasks(db: Database, userId: string, filter: TaskFilter): Promise<Task[]> {
  const where: (SQL | undefined)[] = [eq(consolidationTasks.userId, userId)];
  if (filter.status) where.push(eq(consolidationTasks.status, filter.status));
  if (filter.step) where.push(eq(consolidationTasks.step, filter.step));
  if (filter.after) {
    const { priority, createdAtMs, taskId } = filter.after;
    where.push(
      or(
        gt(consolidationTasks.priority, priority),
        and(eq(consolidationTasks.priority, priority), gt(consolidationTasks.createdAtMs, createdAtMs)),
        and(eq(consolidationTasks.priority, priority), eq(consolidationTasks.createdAtMs, createdAtMs), gt(consolidationTasks.taskId, taskId)),
      ),
    );
  }
  const rows = await db
    .select()
    .from(consolidationTasks)
    .where(and(...where))
    .orderBy(asc(consolidationTasks.priority), asc(consolidationTasks.createdAtMs), asc(consolidationTasks.taskId))
    .limit(filter.limit);
  return rows.map(parsed);
}

export async function findTask(db: Database, userId: string, taskId: string): Promise<Task | undefined> {
  const [row] = await db
    .select()
    .from(consolidationTasks)
    .where(and(eq(consolidationTasks.userId, userId), eq(consolidationTasks.taskId, taskId)));
  return row && parsed(row);
}

const byId = (userId: string, taskId: string) => and(eq(consolidationTasks.userId, userId), eq(consolidationTasks.taskId, taskId));

/**
 * Claims an open task for an approval: in_progress, one more attempt. A task left in_progress
 * by an approval that died is claimable again after TASK_CLAIM_TTL_MS. Answers the task as
 * claimed, or undefined when it is not claimable (closed, blocked, or claimed just now).
 */
export async function claimTask(db: Database, userId: string, taskId: string, nowMs: number): Promise<Task | undefined> {
  const [row] = await db
    .update(consolidationTasks)
    .set({ status: "in_progress", attempts: sql`${consolidationTasks.attempts} + 1`, updatedAtMs: nowMs })
    .where(
      and(
        byId(userId, taskId),
        or(
          eq(consolidationTasks.status, "open"),
          and(eq(consolidationTasks.status, "in_progress"), lt(consolidationTasks.updatedAtMs, nowMs - TASK_CLAIM_TTL_MS)),
        ),
      ),
    )
    .returning();
  return row && parsed(row);
}

/** The statement that closes a claimed task as approved (in the batch that applies its action). */
export function closeApprovedStatement(db: Database, userId: string, taskId: string, nowMs: number): D1PreparedStatement {
  return prepared(
    db,
    db
      .update(consolidationTasks)
      .set({ status: "closed", resolution: "approved", lastError: null, updatedAtMs: nowMs, closedAtMs: nowMs })
      .where(and(byId(userId, taskId), eq(consolidationTasks.status, "in_progress"))),
  );
}

/** A claimed task whose action failed: open again, or blocked after its last attempt. */
export async function failTask(db: Database, userId: string, task: Task, error: string, nowMs: number): Promise<void> {
  await db
    .update(consolidationTasks)
    .set({ status: statusAfterFailure(task.attempts), lastError: error.slice(0, 500), updatedAtMs: nowMs })
    .where(and(byId(userId, task.taskId), eq(consolidationTasks.status, "in_progress")));
}

/** Rejects an open or blocked task: closed, nothing applied. Answers whether it did. */
export async function rejectTask(db: Database, userId: string, taskId: string, nowMs: number): Promise<boolean> {
  const rows = await db
    .update(consolidationTasks)
    .set({ status: "closed", resolution: "rejected", updatedAtMs: nowMs, closedAtMs: nowMs })
    .where(and(byId(userId, taskId), inArray(consolidationTasks.status, ["open", "blocked"])))
    .returning({ taskId: consolidationTasks.taskId });
  return rows.length > 0;
}

export interface TaskEdit {
  title?: string | undefined;
  priority?: number | undefined;
  action?: TaskAction | undefined;
}

/**
 * Edits an open or blocked task; a blocked one opens again with its attempts reset (the edit is
 * what was wrong). Answers whether it did.
 */
export async function editTask(db: Database, userId: string, task: Task, edit: TaskEdit, nowMs: number): Promise<boolean> {
  const set: Partial<typeof consolidationTasks.$inferInsert> = { updatedAtMs: nowMs, status: "open" };
  if (task.status === "blocked") {
    set.attempts = 0;
    set.lastError = null;
  }
  if (edit.title !== undefined) set.title = edit.title;
  if (edit.priority !== undefined) set.priority = edit.priority;
  if (edit.action !== undefined) set.action = JSON.stringify(edit.action);
  const rows = await db
    .update(consolidationTasks)
    .set(set)
    .where(and(byId(userId, task.taskId), eq(consolidationTasks.status, task.status), inArray(consolidationTasks.status, ["open", "blocked"])))
    .returning({ taskId: consolidationTasks.taskId });
  return rows.length > 0;
}
