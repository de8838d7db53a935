/**
 * Shape checks of blind planted set 53 (test/node/planted-blind53.ts): counts, session ids, key
 * words, supporting tool calls, and that each session builds into a segment. Shape only: the
 * extractor is not run on this set here; the lead measures it once.
 */
import { describe, expect, it } from "vitest";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND53, BLIND53_SESSIONS } from "./planted-blind53";

const MIN_ITEMS = 64;
const MIN_PER_KIND = 16;
const MIN_SESSIONS = 45;
const MIN_EMPTY_SESSIONS = 10;
const MIN_EMPTY_MESSAGES = 40;

/** Lower-cased texts of the user and assistant messages of session `index`. */
function messageTexts(index: number): string[] {
  return BLIND53.events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

const indexed = BLIND53_SESSIONS.map((spec, index) => [spec.id, index] as const);

describe("blind planted set 53 (shape only)", () => {
  const items = BLIND53_SESSIONS.flatMap((s) => s.planted);

  it(`plants at least ${MIN_ITEMS} items, ${MIN_PER_KIND} of each kind, in at least ${MIN_SESSIONS} sessions`, () => {
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const kind of MEMORY_KINDS) expect(items.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(MIN_PER_KIND);
    expect(BLIND53_SESSIONS.length).toBeGreaterThanOrEqual(MIN_SESSIONS);
  });

  it(`has at least ${MIN_EMPTY_SESSIONS} sessions planting nothing and ${MIN_EMPTY_MESSAGES} messages carrying no item`, () => {
    expect(BLIND53_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(MIN_EMPTY_SESSIONS);
    const silent = BLIND53_SESSIONS.flatMap((spec, index) =>
      messageTexts(index).filter((text) => !spec.planted.some((item) => item.keys.every((key) => text.includes(key)))),
    );
    expect(silent.length).toBeGreaterThanOrEqual(MIN_EMPTY_MESSAGES);
  });

  it("gives each session its own id", () => {
    expect(new Set(BLIND53_SESSIONS.map((s) => s.id)).size).toBe(BLIND53_SESSIONS.length);
  });

  it.each(indexed)("%s: each item has 1-2 lower-case key words, found together in one message, not repeated for its kind", (_, index) => {
    const spec = BLIND53_SESSIONS[index]!;
    const texts = messageTexts(index);
    const seen = new Set<string>();
    for (const item of spec.planted) {
      const label = JSON.stringify(item);
      expect(item.keys.length, label).toBeGreaterThanOrEqual(1);
      expect(item.keys.length, label).toBeLessThanOrEqual(2);
      for (const key of item.keys) {
        expect(key, label).toBe(key.toLowerCase());
        expect(key.trim().length, label).toBeGreaterThan(0);
      }
      expect(
        texts.some((text) => item.keys.every((key) => text.includes(key))),
        label,
      ).toBe(true);
      const id = `${item.kind}:${[...item.keys].sort().join("+")}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
    }
  });

  it.each(indexed)("%s: planting sessions have a tool call, and the session builds into a segment with bullets", (_, index) => {
    const spec = BLIND53_SESSIONS[index]!;
    const events = BLIND53.events(index);
    if (spec.planted.length > 0) expect(events.some((e) => e.event_type === "tool_use")).toBe(true);
    const segment = BLIND53.segment(index);
    expect(segment.bullets.length).toBeGreaterThan(0);
    expect(segment.events.length).toBe(events.length);
  });
});
