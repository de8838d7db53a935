import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { DraftEvent, EventType, Role } from "../event";
import { shortHash } from "../hash";
import {
  dedupeKey,
  draft,
  isObject,
  type Json,
  type JsonObject,
  maybeJson,
  Meta,
  parseTimestamp,
  projectMeta,
  renderToolResult,
  str,
  toolSummary,
} from "../map/common";
import { countedKey, type LineResult, type LogParser, type ParserContext } from "./types";

/** When things happened, from `updates.jsonl` (chat_history.jsonl carries no times). */
export interface GrokTimes {
  prompts: number[];
  thoughts: number[];
  messages: number[];
  toolStart: Record<string, number>;
  toolEnd: Record<string, number>;
}

export interface GrokSession {
  sessionId: string;
  cwd?: string;
  model?: string;
  agentName?: string;
  createdMs?: number;
  times: GrokTimes;
}

interface GrokState {
  prompts: number;
  thoughts: number;
  messages: number;
  lastTs?: number;
  tools: Record<string, { name: string; input: Json }>;
  /** Content-keyed events seen, per key, to number repeats (every Grok key but reasoning's is one). */
  repeats?: Record<string, number>;
}

function readJsonLines(path: string): unknown[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return [];
  }
  const out: unknown[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line));
    } catch {
      // a half-written last line: its time is simply unknown
    }
  }
  return out;
}

/** Reads a session directory's `summary.json` and `updates.jsonl`; both are optional. */
export function loadGrokSession(dir: string, nowMs: number): GrokSession {
  let summary: JsonObject = {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(dir, "summary.json"), "utf8"));
    if (isObject(parsed)) summary = parsed;
  } catch {
    // no summary yet
  }
  const info = isObject(summary["info"]) ? summary["info"] : {};
  const times: GrokTimes = { prompts: [], thoughts: [], messages: [], toolStart: {}, toolEnd: {} };
  let previous = "";
  for (const u of readJsonLines(join(dir, "updates.jsonl"))) {
    if (!isObject(u) || !isObject(u["params"])) continue;
    const update = u["params"]["update"];
    if (!isObject(update)) continue;
    const meta = isObject(u["_meta"]) ? u["_meta"] : isObject(u["params"]["_meta"]) ? u["params"]["_meta"] : {};
    const ts =
      parseTimestamp(meta["agentTimestampMs"], nowMs) ?? parseTimestamp(typeof u["timestamp"] === "number" ? u["timestamp"] * 1000 : u["timestamp"], nowMs);
    const kind = str(update["sessionUpdate"]) ?? "";
    if (ts === undefined) continue;
    // A message arrives as a run of chunks: the run's first chunk says when it started.
    const first = kind !== previous;
    previous = kind;
    if (kind === "user_message_chunk" && first) times.prompts.push(ts);
    else if (kind === "agent_thought_chunk" && first) times.thoughts.push(ts);
    else if (kind === "agent_message_chunk" && first) times.messages.push(ts);
    else if (kind === "tool_call" || kind === "tool_call_update") {
      const id = str(update["toolCallId"]);
      if (!id) continue;
      if (kind === "tool_call") times.toolStart[id] ??= ts;
      if (update["status"] === "completed" || update["status"] === "failed") times.toolEnd[id] = ts;
    }
  }
  const session: GrokSession = { sessionId: str(info["id"]) ?? basename(dir), times };
  const cwd = str(info["cwd"]);
  if (cwd) session.cwd = cwd;
  const model = str(summary["current_model_id"]);
  if (model) session.model = model;
  const agentName = str(summary["agent_name"]);
  if (agentName) session.agentName = agentName;
  const created = parseTimestamp(summary["created_at"], nowMs);
  if (created !== undefined) session.createdMs = created;
  return session;
}

const USER_QUERY = /^\s*<user_query>\s*([\s\S]*?)\s*<\/user_query>\s*$/;

/**
 * Grok Build sessions (`~/.grok/sessions/<encoded-cwd>/<session>/chat_history.jsonl`). Grok's
 * hooks carry no tool call ids, so tool calls are keyed as the hook keys them: by a digest of
 * the tool name and its input.
 */
export class GrokParser implements LogParser {
  readonly #ctx: ParserContext;
  readonly #session: GrokSession;
  #s: GrokState;

  constructor(ctx: ParserContext, session: GrokSession, state: Json | undefined) {
    this.#ctx = ctx;
    this.#session = session;
    this.#s = isObject(state) ? (state as unknown as GrokState) : { prompts: 0, thoughts: 0, messages: 0, tools: {} };
  }

  state(): Json {
    return this.#s as unknown as Json;
  }

  end(): DraftEvent[] {
    return [];
  }

