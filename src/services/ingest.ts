import { AppError } from "../core/errors";
import type { StoredEvent } from "../core/event";
import type { IngestResult } from "../durable/user-memory";

/** Hands a user's events to the user's Durable Object, the single writer of their events. */
export async function ingestEvents(env: Env, userId: string, events: StoredEvent[]): Promise<IngestResult[]> {
  const stub = env.USER_MEMORY.get(env.USER_MEMORY.idFromName(userId));
  const outcome = await stub.ingest(userId, events);
  if (outcome.ok) return outcome.results;
  if (outcome.code === "rate_limited") throw new AppError("rate_limited", outcome.message, undefined, outcome.retryAfterSeconds);
  throw new AppError(outcome.code, outcome.message, undefined, outcome.code === "unavailable" ? 1 : undefined);
}
