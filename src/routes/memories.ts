import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  archiveMemory,
  changeMemory,
  MemoriesAnswerSchema,
  MemoriesQuerySchema,
  MemoryAnswerSchema,
  MemoryIdSchema,
  MemoryPatchSchema,
  MemorySchema,
  readMemories,
  readMemory,
  remember,
  RememberAnswerSchema,
  RememberBodySchema,
} from "../api/memories";
import type { AppEnv } from "./app-env";
import { readBody } from "./body-limit";
import { callerOf, commonErrors, errorResponse, json, MAX_WRITE_BODY_BYTES, validationHook, WRITE_BODY_TIMEOUT_MS } from "./shared";

const MemoryIdParam = z.object({ id: MemoryIdSchema.openapi({ param: { name: "id", in: "path" }, example: "mem_01KJWJHKTXQ8V7T4ZC9R6N1B5H" }) });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { "application/json": { schema } } } });

const listRoute = createRoute({
  method: "get",
  path: "/memories",
  summary: "Long-term memories (decisions, conventions, facts, open tasks), newest change first",
  request: { query: MemoriesQuerySchema },
  responses: { 200: json(MemoriesAnswerSchema, "A page of memories"), ...commonErrors },
});

const getRoute = createRoute({
  method: "get",
  path: "/memories/{id}",
  summary: "One memory, its supporting grips and the memories it superseded",
  request: { params: MemoryIdParam },
  responses: { 200: json(MemoryAnswerSchema, "The memory"), ...commonErrors, 404: errorResponse("No such memory") },
});

const postRoute = createRoute({
  method: "post",
  path: "/memories",
  summary: "Remember this: stored active with confidence 1; on a key, supersedes the active memory on it",
  middleware: [readBody(MAX_WRITE_BODY_BYTES, WRITE_BODY_TIMEOUT_MS)] as const,
  request: body(RememberBodySchema),
  responses: { 201: json(RememberAnswerSchema, "The memory stored"), ...commonErrors, 413: errorResponse("Body larger than 16 KiB") },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/memories/{id}",
  summary: "Change a memory: text, kind, key, project; promote a candidate, archive, or restore an archived one",
  middleware: [readBody(MAX_WRITE_BODY_BYTES, WRITE_BODY_TIMEOUT_MS)] as const,
  request: { params: MemoryIdParam, ...body(MemoryPatchSchema) },
  responses: {
    200: json(RememberAnswerSchema, "The memory changed"),
    ...commonErrors,
    404: errorResponse("No such memory"),
    413: errorResponse("Body larger than 16 KiB"),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/memories/{id}",
  summary: "Archive a memory: recoverable for 30 days (PATCH status active), then deleted",
  request: { params: MemoryIdParam },
  responses: { 200: json(z.object({ memory: MemorySchema }), "The memory archived"), ...commonErrors, 404: errorResponse("No such memory") },
});

export const memoriesRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json(await readMemories(callerOf(c), c.req.valid("query")), 200))
  .openapi(getRoute, async (c) => c.json(await readMemory(callerOf(c), c.req.valid("param").id), 200))
  .openapi(postRoute, async (c) => c.json(await remember(callerOf(c), c.req.valid("json")), 201))
  .openapi(patchRoute, async (c) => c.json(await changeMemory(callerOf(c), c.req.valid("param").id, c.req.valid("json")), 200))
  .openapi(deleteRoute, async (c) => c.json(await archiveMemory(callerOf(c), c.req.valid("param").id), 200));
