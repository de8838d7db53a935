/**
 * Shape checks for the tuning66 planted set (test/node/planted-tuning66.ts), a training set for
 * the sentence classifier: counts, ids, key words and buildability only. It does not run the
 * extractor.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import type { BlindSession } from "./planted-scoring";
import { plantedSet } from "./planted-scoring";
import { TUNING66 } from "./planted-tuning66";

const SETS: [string, readonly BlindSession[]][] = [["tuning66", TUNING66]];

function messages(index: number, set: ReturnType<typeof plantedSet>): string[] {
  return set
    .events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe.each(SETS)("planted set %s: shape", (_name, sessions) => {
  const set = plantedSet(sessions, Date.UTC(2026, 10, 2, 9));

  it("plants >= 64 items, >= 16 of each kind, in >= 45 sessions with unique ids", () => {
    const items = sessions.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length).toBeGreaterThanOrEqual(16);
    expect(sessions.length).toBeGreaterThanOrEqual(45);
    expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
  });

  it("has >= 10 sessions that plant nothing and >= 40 messages carrying no item's key words", () => {
    expect(sessions.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    let empty = 0;
    sessions.forEach((spec, i) => {
      for (const text of messages(i, set)) {
        if (!spec.planted.some((item) => item.keys.every((k) => text.includes(k)))) empty++;
      }
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    sessions.forEach((spec, i) => {
      const texts = messages(i, set);
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id}: ${item.keys.join(", ")}`,
        ).toBe(true);
      }
    });
  });

  it("never gives two items of one kind the same key words in a session", () => {
    for (const spec of sessions) {
      const seen = spec.planted.map((i) => `${i.kind}:${[...i.keys].sort().join("|")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has a tool call in every session that plants something", () => {
    sessions.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        set.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    sessions.forEach((spec, i) => {
      const segment = set.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
