import { and, desc, eq } from "drizzle-orm";
import type { EvictionReason, PolicyOverrides } from "../core/retention/policy";
import { prepared, type Database } from "./handle";
import { rowChunks } from "./json-rows";
import { dataLoss, rawUsage, retentionPolicies } from "./schema";

/**
 * The retention tier's storage: raw bytes per user, per-user policy overrides, the data-loss
 * record, and the one eviction primitive (eviction for the budget, and later forgetting, go
 * through it).
 */

/**
 * An event's raw bytes, estimated from the row it is in (alias `e`): its text and metadata, and
 * 256 bytes for its share of the indexes (the search index measured 170 bytes per event in
 * `npm run bench -- search`; the rest is its keys in the two secondary indexes). The same
 * expression is in migrations/0007_retention.sql (backfill) and the fault suite's checker.
 */
export const rawBytesOf = (e: string) => `(length(CAST(${e}.text AS BLOB)) + length(CAST(${e}.metadata AS BLOB)) + 256)`;

/*
 * Raw: the usage upsert adds what one ingest batch created, found through the outbox rows of the
 * batch's seq range (seqs are new per batch, so the range holds exactly the rows it created).
 * It runs in the ingest batch after the inserts: the texts are not sent or parsed a second time.
 */
export const ADD_INGESTED_USAGE = `
INSERT INTO raw_usage (user_id, raw_bytes, raw_events, updated_at_ms)
SELECT ?1, coalesce(sum(${rawBytesOf("e")}), 0), count(*), ?2
FROM outbox o JOIN events e ON e.user_id = o.user_id AND e.event_id = o.event_id
WHERE o.user_id = ?1 AND o.seq BETWEEN ?3 AND ?4
ON CONFLICT (user_id) DO UPDATE SET
  raw_bytes = raw_usage.raw_bytes + excluded.raw_bytes, raw_events = raw_usage.raw_events + excluded.raw_events,
  updated_at_ms = excluded.updated_at_ms`;

/** How an eviction is recorded on each tombstone. */
export interface EvictionMark {
  reason: EvictionReason;
  atMs: number;
}

/** What one eviction batch freed: events whose raw text it removed (already evicted ones are not counted again). */
export interface Freed {
  events: number;
  bytes: number;
}

/*
 * Raw, the eviction statements: they select the live events of a JSON list of ids (?3) or of
 * segments (through their members), which Drizzle cannot express with json_each. All three run
 * in one batch: the freed count, the usage and the tombstones commit together or not at all.
 */
const EVENTS_BY_ID = `SELECT j.value FROM json_each(?3) AS j`;
const EVENTS_OF_SEGMENTS = `SELECT m.event_id FROM segment_members m WHERE m.user_id = ?1 AND m.segment_id IN (SELECT j.value FROM json_each(?3) AS j)`;

const liveSelected = (selection: string) => `e.user_id = ?1 AND e.evicted_at_ms IS NULL AND e.event_id IN (${selection})`;

const countFreed = (selection: string) => `
SELECT count(*) AS events, coalesce(sum(${rawBytesOf("e")}), 0) AS bytes FROM events e WHERE ${liveSelected(selection)}`;

const subtractUsage = (selection: string) => `
INSERT INTO raw_usage (user_id, raw_bytes, raw_events, evicted_events, evicted_bytes, last_evicted_at_ms, updated_at_ms)
SELECT ?1, -f.bytes, -f.events, f.events, f.bytes, ?2, ?2
FROM (SELECT count(*) AS events, coalesce(sum(${rawBytesOf("e")}), 0) AS bytes FROM events e WHERE ${liveSelected(selection)}) AS f
WHERE f.events > 0
ON CONFLICT (user_id) DO UPDATE SET
  raw_bytes = raw_usage.raw_bytes + excluded.raw_bytes, raw_events = raw_usage.raw_events + excluded.raw_events,
  evicted_events = raw_usage.evicted_events + excluded.evicted_events, evicted_bytes = raw_usage.evicted_bytes + excluded.evicted_bytes,
  last_evicted_at_ms = excluded.last_evicted_at_ms, updated_at_ms = excluded.updated_at_ms`;

