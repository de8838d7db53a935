// `npm run bench -- ingest [--duration S] [--connections N]`
// Single-event POST /v1/events next to GET /healthz (the HTTP floor), and 100-event batches
// next to a minimal worker doing only the same D1 batch insert (the storage floor).
import autocannon from "autocannon";
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

async function load({ url, method = "GET", headers = {}, body, connections, duration }) {
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
  };
}

export async function run(argv) {
  const { values } = parseArgs({ args: argv, options: { duration: { type: "string" }, connections: { type: "string" } } });
  const duration = Number(values.duration ?? 10);
  const connections = Number(values.connections ?? 10);
  const started = new Date().toISOString();

  const service = await startWorker({
    port: 8791,
    vars: { ADMIN_TOKEN, INGEST_EVENTS_PER_SECOND: "100000000", INGEST_BURST_EVENTS: "100000000" },
  });
  let health, single, batch, floor;
  try {
    const admin = { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" };
    const user = await (await fetch(`${service.url}/v1/admin/users`, { method: "POST", headers: admin, body: JSON.stringify({ name: "bench" }) })).json();
    const { token } = await (await fetch(`${service.url}/v1/admin/users/${user.user.user_id}/tokens`, { method: "POST", headers: admin, body: "{}" })).json();
    const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const post = { url: `${service.url}/v1/events`, method: "POST", headers: auth, connections };

    await load({ url: `${service.url}/healthz`, connections, duration: 2 }); // warm-up
    health = await load({ url: `${service.url}/healthz`, connections, duration });
    await load({ ...post, body: () => JSON.stringify(event(counter++)), duration: 2 });
    single = await load({ ...post, body: () => JSON.stringify(event(counter++)), duration });
    batch = await load({ ...post, body: () => batchBody(100), duration });
  } finally {
    await service.stop();
  }

  const floorWorker = await startWorker({ config: join(root, "bench", "floor-worker", "wrangler.toml"), port: 8792, healthPath: "/" });
  try {
    const post = { url: floorWorker.url, method: "POST", headers: { "Content-Type": "application/json" }, connections };
    await load({ ...post, body: () => batchBody(100), duration: 2 });
    floor = await load({ ...post, body: () => batchBody(100), duration });
  } finally {
    await floorWorker.stop();
  }

  if (health.bad + single.bad + batch.bad + floor.bad > 0) console.warn("warning: some requests failed; the figures are not comparable");
  const rows = [
    ["GET /healthz (HTTP floor)", `${fmt(health.rps, 0)} req/s`, health.p50, health.p99, health.bad, ""],
    ["POST /v1/events, 1 event", `${fmt(single.rps, 0)} req/s`, single.p50, single.p99, single.bad, `${fmt(single.rps / health.rps, 2)}× healthz`],
    ["raw D1 batch, 100 events (storage floor)", `${fmt(floor.rps * 100, 0)} events/s`, floor.p50, floor.p99, floor.bad, ""],
    ["POST /v1/events, 100-event batch", `${fmt(batch.rps * 100, 0)} events/s`, batch.p50, batch.p99, batch.bad, `${fmt(batch.rps / floor.rps, 2)}× raw D1`],
  ];
  console.log(`\n### ingest — ${started}, ${connections} connections, ${duration} s per phase\n`);
  console.log("| what | throughput | p50 ms | p99 ms | errors | ratio |\n|---|---|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.join(" | ")} |`);
  console.log(`\ncommand: npm run bench -- ingest${argv.length ? " " + argv.join(" ") : ""}`);
}
