import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { amemBin } from "./build";
import { NODE, runAmem, type Sandbox, sandbox } from "./helpers";

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** Every file below `dir` with its content, so a whole tree can be compared before and after. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(out, snapshot(path));
    else out[path] = readFileSync(path, "utf8");
  }
  return out;
}

/** The YAML frontmatter of a skill or command file as key → raw value. */
function frontmatter(text: string): Record<string, string> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  expect(match, text.slice(0, 200)).not.toBeNull();
  return Object.fromEntries(match![1]!.split("\n").map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1).trim()]));
}

const SKILL_FILES = ["skills/memory-navigator/SKILL.md", "commands/memory-search.md", "commands/memory-recent.md", "commands/memory-context.md"];

describe("amem install --skills", () => {
  let bin: string;
  beforeAll(async () => {
    bin = await amemBin();
  });
  const amem = (sb: Sandbox, args: string[], cwd?: string) => runAmem(bin, args, { env: sb.env, ...(cwd ? { cwd } : {}) });

  it("claude-code: the skill and three commands, written for this program; idempotent; uninstall leaves nothing", async () => {
    const sb = sandbox();
    const claude = join(sb.home, ".claude");
    const dry = await amem(sb, ["install", "claude-code", "--skills", "--dry-run"]);
    expect(dry).toMatchObject({ code: 0, stderr: "" });
    for (const f of SKILL_FILES) expect(dry.stdout).toContain(`~/.claude/${f}: would create the amem file`);
    expect(existsSync(claude)).toBe(false);

    const first = await amem(sb, ["install", "claude-code", "--skills"]);
    expect(first).toMatchObject({ code: 0, stderr: "" });
    for (const f of SKILL_FILES) expect(first.stdout).toContain(`~/.claude/${f}: created the amem file`);
    expect(first.stdout).toContain("added the amem hook to SessionStart");

    const skill = readFileSync(join(claude, SKILL_FILES[0]!), "utf8");
    const meta = frontmatter(skill);
    expect(meta["name"]).toBe("memory-navigator");
    expect(meta["description"]).toMatch(/^Recall earlier coding sessions .{100,}/);
    const command = `${NODE} ${sb.programFile}`;
    expect(meta["allowed-tools"]).toContain(`Bash(${command} search:*)`);
    expect(skill).not.toContain("{{amem}}");
    for (const step of [
      "recent --days 7 --json",
      "search --json --limit 5",
      "node <node-id> --json",
      "expand <grip-id> --before 1 --after 1 --json",
      "estimate.tokens",
      "memories --json",
      "remember --kind decision",
    ])
      expect(skill).toContain(step);
    // Memories are read first, and what the user decides is remembered.
    expect(skill.indexOf("memories --json")).toBeLessThan(skill.indexOf("recent --days 7 --json"));
    expect(meta["allowed-tools"]).toContain(`Bash(${command} memories:*)`);
    expect(meta["allowed-tools"]).toContain(`Bash(${command} remember:*)`);
    // The command the skill names really runs this program.
    const said = /The command is `([^`]+)`/.exec(skill)![1]!;
    expect(said).toBe(command);
    expect(execFileSync("/bin/sh", ["-c", `${said} help search`], { env: sb.env }).toString()).toContain("amem search <words>");
    expect(execFileSync("/bin/sh", ["-c", `${said} help remember`], { env: sb.env }).toString()).toContain("amem remember <text>");

    for (const [file, runs] of [
      ["commands/memory-search.md", `${command} search --json`],
      ["commands/memory-recent.md", `${command} recent --days 1 --json`],
      ["commands/memory-context.md", `${command} expand '<grip-id>'`],
    ] as const) {
      const text = readFileSync(join(claude, file), "utf8");
      const fm = frontmatter(text);
      expect(fm["description"]?.length, file).toBeGreaterThan(20);
      expect(fm["argument-hint"], file).toBeTruthy();
      expect(text, file).toContain("$ARGUMENTS");
      expect(text, file).toContain(runs);
    }

    const before = snapshot(sb.root);
    const second = await amem(sb, ["install", "claude-code", "--skills"]);
    for (const f of SKILL_FILES) expect(second.stdout).toContain(`~/.claude/${f}: already installed; nothing changed`);
    expect(snapshot(sb.root)).toEqual(before);

    const removed = await amem(sb, ["uninstall", "claude-code"]);
    expect(removed).toMatchObject({ code: 0, stderr: "" });
    for (const f of SKILL_FILES) expect(removed.stdout).toContain(`~/.claude/${f}: deleted`);
    expect(existsSync(claude)).toBe(false); // every directory amem made is gone too
  });

  it("claude-code: the user's own commands, skills and settings are kept byte for byte", async () => {
    const sb = sandbox();
    const mine = {
      [join(sb.home, ".claude", "commands", "deploy.md")]: "---\ndescription: Deploy\n---\nRun the deploy.\n",
      [join(sb.home, ".claude", "skills", "pdf", "SKILL.md")]: "---\nname: pdf\ndescription: PDFs\n---\n",
      [join(sb.home, ".claude", "settings.json")]:
        `${JSON.stringify({ model: "opus", hooks: { Stop: [{ hooks: [{ type: "command", command: "notify-send done" }] }] } }, null, 2)}\n`,
    };
    for (const [path, text] of Object.entries(mine)) write(path, text);
    const before = snapshot(sb.home);

    expect((await amem(sb, ["install", "claude-code", "--skills"])).code).toBe(0);
    const installed = snapshot(sb.home);
    for (const [path, text] of Object.entries(mine)) if (!path.endsWith("settings.json")) expect(installed[path]).toBe(text);
    for (const f of SKILL_FILES) expect(installed[join(sb.home, ".claude", f)]).toBeDefined();

    expect((await amem(sb, ["uninstall", "claude-code"])).code).toBe(0);
    expect(snapshot(sb.home)).toEqual(before);
    expect(existsSync(join(sb.home, ".claude", "commands"))).toBe(true);
  });

  it("claude-code: a same-named command the user wrote stops the install before anything is written", async () => {
    const sb = sandbox();
    write(join(sb.home, ".claude", "commands", "memory-search.md"), "my own search\n");
    const before = snapshot(sb.root);
    const res = await amem(sb, ["install", "claude-code", "--skills"]);
    expect(res.code).toBe(1);
    expect(res.stdout).toBe("");
    expect(res.stderr).toBe(
      "amem install: ~/.claude/commands/memory-search.md exists and was not written by amem; move it away to install the amem one (nothing was changed).\n",
    );
    expect(snapshot(sb.root)).toEqual(before);
    // Uninstall leaves a file amem did not write alone.
    expect((await amem(sb, ["uninstall", "claude-code"])).code).toBe(0);
    expect(readFileSync(join(sb.home, ".claude", "commands", "memory-search.md"), "utf8")).toBe("my own search\n");
  });

  it("claude-code --project: .claude/skills and .claude/commands of the current directory", async () => {
    const sb = sandbox();
    const repo = join(sb.root, "repo");
    mkdirSync(repo);
    const res = await amem(sb, ["install", "claude-code", "--project", "--skills"], repo);
    expect(res.code).toBe(0);
    for (const f of SKILL_FILES) expect(existsSync(join(repo, ".claude", f)), f).toBe(true);
    expect(existsSync(join(sb.home, ".claude"))).toBe(false);
    expect((await amem(sb, ["uninstall", "claude-code", "--project"], repo)).code).toBe(0);
    expect(readdirSync(repo)).toEqual([]);
  });

  it("codex and gemini: a marked block merged into AGENTS.md / GEMINI.md, once; uninstall restores the file", async () => {
    const sb = sandbox();
    const agents = join(sb.home, ".codex", "AGENTS.md");
    const original = "# My rules\n\nUse pnpm, never npm.\n";
    write(agents, original);
    const first = await amem(sb, ["install", "codex", "--skills"]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("~/.codex/AGENTS.md: added the amem block");
    const merged = readFileSync(agents, "utf8");
    expect(merged.startsWith(`${original}\n<!-- amem:memory-navigator begin`)).toBe(true);
    expect(merged).toContain(`\`${NODE} ${sb.programFile}\``);
    expect(merged).toContain("amem search --json --limit 5");
    expect(merged).toContain(`\`${NODE} ${sb.programFile} memories --json\``);
    expect(merged).toContain("remember --kind decision");
    expect(merged.trimEnd().endsWith("<!-- amem:memory-navigator end -->")).toBe(true);

    const again = await amem(sb, ["install", "codex", "--skills"]);
    expect(again.stdout).toContain("~/.codex/AGENTS.md: the amem block is already there; nothing changed");
    expect(readFileSync(agents, "utf8")).toBe(merged);

    // The user edits around the block; a newer amem replaces only the block.
    const edited = `${merged.replace("# My rules", "# My rules (edited)")}\nMore of mine.\n`;
    writeFileSync(agents, edited.replace("always\nwith `--json`", "OLD"));
    expect(readFileSync(agents, "utf8")).not.toBe(edited);
    await amem(sb, ["install", "codex", "--skills"]);
    expect(readFileSync(agents, "utf8")).toBe(edited);

    expect((await amem(sb, ["uninstall", "codex"])).code).toBe(0);
    expect(readFileSync(agents, "utf8")).toBe("# My rules (edited)\n\nUse pnpm, never npm.\n\nMore of mine.\n");

    const gemini = join(sb.home, ".gemini", "GEMINI.md");
    expect((await amem(sb, ["install", "gemini", "--skills"])).code).toBe(0);
    expect(readFileSync(gemini, "utf8")).toContain("## Memory of past sessions (agent-memory-edge)");
    const out = await amem(sb, ["uninstall", "gemini"]);
    expect(out.stdout).toContain("~/.gemini/GEMINI.md: removed the amem block");
    expect(existsSync(gemini)).toBe(false); // amem created it, and nothing else was in it
  });

  it("an agent without instructions to install refuses --skills with exit 2", async () => {
    const sb = sandbox();
    const res = await amem(sb, ["install", "opencode", "--skills"]);
    expect(res).toMatchObject({ code: 2, stdout: "" });
    expect(res.stderr).toContain("--skills is for claude-code, codex and gemini");
    expect(snapshot(sb.root)).toEqual({});
  });
});
