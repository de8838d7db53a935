import { and, asc, eq, exists, isNotNull, isNull, lte, min, not } from "drizzle-orm";
import type { StoredEvent } from "../core/ingest/event";
import { toStoredEvent } from "./events";
import { prepared, type Database } from "./handle";
import { bulk, inJson, jsonChunks } from "./json-rows";
import type { PeriodLevel } from "../core/toc/time-buckets";
import type { GripRow, TocNode } from "./toc";
import { events, outbox, segmentMembers, segmenterSessions, type segments } from "./schema";

/** Queries of the TOC builder: what is pending, the segmenter's state, and the one batch that writes a build. */

export interface PendingEvent extends StoredEvent {
  seq: number;
}

const eventOfOutboxRow = and(eq(events.userId, outbox.userId), eq(events.eventId, outbox.eventId));

/** The oldest unprocessed outbox rows of a user, with their events. */
export async function pendingOutboxEvents(db: Database, userId: string, limit: number): Promise<PendingEvent[]> {
  const rows = await db
    .select({ seq: outbox.seq, event: events })
    .from(outbox)
    .innerJoin(events, eventOfOutboxRow)
    .where(and(eq(outbox.userId, userId), isNull(outbox.processedAtMs)))
    .orderBy(asc(outbox.seq))
    .limit(limit)
    .all();
  return rows.map((row) => ({ ...toStoredEvent(row.event), seq: row.seq }));
}

/** Stored segmenter states of some sessions, as raw JSON text by session id. */
export async function sessionStates(db: Database, userId: string, sessionIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const json of jsonChunks(sessionIds)) {
    const rows = await db
      .select({ sessionId: segmenterSessions.sessionId, state: segmenterSessions.state })
      .from(segmenterSessions)
      .where(and(eq(segmenterSessions.userId, userId), inJson(segmenterSessions.sessionId, json)))
      .all();
    for (const row of rows) out.set(row.sessionId, row.state);
  }
  return out;
}

/**
 * Sessions whose open segment is due to close for idleness at `nowMs` — except those with
 * events stored but not built yet: their segment is not idle, its next events are waiting
 * (a build that failed and will be retried, a backlog of old events arriving in chunks).
 */
export async function idleSessions(db: Database, userId: string, nowMs: number, limit: number): Promise<Map<string, string>> {
  const pendingInSession = db
    .select({ one: outbox.seq })
    .from(outbox)
    .innerJoin(events, eventOfOutboxRow)
    .where(and(eq(outbox.userId, userId), isNull(outbox.processedAtMs), eq(events.sessionId, segmenterSessions.sessionId)));
  const rows = await db
    .select({ sessionId: segmenterSessions.sessionId, state: segmenterSessions.state })
    .from(segmenterSessions)
    .where(and(eq(segmenterSessions.userId, userId), lte(segmenterSessions.idleDeadlineMs, nowMs), not(exists(pendingInSession))))
    .orderBy(asc(segmenterSessions.idleDeadlineMs))
    .limit(limit)
    .all();
  return new Map(rows.map((r) => [r.sessionId, r.state]));
}

/** The earliest idle deadline of any open segment of the user, or null. */
export async function nextIdleDeadline(db: Database, userId: string): Promise<number | null> {
  const row = await db
    .select({ due: min(segmenterSessions.idleDeadlineMs) })
    .from(segmenterSessions)
    .where(and(eq(segmenterSessions.userId, userId), isNotNull(segmenterSessions.idleDeadlineMs)))
    .get();
  return row?.due ?? null;
}

/** Which of these events already belong to a segment. */
export async function assignedEventIds(db: Database, userId: string, eventIds: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (const json of jsonChunks(eventIds)) {
    const rows = await db
      .select({ eventId: segmentMembers.eventId })
      .from(segmentMembers)
      .where(and(eq(segmentMembers.userId, userId), inJson(segmentMembers.eventId, json)))
      .all();
    for (const row of rows) out.add(row.eventId);
  }
  return out;
}

/** Events by id, in (ts_ms, event_id) order. */
export async function eventsByIds(db: Database, userId: string, eventIds: readonly string[]): Promise<StoredEvent[]> {
  const out: StoredEvent[] = [];
  for (const json of jsonChunks(eventIds)) {
    const rows = await db
      .select()
      .from(events)
      .where(and(eq(events.userId, userId), inJson(events.eventId, json)))
      .all();
    out.push(...rows.map(toStoredEvent));
  }
  return out.sort((a, b) => a.ts_ms - b.ts_ms || (a.event_id < b.event_id ? -1 : a.event_id > b.event_id ? 1 : 0));
}

