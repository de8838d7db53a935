/**
 * Turns what an agent types ("how did we fix the token expiry bug in jwt.ts?") into an
 * FTS5 query that ranks well instead of demanding every word: each meaningful term is
 * quoted (so no character of the input is FTS syntax) and the terms are OR-ed, letting
 * BM25 rank documents that hold more of them, and rarer ones, first. Identifiers stay
 * phrases of their parts (`jwt.ts` → "jwt ts"), matching how the index tokenizes them.
 */

/** Longest query text considered; the rest is ignored. */
const MAX_QUERY_CHARS = 1_000;
/** Most terms in one query. */
const MAX_TERMS = 24;

/** Words that say how a question is asked, not what it is about. */
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could did do does done for from had has have how i if in into is it its " +
    "me my of on or our so than that the their them then there these they this to up us was we were what when where " +
    "which while who why will with would you your about again all any also just last like make made more most much " +
    "not now only other out over same should some such very yesterday today week month"
  ).split(" "),
);

/** A word, or an identifier joined by . - / (`jwt.ts`, `src/auth`, `v1.2`), in any script. */
const TERM_PATTERN = /[\p{L}\p{N}_]+(?:[.\-/:][\p{L}\p{N}_]+)*/gu;
const PART_PATTERN = /[\p{L}\p{N}]+/gu;

/** A query term: its lower-cased parts (a phrase when several), and whether it names code. */
export interface QueryTerm {
  parts: string[];
  /**
   * `jwt.ts`, `ERR_TOKEN_EXPIRED`, `requireAuth`, `v1.2`, `src/auth`: what the asker is specific
   * about. A hyphen alone does not make one: `off-by-one` and `sign-in` are English as often.
   */
  identifier: boolean;
}

/** How many times an identifier counts next to a plain word in the BM25 sum. */
export const IDENTIFIER_WEIGHT = 2;

/** camelCase or PascalCase inside a word, or letters next to digits. */
const CODE_SHAPE = /\p{Ll}\p{Lu}|\p{L}\p{N}|\p{N}\p{L}/u;

/** The terms of a query with what they look like; stop words and one-letter words dropped. */
export function parseQuery(query: string): QueryTerm[] {
  const text = query.normalize("NFKC").slice(0, MAX_QUERY_CHARS);
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  for (const match of text.matchAll(TERM_PATTERN)) {
    const parts = (match[0].toLowerCase().match(PART_PATTERN) ?? []).filter((p) => p.length > 0);
    if (parts.length === 0) continue;
    if (parts.length === 1 && (STOP_WORDS.has(parts[0]!) || parts[0]!.length < 2)) continue;
    const key = parts.join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push({ parts, identifier: /[_./:]/.test(match[0]) || CODE_SHAPE.test(match[0]) });
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/**
 * The FTS5 expression for a query's terms, or null when nothing is left to search for.
 * Parts are made of letters and digits only, so quoting them is always safe. FTS5's bm25()
 * sums a score per phrase of the expression, so an identifier is repeated to weigh more:
 * in "what value did we give MAX_BATCH_SIZE?" the variable is the point, not "value".
 */
export function ftsExpression(query: string): string | null {
  const terms = parseQuery(query);
  if (terms.length === 0) return null;
  return terms.flatMap((t) => Array<string>(t.identifier ? IDENTIFIER_WEIGHT : 1).fill(`"${t.parts.join(" ")}"`)).join(" OR ");
}

/**
 * Narrows an expression to one user's rows (and to some columns of an index) inside the index.
 * The id's longest part (the ULID of `usr_<ULID>`) is a single term: a phrase of all parts
 * matches the same rows but costs FTS5 a position check in every one of the user's rows. The
 * caller still compares user_id exactly; this only keeps other users' rows out of the ranking.
 */
export function scopedExpression(userId: string, columns: readonly string[], expression: string): string {
  const userParts = userId.toLowerCase().match(PART_PATTERN) ?? [];
  const longest = userParts.reduce((a, b) => (b.length > a.length ? b : a), "");
  return `{user_id}: "${longest}" AND {${columns.join(" ")}}: (${expression})`;
}
