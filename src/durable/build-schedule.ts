/**
 * When the user's table of contents is built, relative to ingest. Ingest goes first: a build
 * the queue asks for while events are being committed waits until no commit has started for
 * INGEST_QUIET_GAP_MS (a burst is acknowledged at full speed, then built), but never longer
 * than BUILD_MAX_DEFER_MS, so under a stream that never pauses the table of contents still
 * keeps up. Once deferred the build is the object's to run (the queue acks its messages on
 * the deferral): a stored flag and an alarm make sure it runs even if the object is evicted.
 *
 * No Workers APIs here: the clock, the timer, the object's storage and its alarm are handed
 * in, so these rules are tested in plain Node with a fake clock.
 */
import { errorMessage } from "../core/errors";
import { BUILD_MAX_DEFER_MS, IDLE_ALARM_MIN_DELAY_MS, INGEST_QUIET_GAP_MS } from "../core/ingest/limits";

export interface Clock {
  now(): number;
  /** Runs `run` once, `delayMs` from now. */
  setTimeout(run: () => void, delayMs: number): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, delayMs) => void setTimeout(run, delayMs),
};

/** The part of a Durable Object's synchronous key-value storage (`ctx.storage.kv`) the object's parts use. */
export interface ObjectStorage {
  get<T>(key: string): T | undefined;
  put<T>(key: string, value: T): void;
  delete(key: string): boolean;
}

/** Set while a build is owed: deferred, or out of time with events still pending. The alarm runs it. */
export const BUILD_RESUME_KEY = "build:resume";

/** A build of the pending events (then idle segments), or of idle segments only. */
export type BuildKind = "pending" | "idle";

export interface BuildScheduleParts {
  clock: Clock;
  storage: ObjectStorage;
  /** Whether a commit is in flight. */
  ingestBusy(): boolean;
  /** Makes sure the object's alarm fires by `timeMs`. */
  wakeAt(timeMs: number): Promise<void>;
  /** Runs a build of the pending events, after every TOC write queued before it. */
  buildPending(): Promise<unknown>;
}

export class BuildSchedule {
  /** When the last commit started; ingest counts as busy for INGEST_QUIET_GAP_MS after it. */
  #lastCommitAtMs = Number.NEGATIVE_INFINITY;
  /** Set while a build waits for ingest to go quiet: the latest it may start. */
  #deferredUntilMs: number | undefined;
  #quietCheckScheduled = false;

  constructor(private readonly parts: BuildScheduleParts) {}

  /** A commit is starting. */
  commitStarted(): void {
    this.#lastCommitAtMs = this.parts.clock.now();
  }

  /**
   * Whether a build asked to yield to ingest should wait: events are being committed (or were
   * a moment ago) and the deferral, if one started, has not run out.
   */
  mayWait(): boolean {
    const now = this.parts.clock.now();
    const ingestBusy = this.parts.ingestBusy() || now - this.#lastCommitAtMs < INGEST_QUIET_GAP_MS;
    return ingestBusy && (this.#deferredUntilMs ?? Infinity) > now;
  }

  /**
   * Takes the build over. The first deferral stores the flag and arms the alarm for the bound
   * before answering, then checks for quiet every INGEST_QUIET_GAP_MS; later ones join it.
   */
  async defer(): Promise<void> {
    if (this.#deferredUntilMs !== undefined) return;
    this.#deferredUntilMs = this.parts.clock.now() + BUILD_MAX_DEFER_MS;
    // The caller acks its messages on this answer: from here the build is the object's, even across an eviction.
    this.parts.storage.put(BUILD_RESUME_KEY, true);
    await this.parts.wakeAt(this.#deferredUntilMs);
    this.#scheduleQuietCheck();
  }

  /**
   * What the alarm builds: the pending events when the flag says a build is owed and it need
   * wait no longer (always so after an eviction, which forgets the deferral); otherwise only
   * idle segments, and a deferral still running gets the alarm back for its bound.
   */
  async alarmBuildKind(): Promise<BuildKind> {
    const deferredUntil = this.#deferredUntilMs;
    const stillDeferred = deferredUntil !== undefined && this.mayWait();
    if (stillDeferred) await this.parts.wakeAt(deferredUntil);
    return this.parts.storage.get<boolean>(BUILD_RESUME_KEY) === true && !stillDeferred ? "pending" : "idle";
  }

  /** A build starts; one of the pending events is the deferred build. */
  buildStarted(kind: BuildKind): void {
    if (kind === "pending") this.#deferredUntilMs = undefined;
  }

  /** A build consumed what it could; with events left (`more`) the flag stays and an alarm resumes it soon. */
  async buildConsumed(kind: BuildKind, more: boolean): Promise<void> {
    if (more) {
      this.parts.storage.put(BUILD_RESUME_KEY, true);
      await this.parts.wakeAt(this.parts.clock.now() + IDLE_ALARM_MIN_DELAY_MS);
    } else if (kind === "pending" && this.parts.storage.get<boolean>(BUILD_RESUME_KEY) !== undefined) {
      // Only when set: a storage write holds back the object's responses until it is durable.
      this.parts.storage.delete(BUILD_RESUME_KEY);
    }
  }

  /** Runs the deferred build once ingest has been quiet for INGEST_QUIET_GAP_MS; checks again while it is not. */
  #scheduleQuietCheck(): void {
    if (this.#quietCheckScheduled || this.#deferredUntilMs === undefined) return;
    this.#quietCheckScheduled = true;
    this.parts.clock.setTimeout(() => {
      this.#quietCheckScheduled = false;
      if (this.#deferredUntilMs === undefined) return;
      if (this.mayWait()) {
        this.#scheduleQuietCheck();
        return;
      }
      this.parts.buildPending().catch((error) => console.error("build: deferred run failed; the alarm retries", errorMessage(error)));
    }, INGEST_QUIET_GAP_MS);
  }
}
