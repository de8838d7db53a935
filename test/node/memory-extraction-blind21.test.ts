/**
 * Shape checks of the blind planted set BLIND21 (test/node/planted-blind21.ts): its counts, its
 * key words and its sessions' build. Shape only: the extractor is not run on the set here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND21, BLIND21_SESSIONS } from "./planted-blind21";

const MESSAGE_TYPES = new Set(["user_message", "assistant_message"]);

function messagesOf(index: number): string[] {
  return BLIND21.events(index)
    .filter((e) => MESSAGE_TYPES.has(e.event_type))
    .map((e) => e.text.toLowerCase());
}

describe("planted set blind21: shape", () => {
  it("has the counts its header states and the minima every set needs", () => {
    const items = BLIND21_SESSIONS.flatMap((s) => s.planted);
    const perKind = Object.fromEntries(MEMORY_KINDS.map((k) => [k, items.filter((i) => i.kind === k).length]));
    const empty = BLIND21_SESSIONS.filter((s) => s.planted.length === 0).length;
    expect({ items: items.length, perKind, sessions: BLIND21_SESSIONS.length, empty }).toEqual({
      items: 72,
      perKind: { decision: 17, instruction: 18, fact: 20, task: 17 },
      sessions: 52,
      empty: 12,
    });
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(perKind[kind], kind).toBeGreaterThanOrEqual(16);
    expect(BLIND21_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(empty).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    const ids = BLIND21_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names each item by 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND21_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        const words = item.keys.flatMap((k) => k.split(" "));
        expect(words.length, `${spec.id} ${item.keys}`).toBeGreaterThanOrEqual(1);
        expect(words.length, `${spec.id} ${item.keys}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) {
          expect(k, spec.id).toBe(k.toLowerCase());
          expect(k.trim(), spec.id).toBe(k);
          expect(k.length, spec.id).toBeGreaterThan(0);
        }
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
      }
      const perKind = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(perKind).size, spec.id).toBe(perKind.length);
    });
  });

  it("has at least 40 user/assistant messages that give nothing (no item's key words together)", () => {
    let quiet = 0;
    BLIND21_SESSIONS.forEach((spec, i) => {
      for (const m of messagesOf(i)) {
        if (!spec.planted.some((item) => item.keys.every((k) => m.includes(k)))) quiet++;
      }
    });
    expect(quiet).toBeGreaterThanOrEqual(40);
  });

  it("gives every planting session a tool call, and builds every session into a segment with bullets", () => {
    BLIND21_SESSIONS.forEach((spec, i) => {
      const events = BLIND21.events(i);
      if (spec.planted.length > 0)
        expect(
          events.some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
      const segment = BLIND21.segment(i);
      expect(segment.events.length, spec.id).toBe(events.length);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
