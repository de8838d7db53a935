/**
 * Shape checks of the twenty-seventh tuning set (test/node/planted-tuning27.ts). Training set for
 * the sentence classifier (written without reading the extractor). Only its shape is checked
 * here; the extractor is not run on it in this file.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING27, TUNING27_SESSIONS } from "./planted-tuning27";

const MESSAGE_TYPES = new Set(["user_message", "assistant_message"]);

function messages(index: number): string[] {
  return TUNING27.events(index)
    .filter((e) => MESSAGE_TYPES.has(e.event_type))
    .map((e) => e.text.toLowerCase());
}

describe("tuning27 set shape", () => {
  it("has at least 64 items, at least 16 of each kind, in at least 45 sessions", () => {
    const items = TUNING27_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING27_SESSIONS.length).toBeGreaterThanOrEqual(45);
  });

  it("has unique session ids", () => {
    expect(new Set(TUNING27_SESSIONS.map((s) => s.id)).size).toBe(TUNING27_SESSIONS.length);
  });

  it("has at least 10 sessions and 40 messages that plant nothing", () => {
    expect(TUNING27_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    let empty = 0;
    TUNING27_SESSIONS.forEach((spec, i) => {
      for (const text of messages(i)) if (!spec.planted.some((item) => item.keys.some((k) => text.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every item 1-2 lower-case key words occurring together in one message of its session", () => {
    TUNING27_SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, label).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("plants no item twice in a session", () => {
    for (const spec of TUNING27_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has a tool call in every session that plants something", () => {
    TUNING27_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING27.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING27_SESSIONS.forEach((spec, i) => {
      const segment = TUNING27.segment(i);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(TUNING27.events(i).length);
    });
  });
});
