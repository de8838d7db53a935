/**
 * Shape checks of planted set tuning53 (test/node/planted-tuning53.ts), a training set for the
 * sentence classifier: counts, ids, key words and supporting tool calls. The extractor is not run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING53, TUNING53_SET } from "./planted-tuning53";

const messagesOf = (i: number) =>
  TUNING53_SET.events(i)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set tuning53: shape", () => {
  it("plants at least 64 items, at least 16 of each kind, in at least 45 sessions", () => {
    const items = TUNING53.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(TUNING53.length).toBeGreaterThanOrEqual(45);
    expect(TUNING53.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    expect(new Set(TUNING53.map((s) => s.id)).size).toBe(TUNING53.length);
  });

  it("gives each item 1-2 lower-case key words occurring together in one message of its session, none repeated within a kind", () => {
    TUNING53.forEach((spec, i) => {
      const messages = messagesOf(i);
      const seen = new Set<string>();
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.keys.join("+")}`,
        ).toBe(true);
        const sig = `${item.kind}:${[...item.keys].sort().join("+")}`;
        expect(seen.has(sig), `${spec.id}: ${sig}`).toBe(false);
        seen.add(sig);
      }
    });
  });

  it("has at least 40 user/assistant messages carrying no item's key words", () => {
    const empty = TUNING53.reduce(
      (n, spec, i) => n + messagesOf(i).filter((m) => !spec.planted.some((item) => item.keys.every((k) => m.includes(k)))).length,
      0,
    );
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every planting session at least one tool call", () => {
    for (const [i, spec] of TUNING53.entries()) {
      if (spec.planted.length === 0) continue;
      expect(
        TUNING53_SET.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    }
  });

  it("builds every session into a segment with bullets", () => {
    TUNING53.forEach((spec, i) => {
      const segment = TUNING53_SET.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
