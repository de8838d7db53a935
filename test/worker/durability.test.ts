import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/worker";
import { call, countRows, createUser, eventually, interceptUserSends, makeEvent, type OutboxBody, pendingOutbox, postJson, type TestUser } from "./helpers";

const stubOf = (user: TestUser) => env.USER_MEMORY.get(env.USER_MEMORY.idFromName(user.userId));

async function outboxRows(userId: string) {
  const { results } = await env.DB.prepare("SELECT seq, event_id FROM outbox WHERE user_id = ? ORDER BY seq")
    .bind(userId)
    .all<{ seq: number; event_id: string }>();
  return results;
}

/** Waits until the user's commits so far were sent and built: the next commit goes out in a send of its own. */
const relayed = (user: TestUser) => eventually(async () => expect(await pendingOutbox(user.userId)).toBe(0));

/** Puts `onSend` in front of the queue as the user's object sees it, for the user's own messages only (see interceptUserSends). */
async function interceptSends(user: TestUser, onSend: (bodies: OutboxBody[]) => Promise<void> | void): Promise<void> {
  await runInDurableObject(stubOf(user), (instance) => {
    interceptUserSends((instance as unknown as { env: Env }).env.OUTBOX_QUEUE, user.userId, onSend);
  });
}

afterEach(() => vi.restoreAllMocks());

