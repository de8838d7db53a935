import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MemoryActionSchema } from "../../src/core/consolidation/actions";
import { priorityFor, routeByConfidence, taskLabels, urgencyFor } from "../../src/core/consolidation/thresholds";
import { listLog, openReviewTask } from "../../src/db/consolidation-tasks";
import { userDatabase } from "../../src/db/handle";
import { recordUses } from "../../src/db/uses";
import { applyMemoryAction } from "../../src/services/consolidation-actions";
import { MAX_EXTRACT_ATTEMPTS, planPromote, type PromoteOp } from "../../src/services/memory-promote";
import { JOBS } from "../../src/cron/jobs";
import { runJob } from "../../src/cron/policy";
import { faultyD1 } from "./d1-faults";
import { DEFAULT_DECAY } from "../../src/core/consolidation/decay";
import { modelExtractorFor, promoteStep } from "../../src/cron/consolidation/promote";
import { runStepForUser } from "../../src/cron/consolidation/runner";
import { ADMIN, call, createUser, makeEvent, postJson, type TestUser } from "./helpers";
import { ingestAndBuild } from "./rollup-helpers";

/*
 * The promote step on real built segments: extraction from closed segments into candidates with
 * their grips, routing by confidence (applied, logged, review task), supersede by key across
 * sessions, idempotence of a second run, and a plan that writes nothing. The routing loop below
 * is what the consolidation runner does with a step's plan.
 */

const TIMEOUT_MS = 90_000;
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 5, 1, 9);

function conversation(sessionId: string, day: number, lines: [role: "user" | "assistant", text: string][]): Record<string, unknown>[] {
  const at = START + day * DAY_MS;
  const metadata = { cwd: "/home/dev/invoice-api", project: "invoice-api", project_id: "git:github.com/acme/invoice-api" };
  return [
    ...lines.map(([role, text], i) =>
      makeEvent({ session_id: sessionId, ts: at + i * 60_000, event_type: role === "user" ? "user_message" : "assistant_message", role, text, metadata }),
    ),
    makeEvent({ session_id: sessionId, ts: at + lines.length * 60_000, event_type: "session_end", role: "system", text: "", metadata }),
  ];
}

async function applyPlan(user: TestUser, ops: PromoteOp[]): Promise<Record<string, number>> {
  const db = userDatabase(env, user.userId);
  const counts: Record<string, number> = { auto: 0, logged: 0, review: 0 };
  for (const op of ops) {
    const band = routeByConfidence(op.confidence);
    counts[band]!++;
    if (band === "review") {
      const urgency = urgencyFor(op.score);
      await openReviewTask(
        db,
        user.userId,
        {
          step: "promote",
          key: op.key,
          title: op.title,
          notes: op.notes,
          labels: taskLabels("promote", urgency),
          priority: priorityFor(urgency),
          confidence: op.confidence,
          action: op.action,
        },
        Date.now(),
      );
    } else {
      await applyMemoryAction(
        db,
        user.userId,
        MemoryActionSchema.parse(op.action),
        { step: "promote", band, confidence: op.confidence, key: op.key },
        Date.now(),
      );
    }
  }
  return counts;
}

async function memories(
  user: TestUser,
  query = "",
): Promise<
  {
    memory_id: string;
    kind: string;
    text: string;
    key: string | null;
    status: string;
    project: string | null;
    project_id: string | null;
    grip_ids: string[];
    archived_reason: string | null;
    origin: string;
    confidence: number;
  }[]
> {
  const res = await call(`/v1/memories?limit=100${query}`, { headers: user.auth });
  expect(res.status).toBe(200);
  return ((await res.json()) as { memories: never[] }).memories;
}

