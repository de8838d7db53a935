import { and, eq, sql } from "drizzle-orm";
import type { UseStats } from "../core/consolidation/decay";
import type { Database } from "./handle";
import { inJson } from "./json-rows";
import { uses, type USE_TARGET_KINDS } from "./schema";

export type UseTargetKind = (typeof USE_TARGET_KINDS)[number];
export type UseHow = "opened" | "cited";

/** A thing that was used: a node, a grip or a memory, by id. */
export interface UseRef {
  kind: UseTargetKind;
  id: string;
}

/** The latest use times a row keeps: as many as the promotion rule counts. */
export const RECENT_USES_KEPT = 5;

/*
 * Raw SQL: one upsert for any number of targets reads them from a JSON parameter (D1 binds at
 * most 100 parameters), and `recent_uses` is a JSON array kept to its last 5 entries, which
 * Drizzle's upsert cannot express. Only targets the user owns are counted: a node in toc_nodes,
 * a grip in grips, a memory in memories.
 */
const UPSERT_USES = `
INSERT INTO uses (user_id, target_kind, target_id, use_count, opened_count, cited_count, first_used_at_ms, last_used_at_ms, recent_uses)
SELECT ?1, j.kind, j.id, 1, ?2, ?3, ?4, ?4, json_array(?4)
FROM (SELECT DISTINCT value ->> '$.kind' AS kind, value ->> '$.id' AS id FROM json_each(?5)) AS j
WHERE (j.kind = 'node' AND EXISTS (SELECT 1 FROM toc_nodes n WHERE n.user_id = ?1 AND n.node_id = j.id))
   OR (j.kind = 'grip' AND EXISTS (SELECT 1 FROM grips g WHERE g.user_id = ?1 AND g.grip_id = j.id))
   OR (j.kind = 'memory' AND EXISTS (SELECT 1 FROM memories m WHERE m.user_id = ?1 AND m.memory_id = j.id))
ON CONFLICT (user_id, target_kind, target_id) DO UPDATE SET
  use_count = use_count + 1,
  opened_count = opened_count + excluded.opened_count,
  cited_count = cited_count + excluded.cited_count,
  last_used_at_ms = max(last_used_at_ms, excluded.last_used_at_ms),
  faded_at_ms = NULL,
  recent_uses = CASE
    WHEN json_array_length(recent_uses) >= ${RECENT_USES_KEPT}
      THEN json_remove(json_insert(recent_uses, '$[#]', excluded.last_used_at_ms), '$[0]')
    ELSE json_insert(recent_uses, '$[#]', excluded.last_used_at_ms)
  END`;

/**
 * Counts one use of each target (a target named twice counts once): opened (read, expanded)
 * or cited (returned in a digest or an MCP answer). Targets the user does not have are skipped.
 * A use brings a faded node back (see the decay step).
 * Answers how many were counted.
 */
export async function recordUses(db: Database, userId: string, refs: readonly UseRef[], how: UseHow, nowMs: number): Promise<number> {
  if (refs.length === 0) return 0;
  const json = JSON.stringify(refs.map((r) => ({ kind: r.kind, id: r.id })));
  const result = await db.$client
    .prepare(UPSERT_USES)
    .bind(userId, how === "opened" ? 1 : 0, how === "cited" ? 1 : 0, nowMs, json)
    .run();
  return result.meta.changes;
}

/**
 * Counts several calls' uses in one D1 batch (one round trip): each call's targets once, at
 * that call's time, as recordUses would have one call at a time.
 */
export async function recordUseCalls(db: Database, userId: string, calls: readonly { refs: readonly UseRef[]; atMs: number }[], how: UseHow): Promise<void> {
  const statements = calls
    .filter((c) => c.refs.length > 0)
    .map((c) =>
      db.$client
        .prepare(UPSERT_USES)
        .bind(userId, how === "opened" ? 1 : 0, how === "cited" ? 1 : 0, c.atMs, JSON.stringify(c.refs.map((r) => ({ kind: r.kind, id: r.id })))),
    );
  if (statements.length > 0) await db.$client.batch(statements);
}

/** A uses row as the decay reads it, with the counts the API shows. */
export interface UseRow {
  kind: UseTargetKind;
  id: string;
  useCount: number;
  openedCount: number;
  citedCount: number;
  firstUsedAtMs: number;
  lastUsedAtMs: number;
  recentUsesMs: number[];
  reviewCount: number;
  strength: number;
  fadedAtMs: number | null;
}

