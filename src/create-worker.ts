import { buildApp } from "./app";
import { runScheduled } from "./cron/scheduled";
import { consumeQueue } from "./queues/dispatch";
import type { OutboxConsumerDeps } from "./queues/outbox-consumer";

/** What a worker is built from; src/worker.ts passes the real parts, a test entry its own. */
export interface WorkerDeps {
  outbox: OutboxConsumerDeps;
}

/** The worker's handlers: the HTTP app, the queue consumers and the cron jobs. */
export function createWorker(deps: WorkerDeps) {
  const app = buildApp();
  return {
    fetch: app.fetch,
    queue: (batch: MessageBatch<unknown>, env: Env) => consumeQueue(batch, env, deps.outbox),
    scheduled: runScheduled,
  } satisfies ExportedHandler<Env, unknown>;
}
