import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redactSecrets, type RedactionTally } from "../../shared/redaction/redactor";
import type { StoredEvent } from "../../src/core/ingest/event";
import { EventInputSchema } from "../../src/core/ingest/event-schema";
import { redactEvents } from "../../src/core/ingest/redaction";
import { plantedSecrets } from "../planted-secrets";

/**
 * redactEvents redacts each distinct string of a request once and reuses the answer for its
 * repeats. That must change no result and no count: here it is compared with redacting every
 * text and metadata value of every event on its own.
 */
function eventByEvent(events: readonly StoredEvent[]) {
  const tallies = new Map<string, RedactionTally>();
  const out = events.map((event) => {
    const tally: RedactionTally = {};
    const text = redactSecrets(event.text, undefined, tally);
    const metadata = Object.fromEntries(Object.entries(event.metadata).map(([k, v]) => [k, redactSecrets(v, undefined, tally)]));
    if (Object.keys(tally).length > 0) tallies.set(event.event_id, tally);
    return { ...event, text, metadata };
  });
  return { out, tallies };
}

const secrets = plantedSecrets().map((p) => p.text);
const ordinary = ["main", "/home/dev/projects/ledger", "claude-opus-4", "2.1.80", "import", "Done: rollup calendar", ""];

function event(i: number, text: string, metadata: Record<string, string>): StoredEvent {
  return { event_id: `E${i}`, session_id: "s", agent: "claude-code", ts_ms: 1, event_type: "user_message", role: "user", text, metadata };
}

describe("redactEvents", () => {
  it("counts a secret repeated across a batch once per occurrence, and redacts every copy", () => {
    const key = "AKIAIOSFODNN7EXAMPLE";
    const events = [0, 1, 2].map((i) => event(i, `key ${key}`, { note: `key ${key}`, cwd: "/home/dev" }));
    const { events: out, tallies } = redactEvents(events);
    for (const e of out) {
      expect(e.text).not.toContain(key);
      expect(e.metadata.note).not.toContain(key);
      expect(e.metadata.cwd).toBe("/home/dev");
    }
    const expected = eventByEvent(events);
    expect(out).toEqual(expected.out);
    expect(tallies).toEqual(expected.tallies);
    expect(Object.values(tallies.get("E2")!).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
  });

  it("answers what redacting each event on its own answers, texts and tallies (property)", () => {
    const piece = fc.oneof(fc.constantFrom(...secrets, ...ordinary), fc.string({ maxLength: 12 }));
    const text = fc.array(piece, { maxLength: 3 }).map((parts) => parts.join(" "));
    const meta = fc.dictionary(fc.constantFrom("cwd", "model", "note", "branch"), text, { maxKeys: 4 });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, meta), { minLength: 1, maxLength: 12 }), (specs) => {
        const events = specs.map(([t, m], i) => event(i, t, m));
        const { events: out, tallies } = redactEvents(events);
        const expected = eventByEvent(events);
        expect(out).toEqual(expected.out);
        expect(tallies).toEqual(expected.tallies);
      }),
      { numRuns: 150 },
    );
  });
});

describe("EventInputSchema's well-formed strings", () => {
  const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
  const base = { event_id: "01KJWJHKTXQ8V7T4ZC9R6N1B5H", session_id: "s", ts: 1_736_153_945_000, event_type: "user_message", role: "user", agent: "x" };

  it("replaces each lone surrogate with U+FFFD and keeps pairs and plain text as they are (property)", () => {
    // Built at run time: lone surrogates in source text upset the runner's transport.
    const unit = fc.oneof(fc.constantFrom(String.fromCharCode(0xd83d), String.fromCharCode(0xde00), "\u{1F600}", "a", "é"), fc.string({ maxLength: 3 }));
    fc.assert(
      fc.property(
        fc.array(unit, { maxLength: 8 }).map((parts) => parts.join("")),
        (text) => {
          const parsed = EventInputSchema.parse({ ...base, text, metadata: { note: text } });
          const expected = text.replace(lone, "\ufffd");
          expect(parsed.text === expected).toBe(true);
          expect(parsed.metadata.note === expected).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
