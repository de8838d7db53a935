import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AmemEvent } from "../src/event";
import type { SpoolRecord } from "../src/spool";

/** The synthetic agent fixtures kept in the repository (test/fixtures/agents); AMEM_FIXTURES overrides. */
export const FIXTURES = process.env["AMEM_FIXTURES"] ?? fileURLToPath(new URL("../../test/fixtures/agents", import.meta.url));
export const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** A private HOME and XDG tree; nothing a test does touches the real home. */
export interface Sandbox {
  root: string;
  home: string;
  env: Record<string, string>;
  stateDir: string;
  spoolDir: string;
  pendingFile: string;
  rejectedFile: string;
  stateFile: string;
  logFile: string;
  configFile: string;
  /** Where amem install copies the program the hooks run. */
  programFile: string;
}

export function sandbox(extra: Record<string, string> = {}): Sandbox {
  const root = mkdtempSync(join(tmpdir(), "amem-test-"));
  const home = join(root, "home");
  mkdirSync(home, { recursive: true });
  const stateDir = join(root, "state", "amem");
  const env: Record<string, string> = {
    PATH: process.env["PATH"] ?? "/usr/bin:/bin",
    HOME: home,
    XDG_CONFIG_HOME: join(root, "config"),
    XDG_STATE_HOME: join(root, "state"),
    XDG_DATA_HOME: join(root, "data"),
    ...extra,
  };
  return {
    root,
    home,
    env,
    stateDir,
    spoolDir: join(stateDir, "spool"),
    pendingFile: join(stateDir, "spool", "pending.jsonl"),
    rejectedFile: join(stateDir, "rejected.jsonl"),
    stateFile: join(stateDir, "state.json"),
    logFile: join(stateDir, "amem.log"),
    configFile: join(root, "config", "amem", "config.json"),
    programFile: join(root, "data", "amem", "bin", "amem.cjs"),
  };
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * The Node that runs the program: the one running the tests, or AMEM_TEST_NODE (e.g. a Node 18
 * binary, to check the oldest supported version).
 */
export const NODE = process.env["AMEM_TEST_NODE"] ?? process.execPath;

/** Spawns the real program with NODE. */
export function runAmem(
  bin: string,
  args: string[],
  opts: { env: Record<string, string>; input?: string | Buffer; cwd?: string; keepStdinOpen?: boolean; killAfterMs?: number },
): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(NODE, [bin, ...args], { env: opts.env, cwd: opts.cwd ?? opts.env["HOME"], stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.stderr.on("data", (c: Buffer) => err.push(c));
    child.stdin.on("error", () => {});
    const killer = setTimeout(() => child.kill("SIGKILL"), opts.killAfterMs ?? 20_000);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(killer);
      resolvePromise({ code, signal, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString(), ms: performance.now() - started });
    });
    if (opts.input !== undefined) child.stdin.write(opts.input);
    if (!opts.keepStdinOpen) child.stdin.end();
  });
}

/**
 * Spawns the real program under `script`, so that its stdin, stdout and stderr are a terminal;
 * `answer`, when given, is typed once a `[y/N]` question shows. What it wrote to the terminal
 * (stdout and stderr together) is `stdout`.
 */
export function runOnTty(bin: string, args: string[], env: Record<string, string>, answer?: string, killAfterMs = 30_000): Promise<RunResult> {
  const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
  const command = [NODE, bin, ...args].map(quote).join(" ");
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("script", ["-qefc", command, "/dev/null"], { env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let answered = answer === undefined;
    const killer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    child.stdout.on("data", (c: Buffer) => {
      stdout += c.toString();
      if (!answered && stdout.includes("[y/N]")) {
        answered = true;
        child.stdin.write(`${answer}\r`);
      }
    });
    child.stderr.on("data", (c: Buffer) => {
      stdout += c.toString();
    });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, stdout, stderr: "", ms: performance.now() - started });
    });
  });
}

/**
 * Every record in the spool (pending and outbox files), in file order. A running flusher renames
 * and deletes files while this reads: when a listed file is gone, the whole spool is read again,
 * so a snapshot never misses records that only moved.
 */
