import { createMiddleware } from "hono/factory";
import { AppError } from "../core/errors";
import { authenticate, authenticateAdmin } from "../services/accounts";
import type { AppEnv } from "./app-env";

/** Resolves the bearer token to its user; every /v1 route but admin needs it. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", await authenticate(c.env.DB, c.req.header("Authorization")));
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  await authenticateAdmin(c.env.ADMIN_TOKEN, c.req.header("Authorization"));
  await next();
});

/** Seconds a rate-limited reader is told to wait: the limiter's window. */
const READ_RETRY_AFTER_SECONDS = 10;

/**
 * Per-user limit on reads (Cloudflare's Rate Limiting binding: per location, approximate).
 * Ingest is limited more precisely, per event, by the user's Durable Object.
 */
export const limitReads = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === "GET") {
    const { success } = await c.env.READ_RATE_LIMITER.limit({ key: c.get("user").userId });
    if (!success) throw new AppError("rate_limited", "read rate limit reached", undefined, READ_RETRY_AFTER_SECONDS);
  }
  await next();
});
