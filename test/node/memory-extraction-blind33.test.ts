/**
 * Shape checks for the blind33 planted set (test/node/planted-blind33.ts): its counts, ids, key
 * words and segments. No extraction and no score here: the set stays unmeasured until the lead
 * measures it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND33, BLIND33_SESSIONS } from "./planted-blind33";

const messagesOf = (index: number) => BLIND33.events(index).filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message");

describe("planted set blind33: shape", () => {
  it("has at least 64 items, 16 of each kind, in at least 45 sessions", () => {
    const items = BLIND33_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND33_SESSIONS.length).toBeGreaterThanOrEqual(45);
  });

  it("has at least 10 sessions planting nothing, with at least 40 messages that must give nothing", () => {
    const empty = BLIND33_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? [i] : []));
    expect(empty.length).toBeGreaterThanOrEqual(10);
    expect(empty.reduce((n, i) => n + messagesOf(i).length, 0)).toBeGreaterThanOrEqual(40);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND33_SESSIONS.map((s) => s.id)).size).toBe(BLIND33_SESSIONS.length);
  });

  it("gives every item 1-2 lower-case key words occurring together in one message of its session", () => {
    BLIND33_SESSIONS.forEach((s, i) => {
      const texts = messagesOf(i).map((e) => e.text.toLowerCase());
      for (const item of s.planted) {
        expect(item.keys.length, `${s.id} ${item.keys.join(",")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${s.id} ${item.keys.join(",")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, s.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${s.id}: ${item.kind} ${item.keys.join(",")}`,
        ).toBe(true);
      }
    });
  });

  it("has no two items of one kind with the same key words in a session", () => {
    for (const s of BLIND33_SESSIONS) {
      const seen = s.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("|")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    }
  });

  it("gives every planting session a tool call", () => {
    BLIND33_SESSIONS.forEach((s, i) => {
      if (s.planted.length > 0)
        expect(
          BLIND33.events(i).some((e) => e.event_type === "tool_use"),
          s.id,
        ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND33_SESSIONS.forEach((s, i) => {
      const segment = BLIND33.segment(i);
      expect(segment.events.length, s.id).toBeGreaterThan(0);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
