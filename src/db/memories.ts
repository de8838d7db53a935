import { and, desc, eq, inArray, isNotNull, lt, lte, ne, or, type SQL } from "drizzle-orm";
import { ARCHIVE_RETENTION_MS, type ArchiveReason, type MemoryKind, type MemoryOrigin, type MemoryStatus, SOURCE_GRIP_BULLET } from "../core/memories/model";
import { type Database, prepared } from "./handle";
import { inJson } from "./json-rows";
import { grips, memories, memoryGrips } from "./schema";

/** A memory as stored. `project` is '' for a memory of no project. */
export type MemoryRow = typeof memories.$inferSelect;

/** A memory with the grips that support it. */
export interface MemoryWithGrips extends MemoryRow {
  gripIds: string[];
}

/** What a new memory is made of. */
export interface MemoryDraft {
  memoryId: string;
  kind: MemoryKind;
  text: string;
  key: string | null;
  project: string;
  projectId: string | null;
  confidence: number;
  status: Exclude<MemoryStatus, "archived">;
  origin: MemoryOrigin;
  sourceSegmentId?: string | null;
  sourceNodeId?: string | null;
  gripIds: readonly string[];
}

/**
 * The statement that archives the active memory on `key` in `project` (other than `selfId`) as
 * superseded by `selfId`: run in the same batch that makes `selfId` active, so that the unique
 * index on active keys never sees two, and so that no concurrent write slips between.
 */
function supersedeStatement(db: Database, userId: string, project: string, key: string, selfId: string, nowMs: number): D1PreparedStatement {
  return prepared(
    db,
    db
      .update(memories)
      .set({ status: "archived", archivedReason: "superseded", supersededBy: selfId, archivedAtMs: nowMs, purgeAfterMs: null, updatedAtMs: nowMs })
      .where(
        and(eq(memories.userId, userId), eq(memories.project, project), eq(memories.key, key), eq(memories.status, "active"), ne(memories.memoryId, selfId)),
      ),
  );
}

/** The active memory on the key now, if any (what a write of `key` would supersede). */
async function activeOnKey(db: Database, userId: string, project: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ memoryId: memories.memoryId })
    .from(memories)
    .where(and(eq(memories.userId, userId), eq(memories.project, project), eq(memories.key, key), eq(memories.status, "active")));
  return row?.memoryId ?? null;
}

/**
 * Stores a memory and its grips; an active one with a key supersedes the active memory on the
 * same key and project (archived, kept as history). A memory whose id exists already is left as
 * it is (`created: false`): extraction ids are derived from their source.
 */
export async function insertMemory(db: Database, userId: string, draft: MemoryDraft, nowMs: number): Promise<{ created: boolean; superseded: string | null }> {
  const willSupersede = draft.status === "active" && draft.key !== null;
  const previous = willSupersede ? await activeOnKey(db, userId, draft.project, draft.key!) : null;
  const exists = db.$client.prepare("SELECT 1 FROM memories WHERE user_id = ?1 AND memory_id = ?2").bind(userId, draft.memoryId);
  const statements: D1PreparedStatement[] = [exists];
  if (willSupersede) {
    // Only when the memory is new: a re-extraction must not archive what replaced it since.
    statements.push(
      db.$client
        .prepare(
          `UPDATE memories SET status = 'archived', archived_reason = 'superseded', superseded_by = ?2, archived_at_ms = ?5, purge_after_ms = NULL, updated_at_ms = ?5
           WHERE user_id = ?1 AND project = ?3 AND key = ?4 AND status = 'active' AND memory_id != ?2
             AND NOT EXISTS (SELECT 1 FROM memories WHERE user_id = ?1 AND memory_id = ?2)`,
        )
        .bind(userId, draft.memoryId, draft.project, draft.key, nowMs),
    );
  }
  statements.push(
    prepared(
      db,
      db
        .insert(memories)
        .values({
          userId,
          memoryId: draft.memoryId,
          kind: draft.kind,
          text: draft.text,
          key: draft.key,
          project: draft.project,
          projectId: draft.projectId,
          confidence: draft.confidence,
          status: draft.status,
          origin: draft.origin,
          sourceSegmentId: draft.sourceSegmentId ?? null,
          sourceNodeId: draft.sourceNodeId ?? null,
          createdAtMs: nowMs,
          updatedAtMs: nowMs,
        })
        .onConflictDoNothing(),
    ),
  );
  if (draft.gripIds.length > 0) {
    statements.push(
      db.$client
        .prepare("INSERT INTO memory_grips (user_id, memory_id, grip_id) SELECT ?1, ?2, value FROM json_each(?3) WHERE true ON CONFLICT DO NOTHING")
        .bind(userId, draft.memoryId, JSON.stringify([...new Set(draft.gripIds)])),
    );
  }
  const results = await db.$client.batch(statements);
  const created = results[0]!.results.length === 0;
  return { created, superseded: created ? previous : null };
}

