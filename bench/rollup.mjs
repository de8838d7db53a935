// `npm run bench -- rollup [--segments N] [--runs N] [--no-core] [--no-service]`
//
// A synthetic year (2025, UTC) for one user: about 10,000 short sessions of five events each
// (ask, edit, test run, answer, session_end), spread evenly over the days, each one segment.
//
// 1. The pure core in plain Node, the way the user's Durable Object runs a rollup pass but with
//    an in-memory table instead of D1: children come as rows with JSON columns, are parsed, rolled
//    up (rollupInput → extractive summary → planRollup) and written back as JSON rows; a changed
//    node marks its parent dirty, bottom-up. Measured: the whole year from scratch (every day,
//    week, month and year), and the incremental pass after one segment changes (it becomes the
//    heaviest of its day, so the change can travel all the way up). Floor: reading the children —
//    parsing the JSON rows of every child of the nodes the pass rolls up, nothing else.
// 2. The real local service (wrangler dev): the same events are ingested and built, then the
//    rollup-dirty cron is fired through /cdn-cgi/handler/scheduled; measured from the trigger
//    until no period node is dirty or pending (read through the local explorer's D1 API), then
//    again after one new heavy session on one day. Nodes touched = period nodes the rollup wrote.
//    Floors: one queue hop (POST of one event → its outbox row processed) and one D1 read of
//    every child row.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { monotonicFactory } from "ulid";
import { bundleModules, fmt, median, prng, startWorker } from "./lib.mjs";

const ADMIN_TOKEN = "bench-admin-token-0123456789abcdef";
const TIME_ZONE = "UTC";
const YEAR = 2025;
const DAYS = 365;
const DAY_MS = 86_400_000;
/** Every period of 2025 has closed and aged past its minimum age by then: the rollups are final. */
const AS_OF_MS = Date.UTC(2026, 0, 20);
/**
 * The day whose segment changes: a Wednesday in the middle of the year, or with fewer segments
 * than days (`--segments 60`), the day nearest it that has one (an empty day has no node to change).
 */
const PREFERRED_CHANGED_DAY = "2025-07-16";
const LEVELS = ["day", "week", "month", "year"];

function bundleCore(dir) {
  return bundleModules(dir, {
    "./src/core/toc/segmenter": ["feed", "initialSegmenterState"],
    "./src/core/toc/segment-node": ["buildSegmentNode", "parentNodeDrafts"],
    "./src/core/summarize/extractive": ["extractiveSummarizer", "summarizeExtractive"],
    "./src/core/toc/tokens": ["countEventTokens", "loadTokenCounter"],
    "./src/core/toc/rollup": ["needsSummary", "planRollup", "rollupInput"],
    "./src/core/toc/rollup-config": ["rollupConfig"],
  });
}

const VERBS = ["add", "fix", "refactor", "speed up", "document", "test", "remove", "migrate", "harden", "profile"];
const THINGS = [
  ["JWT auth", "src/auth/jwt.ts", "requireAuth"],
  ["invoice export", "src/invoices/export.ts", "exportInvoices"],
  ["rate limiter", "src/middleware/rate-limit.ts", "tokenBucket"],
  ["search ranking", "src/search/rank.ts", "bm25Score"],
  ["billing cron", "src/cron/billing.ts", "chargeMonthly"],
  ["upload retries", "src/upload/retry.ts", "withBackoff"],
  ["thumbnail worker", "src/media/thumbs.ts", "resizeImage"],
  ["query planner", "src/db/planner.ts", "planQuery"],
  ["session cache", "src/cache/session.ts", "SessionCache"],
  ["webhook signatures", "src/hooks/verify.ts", "verifySignature"],
  ["CSV importer", "src/import/csv.ts", "parseRows"],
  ["feature flags", "src/flags/store.ts", "isEnabled"],
  ["email templates", "src/mail/templates.ts", "renderTemplate"],
  ["audit log", "src/audit/log.ts", "appendAudit"],
  ["GraphQL schema", "src/graphql/schema.ts", "resolvers"],
  ["dark mode", "src/ui/theme.ts", "useTheme"],
];

