import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { postUses, UsesAnswerSchema, UsesRequestSchema } from "../api/uses";
import type { AppEnv } from "./app-env";
import { callerOf, commonErrors, json, validationHook } from "./shared";

const postUsesRoute = createRoute({
  method: "post",
  path: "/uses",
  summary: "Count items handed to an agent (a session-start digest) as cited: what the decay score reads",
  request: { body: { required: true, content: { "application/json": { schema: UsesRequestSchema } } } },
  responses: { 200: json(UsesAnswerSchema, "How many were counted"), ...commonErrors },
});

export const usesRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(postUsesRoute, async (c) =>
  c.json(await postUses(callerOf(c), c.req.valid("json")), 200),
);
