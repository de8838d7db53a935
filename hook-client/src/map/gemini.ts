import type { DraftEvent } from "../event";
import { shortHash } from "../hash";
import { cwdMeta, dedupeKey, draft, isObject, type JsonObject, Meta, parseTimestamp, renderToolResult, str, toolSummary } from "./common";
import type { MapContext, MapResult } from "./types";

/** Gemini CLI events that are not recorded: per-model-call and per-chunk events, and permission notices. */
const IGNORED = new Set(["BeforeModel", "AfterModel", "BeforeToolSelection", "Notification"]);

/** The tool Gemini uses to hand work to a subagent; it also marks the subagent's start and stop. */
const DELEGATE_TOOL = "delegate_to_agent";

/** Maps one Gemini CLI hook payload. Gemini has no native ids, so dedupe keys use its timestamp. */
export function mapGemini(p: JsonObject, ctx: MapContext): MapResult {
  const agent = "gemini";
  const native = str(p["hook_event_name"]) ?? "";
  const sid = str(p["session_id"]);
  const ts = parseTimestamp(p["timestamp"], ctx.nowMs);
  const stamp = str(p["timestamp"]) ?? shortHash(JSON.stringify(p));
  const toolName = str(p["tool_name"]) ?? "unknown";

  const base = (): Meta => {
    const m = new Meta().set("source", "hook").set("dialect", "gemini").set("native_event", native);
    cwdMeta(m, str(p["cwd"]));
    return m.set("transcript_path", p["transcript_path"]);
  };
  const ev = (type: DraftEvent["event_type"], role: DraftEvent["role"], text: string, meta: Meta, suffix: string): DraftEvent => {
    meta.set("dedupe_key", dedupeKey(agent, sid, stamp, suffix));
    return draft({ agent, sessionId: sid, type, role, text, ts, meta });
  };
  const toolMeta = (): Meta => {
    const m = base().set("tool_name", toolName);
    const mcp = p["mcp_context"];
    if (isObject(mcp)) m.set("mcp_server", mcp["server_name"]);
    m.set("original_request_name", p["original_request_name"]);
    return m.json("tool_input", p["tool_input"]);
  };
  const events = (...list: DraftEvent[]): MapResult => ({ kind: "events", dialect: "gemini", nativeEvent: native, events: list });

  switch (native) {
    case "SessionStart":
      return events(ev("session_start", "system", "", base().set("session_source", p["source"]), "session_start"));
    case "BeforeAgent":
      return events(ev("user_message", "user", str(p["prompt"]) ?? "", base(), "prompt"));
    case "BeforeTool": {
      const list = [ev("tool_use", "assistant", toolSummary(toolName, p["tool_input"]), toolMeta(), "use")];
      if (toolName === DELEGATE_TOOL) list.push(ev("subagent_start", "system", "", base(), "subagent_start"));
      return events(...list);
    }
    case "AfterTool": {
      const r = renderToolResult(p["tool_response"]);
      const list = [
        ev(
          "tool_result",
          "tool",
          r.text,
          toolMeta()
            .set("is_error", r.isError ?? false)
            .set("exit_code", r.exitCode),
          "result",
        ),
      ];
      if (toolName === DELEGATE_TOOL) list.push(ev("subagent_stop", "assistant", r.text, base(), "subagent_stop"));
      return events(...list);
    }
    case "AfterAgent":
      return events(ev("assistant_stop", "assistant", str(p["prompt_response"]) ?? "", base().set("stop_hook_active", p["stop_hook_active"]), "stop"));
    case "PreCompress":
      return events(ev("compaction", "system", "", base().set("compaction_phase", "pre").set("trigger", p["trigger"]), "compaction:pre"));
    case "SessionEnd":
      return events(ev("session_end", "system", "", base().set("reason", p["reason"]), "session_end"));
    default:
      if (IGNORED.has(native)) return { kind: "ignored", dialect: "gemini", nativeEvent: native, reason: "not part of the conversation" };
      return { kind: "unknown-event", dialect: "gemini", nativeEvent: native };
  }
}
