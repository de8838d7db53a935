/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Shape checks of the sixth tuning set (test/node/planted-tuning6.ts) only: its size, the
 * kinds it covers, that every item's key words can be found in its session, and that every
 * session builds into a segment. The extractor is not run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING6, TUNING6_SESSIONS } from "./planted-tuning6";

const MESSAGE_TYPES = new Set(["user_message", "assistant_message"]);

function messagesOf(index: number): string[] {
  return TUNING6.events(index)
    .filter((e) => MESSAGE_TYPES.has(e.event_type))
    .map((e) => e.text.toLowerCase());
}

describe("the tuning6 planted set", () => {
  const items = TUNING6_SESSIONS.flatMap((s) => s.planted);

  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING6_SESSIONS.length).toBeGreaterThanOrEqual(45);
  });

  it("has at least 10 sessions that plant nothing", () => {
    expect(TUNING6_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    const ids = TUNING6_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every item one or two lower-case key words that occur together in one message of its session", () => {
    TUNING6_SESSIONS.forEach((spec, index) => {
      const messages = messagesOf(index);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const key of item.keys) expect(key, spec.id).toBe(key.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: no message holds ${item.keys.join(" + ")}`,
        ).toBe(true);
      }
    });
  });

  it("has at least 40 messages that hold no planted item's key words (messages that must give nothing)", () => {
    let count = 0;
    TUNING6_SESSIONS.forEach((spec, index) => {
      for (const m of messagesOf(index)) if (!spec.planted.some((item) => item.keys.every((k) => m.includes(k)))) count++;
    });
    expect(count).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every session that plants something", () => {
    TUNING6_SESSIONS.forEach((spec, index) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING6.events(index).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING6_SESSIONS.forEach((spec, index) => {
      const segment = TUNING6.segment(index);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
