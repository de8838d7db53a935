import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureUlid } from "../../test/node/fixture-events";
import { BRIDGE_ERROR } from "../src/mcp/errors";
import { amemBin } from "./build";
import { closedPort, NODE, runAmem, type Sandbox, sandbox } from "./helpers";
import { createUserToken, type LocalService, startService } from "./service";

/** An MCP client (the official SDK's) that starts a stdio server the way Claude Desktop or Codex would. */
async function connect(command: string, args: string[], env: Record<string, string>): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({ command, args, env, stderr: "pipe" });
  let stderr = "";
  transport.stderr?.on("data", (c: Buffer) => {
    stderr += c.toString();
  });
  const client = new Client({ name: "amem-test", version: "1" });
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

/** The JSON-RPC error a rejected connect or call carries. */
async function rejection(p: Promise<unknown>): Promise<McpError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(McpError);
  return err as McpError;
}

describe("amem mcp without a reachable service", () => {
  let bin: string;
  beforeAll(async () => {
    bin = await amemBin();
  });

  it("no token: the client's initialize is answered with an error saying how to log in, and the log goes to stderr", async () => {
    const sb = sandbox({ AMEM_URL: `http://127.0.0.1:${await closedPort()}` });
    const transport = new StdioClientTransport({ command: NODE, args: [bin, "mcp"], env: sb.env, stderr: "pipe" });
    let stderr = "";
    transport.stderr?.on("data", (c: Buffer) => {
      stderr += c.toString();
    });
    const err = await rejection(new Client({ name: "t", version: "1" }).connect(transport));
    expect(err.code).toBe(BRIDGE_ERROR.unauthorized);
    expect(err.message).toContain("amem has no token: run `amem login`");
    await transport.close();
    expect(stderr).toContain("amem mcp: no token");
  });

  it("service down: the request gets an 'unreachable' error at once, not the client's timeout", async () => {
    const port = await closedPort();
    const sb = sandbox({ AMEM_URL: `http://127.0.0.1:${port}`, AMEM_TOKEN: "t0ken" });
    const transport = new StdioClientTransport({ command: NODE, args: [bin, "mcp"], env: sb.env, stderr: "pipe" });
    const err = await rejection(new Client({ name: "t", version: "1" }).connect(transport));
    expect(err.code).toBe(BRIDGE_ERROR.unreachable);
    expect(err.message).toContain(`the amem service at http://127.0.0.1:${port}/mcp is unreachable`);
    expect(err.data).toEqual({ endpoint: `http://127.0.0.1:${port}/mcp` });
    await transport.close();
  });

  it("stdout carries only JSON-RPC: a line that is not JSON gets a parse error, the rest is answered, and the bridge exits when stdin ends", async () => {
    const sb = sandbox({ AMEM_URL: `http://127.0.0.1:${await closedPort()}`, AMEM_TOKEN: "t0ken" });
    const input = `this is not json\n${JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/list" })}\n`;
    const res = await runAmem(bin, ["mcp"], { env: sb.env, input });
    expect(res.code).toBe(0);
    const lines = res.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { id?: number; error: { code: number } });
    expect(lines.map((l) => [l.id, l.error.code])).toEqual([
      [undefined, -32700],
      [7, BRIDGE_ERROR.unreachable],
    ]);
    expect(res.stderr).toContain("amem mcp: forwarding to http://127.0.0.1:");
  });

  it("--print-headers prints the header a headersHelper needs, and fails without a token", async () => {
    const sb = sandbox({ AMEM_TOKEN: "t0ken" });
    const ok = await runAmem(bin, ["mcp", "--print-headers"], { env: sb.env });
    expect(ok).toMatchObject({ code: 0, stdout: `${JSON.stringify({ Authorization: "Bearer t0ken" })}\n` });
    const none = await runAmem(bin, ["mcp", "--print-headers"], { env: sandbox().env });
    expect(none.code).toBe(1);
    expect(none.stdout).toBe("");
  });

  it("the program without its bridge file says what is missing", async () => {
    const alone = join(mkdtempSync(join(tmpdir(), "amem-alone-")), "amem.cjs");
    copyFileSync(bin, alone);
    const res = await runAmem(alone, ["mcp"], { env: sandbox({ AMEM_TOKEN: "t" }).env });
    expect(res.code).toBe(1);
    expect(res.stdout).toBe("");
    expect(res.stderr).toContain("amem-mcp.cjs is missing next to the program");
  });
});

