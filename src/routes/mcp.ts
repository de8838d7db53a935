/**
 * `/mcp`: the MCP server over the Streamable HTTP transport, stateless. Every POST carries one
 * JSON-RPC message (or a batch) and gets its answer as JSON; no session is kept, so any
 * isolate can answer any request and nothing outlives it. The SDK speaks the protocol.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { createRoute, z } from "@hono/zod-openapi";
import { Hono } from "hono";
import { AppError } from "../core/errors";
import { buildMcpServer } from "../mcp/server";
import { MCP_TOOLS } from "../mcp/tools";
import type { AppEnv } from "./app-env";
import { callerOf, commonErrors, errorResponse, json } from "./shared";

/** The most a request to /mcp may carry: tool arguments are small (a search's words at most). */
const MAX_MCP_BODY_BYTES = 256 * 1024;

export const mcpRouter = new Hono<AppEnv>()
  .post("/", async (c) => {
    const server = buildMcpServer(callerOf(c));
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MAX_MCP_BODY_BYTES,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  })
  // Stateless: there is no stream to open (GET) and no session to end (DELETE); the transport
  // specification has the server answer 405 for both.
  .on(["GET", "DELETE"], "/", (c) =>
    c.json(new AppError("method_not_allowed", "this MCP server is stateless: POST JSON-RPC messages to /mcp").toBody(), 405, { Allow: "POST" }),
  );

const JsonRpcSchema = z
  .object({
    jsonrpc: z.literal("2.0"),
    id: z.union([z.string(), z.number()]).optional().openapi({ description: "absent in a notification" }),
    method: z.string().optional().openapi({ example: "tools/call" }),
    params: z.record(z.string(), z.unknown()).optional(),
    result: z.record(z.string(), z.unknown()).optional(),
    error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }).optional(),
  })
  .openapi("JsonRpcMessage");

/** `/mcp` in the OpenAPI document: the SDK serves it, so it is described here rather than routed. */
export const mcpOperation = createRoute({
  method: "post",
  path: "/mcp",
  tags: ["mcp"],
  summary: `MCP server (Streamable HTTP, stateless; JSON-RPC in, JSON out). Tools: ${MCP_TOOLS.map((t) => t.name).join(", ")}`,
  request: { body: { required: true, content: { "application/json": { schema: JsonRpcSchema } } } },
  responses: {
    200: json(JsonRpcSchema, "The JSON-RPC response (a protocol error too, such as -32601 for an unknown method)"),
    202: { description: "Accepted: the message was a notification" },
    400: json(JsonRpcSchema, "Not JSON, or not a JSON-RPC message: a JSON-RPC error -32700"),
    401: errorResponse("Missing, invalid or revoked token; WWW-Authenticate: Bearer"),
    405: errorResponse("GET or DELETE: there is no stream and no session"),
    429: commonErrors[429],
  },
});
