/**
 * The actions a consolidation step proposes and a review task carries: what approving the task
 * does. Memory actions (promote, archive, supersede) are applied here in src/services; the
 * other steps' actions (merge, relate, ...) by their own module.
 */
import { z } from "zod";
import { MAX_MEMORY_KEY_CHARS, MAX_MEMORY_TEXT_CHARS, MEMORY_KINDS, normalizeKey } from "../memories/model";

const MemoryId = z.string().min(1).max(200);

/** Make a candidate memory active (optionally with edited text, kind or key). */
export const PromoteActionSchema = z.object({
  type: z.literal("promote"),
  memory_id: MemoryId,
  text: z.string().trim().min(1).max(MAX_MEMORY_TEXT_CHARS).optional(),
  kind: z.enum(MEMORY_KINDS).optional(),
  key: z.string().trim().min(1).max(MAX_MEMORY_KEY_CHARS).transform(normalizeKey).nullable().optional(),
});

/** Archive a memory (recoverable for 30 days). */
export const ArchiveActionSchema = z.object({ type: z.literal("archive"), memory_id: MemoryId });

/** Archive `memory_id` as superseded by `by` (kept as history). */
export const SupersedeActionSchema = z.object({ type: z.literal("supersede"), memory_id: MemoryId, by: MemoryId });

/** Store a memory extracted from a segment as a candidate (with the grips that support it: at least one). */
export const ExtractActionSchema = z.object({
  type: z.literal("extract"),
  memory_id: MemoryId,
  kind: z.enum(MEMORY_KINDS),
  text: z.string().min(1).max(MAX_MEMORY_TEXT_CHARS),
  key: z.string().min(1).max(MAX_MEMORY_KEY_CHARS).nullable(),
  project: z.string().max(256),
  project_id: z.string().max(1024).nullable(),
  confidence: z.number().min(0).max(1),
  origin: z.enum(["extracted", "model"]),
  grip_ids: z.array(z.string().min(1)).min(1),
  source_node_id: z.string().min(1),
  source_segment_id: z.string().min(1),
  /** The grip extraction made on the message the memory was said in, when no bullet's grip supports it (its id is in grip_ids). */
  source_grip: z
    .object({
      grip_id: z.string().min(1),
      session_id: z.string().min(1),
      event_id: z.string().min(1),
      ts_ms: z.number().int(),
      excerpt: z.string(),
    })
    .optional(),
});

/**
 * Mark a segment extracted: every operation planned from it applied (its raw events become
 * evictable). Of the analysis read: `analyzed_at_ms` must still be the segment's.
 */
export const SegmentExtractedActionSchema = z.object({
  type: z.literal("segment_extracted"),
  analyzed_at_ms: z.number().int(),
  segment_id: z.string().min(1),
});

export const MemoryActionSchema = z.discriminatedUnion("type", [
  PromoteActionSchema,
  ArchiveActionSchema,
  SupersedeActionSchema,
  ExtractActionSchema,
  SegmentExtractedActionSchema,
]);
export type MemoryAction = z.infer<typeof MemoryActionSchema>;

/** Any step's action: a `type` and its fields, as stored in a task. */
export const TaskActionSchema = z.looseObject({ type: z.string().min(1).max(64) });
export type TaskAction = z.infer<typeof TaskActionSchema>;

export const MEMORY_ACTION_TYPES: readonly string[] = ["promote", "archive", "supersede", "extract", "segment_extracted"];
