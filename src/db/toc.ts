import { and, asc, count, desc, eq, getTableColumns, gt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { toListedEvent, type ListedEvent } from "./events";
import type { Database } from "./handle";
import { inJson } from "./json-rows";
import { events, grips, tocNodes } from "./schema";

/** A bullet as stored on a node (JSON in toc_nodes.bullets): its text, the grips that back it, and whether any does. */
export interface StoredBullet {
  text: string;
  grip_ids: string[];
  supported: boolean;
}

type NodeRecord = typeof tocNodes.$inferSelect;
export type NodeLevel = NodeRecord["level"];
export type NodeStatus = NodeRecord["status"];

/** A node as the routes and the search read it: its JSON columns parsed. */
export interface TocNode
  extends Pick<NodeRecord, "nodeId" | "level" | "parentId" | "title" | "startTsMs" | "endTsMs" | "version" | "summarizer" | "status" | "sessionId"> {
  bullets: StoredBullet[];
  keywords: string[];
}

/** A grip: an excerpt of events that backs one bullet of a node. */
export type GripRow = Omit<typeof grips.$inferSelect, "userId" | "createdAtMs">;

const nodeColumns = {
  nodeId: tocNodes.nodeId,
  level: tocNodes.level,
  parentId: tocNodes.parentId,
  title: tocNodes.title,
  bullets: tocNodes.bullets,
  keywords: tocNodes.keywords,
  startTsMs: tocNodes.startTsMs,
  endTsMs: tocNodes.endTsMs,
  version: tocNodes.version,
  summarizer: tocNodes.summarizer,
  status: tocNodes.status,
  sessionId: tocNodes.sessionId,
};

function toNode<R extends { bullets: string; keywords: string }>(row: R): Omit<R, "bullets" | "keywords"> & { bullets: StoredBullet[]; keywords: string[] } {
  return { ...row, bullets: JSON.parse(row.bullets) as StoredBullet[], keywords: JSON.parse(row.keywords) as string[] };
}

/** A user's year nodes, newest first. */
export async function yearNodes(db: Database, userId: string): Promise<TocNode[]> {
  const rows = await db
    .select(nodeColumns)
    .from(tocNodes)
    .where(and(eq(tocNodes.userId, userId), eq(tocNodes.level, "year")))
    .orderBy(desc(tocNodes.startTsMs))
    .all();
  return rows.map(toNode);
}

const child = alias(tocNodes, "c");

export async function findNode(db: Database, userId: string, nodeId: string): Promise<(TocNode & { childCount: number }) | undefined> {
  const childCount = db
    .select({ n: count() })
    .from(child)
    .where(and(eq(child.userId, tocNodes.userId), eq(child.parentId, tocNodes.nodeId)));
  const row = await db
    .select({ ...nodeColumns, childCount: sql<number>`(${childCount})` })
    .from(tocNodes)
    .where(and(eq(tocNodes.userId, userId), eq(tocNodes.nodeId, nodeId)))
    .get();
  return row ? toNode(row) : undefined;
}

/** Children in time order, resuming after (start_ts_ms, node_id). */
export async function childNodes(
  db: Database,
  userId: string,
  parentId: string,
  after: { startTsMs: number; nodeId: string } | undefined,
  limit: number,
): Promise<TocNode[]> {
  const rows = await db
    .select(nodeColumns)
    .from(tocNodes)
    .where(
      and(
        eq(tocNodes.userId, userId),
        eq(tocNodes.parentId, parentId),
        after && or(gt(tocNodes.startTsMs, after.startTsMs), and(eq(tocNodes.startTsMs, after.startTsMs), gt(tocNodes.nodeId, after.nodeId))),
      ),
    )
    .orderBy(asc(tocNodes.startTsMs), asc(tocNodes.nodeId))
    .limit(limit)
    .all();
  return rows.map(toNode);
}

export async function findGrip(db: Database, userId: string, gripId: string): Promise<GripRow | undefined> {
  const { userId: _userId, createdAtMs: _createdAtMs, ...columns } = getTableColumns(grips);
  return db
    .select(columns)
    .from(grips)
    .where(and(eq(grips.userId, userId), eq(grips.gripId, gripId)))
    .get();
}

/**
 * The events of a grip's session around its span: up to `before` events before the first,
 * the span itself (at most `maxSpan`), and up to `after` events after the last. The bounds
 * are row values, `(ts_ms, event_id) < ((SELECT …), ?)` (a SQL fragment: Drizzle has no
 * row-value comparison), so each read is one range scan of events_by_session.
 */
export async function eventsAroundSpan(
  db: Database,
  userId: string,
  grip: Pick<GripRow, "sessionId" | "eventIdStart" | "eventIdEnd">,
  counts: { before: number; after: number; maxSpan: number },
): Promise<{ before: ListedEvent[]; span: ListedEvent[]; after: ListedEvent[] }> {
  const key = sql`(${events.tsMs}, ${events.eventId})`;
  const keyOf = (eventId: string) => sql`((SELECT k.ts_ms FROM events k WHERE k.user_id = ${userId} AND k.event_id = ${eventId}), ${eventId})`;
  const inSession = and(eq(events.userId, userId), eq(events.sessionId, grip.sessionId));
  const [before, span, after] = await db.batch([
    db
      .select()
      .from(events)
      .where(and(inSession, sql`${key} < ${keyOf(grip.eventIdStart)}`))
      .orderBy(desc(events.tsMs), desc(events.eventId))
      .limit(counts.before),
    db
      .select()
      .from(events)
      .where(and(inSession, sql`${key} >= ${keyOf(grip.eventIdStart)}`, sql`${key} <= ${keyOf(grip.eventIdEnd)}`))
      .orderBy(asc(events.tsMs), asc(events.eventId))
      .limit(counts.maxSpan),
    db
      .select()
      .from(events)
      .where(and(inSession, sql`${key} > ${keyOf(grip.eventIdEnd)}`))
      .orderBy(asc(events.tsMs), asc(events.eventId))
      .limit(counts.after),
  ]);
  return { before: before.map(toListedEvent).reverse(), span: span.map(toListedEvent), after: after.map(toListedEvent) };
}

/** Which of these node ids the user has. */
export async function findNodes(db: Database, userId: string, nodeIds: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ nodeId: tocNodes.nodeId })
    .from(tocNodes)
    .where(and(eq(tocNodes.userId, userId), inJson(tocNodes.nodeId, JSON.stringify(nodeIds))))
    .all();
  return new Set(rows.map((r) => r.nodeId));
}
