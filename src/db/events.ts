import { and, asc, count, eq, gt, gte, lt, or, type SQL } from "drizzle-orm";
import type { StoredEvent } from "../core/ingest/event";
import type { Database } from "./handle";
import { rowChunks } from "./json-rows";
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

/**
 * Writes new events and their outbox rows in one D1 batch (one transaction). Rows whose
 * event_id the user already has are skipped. Answers the ids that were created.
 * Callers must not pass the same event_id twice.
 */
export async function insertEventsWithOutbox(db: Database, userId: string, rows: readonly NewEventRow[], nowMs: number): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const outboxInsert = db.$client.prepare(INSERT_OUTBOX_SQL);
  const eventInsert = db.$client.prepare(INSERT_EVENTS_SQL);
  const statements = rowChunks(rows).flatMap((chunk) => [
    outboxInsert.bind(userId, nowMs, JSON.stringify(chunk.rows.map(({ seq, event_id }) => ({ seq, event_id })))),
    eventInsert.bind(userId, nowMs, chunk.json),
  ]);
  const results = await db.$client.batch<{ event_id: string }>(statements);
  const created = new Set<string>();
  for (let i = 1; i < results.length; i += 2) {
    for (const row of results[i]?.results ?? []) created.add(row.event_id);
  }
  return created;
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

/** A user's events in (ts_ms, event_id) order, oldest first. */
export async function listEvents(db: Database, userId: string, query: EventQuery): Promise<StoredEvent[]> {
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
  return rows.map(toStoredEvent);
}

export async function countEvents(db: Database, userId: string): Promise<number> {
  const row = await db.select({ n: count() }).from(events).where(eq(events.userId, userId)).get();
  return row?.n ?? 0;
}
