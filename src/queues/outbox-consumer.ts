import { OutboxMessageSchema } from "../core/outbox-message";

/**
 * Consumes outbox messages. Each message is handled on its own; a malformed one is
 * acknowledged and logged (retrying cannot fix it).
 */
export async function consumeOutbox(batch: MessageBatch<unknown>, _env: Env): Promise<void> {
  for (const message of batch.messages) {
    const parsed = OutboxMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error("outbox: malformed message dropped", message.id);
      message.ack();
      continue;
    }
    message.ack();
  }
}