/** One session of five events on `startMs` about a drawn topic; `long` makes it the heaviest of its day. */
function sessionEvents(nextId, sessionId, startMs, rand, long = false) {
  const verb = VERBS[Math.floor(rand() * VERBS.length)];
  const [thing, file, symbol] = long
    ? ["payment reconciliation ledger", "src/ledger/reconcile.ts", "reconcileLedger"]
    : THINGS[Math.floor(rand() * THINGS.length)];
  const tests = 5 + Math.floor(rand() * 40);
  const detail = long
    ? ` ${Array.from({ length: 300 }, (_, i) => `The ledger entry ${i} must match its bank statement line before reconcileLedger closes the period.`).join(" ")}`
    : "";
  const at = (i) => startMs + i * 60_000;
  const event = (i, event_type, role, text, metadata = {}) => ({
    event_id: nextId(at(i)),
    session_id: sessionId,
    agent: "claude-code",
    ts_ms: at(i),
    event_type,
    role,
    text,
    metadata: { cwd: "/home/dev/shop", ...metadata },
  });
  return [
    event(0, "user_message", "user", `please ${verb} the ${thing} in ${file}${detail}`),
    event(1, "tool_use", "assistant", JSON.stringify({ file_path: file, old_string: `function ${symbol}(`, new_string: `export function ${symbol}(` }), {
      tool_name: "Edit",
      tool_use_id: `tu_${sessionId}_1`,
    }),
    event(2, "tool_result", "tool", `npm test: ${tests} passed, 0 failed`, { tool_name: "Bash", tool_use_id: `tu_${sessionId}_2` }),
    event(3, "assistant_message", "assistant", `Done: ${verb} the ${thing}. Updated ${file} (${symbol}); ${tests} tests pass.`),
    event(4, "session_end", "system", ""),
  ];
}

/** The year's sessions, `total` spread evenly over its days, from 06:00 on, one every `total / 365` of 16 hours. */
function makeYear(total) {
  const rand = prng(2025);
  const nextId = monotonicFactory(() => rand());
  const sessions = [];
  const preferred = (Date.parse(`${PREFERRED_CHANGED_DAY}T00:00:00Z`) - Date.UTC(YEAR, 0, 1)) / DAY_MS;
  let changedDay = null;
  for (let d = 0; d < DAYS; d++) {
    const today = Math.floor(((d + 1) * total) / DAYS) - Math.floor((d * total) / DAYS);
    if (today > 0 && (changedDay === null || Math.abs(d - preferred) < Math.abs(changedDay - preferred))) changedDay = d;
    for (let k = 0; k < today; k++) {
      const start = Date.UTC(YEAR, 0, 1) + d * DAY_MS + 6 * 3_600_000 + Math.floor((k * 16 * 3_600_000) / today);
      sessions.push(sessionEvents(nextId, `s-${d}-${k}`, start, rand));
    }
  }
  if (changedDay === null) throw new Error("--segments must be at least 1");
  return { sessions, nextId, rand, changedDay: new Date(Date.UTC(YEAR, 0, 1) + changedDay * DAY_MS).toISOString().slice(0, 10) };
}

// ---------------------------------------------------------------------------------------------
// 1. The core, with an in-memory table.

/** A child row as D1 answers it: bullets and keywords are JSON text. */
function childRow(node, weight) {
  return {
    nodeId: node.nodeId,
    level: node.level,
    title: node.title,
    bullets: JSON.stringify(node.bullets),
    keywords: JSON.stringify(node.keywords),
    startTsMs: node.startTsMs,
    endTsMs: node.endTsMs,
    status: node.status,
    weight,
  };
}

const readRow = (row) => ({ ...row, bullets: JSON.parse(row.bullets), keywords: JSON.parse(row.keywords) });

/** The TOC of the year's segments: placeholders for every period, dirty, and each parent's child rows. */
async function segmentTable(core, sessions) {
  const counter = await core.loadTokenCounter();
  const countTokens = (e) => core.countEventTokens(counter, e);
  const periods = new Map();
  const segments = [];
  for (const events of sessions) {
    const { closed } = core.feed(core.initialSegmenterState(events[0].session_id), events, { countTokens });
    for (const segment of closed) {
      const draft = await core.buildSegmentNode(segment, events, TIME_ZONE, core.extractiveSummarizer);
      const node = {
        nodeId: draft.nodeId,
        level: "segment",
        title: draft.title,
        bullets: draft.bullets,
        keywords: draft.keywords,
        startTsMs: draft.startMs,
        endTsMs: draft.endMs + 1,
        status: "final",
      };
      segments.push({ node, parentId: draft.parentId, weight: segment.tokenCount });
      for (const p of core.parentNodeDrafts(draft.nodeId, TIME_ZONE)) {
        if (periods.has(p.node_id)) continue;
        periods.set(p.node_id, {
          nodeId: p.node_id,
          level: p.level,
          parentId: p.parent_id,
          title: `${p.node_id} (summary pending)`,
          bullets: [],
          keywords: [],
          startTsMs: p.start_ms,
          endTsMs: p.end_ms,
          status: "pending",
          summarizer: null,
          weight: 0,
          dirtySinceMs: 1,
        });
      }
    }
  }
  return { periods, segments };
}

