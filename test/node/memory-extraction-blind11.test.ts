/**
 * Shape checks of the eleventh blind planted set (test/node/planted-blind11.ts): its counts, ids,
 * key words and that every session builds into a segment. Nothing here runs the extractor or
 * scores the set.
 *
 * Unmeasured: kept for the next independent measurement; whoever changes src/core/memories
 * must not read this file's sessions.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND11, BLIND11_SESSIONS } from "./planted-blind11";
import type { BlindItem } from "./planted-scoring";

const messagesOf = (index: number): string[] =>
  BLIND11.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

const hasKeys = (text: string, item: BlindItem): boolean => item.keys.every((k) => text.includes(k));

describe("blind set 11 (shape only, unmeasured)", () => {
  it("plants at least 48 items, at least 12 of each kind, in about 40 sessions", () => {
    const items = BLIND11_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(48);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(12);
    expect(BLIND11_SESSIONS.length).toBeGreaterThanOrEqual(38);
    expect(BLIND11_SESSIONS.length).toBeLessThanOrEqual(45);
  });

  it("has at least 10 sessions that plant nothing", () => {
    expect(BLIND11_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND11_SESSIONS.map((s) => s.id)).size).toBe(BLIND11_SESSIONS.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND11_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => hasKeys(m, item)),
          `${spec.id}: ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
      }
    });
  });

  it("has at least 40 messages that must give nothing (no planted item's key words)", () => {
    let silent = 0;
    BLIND11_SESSIONS.forEach((spec, i) => {
      for (const m of messagesOf(i)) if (!spec.planted.some((item) => hasKeys(m, item))) silent++;
    });
    expect(silent).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every planting session", () => {
    BLIND11_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND11.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND11_SESSIONS.forEach((spec, i) => {
      const segment = BLIND11.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(BLIND11.events(i).length);
    });
  });
});
