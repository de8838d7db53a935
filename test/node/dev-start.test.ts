import { execFile, spawn } from "node:child_process";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextFireMs, readCronTriggers, scheduleCrons, scheduledUrl } from "../../scripts/dev-cron.mjs";
import { jobsForCron, scheduledCrons } from "../../src/core/jobs/schedule";
import { migratedState } from "../migrated-state";

const root = fileURLToPath(new URL("../..", import.meta.url));
const devScript = fileURLToPath(new URL("../../scripts/dev.mjs", import.meta.url));
const adminScript = fileURLToPath(new URL("../../scripts/admin.mjs", import.meta.url));
const at = (iso: string): number => Date.parse(iso);

describe("npm start fires the cron schedule (scripts/dev-cron.mjs)", () => {
  it("reads wrangler.toml's [triggers] crons, and each one runs jobs", async () => {
    const crons = await readCronTriggers(`${root}/wrangler.toml`);
    expect(crons.length).toBeGreaterThan(0);
    expect([...crons].sort()).toEqual([...scheduledCrons()].sort());
    for (const cron of crons) expect(jobsForCron(cron).length, cron).toBeGreaterThan(0);
  });

  it("computes the next fire time in UTC, strictly after the given time", () => {
    expect(nextFireMs("*/5 * * * *", at("2026-11-25T09:03:10Z"))).toBe(at("2026-11-25T09:05:00Z"));
    expect(nextFireMs("*/5 * * * *", at("2026-11-25T09:05:00Z"))).toBe(at("2026-11-25T09:10:00Z"));
    expect(nextFireMs("17 * * * *", at("2026-11-25T09:17:00Z"))).toBe(at("2026-11-25T10:17:00Z"));
    expect(nextFireMs("17 * * * *", at("2026-12-31T23:40:00Z"))).toBe(at("2027-01-01T00:17:00Z"));
    expect(nextFireMs("0 3 * * 1", at("2026-11-25T09:00:00Z"))).toBe(at("2026-11-30T03:00:00Z")); // next Monday
    expect(() => nextFireMs("61 * * * *", 0)).toThrow();
  });

  it("fires each expression at its times, with the planned time as the run's clock", async () => {
    let clock = at("2026-11-25T09:03:10Z");
    const timers: { fn: () => void; dueMs: number }[] = [];
    const fired: string[] = [];
    const schedule = scheduleCrons({
      crons: ["*/5 * * * *", "17 * * * *"],
      fire: async (cron, timeMs) => {
        fired.push(`${new Date(timeMs).toISOString().slice(11, 16)} ${cron}`);
      },
      now: () => clock,
      setTimer: (fn, ms) => timers.push({ fn, dueMs: clock + ms }),
      clearTimer: () => {},
    });
    /** Moves the virtual clock to each armed timer's due time, up to `untilIso`, and runs it. */
    const runUntil = async (untilIso: string): Promise<void> => {
      for (;;) {
        const next = timers.shift();
        if (!next || next.dueMs > at(untilIso)) {
          if (next) timers.unshift(next);
          clock = at(untilIso);
          return;
        }
        clock = next.dueMs;
        next.fn();
        await new Promise((r) => setImmediate(r));
      }
    };
    await runUntil("2026-11-25T09:20:00Z");
    expect(fired).toEqual(["09:05 */5 * * * *", "09:10 */5 * * * *", "09:15 */5 * * * *", "09:17 17 * * * *", "09:20 */5 * * * *"]);
    schedule.stop();
    expect(scheduledUrl("http://127.0.0.1:8787", "*/5 * * * *", 1)).toBe("http://127.0.0.1:8787/cdn-cgi/handler/scheduled?cron=*%2F5%20*%20*%20*%20*&time=1");
  });
});

describe("PORT", () => {
  let server: Server;
  let port = 0;
  const seen: string[] = [];
  beforeAll(async () => {
    // Something already on the port that even answers /healthz, as another service would.
    server = createServer((req, res) => {
      seen.push(req.url ?? "");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        req.url === "/v1/admin/users" ? JSON.stringify({ users: [{ user_id: "usr_1", name: "alice", time_zone: "UTC", created_at: "x" }] }) : '{"ok":true}',
      );
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const start = (env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [devScript, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
      child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
      child.on("close", (code) => resolve({ code, stdout, stderr }));
    });

  it("npm start on a busy port fails with the port named, before anything else and without the banner", async () => {
    const res = await start({ PORT: String(port) });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`port ${port} is in use`);
    expect(res.stderr).toContain("set PORT=");
    expect(res.stdout).not.toContain("is running");
    expect(seen).toEqual([]); // it never took the other service's /healthz for its own
  });

  it("npm start on a local database that is not a database says how to recover", async () => {
    // A real local D1 first (the migrations create its file), then its file overwritten.
    const state = migratedState("amem-notadb-");
    try {
      const d1 = join(state, "v3", "d1", "miniflare-D1DatabaseObject");
      for (const name of readdirSync(d1)) {
        if (name.endsWith(".sqlite")) writeFileSync(join(d1, name), "this is not a database, it was overwritten by a bad sync\n".repeat(100));
        else rmSync(join(d1, name), { force: true });
      }
      const free = await new Promise<number>((r) => {
        const probe = createServer().listen(0, "127.0.0.1", () => {
          const p = (probe.address() as AddressInfo).port;
          probe.close(() => r(p));
        });
      });
      const res = await start({ PORT: String(free) }, ["--persist-to", state, "--no-cron"]);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain("the local database cannot be opened: it is damaged or not a SQLite database");
      expect(res.stderr).toContain(`mv "${state}" "${state}.broken-`);
      expect(res.stdout).not.toContain("is running");
    } finally {
      rmSync(state, { recursive: true, force: true });
    }
  }, 120_000);

  it("npm start with a PORT that is not a port is a usage error", async () => {
    const res = await start({ PORT: "eighty" });
    expect(res).toMatchObject({ code: 2, stdout: "" });
    expect(res.stderr).toContain('PORT must be a port number (1-65535), not "eighty"');
  });

  it("npm run admin talks to http://127.0.0.1:$PORT when no URL is given", async () => {
    const env: Record<string, string | undefined> = { ...process.env, PORT: String(port) };
    delete env["AMEM_URL"];
    const { stdout } = await promisify(execFile)(process.execPath, [adminScript, "list-users", "--admin-token", "adm"], { env, encoding: "utf8" });
    expect(stdout).toBe("usr_1\talice\tUTC\tx\n");
    expect(seen.at(-1)).toBe("/v1/admin/users");
  });
});
