import { needsSummary, planRollup, rollupInput } from "../core/toc/rollup";
import { ROLLUP_LEVEL_MAX_NODES, type RollupConfig } from "../core/toc/rollup-config";
import type { Summarizer } from "../core/summarize/types";
import type { PeriodLevel } from "../core/toc/time-buckets";
import { childrenOf, rollupCandidates, writeRollup, type RollupWrite } from "../db/rollup";
import type { Database } from "../db/handle";

/** Bottom-up: a level is rolled up from children the pass has just brought up to date. */
const LEVELS: readonly PeriodLevel[] = ["day", "week", "month", "year"];
/** Node ids a report lists at most. */
const REPORT_MAX_IDS = 100;

export interface RollupPassOptions {
  /** The clock against which the debounce and minimum ages are judged. */
  asOfMs: number;
  /** Take dirty nodes however recent their change (a rebuild, an explicit request). */
  force?: boolean;
  /** Real time after which no further node is started. */
  deadlineMs: number;
}

/** What a rollup pass did. Plain data: it crosses RPC. */
export interface RollupReport {
  /** Nodes looked at. */
  examined: number;
  /** Placeholders given their first summary (no new version). */
  filled: number;
  /** Nodes whose summary changed: the old version was archived and the version bumped. */
  rewritten: number;
  /** Nodes whose status became final. */
  finalized: number;
  /** Nodes whose summary came out the same (marks, status or weight may still have been updated). */
  unchanged: number;
  /** Period nodes left without children, archived and deleted. */
  removed: number;
  /** Work was left for the next pass (a level held more than one pass takes, or time ran out). */
  more: boolean;
  /** Nodes filled, rewritten or removed (at most 100). */
  changed_nodes: string[];
}

function emptyRollupReport(): RollupReport {
  return { examined: 0, filled: 0, rewritten: 0, finalized: 0, unchanged: 0, removed: 0, more: false, changed_nodes: [] };
}

/**
 * Rolls a user's due period nodes up from their children, day → week → month → year, one
 * D1 batch per level. Due: dirty past the debounce, not final past the level's minimum
 * age, or a parent of a node this pass changed. Writes are guarded by the version read, so
 * a pass that overlapped another could only lose its write, never corrupt a node. The
 * caller (the user's Durable Object) runs one pass at a time, on the chain its builds use.
 */
export class TocRollup {
  constructor(
    private readonly db: Database,
    private readonly userId: string,
    private readonly summarizer: Summarizer,
    private readonly config: RollupConfig,
  ) {}

  async run(options: RollupPassOptions): Promise<RollupReport> {
    const report = emptyRollupReport();
    let touched: string[] = [];
    for (const level of LEVELS) {
      if (Date.now() > options.deadlineMs) {
        report.more = true;
        break;
      }
      touched = await this.#level(level, touched, options, report);
    }
    return report;
  }

  /** Rolls up one level; answers the parents whose children changed. */
  async #level(level: PeriodLevel, touched: readonly string[], options: RollupPassOptions, report: RollupReport): Promise<string[]> {
    const candidates = await rollupCandidates(this.db, this.userId, level, {
      dirtyBeforeMs: options.force ? Number.MAX_SAFE_INTEGER : options.asOfMs - this.config.debounceMs,
      endedBeforeMs: options.asOfMs - this.config.minAgeMs[level],
      include: touched,
      limit: ROLLUP_LEVEL_MAX_NODES,
    });
    if (candidates.length === ROLLUP_LEVEL_MAX_NODES) report.more = true;
    if (candidates.length === 0) return [];
    const children = await childrenOf(
      this.db,
      this.userId,
      candidates.map((c) => c.nodeId),
    );
    const write: RollupWrite = { rows: [], removals: [], dirtyParents: [] };
    const changed = (nodeId: string, parentId: string | null): void => {
      if (report.changed_nodes.length < REPORT_MAX_IDS) report.changed_nodes.push(nodeId);
      if (parentId !== null) write.dirtyParents.push(parentId);
    };
    for (const node of candidates) {
      if (Date.now() > options.deadlineMs) {
        report.more = true;
        break;
      }
      report.examined++;
      const kids = children.get(node.nodeId) ?? [];
      if (kids.length === 0) {
        write.removals.push({ nodeId: node.nodeId, expectedVersion: node.version });
        report.removed++;
        changed(node.nodeId, node.parentId);
        continue;
      }
      const input = rollupInput(node, kids);
      if (input === null) continue; // no child has a summary yet
      const summary = needsSummary(node) ? await this.summarizer.summarize(input) : null;
      const plan = planRollup(node, kids, summary, options.asOfMs, this.config);
      if (plan.status === "final" && node.status !== "final") report.finalized++;
      if (!plan.contentChanged) report.unchanged++;
      else if (plan.bump) report.rewritten++;
      else report.filled++;
      if (plan.contentChanged) changed(node.nodeId, node.parentId);
      if (!plan.changed) continue;
      write.rows.push({
        nodeId: node.nodeId,
        expectedVersion: node.version,
        content: plan.contentChanged,
        bump: plan.bump,
        title: plan.title,
        bullets: plan.bullets,
        keywords: plan.keywords,
        summarizer: plan.summarizer,
        status: plan.status,
        weight: plan.weight,
        dirtySinceMs: node.dirtySinceMs,
      });
    }
    await writeRollup(this.db, this.userId, write, Date.now());
    return [...new Set(write.dirtyParents)];
  }
}
