/** Long-term memories: their kinds, statuses and lifetimes, and how their ids are made. */
import { hash64 } from "../hash";

export const MEMORY_KINDS = ["fact", "decision", "instruction", "task"] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];
export const MEMORY_STATUSES = ["candidate", "active", "archived"] as const;
export type MemoryStatus = (typeof MEMORY_STATUSES)[number];
export const MEMORY_ORIGINS = ["remembered", "extracted", "model", "merged"] as const;
export type MemoryOrigin = (typeof MEMORY_ORIGINS)[number];
/** Why a memory was archived. */
export const ARCHIVE_REASONS = ["superseded", "deleted", "rejected", "merged", "archived"] as const;
export type ArchiveReason = (typeof ARCHIVE_REASONS)[number];

/** How long an archived memory stays recoverable before the retention job deletes it. */
export const ARCHIVE_RETENTION_MS = 30 * 86_400_000;
/** The bullet index of a source grip (extract.ts SourceGrip): it backs a memory, not a bullet of its node. */
export const SOURCE_GRIP_BULLET = -1;

/** Longest text and key a memory holds. */
export const MAX_MEMORY_TEXT_CHARS = 2_000;
export const MAX_MEMORY_KEY_CHARS = 200;

/** Words too common to name a memory's subject: left out when two texts are compared for the words they share. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  "the a an and or of to in on for with we you i it is are was be this that not use using our from as at by into than then so".split(" "),
);

/** A memory's text as compared for identity: case, spacing and closing punctuation aside. */
export function normalizeMemoryText(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.!;:,\s]+$/, "")
    .trim();
}

/** A key as stored: lower case, words joined by single spaces. */
export function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The id of a memory extracted from a segment: the same segment and text give the same id, so
 * extracting a segment again (a retried job, a re-run) lands on the same row.
 */
export function extractedMemoryId(sourceNodeId: string, kind: MemoryKind, text: string): string {
  return `mem_x${hash64(`${sourceNodeId}\n${kind}\n${normalizeMemoryText(text)}`)}`;
}
