import { ESTIMATE_METHOD, estimateTokens } from "./tokens";
import type { TocNode } from "./types";

export { ESTIMATE_METHOD, estimateTokens };

/** Event metadata an agent reads; the rest (transcript paths, dialects, dedupe keys, native records, token counts) is capture bookkeeping. */
const EVENT_METADATA_KEPT = new Set(["tool_name", "tool_input", "is_error", "exit_code", "git_branch", "agent_type", "agent_name", "diff"]);

type Json = unknown;

/**
 * The lean form of a service answer for `--json` (what `--full` skips): an event keeps its ids,
 * type, role, text, ISO time and the metadata above (`is_error` only when true), `cwd` and
 * `project` only when the working directory differs from the event before; nodes and hits drop the epoch-ms copies of their ISO times and the version; a bullet
 * says `supported` only when it is not, and a node or hit `open` only when it is.
 */
export function leanAnswer(data: Json): Json {
  let lastCwd: unknown;
  const walk = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== "object") return value;
    const o = value as Record<string, unknown>;
    if (typeof o["event_id"] === "string" && typeof o["event_type"] === "string" && typeof o["metadata"] === "object" && o["metadata"] !== null) {
      const { ts_ms: _ms, metadata, ...rest } = o;
      const meta = metadata as Record<string, unknown>;
      const kept: Record<string, unknown> = {};
      if (meta["cwd"] !== undefined && meta["cwd"] !== lastCwd) {
        kept["cwd"] = meta["cwd"];
        if (meta["project"] !== undefined) kept["project"] = meta["project"];
      }
      if (meta["cwd"] !== undefined) lastCwd = meta["cwd"];
      for (const [k, v] of Object.entries(meta)) if (EVENT_METADATA_KEPT.has(k) && !(k === "is_error" && (v === "false" || v === false))) kept[k] = v;
      return Object.keys(kept).length > 0 ? { ...rest, metadata: kept } : rest;
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) {
      if ((k === "start_ts_ms" || k === "end_ts_ms" || k === "version") && "node_id" in o && "start" in o) continue;
      if (k === "ts_ms" && ("date" in o || "ts" in o)) continue;
      if (k === "supported" && v === true && "grip_ids" in o) continue;
      if (k === "open" && v === false && ("node_id" in o || "kind" in o)) continue;
      out[k] = walk(v);
    }
    return out;
  };
  return walk(data);
}

/**
 * The JSON answer: the service's JSON (lean unless `full`) plus `estimate`, the size of the whole
 * printed line with the estimate in it (recomputed until it describes itself).
 */
export function jsonAnswer(data: object, full = false): string {
  const body = (full ? data : leanAnswer(data)) as object;
  let estimate = { tokens: 0, chars: 0, method: ESTIMATE_METHOD };
  for (let i = 0; i < 5; i++) {
    const out = `${JSON.stringify({ ...body, estimate })}\n`;
    const tokens = estimateTokens(out);
    if (out.length === estimate.chars && tokens === estimate.tokens) return out;
    estimate = { tokens, chars: out.length, method: ESTIMATE_METHOD };
  }
  return `${JSON.stringify({ ...body, estimate })}\n`;
}

/** The human answer: the lines, then one line with the size estimate of everything above it. */
export function humanAnswer(lines: string[]): string {
  const text = `${lines.join("\n")}\n`;
  return `${text}(≈ ${estimateTokens(text).toLocaleString("en-US")} tokens: ${text.length.toLocaleString("en-US")} characters, ${ESTIMATE_METHOD})\n`;
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

/** ` (in progress)` for a running session's open segment, ` [status]` for a period not final yet. */
export function statusTag(node: Pick<TocNode, "status" | "open">): string {
  if (node.open) return " (in progress)";
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
