import { beforeAll, describe, expect, it } from "vitest";
import { buildSegmentNode, parentNodeDrafts } from "../../src/core/toc/segment-node";
import { feed, flush, initialSegmenterState, type ClosedSegment } from "../../src/core/toc/segmenter";
import { extractiveSummarizer } from "../../src/core/summarize";
import { countEventTokens, loadTokenCounter, type TokenCounter } from "../../src/core/toc/tokens";
import { claudeCodeEvents, codexEvents } from "./fixture-events";

let counter: TokenCounter;
beforeAll(async () => {
  counter = await loadTokenCounter();
}, 30_000);

function segmentsOf(events: ReturnType<typeof claudeCodeEvents>, maxTokens?: number): ClosedSegment[] {
  const options = { countTokens: (e: (typeof events)[number]) => countEventTokens(counter, e), config: maxTokens ? { maxTokens } : {} };
  const fed = feed(initialSegmenterState(events[0]!.session_id), events, options);
  return [...fed.closed, ...flush(fed.state, options.config).closed];
}

describe("segment nodes from the fixture sessions", () => {
  it("turns the Claude Code session into one node with gripped bullets and its parents", async () => {
    const events = claudeCodeEvents();
    const [segment] = segmentsOf(events);
    const node = await buildSegmentNode(segment!, events, "Europe/Berlin", extractiveSummarizer);
    expect(node).toMatchObject({
      nodeId: `toc:segment:2026-03-04:${events[0]!.event_id}`,
      level: "segment",
      parentId: "toc:day:2026-03-04",
      segmentId: `seg_${events[0]!.event_id}`,
      title: "Add JWT auth to the invoices API",
      summarizer: "extractive",
      startMs: events[0]!.ts_ms,
      endMs: events[events.length - 1]!.ts_ms,
    });
    expect(node.bullets.every((b) => b.supported && b.grip_ids.length === 1)).toBe(true);
    expect(node.grips.map((g) => g.gripId)).toEqual(node.bullets.flatMap((b) => b.grip_ids));
    expect(parentNodeDrafts(node.nodeId, "Europe/Berlin")).toEqual([
      {
        node_id: "toc:day:2026-03-04",
        level: "day",
        parent_id: "toc:week:2026-W10",
        start_ms: Date.parse("2026-03-03T23:00:00Z"),
        end_ms: Date.parse("2026-03-04T23:00:00Z"),
      },
      {
        node_id: "toc:week:2026-W10",
        level: "week",
        parent_id: "toc:month:2026-03",
        start_ms: Date.parse("2026-03-01T23:00:00Z"),
        end_ms: Date.parse("2026-03-08T23:00:00Z"),
      },
      {
        node_id: "toc:month:2026-03",
        level: "month",
        parent_id: "toc:year:2026",
        start_ms: Date.parse("2026-03-01T23:00:00Z"),
        end_ms: Date.parse("2026-03-29T22:00:00Z"),
      },
      { node_id: "toc:year:2026", level: "year", parent_id: null, start_ms: Date.parse("2025-12-28T23:00:00Z"), end_ms: Date.parse("2027-01-03T23:00:00Z") },
    ]);
  });

  it("is the same node when built twice", async () => {
    const events = codexEvents();
    const [segment] = segmentsOf(events);
    expect(await buildSegmentNode(segment!, events, "UTC", extractiveSummarizer)).toEqual(
      await buildSegmentNode(segment!, [...events].reverse(), "UTC", extractiveSummarizer),
    );
  });

  it("covers every event exactly once when small segments cut the sessions, and grips stay inside their segment", async () => {
    for (const events of [claudeCodeEvents(), codexEvents()]) {
      const segments = segmentsOf(events, 400);
      expect(segments.length).toBeGreaterThan(2);
      expect(segments.flatMap((s) => s.eventIds).sort()).toEqual(events.map((e) => e.event_id).sort());
      for (const segment of segments) {
        const node = await buildSegmentNode(segment, events, "UTC", extractiveSummarizer);
        expect(node.title.split(" ").length).toBeLessThanOrEqual(10);
        for (const grip of node.grips) {
          expect(segment.eventIds).toContain(grip.eventIdStart);
          expect(segment.eventIds).toContain(grip.eventIdEnd);
        }
      }
    }
  });

  it("refuses to summarize a segment whose members are not all given", async () => {
    const events = codexEvents();
    const [segment] = segmentsOf(events);
    await expect(buildSegmentNode(segment!, events.slice(1), "UTC", extractiveSummarizer)).rejects.toThrow(/missing 1 member/);
  });
});
