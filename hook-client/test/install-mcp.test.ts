import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { amemBin } from "./build";
import { NODE, runAmem, type Sandbox, sandbox } from "./helpers";

/*
 * `amem install <client> --mcp` against each client's config as users have it: the result is a
 * reviewed golden file (test/fixtures/install-mcp/<client>/after*.json|toml, with the sandbox and Node
 * paths as placeholders; UPDATE_GOLDEN=1 rewrites them), a second run changes nothing, a dry
 * run writes nothing, and `uninstall --mcp` gives back the file as it was.
 */
const GOLDEN = join(import.meta.dirname, "fixtures", "install-mcp");
const UPDATE = process.env["UPDATE_GOLDEN"] === "1";
/** A token that must never be written into a client's config. */
const TOKEN = "amem_secret_token_123";

interface ClientCase {
  client: string;
  ext: "json" | "toml";
  file: (sb: Sandbox) => string;
  /** The before file is in the client's own serialization, so uninstall restores it byte for byte; else only its content. */
  canonical: boolean;
  /** The client can connect to the URL with an env-var token reference (chosen when AMEM_TOKEN holds the token). */
  urlMode: "always" | "with-env-token" | "never";
}

const CASES: ClientCase[] = [
  { client: "claude-code", ext: "json", file: (sb) => join(sb.home, ".claude.json"), canonical: true, urlMode: "always" },
  { client: "codex", ext: "toml", file: (sb) => join(sb.home, ".codex", "config.toml"), canonical: true, urlMode: "with-env-token" },
  { client: "gemini", ext: "json", file: (sb) => join(sb.home, ".gemini", "settings.json"), canonical: true, urlMode: "with-env-token" },
  { client: "cursor", ext: "json", file: (sb) => join(sb.home, ".cursor", "mcp.json"), canonical: false, urlMode: "with-env-token" },
  {
    client: "claude-desktop",
    ext: "json",
    file: (sb) => join(sb.env["XDG_CONFIG_HOME"] ?? "", "Claude", "claude_desktop_config.json"),
    canonical: true,
    urlMode: "never",
  },
];

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** The file with this run's sandbox and Node paths replaced by placeholders. */
function normalize(text: string, sb: Sandbox): string {
  return text.split(sb.root).join("<sandbox>").split(realpathSync(NODE)).join("<node>").split(NODE).join("<node>");
}

function compareGolden(name: string, actual: string): void {
  const file = join(GOLDEN, name);
  if (UPDATE || !existsSync(file)) {
    if (!UPDATE) throw new Error(`missing golden file ${file}: run with UPDATE_GOLDEN=1 and review it`);
    writeFileSync(file, actual);
    return;
  }
  expect(actual).toBe(readFileSync(file, "utf8"));
}

