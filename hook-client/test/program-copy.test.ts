import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { shellWords } from "../src/install/installed-hooks";
import { shellQuote } from "../src/install/targets";
import { amemBin } from "./build";
import { FIXTURES, NODE, readSpool, runAmem, type Sandbox, sandbox } from "./helpers";

type Hooks = Record<string, { hooks: { command: string }[] }[]>;
const settingsFile = (sb: Sandbox): string => join(sb.home, ".claude", "settings.json");
const promptCommand = (sb: Sandbox): string =>
  (JSON.parse(readFileSync(settingsFile(sb), "utf8")) as { hooks: Hooks }).hooks["UserPromptSubmit"]?.[0]?.hooks[0]?.command ?? "";
const HOOK_CLIENT = fileURLToPath(new URL("..", import.meta.url));

describe("capture does not depend on the clone", () => {
  let bin: string;
  beforeAll(async () => {
    bin = await amemBin();
  });

  /** The program as it sits in a clone (hook-client/dist/amem.cjs), in a directory the test can delete. */
  function cloneWithProgram(): { clone: string; program: string } {
    const clone = mkdtempSync(join(tmpdir(), "amem-clone-"));
    const program = join(clone, "hook-client", "dist", "amem.cjs");
    mkdirSync(join(program, ".."), { recursive: true });
    copyFileSync(bin, program);
    return { clone, program };
  }

  it("install copies the program to $XDG_DATA_HOME/amem/bin and the hooks run that copy: deleting the clone keeps capture working", async () => {
    const sb = sandbox();
    const { clone, program } = cloneWithProgram();
    const res = await runAmem(program, ["install", "claude-code"], { env: sb.env });
    expect(res).toMatchObject({ code: 0, stderr: "" });
    expect(res.stdout).toContain(`program: copied ${program} to ${sb.programFile}; the hooks run that copy`);
    expect(readFileSync(sb.programFile)).toEqual(readFileSync(bin));
    const command = promptCommand(sb);
    expect(command).toBe(`${NODE} ${sb.programFile} hook --agent claude-code`);
    expect(command).not.toContain(clone);

    rmSync(clone, { recursive: true, force: true });
    execFileSync("/bin/sh", ["-c", command], { env: sb.env, input: readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json")) });
    expect(readSpool(sb).map((r) => r.event.event_type)).toEqual(["user_message"]);
    const status = await runAmem(sb.programFile, ["status"], { env: sb.env });
    expect(status.stdout).toMatch(/^hooks\s+claude-code \(~\/\.claude\/settings\.json\): ok$/m);
    expect(status.stdout).toMatch(/^program\s+.*amem\.cjs \(the copy installed hooks run\)$/m);
  });

  it("re-install updates the copy; running install from the copy itself leaves it alone", async () => {
    const sb = sandbox();
    const { program } = cloneWithProgram();
    await runAmem(program, ["install", "claude-code"], { env: sb.env });
    writeFileSync(sb.programFile, "// an older amem\n");
    const again = await runAmem(program, ["install", "claude-code"], { env: sb.env });
    expect(again.stdout).toContain(`program: updated ${program} to ${sb.programFile}`);
    expect(readFileSync(sb.programFile)).toEqual(readFileSync(bin));
    expect((await runAmem(program, ["install", "codex"], { env: sb.env })).stdout).toContain("(the installed copy is up to date)");
    expect((await runAmem(sb.programFile, ["install", "gemini"], { env: sb.env })).stdout).toContain("(running from the installed copy)");
    const dry = await runAmem(program, ["install", "grok", "--dry-run"], { env: sb.env });
    expect(dry.stdout).toContain("program: ");
  });

  it("status says exactly what broke: a Node that is gone, a program that is gone", async () => {
    const sb = sandbox();
    const { program } = cloneWithProgram();
    await runAmem(program, ["install", "claude-code"], { env: sb.env });
    await runAmem(program, ["install", "codex", "--notify"], { env: sb.env });
    const settings = readFileSync(settingsFile(sb), "utf8");
    writeFileSync(settingsFile(sb), settings.split(JSON.stringify(NODE).slice(1, -1)).join("/opt/node-v18.0.0/bin/node"));
    const status = await runAmem(bin, ["status"], { env: sb.env });
    expect(status.stdout).toMatch(
      /^hooks\s+claude-code \(~\/\.claude\/settings\.json\): BROKEN: its Node \/opt\/node-v18\.0\.0\/bin\/node is gone \(Node upgraded or removed\?\); events are not captured\. Run amem install claude-code again$/m,
    );
    expect(status.stdout).toMatch(/^\s+codex \(~\/\.codex\/hooks\.json\): ok$/m);

    rmSync(sb.programFile);
    const gone = await runAmem(bin, ["status", "--json"], { env: sb.env });
    const hooks = (JSON.parse(gone.stdout) as { hooks: { agent: string; broken: string | null }[] }).hooks;
    expect(hooks.map((h) => h.agent).sort()).toEqual(["claude-code", "codex", "codex --notify"]);
    for (const h of hooks) expect(h.broken, h.agent).toContain(`its program ${sb.programFile} is gone`);
    expect((await runAmem(bin, ["status"], { env: sb.env })).stdout).toMatch(/Run amem install codex --notify again$/m);
  });

  it("status reads the hook command back as install wrote it, quoting included", () => {
    for (const path of ["/usr/bin/node", "/home/me/My Apps/node", "/tmp/it's here/amem.cjs"])
      expect(shellWords([path, "hook"].map(shellQuote).join(" "))).toEqual([path, "hook"]);
    expect(shellWords('"C:\\Program Files\\nodejs\\node.exe" "C:\\Users\\me\\amem.cjs" hook')).toEqual([
      "C:\\Program Files\\nodejs\\node.exe",
      "C:\\Users\\me\\amem.cjs",
      "hook",
    ]);
    expect(shellWords('"a \\"b\\"" c')).toEqual(['a "b"', "c"]);
  });

  it("hook-client is an npm package: npm pack builds a tarball whose amem runs and installs", async () => {
    const out = mkdtempSync(join(tmpdir(), "amem-pack-"));
    const pack = spawnSync("npm", ["pack", "--pack-destination", out, "--json"], {
      cwd: HOOK_CLIENT,
      encoding: "utf8",
      env: { ...process.env, npm_config_update_notifier: "false" },
    });
    expect(pack.status, pack.stderr).toBe(0);
    const [tarball] = readdirSync(out).filter((f) => f.endsWith(".tgz"));
    expect(tarball).toMatch(/^amem-\d+\.\d+\.\d+\.tgz$/);
    const files = (JSON.parse(pack.stdout.slice(pack.stdout.indexOf("["))) as { files: { path: string }[] }[])[0]?.files.map((f) => f.path).sort();
    expect(files).toEqual(["README.md", "dist/amem-mcp.cjs", "dist/amem.cjs", "package.json"]);
    execFileSync("tar", ["-xzf", join(out, tarball as string), "-C", out]);
    const packed = join(out, "package", "dist", "amem.cjs");
    const sb = sandbox();
    expect((await runAmem(packed, ["--version"], { env: sb.env })).stdout).toMatch(/^amem \d+\.\d+\.\d+\n$/);
    const install = await runAmem(packed, ["install", "claude-code"], { env: sb.env });
    expect(install.code).toBe(0);
    // The MCP bridge travels with the program: `amem mcp` of the installed copy finds it.
    expect(readFileSync(sb.programFile.replace(/\.cjs$/, "-mcp.cjs"))).toEqual(readFileSync(join(out, "package", "dist", "amem-mcp.cjs")));
    execFileSync("/bin/sh", ["-c", promptCommand(sb)], { env: sb.env, input: readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json")) });
    expect(readSpool(sb)).toHaveLength(1);
  }, 120_000);
});
