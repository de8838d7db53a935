import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EventType, StoredEvent } from "../../src/core/ingest/event";
import {
  closeIdle,
  DEFAULT_SEGMENTER_CONFIG,
  feed,
  flush,
  idleDeadline,
  initialSegmenterState,
  openSpan,
  parseSegmenterState,
  type ClosedSegment,
  type FeedOptions,
  type SegmenterConfig,
  type SegmenterState,
} from "../../src/core/toc/segmenter";

const MIN_MS = 60_000;
const T0 = Date.UTC(2026, 0, 31, 9, 0, 0);
const SESSION = "sess-1";

/** Events carry their token count in metadata so tests control sizes exactly. */
function event(index: number, ts: number, tokens: number, type: EventType = "user_message"): StoredEvent {
  return {
    event_id: `E${String(index).padStart(6, "0")}`,
    session_id: SESSION,
    agent: "claude-code",
    ts_ms: ts,
    event_type: type,
    role: "user",
    text: "",
    metadata: { tokens: String(tokens) },
  };
}

const countTokens = (e: StoredEvent): number => Number(e.metadata["tokens"]);
const opts = (config?: Partial<SegmenterConfig>, unseen?: ReadonlySet<string>): FeedOptions => ({ countTokens, config, unseen });

/** Builds a session from (minutes after the previous event, tokens) pairs. */
function session(steps: [gapMs: number, tokens: number, type?: EventType][]): StoredEvent[] {
  let ts = T0;
  return steps.map(([gap, tokens, type], i) => {
    ts += gap;
    return event(i, ts, tokens, type);
  });
}

function runAll(events: StoredEvent[], batches: number[] = [events.length], config?: Partial<SegmenterConfig>) {
  let state = initialSegmenterState(SESSION);
  const closed: ClosedSegment[] = [];
  let start = 0;
  for (const size of [...batches, events.length]) {
    const result = feed(state, events.slice(start, start + size), opts(config));
    state = result.state;
    closed.push(...result.closed);
    start += size;
    if (start >= events.length) break;
  }
  const final = flush(state, config);
  return { state, closed, all: [...closed, ...final.closed] };
}

const ids = (segments: ClosedSegment[]) => segments.map((s) => s.eventIds);

describe("boundaries", () => {
  it("does not split at a gap of exactly 30 minutes, and splits just past it", () => {
    const { all } = runAll(
      session([
        [0, 10],
        [30 * MIN_MS, 10],
        [30 * MIN_MS + 1, 10],
      ]),
    );
    expect(ids(all)).toEqual([["E000000", "E000001"], ["E000002"]]);
    expect(all[0]?.closeReason).toBe("gap");
  });

  it("splits before an event that would pass 4,000 tokens, and keeps a lone oversized event", () => {
    const { all } = runAll(
      session([
        [0, 3_000],
        [MIN_MS, 1_000],
        [MIN_MS, 1],
        [MIN_MS, 9_000],
        [MIN_MS, 5],
      ]),
    );
    expect(ids(all)).toEqual([["E000000", "E000001"], ["E000002"], ["E000003"], ["E000004"]]);
    expect(all.map((s) => s.tokenCount)).toEqual([4_000, 1, 9_000, 5]);
    expect(all.slice(0, 3).map((s) => s.closeReason)).toEqual(["tokens", "tokens", "tokens"]);
  });

  it("closes at session_end, keeping the session_end event", () => {
    const result = feed(
      initialSegmenterState(SESSION),
      session([
        [0, 5],
        [MIN_MS, 5, "session_end"],
      ]),
      opts(),
    );
    expect(result.closed).toHaveLength(1);
    expect(result.closed[0]).toMatchObject({ closeReason: "session_end", eventIds: ["E000000", "E000001"] });
    expect(result.state.open).toBeNull();
  });

  it("names segments by their first event and describes them fully", () => {
    const { all } = runAll(
      session([
        [0, 5],
        [MIN_MS, 7],
      ]),
    );
    expect(all[0]).toEqual({
      segmentId: "seg_E000000",
      sessionId: SESSION,
      firstEventId: "E000000",
      lastEventId: "E000001",
      startTsMs: T0,
      endTsMs: T0 + MIN_MS,
      tokenCount: 12,
      eventIds: ["E000000", "E000001"],
      overlapEventIds: [],
      closeReason: "flush",
    });
  });
});

