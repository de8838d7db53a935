import type { StoredEvent } from "../core/ingest/event";
import { bulk, jsonChunks } from "./json-rows";

/** Queries of the TOC builder: what is pending, the segmenter's state, and the one batch that writes a build. */

interface EventRecord extends Omit<StoredEvent, "metadata"> {
  metadata: string;
}
const toEvent = ({ metadata, ...rest }: EventRecord): StoredEvent => ({ ...rest, metadata: JSON.parse(metadata) as Record<string, string> });

export interface PendingEvent extends StoredEvent {
  seq: number;
}

/** The oldest unprocessed outbox rows of a user, with their events. */
export async function pendingOutboxEvents(d1: D1Database, userId: string, limit: number): Promise<PendingEvent[]> {
  const { results } = await d1
    .prepare(
      `SELECT o.seq, e.event_id, e.session_id, e.agent, e.ts_ms, e.event_type, e.role, e.text, e.metadata
       FROM outbox o JOIN events e ON e.user_id = o.user_id AND e.event_id = o.event_id
       WHERE o.user_id = ? AND o.processed_at_ms IS NULL ORDER BY o.seq LIMIT ?`,
    )
    .bind(userId, limit)
    .all<EventRecord & { seq: number }>();
  return results.map((row) => ({ ...toEvent(row), seq: row.seq }));
}

/** Stored segmenter states of some sessions, as raw JSON text by session id. */
export async function sessionStates(d1: D1Database, userId: string, sessionIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const json of jsonChunks(sessionIds)) {
    const { results } = await d1
      .prepare(`SELECT session_id, state FROM segmenter_sessions WHERE user_id = ?1 AND session_id IN (SELECT value FROM json_each(?2))`)
      .bind(userId, json)
      .all<{ session_id: string; state: string }>();
    for (const row of results) out.set(row.session_id, row.state);
  }
  return out;
}

/**
 * Sessions whose open segment is due to close for idleness at `nowMs` — except those with
 * events stored but not built yet: their segment is not idle, its next events are waiting
 * (a build that failed and will be retried, a backlog of old events arriving in chunks).
 */
export async function idleSessions(d1: D1Database, userId: string, nowMs: number, limit: number): Promise<Map<string, string>> {
  const { results } = await d1
    .prepare(
      `SELECT s.session_id, s.state FROM segmenter_sessions s
        WHERE s.user_id = ?1 AND s.idle_deadline_ms <= ?2
          AND NOT EXISTS (
            SELECT 1 FROM outbox o JOIN events e ON e.user_id = o.user_id AND e.event_id = o.event_id
             WHERE o.user_id = ?1 AND o.processed_at_ms IS NULL AND e.session_id = s.session_id)
        ORDER BY s.idle_deadline_ms LIMIT ?3`,
    )
    .bind(userId, nowMs, limit)
    .all<{ session_id: string; state: string }>();
  return new Map(results.map((r) => [r.session_id, r.state]));
}

/** The earliest idle deadline of any open segment of the user, or null. */
export async function nextIdleDeadline(d1: D1Database, userId: string): Promise<number | null> {
  const row = await d1
    .prepare(`SELECT min(idle_deadline_ms) AS due FROM segmenter_sessions WHERE user_id = ? AND idle_deadline_ms IS NOT NULL`)
    .bind(userId)
    .first<{ due: number | null }>();
  return row?.due ?? null;
}

/** Which of these events already belong to a segment. */
export async function assignedEventIds(d1: D1Database, userId: string, eventIds: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (const json of jsonChunks(eventIds)) {
    const { results } = await d1
      .prepare(`SELECT event_id FROM segment_members WHERE user_id = ?1 AND event_id IN (SELECT value FROM json_each(?2))`)
      .bind(userId, json)
      .all<{ event_id: string }>();
    for (const row of results) out.add(row.event_id);
  }
  return out;
}

