import { homedir } from "node:os";
import { join } from "node:path";
import type { JsonObject } from "../map/common";
import type { HookPlan } from "./hooks-json";

export type Scope = "global" | "project";

/** How one agent is registered. */
export type Target =
  /** Merge handlers into the `hooks` object of a settings file shared with the user. */
  | { kind: "merge"; agent: string; file: string; plans: HookPlan[]; notes: string[] }
  /** Write a file that belongs to amem alone. */
  | { kind: "own-file"; agent: string; file: string; content: string; notes: string[] };

/**
 * No PreToolUse for Claude Code and Codex: their PostToolUse (and Claude Code's
 * PostToolUseFailure, PermissionDenied) carry the call's input and id, so the hook records the
 * call and its result from one process per tool call.
 */
const CLAUDE_EVENTS: [string, string | undefined][] = [
  ["SessionStart", undefined],
  ["UserPromptSubmit", undefined],
  ["PostToolUse", "*"],
  ["PostToolUseFailure", "*"],
  ["SubagentStart", undefined],
  ["SubagentStop", undefined],
  ["Stop", undefined],
  ["StopFailure", undefined],
  ["PreCompact", undefined],
  ["PostCompact", undefined],
  ["SessionEnd", undefined],
];

const CODEX_EVENTS = [
  "SessionStart",
  "UserPromptSubmit",
  "PostToolUse",
  "SubagentStart",
  "SubagentStop",
  "PreCompact",
  "PostCompact",
  "Stop",
  "Interrupt",
  "SessionEnd",
];

const GEMINI_EVENTS: [string, string | undefined][] = [
  ["SessionStart", undefined],
  ["BeforeAgent", undefined],
  ["BeforeTool", "*"],
  ["AfterTool", "*"],
  ["AfterAgent", undefined],
  ["PreCompress", undefined],
  ["SessionEnd", undefined],
];

const COPILOT_EVENTS = [
  "sessionStart",
  "userPromptSubmitted",
  "preToolUse",
  "postToolUse",
  "postToolUseFailure",
  "agentStop",
  "subagentStop",
  "preCompact",
  "sessionEnd",
];

const GROK_EVENTS = [
  "SessionStart",
  "UserPromptSubmit",
  "PreToolUse",
  "PostToolUse",
  "PostToolUseFailure",
  "Stop",
  "SubagentStart",
  "SubagentStop",
  "PreCompact",
  "PostCompact",
  "SessionEnd",
];

/** Quotes an argument for the POSIX shell the agents run hook commands with. */
export function shellQuote(arg: string): string {
  if (/^[\w@%+=:,./-]+$/.test(arg)) return arg;
  if (process.platform === "win32") return `"${arg}"`;
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

export interface CommandSpec {
  node: string;
  script: string;
}

export function hookCommand(spec: CommandSpec, agent: string, event?: string): string {
  const parts = [spec.node, spec.script, "hook", "--agent", agent, ...(event ? ["--event", event] : [])];
  return parts.map(shellQuote).join(" ");
}

function powershellCommand(spec: CommandSpec, agent: string, event: string): string {
  return `& "${spec.node}" "${spec.script}" hook --agent ${agent} --event ${event}`;
}

/** The registration for `agent` in `scope`; undefined for an unknown agent. */
export function targetFor(agent: string, scope: Scope, spec: CommandSpec, home: string = homedir(), cwd: string = process.cwd()): Target | { error: string } {
  switch (agent) {
    case "claude-code": {
      const file = scope === "global" ? join(home, ".claude", "settings.json") : join(cwd, ".claude", "settings.local.json");
      const plans = CLAUDE_EVENTS.map(([event, matcher]): HookPlan => {
        // SessionEnd hooks share a 1.5 s budget that a larger per-hook timeout would stretch; amem returns in ms.
        const handler: JsonObject = { type: "command", command: hookCommand(spec, "claude-code"), ...(event === "SessionEnd" ? {} : { timeout: 10 }) };
        return matcher === undefined ? { event, handler } : { event, matcher, handler };
      });
      return { kind: "merge", agent, file, plans, notes: ["Claude Code loads the hooks in new sessions; /hooks lists them."] };
    }
    case "codex": {
      const file = scope === "global" ? join(home, ".codex", "hooks.json") : join(cwd, ".codex", "hooks.json");
      const plans = CODEX_EVENTS.map(
        (event): HookPlan => ({
          event,
          handler: { type: "command", command: hookCommand(spec, "codex"), timeout: event === "SessionEnd" || event === "Interrupt" ? 3 : 10 },
        }),
      );
      return {
        kind: "merge",
        agent,
        file,
        plans,
        notes: [
          "Codex runs a new hook only after you trust it: start Codex and run /hooks to review and trust the amem hooks.",
          "Hooks need Codex 0.114 or later; for older versions use `amem install codex --notify` instead.",
        ],
      };
    }
    case "gemini": {
      const file = scope === "global" ? join(home, ".gemini", "settings.json") : join(cwd, ".gemini", "settings.json");
      const plans = GEMINI_EVENTS.map(([event, matcher]): HookPlan => {
        const handler: JsonObject = { name: "amem", type: "command", command: hookCommand(spec, "gemini"), timeout: 10_000 };
        return matcher === undefined ? { event, handler } : { event, matcher, handler };
      });
      return {
        kind: "merge",
        agent,
        file,
        plans,
        notes: ["Gemini CLI runs hooks by default since 0.27; if you turned them off, set hooksConfig.enabled to true."],
      };
    }
    case "copilot": {
      if (scope === "global")
        return { error: "Copilot CLI reads hooks from the repository only (.github/hooks/*.json); run this inside the repository with --project." };
      const hooks: JsonObject = {};
      for (const event of COPILOT_EVENTS) {
        hooks[event] = [{ type: "command", bash: hookCommand(spec, "copilot", event), powershell: powershellCommand(spec, "copilot", event), timeoutSec: 10 }];
      }
      return {
        kind: "own-file",
        agent,
        file: join(cwd, ".github", "hooks", "amem.json"),
        content: `${JSON.stringify({ version: 1, hooks }, null, 2)}\n`,
        notes: ["The file holds absolute paths of this machine: keep it out of commits (e.g. add .github/hooks/amem.json to .git/info/exclude)."],
      };
    }
    case "grok": {
      const hooks: JsonObject = {};
      for (const event of GROK_EVENTS) hooks[event] = [{ hooks: [{ type: "command", command: hookCommand(spec, "grok"), timeout: 5 }] }];
      const file = scope === "global" ? join(home, ".grok", "hooks", "amem.json") : join(cwd, ".grok", "hooks", "amem.json");
      return {
        kind: "own-file",
        agent,
        file,
        content: `${JSON.stringify({ hooks }, null, 2)}\n`,
        notes: [
          "Grok Build also runs the hooks in .claude/settings.json: with amem installed for claude-code too, Grok events arrive twice (same dedupe_key).",
          ...(scope === "project" ? ["Project hooks run after you trust the folder (/hooks-trust)."] : []),
        ],
      };
    }
    default:
      return { error: `unknown agent "${agent}" (claude-code, codex, gemini, copilot, grok, opencode)` };
  }
}
