import { z } from "zod";

/**
 * Messages on the outbox queue, all small (100 fit in one sendBatch):
 * - an event message, one per outbox row, sent by the relay (and again by the sweeper): "this
 *   user has pending events". It has no `kind` (the format from before rollups existed).
 * - a rollup message, one per user, sent by the rollup jobs: "roll up this user's due
 *   period nodes", judged against `as_of_ms` (the scheduled time of the run that sent it).
 */
export const EventMessageSchema = z.object({
  v: z.literal(1),
  kind: z.literal("event").optional(),
  user_id: z.string().min(1),
  seq: z.number().int().positive(),
  event_id: z.string().min(1),
});
export type EventMessage = z.infer<typeof EventMessageSchema>;

export const RollupMessageSchema = z.object({
  v: z.literal(1),
  kind: z.literal("rollup"),
  user_id: z.string().min(1),
  as_of_ms: z.number().int().positive(),
});
export type RollupMessage = z.infer<typeof RollupMessageSchema>;

export const OutboxMessageSchema = z.discriminatedUnion("kind", [EventMessageSchema, RollupMessageSchema]);
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** An event message. It carries no `kind` (the default), so consumers of either version read it. */
export function outboxMessage(userId: string, seq: number, eventId: string): EventMessage {
  return { v: 1, user_id: userId, seq, event_id: eventId };
}

export function rollupMessage(userId: string, asOfMs: number): RollupMessage {
  return { v: 1, kind: "rollup", user_id: userId, as_of_ms: asOfMs };
}
