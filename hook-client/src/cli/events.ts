import { type Args, flag } from "../args";
import { type Api, CliError } from "../query/api";
import { int, text, time } from "../query/options";
import { humanAnswer, jsonAnswer, localDateTime, oneLine } from "../query/output";
import type { EventsPage } from "../query/types";
import { eventLines } from "./expand";

export const EVENTS_OPTIONS = ["from", "to", "session", "agent", "limit", "cursor", "full"];

/** The service's largest page. */
const MAX_LIMIT = 500;
const DEFAULT_LIMIT = 50;
const TEXT_CHARS = 100;

/**
 * `amem events --from <t> [--to <t>] [--session id] [--agent a] [--limit N] [--full]`: raw
 * events, oldest first. One line each; --full prints each event's whole text.
 */
export async function eventsCommand(api: Api, args: Args): Promise<string> {
  const from = await time(api, args, "from");
  const to = await time(api, args, "to");
  const session = text(args, "session");
  if (from === undefined && session === undefined) throw new CliError("give --from (e.g. --from 2h, --from 2026-03-04) or --session <id>", 2);
  if (from !== undefined && to !== undefined && to <= from) throw new CliError("--to must be after --from", 2);
  const answer = await api.get<EventsPage>("/v1/events", {
    from,
    to,
    session_id: session,
    agent: text(args, "agent"),
    limit: int(args, "limit", 1, MAX_LIMIT) ?? DEFAULT_LIMIT,
    cursor: text(args, "cursor"),
  });
  if (flag(args, "json")) return jsonAnswer(answer, flag(args, "full"));
  const range = `${from === undefined ? "the start" : localDateTime(from)} → ${to === undefined ? "now" : localDateTime(to)}`;
  const lines = [`${answer.events.length} event(s), ${range}${session ? `, session ${session}` : ""}, oldest first:`];
  if (flag(args, "full")) {
    for (const e of answer.events) lines.push(...eventLines(e, "-", true, true));
  } else {
    if (answer.events.length > 0) lines.push(`${"LOCAL TIME".padEnd(16)}  SESSION   ${"AGENT".padEnd(11)} ${"TYPE".padEnd(22)} TEXT`);
    for (const e of answer.events) {
      const tool = e.metadata["tool_name"] ? ` ${e.metadata["tool_name"]}` : "";
      lines.push(
        `${localDateTime(e.ts_ms)}  ${e.session_id.slice(0, 8)}  ${e.agent.padEnd(11)} ${(e.event_type + tool).padEnd(22)} ${oneLine(e.text, TEXT_CHARS)}`.trimEnd(),
      );
    }
  }
  if (answer.next_cursor) lines.push(`more: add --cursor ${answer.next_cursor}`);
  return humanAnswer(lines);
}
