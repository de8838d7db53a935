import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Typed view of migrations/; the SQL migrations are the truth. */

export const users = sqliteTable("users", {
  userId: text("user_id").primaryKey(),
  name: text("name").notNull().unique(),
  timeZone: text("time_zone").notNull().default("UTC"),
  createdAtMs: integer("created_at_ms").notNull(),
});

export const apiTokens = sqliteTable("api_tokens", {
  tokenId: text("token_id").primaryKey(),
  userId: text("user_id").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  label: text("label").notNull().default(""),
  createdAtMs: integer("created_at_ms").notNull(),
  revokedAtMs: integer("revoked_at_ms"),
});

export const events = sqliteTable(
  "events",
  {
    userId: text("user_id").notNull(),
    eventId: text("event_id").notNull(),
    sessionId: text("session_id").notNull(),
    agent: text("agent").notNull(),
    tsMs: integer("ts_ms").notNull(),
    eventType: text("event_type").notNull(),
    role: text("role").notNull(),
    text: text("text").notNull(),
    metadata: text("metadata").notNull(),
    ingestedAtMs: integer("ingested_at_ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);

export const outbox = sqliteTable(
  "outbox",
  {
    userId: text("user_id").notNull(),
    seq: integer("seq").notNull(),
    eventId: text("event_id").notNull(),
    createdAtMs: integer("created_at_ms").notNull(),
    processedAtMs: integer("processed_at_ms"),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] })],
);
