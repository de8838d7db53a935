import { readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Config } from "../config";
import { IMPORT_LOCK_STALE_MS } from "../constants";
import { tryLock, unlock } from "../lock";
import type { Paths } from "../paths";
import { takeQueue } from "./queue";
import { importLogs } from "./run";
import { claudeSource, codexSource } from "./sources";
import type { SourceFile } from "./types";

/** A Claude transcript's subagent files: `<session>/subagents/agent-<id>.jsonl` beside `<session>.jsonl`. */
function claudeSubagents(transcript: string): SourceFile[] {
  const dir = join(dirname(transcript), basename(transcript, ".jsonl"), "subagents");
  try {
    return readdirSync(dir)
      .map((name) => [name, /^agent-(.+)\.jsonl$/.exec(name)?.[1]] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
      .map(([name, id]) => claudeSource(join(dir, name), id));
  } catch {
    return [];
  }
}

/**
 * Imports the logs of the sessions hooks queued as ended (see queueEndedSessions), through the
 * same cursors as `amem import`. Run by the background flush, never by a hook. When an import
 * is already running the queue is left for later.
 * @returns the events spooled
 */
export async function importQueued(paths: Paths, config: Config, env: Record<string, string | undefined>): Promise<number> {
  const lock = join(paths.stateDir, "import.lock");
  if (!tryLock(lock, IMPORT_LOCK_STALE_MS)) return 0;
  try {
    const queued = takeQueue(paths);
    if (queued.length === 0) return 0;
    const sources = queued.flatMap((q) => (q.agent === "codex" ? [codexSource(q.path)] : [claudeSource(q.path), ...claudeSubagents(q.path)]));
    const report = await importLogs(paths, config, { agents: ["claude-code", "codex"], sources, dryRun: false, nowMs: Date.now(), env });
    return report.events;
  } finally {
    unlock(lock);
  }
}
