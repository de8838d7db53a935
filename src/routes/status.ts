import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { deadLetterStats } from "../db/dead-letters";
import { countEvents } from "../db/events";
import { outboxStats } from "../db/outbox";
import type { AppEnv } from "./app-env";
import { commonErrors, validationHook } from "./errors";

const StatusSchema = z
  .object({
    user: z.object({ user_id: z.string(), name: z.string(), time_zone: z.string() }),
    events: z.object({ total: z.number().int() }),
    outbox: z.object({
      total: z.number().int(),
      pending: z.number().int(),
      oldest_pending_age_ms: z.number().int().nullable(),
    }),
    dead_letters: z
      .object({ count: z.number().int(), oldest_age_ms: z.number().int().nullable() })
      .openapi({ description: "work the queue gave up on after every retry (or malformed); the events stay stored and pending" }),
    generated_at: z.string(),
  })
  .openapi("Status");

const getStatus = createRoute({
  method: "get",
  path: "/status",
  summary: "Counts and backlog of the caller's memory",
  responses: {
    200: { description: "Status", content: { "application/json": { schema: StatusSchema } } },
    ...commonErrors,
  },
});

export const statusRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(getStatus, async (c) => {
  const user = c.get("user");
  const [total, outbox, dead] = await Promise.all([
    countEvents(c.env.DB, user.userId),
    outboxStats(c.env.DB, user.userId),
    deadLetterStats(c.env.DB, user.userId),
  ]);
  const now = Date.now();
  return c.json(
    {
      user: { user_id: user.userId, name: user.name, time_zone: user.timeZone },
      events: { total },
      outbox: {
        total: outbox.total,
        pending: outbox.pending,
        oldest_pending_age_ms: outbox.oldestPendingAtMs === null ? null : Math.max(0, now - outbox.oldestPendingAtMs),
      },
      dead_letters: { count: dead.count, oldest_age_ms: dead.oldestAtMs === null ? null : Math.max(0, now - dead.oldestAtMs) },
      generated_at: new Date(now).toISOString(),
    },
    200,
  );
});
