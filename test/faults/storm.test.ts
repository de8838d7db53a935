import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, createUser, duplicates, type WireEvent } from "./api";
import { history } from "./history";
import { checkPipeline } from "./invariants";
import { FULL, recordRow } from "./report";
import { LocalService } from "./service";
import { mulberry32 } from "../../src/core/mulberry32";

function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Waits until the user's table of contents has a year node (a segment was closed and built). */
async function untilTocHasYear(client: Client, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.request("GET", "/v1/toc/root");
    if (res.status === 200 && (res.body as { nodes: unknown[] }).nodes.length > 0) return;
    if (Date.now() > until) throw new Error(`no year node after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Runs `work` over `items` with at most `width` at a time. */
async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

// One service for the file, with the production rate limits (200 events/s, bursts of 5,000).
let service: LocalService;
beforeAll(async () => {
  service = await LocalService.create();
});
afterAll(async () => {
  await service?.dispose();
});

describe("duplicate storm", () => {
  const USERS = FULL ? 3 : 2;
  const EVENTS_PER_USER = FULL ? 1_000 : 150;
  const COPIES = 3;

  it(`each of ${USERS} × ${EVENTS_PER_USER} events POSTed ${COPIES} times at once, by ${COPIES} clients in different batches, is stored once`, async () => {
    const rand = mulberry32(7);
    const users = await Promise.all(Array.from({ length: USERS }, (_, u) => createUser(service.url, `storm-${u}`)));
    const histories = users.map((_, u) => history(`storm${u}`, EVENTS_PER_USER));
    const created = new Map<string, number>();
    const answered = new Map<string, number>();
    const clients: Client[] = [];
    const unexpected: string[] = [];

    await Promise.all(
      users.flatMap(({ token }, u) =>
        Array.from({ length: COPIES }, async (_, copy) => {
          const client = new Client(service.url, token);
          clients.push(client);
          // Each client cuts the events into its own batches: single events, small and large batches.
          const order = shuffled(histories[u]!, rand);
          const requests: WireEvent[][] = [];
          for (let i = 0; i < order.length; ) {
            const size = copy === 0 ? 1 + Math.floor(rand() * 3) : 1 + Math.floor(rand() * 60);
            requests.push(order.slice(i, i + size));
            i += size;
          }
          await pool(requests, 4, async (events) => {
            const single = events.length === 1 && rand() < 0.5;
            const res = await client.request("POST", "/v1/events", single ? events[0] : { events });
            if (res.status !== 201 && res.status !== 200) {
              unexpected.push(`${res.status} ${JSON.stringify(res.body)}`);
              return;
            }
            const results = single
              ? [res.body as { event_id: string; created: boolean }]
              : (res.body as { results: { event_id: string; created: boolean }[] }).results;
            expect(results.map((r) => r.event_id)).toEqual(events.map((e) => e.event_id));
            expect(res.status).toBe(results.some((r) => r.created) ? 201 : 200);
            for (const r of results) {
              answered.set(r.event_id, (answered.get(r.event_id) ?? 0) + 1);
              if (r.created) created.set(r.event_id, (created.get(r.event_id) ?? 0) + 1);
            }
          });
        }),
      ),
    );

    // The same event twice in one batch is one event too.
    const twice = history("storm-twice", 2);
    const own = new Client(service.url, users[0]!.token);
    const res = await own.request("POST", "/v1/events", { events: [twice[0], twice[1], twice[0]] });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 201,
      body: {
        results: [
          { event_id: twice[0]!.event_id, created: true },
          { event_id: twice[1]!.event_id, created: true },
          { event_id: twice[0]!.event_id, created: false },
        ],
      },
    });
    clients.push(own);

    const stored = await Promise.all(users.map(({ token }) => new Client(service.url, token).allEvents()));
    const sent = histories.flat();
    const storedIds = new Set(stored.flat().map((e) => e.event_id));
    const lost = sent.filter((e) => !storedIds.has(e.event_id)).length;
    const doubled = stored.reduce((n, s) => n + duplicates(s.map((e) => e.event_id)), 0);
    const createdTwice = [...created.values()].filter((n) => n > 1).length;
    const neverCreated = sent.filter((e) => !created.has(e.event_id)).length;
    const fiveXx = clients.reduce((n, c) => n + c.fiveXx, 0);
    // Invariant 3 for a storm: one outbox row per event, and building it once.
    const statuses = await Promise.all(users.map(({ token }) => new Client(service.url, token).drained(5 * 60_000)));
    // The history is old, so every segment is idle: the object's alarm closes them a moment after
    // the last build. Wait for the first year node, so the checks below see built segments.
    await Promise.all(users.map(({ token }) => untilTocHasYear(new Client(service.url, token), 5 * 60_000)));
    recordRow("3-duplicate-storm", {
      scenario: `duplicate storm: every event POSTed ${COPIES}× concurrently by ${COPIES} clients per user`,
      events: sent.length,
      lost,
      duplicated: doubled + createdTwice,
      fiveXx,
      notes: `${USERS * COPIES} clients, ${[...answered.values()].reduce((a, b) => a + b, 0)} acknowledgements, each event answered created:true exactly once: ${createdTwice === 0 && neverCreated === 0}`,
    });

    expect(unexpected).toEqual([]);
    expect({ lost, doubled, createdTwice, neverCreated, fiveXx }).toEqual({ lost: 0, doubled: 0, createdTwice: 0, neverCreated: 0, fiveXx: 0 });
    for (const [u, s] of statuses.entries()) {
      const expected = EVENTS_PER_USER + (u === 0 ? 2 : 0);
      expect(s.events.total).toBe(expected);
      expect(s.outbox.total).toBe(expected);
    }
  });
});

describe("after the storm", () => {
  it("every stored event ends in exactly one segment, built once", async () => {
    await service.stop();
    const check = await checkPipeline(service.d1File());
    expect(check).toMatchObject({
      unprocessed: 0,
      eventsWithoutSegment: 0,
      duplicateSegments: 0,
      strayOrDuplicateSegmentNodes: 0,
      openNodesWithoutOpenSegment: 0,
      segmentNodeStateMismatches: 0,
      segmentNodeIdMismatches: 0,
      duplicatePeriodNodes: 0,
      duplicateGrips: 0,
      membershipMismatches: 0,
      danglingGripRefs: 0,
    });
  });

  it("the checker sees damage: an event dropped from its segment, a grip written twice", async () => {
    const copy = join(mkdtempSync(join(tmpdir(), "amem-faults-damaged-")), "d1.sqlite");
    // The database's recent pages may still be in its write-ahead log: copy that too.
    for (const suffix of ["", "-wal", "-shm"]) if (existsSync(service.d1File() + suffix)) copyFileSync(service.d1File() + suffix, copy + suffix);
    const before = await checkPipeline(copy);
    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(copy);
    db.exec("DELETE FROM segment_members WHERE rowid = (SELECT min(rowid) FROM segment_members)");
    db.exec(`INSERT INTO grips (user_id, grip_id, node_id, bullet_index, excerpt, event_id_start, event_id_end, session_id, ts_ms, score, created_at_ms)
      SELECT user_id, grip_id || '-again', node_id, bullet_index, excerpt, event_id_start, event_id_end, session_id, ts_ms, score, created_at_ms
      FROM grips WHERE rowid = (SELECT min(rowid) FROM grips)`);
    db.close();
    const after = await checkPipeline(copy);
    rmSync(dirname(copy), { recursive: true, force: true });
    expect(after).toEqual({
      ...before,
      eventsWithoutSegment: before.eventsWithoutSegment + 1,
      membershipMismatches: before.membershipMismatches + 1,
      grips: before.grips + 1,
      duplicateGrips: before.duplicateGrips + 1,
      orphanGrips: before.orphanGrips + 1,
    });
  });
});