describe("overlap", () => {
  it("carries the last 5 minutes, at most 500 tokens, into the next segment as context", () => {
    // Segment 1 ends at minute 20; minutes 14 (too old), 16, 18, 20 are candidates.
    const events = session([
      [0, 3_000],
      [14 * MIN_MS, 100],
      [2 * MIN_MS, 300],
      [2 * MIN_MS, 150],
      [2 * MIN_MS, 100],
      [60 * MIN_MS, 10],
    ]);
    const { all } = runAll(events);
    expect(ids(all)).toEqual([["E000000", "E000001", "E000002", "E000003", "E000004"], ["E000005"]]);
    // 100 + 150 = 250 fits, adding minute 16's 300 would pass 500.
    expect(all[1]?.overlapEventIds).toEqual(["E000003", "E000004"]);
    expect(all[1]?.tokenCount).toBe(10);
  });

  it("gives no overlap when the last event alone is over the token limit", () => {
    const { all } = runAll(
      session([
        [0, 10],
        [MIN_MS, 600],
        [60 * MIN_MS, 10],
      ]),
    );
    expect(all[1]?.overlapEventIds).toEqual([]);
  });
});

describe("idle close", () => {
  it("closes only after more than 30 idle minutes", () => {
    const { state } = feed(initialSegmenterState(SESSION), session([[0, 5]]), opts());
    expect(idleDeadline(state)).toBe(T0 + 30 * MIN_MS);
    expect(closeIdle(state, T0 + 30 * MIN_MS).closed).toEqual([]);
    const closed = closeIdle(state, T0 + 30 * MIN_MS + 1);
    expect(closed.closed.map((s) => s.closeReason)).toEqual(["idle"]);
    expect(closed.state.open).toBeNull();
    expect(state.open).not.toBeNull(); // input untouched
    expect(closeIdle(closed.state, T0 + 99 * MIN_MS).closed).toEqual([]);
  });

  it("says it diverged when an event arrives within the gap of a segment an idle close ended, and not after a longer gap", () => {
    const [a, b, c] = session([
      [0, 5],
      [20 * MIN_MS, 5],
      [31 * MIN_MS, 5],
    ]) as [StoredEvent, StoredEvent, StoredEvent];
    const first = feed(initialSegmenterState(SESSION), [a], opts());
    expect(first.diverged).toBe(false);
    // Stamped long ago: the wall clock is far past the idle deadline.
    const idle = closeIdle(first.state, T0 + 365 * 24 * 60 * MIN_MS);
    expect(idle.state.idle_closed).toBe(true);
    const within = feed(idle.state, [b], opts());
    expect(within.diverged).toBe(true);
    expect(within.state.idle_closed).toBeUndefined();
    // In order, a and b share a segment: the rebuild that follows a divergence puts them together.
    expect(runAll([a, b]).all.map((s) => s.eventIds)).toEqual([["E000000", "E000001"]]);
    const later = feed(closeIdle(within.state, T0 + 365 * 24 * 60 * MIN_MS).state, [c], opts());
    expect(later.diverged).toBe(false);
    // The flag survives a round trip through storage, and a state without it parses as before.
    expect(parseSegmenterState(JSON.parse(JSON.stringify(idle.state)))).toEqual(idle.state);
    expect(JSON.stringify(first.state)).not.toContain("idle_closed");
  });
});

