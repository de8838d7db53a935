import { OutboxMessageSchema, type OutboxMessage } from "../core/outbox-message";
import { userObject } from "../services/user-object";

/** Longest delay asked for a message whose user's build failed. */
const MAX_RETRY_DELAY_SECONDS = 300;

/**
 * Consumes outbox messages. A message only says "this user has pending events": the user's
 * Durable Object builds everything pending, one build at a time per user, and its results
 * and the outbox rows they consumed commit together — so a message delivered twice, or
 * after its work was done by an alarm, finds nothing to do. Users are built in parallel.
 * Each message is acked or retried on its own; a malformed one is acked and logged.
 */
export async function consumeOutbox(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const byUser = new Map<string, { message: Message<unknown>; body: OutboxMessage }[]>();
  for (const message of batch.messages) {
    const parsed = OutboxMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error("outbox: malformed message acknowledged and dropped", message.id);
      message.ack();
      continue;
    }
    const list = byUser.get(parsed.data.user_id) ?? [];
    list.push({ message, body: parsed.data });
    byUser.set(parsed.data.user_id, list);
  }
  await Promise.all(
    [...byUser].map(async ([userId, messages]) => {
      try {
        const outcome = await userObject(env, userId).build(userId);
        for (const { message, body } of messages) {
          // Left for the alarm when the build ran out of time: retrying just checks again later.
          if (!outcome.more || (outcome.throughSeq !== null && body.seq <= outcome.throughSeq)) message.ack();
          else message.retry({ delaySeconds: 5 });
        }
      } catch (error) {
        console.error("outbox: build failed; messages will be retried", userId, error instanceof Error ? error.message : String(error));
        for (const { message } of messages) {
          message.retry({ delaySeconds: Math.min(MAX_RETRY_DELAY_SECONDS, 2 ** message.attempts) });
        }
      }
    }),
  );
}
