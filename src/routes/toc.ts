import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  ChildrenAnswerSchema,
  ChildrenQuerySchema,
  expandGrip,
  GripAnswerSchema,
  GripIdSchema,
  GripQuerySchema,
  NodeAnswerSchema,
  NodeIdSchema,
  NodeQuerySchema,
  readChildren,
  readNode,
  readRoot,
  RootAnswerSchema,
} from "../api/toc";
import type { AppEnv } from "./app-env";
import { callerOf, commonErrors, errorResponse, json, validationHook } from "./shared";

const NodeIdParam = z.object({ id: NodeIdSchema.openapi({ param: { name: "id", in: "path" }, example: "toc:year:2026" }) });

const getRoot = createRoute({
  method: "get",
  path: "/toc/root",
  summary: "Year nodes, newest first: where navigation starts",
  responses: { 200: json(RootAnswerSchema, "Years"), ...commonErrors },
});

const getNode = createRoute({
  method: "get",
  path: "/toc/nodes/{id}",
  summary: "One node: title, bullets with grip ids, keywords, time range, version",
  request: { params: NodeIdParam, query: NodeQuerySchema },
  responses: { 200: json(NodeAnswerSchema, "The node"), ...commonErrors, 404: errorResponse("No such node") },
});

const getChildren = createRoute({
  method: "get",
  path: "/toc/nodes/{id}/children",
  summary: "A node's children in time order, paginated",
  request: { params: NodeIdParam, query: ChildrenQuerySchema },
  responses: { 200: json(ChildrenAnswerSchema, "A page of children"), ...commonErrors, 404: errorResponse("No such node") },
});

const getGrip = createRoute({
  method: "get",
  path: "/grips/{id}",
  summary: "A grip, the events it spans, and context before and after",
  request: { params: z.object({ id: GripIdSchema.openapi({ param: { name: "id", in: "path" } }) }), query: GripQuerySchema },
  responses: { 200: json(GripAnswerSchema, "The grip expanded"), ...commonErrors, 404: errorResponse("No such grip") },
});

export const tocRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(getRoot, async (c) => c.json(await readRoot(callerOf(c)), 200))
  .openapi(getNode, async (c) => c.json(await readNode(callerOf(c), c.req.valid("param").id, c.req.valid("query").use), 200))
  .openapi(getChildren, async (c) => c.json(await readChildren(callerOf(c), c.req.valid("param").id, c.req.valid("query")), 200))
  .openapi(getGrip, async (c) => c.json(await expandGrip(callerOf(c), c.req.valid("param").id, c.req.valid("query")), 200));
