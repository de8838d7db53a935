import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { decodeCursor, encodeCursor } from "../core/cursor";
import { AppError } from "../core/errors";
import { PERIOD_EXAMPLES, PERIOD_FORMS, resolvePeriod } from "../core/toc/period";
import { findNode, findNodes } from "../db/toc";
import { search, type HitKind } from "../services/search";
import type { AppEnv } from "./app-env";
import { userDatabase } from "../db/handle";
import { commonErrors, errorResponse, json, TimeParam, validationHook } from "./shared";

const DEFAULT_HITS = 20;
const MAX_HITS = 100;
const KINDS = ["event", "node", "grip"] as const;

const HitSchema = z
  .object({
    kind: z.enum(KINDS),
    id: z.string(),
    score: z.number(),
    ts_ms: z.number().int(),
    date: z.string().openapi({ description: "local date in the user's time zone" }),
    session_id: z.string().nullable(),
    title: z.string().nullable(),
    level: z.string().nullable(),
    snippet: z.string().openapi({ description: "matched terms in **bold**" }),
    next: z.object({ node_id: z.string().nullable(), grip_id: z.string().nullable() }),
  })
  .openapi("SearchHit");

const HitsSchema = z.object({ results: z.array(HitSchema), next_cursor: z.string().nullable() });

const QuerySchema = z.object({
  q: z.string().max(100_000).openapi({ example: "how did we fix the token expiry bug?", description: "only its first 1,000 characters are used" }),
  limit: z.coerce.number().int().min(1).max(MAX_HITS).default(DEFAULT_HITS),
  cursor: z.string().max(512).optional(),
  recency: z.enum(["true", "false"]).default("false").openapi({ description: "boost recent hits" }),
});

const getSearch = createRoute({
  method: "get",
  path: "/search",
  summary: "Ranked (BM25) search over events, summaries and grips",
  request: {
    query: QuerySchema.extend({
      kind: z.string().max(30).optional().openapi({ description: "comma-separated: event,node,grip (default all)" }),
      level: z.enum(["year", "month", "week", "day", "segment"]).optional(),
      agent: z
        .string()
        .min(1)
        .max(64)
        .transform((a) => a.toLowerCase())
        .optional(),
      session_id: z.string().min(1).max(256).optional(),
      project: z.string().min(1).max(1024).optional().openapi({ description: "metadata project, or a cwd prefix" }),
      from: TimeParam.optional(),
      to: TimeParam.optional(),
    }),
  },
  responses: { 200: json(HitsSchema, "Hits, best first"), ...commonErrors },
});

const getSubtreeSearch = createRoute({
  method: "get",
  path: "/toc/nodes/{id}/search",
  summary: "Rank the summaries below a node (drill from a month to the right day)",
  request: { params: z.object({ id: z.string().min(1).max(200) }), query: QuerySchema },
  responses: { 200: json(HitsSchema, "Descendant nodes, best first"), ...commonErrors, 404: errorResponse("No such node") },
});

const getResolve = createRoute({
  method: "get",
  path: "/toc/resolve",
  summary: "Resolve a period (today, last week, in May, Q3, on Tuesday, 3 days ago, 2026-W05, …) to node ids in the user's time zone",
  request: {
    query: z.object({
      period: z
        .string()
        .min(1)
        .max(40)
        .openapi({ example: "last week", description: `${PERIOD_FORMS}. Examples: ${PERIOD_EXAMPLES.join(", ")}` }),
    }),
  },
  responses: {
    200: json(
      z.object({
        period: z.string(),
        level: z.string(),
        node_ids: z.array(z.string()),
        existing_node_ids: z.array(z.string()).openapi({ description: "the node ids that hold memory; empty: nothing recorded then" }),
        empty: z.boolean(),
        start: z.string(),
        end: z.string(),
        time_zone: z.string(),
      }),
      "The period",
    ),
    ...commonErrors,
  },
});

const OffsetCursor = z.tuple([z.literal("o"), z.number().int().min(0).max(10_000)]);

/** Empty or blank text is the one query we refuse: there is nothing to rank. */
function requireQuery(q: string): string {
  if (q.trim() === "") throw new AppError("bad_request", "invalid query: q must not be empty", { issues: [{ field: "q", message: "must not be empty" }] });
  return q;
}

function page<T>(results: T[], offset: number, limit: number) {
  return { results, next_cursor: results.length === limit ? encodeCursor(["o", offset + limit]) : null };
}

export const searchRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(getSearch, async (c) => {
    const q = c.req.valid("query");
    const user = c.get("user");
    const offset = q.cursor === undefined ? 0 : decodeCursor(q.cursor, OffsetCursor)[1];
    const kinds = q.kind === undefined ? [...KINDS] : q.kind.split(",").map((k) => k.trim());
    const unknown = kinds.filter((k) => !(KINDS as readonly string[]).includes(k));
    if (unknown.length > 0 || kinds.length === 0) {
      throw new AppError("bad_request", `invalid query: kind must list event, node or grip`, {
        issues: [{ field: "kind", message: "must be event, node or grip" }],
      });
    }
    const results = await search(
      userDatabase(c.env, user.userId),
      user.userId,
      user.timeZone,
      {
        query: requireQuery(q.q),
        kinds: kinds as HitKind[],
        filters: { fromMs: q.from, toMs: q.to, agent: q.agent, sessionId: q.session_id, project: q.project, level: q.level },
        recency: q.recency === "true",
        limit: q.limit,
        offset,
      },
      Date.now(),
    );
    return c.json(page(results, offset, q.limit), 200);
  })
  .openapi(getSubtreeSearch, async (c) => {
    const q = c.req.valid("query");
    const user = c.get("user");
    const node = await findNode(userDatabase(c.env, user.userId), user.userId, c.req.valid("param").id);
    if (!node) throw new AppError("not_found", "no such node");
    const offset = q.cursor === undefined ? 0 : decodeCursor(q.cursor, OffsetCursor)[1];
    const results = await search(
      userDatabase(c.env, user.userId),
      user.userId,
      user.timeZone,
      {
        query: requireQuery(q.q),
        kinds: ["node"],
        filters: { within: { nodeId: node.nodeId, startMs: node.startTsMs, endMs: node.endTsMs } },
        recency: q.recency === "true",
        limit: q.limit,
        offset,
      },
      Date.now(),
    );
    return c.json(page(results, offset, q.limit), 200);
  })
  .openapi(getResolve, async (c) => {
    const user = c.get("user");
    const { period } = c.req.valid("query");
    const resolved = resolvePeriod(period, Date.now(), user.timeZone);
    if (!resolved) {
      throw new AppError("bad_request", `invalid query: period "${period}" is not a period I know; say ${PERIOD_FORMS}`, {
        issues: [{ field: "period", message: "unknown period" }],
        accepted: PERIOD_EXAMPLES,
      });
    }
    const existing = await findNodes(userDatabase(c.env, user.userId), user.userId, resolved.node_ids);
    return c.json(
      {
        period: resolved.period,
        level: resolved.level,
        node_ids: resolved.node_ids,
        existing_node_ids: resolved.node_ids.filter((id) => existing.has(id)),
        empty: existing.size === 0,
        start: new Date(resolved.start_ms).toISOString(),
        end: new Date(resolved.end_ms).toISOString(),
        time_zone: user.timeZone,
      },
      200,
    );
  });
