import type { StoredEvent } from "../core/ingest/event";

/** A bullet as stored on a node: its text, the grips that back it, and whether any does. */
export interface StoredBullet {
  text: string;
  grip_ids: string[];
  supported: boolean;
}

export type NodeLevel = "year" | "month" | "week" | "day" | "segment";
export type NodeStatus = "pending" | "provisional" | "final";

export interface TocNode {
  node_id: string;
  level: NodeLevel;
  parent_id: string | null;
  title: string;
  bullets: StoredBullet[];
  keywords: string[];
  start_ts_ms: number;
  end_ts_ms: number;
  version: number;
  summarizer: string | null;
  status: NodeStatus;
  session_id: string | null;
}

export interface GripRow {
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

interface NodeRecord extends Omit<TocNode, "bullets" | "keywords"> {
  bullets: string;
  keywords: string;
}

const NODE_COLUMNS =
  "node_id, level, parent_id, title, bullets, keywords, start_ts_ms, end_ts_ms, version, summarizer, status, session_id";

function toNode(row: NodeRecord): TocNode {
  return { ...row, bullets: JSON.parse(row.bullets) as StoredBullet[], keywords: JSON.parse(row.keywords) as string[] };
}

/** A user's year nodes, newest first. */
export async function yearNodes(d1: D1Database, userId: string): Promise<TocNode[]> {
  const { results } = await d1
    .prepare(`SELECT ${NODE_COLUMNS} FROM toc_nodes WHERE user_id = ? AND level = 'year' ORDER BY start_ts_ms DESC`)
    .bind(userId)
    .all<NodeRecord>();
  return results.map(toNode);
}

export async function findNode(d1: D1Database, userId: string, nodeId: string): Promise<(TocNode & { child_count: number }) | undefined> {
  const row = await d1
    .prepare(
      `SELECT ${NODE_COLUMNS}, (SELECT count(*) FROM toc_nodes c WHERE c.user_id = n.user_id AND c.parent_id = n.node_id) AS child_count
       FROM toc_nodes n WHERE user_id = ? AND node_id = ?`,
    )
    .bind(userId, nodeId)
    .first<NodeRecord & { child_count: number }>();
  return row ? { ...toNode(row), child_count: row.child_count } : undefined;
}

/** Children in time order, resuming after (start_ts_ms, node_id). */
export async function childNodes(
  d1: D1Database,
  userId: string,
  parentId: string,
  after: { startTsMs: number; nodeId: string } | undefined,
  limit: number,
): Promise<TocNode[]> {
  const { results } = await d1
    .prepare(
      `SELECT ${NODE_COLUMNS} FROM toc_nodes
       WHERE user_id = ?1 AND parent_id = ?2 AND (?3 IS NULL OR start_ts_ms > ?3 OR (start_ts_ms = ?3 AND node_id > ?4))
       ORDER BY start_ts_ms, node_id LIMIT ?5`,
    )
    .bind(userId, parentId, after?.startTsMs ?? null, after?.nodeId ?? "", limit)
    .all<NodeRecord>();
  return results.map(toNode);
}

export async function findGrip(d1: D1Database, userId: string, gripId: string): Promise<GripRow | undefined> {
  const row = await d1
    .prepare(
      `SELECT grip_id, node_id, bullet_index, excerpt, event_id_start, event_id_end, session_id, ts_ms, score
       FROM grips WHERE user_id = ? AND grip_id = ?`,
    )
    .bind(userId, gripId)
    .first<GripRow>();
  return row ?? undefined;
}

interface EventRecord {
  event_id: string;
  session_id: string;
  agent: string;
  ts_ms: number;
  event_type: StoredEvent["event_type"];
  role: StoredEvent["role"];
  text: string;
  metadata: string;
}

const EVENT_COLUMNS = "event_id, session_id, agent, ts_ms, event_type, role, text, metadata";
const toEvent = (row: EventRecord): StoredEvent => ({ ...row, metadata: JSON.parse(row.metadata) as Record<string, string> });

/**
 * The events of a grip's session around its span: up to `before` events before the first,
 * the span itself (at most `maxSpan`), and up to `after` events after the last.
 */
export async function eventsAroundSpan(
  d1: D1Database,
  userId: string,
  grip: Pick<GripRow, "session_id" | "event_id_start" | "event_id_end">,
  counts: { before: number; after: number; maxSpan: number },
): Promise<{ before: StoredEvent[]; span: StoredEvent[]; after: StoredEvent[] }> {
  const keyOf = `(SELECT ts_ms FROM events WHERE user_id = ?1 AND event_id = ?`;
  const [before, span, after] = await d1.batch<EventRecord>([
    d1
      .prepare(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE user_id = ?1 AND session_id = ?2
         AND (ts_ms, event_id) < (${keyOf}3), ?3) ORDER BY ts_ms DESC, event_id DESC LIMIT ?4`,
      )
      .bind(userId, grip.session_id, grip.event_id_start, counts.before),
    d1
      .prepare(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE user_id = ?1 AND session_id = ?2
         AND (ts_ms, event_id) >= (${keyOf}3), ?3) AND (ts_ms, event_id) <= (${keyOf}4), ?4)
         ORDER BY ts_ms, event_id LIMIT ?5`,
      )
      .bind(userId, grip.session_id, grip.event_id_start, grip.event_id_end, counts.maxSpan),
    d1
      .prepare(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE user_id = ?1 AND session_id = ?2
         AND (ts_ms, event_id) > (${keyOf}3), ?3) ORDER BY ts_ms, event_id LIMIT ?4`,
      )
      .bind(userId, grip.session_id, grip.event_id_end, counts.after),
  ]);
  return {
    before: (before?.results ?? []).map(toEvent).reverse(),
    span: (span?.results ?? []).map(toEvent),
    after: (after?.results ?? []).map(toEvent),
  };
}

/** Which of these node ids the user has. */
export async function findNodes(d1: D1Database, userId: string, nodeIds: readonly string[]): Promise<Set<string>> {
  const { results } = await d1
    .prepare(`SELECT node_id FROM toc_nodes WHERE user_id = ?1 AND node_id IN (SELECT value FROM json_each(?2))`)
    .bind(userId, JSON.stringify(nodeIds))
    .all<{ node_id: string }>();
  return new Set(results.map((r) => r.node_id));
}
