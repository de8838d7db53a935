import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { JOBS } from "../../src/cron/jobs";
import { runJob } from "../../src/cron/policy";
import { insertEventsWithOutbox } from "../../src/db/events";
import { systemDatabase, userDatabase } from "../../src/db/handle";
import { acquireLease } from "../../src/db/jobs";
import worker from "../../src/worker";
import { ADMIN, call, createUser, makeEvent, postJson } from "./helpers";
import { DEBOUNCE_MS, eventually, EVERY_5_MIN, fireCron, HOURLY, ingestAndBuild, nodeRow, pendingOutbox, resetJobs, session } from "./rollup-helpers";

const TIMEOUT_MS = 30_000;

interface JobView {
  name: string;
  cron: string;
  paused: boolean;
  running: boolean;
  lease: { run_id: string; expires_at: string } | null;
  checkpoint: unknown;
  last_run: {
    run_id: string;
    trigger: string;
    started_at: string;
    finished_at: string | null;
    outcome: string;
    items: number | null;
    errors: number | null;
    report: Record<string, unknown>;
  } | null;
  last_skip: { at: string; reason: string } | null;
}

async function jobs(): Promise<Record<string, JobView>> {
  const res = await call("/v1/admin/jobs", { headers: ADMIN });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { jobs: JobView[]; next_cursor: null };
  expect(body.next_cursor).toBeNull();
  return Object.fromEntries(body.jobs.map((j) => [j.name, j]));
}

beforeEach(resetJobs);
afterEach(() => vi.restoreAllMocks());

describe("the job view", () => {
  it("lists every job with its cron before any has run, admin token only", async () => {
    const view = await jobs();
    expect(Object.keys(view).sort()).toEqual([
      "consolidate-cluster",
      "consolidate-decay",
      "consolidate-merge",
      "consolidate-promote",
      "consolidate-relations",
      "outbox-sweep",
      "retention",
      "rollup-dirty",
      "rollup-final",
    ]);
    expect(view["rollup-dirty"]).toMatchObject({
      cron: "*/5 * * * *",
      paused: false,
      running: false,
      lease: null,
      checkpoint: null,
      last_run: null,
      last_skip: null,
    });
    expect(view["rollup-final"]!.cron).toBe("17 * * * *");
    expect(view["outbox-sweep"]!.cron).toBe("*/5 * * * *");

    const user = await createUser();
    for (const [path, method] of [
      ["/v1/admin/jobs", "GET"],
      ["/v1/admin/jobs/rollup-dirty/pause", "POST"],
      ["/v1/admin/jobs/rollup-dirty/run", "POST"],
      ["/v1/admin/rebuild", "POST"],
    ] as const) {
      for (const headers of [{}, user.auth]) {
        const res = await call(path, { method, headers });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
      }
    }
    const unknown = await call("/v1/admin/jobs/nope/run", { method: "POST", headers: ADMIN });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: {
        code: "not_found",
        message:
          "no such job; jobs are rollup-dirty, outbox-sweep, rollup-final, retention, consolidate-promote, consolidate-cluster, consolidate-relations, consolidate-merge, consolidate-decay",
      },
    });

    const doc = (await (await call("/openapi.json")).json()) as { paths: Record<string, unknown> };
    for (const path of ["/v1/admin/jobs", "/v1/admin/jobs/{name}/pause", "/v1/admin/jobs/{name}/resume", "/v1/admin/jobs/{name}/run", "/v1/admin/rebuild"]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it(
    "records a run: start, end, outcome, items; pause skips scheduled runs but not a manual one",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, session("s", Date.UTC(2026, 0, 14, 10), "rotate the signing keys"));
      await fireCron(EVERY_5_MIN, Date.now() + DEBOUNCE_MS + 1000);
      let view = await jobs();
      expect(view["rollup-dirty"]!.last_run).toMatchObject({ trigger: "cron", outcome: "ok", errors: 0 });
      expect(view["rollup-dirty"]!.last_run!.items).toBeGreaterThanOrEqual(1);
      expect(Date.parse(view["rollup-dirty"]!.last_run!.finished_at!)).toBeGreaterThanOrEqual(Date.parse(view["rollup-dirty"]!.last_run!.started_at));
      expect(view["outbox-sweep"]!.last_run).toMatchObject({ outcome: "ok", items: 0 });
      expect(view["rollup-final"]!.last_run).toBeNull(); // not on this cron

      const paused = await postJson("/v1/admin/jobs/rollup-final/pause", {}, ADMIN);
      expect(paused.status).toBe(200);
      expect(((await paused.json()) as { job: JobView }).job.paused).toBe(true);
      const warn = vi.spyOn(console, "warn");
      await fireCron(HOURLY);
      view = await jobs();
      expect(view["rollup-final"]!.last_run).toBeNull();
      expect(view["rollup-final"]!.last_skip?.reason).toBe("the job is paused");
      expect(warn).toHaveBeenCalledWith("job rollup-final: skipped (cron): the job is paused");

      const manual = await postJson("/v1/admin/jobs/rollup-final/run", {}, ADMIN);
      expect(manual.status).toBe(200);
      const { run } = (await manual.json()) as { run: { job: string; trigger: string; outcome: string; took_over_from: string | null } };
      expect(run).toMatchObject({ job: "rollup-final", trigger: "manual", outcome: "ok", took_over_from: null });

      const resumed = await postJson("/v1/admin/jobs/rollup-final/resume", {}, ADMIN);
      expect(((await resumed.json()) as { job: JobView }).job.paused).toBe(false);
      await fireCron(HOURLY);
      expect((await jobs())["rollup-final"]!.last_run).toMatchObject({ trigger: "cron", outcome: "ok" });

      // A user's status says when each job last ran, and nothing of its report (which names users).
      view = await jobs();
      const status = await call("/v1/status", { headers: user.auth });
      expect(status.status).toBe(200);
      const { jobs: seen } = (await status.json()) as { jobs: unknown[] };
      expect(seen).toEqual(
        [
          "rollup-dirty",
          "outbox-sweep",
          "rollup-final",
          "retention",
          "consolidate-promote",
          "consolidate-cluster",
          "consolidate-relations",
          "consolidate-merge",
          "consolidate-decay",
        ].map((name) => ({
          name,
          cron: view[name]!.cron,
          paused: false,
          last_run_at: view[name]!.last_run!.started_at,
          last_outcome: "ok",
        })),
      );
    },
    TIMEOUT_MS,
  );
});

