/**
 * Shape checks of the planted set TUNING72 (test/node/planted-tuning72.ts), a training set for
 * the sentence classifier: counts per kind, sessions, sessions that plant nothing, messages
 * that carry no item; unique ids; 1-2 lower-case key words per item occurring together in one
 * user/assistant message of its session; a tool call in every planting session; every session
 * builds into a segment with bullets. No extraction is run here.
 */
import { describe, expect, it } from "vitest";
import type { MemoryKind } from "../../src/core/memories/model";
import { TUNING72, TUNING72_SESSIONS } from "./planted-tuning72";

const KINDS: MemoryKind[] = ["decision", "instruction", "fact", "task"];

function messages(index: number): string[] {
  return TUNING72.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("planted set tuning72: shape", () => {
  it("has >= 64 items, >= 16 of each kind, in >= 45 sessions, >= 10 of them empty", () => {
    const items = TUNING72_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING72_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(TUNING72_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    const ids = TUNING72_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    TUNING72_SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toMatch(/^[^\sA-Z]+$/);
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id}: ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of TUNING72_SESSIONS) {
      const seen = spec.planted.map((i) => `${i.kind}:${[...i.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has >= 40 user/assistant messages that carry no item", () => {
    let empty = 0;
    TUNING72_SESSIONS.forEach((spec, i) => {
      for (const t of messages(i)) if (!spec.planted.some((item) => item.keys.every((k) => t.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every session that plants something", () => {
    TUNING72_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING72.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING72_SESSIONS.forEach((spec, i) => {
      const segment = TUNING72.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
