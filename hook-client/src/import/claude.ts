import type { DraftEvent, EventType, Role } from "../event";
import { shortHash } from "../hash";
import {
  dedupeKey,
  draft,
  exitCodeOf,
  isObject,
  type Json,
  type JsonObject,
  Meta,
  parseTimestamp,
  projectMeta,
  renderToolResult,
  str,
  toolSummary,
} from "../map/common";
import { countedKey, type LineResult, type LogParser, type ParserContext } from "./types";

/** Record types of a Claude Code transcript that carry no conversation. */
const IGNORED_TYPES = new Set([
  "file-history-snapshot",
  "progress",
  "summary",
  "queue-operation",
  "attachment",
  "custom-title",
  "agent-name",
  "last-prompt",
  "pr-link",
]);
/** System records that close a turn: what came last from the assistant was its reply. */
const TURN_END_SUBTYPES = new Set(["turn_duration", "stop_hook_summary", "compact_boundary"]);
/** User records that are not typed by the user: slash-command wrappers and their output. */
const COMMAND_WRAPPER = /^\s*<(command-name|command-message|command-args|local-command-stdout|local-command-stderr|local-command-caveat)>/;

interface HeldReply {
  sessionId: string;
  messageId: string;
  texts: string[];
  ts?: number;
  meta: Record<string, string>;
}

interface ClaudeState {
  /** Tool calls whose result has not been read yet, by tool_use id. */
  tools: Record<string, { name: string; input: Json }>;
  /** The last assistant text, held until it is known whether it ended the turn. */
  reply?: HeldReply;
  /** The compact_boundary's details, for the summary record that follows it. */
  compaction?: Record<string, string>;
  subagentStarted?: boolean;
  /** Content-keyed events seen, per key, to number repeats. */
  repeats?: Record<string, number>;
}

export interface ClaudeFileInfo {
  /** A subagent's own transcript (`<session>/subagents/agent-<id>.jsonl`). */
  subagentId?: string;
  /** Its `agent-<id>.meta.json` (agentType). */
  agentType?: string;
}

/**
 * Claude Code session transcripts (`~/.claude/projects/<encoded-cwd>/<session>.jsonl`) and
 * subagent sidechains. Keys are those the hooks give the same events: tool calls by tool_use id,
 * prompts and final replies by a digest of their redacted text, subagents by agent id.
 */
export class ClaudeParser implements LogParser {
  readonly #ctx: ParserContext;
  readonly #file: ClaudeFileInfo;
  #s: ClaudeState;

  constructor(ctx: ParserContext, file: ClaudeFileInfo, state: Json | undefined) {
    this.#ctx = ctx;
    this.#file = file;
    this.#s = isObject(state) ? (state as unknown as ClaudeState) : { tools: {} };
  }

  state(): Json {
    return this.#s as unknown as Json;
  }

  line(record: unknown): LineResult {
    if (!isObject(record)) return { kind: "skipped", reason: "not a JSON object" };
    const type = str(record["type"]);
    if (type === undefined) return { kind: "skipped", reason: "a record without a type" };
    if (type === "assistant") return this.#assistant(record);
    if (type === "user") return this.#user(record);
    if (type === "system") {
      const subtype = str(record["subtype"]) ?? "";
      const events = TURN_END_SUBTYPES.has(subtype) ? this.#releaseReply(true) : [];
      if (subtype === "compact_boundary") {
        const cm = isObject(record["compactMetadata"]) ? record["compactMetadata"] : {};
        this.#s.compaction = new Meta().set("trigger", cm["trigger"]).set("pre_tokens", cm["preTokens"]).values;
      }
      return events.length > 0 ? { kind: "events", events } : { kind: "ignored" };
    }
    if (IGNORED_TYPES.has(type)) return { kind: "ignored" };
    return { kind: "skipped", reason: `unknown record type "${type.slice(0, 40)}"` };
  }

  end(idle: boolean): DraftEvent[] {
    return idle ? this.#releaseReply(true) : [];
  }

  #meta(r: JsonObject, nativeRecord: string): Meta {
    const m = new Meta().set("source", "import").set("native_record", nativeRecord);
    const cwd = str(r["cwd"]);
    if (cwd) projectMeta(m, cwd);
    m.set("git_branch", r["gitBranch"]).set("agent_version", r["version"]).set("uuid", r["uuid"]);
    if (r["isSidechain"] === true) m.set("is_sidechain", true);
    m.set("agent_id", r["agentId"] ?? this.#file.subagentId).set("agent_type", this.#file.agentType);
    return m;
  }

