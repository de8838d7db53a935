import { navigationTools } from "./navigation";
import type { McpTool } from "./tool";

/**
 * Every tool the MCP server offers. Long-term memory tools (`memories`, `remember`) belong in a
 * module of their own beside navigation.ts, added to this list; a tool that writes, like
 * `remember`, says so in its `annotations` (the default is read-only).
 */
export const MCP_TOOLS: readonly McpTool[] = [...navigationTools];
