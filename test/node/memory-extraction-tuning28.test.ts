/**
 * Training set for the sentence classifier (written without reading the extractor).
 * Shape checks only for test/node/planted-tuning28.ts: the extractor is not run here. The set has
 * at least 64 items (at least 16 of each kind) in at least 45 sessions, at least 10 sessions and
 * at least 40 messages planting nothing, unique session ids, 1-2 lower-case key words per item
 * occurring together in one user or assistant message of its session, no item planted twice in a
 * session, a tool call in every planting session, and every session builds into a segment with
 * bullets.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING28 } from "./planted-tuning28";

const sessions = TUNING28.sessions;
const items = sessions.flatMap((s) => s.planted);

function messageTexts(index: number): string[] {
  return TUNING28.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

function hasKeys(text: string, keys: readonly string[]): boolean {
  return keys.every((k) => text.includes(k));
}

describe("planted set tuning28 (shape only)", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(sessions.length).toBeGreaterThanOrEqual(45);
  });

  it("has unique session ids", () => {
    expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
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

  it("plants no item twice in a session", () => {
    for (const s of sessions) {
      const seen = s.planted.map((p) => `${p.kind} ${[...p.keys].sort().join("|")}`);
      expect(new Set(seen).size, s.id).toBe(seen.length);
    }
  });

  it("has at least 10 sessions and 40 messages that plant nothing", () => {
    const emptySessions = sessions.filter((s) => s.planted.length === 0).length;
    let emptyMessages = 0;
    sessions.forEach((s, i) => {
      for (const t of messageTexts(i)) if (!s.planted.some((p) => hasKeys(t, p.keys))) emptyMessages++;
    });
    console.log(
      `tuning28 set: ${items.length} items (${MEMORY_KINDS.map((k) => `${items.filter((i) => i.kind === k).length} ${k}`).join(", ")}) in ${sessions.length} sessions, ${emptySessions} planting nothing; ${emptyMessages} messages planting nothing`,
    );
    expect(emptySessions).toBeGreaterThanOrEqual(10);
    expect(emptyMessages).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every planting session", () => {
    sessions.forEach((s, i) => {
      if (s.planted.length > 0)
        expect(
          TUNING28.events(i).some((e) => e.event_type === "tool_use"),
          s.id,
        ).toBe(true);
    });
  });

  it("builds every session into a segment with events and bullets", () => {
    sessions.forEach((s, i) => {
      const seg = TUNING28.segment(i);
      expect(seg.events.length, s.id).toBeGreaterThan(0);
      expect(seg.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
