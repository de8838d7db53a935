// `npm run bench -- retention [--events N] [--page N] [--seed N] [--keep]`
//
// Eviction throughput at scale: one user's history of N events (default 100,000; the seeded
// synthetic coding sessions of bench/search-corpus.mjs), stored through the ingest batch of
// src/db/events.ts (so the raw usage is kept as it is in the service), one analyzed segment per
// session, in a SQLite file with every migration applied (node:sqlite: the same engine D1 runs,
// without workerd and D1's per-query round trip). A second user's history sits next to it.
//   eviction   the retention pass's soft-cap loop, with src/db/retention.ts's own queries:
//              oldestAnalyzedSegments (a page of 50 segments, oldest first), then evictSegments
//              (one transaction: freed count, usage, tombstones, search index, segment marks),
//              until nothing analyzed is left.
//   floor      on a copy of the same file: the raw delete of the same rows, page by page (the same
//              segments in the same order, precomputed), `DELETE FROM events … IN (members)`, the
//              search index following through its trigger, one transaction per page.
// Reported: events freed per second of each, and eviction as a ratio to the floor. Also: what
// keeping the raw usage costs an ingest batch (its one statement next to the whole batch).
// Checks afterwards: the user's raw usage is 0 with every event counted evicted, the FTS5
// integrity-check passes, and the other user's rows are untouched.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bundleModules, fmt, root } from "./lib.mjs";
import { makeCorpus } from "./search-corpus.mjs";

const SESSIONS_PER_DAY = 12;
const EVENTS_PER_SESSION = 15;
const INGEST_BATCH = 100;

