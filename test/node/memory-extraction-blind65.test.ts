/**
 * Shape checks only for the blind planted set 65 (test/node/planted-blind65.ts): its counts, ids
 * and key words. The set stays unmeasured here: the extractor is not run on it.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND65, BLIND65_SESSIONS } from "./planted-blind65";

const MESSAGE_TYPES = new Set(["user_message", "assistant_message"]);

describe("blind planted set 65: shape", () => {
  const items = BLIND65_SESSIONS.flatMap((s) => s.planted);

  it("has enough items of every kind, sessions, empty sessions and empty messages", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND65_SESSIONS.length).toBeGreaterThanOrEqual(45);
    const empty = BLIND65_SESSIONS.map((s, i) => ({ s, i })).filter(({ s }) => s.planted.length === 0);
    expect(empty.length).toBeGreaterThanOrEqual(10);
    const emptyMessages = empty.flatMap(({ i }) => BLIND65.events(i).filter((e) => MESSAGE_TYPES.has(e.event_type)));
    expect(emptyMessages.length).toBeGreaterThanOrEqual(40);
  });

  it("has unique session ids", () => {
    const ids = BLIND65_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names each item by 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND65_SESSIONS.forEach((spec, i) => {
      const messages = BLIND65.events(i)
        .filter((e) => MESSAGE_TYPES.has(e.event_type))
        .map((e) => e.text.toLowerCase());
      for (const item of spec.planted) {
        const where = `${spec.id}: ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, where).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, where).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, where).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          where,
        ).toBe(true);
      }
      const kindKeys = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(kindKeys).size, spec.id).toBe(kindKeys.length);
    });
  });

  it("gives every planting session a tool call, and every session a segment with bullets", () => {
    BLIND65_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length > 0)
        expect(
          BLIND65.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
      expect(BLIND65.segment(i).bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
