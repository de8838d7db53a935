import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "@hono/zod-openapi";
import { AppError, codeForStatus, type ErrorBody } from "../core/errors";
import { validationError } from "../core/validation";
import type { AppEnv } from "./app-env";

/** The error shape as an OpenAPI schema, for every route's error responses. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "bad_request" }),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .openapi("Error");

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorBodySchema } },
});

/** Error responses every authenticated route can give. */
export const commonErrors = {
  400: errorResponse("Bad input; `details.issues` names each field"),
  401: errorResponse("Missing, invalid or revoked token"),
  429: errorResponse("Rate limited; see Retry-After"),
} as const;
export { errorResponse };

function send(c: Context, error: AppError): Response {
  if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
  return c.json(error.toBody() satisfies ErrorBody, error.status);
}

/** The one place an error becomes a response. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) return send(c, err);
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = codeForStatus(status);
    const message = status === 415 ? "Content-Type must be application/json" : err.message || code.replace(/_/g, " ");
    return send(c, new AppError(code, message));
  }
  // A bug: log it once, tell the client nothing about it.
  console.error("unhandled error", c.req.method, c.req.path, err);
  return c.json({ error: { code: "internal", message: "internal error" } } satisfies ErrorBody, 500);
};

export const notFound: NotFoundHandler<AppEnv> = (c) =>
  send(c, new AppError("not_found", `no route for ${c.req.method} ${c.req.path}`));

/** zod-openapi's hook: a failed validation becomes our 400 (or 413) naming the field. */
export async function validationHook(
  result: { success: true } | { success: false; error: z.ZodError; target: string },
  c: Context<AppEnv>,
): Promise<void> {
  if (result.success) return;
  // The body was parsed before validation; Hono caches it, so this re-read is free.
  const input: unknown = result.target === "json" ? await c.req.json().catch(() => undefined) : undefined;
  throw validationError(result.error, input, result.target === "json" ? "body" : result.target);
}
