/**
 * Training set for the sentence classifier (written without reading the extractor).
 * Shape checks only for planted-tuning22.ts: the counts the set was written to, unique ids, key
 * words that a memory text can contain (1-2 lower-case words per item, all in one message of its
 * session), a tool call in every planting session (a memory needs a supporting grip), and every
 * session building into a segment with bullets. The extractor is not run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING22, TUNING22_SESSIONS } from "./planted-tuning22";

const MESSAGE_TYPES = new Set(["user_message", "assistant_message"]);

function messagesOf(index: number): string[] {
  return TUNING22.events(index)
    .filter((e) => MESSAGE_TYPES.has(e.event_type))
    .map((e) => e.text.toLowerCase());
}

describe("tuning22 set", () => {
  it("has at least 64 items, 16 of each kind, in at least 45 sessions, 10 of which plant nothing", () => {
    const items = TUNING22_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING22_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(TUNING22_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(TUNING22_SESSIONS.map((s) => s.id)).size).toBe(TUNING22_SESSIONS.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    TUNING22_SESSIONS.forEach((spec, i) => {
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

  it("plants no item twice in a session (same kind, same key words)", () => {
    for (const spec of TUNING22_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has at least 40 messages that contain no key word of their session's items", () => {
    let empty = 0;
    TUNING22_SESSIONS.forEach((spec, i) => {
      const keys = spec.planted.flatMap((item) => item.keys);
      empty += messagesOf(i).filter((m) => !keys.some((k) => m.includes(k))).length;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every session that plants something", () => {
    for (const [i, spec] of TUNING22_SESSIONS.entries()) {
      if (spec.planted.length === 0) continue;
      expect(
        TUNING22.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    }
  });

  it("builds every session into a segment with bullets", () => {
    TUNING22_SESSIONS.forEach((spec, i) => {
      const segment = TUNING22.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
