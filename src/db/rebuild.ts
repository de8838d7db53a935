import { and, asc, count, eq, getTableColumns, gt, gte, inArray, isNotNull, lt } from "drizzle-orm";
import type { StoredEvent } from "../core/ingest/event";
import {
  memberParams,
  parentNodeParams,
  type MemberRow,
  segmentNodeParams,
  type ParentNodeRow,
  type SegmentNodeRow,
  type SegmentRow,
  type SessionStateRow,
} from "./build";
import type { GripRow, StoredBullet, TocNode } from "./toc";
import { toStoredEvent } from "./events";
import { prepared, type Database } from "./handle";
import { bulk, inJson, jsonChunks, materializedNodeRows } from "./json-rows";
import { ARCHIVE, markDirty, nodeVersionParams, type NodeVersion } from "./rollup";
import {
  DELETE_OPEN_NODE_GRIPS,
  gripParams,
  INSERT_GRIPS,
  SEGMENT_INSERT_COLUMNS,
  segmentParams,
  sessionParams,
  UPSERT_SEGMENT_NODES,
  UPSERT_SESSIONS,
} from "./build";
import { events, outbox, segmentMembers, segmenterSessions, segments, sessionRefreshes, tocNodes } from "./schema";

const PERIOD_LEVELS = ["day", "week", "month", "year"] as const;

/**
 * Queries of a rebuild: a user's processed events of some sessions, what was derived from
 * them, and the one batch that replaces it. Only processed events count: pending ones are
 * the build's, which carries on from the segmenter state the rebuild writes.
 */

const processedEvent = and(eq(outbox.userId, events.userId), eq(outbox.eventId, events.eventId), isNotNull(outbox.processedAtMs));

/** Sessions with a processed event in [fromMs, toMs). */
export async function sessionsInRange(db: Database, userId: string, fromMs: number, toMs: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sessionId: events.sessionId })
    .from(events)
    .innerJoin(outbox, processedEvent)
    .where(and(eq(events.userId, userId), gte(events.tsMs, fromMs), lt(events.tsMs, toMs)))
    .orderBy(asc(events.sessionId))
    .all();
  return rows.map((r) => r.sessionId);
}

/** Which of these sessions hold an evicted event: their segments can no longer be recomputed from raw events. */
export async function sessionsWithEvictedEvents(db: Database, userId: string, sessionIds: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (const json of jsonChunks(sessionIds)) {
    const rows = await db
      .selectDistinct({ sessionId: events.sessionId })
      .from(events)
      .where(and(eq(events.userId, userId), inJson(events.sessionId, json), isNotNull(events.evictedAtMs)))
      .all();
    for (const row of rows) out.add(row.sessionId);
  }
  return out;
}

/** How many processed events these sessions hold. */
export async function countSessionEvents(db: Database, userId: string, sessionIds: readonly string[]): Promise<number> {
  let total = 0;
  for (const json of jsonChunks(sessionIds)) {
    const row = await db
      .select({ n: count() })
      .from(events)
      .innerJoin(outbox, processedEvent)
      .where(and(eq(events.userId, userId), inJson(events.sessionId, json)))
      .get();
    total += row?.n ?? 0;
  }
  return total;
}

/** The processed events of these sessions, by session, each in (ts_ms, event_id) order. */
export async function sessionEvents(db: Database, userId: string, sessionIds: readonly string[]): Promise<Map<string, StoredEvent[]>> {
  const out = new Map<string, StoredEvent[]>(sessionIds.map((id) => [id, []]));
  for (const json of jsonChunks(sessionIds)) {
    const rows = await db
      .select({ event: events })
      .from(events)
      .innerJoin(outbox, processedEvent)
      .where(and(eq(events.userId, userId), inJson(events.sessionId, json)))
      .orderBy(asc(events.sessionId), asc(events.tsMs), asc(events.eventId))
      .all();
    for (const { event } of rows) out.get(event.sessionId)?.push(toStoredEvent(event));
  }
  return out;
}

/** What is stored for some sessions: segmenter states, segment rows and their members. */
export interface StoredSessions {
  states: Map<string, string>;
  segments: SegmentRow[];
  /** event id → segment id, for the segments above. */
  members: Map<string, string>;
}

