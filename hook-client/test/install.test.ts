import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { amemBin } from "./build";
import { FIXTURES, readSpool, runAmem, type Sandbox, sandbox } from "./helpers";

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

type Hooks = Record<string, { matcher?: string; hooks: { command?: string; bash?: string }[] }[]>;
const hooksOf = (path: string): Hooks => (JSON.parse(readFileSync(path, "utf8")) as { hooks: Hooks }).hooks;
const ours =
  (bin: string) =>
  (h: { command?: string; bash?: string }): boolean =>
    (h.command ?? h.bash ?? "").includes(`${bin} hook --agent`);

/** Pre-existing user settings, written the way the agents write them. */
const claudeSettings = {
  model: "opus",
  permissions: { allow: ["Bash(npm test:*)"] },
  hooks: {
    PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "/home/dev/bin/check-bash.sh" }] }],
    Stop: [{ hooks: [{ type: "command", command: "notify-send 'Claude is done'" }] }],
  },
};

describe("amem install / uninstall", () => {
  let bin: string;
  beforeAll(async () => {
    bin = await amemBin();
  });
  const amem = (sb: Sandbox, args: string[], cwd?: string) => runAmem(bin, args, { env: sb.env, ...(cwd ? { cwd } : {}) });

  it("claude-code: merges beside the user's hooks, is idempotent, and uninstall restores the file byte for byte", async () => {
    const sb = sandbox();
    const file = join(sb.home, ".claude", "settings.json");
    const original = `${JSON.stringify(claudeSettings, null, 4)}\n`; // 4-space indent is kept
    write(file, original);

    const dry = await amem(sb, ["install", "claude-code", "--dry-run"]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("would add the amem hook to SessionStart, UserPromptSubmit, PostToolUse");
    expect(readFileSync(file, "utf8")).toBe(original);

    const first = await amem(sb, ["install", "claude-code"]);
    expect(first).toMatchObject({ code: 0, stderr: "" });
    expect(first.stdout).toContain("added the amem hook to SessionStart, UserPromptSubmit, PostToolUse, PostToolUseFailure");
    expect(first.stdout).toContain("your 2 other hook(s) are untouched");
    const installed = readFileSync(file, "utf8");
    expect(installed).toContain('\n    "model": "opus"');
    const settings = JSON.parse(installed) as typeof claudeSettings & { hooks: Hooks };
    expect(settings.model).toBe("opus");
    expect(settings.permissions).toEqual(claudeSettings.permissions);
    expect(settings.hooks["PreToolUse"]?.[0]).toEqual(claudeSettings.hooks.PreToolUse[0]);
    expect(settings.hooks["Stop"]?.[0]).toEqual(claudeSettings.hooks.Stop[0]);
    for (const event of [
      "SessionStart",
      "UserPromptSubmit",
      "PostToolUse",
      "PostToolUseFailure",
      "SubagentStart",
      "SubagentStop",
      "Stop",
      "StopFailure",
      "PreCompact",
      "PostCompact",
      "SessionEnd",
    ]) {
      expect(settings.hooks[event]?.flatMap((g) => g.hooks).filter(ours(sb.programFile)), event).toHaveLength(1);
    }
    // One process per tool call: the post-tool hooks record the call; the user's PreToolUse hook stays alone.
    expect(settings.hooks["PreToolUse"]).toEqual(claudeSettings.hooks.PreToolUse);
    expect(settings.hooks["PostToolUse"]?.at(-1)?.matcher).toBe("*");

    const second = await amem(sb, ["install", "claude-code"]);
    expect(second.stdout).toContain("already as it should be; nothing changed");
    expect(readFileSync(file, "utf8")).toBe(installed);

    const removed = await amem(sb, ["uninstall", "claude-code"]);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain("removed the amem hook from");
    expect(readFileSync(file, "utf8")).toBe(original);
  });

  it("claude-code and codex: a re-install removes the PreToolUse entry an older install added, and only that", async () => {
    for (const [agent, file] of [
      ["claude-code", join(".claude", "settings.json")],
      ["codex", join(".codex", "hooks.json")],
    ] as const) {
      const sb = sandbox();
      const path = join(sb.home, file);
      await amem(sb, ["install", agent]);
      const current = JSON.parse(readFileSync(path, "utf8")) as { hooks: Hooks };
      const ourHandler = current.hooks["PostToolUse"]!.at(-1)!.hooks[0]!;
      // What an older install wrote: our handler on PreToolUse too, beside a user's own.
      const userPre = { matcher: "Bash", hooks: [{ type: "command", command: "/home/dev/bin/check-bash.sh" }] };
      const older = { ...current, hooks: { ...current.hooks, PreToolUse: [userPre, { matcher: "*", hooks: [ourHandler] }] } };
      write(path, `${JSON.stringify(older, null, 2)}\n`);

      const again = await amem(sb, ["install", agent]);
      expect(again).toMatchObject({ code: 0, stderr: "" });
      expect(again.stdout, agent).toContain("removed the amem hook from PreToolUse");
      expect((JSON.parse(readFileSync(path, "utf8")) as { hooks: Hooks }).hooks).toEqual({ ...current.hooks, PreToolUse: [userPre] });
      expect((await amem(sb, ["install", agent])).stdout).toContain("already as it should be; nothing changed");
    }
  });

  it("claude-code: the registered command really captures", async () => {
    const sb = sandbox();
    await amem(sb, ["install", "claude-code"]);
    const command = hooksOf(join(sb.home, ".claude", "settings.json"))["UserPromptSubmit"]?.[0]?.hooks[0]?.command ?? "";
    const stdout = execFileSync("/bin/sh", ["-c", command], { env: sb.env, input: readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json")) });
    expect(stdout.toString()).toBe("");
    expect(readSpool(sb).map((r) => r.event.event_type)).toEqual(["user_message"]);
  });

  it("claude-code --project: writes .claude/settings.local.json, and uninstall deletes the file it created", async () => {
    const sb = sandbox();
    const project = join(sb.root, "project");
    mkdirSync(project);
    const res = await amem(sb, ["install", "claude-code", "--project"], project);
    expect(res.code).toBe(0);
    const file = join(project, ".claude", "settings.local.json");
    expect(hooksOf(file)["Stop"]).toHaveLength(1);
    await amem(sb, ["uninstall", "claude-code", "--project"], project);
    expect(existsSync(file)).toBe(false);
  });

  it("a file that is not plain JSON is never rewritten", async () => {
    const sb = sandbox();
    const file = join(sb.home, ".gemini", "settings.json");
    const original = '{\n  // my settings\n  "theme": "dark"\n}\n';
    write(file, original);
    const res = await amem(sb, ["install", "gemini"]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("is not plain JSON");
    expect(readFileSync(file, "utf8")).toBe(original);
  });

  it("codex: hooks.json merge, the trust reminder, and the legacy notify line in config.toml", async () => {
    const sb = sandbox();
    const hooksFile = join(sb.home, ".codex", "hooks.json");
    const originalHooks = `${JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: "command", command: "say done", timeout: 5 }] }] } }, null, 2)}\n`;
    write(hooksFile, originalHooks);
    const toml = join(sb.home, ".codex", "config.toml");
    const originalToml = 'model = "gpt-5.4"\n\n[features]\nhooks = true\n';
    write(toml, originalToml);

    const res = await amem(sb, ["install", "codex", "--notify"]);
    expect(res.code).toBe(0);
    expect(res.stdout).toContain("run /hooks to review and trust the amem hooks");
    const hooks = hooksOf(hooksFile);
    expect(hooks["Stop"]?.[0]?.hooks[0]?.command).toBe("say done");
    expect(hooks["SessionEnd"]?.[0]?.hooks[0]).toMatchObject({ timeout: 3 });
    const tomlAfter = readFileSync(toml, "utf8");
    expect(tomlAfter.split("\n")[0]).toMatch(/^notify = \[".*", ".*amem\.cjs", "hook", "--agent", "codex"\]$|^notify = \[".*","hook","--agent","codex"\]$/);
    expect(tomlAfter).toContain("[features]\nhooks = true");

    await amem(sb, ["uninstall", "codex"]);
    expect(readFileSync(hooksFile, "utf8")).toBe(originalHooks);
    expect(readFileSync(toml, "utf8")).toBe(originalToml);
  });

  it("codex --notify leaves a user's own notify program alone", async () => {
    const sb = sandbox();
    const toml = join(sb.home, ".codex", "config.toml");
    write(toml, 'notify = ["my-notifier"]\n');
    const res = await amem(sb, ["install", "codex", "--notify"]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("already sets notify");
    expect(readFileSync(toml, "utf8")).toBe('notify = ["my-notifier"]\n');
  });

  it("gemini: merges into settings.json next to hooksConfig and the user's hooks", async () => {
    const sb = sandbox();
    const file = join(sb.home, ".gemini", "settings.json");
    const original = `${JSON.stringify(
      {
        hooksConfig: { enabled: true },
        hooks: { BeforeTool: [{ matcher: "run_shell_command", hooks: [{ name: "guard", type: "command", command: "guard.sh", timeout: 5000 }] }] },
      },
      null,
      2,
    )}\n`;
    write(file, original);
    await amem(sb, ["install", "gemini"]);
    const hooks = hooksOf(file);
    expect(hooks["BeforeTool"]?.[0]?.hooks[0]).toMatchObject({ name: "guard" });
    expect(hooks["BeforeTool"]?.[1]).toMatchObject({ matcher: "*", hooks: [{ name: "amem", type: "command", timeout: 10000 }] });
    expect(Object.keys(hooks)).toEqual(["BeforeTool", "SessionStart", "BeforeAgent", "AfterTool", "AfterAgent", "PreCompress", "SessionEnd"]);
    await amem(sb, ["uninstall", "gemini"]);
    expect(readFileSync(file, "utf8")).toBe(original);
  });

  it("copilot: project only; its own file with --event per registration", async () => {
    const sb = sandbox();
    const repo = join(sb.root, "repo");
    write(join(repo, ".github", "hooks", "lint.json"), '{"version":1,"hooks":{}}\n');
    const global = await amem(sb, ["install", "copilot"], repo);
    expect(global.code).toBe(2);
    expect(global.stderr).toContain("--project");
    const res = await amem(sb, ["install", "copilot", "--project"], repo);
    expect(res.code).toBe(0);
    const file = join(repo, ".github", "hooks", "amem.json");
    const config = JSON.parse(readFileSync(file, "utf8")) as { version: number; hooks: Record<string, { bash: string; powershell: string }[]> };
    expect(config.version).toBe(1);
    expect(config.hooks["agentStop"]?.[0]?.bash).toMatch(/ hook --agent copilot --event agentStop$/);
    expect(config.hooks["preToolUse"]?.[0]?.powershell).toMatch(/--event preToolUse$/);
    expect((await amem(sb, ["install", "copilot", "--project"], repo)).stdout).toContain("already installed; nothing changed");
    await amem(sb, ["uninstall", "copilot", "--project"], repo);
    expect(existsSync(file)).toBe(false);
    expect(readFileSync(join(repo, ".github", "hooks", "lint.json"), "utf8")).toBe('{"version":1,"hooks":{}}\n');
  });

  it("grok: its own hooks file, with the note about Claude hooks running twice", async () => {
    const sb = sandbox();
    write(join(sb.home, ".grok", "hooks", "mine.json"), '{"hooks":{}}\n');
    const res = await amem(sb, ["install", "grok"]);
    expect(res.stdout).toContain("Grok Build also runs the hooks in .claude/settings.json");
    const file = join(sb.home, ".grok", "hooks", "amem.json");
    expect(hooksOf(file)["PreToolUse"]?.[0]?.hooks[0]).toMatchObject({ type: "command", timeout: 5 });
    await amem(sb, ["uninstall", "grok"]);
    expect(existsSync(file)).toBe(false);
    expect(readFileSync(join(sb.home, ".grok", "hooks", "mine.json"), "utf8")).toBe('{"hooks":{}}\n');
  });

  it("opencode: writes the forwarding plugin, refuses to overwrite a foreign file, uninstall deletes only its own", async () => {
    const sb = sandbox();
    const file = join(sb.env["XDG_CONFIG_HOME"] ?? "", "opencode", "plugins", "amem.js");
    const res = await amem(sb, ["install", "opencode"]);
    expect(res.code).toBe(0);
    const plugin = readFileSync(file, "utf8");
    expect(plugin.startsWith("// amem OpenCode plugin")).toBe(true);
    expect(plugin).toContain(JSON.stringify(sb.programFile));
    expect(statSync(file).mode & 0o777).toBe(0o644);
    await amem(sb, ["uninstall", "opencode"]);
    expect(existsSync(file)).toBe(false);

    write(file, "export const Mine = async () => ({});\n");
    const refused = await amem(sb, ["install", "opencode"]);
    expect(refused.code).toBe(1);
    expect((await amem(sb, ["uninstall", "opencode"])).stdout).toContain("not written by amem; left alone");
    expect(readFileSync(file, "utf8")).toBe("export const Mine = async () => ({});\n");
  });

  it("an existing settings file keeps its permissions", async () => {
    const sb = sandbox();
    const file = join(sb.home, ".claude", "settings.json");
    write(file, "{}\n");
    execFileSync("chmod", ["600", file]);
    await amem(sb, ["install", "claude-code"]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("unknown agents are refused", async () => {
    const sb = sandbox();
    const res = await amem(sb, ["install", "windsurf"]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('unknown agent "windsurf"');
  });
});
