import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { JOBS } from "../../src/cron/jobs";
import { runJob, type JobRunOutcome } from "../../src/cron/policy";
import { insertEventsWithOutbox } from "../../src/db/events";
import { userDatabase } from "../../src/db/handle";
import { evictEvents, evictSegments } from "../../src/db/retention";
import { checkPipelineWith, type PipelineCheck } from "../faults/invariants";
import { faultyD1 } from "./d1-faults";
import { ADMIN, call, createUser, makeEvent, postJson, type TestUser } from "./helpers";
import { DAY_MS, ingestAndBuild, pendingOutbox, session } from "./rollup-helpers";

const TIMEOUT_MS = 60_000;
/** Sessions on days within any max age (the budget tests turn the age rule off anyway). */
const BASE_MS = Date.now() - 20 * DAY_MS;

type Run = Extract<JobRunOutcome, { run_id: string }>;

/**
 * Extraction by the hand-written patterns alone (MEMORY_EXTRACTION=patterns): what these tests check is when
 * retention may evict, not what the learned models read, so a retraining cannot change which memories they find.
 */
const PATTERNS_ENV = { ...env, MEMORY_EXTRACTION: "patterns" } as Env;

/** The promote step (memory extraction) over every user: the budget rules evict only segments it has read. */
async function extractMemories(): Promise<Run> {
  const run = await runJob(PATTERNS_ENV, JOBS["consolidate-promote"], { trigger: "manual", nowMs: Date.now() });
  if (run.outcome === "skipped") throw new Error(`promote skipped: ${run.message}`);
  expect(run.outcome).toBe("ok");
  return run;
}

/** Extraction, then retention (as the two jobs run in turn); `extract: false` runs retention alone. */
async function runRetention(workerEnv: Env = env, options: { extract?: boolean } = {}): Promise<Run> {
  if (options.extract !== false) await extractMemories();
  const run = await runJob(workerEnv, JOBS.retention, { trigger: "manual", nowMs: Date.now() });
  if (run.outcome === "skipped") throw new Error(`retention skipped: ${run.message}`);
  return run;
}

