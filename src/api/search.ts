/** Search reads: ranked hits, ranked summaries below a node, and a period resolved to node ids. */
import { z } from "@hono/zod-openapi";
import { decodeCursor, encodeCursor } from "../core/cursor";
import { AppError } from "../core/errors";
import { decayConfig, decayScore } from "../core/consolidation/decay";
import { useRows, useStatsOf } from "../db/uses";
import { PERIOD_EXAMPLES, PERIOD_FORMS, resolvePeriod } from "../core/toc/period";
import { findNode, findNodes } from "../db/toc";
import { search, type HitKind } from "../services/search";
import { AgentParam, type Caller, CursorParam, databaseOf, SessionIdParam, TimeParam } from "./common";
import { NODE_LEVELS } from "./toc";

const DEFAULT_HITS = 20;
const MAX_HITS = 100;
export const HIT_KINDS = ["event", "node", "grip"] as const satisfies readonly HitKind[];

export const HitSchema = z
  .object({
    kind: z.enum(HIT_KINDS),
    id: z.string(),
    score: z.number(),
    ts_ms: z.number().int(),
    date: z.string().openapi({ description: "local date in the user's time zone" }),
    session_id: z.string().nullable(),
    title: z.string().nullable(),
    level: z.string().nullable(),
    snippet: z.string().openapi({ description: "matched terms in **bold**" }),
    next: z.object({ node_id: z.string().nullable(), grip_id: z.string().nullable() }),
    open: z.boolean().openapi({ description: "the hit is, or belongs to, the open part of a running session: its summary is provisional" }),
  })
  .openapi("SearchHit");

export const HitsAnswerSchema = z.object({ results: z.array(HitSchema), next_cursor: z.string().nullable() });
export type HitsAnswer = z.infer<typeof HitsAnswerSchema>;

/** What every search takes: the words, a page, and whether recent hits count more. */
export const SearchQuerySchema = z.object({
  q: z.string().max(100_000).openapi({ example: "how did we fix the token expiry bug?", description: "only its first 1,000 characters are used" }),
  limit: z.coerce.number().int().min(1).max(MAX_HITS).default(DEFAULT_HITS),
  cursor: CursorParam.optional(),
  recency: z.enum(["true", "false"]).default("false").openapi({ description: "boost recent hits" }),
  rank: z.enum(["relevance", "decay"]).default("relevance").openapi({
    description:
      "decay: within the page, hits of nodes and grips are reordered by relevance × (0.5 + their decay score), so what is used stays up and what faded sinks (off by default)",
  }),
});

/** The filters of the search over everything (not of the search below a node). */
export const SearchFilterSchema = z.object({
  level: z.enum(NODE_LEVELS).optional(),
  agent: AgentParam.optional(),
  session_id: SessionIdParam.optional(),
  project: z.string().min(1).max(1024).optional().openapi({ description: "metadata project, or a cwd prefix" }),
  from: TimeParam.optional(),
  to: TimeParam.optional(),
});

/** A search request once parsed, whichever way it came (REST query or MCP arguments). */
export interface SearchInput extends z.output<typeof SearchFilterSchema> {
  q: string;
  kinds: readonly HitKind[];
  limit: number;
  cursor?: string | undefined;
  recency: boolean;
  rank?: "relevance" | "decay" | undefined;
}

const OffsetCursor = z.tuple([z.literal("o"), z.number().int().min(0).max(10_000)]);

/** The cursor of the page that starts `offset` hits in. */
export const hitsCursor = (offset: number): string => encodeCursor(["o", offset]);

/** Empty or blank text is the one query we refuse: there is nothing to rank. */
function requireQuery(q: string): string {
  if (q.trim() === "") throw new AppError("bad_request", "invalid query: q must not be empty", { issues: [{ field: "q", message: "must not be empty" }] });
  return q;
}

/** Where the page a cursor names starts, in hits. */
export const offsetOf = (cursor: string | undefined): number => (cursor === undefined ? 0 : decodeCursor(cursor, OffsetCursor)[1]);

function page(results: HitsAnswer["results"], offset: number, limit: number): HitsAnswer {
  return { results, next_cursor: results.length === limit ? hitsCursor(offset + limit) : null };
}

/** `kind=event,node` as the REST query gives it; a clear 400 naming the field otherwise. */
export function parseKinds(kind: string | undefined): HitKind[] {
  const kinds = kind === undefined ? [...HIT_KINDS] : kind.split(",").map((k) => k.trim());
  const unknown = kinds.filter((k) => !(HIT_KINDS as readonly string[]).includes(k));
  if (unknown.length > 0 || kinds.length === 0) {
    throw new AppError("bad_request", "invalid query: kind must list event, node or grip", {
      issues: [{ field: "kind", message: "must be event, node or grip" }],
    });
  }
  return kinds as HitKind[];
}

