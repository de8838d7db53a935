/**
 * Shape checks of blind planted set 58 (test/node/planted-blind58.ts): counts, ids, key words
 * and grips. No extraction and no score here: the set stays unmeasured until the lead measures it.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND58, BLIND58_SESSIONS } from "./planted-blind58";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

/** The user and assistant messages of each session, lower-cased. */
const messages = BLIND58_SESSIONS.map((_, i) =>
  BLIND58.events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase()),
);

describe("blind set 58: shape", () => {
  it("has enough items of every kind, sessions and sessions that plant nothing", () => {
    const items = BLIND58_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND58_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(BLIND58_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND58_SESSIONS.map((s) => s.id)).size).toBe(BLIND58_SESSIONS.length);
  });

  it("names each item by 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND58_SESSIONS.forEach((s, i) => {
      for (const item of s.planted) {
        expect(item.keys.length, `${s.id} ${item.keys}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${s.id} ${item.keys}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, s.id).toBe(k.toLowerCase());
        expect(
          messages[i]!.some((m) => item.keys.every((k) => m.includes(k))),
          `${s.id}: ${item.kind} ${item.keys.join(" + ")}`,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const s of BLIND58_SESSIONS) {
      const seen = s.planted.map((i) => `${i.kind}:${[...i.keys].sort().join("|")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    }
  });

  it("has enough messages that give nothing (no item's key words together)", () => {
    const empty = BLIND58_SESSIONS.flatMap((s, i) => messages[i]!.filter((m) => !s.planted.some((item) => item.keys.every((k) => m.includes(k)))));
    expect(empty.length).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("gives every planting session a tool call", () => {
    BLIND58_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        BLIND58.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND58_SESSIONS.forEach((s, i) => {
      const segment = BLIND58.segment(i);
      expect(segment.events.length, s.id).toBeGreaterThan(0);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
