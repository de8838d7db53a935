import type { Agent, DraftEvent, EventType, Role } from "../event";
import { shortHash } from "../hash";
import { cwdMeta, dedupeKey, draft, isObject, type JsonObject, Meta, parseTimestamp, renderToolResult, str, toolSummary } from "./common";
import type { Dialect, MapContext, MapResult } from "./types";

/**
 * Native events of the Claude Code hook family (also Codex hooks, Grok Build and Copilot's
 * VS Code-compatible dialect) that are known and not recorded, each for a reason given in
 * research/agent-hooks.md: notifications and permission prompts duplicate the tool events,
 * streaming and config events carry no conversation, and WorktreeCreate's stdout is a path.
 */
const IGNORED = new Set([
  "Notification",
  "PermissionRequest",
  "Setup",
  "UserPromptExpansion",
  "PostToolBatch",
  "MessageDisplay",
  "TaskCreated",
  "TaskCompleted",
  "TeammateIdle",
  "InstructionsLoaded",
  "ConfigChange",
  "CwdChanged",
  "DirectoryAdded",
  "FileChanged",
  "WorktreeCreate",
  "WorktreeRemove",
  "PreModelSwitch",
  "PostModelSwitch",
  "Elicitation",
  "ElicitationResult",
]);

/** `hookEventName` → `hook_event_name` for the top-level keys of a camelCase payload (Grok). */
export function snakeCaseKeys(p: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(p)) out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  return out;
}

function mcpServerOf(p: JsonObject, toolName: string): string | undefined {
  const server = p["mcp_server"];
  if (isObject(server) && typeof server["name"] === "string") return server["name"];
  return /^mcp__([^_]+(?:_[^_]+)*?)__/.exec(toolName)?.[1];
}

/**
 * Maps one payload of the Claude hook family to normalized events.
 * @param p the payload with snake_case top-level keys
 */
