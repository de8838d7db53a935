/**
 * Shape checks only for the tuning48 training set (test/node/planted-tuning48.ts): counts,
 * unique ids, key words that occur together in one message of their session, a tool call in
 * every planting session, and every session building into a segment with bullets. The
 * extractor is not run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { plantedSet } from "./planted-scoring";
import { TUNING48, TUNING48_START } from "./planted-tuning48";

const set = plantedSet(TUNING48, TUNING48_START);
const messagesOf = (i: number): string[] =>
  set
    .events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set tuning48: shape", () => {
  it("has enough sessions, items of each kind, empty sessions and unique ids", () => {
    expect(TUNING48.length).toBeGreaterThanOrEqual(45);
    expect(new Set(TUNING48.map((s) => s.id)).size).toBe(TUNING48.length);
    const items = TUNING48.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((item) => item.kind === kind).length).toBeGreaterThanOrEqual(16);
    expect(TUNING48.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session, distinct per kind", () => {
    TUNING48.forEach((spec, i) => {
      const messages = messagesOf(i);
      const seen = new Set<string>();
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
        const tag = `${item.kind}:${[...item.keys].sort().join("+")}`;
        expect(seen.has(tag), `${spec.id}: ${tag} twice`).toBe(false);
        seen.add(tag);
      }
    });
  });

  it("has at least 40 user/assistant messages carrying no planted item's key words", () => {
    let empty = 0;
    TUNING48.forEach((spec, i) => {
      for (const m of messagesOf(i)) if (!spec.planted.some((item) => item.keys.every((k) => m.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every planting session and builds every session into a segment with bullets", () => {
    TUNING48.forEach((spec, i) => {
      if (spec.planted.length > 0)
        expect(
          set.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
      const segment = set.segment(i);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(set.events(i).length);
    });
  });
});
