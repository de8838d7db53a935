/** Long-term memories: list, read, remember, change, archive. Shared by the REST routes and the MCP tools. */
import { z } from "@hono/zod-openapi";
import { ulid } from "ulid";
import { decodeCursor, encodeCursor } from "../core/cursor";
import { AppError } from "../core/errors";
import {
  MAX_MEMORY_KEY_CHARS,
  MAX_MEMORY_TEXT_CHARS,
  MEMORY_KINDS,
  MEMORY_ORIGINS,
  MEMORY_STATUSES,
  ARCHIVE_REASONS,
  normalizeKey,
} from "../core/memories/model";
import { existingGrips, findMemory, insertMemory, listMemories, type MemoryRow, type MemoryWithGrips, supersededHistory, updateMemory } from "../db/memories";
import { type Caller, CursorParam, databaseOf } from "./common";
import { countUses } from "./uses";
import { RelatedSchema, relatedOf } from "./related";

const DEFAULT_MEMORIES = 20;
const MAX_MEMORIES = 100;
/** Grips a client may name as a memory's support. */
const MAX_MEMORY_GRIPS = 20;

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

export const MemorySchema = z
  .object({
    memory_id: z.string().openapi({ example: "mem_01KJWJHKTXQ8V7T4ZC9R6N1B5H" }),
    kind: z.enum(MEMORY_KINDS),
    text: z.string().openapi({ example: "We use jose for JWTs, not jsonwebtoken." }),
    key: z.string().nullable().openapi({ description: "the subject: a newer active memory on the same key and project supersedes this one" }),
    project: z.string().nullable().openapi({ description: "the project's name; null: it holds for every project" }),
    project_id: z.string().nullable(),
    confidence: z.number(),
    status: z.enum(MEMORY_STATUSES),
    origin: z.enum(MEMORY_ORIGINS).openapi({ description: "remembered (asked for), extracted (from a segment), model (extracted by the model), merged" }),
    archived_reason: z.enum(ARCHIVE_REASONS).nullable(),
    superseded_by: z.string().nullable(),
    source_node_id: z.string().nullable().openapi({ description: "the segment node it was extracted from" }),
    grip_ids: z.array(z.string()).openapi({ description: "the grips that support it (expand one with GET /v1/grips/{id})" }),
    created_at: z.string(),
    updated_at: z.string(),
    archived_at: z.string().nullable(),
    purge_after: z
      .string()
      .nullable()
      .openapi({ description: "an archived memory is recoverable until then, and deleted after; null: kept (superseded history)" }),
  })
  .openapi("Memory");

export type MemoryView = z.infer<typeof MemorySchema>;

export function memoryView(m: MemoryRow & { gripIds?: string[] }): MemoryView {
  return {
    memory_id: m.memoryId,
    kind: m.kind,
    text: m.text,
    key: m.key,
    project: m.project === "" ? null : m.project,
    project_id: m.projectId,
    confidence: m.confidence,
    status: m.status,
    origin: m.origin,
    archived_reason: m.archivedReason,
    superseded_by: m.supersededBy,
    source_node_id: m.sourceNodeId,
    grip_ids: m.gripIds ?? [],
    created_at: iso(m.createdAtMs),
    updated_at: iso(m.updatedAtMs),
    archived_at: isoOrNull(m.archivedAtMs),
    purge_after: isoOrNull(m.purgeAfterMs),
  };
}

export const MemoryIdSchema = z.string().min(1).max(200);
const ProjectParam = z.string().trim().min(1).max(256);
const TextParam = z.string().trim().min(1).max(MAX_MEMORY_TEXT_CHARS);
const KeyParam = z.string().trim().min(1).max(MAX_MEMORY_KEY_CHARS).transform(normalizeKey);

export const MemoriesQuerySchema = z.object({
  status: z.enum(MEMORY_STATUSES).optional(),
  kind: z.enum(MEMORY_KINDS).optional(),
  project: ProjectParam.optional().openapi({ description: "a project's name: its memories and those of no project" }),
  limit: z.coerce.number().int().min(1).max(MAX_MEMORIES).default(DEFAULT_MEMORIES),
  cursor: CursorParam.optional(),
});

export const MemoriesAnswerSchema = z.object({ memories: z.array(MemorySchema), next_cursor: z.string().nullable(), has_more: z.boolean() });
export const MemoryAnswerSchema = z.object({
  memory: MemorySchema,
  history: z.array(MemorySchema).openapi({ description: "the memories it superseded on its key, newest first" }),
  related: RelatedSchema.openapi({ description: "what else is on the same subject: links (consolidated_from for a merge's originals) and cluster" }),
});

export const RememberBodySchema = z
  .object({
    kind: z.enum(MEMORY_KINDS),
    text: TextParam,
    key: KeyParam.optional().openapi({ description: "the subject; the active memory on the same key and project is superseded (kept as history)" }),
    project: ProjectParam.optional().openapi({ description: "the project's name; omitted: the memory holds for every project" }),
    project_id: z.string().trim().min(1).max(1024).optional(),
    grip_ids: z.array(z.string().min(1).max(200)).max(MAX_MEMORY_GRIPS).optional().openapi({ description: "grips that support it (they must be yours)" }),
  })
  .openapi("RememberRequest");

