import { z } from "@hono/zod-openapi";
import type { RetentionState } from "../services/retention";

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export const DataLossSchema = z
  .object({
    at: z.string(),
    from: z.string().openapi({ description: "time of the oldest event lost" }),
    to: z.string().openapi({ description: "time of the newest event lost" }),
    events: z.number().int(),
    bytes: z.number().int(),
    reason: z.string(),
  })
  .openapi("DataLoss");

export const RetentionSchema = z
  .object({
    raw_bytes: z.number().int().openapi({ description: "estimated bytes of the raw events still held (text, metadata and their index share)" }),
    raw_events: z.number().int(),
    evicted_events: z.number().int().openapi({ description: "events whose raw text was evicted; their tombstones, the summaries and grip excerpts stay" }),
    evicted_bytes: z.number().int(),
    last_evicted_at: z.string().nullable(),
    soft_cap_bytes: z.number().int(),
    hard_cap_bytes: z.number().int(),
    max_age_days: z.number().int().openapi({ description: "0: no age rule" }),
    distilled_bytes: z.number().int().openapi({ description: "summaries, their earlier versions and grip excerpts: never evicted" }),
    distilled_cap_bytes: z.number().int(),
    distilled_over_cap: z.boolean().openapi({ description: "the distilled layer is over its cap: reported only" }),
    data_loss: z
      .array(DataLossSchema)
      .openapi({ description: "the latest evictions of events no summary covered yet (hard cap only), newest first; empty when nothing was ever lost" }),
  })
  .openapi("Retention");

export function retentionView(state: RetentionState): z.infer<typeof RetentionSchema> {
  const { policy, usage } = state;
  return {
    raw_bytes: usage.rawBytes,
    raw_events: usage.rawEvents,
    evicted_events: usage.evictedEvents,
    evicted_bytes: usage.evictedBytes,
    last_evicted_at: iso(usage.lastEvictedAtMs),
    soft_cap_bytes: policy.softCapBytes,
    hard_cap_bytes: policy.hardCapBytes,
    max_age_days: policy.maxAgeDays,
    distilled_bytes: state.distilledBytes,
    distilled_cap_bytes: policy.distilledCapBytes,
    distilled_over_cap: state.distilledBytes > policy.distilledCapBytes,
    data_loss: state.dataLoss.map((loss) => ({
      at: new Date(loss.atMs).toISOString(),
      from: new Date(loss.fromTsMs).toISOString(),
      to: new Date(loss.toTsMs).toISOString(),
      events: loss.events,
      bytes: loss.bytes,
      reason: loss.reason,
    })),
  };
}
