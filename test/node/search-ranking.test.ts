import { describe, expect, it } from "vitest";
import { ftsExpression, IDENTIFIER_WEIGHT, parseQuery, scopedExpression } from "../../src/core/search/query";

describe("query weights", () => {
  it("marks code identifiers, not plain or hyphenated words", () => {
    const terms = parseQuery("what value did we give SUBSCRIPTION_MAX_BATCH_SIZE in jwt.ts, requireAuth, v2, src/auth or the off-by-one sign-in bug?");
    expect(terms.map((t) => [t.parts.join(" "), t.identifier])).toEqual([
      ["value", false],
      ["give", false],
      ["subscription max batch size", true],
      ["jwt ts", true],
      ["requireauth", true],
      ["v2", true],
      ["src auth", true],
      ["off by one", false],
      ["sign in", false],
      ["bug", false],
    ]);
  });

  it("repeats an identifier so that bm25 counts it more than a plain word", () => {
    expect(IDENTIFIER_WEIGHT).toBeGreaterThan(1);
    const expression = ftsExpression("what value did we give MAX_BATCH_SIZE?")!;
    const phrases = expression.split(" OR ");
    expect(phrases.filter((p) => p === '"max batch size"')).toHaveLength(IDENTIFIER_WEIGHT);
    expect(phrases.filter((p) => p === '"value"')).toHaveLength(1);
  });
});

describe("user scope", () => {
  it("narrows by the id's longest part, a single term", () => {
    expect(scopedExpression("usr_01KJWJHKTXQ8V7T4ZC9R6N1B5H", ["text"], '"jwt"')).toBe('{user_id}: "01kjwjhktxq8v7t4zc9r6n1b5h" AND {text}: ("jwt")');
  });
});
