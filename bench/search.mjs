// `npm run bench -- search [--events N] [--samples N] [--batch N] [--concurrency N] [--keep]`
//
// Read latency at scale: one user's history of N events (default 100,000; the seeded synthetic
// coding sessions of bench/search-corpus.mjs, two years of working days) is posted through the
// API in large batches to a local service (wrangler dev), built into the TOC by the queue, and
// then, interleaved round-robin so that noise hits every endpoint alike, sampled sequentially:
//   GET /healthz                          the floor: the same HTTP path, no auth, no storage
//   GET /v1/search?q=<a question>         the corpus's questions, natural language
//   GET /v1/toc/nodes/{segment or day}    ids found by the searches
//   GET /v1/toc/nodes/{day or week}/children
//   GET /v1/grips/{id}                    grips found by the searches, default context
// Reads are paced under the per-user read limit (no 429 is measured). Afterwards the local D1
// file is opened (node:sqlite, dbstat) to size the FTS5 indexes: their shadow tables' pages,
// per event, next to the events table itself. --keep leaves the local state for a closer look.
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { fmt, percentile, prng, startWorker } from "./lib.mjs";
import { makeCorpus } from "./search-corpus.mjs";
import { BENCH_VARS, createClient } from "./search-api.mjs";

const SESSIONS_PER_DAY = 12;
/** Events a synthetic session holds on average; the history is made a little longer and cut. */
const EVENTS_PER_SESSION = 15;
const WARMUP = 20;

/** One user's history of exactly `total` events, oldest first. */
function history(total, seed) {
  const days = Math.ceil((total / (SESSIONS_PER_DAY * EVENTS_PER_SESSION)) * 1.1) + 1;
  const corpus = makeCorpus({ days, sessionsPerDay: SESSIONS_PER_DAY, start: Date.UTC(2024, 0, 1), seed });
  if (corpus.events.length < total) throw new Error(`the corpus holds ${corpus.events.length} events, fewer than ${total}`);
  return { events: corpus.events.slice(0, total), questions: corpus.questions.filter((q) => q.ts <= corpus.events[total - 1].ts) };
}

async function load(client, events, { batch, concurrency }) {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < events.length) {
      const slice = events.slice(next, next + batch);
      next += batch;
      await client.post(slice);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const ingestMs = performance.now() - started;
  await client.drained({ timeoutMs: 1_800_000, onProgress: (pending) => console.error(`building the TOC: ${pending} outbox rows pending`) });
  return { ingestMs, buildMs: performance.now() - started - ingestMs };
}

/** Index pages per table from the local D1 file: every FTS shadow table, the events table, the whole file. */
async function indexSizes(persist) {
  const { DatabaseSync } = await import("node:sqlite");
  const dir = join(persist, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  const db = new DatabaseSync(join(dir, file), { readOnly: true });
  try {
    const rows = db.prepare("SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name").all();
    const bytes = (test) => rows.filter((r) => test(r.name)).reduce((s, r) => s + Number(r.bytes), 0);
    const perIndex = {};
    for (const index of ["events_fts", "nodes_fts", "grips_fts"]) perIndex[index] = bytes((n) => n.startsWith(`${index}_`));
    const counts = db
      .prepare("SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM toc_nodes) AS nodes, (SELECT count(*) FROM grips) AS grips")
      .get();
    return {
      perIndex,
      fts: Object.values(perIndex).reduce((s, b) => s + b, 0),
      // The events table with its own indexes (sqlite_autoindex_events_*, idx_events_*).
      events: bytes((n) => n === "events" || n.startsWith("sqlite_autoindex_events_") || n.startsWith("events_by_")),
      file: rows.reduce((s, r) => s + Number(r.bytes), 0),
      counts,
    };
  } finally {
    db.close();
  }
}

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      events: { type: "string" },
      samples: { type: "string" },
      batch: { type: "string" },
      concurrency: { type: "string" },
      seed: { type: "string" },
      port: { type: "string" },
      keep: { type: "boolean" },
    },
  });
  const options = {
    events: Number(values.events ?? 100_000),
    samples: Number(values.samples ?? 300),
    batch: Number(values.batch ?? 500),
    concurrency: Number(values.concurrency ?? 4),
    seed: Number(values.seed ?? 11),
  };
  const started = new Date().toISOString();
  const corpus = history(options.events, options.seed);
  console.error(
    `history: ${corpus.events.length} events, ${new Date(corpus.events[0].ts).toISOString().slice(0, 10)} … ${new Date(corpus.events.at(-1).ts).toISOString().slice(0, 10)}`,
  );
  const service = await startWorker({ port: Number(values.port ?? 8798), vars: BENCH_VARS });
  let timings, build, sizes;
  try {
    const client = await createClient(service.url);
    build = await load(client, corpus.events, options);
    console.error(`loaded in ${fmt(build.ingestMs / 1000, 0)} s, built in ${fmt(build.buildMs / 1000, 0)} s; sampling…`);
    timings = await sample(client, service.url, corpus.questions, options);
  } finally {
    await service.stop();
  }
  try {
    sizes = await indexSizes(service.persist);
  } finally {
    if (values.keep) console.error(`local state kept in ${service.persist}`);
    else rmSync(service.persist, { recursive: true, force: true });
  }
  report({ started, argv, options, timings, build, sizes });
}

