/**
 * Terms: the words and code identifiers that keywords are chosen from and that grips match
 * bullets to events with. Code identifiers keep their spelling (`requireAuth`, `jwt.ts`,
 * `ERR_TOKEN_EXPIRED`); a path counts as its file name (`src/auth/jwt.ts` → `jwt.ts`, plus
 * the stem `jwt`); plain words are lower-cased and lightly stemmed for matching, so "tests",
 * "tested" and "test" meet.
 */

export interface Term {
  /** What terms are compared by: lower case, stemmed when a plain word. */
  readonly key: string;
  /** How it was written, for display. */
  readonly surface: string;
  /** A code identifier or file name rather than a plain word. */
  readonly code: boolean;
  /** Implied rather than written (the stem `jwt` of `jwt.ts`): evidence, never a keyword. */
  readonly derived?: true;
}

/** Function words and chat filler: never a keyword, never evidence. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below between both but by
  can can't cannot could couldn't did didn't do does doesn't doing don't down during each else etc even ever every few for from further
  get gets got had hadn't has hasn't have haven't having he her here hers herself him himself his how however i i'd i'll i'm i've if in
  into is isn't it it's its itself just let let's like may me might more most much must mustn't my myself need needs no nor not now of
  off on once one only or other ought our ours ourselves out over own per please quite rather really same say says she should shouldn't
  since so some such than that that's the their theirs them themselves then there there's these they they'd they'll they're they've this
  those though through thus to too under until up upon us very via was wasn't way we we'd we'll we're we've were weren't what what's
  when where which while who whom whose why will with within without won't would wouldn't yes yet you you'd you'll you're you've your
  yours yourself yourselves okay ok sure thanks thank hi hello hey done let's going want wants wanted ask asks asked already actually basically simply maybe probably again`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words too common in coding sessions to say what one was about; kept as evidence but never keywords. */
const GENERIC_WORDS: ReadonlySet<string> = new Set(
  `add added adding use used using make made run ran running file files code change changes changed update updated new now work
  working look looking check checked see start started next first last try tried fix fixed line lines thing things set note still
  time test tests tested testing pass passed passes fail failed fails error errors ok true false null undefined return returns
  true src lib dist node_modules home dev projects tmp usr bin exit wall output success successfully result results call calls
  created create edit edited write wrote read reads follow following keep keeping default value values number string object
  get post put patch delete head options http https www com org json
  really actually maybe basically just pretty quite something anything everything stuff think thought want wanted need needed
  like also please thanks thank great hello hey sure yeah okay lot bit kind sort way going gonna know understand question
  idea help seems seem looks wondering curious hope anyway`
    .split(/\s+/)
    .filter(Boolean),
);

