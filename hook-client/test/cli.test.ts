import { readFileSync, statSync } from "node:fs";
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
    for (const text of ["amem install <agent>", "amem status", "amem flush", "Examples:", "amem install claude-code", "AMEM_DISABLED=1"]) expect(res.stdout).toContain(text);
    const sub = await runAmem(bin, ["install", "--help"], { env: sb.env });
    expect(sub.stdout).toContain("--dry-run");
  });

  it("an unknown command prints help on stderr and exits 2", async () => {
    const res = await runAmem(bin, ["frobnicate"], { env: sandbox().env });
    expect(res.code).toBe(2);
    expect(res.stdout).toBe("");
    expect(res.stderr).toContain('unknown command "frobnicate"');
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

  it("login refuses a URL that is not http(s)", async () => {
    const res = await runAmem(bin, ["login", "--url", "ftp://example.com", "--token", "x"], { env: sandbox().env });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("is not an http(s) URL");
  });

  it("status reports config, reachability, spool and where things live", async () => {
    const sb = sandbox({ AMEM_URL: `http://127.0.0.1:${await closedPort()}`, AMEM_TOKEN: "secret-token-1234" });
    await runAmem(bin, ["hook", "--agent", "claude-code"], { env: { ...sb.env, AMEM_TOKEN: "" }, input: readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json")) });
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
