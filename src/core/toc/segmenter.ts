/**
 * Cuts one session's event stream into segments: an incremental state machine whose state
 * is plain JSON, so the caller can keep it in D1 between queue messages.
 *
 *     feed(state, events, { countTokens }) → { state', closed[], assigned[], duplicates[], unresolved[] }
 *
 * Rules, in (ts_ms, event_id) order:
 * - A new segment starts when the gap to the previous event is more than `gapMs` (exactly
 *   `gapMs` does not split), or when the event would take the segment past `maxTokens`
 *   (an event alone in a fresh segment never splits, however large).
 * - A segment closes at such a boundary, after a `session_end` event (which it keeps), or
 *   when `closeIdle` finds its last event older than `idleMs`.
 * - The next segment of the session carries the previous one's trailing events, within
 *   `overlapMs` of its last event and `overlapTokens` in total, as overlap: context for the
 *   summary, not membership. Segment token counts cover members only.
 * - A segment's id is `seg_<first member event id>`, fixed when it opens.
 *
 * Late events (at or before the newest event already placed, and not seen before):
 * - one that falls after the open segment's first event joins the open segment if it fits
 *   in `maxTokens` (the segment is not closed, so nothing is rewritten);
 * - every other one belongs to a period already closed. The late events of one `feed` call
 *   are grouped by the same gap and token rules into segments of their own, closed at once
 *   with `close_reason: "late"` and no overlap, each named by its first event. Closed
 *   segments are never reopened.
 *
 * Arrival order can still leave the segments other than the canonical ones (the session's
 * events fed in order from the start, with no wall clock: what a rebuild computes). Two cases,
 * and `feed` says so (`diverged`) so that the caller derives the session again:
 * - a late event in a segment of its own (above) — a backfill, a subagent's log read after its
 *   parent's, a spool delivered after hours offline — or a late session_end that joined the
 *   open segment (in order it would have closed it);
 * - an event within `gapMs` of the previous one, arriving after `closeIdle` ended that one's
 *   segment against the wall clock (events stamped long before they arrive: a backfill, or
 *   events posted in order but later than they happened). The state remembers an idle close
 *   (`idle_closed`) until the next event.
 *
 * Redeliveries are dropped: the state remembers the last `dedupeWindow` events it placed
 * (and every member of the open segment). An event newer than anything it forgot is
 * judged exactly; one at or below that horizon comes back in `unresolved` with the state
 * untouched. The caller checks storage (does the event already belong to a segment?) and
 * feeds the truly new ones again with `unseen` listing their ids.
 */
import { z } from "zod";
import type { StoredEvent } from "../ingest/event";
import { SEGMENT_DEDUPE_WINDOW_EVENTS, SEGMENT_GAP_MS, SEGMENT_IDLE_MS, SEGMENT_MAX_TOKENS, SEGMENT_OVERLAP_MS, SEGMENT_OVERLAP_TOKENS } from "./constants";

export interface SegmenterConfig {
  gapMs: number;
  maxTokens: number;
  overlapMs: number;
  overlapTokens: number;
  idleMs: number;
  dedupeWindow: number;
}

export const DEFAULT_SEGMENTER_CONFIG: Readonly<SegmenterConfig> = Object.freeze({
  gapMs: SEGMENT_GAP_MS,
  maxTokens: SEGMENT_MAX_TOKENS,
  overlapMs: SEGMENT_OVERLAP_MS,
  overlapTokens: SEGMENT_OVERLAP_TOKENS,
  idleMs: SEGMENT_IDLE_MS,
  dedupeWindow: SEGMENT_DEDUPE_WINDOW_EVENTS,
});

/** An event's position in the order the segmenter works in. */
export type EventKey = [ts_ms: number, event_id: string];

const EventRefSchema = z.object({ id: z.string(), ts: z.number(), tokens: z.number() });
const KeySchema = z.tuple([z.number(), z.string()]);

