/**
 * Shape checks only for planted set 24 (blind): counts, ids, key words and tool calls.
 * The extractor is not run here; the lead measures the set once.
 */
import { describe, expect, it } from "vitest";
import { BLIND24, BLIND24_SESSIONS } from "./planted-blind24";

const KINDS = ["decision", "instruction", "fact", "task"] as const;

describe("planted set blind24 shape", () => {
  const items = BLIND24_SESSIONS.flatMap((s) => s.planted);

  it("plants at least 64 items, 16 of each kind, in at least 45 sessions with at least 10 empty", () => {
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of KINDS) expect(items.filter((i) => i.kind === kind).length).toBeGreaterThanOrEqual(16);
    expect(BLIND24_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(BLIND24_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    const ids = BLIND24_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has at least 40 user/assistant messages in sessions that plant nothing", () => {
    let count = 0;
    BLIND24_SESSIONS.forEach((s, i) => {
      if (s.planted.length > 0) return;
      count += BLIND24.events(i).filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message").length;
    });
    expect(count).toBeGreaterThanOrEqual(40);
  });

  BLIND24_SESSIONS.forEach((spec, index) => {
    it(`${spec.id}: key words, tool call and segment`, () => {
      const events = BLIND24.events(index);
      const messages = events.filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message").map((e) => e.text.toLowerCase());
      const seen = new Set<string>();
      for (const item of spec.planted) {
        expect(item.keys.length).toBeGreaterThanOrEqual(1);
        expect(item.keys.length).toBeLessThanOrEqual(2);
        for (const key of item.keys) expect(key).toBe(key.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${item.kind} ${item.keys.join("+")}`,
        ).toBe(true);
        const sig = `${item.kind}:${[...item.keys].sort().join("+")}`;
        expect(seen.has(sig)).toBe(false);
        seen.add(sig);
      }
      if (spec.planted.length > 0) expect(events.some((e) => e.event_type === "tool_use")).toBe(true);
      const segment = BLIND24.segment(index);
      expect(segment.bullets.length).toBeGreaterThan(0);
    });
  });
});
