/**
 * The long-term memory tools: `memories` reads what a project keeps for good (decisions,
 * conventions, facts, open tasks), `remember` keeps what the user states. Same handlers as
 * GET and POST /v1/memories.
 */
import { z } from "@hono/zod-openapi";
import {
  MemoriesAnswerSchema,
  memoriesCursor,
  MemoriesQuerySchema,
  type MemoryView,
  readMemories,
  remember,
  RememberAnswerSchema,
  RememberBodySchema,
} from "../../api/memories";
import { MEMORY_STATUSES } from "../../core/memories/model";
import { fitPage } from "../budget";
import { moreLine } from "../render";
import { defineTool, type McpTool } from "./tool";

function memoryLine(m: MemoryView): string {
  const extra = [m.key ? `key: ${m.key}` : "", m.status === "active" ? "" : m.status, m.project ?? "every project", m.memory_id].filter((s) => s !== "");
  return `[${m.kind}] ${m.text} (${extra.join(", ")})`;
}

const memories = defineTool({
  name: "memories",
  title: "Long-term memories",
  description:
    "What the user's projects keep for good: decisions (we use X, not Y), conventions (always / never / prefer), facts and open tasks, newest first. Call it at the start of work in a project, with the project's name: it answers that project's memories and those that hold for every project. Follow them unless the user says otherwise. Each memory names the grips that support it (expand_grip for the evidence).",
  input: MemoriesQuerySchema.extend({
    status: z
      .enum(MEMORY_STATUSES)
      .default("active")
      .describe("active (default): kept; candidate: proposed, waiting for review; archived: set aside or superseded"),
  }),
  output: MemoriesAnswerSchema,
  async run(caller, query, budget) {
    const all = await readMemories(caller, query);
    const { answer, kept, tokens } = fitPage(budget, all.memories, (list) => {
      const last = list[list.length - 1];
      return list.length < all.memories.length && last ? { memories: [...list], next_cursor: memoriesCursor(last), has_more: true } : all;
    });
    const cut = kept < all.memories.length;
    const text = answer.memories.length === 0 ? ["No memories."] : answer.memories.map(memoryLine);
    return { answer, cut, tokens, text: [...text, ...moreLine("memories", answer.next_cursor, cut)] };
  },
  cites: (answer) => answer.memories.map((m) => ({ kind: "memory", id: m.memory_id })),
});

const rememberTool = defineTool({
  name: "remember",
  title: "Remember",
  description:
    "Keep something the user stated for later sessions: a decision (kind decision: 'we use jose, not jsonwebtoken'), a convention (instruction: 'never commit to main'), a fact, or an open task. Use the user's words; do not store your own guesses. Give the project's name to keep it for that project (omit it for every project), and a key naming the subject so that a later decision on it supersedes this one (the older stays as history).",
  input: RememberBodySchema,
  output: RememberAnswerSchema,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  async run(caller, body) {
    const answer = await remember(caller, body);
    const text = [`Remembered ${memoryLine(answer.memory)}.`, ...(answer.superseded ? [`It supersedes ${answer.superseded} (kept as history).`] : [])];
    return { answer, cut: false, text };
  },
});

export const memoryTools: readonly McpTool[] = [memories, rememberTool];
