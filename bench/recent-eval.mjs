// `npm run bench -- recent-eval [--seed N] [--days N] [--sessions N] [--core DIR | --service [--port P]] [--misses]`
//
// Can `recent` alone answer "what did we do on <day>?" and "how did <topic> end?" in one call?
// The history of bench/search-corpus.mjs (seeded sessions of bug fixes, decisions, upgrades, slow
// queries…, each episode ending in a reply that says how it ended) is built into a table of
// contents, and each question is judged against the day node `recent` would show:
//   day answered: every session of the day has its ending named in the day's summary;
//   ending named: the share of episodes whose ending is named in their day's summary (and in
//     their week's, for `recent --period "last week"`).
// Built two ways:
//   default: through the pure core in plain Node — segmenter, extractive segment summaries, day
//     and week rollups, as the service builds them. Fast; measures the summarizer and the
//     rollup planning only.
//   --service: posted to a real local service (wrangler dev: D1, the user's Durable Object, the
//     queue, the rollup job), and each day and week read back through the service's `recent`
//     (the MCP tool an agent calls: one call per question). Measures what an agent gets.
// An ending is named when one bullet (or the title) holds at least half of the words of the
// episode's closing reply (the navigator's crude five-letter stems, as in search-eval).
// Tokens (cl100k): what the day's answer costs — its title, bullets and keywords — next to the
// raw events of the day it stands for, and a week's next to the week's; with --service also the
// whole `recent` answer's text.
// `--core DIR` builds the core from another checkout (e.g. a worktree of an older commit), so a
// change to the summarizer can be measured before and after on the same history.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { getEncoding } from "js-tiktoken";
import { bundleModules, fmt, root, startWorker } from "./lib.mjs";
import { makeCorpus } from "./search-corpus.mjs";
import { BENCH_VARS, createClient, dayId, isoWeekId } from "./search-api.mjs";

const TIME_ZONE = "UTC";
const AS_OF_MS = Date.UTC(2030, 0, 1);
const NAMED_SHARE = 0.5;
const STOP = new Set(
  "a an and are as at be by did do does for from had has have how i in is it of on or our so that the their to was we were what when where which who why with this then now into after before".split(
    " ",
  ),
);

const words = (text) => new Set((text.toLowerCase().match(/[a-z0-9_]+/g) ?? []).filter((w) => !STOP.has(w) && w.length > 2).map((w) => w.slice(0, 5)));

/** Whether a node's summary names an ending: one line holds at least half of the ending's words. */
function names(node, endingWords) {
  if (endingWords.size === 0) return true;
  return [node.title, ...node.bullets.map((b) => b.text)].some((line) => {
    const have = words(line);
    let n = 0;
    for (const w of endingWords) if (have.has(w)) n++;
    return n / endingWords.size >= NAMED_SHARE;
  });
}

async function bundleCore(coreRoot, dir) {
  const modules = {
    "./src/core/toc/segmenter": ["feed", "flush", "initialSegmenterState"],
    "./src/core/toc/segment-node": ["buildSegmentNode", "parentNodeDrafts"],
    "./src/core/summarize/extractive": ["extractiveSummarizer", "summarizeExtractive"],
    "./src/core/toc/tokens": ["countEventTokens", "loadTokenCounter"],
    "./src/core/toc/rollup": ["planRollup", "rollupInput"],
    "./src/core/toc/rollup-config": ["rollupConfig"],
  };
  return import(pathToFileURL(await bundleModules(dir, modules, { from: coreRoot })).href);
}

