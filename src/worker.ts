import { createWorker } from "./create-worker";
import { outboxConsumerDeps } from "./queues/outbox-consumer";

export { UserMemory } from "./durable/user-memory";

export default createWorker({ outbox: outboxConsumerDeps });
