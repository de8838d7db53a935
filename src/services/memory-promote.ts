/**
 * The long-term promoter's plan (the promote consolidation step): what it proposes for one user,
 * in the order it should apply. Reads only; the same history proposes the same operations.
 *
 * 1. Extraction: the user's analyzed segments not extracted yet, read in the order they were
 *    analyzed (at most SEGMENTS_PER_RUN a run), give memory candidates
 *    (src/core/memories/extract.ts; with SUMMARIZER=anthropic, by the model: model-extract.ts). A candidate whose text the user keeps already (active or
 *    candidate, same project) is skipped. Each new one is two operations: store it as a
 *    candidate (`extract`, always applied: a candidate is only a proposal), then `promote` it
 *    with its extraction confidence — applied at >= 0.7 (logged below 0.9), else a review task.
 *    Then the segment's watermark (`segment_extracted`): the segment's operations are one group,
 *    so the watermark applies only if all of them did. A segment whose operation failed (or was
 *    deferred by the rate limit) is planned again next run; what an earlier attempt stored is not
 *    stored again (the candidate's id is fixed by its segment's node and text), and a candidate it
 *    stored but did not promote is promoted (under the same key: a queued review is not queued
 *    twice). A failed run counts an attempt on the segment (settlePromote, in the job report);
 *    after MAX_EXTRACT_ATTEMPTS it is no longer retried. Retention evicts a segment's raw events
 *    only once it is extracted (src/db/retention.ts), so no raw text goes before extraction read it.
 * 2. Promotion on use: a candidate used enough (use_count >= 5 within 14 days, review_count >= 3,
 *    or a decay score >= the promote score) is promoted with PROMOTE_ON_USE_CONFIDENCE.
 */
import type { MemoryAction } from "../core/consolidation/actions";
import { type DecayConfig, DEFAULT_DECAY, promotionDue } from "../core/consolidation/decay";
import { extractCandidates, TRAINED_MODELS } from "../core/memories/extract";
import type { ModelExtractor } from "../core/memories/model-extract";
import { normalizeMemoryText } from "../core/memories/model";
import type { Database } from "../db/handle";
import {
  type GivenUpSegment,
  givenUpSegments,
  liveMemoryTexts,
  memoryStatuses,
  recordExtractFailures,
  requeueGivenUpSegments,
  segmentsForExtraction,
} from "../db/memory-extraction";
import { useRows, useStatsOf } from "../db/uses";

/** Segments one run reads per user at most (the cursor resumes after them). */
export const SEGMENTS_PER_RUN = 200;
/** Runs that may fail on a segment before it is no longer retried (it stays un-extracted, and reported). */
export const MAX_EXTRACT_ATTEMPTS = 5;
/** A candidate promoted because it is used: the use is the evidence. */
export const PROMOTE_ON_USE_CONFIDENCE = 0.9;
/** Storing a candidate proposes nothing the user sees as kept: applied on its own. */
const EXTRACT_CONFIDENCE = 1;

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One operation, as the consolidation runner takes it (src/cron/consolidation/runner.ts ConsolidationOp). */
export interface PromoteOp {
  key: string;
  action: MemoryAction;
  confidence: number;
  score: number;
  title: string;
  notes: { [key: string]: JsonValue };
  /** The segment whose extraction it belongs to (the runner applies a group all or waits). */
  group?: string;
  /** The watermark: no rate budget, no log row. */
  bookkeeping?: boolean;
}

const SEGMENT_GROUP = "segment:";

const clip = (text: string, n = 80) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