export async function storedSessions(db: Database, userId: string, sessionIds: readonly string[]): Promise<StoredSessions> {
  const out: StoredSessions = { states: new Map(), segments: [], members: new Map() };
  const { userId: _userId, updatedAtMs: _updatedAtMs, ...segmentColumns } = getTableColumns(segments);
  for (const json of jsonChunks(sessionIds)) {
    const [states, segmentRows, members] = await db.batch([
      db
        .select({ sessionId: segmenterSessions.sessionId, state: segmenterSessions.state })
        .from(segmenterSessions)
        .where(and(eq(segmenterSessions.userId, userId), inJson(segmenterSessions.sessionId, json))),
      db
        .select(segmentColumns)
        .from(segments)
        .where(and(eq(segments.userId, userId), inJson(segments.sessionId, json)))
        .orderBy(asc(segments.sessionId), asc(segments.startTsMs), asc(segments.segmentId)),
      db
        .select({ eventId: segmentMembers.eventId, segmentId: segmentMembers.segmentId })
        .from(segmentMembers)
        // Driven from the sessions' segments (an index each): a join let SQLite walk every member row of the user.
        .where(
          and(
            eq(segmentMembers.userId, userId),
            inArray(
              segmentMembers.segmentId,
              db
                .select({ id: segments.segmentId })
                .from(segments)
                .where(and(eq(segments.userId, userId), inJson(segments.sessionId, json))),
            ),
          ),
        ),
    ]);
    for (const row of states) out.states.set(row.sessionId, row.state);
    for (const row of segmentRows) out.segments.push({ ...row, overlapEventIds: JSON.parse(row.overlapEventIds) as string[] });
    for (const row of members) out.members.set(row.eventId, row.segmentId);
  }
  return out;
}

/** A stored segment node, as the rebuild compares it with the one it recomputed. */
export type StoredSegmentNode = Pick<
  TocNode,
  "nodeId" | "parentId" | "sessionId" | "title" | "bullets" | "keywords" | "startTsMs" | "endTsMs" | "version" | "summarizer" | "status"
>;

/** Segment nodes of these sessions starting in [fromMs, toMs). */
export async function segmentNodesOfSessions(
  db: Database,
  userId: string,
  sessionIds: readonly string[],
  fromMs: number,
  toMs: number,
): Promise<StoredSegmentNode[]> {
  const out: StoredSegmentNode[] = [];
  for (const json of jsonChunks(sessionIds)) {
    const rows = await db
      .select({
        nodeId: tocNodes.nodeId,
        parentId: tocNodes.parentId,
        sessionId: tocNodes.sessionId,
        title: tocNodes.title,
        bullets: tocNodes.bullets,
        keywords: tocNodes.keywords,
        startTsMs: tocNodes.startTsMs,
        endTsMs: tocNodes.endTsMs,
        version: tocNodes.version,
        summarizer: tocNodes.summarizer,
        status: tocNodes.status,
      })
      .from(tocNodes)
      .where(
        and(
          eq(tocNodes.userId, userId),
          eq(tocNodes.level, "segment"),
          gte(tocNodes.startTsMs, fromMs),
          lt(tocNodes.startTsMs, toMs),
          inJson(tocNodes.sessionId, json),
        ),
      )
      .all();
    out.push(...rows.map((r) => ({ ...r, bullets: JSON.parse(r.bullets) as StoredBullet[], keywords: JSON.parse(r.keywords) as string[] })));
  }
  return out;
}

/** Period nodes whose span overlaps [fromMs, toMs). */
export async function periodNodesOverlapping(db: Database, userId: string, fromMs: number, toMs: number): Promise<string[]> {
  const rows = await db
    .select({ nodeId: tocNodes.nodeId })
    .from(tocNodes)
    .where(and(eq(tocNodes.userId, userId), inArray(tocNodes.level, PERIOD_LEVELS), lt(tocNodes.startTsMs, toMs), gt(tocNodes.endTsMs, fromMs)))
    .orderBy(asc(tocNodes.startTsMs), asc(tocNodes.nodeId))
    .all();
  return rows.map((r) => r.nodeId);
}

