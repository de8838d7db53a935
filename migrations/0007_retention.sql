-- Retention: raw events are the bulky, re-derivable tier; segment and period summaries and grips
-- the small, precious one. Eviction empties an event's text and metadata in place (and so its
-- search-index entry) and leaves the row as a tombstone: its id, time, session, type, and when
-- and why it was evicted. Keeping the row keeps counts and segment membership explainable, and
-- keeps the ingest idempotency check seeing the id, so a client re-sending an evicted event
-- cannot bring its text back.

ALTER TABLE events ADD COLUMN evicted_at_ms INTEGER;
-- max_age | soft_cap | hard_cap (the hard-cap rule is the one that may lose un-analyzed events).
ALTER TABLE events ADD COLUMN evicted_reason TEXT;

-- Eviction rewrites text: the search index follows through events_fts_update (0006_text_fill.sql).

-- Watermarks. A segment is analyzed once its node summary and grips are written (the same
-- batch sets this); its events may then be evicted. raw_evicted_at_ms: its raw events are gone.
ALTER TABLE segments ADD COLUMN analyzed_at_ms INTEGER;
ALTER TABLE segments ADD COLUMN raw_evicted_at_ms INTEGER;
UPDATE segments SET analyzed_at_ms = updated_at_ms WHERE state = 'closed' AND node_id IS NOT NULL;
-- The eviction order: a user's analyzed segments with raw events left, oldest first.
CREATE INDEX segments_raw_by_end ON segments(user_id, end_ts_ms, segment_id)
  WHERE analyzed_at_ms IS NOT NULL AND raw_evicted_at_ms IS NULL;

-- Raw bytes per user, maintained by the ingest batch and the eviction batch (never by a scan).
-- An event's bytes are an estimate of what it costs with its indexes (src/db/retention.ts).
CREATE TABLE raw_usage (
  user_id TEXT PRIMARY KEY,
  raw_bytes INTEGER NOT NULL DEFAULT 0,
  raw_events INTEGER NOT NULL DEFAULT 0,
  evicted_events INTEGER NOT NULL DEFAULT 0,
  evicted_bytes INTEGER NOT NULL DEFAULT 0,
  last_evicted_at_ms INTEGER,
  updated_at_ms INTEGER NOT NULL
);
INSERT INTO raw_usage (user_id, raw_bytes, raw_events, updated_at_ms)
SELECT user_id, sum(length(CAST(text AS BLOB)) + length(CAST(metadata AS BLOB)) + 256), count(*), 0
FROM events GROUP BY user_id;

-- A text filled in later (0006_text_fill.sql) changes an event's bytes in place; eviction, which
-- sets evicted_at_ms, moves the usage in its own statement.
CREATE TRIGGER raw_usage_on_rewrite AFTER UPDATE OF text, metadata ON events
WHEN old.evicted_at_ms IS NULL AND new.evicted_at_ms IS NULL BEGIN
  UPDATE raw_usage SET
    raw_bytes = raw_bytes + length(CAST(new.text AS BLOB)) + length(CAST(new.metadata AS BLOB))
      - length(CAST(old.text AS BLOB)) - length(CAST(old.metadata AS BLOB))
  WHERE user_id = new.user_id;
END;

-- Per-user overrides of the deployment's retention defaults (null: the default applies).
CREATE TABLE retention_policies (
  user_id TEXT PRIMARY KEY,
  soft_cap_bytes INTEGER,
  hard_cap_bytes INTEGER,
  max_age_days INTEGER,
  distilled_cap_bytes INTEGER,
  updated_at_ms INTEGER NOT NULL
);

-- Un-analyzed events the hard cap forced out: the only eviction that loses information no
-- summary holds. Always recorded; shown in /v1/status and the retention job's report.
CREATE TABLE data_loss (
  user_id TEXT NOT NULL,
  loss_id TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  from_ts_ms INTEGER NOT NULL,
  to_ts_ms INTEGER NOT NULL,
  events INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  reason TEXT NOT NULL,
  run_id TEXT,
  PRIMARY KEY (user_id, loss_id)
);
CREATE INDEX data_loss_by_time ON data_loss(user_id, at_ms);