export function readSpool(sb: Sandbox): SpoolRecord[] {
  for (;;) {
    if (!existsSync(sb.spoolDir)) return [];
    const files = readdirSync(sb.spoolDir)
      .filter((f) => f.endsWith(".jsonl"))
      .sort((a, b) => (a === "pending.jsonl" ? 1 : b === "pending.jsonl" ? -1 : a.localeCompare(b)));
    const texts: string[] = [];
    for (const f of files) {
      try {
        texts.push(readFileSync(join(sb.spoolDir, f), "utf8"));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
        break;
      }
    }
    if (texts.length < files.length) continue;
    return texts.flatMap((t) =>
      t
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as SpoolRecord),
    );
  }
}

export function spoolText(sb: Sandbox): string {
  if (!existsSync(sb.spoolDir)) return "";
  return readdirSync(sb.spoolDir)
    .filter((f) => f.endsWith(".jsonl"))
    .map((f) => readFileSync(join(sb.spoolDir, f), "utf8"))
    .join("");
}

export function readJsonLines(path: string): unknown[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as unknown);
}

/** Polls `cond` until it holds; the limit only catches a hang (a loaded machine is slow, not stuck). */
export async function waitFor(cond: () => boolean, timeoutMs = 30_000, what = "condition"): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const port = (srv.address() as AddressInfo).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

export type ServiceMode =
  | { kind: "ok" }
  | { kind: "status"; status: number; retryAfter?: string }
  /** Stores the events, then answers 500: the client must redeliver and get created:false. */
  | { kind: "store-then-fail" }
  /** Accepts the connection and never answers. */
  | { kind: "hung" }
  /**
   * The service's per-user ingest limit: a token bucket of `burst` events refilled at `perSecond`;
   * a batch costs its events, and one the bucket cannot pay is answered 429 with the whole
   * seconds until it could (Retry-After), as the real service does.
   */
  | { kind: "bucket"; perSecond: number; burst: number };

/**
 * A stand-in for the service on 127.0.0.1 that implements the ingest contract the client
 * relies on: bearer auth, `{events:[…]}` or one event, per-event validation answered 400 with
 * the field named, and idempotency by event_id (a retry answers created:false).
 */