/** Everything a rebuild replaces, in one batch. */
export interface RebuildWrite {
  /** Sessions whose segments and members are replaced by `segments` and `members`. */
  resegmented: string[];
  sessions: SessionStateRow[];
  segments: SegmentRow[];
  members: MemberRow[];
  added: SegmentNodeRow[];
  changed: (SegmentNodeRow & NodeVersion)[];
  removed: NodeVersion[];
  /** The sessions' open segment nodes as stored (deleted with their grips) and as recomputed (written). */
  openRemoved: string[];
  open: SegmentNodeRow[];
  grips: GripRow[];
  parents: ParentNodeRow[];
  /** Existing period nodes to roll up again. */
  dirty: string[];
  /** Refresh requests this rebuild answers (deleted in its batch unless asked again since). */
  refreshed?: SessionRefresh[];
}

/** A session waiting to be derived again (its pending text was filled in), as of one generation of the request. */
export interface SessionRefresh {
  sessionId: string;
  generation: number;
}

/** The user's sessions waiting to be derived again, oldest session id first. */
export async function sessionRefreshRequests(db: Database, userId: string, limit: number): Promise<SessionRefresh[]> {
  return db
    .select({ sessionId: sessionRefreshes.sessionId, generation: sessionRefreshes.generation })
    .from(sessionRefreshes)
    .where(eq(sessionRefreshes.userId, userId))
    .orderBy(asc(sessionRefreshes.sessionId))
    .limit(limit)
    .all();
}

const DELETE_REFRESHES = `
DELETE FROM session_refreshes WHERE user_id = ?1
  AND (session_id, generation) IN (SELECT value ->> '$.session_id', value ->> '$.generation' FROM json_each(?2))`;

const refreshParams = (r: SessionRefresh) => ({ session_id: r.sessionId, generation: r.generation });

/** Deletes refresh requests without a rebuild (one that cannot be done); a newer generation stays. */
export async function dropSessionRefreshes(db: Database, userId: string, requests: readonly SessionRefresh[]): Promise<void> {
  const statements = bulk(db.$client.prepare(DELETE_REFRESHES), requests.map(refreshParams), userId);
  if (statements.length > 0) await db.$client.batch(statements);
}

/*
 * Raw, the statements below: each writes many rows per statement from a JSON parameter
 * (INSERT … SELECT FROM json_each, UPDATE … FROM a materialized CTE, row-value IN), none of
 * which Drizzle can express; its VALUES binds a parameter per column per row (D1 allows 100).
 * The session states, grips and the archive are the build's and the rollup's statements.
 */
const INSERT_SEGMENTS = `INSERT INTO ${SEGMENT_INSERT_COLUMNS}`;

const INSERT_MEMBERS = `
INSERT INTO segment_members (user_id, event_id, segment_id)
SELECT ?1, j.value ->> '$.event_id', j.value ->> '$.segment_id' FROM json_each(?2) AS j WHERE true
ON CONFLICT (user_id, event_id) DO UPDATE SET segment_id = excluded.segment_id`;

const NEXT_VERSION = (node: string) => `coalesce((SELECT max(v.version) FROM toc_node_versions v WHERE v.user_id = ?1 AND v.node_id = ${node}), 0) + 1`;

/* A node created again after it was removed continues its version history. */
const INSERT_SEGMENT_NODES = `
INSERT INTO toc_nodes (user_id, node_id, level, parent_id, title, bullets, keywords, start_ts_ms, end_ts_ms,
  version, summarizer, status, session_id, created_at_ms, updated_at_ms)
SELECT ?1, j.value ->> '$.node_id', 'segment', j.value ->> '$.parent_id', j.value ->> '$.title', j.value -> '$.bullets',
  j.value -> '$.keywords', j.value ->> '$.start_ts_ms', j.value ->> '$.end_ts_ms', ${NEXT_VERSION("j.value ->> '$.node_id'")},
  j.value ->> '$.summarizer', 'final', j.value ->> '$.session_id', ?2, ?2
FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, node_id) DO NOTHING`;

/* Materialized first so each row finds its node by primary key. */
const UPDATE_SEGMENT_NODES = `${materializedNodeRows("?3")}
UPDATE toc_nodes SET
  parent_id = j.value ->> '$.parent_id', title = j.value ->> '$.title', bullets = j.value -> '$.bullets',
  keywords = j.value -> '$.keywords', start_ts_ms = j.value ->> '$.start_ts_ms', end_ts_ms = j.value ->> '$.end_ts_ms',
  summarizer = j.value ->> '$.summarizer', session_id = j.value ->> '$.session_id',
  version = max(toc_nodes.version, ${NEXT_VERSION("toc_nodes.node_id")} - 1) + 1, updated_at_ms = ?2
FROM j
WHERE toc_nodes.user_id = ?1 AND toc_nodes.node_id = j.node_id AND toc_nodes.version = j.expected_version`;