/** Events by id, in (ts_ms, event_id) order. */
export async function eventsByIds(d1: D1Database, userId: string, eventIds: readonly string[]): Promise<StoredEvent[]> {
  const out: StoredEvent[] = [];
  for (const json of jsonChunks(eventIds)) {
    const { results } = await d1
      .prepare(
        `SELECT event_id, session_id, agent, ts_ms, event_type, role, text, metadata FROM events
         WHERE user_id = ?1 AND event_id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(userId, json)
      .all<EventRecord>();
    out.push(...results.map(toEvent));
  }
  return out.sort((a, b) => a.ts_ms - b.ts_ms || (a.event_id < b.event_id ? -1 : a.event_id > b.event_id ? 1 : 0));
}

export interface SessionStateRow {
  session_id: string;
  state: string;
  idle_deadline_ms: number | null;
}

export interface SegmentRow {
  segment_id: string;
  session_id: string;
  state: "open" | "closed";
  close_reason: string | null;
  first_event_id: string;
  last_event_id: string;
  start_ts_ms: number;
  end_ts_ms: number;
  token_count: number;
  event_count: number;
  overlap_event_ids: string[];
  node_id: string | null;
}

export interface SegmentNodeRow {
  node_id: string;
  parent_id: string;
  session_id: string;
  title: string;
  bullets: { text: string; grip_ids: string[]; supported: boolean }[];
  keywords: string[];
  start_ts_ms: number;
  end_ts_ms: number;
  summarizer: string;
}

/** A period node to create once as a placeholder (summary pending), or mark dirty if it exists. */
export interface ParentNodeRow {
  node_id: string;
  level: "day" | "week" | "month" | "year";
  parent_id: string | null;
  title: string;
  start_ts_ms: number;
  end_ts_ms: number;
}

export interface GripInsertRow {
  grip_id: string;
  node_id: string;
  bullet_index: number;
  excerpt: string;
  event_id_start: string;
  event_id_end: string;
  session_id: string;
  ts_ms: number;
  score: number;
}

/** Everything one build step writes. */
export interface BuildWrite {
  sessions: SessionStateRow[];
  segments: SegmentRow[];
  members: { event_id: string; segment_id: string }[];
  nodes: SegmentNodeRow[];
  parents: ParentNodeRow[];
  grips: GripInsertRow[];
  /** Outbox seqs this step consumed. */
  processedSeqs: number[];
}

const UPSERT_SESSIONS = `
INSERT INTO segmenter_sessions (user_id, session_id, state, idle_deadline_ms, updated_at_ms)
SELECT ?1, j.value ->> '$.session_id', j.value ->> '$.state', j.value ->> '$.idle_deadline_ms', ?2 FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, session_id) DO UPDATE SET
  state = excluded.state, idle_deadline_ms = excluded.idle_deadline_ms, updated_at_ms = excluded.updated_at_ms`;

/* A closed segment never changes again: the update applies only to open ones. */
const UPSERT_SEGMENTS = `
INSERT INTO segments (user_id, segment_id, session_id, state, close_reason, first_event_id, last_event_id,
  start_ts_ms, end_ts_ms, token_count, event_count, overlap_event_ids, node_id, updated_at_ms)
SELECT ?1, j.value ->> '$.segment_id', j.value ->> '$.session_id', j.value ->> '$.state', j.value ->> '$.close_reason',
  j.value ->> '$.first_event_id', j.value ->> '$.last_event_id', j.value ->> '$.start_ts_ms', j.value ->> '$.end_ts_ms',
  j.value ->> '$.token_count', j.value ->> '$.event_count', j.value -> '$.overlap_event_ids', j.value ->> '$.node_id', ?2
FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, segment_id) DO UPDATE SET
  state = excluded.state, close_reason = excluded.close_reason, last_event_id = excluded.last_event_id,
  end_ts_ms = excluded.end_ts_ms, token_count = excluded.token_count, event_count = excluded.event_count,
  overlap_event_ids = excluded.overlap_event_ids, node_id = excluded.node_id, updated_at_ms = excluded.updated_at_ms
WHERE segments.state = 'open'`;

const INSERT_MEMBERS = `
INSERT INTO segment_members (user_id, event_id, segment_id)
SELECT ?1, j.value ->> '$.event_id', j.value ->> '$.segment_id' FROM json_each(?2) AS j WHERE true
ON CONFLICT (user_id, event_id) DO NOTHING`;

const INSERT_SEGMENT_NODES = `
INSERT INTO toc_nodes (user_id, node_id, level, parent_id, title, bullets, keywords, start_ts_ms, end_ts_ms,
  version, summarizer, status, session_id, created_at_ms, updated_at_ms)
SELECT ?1, j.value ->> '$.node_id', 'segment', j.value ->> '$.parent_id', j.value ->> '$.title', j.value -> '$.bullets',
  j.value -> '$.keywords', j.value ->> '$.start_ts_ms', j.value ->> '$.end_ts_ms', 1, j.value ->> '$.summarizer', 'final',
  j.value ->> '$.session_id', ?2, ?2
FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, node_id) DO NOTHING`;

/* Parents are created once with a placeholder; an existing parent is only marked dirty. */
const UPSERT_PARENTS = `
INSERT INTO toc_nodes (user_id, node_id, level, parent_id, title, start_ts_ms, end_ts_ms, status, dirty_since_ms,
  created_at_ms, updated_at_ms)
