/**
 * Training set for the sentence classifier (written without reading the extractor): the shape of
 * the tuning24 planted set (test/node/planted-tuning24.ts). Shape checks only — the extractor is
 * not run here: at least 64 items, at least 16 of each kind, at least 10 sessions and 40 messages
 * that plant nothing, unique session ids, 1-2 lower-case key words per item occurring together in
 * one message of its session, a tool call in every planting session, and every session building
 * into a segment with bullets (through planted-scoring.ts's `plantedSet`).
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING24, TUNING24_SESSIONS } from "./planted-tuning24";

/** The lower-cased texts of a session's user and assistant messages (not tool calls or output). */
function messageTexts(index: number): string[] {
  return TUNING24.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

function hasKeys(text: string, keys: readonly string[]): boolean {
  return keys.every((k) => text.includes(k));
}

const items = TUNING24_SESSIONS.flatMap((s) => s.planted);

describe("tuning24 planted set (shape)", () => {
  it("plants at least 64 items, at least 16 of each kind, in user and assistant messages", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    const types = new Set(TUNING24_SESSIONS.flatMap((_, i) => TUNING24.events(i).map((e) => e.event_type)));
    expect(types.has("user_message") && types.has("assistant_message")).toBe(true);
  });

  it("has unique session ids, and 1-2 lower-case key words per item, occurring together in one message of its session", () => {
    expect(new Set(TUNING24_SESSIONS.map((s) => s.id)).size).toBe(TUNING24_SESSIONS.length);
    TUNING24_SESSIONS.forEach((s, i) => {
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
    for (const s of TUNING24_SESSIONS) {
      const seen = s.planted.map((p) => `${p.kind} ${[...p.keys].sort().join("|")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    }
  });

  it("has at least 10 sessions and 40 messages that plant nothing", () => {
    const emptySessions = TUNING24_SESSIONS.filter((s) => s.planted.length === 0).length;
    let emptyMessages = 0;
    TUNING24_SESSIONS.forEach((s, i) => {
      for (const text of messageTexts(i)) if (!s.planted.some((p) => hasKeys(text, p.keys))) emptyMessages++;
    });
    console.log(
      `tuning24 set: ${items.length} items (${MEMORY_KINDS.map((k) => `${items.filter((i) => i.kind === k).length} ${k}`).join(", ")}) in ${TUNING24_SESSIONS.length} sessions, ${emptySessions} planting nothing; ${emptyMessages} messages planting nothing`,
    );
    expect(emptySessions).toBeGreaterThanOrEqual(10);
    expect(emptyMessages).toBeGreaterThanOrEqual(40);
  });

  it("gives every session that plants something at least one tool call (a memory needs a supporting grip)", () => {
    TUNING24_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        TUNING24.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with events and bullets", () => {
    TUNING24_SESSIONS.forEach((s, i) => {
      const seg = TUNING24.segment(i);
      expect(seg.nodeId).toBe(`toc:segment:${s.id}`);
      expect(seg.events.length, s.id).toBeGreaterThan(0);
      expect(seg.events.length, s.id).toBe(TUNING24.events(i).length);
      expect(seg.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
