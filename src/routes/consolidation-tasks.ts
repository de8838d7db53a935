import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  approve,
  edit,
  readTask,
  readTasks,
  reject,
  TaskAnswerSchema,
  TaskEditSchema,
  TaskIdSchema,
  TasksAnswerSchema,
  TasksQuerySchema,
} from "../api/consolidation-tasks";
import type { AppEnv } from "./app-env";
import { readBody } from "./body-limit";
import { callerOf, commonErrors, errorResponse, json, MAX_WRITE_BODY_BYTES, validationHook, WRITE_BODY_TIMEOUT_MS } from "./shared";

const TaskIdParam = z.object({ id: TaskIdSchema.openapi({ param: { name: "id", in: "path" }, example: "task_promote_5f3a9c2d1e0b4a77" }) });
const notFound = { 404: errorResponse("No such task") };
const conflict = { 409: errorResponse("The task is not open, or its action failed (`details.status`: open again, or blocked)") };

const listRoute = createRoute({
  method: "get",
  path: "/consolidation/tasks",
  summary: "The review queue: consolidation actions below the automatic confidence bands, most urgent first",
  request: { query: TasksQuerySchema },
  responses: { 200: json(TasksAnswerSchema, "A page of tasks"), ...commonErrors },
});

const getRoute = createRoute({
  method: "get",
  path: "/consolidation/tasks/{id}",
  summary: "One review task",
  request: { params: TaskIdParam },
  responses: { 200: json(TaskAnswerSchema, "The task"), ...commonErrors, ...notFound },
});

const approveRoute = createRoute({
  method: "post",
  path: "/consolidation/tasks/{id}/approve",
  summary: "Approve a task: apply its action and close it (a failed action leaves it open; blocked after 3 failures)",
  request: { params: TaskIdParam },
  responses: { 200: json(TaskAnswerSchema, "The task, closed"), ...commonErrors, ...notFound, ...conflict },
});

const rejectRoute = createRoute({
  method: "post",
  path: "/consolidation/tasks/{id}/reject",
  summary: "Reject a task: close it without applying its action (a rejected promotion archives its candidate)",
  request: { params: TaskIdParam },
  responses: { 200: json(TaskAnswerSchema, "The task, closed"), ...commonErrors, ...notFound, ...conflict },
});

const editRoute = createRoute({
  method: "patch",
  path: "/consolidation/tasks/{id}",
  summary: "Edit an open or blocked task: title, priority, the fields of its action (a blocked task opens again)",
  middleware: [readBody(MAX_WRITE_BODY_BYTES, WRITE_BODY_TIMEOUT_MS)] as const,
  request: { params: TaskIdParam, body: { required: true, content: { "application/json": { schema: TaskEditSchema } } } },
  responses: { 200: json(TaskAnswerSchema, "The task, edited"), ...commonErrors, ...notFound, ...conflict, 413: errorResponse("Body larger than 16 KiB") },
});

export const consolidationTasksRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json(await readTasks(callerOf(c), c.req.valid("query")), 200))
  .openapi(getRoute, async (c) => c.json(await readTask(callerOf(c), c.req.valid("param").id), 200))
  .openapi(approveRoute, async (c) => c.json(await approve(callerOf(c), c.req.valid("param").id), 200))
  .openapi(rejectRoute, async (c) => c.json(await reject(callerOf(c), c.req.valid("param").id), 200))
  .openapi(editRoute, async (c) => c.json(await edit(callerOf(c), c.req.valid("param").id, c.req.valid("json")), 200));
