import { existsSync, readFileSync, realpathSync } from "node:fs";
import { delimiter, join } from "node:path";
import { writeFileAtomic } from "../fsutil";
import { bridgeFileFor } from "../mcp/location";
import type { Paths } from "../paths";

/** Copies `source` to `target` unless it is the same file or already equal; answers what it did. */
function copyIfChanged(source: string, target: string, dry: boolean): "same-file" | "up-to-date" | "copied" | "updated" {
  try {
    if (realpathSync(source) === realpathSync(target)) return "same-file";
  } catch {
    // no copy yet
  }
  const content = readFileSync(source);
  let current: Buffer | undefined;
  try {
    current = readFileSync(target);
  } catch {
    current = undefined;
  }
  if (current?.equals(content)) return "up-to-date";
  // 0755: the agents run it; it holds no secret (those are in the config file).
  if (!dry) writeFileAtomic(target, content.toString("utf8"), 0o755);
  return current ? "updated" : "copied";
}

/**
 * What installed hooks run: a copy of this single-file program in amem's own data directory, so
 * that capture does not depend on the clone or package it was installed from (deleting, moving
 * or `git clean`-ing it changes nothing). Re-running install refreshes the copy. The MCP bridge
 * bundle that `amem mcp` loads is copied beside it when the running program has one.
 * Answers the copy's path and what happened to it.
 */
export function installProgramCopy(paths: Paths, running: string, dry: boolean): { script: string; lines: string[] } {
  const target = paths.programFile;
  const lines: string[] = [];
  const program = copyIfChanged(running, target, dry);
  if (program === "same-file") lines.push(`program: ${target} (running from the installed copy)`);
  else if (program === "up-to-date") lines.push(`program: ${target} (the installed copy is up to date)`);
  else {
    const verb = program === "updated" ? (dry ? "would update" : "updated") : dry ? "would copy" : "copied";
    lines.push(`program: ${verb} ${running} to ${target}; the hooks run that copy`);
  }
  const bridge = bridgeFileFor(running);
  if (existsSync(bridge)) {
    const copied = copyIfChanged(bridge, bridgeFileFor(target), dry);
    if (copied === "copied" || copied === "updated") lines.push(`program: ${dry ? "would copy" : "copied"} the MCP bridge to ${bridgeFileFor(target)}`);
  }
  return { script: target, lines };
}

/**
 * The Node the hooks run the program with. Hooks run with whatever PATH the agent has (a GUI
 * app or a non-login shell often lacks nvm's), so the command names Node by absolute path. Of
 * the paths to the Node running install, the one found on PATH is preferred when it is the same
 * program: /usr/bin/node or /opt/homebrew/bin/node survive upgrades, while process.execPath
 * is often a versioned directory an upgrade deletes. If that Node goes anyway, `amem status`
 * names the missing file and re-running install fixes it.
 */
export function stableNodePath(env: Record<string, string | undefined>, execPath: string = process.execPath): string {
  let real: string;
  try {
    real = realpathSync(execPath);
  } catch {
    return execPath;
  }
  const names = process.platform === "win32" ? ["node.exe"] : ["node"];
  for (const dir of (env["PATH"] ?? "").split(delimiter)) {
    if (!dir) continue;
    for (const name of names) {
      const candidate = join(dir, name);
      try {
        // A project's node_modules/.bin/node would vanish with the project: only lasting places.
        if (!candidate.includes("node_modules") && existsSync(candidate) && realpathSync(candidate) === real) return candidate;
      } catch {
        // unreadable entry: skip
      }
    }
  }
  return execPath;
}
