/**
 * Training set for the sentence classifier (written without reading the extractor).
 * Shape checks only for test/node/planted-tuning23.ts: counts, unique ids, key words, a tool
 * call in every planting session, and segments with bullets built by planted-scoring.ts's
 * `plantedSet`. The extractor is not run on this set here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING23, TUNING23_SESSIONS } from "./planted-tuning23";

const items = TUNING23_SESSIONS.flatMap((s) => s.planted);

function messageTexts(index: number): string[] {
  return TUNING23.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text);
}

function hasKeys(text: string, keys: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return keys.every((k) => lower.includes(k));
}

describe("planted set tuning23 (shape)", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING23_SESSIONS.length).toBeGreaterThanOrEqual(45);
  });

  it("has unique session ids", () => {
    const ids = TUNING23_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    TUNING23_SESSIONS.forEach((s, i) => {
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
    for (const s of TUNING23_SESSIONS) {
      const seen = s.planted.map((p) => `${p.kind} ${[...p.keys].sort().join("|")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    }
  });

  it("has at least 10 sessions and 40 messages that plant nothing, with user and assistant messages", () => {
    const emptySessions = TUNING23_SESSIONS.filter((s) => s.planted.length === 0).length;
    let emptyMessages = 0;
    TUNING23_SESSIONS.forEach((s, i) => {
      for (const text of messageTexts(i)) if (!s.planted.some((p) => hasKeys(text, p.keys))) emptyMessages++;
    });
    console.log(
      `tuning23 set: ${items.length} items (${MEMORY_KINDS.map((k) => `${items.filter((i) => i.kind === k).length} ${k}`).join(", ")}) in ${TUNING23_SESSIONS.length} sessions, ${emptySessions} planting nothing; ${emptyMessages} messages planting nothing`,
    );
    expect(emptySessions).toBeGreaterThanOrEqual(10);
    expect(emptyMessages).toBeGreaterThanOrEqual(40);
    const types = new Set(TUNING23_SESSIONS.flatMap((_, i) => TUNING23.events(i).map((e) => e.event_type)));
    expect(types.has("user_message") && types.has("assistant_message")).toBe(true);
  });

  it("gives every session that plants something at least one tool call", () => {
    TUNING23_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        TUNING23.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with events and bullets", () => {
    TUNING23_SESSIONS.forEach((s, i) => {
      const seg = TUNING23.segment(i);
      expect(seg.nodeId).toBe(`toc:segment:${s.id}`);
      expect(seg.events.length, s.id).toBeGreaterThan(0);
      expect(seg.events.length, s.id).toBe(TUNING23.events(i).length);
      expect(seg.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
