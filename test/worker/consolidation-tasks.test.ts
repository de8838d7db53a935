import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TASK_CLAIM_TTL_MS, taskLabels } from "../../src/core/consolidation/thresholds";
import { listLog, openReviewTask } from "../../src/db/consolidation-tasks";
import { userDatabase } from "../../src/db/handle";
import { insertMemory } from "../../src/db/memories";
import { applyMemoryAction } from "../../src/services/consolidation-actions";
import { call, createUser, type TestUser } from "./helpers";

/*
 * The review queue: GET /v1/consolidation/tasks and approve / reject / edit, the lifecycle
 * open → in_progress → closed | blocked with at most 3 failed approvals, and other users' tasks
 * out of reach. Tasks are opened the way the consolidation steps open them (openReviewTask).
 */

interface TaskView {
  task_id: string;
  step: string;
  title: string;
  notes: Record<string, unknown>;
  labels: string[];
  status: string;
  resolution: string | null;
  priority: number;
  attempts: number;
  confidence: number;
  action: Record<string, unknown>;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

async function send(user: TestUser, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await call(path, {
    method,
    headers: { ...user.auth, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A candidate memory and the promote task for it, as the promote step makes them. */
async function candidateWithTask(user: TestUser, text: string, opts: { confidence?: number; priority?: number; key?: string | null } = {}) {
  const db = userDatabase(env, user.userId);
  const memoryId = `mem_x${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const nowMs = Date.now();
  await insertMemory(
    db,
    user.userId,
    {
      memoryId,
      kind: "decision",
      text,
      key: opts.key ?? null,
      project: "",
      projectId: null,
      confidence: opts.confidence ?? 0.6,
      status: "candidate",
      origin: "extracted",
      gripIds: [],
    },
    nowMs,
  );
  const { taskId, created } = await openReviewTask(
    db,
    user.userId,
    {
      step: "promote",
      key: `promote:${memoryId}`,
      title: `Promote: ${text}`,
      notes: { memory_id: memoryId, score: 0.5, agent: "promote" },
      labels: taskLabels("promote", "medium"),
      priority: opts.priority ?? 2,
      confidence: opts.confidence ?? 0.6,
      action: { type: "promote", memory_id: memoryId },
    },
    nowMs,
  );
  expect(created).toBe(true);
  return { memoryId, taskId };
}

const reviewRow = (user: TestUser, memoryId: string) =>
  env.DB.prepare("SELECT review_count, strength FROM uses WHERE user_id = ? AND target_kind = 'memory' AND target_id = ?")
    .bind(user.userId, memoryId)
    .first<{ review_count: number; strength: number }>();

const memoryOf = async (user: TestUser, id: string) => (await send(user, "GET", `/v1/memories/${id}`)).body["memory"] as Record<string, unknown>;

describe("GET /v1/consolidation/tasks", () => {
  it("lists open tasks most urgent first, filters by status and step, pages, and opens each task once", async () => {
    const user = await createUser();
    const low = await candidateWithTask(user, "low one", { priority: 3 });
    const high = await candidateWithTask(user, "high one", { priority: 1 });
    const mid = await candidateWithTask(user, "mid one", { priority: 2 });
    // The same proposal again opens nothing new.
    const again = await openReviewTask(
      userDatabase(env, user.userId),
      user.userId,
      {
        step: "promote",
        key: `promote:${low.memoryId}`,
        title: "dup",
        notes: {},
        labels: [],
        priority: 1,
        confidence: 0.5,
        action: { type: "promote", memory_id: low.memoryId },
      },
      Date.now(),
    );
    expect(again).toEqual({ taskId: low.taskId, created: false });

    const res = await send(user, "GET", "/v1/consolidation/tasks");
    expect(res.status).toBe(200);
    const tasks = res.body["tasks"] as TaskView[];
    expect(tasks.map((t) => t.task_id)).toEqual([high.taskId, mid.taskId, low.taskId]);
    expect(tasks[0]).toEqual({
      task_id: high.taskId,
      step: "promote",
      title: "Promote: high one",
      notes: { memory_id: high.memoryId, score: 0.5, agent: "promote" },
      labels: ["consolidation:promote", "urgency:medium"],
      status: "open",
      resolution: null,
      priority: 1,
      attempts: 0,
      confidence: 0.6,
      action: { type: "promote", memory_id: high.memoryId },
      last_error: null,
      created_at: tasks[0]!.created_at,
      updated_at: tasks[0]!.created_at,
      closed_at: null,
    });
    const page1 = await send(user, "GET", "/v1/consolidation/tasks?limit=2");
    expect((page1.body["tasks"] as TaskView[]).map((t) => t.task_id)).toEqual([high.taskId, mid.taskId]);
    const page2 = await send(user, "GET", `/v1/consolidation/tasks?limit=2&cursor=${page1.body["next_cursor"] as string}`);
    expect(page2.body).toMatchObject({ next_cursor: null, has_more: false });
    expect((page2.body["tasks"] as TaskView[]).map((t) => t.task_id)).toEqual([low.taskId]);

    await send(user, "POST", `/v1/consolidation/tasks/${mid.taskId}/reject`);
    expect(((await send(user, "GET", "/v1/consolidation/tasks?status=open")).body["tasks"] as TaskView[]).map((t) => t.task_id)).toEqual([
      high.taskId,
      low.taskId,
    ]);
    expect(((await send(user, "GET", "/v1/consolidation/tasks?status=closed&step=promote")).body["tasks"] as TaskView[]).map((t) => t.task_id)).toEqual([
      mid.taskId,
    ]);
    expect((await send(user, "GET", "/v1/consolidation/tasks?step=merge")).body["tasks"]).toEqual([]);
    for (const bad of ["?status=done", "?step=nope", "?limit=0", "?cursor=xyz"])
      expect((await send(user, "GET", `/v1/consolidation/tasks${bad}`)).status, bad).toBe(400);
    expect((await send(user, "GET", `/v1/consolidation/tasks/${high.taskId}`)).body).toEqual({ task: tasks[0] });
    expect((await send(user, "GET", "/v1/consolidation/tasks/task_nope")).body).toEqual({ error: { code: "not_found", message: "no such task" } });
  });
});

describe("approve, reject, edit", () => {
  it("approve applies the action, closes the task and logs it; a closed task cannot be approved again", async () => {
    const user = await createUser();
    const { memoryId, taskId } = await candidateWithTask(user, "We use jose, not jsonwebtoken", { key: "jwt" });
    expect(await memoryOf(user, memoryId)).toMatchObject({ status: "candidate" });
    const approved = await send(user, "POST", `/v1/consolidation/tasks/${taskId}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body["task"]).toMatchObject({ status: "closed", resolution: "approved", attempts: 1, last_error: null });
    expect(await memoryOf(user, memoryId)).toMatchObject({ status: "active" });
    const log = await listLog(userDatabase(env, user.userId), user.userId, 10);
    expect(log.map((l) => [l.step, l.band, JSON.parse(l.action)])).toEqual([["promote", "review", { type: "promote", memory_id: memoryId }]]);
    // The review strengthens the memory's use record (the decay reads it).
    expect(await reviewRow(user, memoryId)).toEqual({ review_count: 1, strength: 1 });
    const again = await send(user, "POST", `/v1/consolidation/tasks/${taskId}/approve`);
    expect(again).toEqual({ status: 409, body: { error: { code: "conflict", message: "task is closed", details: { status: "closed" } } } });
    expect((await send(user, "POST", `/v1/consolidation/tasks/${taskId}/reject`)).status).toBe(409);
    expect((await send(user, "PATCH", `/v1/consolidation/tasks/${taskId}`, { priority: 1 })).status).toBe(409);
  });

  it("reject closes without applying, and archives the candidate (recoverable)", async () => {
    const user = await createUser();
    const { memoryId, taskId } = await candidateWithTask(user, "maybe a decision");
    const rejected = await send(user, "POST", `/v1/consolidation/tasks/${taskId}/reject`);
    expect(rejected.body["task"]).toMatchObject({ status: "closed", resolution: "rejected", attempts: 0 });
    const memory = await memoryOf(user, memoryId);
    expect(memory).toMatchObject({ status: "archived", archived_reason: "rejected" });
    expect(memory["purge_after"]).not.toBeNull();
    expect(await listLog(userDatabase(env, user.userId), user.userId, 10)).toEqual([]);
    expect(await reviewRow(user, memoryId)).toEqual({ review_count: 1, strength: 0.5 });
  });

  it("edit changes the action's fields (not its type) and the title; approve then applies the edit", async () => {
    const user = await createUser();
    const { memoryId, taskId } = await candidateWithTask(user, "we decided on pnpm i think");
    const edited = await send(user, "PATCH", `/v1/consolidation/tasks/${taskId}`, {
      title: "Promote: pnpm",
      priority: 1,
      action: { text: "We use pnpm, not npm", kind: "instruction", key: "Package  Manager", type: "archive" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body["task"]).toMatchObject({
      title: "Promote: pnpm",
      priority: 1,
      status: "open",
      action: { type: "promote", memory_id: memoryId, text: "We use pnpm, not npm", kind: "instruction", key: "package manager" },
    });
    for (const body of [{}, { priority: 9 }, { action: { text: "" } }, { action: { kind: "opinion" } }, { title: "" }]) {
      const res = await send(user, "PATCH", `/v1/consolidation/tasks/${taskId}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    await send(user, "POST", `/v1/consolidation/tasks/${taskId}/approve`);
    expect(await memoryOf(user, memoryId)).toMatchObject({ status: "active", text: "We use pnpm, not npm", kind: "instruction", key: "package manager" });
  });

  it("a failing action leaves the task open twice, then blocked; an edit opens it again; rejecting a blocked task closes it", async () => {
    const user = await createUser();
    const { memoryId, taskId } = await candidateWithTask(user, "will vanish");
    await env.DB.prepare("DELETE FROM memories WHERE user_id = ? AND memory_id = ?").bind(user.userId, memoryId).run();
    const message = `the task's memory ${memoryId} no longer exists`;
    for (const [attempts, status] of [
      [1, "open"],
      [2, "open"],
      [3, "blocked"],
    ] as const) {
      const res = await send(user, "POST", `/v1/consolidation/tasks/${taskId}/approve`);
      expect(res).toEqual({ status: 409, body: { error: { code: "conflict", message, details: { status, attempts } } } });
      expect((await send(user, "GET", `/v1/consolidation/tasks/${taskId}`)).body["task"]).toMatchObject({
        status,
        attempts,
        last_error: message,
        resolution: null,
      });
    }
    const blocked = await send(user, "POST", `/v1/consolidation/tasks/${taskId}/approve`);
    expect(blocked.status).toBe(409);
    expect((blocked.body["error"] as { message: string }).message).toMatch(/^task is blocked/);
    expect((await send(user, "GET", `/v1/consolidation/tasks/${taskId}`)).body["task"]).toMatchObject({ attempts: 3 });

    const reopened = await send(user, "PATCH", `/v1/consolidation/tasks/${taskId}`, { priority: 1 });
    expect(reopened.body["task"]).toMatchObject({ status: "open", attempts: 0, last_error: null });
    await send(user, "POST", `/v1/consolidation/tasks/${taskId}/approve`);
    await send(user, "POST", `/v1/consolidation/tasks/${taskId}/approve`);
    await send(user, "POST", `/v1/consolidation/tasks/${taskId}/approve`);
    const rejected = await send(user, "POST", `/v1/consolidation/tasks/${taskId}/reject`);
    expect(rejected.body["task"]).toMatchObject({ status: "closed", resolution: "rejected", attempts: 3 });
  });

  it("a task claimed by an approval that died is approvable again once its claim expires, not before", async () => {
    const user = await createUser();
    const { memoryId, taskId } = await candidateWithTask(user, "claimed and dropped");
    const claim = (ageMs: number) =>
      env.DB.prepare("UPDATE consolidation_tasks SET status = 'in_progress', attempts = 1, updated_at_ms = ?3 WHERE user_id = ?1 AND task_id = ?2")
        .bind(user.userId, taskId, Date.now() - ageMs)
        .run();
    await claim(0);
    expect((await send(user, "POST", `/v1/consolidation/tasks/${taskId}/approve`)).body).toEqual({
      error: { code: "conflict", message: "task is in_progress", details: { status: "in_progress" } },
    });
    await claim(TASK_CLAIM_TTL_MS + 1_000);
    const approved = await send(user, "POST", `/v1/consolidation/tasks/${taskId}/approve`);
    expect(approved.body["task"]).toMatchObject({ status: "closed", resolution: "approved", attempts: 2 });
    expect(await memoryOf(user, memoryId)).toMatchObject({ status: "active" });
  });

  it("a step's automatic action writes its log row with the band in the same batch", async () => {
    const user = await createUser();
    const { memoryId } = await candidateWithTask(user, "confident one");
    const db = userDatabase(env, user.userId);
    const action = { type: "promote" as const, memory_id: memoryId };
    await applyMemoryAction(db, user.userId, action, { step: "promote", band: "logged", confidence: 0.8, key: `promote:${memoryId}` }, Date.now());
    await applyMemoryAction(db, user.userId, action, { step: "promote", band: "logged", confidence: 0.8, key: `promote:${memoryId}` }, Date.now());
    expect(await memoryOf(user, memoryId)).toMatchObject({ status: "active" });
    const log = await listLog(db, user.userId, 10);
    expect(log.map((l) => [l.band, l.confidence])).toEqual([["logged", 0.8]]);
  });
});

describe("other users' tasks", () => {
  it("are answered exactly as tasks that do not exist, and stay unchanged", async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()]);
    const { memoryId, taskId } = await candidateWithTask(bob, "bob's candidate");
    const before = (await send(bob, "GET", `/v1/consolidation/tasks/${taskId}`)).body;
    const missing = "task_promote_0000000000000000";
    const attempts: [string, string, unknown?][] = [
      ["GET", "/v1/consolidation/tasks/ID"],
      ["POST", "/v1/consolidation/tasks/ID/approve"],
      ["POST", "/v1/consolidation/tasks/ID/reject"],
      ["PATCH", "/v1/consolidation/tasks/ID", { priority: 1, action: { text: "hijacked" } }],
    ];
    for (const [method, path, body] of attempts) {
      const theirs = await send(alice, method, path.replace("ID", taskId), body);
      const none = await send(alice, method, path.replace("ID", missing), body);
      expect(theirs.status, `${method} ${path}`).toBe(404);
      expect(theirs.body).toEqual(none.body);
    }
    expect((await send(alice, "GET", "/v1/consolidation/tasks")).body).toEqual({ tasks: [], next_cursor: null, has_more: false });
    expect((await send(bob, "GET", `/v1/consolidation/tasks/${taskId}`)).body).toEqual(before);
    expect(await memoryOf(bob, memoryId)).toMatchObject({ status: "candidate" });
  });
});
