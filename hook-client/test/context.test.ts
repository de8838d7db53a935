import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Tiktoken } from "js-tiktoken/lite";
import cl100k from "js-tiktoken/ranks/cl100k_base";
import o200k from "js-tiktoken/ranks/o200k_base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContextSnapshot, type DigestSession, writeSnapshot } from "../src/context/cache";
import { renderDigest } from "../src/context/digest";
import { resolvePaths } from "../src/paths";
import { projectOf } from "../src/project";
import { amemBin } from "./build";
import { closedPort, FIXTURES, git, makeRepo, readSpool, runAmem, type Sandbox, sandbox } from "./helpers";
import { createUserToken, type LocalService, startService } from "./service";

const cl100kBase = new Tiktoken(cl100k);
const o200kBase = new Tiktoken(o200k);
const tokens = (text: string) => Math.max(cl100kBase.encode(text).length, o200kBase.encode(text).length);

/** A fixture payload with its working directory moved to `cwd` (a real repository here). */
function fixture(file: string, cwd: string, extra: Record<string, unknown> = {}): string {
  const payload = JSON.parse(readFileSync(join(FIXTURES, file), "utf8")) as Record<string, unknown>;
  if ("cwd" in payload) payload["cwd"] = cwd;
  if ("workspaceRoot" in payload) payload["workspaceRoot"] = cwd;
  return JSON.stringify({ ...payload, ...extra });
}

/** More past work than any budget holds: six sessions of four segments, long bullets, grip ids. */
function manySessions(topic: string): DigestSession[] {
  return Array.from({ length: 6 }, (_, s) => ({
    session_id: `0190f1c2-${s}a5b-7c3d-9e8f-${topic.length}${s}0000000000`.slice(0, 36),
    agent: s % 2 ? "codex" : "claude-code",
    start: new Date(Date.UTC(2026, 10, 24 - s, 9 + s, 15)).toISOString(),
    segments: Array.from({ length: 4 }, (_, g) => ({
      node_id: `toc:segment:2026-11-${String(24 - s).padStart(2, "0")}:01KJWJHKTXQ8V7T4ZC9R6${s}${g}B5H`,
      title: `${topic}: step ${g + 1} of session ${s + 1} (requireAuth middleware, token expiry, invoices routes)`,
      bullets: Array.from({ length: 5 }, (_, b) => ({
        text: `Changed src/routes/invoices.ts and src/middleware/requireAuth.ts so that an expired token answers 401 token_expired instead of 500; ran npm test (${b + 40} passed)`,
        grip_ids: [`grip:17952849${s}${g}${b}269:00b6cfeea26d61${s}${g}`],
      })),
    })),
  }));
}

function warmCache(sb: Sandbox, cwd: string, topic: string, budget = 800): ContextSnapshot {
  const { id, name } = projectOf(cwd);
  const data = {
    project: name,
    memories: [
      { kind: "decision", text: "Use jose for JWT verification, not jsonwebtoken." },
      { kind: "instruction", text: "Run the tests with `npm test -- --run` before every commit." },
    ],
    sessions: manySessions(topic),
  };
  const snapshot: ContextSnapshot = { v: 1, project_id: id, fetched_at: Date.now(), ...data, budget_tokens: budget, text: renderDigest(data, budget) };
  writeSnapshot(resolvePaths(sb.env), snapshot);
  return snapshot;
}

