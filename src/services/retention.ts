/**
 * One user's retention pass: reads the raw usage, asks the policy for the next step
 * (src/core/retention/policy.ts), does it through the eviction primitive, and asks again.
 * Every eviction is one D1 batch that moves the usage with it, so a pass stopped anywhere
 * (its time budget, a crash) leaves a consistent state, and the next pass carries on from it.
 */
import { ulid } from "ulid";
import {
  afterStep,
  effectivePolicy,
  initialPassState,
  nextStep,
  takeUntilUnder,
  type EvictionReason,
  type PassOutcome,
  type PolicyOverrides,
  type RetentionPolicy,
} from "../core/retention/policy";
import type { Json } from "../cron/policy";
import type { Database } from "../db/handle";
import { AppError } from "../core/errors";
import { requireUserById } from "./accounts";
import {
  distilledBytesOf,
  recentDataLoss,
  setPolicyOverrides,
  type DataLossEntry,
  type RawUsage,
  evictSegments,
  evictWithLossRecord,
  oldestAnalyzedSegments,
  oldestUnanalyzedEvents,
  policyOverridesOf,
  rawUsageOf,
  type Freed,
} from "../db/retention";

/** Segments one eviction batch takes (their members are summed, then evicted, by primary key). */
const SEGMENT_PAGE = 50;
/** Un-analyzed events one loss batch considers. */
const EVENT_PAGE = 500;
/** Builds one pass asks for before it judges what is still un-analyzed. */
const MAX_BUILD_ROUNDS = 20;
/** Steps one user's pass takes at most: a bound no working pass reaches, against a loop that frees nothing. */
const MAX_STEPS = 10_000;

export interface RetentionPassParts {
  db: Database;
  userId: string;
  defaults: RetentionPolicy;
  /** The pass's clock: ages are judged and evictions stamped against it. */
  nowMs: number;
  /** The job run, named in data-loss entries. */
  runId: string | null;
  hasTime(): boolean;
  /** Asks the user's object to build: consume pending events (and, once none are left, close idle segments). Answers how many it consumed. */
  build(): Promise<{ processed: number; more: boolean }>;
  /**
   * Runs memory extraction (the promote step) for the user, after a build: what the build closed
   * is evictable only once extraction read it. Without it, the hard cap takes those events as
   * un-analyzed ones, with a data-loss record.
   */
  extract?(): Promise<void>;
}

/** What a pass did for one user: plain JSON, for the job report. */
export interface UserRetentionReport {
  [key: string]: Json;
  user_id: string;
  outcome: PassOutcome | "out_of_time";
  raw_bytes_before: number;
  raw_bytes_after: number;
  soft_cap_bytes: number;
  hard_cap_bytes: number;
  evicted: { [rule: string]: { events: number; bytes: number } };
  built: boolean;
  data_loss: { from: string; to: string; events: number; bytes: number }[];
  distilled_bytes: number;
  distilled_over_cap: boolean;
}

