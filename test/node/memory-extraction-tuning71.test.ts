/** Shape checks of the TUNING71 planted set (test/node/planted-tuning71.ts): counts, key words, grips, segments. */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING71, TUNING71_SESSIONS } from "./planted-tuning71";

const MESSAGE_TYPES = new Set(["user_message", "assistant_message"]);

describe("planted set TUNING71: shape", () => {
  const items = TUNING71_SESSIONS.flatMap((s) => s.planted);

  it("has >= 64 items, >= 16 of each kind, in >= 45 sessions with unique ids", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING71_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(TUNING71_SESSIONS.map((s) => s.id)).size).toBe(TUNING71_SESSIONS.length);
  });

  it("has >= 10 sessions that plant nothing, with >= 40 messages between them", () => {
    const empty = TUNING71_SESSIONS.map((s, i) => ({ s, i })).filter(({ s }) => s.planted.length === 0);
    expect(empty.length).toBeGreaterThanOrEqual(10);
    const messages = empty.flatMap(({ i }) => TUNING71.events(i).filter((e) => MESSAGE_TYPES.has(e.event_type)));
    expect(messages.length).toBeGreaterThanOrEqual(40);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session, unique per kind", () => {
    TUNING71_SESSIONS.forEach((spec, i) => {
      const texts = TUNING71.events(i)
        .filter((e) => MESSAGE_TYPES.has(e.event_type))
        .map((e) => e.text.toLowerCase());
      const seen = new Set<string>();
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id}: ${item.keys.join("+")}`,
        ).toBe(true);
        const id = `${item.kind}:${[...item.keys].sort().join("+")}`;
        expect(seen.has(id), `${spec.id}: ${id}`).toBe(false);
        seen.add(id);
      }
    });
  });

  it("has a tool call in every session that plants something", () => {
    TUNING71_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING71.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING71_SESSIONS.forEach((spec, i) => {
      const segment = TUNING71.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