const SegmenterStateSchema = z.object({
  v: z.literal(1),
  session_id: z.string(),
  /** The newest event placed in order. */
  watermark: KeySchema.nullable(),
  open: z
    .object({
      segment_id: z.string(),
      /** Sorted by key. */
      members: z.array(EventRefSchema).min(1),
      overlap: z.array(EventRefSchema),
      tokens: z.number(),
    })
    .nullable(),
  /** The last in-order segment's trailing events within the overlap limits: the next segment's overlap. */
  tail: z.array(EventRefSchema),
  /** Recently placed events, oldest first. */
  recent: z.array(KeySchema),
  /** The newest key forgotten from `recent`. */
  horizon: KeySchema.nullable(),
  /** Set when `closeIdle` closed the last segment, until the next event is placed in order. */
  idle_closed: z.literal(true).optional(),
});

/** Plain JSON; store it as is and read it back with `parseSegmenterState`. */
export type SegmenterState = z.infer<typeof SegmenterStateSchema>;
export type EventRef = z.infer<typeof EventRefSchema>;
type OpenSegment = NonNullable<SegmenterState["open"]>;

export type CloseReason = "gap" | "tokens" | "session_end" | "idle" | "late" | "flush";

/** A segment's span: its members and the overlap its summary reads, closed or not. */
export interface SegmentSpan {
  segmentId: string;
  sessionId: string;
  firstEventId: string;
  lastEventId: string;
  startTsMs: number;
  endTsMs: number;
  /** Tokens of the members (overlap not included). */
  tokenCount: number;
  /** Members in (ts_ms, event_id) order. */
  eventIds: string[];
  /** Context from the previous segment, in order; these events are members of that segment, not this one. */
  overlapEventIds: string[];
}

export interface ClosedSegment extends SegmentSpan {
  closeReason: CloseReason;
}

export interface FeedOptions {
  /** Tokens of one event, e.g. `(e) => countEventTokens(counter, e)`. Must be deterministic. */
  countTokens: (event: StoredEvent) => number;
  config?: Partial<SegmenterConfig>;
  /** Ids the caller has confirmed belong to no segment yet (after an `unresolved` answer). */
  unseen?: ReadonlySet<string>;
}

export interface FeedResult {
  state: SegmenterState;
  /** Segments closed by this call, in the order they closed; late segments last. */
  closed: ClosedSegment[];
  /** Every event placed by this call and the segment it belongs to (open or closed). */
  assigned: { event_id: string; segment_id: string }[];
  /** Ids dropped as redeliveries. */
  duplicates: string[];
  /** Events the state cannot tell apart from redeliveries; see the module comment. */
  unresolved: StoredEvent[];
  /**
   * This call placed events other than feeding the session's events in order from the start
   * would (a late segment, or an event an idle close cut from its segment): the session's
   * canonical segments must be derived again from its stored events (a rebuild of the session).
   */
  diverged: boolean;
}

export interface CloseResult {
  state: SegmenterState;
  closed: ClosedSegment[];
}

export function initialSegmenterState(sessionId: string): SegmenterState {
  return { v: 1, session_id: sessionId, watermark: null, open: null, tail: [], recent: [], horizon: null };
}

/** Validates a state read back from storage. Throws a ZodError on anything else. */
export function parseSegmenterState(json: unknown): SegmenterState {
  return SegmenterStateSchema.parse(json);
}

const segmentIdFor = (firstEventId: string): string => `seg_${firstEventId}`;

function compareKeys(a: EventKey, b: EventKey): number {
  return a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);
}

const keyOf = (ref: { id: string; ts: number }): EventKey => [ref.ts, ref.id];
const eventKey = (e: StoredEvent): EventKey => [e.ts_ms, e.event_id];

function cloneState(state: SegmenterState): SegmenterState {
  return {
    ...state,
    open: state.open && { ...state.open, members: [...state.open.members], overlap: [...state.open.overlap] },
    tail: [...state.tail],
    recent: [...state.recent],
  };
}

function configOf(partial: Partial<SegmenterConfig> | undefined): SegmenterConfig {
  return { ...DEFAULT_SEGMENTER_CONFIG, ...partial };
}

