import { rmSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, createUser, type WireEvent } from "./api";
import { writeClaudeHistory, writeSubagentFiles } from "./claude-history";
import { amemBin, readSpool, runAmem } from "./hooks";
import { sandbox } from "../../hook-client/test/helpers";
import { checkPipeline } from "./invariants";
import { recordRow } from "./report";
import { LocalService } from "./service";

/** 750 sessions, two a day: a year and a bit, just over 50,000 events. */
const SESSIONS = 750;
const HISTORY_START_MS = Date.UTC(2024, 9, 1);
const LIVE_BATCH = 500;
const ROLLUP_CRON = "*/5 * * * *";

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** One user's table of contents: every node by id, with its level, status and how many members (events, or child nodes) it has. */
type Toc = Map<string, string>;

function tocOf(db: DatabaseSync, userId: string): Toc {
  const rows = db
    .prepare(
      `SELECT n.node_id AS id, n.level || ' ' || n.status || ' ' || CASE WHEN n.level = 'segment'
         THEN (SELECT 'events ' || s.event_count FROM segments s WHERE s.user_id = n.user_id AND s.node_id = n.node_id)
         ELSE 'children ' || (SELECT count(*) FROM toc_nodes c WHERE c.user_id = n.user_id AND c.parent_id = n.node_id) END AS what
       FROM toc_nodes n WHERE n.user_id = ? ORDER BY n.node_id`,
    )
    .all(userId) as { id: string; what: string | null }[];
  return new Map(rows.map((r) => [r.id, r.what ?? "no segment"]));
}

/** The differences between two tables of contents, at most `limit`, as readable lines. */
function differences(a: Toc, b: Toc, limit = 20): string[] {
  const out: string[] = [];
  for (const id of new Set([...a.keys(), ...b.keys()])) {
    if (a.get(id) !== b.get(id)) out.push(`${id}: imported ${a.get(id) ?? "absent"}, live ${b.get(id) ?? "absent"}`);
    if (out.length >= limit) break;
  }
  return out;
}

async function openDb(file: string): Promise<DatabaseSync> {
  const sqlite = await import("node:sqlite");
  return new sqlite.DatabaseSync(file, { readOnly: true });
}

/**
 * Issue 16's backfill at scale: a year of Claude Code history imported by the real `amem import`
 * into a real local service builds the same table of contents — the same node ids, with the same
 * members — as the same events posted live in time order. The import comes in two runs: the
 * sessions first, their subagents' transcripts (events in the middle of sessions built and closed
 * long before) second, so late events must land in the segments they belong to.
 */
