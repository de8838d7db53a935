import { navigationTools } from "./navigation";
import type { McpTool } from "./tool";

/**
 * Every tool the MCP server offers. Long-term memory tools (`memories`, `remember`) belong in a
 * module of their own beside navigation.ts, added to this list.
 */
export const MCP_TOOLS: readonly McpTool[] = [...navigationTools];
