-- The table of contents: segmentation state, segments and their members, versioned nodes, grips.
-- Ids are derived from what they name, so re-processing lands on the same rows.

-- One row per (user, session): the segmenter's state between queue messages.
CREATE TABLE segmenter_sessions (
  user_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  state TEXT NOT NULL,
  -- When the open segment closes if nothing more arrives (null: nothing open).
  idle_deadline_ms INTEGER,
  updated_at_ms INTEGER NOT NULL,
  PRIMARY KEY (user_id, session_id)
);
CREATE INDEX segmenter_sessions_idle ON segmenter_sessions(user_id, idle_deadline_ms) WHERE idle_deadline_ms IS NOT NULL;

CREATE TABLE segments (
  user_id TEXT NOT NULL,
  segment_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('open', 'closed')),
  close_reason TEXT,
  first_event_id TEXT NOT NULL,
  last_event_id TEXT NOT NULL,
  start_ts_ms INTEGER NOT NULL,
  end_ts_ms INTEGER NOT NULL,
  token_count INTEGER NOT NULL,
  event_count INTEGER NOT NULL,
  overlap_event_ids TEXT NOT NULL DEFAULT '[]',
  node_id TEXT,
  updated_at_ms INTEGER NOT NULL,
  PRIMARY KEY (user_id, segment_id)
);
CREATE INDEX segments_by_session ON segments(user_id, session_id, start_ts_ms);

-- The key makes "every event belongs to exactly one segment" a constraint. Overlap events
-- are context of the next segment, not members of it, so they are not here.
CREATE TABLE segment_members (
  user_id TEXT NOT NULL,
  event_id TEXT NOT NULL,
  segment_id TEXT NOT NULL,
  PRIMARY KEY (user_id, event_id)
);
CREATE INDEX segment_members_by_segment ON segment_members(user_id, segment_id);

-- The current version of each node. Children are found by parent_id (no child lists:
-- two segments of one day written at once cannot race on their parent).
CREATE TABLE toc_nodes (
  user_id TEXT NOT NULL,
  node_id TEXT NOT NULL,
  level TEXT NOT NULL CHECK (level IN ('year', 'month', 'week', 'day', 'segment')),
  parent_id TEXT,
  title TEXT NOT NULL,
  -- JSON: [{ "text", "grip_ids": [...], "supported": bool }]
  bullets TEXT NOT NULL DEFAULT '[]',
  keywords TEXT NOT NULL DEFAULT '[]',
  start_ts_ms INTEGER NOT NULL,
  end_ts_ms INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  -- extractive | anthropic | null while the summary is pending
  summarizer TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'provisional', 'final')),
  -- Set when a child changed and the rollup has not caught up; cleared by the rollup.
  dirty_since_ms INTEGER,
  session_id TEXT,
  created_at_ms INTEGER NOT NULL,
  updated_at_ms INTEGER NOT NULL,
  PRIMARY KEY (user_id, node_id)
);
CREATE INDEX toc_nodes_children ON toc_nodes(user_id, parent_id, start_ts_ms, node_id);
CREATE INDEX toc_nodes_by_level ON toc_nodes(user_id, level, start_ts_ms);
CREATE INDEX toc_nodes_dirty ON toc_nodes(dirty_since_ms) WHERE dirty_since_ms IS NOT NULL;

-- Every earlier version of a node: a rewrite copies the current row here first.
CREATE TABLE toc_node_versions (
  user_id TEXT NOT NULL,
  node_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  title TEXT NOT NULL,
  bullets TEXT NOT NULL,
  keywords TEXT NOT NULL,
  summarizer TEXT,
  status TEXT NOT NULL,
  written_at_ms INTEGER NOT NULL,
  PRIMARY KEY (user_id, node_id, version)
);

CREATE TABLE grips (
  user_id TEXT NOT NULL,
  grip_id TEXT NOT NULL,
  node_id TEXT NOT NULL,
  bullet_index INTEGER NOT NULL,
  excerpt TEXT NOT NULL,
  event_id_start TEXT NOT NULL,
  event_id_end TEXT NOT NULL,
  session_id TEXT NOT NULL,
  ts_ms INTEGER NOT NULL,
  score REAL NOT NULL,
  created_at_ms INTEGER NOT NULL,
  PRIMARY KEY (user_id, grip_id)
);
CREATE INDEX grips_by_node ON grips(user_id, node_id);

-- Model tokens a user's summaries used per UTC day, against ANTHROPIC_DAILY_TOKEN_BUDGET.
CREATE TABLE model_token_usage (
  user_id TEXT NOT NULL,
  day TEXT NOT NULL,
  tokens INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);
