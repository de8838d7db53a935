import { appendFileSync, readFileSync, renameSync } from "node:fs";
import { dirname, join } from "node:path";
import type { DraftEvent } from "../event";
import { ensureDir, PRIVATE_FILE_MODE } from "../fsutil";
import type { Paths } from "../paths";
import { removeFile } from "../spool";

/** A session log a hook asked to have imported once its session ended. */
export interface Queued {
  agent: "claude-code" | "codex";
  path: string;
}

function queueFile(paths: Paths): string {
  return join(paths.stateDir, "import", "queue.jsonl");
}

/**
 * Remembers the transcripts of sessions that just ended (SessionEnd carries the path), for the
 * background flush to import: what hooks never see (thinking, intermediate replies, a reply a
 * Stop hook left empty) then arrives without the user running `amem import`. One O_APPEND
 * write: the hook does no reading here.
 */
export function queueEndedSessions(paths: Paths, drafts: readonly DraftEvent[]): void {
  const lines: string[] = [];
  for (const d of drafts) {
    const path = d.metadata["transcript_path"];
    // Only what looks like a session log: the importer reads nothing else a payload might name.
    if (d.event_type !== "session_end" || !path?.endsWith(".jsonl") || (d.agent !== "claude-code" && d.agent !== "codex")) continue;
    lines.push(JSON.stringify({ agent: d.agent, path } satisfies Queued));
  }
  if (lines.length === 0) return;
  ensureDir(dirname(queueFile(paths)));
  appendFileSync(queueFile(paths), lines.map((l) => `${l}\n`).join(""), { mode: PRIVATE_FILE_MODE });
}

/** Takes the queue (renamed first, so a hook appending meanwhile starts a new one), each log once. */
export function takeQueue(paths: Paths): Queued[] {
  const taken = `${queueFile(paths)}.${process.pid}.taken`;
  try {
    renameSync(queueFile(paths), taken);
  } catch {
    return [];
  }
  let text = "";
  try {
    text = readFileSync(taken, "utf8");
  } finally {
    removeFile(taken);
  }
  const byPath = new Map<string, Queued>();
  for (const line of text.split("\n")) {
    try {
      const q = JSON.parse(line) as Queued;
      if (typeof q.path === "string" && (q.agent === "claude-code" || q.agent === "codex")) byPath.set(q.path, q);
    } catch {
      // a torn line: that session is imported by the next amem import
    }
  }
  return [...byPath.values()];
}
