/**
 * What the cluster, relations, merge and decay steps' actions write: the statements of one
 * action, for one D1 batch with its log row or the closing of its review task. The same function
 * serves a step applying an action on its own and an approval of its review task.
 */
import type { GraphAction, MergeAction } from "../core/consolidation/graph-actions";
import { AppError } from "../core/errors";
import { clusterStatements, fadeNodeStatement, memoriesByIds, mergeStatements, relateStatement, unclusterStatements } from "../db/consolidation";
import type { Database } from "../db/handle";

/** The one memory a merge keeps the words of: the most confident, then the newest, then by id. */
function representativeOf<T extends { confidence: number; createdAtMs: number; memoryId: string }>(originals: readonly T[]): T {
  return [...originals].sort((a, b) => b.confidence - a.confidence || b.createdAtMs - a.createdAtMs || (a.memoryId < b.memoryId ? -1 : 1))[0]!;
}

async function mergeActionStatements(db: Database, userId: string, action: MergeAction, nowMs: number): Promise<D1PreparedStatement[]> {
  const originals = await memoriesByIds(db, userId, action.memory_ids);
  const live = originals.filter((m) => m.status !== "archived");
  if (live.length !== action.memory_ids.length) {
    const gone = action.memory_ids.filter((id) => !live.some((m) => m.memoryId === id));
    throw new AppError("conflict", `the merge's memories ${gone.join(", ")} are gone or archived`, { memory_ids: gone });
  }
  const representative = representativeOf(live);
  return mergeStatements(
    db,
    userId,
    action,
    {
      representative,
      confidence: Math.max(...live.map((m) => m.confidence)),
      status: live.some((m) => m.status === "active") ? "active" : "candidate",
      gripIds: [...new Set(live.flatMap((m) => m.gripIds))].sort(),
    },
    nowMs,
  );
}

/** The writes of one action. Throws an AppError (409) when it can no longer apply. */
export async function graphActionStatements(db: Database, userId: string, action: GraphAction, nowMs: number): Promise<D1PreparedStatement[]> {
  switch (action.type) {
    case "relate":
      return [relateStatement(db, userId, action, nowMs)];
    case "merge":
      return mergeActionStatements(db, userId, action, nowMs);
    case "fade_node":
      return [fadeNodeStatement(db, userId, action.node_id, nowMs)];
    case "cluster":
      return clusterStatements(db, userId, action, nowMs);
    case "uncluster":
      return unclusterStatements(db, userId, action.cluster_id);
  }
}
