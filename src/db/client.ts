import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** A Drizzle handle over one D1 database; cheap to make per request. */
export function database(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Database = ReturnType<typeof database>;
