/**
 * Shape checks for the blind planted set 17 (test/node/planted-blind17.ts). Shape only: the
 * set is not run through the extractor here (it stays unmeasured until the lead measures it).
 */
import { describe, expect, it } from "vitest";
import type { MemoryKind } from "../../src/core/memories/model";
import { BLIND17, BLIND17_SESSIONS } from "./planted-blind17";

const KINDS: MemoryKind[] = ["decision", "instruction", "fact", "task"];

function messages(index: number): string[] {
  return BLIND17.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text);
}

describe("planted set blind17: shape", () => {
  it("has >= 64 items, >= 16 of each kind, in >= 45 sessions with unique ids", () => {
    const items = BLIND17_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND17_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(BLIND17_SESSIONS.map((s) => s.id)).size).toBe(BLIND17_SESSIONS.length);
  });

  it("has >= 10 sessions that plant nothing and >= 40 messages that must give nothing", () => {
    expect(BLIND17_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    let empty = 0;
    BLIND17_SESSIONS.forEach((spec, i) => {
      for (const text of messages(i)) {
        const lower = text.toLowerCase();
        if (!spec.planted.some((item) => item.keys.every((k) => lower.includes(k)))) empty++;
      }
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives each item 1-2 lower-case key words occurring together in one message, distinct per kind in a session", () => {
    BLIND17_SESSIONS.forEach((spec, i) => {
      const texts = messages(i).map((t) => t.toLowerCase());
      const seen = new Set<string>();
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, label).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          label,
        ).toBe(true);
        const sig = `${item.kind}:${[...item.keys].sort().join("+")}`;
        expect(seen.has(sig), label).toBe(false);
        seen.add(sig);
      }
    });
  });

  it("gives every planting session a tool call", () => {
    BLIND17_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND17.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND17_SESSIONS.forEach((spec, i) => {
      const segment = BLIND17.segment(i);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
    });
  });
});
