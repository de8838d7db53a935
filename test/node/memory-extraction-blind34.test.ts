/**
 * Shape checks of the blind planted set 34 (test/node/planted-blind34.ts): its counts, its key
 * words and its sessions' build. No extraction and no score here; the lead measures the set once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND34, BLIND34_SESSIONS } from "./planted-blind34";

const messages = (i: number) => BLIND34.events(i).filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message");

describe("blind set 34: shape", () => {
  it("has at least 64 items, 16 of each kind, in at least 45 sessions with unique ids", () => {
    const items = BLIND34_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND34_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(BLIND34_SESSIONS.map((s) => s.id)).size).toBe(BLIND34_SESSIONS.length);
  });

  it("has at least 10 sessions that plant nothing and 40 messages that must give nothing", () => {
    expect(BLIND34_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    const empty = BLIND34_SESSIONS.reduce(
      (n, s, i) => n + messages(i).filter((m) => !s.planted.some((item) => item.keys.every((k) => m.text.toLowerCase().includes(k)))).length,
      0,
    );
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND34_SESSIONS.forEach((s, i) => {
      const texts = messages(i).map((m) => m.text.toLowerCase());
      for (const item of s.planted) {
        expect(item.keys.length, `${s.id} ${item.keys}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${s.id} ${item.keys}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, s.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${s.id}: ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
      }
      const sameKind = s.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(sameKind).size, s.id).toBe(sameKind.length);
    });
  });

  it("has a tool call in every session that plants something", () => {
    BLIND34_SESSIONS.forEach((s, i) => {
      if (s.planted.length > 0)
        expect(
          BLIND34.events(i).some((e) => e.event_type === "tool_use"),
          s.id,
        ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND34_SESSIONS.forEach((s, i) => {
      const segment = BLIND34.segment(i);
      expect(segment.nodeId, s.id).toBe(`toc:segment:${s.id}`);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
