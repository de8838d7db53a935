import { sha256Hex } from "./hash";

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * The event_id of the event named by `dedupeKey`: a ULID-shaped id with a zero time part and
 * 80 bits of sha256(dedupe_key) as its random part. A hook, the importer, a second import and
 * both of Grok's hook dialects all derive the same id for the same native event, so the
 * service's idempotency on (user, event_id) stores it once.
 *
 * The time part is zero, not the event's time: Claude Code's hooks carry no timestamp (the hook
 * stamps its receive time) while its transcript carries the write time, so a time part taken
 * from either would give one event two ids. The service orders by (ts, event_id): the id only
 * breaks ties.
 * @example eventIdFor("claude-code|5f0c…|toolu_01…|use") // "0000000000" + 16 hash characters
 */
export function eventIdFor(dedupeKey: string): string {
  const hex = sha256Hex(`amem.event_id\n${dedupeKey}`);
  let id = "0000000000";
  // 80 bits as 16 base-32 digits: each 5 hex digits (20 bits) are 4 of them, no BigInt needed.
  for (let at = 0; at < 20; at += 5) {
    const n = Number.parseInt(hex.slice(at, at + 5), 16);
    id += CROCKFORD.charAt((n >>> 15) & 31) + CROCKFORD.charAt((n >>> 10) & 31) + CROCKFORD.charAt((n >>> 5) & 31) + CROCKFORD.charAt(n & 31);
  }
  return id;
}
