/**
 * Shape checks for planted set tuning64 (test/node/planted-tuning64.ts), a training set for the
 * sentence classifier: counts, ids, key words and grips. The extractor is not run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING64, TUNING64_SESSIONS } from "./planted-tuning64";

const SESSIONS = TUNING64_SESSIONS;

function messages(index: number): string[] {
  return TUNING64.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("planted set tuning64: shape", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions with unique ids", () => {
    const items = SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(SESSIONS.map((s) => s.id)).size).toBe(SESSIONS.length);
  });

  it("has at least 10 sessions planting nothing and at least 40 messages carrying no item's key words", () => {
    expect(SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    let empty = 0;
    SESSIONS.forEach((spec, i) => {
      for (const text of messages(i)) {
        if (!spec.planted.some((item) => item.keys.every((k) => text.includes(k)))) empty++;
      }
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives each item 1-2 lower-case key words occurring together in one message of its session", () => {
    SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id}: ${item.keys.join(",")}`,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of SESSIONS) {
      const seen = spec.planted.map((i) => `${i.kind}:${[...i.keys].sort().join(",")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has a tool call in every session that plants something", () => {
    SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING64.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    SESSIONS.forEach((spec, i) => {
      expect(TUNING64.segment(i).bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
