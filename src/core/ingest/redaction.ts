import { redactSecrets, type RedactionTally } from "../../../shared/redaction/redactor";
import type { StoredEvent } from "./event";

/** Events as they will be stored, and what was redacted in each (by event id; only events that had a match). */
export interface RedactedEvents {
  events: StoredEvent[];
  tallies: Map<string, RedactionTally>;
}

/**
 * The service's second layer: the same rules the hook client runs (shared/redaction), over
 * each event's text and metadata values, so that a client posting directly cannot store a
 * well-known secret shape either. Text the client already redacted passes unchanged.
 */
export function redactEvents(events: readonly StoredEvent[]): RedactedEvents {
  const tallies = new Map<string, RedactionTally>();
  const out = events.map((event) => {
    const tally: RedactionTally = {};
    const text = redactSecrets(event.text, undefined, tally);
    let metadata = event.metadata;
    for (const [key, value] of Object.entries(event.metadata)) {
      const redacted = redactSecrets(value, undefined, tally);
      if (redacted !== value) metadata = { ...metadata, [key]: redacted };
    }
    if (Object.keys(tally).length === 0) return event;
    tallies.set(event.event_id, tally);
    return { ...event, text, metadata };
  });
  return { events: out, tallies };
}

/** The sum of several tallies. */
export function sumTallies(tallies: Iterable<RedactionTally>): RedactionTally {
  const sum: RedactionTally = {};
  for (const tally of tallies) for (const [rule, n] of Object.entries(tally)) sum[rule] = (sum[rule] ?? 0) + n;
  return sum;
}