describe("concurrency", () => {
  it("200 concurrent POSTs for one user and 10 users in parallel: every event once, one outbox row each", async () => {
    const users = await Promise.all(Array.from({ length: 11 }, () => createUser()));
    const [busy, ...others] = users as [TestUser, ...TestUser[]];
    const busyEvents = Array.from({ length: 200 }, (_, i) => makeEvent({ text: `busy ${i}` }));
    const otherEvents = others.map((u) => ({ user: u, events: Array.from({ length: 20 }, (_, i) => makeEvent({ text: `other ${i}` })) }));
    const responses = await Promise.all([
      ...busyEvents.map((e) => postJson("/v1/events", e, busy.auth)),
      ...otherEvents.flatMap(({ user, events }) => events.map((e) => postJson("/v1/events", e, user.auth))),
      // duplicates of the first 50 busy events, racing their originals
      ...busyEvents.slice(0, 50).map((e) => postJson("/v1/events", e, busy.auth)),
    ]);
    expect(responses.map((r) => r.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { event_id: string; created: boolean }[];
    // each busy event was created exactly once across its original and its duplicate
    const createdCount = new Map<string, number>();
    for (const b of bodies) if (b.created) createdCount.set(b.event_id, (createdCount.get(b.event_id) ?? 0) + 1);
    expect([...createdCount.values()].every((n) => n === 1)).toBe(true);
    expect(createdCount.size).toBe(200 + 10 * 20);

    expect(await countRows("events", busy.userId)).toBe(200);
    expect(await countRows("outbox", busy.userId)).toBe(200);
    const seqs = (await outboxRows(busy.userId)).map((r) => r.seq);
    expect(new Set(seqs).size).toBe(200);
    for (const { user } of otherEvents) {
      expect(await countRows("events", user.userId)).toBe(20);
      expect(await countRows("outbox", user.userId)).toBe(20);
    }
  }, 30_000); // 650 requests: seconds on a busy 2-core machine
});

describe("eviction", () => {
  it("evicting the Durable Object between requests loses nothing", async () => {
    const user = await createUser();
    const first = makeEvent();
    expect((await postJson("/v1/events", first, user.auth)).status).toBe(201);
    await evictDurableObject(stubOf(user));
    // a retry after eviction is still recognised, and new events continue the outbox sequence
    expect(await (await postJson("/v1/events", first, user.auth)).json()).toEqual({ event_id: first.event_id, created: false });
    const second = makeEvent();
    expect((await postJson("/v1/events", second, user.auth)).status).toBe(201);
    expect(await outboxRows(user.userId)).toEqual([
      { seq: 1, event_id: first.event_id },
      { seq: 3, event_id: second.event_id },
    ]);
  });
});

describe("atomicity", () => {
  it("a constraint violation inside the batch leaves neither event nor outbox row, and a retry succeeds", async () => {
    const user = await createUser();
    expect((await postJson("/v1/events", makeEvent(), user.auth)).status).toBe(201);
    // Take the outbox seq the Durable Object will assign next: its outbox insert must fail.
    await env.DB.prepare("INSERT INTO outbox (user_id, seq, event_id, created_at_ms) VALUES (?, 2, 'planted', 0)").bind(user.userId).run();
    const events = [makeEvent(), makeEvent()];
    const failed = await postJson("/v1/events", { events }, user.auth);
    expect(failed.status).toBe(503);
    expect(failed.headers.get("Retry-After")).toBe("1");
    expect(await failed.json()).toEqual({ error: { code: "unavailable", message: "storage is unavailable; retry later" } });
    expect(await countRows("events", user.userId)).toBe(1);
    expect((await outboxRows(user.userId)).map((r) => r.event_id)).not.toContain(events[0]!.event_id);

    const retried = await postJson("/v1/events", { events }, user.auth);
    expect(retried.status).toBe(201);
    expect(await countRows("events", user.userId)).toBe(3);
    const rows = await outboxRows(user.userId);
    expect(rows.filter((r) => r.event_id !== "planted")).toHaveLength(3);
  });
});

describe("outbox relay", () => {
  it("sends one queue message per relay run, covering exactly its commits' created events, and the consumer receives them", async () => {
    const received: unknown[] = [];
    const realQueue = worker.queue;
    vi.spyOn(worker, "queue").mockImplementation(async (batch: MessageBatch<unknown>, env: Env) => {
      received.push(...batch.messages.map((m) => m.body));
      return realQueue(batch, env);
    });
    const user = await createUser();
    const events = [makeEvent(), makeEvent(), makeEvent()];
    await postJson("/v1/events", { events: [events[0], events[1]] }, user.auth);
    await relayed(user);
    await postJson("/v1/events", { events: [events[1], events[2]] }, user.auth); // events[1] is a repeat
    await eventually(() =>
      expect(received.filter((m) => (m as { user_id: string }).user_id === user.userId)).toEqual([
        { v: 1, user_id: user.userId, seq: 2, event_id: events[1]!.event_id, first_seq: 1, count: 2 },
        // seq 3 went to the repeat, which created no outbox row
        { v: 1, user_id: user.userId, seq: 4, event_id: events[2]!.event_id, first_seq: 4, count: 1 },
      ]),
    );
  });

  it("commits within the relay's linger go out as one message", async () => {
    const received: { user_id: string; first_seq: number; seq: number; count: number }[] = [];
    const realQueue = worker.queue;
    vi.spyOn(worker, "queue").mockImplementation(async (batch: MessageBatch<unknown>, env: Env) => {
      received.push(...batch.messages.map((m) => m.body as (typeof received)[number]));
      return realQueue(batch, env);
    });
    const user = await createUser();
    const responses = await Promise.all(Array.from({ length: 10 }, () => postJson("/v1/events", makeEvent(), user.auth)));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const mine = () => received.filter((m) => m.user_id === user.userId);
    await eventually(() => expect(mine().reduce((n, m) => n + m.count, 0)).toBe(10));
    expect(mine().length).toBeLessThan(10);
    expect(mine()[0]!.first_seq).toBe(1);
    expect(mine().at(-1)!.seq).toBe(10);
  });

  it("with a slow queue, commits piling up behind a send go out merged: consecutive ranges, each created event once, fewer messages than events", async () => {
    const user = await createUser();
    await postJson("/v1/events", makeEvent(), user.auth); // seq 1; wakes the object so it can be patched
    await relayed(user);
    const sent: OutboxBody[] = [];
    // A slow queue: it holds every send until all the commits below were answered, so they pile
    // up behind the first one however fast or slow they arrive.
    let release = (): void => {};
    const held = new Promise<void>((r) => (release = r));
    await interceptSends(user, async (bodies) => {
      await held;
      sent.push(...bodies);
    });
    const events = Array.from({ length: 40 }, () => makeEvent());
    const responses = await Promise.all(events.map((e) => postJson("/v1/events", e, user.auth)));
    release();
    expect(responses.every((r) => r.status === 201)).toBe(true);
    await eventually(() => expect(sent.reduce((n, m) => n + m.count, 0)).toBe(40));
    expect(sent.length).toBeLessThan(40);
    // consecutive ranges, seq 2 to 41, each seq in exactly one message
    expect(sent[0]!.first_seq).toBe(2);
    for (const [i, m] of sent.slice(1).entries()) expect(m.first_seq).toBe(sent[i]!.seq + 1);
    expect(sent.at(-1)!.seq).toBe(41);
    for (const m of sent) expect(m.seq - m.first_seq + 1).toBe(m.count);
  });

  it("a stored watermark that lags behind an evicted object only makes the alarm re-send rows not yet built", async () => {
    const user = await createUser();
    const stub = stubOf(user);
    const events = Array.from({ length: 6 }, () => makeEvent());
    // Three commits, each relayed on its own and built.
    for (const e of events.slice(0, 3)) {
      expect((await postJson("/v1/events", e, user.auth)).status).toBe(201);
      await relayed(user);
    }
    // The stored watermark lags, as the throttle leaves it when commits come fast (stored on the
    // first only): set here, so that the case does not depend on how fast this machine is.
    await runInDurableObject(stub, (_i, state) => state.storage.kv.put("relay:through_seq", 1));
    for (const e of events.slice(3)) expect((await postJson("/v1/events", e, user.auth)).status).toBe(201);
    await evictDurableObject(stub);

    const sent: OutboxBody[] = [];
    await postJson("/v1/events", events[0]!, user.auth); // a repeat: wakes the new instance, creates nothing
    await interceptSends(user, (bodies) => void sent.push(...bodies));
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    await eventually(async () => expect(await pendingOutbox(user.userId)).toBe(0));
    // built rows are not sent again; whatever was, every event is in exactly one segment
    for (const m of sent) expect(m.first_seq).toBeGreaterThan(3);
    const members = await env.DB.prepare("SELECT count(*) AS n, count(DISTINCT event_id) AS d FROM segment_members WHERE user_id = ?")
      .bind(user.userId)
      .first<{ n: number; d: number }>();
    expect(members).toEqual({ n: 6, d: 6 });
    expect(await runInDurableObject(stub, (_i, state) => state.storage.kv.get<number>("relay:through_seq"))).toBeGreaterThanOrEqual(6);
  });

  it("a failing send is retried by the alarm until it succeeds", async () => {
    const user = await createUser();
    const stub = stubOf(user);
    await postJson("/v1/events", makeEvent(), user.auth); // wake the object so it can be patched
    await relayed(user);
    const sent: OutboxBody[] = [];
    let attempts = 0;
    let failing = true;
    await interceptSends(user, (bodies) => {
      attempts++;
      if (failing) throw new Error("queue unavailable (injected)");
      sent.push(...bodies);
    });
    const events = [makeEvent(), makeEvent()];
    const res = await postJson("/v1/events", { events }, user.auth);
    expect(res.status).toBe(201); // stored: the relay failure is not the client's problem
    await eventually(() => expect(attempts).toBeGreaterThanOrEqual(1)); // the relay's own attempt fails
    expect(sent).toEqual([]);

    // the alarm retries while the queue is still down, and stays armed
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(sent).toEqual([]);
    expect(await runInDurableObject(stub, (_i, state) => state.storage.getAlarm())).not.toBeNull();

    failing = false;
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(sent).toEqual([{ v: 1, user_id: user.userId, seq: 3, event_id: events[1]!.event_id, first_seq: 2, count: 2 }]);
    // caught up: the next commit's send advances the watermark directly
    const later = makeEvent();
    await postJson("/v1/events", later, user.auth);
    await eventually(() => expect(sent.at(-1)).toEqual({ v: 1, user_id: user.userId, seq: 4, event_id: later.event_id, first_seq: 4, count: 1 }));
  });
});

describe("reads", () => {
  it("pages through events oldest first with an opaque cursor", async () => {
    const user = await createUser();
    const base = Date.now() - 3_600_000;
    const events = Array.from({ length: 7 }, (_, i) => makeEvent({ ts: base + (7 - i) * 1000, session_id: i % 2 ? "odd" : "even" }));
    await postJson("/v1/events", { events }, user.auth);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call(`/v1/events?limit=3${cursor ? `&cursor=${cursor}` : ""}`, { headers: user.auth });
      const page = (await res.json()) as { events: { event_id: string }[]; next_cursor: string | null };
      seen.push(...page.events.map((e) => e.event_id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...events].reverse().map((e) => e.event_id));

    const odd = (await (await call("/v1/events?session_id=odd", { headers: user.auth })).json()) as { events: unknown[] };
    expect(odd.events).toHaveLength(3);
    const window = (await (await call(`/v1/events?from=${base + 2000}&to=${new Date(base + 5000).toISOString()}`, { headers: user.auth })).json()) as {
      events: { ts_ms: number }[];
    };
    expect(window.events.map((e) => e.ts_ms)).toEqual([base + 2000, base + 3000, base + 4000]);
  });

  it("reports counts and backlog in /v1/status", async () => {
    const user = await createUser();
    await postJson("/v1/events", { events: [makeEvent(), makeEvent()] }, user.auth);
    const res = await call("/v1/status", { headers: user.auth });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ user: { user_id: user.userId, time_zone: "UTC" }, events: { total: 2 }, outbox: { total: 2, pending: 2 } });
    expect((body.outbox as { oldest_pending_age_ms: number }).oldest_pending_age_ms).toBeGreaterThanOrEqual(0);
  });
});

describe("edges", () => {
  it("healthz needs no token", async () => {
    const res = await call("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("serves an OpenAPI document generated from the schemas", async () => {
    const doc = (await (await call("/openapi.json")).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/v1/events", "/v1/status", "/v1/admin/users", "/v1/admin/tokens/{token_id}"]));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["EventInput", "EventBatch", "Event", "Error"]));
  });

  it("unknown routes answer 404 in the error shape", async () => {
    const res = await call("/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "no route for GET /nope" } });
  });

  it("a flood past the per-user ingest rate gets 429 with Retry-After; other users are unaffected", async () => {
    const [flooder, neighbour] = await Promise.all([createUser(), createUser()]);
    const batch = () => ({ events: Array.from({ length: 500 }, () => makeEvent({ text: "" })) });
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 12 && !limited; i++) {
      const res = await postJson("/v1/events", batch(), flooder.auth);
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(limited).toBeDefined();
    expect(Number(limited!.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(((await limited!.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect((await postJson("/v1/events", makeEvent(), neighbour.auth)).status).toBe(201);
  });
});
