/**
 * Training set for the sentence classifier (written without reading the extractor).
 * The shape of planted set tuning17 (test/node/planted-tuning17.ts) only: its counts, ids, key
 * words and that every session builds into a segment. The extractor is not run on it here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING17, TUNING17_SESSIONS } from "./planted-tuning17";

const messagesOf = (i: number): string[] =>
  TUNING17.events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set tuning17: shape", () => {
  const items = TUNING17_SESSIONS.flatMap((s) => s.planted);

  it("plants at least 64 items, at least 16 of each kind, in about 50 sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((it) => it.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING17_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(TUNING17_SESSIONS.length).toBeLessThanOrEqual(55);
  });

  it("has at least 10 sessions that plant nothing", () => {
    expect(TUNING17_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(TUNING17_SESSIONS.map((s) => s.id)).size).toBe(TUNING17_SESSIONS.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    TUNING17_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: no message holds ${item.keys.join(" + ")}`,
        ).toBe(true);
      }
    });
  });

  it("has at least 40 messages that hold no planted item's key words (must give nothing)", () => {
    let quiet = 0;
    TUNING17_SESSIONS.forEach((spec, i) => {
      for (const m of messagesOf(i)) if (!spec.planted.some((item) => item.keys.every((k) => m.includes(k)))) quiet++;
    });
    expect(quiet).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every session that plants something", () => {
    TUNING17_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING17.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING17_SESSIONS.forEach((spec, i) => {
      const seg = TUNING17.segment(i);
      expect(seg.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(seg.bullets.length, spec.id).toBeGreaterThan(0);
      expect(seg.events.length, spec.id).toBe(TUNING17.events(i).length);
    });
  });
});
