import { closeSync, openSync, readFileSync, writeSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "node:net";
import { ulid } from "ulid";
import { AppError, storageFailure } from "../../src/core/errors";
import { ADMIN_TOKEN, LocalService } from "../faults/service";

/*
 * Hardening checked against a real local service (`wrangler dev`): an early refusal is not
 * held back until a body that never comes, and a damaged database answers the documented 503
 * with Retry-After, never a 500 (the local D1 file's data pages are overwritten while the
 * service is stopped, as a disk fault would, and the service is started again on it).
 */

describe("storageFailure: D1's storage errors are our 503, bugs are not", () => {
  it.each([
    "D1_ERROR: database disk image is malformed: SQLITE_CORRUPT",
    "D1_ERROR: file is not a database: SQLITE_NOTADB",
    "D1_ERROR: disk I/O error: SQLITE_IOERR",
    "D1 DB is overloaded. Requests queued for too long.",
    "D1_ERROR: Network connection lost.",
    "internal error; reference = 3uo4sclj31pvabgbu5eiiq7c",
  ])("%s", (message) => {
    const mapped = storageFailure(new Error(message));
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ code: "unavailable", status: 503, retryAfterSeconds: 5 });
    expect(mapped?.message).not.toContain("SQLITE");
  });

  it("also when the storage error is the cause of a query error (as Drizzle throws it)", () => {
    const wrapped = new Error("Failed query: select 1", { cause: new Error("D1_ERROR: database disk image is malformed: SQLITE_CORRUPT") });
    expect(storageFailure(wrapped)).toMatchObject({ code: "unavailable" });
  });

  it.each(["D1_ERROR: no such column: foo: SQLITE_ERROR", "TypeError: cannot read properties of undefined", "D1_ERROR: UNIQUE constraint failed"])(
    "not %s",
    (message) => {
      expect(storageFailure(new Error(message))).toBeUndefined();
    },
  );
});

/** A raw HTTP/1.1 request whose body is `sent` of `declared` bytes, left open; resolves with the status line and body once an answer arrives. */
function postPartial(url: string, path: string, headers: Record<string, string>, declared: number, sent: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const lines = Object.entries({ Host: hostname, "Content-Type": "application/json", ...headers, "Content-Length": String(declared) }).map(
        ([k, v]) => `${k}: ${v}`,
      );
      socket.write(`POST ${path} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n${sent}`);
    });
    let raw = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${path} within 60 s while its body was incomplete`));
    }, 60_000);
    socket.on("data", (chunk: Buffer) => {
      raw += chunk.toString();
      const headerEnd = raw.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(raw)?.[1];
      if (headerEnd < 0 || length === undefined || raw.length < headerEnd + 4 + Number(length)) return;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(raw.split(" ")[1]), body: raw.slice(headerEnd + 4, headerEnd + 4 + Number(length)) });
    });
    socket.on("error", reject);
  });
}

let service: LocalService;
let auth: { Authorization: string };

beforeAll(async () => {
  service = await LocalService.create();
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" };
  const created = await fetch(`${service.url}/v1/admin/users`, { method: "POST", headers: admin, body: JSON.stringify({ name: "hardening" }) });
  const { user } = (await created.json()) as { user: { user_id: string } };
  const issued = await fetch(`${service.url}/v1/admin/users/${user.user_id}/tokens`, { method: "POST", headers: admin, body: "{}" });
  auth = { Authorization: `Bearer ${((await issued.json()) as { token: string }).token}` };
}, 240_000);

afterAll(async () => {
  await service?.dispose();
});

describe("under wrangler dev, an answer given before the body is read leaves at once (the body is never sent in full)", () => {
  it("POST /v1/events declaring 100 MB: 413 on the header alone", async () => {
    const res = await postPartial(service.url, "/v1/events", auth, 100 * 1024 * 1024, '{"events":[');
    expect(res).toEqual({ status: 413, body: JSON.stringify({ error: { code: "payload_too_large", message: "request body is larger than 2097152 bytes" } }) });
  });

  it("a refusal on another ground (an unknown token, an unknown route) is not held back either", async () => {
    expect((await postPartial(service.url, "/v1/search", { Authorization: "Bearer nope" }, 100 * 1024 * 1024, "{")).status).toBe(401);
    expect((await postPartial(service.url, "/v1/nowhere", auth, 100 * 1024 * 1024, "{")).status).toBe(404);
  });
});

describe("a damaged local database", () => {
  beforeAll(async () => {
    const event = { event_id: ulid(), session_id: "s", ts: Date.now() - 1000, event_type: "user_message", role: "user", agent: "test", text: "hello storage" };
    expect(
      (await fetch(`${service.url}/v1/events`, { method: "POST", headers: { ...auth, "Content-Type": "application/json" }, body: JSON.stringify(event) }))
        .status,
    ).toBe(201);
    expect((await fetch(`${service.url}/v1/status`, { headers: auth })).status).toBe(200);

    await service.stop();
    const file = service.d1File();
    // Everything into the main file first: the write-ahead log would otherwise be read instead of the damaged pages.
    const db = new DatabaseSync(file);
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    // The pages of every table of the service's data, but not of the accounts (so that the token
    // still verifies and the failure is the route's own) nor of SQLite's and D1's own tables.
    const pages = db
      .prepare("SELECT name, pageno FROM dbstat")
      .all()
      .filter((row) => !/^(sqlite_|_cf_|d1_|users|api_tokens)/.test(String(row.name)))
      .map((row) => Number(row.pageno));
    db.close();
    expect(pages.length).toBeGreaterThan(10);
    const pageSize = readFileSync(file).readUInt16BE(16) || 65536;
    const fd = openSync(file, "r+");
    const junk = Buffer.alloc(pageSize, 0xa5);
    for (const page of pages) writeSync(fd, junk, 0, pageSize, (page - 1) * pageSize);
    closeSync(fd);
    await service.start();
  }, 240_000);

  it("the token still verifies (the accounts' pages are whole)", async () => {
    const res = await fetch(`${service.url}/v1/toc/resolve?period=today`, { headers: auth, signal: AbortSignal.timeout(30_000) });
    expect(res.status).not.toBe(401);
  });

  it.each(["/v1/status", "/v1/search?q=hello", "/v1/events"])("GET %s answers 503 with Retry-After", async (path) => {
    const res = await fetch(`${service.url}${path}`, { headers: auth, signal: AbortSignal.timeout(30_000) });
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("5");
    expect(await res.json()).toEqual({ error: { code: "unavailable", message: "storage is unavailable; retry later" } });
  });
});
