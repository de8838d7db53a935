import { chmodSync, closeSync, mkdirSync, openSync, renameSync, statSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/** Private directories: the spool and config hold what agents saw and a bearer token. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export function ensureDir(dir: string, mode = PRIVATE_DIR_MODE): void {
  mkdirSync(dir, { recursive: true, mode });
}

/** Mode for files amem writes into an agent's own config (readable like the files around them). */
export const SHARED_FILE_MODE = 0o644;
export const SHARED_DIR_MODE = 0o755;

/** Writes all of `data` with as many write() calls as the kernel needs (one for any sane size). */
export function writeAll(fd: number, data: Buffer): void {
  let off = 0;
  while (off < data.length) off += writeSync(fd, data, off, data.length - off);
}

/**
 * Replaces `path` atomically: readers see the old or the new content, never a mix. An existing
 * file keeps its permissions; a new one gets `mode`.
 */
export function writeFileAtomic(path: string, content: string, mode = PRIVATE_FILE_MODE): void {
  ensureDir(dirname(path), mode === PRIVATE_FILE_MODE ? PRIVATE_DIR_MODE : SHARED_DIR_MODE);
  let fileMode = mode;
  let existed = false;
  try {
    fileMode = statSync(path).mode & 0o777;
    existed = true;
  } catch {
    // a new file: `mode` narrowed by the umask
  }
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(tmp, "w", fileMode);
  try {
    writeAll(fd, Buffer.from(content));
  } finally {
    closeSync(fd);
  }
  if (existed) chmodSync(tmp, fileMode); // exactly as before, whatever the umask
  renameSync(tmp, path);
}

/** Sleeps without yielding to the event loop (used only while waiting for a lock). */
export function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

export function errorCode(err: unknown): string | undefined {
  return typeof err === "object" && err !== null && "code" in err ? String((err as { code: unknown }).code) : undefined;
}
