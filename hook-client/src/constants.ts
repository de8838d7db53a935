/** Limits and timings of the hook client. Units are in the names. */

/** Where the service listens when neither AMEM_URL nor `amem login` says otherwise. */
export const DEFAULT_URL = "http://127.0.0.1:8787";

/** Longest the hook waits for its stdin to reach EOF before it works with what arrived. */
export const STDIN_TIMEOUT_MS = 1_000;
/** Largest hook payload parsed; a bigger one is recorded as rejected (size and sha256), never parsed. */
export const MAX_STDIN_BYTES = 64 * 1024 * 1024;
/** Last-resort ceiling on one hook invocation; reaching it means a bug, and the hook still exits 0. */
export const HOOK_HARD_LIMIT_MS = 5_000;

/** Tail of a Claude transcript read when the Stop payload has no assistant text. */
export const TRANSCRIPT_TAIL_BYTES = 256 * 1024;
/** Wait before the one re-read of a transcript: Claude Code writes it asynchronously. */
export const TRANSCRIPT_RETRY_DELAY_MS = 300;
/** Longest re-read wait AMEM_TRANSCRIPT_RETRY_MS may ask for: the hook must stay well inside HOOK_HARD_LIMIT_MS. */
export const TRANSCRIPT_RETRY_MAX_DELAY_MS = 3_000;

/** Largest text of a message event (prompt, reply, summary) kept whole, in UTF-8 bytes. */
export const MAX_MESSAGE_TEXT_BYTES = 64 * 1024;
/** Largest text of any other event (tool input and output above all) kept whole. */
export const MAX_TOOL_TEXT_BYTES = 16 * 1024;
/** Largest metadata value kept whole (the service accepts 8,192 characters). */
export const MAX_METADATA_VALUE_BYTES = 4 * 1024;
/** Share of a truncated text kept from its head; the rest comes from its tail. */
export const TRUNCATE_HEAD_SHARE = 0.75;
/** Strings longer than this (in UTF-16 units) are redacted only in the windows that survive truncation. */
export const REDACT_WHOLE_MAX_CHARS = 256 * 1024;
/** Extra characters redacted beyond each kept window, so a secret straddling the cut is still matched. */
export const REDACT_WINDOW_MARGIN_CHARS = 8 * 1024;

/** Timeout of one request of the sender (`amem flush` and the background flush). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Timeout of the reachability check in `amem status` and `amem login`. */
export const HEALTH_TIMEOUT_MS = 3_000;
/** Longest a background flush keeps sending before it leaves the rest for later. */
export const BACKGROUND_FLUSH_LIMIT_MS = 60_000;
/**
 * How long a background flush stays after the spool is empty, watching for new events: during
 * a burst of tool calls one flusher serves them all and the hooks skip starting another.
 */
export const BACKGROUND_FLUSH_LINGER_MS = 5_000;
/** How often a lingering flush looks at the spool. */
export const LINGER_POLL_MS = 100;
/** Longest `amem flush` waits for a background flush that holds the flush lock. */
export const FOREGROUND_FLUSH_WAIT_MS = 15_000;
/** Most events in one POST (the service accepts 500). */
export const MAX_BATCH_EVENTS = 500;
/** Largest POST body the sender builds (the service accepts 2 MiB). */
export const MAX_BATCH_BODY_BYTES = 1_500_000;
/** Largest response body read from the service. */
export const MAX_RESPONSE_BYTES = 1024 * 1024;
/** Largest answer a query command reads (a page of 500 events can hold several MiB of text). */
export const MAX_QUERY_RESPONSE_BYTES = 64 * 1024 * 1024;
/** Most requests a query command keeps in flight at once (`amem recent` reads one node per day). */
export const QUERY_CONCURRENCY = 6;

/** First pause before a background flush is tried again after the service failed; it doubles per failure. */
export const BACKOFF_BASE_MS = 2_000;
/** Longest pause between background flush attempts. */
export const BACKOFF_MAX_MS = 5 * 60_000;
/** Longest pause honoured from a 429 Retry-After. */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;

/** Spool size at which `amem status` and the hook warn; the spool keeps growing past it, nothing is dropped. */
export const SPOOL_CAP_BYTES = 256 * 1024 * 1024;
/** Share of the cap from which `amem status` reports the spool as nearly full. */
export const SPOOL_WARN_SHARE = 0.8;
/** Longest a writer waits for the spool lock before it appends without it (O_APPEND, one write). */
export const SPOOL_LOCK_WAIT_MS = 500;
/** Age after which a spool lock is considered left behind by a crashed writer. */
export const SPOOL_LOCK_STALE_MS = 5_000;
/**
 * Age after which a flush lock is considered left behind by a crashed flusher. A running flush
 * touches its lock before every request, so only a crash (or a request hung past its own
 * timeout, which cannot happen) lets it age this far.
 */
