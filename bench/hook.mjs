// Benchmark of one `amem hook` invocation (wall time as the agent sees it), against the floor of
// starting the same Node binary with `node -e ''`, with a local stand-in service up, down
// (refused port) and hung (accepts, never answers), with and without NODE_EXTRA_CA_CERTS.
//
//   npm run bench -- hook [--runs 40] [--json]
//
// Per tool call: the agents' settings that `amem install` really writes (in a scratch home) say
// how many hook processes one finished tool call starts; times the p50 of one invocation with a
// tool payload, over the floor, that is what a tool call costs the agent.
//   node bench/hook.mjs [--runs 40]
//
// Goals (issue 3): p50 <= floor p50 + 30 ms with the service up or down; hung <= budget + 50 ms;
// SessionEnd always < 1.5 s. SessionStart with a warm context cache (issue 17: the hook prints
// the project's digest from the local cache) <= floor p50 + 30 ms as well. The hook never waits on the network (it spools and hands delivery
// to a detached flush), so "hung" is also measured for `amem flush`, which does wait, against
// its request timeout.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const FIXTURES = process.env.AMEM_FIXTURES ?? join(root, "test", "fixtures", "agents");
const NODE = process.execPath;
/** The hook's own bound: its stdin guard. It never waits on the network. */
const HOOK_BUDGET_MS = 1_000;
/** Request timeout given to `amem flush` in the hung row. */
const FLUSH_TIMEOUT_MS = 1_000;
/** Request timeout of the background flushes started in the hung hook rows (keeps the run short). */
const HUNG_ROW_TIMEOUT_MS = 300;

function parseArgs(args) {
  const opts = { runs: 40, json: false };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--runs") opts.runs = Number(args[++i]);
    else if (args[i] === "--json") opts.json = true;
  }
  if (!Number.isInteger(opts.runs) || opts.runs < 5) throw new Error("--runs must be an integer >= 5");
  return opts;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Runs a child to completion; resolves with its wall time in ms (spawn to exit). `digest`: the hook must print one. */
function timed(args, { env, input, digest = false }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(NODE, args, { env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stdin.on("error", () => {});
    child.on("error", reject);
    child.on("close", (code) => {
      const ms = performance.now() - started;
      if (code !== 0) return reject(new Error(`${args.join(" ")} exited ${code}`));
      if (digest && !stdout.startsWith('{"hookSpecificOutput"')) return reject(new Error(`the SessionStart hook printed no digest: ${stdout}`));
      if (!digest && args.includes("hook") && stdout !== "") return reject(new Error(`the hook wrote to stdout: ${stdout}`));
      resolve(ms);
    });
    child.stdin.end(input ?? "");
  });
}

/** The stand-in service: answers the ingest contract, or never answers when hung. */
async function standIn(hung) {
  const receivedAt = new Map();
  const sockets = new Set();
  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      if (hung) return;
      if (req.url === "/healthz") return res.end('{"ok":true}');
      if (req.method === "GET" && req.url.startsWith("/v1/context?")) {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify(projectContext()));
      }
      if (req.method === "GET") {
        res.writeHead(404, { "content-type": "application/json" });
        return res.end('{"error":{"code":"not_found","message":"no such route"}}');
      }
      const body = JSON.parse(Buffer.concat(chunks).toString());
      const events = body.events ?? [body];
      for (const e of events) receivedAt.set(e.text, performance.now());
      res.writeHead(201, { "content-type": "application/json" });
      res.end(JSON.stringify({ results: events.map((e) => ({ event_id: e.event_id, created: true })) }));
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    receivedAt,
    stop: () => {
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(r));
    },
  };
}

/** A GET /v1/context answer with more past work than the default budget holds: 5 sessions of 4 segments. */
function projectContext() {
  const day = (s) => `2026-11-${String(24 - s).padStart(2, "0")}`;
  return {
    project_id: "path:/home/dev/projects/invoice-api",
    building: false,
    sessions: Array.from({ length: 5 }, (_, s) => ({
      session_id: `5f0c2a9e-8b41-4d7e-9c63-1a7e24b0d8f${s}`,
      agent: "claude-code",
      start: `${day(s)}T09:00:00.000Z`,
      end: `${day(s)}T11:00:00.000Z`,
      segments: Array.from({ length: 4 }, (_, g) => ({
        node_id: `toc:segment:${day(s)}:01KJWJHKTXQ8V7T4ZC9R6N1B${s}${g}`,
        title: `Add JWT auth to the invoices API, part ${g + 1}`,
        start: `${day(s)}T0${9 + (g >> 1)}:00:00.000Z`,
        end: `${day(s)}T0${9 + (g >> 1)}:30:00.000Z`,
        bullets: Array.from({ length: 3 }, (_, b) => ({
          text: `Changed src/middleware/requireAuth.ts: an expired token now answers 401 token_expired (${b + 40} tests pass)`,
          grip_ids: [`grip:17952849${s}${g}${b}269:00b6cfeea26d6129`],
        })),
      })),
    })),
  };
}

