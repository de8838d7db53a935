/**
 * An estimate of how many tokens a model's tokenizer makes of a text, without shipping one (the
 * hook client has no dependencies). Calibrated against cl100k_base on the query commands'
 * outputs (human and JSON), code and transcripts: characters / 4 was 1.3-1.6x low on them,
 * because ids, ULIDs, hashes, JSON punctuation and numbers are far denser than English.
 *
 * The text is cut the way cl100k's pre-tokenizer cuts it (words with their leading space,
 * numbers in runs of up to three digits, punctuation runs, whitespace); each piece is then
 * costed by its shape: a common-looking word is one token, a long one a few, a run of capitals
 * or mixed case (ids, base32, hashes) about one token per two or three letters.
 */
const PIECES = /'(?:s|t|re|ve|m|ll|d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+/gu;
const NON_ASCII = /[\u0080-\uffff]/g;

function lettersCost(letters: string): number {
  const n = letters.length;
  const wide = letters.match(NON_ASCII)?.length ?? 0;
  if (wide > 0) return wide + (n - wide) / 4;
  if (/^[A-Z]?[a-z]+$/.test(letters)) return n <= 6 ? 1.05 : 1 + (n - 6) / 8;
  if (/^[A-Z]+$/.test(letters)) return n <= 2 ? 1 : n <= 5 ? 1.25 : n / 2.6;
  // camelCase is words run together, a token or so per hump; other mixed case (base64, keys) is dense.
  const humps = letters.match(/[A-Z]?[a-z]+/g);
  if (humps && humps.join("").length === n) return humps.reduce((sum, hump) => sum + lettersCost(hump), 0);
  return 0.5 + n / 4;
}

function punctuationCost(piece: string): number {
  const wide = piece.match(NON_ASCII)?.length ?? 0;
  const narrow = piece.replace(/^ /, "").length - wide;
  return wide * 1.5 + (narrow === 0 ? 0 : narrow <= 3 ? 1 : 1 + (narrow - 3) * 0.6);
}

/** How the estimate is made, printed with every answer so an agent knows what the number means. */
export const ESTIMATE_METHOD = "cl100k_base pieces, within 10 %";

export function estimateTokens(text: string): number {
  let total = 0;
  for (const match of text.matchAll(PIECES)) {
    const piece = match[0];
    const first = piece.charCodeAt(0);
    if (/^\s+$/.test(piece)) total += 1;
    else if (first >= 48 && first <= 57) total += 1;
    else {
      const letters = piece.replace(/[^\p{L}]/gu, "");
      total += letters.length > 0 ? lettersCost(letters) : punctuationCost(piece);
    }
  }
  return Math.ceil(total);
}
