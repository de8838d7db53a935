// The `amem mcp` bridge: a local stdio MCP server that forwards every message to the service's
// remote MCP endpoint. It is bundled on its own (dist/amem-mcp.cjs, loaded only by `amem mcp`)
// because the MCP SDK it uses is larger than the whole hook client, and the hook starts once per
// agent event. Framing, sessions and SSE are the SDK's transports; this file only wires them.
import { StreamableHTTPClientTransport, StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import {
  ErrorCode,
  isInitializeRequest,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
  type RequestId,
} from "@modelcontextprotocol/sdk/types.js";
import { BRIDGE_ERROR, remoteFailure } from "./errors";

/** Longest the bridge waits, once the client closed stdin, for answers to requests it already forwarded. */
const DRAIN_LIMIT_MS = 30_000;

export interface BridgeOptions {
  /** The remote MCP endpoint, e.g. https://memory.example.workers.dev/mcp. */
  endpoint: string;
  /** The bearer token; without one every request is answered with an error saying how to log in. */
  token: string | undefined;
  /** The amem version, sent as the User-Agent so the service's logs can tell bridge traffic apart. */
  version: string;
  /** Diagnostics for the user; stdout carries only protocol messages. */
  log: (line: string) => void;
}

function errorResponse(id: RequestId | undefined, code: number, message: string, data?: Record<string, unknown>): JSONRPCErrorResponse {
  return { jsonrpc: "2.0", ...(id === undefined ? {} : { id }), error: { code, message, ...(data ? { data } : {}) } };
}

/**
 * Runs the bridge until stdin ends (the client closed it), then ends the remote session.
 * Requests the remote cannot answer (no token, 401, service down) get a JSON-RPC error with the
 * request's id, so the client shows the reason instead of waiting for its own timeout.
 */
export async function runBridge(opts: BridgeOptions): Promise<void> {
  const stdin = process.stdin;
  const local = new StdioServerTransport(stdin, process.stdout);
  const remote = new StreamableHTTPClientTransport(new URL(opts.endpoint), {
    requestInit: { headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), "user-agent": `amem-mcp/${opts.version}` } },
  });
  const toLocal = (message: JSONRPCMessage): void => {
    local.send(message).catch((err: unknown) => opts.log(`could not write to the client: ${String(err)}`));
  };
  /** Requests forwarded and not answered yet: after stdin ends, the bridge waits for them before it closes. */
  const pending = new Set<RequestId>();
  let drained: (() => void) | undefined;
  const settle = (id: RequestId): void => {
    pending.delete(id);
    if (pending.size === 0) drained?.();
  };
  /** The id of the client's initialize request: its answer names the protocol version later requests must carry. */
  let initializeId: RequestId | undefined;

  remote.onmessage = (message) => {
    if (initializeId !== undefined && isJSONRPCResultResponse(message) && message.id === initializeId) {
      const version = message.result["protocolVersion"];
      if (typeof version === "string") remote.setProtocolVersion(version);
      initializeId = undefined;
    }
    toLocal(message);
    if (!("method" in message) && "id" in message && message.id !== undefined) settle(message.id);
  };
  /** Errors a failed send already answered; the transport reports them to onerror too. */
  const answered = new WeakSet<object>();
  let closing = false;
  // Logged a turn later, once a failed send's catch has claimed its error: what is left is the optional GET stream.
  remote.onerror = (err) =>
    setImmediate(() => {
      if (!closing && !answered.has(err)) opts.log(`remote: ${err.message}`);
    });

  local.onmessage = (message) => {
    if (!isJSONRPCRequest(message)) {
      if (opts.token) remote.send(message).catch(() => undefined); // notifications and responses have no one to answer
      return;
    }
    if (!opts.token) {
      toLocal(errorResponse(message.id, BRIDGE_ERROR.unauthorized, "amem has no token: run `amem login` (or set AMEM_TOKEN) and restart this MCP server"));
      return;
    }
    if (isInitializeRequest(message)) initializeId = message.id;
    pending.add(message.id);
    remote.send(message).catch((err: unknown) => {
      settle(message.id);
      if (typeof err === "object" && err !== null) answered.add(err);
      const failure = remoteFailure(err, opts.endpoint, err instanceof StreamableHTTPError ? err.code : undefined);
      opts.log(`${message.method}: ${failure.message}`);
      toLocal(errorResponse(message.id, failure.code, failure.message, failure.data));
    });
  };
  local.onerror = (err) => {
    opts.log(`client: ${err.message}`);
    // Apart from stdin's own errors, what reaches here is a line the SDK could not parse: answer it as JSON-RPC asks, without an id.
    if (err instanceof SyntaxError || err.name === "ZodError")
      toLocal(errorResponse(undefined, ErrorCode.ParseError, `not a JSON-RPC message: ${err.message.slice(0, 200)}`));
  };

  const ended = new Promise<void>((resolve) => {
    stdin.once("end", resolve);
    stdin.once("close", resolve);
  });
  await remote.start();
  await local.start();
  await ended;
  if (pending.size > 0) {
    const allAnswered = new Promise<void>((resolve) => {
      drained = resolve;
    });
    await Promise.race([allAnswered, new Promise((resolve) => setTimeout(resolve, DRAIN_LIMIT_MS).unref())]);
  }
  closing = true;
  await local.close();
  if (remote.sessionId) await remote.terminateSession().catch(() => undefined);
  await remote.close();
}