async function setRetention(user: TestUser, body: Record<string, number | null>): Promise<void> {
  const res = await call(`/v1/admin/users/${user.userId}/retention`, {
    method: "PUT",
    headers: { ...ADMIN, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function rawBytes(user: TestUser): Promise<number> {
  const row = await env.DB.prepare("SELECT raw_bytes FROM raw_usage WHERE user_id = ?").bind(user.userId).first<{ raw_bytes: number }>();
  return row?.raw_bytes ?? 0;
}

async function sessionBytes(user: TestUser, sessionId: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT sum(length(CAST(text AS BLOB)) + length(CAST(metadata AS BLOB)) + 256) AS n FROM events WHERE user_id = ? AND session_id = ? AND evicted_at_ms IS NULL",
  )
    .bind(user.userId, sessionId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Evicted events of the user by session: the rule of each. */
async function evictedBySession(user: TestUser): Promise<Record<string, string[]>> {
  const { results } = await env.DB.prepare(
    "SELECT session_id, evicted_reason FROM events WHERE user_id = ? AND evicted_at_ms IS NOT NULL ORDER BY session_id, ts_ms, event_id",
  )
    .bind(user.userId)
    .all<{ session_id: string; evicted_reason: string }>();
  const out: Record<string, string[]> = {};
  for (const r of results) out[r.session_id] = [...(out[r.session_id] ?? []), r.evicted_reason];
  return out;
}

/** The fault suite's D1 checker, run on this D1. */
function checkD1(): Promise<PipelineCheck> {
  return checkPipelineWith({ all: async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results });
}

async function expectConsistent(): Promise<void> {
  expect(await checkD1()).toMatchObject({
    membershipMismatches: 0,
    duplicateSegments: 0,
    closedSegmentsWithoutNode: 0,
    strayOrDuplicateSegmentNodes: 0,
    duplicateGrips: 0,
    danglingGripRefs: 0,
    orphanGrips: 0,
    rawUsageMismatches: 0,
    evictedWithContent: 0,
    eventIndexErrors: 0,
  });
}

async function searchEvents(user: TestUser, q: string): Promise<string[]> {
  const res = await call(`/v1/search?kind=event&q=${encodeURIComponent(q)}`, { headers: user.auth });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: { id: string }[] }).results.map((r) => r.id);
}

/** Six ended sessions on six days (analyzed once built), each with its own marker word. */
function endedSessions(prefix: string, count: number, startMs = BASE_MS): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => session(`${prefix}-${i}`, startMs + i * DAY_MS, `fix the zq${prefix}${i}marker bug`)).flat();
}

/** A session still going on: its segment is open (not analyzed) until it goes idle. */
function liveSession(sessionId: string, count: number): Record<string, unknown>[] {
  const start = Date.now() - 5 * 60_000;
  return Array.from({ length: count }, (_, i) =>
    makeEvent({ session_id: sessionId, ts: start + i * 1_000, text: `live step ${i} of zqlive${sessionId}marker` }),
  );
}

describe("the soft cap", () => {
  it(
    "evicts the oldest analyzed segments' raw events until the user is under it; un-analyzed events survive; a rerun does nothing",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, [...endedSessions("s", 6), ...liveSession("live", 4)]);
      await expectConsistent();
      const total = await rawBytes(user);
      const [b0, b1] = [await sessionBytes(user, "s-0"), await sessionBytes(user, "s-1")];
      expect(total).toBeGreaterThan(b0 + b1);
      const soft = total - b0 - b1;
      await setRetention(user, { soft_cap_bytes: soft, hard_cap_bytes: total * 10, max_age_days: 0 });
      const gripBefore = await env.DB.prepare(
        "SELECT g.grip_id, g.excerpt, n.version, n.bullets FROM grips g JOIN toc_nodes n ON n.user_id = g.user_id AND n.node_id = g.node_id WHERE g.user_id = ? AND g.session_id = 's-0' LIMIT 1",
      )
        .bind(user.userId)
        .first<{ grip_id: string; excerpt: string; version: number; bullets: string }>();
      expect(gripBefore).not.toBeNull();

      const run = await runRetention();
      expect(run.outcome).toBe("ok");
      expect(await evictedBySession(user)).toEqual({ "s-0": ["soft_cap", "soft_cap", "soft_cap"], "s-1": ["soft_cap", "soft_cap", "soft_cap"] });
      expect(await rawBytes(user)).toBe(soft);
      const mine = (run.report.user_reports as { user_id: string; outcome: string; built: boolean; data_loss: unknown[] }[]).find(
        (r) => r.user_id === user.userId,
      );
      expect(mine).toMatchObject({ outcome: "under_soft_cap", built: false, data_loss: [] });
      await expectConsistent();

      // Tombstones in /v1/events; the text is gone from search; the summaries and excerpts stay.
      const listed = await call("/v1/events?session_id=s-0", { headers: user.auth });
      const { events } = (await listed.json()) as { events: { text: string; metadata: object; event_type: string; evicted?: { rule: string; at: string } }[] };
      expect(events).toHaveLength(3);
      for (const e of events) expect(e).toMatchObject({ text: "", metadata: {}, evicted: { rule: "soft_cap" } });
      expect(events.map((e) => e.event_type)).toEqual(["user_message", "assistant_message", "session_end"]);
      const kept = (await (await call("/v1/events?session_id=s-2", { headers: user.auth })).json()) as { events: { evicted?: unknown }[] };
      expect(kept.events.every((e) => e.evicted === undefined)).toBe(true);
      expect(await searchEvents(user, "zqs0marker")).toEqual([]);
      expect(await searchEvents(user, "zqs2marker")).toHaveLength(2);
      expect(await searchEvents(user, "zqlivelivemarker")).toHaveLength(4);

      const grip = await call(`/v1/grips/${gripBefore!.grip_id}`, { headers: user.auth });
      expect(grip.status).toBe(200);
      const expanded = (await grip.json()) as { grip: { excerpt: string }; events: { text: string }[]; raw_evicted: { rule: string; at: string } | null };
      expect(expanded.grip.excerpt).toBe(gripBefore!.excerpt);
      expect(expanded.raw_evicted).toMatchObject({ rule: "soft_cap" });
      expect(Date.parse(expanded.raw_evicted!.at)).toBeGreaterThan(0);

      const status = (await (await call("/v1/status", { headers: user.auth })).json()) as { retention: Record<string, unknown> };
      expect(status.retention).toMatchObject({ raw_bytes: soft, raw_events: 16, evicted_events: 6, soft_cap_bytes: soft, max_age_days: 0, data_loss: [] });

      // A rebuild over the evicted range keeps their summaries rather than rewrite them from tombstones.
      const rebuilt = await postJson("/v1/admin/rebuild", { user_id: user.userId, from: BASE_MS - DAY_MS, to: Date.now() + DAY_MS }, ADMIN);
      expect(rebuilt.status).toBe(200);
      expect(((await rebuilt.json()) as { rebuild: { kept_evicted_sessions: number } }).rebuild.kept_evicted_sessions).toBe(2);
      const nodeAfter = await env.DB.prepare(
        "SELECT n.version, n.bullets FROM grips g JOIN toc_nodes n ON n.user_id = g.user_id AND n.node_id = g.node_id WHERE g.user_id = ? AND g.grip_id = ?",
      )
        .bind(user.userId, gripBefore!.grip_id)
        .first<{ version: number; bullets: string }>();
      expect(nodeAfter).toEqual({ version: gripBefore!.version, bullets: gripBefore!.bullets });

      const again = await runRetention();
      expect(again.outcome).toBe("ok");
      expect(await rawBytes(user)).toBe(soft);
      expect(Object.values(await evictedBySession(user)).flat()).toHaveLength(6);
      await expectConsistent();
    },
    TIMEOUT_MS,
  );

  it(
    "leaves a user over the soft cap with only un-analyzed events alone while under the hard cap (no build, no loss)",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, liveSession("only-live", 5));
      const total = await rawBytes(user);
      await setRetention(user, { soft_cap_bytes: 1, hard_cap_bytes: total + 1, max_age_days: 0 });
      const run = await runRetention();
      const mine = (run.report.user_reports as { user_id: string }[]).find((r) => r.user_id === user.userId);
      expect(mine).toMatchObject({ outcome: "over_soft_cap_unanalyzed", built: false, evicted: {}, data_loss: [] });
      expect(await evictedBySession(user)).toEqual({});
      expect(await rawBytes(user)).toBe(total);
    },
    TIMEOUT_MS,
  );

  it(
    "the age backstop evicts analyzed events past the max age, under any cap",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, [...endedSessions("old", 2, Date.now() - 40 * DAY_MS), ...endedSessions("new", 2, Date.now() - 3 * DAY_MS)]);
      await setRetention(user, { max_age_days: 30 });
      await runRetention();
      expect(await evictedBySession(user)).toEqual({ "old-0": ["max_age", "max_age", "max_age"], "old-1": ["max_age", "max_age", "max_age"] });
      await expectConsistent();
    },
    TIMEOUT_MS,
  );
});

