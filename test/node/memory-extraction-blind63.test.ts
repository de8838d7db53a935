/**
 * Shape checks for blind planted set 63 (test/node/planted-blind63.ts). Shape only: the set
 * stays unmeasured until the lead measures it once, so nothing here runs the extractor.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND63, BLIND63_SESSIONS } from "./planted-blind63";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

const messagesOf = (index: number): string[] =>
  BLIND63.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("blind planted set 63: shape", () => {
  it("has enough items of every kind, sessions and sessions planting nothing", () => {
    const items = BLIND63_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND63_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(BLIND63_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND63_SESSIONS.map((s) => s.id)).size).toBe(BLIND63_SESSIONS.length);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND63_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        const where = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, where).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, where).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, where).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          where,
        ).toBe(true);
      }
    });
  });

  it("plants no two items of one kind on the same key words in a session", () => {
    for (const spec of BLIND63_SESSIONS) {
      const seen = spec.planted.map((i) => `${i.kind}:${[...i.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has a tool call in every session that plants something", () => {
    BLIND63_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND63.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("has enough user and assistant messages that hold no item's key words", () => {
    let empty = 0;
    BLIND63_SESSIONS.forEach((spec, i) => {
      for (const m of messagesOf(i)) if (!spec.planted.some((item) => item.keys.every((k) => m.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("builds every session into a segment with bullets", () => {
    BLIND63_SESSIONS.forEach((spec, i) => {
      const segment = BLIND63.segment(i);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(BLIND63.events(i).length);
    });
  });
});
