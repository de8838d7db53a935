/**
 * Rolling a period node up from its children: what to summarize, which grips each rolled-up
 * bullet keeps, whether the node is provisional or final, and whether anything changed.
 * Pure: the caller reads the rows, calls the summarizer, and writes what the plan says.
 */
import { ROLLUP_BULLET_MAX_GRIPS, settlesAt, type RollupConfig } from "./rollup-config";
import type { BulletSource, ChildSummary, RollupInput, SummaryResult } from "../summarize/types";
import { termKeys } from "../text/terms";
import { isOpenSegment } from "./segment-node";
import type { PeriodLevel, TocLevel } from "./time-buckets";

export type NodeStatus = "pending" | "provisional" | "final";

export interface RollupBullet {
  text: string;
  grip_ids: string[];
  supported: boolean;
}

/** A period node as the rollup reads it. */
export interface RollupTarget {
  nodeId: string;
  level: PeriodLevel;
  title: string;
  bullets: RollupBullet[];
  keywords: string[];
  endTsMs: number;
  status: NodeStatus;
  summarizer: string | null;
  weight: number;
  dirtySinceMs: number | null;
}

/** A child of the node being rolled up, in time order. */
export interface RollupChild {
  nodeId: string;
  /** Segments only. */
  sessionId?: string | null;
  level: TocLevel;
  title: string;
  bullets: RollupBullet[];
  keywords: string[];
  startTsMs: number;
  endTsMs: number;
  status: NodeStatus;
  /** Tokens of activity under the child. */
  weight: number;
}

export interface RollupPlan {
  title: string;
  bullets: RollupBullet[];
  keywords: string[];
  summarizer: string | null;
  status: "provisional" | "final";
  weight: number;
  /** The summary differs from the stored one. */
  contentChanged: boolean;
  /** Archive the current version and write the next one (false when a placeholder is filled in). */
  bump: boolean;
  /** Anything to write at all: content, status, weight, or a dirty mark to clear. */
  changed: boolean;
}

/** A rolled-up bullet is traced to a child bullet holding at least this share of its terms (when the summarizer gives no sources). */
const SOURCE_MIN_COVERAGE = 0.3;
/** At most this many child bullets are traced per rolled-up bullet that way. */
const SOURCE_MAX_MATCHES = 3;

/** Children that have a summary: a placeholder has nothing to say yet. */
function summarized(children: readonly RollupChild[]): RollupChild[] {
  return children.filter((c) => c.status !== "pending");
}

/** What the summarizer gets for a node, or null when no child has a summary yet. */
export function rollupInput(node: Pick<RollupTarget, "nodeId" | "level">, children: readonly RollupChild[]): RollupInput | null {
  const usable = summarized(children);
  if (usable.length === 0) return null;
  const summaries: ChildSummary[] = usable.map((c) => ({
    nodeId: c.nodeId,
    ...(c.sessionId ? { sessionId: c.sessionId } : {}),
    title: c.title,
    bullets: c.bullets.map((b) => ({ text: b.text, grip_ids: b.grip_ids })),
    keywords: c.keywords,
    weight: c.weight,
    startMs: c.startTsMs,
    endMs: c.endTsMs,
  }));
  return { kind: "rollup", nodeId: node.nodeId, level: node.level, children: summaries };
}

function coverage(of: Set<string>, by: Set<string>): number {
  if (of.size === 0) return 0;
  let shared = 0;
  for (const key of of) if (by.has(key)) shared++;
  return shared / of.size;
}

/**
 * For summaries that do not say where their bullets came from (a model's): each bullet's
 * child bullets by term overlap, best first.
 */
export function inferBulletSources(bullets: readonly string[], children: readonly Pick<ChildSummary, "bullets">[]): BulletSource[][] {
  const childKeys = children.map((child) => child.bullets.map((b) => termKeys(b.text)));
  return bullets.map((text) => {
    const keys = termKeys(text);
    const matches: (BulletSource & { score: number })[] = [];
    for (const [child, bulletKeys] of childKeys.entries()) {
      for (const [bullet, keysOfChildBullet] of bulletKeys.entries()) {
        const score = coverage(keys, keysOfChildBullet);
        if (score >= SOURCE_MIN_COVERAGE) matches.push({ child, bullet, score });
      }
    }
    matches.sort((a, b) => b.score - a.score || a.child - b.child || a.bullet - b.bullet);
    return matches.slice(0, SOURCE_MAX_MATCHES).map(({ child, bullet }) => ({ child, bullet }));
  });
}

/**
 * The grips a rolled-up bullet keeps: its sources' grips, taken in turns (first grip of each
 * source, then second, …) so that every source is represented, at most `max`.
 */
