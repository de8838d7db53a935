import { ingestRateConfig } from "../core/config";
import { TokenBucket } from "../core/ingest/token-bucket";
import type { IngestOutcome } from "./rpc";

/** The user's ingest rate: events per second with a burst, in the object every request of the user passes through. */
export class IngestRateLimit {
  #bucket: TokenBucket | undefined;

  constructor(private readonly vars: Parameters<typeof ingestRateConfig>[0]) {}

  /** Takes `cost` events from the bucket; answers the refusal when they are not there. */
  take(cost: number, nowMs: number): Extract<IngestOutcome, { code: "rate_limited" }> | undefined {
    if (!this.#bucket) {
      const config = ingestRateConfig(this.vars);
      this.#bucket = new TokenBucket(config.eventsPerSecond, config.burstEvents, nowMs);
    }
    const taken = this.#bucket.take(cost, nowMs);
    if (taken.ok) return undefined;
    const retryAfterSeconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
    return { ok: false, code: "rate_limited", message: `ingest rate limit reached; retry in ${retryAfterSeconds} s`, retryAfterSeconds };
  }
}
