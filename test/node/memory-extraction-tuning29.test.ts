/**
 * The tuning29 planted set (test/node/planted-tuning29.ts): shape checks only. Training set for the
 * sentence classifier (written without reading the extractor). The extractor is not run here; the
 * set is scored where the lead lists it.
 *
 * Checked: at least 64 items, at least 16 of each kind, in at least 45 sessions; unique session ids;
 * 1-2 lower-case key words per item, occurring together in one user or assistant message of its
 * session; no item planted twice (same kind, same key words) in a session; at least 10 sessions and
 * 40 messages that plant nothing; a tool call in every session that plants something; every session
 * builds (through planted-scoring.ts's plantedSet) into a segment with events and bullets.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING29 } from "./planted-tuning29";

const sessions = TUNING29.sessions;
const items = sessions.flatMap((s) => s.planted);

/** The lower-cased texts of a session's user and assistant messages (not tool calls or output). */
function messageTexts(index: number): string[] {
  return TUNING29.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

function hasKeys(text: string, keys: readonly string[]): boolean {
  return keys.every((k) => text.includes(k));
}

describe("tuning29 set", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(sessions.length).toBeGreaterThanOrEqual(45);
  });

  it("has unique session ids, and 1-2 lower-case key words per item occurring together in one message of its session", () => {
    expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
    sessions.forEach((s, i) => {
      const texts = messageTexts(i);
      for (const p of s.planted) {
        const label = `${s.id}: ${p.keys.join(", ")}`;
        expect(p.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(p.keys.length, label).toBeLessThanOrEqual(2);
        for (const k of p.keys) {
          expect(k, label).toBe(k.toLowerCase());
          expect(k.trim().length, label).toBeGreaterThan(0);
        }
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

  it("has at least 10 sessions and 40 user/assistant messages that plant nothing", () => {
    const emptySessions = sessions.filter((s) => s.planted.length === 0).length;
    let emptyMessages = 0;
    sessions.forEach((s, i) => {
      for (const text of messageTexts(i)) if (!s.planted.some((p) => hasKeys(text, p.keys))) emptyMessages++;
    });
    console.log(
      `tuning29 set: ${items.length} items (${MEMORY_KINDS.map((k) => `${items.filter((i) => i.kind === k).length} ${k}`).join(", ")}) in ${sessions.length} sessions, ${emptySessions} planting nothing; ${emptyMessages} messages planting nothing`,
    );
    expect(emptySessions).toBeGreaterThanOrEqual(10);
    expect(emptyMessages).toBeGreaterThanOrEqual(40);
  });

  it("gives every session that plants something at least one tool call (a memory needs a supporting grip)", () => {
    sessions.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        TUNING29.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("writes both user and assistant messages", () => {
    const types = new Set(sessions.flatMap((_, i) => TUNING29.events(i).map((e) => e.event_type)));
    expect(types.has("user_message") && types.has("assistant_message")).toBe(true);
  });

  it("builds every session into a segment with events and bullets", () => {
    sessions.forEach((s, i) => {
      const seg = TUNING29.segment(i);
      expect(seg.nodeId).toBe(`toc:segment:${s.id}`);
      expect(seg.events.length, s.id).toBeGreaterThan(0);
      expect(seg.events.length, s.id).toBe(TUNING29.events(i).length);
      expect(seg.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
