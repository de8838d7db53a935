/**
 * The shape of the fifth blind planted set (planted-blind5.ts), and nothing else: counts,
 * unique ids, key words that occur together in one message of their session, a tool call in
 * every planting session, and a segment with bullets built from every session.
 *
 * Shape only: the extractor's figures on this set are in memory-extraction-sets.test.ts (measured
 * once on 2026-11-26, see planted-blind5.ts).
 *
 *   npx vitest run --project node test/node/memory-extraction-blind5.test.ts
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND5, BLIND5_SESSIONS } from "./planted-blind5";

const items = BLIND5_SESSIONS.flatMap((s) => s.planted);

function messageTexts(index: number): string[] {
  return BLIND5.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

function hasKeys(text: string, keys: readonly string[]): boolean {
  return keys.every((k) => text.includes(k));
}

describe("blind5 set shape", () => {
  it("has unique session ids", () => {
    expect(new Set(BLIND5_SESSIONS.map((s) => s.id)).size).toBe(BLIND5_SESSIONS.length);
  });

  it("plants at least 48 items, at least 12 of each kind, in about 40 sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(48);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(12);
    expect(BLIND5_SESSIONS.length).toBeGreaterThanOrEqual(36);
    expect(BLIND5_SESSIONS.length).toBeLessThanOrEqual(50);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND5_SESSIONS.forEach((s, i) => {
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

  it("has at least 10 sessions and 40 messages that plant nothing", () => {
    const emptySessions = BLIND5_SESSIONS.filter((s) => s.planted.length === 0).length;
    let emptyMessages = 0;
    BLIND5_SESSIONS.forEach((s, i) => {
      for (const text of messageTexts(i)) if (!s.planted.some((p) => hasKeys(text, p.keys))) emptyMessages++;
    });
    console.log(
      `blind5 set: ${items.length} items (${MEMORY_KINDS.map((k) => `${items.filter((i) => i.kind === k).length} ${k}`).join(", ")}) in ${BLIND5_SESSIONS.length} sessions, ${emptySessions} planting nothing; ${emptyMessages} messages planting nothing`,
    );
    expect(emptySessions).toBeGreaterThanOrEqual(10);
    expect(emptyMessages).toBeGreaterThanOrEqual(40);
  });

  it("gives every session that plants something at least one tool call", () => {
    BLIND5_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        BLIND5.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("has both user and assistant messages in the set", () => {
    const roles = new Set(BLIND5_SESSIONS.flatMap((_, i) => BLIND5.events(i).map((e) => e.event_type)));
    expect(roles.has("user_message")).toBe(true);
    expect(roles.has("assistant_message")).toBe(true);
  });

  it("builds every session into a segment with events and bullets", () => {
    BLIND5_SESSIONS.forEach((s, i) => {
      const seg = BLIND5.segment(i);
      expect(seg.nodeId).toBe(`toc:segment:${s.id}`);
      expect(seg.events.length, s.id).toBeGreaterThan(0);
      expect(seg.events.length, s.id).toBe(BLIND5.events(i).length);
      expect(seg.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
