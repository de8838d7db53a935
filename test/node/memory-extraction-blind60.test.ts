/**
 * The shape of blind planted set 60 (test/node/planted-blind60.ts): its counts, ids, key words
 * and that every session builds into a segment. Shape only: the extractor is not run on it
 * (it stays unmeasured until the lead measures it once).
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND60, BLIND60_SESSIONS } from "./planted-blind60";

const messagesOf = (index: number): string[] =>
  BLIND60.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("blind planted set 60: shape", () => {
  const items = BLIND60_SESSIONS.flatMap((s) => s.planted);

  it("plants at least 64 items, at least 16 of each kind", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
  });

  it("has at least 45 sessions with unique ids, at least 10 of which plant nothing", () => {
    expect(BLIND60_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(BLIND60_SESSIONS.map((s) => s.id)).size).toBe(BLIND60_SESSIONS.length);
    expect(BLIND60_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND60_SESSIONS.forEach((spec, index) => {
      const messages = messagesOf(index);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.kind} [${item.keys.join(", ")}]`,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND60_SESSIONS) {
      const seen = spec.planted.map((i) => `${i.kind}:${[...i.keys].sort().join("|")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has at least 40 user/assistant messages that hold no planted item's key words", () => {
    let empty = 0;
    BLIND60_SESSIONS.forEach((spec, index) => {
      for (const m of messagesOf(index)) if (!spec.planted.some((item) => item.keys.every((k) => m.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every planting session at least one tool call", () => {
    BLIND60_SESSIONS.forEach((spec, index) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND60.events(index).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND60_SESSIONS.forEach((spec, index) => {
      const segment = BLIND60.segment(index);
      expect(segment.segmentId, spec.id).toBe(`seg-${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
