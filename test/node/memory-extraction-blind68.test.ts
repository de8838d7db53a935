/** Shape checks only for the blind planted set 68 (no extraction, no score: it stays unmeasured). */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND68, BLIND68_SESSIONS } from "./planted-blind68";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

describe("blind planted set 68: shape", () => {
  const sessions = BLIND68_SESSIONS;
  const items = sessions.flatMap((s) => s.planted);

  it("has enough items of every kind, sessions and empty sessions", () => {
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(sessions.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(sessions.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
    expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
  });

  it("gives every item 1-2 lower-case key words found together in one message of its session, none repeated per kind", () => {
    sessions.forEach((spec, i) => {
      const texts = BLIND68.events(i)
        .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
        .map((e) => e.text.toLowerCase());
      const seen = new Set<string>();
      for (const item of spec.planted) {
        expect(item.keys.length, spec.id).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, spec.id).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id}: ${item.keys.join(", ")}`,
        ).toBe(true);
        const sig = `${item.kind}:${[...item.keys].sort().join("|")}`;
        expect(seen.has(sig), `${spec.id}: ${sig}`).toBe(false);
        seen.add(sig);
      }
    });
  });

  it("has a tool call in every planting session and enough messages planting nothing", () => {
    let emptyMessages = 0;
    sessions.forEach((spec, i) => {
      const events = BLIND68.events(i);
      if (spec.planted.length > 0)
        expect(
          events.some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
      const messages = events.filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message");
      emptyMessages += messages.filter((m) => {
        const t = m.text.toLowerCase();
        return !spec.planted.some((item) => item.keys.every((k) => t.includes(k)));
      }).length;
    });
    expect(emptyMessages).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("builds every session into a segment with bullets", () => {
    sessions.forEach((spec, i) => {
      const segment = BLIND68.segment(i);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
