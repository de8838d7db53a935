/**
 * Hands the user's committed outbox rows to the queue. After each commit its rows are relayed
 * in commit order, on a chain of their own so that the next commit need not wait for the
 * queue. An alarm, armed before any commit, re-checks from the stored watermark that
 * everything committed was relayed, so a crash between commit and send, or a queue outage,
 * delays work but never loses it.
 */
import { errorMessage } from "../core/errors";
import { consecutiveRuns, type CommitRange } from "../core/ingest/commit-runs";
import { RELAY_BACKLOG_PAGE_ROWS, RELAY_CHECK_DELAY_MS, RELAY_LINGER_MS, RELAY_MAX_BACKOFF_MS, RELAY_WATERMARK_STORE_MS } from "../core/ingest/limits";
import { outboxRangeMessage } from "../core/outbox/message";
import { maxOutboxSeq, unprocessedOutboxAfter, type OutboxEntry } from "../db/outbox";
import type { ObjectStorage } from "./build-schedule";
import type { Database } from "../db/handle";

/** What one D1 batch created: its outbox rows, and the seqs it assigned (repeats included). */
export type Commit = CommitRange<OutboxEntry>;

/** Every outbox seq at or below this was handed to the queue (or was never used). */
const RELAYED_THROUGH_KEY = "relay:through_seq";
const RELAY_FAILURES_KEY = "relay:failures";

export interface OutboxRelayParts {
  db: Database;
  queue: Queue;
  userId: string;
  storage: ObjectStorage;
  /** Makes sure the object's alarm fires by `timeMs`. */
  wakeAt(timeMs: number): Promise<void>;
}

export class OutboxRelay {
  /** Relays run one after another, in commit order. */
  #chain: Promise<void> = Promise.resolve();
  /** Commits waiting for the relay; those that pile up while a send is in flight go out as one message. */
  #unrelayed: Commit[] = [];
  /** The watermark as this instance knows it, and when it was last stored. */
  #relayed: number | undefined;
  #relayedStoredAtMs = 0;
  /** Whether this instance already made sure an alarm will check the relay. */
  #checkArmed = false;

  constructor(private readonly parts: OutboxRelayParts) {}

  /** Before a commit: makes sure an alarm will check that its rows reached the queue. */
  async armCheck(): Promise<void> {
    if (this.#checkArmed) return;
    await this.parts.wakeAt(Date.now() + RELAY_CHECK_DELAY_MS);
    this.#checkArmed = true;
  }

  /** After a commit: relays its rows soon, with whatever commits follow in the meantime. */
  committed(commit: Commit): void {
    this.#unrelayed.push(commit);
    // The first commit after a send waits a moment for others, which go out in the same message:
    // a queue send costs more than a commit, and the consumer is batched by the second anyway.
    if (this.#unrelayed.length === 1) setTimeout(() => void this.#enqueue(() => this.#relayUnrelayed()), RELAY_LINGER_MS);
  }

  /** The alarm fired (the next commit arms another): relays every unprocessed row above the watermark. */
  catchUp(): Promise<void> {
    this.#checkArmed = false;
    return this.#enqueue(() => this.#relayBacklog());
  }

  #enqueue(work: () => Promise<void>): Promise<void> {
    this.#chain = this.#chain.then(work).catch((error) => console.error("relay: unexpected failure", errorMessage(error)));
    return this.#chain;
  }

  /** Relays the commits that piled up, each run of consecutive ones as one commit. */
  async #relayUnrelayed(): Promise<void> {
    for (const run of consecutiveRuns(this.#unrelayed.splice(0))) await this.#relay(run);
  }

  /**
   * Sends a commit's outbox rows to the queue. The watermark advances only when this commit
   * directly follows it; any gap — a failed send, or a crash between commit and send — is
   * left to the alarm, which scans D1 from the watermark.
   */
  async #relay({ created, seqRange }: Commit): Promise<void> {
    try {
      await this.#send(created);
    } catch (error) {
      console.warn("relay: queue send failed; the alarm will retry", errorMessage(error));
      await this.#scheduleRetry();
      return;
    }
    if (seqRange[0] === this.#relayedThrough() + 1) this.#advanceRelayed(seqRange[1], Date.now());
  }

  /** The watermark: in memory while the object lives, else as last stored. */
  #relayedThrough(): number {
    this.#relayed ??= this.parts.storage.get<number>(RELAYED_THROUGH_KEY) ?? 0;
    return this.#relayed;
  }

  /**
   * Moves the watermark. It is stored at most every RELAY_WATERMARK_STORE_MS: a storage write
   * holds back every response the object sends until it is durable, which on the relay's hot
   * path cost a quarter of single-event throughput. A stored watermark that lags is safe — the
   * alarm re-sends a few rows that were sent already, and building them again changes nothing.
   */
  #advanceRelayed(through: number, nowMs: number, store = false): void {
    this.#relayed = through;
    if (store || nowMs - this.#relayedStoredAtMs >= RELAY_WATERMARK_STORE_MS) {
      this.parts.storage.put(RELAYED_THROUGH_KEY, through);
      this.#relayedStoredAtMs = nowMs;
    }
  }

  /** Relays every unprocessed outbox row above the watermark, a page per message. */
  async #relayBacklog(): Promise<void> {
    const { db, userId } = this.parts;
    let through = this.#relayedThrough();
    try {
      // Read before the scan: every seq at or below it is committed, so the scan sees its row.
      const highest = await maxOutboxSeq(db, userId);
      for (;;) {
        const rows = await unprocessedOutboxAfter(db, userId, through, RELAY_BACKLOG_PAGE_ROWS);
        if (rows.length > 0) {
          await this.#send(rows);
          through = rows[rows.length - 1]!.seq;
          this.#advanceRelayed(through, Date.now(), true);
        }
        if (rows.length < RELAY_BACKLOG_PAGE_ROWS) break;
      }
      this.#advanceRelayed(Math.max(through, highest), Date.now(), true);
      this.parts.storage.delete(RELAY_FAILURES_KEY);
    } catch (error) {
      console.warn("relay: backlog send failed; retrying later", errorMessage(error));
      await this.#scheduleRetry();
    }
  }

  /** One message for the rows (in seq order): the build consumes every pending row anyway. */
  async #send(entries: OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.parts.queue.sendBatch([{ body: outboxRangeMessage(this.parts.userId, entries) }]);
  }

  /** Backs off exponentially (2 s, 4 s, … up to RELAY_MAX_BACKOFF_MS) while the queue refuses sends. */
  async #scheduleRetry(): Promise<void> {
    const failures = (this.parts.storage.get<number>(RELAY_FAILURES_KEY) ?? 0) + 1;
    this.parts.storage.put(RELAY_FAILURES_KEY, failures);
    await this.parts.wakeAt(Date.now() + Math.min(RELAY_MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 16)));
  }
}
