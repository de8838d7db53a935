/**
 * Shape checks for blind planted set 59 (test/node/planted-blind59.ts). The set is kept
 * unmeasured until the lead measures it once, so nothing here runs the extractor or scores.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND59, BLIND59_SESSIONS } from "./planted-blind59";

/** The user and assistant messages of session `index`, lower-cased. */
function messages(index: number): string[] {
  return BLIND59.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

const items = BLIND59_SESSIONS.flatMap((s) => s.planted);

describe("blind planted set 59: shape", () => {
  it("has enough sessions, items of every kind and sessions that plant nothing", () => {
    expect(BLIND59_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND59_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has at least 40 messages that hold no planted item's key words", () => {
    let silent = 0;
    BLIND59_SESSIONS.forEach((s, i) => {
      for (const m of messages(i)) if (!s.planted.some((item) => item.keys.every((k) => m.includes(k)))) silent++;
    });
    expect(silent).toBeGreaterThanOrEqual(40);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND59_SESSIONS.map((s) => s.id)).size).toBe(BLIND59_SESSIONS.length);
  });

  it("names each item by 1-2 lower-case key words found together in one message of its session", () => {
    BLIND59_SESSIONS.forEach((s, i) => {
      const texts = messages(i);
      for (const item of s.planted) {
        const label = `${s.id}: ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, label).toBe(k.trim().toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const s of BLIND59_SESSIONS) {
      const names = s.planted.map((item) => `${item.kind}|${[...item.keys].sort().join("+")}`);
      expect(new Set(names).size, s.id).toBe(names.length);
    }
  });

  it("gives every session that plants something a tool call", () => {
    BLIND59_SESSIONS.forEach((s, i) => {
      if (s.planted.length > 0)
        expect(
          BLIND59.events(i).some((e) => e.event_type === "tool_use"),
          s.id,
        ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND59_SESSIONS.forEach((s, i) => {
      const segment = BLIND59.segment(i);
      expect(segment.events.length, s.id).toBeGreaterThan(0);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
