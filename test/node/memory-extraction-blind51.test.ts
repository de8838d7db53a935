/**
 * Shape checks of blind planted set 51 (test/node/planted-blind51.ts): its counts, ids, key
 * words and sessions. Shape only: the extractor is not run here (the set stays unmeasured
 * until the lead measures it once).
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND51, BLIND51_SESSIONS } from "./planted-blind51";

const MIN_ITEMS = 64;
const MIN_ITEMS_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

function messages(index: number): string[] {
  return BLIND51.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("blind planted set 51: shape", () => {
  it("has enough items of each kind, sessions, empty sessions and messages that must give nothing", () => {
    const items = BLIND51_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_ITEMS_PER_KIND);
    expect(BLIND51_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    const empty = BLIND51_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? [i] : []));
    expect(empty.length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
    expect(empty.reduce((n, i) => n + messages(i).length, 0)).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("has unique session ids", () => {
    const ids = BLIND51_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names each item by 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND51_SESSIONS.forEach((s, i) => {
      const texts = messages(i);
      for (const item of s.planted) {
        expect(item.keys.length, `${s.id} ${item.keys}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${s.id} ${item.keys}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) {
          expect(k, s.id).toBe(k.toLowerCase());
          expect(k.trim(), s.id).not.toBe("");
          expect(/\s/.test(k), `${s.id} "${k}" is one word`).toBe(false);
        }
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${s.id}: ${item.keys.join(" + ")} in one message`,
        ).toBe(true);
      }
    });
  });

  it("has no two items of one kind with the same key words in a session", () => {
    for (const s of BLIND51_SESSIONS) {
      const seen = s.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    }
  });

  it("gives every planting session a tool call", () => {
    BLIND51_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        BLIND51.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND51_SESSIONS.forEach((s, i) => {
      const segment = BLIND51.segment(i);
      expect(segment.events.length, s.id).toBeGreaterThan(0);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