// The text update fires events_fts_update, which removes the old text from the search index.
const tombstone = (selection: string) => `
UPDATE events SET text = '', metadata = '{}', evicted_at_ms = ?2, evicted_reason = ?4 WHERE rowid IN (
  SELECT e.rowid FROM events e WHERE ${liveSelected(selection)})`;

const MARK_SEGMENTS_EVICTED = `
UPDATE segments SET raw_evicted_at_ms = ?2
WHERE user_id = ?1 AND raw_evicted_at_ms IS NULL AND segment_id IN (SELECT j.value FROM json_each(?3) AS j)`;

async function evict(
  db: Database,
  userId: string,
  selection: string,
  ids: readonly string[],
  mark: EvictionMark,
  extra: (ids: readonly string[], json: string) => D1PreparedStatement[] = () => [],
): Promise<Freed> {
  const d1 = db.$client;
  const freed: Freed = { events: 0, bytes: 0 };
  for (const chunk of rowChunks(ids)) {
    const [counted] = await d1.batch<{ events: number; bytes: number }>([
      d1.prepare(countFreed(selection)).bind(userId, mark.atMs, chunk.json),
      d1.prepare(subtractUsage(selection)).bind(userId, mark.atMs, chunk.json),
      d1.prepare(tombstone(selection)).bind(userId, mark.atMs, chunk.json, mark.reason),
      ...extra(chunk.rows, chunk.json),
    ]);
    const row = counted?.results[0];
    freed.events += row?.events ?? 0;
    freed.bytes += row?.bytes ?? 0;
  }
  return freed;
}

/**
 * The eviction primitive: removes the raw text and metadata of these events of the user (and so
 * their search-index entries), leaving each row as a tombstone with its id, time, session, type,
 * and when and why it was evicted; takes their bytes off the user's raw usage. One D1 batch per
 * chunk of ids, so a pass killed half-way leaves whole chunks done or not done; running it again
 * frees nothing twice (evicted rows are skipped). Ids of other users' events match nothing.
 */
export function evictEvents(db: Database, userId: string, eventIds: readonly string[], mark: EvictionMark): Promise<Freed> {
  return evict(db, userId, EVENTS_BY_ID, eventIds, mark);
}

/** Evicts the raw events of whole segments and marks the segments as evicted, in the same batch. */
export function evictSegments(db: Database, userId: string, segmentIds: readonly string[], mark: EvictionMark): Promise<Freed> {
  return evict(db, userId, EVENTS_OF_SEGMENTS, segmentIds, mark, (_, json) => [db.$client.prepare(MARK_SEGMENTS_EVICTED).bind(userId, mark.atMs, json)]);
}

/**
 * Evicts events no summary covers and records the loss in the same batch, so that no such
 * eviction can happen without its record: the range, how many, their bytes, and why.
 */
export function evictWithLossRecord(
  db: Database,
  userId: string,
  candidates: readonly EventCandidate[],
  mark: EvictionMark,
  loss: { lossId: (index: number) => string; reason: string; runId: string | null },
): Promise<Freed> {
  const byId = new Map(candidates.map((c) => [c.eventId, c]));
  let index = 0;
  return evict(db, userId, EVENTS_BY_ID, [...byId.keys()], mark, (ids) => {
    const rows = ids.map((id) => byId.get(id)!);
    const entry: DataLossEntry = {
      lossId: loss.lossId(index++),
      atMs: mark.atMs,
      fromTsMs: Math.min(...rows.map((r) => r.tsMs)),
      toTsMs: Math.max(...rows.map((r) => r.tsMs)),
      events: rows.length,
      bytes: rows.reduce((sum, r) => sum + r.bytes, 0),
      reason: loss.reason,
      runId: loss.runId,
    };
    return [
      prepared(
        db,
        db
          .insert(dataLoss)
          .values({ userId, ...entry })
          .onConflictDoNothing(),
      ),
    ];
  });
}

/** A segment whose raw events may be evicted, with what evicting them frees. */
export interface SegmentCandidate {
  segmentId: string;
  endTsMs: number;
  events: number;
  bytes: number;
}

/*
 * Raw: the page of segments is taken first through segments_raw_by_end (the partial index), then
 * only those segments' members are summed; grouping first would sum every segment of the user.
 */
