import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureUlid } from "../node/fixture-events";
import { Client, createUser, percentile, type WireEvent } from "./api";
import { history } from "./history";
import { FULL, recordRow } from "./report";
import { LocalService } from "./service";

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

// A low per-user limit, so that what the flooder may send is small and the flood measures what
// refusing costs everyone else. (The limit is configuration; its enforcement is the same.)
const RATE_PER_SECOND = 50;
const BURST = 500;
/** A flood that holds others' median request back by this much is a fault, however slow the machine. */
const OTHERS_QUEUED_MS = 2_000;

let service: LocalService;
beforeAll(async () => {
  service = await LocalService.create({ vars: { INGEST_EVENTS_PER_SECOND: String(RATE_PER_SECOND), INGEST_BURST_EVENTS: String(BURST) } });
});
afterAll(async () => {
  await service?.dispose();
});

describe("flood", () => {
  const OTHERS = 3;
  const ROUNDS = FULL ? 4 : 2;
  const PHASE_MS = FULL ? 4_000 : 2_500;
  const FLOOD_WIDTH = 4;
  const FLOOD_BATCH = 100;

  it("one user far beyond its rate limit gets 429 with Retry-After; other users keep their latency", async () => {
    const flooder = new Client(service.url, (await createUser(service.url, "flooder")).token);
    const others = await Promise.all(
      Array.from({ length: OTHERS }, async (_, i) => new Client(service.url, (await createUser(service.url, `steady-${i}`)).token)),
    );
    const steadyEvents = others.map((_, i) => history(`steady${i}`, 2_000));
    const used = others.map(() => 0);

    /** A user's ordinary traffic for `ms` (well inside the limit): one event, then a read, again and again. */
    const steady = async (ms: number): Promise<{ latencies: number[]; limited: number }> => {
      const latencies: number[] = [];
      let limited = 0;
      const until = Date.now() + ms;
      await Promise.all(
        others.map(async (client, i) => {
          while (Date.now() < until) {
            const events = steadyEvents[i]!.slice(used[i]!, used[i]! + 1);
            used[i]! += 1;
            for (const res of [await client.request("POST", "/v1/events", { events }), await client.request("GET", "/v1/events?limit=20")]) {
              latencies.push(res.ms);
              if (res.status === 429) limited++;
              else expect(res.status).toBeLessThan(300);
            }
            await sleep(100);
          }
        }),
      );
      return { latencies: latencies.sort((a, b) => a - b), limited };
    };

    // Fixture events with fresh ids: as many as the flood can send.
    const template = history("flood", FLOOD_BATCH);
    let batches = 0;
    const nextBatch = (): WireEvent[] => {
      const k = batches++;
      return template.map((e, i) => ({ ...e, event_id: fixtureUlid(e.ts, `flood:${k}:${i}`), session_id: `flood-${k % 50}` }));
    };
    // The flooder spends its burst first, and that work is built, so the flood below runs
    // past the limit and the baseline is not measured under someone's legitimate burst.
    const acked = new Set<string>();
    for (;;) {
      const events = nextBatch();
      const res = await flooder.request("POST", "/v1/events", { events });
      if (res.status === 429) break;
      expect(res.status).toBe(201);
      for (const e of events) acked.add(e.event_id);
    }
    await flooder.drained(3 * 60_000);

    const refused = new Set<string>();
    let limited = 0;
    let badRetryAfter = 0;
    let floodRequests = 0;
    /** The flooder ignores Retry-After: FLOOD_WIDTH loops of 100-event batches, back to back. */
    const floodFor = (ms: number): Promise<unknown> => {
      const until = Date.now() + ms;
      return Promise.all(
        Array.from({ length: FLOOD_WIDTH }, async () => {
          while (Date.now() < until) {
            const events = nextBatch();
            const res = await flooder.request("POST", "/v1/events", { events });
            floodRequests++;
            if (res.status === 429) {
              limited++;
              const retryAfter = Number(res.headers.get("retry-after"));
              if (!Number.isInteger(retryAfter) || retryAfter < 1) badRetryAfter++;
              expect(res.body).toMatchObject({ error: { code: "rate_limited" } });
              for (const e of events) refused.add(e.event_id);
            } else {
              expect(res.status).toBe(201);
              for (const e of events) acked.add(e.event_id);
            }
          }
        }),
      );
    };
    // Quiet and flood phases alternate, so that the load others put on this shared machine
    // weighs on both alike.
    const baseline = { latencies: [] as number[], limited: 0 };
    const during = { latencies: [] as number[], limited: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const quiet = await steady(PHASE_MS);
      const flood = floodFor(PHASE_MS);
      const loud = await steady(PHASE_MS);
      await flood;
      baseline.latencies.push(...quiet.latencies);
      baseline.limited += quiet.limited;
      during.latencies.push(...loud.latencies);
      during.limited += loud.limited;
    }
    baseline.latencies.sort((a, b) => a - b);
    during.latencies.sort((a, b) => a - b);

    // What was acknowledged is stored; what was refused is not.
    const stored = new Set((await flooder.allEvents()).map((e) => e.event_id));
    const lost = [...acked].filter((id) => !stored.has(id)).length;
    const storedRefused = [...refused].filter((id) => stored.has(id)).length;
    const fiveXx = flooder.fiveXx + others.reduce((n, c) => n + c.fiveXx, 0);
    const ms = (n: number): string => `${Math.round(n)} ms`;
    const p50 = [percentile(baseline.latencies, 50), percentile(during.latencies, 50)] as const;
    const p95 = [percentile(baseline.latencies, 95), percentile(during.latencies, 95)] as const;
    recordRow("4-flood", {
      scenario: `flood: one user past its burst sends ${FLOOD_BATCH}-event batches on ${FLOOD_WIDTH} connections back to back, ${ROUNDS} × ${PHASE_MS / 1000} s (limit ${RATE_PER_SECOND} events/s, burst ${BURST})`,
      events: acked.size + refused.size,
      lost,
      duplicated: storedRefused,
      fiveXx,
      notes:
        `${floodRequests} flood requests, ${limited} answered 429 (Retry-After valid on all: ${badRetryAfter === 0}), ${acked.size} events accepted; ` +
        `${OTHERS} other users (POST 1 event + GET 20, ${baseline.latencies.length} / ${during.latencies.length} requests): ` +
        `p50 ${ms(p50[0])} → ${ms(p50[1])}, p95 ${ms(p95[0])} → ${ms(p95[1])}, 429s ${baseline.limited + during.limited}`,
    });

    expect(limited).toBeGreaterThan(floodRequests / 2);
    expect(badRetryAfter).toBe(0);
    expect({ lost, storedRefused, fiveXx, othersLimited: baseline.limited + during.limited }).toEqual({
      lost: 0,
      storedRefused: 0,
      fiveXx: 0,
      othersLimited: 0,
    });
    // Others keep working during the flood. On one local workerd thread the refusals take turns
    // with everyone's requests and cost them 2–3× at the median (the figures are in the report),
    // how much depends on the machine and what else runs on it; the bound only catches a real
    // fault: refusals that queue others' requests for seconds.
    expect(p50[1] - p50[0], `p50 ${ms(p50[0])} → ${ms(p50[1])}`).toBeLessThan(OTHERS_QUEUED_MS);
  });
});
