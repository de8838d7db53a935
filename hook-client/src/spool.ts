import { closeSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { SPOOL_LOCK_STALE_MS, SPOOL_LOCK_WAIT_MS } from "./constants";
import type { AmemEvent } from "./event";
import { ensureDir, PRIVATE_FILE_MODE, writeAll } from "./fsutil";
import { lockWithin, unlock } from "./lock";
import type { Paths } from "./paths";
import { ulid } from "./ulid";

/** One spool line. */
export interface SpoolRecord {
  v: 1;
  /** When the event was written to the spool, epoch ms. */
  spooled_at: number;
  event: AmemEvent;
}

const OUTBOX_PATTERN = /^outbox-[0-9A-Z]{26}\.jsonl$/;

/**
 * Appends lines to `pending.jsonl`: opened with O_APPEND and written with one write() while
 * holding the spool lock, so concurrent hooks never interleave and a flush never renames the
 * file between a writer's open and its write. If the lock cannot be had in time (a stuck
 * owner), the lines are still appended with one O_APPEND write rather than dropped.
 * @param durable fsync before returning (the importer advances its cursors only past what is on disk)
 * @returns whether the lock was held for the write
 */
export function appendToSpool(paths: Paths, lines: readonly string[], durable = false): boolean {
  return appendLocked(paths, paths.pendingFile, lines, durable);
}

/** Appends to `rejected.jsonl` the same way (hooks and a flush may write it at once). */
export function appendRejected(paths: Paths, records: readonly object[]): void {
  appendLocked(
    paths,
    paths.rejectedFile,
    records.map((r) => JSON.stringify(r)),
  );
}

function appendLocked(paths: Paths, file: string, lines: readonly string[], durable = false): boolean {
  ensureDir(paths.spoolDir);
  const data = Buffer.from(lines.map((l) => `${l}\n`).join(""));
  const locked = lockWithin(paths.spoolLock, SPOOL_LOCK_WAIT_MS, SPOOL_LOCK_STALE_MS);
  try {
    const fd = openSync(file, "a", PRIVATE_FILE_MODE);
    try {
      writeAll(fd, data);
      if (durable) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } finally {
    if (locked) unlock(paths.spoolLock);
  }
  return locked;
}

/**
 * Moves `pending.jsonl` aside as `outbox-<ulid>.jsonl` for a flush to own. Done under the
 * spool lock, so no writer holds the file open when it is renamed.
 * @returns the new file, or undefined when nothing was pending
 */
export function takePending(paths: Paths): string | undefined {
  ensureDir(paths.spoolDir);
  if (!lockWithin(paths.spoolLock, SPOOL_LOCK_WAIT_MS * 4, SPOOL_LOCK_STALE_MS)) return undefined;
  try {
    let size = 0;
    try {
      size = statSync(paths.pendingFile).size;
    } catch {
      return undefined;
    }
    if (size === 0) return undefined;
    const outbox = join(paths.spoolDir, `outbox-${ulid()}.jsonl`);
    renameSync(paths.pendingFile, outbox);
    return outbox;
  } finally {
    unlock(paths.spoolLock);
  }
}

/** Outbox files, oldest first. */
export function listOutbox(paths: Paths): string[] {
  try {
    return readdirSync(paths.spoolDir)
      .filter((name) => OUTBOX_PATTERN.test(name))
      .sort()
      .map((name) => join(paths.spoolDir, name));
  } catch {
    return [];
  }
}

/** Every spool file that may hold undelivered events. */
export function spoolFiles(paths: Paths): string[] {
  const files = listOutbox(paths);
  try {
    if (statSync(paths.pendingFile).size > 0) files.push(paths.pendingFile);
  } catch {
    // nothing pending
  }
  return files;
}

export interface SpoolSummary {
  files: number;
  bytes: number;
  events: number;
  /** Earliest `spooled_at` among the first lines of the files. */
  oldestSpooledAt?: number;
  oldestEventTs?: number;
}

/** Reads the whole spool to count events (used by `amem status`, not on the hook path). */
export function summarizeSpool(paths: Paths): SpoolSummary {
  const summary: SpoolSummary = { files: 0, bytes: 0, events: 0 };
  for (const file of spoolFiles(paths)) {
    let content: string;
    try {
      content = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    summary.files++;
    summary.bytes += Buffer.byteLength(content);
    for (const line of content.split("\n")) {
      if (!line) continue;
      summary.events++;
      try {
        const rec = JSON.parse(line) as SpoolRecord;
        if (summary.oldestSpooledAt === undefined || rec.spooled_at < summary.oldestSpooledAt) summary.oldestSpooledAt = rec.spooled_at;
        if (summary.oldestEventTs === undefined || rec.event.ts < summary.oldestEventTs) summary.oldestEventTs = rec.event.ts;
      } catch {
        // counted; the flush moves it to rejected.jsonl
      }
    }
  }
  return summary;
}

/** Total bytes waiting, from file sizes only (cheap enough for the hook path). */
export function spoolBytes(paths: Paths): number {
  let bytes = 0;
  for (const file of spoolFiles(paths)) {
    try {
      bytes += statSync(file).size;
    } catch {
      // flushed meanwhile
    }
  }
  return bytes;
}

export function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
