// `npm run bench -- mcp [--events N] [--samples N] [--only tools]`
//
// The MCP server next to the REST API it wraps. One user's history (the seeded synthetic coding
// sessions of bench/search-corpus.mjs) is posted to a local service (wrangler dev) and built into
// the TOC; then, in rounds, sequentially and paced under the per-user read limit:
//   GET /healthz                               the floor: same HTTP path, no auth, no storage
//   GET /v1/search?q=…&limit=5      and  POST /mcp tools/call search { q, limit: 5 }
//   GET /v1/toc/nodes/{id}          and  POST /mcp tools/call read_node { node_id }
// Each round picks one question and one node id and sends the REST call and the tool call with
// the same ones, alternating which goes first, so that noise and caches hit both alike. The tool
// call is a plain JSON-RPC POST (what any MCP client sends after initialize; the server is
// stateless), timed like the REST GET: from the request to the parsed body.
//
// Parts: each measures its own floor in the same run and prints its own table. `tools` is the
// one above; a part is added to PARTS and can be run alone with --only. The other figure of
// reaching the agent, the SessionStart hook with a warm cache next to `node -e ''`, is a row of
// `npm run bench -- hook`, beside the other hook rows and their floor.
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { fmt, percentile, prng, startWorker } from "./lib.mjs";
import { makeCorpus } from "./search-corpus.mjs";
import { BENCH_VARS, createClient } from "./search-api.mjs";

const WARMUP_ROUNDS = 20;
/** Requests per second the bench allows itself: under the read limiter's 60/s average. */
const REQUESTS_PER_SECOND = 55;
const MCP_PROTOCOL_VERSION = "2025-06-18";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A paced, timed HTTP client of one user: REST GETs and MCP tool calls through the same code. */
function pacedClient(url, token) {
  let nextAt = 0;
  let rpcId = 0;
  async function timed(path, init) {
    for (;;) {
      const wait = nextAt - performance.now();
      if (wait > 0) await sleep(wait);
      nextAt = Math.max(performance.now(), nextAt) + 1000 / REQUESTS_PER_SECOND;
      const started = performance.now();
      const res = await fetch(url + path, init);
      const text = await res.text();
      const body = JSON.parse(text);
      const ms = performance.now() - started;
      if (res.status === 429) {
        await sleep(Number(res.headers.get("Retry-After") ?? "1") * 1000);
        continue;
      }
      if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
      return { body, ms, bytes: text.length };
    }
  }
  const auth = { Authorization: `Bearer ${token}` };
  return {
    get: (path) => timed(path, { headers: auth }),
    /** tools/call, as an MCP client sends it; throws on a tool error so that no error is timed as an answer. */
    async tool(name, args) {
      const request = { jsonrpc: "2.0", id: ++rpcId, method: "tools/call", params: { name, arguments: args } };
      const answer = await timed("/mcp", {
        method: "POST",
        headers: {
          ...auth,
          "Content-Type": "application/json",
          Accept: "application/json, text/event-stream",
          "MCP-Protocol-Version": MCP_PROTOCOL_VERSION,
        },
        body: JSON.stringify(request),
      });
      if (answer.body.error || answer.body.result?.isError) throw new Error(`${name} failed: ${JSON.stringify(answer.body).slice(0, 300)}`);
      return answer;
    },
  };
}

async function load(client, events) {
  for (let i = 0; i < events.length; i += 500) await client.post(events.slice(i, i + 500));
  await client.drained({ timeoutMs: 1_800_000, onProgress: (pending) => console.error(`building the TOC: ${pending} outbox rows pending`) });
}

