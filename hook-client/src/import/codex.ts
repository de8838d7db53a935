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

/** Rollout items that repeat what a response_item already said, or carry no conversation. */
const IGNORED_EVENT_MSGS = new Set([
  "user_message",
  "agent_message",
  "agent_reasoning",
  "agent_reasoning_raw_content",
  "token_count",
  "turn_aborted",
  "exec_command_begin",
  "exec_command_end",
  "patch_apply_begin",
  "patch_apply_end",
  "mcp_tool_call_begin",
  "mcp_tool_call_end",
  "web_search_begin",
  "web_search_end",
  "context_compacted",
  "entered_review_mode",
  "exited_review_mode",
  "item_completed",
]);
/** Text Codex injects as user messages: instructions and environment, not the user's words. */
const INJECTED =
  /^\s*(<environment_context>|<user_instructions>|# AGENTS\.md instructions|<INSTRUCTIONS>|<permissions instructions>|<user_shell_command>|<turn_aborted>)/;
const RESPONSE_ITEM_TYPES = new Set([
  "message",
  "reasoning",
  "function_call",
  "function_call_output",
  "custom_tool_call",
  "custom_tool_call_output",
  "local_shell_call",
  "web_search_call",
]);

interface CodexState {
  sessionId?: string;
  cwd?: string;
  model?: string;
  cliVersion?: string;
  gitBranch?: string;
  /** Turns seen; a rollout without turn ids numbers its turns from 1, as legacy notify does. */
  turns: number;
  turnId?: string;
  /** Items seen in the current turn, for keys of items without a native id. */
  prompts: number;
  items: number;
  lastTs?: number;
  tools: Record<string, { name: string; input: Json }>;
  /** The last assistant message of the turn, held until the turn ends. */
  reply?: { text: string; ts?: number; id?: string };
  usage?: Record<string, string>;
  /** Content-keyed events seen, per key, to number repeats. */
  repeats?: Record<string, number>;
}

/**
 * Codex rollouts (`$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl`): `{timestamp, type, payload}`
 * lines, and the older bare items. Tool calls and outputs share `call_id`; prompts and replies
 * are keyed by turn as Codex's hooks and legacy notify key them.
 */
export class CodexParser implements LogParser {
  readonly #ctx: ParserContext;
  #s: CodexState;

  constructor(ctx: ParserContext, state: Json | undefined) {
    this.#ctx = ctx;
    this.#s = isObject(state) ? (state as unknown as CodexState) : { turns: 0, prompts: 0, items: 0, tools: {} };
  }

  state(): Json {
    return this.#s as unknown as Json;
  }

  line(record: unknown): LineResult {
    if (!isObject(record)) return { kind: "skipped", reason: "not a JSON object" };
    const ts = parseTimestamp(record["timestamp"], this.#ctx.nowMs);
    if (ts !== undefined) this.#s.lastTs = ts;
    const type = str(record["type"]);
    const payload = record["payload"];
    if (type === "session_meta" && isObject(payload)) return this.#sessionMeta(payload);
    if (type === "turn_context" && isObject(payload)) {
      this.#s.model = str(payload["model"]) ?? this.#s.model;
      this.#s.cwd = str(payload["cwd"]) ?? this.#s.cwd;
      return { kind: "ignored" };
    }
    if (type === "event_msg" && isObject(payload)) return this.#eventMsg(payload);
    if (type === "response_item" && isObject(payload)) return this.#item(payload);
    if (type === "compacted" && isObject(payload)) return this.#compacted(payload);
    // Rollouts before the {type, payload} envelope: a header line, then bare items.
    if (type === undefined && typeof record["id"] === "string" && "timestamp" in record) return this.#sessionMeta(record);
    if (type !== undefined && RESPONSE_ITEM_TYPES.has(type)) return this.#item(record);
    if (record["record_type"] === "state") return { kind: "ignored" };
    return { kind: "skipped", reason: `unknown rollout line type "${(type ?? "none").slice(0, 40)}"` };
  }

  end(idle: boolean): DraftEvent[] {
    return idle ? this.#releaseReply(undefined) : [];
  }

  #sessionMeta(p: JsonObject): LineResult {
    this.#s.sessionId = str(p["id"]) ?? this.#s.sessionId;
    this.#s.cwd = str(p["cwd"]) ?? this.#s.cwd;
    this.#s.cliVersion = str(p["cli_version"]) ?? this.#s.cliVersion;
    const git = p["git"];
    if (isObject(git)) this.#s.gitBranch = str(git["branch"]) ?? this.#s.gitBranch;
    if (this.#s.lastTs === undefined) {
      const ts = parseTimestamp(p["timestamp"], this.#ctx.nowMs);
      if (ts !== undefined) this.#s.lastTs = ts;
    }
    return { kind: "ignored" };
  }

  #eventMsg(p: JsonObject): LineResult {
    const type = str(p["type"]) ?? "";
    if (type === "task_started") {
      const events = this.#releaseReply(undefined);
      this.#s.turns++;
      this.#s.turnId = str(p["turn_id"]) ?? String(this.#s.turns);
      this.#s.prompts = 0;
      this.#s.items = 0;
      return { kind: "events", events };
    }
    if (type === "task_complete") return { kind: "events", events: this.#releaseReply(str(p["last_agent_message"])) };
    if (type === "token_count") {
      const info = p["info"];
      const total = isObject(info) ? info["total_token_usage"] : undefined;
      if (isObject(total))
        this.#s.usage = new Meta()
          .set("input_tokens", total["input_tokens"])
          .set("cached_input_tokens", total["cached_input_tokens"])
          .set("output_tokens", total["output_tokens"])
          .set("reasoning_output_tokens", total["reasoning_output_tokens"]).values;
      return { kind: "ignored" };
    }
    if (IGNORED_EVENT_MSGS.has(type)) return { kind: "ignored" };
    return { kind: "ignored" }; // event_msg kinds grow with every release; none carries what response_items do not
  }

  #meta(nativeRecord: string): Meta {
    const m = new Meta().set("source", "import").set("native_record", nativeRecord);
    const cwd = this.#s.cwd;
    if (cwd) projectMeta(m, cwd);
    m.set("git_branch", this.#s.gitBranch).set("model", this.#s.model).set("agent_version", this.#s.cliVersion).set("turn_id", this.#s.turnId);
    return m;
  }

  #event(type: EventType, role: Role, text: string, meta: Meta, ...key: string[]): DraftEvent {
    meta.set("dedupe_key", dedupeKey("codex", this.#s.sessionId, ...key));
    return draft({ agent: "codex", sessionId: this.#s.sessionId, type, role, text, ts: this.#s.lastTs, meta });
  }

  /** An event whose key is a digest of what it says: a repeat within the session gets a number. */
  #contentEvent(type: EventType, role: Role, text: string, meta: Meta, ...key: string[]): DraftEvent {
    meta.set("dedupe_key", countedKey(this.#s, dedupeKey("codex", this.#s.sessionId, ...key)));
    return draft({ agent: "codex", sessionId: this.#s.sessionId, type, role, text, ts: this.#s.lastTs, meta });
  }

  /** The current turn's id; items before any task_started belong to turn "0". */
  #turn(): string {
    return this.#s.turnId ?? "0";
  }

  #item(p: JsonObject): LineResult {
    const type = str(p["type"]) ?? "";
    switch (type) {
      case "message": {
        const role = str(p["role"]);
        const text = contentText(p["content"]);
        if (role === "user") {
          if (!text.trim() || INJECTED.test(text)) return { kind: "ignored" };
          const events = this.#releaseReply(undefined);
          const n = this.#s.prompts++;
          events.push(this.#event("user_message", "user", text, this.#meta("message"), this.#turn(), n === 0 ? "prompt" : `prompt:${n}`));
          return { kind: "events", events };
        }
        if (role === "assistant") {
          if (!text.trim()) return { kind: "ignored" };
          const events = this.#releaseReply(undefined, false);
          this.#s.reply = { text, ...(this.#s.lastTs === undefined ? {} : { ts: this.#s.lastTs }), ...(str(p["id"]) ? { id: str(p["id"]) } : {}) };
          return { kind: "events", events };
        }
        return { kind: "ignored" }; // developer and system instructions
      }
      case "reasoning": {
        const summary = Array.isArray(p["summary"])
          ? p["summary"]
              .map((s) => (isObject(s) ? (str(s["text"]) ?? "") : ""))
              .filter(Boolean)
              .join("\n\n")
          : "";
        if (!summary.trim()) return { kind: "ignored" };
        const n = this.#s.items++;
        return {
          kind: "events",
          events: [
            ...this.#releaseReply(undefined, false),
            this.#event(
              "assistant_message",
              "assistant",
              summary,
              this.#meta("reasoning").set("block", "reasoning"),
              this.#turn(),
              str(p["id"]) ?? `reasoning:${n}`,
            ),
          ],
        };
      }
      case "function_call":
      case "custom_tool_call":
      case "local_shell_call": {
        const callId = str(p["call_id"]) ?? str(p["id"]);
        const name = str(p["name"]) ?? (type === "local_shell_call" ? "shell" : "unknown");
        const input: Json = type === "local_shell_call" && isObject(p["action"]) ? p["action"] : ((maybeJson(p["arguments"] ?? p["input"]) ?? null) as Json);
        if (callId) this.#s.tools[callId] = { name, input };
        const m = this.#meta(type).set("tool_name", name).set("tool_use_id", callId).json("tool_input", input);
        return {
          kind: "events",
          events: [
            ...this.#releaseReply(undefined, false),
            this.#event("tool_use", "assistant", toolSummary(name, input), m, callId ?? shortHash(`${name}\n${JSON.stringify(input)}`), "use"),
          ],
        };
      }
      case "function_call_output":
      case "custom_tool_call_output": {
        const callId = str(p["call_id"]);
        const call = callId ? this.#s.tools[callId] : undefined;
        if (callId) delete this.#s.tools[callId];
        const output = p["output"];
        const rendered = renderToolResult(isObject(output) && typeof output["content"] === "string" ? output["content"] : output);
        const m = this.#meta(type)
          .set("tool_name", call?.name ?? "unknown")
          .set("tool_use_id", callId);
        if (call) m.json("tool_input", call.input);
        m.set("is_error", rendered.isError ?? (isObject(output) && output["success"] === false)).set("exit_code", rendered.exitCode);
        return { kind: "events", events: [this.#event("tool_result", "tool", rendered.text, m, callId ?? shortHash(rendered.text), "result")] };
      }
      default:
        return { kind: "ignored" };
    }
  }

  #compacted(p: JsonObject): LineResult {
    const summary = str(p["message"]) ?? "";
    const m = this.#meta("compacted").set("compaction_phase", "post");
    return {
      kind: "events",
      events: [
        this.#contentEvent(
          "compaction",
          "system",
          summary,
          m,
          summary ? shortHash(this.#ctx.redact(summary)) : `${this.#turn()}:compaction`,
          "compaction:post",
        ),
      ],
    };
  }

  /**
   * Emits the held assistant message: as the turn's reply (assistant_stop, keyed by turn like
   * the Stop hook and notify) when the turn ended, else as an intermediate message.
   * @param lastAgentMessage task_complete's copy of the reply, used when no message was held
   */
  #releaseReply(lastAgentMessage: string | undefined, final = true): DraftEvent[] {
    const held = this.#s.reply;
    delete this.#s.reply;
    if (!final) {
      if (!held) return [];
      const n = this.#s.items++;
      const m = this.#meta("message");
      return [
        {
          ...this.#event("assistant_message", "assistant", held.text, m, this.#turn(), held.id ?? `message:${n}`),
          ...(held.ts === undefined ? {} : { ts: held.ts }),
        },
      ];
    }
    const text = held?.text ?? lastAgentMessage;
    if (!text) return [];
    const m = this.#meta("message");
    for (const [k, v] of Object.entries(this.#s.usage ?? {})) m.set(k, v);
    const ev = this.#event("assistant_stop", "assistant", text, m, this.#turn(), "stop");
    if (held?.ts !== undefined) ev.ts = held.ts;
    return [ev];
  }
}

/** The text parts of a response item's content, joined. */
function contentText(content: Json | undefined): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((c) => (isObject(c) && typeof c["text"] === "string" ? c["text"] : ""))
    .filter(Boolean)
    .join("\n");
}