async function refusedUrl() {
  const server = createServer();
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const port = server.address().port;
  await new Promise((r) => server.close(r));
  return `http://127.0.0.1:${port}`;
}

function payload(name) {
  return readFileSync(join(FIXTURES, "claude-code", "hooks", `${name}.json`), "utf8");
}

export async function run(args = []) {
  const opts = parseArgs(args);
  const loadStart = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  const out = join(here, ".out");
  mkdirSync(out, { recursive: true });
  const { buildAmem } = await import(join(root, "hook-client", "build.mjs"));
  const bin = await buildAmem(join(out, "amem.cjs"));
  const work = mkdtempSync(join(tmpdir(), "amem-bench-"));
  const up = await standIn(false);
  const hung = await standIn(true);
  const down = await refusedUrl();

  const caFile = process.env.NODE_EXTRA_CA_CERTS ?? (existsSync("/etc/ssl/certs/ca-certificates.crt") ? "/etc/ssl/certs/ca-certificates.crt" : undefined);
  const variants = [{ label: "without", extra: {} }];
  if (caFile) variants.unshift({ label: "with", extra: { NODE_EXTRA_CA_CERTS: caFile } });

  const rotation = ["PreToolUse", "PostToolUse", "UserPromptSubmit", "PostToolUse.bash", "Stop"].map(payload);
  const sessionEnd = payload("SessionEnd");
  const sessionStart = payload("SessionStart");
  const toolCall = payload("PostToolUse");
  const prompt = JSON.parse(payload("UserPromptSubmit"));
  let dirs = 0;
  const stateDir = () => join(work, `s${dirs++}`);
  const envFor = (variant, url, dir, more = {}) => ({
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: join(work, "home"),
    XDG_CONFIG_HOME: join(work, "config"),
    XDG_STATE_HOME: dir,
    AMEM_URL: url,
    AMEM_TOKEN: "bench-token",
    ...variant.extra,
    ...more,
  });

  const lockOf = (dir) => join(dir, "amem", "flush.lock");
  const spoolEmpty = (dir) => {
    const spool = join(dir, "amem", "spool");
    return !existsSync(spool) || readdirSync(spool).every((f) => !f.endsWith(".jsonl") || statSync(join(spool, f)).size === 0);
  };
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  /**
   * Waits for the background flush a cold run started. Once the spool is delivered, a flush
   * lingers for more events (one per user in real use; one per fresh state directory here), so it
   * is ended then: dozens of them idling side by side would only add noise.
   */
  const settle = async (dir, limitMs = 5_000) => {
    const until = Date.now() + limitMs;
    while (existsSync(lockOf(dir)) && Date.now() < until) {
      if (spoolEmpty(dir)) {
        let pid;
        try {
          pid = JSON.parse(readFileSync(lockOf(dir), "utf8")).pid;
          process.kill(pid, "SIGTERM");
        } catch {
          // already gone
        }
        while (pid && alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
        return;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const received = async (text, dir, limitMs = 5_000) => {
    const until = Date.now() + limitMs;
    while (!up.receivedAt.has(text) && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    await settle(dir);
  };
  const hook = [bin, "hook", "--agent", "claude-code"];
  const hungEnv = { AMEM_TIMEOUT_MS: String(HUNG_ROW_TIMEOUT_MS) };

  // Each scenario: a name, a goal kind, and run(i) → { args, env, input, after } where `after`
  // waits for the background work that run started (a detached flush) so that it does not
  // steal CPU from the next measurement on a small machine.
  const scenarios = [];
  for (const variant of variants) {
    const warmUp = stateDir();
    const warmDown = stateDir();
    // The digest cache of the fixture's project, written by the real refresh (`amem context --refresh`)
    // from the stand-in (asynchronously: the stand-in answers from this process's event loop).
    await timed([bin, "context", "--refresh", "--project", "path:/home/dev/projects/invoice-api"], { env: envFor(variant, up.url, warmUp) });
    const cold = (url, more = {}) => {
      const dir = stateDir();
      return { dir, env: envFor(variant, url, dir, more) };
    };
    scenarios.push(
      { variant, name: "floor: node -e ''", kind: "floor", make: () => ({ args: ["-e", ""], env: envFor(variant, up.url, warmUp) }) },
      {
        variant,
        name: "up (flusher lingering)",
        kind: "fast",
        make: (i) => ({ args: hook, env: envFor(variant, up.url, warmUp), input: rotation[i % rotation.length] }),
      },
      {
        variant,
        name: "tool call: PostToolUse (up, flusher lingering)",
        kind: "fast",
        make: () => ({ args: hook, env: envFor(variant, up.url, warmUp), input: toolCall }),
      },
      {
        variant,
        name: "SessionStart, warm context cache: prints the digest (up, flusher lingering)",
        kind: "fast",
        make: () => ({ args: hook, env: envFor(variant, up.url, warmUp), input: sessionStart, digest: true }),
      },
      {
        variant,
        name: "up (cold: spawns a flusher)",
        kind: "fast",
        make: (i) => {
          const text = `bench ${variant.label} ${i}`;
          const c = cold(up.url);
          return { args: hook, env: c.env, input: JSON.stringify({ ...prompt, prompt: text }), text, after: () => received(text, c.dir) };
        },
      },
      {
        variant,
        name: "down (backing off)",
        kind: "fast",
        make: (i) => ({ args: hook, env: envFor(variant, down, warmDown), input: rotation[i % rotation.length], after: () => settle(warmDown) }),
      },
      {
        variant,
        name: "down (cold: spawns a flusher)",
        kind: "fast",
        make: (i) => {
          const c = cold(down);
          return { args: hook, env: c.env, input: rotation[i % rotation.length], after: () => settle(c.dir) };
        },
      },
      {
        variant,
        name: "hung (cold: spawns a flusher)",
        kind: "hung",
        make: (i) => {
          const c = cold(hung.url, hungEnv);
          return { args: hook, env: c.env, input: rotation[i % rotation.length], after: () => settle(c.dir) };
        },
      },
      ...[
        ["up", up.url, {}],
        ["down", down, {}],
        ["hung", hung.url, hungEnv],
      ].map(([label, url, more]) => ({
        variant,
        name: `SessionEnd, ${label}`,
        kind: "end",
        make: () => {
          const c = cold(url, more);
          return { args: hook, env: c.env, input: sessionEnd, after: () => settle(c.dir) };
        },
      })),
    );
  }

  const times = scenarios.map(() => []);
  const latencies = new Map(variants.map((v) => [v.label, []]));
  for (let i = 0; i < opts.runs; i++) {
    // Interleaved, so drift in machine load hits every scenario and both variants alike.
    for (const [k, sc] of scenarios.entries()) {
      const { args: a, env, input, after, text, digest } = sc.make(i);
      const started = performance.now();
      times[k].push(await timed(a, { env, input, digest }));
      if (after) await after();
      if (text && up.receivedAt.has(text)) latencies.get(sc.variant.label).push(up.receivedAt.get(text) - started);
    }
  }

  const rows = [];
  for (const variant of variants) {
    const k0 = scenarios.findIndex((sc) => sc.variant === variant && sc.kind === "floor");
    const floor = percentile(times[k0], 50);
    const floorMin = Math.min(...times[k0]);
    for (const [k, sc] of scenarios.entries()) {
      if (sc.variant !== variant) continue;
      const p50 = percentile(times[k], 50);
      const p95 = percentile(times[k], 95);
      const max = Math.max(...times[k]);
      const goals = {
        floor: ["", true],
        fast: ["p50 <= floor + 30 ms", p50 <= floor + 30],
        hung: [`p95 <= ${HOOK_BUDGET_MS} + 50 ms`, p95 <= HOOK_BUDGET_MS + 50],
        end: ["max < 1500 ms", max < 1500],
      };
      const [goal, ok] = goals[sc.kind];
      const min = Math.min(...times[k]);
      rows.push({
        scenario: sc.name,
        ca: variant.label,
        runs: times[k].length,
        min,
        p50,
        p95,
        max,
        overFloor: sc.kind === "floor" ? NaN : p50 - floor,
        minOverFloor: sc.kind === "floor" ? NaN : min - floorMin,
        goal,
        ok,
      });
    }
    const lat = latencies.get(variant.label);
    rows.push({
      scenario: "delivery, up: hook spawn → event at the service",
      ca: variant.label,
      runs: lat.length,
      min: Math.min(...lat),
      p50: percentile(lat, 50),
      p95: percentile(lat, 95),
      max: Math.max(...lat),
      overFloor: NaN,
      goal: `all ${opts.runs} delivered`,
      ok: lat.length === opts.runs,
    });

    // `amem flush` does wait on the network: against the hung service it is bounded by its
    // request timeout (plus Node's start). Informational: the hook never takes this path.
    const flushTimes = [];
    for (let i = 0; i < 5; i++) {
      const dir = stateDir();
      const env = envFor(variant, hung.url, dir, { AMEM_TIMEOUT_MS: String(FLUSH_TIMEOUT_MS), AMEM_TOKEN: "" });
      await timed(hook, { env, input: rotation[0] }); // spooled; no token, so no background flush
      const started = performance.now();
      spawnSync(NODE, [bin, "flush"], { env: { ...env, AMEM_TOKEN: "bench-token" } });
      flushTimes.push(performance.now() - started);
    }
    rows.push({
      scenario: `\`amem flush\`, hung (request timeout ${FLUSH_TIMEOUT_MS} ms)`,
      ca: variant.label,
      runs: flushTimes.length,
      min: Math.min(...flushTimes),
      p50: percentile(flushTimes, 50),
      p95: percentile(flushTimes, 95),
      max: Math.max(...flushTimes),
      overFloor: percentile(flushTimes, 50) - floor,
      goal: "informational",
      ok: true,
    });
  }

  // Let the detached flushers finish before the servers go away.
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const busy = Array.from({ length: dirs }, (_, i) => join(work, `s${i}`, "amem", "flush.lock")).some((f) => existsSync(f));
    if (!busy) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await up.stop();
  await hung.stop();
  rmSync(work, { recursive: true, force: true });

  const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : "–");
  const lines = [
    `amem hook benchmark — Node ${process.version} (${NODE}), ${opts.runs} interleaved runs per row, ${new Date().toISOString()}`,
    `load average at the start: ${loadStart}; at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} on ${cpus().length} CPUs (other work on the machine shows up as noise)`,
    `NODE_EXTRA_CA_CERTS: ${caFile ? `${caFile}${process.env.NODE_EXTRA_CA_CERTS ? "" : " (not set in this shell; the bench's own choice)"}` : "not available: only 'without' rows"}`,
    "",
    "| scenario | NODE_EXTRA_CA_CERTS | runs | min ms | p50 ms | p95 ms | max ms | min − floor min | p50 − floor p50 | goal | met |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.ca} | ${r.runs} | ${fmt(r.min)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${fmt(r.minOverFloor)} | ${fmt(r.overFloor)} | ${r.goal} | ${r.goal === "" || r.goal === "informational" ? "" : r.ok ? "yes" : "**no**"} |`,
    ),
  ];
  // Hook processes per finished tool call, from what install writes for each agent.
  const home = mkdtempSync(join(tmpdir(), "amem-bench-home-"));
  const installEnv = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_STATE_HOME: join(home, ".state"),
    XDG_DATA_HOME: join(home, ".data"),
  };
  const perCall = [];
  for (const [agent, file, events] of [
    ["claude-code", join(home, ".claude", "settings.json"), ["PreToolUse", "PostToolUse"]],
    ["codex", join(home, ".codex", "hooks.json"), ["PreToolUse", "PostToolUse"]],
    ["gemini", join(home, ".gemini", "settings.json"), ["BeforeTool", "AfterTool"]],
    ["grok", join(home, ".grok", "hooks", "amem.json"), ["PreToolUse", "PostToolUse"]],
  ]) {
    const res = spawnSync(NODE, [bin, "install", agent], { env: installEnv, encoding: "utf8" });
    if (res.status !== 0) throw new Error(`amem install ${agent}: ${res.stderr}`);
    const hooks = JSON.parse(readFileSync(file, "utf8")).hooks ?? {};
    const ours = (event) => (hooks[event] ?? []).flatMap((g) => g.hooks ?? []).filter((h) => /\bhook\b/.test(h.command ?? "")).length;
    perCall.push({ agent, invocations: events.reduce((n, e) => n + ours(e), 0), registered: events.filter((e) => ours(e) > 0).join(" + ") });
  }
  rmSync(home, { recursive: true, force: true });
  for (const variant of variants) {
    const floorRow = rows.find((r) => r.ca === variant.label && r.scenario.startsWith("floor"));
    const call = rows.find((r) => r.ca === variant.label && r.scenario.startsWith("tool call"));
    lines.push(
      "",
      `Per finished tool call (NODE_EXTRA_CA_CERTS ${variant.label}; one invocation p50 ${fmt(call.p50)} ms, floor p50 ${fmt(floorRow.p50)} ms):`,
      "",
      "| agent | hooks per tool call | registered | time per tool call (p50) | × floor |",
      "|---|---:|---|---:|---:|",
      ...perCall.map(
        (a) =>
          `| ${a.agent} | ${a.invocations} | ${a.registered} | ${fmt(a.invocations * call.p50)} ms | ${((a.invocations * call.p50) / floorRow.p50).toFixed(2)} |`,
      ),
    );
  }
  const table = lines.join("\n");
  writeFileSync(join(out, "hook-results.md"), `${table}\n`);
  process.stdout.write(opts.json ? `${JSON.stringify(rows, null, 2)}\n` : `${table}\n`);
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await run(process.argv.slice(2));
}
