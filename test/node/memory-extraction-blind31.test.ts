/**
 * Shape checks only for the blind31 planted set (test/node/planted-blind31.ts): counts, ids,
 * key words and that every session builds into a segment. The set stays unmeasured here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND31, BLIND31_SESSIONS } from "./planted-blind31";

const messages = (index: number): string[] =>
  BLIND31.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set blind31: shape", () => {
  it("has >= 64 items, >= 16 of each kind, in >= 45 sessions with unique ids", () => {
    const items = BLIND31_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND31_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(BLIND31_SESSIONS.map((s) => s.id)).size).toBe(BLIND31_SESSIONS.length);
  });

  it("has >= 10 sessions planting nothing, with >= 40 user/assistant messages between them", () => {
    const empty = BLIND31_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? [i] : []));
    expect(empty.length).toBeGreaterThanOrEqual(10);
    expect(empty.reduce((n, i) => n + messages(i).length, 0)).toBeGreaterThanOrEqual(40);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND31_SESSIONS.forEach((s, i) => {
      const texts = messages(i);
      const seen = new Set<string>();
      for (const item of s.planted) {
        expect(item.keys.length, s.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, s.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, s.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${s.id}: ${item.keys.join(", ")}`,
        ).toBe(true);
        const sig = `${item.kind}:${[...item.keys].sort().join("|")}`;
        expect(seen.has(sig), `${s.id}: duplicate ${sig}`).toBe(false);
        seen.add(sig);
      }
    });
  });

  it("has a tool call in every session that plants something", () => {
    BLIND31_SESSIONS.forEach((s, i) => {
      if (s.planted.length > 0)
        expect(
          BLIND31.events(i).some((e) => e.event_type === "tool_use"),
          s.id,
        ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND31_SESSIONS.forEach((s, i) => {
      expect(BLIND31.segment(i).bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
