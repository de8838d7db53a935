import { DurableObject } from "cloudflare:workers";
import { ingestRateConfig } from "../core/config";
import type { StoredEvent } from "../core/event";
import {
  MAX_EVENTS_PER_COMMIT,
  MAX_QUEUE_BATCH_MESSAGES,
  RELAY_CHECK_DELAY_MS,
  RELAY_MAX_BACKOFF_MS,
} from "../core/limits";
import { outboxMessage } from "../core/outbox-message";
import { TokenBucket } from "../core/token-bucket";
import { insertEventsWithOutbox, type NewEventRow } from "../db/events";
import { maxOutboxSeq, unprocessedOutboxAfter, type OutboxEntry } from "../db/outbox";

export interface IngestResult {
  event_id: string;
  created: boolean;
}

/** RPC answers are plain data: an error class does not survive the trip. */
export type IngestOutcome =
  | { ok: true; results: IngestResult[] }
  | { ok: false; code: "rate_limited"; message: string; retryAfterSeconds: number }
  | { ok: false; code: "payload_too_large" | "unavailable"; message: string };

interface PendingIngest {
  events: StoredEvent[];
  resolve: (outcome: IngestOutcome) => void;
}

/** Keys of the object's own storage. */
const RELAYED_THROUGH_SEQ = "relay:through_seq";
const RELAY_FAILURES = "relay:failures";

/**
 * One per user: the user's single writer. Ingest requests queue up in memory and are
 * committed one D1 batch at a time (requests that arrive while a batch is in flight are
 * coalesced into the next one). After each commit the new outbox rows are relayed to the
 * queue; an alarm re-checks that everything committed was relayed.
 */
export class UserMemory extends DurableObject<Env> {
  #userId: string | undefined;
  #bucket: TokenBucket | undefined;
  /** Next outbox seq to assign; loaded from D1 on first use (and again after a failed batch). */
  #nextSeq: number | undefined;
  #pending: PendingIngest[] = [];
  #draining = false;
  /** Tail of the chain that serializes every D1 write and relay of this user. */
  #lane: Promise<unknown> = Promise.resolve();
  /** Whether this instance already made sure a relay alarm is set. */
  #alarmArmed = false;

  /** Stores the events not stored yet; answers per event whether it was created. */
  async ingest(userId: string, events: StoredEvent[]): Promise<IngestOutcome> {
    this.#bindUser(userId);
    const limited = this.#takeRateTokens(events.length);
    if (limited) return limited;
    return new Promise<IngestOutcome>((resolve) => {
      this.#pending.push({ events, resolve });
      if (!this.#draining) {
        this.#draining = true;
        void this.#exclusive(() => this.#drain());
      }
    });
  }

  override async alarm(): Promise<void> {
    this.#alarmArmed = false;
    const userId = this.ctx.storage.kv.get<string>("user_id");
    if (userId === undefined) return;
    this.#userId = userId;
    await this.#exclusive(() => this.#relayBacklog());
  }

