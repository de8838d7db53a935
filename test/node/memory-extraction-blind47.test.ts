/**
 * The shape of the blind planted set BLIND47 (test/node/planted-blind47.ts): counts, ids, key
 * words and supporting tool calls. Shape only: the set is not run through the extractor here
 * (it stays unmeasured until the lead measures it once).
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND47, BLIND47_SESSIONS } from "./planted-blind47";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

const messagesOf = (index: number): string[] =>
  BLIND47.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("BLIND47 planted set: shape", () => {
  it("has enough items of each kind, sessions and empty sessions", () => {
    const items = BLIND47_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND47_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(BLIND47_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
  });

  it("has unique session ids", () => {
    const ids = BLIND47_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names each item by 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND47_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        const where = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        const words = item.keys.flatMap((k) => k.split(/\s+/).filter((w) => w !== ""));
        expect(words.length, where).toBeGreaterThanOrEqual(1);
        expect(words.length, where).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, where).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          where,
        ).toBe(true);
      }
    });
  });

  it("has no two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND47_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("gives every planting session a tool call", () => {
    BLIND47_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND47.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("has enough user/assistant messages that carry no item's key words", () => {
    let empty = 0;
    BLIND47_SESSIONS.forEach((spec, i) => {
      for (const m of messagesOf(i)) if (!spec.planted.some((item) => item.keys.every((k) => m.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("builds every session into a segment with bullets", () => {
    BLIND47_SESSIONS.forEach((spec, i) => {
      const segment = BLIND47.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
