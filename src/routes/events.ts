import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { EventsAnswerSchema, EventsQuerySchema, readEvents } from "../api/events";
import { eventsOf, IngestBodySchema, toStoredEvent } from "../core/ingest/event-schema";
import { INGEST_BODY_TIMEOUT_MS, MAX_INGEST_BODY_BYTES } from "../core/ingest/limits";
import { ingestEvents } from "../services/ingest";
import type { AppEnv } from "./app-env";
import { readBody } from "./body-limit";
import { callerOf, commonErrors, errorResponse, json, validationHook } from "./shared";

const IngestResultSchema = z
  .object({
    event_id: z.string(),
    created: z.boolean(),
    text_filled: z
      .literal(true)
      .optional()
      .openapi({ description: "present when this copy gave its text to a stored event that had been stored without it (metadata text_pending)" }),
  })
  .openapi("IngestResult");
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

const getEvents = createRoute({
  method: "get",
  path: "/events",
  summary: "Raw events in a time range, oldest first",
  request: { query: EventsQuerySchema },
  responses: {
    200: json(EventsAnswerSchema, "A page of events"),
    ...commonErrors,
  },
});

export const eventsRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(postEvents, async (c) => {
    const body = c.req.valid("json");
    const results = await ingestEvents(c.env, c.get("credential"), eventsOf(body).map(toStoredEvent));
    const status = results.some((r) => r.created) ? 201 : 200;
    return "events" in body ? c.json({ results }, status) : c.json(results[0]!, status);
  })
  .openapi(getEvents, async (c) => c.json(await readEvents(callerOf(c), c.req.valid("query")), 200));
