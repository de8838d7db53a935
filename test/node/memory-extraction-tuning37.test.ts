/**
 * The shape of the tuning37 planted set (test/node/planted-tuning37.ts): its counts, ids and key
 * words. Shape only: it is training data for the sentence classifier, written independently of
 * the extractor, so nothing here runs the extractor or scores candidates.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING37, TUNING37_SESSIONS } from "./planted-tuning37";

const messages = (index: number): string[] =>
  TUNING37.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set tuning37: shape", () => {
  const items = TUNING37_SESSIONS.flatMap((s) => s.planted);

  it("has >= 64 items, >= 16 of each kind, in >= 45 sessions of which >= 10 plant nothing", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING37_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(TUNING37_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(TUNING37_SESSIONS.map((s) => s.id)).size).toBe(TUNING37_SESSIONS.length);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session", () => {
    TUNING37_SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        const where = `${spec.id}: ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, where).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, where).toBeLessThanOrEqual(2);
        for (const key of item.keys) expect(key, where).toMatch(/^[^\sA-Z]+$/);
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          where,
        ).toBe(true);
      }
    });
  });

  it("has no two items of one kind with the same key words in a session", () => {
    for (const spec of TUNING37_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has >= 40 user/assistant messages in which no item's key words occur together", () => {
    let empty = 0;
    TUNING37_SESSIONS.forEach((spec, i) => {
      for (const text of messages(i)) if (!spec.planted.some((item) => item.keys.every((k) => text.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every session that plants something", () => {
    TUNING37_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length > 0)
        expect(
          TUNING37.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING37_SESSIONS.forEach((spec, i) => {
      const segment = TUNING37.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