export function keptGrips(sources: readonly BulletSource[], children: readonly Pick<RollupChild, "bullets">[], max = ROLLUP_BULLET_MAX_GRIPS): string[] {
  const lists = sources.map((s) => children[s.child]?.bullets[s.bullet]?.grip_ids ?? []);
  const out = new Set<string>();
  for (let round = 0; out.size < max && lists.some((l) => round < l.length); round++) {
    for (const list of lists) {
      const grip = list[round];
      if (grip !== undefined && out.size < max) out.add(grip);
    }
  }
  return [...out];
}

/** Final once the period has ended, its minimum age has passed, and every child is final. */
export function rolledUpStatus(
  node: Pick<RollupTarget, "level" | "endTsMs">,
  children: readonly Pick<RollupChild, "status">[],
  nowMs: number,
  config: RollupConfig,
): "provisional" | "final" {
  const settled = nowMs >= settlesAt(node.level, node.endTsMs, config);
  return settled && children.every((c) => c.status === "final") ? "final" : "provisional";
}

export function sameContent(
  a: { title: string; bullets: readonly RollupBullet[]; keywords: readonly string[] },
  b: { title: string; bullets: readonly RollupBullet[]; keywords: readonly string[] },
): boolean {
  const norm = (bullets: readonly RollupBullet[]) => bullets.map((x) => [x.text, x.grip_ids, x.supported]);
  return (
    a.title === b.title && JSON.stringify(norm(a.bullets)) === JSON.stringify(norm(b.bullets)) && JSON.stringify(a.keywords) === JSON.stringify(b.keywords)
  );
}

/**
 * The children as sources of grips: an open segment's grips are replaced by each build and
 * when it closes, so a rollup keeps none of them (it would name grips that are gone); it is
 * rolled up again once the segment has closed, and keeps the closed segment's grips then.
 */
function gripHolders(children: readonly RollupChild[]): readonly Pick<RollupChild, "bullets">[] {
  return children.map((c) => (isOpenSegment(c) ? { bullets: c.bullets.map((b) => ({ ...b, grip_ids: [] })) } : c));
}

/** A rolled-up bullet without grips is still supported when it comes from a supported bullet of an open segment. */
function tracedToOpenSupport(sources: readonly BulletSource[], children: readonly RollupChild[]): boolean {
  return sources.some((s) => {
    const child = children[s.child];
    return child !== undefined && isOpenSegment(child) && child.bullets[s.bullet]?.supported === true;
  });
}

/**
 * Whether a node's summary must be made again: it is a placeholder, or a child's summary
 * changed since its last rollup (every such change marks it dirty). Otherwise its stored
 * summary is what its children give — a pass that only settles it (final) or updates its
 * weight keeps the text, and a model is not asked again for a summary it already wrote
 * (it would word it differently, making a new version out of nothing, and spend tokens).
 */
export function needsSummary(node: Pick<RollupTarget, "status" | "dirtySinceMs">): boolean {
  return node.status === "pending" || node.dirtySinceMs !== null;
}

/**
 * What to write for a node given its children and their summary (made from
 * `rollupInput(node, children)`), or `null` to keep the stored summary (when
 * `needsSummary(node)` is false). A new version only when the content changed; filling in
 * a placeholder keeps its version.
 */
export function planRollup(
  node: RollupTarget,
  children: readonly RollupChild[],
  summary: SummaryResult | null,
  nowMs: number,
  config: RollupConfig,
): RollupPlan {
  const placeholder = node.status === "pending";
  if (summary === null && placeholder) throw new Error(`${node.nodeId} is a placeholder: it needs a summary`);
  const usable = summarized(children);
  let next: { title: string; bullets: RollupBullet[]; keywords: string[] };
  if (summary === null) {
    next = { title: node.title, bullets: node.bullets, keywords: node.keywords };
  } else {
    const sources = summary.bulletSources ?? inferBulletSources(summary.bullets, usable);
    const bullets = summary.bullets.map((text, i) => {
      const grip_ids = keptGrips(sources[i] ?? [], gripHolders(usable));
      return { text, grip_ids, supported: grip_ids.length > 0 || tracedToOpenSupport(sources[i] ?? [], usable) };
    });
    next = { title: summary.title, bullets, keywords: summary.keywords };
  }
  const contentChanged = placeholder || !sameContent(node, next);
  const status = rolledUpStatus(node, children, nowMs, config);
  const weight = children.reduce((sum, c) => sum + Math.max(0, c.weight), 0);
  return {
    ...next,
    summarizer: contentChanged && summary !== null ? summary.summarizer : node.summarizer,
    status,
    weight,
    contentChanged,
    bump: contentChanged && !placeholder,
    changed: contentChanged || status !== node.status || weight !== node.weight || node.dirtySinceMs !== null,
  };
}
