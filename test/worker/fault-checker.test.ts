import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkPipelineWith, type PipelineCheck } from "../faults/invariants";
import { createUser, eventually, makeEvent, type TestUser } from "./helpers";
import { DAY_MS, ingestAndBuild, stubOf } from "./rollup-helpers";

/**
 * The fault suite's checker (test/faults/invariants.ts) on states the service reaches without a
 * fault: what it reports there must be 0, or the fault tests fail on correct runs.
 */

const MINUTE_MS = 60_000;

function checkD1(): Promise<PipelineCheck> {
  return checkPipelineWith({ all: async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results });
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

describe("the fault checker on a segment derived again", () => {
  it("a grip only an archived version names is history, not a duplicate; a second grip of a current bullet is", async () => {
    const t0 = Date.now() - 2 * DAY_MS;
    const at = (minute: number, type: string, role: string, text: string, metadata: Record<string, string> = {}) =>
      makeEvent({ session_id: "derived-again", ts: t0 + minute * MINUTE_MS, event_type: type, role, text, metadata: { cwd: "/home/dev/ledger", ...metadata } });
    const events = [
      at(0, "user_message", "user", "migrate the invoice tables to the ledger schema"),
      at(1, "tool_use", "assistant", "npm test -- ledger", { tool_name: "Bash" }),
      at(2, "tool_result", "tool", "FAIL test/ledger.test.ts: expected 3 rows, got 0", { tool_name: "Bash", exit_code: "1" }),
      at(3, "assistant_message", "assistant", "The ledger migration forgot the currency column."),
      // Within the gap, but stamped two days ago: they arrive after the alarm closed the first four as idle.
      at(8, "tool_use", "assistant", "edit migrations/0007_ledger.sql", { tool_name: "Edit" }),
      at(9, "tool_result", "tool", "wrote migrations/0007_ledger.sql"),
      at(10, "assistant_message", "assistant", "Fixed: the currency column is in migrations/0007_ledger.sql and the ledger tests pass (3 rows)."),
    ];
    const user = await createUser();
    await settle(user, events.slice(0, 4));
    await settle(user, events.slice(4));

    const { results: nodes } = await env.DB.prepare("SELECT node_id, version FROM toc_nodes WHERE user_id = ? AND level = 'segment'")
      .bind(user.userId)
      .all<{ node_id: string; version: number }>();
    expect(nodes.map((n) => n.version)).toEqual([2]);
    const { results: sameBullet } = await env.DB.prepare(
      "SELECT node_id, bullet_index, count(*) AS n FROM grips WHERE user_id = ? GROUP BY node_id, bullet_index HAVING count(*) > 1",
    )
      .bind(user.userId)
      .all<{ n: number }>();
    // The scenario holds what the checker must tell apart: a bullet with its old grip (version 1) and its new one.
    expect(sameBullet.length).toBeGreaterThan(0);
    const before = await checkD1();
    expect(before).toMatchObject({ duplicateGrips: 0, orphanGrips: 0, danglingGripRefs: 0, segmentNodeStateMismatches: 0, openNodesWithoutOpenSegment: 0 });

    // A grip written twice for a bullet of the current version is still a duplicate (and an orphan).
    await env.DB.prepare(
      `INSERT INTO grips (user_id, grip_id, node_id, bullet_index, excerpt, event_id_start, event_id_end, session_id, ts_ms, score, created_at_ms)
       SELECT user_id, grip_id || '-again', node_id, bullet_index, excerpt, event_id_start, event_id_end, session_id, ts_ms, score, created_at_ms
       FROM grips WHERE user_id = ?1 AND grip_id IN (SELECT value ->> '$.grip_ids[0]' FROM toc_nodes, json_each(toc_nodes.bullets) WHERE user_id = ?1 AND level = 'segment') LIMIT 1`,
    )
      .bind(user.userId)
      .run();
    expect(await checkD1()).toEqual({ ...before, grips: before.grips + 1, duplicateGrips: 1, orphanGrips: 1 });
    // The checker reads every user of this file's database: the damage goes again.
    await env.DB.prepare("DELETE FROM grips WHERE user_id = ? AND grip_id LIKE '%-again'").bind(user.userId).run();
    expect(await checkD1()).toEqual(before);
  });

  it("a running session derived again (an event arrives late, before its open segment) keeps one provisional node, its open segment's", async () => {
    const now = Date.now();
    const at = (minutesAgo: number, text: string) =>
      makeEvent({ session_id: "running-late", ts: now - minutesAgo * MINUTE_MS, event_type: "user_message", role: "user", text });
    const user = await createUser();
    // Two stretches 40 minutes apart: the first closed by the gap, the second open (its last event 20 minutes ago).
    const first = at(90, "start the ledger export");
    await settle(user, [first, at(88, "add the CSV header"), at(48, "now the PDF export"), at(20, "and the totals row")]);
    const open = async () =>
      (
        await env.DB.prepare(
          "SELECT s.segment_id, s.first_event_id, n.status FROM segments s JOIN toc_nodes n ON n.user_id = s.user_id AND n.node_id = s.node_id WHERE s.user_id = ? AND s.state = 'open'",
        )
          .bind(user.userId)
          .all<{ segment_id: string; first_event_id: string; status: string }>()
      ).results;
    expect((await open()).map((o) => o.status)).toEqual(["provisional"]);
    const check = (c: PipelineCheck) => ({
      openNodesWithoutOpenSegment: c.openNodesWithoutOpenSegment,
      segmentNodeStateMismatches: c.segmentNodeStateMismatches,
      segmentNodeIdMismatches: c.segmentNodeIdMismatches,
      openSegmentsAnalyzed: c.openSegmentsAnalyzed,
      strayOrDuplicateSegmentNodes: c.strayOrDuplicateSegmentNodes,
      duplicateGrips: c.duplicateGrips,
      orphanGrips: c.orphanGrips,
    });
    const clean = {
      openNodesWithoutOpenSegment: 0,
      segmentNodeStateMismatches: 0,
      segmentNodeIdMismatches: 0,
      openSegmentsAnalyzed: 0,
      strayOrDuplicateSegmentNodes: 0,
      duplicateGrips: 0,
      orphanGrips: 0,
    };
    expect(check(await checkD1())).toEqual(clean);

    // Late events that bridge the gap: in order, the whole session is one segment, open, named by the first event (the closed one's id).
    await settle(user, [at(70, "the CSV header is done, next the footer"), at(55, "footer done")]);
    const after = await open();
    expect(after.map((o) => [o.first_event_id, o.status])).toEqual([[first["event_id"], "provisional"]]);
    expect(check(await checkD1())).toEqual(clean);
    const { results: nodes } = await env.DB.prepare("SELECT node_id, status FROM toc_nodes WHERE user_id = ? AND level = 'segment'")
      .bind(user.userId)
      .all<{ status: string }>();
    expect(nodes.map((n) => n.status)).toEqual(["provisional"]);
  });
});
