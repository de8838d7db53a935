import { constantTimeEqual } from "../core/accounts/secrets";
import { findLiveToken, revokeToken, type TokenRow, type User } from "../db/users";
import type { Database } from "../db/handle";

/** Most token hashes one user's object remembers; past it the cache starts over. */
const MAX_CACHED_TOKENS = 64;

/**
 * The live tokens of one user, remembered by the user's Durable Object. Every request of
 * the user passes through that one object, so a revocation done here takes effect at once
 * everywhere. Only hits are cached: an unknown hash is looked up in D1 each time.
 */
export class TokenCache {
  #live = new Map<string, User>();
  /** Bumped by every revocation, so that a lookup racing it cannot re-cache the token. */
  #epoch = 0;

  constructor(
    private readonly db: Database,
    private readonly userId: string,
  ) {}

  async verify(tokenHash: string): Promise<User | undefined> {
    const cached = this.#live.get(tokenHash);
    if (cached) return cached;
    const epoch = this.#epoch;
    const found = await findLiveToken(this.db, this.userId, tokenHash);
    if (!found || !constantTimeEqual(found.tokenHash, tokenHash)) return undefined;
    if (epoch === this.#epoch) {
      if (this.#live.size >= MAX_CACHED_TOKENS) this.#live.clear();
      this.#live.set(tokenHash, found.user);
    }
    return found.user;
  }

  async revoke(tokenId: string): Promise<TokenRow | undefined> {
    return this.changeUser(() => revokeToken(this.db, tokenId, Date.now()));
  }

  /** Runs a write to the user or their tokens; no lookup racing it keeps what it read before. */
  async changeUser<T>(write: () => Promise<T>): Promise<T> {
    this.#forget();
    try {
      return await write();
    } finally {
      this.#forget();
    }
  }

  #forget(): void {
    this.#epoch++;
    this.#live.clear();
  }
}
