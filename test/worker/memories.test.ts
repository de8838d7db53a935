import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ARCHIVE_RETENTION_MS } from "../../src/core/memories/model";
import { userDatabase } from "../../src/db/handle";
import { insertMemory, purgeExpiredMemories } from "../../src/db/memories";
import { ADMIN, call, createUser, makeEvent, postJson, type TestUser } from "./helpers";
import { ingestAndBuild } from "./rollup-helpers";

/*
 * /v1/memories: remember, list (status, kind, project, paging), read with history, change,
 * archive and restore, supersede by key, the 30-day purge, and other users' memories out of reach.
 */

const TIMEOUT_MS = 60_000;

interface Memory {
  memory_id: string;
  kind: string;
  text: string;
  key: string | null;
  project: string | null;
  project_id: string | null;
  confidence: number;
  status: string;
  origin: string;
  archived_reason: string | null;
  superseded_by: string | null;
  source_node_id: string | null;
  grip_ids: string[];
  created_at: string;
  updated_at: string;
  archived_at: string | null;
  purge_after: string | null;
}

async function send(user: TestUser, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await call(path, {
    method,
    headers: { ...user.auth, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function rememberOk(user: TestUser, body: Record<string, unknown>): Promise<{ memory: Memory; superseded: string | null }> {
  const res = await send(user, "POST", "/v1/memories", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as { memory: Memory; superseded: string | null };
}

async function list(user: TestUser, query = ""): Promise<{ memories: Memory[]; next_cursor: string | null; has_more: boolean }> {
  const res = await send(user, "GET", `/v1/memories${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as { memories: Memory[]; next_cursor: string | null; has_more: boolean };
}

describe("POST /v1/memories (remember)", () => {
  it("stores an active memory with confidence 1 and answers it whole", async () => {
    const user = await createUser();
    const before = Date.now();
    const { memory, superseded } = await rememberOk(user, {
      kind: "decision",
      text: "  We use jose for JWTs, not jsonwebtoken. ",
      key: "JWT  Library",
      project: "invoice-api",
    });
    expect(superseded).toBeNull();
    expect(memory.memory_id).toMatch(/^mem_[0-9A-Z]{26}$/);
    expect(Date.parse(memory.created_at)).toBeGreaterThanOrEqual(before - 1);
    expect(memory).toEqual({
      memory_id: memory.memory_id,
      kind: "decision",
      text: "We use jose for JWTs, not jsonwebtoken.",
      key: "jwt library",
      project: "invoice-api",
      project_id: null,
      confidence: 1,
      status: "active",
      origin: "remembered",
      archived_reason: null,
      superseded_by: null,
      source_node_id: null,
      grip_ids: [],
      created_at: memory.created_at,
      updated_at: memory.created_at,
      archived_at: null,
      purge_after: null,
    });
    const read = await send(user, "GET", `/v1/memories/${memory.memory_id}`);
    expect(read).toEqual({ status: 200, body: { memory, history: [], related: { also: null, cluster: null, items: [] } } });
  });

  it("refuses what it cannot store, naming the field", async () => {
    const user = await createUser();
    const cases: [unknown, string][] = [
      [{ kind: "opinion", text: "x" }, "kind"],
      [{ kind: "fact", text: "   " }, "text"],
      [{ kind: "fact", text: "x".repeat(2_001) }, "text"],
      [{ kind: "fact", text: "ok", key: "" }, "key"],
      [{ kind: "fact", text: "ok", grip_ids: ["g"].concat(Array(20).fill("h")) }, "grip_ids"],
      [{ text: "no kind" }, "kind"],
    ];
    for (const [body, field] of cases) {
      const res = await send(user, "POST", "/v1/memories", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = res.body["error"] as { code: string; details: { issues: { field: string }[] } };
      expect(error.code).toBe("bad_request");
      expect(error.details.issues.map((i) => i.field)).toContain(field);
    }
    const notJson = await call("/v1/memories", { method: "POST", headers: { ...user.auth, "Content-Type": "application/json" }, body: "{" });
    expect(notJson.status).toBe(400);
    const huge = await call("/v1/memories", {
      method: "POST",
      headers: { ...user.auth, "Content-Type": "application/json" },
      body: JSON.stringify({ kind: "fact", text: "x", pad: "y".repeat(20_000) }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    const notUtf8 = await call("/v1/memories", {
      method: "POST",
      headers: { ...user.auth, "Content-Type": "application/json" },
      body: new Uint8Array([0x7b, 0x22, 0x6b, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect(notUtf8.status).toBe(400);
    const patchHuge = await call("/v1/memories/mem_x", {
      method: "PATCH",
      headers: { ...user.auth, "Content-Type": "application/json" },
      body: JSON.stringify({ text: "y".repeat(20_000) }),
    });
    expect(patchHuge.status).toBe(413);
    expect((await list(user)).memories).toEqual([]);
  });

  it(
    "attaches grips the user has, and refuses one that is not theirs",
    async () => {
      const [owner, other] = await Promise.all([createUser(), createUser()]);
      const at = Date.UTC(2026, 9, 14, 9);
      await ingestAndBuild(owner, [
        makeEvent({ session_id: "s-grip", ts: at, text: "switch the JWT verification to jose" }),
        makeEvent({
          session_id: "s-grip",
          ts: at + 60_000,
          event_type: "assistant_message",
          role: "assistant",
          text: "Done: JWT verification uses jose. All tests pass.",
        }),
        makeEvent({ session_id: "s-grip", ts: at + 120_000, event_type: "session_end", role: "system", text: "" }),
      ]);
      const grip = (await env.DB.prepare("SELECT grip_id FROM grips WHERE user_id = ?").bind(owner.userId).first<{ grip_id: string }>())!.grip_id;
      const { memory } = await rememberOk(owner, { kind: "decision", text: "jose verifies JWTs", grip_ids: [grip, grip] });
      expect(memory.grip_ids).toEqual([grip]);
      const refused = await send(other, "POST", "/v1/memories", { kind: "fact", text: "stolen", grip_ids: [grip] });
      expect(refused).toEqual({
        status: 400,
        body: { error: { code: "bad_request", message: "no such grip", details: { issues: [{ field: "grip_ids[0]", message: "is not one of your grips" }] } } },
      });
      expect((await list(other)).memories).toEqual([]);
    },
    TIMEOUT_MS,
  );
});

describe("GET /v1/memories", () => {
  it("filters by status, kind and project (a project's and those of none), and pages with a cursor", async () => {
    const user = await createUser();
    const a = (await rememberOk(user, { kind: "decision", text: "use jose", project: "api" })).memory;
    const b = (await rememberOk(user, { kind: "instruction", text: "never commit to main" })).memory;
    const c = (await rememberOk(user, { kind: "fact", text: "staging clock runs 47 s behind", project: "web" })).memory;
    const d = (await rememberOk(user, { kind: "task", text: "rotate the signing key", project: "api", project_id: "git:github.com/acme/api" })).memory;
    await send(user, "DELETE", `/v1/memories/${c.memory_id}`);

    const ids = (ms: Memory[]) => ms.map((m) => m.memory_id);
    expect(ids((await list(user)).memories)).toEqual([c, d, b, a].map((m) => m.memory_id));
    expect(ids((await list(user, "?status=active")).memories)).toEqual([d, b, a].map((m) => m.memory_id));
    expect(ids((await list(user, "?status=archived")).memories)).toEqual([c.memory_id]);
    expect(ids((await list(user, "?kind=instruction")).memories)).toEqual([b.memory_id]);
    expect(ids((await list(user, "?status=active&project=api")).memories)).toEqual([d, b, a].map((m) => m.memory_id));
    expect(ids((await list(user, "?project=web")).memories)).toEqual([c, b].map((m) => m.memory_id));
    expect(ids((await list(user, "?project=elsewhere")).memories)).toEqual([b.memory_id]);
    expect((await list(user, "?project=api&kind=task")).memories[0]!.project_id).toBe("git:github.com/acme/api");

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(user, `?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...ids(page.memories));
      expect(page.has_more).toBe(page.next_cursor !== null);
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toEqual([c, d, b, a].map((m) => m.memory_id));

    for (const bad of ["?status=gone", "?kind=opinion", "?limit=0", "?limit=101", "?cursor=nope", "?project="]) {
      const res = await send(user, "GET", `/v1/memories${bad}`);
      expect(res.status, bad).toBe(400);
      expect((res.body["error"] as { code: string }).code).toBe("bad_request");
    }
  });
});

describe("supersede by key", () => {
  it("a newer memory on the same key and project archives the older as history; other projects keep theirs", async () => {
    const user = await createUser();
    const old = (await rememberOk(user, { kind: "decision", text: "We use jsonwebtoken", key: "jwt library", project: "api" })).memory;
    const elsewhere = (await rememberOk(user, { kind: "decision", text: "We use jwt-simple", key: "jwt library", project: "web" })).memory;
    const newer = await rememberOk(user, { kind: "decision", text: "We use jose, not jsonwebtoken", key: "JWT library", project: "api" });
    expect(newer.superseded).toBe(old.memory_id);

    const read = await send(user, "GET", `/v1/memories/${newer.memory.memory_id}`);
    const { memory, history } = read.body as { memory: Memory; history: Memory[] };
    expect(memory.status).toBe("active");
    expect(history.map((h) => [h.memory_id, h.status, h.archived_reason, h.superseded_by, h.purge_after])).toEqual([
      [old.memory_id, "archived", "superseded", newer.memory.memory_id, null],
    ]);
    expect((await send(user, "GET", `/v1/memories/${elsewhere.memory_id}`)).body["memory"]).toMatchObject({ status: "active" });

    // A third on the key: the history is the chain, newest first.
    const third = await rememberOk(user, { kind: "decision", text: "We use jose v6", key: "jwt library", project: "api" });
    expect(third.superseded).toBe(newer.memory.memory_id);
    const chain = (await send(user, "GET", `/v1/memories/${third.memory.memory_id}`)).body["history"] as Memory[];
    expect(chain.map((h) => h.memory_id)).toEqual([newer.memory.memory_id, old.memory_id]);
    expect((await list(user, "?status=active&project=api")).memories.map((m) => m.text)).toEqual(["We use jose v6"]);
  });

  it("restoring an older memory supersedes the active one on its key; a key given by PATCH supersedes too", async () => {
    const user = await createUser();
    const first = (await rememberOk(user, { kind: "instruction", text: "run tests with npm test", key: "test command" })).memory;
    const second = (await rememberOk(user, { kind: "instruction", text: "run tests with pnpm vitest", key: "test command" })).memory;
    const restored = await send(user, "PATCH", `/v1/memories/${first.memory_id}`, { status: "active" });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      memory: { memory_id: first.memory_id, status: "active", archived_reason: null, superseded_by: null },
      superseded: second.memory_id,
    });
    const loose = (await rememberOk(user, { kind: "instruction", text: "tests: npx vitest run" })).memory;
    const keyed = await send(user, "PATCH", `/v1/memories/${loose.memory_id}`, { key: "test command" });
    expect(keyed.body).toMatchObject({ memory: { key: "test command", status: "active" }, superseded: first.memory_id });
    const active = (await list(user, "?status=active")).memories;
    expect(active.map((m) => m.memory_id)).toEqual([loose.memory_id]);
  });

  it("two concurrent memories on one key leave exactly one active", async () => {
    const user = await createUser();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send(user, "POST", "/v1/memories", { kind: "fact", text: `deploy region is r${i}`, key: "deploy region" })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    const active = (await list(user, "?status=active")).memories;
    expect(active).toHaveLength(1);
    expect((await list(user, "?status=archived")).memories.every((m) => m.archived_reason === "superseded")).toBe(true);
  });
});