/** Places new events of one session. Does not modify `state`. Throws on an event of another session. */
export function feed(state: SegmenterState, events: readonly StoredEvent[], options: FeedOptions): FeedResult {
  const config = configOf(options.config);
  const next = cloneState(state);
  const out: FeedResult = { state: next, closed: [], assigned: [], duplicates: [], unresolved: [], diverged: false };
  const seen = new Set(next.recent.map(([, id]) => id));
  for (const member of next.open?.members ?? []) seen.add(member.id);
  const late: EventRef[] = [];
  const lateEvents = new Map<string, StoredEvent>();

  const sorted = [...events].sort((a, b) => compareKeys(eventKey(a), eventKey(b)));
  for (const event of sorted) {
    if (event.session_id !== next.session_id) {
      throw new Error(`segmenter state of session ${next.session_id} was fed an event of session ${event.session_id}`);
    }
    if (seen.has(event.event_id)) {
      out.duplicates.push(event.event_id);
      continue;
    }
    const key = eventKey(event);
    const inOrder = next.watermark === null || compareKeys(key, next.watermark) > 0;
    if (!inOrder && next.horizon !== null && compareKeys(key, next.horizon) <= 0 && options.unseen?.has(event.event_id) !== true) {
      out.unresolved.push(event);
      continue;
    }
    seen.add(event.event_id);
    const ref: EventRef = { id: event.event_id, ts: event.ts_ms, tokens: options.countTokens(event) };
    remember(next, ref, config);
    if (inOrder) {
      placeInOrder(next, ref, event.event_type === "session_end", config, out);
    } else if (next.open !== null && joinsOpen(next.open, ref, config)) {
      insertSorted(next.open, ref);
      out.assigned.push({ event_id: ref.id, segment_id: next.open.segment_id });
      // In order, a session_end closes its segment before the events after it.
      if (event.event_type === "session_end") out.diverged = true;
    } else {
      late.push(ref);
      lateEvents.set(ref.id, event);
    }
  }
  closeLate(next, late, (id) => lateEvents.get(id)?.event_type === "session_end", config, out);
  if (late.length > 0) out.diverged = true;
  return out;
}

function remember(state: SegmenterState, ref: EventRef, config: SegmenterConfig): void {
  state.recent.push(keyOf(ref));
  while (state.recent.length > Math.max(0, config.dedupeWindow)) {
    const forgotten = state.recent.shift();
    if (forgotten !== undefined && (state.horizon === null || compareKeys(forgotten, state.horizon) > 0)) state.horizon = forgotten;
  }
}

function placeInOrder(state: SegmenterState, ref: EventRef, endsSession: boolean, config: SegmenterConfig, out: FeedResult): void {
  if (state.idle_closed) {
    // In order, the idle-closed segment would have taken this event (or a gap or token rule split it anyway: the rebuild tells).
    if (state.watermark !== null && ref.ts - state.watermark[0] <= config.gapMs) out.diverged = true;
    delete state.idle_closed;
  }
  const open = state.open;
  if (open !== null) {
    const last = open.members[open.members.length - 1];
    if (last !== undefined && ref.ts - last.ts > config.gapMs) closeOpen(state, "gap", config, out);
    else if (open.tokens + ref.tokens > config.maxTokens) closeOpen(state, "tokens", config, out);
  }
  if (state.open === null) {
    state.open = { segment_id: segmentIdFor(ref.id), members: [], overlap: state.tail, tokens: 0 };
  }
  state.open.members.push(ref);
  state.open.tokens += ref.tokens;
  state.watermark = keyOf(ref);
  out.assigned.push({ event_id: ref.id, segment_id: state.open.segment_id });
  if (endsSession) closeOpen(state, "session_end", config, out);
}

function joinsOpen(open: OpenSegment, ref: EventRef, config: SegmenterConfig): boolean {
  const first = open.members[0];
  return first !== undefined && compareKeys(keyOf(ref), keyOf(first)) > 0 && open.tokens + ref.tokens <= config.maxTokens;
}

function insertSorted(open: OpenSegment, ref: EventRef): void {
  let i = open.members.length;
  while (i > 0 && compareKeys(keyOf(open.members[i - 1] as EventRef), keyOf(ref)) > 0) i--;
  open.members.splice(i, 0, ref);
  open.tokens += ref.tokens;
}

