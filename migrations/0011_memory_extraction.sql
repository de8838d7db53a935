-- Extraction of long-term memory candidates from closed segments (the promote step): how far
-- each user's analyzed segments have been read, in the order they were analyzed.

CREATE TABLE memory_extraction (
  user_id TEXT PRIMARY KEY,
  -- The last segment read: its analyzed_at_ms and segment_id (segments are read after it).
  after_analyzed_at_ms INTEGER NOT NULL,
  after_segment_id TEXT NOT NULL,
  updated_at_ms INTEGER NOT NULL
);

-- A user's analyzed segments in the order they were analyzed.
CREATE INDEX segments_by_analyzed ON segments(user_id, analyzed_at_ms, segment_id) WHERE analyzed_at_ms IS NOT NULL;
