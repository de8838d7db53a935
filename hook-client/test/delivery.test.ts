import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DeliveryState } from "../src/state";
import { amemBin } from "./build";
import { closedPort, FakeService, FIXTURES, readJsonLines, readSpool, runAmem, type Sandbox, sandbox, waitFor } from "./helpers";

const prompt = JSON.parse(readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json"), "utf8")) as Record<string, unknown>;
const sessionEnd = readFileSync(join(FIXTURES, "claude-code/hooks/SessionEnd.json"), "utf8");

/** A prompt payload with its own text, so every event is distinguishable. */
const promptWith = (text: string): string => JSON.stringify({ ...prompt, prompt: text });

/**
 * The hook never waits on the network: it spools and hands delivery to a detached flush. The
 * tests hold it to that without timing it: against a service that never answers and a request
 * timeout far longer than the test, a hook that waited would be stopped by its own hard limit
 * (which logs that it did, and spools nothing) or killed by the test (`killAfterMs`).
 */
const NEVER_MS = "600000";

function state(sb: Sandbox): DeliveryState {
  return existsSync(sb.stateFile) ? (JSON.parse(readFileSync(sb.stateFile, "utf8")) as DeliveryState) : {};
}

const flushIdle = (sb: Sandbox): boolean => !existsSync(join(sb.stateDir, "flush.lock"));

describe("delivery: fail-open, bounded, lossless, exactly once", () => {
  let bin: string;
  const services: FakeService[] = [];
  beforeAll(async () => {
    bin = await amemBin();
  });
  afterEach(async () => {
    await Promise.all(services.splice(0).map((s) => s.stop()));
  });
  const service = async (port = 0): Promise<FakeService> => {
    const s = await new FakeService().start(port);
    services.push(s);
    return s;
  };
  const hook = (sb: Sandbox, input: string) => runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input });

  it("service up: the hook returns at once, a background flush delivers, the spool empties after the ack", async () => {
    const svc = await service();
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    const res = await hook(sb, promptWith("hello service"));
    expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
    await waitFor(() => svc.stored.size === 1, 30_000, "delivery");
    await waitFor(() => readSpool(sb).length === 0, 30_000, "empty spool");
    const [stored] = [...svc.stored.values()];
    expect(stored).toMatchObject({ agent: "claude-code", event_type: "user_message", text: "hello service" });
    expect(svc.requests[0]?.auth).toBe(`Bearer ${svc.token}`);
  });

  for (const [name, setup] of [
    ["down (connection refused)", async () => ({ url: `http://127.0.0.1:${await closedPort()}`, svc: undefined })],
    [
      "hung (accepts, never answers)",
      async () => {
        const svc = await service();
        svc.mode = { kind: "hung" };
        return { url: svc.url, svc };
      },
    ],
    [
      "answering 500",
      async () => {
        const svc = await service();
        svc.mode = { kind: "status", status: 500 };
        return { url: svc.url, svc };
      },
    ],
    [
      "answering 429 with Retry-After",
      async () => {
        const svc = await service();
        svc.mode = { kind: "status", status: 429, retryAfter: "120" };
        return { url: svc.url, svc };
      },
    ],
  ] as const) {
    it(`service ${name}: hooks exit 0 within budget, events stay spooled, amem flush later delivers each exactly once`, async () => {
      const { url, svc } = await setup();
      const sb = sandbox({ AMEM_URL: url, AMEM_TOKEN: "test-token", AMEM_TIMEOUT_MS: "400" });
      for (const text of ["first", "second", "third"]) {
        const res = await hook(sb, promptWith(text));
        expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
      }
      const end = await hook(sb, sessionEnd);
      expect(end.code).toBe(0);
      await waitFor(() => flushIdle(sb) && state(sb).last_error !== undefined, 30_000, "the background flush to give up");
      expect(readSpool(sb).map((r) => r.event.text)).toEqual(["first", "second", "third", ""]);
      const st = state(sb);
      expect(st.down_until).toBeGreaterThan(Date.now());
      if (name.includes("429")) {
        expect(st.last_error).toMatchObject({ kind: "rate-limited", status: 429 });
        expect(st.down_until ?? 0).toBeGreaterThan(Date.now() + 100_000); // Retry-After: 120 s
      }

      // The service comes back: amem flush delivers everything, once.
      const healthy = svc ?? (await service(Number(new URL(url).port)));
      healthy.mode = { kind: "ok" };
      const flush = await runAmem(bin, ["flush"], { env: sb.env });
      // A hook's detached flush that started late (a slow Node start on a loaded machine) may deliver some or all of
      // them first: the explicit flush delivers the rest, and together each is stored once.
      expect(flush.stdout).toMatch(/^amem flush: delivered (\d) event\(s\) \(\1 new, 0 already stored\), 0 rejected, 0 left in the spool\n$/);
      expect(flush).toMatchObject({ code: 0, stderr: "" });
      expect([...healthy.stored.values()].map((e) => e.text)).toEqual(["first", "second", "third", ""]);
      expect(healthy.duplicates.size).toBe(0);
      expect(readSpool(sb)).toEqual([]);
      expect(state(sb).down_until).toBeUndefined();
    });
  }

  it("a service that never answers: hooks (SessionEnd too) exit 0 while the detached flush still waits on the network", async () => {
    const svc = await service();
    svc.mode = { kind: "hung" };
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token, AMEM_TIMEOUT_MS: NEVER_MS });
    for (const input of [promptWith("into the void"), sessionEnd]) {
      const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input, killAfterMs: 30_000 });
      expect(res).toMatchObject({ code: 0, signal: null, stdout: "", stderr: "" });
    }
    // The network work was done, by the flush the hook left behind: its request is open and unanswered.
    await waitFor(() => svc.requests.length > 0, 30_000, "the detached flush's request");
    expect(svc.stored.size).toBe(0);
    expect(flushIdle(sb)).toBe(false);
    expect(readSpool(sb).map((r) => r.event.text)).toEqual(["into the void", ""]);
    expect(existsSync(sb.logFile) ? readFileSync(sb.logFile, "utf8") : "").not.toContain("still running");
  });

  it("a later hook run delivers the backlog in the background once the service is back", async () => {
    const port = await closedPort();
    const sb = sandbox({ AMEM_URL: `http://127.0.0.1:${port}`, AMEM_TOKEN: "test-token", AMEM_BACKOFF_MS: "0" });
    await hook(sb, promptWith("while down 1"));
    await hook(sb, promptWith("while down 2"));
    await waitFor(() => flushIdle(sb) && state(sb).last_error !== undefined, 30_000, "a failed flush");
    expect(readSpool(sb)).toHaveLength(2);
    const svc = await service(port);
    const res = await hook(sb, promptWith("after recovery"));
    expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
    await waitFor(() => svc.stored.size === 3, 30_000, "the backlog");
    await waitFor(() => readSpool(sb).length === 0, 30_000, "empty spool");
    expect([...svc.stored.values()].map((e) => e.text).sort()).toEqual(["after recovery", "while down 1", "while down 2"]);
  });

  it("a lost answer is redelivered and acknowledged as already stored: stored exactly once", async () => {
    const svc = await service();
    svc.mode = { kind: "store-then-fail" };
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    await hook(sb, promptWith("answer lost"));
    await waitFor(() => flushIdle(sb) && state(sb).last_error !== undefined, 30_000, "the failed flush");
    expect(svc.stored.size).toBe(1);
    expect(readSpool(sb)).toHaveLength(1); // not acknowledged, so still spooled
    svc.mode = { kind: "ok" };
    const flush = await runAmem(bin, ["flush"], { env: sb.env });
    expect(flush.stdout).toContain("delivered 1 event(s) (0 new, 1 already stored)");
    expect(svc.stored.size).toBe(1);
    expect([...svc.duplicates.values()]).toEqual([1]);
    expect(readSpool(sb)).toEqual([]);
  });

  it("401: events stay in the spool and amem status says why", async () => {
    const svc = await service();
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: "revoked-token" });
    await hook(sb, promptWith("needs a valid token"));
    await waitFor(() => flushIdle(sb) && state(sb).last_error !== undefined, 30_000, "the refused flush");
    expect(readSpool(sb)).toHaveLength(1);
    expect(svc.stored.size).toBe(0);
    const status = await runAmem(bin, ["status"], { env: sb.env });
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/spool\s+1 event\(s\) waiting/);
    expect(status.stdout).toMatch(/last error .* unauthorized: unauthorized: bad token \(HTTP 401\)/);
    const flush = await runAmem(bin, ["flush"], { env: sb.env });
    expect(flush.code).toBe(1);
    expect(flush.stderr).toContain("HTTP 401");
  });

  it("a poison event (400 or 413) in a batch is found by bisection and set aside; the rest is delivered", async () => {
    const svc = await service();
    const sb = sandbox({ AMEM_URL: svc.url }); // no token yet: everything waits in the spool
    const texts = ["ok 1", "ok 2", `bad ${svc.poison}`, "ok 3", "ok 4", `huge ${svc.oversized}`, "ok 5"];
    for (const t of texts) await hook(sb, promptWith(t));
    expect(readSpool(sb)).toHaveLength(7);
    const env = { ...sb.env, AMEM_TOKEN: svc.token };
    const flush = await runAmem(bin, ["flush"], { env });
    expect(flush.stdout).toContain("delivered 5 event(s) (5 new, 0 already stored), 2 rejected, 0 left in the spool");
    expect(flush.code).toBe(0);
    expect([...svc.stored.values()].map((e) => e.text)).toEqual(["ok 1", "ok 2", "ok 3", "ok 4", "ok 5"]);
    const rejected = readJsonLines(sb.rejectedFile) as { status: number; error: unknown; event: { text: string } }[];
    expect(rejected.map((r) => [r.status, r.event.text])).toEqual([
      [400, `bad ${svc.poison}`],
      [413, `huge ${svc.oversized}`],
    ]);
    expect(rejected[0]?.error).toMatchObject({ error: { details: { issues: [{ field: "events[0].text" }] } } });
    expect(readSpool(sb)).toEqual([]);
    const status = await runAmem(bin, ["status"], { env });
    expect(status.stdout).toMatch(/^refused\s+2 event\(s\) refused by the service/m);
  });

  it("locks left behind by a crashed process (dead pid) are taken over", async () => {
    const svc = await service();
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    const { mkdirSync, writeFileSync } = await import("node:fs");
    mkdirSync(sb.spoolDir, { recursive: true });
    const dead = JSON.stringify({ pid: 2 ** 22 + 12345, at: Date.now() });
    writeFileSync(join(sb.spoolDir, "spool.lock"), dead);
    writeFileSync(join(sb.stateDir, "flush.lock"), dead);
    const res = await hook(sb, promptWith("after a crash"));
    expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
    await waitFor(() => svc.stored.size === 1, 30_000, "delivery");
    expect(existsSync(sb.logFile) ? readFileSync(sb.logFile, "utf8") : "").not.toContain("spool lock busy");
  });

  it("an unreadable spool line is moved to rejected.jsonl, not dropped and not blocking the rest", async () => {
    const svc = await service();
    const sb = sandbox({ AMEM_URL: svc.url });
    await hook(sb, promptWith("before"));
    const { appendFileSync } = await import("node:fs");
    appendFileSync(sb.pendingFile, '{"v":1,"spooled_at":1,"event":{"event_id"\n');
    await hook(sb, promptWith("after"));
    const flush = await runAmem(bin, ["flush"], { env: { ...sb.env, AMEM_TOKEN: svc.token } });
    expect(flush.stdout).toContain("delivered 2 event(s) (2 new, 0 already stored), 1 rejected");
    expect(readJsonLines(sb.rejectedFile)).toEqual([expect.objectContaining({ reason: "unreadable spool line" })]);
  });
});
