/**
 * Shape checks of the blind61 planted set (test/node/planted-blind61.ts): its counts, its key
 * words and that every session builds into a segment. The set is blind: nothing here runs the
 * extractor on it or scores it.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND61, BLIND61_SESSIONS } from "./planted-blind61";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

/** The user and assistant messages of a session, lower-cased. */
function messages(index: number): string[] {
  return BLIND61.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("blind61 planted set: shape", () => {
  const items = BLIND61_SESSIONS.flatMap((s) => s.planted);

  it("has enough items of every kind in enough sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND61_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(BLIND61_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND61_SESSIONS.map((s) => s.id)).size).toBe(BLIND61_SESSIONS.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND61_SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const key of item.keys) {
          expect(key, label).toBe(key.toLowerCase());
          expect(key.trim(), label).not.toBe("");
        }
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("has no two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND61_SESSIONS) {
      const seen = spec.planted.map((i) => `${i.kind}:${[...i.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has a tool call in every session that plants something", () => {
    BLIND61_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND61.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("has enough messages that must give nothing", () => {
    let empty = 0;
    BLIND61_SESSIONS.forEach((spec, i) => {
      for (const t of messages(i)) if (!spec.planted.some((item) => item.keys.every((k) => t.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("builds every session into a segment with bullets", () => {
    BLIND61_SESSIONS.forEach((spec, i) => {
      const segment = BLIND61.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(BLIND61.events(i).length);
    });
  });
});
