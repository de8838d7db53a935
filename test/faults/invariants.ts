// DESIGN.md invariants 1, 3 and 5 read straight from the persisted local D1 file, opened
// read-only after the service has stopped.
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
  segmentNodes: number;
  /** Segment nodes with no segment pointing at them, or a second node for one segment. */
  strayOrDuplicateSegmentNodes: number;
  /** Period nodes for the same level and start: the same period written twice. */
  duplicatePeriodNodes: number;
  nodesWithoutParent: number;
  pendingNodes: number;
  dirtyNodes: number;
  grips: number;
  /** Two grips for the same bullet of the same node. */
  duplicateGrips: number;
  /** Grip ids named by a bullet that do not exist, and grips no bullet names. */
  danglingGripRefs: number;
  orphanGrips: number;
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

/** Runs every check over the whole database (all users). */
export async function checkPipeline(file: string): Promise<PipelineCheck> {
  const db = await open(file);
  const n = (sql: string): number => Number((db.prepare(sql).get() as { n: number | bigint }).n);
  try {
    // Earlier versions count too: a grip of an archived bullet is history, not an orphan.
    const bullets = db.prepare("SELECT user_id, bullets FROM toc_nodes UNION ALL SELECT user_id, bullets FROM toc_node_versions").all() as {
      user_id: string;
      bullets: string;
    }[];
    const referenced = new Set<string>();
    for (const row of bullets) {
      for (const bullet of JSON.parse(row.bullets) as { grip_ids?: string[] }[]) for (const id of bullet.grip_ids ?? []) referenced.add(`${row.user_id} ${id}`);
    }
    const gripIds = new Set((db.prepare("SELECT user_id || ' ' || grip_id AS id FROM grips").all() as { id: string }[]).map((r) => r.id));
    return {
      users: n("SELECT count(DISTINCT user_id) AS n FROM events"),
      events: n("SELECT count(*) AS n FROM events"),
      outbox: n("SELECT count(*) AS n FROM outbox"),
      unprocessed: n("SELECT count(*) AS n FROM outbox WHERE processed_at_ms IS NULL"),
      eventsWithoutSegment: n(
        "SELECT count(*) AS n FROM events e LEFT JOIN segment_members m ON m.user_id = e.user_id AND m.event_id = e.event_id WHERE m.segment_id IS NULL",
      ),
      membershipMismatches: n(`
        SELECT count(*) AS n FROM segments s
        WHERE s.event_count != (SELECT count(*) FROM segment_members m WHERE m.user_id = s.user_id AND m.segment_id = s.segment_id)`),
      segments: n("SELECT count(*) AS n FROM segments"),
      openSegments: n("SELECT count(*) AS n FROM segments WHERE state = 'open'"),
      duplicateSegments: n("SELECT count(*) - count(DISTINCT user_id || ' ' || session_id || ' ' || first_event_id) AS n FROM segments"),
      closedSegmentsWithoutNode: n(`
        SELECT count(*) AS n FROM segments s
        WHERE s.state = 'closed' AND NOT EXISTS (SELECT 1 FROM toc_nodes t WHERE t.user_id = s.user_id AND t.node_id = s.node_id AND t.level = 'segment')`),
      segmentNodes: n("SELECT count(*) AS n FROM toc_nodes WHERE level = 'segment'"),
      strayOrDuplicateSegmentNodes: n(`
        SELECT (SELECT count(*) FROM toc_nodes WHERE level = 'segment')
             - (SELECT count(DISTINCT user_id || ' ' || node_id) FROM segments WHERE node_id IS NOT NULL) AS n`),
      duplicatePeriodNodes: n("SELECT count(*) - count(DISTINCT user_id || ' ' || level || ' ' || start_ts_ms) AS n FROM toc_nodes WHERE level != 'segment'"),
      nodesWithoutParent: n(`
        SELECT count(*) AS n FROM toc_nodes c
        WHERE (c.level = 'year') != (c.parent_id IS NULL)
           OR (c.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM toc_nodes p WHERE p.user_id = c.user_id AND p.node_id = c.parent_id))`),
      pendingNodes: n("SELECT count(*) AS n FROM toc_nodes WHERE status = 'pending'"),
      dirtyNodes: n("SELECT count(*) AS n FROM toc_nodes WHERE dirty_since_ms IS NOT NULL"),
      grips: gripIds.size,
      duplicateGrips: n("SELECT count(*) - count(DISTINCT user_id || ' ' || node_id || ' ' || bullet_index) AS n FROM grips"),
      danglingGripRefs: [...referenced].filter((id) => !gripIds.has(id)).length,
      orphanGrips: [...gripIds].filter((id) => !referenced.has(id)).length,
    };
  } finally {
    db.close();
  }
}
