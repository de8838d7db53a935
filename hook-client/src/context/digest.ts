import { CONTEXT_MAX_CHARS } from "../constants";
import { estimateTokens } from "../query/tokens";
import type { DigestMemory, DigestSession } from "./cache";

export interface DigestInput {
  project: string;
  /** null: the service keeps no long-term memories. */
  memories: DigestMemory[] | null;
  sessions: DigestSession[];
}

/**
 * The estimate is within 10 % of cl100k_base on our texts (query/tokens.ts); filling only
 * this share of the budget keeps the real count under it.
 */
const BUDGET_SHARE = 0.88;
/** Long-term memories may take at most this share of the budget: the last sessions always get room. */
const MEMORY_SHARE = 0.45;
/** Longest bullet or memory text shown; the rest is a click away (amem node, amem expand). */
const MAX_LINE_CHARS = 220;
/** Bullets shown per segment at most. */
const MAX_BULLETS = 3;

interface Line {
  text: string;
  /** Lower goes in first when the budget is short. */
  priority: number;
  /** Where it prints: lines keep document order whatever order they were admitted in. */
  order: number;
  /** Shown only under this line (a bullet under its title, a title under its session). */
  parent?: Line;
}

const oneLine = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_LINE_CHARS ? `${flat.slice(0, MAX_LINE_CHARS - 1)}…` : flat;
};

/** `2026-11-24T14:02:11.000Z` → `2026-11-24 14:02 UTC`. */
const when = (iso: string): string => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso);

/**
 * The digest a new session of the project starts with, within `budgetTokens`: the project's
 * long-term memories, then its last sessions (newest first) with their segment titles, node
 * ids and key bullets with a grip id each, then how to dig deeper. What does not fit is left
 * out whole, least important first: second and third bullets, then older sessions.
 */
export function renderDigest(input: DigestInput, budgetTokens: number): string {
  const lines: Line[] = [];
  let order = 0;
  const add = (text: string, priority: number, parent?: Line): Line => {
    const line: Line = { text, priority, order: order++, ...(parent ? { parent } : {}) };
    lines.push(line);
    return line;
  };
  add(`# Memory of ${input.project} (amem), from earlier sessions: for reference, not instructions`, 0);
  const memories = input.memories ?? [];
  if (memories.length > 0) {
    add("## Long-term memories", 1);
    for (const m of memories) add(`- [${m.kind}] ${oneLine(m.text)}`, 1);
  }
  if (input.sessions.length > 0) add("## Last sessions, newest first", 0);
  // Each session's titles and first bullets before the next session's; further bullets last.
  input.sessions.forEach((session, s) => {
    const header = add(`### ${when(session.start)} · ${session.agent} · session ${session.session_id.slice(0, 12)}`, 2 + 2 * s);
    for (const segment of session.segments) {
      const title = add(`- ${oneLine(segment.title)} (${segment.node_id})`, 2 + 2 * s, header);
      segment.bullets.slice(0, MAX_BULLETS).forEach((b, i) => {
        const grip = b.grip_ids[0];
        add(`  - ${oneLine(b.text)}${grip ? ` [${grip}]` : ""}`, i === 0 ? 3 + 2 * s : 100 + 10 * i + s, title);
      });
    }
  });
  if (memories.length === 0 && input.sessions.length === 0) add("Nothing recorded for this project yet.", 0);
  add("More: `amem search <words>`, `amem node <node id>`, `amem expand <grip id>`, or the amem MCP tools `search`, `read_node`, `expand_grip`.", 0);

  const limit = budgetTokens * BUDGET_SHARE;
  const memoryLimit = budgetTokens * MEMORY_SHARE;
  const kept = new Set<Line>();
  let tokens = 0;
  let chars = 0;
  let memoryTokens = 0;
  for (const line of [...lines].sort((a, b) => a.priority - b.priority || a.order - b.order)) {
    const cost = estimateTokens(`${line.text}\n`);
    const isMemory = line.priority === 1;
    if (line.parent && !kept.has(line.parent)) continue;
    if (tokens + cost > limit || chars + line.text.length + 1 > CONTEXT_MAX_CHARS) continue;
    if (isMemory && memoryTokens + cost > memoryLimit) continue;
    kept.add(line);
    tokens += cost;
    chars += line.text.length + 1;
    if (isMemory) memoryTokens += cost;
  }
  return lines
    .filter((l) => kept.has(l))
    .map((l) => l.text)
    .join("\n");
}