/**
 * The statements that store an extracted memory as a candidate with its grips; a memory whose
 * id exists already (the same segment extracted again) is left as it is. A source grip (one
 * extraction made on the message the memory was said in, no bullet's grip supporting it) is stored
 * first, in the same batch: the same id on a second run leaves the first as it is.
 */
export function candidateStatements(
  db: Database,
  userId: string,
  c: {
    memory_id: string;
    kind: MemoryKind;
    text: string;
    key: string | null;
    project: string;
    project_id: string | null;
    confidence: number;
    origin: "extracted" | "model";
    grip_ids: readonly string[];
    source_node_id: string;
    source_segment_id: string;
    source_grip?: { grip_id: string; session_id: string; event_id: string; ts_ms: number; excerpt: string } | undefined;
  },
  nowMs: number,
): D1PreparedStatement[] {
  const g = c.source_grip;
  const sourceGrip = g
    ? [
        prepared(
          db,
          db
            .insert(grips)
            .values({
              userId,
              gripId: g.grip_id,
              nodeId: c.source_node_id,
              bulletIndex: SOURCE_GRIP_BULLET,
              excerpt: g.excerpt,
              eventIdStart: g.event_id,
              eventIdEnd: g.event_id,
              sessionId: g.session_id,
              tsMs: g.ts_ms,
              score: 1,
              createdAtMs: nowMs,
            })
            .onConflictDoNothing(),
        ),
      ]
    : [];
  return [
    ...sourceGrip,
    prepared(
      db,
      db
        .insert(memories)
        .values({
          userId,
          memoryId: c.memory_id,
          kind: c.kind,
          text: c.text,
          key: c.key,
          project: c.project,
          projectId: c.project_id,
          confidence: c.confidence,
          status: "candidate",
          origin: c.origin,
          sourceSegmentId: c.source_segment_id,
          sourceNodeId: c.source_node_id,
          createdAtMs: nowMs,
          updatedAtMs: nowMs,
        })
        .onConflictDoNothing(),
    ),
    db.$client
      .prepare("INSERT INTO memory_grips (user_id, memory_id, grip_id) SELECT ?1, ?2, value FROM json_each(?3) WHERE true ON CONFLICT DO NOTHING")
      .bind(userId, c.memory_id, JSON.stringify([...new Set(c.grip_ids)])),
  ];
}

/** The grips of `gripIds` the user has (for checking what a client names). */
export async function existingGrips(db: Database, userId: string, gripIds: readonly string[]): Promise<Set<string>> {
  if (gripIds.length === 0) return new Set();
  const rows = await db
    .select({ gripId: grips.gripId })
    .from(grips)
    .where(and(eq(grips.userId, userId), inJson(grips.gripId, JSON.stringify(gripIds))));
  return new Set(rows.map((r) => r.gripId));
}

async function gripsOf(db: Database, userId: string, memoryIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(memoryIds.map((id) => [id, []]));
  if (memoryIds.length === 0) return out;
  const rows = await db
    .select({ memoryId: memoryGrips.memoryId, gripId: memoryGrips.gripId })
    .from(memoryGrips)
    .where(and(eq(memoryGrips.userId, userId), inJson(memoryGrips.memoryId, JSON.stringify(memoryIds))))
    .orderBy(memoryGrips.memoryId, memoryGrips.gripId);
  for (const r of rows) out.get(r.memoryId)?.push(r.gripId);
  return out;
}

export interface MemoryFilter {
  status?: MemoryStatus | undefined;
  kind?: MemoryKind | undefined;
  /** A project's name: its memories and those of no project. */
  project?: string | undefined;
  /** Resume after this position (newest first by update time, then id). */
  after?: { updatedAtMs: number; memoryId: string } | undefined;
  limit: number;
}

