import type { DraftEvent } from "../event";
import { shortHash } from "../hash";
import { cwdMeta, dedupeKey, draft, isObject, type JsonObject, maybeJson, Meta, parseTimestamp, renderToolResult, str, toolSummary } from "./common";
import type { MapContext, MapResult } from "./types";

const EVENTS = [
  "sessionStart",
  "userPromptSubmitted",
  "preToolUse",
  "postToolUse",
  "postToolUseFailure",
  "agentStop",
  "subagentStart",
  "subagentStop",
  "preCompact",
  "sessionEnd",
  "errorOccurred",
  "notification",
  "permissionRequest",
] as const;
type CopilotEvent = (typeof EVENTS)[number];

/** Copilot CLI events that are not recorded: errors and prompts duplicate what the turn already shows. */
const IGNORED = new Set<CopilotEvent>(["errorOccurred", "notification", "permissionRequest"]);

function eventFromHint(hint: string | undefined): CopilotEvent | undefined {
  const h = (hint ?? "").toLowerCase();
  return EVENTS.find((e) => e.toLowerCase() === h);
}

/**
 * The event name when `--event` is missing, from fields only one event has. A payload that
 * could be two events (a bare toolName is preToolUse or permissionRequest) gives undefined.
 */
function inferEvent(p: JsonObject): CopilotEvent | undefined {
  if (isObject(p["toolResult"])) return "postToolUse";
  if (typeof p["toolName"] === "string") return typeof p["error"] === "string" ? "postToolUseFailure" : undefined;
  if (typeof p["prompt"] === "string") return "userPromptSubmitted";
  if (isObject(p["error"]) && "errorContext" in p) return "errorOccurred";
  if (typeof p["agentName"] === "string") return typeof p["stopReason"] === "string" ? "subagentStop" : "subagentStart";
  if (typeof p["stopReason"] === "string") return "agentStop";
  if (typeof p["trigger"] === "string") return "preCompact";
  if (typeof p["source"] === "string") return "sessionStart";
  if (typeof p["reason"] === "string") return "sessionEnd";
  return undefined;
}

/** Maps one Copilot CLI payload in its camelCase dialect (the event name comes from `--event`). */
export function mapCopilot(p: JsonObject, ctx: MapContext): MapResult {
  const agent = "copilot";
  const hinted = eventFromHint(ctx.eventHint);
  const native = hinted ?? inferEvent(p);
  if (!native) return { kind: "unknown-event", dialect: "copilot", nativeEvent: ctx.eventHint ?? "(none: add --event <name> to the hook command)" };
  const sid = str(p["sessionId"]);
  const ts = parseTimestamp(p["timestamp"], ctx.nowMs);
  const stamp = typeof p["timestamp"] === "number" ? String(p["timestamp"]) : shortHash(JSON.stringify(p));
  const toolName = str(p["toolName"]) ?? "unknown";
  const toolArgs = maybeJson(p["toolArgs"]);

  const base = (): Meta => {
    const m = new Meta().set("source", "hook").set("dialect", "copilot").set("native_event", native);
    if (!hinted) m.set("native_event_inferred", true);
    cwdMeta(m, str(p["cwd"]));
    return m.set("transcript_path", p["transcriptPath"]);
  };
  const ev = (type: DraftEvent["event_type"], role: DraftEvent["role"], text: string, meta: Meta, suffix: string): MapResult => {
    meta.set("dedupe_key", dedupeKey(agent, sid, stamp, suffix));
    return { kind: "events", dialect: "copilot", nativeEvent: native, events: [draft({ agent, sessionId: sid, type, role, text, ts, meta })] };
  };
  const toolMeta = (): Meta => base().set("tool_name", toolName).json("tool_input", toolArgs);

  switch (native) {
    case "sessionStart":
      return ev("session_start", "system", "", base().set("session_source", p["source"]), "session_start");
    case "userPromptSubmitted":
      return ev("user_message", "user", str(p["prompt"]) ?? "", base(), "prompt");
    case "preToolUse":
      return ev("tool_use", "assistant", toolSummary(toolName, toolArgs), toolMeta(), "use");
    case "postToolUse": {
      const r = renderToolResult(p["toolResult"]);
      const result = p["toolResult"];
      const m = toolMeta()
        .set("is_error", r.isError ?? false)
        .set("result_type", isObject(result) ? result["resultType"] : undefined);
      return ev("tool_result", "tool", r.text, m, "result");
    }
    case "postToolUseFailure":
      return ev("tool_result", "tool", str(p["error"]) ?? "", toolMeta().set("is_error", true), "result");
    case "agentStop":
      // Copilot sends no reply text; the importer fills it in from the session's events.jsonl.
      return ev("assistant_stop", "assistant", "", base().set("stop_reason", p["stopReason"]).set("text_pending", true), "stop");
    case "subagentStart":
      return ev(
        "subagent_start",
        "system",
        str(p["agentDescription"]) ?? "",
        base().set("agent_type", p["agentName"]).set("agent_display_name", p["agentDisplayName"]),
        "subagent_start",
      );
    case "subagentStop":
      return ev(
        "subagent_stop",
        "assistant",
        "",
        base().set("agent_type", p["agentName"]).set("agent_display_name", p["agentDisplayName"]).set("stop_reason", p["stopReason"]).set("text_pending", true),
        "subagent_stop",
      );
    case "preCompact":
      return ev(
        "compaction",
        "system",
        "",
        base().set("compaction_phase", "pre").set("trigger", p["trigger"]).set("custom_instructions", p["customInstructions"]),
        "compaction:pre",
      );
    case "sessionEnd":
      return ev("session_end", "system", "", base().set("reason", p["reason"]), "session_end");
    default:
      if (IGNORED.has(native)) return { kind: "ignored", dialect: "copilot", nativeEvent: native, reason: "not part of the conversation" };
      return { kind: "unknown-event", dialect: "copilot", nativeEvent: native };
  }
}
