import { mapClaudeFamily, snakeCaseKeys } from "./claude";
import { mapCodexNotify } from "./codex-notify";
import { isObject, type JsonObject } from "./common";
import { mapCopilot } from "./copilot";
import { mapGemini } from "./gemini";
import { mapOpenCode } from "./opencode";
import type { Agent } from "../event";
import type { Dialect, MapContext, MapResult } from "./types";

/** Event names only Gemini CLI uses. */
const GEMINI_EVENTS = new Set(["BeforeTool", "AfterTool", "BeforeAgent", "AfterAgent", "BeforeModel", "AfterModel", "BeforeToolSelection", "PreCompress"]);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The dialect for a payload that arrived through a hook installed for `agent` (`--agent`).
 * The installed agent wins over field guessing: a Claude Code payload that happens to carry
 * `model` or `turn_id` stays Claude Code. The payload only picks among the shapes that agent's
 * hook config is known to receive: Grok (camelCase `hookEventName`) and VS Code Copilot
 * (ISO `timestamp`, no `transcript_path`) both run the hooks in Claude Code's settings file, and
 * Copilot's own hooks come as Copilot CLI (camelCase, `--event`) or VS Code (`hook_event_name`).
 */
function dialectForAgent(agent: Agent, payload: JsonObject, ctx: MapContext): Dialect | undefined {
  const p = payload;
  const snakeEvent = typeof p["hook_event_name"] === "string";
  switch (agent) {
    case "opencode":
      return typeof p["hook"] === "string" && isObject(p["payload"]) ? "opencode" : undefined;
    case "grok":
      return typeof p["hookEventName"] === "string" || snakeEvent || ctx.env["GROK_HOOK_EVENT"] ? "grok" : undefined;
    case "codex":
      return snakeEvent ? "codex-hooks" : undefined;
    case "gemini":
      return snakeEvent ? "gemini" : undefined;
    case "copilot":
      if (snakeEvent) return "copilot-vscode";
      return typeof p["sessionId"] === "string" ? "copilot" : undefined;
    case "claude-code":
      if (typeof p["hookEventName"] === "string") return "grok";
      if (!snakeEvent) return undefined;
      if (!("transcript_path" in p) && typeof p["timestamp"] === "string" && ISO_TIME.test(p["timestamp"])) return "copilot-vscode";
      return "claude-code";
  }
}

/**
 * Works out which agent and dialect sent `payload`. With `--agent` (every installed hook passes
 * it) the installed agent decides (dialectForAgent); without it, the payload's fields do.
 * Order follows research/agent-hooks.md §8.
 */
export function detectDialect(payload: JsonObject, ctx: MapContext): Dialect | undefined {
  if (ctx.agentHint) return dialectForAgent(ctx.agentHint, payload, ctx);
  return guessDialect(payload, ctx);
}

/** The dialect from the payload's fields alone, for a hook command without `--agent`. */
function guessDialect(payload: JsonObject, ctx: MapContext): Dialect | undefined {
  const p = payload;
  const event = typeof p["hook_event_name"] === "string" ? p["hook_event_name"] : undefined;
  const transcript = typeof p["transcript_path"] === "string" ? p["transcript_path"] : "";
  if (typeof p["hook"] === "string" && isObject(p["payload"])) return "opencode";
  if (typeof p["hookEventName"] === "string" || (ctx.env["GROK_HOOK_EVENT"] && !event)) return "grok";
  if (event !== undefined) {
    if (GEMINI_EVENTS.has(event)) return "gemini";
    if (transcript.includes("/.gemini/") || transcript.includes("\\.gemini\\")) return "gemini";
    if (typeof p["timestamp"] === "string" && ISO_TIME.test(p["timestamp"]) && ctx.env["GEMINI_SESSION_ID"] && "transcript_path" in p) return "gemini";
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
    return "claude-code"; // the shape every other agent copied
  }
  if (typeof p["sessionId"] === "string" && typeof p["timestamp"] === "number") return "copilot";
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
