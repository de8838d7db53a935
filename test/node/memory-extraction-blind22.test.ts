/**
 * Shape checks for the blind22 planted set (test/node/planted-blind22.ts): its counts, ids and
 * key words, that planting sessions carry a tool call, and that every session builds into a
 * segment with bullets. No extraction and no score here: the set stays unmeasured until the
 * lead measures it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND22, BLIND22_SESSIONS } from "./planted-blind22";
import type { BlindItem } from "./planted-scoring";

const messagesOf = (index: number): string[] =>
  BLIND22.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

const hasKeys = (text: string, item: BlindItem): boolean => item.keys.every((k) => text.includes(k));

describe("planted set blind22: shape", () => {
  it("has at least 64 items, 16 of each kind, in at least 45 sessions with unique ids", () => {
    const items = BLIND22_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND22_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(BLIND22_SESSIONS.map((s) => s.id)).size).toBe(BLIND22_SESSIONS.length);
  });

  it("has at least 10 sessions that plant nothing and at least 40 messages that must give nothing", () => {
    expect(BLIND22_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    const empty = BLIND22_SESSIONS.flatMap((s, i) => messagesOf(i).filter((m) => !s.planted.some((item) => hasKeys(m, item))));
    expect(empty.length).toBeGreaterThanOrEqual(40);
    const inEmptySessions = BLIND22_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? messagesOf(i) : []));
    expect(inEmptySessions.length).toBeGreaterThanOrEqual(40);
  });

  it("gives every item 1-2 lower-case key words occurring together in one message of its session, unique per kind", () => {
    BLIND22_SESSIONS.forEach((s, i) => {
      const messages = messagesOf(i);
      const seen = new Set<string>();
      for (const item of s.planted) {
        const label = `${s.id} ${item.kind} [${item.keys.join(", ")}]`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) {
          expect(k, label).toBe(k.toLowerCase());
          expect(k.trim().length, label).toBeGreaterThan(0);
        }
        expect(
          messages.some((m) => hasKeys(m, item)),
          label,
        ).toBe(true);
        const id = `${item.kind}:${[...item.keys].sort().join("|")}`;
        expect(seen.has(id), label).toBe(false);
        seen.add(id);
      }
    });
  });

  it("has a tool call in every session that plants something", () => {
    BLIND22_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        BLIND22.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND22_SESSIONS.forEach((s, i) => {
      const segment = BLIND22.segment(i);
      expect(segment.nodeId, s.id).toBe(`toc:segment:${s.id}`);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
      expect(segment.events.length, s.id).toBe(BLIND22.events(i).length);
    });
  });
});
