// `npm run bench -- ingest [--rounds N] [--duration S] [--connections N] [--without-consumer] [--local-tracing]`
// Single-event POST /v1/events next to GET /healthz (the HTTP floor), and 100-event batches next
// to a minimal worker doing only the same D1 batch insert (the storage floor). The same worker's
// single-event insert, and its GET next to a POST that makes one `SELECT 1`, show what one D1
// write, and one D1 round trip of any kind, cost a request locally.
//
// The service and the floor worker run side by side; each round measures every phase once, one
// after another, so that a machine that gets busier or quieter during the run weighs on a figure
// and its floor alike. The ratios reported are the medians of the rounds' ratios.
//
// Locally the queue consumer (segmenting, summaries, grips) runs in the same workerd thread as the
// ingest path. After each phase that posts events the bench waits until the service has built
// everything it took (the outbox has nothing pending) and reports how long that took, so no
// phase pays for the previous one's building and the building is not hidden.
// `--without-consumer` runs the service with no consumer bound (messages wait in the queue).
//
// wrangler dev's local trace collector is off unless `--local-tracing` (see startWorker in lib.mjs):
// it records every invocation and subrequest for the local explorer, has no counterpart in a
// deployed worker, and would make this a measure of the collector.
// Each phase also reports the CPU the service's workerd processes spent per event (from /proc),
// which moves less than req/s when the machine is busy: it shows where a change saved work.
import { join } from "node:path";
import { parseArgs } from "node:util";
import { monotonicFactory } from "ulid";
import { configWithoutConsumer, createBenchUser, fmt, load, median, root, startWorker, untilBuilt } from "./lib.mjs";

const ADMIN_TOKEN = "bench-admin-token";
const BATCH_EVENTS = 100;
const nextId = monotonicFactory();

function event(i) {
  return {
    event_id: nextId(),
    session_id: `bench-${i % 8}`,
    ts: Date.now(),
    event_type: "tool_result",
    role: "tool",
    agent: "claude-code",
    text: "PASS test/auth.test.ts (12 tests) — requireAuth rejects expired JWTs with ERR_TOKEN_EXPIRED",
    metadata: { tool_name: "Bash", cwd: "/home/dev/api" },
  };
}

