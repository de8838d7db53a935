import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { REPEATS_KEEP_MS, REPEATS_PRUNE_EVERY_MS, SPOOL_LOCK_STALE_MS } from "../src/constants";
import type { DraftEvent } from "../src/event";
import { shortHash } from "../src/hash";
import { resolvePaths } from "../src/paths";
import { numberRepeats, pruneRepeats } from "../src/repeats";
import { amemBin } from "./build";
import { FakeService, FIXTURES, runAmem, sandbox, waitFor } from "./helpers";

const DAY = 24 * 3600_000;

/** A content-keyed prompt of `session`, as a hook maps it. */
const draft = (session: string, text: string): DraftEvent => ({
  session_id: session,
  event_type: "user_message",
  role: "user",
  agent: "claude-code",
  text,
  metadata: { dedupe_key: `claude-code|${session}|${shortHash(text)}|prompt` },
  keyFromContent: true,
});

const countsFile = (stateDir: string, session: string) => join(stateDir, "repeats", `${shortHash(`claude-code|${session}`)}.json`);
const age = (path: string, atMs: number) => utimesSync(path, atMs / 1000, atMs / 1000);
const counted = (stateDir: string) => readdirSync(join(stateDir, "repeats")).filter((n) => n.endsWith(".json")).length;

describe("pruning the repeat counts", () => {
  it("deletes the counts of sessions idle past REPEATS_KEEP_MS, keeps the rest, and looks at most once per REPEATS_PRUNE_EVERY_MS", () => {
    const sb = sandbox();
    const paths = resolvePaths(sb.env);
    const now = Date.now();
    for (const s of ["idle", "recent", "later-idle"]) numberRepeats(paths, [draft(s, "run the tests")], now);
    age(countsFile(sb.stateDir, "idle"), now - REPEATS_KEEP_MS - 1_000);
    age(countsFile(sb.stateDir, "recent"), now - REPEATS_KEEP_MS + 2 * DAY);
    // A lock a crashed hook left with no counts, long ago; and one of a session with fresh counts.
    const orphanLock = join(sb.stateDir, "repeats", "0123456789abcdef.json.lock");
    writeFileSync(orphanLock, JSON.stringify({ pid: 999_999_999, at: 0 }));
    age(orphanLock, now - SPOOL_LOCK_STALE_MS - 1_000);

    expect(pruneRepeats(paths, now)).toBe(1);
    expect(existsSync(countsFile(sb.stateDir, "idle"))).toBe(false);
    expect(existsSync(countsFile(sb.stateDir, "recent"))).toBe(true);
    expect(existsSync(countsFile(sb.stateDir, "later-idle"))).toBe(true);
    expect(existsSync(orphanLock)).toBe(false);
    expect(readdirSync(join(sb.stateDir, "repeats")).filter((n) => n.endsWith(".lock"))).toEqual([]);

    // Within the interval nothing is looked at, even counts that are old by now.
    age(countsFile(sb.stateDir, "later-idle"), now - REPEATS_KEEP_MS - 1_000);
    expect(pruneRepeats(paths, now + REPEATS_PRUNE_EVERY_MS - 1_000)).toBe(0);
    expect(existsSync(countsFile(sb.stateDir, "later-idle"))).toBe(true);
    expect(pruneRepeats(paths, now + REPEATS_PRUNE_EVERY_MS)).toBe(1);
    expect(existsSync(countsFile(sb.stateDir, "later-idle"))).toBe(false);
    expect(counted(sb.stateDir)).toBe(1);
  });

  it("leaves a session whose lock a live hook holds, and numbering goes on in kept sessions", () => {
    const sb = sandbox();
    const paths = resolvePaths(sb.env);
    const now = Date.now();
    numberRepeats(paths, [draft("busy", "deploy")], now);
    numberRepeats(paths, [draft("kept", "deploy")], now);
    age(countsFile(sb.stateDir, "busy"), now - REPEATS_KEEP_MS - 1_000);
    // This process (alive) holds the busy session's lock, as a hook numbering it would.
    writeFileSync(`${countsFile(sb.stateDir, "busy")}.lock`, JSON.stringify({ pid: process.pid, at: now }));
    expect(pruneRepeats(paths, now)).toBe(0);
    expect(existsSync(countsFile(sb.stateDir, "busy"))).toBe(true);
    expect(existsSync(`${countsFile(sb.stateDir, "busy")}.lock`)).toBe(true);

    const again = draft("kept", "deploy");
    numberRepeats(paths, [again], now + 60_000);
    expect(again.metadata["dedupe_key"]).toMatch(/#2$/);
  });

  it("with no counts yet, does nothing and writes nothing", () => {
    const sb = sandbox();
    expect(pruneRepeats(resolvePaths(sb.env), Date.now())).toBe(0);
    expect(existsSync(join(sb.stateDir, "repeats"))).toBe(false);
  });
});

describe("pruning runs in the background flush, not in the hook", () => {
  let bin: string;
  let service: FakeService | undefined;
  beforeAll(async () => {
    bin = await amemBin();
  });
  afterEach(async () => {
    await service?.stop();
    service = undefined;
  });

  it("a hook leaves idle counts alone; the background flush it hands over to prunes them", async () => {
    const prompt = JSON.parse(readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json"), "utf8")) as Record<string, unknown>;
    // Without a token the hook only spools: no background flush runs.
    const quiet = sandbox();
    const paths = resolvePaths(quiet.env);
    numberRepeats(paths, [draft("idle", "old prompt")], Date.now());
    age(countsFile(quiet.stateDir, "idle"), Date.now() - REPEATS_KEEP_MS - DAY);
    const hooked = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: quiet.env, input: JSON.stringify({ ...prompt, prompt: "a new prompt" }) });
    expect(hooked.code).toBe(0);
    expect(existsSync(countsFile(quiet.stateDir, "idle"))).toBe(true);
    expect(existsSync(join(quiet.stateDir, "repeats", ".pruned"))).toBe(false);

    service = await new FakeService().start();
    const env = { ...quiet.env, AMEM_URL: service.url, AMEM_TOKEN: service.token };
    const flushed = await runAmem(bin, ["flush", "--background"], { env });
    expect(flushed.code).toBe(0);
    await waitFor(() => !existsSync(countsFile(quiet.stateDir, "idle")), 30_000, "the idle counts to be pruned");
    expect(existsSync(join(quiet.stateDir, "repeats", ".pruned"))).toBe(true);
    expect(service.stored.size).toBe(1);
  });
});
