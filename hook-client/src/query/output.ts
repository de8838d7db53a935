import { CHARS_PER_TOKEN } from "../constants";
import type { TocNode } from "./types";

/** How the size of an answer is estimated; printed with every answer so an agent knows what the number means. */
export const ESTIMATE_METHOD = `characters / ${CHARS_PER_TOKEN}`;

export function estimateTokens(chars: number): number {
  return Math.ceil(chars / CHARS_PER_TOKEN);
}

/**
 * The JSON answer: the service's JSON plus `estimate`, the size of the whole printed line with
 * the estimate in it (recomputed until it describes itself; its own digits rarely change it).
 */
export function jsonAnswer(data: object): string {
  let estimate = { tokens: 0, chars: 0, method: ESTIMATE_METHOD };
  for (let i = 0; i < 5; i++) {
    const out = JSON.stringify({ ...data, estimate }) + "\n";
    if (out.length === estimate.chars) return out;
    estimate = { tokens: estimateTokens(out.length), chars: out.length, method: ESTIMATE_METHOD };
  }
  return JSON.stringify({ ...data, estimate }) + "\n";
}

/** The human answer: the lines, then one line with the size estimate of everything above it. */
export function humanAnswer(lines: string[]): string {
  const text = lines.join("\n") + "\n";
  return `${text}(≈ ${estimateTokens(text.length).toLocaleString("en-US")} tokens: ${text.length.toLocaleString("en-US")} characters / ${CHARS_PER_TOKEN})\n`;
}

const pad2 = (n: number): string => String(n).padStart(2, "0");
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** `2026-03-04` in local time. */
export function localDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** `14:02` (or `14:02:11` with seconds) in local time. */
export function localTime(ms: number, seconds = false): string {
  const d = new Date(ms);
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}${seconds ? `:${pad2(d.getSeconds())}` : ""}`;
}

export function localDateTime(ms: number): string {
  return `${localDate(ms)} ${localTime(ms)}`;
}

/** A local time span: `2026-03-04 14:02–14:05`, or both dates when it crosses midnight. */
export function localSpan(startMs: number, endMs: number): string {
  const last = Math.max(startMs, endMs - 1);
  return localDate(startMs) === localDate(last) ? `${localDateTime(startMs)}–${localTime(last)}` : `${localDateTime(startMs)} – ${localDateTime(last)}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `2026-03-04` of a UTC-midnight timestamp (civil-date arithmetic, no time zone involved). */
const civil = (utcMs: number): string => new Date(utcMs).toISOString().slice(0, 10);

/** `Wed 2026-03-04` for a civil date given as `2026-03-04`. */
function dayLabel(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(ms) ? `${WEEKDAYS[new Date(ms).getUTCDay()]} ${date}` : date;
}

/** `2026-W10 (03-02 → 03-08)`: an ISO week with its Monday and Sunday (week 1 holds January 4th). */
function weekLabel(name: string): string {
  const m = /^(\d{4})-W(\d{2})$/.exec(name);
  if (!m) return name;
  const jan4 = Date.UTC(Number(m[1]), 0, 4);
  const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000 + (Number(m[2]) - 1) * 7 * 86_400_000;
  return `${name} (${civil(monday).slice(5)} → ${civil(monday + 6 * 86_400_000).slice(5)})`;
}

/**
 * What a node covers. A segment: its time span in local time. A period: its name, which is in
 * the user's time zone (the service's), so its dates come from the id rather than from the
 * instants, which a machine in another zone would shift by a day.
 */
export function nodeDates(node: Pick<TocNode, "node_id" | "level" | "start_ts_ms" | "end_ts_ms">): string {
  const name = node.node_id.split(":")[2] ?? "";
  switch (node.level) {
    case "segment":
      return localSpan(node.start_ts_ms, node.end_ts_ms);
    case "day":
      return dayLabel(name);
    case "week":
      return weekLabel(name);
    case "month": {
      const m = /^(\d{4})-(\d{2})$/.exec(name);
      return m ? `${MONTHS[Number(m[2]) - 1] ?? m[2]} ${m[1]}` : name;
    }
    default:
      return name;
  }
}

/** `2026-03-04` of an instant in `timeZone` (the user's zone, for period bounds); local time if the zone is unknown here. */
export function dateIn(ms: number, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(ms));
    const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? "";
    return `${get("year")}-${get("month")}-${get("day")}`;
  } catch {
    return localDate(ms);
  }
}

/** A node's title, or what stands in for it before its rollup wrote one. */
export function nodeTitle(node: Pick<TocNode, "title" | "status">): string {
  return node.title.trim() || (node.status === "pending" ? "(no summary yet)" : "(untitled)");
}

export function statusTag(node: Pick<TocNode, "status">): string {
  return node.status === "final" ? "" : ` [${node.status}]`;
}

/** One line of `text`: whitespace collapsed, cut at `max` characters with an ellipsis. */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** `text` indented, cut at `max` characters (0: whole) with a note saying how much was left out. */
export function block(text: string, indent: string, max: number): string[] {
  const cut = max > 0 && text.length > max;
  const shown = cut ? text.slice(0, max) : text;
  const lines = shown.split("\n").map((l) => indent + l.trimEnd());
  if (cut) lines.push(`${indent}… (${(text.length - max).toLocaleString("en-US")} more characters; --full shows all)`);
  return lines;
}

/** Bullets as `• text [grip ids]`, marking those no event supports. */
export function bulletLines(node: Pick<TocNode, "bullets">, indent: string): string[] {
  return node.bullets.map((b) => {
    const grips = b.grip_ids.length > 0 ? `  [${b.grip_ids.join(", ")}]` : b.supported ? "" : "  (unsupported)";
    return `${indent}• ${b.text}${grips}`;
  });
}
