import { DurableObject } from "cloudflare:workers";
import { errorMessage } from "../core/errors";
import type { StoredEvent } from "../core/ingest/event";
import { IDLE_ALARM_MIN_DELAY_MS, MAX_EVENTS_PER_COMMIT, RELAY_CHECK_DELAY_MS } from "../core/ingest/limits";
import { redactEvents, sumTallies } from "../core/ingest/redaction";
import type { RedactionTally } from "../../shared/redaction/redactor";
import { addRedactionCounts, setIngestRedaction } from "../db/redaction";
import type { RollupReport } from "../toc/rollup-pass";
import type { TokenRow, User } from "../db/users";
import { BuildSchedule, systemClock, type BuildKind, type ObjectStorage } from "./build-schedule";
import { EventWriter } from "./event-writer";
import { GroupCommit } from "./group-commit";
import { IngestRateLimit } from "./ingest-rate";
import { OutboxRelay } from "./outbox-relay";
import type {
  BuildOutcome,
  BuildRequest,
  DeleteUserOutcome,
  ForgetOutcome,
  ForgetRequest,
  IngestOutcome,
  IngestResult,
  RebuildOutcome,
  RebuildRequest,
  RollupRequest,
} from "./rpc";
import { TocChain } from "./toc-chain";
import { TokenCache } from "./token-cache";
import { systemDatabase, userDatabase } from "../db/handle";
import { deleteUserRecord, deleteUserRows } from "../db/delete-user";

/** The object's own storage: which user it serves, so that an alarm after an eviction knows (written with the alarm). */
const USER_ID_KEY = "user_id";

/** How often a deletion looks whether an ingest commit under way has ended. */
const COMMIT_POLL_MS = 5;

/** The parts that do the object's work, made for its one user on first use. */
interface Parts {
  userId: string;
  tokens: TokenCache;
  commits: GroupCommit<StoredEvent, IngestOutcome>;
  relay: OutboxRelay;
  schedule: BuildSchedule;
  toc: TocChain;
}

/**
 * One per user: the user's single writer, the authority on their tokens, and the one place
 * their table of contents is built (so building is serialized per user). A façade: each RPC
 * method and the alarm hand their work to the parts — the token cache, the rate limit, group
 * commit (event-writer.ts, group-commit.ts), the outbox relay, the build schedule and the
 * chain of TOC writes.
 */
export class UserMemory extends DurableObject<Env> {
  #parts: Parts | undefined;
  readonly #rate = new IngestRateLimit(this.env);
  /** The user being (or just) deleted: ingest refuses them from the moment it starts. */
  #deleting: string | undefined;

  /** The user if `tokenHash` is one of their live tokens. */
  async authenticate(userId: string, tokenHash: string): Promise<User | undefined> {
    return this.#partsFor(userId).tokens.verify(tokenHash);
  }

  /** Revokes one of the user's tokens; from now on no request with it passes. */
  async revokeToken(userId: string, tokenId: string): Promise<TokenRow | undefined> {
    return this.#partsFor(userId).tokens.revoke(tokenId);
  }

  /**
   * Checks the token, then stores the events not stored yet; answers per event whether it
   * was created. Authenticating here saves the ingest path a separate D1 lookup.
   */
  async ingest(userId: string, tokenHash: string, events: StoredEvent[]): Promise<IngestOutcome> {
    const parts = this.#partsFor(userId);
    // A build that yields to ingest waits while requests are here (their redaction, their commit) and a moment after.
    parts.schedule.ingestStarted();
    try {
      return await this.#ingest(parts, userId, tokenHash, events);
    } finally {
      parts.schedule.ingestEnded();
    }
  }

