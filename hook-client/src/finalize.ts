import { MAX_MESSAGE_TEXT_BYTES, MAX_METADATA_VALUE_BYTES, MAX_TOOL_TEXT_BYTES } from "./constants";
import type { AmemEvent, DraftEvent, EventType } from "./event";
import { eventIdFor } from "./event-id";
import type { Redactor } from "./redact";
import { prepareText } from "./text";
import { ulid } from "./ulid";

/** Event types whose text is conversation (kept up to the larger cap). */
const MESSAGE_TYPES = new Set<EventType>(["user_message", "assistant_message", "assistant_stop", "subagent_stop", "compaction"]);

/**
 * Redacts and caps every string of a draft and gives it its id and timestamp: the one step
 * between a mapped event and the spool, shared by hooks and the importer. The id comes from the
 * draft's dedupe_key (see eventIdFor), so the same native event gets the same id either way.
 */
export function finalize(d: DraftEvent, nowMs: number, redact: Redactor): AmemEvent {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(d.metadata)) {
    const prepared = prepareText(value, MAX_METADATA_VALUE_BYTES, redact);
    metadata[key] = prepared.text;
    if (prepared.truncated && key === "tool_input") {
      metadata["tool_input_bytes"] = String(prepared.truncated.bytes);
      metadata["tool_input_sha256"] = prepared.truncated.sha256;
    }
  }
  const text = prepareText(d.text, MESSAGE_TYPES.has(d.event_type) ? MAX_MESSAGE_TEXT_BYTES : MAX_TOOL_TEXT_BYTES, redact);
  if (text.truncated) {
    metadata["text_truncated"] = "true";
    metadata["text_bytes"] = String(text.truncated.bytes);
    metadata["text_sha256"] = text.truncated.sha256;
  }
  const key = d.metadata["dedupe_key"];
  const eventId = key ? eventIdFor(key) : ulid(nowMs);
  return { event_id: eventId, session_id: d.session_id, ts: d.ts ?? nowMs, event_type: d.event_type, role: d.role, agent: d.agent, text: text.text, metadata };
}
