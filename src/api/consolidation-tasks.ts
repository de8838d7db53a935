/** The review queue of consolidation actions: list, read, approve, reject, edit. */
import { z } from "@hono/zod-openapi";
import { CONSOLIDATION_STEPS, MAX_TASK_ATTEMPTS } from "../core/consolidation/thresholds";
import { decodeCursor, encodeCursor } from "../core/cursor";
import { AppError } from "../core/errors";
import { findTask, listTasks, type Task } from "../db/consolidation-tasks";
import { approveTask, editReviewTask, rejectReviewTask } from "../services/consolidation-actions";
import { type Caller, CursorParam, databaseOf } from "./common";

const DEFAULT_TASKS = 20;
const MAX_TASKS = 100;
const TASK_STATUSES = ["open", "in_progress", "closed", "blocked"] as const;

export const TaskSchema = z
  .object({
    task_id: z.string(),
    step: z.enum(CONSOLIDATION_STEPS),
    title: z.string(),
    notes: z.record(z.string(), z.unknown()).openapi({ description: "ids, scores, the action and the agent that proposed it" }),
    labels: z.array(z.string()).openapi({ example: ["consolidation:promote", "urgency:medium"] }),
    status: z.enum(TASK_STATUSES).openapi({ description: "open → in_progress (an approval running) → closed, or blocked after failed approvals" }),
    resolution: z.enum(["approved", "rejected"]).nullable(),
    priority: z.number().int().openapi({ description: "1 first" }),
    attempts: z
      .number()
      .int()
      .openapi({ description: `approvals tried; blocked after ${MAX_TASK_ATTEMPTS} failed ones` }),
    confidence: z.number(),
    action: z.looseObject({ type: z.string() }).openapi({ description: "what approving does: { type: promote | archive | supersede | merge | relate, ... }" }),
    last_error: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    closed_at: z.string().nullable(),
  })
  .openapi("ConsolidationTask");

export type TaskView = z.infer<typeof TaskSchema>;

export function taskView(t: Task): TaskView {
  return {
    task_id: t.taskId,
    step: t.step,
    title: t.title,
    notes: t.notes,
    labels: t.labels,
    status: t.status,
    resolution: t.resolution,
    priority: t.priority,
    attempts: t.attempts,
    confidence: t.confidence,
    action: t.action,
    last_error: t.lastError,
    created_at: new Date(t.createdAtMs).toISOString(),
    updated_at: new Date(t.updatedAtMs).toISOString(),
    closed_at: t.closedAtMs === null ? null : new Date(t.closedAtMs).toISOString(),
  };
}

export const TaskIdSchema = z.string().min(1).max(200);

export const TasksQuerySchema = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  step: z.enum(CONSOLIDATION_STEPS).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_TASKS).default(DEFAULT_TASKS),
  cursor: CursorParam.optional(),
});

export const TasksAnswerSchema = z.object({ tasks: z.array(TaskSchema), next_cursor: z.string().nullable(), has_more: z.boolean() });
export const TaskAnswerSchema = z.object({ task: TaskSchema });

export const TaskEditSchema = z
  .object({
    title: z.string().trim().min(1).max(500).optional(),
    priority: z.number().int().min(1).max(3).optional(),
    action: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: "fields of the action to change (its type stays), e.g. { text } of a memory to promote" }),
  })
  .refine((b) => b.title !== undefined || b.priority !== undefined || b.action !== undefined, { message: "name at least one of title, priority, action" })
  .openapi("ConsolidationTaskEdit");

const TaskCursorSchema = z.tuple([z.number().int(), z.number().int(), z.string()]);

export async function readTasks(caller: Caller, q: z.output<typeof TasksQuerySchema>): Promise<z.infer<typeof TasksAnswerSchema>> {
  const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor, TaskCursorSchema);
  const page = await listTasks(databaseOf(caller), caller.user.userId, {
    status: q.status,
    step: q.step,
    after: after && { priority: after[0], createdAtMs: after[1], taskId: after[2] },
    limit: q.limit + 1,
  });
  const hasMore = page.length > q.limit;
  const tasks = hasMore ? page.slice(0, q.limit) : page;
  const last = tasks[tasks.length - 1];
  return {
    tasks: tasks.map(taskView),
    next_cursor: hasMore && last ? encodeCursor([last.priority, last.createdAtMs, last.taskId]) : null,
    has_more: hasMore,
  };
}

export async function readTask(caller: Caller, taskId: string): Promise<z.infer<typeof TaskAnswerSchema>> {
  const task = await findTask(databaseOf(caller), caller.user.userId, taskId);
  if (!task) throw new AppError("not_found", "no such task");
  return { task: taskView(task) };
}

export async function approve(caller: Caller, taskId: string): Promise<z.infer<typeof TaskAnswerSchema>> {
  return { task: taskView(await approveTask(databaseOf(caller), caller.user.userId, taskId, Date.now())) };
}

export async function reject(caller: Caller, taskId: string): Promise<z.infer<typeof TaskAnswerSchema>> {
  return { task: taskView(await rejectReviewTask(databaseOf(caller), caller.user.userId, taskId, Date.now())) };
}

export async function edit(caller: Caller, taskId: string, body: z.output<typeof TaskEditSchema>): Promise<z.infer<typeof TaskAnswerSchema>> {
  return { task: taskView(await editReviewTask(databaseOf(caller), caller.user.userId, taskId, body, Date.now())) };
}