const OLDEST_ANALYZED_SEGMENTS = `
WITH page AS MATERIALIZED (
  SELECT segment_id, end_ts_ms FROM segments
  WHERE user_id = ?1 AND analyzed_at_ms IS NOT NULL AND extracted_at_ms IS NOT NULL AND raw_evicted_at_ms IS NULL AND end_ts_ms < ?2
  ORDER BY end_ts_ms, segment_id LIMIT ?3)
SELECT p.segment_id AS segmentId, p.end_ts_ms AS endTsMs, count(e.event_id) AS events, coalesce(sum(${rawBytesOf("e")}), 0) AS bytes
FROM page p
LEFT JOIN segment_members m ON m.user_id = ?1 AND m.segment_id = p.segment_id
LEFT JOIN events e ON e.user_id = ?1 AND e.event_id = m.event_id AND e.evicted_at_ms IS NULL
GROUP BY p.segment_id, p.end_ts_ms
ORDER BY p.end_ts_ms, p.segment_id`;

/**
 * The user's oldest analyzed segments that still have raw events, ending before `endedBeforeMs`,
 * among those the promote step has extracted: a segment is evictable only once extraction read
 * its events (0011_extraction_watermark.sql).
 */
export async function oldestAnalyzedSegments(db: Database, userId: string, endedBeforeMs: number, limit: number): Promise<SegmentCandidate[]> {
  const { results } = await db.$client.prepare(OLDEST_ANALYZED_SEGMENTS).bind(userId, endedBeforeMs, limit).all<SegmentCandidate>();
  return results;
}

/** A live event no analyzed and extracted segment holds. */
export interface EventCandidate {
  eventId: string;
  tsMs: number;
  bytes: number;
}

const OLDEST_UNANALYZED_EVENTS = `
SELECT e.event_id AS eventId, e.ts_ms AS tsMs, ${rawBytesOf("e")} AS bytes FROM events e
WHERE e.user_id = ?1 AND e.evicted_at_ms IS NULL AND NOT EXISTS (
  SELECT 1 FROM segment_members m JOIN segments s ON s.user_id = m.user_id AND s.segment_id = m.segment_id
  WHERE m.user_id = ?1 AND m.event_id = e.event_id AND s.analyzed_at_ms IS NOT NULL AND s.extracted_at_ms IS NOT NULL)
ORDER BY e.ts_ms, e.event_id LIMIT ?2`;

/**
 * The user's oldest live events that no summary covers yet (pending, or in an open segment), or
 * whose segment the promote step has not extracted yet: what the hard cap may take, with a
 * data-loss record.
 */
export async function oldestUnanalyzedEvents(db: Database, userId: string, limit: number): Promise<EventCandidate[]> {
  const { results } = await db.$client.prepare(OLDEST_UNANALYZED_EVENTS).bind(userId, limit).all<EventCandidate>();
  return results;
}

export type RawUsage = Omit<typeof rawUsage.$inferSelect, "userId" | "updatedAtMs">;

const NO_USAGE: RawUsage = { rawBytes: 0, rawEvents: 0, evictedEvents: 0, evictedBytes: 0, lastEvictedAtMs: null };

export async function rawUsageOf(db: Database, userId: string): Promise<RawUsage> {
  const row = await db
    .select({
      rawBytes: rawUsage.rawBytes,
      rawEvents: rawUsage.rawEvents,
      evictedEvents: rawUsage.evictedEvents,
      evictedBytes: rawUsage.evictedBytes,
      lastEvictedAtMs: rawUsage.lastEvictedAtMs,
    })
    .from(rawUsage)
    .where(eq(rawUsage.userId, userId))
    .get();
  return row ?? NO_USAGE;
}