describe("late events", () => {
  it("joins the open segment when it falls inside it", () => {
    const events = session([
      [0, 5],
      [MIN_MS, 5],
      [MIN_MS, 5],
    ]);
    const [a, b, c] = events as [StoredEvent, StoredEvent, StoredEvent];
    let result = feed(initialSegmenterState(SESSION), [a, c], opts());
    result = feed(result.state, [b], opts());
    expect(result.diverged).toBe(false); // in order it would be in the same segment
    expect(result.assigned).toEqual([{ event_id: b.event_id, segment_id: "seg_E000000" }]);
    expect(flush(result.state).closed[0]?.eventIds).toEqual(["E000000", "E000001", "E000002"]);
  });

  it("puts events of an already-closed period into their own closed segment, named by its first event", () => {
    const events = session([
      [0, 5],
      [MIN_MS, 5],
      [MIN_MS, 5],
      [60 * MIN_MS, 5],
      [MIN_MS, 5],
    ]);
    const [a, b, c, d, e] = events as [StoredEvent, StoredEvent, StoredEvent, StoredEvent, StoredEvent];
    const first = feed(initialSegmenterState(SESSION), [a, d, e], opts());
    expect(ids(first.closed)).toEqual([["E000000"]]);
    const late = feed(first.state, [c, b], opts());
    expect(late.diverged).toBe(true);
    expect(late.closed).toEqual([
      expect.objectContaining({ segmentId: "seg_E000001", eventIds: ["E000001", "E000002"], closeReason: "late", overlapEventIds: [] }),
    ]);
    expect(late.state.open?.members.map((m) => m.id)).toEqual(["E000003", "E000004"]);
    // An event before the open segment's first event never changes that segment's id.
    expect(feed(late.state, [event(99, d.ts_ms - 1, 5)], opts()).closed.map((s) => s.segmentId)).toEqual(["seg_E000099"]);
  });

  it("sends a late event that no longer fits the open segment to its own segment", () => {
    const events = session([
      [0, 3_000],
      [MIN_MS, 1_000],
      [MIN_MS, 50],
    ]);
    const [a, b, c] = events as [StoredEvent, StoredEvent, StoredEvent];
    const first = feed(initialSegmenterState(SESSION), [a, c], opts());
    const late = feed(first.state, [b], opts());
    expect(ids(late.closed)).toEqual([["E000001"]]);
  });
});

describe("idempotence", () => {
  it("drops a redelivered event, in the open segment or closed", () => {
    const events = session([
      [0, 5],
      [60 * MIN_MS, 5],
      [MIN_MS, 5],
    ]);
    const first = feed(initialSegmenterState(SESSION), events, opts());
    const again = feed(first.state, [events[2] as StoredEvent, events[0] as StoredEvent], opts());
    expect(again.state).toEqual(first.state);
    expect(again.closed).toEqual([]);
    expect(again.assigned).toEqual([]);
    expect(again.duplicates.sort()).toEqual(["E000000", "E000002"]);
  });

  it("hands back events older than what it remembers, and takes them once the caller vouches for them", () => {
    const config = { dedupeWindow: 2 };
    const [a, b, c, d] = session([
      [0, 5],
      [2 * MIN_MS, 5],
      [MIN_MS, 5],
      [MIN_MS, 5],
    ]) as [StoredEvent, StoredEvent, StoredEvent, StoredEvent];
    const x = event(99, T0 + MIN_MS, 5); // new, between a and b
    const first = feed(initialSegmenterState(SESSION), [a, b, c, d], opts(config));
    expect(first.state.recent).toEqual([
      [c.ts_ms, c.event_id],
      [d.ts_ms, d.event_id],
    ]);
    expect(first.state.horizon).toEqual([b.ts_ms, b.event_id]);
    // x is older than the forgotten b: the state cannot tell it from a redelivery of something it forgot.
    const asked = feed(first.state, [x, b], opts(config));
    expect(asked.unresolved).toEqual([x]);
    expect(asked.duplicates).toEqual([b.event_id]); // b is still a member of the open segment
    expect(asked.state).toEqual(first.state);
    const vouched = feed(first.state, [x], opts(config, new Set([x.event_id])));
    expect(vouched.assigned).toEqual([{ event_id: x.event_id, segment_id: "seg_E000000" }]);
    // Newer than the horizon, a late event is judged without help.
    const y = event(98, c.ts_ms + 1, 5);
    expect(feed(first.state, [y], opts(config)).assigned).toEqual([{ event_id: y.event_id, segment_id: "seg_E000000" }]);
  });

  it("survives a JSON round trip through storage", () => {
    const { state } = feed(
      initialSegmenterState(SESSION),
      session([
        [0, 5],
        [60 * MIN_MS, 5],
        [MIN_MS, 5],
      ]),
      opts(),
    );
    const stored = JSON.parse(JSON.stringify(state)) as unknown;
    expect(parseSegmenterState(stored)).toEqual(state);
    expect(() => parseSegmenterState({ ...state, v: 2 })).toThrow();
  });

  it("refuses an event of another session", () => {
    expect(() => feed(initialSegmenterState("other"), session([[0, 5]]), opts())).toThrow(/session/);
  });
});

