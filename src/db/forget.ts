import type { Database } from "./handle";
import { jsonChunks } from "./json-rows";

/** What forgetting selects, and what it must purge besides the raw events (the eviction primitive does those). */

/** One event, a session, a time range, or the events whose text holds a phrase. */
export type ForgetSelector = { eventId: string } | { sessionId: string } | { fromMs: number; toMs: number } | { query: string };

export interface SelectedEvent {
  eventId: string;
  sessionId: string;
}

/*
 * Raw: the phrase match goes through the event search index (FTS5 MATCH, which Drizzle cannot
 * express), then keeps only texts that hold the phrase exactly, case aside: the index matches
 * stems and parts of words, forgetting takes what the user typed.
 */
const BY_QUERY = `
SELECT e.event_id AS eventId, e.session_id AS sessionId FROM events_fts CROSS JOIN events e ON e.rowid = events_fts.rowid
WHERE events_fts MATCH ?2 AND e.user_id = ?1 AND instr(lower(e.text), lower(?3)) > 0
ORDER BY e.ts_ms, e.event_id LIMIT ?4`;

const BY_EVENT = `SELECT event_id AS eventId, session_id AS sessionId FROM events WHERE user_id = ?1 AND event_id = ?2`;
const BY_SESSION = `SELECT event_id AS eventId, session_id AS sessionId FROM events WHERE user_id = ?1 AND session_id = ?2 ORDER BY ts_ms, event_id LIMIT ?3`;
const BY_RANGE = `SELECT event_id AS eventId, session_id AS sessionId FROM events WHERE user_id = ?1 AND ts_ms >= ?2 AND ts_ms < ?3 ORDER BY ts_ms, event_id LIMIT ?4`;

/** An FTS5 phrase: the query's words, quoted (so no operator in it is obeyed). */
const phrase = (query: string) => `"${query.replaceAll('"', '""')}"`;

/** The user's events a selector names (evicted ones included: their summaries may still quote them), at most `limit`. */
export async function selectEvents(db: Database, userId: string, selector: ForgetSelector, limit: number): Promise<SelectedEvent[]> {
  const d1 = db.$client;
  const statement =
    "eventId" in selector
      ? d1.prepare(BY_EVENT).bind(userId, selector.eventId)
      : "sessionId" in selector
        ? d1.prepare(BY_SESSION).bind(userId, selector.sessionId, limit)
        : "query" in selector
          ? d1.prepare(BY_QUERY).bind(userId, phrase(selector.query), selector.query, limit)
          : d1.prepare(BY_RANGE).bind(userId, selector.fromMs, selector.toMs, limit);
  return (await statement.all<SelectedEvent>()).results;
}

/*
 * Raw: earlier versions of these nodes go whole (any of them may quote what was forgotten), and
 * so do the grips of these nodes that no current bullet names (the grips of the versions just
 * purged, and of nodes no longer produced). Only a node and the periods above it can name its
 * grips (a period's bullets carry its children's grip ids up), so the named grips are read from
 * these nodes and their ancestors (parent_id, walked up), not from every node of the user. Bullets
 * are JSON, read with json_each.
 */
const PURGE_VERSIONS = `DELETE FROM toc_node_versions WHERE user_id = ?1 AND node_id IN (SELECT value FROM json_each(?2))`;
const PURGE_GRIPS = `
WITH RECURSIVE above(node_id) AS (
  SELECT value FROM json_each(?2)
  UNION
  SELECT n.parent_id FROM toc_nodes n JOIN above a ON n.user_id = ?1 AND n.node_id = a.node_id WHERE n.parent_id IS NOT NULL
)
DELETE FROM grips WHERE user_id = ?1 AND node_id IN (SELECT value FROM json_each(?2)) AND grip_id NOT IN (
  SELECT g.value FROM above a JOIN toc_nodes n ON n.user_id = ?1 AND n.node_id = a.node_id, json_each(n.bullets) AS b, json_each(b.value -> '$.grip_ids') AS g)`;

/** Purges what may still quote forgotten events in these nodes: their earlier versions and the grips no current bullet names. One batch per chunk. */
export async function purgeNodeHistory(db: Database, userId: string, nodeIds: readonly string[]): Promise<void> {
  const d1 = db.$client;
  for (const json of jsonChunks(nodeIds)) {
    await d1.batch([d1.prepare(PURGE_VERSIONS).bind(userId, json), d1.prepare(PURGE_GRIPS).bind(userId, json)]);
  }
}

