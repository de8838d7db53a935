/**
 * Training set for the sentence classifier (written without reading the extractor).
 * Shape checks only for planted set 21 (test/node/planted-tuning21.ts, data engineering and
 * analytics in the voice of OpenCode and Codex): minimum counts, unique ids, the form of the key
 * words and that they occur together in one message of their session, a tool call in every
 * planting session, and a segment with bullets for every session. The extractor is not run here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { TUNING21, TUNING21_SESSIONS } from "./planted-tuning21";

const messagesOf = (index: number): string[] =>
  TUNING21.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("tuning21 set shape", () => {
  it("has ~50 sessions, >= 64 items, >= 16 of each kind, >= 10 sessions and >= 40 messages that plant nothing", () => {
    expect(TUNING21_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(TUNING21_SESSIONS.length).toBeLessThanOrEqual(60);
    const items = TUNING21_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) {
      expect(items.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    }
    const empty = TUNING21_SESSIONS.map((s, i) => ({ s, i })).filter(({ s }) => s.planted.length === 0);
    expect(empty.length).toBeGreaterThanOrEqual(10);
    // Messages that must give nothing: every user and assistant message of a session planting nothing.
    expect(empty.reduce((n, { i }) => n + messagesOf(i).length, 0)).toBeGreaterThanOrEqual(40);
  });

  it("has unique session ids", () => {
    const ids = TUNING21_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every item 1-2 lower-case key words that occur together in one message of its session", () => {
    TUNING21_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        const label = `${spec.id}: ${item.kind} [${item.keys.join(", ")}]`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, label).toBeLessThanOrEqual(2);
        for (const key of item.keys) {
          expect(key, label).toBe(key.toLowerCase());
          expect(key.trim().length, label).toBeGreaterThan(0);
        }
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("has a tool call in every planting session", () => {
    TUNING21_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        TUNING21.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    TUNING21_SESSIONS.forEach((spec, i) => {
      const segment = TUNING21.segment(i);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(TUNING21.events(i).length);
    });
  });
});
