/**
 * Shape checks for the blind30 planted set (test/node/planted-blind30.ts): its counts, ids and
 * key words. Only the shape: the set stays unmeasured until the lead measures it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND30, BLIND30_SESSIONS } from "./planted-blind30";

const messagesOf = (index: number): string[] =>
  BLIND30.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("blind30 planted set shape", () => {
  it("has >= 64 items, >= 16 of each kind, in >= 45 sessions, >= 10 of them empty", () => {
    const items = BLIND30_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND30_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(BLIND30_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND30_SESSIONS.map((s) => s.id)).size).toBe(BLIND30_SESSIONS.length);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND30_SESSIONS.forEach((s, i) => {
      const messages = messagesOf(i);
      for (const item of s.planted) {
        expect(item.keys.length, `${s.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${s.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, s.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${s.id} ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
      }
    });
  });

  it("has no two items of one kind with the same key words in a session", () => {
    for (const s of BLIND30_SESSIONS) {
      const seen = s.planted.map((i) => `${i.kind}:${[...i.keys].sort().join("+")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    }
  });

  it("has a tool call in every session that plants something", () => {
    BLIND30_SESSIONS.forEach((s, i) => {
      if (s.planted.length > 0)
        expect(
          BLIND30.events(i).some((e) => e.event_type === "tool_use"),
          s.id,
        ).toBe(true);
    });
  });

  it("has >= 40 user/assistant messages that hold no item's key words", () => {
    // A message gives nothing when it holds none of its session's items' key words together.
    let empty = 0;
    BLIND30_SESSIONS.forEach((s, i) => {
      for (const m of messagesOf(i)) if (!s.planted.some((item) => item.keys.every((k) => m.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("builds every session into a segment with bullets", () => {
    BLIND30_SESSIONS.forEach((s, i) => {
      const segment = BLIND30.segment(i);
      expect(segment.nodeId, s.id).toBe(`toc:segment:${s.id}`);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
