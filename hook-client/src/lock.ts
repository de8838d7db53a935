import { closeSync, openSync, readFileSync, statSync, unlinkSync, utimesSync } from "node:fs";
import { errorCode, sleepSync, writeAll } from "./fsutil";

interface LockOwner {
  pid: number;
  at: number;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errorCode(err) === "EPERM"; // exists, owned by someone else
  }
}

/** A lock is stale when its owner died, or it is older than `staleMs` (a crash between create and unlink). */
function isStale(path: string, staleMs: number): boolean {
  let owner: LockOwner | undefined;
  try {
    owner = JSON.parse(readFileSync(path, "utf8")) as LockOwner;
  } catch {
    // empty or half-written: its owner may be writing it right now, so only age counts
  }
  if (owner && typeof owner.pid === "number" && owner.pid !== process.pid && !alive(owner.pid)) return true;
  try {
    return Date.now() - statSync(path).mtimeMs > staleMs;
  } catch {
    return false; // gone already
  }
}

/**
 * Takes a lock file with O_CREAT|O_EXCL (atomic on local file systems). Returns false when
 * another live process holds it. A stale lock is removed and taken over.
 */
export function tryLock(path: string, staleMs: number): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      try {
        writeAll(fd, Buffer.from(JSON.stringify({ pid: process.pid, at: Date.now() } satisfies LockOwner)));
      } finally {
        closeSync(fd);
      }
      return true;
    } catch (err) {
      if (errorCode(err) !== "EEXIST") throw err;
      if (attempt > 0 || !isStale(path, staleMs)) return false;
      try {
        unlinkSync(path);
      } catch {
        // someone else cleared it first
      }
    }
  }
  return false;
}

/** Waits up to `waitMs` for the lock, sleeping a few jittered milliseconds between tries. */
export function lockWithin(path: string, waitMs: number, staleMs: number): boolean {
  const until = Date.now() + waitMs;
  for (;;) {
    if (tryLock(path, staleMs)) return true;
    if (Date.now() >= until) return false;
    sleepSync(1 + Math.floor(Math.random() * 4));
  }
}

/** Releases a lock this process holds; leaves another owner's lock alone. */
export function unlock(path: string): void {
  try {
    const owner = JSON.parse(readFileSync(path, "utf8")) as LockOwner;
    if (owner.pid === process.pid) unlinkSync(path);
  } catch {
    // already gone
  }
}

/** Whether a live process holds the lock right now (used to avoid spawning a flusher that would only wait). */
export function isHeld(path: string, staleMs: number): boolean {
  try {
    statSync(path);
  } catch {
    return false;
  }
  return !isStale(path, staleMs);
}

/** Marks a long-held lock as alive (its age is what tells a crashed owner from a slow one). */
export function touchLock(path: string): void {
  try {
    const now = new Date();
    utimesSync(path, now, now);
  } catch {
    // taken over or gone: the owner finds out at unlock
  }
}
