import { JOIN_SEPARATOR, redactSecrets, surelyUnchanged, type RedactionTally } from "../../../shared/redaction/redactor";
import type { StoredEvent } from "./event";

/** Events as they will be stored, and what was redacted in each (by event id; only events that had a match). */
export interface RedactedEvents {
  events: StoredEvent[];
  tallies: Map<string, RedactionTally>;
}

/** A redaction remembered within one request: the text it gave and what it replaced. */
interface Remembered {
  out: string;
  /** Undefined when nothing was replaced (the common case). */
  tally: RedactionTally | undefined;
}

/**
 * The service's second layer: the same rules the hook client runs (shared/redaction), over
 * each event's text and metadata values, so that a client posting directly cannot store a
 * well-known secret shape either. Text the client already redacted passes unchanged.
 *
 * Within one call a string is redacted once: redaction is a function of the text alone, and
 * most metadata values repeat from event to event of a batch (cwd, project, branch, model,
 * agent version, source), so a repeat takes the remembered answer and counts its tally again.
 * This changes no result and no count.
 */
export function redactEvents(events: readonly StoredEvent[]): RedactedEvents {
  const tallies = new Map<string, RedactionTally>();
  const seen = new Map<string, Remembered>();
  const redact = (value: string, tally: RedactionTally): string => {
    let known = seen.get(value);
    if (known === undefined) {
      const own: RedactionTally = {};
      const out = redactSecrets(value, undefined, own);
      known = { out, tally: Object.keys(own).length === 0 ? undefined : own };
      seen.set(value, known);
    }
    if (known.tally !== undefined) for (const [rule, n] of Object.entries(known.tally)) tally[rule] = (tally[rule] ?? 0) + n;
    return known.out;
  };
  const out = events.map((event) => {
    // The event's metadata values not met yet, cleared by one scan when none holds a hint
    // (nearly always: ids, paths, names); each is then its own answer, with nothing to count.
    const fresh = Object.values(event.metadata).filter((value) => !seen.has(value));
    if (fresh.length > 1 && surelyUnchanged(fresh.join(JOIN_SEPARATOR))) for (const value of fresh) seen.set(value, { out: value, tally: undefined });
    const tally: RedactionTally = {};
    const text = redact(event.text, tally);
    let metadata = event.metadata;
    for (const [key, value] of Object.entries(event.metadata)) {
      const redacted = redact(value, tally);
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
