/**
 * Tuning set 18 (test/node/planted-tuning18.ts): shape checks only. Training set for the
 * sentence classifier (written without reading the extractor). The extractor is not run here;
 * this file checks that the set is what its header says: the counts, unique ids, key words that
 * name each item's subject and occur together in one message of its session, a tool call in
 * every planting session, and a segment with bullets for every session.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING18, TUNING18_SESSIONS } from "./planted-tuning18";

const messagesOf = (index: number) => TUNING18.events(index).filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message");

describe("planted set tuning18: shape", () => {
  it("plants at least 64 items, at least 16 of each kind, in about 50 sessions", () => {
    const items = TUNING18_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING18_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(TUNING18_SESSIONS.length).toBeLessThanOrEqual(55);
  });

  it("has at least 10 sessions that plant nothing", () => {
    expect(TUNING18_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has at least 40 messages that must give nothing (in no-plant sessions, or holding no item's key words)", () => {
    let silent = 0;
    TUNING18_SESSIONS.forEach((spec, i) => {
      for (const m of messagesOf(i)) {
        const text = m.text.toLowerCase();
        if (!spec.planted.some((item) => item.keys.every((k) => text.includes(k)))) silent++;
      }
    });
    expect(silent).toBeGreaterThanOrEqual(40);
  });

  it("has unique session ids", () => {
    const ids = TUNING18_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session", () => {
    TUNING18_SESSIONS.forEach((spec, i) => {
      const texts = messagesOf(i).map((m) => m.text.toLowerCase());
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, label).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("has a tool call in every planting session", () => {
    TUNING18_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING18.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING18_SESSIONS.forEach((spec, i) => {
      const segment = TUNING18.segment(i);
      expect(segment.segmentId, spec.id).toBe(`seg-${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(TUNING18.events(i).length);
    });
  });
});
