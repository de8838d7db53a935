-- Extraction of long-term memory candidates (the promote step), as a per-segment watermark: a
-- segment is extracted once every operation the promote step planned from it applied (stored, promoted or queued for review). Until then its raw events
-- are not evictable by the budget rules (only the hard cap may take them, with a data-loss
-- record), and each run retries it, at most MAX_EXTRACT_ATTEMPTS times (src/services/memory-promote.ts).
ALTER TABLE segments ADD COLUMN extracted_at_ms INTEGER;
-- Runs whose operations for this segment failed, and the last failure (the job report names both).
ALTER TABLE segments ADD COLUMN extract_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE segments ADD COLUMN extract_error TEXT;

-- The promote step's queue: a user's analyzed segments not extracted yet, in the order they were analyzed.
CREATE INDEX segments_to_extract ON segments(user_id, analyzed_at_ms, segment_id)
  WHERE analyzed_at_ms IS NOT NULL AND extracted_at_ms IS NULL;

-- The eviction order (0007_retention.sql) now waits for extraction: analyzed and extracted
-- segments with raw events left, oldest first.
DROP INDEX segments_raw_by_end;
CREATE INDEX segments_raw_by_end ON segments(user_id, end_ts_ms, segment_id)
  WHERE analyzed_at_ms IS NOT NULL AND extracted_at_ms IS NOT NULL AND raw_evicted_at_ms IS NULL;