  async #ingest(parts: Parts, userId: string, tokenHash: string, events: StoredEvent[]): Promise<IngestOutcome> {
    const user = await parts.tokens.verify(tokenHash);
    // A token read just before a deletion began is refused too: nothing is stored once it has.
    if (!user || this.#deleting === userId) {
      return { ok: false, code: "unauthorized", message: "missing or invalid bearer token" };
    }
    const limited = this.#rate.take(events.length, Date.now());
    if (limited) return limited;
    if (!user.ingestRedaction) return parts.commits.submit(events);
    const redacted = redactEvents(events);
    const outcome = await parts.commits.submit(redacted.events);
    if (outcome.ok && redacted.tallies.size > 0) await this.#countRedactions(userId, outcome.results, redacted.tallies);
    return outcome;
  }

  /** Turns the service's ingest redaction on or off for the user; at once, for every later request. */
  async setIngestRedaction(userId: string, on: boolean): Promise<boolean> {
    return this.#partsFor(userId).tokens.changeUser(() => setIngestRedaction(systemDatabase(this.env), userId, on));
  }

  /** Counts the redactions in the events this request stored or whose pending text it filled in (a repeat that changed nothing is not counted). */
  async #countRedactions(userId: string, results: IngestResult[], tallies: Map<string, RedactionTally>): Promise<void> {
    const stored = results.filter((r) => r.created || r.text_filled).map((r) => tallies.get(r.event_id));
    const tally = sumTallies(stored.filter((t) => t !== undefined));
    try {
      await addRedactionCounts(userDatabase(this.env, userId), userId, tally, Date.now());
    } catch (error) {
      // The events are stored and redacted; only the status figure is short.
      console.error("ingest: redaction counts not stored", errorMessage(error));
    }
  }

  /**
   * Turns the user's pending events into segments and nodes; the queue consumer calls this.
   * With `yieldToIngest`, a build asked for while events are being committed is deferred
   * (build-schedule.ts): building shares the object's one thread with ingest, and
   * acknowledging events comes first.
   */
  async build(userId: string, request: BuildRequest = {}): Promise<BuildOutcome> {
    const { schedule } = this.#partsFor(userId);
    if (request.yieldToIngest === true && schedule.mayWait()) {
      await schedule.defer();
      return { processed: 0, closedSegments: 0, throughSeq: null, more: false, deferred: true };
    }
    return this.#build("pending", request.yieldToIngest === true);
  }

  /** Rolls up the user's due period nodes (day → week → month → year); the queue consumer calls this for rollup messages. */
  async rollup(userId: string, request: RollupRequest = {}): Promise<RollupReport> {
    return this.#partsFor(userId).toc.rollup(request);
  }

  /**
   * Recomputes the user's segments and nodes for the sessions with events in a range from
   * the raw events, then rolls up every period it touched. Running it twice changes nothing
   * the second time. A dry run reports what would change and writes nothing.
   */
  async rebuild(userId: string, request: RebuildRequest): Promise<RebuildOutcome> {
    return this.#partsFor(userId).toc.rebuild(request);
  }

  /** Forgets the events a selector names, and everything derived that repeats them (toc-chain.ts). */
  async forget(userId: string, request: ForgetRequest): Promise<ForgetOutcome> {
    return this.#partsFor(userId).toc.forget(request);
  }

  /**
   * Deletes the user and every row they own, then the object's own storage and alarm. Their
   * tokens go first and the deletion runs alone on the TOC chain (no build or forget beside it);
   * an ingest commit already under way when the tokens went is waited for and its rows deleted
   * by a second pass, and a third after the users row is gone takes what a scheduled job wrote
   * meanwhile (such a job checks for the row after its writes: sweepIfDeleted). Running it again finishes a deletion that failed half-way.
   */
  async deleteUser(userId: string): Promise<DeleteUserOutcome> {
    const parts = this.#partsFor(userId);
    this.#deleting = userId;
    const db = userDatabase(this.env, userId);
    const outcome = await parts.tokens.changeUser(() =>
      parts.toc.exclusive(async () => {
        const rows = await deleteUserRows(db, userId);
        while (parts.commits.busy) await scheduler.wait(COMMIT_POLL_MS);
        for (const [table, count] of Object.entries(await deleteUserRows(db, userId))) rows[table] = (rows[table] ?? 0) + count;
        const existed = await deleteUserRecord(systemDatabase(this.env), userId);
        // A scheduled job (consolidation, retention) may have written rows since the passes above;
        // one that writes after this checks for the users row and deletes its own (sweepIfDeleted).
        for (const [table, count] of Object.entries(await deleteUserRows(db, userId))) rows[table] = (rows[table] ?? 0) + count;
        return { existed, rows };
      }),
    );
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.#parts = undefined;
    return outcome;
  }

  /**
   * Relays what was not relayed, closes idle segments, and runs a build the stored flag says
   * is owed. Pending events are otherwise left to the queue: the alarm does not race it.
   */
  override async alarm(): Promise<void> {
    const userId = this.ctx.storage.kv.get<string>(USER_ID_KEY);
    if (userId === undefined) return;
    const { relay, schedule } = this.#partsFor(userId);
    await relay.catchUp();
    try {
      const kind = await schedule.alarmBuildKind();
      // A build the alarm runs (a deferred one, or the rest of one) yields to ingest like the first did.
      if (kind !== "none") await this.#build(kind, true);
    } catch (error) {
      console.error("build: alarm run failed; the queue or the next alarm retries", errorMessage(error));
      await this.#wakeAt(userId, Date.now() + RELAY_CHECK_DELAY_MS);
    }
  }

  #build(kind: BuildKind, yieldToIngest: boolean): Promise<BuildOutcome> {
    // A deferred build's quiet check can come due after the user was deleted: there is nothing left to build.
    if (this.#parts === undefined) return Promise.resolve({ processed: 0, closedSegments: 0, throughSeq: null, more: false });
    const { toc, schedule } = this.#parts;
    return toc.build(kind, schedule, yieldToIngest);
  }

  /**
   * The object's storage as the relay and the build schedule see it. Once the user is being
   * deleted their writes are dropped: work begun before the deletion (a relay's linger timer, a
   * deferred build) may end after the storage was wiped, and must not write it again.
   */
  #storageFor(userId: string): ObjectStorage {
    const kv = this.ctx.storage.kv;
    const live = () => this.#deleting !== userId;
    return {
      get: <T>(key: string) => kv.get<T>(key),
      put: <T>(key: string, value: T) => {
        if (live()) kv.put(key, value);
      },
      delete: (key: string) => live() && kv.delete(key),
    };
  }

  #partsFor(userId: string): Parts {
    if (this.#parts !== undefined) {
      if (this.#parts.userId !== userId) throw new Error("a UserMemory object serves exactly one user");
      return this.#parts;
    }
    const storage = this.#storageFor(userId);
    const db = userDatabase(this.env, userId);
    const wakeAt = (timeMs: number) => this.#wakeAt(userId, timeMs);
    const relay = new OutboxRelay({ db, queue: this.env.OUTBOX_QUEUE, userId, storage, wakeAt });
    const schedule: BuildSchedule = new BuildSchedule({
      clock: systemClock,
      storage,
      ingestBusy: () => commits.busy,
      wakeAt,
      buildPending: () => this.#build("pending", true),
    });
    const writer = new EventWriter({
      db,
      userId,
      commitStarted: () => schedule.commitStarted(),
      beforeWrite: () => relay.armCheck(),
      committed: (commit) => relay.committed(commit),
      // Brings the alarm forward: it derives the sessions again (the alarm armed before every write covers a crash).
      textFilled: () => void wakeAt(Date.now() + IDLE_ALARM_MIN_DELAY_MS).catch(() => undefined),
    });
    const commits = new GroupCommit<StoredEvent, IngestOutcome>({
      maxItemsPerCommit: MAX_EVENTS_PER_COMMIT,
      commit: async (requests) => (await writer.write(requests)).map((results) => ({ ok: true, results })),
      failed: writeFailure,
    });
    const toc = new TocChain({ env: this.env, db, userId, wakeAt });
    this.#parts = { userId, tokens: new TokenCache(systemDatabase(this.env), userId), commits, relay, schedule, toc };
    return this.#parts;
  }

  /**
   * Makes sure the alarm fires by `timeMs` (alarms survive eviction and crashes), and that it
   * knows whose it is. An object with no alarm to fire stores nothing of its own.
   */
  async #wakeAt(userId: string, timeMs: number): Promise<void> {
    // A deleted user's object keeps no alarm and no id, whatever work of theirs ends late (a request authenticated before the deletion).
    if (this.#deleting === userId) return;
    const storage = this.ctx.storage.kv;
    if (storage.get<string>(USER_ID_KEY) !== userId) storage.put(USER_ID_KEY, userId);
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > timeMs) await this.ctx.storage.setAlarm(timeMs);
  }
}

function writeFailure(error: unknown): IngestOutcome {
  const message = errorMessage(error);
  console.error("ingest: D1 batch failed", message);
  if (/TOOBIG|too big/i.test(message)) return { ok: false, code: "payload_too_large", message: "an event is too large to store" };
  return { ok: false, code: "unavailable", message: "storage is unavailable; retry later" };
}
