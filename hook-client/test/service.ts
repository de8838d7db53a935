import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { migratedState } from "../../test/migrated-state";
import { closedPort } from "./helpers";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const WRANGLER = join(ROOT, "node_modules", ".bin", "wrangler");
/** Longest the service may take to answer /healthz after `wrangler dev` starts. */
const START_TIMEOUT_MS = 90_000;

/** A real local service: `wrangler dev` on a fresh D1/DO/Queue state with the migrations applied. */
export interface LocalService {
  url: string;
  adminToken: string;
  /** A fetch of the service with the admin token, answering the parsed JSON (throws on a non-2xx status). */
  admin(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * Starts `wrangler dev` the way `npm start` does (scripts/dev.mjs), on a free port, with its own
 * state directory and inspector port so that it never meets another engineer's service.
 * `vars` override wrangler.toml vars (e.g. a zero rollup debounce).
 */
export async function startService(vars: Record<string, string> = {}): Promise<LocalService> {
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };
  const persist = migratedState("amem-service-");
  const adminToken = `adm-${Date.now()}`;
  const [port, inspector] = [await closedPort(), await closedPort()];
  const varArgs = Object.entries({ ADMIN_TOKEN: adminToken, ...vars }).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  const child: ChildProcess = spawn(
    WRANGLER,
    [
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspector),
      "--persist-to",
      persist,
      "--log-level",
      "error",
      "--show-interactive-dev-session=false",
      ...varArgs,
    ],
    { cwd: ROOT, env, stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  let stderr = "";
  child.stderr?.on("data", (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise<void>((r) => child.once("exit", () => r()));
      try {
        process.kill(-child.pid, "SIGTERM"); // the process group: wrangler and its workerd
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3_000))]);
      } catch {
        // already gone
      }
    }
    rmSync(persist, { recursive: true, force: true });
  };
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early: ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`wrangler dev did not answer within ${START_TIMEOUT_MS} ms: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const admin = async (method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(url + path, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const json: unknown = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  return { url, adminToken, admin, stop };
}

/** A new user of `svc` and a bearer token for them, made through the admin API. */
export async function createUserToken(svc: LocalService, name: string): Promise<string> {
  const { user } = (await svc.admin("POST", "/v1/admin/users", { name })) as { user: { user_id: string } };
  const { token } = (await svc.admin("POST", `/v1/admin/users/${user.user_id}/tokens`, { label: "test" })) as { token: string };
  return token;
}
