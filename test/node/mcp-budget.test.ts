import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { loadTokenCounter, type TokenCounter } from "../../src/core/toc/tokens";
import { type Budget, clipText, fitAround, fitPage, jsonTokens } from "../../src/mcp/budget";

let counter: TokenCounter;
beforeAll(async () => {
  counter = await loadTokenCounter();
}, 30_000);

const budgetOf = (tokens: number): Budget => ({ tokens, count: (text) => counter.count(text) });

/** A page as the tools build it: the items kept, and a cursor naming the last when some were left out. */
const pageOf = (items: readonly { id: string; text: string }[]) => (kept: readonly { id: string; text: string }[]) => ({
  items: [...kept],
  next_cursor: kept.length < items.length ? `after:${kept[kept.length - 1]?.id ?? ""}` : null,
});

describe("fitPage", () => {
  it("keeps a prefix whose whole answer fits the budget, at least one item, and all when all fit", () => {
    const item = fc.record({ id: fc.stringMatching(/^[a-z0-9]{1,12}$/), text: fc.string({ maxLength: 400 }) });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), fc.integer({ min: 20, max: 3_000 }), (items, tokens) => {
        const budget = budgetOf(tokens);
        const { answer, kept } = fitPage(budget, items, pageOf(items));
        expect(answer.items).toEqual(items.slice(0, kept));
        if (items.length > 0) expect(kept).toBeGreaterThanOrEqual(1);
        if (kept > 1) expect(jsonTokens(budget, answer)).toBeLessThanOrEqual(tokens);
        // Not cut more than it had to be: one more item would not have fitted.
        if (kept < items.length && kept > 0) expect(jsonTokens(budget, pageOf(items)(items.slice(0, kept + 1)))).toBeGreaterThan(tokens);
        if (kept === items.length) expect(answer.next_cursor).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});

describe("fitAround", () => {
  it("keeps a prefix of the span (its first item always), then the context nearest it, within the budget", () => {
    const item = fc.record({ id: fc.stringMatching(/^[a-z0-9]{1,12}$/), text: fc.string({ maxLength: 300 }) });
    const items = fc.array(item, { maxLength: 8 });
    fc.assert(
      fc.property(items, fc.array(item, { minLength: 1, maxLength: 8 }), items, fc.integer({ min: 20, max: 1_500 }), (before, span, after, tokens) => {
        const budget = budgetOf(tokens);
        const envelope = { grip: "g", before: [], events: [], after: [] };
        const kept = fitAround(budget, { before, span, after }, jsonTokens(budget, envelope));
        expect(kept.span).toEqual(span.slice(0, kept.span.length));
        expect(kept.span.length).toBeGreaterThanOrEqual(1);
        expect(kept.before).toEqual(before.slice(before.length - kept.before.length));
        expect(kept.after).toEqual(after.slice(0, kept.after.length));
        // Context only once the whole span is in.
        if (kept.before.length + kept.after.length > 0) expect(kept.span).toHaveLength(span.length);
        const answer = { grip: "g", before: kept.before, events: kept.span, after: kept.after };
        if (kept.before.length + kept.span.length + kept.after.length > 1) expect(jsonTokens(budget, answer)).toBeLessThanOrEqual(tokens);
      }),
      { numRuns: 200 },
    );
  });
});

describe("clipText", () => {
  it("leaves a short text alone and says how much of a long one it left out", () => {
    expect(clipText("short", 10)).toEqual({ text: "short", clipped: false });
    expect(clipText("abcdefghij", 4)).toEqual({ text: "abcd… [6 more characters]", clipped: true });
  });

  it("never splits a surrogate pair", () => {
    const { text } = clipText("ab😀cd", 3);
    expect(text).toBe("ab… [4 more characters]");
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
