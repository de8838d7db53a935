/**
 * Shape checks for blind planted set 56 (test/node/planted-blind56.ts). The set stays unmeasured
 * until the lead measures it once: nothing here runs the extractor or scores candidates.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND56, BLIND56_SESSIONS } from "./planted-blind56";

const MESSAGE_TYPES = new Set(["user_message", "assistant_message"]);

function messagesOf(index: number): string[] {
  return BLIND56.events(index)
    .filter((e) => MESSAGE_TYPES.has(e.event_type))
    .map((e) => e.text.toLowerCase());
}

describe("blind planted set 56: shape", () => {
  it("has enough sessions, items of each kind, empty sessions and messages that give nothing", () => {
    const items = BLIND56_SESSIONS.flatMap((s) => s.planted);
    expect(BLIND56_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND56_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    const empty = BLIND56_SESSIONS.reduce(
      (n, s, i) => n + messagesOf(i).filter((m) => !s.planted.some((item) => item.keys.every((k) => m.includes(k)))).length,
      0,
    );
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND56_SESSIONS.map((s) => s.id)).size).toBe(BLIND56_SESSIONS.length);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND56_SESSIONS.forEach((s, i) => {
      const messages = messagesOf(i);
      for (const item of s.planted) {
        expect(item.keys.length, `${s.id} ${item.keys}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${s.id} ${item.keys}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, s.id).toBe(k.toLowerCase().trim());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${s.id}: ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
      }
    });
  });

  it("plants no two items of one kind with the same key words in a session", () => {
    for (const s of BLIND56_SESSIONS) {
      const seen = s.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    }
  });

  it("gives every planting session a tool call", () => {
    BLIND56_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        BLIND56.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND56_SESSIONS.forEach((s, i) => {
      const segment = BLIND56.segment(i);
      expect(segment.events.length, s.id).toBeGreaterThan(0);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