describe("overlap guard", () => {
  it(
    "two runs at once: one does the work, the other skips and says so",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, session("s", Date.UTC(2026, 0, 20, 10), "split the monolith's auth module"));
      const nowMs = Date.now() + DEBOUNCE_MS + 1000;
      const [a, b] = await Promise.all([
        runJob(env, JOBS["rollup-dirty"], { trigger: "cron", nowMs }),
        runJob(env, JOBS["rollup-dirty"], { trigger: "cron", nowMs }),
      ]);
      const outcomes = [a!.outcome, b!.outcome].sort();
      expect(outcomes).toEqual(["ok", "skipped"]);
      const skipped = a!.outcome === "skipped" ? a! : b!;
      const ran = a!.outcome === "skipped" ? b! : a!;
      if (skipped.outcome !== "skipped" || ran.outcome === "skipped") throw new Error("unreachable");
      expect(skipped.reason).toBe("lease_held");
      expect(skipped.held_by).toBe(ran.run_id);
      expect(skipped.message).toMatch(/^another run \(run_[0-9A-Z]+\) holds the lease until \d{4}-/);
      expect(ran.items).toBeGreaterThanOrEqual(1);
      const view = (await jobs())["rollup-dirty"]!;
      expect(view.last_run).toMatchObject({ run_id: ran.run_id, outcome: "ok" });
      expect(view.last_skip?.reason).toBe(skipped.message);
      // The one run's fan-out rolled the user up.
      await eventually(async () => expect((await nodeRow(user.userId, "toc:day:2026-01-20")).status).toBe("final"));
    },
    TIMEOUT_MS,
  );

  it(
    "two cron invocations at once: one runs each job, the other logs that it skipped",
    async () => {
      const warn = vi.spyOn(console, "warn");
      const fire = async () => {
        const ctx = createExecutionContext();
        await worker.scheduled(createScheduledController({ cron: HOURLY, scheduledTime: Date.now() }), env, ctx);
        await waitOnExecutionContext(ctx);
      };
      await Promise.all([fire(), fire()]);
      const skips = warn.mock.calls.map((c) => String(c[0])).filter((m) => m.startsWith("job rollup-final: skipped (cron): another run"));
      expect(skips).toHaveLength(1);
      expect((await jobs())["rollup-final"]!.last_run?.outcome).toBe("ok");
    },
    TIMEOUT_MS,
  );

  it(
    "a manual run while another holds the lease answers 409 naming it",
    async () => {
      await acquireLease(systemDatabase(env), "outbox-sweep", { runId: "run_busy", trigger: "cron", nowMs: Date.now(), leaseMs: 60_000, ignorePause: false });
      const res = await postJson("/v1/admin/jobs/outbox-sweep/run", {}, ADMIN);
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: { code: string; message: string; details: { reason: string; held_by: string; lease_expires_at: string } } };
      expect(body.error.code).toBe("conflict");
      expect(body.error.message).toMatch(/^job outbox-sweep did not run: another run \(run_busy\) holds the lease until /);
      expect(body.error.details).toMatchObject({ reason: "lease_held", held_by: "run_busy" });
    },
    TIMEOUT_MS,
  );

  it(
    "a run that died holding the lease blocks only until the lease expires",
    async () => {
      // A run took the lease and died: it never recorded a result or released it.
      await acquireLease(systemDatabase(env), "rollup-final", { runId: "run_dead", trigger: "cron", nowMs: Date.now(), leaseMs: 60_000, ignorePause: false });
      let view = (await jobs())["rollup-final"]!;
      expect(view).toMatchObject({ running: true, lease: { run_id: "run_dead" }, last_run: { run_id: "run_dead", outcome: "running" } });

      await fireCron(HOURLY);
      view = (await jobs())["rollup-final"]!;
      expect(view.last_run?.run_id).toBe("run_dead");
      expect(view.last_skip?.reason).toMatch(/^another run \(run_dead\) holds the lease until /);

      // Time passes: the lease expires.
      await env.DB.prepare("UPDATE jobs SET lease_expires_at_ms = ? WHERE name = 'rollup-final'")
        .bind(Date.now() - 1)
        .run();
      view = (await jobs())["rollup-final"]!;
      expect(view).toMatchObject({ running: false, lease: null, last_run: { run_id: "run_dead", outcome: "abandoned" } });

      const next = await runJob(env, JOBS["rollup-final"], { trigger: "cron", nowMs: Date.now() });
      expect(next).toMatchObject({ outcome: "ok", took_over_from: "run_dead" });
      view = (await jobs())["rollup-final"]!;
      expect(view).toMatchObject({ running: false, lease: null, last_run: { outcome: "ok", trigger: "cron" } });
    },
    TIMEOUT_MS,
  );
});

