import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { MAX_D1_JSON_PARAM_BYTES } from "../core/ingest/limits";

/**
 * Splits rows into JSON arrays small enough to bind as one D1 parameter each. Bulk writes
 * read them back with json_each: D1 allows 100 bound parameters per statement, which would
 * cap a multi-row VALUES insert at a handful of rows.
 */
export function jsonChunks(rows: readonly unknown[], maxBytes = MAX_D1_JSON_PARAM_BYTES): string[] {
  return rowChunks(rows, maxBytes).map((chunk) => chunk.json);
}

/** Like jsonChunks, with the rows each JSON array holds. */
export function rowChunks<T>(rows: readonly T[], maxBytes = MAX_D1_JSON_PARAM_BYTES): { rows: T[]; json: string }[] {
  const chunks: { rows: T[]; json: string }[] = [];
  let parts: string[] = [];
  let members: T[] = [];
  let size = 2;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (parts.length > 0 && size + json.length + 1 > maxBytes) {
      chunks.push({ rows: members, json: `[${parts.join(",")}]` });
      parts = [];
      members = [];
      size = 2;
    }
    parts.push(json);
    members.push(row);
    size += json.length + 1;
  }
  if (parts.length > 0) chunks.push({ rows: members, json: `[${parts.join(",")}]` });
  return chunks;
}

/** One bound statement per chunk of rows. */
export function bulk(statement: D1PreparedStatement, rows: readonly unknown[], ...leading: unknown[]): D1PreparedStatement[] {
  return jsonChunks(rows).map((json) => statement.bind(...leading, json));
}

/**
 * `WITH j AS MATERIALIZED (…)`: the node rows of JSON parameter `param` (objects with
 * `node_id`, `expected_version`), read once and keyed, so that an `UPDATE toc_nodes … FROM j`
 * finds each node by primary key. Joined to json_each directly, SQLite scans the user's nodes
 * and re-reads the whole JSON for each row (seconds per level once a user has thousands).
 */
export function materializedNodeRows(param: string): string {
  return `WITH j AS MATERIALIZED (SELECT value ->> '$.node_id' AS node_id, value ->> '$.expected_version' AS expected_version, value FROM json_each(${param}))`;
}

/**
 * `column IN (the values of JSON array parameter json)`: a list of any length as one bound
 * parameter, where Drizzle's inArray binds one parameter per value (D1 allows 100).
 */
export function inJson(column: SQLiteColumn | SQL, json: string): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${json}))`;
}
