/**
 * Shape checks for the planted set tuning42 (test/node/planted-tuning42.ts), a training set for
 * the sentence classifier: its counts as its header states them, unique session ids, key words
 * (1–2 lower-case words, all occurring together in one user or assistant message of the item's
 * session), a tool call in every session that plants something, and every session building into
 * a segment with bullets. No extractor runs here.
 */
import { describe, expect, it } from "vitest";
import type { StoredEvent } from "../../src/core/ingest/event";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING42, TUNING42_SESSIONS } from "./planted-tuning42";

const SESSIONS = TUNING42_SESSIONS;

function messages(index: number): string[] {
  return TUNING42.events(index)
    .filter((e: StoredEvent) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("planted set tuning42: shape", () => {
  it("has the counts its header states", () => {
    const items = SESSIONS.flatMap((s) => s.planted);
    const perKind = Object.fromEntries(MEMORY_KINDS.map((k) => [k, items.filter((i) => i.kind === k).length]));
    expect(items.length).toBe(68);
    expect(perKind).toEqual({ decision: 17, instruction: 17, fact: 17, task: 17 });
    expect(SESSIONS.length).toBe(52);
    expect(SESSIONS.filter((s) => s.planted.length === 0).length).toBe(17);
    for (const kind of MEMORY_KINDS) expect(perKind[kind]).toBeGreaterThanOrEqual(16);
  });

  it("has unique session ids", () => {
    expect(new Set(SESSIONS.map((s) => s.id)).size).toBe(SESSIONS.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.kind}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.kind}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, `${spec.id}: ${k}`).toBe(k.toLowerCase().trim());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id} ${item.kind} [${item.keys.join(", ")}]`,
        ).toBe(true);
      }
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("|")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    });
  });

  it("has at least 40 user or assistant messages that hold no planted item's key words", () => {
    let empty = 0;
    SESSIONS.forEach((spec, i) => {
      for (const t of messages(i)) if (!spec.planted.some((item) => item.keys.every((k) => t.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every session that plants something", () => {
    SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING42.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    SESSIONS.forEach((spec, i) => {
      const segment = TUNING42.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
