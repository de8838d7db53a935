import { memoryTools } from "./memories";
import { navigationTools } from "./navigation";
import type { McpTool } from "./tool";

/**
 * Every tool the MCP server offers: the navigation of past sessions, and the long-term memories
 * (`memories`, `remember`). A tool that writes, like `remember`, says so in its `annotations`
 * (the default is read-only).
 */
export const MCP_TOOLS: readonly McpTool[] = [...memoryTools, ...navigationTools];