describe("backfill: a year of history imported builds the TOC the same events build live", () => {
  let service: LocalService;
  beforeAll(async () => {
    service = await LocalService.create({
      vars: { INGEST_EVENTS_PER_SECOND: "1000000", INGEST_BURST_EVENTS: "1000000", ROLLUP_DEBOUNCE_SECONDS: "0" },
      localTracing: false,
    });
  });
  afterAll(async () => {
    await service?.dispose();
  });

  it(`${SESSIONS} sessions over 12 months: imported in two runs and posted live, the same nodes with the same members, every period final`, async () => {
    const t0 = Date.now();
    const marks: string[] = [];
    const mark = (what: string): void => void marks.push(`${what} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const bin = await amemBin();
    const importer = await createUser(service.url, "backfill-import");
    const live = await createUser(service.url, "backfill-live");
    const liveClient = new Client(service.url, live.token);
    const importClient = new Client(service.url, importer.token);

    // The events the history holds, as the importer maps them: an import with no token only spools.
    const readEvents = async (): Promise<WireEvent[]> => {
      const reader = sandbox();
      writeSubagentFiles(writeClaudeHistory(reader.home, HISTORY_START_MS, SESSIONS));
      const spooled = await runAmem(bin, ["import", "claude-code"], { env: reader.env, killAfterMs: 300_000 });
      expect(spooled.stderr).not.toMatch(/skipped: /);
      const list = readSpool(reader)
        .map((r) => r.event as unknown as WireEvent)
        .sort((a, b) => a.ts - b.ts || (a.event_id < b.event_id ? -1 : 1));
      rmSync(reader.root, { recursive: true, force: true });
      mark("spooled");
      return list;
    };

    // Live: the same events in time order, batch after batch, while the service builds behind them.
    const postLive = async (events: WireEvent[]): Promise<void> => {
      for (let i = 0; i < events.length; i += LIVE_BATCH) {
        // A 408 (the body took over 10 s to reach the worker, as on a loaded machine) is retried, as the hook
        // client retries it; the events keep their ids, so a retry stores nothing twice.
        const post = () => liveClient.request("POST", "/v1/events", { events: events.slice(i, i + LIVE_BATCH) });
        let res = await post();
        for (let retry = 0; res.status === 408 && retry < 3; retry++) res = await post();
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
      mark("live posted");
    };

    // Imported: the sessions, then (once built and idle-closed) their subagents' transcripts.
    let subagents = 0;
    const importRun = async (): Promise<{ first: string; second: string }> => {
      const sb = sandbox({ AMEM_URL: service.url, AMEM_TOKEN: importer.token });
      const history = writeClaudeHistory(sb.home, HISTORY_START_MS, SESSIONS);
      subagents = history.subagents;
      const first = await runAmem(bin, ["import", "claude-code"], { env: sb.env, killAfterMs: 600_000 });
      expect(first.code, first.stderr).toBe(0);
      mark("import 1");
      await importClient.drained(10 * 60_000);
      mark("import 1 drained");
      writeSubagentFiles(history);
      const second = await runAmem(bin, ["import", "claude-code"], { env: sb.env, killAfterMs: 600_000 });
      expect(second.code, second.stderr).toBe(0);
      rmSync(sb.root, { recursive: true, force: true });
      mark("import 2");
      return { first: first.stdout, second: second.stdout };
    };

    const [runs, events] = await Promise.all([
      importRun(),
      readEvents().then(async (list) => {
        await postLive(list);
        return list;
      }),
    ]);
    expect(events.length).toBeGreaterThanOrEqual(50_000);
    expect(events[events.length - 1]!.ts - events[0]!.ts).toBeGreaterThan(365 * 86_400_000);
    const subagentEvents = events.filter((e) => e.metadata["agent_id"] !== undefined).length;
    expect(runs.first).toContain(`${SESSIONS} file(s) read`);
    expect(runs.second).toContain(`${subagents} file(s) read (${SESSIONS} unchanged`);
    expect(runs.second).toContain(`delivered ${subagentEvents} (${subagentEvents} new, 0 already stored)`);

    // Settled: everything built, every refresh done, every segment closed, every period rolled up.
    const file = service.d1File();
    let settled = false;
    for (let round = 0; !settled; round++) {
      expect(round, "the TOC did not settle").toBeLessThan(300);
      await Promise.all([importClient.drained(10 * 60_000), liveClient.drained(10 * 60_000)]);
      await service.cron(ROLLUP_CRON);
      const db = await openDb(file);
      try {
        const left = db
          .prepare(
            `SELECT (SELECT count(*) FROM session_refreshes) + (SELECT count(*) FROM segments WHERE state = 'open')
                  + (SELECT count(*) FROM toc_nodes WHERE dirty_since_ms IS NOT NULL OR status != 'final') AS n`,
          )
          .get() as { n: number };
        settled = left.n === 0;
      } finally {
        db.close();
      }
      if (!settled) await sleep(1_000);
    }
    mark("settled");

    await service.stop();
    const db = await openDb(file);
    let imported: Toc;
    let posted: Toc;
    let lateSegments: number;
    try {
      imported = tocOf(db, importer.userId);
      posted = tocOf(db, live.userId);
      lateSegments = (db.prepare("SELECT count(*) AS n FROM segments WHERE close_reason = 'late'").get() as { n: number }).n;
    } finally {
      db.close();
    }
    const check = await checkPipeline(file);
    const segments = [...imported.values()].filter((v) => v.startsWith("segment")).length;
    recordRow("5-backfill", {
      scenario: `a year of Claude Code history (${SESSIONS} sessions) imported by amem import in two runs vs posted live in order`,
      events: events.length,
      lost: check.eventsWithoutSegment + check.unprocessed,
      duplicated: check.duplicateSegments + check.strayOrDuplicateSegmentNodes + check.duplicatePeriodNodes + check.membershipMismatches,
      fiveXx: importClient.fiveXx + liveClient.fiveXx,
      notes: `${imported.size} nodes (${segments} segments) each side; ${differences(imported, posted).length} differing; ${subagentEvents} subagent events imported late; ${marks.join(", ")}`,
    });

    expect(differences(imported, posted)).toEqual([]);
    expect(imported.size).toBe(posted.size);
    expect(lateSegments).toBe(0);
    expect([...imported.values()].every((v) => / final /.test(v))).toBe(true);
    expect(check).toMatchObject({ events: 2 * events.length, unprocessed: 0, eventsWithoutSegment: 0, membershipMismatches: 0, duplicateSegments: 0 });
  });
});
