import type { StoredEvent } from "../core/ingest/event";
import type { RollupBullet } from "../core/toc/rollup";
import type { GripInsertRow, ParentNodeRow, SegmentRow, SessionStateRow } from "./build";
import { bulk, jsonChunks, materializedNodeRows } from "./json-rows";

/**
 * Queries of a rebuild: a user's processed events of some sessions, what was derived from
 * them, and the one batch that replaces it. Only processed events count: pending ones are
 * the build's, which carries on from the segmenter state the rebuild writes.
 */

interface EventRecord extends Omit<StoredEvent, "metadata"> {
  metadata: string;
}

/** Sessions with a processed event in [fromMs, toMs). */
export async function sessionsInRange(d1: D1Database, userId: string, fromMs: number, toMs: number): Promise<string[]> {
  const { results } = await d1
    .prepare(
      `SELECT DISTINCT e.session_id FROM events e JOIN outbox o ON o.user_id = e.user_id AND o.event_id = e.event_id
       WHERE e.user_id = ?1 AND e.ts_ms >= ?2 AND e.ts_ms < ?3 AND o.processed_at_ms IS NOT NULL ORDER BY e.session_id`,
    )
    .bind(userId, fromMs, toMs)
    .all<{ session_id: string }>();
  return results.map((r) => r.session_id);
}

/** How many processed events these sessions hold. */
export async function countSessionEvents(d1: D1Database, userId: string, sessionIds: readonly string[]): Promise<number> {
  let total = 0;
  for (const json of jsonChunks(sessionIds)) {
    const row = await d1
      .prepare(
        `SELECT count(*) AS n FROM events e JOIN outbox o ON o.user_id = e.user_id AND o.event_id = e.event_id
         WHERE e.user_id = ?1 AND e.session_id IN (SELECT value FROM json_each(?2)) AND o.processed_at_ms IS NOT NULL`,
      )
      .bind(userId, json)
      .first<{ n: number }>();
    total += row?.n ?? 0;
  }
  return total;
}

