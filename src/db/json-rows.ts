import { MAX_D1_JSON_PARAM_BYTES } from "../core/limits";

/**
 * Splits rows into JSON arrays small enough to bind as one D1 parameter each. Bulk writes
 * read them back with json_each: D1 allows 100 bound parameters per statement, which would
 * cap a multi-row VALUES insert at a handful of rows.
 */
export function jsonChunks(rows: readonly unknown[], maxBytes = MAX_D1_JSON_PARAM_BYTES): string[] {
  const chunks: string[] = [];
  let parts: string[] = [];
  let size = 2;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (parts.length > 0 && size + json.length + 1 > maxBytes) {
      chunks.push(`[${parts.join(",")}]`);
      parts = [];
      size = 2;
    }
    parts.push(json);
    size += json.length + 1;
  }
  if (parts.length > 0) chunks.push(`[${parts.join(",")}]`);
  return chunks;
}

/** One bound statement per chunk of rows. */
export function bulk(statement: D1PreparedStatement, rows: readonly unknown[], ...leading: unknown[]): D1PreparedStatement[] {
  return jsonChunks(rows).map((json) => statement.bind(...leading, json));
}
