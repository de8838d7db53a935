/**
 * The shape of the ninth blind planted set (planted-blind9.ts), and nothing else: counts,
 * unique ids, key words that a message of the session really holds, a tool call in every
 * planting session, and a segment with bullets for every session. It never runs the extractor
 * and prints no score.
 *
 * Unmeasured: kept for the next independent measurement; whoever changes src/core/memories must
 * not read this file's sessions (planted-blind9.ts). Do not add this set to
 * memory-extraction-sets.test.ts or run extractCandidates or the score on it until that measurement.
 *
 *   npx vitest run --project node test/node/memory-extraction-blind9.test.ts
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import type { BlindItem } from "./planted-scoring";
import { BLIND9, BLIND9_SESSIONS } from "./planted-blind9";

const items = BLIND9_SESSIONS.flatMap((s) => s.planted);

/** The user and assistant messages of session `index` (not tool calls, results or turn ends). */
function messages(index: number): string[] {
  return BLIND9.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

function holds(message: string, item: BlindItem): boolean {
  return item.keys.every((k) => message.includes(k));
}

describe("blind9 set shape", () => {
  it("has at least 48 items, 12 of each kind, in about 40 sessions, 10 of which plant nothing", () => {
    expect(items.length).toBeGreaterThanOrEqual(48);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(12);
    expect(BLIND9_SESSIONS.length).toBeGreaterThanOrEqual(38);
    expect(BLIND9_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND9_SESSIONS.map((s) => s.id)).size).toBe(BLIND9_SESSIONS.length);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND9_SESSIONS.forEach((spec, i) => {
      const texts = messages(i);
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) {
          expect(k, label).toBe(k.toLowerCase());
          expect(k.trim().length, label).toBeGreaterThan(0);
        }
        expect(
          texts.some((t) => holds(t, item)),
          label,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND9_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has a tool call in every planting session", () => {
    BLIND9_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND9.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND9_SESSIONS.forEach((spec, i) => {
      const segment = BLIND9.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(BLIND9.events(i).length);
    });
  });

  it("has at least 40 messages that must give nothing (no planted item's key words in them)", () => {
    let emptyMessages = 0;
    BLIND9_SESSIONS.forEach((spec, i) => {
      emptyMessages += messages(i).filter((t) => !spec.planted.some((item) => holds(t, item))).length;
    });
    expect(emptyMessages).toBeGreaterThanOrEqual(40);
    const emptySessions = BLIND9_SESSIONS.filter((s) => s.planted.length === 0).length;
    console.log(
      `blind9 set: ${items.length} items (${MEMORY_KINDS.map((k) => `${items.filter((i) => i.kind === k).length} ${k}`).join(", ")}) in ${BLIND9_SESSIONS.length} sessions, ${emptySessions} planting nothing; ${emptyMessages} messages planting nothing`,
    );
  });
});
