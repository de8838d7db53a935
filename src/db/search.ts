import type { Database } from "./handle";

/**
 * Raw, all: FTS5 (MATCH, rank, bm25, snippet) has no Drizzle form.
 *
 * Full-text queries over the FTS5 indexes of migrations/0004_search.sql. `match` comes from core/search/query.
 *
 * Each query reads the index first (CROSS JOIN keeps SQLite from scanning all of a user's rows
 * and probing the index once per row) and orders by FTS5's `rank`, set to the weighted bm25()
 * by `rank MATCH`: FTS5 then sorts row ids alone, and snippets and the joined columns are only
 * computed for the rows the LIMIT keeps.
 */

export interface SearchFilters {
  fromMs?: number | undefined;
  toMs?: number | undefined;
  agent?: string | undefined;
  sessionId?: string | undefined;
  /** A cwd prefix or a project name from event metadata. */
  project?: string | undefined;
  level?: string | undefined;
  /** Only nodes inside this node's time range (and not the node itself). */
  within?: { nodeId: string; startMs: number; endMs: number } | undefined;
}

/** Marks around matched terms in snippets: markdown bold reads well to people and models. */
const MARK = ["**", "**"] as const;

export interface EventHit {
  event_id: string;
  session_id: string;
  agent: string;
  ts_ms: number;
  event_type: string;
  role: string;
  snippet: string;
  score: number;
  /** The segment node the event belongs to, once built. */
  node_id: string | null;
  /** 1 when that segment is still open (its node is provisional). */
  open: number;
}

export async function searchEvents(db: Database, userId: string, match: string, f: SearchFilters, limit: number): Promise<EventHit[]> {
  const d1 = db.$client;
  const { results } = await d1
    .prepare(
      `SELECT e.event_id, e.session_id, e.agent, e.ts_ms, e.event_type, e.role,
         snippet(events_fts, 1, ?9, ?10, '…', 16) AS snippet, events_fts.rank AS score,
         (SELECT s.node_id FROM segment_members m JOIN segments s ON s.user_id = m.user_id AND s.segment_id = m.segment_id
          WHERE m.user_id = e.user_id AND m.event_id = e.event_id) AS node_id,
         coalesce((SELECT s.state = 'open' FROM segment_members m JOIN segments s ON s.user_id = m.user_id AND s.segment_id = m.segment_id
          WHERE m.user_id = e.user_id AND m.event_id = e.event_id), 0) AS open
       FROM events_fts CROSS JOIN events e ON e.rowid = events_fts.rowid
       WHERE events_fts MATCH ?1 AND events_fts.rank MATCH 'bm25(0.0, 1.0)' AND e.user_id = ?2
         AND (?3 IS NULL OR e.agent = ?3) AND (?4 IS NULL OR e.session_id = ?4)
         AND (?5 IS NULL OR e.ts_ms >= ?5) AND (?6 IS NULL OR e.ts_ms < ?6)
         AND (?7 IS NULL OR json_extract(e.metadata, '$.project') = ?7 OR substr(json_extract(e.metadata, '$.cwd'), 1, length(?7)) = ?7)
       ORDER BY events_fts.rank LIMIT ?8`,
    )
    .bind(match, userId, f.agent ?? null, f.sessionId ?? null, f.fromMs ?? null, f.toMs ?? null, f.project ?? null, limit, ...MARK)
    .all<EventHit>();
  return results;
}

export interface NodeHit {
  node_id: string;
  level: string;
  title: string;
  start_ts_ms: number;
  end_ts_ms: number;
  session_id: string | null;
  snippet: string;
  score: number;
  /** 1 for the provisional node of an open segment. */
  open: number;
}