describe("the promote step", () => {
  it(
    "extracts from closed segments, routes by confidence, supersedes by key, and a second run proposes nothing new",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, [
        ...conversation("s1", 0, [
          ["user", "We use jsonwebtoken for auth tokens, not hand-rolled HMAC."],
          ["assistant", "Done: the auth middleware signs tokens with jsonwebtoken. All tests pass."],
          ["user", "Always run npm run lint before committing."],
          ["assistant", "Noted."],
        ]),
        ...conversation("s2", 3, [
          ["user", "We use jose for auth tokens, not jsonwebtoken."],
          ["assistant", "Done: switched the auth middleware to jose. All tests pass. TODO: drop the jsonwebtoken shim next week."],
          ["user", "Why do the token tests fail at night?"],
          ["assistant", "It turned out the staging clock runs 47 s behind production."],
        ]),
      ]);
      const db = userDatabase(env, user.userId);
      const countRows = async () =>
        (await env.DB.prepare(
          "SELECT (SELECT count(*) FROM memories WHERE user_id = ?1) + (SELECT count(*) FROM consolidation_tasks WHERE user_id = ?1) + (SELECT count(*) FROM consolidation_log WHERE user_id = ?1) AS n",
        )
          .bind(user.userId)
          .first<{ n: number }>())!.n;

      // The hand-written patterns alone (MEMORY_EXTRACTION=patterns): their confidences are fixed by design, so this
      // test of routing does not move when the learned models are retrained (the default is tested below).
      const plan = await planPromote({ db, userId: user.userId, nowMs: Date.now(), patternsOnly: true });
      // Planning is a dry run: nothing written.
      expect(await countRows()).toBe(0);
      expect(plan.map((op) => op.action.type).filter((t) => t === "extract")).toHaveLength(5);
      // Each segment's operations end with its watermark, in the same group.
      const marks = plan.filter((op) => op.action.type === "segment_extracted");
      expect(marks).toHaveLength(2);
      expect(plan[plan.length - 1]!.action.type).toBe("segment_extracted");
      for (const op of plan) expect(op.group).toMatch(/^segment:/);
      expect(await planPromote({ db, userId: user.userId, nowMs: Date.now(), patternsOnly: true })).toEqual(plan);

      // By default (MEMORY_EXTRACTION=learned) the patterns' candidates and the sentence classifier's, with calibrated
      // confidences; a pattern's candidate the calibration reads as unlikely is dropped (MIN_PATTERN_CONFIDENCE), so
      // only what the user stated plainly is sure to stay.
      const learned = await planPromote({ db, userId: user.userId, nowMs: Date.now() });
      const extracts = (ops: PromoteOp[]) => ops.flatMap((op) => (op.action.type === "extract" ? [op.action] : []));
      const patternText = new Set(extracts(plan).map((a) => a.text));
      for (const op of learned) {
        if (op.action.type === "extract") expect(patternText.has(op.action.text) || op.notes["pattern"] === "classifier", op.action.text).toBe(true);
      }
      const learnedText = new Set(extracts(learned).map((a) => a.text));
      for (const stated of ["We use jose for auth tokens, not jsonwebtoken.", "Always run npm run lint before committing."])
        expect(learnedText.has(stated), stated).toBe(true);
      expect(extracts(learned).map((a) => a.confidence)).not.toEqual(extracts(plan).map((a) => a.confidence));

      const counts = await applyPlan(user, plan);
      expect(counts["review"]).toBe(1);

      const all = await memories(user);
      const byText = (t: string) => all.find((m) => m.text.includes(t))!;
      const userGrips = new Set(
        (await env.DB.prepare("SELECT grip_id FROM grips WHERE user_id = ?").bind(user.userId).all<{ grip_id: string }>()).results.map((r) => r.grip_id),
      );
      for (const m of all) {
        expect(m.origin).toBe("extracted");
        expect(m.grip_ids.length).toBeGreaterThan(0);
        for (const g of m.grip_ids) expect(userGrips.has(g)).toBe(true);
        expect(m).toMatchObject({ project: "invoice-api", project_id: "git:github.com/acme/invoice-api" });
      }
      expect(byText("jose")).toMatchObject({ kind: "decision", key: "auth tokens", status: "active" });
      expect(byText("We use jsonwebtoken")).toMatchObject({ kind: "decision", key: "auth tokens", status: "archived", archived_reason: "superseded" });
      expect(byText("npm run lint")).toMatchObject({ kind: "instruction", status: "active" });
      expect(byText("drop the jsonwebtoken shim")).toMatchObject({ kind: "task", status: "active" });
      // "It turned out …" from the agent is a weak pattern: a candidate with an open review task.
      const prefer = byText("staging clock");
      expect(prefer).toMatchObject({ kind: "fact", status: "candidate" });
      expect(prefer.confidence).toBeLessThan(0.7);
      const tasks = (await (await call("/v1/consolidation/tasks?status=open", { headers: user.auth })).json()) as {
        tasks: { action: unknown; labels: string[] }[];
      };
      expect(tasks.tasks.map((t) => t.action)).toEqual([{ type: "promote", memory_id: prefer.memory_id }]);
      expect(tasks.tasks[0]!.labels[0]).toBe("consolidation:promote");
      const bands = new Set((await listLog(db, user.userId, 100)).map((l) => l.band));
      expect(bands).toEqual(new Set(["auto", "logged"]));

      // The digest's read: the project's active memories.
      expect((await memories(user, "&status=active&project=invoice-api")).map((m) => m.kind).sort()).toEqual(["decision", "instruction", "task"]);

      // A second run: both segments are extracted; nothing new.
      expect(await planPromote({ db, userId: user.userId, nowMs: Date.now(), patternsOnly: true })).toEqual([]);

      // A candidate used enough is promoted on use.
      for (let i = 0; i < 6; i++) await recordUses(db, user.userId, [{ kind: "memory", id: prefer.memory_id }], "opened", Date.now() - i * 60_000);
      const onUse = await planPromote({ db, userId: user.userId, nowMs: Date.now(), patternsOnly: true });
      expect(onUse.map((op) => [op.action, op.confidence])).toEqual([[{ type: "promote", memory_id: prefer.memory_id }, 0.9]]);
    },
    TIMEOUT_MS,
  );

  it(
    "keeps to the user: another user's segments give this user nothing",
    async () => {
      const [alice, bob] = await Promise.all([createUser(), createUser()]);
      await ingestAndBuild(
        bob,
        conversation("b1", 0, [
          ["user", "We use pnpm for package management, not npm."],
          ["assistant", "Done."],
        ]),
      );
      expect(await planPromote({ db: userDatabase(env, alice.userId), userId: alice.userId, nowMs: Date.now() })).toEqual([]);
      expect((await planPromote({ db: userDatabase(env, bob.userId), userId: bob.userId, nowMs: Date.now() })).length).toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );
});

