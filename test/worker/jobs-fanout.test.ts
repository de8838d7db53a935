import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parentNodeDrafts } from "../../src/core/toc/segment-node";
import { bulk } from "../../src/db/json-rows";
import worker from "../../src/worker";
import { DEBOUNCE_MS, eventually, EVERY_5_MIN, recordingQueue, resetJobs } from "./rollup-helpers";

const USERS = 200;
const DAYS = ["2025-05-12", "2025-05-13", "2025-05-20"];
const SEGMENTS_PER_DAY = 2;

/** A user's TOC as the builder leaves it: segment nodes, and their parents as dirty placeholders. */
function seedRows(userId: string, dirtySinceMs: number) {
  const nodes: Record<string, unknown>[] = [];
  const parents = new Map<string, Record<string, unknown>>();
  DAYS.forEach((day, d) => {
    for (let s = 0; s < SEGMENTS_PER_DAY; s++) {
      const start = Date.parse(`${day}T${10 + s}:00:00Z`);
      const firstEvent = `01J${String(d * 10 + s).padStart(2, "0")}${"0".repeat(21)}`;
      const nodeId = `toc:segment:${day}:${firstEvent}`;
      const topic = s === 0 ? `migrate table ${d}` : `review pull request ${d}`;
      nodes.push({
        user_id: userId,
        node_id: nodeId,
        level: "segment",
        parent_id: `toc:day:${day}`,
        title: `Asked to ${topic}`,
        bullets: JSON.stringify([{ text: `Asked to ${topic}`, grip_ids: [`grip:${start}:${d}${s}`], supported: true }]),
        keywords: JSON.stringify([topic.split(" ")[0], "fanout"]),
        start_ts_ms: start,
        end_ts_ms: start + 600_000,
        status: "final",
        dirty_since_ms: null,
      });
      for (const p of parentNodeDrafts(nodeId, "UTC")) {
        parents.set(p.node_id, {
          user_id: userId,
          node_id: p.node_id,
          level: p.level,
          parent_id: p.parent_id,
          title: `${p.node_id} (summary pending)`,
          bullets: "[]",
          keywords: "[]",
          start_ts_ms: p.start_ms,
          end_ts_ms: p.end_ms,
          status: "pending",
          dirty_since_ms: dirtySinceMs,
        });
      }
    }
  });
  return [...nodes, ...parents.values()];
}

const INSERT = `
INSERT INTO toc_nodes (user_id, node_id, level, parent_id, title, bullets, keywords, start_ts_ms, end_ts_ms, status, dirty_since_ms, created_at_ms, updated_at_ms)
SELECT j.value ->> '$.user_id', j.value ->> '$.node_id', j.value ->> '$.level', j.value ->> '$.parent_id', j.value ->> '$.title',
  j.value ->> '$.bullets', j.value ->> '$.keywords', j.value ->> '$.start_ts_ms', j.value ->> '$.end_ts_ms', j.value ->> '$.status',
  j.value ->> '$.dirty_since_ms', ?1, ?1
FROM json_each(?2) AS j`;

describe("fan-out", () => {
  it("200 users with a few days each: one run enqueues them all within its limits, and every parent is rolled up", async () => {
    await resetJobs();
    const now = Date.now();
    const userIds = Array.from({ length: USERS }, (_, i) => `usr_fanout_${String(i).padStart(3, "0")}_${crypto.randomUUID().slice(0, 8)}`);
    const rows = userIds.flatMap((id) => seedRows(id, now));
    await env.DB.batch(bulk(env.DB.prepare(INSERT), rows, now));
    const parentsPerUser = rows.filter((r) => r["level"] !== "segment").length / USERS;

    // Watch what the run sends: every sendBatch stays within the platform's 100 messages.
    const batches: { size: number; maxDelay: number }[] = [];
    const queue = recordingQueue((list) => batches.push({ size: list.length, maxDelay: Math.max(...list.map((m) => m.delaySeconds ?? 0)) }));
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: EVERY_5_MIN, scheduledTime: now + DEBOUNCE_MS + 1000 }), { ...env, OUTBOX_QUEUE: queue }, ctx);
    await waitOnExecutionContext(ctx);
    // The run holds itself to its time budget (a run out of time stops with a checkpoint):
    // "ok" with no checkpoint is one run that enqueued everyone within it.

    const job = await env.DB.prepare("SELECT last_outcome, last_items, last_report, checkpoint FROM jobs WHERE name = 'rollup-dirty'").first<{
      last_outcome: string;
      last_items: number;
      last_report: string;
      checkpoint: string | null;
    }>();
    expect(job).toMatchObject({ last_outcome: "ok", checkpoint: null });
    expect(job!.last_items).toBeGreaterThanOrEqual(USERS);
    expect(batches.every((b) => b.size <= 100)).toBe(true);
    expect(batches.reduce((n, b) => n + b.size, 0)).toBe(job!.last_items);
    // Spread out: the later users of a big run wait a few seconds.
    expect(Math.max(...batches.map((b) => b.maxDelay))).toBeGreaterThanOrEqual(Math.floor((USERS - 1) / 50));

    const unsettled = async () =>
      (await env.DB.prepare(
        "SELECT count(*) AS n FROM toc_nodes WHERE user_id LIKE 'usr_fanout_%' AND (status != 'final' OR dirty_since_ms IS NOT NULL)",
      ).first<{
        n: number;
      }>())!.n;
    await eventually(async () => expect(await unsettled()).toBe(0), 60_000);
    const sample = await env.DB.prepare("SELECT title, bullets, version FROM toc_nodes WHERE user_id = ? AND node_id = 'toc:day:2025-05-13'")
      .bind(userIds[USERS - 1])
      .first<{ title: string; bullets: string; version: number }>();
    expect(sample!.version).toBe(1);
    expect(JSON.parse(sample!.bullets)).toHaveLength(2);
    expect(parentsPerUser).toBe(7); // 3 days, 2 weeks, a month and a year
  }, 90_000);
});
