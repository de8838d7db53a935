// `npm run bench -- pipeline [--events N] [--batch N] [--runs N] [--sessions N] [--no-core] [--no-e2e]`
//
// 1. The pure core in plain Node: a deterministic synthetic history (fixture sessions replayed
//    in several concurrent lanes) goes through segmentation (with token counts), extractive
//    summaries and grips in outbox-sized batches, the way the user's Durable Object runs a
//    build step, with no I/O. Each run is a fresh process (cold caches, cold JIT); the floor —
//    splitting every event's text into words — is measured in the same process.
// 2. End-to-end lag on the local service: from the POST that closes a segment (a batch ending
//    with session_end) until GET /v1/toc/nodes/{id} answers 200, next to a bare GET /healthz.
//
// Profile the core alone: node --cpu-prof --cpu-prof-dir=/tmp/prof bench/pipeline.mjs core
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { monotonicFactory } from "ulid";
import { bundleModules, fmt, median, percentile, prng, root, startWorker } from "./lib.mjs";

const SELF = fileURLToPath(import.meta.url);
const ADMIN_TOKEN = "bench-admin-token";
const LANES = 4;
const TIME_ZONE = "UTC";

/** The core and the fixture mapping of the node tests, bundled once into a temp file (no TS loader needed). */
function bundleCore(dir) {
  return bundleModules(
    dir,
    {
      "./src/core/toc/segmenter": ["feed", "closeIdle", "initialSegmenterState", "parseSegmenterState"],
      "./src/core/toc/segment-node": ["buildSegmentNode", "parentNodeDrafts"],
      "./src/core/summarize/extractive": ["extractiveSummarizer"],
      "./src/core/toc/tokens": ["countEventTokens", "loadTokenCounter"],
      "./test/node/fixture-events": ["claudeCodeEvents", "codexEvents", "fixtureUlid"],
    },
    // fixture-events.ts finds the fixtures relative to its own file, not to the bundle.
    { define: { "import.meta.url": JSON.stringify(pathToFileURL(join(root, "test", "node", "fixture-events.ts")).href) } },
  );
}

/**
 * A user's history of `total` events: LANES agents side by side, each running sessions back to
 * back. A session replays its fixture's events 1–4 times with jittered timing, numbers of two or
 * more digits re-drawn (durations, line numbers, ports: fresh words for the caches), the odd
 * break of more than 30 min, and a session_end. Sorted as the outbox delivers them.
 */
export function makeHistory(core, total, seed = 1) {
  const rand = prng(seed);
  const templates = [core.claudeCodeEvents(), core.codexEvents()].map((events) => {
    const body = events.filter((e) => e.event_type !== "session_start" && e.event_type !== "session_end");
    return { agent: events[0].agent, start: events[0], body, deltas: body.map((e, i) => (i === 0 ? 1_000 : e.ts_ms - body[i - 1].ts_ms)) };
  });
  const redraw = (text) => text.replace(/\d{2,}/g, (digits) => digits.replace(/\d/g, () => String(Math.floor(rand() * 10))));
  const all = [];
  for (let lane = 0; lane < LANES; lane++) {
    const tpl = templates[lane % templates.length];
    const quota = Math.floor(total / LANES) + (lane < total % LANES ? 1 : 0);
    let clock = Date.UTC(2026, 0, 5, 8) + lane * 13 * 60_000;
    let made = 0;
    for (let session = 0; made < quota; session++) {
      const sessionId = `${tpl.agent}-lane${lane}-${session}`;
      const push = (ts, seedKey, source, overrides = {}) => {
        if (made >= quota) return;
        all.push({
          event_id: core.fixtureUlid(ts, `${sessionId}:${seedKey}`),
          session_id: sessionId,
          agent: tpl.agent,
          ts_ms: ts,
          event_type: source.event_type,
          role: source.role,
          text: source.text,
          metadata: source.metadata,
          ...overrides,
        });
        made++;
      };
      let ts = clock;
      push(ts, "start", tpl.start);
      const passes = 1 + Math.floor(rand() * 4);
      for (let pass = 0; pass < passes; pass++) {
        tpl.body.forEach((e, i) => {
          const away = rand() < 1 / 300;
          ts += away ? 31 * 60_000 + Math.floor(rand() * 90 * 60_000) : Math.floor(Math.min(Math.max(tpl.deltas[i], 200), 90_000) * (0.5 + rand()));
          const toolUseId = e.metadata.tool_use_id;
          push(ts, `${pass}:${i}`, e, {
            text: redraw(e.text),
            metadata: toolUseId ? { ...e.metadata, tool_use_id: `${toolUseId}-${session}-${pass}` } : e.metadata,
          });
        });
      }
      ts += 2_000;
      push(ts, "end", { event_type: "session_end", role: "system", text: "", metadata: { cwd: tpl.start.metadata.cwd, reason: "exit" } });
      clock = ts + 10 * 60_000 + Math.floor(rand() * 5 * 3_600_000);
    }
  }
  return all.sort((a, b) => a.ts_ms - b.ts_ms || (a.event_id < b.event_id ? -1 : a.event_id > b.event_id ? 1 : 0));
}

