import { existsSync, readdirSync, readFileSync, rmdirSync, unlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { SHARED_FILE_MODE, writeFileAtomic } from "../fsutil";
import { isObject } from "../map/common";
import { tildify, type Paths } from "../paths";
import { ConfigFileError } from "./json-file";

/** What amem created outright (files, and directories made for them), so uninstall can delete them rather than leave `{}` or empty directories behind. */
export type Manifest = Record<string, { agent: string; at: string; dir?: boolean }>;

function manifestPath(paths: Paths): string {
  return join(paths.configDir, "installed.json");
}

export function readManifest(paths: Paths): Manifest {
  try {
    const data: unknown = JSON.parse(readFileSync(manifestPath(paths), "utf8"));
    return isObject(data) ? (data as Manifest) : {};
  } catch {
    return {};
  }
}

export function writeManifest(paths: Paths, manifest: Manifest): void {
  writeFileAtomic(manifestPath(paths), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The directories between `base` (exclusive) and `file` that do not exist yet, outermost first. */
function missingDirs(file: string, base: string): string[] {
  const out: string[] = [];
  for (let dir = dirname(file); dir.startsWith(`${base}/`) && !existsSync(dir); dir = dirname(dir)) out.unshift(dir);
  return out;
}

/**
 * Writes (or plans) one file that belongs to amem alone. `marker` tells an amem file from one the
 * user wrote, which is never overwritten. Directories it creates below `base` are recorded so
 * uninstall can remove them once empty.
 */
export function installOwnFile(
  paths: Paths,
  agent: string,
  file: string,
  content: string,
  marker: (text: string) => boolean,
  dry: boolean,
  base?: string,
): string[] {
  const shown = tildify(file, paths.home);
  if (existsSync(file)) {
    const current = readFileSync(file, "utf8");
    if (!marker(current)) throw new ConfigFileError(`${shown} exists and was not written by amem; move it away or merge by hand.`);
    if (current === content) return [`${shown}: already installed; nothing changed`];
    if (!dry) writeFileAtomic(file, content, SHARED_FILE_MODE);
    return [`${shown}: ${dry ? "would update" : "updated"} the amem file`];
  }
  if (!dry) {
    const dirs = base ? missingDirs(file, base) : [];
    writeFileAtomic(file, content, SHARED_FILE_MODE);
    const manifest = readManifest(paths);
    const at = new Date().toISOString();
    for (const dir of dirs) manifest[dir] = { agent, at, dir: true };
    manifest[file] = { agent, at };
    writeManifest(paths, manifest);
  }
  return [`${shown}: ${dry ? "would create" : "created"} the amem file`];
}

export function uninstallOwnFile(paths: Paths, file: string, marker: (text: string) => boolean, dry: boolean): string[] {
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

/** Removes the directories amem created for `agent` that are empty now, innermost first. */
export function removeEmptyOwnDirs(paths: Paths, agent: string, dry: boolean): string[] {
  const manifest = readManifest(paths);
  const dirs = Object.entries(manifest)
    .filter(([, v]) => v.dir && v.agent === agent)
    .map(([dir]) => dir)
    .sort((a, b) => b.length - a.length);
  const lines: string[] = [];
  for (const dir of dirs) {
    let empty: boolean;
    try {
      empty = readdirSync(dir).length === 0;
    } catch {
      delete manifest[dir]; // gone already
      continue;
    }
    if (!empty) continue; // the user keeps something there now
    if (!dry) {
      rmdirSync(dir);
      delete manifest[dir];
    }
    lines.push(`${tildify(dir, paths.home)}/: ${dry ? "would remove" : "removed"} the empty directory amem created`);
  }
  if (!dry) writeManifest(paths, manifest);
  return lines;
}
