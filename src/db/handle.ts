import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * A handle on the database that holds some rows: typed queries through Drizzle, and the
 * D1 binding underneath (`$client`) for the few statements Drizzle cannot express. Only
 * src/db/ uses either; everyone else passes the handle along.
 */
export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

/** The bindings a handle is made from. */
export interface DatabaseEnv {
  DB: D1Database;
}

/*
 * Where rows live is decided here and nowhere else. Today one D1 database (the DB binding)
 * holds every user's rows and the cross-user tables (users, tokens, jobs, dead letters).
 * Spreading users over several databases later means choosing the binding by user id in
 * userDatabase; its callers stay as they are.
 */

const handles = new WeakMap<D1Database, Database>();

function handleOn(d1: D1Database): Database {
  let db = handles.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    handles.set(d1, db);
  }
  return db;
}

/** The database that holds this user's rows (events, outbox, TOC, grips, usage). */
export function userDatabase(env: DatabaseEnv, userId: string): Database {
  void userId; // one database for every user, for now
  return handleOn(env.DB);
}

/** The database of cross-user tables and scans: users and tokens, jobs, dead letters, the sweeps over all users. */
export function systemDatabase(env: DatabaseEnv): Database {
  return handleOn(env.DB);
}

/**
 * A Drizzle query as a D1 statement, for a D1 batch that also holds statements Drizzle cannot
 * express (drizzle's own batch takes only its queries; D1's batch is the transaction).
 */
export function prepared(db: Database, query: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql, params } = query.toSQL();
  return db.$client.prepare(sql).bind(...params);
}
