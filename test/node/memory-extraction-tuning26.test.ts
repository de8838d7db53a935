/**
 * Training set for the sentence classifier (written without reading the extractor).
 * The shape of the twenty-sixth tuning set (test/node/planted-tuning26.ts), checked without running
 * the extractor on it: at least 64 items, at least 16 of each kind, at least 45 sessions with at
 * least 10 planting nothing, at least 40 user/assistant messages holding no item's key words;
 * unique session ids; 1-2 lower-case key words per item, occurring together in one message of its
 * session; no two items of one kind with the same key words in a session; a tool call in every
 * planting session; every session builds (through planted-scoring.ts's `plantedSet`) into a
 * segment with bullets.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING26, TUNING26_SESSIONS } from "./planted-tuning26";

const items = TUNING26_SESSIONS.flatMap((s) => s.planted);

function messages(index: number): string[] {
  return TUNING26.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

function holds(text: string, keys: readonly string[]): boolean {
  return keys.every((k) => text.includes(k));
}

describe("tuning26 set shape", () => {
  it("has at least 64 items, 16 of each kind, in at least 45 sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING26_SESSIONS.length).toBeGreaterThanOrEqual(45);
  });

  it("has unique session ids", () => {
    expect(new Set(TUNING26_SESSIONS.map((s) => s.id)).size).toBe(TUNING26_SESSIONS.length);
  });

  it("has at least 10 sessions and 40 messages that plant nothing", () => {
    expect(TUNING26_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    let empty = 0;
    TUNING26_SESSIONS.forEach((s, i) => {
      for (const text of messages(i)) if (!s.planted.some((p) => holds(text, p.keys))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every item 1-2 lower-case key words found together in one message of its session", () => {
    TUNING26_SESSIONS.forEach((s, i) => {
      const texts = messages(i);
      for (const item of s.planted) {
        const where = `${s.id} ${item.kind} [${item.keys.join(", ")}]`;
        expect(item.keys.length, where).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, where).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, where).toBe(k.toLowerCase());
        expect(
          texts.some((t) => holds(t, item.keys)),
          where,
        ).toBe(true);
      }
    });
  });

  it("plants no item twice in a session", () => {
    for (const s of TUNING26_SESSIONS) {
      const seen = s.planted.map((p) => `${p.kind}:${[...p.keys].sort().join("|")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    }
  });

  it("has a tool call in every planting session", () => {
    TUNING26_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        TUNING26.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING26_SESSIONS.forEach((s, i) => {
      const segment = TUNING26.segment(i);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
      expect(segment.events.length, s.id).toBe(TUNING26.events(i).length);
    });
  });
});
