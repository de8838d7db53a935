// `npm run bench -- import [--sessions N] [--rounds N] [--duration S] [--connections N] [--no-service] [--without-consumer] [--port N]`
// `amem import` of a generated Claude Code history (the fault suite's, test/faults/claude-history.ts),
// two figures, each next to a floor measured in the same run:
//
// - the parser alone: `importLogs` in a dry run (find the files, read them, map every record to
//   events, redact, finalize; nothing spooled) next to reading the same files and JSON.parse of
//   each line — what any importer must pay;
// - the import: the real `amem` program importing the history into the local service (read,
//   map, spool with fsync, deliver in 500-event batches, wait out nothing: the rate limit is
//   raised), events acknowledged per second from start to exit, next to the raw batch-ingest
//   floor: the floor worker (bench/floor-worker, the service's D1 batch insert and nothing else)
//   taking the same events in 100-event batches over `--connections` connections, measured as
//   bench/ingest.mjs measures its batch floor.
// - between them, the service's own batch ingest of the very same events (POST /v1/events, the
//   importer's batches: up to 500 events and 1.5 MB a request, 4 in flight, on a fresh user),
//   no importer: what separates the importer's own overhead (import against this row) from the
//   service's per-event cost (this row against the floor).
//
// Rounds interleave the phases (floor, then import, each on a fresh user) so that a machine
// getting busier or quieter weighs on a figure and its floor alike; ratios are the medians of the
// rounds' ratios. After each import the bench waits until the service has built everything it
// took, and reports how long that took (not counted in the import's rate); then until the
// service's workerd has been nearly idle for 2 s (the object's alarms close idle segments for a
// few seconds after a build, and locally every user's object shares one workerd: the next phase
// would pay for them). Each round also reports how many events were built while its stream ran
// (a build should wait for the stream's end: src/durable/build-schedule.ts).
// wrangler dev's local trace collector is off (see startWorker in lib.mjs). `--without-consumer`
// runs the service with no queue consumer (nothing is built): the ingest path alone.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { monotonicFactory } from "ulid";
import { buildAmem } from "../hook-client/build.mjs";
import {
  bundleModules,
  configWithoutConsumer,
  createBenchUser,
  fmt,
  load,
  machineIdleMs,
  median,
  root,
  startWorker,
  untilBuilt,
  untilSettled,
} from "./lib.mjs";

const ADMIN_TOKEN = "bench-admin-token";
/** Events per request of the floor, as bench/ingest.mjs measures its batch floor (the importer sends up to 500). */
const BATCH_EVENTS = 100;
const HISTORY_START_MS = Date.UTC(2025, 0, 6);
const nextId = monotonicFactory();

/** A sandbox for the real program: its own state and config directories, the history's home. */
function sandboxEnv(home, extra = {}) {
  const dir = mkdtempSync(join(tmpdir(), "amem-bench-import-"));
  return {
    dir,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home, XDG_CONFIG_HOME: join(dir, "config"), XDG_STATE_HOME: join(dir, "state"), ...extra },
  };
}

