import { z } from "zod";

/**
 * Messages on the outbox queue, all small (100 fit in one sendBatch):
 * - an event message, one per commit (and per row the sweeper re-sends): "this user's outbox
 *   rows `first_seq`..`seq`, `count` of them, are pending". One message per commit rather than
 *   per event keeps a 500-event batch from costing 500 queue operations and 500 tiny builds.
 *   It has no `kind` (the format from before rollups existed); `first_seq` and `count` are
 *   absent from messages of that time, which covered one row each.
 * - a rollup message, one per user, sent by the rollup jobs: "roll up this user's due
 *   period nodes", judged against `as_of_ms` (the scheduled time of the run that sent it).
 */
const EventMessageSchema = z.object({
  v: z.literal(1),
  kind: z.literal("event").optional(),
  user_id: z.string().min(1),
  /** The highest seq the message covers: the consumer acks it once the build got that far. */
  seq: z.number().int().positive(),
  /** The event of that seq. */
  event_id: z.string().min(1),
  first_seq: z.number().int().positive().optional(),
  count: z.number().int().positive().optional(),
});
export type EventMessage = z.infer<typeof EventMessageSchema>;

const RollupMessageSchema = z.object({
  v: z.literal(1),
  kind: z.literal("rollup"),
  user_id: z.string().min(1),
  as_of_ms: z.number().int().positive(),
});
export type RollupMessage = z.infer<typeof RollupMessageSchema>;

export const OutboxMessageSchema = z.discriminatedUnion("kind", [EventMessageSchema, RollupMessageSchema]);
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** An event message for one outbox row. It carries no `kind` (the default), so consumers of either version read it. */
export function outboxMessage(userId: string, seq: number, eventId: string): EventMessage {
  return { v: 1, user_id: userId, seq, event_id: eventId, first_seq: seq, count: 1 };
}

/** One event message covering several outbox rows, given in seq order (at least one). */
export function outboxRangeMessage(userId: string, rows: readonly { seq: number; eventId: string }[]): EventMessage {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (first === undefined || last === undefined) throw new Error("an event message covers at least one outbox row");
  return { v: 1, user_id: userId, seq: last.seq, event_id: last.eventId, first_seq: first.seq, count: rows.length };
}

export function rollupMessage(userId: string, asOfMs: number): RollupMessage {
  return { v: 1, kind: "rollup", user_id: userId, as_of_ms: asOfMs };
}
