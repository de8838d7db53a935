/**
 * The shape of blind planted set 41 (test/node/planted-blind41.ts): its counts, its key words
 * and that every session builds into a segment. Shape only: the extractor is not run here (the
 * set stays unmeasured until the lead measures it once).
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND41, BLIND41_SESSIONS } from "./planted-blind41";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

/** The user and assistant messages of session `index`, lower-cased. */
function messages(index: number): string[] {
  return BLIND41.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("blind planted set 41: shape", () => {
  it("has enough items of each kind, sessions, empty sessions and messages that give nothing", () => {
    const items = BLIND41_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND41_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    const empty = BLIND41_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? [i] : []));
    expect(empty.length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
    // Every message of a session that plants nothing must give nothing (a lower bound on the set's negatives).
    expect(empty.reduce((n, i) => n + messages(i).length, 0)).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("has unique session ids", () => {
    const ids = BLIND41_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names each item by 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND41_SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        const where = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, where).toBeGreaterThanOrEqual(1);
        expect(item.keys.flatMap((k) => k.split(/\s+/)).length, where).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, where).toBe(k.toLowerCase().trim());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          where,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND41_SESSIONS) {
      const named = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(named).size, spec.id).toBe(named.length);
    }
  });

  it("gives every planting session a tool call, and every session a segment with bullets", () => {
    BLIND41_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length > 0)
        expect(
          BLIND41.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
      expect(BLIND41.segment(i).bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