describe("PATCH and DELETE /v1/memories/{id}", () => {
  it("changes text and kind; archives recoverably for 30 days; restores", async () => {
    const user = await createUser();
    const m = (await rememberOk(user, { kind: "fact", text: "the cache is 10 MB" })).memory;
    const changed = await send(user, "PATCH", `/v1/memories/${m.memory_id}`, { text: "the cache is 20 MB", kind: "decision" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ memory: { text: "the cache is 20 MB", kind: "decision", status: "active" }, superseded: null });

    const deleted = await send(user, "DELETE", `/v1/memories/${m.memory_id}`);
    expect(deleted.status).toBe(200);
    const archived = deleted.body["memory"] as Memory;
    expect(archived).toMatchObject({ status: "archived", archived_reason: "deleted" });
    expect(Date.parse(archived.purge_after!) - Date.parse(archived.archived_at!)).toBe(ARCHIVE_RETENTION_MS);
    // Deleting again changes nothing.
    expect((await send(user, "DELETE", `/v1/memories/${m.memory_id}`)).body).toEqual({ memory: archived });
    expect((await list(user, "?status=active")).memories).toEqual([]);

    const restored = await send(user, "PATCH", `/v1/memories/${m.memory_id}`, { status: "active" });
    expect(restored.body).toMatchObject({ memory: { status: "active", archived_at: null, purge_after: null, archived_reason: null } });

    for (const body of [{}, { status: "candidate" }, { text: "" }, { kind: "opinion" }]) {
      const res = await send(user, "PATCH", `/v1/memories/${m.memory_id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await send(user, "PATCH", "/v1/memories/mem_nope", { text: "x" })).status).toBe(404);
    expect((await send(user, "DELETE", "/v1/memories/mem_nope")).status).toBe(404);
    expect((await send(user, "GET", "/v1/memories/mem_nope")).body).toEqual({ error: { code: "not_found", message: "no such memory" } });
  });

  it("the retention job deletes archived memories past their 30 days, and nothing else", async () => {
    const user = await createUser();
    const gone = (await rememberOk(user, { kind: "fact", text: "old fact" })).memory;
    const recent = (await rememberOk(user, { kind: "fact", text: "recently archived" })).memory;
    const kept = (await rememberOk(user, { kind: "fact", text: "first", key: "k" })).memory;
    await rememberOk(user, { kind: "fact", text: "second", key: "k" });
    await send(user, "DELETE", `/v1/memories/${gone.memory_id}`);
    await send(user, "DELETE", `/v1/memories/${recent.memory_id}`);
    // `gone` was archived 31 days ago.
    await env.DB.prepare("UPDATE memories SET purge_after_ms = ?3 WHERE user_id = ?1 AND memory_id = ?2")
      .bind(user.userId, gone.memory_id, Date.now() - 86_400_000)
      .run();
    const run = await postJson("/v1/admin/jobs/retention/run", {}, ADMIN);
    expect(run.status).toBe(200);
    const outcome = ((await run.json()) as { run: { report: { memories_purged: number } } }).run;
    expect(outcome.report.memories_purged).toBeGreaterThanOrEqual(1);
    expect((await send(user, "GET", `/v1/memories/${gone.memory_id}`)).status).toBe(404);
    expect((await send(user, "GET", `/v1/memories/${recent.memory_id}`)).status).toBe(200);
    expect((await send(user, "GET", `/v1/memories/${kept.memory_id}`)).body["memory"]).toMatchObject({ archived_reason: "superseded", purge_after: null });
    // 30 days on, the recently archived one goes too; superseded history stays.
    await purgeExpiredMemories(userDatabase(env, user.userId), Date.now() + ARCHIVE_RETENTION_MS + 1, 100);
    expect((await send(user, "GET", `/v1/memories/${recent.memory_id}`)).status).toBe(404);
    expect((await send(user, "GET", `/v1/memories/${kept.memory_id}`)).status).toBe(200);
    const grips = await env.DB.prepare("SELECT count(*) AS n FROM memory_grips WHERE user_id = ? AND memory_id IN (?, ?)")
      .bind(user.userId, gone.memory_id, recent.memory_id)
      .first<{ n: number }>();
    expect(grips!.n).toBe(0);
  });

  it("an extracted memory stored twice (a re-run) is one row, and does not supersede what replaced it", async () => {
    const user = await createUser();
    const db = userDatabase(env, user.userId);
    const draft = {
      memoryId: "mem_xfixed",
      kind: "decision" as const,
      text: "use jose",
      key: "jwt",
      project: "",
      projectId: null,
      confidence: 0.95,
      status: "active" as const,
      origin: "extracted" as const,
      gripIds: [],
    };
    expect(await insertMemory(db, user.userId, draft, Date.now())).toEqual({ created: true, superseded: null });
    const newer = (await rememberOk(user, { kind: "decision", text: "use jose v6", key: "jwt" })).memory;
    expect(await insertMemory(db, user.userId, draft, Date.now())).toEqual({ created: false, superseded: null });
    expect((await list(user, "?status=active")).memories.map((m) => m.memory_id)).toEqual([newer.memory_id]);
  });
});

describe("other users' memories", () => {
  let alice: TestUser;
  let bob: TestUser;
  let bobs: Memory;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createUser(), createUser()]);
    bobs = (await rememberOk(bob, { kind: "decision", text: "bob's secret decision", key: "shared key" })).memory;
  });

  it("are answered exactly as memories that do not exist, and stay unchanged", async () => {
    const swap = (text: string) => text.replaceAll(bobs.memory_id, "mem_01AAAAAAAAAAAAAAAAAAAAAAAA");
    const attempts: [string, string, unknown?][] = [
      ["GET", "/v1/memories/ID"],
      ["PATCH", "/v1/memories/ID", { text: "hijacked", status: "archived" }],
      ["DELETE", "/v1/memories/ID"],
    ];
    for (const [method, path, body] of attempts) {
      const theirs = await send(alice, method, path.replace("ID", bobs.memory_id), body);
      const none = await send(alice, method, path.replace("ID", "mem_01AAAAAAAAAAAAAAAAAAAAAAAA"), body);
      expect(theirs.status, `${method} ${path}`).toBe(404);
      expect(swap(JSON.stringify(theirs.body))).toBe(JSON.stringify(none.body));
    }
    expect((await list(alice)).memories).toEqual([]);
    expect((await list(alice, "?status=active&project=x")).memories).toEqual([]);
    // Alice's memory on the same key supersedes nothing of Bob's.
    expect((await rememberOk(alice, { kind: "decision", text: "alice's", key: "shared key" })).superseded).toBeNull();
    expect((await send(bob, "GET", `/v1/memories/${bobs.memory_id}`)).body).toEqual({
      memory: bobs,
      history: [],
      related: { also: null, cluster: null, items: [] },
    });
  });
});
