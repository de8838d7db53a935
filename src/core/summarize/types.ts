/**
 * One summarizer interface for every level of the TOC: a segment is summarized from its
 * events, a day/week/month/year from its children's summaries. Implementations:
 * `extractive` (default, deterministic, no network) and `anthropic` (falls back to extractive).
 */
import type { StoredEvent } from "../ingest/event";
import type { PeriodLevel } from "../toc/time-buckets";

export interface Summary {
  /** At most 10 words for extractive, naming what the user wanted. */
  title: string;
  /** At most 5. */
  bullets: string[];
  /** At most 7; code identifiers keep their spelling. */
  keywords: string[];
}

export type SummarizerName = "extractive" | "anthropic";

/** Why a summary configured for a model was written by the extractive summarizer instead. */
export type FallbackReason = "budget_exhausted" | "api_error" | "timeout" | "invalid_output";

/** Where a rollup bullet came from: bullet `bullet` of child `child` (indexes into the input). */
export interface BulletSource {
  child: number;
  bullet: number;
}

export interface SummaryResult extends Summary {
  /** Which summarizer wrote this summary; store it on the node. */
  summarizer: SummarizerName;
  fallbackReason?: FallbackReason;
  /** Rollups: for each bullet, the child bullets it stands for, so their grips can be kept. */
  bulletSources?: BulletSource[][];
}

export interface SegmentInput {
  kind: "segment";
  /** The segment's members, in (ts_ms, event_id) order. */
  events: readonly StoredEvent[];
  /** Overlap context from the previous segment: read for continuity, never summarized as this segment's work. */
  overlap?: readonly StoredEvent[];
}

export interface ChildSummary {
  nodeId: string;
  /** A segment's session: segments of one session are one piece of work in a day. */
  sessionId?: string | null;
  title: string;
  bullets: readonly { text: string; grip_ids?: readonly string[] }[];
  keywords: readonly string[];
  /** Relative size of the child, e.g. its token or event count; only ratios matter. */
  weight: number;
  startMs: number;
  endMs: number;
}

export interface RollupInput {
  kind: "rollup";
  nodeId: string;
  level: PeriodLevel;
  /** In time order. */
  children: readonly ChildSummary[];
}

export type SummaryInput = SegmentInput | RollupInput;

export interface Summarizer {
  readonly name: SummarizerName;
  summarize(input: SummaryInput): Promise<SummaryResult>;
}
