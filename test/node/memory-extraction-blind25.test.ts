/**
 * Shape checks for blind planted set 25 (test/node/planted-blind25.ts). Shape only: the set is
 * kept unmeasured until the lead measures it once, so nothing here runs the extractor or scores.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND25, BLIND25_SESSIONS } from "./planted-blind25";

const messagesOf = (index: number): string[] =>
  BLIND25.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("blind planted set 25: shape", () => {
  it("has enough items of every kind, sessions and empty sessions", () => {
    const items = BLIND25_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND25_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(BLIND25_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND25_SESSIONS.map((s) => s.id)).size).toBe(BLIND25_SESSIONS.length);
  });

  it("has at least 40 messages in sessions that plant nothing", () => {
    const empty = BLIND25_SESSIONS.flatMap((s, i) => (s.planted.length === 0 ? messagesOf(i) : []));
    expect(empty.length).toBeGreaterThanOrEqual(40);
  });

  it("gives every item 1-2 lower-case key words occurring together in one message of its session", () => {
    BLIND25_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      const seen = new Set<string>();
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.keys.join("+")}`,
        ).toBe(true);
        const sig = `${item.kind}:${[...item.keys].sort().join("+")}`;
        expect(seen.has(sig), `${spec.id}: duplicate ${sig}`).toBe(false);
        seen.add(sig);
      }
    });
  });

  it("has a tool call in every planting session", () => {
    BLIND25_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND25.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND25_SESSIONS.forEach((spec, i) => {
      expect(BLIND25.segment(i).bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