  line(record: unknown): LineResult {
    if (!isObject(record)) return { kind: "skipped", reason: "not a JSON object" };
    const type = str(record["type"]);
    switch (type) {
      case "system":
        return { kind: "ignored" };
      case "user":
        return this.#user(record);
      case "reasoning": {
        const at = this.#s.thoughts++;
        const text = Array.isArray(record["summary"])
          ? record["summary"]
              .map((s) => (isObject(s) ? (str(s["text"]) ?? "") : ""))
              .filter(Boolean)
              .join("\n\n")
          : "";
        if (!text.trim()) return { kind: "ignored" };
        return {
          kind: "events",
          events: [
            this.#event(
              "assistant_message",
              "assistant",
              text,
              this.#meta("reasoning").set("block", "reasoning"),
              this.#session.times.thoughts[at],
              false,
              str(record["id"]) ?? `reasoning:${at}`,
              "reasoning",
            ),
          ],
        };
      }
      case "assistant":
        return this.#assistant(record);
      case "tool_result": {
        const id = str(record["tool_call_id"]);
        const call = id ? this.#s.tools[id] : undefined;
        if (id) delete this.#s.tools[id];
        const rendered = renderToolResult(record["content"]);
        const m = this.#meta("tool_result")
          .set("tool_name", call?.name ?? "unknown")
          .set("tool_call_id", id)
          .set("is_error", rendered.isError ?? false)
          .set("exit_code", rendered.exitCode);
        if (call) m.json("tool_input", call.input);
        const key = call ? toolDigest(call.name, call.input) : (id ?? shortHash(rendered.text));
        return {
          kind: "events",
          events: [
            this.#event("tool_result", "tool", rendered.text, m, id ? this.#session.times.toolEnd[id] : undefined, call !== undefined || !id, key, "result"),
          ],
        };
      }
      default:
        return type === undefined
          ? { kind: "skipped", reason: "a record without a type" }
          : { kind: "skipped", reason: `unknown record type "${type.slice(0, 40)}"` };
    }
  }

  #meta(nativeRecord: string): Meta {
    const m = new Meta().set("source", "import").set("native_record", nativeRecord);
    const cwd = this.#session.cwd;
    if (cwd) projectMeta(m, cwd);
    return m.set("model", this.#session.model).set("agent_name", this.#session.agentName);
  }

  #event(type: EventType, role: Role, text: string, meta: Meta, at: number | undefined, fromContent: boolean, ...key: string[]): DraftEvent {
    const ts = at ?? this.#s.lastTs ?? this.#session.createdMs;
    if (ts !== undefined) this.#s.lastTs = ts;
    const full = dedupeKey("grok", this.#session.sessionId, ...key);
    meta.set("dedupe_key", fromContent ? countedKey(this.#s, full) : full);
    return draft({ agent: "grok", sessionId: this.#session.sessionId, type, role, text, ts, meta });
  }

  #user(r: JsonObject): LineResult {
    if (r["synthetic_reason"] !== undefined) return { kind: "ignored" }; // user_info and other context Grok adds
    const raw = contentText(r["content"]);
    const text = USER_QUERY.exec(raw)?.[1] ?? raw;
    if (!text.trim()) return { kind: "ignored" };
    const index = typeof r["prompt_index"] === "number" ? r["prompt_index"] : this.#s.prompts;
    this.#s.prompts = index + 1;
    return {
      kind: "events",
      events: [
        this.#event("user_message", "user", text, this.#meta("user"), this.#session.times.prompts[index], true, shortHash(this.#ctx.redact(text)), "prompt"),
      ],
    };
  }

  #assistant(r: JsonObject): LineResult {
    const text = contentText(r["content"]);
    const calls = Array.isArray(r["tool_calls"]) ? r["tool_calls"].filter(isObject) : [];
    const events: DraftEvent[] = [];
    const model = str(r["model_id"]);
    const meta = (native: string): Meta => this.#meta(native).set("model", model);
    if (text.trim()) {
      const at = this.#s.messages++;
      const ts = this.#session.times.messages[at];
      // A chat-completions turn ends with the first assistant message that calls no tool. Keyed by
      // its turn (the prompt's index), as the hook keys Grok's Stop, which carries no text.
      if (calls.length === 0) events.push(this.#event("assistant_stop", "assistant", text, meta("assistant"), ts, true, `turn:${this.#s.prompts - 1}`, "stop"));
      else events.push(this.#event("assistant_message", "assistant", text, meta("assistant"), ts, false, `message:${at}`));
    }
    for (const call of calls) {
      const id = str(call["id"]);
      const name = str(call["name"]) ?? (isObject(call["function"]) ? str(call["function"]["name"]) : undefined) ?? "unknown";
      const input = (maybeJson(call["arguments"] ?? (isObject(call["function"]) ? call["function"]["arguments"] : null)) ?? null) as Json;
      if (id) this.#s.tools[id] = { name, input };
      const m = meta("tool_call").set("tool_name", name).set("tool_call_id", id).json("tool_input", input);
      events.push(
        this.#event(
          "tool_use",
          "assistant",
          toolSummary(name, input),
          m,
          id ? this.#session.times.toolStart[id] : undefined,
          true,
          toolDigest(name, input),
          "use",
        ),
      );
    }
    return events.length > 0 ? { kind: "events", events } : { kind: "ignored" };
  }
}

/** The part of a tool call's key the Grok hooks can also compute: they see no call id. */
function toolDigest(name: string, input: Json): string {
  return shortHash(`${name}\n${JSON.stringify(input ?? null)}`);
}

function contentText(content: Json | undefined): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((c) => (typeof c === "string" ? c : isObject(c) && typeof c["text"] === "string" ? c["text"] : ""))
    .filter(Boolean)
    .join("\n");
}
