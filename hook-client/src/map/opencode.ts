import type { DraftEvent } from "../event";
import { shortHash } from "../hash";
import { cwdMeta, dedupeKey, draft, isObject, type JsonObject, Meta, parseTimestamp, renderToolResult, scalar, str, toolSummary } from "./common";
import type { MapContext, MapResult } from "./types";

/**
 * Maps one envelope written by the amem OpenCode plugin: `{ hook, payload, ts,
 * parent_session_id? }`. `hook` is the plugin hook that fired (`event` for bus events);
 * `parent_session_id` is set by the plugin for events of a child (subagent) session, which are
 * recorded under the parent session with `agent_id` naming the child, as Claude Code does.
 */
export function mapOpenCode(envelope: JsonObject, ctx: MapContext): MapResult {
  const agent = "opencode";
  const hook = str(envelope["hook"]) ?? "";
  const payload = isObject(envelope["payload"]) ? envelope["payload"] : {};
  const parent = str(envelope["parent_session_id"]);
  const ts = parseTimestamp(envelope["ts"] ?? envelope["captured_at"], ctx.nowMs);
  const input = isObject(payload["input"]) ? payload["input"] : {};
  const output = isObject(payload["output"]) ? payload["output"] : {};
  const busType = hook === "event" ? (str(payload["type"]) ?? "") : "";
  const props = isObject(payload["properties"]) ? payload["properties"] : {};
  const native = busType || hook;

  const base = (sessionId: string | undefined): Meta => {
    const m = new Meta().set("source", "hook").set("dialect", "opencode").set("native_event", native);
    if (parent) m.set("agent_id", sessionId);
    return m;
  };
  const ev = (
    sessionId: string | undefined,
    type: DraftEvent["event_type"],
    role: DraftEvent["role"],
    text: string,
    meta: Meta,
    ...key: (string | undefined)[]
  ): MapResult => {
    const sid = parent ?? sessionId;
    meta.set("dedupe_key", dedupeKey(agent, sid, ...key));
    return { kind: "events", dialect: "opencode", nativeEvent: native, events: [draft({ agent, sessionId: sid, type, role, text, ts, meta })] };
  };
  const ignored = (reason: string): MapResult => ({ kind: "ignored", dialect: "opencode", nativeEvent: native, reason });

  switch (hook) {
    case "chat.message": {
      const sid = str(input["sessionID"]);
      const parts = Array.isArray(output["parts"]) ? output["parts"].filter(isObject) : [];
      const text = parts
        .filter((part) => part["type"] === "text" && part["synthetic"] !== true)
        .map((part) => str(part["text"]) ?? "")
        .join("\n");
      const model = isObject(input["model"]) ? [scalar(input["model"]["providerID"]), scalar(input["model"]["modelID"])].filter(Boolean).join("/") : undefined;
      const messageId = str(input["messageID"]) ?? (isObject(output["message"]) ? str(output["message"]["id"]) : undefined);
      const m = base(sid).set("message_id", messageId).set("model", model).set("agent_mode", input["agent"]);
      return ev(sid, "user_message", "user", text, m, messageId ?? shortHash(ctx.redact(text)), "prompt");
    }
    case "tool.execute.before": {
      const sid = str(input["sessionID"]);
      const tool = str(input["tool"]) ?? "unknown";
      const m = base(sid).set("tool_name", tool).set("tool_use_id", input["callID"]).json("tool_input", output["args"]);
      return ev(sid, "tool_use", "assistant", toolSummary(tool, output["args"]), m, str(input["callID"]), "use");
    }
    case "tool.execute.after": {
      const sid = str(input["sessionID"]);
      const tool = str(input["tool"]) ?? "unknown";
      const meta = isObject(output["metadata"]) ? output["metadata"] : {};
      const exit = typeof meta["exit"] === "number" ? meta["exit"] : undefined;
      const out = str(output["output"]);
      const diff = str(meta["diff"]);
      // An edit reports an empty output and its change as metadata.diff.
      const text = out ? renderToolResult(out).text : diff ? `${str(output["title"]) ?? ""}\n${diff}`.trimStart() : (str(output["title"]) ?? "");
      const m = base(sid).set("tool_name", tool).set("tool_use_id", input["callID"]).set("title", output["title"]);
      m.set("exit_code", exit).set("is_error", exit !== undefined && exit !== 0);
      return ev(sid, "tool_result", "tool", text, m, str(input["callID"]), "result");
    }
    case "event":
      break;
    default:
      return { kind: "unknown-event", dialect: "opencode", nativeEvent: native };
  }

  const info = isObject(props["info"]) ? props["info"] : {};
  switch (busType) {
    case "session.created": {
      const id = str(info["id"]);
      const parentId = str(info["parentID"]);
      if (parentId) {
        const m = new Meta().set("source", "hook").set("dialect", "opencode").set("native_event", native).set("agent_id", id);
        m.set("dedupe_key", dedupeKey(agent, parentId, id, "subagent_start"));
        cwdMeta(m, str(info["directory"]));
        return {
          kind: "events",
          dialect: "opencode",
          nativeEvent: native,
          events: [draft({ agent, sessionId: parentId, type: "subagent_start", role: "system", text: str(info["title"]) ?? "", ts, meta: m })],
        };
      }
      const m = base(id).set("session_title", info["title"]).set("opencode_version", info["version"]).set("opencode_project_id", info["projectID"]);
      cwdMeta(m, str(info["directory"]));
      return ev(id, "session_start", "system", "", m, "session_start");
    }
    case "session.idle": {
      const sid = str(props["sessionID"]);
      if (parent) return ev(sid, "subagent_stop", "assistant", "", base(sid), sid, "subagent_stop");
      return ev(sid, "assistant_stop", "assistant", "", base(sid), "stop", ts === undefined ? undefined : String(ts));
    }
    case "session.compacted": {
      const sid = str(props["sessionID"]);
      return ev(sid, "compaction", "system", "", base(sid).set("compaction_phase", "post"), "compaction", ts === undefined ? undefined : String(ts));
    }
    case "session.deleted": {
      const sid = str(info["id"]);
      return ev(sid, "session_end", "system", "", base(sid).set("reason", "deleted"), "session_end");
    }
    case "message.part.updated": {
      const part = isObject(props["part"]) ? props["part"] : {};
      const time = isObject(part["time"]) ? part["time"] : {};
      // Only a finished text part is a reply; streaming updates and user parts carry no end time.
      if (part["type"] !== "text" || time["end"] === undefined || part["synthetic"] === true) return ignored("not a finished assistant text part");
      const sid = str(part["sessionID"]);
      const m = base(sid).set("message_id", part["messageID"]).set("part_id", part["id"]);
      return ev(sid, "assistant_message", "assistant", str(part["text"]) ?? "", m, str(part["id"]), "text");
    }
    default:
      return ignored("bus event not recorded");
  }
}