describe("a memory no bullet's grip reaches", () => {
  it(
    "gets a grip on the message it was said in, stored with it once, that expands to that message and counts as the user's",
    async () => {
      const user = await createUser();
      // A long session: its summary keeps a few bullets, and their grips reach only the messages around them.
      const routine: [role: "user" | "assistant", text: string][] = [];
      for (let i = 0; i < 12; i++) {
        routine.push(["user", `rename helper${i} in src/util/part${i}.ts to something clearer and rerun its tests`]);
        routine.push(["assistant", `Renamed helper${i} in src/util/part${i}.ts and its 3 tests pass.`]);
      }
      const rule = "One rule for this repo going forward: never run terraform apply against envs/prod, prod goes through Atlantis only.";
      await ingestAndBuild(user, conversation("long", 0, [...routine.slice(0, 12), ["user", rule], ["assistant", "Understood."], ...routine.slice(12)]));
      const db = userDatabase(env, user.userId);
      const plan = await planPromote({ db, userId: user.userId, nowMs: Date.now(), patternsOnly: true });
      const extract = plan.flatMap((op) => (op.action.type === "extract" && op.action.text.includes("terraform apply") ? [op.action] : []))[0];
      expect(extract, "the rule is extracted").toBeDefined();
      const grip = extract!.source_grip!;
      expect(grip, "no bullet's grip reaches the rule: it gets a grip of its own").toBeDefined();
      expect(extract!.grip_ids).toEqual([grip.grip_id]);
      expect(grip.excerpt).toContain("terraform apply against envs/prod");

      await applyPlan(user, plan);
      await applyPlan(user, plan);
      const rows = await env.DB.prepare(
        "SELECT node_id, bullet_index, event_id_start, event_id_end, session_id, ts_ms FROM grips WHERE user_id = ? AND grip_id = ?",
      )
        .bind(user.userId, grip.grip_id)
        .all();
      expect(rows.results).toEqual([
        {
          node_id: extract!.source_node_id,
          bullet_index: -1,
          event_id_start: grip.event_id,
          event_id_end: grip.event_id,
          session_id: "long",
          ts_ms: grip.ts_ms,
        },
      ]);
      const memory = (await memories(user)).find((m) => m.text.includes("terraform apply"))!;
      expect(memory.grip_ids).toEqual([grip.grip_id]);

      // Expanding the grip shows the message the rule was said in; another user sees nothing of it.
      const res = await call(`/v1/grips/${encodeURIComponent(grip.grip_id)}?before=0&after=0`, { headers: user.auth });
      expect(res.status).toBe(200);
      const expanded = (await res.json()) as { events: { event_id: string; text: string }[] };
      expect(expanded.events.map((e) => e.text)).toEqual([rule]);
      const other = await createUser();
      expect((await call(`/v1/grips/${encodeURIComponent(grip.grip_id)}`, { headers: other.auth })).status).toBe(404);
    },
    TIMEOUT_MS,
  );
});

