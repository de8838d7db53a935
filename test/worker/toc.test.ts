import {
  createMessageBatch,
  env,
  evictDurableObject,
  getQueueResult,
  runDurableObjectAlarm,
  runInDurableObject,
  createExecutionContext,
} from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StoredEvent } from "../../src/core/ingest/event";
import { BUILD_MAX_DEFER_MS } from "../../src/core/ingest/limits";
import { sha256Hex } from "../../src/core/accounts/secrets";
import { insertEventsWithOutbox } from "../../src/db/events";
import { userDatabase } from "../../src/db/handle";
import type { UserMemory } from "../../src/durable/user-memory";
import worker from "../../src/worker";
import { call, createUser, eventually, fixtures, interceptUserSends, makeEvent, pendingOutbox, postJson, storedEvent, type TestUser } from "./helpers";

const stubOf = (user: TestUser) => env.USER_MEMORY.get(env.USER_MEMORY.idFromName(user.userId));
const get = async <T>(user: TestUser, path: string): Promise<T> => {
  const res = await call(path, { headers: user.auth });
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
};

async function ingest(user: TestUser, events: StoredEvent[]): Promise<void> {
  const body = { events: events.map(({ ts_ms, ...e }) => ({ ...e, ts: ts_ms })) };
  const res = await postJson("/v1/events", body, user.auth);
  expect(res.status).toBe(201);
}

interface DroppedRelay {
  /** Messages the relay sent and the queue dropped. */
  readonly dropped: number;
  restore(): void;
}

/** Drops what the user's object relays to the outbox queue, so no queue consumer builds: only the object can. */
function dropRelayMessages(queue: Queue, userId: string): DroppedRelay {
  const relay = { dropped: 0, restore: () => {} };
  relay.restore = interceptUserSends(queue, userId, (bodies) => {
    relay.dropped += bodies.length;
    return "drop";
  });
  return relay;
}

async function counts(userId: string) {
  const one = async (sql: string) => (await env.DB.prepare(sql).bind(userId).first<{ n: number }>())!.n;
  return {
    segments: await one("SELECT count(*) AS n FROM segments WHERE user_id = ?"),
    members: await one("SELECT count(*) AS n FROM segment_members WHERE user_id = ?"),
    nodes: await one("SELECT count(*) AS n FROM toc_nodes WHERE user_id = ?"),
    grips: await one("SELECT count(*) AS n FROM grips WHERE user_id = ?"),
    events: await one("SELECT count(*) AS n FROM events WHERE user_id = ?"),
  };
}

interface NodeView {
  node_id: string;
  level: string;
  title: string;
  status: string;
  version: number;
  bullets: { text: string; grip_ids: string[]; supported: boolean }[];
  keywords: string[];
  child_count: number;
  unsupported_bullets: number;
}

afterEach(() => vi.restoreAllMocks());

