/**
 * Shape checks for the training set in planted-tuning79.ts: its counts, ids and key words, and
 * that every session builds into a segment. Nothing here runs the extractor.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING79, TUNING79_SESSIONS } from "./planted-tuning79";

const messagesOf = (index: number): string[] =>
  TUNING79.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set tuning79: shape", () => {
  it("has at least 64 items, 16 of each kind, in at least 45 sessions, 10 of them empty", () => {
    const items = TUNING79_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING79_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(TUNING79_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has at least 40 user/assistant messages that hold no planted item's key words", () => {
    const empty = TUNING79_SESSIONS.reduce(
      (n, spec, i) => n + messagesOf(i).filter((m) => !spec.planted.some((item) => item.keys.every((k) => m.includes(k)))).length,
      0,
    );
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("has unique session ids", () => {
    expect(new Set(TUNING79_SESSIONS.map((s) => s.id)).size).toBe(TUNING79_SESSIONS.length);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session", () => {
    TUNING79_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, label).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of TUNING79_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has a tool call in every session that plants something", () => {
    TUNING79_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING79.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING79_SESSIONS.forEach((spec, i) => {
      const segment = TUNING79.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(TUNING79.events(i).length);
    });
  });
});
