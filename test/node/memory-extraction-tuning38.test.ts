/**
 * The shape of the tuning38 planted set (test/node/planted-tuning38.ts): how many items of each
 * kind, sessions, sessions that plant nothing and messages that must give nothing; unique
 * session ids; key words that are 1-2 lower-case words occurring together in one message of
 * the item's session; a tool call in every planting session; a segment with bullets for every
 * session. Shape only: the extractor is not run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING38, TUNING38_SESSIONS } from "./planted-tuning38";

const sessions = TUNING38_SESSIONS;

function messages(index: number): string[] {
  return TUNING38.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

const itemsOf = (kind: string) => sessions.flatMap((s) => s.planted.filter((item) => item.kind === kind));

describe("planted set tuning38: shape", () => {
  it("has at least 64 items, at least 16 of each kind, in at least 45 sessions, 10 of which plant nothing", () => {
    expect(sessions.flatMap((s) => s.planted).length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(itemsOf(kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(sessions.length).toBeGreaterThanOrEqual(45);
    expect(sessions.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    sessions.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys.join("+")}`).toBeLessThanOrEqual(2);
        for (const key of item.keys) {
          expect(key.trim(), spec.id).not.toBe("");
          expect(key, spec.id).toBe(key.toLowerCase());
        }
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id}: ${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of sessions) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has at least 40 user/assistant messages that must give nothing", () => {
    // A message gives nothing when no item of its session has all its key words in it.
    const silent = sessions.reduce(
      (n, spec, i) => n + messages(i).filter((t) => !spec.planted.some((item) => item.keys.every((k) => t.includes(k)))).length,
      0,
    );
    expect(silent).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every session that plants something", () => {
    sessions.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING38.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    sessions.forEach((spec, i) => {
      const segment = TUNING38.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
