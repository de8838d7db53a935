/**
 * The shape of the blind50 planted set (test/node/planted-blind50.ts): counts, ids, key words
 * and tool calls. Shape only: the set stays unmeasured here (the lead measures it once).
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND50, BLIND50_SESSIONS } from "./planted-blind50";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

const eventsOf = BLIND50_SESSIONS.map((_, i) => BLIND50.events(i));
const messagesOf = eventsOf.map((evs) =>
  evs.filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message").map((e) => e.text.toLowerCase()),
);

describe("blind50 planted set: shape", () => {
  it("has enough items of each kind, sessions and sessions that plant nothing", () => {
    const items = BLIND50_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND50_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(BLIND50_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
  });

  it("has enough user/assistant messages in sessions that plant nothing", () => {
    const empty = BLIND50_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? messagesOf[i]! : []));
    expect(empty.length).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("has unique session ids", () => {
    const ids = BLIND50_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every item 1-2 lower-case key words occurring together in one message of its session, no two items of a kind alike", () => {
    BLIND50_SESSIONS.forEach((s, i) => {
      for (const item of s.planted) {
        expect(item.keys.length, `${s.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${s.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, s.id).toBe(k.toLowerCase());
        expect(
          messagesOf[i]!.some((m) => item.keys.every((k) => m.includes(k))),
          `${s.id}: ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
      }
      const signatures = s.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(signatures).size, s.id).toBe(signatures.length);
    });
  });

  it("has a tool call in every session that plants something", () => {
    BLIND50_SESSIONS.forEach((s, i) => {
      if (s.planted.length > 0)
        expect(
          eventsOf[i]!.some((e) => e.event_type === "tool_use"),
          s.id,
        ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND50_SESSIONS.forEach((s, i) => {
      const segment = BLIND50.segment(i);
      expect(segment.nodeId, s.id).toBe(`toc:segment:${s.id}`);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
