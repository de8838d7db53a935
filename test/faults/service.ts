// A real local service for the fault suite: `wrangler dev` on a persisted state directory, which
// the tests start, SIGKILL and restart; a restart on the same directory keeps D1, the Durable
// Objects and their alarms.
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { migratedState } from "../migrated-state";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BIN = join(ROOT, "node_modules", ".bin");
export const ADMIN_TOKEN = "faults-admin-token";

/** wrangler needs Node 22: the project's own node (node_modules/.bin/node) comes first on PATH. */
export const TOOL_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${BIN}${delimiter}${process.env["PATH"] ?? ""}`,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

/** A TCP port free right now (bound, then released); kept across restarts of one service. */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const port = (srv.address() as AddressInfo).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Process groups of services still up: a run that fails or is interrupted must not leave them behind. */
const liveGroups = new Set<number>();
process.once("exit", () => {
  for (const pid of liveGroups) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

export interface ServiceOptions {
  /** wrangler.toml vars to override (`--var`). */
  vars?: Record<string, string>;
  /**
   * Keep wrangler dev's local trace collector on (X_LOCAL_OBSERVABILITY; default on, as `npm
   * start` has it). Off, each internal call (D1, an object's RPC) costs about half: what a test
   * that moves tens of thousands of events wants (see docs/development.md, Benchmarks).
   */
  localTracing?: boolean;
}

export class LocalService {
  /** Its local state, migrated (a copy of the migrated template: see test/migrated-state.ts). */
  readonly persistDir = migratedState("amem-faults-");
  port = 0;
  #child: ChildProcess | undefined;
  #exited: Promise<void> = Promise.resolve();
  /** Times the service was started (the first start included). */
  starts = 0;

  constructor(private readonly opts: ServiceOptions = {}) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the service on a freshly migrated state directory. */
  static async create(opts: ServiceOptions = {}): Promise<LocalService> {
    const service = new LocalService(opts);
    service.port = await freePort();
    await service.start();
    return service;
  }

  /** Starts `wrangler dev` on the same port and state directory; resolves once /healthz answers. */
  async start(): Promise<void> {
    const vars = Object.entries({ ADMIN_TOKEN, ...this.opts.vars }).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
    const inspector = await freePort();
    const args = ["dev", "--ip", "127.0.0.1", "--port", String(this.port), "--inspector-port", String(inspector), "--persist-to", this.persistDir];
    // Its own process group, so that a kill reaches workerd too.
    const child = spawn("wrangler", [...args, "--test-scheduled", "--log-level", "error", ...vars], {
      cwd: ROOT,
      env: this.opts.localTracing === false ? { ...TOOL_ENV, X_LOCAL_OBSERVABILITY: "false" } : TOOL_ENV,
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    });
    let stderr = "";
    child.stderr?.on("data", (c: Buffer) => {
      stderr = (stderr + c.toString()).slice(-4000);
    });
    this.#child = child;
    const pid = child.pid!;
    liveGroups.add(pid);
    this.#exited = new Promise((r) =>
      child.once("exit", () => {
        liveGroups.delete(pid);
        r();
      }),
    );
    this.starts++;
    const until = Date.now() + 90_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`wrangler dev exited early: ${stderr}`);
      try {
        const res = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(1_000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`wrangler dev did not answer /healthz within 90 s: ${stderr}`);
  }

  /** SIGKILL to wrangler and workerd at once: no shutdown, no flush, whatever was in flight dies. */
  async kill(): Promise<void> {
    await this.#signal("SIGKILL");
  }

  /** A clean stop (SIGTERM), e.g. before opening the D1 file. */
  async stop(): Promise<void> {
    await this.#signal("SIGTERM");
  }

  async #signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.#child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
    await Promise.race([this.#exited, sleep(10_000)]);
    if (signal !== "SIGKILL" && child.exitCode === null && child.signalCode === null) await this.#signal("SIGKILL");
    // workerd is a grandchild: give the group a moment to release the port.
    await sleep(300);
  }

  /** Stops the service and deletes its state. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.persistDir, { recursive: true, force: true });
  }

  /** The local D1 database file (read it only while the service is stopped). */
  d1File(): string {
    const dir = join(this.persistDir, "v3", "d1", "miniflare-D1DatabaseObject");
    const file = readdirSync(dir).find((f) => f.endsWith(".sqlite"));
    if (!file) throw new Error(`no D1 database under ${dir}`);
    return join(dir, file);
  }

  /** Fires the cron triggers of one expression, as the scheduler would. */
  async cron(expression: string): Promise<void> {
    const res = await fetch(`${this.url}/__scheduled?cron=${encodeURIComponent(expression)}`, { signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`/__scheduled answered ${res.status}`);
  }
}
