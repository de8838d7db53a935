/**
 * The actions of the cluster, relations, merge and decay steps, as a review task stores them and
 * as approving it (or the step, in the automatic bands) applies them. The memory actions
 * (promote, archive, supersede) are in actions.ts.
 */
import { z } from "zod";

const Id = z.string().min(1).max(200);
const Ref = z.object({ kind: z.enum(["node", "memory"]), id: Id });

/** Link two items as related (score: their cohesion; shared: what both name). */
export const RelateActionSchema = z.object({
  type: z.literal("relate"),
  from: Ref,
  to: Ref,
  score: z.number().min(0).max(1),
  shared: z.array(z.string().max(200)).max(5),
});

/**
 * Merge near-duplicate memories into one new memory (`into`), with `consolidated_from` relations
 * to each original; the originals are archived (reason merged) and recoverable until their
 * archive expires.
 */
export const MergeActionSchema = z.object({
  type: z.literal("merge"),
  memory_ids: z.array(Id).min(2).max(20),
  into: Id,
  cohesion: z.number().min(0).max(1),
});

/** Let a segment node go: the timeline keeps it; ranking by decay puts it last. Undone by its next use. */
export const FadeNodeActionSchema = z.object({ type: z.literal("fade_node"), node_id: Id, score: z.number().min(0).max(1) });

/** Record a cluster the detector found (replacing the one of the same id). */
export const ClusterActionSchema = z.object({
  type: z.literal("cluster"),
  cluster_id: Id,
  label: z.string().max(200),
  cohesion: z.number().min(0).max(1),
  members: z.array(Ref).min(2).max(200),
});

/** Drop a cluster the detector no longer finds. */
export const UnclusterActionSchema = z.object({ type: z.literal("uncluster"), cluster_id: Id });

export const GraphActionSchema = z.discriminatedUnion("type", [
  RelateActionSchema,
  MergeActionSchema,
  FadeNodeActionSchema,
  ClusterActionSchema,
  UnclusterActionSchema,
]);
export type GraphAction = z.infer<typeof GraphActionSchema>;
export type RelateAction = z.infer<typeof RelateActionSchema>;
export type MergeAction = z.infer<typeof MergeActionSchema>;
export type ClusterAction = z.infer<typeof ClusterActionSchema>;

export const GRAPH_ACTION_TYPES: readonly string[] = ["relate", "merge", "fade_node", "cluster", "uncluster"];

/** Relations below this are not links; from it up to MERGE they are `related` (see cluster.ts). */
export const RELATED_CONFIDENCE_BASE = 0.55;

/**
 * Confidence of a `related` link from its cohesion: 0.4 → 0.75 (applied and logged), 0.7 → 0.9
 * (applied). A link is cheap to undo and only ever informs a reader, so none waits for review.
 */
export function relateConfidence(cohesion: number): number {
  return Math.min(1, RELATED_CONFIDENCE_BASE + cohesion / 2);
}

/**
 * Confidence of a merge from its group's weakest pair cohesion: cohesion² — 0.75 → 0.56 (review),
 * 0.9 → 0.81 (applied and logged), 0.95 or more → applied. Merging rewrites what an agent is
 * told, so only the nearest duplicates merge on their own.
 */
export function mergeConfidence(cohesion: number): number {
  return Math.min(1, Math.max(0, cohesion * cohesion));
}
