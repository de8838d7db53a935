import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { decodeCursor, encodeCursor } from "../core/cursor";
import { eventsOf, IngestBodySchema, toStoredEvent } from "../core/ingest/event-schema";
import { DEFAULT_PAGE_LIMIT, INGEST_BODY_TIMEOUT_MS, MAX_INGEST_BODY_BYTES, MAX_PAGE_LIMIT } from "../core/ingest/limits";
import { listEvents } from "../db/events";
import { ingestEvents } from "../services/ingest";
import type { AppEnv } from "./app-env";
import { readBody } from "./body-limit";
import { userDatabase } from "../db/handle";
import { commonErrors, errorResponse, EventSchema, eventView, TimeParam, validationHook } from "./shared";

const IngestResultSchema = z.object({ event_id: z.string(), created: z.boolean() }).openapi("IngestResult");
const IngestAnswerSchema = z.union([z.object({ results: z.array(IngestResultSchema) }), IngestResultSchema]);

const postEvents = createRoute({
  method: "post",
  path: "/events",
  summary: "Store one event or a batch (idempotent by event_id)",
  middleware: [readBody(MAX_INGEST_BODY_BYTES, INGEST_BODY_TIMEOUT_MS)] as const,
  request: { body: { required: true, content: { "application/json": { schema: IngestBodySchema } } } },
  responses: {
    200: { description: "Nothing new: every event was already stored", content: { "application/json": { schema: IngestAnswerSchema } } },
    201: { description: "At least one event was created", content: { "application/json": { schema: IngestAnswerSchema } } },
    ...commonErrors,
    408: errorResponse("The body did not arrive in time"),
    413: errorResponse("Body or an event's text too large; names the event"),
    415: errorResponse("Content-Type is not application/json"),
  },
});

const EventsQuerySchema = z.object({
  from: TimeParam.optional().openapi({ description: "inclusive" }),
  to: TimeParam.optional().openapi({ description: "exclusive" }),
  session_id: z.string().min(1).max(256).optional(),
  agent: z
    .string()
    .min(1)
    .max(64)
    .transform((a) => a.toLowerCase())
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  cursor: z.string().max(512).optional(),
});

const getEvents = createRoute({
  method: "get",
  path: "/events",
  summary: "Raw events in a time range, oldest first",
  request: { query: EventsQuerySchema },
  responses: {
    200: {
      description: "A page of events",
      content: { "application/json": { schema: z.object({ events: z.array(EventSchema), next_cursor: z.string().nullable() }) } },
    },
    ...commonErrors,
  },
});

const EventCursorSchema = z.tuple([z.number().int(), z.string()]);

export const eventsRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(postEvents, async (c) => {
    const body = c.req.valid("json");
    const results = await ingestEvents(c.env, c.get("credential"), eventsOf(body).map(toStoredEvent));
    const status = results.some((r) => r.created) ? 201 : 200;
    return "events" in body ? c.json({ results }, status) : c.json(results[0]!, status);
  })
  .openapi(getEvents, async (c) => {
    const query = c.req.valid("query");
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, EventCursorSchema);
    const page = await listEvents(userDatabase(c.env, c.get("user").userId), c.get("user").userId, {
      fromMs: query.from,
      toMs: query.to,
      sessionId: query.session_id,
      agent: query.agent,
      after: after && { tsMs: after[0], eventId: after[1] },
      limit: query.limit + 1,
    });
    const more = page.length > query.limit;
    const events = more ? page.slice(0, query.limit) : page;
    const last = events[events.length - 1];
    return c.json({ events: events.map(eventView), next_cursor: more && last ? encodeCursor([last.ts_ms, last.event_id]) : null }, 200);
  });
