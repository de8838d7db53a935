import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { JOBS } from "../../src/cron/jobs";
import { type ConsolidationOp, type ConsolidationStep, runStepForUser } from "../../src/cron/consolidation/runner";
import { decayStep, relationsStep } from "../../src/cron/consolidation/steps";
import { DEFAULT_DECAY } from "../../src/core/consolidation/decay";
import { runJob } from "../../src/cron/policy";
import { userDatabase } from "../../src/db/handle";
import { purgeExpiredMemories } from "../../src/db/memories";
import { ADMIN, call, createUser, makeEvent, type TestUser } from "./helpers";
import { ingestAndBuild, resetJobs } from "./rollup-helpers";

const DAY = 86_400_000;

/** Every row of every table (FTS shadow tables and D1's own left out), as text: what "writes nothing" compares. */
async function snapshot(): Promise<Record<string, string[]>> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE '%_fts%' AND name != 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
    out[name] = results.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

async function insertMemory(
  user: TestUser,
  id: string,
  text: string,
  over: { kind?: string; origin?: string; status?: string; createdAtMs?: number; confidence?: number; grips?: string[] } = {},
) {
  const at = over.createdAtMs ?? Date.now();
  await env.DB.prepare(
    "INSERT INTO memories (user_id, memory_id, kind, text, confidence, status, origin, created_at_ms, updated_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(user.userId, id, over.kind ?? "decision", text, over.confidence ?? 0.8, over.status ?? "active", over.origin ?? "extracted", at, at)
    .run();
  for (const g of over.grips ?? [])
    await env.DB.prepare("INSERT INTO memory_grips (user_id, memory_id, grip_id) VALUES (?, ?, ?)").bind(user.userId, id, g).run();
}

function work(sessionId: string, atMs: number, ask: string, result: string): Record<string, unknown>[] {
  return [
    makeEvent({ session_id: sessionId, ts: atMs, text: ask }),
    makeEvent({ session_id: sessionId, ts: atMs + 60_000, event_type: "assistant_message", role: "assistant", text: result }),
    makeEvent({ session_id: sessionId, ts: atMs + 120_000, event_type: "session_end", role: "system", text: "" }),
  ];
}

async function rows<T>(sql: string, ...binds: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;
}

async function dryRun(name: string, userId?: string) {
  const qs = new URLSearchParams({ dry_run: "true", ...(userId ? { user_id: userId } : {}) });
  const res = await call(`/v1/admin/jobs/${name}/run?${qs}`, { method: "POST", headers: ADMIN });
  expect(res.status, await res.clone().text()).toBe(200);
  return (
    (await res.json()) as {
      run: {
        report: {
          planned: number;
          applied: number;
          queued: number;
          user_reports: { user_id: string; ops: { key: string; band: string; action: { type: string } }[] }[];
        };
      };
    }
  ).run;
}

let owner: TestUser;
let stranger: TestUser;
const t0 = Date.now() - 200 * DAY;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createUser(), createUser()]);
  await ingestAndBuild(owner, [
    ...work(
      "s1",
      t0,
      "requireAuth in src/auth/jwt.ts answers 500 on an expired token",
      "Fixed requireAuth in src/auth/jwt.ts: an expired token now answers 401 token_expired",
    ),
    ...work(
      "s2",
      t0 + 3 * DAY,
      "add a test for requireAuth with an expired token",
      "Added jwt.test.ts: requireAuth answers 401 token_expired for an expired token",
    ),
    ...work(
      "s3",
      t0 + 9 * DAY,
      "requireAuth in src/auth/jwt.ts should accept the session cookie too",
      "requireAuth in jwt.ts now reads the session cookie; an expired one answers 401 token_expired",
    ),
    ...work("s4", Date.now() - 2 * DAY, "add an LRU cache to loadConfig in src/config.ts", "loadConfig caches parsed files in an LRU of 64 entries"),
  ]);
  await ingestAndBuild(
    stranger,
    work("x1", t0, "requireAuth in src/auth/jwt.ts answers 500 on an expired token", "Fixed requireAuth in src/auth/jwt.ts for expired tokens"),
  );
  await insertMemory(owner, "m_dup1", "Use jose, not jsonwebtoken, for JWT verification");
  await insertMemory(owner, "m_dup2", "Use jose, not jsonwebtoken, for JWT verification", { confidence: 0.9 });
  await insertMemory(owner, "m_near1", "Run the unit tests with pnpm vitest and coverage locally before pushing a branch", { kind: "instruction" });
  await insertMemory(owner, "m_near2", "Run tests with pnpm vitest and coverage locally before pushing a feature branch", { kind: "instruction" });
  await insertMemory(owner, "m_old", "The staging clock runs about 47 s behind", { kind: "fact", createdAtMs: Date.now() - 400 * DAY });
  await insertMemory(owner, "m_kept", "Never commit to main directly", { kind: "instruction", origin: "remembered", createdAtMs: Date.now() - 400 * DAY });
  await insertMemory(stranger, "m_dup1", "Use jose, not jsonwebtoken, for JWT verification");
  await insertMemory(stranger, "m_dup2", "Use jose, not jsonwebtoken, for JWT verification");
});

