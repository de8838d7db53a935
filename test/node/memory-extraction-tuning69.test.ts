/**
 * Shape checks for the tuning69 planted set (test/node/planted-tuning69.ts): its counts, unique
 * session ids, key words that occur together in one message of their session, a tool call in
 * every planting session, and every session building into a segment with bullets. No
 * extraction is run here: the set trains the sentence classifier.
 */
import { describe, expect, it } from "vitest";
import type { MemoryKind } from "../../src/core/memories/model";
import { TUNING69, TUNING69_SESSIONS } from "./planted-tuning69";

const KINDS: MemoryKind[] = ["decision", "instruction", "fact", "task"];

const messages = (i: number): string[] =>
  TUNING69.events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set tuning69: shape", () => {
  it("has >= 64 items, >= 16 of each kind, in >= 45 sessions with unique ids", () => {
    const items = TUNING69_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING69_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(TUNING69_SESSIONS.map((s) => s.id)).size).toBe(TUNING69_SESSIONS.length);
  });

  it("has >= 10 sessions that plant nothing, with >= 40 user/assistant messages among them", () => {
    const empty = TUNING69_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? [i] : []));
    expect(empty.length).toBeGreaterThanOrEqual(10);
    expect(empty.reduce((n, i) => n + messages(i).length, 0)).toBeGreaterThanOrEqual(40);
  });

  it("gives each item 1-2 lower-case key words occurring together in one message, distinct per kind in a session", () => {
    TUNING69_SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      const seen = new Set<string>();
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, label).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          label,
        ).toBe(true);
        const sig = `${item.kind}:${[...item.keys].sort().join("+")}`;
        expect(seen.has(sig), label).toBe(false);
        seen.add(sig);
      }
    });
  });

  it("has a tool call in every planting session", () => {
    TUNING69_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING69.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING69_SESSIONS.forEach((spec, i) => {
      const seg = TUNING69.segment(i);
      expect(seg.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(seg.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
