/**
 * Shape of planted set tuning62 (test/node/planted-tuning62.ts), a training set for the sentence
 * classifier: counts, unique ids, key words, supporting tool calls, and that every session builds
 * into a segment with bullets. Shape only: the extractor is not run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { plantedSet } from "./planted-scoring";
import { TUNING62 } from "./planted-tuning62";

const SET = plantedSet(TUNING62, Date.UTC(2026, 10, 2, 9));

function messages(index: number): string[] {
  return SET.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("planted set tuning62: shape", () => {
  it("plants >= 64 items, >= 16 of each kind, in >= 45 sessions of which >= 10 plant nothing", () => {
    const items = TUNING62.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING62.length).toBeGreaterThanOrEqual(45);
    expect(TUNING62.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(TUNING62.map((s) => s.id)).size).toBe(TUNING62.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    TUNING62.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        const where = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, where).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, where).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, where).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          where,
        ).toBe(true);
      }
    });
  });

  it("never gives two items of one kind the same key words in a session", () => {
    for (const spec of TUNING62) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has a tool call in every session that plants something", () => {
    TUNING62.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        SET.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("has >= 40 user/assistant messages that carry no planted item's key words", () => {
    let empty = 0;
    TUNING62.forEach((spec, i) => {
      for (const t of messages(i)) if (!spec.planted.some((item) => item.keys.every((k) => t.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("builds every session into a segment with bullets", () => {
    TUNING62.forEach((spec, i) => {
      const segment = SET.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