beforeEach(resetJobs);

describe("dry run", () => {
  it("reports what each step would do and writes nothing: every table is the same after, the jobs table included", async () => {
    const before = await snapshot();
    const reports: Record<string, Awaited<ReturnType<typeof dryRun>>> = {};
    for (const name of ["consolidate-cluster", "consolidate-relations", "consolidate-merge", "consolidate-decay"]) reports[name] = await dryRun(name);
    expect(await snapshot()).toEqual(before);
    const ownerOps = (name: string) => reports[name]!.report.user_reports.find((u) => u.user_id === owner.userId)?.ops ?? [];
    expect(ownerOps("consolidate-cluster").map((o) => o.action.type)).toContain("cluster");
    expect(ownerOps("consolidate-relations").map((o) => o.action.type)).toContain("relate");
    expect(ownerOps("consolidate-merge").map((o) => o.action.type)).toContain("merge");
    expect(
      ownerOps("consolidate-decay")
        .map((o) => o.action.type)
        .sort(),
    ).toEqual(expect.arrayContaining(["archive", "fade_node"]));
    for (const r of Object.values(reports)) expect(r.report.applied + r.report.queued).toBe(0);
  });

  it("is deterministic: the same history plans the same operations", async () => {
    for (const name of ["consolidate-cluster", "consolidate-relations", "consolidate-merge", "consolidate-decay"]) {
      const [a, b] = [await dryRun(name, owner.userId), await dryRun(name, owner.userId)];
      expect(b.report.user_reports).toEqual(a.report.user_reports);
    }
  });

  it("of one user plans only that user's items; unknown users 404; dry_run on a job that has none is a 400", async () => {
    const run = await dryRun("consolidate-merge", stranger.userId);
    expect(run.report.user_reports.map((u) => u.user_id)).toEqual([stranger.userId]);
    expect((await call("/v1/admin/jobs/consolidate-merge/run?dry_run=true&user_id=nobody", { method: "POST", headers: ADMIN })).status).toBe(404);
    expect((await call("/v1/admin/jobs/retention/run?dry_run=true", { method: "POST", headers: ADMIN })).status).toBe(400);
    expect((await call(`/v1/admin/jobs/consolidate-merge/run?user_id=${stranger.userId}`, { method: "POST", headers: ADMIN })).status).toBe(400);
    expect((await call("/v1/admin/jobs/consolidate-merge/run?dry_run=true", { method: "POST", headers: owner.auth })).status).toBe(401);
  });
});

