/**
 * How much a node, grip or memory still matters: a decay score in [0, 1] from its real use.
 *
 *   score = strength × u(n) × 2^(−age / half-life)      u(n) = (1 + n)^β / ((1 + n)^β + 1)
 *
 * n is the use count (opened + cited), age the time since its last use (or since it was made,
 * if never used), strength in [0, 1] what reviews have made of it. u grows with use but
 * saturates: u(0) = 0.5, and with β = 0.5, u(3) ≈ 0.67, u(8) = 0.75, u(99) ≈ 0.91. So an item
 * never used starts at half its strength and halves every half-life; an item used often stays
 * above the promotion score for as long as it keeps being used.
 *
 * Bands (the vars of wrangler.toml, defaults from the design): below `forget` (0.10) an item
 * is archived; in the danger zone [dangerLow, dangerHigh] (0.15–0.35) it is put up for
 * review; at `promote` (0.65) or more a candidate may be promoted, as it may after
 * `promoteMinUses` uses within `promoteWindowDays`, or `promoteMinReviews` reviews.
 */

export interface DecayConfig {
  /** Exponent on (1 + use count): below 1, each further use adds less. */
  beta: number;
  /** Time for the score of an unused item to halve. */
  halfLifeMs: number;
  forget: number;
  dangerLow: number;
  dangerHigh: number;
  promote: number;
  promoteMinUses: number;
  promoteWindowMs: number;
  promoteMinReviews: number;
}

const DAY_MS = 86_400_000;

export const DEFAULT_DECAY: Readonly<DecayConfig> = {
  beta: 0.5,
  halfLifeMs: 30 * DAY_MS,
  forget: 0.1,
  dangerLow: 0.15,
  dangerHigh: 0.35,
  promote: 0.65,
  promoteMinUses: 5,
  promoteWindowMs: 14 * DAY_MS,
  promoteMinReviews: 3,
};

/** The Worker vars that set the decay (strings, as vars are); absent or nonsense falls back to the default. */
export interface DecayVars {
  DECAY_BETA?: string;
  DECAY_HALF_LIFE_DAYS?: string;
  DECAY_FORGET?: string;
  DECAY_DANGER_LOW?: string;
  DECAY_DANGER_HIGH?: string;
  DECAY_PROMOTE?: string;
  PROMOTE_MIN_USES?: string;
  PROMOTE_WINDOW_DAYS?: string;
  PROMOTE_MIN_REVIEWS?: string;
}

function num(value: string | undefined, fallback: number, ok: (n: number) => boolean): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && ok(parsed) ? parsed : fallback;
}

const positive = (n: number) => n > 0;
const unit = (n: number) => n >= 0 && n <= 1;

/** The decay settings from the Worker's vars. Bands that would overlap (forget above the danger zone, …) fall back to the defaults together. */
export function decayConfig(vars: DecayVars): DecayConfig {
  const config: DecayConfig = {
    beta: num(vars.DECAY_BETA, DEFAULT_DECAY.beta, positive),
    halfLifeMs: num(vars.DECAY_HALF_LIFE_DAYS, DEFAULT_DECAY.halfLifeMs / DAY_MS, positive) * DAY_MS,
    forget: num(vars.DECAY_FORGET, DEFAULT_DECAY.forget, unit),
    dangerLow: num(vars.DECAY_DANGER_LOW, DEFAULT_DECAY.dangerLow, unit),
    dangerHigh: num(vars.DECAY_DANGER_HIGH, DEFAULT_DECAY.dangerHigh, unit),
    promote: num(vars.DECAY_PROMOTE, DEFAULT_DECAY.promote, unit),
    promoteMinUses: Math.floor(num(vars.PROMOTE_MIN_USES, DEFAULT_DECAY.promoteMinUses, positive)),
    promoteWindowMs: num(vars.PROMOTE_WINDOW_DAYS, DEFAULT_DECAY.promoteWindowMs / DAY_MS, positive) * DAY_MS,
    promoteMinReviews: Math.floor(num(vars.PROMOTE_MIN_REVIEWS, DEFAULT_DECAY.promoteMinReviews, positive)),
  };
  const ordered = config.forget <= config.dangerLow && config.dangerLow <= config.dangerHigh && config.dangerHigh < config.promote;
  if (!ordered)
    return {
      ...config,
      forget: DEFAULT_DECAY.forget,
      dangerLow: DEFAULT_DECAY.dangerLow,
      dangerHigh: DEFAULT_DECAY.dangerHigh,
      promote: DEFAULT_DECAY.promote,
    };
  return config;
}

