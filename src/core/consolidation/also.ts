/**
 * The one line a reader of a segment or a memory sees about what else is on the same subject:
 * "also: 3 other segments on requireAuth (2026-10-02, 2026-10-05, 2026-10-09)". Pure.
 */

export interface AlsoMember {
  kind: "node" | "memory";
  /** Local date (YYYY-MM-DD) of a segment, or of when a memory was made. */
  date: string;
}

/** Dates a line names at most; the count covers them all. */
const MAX_DATES = 3;

const plural = (n: number, one: string, many: string) => `${n} other ${n === 1 ? one : many}`;

/**
 * The line for a cluster's other members (the reader left out), or null when there are none.
 * Dates are the segments' (oldest first, each once); memories are counted.
 */
export function alsoLine(label: string, others: readonly AlsoMember[]): string | null {
  const segments = others.filter((m) => m.kind === "node");
  const memories = others.filter((m) => m.kind === "memory");
  if (segments.length === 0 && memories.length === 0) return null;
  const parts: string[] = [];
  if (segments.length > 0) {
    const dates = [...new Set(segments.map((s) => s.date))].sort();
    const shown = dates.slice(0, MAX_DATES).join(", ");
    parts.push(`${plural(segments.length, "segment", "segments")}${label ? ` on ${label}` : ""} (${shown}${dates.length > MAX_DATES ? ", …" : ""})`);
  }
  if (memories.length > 0) parts.push(memories.length === 1 ? "1 memory" : `${memories.length} memories`);
  return `also: ${parts.join("; ")}`;
}