/** A session's segmenter state (JSON) and when its open segment closes for idleness. */
export type SessionStateRow = Pick<typeof segmenterSessions.$inferSelect, "sessionId" | "state" | "idleDeadlineMs">;

/** A segments row as the builder writes and the rebuild compares it (overlap ids parsed). */
export type SegmentRow = Omit<
  typeof segments.$inferSelect,
  "userId" | "updatedAtMs" | "overlapEventIds" | "analyzedAtMs" | "rawEvictedAtMs" | "extractedAtMs" | "extractAttempts" | "extractError"
> & {
  overlapEventIds: string[];
};

/**
 * A segment node as the builder and the rebuild write it. `provisional`: the open part of a
 * running session, rewritten by each build until its segment closes; `final`: a closed segment.
 */
export type SegmentNodeRow = Pick<TocNode, "nodeId" | "title" | "bullets" | "keywords" | "startTsMs" | "endTsMs"> & {
  parentId: string;
  sessionId: string;
  summarizer: string;
  status: "provisional" | "final";
};

/** A period node to create once as a placeholder (summary pending), or mark dirty if it exists. */
export type ParentNodeRow = Pick<TocNode, "nodeId" | "parentId" | "title" | "startTsMs" | "endTsMs"> & { level: PeriodLevel };

/** An event's membership in a segment. */
export type MemberRow = Omit<typeof segmentMembers.$inferSelect, "userId">;

/** Everything one build step writes. */
export interface BuildWrite {
  sessions: SessionStateRow[];
  segments: SegmentRow[];
  members: MemberRow[];
  /** Closed segments' nodes and open segments' provisional nodes. */
  nodes: SegmentNodeRow[];
  parents: ParentNodeRow[];
  grips: GripRow[];
  /** Outbox seqs this step consumed. */
  processedSeqs: number[];
  /**
   * Sessions whose events this step placed other than in order (late events, an event an idle
   * close cut off): a refresh request (session_refreshes), so the object derives each again.
   */
  refreshes: string[];
}

/*
 * Raw, the seven below: each writes many rows per statement with INSERT … SELECT from a JSON
 * parameter (json_each) and an ON CONFLICT clause, which Drizzle cannot express (its VALUES
 * binds one parameter per column per row; D1 allows 100 per statement).
 */
export const UPSERT_SESSIONS = `
INSERT INTO segmenter_sessions (user_id, session_id, state, idle_deadline_ms, updated_at_ms)
SELECT ?1, j.value ->> '$.session_id', j.value ->> '$.state', j.value ->> '$.idle_deadline_ms', ?2 FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, session_id) DO UPDATE SET
  state = excluded.state, idle_deadline_ms = excluded.idle_deadline_ms, updated_at_ms = excluded.updated_at_ms`;

export const sessionParams = (r: SessionStateRow) => ({ session_id: r.sessionId, state: r.state, idle_deadline_ms: r.idleDeadlineMs });

/**
 * The segments columns a build or rebuild writes, from JSON row `j` at time ?2. A closed segment
 * with its node is analyzed: the node, its grips and this row are written in one batch. An open
 * segment's node is provisional (rewritten by the next build), so its events are not analyzed
 * and retention must not evict them.
 */
export const SEGMENT_INSERT_COLUMNS = `segments (user_id, segment_id, session_id, state, close_reason, first_event_id, last_event_id,
  start_ts_ms, end_ts_ms, token_count, event_count, overlap_event_ids, node_id, updated_at_ms, analyzed_at_ms)
SELECT ?1, j.value ->> '$.segment_id', j.value ->> '$.session_id', j.value ->> '$.state', j.value ->> '$.close_reason',
  j.value ->> '$.first_event_id', j.value ->> '$.last_event_id', j.value ->> '$.start_ts_ms', j.value ->> '$.end_ts_ms',
  j.value ->> '$.token_count', j.value ->> '$.event_count', j.value -> '$.overlap_event_ids', j.value ->> '$.node_id', ?2,
  CASE WHEN j.value ->> '$.node_id' IS NOT NULL AND j.value ->> '$.state' = 'closed' THEN ?2 END
FROM json_each(?3) AS j WHERE true`;

