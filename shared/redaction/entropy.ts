/**
 * Whether a token looks like key material rather than a word, a path or an id. The ideas are
 * the well-kept scanners' (Shannon entropy per character with a limit per alphabet, and
 * filters for the shapes that are random-looking but not secret: UUIDs, ids with a known
 * prefix, identifiers made of words); the numbers are tuned on this project's fixture
 * transcripts (test/node/redaction-corpus.test.ts counts what they still catch).
 */

/** Shannon entropy in bits per character. */
export function shannonEntropy(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * Share of the characters that sit in word-like runs (`auth`, `Token`, `handle`): an
 * identifier or a path is mostly words, while in a random token of mixed case four lower-case
 * letters in a row start at about 1 position in 30.
 */
export function wordiness(text: string): number {
  let inWords = 0;
  for (const run of text.matchAll(/[A-Z]?[a-z]{4,}/g)) inWords += run[0].length;
  return text.length === 0 ? 0 : inWords / text.length;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
/** Ids that agents and this service print next to the word "token" or "key" all the time; none is a credential. */
const ID_PREFIX = /^(?:toolu|msg|req|call|run|resp|file|asst|thread|evt|usr|tok|seg|sess|chatcmpl)[_-]/i;
const HEX = /^[0-9a-f]+$/i;

/** Hex strings: at most 4 bits per character, so a lower bar (3.0, as detect-secrets). */
const HEX_MIN_ENTROPY = 3.0;
/** Other alphabets: a random string of n distinct characters has log2(n) bits, so short tokens get a bar below that. */
const MAX_MIN_ENTROPY = 4.0;
const MIN_ENTROPY_SHARE_OF_MAX = 0.82;
/** More than this share of word-like runs: an identifier, a path or prose. */
const MAX_WORDINESS = 0.5;

/**
 * Whether `token` (already cut at its delimiters) looks random enough to be a secret.
 * @example looksRandom("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY") // true
 * @example looksRandom("handleAuthenticationTokenRefresh") // false
 */
export function looksRandom(token: string, minLength = 20): boolean {
  const core = token.replace(/=+$/, "");
  if (core.length < minLength || core.includes("REDACTED")) return false;
  if (UUID.test(core) || ULID.test(core) || ID_PREFIX.test(core)) return false;
  if (HEX.test(core)) return core.length >= 32 && /[0-9]/.test(core) && /[a-f]/i.test(core) && shannonEntropy(core) >= HEX_MIN_ENTROPY;
  const classes = Number(/[a-z]/.test(core)) + Number(/[A-Z]/.test(core)) + Number(/[0-9]/.test(core));
  if (classes < 2 || (!/[0-9]/.test(core) && core.length < 32)) return false;
  if (wordiness(core) > MAX_WORDINESS) return false;
  const bar = Math.min(MAX_MIN_ENTROPY, Math.log2(Math.min(core.length, 64)) * MIN_ENTROPY_SHARE_OF_MAX);
  return shannonEntropy(core) >= bar;
}
