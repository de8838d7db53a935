-- The service's own redaction of secrets at ingest (a second layer behind the hook client's):
-- on for every user unless an admin turns it off for one (PUT /v1/admin/users/{id}/redaction),
-- and what it has redacted, counted per user and rule for GET /v1/status.

ALTER TABLE users ADD COLUMN ingest_redaction INTEGER NOT NULL DEFAULT 1;

CREATE TABLE redaction_counts (
  user_id TEXT NOT NULL,
  -- The rule's name, as in the [REDACTED:<rule>] marker.
  rule TEXT NOT NULL,
  -- Secrets replaced in stored events (an event sent again and not stored again is not counted).
  matches INTEGER NOT NULL,
  updated_at_ms INTEGER NOT NULL,
  PRIMARY KEY (user_id, rule)
);
