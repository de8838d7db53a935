/**
 * Shape checks only for blind planted set 38 (test/node/planted-blind38.ts): counts, ids, key
 * words and tool calls. The set stays unmeasured here: the extractor is not run on it.
 */
import { describe, expect, it } from "vitest";
import { BLIND38, BLIND38_SESSIONS } from "./planted-blind38";

const KINDS = ["decision", "instruction", "fact", "task"] as const;

describe("blind planted set 38 (shape only)", () => {
  const messages = BLIND38_SESSIONS.map((_, i) =>
    BLIND38.events(i)
      .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
      .map((e) => e.text.toLowerCase()),
  );

  it("has enough items of each kind, sessions, empty sessions and empty messages", () => {
    const items = BLIND38_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of KINDS) expect(items.filter((i) => i.kind === kind).length).toBeGreaterThanOrEqual(16);
    expect(BLIND38_SESSIONS.length).toBeGreaterThanOrEqual(45);
    const empty = BLIND38_SESSIONS.map((s, i) => ({ s, i })).filter(({ s }) => s.planted.length === 0);
    expect(empty.length).toBeGreaterThanOrEqual(10);
    expect(empty.reduce((n, { i }) => n + messages[i]!.length, 0)).toBeGreaterThanOrEqual(40);
  });

  it("has unique session ids", () => {
    expect(new Set(BLIND38_SESSIONS.map((s) => s.id)).size).toBe(BLIND38_SESSIONS.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND38_SESSIONS.forEach((s, i) => {
      const seen = new Set<string>();
      for (const item of s.planted) {
        expect(item.keys.length, s.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, s.id).toBeLessThanOrEqual(2);
        for (const key of item.keys) expect(key, s.id).toBe(key.toLowerCase());
        expect(
          messages[i]!.some((m) => item.keys.every((k) => m.includes(k))),
          `${s.id}: ${item.keys.join(", ")}`,
        ).toBe(true);
        const sig = `${item.kind}:${[...item.keys].sort().join("|")}`;
        expect(seen.has(sig), `${s.id}: duplicate ${sig}`).toBe(false);
        seen.add(sig);
      }
    });
  });

  it("has a tool call in every session that plants something", () => {
    BLIND38_SESSIONS.forEach((s, i) => {
      if (s.planted.length === 0) return;
      expect(
        BLIND38.events(i).some((e) => e.event_type === "tool_use"),
        s.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND38_SESSIONS.forEach((s, i) => {
      const segment = BLIND38.segment(i);
      expect(segment.events.length, s.id).toBeGreaterThan(0);
      expect(segment.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});