/** Runs the program to its exit; answers its output and the wall time in ms. */
function runProgram(bin, args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [bin, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

/** Events per POST and POSTs in flight, as `amem import` delivers (hook-client/src/constants.ts). */
const IMPORT_BATCH_EVENTS = 500;
const IMPORT_BATCH_BYTES = 1_500_000;
const IMPORT_IN_FLIGHT = 4;

/** The events as the importer's POST bodies: at most IMPORT_BATCH_EVENTS events and IMPORT_BATCH_BYTES each. */
function importBodies(wire) {
  const bodies = [];
  let current = [];
  let bytes = 0;
  for (const event of wire) {
    const size = JSON.stringify(event).length + 1;
    if (current.length > 0 && (current.length >= IMPORT_BATCH_EVENTS || bytes + size > IMPORT_BATCH_BYTES)) {
      bodies.push(JSON.stringify({ events: current }));
      current = [];
      bytes = 0;
    }
    current.push(event);
    bytes += size;
  }
  if (current.length > 0) bodies.push(JSON.stringify({ events: current }));
  return bodies;
}

/** The user's events not built yet (the outbox rows pending), from /v1/status. */
async function pendingEvents(url, token) {
  const status = await (await fetch(`${url}/v1/status`, { headers: { Authorization: `Bearer ${token}` } })).json();
  return status.outbox.pending;
}

/** POSTs every body to the service, IMPORT_IN_FLIGHT at a time; answers the wall time in ms and the events created. */
async function postAll(url, token, bodies) {
  const started = performance.now();
  let next = 0;
  let created = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const res = await fetch(`${url}/v1/events`, { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body });
      const answer = await res.json();
      if (res.status !== 201 && res.status !== 200) throw new Error(`POST /v1/events answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      created += answer.results.filter((r) => r.created).length;
    }
  };
  await Promise.all(Array.from({ length: IMPORT_IN_FLIGHT }, worker));
  return { ms: performance.now() - started, created };
}

/** Every spooled event of a sandbox (an import with no token only spools). */
function spooledEvents(dir) {
  const spool = join(dir, "state", "amem", "spool");
  return readdirSync(spool)
    .filter((f) => f.endsWith(".jsonl"))
    .flatMap((f) =>
      readFileSync(join(spool, f), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line).event),
    );
}

/** The parser's floor: the same files read whole, and JSON.parse of every line. Answers the records parsed. */
function parseFloor(files) {
  let records = 0;
  for (const file of files) {
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (line.length === 0) continue;
      JSON.parse(line);
      records++;
    }
  }
  return records;
}

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      sessions: { type: "string" },
      rounds: { type: "string" },
      duration: { type: "string" },
      connections: { type: "string" },
      "no-service": { type: "boolean" },
      "without-consumer": { type: "boolean" },
      port: { type: "string" },
    },
  });
  const sessions = Number(values.sessions ?? 300);
  const rounds = Number(values.rounds ?? 3);
  const duration = Number(values.duration ?? 5);
  const connections = Number(values.connections ?? 10);
  const withService = values["no-service"] !== true;
  const withoutConsumer = values["without-consumer"] === true;
  // The service's port; the floor worker takes the next one (two benches on one machine need two).
  const port = Number(values.port ?? 8793);
  const started = new Date().toISOString();
  const work = mkdtempSync(join(tmpdir(), "amem-bench-import-"));
  const home = join(work, "home");

  const core = await import(
    await bundleModules(work, {
      "./test/faults/claude-history": ["writeClaudeHistory", "writeSubagentFiles"],
      "./hook-client/src/import/run": ["importLogs"],
      "./hook-client/src/import/sources": ["findSources"],
      "./hook-client/src/paths": ["resolvePaths"],
      "./hook-client/src/config": ["loadConfig"],
    })
  );
  core.writeSubagentFiles(core.writeClaudeHistory(home, HISTORY_START_MS, sessions));
  const files = core.findSources("claude-code", {}, home).map((s) => s.path);
  const bytes = files.reduce((n, f) => n + statSync(f).size, 0);

  // The parser alone, in this process, alternating with its floor.
  const parserEnv = sandboxEnv(home).env;
  const paths = core.resolvePaths(parserEnv);
  const config = core.loadConfig(paths, parserEnv);
  const parser = [];
  let events = 0;
  let records = 0;
  for (let round = 0; round <= rounds; round++) {
    const t0 = performance.now();
    records = parseFloor(files);
    const floorMs = performance.now() - t0;
    const t1 = performance.now();
    const report = await core.importLogs(paths, config, { agents: ["claude-code"], dryRun: true, nowMs: Date.now(), env: parserEnv });
    const parserMs = performance.now() - t1;
    events = report.events;
    if (round > 0) parser.push({ floorMs, parserMs }); // round 0 warms both up
  }
  const mbps = (ms) => bytes / 1024 / 1024 / (ms / 1000);
  const parserRatio = median(parser.map((r) => r.floorMs / r.parserMs));
  console.log(
    `\n### import — ${started}, ${sessions} generated Claude Code sessions: ${files.length} files, ${fmt(bytes / 1024 / 1024)} MB, ${records} records, ${events} events\n`,
  );
  console.log("| what | median ms | MB/s | events/s | ratio |\n|---|---|---|---|---|");
  const parserMsMedian = median(parser.map((r) => r.parserMs));
  const floorMsMedian = median(parser.map((r) => r.floorMs));
  console.log(`| read + JSON.parse per line (floor) | ${fmt(floorMsMedian, 0)} | ${fmt(mbps(floorMsMedian))} |  |  |`);
  console.log(
    `| importLogs, dry run (parser alone) | ${fmt(parserMsMedian, 0)} | ${fmt(mbps(parserMsMedian))} | ${fmt(events / (parserMsMedian / 1000), 0)} | **${fmt(parserRatio, 2)}× the floor's speed** |`,
  );

  if (!withService) {
    rmSync(work, { recursive: true, force: true });
    console.log(`\ncommand: npm run bench -- import${argv.length ? ` ${argv.join(" ")}` : ""}`);
    return;
  }

  const [bin, service, floorWorker] = await Promise.all([
    buildAmem(join(work, "amem.cjs")),
    startWorker({
      ...(withoutConsumer ? { config: configWithoutConsumer() } : {}),
      port,
      localTracing: false,
      vars: { ADMIN_TOKEN, INGEST_EVENTS_PER_SECOND: "100000000", INGEST_BURST_EVENTS: "100000000" },
      secrets: { ADMIN_TOKEN },
    }),
    startWorker({ config: join(root, "bench", "floor-worker", "wrangler.toml"), port: port + 1, healthPath: "/", localTracing: false }),
  ]);
  const results = [];
  try {
    // The events the history maps to, for the floor's bodies: an import with no token only spools.
    const reader = sandboxEnv(home);
    const spooled = await runProgram(bin, ["import", "claude-code"], reader.env);
    if (!/event\(s\) spooled/.test(spooled.stdout)) throw new Error(`the spool-only import failed: ${spooled.stderr}`);
    const wire = spooledEvents(reader.dir);
    rmSync(reader.dir, { recursive: true, force: true });
    const bodies = importBodies(wire);
    let next = 0;
    const floorBody = () =>
      JSON.stringify({
        events: Array.from({ length: BATCH_EVENTS }, () => {
          const e = wire[next++ % wire.length];
          return { ...e, event_id: nextId() };
        }),
      });
    const floor = { url: floorWorker.url, method: "POST", headers: { "Content-Type": "application/json" }, connections, cpuMs: floorWorker.workerdCpuMs };
    await load({ ...floor, body: floorBody, duration: 2 }); // warm-up

    for (let round = 1; round <= rounds; round++) {
      const r = {};
      r.floor = await load({ ...floor, body: floorBody, duration });
      // The service's own batch ingest of the same events, on a fresh user; built before the import starts.
      const directToken = await createBenchUser(service.url, ADMIN_TOKEN, `bench-import-direct-${round}`);
      const directCpuBefore = service.workerdCpuMs();
      const direct = await postAll(service.url, directToken, bodies);
      r.directCpuUs = ((service.workerdCpuMs() - directCpuBefore) * 1000) / wire.length;
      if (direct.created !== wire.length) throw new Error(`the direct ingest created ${direct.created} of ${wire.length}`);
      r.directEps = wire.length / (direct.ms / 1000);
      r.directBuiltDuring = withoutConsumer ? Number.NaN : wire.length - (await pendingEvents(service.url, directToken));
      r.directBuiltMs = withoutConsumer ? Number.NaN : await untilBuilt(service.url, { Authorization: `Bearer ${directToken}` }, 600_000);
      // Its idle segments are closed by the object's alarms over the next seconds: not during the import.
      r.directSettledMs = withoutConsumer ? Number.NaN : await untilSettled(service.workerdCpuMs);
      const dry = sandboxEnv(home);
      r.dryMs = (await runProgram(bin, ["import", "claude-code", "--dry-run"], dry.env)).ms;
      rmSync(dry.dir, { recursive: true, force: true });
      const token = await createBenchUser(service.url, ADMIN_TOKEN, `bench-import-${round}`);
      const sb = sandboxEnv(home, { AMEM_URL: service.url, AMEM_TOKEN: token });
      const cpuBefore = service.workerdCpuMs();
      const waitBefore = service.workerdRunQueueWaitMs();
      const idleBefore = machineIdleMs();
      const res = await runProgram(bin, ["import", "claude-code"], sb.env);
      r.cpuMs = service.workerdCpuMs() - cpuBefore;
      r.cpuUs = (r.cpuMs * 1000) / Math.max(1, wire.length);
      // What the rest of the machine cost this import: the service's time waiting for a CPU, and how idle the machine was.
      r.waitMs = service.workerdRunQueueWaitMs() - waitBefore;
      r.idleMs = machineIdleMs() - idleBefore;
      // Events the TOC build took while the stream ran (it should wait for the stream to end).
      r.builtDuring = withoutConsumer ? Number.NaN : wire.length - (await pendingEvents(service.url, token));
      const delivered = Number(/delivered (\d+) \((\d+) new/.exec(res.stdout)?.[2] ?? Number.NaN);
      if (res.code !== 0 || delivered !== wire.length) throw new Error(`the import delivered ${delivered} of ${wire.length}: ${res.stdout} ${res.stderr}`);
      r.importMs = res.ms;
      r.importEps = delivered / (res.ms / 1000);
      r.floorEps = r.floor.rps * BATCH_EVENTS;
      r.builtMs = withoutConsumer ? Number.NaN : await untilBuilt(service.url, { Authorization: `Bearer ${token}` }, 600_000);
      r.settledMs = withoutConsumer ? Number.NaN : await untilSettled(service.workerdCpuMs);
      rmSync(sb.dir, { recursive: true, force: true });
      results.push(r);
      console.error(
        `round ${round}: import ${fmt(r.importEps, 0)} events/s, service batch ingest ${fmt(r.directEps, 0)}, floor ${fmt(r.floorEps, 0)}: ${fmt(r.importEps / r.floorEps, 2)}× (direct ${fmt(r.directEps / r.floorEps, 2)}×)`,
      );
    }
  } finally {
    await Promise.all([service.stop(), floorWorker.stop()]);
    rmSync(work, { recursive: true, force: true });
  }
  const failed = results.reduce((n, r) => n + r.floor.bad, 0);
  if (failed > 0) console.warn(`warning: ${failed} floor requests failed; the figures are not comparable`);
  const importRatio = median(results.map((r) => r.importEps / r.floorEps));
  const directRatio = median(results.map((r) => r.directEps / r.floorEps));
  const importToDirect = median(results.map((r) => r.importEps / r.directEps));
  console.log(
    `\nInto the local service${withoutConsumer ? " without its queue consumer (nothing built)" : ", its queue consumer building the TOC meanwhile"} (medians over the rounds; the ratio is the median of the rounds' ratios):\n`,
  );
  console.log("| what | events/s | workerd CPU µs per event | ratio |\n|---|---|---|---|");
  console.log(
    `| raw D1 batch insert, ${BATCH_EVENTS} of the same events a request, ${connections} connections (floor) | ${fmt(median(results.map((r) => r.floorEps)), 0)} | ${fmt(median(results.map((r) => r.floor.cpuUs / BATCH_EVENTS)), 0)} |  |`,
  );
  console.log(
    `| the service's batch ingest of the same events: POST /v1/events, ${IMPORT_BATCH_EVENTS} a request, ${IMPORT_IN_FLIGHT} in flight (no importer) | ${fmt(median(results.map((r) => r.directEps)), 0)} | ${fmt(median(results.map((r) => r.directCpuUs)), 0)} | ${fmt(directRatio, 2)}× the floor |`,
  );
  console.log(
    `| amem import claude-code, start to exit (${events} events) | ${fmt(median(results.map((r) => r.importEps)), 0)} | ${fmt(median(results.map((r) => r.cpuUs)), 0)} | **${fmt(importRatio, 2)}× the floor**, ${fmt(importToDirect, 2)}× the service's batch ingest |`,
  );
  console.log(
    `| amem import claude-code --dry-run, start to exit (the program's reading and mapping alone, nothing spooled or sent) | ${fmt(events / (median(results.map((r) => r.dryMs)) / 1000), 0)} |  |  |`,
  );
  console.log("\nEach round:\n");
  console.log(
    "| round | floor events/s | service batch ingest events/s | import events/s | import s | dry run s | import / floor | batch ingest / floor | import / batch ingest | built after s (batch ingest, import) | settled after s (batch ingest, import) | events built during the stream (batch ingest, import) | import: workerd CPU s, its run-queue wait s, machine idle s |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  );
  for (const [i, r] of results.entries()) {
    console.log(
      `| ${i + 1} | ${fmt(r.floorEps, 0)} | ${fmt(r.directEps, 0)} | ${fmt(r.importEps, 0)} | ${fmt(r.importMs / 1000)} | ${fmt(r.dryMs / 1000)} | ${fmt(r.importEps / r.floorEps, 2)}× | ${fmt(r.directEps / r.floorEps, 2)}× | ${fmt(r.importEps / r.directEps, 2)}× | ${fmt(r.directBuiltMs / 1000)}, ${fmt(r.builtMs / 1000)} | ${fmt(r.directSettledMs / 1000)}, ${fmt(r.settledMs / 1000)} | ${fmt(r.directBuiltDuring, 0)}, ${fmt(r.builtDuring, 0)} | ${fmt(r.cpuMs / 1000, 2)}, ${fmt(r.waitMs / 1000, 2)}, ${fmt(r.idleMs / 1000, 2)} |`,
    );
  }
  console.log(`\ngoal: import ≥ 0.7× the raw batch-ingest floor: ${importRatio >= 0.7 ? "met" : "not met"}`);
  console.log(`command: npm run bench -- import${argv.length ? ` ${argv.join(" ")}` : ""}`);
}
