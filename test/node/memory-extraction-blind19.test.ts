/**
 * Shape checks for the blind set BLIND19 (test/node/planted-blind19.ts): its counts, ids and
 * key words, and that every session builds into a segment. Nothing here runs the extractor or
 * scores the set: it stays unmeasured until the lead measures it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND19, BLIND19_SESSIONS } from "./planted-blind19";

const messagesOf = (index: number): string[] =>
  BLIND19.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set BLIND19: shape", () => {
  it("has at least 64 items, 16 of each kind, in at least 45 sessions, 10 of which plant nothing", () => {
    const items = BLIND19_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND19_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(BLIND19_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    const ids = BLIND19_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session, and no two items of one kind the same keys", () => {
    BLIND19_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      const seen = new Set<string>();
      for (const item of spec.planted) {
        const where = `${spec.id} ${item.kind} [${item.keys.join(", ")}]`;
        expect(item.keys.length, where).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, where).toBeLessThanOrEqual(2);
        for (const k of item.keys) {
          expect(k, where).toBe(k.toLowerCase());
          expect(k.trim(), where).not.toBe("");
        }
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          where,
        ).toBe(true);
        const signature = `${item.kind}:${[...item.keys].sort().join("|")}`;
        expect(seen.has(signature), where).toBe(false);
        seen.add(signature);
      }
    });
  });

  it("has at least 40 user/assistant messages that give nothing (no item's key words in them)", () => {
    let empty = 0;
    BLIND19_SESSIONS.forEach((spec, i) => {
      for (const m of messagesOf(i)) if (!spec.planted.some((item) => item.keys.every((k) => m.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every session that plants something", () => {
    BLIND19_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND19.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND19_SESSIONS.forEach((spec, i) => {
      const segment = BLIND19.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
