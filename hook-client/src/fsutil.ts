import { closeSync, mkdirSync, openSync, renameSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/** Private directories: the spool and config hold what agents saw and a bearer token. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Writes all of `data` with as many write() calls as the kernel needs (one for any sane size). */
export function writeAll(fd: number, data: Buffer): void {
  let off = 0;
  while (off < data.length) off += writeSync(fd, data, off, data.length - off);
}

/** Replaces `path` atomically: readers see the old or the new content, never a mix. */
export function writeFileAtomic(path: string, content: string, mode = PRIVATE_FILE_MODE): void {
  ensureDir(dirname(path));
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(tmp, "w", mode);
  try {
    writeAll(fd, Buffer.from(content));
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
}

/** Sleeps without yielding to the event loop (used only while waiting for a lock). */
export function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

export function errorCode(err: unknown): string | undefined {
  return typeof err === "object" && err !== null && "code" in err ? String((err as { code: unknown }).code) : undefined;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
