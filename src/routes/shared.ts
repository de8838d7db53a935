/**
 * What every router shares: the response helpers for OpenAPI route definitions, the error
 * responses, the validation hook, and the caller of a user route. Routers import from here,
 * never from each other; the read API's schemas and handlers are in src/api/ (the MCP tools
 * use them too).
 */
import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import { validationError } from "../core/validation";
import type { Caller } from "../api/common";
import type { AppEnv } from "./app-env";

/** A JSON response of `schema`, for a route definition. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

/** The error shape as an OpenAPI schema, for every route's error responses. */
const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "bad_request" }),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .openapi("Error");

export const errorResponse = (description: string) => json(ErrorBodySchema, description);

/** Largest body a small write (a memory, a task edit) takes: a memory's text is at most 2,000 characters. */
export const MAX_WRITE_BODY_BYTES = 16_384;
/** Longest a small write's body may take to arrive. */
export const WRITE_BODY_TIMEOUT_MS = 10_000;

/** Error responses every authenticated route can give. */
export const commonErrors = {
  400: errorResponse("Bad input; `details.issues` names each field"),
  401: errorResponse("Missing, invalid or revoked token"),
  429: errorResponse("Rate limited; see Retry-After"),
} as const;

/** zod-openapi's hook: a failed validation becomes our 400 (or 413) naming the field. */
export async function validationHook(result: { success: true } | { success: false; error: z.ZodError; target: string }, c: Context<AppEnv>): Promise<void> {
  if (result.success) return;
  // The body was parsed before validation; Hono caches it, so this re-read is free.
  const input: unknown = result.target === "json" ? await c.req.json().catch(() => undefined) : undefined;
  throw validationError(result.error, input, result.target === "json" ? "body" : result.target);
}

/** The verified caller of a user route, for the read API's handlers. */
export const callerOf = (c: Context<AppEnv>): Caller => ({ env: c.env, user: c.get("user"), defer: deferOf(c) });

/** The request's waitUntil, where the runtime gives one (Hono throws when it has no execution context). */
function deferOf(c: Context<AppEnv>): Caller["defer"] {
  try {
    const ctx = c.executionCtx;
    return (work) => ctx.waitUntil(work);
  } catch {
    return undefined;
  }
}