/* A closed segment never changes again: the update applies only to open ones. */
const UPSERT_SEGMENTS = `
INSERT INTO ${SEGMENT_INSERT_COLUMNS}
ON CONFLICT (user_id, segment_id) DO UPDATE SET
  state = excluded.state, close_reason = excluded.close_reason, last_event_id = excluded.last_event_id,
  end_ts_ms = excluded.end_ts_ms, token_count = excluded.token_count, event_count = excluded.event_count,
  overlap_event_ids = excluded.overlap_event_ids, node_id = excluded.node_id, updated_at_ms = excluded.updated_at_ms,
  analyzed_at_ms = excluded.analyzed_at_ms
WHERE segments.state = 'open'`;

/** The JSON row a segments insert (here and in the rebuild) reads. */
export const segmentParams = (r: SegmentRow) => ({
  segment_id: r.segmentId,
  session_id: r.sessionId,
  state: r.state,
  close_reason: r.closeReason,
  first_event_id: r.firstEventId,
  last_event_id: r.lastEventId,
  start_ts_ms: r.startTsMs,
  end_ts_ms: r.endTsMs,
  token_count: r.tokenCount,
  event_count: r.eventCount,
  overlap_event_ids: r.overlapEventIds,
  node_id: r.nodeId,
});

const INSERT_MEMBERS = `
INSERT INTO segment_members (user_id, event_id, segment_id)
SELECT ?1, j.value ->> '$.event_id', j.value ->> '$.segment_id' FROM json_each(?2) AS j WHERE true
ON CONFLICT (user_id, event_id) DO NOTHING`;

/** The JSON row a members insert (here and in the rebuild) reads. */
export const memberParams = (m: MemberRow) => ({ event_id: m.eventId, segment_id: m.segmentId });

/*
 * A closed segment's node never changes again. An open segment's node (provisional) is
 * rewritten by every build that adds to the segment, and replaced in place by the closed
 * segment's node, which has the same id. Its version stays: the open drafts were only a view
 * of work in progress, not archived, and a segment built as it happened then reads the same
 * as one built once after its end (or rebuilt).
 */
export const UPSERT_SEGMENT_NODES = `
INSERT INTO toc_nodes (user_id, node_id, level, parent_id, title, bullets, keywords, start_ts_ms, end_ts_ms,
  version, summarizer, status, session_id, created_at_ms, updated_at_ms)
SELECT ?1, j.value ->> '$.node_id', 'segment', j.value ->> '$.parent_id', j.value ->> '$.title', j.value -> '$.bullets',
  j.value -> '$.keywords', j.value ->> '$.start_ts_ms', j.value ->> '$.end_ts_ms', 1, j.value ->> '$.summarizer', j.value ->> '$.status',
  j.value ->> '$.session_id', ?2, ?2
FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, node_id) DO UPDATE SET
  parent_id = excluded.parent_id, title = excluded.title, bullets = excluded.bullets, keywords = excluded.keywords,
  start_ts_ms = excluded.start_ts_ms, end_ts_ms = excluded.end_ts_ms, summarizer = excluded.summarizer,
  status = excluded.status, updated_at_ms = excluded.updated_at_ms
WHERE toc_nodes.level = 'segment' AND toc_nodes.status = 'provisional'`;

/*
 * The grips of the open segment nodes among these ids (a JSON array), before their rewrite
 * brings new ones. Nothing else names them: a rollup keeps no grip of an open segment.
 */
export const DELETE_OPEN_NODE_GRIPS = `
DELETE FROM grips WHERE user_id = ?1 AND node_id IN (
  SELECT n.node_id FROM json_each(?2) AS j
  JOIN toc_nodes n ON n.user_id = ?1 AND n.node_id = j.value AND n.level = 'segment' AND n.status = 'provisional')`;

/** The JSON row a segment node insert (or the rebuild's update) reads. */
export const segmentNodeParams = (n: SegmentNodeRow) => ({
  node_id: n.nodeId,
  parent_id: n.parentId,
  session_id: n.sessionId,
  title: n.title,
  bullets: n.bullets,
  keywords: n.keywords,
  start_ts_ms: n.startTsMs,
  end_ts_ms: n.endTsMs,
  summarizer: n.summarizer,
  status: n.status,
});

