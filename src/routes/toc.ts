import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { decodeCursor, encodeCursor } from "../core/cursor";
import { AppError } from "../core/errors";
import { userDatabase } from "../db/handle";
import { childNodes, eventsAroundSpan, findGrip, findNode, yearNodes, type GripRow, type TocNode } from "../db/toc";
import type { AppEnv } from "./app-env";
import { commonErrors, errorResponse, EventSchema, eventView, json, validationHook } from "./shared";

/** Children per page unless asked, and the most a page may hold. */
const DEFAULT_CHILDREN = 20;
const MAX_CHILDREN = 100;
/** Context events around a grip: default and cap on each side, and the most span events shown. */
const DEFAULT_GRIP_CONTEXT = 3;
const MAX_GRIP_CONTEXT = 20;
const MAX_GRIP_SPAN_EVENTS = 50;

const BulletSchema = z.object({ text: z.string(), grip_ids: z.array(z.string()), supported: z.boolean() });
const NodeSchema = z
  .object({
    node_id: z.string().openapi({ example: "toc:day:2026-01-31" }),
    level: z.enum(["year", "month", "week", "day", "segment"]),
    parent_id: z.string().nullable(),
    title: z.string(),
    bullets: z.array(BulletSchema),
    keywords: z.array(z.string()),
    start: z.string(),
    end: z.string().openapi({ description: "exclusive" }),
    start_ts_ms: z.number().int(),
    end_ts_ms: z.number().int(),
    version: z.number().int(),
    status: z.enum(["pending", "provisional", "final"]).openapi({ description: "pending: no summary yet (rolled up later)" }),
    summarizer: z.string().nullable(),
    session_id: z.string().nullable(),
  })
  .openapi("TocNode");
const NodeDetailSchema = NodeSchema.extend({
  child_count: z.number().int(),
  unsupported_bullets: z.number().int().openapi({ description: "bullets no event supports (they have no grip)" }),
}).openapi("TocNodeDetail");

function nodeView(node: TocNode): z.infer<typeof NodeSchema> {
  return {
    node_id: node.nodeId,
    level: node.level,
    parent_id: node.parentId,
    title: node.title,
    bullets: node.bullets,
    keywords: node.keywords,
    start_ts_ms: node.startTsMs,
    end_ts_ms: node.endTsMs,
    version: node.version,
    summarizer: node.summarizer,
    status: node.status,
    session_id: node.sessionId,
    start: new Date(node.startTsMs).toISOString(),
    end: new Date(node.endTsMs).toISOString(),
  };
}

function gripView(grip: GripRow) {
  return {
    grip_id: grip.gripId,
    node_id: grip.nodeId,
    bullet_index: grip.bulletIndex,
    excerpt: grip.excerpt,
    event_id_start: grip.eventIdStart,
    event_id_end: grip.eventIdEnd,
    session_id: grip.sessionId,
    ts_ms: grip.tsMs,
    score: grip.score,
    ts: new Date(grip.tsMs).toISOString(),
  };
}

const notFound = () => new AppError("not_found", "no such node");
const NodeIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: "id", in: "path" }, example: "toc:year:2026" }),
});

const getRoot = createRoute({
  method: "get",
  path: "/toc/root",
  summary: "Year nodes, newest first: where navigation starts",
  responses: { 200: json(z.object({ nodes: z.array(NodeSchema), next_cursor: z.null() }), "Years"), ...commonErrors },
});

const getNode = createRoute({
  method: "get",
  path: "/toc/nodes/{id}",
  summary: "One node: title, bullets with grip ids, keywords, time range, version",
  request: { params: NodeIdParam },
  responses: { 200: json(z.object({ node: NodeDetailSchema }), "The node"), ...commonErrors, 404: errorResponse("No such node") },
});

const getChildren = createRoute({
  method: "get",
  path: "/toc/nodes/{id}/children",
  summary: "A node's children in time order, paginated",
  request: {
    params: NodeIdParam,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(MAX_CHILDREN).default(DEFAULT_CHILDREN),
      cursor: z.string().max(512).optional(),
    }),
  },
  responses: {
    200: json(z.object({ children: z.array(NodeSchema), next_cursor: z.string().nullable(), has_more: z.boolean() }), "A page of children"),
    ...commonErrors,
    404: errorResponse("No such node"),
  },
});

const GripSchema = z
  .object({
    grip_id: z.string(),
    node_id: z.string(),
    bullet_index: z.number().int(),
    excerpt: z.string(),
    event_id_start: z.string(),
    event_id_end: z.string(),
    session_id: z.string(),
    ts: z.string(),
    ts_ms: z.number().int(),
    score: z.number(),
  })
  .openapi("Grip");

const getGrip = createRoute({
  method: "get",
  path: "/grips/{id}",
  summary: "A grip, the events it spans, and context before and after",
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(200)
        .openapi({ param: { name: "id", in: "path" } }),
    }),
    query: z.object({
      before: z.coerce.number().int().min(0).max(MAX_GRIP_CONTEXT).default(DEFAULT_GRIP_CONTEXT),
      after: z.coerce.number().int().min(0).max(MAX_GRIP_CONTEXT).default(DEFAULT_GRIP_CONTEXT),
    }),
  },
  responses: {
    200: json(z.object({ grip: GripSchema, before: z.array(EventSchema), events: z.array(EventSchema), after: z.array(EventSchema) }), "The grip expanded"),
    ...commonErrors,
    404: errorResponse("No such grip"),
  },
});

const ChildCursorSchema = z.tuple([z.number().int(), z.string()]);

export const tocRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(getRoot, async (c) =>
    c.json({ nodes: (await yearNodes(userDatabase(c.env, c.get("user").userId), c.get("user").userId)).map(nodeView), next_cursor: null }, 200),
  )
  .openapi(getNode, async (c) => {
    const userId = c.get("user").userId;
    const node = await findNode(userDatabase(c.env, userId), userId, c.req.valid("param").id);
    if (!node) throw notFound();
    return c.json({ node: { ...nodeView(node), child_count: node.childCount, unsupported_bullets: node.bullets.filter((b) => !b.supported).length } }, 200);
  })
  .openapi(getChildren, async (c) => {
    const userId = c.get("user").userId;
    const { id } = c.req.valid("param");
    const { limit, cursor } = c.req.valid("query");
    const after = cursor === undefined ? undefined : decodeCursor(cursor, ChildCursorSchema);
    const db = userDatabase(c.env, userId);
    const [parent, page] = await Promise.all([
      findNode(db, userId, id),
      childNodes(db, userId, id, after && { startTsMs: after[0], nodeId: after[1] }, limit + 1),
    ]);
    if (!parent) throw notFound();
    const hasMore = page.length > limit;
    const children = hasMore ? page.slice(0, limit) : page;
    const last = children[children.length - 1];
    return c.json(
      { children: children.map(nodeView), next_cursor: hasMore && last ? encodeCursor([last.startTsMs, last.nodeId]) : null, has_more: hasMore },
      200,
    );
  })
  .openapi(getGrip, async (c) => {
    const userId = c.get("user").userId;
    const db = userDatabase(c.env, userId);
    const grip = await findGrip(db, userId, c.req.valid("param").id);
    if (!grip) throw new AppError("not_found", "no such grip");
    const { before, after } = c.req.valid("query");
    const around = await eventsAroundSpan(db, userId, grip, { before, after, maxSpan: MAX_GRIP_SPAN_EVENTS });
    return c.json(
      {
        grip: gripView(grip),
        before: around.before.map(eventView),
        events: around.span.map(eventView),
        after: around.after.map(eventView),
      },
      200,
    );
  });
