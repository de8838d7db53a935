import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolvePeriod } from "../../src/core/toc/period";
import { ftsExpression, parseQuery } from "../../src/core/search/query";

const queryTerms = (query: string) => parseQuery(query).map((t) => t.parts);

describe("search query", () => {
  it("keeps meaningful terms of a question and ORs them", () => {
    expect(ftsExpression("How did we fix the token expiry bug?")).toBe('"fix" OR "token" OR "expiry" OR "bug"');
  });

  it("keeps identifiers as phrases of their parts", () => {
    expect(queryTerms("jwt.ts requireAuth ERR_TOKEN_EXPIRED src/auth/jwt.ts")).toEqual([
      ["jwt", "ts"],
      ["requireauth"],
      ["err", "token", "expired"],
      ["src", "auth", "jwt", "ts"],
    ]);
  });

  it("answers null when nothing is searchable", () => {
    for (const q of ["", "   ", "the and of", "😀🔥", "*", "\"'()"]) expect(ftsExpression(q)).toBeNull();
  });

  it("never lets FTS syntax through: every term is a quoted run of letters, digits and spaces (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (q) => {
        const expression = ftsExpression(q);
        if (expression === null) return;
        for (const term of expression.split(" OR ")) expect(term).toMatch(/^"[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*"$/u);
      }),
    );
  });
});

describe("period resolution", () => {
  const now = Date.parse("2026-01-01T03:30:00Z"); // still Dec 31 in New York

  it("uses the user's time zone for today and yesterday", () => {
    expect(resolvePeriod("today", now, "UTC")?.node_ids).toEqual(["toc:day:2026-01-01"]);
    expect(resolvePeriod("today", now, "America/New_York")?.node_ids).toEqual(["toc:day:2025-12-31"]);
    expect(resolvePeriod("yesterday", now, "America/New_York")?.node_ids).toEqual(["toc:day:2025-12-30"]);
    expect(resolvePeriod("today", now, "Asia/Tokyo")?.node_ids).toEqual(["toc:day:2026-01-01"]);
  });

  it("crosses year and ISO week edges", () => {
    // 2026-01-01 is a Thursday: ISO week 2026-W01; 2020 had a week 53
    expect(resolvePeriod("this-week", now, "UTC")?.node_ids).toEqual(["toc:week:2026-W01"]);
    expect(resolvePeriod("last-week", now, "UTC")?.node_ids).toEqual(["toc:week:2025-W52"]);
    expect(resolvePeriod("this-week", Date.parse("2021-01-01T12:00:00Z"), "UTC")?.node_ids).toEqual(["toc:week:2020-W53"]);
    expect(resolvePeriod("last-month", now, "UTC")?.node_ids).toEqual(["toc:month:2025-12"]);
    expect(resolvePeriod("this-month", now, "America/New_York")?.node_ids).toEqual(["toc:month:2025-12"]);
  });

  it("lists the days of last-N-days, oldest first", () => {
    expect(resolvePeriod("last-3-days", now, "UTC")?.node_ids).toEqual(["toc:day:2025-12-30", "toc:day:2025-12-31", "toc:day:2026-01-01"]);
    expect(resolvePeriod("last-0-days", now, "UTC")).toBeNull();
    expect(resolvePeriod("last-99-days", now, "UTC")).toBeNull();
  });

  it("resolves absolute periods and refuses impossible ones", () => {
    expect(resolvePeriod("2026", now, "UTC")).toMatchObject({ level: "year", node_ids: ["toc:year:2026"] });
    expect(resolvePeriod("2026-01", now, "UTC")).toMatchObject({ level: "month", node_ids: ["toc:month:2026-01"] });
    expect(resolvePeriod("2026-w05", now, "UTC")).toMatchObject({ level: "week", node_ids: ["toc:week:2026-W05"] });
    expect(resolvePeriod("2026-01-31", now, "UTC")).toMatchObject({
      level: "day",
      start_ms: Date.parse("2026-01-31T00:00:00Z"),
      end_ms: Date.parse("2026-02-01T00:00:00Z"),
    });
    for (const bad of ["2026-13", "2026-W54", "2025-W53", "2026-02-30", "next-week", "", "20261"]) expect(resolvePeriod(bad, now, "UTC")).toBeNull();
  });
});
