-- Consolidation: the use of nodes, grips and memories (what the decay score reads), the
-- relations and clusters the consolidation steps find, and each user's rate of consolidation
-- operations. None of it references another table: a target named here may be gone (a node
-- replaced, a memory purged), and readers skip what no longer exists.

-- One row per (user, target) that was ever used. use_count = opened_count + cited_count.
-- recent_uses: JSON array of the times (ms) of the latest uses, at most 5 (the promotion rule
-- counts the uses of the last 14 days from it). strength in [0, 1]: reviews raise it.
-- faded_at_ms: set on a node or grip the decay step let go (the timeline keeps it; ranking by
-- decay puts it last); memories are archived in their own table instead.
CREATE TABLE uses (
  user_id TEXT NOT NULL,
  target_kind TEXT NOT NULL CHECK (target_kind IN ('node', 'grip', 'memory')),
  target_id TEXT NOT NULL,
  use_count INTEGER NOT NULL DEFAULT 0,
  opened_count INTEGER NOT NULL DEFAULT 0,
  cited_count INTEGER NOT NULL DEFAULT 0,
  first_used_at_ms INTEGER NOT NULL,
  last_used_at_ms INTEGER NOT NULL,
  recent_uses TEXT NOT NULL DEFAULT '[]',
  review_count INTEGER NOT NULL DEFAULT 0,
  strength REAL NOT NULL DEFAULT 1,
  faded_at_ms INTEGER,
  PRIMARY KEY (user_id, target_kind, target_id)
);

-- Directed links between a user's items. related: found by the relations step (score is the
-- cohesion, 0.4–0.75); consolidated_from: a merged memory to each original it replaced;
-- supersedes: a memory to the one on the same key it replaced.
CREATE TABLE relations (
  user_id TEXT NOT NULL,
  from_kind TEXT NOT NULL CHECK (from_kind IN ('node', 'memory')),
  from_id TEXT NOT NULL,
  to_kind TEXT NOT NULL CHECK (to_kind IN ('node', 'memory')),
  to_id TEXT NOT NULL,
  relation TEXT NOT NULL CHECK (relation IN ('related', 'consolidated_from', 'supersedes')),
  score REAL NOT NULL,
  -- What the link is about: the identifiers, files or keywords both sides share (JSON array).
  shared TEXT NOT NULL DEFAULT '[]',
  created_at_ms INTEGER NOT NULL,
  PRIMARY KEY (user_id, from_kind, from_id, to_kind, to_id, relation)
);
CREATE INDEX relations_to ON relations(user_id, to_kind, to_id);

-- Groups of related segments and memories across days, as the cluster step last saw them.
-- cluster_id is derived from the members, so the same history gives the same clusters.
CREATE TABLE clusters (
  user_id TEXT NOT NULL,
  cluster_id TEXT NOT NULL,
  -- The term most members share (an identifier, a file), for "3 other segments on requireAuth".
  label TEXT NOT NULL,
  cohesion REAL NOT NULL,
  member_count INTEGER NOT NULL,
  updated_at_ms INTEGER NOT NULL,
  PRIMARY KEY (user_id, cluster_id)
);
CREATE TABLE cluster_members (
  user_id TEXT NOT NULL,
  cluster_id TEXT NOT NULL,
  member_kind TEXT NOT NULL CHECK (member_kind IN ('node', 'memory')),
  member_id TEXT NOT NULL,
  PRIMARY KEY (user_id, cluster_id, member_kind, member_id)
);
CREATE INDEX cluster_members_by_member ON cluster_members(user_id, member_kind, member_id);

-- Consolidation operations per user in the current minute (the per-user rate limit, shared by
-- every step).
CREATE TABLE consolidation_rate (
  user_id TEXT PRIMARY KEY,
  window_start_ms INTEGER NOT NULL,
  ops INTEGER NOT NULL
);