describe("the promote step through the consolidation runner", () => {
  it(
    "a dry run reports and writes nothing; a rate-limited run defers the rest and the segment's watermark waits; the next window finishes",
    async () => {
      const user = await createUser();
      await ingestAndBuild(
        user,
        conversation("r1", 0, [
          ["user", "We use pnpm for package management, not npm."],
          ["user", "Never commit generated files."],
          ["assistant", "Done. TODO: regenerate the lockfile on CI."],
        ]),
      );
      const qs = new URLSearchParams({ dry_run: "true", user_id: user.userId });
      const dry = await call(`/v1/admin/jobs/consolidate-promote/run?${qs}`, { method: "POST", headers: ADMIN });
      expect(dry.status, await dry.clone().text()).toBe(200);
      const report = ((await dry.json()) as { run: { report: { planned: number; applied: number; queued: number } } }).run.report;
      // It plans what a real run would (the learned models' plan, whose size moves with their bands when they are
      // retrained), and applies and queues nothing.
      const db = userDatabase(env, user.userId);
      const wouldPlan = await planPromote({ db, userId: user.userId, nowMs: Date.now() });
      expect(wouldPlan.length).toBeGreaterThan(0);
      expect(report).toMatchObject({ planned: wouldPlan.length, applied: 0, queued: 0 });
      expect((await memories(user)).length).toBe(0);

      const nowMs = Math.floor(Date.now() / 60_000) * 60_000 + 1_000;
      // The patterns alone (see the first test): how many operations there are depends on the bands.
      const patterns = { ...env, MEMORY_EXTRACTION: "patterns" } as Env;
      const ctx = { env: patterns, db, userId: user.userId, decay: DEFAULT_DECAY, runId: "run_test", dryRun: false, limitPerMinute: 4, burstMinutes: 1 };
      const first = await runStepForUser(promoteStep, { ...ctx, nowMs });
      expect(first).toMatchObject({ planned: 7, applied: 4, deferred: 3 });
      // The segment's watermark is last: deferred with the rest, so the next run reads the same segment
      // again and proposes only what is not applied yet.
      const next = await runStepForUser(promoteStep, { ...ctx, nowMs: nowMs + 60_000 });
      expect(next).toMatchObject({ planned: 3, applied: 3, deferred: 0 });
      expect((await memories(user, "&status=active")).map((m) => m.kind).sort()).toEqual(["decision", "instruction", "task"]);
      expect(await planPromote({ db, userId: user.userId, nowMs: nowMs + 120_000, patternsOnly: true })).toEqual([]);
    },
    TIMEOUT_MS,
  );
});

