/**
 * The shape of the eighth blind planted set (planted-blind8.ts), and nothing else: counts,
 * unique ids, key words that a message of the session really holds, a tool call in every
 * planting session, and a segment with bullets for every session. It never runs the extractor
 * and prints no score.
 *
 * Shape only: the extractor's figures on this set are in memory-extraction-sets.test.ts (measured
 * once on 2026-11-26, see planted-blind8.ts).
 *
 *   npx vitest run --project node test/node/memory-extraction-blind8.test.ts
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import type { BlindItem } from "./planted-scoring";
import { BLIND8, BLIND8_SESSIONS } from "./planted-blind8";

const items = BLIND8_SESSIONS.flatMap((s) => s.planted);

/** The user and assistant messages of session `index` (not tool calls, results or turn ends). */
function messages(index: number): string[] {
  return BLIND8.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

function holds(message: string, item: BlindItem): boolean {
  return item.keys.every((k) => message.includes(k));
}

describe("blind8 set shape", () => {
  it("has at least 48 items, 12 of each kind, in about 40 sessions, 10 of which plant nothing", () => {
    expect(items.length).toBeGreaterThanOrEqual(48);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(12);
    expect(BLIND8_SESSIONS.length).toBeGreaterThanOrEqual(38);
    expect(BLIND8_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND8_SESSIONS.map((s) => s.id)).size).toBe(BLIND8_SESSIONS.length);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND8_SESSIONS.forEach((spec, i) => {
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
    for (const spec of BLIND8_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has a tool call in every planting session", () => {
    BLIND8_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND8.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND8_SESSIONS.forEach((spec, i) => {
      const segment = BLIND8.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(BLIND8.events(i).length);
    });
  });

  it("has at least 40 messages that must give nothing (no planted item's key words in them)", () => {
    let emptyMessages = 0;
    BLIND8_SESSIONS.forEach((spec, i) => {
      emptyMessages += messages(i).filter((t) => !spec.planted.some((item) => holds(t, item))).length;
    });
    expect(emptyMessages).toBeGreaterThanOrEqual(40);
    const emptySessions = BLIND8_SESSIONS.filter((s) => s.planted.length === 0).length;
    console.log(
      `blind8 set: ${items.length} items (${MEMORY_KINDS.map((k) => `${items.filter((i) => i.kind === k).length} ${k}`).join(", ")}) in ${BLIND8_SESSIONS.length} sessions, ${emptySessions} planting nothing; ${emptyMessages} messages planting nothing`,
    );
  });
});
