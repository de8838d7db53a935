-- Long-term memories: what stays true about a user's work (decisions, conventions, facts, open
-- tasks), per user; the grips that support each; the review queue of consolidation actions too
-- unsure to apply on their own; and the log of the actions applied without review.

CREATE TABLE memories (
  user_id TEXT NOT NULL,
  memory_id TEXT NOT NULL,
  -- fact | decision | instruction | task
  kind TEXT NOT NULL,
  text TEXT NOT NULL,
  -- The subject: a newer memory on the same key (and project) supersedes the older one.
  key TEXT,
  -- The project's name ('' for none: the memory holds for every project).
  project TEXT NOT NULL DEFAULT '',
  -- The project's id as the hook client names it (a normalized origin URL), when known.
  project_id TEXT,
  confidence REAL NOT NULL,
  -- candidate | active | archived
  status TEXT NOT NULL,
  -- remembered | extracted | model | merged
  origin TEXT NOT NULL,
  -- Why an archived memory was archived: superseded | deleted | rejected | merged | archived (by hand).
  archived_reason TEXT,
  -- The memory that superseded this one (it stays, archived, as history).
  superseded_by TEXT,
  -- Where an extracted memory came from: the segment and its node.
  source_segment_id TEXT,
  source_node_id TEXT,
  created_at_ms INTEGER NOT NULL,
  updated_at_ms INTEGER NOT NULL,
  archived_at_ms INTEGER,
  -- When an archived memory is deleted for good (null: kept, as superseded history is).
  purge_after_ms INTEGER,
  PRIMARY KEY (user_id, memory_id)
);
-- Listing: a user's memories by status, newest first.
CREATE INDEX memories_by_status ON memories(user_id, status, updated_at_ms, memory_id);
-- At most one active memory per subject and project: what supersede relies on.
CREATE UNIQUE INDEX memories_active_key ON memories(user_id, project, key) WHERE status = 'active' AND key IS NOT NULL;
-- The purge of archived memories past their 30 days, over all users.
CREATE INDEX memories_purge ON memories(purge_after_ms) WHERE purge_after_ms IS NOT NULL;

-- The grips that support a memory (an extracted memory has at least one).
CREATE TABLE memory_grips (
  user_id TEXT NOT NULL,
  memory_id TEXT NOT NULL,
  grip_id TEXT NOT NULL,
  PRIMARY KEY (user_id, memory_id, grip_id)
);
CREATE INDEX memory_grips_by_grip ON memory_grips(user_id, grip_id);

-- The review queue: consolidation actions whose confidence is below the automatic bands.
CREATE TABLE consolidation_tasks (
  user_id TEXT NOT NULL,
  -- Derived from the step and the action, so the same history gives the same tasks.
  task_id TEXT NOT NULL,
  -- decay | cluster | merge | promote | relations
  step TEXT NOT NULL,
  title TEXT NOT NULL,
  -- JSON object: ids, scores, action, agent.
  notes TEXT NOT NULL,
  -- JSON array: consolidation:<step>, urgency:high|medium|low.
  labels TEXT NOT NULL,
  -- open | in_progress | closed | blocked
  status TEXT NOT NULL,
  -- approved | rejected (closed tasks)
  resolution TEXT,
  -- 1 (highest) to 3.
  priority INTEGER NOT NULL,
  -- Approvals that ran the action; blocked after the last allowed one failed.
  attempts INTEGER NOT NULL DEFAULT 0,
  confidence REAL NOT NULL,
  -- JSON object: { type, ... }, what approval does.
  action TEXT NOT NULL,
  last_error TEXT,
  created_at_ms INTEGER NOT NULL,
  updated_at_ms INTEGER NOT NULL,
  closed_at_ms INTEGER,
  PRIMARY KEY (user_id, task_id)
);
CREATE INDEX consolidation_tasks_by_status ON consolidation_tasks(user_id, status, priority, created_at_ms, task_id);

-- Consolidation actions applied: automatically (confidence >= 0.9), applied and logged
-- (0.7-0.9), or approved from the review queue.
CREATE TABLE consolidation_log (
  user_id TEXT NOT NULL,
  log_id TEXT NOT NULL,
  step TEXT NOT NULL,
  -- auto | logged | review
  band TEXT NOT NULL,
  confidence REAL NOT NULL,
  -- JSON object: the action applied.
  action TEXT NOT NULL,
  run_id TEXT,
  at_ms INTEGER NOT NULL,
  PRIMARY KEY (user_id, log_id)
);
CREATE INDEX consolidation_log_by_time ON consolidation_log(user_id, at_ms);
