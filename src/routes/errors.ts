/** The app's error and not-found handlers: where the one error model becomes a response. */
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, causeChainMessage, codeForStatus, storageFailure, type ErrorBody } from "../core/errors";
import type { AppEnv } from "./app-env";

const AUTH_REALM = "agent-memory-edge";

/**
 * RFC 6750 §3: a 401 names the scheme a client should use; `invalid_token` when it sent one we
 * refused. MCP clients read this header to know a bearer token is wanted.
 */
function bearerChallenge(c: Context): string {
  return c.req.header("Authorization") === undefined ? `Bearer realm="${AUTH_REALM}"` : `Bearer realm="${AUTH_REALM}", error="invalid_token"`;
}

/**
 * Drops what is left of the request body. An answer given before the body was read (a 413 on
 * the declared Content-Length, a 401, a 404) would otherwise wait under `wrangler dev`, whose
 * local proxy sends the whole body on before it passes the answer back.
 */
export function discardBody(request: Request): void {
  if (request.body && !request.bodyUsed && !request.body.locked) request.body.cancel().catch(() => undefined);
}

function send(c: Context, error: AppError): Response {
  discardBody(c.req.raw);
  if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
  if (error.status === 401) c.header("WWW-Authenticate", bearerChallenge(c));
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
  const storage = storageFailure(err);
  if (storage) {
    console.error("storage failure", c.req.method, c.req.path, causeChainMessage(err));
    return send(c, storage);
  }
  discardBody(c.req.raw);
  // A bug: log it once, tell the client nothing about it.
  console.error("unhandled error", c.req.method, c.req.path, err);
  return c.json({ error: { code: "internal", message: "internal error" } } satisfies ErrorBody, 500);
};

export const notFound: NotFoundHandler<AppEnv> = (c) => send(c, new AppError("not_found", `no route for ${c.req.method} ${c.req.path}`));
