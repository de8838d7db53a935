/**
 * Shape checks for the TUNING76 planted set (test/node/planted-tuning76.ts): counts, unique ids,
 * key words, a supporting tool call in every planting session, and that every session builds
 * into a segment with bullets. No extraction and no score here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING76, TUNING76_SESSIONS } from "./planted-tuning76";

const messages = (i: number): string[] =>
  TUNING76.events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set TUNING76: shape", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions with unique ids", () => {
    const items = TUNING76_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING76_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(TUNING76_SESSIONS.map((s) => s.id)).size).toBe(TUNING76_SESSIONS.length);
  });

  it("has at least 10 sessions planting nothing and at least 40 messages carrying no item's key words", () => {
    expect(TUNING76_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    const empty = TUNING76_SESSIONS.reduce(
      (n, spec, i) => n + messages(i).filter((text) => !spec.planted.some((item) => item.keys.every((k) => text.includes(k)))).length,
      0,
    );
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session, distinct per kind", () => {
    TUNING76_SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      const seen = new Set<string>();
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          texts.some((text) => item.keys.every((k) => text.includes(k))),
          `${spec.id}: ${item.kind} ${item.keys.join(" + ")}`,
        ).toBe(true);
        const id = `${item.kind}:${[...item.keys].sort().join("|")}`;
        expect(seen.has(id), `${spec.id}: duplicate ${id}`).toBe(false);
        seen.add(id);
      }
    });
  });

  it("has a tool call in every session that plants something", () => {
    TUNING76_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING76.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING76_SESSIONS.forEach((spec, i) => {
      const segment = TUNING76.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
