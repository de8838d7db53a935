// `npm run bench -- ingest [--duration S] [--connections N] [--without-consumer]`
// Single-event POST /v1/events next to GET /healthz (the HTTP floor), and 100-event batches
// next to a minimal worker doing only the same D1 batch insert (the storage floor); the same
// worker's single-event insert shows what one D1 write costs locally.
// Locally the queue consumer (segmenting, summaries, grips) runs in the same workerd on the same
// cores as the ingest path and the load generator; `--without-consumer` runs the service with no
// consumer bound (messages wait in the queue) to show the ingest path on its own.
// Each phase also reports the CPU the service's workerd processes spent per event (from /proc),
// which moves less than req/s when the machine is busy: it shows where a change saved work.
import autocannon from "autocannon";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { monotonicFactory } from "ulid";
import { fmt, root, startWorker } from "./lib.mjs";

const ADMIN_TOKEN = "bench-admin-token";
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
const batchBody = (n) => JSON.stringify({ events: Array.from({ length: n }, () => event(counter++)) });

async function load({ url, method = "GET", headers = {}, body, connections, duration, cpuMs }) {
  const cpuBefore = cpuMs?.();
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method,
        headers,
        ...(body ? { setupRequest: (req) => ({ ...req, body: body() }) } : {}),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    bad: result.non2xx + result.errors + result.timeouts,
    /** CPU of the service's workerd processes per request, in µs: steadier than req/s on a busy machine. */
    cpuUs: cpuMs ? ((cpuMs() - cpuBefore) * 1000) / result.requests.total : NaN,
  };
}

/** wrangler.toml without its queue consumer, paths made absolute, written under bench/.out/. */
function configWithoutConsumer() {
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8")
    .replace(/\[\[queues\.consumers\]\]\s*\nqueue = "amem-outbox"\n[\s\S]*?(?=\n\n|\n\[|\n#|$)/, "")
    .replace(/^main = "(.*)"$/m, (_, main) => `main = ${JSON.stringify(join(root, main))}`)
    .replace(/^migrations_dir = "(.*)"$/m, (_, dir) => `migrations_dir = ${JSON.stringify(join(root, dir))}`);
  if (/\[\[queues\.consumers\]\]\s*\nqueue = "amem-outbox"\n/.test(toml)) throw new Error("could not remove the queue consumer from wrangler.toml");
  const dir = join(root, "bench", ".out");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, "wrangler.without-consumer.toml");
  writeFileSync(path, toml);
  return path;
}

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { duration: { type: "string" }, connections: { type: "string" }, "without-consumer": { type: "boolean" } },
  });
  const withoutConsumer = values["without-consumer"] === true;
  const duration = Number(values.duration ?? 10);
  const connections = Number(values.connections ?? 10);
  const started = new Date().toISOString();

  const service = await startWorker({
    ...(withoutConsumer ? { config: configWithoutConsumer() } : {}),
    port: 8791,
    vars: { ADMIN_TOKEN, INGEST_EVENTS_PER_SECOND: "100000000", INGEST_BURST_EVENTS: "100000000" },
  });
  let health, single, batch, floor, floorSingle;
  try {
    const admin = { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" };
    const user = await (await fetch(`${service.url}/v1/admin/users`, { method: "POST", headers: admin, body: JSON.stringify({ name: "bench" }) })).json();
    const { token } = await (await fetch(`${service.url}/v1/admin/users/${user.user.user_id}/tokens`, { method: "POST", headers: admin, body: "{}" })).json();
    const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const post = { url: `${service.url}/v1/events`, method: "POST", headers: auth, connections, cpuMs: service.workerdCpuMs };

    await load({ url: `${service.url}/healthz`, connections, duration: 2 }); // warm-up
    health = await load({ url: `${service.url}/healthz`, connections, duration, cpuMs: service.workerdCpuMs });
    await load({ ...post, body: () => JSON.stringify(event(counter++)), duration: 2 });
    single = await load({ ...post, body: () => JSON.stringify(event(counter++)), duration });
    batch = await load({ ...post, body: () => batchBody(100), duration });
  } finally {
    await service.stop();
  }

  const floorWorker = await startWorker({ config: join(root, "bench", "floor-worker", "wrangler.toml"), port: 8792, healthPath: "/" });
  try {
    const post = { url: floorWorker.url, method: "POST", headers: { "Content-Type": "application/json" }, connections, cpuMs: floorWorker.workerdCpuMs };
    await load({ ...post, body: () => batchBody(100), duration: 2 });
    floor = await load({ ...post, body: () => batchBody(100), duration });
    floorSingle = await load({ ...post, body: () => batchBody(1), duration });
  } finally {
    await floorWorker.stop();
  }

  if (health.bad + single.bad + batch.bad + floor.bad + floorSingle.bad > 0) console.warn("warning: some requests failed; the figures are not comparable");
  const cpu = (r, per = 1) => `${fmt(r.cpuUs / per, 0)}`;
  const rows = [
    ["GET /healthz (HTTP floor)", `${fmt(health.rps, 0)} req/s`, health.p50, health.p99, health.bad, cpu(health), ""],
    ["raw D1 insert, 1 event (storage floor)", `${fmt(floorSingle.rps, 0)} req/s`, floorSingle.p50, floorSingle.p99, floorSingle.bad, cpu(floorSingle), `${fmt(floorSingle.rps / health.rps, 2)}× healthz`],
    [
      "POST /v1/events, 1 event",
      `${fmt(single.rps, 0)} req/s`,
      single.p50,
      single.p99,
      single.bad,
      cpu(single),
      `${fmt(single.rps / health.rps, 2)}× healthz, ${fmt(single.rps / floorSingle.rps, 2)}× raw D1`,
    ],
    ["raw D1 batch, 100 events (storage floor)", `${fmt(floor.rps * 100, 0)} events/s`, floor.p50, floor.p99, floor.bad, cpu(floor, 100), ""],
    ["POST /v1/events, 100-event batch", `${fmt(batch.rps * 100, 0)} events/s`, batch.p50, batch.p99, batch.bad, cpu(batch, 100), `${fmt(batch.rps / floor.rps, 2)}× raw D1`],
  ];
  const mode = withoutConsumer ? "service without its queue consumer" : "service with its queue consumer building the TOC";
  console.log(`\n### ingest — ${started}, ${connections} connections, ${duration} s per phase, ${mode}\n`);
  console.log("| what | throughput | p50 ms | p99 ms | errors | workerd CPU µs per event | ratio |\n|---|---|---|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.join(" | ")} |`);
  console.log(`\ncommand: npm run bench -- ingest${argv.length ? " " + argv.join(" ") : ""}`);
}