describe("amem install / uninstall --mcp", () => {
  let bin: string;
  beforeAll(async () => {
    bin = await amemBin();
  });
  const amem = (sb: Sandbox, args: string[]) => runAmem(bin, args, { env: sb.env });
  /** A sandbox whose PATH holds no Node of its own, so that the registered command names NODE. */
  const box = (extra: Record<string, string> = {}): Sandbox => sandbox({ PATH: "/usr/bin:/bin", ...extra });

  for (const c of CASES) {
    const modes = c.urlMode === "with-env-token" ? [false, true] : [false];
    for (const tokenInEnv of modes) {
      const golden = `${c.client}/after${tokenInEnv ? "-env-token" : ""}.${c.ext}`;
      it(`${c.client}${tokenInEnv ? " (AMEM_TOKEN set)" : ""}: dry run, install (${golden}), idempotent re-run, uninstall restores the file`, async () => {
        const sb = box(tokenInEnv ? { AMEM_TOKEN: TOKEN } : {});
        if (!tokenInEnv) write(sb.configFile, `${JSON.stringify({ url: "https://memory.example.dev", token: TOKEN })}\n`);
        else write(sb.configFile, `${JSON.stringify({ url: "https://memory.example.dev" })}\n`);
        const file = c.file(sb);
        const before = readFileSync(join(GOLDEN, c.client, `before.${c.ext}`), "utf8");
        write(file, before);

        const dry = await amem(sb, ["install", c.client, "--mcp", "--dry-run"]);
        expect(dry).toMatchObject({ code: 0, stderr: "" });
        expect(dry.stdout).toContain("would add the amem MCP server");
        expect(readFileSync(file, "utf8")).toBe(before);
        expect(existsSync(sb.programFile)).toBe(false);

        const first = await amem(sb, ["install", c.client, "--mcp"]);
        expect(first).toMatchObject({ code: 0, stderr: "" });
        expect(first.stdout).toContain("added the amem MCP server");
        const installed = readFileSync(file, "utf8");
        expect(installed).not.toContain(TOKEN);
        compareGolden(golden, normalize(installed, sb));
        if (c.ext === "json") {
          // Everything the user had is still there.
          const { mcpServers: servers, ...rest } = JSON.parse(installed) as { mcpServers: Record<string, unknown> };
          const { mcpServers: oldServers, ...oldRest } = JSON.parse(before) as { mcpServers: Record<string, unknown> };
          expect(rest).toEqual(oldRest);
          expect(Object.keys(servers)).toEqual([...Object.keys(oldServers), "amem"]);
        } else {
          expect(installed.startsWith(before)).toBe(true);
        }

        const again = await amem(sb, ["install", c.client, "--mcp"]);
        expect(again.stdout).toContain("the amem MCP server is already as it should be; nothing changed");
        expect(readFileSync(file, "utf8")).toBe(installed);

        const dryRemove = await amem(sb, ["uninstall", c.client, "--mcp", "--dry-run"]);
        expect(dryRemove.stdout).toContain("would remove the amem MCP server");
        expect(readFileSync(file, "utf8")).toBe(installed);

        const removed = await amem(sb, ["uninstall", c.client, "--mcp"]);
        expect(removed).toMatchObject({ code: 0, stderr: "" });
        expect(removed.stdout).toContain("removed the amem MCP server");
        const after = readFileSync(file, "utf8");
        if (c.canonical) expect(after).toBe(before);
        else expect(JSON.parse(after)).toEqual(JSON.parse(before));
        expect((await amem(sb, ["uninstall", c.client, "--mcp"])).stdout).toContain("no amem MCP server; nothing to remove");
      });
    }
  }

  it("a config file amem creates is deleted again by uninstall", async () => {
    for (const c of CASES) {
      const sb = box();
      const file = c.file(sb);
      expect((await amem(sb, ["install", c.client, "--mcp"])).code).toBe(0);
      expect(existsSync(file), c.client).toBe(true);
      await amem(sb, ["uninstall", c.client, "--mcp"]);
      expect(existsSync(file), c.client).toBe(false);
    }
  });

  it("an entry named amem that amem did not write is refused on install and left alone on uninstall", async () => {
    const sb = box();
    const gemini = join(sb.home, ".gemini", "settings.json");
    const mine = `${JSON.stringify({ mcpServers: { amem: { command: "my-own-amem" } } }, null, 2)}\n`;
    write(gemini, mine);
    const refused = await amem(sb, ["install", "gemini", "--mcp"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already has an MCP server named "amem" that amem did not write');
    expect((await amem(sb, ["uninstall", "gemini", "--mcp"])).stdout).toContain("that amem did not write; left alone");
    expect(readFileSync(gemini, "utf8")).toBe(mine);

    const toml = join(sb.home, ".codex", "config.toml");
    for (const text of [
      '[mcp_servers.amem]\ncommand = "my-own-amem"\n',
      'mcp_servers.amem.command = "my-own-amem"\n',
      '[mcp_servers]\namem = { command = "x" }\n',
    ]) {
      write(toml, text);
      const res = await amem(sb, ["install", "codex", "--mcp"]);
      expect(res.code, text).toBe(1);
      expect(res.stderr, text).toMatch(/which amem (did not write|does not edit); left alone/);
      await amem(sb, ["uninstall", "codex"]);
      expect(readFileSync(toml, "utf8"), text).toBe(text);
    }
  });

  it("codex: re-install replaces only its own table, wherever it sits, with its sub-tables", async () => {
    const sb = box();
    const toml = join(sb.home, ".codex", "config.toml");
    await amem(sb, ["install", "codex", "--mcp"]);
    const ours = readFileSync(toml, "utf8");
    // The user moved our table between theirs and added an env sub-table to it.
    const edited = `model = "o3"\n\n${ours}\n[mcp_servers.amem.tools]\nenabled = true\n\n# after\n[tui]\nnotifications = true\n`;
    write(toml, edited);
    const res = await amem(sb, ["install", "codex", "--mcp"]);
    expect(res.stdout).toContain("updated the amem MCP server");
    expect(readFileSync(toml, "utf8")).toBe(`model = "o3"\n\n${ours}\n# after\n[tui]\nnotifications = true\n`);
    await amem(sb, ["uninstall", "codex", "--mcp"]);
    expect(readFileSync(toml, "utf8")).toBe('model = "o3"\n\n# after\n[tui]\nnotifications = true\n');
  });

  it("uninstall --mcp leaves the hooks; a plain uninstall removes the hooks and the MCP server", async () => {
    const sb = box();
    const settings = join(sb.home, ".gemini", "settings.json");
    await amem(sb, ["install", "gemini"]);
    const hooksOnly = readFileSync(settings, "utf8");
    await amem(sb, ["install", "gemini", "--mcp"]);
    const both = JSON.parse(readFileSync(settings, "utf8")) as { hooks: object; mcpServers: object };
    expect(Object.keys(both)).toEqual(["hooks", "mcpServers"]);
    await amem(sb, ["uninstall", "gemini", "--mcp"]);
    expect(readFileSync(settings, "utf8")).toBe(hooksOnly);
    await amem(sb, ["install", "gemini", "--mcp"]);
    const plain = await amem(sb, ["uninstall", "gemini"]);
    expect(plain.stdout).toContain("removed the amem MCP server");
    expect(plain.stdout).toContain("removed the amem hook from");
    expect(existsSync(settings)).toBe(false);
  });

  it("claude-code: the registered headersHelper prints the Authorization header from amem's config", async () => {
    const sb = box();
    write(sb.configFile, `${JSON.stringify({ url: "https://memory.example.dev", token: TOKEN })}\n`);
    await amem(sb, ["install", "claude-code", "--mcp"]);
    const entry = (JSON.parse(readFileSync(join(sb.home, ".claude.json"), "utf8")) as { mcpServers: { amem: { url: string; headersHelper: string } } })
      .mcpServers.amem;
    expect(entry.url).toBe("https://memory.example.dev/mcp");
    const printed = execFileSync("/bin/sh", ["-c", entry.headersHelper], { env: sb.env }).toString();
    expect(JSON.parse(printed)).toEqual({ Authorization: `Bearer ${TOKEN}` });
  });

  it("cursor and claude-desktop take only --mcp; claude-desktop has no project scope", async () => {
    const sb = box();
    const bare = await amem(sb, ["install", "cursor"]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain("run amem install cursor --mcp");
    const project = await amem(sb, ["install", "claude-desktop", "--mcp", "--project"]);
    expect(project.code).toBe(2);
    expect(project.stderr).toContain("without --project");
    const mixed = await amem(sb, ["install", "codex", "--mcp", "--skills"]);
    expect(mixed.code).toBe(2);
  });

  it("status lists where the MCP server is registered, what each client starts or connects to, and what broke", async () => {
    // A closed port: status's health check fails at once.
    const url = "http://127.0.0.1:9";
    const sb = box();
    write(sb.configFile, `${JSON.stringify({ url, token: TOKEN })}\n`);
    const status = async () => (await amem(sb, ["status"])).stdout;
    const json = async () =>
      (
        JSON.parse((await amem(sb, ["status", "--json"])).stdout) as {
          mcp: { client: string; scope: string; file: string; mode: string; broken: string | null; note: string | null }[];
        }
      ).mcp;
    expect(await status()).toMatch(/^mcp\s+not registered in any client's config \(amem install <client> --mcp\)$/m);

    for (const c of CASES) expect((await amem(sb, ["install", c.client, "--mcp"])).code, c.client).toBe(0);
    const project = join(sb.home, "work", "billing");
    mkdirSync(project, { recursive: true });
    expect((await runAmem(bin, ["install", "codex", "--mcp", "--project"], { env: sb.env, cwd: project })).code).toBe(0);

    const listed = await status();
    const rows = listed
      .split("\n")
      .filter((l) => /^(mcp\s|\s{11}\S)/.test(l) && !/^\s+(claude-code|codex|gemini) \(~\/\.(claude|codex|gemini)\/(settings|hooks)/.test(l));
    expect(rows).toEqual([
      `mcp        claude-code (Claude Code, all projects, ~/.claude.json): connects to ${url}/mcp, token from amem mcp --print-headers: ok`,
      "           codex (Codex, all projects, ~/.codex/config.toml): starts amem mcp (the bridge): ok",
      "           gemini (Gemini CLI, all projects, ~/.gemini/settings.json): starts amem mcp (the bridge): ok",
      "           cursor (Cursor, all projects, ~/.cursor/mcp.json): starts amem mcp (the bridge): ok",
      `           claude-desktop (Claude Desktop, all projects, ${sb.root}/config/Claude/claude_desktop_config.json): starts amem mcp (the bridge): ok`,
    ]);
    // From the project, its own registration too.
    const inProject = (await runAmem(bin, ["status", "--json"], { env: sb.env, cwd: project })).stdout;
    const projectRows = (JSON.parse(inProject) as { mcp: { client: string; scope: string; file: string }[] }).mcp.filter((r) => r.scope === "project");
    expect(projectRows).toEqual([expect.objectContaining({ client: "codex", scope: "project", file: join(project, ".codex", "config.toml") })]);

    // The client reads AMEM_TOKEN itself: said when this shell has none.
    const sbEnv = { ...sb.env, AMEM_TOKEN: TOKEN };
    expect((await runAmem(bin, ["install", "cursor", "--mcp"], { env: sbEnv })).code).toBe(0);
    const cursor = (await json()).find((r) => r.client === "cursor")!;
    expect(cursor).toMatchObject({ mode: "url", broken: null, note: "it reads the token from $AMEM_TOKEN, which is not set in this shell" });
    expect(
      (JSON.parse((await runAmem(bin, ["status", "--json"], { env: sbEnv })).stdout) as { mcp: { client: string; note: string | null }[] }).mcp.find(
        (r) => r.client === "cursor",
      )?.note,
    ).toBeNull();

    // Another URL in amem's config: the URL written into Claude Code's config is stale.
    write(sb.configFile, `${JSON.stringify({ url: "http://127.0.0.1:10", token: TOKEN })}\n`);
    expect(await status()).toMatch(
      new RegExp(
        `claude-code .*BROKEN: it connects to ${url}/mcp, but amem's config names http://127\\.0\\.0\\.1:10/mcp\\. Run amem install claude-code --mcp again$`,
        "m",
      ),
    );
    write(sb.configFile, `${JSON.stringify({ url, token: TOKEN })}\n`);

    // The program the clients start is gone: every registration that starts it says so.
    rmSync(sb.programFile);
    const gone = await json();
    expect(gone.filter((r) => r.scope === "global").map((r) => [r.client, r.broken?.includes(`its program ${sb.programFile} is gone`) ?? false])).toEqual([
      ["claude-code", true],
      ["codex", true],
      ["gemini", true],
      ["cursor", false], // it connects to the URL itself now
      ["claude-desktop", true],
    ]);

    // Someone else's server under the name amem is listed as theirs.
    write(join(sb.home, ".gemini", "settings.json"), `${JSON.stringify({ mcpServers: { amem: { command: "my-own-amem" } } })}\n`);
    expect(await status()).toMatch(
      /^\s+gemini \(Gemini CLI, all projects, ~\/\.gemini\/settings\.json\): an MCP server named amem that amem did not write; left alone$/m,
    );

    for (const c of CASES) await amem(sb, ["uninstall", c.client, "--mcp"]);
    await runAmem(bin, ["uninstall", "codex", "--mcp", "--project"], { env: sb.env, cwd: project });
    expect((await json()).map((r) => r.client)).toEqual(["gemini"]);
    // About 25 amem runs in a row, each a Node start: 60 s was not enough on a CI run at load 15.
  }, 240_000);
});
