/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Shape checks only for the planted set test/node/planted-tuning8.ts (backend, databases and
 * infrastructure sessions in Claude Code's voice): its counts (items, items per kind,
 * sessions, sessions and messages planting nothing), unique session ids, each item's 1-2
 * lower-case key words occurring together in one user or assistant message of its session, a
 * tool call in every planting session, and every session building (through planted-scoring.ts's
 * `plantedSet`) into a segment with bullets. The extractor is not run on this set here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING8, TUNING8_SESSIONS } from "./planted-tuning8";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

/** Lower-cased texts of the user and assistant messages of the session at `index`. */
function messageTexts(index: number): string[] {
  return TUNING8.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("planted set tuning8: shape", () => {
  const items = TUNING8_SESSIONS.flatMap((s) => s.planted);

  it("has enough sessions and items, of every kind", () => {
    expect(TUNING8_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) {
      expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    }
  });

  it("has enough sessions that plant nothing", () => {
    expect(TUNING8_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
  });

  it("has enough messages without any item's key words", () => {
    let count = 0;
    TUNING8_SESSIONS.forEach((spec, i) => {
      count += messageTexts(i).filter((t) => !spec.planted.some((item) => item.keys.every((k) => t.includes(k)))).length;
    });
    expect(count).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("has unique session ids", () => {
    const ids = TUNING8_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each item 1-2 non-empty lower-case key words found together in one message of its session", () => {
    TUNING8_SESSIONS.forEach((spec, i) => {
      const texts = messageTexts(i);
      for (const item of spec.planted) {
        const label = `${spec.id}: ${item.kind} [${item.keys.join(", ")}]`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const key of item.keys) {
          expect(key.trim().length, label).toBeGreaterThan(0);
          expect(key, label).toBe(key.toLowerCase());
        }
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("has a tool call in every session that plants something", () => {
    TUNING8_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length > 0)
        expect(
          TUNING8.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING8_SESSIONS.forEach((spec, i) => {
      const segment = TUNING8.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
