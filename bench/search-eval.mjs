// `npm run bench -- search-eval [--seed N] [--days N] [--sessions N] [--misses]`
//
// Retrieval quality of GET /v1/search on a synthetic, seeded history (bench/search-corpus.mjs)
// loaded into a real local service (wrangler dev): events posted with past timestamps, the TOC
// built by the queue, days and weeks rolled up. Every question's answer sits in known events.
//
// A hit covers a supporting event when it is that event (kind event), a grip whose span — the
// events GET /v1/grips/{id}?before=0&after=0 answers — holds it, or a segment node whose session
// and time range [start, end] hold it. Day, week, month and year nodes cover nothing: an answer
// that only names the day is not a retrieval of the event.
//   answer recall@k: the share of questions with at least one supporting event covered in the top k;
//   event recall@k: the mean share of a question's supporting events covered in the top k.
// The floor is the same metric for a random ranking: k segments drawn from all segments.
//
// Navigation: scripted agents count the API calls until they open (GET /v1/toc/nodes/{id}) the
// segment holding the answer, judging each opened segment with an oracle, giving up after 10:
//   search — GET /v1/search, then open the segment of each hit in rank order;
//   browse — GET /v1/toc/resolve of the week the question is about (an agent knows "last week"),
//            children of the week, then best-first over days and segments scored by how many of
//            the question's words their summaries hold (children listings carry summaries);
//   subtree — resolve the week, GET /v1/toc/nodes/{week}/search, open its segment hits in order.
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { fmt, startWorker } from "./lib.mjs";
import { makeCorpus } from "./search-corpus.mjs";
import { BENCH_VARS, createClient, dayId, isoWeekId } from "./search-api.mjs";

const K = [1, 5, 10];
const MAX_NAV_CALLS = 10;
const STOP = new Set(
  "a an and are as at be by did do does for from had has have how i in is it of on or our so that the their to was we were what when where which who why with".split(
    " ",
  ),
);

/** The words of a text, crudely stemmed to five letters: the navigator's reading, not the service's. */
function words(text) {
  return new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOP.has(w) && w.length > 1).map((w) => w.slice(0, 5)));
}
const overlap = (qWords, node) => {
  const text = words([node.title, ...node.bullets.map((b) => b.text), ...node.keywords].join(" "));
  let n = 0;
  for (const w of qWords) if (text.has(w)) n++;
  return n;
};

export async function groundTruth(client, corpus) {
  const days = [...new Set(corpus.events.map((e) => dayId(e.ts)))];
  const segments = [];
  for (const day of days) {
    const { body } = await client.get(`/v1/toc/nodes/${encodeURIComponent(day)}/children?limit=100`);
    segments.push(...body.children);
  }
  const byEvent = new Map();
  for (const e of corpus.events) {
    const seg = segments.find((s) => s.session_id === e.session_id && s.start_ts_ms <= e.ts && e.ts <= s.end_ts_ms);
    if (seg) byEvent.set(e.event_id, seg.node_id);
  }
  const segmentById = new Map(segments.map((s) => [s.node_id, s]));
  return { days, segments, segmentById, byEvent };
}

export async function measureRecall(client, corpus, truth) {
  const tsOf = new Map(corpus.events.map((e) => [e.event_id, e]));
  const gripSpans = new Map();
  const covered = async (hit, support) => {
    if (hit.kind === "event") return support.filter((id) => id === hit.id);
    if (hit.kind === "node") {
      const seg = truth.segmentById.get(hit.id);
      if (!seg) return [];
      return support.filter((id) => {
        const e = tsOf.get(id);
        return e.session_id === seg.session_id && seg.start_ts_ms <= e.ts && e.ts <= seg.end_ts_ms;
      });
    }
    if (!gripSpans.has(hit.id)) {
      const { body } = await client.get(`/v1/grips/${encodeURIComponent(hit.id)}?before=0&after=0`);
      gripSpans.set(hit.id, new Set(body.events.map((e) => e.event_id)));
    }
    return support.filter((id) => gripSpans.get(hit.id).has(id));
  };
  const rows = [];
  for (const q of corpus.questions) {
    const { body } = await client.get(`/v1/search?q=${encodeURIComponent(q.text)}&limit=10`);
    const found = new Set();
    const row = { q, answer: {}, events: {}, rank: null, top: body.results.slice(0, 3) };
    for (let i = 0; i < body.results.length; i++) {
      const ids = await covered(body.results[i], q.support);
      for (const id of ids) found.add(id);
      if (ids.length > 0 && row.rank === null) row.rank = i + 1;
      for (const k of K) if (i + 1 === k) [row.answer[k], row.events[k]] = [found.size > 0, found.size / q.support.length];
    }
    for (const k of K) if (row.answer[k] === undefined) [row.answer[k], row.events[k]] = [found.size > 0, found.size / q.support.length];
    // "when" questions are answered by the date the first covering hit carries.
    row.whenRight = q.style === "when" && row.rank !== null && body.results[row.rank - 1].date === new Date(q.ts).toISOString().slice(0, 10);
    rows.push(row);
  }
  return rows;
}