function groupBySession(events) {
  const bySession = new Map();
  for (const event of events) {
    const list = bySession.get(event.session_id);
    if (list === undefined) bySession.set(event.session_id, [event]);
    else list.push(event);
  }
  return bySession;
}

/**
 * One pass of the build pipeline over the history, as TocBuilder.step runs it: per batch, each
 * session's state is read back from JSON and validated, fed, and written back as JSON; each
 * closed segment becomes a node (summary + grips) with its parents. Events of earlier batches
 * come back as fresh objects, as they would from D1. At the end the idle close runs.
 */
async function pipelinePass(core, counter, history, batchSize) {
  const countTokens = (event) => core.countEventTokens(counter, event);
  const states = new Map();
  const store = new Map();
  const drafts = [];
  let feedMs = 0;
  let nodesMs = 0;
  const buildNodes = async (closed, known) => {
    if (closed.length === 0) return;
    const started = performance.now();
    const byId = new Map(known.map((e) => [e.event_id, e]));
    for (const segment of closed) {
      for (const id of [...segment.eventIds, ...segment.overlapEventIds]) if (!byId.has(id)) byId.set(id, { ...store.get(id) });
    }
    const events = [...byId.values()];
    for (const segment of closed) {
      const draft = await core.buildSegmentNode(segment, events, TIME_ZONE, core.extractiveSummarizer);
      drafts.push(draft, core.parentNodeDrafts(draft.nodeId, TIME_ZONE));
    }
    nodesMs += performance.now() - started;
  };
  const started = performance.now();
  for (let b = 0; b < history.length; b += batchSize) {
    const batch = history.slice(b, b + batchSize);
    const feedStarted = performance.now();
    const closed = [];
    for (const event of batch) store.set(event.event_id, event);
    for (const [sessionId, events] of groupBySession(batch)) {
      const json = states.get(sessionId);
      const state = json === undefined ? core.initialSegmenterState(sessionId) : core.parseSegmenterState(JSON.parse(json));
      const result = core.feed(state, events, { countTokens });
      closed.push(...result.closed);
      states.set(sessionId, JSON.stringify(result.state));
    }
    feedMs += performance.now() - feedStarted;
    await buildNodes(closed, batch);
  }
  const idle = [...states.values()].flatMap((json) => core.closeIdle(core.parseSegmenterState(JSON.parse(json)), Number.MAX_SAFE_INTEGER).closed);
  await buildNodes(idle, []);
  return { ms: performance.now() - started, feedMs, nodesMs, drafts };
}

/** The floor: split every event's text into words, batch by batch. */
function floorPass(history, batchSize) {
  const started = performance.now();
  let words = 0;
  for (let b = 0; b < history.length; b += batchSize) {
    for (const event of history.slice(b, b + batchSize)) words += event.text.split(/\s+/).length;
  }
  return { ms: performance.now() - started, words };
}

/** One measurement in this process: `node bench/pipeline.mjs core [--bundle F] [--events N] [--batch N]`. */
async function coreChild(argv) {
  const { values } = parseArgs({ args: argv, options: { bundle: { type: "string" }, events: { type: "string" }, batch: { type: "string" } } });
  const dir = values.bundle ? null : mkdtempSync(join(tmpdir(), "amem-pipeline-"));
  const core = await import(pathToFileURL(values.bundle ?? (await bundleCore(dir))).href);
  const history = makeHistory(core, Number(values.events ?? 100_000));
  const batchSize = Number(values.batch ?? 100);

  const loadStarted = performance.now();
  const counter = await core.loadTokenCounter();
  const loadMs = performance.now() - loadStarted;
  const floor = floorPass(history, batchSize);
  const cpuStarted = process.cpuUsage();
  const pass = await pipelinePass(core, counter, history, batchSize);
  const cpu = process.cpuUsage(cpuStarted);
  const segments = pass.drafts.length / 2;
  const digest = createHash("sha256").update(JSON.stringify(pass.drafts)).digest("hex").slice(0, 16);
  if (dir) rmSync(dir, { recursive: true, force: true });
  console.log(
    JSON.stringify({
      events: history.length,
      loadMs,
      floorMs: floor.ms,
      ms: pass.ms,
      cpuMs: (cpu.user + cpu.system) / 1000,
      feedMs: pass.feedMs,
      nodesMs: pass.nodesMs,
      segments,
      digest,
    }),
  );
}

