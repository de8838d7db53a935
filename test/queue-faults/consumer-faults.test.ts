import { env, runDurableObjectAlarm } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StoredEvent } from "../../src/core/ingest/event";
import type { UserWork } from "../../src/queues/outbox-consumer";
import { failingUserObject, InjectedFault, QUEUE_FAULTS, uniform } from "./failing-user-object";
import { ADMIN, call, createUser, fixtures, postJson, type TestUser } from "../worker/helpers";
import { DEBOUNCE_MS, EVERY_5_MIN, eventually, fireCron, nodeRows, pendingOutbox, stubOf, versionRows } from "../worker/rollup-helpers";

/*
 * This project's worker (test/queue-faults/worker.ts) is the real one, with a seeded failing
 * decorator around the object stub its queue consumer uses: every build and rollup fails with
 * probability 0.3 before it starts and again after it committed (its answer lost), and the
 * work of users named "poison-…" always fails. The queue, D1 and the Durable Objects are real.
 */

const SEED = Number(env.TEST_FAULT_SEED);
// Users get fixed names: the decorator's draws follow the seed and the user's name.

beforeAll(() => {
  // The one number needed to replay this run's failures.
  console.log(`queue-faults: failure seed ${SEED} (repeat with AMEM_FAULT_SEED=${SEED} npx vitest run --project queue-faults)`);
});

const SWEEP_AFTER_MS = 11 * 60_000;
/** How long work may take to settle through the failures: far more than it needs even on a loaded machine; only a stuck pipeline runs out. */
const SETTLE_MS = 180_000;

afterEach(() => {
  vi.restoreAllMocks();
});

const asInput = ({ ts_ms, ...rest }: StoredEvent) => ({ ...rest, ts: ts_ms });

/**
 * Waits until every user's outbox is processed. Retries do the work; a message that failed
 * every delivery is dead-lettered, and the sweeper (its cron fired ahead of time here) sends
 * the unprocessed rows again — as the scheduled job would ten minutes later.
 */
async function allBuilt(users: TestUser[]): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  let sweptAt = Date.now();
  for (;;) {
    const pending = await Promise.all(users.map((u) => pendingOutbox(u.userId)));
    if (pending.every((n) => n === 0)) break;
    expect(Date.now(), `still pending: ${pending.join(",")} (seed ${SEED})`).toBeLessThan(deadline);
    if (Date.now() - sweptAt > 15_000) {
      sweptAt = Date.now();
      await fireCron(EVERY_5_MIN, Date.now() + SWEEP_AFTER_MS);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const user of users) await runDurableObjectAlarm(stubOf(user));
}

/** Posts a user's fixture sessions in small requests: many queue messages, so many builds to fail. */
async function ingestFixtures(user: TestUser): Promise<number> {
  const { claudeCode, codex } = fixtures();
  const events = [...claudeCode, ...codex];
  for (let i = 0; i < events.length; i += 5) {
    const res = await postJson("/v1/events", { events: events.slice(i, i + 5).map(asInput) }, user.auth);
    expect(res.status).toBe(201);
  }
  return events.length;
}

