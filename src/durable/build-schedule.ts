/**
 * When the user's table of contents is built, relative to ingest. Ingest goes first: a build
 * the queue asks for while events are being stored waits until ingest has been quiet for
 * INGEST_QUIET_GAP_MS (a burst is acknowledged at full speed, then built), but never longer
 * than BUILD_MAX_DEFER_MS, so under a stream that never pauses the table of contents still
 * keeps up. Once deferred the build is the object's to run (the queue acks its messages on
 * the deferral): a stored flag and an alarm make sure it runs even if the object is evicted.
 *
 * Ingest is busy while an ingest request is at the object (its redaction and its commit) and
 * for INGEST_QUIET_GAP_MS after the last one ended: a commit that itself lasts longer than the
 * gap, or the moment between one request's answer and the next one's arrival, is not a pause.
 *
 * A build that yields to ingest does so between its steps too, not only before it starts: a
 * build that began in a short pause stops after the step it is in once the stream resumes, and
 * waits again. The bound counts from when the build was first owed, not from each wait, so
 * once BUILD_MAX_DEFER_MS have passed the build runs through the stream until it has caught up.
 * The alarm's closing of idle segments waits while ingest requests are at the object, within the
 * same bound (it does not wait out the quiet gap after them: nothing but CPU is at stake).
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
  /** When ingest was last seen busy: a commit or an ingest request starting or ending. */
  #lastIngestAtMs = Number.NEGATIVE_INFINITY;
  /** Ingest requests at the object now (between ingestStarted and ingestEnded). */
  #ingestInFlight = 0;
  /** When the build owed now was first made to wait: its bound counts from here. Cleared once a build has caught up. */
  #owedSinceMs: number | undefined;
  /** Whether a deferred build waits for quiet (the quiet check runs it). */
  #waiting = false;
  /** When the alarm first put off closing idle segments for ingest: that bound counts from here. */
  #idleOwedSinceMs: number | undefined;
  #quietCheckScheduled = false;

  constructor(private readonly parts: BuildScheduleParts) {}

  /** A commit is starting. */
  commitStarted(): void {
    this.#lastIngestAtMs = this.parts.clock.now();
  }

  /** An ingest request reached the object (before its redaction and its commit). */
  ingestStarted(): void {
    this.#ingestInFlight++;
    this.#lastIngestAtMs = this.parts.clock.now();
  }

  /** An ingest request was answered (stored, refused or failed): the quiet gap counts from the last one. */
  ingestEnded(): void {
    this.#ingestInFlight = Math.max(0, this.#ingestInFlight - 1);
    this.#lastIngestAtMs = this.parts.clock.now();
  }

  /** Whether events are being stored, or were a moment ago. */
  #ingestBusy(now: number): boolean {
    return this.#ingestInFlight > 0 || this.parts.ingestBusy() || now - this.#lastIngestAtMs < INGEST_QUIET_GAP_MS;
  }

  /**
   * Whether a build asked to yield to ingest should wait: events are being stored (or were a
   * moment ago) and the build owed, if one is, has not waited BUILD_MAX_DEFER_MS yet.
   */
  mayWait(): boolean {
    const now = this.parts.clock.now();
    return this.#ingestBusy(now) && (this.#owedSinceMs ?? now) + BUILD_MAX_DEFER_MS > now;
  }

  /**
   * Takes the build over. The first deferral stores the flag and arms the alarm for the bound
   * before answering, then checks for quiet every INGEST_QUIET_GAP_MS; later ones join it. The
   * bound counts from when the build was first owed (a build that yielded keeps its own).
   */
  async defer(): Promise<void> {
    if (this.#waiting) return;
    this.#waiting = true;
    this.#owedSinceMs ??= this.parts.clock.now();
    // The caller acks its messages on this answer: from here the build is the object's, even across an eviction.
    if (this.parts.storage.get<boolean>(BUILD_RESUME_KEY) !== true) this.parts.storage.put(BUILD_RESUME_KEY, true);
    await this.parts.wakeAt(this.#owedSinceMs + BUILD_MAX_DEFER_MS);
    this.#scheduleQuietCheck();
  }

  /**
   * Between the steps of a build that yields to ingest: whether to stop here and wait again
   * (then the build calls buildConsumed with `yielded`).
   */
  shouldYield(): boolean {
    return this.mayWait();
  }

  /**
   * What the alarm builds: the pending events when the flag says a build is owed and it need
   * wait no longer (always so after an eviction, which forgets the deferral); otherwise idle
   * segments, and a deferral still running gets the alarm back for its bound. While ingest
   * requests are at the object the idle pass waits too ("none": the alarm comes back within
   * IDLE_ALARM_MIN_DELAY_MS), at most BUILD_MAX_DEFER_MS.
   */
  async alarmBuildKind(): Promise<BuildKind | "none"> {
    const now = this.parts.clock.now();
    const stillDeferred = this.#waiting && this.mayWait();
    if (stillDeferred) await this.parts.wakeAt((this.#owedSinceMs ?? now) + BUILD_MAX_DEFER_MS);
    if (this.parts.storage.get<boolean>(BUILD_RESUME_KEY) === true && !stillDeferred) return "pending";
    // Only while requests are at the object: closing idle segments waits for no gap after them.
    if (this.#ingestInFlight > 0 || this.parts.ingestBusy()) {
      this.#idleOwedSinceMs ??= now;
      const boundMs = this.#idleOwedSinceMs + BUILD_MAX_DEFER_MS;
      if (now < boundMs) {
        await this.parts.wakeAt(Math.min(boundMs, now + IDLE_ALARM_MIN_DELAY_MS));
        return "none";
      }
    }
    return "idle";
  }

  /** A build starts; one of the pending events is the deferred build. */
  buildStarted(kind: BuildKind): void {
    if (kind === "pending") this.#waiting = false;
    else this.#idleOwedSinceMs = undefined;
  }

  /**
   * A build consumed what it could. With events left because it ran out of time (`more`) the
   * flag stays and an alarm resumes it soon; a build that stopped to let ingest go first
   * (`yielded`) is deferred again, within its first bound. A pending build that caught up
   * clears the flag and the bound.
   */
  async buildConsumed(kind: BuildKind, more: boolean, yielded = false): Promise<void> {
    if (yielded) {
      await this.defer();
    } else if (more) {
      this.parts.storage.put(BUILD_RESUME_KEY, true);
      await this.parts.wakeAt(this.parts.clock.now() + IDLE_ALARM_MIN_DELAY_MS);
    } else if (kind === "pending") {
      this.#owedSinceMs = undefined;
      // Only when set: a storage write holds back the object's responses until it is durable.
      if (this.parts.storage.get<boolean>(BUILD_RESUME_KEY) !== undefined) this.parts.storage.delete(BUILD_RESUME_KEY);
    }
  }

  /** Runs the deferred build once ingest has been quiet for INGEST_QUIET_GAP_MS; checks again while it is not. */
  #scheduleQuietCheck(): void {
    if (this.#quietCheckScheduled || !this.#waiting) return;
    this.#quietCheckScheduled = true;
    this.parts.clock.setTimeout(() => {
      this.#quietCheckScheduled = false;
      if (!this.#waiting) return;
      if (this.mayWait()) {
        this.#scheduleQuietCheck();
        return;
      }
      this.parts.buildPending().catch((error) => console.error("build: deferred run failed; the alarm retries", errorMessage(error)));
    }, INGEST_QUIET_GAP_MS);
  }
}
