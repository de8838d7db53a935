/**
 * Shape of the blind planted set 40 (test/node/planted-blind40.ts): counts, ids, key words and
 * segments only. The set stays unmeasured here: no extraction, no score.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND40, BLIND40_SESSIONS } from "./planted-blind40";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

const messagesOf = (index: number): string[] =>
  BLIND40.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text);

describe("blind planted set 40: shape", () => {
  it("plants enough items of every kind in enough sessions", () => {
    const items = BLIND40_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND40_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
  });

  it("has sessions that plant nothing, with enough messages that must give nothing", () => {
    const empty = BLIND40_SESSIONS.map((s, i) => ({ s, i })).filter(({ s }) => s.planted.length === 0);
    expect(empty.length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
    const messages = empty.reduce((n, { i }) => n + messagesOf(i).length, 0);
    expect(messages).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("gives every session a unique id", () => {
    const ids = BLIND40_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names each item by 1-2 lower-case key words occurring together in one message of its session", () => {
    BLIND40_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i).map((m) => m.toLowerCase());
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const key of item.keys) {
          expect(key, label).toBe(key.toLowerCase());
          expect(key.trim(), label).not.toBe("");
        }
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND40_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("gives every planting session a tool call (a grip to support its memories)", () => {
    BLIND40_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND40.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND40_SESSIONS.forEach((spec, i) => {
      const segment = BLIND40.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