export const RememberAnswerSchema = z.object({
  memory: MemorySchema,
  superseded: z.string().nullable().openapi({ description: "the memory it superseded on its key, if any" }),
});

export const MemoryPatchSchema = z
  .object({
    kind: z.enum(MEMORY_KINDS).optional(),
    text: TextParam.optional(),
    key: KeyParam.nullable().optional(),
    project: ProjectParam.nullable().optional(),
    project_id: z.string().trim().min(1).max(1024).nullable().optional(),
    status: z
      .enum(["active", "archived"])
      .optional()
      .openapi({ description: "active: promote a candidate or restore an archived memory; archived: archive it (recoverable for 30 days)" }),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "name at least one field to change" })
  .openapi("MemoryPatch");

const MemoryCursorSchema = z.tuple([z.number().int(), z.string()]);

/** Where a page of memories ends, as the cursor that resumes after it. */
export const memoriesCursor = (last: Pick<MemoryView, "updated_at" | "memory_id">): string => encodeCursor([Date.parse(last.updated_at), last.memory_id]);
const noSuchMemory = () => new AppError("not_found", "no such memory");

export async function readMemories(caller: Caller, q: z.output<typeof MemoriesQuerySchema>): Promise<z.infer<typeof MemoriesAnswerSchema>> {
  const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor, MemoryCursorSchema);
  const page = await listMemories(databaseOf(caller), caller.user.userId, {
    status: q.status,
    kind: q.kind,
    project: q.project,
    after: after && { updatedAtMs: after[0], memoryId: after[1] },
    limit: q.limit + 1,
  });
  const hasMore = page.length > q.limit;
  const rows: MemoryWithGrips[] = hasMore ? page.slice(0, q.limit) : page;
  const last = rows[rows.length - 1];
  return { memories: rows.map(memoryView), next_cursor: hasMore && last ? memoriesCursor(memoryView(last)) : null, has_more: hasMore };
}

export async function readMemory(caller: Caller, memoryId: string): Promise<z.infer<typeof MemoryAnswerSchema>> {
  const db = databaseOf(caller);
  const memory = await findMemory(db, caller.user.userId, memoryId);
  if (!memory) throw noSuchMemory();
  countUses(caller, [{ kind: "memory", id: memory.memoryId }], "opened");
  const [history, related] = await Promise.all([supersededHistory(db, caller.user.userId, memoryId), relatedOf(caller, { kind: "memory", id: memoryId })]);
  return { memory: memoryView(memory), history: history.map((m) => memoryView(m)), related };
}

async function checkGrips(caller: Caller, gripIds: readonly string[]): Promise<void> {
  const found = await existingGrips(databaseOf(caller), caller.user.userId, gripIds);
  const missing = gripIds.findIndex((g) => !found.has(g));
  if (missing >= 0) throw new AppError("bad_request", "no such grip", { issues: [{ field: `grip_ids[${missing}]`, message: "is not one of your grips" }] });
}

/** Stores what the caller asked to remember: active, confidence 1. */
export async function remember(caller: Caller, body: z.output<typeof RememberBodySchema>): Promise<z.infer<typeof RememberAnswerSchema>> {
  const db = databaseOf(caller);
  const gripIds = body.grip_ids ?? [];
  await checkGrips(caller, gripIds);
  const memoryId = `mem_${ulid()}`;
  const { superseded } = await insertMemory(
    db,
    caller.user.userId,
    {
      memoryId,
      kind: body.kind,
      text: body.text,
      key: body.key ?? null,
      project: body.project ?? "",
      projectId: body.project_id ?? null,
      confidence: 1,
      status: "active",
      origin: "remembered",
      gripIds,
    },
    Date.now(),
  );
  const memory = await findMemory(db, caller.user.userId, memoryId);
  if (!memory) throw new Error("a memory just stored is missing");
  return { memory: memoryView(memory), superseded };
}

export async function changeMemory(caller: Caller, memoryId: string, patch: z.output<typeof MemoryPatchSchema>): Promise<z.infer<typeof RememberAnswerSchema>> {
  const db = databaseOf(caller);
  const userId = caller.user.userId;
  const current = await findMemory(db, userId, memoryId);
  if (!current) throw noSuchMemory();
  const { superseded } = await updateMemory(
    db,
    userId,
    current,
    {
      kind: patch.kind,
      text: patch.text,
      key: patch.key,
      project: patch.project === undefined ? undefined : (patch.project ?? ""),
      projectId: patch.project_id,
      status: patch.status,
    },
    Date.now(),
  );
  return { memory: memoryView((await findMemory(db, userId, memoryId))!), superseded };
}

/** Archives a memory: recoverable for 30 days (PATCH status active), then deleted. */
export async function archiveMemory(caller: Caller, memoryId: string): Promise<{ memory: MemoryView }> {
  const db = databaseOf(caller);
  const userId = caller.user.userId;
  const current = await findMemory(db, userId, memoryId);
  if (!current) throw noSuchMemory();
  if (current.status !== "archived") await updateMemory(db, userId, current, { status: "archived", archivedReason: "deleted" }, Date.now());
  return { memory: memoryView((await findMemory(db, userId, memoryId))!) };
}
