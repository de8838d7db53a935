import { BUILD_TIME_BUDGET_MS, IDLE_ALARM_MIN_DELAY_MS } from "../core/ingest/limits";
import { rollupConfig, ROLLUP_TIME_BUDGET_MS } from "../core/toc/rollup-config";
import { nextIdleDeadline } from "../db/build";
import { countSessionEvents, dropSessionRefreshes, sessionRefreshRequests } from "../db/rebuild";
import {
  countDerivedMemories,
  dropDanglingRows,
  forgetConsolidation,
  forgetDerivedMemories,
  purgeNodeHistory,
  segmentNodeIdsOfSessions,
  selectEvents,
} from "../db/forget";
import { evictEvents } from "../db/retention";
import { ancestorNodeIds } from "../core/toc/time-buckets";
import { findUser } from "../db/users";
import { BUILD_STEP_EVENTS, TocBuilder } from "../toc/builder";
import { REBUILD_MAX_EVENTS, TocRebuild } from "../toc/rebuild";
import { TocRollup, type RollupReport } from "../toc/rollup-pass";
import { summarizerFor } from "../toc/summarizer";
import type { BuildKind } from "./build-schedule";
import type { BuildOutcome, ForgetOutcome, ForgetRequest, RebuildOutcome, RebuildRequest, RollupRequest } from "./rpc";
import { systemDatabase, type Database } from "../db/handle";

/** Sessions one build derives again after their pending text was filled in; more wait for the next alarm. */
const REFRESH_STEP_SESSIONS = 20;

export interface TocChainParts {
  env: Env;
  db: Database;
  userId: string;
  /** Makes sure the object's alarm fires by `timeMs`. */
  wakeAt(timeMs: number): Promise<void>;
}

/** What a build tells the build schedule. */
export interface BuildHooks {
  buildStarted(kind: BuildKind): void;
  /** Between two steps of a build that yields to ingest: whether to stop and wait for quiet. */
  shouldYield(): boolean;
  buildConsumed(kind: BuildKind, more: boolean, yielded: boolean): Promise<void>;
}

/**
 * Every write to the user's table of contents — builds, rollups, rebuilds — runs on one chain,
 * one after another, so a rollup never races a build marking the same parent dirty.
 */
export class TocChain {
  #chain: Promise<unknown> = Promise.resolve();
  #builder: TocBuilder | undefined;
  #rollup: TocRollup | undefined;

  constructor(private readonly parts: TocChainParts) {}

