/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Shape checks only for the planted set test/node/planted-tuning10.ts (data, ML and scripting
 * sessions in a terse Codex CLI voice): its counts (items, items per kind, sessions, sessions
 * and messages that plant nothing), unique session ids, each item's 1-2 lower-case key words
 * occurring together in one user or assistant message of its session, a tool call in every
 * session that plants something, and every session building (through planted-scoring.ts's
 * `plantedSet`) into a segment with bullets. The extractor is not run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING10, TUNING10_SESSIONS } from "./planted-tuning10";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

/** The user and assistant messages of session `index`, in lower case. */
function messages(index: number): string[] {
  return TUNING10.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("tuning10 planted set shape", () => {
  it("has enough sessions, items, items of each kind and sessions planting nothing", () => {
    const items = TUNING10_SESSIONS.flatMap((s) => s.planted);
    expect(TUNING10_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) {
      expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    }
    expect(TUNING10_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
  });

  it("has enough messages that contain no planted item's key words", () => {
    let empty = 0;
    TUNING10_SESSIONS.forEach((spec, i) => {
      for (const text of messages(i)) {
        if (!spec.planted.some((item) => item.keys.every((k) => text.includes(k)))) empty++;
      }
    });
    expect(empty).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("has unique session ids", () => {
    const ids = TUNING10_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    TUNING10_SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} [${item.keys.join(", ")}]`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) {
          expect(k, label).toBe(k.toLowerCase());
          expect(k.trim(), label).not.toBe("");
        }
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("has a tool call in every session that plants something", () => {
    TUNING10_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING10.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING10_SESSIONS.forEach((spec, i) => {
      const segment = TUNING10.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
