import type { Database } from "./handle";

/**
 * Deleting a user and every row they own. Each table that holds a user's rows is named here;
 * test/worker/delete-user.test.ts reads the schema and fails for any table a deleted user
 * still has rows in, so a new per-user table must be added to this list.
 */

/**
 * The per-user tables, in deletion order: the user's tokens first (nothing they sign passes
 * from then on), the users row last (until it is gone the user is listed and the deletion can
 * be run again to finish). The search indexes follow their tables through triggers
 * (events_fts, nodes_fts, grips_fts).
 */
export const USER_TABLES = [
  "api_tokens",
  "outbox",
  "segment_members",
  "segments",
  "segmenter_sessions",
  "session_refreshes",
  "grips",
  "toc_node_versions",
  "toc_nodes",
  "events",
  "memory_grips",
  "memories",
  "consolidation_tasks",
  "consolidation_log",
  "uses",
  "relations",
  "cluster_members",
  "clusters",
  "consolidation_rate",
  "model_token_usage",
  "dead_letters",
  "raw_usage",
  "retention_policies",
  "data_loss",
  "redaction_counts",
] as const;

/** Rows one statement deletes at most: a big user's events go in many short statements, not one long one. */
const DELETE_CHUNK_ROWS = 2_000;

/**
 * Deletes the user's rows of one table, chunk by chunk; answers how many went. Counted by
 * RETURNING: D1's meta.changes also counts what the triggers wrote (the search indexes).
 */
async function deleteRowsOf(db: Database, table: string, userId: string): Promise<number> {
  const statement = db.$client.prepare(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE user_id = ?1 LIMIT ?2) RETURNING 1 AS gone`);
  let deleted = 0;
  for (;;) {
    const changes = (await statement.bind(userId, DELETE_CHUNK_ROWS).all()).results.length;
    deleted += changes;
    if (changes < DELETE_CHUNK_ROWS) return deleted;
  }
}

/**
 * Deletes every row of the user's in the per-user tables (the users row excepted); answers the
 * rows deleted per table. Safe to run again: what is gone stays gone.
 */
export async function deleteUserRows(db: Database, userId: string): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const table of USER_TABLES) deleted[table] = await deleteRowsOf(db, table, userId);
  return deleted;
}

/*
 * Raw: the jobs table has no user_id, but a job's checkpoint may name the user as the place to
 * resume after (`after_user_id`) and its last report may list them. The checkpoint moves to the
 * user just before (the same next user, since users are paged in id order); the report keeps its
 * figures with the id replaced.
 */
const SCRUB_CHECKPOINTS = `
UPDATE jobs SET checkpoint = json_set(checkpoint, '$.after_user_id', (SELECT max(user_id) FROM users WHERE user_id < ?1))
WHERE json_valid(checkpoint) AND checkpoint ->> '$.after_user_id' = ?1`;
const SCRUB_REPORTS = `UPDATE jobs SET last_report = replace(last_report, ?1, ?2) WHERE instr(last_report, ?1) > 0`;

/** What a job's report says instead of a deleted user's id. */
export const DELETED_USER_ID = "(deleted user)";

/** Whether the users row is there (a deletion removes it last). */
export async function userRowExists(db: Database, userId: string): Promise<boolean> {
  return (await db.$client.prepare("SELECT 1 AS one FROM users WHERE user_id = ?1").bind(userId).first()) !== null;
}

/** Deletes the users row and takes the user's id out of the jobs' checkpoints and reports. One batch. */
export async function deleteUserRecord(db: Database, userId: string): Promise<boolean> {
  const d1 = db.$client;
  const [users] = await d1.batch([
    d1.prepare("DELETE FROM users WHERE user_id = ?1").bind(userId),
    d1.prepare(SCRUB_CHECKPOINTS).bind(userId),
    d1.prepare(SCRUB_REPORTS).bind(userId, DELETED_USER_ID),
  ]);
  return (users?.meta.changes ?? 0) > 0;
}
