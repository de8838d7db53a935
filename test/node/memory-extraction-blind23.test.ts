/**
 * Shape checks for the blind23 planted set (test/node/planted-blind23.ts): counts, ids, key
 * words, a tool call in every planting session, and that each session builds into a segment
 * with bullets. Nothing here runs the extractor or scores the set: it stays unmeasured until
 * the lead measures it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND23, BLIND23_SESSIONS } from "./planted-blind23";
import type { BlindItem } from "./planted-scoring";

function messages(index: number): string[] {
  return BLIND23.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

function carries(message: string, item: BlindItem): boolean {
  return item.keys.every((k) => message.includes(k));
}

describe("planted set blind23: shape", () => {
  const items = BLIND23_SESSIONS.flatMap((s) => s.planted);

  it("plants at least 64 items, 16 or more of each kind, in 45+ sessions with distinct ids", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND23_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(BLIND23_SESSIONS.map((s) => s.id)).size).toBe(BLIND23_SESSIONS.length);
  });

  it("has 10+ sessions planting nothing and 40+ messages carrying no item's key words", () => {
    const emptySessions = BLIND23_SESSIONS.filter((s) => s.planted.length === 0);
    expect(emptySessions.length).toBeGreaterThanOrEqual(10);
    const silent = BLIND23_SESSIONS.flatMap((s, i) => messages(i).filter((m) => !s.planted.some((item) => carries(m, item))));
    expect(silent.length).toBeGreaterThanOrEqual(40);
  });

  it("names each item by 1-2 lower-case key words found together in one message, never twice per kind in a session", () => {
    BLIND23_SESSIONS.forEach((s, i) => {
      const texts = messages(i);
      const taken = new Set<string>();
      for (const item of s.planted) {
        const label = `${s.id} ${item.kind} ${item.keys.join("+")}`;
        expect([1, 2], label).toContain(item.keys.length);
        for (const k of item.keys) {
          expect(k, label).toBe(k.toLowerCase());
          expect(k.trim(), label).not.toBe("");
        }
        expect(
          texts.some((m) => carries(m, item)),
          label,
        ).toBe(true);
        const identity = `${item.kind}:${[...item.keys].sort().join("|")}`;
        expect(taken.has(identity), label).toBe(false);
        taken.add(identity);
      }
    });
  });

  it("gives every planting session a tool call", () => {
    BLIND23_SESSIONS.forEach((s, i) => {
      if (s.planted.length > 0)
        expect(
          BLIND23.events(i).some((e) => e.event_type === "tool_use"),
          s.id,
        ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND23_SESSIONS.forEach((s, i) => {
      const segment = BLIND23.segment(i);
      expect(segment.nodeId, s.id).toBe(`toc:segment:${s.id}`);
      expect(segment.events.length, s.id).toBe(BLIND23.events(i).length);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
