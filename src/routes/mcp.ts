/**
 * `/mcp`: the MCP server over the Streamable HTTP transport, stateless. Every POST carries one
 * JSON-RPC message (or a batch) and gets its answer as JSON; no session is kept, so any
 * isolate can answer any request and nothing outlives it. The SDK speaks the protocol.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono } from "hono";
import { AppError } from "../core/errors";
import { buildMcpServer } from "../mcp/server";
import type { AppEnv } from "./app-env";
import { callerOf } from "./shared";

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
