import { appendFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import type { AmemEvent } from "../src/event";
import { eventIdFor } from "../src/event-id";
import { flushSpool } from "../src/flush";
import { resolvePaths } from "../src/paths";
import { FakeService, readSpool, type Sandbox, sandbox } from "./helpers";

// The build defines the program's version (user-agent); run in-process here, the test does.
(globalThis as { AMEM_VERSION?: string }).AMEM_VERSION ??= "0.0.0-test";

function event(n: number): AmemEvent {
  return {
    event_id: eventIdFor(`test|queue|${n}`),
    session_id: "queue-session",
    ts: Date.UTC(2026, 0, 1) + n,
    event_type: "user_message",
    role: "user",
    agent: "claude-code",
    text: `event ${n}`,
    metadata: {},
  };
}

const line = (e: AmemEvent): string => `${JSON.stringify({ v: 1, spooled_at: 1, event: e })}\n`;

/** Outbox files (oldest first) and a pending file of `sizes` events each; answers every event in order. */
function spoolFiles(sb: Sandbox, sizes: number[]): AmemEvent[] {
  mkdirSync(sb.spoolDir, { recursive: true });
  const all: AmemEvent[] = [];
  sizes.forEach((size, f) => {
    const events = Array.from({ length: size }, (_, i) => event(all.length + i));
    all.push(...events);
    const name = f === sizes.length - 1 ? "pending.jsonl" : `outbox-01J0000000000000000000000${f}.jsonl`;
    writeFileSync(join(sb.spoolDir, name), events.map(line).join(""));
  });
  return all;
}

/**
 * The flush's sender keeps its POSTs in flight across outbox files (it takes the next file's
 * groups while the last ones of a file are still out). On a stop in the middle, each file keeps
 * exactly the lines the service did not acknowledge, so a later flush sends each event once.
 */
describe("flushSpool across files", () => {
  let svc: FakeService | undefined;
  afterEach(async () => {
    await svc?.stop();
    svc = undefined;
  });

  const flush = (sb: Sandbox, concurrency: number) => {
    const paths = resolvePaths(sb.env);
    return flushSpool(paths, loadConfig(paths, sb.env), { deadlineMs: Date.now() + 60_000, waitForLock: true, lingerMs: 0, log: () => {}, concurrency });
  };

  it("delivers every file and what is pending, each event once, and leaves the spool empty", async () => {
    svc = await new FakeService().start();
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    const all = spoolFiles(sb, [600, 120, 1_300, 7]);
    // A line written some other way (its keys in another order, a space) is sent as well: the body
    // takes a line's own text of its event only when the line is as the client writes it.
    const odd = { ...event(all.length), text: 'an "odd" line \u2028 \ud800' };
    appendFileSync(
      sb.pendingFile,
      `${JSON.stringify({ event: odd, spooled_at: 2, v: 1 })}\n{"v":1, "spooled_at":3,"event":${JSON.stringify(event(all.length + 1))}}\n`,
    );
    all.push(odd, event(all.length + 1));
    const report = await flush(sb, 4);
    expect(report.stop).toBeUndefined();
    expect([report.sent, report.created, report.left]).toEqual([all.length, all.length, 0]);
    expect(svc.stored.size).toBe(all.length);
    expect(all.map((e) => svc?.stored.get(e.event_id))).toEqual(all);
    expect(svc.duplicates.size).toBe(0);
    // Groups never mix more than a POST may carry.
    for (const r of svc.requests) expect((JSON.parse(r.body) as { events: unknown[] }).events.length).toBeLessThanOrEqual(500);
    expect(readdirSync(sb.spoolDir).filter((f) => f.endsWith(".jsonl"))).toEqual([]);
  });

  it("stopped in the middle (429), keeps exactly what was not acknowledged, in order; the next flush sends only that", async () => {
    svc = await new FakeService().start();
    const service = svc;
    // The bucket pays for some groups and refuses the next: which ones depends on the lanes' order.
    service.mode = { kind: "bucket", perSecond: 0.001, burst: 1_150 };
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    const all = spoolFiles(sb, [600, 600, 600, 10]);
    const first = await flush(sb, 4);
    expect(first.stop?.kind).toBe("rate-limited");
    const stored = new Set(service.stored.keys());
    expect(stored.size).toBeGreaterThan(0);
    expect(stored.size).toBeLessThan(all.length);
    expect(first.sent).toBe(stored.size);
    // What is left is every event not stored, each once, in the order it was spooled.
    const left = readSpool(sb).map((r) => r.event.event_id);
    expect(left).toEqual(all.map((e) => e.event_id).filter((id) => !stored.has(id)));
    expect(first.left).toBe(left.length);

    service.mode = { kind: "ok" };
    const second = await flush(sb, 4);
    expect(second.stop).toBeUndefined();
    expect([second.sent, second.created, second.duplicates, second.left]).toEqual([left.length, left.length, 0, 0]);
    expect(service.stored.size).toBe(all.length);
    expect(service.duplicates.size).toBe(0);
  });
});