/** Title weighs most, then keywords, then bullets. */
export async function searchNodes(db: Database, userId: string, match: string, f: SearchFilters, limit: number): Promise<NodeHit[]> {
  const d1 = db.$client;
  const { results } = await d1
    .prepare(
      `SELECT n.node_id, n.level, n.title, n.start_ts_ms, n.end_ts_ms, n.session_id, (n.level = 'segment' AND n.status = 'provisional') AS open,
         snippet(nodes_fts, -1, ?10, ?11, '…', 16) AS snippet, nodes_fts.rank AS score
       FROM nodes_fts CROSS JOIN toc_nodes n ON n.rowid = nodes_fts.rowid
       WHERE nodes_fts MATCH ?1 AND nodes_fts.rank MATCH 'bm25(0.0, 4.0, 1.0, 2.0)' AND n.user_id = ?2
         AND (?3 IS NULL OR n.level = ?3) AND (?4 IS NULL OR n.session_id = ?4)
         AND (?5 IS NULL OR n.end_ts_ms > ?5) AND (?6 IS NULL OR n.start_ts_ms < ?6)
         AND (?7 IS NULL OR (n.node_id <> ?7 AND n.start_ts_ms >= ?8 AND n.end_ts_ms <= ?9))
       ORDER BY nodes_fts.rank LIMIT ?12`,
    )
    .bind(
      match,
      userId,
      f.level ?? null,
      f.sessionId ?? null,
      f.fromMs ?? null,
      f.toMs ?? null,
      f.within?.nodeId ?? null,
      f.within?.startMs ?? 0,
      f.within?.endMs ?? 0,
      ...MARK,
      limit,
    )
    .all<NodeHit>();
  return results;
}

export interface GripHit {
  grip_id: string;
  node_id: string;
  session_id: string;
  ts_ms: number;
  snippet: string;
  score: number;
  /** 1 when the grip's node is the provisional node of an open segment. */
  open: number;
}

export async function searchGrips(db: Database, userId: string, match: string, f: SearchFilters, limit: number): Promise<GripHit[]> {
  const d1 = db.$client;
  const { results } = await d1
    .prepare(
      `SELECT g.grip_id, g.node_id, g.session_id, g.ts_ms,
         EXISTS (SELECT 1 FROM toc_nodes n WHERE n.user_id = g.user_id AND n.node_id = g.node_id AND n.level = 'segment' AND n.status = 'provisional') AS open,
         snippet(grips_fts, 1, ?7, ?8, '…', 16) AS snippet, grips_fts.rank AS score
       FROM grips_fts CROSS JOIN grips g ON g.rowid = grips_fts.rowid
       WHERE grips_fts MATCH ?1 AND grips_fts.rank MATCH 'bm25(0.0, 1.0)' AND g.user_id = ?2
         AND (?3 IS NULL OR g.session_id = ?3) AND (?4 IS NULL OR g.ts_ms >= ?4) AND (?5 IS NULL OR g.ts_ms < ?5)
       ORDER BY grips_fts.rank LIMIT ?6`,
    )
    .bind(match, userId, f.sessionId ?? null, f.fromMs ?? null, f.toMs ?? null, limit, ...MARK)
    .all<GripHit>();
  return results;
}

/** Rebuilds the three indexes from their tables (for data written before they existed, or after a repair). */
export async function rebuildSearchIndexes(d1: D1Database): Promise<void> {
  await d1.batch([
    d1.prepare(`INSERT INTO events_fts (events_fts) VALUES ('rebuild')`),
    d1.prepare(`INSERT INTO grips_fts (grips_fts) VALUES ('rebuild')`),
    d1.prepare(`DELETE FROM nodes_fts`),
    d1.prepare(
      `INSERT INTO nodes_fts (rowid, user_id, title, bullets, keywords)
       SELECT n.rowid, n.user_id, n.title,
         (SELECT group_concat(b.value ->> '$.text', ' ') FROM json_each(n.bullets) AS b),
         (SELECT group_concat(k.value, ' ') FROM json_each(n.keywords) AS k)
       FROM toc_nodes AS n`,
    ),
  ]);
}