/** A page of the user's memories, newest update first, each with its grips. */
export async function listMemories(db: Database, userId: string, filter: MemoryFilter): Promise<MemoryWithGrips[]> {
  const where: (SQL | undefined)[] = [eq(memories.userId, userId)];
  if (filter.status) where.push(eq(memories.status, filter.status));
  if (filter.kind) where.push(eq(memories.kind, filter.kind));
  if (filter.project !== undefined) where.push(inArray(memories.project, [filter.project, ""]));
  if (filter.after) {
    const { updatedAtMs, memoryId } = filter.after;
    where.push(or(lt(memories.updatedAtMs, updatedAtMs), and(eq(memories.updatedAtMs, updatedAtMs), lt(memories.memoryId, memoryId))));
  }
  const rows = await db
    .select()
    .from(memories)
    .where(and(...where))
    .orderBy(desc(memories.updatedAtMs), desc(memories.memoryId))
    .limit(filter.limit);
  const gripMap = await gripsOf(
    db,
    userId,
    rows.map((r) => r.memoryId),
  );
  return rows.map((r) => ({ ...r, gripIds: gripMap.get(r.memoryId) ?? [] }));
}

export async function findMemory(db: Database, userId: string, memoryId: string): Promise<MemoryWithGrips | undefined> {
  const [row] = await db
    .select()
    .from(memories)
    .where(and(eq(memories.userId, userId), eq(memories.memoryId, memoryId)));
  if (!row) return undefined;
  const gripMap = await gripsOf(db, userId, [memoryId]);
  return { ...row, gripIds: gripMap.get(memoryId) ?? [] };
}

/** The memories `memoryId` superseded, directly or through earlier ones, newest first (its history). */
export async function supersededHistory(db: Database, userId: string, memoryId: string, limit = 20): Promise<MemoryRow[]> {
  const { results } = await db.$client
    .prepare(
      `WITH RECURSIVE chain(memory_id, depth) AS (
         SELECT memory_id, 1 FROM memories WHERE user_id = ?1 AND superseded_by = ?2
         UNION
         SELECT m.memory_id, chain.depth + 1 FROM memories m JOIN chain ON m.superseded_by = chain.memory_id
         WHERE m.user_id = ?1 AND chain.depth < ?3
       )
       SELECT m.* FROM memories m JOIN chain USING (memory_id) WHERE m.user_id = ?1 ORDER BY m.created_at_ms DESC, m.memory_id DESC LIMIT ?3`,
    )
    .bind(userId, memoryId, limit)
    .all<Record<string, unknown>>();
  return results.map(rowFromSql);
}

function rowFromSql(r: Record<string, unknown>): MemoryRow {
  return {
    userId: r["user_id"] as string,
    memoryId: r["memory_id"] as string,
    kind: r["kind"] as MemoryKind,
    text: r["text"] as string,
    key: r["key"] as string | null,
    project: r["project"] as string,
    projectId: r["project_id"] as string | null,
    confidence: r["confidence"] as number,
    status: r["status"] as MemoryStatus,
    origin: r["origin"] as MemoryOrigin,
    archivedReason: r["archived_reason"] as MemoryRow["archivedReason"],
    supersededBy: r["superseded_by"] as string | null,
    sourceSegmentId: r["source_segment_id"] as string | null,
    sourceNodeId: r["source_node_id"] as string | null,
    createdAtMs: r["created_at_ms"] as number,
    updatedAtMs: r["updated_at_ms"] as number,
    archivedAtMs: r["archived_at_ms"] as number | null,
    purgeAfterMs: r["purge_after_ms"] as number | null,
  };
}

/** What a change to a memory may set. */
export interface MemoryChange {
  kind?: MemoryKind | undefined;
  text?: string | undefined;
  key?: string | null | undefined;
  project?: string | undefined;
  projectId?: string | null | undefined;
  confidence?: number | undefined;
  /** active: promote a candidate or restore an archived memory; archived: archive it (recoverable for 30 days). */
  status?: MemoryStatus | undefined;
  archivedReason?: ArchiveReason | undefined;
}

/**
 * Changes a memory. One that is (or becomes) active with a key supersedes the active memory on
 * that key; one archived becomes recoverable for ARCHIVE_RETENTION_MS; one restored or promoted
 * to active loses its archive marks. Answers the memory as it is after, and the one it superseded.
 */
export async function updateMemory(
  db: Database,
  userId: string,
  current: MemoryRow,
  change: MemoryChange,
  nowMs: number,
): Promise<{ superseded: string | null }> {
  const { statements, superseded } = await memoryUpdateStatements(db, userId, current, change, nowMs);
  await db.$client.batch(statements);
  return { superseded };
}