/* Parents are created once with a placeholder; an existing parent is only marked dirty. */
const UPSERT_PARENTS = `
INSERT INTO toc_nodes (user_id, node_id, level, parent_id, title, start_ts_ms, end_ts_ms, status, dirty_since_ms,
  created_at_ms, updated_at_ms)
SELECT ?1, j.value ->> '$.node_id', j.value ->> '$.level', j.value ->> '$.parent_id', j.value ->> '$.title',
  j.value ->> '$.start_ts_ms', j.value ->> '$.end_ts_ms', 'pending', ?2, ?2, ?2
FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, node_id) DO UPDATE SET dirty_since_ms = coalesce(toc_nodes.dirty_since_ms, excluded.dirty_since_ms)`;

/** The JSON row a parent upsert reads; several segments of one day share a parent, so the rows are deduplicated. */
export const parentNodeParams = (parents: readonly ParentNodeRow[]) =>
  [...new Map(parents.map((p) => [p.nodeId, p])).values()].map((p) => ({
    node_id: p.nodeId,
    level: p.level,
    parent_id: p.parentId,
    title: p.title,
    start_ts_ms: p.startTsMs,
    end_ts_ms: p.endTsMs,
  }));

export const INSERT_GRIPS = `
INSERT INTO grips (user_id, grip_id, node_id, bullet_index, excerpt, event_id_start, event_id_end, session_id, ts_ms, score, created_at_ms)
SELECT ?1, j.value ->> '$.grip_id', j.value ->> '$.node_id', j.value ->> '$.bullet_index', j.value ->> '$.excerpt',
  j.value ->> '$.event_id_start', j.value ->> '$.event_id_end', j.value ->> '$.session_id', j.value ->> '$.ts_ms',
  j.value ->> '$.score', ?2
FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, grip_id) DO NOTHING`;

export const gripParams = (g: GripRow) => ({
  grip_id: g.gripId,
  node_id: g.nodeId,
  bullet_index: g.bulletIndex,
  excerpt: g.excerpt,
  event_id_start: g.eventIdStart,
  event_id_end: g.eventIdEnd,
  session_id: g.sessionId,
  ts_ms: g.tsMs,
  score: g.score,
});

/* The same request the text-fill trigger makes (migration 0006): a newer generation outlives a rebuild already under way. */
const REQUEST_REFRESHES = `
INSERT INTO session_refreshes (user_id, session_id)
SELECT ?1, j.value FROM json_each(?2) AS j WHERE true
ON CONFLICT (user_id, session_id) DO UPDATE SET generation = generation + 1`;

/** Writes one build step in one D1 batch: its results and the outbox rows it consumed commit together. */
export async function writeBuild(db: Database, userId: string, write: BuildWrite, nowMs: number): Promise<void> {
  const d1 = db.$client;
  const markProcessed = (json: string) =>
    prepared(
      db,
      db
        .update(outbox)
        .set({ processedAtMs: nowMs })
        .where(and(eq(outbox.userId, userId), isNull(outbox.processedAtMs), inJson(outbox.seq, json))),
    );
  const statements = [
    ...bulk(d1.prepare(UPSERT_SESSIONS), write.sessions.map(sessionParams), userId, nowMs),
    ...bulk(d1.prepare(UPSERT_SEGMENTS), write.segments.map(segmentParams), userId, nowMs),
    ...bulk(d1.prepare(INSERT_MEMBERS), write.members.map(memberParams), userId),
    ...bulk(
      d1.prepare(DELETE_OPEN_NODE_GRIPS),
      write.nodes.map((n) => n.nodeId),
      userId,
    ),
    ...bulk(d1.prepare(UPSERT_SEGMENT_NODES), write.nodes.map(segmentNodeParams), userId, nowMs),
    ...bulk(d1.prepare(UPSERT_PARENTS), parentNodeParams(write.parents), userId, nowMs),
    ...bulk(d1.prepare(INSERT_GRIPS), write.grips.map(gripParams), userId, nowMs),
    ...jsonChunks(write.processedSeqs).map(markProcessed),
    ...bulk(d1.prepare(REQUEST_REFRESHES), write.refreshes, userId),
  ];
  if (statements.length > 0) await d1.batch(statements);
}
