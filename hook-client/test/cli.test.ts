import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amemBin } from "./build";
import { closedPort, FakeService, FIXTURES, runAmem, sandbox, waitFor } from "./helpers";

describe("the amem CLI", () => {
  let bin: string;
  let svc: FakeService;
  beforeAll(async () => {
    bin = await amemBin();
    svc = await new FakeService().start();
  });
  afterAll(async () => {
    await svc.stop();
  });

  it("--help lists the commands with examples", async () => {
    const sb = sandbox();
    const res = await runAmem(bin, ["--help"], { env: sb.env });
    expect(res).toMatchObject({ code: 0, stderr: "" });
    for (const text of ["amem install <agent>", "amem status", "amem flush", "Examples:", "amem install claude-code", "AMEM_DISABLED=1"])
      expect(res.stdout).toContain(text);
    const sub = await runAmem(bin, ["install", "--help"], { env: sb.env });
    expect(sub.stdout).toContain("--dry-run");
  });

  it("an unknown command prints help on stderr and exits 2", async () => {
    const res = await runAmem(bin, ["frobnicate"], { env: sandbox().env });
    expect(res.code).toBe(2);
    expect(res.stdout).toBe("");
    expect(res.stderr).toContain('unknown command "frobnicate"');
  });

  it("a bad option is a usage error (exit 2) for every command, and nothing is done", async () => {
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    const cases: [string[], string][] = [
      [["status", "--jsn"], "unknown option --jsn"],
      [["status", "--json=yes"], "--json takes no value"],
      [["flush", "--now"], "unknown option --now"],
      [["login", "--url", svc.url, "--token"], "--token needs a value"],
      [["login", "--url"], "--url needs a value"],
      [["login", "--token", "x", "--verify"], "unknown option --verify"],
      [["install", "claude-code", "--dryrun"], "unknown option --dryrun"],
      [["install", "claude-code", "--global", "--project"], "not both"],
      [["uninstall", "claude-code", "--skills"], "unknown option --skills"],
      [["version", "--short"], "unknown option --short"],
      [["recent", "--days", "many"], "--days must be a whole number"],
      [["search", "x", "--limit"], "--limit needs a value"],
      [["search", "x", "--recency=1"], "--recency takes no value"],
      [["toc", "--deep"], "unknown option --deep"],
    ];
    for (const [args, message] of cases) {
      const res = await runAmem(bin, args, { env: sb.env });
      expect({ args, code: res.code, stdout: res.stdout }).toEqual({ args, code: 2, stdout: "" });
      expect(res.stderr, args.join(" ")).toContain(message);
    }
    expect(existsSync(sb.configFile)).toBe(false);
    expect(existsSync(join(sb.home, ".claude"))).toBe(false);
  });

  it("login saves url and token with private permissions; --token - reads stdin", async () => {
    const sb = sandbox();
    const res = await runAmem(bin, ["login", "--url", `${svc.url}/`, "--token", "-"], { env: sb.env, input: `${svc.token}\n` });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain("(mode 600)");
    expect(res.stdout).toContain(`service at ${svc.url} is reachable`);
    expect(JSON.parse(readFileSync(sb.configFile, "utf8"))).toEqual({ url: svc.url, token: svc.token });
    expect(statSync(sb.configFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(sb.configFile, "..")).mode & 0o777).toBe(0o700);

    // The saved config is what the hook and its background flush use.
    await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: readFileSync(join(FIXTURES, "claude-code/hooks/SessionStart.json")) });
    await waitFor(() => [...svc.stored.values()].some((e) => e.event_type === "session_start"), 10_000, "delivery with the saved config");
  });

  it("login checks the token: a refused one is not saved (unless --force), an unreachable service is said as such", async () => {
    const sb = sandbox();
    const refused = await runAmem(bin, ["login", "--url", svc.url, "--token", "wrong-token"], { env: sb.env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`the service at ${svc.url} refused the token (401`);
    expect(refused.stderr).toContain("nothing was saved");
    expect(existsSync(sb.configFile)).toBe(false);

    const forced = await runAmem(bin, ["login", "--url", svc.url, "--token", "wrong-token", "--force"], { env: sb.env });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain("saved although the service");
    expect(JSON.parse(readFileSync(sb.configFile, "utf8"))).toEqual({ url: svc.url, token: "wrong-token" });
    const status = await runAmem(bin, ["status"], { env: sb.env });
    expect(status.stdout).toMatch(/^service\s+the service refused the token \(401\)/m);

    const good = await runAmem(bin, ["login", "--token", svc.token], { env: sb.env });
    expect(good.stdout).toContain(`service at ${svc.url} is reachable and accepted the token`);
    expect((await runAmem(bin, ["status"], { env: sb.env })).stdout).toMatch(/^service\s+reachable, token accepted \(GET \/v1\/status 200 in \d+ ms\)$/m);

    const down = `http://127.0.0.1:${await closedPort()}`;
    const offline = await runAmem(bin, ["login", "--url", down, "--token", "later-token"], { env: sandbox().env });
    expect(offline.code).toBe(0);
    expect(offline.stdout).toContain(`could not verify the token: service at ${down}: unreachable (ECONNREFUSED)`);
  });

  it("login drops a trailing /v1 from the URL and says so; so does a config or AMEM_URL that has one", async () => {
    const sb = sandbox();
    const res = await runAmem(bin, ["login", "--url", `${svc.url}/v1/`, "--token", svc.token], { env: sb.env });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`note: dropped the trailing /v1 from the URL (amem adds /v1/… itself): ${svc.url}\n`);
    expect(JSON.parse(readFileSync(sb.configFile, "utf8"))).toEqual({ url: svc.url, token: svc.token });
    const status = await runAmem(bin, ["status"], { env: { ...sb.env, AMEM_URL: `${svc.url}/v1` } });
    expect(status.stdout).toMatch(new RegExp(`^url\\s+${svc.url} \\(from AMEM_URL; its trailing /v1 dropped`, "m"));
    expect(status.stdout).toMatch(/^service\s+reachable, token accepted/m);
  });

  it("status: the last delivery error clears once a delivery succeeds", async () => {
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token, AMEM_BACKOFF_MS: "0" });
    svc.mode = { kind: "status", status: 503 };
    try {
      await runAmem(bin, ["hook", "--agent", "claude-code"], {
        env: { ...sb.env, AMEM_TOKEN: "" },
        input: readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json")),
      });
      expect((await runAmem(bin, ["flush"], { env: sb.env })).code).toBe(1);
      expect((await runAmem(bin, ["status"], { env: sb.env })).stdout).toMatch(/^last error\s+.* server: .*\(HTTP 503\)$/m);
    } finally {
      svc.mode = { kind: "ok" };
    }
    expect((await runAmem(bin, ["flush"], { env: sb.env })).code).toBe(0);
    const after = await runAmem(bin, ["status"], { env: sb.env });
    expect(after.stdout).not.toContain("last error");
    expect(after.stdout).toMatch(/^last flush\s+.*: 1 delivered/m);
  });

  it("status tells payloads rejected locally from events refused by the service", async () => {
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    const hook = (input: string, env = sb.env) => runAmem(bin, ["hook", "--agent", "claude-code"], { env, input });
    await hook("{ not json");
    await hook(JSON.stringify({ unrelated: true }));
    const prompt = JSON.parse(readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json"), "utf8")) as Record<string, unknown>;
    await hook(JSON.stringify({ ...prompt, prompt: `please ${svc.poison}` }), { ...sb.env, AMEM_TOKEN: "" });
    await runAmem(bin, ["flush"], { env: sb.env });
    const res = await runAmem(bin, ["status"], { env: sb.env });
    expect(res.stdout).toMatch(/^rejected\s+2 payload\(s\) rejected locally: the hook could not read or map them/m);
    expect(res.stdout).toMatch(/^refused\s+1 event\(s\) refused by the service \(400\/413/m);
    const json = JSON.parse((await runAmem(bin, ["status", "--json"], { env: sb.env })).stdout) as { rejected: unknown; service: unknown };
    expect(json.rejected).toMatchObject({ events: 3, local: 2, by_service: 1 });
    expect(json.service).toMatchObject({ reachable: true, token: "accepted", status: 200 });
  });

  it("login refuses a URL that is not http(s)", async () => {
    const res = await runAmem(bin, ["login", "--url", "ftp://example.com", "--token", "x"], { env: sandbox().env });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("is not an http(s) URL");
  });

  it("status reports config, reachability, spool and where things live", async () => {
    const sb = sandbox({ AMEM_URL: `http://127.0.0.1:${await closedPort()}`, AMEM_TOKEN: "secret-token-1234" });
    await runAmem(bin, ["hook", "--agent", "claude-code"], {
      env: { ...sb.env, AMEM_TOKEN: "" },
      input: readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json")),
    });
    const res = await runAmem(bin, ["status"], { env: sb.env });
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^url\s+http:\/\/127\.0\.0\.1:\d+ \(from AMEM_URL\)$/m);
    expect(res.stdout).toMatch(/^token\s+set …1234 \(from AMEM_TOKEN\)$/m);
    expect(res.stdout).not.toContain("secret-token");
    expect(res.stdout).toMatch(/^service\s+unreachable \(ECONNREFUSED\)$/m);
    expect(res.stdout).toMatch(/^spool\s+1 event\(s\) waiting, [\d.]+ (B|KiB), oldest spooled \d+ s ago/m);
    expect(res.stdout).toMatch(/^log\s+.*amem\.log$/m);

    const json = await runAmem(bin, ["status", "--json"], { env: sb.env });
    const parsed = JSON.parse(json.stdout) as { spool: { events: number }; service: { reachable: boolean }; token_set: boolean };
    expect(parsed).toMatchObject({ spool: { events: 1 }, service: { reachable: false }, token_set: true });
  });

  it("status with a reachable service and no token says what to do", async () => {
    const sb = sandbox({ AMEM_URL: svc.url });
    const res = await runAmem(bin, ["status"], { env: sb.env });
    expect(res.stdout).toMatch(/^service\s+reachable \(GET \/healthz 200 in \d+ ms\)$/m);
    expect(res.stdout).toMatch(/^token\s+not set: events wait in the spool; run amem login$/m);
    expect(res.stdout).toMatch(/^spool\s+empty/m);
  });

  it("status warns when the spool nears its cap", async () => {
    const sb = sandbox({ AMEM_SPOOL_CAP_BYTES: "1000" });
    const payload = JSON.parse(readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json"), "utf8")) as Record<string, unknown>;
    const hook = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: JSON.stringify({ ...payload, prompt: "z".repeat(2000) }) });
    expect(hook.code).toBe(0);
    expect(hook.stdout).toBe("");
    expect(hook.stderr).toMatch(/^amem: spool is over its cap/);
    const res = await runAmem(bin, ["status"], { env: sb.env });
    expect(res.stdout).toContain("WARNING: over its 1000 B cap; nothing is dropped");
  });

  it("flush with nothing to do", async () => {
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    const res = await runAmem(bin, ["flush"], { env: sb.env });
    expect(res).toMatchObject({ code: 0, stdout: "amem flush: delivered 0 event(s) (0 new, 0 already stored), 0 rejected, 0 left in the spool\n" });
  });

  it("flush without a token explains and keeps the events", async () => {
    const sb = sandbox({ AMEM_URL: svc.url });
    await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json")) });
    const res = await runAmem(bin, ["flush"], { env: sb.env });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("no token configured");
    expect(res.stdout).toContain("1 left in the spool");
  });
});
