/** The normalized event types every agent's native hooks are mapped to. */
export const EVENT_TYPES = [
  "session_start",
  "user_message",
  "assistant_message",
  "tool_use",
  "tool_result",
  "assistant_stop",
  "subagent_start",
  "subagent_stop",
  "compaction",
  "session_end",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export type Role = "user" | "assistant" | "system" | "tool";

/** Agents the client knows, as they appear in the `agent` field. */
export const AGENTS = ["claude-code", "codex", "gemini", "copilot", "grok", "opencode"] as const;
export type Agent = (typeof AGENTS)[number];

/** An event as POSTed to /v1/events and written to the spool. */
export interface AmemEvent {
  event_id: string;
  session_id: string;
  /** When it happened at the source, in epoch milliseconds. */
  ts: number;
  event_type: EventType;
  role: Role;
  agent: string;
  text: string;
  /** A flat map of strings (the service rejects anything else). */
  metadata: Record<string, string>;
}

/** Where to look for the assistant's reply when the payload does not carry it. */
export interface TranscriptHint {
  path: string;
  /** A subagent transcript: every line is a sidechain line. */
  sidechain: boolean;
}

/** What a mapper produces: an event before it gets its id, timestamp, redaction and truncation. */
export interface DraftEvent {
  session_id: string;
  /** Set when the payload says when it happened; otherwise the receive time is used. */
  ts?: number;
  event_type: EventType;
  role: Role;
  agent: Agent;
  text: string;
  metadata: Record<string, string>;
  /** Read the reply from this transcript when `text` is empty. */
  transcript?: TranscriptHint;
  /**
   * The dedupe_key is made of what the event says (a digest of its text or tool input), not of
   * a native id: a repeat within the session is a new event and gets an occurrence number.
   */
  keyFromContent?: boolean;
  /**
   * A turn's stop that carries neither its text nor a native id (Grok's Stop): keyed by the
   * session's turn number, counted from the prompts the hooks saw (see numberRepeats), which
   * the importer also knows. Its text can then be filled in by the import of the same turn.
   */
  keyFromTurn?: boolean;
}

/** The agent names `--agent` accepts, including the spellings used by older configs. */
export function agentFromHint(hint: string | undefined): Agent | undefined {
  switch ((hint ?? "").toLowerCase()) {
    case "claude":
    case "claude-code":
      return "claude-code";
    case "codex":
    case "codex-notify":
    case "codex-cli":
      return "codex";
    case "gemini":
    case "gemini-cli":
      return "gemini";
    case "copilot":
    case "copilot-cli":
      return "copilot";
    case "grok":
    case "grok-build":
      return "grok";
    case "opencode":
      return "opencode";
    default:
      return undefined;
  }
}
