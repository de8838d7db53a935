/**
 * Shape checks for TUNING60 (test/node/planted-tuning60.ts), a training set for the sentence
 * classifier: item and session counts, session ids, key words, supporting tool calls, and that
 * every session builds into a segment. Shape only: the extractor is not run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { plantedSet } from "./planted-scoring";
import { TUNING60 } from "./planted-tuning60";

const SET = plantedSet(TUNING60, Date.UTC(2026, 11, 1, 8));

/** The lower-cased texts of a session's user and assistant messages. */
function messageTexts(index: number): string[] {
  return SET.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("TUNING60 shape", () => {
  const items = TUNING60.flatMap((spec) => spec.planted);

  it("plants >= 64 items, >= 16 of each kind, in >= 45 sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) {
      expect(items.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    }
    expect(TUNING60.length).toBeGreaterThanOrEqual(45);
  });

  it("has >= 10 sessions planting nothing", () => {
    expect(TUNING60.filter((spec) => spec.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has >= 40 user/assistant messages that carry no item's key words", () => {
    let quiet = 0;
    TUNING60.forEach((spec, i) => {
      for (const text of messageTexts(i)) {
        if (!spec.planted.some((item) => item.keys.every((k) => text.includes(k)))) quiet++;
      }
    });
    expect(quiet).toBeGreaterThanOrEqual(40);
  });

  it("uses unique session ids", () => {
    const ids = TUNING60.map((spec) => spec.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names each item by 1-2 lower-case key words found together in one message of its session", () => {
    TUNING60.forEach((spec, i) => {
      const texts = messageTexts(i);
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const key of item.keys) expect(key, label).toBe(key.toLowerCase());
        expect(
          texts.some((text) => item.keys.every((k) => text.includes(k))),
          label,
        ).toBe(true);
      }
      const perKind = spec.planted.map((item) => `${item.kind} ${[...item.keys].sort().join("+")}`);
      expect(new Set(perKind).size, spec.id).toBe(perKind.length);
    });
  });

  it("gives every planting session at least one tool call", () => {
    TUNING60.forEach((spec, i) => {
      if (spec.planted.length > 0) {
        expect(
          SET.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
      }
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING60.forEach((spec, i) => {
      const segment = SET.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