const updateSegmentNodeParams = (n: SegmentNodeRow & NodeVersion) => ({ ...segmentNodeParams(n), expected_version: n.expectedVersion });

const DELETE_NODES = `
DELETE FROM toc_nodes WHERE user_id = ?1 AND level = 'segment'
  AND (node_id, version) IN (SELECT value ->> '$.node_id', value ->> '$.expected_version' FROM json_each(?2))`;

const DELETE_OPEN_NODES = `
DELETE FROM toc_nodes WHERE user_id = ?1 AND level = 'segment' AND status = 'provisional' AND node_id IN (SELECT value FROM json_each(?2))`;

const UPSERT_PARENTS = `
INSERT INTO toc_nodes (user_id, node_id, level, parent_id, title, start_ts_ms, end_ts_ms, version, status, dirty_since_ms,
  created_at_ms, updated_at_ms)
SELECT ?1, j.value ->> '$.node_id', j.value ->> '$.level', j.value ->> '$.parent_id', j.value ->> '$.title',
  j.value ->> '$.start_ts_ms', j.value ->> '$.end_ts_ms', ${NEXT_VERSION("j.value ->> '$.node_id'")}, 'pending', ?2, ?2, ?2
FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, node_id) DO UPDATE SET dirty_since_ms = coalesce(toc_nodes.dirty_since_ms, excluded.dirty_since_ms)`;

/** Replaces what a rebuild recomputed, in one D1 batch (one transaction). */
export async function writeRebuild(db: Database, userId: string, write: RebuildWrite, nowMs: number): Promise<void> {
  const d1 = db.$client;
  const sessionsOf = (json: string) => and(eq(segments.userId, userId), inJson(segments.sessionId, json));
  const deleteMembers = (json: string) =>
    prepared(
      db,
      db
        .delete(segmentMembers)
        .where(
          and(
            eq(segmentMembers.userId, userId),
            inArray(segmentMembers.segmentId, db.select({ id: segments.segmentId }).from(segments).where(sessionsOf(json))),
          ),
        ),
    );
  const deleteSegments = (json: string) => prepared(db, db.delete(segments).where(sessionsOf(json)));
  const archived = [...write.changed, ...write.removed].map(nodeVersionParams);
  const statements = [
    ...bulk(d1.prepare(UPSERT_SESSIONS), write.sessions.map(sessionParams), userId, nowMs),
    // Members first: their delete finds them through the segment rows deleted next.
    ...jsonChunks(write.resegmented).map(deleteMembers),
    ...jsonChunks(write.resegmented).map(deleteSegments),
    ...bulk(d1.prepare(INSERT_SEGMENTS), write.segments.map(segmentParams), userId, nowMs),
    ...bulk(d1.prepare(INSERT_MEMBERS), write.members.map(memberParams), userId),
    // Grips first: their delete finds them through the open nodes deleted next.
    ...bulk(d1.prepare(DELETE_OPEN_NODE_GRIPS), write.openRemoved, userId),
    ...bulk(d1.prepare(DELETE_OPEN_NODES), write.openRemoved, userId),
    ...bulk(d1.prepare(ARCHIVE), archived, userId),
    ...bulk(d1.prepare(UPDATE_SEGMENT_NODES), write.changed.map(updateSegmentNodeParams), userId, nowMs),
    ...bulk(d1.prepare(DELETE_NODES), write.removed.map(nodeVersionParams), userId),
    ...bulk(d1.prepare(INSERT_SEGMENT_NODES), write.added.map(segmentNodeParams), userId, nowMs),
    ...bulk(d1.prepare(UPSERT_SEGMENT_NODES), write.open.map(segmentNodeParams), userId, nowMs),
    ...bulk(d1.prepare(INSERT_GRIPS), write.grips.map(gripParams), userId, nowMs),
    ...bulk(d1.prepare(UPSERT_PARENTS), parentNodeParams(write.parents), userId, nowMs),
    ...jsonChunks([...new Set(write.dirty)]).map((json) => prepared(db, markDirty(db, userId, json, nowMs))),
    ...bulk(d1.prepare(DELETE_REFRESHES), (write.refreshed ?? []).map(refreshParams), userId),
  ];
  if (statements.length > 0) await d1.batch(statements);
}
