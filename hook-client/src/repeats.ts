import { readdirSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPEAT_WINDOW_MS, REPEATS_KEEP_MS, REPEATS_LOCK_WAIT_MS, REPEATS_PRUNE_EVERY_MS, SPOOL_LOCK_STALE_MS } from "./constants";
import type { DraftEvent } from "./event";
import { ensureDir, errorCode, writeFileAtomic } from "./fsutil";
import { shortHash } from "./hash";
import { lockWithin, tryLock, unlock } from "./lock";
import { dedupeKey, nthKey } from "./map/common";
import type { Paths } from "./paths";

const repeatsDir = (paths: Paths): string => join(paths.stateDir, "repeats");

/** Per content key of a session: how many times a hook saw it, and when last. */
type Seen = Record<string, { n: number; at: number }>;

/** The prompts of a session the hooks saw: every prompt is content-keyed, so each one is counted under its key. */
function promptsSeen(seen: Seen): number {
  let n = 0;
  for (const [key, entry] of Object.entries(seen)) if (key.endsWith("|prompt")) n += entry.n;
  return n;
}

/**
 * Numbers the repeats of content-keyed events within their session (the second identical
 * prompt becomes `<key>#2`), as the importer numbers them when it reads the session's log, so
 * both still land on one event_id. Counts live in a small file per session under the state
 * directory; a second delivery within REPEAT_WINDOW_MS is the same event, not a repeat.
 * A stop keyed by its turn (keyFromTurn) gets the number of the session's last prompt seen, the
 * prompt_index the importer reads; with no prompt seen it keeps the key its payload gave it.
 */
export function numberRepeats(paths: Paths, drafts: DraftEvent[], nowMs: number): void {
  const bySession = new Map<string, DraftEvent[]>();
  for (const d of drafts) {
    if (!(d.keyFromContent || d.keyFromTurn) || !d.metadata["dedupe_key"]) continue;
    const id = `${d.agent}|${d.session_id}`;
    bySession.set(id, [...(bySession.get(id) ?? []), d]);
  }
  for (const [session, list] of bySession) {
    const dir = repeatsDir(paths);
    const file = join(dir, `${shortHash(session)}.json`);
    const lock = `${file}.lock`;
    let locked = false;
    try {
      ensureDir(dir);
      locked = lockWithin(lock, REPEATS_LOCK_WAIT_MS, SPOOL_LOCK_STALE_MS);
      let seen: Seen = {};
      try {
        seen = JSON.parse(readFileSync(file, "utf8")) as Seen;
      } catch {
        // first content-keyed event of the session
      }
      for (const d of list) {
        if (d.keyFromTurn) continue;
        const key = d.metadata["dedupe_key"] ?? "";
        const last = seen[key];
        const n = last && nowMs - last.at < REPEAT_WINDOW_MS ? last.n : (last?.n ?? 0) + 1;
        seen[key] = { n, at: nowMs };
        d.metadata["dedupe_key"] = nthKey(key, n);
      }
      for (const d of list) {
        const turn = d.keyFromTurn ? promptsSeen(seen) - 1 : -1;
        if (turn >= 0) d.metadata["dedupe_key"] = dedupeKey(d.agent, d.session_id, `turn:${turn}`, "stop");
      }
      writeFileAtomic(file, JSON.stringify(seen));
    } catch {
      // counts are best effort: without them the event keeps its bare key
    } finally {
      if (locked) unlock(lock);
    }
  }
}

/** Modification time of a file, or undefined when it does not exist (or cannot be read). */
function mtimeOf(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Deletes the occurrence counts of sessions no hook touched for REPEATS_KEEP_MS (and the lock
 * files crashed hooks left beside them), at most once per REPEATS_PRUNE_EVERY_MS: a marker
 * file's time says when it last looked, so most calls cost one stat. For the background flush,
 * never the hook. A session whose lock a live hook holds is left alone, and a file written again
 * since it was found old stays. Answers how many sessions' counts went.
 */
export function pruneRepeats(paths: Paths, nowMs: number): number {
  const dir = repeatsDir(paths);
  const marker = join(dir, ".pruned");
  const lastMs = mtimeOf(marker);
  if (lastMs !== undefined && nowMs - lastMs < REPEATS_PRUNE_EVERY_MS) return 0;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0; // no counts yet
  }
  try {
    writeFileSync(marker, "");
    utimesSync(marker, nowMs / 1000, nowMs / 1000);
  } catch {
    return 0; // not writable: leave the counts as they are
  }
  const files = new Set<string>();
  for (const name of names) {
    if (name.endsWith(".json")) files.add(name);
    else if (name.endsWith(".json.lock")) files.add(name.slice(0, -".lock".length));
  }
  const old = (path: string, keepMs: number) => {
    const at = mtimeOf(path);
    return at === undefined || nowMs - at >= keepMs;
  };
  let removed = 0;
  for (const name of files) {
    const file = join(dir, name);
    const lock = `${file}.lock`;
    // Counts still in use, or (with no counts) a lock that may be a live hook's first write.
    if (mtimeOf(file) === undefined ? !old(lock, SPOOL_LOCK_STALE_MS) : !old(file, REPEATS_KEEP_MS)) continue;
    let locked = false;
    try {
      locked = tryLock(lock, SPOOL_LOCK_STALE_MS);
      if (!locked || !old(file, REPEATS_KEEP_MS)) continue;
      try {
        unlinkSync(file);
        removed++;
      } catch (err) {
        if (errorCode(err) !== "ENOENT") throw err;
      }
    } catch {
      // best effort: the next pass tries again
    } finally {
      if (locked) unlock(lock);
    }
  }
  return removed;
}
