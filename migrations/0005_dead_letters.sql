-- Work the outbox queue gave up on: messages that failed every delivery (max_retries in
-- wrangler.toml) and reached the dead-letter queue, and malformed messages, which are not
-- retried. Kept as a record and counted per user in GET /v1/status; nothing here is deleted.

CREATE TABLE dead_letters (
  -- '' when the message named no user (a malformed one).
  user_id TEXT NOT NULL,
  -- What the message asked for: event:<outbox seq>, rollup:<as_of_ms>, or message:<queue message id>.
  -- The sweeper re-sends an unprocessed row under a new message id; it lands on the same key.
  message_key TEXT NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('retries_exhausted', 'malformed')),
  -- The message body as JSON, cut at 4 KiB.
  body TEXT NOT NULL,
  -- Times this work reached the dead-letter queue (each time under a new message id).
  deliveries INTEGER NOT NULL DEFAULT 1,
  last_message_id TEXT NOT NULL,
  first_at_ms INTEGER NOT NULL,
  last_at_ms INTEGER NOT NULL,
  PRIMARY KEY (user_id, message_key)
);
