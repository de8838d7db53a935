import type { StoredEvent } from "../core/ingest/event";
import { sameContent } from "../core/toc/rollup";
import { buildSegmentNode } from "../core/toc/segment-node";
import { closeIdle, feed, idleDeadline, initialSegmenterState, openSpan, type SegmenterState } from "../core/toc/segmenter";
import { extractiveSummarizer } from "../core/summarize";
import type { Summarizer } from "../core/summarize/types";
import { ancestorNodeIds } from "../core/toc/time-buckets";
import { countEventTokens, loadTokenCounter } from "../core/toc/tokens";
import type { MemberRow, SegmentNodeRow, SegmentRow } from "../db/build";
import {
  countSessionEvents,
  periodNodesOverlapping,
  segmentNodesOfSessions,
  sessionEvents,
  sessionsInRange,
  sessionsWithEvictedEvents,
  storedSessions,
  writeRebuild,
  type RebuildWrite,
  type StoredSessions,
} from "../db/rebuild";
import type { Database } from "../db/handle";
import { closedSegmentRow, gripRow, memberRow, openSegmentRow, pendingParentRows, segmentNodeRow } from "./segment-rows";

/** Most processed events one rebuild recomputes (its sessions' events, not only those in the range). */
export const REBUILD_MAX_EVENTS = 20_000;
/** Node ids a report lists per kind at most. */
const REPORT_MAX_IDS = 200;

export interface RebuildRange {
  fromMs: number;
  toMs: number;
}

/** What a rebuild changed (or, in a dry run, would change). Plain data: it crosses RPC. */
export interface RebuildPlanReport {
  sessions: number;
  /**
   * Sessions left as they are because some of their raw events were evicted: recomputing them
   * from tombstones would rewrite good summaries with empty ones, so their segments, nodes and
   * grips are kept.
   */
  kept_evicted_sessions: number;
  /** Sessions whose segments differ from what is stored (their segment and member rows are replaced). */
  resegmented_sessions: number;
  events: number;
  segment_nodes: { added: string[]; changed: string[]; removed: string[]; unchanged: number; truncated: boolean };
  /** Period nodes the rebuild rolls up again: those overlapping the range and the ancestors of changed segments. */
  periods_to_roll_up: number;
  /** Their ids, sorted (at most 200). */
  period_nodes: string[];
}

export type RebuildPlan = { ok: true; report: RebuildPlanReport; write: RebuildWrite } | { ok: false; sessions: number; events: number };

/**
 * Recomputes a user's segments and segment nodes for the sessions with events in a range,
 * from their raw (processed) events, and compares them with what is stored. Each session
 * is segmented from scratch in event order — the canonical segmentation, which may differ
 * from the stored one where events once arrived late — and its open segment is closed if
 * idle at `asOfMs`, as the builder would. Unchanged nodes keep their version; changed ones
 * get a new one (the old is archived); nodes no longer produced are archived and deleted.
 */
export class TocRebuild {
  constructor(
    private readonly db: Database,
    private readonly userId: string,
    private readonly timeZone: string,
    private readonly summarizer: Summarizer,
  ) {}

  async plan(range: RebuildRange, asOfMs: number): Promise<RebuildPlan> {
    return this.#plan(await sessionsInRange(this.db, this.userId, range.fromMs, range.toMs), range, asOfMs);
  }

  /**
   * The same for some sessions, whole: used when an event's text changed after its segments
   * were built. Only the ancestors of segment nodes that changed are rolled up again.
   */
  async planSessions(sessionIds: readonly string[], asOfMs: number, options: { forgetting?: boolean } = {}): Promise<RebuildPlan> {
    return this.#plan([...sessionIds], undefined, asOfMs, options.forgetting === true);
  }

  /**
   * `forgetting`: sessions with evicted events are recomputed too. Forgetting wants exactly that:
   * their summaries must no longer hold what the forgotten events said.
   */
  async #plan(candidates: string[], range: RebuildRange | undefined, asOfMs: number, forgetting = false): Promise<RebuildPlan> {
    const evicted = candidates.length === 0 || forgetting ? new Set<string>() : await sessionsWithEvictedEvents(this.db, this.userId, candidates);
    const sessionIds = candidates.filter((id) => !evicted.has(id));
    const eventCount = sessionIds.length === 0 ? 0 : await countSessionEvents(this.db, this.userId, sessionIds);
    if (eventCount > REBUILD_MAX_EVENTS) return { ok: false, sessions: sessionIds.length, events: eventCount };

    const [eventsBySession, stored] = await Promise.all([sessionEvents(this.db, this.userId, sessionIds), storedSessions(this.db, this.userId, sessionIds)]);
    const counter = await loadTokenCounter();
    const countTokens = (event: StoredEvent) => countEventTokens(counter, event);
    const write: RebuildWrite = {
      resegmented: [],
      sessions: [],
      segments: [],
      members: [],
      added: [],
      changed: [],
      removed: [],
      openRemoved: [],
      open: [],
      grips: [],
      parents: [],
      dirty: [],
    };
    const drafts: SegmentNodeRow[] = [];
    let span: RebuildRange = range ? { ...range } : { fromMs: Number.POSITIVE_INFINITY, toMs: Number.NEGATIVE_INFINITY };

