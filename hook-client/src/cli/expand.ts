import { type Args, flag } from "../args";
import type { Api } from "../query/api";
import { int, positional } from "../query/options";
import { block, humanAnswer, jsonAnswer, localDateTime, localTime, oneLine } from "../query/output";
import type { Event, Expanded } from "../query/types";

export const EXPAND_OPTIONS = ["before", "after", "full"];

/** The service's most context events on each side. */
const MAX_CONTEXT = 20;
/** Characters of one event's text shown unless --full. */
const EVENT_TEXT_CHARS = 1_500;

/** One event: a header line, then its text indented; `▶` marks the events the grip spans. */
export function eventLines(e: Event, marker: string, full: boolean, withDate = false): string[] {
  const tool = e.metadata["tool_name"] ? ` ${e.metadata["tool_name"]}` : "";
  const head = `${marker} ${withDate ? localDateTime(e.ts_ms) : localTime(e.ts_ms, true)}  ${e.event_type}${tool}  (${e.role}, ${e.agent})  ${e.event_id}`;
  return e.text.trim() === "" ? [head] : [head, ...block(e.text, "    ", full ? 0 : EVENT_TEXT_CHARS)];
}

/** `amem expand <grip-id> [--before N] [--after N] [--full]`: the raw events behind a bullet, with context. */
export async function expandCommand(api: Api, args: Args): Promise<string> {
  const id = positional("expand", args, "a grip id, e.g. grip:1772632931207:9f3c…");
  const answer = await api.get<Expanded>(`/v1/grips/${encodeURIComponent(id)}`, {
    before: int(args, "before", 0, MAX_CONTEXT),
    after: int(args, "after", 0, MAX_CONTEXT),
  });
  if (flag(args, "json")) return jsonAnswer(answer, flag(args, "full"));
  const { grip } = answer;
  const full = flag(args, "full");
  const lines = [
    `${grip.grip_id}  bullet ${grip.bullet_index + 1} of ${grip.node_id}`,
    `${localDateTime(grip.ts_ms)}  session ${grip.session_id}`,
    `excerpt: ${oneLine(grip.excerpt, 400)}`,
    "",
    `${answer.before.length} before, ${answer.events.length} spanned (▶), ${answer.after.length} after:`,
  ];
  for (const e of answer.before) lines.push(...eventLines(e, " ", full));
  for (const e of answer.events) lines.push(...eventLines(e, "▶", full));
  for (const e of answer.after) lines.push(...eventLines(e, " ", full));
  return humanAnswer(lines);
}