describe("raw usage", () => {
  it(
    "follows a text filled in later, and an evicted event sent again creates and fills nothing",
    async () => {
      const user = await createUser();
      const pending = makeEvent({ session_id: "fill", event_type: "assistant_message", role: "assistant", text: "", metadata: { text_pending: "true" } });
      await ingestAndBuild(user, [...endedSessions("f", 1), pending]);
      await expectConsistent();
      const before = await rawBytes(user);
      const filled = { ...pending, text: "the reply, read later from the agent's log: zqfilledmarker", metadata: {} };
      expect((await postJson("/v1/events", filled, user.auth)).status).toBe(200);
      expect(await rawBytes(user)).toBeGreaterThan(before);
      await expectConsistent();

      await setRetention(user, { soft_cap_bytes: 1, max_age_days: 0 });
      await runRetention();
      const evictedAfter = await evictedBySession(user);
      expect(evictedAfter["f-0"]).toEqual(["soft_cap", "soft_cap", "soft_cap"]);
      const gone = session("f-0", BASE_MS, "fix the zqf0marker bug");
      const resent = await postJson("/v1/events", { events: (await eventsOf(user, "f-0")).map((e, i) => ({ ...gone[i], event_id: e })) }, user.auth);
      expect(resent.status).toBe(200);
      expect(await searchEvents(user, "zqf0marker")).toEqual([]);
      await expectConsistent();
    },
    TIMEOUT_MS,
  );
});

