/**
 * Shape checks for the planted set tuning56 (test/node/planted-tuning56.ts), a training set for
 * the sentence classifier: counts, ids, key words, grips and segments. No extraction runs here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING56, TUNING56_START } from "./planted-tuning56";
import { plantedSet } from "./planted-scoring";

const set = plantedSet(TUNING56, TUNING56_START);
const messages = (i: number) =>
  set
    .events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set tuning56: shape", () => {
  it("has at least 64 items, 16 of each kind, in at least 45 sessions, 10 of them planting nothing", () => {
    const items = TUNING56.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((it) => it.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING56.length).toBeGreaterThanOrEqual(45);
    expect(TUNING56.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(TUNING56.map((s) => s.id)).size).toBe(TUNING56.length);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session, distinct per kind", () => {
    TUNING56.forEach((spec, i) => {
      const texts = messages(i);
      const seen = new Set<string>();
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id}: ${item.keys.join(", ")}`,
        ).toBe(true);
        const tag = `${item.kind}:${[...item.keys].sort().join("|")}`;
        expect(seen.has(tag), `${spec.id}: ${tag}`).toBe(false);
        seen.add(tag);
      }
    });
  });

  it("has at least 40 user/assistant messages carrying no item's key words", () => {
    let empty = 0;
    TUNING56.forEach((spec, i) => {
      for (const t of messages(i)) if (!spec.planted.some((item) => item.keys.every((k) => t.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every planting session at least one tool call", () => {
    TUNING56.forEach((spec, i) => {
      if (spec.planted.length > 0)
        expect(
          set.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING56.forEach((spec, i) => {
      const seg = set.segment(i);
      expect(seg.events.length, spec.id).toBeGreaterThan(0);
      expect(seg.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
