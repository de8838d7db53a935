import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { beforeAll, describe, expect, it } from "vitest";
import { BRIDGE_ERROR } from "../src/mcp/errors";
import { amemBin } from "./build";
import { closedPort, NODE, runAmem, sandbox } from "./helpers";

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
