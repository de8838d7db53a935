import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../core/errors";
import { authenticate, authenticateAdmin, credentialOf } from "../services/accounts";
import type { AppEnv } from "./app-env";

/**
 * Every user route needs a verified caller. POST /v1/events is the one exception: its
 * Durable Object call verifies the token itself, saving the ingest path a round trip.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const credential = await credentialOf(c.req.header("Authorization"), c.req.header("CF-Connecting-IP"));
  c.set("credential", credential);
  const verifiedLater = c.req.method === "POST" && c.req.path === "/v1/events";
  if (!verifiedLater) c.set("user", await authenticate(c.env, credential));
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  await authenticateAdmin(c.env.ADMIN_TOKEN, c.req.header("Authorization"));
  await next();
});

/** Seconds a rate-limited reader is told to wait: the limiter's window. */
const READ_RETRY_AFTER_SECONDS = 10;

async function limitRead(c: Context<AppEnv>): Promise<void> {
  const { success } = await c.env.READ_RATE_LIMITER.limit({ key: c.get("credential").userId });
  if (!success) throw new AppError("rate_limited", "read rate limit reached", undefined, READ_RETRY_AFTER_SECONDS);
}

/**
 * Per-user limit on reads (Cloudflare's Rate Limiting binding: per location, approximate).
 * Ingest is limited more precisely, per event, by the user's Durable Object.
 */
export const limitReads = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === "GET") await limitRead(c);
  await next();
});

/** Every MCP request reads (or asks what it could read): it counts against the same limit. */
export const limitMcp = createMiddleware<AppEnv>(async (c, next) => {
  await limitRead(c);
  await next();
});
