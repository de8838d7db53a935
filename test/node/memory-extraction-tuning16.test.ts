/**
 * Shape checks of the planted set in planted-tuning16.ts. Training set for the sentence
 * classifier (written without reading the extractor). No extractor runs here: these tests only
 * check that the set is what its header says (counts, ids, key words present in the sessions,
 * tool calls, segments with bullets).
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING16, TUNING16_SESSIONS } from "./planted-tuning16";

const messages = (index: number): string[] =>
  TUNING16.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text);

describe("planted set tuning16: shape", () => {
  it("has the counts its header states: 72 items (20/17/17/18) in 52 sessions, 14 planting nothing", () => {
    const items = TUNING16_SESSIONS.flatMap((s) => s.planted);
    const byKind = Object.fromEntries(MEMORY_KINDS.map((k) => [k, items.filter((i) => i.kind === k).length]));
    expect(items.length).toBe(72);
    expect(byKind).toEqual({ decision: 20, instruction: 17, fact: 17, task: 18 });
    for (const k of MEMORY_KINDS) expect(byKind[k]).toBeGreaterThanOrEqual(16);
    expect(TUNING16_SESSIONS.length).toBe(52);
    expect(TUNING16_SESSIONS.filter((s) => s.planted.length === 0).length).toBe(14);
  });

  it("has at least 40 messages that must give nothing (every message of the sessions that plant nothing)", () => {
    const silent = TUNING16_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? messages(i) : []));
    expect(silent.length).toBeGreaterThanOrEqual(40);
  });

  it("has unique session ids", () => {
    const ids = TUNING16_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    TUNING16_SESSIONS.forEach((s, i) => {
      const texts = messages(i).map((t) => t.toLowerCase());
      for (const item of s.planted) {
        expect(item.keys.length, `${s.id} ${item.keys.join(",")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${s.id} ${item.keys.join(",")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, s.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${s.id}: ${item.kind} [${item.keys.join(", ")}] not in one message`,
        ).toBe(true);
      }
    });
  });

  it("has a tool call in every planting session", () => {
    TUNING16_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        TUNING16.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING16_SESSIONS.forEach((s, i) => {
      const segment = TUNING16.segment(i);
      expect(segment.segmentId, s.id).toBe(`seg-${s.id}`);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
