import type { Agent, DraftEvent } from "../event";
import type { Redactor } from "../redact";

/** The payload shapes the client understands. */
export type Dialect = "claude-code" | "codex-hooks" | "codex-notify" | "gemini" | "copilot" | "copilot-vscode" | "grok" | "opencode";

export type MapResult =
  /** Zero or more events (zero only when every event was dropped on purpose, e.g. an internal subagent). */
  | { kind: "events"; dialect: Dialect; nativeEvent: string; events: DraftEvent[] }
  /** A native event we know and deliberately do not record (Notification, BeforeModel, …). */
  | { kind: "ignored"; dialect: Dialect; nativeEvent: string; reason: string }
  /** A native event name we have never seen: logged, never guessed at. */
  | { kind: "unknown-event"; dialect: Dialect; nativeEvent: string }
  /** Not a hook payload we can read. */
  | { kind: "unrecognized"; reason: string };

export interface MapContext {
  /** `--agent`: the agent the hook was installed for; it decides the dialect (map/index.ts). */
  agentHint: Agent | undefined;
  /** `--event` (Copilot CLI's camelCase payloads carry no event name). */
  eventHint: string | undefined;
  nowMs: number;
  env: Record<string, string | undefined>;
  /**
   * Applied to a text before it is digested into a dedupe key: a digest of unredacted text
   * would let anyone holding the key test guesses of a redacted secret.
   */
  redact: Redactor;
}
