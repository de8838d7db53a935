/**
 * Token counting with js-tiktoken (`cl100k_base`, the smaller of the modern ranks files:
 * about 1 MB of bundle against 2.3 MB for o200k). Claude's own tokenizer is not public, so
 * this is a stable, close-enough measure for segment sizes, not a billing figure.
 *
 * Building the encoder is expensive (hundreds of ms and ~30 MB of heap, once per isolate),
 * so nothing happens at import: the first `loadTokenCounter()` imports the ranks and builds
 * it, and every later call gets the same counter. Keep it off the ingest path.
 */
import type { StoredEvent } from "../ingest/event";
import { TOKEN_PIECE_CACHE_ENTRIES, TOOL_OUTPUT_TOKEN_CHARS } from "./constants";

export interface TokenCounter {
  /** cl100k_base tokens in `text` (special-token strings count as plain text). */
  count(text: string): number;
}

/**
 * js-tiktoken's byte-pair merge is quadratic in the length of one regex piece: a 16,000-letter
 * "word" (a base64 blob) takes seconds. Longer pieces are counted in slices of this size,
 * which can add about one token per slice and keeps the worst case linear.
 */
const MAX_PIECE_CHARS = 64;

let pending: Promise<TokenCounter> | undefined;

/** The shared counter, built on first use. A failed build is retried by the next call. */
export function loadTokenCounter(): Promise<TokenCounter> {
  pending ??= buildCounter().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function buildCounter(): Promise<TokenCounter> {
  const [{ Tiktoken }, { default: ranks }] = await Promise.all([import("js-tiktoken/lite"), import("js-tiktoken/ranks/cl100k_base")]);
  const encoder = new Tiktoken(ranks);
  // The same pre-tokenizer the encoder applies: a text's count is the sum of its pieces' counts,
  // so pieces (words, mostly) can be memoized. That makes counting ~25× faster than encode().
  const pieces = new RegExp(ranks.pat_str, "gu");
  const memo = new Map<string, number>();

  const countPiece = (piece: string): number => {
    let n = memo.get(piece);
    if (n === undefined) {
      n = piece.length <= MAX_PIECE_CHARS ? encoder.encode(piece, [], []).length : countSlices(piece);
      if (memo.size >= TOKEN_PIECE_CACHE_ENTRIES) memo.clear();
      memo.set(piece, n);
    }
    return n;
  };
  const countSlices = (piece: string): number => {
    let n = 0;
    for (let start = 0; start < piece.length; ) {
      let end = Math.min(start + MAX_PIECE_CHARS, piece.length);
      if (end < piece.length && isHighSurrogate(piece.charCodeAt(end - 1))) end -= 1;
      n += encoder.encode(piece.slice(start, end), [], []).length;
      start = end;
    }
    return n;
  };

  return {
    count(text: string): number {
      let n = 0;
      // `match` answers plain strings: no match object per piece (see terms.ts).
      for (const piece of text.match(pieces) ?? []) n += countPiece(piece);
      return n;
    },
  };
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** The part of an event's text that counts toward segment size: all of it, but only the head of tool output. */
export function countedText(event: Pick<StoredEvent, "event_type" | "text">): string {
  return event.event_type === "tool_result" ? event.text.slice(0, TOOL_OUTPUT_TOKEN_CHARS) : event.text;
}

/** An event's size for segmentation. */
export function countEventTokens(counter: TokenCounter, event: Pick<StoredEvent, "event_type" | "text">): number {
  return counter.count(countedText(event));
}
