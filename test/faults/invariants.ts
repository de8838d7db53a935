// DESIGN.md invariants 1, 3 and 5 read straight from the persisted local D1 file, opened
// read-only after the service has stopped.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";

export interface PipelineCheck {
  users: number;
  events: number;
  /** Outbox rows; and those not processed. */
  outbox: number;
  unprocessed: number;
  /** Events in no segment, and events in a segment counted more than once. */
  eventsWithoutSegment: number;
  membershipMismatches: number;
  segments: number;
  openSegments: number;
  /** Segments naming the same first event of the same session: the same segment written twice. */
  duplicateSegments: number;
  closedSegmentsWithoutNode: number;
  /**
   * Open segments: each is shown by a provisional node of its own, and a closed segment's node is
   * final. Provisional segment nodes no open segment names: an open node that outlived its
   * segment's close (the close wrote another node, or none over it). Open or closed segments
   * whose node has a state the segment does not have.
   */
  openNodesWithoutOpenSegment: number;
  segmentNodeStateMismatches: number;
  /** Segments whose node is not the one of their first event and session: the open node and the closed node are one id. */
  segmentNodeIdMismatches: number;
  /** Open segments marked analyzed: retention would evict a running session's events on the strength of a provisional node. */
  openSegmentsAnalyzed: number;
  segmentNodes: number;
  /** Segment nodes with no segment pointing at them, or a second node for one segment. */
  strayOrDuplicateSegmentNodes: number;
  /** Period nodes for the same level and start: the same period written twice. */
  duplicatePeriodNodes: number;
  nodesWithoutParent: number;
  pendingNodes: number;
  dirtyNodes: number;
  grips: number;
  /** Two grips for the same bullet of the same node (a grip only an archived version names is history, not a second one). */
  duplicateGrips: number;
  /** Grip ids named by a bullet that do not exist, and grips no bullet names. */
  danglingGripRefs: number;
  orphanGrips: number;
  /** Users whose raw_usage differs from their live (not evicted) events: bytes, counts. */
  rawUsageMismatches: number;
  /** Evicted events that still hold text or metadata (their index entries follow the text: eventIndexErrors). */
  evictedWithContent: number;
  /** FTS5 integrity-check of the events index against the events table: 0 when it passes. */
  eventIndexErrors: number;
}

/** Runs a query and answers its rows: the file (node:sqlite) or D1 (a workerd test) underneath. */
export interface SqlReader {
  all<T>(sql: string): Promise<T[]>;
}

async function open(file: string): Promise<DatabaseSync> {
  let sqlite: typeof import("node:sqlite");
  try {
    sqlite = await import("node:sqlite");
  } catch {
    throw new Error("node:sqlite is missing: run the fault suite through npm (the project's Node 22)");
  }
  return new sqlite.DatabaseSync(file, { readOnly: true });
}

/** Runs every check over the whole database file (all users). */
export async function checkPipeline(file: string): Promise<PipelineCheck> {
  const db = await open(file);
  try {
    return await checkPipelineWith({ all: async <T>(sql: string) => db.prepare(sql).all() as T[] });
  } finally {
    db.close();
  }
}

/**
 * Runs every check over a copy of the file as it stands (with its write-ahead log): the state
 * a killed service left, before its restart touches it.
 */
