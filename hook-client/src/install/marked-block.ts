import { existsSync, readFileSync, unlinkSync } from "node:fs";
import { SHARED_FILE_MODE, writeFileAtomic } from "../fsutil";
import { tildify, type Paths } from "../paths";
import { ConfigFileError } from "./json-file";
import { readManifest, writeManifest } from "./own-files";

/** The lines around the block amem keeps in an instructions file the user also edits (AGENTS.md, GEMINI.md). */
export const BLOCK_BEGIN = "<!-- amem:memory-navigator begin (written by amem install --skills; amem uninstall removes it) -->";
export const BLOCK_END = "<!-- amem:memory-navigator end -->";

/** Where our block sits in `text`: from its begin line to the end of its end line (with the newline). */
function locate(text: string, shown: string): { start: number; end: number } | undefined {
  const start = text.indexOf(BLOCK_BEGIN);
  if (start < 0) return undefined;
  const endAt = text.indexOf(BLOCK_END, start);
  if (endAt < 0) throw new ConfigFileError(`${shown} has the amem begin marker but not its end marker; fix the file by hand.`);
  let end = endAt + BLOCK_END.length;
  if (text[end] === "\n") end++;
  return { start, end };
}

/**
 * Puts `body` between the markers in `file`: replaces the block if it is there, else appends it
 * after a blank line. The rest of the file is left byte for byte.
 */
export function installBlock(paths: Paths, agent: string, file: string, body: string, dry: boolean): string[] {
  const shown = tildify(file, paths.home);
  const block = `${BLOCK_BEGIN}\n${body.replace(/\n*$/, "\n")}${BLOCK_END}\n`;
  const existed = existsSync(file);
  const text = existed ? readFileSync(file, "utf8") : "";
  const at = locate(text, shown);
  let next: string;
  if (at) {
    if (text.slice(at.start, at.end) === block) return [`${shown}: the amem block is already there; nothing changed`];
    next = text.slice(0, at.start) + block + text.slice(at.end);
  } else {
    next = text === "" ? block : `${text.replace(/\n?$/, "\n")}\n${block}`;
  }
  if (!dry) {
    writeFileAtomic(file, next, SHARED_FILE_MODE);
    if (!existed) writeManifest(paths, { ...readManifest(paths), [file]: { agent, at: new Date().toISOString() } });
  }
  const verb = at ? (dry ? "would update" : "updated") : dry ? "would add" : "added";
  return [`${shown}: ${verb} the amem block`];
}

/** Removes our block (and the blank line installBlock put before it); deletes the file if amem created it and nothing else is left. */
export function uninstallBlock(paths: Paths, file: string, dry: boolean): string[] {
  const shown = tildify(file, paths.home);
  if (!existsSync(file)) return [`${shown}: not installed; nothing to remove`];
  const text = readFileSync(file, "utf8");
  const at = locate(text, shown);
  if (!at) return [`${shown}: no amem block; nothing to remove`];
  const before = text.slice(0, at.start);
  const next = (before.endsWith("\n\n") ? before.slice(0, -1) : before) + text.slice(at.end);
  const manifest = readManifest(paths);
  if (!dry) {
    if (next.trim() === "" && manifest[file]) {
      unlinkSync(file);
      delete manifest[file];
      writeManifest(paths, manifest);
    } else {
      writeFileAtomic(file, next, SHARED_FILE_MODE);
    }
  }
  return [`${shown}: ${dry ? "would remove" : "removed"} the amem block`];
}
