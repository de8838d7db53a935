/**
 * Shape of blind planted set 44 (test/node/planted-blind44.ts): counts, ids, key words and
 * supporting tool calls. Shape only: the set stays unmeasured until the lead measures it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND44, BLIND44_SESSIONS } from "./planted-blind44";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

const messagesOf = (i: number) => BLIND44.events(i).filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message");

describe("blind planted set 44: shape", () => {
  it("has enough items of every kind, sessions, empty sessions and messages that must give nothing", () => {
    const items = BLIND44_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND44_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    const empty = BLIND44_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? [i] : []));
    expect(empty.length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
    expect(empty.reduce((n, i) => n + messagesOf(i).length, 0)).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND44_SESSIONS.map((s) => s.id)).size).toBe(BLIND44_SESSIONS.length);
  });

  it("keeps sessions very short: 3 to 6 user/assistant messages each", () => {
    const outside = BLIND44_SESSIONS.flatMap((s, i) => {
      const n = messagesOf(i).length;
      return n >= 3 && n <= 6 ? [] : [`${s.id}: ${n} messages`];
    });
    expect(outside).toEqual([]);
  });

  it("names each item by 1-2 lower-case key words occurring together in one message of its session", () => {
    BLIND44_SESSIONS.forEach((s, i) => {
      const texts = messagesOf(i).map((e) => e.text.toLowerCase());
      for (const item of s.planted) {
        const where = `${s.id}: ${item.kind} [${item.keys.join(", ")}]`;
        expect(item.keys.length >= 1 && item.keys.length <= 2, where).toBe(true);
        for (const key of item.keys) expect(key === key.toLowerCase() && key.trim() !== "" && !/\s/.test(key), where).toBe(true);
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          where,
        ).toBe(true);
      }
      const signatures = s.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("|")}`);
      expect(new Set(signatures).size, `${s.id}: two items of one kind with the same key words`).toBe(signatures.length);
    });
  });

  it("gives every planting session a tool call to ground its memories", () => {
    BLIND44_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        BLIND44.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND44_SESSIONS.forEach((s, i) => {
      const segment = BLIND44.segment(i);
      expect(segment.nodeId, s.id).toBe(`toc:segment:${s.id}`);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
