/**
 * The retention budget, as decisions: which rule applies next to a user's raw tier, and how
 * much of an oldest-first list to evict. No storage here: the pass (src/services/retention.ts)
 * reads the state, asks `nextStep`, does the step, and asks again; the rules are tested in
 * plain Node with tables of cases.
 *
 * The rules, in order:
 * "Analyzed" here means summarized and read by memory extraction (the promote step): a segment's
 * raw events wait for both (src/db/retention.ts).
 * 1. backstop: analyzed raw events older than the max age go, whatever the budget;
 * 2. over the soft cap: the oldest analyzed segments' raw events go, never un-analyzed ones;
 * 3. over the hard cap with nothing analyzed left to evict: analyze (build) now, then back to 2;
 * 4. still over the hard cap after building: the oldest un-analyzed events go, down to the hard
 *    cap only, and the loss is recorded. No other rule loses information no summary holds.
 */

/** Why raw events were evicted: a budget rule, or the user asked to forget them. */
export const EVICTION_REASONS = ["max_age", "soft_cap", "hard_cap", "forget"] as const;
export type EvictionReason = (typeof EVICTION_REASONS)[number];

export const DAY_MS = 86_400_000;

export interface RetentionPolicy {
  softCapBytes: number;
  hardCapBytes: number;
  /** 0: no age rule. */
  maxAgeDays: number;
  /** Over it, the distilled layer (summaries, grips) is reported, never evicted. */
  distilledCapBytes: number;
}

/** A user's overrides; null keeps the deployment's default. */
export type PolicyOverrides = { [K in keyof RetentionPolicy]: number | null };

/** The defaults with the user's overrides applied. A hard cap below the soft cap is raised to it. */
export function effectivePolicy(defaults: RetentionPolicy, overrides: PolicyOverrides): RetentionPolicy {
  const softCapBytes = overrides.softCapBytes ?? defaults.softCapBytes;
  return {
    softCapBytes,
    hardCapBytes: Math.max(softCapBytes, overrides.hardCapBytes ?? defaults.hardCapBytes),
    maxAgeDays: overrides.maxAgeDays ?? defaults.maxAgeDays,
    distilledCapBytes: overrides.distilledCapBytes ?? defaults.distilledCapBytes,
  };
}

/** What a pass knows about the user's raw tier between steps. */
export interface PassState {
  rawBytes: number;
  /** Analyzed segments past the max age may be left (false once a page came back empty). */
  agedLeft: boolean;
  /** Analyzed segments with raw events may be left. */
  analyzedLeft: boolean;
  /** The pass already built (analyzed) what it could. */
  built: boolean;
  /** Live events no analyzed segment holds may be left. */
  unanalyzedLeft: boolean;
}

export type PassOutcome =
  /** At or under the soft cap. */
  | "under_soft_cap"
  /** Over the soft cap, under the hard cap: what is left is not analyzed yet, and waits for it. */
  | "over_soft_cap_unanalyzed"
  /** Over the hard cap with nothing left to evict (only tombstones). */
  | "over_hard_cap";

export type RetentionStep =
  | { kind: "evict_aged"; rule: "max_age"; endedBeforeMs: number }
  | { kind: "evict_analyzed"; rule: "soft_cap"; targetBytes: number }
  | { kind: "build" }
  | { kind: "evict_unanalyzed"; rule: "hard_cap"; targetBytes: number }
  | { kind: "done"; outcome: PassOutcome };

/** The next step of a user's pass. */
export function nextStep(policy: RetentionPolicy, nowMs: number, state: PassState): RetentionStep {
  if (policy.maxAgeDays > 0 && state.agedLeft) return { kind: "evict_aged", rule: "max_age", endedBeforeMs: nowMs - policy.maxAgeDays * DAY_MS };
  if (state.rawBytes > policy.softCapBytes && state.analyzedLeft) return { kind: "evict_analyzed", rule: "soft_cap", targetBytes: policy.softCapBytes };
  if (state.rawBytes > policy.hardCapBytes) {
    if (!state.built) return { kind: "build" };
    if (state.unanalyzedLeft) return { kind: "evict_unanalyzed", rule: "hard_cap", targetBytes: policy.hardCapBytes };
    return { kind: "done", outcome: "over_hard_cap" };
  }
  return { kind: "done", outcome: state.rawBytes > policy.softCapBytes ? "over_soft_cap_unanalyzed" : "under_soft_cap" };
}

/**
 * The oldest-first prefix of `candidates` whose eviction brings `rawBytes` to `targetBytes` or
 * below; all of them when that is not enough. Nothing when already there.
 */
export function takeUntilUnder<T extends { bytes: number }>(candidates: readonly T[], rawBytes: number, targetBytes: number): T[] {
  const taken: T[] = [];
  let left = rawBytes;
  for (const candidate of candidates) {
    if (left <= targetBytes) break;
    taken.push(candidate);
    left -= candidate.bytes;
  }
  return taken;
}

/** The state after a step that found its candidates exhausted, or a build. */
export function afterStep(state: PassState, step: RetentionStep, found: { candidates: number; rawBytes: number }): PassState {
  const next = { ...state, rawBytes: found.rawBytes };
  switch (step.kind) {
    case "evict_aged":
      return { ...next, agedLeft: found.candidates > 0 };
    case "evict_analyzed":
      return { ...next, analyzedLeft: found.candidates > 0 };
    case "build":
      // What the build closed is analyzed now: the soft-cap rule may evict it.
      return { ...next, built: true, analyzedLeft: true };
    case "evict_unanalyzed":
      return { ...next, unanalyzedLeft: found.candidates > 0 };
    case "done":
      return next;
  }
}

/** A pass starts knowing only the usage: each kind of candidate may exist until a page says otherwise. */
export function initialPassState(rawBytes: number): PassState {
  return { rawBytes, agedLeft: true, analyzedLeft: true, built: false, unanalyzedLeft: true };
}