const stepArb = fc.tuple(
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 10 * MIN_MS }) },
    { weight: 1, arbitrary: fc.constantFrom(30 * MIN_MS, 30 * MIN_MS + 1, 5 * MIN_MS) },
    { weight: 1, arbitrary: fc.integer({ min: 30 * MIN_MS, max: 48 * 60 * MIN_MS }) },
  ),
  fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 900 }) }, { weight: 1, arbitrary: fc.integer({ min: 3_000, max: 9_000 }) }),
  fc.constantFrom<EventType>("user_message", "assistant_message", "tool_result", "tool_use", "user_message", "session_end"),
);
const sessionArb = fc.array(stepArb, { minLength: 1, maxLength: 120 }).map(session);

function cuts(n: number) {
  return fc.array(fc.integer({ min: 1, max: Math.max(1, n) }), { maxLength: 10 });
}

function assertPartition(all: ClosedSegment[], events: StoredEvent[]): void {
  const members = all.flatMap((s) => s.eventIds);
  expect(new Set(members).size).toBe(members.length);
  expect(new Set(members)).toEqual(new Set(events.map((e) => e.event_id)));
}

describe("properties", () => {
  it("puts every event in exactly one segment and obeys the gap and token rules", () => {
    fc.assert(
      fc.property(sessionArb, (events) => {
        const { all } = runAll(events);
        assertPartition(all, events);
        const byId = new Map(events.map((e) => [e.event_id, e]));
        for (const [i, segment] of all.entries()) {
          const members = segment.eventIds.map((id) => byId.get(id) as StoredEvent);
          for (let j = 1; j < members.length; j++) {
            expect((members[j] as StoredEvent).ts_ms - (members[j - 1] as StoredEvent).ts_ms).toBeLessThanOrEqual(DEFAULT_SEGMENTER_CONFIG.gapMs);
          }
          if (members.length > 1) expect(segment.tokenCount).toBeLessThanOrEqual(DEFAULT_SEGMENTER_CONFIG.maxTokens);
          const next = all[i + 1];
          if (next === undefined) continue;
          const nextFirst = byId.get(next.firstEventId) as StoredEvent;
          if (segment.closeReason === "gap") expect(nextFirst.ts_ms - segment.endTsMs).toBeGreaterThan(DEFAULT_SEGMENTER_CONFIG.gapMs);
          if (segment.closeReason === "tokens") expect(segment.tokenCount + countTokens(nextFirst)).toBeGreaterThan(DEFAULT_SEGMENTER_CONFIG.maxTokens);
          if (segment.closeReason === "session_end") expect(members[members.length - 1]?.event_type).toBe("session_end");
          // Overlap: trailing members of the previous segment, within 5 minutes and 500 tokens.
          const overlap = next.overlapEventIds.map((id) => byId.get(id) as StoredEvent);
          expect(next.overlapEventIds).toEqual(segment.eventIds.slice(segment.eventIds.length - overlap.length));
          expect(overlap.reduce((sum, e) => sum + countTokens(e), 0)).toBeLessThanOrEqual(DEFAULT_SEGMENTER_CONFIG.overlapTokens);
          for (const e of overlap) expect(segment.endTsMs - e.ts_ms).toBeLessThanOrEqual(DEFAULT_SEGMENTER_CONFIG.overlapMs);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("gives the same segments however the stream is split into batches", () => {
    fc.assert(
      fc.property(
        sessionArb.chain((events) => fc.tuple(fc.constant(events), cuts(events.length))),
        ([events, batches]) => {
          const whole = runAll(events);
          const split = runAll(events, batches);
          expect(split.closed).toEqual(whole.closed);
          expect(split.state).toEqual(whole.state);
          expect(split.all).toEqual(whole.all);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("an open segment seen between batches closes under its id, its members then a prefix of the closed segment's", () => {
    fc.assert(
      fc.property(
        sessionArb.chain((events) => fc.tuple(fc.constant(events), cuts(events.length))),
        ([events, batches]) => {
          const { all } = runAll(events);
          const byId = new Map(all.map((s) => [s.segmentId, s]));
          let state = initialSegmenterState(SESSION);
          let start = 0;
          for (const size of batches) {
            state = feed(state, events.slice(start, start + size), opts()).state;
            start += size;
            const open = openSpan(state);
            if (open === null) continue;
            const closed = byId.get(open.segmentId);
            expect(closed).toBeDefined();
            expect(closed!.eventIds.slice(0, open.eventIds.length)).toEqual(open.eventIds);
            expect(open).toMatchObject({ firstEventId: closed!.firstEventId, startTsMs: closed!.startTsMs, overlapEventIds: closed!.overlapEventIds });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("arrives at the segments of the events fed in order, unless a call says it diverged (late events, idle closes between batches)", () => {
    const YEAR_LATER = T0 + 365 * 24 * 60 * MIN_MS;
    fc.assert(
      fc.property(
        sessionArb.chain((events) =>
          fc.tuple(
            fc.constant(events),
            fc.shuffledSubarray(events, { minLength: events.length }),
            cuts(events.length),
            fc.array(fc.boolean(), { maxLength: 10 }),
          ),
        ),
        fc.boolean(),
        ([events, shuffled, batches, idles], inOrder) => {
          const arrivals = inOrder ? events : shuffled;
          let state: SegmenterState = initialSegmenterState(SESSION);
          const all: ClosedSegment[] = [];
          let diverged = false;
          let start = 0;
          for (const [i, size] of [...batches, arrivals.length].entries()) {
            const result = feed(state, arrivals.slice(start, start + size), opts());
            diverged ||= result.diverged;
            all.push(...result.closed);
            state = result.state;
            // The wall clock of a backfill: far past every event, so any open segment is idle.
            if (idles[i]) {
              const idle = closeIdle(state, YEAR_LATER);
              all.push(...idle.closed);
              state = idle.state;
            }
            start += size;
            if (start >= arrivals.length) break;
          }
          all.push(...flush(state).closed);
          const members = (list: ClosedSegment[]) => list.map((s) => s.eventIds);
          if (!diverged) expect(members(all)).toEqual(members(runAll(events).all));
          if (inOrder && !idles.some(Boolean)) expect(diverged).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("changes nothing when events are delivered again", () => {
    fc.assert(
      fc.property(
        sessionArb.chain((events) => fc.tuple(fc.constant(events), fc.subarray(events), fc.integer({ min: 0, max: 150 }))),
        ([events, replay, dedupeWindow]) => {
          const config = { dedupeWindow };
          const { state } = runAll(events, undefined, config);
          const again = feed(state, replay, opts(config));
          expect(again.state).toEqual(state);
          expect(again.closed).toEqual([]);
          expect(again.assigned).toEqual([]);
          expect([...again.duplicates, ...again.unresolved.map((e) => e.event_id)].sort()).toEqual(replay.map((e) => e.event_id).sort());
          if (dedupeWindow >= events.length) expect(again.unresolved).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("still puts every event in exactly one segment when events arrive shuffled and twice", () => {
    fc.assert(
      fc.property(
        sessionArb.chain((events) =>
          fc.tuple(fc.constant(events), fc.shuffledSubarray([...events, ...events], { minLength: 2 * events.length }), cuts(2 * events.length)),
        ),
        ([events, arrivals, batches]) => {
          let state: SegmenterState = initialSegmenterState(SESSION);
          const all: ClosedSegment[] = [];
          let start = 0;
          for (const size of [...batches, arrivals.length]) {
            const result = feed(state, arrivals.slice(start, start + size), opts());
            state = result.state;
            all.push(...result.closed);
            expect(result.unresolved).toEqual([]);
            start += size;
            if (start >= arrivals.length) break;
          }
          all.push(...flush(state).closed);
          assertPartition(all, events);
          for (const segment of all) expect(segment.segmentId).toBe(`seg_${segment.firstEventId}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
