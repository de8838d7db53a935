import { buildApp } from "./app";
import { runScheduled } from "./cron/scheduled";
import { consumeQueue } from "./queues/dispatch";

export { UserMemory } from "./durable/user-memory";

const app = buildApp();

export default {
  fetch: app.fetch,
  queue: consumeQueue,
  scheduled: runScheduled,
} satisfies ExportedHandler<Env, unknown>;
