import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { AppError } from "../core/errors";
import { forget } from "../services/forget";
import { TimeInput } from "./admin-jobs";
import type { AppEnv } from "./app-env";
import { readBody } from "./body-limit";
import { commonErrors, errorResponse, json, MAX_WRITE_BODY_BYTES, validationHook, WRITE_BODY_TIMEOUT_MS } from "./shared";

const ForgetBodySchema = z
  .object({
    event_id: z.string().min(1).max(128).optional(),
    session_id: z.string().min(1).max(256).optional(),
    from: TimeInput.optional().openapi({ description: "with to: events in [from, to)" }),
    to: TimeInput.optional(),
    query: z.string().trim().min(1).max(1_000).optional().openapi({ description: "events whose text holds this phrase exactly (case aside)" }),
    dry_run: z.boolean().default(false).openapi({ description: "answer what would go, per session; change nothing" }),
  })
  .refine((b) => [b.event_id, b.session_id, b.query, b.from ?? b.to].filter((v) => v !== undefined).length === 1, {
    message: "name exactly one of event_id, session_id, from and to, query",
  })
  .refine((b) => (b.from === undefined) === (b.to === undefined) && (b.from === undefined || b.to! > b.from), {
    path: ["to"],
    message: "from and to go together, to after from",
  })
  .openapi("ForgetRequest");

const ForgetAnswerSchema = z
  .object({
    dry_run: z.boolean(),
    events: z.number().int().openapi({ description: "events selected: their raw text and metadata are deleted (tombstones stay)" }),
    sessions: z.array(z.object({ session_id: z.string(), events: z.number().int() })),
    nodes_purged: z.number().int().openapi({ description: "nodes re-derived without the events whose earlier versions were deleted" }),
    memories: z.number().int().openapi({ description: "memories drawn from those sessions, or holding the phrase, deleted (in a dry run: that would be)" }),
  })
  .openapi("ForgetAnswer");

const postForget = createRoute({
  method: "post",
  path: "/forget",
  summary: "Forget events: their raw text, and every summary, grip and earlier version that repeats it",
  // Read whole and checked first: a body that is not valid UTF-8 would otherwise decode to U+FFFD and forget that phrase.
  middleware: [readBody(MAX_WRITE_BODY_BYTES, WRITE_BODY_TIMEOUT_MS)] as const,
  request: { body: { required: true, content: { "application/json": { schema: ForgetBodySchema } } } },
  responses: {
    200: json(ForgetAnswerSchema, "What was forgotten (or, in a dry run, would be)"),
    ...commonErrors,
    413: errorResponse("The selection's sessions are too large for one pass: narrow it"),
  },
});

export const forgetRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(postForget, async (c) => {
  const body = c.req.valid("json");
  const selector =
    body.event_id !== undefined
      ? { eventId: body.event_id }
      : body.session_id !== undefined
        ? { sessionId: body.session_id }
        : body.query !== undefined
          ? { query: body.query }
          : { fromMs: body.from!, toMs: body.to! };
  const outcome = await forget(c.env, c.get("user").userId, { selector, dryRun: body.dry_run });
  if (!outcome.ok) throw new AppError("payload_too_large", outcome.message, { events: outcome.events });
  return c.json(
    {
      dry_run: outcome.dryRun,
      events: outcome.events,
      sessions: outcome.sessions.map((s) => ({ session_id: s.sessionId, events: s.events })),
      nodes_purged: outcome.nodesPurged,
      memories: outcome.memories,
    },
    200,
  );
});