describe("the steps as jobs, against real D1", () => {
  it("cluster: groups the requireAuth segments across days under an identifier they share; a second run changes nothing", async () => {
    const run = await runJob(env, JOBS["consolidate-cluster"], { trigger: "manual", nowMs: Date.now() });
    expect(run.outcome).toBe("ok");
    const segs = await rows<{ node_id: string; title: string }>(
      "SELECT node_id, title FROM toc_nodes WHERE user_id = ? AND level = 'segment' ORDER BY start_ts_ms",
      owner.userId,
    );
    const [home] = await rows<{ cluster_id: string }>(
      "SELECT cluster_id FROM cluster_members WHERE user_id = ? AND member_id = ?",
      owner.userId,
      segs[0]!.node_id,
    );
    const [auth] = await rows<{ cluster_id: string; label: string }>(
      "SELECT cluster_id, label FROM clusters WHERE user_id = ? AND cluster_id = ?",
      owner.userId,
      home!.cluster_id,
    );
    expect(["requireauth", "token_expired"]).toContain(auth!.label.toLowerCase());
    const members = await rows<{ member_id: string }>(
      "SELECT member_id FROM cluster_members WHERE user_id = ? AND cluster_id = ?",
      owner.userId,
      auth!.cluster_id,
    );
    expect(members.map((m) => m.member_id)).toEqual(expect.arrayContaining(segs.slice(0, 3).map((s) => s.node_id)));
    expect(members.map((m) => m.member_id)).not.toContain(segs[3]!.node_id);
    const again = (await dryRun("consolidate-cluster", owner.userId)).report;
    expect(again.planned).toBe(0);
  });

  it("relations: links related segments with what they share, logged by band; a second run changes nothing", async () => {
    const run = await runJob(env, JOBS["consolidate-relations"], { trigger: "manual", nowMs: Date.now() });
    expect(run.outcome).toBe("ok");
    const links = await rows<{ from_id: string; to_id: string; score: number; shared: string }>(
      "SELECT from_id, to_id, score, shared FROM relations WHERE user_id = ? AND relation = 'related'",
      owner.userId,
    );
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l.score).toBeGreaterThanOrEqual(0.4);
    expect(links.some((l) => (JSON.parse(l.shared) as string[]).map((s) => s.toLowerCase()).includes("requireauth"))).toBe(true);
    const logged = await rows<{ band: string; step: string }>(
      "SELECT band, step FROM consolidation_log WHERE user_id = ? AND step = 'relations'",
      owner.userId,
    );
    expect(logged.length).toBe(links.length);
    expect((await dryRun("consolidate-relations", owner.userId)).report.planned).toBe(0);
    expect(await rows("SELECT * FROM relations WHERE user_id = ?", stranger.userId)).toEqual([]);
  });

  it("merge: exact duplicates become one (consolidated_from), originals archived and recoverable for 30 days; near-duplicates wait for review", async () => {
    const nowMs = Date.now();
    const run = await runJob(env, JOBS["consolidate-merge"], { trigger: "manual", nowMs });
    expect(run.outcome).toBe("ok");
    const merged = await rows<{ memory_id: string; text: string; status: string; origin: string; confidence: number }>(
      "SELECT memory_id, text, status, origin, confidence FROM memories WHERE user_id = ? AND origin = 'merged'",
      owner.userId,
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ text: "Use jose, not jsonwebtoken, for JWT verification", status: "active", confidence: 0.9 });
    const originals = await rows<{ memory_id: string; status: string; archived_reason: string; purge_after_ms: number; superseded_by: string }>(
      "SELECT memory_id, status, archived_reason, purge_after_ms, superseded_by FROM memories WHERE user_id = ? AND memory_id IN ('m_dup1', 'm_dup2') ORDER BY memory_id",
      owner.userId,
    );
    expect(originals.map((o) => o.status)).toEqual(["archived", "archived"]);
    for (const o of originals) {
      expect(o.archived_reason).toBe("merged");
      expect(o.superseded_by).toBe(merged[0]!.memory_id);
      expect(o.purge_after_ms).toBeGreaterThanOrEqual(nowMs + 30 * DAY - 60_000);
    }
    const from = await rows<{ to_id: string }>(
      "SELECT to_id FROM relations WHERE user_id = ? AND relation = 'consolidated_from' AND from_id = ? ORDER BY to_id",
      owner.userId,
      merged[0]!.memory_id,
    );
    expect(from.map((r) => r.to_id)).toEqual(["m_dup1", "m_dup2"]);
    // The stranger's identical memories are the stranger's: untouched by the run's work on the owner.
    const strangers = await rows<{ status: string }>("SELECT status FROM memories WHERE user_id = ? AND memory_id LIKE 'm_dup%'", stranger.userId);
    expect(strangers.every((s) => s.status === "archived") || strangers.every((s) => s.status === "active")).toBe(true);
    const tasks = await rows<{ step: string; status: string; labels: string; action: string }>(
      "SELECT step, status, labels, action FROM consolidation_tasks WHERE user_id = ? AND step = 'merge'",
      owner.userId,
    );
    for (const t of tasks) {
      expect(t.status).toBe("open");
      expect(JSON.parse(t.labels)).toContain("consolidation:merge");
      expect((JSON.parse(t.action) as { type: string }).type).toBe("merge");
    }
    expect((await dryRun("consolidate-merge", owner.userId)).report.user_reports.flatMap((u) => u.ops).filter((o) => o.band !== "review")).toEqual([]);
  });

  it("reads expose relations: a segment says what else is on its subject; a merged memory names its originals", async () => {
    const segs = await rows<{ node_id: string }>("SELECT node_id FROM toc_nodes WHERE user_id = ? AND level = 'segment' ORDER BY start_ts_ms", owner.userId);
    const res = await call(`/v1/toc/nodes/${encodeURIComponent(segs[0]!.node_id)}`, { headers: owner.auth });
    expect(res.status).toBe(200);
    const { related } = (await res.json()) as {
      related: {
        also: string | null;
        cluster: { label: string } | null;
        items: { kind: string; id: string; relation: string; shared: string[]; date: string }[];
      };
    };
    expect(related.also).toMatch(/^also: 2 other segments on \S+ \(\d{4}-\d\d-\d\d, \d{4}-\d\d-\d\d\)$/);
    expect(related.items.map((i) => i.id)).toEqual(expect.arrayContaining([segs[1]!.node_id, segs[2]!.node_id]));
    expect(related.items.find((i) => i.relation === "related")?.shared.length).toBeGreaterThan(0);
    // The stranger has the same words but none of it shows, and the stranger cannot read the owner's node.
    expect(related.items.every((i) => segs.some((s) => s.node_id === i.id) || i.kind === "memory")).toBe(true);
    expect((await call(`/v1/toc/nodes/${encodeURIComponent(segs[0]!.node_id)}`, { headers: stranger.auth })).status).toBe(404);
    // MCP read_node: the same related answer, and its text says it.
    const rpc = await call("/mcp", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...owner.auth },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "read_node", arguments: { node_id: segs[0]!.node_id } } }),
    });
    expect(rpc.status).toBe(200);
    const raw = await rpc.text();
    const message = JSON.parse(
      raw.startsWith("{")
        ? raw
        : raw
            .split("\n")
            .find((l) => l.startsWith("data: "))!
            .slice(6),
    ) as {
      result: { content: { text: string }[]; structuredContent: { related: { also: string | null } } };
    };
    expect(message.result.structuredContent.related.also).toBe(related.also);
    expect(message.result.content[0]!.text).toContain(related.also!);
    const cache = (await (await call(`/v1/toc/nodes/${encodeURIComponent(segs[3]!.node_id)}`, { headers: owner.auth })).json()) as { related: unknown };
    expect(cache.related).toEqual({ also: null, cluster: null, items: [] });

    const [merged] = await rows<{ memory_id: string }>(
      "SELECT memory_id FROM memories WHERE user_id = ? AND origin = 'merged' ORDER BY created_at_ms LIMIT 1",
      owner.userId,
    );
    const mem = (await (await call(`/v1/memories/${merged!.memory_id}`, { headers: owner.auth })).json()) as {
      related: { items: { id: string; relation: string; direction: string; status: string | null }[] };
    };
    const originals = mem.related.items.filter((i) => i.relation === "consolidated_from");
    expect(originals.map((i) => [i.id, i.direction, i.status]).sort()).toEqual([
      ["m_dup1", "out", "archived"],
      ["m_dup2", "out", "archived"],
    ]);
    // Recoverable until the archive expires: the purge leaves them a day before, takes them a day after.
    const [archived] = await rows<{ purge_after_ms: number }>("SELECT purge_after_ms FROM memories WHERE user_id = ? AND memory_id = 'm_dup1'", owner.userId);
    const alive = async () => (await rows("SELECT 1 FROM memories WHERE user_id = ? AND memory_id IN ('m_dup1', 'm_dup2')", owner.userId)).length;
    const purgeAt = archived!.purge_after_ms;
    // Their use counts, and those of the merged memory that stays.
    for (const id of ["m_dup1", "m_dup2", merged!.memory_id])
      await env.DB.prepare(
        "INSERT OR IGNORE INTO uses (user_id, target_kind, target_id, use_count, first_used_at_ms, last_used_at_ms) VALUES (?, 'memory', ?, 1, 1, 1)",
      )
        .bind(owner.userId, id)
        .run();
    const naming = async () =>
      (
        await rows<{ id: string }>(
          "SELECT 'use:' || target_id AS id FROM uses WHERE user_id = ?1 AND target_id IN ('m_dup1', 'm_dup2') UNION ALL SELECT 'relation:' || from_id || '>' || to_id FROM relations WHERE user_id = ?1 AND (from_id IN ('m_dup1', 'm_dup2') OR to_id IN ('m_dup1', 'm_dup2'))",
          owner.userId,
        )
      ).length;
    await purgeExpiredMemories(userDatabase(env, owner.userId), purgeAt - DAY, 1000);
    expect(await alive()).toBe(2);
    expect(await naming()).toBe(4);
    await purgeExpiredMemories(userDatabase(env, owner.userId), purgeAt + DAY, 1000);
    expect(await alive()).toBe(0);
    expect(await rows("SELECT 1 FROM memories WHERE user_id = ? AND origin = 'merged'", owner.userId)).toHaveLength(1);
    // Nothing names the purged originals any more: their use counts and the merged memory's links to them went with them.
    expect(await naming()).toBe(0);
    expect(await rows("SELECT 1 FROM uses WHERE user_id = ? AND target_id = ?", owner.userId, merged!.memory_id)).toHaveLength(1);
  });

  it("decay: an old unused memory is archived, one the user asked to keep waits for review, old unused segments fade and a use brings one back", async () => {
    const [first] = await rows<{ node_id: string }>(
      "SELECT node_id FROM toc_nodes WHERE user_id = ? AND level = 'segment' ORDER BY start_ts_ms LIMIT 1",
      owner.userId,
    );
    // The reads of the test before are counted a moment after their answers: wait for them.
    await expect
      .poll(async () => (await rows("SELECT 1 FROM uses WHERE user_id = ? AND target_id = ?", owner.userId, first!.node_id)).length, { timeout: 30_000 })
      .toBe(1);
    const run = await runJob(env, JOBS["consolidate-decay"], { trigger: "manual", nowMs: Date.now() });
    expect(run.outcome).toBe("ok");
    const mem = async (id: string) =>
      (await rows<{ status: string }>("SELECT status FROM memories WHERE user_id = ? AND memory_id = ?", owner.userId, id))[0]!.status;
    expect(await mem("m_old")).toBe("archived");
    expect(await mem("m_kept")).toBe("active");
    const task = await rows<{ status: string; labels: string }>(
      "SELECT status, labels FROM consolidation_tasks WHERE user_id = ? AND step = 'decay'",
      owner.userId,
    );
    expect(task.map((t) => t.status)).toContain("open");
    expect(task.flatMap((t) => JSON.parse(t.labels) as string[])).toContain("consolidation:decay");
    const segs = await rows<{ node_id: string }>("SELECT node_id FROM toc_nodes WHERE user_id = ? AND level = 'segment' ORDER BY start_ts_ms", owner.userId);
    const faded = await rows<{ target_id: string }>(
      "SELECT target_id FROM uses WHERE user_id = ? AND target_kind = 'node' AND faded_at_ms IS NOT NULL",
      owner.userId,
    );
    // The first was read by the test before (a use: its score is fresh); the two other old ones fade, the recent one stays.
    expect(faded.map((f) => f.target_id).sort()).toEqual([segs[1]!.node_id, segs[2]!.node_id].sort());
    const res = await call(`/v1/toc/nodes/${encodeURIComponent(segs[1]!.node_id)}`, { headers: owner.auth });
    expect(res.status).toBe(200);
    await expect
      .poll(
        async () =>
          (await rows<{ f: number | null }>("SELECT faded_at_ms AS f FROM uses WHERE user_id = ? AND target_id = ?", owner.userId, segs[1]!.node_id))[0]!.f,
        { timeout: 30_000 },
      )
      .toBeNull();
  });
});