const TOKEN = /[\p{L}\p{N}_$@][\p{L}\p{N}_$@./'-]*[\p{L}\p{N}_$]|[\p{L}\p{N}_$]/gu;
const FILE_EXTENSIONS = new Set(
  `ts tsx mts cts js jsx mjs cjs py pyi rs go java kt kts rb php cs c h cc cpp hpp m mm swift dart ex exs erl lua zig scala clj
  json jsonc json5 yaml yml toml ini cfg conf env xml html htm css scss sass less vue svelte astro md mdx rst txt csv sql
  sh bash zsh fish ps1 bat lock proto graphql gql tf hcl dockerfile makefile gradle wasm ipynb log`.split(/\s+/),
);
const CODE_SHAPE = /[a-z][A-Z]|_|\$|^[A-Z][A-Z0-9]{1,}$|\d[A-Za-z]|[A-Za-z]\d/;

/** A light suffix stemmer for plain lower-case words: enough to meet "tokens"/"token", "edited"/"edit". */
function stem(word: string): string {
  if (word.length <= 3) return word;
  let out = word;
  if (out.endsWith("ies") && out.length > 4) out = `${out.slice(0, -3)}y`;
  else if (out.endsWith("sses")) out = out.slice(0, -2);
  else if (out.endsWith("ing") && out.length > 5) out = out.slice(0, -3);
  else if (out.endsWith("ed") && out.length > 4 && !out.endsWith("eed")) out = out.slice(0, -2);
  else if (/(ch|sh|x|z)es$/.test(out)) out = out.slice(0, -2);
  else if (out.endsWith("s") && !/(ss|us|is)$/.test(out)) out = out.slice(0, -1);
  return out.length > 4 && out.endsWith("e") ? out.slice(0, -1) : out;
}

function pushToken(raw: string, out: Term[]): void {
  let token = raw.replace(/^['-]+|['./-]+$/g, "");
  if (token === "") return;
  if (token.includes("/")) {
    const parts = token.split("/").filter(Boolean);
    token = parts[parts.length - 1] ?? "";
    if (token === "") return;
  }
  const extension = token.slice(token.lastIndexOf(".") + 1).toLowerCase();
  if (token.includes(".") && FILE_EXTENSIONS.has(extension) && /^[\w$@.-]+$/.test(token)) {
    const lower = token.toLowerCase();
    out.push({ key: lower, surface: token, code: true });
    const dot = lower.indexOf(".");
    if (dot > 1) out.push({ key: lower.slice(0, dot), surface: token.slice(0, dot), code: true, derived: true });
    return;
  }
  if (token.includes(".") && !/^\d+(\.\d+)*$/.test(token)) {
    // `jwt.sign`, `e.g`, `v3.2.4`: keep dotted code, split anything else into its words.
    if (CODE_SHAPE.test(token) || /^[a-z_$][\w$]+(\.[a-z_$][\w$]+)+$/i.test(token)) {
      out.push({ key: token.toLowerCase(), surface: token, code: true });
      return;
    }
    for (const part of token.split(".")) pushToken(part, out);
    return;
  }
  const lower = token.toLowerCase();
  if (STOP_WORDS.has(lower) && /^[A-Za-z']+$/.test(token)) return; // "NOT", "The"
  if (CODE_SHAPE.test(token) && !/^\d+$/.test(token)) {
    out.push({ key: lower, surface: token, code: true });
    return;
  }
  if (STOP_WORDS.has(lower)) return;
  if (/^\d+$/.test(lower) && lower.length < 3) return;
  if (lower.length < 2) return;
  out.push({ key: /^[a-z]+$/.test(lower) ? stem(lower) : lower, surface: lower, code: false });
}

/** Words repeat endlessly across a user's events, so each raw word's terms are worked out once. */
const TOKEN_CACHE_ENTRIES = 50_000;
const tokenCache = new Map<string, readonly Term[]>();
const NO_TERMS: readonly Term[] = Object.freeze([]);

function termsOfToken(raw: string): readonly Term[] {
  let terms = tokenCache.get(raw);
  if (terms === undefined) {
    const out: Term[] = [];
    pushToken(raw, out);
    terms = out.length === 0 ? NO_TERMS : Object.freeze(out.map((t) => Object.freeze(t)));
    if (tokenCache.size >= TOKEN_CACHE_ENTRIES) tokenCache.clear();
    tokenCache.set(raw, terms);
  }
  return terms;
}

/**
 * The raw words of a text. `match` with a global pattern answers plain strings: unlike
 * `matchAll`, it allocates no match object per word, which was much of the pipeline's garbage.
 */
function rawTokens(text: string): readonly string[] {
  return text.match(TOKEN) ?? [];
}

/** Every term of a text, in order, repeats included. */
export function extractTerms(text: string): Term[] {
  const out: Term[] = [];
  for (const raw of rawTokens(text)) for (const term of termsOfToken(raw)) out.push(term);
  return out;
}

/** Where each term key (of `only`, when given) occurs in a text: the character span of the word it came from. */
export function termOccurrences(text: string, only?: ReadonlySet<string>): { key: string; start: number; end: number }[] {
  const out: { key: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(TOKEN)) {
    for (const term of termsOfToken(match[0])) {
      if (only === undefined || only.has(term.key)) out.push({ key: term.key, start: match.index, end: match.index + match[0].length });
    }
  }
  return out;
}

/** The distinct term keys of a text. */
export function termKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const raw of rawTokens(text)) for (const term of termsOfToken(raw)) keys.add(term.key);
  return keys;
}

/** Whether a term may be a keyword: not generic, not a bare number, not an id-like blob. */
const worthyCache = new WeakMap<Term, boolean>();

export function keywordWorthy(term: Term): boolean {
  let worthy = worthyCache.get(term);
  if (worthy === undefined) {
    worthy = judgeKeyword(term);
    worthyCache.set(term, worthy);
  }
  return worthy;
}

function judgeKeyword(term: Term): boolean {
  if (term.derived) return false;
  if (GENERIC_WORDS.has(term.key) || GENERIC_WORDS.has(term.surface.toLowerCase())) return false;
  if (/^\d/.test(term.key)) return false;
  const digits = term.key.replace(/\D/g, "").length;
  if (digits > 2 || term.key.length > 40) return false;
  return term.key.length >= 3 || term.code;
}
