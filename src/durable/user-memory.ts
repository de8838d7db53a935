import { DurableObject } from "cloudflare:workers";
import { ingestRateConfig } from "../core/config";
import type { StoredEvent } from "../core/ingest/event";
import {
  BUILD_MAX_DEFER_MS,
  BUILD_TIME_BUDGET_MS,
  IDLE_ALARM_MIN_DELAY_MS,
  INGEST_QUIET_GAP_MS,
  MAX_EVENTS_PER_COMMIT,
  RELAY_BACKLOG_PAGE_ROWS,
  RELAY_CHECK_DELAY_MS,
  RELAY_LINGER_MS,
  RELAY_MAX_BACKOFF_MS,
  RELAY_WATERMARK_STORE_MS,
} from "../core/ingest/limits";
import { consecutiveRuns, type CommitRange } from "../core/ingest/commit-runs";
import { outboxRangeMessage } from "../core/outbox/message";
import { rollupConfig, ROLLUP_TIME_BUDGET_MS } from "../core/toc/rollup-config";
import { TokenBucket } from "../core/ingest/token-bucket";
import { insertEventsWithOutbox, type NewEventRow } from "../db/events";
import { maxOutboxSeq, unprocessedOutboxAfter, type OutboxEntry } from "../db/outbox";
import { findUser, type TokenRow, type User } from "../db/users";
import { nextIdleDeadline } from "../db/build";
import { summarizerFor } from "../toc/summarizer";
import { TocBuilder, BUILD_STEP_EVENTS } from "../toc/builder";
import { REBUILD_MAX_EVENTS, TocRebuild, type RebuildPlanReport } from "../toc/rebuild";
import { TocRollup, type RollupReport } from "../toc/rollup-pass";
import { TokenCache } from "./token-cache";

export interface IngestResult {
  event_id: string;
  created: boolean;
}

/** RPC answers are plain data: an error class does not survive the trip. */
export type IngestOutcome =
  | { ok: true; results: IngestResult[] }
  | { ok: false; code: "unauthorized"; message: string }
  | { ok: false; code: "rate_limited"; message: string; retryAfterSeconds: number }
  | { ok: false; code: "payload_too_large" | "unavailable"; message: string };

/** What a build did. `more` means work was left for the next alarm (the time budget ran out). */
export interface BuildOutcome {
  processed: number;
  closedSegments: number;
  /** Every pending outbox row at or below this seq has been consumed. */
  throughSeq: number | null;
  more: boolean;
  /** Nothing was built yet: ingest was busy, and the object builds once it is quiet (an alarm makes sure). */
  deferred?: true;
}

export interface BuildRequest {
  /** Let ingest go first: while events are being committed, defer the build (the queue consumer asks this). */
  yieldToIngest?: boolean;
}

export interface RollupRequest {
  /** The clock the debounce and minimum ages are judged against; default now. */
  asOfMs?: number;
  /** Take dirty nodes however recent their change. */
  force?: boolean;
}

export interface RebuildRequest {
  fromMs: number;
  toMs: number;
  /** Compute and report, write nothing. */
  dryRun: boolean;
}

export type RebuildOutcome =
  | { ok: true; dryRun: boolean; plan: RebuildPlanReport; rollup: RollupReport | null }
  | { ok: false; code: "too_large"; message: string; sessions: number; events: number };

interface PendingIngest {
  events: StoredEvent[];
  resolve: (outcome: IngestOutcome) => void;
}

/** What one D1 batch created: its outbox rows, and the seqs it assigned (repeats included). */
type Commit = CommitRange<OutboxEntry>;

/** Keys of the object's own storage. */
const USER_ID_KEY = "user_id";
/** Every outbox seq at or below this was handed to the queue (or was never used). */
const RELAYED_THROUGH_KEY = "relay:through_seq";
const RELAY_FAILURES_KEY = "relay:failures";
/** Set when a build ran out of time with events still pending: the alarm resumes it. */
const BUILD_RESUME_KEY = "build:resume";

/**
 * One per user: the user's single writer, the authority on their tokens, and the one
 * place their table of contents is built (so building is serialized per user).
 *
 * Ingest requests queue up in memory and are committed one D1 batch at a time; requests
 * that arrive while a batch is in flight are coalesced into the next one (group commit).
 * After each commit its outbox rows are relayed to the queue, in commit order, on a chain
 * of their own so that the next commit need not wait for the queue. An alarm, set before
 * any commit, re-checks that everything committed was relayed — so a crash between commit
 * and send, or a queue outage, delays work but never loses it.
 */
