/**
 * Shape of the planted set TUNING39 (test/node/planted-tuning39.ts), a training set for the
 * sentence classifier: counts, session ids, key words, supporting tool calls, and that every
 * session builds into a segment with bullets. Shape only: no extractor runs here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING39, TUNING39_SESSIONS } from "./planted-tuning39";

const SESSIONS = TUNING39_SESSIONS;

function messages(index: number): string[] {
  return TUNING39.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("planted set TUNING39: shape", () => {
  it("plants at least 64 items, at least 16 of each kind", () => {
    const items = SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
  });

  it("has at least 45 sessions with unique ids, at least 10 of them planting nothing", () => {
    expect(SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(SESSIONS.map((s) => s.id)).size).toBe(SESSIONS.length);
    expect(SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase().trim());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id}: ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has at least 40 user/assistant messages that carry no planted item", () => {
    let empty = 0;
    SESSIONS.forEach((spec, i) => {
      for (const t of messages(i)) if (!spec.planted.some((item) => item.keys.every((k) => t.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every planting session a tool call", () => {
    SESSIONS.forEach((spec, i) => {
      if (spec.planted.length > 0)
        expect(
          TUNING39.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    SESSIONS.forEach((spec, i) => {
      expect(TUNING39.segment(i).bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
