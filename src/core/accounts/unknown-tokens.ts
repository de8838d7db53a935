import { TokenBucket } from "../ingest/token-bucket";

/**
 * What one isolate remembers of token lookups, so that unknown tokens cannot make every
 * request cost a Durable Object call and a D1 query:
 * - a token refused a moment ago is refused again without a lookup;
 * - lookups of tokens not verified lately are bounded per claimed user and per client address
 *   (a token bucket each), so a guessing client is told to wait (429) instead;
 * - a token verified lately in this isolate is always looked up, so guessing against a user's
 *   id cannot lock out that user's own clients.
 * Only whether to look up is decided here: the user's object still verifies every token, so a
 * revocation holds at once. Memory is bounded; past the bound the oldest entries go. Pure (the
 * clock is passed in), one instance per isolate.
 */
export interface UnknownTokenLimits {
  /** Lookups a key may make at once before it must wait. */
  burstLookups: number;
  /** Lookups a key regains per second. */
  lookupsPerSecond: number;
  /** How long a refused token is refused without a lookup. */
  refusedTtlMs: number;
  /** How long a verified token skips the buckets. */
  verifiedTtlMs: number;
  /** Most entries in each of the three maps. */
  maxEntries: number;
}

export const UNKNOWN_TOKEN_LIMITS: UnknownTokenLimits = {
  burstLookups: 30,
  lookupsPerSecond: 1,
  refusedTtlMs: 60_000,
  verifiedTtlMs: 10 * 60_000,
  maxEntries: 10_000,
};

export type LookupDecision = { kind: "lookup" } | { kind: "refused" } | { kind: "limited"; retryAfterSeconds: number };

/** Sets `key` in a map kept under `max` entries (Map keeps insertion order: the first is the oldest). */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}

export class UnknownTokenGuard {
  readonly #buckets = new Map<string, TokenBucket>();
  readonly #refusedUntil = new Map<string, number>();
  readonly #verifiedUntil = new Map<string, number>();

  constructor(private readonly limits: UnknownTokenLimits = UNKNOWN_TOKEN_LIMITS) {}

  /**
   * Whether to look `tokenHash` up, for a request that claims `userId` from `address` (none
   * when the platform names no client address, as locally).
   */
  beforeLookup(tokenHash: string, userId: string, address: string | undefined, nowMs: number): LookupDecision {
    if ((this.#refusedUntil.get(tokenHash) ?? 0) > nowMs) return { kind: "refused" };
    if (this.isVerified(tokenHash, nowMs)) return { kind: "lookup" };
    let waitMs = 0;
    for (const key of address === undefined ? [`user:${userId}`] : [`user:${userId}`, `addr:${address}`]) {
      let bucket = this.#buckets.get(key);
      if (!bucket) {
        bucket = new TokenBucket(this.limits.lookupsPerSecond, this.limits.burstLookups, nowMs);
        remember(this.#buckets, key, bucket, this.limits.maxEntries);
      }
      const taken = bucket.take(1, nowMs);
      if (!taken.ok) waitMs = Math.max(waitMs, taken.retryAfterMs);
    }
    return waitMs > 0 ? { kind: "limited", retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : { kind: "lookup" };
  }

  /** Whether `tokenHash` was verified lately: its lookups skip the buckets. */
  isVerified(tokenHash: string, nowMs: number): boolean {
    return (this.#verifiedUntil.get(tokenHash) ?? 0) > nowMs;
  }

  /** The lookup answered: a live token, or none. */
  afterLookup(tokenHash: string, live: boolean, nowMs: number): void {
    if (live) {
      this.#refusedUntil.delete(tokenHash);
      remember(this.#verifiedUntil, tokenHash, nowMs + this.limits.verifiedTtlMs, this.limits.maxEntries);
    } else {
      this.#verifiedUntil.delete(tokenHash);
      remember(this.#refusedUntil, tokenHash, nowMs + this.limits.refusedTtlMs, this.limits.maxEntries);
    }
  }
}