export function mapClaudeFamily(p: JsonObject, agent: Agent, dialect: Dialect, ctx: MapContext): MapResult {
  const native = str(p["hook_event_name"]) ?? "";
  const sid = str(p["session_id"]);
  const ts = parseTimestamp(p["timestamp"], ctx.nowMs);
  const toolName = str(p["tool_name"]) ?? "";
  const toolUseId = str(p["tool_use_id"]) ?? str(p["tool_call_id"]);

  const base = (): Meta => {
    const m = new Meta().set("source", "hook").set("dialect", dialect).set("native_event", native);
    cwdMeta(m, str(p["cwd"]));
    m.set("workspace_root", p["workspace_root"]);
    m.set("permission_mode", p["permission_mode"]).set("model", p["model"]).set("turn_id", p["turn_id"]).set("prompt_id", p["prompt_id"]);
    m.set("agent_id", p["agent_id"]).set("agent_type", p["agent_type"]);
    m.set("transcript_path", p["transcript_path"]);
    return m;
  };
  /** The first native id present, else a digest of the payload (stable across duplicate deliveries). */
  const nativeId = (...candidates: unknown[]): string => {
    for (const c of candidates) if (typeof c === "string" && c !== "") return c;
    return shortHash(JSON.stringify(p));
  };
  /** Whether one of these native ids is present: without one, the key is made of content and a repeat is numbered. */
  const hasId = (...candidates: unknown[]): boolean => candidates.some((c) => typeof c === "string" && c !== "");
  const one = (type: EventType, role: Role, text: string, meta: Meta, key: string, fromContent: boolean): MapResult => {
    meta.set("dedupe_key", key);
    const event = draft({ agent, sessionId: sid, type, role, text, ts, meta });
    if (fromContent) event.keyFromContent = true;
    return { kind: "events", dialect, nativeEvent: native, events: [event] };
  };
  const toolMeta = (): Meta => {
    const m = base()
      .set("tool_name", toolName || "unknown")
      .set("tool_use_id", toolUseId);
    m.set("mcp_server", mcpServerOf(p, toolName));
    return m.json("tool_input", p["tool_input"]);
  };
  /**
   * A finished call's result, preceded by the call itself when the payload names it by id
   * (Claude Code, Codex): the tool_use gets the key, and so the event_id, a PreToolUse hook
   * would have given it, so install registers no pre-tool hook for these agents (one process
   * per call) and an older config that still runs both stores the call once. It is stamped
   * before the result: the call's duration earlier when the payload says it, else 1 ms.
   */
  const withCall = (result: MapResult): MapResult => {
    if (!toolUseId || result.kind !== "events" || p["tool_input"] === undefined) return result;
    const duration = typeof p["duration_ms"] === "number" && p["duration_ms"] > 0 ? p["duration_ms"] : 1;
    const meta = toolMeta().set("dedupe_key", toolKey("use"));
    const call = draft({
      agent,
      sessionId: sid,
      type: "tool_use",
      role: "assistant",
      text: toolSummary(toolName || "unknown", p["tool_input"]),
      ts: (ts ?? ctx.nowMs) - duration,
      meta,
    });
    return { ...result, events: [call, ...result.events] };
  };
  const toolKey = (suffix: string): string => dedupeKey(agent, sid, toolUseId ?? shortHash(`${toolName}\n${JSON.stringify(p["tool_input"] ?? null)}`), suffix);

  switch (native) {
    case "SessionStart": {
      const m = base().set("session_source", p["source"]).set("session_title", p["session_title"]);
      return one("session_start", "system", "", m, dedupeKey(agent, sid, `session_start:${str(p["source"]) ?? ""}`), true);
    }
    case "UserPromptSubmit": {
      const text = str(p["prompt"]) ?? "";
      return one(
        "user_message",
        "user",
        text,
        base(),
        // Not by prompt_id (Claude Code ≥ 2.1.196 sends it): the transcript the importer reads is
        // not known to record it, and one prompt must get one id on both paths. It stays in metadata.
        dedupeKey(agent, sid, nativeId(p["turn_id"], text && shortHash(ctx.redact(text))), "prompt"),
        !hasId(p["turn_id"]),
      );
    }
    case "PreToolUse":
      return one("tool_use", "assistant", toolSummary(toolName || "unknown", p["tool_input"]), toolMeta(), toolKey("use"), !toolUseId);
    case "PostToolUse": {
      const response = p["tool_response"];
      const r = renderToolResult(response);
      // A success event says is_error false, unless the payload carries no result at all (Grok).
      const m = toolMeta()
        .set("is_error", r.isError ?? (response === undefined ? undefined : false))
        .set("exit_code", r.exitCode)
        .set("duration_ms", p["duration_ms"]);
      if (isObject(response)) m.set("interrupted", response["interrupted"] === true ? true : undefined);
      return withCall(one("tool_result", "tool", r.text, m, toolKey("result"), !toolUseId));
    }
    case "PostToolUseFailure": {
      const error = str(p["error"]) ?? "";
      const exit = /^Exit code:?\s*(-?\d+)/i.exec(error)?.[1];
      const m = toolMeta().set("is_error", true).set("exit_code", exit).set("is_interrupt", p["is_interrupt"]).set("duration_ms", p["duration_ms"]);
      return withCall(one("tool_result", "tool", error, m, toolKey("result"), !toolUseId));
    }
    case "PermissionDenied": {
      const m = toolMeta().set("is_error", true).set("permission_denied", true);
      return withCall(one("tool_result", "tool", str(p["reason"]) ?? "", m, toolKey("result"), !toolUseId));
    }
    case "Stop":
    case "StopFailure": {
      const reply = p["last_assistant_message"];
      const m = base().set("stop_hook_active", p["stop_hook_active"]);
      if (native === "StopFailure") m.set("is_error", true).set("error", p["error"]).set("error_details", p["error_details"]);
      const result = one(
        "assistant_stop",
        "assistant",
        str(reply) ?? "",
        m,
        dedupeKey(agent, sid, nativeId(p["turn_id"], str(reply) && shortHash(ctx.redact(str(reply) ?? ""))), "stop"),
        !hasId(p["turn_id"]),
      );
      if (typeof reply !== "string" || reply === "") {
        pending(result, agent === "claude-code" ? str(p["transcript_path"]) : undefined, false);
        // Grok's Stop carries no text, no transcript and no turn id: the turn number is what its log shares.
        if (agent === "grok" && !hasId(p["turn_id"])) keyByTurn(result);
      }
      return result;
    }
    case "Interrupt": {
      const m = base().set("interrupted", true);
      return one("assistant_stop", "assistant", "", m, dedupeKey(agent, sid, nativeId(p["turn_id"]), "interrupt"), !hasId(p["turn_id"]));
    }
    case "SubagentStart":
      return one("subagent_start", "system", "", base(), dedupeKey(agent, sid, nativeId(p["agent_id"]), "subagent_start"), !hasId(p["agent_id"]));
    case "SubagentStop": {
      if (agent === "claude-code" && p["agent_type"] === "") {
        return { kind: "ignored", dialect, nativeEvent: native, reason: "an internal subagent (empty agent_type)" };
      }
      const reply = p["last_assistant_message"];
      const m = base().set("stop_hook_active", p["stop_hook_active"]).set("agent_transcript_path", p["agent_transcript_path"]);
      const result = one(
        "subagent_stop",
        "assistant",
        str(reply) ?? "",
        m,
        dedupeKey(agent, sid, nativeId(p["agent_id"]), "subagent_stop"),
        !hasId(p["agent_id"]),
      );
      if (typeof reply !== "string" || reply === "") pending(result, agent === "claude-code" ? str(p["agent_transcript_path"]) : undefined, true);
      return result;
    }
    case "PreCompact": {
      const m = base().set("compaction_phase", "pre").set("trigger", p["trigger"]).set("custom_instructions", p["custom_instructions"]);
      return one("compaction", "system", "", m, dedupeKey(agent, sid, nativeId(p["turn_id"]), "compaction:pre"), !hasId(p["turn_id"]));
    }
    case "PostCompact": {
      const m = base().set("compaction_phase", "post").set("trigger", p["trigger"]);
      const summary = str(p["compact_summary"]) ?? "";
      // Keyed by the summary when there is one: the transcript holds the same text, so an import meets the same key.
      return one(
        "compaction",
        "system",
        summary,
        m,
        dedupeKey(agent, sid, nativeId(p["turn_id"], summary && shortHash(ctx.redact(summary))), "compaction:post"),
        !hasId(p["turn_id"]),
      );
    }
    case "SessionEnd":
      return one("session_end", "system", "", base().set("reason", p["reason"]), dedupeKey(agent, sid, "session_end"), true);
    default:
      if (IGNORED.has(native)) return { kind: "ignored", dialect, nativeEvent: native, reason: "not part of the conversation" };
      return { kind: "unknown-event", dialect, nativeEvent: native };
  }
}

function keyByTurn(result: MapResult): void {
  const event = result.kind === "events" ? result.events[0] : undefined;
  if (!event) return;
  delete event.keyFromContent;
  event.keyFromTurn = true;
}

/** Marks a stop event whose reply is missing: read it from the transcript, or leave it to the importer. */
function pending(result: MapResult, transcriptPath: string | undefined, sidechain: boolean): void {
  if (result.kind !== "events") return;
  const event: DraftEvent | undefined = result.events[0];
  if (!event) return;
  event.metadata["text_pending"] = "true";
  if (transcriptPath) event.transcript = { path: transcriptPath, sidechain };
}
