/**
 * The shape of blind planted set 54 (test/node/planted-blind54.ts): counts, ids, key words and
 * supporting tool calls. Shape only: the extractor is not run on the set here.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND54, BLIND54_SESSIONS } from "./planted-blind54";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

const messagesOf = (index: number) => BLIND54.events(index).filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message");

describe("blind planted set 54: shape", () => {
  it("has enough items of every kind, sessions and sessions that plant nothing", () => {
    const items = BLIND54_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND54_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(BLIND54_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
  });

  it("has unique session ids", () => {
    const ids = BLIND54_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names every item by 1-2 lower-case key words that occur together in one message of its session", () => {
    BLIND54_SESSIONS.forEach((spec, i) => {
      const texts = messagesOf(i).map((e) => e.text.toLowerCase());
      for (const item of spec.planted) {
        expect(item.keys.length, `${spec.id} ${item.kind}`).toBeGreaterThanOrEqual(1);
        expect(item.keys.length, `${spec.id} ${item.kind}`).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, `${spec.id}: ${k}`).toBe(k.toLowerCase());
        expect(
          texts.some((t) => item.keys.every((k) => t.includes(k))),
          `${spec.id}: ${item.kind} [${item.keys.join(", ")}]`,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind with the same key words in a session", () => {
    for (const spec of BLIND54_SESSIONS) {
      const seen = spec.planted.map((item) => `${item.kind}:${[...item.keys].sort().join("|")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("gives every planting session a tool call", () => {
    BLIND54_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND54.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("has enough user and assistant messages that carry no item's key words", () => {
    let empty = 0;
    BLIND54_SESSIONS.forEach((spec, i) => {
      for (const e of messagesOf(i)) {
        const t = e.text.toLowerCase();
        if (!spec.planted.some((item) => item.keys.every((k) => t.includes(k)))) empty++;
      }
    });
    expect(empty).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("builds every session into a segment with bullets", () => {
    BLIND54_SESSIONS.forEach((spec, i) => {
      const segment = BLIND54.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
    });
  });
});