/** A fresh copy of the table: period nodes, and the child rows of each parent in time order. */
function freshTable({ periods, segments }) {
  const nodes = new Map([...periods].map(([id, n]) => [id, { ...n }]));
  const rows = new Map();
  const add = (parentId, row) => (rows.get(parentId) ?? rows.set(parentId, []).get(parentId)).push(row);
  for (const s of segments) add(s.parentId, childRow(s.node, s.weight));
  for (const n of nodes.values()) if (n.parentId !== null) add(n.parentId, childRow(n, n.weight));
  for (const list of rows.values()) list.sort((a, b) => a.startTsMs - b.startTsMs || (a.nodeId < b.nodeId ? -1 : 1));
  return { nodes, rows };
}

/** One rollup pass over the dirty nodes, bottom-up, as TocRollup runs it. Answers the ids it rolled up. */
function rollupPass(core, config, table) {
  const touched = [];
  for (const level of LEVELS) {
    const due = [...table.nodes.values()].filter((n) => n.level === level && n.dirtySinceMs !== null);
    for (const node of due) {
      touched.push(node.nodeId);
      const kids = table.rows.get(node.nodeId).map(readRow);
      const input = core.rollupInput(node, kids);
      const summary = core.needsSummary(node) ? core.summarizeExtractive(input) : null;
      const plan = core.planRollup(node, kids, summary, AS_OF_MS, config);
      Object.assign(node, {
        title: plan.title,
        bullets: plan.bullets,
        keywords: plan.keywords,
        summarizer: plan.summarizer,
        status: plan.status,
        weight: plan.weight,
        dirtySinceMs: null,
      });
      if (node.parentId === null) continue;
      const siblings = table.rows.get(node.parentId);
      siblings[siblings.findIndex((r) => r.nodeId === node.nodeId)] = childRow(node, node.weight);
      if (plan.contentChanged) table.nodes.get(node.parentId).dirtySinceMs ??= AS_OF_MS;
    }
  }
  return touched;
}

/** The floor: parse the child rows of the given parents, nothing else. */
function readChildren(table, parentIds) {
  let n = 0;
  for (const id of parentIds) for (const row of table.rows.get(id)) n += readRow(row).bullets.length;
  return n;
}

const signed = (ms) => `${ms < 0 ? "−" : "+"}${fmt(Math.abs(ms), 0)}`;

function time(fn) {
  const started = performance.now();
  const value = fn();
  return { ms: performance.now() - started, value };
}

