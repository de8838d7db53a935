import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { MAX_USES_PER_CALL, postUses, UsesAnswerSchema, UsesRequestSchema } from "../api/uses";
import type { AppEnv } from "./app-env";
import { readBody } from "./body-limit";
import { callerOf, commonErrors, errorResponse, json, validationHook, WRITE_BODY_TIMEOUT_MS } from "./shared";

/** Room for a full call: each item is a kind and an id of at most 200 characters, with its JSON around it. */
const MAX_USES_BODY_BYTES = MAX_USES_PER_CALL * 256;

const postUsesRoute = createRoute({
  method: "post",
  path: "/uses",
  summary: "Count items handed to an agent (a session-start digest) as cited: what the decay score reads",
  middleware: [readBody(MAX_USES_BODY_BYTES, WRITE_BODY_TIMEOUT_MS)] as const,
  request: { body: { required: true, content: { "application/json": { schema: UsesRequestSchema } } } },
  responses: { 200: json(UsesAnswerSchema, "How many were counted"), ...commonErrors, 413: errorResponse("The body is larger than a full call") },
});

export const usesRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(postUsesRoute, async (c) =>
  c.json(await postUses(callerOf(c), c.req.valid("json")), 200),
);