  /** `fromContent`: the key is a digest of what the event says, so a repeat gets a number. */
  #key(sid: string | undefined, fromContent: boolean, parts: string[]): string {
    const key = dedupeKey("claude-code", sid, ...parts);
    return fromContent ? countedKey(this.#s, key) : key;
  }

  #event(r: JsonObject, type: EventType, role: Role, text: string, meta: Meta, fromContent: boolean, ...key: string[]): DraftEvent {
    const sid = str(r["sessionId"]);
    meta.set("dedupe_key", this.#key(sid, fromContent, key));
    return draft({ agent: "claude-code", sessionId: sid, type, role, text, ts: parseTimestamp(r["timestamp"], this.#ctx.nowMs), meta });
  }

  /** Whether a record belongs to a subagent's conversation (a sidechain file, or an older inline sidechain). */
  #sidechain(r: JsonObject): boolean {
    return this.#file.subagentId !== undefined || r["isSidechain"] === true;
  }

  #assistant(r: JsonObject): LineResult {
    const message = r["message"];
    if (!isObject(message)) return { kind: "skipped", reason: "an assistant record without a message" };
    const content = message["content"];
    const blocks: Json[] = Array.isArray(content) ? content : typeof content === "string" ? [{ type: "text", text: content }] : [];
    const messageId = str(message["id"]) ?? str(r["uuid"]) ?? "";
    const uuid = str(r["uuid"]) ?? messageId;
    const events: DraftEvent[] = this.#startSubagent(r);
    const meta = (): Meta => {
      const m = this.#meta(r, "assistant").set("model", message["model"]).set("message_id", message["id"]).set("stop_reason", message["stop_reason"]);
      const usage = message["usage"];
      if (isObject(usage)) {
        m.set("input_tokens", usage["input_tokens"]).set("output_tokens", usage["output_tokens"]);
        m.set("cache_read_input_tokens", usage["cache_read_input_tokens"]).set("cache_creation_input_tokens", usage["cache_creation_input_tokens"]);
      }
      return m;
    };
    for (const [i, block] of blocks.entries()) {
      if (!isObject(block)) continue;
      const part = i === 0 ? uuid : `${uuid}:${i}`;
      const held = this.#s.reply;
      switch (block["type"]) {
        case "text": {
          const text = str(block["text"]) ?? "";
          if (!text.trim()) break;
          if (held && held.messageId !== messageId) events.push(...this.#releaseReply(false));
          const current = this.#s.reply;
          if (current) current.texts.push(text);
          else
            this.#s.reply = {
              sessionId: str(r["sessionId"]) ?? "",
              messageId,
              texts: [text],
              ...tsOf(r, this.#ctx.nowMs),
              meta: { ...meta().values, uuid: part },
            };
          break;
        }
        case "thinking": {
          events.push(...this.#releaseReply(false));
          const text = str(block["thinking"]) ?? "";
          if (text.trim()) events.push(this.#event(r, "assistant_message", "assistant", text, meta().set("block", "thinking"), false, part, "thinking"));
          break;
        }
        case "tool_use": {
          events.push(...this.#releaseReply(false));
          const id = str(block["id"]);
          const name = str(block["name"]) ?? "unknown";
          const input = block["input"] ?? null;
          if (id) this.#s.tools[id] = { name, input };
          const m = meta().set("tool_name", name).set("tool_use_id", id).json("tool_input", input);
          events.push(this.#event(r, "tool_use", "assistant", toolSummary(name, input), m, !id, id ?? shortHash(`${name}\n${JSON.stringify(input)}`), "use"));
          break;
        }
        default:
          break; // redacted_thinking, server tool blocks, images: nothing to remember as text
      }
    }
    if (str(message["stop_reason"]) === "end_turn") events.push(...this.#releaseReply(true));
    return { kind: "events", events };
  }

  #user(r: JsonObject): LineResult {
    const message = r["message"];
    if (!isObject(message)) return { kind: "skipped", reason: "a user record without a message" };
    const content = message["content"];
    const events: DraftEvent[] = this.#startSubagent(r);
    if (r["isCompactSummary"] === true) {
      events.push(...this.#releaseReply(true));
      const summary = textOf(content);
      const m = this.#meta(r, "compact_summary").set("compaction_phase", "post");
      for (const [k, v] of Object.entries(this.#s.compaction ?? {})) m.set(k, v);
      delete this.#s.compaction;
      events.push(this.#event(r, "compaction", "system", summary, m, true, shortHash(this.#ctx.redact(summary)), "compaction:post"));
      return { kind: "events", events };
    }
    const results = Array.isArray(content) ? content.filter((b): b is JsonObject => isObject(b) && b["type"] === "tool_result") : [];
    for (const block of results) events.push(this.#toolResult(r, block));
    if (results.length > 0) return { kind: "events", events };
    const text = textOf(content);
    if (r["isMeta"] === true || !text.trim() || COMMAND_WRAPPER.test(text)) return events.length > 0 ? { kind: "events", events } : { kind: "ignored" };
    // A sidechain's first prompt is the parent's Agent/Task tool input, already recorded as that tool call.
    if (this.#sidechain(r)) return events.length > 0 ? { kind: "events", events } : { kind: "ignored" };
    events.push(...this.#releaseReply(true));
    const m = this.#meta(r, "user").set("permission_mode", r["permissionMode"]).set("prompt_id", r["promptId"]);
    // Keyed by its text, as the hook keys it: a promptId here (if a version records one) goes to metadata only.
    events.push(this.#event(r, "user_message", "user", text, m, true, shortHash(this.#ctx.redact(text)), "prompt"));
    return { kind: "events", events };
  }

  #toolResult(r: JsonObject, block: JsonObject): DraftEvent {
    const id = str(block["tool_use_id"]);
    const call = id ? this.#s.tools[id] : undefined;
    if (id) delete this.#s.tools[id];
    const isError = block["is_error"] === true;
    const structured = r["toolUseResult"];
    // A failed tool stores a plain "Error: …" string there; the block holds what the hook reports.
    const rendered =
      !isError && structured !== undefined && typeof structured !== "string" ? renderToolResult(structured) : renderToolResult(textOf(block["content"]));
    const m = this.#meta(r, "tool_result")
      .set("tool_name", call?.name ?? "unknown")
      .set("tool_use_id", id);
    if (call) m.json("tool_input", call.input);
    m.set("is_error", isError || rendered.isError === true).set("exit_code", rendered.exitCode ?? (isError ? exitCodeOf(rendered.text) : undefined));
    return this.#event(
      r,
      "tool_result",
      "tool",
      rendered.text,
      m,
      !id,
      id ?? shortHash(`${call?.name ?? ""}\n${JSON.stringify(call?.input ?? null)}`),
      "result",
    );
  }

  /** A subagent transcript's first record opens the subagent, keyed by its id as SubagentStart is. */
  #startSubagent(r: JsonObject): DraftEvent[] {
    const agentId = this.#file.subagentId;
    if (agentId === undefined || this.#s.subagentStarted) return [];
    this.#s.subagentStarted = true;
    return [this.#event(r, "subagent_start", "system", "", this.#meta(r, "subagent"), false, agentId, "subagent_start")];
  }

  /**
   * Emits the held assistant text: as the turn's reply (assistant_stop, or subagent_stop in a
   * subagent's transcript) when `final`, else as an intermediate assistant_message.
   */
  #releaseReply(final: boolean): DraftEvent[] {
    const held = this.#s.reply;
    if (!held) return [];
    delete this.#s.reply;
    const text = held.texts.join("\n\n");
    const m = new Meta();
    for (const [k, v] of Object.entries(held.meta)) m.set(k, v);
    const sidechain = held.meta["is_sidechain"] === "true" || this.#file.subagentId !== undefined;
    let type: EventType = "assistant_message";
    let key: string[] = [held.meta["uuid"] ?? held.messageId, "text"];
    let fromContent = false;
    if (final && this.#file.subagentId !== undefined) {
      type = "subagent_stop";
      key = [this.#file.subagentId, "subagent_stop"];
    } else if (final && !sidechain) {
      type = "assistant_stop";
      key = [shortHash(this.#ctx.redact(text)), "stop"];
      fromContent = true;
    }
    m.set("dedupe_key", this.#key(held.sessionId, fromContent, key));
    return [draft({ agent: "claude-code", sessionId: held.sessionId, type, role: "assistant", text, ts: held.ts, meta: m })];
  }
}

function tsOf(r: JsonObject, nowMs: number): { ts?: number } {
  const ts = parseTimestamp(r["timestamp"], nowMs);
  return ts === undefined ? {} : { ts };
}

/** The text of a message's content: a string, or its text blocks joined. */
function textOf(content: Json | undefined): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((b) => (typeof b === "string" ? b : isObject(b) && b["type"] === "text" ? (str(b["text"]) ?? "") : ""))
    .filter(Boolean)
    .join("\n");
}
