/**
 * What approving, rejecting or editing a review task does, and the memory actions every
 * consolidation step may apply (promote, archive, supersede). An approval claims the task
 * (in_progress, one more attempt), applies its action and closes the task in one D1 batch, so
 * an approval retried after a failure never applies the action twice; a failed one leaves the
 * task open, or blocked after MAX_TASK_ATTEMPTS.
 */
import { MemoryActionSchema, type MemoryAction, type TaskAction } from "../core/consolidation/actions";
import { statusAfterFailure } from "../core/consolidation/thresholds";
import { AppError, errorMessage, storageFailure } from "../core/errors";
import { claimTask, closeApprovedStatement, editTask, failTask, findTask, logStatement, rejectTask, type Task, type TaskEdit } from "../db/consolidation-tasks";
import type { Database } from "../db/handle";
import { recordReview } from "../db/uses";
import { GraphActionSchema } from "../core/consolidation/graph-actions";
import { graphActionStatements } from "./consolidation";
import { candidateStatements, findMemory, memoryUpdateStatements, supersedeByStatement } from "../db/memories";
import { markExtractedStatement } from "../db/memory-extraction";

const noSuchTask = () => new AppError("not_found", "no such task");
const noSuchMemory = (id: string) => new AppError("conflict", `the task's memory ${id} no longer exists`);

/**
 * The writes of a memory action, for one batch with whatever else the caller records (the task
 * closed, the log row). Throws an AppError when the action cannot apply (its memory is gone).
 */
export async function memoryActionStatements(db: Database, userId: string, action: MemoryAction, nowMs: number): Promise<D1PreparedStatement[]> {
  if (action.type === "extract") return candidateStatements(db, userId, action, nowMs);
  if (action.type === "segment_extracted") {
    return [markExtractedStatement(db, userId, action.segment_id, action.analyzed_at_ms, nowMs)];
  }
  const memory = await findMemory(db, userId, action.memory_id);
  if (!memory) throw noSuchMemory(action.memory_id);
  switch (action.type) {
    case "promote": {
      if (memory.status === "active") return [];
      if (memory.status === "archived") throw new AppError("conflict", `memory ${memory.memoryId} is archived (${memory.archivedReason}): restore it instead`);
      const change = { status: "active" as const, text: action.text, kind: action.kind, key: action.key };
      return (await memoryUpdateStatements(db, userId, memory, change, nowMs)).statements;
    }
    case "archive":
      if (memory.status === "archived") return [];
      return (await memoryUpdateStatements(db, userId, memory, { status: "archived", archivedReason: "archived" }, nowMs)).statements;
    case "supersede": {
      const by = await findMemory(db, userId, action.by);
      if (!by) throw noSuchMemory(action.by);
      return [supersedeByStatement(db, userId, memory.memoryId, by.memoryId, nowMs)];
    }
  }
}

/** Applies a memory action on its own (a step's automatic or logged band), with its log row. */
export async function applyMemoryAction(
  db: Database,
  userId: string,
  action: MemoryAction,
  log: { step: string; band: "auto" | "logged"; confidence: number; key: string; runId?: string | null },
  nowMs: number,
): Promise<void> {
  const statements = await memoryActionStatements(db, userId, action, nowMs);
  await db.$client.batch([...statements, logStatement(db, userId, { ...log, action }, nowMs)]);
}

async function taskOrThrow(db: Database, userId: string, taskId: string): Promise<Task> {
  const task = await findTask(db, userId, taskId);
  if (!task) throw noSuchTask();
  return task;
}

/**
 * Approves a task: applies its action and closes it. A task that is not open answers 409; an
 * action that fails leaves the task open (or blocked after its last attempt) and answers 409
 * naming why, or 503 when the storage failed.
 */
