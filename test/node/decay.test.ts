import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decayBand, decayConfig, decayScore, DEFAULT_DECAY, promotionDue, usageFactor, usesInWindow, type UseStats } from "../../src/core/consolidation/decay";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 26);

const stats = (over: Partial<UseStats> = {}): UseStats => ({
  useCount: 0,
  lastUsedAtMs: null,
  createdAtMs: NOW,
  strength: 1,
  reviewCount: 0,
  recentUsesMs: [],
  ...over,
});

describe("decayScore: a table of cases (defaults: β 0.5, half-life 30 days)", () => {
  const cases: [string, Partial<UseStats>, number, string][] = [
    ["new, never used", {}, 0.5, "steady"],
    ["never used, one half-life old", { createdAtMs: NOW - 30 * DAY }, 0.25, "danger"],
    ["never used, two half-lives old", { createdAtMs: NOW - 60 * DAY }, 0.125, "low"],
    ["never used, 100 days old", { createdAtMs: NOW - 100 * DAY }, 0.5 * 2 ** (-100 / 30), "forget"],
    ["used 3 times just now", { useCount: 3, lastUsedAtMs: NOW }, 2 / 3, "promote"],
    ["used 8 times just now", { useCount: 8, lastUsedAtMs: NOW }, 0.75, "promote"],
    ["used 8 times, last a half-life ago", { useCount: 8, lastUsedAtMs: NOW - 30 * DAY }, 0.375, "steady"],
    ["used 99 times, last 3 half-lives ago", { useCount: 99, lastUsedAtMs: NOW - 90 * DAY }, (10 / 11) * 0.125, "low"],
    ["age runs from the last use, not creation", { useCount: 3, lastUsedAtMs: NOW, createdAtMs: NOW - 400 * DAY }, 2 / 3, "promote"],
    ["strength halves the score", { useCount: 3, lastUsedAtMs: NOW, strength: 0.5 }, 1 / 3, "danger"],
    ["strength 0: nothing left", { useCount: 50, lastUsedAtMs: NOW, strength: 0 }, 0, "forget"],
    ["a use in the future counts as now", { useCount: 3, lastUsedAtMs: NOW + DAY }, 2 / 3, "promote"],
    ["strength out of range is clamped", { strength: 7 }, 0.5, "steady"],
  ];
  for (const [name, over, score, band] of cases) {
    it(name, () => {
      const s = decayScore(stats(over), NOW);
      expect(s).toBeCloseTo(score, 9);
      expect(decayBand(s)).toBe(band);
    });
  }

  it("stays in [0, 1], falls with age and rises with use", () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.nat(3650),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.05, max: 3, noNaN: true }),
        (uses, ageDays, strength, beta) => {
          const config = { ...DEFAULT_DECAY, beta };
          const at = (n: number, age: number) => decayScore(stats({ useCount: n, lastUsedAtMs: NOW - age * DAY, strength }), NOW, config);
          const s = at(uses, ageDays);
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(1);
          expect(at(uses, ageDays + 1)).toBeLessThanOrEqual(s);
          expect(at(uses + 1, ageDays)).toBeGreaterThanOrEqual(s);
        },
      ),
    );
  });

  it("u(n) starts at one half and saturates below 1", () => {
    expect(usageFactor(0, 0.5)).toBe(0.5);
    expect(usageFactor(3, 0.5)).toBeCloseTo(2 / 3, 12);
    expect(usageFactor(1e9, 0.5)).toBeLessThan(1);
    expect(usageFactor(-4, 0.5)).toBe(0.5);
  });
});

describe("bands at their edges", () => {
  it.each([
    [0.0999, "forget"],
    [0.1, "low"],
    [0.1499, "low"],
    [0.15, "danger"],
    [0.35, "danger"],
    [0.3501, "steady"],
    [0.6499, "steady"],
    [0.65, "promote"],
    [1, "promote"],
  ] as const)("%f is %s", (score, band) => {
    expect(decayBand(score)).toBe(band);
  });
});

describe("promotion by use", () => {
  it("five uses within 14 days promote; the fifth one 15 days back does not count", () => {
    const five = [0, 1, 2, 3, 13].map((d) => NOW - d * DAY);
    const s = stats({ useCount: 5, lastUsedAtMs: NOW - 20 * DAY, recentUsesMs: five, strength: 0.2 });
    expect(usesInWindow(s, NOW)).toBe(5);
    expect(promotionDue(s, NOW)).toBe("uses");
    const old = [0, 1, 2, 3, 15].map((d) => NOW - d * DAY);
    expect(usesInWindow({ recentUsesMs: old }, NOW)).toBe(4);
    expect(promotionDue({ ...s, recentUsesMs: old }, NOW)).toBeNull();
  });

  it("three reviews promote whatever the score; two do not", () => {
    expect(promotionDue(stats({ reviewCount: 3, strength: 0.01 }), NOW)).toBe("reviews");
    expect(promotionDue(stats({ reviewCount: 2, strength: 0.01 }), NOW)).toBeNull();
  });

  it("a score at the promotion band promotes", () => {
    expect(promotionDue(stats({ useCount: 3, lastUsedAtMs: NOW }), NOW)).toBe("score");
    expect(promotionDue(stats({ useCount: 2, lastUsedAtMs: NOW }), NOW)).toBeNull();
  });
});

describe("decayConfig from the vars", () => {
  it("reads the vars, in days", () => {
    const c = decayConfig({ DECAY_BETA: "0.8", DECAY_HALF_LIFE_DAYS: "7", PROMOTE_MIN_USES: "3", PROMOTE_WINDOW_DAYS: "2" });
    expect(c).toMatchObject({ beta: 0.8, halfLifeMs: 7 * DAY, promoteMinUses: 3, promoteWindowMs: 2 * DAY, forget: 0.1, promote: 0.65 });
  });

  it("nonsense falls back to the defaults; overlapping bands fall back together", () => {
    expect(decayConfig({ DECAY_BETA: "-1", DECAY_HALF_LIFE_DAYS: "soon", DECAY_FORGET: "2" })).toEqual(DEFAULT_DECAY);
    expect(decayConfig({ DECAY_FORGET: "0.5", DECAY_DANGER_LOW: "0.2" })).toEqual(DEFAULT_DECAY);
    expect(decayConfig({ DECAY_DANGER_HIGH: "0.4", DECAY_PROMOTE: "0.8" })).toMatchObject({ dangerHigh: 0.4, promote: 0.8 });
  });
});
