/**
 * Shape of blind planted set 43 (test/node/planted-blind43.ts): counts, ids, key words and
 * grips. Shape only: the set stays unmeasured until the lead scores it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND43, BLIND43_SESSIONS } from "./planted-blind43";

// The set's targets.
const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;

const isMessage = (type: string): boolean => type === "user_message" || type === "assistant_message";

describe("blind planted set 43: shape", () => {
  it(`plants >= ${MIN_ITEMS} items, >= ${MIN_PER_KIND} of each kind, in >= ${MIN_SESSIONS} sessions with unique ids`, () => {
    const items = BLIND43_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND43_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(new Set(BLIND43_SESSIONS.map((s) => s.id)).size).toBe(BLIND43_SESSIONS.length);
  });

  it("has >= 10 sessions that plant nothing, with >= 40 user/assistant messages in them", () => {
    const empty = BLIND43_SESSIONS.map((s, i) => ({ s, i })).filter(({ s }) => s.planted.length === 0);
    expect(empty.length).toBeGreaterThanOrEqual(10);
    const messages = empty.reduce((n, { i }) => n + BLIND43.events(i).filter((e) => isMessage(e.event_type)).length, 0);
    expect(messages).toBeGreaterThanOrEqual(40);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND43_SESSIONS.forEach((spec, i) => {
      const texts = BLIND43.events(i)
        .filter((e) => isMessage(e.event_type))
        .map((e) => e.text.toLowerCase());
      const seen = new Set<string>();
      for (const item of spec.planted) {
        const where = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, where).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, where).toBeLessThanOrEqual(2);
        for (const k of item.keys) {
          expect(k, where).toBe(k.toLowerCase());
          expect(k.trim().length, where).toBeGreaterThan(0);
        }
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          where,
        ).toBe(true);
        const id = `${item.kind}:${[...item.keys].sort().join("+")}`;
        expect(seen.has(id), `${where}: same kind and key words twice`).toBe(false);
        seen.add(id);
      }
    });
  });

  it("has a tool call in every session that plants something", () => {
    BLIND43_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND43.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND43_SESSIONS.forEach((spec, i) => {
      const segment = BLIND43.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
    });
  });
});