/*
 * Raw: memories repeat what they were drawn from. Those drawn from these segments (extracted,
 * merged or written by a model: origin other than remembered) go when they name one of the
 * segments as their source, or lean on a grip of these nodes or on a grip that no longer exists
 * (re-deriving the segments replaced it). A memory someone wrote (remembered) keeps its text but
 * loses its links to grips that are gone. With a phrase, every memory holding it goes too.
 */
const DERIVED_MEMORIES = `
DELETE FROM memories WHERE user_id = ?1 AND origin != 'remembered' AND (
  source_node_id IN (SELECT value FROM json_each(?2))
  OR memory_id IN (
    SELECT mg.memory_id FROM memory_grips mg LEFT JOIN grips g ON g.user_id = mg.user_id AND g.grip_id = mg.grip_id
    WHERE mg.user_id = ?1 AND (g.grip_id IS NULL OR g.node_id IN (SELECT value FROM json_each(?2)))))
RETURNING memory_id`;
/** The same memories, counted for a dry run (nothing deleted): DERIVED_MEMORIES' selection and, with a phrase, those holding it. */
const WOULD_GO_MEMORIES = `
SELECT count(*) AS n FROM memories WHERE user_id = ?1 AND (
  (origin != 'remembered' AND (
    source_node_id IN (SELECT value FROM json_each(?2))
    OR memory_id IN (
      SELECT mg.memory_id FROM memory_grips mg LEFT JOIN grips g ON g.user_id = mg.user_id AND g.grip_id = mg.grip_id
      WHERE mg.user_id = ?1 AND (g.grip_id IS NULL OR g.node_id IN (SELECT value FROM json_each(?2))))))
  OR (?3 IS NOT NULL AND instr(lower(text), lower(?3)) > 0))`;
const PHRASE_MEMORIES = `DELETE FROM memories WHERE user_id = ?1 AND instr(lower(text), lower(?2)) > 0 RETURNING memory_id`;
const DANGLING_MEMORY_GRIPS = `
DELETE FROM memory_grips WHERE user_id = ?1 AND (
  NOT EXISTS (SELECT 1 FROM memories m WHERE m.user_id = ?1 AND m.memory_id = memory_grips.memory_id)
  OR NOT EXISTS (SELECT 1 FROM grips g WHERE g.user_id = ?1 AND g.grip_id = memory_grips.grip_id))`;

/**
 * Deletes the memories drawn from these segment nodes (and, given the phrase forgotten, every
 * memory holding it), then the links of any memory to grips that are gone. Before the nodes'
 * history is purged, so that the grips they lean on are still known. Answers the memories deleted.
 */
export async function forgetDerivedMemories(db: Database, userId: string, segmentNodeIds: readonly string[], phrase?: string): Promise<string[]> {
  const d1 = db.$client;
  const deleted: string[] = [];
  const ids = (rows: { memory_id: string }[]) => deleted.push(...rows.map((r) => r.memory_id));
  for (const json of jsonChunks(segmentNodeIds)) ids((await d1.prepare(DERIVED_MEMORIES).bind(userId, json).all<{ memory_id: string }>()).results);
  if (phrase !== undefined) ids((await d1.prepare(PHRASE_MEMORIES).bind(userId, phrase).all<{ memory_id: string }>()).results);
  return deleted;
}

