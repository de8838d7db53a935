/**
 * Shape checks for blind planted set 66 (test/node/planted-blind66.ts): counts, ids, key words
 * and grips. The set is blind: nothing here runs the extractor or scores it.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND66, BLIND66_SESSIONS } from "./planted-blind66";

const FLOORS = { items: 64, perKind: 16, sessions: 45, emptySessions: 10, emptyMessages: 40 };

function messagesOf(index: number): string[] {
  return BLIND66.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("blind planted set 66: shape", () => {
  it("has the floors of items, kinds, sessions, empty sessions and empty messages", () => {
    const items = BLIND66_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(FLOORS.items);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(FLOORS.perKind);
    expect(BLIND66_SESSIONS.length).toBeGreaterThanOrEqual(FLOORS.sessions);
    const empty = BLIND66_SESSIONS.map((s, i) => ({ s, i })).filter(({ s }) => s.planted.length === 0);
    expect(empty.length).toBeGreaterThanOrEqual(FLOORS.emptySessions);
    expect(empty.reduce((n, { i }) => n + messagesOf(i).length, 0)).toBeGreaterThanOrEqual(FLOORS.emptyMessages);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND66_SESSIONS.map((s) => s.id)).size).toBe(BLIND66_SESSIONS.length);
  });

  it("gives every item 1-2 lower-case key words occurring together in one message of its session", () => {
    BLIND66_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND66_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has a tool call in every planting session", () => {
    BLIND66_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND66.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND66_SESSIONS.forEach((spec, i) => {
      const segment = BLIND66.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