async function eventsOf(user: TestUser, sessionId: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT event_id FROM events WHERE user_id = ? AND session_id = ? ORDER BY ts_ms")
    .bind(user.userId, sessionId)
    .all<{ event_id: string }>();
  return results.map((r) => r.event_id);
}

describe("the hard cap", () => {
  it(
    "analyzes first: pending events are built, then evicted as analyzed ones, and nothing is reported lost",
    async () => {
      const user = await createUser();
      // Stored but not built: no queue message was sent for them.
      const stored = endedSessions("p", 4).map((e, i) => ({ ...(e as object), ts_ms: e["ts"] as number, seq: i + 1 }));
      await insertEventsWithOutbox(userDatabase(env, user.userId), user.userId, stored as never, Date.now());
      expect(await pendingOutbox(user.userId)).toBe(12);
      const total = await rawBytes(user);
      await setRetention(user, { soft_cap_bytes: 1, hard_cap_bytes: Math.floor(total / 2), max_age_days: 0 });

      const run = await runRetention();
      const mine = (run.report.user_reports as { user_id: string }[]).find((r) => r.user_id === user.userId);
      expect(mine).toMatchObject({ outcome: "under_soft_cap", built: true, data_loss: [] });
      expect(await pendingOutbox(user.userId)).toBe(0);
      expect(Object.values(await evictedBySession(user)).flat()).toEqual(Array(12).fill("soft_cap"));
      expect(run.report.data_loss).toEqual([]);
      const status = (await (await call("/v1/status", { headers: user.auth })).json()) as { retention: { data_loss: unknown[]; raw_bytes: number } };
      expect(status.retention).toMatchObject({ raw_bytes: 0, data_loss: [] });
      await expectConsistent();
    },
    TIMEOUT_MS,
  );

  it(
    "evicts un-analyzed events only when the build cannot analyze them, down to the hard cap, and records the loss",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, [...endedSessions("h", 1), ...liveSession("open", 6)]);
      const ended = await sessionBytes(user, "h-0");
      const open = await sessionBytes(user, "open");
      const hard = Math.floor(open / 2);
      await setRetention(user, { soft_cap_bytes: 1, hard_cap_bytes: hard, max_age_days: 0 });
      expect(await rawBytes(user)).toBe(ended + open);

      const run = await runRetention();
      const evicted = await evictedBySession(user);
      expect(evicted["h-0"]).toEqual(["soft_cap", "soft_cap", "soft_cap"]);
      const lost = evicted["open"] ?? [];
      expect(lost.length).toBeGreaterThan(0);
      expect(lost.length).toBeLessThan(6);
      expect(new Set(lost)).toEqual(new Set(["hard_cap"]));
      expect(await rawBytes(user)).toBeLessThanOrEqual(hard);
      // The oldest went: the evicted ones precede every kept one.
      const { results: order } = await env.DB.prepare("SELECT evicted_reason FROM events WHERE user_id = ? AND session_id = 'open' ORDER BY ts_ms")
        .bind(user.userId)
        .all<{ evicted_reason: string | null }>();
      expect(order.map((r) => r.evicted_reason)).toEqual([...lost, ...Array(6 - lost.length).fill(null)]);

      const mine = (run.report.user_reports as { user_id: string; built: boolean; data_loss: { events: number }[] }[]).find((r) => r.user_id === user.userId)!;
      expect(mine.built).toBe(true);
      expect(mine.data_loss.reduce((n, l) => n + l.events, 0)).toBe(lost.length);
      expect(run.report.data_loss).toEqual(expect.arrayContaining([expect.objectContaining({ user_id: user.userId, events: lost.length })]));
      const status = (await (await call("/v1/status", { headers: user.auth })).json()) as {
        retention: { data_loss: { events: number; reason: string; from: string; to: string }[] };
      };
      expect(status.retention.data_loss).toHaveLength(1);
      expect(status.retention.data_loss[0]).toMatchObject({ events: lost.length });
      expect(status.retention.data_loss[0]!.reason).toMatch(/hard cap/);
      await expectConsistent();

      // The session goes on and ends: its segment, tombstones and all, is still built.
      await ingestAndBuild(user, [makeEvent({ session_id: "open", ts: Date.now() - 1_000, event_type: "session_end", role: "system", text: "" })]);
      const segment = await env.DB.prepare("SELECT state, analyzed_at_ms FROM segments WHERE user_id = ? AND session_id = 'open'")
        .bind(user.userId)
        .first<{ state: string; analyzed_at_ms: number | null }>();
      expect(segment?.state).toBe("closed");
      expect(segment?.analyzed_at_ms).not.toBeNull();
      await expectConsistent();
    },
    TIMEOUT_MS,
  );
});

