/**
 * The worker of the queue-faults project (its `main` in vitest.config.ts): the real worker,
 * with its queue consumer reaching users' objects through the seeded failing decorator, and
 * retries not held back (the production consumer waits up to five minutes).
 */
import { createWorker } from "../../src/create-worker";
import { outboxConsumerDeps, type OutboxConsumerDeps } from "../../src/queues/outbox-consumer";
import { failingUserObject, QUEUE_FAULTS } from "./failing-user-object";

export { UserMemory } from "../../src/durable/user-memory";

// Made on first use: the seed is a binding (vitest.config.ts), known once a call brings env.
let failing: OutboxConsumerDeps["userObject"] | undefined;

export default createWorker({
  outbox: {
    userObject: (env, userId) => {
      failing ??= failingUserObject(outboxConsumerDeps.userObject, { seed: Number(env.TEST_FAULT_SEED), ...QUEUE_FAULTS });
      return failing(env, userId);
    },
    maxRetryDelaySeconds: 0,
  },
});
