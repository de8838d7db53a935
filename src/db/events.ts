import { and, asc, count, eq, gt, gte, lt, or, type SQL } from "drizzle-orm";
import type { StoredEvent } from "../core/ingest/event";
import type { Database } from "./handle";
import { MAX_METADATA_KEYS } from "../core/ingest/limits";
import { rowChunks } from "./json-rows";
import { ADD_INGESTED_USAGE } from "./retention";
import { events } from "./schema";

/** An event about to be written, with the outbox sequence number its outbox row will get. */
export interface NewEventRow extends StoredEvent {
  seq: number;
}

/*
 * Raw, both: the hot ingest path. Rows travel as JSON parameters read back with json_each (see json-rows.ts). The outbox insert runs first and keeps only events not stored yet; the event insert
 * applies the same filter, so in the one transaction of the batch an outbox row exists
 * for exactly the events created. A duplicate that slips past both (it cannot, with the
 * Durable Object as single writer) fails the primary key and rolls the whole batch back.
 * The outbox insert gets only (seq, event_id) of each row: the texts are sent, and parsed, once.
 * Drizzle has no INSERT … SELECT from json_each; its multi-row VALUES would bind ten
 * parameters per event and so cap a statement at nine events (D1 allows 100).
 */
const INSERT_OUTBOX_SQL = `
INSERT INTO outbox (user_id, seq, event_id, created_at_ms)
SELECT ?1, j.value ->> '$.seq', j.value ->> '$.event_id', ?2
FROM json_each(?3) AS j
WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.user_id = ?1 AND e.event_id = j.value ->> '$.event_id')`;

const INSERT_EVENTS_SQL = `
INSERT INTO events (user_id, event_id, session_id, agent, ts_ms, event_type, role, text, metadata, ingested_at_ms)
SELECT ?1, j.value ->> '$.event_id', j.value ->> '$.session_id', j.value ->> '$.agent', j.value ->> '$.ts_ms',
       j.value ->> '$.event_type', j.value ->> '$.role', j.value ->> '$.text', j.value -> '$.metadata', ?2
FROM json_each(?3) AS j
WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.user_id = ?1 AND e.event_id = j.value ->> '$.event_id')
RETURNING event_id`;

/*
 * Raw: fills in the text of stored events whose hook could not send it (text '' and metadata
 * text_pending 'true') from a copy of the same event that has it. Only the text and the
 * metadata change (the new copy's keys win, the stored keys it lacks stay, text_pending goes;
 * over MAX_METADATA_KEYS the new copy's map alone): an event whose stored copy has text, or a
 * copy that differs in session, agent, type or role, stays a plain duplicate. Triggers of
 * 0006_text_fill.sql update the search index and ask for the session's segments to be derived
 * again, in the same transaction. Materialized first so each row finds its event by primary key.
 * ?4 holds the same rows' event ids alone: unless one of them names a stored event waiting for
 * its text (nearly always so, an import's new events included), the rows' JSON (texts and
 * metadata) is not read a second time.
 */
const FILL_PENDING_TEXT_SQL = `
WITH p AS MATERIALIZED (
  SELECT 1 FROM json_each(?4) AS i CROSS JOIN events AS e ON e.user_id = ?1 AND e.event_id = i.value
  WHERE e.text = '' AND e.metadata ->> '$.text_pending' = 'true' LIMIT 1),
j AS MATERIALIZED (SELECT value ->> '$.event_id' AS event_id, value FROM json_each(CASE WHEN EXISTS (SELECT 1 FROM p) THEN ?2 ELSE '[]' END)),
m AS MATERIALIZED (
  SELECT j.event_id, j.value, json_remove(json_patch(e.metadata, j.value -> '$.metadata'), '$.text_pending') AS merged
  FROM j JOIN events AS e ON e.user_id = ?1 AND e.event_id = j.event_id
  WHERE e.text = '' AND e.metadata ->> '$.text_pending' = 'true'
    AND j.value ->> '$.text' <> '' AND coalesce(j.value -> '$.metadata' ->> '$.text_pending', '') <> 'true'
    AND e.session_id = j.value ->> '$.session_id' AND e.agent = j.value ->> '$.agent'
    AND e.event_type = j.value ->> '$.event_type' AND e.role = j.value ->> '$.role')
UPDATE events SET
  text = m.value ->> '$.text',
  metadata = CASE WHEN (SELECT count(*) FROM json_each(m.merged)) <= ?3 THEN m.merged ELSE m.value -> '$.metadata' END
FROM m
WHERE events.user_id = ?1 AND events.event_id = m.event_id AND events.text = ''
RETURNING event_id`;

/** What one write did: the events it created, and the stored events whose pending text it filled in. */
export interface EventsWritten {
  created: Set<string>;
  filled: Set<string>;
}