export async function runRetentionPass(parts: RetentionPassParts): Promise<UserRetentionReport> {
  const { db, userId, nowMs } = parts;
  const policy = effectivePolicy(parts.defaults, await policyOverridesOf(db, userId));
  const before = (await rawUsageOf(db, userId)).rawBytes;
  const evicted: UserRetentionReport["evicted"] = {};
  const losses: UserRetentionReport["data_loss"] = [];
  const count = (rule: string, freed: Freed) => {
    const total = evicted[rule] ?? { events: 0, bytes: 0 };
    evicted[rule] = { events: total.events + freed.events, bytes: total.bytes + freed.bytes };
  };
  const usageNow = async () => (await rawUsageOf(db, userId)).rawBytes;

  let state = initialPassState(before);
  let outcome: UserRetentionReport["outcome"] = "out_of_time";
  for (let steps = 0; steps < MAX_STEPS && parts.hasTime(); steps++) {
    const step = nextStep(policy, nowMs, state);
    if (step.kind === "done") {
      outcome = step.outcome;
      break;
    }
    const mark = (reason: EvictionReason) => ({ atMs: nowMs, reason });
    let candidates = 0;
    switch (step.kind) {
      case "evict_aged": {
        const page = await oldestAnalyzedSegments(db, userId, step.endedBeforeMs, SEGMENT_PAGE);
        candidates = page.length;
        if (page.length > 0)
          count(
            step.rule,
            await evictSegments(
              db,
              userId,
              page.map((s) => s.segmentId),
              mark(step.rule),
            ),
          );
        break;
      }
      case "evict_analyzed": {
        const page = takeUntilUnder(await oldestAnalyzedSegments(db, userId, Number.MAX_SAFE_INTEGER, SEGMENT_PAGE), state.rawBytes, step.targetBytes);
        candidates = page.length;
        if (page.length > 0)
          count(
            step.rule,
            await evictSegments(
              db,
              userId,
              page.map((s) => s.segmentId),
              mark(step.rule),
            ),
          );
        break;
      }
      case "build": {
        for (let round = 0; round < MAX_BUILD_ROUNDS && parts.hasTime(); round++) {
          const built = await parts.build();
          if (built.processed === 0 && !built.more) break;
        }
        if (parts.extract && parts.hasTime()) await parts.extract();
        break;
      }
      case "evict_unanalyzed": {
        const page = takeUntilUnder(await oldestUnanalyzedEvents(db, userId, EVENT_PAGE), state.rawBytes, step.targetBytes);
        candidates = page.length;
        if (page.length > 0) {
          const reason = `over the hard cap (${state.rawBytes} > ${step.targetBytes} bytes) after building what could be built: the oldest events no summary covers, or whose segment memory extraction had not read yet, were evicted`;
          const freed = await evictWithLossRecord(db, userId, page, mark(step.rule), { lossId: (i) => `loss_${ulid()}_${i}`, reason, runId: parts.runId });
          count(step.rule, freed);
          losses.push({
            from: new Date(Math.min(...page.map((e) => e.tsMs))).toISOString(),
            to: new Date(Math.max(...page.map((e) => e.tsMs))).toISOString(),
            events: freed.events,
            bytes: freed.bytes,
          });
          console.warn(`retention: user ${userId} lost ${freed.events} un-analyzed events (${freed.bytes} bytes) to the hard cap`);
        }
        break;
      }
    }
    state = afterStep(state, step, { candidates, rawBytes: await usageNow() });
  }

  const distilled = await distilledBytesOf(db, userId);
  if (distilled > policy.distilledCapBytes) {
    console.warn(`retention: user ${userId}'s distilled layer holds ${distilled} bytes, over its cap of ${policy.distilledCapBytes} (reported, never evicted)`);
  }
  return {
    user_id: userId,
    outcome,
    raw_bytes_before: before,
    raw_bytes_after: state.rawBytes,
    soft_cap_bytes: policy.softCapBytes,
    hard_cap_bytes: policy.hardCapBytes,
    evicted,
    built: state.built,
    data_loss: losses,
    distilled_bytes: distilled,
    distilled_over_cap: distilled > policy.distilledCapBytes,
  };
}

/** Data-loss entries a view lists. */
const VIEW_DATA_LOSS_ENTRIES = 10;

/** A user's raw tier, caps and losses, as /v1/status and the admin API show them. */
export interface RetentionState {
  policy: RetentionPolicy;
  overrides: PolicyOverrides;
  usage: RawUsage;
  distilledBytes: number;
  dataLoss: DataLossEntry[];
}

export async function retentionState(db: Database, userId: string, defaults: RetentionPolicy): Promise<RetentionState> {
  const [overrides, usage, distilledBytes, dataLoss] = await Promise.all([
    policyOverridesOf(db, userId),
    rawUsageOf(db, userId),
    distilledBytesOf(db, userId),
    recentDataLoss(db, userId, VIEW_DATA_LOSS_ENTRIES),
  ]);
  return { policy: effectivePolicy(defaults, overrides), overrides, usage, distilledBytes, dataLoss };
}

/** Replaces a user's overrides; a hard cap under the soft cap is refused (400), as is an unknown user (404). */
export async function setRetentionOverrides(db: Database, userId: string, overrides: PolicyOverrides, defaults: RetentionPolicy): Promise<void> {
  await requireUserById(db, userId);
  const soft = overrides.softCapBytes ?? defaults.softCapBytes;
  const hard = overrides.hardCapBytes ?? defaults.hardCapBytes;
  if (hard < soft) {
    throw new AppError("bad_request", `invalid request: the hard cap (${hard} bytes) is under the soft cap (${soft} bytes)`, {
      issues: [{ field: "hard_cap_bytes", message: "must be at least the soft cap" }],
    });
  }
  await setPolicyOverrides(db, userId, overrides, Date.now());
}
