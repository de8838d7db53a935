/** What the user's Durable Object is asked and answers over RPC: plain data (an error class does not survive the trip). */
import type { ForgetSelector } from "../db/forget";
import type { RebuildPlanReport } from "../toc/rebuild";
import type { RollupReport } from "../toc/rollup-pass";

export interface IngestResult {
  event_id: string;
  created: boolean;
  /** This copy filled in the text of the stored event, which had been stored without it (text_pending). */
  text_filled?: true;
}

export type IngestOutcome =
  | { ok: true; results: IngestResult[] }
  | { ok: false; code: "unauthorized"; message: string }
  | { ok: false; code: "rate_limited"; message: string; retryAfterSeconds: number }
  | { ok: false; code: "payload_too_large" | "unavailable"; message: string };

/** What a build did. `more` means work was left for the next alarm (the time budget ran out). */
export interface BuildOutcome {
  processed: number;
  closedSegments: number;
  /** Every pending outbox row at or below this seq has been consumed. */
  throughSeq: number | null;
  more: boolean;
  /**
   * Ingest was busy: nothing was built yet, or the build stopped between two steps to let it go
   * first. The object builds the rest once ingest is quiet (a stored flag and an alarm make sure).
   */
  deferred?: true;
}

export interface BuildRequest {
  /** Let ingest go first: while events are being committed, defer the build (the queue consumer asks this). */
  yieldToIngest?: boolean;
}

export interface RollupRequest {
  /** The clock the debounce and minimum ages are judged against; default now. */
  asOfMs?: number;
  /** Take dirty nodes however recent their change. */
  force?: boolean;
}

export interface RebuildRequest {
  fromMs: number;
  toMs: number;
  /** Compute and report, write nothing. */
  dryRun: boolean;
}

export type RebuildOutcome =
  | { ok: true; dryRun: boolean; plan: RebuildPlanReport; rollup: RollupReport | null }
  | { ok: false; code: "too_large"; message: string; sessions: number; events: number };

export interface ForgetRequest {
  selector: ForgetSelector;
  /** Report what would go, write nothing. */
  dryRun: boolean;
}

export type ForgetOutcome =
  | {
      ok: true;
      dryRun: boolean;
      /** Events selected (their raw text goes; already evicted ones are counted too: their summaries are redone). */
      events: number;
      sessions: { sessionId: string; events: number }[];
      /** Segment nodes of those sessions before and after, and the periods above them, purged of earlier versions. */
      nodesPurged: number;
      /** Memories drawn from those sessions (or holding the phrase) deleted, or in a dry run that would be. */
      memories: number;
      rollup: RollupReport | null;
    }
  | { ok: false; code: "too_large"; message: string; events: number };

/** What deleting a user did: whether the user existed, and the rows deleted per table. */
export interface DeleteUserOutcome {
  existed: boolean;
  rows: Record<string, number>;
}
