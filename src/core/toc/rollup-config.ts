/** When a period is rolled up, and when it counts as settled. Units are in the names. */
import type { PeriodLevel } from "./time-buckets";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A dirty period waits this long after its first unrolled change, so a busy day is summarized once per window, not per segment. */
const ROLLUP_DEBOUNCE_MS = 2 * MINUTE_MS;

/** How long after its end a period stays provisional (late events may still arrive) before its final rollup. */
export const ROLLUP_MIN_AGE_MS: Readonly<Record<PeriodLevel, number>> = Object.freeze({
  day: HOUR_MS,
  week: DAY_MS,
  month: DAY_MS,
  year: 7 * DAY_MS,
});

/** Most grip ids a rolled-up bullet carries: enough to show where it came from, bounded all the way up to the year. */
export const ROLLUP_BULLET_MAX_GRIPS = 8;

export interface RollupConfig {
  debounceMs: number;
  minAgeMs: Record<PeriodLevel, number>;
}

/** The Worker vars that override the defaults, in seconds. */
export interface RollupVars {
  ROLLUP_DEBOUNCE_SECONDS?: string;
  ROLLUP_DAY_MIN_AGE_SECONDS?: string;
  ROLLUP_WEEK_MIN_AGE_SECONDS?: string;
  ROLLUP_MONTH_MIN_AGE_SECONDS?: string;
  ROLLUP_YEAR_MIN_AGE_SECONDS?: string;
}

/** Seconds from a var as ms; the default for absence or nonsense (negative, not a number). */
export function secondsVar(value: string | undefined, fallbackMs: number): number {
  if (value === undefined || value.trim() === "") return fallbackMs;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : fallbackMs;
}

export function rollupConfig(vars: RollupVars): RollupConfig {
  return {
    debounceMs: secondsVar(vars.ROLLUP_DEBOUNCE_SECONDS, ROLLUP_DEBOUNCE_MS),
    minAgeMs: {
      day: secondsVar(vars.ROLLUP_DAY_MIN_AGE_SECONDS, ROLLUP_MIN_AGE_MS.day),
      week: secondsVar(vars.ROLLUP_WEEK_MIN_AGE_SECONDS, ROLLUP_MIN_AGE_MS.week),
      month: secondsVar(vars.ROLLUP_MONTH_MIN_AGE_SECONDS, ROLLUP_MIN_AGE_MS.month),
      year: secondsVar(vars.ROLLUP_YEAR_MIN_AGE_SECONDS, ROLLUP_MIN_AGE_MS.year),
    },
  };
}

/** The instant a period ending (exclusive) at `endMs` may be rolled up for the last time. */
export function settlesAt(level: PeriodLevel, endMs: number, config: RollupConfig): number {
  return endMs + config.minAgeMs[level];
}

/** Most period nodes of one level a rollup pass takes; the rest waits for the next pass. */
export const ROLLUP_LEVEL_MAX_NODES = 500;
/** Longest a rollup pass keeps starting nodes before leaving the rest for the next one. */
export const ROLLUP_TIME_BUDGET_MS = 20_000;
