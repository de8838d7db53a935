import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { StoredEvent } from "../../src/core/ingest/event";
import { insertEventsWithOutbox } from "../../src/db/events";
import { userDatabase } from "../../src/db/handle";
import { checkPipelineWith, type PipelineCheck } from "../faults/invariants";
import { call, createUser, makeEvent, type TestUser } from "./helpers";

/** A running session's open segment: a provisional node rewritten by each build, replaced in place when the segment closes. */

const stubOf = (user: TestUser) => env.USER_MEMORY.get(env.USER_MEMORY.idFromName(user.userId));
const get = async <T>(user: TestUser, path: string): Promise<T> => {
  const res = await call(path, { headers: user.auth });
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
};

interface NodeView {
  node_id: string;
  level: string;
  title: string;
  status: string;
  open: boolean;
  version: number;
  end_ts_ms: number;
  bullets: { text: string; grip_ids: string[]; supported: boolean }[];
}

const MINUTE_MS = 60_000;
// Old enough that the alarm after the last build finds the session idle; a build that places
// events never closes their segment for idleness, so the builds in between show it open.
const T0 = Date.UTC(2026, 2, 4, 9, 0, 0);
const DAY = "toc:day:2026-03-04";

/** One session: two stretches of work 45 minutes apart (a gap: two segments). */
function sessionEvents(): StoredEvent[] {
  const at = (minute: number, type: string, role: string, text: string, metadata: Record<string, string> = {}) =>
    ({
      ...makeEvent({ session_id: "live", event_type: type, role, text, metadata: { cwd: "/home/dev/billing", ...metadata } }),
      ts: undefined,
      ts_ms: T0 + minute * MINUTE_MS,
    }) as unknown as StoredEvent;
  return [
    at(0, "user_message", "user", "migrate the invoice tables to the ledger schema"),
    at(1, "tool_use", "assistant", "npm test -- ledger", { tool_name: "Bash" }),
    at(2, "tool_result", "tool", "FAIL test/ledger.test.ts: expected 3 rows, got 0", { tool_name: "Bash", exit_code: "1" }),
    at(3, "assistant_message", "assistant", "The ledger migration forgot the currency column; fixed in migrations/0007_ledger.sql."),
    at(48, "user_message", "user", "now export the ledger as CSV for the accountants"),
    at(49, "tool_use", "assistant", "edit src/export/ledger-csv.ts", { tool_name: "Edit" }),
    at(50, "tool_result", "tool", "wrote src/export/ledger-csv.ts"),
    at(51, "assistant_message", "assistant", "The CSV export of the ledger is ready: ledgerCsv() in src/export/ledger-csv.ts."),
  ].map(({ ts: _ts, ...e }: StoredEvent & { ts?: unknown }) => e);
}

/** Stores events with their outbox rows (no queue message: the test decides when the object builds). */
async function store(user: TestUser, events: StoredEvent[], firstSeq: number): Promise<void> {
  const rows = events.map((event, i) => ({ ...event, seq: firstSeq + i }));
  await insertEventsWithOutbox(userDatabase(env, user.userId), user.userId, rows, Date.now());
}

/**
 * One build. It arms the idle-close alarm a second ahead (the events are in the past, so that alarm closes every
 * open segment); unless `keepAlarm`, the test takes the alarm away, so that a slow machine cannot close a segment the
 * test expects open: the test runs the alarm itself when it means to.
 */
async function build(user: TestUser, { keepAlarm = false }: { keepAlarm?: boolean } = {}): Promise<void> {
  await stubOf(user).build(user.userId);
  if (!keepAlarm) await runInDurableObject(stubOf(user), (_object, state) => state.storage.deleteAlarm());
}

/** What the TOC holds for a user, without the user id and the write times: comparable across users. */
async function stored(userId: string) {
  const rows = async <T>(sql: string) => (await env.DB.prepare(sql).bind(userId).all<T>()).results;
  return {
    segments: await rows(
      "SELECT segment_id, state, close_reason, first_event_id, last_event_id, event_count, token_count, overlap_event_ids, node_id FROM segments WHERE user_id = ? ORDER BY segment_id",
    ),
    members: await rows("SELECT event_id, segment_id FROM segment_members WHERE user_id = ? ORDER BY event_id"),
    segmentNodes: await rows(
      "SELECT node_id, parent_id, title, bullets, keywords, start_ts_ms, end_ts_ms, version, status, summarizer FROM toc_nodes WHERE user_id = ? AND level = 'segment' ORDER BY node_id",
    ),
    grips: await rows("SELECT grip_id, node_id, bullet_index, excerpt, event_id_start, event_id_end FROM grips WHERE user_id = ? ORDER BY grip_id"),
  };
}