/** A TCP server that accepts connections and never answers; counts them. */
async function hungServer(): Promise<{ url: string; connections: () => number; stop: () => Promise<void> }> {
  let count = 0;
  const sockets = new Set<import("node:net").Socket>();
  const server: Server = createServer((s) => {
    count++;
    sockets.add(s);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as import("node:net").AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => count,
    stop: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

function additionalContext(stdout: string): string {
  const out = JSON.parse(stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
  expect(out.hookSpecificOutput.hookEventName).toBe("SessionStart");
  return out.hookSpecificOutput.additionalContext;
}

describe("session-start context from the local cache", () => {
  let bin: string;
  let root: string;
  let repo: string;
  beforeAll(async () => {
    bin = await amemBin();
    root = realpathSync(mkdtempSync(join(tmpdir(), "amem-context-")));
    repo = makeRepo(root, "work", "invoice-api");
  }, 120_000);

  const hook = (sb: Sandbox, args: string[], input: string, env: Record<string, string> = {}) =>
    runAmem(bin, ["hook", ...args], { env: { ...sb.env, ...env }, input, cwd: repo });

  it("Claude Code, Codex and Gemini CLI get the digest as additionalContext, within the budget; the start is still captured", async () => {
    const sb = sandbox();
    const snapshot = warmCache(sb, repo, "JWT auth");
    expect(tokens(snapshot.text)).toBeLessThanOrEqual(800);
    for (const [agent, file] of [
      ["claude-code", "claude-code/hooks/SessionStart.json"],
      ["codex", "codex/hooks/SessionStart.json"],
      ["gemini", "gemini/hooks/SessionStart.json"],
    ] as const) {
      const res = await hook(sb, ["--agent", agent], fixture(file, join(repo, "src", "deep")));
      expect(res, agent).toMatchObject({ code: 0, stderr: "" });
      expect(res.stdout.endsWith("}\n")).toBe(true);
      const text = additionalContext(res.stdout);
      expect(text).toBe(snapshot.text);
      expect(tokens(text), agent).toBeLessThanOrEqual(800);
    }
    const text = snapshot.text;
    // In order: memories, the newest session's titles and bullets with grip ids, then how to dig deeper.
    expect(text.indexOf("[decision] Use jose")).toBeGreaterThan(0);
    expect(text.indexOf("[decision] Use jose")).toBeLessThan(text.indexOf("## Last sessions"));
    expect(text).toMatch(/### 2026-11-24 09:15 UTC · claude-code · session 0190f1c2-0a5/);
    expect(text).toMatch(/- JWT auth: step 1 of session 1 .*\(toc:segment:2026-11-24:[0-9A-Z]{26}\)/);
    expect(text).toMatch(/ {2}- Changed src\/routes\/invoices\.ts .* \[grip:\d+:[0-9a-f]+\]/);
    expect(text.trimEnd().split("\n").pop()).toMatch(/^More: `amem search/);
    // More work than fits: what is left out is whole lines, the oldest sessions' first.
    expect(text).not.toContain("session 6 ");
    expect(readSpool(sb).map((r) => [r.event.agent, r.event.event_type])).toEqual([
      ["claude-code", "session_start"],
      ["codex", "session_start"],
      ["gemini", "session_start"],
    ]);
  });

  it("Copilot CLI, Grok and OpenCode print nothing even with a warm cache (their session start adds no context)", async () => {
    const sb = sandbox();
    warmCache(sb, repo, "JWT auth");
    const opencodeStart = readFileSync(join(FIXTURES, "opencode", "events.jsonl"), "utf8")
      .split("\n")
      .find((l) => l.includes('"session.created"')) as string;
    const envelope = JSON.parse(opencodeStart) as { hook: string; payload: { properties: { info: { directory: string } } } };
    envelope.payload.properties.info.directory = repo;
    for (const [args, input] of [
      [["--agent", "copilot", "--event", "sessionStart"], fixture("copilot-cli/hooks/sessionStart.json", repo)],
      [["--agent", "grok"], fixture("grok/hooks/SessionStart.json", repo)],
      [["--agent", "claude-code"], fixture("grok/hooks/SessionStart.json", repo)],
      [["--agent", "opencode"], JSON.stringify({ hook: envelope.hook, payload: envelope.payload })],
    ] as const) {
      const res = await hook(sb, [...args], input);
      expect(res, args.join(" ")).toMatchObject({ code: 0, stdout: "", stderr: "" });
    }
    expect(readSpool(sb).map((r) => r.event.event_type)).toEqual(["session_start", "session_start", "session_start", "session_start"]);
  });

  it("the budget is configurable and measured with real tokenizers; the digest turns off globally or per agent", async () => {
    const sb = sandbox();
    const snapshot = warmCache(sb, repo, "JWT auth");
    const start = fixture("claude-code/hooks/SessionStart.json", repo);
    const small = additionalContext((await hook(sb, ["--agent", "claude-code"], start, { AMEM_CONTEXT_BUDGET_TOKENS: "250" })).stdout);
    expect(tokens(small)).toBeLessThanOrEqual(250);
    expect(small.length).toBeLessThan(snapshot.text.length);
    expect(small).toContain("## Last sessions");
    mkdirSync(dirname(sb.configFile), { recursive: true });
    writeFileSync(sb.configFile, JSON.stringify({ context: { budget_tokens: 2000 } }));
    const large = additionalContext((await hook(sb, ["--agent", "claude-code"], start)).stdout);
    expect(tokens(large)).toBeLessThanOrEqual(2000);
    expect(large.length).toBeGreaterThan(snapshot.text.length);

    expect((await hook(sb, ["--agent", "claude-code"], start, { AMEM_CONTEXT: "0" })).stdout).toBe("");
    writeFileSync(sb.configFile, JSON.stringify({ context: { agents: { "claude-code": false } } }));
    expect((await hook(sb, ["--agent", "claude-code"], start)).stdout).toBe("");
    expect(additionalContext((await hook(sb, ["--agent", "codex"], fixture("codex/hooks/SessionStart.json", repo))).stdout)).toBe(snapshot.text);
    writeFileSync(sb.configFile, JSON.stringify({ context: false }));
    expect((await hook(sb, ["--agent", "codex"], fixture("codex/hooks/SessionStart.json", repo))).stdout).toBe("");
    // Every start was captured all the same (AMEM_CONTEXT=0 turns off the digest, not capture).
    expect(readSpool(sb)).toHaveLength(6);
  });

  it("no cache: nothing printed; another project's cache is never read; the hook never contacts the service, even a hung one", async () => {
    const hung = await hungServer();
    try {
      const other = makeRepo(root, "elsewhere", "invoice-api"); // same name, another repository
      const sb = sandbox({ AMEM_URL: hung.url });
      const start = fixture("claude-code/hooks/SessionStart.json", repo);
      expect(await hook(sb, ["--agent", "claude-code"], start)).toMatchObject({ code: 0, stdout: "", stderr: "" });
      warmCache(sb, other, "the other repository's work");
      expect(await hook(sb, ["--agent", "claude-code"], start)).toMatchObject({ code: 0, stdout: "", stderr: "" });
      warmCache(sb, repo, "JWT auth");
      const res = await hook(sb, ["--agent", "claude-code"], start);
      expect(additionalContext(res.stdout)).not.toContain("other repository");
      // No token here, so no background delivery either: any connection would be the hook's own.
      expect(hung.connections()).toBe(0);

      // With a token the hook leaves delivery to a detached flush, which meets the hung service;
      // the hook itself printed the digest and exited without waiting for it.
      const withToken = sandbox({ AMEM_URL: hung.url, AMEM_TOKEN: "t", AMEM_TIMEOUT_MS: "600000" });
      warmCache(withToken, repo, "JWT auth");
      const res2 = await hook(withToken, ["--agent", "claude-code"], start);
      expect(res2).toMatchObject({ code: 0, signal: null, stderr: "" });
      expect(additionalContext(res2.stdout)).toContain("JWT auth");
      expect(existsSync(withToken.logFile) ? readFileSync(withToken.logFile, "utf8") : "").not.toContain("still running");

      const down = sandbox({ AMEM_URL: `http://127.0.0.1:${await closedPort()}`, AMEM_TOKEN: "t" });
      expect(await hook(down, ["--agent", "claude-code"], start)).toMatchObject({ code: 0, stdout: "", stderr: "" });
    } finally {
      await hung.stop();
    }
  });

  it("amem context prints what a session would get; exit 1 with nothing cached; 2 for bad usage", async () => {
    const sb = sandbox();
    const miss = await runAmem(bin, ["context"], { env: sb.env, cwd: repo });
    expect(miss.code).toBe(1);
    expect(miss.stdout).toBe("");
    expect(miss.stderr).toContain(`nothing cached for invoice-api (path:${repo})`);
    const snapshot = warmCache(sb, repo, "JWT auth");
    const here = await runAmem(bin, ["context"], { env: sb.env, cwd: join(repo, "src") });
    expect(here).toMatchObject({ code: 0, stdout: `${snapshot.text}\n` });
    expect(here.stderr).toMatch(/^\(path:.*; fetched 0 min ago; ≈ \d+ of 800 tokens\)\n$/);
    const byPath = await runAmem(bin, ["context", "--project", join(repo, "src", "deep"), "--json"], { env: sb.env });
    expect(JSON.parse(byPath.stdout)).toMatchObject({
      project_id: `path:${repo}`,
      project: "invoice-api",
      enabled: true,
      budget_tokens: 800,
      text: snapshot.text,
    });
    const byId = await runAmem(bin, ["context", "--project", `path:${repo}`], { env: sb.env });
    expect(byId.stdout).toBe(`${snapshot.text}\n`);
    for (const args of [
      ["context", "--bogus"],
      ["context", "--project"],
      ["context", "--project", join(root, "nope")],
    ]) {
      const res = await runAmem(bin, args, { env: sb.env, cwd: repo });
      expect(res.code, args.join(" ")).toBe(2);
      expect(res.stdout).toBe("");
    }
  });

  it("amem context --refresh: memories first when the service keeps them, none when /v1/memories is missing; a memory of another project id is left out", async () => {
    let memoriesRoute = true;
    const asked: string[] = [];
    const server = createHttpServer((req, res) => {
      asked.push(req.url ?? "");
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== "Bearer t") return send(401, { error: { code: "unauthorized", message: "no" } });
      if (req.url?.startsWith("/v1/context?")) return send(200, { project_id: `path:${repo}`, building: false, sessions: [] });
      if (req.url?.startsWith("/v1/memories?") && memoriesRoute) {
        return send(200, {
          memories: [
            { kind: "decision", text: "Use jose, not jsonwebtoken", project: "invoice-api", status: "active" },
            { kind: "instruction", text: "Never commit to main", project: null, status: "active" },
            { kind: "fact", text: "FOREIGN: staging clock drifts", project: "invoice-api", project_id: "git:example.com/other/invoice-api", status: "active" },
          ],
          next_cursor: null,
        });
      }
      return send(404, { error: { code: "not_found", message: "no such route" } });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const url = `http://127.0.0.1:${(server.address() as import("node:net").AddressInfo).port}`;
      const sb = sandbox({ AMEM_URL: url, AMEM_TOKEN: "t" });
      const withMemories = await runAmem(bin, ["context", "--refresh"], { env: sb.env, cwd: repo });
      expect(withMemories.code, withMemories.stderr).toBe(0);
      expect(withMemories.stdout).toContain("## Long-term memories\n- [decision] Use jose, not jsonwebtoken\n- [instruction] Never commit to main\n");
      expect(withMemories.stdout).not.toContain("FOREIGN");
      expect(withMemories.stdout).not.toContain("Nothing recorded for this project yet.");
      expect(asked.find((u) => u.startsWith("/v1/memories?"))).toBe("/v1/memories?status=active&project=invoice-api&limit=30");
      expect(asked.find((u) => u.startsWith("/v1/context?"))).toBe(
        `/v1/context?project_id=${encodeURIComponent(`path:${repo}`)}&project=invoice-api&sessions=5&segments=4`,
      );
      memoriesRoute = false;
      const without = await runAmem(bin, ["context", "--refresh"], { env: sb.env, cwd: repo });
      expect(without.code, without.stderr).toBe(0);
      expect(without.stdout).not.toContain("Long-term memories");
      expect(without.stdout).toContain("Nothing recorded for this project yet.");
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe("what the digest hands an agent is reported as cited", () => {
  it("a refresh POSTs the digest's memories and segments to /v1/uses once, not again at the next refresh", async () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), "amem-cited-")));
    const repo = makeRepo(root, "work", "invoice-api");
    const bin = await amemBin();
    const posted: unknown[] = [];
    const server = createHttpServer((req, res) => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      let raw = "";
      req.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      req.on("end", () => {
        if (req.url === "/v1/uses" && req.method === "POST") {
          posted.push(JSON.parse(raw));
          return send(200, { counted: 1 });
        }
        if (req.url?.startsWith("/v1/context?")) {
          const segment = {
            node_id: "toc:segment:2026-11-25:01KJWJHKTXQ8V7T4ZC9R6N1B5H",
            title: "JWT auth",
            start: "2026-11-25T10:00:00Z",
            end: "2026-11-25T10:30:00Z",
            bullets: [],
          };
          return send(200, {
            project_id: `path:${repo}`,
            building: false,
            sessions: [{ session_id: "s1", agent: "claude-code", start: "2026-11-25T10:00:00Z", segments: [segment] }],
          });
        }
        if (req.url?.startsWith("/v1/memories?")) {
          return send(200, { memories: [{ id: "mem_1", kind: "decision", text: "Use jose", project: null, status: "active" }], next_cursor: null });
        }
        return send(404, { error: { code: "not_found", message: "no such route" } });
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const url = `http://127.0.0.1:${(server.address() as import("node:net").AddressInfo).port}`;
      const sb = sandbox({ AMEM_URL: url, AMEM_TOKEN: "t" });
      const first = await runAmem(bin, ["context", "--refresh"], { env: sb.env, cwd: repo });
      expect(first.code, first.stderr).toBe(0);
      expect(posted).toEqual([
        {
          how: "cited",
          items: [
            { kind: "memory", id: "mem_1" },
            { kind: "node", id: "toc:segment:2026-11-25:01KJWJHKTXQ8V7T4ZC9R6N1B5H" },
          ],
        },
      ]);
      const again = await runAmem(bin, ["context", "--refresh"], { env: sb.env, cwd: repo });
      expect(again.code, again.stderr).toBe(0);
      expect(posted).toHaveLength(1);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe("the cache kept fresh by the flusher, against the local service", () => {
  let bin: string;
  let svc: LocalService;
  let token: string;
  beforeAll(async () => {
    [bin, svc] = await Promise.all([amemBin(), startService()]);
    token = await createUserToken(svc, "digest");
  }, 180_000);
  afterAll(async () => {
    await svc?.stop();
  });

  it("a session's outcome is in the next session's digest, in a worktree of the same repository, and never in another repository named alike", async () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), "amem-context-e2e-")));
    const api = makeRepo(root, "acme", "api");
    const worktree = join(root, "trees", "api-fix");
    git(api, "worktree", "add", "-q", "-b", "fix", worktree);
    const otherApi = makeRepo(root, "globex", "api");
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: token });
    // Hooks run without the token: they only spool, and `amem flush` delivers and refreshes.
    const { AMEM_TOKEN: _token, ...hookEnv } = sb.env;
    const claude = (sessionId: string, cwd: string, event: string, extra: Record<string, unknown> = {}) =>
      runAmem(bin, ["hook", "--agent", "claude-code"], {
        env: hookEnv,
        cwd,
        input: JSON.stringify({ session_id: sessionId, transcript_path: `/tmp/.claude/projects/x/${sessionId}.jsonl`, cwd, hook_event_name: event, ...extra }),
      });
    const session = async (sessionId: string, cwd: string, prompt: string, reply: string): Promise<string> => {
      const start = await claude(sessionId, cwd, "SessionStart", { source: "startup" });
      await claude(sessionId, cwd, "UserPromptSubmit", { prompt });
      await claude(sessionId, cwd, "PostToolUse", {
        tool_name: "Bash",
        tool_input: { command: "npm test" },
        tool_response: { stdout: "Tests: 42 passed", stderr: "" },
        tool_use_id: `toolu_${sessionId}`,
      });
      await claude(sessionId, cwd, "Stop", { stop_hook_active: false, last_assistant_message: reply });
      await claude(sessionId, cwd, "SessionEnd", { reason: "prompt_input_exit" });
      return start.stdout;
    };

    expect(
      await session("s-api-1", join(api, "src"), "Add JWT auth to the invoices API with requireAuth", "Added requireAuth; expired tokens answer 401."),
    ).toBe("");
    expect(await session("s-globex-1", otherApi, "Rotate the webhook signing secret for payments", "Rotated the webhook secret.")).toBe("");
    const flush = await runAmem(bin, ["flush"], { env: sb.env, killAfterMs: 120_000 });
    expect(flush.code, flush.stderr).toBe(0);

    const next = await claude("s-api-2", worktree, "SessionStart", { source: "startup" });
    expect(next.code).toBe(0);
    const digest = additionalContext(next.stdout);
    expect(digest).toContain("# Memory of api (amem)");
    expect(digest).toMatch(/### \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC · claude-code · session s-api-1/);
    expect(digest).toMatch(/JWT/);
    expect(digest).toMatch(/\(toc:segment:\d{4}-\d{2}-\d{2}:[0-9A-Z]{26}\)/);
    expect(digest).toMatch(/\[grip:\d+:[0-9a-f]+\]/);
    expect(digest).not.toMatch(/webhook|globex/i);
    expect(tokens(digest)).toBeLessThanOrEqual(800);

    const theirs = additionalContext((await claude("s-globex-2", join(otherApi, "src", "deep"), "SessionStart", { source: "startup" })).stdout);
    expect(theirs).toMatch(/webhook/i);
    expect(theirs).not.toMatch(/JWT|requireAuth/);

    // What `amem context` shows is what the session got.
    const shown = await runAmem(bin, ["context", "--project", worktree], { env: sb.env });
    expect(shown.stdout).toBe(`${digest}\n`);
    const fresh = await runAmem(bin, ["context", "--refresh", "--json"], { env: sb.env, cwd: api, killAfterMs: 60_000 });
    expect(fresh.code, fresh.stderr).toBe(0);
    expect((JSON.parse(fresh.stdout) as { text: string }).text).toBe(digest);
  }, 300_000);
});