function parseTimes(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((t): t is number => typeof t === "number") : [];
  } catch {
    return [];
  }
}

function rowOf(r: typeof uses.$inferSelect): UseRow {
  return {
    kind: r.targetKind,
    id: r.targetId,
    useCount: r.useCount,
    openedCount: r.openedCount,
    citedCount: r.citedCount,
    firstUsedAtMs: r.firstUsedAtMs,
    lastUsedAtMs: r.lastUsedAtMs,
    recentUsesMs: parseTimes(r.recentUses),
    reviewCount: r.reviewCount,
    strength: r.strength,
    fadedAtMs: r.fadedAtMs,
  };
}

/** The use rows of these targets of one kind, by id (targets never used are absent). */
export async function useRows(db: Database, userId: string, kind: UseTargetKind, ids: readonly string[]): Promise<Map<string, UseRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(uses)
    .where(and(eq(uses.userId, userId), eq(uses.targetKind, kind), inJson(uses.targetId, JSON.stringify([...new Set(ids)]))));
  return new Map(rows.map((r) => [r.targetId, rowOf(r)]));
}

/** Every use row of a user of one kind (the decay step reads them all; a user has thousands at most). */
export async function allUseRows(db: Database, userId: string, kind: UseTargetKind): Promise<UseRow[]> {
  const rows = await db
    .select()
    .from(uses)
    .where(and(eq(uses.userId, userId), eq(uses.targetKind, kind)))
    .orderBy(uses.targetId);
  return rows.map(rowOf);
}

/** What the decay reads of a target: its use row, or a target never used, made at `createdAtMs`. */
export function useStatsOf(row: UseRow | undefined, createdAtMs: number): UseStats {
  if (!row) return { useCount: 0, lastUsedAtMs: null, createdAtMs, strength: 1, reviewCount: 0, recentUsesMs: [] };
  return {
    useCount: row.useCount,
    lastUsedAtMs: row.lastUsedAtMs,
    createdAtMs,
    strength: row.strength,
    reviewCount: row.reviewCount,
    recentUsesMs: row.recentUsesMs,
  };
}

/** How much a review approving a target strengthens it (toward 1), and how much a rejection weakens it. */
const REVIEW_APPROVE_GAIN = 0.5;
const REVIEW_REJECT_FACTOR = 0.5;

/**
 * Records a review of a target: review_count + 1; approved raises strength halfway to 1,
 * rejected halves it. Creates the row if the target was never used (its first use time is the review).
 */
export async function recordReview(db: Database, userId: string, kind: UseTargetKind, id: string, approved: boolean, nowMs: number): Promise<void> {
  const strength = approved
    ? sql`min(1.0, ${uses.strength} + (1.0 - ${uses.strength}) * ${REVIEW_APPROVE_GAIN})`
    : sql`${uses.strength} * ${REVIEW_REJECT_FACTOR}`;
  await db
    .insert(uses)
    .values({
      userId,
      targetKind: kind,
      targetId: id,
      firstUsedAtMs: nowMs,
      lastUsedAtMs: nowMs,
      reviewCount: 1,
      strength: approved ? 1 : REVIEW_REJECT_FACTOR,
    })
    .onConflictDoUpdate({ target: [uses.userId, uses.targetKind, uses.targetId], set: { reviewCount: sql`${uses.reviewCount} + 1`, strength } });
}

/**
 * Marks a node or grip as let go by the decay step (idempotent: the first time stays). A target
 * never used gets a row with no use whose times are `createdAtMs`, so its age is unchanged.
 */
export async function markFaded(db: Database, userId: string, kind: "node" | "grip", id: string, createdAtMs: number, nowMs: number): Promise<void> {
  await db
    .insert(uses)
    .values({ userId, targetKind: kind, targetId: id, firstUsedAtMs: createdAtMs, lastUsedAtMs: createdAtMs, useCount: 0, fadedAtMs: nowMs })
    .onConflictDoUpdate({ target: [uses.userId, uses.targetKind, uses.targetId], set: { fadedAtMs: sql`coalesce(${uses.fadedAtMs}, ${nowMs})` } });
}
