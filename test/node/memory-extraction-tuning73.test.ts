/**
 * Shape of the tuning73 planted set (test/node/planted-tuning73.ts): counts, ids, key words and
 * grips. Shape only: no extractor runs here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING73, TUNING73_SESSIONS } from "./planted-tuning73";

const messages = (i: number): string[] =>
  TUNING73.events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set tuning73: shape", () => {
  it("has >= 64 items, >= 16 of each kind, in >= 45 sessions with unique ids", () => {
    const items = TUNING73_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((it) => it.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING73_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(TUNING73_SESSIONS.map((s) => s.id)).size).toBe(TUNING73_SESSIONS.length);
  });

  it("has >= 10 sessions that plant nothing, with >= 40 messages between them", () => {
    const empty = TUNING73_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? [i] : []));
    expect(empty.length).toBeGreaterThanOrEqual(10);
    expect(empty.reduce((n, i) => n + messages(i).length, 0)).toBeGreaterThanOrEqual(40);
  });

  it("gives every item 1-2 lower-case key words occurring together in one message of its session", () => {
    TUNING73_SESSIONS.forEach((s, i) => {
      const texts = messages(i);
      for (const item of s.planted) {
        expect(item.keys.length, s.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, s.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, s.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${s.id}: ${item.kind} ${item.keys.join(",")}`,
        ).toBe(true);
      }
      const seen = s.planted.map((it) => `${it.kind}:${[...it.keys].sort().join("|")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    });
  });

  it("has a tool call in every session that plants something", () => {
    TUNING73_SESSIONS.forEach((s, i) => {
      if (s.planted.length > 0)
        expect(
          TUNING73.events(i).some((e) => e.event_type === "tool_use"),
          s.id,
        ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING73_SESSIONS.forEach((s, i) => {
      const segment = TUNING73.segment(i);
      expect(segment.nodeId, s.id).toBe(`toc:segment:${s.id}`);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
