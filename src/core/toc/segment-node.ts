/**
 * From a closed segment to the rows the TOC needs: the segment node (summary, bullets with
 * their grip ids, keywords, which summarizer wrote it), its grips, and its parents up to the
 * year as placeholders to create once. Pure apart from the summarizer call.
 */
import type { StoredEvent } from "../ingest/event";
import { extractGrips, type Grip } from "./grips";
import type { SegmentSpan } from "./segmenter";
import type { FallbackReason, Summarizer, SummarizerName } from "../summarize/types";
import { ancestorNodeIds, parseNodeId, periodRange, segmentNodeId, type PeriodLevel, type TimeRange } from "./time-buckets";

export interface NodeBullet {
  text: string;
  /** Empty when no event supports the bullet (`supported: false`); show it as unsupported. */
  grip_ids: string[];
  supported: boolean;
}

export interface SegmentNodeDraft {
  nodeId: string;
  level: "segment";
  /** The day node. */
  parentId: string;
  segmentId: string;
  sessionId: string;
  title: string;
  bullets: NodeBullet[];
  keywords: string[];
  summarizer: SummarizerName;
  fallbackReason?: FallbackReason;
  /** First and last member event, inclusive. */
  startMs: number;
  endMs: number;
  grips: Grip[];
}

/**
 * Whether a node is the open part of a running session: a segment node stays `provisional`
 * while its segment is open (rewritten by every build), and becomes `final` when it closes.
 */
export function isOpenSegment(node: { level: string; status: string }): boolean {
  return node.level === "segment" && node.status === "provisional";
}

export interface PeriodNodeDraft extends TimeRange {
  node_id: string;
  level: PeriodLevel;
  parent_id: string | null;
}

/**
 * Summarizes a segment (closed, or open for a provisional node) and grips its bullets. `events` must hold every member
 * (and may hold the overlap events and others, which are ignored unless they are overlap).
 * Throws when a member is missing: summarizing a partial segment would be silent data loss.
 */
export async function buildSegmentNode(
  segment: SegmentSpan,
  events: readonly StoredEvent[],
  timeZone: string,
  summarizer: Summarizer,
): Promise<SegmentNodeDraft> {
  const byId = new Map(events.map((e) => [e.event_id, e]));
  const members = segment.eventIds.map((id) => byId.get(id));
  const missing = segment.eventIds.filter((_, i) => members[i] === undefined);
  if (missing.length > 0) throw new Error(`segment ${segment.segmentId} is missing ${missing.length} member events, e.g. ${missing[0]}`);
  const memberEvents = members as StoredEvent[];
  const overlap = segment.overlapEventIds.map((id) => byId.get(id)).filter((e): e is StoredEvent => e !== undefined);

  const nodeId = segmentNodeId(segment.startTsMs, segment.firstEventId, timeZone);
  const summary = await summarizer.summarize({ kind: "segment", events: memberEvents, overlap });
  const gripped = extractGrips(nodeId, summary.bullets, memberEvents);
  const grips = gripped.flatMap((g) => (g.grip === null ? [] : [g.grip]));
  return {
    nodeId,
    level: "segment",
    parentId: ancestorNodeIds(nodeId)[0] as string,
    segmentId: segment.segmentId,
    sessionId: segment.sessionId,
    title: summary.title,
    bullets: gripped.map((g) => ({ text: g.text, grip_ids: g.grip === null ? [] : [g.grip.gripId], supported: g.supported })),
    keywords: summary.keywords,
    summarizer: summary.summarizer,
    ...(summary.fallbackReason === undefined ? {} : { fallbackReason: summary.fallbackReason }),
    startMs: segment.startTsMs,
    endMs: segment.endTsMs,
    grips,
  };
}

/** The day, week, month and year above a segment node, nearest first, with their time ranges in the zone. */
export function parentNodeDrafts(segmentNode: string, timeZone: string): PeriodNodeDraft[] {
  const ids = ancestorNodeIds(segmentNode);
  return ids.map((id, i) => {
    const parsed = parseNodeId(id);
    if (parsed === null || parsed.level === "segment") throw new RangeError(`not a period node: ${id}`);
    return { node_id: id, level: parsed.level, parent_id: ids[i + 1] ?? null, ...periodRange(id, timeZone) };
  });
}