let counter = 0;
const singleBody = () => JSON.stringify(event(counter++));
const floorSingleBody = () => JSON.stringify({ events: [event(counter++)] });
const batchBody = () => JSON.stringify({ events: Array.from({ length: BATCH_EVENTS }, () => event(counter++)) });

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      rounds: { type: "string" },
      duration: { type: "string" },
      connections: { type: "string" },
      "without-consumer": { type: "boolean" },
      "local-tracing": { type: "boolean" },
    },
  });
  const withoutConsumer = values["without-consumer"] === true;
  const localTracing = values["local-tracing"] === true;
  const rounds = Number(values.rounds ?? 5);
  const duration = Number(values.duration ?? 5);
  const connections = Number(values.connections ?? 10);
  const started = new Date().toISOString();

  const [service, floorWorker] = await Promise.all([
    startWorker({
      ...(withoutConsumer ? { config: configWithoutConsumer() } : {}),
      port: 8791,
      localTracing,
      vars: { ADMIN_TOKEN, INGEST_EVENTS_PER_SECOND: "100000000", INGEST_BURST_EVENTS: "100000000" },
      secrets: { ADMIN_TOKEN },
    }),
    startWorker({ config: join(root, "bench", "floor-worker", "wrangler.toml"), port: 8792, healthPath: "/", localTracing }),
  ]);
  const results = [];
  try {
    const token = await createBenchUser(service.url, ADMIN_TOKEN, "bench");
    const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const built = () => (withoutConsumer ? Promise.resolve(NaN) : untilBuilt(service.url, auth));
    const health = { url: `${service.url}/healthz`, connections, cpuMs: service.workerdCpuMs };
    const post = { url: `${service.url}/v1/events`, method: "POST", headers: auth, connections, cpuMs: service.workerdCpuMs };
    const floor = { url: floorWorker.url, method: "POST", headers: { "Content-Type": "application/json" }, connections, cpuMs: floorWorker.workerdCpuMs };

    // Warm-up: every path compiled and every table touched once.
    for (const phase of [health, { ...post, body: singleBody }, { ...post, body: batchBody }, { ...floor, body: batchBody }]) {
      await load({ ...phase, duration: 2 });
    }
    await built();

    for (let round = 1; round <= rounds; round++) {
      const r = {};
      r.health = await load({ ...health, duration });
      r.single = await load({ ...post, body: singleBody, duration });
      r.singleBuiltMs = await built();
      r.floorSingle = await load({ ...floor, body: floorSingleBody, duration });
      r.floorGet = await load({ ...floor, method: "GET", duration });
      r.floorRoundTrip = await load({ ...floor, url: `${floorWorker.url}/round-trip`, body: floorSingleBody, duration });
      r.batch = await load({ ...post, body: batchBody, duration });
      r.batchBuiltMs = await built();
      r.floorBatch = await load({ ...floor, body: batchBody, duration });
      results.push(r);
      console.error(`round ${round}: single ${fmt(r.single.rps / r.health.rps, 2)}× healthz, batch ${fmt(r.batch.rps / r.floorBatch.rps, 2)}× raw D1`);
    }
  } finally {
    await Promise.all([service.stop(), floorWorker.stop()]);
  }

  const failed = results.reduce(
    (n, r) => n + r.health.bad + r.single.bad + r.floorSingle.bad + r.floorGet.bad + r.floorRoundTrip.bad + r.batch.bad + r.floorBatch.bad,
    0,
  );
  if (failed > 0) console.warn(`warning: ${failed} requests failed; the figures are not comparable`);
  const mode = [
    withoutConsumer ? "service without its queue consumer" : "service with its queue consumer building the TOC",
    localTracing ? "wrangler's local tracing on" : "wrangler's local tracing off",
  ].join(", ");
  console.log(`\n### ingest — ${started}, ${rounds} rounds of ${duration} s phases, ${connections} connections, ${mode}\n`);

  const m = (pick) => median(results.map(pick));
  const cpu = (pick, per = 1) => fmt(m((r) => pick(r).cpuUs) / per, 0);
  const line = (what, pick, unit, per, ratio) =>
    `| ${what} | ${fmt(m((r) => pick(r).rps) * per, 0)} ${unit} | ${m((r) => pick(r).p50)} | ${m((r) => pick(r).p99)} | ${cpu(pick, per)} | ${ratio} |`;
  const singleRatio = m((r) => r.single.rps / r.health.rps);
  const singleToInsert = m((r) => r.single.rps / r.floorSingle.rps);
  const batchRatio = m((r) => r.batch.rps / r.floorBatch.rps);
  console.log("Medians over the rounds (each ratio is the median of the rounds' ratios):\n");
  console.log("| what | throughput | p50 ms | p99 ms | workerd CPU µs per event | ratio |\n|---|---|---|---|---|---|");
  console.log(line("GET /healthz (HTTP floor)", (r) => r.health, "req/s", 1, ""));
  console.log(
    line(
      "raw D1 insert, 1 event per request (storage floor)",
      (r) => r.floorSingle,
      "req/s",
      1,
      `${fmt(
        m((r) => r.floorSingle.rps / r.health.rps),
        2,
      )}× healthz`,
    ),
  );
  console.log(line("POST /v1/events, 1 event", (r) => r.single, "req/s", 1, `**${fmt(singleRatio, 2)}× healthz**, ${fmt(singleToInsert, 2)}× raw D1 insert`));
  console.log(line("floor worker: GET answered at once", (r) => r.floorGet, "req/s", 1, ""));
  console.log(
    line(
      "floor worker: POST answered after one D1 `SELECT 1`",
      (r) => r.floorRoundTrip,
      "req/s",
      1,
      `${fmt(
        m((r) => r.floorRoundTrip.rps / r.floorGet.rps),
        2,
      )}× its GET`,
    ),
  );
  console.log(line(`raw D1 batch, ${BATCH_EVENTS} events (storage floor)`, (r) => r.floorBatch, "events/s", BATCH_EVENTS, ""));
  console.log(line(`POST /v1/events, ${BATCH_EVENTS}-event batch`, (r) => r.batch, "events/s", BATCH_EVENTS, `**${fmt(batchRatio, 2)}× raw D1**`));

  console.log("\nEach round:\n");
  console.log(
    "| round | healthz req/s | single req/s | ratio | built after ms | raw D1 batch events/s | batch events/s | ratio | built after ms |\n|---|---|---|---|---|---|---|---|---|",
  );
  for (const [i, r] of results.entries()) {
    console.log(
      `| ${i + 1} | ${fmt(r.health.rps, 0)} | ${fmt(r.single.rps, 0)} | ${fmt(r.single.rps / r.health.rps, 2)}× | ${fmt(r.singleBuiltMs, 0)} | ${fmt(r.floorBatch.rps * BATCH_EVENTS, 0)} | ${fmt(r.batch.rps * BATCH_EVENTS, 0)} | ${fmt(r.batch.rps / r.floorBatch.rps, 2)}× | ${fmt(r.batchBuiltMs, 0)} |`,
    );
  }
  console.log('\n"built after": from the end of the phase until the outbox had nothing pending (every event posted in the phase segmented and summarized).');
  console.log(`\ngoals: single ≥ 0.6× healthz: ${singleRatio >= 0.6 ? "met" : "not met"}; batch ≥ 0.7× raw D1: ${batchRatio >= 0.7 ? "met" : "not met"}`);
  console.log(`command: npm run bench -- ingest${argv.length ? ` ${argv.join(" ")}` : ""}`);
}
