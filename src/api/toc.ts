/** Table-of-contents reads: the year nodes, one node, a node's children, a grip expanded. */
import { z } from "@hono/zod-openapi";
import { decodeCursor, encodeCursor } from "../core/cursor";
import { AppError } from "../core/errors";
import { isOpenSegment } from "../core/toc/segment-node";
import { childNodes, eventsAroundSpan, findGrip, findNode, yearNodes, type GripRow, type TocNode } from "../db/toc";
import { countUses } from "./uses";
import { RelatedSchema, relatedOf } from "./related";
import { type Caller, CursorParam, databaseOf, EventSchema, eventView, EvictionSchema, evictionView } from "./common";

/** Children per page unless asked, and the most a page may hold. */
const DEFAULT_CHILDREN = 20;
const MAX_CHILDREN = 100;
/** Context events around a grip: default and cap on each side, and the most span events shown. */
const DEFAULT_GRIP_CONTEXT = 3;
const MAX_GRIP_CONTEXT = 20;
const MAX_GRIP_SPAN_EVENTS = 50;

export const NODE_LEVELS = ["year", "month", "week", "day", "segment"] as const;

const BulletSchema = z.object({ text: z.string(), grip_ids: z.array(z.string()), supported: z.boolean() });
export const NodeSchema = z
  .object({
    node_id: z.string().openapi({ example: "toc:day:2026-01-31" }),
    level: z.enum(NODE_LEVELS),
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
    open: z.boolean().openapi({
      description:
        "a segment still open: the work in progress of a running session, its summary rewritten as events are built, replaced by the closed segment (same node id) when it closes",
    }),
    summarizer: z.string().nullable(),
    session_id: z.string().nullable(),
  })
  .openapi("TocNode");
export const NodeDetailSchema = NodeSchema.extend({
  child_count: z.number().int(),
  unsupported_bullets: z.number().int().openapi({ description: "bullets no event supports (they have no grip)" }),
}).openapi("TocNodeDetail");

export type NodeView = z.infer<typeof NodeSchema>;
export type NodeDetailView = z.infer<typeof NodeDetailSchema>;

export function nodeView(node: TocNode): NodeView {
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
    open: isOpenSegment(node),
    session_id: node.sessionId,
    start: new Date(node.startTsMs).toISOString(),
    end: new Date(node.endTsMs).toISOString(),
  };
}

/** A node id, as the REST path parameter and the MCP tools take it. */
export const NodeIdSchema = z.string().min(1).max(200);
export const GripIdSchema = z.string().min(1).max(200);

export const ChildrenQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_CHILDREN).default(DEFAULT_CHILDREN),
  cursor: CursorParam.optional(),
});

export const GripQuerySchema = z.object({
  before: z.coerce.number().int().min(0).max(MAX_GRIP_CONTEXT).default(DEFAULT_GRIP_CONTEXT),
  after: z.coerce.number().int().min(0).max(MAX_GRIP_CONTEXT).default(DEFAULT_GRIP_CONTEXT),
});

export const GripSchema = z
  .object({
    grip_id: z.string(),
    node_id: z.string(),
    bullet_index: z
      .number()
      .int()
      .openapi({ description: "The bullet of the node it backs; -1 for a source grip, which backs a memory said where no bullet's grip reaches" }),
    excerpt: z.string(),
    event_id_start: z.string(),
    event_id_end: z.string(),
    session_id: z.string(),
    ts: z.string(),
    ts_ms: z.number().int(),
    score: z.number(),
  })
  .openapi("Grip");

export const RootAnswerSchema = z.object({ nodes: z.array(NodeSchema), next_cursor: z.null() });
export const NodeAnswerSchema = z.object({
  node: NodeDetailSchema,
  related: RelatedSchema.openapi({ description: "what else is on the same subject: links and cluster (see the consolidation steps)" }),
});
export const ChildrenAnswerSchema = z.object({ children: z.array(NodeSchema), next_cursor: z.string().nullable(), has_more: z.boolean() });
export const GripAnswerSchema = z.object({
  grip: GripSchema,
  before: z.array(EventSchema),
  events: z.array(EventSchema),
  after: z.array(EventSchema),
  raw_evicted: EvictionSchema.nullable().openapi({
    description: "set when the raw events the grip spans were evicted (when, by which rule): the excerpt is what remains of them",
  }),
});