export const FLUSH_LOCK_STALE_MS = 3 * BACKGROUND_FLUSH_LIMIT_MS;

/** Size at which the log file is rotated to `amem.log.1`. */
export const LOG_MAX_BYTES = 1024 * 1024;

/** A log file untouched this long is finished: a reply held back at its end is emitted as the turn's reply. */
export const IMPORT_IDLE_MS = 10 * 60_000;
/**
 * Events the importer maps before it hands them to the spool, and spool lines it gathers (across
 * files) before it appends them with one write and one fsync; a cursor is written only after the
 * events before it are on disk.
 */
export const IMPORT_COMMIT_EVENTS = 1_000;
/** Longest the importer keeps moved cursors in memory before it writes them. */
export const IMPORT_CURSOR_SAVE_MS = 1_000;
/** Bytes read from a log file at a time. */
export const IMPORT_READ_CHUNK_BYTES = 1024 * 1024;
/**
 * Spool size after which the importer starts delivering while it reads on (one delivery at a
 * time, overlapping the reading: most of a POST is waiting for the service). Small: the
 * service should not wait while the program reads ahead (the first write of
 * IMPORT_COMMIT_EVENTS events is larger).
 */
export const IMPORT_FLUSH_AT_BYTES = 256 * 1024;
/** POSTs `amem import` keeps in flight (a batch of 500 each): the service takes them in parallel. */
export const IMPORT_DELIVERY_CONCURRENCY = 4;
/**
 * How long `amem import`'s delivery beside the reading waits for more once the spool is empty:
 * the stream of POSTs goes on while the reading adds events, instead of pausing until 2 MB
 * are spooled again (a pause lets the service's builds start in the middle of the backfill).
 */
export const IMPORT_DELIVERY_LINGER_MS = 300;
/** How often that lingering delivery looks at the spool: a pause in the POSTs lasts at most this long. */
export const IMPORT_DELIVERY_POLL_MS = 10;
/** Spool size at which the importer stops reading until its delivery catches up, so a large backfill never piles up on disk. */
export const IMPORT_SPOOL_MAX_BYTES = 8 * 1024 * 1024;
/** Reasons for skipped lines kept for the report. */
export const IMPORT_REASONS_KEPT = 5;
/** Age after which an import lock is considered left behind (its owner is also checked for life). */
export const IMPORT_LOCK_STALE_MS = 24 * 3600_000;
/**
 * Two hook deliveries of one content-keyed event this close together are the same event (Grok
 * runs its own hooks and those registered for Claude Code, at once); further apart, a repeat.
 */
export const REPEAT_WINDOW_MS = 5_000;
/** Longest a hook waits for a session's occurrence counts before it numbers without them. */
export const REPEATS_LOCK_WAIT_MS = 300;
/**
 * A session's occurrence counts no hook touched for this long are deleted by the background
 * flush (pruneRepeats). Resumed later, its hooks number repeats from 1 again; the importer, which
 * numbers from the whole log, still delivers what a hook's key collided with.
 */
export const REPEATS_KEEP_MS = 30 * 24 * 3600_000;
/** The background flush looks for such counts at most this often (one stat of a marker file otherwise). */
export const REPEATS_PRUNE_EVERY_MS = 24 * 3600_000;

/** Tokens the session-start digest may take unless `context.budget_tokens` says otherwise. */
export const CONTEXT_BUDGET_TOKENS = 800;
/** Smallest and largest budget accepted: below, nothing useful fits; above, Claude Code cuts additionalContext (10,000 characters). */
export const CONTEXT_MIN_BUDGET_TOKENS = 100;
export const CONTEXT_MAX_BUDGET_TOKENS = 2_400;
/** Hard cap on the digest's characters, whatever the token estimate says (Claude Code's additionalContext cap is 10,000). */
export const CONTEXT_MAX_CHARS = 9_500;
/** A project's cached context is fetched again after a delivery once it is this old (a session's end fetches it at once). */
export const CONTEXT_REFRESH_INTERVAL_MS = 3 * 60_000;
/** After a session ends, how often the flusher asks again while the service is still building its segments… */
export const CONTEXT_BUILD_POLL_MS = 2_000;
/** …and for how long at most. */
export const CONTEXT_BUILD_WAIT_MS = 30_000;
/** Sessions and segments per session asked of GET /v1/context (the budget decides how many are shown). */
export const CONTEXT_SESSIONS = 5;
export const CONTEXT_SEGMENTS_PER_SESSION = 4;
/** An item the digest keeps is reported as cited (POST /v1/uses) again after this long: once per working day, not per refresh. */
export const CONTEXT_CITE_AGAIN_MS = 12 * 60 * 60_000;
/** Most items one refresh reports as cited (the service takes 200 per call). */
export const CONTEXT_CITED_MAX = 200;
/** Long-term memories asked for (the budget decides how many are shown). */
export const CONTEXT_MEMORIES = 30;
