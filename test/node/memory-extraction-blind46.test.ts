/**
 * Shape checks of blind planted set 46 (test/node/planted-blind46.ts): counts, ids, key words
 * and that every session builds into a segment. Shape only: the set stays unmeasured here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND46, BLIND46_SESSIONS } from "./planted-blind46";

const MESSAGE_TYPES = new Set(["user_message", "assistant_message"]);

describe("blind planted set 46: shape", () => {
  it("has >= 64 items, >= 16 of each kind, in >= 45 sessions with unique ids", () => {
    const items = BLIND46_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND46_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(BLIND46_SESSIONS.map((s) => s.id)).size).toBe(BLIND46_SESSIONS.length);
  });

  it("has >= 10 sessions that plant nothing, with >= 40 user/assistant messages in them", () => {
    const empty = BLIND46_SESSIONS.map((s, i) => ({ s, i })).filter(({ s }) => s.planted.length === 0);
    expect(empty.length).toBeGreaterThanOrEqual(10);
    const messages = empty.flatMap(({ i }) => BLIND46.events(i).filter((e) => MESSAGE_TYPES.has(e.event_type)));
    expect(messages.length).toBeGreaterThanOrEqual(40);
  });

  it("gives each item 1-2 lower-case key words occurring together in one message of its session", () => {
    BLIND46_SESSIONS.forEach((spec, i) => {
      const texts = BLIND46.events(i)
        .filter((e) => MESSAGE_TYPES.has(e.event_type))
        .map((e) => e.text.toLowerCase());
      for (const item of spec.planted) {
        const where = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        const words = item.keys.flatMap((k) => k.split(/\s+/));
        expect(words.length, where).toBeGreaterThanOrEqual(1);
        expect(words.length, where).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, where).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          where,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND46_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("gives every planting session at least one tool call", () => {
    BLIND46_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND46.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND46_SESSIONS.forEach((spec, i) => {
      const segment = BLIND46.segment(i);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
    });
  });
});
