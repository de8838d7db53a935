/**
 * Shape checks for blind set 35 (test/node/planted-blind35.ts): its counts, key words and
 * sessions. No extraction and no score here: the set stays unmeasured until the lead measures it.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND35, BLIND35_SESSIONS } from "./planted-blind35";

const messagesOf = (index: number): string[] =>
  BLIND35.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("blind set 35: shape", () => {
  const items = BLIND35_SESSIONS.flatMap((s) => s.planted);

  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND35_SESSIONS.length).toBeGreaterThanOrEqual(45);
  });

  it("has unique session ids and at least 10 sessions that plant nothing", () => {
    expect(new Set(BLIND35_SESSIONS.map((s) => s.id)).size).toBe(BLIND35_SESSIONS.length);
    expect(BLIND35_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("gives each item 1-2 lower-case key words that occur together in one user/assistant message of its session", () => {
    BLIND35_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.keys.join("+")}`,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND35_SESSIONS) {
      const seen = spec.planted.map((i) => `${i.kind}:${[...i.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has at least 40 user/assistant messages carrying none of their session's key words", () => {
    const empty = BLIND35_SESSIONS.reduce((n, spec, i) => {
      const keys = spec.planted.flatMap((item) => item.keys);
      return n + messagesOf(i).filter((m) => !keys.some((k) => m.includes(k))).length;
    }, 0);
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every planting session a tool call", () => {
    BLIND35_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND35.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND35_SESSIONS.forEach((spec, i) => {
      const segment = BLIND35.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