/** The processed events of these sessions, by session, each in (ts_ms, event_id) order. */
export async function sessionEvents(d1: D1Database, userId: string, sessionIds: readonly string[]): Promise<Map<string, StoredEvent[]>> {
  const out = new Map<string, StoredEvent[]>(sessionIds.map((id) => [id, []]));
  for (const json of jsonChunks(sessionIds)) {
    const { results } = await d1
      .prepare(
        `SELECT e.event_id, e.session_id, e.agent, e.ts_ms, e.event_type, e.role, e.text, e.metadata
         FROM events e JOIN outbox o ON o.user_id = e.user_id AND o.event_id = e.event_id
         WHERE e.user_id = ?1 AND e.session_id IN (SELECT value FROM json_each(?2)) AND o.processed_at_ms IS NOT NULL
         ORDER BY e.session_id, e.ts_ms, e.event_id`,
      )
      .bind(userId, json)
      .all<EventRecord>();
    for (const { metadata, ...row } of results) out.get(row.session_id)?.push({ ...row, metadata: JSON.parse(metadata) as Record<string, string> });
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

export async function storedSessions(d1: D1Database, userId: string, sessionIds: readonly string[]): Promise<StoredSessions> {
  const out: StoredSessions = { states: new Map(), segments: [], members: new Map() };
  for (const json of jsonChunks(sessionIds)) {
    const [states, segments, members] = await d1.batch<Record<string, unknown>>([
      d1.prepare(`SELECT session_id, state FROM segmenter_sessions WHERE user_id = ?1 AND session_id IN (SELECT value FROM json_each(?2))`).bind(userId, json),
      d1
        .prepare(
          `SELECT segment_id, session_id, state, close_reason, first_event_id, last_event_id, start_ts_ms, end_ts_ms, token_count,
             event_count, overlap_event_ids, node_id
           FROM segments WHERE user_id = ?1 AND session_id IN (SELECT value FROM json_each(?2)) ORDER BY session_id, start_ts_ms, segment_id`,
        )
        .bind(userId, json),
      d1
        .prepare(
          `SELECT m.event_id, m.segment_id FROM segment_members m JOIN segments s ON s.user_id = m.user_id AND s.segment_id = m.segment_id
           WHERE m.user_id = ?1 AND s.session_id IN (SELECT value FROM json_each(?2))`,
        )
        .bind(userId, json),
    ]);
    for (const row of (states?.results ?? []) as { session_id: string; state: string }[]) out.states.set(row.session_id, row.state);
    for (const row of (segments?.results ?? []) as (Omit<SegmentRow, "overlap_event_ids"> & { overlap_event_ids: string })[]) {
      out.segments.push({ ...row, overlap_event_ids: JSON.parse(row.overlap_event_ids) as string[] });
    }
    for (const row of (members?.results ?? []) as { event_id: string; segment_id: string }[]) out.members.set(row.event_id, row.segment_id);
  }
  return out;
}

export interface StoredSegmentNode {
  node_id: string;
  parent_id: string | null;
  session_id: string | null;
  title: string;
  bullets: RollupBullet[];
  keywords: string[];
  start_ts_ms: number;
  end_ts_ms: number;
  version: number;
  summarizer: string | null;
}

/** Segment nodes of these sessions starting in [fromMs, toMs). */
export async function segmentNodesOfSessions(
  d1: D1Database,
  userId: string,
  sessionIds: readonly string[],
  fromMs: number,
  toMs: number,
): Promise<StoredSegmentNode[]> {
  const out: StoredSegmentNode[] = [];
  for (const json of jsonChunks(sessionIds)) {
    const { results } = await d1
      .prepare(
        `SELECT node_id, parent_id, session_id, title, bullets, keywords, start_ts_ms, end_ts_ms, version, summarizer FROM toc_nodes
         WHERE user_id = ?1 AND level = 'segment' AND start_ts_ms >= ?2 AND start_ts_ms < ?3
           AND session_id IN (SELECT value FROM json_each(?4))`,
      )
      .bind(userId, fromMs, toMs, json)
      .all<Omit<StoredSegmentNode, "bullets" | "keywords"> & { bullets: string; keywords: string }>();
    out.push(...results.map((r) => ({ ...r, bullets: JSON.parse(r.bullets) as RollupBullet[], keywords: JSON.parse(r.keywords) as string[] })));
  }
  return out;
}

/** Period nodes whose span overlaps [fromMs, toMs). */
export async function periodNodesOverlapping(d1: D1Database, userId: string, fromMs: number, toMs: number): Promise<string[]> {
  const { results } = await d1
    .prepare(
      `SELECT node_id FROM toc_nodes WHERE user_id = ?1 AND level IN ('day', 'week', 'month', 'year')
       AND start_ts_ms < ?3 AND end_ts_ms > ?2 ORDER BY start_ts_ms, node_id`,
    )
    .bind(userId, fromMs, toMs)
    .all<{ node_id: string }>();
  return results.map((r) => r.node_id);
}

export interface SegmentNodeWrite {
  node_id: string;
  parent_id: string;
  session_id: string;
  title: string;
  bullets: RollupBullet[];
  keywords: string[];
  start_ts_ms: number;
  end_ts_ms: number;
  summarizer: string;
}

/** Everything a rebuild replaces, in one batch. */
export interface RebuildWrite {
  /** Sessions whose segments and members are replaced by `segments` and `members`. */
  resegmented: string[];
  sessions: SessionStateRow[];
  segments: SegmentRow[];
  members: { event_id: string; segment_id: string }[];
  added: SegmentNodeWrite[];
  changed: (SegmentNodeWrite & { expected_version: number })[];
  removed: { node_id: string; expected_version: number }[];
  grips: GripInsertRow[];
  parents: ParentNodeRow[];
  /** Existing period nodes to roll up again. */
  dirty: string[];
}

const UPSERT_SESSIONS = `
INSERT INTO segmenter_sessions (user_id, session_id, state, idle_deadline_ms, updated_at_ms)
SELECT ?1, j.value ->> '$.session_id', j.value ->> '$.state', j.value ->> '$.idle_deadline_ms', ?2 FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, session_id) DO UPDATE SET
  state = excluded.state, idle_deadline_ms = excluded.idle_deadline_ms, updated_at_ms = excluded.updated_at_ms`;

const DELETE_MEMBERS = `
DELETE FROM segment_members WHERE user_id = ?1
  AND segment_id IN (SELECT segment_id FROM segments WHERE user_id = ?1 AND session_id IN (SELECT value FROM json_each(?2)))`;

const DELETE_SEGMENTS = `DELETE FROM segments WHERE user_id = ?1 AND session_id IN (SELECT value FROM json_each(?2))`;

const INSERT_SEGMENTS = `
INSERT INTO segments (user_id, segment_id, session_id, state, close_reason, first_event_id, last_event_id,
  start_ts_ms, end_ts_ms, token_count, event_count, overlap_event_ids, node_id, updated_at_ms)
SELECT ?1, j.value ->> '$.segment_id', j.value ->> '$.session_id', j.value ->> '$.state', j.value ->> '$.close_reason',
  j.value ->> '$.first_event_id', j.value ->> '$.last_event_id', j.value ->> '$.start_ts_ms', j.value ->> '$.end_ts_ms',
  j.value ->> '$.token_count', j.value ->> '$.event_count', j.value -> '$.overlap_event_ids', j.value ->> '$.node_id', ?2
FROM json_each(?3) AS j WHERE true`;

const INSERT_MEMBERS = `
INSERT INTO segment_members (user_id, event_id, segment_id)
SELECT ?1, j.value ->> '$.event_id', j.value ->> '$.segment_id' FROM json_each(?2) AS j WHERE true
ON CONFLICT (user_id, event_id) DO UPDATE SET segment_id = excluded.segment_id`;

/* As in the rollup: the current row is archived under its version; one already there keeps its content. */
const ARCHIVE = `
INSERT INTO toc_node_versions (user_id, node_id, version, title, bullets, keywords, summarizer, status, written_at_ms)
SELECT n.user_id, n.node_id, n.version, n.title, n.bullets, n.keywords, n.summarizer, n.status, n.updated_at_ms
FROM json_each(?2) AS j
JOIN toc_nodes n ON n.user_id = ?1 AND n.node_id = j.value ->> '$.node_id' AND n.version = j.value ->> '$.expected_version'
WHERE true
ON CONFLICT (user_id, node_id, version) DO NOTHING`;

const NEXT_VERSION = (node: string) =>
  `coalesce((SELECT max(v.version) FROM toc_node_versions v WHERE v.user_id = ?1 AND v.node_id = ${node}), 0) + 1`;

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

const DELETE_NODES = `
DELETE FROM toc_nodes WHERE user_id = ?1 AND level = 'segment'
  AND (node_id, version) IN (SELECT value ->> '$.node_id', value ->> '$.expected_version' FROM json_each(?2))`;

const INSERT_GRIPS = `
INSERT INTO grips (user_id, grip_id, node_id, bullet_index, excerpt, event_id_start, event_id_end, session_id, ts_ms, score, created_at_ms)
SELECT ?1, j.value ->> '$.grip_id', j.value ->> '$.node_id', j.value ->> '$.bullet_index', j.value ->> '$.excerpt',
  j.value ->> '$.event_id_start', j.value ->> '$.event_id_end', j.value ->> '$.session_id', j.value ->> '$.ts_ms',
  j.value ->> '$.score', ?2
FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, grip_id) DO NOTHING`;

const UPSERT_PARENTS = `
INSERT INTO toc_nodes (user_id, node_id, level, parent_id, title, start_ts_ms, end_ts_ms, version, status, dirty_since_ms,
  created_at_ms, updated_at_ms)
SELECT ?1, j.value ->> '$.node_id', j.value ->> '$.level', j.value ->> '$.parent_id', j.value ->> '$.title',
  j.value ->> '$.start_ts_ms', j.value ->> '$.end_ts_ms', ${NEXT_VERSION("j.value ->> '$.node_id'")}, 'pending', ?2, ?2, ?2
FROM json_each(?3) AS j WHERE true
ON CONFLICT (user_id, node_id) DO UPDATE SET dirty_since_ms = coalesce(toc_nodes.dirty_since_ms, excluded.dirty_since_ms)`;

const MARK_DIRTY = `
UPDATE toc_nodes SET dirty_since_ms = coalesce(dirty_since_ms, ?2)
WHERE user_id = ?1 AND node_id IN (SELECT value FROM json_each(?3))`;

/** Replaces what a rebuild recomputed, in one D1 batch (one transaction). */
export async function writeRebuild(d1: D1Database, userId: string, write: RebuildWrite, nowMs: number): Promise<void> {
  const archived = [...write.changed, ...write.removed].map((n) => ({ node_id: n.node_id, expected_version: n.expected_version }));
  const statements = [
    ...bulk(d1.prepare(UPSERT_SESSIONS), write.sessions, userId, nowMs),
    // Members first: their delete finds them through the segment rows deleted next.
    ...bulk(d1.prepare(DELETE_MEMBERS), write.resegmented, userId),
    ...bulk(d1.prepare(DELETE_SEGMENTS), write.resegmented, userId),
    ...bulk(d1.prepare(INSERT_SEGMENTS), write.segments, userId, nowMs),
    ...bulk(d1.prepare(INSERT_MEMBERS), write.members, userId),
    ...bulk(d1.prepare(ARCHIVE), archived, userId),
    ...bulk(d1.prepare(UPDATE_SEGMENT_NODES), write.changed, userId, nowMs),
    ...bulk(d1.prepare(DELETE_NODES), write.removed, userId),
    ...bulk(d1.prepare(INSERT_SEGMENT_NODES), write.added, userId, nowMs),
    ...bulk(d1.prepare(INSERT_GRIPS), write.grips, userId, nowMs),
    ...bulk(d1.prepare(UPSERT_PARENTS), [...new Map(write.parents.map((p) => [p.node_id, p])).values()], userId, nowMs),
    ...bulk(d1.prepare(MARK_DIRTY), [...new Set(write.dirty)], userId, nowMs),
  ];
  if (statements.length > 0) await d1.batch(statements);
}
