/**
 * Training set for the sentence classifier (written without reading the extractor): shape checks
 * of the twenty-fifth tuning set (test/node/planted-tuning25.ts, cloud infrastructure and
 * deployment in a Codex CLI voice). Shape only: the extractor is not run on this set here.
 * - at least 64 planted items, at least 16 of each kind, in at least 45 sessions;
 * - unique session ids; every item has 1-2 lower-case key words that occur together in one user
 *   or assistant message of its session;
 * - at least 10 sessions and 40 messages that plant nothing;
 * - every session that plants something has a tool call (a memory needs a supporting grip);
 * - every session builds into a segment with events and bullets (planted-scoring.ts's plantedSet).
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING25 } from "./planted-tuning25";

const sessions = TUNING25.sessions;
const items = sessions.flatMap((s) => s.planted);

/** The lower-cased texts of a session's user and assistant messages (not tool calls or output). */
function messageTexts(index: number): string[] {
  return TUNING25.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

function hasKeys(text: string, keys: readonly string[]): boolean {
  return keys.every((k) => text.includes(k));
}

describe("tuning25 planted set (shape)", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions with unique ids", () => {
    expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
    expect(sessions.length).toBeGreaterThanOrEqual(45);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
  });

  it("gives every item 1-2 lower-case key words occurring together in one message of its session", () => {
    sessions.forEach((s, i) => {
      const texts = messageTexts(i);
      for (const p of s.planted) {
        const label = `${s.id}: ${p.keys.join(", ")}`;
        expect(p.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(p.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of p.keys) expect(k, label).toBe(k.toLowerCase());
        expect(
          texts.some((t) => hasKeys(t, p.keys)),
          label,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const s of sessions) {
      const seen = s.planted.map((p) => `${p.kind} ${[...p.keys].sort().join("|")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    }
  });

  it("has at least 10 sessions and 40 messages that plant nothing", () => {
    const emptySessions = sessions.filter((s) => s.planted.length === 0).length;
    let emptyMessages = 0;
    sessions.forEach((s, i) => {
      for (const text of messageTexts(i)) if (!s.planted.some((p) => hasKeys(text, p.keys))) emptyMessages++;
    });
    console.log(
      `tuning25 set: ${items.length} items (${MEMORY_KINDS.map((k) => `${items.filter((i) => i.kind === k).length} ${k}`).join(", ")}) in ${sessions.length} sessions, ${emptySessions} planting nothing; ${emptyMessages} messages planting nothing`,
    );
    expect(emptySessions).toBeGreaterThanOrEqual(10);
    expect(emptyMessages).toBeGreaterThanOrEqual(40);
  });

  it("gives every session that plants something at least one tool call, and both user and assistant messages", () => {
    sessions.forEach((s, i) => {
      const types = new Set(TUNING25.events(i).map((e) => e.event_type));
      expect(types.has("user_message") && types.has("assistant_message"), s.id).toBe(true);
      if (s.planted.length > 0) expect(types.has("tool_use"), s.id).toBe(true);
    });
  });

  it("builds every session into a segment with events and bullets", () => {
    sessions.forEach((s, i) => {
      const seg = TUNING25.segment(i);
      expect(seg.nodeId).toBe(`toc:segment:${s.id}`);
      expect(seg.events.length, s.id).toBeGreaterThan(0);
      expect(seg.events.length, s.id).toBe(TUNING25.events(i).length);
      expect(seg.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