/** Segments, then days and weeks rolled up from them, as the service's builder and rollup pass make them. */
async function buildToc(core, corpus) {
  const counter = await core.loadTokenCounter();
  const countTokens = (e) => core.countEventTokens(counter, e);
  const bySession = new Map();
  for (const e of corpus.events) {
    const event = { ...e, ts_ms: e.ts };
    delete event.ts;
    (bySession.get(e.session_id) ?? bySession.set(e.session_id, []).get(e.session_id)).push(event);
  }
  const children = new Map();
  const addChild = (parentId, child) => (children.get(parentId) ?? children.set(parentId, []).get(parentId)).push(child);
  const periods = new Map();
  for (const events of bySession.values()) {
    const fed = core.feed(core.initialSegmenterState(events[0].session_id), events, { countTokens });
    const closed = [...fed.closed, ...core.flush(fed.state).closed];
    for (const segment of closed) {
      const draft = await core.buildSegmentNode(segment, events, TIME_ZONE, core.extractiveSummarizer);
      addChild(draft.parentId, {
        nodeId: draft.nodeId,
        sessionId: draft.sessionId,
        level: "segment",
        title: draft.title,
        bullets: draft.bullets,
        keywords: draft.keywords,
        startTsMs: draft.startMs,
        endTsMs: draft.endMs + 1,
        status: "final",
        weight: segment.tokenCount,
      });
      for (const p of core.parentNodeDrafts(draft.nodeId, TIME_ZONE)) periods.set(p.node_id, p);
    }
  }
  const config = core.rollupConfig({});
  const nodes = new Map();
  for (const level of ["day", "week"]) {
    const due = [...periods.values()].filter((p) => p.level === level).sort((a, b) => a.start_ms - b.start_ms);
    for (const p of due) {
      const target = {
        nodeId: p.node_id,
        level,
        title: "",
        bullets: [],
        keywords: [],
        endTsMs: p.end_ms,
        status: "pending",
        summarizer: null,
        weight: 0,
        dirtySinceMs: 1,
      };
      const kids = (children.get(p.node_id) ?? []).sort((a, b) => a.startTsMs - b.startTsMs);
      const plan = core.planRollup(target, kids, core.summarizeExtractive(core.rollupInput(target, kids)), AS_OF_MS, config);
      const node = {
        nodeId: p.node_id,
        level,
        title: plan.title,
        bullets: plan.bullets,
        keywords: plan.keywords,
        startTsMs: p.start_ms,
        endTsMs: p.end_ms,
        status: plan.status,
        weight: plan.weight,
      };
      nodes.set(p.node_id, node);
      if (p.parent_id) addChild(p.parent_id, node);
    }
  }
  return nodes;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One call of the service's MCP `recent` tool (stateless Streamable HTTP: a POST answered with JSON). */
async function recentCall(url, token, period) {
  for (;;) {
    const res = await fetch(`${url}/mcp`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "recent", arguments: { period } } }),
    });
    if (res.status === 429) {
      await sleep(Number(res.headers.get("Retry-After") ?? "1") * 1000);
      continue;
    }
    const body = await res.json();
    if (!res.ok || body.error || body.result?.isError) throw new Error(`recent ${period}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { answer: body.result.structuredContent, text: body.result.content.map((c) => c.text ?? "").join("\n") };
  }
}

/**
 * The corpus posted to a local service and built there; each day and week read back with one
 * `recent` call. Answers the nodes as `recent` showed them, and the text of each day's answer.
 */
async function serviceToc(corpus, port) {
  const service = await startWorker({ port, vars: BENCH_VARS });
  try {
    const client = await createClient(service.url, { name: "bench-recent" });
    for (let i = 0; i < corpus.events.length; i += 500) await client.post(corpus.events.slice(i, i + 500));
    await client.drained();
    const days = [...new Set(corpus.events.map((e) => dayId(e.ts)))];
    const weeks = [...new Set(corpus.events.map((e) => isoWeekId(e.ts)))];
    // The history is old: each session's last segment closes for idleness at the alarm right
    // after its build. Roll up only once every segment has closed, as a later `recent` would see it.
    for (const started = Date.now(); ; await sleep(1000)) {
      let open = 0;
      for (const id of days)
        open += (await client.get(`/v1/toc/nodes/${encodeURIComponent(id)}/children?limit=100`)).body.children.filter((c) => c.open).length;
      if (open === 0) break;
      if (Date.now() - started > 300_000) throw new Error(`${open} segments still open after 5 minutes`);
    }
    await client.rolledUp([...days, ...weeks]);
    const nodes = new Map();
    const dayTexts = new Map();
    for (const id of [...days, ...weeks]) {
      const { answer, text } = await recentCall(service.url, client.token, id.split(":")[2]);
      const entry = answer.nodes.find((n) => n.node.node_id === id);
      if (!entry) throw new Error(`recent ${id} did not show ${id}`);
      nodes.set(id, entry.node);
      if (id.startsWith("toc:day:")) dayTexts.set(id, text);
    }
    return { nodes, dayTexts };
  } finally {
    await service.stop();
    rmSync(service.persist, { recursive: true, force: true });
  }
}

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      seed: { type: "string", default: "7" },
      days: { type: "string", default: "20" },
      sessions: { type: "string", default: "3" },
      core: { type: "string" },
      service: { type: "boolean", default: false },
      port: { type: "string", default: "8796" },
      misses: { type: "boolean", default: false },
    },
  });
  const coreRoot = values.core ? resolve(values.core) : root;
  const corpus = makeCorpus({ seed: Number(values.seed), days: Number(values.days), sessionsPerDay: Number(values.sessions) });
  const dir = mkdtempSync(join(tmpdir(), "amem-recent-eval-"));
  try {
    if (values.service && values.core) throw new Error("--service measures this checkout's service: it takes no --core");
    const built = values.service
      ? await serviceToc(corpus, Number(values.port))
      : { nodes: await buildToc(await bundleCore(coreRoot, dir), corpus), dayTexts: null };
    const { nodes, dayTexts } = built;
    const enc = getEncoding("cl100k_base");
    const tokens = (text) => enc.encode(text).length;

    // Each episode's closing reply (an assistant_stop its questions are answered by) says how it ended.
    const byId = new Map(corpus.events.map((e) => [e.event_id, e]));
    const endings = new Map();
    for (const q of corpus.questions) {
      for (const id of q.support) {
        const e = byId.get(id);
        if (e?.event_type === "assistant_stop") endings.set(id, e);
      }
    }
    const perDay = new Map();
    let named = 0;
    let namedByWeek = 0;
    for (const e of endings.values()) {
      const endingWords = words(e.text);
      const day = nodes.get(dayId(e.ts));
      const week = nodes.get(isoWeekId(e.ts));
      const ok = day !== undefined && names(day, endingWords);
      if (ok) named++;
      else if (values.misses) console.log(`missed: ${e.text}\n  in ${day?.nodeId ?? day?.node_id}:\n    ${day?.bullets.map((b) => b.text).join("\n    ")}`);
      if (week !== undefined && names(week, endingWords)) namedByWeek++;
      const entry = perDay.get(dayId(e.ts)) ?? { sessions: new Map() };
      entry.sessions.set(e.session_id, (entry.sessions.get(e.session_id) ?? true) && ok);
      perDay.set(dayId(e.ts), entry);
    }
    const days = [...perDay.entries()];
    const answeredDays = days.filter(([, d]) => [...d.sessions.values()].every(Boolean)).length;
    const sessionsNamed = days.reduce((n, [, d]) => n + [...d.sessions.values()].filter(Boolean).length, 0);
    const sessionCount = days.reduce((n, [, d]) => n + d.sessions.size, 0);

    const dayIds = [...new Set(corpus.events.map((e) => dayId(e.ts)))];
    let answerTokens = 0;
    let rawTokens = 0;
    for (const id of dayIds) {
      const node = nodes.get(id);
      answerTokens += tokens([node.title, ...node.bullets.map((b) => `• ${b.text}`), `keywords: ${node.keywords.join(", ")}`].join("\n"));
      rawTokens += corpus.events.filter((e) => dayId(e.ts) === id).reduce((n, e) => n + tokens(e.text), 0);
    }

    const weekIds = [...new Set(corpus.events.map((e) => isoWeekId(e.ts)))];
    let weekTokens = 0;
    for (const id of weekIds) {
      const node = nodes.get(id);
      weekTokens += tokens([node.title, ...node.bullets.map((b) => `• ${b.text}`), `keywords: ${node.keywords.join(", ")}`].join("\n"));
    }

    const source = values.service ? "the service's recent (MCP tool), wrangler dev" : `the core in plain Node, from ${values.core ?? "this checkout"}`;
    console.log(`\n### recent-eval — seed ${values.seed}, ${values.days} days × ${values.sessions} sessions, built by ${source}\n`);
    console.log("| question, answered from `recent` alone (one call) | share |");
    console.log("|---|---:|");
    console.log(
      `| what did we do on <day>? — days whose summary names how every session ended | ${fmt((100 * answeredDays) / days.length)} % (${answeredDays}/${days.length}) |`,
    );
    console.log(`| … sessions whose ending their day names | ${fmt((100 * sessionsNamed) / sessionCount)} % (${sessionsNamed}/${sessionCount}) |`);
    console.log(`| how did <topic> end? — episodes whose ending their day names | ${fmt((100 * named) / endings.size)} % (${named}/${endings.size}) |`);
    console.log(`| … named by their week (\`recent --period "last week"\`) | ${fmt((100 * namedByWeek) / endings.size)} % (${namedByWeek}/${endings.size}) |`);
    console.log(
      `\ntokens per day answer (cl100k): ${fmt(answerTokens / dayIds.length, 0)}; raw events of that day: ${fmt(rawTokens / dayIds.length, 0)} (${fmt(rawTokens / answerTokens)}× more)`,
    );
    console.log(`tokens per week answer (cl100k): ${fmt(weekTokens / weekIds.length, 0)}; raw events of that week: ${fmt(rawTokens / weekIds.length, 0)}`);
    if (dayTexts) {
      const textTokens = [...dayTexts.values()].reduce((n, t) => n + tokens(t), 0);
      console.log(`whole \`recent\` answer for a day (its text, as the agent reads it): ${fmt(textTokens / dayTexts.size, 0)} tokens`);
    }
    console.log(`\ncommand: npm run bench -- recent-eval${argv.length ? ` ${argv.join(" ")}` : ""}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