async function scalar(sql: string, ...params: unknown[]): Promise<number> {
  return (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;
}

interface Status {
  events: { total: number };
  outbox: { total: number; pending: number };
  dead_letters: { count: number; oldest_age_ms: number | null };
}

async function status(user: TestUser): Promise<Status> {
  const res = await call("/v1/status", { headers: user.auth });
  expect(res.status).toBe(200);
  return (await res.json()) as Status;
}

describe("queue consumer under injected failures", () => {
  it("the decorator fails by its seed: the same calls fail again under the same seed, poisoned users always, and only around the real call", async () => {
    const ordinary = await createUser("decorated-1");
    const poisoned = await createUser(`${QUEUE_FAULTS.poisonPrefix}decorated-1`);
    const run = async (seed: number, userId: string) => {
      let reached = 0;
      const inner = (): UserWork => ({
        build: (async () => {
          reached++;
          return { more: false, throughSeq: null };
        }) as unknown as UserWork["build"],
        rollup: (async () => {
          reached++;
          return { more: false };
        }) as unknown as UserWork["rollup"],
      });
      const decorated = failingUserObject(inner, { seed, ...QUEUE_FAULTS });
      const outcomes: string[] = [];
      for (let i = 0; i < 40; i++) {
        try {
          await decorated(env, userId).build(userId, { yieldToIngest: true });
          outcomes.push("ok");
        } catch (error) {
          expect(error).toBeInstanceOf(InjectedFault);
          outcomes.push((error as Error).message);
        }
      }
      return { outcomes, reached };
    };
    const first = await run(SEED, ordinary.userId);
    expect(await run(SEED, ordinary.userId), `seed ${SEED}`).toEqual(first);
    // At 0.3 at each of two points, 40 calls without a success or without a failure means the decorator is broken.
    expect(first.outcomes, `seed ${SEED}`).toContain("ok");
    expect(
      first.outcomes.some((o) => o.includes("before build")),
      `seed ${SEED}`,
    ).toBe(true);
    expect(first.reached, `seed ${SEED}`).toBe(first.outcomes.filter((o) => !o.includes("before build")).length);
    const poison = await run(SEED, poisoned.userId);
    expect(poison.outcomes.every((o) => o === "injected fault (poisoned user, before build)")).toBe(true);
    expect(poison.reached).toBe(0);
    // The draws are spread: about 30 % of many keys fall under 0.3.
    const under = Array.from({ length: 10_000 }, (_, i) => uniform(SEED, `k${i}`)).filter((u) => u < 0.3).length;
    expect(under).toBeGreaterThan(2_700);
    expect(under).toBeLessThan(3_300);
  });

  it(
    "every user's events are built through retries: each in exactly one segment, nothing twice, the same TOC as a clean rebuild",
    async () => {
      const warn = vi.spyOn(console, "warn");
      const users = await Promise.all([1, 2, 3, 4].map((i) => createUser(`build-${i}`)));
      const counts = await Promise.all(users.map(ingestFixtures));

      await allBuilt(users);

      const injected = warn.mock.calls.filter((args) => String(args[0]).includes("injected fault")).length;
      expect(injected, "faults were injected").toBeGreaterThan(0);

      for (const [i, user] of users.entries()) {
        const id = user.userId;
        expect(await scalar("SELECT count(*) AS n FROM events WHERE user_id = ?", id)).toBe(counts[i]);
        // Each event in exactly one segment (the key forbids two; this forbids none).
        expect(await scalar("SELECT count(*) AS n FROM segment_members WHERE user_id = ?", id)).toBe(counts[i]);
        expect(
          await scalar(
            "SELECT count(*) AS n FROM events e WHERE user_id = ?1 AND NOT EXISTS (SELECT 1 FROM segment_members m WHERE m.user_id = ?1 AND m.event_id = e.event_id)",
            id,
          ),
        ).toBe(0);
        expect(await scalar("SELECT count(*) AS n FROM segments WHERE user_id = ? AND state = 'closed' AND node_id IS NULL", id)).toBe(0);
        // No two segments, nodes or grips for the same thing: the TOC is what a from-scratch rebuild computes.
        const res = await postJson("/v1/admin/rebuild", { user_id: id, from: 946_684_800_000, to: Date.now() + 86_400_000, dry_run: true }, ADMIN);
        expect(res.status).toBe(200);
        const { rebuild } = (await res.json()) as {
          rebuild: { resegmented_sessions: number; segment_nodes: { added: string[]; changed: string[]; removed: string[]; unchanged: number } };
        };
        expect(rebuild.resegmented_sessions).toBe(0);
        expect(rebuild.segment_nodes).toMatchObject({ added: [], changed: [], removed: [] });
        expect(rebuild.segment_nodes.unchanged).toBeGreaterThanOrEqual(2);
        const s = await status(user);
        expect(s.events.total).toBe(counts[i]);
        expect(s.outbox.pending).toBe(0);
      }
    },
    SETTLE_MS + 60_000,
  );

  it(
    "rollups through random failures: every period summarized once, no version written twice",
    async () => {
      const warn = vi.spyOn(console, "warn");
      const users = await Promise.all(Array.from({ length: 12 }, (_, i) => createUser(`rollup-${i + 1}`)));
      const { claudeCode } = fixtures();
      for (const user of users) expect((await postJson("/v1/events", { events: claudeCode.map(asInput) }, user.auth)).status).toBe(201);
      await allBuilt(users);

      // The rollup job sends one message per user; a run that finds work still dirty sends it again.
      const periodsDone = async () => {
        const rows = (await Promise.all(users.map((u) => nodeRows(u.userId)))).flat().filter((n) => n.level !== "segment");
        return rows.length >= 4 * users.length && rows.every((n) => n.status !== "pending" && n.dirty_since_ms === null);
      };
      const deadline = Date.now() + SETTLE_MS;
      while (!(await periodsDone())) {
        expect(Date.now(), `periods still pending (seed ${SEED})`).toBeLessThan(deadline);
        await fireCron(EVERY_5_MIN, Date.now() + DEBOUNCE_MS + 1000);
        await eventually(async () => expect(await periodsDone()).toBe(true), 10_000).catch(() => undefined);
      }
      const rollupFaults = warn.mock.calls.filter((args) => String(args[0]).includes("injected fault") && String(args[1]).includes("rollup")).length;
      expect(rollupFaults, "rollups failed on purpose").toBeGreaterThan(0);
      for (const user of users) {
        const periods = (await nodeRows(user.userId)).filter((n) => n.level !== "segment");
        expect(periods.map((n) => n.level).sort()).toEqual(["day", "month", "week", "year"]);
        // A rollup repeated after a lost answer finds the same content: still version 1, nothing archived.
        expect(periods.every((n) => n.version === 1)).toBe(true);
        expect(await versionRows(user.userId)).toEqual([]);
      }
    },
    2 * SETTLE_MS + 60_000,
  );

  it(
    "a poison user's messages end in the dead-letter queue, are recorded once per piece of work, and show in that user's status only",
    async () => {
      const [poison, bystander] = await Promise.all([createUser(`${QUEUE_FAULTS.poisonPrefix}1`), createUser("bystander-1")]);
      const { claudeCode } = fixtures();
      const res = await postJson("/v1/events", { events: claudeCode.map(asInput) }, poison.auth);
      expect(res.status).toBe(201);
      const fresh = await status(poison);
      expect(fresh.dead_letters).toEqual({ count: 0, oldest_age_ms: null });

      // Six deliveries (max_retries = 5), then the dead-letter queue and its consumer.
      await eventually(async () => expect((await status(poison)).dead_letters.count).toBeGreaterThan(0), SETTLE_MS);
      const dead = await status(poison);
      expect(dead.dead_letters.oldest_age_ms).toBeGreaterThanOrEqual(0);
      // Nothing is lost: the events are stored and their outbox rows still pending, for the sweeper.
      expect(dead.events.total).toBe(claudeCode.length);
      expect(dead.outbox.pending).toBe(claudeCode.length);
      const { results } = await env.DB.prepare("SELECT message_key, reason, deliveries, body FROM dead_letters WHERE user_id = ?")
        .bind(poison.userId)
        .all<{ message_key: string; reason: string; deliveries: number; body: string }>();
      for (const row of results) {
        expect(row.message_key).toMatch(/^event:\d+$/);
        expect(row).toMatchObject({ reason: "retries_exhausted", deliveries: 1 });
        expect(JSON.parse(row.body)).toMatchObject({ v: 1, user_id: poison.userId });
      }
      expect((await status(bystander)).dead_letters).toEqual({ count: 0, oldest_age_ms: null });
    },
    SETTLE_MS + 60_000,
  );
});
