import { OutboxMessageSchema, rollupMessage, type EventMessage, type RollupMessage } from "../core/outbox-message";
import { userObject } from "../services/user-object";

/** Longest delay asked for a message whose user's build or rollup failed. */
const MAX_RETRY_DELAY_SECONDS = 300;
/** Delay of the message that continues a rollup which left work for another pass. */
const ROLLUP_CONTINUE_DELAY_SECONDS = 1;

interface UserMessages {
  events: { message: Message<unknown>; body: EventMessage }[];
  rollups: { message: Message<unknown>; body: RollupMessage }[];
}

/**
 * Consumes outbox messages. An event message only says "this user has pending events": the
 * user's Durable Object builds everything pending, one build at a time per user, and its
 * results and the outbox rows they consumed commit together — so a message delivered twice,
 * or after its work was done by an alarm, finds nothing to do. A rollup message asks the
 * same object to roll up the user's due periods, after any build of this batch. Users are
 * served in parallel. Each message is acked or retried on its own; a malformed one is acked
 * and logged.
 */
export async function consumeOutbox(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const byUser = new Map<string, UserMessages>();
  for (const message of batch.messages) {
    const parsed = OutboxMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error("outbox: malformed message acknowledged and dropped", message.id);
      message.ack();
      continue;
    }
    const body = parsed.data;
    const entry = byUser.get(body.user_id) ?? { events: [], rollups: [] };
    if (body.kind === "rollup") entry.rollups.push({ message, body });
    else entry.events.push({ message, body });
    byUser.set(body.user_id, entry);
  }
  await Promise.all(
    [...byUser].map(async ([userId, messages]) => {
      if (messages.events.length > 0) await build(env, userId, messages.events);
      if (messages.rollups.length > 0) await rollup(env, userId, messages.rollups);
    }),
  );
}

async function build(env: Env, userId: string, messages: UserMessages["events"]): Promise<void> {
  try {
    const outcome = await userObject(env, userId).build(userId);
    for (const { message, body } of messages) {
      // Left for the alarm when the build ran out of time: retrying just checks again later.
      if (!outcome.more || (outcome.throughSeq !== null && body.seq <= outcome.throughSeq)) message.ack();
      else message.retry({ delaySeconds: 5 });
    }
  } catch (error) {
    console.error("outbox: build failed; messages will be retried", userId, describe(error));
    retryAll(messages);
  }
}

/** One rollup pass serves every rollup message of the user in the batch: the latest clock among them. */
async function rollup(env: Env, userId: string, messages: UserMessages["rollups"]): Promise<void> {
  const asOfMs = Math.max(...messages.map((m) => m.body.as_of_ms));
  try {
    const report = await userObject(env, userId).rollup(userId, { asOfMs });
    if (report.more) {
      // A fresh message rather than a retry: a long catch-up must not run into max_retries.
      await env.OUTBOX_QUEUE.send(rollupMessage(userId, asOfMs), { delaySeconds: ROLLUP_CONTINUE_DELAY_SECONDS });
    }
    for (const { message } of messages) message.ack();
  } catch (error) {
    console.error("outbox: rollup failed; messages will be retried", userId, describe(error));
    retryAll(messages);
  }
}

function retryAll(messages: readonly { message: Message<unknown> }[]): void {
  for (const { message } of messages) message.retry({ delaySeconds: Math.min(MAX_RETRY_DELAY_SECONDS, 2 ** message.attempts) });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
