/**
 * Shape checks of the blind set BLIND62 (test/node/planted-blind62.ts): counts, ids, key words
 * and the supporting tool calls. It is not scored here: the set stays unmeasured until the lead
 * measures it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND62, BLIND62_SESSIONS } from "./planted-blind62";

const MIN_PER_KIND = 16;
const MIN_ITEMS = 64;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

const isMessage = (type: string): boolean => type === "user_message" || type === "assistant_message";

describe("blind set 62: shape", () => {
  it("has enough sessions, items of each kind, empty sessions and messages that must give nothing", () => {
    const items = BLIND62_SESSIONS.flatMap((s) => s.planted);
    expect(BLIND62_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    const empty = BLIND62_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? [i] : []));
    expect(empty.length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
    const emptyMessages = empty.flatMap((i) => BLIND62.events(i).filter((e) => isMessage(e.event_type)));
    expect(emptyMessages.length).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("has unique session ids", () => {
    const ids = BLIND62_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names each item by 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND62_SESSIONS.forEach((s, i) => {
      const messages = BLIND62.events(i)
        .filter((e) => isMessage(e.event_type))
        .map((e) => e.text.toLowerCase());
      for (const item of s.planted) {
        const where = `${s.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, where).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, where).toBeLessThanOrEqual(2);
        for (const k of item.keys) {
          expect(k.trim(), where).not.toBe("");
          expect(k, where).toBe(k.toLowerCase());
        }
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          where,
        ).toBe(true);
      }
      const seen = s.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    });
  });

  it("gives every planting session a tool call, and builds every session into a segment with bullets", () => {
    BLIND62_SESSIONS.forEach((s, i) => {
      if (s.planted.length > 0)
        expect(
          BLIND62.events(i).some((e) => e.event_type === "tool_use"),
          s.id,
        ).toBe(true);
      expect(BLIND62.segment(i).bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