/** The segments holding a question's answer. */
export const targetsOf = (q, truth) => new Set(q.support.map((id) => truth.byEvent.get(id)).filter(Boolean));

export async function navigateBySearch(client, q, targets) {
  let calls = 1;
  const { body } = await client.get(`/v1/search?q=${encodeURIComponent(q.text)}&limit=10`);
  const opened = new Set();
  for (const hit of body.results) {
    const seg = hit.kind === "node" ? (hit.level === "segment" ? hit.id : null) : hit.next.node_id;
    if (seg === null || opened.has(seg) || calls >= MAX_NAV_CALLS) continue;
    opened.add(seg);
    calls++;
    await client.get(`/v1/toc/nodes/${encodeURIComponent(seg)}`);
    if (targets.has(seg)) return calls;
  }
  return null;
}

export async function navigateByBrowsing(client, q, targets) {
  const qWords = words(q.text);
  const week = isoWeekId(q.ts).slice("toc:week:".length);
  let calls = 1;
  const resolved = (await client.get(`/v1/toc/resolve?period=${week}`)).body;
  if (resolved.existing_node_ids.length === 0) return null;
  calls++;
  const days = (await client.get(`/v1/toc/nodes/${encodeURIComponent(resolved.existing_node_ids[0])}/children?limit=100`)).body.children;
  // Best first: the frontier holds days to list and segments to open, by score; segments win ties.
  let order = 0;
  const frontier = days.map((d) => ({ kind: "day", node: d, score: overlap(qWords, d), order: order++ }));
  while (frontier.length > 0 && calls < MAX_NAV_CALLS) {
    frontier.sort((a, b) => b.score - a.score || (a.kind === b.kind ? 0 : a.kind === "segment" ? -1 : 1) || a.order - b.order);
    const next = frontier.shift();
    calls++;
    if (next.kind === "segment") {
      await client.get(`/v1/toc/nodes/${encodeURIComponent(next.node.node_id)}`);
      if (targets.has(next.node.node_id)) return calls;
    } else {
      const children = (await client.get(`/v1/toc/nodes/${encodeURIComponent(next.node.node_id)}/children?limit=100`)).body.children;
      for (const s of children) frontier.push({ kind: "segment", node: s, score: overlap(qWords, s), order: order++ });
    }
  }
  return null;
}

export async function navigateBySubtree(client, q, targets) {
  const week = isoWeekId(q.ts).slice("toc:week:".length);
  let calls = 1;
  const resolved = (await client.get(`/v1/toc/resolve?period=${week}`)).body;
  if (resolved.existing_node_ids.length === 0) return null;
  calls++;
  const { body } = await client.get(`/v1/toc/nodes/${encodeURIComponent(resolved.existing_node_ids[0])}/search?q=${encodeURIComponent(q.text)}&limit=10`);
  for (const hit of body.results) {
    if (hit.level !== "segment" || calls >= MAX_NAV_CALLS) continue;
    calls++;
    await client.get(`/v1/toc/nodes/${encodeURIComponent(hit.id)}`);
    if (targets.has(hit.id)) return calls;
  }
  return null;
}

function summarizeCalls(results) {
  const reached = results.filter((c) => c !== null).sort((a, b) => a - b);
  const mean = reached.reduce((s, c) => s + c, 0) / (reached.length || 1);
  return {
    reached: reached.length,
    total: results.length,
    mean,
    median: reached[Math.floor(reached.length / 2)] ?? NaN,
    p90: reached[Math.floor(reached.length * 0.9)] ?? NaN,
  };
}

