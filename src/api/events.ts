/** Raw events by time: the last resort of navigation, and the only read of events not yet summarized. */
import { z } from "@hono/zod-openapi";
import { decodeCursor, encodeCursor } from "../core/cursor";
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from "../core/ingest/limits";
import { listEvents } from "../db/events";
import { AgentParam, type Caller, CursorParam, databaseOf, SessionIdParam, EventSchema, type EventView, eventView, TimeParam } from "./common";

export const EventsQuerySchema = z.object({
  from: TimeParam.optional().openapi({ description: "inclusive" }),
  to: TimeParam.optional().openapi({ description: "exclusive" }),
  session_id: SessionIdParam.optional(),
  agent: AgentParam.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  cursor: CursorParam.optional(),
});

export const EventsAnswerSchema = z.object({ events: z.array(EventSchema), next_cursor: z.string().nullable() });

const EventCursorSchema = z.tuple([z.number().int(), z.string()]);

/** The cursor that resumes after this event. */
export const eventsCursor = (last: Pick<EventView, "ts_ms" | "event_id">): string => encodeCursor([last.ts_ms, last.event_id]);

export async function readEvents(caller: Caller, query: z.output<typeof EventsQuerySchema>): Promise<z.infer<typeof EventsAnswerSchema>> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, EventCursorSchema);
  const page = await listEvents(databaseOf(caller), caller.user.userId, {
    fromMs: query.from,
    toMs: query.to,
    sessionId: query.session_id,
    agent: query.agent,
    after: after && { tsMs: after[0], eventId: after[1] },
    limit: query.limit + 1,
  });
  const more = page.length > query.limit;
  const events = (more ? page.slice(0, query.limit) : page).map(eventView);
  const last = events[events.length - 1];
  return { events, next_cursor: more && last ? eventsCursor(last) : null };
}
