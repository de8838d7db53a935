/** The prompt a language model summarizes from, and the JSON it must answer with. */
import { z } from "zod";
import type { StoredEvent } from "../ingest/event";
import { SUMMARY_MAX_BULLETS, SUMMARY_MAX_KEYWORDS } from "../toc/constants";
import type { Summary, SummaryInput } from "./types";

export const SYSTEM_PROMPT = `You summarize a coding agent's work for a memory index that agents and developers navigate later.
Answer with one JSON object and nothing else:
{"title": string, "bullets": string[], "keywords": string[]}
- title: at most 10 words naming what the user wanted.
- bullets: 3 to ${SUMMARY_MAX_BULLETS} short factual sentences covering what was asked, what was decided or concluded, what was done (files edited, commands run, tests passing or failing) and any errors. Name files, commands and identifiers exactly.
- keywords: 3 to ${SUMMARY_MAX_KEYWORDS} topics or code identifiers (e.g. requireAuth, jwt.ts, ERR_TOKEN_EXPIRED); no stop words.
Text marked as context is there for continuity only: do not summarize it as this period's work.`;

/** Per-event caps, so one huge tool output cannot crowd out the conversation. */
const EVENT_CHARS: Record<StoredEvent["event_type"], number> = {
  session_start: 200,
  user_message: 2_000,
  assistant_message: 1_500,
  tool_use: 300,
  tool_result: 600,
  assistant_stop: 1_500,
  subagent_start: 300,
  subagent_stop: 800,
  compaction: 1_200,
  session_end: 200,
};
/** Share of the character budget given to the start of a long transcript; the rest goes to its end. */
const HEAD_SHARE = 0.6;

function eventLine(event: StoredEvent): string {
  const time = new Date(event.ts_ms).toISOString().slice(11, 16);
  const tool = event.metadata["tool_name"] ? ` ${event.metadata["tool_name"]}` : "";
  const failed = event.metadata["is_error"] === "true" ? " (failed)" : "";
  const text = event.text.replace(/\s+/g, " ").trim().slice(0, EVENT_CHARS[event.event_type]);
  return `[${time}] ${event.event_type}${tool}${failed}: ${text}`;
}

/** Keeps the head and the tail of a list of lines within `maxChars`, marking what was left out. */
function fit(lines: string[], maxChars: number): string[] {
  const total = lines.reduce((n, l) => n + l.length + 1, 0);
  if (total <= maxChars) return lines;
  const head: string[] = [];
  let used = 0;
  for (const line of lines) {
    if (used + line.length + 1 > maxChars * HEAD_SHARE) break;
    head.push(line);
    used += line.length + 1;
  }
  const tail: string[] = [];
  for (let i = lines.length - 1; i >= head.length; i--) {
    const line = lines[i] as string;
    if (used + line.length + 1 > maxChars) break;
    tail.unshift(line);
    used += line.length + 1;
  }
  return [...head, `[… ${lines.length - head.length - tail.length} events left out …]`, ...tail];
}

/** The user message for a summary request. */
export function userPrompt(input: SummaryInput, maxChars: number): string {
  if (input.kind === "segment") {
    const context = (input.overlap ?? []).map(eventLine);
    const lines = fit(input.events.map(eventLine), maxChars);
    const parts = context.length > 0 ? [`Context (from the previous segment):\n${context.join("\n")}`, ""] : [];
    return [...parts, `Session events to summarize:\n${lines.join("\n")}`].join("\n");
  }
  const children = input.children.map((child, i) => {
    const bullets = child.bullets.map((b) => `  - ${b.text}`).join("\n");
    return `${i + 1}. ${child.title} (weight ${child.weight})\n${bullets}\n  keywords: ${child.keywords.join(", ")}`;
  });
  return [
    `Summarize this ${input.level} (${input.nodeId}) from the summaries of its parts, weighing larger parts more.`,
    `Lead with outcomes: for each main piece of work, name its topic and how it ended — results, root causes, decisions, commits and PRs, tests that went from failing to passing, what is still broken. Restate asks or list files only if room remains. Keep exact figures and identifiers.`,
    fit(children, maxChars).join("\n"),
  ].join("\n");
}

const SummarySchema = z.object({
  title: z.string().trim().min(1).max(120),
  bullets: z.array(z.string().trim().min(1).max(500)).min(1).max(10),
  keywords: z.array(z.string().trim().min(1).max(80)).max(12),
});

/** Reads the model's answer: JSON (optionally fenced), validated, trimmed to our limits. Null when unusable. */
export function parseSummary(text: string): Summary | null {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  let json: unknown;
  try {
    json = JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
  const parsed = SummarySchema.safeParse(json);
  if (!parsed.success) return null;
  return {
    title: parsed.data.title,
    bullets: parsed.data.bullets.slice(0, SUMMARY_MAX_BULLETS),
    keywords: [...new Set(parsed.data.keywords)].slice(0, SUMMARY_MAX_KEYWORDS),
  };
}