describe("a review task of a step, approved", () => {
  it("approving a near-duplicate merge applies it through the same statements; a second approval is refused", async () => {
    const [task] = await rows<{ task_id: string; action: string }>(
      "SELECT task_id, action FROM consolidation_tasks WHERE user_id = ? AND step = 'merge' AND status = 'open'",
      owner.userId,
    );
    if (!task) return expect.unreachable("the merge step left no review task for the near-duplicates");
    const action = JSON.parse(task.action) as { memory_ids: string[]; into: string };
    const approved = await call(`/v1/consolidation/tasks/${task.task_id}/approve`, { method: "POST", headers: owner.auth });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const merged = await rows<{ status: string; origin: string }>(
      "SELECT status, origin FROM memories WHERE user_id = ? AND memory_id = ?",
      owner.userId,
      action.into,
    );
    expect(merged).toEqual([{ status: "active", origin: "merged" }]);
    const originals = await rows<{ status: string }>(
      `SELECT status FROM memories WHERE user_id = ? AND memory_id IN (${action.memory_ids.map(() => "?").join(",")})`,
      owner.userId,
      ...action.memory_ids,
    );
    expect(originals.map((o) => o.status)).toEqual(action.memory_ids.map(() => "archived"));
    expect((await call(`/v1/consolidation/tasks/${task.task_id}/approve`, { method: "POST", headers: owner.auth })).status).toBe(409);
    expect((await call(`/v1/consolidation/tasks/${task.task_id}/approve`, { method: "POST", headers: stranger.auth })).status).toBe(404);
  });
});

