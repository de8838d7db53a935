import { spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_DELIVERY_CONCURRENCY } from "../src/constants";
import type { AmemEvent } from "../src/event";
import { eventIdFor } from "../src/event-id";
import { amemBin } from "./build";
import { FakeService, FIXTURES, NODE, readJsonLines, readSpool, runAmem, runOnTty, type Sandbox, sandbox, ULID, waitFor } from "./helpers";
import { CLAUDE_SESSION, CODEX_ROLLOUT, IDLE, layOut } from "./import-layout";

/**
 * `amem import` through the real program: the fixture sessions laid out where each agent keeps
 * them, mapped to reviewed golden events, agreeing with the hook path on every event both see,
 * and read incrementally through the ingest cursors.
 */
const GOLDEN = join(import.meta.dirname, "golden", "import");
const UPDATE = process.env["UPDATE_GOLDEN"] === "1";
function compareGolden(name: string, actual: unknown): void {
  const file = join(GOLDEN, `${name}.json`);
  if (UPDATE || !existsSync(file)) {
    if (!UPDATE) throw new Error(`missing golden file ${file}: run with UPDATE_GOLDEN=1 and review it`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
    return;
  }
  expect(actual).toEqual(JSON.parse(readFileSync(file, "utf8")));
}

const spooled = (sb: Sandbox): AmemEvent[] => readSpool(sb).map((r) => r.event);

describe("amem import", () => {
  let bin: string;
  let svc: FakeService | undefined;
  beforeAll(async () => {
    bin = await amemBin();
  });
  afterEach(async () => {
    await svc?.stop();
    svc = undefined;
  });

  it("maps each fixture session to the reviewed events, with ids derived from their dedupe keys", async () => {
    const sb = sandbox();
    layOut(sb);
    const res = await runAmem(bin, ["import"], { env: sb.env });
    // No token: everything stays in the spool, and the command says so with exit 1.
    expect(res.code).toBe(1);
    expect(res.stdout).toMatch(
      /^amem import: 5 file\(s\) read \(0 unchanged, 0 rewritten since the last import\), 90 event\(s\) spooled, 0 line\(s\) skipped as unreadable; delivered 0 .* 90 left in the spool\n$/,
    );
    expect(res.stderr).toContain("no token configured");
    const events = spooled(sb);
    for (const e of events) {
      expect(e.event_id).toMatch(ULID);
      expect(e.event_id).toBe(eventIdFor(e.metadata["dedupe_key"] ?? ""));
    }
    expect(new Set(events.map((e) => e.event_id)).size).toBe(events.length);
    for (const agent of ["claude-code", "codex", "grok"])
      compareGolden(
        agent,
        events.filter((e) => e.agent === agent),
      );
  });

  it("agrees with the hook path on every event both capture: same id, type and text", async () => {
    const sb = sandbox();
    layOut(sb);
    await runAmem(bin, ["import"], { env: sb.env });
    const imported = new Map(spooled(sb).map((e) => [e.event_id, e] as const));
    const hook = async (agent: string, file: string, argv = false): Promise<AmemEvent[]> => {
      const hsb = sandbox();
      const payload = readFileSync(join(FIXTURES, file), "utf8");
      const res = argv
        ? await runAmem(bin, ["hook", "--agent", agent, JSON.stringify(JSON.parse(payload))], { env: hsb.env })
        : await runAmem(bin, ["hook", "--agent", agent], { env: hsb.env, input: payload });
      expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
      return spooled(hsb);
    };
    const shared: [string, string, boolean?][] = [
      ...[
        "UserPromptSubmit",
        "PreToolUse",
        "PreToolUse.subagent",
        "PostToolUse",
        "PostToolUse.bash",
        "PostToolUseFailure",
        "Stop",
        "SubagentStart",
        "SubagentStop",
        "PostCompact",
      ].map((f): [string, string] => ["claude-code", `claude-code/hooks/${f}.json`]),
      ["grok", "grok/hooks/PreToolUse.json"],
      ["grok", "grok/hooks/PostToolUse.json"],
      ["codex", "codex/notify/agent-turn-complete.argv.json", true],
    ];
    let compared = 0;
    for (const [agent, file, argv] of shared) {
      for (const h of await hook(agent, file, argv)) {
        const i = imported.get(h.event_id);
        expect(i, `${file}: ${h.metadata["dedupe_key"]} was not imported`).toBeDefined();
        expect(i?.metadata["dedupe_key"]).toBe(h.metadata["dedupe_key"]);
        expect(i?.event_type).toBe(h.event_type);
        if (h.text !== "") expect(i?.text).toBe(h.text);
        compared++;
      }
    }
    // 17: the three post-tool payloads each give the call (the id PreToolUse gives it) and the result.
    expect(compared).toBe(17);
  });

  it("reads only what grew; a rewritten or truncated file is read again from the start", async () => {
    const sb = sandbox();
    const homes = layOut(sb);
    await runAmem(bin, ["import", "claude-code"], { env: sb.env });
    const first = spooled(sb).length;
    expect(first).toBe(59);

    const again = await runAmem(bin, ["import", "claude-code"], { env: sb.env });
    expect(again.stdout).toContain("0 file(s) read (3 unchanged, 0 rewritten since the last import), 0 event(s) spooled");
    expect(spooled(sb)).toHaveLength(first);

    // Two new lines: a prompt and its reply.
    const lines = readFileSync(homes.claudeMain, "utf8").split("\n").filter(Boolean);
    const prompt: Record<string, unknown> = {
      ...(JSON.parse(lines[1] ?? "{}") as Record<string, unknown>),
      uuid: "11111111-1111-4111-8111-111111111111",
      timestamp: "2026-03-04T15:00:00.000Z",
      message: { role: "user", content: "Now add a refresh token endpoint." },
    };
    const reply: Record<string, unknown> = {
      ...(JSON.parse(lines[40] ?? "{}") as Record<string, unknown>),
      uuid: "22222222-2222-4222-8222-222222222222",
      timestamp: "2026-03-04T15:00:05.000Z",
    };
    (reply["message"] as Record<string, unknown>)["content"] = [{ type: "text", text: "Added POST /auth/refresh." }];
    (reply["message"] as Record<string, unknown>)["id"] = "msg_refresh";
    appendFileSync(homes.claudeMain, `${JSON.stringify(prompt)}\n${JSON.stringify(reply)}\n`);
    utimesSync(homes.claudeMain, IDLE, new Date(IDLE.getTime() + 1_000));
    const grown = await runAmem(bin, ["import", "claude-code"], { env: sb.env });
    expect(grown.stdout).toContain("1 file(s) read (2 unchanged, 0 rewritten since the last import), 2 event(s) spooled");
    expect(
      spooled(sb)
        .slice(first)
        .map((e) => [e.event_type, e.text]),
    ).toEqual([
      ["user_message", "Now add a refresh token endpoint."],
      ["assistant_stop", "Added POST /auth/refresh."],
    ]);

    // Rewritten in place with other content of the same size class: detected, read from the start.
    writeFileSync(homes.claudeMain, `${lines.slice(0, 20).join("\n")}\n`);
    utimesSync(homes.claudeMain, IDLE, new Date(IDLE.getTime() + 2_000));
    const rewritten = await runAmem(bin, ["import", "claude-code"], { env: sb.env });
    expect(rewritten.stdout).toContain("1 file(s) read (2 unchanged, 1 rewritten since the last import)");
    const after = spooled(sb).slice(first + 2);
    expect(after.length).toBeGreaterThan(0);
    // Nothing new to the service: every re-read event has an id it already has.
    const before = new Set(
      spooled(sb)
        .slice(0, first)
        .map((e) => e.event_id),
    );
    expect(after.filter((e) => !before.has(e.event_id))).toEqual([]);
  });

  it("a line it cannot read is skipped, counted and reported; the rest is imported", async () => {
    const sb = sandbox();
    const homes = layOut(sb);
    appendFileSync(homes.codexRollout, '{"timestamp":"2026-01-31T10:16:03.000Z","type":"brand_new_item","payload":{}}\nnot json at all\n');
    utimesSync(homes.codexRollout, IDLE, IDLE);
    const res = await runAmem(bin, ["import", "codex", "--dry-run"], { env: sb.env });
    expect(res.code).toBe(0);
    expect(res.stdout).toBe(
      "amem import: dry run: 1 file(s) read (0 unchanged, 0 rewritten since the last import), 21 event(s) to import, 2 line(s) skipped as unreadable; nothing spooled or sent\n",
    );
    expect(res.stderr).toContain(`skipped: 31/${CODEX_ROLLOUT} at byte`);
    expect(res.stderr).toContain('unknown rollout line type "brand_new_item"');
    expect(res.stderr).toContain("not JSON");
    expect(spooled(sb)).toEqual([]);
  });

  it("usage errors exit 2", async () => {
    const sb = sandbox();
    for (const args of [
      ["import", "gemini"],
      ["import", "--since", "yesterday-ish"],
      ["import", "--bogus"],
      ["import", "codex", "grok"],
      ["import", "--watch", "--dry-run"],
      ["import", "--interval", "5"],
      ["import", "--watch", "--interval", "0"],
    ]) {
      const res = await runAmem(bin, args, { env: sb.env });
      expect(res.code, args.join(" ")).toBe(2);
      expect(res.stderr).toContain("amem import:");
    }
  });

  it("--project and --since keep only the matching sessions and leave the cursors alone", async () => {
    const sb = sandbox();
    layOut(sb);
    const res = await runAmem(bin, ["import", "--project", "/home/dev/projects/ledger-service", "--since", "2026-01-01"], { env: sb.env });
    expect(res.stdout).toContain("21 event(s) spooled");
    expect(new Set(spooled(sb).map((e) => e.agent))).toEqual(new Set(["codex"]));
    expect(existsSync(join(sb.stateDir, "import", "cursors.json"))).toBe(false);
  });

  it("import twice, hook then import, import then hook, both Grok dialects: each event stored once", async () => {
    svc = await new FakeService().start();
    const service = svc;
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    // Hooks run without the token: they only spool, and no background flush races the commands below.
    const { AMEM_TOKEN: _token, ...hookEnv } = sb.env;
    const hook = (agent: string, file: string): Promise<unknown> =>
      runAmem(bin, ["hook", "--agent", agent], { env: hookEnv, input: readFileSync(join(FIXTURES, file)) });
    // Hook first: Claude's prompt and a tool call, Grok's tool call through both of its dialects.
    await hook("claude-code", "claude-code/hooks/UserPromptSubmit.json");
    await hook("claude-code", "claude-code/hooks/PreToolUse.json");
    // Grok runs its own hook and the one registered for Claude Code at once.
    await Promise.all([hook("grok", "grok/hooks/PreToolUse.json"), hook("claude-code", "grok/hooks/PreToolUse.json")]);
    await runAmem(bin, ["flush"], { env: sb.env });
    expect(service.stored.size).toBe(3);
    layOut(sb);
    const first = await runAmem(bin, ["import"], { env: sb.env });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("90 event(s) spooled");
    expect(first.stdout).toContain("delivered 90 (87 new, 3 already stored), 0 rejected, 0 left in the spool");
    expect(service.stored.size).toBe(90);
    // Import then hook: the hook's copies are already there.
    await hook("claude-code", "claude-code/hooks/PostToolUse.bash.json");
    await hook("claude-code", "claude-code/hooks/Stop.json");
    await hook("grok", "grok/hooks/PostToolUse.json");
    await runAmem(bin, ["flush"], { env: sb.env });
    expect(service.stored.size).toBe(90);
    // Import twice, with the cursors gone: everything is read again and stored nothing new.
    writeFileSync(join(sb.stateDir, "import", "cursors.json"), "{}");
    const second = await runAmem(bin, ["import"], { env: sb.env });
    expect(second.stdout).toContain("delivered 90 (0 new, 90 already stored)");
    expect(service.stored.size).toBe(90);
  });

  it("a Claude Code prompt has one id whether a hook of 2.1.196 or later (prompt_id) or the transcript (with or without promptId) saw it", async () => {
    svc = await new FakeService().start();
    const service = svc;
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    const { AMEM_TOKEN: _token, ...hookEnv } = sb.env;
    const promptId = "8f1e2d3c-4b5a-4697-8877-665544332211";
    const payload = { ...(JSON.parse(readFileSync(join(FIXTURES, "claude-code", "hooks", "UserPromptSubmit.json"), "utf8")) as object), prompt_id: promptId };
    expect((await runAmem(bin, ["hook", "--agent", "claude-code"], { env: hookEnv, input: JSON.stringify(payload) })).code).toBe(0);
    await runAmem(bin, ["flush"], { env: sb.env });
    const prompts = () => [...service.stored.values()].filter((e) => e.event_type === "user_message" && e.text.startsWith("Add JWT auth"));
    expect(prompts().map((e) => e.metadata["prompt_id"])).toEqual([promptId]);

    // The transcript as the fixture has it (no promptId), then with the hook's id recorded on the prompt's line.
    const homes = layOut(sb);
    expect((await runAmem(bin, ["import", "claude-code"], { env: sb.env })).stdout).toContain("(58 new, 1 already stored)");
    const lines = readFileSync(homes.claudeMain, "utf8").split("\n");
    const at = lines.findIndex((l) => l.includes('"type":"user"') && l.includes("Add JWT auth"));
    lines[at] = JSON.stringify({ ...(JSON.parse(lines[at]!) as object), promptId });
    writeFileSync(homes.claudeMain, lines.join("\n"));
    utimesSync(homes.claudeMain, IDLE, IDLE);
    expect((await runAmem(bin, ["import", "claude-code"], { env: sb.env })).stdout).toContain("(0 new, ");
    expect(prompts()).toHaveLength(1);
    expect(service.duplicates.get(prompts()[0]!.event_id)).toBe(2);
  });

  it("waits out a 429 as Retry-After says and delivers everything", async () => {
    svc = await new FakeService().start();
    const service = svc;
    service.mode = { kind: "status", status: 429, retryAfter: "1" };
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    layOut(sb);
    const run = runAmem(bin, ["import", "grok"], { env: sb.env, killAfterMs: 60_000 });
    await waitFor(() => service.requests.length > 0, 20_000, "the first request");
    service.mode = { kind: "ok" };
    const res = await run;
    expect(res.code).toBe(0);
    expect(res.stdout).toContain("delivered 10 (10 new, 0 already stored), 0 rejected, 0 left in the spool");
    expect(service.stored.size).toBe(10);
  });

  it("a backfill larger than the service's burst goes in batches, waits out each 429 as long as Retry-After says, and drops nothing", async () => {
    svc = await new FakeService().start();
    const service = svc;
    // 2,000 events (1,000 prompt/reply pairs): four batches of 500 against a burst of 600 refilled at 400 a second.
    service.mode = { kind: "bucket", perSecond: 400, burst: 600 };
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    writeLongSession(sb, "7e1b2c3d-0000-4000-8000-000000000002", 1_000);
    const res = await runAmem(bin, ["import", "claude-code"], { env: sb.env, killAfterMs: 120_000 });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toBe(
      "amem import: 1 file(s) read (0 unchanged, 0 rewritten since the last import), 2000 event(s) spooled, 0 line(s) skipped as unreadable; " +
        "delivered 2000 (2000 new, 0 already stored), 0 rejected, 0 left in the spool\n",
    );
    expect(service.stored.size).toBe(2_000);
    expect(service.duplicates.size).toBe(0);
    // No batch over the service's cap; after a refusal nothing new is sent before Retry-After has
    // passed: what arrives meanwhile was already in flight (at most IMPORT_DELIVERY_CONCURRENCY - 1).
    for (const r of service.requests) expect((JSON.parse(r.body) as { events: unknown[] }).events.length).toBeLessThanOrEqual(500);
    const refused = service.answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      const meanwhile = service.requests.filter((r) => r.atMs > a.atMs && r.atMs < a.atMs + a.retryAfterS! * 1000 - 50);
      expect(meanwhile.length).toBeLessThanOrEqual(IMPORT_DELIVERY_CONCURRENCY - 1);
    }
    expect(service.answers.filter((a) => a.status === 201)).toHaveLength(4);
  });

  it("on a terminal draws a progress line per source; elsewhere prints only its summary line; both end with the report", async () => {
    svc = await new FakeService().start();
    const summary = (created: number) =>
      "amem import: 5 file(s) read (0 unchanged, 0 rewritten since the last import), 90 event(s) spooled, 0 line(s) skipped as unreadable; " +
      `delivered 90 (${created} new, ${90 - created} already stored), 0 rejected, 0 left in the spool`;
    const piped = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    layOut(piped);
    const plain = await runAmem(bin, ["import"], { env: piped.env, killAfterMs: 60_000 });
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toBe(`${summary(90)}\n`);
    expect(plain.stderr).toBe("");

    // The same logs from a second machine, on a terminal: all of it already stored.
    const onTty = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    layOut(onTty);
    const tty = await runOnTty(bin, ["import"], onTty.env, undefined, 60_000);
    expect(tty.code, tty.stdout).toBe(0);
    // Each source's line is redrawn in place (\r) and left standing, full, when the next begins.
    const finals = tty.stdout.split(/\r?\n/).map((line) => line.split("\r").filter(Boolean).at(-1)?.replaceAll("\u001b[K", "") ?? "");
    const bar = (agent: string, files: number, events: number) =>
      new RegExp(`^${agent} +\\[#{20}\\] ${files}/${files} files  ${events} events  \\d+\\.\\d MB/\\d+\\.\\d MB  \\d+\\.\\d MB/s$`);
    expect(finals).toEqual(
      expect.arrayContaining([
        expect.stringMatching(bar("claude-code", 3, 59)),
        expect.stringMatching(bar("codex", 1, 21)),
        expect.stringMatching(bar("grok", 1, 10)),
      ]),
    );
    expect(finals).toContain(summary(0));
  });

  it("killed with SIGKILL mid-import, a second run completes: every event delivered exactly once", async () => {
    svc = await new FakeService().start();
    const service = svc;
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    const homes = layOut(sb);
    // A long session: 4,000 prompt/reply pairs after the fixture's own lines.
    const template = JSON.parse(readFileSync(homes.claudeMain, "utf8").split("\n")[1] ?? "{}") as Record<string, unknown>;
    const big = join(homes.claudeProject, "7e1b2c3d-0000-4000-8000-000000000001.jsonl");
    const pairs = 4_000;
    const out: string[] = [];
    for (let i = 0; i < pairs; i++) {
      const ts = Date.parse("2026-02-01T00:00:00Z") + i * 60_000;
      out.push(
        JSON.stringify({
          ...template,
          sessionId: "7e1b2c3d-0000-4000-8000-000000000001",
          uuid: `u-${i}`,
          timestamp: new Date(ts).toISOString(),
          message: { role: "user", content: `prompt number ${i}` },
        }),
      );
      out.push(
        JSON.stringify({
          ...template,
          type: "assistant",
          sessionId: "7e1b2c3d-0000-4000-8000-000000000001",
          uuid: `a-${i}`,
          timestamp: new Date(ts + 1_000).toISOString(),
          message: { id: `msg-${i}`, role: "assistant", stop_reason: "end_turn", content: [{ type: "text", text: `reply number ${i}` }] },
        }),
      );
    }
    writeFileSync(big, `${out.join("\n")}\n`);
    utimesSync(big, IDLE, IDLE);
    const expected = 59 + 2 * pairs; // the fixture transcripts of Claude Code, and the long session

    // The test holds the spool lock, so each of the importer's commits (1,000 events) first
    // waits out the lock's 500 ms: the run takes seconds, and the kill lands inside the big file.
    const spoolLock = join(sb.spoolDir, "spool.lock");
    mkdirSync(sb.spoolDir, { recursive: true });
    writeFileSync(spoolLock, JSON.stringify({ pid: process.pid, at: Date.now() }));
    const keepFresh = setInterval(() => utimesSync(spoolLock, new Date(), new Date()), 1_000);
    const child = spawn(NODE, [bin, "import", "claude-code"], { env: sb.env, stdio: "ignore" });
    const exited = new Promise<void>((r) => child.on("exit", () => r()));
    const cursors = join(sb.stateDir, "import", "cursors.json");
    try {
      await waitFor(() => existsSync(cursors) && readFileSync(cursors, "utf8").includes(big), 60_000, "a cursor inside the big file");
      child.kill("SIGKILL");
      await exited;
    } finally {
      clearInterval(keepFresh);
      rmSync(spoolLock, { force: true });
    }
    const cursor = (JSON.parse(readFileSync(cursors, "utf8")) as Record<string, { offset: number }>)[big];
    expect(cursor?.offset).toBeGreaterThan(0);
    expect(cursor?.offset).toBeLessThan(statSync(big).size);
    expect(service.stored.size).toBe(0);

    const rerun = await runAmem(bin, ["import", "claude-code"], { env: sb.env, killAfterMs: 120_000 });
    expect(rerun.code).toBe(0);
    await runAmem(bin, ["flush"], { env: sb.env });
    expect(service.stored.size).toBe(expected);
    const texts = [...service.stored.values()].filter((e) => e.session_id.startsWith("7e1b2c3d")).map((e) => e.text);
    expect(new Set(texts).size).toBe(2 * pairs);
    expect(readJsonLines(sb.rejectedFile)).toEqual([]);
  }, 180_000);

  it("a prompt typed twice is two events on both paths, and the same two ids", async () => {
    const sb = sandbox();
    const homes = layOut(sb);
    // The first prompt again, later in the session, with its own record id.
    const lines = readFileSync(homes.claudeMain, "utf8").split("\n").filter(Boolean);
    const again: Record<string, unknown> = {
      ...(JSON.parse(lines[1] ?? "{}") as Record<string, unknown>),
      uuid: "33333333-3333-4333-8333-333333333333",
      timestamp: "2026-03-04T16:00:00.000Z",
    };
    appendFileSync(homes.claudeMain, `${JSON.stringify(again)}\n`);
    utimesSync(homes.claudeMain, IDLE, IDLE);
    await runAmem(bin, ["import", "claude-code"], { env: sb.env });
    const prompts = spooled(sb).filter((e) => e.event_type === "user_message" && e.session_id === CLAUDE_SESSION && e.text.startsWith("Add JWT auth"));
    expect(prompts.map((e) => e.metadata["dedupe_key"])).toEqual([
      `claude-code|${CLAUDE_SESSION}|63e64a1de19cd76f|prompt`,
      `claude-code|${CLAUDE_SESSION}|63e64a1de19cd76f|prompt#2`,
    ]);

    // The hook: a second delivery at once is the same event (Grok's two dialects); later, a repeat.
    const hsb = sandbox();
    const payload = readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json"));
    await Promise.all([0, 1].map(() => runAmem(bin, ["hook", "--agent", "claude-code"], { env: hsb.env, input: payload })));
    const repeatsDir = join(hsb.stateDir, "repeats");
    const [countsFile] = readdirSync(repeatsDir).filter((f) => f.endsWith(".json"));
    const counts = JSON.parse(readFileSync(join(repeatsDir, countsFile ?? ""), "utf8")) as Record<string, { n: number; at: number }>;
    for (const c of Object.values(counts)) c.at -= 3_600_000; // an hour has passed
    writeFileSync(join(repeatsDir, countsFile ?? ""), JSON.stringify(counts));
    await runAmem(bin, ["hook", "--agent", "claude-code"], { env: hsb.env, input: payload });
    const hooked = spooled(hsb);
    expect(hooked.map((e) => e.event_id)).toEqual([prompts[0]?.event_id, prompts[0]?.event_id, prompts[1]?.event_id]);
  });

  it("a SessionEnd hook queues its transcript; the background flush imports and delivers it", async () => {
    svc = await new FakeService().start();
    const service = svc;
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    const homes = layOut(sb);
    const payload = {
      ...(JSON.parse(readFileSync(join(FIXTURES, "claude-code/hooks/SessionEnd.json"), "utf8")) as Record<string, unknown>),
      transcript_path: homes.claudeMain,
    };
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: JSON.stringify(payload) });
    expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
    // The session_end, then the main transcript's 46 events and its subagent's 6.
    await waitFor(() => service.stored.size === 53, 60_000, "the ended session's transcript delivered");
    const stored = [...service.stored.values()];
    expect(stored.filter((e) => e.metadata["block"] === "thinking")).toHaveLength(3);
    expect(stored.filter((e) => e.event_type === "subagent_stop")).toHaveLength(1);
    expect(existsSync(join(sb.stateDir, "import", "queue.jsonl"))).toBe(false);
    // Its cursor was written: `amem import` later reads nothing of it again.
    const again = await runAmem(bin, ["import", "claude-code"], { env: sb.env });
    expect(again.stdout).toContain("(2 unchanged");
  });

  it("--watch imports what grows until it is told to stop", async () => {
    svc = await new FakeService().start();
    const service = svc;
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    const homes = layOut(sb);
    const child = spawn(NODE, [bin, "import", "grok", "--watch", "--interval", "1"], { env: sb.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
    await waitFor(() => service.stored.size === 10, 30_000, "the first pass");
    const grokChat = homes.grokChat;
    appendFileSync(
      grokChat,
      `${JSON.stringify({ type: "user", content: [{ type: "text", text: "<user_query>\nand link it from the README\n</user_query>" }], prompt_index: 1 })}\n`,
    );
    await waitFor(() => service.stored.size === 11, 30_000, "a later pass");
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(stdout.split("\n").filter(Boolean)).toEqual([expect.stringContaining("10 event(s) spooled"), expect.stringContaining("1 event(s) spooled")]);
  });
});

