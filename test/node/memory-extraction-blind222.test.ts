/**
 * Shape checks for the blind planted set 222 (test/node/planted-blind222.ts): counts, ids, key
 * words and supporting tool calls. It does not run the extractor: the set stays unmeasured
 * until the lead measures it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND222, BLIND222_SESSIONS } from "./planted-blind222";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

describe("blind planted set 222: shape", () => {
  const all = BLIND222_SESSIONS.flatMap((s) => s.planted);

  it("has enough items of every kind in enough sessions", () => {
    expect(all.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(all.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND222_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(BLIND222_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND222_SESSIONS.map((s) => s.id)).size).toBe(BLIND222_SESSIONS.length);
  });

  it("gives every item 1-2 lower-case key words occurring together in one message of its session", () => {
    BLIND222_SESSIONS.forEach((spec, i) => {
      const messages = BLIND222.events(i)
        .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
        .map((e) => e.text.toLowerCase());
      const seen = new Set<string>();
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.keys.join(", ")}`,
        ).toBe(true);
        const id = `${item.kind}:${[...item.keys].sort().join("|")}`;
        expect(seen.has(id), `${spec.id}: duplicate ${id}`).toBe(false);
        seen.add(id);
      }
    });
  });

  it("has a tool call in every session that plants something", () => {
    BLIND222_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND222.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("has enough messages in empty sessions that must give nothing", () => {
    const emptyMessages = BLIND222_SESSIONS.flatMap((spec, i) =>
      spec.planted.length === 0 ? BLIND222.events(i).filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message") : [],
    );
    expect(emptyMessages.length).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("builds every session into a segment with bullets", () => {
    BLIND222_SESSIONS.forEach((spec, i) => {
      const segment = BLIND222.segment(i);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
