import type { StoredEvent } from "../core/ingest/event";
import { insertEventsWithOutbox, type EventsWritten, type NewEventRow } from "../db/events";
import { maxOutboxSeq } from "../db/outbox";
import type { Commit } from "./outbox-relay";
import type { IngestResult } from "./rpc";
import type { Database } from "../db/handle";

export interface EventWriterParts {
  db: Database;
  userId: string;
  /** A commit is starting (ingest is busy). */
  commitStarted(): void;
  /** Before the write: makes sure an alarm will check the relay. */
  beforeWrite(): Promise<void>;
  /** After the write: what it created, for the relay. */
  committed(commit: Commit): void;
  /** After a write that filled in the pending text of stored events: their sessions wait to be derived again. */
  textFilled(): void;
}

/**
 * Writes several requests' events and their outbox rows in one D1 batch, giving each new
 * event the user's next outbox seq. The object is the user's single writer, so the seqs are
 * assigned here, from memory, without a read per commit.
 */
export class EventWriter {
  /** Next outbox seq to assign; loaded from D1 on first use (and again after a failed batch). */
  #nextSeq: number | undefined;

  constructor(private readonly parts: EventWriterParts) {}

  /** Answers each request's results: per event, whether this write created it. */
  async write(requests: StoredEvent[][]): Promise<IngestResult[][]> {
    const { db, userId } = this.parts;
    // The first occurrence of an id in this commit is the one written; later ones are repeats.
    const rows: NewEventRow[] = [];
    const repeats: StoredEvent[] = [];
    const seen = new Set<string>();
    this.parts.commitStarted();
    let seq = this.#nextSeq ?? (await maxOutboxSeq(db, userId)) + 1;
    const firstSeq = seq;
    for (const events of requests) {
      for (const event of events) {
        if (seen.has(event.event_id)) {
          if (event.text !== "") repeats.push(event);
          continue;
        }
        seen.add(event.event_id);
        rows.push({ ...event, seq: seq++ });
      }
    }
    await this.parts.beforeWrite();
    let written: EventsWritten;
    try {
      written = await insertEventsWithOutbox(db, userId, rows, Date.now(), repeats);
    } catch (error) {
      this.#nextSeq = undefined; // the batch may or may not have landed: re-read the high-water mark
      throw error;
    }
    this.#nextSeq = seq;
    const { created: createdIds, filled } = written;
    const created = rows.filter((row) => createdIds.has(row.event_id)).map((row) => ({ seq: row.seq, eventId: row.event_id }));
    this.parts.committed({ created, seqRange: [firstSeq, seq - 1] });
    if (filled.size > 0) this.parts.textFilled();

    const claimed = new Set<string>();
    const fillClaimed = new Set<string>();
    return requests.map((events) =>
      events.map((event): IngestResult => {
        const isNew = createdIds.has(event.event_id) && !claimed.has(event.event_id);
        if (isNew) claimed.add(event.event_id);
        // The copy that brought the text is the one answered text_filled.
        if (!isNew && event.text !== "" && filled.has(event.event_id) && !fillClaimed.has(event.event_id)) {
          fillClaimed.add(event.event_id);
          return { event_id: event.event_id, created: false, text_filled: true };
        }
        return { event_id: event.event_id, created: isNew };
      }),
    );
  }
}