export class FakeService {
  mode: ServiceMode = { kind: "ok" };
  token = "test-token";
  /** Events stored, by event_id (each stored once). */
  readonly stored = new Map<string, AmemEvent>();
  /** How many times each event_id was acknowledged as created:false. */
  readonly duplicates = new Map<string, number>();
  /** Every POST /v1/events, with when it arrived (performance.now()). */
  readonly requests: { auth: string | undefined; body: string; atMs: number }[] = [];
  /** Every answer to POST /v1/events: when (performance.now()), its status, and its Retry-After in seconds. */
  readonly answers: { atMs: number; status: number; retryAfterS?: number }[] = [];
  #bucket: { tokens: number; atMs: number } | undefined;
  /** Texts containing this are refused with 400, as the real service refuses invalid events. */
  poison = "POISON-EVENT";
  /** Texts containing this are refused with 413 (a text over the service's cap). */
  oversized = "OVERSIZED-EVENT";
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => this.handle(req, res));
    this.server.on("connection", (s) => {
      this.sockets.add(s);
      s.on("close", () => this.sockets.delete(s));
    });
    await new Promise<void>((r) => this.server?.listen(port, "127.0.0.1", r));
    return this;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const send = (status: number, json: unknown, headers: Record<string, string> = {}): void => {
        if (req.url === "/v1/events") {
          const retry = headers["retry-after"];
          this.answers.push({ atMs: performance.now(), status, ...(retry === undefined ? {} : { retryAfterS: Number(retry) }) });
        }
        res.writeHead(status, { "content-type": "application/json", ...headers });
        res.end(JSON.stringify(json));
      };
      if (req.method === "GET" && req.url === "/healthz") return send(200, { ok: true });
      // What amem login and amem status call to check the token.
      if (req.method === "GET" && req.url === "/v1/status") {
        return req.headers.authorization === `Bearer ${this.token}`
          ? send(200, { user: { user_id: "usr_test" } })
          : send(401, { error: { code: "unauthorized", message: "invalid or revoked token" } });
      }
      if (req.method !== "POST" || req.url !== "/v1/events") return send(404, { error: { code: "not_found", message: "no such route" } });
      this.requests.push({ auth: req.headers.authorization, body, atMs: performance.now() });
      if (this.mode.kind === "hung") return; // never answer
      if (this.mode.kind === "status") {
        return send(
          this.mode.status,
          { error: { code: "unavailable", message: `status ${this.mode.status}` } },
          this.mode.retryAfter ? { "retry-after": this.mode.retryAfter } : {},
        );
      }
      if (req.headers.authorization !== `Bearer ${this.token}`) return send(401, { error: { code: "unauthorized", message: "bad token" } });
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return send(400, { error: { code: "bad_request", message: "invalid JSON" } });
      }
      const batch = typeof parsed === "object" && parsed !== null && "events" in parsed;
      const events = (batch ? (parsed as { events: unknown[] }).events : [parsed]) as AmemEvent[];
      if (Buffer.byteLength(body) > 2 * 1024 * 1024) return send(413, { error: { code: "payload_too_large", message: "body too large" } });
      for (const [i, e] of events.entries()) {
        if (typeof e?.text === "string" && e.text.includes(this.oversized)) {
          return send(413, { error: { code: "payload_too_large", message: `${batch ? `events[${i}].` : ""}text: text is larger than 262144 bytes` } });
        }
        const problem = validate(e, this.poison);
        if (problem) {
          const field = batch ? `events[${i}].${problem}` : problem;
          return send(400, { error: { code: "bad_request", message: `invalid request: ${field}`, details: { issues: [{ field, message: "is invalid" }] } } });
        }
      }
      if (this.mode.kind === "bucket") {
        const { perSecond, burst } = this.mode;
        const now = performance.now();
        const b = this.#bucket ?? { tokens: burst, atMs: now };
        b.tokens = Math.min(burst, b.tokens + ((now - b.atMs) / 1000) * perSecond);
        b.atMs = now;
        this.#bucket = b;
        if (events.length > b.tokens) {
          const waitS = Math.max(1, Math.ceil((events.length - b.tokens) / perSecond));
          return send(429, { error: { code: "rate_limited", message: `ingest rate limit reached; retry in ${waitS} s` } }, { "retry-after": String(waitS) });
        }
        b.tokens -= events.length;
      }
      const results = events.map((e) => {
        const created = !this.stored.has(e.event_id);
        if (created) this.stored.set(e.event_id, e);
        else this.duplicates.set(e.event_id, (this.duplicates.get(e.event_id) ?? 0) + 1);
        return { event_id: e.event_id, created };
      });
      if (this.mode.kind === "store-then-fail") return send(500, { error: { code: "internal", message: "lost the answer" } });
      send(201, batch ? { results } : results[0]);
    });
  }
}

function validate(e: AmemEvent, poison: string): string | undefined {
  if (typeof e !== "object" || e === null) return "body";
  if (typeof e.event_id !== "string" || !ULID.test(e.event_id)) return "event_id";
  if (typeof e.session_id !== "string" || e.session_id.trim() === "" || e.session_id.length > 256) return "session_id";
  if (typeof e.ts !== "number" || !Number.isInteger(e.ts) || e.ts > Date.now() + 5 * 60_000) return "ts";
  if (typeof e.text !== "string" || Buffer.byteLength(e.text) > 256 * 1024) return "text";
  if (e.text.includes(poison)) return "text";
  if (!/^[a-z0-9][a-z0-9._-]{0,63}$/.test(e.agent)) return "agent";
  const meta = e.metadata;
  if (typeof meta !== "object" || meta === null || Object.keys(meta).length > 64) return "metadata";
  for (const [k, v] of Object.entries(meta)) {
    if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(k) || typeof v !== "string" || v.length > 8192) return `metadata.${k}`;
  }
  return undefined;
}

/** Runs git (tests may; the client never does) with a throwaway identity. */
export function git(cwd: string, ...args: string[]): void {
  const res = spawnSync("git", ["-c", "user.email=t@example.com", "-c", "user.name=t", ...args], { cwd, encoding: "utf8" });
  if (res.status !== 0) throw new Error(`git ${args.join(" ")}: ${res.stderr}`);
}

/** A real repository (made by git itself) with one commit and a src/deep directory, at `<root>/<...path>`. */
export function makeRepo(root: string, ...path: string[]): string {
  const dir = join(root, ...path);
  mkdirSync(join(dir, "src", "deep"), { recursive: true });
  git(dir, "init", "-q", "-b", "main");
  git(dir, "commit", "-q", "--allow-empty", "-m", "first");
  return dir;
}