export async function planPromote(ctx: {
  db: Database;
  userId: string;
  nowMs: number;
  decay?: DecayConfig | undefined;
  /** Extraction by a model (SUMMARIZER=anthropic); a segment it cannot do is extracted offline. */
  extractor?: ModelExtractor | undefined;
  /** Offline extraction by the hand-written patterns alone (MEMORY_EXTRACTION=patterns), without the learned models. */
  patternsOnly?: boolean | undefined;
}): Promise<PromoteOp[]> {
  const { db, userId, nowMs } = ctx;
  const decay = ctx.decay ?? DEFAULT_DECAY;
  const [segments, live] = await Promise.all([segmentsForExtraction(db, userId, MAX_EXTRACT_ATTEMPTS, SEGMENTS_PER_RUN), liveMemoryTexts(db, userId)]);
  const kept = new Set(live.map((m) => `${m.project}\n${normalizeMemoryText(m.text)}`));
  const ops: PromoteOp[] = [];
  const extracted: { segment: (typeof segments)[number]; candidates: Awaited<ReturnType<typeof extractCandidates>> }[] = [];
  for (const segment of segments)
    extracted.push({ segment, candidates: (await ctx.extractor?.extract(segment)) ?? extractCandidates(segment, ctx.patternsOnly ? null : TRAINED_MODELS) });
  // What an earlier, failed attempt at these segments stored already (archived ones too: not brought back).
  const stored = await memoryStatuses(
    db,
    userId,
    extracted.flatMap((x) => x.candidates.map((c) => c.memoryId)),
  );

  for (const { segment, candidates } of extracted) {
    const group = `${SEGMENT_GROUP}${segment.segmentId}`;
    for (const c of candidates) {
      const identity = `${c.project}\n${normalizeMemoryText(c.text)}`;
      const notes = { memory_id: c.memoryId, kind: c.kind, pattern: c.pattern, source_node_id: c.sourceNodeId, grip_ids: c.gripIds };
      const promote: PromoteOp = {
        key: `promote:${c.memoryId}`,
        action: { type: "promote", memory_id: c.memoryId },
        confidence: c.confidence,
        score: c.confidence,
        title: `Keep ${c.kind}: ${clip(c.text)}`,
        notes: { ...notes, confidence: c.confidence },
        group,
      };
      const status = stored.get(c.memoryId);
      if (status !== undefined) {
        kept.add(identity);
        if (status === "candidate") ops.push(promote);
        continue;
      }
      if (kept.has(identity)) continue;
      kept.add(identity);
      ops.push({
        key: `extract:${c.memoryId}`,
        action: {
          type: "extract",
          memory_id: c.memoryId,
          kind: c.kind,
          text: c.text,
          key: c.key,
          project: c.project,
          project_id: c.projectId,
          confidence: c.confidence,
          origin: c.pattern === "model" ? "model" : "extracted",
          grip_ids: c.gripIds,
          source_node_id: c.sourceNodeId,
          source_segment_id: c.sourceSegmentId,
          ...(c.sourceGrip
            ? {
                source_grip: {
                  grip_id: c.sourceGrip.gripId,
                  session_id: c.sourceGrip.sessionId,
                  event_id: c.sourceGrip.eventId,
                  ts_ms: c.sourceGrip.tsMs,
                  excerpt: c.sourceGrip.excerpt,
                },
              }
            : {}),
        },
        confidence: EXTRACT_CONFIDENCE,
        score: c.confidence,
        title: `Store candidate ${c.kind}: ${clip(c.text)}`,
        notes,
        group,
      });
      ops.push(promote);
    }
    ops.push({
      key: `extracted:${segment.segmentId}:${segment.analyzedAtMs}`,
      action: { type: "segment_extracted", analyzed_at_ms: segment.analyzedAtMs, segment_id: segment.segmentId },
      confidence: 1,
      score: 0,
      title: `Extraction read segment ${segment.segmentId}`,
      notes: { segment_id: segment.segmentId, candidates: candidates.length, earlier_failed_attempts: segment.extractAttempts },
      group,
      bookkeeping: true,
    });
  }

  const candidates = live.filter((m) => m.status === "candidate");
  if (candidates.length > 0) {
    const uses = await useRows(
      db,
      userId,
      "memory",
      candidates.map((m) => m.memoryId),
    );
    for (const m of candidates) {
      const reason = promotionDue(useStatsOf(uses.get(m.memoryId), m.createdAtMs), nowMs, decay);
      if (reason === null) continue;
      ops.push({
        key: `promote-on-use:${m.memoryId}`,
        action: { type: "promote", memory_id: m.memoryId },
        confidence: PROMOTE_ON_USE_CONFIDENCE,
        score: PROMOTE_ON_USE_CONFIDENCE,
        title: `Keep (used): ${clip(m.text)}`,
        notes: { memory_id: m.memoryId, reason },
      });
    }
  }

  return ops;
}

/**
 * After a run in which some segments' operations failed: counts an attempt on each (their
 * watermark did not apply, so the next run plans them again) and answers, for the job report,
 * each failed segment with its attempts, the error, and whether it will be retried.
 */
export async function settlePromote(ctx: { db: Database; userId: string }, failedGroups: ReadonlyMap<string, string>): Promise<JsonValue> {
  const failures = [...failedGroups]
    .filter(([group]) => group.startsWith(SEGMENT_GROUP))
    .map(([group, error]) => ({ segmentId: group.slice(SEGMENT_GROUP.length), error }));
  const attempts = await recordExtractFailures(ctx.db, ctx.userId, failures);
  const report = failures.map((f) => {
    const n = attempts.get(f.segmentId) ?? 0;
    return { segment_id: f.segmentId, attempts: n, error: f.error, retried: n < MAX_EXTRACT_ATTEMPTS };
  });
  for (const r of report) {
    if (!r.retried) console.warn(`promote: user ${ctx.userId}'s segment ${r.segment_id} failed ${r.attempts} times; no longer retried (${r.error})`);
  }
  return { extraction_failures: report };
}

/** Given-up segments an admin listing shows at most. */
export const GIVEN_UP_LIST_LIMIT = 500;

/** The user's segments extraction no longer retries (MAX_EXTRACT_ATTEMPTS failed runs), oldest analyzed first. */
export function extractionGivenUp(db: Database, userId: string): Promise<GivenUpSegment[]> {
  return givenUpSegments(db, userId, MAX_EXTRACT_ATTEMPTS, GIVEN_UP_LIST_LIMIT);
}

/**
 * An admin's second chance: the segments extraction gave up on (all the user's, or those named)
 * are planned again by the next promote run, with MAX_EXTRACT_ATTEMPTS attempts anew. What an
 * earlier attempt stored is not stored again (see above). Answers the ids re-queued.
 */
export function requeueExtraction(db: Database, userId: string, segmentIds: readonly string[] | null): Promise<string[]> {
  return requeueGivenUpSegments(db, userId, MAX_EXTRACT_ATTEMPTS, segmentIds);
}
