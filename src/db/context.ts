import { and, eq, isNull } from "drizzle-orm";
import type { ProjectSegment } from "../core/context/sessions";
import type { Database } from "./handle";
import { outbox } from "./schema";

/** Which events belong to the project: by `project_id`, and for events stored before it existed, by `project` name. */
export interface ProjectFilter {
  projectId: string;
  /** Matches events that carry no `project_id` (older events: `project` was the cwd's base name). */
  projectName?: string | undefined;
}

interface SegmentRow {
  node_id: string;
  session_id: string;
  agent: string;
  title: string;
  bullets: string;
  start_ts_ms: number;
  end_ts_ms: number;
}

/**
 * The project's segment nodes among the user's newest `scan` segments, newest first.
 *
 * Raw: the join goes from a segment node to its first event by the id the node's own id ends
 * with (`toc:segment:<day>:<first event ULID>`, a primary-key lookup), and that event's
 * metadata says the project. Reading only the newest segments bounds the work whatever the
 * user's history; a project idle for longer than `scan` segments of other work gets nothing.
 */
export async function recentProjectSegments(db: Database, userId: string, filter: ProjectFilter, scan: number): Promise<ProjectSegment[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT n.node_id, n.session_id, e.agent, n.title, n.bullets, n.start_ts_ms, n.end_ts_ms
       FROM (SELECT node_id, session_id, title, bullets, start_ts_ms, end_ts_ms FROM toc_nodes
             WHERE user_id = ?1 AND level = 'segment' AND status != 'pending' AND session_id IS NOT NULL
             ORDER BY start_ts_ms DESC LIMIT ?4) n
       JOIN events e ON e.user_id = ?1 AND e.event_id = substr(n.node_id, -26)
       WHERE json_extract(e.metadata, '$.project_id') = ?2
          OR (?3 IS NOT NULL AND json_extract(e.metadata, '$.project_id') IS NULL AND json_extract(e.metadata, '$.project') = ?3)
       ORDER BY n.start_ts_ms DESC, n.node_id DESC`,
    )
    .bind(userId, filter.projectId, filter.projectName ?? null, scan)
    .all<SegmentRow>();
  return results.map((r) => ({
    nodeId: r.node_id,
    sessionId: r.session_id,
    agent: r.agent,
    title: r.title,
    bullets: (JSON.parse(r.bullets) as { text: string; grip_ids: string[] }[]).map((b) => ({ text: b.text, grip_ids: b.grip_ids })),
    startTsMs: r.start_ts_ms,
    endTsMs: r.end_ts_ms,
  }));
}

/** Whether some of the user's events are stored but not built into segments yet. */
export async function hasUnbuiltEvents(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .select({ seq: outbox.seq })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), isNull(outbox.processedAtMs)))
    .limit(1)
    .get();
  return row !== undefined;
}
