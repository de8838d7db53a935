/**
 * The shape of planted set TUNING52 (test/node/planted-tuning52.ts), a training set for the
 * sentence classifier: counts, unique ids, key words, a supporting tool call per planting
 * session, and a segment with bullets per session. Shape only: the extractor is not run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING52, TUNING52_SESSIONS } from "./planted-tuning52";

const SESSIONS = TUNING52_SESSIONS;
const messagesOf = (i: number) => TUNING52.events(i).filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message");

describe("planted set TUNING52: shape", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions, 10 of which plant nothing", () => {
    const items = SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((item) => item.kind === kind).length).toBeGreaterThanOrEqual(16);
    expect(SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("gives every session a unique id", () => {
    expect(new Set(SESSIONS.map((s) => s.id)).size).toBe(SESSIONS.length);
  });

  it("names each item by 1-2 lower-case key words that occur together in one user or assistant message of its session", () => {
    SESSIONS.forEach((spec, i) => {
      const texts = messagesOf(i).map((e) => e.text.toLowerCase());
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id}: ${item.keys.join(",")}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id}: ${item.keys.join(",")}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id}: ${item.kind} [${item.keys.join(", ")}]`,
        ).toBe(true);
      }
    });
  });

  it("never gives two items of one kind the same key words in a session", () => {
    for (const spec of SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("|")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has at least 40 user/assistant messages that carry no item's key words", () => {
    let empty = 0;
    SESSIONS.forEach((spec, i) => {
      for (const e of messagesOf(i)) {
        const t = e.text.toLowerCase();
        if (!spec.planted.some((item) => item.keys.every((k) => t.includes(k)))) empty++;
      }
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every planting session at least one tool call", () => {
    SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING52.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    SESSIONS.forEach((spec, i) => {
      const segment = TUNING52.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