/** The fault suite's D1 checker on this D1 (every user of this file). */
function checkD1(): Promise<PipelineCheck> {
  return checkPipelineWith({ all: async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results });
}

/** Its open-segment checks: 0 at every committed build, open segment or not. */
async function expectOpenSegmentsConsistent(): Promise<PipelineCheck> {
  const check = await checkD1();
  expect(check).toMatchObject({
    openNodesWithoutOpenSegment: 0,
    segmentNodeStateMismatches: 0,
    segmentNodeIdMismatches: 0,
    openSegmentsAnalyzed: 0,
    strayOrDuplicateSegmentNodes: 0,
    closedSegmentsWithoutNode: 0,
    membershipMismatches: 0,
    danglingGripRefs: 0,
    orphanGrips: 0,
  });
  return check;
}

async function dayChildren(user: TestUser): Promise<NodeView[]> {
  return (await get<{ children: NodeView[] }>(user, `/v1/toc/nodes/${DAY}/children`)).children;
}

describe("a running session's open segment", () => {
  it("is a provisional node refreshed by each build, counted by its day's rollup and found by search; its close gives the segments one build after the end gives", async () => {
    const events = sessionEvents();
    const [e0, , , , e4] = events;
    const openNodeOf = (first: StoredEvent) => `toc:segment:2026-03-04:${first.event_id}`;

    // Built as it happens: a build after each few events.
    const live = await createUser();
    await store(live, events.slice(0, 2), 1);
    await build(live);
    let children = await dayChildren(live);
    expect(children.map((c) => [c.node_id, c.status, c.open])).toEqual([[openNodeOf(e0!), "provisional", true]]);
    expect((await expectOpenSegmentsConsistent()).openSegments).toBeGreaterThan(0);
    const first = (await get<{ node: NodeView }>(live, `/v1/toc/nodes/${openNodeOf(e0!)}`)).node;
    expect(first).toMatchObject({ level: "segment", open: true, status: "provisional", version: 1, end_ts_ms: T0 + MINUTE_MS + 1 });
    expect(first.title.toLowerCase()).toContain("ledger");
    const search = await get<{ results: { kind: string; id: string; open: boolean }[] }>(live, "/v1/search?q=ledger&kind=node");
    expect(search.results.find((h) => h.id === openNodeOf(e0!))?.open).toBe(true);

    await store(live, events.slice(2, 4), 3);
    await build(live);
    const refreshed = (await get<{ node: NodeView }>(live, `/v1/toc/nodes/${openNodeOf(e0!)}`)).node;
    expect(refreshed).toMatchObject({ open: true, version: 1, end_ts_ms: T0 + 3 * MINUTE_MS + 1 });
    // The open node's grips are its current bullets' grips, and they expand.
    const gripIds = refreshed.bullets.flatMap((b) => b.grip_ids);
    expect(gripIds.length).toBeGreaterThan(0);
    for (const id of gripIds) await get(live, `/v1/grips/${encodeURIComponent(id)}`);
    expect((await stored(live.userId)).grips.map((g) => (g as { grip_id: string }).grip_id).sort()).toEqual([...gripIds].sort());

    // The day's provisional rollup counts the segment in progress, and keeps none of its grips (they are replaced).
    await stubOf(live).rollup(live.userId, { force: true });
    const day = (await get<{ node: NodeView }>(live, `/v1/toc/nodes/${DAY}`)).node;
    expect(day.status).toBe("provisional");
    expect(day.bullets.length).toBeGreaterThan(0);
    expect(day.bullets.some((b) => b.supported)).toBe(true);
    expect(day.bullets.flatMap((b) => b.grip_ids)).toEqual([]);

    // The gap closes the first segment: its node, same id, final; the next stretch is open.
    await store(live, events.slice(4, 6), 5);
    await build(live);
    children = await dayChildren(live);
    expect(children.map((c) => [c.node_id, c.status, c.open])).toEqual([
      [openNodeOf(e0!), "final", false],
      [openNodeOf(e4!), "provisional", true],
    ]);
    await expectOpenSegmentsConsistent();
    await store(live, events.slice(6), 7);
    await build(live, { keepAlarm: true });
    // The build armed the idle-close alarm a second ahead (IDLE_ALARM_MIN_DELAY_MS); on a loaded machine it may have
    // fired on its own already, so run it if it is still pending — what it closed is checked below either way.
    await runDurableObjectAlarm(stubOf(live));

    // Built once, after the end.
    const once = await createUser();
    await store(once, events, 1);
    await build(once, { keepAlarm: true });
    await runDurableObjectAlarm(stubOf(once));

    const built = await stored(live.userId);
    expect(built).toEqual(await stored(once.userId));
    expect(built.segments.map((s) => (s as { state: string }).state)).toEqual(["closed", "closed"]);
    expect(built.members).toHaveLength(events.length);
    expect((await dayChildren(live)).map((c) => c.open)).toEqual([false, false]);
    await expectOpenSegmentsConsistent();

    // Rolled up again, the day names the closed segments' grips, and each exists.
    await stubOf(live).rollup(live.userId, { force: true });
    const closedDay = (await get<{ node: NodeView }>(live, `/v1/toc/nodes/${DAY}`)).node;
    const dayGrips = closedDay.bullets.flatMap((b) => b.grip_ids);
    expect(dayGrips.length).toBeGreaterThan(0);
    for (const id of dayGrips) await get(live, `/v1/grips/${encodeURIComponent(id)}`);
  });

  it("the checker sees an open node that outlives its segment's close, a close under another id, an open segment with no node", async () => {
    const user = await createUser();
    const events = sessionEvents();
    await store(user, events.slice(0, 6), 1);
    await build(user);
    const before = await expectOpenSegmentsConsistent();
    const segments = async () =>
      (
        await env.DB.prepare("SELECT segment_id, state, node_id FROM segments WHERE user_id = ? ORDER BY segment_id")
          .bind(user.userId)
          .all<{ segment_id: string; state: string; node_id: string }>()
      ).results;
    const [closed, open] = await segments();
    expect([closed?.state, open?.state]).toEqual(["closed", "open"]);
    const run = (sql: string, ...params: unknown[]) =>
      env.DB.prepare(sql)
        .bind(...params)
        .run();

    // The closed segment's node left provisional (its close did not replace the open node).
    await run("UPDATE toc_nodes SET status = 'provisional' WHERE user_id = ? AND node_id = ?", user.userId, closed!.node_id);
    let after = await checkD1();
    expect(after).toEqual({
      ...before,
      openNodesWithoutOpenSegment: before.openNodesWithoutOpenSegment + 1,
      segmentNodeStateMismatches: before.segmentNodeStateMismatches + 1,
    });
    await run("UPDATE toc_nodes SET status = 'final' WHERE user_id = ? AND node_id = ?", user.userId, closed!.node_id);

    // The close wrote its node under another id: the open node stays behind, and the segment names a node not of its first event.
    const elsewhere = `${closed!.node_id}x`;
    await run(
      `INSERT INTO toc_nodes (user_id, node_id, level, parent_id, title, bullets, keywords, start_ts_ms, end_ts_ms, version, summarizer, status, session_id, created_at_ms, updated_at_ms)
       SELECT user_id, ?3, level, parent_id, title, bullets, keywords, start_ts_ms, end_ts_ms, version, summarizer, 'final', session_id, created_at_ms, updated_at_ms
       FROM toc_nodes WHERE user_id = ?1 AND node_id = ?2`,
      user.userId,
      closed!.node_id,
      elsewhere,
    );
    await run("UPDATE toc_nodes SET status = 'provisional' WHERE user_id = ? AND node_id = ?", user.userId, closed!.node_id);
    await run("UPDATE segments SET node_id = ? WHERE user_id = ? AND segment_id = ?", elsewhere, user.userId, closed!.segment_id);
    after = await checkD1();
    expect(after).toMatchObject({
      openNodesWithoutOpenSegment: before.openNodesWithoutOpenSegment + 1,
      segmentNodeIdMismatches: before.segmentNodeIdMismatches + 1,
    });
    await run("UPDATE segments SET node_id = ? WHERE user_id = ? AND segment_id = ?", closed!.node_id, user.userId, closed!.segment_id);
    await run("DELETE FROM toc_nodes WHERE user_id = ? AND node_id = ?", user.userId, elsewhere);
    await run("UPDATE toc_nodes SET status = 'final' WHERE user_id = ? AND node_id = ?", user.userId, closed!.node_id);
    expect(await checkD1()).toEqual(before);

    // The open segment without its provisional node.
    await run("UPDATE toc_nodes SET status = 'final' WHERE user_id = ? AND node_id = ?", user.userId, open!.node_id);
    after = await checkD1();
    expect(after).toEqual({ ...before, segmentNodeStateMismatches: before.segmentNodeStateMismatches + 1 });
    // The checker reads every user of this file's database: the damage goes again.
    await run("UPDATE toc_nodes SET status = 'provisional' WHERE user_id = ? AND node_id = ?", user.userId, open!.node_id);
    expect(await checkD1()).toEqual(before);
  });
});
