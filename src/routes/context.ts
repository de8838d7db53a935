import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { groupSessions } from "../core/context/sessions";
import { hasUnbuiltEvents, recentProjectSegments } from "../db/context";
import { userDatabase } from "../db/handle";
import type { AppEnv } from "./app-env";
import { commonErrors, json, validationHook } from "./shared";

const DEFAULT_SESSIONS = 5;
const MAX_SESSIONS = 20;
const DEFAULT_SEGMENTS_PER_SESSION = 4;
const MAX_SEGMENTS_PER_SESSION = 20;
/** The user's newest segments looked through for the project's (see recentProjectSegments). */
const SEGMENTS_SCANNED = 500;

const SegmentSchema = z.object({
  node_id: z.string().openapi({ example: "toc:segment:2026-01-31:01KJWJHKTXQ8V7T4ZC9R6N1B5H" }),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  bullets: z.array(z.object({ text: z.string(), grip_ids: z.array(z.string()) })),
});

const SessionSchema = z.object({
  session_id: z.string(),
  agent: z.string(),
  start: z.string(),
  end: z.string(),
  segments: z.array(SegmentSchema).openapi({ description: "the session's latest segments, oldest first" }),
});

const ContextSchema = z
  .object({
    project_id: z.string(),
    sessions: z.array(SessionSchema).openapi({ description: "the project's latest sessions, newest first" }),
    building: z.boolean().openapi({ description: "some of your events are stored but not built into segments yet: the answer may lag them" }),
  })
  .openapi("ProjectContext");

const getContext = createRoute({
  method: "get",
  path: "/context",
  summary: "What a new session of a project is told: the project's last sessions, their segment titles and bullets with grip ids",
  description:
    "Events belong to a project by `metadata.project_id` (the hook client sets it: the repository's normalized origin URL, " +
    "or its main checkout's path). Events stored before that field existed match by `metadata.project` = `project`.",
  request: {
    query: z.object({
      project_id: z.string().min(1).max(1024).openapi({ example: "git:github.com/acme/invoice-api" }),
      project: z
        .string()
        .min(1)
        .max(256)
        .optional()
        .openapi({ description: "the project's name, for events that carry no project_id", example: "invoice-api" }),
      sessions: z.coerce.number().int().min(1).max(MAX_SESSIONS).default(DEFAULT_SESSIONS),
      segments: z.coerce
        .number()
        .int()
        .min(1)
        .max(MAX_SEGMENTS_PER_SESSION)
        .default(DEFAULT_SEGMENTS_PER_SESSION)
        .openapi({ description: "most segments per session" }),
    }),
  },
  responses: { 200: json(ContextSchema, "The project's recent sessions"), ...commonErrors },
});

const iso = (ms: number) => new Date(ms).toISOString();

export const contextRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(getContext, async (c) => {
  const userId = c.get("user").userId;
  const q = c.req.valid("query");
  const db = userDatabase(c.env, userId);
  const [rows, building] = await Promise.all([
    recentProjectSegments(db, userId, { projectId: q.project_id, projectName: q.project }, SEGMENTS_SCANNED),
    hasUnbuiltEvents(db, userId),
  ]);
  const sessions = groupSessions(rows, { sessions: q.sessions, segmentsPerSession: q.segments }).map((s) => ({
    session_id: s.sessionId,
    agent: s.agent,
    start: iso(s.startTsMs),
    end: iso(s.endTsMs),
    segments: s.segments.map((g) => ({ node_id: g.nodeId, title: g.title, start: iso(g.startTsMs), end: iso(g.endTsMs), bullets: g.bullets })),
  }));
  return c.json({ project_id: q.project_id, sessions, building }, 200);
});
