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
// Three rounds alternate the two, each on a fresh copy of the seeded file.
// Reported: events freed per second of each, and eviction as a ratio to the floor (the median
// round's). Also: what
// keeping the raw usage costs an ingest batch (its one statement next to the whole batch).
// Checks afterwards: the user's raw usage is 0 with every event counted evicted, the FTS5
// integrity-check passes, and the other user's rows are untouched.
//   forget     on a third file, the same N events built for real by the object's TocChain (segments,
//              summaries, grips, the rollup of every period from scratch); then for 3 sessions spread
//              over the history: one rollup pass over the session's day, week, month and year (marked
//              dirty; median of 5) as the unit, and TocChain.forget of the session, as a multiple of it
//              in time and in the statements and transactions sent to the database (those counts do
//              not move with the machine's load).
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bundleModules, fmt, root } from "./lib.mjs";
import { makeCorpus } from "./search-corpus.mjs";

const SESSIONS_PER_DAY = 12;
/** Eviction and floor rounds, alternating. */
const ROUNDS = 3;
const EVENTS_PER_SESSION = 15;
const INGEST_BATCH = 100;

/**
 * A D1-shaped binding over a node:sqlite database: what src/db/ uses, raw ($client.prepare/bind/
 * all/first/run/raw, batch) and through Drizzle (which reads rows as arrays with raw()). Booleans
 * are bound as 0/1, as D1 does; a batch is one transaction, as in D1.
 */
