import { describe, expect, it } from "vitest";
import {
  afterStep,
  DAY_MS,
  effectivePolicy,
  initialPassState,
  nextStep,
  takeUntilUnder,
  type PassState,
  type RetentionPolicy,
  type RetentionStep,
} from "../../src/core/retention/policy";
import { retentionDefaults } from "../../src/core/config";

const NOW = Date.UTC(2026, 10, 25);
const POLICY: RetentionPolicy = { softCapBytes: 1_000, hardCapBytes: 2_000, maxAgeDays: 30, distilledCapBytes: 500 };
const state = (over: Partial<PassState>): PassState => ({ ...initialPassState(0), ...over });

describe("nextStep", () => {
  const cases: [string, RetentionPolicy, PassState, RetentionStep][] = [
    [
      "aged analyzed events go first, whatever the budget",
      POLICY,
      state({ rawBytes: 10 }),
      { kind: "evict_aged", rule: "max_age", endedBeforeMs: NOW - 30 * DAY_MS },
    ],
    ["no age rule when max age is 0", { ...POLICY, maxAgeDays: 0 }, state({ rawBytes: 10 }), { kind: "done", outcome: "under_soft_cap" }],
    ["under the soft cap: nothing", POLICY, state({ rawBytes: 1_000, agedLeft: false }), { kind: "done", outcome: "under_soft_cap" }],
    [
      "over the soft cap: analyzed, to the soft cap",
      POLICY,
      state({ rawBytes: 1_001, agedLeft: false }),
      { kind: "evict_analyzed", rule: "soft_cap", targetBytes: 1_000 },
    ],
    [
      "over the soft cap with nothing analyzed: waits (no build, no loss) under the hard cap",
      POLICY,
      state({ rawBytes: 1_500, agedLeft: false, analyzedLeft: false }),
      { kind: "done", outcome: "over_soft_cap_unanalyzed" },
    ],
    [
      "over the hard cap with analyzed left: analyzed first, no build",
      POLICY,
      state({ rawBytes: 5_000, agedLeft: false }),
      { kind: "evict_analyzed", rule: "soft_cap", targetBytes: 1_000 },
    ],
    ["over the hard cap, nothing analyzed, not built: build", POLICY, state({ rawBytes: 5_000, agedLeft: false, analyzedLeft: false }), { kind: "build" }],
    [
      "over the hard cap after building: un-analyzed, to the hard cap only",
      POLICY,
      state({ rawBytes: 5_000, agedLeft: false, analyzedLeft: false, built: true }),
      { kind: "evict_unanalyzed", rule: "hard_cap", targetBytes: 2_000 },
    ],
    [
      "over the hard cap with nothing at all left",
      POLICY,
      state({ rawBytes: 5_000, agedLeft: false, analyzedLeft: false, built: true, unanalyzedLeft: false }),
      { kind: "done", outcome: "over_hard_cap" },
    ],
    [
      "between the caps after building: done, nothing un-analyzed lost",
      POLICY,
      state({ rawBytes: 1_500, agedLeft: false, analyzedLeft: false, built: true }),
      { kind: "done", outcome: "over_soft_cap_unanalyzed" },
    ],
  ];
  it.each(cases)("%s", (_, policy, passState, expected) => {
    expect(nextStep(policy, NOW, passState)).toEqual(expected);
  });
});

describe("takeUntilUnder", () => {
  const items = [{ bytes: 300 }, { bytes: 300 }, { bytes: 300 }];
  const cases: [number, number, number][] = [
    // raw, target, how many of the oldest are taken
    [1_000, 1_000, 0],
    [1_001, 1_000, 1],
    [1_300, 1_000, 1],
    [1_301, 1_000, 2],
    [5_000, 1_000, 3],
  ];
  it.each(cases)("raw %i, target %i: takes %i", (raw, target, n) => {
    expect(takeUntilUnder(items, raw, target)).toEqual(items.slice(0, n));
  });
});

