/** Defaults of the TOC builder: segmentation, token counting, summaries and grips. Units are in the names. */

/** A gap of more than this between two events of a session starts a new segment (exactly this does not). */
export const SEGMENT_GAP_MS = 30 * 60 * 1000;
/** A segment closes before an event that would take it past this many tokens. */
export const SEGMENT_MAX_TOKENS = 4_000;
/** The next segment carries the previous one's events from its last this-many ms as overlap context... */
export const SEGMENT_OVERLAP_MS = 5 * 60 * 1000;
/** ...and at most this many tokens of them. */
export const SEGMENT_OVERLAP_TOKENS = 500;
/** An open segment whose last event is older than this (against the caller's clock) is closed by `closeIdle`. */
export const SEGMENT_IDLE_MS = 30 * 60 * 1000;
/** How many recently accepted event ids a session's segmenter state remembers to drop redeliveries. */
export const SEGMENT_DEDUPE_WINDOW_EVENTS = 1_000;

/** Tool output (tool_result) is counted on its first this-many characters: long outputs are mostly noise. */
export const TOOL_OUTPUT_TOKEN_CHARS = 1_000;
/** Distinct text pieces the token counter memoizes before it starts over (bounds its memory). */
export const TOKEN_PIECE_CACHE_ENTRIES = 100_000;

/** Longest title the extractive summarizer writes, in words. */
export const SUMMARY_TITLE_MAX_WORDS = 10;
/** Most bullets in a summary. */
export const SUMMARY_MAX_BULLETS = 5;
/** Most keywords in a summary, and the fewest the extractive summarizer aims for. */
export const SUMMARY_MAX_KEYWORDS = 7;
export const SUMMARY_MIN_KEYWORDS = 3;
/** Longest bullet the extractive summarizer writes, in characters. */
export const SUMMARY_BULLET_MAX_CHARS = 240;

/** A bullet is supported by an event holding more than this share of the bullet's terms. */
export const GRIP_MIN_SCORE = 0.3;
/** A grip's span extends over following events that score at least this share of the best score. */
export const GRIP_EXTEND_RATIO = 0.8;
/** Longest grip excerpt, in characters. */
export const GRIP_EXCERPT_MAX_CHARS = 200;
