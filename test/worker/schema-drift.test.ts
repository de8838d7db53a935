import { env } from "cloudflare:test";
import { is, SQL } from "drizzle-orm";
import { getTableConfig, integer, SQLiteColumn, SQLiteSyncDialect, sqliteTable, text, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { FTS5_TABLES, TABLES } from "../../src/db/schema";

/*
 * src/db/schema.ts against the database migrations/ build (applied by apply-migrations.ts):
 * every table, column (declared type, NOT NULL, default, place in the primary key), index
 * (columns, uniqueness, partial WHERE), unique constraint and foreign key, both ways.
 */

/** Tables that are not the application's: SQLite's, D1's, the migration runner's. */
const foreign = (name: string) =>
  name.startsWith("sqlite_") || name.startsWith("_cf_") || name === "d1_migrations" || FTS5_TABLES.some((fts) => name === fts || name.startsWith(`${fts}_`));

const dialect = new SQLiteSyncDialect();
const render = (where: SQL) => dialect.sqlToQuery(where).sql;
const squash = (s: string) => s.replace(/\s+/g, " ").replace(/"/g, "").trim();

interface Shape {
  columns: string[];
  indexes: string[];
  uniques: string[];
  foreignKeys: string[];
}

function sqlDefault(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === "string") return `'${value}'`;
  if (typeof value === "boolean") return value ? "1" : "0";
  return String(value);
}

function columnNames(columns: readonly unknown[]): string {
  return columns.map((c) => (is(c, SQLiteColumn) ? c.name : `(${render(c as SQL)})`)).join(",");
}

/** What drizzle says a table looks like, one line per fact. */
function drizzleShape(table: SQLiteTable): Shape {
  const config = getTableConfig(table);
  const keyColumns = config.primaryKeys[0]?.columns.map((c) => c.name) ?? config.columns.filter((c) => c.primary).map((c) => c.name);
  return {
    columns: config.columns.map((c) => {
      const pk = keyColumns.indexOf(c.name) + 1;
      const dflt = is(c.default, SQL) ? render(c.default) : sqlDefault(c.default);
      return `${c.name} ${c.getSQLType().toUpperCase()} notnull=${c.notNull || c.primary ? 1 : 0} default=${dflt} pk=${pk}`;
    }),
    indexes: config.indexes.map((i) => {
      const where = i.config.where ? ` WHERE ${squash(render(i.config.where))}` : "";
      return `${i.config.name} ${i.config.unique ? "UNIQUE " : ""}(${columnNames(i.config.columns)})${where}`;
    }),
    uniques: [...config.columns.filter((c) => c.isUnique).map((c) => c.name), ...config.uniqueConstraints.map((u) => u.columns.map((c) => c.name).join(","))],
    foreignKeys: config.foreignKeys.map((fk) => {
      const ref = fk.reference();
      return `(${ref.columns.map((c) => c.name).join(",")}) -> ${getTableConfig(ref.foreignTable).name}(${ref.foreignColumns.map((c) => c.name).join(",")})`;
    }),
  };
}

async function rows<T>(query: string, ...params: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(query)
      .bind(...params)
      .all<T>()
  ).results;
}

/**
 * What the migrated database says, in the same lines. Key columns count as NOT NULL: drizzle
 * marks them so, and the application never writes a null key (SQLite would allow one in a TEXT key).
 */
async function sqliteShape(name: string): Promise<Shape> {
  const columns = await rows<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>(
    'SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?1) ORDER BY cid',
    name,
  );
  const indexList = await rows<{ name: string; unique: number; origin: string }>('SELECT name, "unique", origin FROM pragma_index_list(?1)', name);
  const indexColumns = async (index: string) =>
    (await rows<{ name: string | null }>("SELECT name FROM pragma_index_info(?1) ORDER BY seqno", index)).map((c) => c.name ?? "(expr)").join(",");
  const indexes: string[] = [];
  for (const i of indexList.filter((i) => i.origin === "c")) {
    const [{ sql } = { sql: "" }] = await rows<{ sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?1", i.name);
    const where = /\bWHERE\b(.*)$/is.exec(sql)?.[1];
    indexes.push(`${i.name} ${i.unique ? "UNIQUE " : ""}(${await indexColumns(i.name)})${where ? ` WHERE ${squash(where)}` : ""}`);
  }
  const uniques: string[] = [];
  for (const i of indexList.filter((i) => i.origin === "u")) uniques.push(await indexColumns(i.name));
  const fks = await rows<{ id: number; table: string; from: string; to: string }>(
    'SELECT id, "table", "from", "to" FROM pragma_foreign_key_list(?1) ORDER BY id, seq',
    name,
  );
  return {
    columns: columns.map((c) => `${c.name} ${c.type.toUpperCase()} notnull=${c.notnull || c.pk > 0 ? 1 : 0} default=${c.dflt_value} pk=${c.pk}`),
    indexes,
    uniques,
    foreignKeys: fks.map((fk) => `(${fk.from}) -> ${fk.table}(${fk.to})`),
  };
}

const sorted = (shape: Shape): Shape => ({
  columns: shape.columns,
  indexes: [...shape.indexes].sort(),
  uniques: [...shape.uniques].sort(),
  foreignKeys: [...shape.foreignKeys].sort(),
});

describe("the drizzle schema and migrations/", () => {
  it("name the same tables", async () => {
    const inSql = (await rows<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"))
      .map((t) => t.name)
      .filter((n) => !foreign(n));
    const inDrizzle = TABLES.map((t) => getTableConfig(t).name).sort();
    expect(inDrizzle).toEqual(inSql);
    // The FTS5 tables the schema leaves out do exist.
    for (const fts of FTS5_TABLES) expect(await rows("SELECT name FROM sqlite_master WHERE name = ?1 AND sql LIKE '%USING fts5%'", fts)).toHaveLength(1);
  });

  for (const table of TABLES) {
    const name = getTableConfig(table).name;
    it(`agree on ${name}: columns, keys, indexes`, async () => {
      expect(sorted(drizzleShape(table))).toEqual(sorted(await sqliteShape(name)));
    });
  }

  it("would notice a column missing on either side, or typed differently", async () => {
    // users as drizzle would see it with `name` dropped, `time_zone` made an integer and a column SQL lacks.
    const drifted = sqliteTable("users", {
      userId: text("user_id").primaryKey(),
      timeZone: integer("time_zone").notNull().default(0),
      createdAtMs: integer("created_at_ms").notNull(),
      ingestRedaction: integer("ingest_redaction", { mode: "boolean" }).notNull().default(true),
      nickname: text("nickname"),
    });
    const ours = drizzleShape(drifted).columns;
    const theirs = (await sqliteShape("users")).columns;
    expect(theirs.filter((c) => !ours.includes(c)).map((c) => c.split(" ")[0])).toEqual(["name", "time_zone"]);
    expect(ours.filter((c) => !theirs.includes(c)).map((c) => c.split(" ")[0])).toEqual(["time_zone", "nickname"]);
  });
});
