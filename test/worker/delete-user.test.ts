import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runStep } from "../../src/cron/consolidation/runner";
import { decayStep } from "../../src/cron/consolidation/steps";
import { DELETED_USER_ID } from "../../src/db/delete-user";
import { sha256Hex } from "../../src/core/accounts/secrets";
import type { UserMemory } from "../../src/durable/user-memory";
import { ADMIN, call, createUser, makeEvent, postJson, storedEvent, type TestUser } from "./helpers";
import { ingestAndBuild, stubOf } from "./rollup-helpers";

const TIMEOUT_MS = 120_000;
const DAY = Date.UTC(2026, 9, 14, 9);
const MARKER = "zqdeleteusermarker";

/** Tables that hold no user's rows, with how a user's traces in them are handled. */
const NOT_PER_USER: Record<string, string> = {
  jobs: "no user_id; a checkpoint or report naming the user is scrubbed (checked below)",
  d1_migrations: "the schema's own record",
  _cf_KV: "D1's own",
  _cf_METADATA: "D1's own",
  sqlite_sequence: "SQLite's own",
};

interface TableInfo {
  name: string;
  sql: string;
  virtual: boolean;
  columns: { name: string; type: string; notnull: number; dflt_value: string | null }[];
}

/** Every table of the schema as the migrations left it: read from sqlite_master, never listed by hand. */
async function schemaTables(): Promise<TableInfo[]> {
  const { results } = await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string; sql: string }>();
  const virtualNames = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? "")).map((t) => t.name);
  const out: TableInfo[] = [];
  for (const t of results) {
    // FTS5 keeps its index in shadow tables named after the virtual table.
    if (virtualNames.some((v) => t.name.startsWith(`${v}_`))) continue;
    // D1's own tables refuse introspection.
    if (t.name.startsWith("_cf_")) {
      out.push({ name: t.name, sql: t.sql ?? "", virtual: false, columns: [] });
      continue;
    }
    const { results: columns } = await env.DB.prepare('SELECT name, type, "notnull", dflt_value FROM pragma_table_info(?)')
      .bind(t.name)
      .all<TableInfo["columns"][number]>();
    out.push({ name: t.name, sql: t.sql ?? "", virtual: virtualNames.includes(t.name), columns });
  }
  return out;
}

const perUser = (t: TableInfo) => !t.virtual && t.columns.some((c) => c.name === "user_id");

async function rowsOf(table: string, userId: string): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>())!.n;
}

let planted = 0;
/**
 * One row of `table` for the user, its required columns filled in by type (a CHECK's first
 * allowed value for constrained text): for the tables the flows below leave empty, and any
 * table added later, so that a table the deletion forgets fails this test.
 */
async function plantRow(table: TableInfo, userId: string): Promise<void> {
  const required = table.columns.filter((c) => c.name === "user_id" || (c.notnull === 1 && c.dflt_value === null));
  const values = required.map((c) => {
    if (c.name === "user_id") return userId;
    if (/INT/i.test(c.type)) return ++planted;
    if (/REAL|FLOA|DOUB/i.test(c.type)) return 0.5;
    const allowed = new RegExp(`\\b${c.name}\\b[^,]*?CHECK\\s*\\(\\s*${c.name}\\s+IN\\s*\\(\\s*'([^']*)'`, "i").exec(table.sql);
    return allowed ? allowed[1]! : `plant-${table.name}-${c.name}-${++planted}`;
  });
  await env.DB.prepare(`INSERT INTO ${table.name} (${required.map((c) => c.name).join(", ")}) VALUES (${required.map(() => "?").join(", ")})`)
    .bind(...values)
    .run();
}

