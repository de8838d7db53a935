import { deadLetterOf } from "../core/outbox/dead-letter";
import { recordDeadLetters } from "../db/dead-letters";
import { systemDatabase } from "../db/handle";
import { errorMessage } from "../core/errors";

/**
 * Consumes the outbox's dead-letter queue: messages whose every delivery failed. Each is
 * recorded in D1 (shown per user in GET /v1/status) and acked; if D1 refuses, the batch is
 * retried. The outbox row behind an event message stays unprocessed, so the sweeper keeps
 * offering its work again: dead-lettering gives up on a message, never on an event.
 */
export async function consumeDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const letters = batch.messages.map((m) => deadLetterOf(m.id, m.body, "retries_exhausted"));
  try {
    await recordDeadLetters(systemDatabase(env), letters, Date.now());
  } catch (error) {
    console.error("dead letters: recording failed; the batch will be retried", errorMessage(error));
    batch.retryAll({ delaySeconds: 30 });
    return;
  }
  console.warn("dead letters: recorded", letters.map((l) => `${l.userId || "-"}/${l.messageKey}`).join(","));
  batch.ackAll();
}
