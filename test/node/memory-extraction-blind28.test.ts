/**
 * The shape of the blind planted set BLIND28 (test/node/planted-blind28.ts): counts, ids, key
 * words and that every session builds into a segment. Shape only: the extractor is not run on
 * the set here (it stays unmeasured until the lead measures it once).
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND28, BLIND28_SESSIONS } from "./planted-blind28";

const messagesOf = (index: number): string[] =>
  BLIND28.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());

describe("planted set BLIND28: shape", () => {
  it("has at least 64 items, 16 of each kind, in at least 45 sessions, 10 of which plant nothing", () => {
    const items = BLIND28_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(64);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(16);
    expect(BLIND28_SESSIONS.length).toBeGreaterThanOrEqual(45);
    expect(BLIND28_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it("has unique session ids", () => {
    const ids = BLIND28_SESSIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names each item by 1-2 lower-case words that occur together in one message of its session", () => {
    BLIND28_SESSIONS.forEach((spec, i) => {
      const messages = messagesOf(i);
      for (const item of spec.planted) {
        const label = `${spec.id} ${item.kind} ${item.keys.join("+")}`;
        expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
        expect(item.keys.join(" ").split(/\s+/).length, label).toBeLessThanOrEqual(2);
        for (const k of item.keys) expect(k, label).toBe(k.toLowerCase());
        expect(
          messages.some((m) => item.keys.every((k) => m.includes(k))),
          label,
        ).toBe(true);
      }
    });
  });

  it("never plants two items of one kind on the same key words in a session", () => {
    for (const spec of BLIND28_SESSIONS) {
      const seen = spec.planted.map((i) => `${i.kind}:${[...i.keys].sort().join("+")}`);
      expect(new Set(seen).size, spec.id).toBe(seen.length);
    }
  });

  it("has at least 40 user/assistant messages that carry no item's key words", () => {
    let empty = 0;
    BLIND28_SESSIONS.forEach((spec, i) => {
      for (const m of messagesOf(i)) {
        if (!spec.planted.some((item) => item.keys.every((k) => m.includes(k)))) empty++;
      }
    });
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("gives every planting session a tool call", () => {
    BLIND28_SESSIONS.forEach((spec, i) => {
      if (spec.planted.length === 0) return;
      expect(
        BLIND28.events(i).some((e) => e.event_type === "tool_use"),
        spec.id,
      ).toBe(true);
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND28_SESSIONS.forEach((spec, i) => {
      const segment = BLIND28.segment(i);
      expect(segment.nodeId, spec.id).toBe(`toc:segment:${spec.id}`);
      expect(segment.bullets.length, spec.id).toBeGreaterThan(0);
      expect(segment.events.length, spec.id).toBe(BLIND28.events(i).length);
    });
  });
});