export async function searchAll(caller: Caller, input: SearchInput): Promise<HitsAnswer> {
  const offset = offsetOf(input.cursor);
  const results = await search(
    databaseOf(caller),
    caller.user.userId,
    caller.user.timeZone,
    {
      query: requireQuery(input.q),
      kinds: input.kinds,
      filters: { fromMs: input.from, toMs: input.to, agent: input.agent, sessionId: input.session_id, project: input.project, level: input.level },
      recency: input.recency,
      limit: input.limit,
      offset,
    },
    Date.now(),
  );
  return page(input.rank === "decay" ? await byDecay(caller, results) : results, offset, input.limit);
}

/** A page of hits reordered by relevance × (0.5 + decay score): see `rank` in SearchQuerySchema. */
async function byDecay(caller: Caller, results: HitsAnswer["results"]): Promise<HitsAnswer["results"]> {
  const db = databaseOf(caller);
  const { userId } = caller.user;
  const ids = (kind: "node" | "grip") => results.filter((h) => h.kind === kind).map((h) => h.id);
  const [nodes, grips] = await Promise.all([useRows(db, userId, "node", ids("node")), useRows(db, userId, "grip", ids("grip"))]);
  const config = decayConfig(caller.env);
  const now = Date.now();
  const factor = (hit: HitsAnswer["results"][number]): number => {
    if (hit.kind === "event") return 1;
    const row = (hit.kind === "node" ? nodes : grips).get(hit.id);
    if (row?.fadedAtMs != null) return 0.5;
    return 0.5 + decayScore(useStatsOf(row, hit.ts_ms), now, config);
  };
  return results
    .map((hit, i) => ({ hit, i, key: hit.score * factor(hit) }))
    .sort((a, b) => b.key - a.key || a.i - b.i)
    .map((x) => x.hit);
}

/** Ranks the summaries below a node: from a month to the right day. */
export async function searchWithin(
  caller: Caller,
  nodeId: string,
  input: Pick<SearchInput, "q" | "limit" | "cursor" | "recency" | "rank">,
): Promise<HitsAnswer> {
  const { userId, timeZone } = caller.user;
  const db = databaseOf(caller);
  const node = await findNode(db, userId, nodeId);
  if (!node) throw new AppError("not_found", "no such node");
  const offset = offsetOf(input.cursor);
  const results = await search(
    db,
    userId,
    timeZone,
    {
      query: requireQuery(input.q),
      kinds: ["node"],
      filters: { within: { nodeId: node.nodeId, startMs: node.startTsMs, endMs: node.endTsMs } },
      recency: input.recency,
      limit: input.limit,
      offset,
    },
    Date.now(),
  );
  return page(input.rank === "decay" ? await byDecay(caller, results) : results, offset, input.limit);
}

export const PeriodSchema = z
  .string()
  .min(1)
  .max(40)
  .openapi({ example: "last week", description: `${PERIOD_FORMS}. Examples: ${PERIOD_EXAMPLES.join(", ")}` });

export const ResolveAnswerSchema = z.object({
  period: z.string(),
  level: z.string(),
  node_ids: z.array(z.string()),
  existing_node_ids: z.array(z.string()).openapi({ description: "the node ids that hold memory; empty: nothing recorded then" }),
  empty: z.boolean(),
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
});
export type ResolveAnswer = z.infer<typeof ResolveAnswerSchema>;

export async function resolve(caller: Caller, period: string): Promise<ResolveAnswer> {
  const { userId, timeZone } = caller.user;
  const resolved = resolvePeriod(period, Date.now(), timeZone);
  if (!resolved) {
    throw new AppError("bad_request", `invalid query: period "${period}" is not a period I know; say ${PERIOD_FORMS}`, {
      issues: [{ field: "period", message: "unknown period" }],
      accepted: PERIOD_EXAMPLES,
    });
  }
  const existing = await findNodes(databaseOf(caller), userId, resolved.node_ids);
  return {
    period: resolved.period,
    level: resolved.level,
    node_ids: resolved.node_ids,
    existing_node_ids: resolved.node_ids.filter((id) => existing.has(id)),
    empty: existing.size === 0,
    start: new Date(resolved.start_ms).toISOString(),
    end: new Date(resolved.end_ms).toISOString(),
    time_zone: timeZone,
  };
}