/** What the decay reads of an item's use. */
export interface UseStats {
  useCount: number;
  /** Last use; null if never used. */
  lastUsedAtMs: number | null;
  /** When the item was made: the age of an item never used runs from here. */
  createdAtMs: number;
  /** In [0, 1]; 1 unless reviews or the item's confidence say otherwise. */
  strength: number;
  reviewCount: number;
  /** Times of the most recent uses (at most `promoteMinUses` of them), any order. */
  recentUsesMs: readonly number[];
}

const clamp01 = (x: number) => (Number.isNaN(x) ? 0 : Math.min(1, Math.max(0, x)));

/** The use term u(n): 0.5 for an unused item, rising toward 1. */
export function usageFactor(useCount: number, beta: number): number {
  const grown = (1 + Math.max(0, useCount)) ** beta;
  return grown / (grown + 1);
}

/** The decay score in [0, 1] at `nowMs`. A last use in the future counts as now. */
export function decayScore(stats: UseStats, nowMs: number, config: DecayConfig = DEFAULT_DECAY): number {
  const since = stats.lastUsedAtMs ?? stats.createdAtMs;
  const ageMs = Math.max(0, nowMs - since);
  const recency = 2 ** (-ageMs / config.halfLifeMs);
  return clamp01(clamp01(stats.strength) * usageFactor(stats.useCount, config.beta) * recency);
}

export type DecayBand = "forget" | "low" | "danger" | "steady" | "promote";

/** Where a score falls: below forget; between forget and the danger zone; in it; above it; at or over promote. */
export function decayBand(score: number, config: DecayConfig = DEFAULT_DECAY): DecayBand {
  if (score < config.forget) return "forget";
  if (score < config.dangerLow) return "low";
  if (score <= config.dangerHigh) return "danger";
  if (score < config.promote) return "steady";
  return "promote";
}

/** Uses within the promotion window ending at `nowMs`. */
export function usesInWindow(stats: Pick<UseStats, "recentUsesMs">, nowMs: number, config: DecayConfig = DEFAULT_DECAY): number {
  return stats.recentUsesMs.filter((t) => t <= nowMs && nowMs - t <= config.promoteWindowMs).length;
}

export type PromotionReason = "score" | "uses" | "reviews";

/** Why a candidate is due for promotion by its use, or null: score ≥ promote, enough uses in the window, or enough reviews. */
export function promotionDue(stats: UseStats, nowMs: number, config: DecayConfig = DEFAULT_DECAY): PromotionReason | null {
  if (stats.reviewCount >= config.promoteMinReviews) return "reviews";
  if (usesInWindow(stats, nowMs, config) >= config.promoteMinUses) return "uses";
  if (decayScore(stats, nowMs, config) >= config.promote) return "score";
  return null;
}

/** Confidence of archiving an item of this score: sure below forget, less so up the danger zone (0.9 → 0.4). */
export function archiveConfidence(score: number, config: DecayConfig = DEFAULT_DECAY): number {
  if (score < config.forget) return 0.95;
  if (score < config.dangerLow) return 0.9;
  const span = Math.max(1e-9, config.dangerHigh - config.dangerLow);
  return Math.max(0, 0.9 - (0.5 * Math.min(1, score - config.dangerLow)) / span);
}