async function measureCore(core, sessions, runs, changedDay) {
  const setupStarted = performance.now();
  const base = await segmentTable(core, sessions);
  const setupMs = performance.now() - setupStarted;
  const config = core.rollupConfig({});
  const periodIds = [...base.periods.keys()];

  const scratch = [];
  const scratchFloor = [];
  let table;
  for (let i = 0; i < runs; i++) {
    table = freshTable(base);
    scratchFloor.push(time(() => readChildren(table, periodIds)).ms);
    const pass = time(() => rollupPass(core, config, table));
    if (pass.value.length !== periodIds.length) throw new Error(`from scratch rolled up ${pass.value.length} of ${periodIds.length} periods`);
    scratch.push(pass.ms);
  }
  for (const n of table.nodes.values()) if (n.status === "pending" || n.dirtySinceMs !== null) throw new Error(`${n.nodeId} is ${n.status} after the rollup`);

  // One segment of changedDay becomes the day's heaviest, on another topic; then back. Each
  // pass must roll up that segment's ancestors and nothing else.
  const dayId = `toc:day:${changedDay}`;
  const dayRows = table.rows.get(dayId);
  const index = Math.floor(dayRows.length / 2);
  const original = dayRows[index];
  const heavy = {
    ...original,
    title: "Reconcile the payment ledger against bank statements",
    bullets: JSON.stringify([
      { text: "Asked to reconcile the payment ledger in src/ledger/reconcile.ts", grip_ids: ["grip:bench:1"], supported: true },
      { text: "reconcileLedger now matches every entry to a bank statement line", grip_ids: ["grip:bench:2"], supported: true },
    ]),
    keywords: JSON.stringify(["reconcileLedger", "ledger", "reconcile.ts"]),
    weight: 4_000,
  };
  const ancestors = [dayId, table.nodes.get(dayId).parentId];
  while (ancestors.length < 4) ancestors.push(table.nodes.get(ancestors[ancestors.length - 1]).parentId);
  const incremental = [];
  const incrementalFloor = [];
  const touchedCounts = [];
  const iterations = Math.max(20, runs * 10);
  for (let i = 0; i < iterations; i++) {
    dayRows[index] = i % 2 === 0 ? heavy : original;
    table.nodes.get(dayId).dirtySinceMs = AS_OF_MS;
    const pass = time(() => rollupPass(core, config, table));
    const stray = pass.value.filter((id) => !ancestors.includes(id));
    if (stray.length > 0) throw new Error(`one changed segment rolled up ${stray.join(", ")}, not an ancestor`);
    incremental.push(pass.ms);
    touchedCounts.push(pass.value.length);
    incrementalFloor.push(time(() => readChildren(table, pass.value)).ms);
  }
  return {
    segments: base.segments.length,
    periods: periodIds.length,
    byLevel: Object.fromEntries(LEVELS.map((l) => [l, periodIds.filter((id) => base.periods.get(id).level === l).length])),
    childRows: periodIds.reduce((n, id) => n + table.rows.get(id).length, 0),
    setupMs,
    scratchMs: median(scratch),
    scratchFloorMs: median(scratchFloor),
    scratchRuns: scratch,
    incrementalMs: median(incremental),
    incrementalFloorMs: median(incrementalFloor),
    touched: { min: Math.min(...touchedCounts), max: Math.max(...touchedCounts), median: median(touchedCounts) },
    ancestorChildRows: ancestors.reduce((n, id) => n + table.rows.get(id).length, 0),
    iterations,
  };
}

// ---------------------------------------------------------------------------------------------
// 2. The local service.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const wire = ({ ts_ms, ...rest }) => ({ ...rest, ts: ts_ms });

