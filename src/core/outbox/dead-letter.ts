import { OutboxMessageSchema } from "./message";

/** The outbox's dead-letter queue (wrangler.toml: its dead_letter_queue, with a consumer of its own). */
export const DEAD_LETTER_QUEUE = "amem-outbox-dlq";

/** Longest message body kept with a dead letter, in characters. */
const MAX_DEAD_LETTER_BODY_CHARS = 4096;

export type DeadLetterReason = "retries_exhausted" | "malformed";

/** A message the outbox queue gave up on, as recorded in D1. */
export interface DeadLetter {
  /** '' when the message names no user. */
  userId: string;
  /** What the message asked for, so that a re-sent message for the same work lands on the same row. */
  messageKey: string;
  reason: DeadLetterReason;
  body: string;
  messageId: string;
}

/**
 * Describes a dead message. An outbox message that parses is keyed by the work it names
 * (`event:<seq>`, `rollup:<as_of_ms>`); anything else by its queue message id, under the user
 * it names if it names one.
 */
export function deadLetterOf(messageId: string, body: unknown, reason: DeadLetterReason): DeadLetter {
  const json = safeJson(body);
  const parsed = OutboxMessageSchema.safeParse(body);
  if (parsed.success) {
    const m = parsed.data;
    const key = m.kind === "rollup" ? `rollup:${m.as_of_ms}` : `event:${m.seq}`;
    return { userId: m.user_id, messageKey: key, reason, body: json, messageId };
  }
  const claimed = typeof body === "object" && body !== null ? (body as { user_id?: unknown }).user_id : undefined;
  const userId = typeof claimed === "string" && claimed.length <= 64 ? claimed : "";
  return { userId, messageKey: `message:${messageId}`, reason, body: json, messageId };
}

function safeJson(body: unknown): string {
  let json: string;
  try {
    json = JSON.stringify(body) ?? String(body);
  } catch {
    json = String(body);
  }
  return json.length > MAX_DEAD_LETTER_BODY_CHARS ? json.slice(0, MAX_DEAD_LETTER_BODY_CHARS) : json;
}
