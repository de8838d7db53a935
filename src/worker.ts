import { buildApp } from "./app";
import { consumeOutbox } from "./queues/outbox-consumer";

export { UserMemory } from "./durable/user-memory";

const app = buildApp();

export default {
  fetch: app.fetch,
  queue: consumeOutbox,
} satisfies ExportedHandler<Env, unknown>;