describe("amem mcp against the local service's /mcp (wrangler dev)", () => {
  let bin: string;
  let svc: LocalService;
  let tokenA: string;
  let tokenB: string;
  const t0 = Date.now() - 60_000;
  const texts = ["the flaky login test was a clock skew", "pinned the clock in the auth tests"];
  const range = { from: new Date(t0 - 1_000).toISOString(), to: new Date(t0 + 10_000).toISOString() };

  beforeAll(async () => {
    bin = await amemBin();
    svc = await startService();
    tokenA = await createUserToken(svc, "alice");
    tokenB = await createUserToken(svc, "bob");
    const events = texts.map((text, i) => ({
      event_id: fixtureUlid(t0 + i * 1_000, `mcp-bridge-${i}`),
      session_id: "s-mcp-bridge",
      ts: t0 + i * 1_000,
      event_type: i === 0 ? "user_message" : "assistant_message",
      role: i === 0 ? "user" : "assistant",
      agent: "claude-code",
      text,
    }));
    const res = await fetch(`${svc.url}/v1/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokenA}`, "content-type": "application/json" },
      body: JSON.stringify({ events }),
    });
    expect(res.status).toBe(201);
  }, 180_000);
  afterAll(async () => {
    await svc?.stop();
  });

  /** Login as `amem login` leaves it: the URL and token in the config file, nothing in the environment. */
  function loggedIn(token: string): Sandbox {
    const sb = sandbox();
    mkdirSync(join(sb.configFile, ".."), { recursive: true });
    writeFileSync(sb.configFile, `${JSON.stringify({ url: svc.url, token })}\n`, { mode: 0o600 });
    return sb;
  }

  it("the SDK client lists the service's tools and calls them through the bridge, and sees only its own user's data", async () => {
    const a = await connect(NODE, [bin, "mcp"], loggedIn(tokenA).env);
    const { tools } = await a.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      "expand_grip",
      "list_children",
      "list_events",
      "memories",
      "read_node",
      "recent",
      "remember",
      "resolve_period",
      "search",
    ]);
    const listed = await a.client.callTool({ name: "list_events", arguments: range });
    expect(listed.isError).toBeFalsy();
    const { events } = listed.structuredContent as { events: { text: string }[] };
    expect(events.map((e) => e.text)).toEqual(texts);
    const resolved = await a.client.callTool({ name: "resolve_period", arguments: { period: "today" } });
    expect(resolved.isError).toBeFalsy();
    await a.client.close();
    expect(a.stderr()).toContain(`amem mcp: forwarding to ${svc.url}/mcp`);
    // The stateless service answers the optional GET stream with 405, which the SDK takes as "no stream": nothing to report.
    expect(a.stderr()).not.toContain("remote:");

    const b = await connect(NODE, [bin, "mcp"], loggedIn(tokenB).env);
    const other = await b.client.callTool({ name: "list_events", arguments: range });
    expect((other.structuredContent as { events: unknown[] }).events).toEqual([]);
    await b.client.close();
  });

  it("a token the service refuses: initialize gets -32010 with the HTTP status, not a hang", async () => {
    const transport = new StdioClientTransport({ command: NODE, args: [bin, "mcp"], env: loggedIn("not-a-token").env, stderr: "pipe" });
    const err = await rejection(new Client({ name: "t", version: "1" }).connect(transport));
    expect(err.code).toBe(BRIDGE_ERROR.unauthorized);
    expect(err.message).toContain("refused the token (HTTP 401)");
    expect(err.data).toEqual({ endpoint: `${svc.url}/mcp`, http_status: 401 });
    await transport.close();
  });

  it("the server Claude Desktop gets from amem install --mcp starts and answers, with the bare environment Claude Desktop gives it", async () => {
    const sb = loggedIn(tokenA);
    expect((await runAmem(bin, ["install", "claude-desktop", "--mcp"], { env: sb.env })).code).toBe(0);
    const file = join(sb.env["XDG_CONFIG_HOME"] ?? "", "Claude", "claude_desktop_config.json");
    const entry = (JSON.parse(readFileSync(file, "utf8")) as { mcpServers: { amem: { command: string; args: string[]; env: Record<string, string> } } })
      .mcpServers.amem;
    const server = await connect(entry.command, entry.args, { HOME: sb.home, PATH: "/usr/bin:/bin", ...entry.env });
    const listed = await server.client.callTool({ name: "list_events", arguments: range });
    expect((listed.structuredContent as { events: { text: string }[] }).events.map((e) => e.text)).toEqual(texts);
    await server.client.close();
  });
});