export class UserMemory extends DurableObject<Env> {
  #userId: string | undefined;
  #tokens: TokenCache | undefined;
  #bucket: TokenBucket | undefined;
  /** Next outbox seq to assign; loaded from D1 on first use (and again after a failed batch). */
  #nextSeq: number | undefined;
  #pending: PendingIngest[] = [];
  #draining = false;
  /** Relays run one after another, in commit order. */
  #relayChain: Promise<void> = Promise.resolve();
  /** Commits waiting for the relay; those that pile up while a send is in flight go out as one message. */
  #unrelayed: Commit[] = [];
  /** The relay watermark (RELAYED_THROUGH_KEY) as this instance knows it, and when it was last stored. */
  #relayed: number | undefined;
  #relayedStoredAtMs = 0;
  /** Whether this instance already made sure an alarm will check the relay. */
  #relayCheckArmed = false;
  /** When the last commit started (Date.now()); ingest counts as busy for INGEST_QUIET_GAP_MS after it. */
  #lastCommitAtMs = 0;
  /** Set while a build waits for ingest to go quiet: the latest it may start. */
  #buildDeferredUntilMs: number | undefined;
  #quietCheckScheduled = false;
  /** Builds, rollups and rebuilds run one after another: every TOC write of the user is serialized. */
  #buildChain: Promise<unknown> = Promise.resolve();
  #builder: TocBuilder | undefined;
  #rollup: TocRollup | undefined;

  /** The user if `tokenHash` is one of their live tokens. */
  async authenticate(userId: string, tokenHash: string): Promise<User | undefined> {
    return this.#bindUser(userId).verify(tokenHash);
  }

  /** Revokes one of the user's tokens; from now on no request with it passes. */
  async revokeToken(userId: string, tokenId: string): Promise<TokenRow | undefined> {
    return this.#bindUser(userId).revoke(tokenId);
  }

