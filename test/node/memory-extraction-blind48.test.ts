/**
 * Shape of blind planted set 48 (test/node/planted-blind48.ts): counts, ids, key words and
 * grips. Shape only: the extractor is never run on the set here (it stays blind until the lead
 * measures it once).
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND48, BLIND48_SESSIONS } from "./planted-blind48";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

/** The user and assistant messages of session `i`, lower-cased. */
function messages(i: number): string[] {
  return BLIND48.events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("blind set 48: shape", () => {
  const items = BLIND48_SESSIONS.flatMap((s) => s.planted);

  it("has enough items of every kind, sessions and sessions that plant nothing", () => {
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND48_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(BLIND48_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND48_SESSIONS.map((s) => s.id)).size).toBe(BLIND48_SESSIONS.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND48_SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const key of item.keys) expect(key, spec.id).toMatch(/^[a-z0-9][a-z0-9._/+-]*$/);
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id}: ${item.keys.join("+")} in one message`,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND48_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has enough messages that carry no item's key words", () => {
    const empty = BLIND48_SESSIONS.reduce(
      (n, spec, i) => n + messages(i).filter((t) => !spec.planted.some((item) => item.keys.every((k) => t.includes(k)))).length,
      0,
    );
    expect(empty).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("gives every planting session a tool call, and every session a segment with bullets", () => {
    BLIND48_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length > 0)
        expect(
          BLIND48.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
      const segment = BLIND48.segment(i);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(BLIND48.events(i).length);
    });
  });
});
