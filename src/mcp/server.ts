/**
 * The MCP server: the tools over the read API, for one authenticated caller. Built per
 * request (the transport is stateless), so a tool can never see another caller's data.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { z } from "@hono/zod-openapi";
import type { Caller } from "../api/common";
import { countUses } from "../api/uses";
import { AppError, storageFailure } from "../core/errors";
import { loadTokenCounter } from "../core/toc/tokens";
import { type Budget, DEFAULT_TOOL_BUDGET_TOKENS, jsonTokens, MAX_TOOL_BUDGET_TOKENS, MIN_TOOL_BUDGET_TOKENS } from "./budget";
import { MCP_TOOLS } from "./tools";

export const MCP_SERVER_NAME = "agent-memory-edge";
const MCP_SERVER_VERSION = "1";
const TOKEN_METHOD = "cl100k_base";

/** What a client is told once, at initialization: how to walk the memory cheaply. */
const INSTRUCTIONS = [
  "Memory of the user's past coding sessions, arranged year › month › week › day › segment; each node has a summary (title, bullets, keywords) and each bullet grips: links to the raw events behind it.",
  "Read top down and stop as soon as you can answer: `recent` or `resolve_period` for when/what questions, `search` for how/why/which; then `read_node`; `expand_grip` only for exact evidence; `list_events` last.",
  "Every answer says its size (estimate.tokens) and fits `max_tokens`; pages carry next_cursor.",
].join("\n");

const MaxTokensSchema = z
  .number()
  .int()
  .min(MIN_TOOL_BUDGET_TOKENS)
  .max(MAX_TOOL_BUDGET_TOKENS)
  .default(DEFAULT_TOOL_BUDGET_TOKENS)
  .describe("the most tokens this answer may take; a longer one is cut (with a cursor to the rest where the tool pages)");

const EstimateSchema = z.object({
  tokens: z.number().int().describe("tokens of the structured answer as JSON"),
  text_tokens: z.number().int().describe("tokens of the text answer"),
  max_tokens: z.number().int(),
  cut: z.boolean().describe("true when items were left out or long texts clipped to fit max_tokens"),
  method: z.string(),
});

/** An error as a tool result the model can act on; a bug is logged and told as nothing more than that. */
function toolError(tool: string, error: unknown): CallToolResult {
  const known = error instanceof AppError ? error : storageFailure(error);
  if (known) {
    const details = known.details === undefined ? "" : ` ${JSON.stringify(known.details)}`;
    return { isError: true, content: [{ type: "text", text: `${known.code}: ${known.message}${details}` }] };
  }
  console.error("mcp tool failed", tool, error);
  return { isError: true, content: [{ type: "text", text: "internal: internal error" }] };
}

/** Each tool with its schemas as the server offers them, made once per isolate rather than per request. */
const OFFERED = MCP_TOOLS.map((tool) => ({
  tool,
  input: tool.input.extend({ max_tokens: MaxTokensSchema }),
  output: tool.output.extend({ estimate: EstimateSchema }),
}));

function register(server: McpServer, caller: Caller, { tool, input, output }: (typeof OFFERED)[number]): void {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: input,
      outputSchema: output,
      annotations: { title: tool.title, ...(tool.annotations ?? { readOnlyHint: true, openWorldHint: false }) },
    },
    async (validated): Promise<CallToolResult> => {
      // The SDK validated the arguments with the schema above; its typing loses the shape.
      const { max_tokens, ...args } = validated as { max_tokens: number } & Record<string, unknown>;
      try {
        const counter = await loadTokenCounter();
        const budget: Budget = { tokens: max_tokens, count: (text) => counter.count(text) };
        const { answer, text, cut, tokens } = await tool.run(caller, args, budget);
        if (tool.cites) countUses(caller, tool.cites(answer), "cited");
        const body = text.join("\n");
        const estimate = { tokens: tokens ?? jsonTokens(budget, answer), text_tokens: counter.count(body), max_tokens, cut, method: TOKEN_METHOD };
        return { content: [{ type: "text", text: body }], structuredContent: { ...answer, estimate } };
      } catch (error) {
        return toolError(tool.name, error);
      }
    },
  );
}

/**
 * The SDK's default validator (Ajv) compiles schemas to code, which Workers forbid, and is
 * built anew with every server; this one interprets them and is shared. (The server validates
 * JSON schemas only for elicitation, which no tool uses.)
 */
const JSON_SCHEMA_VALIDATOR = new CfWorkerJsonSchemaValidator();

export function buildMcpServer(caller: Caller): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION },
    { instructions: INSTRUCTIONS, jsonSchemaValidator: JSON_SCHEMA_VALIDATOR },
  );
  for (const offered of OFFERED) register(server, caller, offered);
  return server;
}