export async function checkPipelineSnapshot(file: string): Promise<PipelineCheck> {
  const dir = mkdtempSync(join(tmpdir(), "amem-faults-snapshot-"));
  try {
    const copy = join(dir, "d1.sqlite");
    for (const suffix of ["", "-wal", "-shm"]) if (existsSync(file + suffix)) copyFileSync(file + suffix, copy + suffix);
    return await checkPipeline(copy);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs every check through `reader` (all users). */
export async function checkPipelineWith(reader: SqlReader): Promise<PipelineCheck> {
  const n = async (sql: string): Promise<number> => Number((await reader.all<{ n: number | bigint }>(sql))[0]!.n);
  // Earlier versions count too: a grip of an archived bullet is history, not an orphan.
  const namedBy = async (table: "toc_nodes" | "toc_node_versions"): Promise<Set<string>> => {
    const named = new Set<string>();
    for (const row of await reader.all<{ user_id: string; bullets: string }>(`SELECT user_id, bullets FROM ${table}`)) {
      for (const bullet of JSON.parse(row.bullets) as { grip_ids?: string[] }[]) for (const id of bullet.grip_ids ?? []) named.add(`${row.user_id} ${id}`);
    }
    return named;
  };
  const current = await namedBy("toc_nodes");
  const history = await namedBy("toc_node_versions");
  const referenced = new Set([...current, ...history]);
  const gripRows = await reader.all<{ id: string; bullet: string }>(
    "SELECT user_id || ' ' || grip_id AS id, user_id || ' ' || node_id || ' ' || bullet_index AS bullet FROM grips",
  );
  const gripIds = new Set(gripRows.map((r) => r.id));
  // A node derived again (a late event, a filled-in text) has a new grip for a changed bullet; the
  // old one stays with the archived version. Two grips of one bullet among the others: built twice.
  const live = gripRows.filter((r) => current.has(r.id) || !history.has(r.id));
  const duplicateGrips = live.length - new Set(live.map((r) => r.bullet)).size;
  // FTS5's own check compares the index with the events table (an orphan entry fails it). A
  // read-only file refuses that command (it is an INSERT); its PRAGMA runs the same check.
  let eventIndexErrors = 0;
  try {
    await reader.all("INSERT INTO events_fts (events_fts) VALUES ('integrity-check')");
  } catch (error) {
    if (!/readonly|read-only/i.test(String(error))) eventIndexErrors = 1;
    else eventIndexErrors = (await reader.all<{ integrity_check: string }>("PRAGMA integrity_check")).filter((r) => r.integrity_check !== "ok").length;
  }
  return {
    users: await n("SELECT count(DISTINCT user_id) AS n FROM events"),
    events: await n("SELECT count(*) AS n FROM events"),
    outbox: await n("SELECT count(*) AS n FROM outbox"),
    unprocessed: await n("SELECT count(*) AS n FROM outbox WHERE processed_at_ms IS NULL"),
    eventsWithoutSegment: await n(
      "SELECT count(*) AS n FROM events e LEFT JOIN segment_members m ON m.user_id = e.user_id AND m.event_id = e.event_id WHERE m.segment_id IS NULL",
    ),
    membershipMismatches: await n(`
      SELECT count(*) AS n FROM segments s
      WHERE s.event_count != (SELECT count(*) FROM segment_members m WHERE m.user_id = s.user_id AND m.segment_id = s.segment_id)`),
    segments: await n("SELECT count(*) AS n FROM segments"),
    openSegments: await n("SELECT count(*) AS n FROM segments WHERE state = 'open'"),
    duplicateSegments: await n("SELECT count(*) - count(DISTINCT user_id || ' ' || session_id || ' ' || first_event_id) AS n FROM segments"),
    closedSegmentsWithoutNode: await n(`
      SELECT count(*) AS n FROM segments s
      WHERE s.state = 'closed' AND NOT EXISTS (SELECT 1 FROM toc_nodes t WHERE t.user_id = s.user_id AND t.node_id = s.node_id AND t.level = 'segment')`),
    openNodesWithoutOpenSegment: await n(`
      SELECT count(*) AS n FROM toc_nodes t
      WHERE t.level = 'segment' AND t.status = 'provisional'
        AND NOT EXISTS (SELECT 1 FROM segments s WHERE s.user_id = t.user_id AND s.node_id = t.node_id AND s.state = 'open')`),
    segmentNodeStateMismatches: await n(`
      SELECT count(*) AS n FROM segments s
      LEFT JOIN toc_nodes t ON t.user_id = s.user_id AND t.node_id = s.node_id AND t.level = 'segment'
      WHERE (s.state = 'open' AND (t.node_id IS NULL OR t.status != 'provisional')) OR (s.state = 'closed' AND t.status = 'provisional')`),
    segmentNodeIdMismatches: await n(`
      SELECT count(*) AS n FROM segments s
      LEFT JOIN toc_nodes t ON t.user_id = s.user_id AND t.node_id = s.node_id AND t.level = 'segment'
      WHERE s.node_id IS NOT NULL
        AND (substr(s.node_id, -length(s.first_event_id) - 1) != (':' || s.first_event_id) OR t.session_id != s.session_id)`),
    openSegmentsAnalyzed: await n("SELECT count(*) AS n FROM segments WHERE state = 'open' AND analyzed_at_ms IS NOT NULL"),
    segmentNodes: await n("SELECT count(*) AS n FROM toc_nodes WHERE level = 'segment'"),
    strayOrDuplicateSegmentNodes: await n(`
      SELECT (SELECT count(*) FROM toc_nodes WHERE level = 'segment')
           - (SELECT count(DISTINCT user_id || ' ' || node_id) FROM segments WHERE node_id IS NOT NULL) AS n`),
    duplicatePeriodNodes: await n(
      "SELECT count(*) - count(DISTINCT user_id || ' ' || level || ' ' || start_ts_ms) AS n FROM toc_nodes WHERE level != 'segment'",
    ),
    nodesWithoutParent: await n(`
      SELECT count(*) AS n FROM toc_nodes c
      WHERE (c.level = 'year') != (c.parent_id IS NULL)
         OR (c.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM toc_nodes p WHERE p.user_id = c.user_id AND p.node_id = c.parent_id))`),
    pendingNodes: await n("SELECT count(*) AS n FROM toc_nodes WHERE status = 'pending'"),
    dirtyNodes: await n("SELECT count(*) AS n FROM toc_nodes WHERE dirty_since_ms IS NOT NULL"),
    grips: gripIds.size,
    duplicateGrips,
    danglingGripRefs: [...referenced].filter((id) => !gripIds.has(id)).length,
    orphanGrips: [...gripIds].filter((id) => !referenced.has(id)).length,
    // The byte estimate is src/db/retention.ts's rawBytesOf.
    rawUsageMismatches: await n(`
      SELECT count(*) AS n FROM (
        SELECT u.user_id FROM raw_usage u LEFT JOIN (
          SELECT user_id, sum(length(CAST(text AS BLOB)) + length(CAST(metadata AS BLOB)) + 256) AS bytes, count(*) AS live
          FROM events WHERE evicted_at_ms IS NULL GROUP BY user_id) l ON l.user_id = u.user_id
        LEFT JOIN (SELECT user_id, count(*) AS evicted FROM events WHERE evicted_at_ms IS NOT NULL GROUP BY user_id) x ON x.user_id = u.user_id
        WHERE u.raw_bytes != coalesce(l.bytes, 0) OR u.raw_events != coalesce(l.live, 0) OR u.evicted_events != coalesce(x.evicted, 0)
        UNION ALL
        SELECT DISTINCT e.user_id FROM events e WHERE NOT EXISTS (SELECT 1 FROM raw_usage u WHERE u.user_id = e.user_id))`),
    evictedWithContent: await n(`
      SELECT count(*) AS n FROM events e WHERE e.evicted_at_ms IS NOT NULL AND (e.text != '' OR e.metadata != '{}')`),
    eventIndexErrors,
  };
}
