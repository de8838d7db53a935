import type { ExtractionSegment } from "../core/memories/extract";
import type { Database } from "./handle";

/** What the promote step reads to extract memory candidates: analyzed segments after the user's cursor. */

export interface ExtractionCursor {
  analyzedAtMs: number;
  segmentId: string;
}

export async function extractionCursor(db: Database, userId: string): Promise<ExtractionCursor | null> {
  const row = await db.$client
    .prepare("SELECT after_analyzed_at_ms AS a, after_segment_id AS s FROM memory_extraction WHERE user_id = ?1")
    .bind(userId)
    .first<{ a: number; s: string }>();
  return row ? { analyzedAtMs: row.a, segmentId: row.s } : null;
}

/** The statement that moves the cursor forward (never back: a stale run cannot rewind it). */
export function advanceCursorStatement(db: Database, userId: string, cursor: ExtractionCursor, nowMs: number): D1PreparedStatement {
  return db.$client
    .prepare(
      `INSERT INTO memory_extraction (user_id, after_analyzed_at_ms, after_segment_id, updated_at_ms) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (user_id) DO UPDATE SET after_analyzed_at_ms = excluded.after_analyzed_at_ms, after_segment_id = excluded.after_segment_id,
         updated_at_ms = excluded.updated_at_ms
       WHERE (excluded.after_analyzed_at_ms, excluded.after_segment_id) > (memory_extraction.after_analyzed_at_ms, memory_extraction.after_segment_id)`,
    )
    .bind(userId, cursor.analyzedAtMs, cursor.segmentId, nowMs);
}

/** A segment to extract from, with where it stands in the analyzed order. */
export interface SegmentForExtraction extends ExtractionSegment {
  analyzedAtMs: number;
}

/** Message types whose text extraction reads; others count for position only. */
const MESSAGE_TYPES = "('user_message', 'assistant_message')";

/**
 * Up to `limit` closed, analyzed segments after `after`, in the analyzed order, each with its
 * node's bullets, its grips and its events in order (the text of messages only). The project
 * is the one its events name (`metadata.project_id`, `metadata.project`).
 */
export async function segmentsForExtraction(db: Database, userId: string, after: ExtractionCursor | null, limit: number): Promise<SegmentForExtraction[]> {
  const { results: segs } = await db.$client
    .prepare(
      `SELECT s.segment_id, s.node_id, s.analyzed_at_ms, n.bullets FROM segments s JOIN toc_nodes n ON n.user_id = s.user_id AND n.node_id = s.node_id
       WHERE s.user_id = ?1 AND s.analyzed_at_ms IS NOT NULL AND s.state = 'closed'
         AND (?2 IS NULL OR (s.analyzed_at_ms, s.segment_id) > (?2, ?3))
       ORDER BY s.analyzed_at_ms, s.segment_id LIMIT ?4`,
    )
    .bind(userId, after?.analyzedAtMs ?? null, after?.segmentId ?? "", limit)
    .all<{ segment_id: string; node_id: string; analyzed_at_ms: number; bullets: string }>();
  if (segs.length === 0) return [];
  const ids = JSON.stringify(segs.map((s) => s.segment_id));
  const nodeIds = JSON.stringify(segs.map((s) => s.node_id));
  const [events, grips] = await db.$client.batch([
    db.$client
      .prepare(
        `SELECT m.segment_id, e.event_id, e.event_type, e.role,
           CASE WHEN e.event_type IN ${MESSAGE_TYPES} THEN e.text ELSE '' END AS text,
           json_extract(e.metadata, '$.project_id') AS project_id, json_extract(e.metadata, '$.project') AS project
         FROM segment_members m JOIN events e ON e.user_id = m.user_id AND e.event_id = m.event_id
         WHERE m.user_id = ?1 AND m.segment_id IN (SELECT value FROM json_each(?2))
         ORDER BY m.segment_id, e.ts_ms, e.event_id`,
      )
      .bind(userId, ids),
    db.$client
      .prepare(
        `SELECT node_id, grip_id, bullet_index, event_id_start, event_id_end FROM grips
         WHERE user_id = ?1 AND node_id IN (SELECT value FROM json_each(?2)) ORDER BY node_id, bullet_index, grip_id`,
      )
      .bind(userId, nodeIds),
  ]);
  type EventRow = { segment_id: string; event_id: string; event_type: string; role: string; text: string; project_id: string | null; project: string | null };
  type GripRow = { node_id: string; grip_id: string; bullet_index: number; event_id_start: string; event_id_end: string };
  const eventsBy = new Map<string, EventRow[]>();
  for (const e of (events!.results ?? []) as EventRow[]) {
    const list = eventsBy.get(e.segment_id) ?? [];
    list.push(e);
    eventsBy.set(e.segment_id, list);
  }
  const gripsBy = new Map<string, GripRow[]>();
  for (const g of (grips!.results ?? []) as GripRow[]) {
    const list = gripsBy.get(g.node_id) ?? [];
    list.push(g);
    gripsBy.set(g.node_id, list);
  }
  return segs.map((s) => {
    const evs = eventsBy.get(s.segment_id) ?? [];
    const named = evs.find((e) => typeof e.project_id === "string" || typeof e.project === "string");
    return {
      nodeId: s.node_id,
      segmentId: s.segment_id,
      analyzedAtMs: s.analyzed_at_ms,
      project: typeof named?.project === "string" ? named.project : "",
      projectId: typeof named?.project_id === "string" ? named.project_id : null,
      events: evs.map((e) => ({ eventId: e.event_id, eventType: e.event_type, role: e.role, text: e.text })),
      bullets: parseBullets(s.bullets),
      grips: (gripsBy.get(s.node_id) ?? []).map((g) => ({
        gripId: g.grip_id,
        bulletIndex: g.bullet_index,
        eventIdStart: g.event_id_start,
        eventIdEnd: g.event_id_end,
      })),
    };
  });
}

function parseBullets(json: string): { text: string; grip_ids: string[] }[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((b: unknown) => {
      if (typeof b !== "object" || b === null) return [];
      const { text, grip_ids } = b as { text?: unknown; grip_ids?: unknown };
      return typeof text === "string" ? [{ text, grip_ids: Array.isArray(grip_ids) ? grip_ids.filter((g): g is string => typeof g === "string") : [] }] : [];
    });
  } catch {
    return [];
  }
}

/** The normalized texts of the user's memories that are not archived (extraction skips what is kept already). */
export async function liveMemoryTexts(
  db: Database,
  userId: string,
): Promise<{ memoryId: string; text: string; project: string; status: string; createdAtMs: number; confidence: number }[]> {
  const { results } = await db.$client
    .prepare("SELECT memory_id, text, project, status, created_at_ms, confidence FROM memories WHERE user_id = ?1 AND status != 'archived'")
    .bind(userId)
    .all<{ memory_id: string; text: string; project: string; status: string; created_at_ms: number; confidence: number }>();
  return results.map((r) => ({
    memoryId: r.memory_id,
    text: r.text,
    project: r.project,
    status: r.status,
    createdAtMs: r.created_at_ms,
    confidence: r.confidence,
  }));
}