SELECT ?1, j.value ->> '$.node_id', j.value ->> '$.level', j.value ->> '$.parent_id', j.value ->> '$.title',
  j.value ->> '$.start_ts_ms', j.value ->> '$.end_ts_ms', 'pending', ?2, ?2, ?2
FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, node_id) DO UPDATE SET dirty_since_ms = coalesce(toc_nodes.dirty_since_ms, excluded.dirty_since_ms)`;

const INSERT_GRIPS = `
INSERT INTO grips (user_id, grip_id, node_id, bullet_index, excerpt, event_id_start, event_id_end, session_id, ts_ms, score, created_at_ms)
SELECT ?1, j.value ->> '$.grip_id', j.value ->> '$.node_id', j.value ->> '$.bullet_index', j.value ->> '$.excerpt',
  j.value ->> '$.event_id_start', j.value ->> '$.event_id_end', j.value ->> '$.session_id', j.value ->> '$.ts_ms',
  j.value ->> '$.score', ?2
FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, grip_id) DO NOTHING`;

const MARK_PROCESSED = `
UPDATE outbox SET processed_at_ms = ?2
WHERE user_id = ?1 AND processed_at_ms IS NULL AND seq IN (SELECT value FROM json_each(?3))`;

/** Writes one build step in one D1 batch: its results and the outbox rows it consumed commit together. */
export async function writeBuild(d1: D1Database, userId: string, write: BuildWrite, nowMs: number): Promise<void> {
  const statements = [
    ...bulk(d1.prepare(UPSERT_SESSIONS), write.sessions, userId, nowMs),
    ...bulk(d1.prepare(UPSERT_SEGMENTS), write.segments, userId, nowMs),
    ...bulk(d1.prepare(INSERT_MEMBERS), write.members, userId),
    ...bulk(d1.prepare(INSERT_SEGMENT_NODES), write.nodes, userId, nowMs),
    // Dedupe parents: several segments of one day share them.
    ...bulk(d1.prepare(UPSERT_PARENTS), [...new Map(write.parents.map((p) => [p.node_id, p])).values()], userId, nowMs),
    ...bulk(d1.prepare(INSERT_GRIPS), write.grips, userId, nowMs),
    ...bulk(d1.prepare(MARK_PROCESSED), write.processedSeqs, userId, nowMs),
  ];
  if (statements.length > 0) await d1.batch(statements);
}