export async function approveTask(db: Database, userId: string, taskId: string, nowMs: number): Promise<Task> {
  const task = await claimTask(db, userId, taskId, nowMs);
  if (!task) {
    const current = await taskOrThrow(db, userId, taskId);
    throw new AppError("conflict", `task is ${current.status}${current.status === "blocked" ? " after failed approvals: edit it or reject it" : ""}`, {
      status: current.status,
    });
  }
  try {
    const statements = await actionStatements(db, userId, task.action, nowMs);
    await db.$client.batch([
      ...statements,
      logStatement(db, userId, { step: task.step, band: "review", confidence: task.confidence, action: task.action, key: task.taskId }, nowMs),
      closeApprovedStatement(db, userId, task.taskId, nowMs),
    ]);
  } catch (error) {
    await failTask(db, userId, task, errorMessage(error), nowMs);
    const storage = storageFailure(error);
    if (storage) throw storage;
    const outcome = { status: statusAfterFailure(task.attempts), attempts: task.attempts };
    if (error instanceof AppError) throw new AppError(error.code, error.message, outcome);
    console.error("consolidation action failed", task.taskId, error);
    throw new AppError("conflict", "the task's action failed", outcome);
  }
  await reviewed(db, userId, task, true, nowMs);
  return taskOrThrow(db, userId, taskId);
}

/**
 * A review of a promotion strengthens (approved) or weakens (rejected) its memory's use record:
 * the decay reads review_count and strength. A failure here is logged; the decision stands.
 */
async function reviewed(db: Database, userId: string, task: Task, approved: boolean, nowMs: number): Promise<void> {
  const action = MemoryActionSchema.safeParse(task.action);
  if (!action.success || action.data.type !== "promote") return;
  try {
    await recordReview(db, userId, "memory", action.data.memory_id, approved, nowMs);
  } catch (error) {
    console.error("consolidation: recording the review of", task.taskId, "failed", errorMessage(error));
  }
}

/** The writes of any step's action: memory actions here, the graph steps' (relate, merge, fade_node, cluster, uncluster) in consolidation.ts. */
export async function actionStatements(db: Database, userId: string, action: TaskAction, nowMs: number): Promise<D1PreparedStatement[]> {
  const memoryAction = MemoryActionSchema.safeParse(action);
  if (memoryAction.success) return memoryActionStatements(db, userId, memoryAction.data, nowMs);
  const graphAction = GraphActionSchema.safeParse(action);
  if (graphAction.success) return graphActionStatements(db, userId, graphAction.data, nowMs);
  throw new AppError("conflict", `no handler for action type ${action.type}`);
}

/** Rejects an open or blocked task; a rejected promotion archives its candidate (recoverable for 30 days). */
export async function rejectReviewTask(db: Database, userId: string, taskId: string, nowMs: number): Promise<Task> {
  const task = await taskOrThrow(db, userId, taskId);
  if (!(await rejectTask(db, userId, taskId, nowMs))) throw new AppError("conflict", `task is ${task.status}`, { status: task.status });
  const promote = MemoryActionSchema.safeParse(task.action);
  if (promote.success && promote.data.type === "promote") {
    const memory = await findMemory(db, userId, promote.data.memory_id);
    if (memory?.status === "candidate") {
      const { statements } = await memoryUpdateStatements(db, userId, memory, { status: "archived", archivedReason: "rejected" }, nowMs);
      await db.$client.batch(statements);
    }
  }
  await reviewed(db, userId, task, false, nowMs);
  return taskOrThrow(db, userId, taskId);
}

/** Edits an open or blocked task: title, priority, or the fields of its action (its type stays). */
export async function editReviewTask(
  db: Database,
  userId: string,
  taskId: string,
  edit: { title?: string | undefined; priority?: number | undefined; action?: Record<string, unknown> | undefined },
  nowMs: number,
): Promise<Task> {
  const task = await taskOrThrow(db, userId, taskId);
  const change: TaskEdit = { title: edit.title, priority: edit.priority };
  if (edit.action !== undefined) {
    const merged = { ...task.action, ...edit.action, type: task.action.type };
    const memoryAction = MemoryActionSchema.safeParse(merged);
    if (task.action.type === "promote" || task.action.type === "archive" || task.action.type === "supersede") {
      if (!memoryAction.success) {
        throw new AppError("bad_request", "the edited action is not valid", {
          issues: memoryAction.error.issues.map((i) => ({ field: ["action", ...i.path].join("."), message: i.message })),
        });
      }
      change.action = memoryAction.data;
    } else {
      change.action = merged;
    }
  }
  if (!(await editTask(db, userId, task, change, nowMs))) {
    const current = await taskOrThrow(db, userId, taskId);
    throw new AppError("conflict", `task is ${current.status}`, { status: current.status });
  }
  return taskOrThrow(db, userId, taskId);
}