/**
 * A step with a backlog: `size` links between nodes, each proposed until it exists (applied at
 * confidence 0.95, so never a review task). Counts how many it proposes, as the real steps do.
 */
function backlogStep(size: number): ConsolidationStep {
  return {
    name: "consolidate-relations",
    label: "relations",
    description: "test backlog",
    cron: "17 * * * *",
    async plan({ userId }) {
      const have = new Set((await rows<{ from_id: string }>("SELECT from_id FROM relations WHERE user_id = ?", userId)).map((r) => r.from_id));
      const ops: ConsolidationOp[] = [];
      for (let i = 0; i < size; i++) {
        const from = `node_${String(i).padStart(4, "0")}`;
        if (have.has(from)) continue;
        ops.push({
          key: `link:${from}`,
          action: { type: "relate", from: { kind: "node", id: from }, to: { kind: "node", id: "node_hub" }, score: 0.9, shared: [] },
          confidence: 0.95,
          score: 0.5,
          title: `Relate ${from}`,
          notes: {},
        });
      }
      return ops;
    },
  };
}

describe("rate limit", () => {
  const HOUR = 3_600_000;

  it("is a rate over time: an hourly run applies up to an hour's worth, so a backlog of 3.5 hours' worth drains in 4 hourly runs", async () => {
    const user = await createUser();
    const db = userDatabase(env, user.userId);
    const step = backlogStep(700);
    // 3 a minute, saved up for 60 minutes: 180 a run at most.
    const ctx = { db, userId: user.userId, decay: DEFAULT_DECAY, runId: "run_test", limitPerMinute: 3, burstMinutes: 60 };
    const t = Date.UTC(2026, 9, 14, 10, 17);

    // A dry run plans the whole backlog and writes nothing, not even the allowance.
    const before = await snapshot();
    const dry = await runStepForUser(step, { ...ctx, nowMs: t, dryRun: true });
    expect(dry).toMatchObject({ planned: 700, applied: 0, deferred: 0 });
    expect(await snapshot()).toEqual(before);

    const applied: number[] = [];
    for (let run = 0; run < 4; run++) {
      const report = await runStepForUser(step, { ...ctx, nowMs: t + run * HOUR, dryRun: false });
      expect(report.planned).toBe(700 - applied.reduce((a, b) => a + b, 0));
      applied.push(report.applied);
    }
    // A new user's allowance starts full (180), then each hour refills it (180).
    expect(applied).toEqual([180, 180, 180, 160]);
    expect((await runStepForUser(step, { ...ctx, nowMs: t + 4 * HOUR, dryRun: false })).planned).toBe(0);
    // What the last run did not spend (20) was given back, and nothing more accrues past the cap.
    expect((await rows<{ tokens: number }>("SELECT tokens FROM consolidation_rate WHERE user_id = ?", user.userId))[0]!.tokens).toBeCloseTo(20, 6);
  });

  it("between runs it accrues at the rate; the steps share one allowance; the cap bounds what a pause saves up", async () => {
    const user = await createUser();
    const db = userDatabase(env, user.userId);
    const ctx = { db, userId: user.userId, decay: DEFAULT_DECAY, runId: "run_test", dryRun: false, limitPerMinute: 2, burstMinutes: 5 };
    const t = Date.UTC(2026, 9, 14, 10, 17);
    const a = backlogStep(100);
    expect((await runStepForUser(a, { ...ctx, nowMs: t })).applied).toBe(10);
    // Half a minute later: one operation accrued; another step right after finds none left.
    expect((await runStepForUser(a, { ...ctx, nowMs: t + 30_000 })).applied).toBe(1);
    const other = await runStepForUser(a, { ...ctx, nowMs: t + 30_000 });
    expect(other).toMatchObject({ applied: 0, deferred: 89 });
    // Three minutes: six. A day later: the cap, ten, not 2 880.
    expect((await runStepForUser(a, { ...ctx, nowMs: t + 210_000 })).applied).toBe(6);
    expect((await runStepForUser(a, { ...ctx, nowMs: t + 210_000 + DAY })).applied).toBe(10);
  });

  it("a real step: applies at most what the allowance holds; the rest waits for it to refill", async () => {
    const user = await createUser();
    await ingestAndBuild(user, [
      ...work("a", t0, "fix requireAuth in src/auth/jwt.ts", "requireAuth fixed in jwt.ts"),
      ...work("b", t0 + DAY, "requireAuth test in jwt.test.ts", "requireAuth tested in jwt.test.ts"),
      ...work("c", t0 + 2 * DAY, "requireAuth cookie in jwt.ts", "requireAuth reads cookies in jwt.ts"),
    ]);
    const db = userDatabase(env, user.userId);
    const nowMs = Math.floor(Date.now() / 60_000) * 60_000 + 1_000;
    const ctx = { db, userId: user.userId, decay: DEFAULT_DECAY, runId: "run_test", dryRun: false, limitPerMinute: 2, burstMinutes: 1 };
    const first = await runStepForUser(decayStep, { ...ctx, nowMs });
    expect(first.planned).toBe(3);
    expect(first.applied).toBe(2);
    expect(first.deferred).toBe(1);
    const sameTime = await runStepForUser(relationsStep, { ...ctx, nowMs });
    expect(sameTime.applied + sameTime.queued).toBe(0);
    expect(sameTime.deferred).toBe(sameTime.planned);
    const nextMinute = await runStepForUser(decayStep, { ...ctx, nowMs: nowMs + 60_000 });
    expect(nextMinute.planned).toBe(1);
    expect(nextMinute.applied).toBe(1);
  });
});
