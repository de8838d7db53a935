import { mapClaudeFamily, snakeCaseKeys } from "./claude";
import { mapCodexNotify } from "./codex-notify";
import { isObject, type JsonObject } from "./common";
import { mapCopilot } from "./copilot";
import { mapGemini } from "./gemini";
import { mapOpenCode } from "./opencode";
import type { Dialect, MapContext, MapResult } from "./types";

/** Event names only Gemini CLI uses. */
const GEMINI_EVENTS = new Set(["BeforeTool", "AfterTool", "BeforeAgent", "AfterAgent", "BeforeModel", "AfterModel", "BeforeToolSelection", "PreCompress"]);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Works out which agent and dialect sent `payload`. The payload decides; `--agent` only
 * breaks ties (Grok runs hooks registered for Claude Code and sends its own camelCase shape).
 * Order follows research/agent-hooks.md §8.
 */
export function detectDialect(payload: JsonObject, ctx: MapContext): Dialect | undefined {
  const p = payload;
  const event = typeof p["hook_event_name"] === "string" ? p["hook_event_name"] : undefined;
  const transcript = typeof p["transcript_path"] === "string" ? p["transcript_path"] : "";
  if (typeof p["hook"] === "string" && isObject(p["payload"])) return "opencode";
  if (typeof p["hookEventName"] === "string" || (ctx.env["GROK_HOOK_EVENT"] && !event)) return "grok";
  if (event !== undefined) {
    if (GEMINI_EVENTS.has(event)) return "gemini";
    if (transcript.includes("/.gemini/") || transcript.includes("\\.gemini\\")) return "gemini";
    if (typeof p["timestamp"] === "string" && ISO_TIME.test(p["timestamp"]) && (ctx.env["GEMINI_SESSION_ID"] || ctx.agentHint === "gemini") && "transcript_path" in p) return "gemini";
    if (
      "turn_id" in p ||
      transcript.includes("/.codex/") ||
      transcript.includes("\\.codex\\") ||
      (typeof p["model"] === "string" && (event !== "SessionStart" || "permission_mode" in p))
    ) {
      return "codex-hooks";
    }
    if (transcript.includes("/.claude/") || transcript.includes("\\.claude\\")) return "claude-code";
    if (!("transcript_path" in p) && typeof p["timestamp"] === "string" && ISO_TIME.test(p["timestamp"])) return "copilot-vscode";
    if (ctx.agentHint === "codex") return "codex-hooks";
    if (ctx.agentHint === "copilot") return "copilot-vscode";
    if (ctx.agentHint === "gemini") return "gemini";
    return "claude-code"; // the shape every other agent copied
  }
  if (typeof p["sessionId"] === "string" && typeof p["timestamp"] === "number") return "copilot";
  if (ctx.agentHint === "copilot" && typeof p["sessionId"] === "string") return "copilot";
  return undefined;
}

/** Maps a parsed hook payload to normalized events. `argvPayload` is Codex notify's argv JSON. */
export function mapPayload(payload: unknown, ctx: MapContext, fromArgv = false): MapResult {
  if (!isObject(payload)) return { kind: "unrecognized", reason: "the payload is not a JSON object" };
  if (fromArgv || payload["type"] === "agent-turn-complete") return mapCodexNotify(payload);
  const dialect = detectDialect(payload, ctx);
  switch (dialect) {
    case "opencode":
      return mapOpenCode(payload, ctx);
    case "grok":
      return mapClaudeFamily(snakeCaseKeys(payload), "grok", "grok", ctx);
    case "gemini":
      return mapGemini(payload, ctx);
    case "codex-hooks":
      return mapClaudeFamily(payload, "codex", "codex-hooks", ctx);
    case "claude-code":
      return mapClaudeFamily(payload, "claude-code", "claude-code", ctx);
    case "copilot-vscode":
      return mapClaudeFamily(payload, "copilot", "copilot-vscode", ctx);
    case "copilot":
      return mapCopilot(payload, ctx);
    default:
      return { kind: "unrecognized", reason: "no known hook payload shape (no hook_event_name, hookEventName or sessionId)" };
  }
}

export type { Dialect, MapContext, MapResult } from "./types";
export type { JsonObject };
