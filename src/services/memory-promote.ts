/**
 * The long-term promoter's plan (the promote consolidation step): what it proposes for one user,
 * in the order it should apply. Reads only; the same history proposes the same operations.
 *
 * 1. Extraction: the user's analyzed segments after their extraction cursor, read in the order
 *    they were analyzed (at most SEGMENTS_PER_RUN a run), give memory candidates
 *    (src/core/memories/extract.ts; with SUMMARIZER=anthropic, by the model: model-extract.ts). A candidate whose text the user keeps already (active or
 *    candidate, same project) is skipped. Each new one is two operations: store it as a
 *    candidate (`extract`, always applied: a candidate is only a proposal), then `promote` it
 *    with its extraction confidence — applied at >= 0.7 (logged below 0.9), else a review task.
 * 2. Promotion on use: a candidate used enough (use_count >= 5 within 14 days, review_count >= 3,
 *    or a decay score >= the promote score) is promoted with PROMOTE_ON_USE_CONFIDENCE.
 * 3. The cursor moves past the segments read (`extraction_cursor`, last, so a run cut short by
 *    the rate limit proposes the rest again next time).
 */
import type { MemoryAction } from "../core/consolidation/actions";
import { type DecayConfig, DEFAULT_DECAY, promotionDue } from "../core/consolidation/decay";
import { extractCandidates } from "../core/memories/extract";
import type { ModelExtractor } from "../core/memories/model-extract";
import { normalizeMemoryText } from "../core/memories/model";
import type { Database } from "../db/handle";
import { extractionCursor, liveMemoryTexts, segmentsForExtraction } from "../db/memory-extraction";
import { useRows, useStatsOf } from "../db/uses";

/** Segments one run reads per user at most (the cursor resumes after them). */
export const SEGMENTS_PER_RUN = 200;
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
}

const clip = (text: string, n = 80) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

export async function planPromote(ctx: {
  db: Database;
  userId: string;
  nowMs: number;
  decay?: DecayConfig | undefined;
  /** Extraction by a model (SUMMARIZER=anthropic); a segment it cannot do is extracted offline. */
  extractor?: ModelExtractor | undefined;
}): Promise<PromoteOp[]> {
  const { db, userId, nowMs } = ctx;
  const decay = ctx.decay ?? DEFAULT_DECAY;
  const [cursor, live] = await Promise.all([extractionCursor(db, userId), liveMemoryTexts(db, userId)]);
  const segments = await segmentsForExtraction(db, userId, cursor, SEGMENTS_PER_RUN);
  const kept = new Set(live.map((m) => `${m.project}\n${normalizeMemoryText(m.text)}`));
  const ops: PromoteOp[] = [];

  for (const segment of segments) {
    const candidates = (await ctx.extractor?.extract(segment)) ?? extractCandidates(segment);
    for (const c of candidates) {
      const identity = `${c.project}\n${normalizeMemoryText(c.text)}`;
      if (kept.has(identity)) continue;
      kept.add(identity);
      const notes = { memory_id: c.memoryId, kind: c.kind, pattern: c.pattern, source_node_id: c.sourceNodeId, grip_ids: c.gripIds };
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
        },
        confidence: EXTRACT_CONFIDENCE,
        score: c.confidence,
        title: `Store candidate ${c.kind}: ${clip(c.text)}`,
        notes,
      });
      ops.push({
        key: `promote:${c.memoryId}`,
        action: { type: "promote", memory_id: c.memoryId },
        confidence: c.confidence,
        score: c.confidence,
        title: `Keep ${c.kind}: ${clip(c.text)}`,
        notes: { ...notes, confidence: c.confidence },
      });
    }
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

  const last = segments[segments.length - 1];
  if (last) {
    ops.push({
      key: `extraction-cursor:${last.analyzedAtMs}:${last.segmentId}`,
      action: { type: "extraction_cursor", analyzed_at_ms: last.analyzedAtMs, segment_id: last.segmentId },
      confidence: 1,
      score: 0,
      title: `Extraction read ${segments.length} segment(s)`,
      notes: { segments: segments.length },
    });
  }
  return ops;
}