async function measureService(sessions, nextId, rand, changedDay) {
  // The admin token both ways: wrangler dev takes it from --var when a .dev.vars file exists, else from the environment.
  const service = await startWorker({
    port: 8796,
    vars: { ADMIN_TOKEN, INGEST_EVENTS_PER_SECOND: "1000000", INGEST_BURST_EVENTS: "1000000" },
    secrets: { ADMIN_TOKEN },
  });
  try {
    const url = service.url;
    const admin = { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" };
    const created = await (await fetch(`${url}/v1/admin/users`, { method: "POST", headers: admin, body: JSON.stringify({ name: "bench-rollup" }) })).json();
    const userId = created.user.user_id;
    const { token } = await (await fetch(`${url}/v1/admin/users/${userId}/tokens`, { method: "POST", headers: admin, body: "{}" })).json();
    const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const databases = await (await fetch(`${url}/cdn-cgi/local/explorer/api/d1/database`)).json();
    const dbId = databases.result.find((d) => d.name === "DB").uuid;
    const sql = async (query, ...params) => {
      const res = await fetch(`${url}/cdn-cgi/local/explorer/api/d1/database/${dbId}/raw`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ sql: query, params }),
      });
      const body = await res.json();
      if (!body.success) throw new Error(`D1 query failed: ${JSON.stringify(body.errors)}`);
      const { columns, rows } = body.result[0].results;
      return rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]])));
    };
    const post = async (events) => {
      const res = await fetch(`${url}/v1/events`, { method: "POST", headers: auth, body: JSON.stringify({ events: events.map(wire) }) });
      if (!res.ok) throw new Error(`POST /v1/events answered ${res.status}: ${await res.text()}`);
    };
    const drained = async (timeoutMs) => {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const status = await (await fetch(`${url}/v1/status`, { headers: auth })).json();
        if (status.outbox.pending === 0) return;
        if (performance.now() > deadline) throw new Error(`the outbox still holds ${status.outbox.pending} rows`);
        await sleep(50);
      }
    };
    const fire = async (atMs) => {
      const res = await fetch(`${url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("*/5 * * * *")}&time=${atMs}`);
      if (!res.ok) throw new Error(`the scheduled handler answered ${res.status}`);
    };
    /** Until no period node is dirty or pending; answers the nodes the rollup wrote since `sinceMs`. */
    const settled = async (sinceMs, timeoutMs) => {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const [left] = await sql(
          "SELECT count(*) AS n FROM toc_nodes WHERE user_id = ?1 AND level != 'segment' AND (dirty_since_ms IS NOT NULL OR status = 'pending')",
          userId,
        );
        if (left.n === 0) break;
        if (performance.now() > deadline) throw new Error(`${left.n} period nodes still dirty or pending`);
        await sleep(25);
      }
      const done = performance.now();
      // The explorer's D1 API takes string parameters only; the time is ours, inlined as an integer.
      const written = await sql(
        `SELECT node_id, level, version, status FROM toc_nodes WHERE user_id = ?1 AND level != 'segment' AND updated_at_ms >= ${Math.trunc(sinceMs)} ORDER BY node_id`,
        userId,
      );
      return { done, written };
    };

    // Ingest the year and let the queue build it (not timed: the pipeline benchmark covers it).
    const events = sessions.flat();
    const ingestStarted = performance.now();
    for (let i = 0; i < events.length; i += 500) await post(events.slice(i, i + 500));
    await drained(20 * 60_000);
    const buildMs = performance.now() - ingestStarted;
    const [{ n: segmentNodes }] = await sql("SELECT count(*) AS n FROM toc_nodes WHERE user_id = ?1 AND level = 'segment'", userId);
    const [{ n: periodNodes }] = await sql("SELECT count(*) AS n FROM toc_nodes WHERE user_id = ?1 AND level != 'segment'", userId);
    console.error(`service: ${events.length} events built into ${segmentNodes} segments and ${periodNodes} period placeholders in ${fmt(buildMs / 1000)} s`);

    // Floors: one D1 read of every child row, and one queue hop.
    const reads = [];
    let childRows = 0;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const rows = await sql("SELECT parent_id, title, bullets, keywords FROM toc_nodes WHERE user_id = ?1 AND parent_id IS NOT NULL", userId);
      reads.push(performance.now() - started);
      childRows = rows.length;
    }
    const hops = [];
    for (let i = 0; i < 10; i++) {
      const ts = Date.UTC(YEAR, 11, 31, 23, 0) + i * 1000;
      const started = performance.now();
      // A session_end alone: one event, built and closed into a segment in the same step.
      await post([
        { event_id: nextId(ts), session_id: `hop-${i}`, agent: "claude-code", ts_ms: ts, event_type: "session_end", role: "system", text: "", metadata: {} },
      ]);
      await drained(60_000);
      hops.push(performance.now() - started);
    }

    // From scratch: the cron fires (its clock past the debounce), fans out one message, the user's object rolls up.
    const scratchSince = Date.now();
    const scratchStarted = performance.now();
    await fire(Date.now() + 130_000);
    const scratch = await settled(scratchSince, 5 * 60_000);
    const scratchMs = scratch.done - scratchStarted;
    console.error(`service: from scratch in ${fmt(scratchMs / 1000, 1)} s, ${scratch.written.length} periods written`);
    // 2025 has closed and aged: its periods are final at once. The ISO week holding 2025-12-31 is 2026-W01, in 2026.
    const notFinal = scratch.written.filter((n) => n.status !== "final").map((n) => n.node_id);

    // A new heavy session on changedDay, built; then the cron again. Five times, each the day's new heaviest.
    const [y, m, d] = changedDay.split("-").map(Number);
    const incremental = [];
    for (let i = 0; i < 5; i++) {
      await post(sessionEvents(nextId, `late-ledger-${i}`, Date.UTC(y, m - 1, d, 22, 10 * i), rand, true));
      await drained(60_000);
      const since = Date.now();
      const started = performance.now();
      await fire(Date.now() + 130_000);
      const pass = await settled(since, 60_000);
      incremental.push({ ms: pass.done - started, written: pass.written.map((n) => n.node_id) });
    }
    return {
      events: events.length,
      segmentNodes,
      periodNodes,
      buildMs,
      readMs: median(reads),
      childRows,
      hopMs: median(hops),
      scratchMs,
      scratchWritten: scratch.written.length,
      notFinal,
      incrementalMs: median(incremental.map((x) => x.ms)),
      incrementalWritten: incremental.map((x) => x.written),
    };
  } finally {
    await service.stop();
  }
}

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { segments: { type: "string" }, runs: { type: "string" }, "no-core": { type: "boolean" }, "no-service": { type: "boolean" } },
  });
  const total = Number(values.segments ?? 10_000);
  const runs = Number(values.runs ?? 5);
  const started = new Date().toISOString();
  const dir = mkdtempSync(join(tmpdir(), "amem-rollup-"));
  try {
    const core = await import(pathToFileURL(await bundleCore(dir)).href);
    const year = makeYear(total);
    const c = values["no-core"] ? null : await measureCore(core, year.sessions, runs, year.changedDay);
    if (c) console.error(`core: from scratch ${fmt(c.scratchMs, 0)} ms, incremental ${fmt(c.incrementalMs, 2)} ms`);
    const s = values["no-service"] ? null : await measureService(year.sessions, year.nextId, year.rand, year.changedDay);

    console.log(
      `\n### rollup — ${started} (load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")})\n`,
    );
    console.log("| what | figure | floor | ratio |\n|---|---|---|---|");
    if (c) {
      const levels = LEVELS.map((l) => `${c.byLevel[l]} ${l}${c.byLevel[l] === 1 ? "" : "s"}`).join(", ");
      console.log(
        `| core, from scratch: ${c.segments} segments → ${c.periods} periods (${levels}), ${c.childRows} child rows (median of ${runs}) | ${fmt(c.scratchMs, 0)} ms | ${fmt(c.scratchFloorMs, 1)} ms (parse every child row) | ${fmt(c.scratchMs / c.scratchFloorMs, 1)}× floor |`,
      );
      console.log(
        `| core, one segment changed: nodes rolled up ${c.touched.min === c.touched.max ? c.touched.min : `${c.touched.min}–${c.touched.max}`} of ${c.periods} (its ancestors only), ${c.ancestorChildRows} child rows (median of ${c.iterations}) | ${fmt(c.incrementalMs, 2)} ms | ${fmt(c.incrementalFloorMs, 3)} ms (parse their child rows) | ${fmt(c.incrementalMs / c.incrementalFloorMs, 1)}× floor; ${fmt(c.scratchMs / c.incrementalMs, 0)}× cheaper than from scratch |`,
      );
    }
    if (s) {
      console.log(
        `| service, from scratch: cron → fan-out → queue → the user's object rolls up ${s.scratchWritten} periods over ${s.segmentNodes} segments | ${fmt(s.scratchMs, 0)} ms | ${fmt(s.readMs, 0)} ms (one D1 read of all ${s.childRows} child rows)${c ? `; core ${fmt(c.scratchMs, 0)} ms` : ""} | ${fmt(s.scratchMs / s.readMs, 1)}× D1 read${c ? `, ${fmt(s.scratchMs / c.scratchMs, 1)}× core` : ""} |`,
      );
      const counts = s.incrementalWritten.map((w) => w.length);
      const range = Math.min(...counts) === Math.max(...counts) ? `${counts[0]}` : `${Math.min(...counts)}–${Math.max(...counts)}`;
      const stray = s.incrementalWritten.flat().filter((id) => !id.includes(year.changedDay) && !s.incrementalWritten[0].includes(id));
      console.log(
        `| service, one new segment on ${year.changedDay}: cron → its ancestors rolled up, nodes written ${range} of ${s.periodNodes} (${s.incrementalWritten[0].join(", ")}${stray.length ? `; also ${stray.join(", ")}` : ""}) (median of ${counts.length}) | ${fmt(s.incrementalMs, 0)} ms | ${fmt(s.hopMs, 0)} ms (one queue hop: POST 1 event → built) | ${fmt(s.incrementalMs / s.hopMs, 2)}× queue hop (${signed(s.incrementalMs - s.hopMs)} ms; from scratch ${signed(s.scratchMs - s.hopMs)} ms) |`,
      );
      console.log(
        `\nservice setup: ${s.events} events ingested and built in ${fmt(s.buildMs / 1000, 1)} s (not in the figures); provisional after the rollup: ${s.notFinal.join(", ") || "none"}`,
      );
    }
    if (c)
      console.log(
        `core setup: ${c.segments} segment summaries in ${fmt(c.setupMs / 1000, 1)} s; from-scratch runs ${c.scratchRuns.map((x) => fmt(x, 0)).join(", ")} ms`,
      );
    console.log(`command: npm run bench -- rollup${argv.length ? ` ${argv.join(" ")}` : ""}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
