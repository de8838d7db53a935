/**
 * Shape checks for planted set 49 (test/node/planted-blind49.ts). Shape only: the set stays
 * unmeasured until the lead measures it once, so nothing here runs the extractor or scores.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND49, BLIND49_SESSIONS } from "./planted-blind49";

const MESSAGE_TYPES = new Set(["user_message", "assistant_message"]);

function messagesOf(index: number): string[] {
  return BLIND49.events(index)
    .filter((e) => MESSAGE_TYPES.has(e.event_type))
    .map((e) => e.text.toLowerCase());
}

describe("planted set blind49: shape", () => {
  it("plants >= 64 items, >= 16 of each kind, in >= 45 sessions with >= 10 empty ones", () => {
    const items = BLIND49_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND49_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(BLIND49_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    const ids = BLIND49_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every item 1-2 lower-case key words found together in one message of its session", () => {
    BLIND49_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const key of item.keys) expect(key, label).toBe(key.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("has no two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND49_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has a tool call in every session that plants something", () => {
    BLIND49_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND49.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("has >= 40 user/assistant messages that carry no item's key words", () => {
    let empty = 0;
    BLIND49_SESSIONS.forEach((spec, i) => {
      for (const m of messagesOf(i)) {
        if (!spec.planted.some((item) => item.keys.every((k) => m.includes(k)))) empty++;
      }
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("builds every session into a segment with bullets", () => {
    BLIND49_SESSIONS.forEach((spec, i) => {
      const segment = BLIND49.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
