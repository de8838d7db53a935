// Shared helpers for benchmarks: start a local wrangler dev, wait for it, stop it.
import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import { build } from "esbuild";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const wrangler = join(root, "node_modules", ".bin", "wrangler");
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

/**
 * Starts `wrangler dev` on a fresh local state with migrations applied; resolves when /healthz (or /) answers.
 * `secrets` go to the environment: wrangler dev reads a secret declared in wrangler.toml (ADMIN_TOKEN) from there, not from --var.
 * `localTracing: false` turns off wrangler dev's local trace collector (X_LOCAL_OBSERVABILITY), which records
 * every invocation, subrequest and D1 call of the local runtime for its explorer: it has no counterpart in a
 * deployed worker, and locally it multiplies the cost of each internal call (measured: a Durable Object RPC
 * 725 µs of workerd CPU with it, 40 µs without; a D1 query 2.0 ms with it, 1.05 ms without).
 */
export async function startWorker({ config = join(root, "wrangler.toml"), port, vars = {}, secrets = {}, healthPath = "/healthz", localTracing = true }) {
  const persist = mkdtempSync(join(tmpdir(), "amem-bench-"));
  const migrate = spawnSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", "-c", config, "--persist-to", persist], {
    cwd: root,
    env,
    encoding: "utf8",
  });
  if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr || migrate.stdout}`);
  const varArgs = Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  const child = spawn(
    wrangler,
    ["dev", "-c", config, "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persist, "--log-level", "error", ...varArgs],
    {
      cwd: root,
      env: { ...env, ...secrets, ...(localTracing ? {} : { X_LOCAL_OBSERVABILITY: "false" }) },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(url + healthPath, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error("wrangler dev exited early");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    /** The local state directory (D1's sqlite files are under it). */
    persist,
    /** CPU time (ms) used so far by the service's workerd processes (its process group; Linux only). */
    workerdCpuMs: () => groupCpuMs(child.pid, "workerd"),
    /**
     * Time (ms) the service's workerd threads were ready to run but waited for a CPU (the run
     * queue's wait in /proc/<pid>/task/<tid>/schedstat; Linux with schedstats only, else NaN):
     * what other processes on the machine cost the service's wall time.
     */
    workerdRunQueueWaitMs: () => groupRunQueueWaitMs(child.pid, "workerd"),
    async stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 500));
    },
  };
}

/** Sum of user + system CPU (ms) of the processes named `name` in process group `pgid`, read from /proc. */
function groupCpuMs(pgid, name) {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    if (!stat.includes(`(${name})`)) continue;
    // Fields after "(comm) ": state ppid pgrp ... utime (12th) stime (13th); clock ticks are 100 Hz on Linux.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

/** Sum of the run-queue wait (ms) of every thread of the processes named `name` in process group `pgid`; NaN when schedstat is unavailable. */
function groupRunQueueWaitMs(pgid, name) {
  let ns = 0;
  let seen = false;
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (!stat.includes(`(${name})`) || Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) !== pgid) continue;
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        // schedstat: time on the CPU, time waiting on a run queue (ns), time slices.
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[1]);
        seen = true;
      }
    } catch {
      // exited meanwhile, or no schedstat
    }
  }
  return seen ? ns / 1e6 : Number.NaN;
}

/** CPU time (ms) the whole machine spent idle so far, over all cores (/proc/stat: idle + iowait; Linux only, else NaN). */
export function machineIdleMs() {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    return (fields[3] + fields[4]) * 10;
  } catch {
    return Number.NaN;
  }
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The median of the finite values (the mean of the middle two on an even count); NaN when there are none. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

/** A small deterministic PRNG (mulberry32): the same seed, the same synthetic history. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Bundles the named exports of the project's TypeScript modules (`{ "./src/core/x": ["a", "b"] }`)
 * into one ES module under `dir`, so a benchmark runs the pure core in plain Node. Answers its path.
 * `from` is the checkout the paths are resolved in (default this one), to measure another version.
 */
export async function bundleModules(dir, modules, { define, from = root } = {}) {
  const outfile = join(dir, "core.mjs");
  const contents = Object.entries(modules)
    .map(([path, names]) => `export { ${names.join(", ")} } from ${JSON.stringify(path)};`)
    .join("\n");
  await build({
    stdin: { contents, resolveDir: from, loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    logLevel: "error",
    ...(define ? { define } : {}),
  });
  return outfile;
}

/**
 * Loads `url` with autocannon for `duration` s over `connections` connections; `body()` makes each
 * request's body. Answers req/s, latency percentiles, failures, and (with `cpuMs`) the service's
 * workerd CPU per request.
 */
export async function load({ url, method = "GET", headers = {}, body, connections, duration, cpuMs }) {
  const cpuBefore = cpuMs?.();
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [{ method, headers, ...(body ? { setupRequest: (req) => ({ ...req, body: body() }) } : {}) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    /** CPU of the service's workerd processes per request, in µs: steadier than req/s on a busy machine. */
    cpuUs: cpuMs ? ((cpuMs() - cpuBefore) * 1000) / Math.max(1, result.requests.total) : NaN,
  };
}

/** Waits until the user's outbox has nothing pending; answers the wait in ms. */
export async function untilBuilt(url, auth, timeoutMs = 180_000) {
  const started = performance.now();
  for (;;) {
    const status = await (await fetch(`${url}/v1/status`, { headers: auth })).json();
    if (status.outbox?.pending === 0) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`the service did not build its backlog within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits until the service's background work has died down: its workerd processes used at most
 * `maxCpuMs` of CPU over the last `windowMs` (sampled every 250 ms). After a build the object's
 * alarms still close idle segments for a few seconds; locally every user's object shares the
 * service's workerd, so a phase started meanwhile would pay for the previous user's work.
 * Answers the ms waited (gives up after `timeoutMs`, answering it).
 */
export async function untilSettled(cpuMs, { windowMs = 2_000, maxCpuMs = 50, timeoutMs = 60_000 } = {}) {
  const started = performance.now();
  const samples = [{ at: started, cpu: cpuMs() }];
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const now = performance.now();
    samples.push({ at: now, cpu: cpuMs() });
    while (samples.length > 2 && now - samples[1].at >= windowMs) samples.shift();
    const first = samples[0];
    if (now - first.at >= windowMs && samples[samples.length - 1].cpu - first.cpu <= maxCpuMs) return now - started;
    if (now - started > timeoutMs) return now - started;
  }
}

/** Creates a user of a local service through its admin API; answers a bearer token for them. */
export async function createBenchUser(url, adminToken, name) {
  const admin = { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" };
  const { user } = await (await fetch(`${url}/v1/admin/users`, { method: "POST", headers: admin, body: JSON.stringify({ name }) })).json();
  const { token } = await (await fetch(`${url}/v1/admin/users/${user.user_id}/tokens`, { method: "POST", headers: admin, body: "{}" })).json();
  return token;
}

/** wrangler.toml without its queue consumer, paths made absolute, written under bench/.out/. */
export function configWithoutConsumer() {
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
