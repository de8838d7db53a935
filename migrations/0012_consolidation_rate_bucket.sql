-- The per-user consolidation rate limit becomes a rate over time (a token bucket) instead of a
-- count per calendar minute: with the steps running hourly, a per-minute count let at most one
-- minute's operations through per hour. The bucket fills at CONSOLIDATION_OPS_PER_MINUTE per
-- minute up to CONSOLIDATION_BURST_MINUTES minutes' worth; a run takes what it applies from it.
-- The old per-minute counts are dropped (they only held the current minute).
DROP TABLE consolidation_rate;
CREATE TABLE consolidation_rate (
  user_id TEXT PRIMARY KEY,
  -- Operations the user may still spend, as of updated_at_ms (fractional: it fills continuously).
  tokens REAL NOT NULL,
  updated_at_ms INTEGER NOT NULL,
  -- What the latest claim granted (the claim's UPDATE answers it through RETURNING).
  granted INTEGER NOT NULL DEFAULT 0
);
