/** The rows the builder and the rebuild write for the segmenter's segments and the nodes above them. */
import { parentNodeDrafts, type SegmentNodeDraft } from "../core/toc/segment-node";
import { segmentNodeId } from "../core/toc/time-buckets";
import type { ClosedSegment, SegmenterState } from "../core/toc/segmenter";
import type { MemberRow, ParentNodeRow, SegmentNodeRow, SegmentRow } from "../db/build";
import type { GripRow } from "../db/toc";
import type { Grip } from "../core/toc/grips";

export function closedSegmentRow(segment: ClosedSegment, nodeId: string): SegmentRow {
  return {
    segmentId: segment.segmentId,
    sessionId: segment.sessionId,
    state: "closed",
    closeReason: segment.closeReason,
    firstEventId: segment.firstEventId,
    lastEventId: segment.lastEventId,
    startTsMs: segment.startTsMs,
    endTsMs: segment.endTsMs,
    tokenCount: segment.tokenCount,
    eventCount: segment.eventIds.length,
    overlapEventIds: segment.overlapEventIds,
    nodeId,
  };
}

/** The session's open segment, if it has one, naming the provisional node that shows it (the closed segment's node will have the same id). */
export function openSegmentRow(state: SegmenterState, timeZone: string): SegmentRow | null {
  const open = state.open;
  if (open === null) return null;
  const first = open.members[0]!;
  const last = open.members[open.members.length - 1]!;
  return {
    segmentId: open.segment_id,
    sessionId: state.session_id,
    state: "open",
    closeReason: null,
    firstEventId: first.id,
    lastEventId: last.id,
    startTsMs: first.ts,
    endTsMs: last.ts,
    tokenCount: open.tokens,
    eventCount: open.members.length,
    overlapEventIds: open.overlap.map((o) => o.id),
    nodeId: segmentNodeId(first.ts, first.id, timeZone),
  };
}

/** The segment_members row of an event the segmenter assigned. */
export function memberRow(assigned: { event_id: string; segment_id: string }): MemberRow {
  return { eventId: assigned.event_id, segmentId: assigned.segment_id };
}

/** The grips row of a grip the segment node's bullets got. */
export function gripRow(grip: Grip, sessionId: string): GripRow {
  return {
    gripId: grip.gripId,
    nodeId: grip.nodeId,
    bulletIndex: grip.bulletIndex,
    excerpt: grip.excerpt,
    eventIdStart: grip.eventIdStart,
    eventIdEnd: grip.eventIdEnd,
    sessionId,
    tsMs: grip.tsMs,
    score: grip.score,
  };
}

/** The node of a segment: `open` for the provisional node of a session's open segment. */
export function segmentNodeRow(draft: SegmentNodeDraft, open = false): SegmentNodeRow {
  return {
    nodeId: draft.nodeId,
    parentId: draft.parentId,
    sessionId: draft.sessionId,
    title: draft.title,
    bullets: draft.bullets,
    keywords: draft.keywords,
    startTsMs: draft.startMs,
    endTsMs: draft.endMs + 1, // half-open, like every node's range
    summarizer: draft.summarizer,
    status: open ? "provisional" : "final",
  };
}

/** The day, week, month and year above a segment node, as placeholders until rolled up. */
export function pendingParentRows(segmentNodeId: string, timeZone: string): ParentNodeRow[] {
  return parentNodeDrafts(segmentNodeId, timeZone).map((p) => ({
    nodeId: p.node_id,
    level: p.level,
    parentId: p.parent_id,
    title: pendingTitle(p.node_id),
    startTsMs: p.start_ms,
    endTsMs: p.end_ms,
  }));
}

/** The placeholder title of a period whose summary has not been rolled up yet. */
function pendingTitle(nodeId: string): string {
  return `${nodeId.replace(/^toc:[a-z]+:/, "")} (summary pending)`;
}
