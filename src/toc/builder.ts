import type { StoredEvent } from "../core/ingest/event";
import {
  closeIdle,
  feed,
  idleDeadline,
  initialSegmenterState,
  openSpan,
  parseSegmenterState,
  type ClosedSegment,
  type SegmentSpan,
  type FeedResult,
  type SegmenterConfig,
  type SegmenterState,
} from "../core/toc/segmenter";
import { extractiveSummarizer } from "../core/summarize";
import type { Summarizer } from "../core/summarize/types";
import { buildSegmentNode } from "../core/toc/segment-node";
import { countEventTokens, loadTokenCounter } from "../core/toc/tokens";
import { assignedEventIds, eventsByIds, idleSessions, pendingOutboxEvents, sessionStates, writeBuild, type BuildWrite } from "../db/build";
import type { Database } from "../db/handle";
import { closedSegmentRow, gripRow, memberRow, openSegmentRow, pendingParentRows, segmentNodeRow } from "./segment-rows";

/** Outbox rows one build step takes: a step's D1 batch stays well inside D1's limits. */
export const BUILD_STEP_EVENTS = 500;
/** Segmenter states a builder keeps parsed (each holds up to a thousand-entry dedupe window). */
const MAX_REMEMBERED_STATES = 64;
/** Sessions one idle pass closes. */
const IDLE_STEP_SESSIONS = 100;

export interface StepReport {
  /** Outbox rows consumed. */
  processed: number;
  /** The highest outbox seq consumed; every lower pending row was consumed before it. */
  throughSeq: number | null;
  closedSegments: number;
}

/**
 * Turns a user's pending events into segments, segment nodes, grips and parents. One step
 * reads, plans in memory and writes everything — including the outbox rows it consumed —
 * in one D1 batch, so a step that dies half-way leaves no trace and a step run twice finds
 * nothing left to do. The caller (the user's Durable Object) runs one step at a time.
 */
export class TocBuilder {
  /**
   * The segmenter states this builder last wrote, with their JSON. A state read back unchanged
   * is not parsed again: parsing (a thousand-entry dedupe window per session) took about a
   * tenth of a build. A state someone else wrote (a rebuild) differs from the JSON and is parsed.
   */
  readonly #written = new Map<string, { json: string; state: SegmenterState }>();

  constructor(
    private readonly db: Database,
    private readonly userId: string,
    private readonly timeZone: string,
    private readonly summarizer: Summarizer,
    private readonly config: Partial<SegmenterConfig> = {},
  ) {}

  /** Consumes up to BUILD_STEP_EVENTS pending outbox rows. */
  async step(): Promise<StepReport> {
    const pending = await pendingOutboxEvents(this.db, this.userId, BUILD_STEP_EVENTS);
    if (pending.length === 0) return { processed: 0, throughSeq: null, closedSegments: 0 };
    const countTokens = await this.#tokenCounter();
    const bySession = new Map<string, StoredEvent[]>();
    for (const event of pending) {
      const list = bySession.get(event.session_id) ?? [];
      list.push(event);
      bySession.set(event.session_id, list);
    }
    const stored = await sessionStates(this.db, this.userId, [...bySession.keys()]);
    const write = emptyWrite();
    const closed: ClosedSegment[] = [];
    const states: SegmenterState[] = [];
    for (const [sessionId, events] of bySession) {
      events.sort(byKey);
      const { state, diverged } = await this.#feedSession(this.#stateOf(sessionId, stored.get(sessionId)), events, countTokens, write, closed);
      if (diverged) write.refreshes.push(sessionId);
      this.#recordState(state, write);
      states.push(state);
    }
    const open = states.map(openSpan).filter((span): span is SegmentSpan => span !== null);
    await this.#planNodes(closed, open, pending, write);
    write.processedSeqs = pending.map((e) => e.seq);
    await writeBuild(this.db, this.userId, write, Date.now());
    this.#remember(write, states);
    return { processed: pending.length, throughSeq: pending[pending.length - 1]!.seq, closedSegments: closed.length };
  }

  /** Closes the open segments whose sessions have been idle past their deadline. Answers how many closed. */
  async closeIdle(nowMs: number): Promise<number> {
    const due = await idleSessions(this.db, this.userId, nowMs, IDLE_STEP_SESSIONS);
    if (due.size === 0) return 0;
    const write = emptyWrite();
    const closed: ClosedSegment[] = [];
    const states: SegmenterState[] = [];
    for (const [sessionId, json] of due) {
      const result = closeIdle(this.#stateOf(sessionId, json), nowMs, this.config);
      closed.push(...result.closed);
      this.#recordState(result.state, write);
      states.push(result.state);
    }
    await this.#planNodes(closed, [], [], write);
    await writeBuild(this.db, this.userId, write, Date.now());
    this.#remember(write, states);
    return closed.length;
  }

  async #tokenCounter(): Promise<(event: StoredEvent) => number> {
    const counter = await loadTokenCounter();
    return (event) => countEventTokens(counter, event);
  }

