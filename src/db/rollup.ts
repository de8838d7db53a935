import type { NodeStatus, RollupBullet, RollupChild, RollupTarget } from "../core/toc/rollup";
import type { PeriodLevel } from "../core/toc/time-buckets";
import { and, asc, eq, gt, isNotNull, lte, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { prepared, type Database } from "./handle";
import { bulk, inJson, jsonChunks, materializedNodeRows } from "./json-rows";
import { segments, tocNodes } from "./schema";

/** Queries of the rollup: which period nodes are due, their children, and the one batch that writes a level. */

export interface PeriodNodeRow extends RollupTarget {
  parentId: string | null;
  startTsMs: number;
  version: number;
}

export interface CandidateQuery {
  /** Dirty nodes whose first unrolled change is at or before this. */
  dirtyBeforeMs: number;
  /** Unsettled nodes whose period ended at or before this (their end plus the level's minimum age has passed). */
  endedBeforeMs: number;
  /** Nodes to take whatever their marks say (their children changed in this pass). */
  include: readonly string[];
  limit: number;
}

/* A literal, not a bound value: only then can SQLite use the partial index toc_nodes_unsettled (WHERE status != 'final'). */
const notFinal = sql`${tocNodes.status} != 'final'`;
const child = alias(tocNodes, "c");
const segmentOfChild = alias(segments, "s");

/**
 * Period nodes of one level that are due, oldest first: dirty past the debounce, unsettled
 * past their minimum age, or named in `include`. A node with a dirty child waits for the
 * child: rolling it up now would only be redone.
 */
export async function rollupCandidates(db: Database, userId: string, level: PeriodLevel, query: CandidateQuery): Promise<PeriodNodeRow[]> {
  const n = tocNodes;
  const dirtyChild = db
    .select({ one: sql`1` })
    .from(child)
    .where(and(eq(child.userId, n.userId), eq(child.parentId, n.nodeId), isNotNull(child.dirtySinceMs)));
  const rows = await db
    .select({
      nodeId: n.nodeId,
      parentId: n.parentId,
      title: n.title,
      bullets: n.bullets,
      keywords: n.keywords,
      startTsMs: n.startTsMs,
      endTsMs: n.endTsMs,
      version: n.version,
      summarizer: n.summarizer,
      status: n.status,
      weight: n.weight,
      dirtySinceMs: n.dirtySinceMs,
    })
    .from(n)
    .where(
      and(
        eq(n.userId, userId),
        eq(n.level, level),
        or(lte(n.dirtySinceMs, query.dirtyBeforeMs), and(notFinal, lte(n.endTsMs, query.endedBeforeMs)), inJson(n.nodeId, JSON.stringify(query.include))),
        notExists(dirtyChild),
      ),
    )
    .orderBy(asc(n.startTsMs), asc(n.nodeId))
    .limit(query.limit)
    .all();
  return rows.map((row) => ({ ...row, level, bullets: JSON.parse(row.bullets) as RollupBullet[], keywords: JSON.parse(row.keywords) as string[] }));
}

/**
 * The children of some nodes in time order, by parent. A segment weighs its member tokens
 * (its segment row is `seg_` + the first event id that ends its node id); a period, what
 * its last rollup summed up.
 */
export async function childrenOf(db: Database, userId: string, parentIds: readonly string[]): Promise<Map<string, RollupChild[]>> {
  const out = new Map<string, RollupChild[]>(parentIds.map((id) => [id, []]));
  const s = segmentOfChild;
  for (const json of jsonChunks(parentIds)) {
    const rows = await db
      .select({
        parentId: child.parentId,
        nodeId: child.nodeId,
        sessionId: child.sessionId,
        level: child.level,
        title: child.title,
        bullets: child.bullets,
        keywords: child.keywords,
        startTsMs: child.startTsMs,
        endTsMs: child.endTsMs,
        status: child.status,
        weight: sql<number>`CASE WHEN ${child.level} = 'segment' THEN coalesce(${s.tokenCount}, 1) ELSE ${child.weight} END`,
      })
      .from(child)
      .leftJoin(s, and(eq(child.level, "segment"), eq(s.userId, child.userId), eq(s.segmentId, sql`'seg_' || substr(${child.nodeId}, -26)`)))
      .where(and(eq(child.userId, userId), inJson(child.parentId, json)))
      .orderBy(asc(child.parentId), asc(child.startTsMs), asc(child.nodeId))
      .all();
    for (const { parentId, bullets, keywords, ...row } of rows) {
      if (parentId === null) continue;
      out.get(parentId)?.push({ ...row, bullets: JSON.parse(bullets) as RollupBullet[], keywords: JSON.parse(keywords) as string[] });
    }
  }
  return out;
}

/** A node at the version a write expects it to be at (else the write skips it). */
export interface NodeVersion {
  nodeId: string;
  expectedVersion: number;
}

/** One node's new state. The update applies only while the node is still at `expectedVersion`. */
export interface RollupRowWrite extends NodeVersion {
  /** The summary changed: write title, bullets and keywords (else only status, weight and the dirty mark). */
  content: boolean;
  /** Archive the current version and write the next. */
  bump: boolean;
  title: string;
  bullets: RollupBullet[];
  keywords: string[];
  summarizer: string | null;
  status: NodeStatus;
  weight: number;
  /** The dirty mark read before the rollup: cleared only if it is still the same. */
  dirtySinceMs: number | null;
}

export interface RollupWrite {
  rows: RollupRowWrite[];
  /** Period nodes left without children: archived, then deleted. */
  removals: NodeVersion[];
  /** Parents whose children changed in this write. */
  dirtyParents: string[];
}

/*
 * Raw, the writes below: many rows per statement from a JSON parameter (INSERT … SELECT FROM
 * json_each, UPDATE … FROM a materialized CTE, row-value IN), which Drizzle cannot express.
 *
 * The current row goes to toc_node_versions under its version first. A version already
 * archived there (a node deleted and created again) keeps its content: the new row then
 * takes the next free version, so versions only grow.
 */
export const ARCHIVE = `
INSERT INTO toc_node_versions (user_id, node_id, version, title, bullets, keywords, summarizer, status, written_at_ms)
SELECT n.user_id, n.node_id, n.version, n.title, n.bullets, n.keywords, n.summarizer, n.status, n.updated_at_ms
FROM json_each(?2) AS j
JOIN toc_nodes n ON n.user_id = ?1 AND n.node_id = j.value ->> '$.node_id' AND n.version = j.value ->> '$.expected_version'
WHERE true
ON CONFLICT (user_id, node_id, version) DO NOTHING`;

/** The JSON row the archive and the deletes of node versions read. */
export const nodeVersionParams = (n: NodeVersion) => ({ node_id: n.nodeId, expected_version: n.expectedVersion });

/* The rows to write are materialized first, so that each one finds its node by primary key. */
const ROWS = materializedNodeRows("?3");

const UPDATE_CONTENT = `${ROWS}
UPDATE toc_nodes SET
  title = j.value ->> '$.title',
  bullets = j.value -> '$.bullets',
  keywords = j.value -> '$.keywords',
  summarizer = j.value ->> '$.summarizer',
  status = j.value ->> '$.status',
  weight = j.value ->> '$.weight',
  version = CASE WHEN j.value ->> '$.bump' THEN
    max(toc_nodes.version, coalesce((SELECT max(v.version) FROM toc_node_versions v WHERE v.user_id = ?1 AND v.node_id = toc_nodes.node_id), 0)) + 1
    ELSE toc_nodes.version END,
  dirty_since_ms = CASE WHEN toc_nodes.dirty_since_ms IS j.value ->> '$.dirty_since_ms' THEN NULL ELSE toc_nodes.dirty_since_ms END,
  updated_at_ms = ?2
FROM j
WHERE toc_nodes.user_id = ?1 AND toc_nodes.node_id = j.node_id AND toc_nodes.version = j.expected_version`;

/* Same summary: the text columns stay untouched (their search index too). */
const UPDATE_MARKS = `${ROWS}
UPDATE toc_nodes SET
  status = j.value ->> '$.status',
  weight = j.value ->> '$.weight',
  dirty_since_ms = CASE WHEN toc_nodes.dirty_since_ms IS j.value ->> '$.dirty_since_ms' THEN NULL ELSE toc_nodes.dirty_since_ms END,
  updated_at_ms = ?2
FROM j
WHERE toc_nodes.user_id = ?1 AND toc_nodes.node_id = j.node_id AND toc_nodes.version = j.expected_version`;

const DELETE_CHILDLESS = `
DELETE FROM toc_nodes
WHERE user_id = ?1 AND level != 'segment'
  AND (node_id, version) IN (SELECT value ->> '$.node_id', value ->> '$.expected_version' FROM json_each(?2))
  AND NOT EXISTS (SELECT 1 FROM toc_nodes c WHERE c.user_id = ?1 AND c.parent_id = toc_nodes.node_id)`;

/** Marks these nodes (a JSON array of ids) dirty unless they already are: their children changed. */
export function markDirty(db: Database, userId: string, json: string, nowMs: number) {
  return db
    .update(tocNodes)
    .set({ dirtySinceMs: sql`coalesce(${tocNodes.dirtySinceMs}, ${nowMs})` })
    .where(and(eq(tocNodes.userId, userId), inJson(tocNodes.nodeId, json)));
}

/** The row-by-row writes, for the test that checks each row finds its node by primary key. */
export const ROLLUP_ROW_WRITES = Object.freeze({ UPDATE_CONTENT, UPDATE_MARKS });

const marksParams = (r: RollupRowWrite) => ({ ...nodeVersionParams(r), status: r.status, weight: r.weight, dirty_since_ms: r.dirtySinceMs });
const contentParams = (r: RollupRowWrite) => ({
  ...marksParams(r),
  bump: r.bump,
  title: r.title,
  bullets: r.bullets,
  keywords: r.keywords,
  summarizer: r.summarizer,
});

/** Writes one level's rollups in one D1 batch: archives, new versions, removals and the parents they make dirty. */
export async function writeRollup(db: Database, userId: string, write: RollupWrite, nowMs: number): Promise<void> {
  const d1 = db.$client;
  const archived = [...write.rows.filter((r) => r.bump), ...write.removals].map(nodeVersionParams);
  const statements = [
    ...bulk(d1.prepare(ARCHIVE), archived, userId),
    ...bulk(d1.prepare(UPDATE_CONTENT), write.rows.filter((r) => r.content).map(contentParams), userId, nowMs),
    ...bulk(d1.prepare(UPDATE_MARKS), write.rows.filter((r) => !r.content).map(marksParams), userId, nowMs),
    ...bulk(d1.prepare(DELETE_CHILDLESS), write.removals.map(nodeVersionParams), userId),
    ...jsonChunks([...new Set(write.dirtyParents)]).map((json) => prepared(db, markDirty(db, userId, json, nowMs))),
  ];
  if (statements.length > 0) await d1.batch(statements);
}

export interface UserPage {
  /** Resume after this user id (exclusive); null from the start. */
  afterUserId: string | null;
  limit: number;
}

/** Users with a period node dirty since at or before `dirtyBeforeMs`, by user id. */
export async function usersWithDirtyNodes(db: Database, dirtyBeforeMs: number, page: UserPage): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: tocNodes.userId })
    .from(tocNodes)
    .where(and(isNotNull(tocNodes.dirtySinceMs), lte(tocNodes.dirtySinceMs, dirtyBeforeMs), gt(tocNodes.userId, page.afterUserId ?? "")))
    .orderBy(asc(tocNodes.userId))
    .limit(page.limit)
    .all();
  return rows.map((r) => r.userId);
}

/** Users with a period node not yet final whose level's minimum age has passed since it ended (`endedBefore` per level). */
export async function usersWithUnsettledNodes(db: Database, endedBefore: Record<PeriodLevel, number>, page: UserPage): Promise<string[]> {
  const settledBy = sql`CASE ${tocNodes.level} WHEN 'day' THEN ${endedBefore.day} WHEN 'week' THEN ${endedBefore.week} WHEN 'month' THEN ${endedBefore.month} WHEN 'year' THEN ${endedBefore.year} ELSE -1 END`;
  const rows = await db
    .selectDistinct({ userId: tocNodes.userId })
    .from(tocNodes)
    .where(and(notFinal, gt(tocNodes.userId, page.afterUserId ?? ""), lte(tocNodes.endTsMs, settledBy)))
    .orderBy(asc(tocNodes.userId))
    .limit(page.limit)
    .all();
  return rows.map((r) => r.userId);
}