/** How many memories forgetting these segment nodes (and the phrase) would delete; reads only. One chunk: a dry run's sessions are counted whole. */
export async function countDerivedMemories(db: Database, userId: string, segmentNodeIds: readonly string[], phrase?: string): Promise<number> {
  const row = await db.$client
    .prepare(WOULD_GO_MEMORIES)
    .bind(userId, JSON.stringify(segmentNodeIds), phrase ?? null)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/*
 * Raw: what consolidation wrote about these nodes and memories repeats their words — a relation's
 * shared terms, a cluster's label, a task's title ("Merge … memories: \"<text>\""), a log entry's
 * action — so every relation, cluster, task and log entry that names one of them goes (the next
 * consolidation run works them out again from what is left). With a phrase, also those holding it.
 */
const FORGET_CONSOLIDATION = [
  `DELETE FROM relations WHERE user_id = ?1 AND (from_id IN (SELECT value FROM json_each(?2)) OR to_id IN (SELECT value FROM json_each(?2))
     OR (?3 IS NOT NULL AND instr(lower(shared), lower(?3)) > 0))`,
  `DELETE FROM clusters WHERE user_id = ?1 AND (cluster_id IN (
     SELECT cluster_id FROM cluster_members WHERE user_id = ?1 AND member_id IN (SELECT value FROM json_each(?2)))
     OR (?3 IS NOT NULL AND instr(lower(label), lower(?3)) > 0))`,
  `DELETE FROM cluster_members WHERE user_id = ?1 AND NOT EXISTS (
     SELECT 1 FROM clusters c WHERE c.user_id = ?1 AND c.cluster_id = cluster_members.cluster_id)`,
  `DELETE FROM consolidation_tasks WHERE user_id = ?1 AND (EXISTS (
     SELECT 1 FROM json_each(?2) AS j WHERE instr(consolidation_tasks.notes, j.value) > 0 OR instr(consolidation_tasks.action, j.value) > 0
       OR instr(consolidation_tasks.title, j.value) > 0)
     OR (?3 IS NOT NULL AND instr(lower(title || notes || action), lower(?3)) > 0))`,
  `DELETE FROM consolidation_log WHERE user_id = ?1 AND (EXISTS (
     SELECT 1 FROM json_each(?2) AS j WHERE instr(consolidation_log.action, j.value) > 0)
     OR (?3 IS NOT NULL AND instr(lower(action), lower(?3)) > 0))`,
];

/** Deletes what consolidation derived from these nodes and memories (or holding the phrase). One batch per chunk. */
export async function forgetConsolidation(db: Database, userId: string, ids: readonly string[], phrase?: string): Promise<void> {
  const d1 = db.$client;
  const chunks = jsonChunks(ids);
  for (const json of chunks.length > 0 ? chunks : ["[]"]) {
    // D1 wants exactly the parameters a statement names: the members' clean-up names only the user.
    await d1.batch(FORGET_CONSOLIDATION.map((sql) => (sql.includes("?2") ? d1.prepare(sql).bind(userId, json, phrase ?? null) : d1.prepare(sql).bind(userId))));
  }
}

/*
 * Raw: the use counts (uses) of what was forgotten: of these segment nodes (their text went, even
 * where the node itself stays, derived again from what is left), and of any node, grip or memory
 * that no longer exists (the grips purged, the memories deleted, here or by an earlier run that
 * died before this statement). A user has thousands of use rows at most; each test is a key lookup.
 */
const FORGOTTEN_USES = `
DELETE FROM uses WHERE user_id = ?1 AND CASE target_kind
  WHEN 'node' THEN target_id IN (SELECT value FROM json_each(?2))
    OR NOT EXISTS (SELECT 1 FROM toc_nodes n WHERE n.user_id = ?1 AND n.node_id = uses.target_id)
  WHEN 'grip' THEN NOT EXISTS (SELECT 1 FROM grips g WHERE g.user_id = ?1 AND g.grip_id = uses.target_id)
  ELSE NOT EXISTS (SELECT 1 FROM memories m WHERE m.user_id = ?1 AND m.memory_id = uses.target_id)
END`;

/**
 * Drops what still names a forgotten thing once the nodes' history is purged: the links from
 * memories to grips (or of memories) that no longer exist, and the use counts of these segment
 * nodes and of every node, grip and memory that no longer exists. One batch per chunk.
 */
export async function dropDanglingRows(db: Database, userId: string, segmentNodeIds: readonly string[]): Promise<void> {
  const d1 = db.$client;
  const chunks = jsonChunks(segmentNodeIds);
  for (const json of chunks.length > 0 ? chunks : ["[]"]) {
    await d1.batch([d1.prepare(DANGLING_MEMORY_GRIPS).bind(userId), d1.prepare(FORGOTTEN_USES).bind(userId, json)]);
  }
}

/** The user's segment nodes of these sessions. */
export async function segmentNodeIdsOfSessions(db: Database, userId: string, sessionIds: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const json of jsonChunks(sessionIds)) {
    const { results } = await db.$client
      .prepare("SELECT node_id AS nodeId FROM toc_nodes WHERE user_id = ?1 AND level = 'segment' AND session_id IN (SELECT value FROM json_each(?2))")
      .bind(userId, json)
      .all<{ nodeId: string }>();
    out.push(...results.map((r) => r.nodeId));
  }
  return out;
}