function gripView(grip: GripRow): z.infer<typeof GripSchema> {
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

const noSuchNode = () => new AppError("not_found", "no such node");
const ChildCursorSchema = z.tuple([z.number().int(), z.string()]);

/** Where the children of a page end, as the cursor that resumes after them. */
export const childrenCursor = (last: Pick<NodeView, "start_ts_ms" | "node_id">): string => encodeCursor([last.start_ts_ms, last.node_id]);

export async function readRoot(caller: Caller): Promise<z.infer<typeof RootAnswerSchema>> {
  return { nodes: (await yearNodes(databaseOf(caller), caller.user.userId)).map(nodeView), next_cursor: null };
}

/** How a node read counts as a use (see src/api/uses.ts). */
export const NodeQuerySchema = z.object({
  use: z.enum(["opened", "cited"]).default("opened").openapi({
    description: "how the read counts: opened (default: the node was asked for), or cited (a listing that hands the node on, as `amem recent` does)",
  }),
});

/** One node, as a read opening it answers: counted as opened (or cited, for a caller that lists it). */
export async function readNode(caller: Caller, nodeId: string, use: "opened" | "cited" = "opened"): Promise<z.infer<typeof NodeAnswerSchema>> {
  const [answer, related] = await Promise.all([nodeDetail(caller, nodeId), relatedOf(caller, { kind: "node", id: nodeId })]);
  countUses(caller, [{ kind: "node", id: answer.node.node_id }], use);
  return { ...answer, related };
}

/** One node, for a handler that lists it among others (not a use: see src/api/uses.ts). */
export async function nodeDetail(caller: Caller, nodeId: string): Promise<{ node: NodeDetailView }> {
  const node = await findNode(databaseOf(caller), caller.user.userId, nodeId);
  if (!node) throw noSuchNode();
  return { node: { ...nodeView(node), child_count: node.childCount, unsupported_bullets: node.bullets.filter((b) => !b.supported).length } };
}

export async function readChildren(
  caller: Caller,
  nodeId: string,
  { limit, cursor }: z.output<typeof ChildrenQuerySchema>,
): Promise<z.infer<typeof ChildrenAnswerSchema>> {
  const userId = caller.user.userId;
  const after = cursor === undefined ? undefined : decodeCursor(cursor, ChildCursorSchema);
  const db = databaseOf(caller);
  const [parent, page] = await Promise.all([
    findNode(db, userId, nodeId),
    childNodes(db, userId, nodeId, after && { startTsMs: after[0], nodeId: after[1] }, limit + 1),
  ]);
  if (!parent) throw noSuchNode();
  const hasMore = page.length > limit;
  const children = (hasMore ? page.slice(0, limit) : page).map(nodeView);
  const last = children[children.length - 1];
  return { children, next_cursor: hasMore && last ? childrenCursor(last) : null, has_more: hasMore };
}

export async function expandGrip(
  caller: Caller,
  gripId: string,
  { before, after }: z.output<typeof GripQuerySchema>,
): Promise<z.infer<typeof GripAnswerSchema>> {
  const userId = caller.user.userId;
  const db = databaseOf(caller);
  const grip = await findGrip(db, userId, gripId);
  if (!grip) throw new AppError("not_found", "no such grip");
  countUses(caller, [{ kind: "grip", id: grip.gripId }], "opened");
  const around = await eventsAroundSpan(db, userId, grip, { before, after, maxSpan: MAX_GRIP_SPAN_EVENTS });
  const evicted = around.span.find((e) => e.evicted !== null)?.evicted ?? null;
  return {
    grip: gripView(grip),
    before: around.before.map(eventView),
    events: around.span.map(eventView),
    after: around.after.map(eventView),
    raw_evicted: evicted === null ? null : evictionView(evicted),
  };
}