describe("the promote step with SUMMARIZER=anthropic", () => {
  it(
    "extracts with the model where it can (origin model) and offline where it cannot; a dry run or no key uses no model",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, [
        ...conversation("m1", 0, [
          ["user", "Staging deploys need the VPN."],
          ["assistant", "Noted."],
        ]),
        ...conversation("m2", 1, [
          ["user", "We use pnpm for package management, not npm."],
          ["assistant", "Done."],
        ]),
      ]);
      const db = userDatabase(env, user.userId);
      const anthropicEnv = { ...env, SUMMARIZER: "anthropic", ANTHROPIC_API_KEY: "sk-test" } as Env;
      expect(modelExtractorFor({ env: anthropicEnv, dryRun: false, userId: user.userId })).toBeDefined();
      expect(modelExtractorFor({ env: anthropicEnv, dryRun: true, userId: user.userId })).toBeUndefined();
      expect(modelExtractorFor({ env: { ...anthropicEnv, ANTHROPIC_API_KEY: "" } as Env, dryRun: false, userId: user.userId })).toBeUndefined();
      expect(modelExtractorFor({ env: { ...env, SUMMARIZER: "extractive" } as Env, dryRun: false, userId: user.userId })).toBeUndefined();

      let calls = 0;
      const plan = await planPromote({
        db,
        userId: user.userId,
        nowMs: Date.now(),
        // Offline by the patterns alone (see the first test): the offline candidate is applied by their confidence.
        patternsOnly: true,
        extractor: {
          async extract(segment) {
            calls++;
            // The first segment by the model; the second as if the budget ran out (offline).
            if (calls > 1) return null;
            return [
              {
                memoryId: "mem_xmodel1",
                kind: "fact",
                text: "Staging deploys need the VPN",
                key: null,
                confidence: 0.92,
                gripIds: segment.grips.slice(0, 1).map((g) => g.gripId),
                project: segment.project,
                projectId: segment.projectId,
                sourceNodeId: segment.nodeId,
                sourceSegmentId: segment.segmentId,
                pattern: "model",
              },
            ];
          },
        },
      });
      expect(calls).toBe(2);
      const extracts = plan.flatMap((op) => (op.action.type === "extract" ? [op.action] : []));
      expect(extracts.map((a) => [a.origin, a.text])).toEqual([
        ["model", "Staging deploys need the VPN"],
        ["extracted", "We use pnpm for package management, not npm."],
      ]);
      await applyPlan(user, plan);
      expect((await memories(user, "&status=active")).map((m) => [m.origin, m.kind]).sort()).toEqual([
        ["extracted", "decision"],
        ["model", "fact"],
      ]);
    },
    TIMEOUT_MS,
  );
});

