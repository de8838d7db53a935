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

/** Like positiveNumber, where 0 is meaningful (it turns a rule off). */
function nonNegativeNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

const MIB = 1024 * 1024;

export interface RetentionVars {
  RAW_SOFT_CAP_BYTES?: string;
  RAW_HARD_CAP_BYTES?: string;
  RAW_MAX_AGE_DAYS?: string;
  DISTILLED_CAP_BYTES?: string;
}

/**
 * The deployment's retention defaults (per-user overrides are set through the admin API).
 * One D1 database holds 10 GB for every user: the defaults let a few dozen heavy users share it.
 */
export function retentionDefaults(vars: RetentionVars): { softCapBytes: number; hardCapBytes: number; maxAgeDays: number; distilledCapBytes: number } {
  const softCapBytes = Math.floor(positiveNumber(vars.RAW_SOFT_CAP_BYTES, 256 * MIB));
  return {
    softCapBytes,
    hardCapBytes: Math.max(softCapBytes, Math.floor(positiveNumber(vars.RAW_HARD_CAP_BYTES, 512 * MIB))),
    maxAgeDays: Math.floor(nonNegativeNumber(vars.RAW_MAX_AGE_DAYS, 365)),
    distilledCapBytes: Math.floor(positiveNumber(vars.DISTILLED_CAP_BYTES, 64 * MIB)),
  };
}
