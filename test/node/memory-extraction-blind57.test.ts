/**
 * Shape of blind planted set 57 (test/node/planted-blind57.ts): its counts, ids and key words,
 * and that every session builds into a segment. Shape only: the set stays unmeasured here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND57, BLIND57_SESSIONS } from "./planted-blind57";
import type { BlindItem } from "./planted-scoring";

const messagesOf = (index: number): string[] =>
  BLIND57.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

const inOneMessage = (messages: readonly string[], item: BlindItem): boolean => messages.some((m) => item.keys.every((k) => m.includes(k)));

describe("blind planted set 57: shape", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions, at least 10 of them empty", () => {
    const items = BLIND57_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND57_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(BLIND57_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    const ids = BLIND57_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one user or assistant message of its session", () => {
    BLIND57_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) {
          expect(k, label).toBe(k.toLowerCase());
          expect(k.trim(), label).not.toBe("");
        }
        expect(inOneMessage(messages, item), label).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND57_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has a tool call in every session that plants something", () => {
    BLIND57_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND57.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("has at least 40 user or assistant messages that must give nothing", () => {
    const empty = BLIND57_SESSIONS.reduce(
      (n, spec, i) => n + messagesOf(i).filter((m) => !spec.planted.some((item) => item.keys.every((k) => m.includes(k)))).length,
      0,
    );
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("builds every session into a segment with bullets", () => {
    BLIND57_SESSIONS.forEach((spec, i) => {
      const segment = BLIND57.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.events.length, spec.id).toBe(BLIND57.events(i).length);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
