/**
 * The shape of the sixth blind planted set (planted-blind6.ts), and nothing else: counts, unique
 * ids, key words that occur together in one message of their session, a tool call in every
 * planting session, and a segment with bullets built from every session.
 *
 * Shape only: the extractor's figures on this set are in memory-extraction-sets.test.ts (measured
 * once on 2026-11-26, see planted-blind6.ts).
 *
 *   npx vitest run --project node test/node/memory-extraction-blind6.test.ts
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND6, BLIND6_SESSIONS } from "./planted-blind6";

const items = BLIND6_SESSIONS.flatMap((s) => s.planted);

/** The lower-cased texts of a session's user and assistant messages. */
function messageTexts(index: number): string[] {
  return BLIND6.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

function hasKeys(text: string, keys: readonly string[]): boolean {
  return keys.every((k) => text.includes(k));
}

describe("blind6 set shape", () => {
  it("has unique session ids", () => {
    expect(new Set(BLIND6_SESSIONS.map((s) => s.id)).size).toBe(BLIND6_SESSIONS.length);
  });

  it("plants at least 48 items, at least 12 of each kind, in about 40 sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(48);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(12);
    expect(BLIND6_SESSIONS.length).toBeGreaterThanOrEqual(36);
    expect(BLIND6_SESSIONS.length).toBeLessThanOrEqual(50);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND6_SESSIONS.forEach((s, i) => {
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
    const emptySessions = BLIND6_SESSIONS.filter((s) => s.planted.length === 0).length;
    let emptyMessages = 0;
    BLIND6_SESSIONS.forEach((s, i) => {
      for (const text of messageTexts(i)) if (!s.planted.some((p) => hasKeys(text, p.keys))) emptyMessages++;
    });
    console.log(
      `blind6 set: ${items.length} items (${MEMORY_KINDS.map((k) => `${items.filter((i) => i.kind === k).length} ${k}`).join(", ")}) in ${BLIND6_SESSIONS.length} sessions, ${emptySessions} planting nothing; ${emptyMessages} messages planting nothing`,
    );
    expect(emptySessions).toBeGreaterThanOrEqual(10);
    expect(emptyMessages).toBeGreaterThanOrEqual(40);
  });

  it("writes its sessions as conversations: planting sessions have 8-20 messages, more than one item in most", () => {
    BLIND6_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      const n = messageTexts(i).length;
      expect(n, s.id).toBeGreaterThanOrEqual(8);
      expect(n, s.id).toBeLessThanOrEqual(20);
    });
    const planting = BLIND6_SESSIONS.filter((s) => s.planted.length > 0);
    expect(planting.filter((s) => s.planted.length > 1).length * 2).toBeGreaterThan(planting.length);
  });

  it("gives every session that plants something at least one tool call", () => {
    BLIND6_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        BLIND6.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("has both user and assistant messages in the set", () => {
    const roles = new Set(BLIND6_SESSIONS.flatMap((_, i) => BLIND6.events(i).map((e) => e.event_type)));
    expect(roles.has("user_message")).toBe(true);
    expect(roles.has("assistant_message")).toBe(true);
  });

  it("builds every session into a segment with events and bullets", () => {
    BLIND6_SESSIONS.forEach((s, i) => {
      const seg = BLIND6.segment(i);
      expect(seg.nodeId).toBe(`toc:segment:${s.id}`);
      expect(seg.events.length, s.id).toBeGreaterThan(0);
      expect(seg.events.length, s.id).toBe(BLIND6.events(i).length);
      expect(seg.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