  /**
   * Feeds one session's new events; redeliveries the state cannot judge are checked against
   * storage. `diverged`: some were placed other than in order (see feed), and the session is to
   * be derived again once this step is written.
   */
  async #feedSession(
    state: SegmenterState,
    events: StoredEvent[],
    countTokens: (event: StoredEvent) => number,
    write: BuildWrite,
    closed: ClosedSegment[],
  ): Promise<{ state: SegmenterState; diverged: boolean }> {
    let diverged = false;
    const collect = (result: FeedResult): SegmenterState => {
      write.members.push(...result.assigned.map(memberRow));
      closed.push(...result.closed);
      diverged ||= result.diverged;
      return result.state;
    };
    const first = feed(state, events, { countTokens, config: this.config });
    let next = collect(first);
    if (first.unresolved.length > 0) {
      const assigned = await assignedEventIds(
        this.db,
        this.userId,
        first.unresolved.map((e) => e.event_id),
      );
      const unseen = first.unresolved.filter((e) => !assigned.has(e.event_id));
      if (unseen.length > 0) {
        next = collect(feed(next, unseen, { countTokens, config: this.config, unseen: new Set(unseen.map((e) => e.event_id)) }));
      }
    }
    return { state: next, diverged };
  }

  #stateOf(sessionId: string, json: string | undefined): SegmenterState {
    const known = json === undefined ? undefined : this.#written.get(sessionId);
    return known !== undefined && known.json === json ? known.state : stateOf(sessionId, json);
  }

  /** Remembers the states a successful write stored (`states` in the order of `write.sessions`). */
  #remember(write: BuildWrite, states: SegmenterState[]): void {
    if (this.#written.size + states.length > MAX_REMEMBERED_STATES) this.#written.clear();
    for (const [i, row] of write.sessions.entries()) this.#written.set(row.sessionId, { json: row.state, state: states[i]! });
  }

  #recordState(state: SegmenterState, write: BuildWrite): void {
    write.sessions.push({ sessionId: state.session_id, state: JSON.stringify(state), idleDeadlineMs: idleDeadline(state, this.config) });
    const open = openSegmentRow(state, this.timeZone);
    if (open) write.segments.push(open);
  }

  /**
   * Summarizes closed segments, and the open segments of the sessions this step added to, and
   * adds their nodes, grips, parents and (closed) segment rows to the write. An open segment's
   * node is provisional and rewritten by each build; it is summarized by the extractive
   * summarizer whatever the deployment's, as a model call per build would spend the daily
   * budget on drafts. Its parents are marked dirty too, so the day's rollup counts it.
   */
  async #planNodes(closed: ClosedSegment[], open: SegmentSpan[], known: readonly StoredEvent[], write: BuildWrite): Promise<void> {
    if (closed.length === 0 && open.length === 0) return;
    const byId = new Map(known.map((e) => [e.event_id, e] as const));
    const spans = [...closed, ...open];
    const missing = [...new Set(spans.flatMap((s) => [...s.eventIds, ...s.overlapEventIds]))].filter((id) => !byId.has(id));
    for (const event of await eventsByIds(this.db, this.userId, missing)) byId.set(event.event_id, event);
    const events = [...byId.values()];
    const plan = async (segment: SegmentSpan, isOpen: boolean) => {
      const draft = await buildSegmentNode(segment, events, this.timeZone, isOpen ? extractiveSummarizer : this.summarizer);
      write.nodes.push(segmentNodeRow(draft, isOpen));
      write.grips.push(...draft.grips.map((g) => gripRow(g, segment.sessionId)));
      write.parents.push(...pendingParentRows(draft.nodeId, this.timeZone));
      return draft;
    };
    for (const segment of closed) {
      const draft = await plan(segment, false);
      write.segments.push(closedSegmentRow(segment, draft.nodeId));
    }
    for (const segment of open) await plan(segment, true);
  }
}

function emptyWrite(): BuildWrite {
  return { sessions: [], segments: [], members: [], nodes: [], parents: [], grips: [], processedSeqs: [], refreshes: [] };
}

function stateOf(sessionId: string, json: string | undefined): SegmenterState {
  return json === undefined ? initialSegmenterState(sessionId) : parseSegmenterState(JSON.parse(json));
}

function byKey(a: StoredEvent, b: StoredEvent): number {
  return a.ts_ms - b.ts_ms || (a.event_id < b.event_id ? -1 : a.event_id > b.event_id ? 1 : 0);
}
