/**
 * Shape checks for blind planted set 37 (test/node/planted-blind37.ts). Only its shape: the set
 * is kept unmeasured here (no extractor run, no score), so it stays blind until the lead
 * measures it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND37, BLIND37_SESSIONS } from "./planted-blind37";

const messagesOf = (index: number): string[] =>
  BLIND37.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("blind planted set 37: shape", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions with unique ids", () => {
    const items = BLIND37_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND37_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(BLIND37_SESSIONS.map((s) => s.id)).size).toBe(BLIND37_SESSIONS.length);
  });

  it("has at least 10 sessions that plant nothing and at least 40 messages that must give nothing", () => {
    expect(BLIND37_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    const empty = BLIND37_SESSIONS.flatMap((s, i) => messagesOf(i).filter((m) => !s.planted.some((item) => item.keys.every((k) => m.includes(k)))));
    expect(empty.length).toBeGreaterThanOrEqual(40);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session, unique per kind", () => {
    BLIND37_SESSIONS.forEach((s, i) => {
      const messages = messagesOf(i);
      const seen = new Set<string>();
      for (const item of s.planted) {
        expect(item.keys.length, `${s.id}: ${item.keys.join(",")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${s.id}: ${item.keys.join(",")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, s.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${s.id}: ${item.kind} ${item.keys.join(",")}`,
        ).toBe(true);
        const tag = `${item.kind}:${[...item.keys].sort().join(",")}`;
        expect(seen.has(tag), `${s.id}: duplicate ${tag}`).toBe(false);
        seen.add(tag);
      }
    });
  });

  it("gives every planting session a tool call, and every session a segment with bullets", () => {
    BLIND37_SESSIONS.forEach((s, i) => {
      if (s.planted.length > 0)
        expect(
          BLIND37.events(i).some((e) => e.event_type === "tool_use"),
          s.id,
        ).toBe(true);
      expect(BLIND37.segment(i).bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
