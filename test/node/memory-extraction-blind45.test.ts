/**
 * Shape checks for the blind planted set 45 (test/node/planted-blind45.ts): counts, key words,
 * tool calls and segments. The set stays unmeasured here: no extraction, no score.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND45, BLIND45_SESSIONS } from "./planted-blind45";

const MIN = { items: 64, perKind: 16, sessions: 45, emptySessions: 10, emptyMessages: 40 };

function messages(index: number): string[] {
  return BLIND45.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("blind planted set 45: shape", () => {
  it("has enough sessions, items of each kind, empty sessions and empty messages", () => {
    const items = BLIND45_SESSIONS.flatMap((s) => s.planted);
    expect(BLIND45_SESSIONS.length).toBeGreaterThanOrEqual(MIN.sessions);
    expect(items.length).toBeGreaterThanOrEqual(MIN.items);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN.perKind);
    expect(BLIND45_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN.emptySessions);
    const empty = BLIND45_SESSIONS.flatMap((s, i) => messages(i).filter((m) => !s.planted.some((item) => item.keys.every((k) => m.includes(k)))));
    expect(empty.length).toBeGreaterThanOrEqual(MIN.emptyMessages);
  });

  it("has unique session ids", () => {
    const ids = BLIND45_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND45_SESSIONS.forEach((s, i) => {
      const texts = messages(i);
      for (const item of s.planted) {
        const label = `${s.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) {
          expect(k, label).toBe(k.toLowerCase());
          expect(k, label).toMatch(/^\S+$/);
        }
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const s of BLIND45_SESSIONS) {
      const seen = s.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    }
  });

  it("has a tool call in every session that plants something", () => {
    BLIND45_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        BLIND45.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND45_SESSIONS.forEach((s, i) => {
      const segment = BLIND45.segment(i);
      expect(segment.nodeId, s.id).toBe(`toc:segment:${s.id}`);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
