import { deadLetterOf, type DeadLetter } from "../core/dead-letter";
import { InjectedFault, parseFaults, type FaultConfig } from "../core/faults";
import { OutboxMessageSchema, rollupMessage, type EventMessage, type RollupMessage } from "../core/outbox-message";
import { recordDeadLetters } from "../db/dead-letters";
import { findUser } from "../db/users";
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
 * served in parallel. Each message is acked or retried on its own; a malformed one, which
 * no retry can mend, is recorded as a dead letter and acked.
 */
export async function consumeOutbox(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const faults = parseFaults(env.AMEM_TEST_FAULTS);
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
      if (messages.events.length > 0) await build(env, userId, messages.events, faults);
      if (messages.rollups.length > 0) await rollup(env, userId, messages.rollups, faults);
    }),
  ]);
}

async function recordMalformed(env: Env, malformed: { message: Message<unknown>; letter: DeadLetter }[]): Promise<void> {
  if (malformed.length === 0) return;
  console.error("outbox: malformed messages recorded as dead letters", malformed.map((m) => m.message.id).join(","));
  try {
    await recordDeadLetters(env.DB, malformed.map((m) => m.letter), Date.now());
    for (const { message } of malformed) message.ack();
  } catch (error) {
    // Retried until the queue dead-letters them; the dead-letter consumer records them then.
    console.error("outbox: recording malformed messages failed", describe(error));
    for (const { message } of malformed) message.retry();
  }
}

async function build(env: Env, userId: string, messages: UserMessages["events"], faults: FaultConfig | null): Promise<void> {
  try {
    if (faults) await injectFault(env, faults, userId, "before build");
    const outcome = await userObject(env, userId).build(userId, { yieldToIngest: true });
    if (faults) await injectFault(env, faults, userId, "after build, before ack");
    for (const { message, body } of messages) {
      // Left for the alarm when the build ran out of time: retrying just checks again later.
      if (!outcome.more || (outcome.throughSeq !== null && body.seq <= outcome.throughSeq)) message.ack();
      else message.retry({ delaySeconds: 5 });
    }
  } catch (error) {
    console.error("outbox: build failed; messages will be retried", userId, describe(error));
    retryAll(messages, faults);
  }
}

/** One rollup pass serves every rollup message of the user in the batch: the latest clock among them. */
async function rollup(env: Env, userId: string, messages: UserMessages["rollups"], faults: FaultConfig | null): Promise<void> {
  const asOfMs = Math.max(...messages.map((m) => m.body.as_of_ms));
  try {
    if (faults) await injectFault(env, faults, userId, "before rollup");
    const report = await userObject(env, userId).rollup(userId, { asOfMs });
    if (faults) await injectFault(env, faults, userId, "after rollup, before ack");
    if (report.more) {
      // A fresh message rather than a retry: a long catch-up must not run into max_retries.
      await env.OUTBOX_QUEUE.send(rollupMessage(userId, asOfMs), { delaySeconds: ROLLUP_CONTINUE_DELAY_SECONDS });
    }
    for (const { message } of messages) message.ack();
  } catch (error) {
    console.error("outbox: rollup failed; messages will be retried", userId, describe(error));
    retryAll(messages, faults);
  }
}

function retryAll(messages: readonly { message: Message<unknown> }[], faults: FaultConfig | null): void {
  const cap = faults?.maxRetryDelaySeconds ?? MAX_RETRY_DELAY_SECONDS;
  for (const { message } of messages) message.retry({ delaySeconds: Math.min(cap, 2 ** message.attempts) });
}

/** The test-only switch (src/core/faults.ts): fails a poisoned user's work always, anyone's at random. */
async function injectFault(env: Env, faults: FaultConfig, userId: string, where: string): Promise<void> {
  if (faults.poisonUserPrefix !== null && (await findUser(env.DB, userId))?.name.startsWith(faults.poisonUserPrefix)) {
    throw new InjectedFault(`poisoned user, ${where}`);
  }
  if (Math.random() < faults.buildFailureRate) {
    console.warn("outbox: injected fault", where);
    throw new InjectedFault(where);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
