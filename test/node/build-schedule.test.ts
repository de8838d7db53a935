import { describe, expect, it } from "vitest";
import { BUILD_MAX_DEFER_MS, IDLE_ALARM_MIN_DELAY_MS, INGEST_QUIET_GAP_MS } from "../../src/core/ingest/limits";
import { BUILD_RESUME_KEY, BuildSchedule, type Clock, type ObjectStorage } from "../../src/durable/build-schedule";

/** A clock that moves only when told to, running the timers that fall due on the way. */
class FakeClock implements Clock {
  #nowMs = 1_700_000_000_000;
  #timers: { atMs: number; order: number; run: () => void }[] = [];
  #order = 0;

  now(): number {
    return this.#nowMs;
  }

  setTimeout(run: () => void, delayMs: number): void {
    this.#timers.push({ atMs: this.#nowMs + delayMs, order: this.#order++, run });
  }

  /** Moves the clock `ms` forward; each timer runs at its own time, and the work it starts settles before the clock moves on. */
  async advance(ms: number): Promise<void> {
    const endMs = this.#nowMs + ms;
    for (;;) {
      this.#timers.sort((a, b) => a.atMs - b.atMs || a.order - b.order);
      const next = this.#timers[0];
      if (next === undefined || next.atMs > endMs) break;
      this.#timers.shift();
      this.#nowMs = next.atMs;
      next.run();
      await settle();
    }
    this.#nowMs = endMs;
    await settle();
  }
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

class MapStorage implements ObjectStorage {
  readonly map = new Map<string, unknown>();
  writes = 0;
  get<T>(key: string): T | undefined {
    return this.map.get(key) as T | undefined;
  }
  put<T>(key: string, value: T): void {
    this.writes++;
    this.map.set(key, value);
  }
  delete(key: string): boolean {
    this.writes++;
    return this.map.delete(key);
  }
}

/** A schedule over a fake clock, a map for storage and an alarm that only remembers its time. */
function harness(storage = new MapStorage(), clock = new FakeClock()) {
  const builds: number[] = [];
  let alarmAtMs: number | null = null;
  let draining = false;
  const schedule: BuildSchedule = new BuildSchedule({
    clock,
    storage,
    ingestBusy: () => draining,
    wakeAt: async (timeMs) => {
      if (alarmAtMs === null || alarmAtMs > timeMs) alarmAtMs = timeMs;
    },
    // What the object's build does with the schedule, without the TOC work in between.
    buildPending: async () => {
      schedule.buildStarted("pending");
      builds.push(clock.now());
      await schedule.buildConsumed("pending", false);
    },
  });
  return {
    schedule,
    clock,
    storage,
    builds,
    alarmAtMs: () => alarmAtMs,
    setDraining: (value: boolean) => {
      draining = value;
    },
  };
}

describe("build schedule: ingest goes first", () => {
  it("a build asked for right after a commit, or while one is in flight, waits; one asked for after a quiet gap does not", () => {
    const h = harness();
    expect(h.schedule.mayWait()).toBe(false); // no commit yet
    h.schedule.commitStarted();
    expect(h.schedule.mayWait()).toBe(true);
    h.setDraining(true);
    return h.clock.advance(INGEST_QUIET_GAP_MS * 10).then(() => {
      expect(h.schedule.mayWait()).toBe(true); // a commit in flight keeps ingest busy however long it takes
      h.setDraining(false);
      expect(h.schedule.mayWait()).toBe(false); // and the last one started long ago
    });
  });

  it("a deferred build runs by itself once no commit has started for INGEST_QUIET_GAP_MS", async () => {
    const h = harness();
    h.schedule.commitStarted();
    const deferredAtMs = h.clock.now();
    await h.schedule.defer();
    // The burst goes on for a while: commits every 50 ms for 1 s.
    let lastCommitMs = deferredAtMs;
    for (let t = 50; t <= 1_000; t += 50) {
      await h.clock.advance(50);
      h.schedule.commitStarted();
      lastCommitMs = h.clock.now();
    }
    expect(h.builds).toEqual([]);
    await h.clock.advance(2 * INGEST_QUIET_GAP_MS);
    expect(h.builds).toHaveLength(1);
    // Not before ingest was quiet for the gap, and at the first check after it.
    expect(h.builds[0]! - lastCommitMs).toBeGreaterThanOrEqual(INGEST_QUIET_GAP_MS);
    expect(h.builds[0]! - lastCommitMs).toBeLessThan(2 * INGEST_QUIET_GAP_MS);
    // Ran once: nothing more is owed.
    await h.clock.advance(BUILD_MAX_DEFER_MS * 2);
    expect(h.builds).toHaveLength(1);
    expect(h.storage.get(BUILD_RESUME_KEY)).toBeUndefined();
  });

  it("under a stream of commits that never pauses, the deferred build runs at BUILD_MAX_DEFER_MS, and every later deferral is bounded the same way", async () => {
    const h = harness();
    h.schedule.commitStarted();
    const deferredAtMs = h.clock.now();
    await h.schedule.defer();
    expect(h.alarmAtMs()).toBe(deferredAtMs + BUILD_MAX_DEFER_MS); // the bound holds even if the object is evicted
    let redeferredAtMs: number | undefined;
    // A commit every 50 ms for 35 s; the queue asks again (and is deferred again) after each build.
    for (let t = 0; t < 35_000; t += 50) {
      h.schedule.commitStarted();
      if (h.builds.length === 1 && redeferredAtMs === undefined) {
        expect(h.schedule.mayWait()).toBe(true);
        redeferredAtMs = h.clock.now();
        await h.schedule.defer();
      }
      await h.clock.advance(50);
    }
    expect(h.builds.length).toBe(2);
    expect(h.builds[0]! - deferredAtMs).toBeGreaterThanOrEqual(BUILD_MAX_DEFER_MS);
    expect(h.builds[0]! - deferredAtMs).toBeLessThanOrEqual(BUILD_MAX_DEFER_MS + INGEST_QUIET_GAP_MS);
    expect(h.builds[1]! - redeferredAtMs!).toBeGreaterThanOrEqual(BUILD_MAX_DEFER_MS);
    expect(h.builds[1]! - redeferredAtMs!).toBeLessThanOrEqual(BUILD_MAX_DEFER_MS + INGEST_QUIET_GAP_MS);
  });

  it("at the bound the build runs even with a commit in flight", async () => {
    const h = harness();
    h.setDraining(true);
    const deferredAtMs = h.clock.now();
    await h.schedule.defer();
    await h.clock.advance(BUILD_MAX_DEFER_MS - 1);
    expect(h.builds).toEqual([]);
    await h.clock.advance(INGEST_QUIET_GAP_MS);
    expect(h.builds).toHaveLength(1);
    expect(h.builds[0]! - deferredAtMs).toBeGreaterThanOrEqual(BUILD_MAX_DEFER_MS);
  });

  it("further requests join the deferral: one flag write, one alarm, one build", async () => {
    const h = harness();
    h.setDraining(true);
    await h.schedule.defer();
    const alarm = h.alarmAtMs();
    await h.clock.advance(1_000);
    await h.schedule.defer();
    await h.schedule.defer();
    expect(h.storage.writes).toBe(1);
    expect(h.alarmAtMs()).toBe(alarm);
    h.setDraining(false);
    await h.clock.advance(BUILD_MAX_DEFER_MS);
    expect(h.builds).toHaveLength(1);
  });
});

describe("build schedule: the resume flag", () => {
  it("a deferral stores it before answering; the build clears it", async () => {
    const h = harness();
    h.schedule.commitStarted();
    await h.schedule.defer();
    expect(h.storage.get(BUILD_RESUME_KEY)).toBe(true);
    await h.clock.advance(INGEST_QUIET_GAP_MS * 2);
    expect(h.builds).toHaveLength(1);
    expect(h.storage.get(BUILD_RESUME_KEY)).toBeUndefined();
  });

  it("a build out of time stores it and wants the alarm soon; a build that finishes clears it; an idle-only build leaves it", async () => {
    const h = harness();
    h.schedule.buildStarted("pending");
    await h.schedule.buildConsumed("pending", true);
    expect(h.storage.get(BUILD_RESUME_KEY)).toBe(true);
    expect(h.alarmAtMs()).toBe(h.clock.now() + IDLE_ALARM_MIN_DELAY_MS);
    h.schedule.buildStarted("idle");
    await h.schedule.buildConsumed("idle", false);
    expect(h.storage.get(BUILD_RESUME_KEY)).toBe(true);
    h.schedule.buildStarted("pending");
    await h.schedule.buildConsumed("pending", false);
    expect(h.storage.get(BUILD_RESUME_KEY)).toBeUndefined();
  });

  it("a build that finishes with no flag set writes nothing (a storage write holds back the object's responses)", async () => {
    const h = harness();
    h.schedule.buildStarted("pending");
    await h.schedule.buildConsumed("pending", false);
    expect(h.storage.writes).toBe(0);
  });

  it("the alarm builds what the flag owes, unless the deferral still runs; then it comes back at the bound", async () => {
    const h = harness();
    expect(await h.schedule.alarmBuildKind()).toBe("idle"); // nothing owed

    h.setDraining(true);
    await h.schedule.defer();
    const bound = h.clock.now() + BUILD_MAX_DEFER_MS;
    await h.clock.advance(30); // an alarm fires early (the relay's check): ingest is still busy
    expect(await h.schedule.alarmBuildKind()).toBe("none"); // not even idle closing while a commit is in flight
    expect(h.alarmAtMs()).toBe(h.clock.now() + IDLE_ALARM_MIN_DELAY_MS); // it comes back for the idle pass, before the bound
    expect(h.alarmAtMs()).toBeLessThan(bound);

    h.setDraining(false);
    await h.clock.advance(INGEST_QUIET_GAP_MS); // quiet now: the flag is owed and need wait no longer
    h.storage.put(BUILD_RESUME_KEY, true); // as if the quiet check's build had not run yet
    expect(await h.schedule.alarmBuildKind()).toBe("pending");
  });

  it("after an eviction the deferral is forgotten and the stored flag alone says the alarm builds", async () => {
    const storage = new MapStorage();
    const before = harness(storage);
    before.setDraining(true);
    await before.schedule.defer();
    const after = harness(storage); // a new instance over the same storage
    after.setDraining(true);
    expect(await after.schedule.alarmBuildKind()).toBe("pending");
  });
});

/**
 * A schedule whose build consumes a backlog in steps of STEP events, asking the schedule
 * between steps the way the object's build does (toc-chain.ts): the stream adds events, the
 * build takes them, and the test sees when each step ran.
 */
const STEP = 500;
function steppedHarness() {
  const clock = new FakeClock();
  const storage = new MapStorage();
  let backlog = 0;
  const steps: { atMs: number; taken: number }[] = [];
  /** When a build caught up (left nothing pending). */
  const caughtUp: number[] = [];
  let alarmAtMs: number | null = null;
  /** Called after each step: what happens meanwhile (a request arriving). */
  let afterStep: (index: number) => void = () => {};
  const build = async (): Promise<{ yielded: boolean }> => {
    schedule.buildStarted("pending");
    let yielded = false;
    for (;;) {
      const taken = Math.min(STEP, backlog);
      backlog -= taken;
      steps.push({ atMs: clock.now(), taken });
      afterStep(steps.length - 1);
      if (taken < STEP) break;
      if (schedule.shouldYield()) {
        yielded = true;
        break;
      }
    }
    await schedule.buildConsumed("pending", false, yielded);
    if (!yielded) caughtUp.push(clock.now());
    return { yielded };
  };
  const schedule: BuildSchedule = new BuildSchedule({
    clock,
    storage,
    ingestBusy: () => false,
    wakeAt: async (timeMs) => {
      if (alarmAtMs === null || alarmAtMs > timeMs) alarmAtMs = timeMs;
    },
    buildPending: build,
  });
  return {
    schedule,
    clock,
    storage,
    steps,
    caughtUp,
    build,
    alarmAtMs: () => alarmAtMs,
    clearAlarm: () => {
      alarmAtMs = null;
    },
    onStep: (run: (index: number) => void) => {
      afterStep = run;
    },
    /** One ingest request: at the object for `ms` (redaction, then a commit), storing `events`. */
    async request(events: number, ms: number) {
      schedule.ingestStarted();
      schedule.commitStarted();
      await clock.advance(ms);
      backlog += events;
      schedule.ingestEnded();
    },
    backlog: () => backlog,
  };
}

describe("build schedule: a stream with no pause between requests", () => {
  it("a commit that lasts longer than the quiet gap is not a pause: right after it ends the build still waits", async () => {
    const h = steppedHarness();
    await h.request(500, INGEST_QUIET_GAP_MS + 100); // a 500-event batch on a loaded machine
    await h.clock.advance(10); // the next request is on its way
    expect(h.schedule.mayWait()).toBe(true);
    await h.clock.advance(INGEST_QUIET_GAP_MS);
    expect(h.schedule.mayWait()).toBe(false); // quiet for the gap since it ended
  });

  it("a request being redacted before its commit starts keeps ingest busy", async () => {
    const h = steppedHarness();
    h.schedule.ingestStarted();
    await h.clock.advance(INGEST_QUIET_GAP_MS * 3); // no commit has started yet
    expect(h.schedule.mayWait()).toBe(true);
    h.schedule.ingestEnded();
    expect(h.schedule.mayWait()).toBe(true);
  });

  it("a deferred build asked for during back-to-back long commits does not start until the stream stops", async () => {
    const h = steppedHarness();
    await h.request(500, 50);
    await h.schedule.defer();
    // 3 s of requests, each at the object 300 ms (longer than the gap), 5 ms apart.
    for (let t = 0; t < 3_000; t += 305) {
      await h.request(500, 300);
      await h.clock.advance(5);
    }
    expect(h.steps).toEqual([]);
    const streamEndMs = h.clock.now();
    await h.clock.advance(2 * INGEST_QUIET_GAP_MS + 1);
    expect(h.steps.length).toBeGreaterThan(0);
    expect(h.steps[0]!.atMs - streamEndMs).toBeGreaterThanOrEqual(INGEST_QUIET_GAP_MS - 5);
    expect(h.backlog()).toBe(0);
  });

  it("a build that started in a pause stops after its step once the stream resumes, and waits again within its first bound", async () => {
    const h = steppedHarness();
    await h.request(5_000, 50);
    const owedAtMs = h.clock.now();
    await h.schedule.defer();
    h.clearAlarm();
    // A pause just over the gap: the quiet check starts the build; during its first step the next request arrives.
    let firstStep = -1;
    h.onStep((index) => {
      if (firstStep !== -1) return;
      firstStep = index;
      h.schedule.ingestStarted();
    });
    await h.clock.advance(INGEST_QUIET_GAP_MS * 2);
    expect(h.steps).toHaveLength(1); // one step, then it gave way
    expect(h.backlog()).toBe(4_500);
    // The rest is owed: the flag stays, and the alarm is at the first bound (not a new one).
    expect(h.storage.get(BUILD_RESUME_KEY)).toBe(true);
    expect(h.alarmAtMs()).toBe(owedAtMs + BUILD_MAX_DEFER_MS);
    // While the request is at the object the alarm does not resume the build.
    expect(await h.schedule.alarmBuildKind()).not.toBe("pending");
    await h.clock.advance(INGEST_QUIET_GAP_MS * 3);
    expect(h.steps).toHaveLength(1);
    // Once ingest is quiet the rest runs by itself and clears the flag.
    h.schedule.ingestEnded();
    await h.clock.advance(INGEST_QUIET_GAP_MS * 2);
    expect(h.backlog()).toBe(0);
    expect(h.caughtUp).toHaveLength(1);
    expect(h.storage.get(BUILD_RESUME_KEY)).toBeUndefined();
  });

  it("a build whose steps are interrupted again and again still catches up by the first bound", async () => {
    const h = steppedHarness();
    await h.request(20_000, 50);
    const owedAtMs = h.clock.now();
    await h.schedule.defer();
    // After every step a request arrives and stays 300 ms; then a pause of just over the gap.
    let busyUntil = 0;
    h.onStep(() => {
      if (h.backlog() > 0) {
        h.schedule.ingestStarted();
        busyUntil = h.clock.now() + 300;
      }
    });
    while (h.caughtUp.length === 0 && h.clock.now() < owedAtMs + 2 * BUILD_MAX_DEFER_MS) {
      await h.clock.advance(10);
      if (busyUntil !== 0 && h.clock.now() >= busyUntil) {
        busyUntil = 0;
        h.schedule.ingestEnded();
      }
    }
    expect(h.caughtUp).toHaveLength(1);
    expect(h.caughtUp[0]! - owedAtMs).toBeLessThanOrEqual(BUILD_MAX_DEFER_MS + INGEST_QUIET_GAP_MS);
    // It gave way more than once before the bound.
    expect(new Set(h.steps.map((s) => s.atMs)).size).toBeGreaterThan(2);
  });

  it("under a stream that never pauses, a build that yields still catches up within BUILD_MAX_DEFER_MS of being first owed, and again after each", async () => {
    const h = steppedHarness();
    // A request every 60 ms, each at the object 55 ms (never quiet for the gap), 300 events each.
    const ask = async () => {
      if (h.schedule.mayWait()) await h.schedule.defer();
      else await h.build();
    };
    const owed: number[] = [];
    await h.request(300, 55);
    owed.push(h.clock.now());
    await ask();
    for (let t = 0; t < 4 * BUILD_MAX_DEFER_MS; t += 60) {
      await h.request(300, 55);
      // The queue asks after every commit that follows a catch-up (as relayed messages would).
      if (h.caughtUp.length === owed.length) {
        owed.push(h.clock.now());
        await ask();
      }
      await h.clock.advance(5);
    }
    expect(h.caughtUp.length).toBeGreaterThanOrEqual(3);
    for (const [i, doneMs] of h.caughtUp.entries()) {
      expect(doneMs - owed[i]!).toBeGreaterThanOrEqual(BUILD_MAX_DEFER_MS);
      expect(doneMs - owed[i]!).toBeLessThanOrEqual(BUILD_MAX_DEFER_MS + INGEST_QUIET_GAP_MS + 60);
    }
  });

  it("a build past its bound does not yield: it runs through the stream until it has caught up", async () => {
    const h = steppedHarness();
    await h.request(5_000, 50);
    const owedAtMs = h.clock.now();
    await h.schedule.defer();
    h.schedule.ingestStarted(); // a request at the object the whole time: never quiet
    await h.clock.advance(BUILD_MAX_DEFER_MS + INGEST_QUIET_GAP_MS);
    expect(h.steps.length).toBe(11); // ten full steps and the empty one that ends it, in one build
    expect(new Set(h.steps.map((s) => s.atMs)).size).toBe(1);
    expect(h.steps[0]!.atMs - owedAtMs).toBeGreaterThanOrEqual(BUILD_MAX_DEFER_MS);
    expect(h.backlog()).toBe(0);
    expect(h.storage.get(BUILD_RESUME_KEY)).toBeUndefined();
    // Caught up: the next build owed waits again.
    expect(h.schedule.shouldYield()).toBe(true);
    h.schedule.ingestEnded();
  });

  it("the alarm's idle pass waits while ingest requests are at the object, at most BUILD_MAX_DEFER_MS", async () => {
    const h = steppedHarness();
    h.schedule.ingestStarted();
    const firstMs = h.clock.now();
    expect(await h.schedule.alarmBuildKind()).toBe("none");
    expect(h.alarmAtMs()).toBe(firstMs + IDLE_ALARM_MIN_DELAY_MS); // it comes back
    await h.clock.advance(BUILD_MAX_DEFER_MS - 1);
    expect(await h.schedule.alarmBuildKind()).toBe("none");
    await h.clock.advance(1);
    expect(await h.schedule.alarmBuildKind()).toBe("idle"); // the bound: closing idle segments still happens
    h.schedule.buildStarted("idle");
    expect(await h.schedule.alarmBuildKind()).toBe("none"); // a new bound from here
    h.schedule.ingestEnded();
    expect(await h.schedule.alarmBuildKind()).toBe("idle"); // no request at the object: no wait for the gap
  });
});