async function measureCore(bundle, { events, batch, runs }) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const child = spawnSync(process.execPath, [SELF, "core", "--bundle", bundle, "--events", String(events), "--batch", String(batch)], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    if (child.status !== 0) throw new Error(`core run ${i + 1} failed with status ${child.status}`);
    const result = JSON.parse(child.stdout.trim().split("\n").pop());
    results.push(result);
    console.error(`core run ${i + 1}/${runs}: ${fmt(result.events / (result.ms / 1000), 0)} events/s (digest ${result.digest})`);
  }
  if (new Set(results.map((r) => r.digest)).size !== 1) throw new Error("runs disagree on the output digest: the pipeline is not deterministic");
  const rate = (r) => r.events / (r.ms / 1000);
  return {
    events: results[0].events,
    segments: results[0].segments,
    digest: results[0].digest,
    rates: results.map(rate),
    rate: median(results.map(rate)),
    floorRate: median(results.map((r) => r.events / (r.floorMs / 1000))),
    ratio: median(results.map((r) => r.floorMs / r.ms)),
    feedMs: median(results.map((r) => r.feedMs)),
    nodesMs: median(results.map((r) => r.nodesMs)),
    loadMs: median(results.map((r) => r.loadMs)),
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A session of the fixture ending now: its events, and the id of the node its session_end closes. */
function liveSession(core, counter, template, index, nextId) {
  const now = Date.now();
  const source = template.filter((e) => e.event_type !== "session_end");
  const spacing = Math.floor((10 * 60_000) / source.length);
  const start = now - 10 * 60_000;
  const sessionId = `e2e-${index}-${nextId()}`;
  const events = [...source, { event_type: "session_end", role: "system", text: "", metadata: {} }].map((e, i) => ({
    event_id: nextId(start + i * spacing),
    session_id: sessionId,
    agent: template[0].agent,
    ts_ms: start + i * spacing,
    event_type: e.event_type,
    role: e.role,
    text: e.text,
    metadata: e.metadata.tool_use_id ? { ...e.metadata, tool_use_id: `${e.metadata.tool_use_id}-${index}` } : e.metadata,
  }));
  // The segment session_end closes is the session's last one; the core says where it starts.
  const fed = core.feed(core.initialSegmenterState(sessionId), events, { countTokens: (e) => core.countEventTokens(counter, e) });
  const last = fed.closed[fed.closed.length - 1];
  const day = new Date(last.startTsMs).toISOString().slice(0, 10);
  return { events, nodeId: `toc:segment:${day}:${last.firstEventId}` };
}

async function measureEndToEnd(core, { sessions }) {
  const counter = await core.loadTokenCounter();
  const templates = [core.claudeCodeEvents(), core.codexEvents()];
  const nextId = monotonicFactory();
  const service = await startWorker({ port: 8793, vars: { ADMIN_TOKEN, INGEST_EVENTS_PER_SECOND: "1000000", INGEST_BURST_EVENTS: "1000000" } });
  try {
    const admin = { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" };
    const created = await (
      await fetch(`${service.url}/v1/admin/users`, { method: "POST", headers: admin, body: JSON.stringify({ name: "bench-pipeline" }) })
    ).json();
    const { token } = await (
      await fetch(`${service.url}/v1/admin/users/${created.user.user_id}/tokens`, { method: "POST", headers: admin, body: "{}" })
    ).json();
    const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const post = async (events) => {
      const res = await fetch(`${service.url}/v1/events`, { method: "POST", headers: auth, body: JSON.stringify({ events: events.map(wire) }) });
      if (!res.ok) throw new Error(`POST /v1/events answered ${res.status}: ${await res.text()}`);
    };
    const pendingDrained = async () => {
      for (let i = 0; i < 600; i++) {
        const status = await (await fetch(`${service.url}/v1/status`, { headers: auth })).json();
        if (status.outbox.pending === 0) return;
        await sleep(100);
      }
      throw new Error("the outbox did not drain in 60 s");
    };

    const health = [];
    for (let i = 0; i < 120; i++) {
      const started = performance.now();
      await (await fetch(`${service.url}/healthz`)).text();
      if (i >= 20) health.push(performance.now() - started); // the first ones warm the connection
    }

    const lags = [];
    let notFound = 0;
    for (let i = 0; i <= sessions; i++) {
      const { events, nodeId } = liveSession(core, counter, templates[i % templates.length], i, nextId);
      // Everything before the closing batch is built first (an open segment), so the lag is the close alone.
      await post(events.slice(0, -3));
      await pendingDrained();
      const started = performance.now();
      await post(events.slice(-3));
      for (;;) {
        const res = await fetch(`${service.url}/v1/toc/nodes/${encodeURIComponent(nodeId)}`, { headers: auth });
        await res.text();
        if (res.status === 200) break;
        if (res.status !== 404) throw new Error(`GET ${nodeId} answered ${res.status}`);
        notFound++;
        if (performance.now() - started > 60_000) throw new Error(`${nodeId} was not readable after 60 s`);
        await sleep(20);
      }
      if (i > 0) lags.push(performance.now() - started); // session 0 warms the isolate and the token counter
    }
    health.sort((a, b) => a - b);
    lags.sort((a, b) => a - b);
    return { health, lags, polls: notFound };
  } finally {
    await service.stop();
  }
}

function wire(event) {
  const { ts_ms, ...rest } = event;
  return { ...rest, ts: ts_ms };
}

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      events: { type: "string" },
      batch: { type: "string" },
      runs: { type: "string" },
      sessions: { type: "string" },
      "no-core": { type: "boolean" },
      "no-e2e": { type: "boolean" },
    },
  });
  const options = {
    events: Number(values.events ?? 100_000),
    batch: Number(values.batch ?? 100),
    runs: Number(values.runs ?? 5),
    sessions: Number(values.sessions ?? 20),
  };
  const started = new Date().toISOString();
  const dir = mkdtempSync(join(tmpdir(), "amem-pipeline-"));
  try {
    const bundle = await bundleCore(dir);
    const core = await import(pathToFileURL(bundle).href);
    const pipeline = values["no-core"] ? null : await measureCore(bundle, options);
    const e2e = values["no-e2e"] ? null : await measureEndToEnd(core, options);

    console.log(`\n### pipeline — ${started}\n`);
    console.log("| what | figure | floor | ratio |\n|---|---|---|---|");
    if (pipeline) {
      const { events, segments, rate, floorRate, ratio, feedMs, nodesMs, loadMs } = pipeline;
      console.log(
        `| core pipeline: segment + summarize + grip, ${events} events → ${segments} segments, batches of ${options.batch} (median of ${options.runs} fresh processes) | ${fmt(rate, 0)} events/s | ${fmt(floorRate, 0)} events/s (split text into words) | ${fmt(ratio, 3)}× floor |`,
      );
      console.log(`| … segmenting + token counts / nodes (summary + grips) | ${fmt(feedMs / 1000, 2)} s / ${fmt(nodesMs / 1000, 2)} s | | |`);
      console.log(`| token counter load (once per isolate, not in the rate) | ${fmt(loadMs, 0)} ms | | |`);
    }
    if (e2e) {
      const { health, lags } = e2e;
      console.log(
        `| end-to-end lag, POST closing a segment → node readable (${lags.length} sessions) | p50 ${fmt(percentile(lags, 50), 0)} ms, p95 ${fmt(percentile(lags, 95), 0)} ms | GET /healthz p50 ${fmt(percentile(health, 50), 1)} ms, p95 ${fmt(percentile(health, 95), 1)} ms | ${fmt(percentile(lags, 50) / percentile(health, 50), 0)}× healthz (p50) |`,
      );
    }
    if (pipeline) console.log(`\ncore runs: ${pipeline.rates.map((r) => fmt(r, 0)).join(", ")} events/s; output digest ${pipeline.digest}`);
    console.log(`command: npm run bench -- pipeline${argv.length ? ` ${argv.join(" ")}` : ""}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === SELF && process.argv[2] === "core") await coreChild(process.argv.slice(3));
