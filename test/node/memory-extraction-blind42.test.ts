/** Shape checks only for the blind set 42 (it stays unmeasured until the lead measures it once). */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND42, BLIND42_SESSIONS } from "./planted-blind42";

const MIN = { items: 64, perKind: 16, sessions: 45, empty: 10, emptyMessages: 40 };

function messagesOf(index: number): string[] {
  return BLIND42.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("blind set 42: shape", () => {
  it("has enough items of every kind, sessions and empty sessions", () => {
    const items = BLIND42_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(MIN.items);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN.perKind);
    expect(BLIND42_SESSIONS.length).toBeGreaterThanOrEqual(MIN.sessions);
    expect(BLIND42_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN.empty);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND42_SESSIONS.map((s) => s.id)).size).toBe(BLIND42_SESSIONS.length);
  });

  it("gives every item 1-2 lower-case key words occurring together in one message of its session", () => {
    BLIND42_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        const label = `${spec.id}: ${item.kind} ${item.keys.join("+")}`;
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
    for (const spec of BLIND42_SESSIONS) {
      const keys = spec.planted.map((i) => `${i.kind}:${[...i.keys].sort().join("+")}`);
      expect(new Set(keys).size, spec.id).toBe(keys.length);
    }
  });

  it("has a tool call in every planting session", () => {
    BLIND42_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND42.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("has enough messages in sessions that plant nothing", () => {
    const empty = BLIND42_SESSIONS.flatMap((spec, i) => (spec.planted.length === 0 ? messagesOf(i) : []));
    expect(empty.length).toBeGreaterThanOrEqual(MIN.emptyMessages);
  });

  it("builds every session into a segment with bullets", () => {
    BLIND42_SESSIONS.forEach((spec, i) => {
      const segment = BLIND42.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