  /**
   * Consumes pending events (unless only idle segments are due), then closes idle segments.
   * A build that yields to ingest (`yieldToIngest`) asks the schedule between its steps and
   * stops when ingest goes first; the schedule then owns the rest (answered `deferred`).
   */
  build(kind: BuildKind, hooks: BuildHooks, yieldToIngest = false): Promise<BuildOutcome> {
    return this.#serialize(async () => {
      hooks.buildStarted(kind);
      const builder = await this.#tocBuilder();
      const deadline = Date.now() + BUILD_TIME_BUDGET_MS;
      const outcome: BuildOutcome = { processed: 0, closedSegments: 0, throughSeq: null, more: false };
      let yielded = false;
      while (kind === "pending") {
        const step = await builder.step();
        outcome.processed += step.processed;
        outcome.closedSegments += step.closedSegments;
        if (step.throughSeq !== null) outcome.throughSeq = step.throughSeq;
        if (step.processed < BUILD_STEP_EVENTS) break;
        if (Date.now() > deadline) {
          outcome.more = true;
          break;
        }
        if (yieldToIngest && hooks.shouldYield()) {
          yielded = true;
          break;
        }
      }
      await hooks.buildConsumed(kind, outcome.more, yielded);
      if (yielded) {
        // The schedule stored the flag and armed the alarm: the rest is the object's to build.
        outcome.deferred = true;
        return outcome;
      }
      // A build that just consumed events leaves idle closing to the alarm, a moment later: old
      // events arriving in several requests (a spool flushed after hours offline, a backfill)
      // would otherwise be split wherever one request's build ran before the next arrived.
      if (outcome.processed === 0) outcome.closedSegments += await builder.closeIdle(Date.now());
      await this.#refreshSessions();
      const due = await nextIdleDeadline(this.parts.db, this.parts.userId);
      // closeIdle closes strictly after the deadline; give late stragglers a moment too.
      if (due !== null) await this.parts.wakeAt(Math.max(due + 1, Date.now() + IDLE_ALARM_MIN_DELAY_MS));
      return outcome;
    });
  }

  /** Rolls up the user's due period nodes: day, then week, month and year. */
  rollup(request: RollupRequest): Promise<RollupReport> {
    return this.#serialize(() =>
      this.#tocRollup().run({ asOfMs: request.asOfMs ?? Date.now(), force: request.force === true, deadlineMs: Date.now() + ROLLUP_TIME_BUDGET_MS }),
    );
  }

  /** Recomputes the sessions with events in a range from the raw events, then rolls up every period it touched. */
  rebuild(request: RebuildRequest): Promise<RebuildOutcome> {
    return this.#serialize(async () => {
      const { env, db, userId } = this.parts;
      const rebuild = new TocRebuild(db, userId, await this.#timeZone(), summarizerFor(env, userId));
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
   * Forgets the events a selector names: their raw text goes (the eviction primitive), their
   * sessions are derived again without it (segments, nodes, grips; the periods above re-rolled),
   * and the earlier versions of every node involved, and grips no current bullet names, are
   * purged. Running it again after a failure finishes the job (evicted events are selected too).
   */
  forget(request: ForgetRequest): Promise<ForgetOutcome> {
    return this.#serialize(async () => {
      const { env, db, userId } = this.parts;
      const selected = await selectEvents(db, userId, request.selector, REBUILD_MAX_EVENTS + 1);
      const bySession = new Map<string, number>();
      for (const event of selected) bySession.set(event.sessionId, (bySession.get(event.sessionId) ?? 0) + 1);
      const sessions = [...bySession.entries()].map(([sessionId, events]) => ({ sessionId, events }));
      const sessionIds = [...bySession.keys()];
      const held = sessionIds.length === 0 ? 0 : await countSessionEvents(db, userId, sessionIds);
      if (selected.length > REBUILD_MAX_EVENTS || held > REBUILD_MAX_EVENTS) {
        const message = `forgetting these events derives their sessions again (${held} events); one pass takes at most ${REBUILD_MAX_EVENTS}: narrow the selection`;
        return { ok: false, code: "too_large", message, events: selected.length };
      }
      const phrase = "query" in request.selector ? request.selector.query : undefined;
      if (request.dryRun) {
        const memories = await countDerivedMemories(db, userId, sessionIds.length === 0 ? [] : await segmentNodeIdsOfSessions(db, userId, sessionIds), phrase);
        return { ok: true, dryRun: true, events: selected.length, sessions, nodesPurged: 0, memories, rollup: null };
      }
      if (selected.length === 0) {
        // A phrase no stored event holds (any more) may still be in a memory.
        const memories = phrase === undefined ? [] : await forgetDerivedMemories(db, userId, [], phrase);
        if (phrase !== undefined) {
          await forgetConsolidation(db, userId, memories, phrase);
          await dropDanglingRows(db, userId, []);
        }
        return { ok: true, dryRun: false, events: 0, sessions, nodesPurged: 0, memories: memories.length, rollup: null };
      }

      const asOfMs = Date.now();
      await evictEvents(
        db,
        userId,
        selected.map((e) => e.eventId),
        { reason: "forget", atMs: asOfMs },
      );
      const before = await segmentNodeIdsOfSessions(db, userId, sessionIds);
      const rebuild = new TocRebuild(db, userId, await this.#timeZone(), summarizerFor(env, userId));
      const plan = await rebuild.planSessions(sessionIds, asOfMs, { forgetting: true });
      if (plan.ok) await rebuild.apply(plan.write);
      const rollup = await this.#tocRollup().run({ asOfMs, force: true, deadlineMs: Date.now() + ROLLUP_TIME_BUDGET_MS });
      const segmentNodes = [...new Set([...before, ...(await segmentNodeIdsOfSessions(db, userId, sessionIds))])];
      const nodes = [...new Set(segmentNodes.flatMap((id) => [id, ...ancestorNodeIds(id)]))];
      const memories = await forgetDerivedMemories(db, userId, segmentNodes, phrase);
      await forgetConsolidation(db, userId, [...nodes, ...memories], phrase);
      await purgeNodeHistory(db, userId, nodes);
      await dropDanglingRows(db, userId, segmentNodes);
      return { ok: true, dryRun: false, events: selected.length, sessions, nodesPurged: nodes.length, memories: memories.length, rollup };
    });
  }

  /**
   * Derives again the sessions whose segments no longer hold (session_refreshes: an event's text
   * was filled in, or a build placed events other than in order, see feed), each
   * alone, with the admin rebuild's code: its segments, their nodes (a changed node gets a new
   * version) and grips; the periods above a changed node are marked dirty, and the rollup
   * re-rolls them. After the build, so that the pending events are segmented first.
   */
  async #refreshSessions(): Promise<void> {
    const { env, db, userId } = this.parts;
    const requests = await sessionRefreshRequests(db, userId, REFRESH_STEP_SESSIONS);
    if (requests.length === 0) return;
    const rebuild = new TocRebuild(db, userId, await this.#timeZone(), summarizerFor(env, userId));
    for (const request of requests) {
      const plan = await rebuild.planSessions([request.sessionId], Date.now());
      if (plan.ok) {
        await rebuild.apply({ ...plan.write, refreshed: [request] });
      } else {
        console.error(`refresh: session holds ${plan.events} events, over the ${REBUILD_MAX_EVENTS} one rebuild takes; its segments keep the old text`);
        await dropSessionRefreshes(db, userId, [request]);
      }
    }
    if (requests.length === REFRESH_STEP_SESSIONS) await this.parts.wakeAt(Date.now() + IDLE_ALARM_MIN_DELAY_MS);
  }

  /** Runs `work` alone: after every TOC write queued before it, and before any queued after (deleting the user). */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.#serialize(work);
  }

  /** Runs `work` after every TOC write queued before it. */
  #serialize<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#chain.then(work);
    this.#chain = run.catch(() => undefined);
    return run;
  }

  async #timeZone(): Promise<string> {
    const user = await findUser(systemDatabase(this.parts.env), this.parts.userId);
    return user?.timeZone ?? "UTC";
  }

  async #tocBuilder(): Promise<TocBuilder> {
    if (!this.#builder) {
      const { env, db, userId } = this.parts;
      this.#builder = new TocBuilder(db, userId, await this.#timeZone(), summarizerFor(env, userId));
    }
    return this.#builder;
  }

  #tocRollup(): TocRollup {
    const { env, db, userId } = this.parts;
    this.#rollup ??= new TocRollup(db, userId, summarizerFor(env, userId), rollupConfig(env));
    return this.#rollup;
  }
}
