import { ftsExpression, scopedExpression } from "../core/search/query";
import { civilDateOf, dayKey } from "../core/toc/time-buckets";
import { searchEvents, searchGrips, searchNodes, type SearchFilters } from "../db/search";
import type { Database } from "../db/handle";

export type HitKind = "event" | "node" | "grip";

export interface SearchHit {
  kind: HitKind;
  id: string;
  /** Higher is better; comparable within one answer only. */
  score: number;
  ts_ms: number;
  /** The local date (user's zone) of the hit: agents answering "when" need it. */
  date: string;
  session_id: string | null;
  title: string | null;
  level: string | null;
  snippet: string;
  /** What to open next: the node to read, or the grip to expand. */
  next: { node_id: string | null; grip_id: string | null };
  /** The hit is, or belongs to, the open part of a running session: its summary is provisional. */
  open: boolean;
}

/** Summaries answer most questions in fewest tokens, so node hits weigh most, raw events least. */
const KIND_WEIGHT: Record<HitKind, number> = { node: 1.5, grip: 1.2, event: 1 };
/** With `recency`, a hit from now counts up to this much more than one from long ago… */
const RECENCY_BOOST = 0.5;
/** …decaying by half every this many days. */
const RECENCY_HALF_LIFE_DAYS = 14;

export interface SearchRequest {
  query: string;
  kinds: readonly HitKind[];
  filters: SearchFilters;
  recency: boolean;
  limit: number;
  offset: number;
}

/** Ranked hits across events, nodes and grips; empty when the query holds nothing searchable. */
export async function search(db: Database, userId: string, timeZone: string, request: SearchRequest, nowMs: number): Promise<SearchHit[]> {
  const expression = ftsExpression(request.query);
  if (expression === null) return [];
  const want = request.offset + request.limit;
  const f = request.filters;
  // Only events carry agent and project; only nodes have a level and a place in the tree.
  const eventFilter = f.agent !== undefined || f.project !== undefined;
  const nodeFilter = f.level !== undefined || f.within !== undefined;
  const on: Record<HitKind, boolean> = {
    event: request.kinds.includes("event") && !nodeFilter,
    node: request.kinds.includes("node") && !eventFilter,
    grip: request.kinds.includes("grip") && !eventFilter && !nodeFilter,
  };
  const [events, nodes, grips] = await Promise.all([
    on.event ? searchEvents(db, userId, scopedExpression(userId, ["text"], expression), f, want) : [],
    on.node ? searchNodes(db, userId, `{title bullets keywords}: (${expression})`, f, want) : [],
    on.grip ? searchGrips(db, userId, scopedExpression(userId, ["excerpt"], expression), f, want) : [],
  ]);
  const date = (ts: number) => dayKey(civilDateOf(ts, timeZone));
  const hits: SearchHit[] = [
    ...nodes.map((n) => ({
      kind: "node" as const,
      id: n.node_id,
      score: -n.score,
      ts_ms: n.start_ts_ms,
      date: date(n.start_ts_ms),
      session_id: n.session_id,
      title: n.title,
      level: n.level,
      snippet: n.snippet,
      next: { node_id: n.node_id, grip_id: null },
      open: n.open === 1,
    })),
    ...grips.map((g) => ({
      kind: "grip" as const,
      id: g.grip_id,
      score: -g.score,
      ts_ms: g.ts_ms,
      date: date(g.ts_ms),
      session_id: g.session_id,
      title: null,
      level: null,
      snippet: g.snippet,
      next: { node_id: g.node_id, grip_id: g.grip_id },
      open: g.open === 1,
    })),
    ...events.map((e) => ({
      kind: "event" as const,
      id: e.event_id,
      score: -e.score,
      ts_ms: e.ts_ms,
      date: date(e.ts_ms),
      session_id: e.session_id,
      title: null,
      level: null,
      snippet: e.snippet,
      next: { node_id: e.node_id, grip_id: null },
      open: e.open === 1,
    })),
  ];
  // BM25 scores of different indexes are not on one scale: each kind's best hit counts 1.
  const best: Record<HitKind, number> = { node: 0, grip: 0, event: 0 };
  for (const hit of hits) best[hit.kind] = Math.max(best[hit.kind], hit.score);
  for (const hit of hits) {
    hit.score = (best[hit.kind] > 0 ? hit.score / best[hit.kind] : 0) * KIND_WEIGHT[hit.kind];
    if (request.recency) {
      const ageDays = Math.max(0, nowMs - hit.ts_ms) / 86_400_000;
      hit.score *= 1 + RECENCY_BOOST * 0.5 ** (ageDays / RECENCY_HALF_LIFE_DAYS);
    }
  }
  hits.sort((a, b) => b.score - a.score || b.ts_ms - a.ts_ms || (a.id < b.id ? -1 : 1));
  return hits.slice(request.offset, want);
}
