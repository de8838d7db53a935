import { readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileAtomic } from "../fsutil";
import type { Paths } from "../paths";

/** A long-term memory as the digest shows it. */
export interface DigestMemory {
  kind: string;
  text: string;
}

export interface DigestSegment {
  node_id: string;
  title: string;
  bullets: { text: string; grip_ids: string[] }[];
}

export interface DigestSession {
  session_id: string;
  agent: string;
  start: string;
  segments: DigestSegment[];
}

/**
 * What the flusher last learned about a project, and the digest made of it. The hook prints
 * `text` as it is when the budget is the one it was made for; it never waits on the network.
 */
export interface ContextSnapshot {
  v: 1;
  project_id: string;
  project: string;
  fetched_at: number;
  /** null: the service has no long-term memories (no /v1/memories route). */
  memories: DigestMemory[] | null;
  sessions: DigestSession[];
  budget_tokens: number;
  text: string;
  /** When each item of the digest ("node:<id>", "memory:<id>") was last reported to the service as cited. */
  cited?: Record<string, number>;
}

/**
 * 64-bit FNV-1a of the project id, as the cache file's name: project ids are paths and URLs,
 * too long and too free-form for a file name, and node:crypto costs the hook milliseconds to
 * load. A collision only means a miss: the file records its project id, which is checked.
 */
function fileKey(projectId: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of Buffer.from(projectId, "utf8")) hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n);
  return hash.toString(16).padStart(16, "0");
}

export function snapshotFile(paths: Paths, projectId: string): string {
  return join(paths.contextDir, `${fileKey(projectId)}.json`);
}

/** The cached snapshot of a project, or undefined (none yet, unreadable, or another project's). */
export function readSnapshot(paths: Paths, projectId: string): ContextSnapshot | undefined {
  try {
    const parsed = JSON.parse(readFileSync(snapshotFile(paths, projectId), "utf8")) as ContextSnapshot;
    return parsed?.v === 1 && parsed.project_id === projectId && typeof parsed.text === "string" ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function writeSnapshot(paths: Paths, snapshot: ContextSnapshot): void {
  writeFileAtomic(snapshotFile(paths, snapshot.project_id), `${JSON.stringify(snapshot)}\n`);
}
