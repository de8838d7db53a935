import { z } from "zod";

/** The Queue message the relay sends for each outbox row; small, so 100 fit in one sendBatch. */
export const OutboxMessageSchema = z.object({
  v: z.literal(1),
  user_id: z.string().min(1),
  seq: z.number().int().positive(),
  event_id: z.string().min(1),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export function outboxMessage(userId: string, seq: number, eventId: string): OutboxMessage {
  return { v: 1, user_id: userId, seq, event_id: eventId };
}
