/**
 * Shape checks for the planted set tuning70 (test/node/planted-tuning70.ts): its counts, ids,
 * key words and grips. No extraction is run here; the set is a training set.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING70, TUNING70_SESSIONS } from "./planted-tuning70";

const messagesOf = (index: number): string[] =>
  TUNING70.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set tuning70: shape", () => {
  it("has >= 64 items, >= 16 of each kind, in >= 45 sessions with unique ids", () => {
    const items = TUNING70_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING70_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(TUNING70_SESSIONS.map((s) => s.id)).size).toBe(TUNING70_SESSIONS.length);
  });

  it("has >= 10 sessions that plant nothing, with >= 40 user/assistant messages between them", () => {
    const empty = TUNING70_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? [i] : []));
    expect(empty.length).toBeGreaterThanOrEqual(10);
    expect(empty.reduce((n, i) => n + messagesOf(i).length, 0)).toBeGreaterThanOrEqual(40);
  });

  it("gives every item 1-2 lower-case key words occurring together in one message of its session, unique per kind", () => {
    TUNING70_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      const seen = new Set<string>();
      for (const item of spec.planted) {
        const where = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, where).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, where).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, where).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          where,
        ).toBe(true);
        const id = `${item.kind}:${[...item.keys].sort().join("+")}`;
        expect(seen.has(id), where).toBe(false);
        seen.add(id);
      }
    });
  });

  it("gives every planting session a tool call", () => {
    TUNING70_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING70.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING70_SESSIONS.forEach((spec, i) => {
      const segment = TUNING70.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
