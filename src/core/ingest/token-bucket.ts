/**
 * A token bucket: `ratePerSecond` tokens refill continuously up to `burst`. A request for
 * more than `burst` passes only from a full bucket and leaves it in debt, so a large batch
 * is never refused forever but still pays for its size.
 */
export class TokenBucket {
  #tokens: number;
  #updatedAtMs: number;

  constructor(
    readonly ratePerSecond: number,
    readonly burst: number,
    nowMs: number,
  ) {
    this.#tokens = burst;
    this.#updatedAtMs = nowMs;
  }

  /** Takes `cost` tokens, or answers how long to wait before the same request can pass. */
  take(cost: number, nowMs: number): { ok: true } | { ok: false; retryAfterMs: number } {
    this.#refill(nowMs);
    const needed = Math.min(cost, this.burst);
    if (this.#tokens >= needed) {
      this.#tokens -= cost;
      return { ok: true };
    }
    return { ok: false, retryAfterMs: Math.ceil(((needed - this.#tokens) / this.ratePerSecond) * 1000) };
  }

  #refill(nowMs: number): void {
    const elapsedMs = Math.max(0, nowMs - this.#updatedAtMs);
    this.#tokens = Math.min(this.burst, this.#tokens + (elapsedMs / 1000) * this.ratePerSecond);
    this.#updatedAtMs = nowMs;
  }
}