describe("a pass, step by step (a model of the storage)", () => {
  /** Runs the steps over a model: segments analyzed or not, oldest first, as the pass would. */
  function simulate(policy: RetentionPolicy, segments: { bytes: number; analyzed: boolean; ageDays: number; analyzable: boolean }[]) {
    const live = segments.map((s) => ({ ...s, evictedBy: null as string | null }));
    const raw = () => live.filter((s) => s.evictedBy === null).reduce((n, s) => n + s.bytes, 0);
    let passState = initialPassState(raw());
    const steps: string[] = [];
    for (let i = 0; i < 100; i++) {
      const step = nextStep(policy, NOW, passState);
      steps.push(step.kind);
      if (step.kind === "done") return { live, steps, outcome: step.outcome };
      let candidates = 0;
      if (step.kind === "evict_aged") {
        const page = live.filter((s) => s.analyzed && s.evictedBy === null && NOW - s.ageDays * DAY_MS < step.endedBeforeMs);
        candidates = page.length;
        for (const s of page) s.evictedBy = step.rule;
      } else if (step.kind === "evict_analyzed" || step.kind === "evict_unanalyzed") {
        const pool = live.filter((s) => s.evictedBy === null && s.analyzed === (step.kind === "evict_analyzed"));
        const page = takeUntilUnder(pool, passState.rawBytes, step.targetBytes);
        candidates = page.length;
        for (const s of page) s.evictedBy = step.rule;
      } else {
        for (const s of live) if (s.analyzable) s.analyzed = true;
      }
      passState = afterStep(passState, step, { candidates, rawBytes: raw() });
    }
    throw new Error("the pass did not end");
  }
  const seg = (bytes: number, analyzed: boolean, ageDays = 1, analyzable = analyzed) => ({ bytes, analyzed, ageDays, analyzable });

  it("brings a user under the soft cap, oldest analyzed first; un-analyzed survive", () => {
    const run = simulate(POLICY, [seg(400, true), seg(400, true), seg(400, true), seg(400, false)]);
    expect(run.live.map((s) => s.evictedBy)).toEqual(["soft_cap", "soft_cap", null, null]);
    expect(run.outcome).toBe("under_soft_cap");
    expect(run.steps).not.toContain("build");
  });

  it("over the hard cap with un-analyzed bulk: builds, then evicts what the build analyzed, and loses nothing", () => {
    const run = simulate(POLICY, [seg(1_000, false, 1, true), seg(1_000, false, 1, true), seg(500, false, 1, true)]);
    expect(run.steps).toContain("build");
    expect(run.live.map((s) => s.evictedBy)).toEqual(["soft_cap", "soft_cap", null]);
    expect(run.steps).not.toContain("evict_unanalyzed");
  });

  it("loses un-analyzed events only when the build cannot analyze them, and only down to the hard cap", () => {
    const run = simulate(POLICY, [seg(1_000, false), seg(1_000, false), seg(1_000, false)]);
    expect(run.steps).toEqual(["evict_aged", "evict_analyzed", "build", "evict_analyzed", "evict_unanalyzed", "done"]);
    expect(run.live.map((s) => s.evictedBy)).toEqual(["hard_cap", null, null]);
    expect(run.outcome).toBe("over_soft_cap_unanalyzed");
  });

  it("the age backstop evicts old analyzed events under the cap, never un-analyzed ones", () => {
    const run = simulate(POLICY, [seg(10, true, 40), seg(10, false, 40), seg(10, true, 5)]);
    expect(run.live.map((s) => s.evictedBy)).toEqual(["max_age", null, null]);
  });
});

describe("policy values", () => {
  it("overrides replace defaults one by one; a hard cap under the soft cap is raised to it", () => {
    const none = { softCapBytes: null, hardCapBytes: null, maxAgeDays: null, distilledCapBytes: null };
    expect(effectivePolicy(POLICY, none)).toEqual(POLICY);
    expect(effectivePolicy(POLICY, { ...none, maxAgeDays: 0 })).toEqual({ ...POLICY, maxAgeDays: 0 });
    expect(effectivePolicy(POLICY, { ...none, softCapBytes: 3_000 })).toEqual({ ...POLICY, softCapBytes: 3_000, hardCapBytes: 3_000 });
  });

  it("reads the deployment's vars, falling back on absence or nonsense; 0 days turns the age rule off", () => {
    expect(retentionDefaults({})).toEqual({ softCapBytes: 256 * 2 ** 20, hardCapBytes: 512 * 2 ** 20, maxAgeDays: 365, distilledCapBytes: 64 * 2 ** 20 });
    expect(retentionDefaults({ RAW_SOFT_CAP_BYTES: "100", RAW_HARD_CAP_BYTES: "50", RAW_MAX_AGE_DAYS: "0", DISTILLED_CAP_BYTES: "x" })).toEqual({
      softCapBytes: 100,
      hardCapBytes: 100,
      maxAgeDays: 0,
      distilledCapBytes: 64 * 2 ** 20,
    });
  });
});
