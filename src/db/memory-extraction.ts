import type { ExtractionSegment } from "../core/memories/extract";
import type { Database } from "./handle";

/**
 * What the promote step reads to extract memory candidates: the analyzed segments it has not
 * extracted yet (`segments.extracted_at_ms`, 0011_extraction_watermark.sql), and what it writes
 * per segment: the watermark once every operation planned from the segment applied, or the
 * failed attempt.
 */

/**
 * The statement that marks a segment extracted. Only the analysis it read: a segment derived
 * again since (a rebuild writes it anew, with a later analyzed_at_ms) waits for its own extraction.
 */
export function markExtractedStatement(db: Database, userId: string, segmentId: string, analyzedAtMs: number, nowMs: number): D1PreparedStatement {
  return db.$client
    .prepare(
      `UPDATE segments SET extracted_at_ms = ?4, extract_error = NULL
       WHERE user_id = ?1 AND segment_id = ?2 AND analyzed_at_ms = ?3 AND extracted_at_ms IS NULL`,
    )
    .bind(userId, segmentId, analyzedAtMs, nowMs);
}

/** Counts a failed attempt at each of these segments (one batch); answers the attempts each has now. */
export async function recordExtractFailures(
  db: Database,
  userId: string,
  failures: readonly { segmentId: string; error: string }[],
): Promise<Map<string, number>> {
  if (failures.length === 0) return new Map();
  const d1 = db.$client;
  const results = await d1.batch<{ segment_id: string; extract_attempts: number }>(
    failures.map((f) =>
      d1
        .prepare(
          `UPDATE segments SET extract_attempts = extract_attempts + 1, extract_error = ?3
           WHERE user_id = ?1 AND segment_id = ?2 AND extracted_at_ms IS NULL RETURNING segment_id, extract_attempts`,
        )
        .bind(userId, f.segmentId, f.error.slice(0, 500)),
    ),
  );
  const out = new Map<string, number>();
  for (const r of results) for (const row of r.results ?? []) out.set(row.segment_id, row.extract_attempts);
  return out;
}

/** A segment the promote step gave up on: tried `maxAttempts` times, never extracted. */
export interface GivenUpSegment {
  segmentId: string;
  sessionId: string;
  nodeId: string | null;
  attempts: number;
  error: string | null;
}

/** The user's segments extraction gave up on (tried at least `maxAttempts` times, not extracted), in the analyzed order, at most `limit`. */
export async function givenUpSegments(db: Database, userId: string, maxAttempts: number, limit: number): Promise<GivenUpSegment[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT segment_id AS segmentId, session_id AS sessionId, node_id AS nodeId, extract_attempts AS attempts, extract_error AS error FROM segments
       WHERE user_id = ?1 AND extracted_at_ms IS NULL AND extract_attempts >= ?2 ORDER BY analyzed_at_ms, segment_id LIMIT ?3`,
    )
    .bind(userId, maxAttempts, limit)
    .all<GivenUpSegment>();
  return results;
}

/**
 * Puts the segments extraction gave up on back in its queue (attempts to 0, the error cleared):
 * all of the user's, or only those of `segmentIds` among them. Answers the ids re-queued.
 */
export async function requeueGivenUpSegments(db: Database, userId: string, maxAttempts: number, segmentIds: readonly string[] | null): Promise<string[]> {
  const { results } = await db.$client
    .prepare(
      `UPDATE segments SET extract_attempts = 0, extract_error = NULL
       WHERE user_id = ?1 AND extracted_at_ms IS NULL AND extract_attempts >= ?2 AND (?3 IS NULL OR segment_id IN (SELECT value FROM json_each(?3)))
       RETURNING segment_id`,
    )
    .bind(userId, maxAttempts, segmentIds === null ? null : JSON.stringify(segmentIds))
    .all<{ segment_id: string }>();
  return results.map((r) => r.segment_id).sort();
}

/** The statuses of those of these memories that exist (archived ones too). */
export async function memoryStatuses(db: Database, userId: string, memoryIds: readonly string[]): Promise<Map<string, string>> {
  if (memoryIds.length === 0) return new Map();
  const { results } = await db.$client
    .prepare("SELECT memory_id, status FROM memories WHERE user_id = ?1 AND memory_id IN (SELECT value FROM json_each(?2))")
    .bind(userId, JSON.stringify(memoryIds))
    .all<{ memory_id: string; status: string }>();
  return new Map(results.map((r) => [r.memory_id, r.status]));
}

/** A segment to extract from, with where it stands in the analyzed order. */
export interface SegmentForExtraction extends ExtractionSegment {
  analyzedAtMs: number;
  /** Earlier runs whose operations for it failed. */
  extractAttempts: number;
}

/** Message types whose text extraction reads; others count for position only. */
const MESSAGE_TYPES = "('user_message', 'assistant_message')";

/**
 * Up to `limit` closed, analyzed segments not extracted yet and tried fewer than `maxAttempts`
 * times, in the analyzed order (through segments_to_extract), each with its
 * node's bullets, its grips and its events in order (the text of messages only). The project
 * is the one its events name (`metadata.project_id`, `metadata.project`).
 */
export async function segmentsForExtraction(db: Database, userId: string, maxAttempts: number, limit: number): Promise<SegmentForExtraction[]> {
  const { results: segs } = await db.$client
    .prepare(
      `SELECT s.segment_id, s.session_id, s.node_id, s.analyzed_at_ms, s.extract_attempts, n.bullets FROM segments s JOIN toc_nodes n ON n.user_id = s.user_id AND n.node_id = s.node_id
       WHERE s.user_id = ?1 AND s.analyzed_at_ms IS NOT NULL AND s.extracted_at_ms IS NULL AND s.state = 'closed' AND s.extract_attempts < ?2
       ORDER BY s.analyzed_at_ms, s.segment_id LIMIT ?3`,
    )
    .bind(userId, maxAttempts, limit)
    .all<{ segment_id: string; session_id: string; node_id: string; analyzed_at_ms: number; extract_attempts: number; bullets: string }>();
  if (segs.length === 0) return [];
  const ids = JSON.stringify(segs.map((s) => s.segment_id));
  const nodeIds = JSON.stringify(segs.map((s) => s.node_id));
  const [events, grips] = await db.$client.batch([
    db.$client
      .prepare(
        `SELECT m.segment_id, e.event_id, e.event_type, e.role, e.ts_ms,
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
  type EventRow = {
    segment_id: string;
    event_id: string;
    event_type: string;
    role: string;
    ts_ms: number;
    text: string;
    project_id: string | null;
    project: string | null;
  };
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
      sessionId: s.session_id,
      analyzedAtMs: s.analyzed_at_ms,
      extractAttempts: s.extract_attempts,
      project: typeof named?.project === "string" ? named.project : "",
      projectId: typeof named?.project_id === "string" ? named.project_id : null,
      events: evs.map((e) => ({ eventId: e.event_id, eventType: e.event_type, role: e.role, text: e.text, tsMs: e.ts_ms })),
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
