/**
 * Shape checks of the training set TUNING44 (test/node/planted-tuning44.ts): its counts, ids, key
 * words and grips. No extraction and no score here: the lead adds the set to the training list.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING44 } from "./planted-tuning44";

const set = TUNING44;
const messagesOf = (i: number): string[] =>
  set
    .events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set TUNING44: shape", () => {
  it("has >= 64 items, >= 16 of each kind, in >= 45 sessions with unique ids, >= 10 of them planting nothing", () => {
    const items = set.sessions.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(set.sessions.length).toBeGreaterThanOrEqual(45);
    expect(new Set(set.sessions.map((s) => s.id)).size).toBe(set.sessions.length);
    expect(set.sessions.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("gives every item 1-2 lower-case key words that occur together in one user/assistant message of its session", () => {
    set.sessions.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys}`).toBeLessThanOrEqual(2);
        for (const key of item.keys) expect(key, spec.id).toBe(key.toLowerCase().trim());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id} ${item.kind} ${item.keys}`,
        ).toBe(true);
      }
    });
  });

  it("has no two items of one kind with the same key words in a session", () => {
    for (const spec of set.sessions) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("|")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has >= 40 user/assistant messages that carry no planted item's key words", () => {
    let empty = 0;
    set.sessions.forEach((spec, i) => {
      for (const m of messagesOf(i)) if (!spec.planted.some((item) => item.keys.every((k) => m.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every planting session a tool call, and builds every session into a segment with bullets", () => {
    set.sessions.forEach((spec, i) => {
      if (spec.planted.length > 0)
        expect(
          set.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
      const segment = set.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
