/**
 * Shape checks of the tuning19 planted set (test/node/planted-tuning19.ts). Training set for the
 * sentence classifier (written without reading the extractor). Only the set's shape is checked
 * here: counts of items per kind, sessions that plant nothing, messages that must give nothing,
 * unique ids, key words, tool calls, and that every session builds into a segment with bullets.
 * The extractor is not run on this set here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import type { BlindItem } from "./planted-scoring";
import { TUNING19, TUNING19_SESSIONS } from "./planted-tuning19";

const MESSAGE_TYPES = new Set(["user_message", "assistant_message"]);

function messages(index: number): string[] {
  return TUNING19.events(index)
    .filter((e) => MESSAGE_TYPES.has(e.event_type))
    .map((e) => e.text.toLowerCase());
}

function keysTogether(text: string, item: BlindItem): boolean {
  return item.keys.every((k) => text.includes(k));
}

describe("tuning19 planted set shape", () => {
  it("gives every session its own id", () => {
    const ids = TUNING19_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has about 50 sessions, at least 10 of which plant nothing", () => {
    expect(TUNING19_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(TUNING19_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("plants at least 64 items, at least 16 of each kind", () => {
    const items = TUNING19_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session", () => {
    TUNING19_SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => keysTogether(t, item)),
          `${spec.id}: ${item.keys.join("+")}`,
        ).toBe(true);
      }
    });
  });

  it("has at least 40 messages that carry no planted item's key words", () => {
    let negatives = 0;
    TUNING19_SESSIONS.forEach((spec, i) => {
      for (const t of messages(i)) if (!spec.planted.some((item) => keysTogether(t, item))) negatives++;
    });
    expect(negatives).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every session that plants something", () => {
    TUNING19_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING19.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING19_SESSIONS.forEach((spec, i) => {
      const segment = TUNING19.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