describe("a failed extraction", () => {
  const sessions = () => [
    ...conversation("f1", 0, [
      ["user", "We use pnpm for package management, not npm."],
      ["user", "Never commit generated files."],
      ["assistant", "Done."],
    ]),
    ...conversation("f2", 1, [
      ["user", "Always run npm run lint before committing."],
      ["assistant", "Noted."],
    ]),
  ];

  const segmentOf = async (user: TestUser, sessionId: string) =>
    (await env.DB.prepare("SELECT segment_id, extracted_at_ms, extract_attempts, extract_error FROM segments WHERE user_id = ? AND session_id = ?")
      .bind(user.userId, sessionId)
      .first<{ segment_id: string; extracted_at_ms: number | null; extract_attempts: number; extract_error: string | null }>())!;

  it(
    "is retried by the next run until it applies, each operation once: a promote lost in a D1 fault is not lost",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, sessions());
      const db = userDatabase(env, user.userId);
      // The patterns alone (see the first test): this failure needs "Never commit …" applied, not reviewed.
      const patterns = { ...env, MEMORY_EXTRACTION: "patterns" } as Env;
      const plan = await planPromote({ db, userId: user.userId, nowMs: Date.now(), patternsOnly: true });
      const never = plan.find((op) => op.action.type === "extract" && op.title.includes("Never commit"))!;
      const neverId = (never.action as { memory_id: string }).memory_id;
      // The promote of "Never commit generated files." fails: its batch (the memory's update) is lost.
      const fault = faultyD1(env.DB, (s) => /^\s*update\s+"memories"/i.test(s.sql) && s.values.includes(neverId));

      const first = await runJob({ ...patterns, DB: fault.db }, JOBS["consolidate-promote"], { trigger: "manual", nowMs: Date.now() });
      if (first.outcome !== "ok") throw new Error(`promote run: ${first.outcome}`);
      expect(fault.failures()).toBe(1);
      const f1 = await segmentOf(user, "f1");
      type Report = { user_id: string; failed: number; deferred: number; notes?: unknown; ops: { key: string; outcome: string; error?: string }[] };
      const mine = ((first.report.user_reports as unknown as Report[]) ?? []).find((r) => r.user_id === user.userId)!;
      expect(mine.failed).toBe(1);
      expect(mine.ops.find((o) => o.key === `promote:${neverId}`)).toMatchObject({ outcome: "failed", error: expect.stringContaining("injected fault") });
      expect(mine.ops.find((o) => o.key.startsWith(`extracted:${f1.segment_id}:`))).toMatchObject({ outcome: "deferred" });
      expect(mine.notes).toEqual({
        extraction_failures: [{ segment_id: f1.segment_id, attempts: 1, error: expect.stringContaining("injected fault"), retried: true }],
      });
      // The failed segment is not extracted (its raw events stay); the other one is.
      expect(f1).toMatchObject({ extracted_at_ms: null, extract_attempts: 1, extract_error: expect.stringContaining("injected fault") });
      expect((await segmentOf(user, "f2")).extracted_at_ms).not.toBeNull();
      expect((await memories(user)).find((m) => m.memory_id === neverId)).toMatchObject({ status: "candidate" });

      // The next run: the segment again, only what did not apply — the failed promote and what its group put after it
      // (candidates come in the order of their ids, hashes of the node's id: either order happens) — not the stored candidate.
      const group = plan.filter((op) => op.group === never.group && !op.key.startsWith("extracted:")).map((op) => op.key);
      const afterFailure = group.slice(group.indexOf(`promote:${neverId}`) + 1);
      const retry = await planPromote({ db, userId: user.userId, nowMs: Date.now(), patternsOnly: true });
      expect(retry.map((op) => op.key)).toEqual([`promote:${neverId}`, ...afterFailure, expect.stringMatching(`^extracted:${f1.segment_id}:`)]);
      const second = await runJob(patterns, JOBS["consolidate-promote"], { trigger: "manual", nowMs: Date.now() });
      expect(second.outcome).toBe("ok");
      const all = await memories(user);
      expect(all.filter((m) => m.text === "Never commit generated files.")).toEqual([expect.objectContaining({ memory_id: neverId, status: "active" })]);
      expect(all.map((m) => m.text).sort()).toEqual([
        "Always run npm run lint before committing.",
        "Never commit generated files.",
        "We use pnpm for package management, not npm.",
      ]);
      expect(await segmentOf(user, "f1")).toMatchObject({ extracted_at_ms: expect.any(Number), extract_attempts: 1, extract_error: null });
      // A third run proposes nothing.
      expect(await planPromote({ db, userId: user.userId, nowMs: Date.now(), patternsOnly: true })).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    `is retried at most ${MAX_EXTRACT_ATTEMPTS} times, then reported as no longer retried and left un-extracted`,
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, sessions());
      const f1 = await segmentOf(user, "f1");
      // Every candidate stored from f1 fails (the insert binds its source segment).
      const fault = faultyD1(env.DB, (s) => /^\s*insert\s+into\s+"memories"/i.test(s.sql) && s.values.includes(f1.segment_id));
      const db = userDatabase({ DB: fault.db }, user.userId);
      const base = Math.floor(Date.now() / 60_000) * 60_000;
      const ctx = { db, userId: user.userId, decay: DEFAULT_DECAY, runId: "run_test", dryRun: false, limitPerMinute: 60 };
      const notes: unknown[] = [];
      for (let run = 1; run <= MAX_EXTRACT_ATTEMPTS; run++) {
        const report = await runStepForUser(promoteStep, { ...ctx, nowMs: base + run * 60_000 });
        expect(report.failed).toBe(1);
        notes.push(report.notes);
      }
      expect(fault.failures()).toBe(MAX_EXTRACT_ATTEMPTS);
      expect(notes.at(0)).toEqual({ extraction_failures: [expect.objectContaining({ segment_id: f1.segment_id, attempts: 1, retried: true })] });
      expect(notes.at(-1)).toEqual({
        extraction_failures: [expect.objectContaining({ segment_id: f1.segment_id, attempts: MAX_EXTRACT_ATTEMPTS, retried: false })],
      });
      // Not retried any more, and not marked extracted: its raw events are kept (only the hard cap may take them, recorded).
      fault.heal();
      expect(await planPromote({ db, userId: user.userId, nowMs: base + 10 * 60_000 })).toEqual([]);
      expect(await segmentOf(user, "f1")).toMatchObject({ extracted_at_ms: null, extract_attempts: MAX_EXTRACT_ATTEMPTS });
      expect((await memories(user)).map((m) => m.text)).toEqual(["Always run npm run lint before committing."]);
    },
    TIMEOUT_MS,
  );

  it(
    "an admin re-queues the segments extraction gave up on: listed with their error, planned again with fresh attempts, then extracted; per user, admin only",
    async () => {
      const [user, other] = [await createUser(), await createUser()];
      await ingestAndBuild(user, sessions());
      await ingestAndBuild(other, sessions());
      const f1 = await segmentOf(user, "f1");
      const theirs = await segmentOf(other, "f1");
      const fault = faultyD1(
        env.DB,
        (s) => /^\s*insert\s+into\s+"memories"/i.test(s.sql) && (s.values.includes(f1.segment_id) || s.values.includes(theirs.segment_id)),
      );
      const base = Math.floor(Date.now() / 60_000) * 60_000;
      for (const u of [user, other]) {
        const ctx = {
          db: userDatabase({ DB: fault.db }, u.userId),
          userId: u.userId,
          decay: DEFAULT_DECAY,
          runId: "run_test",
          dryRun: false,
          limitPerMinute: 60,
        };
        for (let run = 1; run <= MAX_EXTRACT_ATTEMPTS; run++) await runStepForUser(promoteStep, { ...ctx, nowMs: base + run * 60_000 });
      }
      fault.heal();
      const db = userDatabase(env, user.userId);
      expect(await planPromote({ db, userId: user.userId, nowMs: base + 10 * 60_000 })).toEqual([]);

      const path = (u: TestUser, what: string) => `/v1/admin/users/${u.userId}/extraction/${what}`;
      const listed = await call(path(user, "given-up"), { headers: ADMIN });
      expect(listed.status).toBe(200);
      expect(await listed.json()).toEqual({
        user_id: user.userId,
        max_attempts: MAX_EXTRACT_ATTEMPTS,
        segments: [{ segment_id: f1.segment_id, session_id: "f1", node_id: expect.any(String), attempts: MAX_EXTRACT_ATTEMPTS, error: expect.any(String) }],
      });
      // Admin only; an unknown user is a 404; a bad body a 400.
      expect((await call(path(user, "given-up"), { headers: user.auth })).status).toBe(401);
      expect((await call(path(user, "requeue"), { method: "POST", headers: user.auth })).status).toBe(401);
      expect((await call("/v1/admin/users/usr_nobody/extraction/given-up", { headers: ADMIN })).status).toBe(404);
      const bad = await postJson(path(user, "requeue"), { segment_ids: [] }, ADMIN);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("bad_request");
      // Naming a segment that was not given up (or another user's) re-queues nothing.
      const f2 = await segmentOf(user, "f2");
      expect(await (await postJson(path(user, "requeue"), { segment_ids: [f2.segment_id, theirs.segment_id] }, ADMIN)).json()).toEqual({
        user_id: user.userId,
        requeued: [],
      });

      // No body: every given-up segment of this user, not the other's.
      const requeued = await call(path(user, "requeue"), { method: "POST", headers: ADMIN });
      expect(requeued.status).toBe(200);
      expect(await requeued.json()).toEqual({ user_id: user.userId, requeued: [f1.segment_id] });
      expect(await segmentOf(user, "f1")).toMatchObject({ extracted_at_ms: null, extract_attempts: 0, extract_error: null });
      expect(await segmentOf(other, "f1")).toMatchObject({ extract_attempts: MAX_EXTRACT_ATTEMPTS });
      expect((await (await call(path(user, "given-up"), { headers: ADMIN })).json()) as { segments: unknown[] }).toMatchObject({ segments: [] });

      // The next run plans it again and, the fault gone, extracts it.
      expect((await planPromote({ db, userId: user.userId, nowMs: base + 11 * 60_000 })).length).toBeGreaterThan(0);
      const ctx = { db, userId: user.userId, decay: DEFAULT_DECAY, runId: "run_test", dryRun: false, limitPerMinute: 60 };
      expect((await runStepForUser(promoteStep, { ...ctx, nowMs: base + 11 * 60_000 })).failed).toBe(0);
      expect((await segmentOf(user, "f1")).extracted_at_ms).not.toBeNull();
      expect(await planPromote({ db, userId: user.userId, nowMs: base + 12 * 60_000 })).toEqual([]);

      // The other user's, named explicitly, by its own user's route.
      expect(await (await postJson(path(other, "requeue"), { segment_ids: [theirs.segment_id] }, ADMIN)).json()).toEqual({
        user_id: other.userId,
        requeued: [theirs.segment_id],
      });
    },
    TIMEOUT_MS,
  );
});
