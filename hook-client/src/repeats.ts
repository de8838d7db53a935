import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPEAT_WINDOW_MS, REPEATS_LOCK_WAIT_MS, SPOOL_LOCK_STALE_MS } from "./constants";
import type { DraftEvent } from "./event";
import { ensureDir, writeFileAtomic } from "./fsutil";
import { shortHash } from "./hash";
import { lockWithin, unlock } from "./lock";
import { dedupeKey, nthKey } from "./map/common";
import type { Paths } from "./paths";

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
    const dir = join(paths.stateDir, "repeats");
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