/** Everything each user owns: two sessions built and rolled up (a day rewritten, so versions), a redacted secret, a retention override. */
async function populate(user: TestUser): Promise<void> {
  const session = (id: string, at: number, text: string) => [
    makeEvent({ session_id: id, ts: at, text }),
    makeEvent({ session_id: id, ts: at + 60_000, event_type: "assistant_message", role: "assistant", text: `Done: ${text}` }),
    makeEvent({ session_id: id, ts: at + 120_000, event_type: "session_end", role: "system", text: "" }),
  ];
  await ingestAndBuild(user, session("a", DAY, `rotate the ${MARKER} key; AWS key AKIAIOSFODNN7EXAMPLE and secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`));
  await stubOf(user).rollup(user.userId, { force: true });
  await ingestAndBuild(user, session("b", DAY + 3_600_000, `document the ${MARKER} rotation`));
  await stubOf(user).rollup(user.userId, { force: true });
  const res = await call(`/v1/admin/users/${user.userId}/retention`, {
    method: "PUT",
    headers: { ...ADMIN, "content-type": "application/json" },
    body: JSON.stringify({ soft_cap_bytes: 10_000_000 }),
  });
  expect(res.status).toBe(200);
}

/** What the search indexes answer for the marker: rowids each index holds for it, whoever's. */
async function indexedRowids(): Promise<{ events: number[]; grips: number[]; nodes: { rowid: number; user_id: string }[] }> {
  const ids = async (sql: string) => (await env.DB.prepare(sql).bind(MARKER).all<{ rowid: number }>()).results.map((r) => r.rowid);
  return {
    events: await ids("SELECT rowid FROM events_fts WHERE events_fts MATCH ? ORDER BY rowid"),
    grips: await ids("SELECT rowid FROM grips_fts WHERE grips_fts MATCH ? ORDER BY rowid"),
    nodes: (
      await env.DB.prepare("SELECT rowid, user_id FROM nodes_fts WHERE nodes_fts MATCH ? ORDER BY rowid").bind(MARKER).all<{ rowid: number; user_id: string }>()
    ).results,
  };
}

async function objectStorage(user: TestUser): Promise<{ keys: string[]; alarm: number | null }> {
  return runInDurableObject(stubOf(user), async (_instance, state) => ({
    keys: [...state.storage.kv.list()].map(([k]) => k),
    alarm: await state.storage.getAlarm(),
  }));
}

