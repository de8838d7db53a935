/**
 * Shape checks of the tuning43 planted set (test/node/planted-tuning43.ts): its counts, ids, key
 * words and sessions. Only the set's shape: the extractor is not run on it here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING43, TUNING43_SESSIONS } from "./planted-tuning43";

const SESSIONS = TUNING43_SESSIONS;
const SET = TUNING43;

function messages(index: number): string[] {
  return SET.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("planted set tuning43: shape", () => {
  it("has at least 64 items, at least 16 of each kind, in at least 45 sessions with unique ids", () => {
    const items = SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(SESSIONS.map((s) => s.id)).size).toBe(SESSIONS.length);
  });

  it("has at least 10 sessions that plant nothing and at least 40 messages that carry no item", () => {
    expect(SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    const empty = SESSIONS.flatMap((spec, i) => messages(i).filter((m) => !spec.planted.some((item) => item.keys.every((k) => m.includes(k)))));
    expect(empty.length).toBeGreaterThanOrEqual(40);
  });

  it("names each item by 1-2 lower-case key words occurring together in one message of its session", () => {
    SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join(",")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join(",")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          texts.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.keys.join(",")}`,
        ).toBe(true);
      }
      const signatures = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(signatures).size, spec.id).toBe(signatures.length);
    });
  });

  it("gives every planting session a tool call, and every session a segment with bullets", () => {
    SESSIONS.forEach((spec, i) => {
      if (spec.planted.length > 0)
        expect(
          SET.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
      expect(SET.segment(i).bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
