/**
 * Shape of the tuning40 planted set (test/node/planted-tuning40.ts), a training set for the
 * sentence classifier: enough items of each kind, sessions, empty sessions and messages that plant
 * nothing; key words that a memory can carry; a supporting tool call wherever something is
 * planted. No extraction is run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING40 } from "./planted-tuning40";

const sessions = TUNING40.sessions;

/** The user and assistant messages of session `index`, as written. */
function messages(index: number): string[] {
  return TUNING40.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("planted set tuning40: shape", () => {
  it("plants at least 64 items, 16 of each kind, in at least 45 sessions, 10 of which plant nothing", () => {
    const items = sessions.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(sessions.length).toBeGreaterThanOrEqual(45);
    expect(sessions.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("gives every session its own id", () => {
    expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
  });

  it("keys every item with 1-2 lower-case words that occur together in one message of its session, distinct per kind", () => {
    sessions.forEach((spec, i) => {
      const texts = messages(i);
      const seen = new Set<string>();
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} [${item.keys.join(", ")}]`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const key of item.keys) {
          expect(key, label).toBe(key.toLowerCase());
          expect(key.trim().length, label).toBeGreaterThan(0);
        }
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          label,
        ).toBe(true);
        const signature = `${item.kind}:${[...item.keys].sort().join("|")}`;
        expect(seen.has(signature), label).toBe(false);
        seen.add(signature);
      }
    });
  });

  it("has a tool call in every session that plants something", () => {
    sessions.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING40.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("has at least 40 user or assistant messages that carry no planted item's key words", () => {
    let quiet = 0;
    sessions.forEach((spec, i) => {
      for (const text of messages(i)) {
        if (!spec.planted.some((item) => item.keys.every((k) => text.includes(k)))) quiet++;
      }
    });
    expect(quiet).toBeGreaterThanOrEqual(40);
  });

  it("builds every session into a segment with bullets", () => {
    sessions.forEach((spec, i) => {
      const segment = TUNING40.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