/** The trailing members within the overlap limits, oldest first. */
function overlapTail(members: readonly EventRef[], config: SegmenterConfig): EventRef[] {
  const last = members[members.length - 1];
  if (last === undefined) return [];
  const tail: EventRef[] = [];
  let tokens = 0;
  for (let i = members.length - 1; i >= 0; i--) {
    const member = members[i] as EventRef;
    if (last.ts - member.ts > config.overlapMs || tokens + member.tokens > config.overlapTokens) break;
    tokens += member.tokens;
    tail.push(member);
  }
  return tail.reverse();
}

function toClosed(sessionId: string, segmentId: string, members: readonly EventRef[], overlap: readonly EventRef[], reason: CloseReason): ClosedSegment {
  return { ...spanOf(sessionId, segmentId, members, overlap), closeReason: reason };
}

function spanOf(sessionId: string, segmentId: string, members: readonly EventRef[], overlap: readonly EventRef[]): SegmentSpan {
  const first = members[0] as EventRef;
  const last = members[members.length - 1] as EventRef;
  return {
    segmentId,
    sessionId,
    firstEventId: first.id,
    lastEventId: last.id,
    startTsMs: first.ts,
    endTsMs: last.ts,
    tokenCount: members.reduce((sum, m) => sum + m.tokens, 0),
    eventIds: members.map((m) => m.id),
    overlapEventIds: overlap.map((m) => m.id),
  };
}

/**
 * The session's open segment as it stands, or null: what a provisional summary of work in
 * progress covers. Its id and first event never change while it is open (a late event joins
 * only after the first), so the segment it closes into has the same id.
 */
export function openSpan(state: SegmenterState): SegmentSpan | null {
  const open = state.open;
  return open === null ? null : spanOf(state.session_id, open.segment_id, open.members, open.overlap);
}

function closeOpen(state: SegmenterState, reason: CloseReason, config: SegmenterConfig, out: { closed: ClosedSegment[] }): void {
  const open = state.open;
  if (open === null) return;
  out.closed.push(toClosed(state.session_id, open.segment_id, open.members, open.overlap, reason));
  state.tail = overlapTail(open.members, config);
  state.open = null;
}

function closeLate(state: SegmenterState, late: EventRef[], endsSession: (id: string) => boolean, config: SegmenterConfig, out: FeedResult): void {
  let group: EventRef[] = [];
  let tokens = 0;
  const emit = (): void => {
    const first = group[0];
    if (first === undefined) return;
    const segmentId = segmentIdFor(first.id);
    out.closed.push(toClosed(state.session_id, segmentId, group, [], "late"));
    for (const member of group) out.assigned.push({ event_id: member.id, segment_id: segmentId });
    group = [];
    tokens = 0;
  };
  for (const ref of late) {
    const previous = group[group.length - 1];
    if (previous !== undefined && (ref.ts - previous.ts > config.gapMs || tokens + ref.tokens > config.maxTokens)) emit();
    group.push(ref);
    tokens += ref.tokens;
    if (endsSession(ref.id)) emit();
  }
  emit();
}

/** The instant after which `closeIdle` closes the open segment, or null when nothing is open. Handy for a DO alarm. */
export function idleDeadline(state: SegmenterState, config?: Partial<SegmenterConfig>): number | null {
  const last = state.open?.members[state.open.members.length - 1];
  return last === undefined ? null : last.ts + configOf(config).idleMs;
}

/** Closes the open segment when its last event is more than `idleMs` older than `nowMs`. Does not modify `state`. */
export function closeIdle(state: SegmenterState, nowMs: number, config?: Partial<SegmenterConfig>): CloseResult {
  const deadline = idleDeadline(state, config);
  if (deadline === null || nowMs <= deadline) return { state, closed: [] };
  const next = cloneState(state);
  const out: CloseResult = { state: next, closed: [] };
  closeOpen(next, "idle", configOf(config), out);
  next.idle_closed = true;
  return out;
}

/** Closes the open segment now, whatever its age (a rebuild, a test, a session known to be over). */
export function flush(state: SegmenterState, config?: Partial<SegmenterConfig>): CloseResult {
  if (state.open === null) return { state, closed: [] };
  const next = cloneState(state);
  const out: CloseResult = { state: next, closed: [] };
  closeOpen(next, "flush", configOf(config), out);
  return out;
}
