import { DEAD_LETTER_QUEUE } from "../core/outbox/dead-letter";
import { consumeDeadLetters } from "./dead-letter-consumer";
import { consumeOutbox, type OutboxConsumerDeps } from "./outbox-consumer";

/** The worker's queue handler: routes each batch by the queue it came from. */
export async function consumeQueue(batch: MessageBatch<unknown>, env: Env, outbox: OutboxConsumerDeps): Promise<void> {
  if (batch.queue === DEAD_LETTER_QUEUE) return consumeDeadLetters(batch, env);
  return consumeOutbox(batch, env, outbox);
}