/**
 * The D1 binding with a fault injected: the user's `failAt`-th eviction batch fails, as a storage
 * outage mid-pass would (other users' batches, and every other statement, go through).
 */
function failingEvictions(inner: D1Database, userId: string, failAt: number): { db: D1Database; evictionBatches: () => number } {
  const fault = faultyD1(inner, (s) => s.values[0] === userId && s.sql.includes("evicted_reason = ?4"), 1, failAt - 1);
  return { db: fault.db, evictionBatches: fault.matched };
}

describe("crash safety", () => {
  it(
    "a pass killed between eviction batches leaves consistent counts and index; the rerun finishes; a third run frees nothing",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, [...endedSessions("k-old", 3, Date.now() - 40 * DAY_MS), ...endedSessions("k-new", 3)]);
      await setRetention(user, { soft_cap_bytes: 1, hard_cap_bytes: 10 ** 12, max_age_days: 30 });
      const total = await rawBytes(user);

      const faulty = failingEvictions(env.DB, user.userId, 2);
      const killed = await runRetention({ ...env, DB: faulty.db });
      expect(killed.outcome).toBe("failed");
      expect(faulty.evictionBatches()).toBe(2);
      // The first batch (the age rule) committed whole; the second left nothing behind.
      expect(await evictedBySession(user)).toEqual({
        "k-old-0": ["max_age", "max_age", "max_age"],
        "k-old-1": ["max_age", "max_age", "max_age"],
        "k-old-2": ["max_age", "max_age", "max_age"],
      });
      expect(await rawBytes(user)).toBe(total - (await evictedBytes(user)));
      await expectConsistent();
      expect(await searchEvents(user, "zqk-old0marker")).toEqual([]);

      const rerun = await runRetention();
      expect(rerun.outcome).toBe("ok");
      expect(Object.keys(await evictedBySession(user)).sort()).toEqual(["k-new-0", "k-new-1", "k-new-2", "k-old-0", "k-old-1", "k-old-2"]);
      expect(await rawBytes(user)).toBe(0);
      expect(await evictedBytes(user)).toBe(total);
      await expectConsistent();

      const third = await runRetention();
      expect(third.outcome).toBe("ok");
      expect((third.report.user_reports as { user_id: string }[]).some((r) => r.user_id === user.userId)).toBe(false);
      expect(await evictedBytes(user)).toBe(total);
      // Evicting the same events again through the primitive frees nothing.
      const ids = (await env.DB.prepare("SELECT event_id FROM events WHERE user_id = ?").bind(user.userId).all<{ event_id: string }>()).results.map(
        (r) => r.event_id,
      );
      expect(await evictEvents(userDatabase(env, user.userId), user.userId, ids, { reason: "soft_cap", atMs: Date.now() })).toEqual({ events: 0, bytes: 0 });
      await expectConsistent();
    },
    TIMEOUT_MS,
  );
});

