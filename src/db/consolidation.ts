import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ClusterAction, MergeAction, RelateAction } from "../core/consolidation/graph-actions";
import { type Database, prepared } from "./handle";
import { inJson } from "./json-rows";
import { clusterMembers, clusters, memories, memoryGrips, relations, tocNodes, uses } from "./schema";
import type { StoredBullet } from "./toc";

/** What the consolidation steps read and write: their items, relations, clusters and rate. */

export interface SegmentItem {
  nodeId: string;
  title: string;
  bullets: StoredBullet[];
  keywords: string[];
  startTsMs: number;
  createdAtMs: number;
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** A user's closed segment nodes, oldest first (open ones are work in progress: not consolidated). */
export async function segmentItems(db: Database, userId: string): Promise<SegmentItem[]> {
  const rows = await db
    .select({
      nodeId: tocNodes.nodeId,
      title: tocNodes.title,
      bullets: tocNodes.bullets,
      keywords: tocNodes.keywords,
      startTsMs: tocNodes.startTsMs,
      createdAtMs: tocNodes.createdAtMs,
    })
    .from(tocNodes)
    .where(and(eq(tocNodes.userId, userId), eq(tocNodes.level, "segment"), eq(tocNodes.status, "final")))
    .orderBy(asc(tocNodes.startTsMs), asc(tocNodes.nodeId));
  return rows.map((r) => ({ ...r, bullets: parseJson<StoredBullet[]>(r.bullets, []), keywords: parseJson<string[]>(r.keywords, []) }));
}

export interface MemoryItem {
  memoryId: string;
  kind: string;
  text: string;
  key: string | null;
  project: string;
  projectId: string | null;
  confidence: number;
  status: "candidate" | "active" | "archived";
  origin: string;
  createdAtMs: number;
  gripIds: string[];
}

/** Memory rows as consolidation reads them, each with its grips (in the order `grips` lists them). */
function withGrips(rows: (typeof memories.$inferSelect)[], grips: readonly { memoryId: string; gripId: string }[]): MemoryItem[] {
  const byMemory = new Map<string, string[]>();
  for (const g of grips) byMemory.set(g.memoryId, [...(byMemory.get(g.memoryId) ?? []), g.gripId]);
  return rows.map((r) => ({
    memoryId: r.memoryId,
    kind: r.kind,
    text: r.text,
    key: r.key,
    project: r.project,
    projectId: r.projectId,
    confidence: r.confidence,
    status: r.status,
    origin: r.origin,
    createdAtMs: r.createdAtMs,
    gripIds: byMemory.get(r.memoryId) ?? [],
  }));
}

/** A user's memories that are not archived, oldest first, with their grips. */
export async function liveMemories(db: Database, userId: string): Promise<MemoryItem[]> {
  const rows = await db
    .select()
    .from(memories)
    .where(and(eq(memories.userId, userId), inArray(memories.status, ["candidate", "active"])))
    .orderBy(asc(memories.createdAtMs), asc(memories.memoryId));
  const grips = await db
    .select({ memoryId: memoryGrips.memoryId, gripId: memoryGrips.gripId })
    .from(memoryGrips)
    .where(eq(memoryGrips.userId, userId))
    .orderBy(asc(memoryGrips.memoryId), asc(memoryGrips.gripId));
  return withGrips(rows, grips);
}

export type RelationRow = typeof relations.$inferSelect;

/** A user's relations of one kind, in key order. */
export async function relationRows(db: Database, userId: string, relation: RelationRow["relation"]): Promise<RelationRow[]> {
  return db
    .select()
    .from(relations)
    .where(and(eq(relations.userId, userId), eq(relations.relation, relation)))
    .orderBy(asc(relations.fromKind), asc(relations.fromId), asc(relations.toKind), asc(relations.toId));
}

/** Writes a `related` link (or refreshes its score). */
export function relateStatement(db: Database, userId: string, action: RelateAction, nowMs: number): D1PreparedStatement {
  return prepared(
    db,
    db
      .insert(relations)
      .values({
        userId,
        fromKind: action.from.kind,
        fromId: action.from.id,
        toKind: action.to.kind,
        toId: action.to.id,
        relation: "related",
        score: action.score,
        shared: JSON.stringify(action.shared),
        createdAtMs: nowMs,
      })
      .onConflictDoUpdate({
        target: [relations.userId, relations.fromKind, relations.fromId, relations.toKind, relations.toId, relations.relation],
        set: { score: action.score, shared: JSON.stringify(action.shared) },
      }),
  );
}

export interface StoredCluster {
  clusterId: string;
  label: string;
  cohesion: number;
  members: { kind: "node" | "memory"; id: string }[];
}

/** A user's clusters with their members, by id. */
export async function storedClusters(db: Database, userId: string): Promise<StoredCluster[]> {
  const [heads, members] = await Promise.all([
    db.select().from(clusters).where(eq(clusters.userId, userId)).orderBy(asc(clusters.clusterId)),
    db
      .select()
      .from(clusterMembers)
      .where(eq(clusterMembers.userId, userId))
      .orderBy(asc(clusterMembers.clusterId), asc(clusterMembers.memberKind), asc(clusterMembers.memberId)),
  ]);
  const byCluster = new Map<string, StoredCluster["members"]>();
  for (const m of members) byCluster.set(m.clusterId, [...(byCluster.get(m.clusterId) ?? []), { kind: m.memberKind, id: m.memberId }]);
  return heads.map((h) => ({ clusterId: h.clusterId, label: h.label, cohesion: h.cohesion, members: byCluster.get(h.clusterId) ?? [] }));
}

/** The statements that write a cluster and its members (replacing the one of the same id). */
export function clusterStatements(db: Database, userId: string, action: ClusterAction, nowMs: number): D1PreparedStatement[] {
  return [
    ...unclusterStatements(db, userId, action.cluster_id),
    prepared(
      db,
      db.insert(clusters).values({
        userId,
        clusterId: action.cluster_id,
        label: action.label,
        cohesion: action.cohesion,
        memberCount: action.members.length,
        updatedAtMs: nowMs,
      }),
    ),
    // Raw SQL: any number of members as one JSON parameter (D1 binds at most 100 parameters).
    db.$client
      .prepare(
        `INSERT INTO cluster_members (user_id, cluster_id, member_kind, member_id)
         SELECT ?1, ?2, value ->> '$.kind', value ->> '$.id' FROM json_each(?3) WHERE true
         ON CONFLICT DO NOTHING`,
      )
      .bind(userId, action.cluster_id, JSON.stringify(action.members)),
  ];
}

export function unclusterStatements(db: Database, userId: string, clusterId: string): D1PreparedStatement[] {
  return [
    prepared(db, db.delete(clusterMembers).where(and(eq(clusterMembers.userId, userId), eq(clusterMembers.clusterId, clusterId)))),
    prepared(db, db.delete(clusters).where(and(eq(clusters.userId, userId), eq(clusters.clusterId, clusterId)))),
  ];
}

/** Marks a segment node as faded (a row with no use, whose times are the node's creation, if it was never used). */
export function fadeNodeStatement(db: Database, userId: string, nodeId: string, nowMs: number): D1PreparedStatement {
  // Raw SQL: the node's creation time is read in the same statement, so a node gone meanwhile marks nothing.
  return db.$client
    .prepare(
      `INSERT INTO uses (user_id, target_kind, target_id, use_count, first_used_at_ms, last_used_at_ms, faded_at_ms)
       SELECT ?1, 'node', node_id, 0, created_at_ms, created_at_ms, ?3 FROM toc_nodes WHERE user_id = ?1 AND node_id = ?2
       ON CONFLICT (user_id, target_kind, target_id) DO UPDATE SET faded_at_ms = coalesce(faded_at_ms, excluded.faded_at_ms)`,
    )
    .bind(userId, nodeId, nowMs);
}

/** How long a merged original stays recoverable, archived, before the purge deletes it. */
export const MERGED_ARCHIVE_MS = 30 * 86_400_000;

/**
 * The writes of a merge: the originals archived (reason merged, purged after 30 days), the new
 * memory (`into`, origin merged) with the union of their grips, and a `consolidated_from`
 * relation to each original. The new memory takes the text, kind, key and project of
 * `representative` and the highest confidence; it is active if any original was. Originals are
 * archived first, so the new one can take over an active key.
 */
export function mergeStatements(
  db: Database,
  userId: string,
  action: MergeAction,
  merged: { representative: MemoryItem; confidence: number; status: "candidate" | "active"; gripIds: string[] },
  nowMs: number,
): D1PreparedStatement[] {
  const ids = JSON.stringify(action.memory_ids);
  const r = merged.representative;
  return [
    db.$client
      .prepare(
        `UPDATE memories SET status = 'archived', archived_reason = 'merged', superseded_by = ?2, archived_at_ms = ?3, purge_after_ms = ?4, updated_at_ms = ?3
         WHERE user_id = ?1 AND memory_id IN (SELECT value FROM json_each(?5)) AND status != 'archived'`,
      )
      .bind(userId, action.into, nowMs, nowMs + MERGED_ARCHIVE_MS, ids),
    prepared(
      db,
      db
        .insert(memories)
        .values({
          userId,
          memoryId: action.into,
          kind: r.kind as typeof memories.$inferInsert.kind,
          text: r.text,
          key: r.key,
          project: r.project,
          projectId: r.projectId,
          confidence: merged.confidence,
          status: merged.status,
          origin: "merged",
          createdAtMs: nowMs,
          updatedAtMs: nowMs,
        })
        .onConflictDoNothing(),
    ),
    db.$client
      .prepare("INSERT INTO memory_grips (user_id, memory_id, grip_id) SELECT ?1, ?2, value FROM json_each(?3) WHERE true ON CONFLICT DO NOTHING")
      .bind(userId, action.into, JSON.stringify(merged.gripIds)),
    db.$client
      .prepare(
        `INSERT INTO relations (user_id, from_kind, from_id, to_kind, to_id, relation, score, shared, created_at_ms)
         SELECT ?1, 'memory', ?2, 'memory', value, 'consolidated_from', ?3, '[]', ?4 FROM json_each(?5) WHERE true ON CONFLICT DO NOTHING`,
      )
      .bind(userId, action.into, action.cohesion, nowMs, ids),
  ];
}

/** The memories a merge names, whatever their status (a merge applies only if all are still live). */
export async function memoriesByIds(db: Database, userId: string, ids: readonly string[]): Promise<(MemoryItem & { status: string })[]> {
  const rows = await db
    .select()
    .from(memories)
    .where(and(eq(memories.userId, userId), inJson(memories.memoryId, JSON.stringify(ids))))
    .orderBy(asc(memories.memoryId));
  const grips = await db
    .select({ memoryId: memoryGrips.memoryId, gripId: memoryGrips.gripId })
    .from(memoryGrips)
    .where(and(eq(memoryGrips.userId, userId), inJson(memoryGrips.memoryId, JSON.stringify(ids))))
    .orderBy(asc(memoryGrips.gripId));
  return withGrips(rows, grips);
}

/** A per-user rate of consolidation operations: `perMinute`, saved up for at most `burstMinutes`. */
export interface OpsRate {
  perMinute: number;
  burstMinutes: number;
}

/*
 * Raw SQL: the claim reads and takes from the bucket in one statement (the steps run side by
 * side and share it). SQLite computes every SET expression from the row as it was, so `granted`
 * and `tokens` see the same refill; RETURNING answers the new `granted`. The bucket fills
 * linearly since updated_at_ms, capped; a new user's starts full.
 */
const FILLED = "min(?2, tokens + max(0, ?3 - updated_at_ms) / 60000.0 * ?4)";
const GRANT = `min(?5, CAST(${FILLED} + 1e-9 AS INTEGER))`;
const CREATE_BUCKET = "INSERT INTO consolidation_rate (user_id, tokens, updated_at_ms, granted) VALUES (?1, ?2, ?3, 0) ON CONFLICT (user_id) DO NOTHING";
const CLAIM = `UPDATE consolidation_rate SET granted = ${GRANT}, tokens = max(0, ${FILLED} - ${GRANT}), updated_at_ms = max(updated_at_ms, ?3)
WHERE user_id = ?1 RETURNING granted`;
const GIVE_BACK = "UPDATE consolidation_rate SET tokens = min(?2, tokens + ?3) WHERE user_id = ?1";

const capacity = (rate: OpsRate) => rate.perMinute * rate.burstMinutes;

/** Takes up to `want` operations from the user's bucket at `nowMs`; answers how many it got. */
export async function claimOps(db: Database, userId: string, want: number, nowMs: number, rate: OpsRate): Promise<number> {
  if (want <= 0) return 0;
  const d1 = db.$client;
  const [, claimed] = await d1.batch<{ granted: number }>([
    d1.prepare(CREATE_BUCKET).bind(userId, capacity(rate), nowMs),
    d1.prepare(CLAIM).bind(userId, capacity(rate), nowMs, rate.perMinute, want),
  ]);
  return claimed?.results[0]?.granted ?? 0;
}

/** Puts back operations a run claimed and did not spend. */
export async function giveBackOps(db: Database, userId: string, ops: number, rate: OpsRate): Promise<void> {
  if (ops <= 0) return;
  await db.$client.prepare(GIVE_BACK).bind(userId, capacity(rate), ops).run();
}

/** Faded nodes among these (for ranking). */
export async function fadedNodes(db: Database, userId: string, nodeIds: readonly string[]): Promise<Set<string>> {
  if (nodeIds.length === 0) return new Set();
  const rows = await db
    .select({ id: uses.targetId })
    .from(uses)
    .where(and(eq(uses.userId, userId), eq(uses.targetKind, "node"), inJson(uses.targetId, JSON.stringify(nodeIds)), sql`${uses.fadedAtMs} IS NOT NULL`));
  return new Set(rows.map((r) => r.id));
}

/** Users by id after `afterUserId`, a page at a time: the consolidation steps visit every user. */
export async function userPage(db: Database, afterUserId: string | null, limit: number): Promise<string[]> {
  const { results } = await db.$client
    .prepare("SELECT user_id FROM users WHERE ?1 IS NULL OR user_id > ?1 ORDER BY user_id LIMIT ?2")
    .bind(afterUserId, limit)
    .all<{ user_id: string }>();
  return results.map((r) => r.user_id);
}

export interface ItemRef {
  kind: "node" | "memory";
  id: string;
}

export interface LinkRow extends ItemRef {
  relation: RelationRow["relation"];
  /** out: this item's link to the other; in: the other's link to it. */
  direction: "out" | "in";
  score: number;
  shared: string[];
}

/** Most links a read shows. */
const MAX_LINKS = 20;

export interface ClusterHead {
  clusterId: string;
  label: string;
  cohesion: number;
  size: number;
}

/**
 * An item's links (either direction, strongest first) and the most cohesive cluster it is in,
 * in one query: a node read asks for both, and most items have neither.
 */
export async function linksAndCluster(db: Database, userId: string, item: ItemRef): Promise<{ links: LinkRow[]; cluster: ClusterHead | null }> {
  // Raw SQL: a compound of the two reads (the links through the primary key and relations_to,
  // the cluster through cluster_members_by_member), one round trip.
  const { results } = await db.$client
    .prepare(
      `SELECT * FROM (
         SELECT 'link' AS src, relation, score, shared,
           CASE WHEN from_kind = ?2 AND from_id = ?3 THEN to_kind ELSE from_kind END AS kind,
           CASE WHEN from_kind = ?2 AND from_id = ?3 THEN to_id ELSE from_id END AS id,
           CASE WHEN from_kind = ?2 AND from_id = ?3 THEN 'out' ELSE 'in' END AS direction,
           NULL AS label, NULL AS size
         FROM relations
         WHERE user_id = ?1 AND ((from_kind = ?2 AND from_id = ?3) OR (to_kind = ?2 AND to_id = ?3))
         ORDER BY score DESC, kind, id LIMIT ?4)
       UNION ALL
       SELECT * FROM (
         SELECT 'cluster' AS src, NULL, c.cohesion, NULL, NULL, c.cluster_id, NULL, c.label, c.member_count
         FROM cluster_members m JOIN clusters c ON c.user_id = m.user_id AND c.cluster_id = m.cluster_id
         WHERE m.user_id = ?1 AND m.member_kind = ?2 AND m.member_id = ?3
         ORDER BY c.cohesion DESC, c.cluster_id LIMIT 1)`,
    )
    .bind(userId, item.kind, item.id, MAX_LINKS)
    .all<{
      src: "link" | "cluster";
      relation: RelationRow["relation"];
      score: number;
      shared: string | null;
      kind: "node" | "memory";
      id: string;
      direction: "out" | "in";
      label: string | null;
      size: number | null;
    }>();
  const links: LinkRow[] = [];
  let cluster: ClusterHead | null = null;
  for (const r of results) {
    if (r.src === "cluster") cluster = { clusterId: r.id, label: r.label ?? "", cohesion: r.score, size: r.size ?? 0 };
    else
      links.push({ relation: r.relation, score: r.score, shared: parseJson<string[]>(r.shared ?? "[]", []), kind: r.kind, id: r.id, direction: r.direction });
  }
  return { links, cluster };
}

/** The other members of a cluster (at most 200), in key order. */
export async function clusterMates(db: Database, userId: string, clusterId: string, item: ItemRef): Promise<ItemRef[]> {
  const others = await db
    .select({ kind: clusterMembers.memberKind, id: clusterMembers.memberId })
    .from(clusterMembers)
    .where(and(eq(clusterMembers.userId, userId), eq(clusterMembers.clusterId, clusterId)))
    .orderBy(asc(clusterMembers.memberKind), asc(clusterMembers.memberId))
    .limit(201);
  return others.filter((o) => !(o.kind === item.kind && o.id === item.id)).slice(0, 200);
}

export interface ItemFacts {
  title: string;
  atMs: number;
  /** A memory's status; null for a node. */
  status: string | null;
}

/** Title (a node's, a memory's text) and time of each item that still exists, by `kind:id`. */
export async function itemFacts(db: Database, userId: string, refs: readonly ItemRef[]): Promise<Map<string, ItemFacts>> {
  const nodeIds = [...new Set(refs.filter((r) => r.kind === "node").map((r) => r.id))];
  const memoryIds = [...new Set(refs.filter((r) => r.kind === "memory").map((r) => r.id))];
  const [nodes, mems] = await Promise.all([
    nodeIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: tocNodes.nodeId, title: tocNodes.title, atMs: tocNodes.startTsMs })
          .from(tocNodes)
          .where(and(eq(tocNodes.userId, userId), inJson(tocNodes.nodeId, JSON.stringify(nodeIds)))),
    memoryIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: memories.memoryId, title: memories.text, atMs: memories.createdAtMs, status: memories.status })
          .from(memories)
          .where(and(eq(memories.userId, userId), inJson(memories.memoryId, JSON.stringify(memoryIds)))),
  ]);
  const out = new Map<string, ItemFacts>();
  for (const n of nodes) out.set(`node:${n.id}`, { title: n.title, atMs: n.atMs, status: null });
  for (const m of mems) out.set(`memory:${m.id}`, { title: m.title, atMs: m.atMs, status: m.status });
  return out;
}
