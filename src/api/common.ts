/**
 * The read API's wire layer, shared by the REST routes and the MCP tools: the zod schemas
 * that validate requests and describe answers, the views that turn rows into answers, and
 * the handlers that call the database and shape the answer. A REST route and an MCP tool
 * for the same read call the same handler, so they cannot drift apart.
 */
import { z } from "@hono/zod-openapi";
import { EVENT_TYPES, ROLES } from "../core/ingest/event";
import type { ListedEvent } from "../db/events";
import { parseTimeInput, TIME_INPUT_MESSAGE } from "../core/iso-time";
import { userDatabase, type Database } from "../db/handle";
import type { User } from "../db/users";

/** Who is reading, already authenticated, and the bindings to read with. */
export interface Caller {
  env: Env;
  user: User;
  /**
   * Runs bookkeeping after the answer (use counting), so a read does not wait for it: the
   * request's `waitUntil`. Without it the work still runs, unawaited.
   */
  defer?: (work: Promise<unknown>) => void;
}

export const databaseOf = (caller: Caller): Database => userDatabase(caller.env, caller.user.userId);

/** Epoch milliseconds or ISO 8601 (a date, or a date-time; UTC unless it names a zone), as a query parameter. */
export const TimeParam = z
  .string()
  .transform((value, ctx) => {
    const ms = parseTimeInput(value);
    if (ms === undefined) {
      ctx.addIssue({ code: "custom", message: TIME_INPUT_MESSAGE });
      return z.NEVER;
    }
    return ms;
  })
  .openapi({ type: "string", example: "2026-01-31T00:00:00Z" });

/** An agent's name as events carry it (lower case), as a filter. */
export const AgentParam = z
  .string()
  .min(1)
  .max(64)
  .transform((a) => a.toLowerCase());

export const SessionIdParam = z.string().min(1).max(256);

/** An opaque paging cursor: `next_cursor` of the previous page, unchanged. */
export const CursorParam = z.string().max(512);

export const EvictionSchema = z
  .object({
    at: z.string().openapi({ description: "ISO 8601, UTC" }),
    rule: z.string().openapi({ description: "max_age, soft_cap or hard_cap (the one that may lose events no summary covers)" }),
  })
  .openapi("Eviction");

export function evictionView(evicted: { atMs: number; reason: string }): z.infer<typeof EvictionSchema> {
  return { at: new Date(evicted.atMs).toISOString(), rule: evicted.reason };
}

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
    evicted: EvictionSchema.optional().openapi({
      description: "present on a tombstone: the raw text and metadata were evicted (text is empty, metadata {}); the summaries and grip excerpts stay",
    }),
  })
  .openapi("Event");

export type EventView = z.infer<typeof EventSchema>;

export function eventView(event: ListedEvent): EventView {
  const { evicted, ...stored } = event;
  return { ...stored, ts: new Date(event.ts_ms).toISOString(), ...(evicted === null ? {} : { evicted: evictionView(evicted) }) };
}
