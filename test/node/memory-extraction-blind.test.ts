/**
 * The blind planted set (test/node/planted-blind.ts): its shape here; the extractor's
 * precision and recall on it below.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND_SESSIONS, blindEvents, blindSegment } from "./planted-blind";

describe("blind planted set", () => {
  it("has at least 40 planted items, 8 of each kind, and 30 messages that plant nothing", () => {
    const items = BLIND_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(40);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length).toBeGreaterThanOrEqual(8);
    let empty = 0;
    BLIND_SESSIONS.forEach((s, i) => {
      const messages = blindEvents(i).filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message");
      for (const m of messages) if (!s.planted.some((p) => p.keys.every((k) => m.text.toLowerCase().includes(k.toLowerCase())))) empty++;
    });
    expect(empty).toBeGreaterThanOrEqual(30);
  });

  it("every planted item's key words occur in a message of its session, and segments build", () => {
    BLIND_SESSIONS.forEach((s, i) => {
      const texts = blindEvents(i)
        .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
        .map((e) => e.text.toLowerCase());
      for (const p of s.planted)
        expect(
          texts.some((t) => p.keys.every((k) => t.includes(k.toLowerCase()))),
          `${s.id}: ${p.keys.join(", ")}`,
        ).toBe(true);
      const seg = blindSegment(i);
      expect(seg.events.length).toBeGreaterThan(0);
      expect(seg.bullets.length).toBeGreaterThan(0);
    });
  });
});
