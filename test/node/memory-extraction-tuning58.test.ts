/**
 * Shape checks of planted set tuning58 (a training set for the sentence classifier): counts,
 * unique ids, key words that occur together in one message of their session, a tool call in
 * every planting session, and a segment with bullets for every session. No extraction here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING58, TUNING58_SESSIONS } from "./planted-tuning58";

const SESSIONS = TUNING58_SESSIONS;

function messages(index: number): string[] {
  return TUNING58.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("planted set tuning58: shape", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions with at least 10 planting nothing", () => {
    const items = SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(SESSIONS.map((s) => s.id)).size).toBe(SESSIONS.length);
  });

  it("gives every item 1-2 lower-case key words (one word each) that occur together in one user/assistant message of its session", () => {
    SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, label).toBe(k.toLowerCase());
        expect(item.keys.join(" ").split(" ").length, label).toBeLessThanOrEqual(2);
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has at least 40 user/assistant messages carrying no item's key words", () => {
    let empty = 0;
    SESSIONS.forEach((spec, i) => {
      for (const t of messages(i)) if (!spec.planted.some((item) => item.keys.every((k) => t.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every planting session a tool call, and every session a segment with bullets", () => {
    SESSIONS.forEach((spec, i) => {
      if (spec.planted.length > 0)
        expect(
          TUNING58.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
      expect(TUNING58.segment(i).bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