describe("admin: delete a user", () => {
  it(
    "deletes every row the user owns in every table of the schema, the search indexes and the object's storage; the other user is untouched",
    async () => {
      const [doomed, kept] = [await createUser(), await createUser()];
      await populate(doomed);
      await populate(kept);
      const tables = await schemaTables();
      for (const t of tables.filter((t) => !perUser(t) && !t.virtual)) {
        expect(NOT_PER_USER[t.name], `table ${t.name} has no user_id: say how a deleted user's traces in it go`).toBeDefined();
      }
      for (const t of tables.filter(perUser)) {
        for (const user of [doomed, kept]) if ((await rowsOf(t.name, user.userId)) === 0) await plantRow(t, user.userId);
      }
      // A job that stopped after the doomed user, and reported on them.
      await env.DB.prepare("INSERT INTO jobs (name, checkpoint, last_report, updated_at_ms) VALUES ('delete-user-test', ?, ?, 0)")
        .bind(JSON.stringify({ after_user_id: doomed.userId }), JSON.stringify({ data_loss: [{ user_id: doomed.userId, events: 3 }], users: 2 }))
        .run();
      const before = new Map<string, number>();
      for (const t of tables.filter(perUser)) {
        expect(await rowsOf(t.name, doomed.userId), `${t.name}: planted`).toBeGreaterThan(0);
        before.set(t.name, await rowsOf(t.name, kept.userId));
        expect(before.get(t.name), `${t.name}: planted`).toBeGreaterThan(0);
      }
      const indexedBefore = await indexedRowids();
      expect(indexedBefore.events.length).toBeGreaterThanOrEqual(4);
      expect(indexedBefore.nodes.map((n) => n.user_id)).toContain(doomed.userId);
      expect((await objectStorage(doomed)).keys.length).toBeGreaterThan(0);

      const path = `/v1/admin/users/${doomed.userId}?confirm=${doomed.userId}`;
      expect((await call(path, { method: "DELETE" })).status).toBe(401);
      expect((await call(path, { method: "DELETE", headers: doomed.auth })).status).toBe(401);
      for (const wrong of [`/v1/admin/users/${doomed.userId}`, `/v1/admin/users/${doomed.userId}?confirm=${kept.userId}`]) {
        const res = await call(wrong, { method: "DELETE", headers: ADMIN });
        expect(res.status, wrong).toBe(400);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
      }
      expect(await rowsOf("events", doomed.userId)).toBeGreaterThan(0);

      const res = await call(path, { method: "DELETE", headers: ADMIN });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { user_id: string; deleted: boolean; rows: Record<string, number> };
      expect(body).toMatchObject({ user_id: doomed.userId, deleted: true });
      expect(body.rows["events"]).toBe(await rowsOf("events", kept.userId));

      for (const t of tables.filter(perUser)) {
        expect(await rowsOf(t.name, doomed.userId), `${t.name}: the deleted user's rows`).toBe(0);
        expect(await rowsOf(t.name, kept.userId), `${t.name}: the other user's rows`).toBe(before.get(t.name));
      }
      // The search indexes: the deleted user's entries are gone, the other user's all there.
      const indexedAfter = await indexedRowids();
      const { results: keptEvents } = await env.DB.prepare("SELECT rowid FROM events WHERE user_id = ? ORDER BY rowid")
        .bind(kept.userId)
        .all<{ rowid: number }>();
      const { results: keptGrips } = await env.DB.prepare("SELECT rowid FROM grips WHERE user_id = ? ORDER BY rowid")
        .bind(kept.userId)
        .all<{ rowid: number }>();
      for (const id of indexedAfter.events) expect(keptEvents.map((r) => r.rowid)).toContain(id);
      for (const id of indexedAfter.grips) expect(keptGrips.map((r) => r.rowid)).toContain(id);
      expect(indexedAfter.nodes.every((n) => n.user_id === kept.userId)).toBe(true);
      expect(indexedAfter.events.length).toBe(indexedBefore.events.length / 2);
      expect((await env.DB.prepare("SELECT count(*) AS n FROM nodes_fts WHERE user_id = ?").bind(doomed.userId).first<{ n: number }>())!.n).toBe(0);
      for (const fts of ["events_fts", "grips_fts"]) await env.DB.prepare(`INSERT INTO ${fts} (${fts}) VALUES ('integrity-check')`).run();
      // The jobs table keeps no trace of the id: the checkpoint resumes at the same next user.
      const job = await env.DB.prepare("SELECT checkpoint, last_report FROM jobs WHERE name = 'delete-user-test'").first<{
        checkpoint: string;
        last_report: string;
      }>();
      expect(job!.checkpoint + job!.last_report).not.toContain(doomed.userId);
      expect(job!.last_report).toContain(DELETED_USER_ID);
      const previous = await env.DB.prepare("SELECT max(user_id) AS id FROM users WHERE user_id < ?").bind(doomed.userId).first<{ id: string | null }>();
      expect(JSON.parse(job!.checkpoint)).toEqual({ after_user_id: previous!.id });
      // The object keeps nothing, and a stale queue message's build afterwards stores nothing either.
      expect(await objectStorage(doomed)).toEqual({ keys: [], alarm: null });
      await stubOf(doomed).build(doomed.userId);
      expect(await objectStorage(doomed)).toEqual({ keys: [], alarm: null });

      // The token is dead; the user is gone from the list; deleting again is a 404.
      expect((await call("/v1/events?limit=1", { headers: doomed.auth })).status).toBe(401);
      const users = (await (await call("/v1/admin/users", { headers: ADMIN })).json()) as { users: { user_id: string }[] };
      expect(users.users.map((u) => u.user_id)).not.toContain(doomed.userId);
      expect(users.users.map((u) => u.user_id)).toContain(kept.userId);
      expect((await call(path, { method: "DELETE", headers: ADMIN })).status).toBe(404);

      // The other user reads everything as before.
      const search = await call(`/v1/search?q=${MARKER}`, { headers: kept.auth });
      expect(search.status).toBe(200);
      expect(((await search.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );

  it(
    "a consolidation run racing the deletion leaves nothing: what it writes after the deletion is swept",
    async () => {
      const user = await createUser();
      const old = Date.now() - 200 * 86_400_000;
      const work = (id: string, at: number, text: string) => [
        makeEvent({ session_id: id, ts: at, text: `fix requireAuth in src/auth/jwt.ts: ${text}` }),
        makeEvent({ session_id: id, ts: at + 60_000, event_type: "assistant_message", role: "assistant", text: `requireAuth fixed in jwt.ts: ${text}` }),
        makeEvent({ session_id: id, ts: at + 120_000, event_type: "session_end", role: "system", text: "" }),
      ];
      await ingestAndBuild(user, [...work("a", old, "cookies"), ...work("b", old + 86_400_000, "headers"), ...work("c", old + 2 * 86_400_000, "expiry")]);
      // The step has planned (it read the user's segments); its first write waits for the whole deletion.
      let deletion: Response | undefined;
      const racing = new Proxy(env.DB, {
        get(target, prop) {
          if (prop === "batch") {
            return async (statements: D1PreparedStatement[]) => {
              deletion ??= await call(`/v1/admin/users/${user.userId}?confirm=${user.userId}`, { method: "DELETE", headers: ADMIN });
              return target.batch(statements);
            };
          }
          const value = Reflect.get(target, prop, target) as unknown;
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      const result = await runStep(decayStep, {
        env: { ...env, DB: racing },
        runId: "run_race",
        nowMs: Date.now(),
        dryRun: false,
        hasTime: () => true,
        checkpoint: null,
        onlyUserId: user.userId,
      });
      expect(deletion?.status).toBe(200);
      // The step did write after the deletion (the fades of the old segments)…
      expect(result.report).toMatchObject({ applied: expect.any(Number) });
      expect((result.report as { applied: number }).applied).toBeGreaterThan(0);
      // …and none of it outlives it.
      for (const t of (await schemaTables()).filter(perUser)) expect(await rowsOf(t.name, user.userId), t.name).toBe(0);
    },
    TIMEOUT_MS,
  );

  it(
    "work of the user's that ends after the deletion writes nothing into the wiped object: a refused request still in flight and the queue's build beside it",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, [makeEvent({ session_id: "before", text: "stored before the deletion" })]);
      expect((await call(`/v1/admin/users/${user.userId}?confirm=${user.userId}`, { method: "DELETE", headers: ADMIN })).status).toBe(200);
      const tokenHash = await sha256Hex(user.token);
      await runInDurableObject(stubOf(user), async (instance: UserMemory) => {
        // While a request is at the object, a build that yields to ingest defers: it would store its
        // flag and arm the alarm for a user who no longer exists.
        const refused = instance.ingest(user.userId, tokenHash, [storedEvent(makeEvent({ session_id: "late", text: "after the deletion" }))]);
        expect(await instance.build(user.userId, { yieldToIngest: true })).toMatchObject({ processed: 0 });
        expect(await refused).toMatchObject({ ok: false, code: "unauthorized" });
      });
      expect(await objectStorage(user)).toEqual({ keys: [], alarm: null });
      for (const t of (await schemaTables()).filter(perUser)) expect(await rowsOf(t.name, user.userId), t.name).toBe(0);
    },
    TIMEOUT_MS,
  );

  it(
    "ingest racing the deletion stores nothing that outlives it",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, [makeEvent({ session_id: "before", text: "stored before the deletion" })]);
      // The token is in the object's cache: requests pass it at once, while the deletion awaits D1 table by table.
      expect((await postJson("/v1/events", makeEvent({ session_id: "warm" }), user.auth)).status).toBe(201);
      const deleted = call(`/v1/admin/users/${user.userId}?confirm=${user.userId}`, { method: "DELETE", headers: ADMIN });
      const racing: Promise<Response>[] = [];
      for (let i = 0; i < 40; i++) {
        racing.push(postJson("/v1/events", makeEvent({ session_id: "racing", text: `racing event ${i}` }), user.auth));
        await scheduler.wait(1);
      }
      expect((await deleted).status).toBe(200);
      const statuses = (await Promise.all(racing)).map((r) => r.status);
      for (const status of statuses) expect([201, 401, 429]).toContain(status);
      // Builds the queue still holds for the user find nothing and store nothing.
      await stubOf(user).build(user.userId);
      for (const t of (await schemaTables()).filter(perUser)) expect(await rowsOf(t.name, user.userId), t.name).toBe(0);
      expect(await objectStorage(user)).toEqual({ keys: [], alarm: null });
      expect((await postJson("/v1/events", makeEvent(), user.auth)).status).toBe(401);
    },
    TIMEOUT_MS,
  );
});
