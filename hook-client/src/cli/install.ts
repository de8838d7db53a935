import { existsSync, readFileSync, unlinkSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { flag, type Args } from "../args";
import { SHARED_FILE_MODE, writeFileAtomic } from "../fsutil";
import { isObject } from "../map/common";
import { resolvePaths, tildify, type Paths } from "../paths";
import { selfPath } from "../self";
import { mcpInstallCommand, uninstallMcpQuietly } from "./install-mcp";
import { installProgramCopy, stableNodePath } from "../install/program-copy";
import { type Change, mentionsAmemHook, mergeHooks, OUR_COMMAND, removeHooks } from "../install/hooks-json";
import { ConfigFileError, formatJson, readJsonFile } from "../install/json-file";
import { installBlock, uninstallBlock } from "../install/marked-block";
import { OPENCODE_PLUGIN_MARKER, openCodePlugin } from "../install/opencode-plugin";
import { installOwnFile, readManifest, removeEmptyOwnDirs, uninstallOwnFile, writeManifest } from "../install/own-files";
import { isSkillFile, skillPlan, type SkillPlan } from "../install/skills";
import { type CommandSpec, type Scope, shellQuote, targetFor } from "../install/targets";

type Env = Record<string, string | undefined>;

interface Outcome {
  lines: string[];
  notes: string[];
}

function summarize(changes: Change[], dry: boolean): string[] {
  const by = (kind: Change["kind"]): string[] => changes.filter((c) => c.kind === kind).map((c) => c.event);
  const verb = (past: string, future: string): string => (dry ? future : past);
  const out: string[] = [];
  const added = by("added");
  const updated = by("updated");
  const removed = by("removed");
  if (added.length) out.push(`${verb("added", "would add")} the amem hook to ${added.join(", ")}`);
  if (updated.length) out.push(`${verb("updated", "would update")} the amem hook of ${updated.join(", ")}`);
  if (removed.length) out.push(`${verb("removed", "would remove")} the amem hook from ${removed.join(", ")}`);
  if (out.length === 0) out.push("already as it should be; nothing changed");
  return out;
}

function countOtherHandlers(data: unknown): number {
  if (!isObject(data) || !isObject(data["hooks"])) return 0;
  let n = 0;
  for (const groups of Object.values(data["hooks"])) {
    if (!Array.isArray(groups)) continue;
    for (const g of groups)
      if (isObject(g) && Array.isArray(g["hooks"]))
        n += g["hooks"].filter((h) => !(isObject(h) && typeof h["command"] === "string" && OUR_COMMAND.test(h["command"]))).length;
  }
  return n;
}

/** The legacy Codex `notify` program: a top-level key of ~/.codex/config.toml, placed before any table. */
function codexNotify(paths: Paths, spec: CommandSpec, install: boolean, dry: boolean, home: string): string[] {
  const file = join(home, ".codex", "config.toml");
  const shown = tildify(file, paths.home);
  const existed = existsSync(file);
  const text = existed ? readFileSync(file, "utf8") : "";
  const lines = text.split("\n");
  const firstTable = lines.findIndex((l) => /^\s*\[/.test(l));
  const topEnd = firstTable === -1 ? lines.length : firstTable;
  const at = lines.slice(0, topEnd).findIndex((l) => /^\s*notify\s*=/.test(l));
  const ours = at >= 0 && /"hook"\s*,\s*"--agent"/.test(lines[at] ?? "") && /amem/.test(lines[at] ?? "");
  if (!install) {
    if (at < 0 || !ours) return [`${shown}: no amem notify program; nothing to remove`];
    lines.splice(at, 1);
    const manifest = readManifest(paths);
    if (!dry && lines.join("").trim() === "" && manifest[file]) {
      unlinkSync(file);
      delete manifest[file];
      writeManifest(paths, manifest);
    } else if (!dry) writeFileAtomic(file, lines.join("\n"), SHARED_FILE_MODE);
    return [`${shown}: ${dry ? "would remove" : "removed"} the amem notify program`];
  }
  const line = `notify = ${JSON.stringify([spec.node, spec.script, "hook", "--agent", "codex"])}`;
  if (at >= 0 && !ours) throw new ConfigFileError(`${shown} already sets notify = …; Codex runs one notify program, so amem leaves yours in place.`);
  if (at >= 0 && lines[at] === line) return [`${shown}: notify already set; nothing changed`];
  if (at >= 0) lines[at] = line;
  else lines.splice(0, 0, line);
  if (!dry) {
    writeFileAtomic(file, existed ? lines.join("\n") : `${line}\n`, SHARED_FILE_MODE);
    if (!existed) writeManifest(paths, { ...readManifest(paths), [file]: { agent: "codex", at: new Date().toISOString() } });
  }
  return [`${shown}: ${dry ? "would set" : "set"} notify = [… "hook", "--agent", "codex"] (legacy; Codex 0.114+ should use hooks instead)`];
}

function skillNote(agent: string): string {
  if (agent === "claude-code")
    return "Claude Code loads the memory-navigator skill and the /memory-search, /memory-recent, /memory-context commands in new sessions.";
  return `${agent === "codex" ? "Codex" : "Gemini CLI"} reads the block in new sessions; it tells the agent to use amem recent/search/node/expand --json.`;
}

/** Refuses, before anything is written, to overwrite a skill or command file the user wrote. */
function checkSkillConflicts(paths: Paths, plan: SkillPlan): void {
  if (plan.kind !== "files") return;
  for (const { file } of plan.files) {
    if (existsSync(file) && !isSkillFile(readFileSync(file, "utf8"))) {
      throw new ConfigFileError(`${tildify(file, paths.home)} exists and was not written by amem; move it away to install the amem one (nothing was changed).`);
    }
  }
}

/** Installs or removes what `--skills` adds: the files of the plan, or its marked block. */
function applySkills(paths: Paths, agent: string, plan: SkillPlan, install: boolean, dry: boolean): string[] {
  if (plan.kind === "block") return install ? installBlock(paths, agent, plan.file, plan.body, dry) : uninstallBlock(paths, plan.file, dry);
  const lines = plan.files.flatMap(({ file, content }) =>
    install ? installOwnFile(paths, agent, file, content, isSkillFile, dry, plan.base) : uninstallOwnFile(paths, file, isSkillFile, dry),
  );
  if (!install) lines.push(...removeEmptyOwnDirs(paths, agent, dry));
  return lines;
}

/**
 * `amem install <agent>` / `amem uninstall <agent>`: registers or removes `amem hook` in the
 * agent's own config, merging with what is there. Idempotent; `--dry-run` only prints.
 */
export async function installCommand(command: "install" | "uninstall", args: Args, env: Env): Promise<number> {
  const agent = args.positionals[0];
  const install = command === "install";
  if (!agent) {
    process.stderr.write(`amem ${command}: name an agent: claude-code, codex, gemini, copilot, grok, opencode (with --mcp: also cursor, claude-desktop)\n`);
    return 2;
  }
  const paths = resolvePaths(env);
  const home = env["HOME"] || homedir();
  if (flag(args, "project") && flag(args, "global")) {
    process.stderr.write(`amem ${command}: give --global or --project, not both\n`);
    return 2;
  }
  const scope: Scope = flag(args, "project") ? "project" : "global";
  const dry = flag(args, "dry-run");
  const out: Outcome = { lines: [], notes: [] };
  // The hooks run amem's own copy of the program (written below, once the agent's config is).
  const spec: CommandSpec = { node: stableNodePath(env), script: paths.programFile };
  const mcpRun = { command, agent, args, env, paths, home, scope, dry, spec };
  if (flag(args, "mcp") || agent === "cursor" || agent === "claude-desktop") return mcpInstallCommand(mcpRun);
  const amemCommand = [spec.node, spec.script].map(shellQuote).join(" ");
  const skills = skillPlan(agent, scope, amemCommand, home, process.cwd());
  const withSkills = flag(args, "skills");
  if (withSkills && install && !skills) {
    process.stderr.write(`amem install: --skills is for claude-code, codex and gemini; ${agent} reads no instructions amem can install\n`);
    return 2;
  }
  try {
    if (skills && withSkills && install) {
      checkSkillConflicts(paths, skills);
      out.lines.push(...applySkills(paths, agent, skills, true, dry));
    }
    if (agent === "opencode") {
      const file =
        scope === "global"
          ? join(env["XDG_CONFIG_HOME"] || join(home, ".config"), "opencode", "plugins", "amem.js")
          : join(process.cwd(), ".opencode", "plugins", "amem.js");
      const isOurs = (t: string): boolean => t.startsWith(OPENCODE_PLUGIN_MARKER);
      out.lines.push(
        ...(install
          ? installOwnFile(paths, agent, file, openCodePlugin([spec.node, spec.script, "hook", "--agent", "opencode"]), isOurs, dry)
          : uninstallOwnFile(paths, file, isOurs, dry)),
      );
      if (install) out.notes.push("Restart OpenCode to load the plugin.");
    } else {
      const target = targetFor(agent, scope, spec, home, process.cwd());
      if ("error" in target) {
        process.stderr.write(`amem ${command}: ${target.error}\n`);
        return 2;
      }
      if (target.kind === "own-file") {
        out.lines.push(
          ...(install
            ? installOwnFile(paths, agent, target.file, target.content, mentionsAmemHook, dry)
            : uninstallOwnFile(paths, target.file, mentionsAmemHook, dry)),
        );
      } else {
        const shown = tildify(target.file, paths.home);
        const json = readJsonFile(target.file);
        const manifest = readManifest(paths);
        const changes = install ? mergeHooks(json.data, target.plans) : removeHooks(json.data);
        const changed = changes.some((c) => c.kind !== "unchanged");
        out.lines.push(`${shown}:`, ...summarize(changes, dry).map((l) => `  ${l}`));
        if (install) {
          const others = countOtherHandlers(json.data);
          if (others > 0) out.lines.push(`  your ${others} other hook(s) are untouched`);
        }
        if (changed && !dry) {
          if (!install && Object.keys(json.data).length === 0 && manifest[target.file]) {
            unlinkSync(target.file);
            out.lines.push(`  deleted the file (amem had created it)`);
          } else {
            writeFileAtomic(target.file, formatJson(json.data, json.indent, json.newline), SHARED_FILE_MODE);
          }
          if (install && !json.exists) manifest[target.file] = { agent, at: new Date().toISOString() };
          // Kept while the file stays: what else amem put there (the MCP server) may still empty it.
          if (!install && !existsSync(target.file)) delete manifest[target.file];
          writeManifest(paths, manifest);
        }
      }
      if (install) out.notes.push(...target.notes);
    }
    if (agent === "codex" && (flag(args, "notify") || !install)) out.lines.push(...codexNotify(paths, spec, install, dry, home));
    // Uninstall removes the skills whether or not --skills is given: it removes all amem added.
    if (skills && !install) out.lines.push(...applySkills(paths, agent, skills, false, dry).filter((l) => !l.endsWith("nothing to remove")));
    if (!install) out.lines.push(...uninstallMcpQuietly(mcpRun));
    if (skills && withSkills && install) {
      out.notes.push(skillNote(agent));
      if (scope === "project")
        out.notes.push("The skill files name this machine's path to amem: keep them out of commits (e.g. list them in .git/info/exclude).");
    }
  } catch (err) {
    if (err instanceof ConfigFileError) {
      process.stderr.write(`amem ${command}: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
  if (install) out.lines.unshift(...installProgramCopy(paths, selfPath(), dry).lines.map((l) => l.split(`${paths.home}/`).join("~/")));
  const header = `amem ${command} ${agent} (${scope}${dry ? ", dry run: nothing written" : ""})`;
  const body = [header, ...out.lines.map((l) => `  ${l}`)];
  if (install)
    body.push(`  hook command: ${[spec.node, spec.script].map(shellQuote).join(" ")} hook --agent ${agent}${agent === "copilot" ? " --event <name>" : ""}`);
  for (const note of out.notes) body.push(`note: ${note}`);
  process.stdout.write(`${body.join("\n")}\n`);
  return 0;
}