  /**
   * Checks the token, then stores the events not stored yet; answers per event whether it
   * was created. Authenticating here saves the ingest path a separate D1 lookup.
   */
  async ingest(userId: string, tokenHash: string, events: StoredEvent[]): Promise<IngestOutcome> {
    if (!(await this.#bindUser(userId).verify(tokenHash))) {
      return { ok: false, code: "unauthorized", message: "missing or invalid bearer token" };
    }
    const limited = this.#takeRateTokens(events.length);
    if (limited) return limited;
    return new Promise<IngestOutcome>((resolve) => {
      this.#pending.push({ events, resolve });
      if (!this.#draining) {
        this.#draining = true;
        void this.#drain();
      }
    });
  }

  /**
   * Turns the user's pending events into segments and nodes; the queue consumer calls this.
   * With `yieldToIngest`, a build asked for while events are being committed waits until
   * ingest is quiet (at most BUILD_MAX_DEFER_MS): building shares the object's one thread with
   * ingest, and acknowledging events comes first. The deferred build is the object's to run —
   * an alarm and a stored flag make sure it runs even if the object is evicted meanwhile.
   */
  async build(userId: string, request: BuildRequest = {}): Promise<BuildOutcome> {
    this.#bindUser(userId);
    if (request.yieldToIngest === true && this.#buildMayWait()) return this.#deferBuild();
    return this.#serialBuild("pending");
  }

  /**
   * Rolls up the user's due period nodes (day → week → month → year), on the same chain as
   * builds, so a rollup never races a build marking the same parent dirty. The queue
   * consumer calls this for rollup messages.
   */
  async rollup(userId: string, request: RollupRequest = {}): Promise<RollupReport> {
    this.#bindUser(userId);
    return this.#serialize(() =>
      this.#tocRollup().run({ asOfMs: request.asOfMs ?? Date.now(), force: request.force === true, deadlineMs: Date.now() + ROLLUP_TIME_BUDGET_MS }),
    );
  }

  /**
   * Recomputes the user's segments and nodes for the sessions with events in a range from
   * the raw events, then rolls up every period it touched. Running it twice changes nothing
   * the second time. A dry run reports what would change and writes nothing.
   */
  async rebuild(userId: string, request: RebuildRequest): Promise<RebuildOutcome> {
    this.#bindUser(userId);
    return this.#serialize(async () => {
      const user = await findUser(this.env.DB, userId);
      const rebuild = new TocRebuild(this.env.DB, userId, user?.timeZone ?? "UTC", summarizerFor(this.env, userId));
      const asOfMs = Date.now();
      const plan = await rebuild.plan({ fromMs: request.fromMs, toMs: request.toMs }, asOfMs);
      if (!plan.ok) {
        const message = `the range's sessions hold ${plan.events} events; one rebuild takes at most ${REBUILD_MAX_EVENTS}: split the range`;
        return { ok: false, code: "too_large", message, sessions: plan.sessions, events: plan.events };
      }
      if (request.dryRun) return { ok: true, dryRun: true, plan: plan.report, rollup: null };
      await rebuild.apply(plan.write);
      const rollup = await this.#tocRollup().run({ asOfMs, force: true, deadlineMs: Date.now() + ROLLUP_TIME_BUDGET_MS });
      return { ok: true, dryRun: false, plan: plan.report, rollup };
    });
  }

  /**
   * Relays what was not relayed, closes idle segments, and resumes a build that ran out of
   * time. Pending events are otherwise left to the queue: the alarm does not race it.
   */
  override async alarm(): Promise<void> {
    this.#relayCheckArmed = false;
    const userId = this.ctx.storage.kv.get<string>(USER_ID_KEY);
    if (userId === undefined) return;
    this.#bindUser(userId);
    await this.#enqueueRelay(() => this.#relayBacklog());
    const deferredUntil = this.#buildDeferredUntilMs;
    const stillDeferred = deferredUntil !== undefined && this.#buildMayWait();
    if (stillDeferred) await this.#wakeAt(deferredUntil);
    try {
      await this.#serialBuild(this.ctx.storage.kv.get<boolean>(BUILD_RESUME_KEY) === true && !stillDeferred ? "pending" : "idle");
    } catch (error) {
      console.error("build: alarm run failed; the queue or the next alarm retries", describe(error));
      await this.#wakeAt(Date.now() + RELAY_CHECK_DELAY_MS);
    }
  }

  #serialBuild(what: "pending" | "idle"): Promise<BuildOutcome> {
    return this.#serialize(() => this.#buildPending(what));
  }

  /** Runs `work` after every TOC write queued before it. */
  #serialize<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#buildChain.then(work);
    this.#buildChain = run.catch(() => undefined);
    return run;
  }

  /**
   * Whether a build should wait for ingest: events are being committed (or were a moment ago)
   * and the deferral, if one started, has not run out.
   */
  #buildMayWait(): boolean {
    const ingestBusy = this.#draining || Date.now() - this.#lastCommitAtMs < INGEST_QUIET_GAP_MS;
    return ingestBusy && (this.#buildDeferredUntilMs ?? Infinity) > Date.now();
  }

  async #deferBuild(): Promise<BuildOutcome> {
    if (this.#buildDeferredUntilMs === undefined) {
      this.#buildDeferredUntilMs = Date.now() + BUILD_MAX_DEFER_MS;
      // The caller acks its messages on this answer: from here the build is the object's, even across an eviction.
      this.ctx.storage.kv.put(BUILD_RESUME_KEY, true);
      await this.#wakeAt(this.#buildDeferredUntilMs);
      this.#scheduleQuietCheck();
    }
    return { processed: 0, closedSegments: 0, throughSeq: null, more: false, deferred: true };
  }

  /** Runs a deferred build once ingest has been quiet for INGEST_QUIET_GAP_MS; checks again while it is not. */
  #scheduleQuietCheck(): void {
    if (this.#quietCheckScheduled || this.#buildDeferredUntilMs === undefined) return;
    this.#quietCheckScheduled = true;
    setTimeout(() => {
      this.#quietCheckScheduled = false;
      if (this.#buildDeferredUntilMs === undefined) return;
      if (this.#buildMayWait()) {
        this.#scheduleQuietCheck();
        return;
      }
      this.#serialBuild("pending").catch((error) => console.error("build: deferred run failed; the alarm retries", describe(error)));
    }, INGEST_QUIET_GAP_MS);
  }

  /** Consumes pending events (unless only idle segments are due), then closes idle segments. */
  async #buildPending(what: "pending" | "idle"): Promise<BuildOutcome> {
    if (what === "pending") this.#buildDeferredUntilMs = undefined;
    const builder = await this.#tocBuilder();
    const deadline = Date.now() + BUILD_TIME_BUDGET_MS;
    const outcome: BuildOutcome = { processed: 0, closedSegments: 0, throughSeq: null, more: false };
    while (what === "pending") {
      const step = await builder.step();
      outcome.processed += step.processed;
      outcome.closedSegments += step.closedSegments;
      if (step.throughSeq !== null) outcome.throughSeq = step.throughSeq;
      if (step.processed < BUILD_STEP_EVENTS) break;
      if (Date.now() > deadline) {
        outcome.more = true;
        break;
      }
    }
    if (outcome.more) {
      this.ctx.storage.kv.put(BUILD_RESUME_KEY, true);
      await this.#wakeAt(Date.now() + IDLE_ALARM_MIN_DELAY_MS);
    } else if (what === "pending" && this.ctx.storage.kv.get<boolean>(BUILD_RESUME_KEY) !== undefined) {
      // Only when set: a storage write holds back the object's responses until it is durable.
      this.ctx.storage.kv.delete(BUILD_RESUME_KEY);
    }
    // A build that just consumed events leaves idle closing to the alarm, a moment later: old
    // events arriving in several requests (a spool flushed after hours offline, a backfill)
    // would otherwise be split wherever one request's build ran before the next arrived.
    if (outcome.processed === 0) outcome.closedSegments += await builder.closeIdle(Date.now());
    const due = await nextIdleDeadline(this.env.DB, this.#userId!);
    // closeIdle closes strictly after the deadline; give late stragglers a moment too.
    if (due !== null) await this.#wakeAt(Math.max(due + 1, Date.now() + IDLE_ALARM_MIN_DELAY_MS));
    return outcome;
  }

  async #tocBuilder(): Promise<TocBuilder> {
    if (!this.#builder) {
      const userId = this.#userId!;
      const user = await findUser(this.env.DB, userId);
      this.#builder = new TocBuilder(this.env.DB, userId, user?.timeZone ?? "UTC", summarizerFor(this.env, userId));
    }
    return this.#builder;
  }

  #tocRollup(): TocRollup {
    this.#rollup ??= new TocRollup(this.env.DB, this.#userId!, summarizerFor(this.env, this.#userId!), rollupConfig(this.env));
    return this.#rollup;
  }

  #bindUser(userId: string): TokenCache {
    if (this.#userId === undefined) {
      this.#userId = userId;
      this.#tokens = new TokenCache(this.env.DB, userId);
      if (this.ctx.storage.kv.get<string>(USER_ID_KEY) !== userId) this.ctx.storage.kv.put(USER_ID_KEY, userId);
    } else if (this.#userId !== userId) {
      throw new Error("a UserMemory object serves exactly one user");
    }
    return this.#tokens!;
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

  /** Commits queued requests, one group per D1 batch, until none are left. */
  async #drain(): Promise<void> {
    try {
      while (this.#pending.length > 0) {
        const group = this.#takeGroup();
        try {
          const outcomes = await this.#commitGroup(group);
          group.forEach((pending, i) => pending.resolve(outcomes[i]!));
        } catch (error) {
          for (const pending of group) pending.resolve(failure(error));
        }
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
  async #commitGroup(group: PendingIngest[]): Promise<IngestOutcome[]> {
    try {
      const results = await this.#commit(group.map((p) => p.events));
      return results.map((r) => ({ ok: true, results: r }));
    } catch (error) {
      if (group.length === 1) return [failure(error)];
      const outcomes: IngestOutcome[] = [];
      for (const pending of group) {
        try {
          const [results] = await this.#commit([pending.events]);
          outcomes.push({ ok: true, results: results! });
        } catch (singleError) {
          outcomes.push(failure(singleError));
        }
      }
      return outcomes;
    }
  }

  /** One D1 batch for several requests' events; answers each request's results and queues the relay. */
  async #commit(requests: StoredEvent[][]): Promise<IngestResult[][]> {
    const userId = this.#userId!;
    // The first occurrence of an id in this commit is the one written; later ones are repeats.
    const rows: NewEventRow[] = [];
    const seen = new Set<string>();
    this.#lastCommitAtMs = Date.now();
    let seq = this.#nextSeq ?? (await maxOutboxSeq(this.env.DB, userId)) + 1;
    const firstSeq = seq;
    for (const events of requests) {
      for (const event of events) {
        if (seen.has(event.event_id)) continue;
        seen.add(event.event_id);
        rows.push({ ...event, seq: seq++ });
      }
    }
    if (!this.#relayCheckArmed) {
      await this.#wakeAt(Date.now() + RELAY_CHECK_DELAY_MS);
      this.#relayCheckArmed = true;
    }
    let createdIds: Set<string>;
    try {
      createdIds = await insertEventsWithOutbox(this.env.DB, userId, rows, Date.now());
    } catch (error) {
      this.#nextSeq = undefined; // the batch may or may not have landed: re-read the high-water mark
      throw error;
    }
    this.#nextSeq = seq;
    const created = rows.filter((row) => createdIds.has(row.event_id)).map((row) => ({ seq: row.seq, eventId: row.event_id }));
    const commit: Commit = { created, seqRange: [firstSeq, seq - 1] };
    this.#unrelayed.push(commit);
    // The first commit after a send waits a moment for others, which go out in the same message:
    // a queue send costs more than a commit, and the consumer is batched by the second anyway.
    if (this.#unrelayed.length === 1) setTimeout(() => void this.#enqueueRelay(() => this.#relayUnrelayed()), RELAY_LINGER_MS);

    const claimed = new Set<string>();
    return requests.map((events) =>
      events.map((event) => {
        const isNew = createdIds.has(event.event_id) && !claimed.has(event.event_id);
        if (isNew) claimed.add(event.event_id);
        return { event_id: event.event_id, created: isNew };
      }),
    );
  }

  #enqueueRelay(work: () => Promise<void>): Promise<void> {
    this.#relayChain = this.#relayChain.then(work).catch((error) => console.error("relay: unexpected failure", describe(error)));
    return this.#relayChain;
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
      console.warn("relay: queue send failed; the alarm will retry", describe(error));
      await this.#scheduleRetry();
      return;
    }
    if (seqRange[0] === this.#relayedThrough() + 1) this.#advanceRelayed(seqRange[1], Date.now());
  }

  /** The relay's watermark: in memory while the object lives, else as last stored. */
  #relayedThrough(): number {
    this.#relayed ??= this.ctx.storage.kv.get<number>(RELAYED_THROUGH_KEY) ?? 0;
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
      this.ctx.storage.kv.put(RELAYED_THROUGH_KEY, through);
      this.#relayedStoredAtMs = nowMs;
    }
  }

  /** Relays every unprocessed outbox row above the watermark. */
  async #relayBacklog(): Promise<void> {
    const userId = this.#userId!;
    let through = this.#relayedThrough();
    try {
      // Read before the scan: every seq at or below it is committed, so the scan sees its row.
      const highest = await maxOutboxSeq(this.env.DB, userId);
      for (;;) {
        const rows = await unprocessedOutboxAfter(this.env.DB, userId, through, RELAY_BACKLOG_PAGE_ROWS);
        if (rows.length > 0) {
          await this.#send(rows);
          through = rows[rows.length - 1]!.seq;
          this.#advanceRelayed(through, Date.now(), true);
        }
        if (rows.length < RELAY_BACKLOG_PAGE_ROWS) break;
      }
      this.#advanceRelayed(Math.max(through, highest), Date.now(), true);
      this.ctx.storage.kv.delete(RELAY_FAILURES_KEY);
    } catch (error) {
      console.warn("relay: backlog send failed; retrying later", describe(error));
      await this.#scheduleRetry();
    }
  }

  /** One message for the rows (in seq order): the build consumes every pending row anyway. */
  async #send(entries: OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.env.OUTBOX_QUEUE.sendBatch([{ body: outboxRangeMessage(this.#userId!, entries) }]);
  }

  /** Backs off exponentially (2 s, 4 s, … up to RELAY_MAX_BACKOFF_MS) while the queue refuses sends. */
  async #scheduleRetry(): Promise<void> {
    const failures = (this.ctx.storage.kv.get<number>(RELAY_FAILURES_KEY) ?? 0) + 1;
    this.ctx.storage.kv.put(RELAY_FAILURES_KEY, failures);
    await this.#wakeAt(Date.now() + Math.min(RELAY_MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 16)));
  }

  /** Makes sure the alarm fires by `timeMs` (alarms survive eviction and crashes). */
  async #wakeAt(timeMs: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > timeMs) await this.ctx.storage.setAlarm(timeMs);
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