/** A Claude Code session of `pairs` prompt/reply pairs a minute apart, idle. */
function writeLongSession(sb: Sandbox, sessionId: string, pairs: number): void {
  const dir = join(sb.home, ".claude", "projects", "-home-dev-projects-long");
  mkdirSync(dir, { recursive: true });
  const base = { cwd: "/home/dev/projects/long", sessionId, version: "2.1.80", gitBranch: "main", isSidechain: false };
  const lines: string[] = [];
  for (let i = 0; i < pairs; i++) {
    const ts = Date.parse("2026-02-01T00:00:00Z") + i * 60_000;
    lines.push(
      JSON.stringify({
        ...base,
        type: "user",
        uuid: `u-${i}`,
        promptId: `p-${i}`,
        timestamp: new Date(ts).toISOString(),
        message: { role: "user", content: `prompt number ${i}` },
      }),
    );
    lines.push(
      JSON.stringify({
        ...base,
        type: "assistant",
        uuid: `a-${i}`,
        timestamp: new Date(ts + 1_000).toISOString(),
        message: { id: `msg-${i}`, role: "assistant", stop_reason: "end_turn", content: [{ type: "text", text: `reply number ${i}` }] },
      }),
    );
  }
  const file = join(dir, `${sessionId}.jsonl`);
  writeFileSync(file, `${lines.join("\n")}\n`);
  utimesSync(file, IDLE, IDLE);
}
