/**
 * The shape of the thirty-sixth tuning planted set (test/node/planted-tuning36.ts), a training
 * set for the sentence classifier: counts, ids, key words and segments. Shape only — no
 * extractor is run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING36, TUNING36_SESSIONS } from "./planted-tuning36";

const SESSIONS = TUNING36_SESSIONS;

/** The user and assistant messages of session `i`, as the extractor reads them. */
function messages(i: number): string[] {
  return TUNING36.events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text);
}

function hasAll(text: string, keys: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return keys.every((k) => lower.includes(k));
}

describe("planted set tuning36: shape", () => {
  it("has at least 64 items, 16 of each kind, in at least 45 sessions with unique ids", () => {
    const items = SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(SESSIONS.map((s) => s.id)).size).toBe(SESSIONS.length);
  });

  it("has at least 10 sessions that plant nothing and 40 messages that must give nothing", () => {
    expect(SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    const empty = SESSIONS.flatMap((s, i) => messages(i).filter((m) => !s.planted.some((item) => hasAll(m, item.keys))));
    expect(empty.length).toBeGreaterThanOrEqual(40);
  });

  it("names each item by 1-2 lower-case key words occurring together in one message of its session", () => {
    SESSIONS.forEach((s, i) => {
      const texts = messages(i);
      for (const item of s.planted) {
        expect(item.keys.length, `${s.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${s.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const key of item.keys) {
          expect(key.trim(), s.id).not.toBe("");
          expect(key, s.id).toBe(key.toLowerCase());
        }
        expect(
          texts.some((t) => hasAll(t, item.keys)),
          `${s.id}: ${item.keys.join("+")}`,
        ).toBe(true);
      }
      const seen = s.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    });
  });

  it("gives every planting session a tool call", () => {
    SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        TUNING36.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    SESSIONS.forEach((s, i) => {
      const segment = TUNING36.segment(i);
      expect(segment.nodeId, s.id).toBe(`toc:segment:${s.id}`);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