/**
 * Writes new events and their outbox rows in one D1 batch (one transaction). Rows whose
 * event_id the user already has are skipped, except that a stored event waiting for its text
 * (text_pending) takes it from a row that carries it. `repeats` are later copies of ids in
 * `rows` (the same id twice in one write): they are never inserted, but may fill in the text
 * of the copy inserted before them. Callers must not pass the same event_id twice in `rows`.
 * The created rows are added to the user's raw usage in the same batch; an evicted event is
 * still stored (a tombstone), so sending it again creates nothing and fills nothing.
 */
export async function insertEventsWithOutbox(
  db: Database,
  userId: string,
  rows: readonly NewEventRow[],
  nowMs: number,
  repeats: readonly StoredEvent[] = [],
): Promise<EventsWritten> {
  if (rows.length === 0) return { created: new Set(), filled: new Set() };
  const outboxInsert = db.$client.prepare(INSERT_OUTBOX_SQL);
  const eventInsert = db.$client.prepare(INSERT_EVENTS_SQL);
  const fill = db.$client.prepare(FILL_PENDING_TEXT_SQL);
  const chunks = rowChunks(rows);
  const statements = [
    ...chunks.flatMap((chunk) => [
      outboxInsert.bind(userId, nowMs, JSON.stringify(chunk.rows.map(({ seq, event_id }) => ({ seq, event_id })))),
      eventInsert.bind(userId, nowMs, chunk.json),
    ]),
    ...[...chunks, ...rowChunks(repeats)].map((chunk) => fill.bind(userId, chunk.json, MAX_METADATA_KEYS, JSON.stringify(chunk.rows.map((r) => r.event_id)))),
    // Last: it finds the rows created above through their outbox seqs (a fill is counted by a trigger).
    db.$client.prepare(ADD_INGESTED_USAGE).bind(userId, nowMs, Math.min(...rows.map((r) => r.seq)), Math.max(...rows.map((r) => r.seq))),
  ];
  const results = await db.$client.batch<{ event_id: string }>(statements);
  const created = new Set<string>();
  const filled = new Set<string>();
  for (const [i, result] of results.entries()) {
    const target = i >= statements.length - 1 ? undefined : i >= 2 * chunks.length ? filled : i % 2 === 1 ? created : undefined;
    for (const row of result.results ?? []) target?.add(row.event_id);
  }
  return { created, filled };
}

export interface EventQuery {
  fromMs?: number | undefined;
  toMs?: number | undefined;
  sessionId?: string | undefined;
  agent?: string | undefined;
  /** Resume strictly after this (ts_ms, event_id). */
  after?: { tsMs: number; eventId: string } | undefined;
  limit: number;
}

/** An events row as Drizzle reads it. */
export type EventRecord = typeof events.$inferSelect;

/** The one conversion from a stored events row to the event the builder and the routes use. */
export function toStoredEvent(row: EventRecord): StoredEvent {
  return {
    event_id: row.eventId,
    session_id: row.sessionId,
    agent: row.agent,
    ts_ms: row.tsMs,
    event_type: row.eventType as StoredEvent["event_type"],
    role: row.role as StoredEvent["role"],
    text: row.text,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
  };
}

/** An event as the read routes show it: a tombstone says when and why its raw text was evicted. */
export type ListedEvent = StoredEvent & { evicted: { atMs: number; reason: string } | null };

export function toListedEvent(row: EventRecord): ListedEvent {
  const evicted = row.evictedAtMs === null ? null : { atMs: row.evictedAtMs, reason: row.evictedReason ?? "unknown" };
  return { ...toStoredEvent(row), evicted };
}

/** A user's events in (ts_ms, event_id) order, oldest first; evicted ones as tombstones. */
export async function listEvents(db: Database, userId: string, query: EventQuery): Promise<ListedEvent[]> {
  const conditions: (SQL | undefined)[] = [eq(events.userId, userId)];
  if (query.fromMs !== undefined) conditions.push(gte(events.tsMs, query.fromMs));
  if (query.toMs !== undefined) conditions.push(lt(events.tsMs, query.toMs));
  if (query.sessionId !== undefined) conditions.push(eq(events.sessionId, query.sessionId));
  if (query.agent !== undefined) conditions.push(eq(events.agent, query.agent));
  if (query.after !== undefined) {
    conditions.push(or(gt(events.tsMs, query.after.tsMs), and(eq(events.tsMs, query.after.tsMs), gt(events.eventId, query.after.eventId))));
  }
  const rows = await db
    .select()
    .from(events)
    .where(and(...conditions))
    .orderBy(asc(events.tsMs), asc(events.eventId))
    .limit(query.limit)
    .all();
  return rows.map(toListedEvent);
}

export async function countEvents(db: Database, userId: string): Promise<number> {
  const row = await db.select({ n: count() }).from(events).where(eq(events.userId, userId)).get();
  return row?.n ?? 0;
}