/** Tool calls next to their REST calls. */
async function toolsPart({ http, questions, samples, seed }) {
  const rand = prng(seed);
  const pick = (items) => items[Math.floor(rand() * items.length)];
  const nodeIds = new Set();
  for (let i = 0; i < 30 && nodeIds.size < 60; i++) {
    for (const hit of (await http.get(`/v1/search?q=${encodeURIComponent(pick(questions).text)}&limit=20`)).body.results) {
      if (hit.next.node_id) nodeIds.add(hit.next.node_id);
    }
  }
  if (nodeIds.size === 0) throw new Error("the searches found no nodes to read");
  const ids = [...nodeIds];
  const pairs = {
    search: {
      rest: (q) => http.get(`/v1/search?q=${encodeURIComponent(q)}&limit=5`),
      mcp: (q) => http.tool("search", { q, limit: 5 }),
      arg: () => pick(questions).text,
    },
    "node read": {
      rest: (id) => http.get(`/v1/toc/nodes/${encodeURIComponent(id)}`),
      mcp: (id) => http.tool("read_node", { node_id: id }),
      arg: () => pick(ids),
    },
  };
  const rows = { "GET /healthz": [] };
  const sizes = {};
  for (const what of Object.keys(pairs)) {
    rows[`${what}: REST`] = [];
    rows[`${what}: MCP`] = [];
    sizes[what] = { rest: [], mcp: [], tokens: [] };
  }
  for (let round = 0; round < WARMUP_ROUNDS + samples; round++) {
    const measured = round >= WARMUP_ROUNDS;
    const floor = await http.get("/healthz");
    if (measured) rows["GET /healthz"].push(floor.ms);
    for (const [what, pair] of Object.entries(pairs)) {
      const arg = pair.arg();
      const order = round % 2 === 0 ? ["rest", "mcp"] : ["mcp", "rest"];
      for (const side of order) {
        const { ms, bytes, body } = await pair[side](arg);
        if (!measured) continue;
        rows[`${what}: ${side === "rest" ? "REST" : "MCP"}`].push(ms);
        sizes[what][side].push(bytes);
        if (side === "mcp") sizes[what].tokens.push(body.result.structuredContent.estimate.text_tokens);
      }
    }
  }
  for (const list of Object.values(rows)) list.sort((a, b) => a - b);
  return { rows, sizes };
}

function reportTools({ rows, sizes }) {
  const floor = rows["GET /healthz"];
  console.log("| what | p50 ms | p95 ms | p99 ms | p50 / healthz p50 | MCP p50 / REST p50 |\n|---|---|---|---|---|---|");
  for (const [name, list] of Object.entries(rows)) {
    const restTwin = name.endsWith(": MCP") ? rows[name.replace(": MCP", ": REST")] : undefined;
    const vsRest = restTwin ? `**${fmt(percentile(list, 50) / percentile(restTwin, 50), 2)}×**` : "";
    const vsFloor = name === "GET /healthz" ? "" : `${fmt(percentile(list, 50) / percentile(floor, 50), 1)}×`;
    console.log(
      `| ${name}${name === "GET /healthz" ? " (floor)" : ""} | ${fmt(percentile(list, 50))} | ${fmt(percentile(list, 95))} | ${fmt(percentile(list, 99))} | ${vsFloor} | ${vsRest} |`,
    );
  }
  const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
  console.log("\n| answer size, mean | REST body bytes | MCP body bytes (text + structuredContent) | MCP text, cl100k tokens |\n|---|---|---|---|");
  for (const [what, s] of Object.entries(sizes)) console.log(`| ${what} | ${fmt(mean(s.rest), 0)} | ${fmt(mean(s.mcp), 0)} | ${fmt(mean(s.tokens), 0)} |`);
}

/** The parts of this benchmark: each is measured against the service started for the run and prints its own table. */
const PARTS = {
  tools: { measure: toolsPart, report: reportTools, title: "tool calls next to the same REST calls" },
};

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      events: { type: "string" },
      samples: { type: "string" },
      seed: { type: "string" },
      port: { type: "string" },
      only: { type: "string" },
    },
  });
  const options = { events: Number(values.events ?? 5_000), samples: Number(values.samples ?? 200), seed: Number(values.seed ?? 13) };
  const parts = values.only ? values.only.split(",") : Object.keys(PARTS);
  for (const part of parts) if (!PARTS[part]) throw new Error(`unknown part "${part}"; parts: ${Object.keys(PARTS).join(", ")}`);
  const started = new Date().toISOString();
  // About 15 events a session, 6 sessions a working day.
  const corpus = makeCorpus({ days: Math.ceil(options.events / 90) + 1, sessionsPerDay: 6, start: Date.UTC(2026, 5, 1), seed: options.seed });
  const events = corpus.events.slice(0, options.events);
  const questions = corpus.questions.filter((q) => q.ts <= events.at(-1).ts);
  const service = await startWorker({ port: Number(values.port ?? 8811), vars: BENCH_VARS, localTracing: false });
  const results = {};
  try {
    const client = await createClient(service.url, { name: "bench-mcp" });
    await load(client, events);
    console.error(`${events.length} events loaded and built; sampling…`);
    const http = pacedClient(service.url, client.token);
    for (const part of parts) results[part] = await PARTS[part].measure({ http, questions, ...options });
  } finally {
    await service.stop();
    rmSync(service.persist, { recursive: true, force: true });
  }
  console.log(`\n### mcp — ${started}, ${events.length} events for one user, ${options.samples} samples per row`);
  for (const part of parts) {
    console.log(`\n${PARTS[part].title}:\n`);
    PARTS[part].report(results[part]);
  }
  console.log(`\ncommand: npm run bench -- mcp${argv.length ? ` ${argv.join(" ")}` : ""}`);
}
