/**
 * What every router shares: the response helpers for OpenAPI route definitions, the error
 * responses, the validation hook, and the schemas more than one router answers with. Routers
 * import from here, never from each other.
 */
import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import { EVENT_TYPES, ROLES, type StoredEvent } from "../core/ingest/event";
import { validationError } from "../core/validation";
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

/** Epoch milliseconds or ISO 8601, as a query parameter. */
export const TimeParam = z
  .string()
  .transform((value, ctx) => {
    const ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
    if (!Number.isFinite(ms)) {
      ctx.addIssue({ code: "custom", message: "must be epoch milliseconds or an ISO 8601 date" });
      return z.NEVER;
    }
    return ms;
  })
  .openapi({ type: "string", example: "2026-01-31T00:00:00Z" });

export const EventSchema = z
  .object({
    event_id: z.string(),
    session_id: z.string(),
    agent: z.string(),
    ts: z.string().openapi({ description: "ISO 8601, UTC" }),
    ts_ms: z.number().int(),
    event_type: z.enum(EVENT_TYPES),
    role: z.enum(ROLES),
    text: z.string(),
    metadata: z.record(z.string(), z.string()),
  })
  .openapi("Event");

export function eventView(event: StoredEvent): z.infer<typeof EventSchema> {
  return { ...event, ts: new Date(event.ts_ms).toISOString() };
}