export function d1Over(db, counts = { statements: 0, batches: 0 }) {
  const prepared = new Map();
  const prepare = (sql) => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      prepared.set(sql, statement);
    }
    return statement;
  };
  const execute = (sql, params) => {
    counts.statements++;
    const s = prepare(sql);
    s.setReturnArrays(false);
    if (s.columns().length > 0) return { results: s.all(...params), success: true, meta: { changes: 0 } };
    return { results: [], success: true, meta: { changes: Number(s.run(...params).changes) } };
  };
  const statement = (sql, params = []) => ({
    sql,
    params,
    bind: (...values) =>
      statement(
        sql,
        values.map((v) => (typeof v === "boolean" ? Number(v) : v)),
      ),
    all: async () => execute(sql, params),
    run: async () => execute(sql, params),
    first: async (column) => {
      const row = execute(sql, params).results[0] ?? null;
      return column === undefined ? row : (row?.[column] ?? null);
    },
    raw: async () => {
      counts.statements++;
      const s = prepare(sql);
      s.setReturnArrays(true);
      try {
        return s.all(...params);
      } finally {
        s.setReturnArrays(false);
      }
    },
  });
  return {
    prepare: (sql) => statement(sql),
    batch: async (statements) => {
      counts.batches++;
      db.exec("BEGIN");
      try {
        const out = statements.map((s) => execute(s.sql, s.params));
        db.exec("COMMIT");
        return out;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
  };
}

export function history(total, seed) {
  const days = Math.ceil((total / (SESSIONS_PER_DAY * EVENTS_PER_SESSION)) * 1.1) + 1;
  const corpus = makeCorpus({ days, sessionsPerDay: SESSIONS_PER_DAY, start: Date.UTC(2024, 0, 1), seed });
  if (corpus.events.length < total) throw new Error(`the corpus holds ${corpus.events.length} events, fewer than ${total}`);
  return corpus.events.slice(0, total).map((e) => ({ ...e, ts_ms: e.ts }));
}

export function migrate(db) {
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
  // One analyzed segment per session, its events its members (what the builder leaves behind),
  // memory extraction done (the promote step's watermark): evictable.
  db.exec(`
    INSERT INTO segments (user_id, segment_id, session_id, state, close_reason, first_event_id, last_event_id, start_ts_ms, end_ts_ms,
      token_count, event_count, node_id, updated_at_ms, analyzed_at_ms, extracted_at_ms)
    SELECT user_id, 'seg_' || session_id, session_id, 'closed', 'session_end', min(event_id), max(event_id), min(ts_ms), max(ts_ms),
      0, count(*), 'node_' || session_id, 0, 1, 1
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

/** Sessions forgotten one after another; each is measured next to its own rollup pass. */
const FORGET_SESSIONS = 5;
/** Rollup passes measured before each forget (the median is the unit). */
const ROLLUP_RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The node and every period above it, walked through parent_id. */
function ancestorsOf(db, userId, nodeId) {
  const out = [];
  const parent = db.prepare("SELECT parent_id AS p FROM toc_nodes WHERE user_id = ? AND node_id = ?");
  for (let id = nodeId; id; id = parent.get(userId, id)?.p ?? null) out.push(id);
  return out;
}

/**
 * One user's history of `events` stored through the ingest batch and built by the object's own
 * code (TocChain: builder, segment summaries and grips), then rolled up from scratch (every day,
 * week, month and year; timed: `scratchMs`), in a fresh SQLite file with every migration applied.
 * Answers the database, its D1-shaped binding (`env`, with statement and transaction counts), the
 * chain, and `counted(work)`, which times an operation and counts what it sent to the database.
 * Shared by the forget phase here and by bench/consolidate.mjs.
 */
export async function builtHistory(core, DatabaseSync, file, userId, events) {
  const db = new DatabaseSync(file);
  migrate(db);
  db.prepare("INSERT INTO users (user_id, name, time_zone, created_at_ms) VALUES (?, 'bench', 'UTC', 0)").run(userId);
  // Statements and batches (transactions) each operation sends: what it costs anywhere, whatever the machine's load.
  const counts = { statements: 0, batches: 0 };
  const env = { DB: d1Over(db, counts) };
  const handle = core.userDatabase(env, userId);
  const counted = async (work) => {
    const [statements, batches] = [counts.statements, counts.batches];
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started, statements: counts.statements - statements, batches: counts.batches - batches };
  };
  let seq = 1;
  for (let i = 0; i < events.length; i += INGEST_BATCH) {
    const rows = events.slice(i, i + INGEST_BATCH).map((e) => ({ ...e, seq: seq++ }));
    await core.insertEventsWithOutbox(handle, userId, rows, Date.now());
  }
  const chain = new core.TocChain({ env, db: handle, userId, wakeAt: async () => {} });
  const hooks = { buildStarted() {}, async buildConsumed() {} };
  console.error("building the history (segments, summaries, grips)…");
  const buildStarted = performance.now();
  for (;;) {
    const outcome = await chain.build("pending", hooks);
    if (outcome.processed === 0 && outcome.closedSegments === 0) break;
  }
  const buildMs = performance.now() - buildStarted;
  const asOfMs = Date.now();
  console.error("rolling up from scratch…");
  const scratch = await counted(async () => {
    let passes = 0;
    for (;;) {
      passes++;
      if (!(await chain.rollup({ asOfMs, force: true })).more) return passes;
    }
  });
  const count = (sql, ...params) => db.prepare(sql).get(...params).n;
  const shape = {
    segments: count("SELECT count(*) AS n FROM segments WHERE user_id = ?", userId),
    periods: count("SELECT count(*) AS n FROM toc_nodes WHERE user_id = ? AND level != 'segment'", userId),
    grips: count("SELECT count(*) AS n FROM grips WHERE user_id = ?", userId),
  };
  return {
    db,
    env,
    handle,
    chain,
    counted,
    asOfMs,
    buildMs,
    scratchMs: scratch.ms,
    scratch: { statements: scratch.statements, batches: scratch.batches },
    scratchPasses: scratch.result,
    shape,
  };
}

/**
 * The forget of one session in a history of N events, against one rollup pass, on the same file.
 * The history is stored through the ingest batch and built by the object's own code (TocChain:
 * builder, segment summaries and grips, then the rollup of every day, week, month and year from
 * scratch), so the nodes, grips and versions forgetting must rewrite are the real ones. Then, for
 * a few sessions spread over the history: the unit, one rollup pass over the session's day, week,
 * month and year (marked dirty: what any change below them costs, median of 5), and TocChain.forget
 * of the session (evict, derive the session again, roll the periods up, purge versions).
 */
async function forgetPhase(core, DatabaseSync, dir, events) {
  const userId = "usr_forget";
  const built = await builtHistory(core, DatabaseSync, join(dir, "forget.sqlite"), userId, events);
  const { db, chain, counted, asOfMs, buildMs, scratchMs, scratchPasses } = built;
  const count = (sql, ...params) => db.prepare(sql).get(...params).n;
  const shape = built.shape;
  const sessions = db.prepare("SELECT session_id AS id, count(*) AS n FROM events WHERE user_id = ? GROUP BY session_id ORDER BY min(ts_ms)").all(userId);
  const runs = [];
  for (let k = 1; k <= FORGET_SESSIONS; k++) {
    const session = sessions[Math.floor((sessions.length * k) / (FORGET_SESSIONS + 1))];
    const segmentNode = db
      .prepare("SELECT node_id AS id FROM toc_nodes WHERE user_id = ? AND level = 'segment' AND session_id = ? LIMIT 1")
      .get(userId, session.id).id;
    const periods = ancestorsOf(db, userId, segmentNode).slice(1);
    const markDirty = db.prepare(`UPDATE toc_nodes SET dirty_since_ms = 0 WHERE user_id = ? AND node_id IN (${periods.map(() => "?").join(", ")})`);
    const passMs = [];
    let pass;
    for (let r = 0; r < ROLLUP_RUNS; r++) {
      markDirty.run(userId, ...periods);
      pass = await counted(() => chain.rollup({ asOfMs, force: true }));
      passMs.push(pass.ms);
    }
    console.error(`forgetting session ${session.id} (${session.n} events)…`);
    const forgot = await counted(() => chain.forget({ selector: { sessionId: session.id }, dryRun: false }));
    const outcome = forgot.result;
    const forgetMs = forgot.ms;
    const left = count(
      "SELECT count(*) AS n FROM events WHERE user_id = ? AND session_id = ? AND (evicted_reason IS NOT 'forget' OR text != '')",
      userId,
      session.id,
    );
    const versions = count(
      `SELECT count(*) AS n FROM toc_node_versions WHERE user_id = ? AND node_id IN (${periods.map(() => "?").join(", ")})`,
      userId,
      ...periods,
    );
    runs.push({
      session: session.id,
      events: session.n,
      periods: periods.length,
      examined: pass.result.examined,
      passMs: median(passMs),
      pass: { statements: pass.statements, batches: pass.batches },
      forget: { statements: forgot.statements, batches: forgot.batches },
      forgetMs,
      outcome,
      ok: outcome.ok && left === 0 && versions === 0,
    });
  }
  db.exec("INSERT INTO events_fts (events_fts) VALUES ('integrity-check')");
  db.exec("INSERT INTO grips_fts (grips_fts) VALUES ('integrity-check')");
  const usage = db.prepare("SELECT raw_events FROM raw_usage WHERE user_id = ?").get(userId).raw_events;
  const live = count("SELECT count(*) AS n FROM events WHERE user_id = ? AND evicted_at_ms IS NULL", userId);
  db.close();
  return { buildMs, scratchMs, scratchPasses, shape, sessions: sessions.length, runs, usageOk: usage === live, ok: runs.every((r) => r.ok) && usage === live };
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
        "./src/db/handle": ["userDatabase"],
        "./src/durable/toc-chain": ["TocChain"],
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

    // Rounds alternate eviction and the floor, each on a fresh copy of the seeded file: a busy
    // machine slows both alike within a round, and the ratio is the median of the rounds'.
    const rounds = [];
    let checks;
    for (let round = 1; round <= ROUNDS; round++) {
      copyFileSync(file, join(dir, "evict.sqlite"));
      const evictDb = new DatabaseSync(join(dir, "evict.sqlite"));
      console.error(`round ${round}: evicting…`);
      const eviction = await evictAll(core, evictDb, "usr_bench", options.page);
      checks = {
        usage: evictDb.prepare("SELECT raw_bytes, raw_events, evicted_events FROM raw_usage WHERE user_id = 'usr_bench'").get(),
        live: evictDb.prepare("SELECT count(*) AS n FROM events WHERE user_id = 'usr_bench' AND evicted_at_ms IS NULL").get().n,
        other: evictDb.prepare("SELECT count(*) AS n FROM events WHERE user_id = 'usr_other' AND evicted_at_ms IS NULL").get().n,
      };
      evictDb.exec("INSERT INTO events_fts (events_fts) VALUES ('integrity-check')");
      evictDb.close();

      copyFileSync(file, join(dir, "floor.sqlite"));
      const floorDb = new DatabaseSync(join(dir, "floor.sqlite"));
      console.error(`round ${round}: deleting (floor)…`);
      const floor = deleteAll(floorDb, "usr_bench", options.page);
      floorDb.exec("INSERT INTO events_fts (events_fts) VALUES ('integrity-check')");
      floorDb.close();
      rounds.push({ eviction, floor });
    }

    console.error("forget…");
    const forget = await forgetPhase(core, DatabaseSync, dir, events);

    const ok =
      forget.ok &&
      rounds.every((r) => r.eviction.freed === events.length && r.floor.freed === events.length) &&
      checks.usage.raw_bytes === 0 &&
      checks.usage.raw_events === 0 &&
      checks.usage.evicted_events === events.length &&
      checks.live === 0 &&
      checks.other === others.length;
    report({ started, argv, options, events: events.length, ingest, rounds, checks, forget, ok });
    if (!ok) process.exitCode = 1;
  } finally {
    if (values.keep) console.error(`files kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

function report({ started, argv, options, events, ingest, rounds, checks, forget, ok }) {
  const rate = (r) => r.freed / (r.ms / 1000);
  const ratios = rounds.map((r) => rate(r.eviction) / rate(r.floor));
  const mid = rounds[ratios.indexOf(median(ratios))];
  console.log(`## retention\n`);
  console.log(
    `${started}, \`npm run bench -- retention${argv.length ? ` ${argv.join(" ")}` : ""}\` (${events} events of one user, pages of ${options.page} segments; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} at the end)\n`,
  );
  console.log("| what (the median round) | events freed | batches | time s | events/s | ratio |");
  console.log("|---|---|---|---|---|---|");
  console.log(
    `| floor: raw delete of the same rows (search index by trigger) | ${mid.floor.freed} | ${mid.floor.batches} | ${fmt(mid.floor.ms / 1000, 2)} | ${fmt(rate(mid.floor), 0)} |  |`,
  );
  console.log(
    `| eviction: the pass's soft-cap loop (tombstones, usage, index, segment marks) | ${mid.eviction.freed} | ${mid.eviction.batches} | ${fmt(mid.eviction.ms / 1000, 2)} | ${fmt(rate(mid.eviction), 0)} | **${fmt(median(ratios), 2)}× the floor** |`,
  );
  console.log(
    `\nRounds (eviction / floor events/s): ${rounds.map((r, i) => `${fmt(rate(r.eviction), 0)} / ${fmt(rate(r.floor), 0)} = ${fmt(ratios[i], 2)}×`).join("; ")}.`,
  );
  console.log(
    `\nRaw usage upkeep on ingest: its statement took ${fmt(ingest.usageMs, 0)} ms over the ${ingest.batches} batches of ${INGEST_BATCH} that took ${fmt(ingest.ingestMs, 0)} ms (${fmt((100 * ingest.usageMs) / ingest.ingestMs, 1)} % of a batch).`,
  );
  console.log(
    `\n### forget one session in a history of ${events} events\n\nThe history built by the object's own code in ${fmt(forget.buildMs / 1000, 1)} s: ${forget.sessions} sessions, ${forget.shape.segments} segments, ${forget.shape.periods} periods, ${forget.shape.grips} grips; the rollup from scratch ${fmt(forget.scratchMs / 1000, 2)} s (${forget.scratchPasses} pass(es)).\n`,
  );
  console.log(
    "| session | events | one rollup pass over its periods: ms (median of 5), statements / transactions | forget: ms, statements / transactions | forget / rollup pass: time, statements | forget / rollup from scratch (time) | nodes purged |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const r of forget.runs) {
    console.log(
      `| ${r.session} | ${r.events} | ${fmt(r.passMs, 1)}, ${r.pass.statements} / ${r.pass.batches} (${r.examined} nodes) | ${fmt(r.forgetMs, 1)}, ${r.forget.statements} / ${r.forget.batches} | **${fmt(r.forgetMs / r.passMs, 1)}×**, ${fmt(r.forget.statements / r.pass.statements, 1)}× | ${fmt(r.forgetMs / forget.scratchMs, 3)}× | ${r.outcome.nodesPurged ?? "-"} |`,
    );
  }
  const multiples = forget.runs.map((r) => r.forgetMs / r.passMs);
  const statementMultiples = forget.runs.map((r) => r.forget.statements / r.pass.statements);
  console.log(
    `\nForget of one session: median ${fmt(median(multiples), 1)}× one rollup pass over the session's periods (range ${fmt(Math.min(...multiples), 1)}–${fmt(Math.max(...multiples), 1)}×); in statements sent, median ${fmt(median(statementMultiples), 1)}× (the machine's load aside).`,
  );
  console.log(
    `Checks: usage after ${JSON.stringify(checks.usage)}, live events left ${checks.live}, the other user's intact events ${checks.other}, FTS5 integrity-check passed on both files; forgotten sessions all tombstoned with no earlier version left above them, raw usage matching the live events: ${ok ? "all as expected" : "FAILED"}.`,
  );
}
