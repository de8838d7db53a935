import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createUser, eventually, makeEvent, type TestUser } from "./helpers";
import { DAY_MS, ingestAndBuild, stubOf } from "./rollup-helpers";

const MINUTE_MS = 60_000;

interface SegmentView {
  segment_id: string;
  event_count: number;
  close_reason: string | null;
  node_id: string | null;
}

async function segmentsOf(user: TestUser): Promise<SegmentView[]> {
  const { results } = await env.DB.prepare("SELECT segment_id, event_count, close_reason, node_id FROM segments WHERE user_id = ? ORDER BY segment_id")
    .bind(user.userId)
    .all<SegmentView>();
  return results;
}

async function segmentNodeIds(user: TestUser): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT node_id FROM toc_nodes WHERE user_id = ? AND level = 'segment' ORDER BY node_id")
    .bind(user.userId)
    .all<{ node_id: string }>();
  return results.map((r) => r.node_id);
}

/** Builds what was posted and runs the object's alarm until no session waits to be derived again. */
async function settle(user: TestUser, events: Record<string, unknown>[]): Promise<void> {
  await ingestAndBuild(user, events);
  await eventually(async () => {
    const row = await env.DB.prepare("SELECT count(*) AS n FROM session_refreshes WHERE user_id = ?").bind(user.userId).first<{ n: number }>();
    if (row!.n > 0) await runDurableObjectAlarm(stubOf(user));
    expect(row!.n).toBe(0);
  });
}

/** Six events of one session two days ago, five minutes apart: in order, one segment. */
function sixEvents(sessionId: string): Record<string, unknown>[] {
  const t0 = Date.now() - 2 * DAY_MS;
  return Array.from({ length: 6 }, (_, i) => makeEvent({ session_id: sessionId, ts: t0 + i * 5 * MINUTE_MS, text: `step ${i} of the ledger export` }));
}

/** What the same events give posted at once, in order: the canonical segments. */
async function canonical(events: Record<string, unknown>[]): Promise<{ segments: Omit<SegmentView, "close_reason">[]; nodes: string[] }> {
  const user = await createUser();
  await settle(user, events);
  return { segments: (await segmentsOf(user)).map(({ close_reason: _, ...s }) => s), nodes: await segmentNodeIds(user) };
}

describe("events arriving out of order are derived again into the segments they belong to", () => {
  it("late events of a session closed days ago land in its segment, not in a late segment of their own", async () => {
    const events = sixEvents("late-1");
    const user = await createUser();
    await settle(user, [events[0]!, events[1]!, events[4]!, events[5]!]);
    expect((await segmentsOf(user)).map((s) => s.event_count)).toEqual([4]);

    await settle(user, [events[3]!, events[2]!]);
    const after = await segmentsOf(user);
    expect(after.map((s) => s.close_reason)).not.toContain("late");
    expect({ segments: after.map(({ close_reason: _, ...s }) => s), nodes: await segmentNodeIds(user) }).toEqual(await canonical(events));
    expect(after.map((s) => s.event_count)).toEqual([6]);
  });

  it("an event within the gap of a segment an idle close ended joins that segment once derived again", async () => {
    const events = sixEvents("idle-1");
    const user = await createUser();
    // Stamped two days ago: the alarm closes the first three as idle before the rest arrive.
    await settle(user, events.slice(0, 3));
    expect((await segmentsOf(user)).map((s) => [s.event_count, s.close_reason])).toEqual([[3, "idle"]]);

    await settle(user, events.slice(3));
    expect({ segments: (await segmentsOf(user)).map(({ close_reason: _, ...s }) => s), nodes: await segmentNodeIds(user) }).toEqual(await canonical(events));
    expect((await segmentsOf(user)).map((s) => s.event_count)).toEqual([6]);
  });

  it("another user's session is left alone", async () => {
    const events = sixEvents("shared-name");
    const [a, b] = [await createUser(), await createUser()];
    await settle(a, events);
    await settle(b, events.slice(0, 2));
    const before = await segmentsOf(a);
    await settle(b, events.slice(2));
    expect(await segmentsOf(a)).toEqual(before);
  });
});
