-- Scheduled jobs and rollups: the jobs table (overlap guard, pause flag, checkpoint, last run),
-- the weight a rollup gives each period, and what the outbox sweeper needs.

-- One row per scheduled job. Jobs work across users, so this table has no user_id.
-- A run holds the lease until lease_expires_at_ms; a run that dies holding it blocks
-- nobody past the expiry.
CREATE TABLE jobs (
  name TEXT PRIMARY KEY,
  paused INTEGER NOT NULL DEFAULT 0 CHECK (paused IN (0, 1)),
  lease_run_id TEXT,
  lease_expires_at_ms INTEGER,
  -- JSON the job reads at the start of its next run (e.g. where a fan-out stopped), or null.
  checkpoint TEXT,
  last_run_id TEXT,
  last_trigger TEXT CHECK (last_trigger IN ('cron', 'manual')),
  last_started_at_ms INTEGER,
  last_finished_at_ms INTEGER,
  -- ok: finished; partial: stopped at its time budget (the checkpoint says where); failed: threw.
  last_outcome TEXT CHECK (last_outcome IN ('ok', 'partial', 'failed')),
  last_items INTEGER,
  last_errors INTEGER,
  -- JSON: what the run did, job-specific.
  last_report TEXT,
  last_skipped_at_ms INTEGER,
  last_skip_reason TEXT,
  updated_at_ms INTEGER NOT NULL
);

-- How much activity a node covers, in tokens of member events: the rollup writes it on period
-- nodes (the sum of their children's) and weighs children by it. Segments take theirs from
-- segments.token_count.
ALTER TABLE toc_nodes ADD COLUMN weight INTEGER NOT NULL DEFAULT 0;

-- Period nodes the final rollup has still to settle (segments are final when written).
CREATE INDEX toc_nodes_unsettled ON toc_nodes(user_id, end_ts_ms) WHERE status != 'final';

-- When the sweeper last re-sent this row's queue message; it waits a threshold before resending.
ALTER TABLE outbox ADD COLUMN swept_at_ms INTEGER;