/** Sequential, paced, round-robin samples of every endpoint; answers sorted latencies per endpoint. */
async function sample(client, _url, questions, { samples, seed }) {
  const rand = prng(seed);
  const pick = (items) => items[Math.floor(rand() * items.length)];
  const segments = new Set();
  const days = new Set();
  const grips = new Set();
  const weeks = new Set();
  const remember = (hits) => {
    for (const h of hits) {
      if (h.next.node_id?.startsWith("toc:segment:")) {
        segments.add(h.next.node_id);
        days.add(`toc:day:${h.next.node_id.split(":")[2]}`);
      }
      if (h.next.grip_id) grips.add(h.next.grip_id);
    }
  };
  // Ids to read come from searches, as an agent's would; their weeks from resolve.
  for (let i = 0; i < 40 && (grips.size < 50 || segments.size < 50); i++)
    remember((await client.get(`/v1/search?q=${encodeURIComponent(pick(questions).text)}&limit=20`)).body.results);
  for (const day of [...days].slice(0, 30)) {
    const resolved = (await client.get(`/v1/toc/resolve?period=${day.slice("toc:day:".length)}`)).body;
    if (resolved.existing_node_ids.length > 0) {
      const week = (await client.get(`/v1/toc/nodes/${encodeURIComponent(day)}`)).body.node.parent_id;
      weeks.add(week);
    }
  }
  if (grips.size === 0 || segments.size === 0) throw new Error("the searches found no grips or segments to read");
  const nodeIds = [...segments, ...days];
  const parents = [...days, ...weeks];
  const gripIds = [...grips];
  const endpoints = {
    "GET /healthz": () => client.get("/healthz"),
    "GET /v1/search": () => client.get(`/v1/search?q=${encodeURIComponent(pick(questions).text)}`),
    "GET /v1/toc/nodes/{id}": () => client.get(`/v1/toc/nodes/${encodeURIComponent(pick(nodeIds))}`),
    "GET /v1/toc/nodes/{id}/children": () => client.get(`/v1/toc/nodes/${encodeURIComponent(pick(parents))}/children`),
    "GET /v1/grips/{id}": () => client.get(`/v1/grips/${encodeURIComponent(pick(gripIds))}`),
  };
  const timings = Object.fromEntries(Object.keys(endpoints).map((k) => [k, []]));
  for (let i = 0; i < WARMUP + samples; i++) {
    for (const [name, call] of Object.entries(endpoints)) {
      const { ms } = await call();
      if (i >= WARMUP) timings[name].push(ms);
    }
  }
  for (const list of Object.values(timings)) list.sort((a, b) => a - b);
  return timings;
}

function report({ started, argv, options, timings, build, sizes }) {
  const floor = timings["GET /healthz"];
  console.log(`\n### search — ${started}, ${options.events} events for one user, ${options.samples} samples per endpoint\n`);
  console.log("| what | p50 ms | p99 ms | p50 / healthz p50 | p99 / healthz p99 |\n|---|---|---|---|---|");
  for (const [name, list] of Object.entries(timings)) {
    const ratio = (p) => (name === "GET /healthz" ? "" : `${fmt(percentile(list, p) / percentile(floor, p), 1)}×`);
    console.log(
      `| ${name}${name === "GET /healthz" ? " (floor)" : ""} | ${fmt(percentile(list, 50), 1)} | ${fmt(percentile(list, 99), 1)} | ${ratio(50)} | ${ratio(99)} |`,
    );
  }
  const perEvent = (bytes) => fmt(bytes / sizes.counts.events, 0);
  console.log(`\n| index size | bytes | per event |\n|---|---|---|`);
  for (const [name, bytes] of Object.entries(sizes.perIndex)) console.log(`| ${name} (shadow tables) | ${bytes} | ${perEvent(bytes)} |`);
  console.log(`| all FTS indexes | ${sizes.fts} | ${perEvent(sizes.fts)} |`);
  console.log(`| events table and its indexes (the floor) | ${sizes.events} | ${perEvent(sizes.events)} (FTS = ${fmt(sizes.fts / sizes.events, 2)}× events) |`);
  console.log(`| whole D1 file | ${sizes.file} | ${perEvent(sizes.file)} |`);
  console.log(
    `\n${sizes.counts.events} events, ${sizes.counts.nodes} nodes, ${sizes.counts.grips} grips. Ingest: ${fmt(build.ingestMs / 1000, 0)} s (${fmt(options.events / (build.ingestMs / 1000), 0)} events/s, batches of ${options.batch}, ${options.concurrency} in flight); TOC build after the last POST: ${fmt(build.buildMs / 1000, 0)} s.`,
  );
  console.log(`command: npm run bench -- search${argv.length ? ` ${argv.join(" ")}` : ""}`);
}
