import { existsSync, readFileSync, unlinkSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { flag, type Args } from "../args";
import { SHARED_FILE_MODE, writeFileAtomic } from "../fsutil";
import { isObject } from "../map/common";
import { resolvePaths, tildify, type Paths } from "../paths";
import { selfPath } from "../self";
import { type Change, mentionsAmemHook, mergeHooks, OUR_COMMAND, removeHooks } from "../install/hooks-json";
import { ConfigFileError, formatJson, readJsonFile } from "../install/json-file";
import { OPENCODE_PLUGIN_MARKER, openCodePlugin } from "../install/opencode-plugin";
import { type CommandSpec, type Scope, shellQuote, targetFor } from "../install/targets";

type Env = Record<string, string | undefined>;

/** Files amem created outright, so uninstall can delete them rather than leave `{}` behind. */
function manifestPath(paths: Paths): string {
  return join(paths.configDir, "installed.json");
}

function readManifest(paths: Paths): Record<string, { agent: string; at: string }> {
  try {
    const data: unknown = JSON.parse(readFileSync(manifestPath(paths), "utf8"));
    return isObject(data) ? (data as Record<string, { agent: string; at: string }>) : {};
  } catch {
    return {};
  }
}

function writeManifest(paths: Paths, manifest: Record<string, { agent: string; at: string }>): void {
  writeFileAtomic(manifestPath(paths), JSON.stringify(manifest, null, 2) + "\n");
}

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
    for (const g of groups) if (isObject(g) && Array.isArray(g["hooks"])) n += g["hooks"].filter((h) => !(isObject(h) && typeof h["command"] === "string" && OUR_COMMAND.test(h["command"]))).length;
  }
  return n;
}

/** Writes (or plans) one file that belongs to amem alone. */
function installOwnFile(paths: Paths, agent: string, file: string, content: string, marker: (text: string) => boolean, dry: boolean): string[] {
  const shown = tildify(file, paths.home);
  if (existsSync(file)) {
    const current = readFileSync(file, "utf8");
    if (!marker(current)) throw new ConfigFileError(`${shown} exists and was not written by amem; move it away or merge by hand.`);
    if (current === content) return [`${shown}: already installed; nothing changed`];
    if (!dry) writeFileAtomic(file, content, SHARED_FILE_MODE);
    return [`${shown}: ${dry ? "would update" : "updated"} the amem file`];
  }
  if (!dry) {
    writeFileAtomic(file, content, SHARED_FILE_MODE);
    const manifest = readManifest(paths);
    manifest[file] = { agent, at: new Date().toISOString() };
    writeManifest(paths, manifest);
  }
  return [`${shown}: ${dry ? "would create" : "created"} the amem file`];
}

function uninstallOwnFile(paths: Paths, file: string, marker: (text: string) => boolean, dry: boolean): string[] {
  const shown = tildify(file, paths.home);
  if (!existsSync(file)) return [`${shown}: not installed; nothing to remove`];
  if (!marker(readFileSync(file, "utf8"))) return [`${shown}: not written by amem; left alone`];
  if (!dry) {
    unlinkSync(file);
    const manifest = readManifest(paths);
    delete manifest[file];
    writeManifest(paths, manifest);
  }
  return [`${shown}: ${dry ? "would delete" : "deleted"}`];
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

/**
 * `amem install <agent>` / `amem uninstall <agent>`: registers or removes `amem hook` in the
 * agent's own config, merging with what is there. Idempotent; `--dry-run` only prints.
 */
export async function installCommand(command: "install" | "uninstall", args: Args, env: Env): Promise<number> {
  const agent = args.positionals[0];
  const install = command === "install";
  if (!agent) {
    process.stderr.write(`amem ${command}: name an agent: claude-code, codex, gemini, copilot, grok, opencode\n`);
    return 2;
  }
  const paths = resolvePaths(env);
  const home = env["HOME"] || homedir();
  const scope: Scope = flag(args, "project") ? "project" : "global";
  const dry = flag(args, "dry-run");
  const spec: CommandSpec = { node: process.execPath, script: selfPath() };
  const out: Outcome = { lines: [], notes: [] };
  try {
    if (agent === "opencode") {
      const file = scope === "global" ? join(env["XDG_CONFIG_HOME"] || join(home, ".config"), "opencode", "plugins", "amem.js") : join(process.cwd(), ".opencode", "plugins", "amem.js");
      const isOurs = (t: string): boolean => t.startsWith(OPENCODE_PLUGIN_MARKER);
      out.lines = install ? installOwnFile(paths, agent, file, openCodePlugin([spec.node, spec.script, "hook", "--agent", "opencode"]), isOurs, dry) : uninstallOwnFile(paths, file, isOurs, dry);
      if (install) out.notes.push("Restart OpenCode to load the plugin.");
    } else {
      const target = targetFor(agent, scope, spec, home, process.cwd());
      if ("error" in target) {
        process.stderr.write(`amem ${command}: ${target.error}\n`);
        return 2;
      }
      if (target.kind === "own-file") {
        out.lines = install ? installOwnFile(paths, agent, target.file, target.content, mentionsAmemHook, dry) : uninstallOwnFile(paths, target.file, mentionsAmemHook, dry);
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
            writeFileAtomic(target.file, formatJson(json.data, json.indent), SHARED_FILE_MODE);
          }
          if (install && !json.exists) manifest[target.file] = { agent, at: new Date().toISOString() };
          if (!install) delete manifest[target.file];
          writeManifest(paths, manifest);
        }
      }
      if (install) out.notes.push(...target.notes);
    }
    if (agent === "codex" && (flag(args, "notify") || !install)) out.lines.push(...codexNotify(paths, spec, install, dry, home));
  } catch (err) {
    if (err instanceof ConfigFileError) {
      process.stderr.write(`amem ${command}: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
  const header = `amem ${command} ${agent} (${scope}${dry ? ", dry run: nothing written" : ""})`;
  const body = [header, ...out.lines.map((l) => `  ${l}`)];
  if (install) body.push(`  hook command: ${[spec.node, spec.script].map(shellQuote).join(" ")} hook --agent ${agent}${agent === "copilot" ? " --event <name>" : ""}`);
  for (const note of out.notes) body.push(`note: ${note}`);
  process.stdout.write(body.join("\n") + "\n");
  return 0;
}
