/** Limits of the ingest API. Each is documented in docs/api.md. */

/** Largest request body accepted by POST /v1/events. */
export const MAX_INGEST_BODY_BYTES = 2 * 1024 * 1024;
/** Longest a client may take to send a POST /v1/events body; past it the answer is 408 (the hook client gives up at 10 s too). */
export const INGEST_BODY_TIMEOUT_MS = 10_000;
/** Most events in one `{ events: [...] }` batch. */
export const MAX_BATCH_EVENTS = 500;
/** Largest `text` of one event, in UTF-8 bytes; past it the request is answered 413. */
export const MAX_EVENT_TEXT_BYTES = 256 * 1024;
/** Most keys in an event's metadata map. */
export const MAX_METADATA_KEYS = 64;
/** Largest metadata value, in characters. */
export const MAX_METADATA_VALUE_CHARS = 8 * 1024;
/** Longest session id, in characters. */
export const MAX_SESSION_ID_CHARS = 256;
/** How far in the future an event's timestamp may be (clock skew between machines). */
export const MAX_FUTURE_SKEW_MS = 5 * 60 * 1000;
/** Earliest timestamp accepted (2000-01-01): anything older is a unit mistake (seconds for ms). */
export const MIN_EVENT_TS_MS = Date.UTC(2000, 0, 1);

/** Most rows on one page of a list call. */
export const MAX_PAGE_LIMIT = 500;
/** Rows on a page when the caller does not say. */
export const DEFAULT_PAGE_LIMIT = 100;

/** Largest JSON document bound as one D1 parameter (D1 caps a string at 2,000,000 bytes). */
export const MAX_D1_JSON_PARAM_BYTES = 1_000_000;
/** Most events the Durable Object writes in one D1 batch when it coalesces requests. */
export const MAX_EVENTS_PER_COMMIT = 2_000;
/** Most messages in one Queue sendBatch call (a platform limit). */
export const MAX_QUEUE_BATCH_MESSAGES = 100;
/** Outbox rows the relay's alarm reads per page when catching up; each page becomes one queue message. */
export const RELAY_BACKLOG_PAGE_ROWS = 1_000;
/** How often, at most, the relay stores its watermark on the hot path (a lagging one only costs re-sends). */
export const RELAY_WATERMARK_STORE_MS = 2_000;
/** How long the relay waits after a commit for more commits to send in the same queue message. */
export const RELAY_LINGER_MS = 50;
/** How long after a commit the relay alarm re-checks that every outbox row reached the queue. */
export const RELAY_CHECK_DELAY_MS = 30_000;
/** Longest wait between relay retries after the queue refused a send. */
export const RELAY_MAX_BACKOFF_MS = 5 * 60 * 1000;
/** Longest a build keeps consuming pending events in one call before leaving the rest to an alarm. */
export const BUILD_TIME_BUDGET_MS = 20_000;
/**
 * Ingest goes first: a build the queue asks for while the user's events are being committed
 * waits until no commit has started for this long (a burst is acknowledged at full speed,
 * then built)...
 */
export const INGEST_QUIET_GAP_MS = 200;
/** ...but never longer than this: under a never-ending stream the table of contents still keeps up. */
export const BUILD_MAX_DEFER_MS = 10_000;
/** Soonest an alarm is set for idle segments or left-over build work. */
export const IDLE_ALARM_MIN_DELAY_MS = 1_000;
