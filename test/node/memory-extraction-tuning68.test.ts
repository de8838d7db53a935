/**
 * Shape checks for the tuning68 planted set (test/node/planted-tuning68.ts): counts per kind,
 * sessions, sessions planting nothing, messages that must give nothing; unique ids; key words;
 * a tool call in every planting session; every session builds into a segment with bullets.
 * The extractor is not run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING68, TUNING68_SESSIONS } from "./planted-tuning68";

const messagesOf = (i: number) =>
  TUNING68.events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set tuning68: shape", () => {
  it("has >= 64 items, >= 16 of each kind, in >= 45 sessions, >= 10 of them empty", () => {
    const items = TUNING68_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING68_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(TUNING68_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    const ids = TUNING68_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each item 1-2 lower-case key words that occur together in one message of its session, none repeated within a kind", () => {
    TUNING68_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      const seen = new Set<string>();
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.keys.join(" + ")}`,
        ).toBe(true);
        const sig = `${item.kind}:${[...item.keys].sort().join("|")}`;
        expect(seen.has(sig), `${spec.id}: ${sig}`).toBe(false);
        seen.add(sig);
      }
    });
  });

  it("has >= 40 user/assistant messages carrying no planted item's key words", () => {
    let empty = 0;
    TUNING68_SESSIONS.forEach((spec, i) => {
      for (const m of messagesOf(i)) if (!spec.planted.some((item) => item.keys.every((k) => m.includes(k)))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("has a tool call in every session that plants something", () => {
    TUNING68_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING68.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING68_SESSIONS.forEach((spec, i) => {
      const segment = TUNING68.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