const pct = (x) => `${fmt(100 * x, 1)} %`;

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { seed: { type: "string" }, days: { type: "string" }, sessions: { type: "string" }, misses: { type: "boolean" }, port: { type: "string" } },
  });
  const options = { seed: Number(values.seed ?? 7), days: Number(values.days ?? 20), sessionsPerDay: Number(values.sessions ?? 3) };
  const started = new Date().toISOString();
  const corpus = makeCorpus(options);
  console.error(`corpus: ${corpus.events.length} events, ${corpus.questions.length} questions (seed ${options.seed})`);
  const service = await startWorker({ port: Number(values.port ?? 8795), vars: BENCH_VARS });
  try {
    const client = await createClient(service.url);
    for (let i = 0; i < corpus.events.length; i += 500) await client.post(corpus.events.slice(i, i + 500));
    await client.drained();
    const weeks = [...new Set(corpus.events.map((e) => isoWeekId(e.ts)))];
    const days = [...new Set(corpus.events.map((e) => dayId(e.ts)))];
    await client.rolledUp([...days, ...weeks]);
    const truth = await groundTruth(client, corpus);
    const unplaced = corpus.questions.filter((q) => targetsOf(q, truth).size === 0).length;
    if (unplaced > 0) throw new Error(`${unplaced} questions have no segment holding their answer: the build is incomplete`);
    console.error(`built: ${truth.segments.length} segments over ${days.length} days; asking…`);

    const rows = await measureRecall(client, corpus, truth);
    const nav = { search: [], browse: [], subtree: [] };
    for (const q of corpus.questions) {
      const targets = targetsOf(q, truth);
      nav.search.push(await navigateBySearch(client, q, targets));
      nav.browse.push(await navigateByBrowsing(client, q, targets));
      nav.subtree.push(await navigateBySubtree(client, q, targets));
    }

    const mean = (xs) => xs.reduce((s, x) => s + x, 0) / (xs.length || 1);
    const line = (label, rs) =>
      `| ${label} | ${rs.length} | ${K.map((k) => pct(mean(rs.map((r) => (r.answer[k] ? 1 : 0))))).join(" | ")} | ${pct(mean(rs.map((r) => r.events[5])))} | ${pct(mean(rs.map((r) => r.events[10])))} | ${fmt(mean(rs.map((r) => (r.rank ? 1 / r.rank : 0))), 3)} |`;
    // A random ranking's chance to put one of a question's segments in the top k.
    const floor = (k) => mean(corpus.questions.map((q) => Math.min(1, (k * targetsOf(q, truth).size) / truth.segments.length)));

    console.log(`\n### search-eval — ${started}, seed ${options.seed}\n`);
    console.log(`${corpus.events.length} events, ${truth.segments.length} segments, ${days.length} days, ${corpus.questions.length} questions.\n`);
    console.log("| questions | n | answer recall@1 | @5 | @10 | event recall@5 | event recall@10 | MRR@10 |\n|---|---|---|---|---|---|---|---|");
    console.log(line("all", rows));
    for (const style of ["identifier", "natural", "paraphrase", "when"])
      console.log(
        line(
          style,
          rows.filter((r) => r.q.style === style),
        ),
      );
    console.log(`| floor: random segments | | ${K.map((k) => pct(floor(k))).join(" | ")} | | | |`);
    const when = rows.filter((r) => r.q.style === "when");
    console.log(`\n"when" questions whose first covering hit carries the right date: ${when.filter((r) => r.whenRight).length} of ${when.length}.\n`);
    console.log(`| navigator | reached (≤ ${MAX_NAV_CALLS} calls) | mean calls | median | p90 |\n|---|---|---|---|---|`);
    for (const [name, results] of Object.entries(nav)) {
      const s = summarizeCalls(results);
      console.log(`| ${name} | ${s.reached} / ${s.total} (${pct(s.reached / s.total)}) | ${fmt(s.mean, 2)} | ${s.median} | ${s.p90} |`);
    }
    if (values.misses) {
      console.log("\nmisses at 10:");
      for (const r of rows.filter((r) => !r.answer[10]))
        console.log(`- [${r.q.style}] ${r.q.text}\n    top: ${r.top.map((h) => `${h.kind} ${h.snippet.slice(0, 90).replace(/\n/g, " ")}`).join(" ‖ ")}`);
    }
    console.log(`\ncommand: npm run bench -- search-eval${argv.length ? ` ${argv.join(" ")}` : ""}`);
  } finally {
    await service.stop();
    rmSync(service.persist, { recursive: true, force: true });
  }
}
