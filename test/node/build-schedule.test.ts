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
    expect(await h.schedule.alarmBuildKind()).toBe("idle");
    expect(h.alarmAtMs()).toBe(bound);

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
