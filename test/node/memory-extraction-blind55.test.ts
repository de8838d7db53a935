/**
 * Shape checks of the blind planted set 55 (test/node/planted-blind55.ts): its counts, ids, key
 * words and supporting tool calls. Shape only: the set stays unmeasured until the lead scores it.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND55, BLIND55_SESSIONS } from "./planted-blind55";

const MESSAGE_TYPES = new Set(["user_message", "assistant_message"]);

/** The user and assistant messages of session `index`, lower-cased. */
function messages(index: number): string[] {
  return BLIND55.events(index)
    .filter((e) => MESSAGE_TYPES.has(e.event_type))
    .map((e) => e.text.toLowerCase());
}

describe("blind planted set 55: shape", () => {
  const items = BLIND55_SESSIONS.flatMap((s) => s.planted);

  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND55_SESSIONS.length).toBeGreaterThanOrEqual(45);
  });

  it("has at least 10 sessions that plant nothing", () => {
    expect(BLIND55_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has at least 40 user/assistant messages that carry no planted item's key words", () => {
    const empty = BLIND55_SESSIONS.flatMap((spec, i) => messages(i).filter((text) => !spec.planted.some((item) => item.keys.every((k) => text.includes(k)))));
    expect(empty.length).toBeGreaterThanOrEqual(40);
  });

  it("gives every session a unique id", () => {
    expect(new Set(BLIND55_SESSIONS.map((s) => s.id)).size).toBe(BLIND55_SESSIONS.length);
  });

  it.each(BLIND55_SESSIONS.map((spec, i) => [spec.id, i] as const))("%s: key words are 1-2 lower-case words found together in one message", (_, i) => {
    const spec = BLIND55_SESSIONS[i]!;
    const texts = messages(i);
    const seen = new Set<string>();
    for (const item of spec.planted) {
      expect(item.keys.length, JSON.stringify(item)).toBeGreaterThanOrEqual(1);
      expect(item.keys.length, JSON.stringify(item)).toBeLessThanOrEqual(2);
      for (const k of item.keys) {
        expect(k, JSON.stringify(item)).toBe(k.toLowerCase());
        expect(k.trim(), JSON.stringify(item)).not.toBe("");
      }
      expect(
        texts.some((t) => item.keys.every((k) => t.includes(k))),
        JSON.stringify(item),
      ).toBe(true);
      const id = `${item.kind}:${[...item.keys].sort().join("|")}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
    }
  });

  it.each(BLIND55_SESSIONS.map((spec, i) => [spec.id, i] as const))("%s: a planting session has a tool call; it builds into a segment with bullets", (_, i) => {
    const spec = BLIND55_SESSIONS[i]!;
    if (spec.planted.length > 0) expect(BLIND55.events(i).some((e) => e.event_type === "tool_use")).toBe(true);
    const segment = BLIND55.segment(i);
    expect(segment.bullets.length).toBeGreaterThan(0);
    expect(segment.events.length).toBe(BLIND55.events(i).length);
  });
});
