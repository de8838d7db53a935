import { AppError } from "../core/errors";
import type { StoredEvent } from "../core/ingest/event";
import type { IngestOutcome, IngestResult } from "../durable/rpc";
import { admitLookup, type Credential } from "./accounts";
import { userObject } from "./user-object";

/** Hands events to the user's Durable Object, which checks the token and writes them. */
export async function ingestEvents(env: Env, credential: Credential, events: StoredEvent[]): Promise<IngestResult[]> {
  const settle = await admitLookup(credential);
  let outcome: IngestOutcome;
  try {
    outcome = await userObject(env, credential.userId).ingest(credential.userId, credential.tokenHash, events);
    // Every answer but unauthorized comes after the object verified the token.
    settle(outcome.ok || outcome.code !== "unauthorized");
  } finally {
    settle(undefined);
  }
  if (outcome.ok) return outcome.results;
  switch (outcome.code) {
    case "rate_limited":
      throw new AppError("rate_limited", outcome.message, undefined, outcome.retryAfterSeconds);
    case "unavailable":
      throw new AppError("unavailable", outcome.message, undefined, 1);
    case "unauthorized":
    case "payload_too_large":
      throw new AppError(outcome.code, outcome.message);
  }
}
