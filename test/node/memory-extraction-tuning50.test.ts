/**
 * Shape of the planted set TUNING50 (test/node/planted-tuning50.ts), a training set for the
 * sentence classifier: counts, ids, key words, supporting tool calls and segments. It checks the
 * set's shape only; it does not run the extractor.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { plantedSet } from "./planted-scoring";
import { TUNING50 } from "./planted-tuning50";

const SET = plantedSet(TUNING50, Date.UTC(2026, 10, 2, 8));
const messages = (i: number): string[] =>
  SET.events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set TUNING50: shape", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions", () => {
    const items = TUNING50.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING50.length).toBeGreaterThanOrEqual(45);
  });

  it("has at least 10 sessions planting nothing and at least 40 messages carrying no item", () => {
    expect(TUNING50.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    const empty = TUNING50.reduce((n, spec, i) => n + messages(i).filter((m) => !spec.planted.some((item) => item.keys.every((k) => m.includes(k)))).length, 0);
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every session a unique id", () => {
    expect(new Set(TUNING50.map((s) => s.id)).size).toBe(TUNING50.length);
  });

  it("names each item by 1-2 lower-case key words occurring together in one message of its session", () => {
    TUNING50.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          texts.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.keys.join("+")}`,
        ).toBe(true);
      }
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    });
  });

  it("gives every planting session a tool call", () => {
    TUNING50.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        SET.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING50.forEach((spec, i) => {
      const segment = SET.segment(i);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
    });
  });
});
