/**
 * The shape of planted set 41 (test/node/planted-tuning41.ts), a training set for the sentence
 * classifier: counts, session ids, key words and the segments its sessions build into. Shape
 * only: the extractor is not run on this set here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING41 } from "./planted-tuning41";

const set = TUNING41;
const messageTypes = new Set(["user_message", "assistant_message"]);

function messages(index: number): string[] {
  return set
    .events(index)
    .filter((e) => messageTypes.has(e.event_type))
    .map((e) => e.text.toLowerCase());
}

describe("tuning41 set shape", () => {
  it("has at least 64 items, 16 of each kind, in at least 45 sessions with unique ids", () => {
    const items = set.sessions.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(set.sessions.length).toBeGreaterThanOrEqual(45);
    expect(new Set(set.sessions.map((s) => s.id)).size).toBe(set.sessions.length);
  });

  it("has at least 10 sessions that plant nothing and 40 messages that give nothing", () => {
    expect(set.sessions.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    let empty = 0;
    set.sessions.forEach((spec, i) => {
      for (const text of messages(i)) if (!spec.planted.some((item) => item.keys.every((k) => text.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives each item 1-2 lower-case key words occurring together in one message of its session", () => {
    set.sessions.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join(",")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join(",")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toMatch(/^[a-z0-9][a-z0-9._/-]*$/);
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id}: ${item.kind} ${item.keys.join(",")}`,
        ).toBe(true);
      }
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join(",")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    });
  });

  it("has a tool call in every session that plants something", () => {
    set.sessions.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        set.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    set.sessions.forEach((spec, i) => {
      const segment = set.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
