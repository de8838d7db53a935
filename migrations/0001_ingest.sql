-- Users, their API tokens, raw events and the outbox of work derived from them.
-- Every table carries user_id: one D1 database holds many users.

CREATE TABLE users (
  user_id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  time_zone TEXT NOT NULL DEFAULT 'UTC',
  created_at_ms INTEGER NOT NULL
);

-- Tokens are stored only as SHA-256 hashes; the plaintext is shown once at creation.
CREATE TABLE api_tokens (
  token_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(user_id),
  token_hash TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL DEFAULT '',
  created_at_ms INTEGER NOT NULL,
  revoked_at_ms INTEGER
);
CREATE INDEX api_tokens_by_user ON api_tokens(user_id);

-- Append-only. (user_id, event_id) is the idempotency key; the implicit rowid is kept
-- so that FTS5 external-content tables can point at rows.
CREATE TABLE events (
  user_id TEXT NOT NULL,
  event_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  agent TEXT NOT NULL,
  ts_ms INTEGER NOT NULL,
  event_type TEXT NOT NULL,
  role TEXT NOT NULL,
  text TEXT NOT NULL,
  metadata TEXT NOT NULL,
  ingested_at_ms INTEGER NOT NULL,
  PRIMARY KEY (user_id, event_id)
);
CREATE INDEX events_by_time ON events(user_id, ts_ms, event_id);
CREATE INDEX events_by_session ON events(user_id, session_id, ts_ms, event_id);

-- One row per created event; seq is per user, assigned by the user's Durable Object.
-- processed_at_ms is set by the consumer once the event's results are committed.
CREATE TABLE outbox (
  user_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  event_id TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  processed_at_ms INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, seq)
);
CREATE UNIQUE INDEX outbox_by_event ON outbox(user_id, event_id);
CREATE INDEX outbox_pending ON outbox(created_at_ms) WHERE processed_at_ms IS NULL;