describe("building the TOC from the queue", () => {
  it("turns the Claude Code fixture session into a navigable tree, root to raw events", async () => {
    const user = await createUser(undefined, "Europe/Paris");
    const events = fixtures().claudeCode;
    await ingest(user, events.slice(0, 20));
    await ingest(user, events.slice(20));
    await eventually(async () => expect(await pendingOutbox(user.userId)).toBe(0));
    // The session ends with a compaction, not session_end: its segment closes when idle.
    expect(await runDurableObjectAlarm(stubOf(user))).toBe(true);

    const root = await get<{ nodes: NodeView[] }>(user, "/v1/toc/root");
    expect(root.nodes.map((n) => n.node_id)).toEqual(["toc:year:2026"]);
    const path = ["toc:year:2026", "toc:month:2026-03", "toc:week:2026-W10", "toc:day:2026-03-04"];
    for (let i = 0; i < path.length - 1; i++) {
      const { children } = await get<{ children: NodeView[] }>(user, `/v1/toc/nodes/${path[i]}/children`);
      expect(children.map((c) => c.node_id)).toEqual([path[i + 1]]);
      expect(children[0]!.status).toBe("pending");
    }
    const day = await get<{ children: NodeView[]; has_more: boolean }>(user, "/v1/toc/nodes/toc:day:2026-03-04/children");
    expect(day.has_more).toBe(false);
    expect(day.children.length).toBeGreaterThanOrEqual(1);
    const segmentId = day.children[0]!.node_id;
    expect(segmentId).toBe(`toc:segment:2026-03-04:${events[0]!.event_id}`);

    const { node } = await get<{ node: NodeView }>(user, `/v1/toc/nodes/${segmentId}`);
    expect(node.level).toBe("segment");
    expect(node.title.toLowerCase()).toContain("jwt");
    expect(node.bullets.length).toBeGreaterThanOrEqual(3);
    expect(node.keywords.length).toBeGreaterThanOrEqual(3);
    expect(node.version).toBe(1);
    const supported = node.bullets.filter((b) => b.supported);
    expect(supported.length).toBeGreaterThan(0);
    expect(node.unsupported_bullets).toBe(node.bullets.length - supported.length);

    const gripId = supported[0]!.grip_ids[0]!;
    const expanded = await get<{
      grip: { grip_id: string; excerpt: string };
      before: unknown[];
      events: { event_id: string; text: string }[];
      after: unknown[];
    }>(user, `/v1/grips/${encodeURIComponent(gripId)}?before=2&after=1`);
    expect(expanded.grip.grip_id).toBe(gripId);
    expect(expanded.events.length).toBeGreaterThanOrEqual(1);
    expect(expanded.before.length).toBeLessThanOrEqual(2);
    expect(expanded.after.length).toBeLessThanOrEqual(1);
    const ids = events.map((e) => e.event_id);
    const first = ids.indexOf(expanded.events[0]!.event_id);
    expect(first).toBeGreaterThanOrEqual(0);
    // before / span / after partition a contiguous run of the session
    const run = [...(expanded.before as { event_id: string }[]), ...expanded.events, ...(expanded.after as { event_id: string }[])].map((e) => e.event_id);
    const start = ids.indexOf(run[0]!);
    expect(run).toEqual(ids.slice(start, start + run.length));

    // every event is a member of exactly one segment
    const c = await counts(user.userId);
    expect(c.members).toBe(events.length);
  });

  it("processing the same messages twice changes nothing", async () => {
    const user = await createUser();
    const events = fixtures().codex;
    await ingest(user, events);
    await eventually(async () => expect(await pendingOutbox(user.userId)).toBe(0));
    await runDurableObjectAlarm(stubOf(user));
    const before = await counts(user.userId);
    expect(before.nodes).toBeGreaterThanOrEqual(5); // a segment and its four parents

    const messages = events.map((e, i) => ({
      id: `m${i}`,
      timestamp: new Date(),
      attempts: 1,
      body: { v: 1, user_id: user.userId, seq: i + 1, event_id: e.event_id },
    }));
    for (let round = 0; round < 2; round++) {
      const batch = createMessageBatch("amem-outbox", messages);
      const ctx = createExecutionContext();
      await worker.queue(batch, env);
      const result = await getQueueResult(batch, ctx);
      expect(result.explicitAcks.sort()).toEqual(messages.map((m) => m.id).sort());
      expect(result.retryMessages).toEqual([]);
    }
    expect(await counts(user.userId)).toEqual(before);
  });

  it("a build failure mid-batch is retried and finishes with no duplicates", async () => {
    const user = await createUser();
    const stub = stubOf(user);
    const events = fixtures().codex.map((e) => ({ ...e, event_id: makeEvent().event_id as string, session_id: "retry-session" }));
    // wake the object and make its next build write fail once
    await postJson("/v1/events", makeEvent({ session_id: "warmup" }), user.auth);
    let failures = 0;
    await runInDurableObject(stub, (instance) => {
      const db = (instance as unknown as { env: Env }).env.DB;
      const realBatch = db.batch.bind(db);
      db.batch = (async (statements: D1PreparedStatement[]) => {
        // the build's write batch is the one that marks outbox rows processed
        const marksProcessed = statements.some((s) => /update "outbox" set "processed_at_ms"/i.test((s as unknown as { statement: string }).statement));
        if (failures === 0 && marksProcessed) {
          failures++;
          throw new Error("D1 unavailable (injected)");
        }
        return realBatch(statements);
      }) as typeof db.batch;
    });
    await ingest(user, events);
    await eventually(async () => expect(await pendingOutbox(user.userId)).toBe(0), 20_000);
    expect(failures).toBe(1);
    await runDurableObjectAlarm(stub);
    const c = await counts(user.userId);
    expect(c.members).toBe(events.length + 1);
    const dupNodes = await env.DB.prepare("SELECT node_id, count(*) AS n FROM toc_nodes WHERE user_id = ? GROUP BY node_id HAVING n > 1")
      .bind(user.userId)
      .all();
    expect(dupNodes.results).toEqual([]);
  });

  it("old events arriving in several requests stay one segment: idle closing waits for the alarm, and skips sessions with events not built yet", async () => {
    const user = await createUser();
    const stub = stubOf(user);
    const t0 = Date.now() - 2 * 3_600_000; // old events: the session is long past its idle deadline
    const events = [0, 1, 2, 3].map((i) => makeEvent({ session_id: "backlog", ts: t0 + i * 1000, text: `migrate the billing tables, step ${i}` }));
    // Stored directly (no queue message), so the test decides when the object builds.
    const store = async (from: number, to: number) => {
      const rows = events.slice(from, to).map((event, i) => ({ ...storedEvent(event), seq: from + i + 1 }));
      await insertEventsWithOutbox(userDatabase(env, user.userId), user.userId, rows, Date.now());
    };
    const segments = async () =>
      (await env.DB.prepare("SELECT state, event_count FROM segments WHERE user_id = ?").bind(user.userId).all<{ state: string; event_count: number }>())
        .results;

    await store(0, 2);
    expect((await stub.build(user.userId)).processed).toBe(2);
    // The build that consumed them left the idle close to the alarm, a moment later...
    expect(await segments()).toEqual([{ state: "open", event_count: 2 }]);
    // ...by which time more of the session is stored, its build still to come (a retry, say).
    await store(2, 4);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await segments()).toEqual([{ state: "open", event_count: 2 }]);

    expect((await stub.build(user.userId)).processed).toBe(2);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await segments()).toEqual([{ state: "closed", event_count: 4 }]);
  });

  it("a segmenter state changed in D1 behind the object's back is read again, not taken from memory", async () => {
    const user = await createUser();
    const stub = stubOf(user);
    const t0 = Date.now() - 60_000;
    const events = [0, 1, 2, 3].map((i) => makeEvent({ session_id: "cached", ts: t0 + i * 1000, text: `tune the cache, step ${i}` }));
    const store = async (from: number, to: number) => {
      const rows = events.slice(from, to).map((event, i) => ({ ...storedEvent(event), seq: from + i + 1 }));
      await insertEventsWithOutbox(userDatabase(env, user.userId), user.userId, rows, Date.now());
    };
    const openMembers = async () => {
      const row = await env.DB.prepare("SELECT state FROM segmenter_sessions WHERE user_id = ? AND session_id = 'cached'")
        .bind(user.userId)
        .first<{ state: string }>();
      return (JSON.parse(row!.state) as { open: { members: unknown[] } | null }).open?.members.length ?? 0;
    };

    await store(0, 2);
    expect((await stub.build(user.userId)).processed).toBe(2);
    expect(await openMembers()).toBe(2);
    // Another writer (a rebuild, say) leaves a different state: the segment forgotten.
    const state = JSON.parse(
      (await env.DB.prepare("SELECT state FROM segmenter_sessions WHERE user_id = ?").bind(user.userId).first<{ state: string }>())!.state,
    );
    await env.DB.prepare("UPDATE segmenter_sessions SET state = ? WHERE user_id = ?")
      .bind(JSON.stringify({ ...state, open: null }), user.userId)
      .run();
    await store(2, 4);
    expect((await stub.build(user.userId)).processed).toBe(2);
    // Built on the state in D1 (no open segment), not on the one the object wrote last.
    expect(await openMembers()).toBe(2);
  });

  // The timing rules of the deferral (quiet gap, bound under a stream that never pauses, the
  // flag) are tested with a fake clock in test/node/build-schedule.test.ts; here, the wiring.
  it("ingest goes first: a build the queue asks for while a commit is in flight is deferred, and the object runs it by itself once ingest is quiet", {
    timeout: 120_000,
  }, async () => {
    const user = await createUser();
    const stub = stubOf(user);
    const tokenHash = await sha256Hex(user.token);
    const resumeFlag = () => runInDurableObject(stub, (_instance, state) => state.storage.kv.get<boolean>("build:resume"));
    let relay: DroppedRelay | undefined;
    const restoreQueue = () => relay?.restore();
    await runInDurableObject(stub, async (instance: UserMemory, state) => {
      const { DB: db, OUTBOX_QUEUE: queue } = (instance as unknown as { env: Env }).env;
      relay = dropRelayMessages(queue, user.userId);
      // A commit held in flight until the test lets it land: ingest is busy for as long as that takes.
      const realBatch = db.batch.bind(db);
      let land!: () => void;
      const landed = new Promise<void>((resolve) => (land = resolve));
      let entered!: () => void;
      const inFlight = new Promise<void>((resolve) => (entered = resolve));
      db.batch = (async (statements: D1PreparedStatement[]) => {
        entered();
        await landed;
        return realBatch(statements);
      }) as D1Database["batch"];
      try {
        const ingesting = instance.ingest(user.userId, tokenHash, [storedEvent(makeEvent({ session_id: "busy", text: "committed while the queue asks" }))]);
        await inFlight;
        const deferred = await instance.build(user.userId, { yieldToIngest: true });
        expect(deferred).toMatchObject({ processed: 0, deferred: true, more: false });
        // The object owns the build now (the queue acks its messages): a stored flag, and an alarm by the bound.
        expect(state.storage.kv.get<boolean>("build:resume")).toBe(true);
        const alarmAt = await state.storage.getAlarm();
        expect(alarmAt).not.toBeNull();
        expect(alarmAt!).toBeLessThanOrEqual(Date.now() + BUILD_MAX_DEFER_MS);
        land();
        expect(await ingesting).toMatchObject({ ok: true, results: [{ created: true }] });
      } finally {
        db.batch = realBatch;
        land();
      }
    });
    try {
      // Nothing else calls it: the object builds once ingest is quiet (or, at the latest, its alarm does).
      await eventually(async () => {
        expect(relay?.dropped).toBeGreaterThan(0);
        expect(await pendingOutbox(user.userId)).toBe(0);
        expect(await resumeFlag()).toBeUndefined();
      }, 90_000);
    } finally {
      restoreQueue();
    }
    expect((await counts(user.userId)).events).toBe(1);
    // A build not asked to yield (an alarm, a rebuild, a test) runs at once, even right after a commit.
    expect((await postJson("/v1/events", makeEvent({ session_id: "busy", text: "second of a burst" }), user.auth)).status).toBe(201);
    expect((await stub.build(user.userId)).processed).toBeLessThanOrEqual(1);
    expect(await pendingOutbox(user.userId)).toBe(0);
  });

  it("a build that yields stops between its steps when an ingest request arrives, and the object builds the rest once ingest is quiet", {
    timeout: 120_000,
  }, async () => {
    const user = await createUser();
    const stub = stubOf(user);
    const tokenHash = await sha256Hex(user.token);
    // Three steps' worth, stored directly: no queue message races the build.
    const backlog = Array.from({ length: 1_200 }, (_, i) => ({
      ...storedEvent(makeEvent({ session_id: `yield-${i % 6}`, ts: Date.UTC(2026, 2, 1, 9, 0, 0) + i * 1000, text: `backlog event ${i}` })),
      seq: i + 1,
    }));
    await insertEventsWithOutbox(userDatabase(env, user.userId), user.userId, backlog, Date.now());
    let relay: DroppedRelay | undefined;
    let restore = () => {};
    await runInDurableObject(stub, async (instance: UserMemory, state) => {
      const { DB: db, OUTBOX_QUEUE: queue } = (instance as unknown as { env: Env }).env;
      relay = dropRelayMessages(queue, user.userId);
      // The build's first write lets an ingest request in: it is at the object when the step ends.
      const realBatch = db.batch.bind(db);
      let ingesting: Promise<unknown> | undefined;
      db.batch = (async (statements: D1PreparedStatement[]) => {
        ingesting ??= instance.ingest(user.userId, tokenHash, [storedEvent(makeEvent({ session_id: "live", text: "arrived mid-build" }))]);
        return realBatch(statements);
      }) as D1Database["batch"];
      restore = () => {
        db.batch = realBatch;
        relay?.restore();
      };
      const outcome = await instance.build(user.userId, { yieldToIngest: true });
      expect(ingesting).toBeDefined();
      // One step, then it gave way; the rest is the object's (the queue acks on this answer).
      expect(outcome).toMatchObject({ processed: 500, deferred: true, more: false });
      expect(state.storage.kv.get<boolean>("build:resume")).toBe(true);
      expect(await state.storage.getAlarm()).not.toBeNull();
      expect(await ingesting).toMatchObject({ ok: true });
    });
    try {
      // The ingest's queue message was dropped: only the object builds the rest.
      await eventually(async () => {
        expect(relay?.dropped).toBeGreaterThan(0);
        expect(await pendingOutbox(user.userId)).toBe(0);
        expect(await runInDurableObject(stub, (_instance, state) => state.storage.kv.get("build:resume"))).toBeUndefined();
      }, 90_000);
    } finally {
      restore();
    }
    expect((await counts(user.userId)).events).toBe(1_201);
  });

  it("a deferred build survives eviction: the alarm builds what the stored flag says is owed", async () => {
    const user = await createUser();
    const stub = stubOf(user);
    const event = makeEvent({ session_id: "evicted", text: "committed just before the object went away" });
    // Stored directly, so no queue message races the alarm.
    await insertEventsWithOutbox(userDatabase(env, user.userId), user.userId, [{ ...storedEvent(event), seq: 1 }], Date.now());
    // What a deferral leaves in storage (the test above shows it does): the flag and an alarm.
    await runInDurableObject(stub, async (_instance, state) => {
      state.storage.kv.put("user_id", user.userId);
      state.storage.kv.put("build:resume", true);
      await state.storage.setAlarm(Date.now() + 10_000);
    });
    await evictDurableObject(stub); // the instance, and its in-memory quiet check, are gone
    expect(await pendingOutbox(user.userId)).toBe(1);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await pendingOutbox(user.userId)).toBe(0);
    expect((await counts(user.userId)).members).toBe(1);
    expect(await runInDurableObject(stub, (_instance, state) => state.storage.kv.get("build:resume"))).toBeUndefined();
  });

  it("a second segment of the same day adds no parent", async () => {
    const user = await createUser();
    const t0 = Date.UTC(2026, 1, 10, 9, 0, 0);
    const session = (id: string, at: number) => [
      makeEvent({ session_id: id, ts: at, text: "refactor the invoice exporter" }),
      makeEvent({ session_id: id, ts: at + 1000, event_type: "session_end", role: "system", text: "" }),
    ];
    await postJson("/v1/events", { events: session("a", t0) }, user.auth);
    await eventually(async () => expect(await pendingOutbox(user.userId)).toBe(0));
    const first = await counts(user.userId);
    expect(first.nodes).toBe(5);
    await postJson("/v1/events", { events: session("b", t0 + 3_600_000) }, user.auth);
    await eventually(async () => expect(await pendingOutbox(user.userId)).toBe(0));
    expect((await counts(user.userId)).nodes).toBe(6);
    const { children } = await get<{ children: NodeView[] }>(user, "/v1/toc/nodes/toc:day:2026-02-10/children?limit=1");
    expect(children).toHaveLength(1);
    const page = await get<{ children: NodeView[]; has_more: boolean; next_cursor: string }>(user, "/v1/toc/nodes/toc:day:2026-02-10/children?limit=1");
    expect(page.has_more).toBe(true);
    const next = await get<{ children: NodeView[]; has_more: boolean; next_cursor: string | null }>(
      user,
      `/v1/toc/nodes/toc:day:2026-02-10/children?limit=1&cursor=${page.next_cursor}`,
    );
    expect(next.has_more).toBe(false);
    expect(next.next_cursor).toBeNull();
    expect([page.children[0]!.node_id, next.children[0]!.node_id]).toHaveLength(2);
  });

  it("unknown and foreign node and grip ids are 404 in the error shape", async () => {
    const [owner, other] = await Promise.all([createUser(), createUser()]);
    await postJson(
      "/v1/events",
      {
        events: [
          makeEvent({ ts: Date.UTC(2026, 1, 11), session_id: "x" }),
          makeEvent({ ts: Date.UTC(2026, 1, 11) + 1, session_id: "x", event_type: "session_end", role: "system" }),
        ],
      },
      owner.auth,
    );
    await eventually(async () => expect(await pendingOutbox(owner.userId)).toBe(0));
    const grip = await env.DB.prepare("SELECT grip_id FROM grips WHERE user_id = ? LIMIT 1").bind(owner.userId).first<{ grip_id: string }>();
    for (const path of [
      "/v1/toc/nodes/toc:day:2026-02-11",
      "/v1/toc/nodes/toc:day:2026-02-11/children",
      `/v1/grips/${encodeURIComponent(grip?.grip_id ?? "grip:0:x")}`,
      "/v1/toc/nodes/nonsense",
    ]) {
      const res = await call(path, { headers: other.auth });
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
    expect((await call("/v1/toc/nodes/toc:day:2026-02-11", { headers: owner.auth })).status).toBe(200);
  });
});