  #bindUser(userId: string): void {
    if (this.#userId === undefined) {
      this.#userId = userId;
      if (this.ctx.storage.kv.get<string>("user_id") !== userId) this.ctx.storage.kv.put("user_id", userId);
    } else if (this.#userId !== userId) {
      throw new Error("a UserMemory object serves exactly one user");
    }
  }

  #takeRateTokens(cost: number): IngestOutcome | undefined {
    const now = Date.now();
    if (!this.#bucket) {
      const config = ingestRateConfig(this.env);
      this.#bucket = new TokenBucket(config.eventsPerSecond, config.burstEvents, now);
    }
    const taken = this.#bucket.take(cost, now);
    if (taken.ok) return undefined;
    const retryAfterSeconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
    return { ok: false, code: "rate_limited", message: `ingest rate limit reached; retry in ${retryAfterSeconds} s`, retryAfterSeconds };
  }

  /** Runs `work` after everything queued before it; one D1 write or relay at a time. */
  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#lane.then(work);
    this.#lane = run.catch(() => undefined);
    return run;
  }

  async #drain(): Promise<void> {
    try {
      while (this.#pending.length > 0) {
        const group = this.#takeGroup();
        const outcomes = await this.#commitGroup(group);
        group.forEach((pending, i) => pending.resolve(outcomes.perRequest[i] ?? outcomes.perRequest[0]!));
        await this.#relay(outcomes.created, outcomes.seqRange);
      }
    } finally {
      this.#draining = false;
    }
  }

  /** Takes queued requests up to the per-commit cap (always at least one). */
  #takeGroup(): PendingIngest[] {
    const group: PendingIngest[] = [];
    let events = 0;
    while (this.#pending.length > 0) {
      const next = this.#pending[0]!;
      if (group.length > 0 && events + next.events.length > MAX_EVENTS_PER_COMMIT) break;
      group.push(this.#pending.shift()!);
      events += next.events.length;
    }
    return group;
  }

  /**
   * Commits a group of requests in one batch. If the batch fails and held several requests,
   * each is retried alone so that one bad request cannot fail its neighbours.
   */
  async #commitGroup(group: PendingIngest[]): Promise<{
    perRequest: IngestOutcome[];
    created: OutboxEntry[];
    seqRange: [number, number] | undefined;
  }> {
    try {
      const { created, seqRange, resultsFor } = await this.#commit(group.map((p) => p.events));
      return { perRequest: group.map((_, i) => ({ ok: true, results: resultsFor(i) })), created, seqRange };
    } catch (error) {
      if (group.length === 1) return { perRequest: [failure(error)], created: [], seqRange: undefined };
      const perRequest: IngestOutcome[] = [];
      const created: OutboxEntry[] = [];
      for (const pending of group) {
        try {
          const single = await this.#commit([pending.events]);
          perRequest.push({ ok: true, results: single.resultsFor(0) });
          created.push(...single.created);
          await this.#relay(single.created, single.seqRange);
        } catch (singleError) {
          perRequest.push(failure(singleError));
        }
      }
      return { perRequest, created: [], seqRange: undefined };
    }
  }

  async #commit(requests: StoredEvent[][]): Promise<{
    created: OutboxEntry[];
    seqRange: [number, number] | undefined;
    resultsFor: (request: number) => IngestResult[];
  }> {
    const userId = this.#userId!;
    // The first occurrence of an id in this commit is the one written; later ones are repeats.
    const rows: NewEventRow[] = [];
    const seen = new Set<string>();
    let seq = this.#nextSeq ?? (await maxOutboxSeq(this.env.DB, userId)) + 1;
    const firstSeq = seq;
    for (const events of requests) {
      for (const event of events) {
        if (seen.has(event.event_id)) continue;
        seen.add(event.event_id);
        rows.push({ ...event, seq: seq++ });
      }
    }
    await this.#armRelayAlarm(RELAY_CHECK_DELAY_MS);
    let createdIds: Set<string>;
    try {
      createdIds = await insertEventsWithOutbox(this.env.DB, userId, rows, Date.now());
    } catch (error) {
      this.#nextSeq = undefined; // the batch may or may not have landed: re-read the high-water mark
      throw error;
    }
    this.#nextSeq = seq;
    const claimed = new Set<string>();
    const resultsFor = (request: number): IngestResult[] =>
      (requests[request] ?? []).map((event) => {
        const created = createdIds.has(event.event_id) && !claimed.has(event.event_id);
        if (created) claimed.add(event.event_id);
        return { event_id: event.event_id, created };
      });
    const created = rows.filter((row) => createdIds.has(row.event_id)).map((row) => ({ seq: row.seq, eventId: row.event_id }));
    return { created, seqRange: rows.length > 0 ? [firstSeq, seq - 1] : undefined, resultsFor };
  }

  /**
   * Sends a commit's outbox rows to the queue. The stored watermark (every seq at or below
   * it has been relayed or never existed) advances only when this commit directly follows
   * it; any gap — a failed send, or a crash between commit and send — is left to the alarm.
   */
  async #relay(created: OutboxEntry[], seqRange: [number, number] | undefined): Promise<void> {
    if (seqRange === undefined) return;
    try {
      await this.#send(created);
    } catch (error) {
      console.warn("relay: queue send failed; the alarm will retry", describe(error));
      await this.#scheduleRetry();
      return;
    }
    const through = this.ctx.storage.kv.get<number>(RELAYED_THROUGH_SEQ) ?? 0;
    if (seqRange[0] === through + 1) this.ctx.storage.kv.put(RELAYED_THROUGH_SEQ, seqRange[1]);
  }

  /** Relays every unprocessed outbox row above the watermark (runs in the lane: no commit in flight). */
  async #relayBacklog(): Promise<void> {
    const userId = this.#userId!;
    let through = this.ctx.storage.kv.get<number>(RELAYED_THROUGH_SEQ) ?? 0;
    try {
      for (;;) {
        const rows = await unprocessedOutboxAfter(this.env.DB, userId, through, MAX_QUEUE_BATCH_MESSAGES);
        if (rows.length > 0) {
          await this.#send(rows);
          through = rows[rows.length - 1]!.seq;
          this.ctx.storage.kv.put(RELAYED_THROUGH_SEQ, through);
        }
        if (rows.length < MAX_QUEUE_BATCH_MESSAGES) break;
      }
      // Seqs above the last row were assigned to repeats and hold nothing.
      const highest = this.#nextSeq !== undefined ? this.#nextSeq - 1 : await maxOutboxSeq(this.env.DB, userId);
      this.ctx.storage.kv.put(RELAYED_THROUGH_SEQ, Math.max(through, highest));
      this.ctx.storage.kv.delete(RELAY_FAILURES);
    } catch (error) {
      console.warn("relay: backlog send failed; retrying later", describe(error));
      await this.#scheduleRetry();
    }
  }

  async #send(entries: OutboxEntry[]): Promise<void> {
    const userId = this.#userId!;
    for (let i = 0; i < entries.length; i += MAX_QUEUE_BATCH_MESSAGES) {
      const slice = entries.slice(i, i + MAX_QUEUE_BATCH_MESSAGES);
      await this.env.OUTBOX_QUEUE.sendBatch(slice.map((e) => ({ body: outboxMessage(userId, e.seq, e.eventId) })));
    }
  }

  async #scheduleRetry(): Promise<void> {
    const failures = (this.ctx.storage.kv.get<number>(RELAY_FAILURES) ?? 0) + 1;
    this.ctx.storage.kv.put(RELAY_FAILURES, failures);
    const delay = Math.min(RELAY_MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 16));
    this.#alarmArmed = false;
    await this.#armRelayAlarm(delay, true);
  }

  /** Makes sure an alarm will look at the relay within `delayMs` (it survives eviction and crashes). */
  async #armRelayAlarm(delayMs: number, force = false): Promise<void> {
    if (this.#alarmArmed && !force) return;
    const wanted = Date.now() + delayMs;
    const current = await this.ctx.storage.getAlarm();
    if (force || current === null || current > wanted) await this.ctx.storage.setAlarm(wanted);
    this.#alarmArmed = true;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function failure(error: unknown): IngestOutcome {
  const message = describe(error);
  console.error("ingest: D1 batch failed", message);
  if (/TOOBIG|too big/i.test(message)) return { ok: false, code: "payload_too_large", message: "an event is too large to store" };
  return { ok: false, code: "unavailable", message: "storage is unavailable; retry later" };
}
