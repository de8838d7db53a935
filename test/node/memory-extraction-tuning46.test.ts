/**
 * Shape checks only for the planted training set tuning46 (test/node/planted-tuning46.ts):
 * counts per kind, sessions, sessions planting nothing, messages carrying no item, unique ids,
 * key words that name each item and occur together in one message of its session, a tool call
 * in every planting session, and a segment with bullets for every session. The extractor is
 * not run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING46, TUNING46_SESSIONS } from "./planted-tuning46";

const messagesOf = (index: number) =>
  TUNING46.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set tuning46: shape", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions", () => {
    const items = TUNING46_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING46_SESSIONS.length).toBeGreaterThanOrEqual(45);
  });

  it("has at least 10 sessions planting nothing and at least 40 messages carrying no item", () => {
    expect(TUNING46_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    const empty = TUNING46_SESSIONS.flatMap((spec, i) => messagesOf(i).filter((m) => !spec.planted.some((item) => item.keys.every((k) => m.includes(k)))));
    expect(empty.length).toBeGreaterThanOrEqual(40);
  });

  it("gives every session a unique id", () => {
    expect(new Set(TUNING46_SESSIONS.map((s) => s.id)).size).toBe(TUNING46_SESSIONS.length);
  });

  it("names each item by 1-2 lower-case key words occurring together in one message of its session", () => {
    TUNING46_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of TUNING46_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has a tool call in every session that plants something", () => {
    TUNING46_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING46.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING46_SESSIONS.forEach((spec, i) => {
      const segment = TUNING46.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
