import { closeSync, openSync, readFileSync, readSync, type Stats } from "node:fs";
import { join } from "node:path";
import { writeFileAtomic } from "../fsutil";
import { sha256Hex } from "../hash";
import type { Json } from "../map/common";
import type { Paths } from "../paths";

/**
 * Where reading a log file stopped. The file is recognized by device and inode; the last line
 * read (its length and sha256) must still sit just before `offset`, otherwise the file was
 * rewritten or truncated and is read again from the start (the events keep their ids, so the
 * service stores nothing twice).
 */
export interface Cursor {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
  /** Byte offset just past the last complete line read. */
  offset: number;
  /** Length in bytes (with its newline) and sha256 of that line. */
  lineBytes: number;
  lineSha256: string;
  /** The parser's state at `offset`. */
  state: Json;
  /** The file was idle at this size and everything held back was emitted. */
  final?: boolean;
}

export type CursorStore = Record<string, Cursor>;

export function cursorFile(paths: Paths): string {
  return join(paths.stateDir, "import", "cursors.json");
}

export function readCursors(paths: Paths): CursorStore {
  try {
    const parsed: unknown = JSON.parse(readFileSync(cursorFile(paths), "utf8"));
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as CursorStore) : {};
  } catch {
    return {};
  }
}

export function writeCursors(paths: Paths, store: CursorStore): void {
  writeFileAtomic(cursorFile(paths), `${JSON.stringify(store)}\n`);
}

function readRange(path: string, start: number, length: number): Buffer {
  const buf = Buffer.alloc(length);
  const fd = openSync(path, "r");
  try {
    let off = 0;
    while (off < length) {
      const n = readSync(fd, buf, off, length - off, start + off);
      if (n === 0) break;
      off += n;
    }
    return buf.subarray(0, off);
  } finally {
    closeSync(fd);
  }
}

export type Resume =
  /** Nothing new since the last run. */
  | { kind: "unchanged" }
  | { kind: "resume"; offset: number; state: Json }
  /** Read from the start: a new file, or one rewritten or truncated since its cursor was written. */
  | { kind: "restart"; rewritten: boolean };

/** Where to start reading `path` (whose current stat is `st`), given its cursor. */
export function resumePoint(path: string, st: Stats, cursor: Cursor | undefined, idle: boolean): Resume {
  if (!cursor) return { kind: "restart", rewritten: false };
  if (cursor.dev !== st.dev || cursor.ino !== st.ino || st.size < cursor.offset) return { kind: "restart", rewritten: true };
  if (cursor.lineBytes > 0) {
    const line = readRange(path, cursor.offset - cursor.lineBytes, cursor.lineBytes);
    if (sha256Hex(line) !== cursor.lineSha256) return { kind: "restart", rewritten: true };
  }
  if (st.size === cursor.size && st.mtimeMs === cursor.mtimeMs && (cursor.final || !idle)) return { kind: "unchanged" };
  return { kind: "resume", offset: cursor.offset, state: cursor.state };
}
