/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * The shape of the twelfth tuning planted set (planted-tuning12.ts), and nothing else: at least 64
 * items and 16 of each kind in about 50 sessions, at least 10 sessions and 40 messages planting
 * nothing, unique session ids, 1-2 lower-case key words per item that occur together in one
 * message of its session, a tool call in every planting session, and a segment with bullets
 * built (by planted-scoring.ts's plantedSet) from every session. The extractor is not run here
 * and the set is not scored.
 *
 *   npx vitest run --project node test/node/memory-extraction-tuning12.test.ts
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING12, TUNING12_SESSIONS } from "./planted-tuning12";

const ITEMS = TUNING12_SESSIONS.flatMap((s) => s.planted);

/** The lower-cased text of the user and assistant messages of session `index`. */
function messages(index: number): string[] {
  return TUNING12.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

const containsAll = (text: string, keys: readonly string[]): boolean => keys.every((k) => text.includes(k));

describe("tuning12 planted set shape", () => {
  it("gives every session its own id", () => {
    const ids = TUNING12_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("plants at least 64 items, at least 16 of each kind, in about 50 sessions", () => {
    expect(ITEMS.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(ITEMS.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING12_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(TUNING12_SESSIONS.length).toBeLessThanOrEqual(56);
  });

  it("names every item by 1-2 lower-case key words found together in one message of its session", () => {
    TUNING12_SESSIONS.forEach((s, i) => {
      const texts = messages(i);
      for (const item of s.planted) {
        const label = `${s.id} ${item.kind}: ${item.keys.join(" + ")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) {
          expect(k, label).toBe(k.toLowerCase());
          expect(k.trim(), label).not.toBe("");
        }
        expect(
          texts.some((t) => containsAll(t, item.keys)),
          label,
        ).toBe(true);
      }
    });
  });

  it("has at least 10 sessions and 40 messages that plant nothing", () => {
    const empty = TUNING12_SESSIONS.filter((s) => s.planted.length === 0);
    let quietMessages = 0;
    TUNING12_SESSIONS.forEach((s, i) => {
      quietMessages += messages(i).filter((t) => !s.planted.some((item) => containsAll(t, item.keys))).length;
    });
    const perKind = MEMORY_KINDS.map((k) => `${ITEMS.filter((i) => i.kind === k).length} ${k}`).join(", ");
    console.log(
      `tuning12 set: ${ITEMS.length} items (${perKind}) in ${TUNING12_SESSIONS.length} sessions, ${empty.length} planting nothing; ${quietMessages} messages planting nothing`,
    );
    expect(empty.length).toBeGreaterThanOrEqual(10);
    expect(quietMessages).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every session that plants something", () => {
    TUNING12_SESSIONS.forEach((s, i) => {
      if (s.planted.length > 0)
        expect(
          TUNING12.events(i).some((e) => e.event_type === "tool_use"),
          s.id,
        ).toBe(true);
    });
  });

  it("has user and assistant messages", () => {
    const types = new Set(TUNING12_SESSIONS.flatMap((_, i) => TUNING12.events(i).map((e) => e.event_type)));
    expect(types.has("user_message")).toBe(true);
    expect(types.has("assistant_message")).toBe(true);
  });

  it("builds every session into a segment with its events and at least one bullet", () => {
    TUNING12_SESSIONS.forEach((s, i) => {
      const seg = TUNING12.segment(i);
      expect(seg.nodeId, s.id).toBe(`toc:segment:${s.id}`);
      expect(seg.events.length, s.id).toBe(TUNING12.events(i).length);
      expect(seg.events.length, s.id).toBeGreaterThan(0);
      expect(seg.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