async function evictedBytes(user: TestUser): Promise<number> {
  const row = await env.DB.prepare("SELECT evicted_bytes FROM raw_usage WHERE user_id = ?").bind(user.userId).first<{ evicted_bytes: number }>();
  return row?.evicted_bytes ?? 0;
}

describe("cross-user", () => {
  it(
    "eviction of one user cannot touch another's rows, even given their ids",
    async () => {
      const [a, b] = [await createUser(), await createUser()];
      await ingestAndBuild(a, endedSessions("x", 2));
      await ingestAndBuild(b, endedSessions("x", 2));
      const bBytes = await rawBytes(b);
      const bIds = (await env.DB.prepare("SELECT event_id FROM events WHERE user_id = ?").bind(b.userId).all<{ event_id: string }>()).results.map(
        (r) => r.event_id,
      );
      const bSegments = (await env.DB.prepare("SELECT segment_id FROM segments WHERE user_id = ?").bind(b.userId).all<{ segment_id: string }>()).results.map(
        (r) => r.segment_id,
      );
      const mark = { reason: "soft_cap", atMs: Date.now() } as const;
      expect(await evictEvents(userDatabase(env, a.userId), a.userId, bIds, mark)).toEqual({ events: 0, bytes: 0 });
      await evictSegments(userDatabase(env, a.userId), a.userId, bSegments, mark);
      expect(await evictedBySession(b)).toEqual({});

      await setRetention(a, { soft_cap_bytes: 1, max_age_days: 0 });
      await runRetention();
      expect(Object.keys(await evictedBySession(a)).sort()).toEqual(["x-0", "x-1"]);
      expect(await evictedBySession(b)).toEqual({});
      expect(await rawBytes(b)).toBe(bBytes);
      expect(await searchEvents(b, "zqx0marker")).toHaveLength(2);
      await expectConsistent();
    },
    TIMEOUT_MS,
  );
});

it("refuses a hard cap under the soft cap, and unknown users, with the error shape", async () => {
  const user = await createUser();
  const bad = await call(`/v1/admin/users/${user.userId}/retention`, {
    method: "PUT",
    headers: { ...ADMIN, "Content-Type": "application/json" },
    body: JSON.stringify({ soft_cap_bytes: 100, hard_cap_bytes: 10 }),
  });
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("bad_request");
  const negative = await call(`/v1/admin/users/${user.userId}/retention`, {
    method: "PUT",
    headers: { ...ADMIN, "Content-Type": "application/json" },
    body: JSON.stringify({ soft_cap_bytes: -1 }),
  });
  expect(negative.status).toBe(400);
  const missing = await call("/v1/admin/users/u_nobody/retention", { headers: ADMIN });
  expect(missing.status).toBe(404);
  const shown = (await (await call(`/v1/admin/users/${user.userId}/retention`, { headers: ADMIN })).json()) as { overrides: Record<string, unknown> };
  expect(shown.overrides).toEqual({ soft_cap_bytes: null, hard_cap_bytes: null, max_age_days: null, distilled_cap_bytes: null });
});

