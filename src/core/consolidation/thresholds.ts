/**
 * Confidence thresholds of every consolidation action, and how a review task is labelled.
 * An action at or above AUTO_APPLY_MIN_CONFIDENCE is applied on its own; between
 * LOGGED_MIN_CONFIDENCE and it, applied and written to the consolidation log; below, it waits
 * as an open review task until someone approves, rejects or edits it.
 */

/** Applied automatically at or above this confidence. */
export const AUTO_APPLY_MIN_CONFIDENCE = 0.9;
/** Applied and logged at or above this confidence (below AUTO_APPLY_MIN_CONFIDENCE). */
export const LOGGED_MIN_CONFIDENCE = 0.7;
/** Approvals of a task that may fail before it is blocked. */
export const MAX_TASK_ATTEMPTS = 3;
/** A task claimed by an approval that died is claimable again after this long. */
export const TASK_CLAIM_TTL_MS = 60_000;

export const CONSOLIDATION_STEPS = ["decay", "cluster", "merge", "promote", "relations"] as const;
export type ConsolidationStepLabel = (typeof CONSOLIDATION_STEPS)[number];

export type ConfidenceBand = "auto" | "logged" | "review";
export type Urgency = "high" | "medium" | "low";

/** Where an action of this confidence goes. Confidence outside [0, 1] (or NaN) is a bug of the caller. */
export function routeByConfidence(confidence: number): ConfidenceBand {
  if (!(confidence >= 0 && confidence <= 1)) throw new RangeError(`confidence must be in [0, 1], got ${confidence}`);
  if (confidence >= AUTO_APPLY_MIN_CONFIDENCE) return "auto";
  if (confidence >= LOGGED_MIN_CONFIDENCE) return "logged";
  return "review";
}

/** Scores at or above this are urgent (the decay design's promotion threshold). */
export const URGENCY_HIGH_MIN_SCORE = 0.65;
/** Scores at or above this (and below URGENCY_HIGH_MIN_SCORE) are of medium urgency (the top of the decay danger zone). */
export const URGENCY_MEDIUM_MIN_SCORE = 0.35;

/**
 * The urgency of a task from its step's score in [0, 1] (how much acting matters: a memory's
 * promotion score, a merge's cohesion, a node's closeness to being forgotten).
 */
export function urgencyFor(score: number): Urgency {
  if (score >= URGENCY_HIGH_MIN_SCORE) return "high";
  if (score >= URGENCY_MEDIUM_MIN_SCORE) return "medium";
  return "low";
}

/** A task's priority from its urgency: 1 first. */
export function priorityFor(urgency: Urgency): 1 | 2 | 3 {
  return urgency === "high" ? 1 : urgency === "medium" ? 2 : 3;
}

/** A review task's labels: its step and its urgency. */
export function taskLabels(step: ConsolidationStepLabel, urgency: Urgency): string[] {
  return [`consolidation:${step}`, `urgency:${urgency}`];
}

/** Where an approval that failed leaves its task: open again, or blocked after the last attempt. */
export function statusAfterFailure(attempts: number): "open" | "blocked" {
  return attempts >= MAX_TASK_ATTEMPTS ? "blocked" : "open";
}
