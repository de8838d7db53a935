/**
 * Shape checks for the planted set in planted-tuning77.ts (a training set for the sentence
 * classifier): its counts, session ids, key words and tool calls, and that every session builds
 * into a segment with bullets. No extraction and no score here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING77, TUNING77_SESSIONS } from "./planted-tuning77";

const MESSAGE_TYPES = new Set(["user_message", "assistant_message"]);

function messages(index: number): string[] {
  return TUNING77.events(index)
    .filter((e) => MESSAGE_TYPES.has(e.event_type))
    .map((e) => e.text.toLowerCase());
}

describe("planted set tuning77: shape", () => {
  it("plants >= 64 items, >= 16 of each kind, in >= 45 sessions with >= 10 planting nothing", () => {
    const items = TUNING77_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING77_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(TUNING77_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    const ids = TUNING77_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session, unique per kind", () => {
    TUNING77_SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      const seen = new Set<string>();
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const key of item.keys) {
          expect(key, label).toBe(key.toLowerCase());
          expect(key.trim(), label).toBe(key);
          expect(key, label).not.toMatch(/\s/);
        }
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          label,
        ).toBe(true);
        const sig = `${item.kind}:${[...item.keys].sort().join("+")}`;
        expect(seen.has(sig), label).toBe(false);
        seen.add(sig);
      }
    });
  });

  it("has >= 40 user/assistant messages that carry no item's key words", () => {
    let empty = 0;
    TUNING77_SESSIONS.forEach((spec, i) => {
      for (const t of messages(i)) if (!spec.planted.some((item) => item.keys.every((k) => t.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every planting session a tool call", () => {
    TUNING77_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING77.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING77_SESSIONS.forEach((spec, i) => {
      const segment = TUNING77.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