describe("the distilled cap", () => {
  it(
    "only alerts: over it, status and the job's report say so, and no summary, version or grip is removed",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, endedSessions("d", 3));
      // Over the raw soft cap too, so the job visits the user: its analyzed raw events go, the distilled layer stays.
      await setRetention(user, { distilled_cap_bytes: 1, soft_cap_bytes: 1, max_age_days: 0 });
      const distilled = async () => ({
        nodes: await env.DB.prepare("SELECT count(*) AS n, sum(length(bullets)) AS b FROM toc_nodes WHERE user_id = ?").bind(user.userId).first(),
        versions: await env.DB.prepare("SELECT count(*) AS n FROM toc_node_versions WHERE user_id = ?").bind(user.userId).first(),
        grips: await env.DB.prepare("SELECT count(*) AS n, sum(length(excerpt)) AS b FROM grips WHERE user_id = ?").bind(user.userId).first(),
      });
      const before = await distilled();
      expect((before.grips as { n: number }).n).toBeGreaterThan(0);
      const status = async () =>
        ((await (await call("/v1/status", { headers: user.auth })).json()) as { retention: { distilled_over_cap: boolean; distilled_bytes: number } })
          .retention;
      expect(await status()).toMatchObject({ distilled_over_cap: true });

      const run = await runRetention();
      expect(run.outcome).toBe("ok");
      expect(run.report.distilled_over_cap).toContain(user.userId);
      const mine = (run.report.user_reports as { user_id: string; distilled_over_cap: boolean; distilled_bytes: number }[]).find(
        (r) => r.user_id === user.userId,
      )!;
      expect(mine.distilled_over_cap).toBe(true);
      expect(Object.keys(await evictedBySession(user)).sort()).toEqual(["d-0", "d-1", "d-2"]);
      expect(await distilled()).toEqual(before);
      expect((await status()).distilled_bytes).toBe(mine.distilled_bytes);
      await expectConsistent();
    },
    TIMEOUT_MS,
  );
});