    for (const sessionId of sessionIds) {
      const events = eventsBySession.get(sessionId) ?? [];
      if (events.length === 0) continue;
      span = { fromMs: Math.min(span.fromMs, events[0]!.ts_ms), toMs: Math.max(span.toMs, events[events.length - 1]!.ts_ms + 1) };
      const fed = feed(initialSegmenterState(sessionId), events, { countTokens });
      const idle = closeIdle(fed.state, asOfMs);
      const closed = [...fed.closed, ...idle.closed];
      const members = fed.assigned.map(memberRow);
      const segments: SegmentRow[] = [];
      for (const segment of closed) {
        const draft = await buildSegmentNode(segment, events, this.timeZone, this.summarizer);
        drafts.push(segmentNodeRow(draft));
        write.grips.push(...draft.grips.map((g) => gripRow(g, sessionId)));
        segments.push(closedSegmentRow(segment, draft.nodeId));
      }
      const openSegment = openSpan(idle.state);
      if (openSegment) {
        // As the builder does: a provisional node for the open segment, summarized extractively.
        const draft = await buildSegmentNode(openSegment, events, this.timeZone, extractiveSummarizer);
        write.open.push(segmentNodeRow(draft, true));
        write.grips.push(...draft.grips.map((g) => gripRow(g, sessionId)));
        write.parents.push(...pendingParentRows(draft.nodeId, this.timeZone));
      }
      const open = openSegmentRow(idle.state, this.timeZone);
      if (open) segments.push(open);
      this.#compareSession(sessionId, idle.state, segments, members, stored, write);
    }

    const storedNodes = span.fromMs < span.toMs ? await segmentNodesOfSessions(this.db, this.userId, sessionIds, span.fromMs, span.toMs) : [];
    // Open segments' nodes are replaced whatever they hold (they are rewritten by every build anyway): a closed segment that was open is added.
    write.openRemoved = storedNodes.filter((n) => n.status === "provisional").map((n) => n.nodeId);
    const existing = storedNodes.filter((n) => n.status !== "provisional");
    const byId = new Map(existing.map((n) => [n.nodeId, n]));
    const report: RebuildPlanReport["segment_nodes"] = { added: [], changed: [], removed: [], unchanged: 0, truncated: false };
    const list = (ids: string[], id: string): void => {
      if (ids.length < REPORT_MAX_IDS) ids.push(id);
      else report.truncated = true;
    };
    const ancestors = new Set(write.openRemoved.flatMap(ancestorNodeIds));
    for (const draft of drafts) {
      const old = byId.get(draft.nodeId);
      byId.delete(draft.nodeId);
      if (old === undefined) {
        write.added.push(draft);
        list(report.added, draft.nodeId);
      } else if (!sameContent(old, draft) || old.startTsMs !== draft.startTsMs || old.endTsMs !== draft.endTsMs || old.parentId !== draft.parentId) {
        write.changed.push({ ...draft, expectedVersion: old.version });
        list(report.changed, draft.nodeId);
        for (const id of ancestorNodeIds(old.nodeId)) ancestors.add(id);
      } else {
        report.unchanged++;
        continue;
      }
      for (const parent of pendingParentRows(draft.nodeId, this.timeZone)) {
        ancestors.add(parent.nodeId);
        write.parents.push(parent);
      }
    }
    for (const gone of byId.values()) {
      write.removed.push({ nodeId: gone.nodeId, expectedVersion: gone.version });
      list(report.removed, gone.nodeId);
      for (const id of ancestorNodeIds(gone.nodeId)) ancestors.add(id);
    }
    // Every period in a range is rolled up again, whether or not its segments changed.
    const periods = range ? await periodNodesOverlapping(this.db, this.userId, range.fromMs, range.toMs) : [];
    write.dirty = [...new Set([...periods, ...ancestors])];
    return {
      ok: true,
      write,
      report: {
        sessions: sessionIds.length,
        kept_evicted_sessions: evicted.size,
        resegmented_sessions: write.resegmented.length,
        events: eventCount,
        segment_nodes: report,
        periods_to_roll_up: write.dirty.length,
        period_nodes: [...write.dirty].sort().slice(0, REPORT_MAX_IDS),
      },
    };
  }

  async apply(write: RebuildWrite): Promise<void> {
    await writeRebuild(this.db, this.userId, write, Date.now());
  }

  /** Adds a session's state and segment rows to the write unless they are what is stored already. */
  #compareSession(sessionId: string, state: SegmenterState, segments: SegmentRow[], members: MemberRow[], stored: StoredSessions, write: RebuildWrite): void {
    const stateJson = JSON.stringify(state);
    if (stored.states.get(sessionId) !== stateJson) {
      write.sessions.push({ sessionId, state: stateJson, idleDeadlineMs: idleDeadline(state) });
    }
    const storedSegments = stored.segments.filter((s) => s.sessionId === sessionId);
    const sameSegments =
      JSON.stringify(storedSegments.map(segmentKey).sort()) === JSON.stringify(segments.map(segmentKey).sort()) &&
      members.every((m) => stored.members.get(m.eventId) === m.segmentId) &&
      storedSegments.reduce((n, s) => n + s.eventCount, 0) === members.length;
    if (sameSegments) return;
    write.resegmented.push(sessionId);
    write.segments.push(...segments);
    write.members.push(...members);
  }
}

function segmentKey(s: SegmentRow): string {
  return JSON.stringify([s.segmentId, s.state, s.firstEventId, s.lastEventId, s.startTsMs, s.endTsMs, s.tokenCount, s.eventCount, s.overlapEventIds, s.nodeId]);
}
