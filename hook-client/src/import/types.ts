import type { Agent, DraftEvent } from "../event";
import { type Json, nthKey } from "../map/common";
import type { Redactor } from "../redact";

/** What reading one line of an agent's log produced. */
export type LineResult =
  /** Zero or more events (zero: a record kept only for what it tells later lines, e.g. a session header). */
  | { kind: "events"; events: DraftEvent[] }
  /** A record type that carries no conversation (snapshots, token counts, progress): not counted as a problem. */
  | { kind: "ignored" }
  /** A line that could not be read: counted, and the first reasons are reported. */
  | { kind: "skipped"; reason: string };

/**
 * Reads one agent's log line by line. Parsers never throw on content and keep everything they
 * need across lines in `state()`, a JSON value the ingest cursor stores, so that a later run
 * resumes in the middle of a file exactly as if it had read it in one go.
 */
export interface LogParser {
  line(record: unknown): LineResult;
  /**
   * The end of what is on disk now. `idle`: the agent has stopped writing this file, so a reply
   * still held back (it might have been followed by more of the same turn) is final.
   */
  end(idle: boolean): DraftEvent[];
  state(): Json;
}

export interface ParserContext {
  nowMs: number;
  redact: Redactor;
}

/** One log file to import, as found on disk. */
export interface SourceFile {
  agent: Agent;
  /** The file read line by line (and tracked by a cursor). */
  path: string;
  /** Builds the parser for this file, resuming from a stored state when there is one. */
  parser(ctx: ParserContext, state: Json | undefined): LogParser;
}

/**
 * The dedupe_key of a content-keyed event (its key is a digest of what it says, not an id): the
 * session's `n`th such event gets `#n`, as the hooks number repeats (see numberRepeats).
 * @param state the parser's state, which keeps its counts per key (`repeats`)
 */
export function countedKey(state: { repeats?: Record<string, number> }, key: string): string {
  state.repeats ??= {};
  const n = (state.repeats[key] ?? 0) + 1;
  state.repeats[key] = n;
  return nthKey(key, n);
}
