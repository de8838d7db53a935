/**
 * Shape checks of the blind planted set BLIND26 (test/node/planted-blind26.ts): counts, unique
 * session ids, key words, tool calls and segments. It does not run the extractor on the set.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND26, BLIND26_SESSIONS } from "./planted-blind26";

const messages = (i: number): string[] =>
  BLIND26.events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set blind26: shape", () => {
  it("has enough items of every kind, sessions, empty sessions and empty messages", () => {
    const items = BLIND26_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND26_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(BLIND26_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    const emptyMessages = BLIND26_SESSIONS.reduce(
      (n, s, i) => n + messages(i).filter((text) => !s.planted.some((item) => item.keys.every((k) => text.includes(k)))).length,
      0,
    );
    expect(emptyMessages).toBeGreaterThanOrEqual(40);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND26_SESSIONS.map((s) => s.id)).size).toBe(BLIND26_SESSIONS.length);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND26_SESSIONS.forEach((s, i) => {
      const texts = messages(i);
      for (const item of s.planted) {
        expect(item.keys.length, s.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, s.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, s.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${s.id}: ${item.keys.join(", ")}`,
        ).toBe(true);
      }
      const seen = new Set(s.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("|")}`));
      expect(seen.size, s.id).toBe(s.planted.length);
    });
  });

  it("has a tool call in every planting session", () => {
    BLIND26_SESSIONS.forEach((s, i) => {
      if (s.planted.length > 0)
        expect(
          BLIND26.events(i).some((e) => e.event_type === "tool_use"),
          s.id,
        ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND26_SESSIONS.forEach((s, i) => {
      expect(BLIND26.segment(i).bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
