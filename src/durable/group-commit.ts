/**
 * Group commit: requests queue up in memory and are committed one batch at a time; requests
 * that arrive while a batch is in flight join the next one. A storage round trip costs far
 * more than the rows in it, so under load many requests share one.
 *
 * No Workers APIs here: what a batch is and how it is written are handed in.
 */
export interface GroupCommitParts<Item, Outcome> {
  /** Most items in one batch; a request larger than this still goes alone. */
  maxItemsPerCommit: number;
  /** Writes several requests in one batch and answers each, in order; throws when the batch failed. */
  commit(requests: Item[][]): Promise<Outcome[]>;
  /** What a request whose write failed is answered. */
  failed(error: unknown): Outcome;
}

interface Pending<Item, Outcome> {
  items: Item[];
  resolve: (outcome: Outcome) => void;
}

export class GroupCommit<Item, Outcome> {
  #pending: Pending<Item, Outcome>[] = [];
  #draining = false;

  constructor(private readonly parts: GroupCommitParts<Item, Outcome>) {}

  /** Whether a batch is being written (or about to be). */
  get busy(): boolean {
    return this.#draining;
  }

  /** Queues a request; answers once the batch that holds it is written (or failed). */
  submit(items: Item[]): Promise<Outcome> {
    return new Promise<Outcome>((resolve) => {
      this.#pending.push({ items, resolve });
      if (!this.#draining) {
        this.#draining = true;
        void this.#drain();
      }
    });
  }

  /** Commits queued requests, one group per batch, until none are left. */
  async #drain(): Promise<void> {
    try {
      while (this.#pending.length > 0) {
        const group = this.#takeGroup();
        try {
          const outcomes = await this.#commitGroup(group);
          for (const [i, pending] of group.entries()) pending.resolve(outcomes[i]!);
        } catch (error) {
          for (const pending of group) pending.resolve(this.parts.failed(error));
        }
      }
    } finally {
      this.#draining = false;
    }
  }

  /** Takes queued requests up to the per-commit cap (always at least one). */
  #takeGroup(): Pending<Item, Outcome>[] {
    const group: Pending<Item, Outcome>[] = [];
    let items = 0;
    while (this.#pending.length > 0) {
      const next = this.#pending[0]!;
      if (group.length > 0 && items + next.items.length > this.parts.maxItemsPerCommit) break;
      group.push(this.#pending.shift()!);
      items += next.items.length;
    }
    return group;
  }

  /**
   * Commits a group in one batch. If the batch fails and held several requests, each is
   * retried alone so that one bad request cannot fail its neighbours.
   */
  async #commitGroup(group: Pending<Item, Outcome>[]): Promise<Outcome[]> {
    try {
      return await this.parts.commit(group.map((p) => p.items));
    } catch (error) {
      if (group.length === 1) return [this.parts.failed(error)];
      const outcomes: Outcome[] = [];
      for (const pending of group) {
        try {
          const [outcome] = await this.parts.commit([pending.items]);
          outcomes.push(outcome!);
        } catch (singleError) {
          outcomes.push(this.parts.failed(singleError));
        }
      }
      return outcomes;
    }
  }
}
