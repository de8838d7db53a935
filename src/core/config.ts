/** Reads numeric settings from Worker vars (strings), falling back to defaults on absence or nonsense. */
function positiveNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export interface IngestRateConfig {
  eventsPerSecond: number;
  burstEvents: number;
}

/** Per-user ingest rate: sustained events per second and the burst a bucket holds. */
export function ingestRateConfig(vars: { INGEST_EVENTS_PER_SECOND?: string; INGEST_BURST_EVENTS?: string }): IngestRateConfig {
  return {
    eventsPerSecond: positiveNumber(vars.INGEST_EVENTS_PER_SECOND, 200),
    burstEvents: positiveNumber(vars.INGEST_BURST_EVENTS, 5000),
  };
}
