import { buildApp } from "./app";
import { runScheduled } from "./cron/scheduled";
import { consumeOutbox } from "./queues/outbox-consumer";

export { UserMemory } from "./durable/user-memory";

const app = buildApp();

export default {
  fetch: app.fetch,
  queue: consumeOutbox,
  scheduled: runScheduled,
} satisfies ExportedHandler<Env, unknown>;
