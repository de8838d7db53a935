import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BATCH_EVENTS } from "../src/constants";
import { amemBin } from "./build";
import { runAmem, sandbox } from "./helpers";
import { IDLE } from "./import-layout";
import { createUserToken, type LocalService, startService } from "./service";

/** The service's burst, well below the client's batch of MAX_BATCH_EVENTS. */
const BURST = 100;
const SESSION = "7e1b2c3d-0000-4000-8000-0000000000b0";

/** A Claude Code transcript of `pairs` prompt/reply pairs (two events each). */
function writeSession(home: string, pairs: number): void {
  const dir = join(home, ".claude", "projects", "-home-dev-projects-burst");
  mkdirSync(dir, { recursive: true });
  const base = { cwd: "/home/dev/projects/burst", sessionId: SESSION, version: "2.1.80", gitBranch: "main", isSidechain: false };
  const lines: string[] = [];
  for (let i = 0; i < pairs; i++) {
    const ts = new Date(Date.parse("2026-02-01T00:00:00Z") + i * 60_000);
    lines.push(JSON.stringify({ ...base, type: "user", uuid: `u-${i}`, timestamp: ts.toISOString(), message: { role: "user", content: `prompt ${i}` } }));
    lines.push(
      JSON.stringify({
        ...base,
        type: "assistant",
        uuid: `a-${i}`,
        timestamp: new Date(ts.getTime() + 1_000).toISOString(),
        message: { id: `msg-${i}`, role: "assistant", stop_reason: "end_turn", content: [{ type: "text", text: `reply ${i}` }] },
      }),
    );
  }
  const file = join(dir, `${SESSION}.jsonl`);
  writeFileSync(file, `${lines.join("\n")}\n`);
  utimesSync(file, IDLE, IDLE);
}

/**
 * A deployment whose INGEST_BURST_EVENTS is below the client's batch (500 events): the real
 * program against the real local service. The service admits a request larger than the burst
 * once its bucket is full (the bucket then owes the difference, and Retry-After says how long
 * that takes), so `amem import` and `amem flush` make progress batch by batch; nothing waits for
 * ever, nothing is lost or stored twice.
 */
describe("a service burst smaller than the client's batch", () => {
  let bin: string;
  let svc: LocalService;
  beforeAll(async () => {
    expect(BURST).toBeLessThan(MAX_BATCH_EVENTS);
    [bin, svc] = await Promise.all([amemBin(), startService({ INGEST_BURST_EVENTS: String(BURST), INGEST_EVENTS_PER_SECOND: "1000" })]);
  }, 180_000);
  afterAll(async () => {
    await svc?.stop();
  });

  const storedCount = async (token: string): Promise<number> => {
    let n = 0;
    let cursor: string | null = null;
    do {
      const res = await fetch(`${svc.url}/v1/events?limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(30_000),
      });
      expect(res.status).toBe(200);
      const page = (await res.json()) as { events: unknown[]; next_cursor: string | null };
      n += page.events.length;
      cursor = page.next_cursor;
    } while (cursor);
    return n;
  };

  it("amem import delivers every event, each once", async () => {
    const token = await createUserToken(svc, "burst-import");
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: token });
    writeSession(sb.home, 1_000);
    const res = await runAmem(bin, ["import", "claude-code"], { env: sb.env, killAfterMs: 150_000 });
    expect(res.code, `${res.stdout}${res.stderr}`).toBe(0);
    expect(res.stdout).toContain("2000 event(s) spooled");
    expect(res.stdout).toContain("delivered 2000 (2000 new, 0 already stored), 0 rejected, 0 left in the spool");
    expect(await storedCount(token)).toBe(2_000);
  }, 200_000);

  it("amem flush delivers a spooled backlog larger than the burst in whole batches, run after run, each event once", async () => {
    const token = await createUserToken(svc, "burst-flush");
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: token });
    writeSession(sb.home, 600);
    // Without a token the import only spools.
    const { AMEM_TOKEN: _token, ...spoolOnly } = sb.env;
    const spooled = await runAmem(bin, ["import", "claude-code"], { env: spoolOnly, killAfterMs: 60_000 });
    expect(spooled.stdout).toContain("1200 event(s) spooled");
    let left = 1_200;
    const sentPerRun: number[] = [];
    for (let run = 0; left > 0; run++) {
      expect(run, "amem flush runs without progress").toBeLessThan(12);
      const res = await runAmem(bin, ["flush"], { env: sb.env, killAfterMs: 60_000 });
      const m = /delivered (\d+) event\(s\) \((\d+) new, (\d+) already stored\), 0 rejected, (\d+) left in the spool/.exec(res.stdout);
      expect(m, `${res.stdout}${res.stderr}`).not.toBeNull();
      const [sent, created, , after] = (m as RegExpExecArray).slice(1).map(Number) as [number, number, number, number];
      expect(created).toBe(sent);
      expect(after).toBe(left - sent);
      sentPerRun.push(sent);
      left = after;
      expect(res.code).toBe(left > 0 ? 1 : 0);
      // A run stopped by the rate limit says when to come back; a client waits that long (a hook's flusher: until down_until).
      const retry = /retry in (\d+) s/.exec(res.stderr);
      if (left > 0) {
        expect(retry, res.stderr).not.toBeNull();
        await new Promise((r) => setTimeout(r, Number(retry?.[1]) * 1000));
      }
    }
    // A batch larger than the burst was admitted whole (a run sends whole batches of up to MAX_BATCH_EVENTS).
    expect(Math.max(...sentPerRun)).toBeGreaterThan(BURST);
    expect(await storedCount(token)).toBe(1_200);
  }, 200_000);
});