/** Bytes of the user's distilled layer: node titles, bullets and keywords (current and earlier versions) and grip excerpts. A scan of the user's nodes and grips: few next to events. */
export async function distilledBytesOf(db: Database, userId: string): Promise<number> {
  const row = await db.$client
    .prepare(
      `SELECT
        (SELECT coalesce(sum(length(CAST(title AS BLOB)) + length(CAST(bullets AS BLOB)) + length(CAST(keywords AS BLOB))), 0) FROM toc_nodes WHERE user_id = ?1)
      + (SELECT coalesce(sum(length(CAST(title AS BLOB)) + length(CAST(bullets AS BLOB)) + length(CAST(keywords AS BLOB))), 0) FROM toc_node_versions WHERE user_id = ?1)
      + (SELECT coalesce(sum(length(CAST(excerpt AS BLOB))), 0) FROM grips WHERE user_id = ?1) AS bytes`,
    )
    .bind(userId)
    .first<{ bytes: number }>();
  return row?.bytes ?? 0;
}

export interface RetentionDefaults {
  softCapBytes: number;
  hardCapBytes: number;
  maxAgeDays: number;
}

/*
 * Raw: users with something for the retention job to do, paged by id — over their soft cap, or
 * with an analyzed, extracted segment past their max age (a seek in segments_raw_by_end per user). Each
 * user's override, where set, replaces the default (a max age of 0 turns the age rule off).
 */
const USERS_DUE = `
SELECT u.user_id AS userId FROM raw_usage u LEFT JOIN retention_policies p ON p.user_id = u.user_id
WHERE u.user_id > ?1 AND (
  u.raw_bytes > coalesce(p.soft_cap_bytes, ?2)
  OR (coalesce(p.max_age_days, ?3) > 0 AND EXISTS (
    SELECT 1 FROM segments s
    WHERE s.user_id = u.user_id AND s.analyzed_at_ms IS NOT NULL AND s.extracted_at_ms IS NOT NULL AND s.raw_evicted_at_ms IS NULL
      AND s.end_ts_ms < ?4 - coalesce(p.max_age_days, ?3) * 86400000)))
ORDER BY u.user_id LIMIT ?5`;

/** Users over their soft cap or holding raw events past their max age, after `afterUserId`. */
export async function usersDueForRetention(
  db: Database,
  defaults: RetentionDefaults,
  nowMs: number,
  afterUserId: string | null,
  limit: number,
): Promise<string[]> {
  const { results } = await db.$client
    .prepare(USERS_DUE)
    .bind(afterUserId ?? "", defaults.softCapBytes, defaults.maxAgeDays, nowMs, limit)
    .all<{ userId: string }>();
  return results.map((r) => r.userId);
}

export async function policyOverridesOf(db: Database, userId: string): Promise<PolicyOverrides> {
  const row = await db
    .select({
      softCapBytes: retentionPolicies.softCapBytes,
      hardCapBytes: retentionPolicies.hardCapBytes,
      maxAgeDays: retentionPolicies.maxAgeDays,
      distilledCapBytes: retentionPolicies.distilledCapBytes,
    })
    .from(retentionPolicies)
    .where(eq(retentionPolicies.userId, userId))
    .get();
  return row ?? { softCapBytes: null, hardCapBytes: null, maxAgeDays: null, distilledCapBytes: null };
}

/** Replaces the user's overrides (null: the default applies). */
export async function setPolicyOverrides(db: Database, userId: string, overrides: PolicyOverrides, nowMs: number): Promise<void> {
  await db
    .insert(retentionPolicies)
    .values({ userId, ...overrides, updatedAtMs: nowMs })
    .onConflictDoUpdate({ target: retentionPolicies.userId, set: { ...overrides, updatedAtMs: nowMs } });
}

export type DataLossEntry = Omit<typeof dataLoss.$inferSelect, "userId">;

/** The user's latest data-loss entries, newest first. */
export async function recentDataLoss(db: Database, userId: string, limit: number): Promise<DataLossEntry[]> {
  return db
    .select({
      lossId: dataLoss.lossId,
      atMs: dataLoss.atMs,
      fromTsMs: dataLoss.fromTsMs,
      toTsMs: dataLoss.toTsMs,
      events: dataLoss.events,
      bytes: dataLoss.bytes,
      reason: dataLoss.reason,
      runId: dataLoss.runId,
    })
    .from(dataLoss)
    .where(and(eq(dataLoss.userId, userId)))
    .orderBy(desc(dataLoss.atMs), desc(dataLoss.lossId))
    .limit(limit)
    .all();
}
