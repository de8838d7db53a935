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

export const ROLES = ["user", "assistant", "system", "tool"] as const;
export type Role = (typeof ROLES)[number];

/** An event as stored in D1 and handed to the TOC builder. snake_case: it is the wire event (the validated POST body, what GET returns). */
export interface StoredEvent {
  event_id: string;
  session_id: string;
  agent: string;
  ts_ms: number;
  event_type: EventType;
  role: Role;
  text: string;
  metadata: Record<string, string>;
}
