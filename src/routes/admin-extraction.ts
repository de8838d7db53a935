import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { systemDatabase, userDatabase } from "../db/handle";
import type { GivenUpSegment } from "../db/memory-extraction";
import { requireUserById } from "../services/accounts";
import { extractionGivenUp, GIVEN_UP_LIST_LIMIT, MAX_EXTRACT_ATTEMPTS, requeueExtraction } from "../services/memory-promote";
import type { AppEnv } from "./app-env";
import { commonErrors, errorResponse, json, validationHook } from "./shared";

/** Admin: the segments memory extraction gave up on (docs/operations.md, Retention), and their re-queue. */

const security = [{ adminToken: [] }];
const UserIdParam = z.object({ user_id: z.string().min(1).max(64) });

const GivenUpSchema = z
  .object({
    segment_id: z.string(),
    session_id: z.string(),
    node_id: z.string().nullable(),
    attempts: z.number().int(),
    error: z.string().nullable().openapi({ description: "the last failure" }),
  })
  .openapi("ExtractionGivenUp");

const ListSchema = z.object({
  user_id: z.string(),
  max_attempts: z
    .number()
    .int()
    .openapi({ description: `failed runs after which a segment is no longer retried (${MAX_EXTRACT_ATTEMPTS})` }),
  segments: z.array(GivenUpSchema).openapi({ description: `oldest analyzed first, at most ${GIVEN_UP_LIST_LIMIT}` }),
});

const RequeueBody = z
  .object({
    segment_ids: z
      .array(z.string().min(1).max(128))
      .min(1)
      .max(GIVEN_UP_LIST_LIMIT)
      .optional()
      .openapi({ description: "only these (absent: every segment extraction gave up on)" }),
  })
  .openapi("ExtractionRequeue");

const RequeuedSchema = z.object({
  user_id: z.string(),
  requeued: z
    .array(z.string())
    .openapi({ description: "the segments the next consolidate-promote run plans again (given-up ones only; others named are left as they are)" }),
});

const listGivenUp = createRoute({
  method: "get",
  path: "/users/{user_id}/extraction/given-up",
  summary: "The user's segments memory extraction gave up on (failed 5 runs), with their last error",
  security,
  request: { params: UserIdParam },
  responses: { 200: json(ListSchema, "The given-up segments"), ...commonErrors, 404: errorResponse("No such user") },
});

const requeue = createRoute({
  method: "post",
  path: "/users/{user_id}/extraction/requeue",
  summary: "Put the segments extraction gave up on back in its queue, with their attempts reset",
  security,
  request: { params: UserIdParam, body: { required: false, content: { "application/json": { schema: RequeueBody } } } },
  responses: { 200: json(RequeuedSchema, "What was re-queued"), ...commonErrors, 404: errorResponse("No such user") },
});

const view = (s: GivenUpSegment): z.infer<typeof GivenUpSchema> => ({
  segment_id: s.segmentId,
  session_id: s.sessionId,
  node_id: s.nodeId,
  attempts: s.attempts,
  error: s.error,
});

export const adminExtractionRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listGivenUp, async (c) => {
    const { user_id } = c.req.valid("param");
    await requireUserById(systemDatabase(c.env), user_id);
    const segments = await extractionGivenUp(userDatabase(c.env, user_id), user_id);
    return c.json({ user_id, max_attempts: MAX_EXTRACT_ATTEMPTS, segments: segments.map(view) }, 200);
  })
  .openapi(requeue, async (c) => {
    const { user_id } = c.req.valid("param");
    const body = c.req.valid("json") ?? {};
    await requireUserById(systemDatabase(c.env), user_id);
    const requeued = await requeueExtraction(userDatabase(c.env, user_id), user_id, body.segment_ids ?? null);
    return c.json({ user_id, requeued }, 200);
  });
