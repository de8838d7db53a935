import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, createUser, duplicates, type WireEvent } from "./api";
import { history } from "./history";
import { checkPipeline, checkPipelineSnapshot, type PipelineCheck } from "./invariants";
import { FULL, recordRow } from "./report";
import { ADMIN_TOKEN, LocalService } from "./service";

const USERS = FULL ? 3 : 2;
const EVENTS_PER_USER = FULL ? 1_500 : 250;
/**
 * Events per POST, and (quick mode) a pause after each until the kills are done: unpaced, the
 * quick run's 500 events were posted and built before its kill, which then hit an idle service
 * (0 outbox rows pending at the kill).
 */
const BATCH = FULL ? 100 : 10;
const PACE_MS = FULL ? 0 : 100;
/** Kills: each when this share of the events has been posted, with the crons just fired. */
const KILL_AT = FULL ? [0.35, 0.8] : [0.5];
const ROLLUP_CRON = "*/5 * * * *";
const FINAL_CRON = "17 * * * *";

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

interface JobView {
  name: string;
  last_run: { started_at: string; outcome: string; items: number | null } | null;
}

async function jobs(url: string): Promise<JobView[]> {
  const res = await fetch(`${url}/v1/admin/jobs`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  if (res.status !== 200) throw new Error(`GET /v1/admin/jobs answered ${res.status}`);
  return ((await res.json()) as { jobs: JobView[] }).jobs;
}

describe("kill the service while the queue consumer and the rollups work; restart on the same state", () => {
  let service: LocalService;
  beforeAll(async () => {
    service = await LocalService.create({
      vars: {
        INGEST_EVENTS_PER_SECOND: "1000000",
        INGEST_BURST_EVENTS: "1000000",
        // Roll up as soon as a period changes, and let the sweeper re-send rows idle for 5 s.
        ROLLUP_DEBOUNCE_SECONDS: "0",
        OUTBOX_SWEEP_AFTER_SECONDS: "5",
      },
    });
  });
  afterAll(async () => {
    await service?.dispose();
  });

  it(`${USERS} users × ${EVENTS_PER_USER} events: every outbox row processed, nothing built twice, every event in exactly one segment`, async () => {
    const clients: Client[] = [];
    const histories: WireEvent[][] = [];
    for (let u = 0; u < USERS; u++) {
      const { token } = await createUser(service.url, `pipeline-${u}`);
      clients.push(new Client(service.url, token));
      histories.push(history(`u${u}`, EVENTS_PER_USER));
    }
    const total = USERS * EVENTS_PER_USER;
    const pending = async (): Promise<number> => (await Promise.all(clients.map((c) => c.status()))).reduce((n, s) => n + s.outbox.pending, 0);

    // Clients post batches (and, like the hook client, send a batch again until it is answered)
    // while the service is killed under them: ingest, relay, builds and rollups all in flight.
    let posted = 0;
    let resent = 0;
    let killsDone = 0;
    const post = async (client: Client, events: WireEvent[]): Promise<void> => {
      for (let i = 0; i < events.length; i += BATCH) {
        for (;;) {
          const res = await client.request("POST", "/v1/events", { events: events.slice(i, i + BATCH) });
          if (res.status === 201 || res.status === 200) break;
          expect(res.status, JSON.stringify(res.body)).toBe(0);
          resent++;
          await sleep(500);
        }
        posted += Math.min(BATCH, events.length - i);
        if (PACE_MS > 0 && killsDone < KILL_AT.length) await sleep(PACE_MS);
      }
    };
    const pendingAtKills: number[] = [];
    const postedAtKills: number[] = [];
    // The database as each kill left it: builds cut mid-way, sessions' open segments shown by their provisional nodes.
    const atKills: PipelineCheck[] = [];
    const chaos = async (): Promise<void> => {
      for (const share of KILL_AT) {
        while (posted < share * total) await sleep(10);
        // Rollups and the sweeper start, and the service dies under them once building is
        // seen under way (part of what was posted is processed, part not yet).
        const crons = Promise.allSettled([service.cron(ROLLUP_CRON), service.cron(FINAL_CRON)]);
        let backlog = await pending();
        for (const until = Date.now() + 5_000; Date.now() < until && !(backlog > 0 && backlog < posted); ) {
          await sleep(10);
          backlog = await pending();
        }
        await service.kill();
        atKills.push(await checkPipelineSnapshot(service.d1File()));
        pendingAtKills.push(backlog);
        postedAtKills.push(posted);
        await crons;
        await service.start();
        killsDone++;
      }
    };
    await Promise.all([chaos(), ...clients.map((c, u) => post(c, histories[u]!))]);

    // The queue's in-flight messages died with the process: the sweeper (cron) re-sends them.
    await Promise.all(clients.map((c) => c.drained(5 * 60_000, () => service.cron(ROLLUP_CRON))));
    // Quiet: a round of every cron finds nothing left to roll up or re-send.
    let abandoned = 0;
    for (let round = 0; ; round++) {
      expect(round, "rollups did not settle").toBeLessThan(120);
      const before = Date.now() - 1_000;
      await service.cron(ROLLUP_CRON);
      await service.cron(FINAL_CRON);
      const view = await jobs(service.url);
      abandoned = Math.max(abandoned, view.filter((j) => j.last_run?.outcome === "abandoned").length);
      const idle = view.every(
        (j) => j.last_run !== null && Date.parse(j.last_run.started_at) >= before && j.last_run.outcome === "ok" && j.last_run.items === 0,
      );
      if (idle && (await pending()) === 0) break;
      await sleep(2_000);
    }

    const stored = await Promise.all(clients.map((c) => c.allEvents()));
    const apiLost = histories.reduce((n, h, u) => n + h.filter((e) => !stored[u]!.some((s) => s.event_id === e.event_id)).length, 0);
    const apiDoubled = stored.reduce((n, s) => n + duplicates(s.map((e) => e.event_id)), 0);
    await service.stop();
    const check = await checkPipeline(service.d1File());
    const fiveXx = clients.reduce((n, c) => n + c.fiveXx, 0);
    recordRow("2-pipeline-kill", {
      scenario: `queue consumer + rollups, service SIGKILLed ${KILL_AT.length}× mid-build and restarted`,
      events: total,
      lost: apiLost + check.eventsWithoutSegment + check.unprocessed,
      duplicated:
        apiDoubled +
        check.duplicateSegments +
        check.strayOrDuplicateSegmentNodes +
        check.duplicatePeriodNodes +
        check.duplicateGrips +
        check.membershipMismatches,
      fiveXx,
      notes:
        `outbox rows pending at the kills ${pendingAtKills.map((p, i) => `${p}/${postedAtKills[i]}`).join(", ")}; ${resent} batches sent again; ${check.segments} segments, ${check.segmentNodes} segment nodes, ` +
        `${check.grips} grips; open segments (provisional nodes) at the kills ${atKills.map((k) => k.openSegments).join(", ")}; ` +
        `rollup and sweep crons fired just before each kill, ${abandoned} of their runs cut; all ${check.outbox} outbox rows processed: ${check.unprocessed === 0}`,
    });

    expect({ apiLost, apiDoubled, fiveXx }).toEqual({ apiLost: 0, apiDoubled: 0, fiveXx: 0 });
    // What a kill leaves is consistent too: each open segment shown by its own provisional node, no build written twice.
    for (const k of atKills) {
      expect(k).toMatchObject({
        membershipMismatches: 0,
        duplicateSegments: 0,
        openNodesWithoutOpenSegment: 0,
        segmentNodeStateMismatches: 0,
        segmentNodeIdMismatches: 0,
        openSegmentsAnalyzed: 0,
        strayOrDuplicateSegmentNodes: 0,
        closedSegmentsWithoutNode: 0,
        duplicateGrips: 0,
        danglingGripRefs: 0,
      });
    }
    expect(check).toMatchObject({
      users: USERS,
      events: total,
      outbox: total,
      unprocessed: 0,
      eventsWithoutSegment: 0,
      membershipMismatches: 0,
      openSegments: 0,
      duplicateSegments: 0,
      closedSegmentsWithoutNode: 0,
      openNodesWithoutOpenSegment: 0,
      segmentNodeStateMismatches: 0,
      segmentNodeIdMismatches: 0,
      strayOrDuplicateSegmentNodes: 0,
      duplicatePeriodNodes: 0,
      nodesWithoutParent: 0,
      pendingNodes: 0,
      dirtyNodes: 0,
      duplicateGrips: 0,
      danglingGripRefs: 0,
      orphanGrips: 0,
    });
    expect(check.segmentNodes).toBe(check.segments);
    expect(check.grips).toBeGreaterThan(0);
  });
});
