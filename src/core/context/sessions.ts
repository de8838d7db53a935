/**
 * What a new session of a project is told about the project's last sessions: the segments of
 * those sessions, grouped per session. Pure: the rows come from src/db/context.ts.
 */

/** A segment node of the project, as the query reads it (newest first across sessions). */
export interface ProjectSegment {
  nodeId: string;
  sessionId: string;
  agent: string;
  title: string;
  bullets: { text: string; grip_ids: string[] }[];
  startTsMs: number;
  endTsMs: number;
}

export interface ProjectSession {
  sessionId: string;
  agent: string;
  startTsMs: number;
  endTsMs: number;
  /** Oldest first: a session reads in the order it happened. */
  segments: ProjectSegment[];
}

export interface SessionLimits {
  /** Most sessions answered, newest first. */
  sessions: number;
  /** Most segments kept per session: its latest ones, where the work ended up. */
  segmentsPerSession: number;
}

/**
 * Groups newest-first segment rows into the newest sessions, each with its latest segments in
 * time order.
 *
 * @example groupSessions(rows, { sessions: 3, segmentsPerSession: 4 })
 */
export function groupSessions(newestFirst: readonly ProjectSegment[], limits: SessionLimits): ProjectSession[] {
  const bySession = new Map<string, ProjectSegment[]>();
  for (const segment of newestFirst) {
    let list = bySession.get(segment.sessionId);
    if (!list) {
      if (bySession.size >= limits.sessions) continue;
      list = [];
      bySession.set(segment.sessionId, list);
    }
    if (list.length < limits.segmentsPerSession) list.push(segment);
  }
  return [...bySession.entries()].map(([sessionId, latestFirst]) => {
    const segments = [...latestFirst].sort((a, b) => a.startTsMs - b.startTsMs || a.nodeId.localeCompare(b.nodeId));
    const first = segments[0] as ProjectSegment;
    return {
      sessionId,
      agent: first.agent,
      startTsMs: first.startTsMs,
      endTsMs: Math.max(...segments.map((s) => s.endTsMs)),
      segments,
    };
  });
}
