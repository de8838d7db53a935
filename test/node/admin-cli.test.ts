import { execFile, spawn } from "node:child_process";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const script = fileURLToPath(new URL("../../scripts/admin.mjs", import.meta.url));

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  body: unknown;
}

/** A stand-in for the service's admin API that records what the CLI sends. */
const seen: Seen[] = [];
const server = createServer(async (req: IncomingMessage, res) => {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body: raw ? JSON.parse(raw) : undefined });
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (req.method === "POST" && req.url === "/v1/admin/users") {
    return reply(201, { user: { user_id: "usr_1", name: "alice", time_zone: "Europe/Paris", created_at: "2026-01-01T00:00:00.000Z" } });
  }
  if (req.method === "POST" && req.url === "/v1/admin/users/usr_1/tokens") {
    return reply(201, { token: "amem.usr_1.secret", token_info: { token_id: "tok_1", user_id: "usr_1" } });
  }
  if (req.method === "PUT" && req.url === "/v1/admin/users/usr_1/redaction") {
    const on = (JSON.parse(raw) as { ingest: boolean }).ingest;
    return reply(200, { user: { user_id: "usr_1", name: "alice", time_zone: "UTC", created_at: "2026-01-01T00:00:00.000Z", ingest_redaction: on } });
  }
  if (req.method === "DELETE" && req.url === "/v1/admin/users/usr_1?confirm=usr_1") {
    return reply(200, { user_id: "usr_1", deleted: true, rows: { api_tokens: 1, events: 12, memories: 0 } });
  }
  if (req.method === "GET" && req.url === "/v1/admin/users/usr_1/extraction/given-up") {
    return reply(200, {
      user_id: "usr_1",
      max_attempts: 5,
      segments: [{ segment_id: "seg_1", session_id: "s1", node_id: "n1", attempts: 5, error: "D1 busy" }],
    });
  }
  if (req.method === "POST" && req.url === "/v1/admin/users/usr_1/extraction/requeue") {
    const named = (JSON.parse(raw || "{}") as { segment_ids?: string[] }).segment_ids;
    return reply(200, { user_id: "usr_1", requeued: named ?? ["seg_1", "seg_2"] });
  }
  reply(404, { error: { code: "not_found", message: "no such token" } });
});
let url = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const admin = (...args: string[]) => run(process.execPath, [script, ...args, "--url", url, "--admin-token", "adm"], { encoding: "utf8" });

describe("npm run admin", () => {
  it("creates a user with a time zone", async () => {
    const { stdout } = await admin("create-user", "alice", "--tz", "Europe/Paris");
    expect(stdout).toBe("created user alice: usr_1 (time zone Europe/Paris)\n");
    expect(seen.at(-1)).toEqual({ method: "POST", url: "/v1/admin/users", auth: "Bearer adm", body: { name: "alice", time_zone: "Europe/Paris" } });
  });

  it("prints a new token once, with its id", async () => {
    const { stdout } = await admin("create-token", "usr_1", "--label", "laptop");
    expect(stdout).toContain("amem.usr_1.secret");
    expect(seen.at(-1)).toMatchObject({ url: "/v1/admin/users/usr_1/tokens", body: { label: "laptop" } });
  });

  it("turns a user's ingest redaction off and on", async () => {
    expect((await admin("redaction", "usr_1", "off")).stdout).toBe("ingest redaction for usr_1 (alice) is off\n");
    expect(seen.at(-1)).toMatchObject({ method: "PUT", url: "/v1/admin/users/usr_1/redaction", body: { ingest: false } });
    expect((await admin("redaction", "usr_1", "on")).stdout).toBe("ingest redaction for usr_1 (alice) is on\n");
    const failed = await admin("redaction", "usr_1", "maybe").catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 2 });
  });

  it("reports the service's error and exits 1", async () => {
    const failed = await admin("revoke-token", "tok_nope").catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1, stderr: "admin: 404 not_found: no such token\n" });
    expect(seen.at(-1)).toMatchObject({ method: "DELETE", url: "/v1/admin/tokens/tok_nope" });
  });

  it("delete-user: --yes deletes; without a terminal and without --yes nothing is sent", async () => {
    const sent = seen.length;
    const refused = await admin("delete-user", "usr_1").catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain("not a terminal");
    expect(seen.length).toBe(sent);
    const { stdout } = await admin("delete-user", "usr_1", "--yes");
    expect(stdout).toBe("deleted user usr_1: 1 api_tokens, 12 events\n");
    expect(seen.at(-1)).toMatchObject({ method: "DELETE", url: "/v1/admin/users/usr_1?confirm=usr_1" });
  });

  it("delete-user on a terminal: only the id typed again deletes", async () => {
    /** The script under script(1), so that its stdin is a terminal; `typed` is entered once the question shows. */
    const onTty = (typed: string) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const command = [process.execPath, script, "delete-user", "usr_1", "--url", url, "--admin-token", "adm"].map((a) => `'${a}'`).join(" ");
        const child = spawn("script", ["-qefc", command, "/dev/null"], { stdio: ["pipe", "pipe", "pipe"] });
        let out = "";
        let entered = false;
        // The terminal may close before it reads what was typed (it echoes, then exits): a write after that is EPIPE.
        child.stdin.on("error", () => {});
        const collect = (c: Buffer) => {
          out += c.toString();
          // Typed once: later output (the echo, the answer) would otherwise type it again into a closing terminal.
          if (!entered && out.includes("Type the user id again")) {
            entered = true;
            child.stdin.write(`${typed}\r`);
          }
        };
        child.stdout.on("data", collect);
        child.stderr.on("data", collect);
        child.on("close", (code) => resolve({ code, out }));
      });
    const sent = seen.length;
    const wrong = await onTty("usr_2");
    expect(wrong.code, wrong.out).toBe(1);
    expect(wrong.out).toContain("nothing deleted");
    expect(seen.length).toBe(sent);
    const right = await onTty("usr_1");
    expect(right.code, right.out).toBe(0);
    expect(right.out).toContain("deleted user usr_1");
    expect(seen.at(-1)).toMatchObject({ method: "DELETE", url: "/v1/admin/users/usr_1?confirm=usr_1" });
  });

  it("lists the segments extraction gave up on and re-queues them, all or those named", async () => {
    expect((await admin("extraction-given-up", "usr_1")).stdout).toBe("seg_1\tsession s1\t5 attempts\tD1 busy\n");
    expect(seen.at(-1)).toMatchObject({ method: "GET", url: "/v1/admin/users/usr_1/extraction/given-up", auth: "Bearer adm" });
    expect((await admin("requeue-extraction", "usr_1")).stdout).toBe("re-queued 2 segment(s) of usr_1 for the next consolidate-promote run: seg_1, seg_2\n");
    expect(seen.at(-1)).toMatchObject({ method: "POST", url: "/v1/admin/users/usr_1/extraction/requeue", body: {} });
    await admin("requeue-extraction", "usr_1", "--segment", "seg_1", "--segment", "seg_9");
    expect(seen.at(-1)).toMatchObject({ body: { segment_ids: ["seg_1", "seg_9"] } });
    expect(await admin("requeue-extraction").catch((e: { code: number }) => e)).toMatchObject({ code: 2 });
  });

  it("refuses unknown commands with usage and exit 2", async () => {
    const failed = await admin("frobnicate").catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain("Usage: npm run admin");
  });
});