describe("eviction waits for memory extraction", () => {
  const PROJECT = { cwd: "/home/dev/invoice-api", project: "invoice-api" };
  /** An ended session holding a decision the promote step extracts. */
  const decisionSession = (sessionId: string, atMs: number, text: string) => [
    makeEvent({ session_id: sessionId, ts: atMs, text, metadata: PROJECT }),
    makeEvent({ session_id: sessionId, ts: atMs + 60_000, event_type: "assistant_message", role: "assistant", text: "Done.", metadata: PROJECT }),
    makeEvent({ session_id: sessionId, ts: atMs + 120_000, event_type: "session_end", role: "system", text: "", metadata: PROJECT }),
  ];
  const segmentOf = async (user: TestUser, sessionId: string) =>
    (await env.DB.prepare("SELECT segment_id FROM segments WHERE user_id = ? AND session_id = ?").bind(user.userId, sessionId).first<{ segment_id: string }>())!
      .segment_id;
  const memoryTexts = async (user: TestUser) =>
    (await env.DB.prepare("SELECT text FROM memories WHERE user_id = ? ORDER BY text").bind(user.userId).all<{ text: string }>()).results.map((r) => r.text);

  it(
    "retention before extraction evicts nothing; a segment whose extraction failed keeps its raw events until a run extracts it; forget is not held back",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, [
        ...decisionSession("w-0", BASE_MS, "We use pnpm for package management, not npm."),
        ...decisionSession("w-1", BASE_MS + DAY_MS, "Always run npm run lint before committing."),
        ...decisionSession("w-2", BASE_MS + 2 * DAY_MS, "Never commit generated files."),
      ]);
      await setRetention(user, { soft_cap_bytes: 1, hard_cap_bytes: 10 ** 12, max_age_days: 1 });
      const total = await rawBytes(user);

      // Retention runs first (both jobs are due at :17): analyzed but not extracted, nothing goes.
      const early = await runRetention(env, { extract: false });
      expect(early.outcome).toBe("ok");
      expect(await evictedBySession(user)).toEqual({});
      expect(await rawBytes(user)).toBe(total);
      const report = (early.report.user_reports as { user_id: string; outcome: string }[]).find((r) => r.user_id === user.userId);
      expect(report?.outcome).toBe("over_soft_cap_unanalyzed");

      // Extraction fails on w-0 (a D1 fault on its candidate's insert): w-1 and w-2 are extracted, then evictable.
      const w0 = await segmentOf(user, "w-0");
      const fault = faultyD1(env.DB, (s) => /^\s*insert\s+into\s+"memories"/i.test(s.sql) && s.values.includes(w0));
      const failedRun = await runJob({ ...PATTERNS_ENV, DB: fault.db }, JOBS["consolidate-promote"], { trigger: "manual", nowMs: Date.now() });
      expect(failedRun.outcome).toBe("ok");
      expect(fault.failures()).toBe(1);
      await runRetention(env, { extract: false });
      expect(await evictedBySession(user)).toEqual({ "w-1": ["max_age", "max_age", "max_age"], "w-2": ["max_age", "max_age", "max_age"] });
      expect(await memoryTexts(user)).toEqual(["Always run npm run lint before committing.", "Never commit generated files."]);
      await expectConsistent();

      // The next extraction reads w-0's raw text (its candidate is found), then retention takes it.
      await runRetention();
      expect(await memoryTexts(user)).toEqual([
        "Always run npm run lint before committing.",
        "Never commit generated files.",
        "We use pnpm for package management, not npm.",
      ]);
      expect(Object.keys(await evictedBySession(user)).sort()).toEqual(["w-0", "w-1", "w-2"]);
      expect(await rawBytes(user)).toBe(0);
      await expectConsistent();

      // Forgetting a session nobody extracted yet is not held back by extraction.
      const other = await createUser();
      await ingestAndBuild(other, decisionSession("w-forget", BASE_MS, "We use jose for auth tokens, not jsonwebtoken."));
      const forgot = await postJson("/v1/forget", { session_id: "w-forget" }, other.auth);
      expect(forgot.status, await forgot.clone().text()).toBe(200);
      const live = await env.DB.prepare("SELECT count(*) AS n FROM events WHERE user_id = ? AND evicted_at_ms IS NULL")
        .bind(other.userId)
        .first<{ n: number }>();
      expect(live?.n).toBe(0);
      await expectConsistent();
    },
    TIMEOUT_MS,
  );

  it(
    "over the hard cap, a segment extraction could not read is evicted only with a data-loss record",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, decisionSession("hx-0", BASE_MS, "We use pnpm for package management, not npm."));
      await setRetention(user, { soft_cap_bytes: 1, hard_cap_bytes: 1, max_age_days: 0 });
      const total = await rawBytes(user);
      const segment = await segmentOf(user, "hx-0");
      // Every write of the segment's extraction fails, in the pass's own extraction too.
      const fault = faultyD1(env.DB, (s) => s.values.includes(segment));
      const run = await runRetention({ ...env, DB: fault.db }, { extract: false });
      expect(run.outcome).toBe("ok");
      expect(fault.failures()).toBeGreaterThan(0);
      const mine = (run.report.user_reports as { user_id: string; built: boolean; data_loss: { events: number; bytes: number }[] }[]).find(
        (r) => r.user_id === user.userId,
      );
      expect(mine?.built).toBe(true);
      expect(mine?.data_loss).toEqual([expect.objectContaining({ events: 3, bytes: total })]);
      expect(await evictedBySession(user)).toEqual({ "hx-0": ["hard_cap", "hard_cap", "hard_cap"] });
      const loss = await env.DB.prepare("SELECT events, bytes, reason FROM data_loss WHERE user_id = ?")
        .bind(user.userId)
        .all<{ events: number; bytes: number; reason: string }>();
      expect(loss.results).toEqual([{ events: 3, bytes: total, reason: expect.stringContaining("memory extraction had not read") }]);
      await expectConsistent();
    },
    TIMEOUT_MS,
  );
});
