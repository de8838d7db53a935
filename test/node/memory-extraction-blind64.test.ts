/**
 * Shape checks of the blind set 64 (test/node/planted-blind64.ts): its counts, session ids, key
 * words and grips. It runs no extractor and scores nothing: the set stays unmeasured until the
 * lead measures it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND64, BLIND64_SESSIONS } from "./planted-blind64";

const messages = (index: number): string[] =>
  BLIND64.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text);

describe("blind set 64: shape", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions", () => {
    const items = BLIND64_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND64_SESSIONS.length).toBeGreaterThanOrEqual(45);
  });

  it("has at least 10 sessions that plant nothing, with at least 40 messages between them", () => {
    const empty = BLIND64_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? [i] : []));
    expect(empty.length).toBeGreaterThanOrEqual(10);
    expect(empty.reduce((n, i) => n + messages(i).length, 0)).toBeGreaterThanOrEqual(40);
  });

  it("gives every session a unique id", () => {
    const ids = BLIND64_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names each item by 1-2 lower-case key words found together in one message of its session", () => {
    BLIND64_SESSIONS.forEach((s, i) => {
      const texts = messages(i).map((t) => t.toLowerCase());
      const seen = new Set<string>();
      for (const item of s.planted) {
        expect(item.keys.length, `${s.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${s.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, s.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${s.id}: ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
        const sig = `${item.kind}:${[...item.keys].sort().join("+")}`;
        expect(seen.has(sig), `${s.id}: duplicate ${sig}`).toBe(false);
        seen.add(sig);
      }
    });
  });

  it("gives every planting session a tool call", () => {
    BLIND64_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        BLIND64.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND64_SESSIONS.forEach((s, i) => {
      const segment = BLIND64.segment(i);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
      expect(segment.events.length, s.id).toBeGreaterThan(0);
    });
  });
});