/** A D1-shaped binding over a node:sqlite database: what src/db/'s raw statements use ($client.prepare/bind/all/first/run, batch). */
function d1Over(db) {
  const statement = (sql, params = []) => ({
    sql,
    params,
    bind: (...values) => statement(sql, values),
    all: async () => ({ results: db.prepare(sql).all(...params), success: true, meta: {} }),
    first: async () => db.prepare(sql).get(...params) ?? null,
    run: async () => ({ success: true, meta: { changes: Number(db.prepare(sql).run(...params).changes) } }),
  });
  return {
    prepare: (sql) => statement(sql),
    // D1 runs a batch as one transaction.
    batch: async (statements) => {
      db.exec("BEGIN");
      try {
        const out = statements.map((s) => ({ results: db.prepare(s.sql).all(...s.params), success: true, meta: {} }));
        db.exec("COMMIT");
        return out;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
  };
}

function history(total, seed) {
  const days = Math.ceil((total / (SESSIONS_PER_DAY * EVENTS_PER_SESSION)) * 1.1) + 1;
  const corpus = makeCorpus({ days, sessionsPerDay: SESSIONS_PER_DAY, start: Date.UTC(2024, 0, 1), seed });
  if (corpus.events.length < total) throw new Error(`the corpus holds ${corpus.events.length} events, fewer than ${total}`);
  return corpus.events.slice(0, total).map((e) => ({ ...e, ts_ms: e.ts }));
}

function migrate(db) {
  const dir = join(root, "migrations");
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort())
    db.exec(readFileSync(join(dir, file), "utf8"));
}

/** Stores a user's events through the ingest batch; answers the time the raw-usage statement alone takes over the same seq ranges. */
async function seed(core, db, userId, events) {
  const handle = { $client: d1Over(db) };
  let seq = 1;
  const ranges = [];
  const started = performance.now();
  for (let i = 0; i < events.length; i += INGEST_BATCH) {
    const rows = events.slice(i, i + INGEST_BATCH).map((e) => ({ ...e, seq: seq++ }));
    await core.insertEventsWithOutbox(handle, userId, rows, Date.now());
    ranges.push([rows[0].seq, rows.at(-1).seq]);
  }
  const ingestMs = performance.now() - started;
  // One analyzed segment per session, its events its members (what the builder leaves behind).
  db.exec(`
    INSERT INTO segments (user_id, segment_id, session_id, state, close_reason, first_event_id, last_event_id, start_ts_ms, end_ts_ms,
      token_count, event_count, node_id, updated_at_ms, analyzed_at_ms)
    SELECT user_id, 'seg_' || session_id, session_id, 'closed', 'session_end', min(event_id), max(event_id), min(ts_ms), max(ts_ms),
      0, count(*), 'node_' || session_id, 0, 1
    FROM events WHERE user_id = '${userId}' GROUP BY session_id;
    INSERT INTO segment_members (user_id, event_id, segment_id) SELECT user_id, event_id, 'seg_' || session_id FROM events WHERE user_id = '${userId}';`);
  // The usage statement alone, once more over the same ranges, rolled back: its share of a batch.
  const usage = db.prepare(core.ADD_INGESTED_USAGE);
  db.exec("BEGIN");
  const usageStarted = performance.now();
  for (const [from, to] of ranges) usage.run(userId, Date.now(), from, to);
  const usageMs = performance.now() - usageStarted;
  db.exec("ROLLBACK");
  return { ingestMs, usageMs, batches: ranges.length };
}

async function evictAll(core, db, userId, page) {
  const handle = { $client: d1Over(db) };
  const started = performance.now();
  let freed = 0;
  let batches = 0;
  for (;;) {
    const segments = await core.oldestAnalyzedSegments(handle, userId, Number.MAX_SAFE_INTEGER, page);
    if (segments.length === 0) break;
    const result = await core.evictSegments(
      handle,
      userId,
      segments.map((s) => s.segmentId),
      { reason: "soft_cap", atMs: Date.now() },
    );
    freed += result.events;
    batches++;
  }
  return { ms: performance.now() - started, freed, batches };
}

function deleteAll(db, userId, page) {
  const ids = db
    .prepare("SELECT segment_id FROM segments WHERE user_id = ? ORDER BY end_ts_ms, segment_id")
    .all(userId)
    .map((r) => r.segment_id);
  const del = db.prepare(
    "DELETE FROM events WHERE user_id = ?1 AND event_id IN (SELECT event_id FROM segment_members WHERE user_id = ?1 AND segment_id IN (SELECT value FROM json_each(?2)))",
  );
  const started = performance.now();
  let freed = 0;
  for (let i = 0; i < ids.length; i += page) {
    db.exec("BEGIN");
    freed += Number(del.run(userId, JSON.stringify(ids.slice(i, i + page))).changes);
    db.exec("COMMIT");
  }
  return { ms: performance.now() - started, freed, batches: Math.ceil(ids.length / page) };
}

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { events: { type: "string" }, page: { type: "string" }, seed: { type: "string" }, keep: { type: "boolean" } },
  });
  const options = { events: Number(values.events ?? 100_000), page: Number(values.page ?? 50), seed: Number(values.seed ?? 11) };
  const started = new Date().toISOString();
  const dir = mkdtempSync(join(tmpdir(), "amem-bench-retention-"));
  try {
    const core = await import(
      await bundleModules(dir, {
        "./src/db/retention": ["ADD_INGESTED_USAGE", "evictSegments", "oldestAnalyzedSegments"],
        "./src/db/events": ["insertEventsWithOutbox"],
      })
    );
    const { DatabaseSync } = await import("node:sqlite");
    const file = join(dir, "d1.sqlite");
    const db = new DatabaseSync(file);
    migrate(db);
    const events = history(options.events, options.seed);
    const others = history(2_000, options.seed + 1);
    console.error(`seeding ${events.length} events (and ${others.length} of another user)…`);
    const ingest = await seed(core, db, "usr_bench", events);
    await seed(core, db, "usr_other", others);
    db.close();
    copyFileSync(file, join(dir, "floor.sqlite"));

    const evictDb = new DatabaseSync(file);
    console.error("evicting…");
    const eviction = await evictAll(core, evictDb, "usr_bench", options.page);
    const checks = {
      usage: evictDb.prepare("SELECT raw_bytes, raw_events, evicted_events FROM raw_usage WHERE user_id = 'usr_bench'").get(),
      live: evictDb.prepare("SELECT count(*) AS n FROM events WHERE user_id = 'usr_bench' AND evicted_at_ms IS NULL").get().n,
      other: evictDb.prepare("SELECT count(*) AS n FROM events WHERE user_id = 'usr_other' AND evicted_at_ms IS NULL").get().n,
    };
    evictDb.exec("INSERT INTO events_fts (events_fts) VALUES ('integrity-check')");
    evictDb.close();

    const floorDb = new DatabaseSync(join(dir, "floor.sqlite"));
    console.error("deleting (floor)…");
    const floor = deleteAll(floorDb, "usr_bench", options.page);
    floorDb.exec("INSERT INTO events_fts (events_fts) VALUES ('integrity-check')");
    floorDb.close();

    const ok =
      eviction.freed === events.length &&
      floor.freed === events.length &&
      checks.usage.raw_bytes === 0 &&
      checks.usage.raw_events === 0 &&
      checks.usage.evicted_events === events.length &&
      checks.live === 0 &&
      checks.other === others.length;
    report({ started, argv, options, events: events.length, ingest, eviction, floor, checks, ok });
    if (!ok) process.exitCode = 1;
  } finally {
    if (values.keep) console.error(`files kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

function report({ started, argv, options, events, ingest, eviction, floor, checks, ok }) {
  const rate = (r) => r.freed / (r.ms / 1000);
  console.log(`## retention\n`);
  console.log(
    `${started}, \`npm run bench -- retention${argv.length ? ` ${argv.join(" ")}` : ""}\` (${events} events of one user, pages of ${options.page} segments)\n`,
  );
  console.log("| what | events freed | batches | time s | events/s | ratio |");
  console.log("|---|---|---|---|---|---|");
  console.log(
    `| floor: raw delete of the same rows (search index by trigger) | ${floor.freed} | ${floor.batches} | ${fmt(floor.ms / 1000, 2)} | ${fmt(rate(floor), 0)} |  |`,
  );
  console.log(
    `| eviction: the pass's soft-cap loop (tombstones, usage, index, segment marks) | ${eviction.freed} | ${eviction.batches} | ${fmt(eviction.ms / 1000, 2)} | ${fmt(rate(eviction), 0)} | **${fmt(rate(eviction) / rate(floor), 2)}× the floor** |`,
  );
  console.log(
    `\nRaw usage upkeep on ingest: its statement took ${fmt(ingest.usageMs, 0)} ms over the ${ingest.batches} batches of ${INGEST_BATCH} that took ${fmt(ingest.ingestMs, 0)} ms (${fmt((100 * ingest.usageMs) / ingest.ingestMs, 1)} % of a batch).`,
  );
  console.log(
    `Checks: usage after ${JSON.stringify(checks.usage)}, live events left ${checks.live}, the other user's intact events ${checks.other}, FTS5 integrity-check passed on both files: ${ok ? "all as expected" : "FAILED"}.`,
  );
}