describe("outbox sweeper", () => {
  it(
    "processes outbox rows whose queue message was lost, and reports them",
    async () => {
      const user = await createUser();
      const other = await createUser();
      // Committed twenty minutes ago, but the relay never sent their messages (written straight to D1).
      const base = Date.UTC(2026, 0, 22, 9);
      const lost = session("lost", base, "pin the node version in CI").map((e, i) => ({
        event_id: e.event_id as string,
        session_id: "lost",
        agent: "claude-code",
        ts_ms: e.ts as number,
        event_type: e.event_type as "user_message",
        role: e.role as "user",
        text: e.text as string,
        metadata: {},
        seq: i + 1,
      }));
      await insertEventsWithOutbox(userDatabase(env, user.userId), user.userId, lost, Date.now() - 20 * 60_000);
      // Another user's row is only a minute old: not the sweeper's business yet.
      const fresh = {
        event_id: makeEvent().event_id as string,
        session_id: "fresh",
        agent: "claude-code",
        ts_ms: base,
        event_type: "user_message" as const,
        role: "user" as const,
        text: "hello",
        metadata: {},
        seq: 1,
      };
      await insertEventsWithOutbox(userDatabase(env, other.userId), other.userId, [fresh], Date.now() - 60_000);
      // Written straight to D1, as a crash between commit and send leaves them: no message exists
      // for them, so only the sweeper's re-send (its report below) can deliver them.
      expect(await pendingOutbox(user.userId)).toBe(3);

      const warn = vi.spyOn(console, "warn");
      await fireCron(EVERY_5_MIN);
      await eventually(async () => expect(await pendingOutbox(user.userId)).toBe(0));
      expect(await pendingOutbox(other.userId)).toBe(1);

      const members = await env.DB.prepare("SELECT count(*) AS n FROM segment_members WHERE user_id = ?").bind(user.userId).first<{ n: number }>();
      expect(members!.n).toBe(3);
      const rows = await env.DB.prepare("SELECT attempts, swept_at_ms FROM outbox WHERE user_id = ? ORDER BY seq")
        .bind(user.userId)
        .all<{ attempts: number; swept_at_ms: number }>();
      expect(rows.results.map((r) => r.attempts)).toEqual([1, 1, 1]);
      const report = (await jobs())["outbox-sweep"]!.last_run!;
      expect(report).toMatchObject({ outcome: "ok", items: 3 });
      expect(report.report).toMatchObject({ rows_resent: 3, users: 1, threshold_ms: 600_000 });
      expect((report.report["rows"] as { user_id: string; seq: number }[]).map((r) => [r.user_id, r.seq])).toEqual([
        [user.userId, 1],
        [user.userId, 2],
        [user.userId, 3],
      ]);
      expect(warn.mock.calls.some((c) => String(c[0]).startsWith("outbox-sweep: re-sent 3 outbox rows of 1 users"))).toBe(true);

      // Processed rows are not swept again.
      await fireCron(EVERY_5_MIN);
      expect((await jobs())["outbox-sweep"]!.last_run).toMatchObject({ outcome: "ok", items: 0 });
    },
    TIMEOUT_MS,
  );
});
