/**
 * Shape of blind planted set 36 (test/node/planted-blind36.ts): counts, ids, key words and
 * supporting tool calls. Shape only: the extractor is not run here, the set stays unmeasured
 * until the lead measures it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND36, BLIND36_SESSIONS } from "./planted-blind36";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

const messagesOf = (index: number): string[] =>
  BLIND36.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("blind planted set 36: shape", () => {
  it("has enough items of every kind, sessions, empty sessions and empty messages", () => {
    const items = BLIND36_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND36_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    const empty = BLIND36_SESSIONS.map((s, i) => ({ s, i })).filter(({ s }) => s.planted.length === 0);
    expect(empty.length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
    expect(empty.reduce((n, { i }) => n + messagesOf(i).length, 0)).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("has unique session ids", () => {
    const ids = BLIND36_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names every item by 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND36_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.keys}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.keys}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, spec.id).toBe(k.toLowerCase().trim());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          `${spec.id}: ${item.kind} [${item.keys.join(", ")}]`,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND36_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("|")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("gives every planting session a tool call, and every session a segment with bullets", () => {
    BLIND36_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length > 0) {
        expect(
          BLIND36.events(i).some((e) => e.event_type === "tool_use"),
          spec.id,
        ).toBe(true);
      }
      const segment = BLIND36.segment(i);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBeGreaterThan(0);
    });
  });
});
