/**
 * Shape checks for the planted set TUNING74 (test/node/planted-tuning74.ts): its counts, unique
 * session ids, key words that occur together in one message of their session, a tool call in
 * every planting session, and a segment with bullets for every session. No extractor runs here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING74, TUNING74_SESSIONS } from "./planted-tuning74";

const messagesOf = (index: number): string[] =>
  TUNING74.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set TUNING74: shape", () => {
  it("has at least 64 items, at least 16 of each kind, in at least 45 sessions with unique ids", () => {
    const items = TUNING74_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING74_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(TUNING74_SESSIONS.map((s) => s.id)).size).toBe(TUNING74_SESSIONS.length);
  });

  it("has at least 10 sessions that plant nothing and at least 40 messages that carry no item's key words", () => {
    expect(TUNING74_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    const empty = TUNING74_SESSIONS.flatMap((spec, i) => messagesOf(i).filter((m) => !spec.planted.some((item) => item.keys.every((k) => m.includes(k)))));
    expect(empty.length).toBeGreaterThanOrEqual(40);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session, distinct per kind", () => {
    TUNING74_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join(",")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join(",")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.kind} ${item.keys.join(",")}`,
        ).toBe(true);
      }
      const perKind = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join(" ")}`);
      expect(new Set(perKind).size, spec.id).toBe(perKind.length);
    });
  });

  it("has a tool call in every session that plants something", () => {
    TUNING74_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING74.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING74_SESSIONS.forEach((spec, i) => {
      const segment = TUNING74.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
