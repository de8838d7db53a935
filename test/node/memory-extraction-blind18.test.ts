/**
 * Shape checks of blind set 18 (test/node/planted-blind18.ts): its counts, ids and key words,
 * and that every session builds into a segment. The set stays unmeasured here: nothing in
 * this file runs the extractor or scores candidates.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND18, BLIND18_SESSIONS } from "./planted-blind18";

const MESSAGE_TYPES = new Set(["user_message", "assistant_message"]);

/** The user and assistant messages of session `index`, lower-cased. */
function messages(index: number): string[] {
  return BLIND18.events(index)
    .filter((e) => MESSAGE_TYPES.has(e.event_type))
    .map((e) => e.text.toLowerCase());
}

describe("blind set 18: shape", () => {
  it("plants at least 64 items, at least 16 of each kind", () => {
    const items = BLIND18_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) {
      expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    }
  });

  it("has at least 45 sessions with unique ids, at least 10 of which plant nothing", () => {
    expect(BLIND18_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(BLIND18_SESSIONS.map((s) => s.id)).size).toBe(BLIND18_SESSIONS.length);
    expect(BLIND18_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND18_SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const key of item.keys) {
          expect(key, label).toBe(key.toLowerCase());
          expect(key.trim(), label).not.toBe("");
        }
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("never gives two items of one kind the same key words within a session", () => {
    for (const spec of BLIND18_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has at least 40 user/assistant messages that carry no item's key words", () => {
    let empty = 0;
    BLIND18_SESSIONS.forEach((spec, i) => {
      for (const text of messages(i)) {
        if (!spec.planted.some((item) => item.keys.every((k) => text.includes(k)))) empty++;
      }
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every planting session at least one tool call", () => {
    BLIND18_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND18.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND18_SESSIONS.forEach((spec, i) => {
      const segment = BLIND18.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(BLIND18.events(i).length);
    });
  });
});
