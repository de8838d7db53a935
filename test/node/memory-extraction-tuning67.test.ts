/**
 * Shape of the planted training set TUNING67 (test/node/planted-tuning67.ts): the counts the
 * brief asks for, unique session ids, key words that occur together in one message of their
 * session, a tool call in every planting session, and a segment with bullets for each
 * session. No extraction is run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING67, TUNING67_SESSIONS } from "./planted-tuning67";

const messages = (index: number): string[] =>
  TUNING67.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set TUNING67: shape", () => {
  it("plants >= 64 items, >= 16 of each kind, in >= 45 sessions with unique ids", () => {
    const items = TUNING67_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING67_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(TUNING67_SESSIONS.map((s) => s.id)).size).toBe(TUNING67_SESSIONS.length);
  });

  it("has >= 10 sessions that plant nothing, with >= 40 messages between them", () => {
    const empty = TUNING67_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? [i] : []));
    expect(empty.length).toBeGreaterThanOrEqual(10);
    expect(empty.reduce((n, i) => n + messages(i).length, 0)).toBeGreaterThanOrEqual(40);
  });

  it("gives every item 1-2 lower-case key words occurring together in one message, distinct per kind in a session", () => {
    TUNING67_SESSIONS.forEach((spec, index) => {
      const texts = messages(index);
      const seen = new Set<string>();
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id}: ${item.keys.join("+")}`,
        ).toBe(true);
        const tag = `${item.kind}:${[...item.keys].sort().join("+")}`;
        expect(seen.has(tag), `${spec.id}: ${tag}`).toBe(false);
        seen.add(tag);
      }
    });
  });

  it("has a tool call in every planting session", () => {
    TUNING67_SESSIONS.forEach((spec, index) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING67.events(index).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING67_SESSIONS.forEach((spec, index) => {
      const segment = TUNING67.segment(index);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
