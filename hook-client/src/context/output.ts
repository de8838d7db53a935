import type { Dialect } from "../map/types";

/**
 * What a session-start hook prints for the agent to add the digest to the model's context,
 * by the dialect the payload came in; undefined where the agent would not add it.
 *
 * - Claude Code, Codex (hooks, ≥ 0.114) and Gemini CLI read `hookSpecificOutput.additionalContext`
 *   from a SessionStart hook's JSON (Claude Code and Codex also take plain text; JSON is the form
 *   all three share, and Gemini shows non-JSON output as a warning instead).
 * - Copilot CLI ignores sessionStart output ("Output processed: No" in its hooks reference),
 *   Grok Build discards the stdout of its SessionStart hooks, Codex's legacy notify has no
 *   session start, and OpenCode's plugin starts the hook detached: nothing is printed for them.
 */
export function sessionStartOutput(dialect: Dialect, digest: string): string | undefined {
  switch (dialect) {
    case "claude-code":
    case "codex-hooks":
    case "gemini":
      return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: digest } })}\n`;
    default:
      return undefined;
  }
}
