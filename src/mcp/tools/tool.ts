import type { z } from "@hono/zod-openapi";
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { Caller } from "../../api/common";
import type { UseRef } from "../../api/uses";
import type { Budget } from "../budget";

/** What a tool answers before the server adds its size: the structured answer, its text form, and whether it was cut to fit. */
export interface ToolAnswer<T> {
  answer: T;
  text: string[];
  cut: boolean;
  /** The answer's size as JSON in tokens, when fitting it already counted them. */
  tokens?: number;
}

/**
 * One MCP tool over the read API. `input` and `output` are the REST API's zod schemas (or
 * built from them): the server turns them into the tool's JSON schemas and validates with them.
 */
export interface McpTool<Input extends z.ZodObject = z.ZodObject, Output extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  /** What the tool is for and when to call it: the model chooses tools by this text. */
  description: string;
  input: Input;
  output: Output;
  /** Hints to the client; without them a tool is read-only and touches nothing outside the memory. */
  annotations?: Omit<ToolAnnotations, "title">;
  run(caller: Caller, args: z.output<Input>, budget: Budget): Promise<ToolAnswer<z.output<Output>>>;
  /**
   * What the answer hands the agent, counted as cited (src/api/uses.ts). A tool that opens one
   * item (read_node, expand_grip) leaves it out: its handler counts the read as opened.
   */
  cites?(answer: z.output<Output>): UseRef[];
}

/** Keeps a tool's own types where it is written; the server registers any tool. */
export const defineTool = <Input extends z.ZodObject, Output extends z.ZodObject>(tool: McpTool<Input, Output>): McpTool => tool as unknown as McpTool;
