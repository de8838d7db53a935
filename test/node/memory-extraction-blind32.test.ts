/**
 * Shape checks of the blind set test/node/planted-blind32.ts: its counts, key words and
 * sessions. Shape only: the set stays unmeasured until the lead measures it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND32, BLIND32_SESSIONS } from "./planted-blind32";

const messagesOf = (index: number): string[] =>
  BLIND32.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set blind32: shape", () => {
  it("has >= 64 items, >= 16 of each kind, in >= 45 sessions with unique ids, >= 10 of them empty", () => {
    const items = BLIND32_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND32_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(BLIND32_SESSIONS.map((s) => s.id)).size).toBe(BLIND32_SESSIONS.length);
    expect(BLIND32_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("gives every item 1-2 lower-case key words occurring together in one message of its session", () => {
    BLIND32_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      const seen = new Set<string>();
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.keys.join(" + ")}`,
        ).toBe(true);
        const id = `${item.kind}:${[...item.keys].sort().join("|")}`;
        expect(seen.has(id), `${spec.id}: ${id}`).toBe(false);
        seen.add(id);
      }
    });
  });

  it("has >= 40 user/assistant messages that carry no item's key words", () => {
    let empty = 0;
    BLIND32_SESSIONS.forEach((spec, i) => {
      for (const m of messagesOf(i)) if (!spec.planted.some((item) => item.keys.every((k) => m.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every planting session a tool call, and every session builds into a segment with bullets", () => {
    BLIND32_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length > 0)
        expect(
          BLIND32.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
      const segment = BLIND32.segment(i);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
