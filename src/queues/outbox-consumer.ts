import { deadLetterOf, type DeadLetter } from "../core/outbox/dead-letter";
import { OutboxMessageSchema, rollupMessage, type EventMessage, type RollupMessage } from "../core/outbox/message";
import { recordDeadLetters } from "../db/dead-letters";
import { systemDatabase } from "../db/handle";
import { userObject } from "../services/user-object";

/** Delay of the message that continues a rollup which left work for another pass. */
const ROLLUP_CONTINUE_DELAY_SECONDS = 1;

/** The two calls the consumer makes on a user's object. */
export type UserWork = Pick<ReturnType<typeof userObject>, "build" | "rollup">;

/** What the consumer is given rather than reaching for itself (tests pass their own). */
export interface OutboxConsumerDeps {
  /** The user's object, as the consumer reaches it. */
  userObject: (env: Env, userId: string) => UserWork;
  /** Longest delay asked for a message whose user's build or rollup failed. */
  maxRetryDelaySeconds: number;
}

/** The deployed consumer's: the real object, retries backing off up to five minutes. */
export const outboxConsumerDeps: OutboxConsumerDeps = { userObject, maxRetryDelaySeconds: 300 };

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
 * served in parallel. Each message is acked or retried on its own; a malformed one, which
 * no retry can mend, is recorded as a dead letter and acked.
 */
export async function consumeOutbox(batch: MessageBatch<unknown>, env: Env, deps: OutboxConsumerDeps): Promise<void> {
  const byUser = new Map<string, UserMessages>();
  const malformed: { message: Message<unknown>; letter: DeadLetter }[] = [];
  for (const message of batch.messages) {
    const parsed = OutboxMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      malformed.push({ message, letter: deadLetterOf(message.id, message.body, "malformed") });
      continue;
    }
    const body = parsed.data;
    const entry = byUser.get(body.user_id) ?? { events: [], rollups: [] };
    if (body.kind === "rollup") entry.rollups.push({ message, body });
    else entry.events.push({ message, body });
    byUser.set(body.user_id, entry);
  }
  await Promise.all([
    recordMalformed(env, malformed),
    ...[...byUser].map(async ([userId, messages]) => {
      if (messages.events.length > 0) await build(env, deps, userId, messages.events);
      if (messages.rollups.length > 0) await rollup(env, deps, userId, messages.rollups);
    }),
  ]);
}

async function recordMalformed(env: Env, malformed: { message: Message<unknown>; letter: DeadLetter }[]): Promise<void> {
  if (malformed.length === 0) return;
  console.error("outbox: malformed messages recorded as dead letters", malformed.map((m) => m.message.id).join(","));
  try {
    await recordDeadLetters(
      systemDatabase(env),
      malformed.map((m) => m.letter),
      Date.now(),
    );
    for (const { message } of malformed) message.ack();
  } catch (error) {
    // Retried until the queue dead-letters them; the dead-letter consumer records them then.
    console.error("outbox: recording malformed messages failed", describe(error));
    for (const { message } of malformed) message.retry();
  }
}

async function build(env: Env, deps: OutboxConsumerDeps, userId: string, messages: UserMessages["events"]): Promise<void> {
  try {
    const outcome = await deps.userObject(env, userId).build(userId, { yieldToIngest: true });
    for (const { message, body } of messages) {
      // Left for the alarm when the build ran out of time: retrying just checks again later.
      if (!outcome.more || (outcome.throughSeq !== null && body.seq <= outcome.throughSeq)) message.ack();
      else message.retry({ delaySeconds: 5 });
    }
  } catch (error) {
    console.error("outbox: build failed; messages will be retried", userId, describe(error));
    retryAll(messages, deps);
  }
}

/** One rollup pass serves every rollup message of the user in the batch: the latest clock among them. */
async function rollup(env: Env, deps: OutboxConsumerDeps, userId: string, messages: UserMessages["rollups"]): Promise<void> {
  const asOfMs = Math.max(...messages.map((m) => m.body.as_of_ms));
  try {
    const report = await deps.userObject(env, userId).rollup(userId, { asOfMs });
    if (report.more) {
      // A fresh message rather than a retry: a long catch-up must not run into max_retries.
      await env.OUTBOX_QUEUE.send(rollupMessage(userId, asOfMs), { delaySeconds: ROLLUP_CONTINUE_DELAY_SECONDS });
    }
    for (const { message } of messages) message.ack();
  } catch (error) {
    console.error("outbox: rollup failed; messages will be retried", userId, describe(error));
    retryAll(messages, deps);
  }
}

function retryAll(messages: readonly { message: Message<unknown> }[], deps: OutboxConsumerDeps): void {
  for (const { message } of messages) message.retry({ delaySeconds: Math.min(deps.maxRetryDelaySeconds, 2 ** message.attempts) });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
