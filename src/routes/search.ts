import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  HitsAnswerSchema,
  parseKinds,
  PeriodSchema,
  resolve,
  ResolveAnswerSchema,
  SearchFilterSchema,
  SearchQuerySchema,
  searchAll,
  searchWithin,
} from "../api/search";
import { NodeIdSchema } from "../api/toc";
import type { AppEnv } from "./app-env";
import { callerOf, commonErrors, errorResponse, json, validationHook } from "./shared";

const getSearch = createRoute({
  method: "get",
  path: "/search",
  summary: "Ranked (BM25) search over events, summaries and grips",
  request: {
    query: SearchQuerySchema.extend({
      kind: z.string().max(30).optional().openapi({ description: "comma-separated: event,node,grip (default all)" }),
      ...SearchFilterSchema.shape,
    }),
  },
  responses: { 200: json(HitsAnswerSchema, "Hits, best first"), ...commonErrors },
});

const getSubtreeSearch = createRoute({
  method: "get",
  path: "/toc/nodes/{id}/search",
  summary: "Rank the summaries below a node (drill from a month to the right day)",
  request: { params: z.object({ id: NodeIdSchema }), query: SearchQuerySchema },
  responses: { 200: json(HitsAnswerSchema, "Descendant nodes, best first"), ...commonErrors, 404: errorResponse("No such node") },
});

const getResolve = createRoute({
  method: "get",
  path: "/toc/resolve",
  summary: "Resolve a period (today, last week, in May, Q3, on Tuesday, 3 days ago, 2026-W05, …) to node ids in the user's time zone",
  request: { query: z.object({ period: PeriodSchema }) },
  responses: { 200: json(ResolveAnswerSchema, "The period"), ...commonErrors },
});

export const searchRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(getSearch, async (c) => {
    const { kind, recency, ...query } = c.req.valid("query");
    return c.json(await searchAll(callerOf(c), { ...query, kinds: parseKinds(kind), recency: recency === "true" }), 200);
  })
  .openapi(getSubtreeSearch, async (c) => {
    const { recency, ...query } = c.req.valid("query");
    return c.json(await searchWithin(callerOf(c), c.req.valid("param").id, { ...query, recency: recency === "true" }), 200);
  })
  .openapi(getResolve, async (c) => c.json(await resolve(callerOf(c), c.req.valid("query").period), 200));