/** updateMemory's statements, for a batch that also holds other writes (a task closed by the same change). */
export async function memoryUpdateStatements(
  db: Database,
  userId: string,
  current: MemoryRow,
  change: MemoryChange,
  nowMs: number,
): Promise<{ statements: D1PreparedStatement[]; superseded: string | null }> {
  const status = change.status ?? current.status;
  const key = change.key === undefined ? current.key : change.key;
  const project = change.project ?? current.project;
  const set: Partial<typeof memories.$inferInsert> = { updatedAtMs: nowMs };
  if (change.kind !== undefined) set.kind = change.kind;
  if (change.text !== undefined) set.text = change.text;
  if (change.key !== undefined) set.key = change.key;
  if (change.project !== undefined) set.project = change.project;
  if (change.projectId !== undefined) set.projectId = change.projectId;
  if (change.confidence !== undefined) set.confidence = change.confidence;
  if (status !== current.status) set.status = status;
  if (status === "archived" && current.status !== "archived") {
    set.archivedReason = change.archivedReason ?? "archived";
    set.archivedAtMs = nowMs;
    set.purgeAfterMs = nowMs + ARCHIVE_RETENTION_MS;
  }
  if (status !== "archived" && current.status === "archived") {
    set.archivedReason = null;
    set.archivedAtMs = null;
    set.purgeAfterMs = null;
    set.supersededBy = null;
  }
  const statements: D1PreparedStatement[] = [];
  let superseded: string | null = null;
  if (status === "active" && key !== null) {
    superseded = await activeOnKey(db, userId, project, key);
    if (superseded === current.memoryId) superseded = null;
    statements.push(supersedeStatement(db, userId, project, key, current.memoryId, nowMs));
  }
  statements.push(
    prepared(
      db,
      db
        .update(memories)
        .set(set)
        .where(and(eq(memories.userId, userId), eq(memories.memoryId, current.memoryId))),
    ),
  );
  return { statements, superseded };
}

/** The statement that archives `memoryId` as superseded by `by` (kept as history, never purged). */
export function supersedeByStatement(db: Database, userId: string, memoryId: string, by: string, nowMs: number): D1PreparedStatement {
  return prepared(
    db,
    db
      .update(memories)
      .set({ status: "archived", archivedReason: "superseded", supersededBy: by, archivedAtMs: nowMs, purgeAfterMs: null, updatedAtMs: nowMs })
      .where(and(eq(memories.userId, userId), eq(memories.memoryId, memoryId))),
  );
}

/**
 * Deletes archived memories whose 30 days have passed, with their grips, their use counts and
 * the relations naming them (a merged memory's `consolidated_from` link to a purged original
 * included), over all users; at most `limit` per call. Answers how many went.
 */
export async function purgeExpiredMemories(db: Database, nowMs: number, limit: number): Promise<number> {
  const due = await db
    .select({ userId: memories.userId, memoryId: memories.memoryId })
    .from(memories)
    .where(and(isNotNull(memories.purgeAfterMs), lte(memories.purgeAfterMs, nowMs), eq(memories.status, "archived")))
    .limit(limit);
  if (due.length === 0) return 0;
  const json = JSON.stringify(due.map((d) => [d.userId, d.memoryId]));
  const pairs = "(SELECT value ->> '$[0]', value ->> '$[1]' FROM json_each(?1))";
  await db.$client.batch([
    db.$client.prepare(`DELETE FROM memory_grips WHERE (user_id, memory_id) IN ${pairs}`).bind(json),
    db.$client.prepare(`DELETE FROM memories WHERE (user_id, memory_id) IN ${pairs} AND status = 'archived' AND purge_after_ms <= ?2`).bind(json, nowMs),
    // Of the selected ones, those now gone (the delete above re-checks status and time, in the same transaction).
    db.$client
      .prepare(
        `DELETE FROM uses WHERE target_kind = 'memory' AND (user_id, target_id) IN ${pairs}
         AND NOT EXISTS (SELECT 1 FROM memories m WHERE m.user_id = uses.user_id AND m.memory_id = uses.target_id)`,
      )
      .bind(json),
    db.$client
      .prepare(
        `DELETE FROM relations WHERE
           (from_kind = 'memory' AND (user_id, from_id) IN ${pairs}
             AND NOT EXISTS (SELECT 1 FROM memories m WHERE m.user_id = relations.user_id AND m.memory_id = relations.from_id))
           OR (to_kind = 'memory' AND (user_id, to_id) IN ${pairs}
             AND NOT EXISTS (SELECT 1 FROM memories m WHERE m.user_id = relations.user_id AND m.memory_id = relations.to_id))`,
      )
      .bind(json),
  ]);
  return due.length;
}
