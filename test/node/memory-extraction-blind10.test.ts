/**
 * Shape checks of the tenth blind planted set (test/node/planted-blind10.ts): its counts, ids,
 * key words, tool calls and segments. Unmeasured: kept for the next independent measurement;
 * whoever changes src/core/memories must not read this file's sessions. This file runs no
 * extractor and computes no score.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND10, BLIND10_SESSIONS } from "./planted-blind10";

const items = BLIND10_SESSIONS.flatMap((s) => s.planted);
const messagesOf = (index: number): string[] =>
  BLIND10.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("blind10 planted set: shape", () => {
  it("plants at least 48 items, at least 12 of each kind, in about 40 sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(48);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(12);
    expect(BLIND10_SESSIONS.length).toBeGreaterThanOrEqual(38);
    expect(BLIND10_SESSIONS.length).toBeLessThanOrEqual(45);
  });

  it("has at least 10 sessions that plant nothing", () => {
    expect(BLIND10_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND10_SESSIONS.map((s) => s.id)).size).toBe(BLIND10_SESSIONS.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND10_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
      }
    });
  });

  it("has at least 40 messages carrying none of their session's items", () => {
    let negatives = 0;
    BLIND10_SESSIONS.forEach((spec, i) => {
      negatives += messagesOf(i).filter((m) => !spec.planted.some((item) => item.keys.every((k) => m.includes(k)))).length;
    });
    expect(negatives).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every planting session", () => {
    BLIND10_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND10.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND10_SESSIONS.forEach((spec, i) => {
      const segment = BLIND10.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(BLIND10.events(i).length);
    });
  });
});
