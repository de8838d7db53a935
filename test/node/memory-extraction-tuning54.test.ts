/**
 * Shape checks for the training set tuning54 (test/node/planted-tuning54.ts). Shape only: nothing
 * here runs the extractor.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING54 } from "./planted-tuning54";
import { plantedSet } from "./planted-scoring";

const set = plantedSet(TUNING54, Date.UTC(2026, 10, 20, 7));
const isMessage = (t: string): boolean => t === "user_message" || t === "assistant_message";

describe("planted set tuning54: shape", () => {
  it("plants >= 64 items, >= 16 of each kind, in >= 45 sessions with >= 10 planting nothing", () => {
    const items = TUNING54.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING54.length).toBeGreaterThanOrEqual(45);
    expect(TUNING54.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(TUNING54.map((s) => s.id)).size).toBe(TUNING54.length);
  });

  it("gives each item 1-2 lower-case key words occurring together in one message of its session, distinct per kind", () => {
    TUNING54.forEach((spec, i) => {
      const messages = set
        .events(i)
        .filter((e) => isMessage(e.event_type))
        .map((e) => e.text.toLowerCase());
      const seen = new Set<string>();
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.keys.join("+")}`,
        ).toBe(true);
        const sig = `${item.kind}:${[...item.keys].sort().join("+")}`;
        expect(seen.has(sig), `${spec.id}: ${sig}`).toBe(false);
        seen.add(sig);
      }
    });
  });

  it("has a tool call in every session that plants something", () => {
    TUNING54.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        set.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("has >= 40 user/assistant messages carrying no item's key words", () => {
    let empty = 0;
    TUNING54.forEach((spec, i) => {
      for (const e of set.events(i)) {
        if (!isMessage(e.event_type)) continue;
        const text = e.text.toLowerCase();
        if (!spec.planted.some((item) => item.keys.every((k) => text.includes(k)))) empty++;
      }
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("builds every session into a segment with bullets", () => {
    TUNING54.forEach((spec, i) => {
      const segment = set.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
