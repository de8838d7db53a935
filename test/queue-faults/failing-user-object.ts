/**
 * A seeded failing decorator around the user's object, as the queue consumer reaches it: each
 * build or rollup fails, with a given probability, before it starts, and again after it
 * committed but before the consumer can ack (the answer is lost); a poisoned user's work always
 * fails. Every decision is a function of the seed, the user's name, the call and how many such
 * calls that user had, so a seed replays the same failures for the same sequence of calls.
 */
import { findUser } from "../../src/db/users";
import { systemDatabase } from "../../src/db/handle";
import type { OutboxConsumerDeps, UserWork } from "../../src/queues/outbox-consumer";

/**
 * What the queue-faults project injects: three in ten calls fail at each point, "poison-…" users
 * always, and every user's first build loses its answer after committing, so that whatever the seed
 * draws, each run replays committed work at least once.
 */
export const QUEUE_FAULTS = { failureRate: 0.3, poisonPrefix: "poison-", firstBuildLosesAnswer: true } as const;

export interface FailurePlan {
  seed: number;
  /** Probability (0–1) of a failure at each of the two points of a call. */
  failureRate: number;
  /** Users whose name starts with this always fail. */
  poisonPrefix: string;
  /** Each user's first build fails after it committed (its answer lost), whatever the draw. */
  firstBuildLosesAnswer?: boolean;
}

/** Thrown by an injected failure. */
export class InjectedFault extends Error {
  constructor(where: string) {
    super(`injected fault (${where})`);
    this.name = "InjectedFault";
  }
}

/** A uniform number in [0, 1) from 32-bit words (a murmur3-style finalizer over FNV-1a). */
export function uniform(seed: number, key: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}

export function failingUserObject(inner: OutboxConsumerDeps["userObject"], plan: FailurePlan): OutboxConsumerDeps["userObject"] {
  const calls = new Map<string, number>();

  async function maybeFail(env: Env, userId: string, where: string): Promise<void> {
    const name = (await findUser(systemDatabase(env), userId))?.name ?? userId;
    if (name.startsWith(plan.poisonPrefix)) throw new InjectedFault(`poisoned user, ${where}`);
    const key = `${name}|${where}`;
    const n = (calls.get(key) ?? 0) + 1;
    calls.set(key, n);
    const forced = plan.firstBuildLosesAnswer === true && where === "after build, before ack" && n === 1;
    if (forced || uniform(plan.seed, `${key}|${n}`) < plan.failureRate) {
      console.warn("outbox: injected fault", where, `(seed ${plan.seed}, ${name}, call ${n})`);
      throw new InjectedFault(where);
    }
  }

  return (env, userId): UserWork => {
    const stub = inner(env, userId);
    return {
      build: (async (...args: Parameters<UserWork["build"]>) => {
        await maybeFail(env, userId, "before build");
        const outcome = await stub.build(...args);
        await maybeFail(env, userId, "after build, before ack");
        return outcome;
      }) as UserWork["build"],
      rollup: (async (...args: Parameters<UserWork["rollup"]>) => {
        await maybeFail(env, userId, "before rollup");
        const report = await stub.rollup(...args);
        await maybeFail(env, userId, "after rollup, before ack");
        return report;
      }) as UserWork["rollup"],
    };
  };
}
