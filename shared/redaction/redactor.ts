/**
 * The one secret redactor, shared by the hook client (before anything is spooled or sent)
 * and the service (a second layer at ingest, for clients that post directly). Pure: no
 * Node or Workers APIs, no dependencies, so both builds bundle it as it is.
 *
 * Rules run in order over the text as the earlier ones left it; each match becomes
 * `[REDACTED:<rule name>]`. Order: blocks and file formats first, then a secret found by its
 * neighbour (an AWS key id), then the named token formats, then `key = value` shapes, and last
 * the generic random-token-after-a-secret-word rule, so that specific rules keep their names.
 */
import { awsSecretNearKeyId, credentialsCsv, randomTokenAfterSecretWord, SECRET_WORD_HINTS, type Span } from "./detectors";
import { SECRET_PATTERNS, type SecretPattern } from "./patterns";

export type { Span } from "./detectors";

export interface SecretRule {
  name: string;
  /**
   * Substrings at least one of which every match contains; the rule runs only when one is
   * present (most texts hit none, and a hook has milliseconds to spend).
   */
  hints?: readonly string[];
  /** Match `hints` against the lower-cased text. */
  i?: boolean;
  /**
   * Patterns every text holding a match also matches (a separator, a quote); checked after the
   * hints, before the rule's own search: a cheap test that spares the search where a hint word
   * appears in prose.
   */
  needs?: readonly RegExp[];
  /** The spans of `text` to redact, in any order; overlapping ones are merged. */
  find(text: string): Span[];
}

/** Matches per rule name, added to by each redaction. */
export type RedactionTally = Record<string, number>;

/** A regex pattern as a rule: its match, less the `keep` leading groups (a name and its `=`, kept for the reader). */
export function patternRule(p: SecretPattern): SecretRule {
  return {
    name: p.name,
    ...(p.hints ? { hints: p.hints } : {}),
    ...(p.i ? { i: true } : {}),
    ...(p.needs ? { needs: p.needs } : {}),
    find(text) {
      const spans: Span[] = [];
      for (const m of text.matchAll(p.regex)) {
        let kept = 0;
        for (let g = 1; g <= (p.keep ?? 0); g++) kept += m[g]?.length ?? 0;
        if (m[0].length > kept) spans.push({ start: m.index + kept, end: m.index + m[0].length });
      }
      return spans;
    },
  };
}

const fromPatterns = (names: (name: string) => boolean): SecretRule[] => SECRET_PATTERNS.filter((p) => names(p.name)).map(patternRule);
/** Blocks that may hold anything (`<private>…</private>`, PEM private keys): before any rule could cut one in pieces. */
const BLOCKS = new Set(["private", "private-key"]);

/** The built-in rules, in the order they run. */
export const SECRET_RULES: readonly SecretRule[] = [
  ...fromPatterns((name) => BLOCKS.has(name)),
  {
    name: "credentials-csv",
    hints: ["secret", "passw", "token", "access key", "api key", "private key"],
    i: true,
    // A header of two fields or more, and a row under it.
    needs: [/,/, /\n|\\n/],
    find: credentialsCsv,
  },
  { name: "aws-secret-key", hints: ["AKIA", "ASIA", "ABIA", "ACCA", "A3T"], find: awsSecretNearKeyId },
  ...fromPatterns((name) => !BLOCKS.has(name)),
  { name: "high-entropy-secret", hints: SECRET_WORD_HINTS, i: true, find: randomTokenAfterSecretWord },
];

/** Non-overlapping spans in order: overlapping or touching ones become one. */
function merged(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

/**
 * The hints of a rule set found in one scan, as is and lower-cased (`i` rules): one pattern of
 * every hint, longest first, so that a match is the longest hint starting where it starts; the
 * scan goes on from the next character, so hints that overlap are found too. Two hints starting
 * at one position are a hint and a prefix of it, so each found hint also brings its prefixes
 * among the hints: the sets are exactly the hints the text contains.
 */
interface HintScanner {
  /** Whether every rule of the set has hints (a text holding none of them is left as it is). */
  allHinted: boolean;
  sensitive: RegExp | undefined;
  insensitive: RegExp | undefined;
  /** Each hint's other hints that are prefixes of it. */
  prefixes: Map<string, string[]>;
}

const hintScanners = new WeakMap<readonly SecretRule[], HintScanner>();

function hintScannerOf(rules: readonly SecretRule[]): HintScanner {
  let scanner = hintScanners.get(rules);
  if (!scanner) {
    const all = [...new Set(rules.flatMap((r) => r.hints ?? []))];
    const any = (hints: string[]): RegExp | undefined => {
      if (hints.length === 0) return undefined;
      const longestFirst = [...new Set(hints)].sort((a, b) => b.length - a.length);
      return new RegExp(longestFirst.map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
    };
    const prefixes = new Map<string, string[]>();
    for (const hint of all) {
      const shorter = all.filter((h) => h !== hint && hint.startsWith(h));
      if (shorter.length > 0) prefixes.set(hint, shorter);
    }
    scanner = {
      allHinted: rules.every((r) => r.hints !== undefined),
      sensitive: any(rules.filter((r) => !r.i).flatMap((r) => r.hints ?? [])),
      insensitive: any(rules.filter((r) => r.i).flatMap((r) => r.hints ?? [])),
      prefixes,
    };
    hintScanners.set(rules, scanner);
  }
  return scanner;
}

const NO_HINTS: ReadonlySet<string> = new Set();

/** The hints `pattern` finds in `text`, with their prefixes (see HintScanner). */
function hintsIn(text: string, pattern: RegExp | undefined, prefixes: Map<string, string[]>): ReadonlySet<string> {
  if (pattern === undefined) return NO_HINTS;
  pattern.lastIndex = 0;
  let m = pattern.exec(text);
  if (m === null) return NO_HINTS; // the common case: no allocation
  const found = new Set<string>();
  while (m !== null) {
    const hint = m[0];
    if (!found.has(hint)) {
      found.add(hint);
      for (const p of prefixes.get(hint) ?? []) found.add(p);
    }
    pattern.lastIndex = m.index + 1;
    m = pattern.exec(text);
  }
  return found;
}

/** What strings are joined with for `surelyUnchanged`: no hint holds it, so no hint is found across two strings. */
export const JOIN_SEPARATOR = "\u0000";

/**
 * Whether redactSecrets leaves `text` as it is without looking further: every rule of the set
 * has hints and the text holds none of them. Of strings joined with JOIN_SEPARATOR, true says
 * it of each of them (no hint holds the separator, and lower-casing works character by
 * character), so one scan clears many short strings. False says nothing.
 */
export function surelyUnchanged(text: string, rules: readonly SecretRule[] = SECRET_RULES): boolean {
  const scanner = hintScannerOf(rules);
  if (!scanner.allHinted) return false;
  if (hintsIn(text, scanner.sensitive, scanner.prefixes).size > 0) return false;
  return scanner.insensitive === undefined || hintsIn(text.toLowerCase(), scanner.insensitive, scanner.prefixes).size === 0;
}

/**
 * Redacts every secret the rules find. Counts what it replaced into `tally`, by rule name.
 * @example redactSecrets("key AKIAIOSFODNN7EXAMPLE") // "key [REDACTED:aws-access-key]"
 */
export function redactSecrets(text: string, rules: readonly SecretRule[] = SECRET_RULES, tally?: RedactionTally): string {
  let out = text;
  // Which hints the text holds, found in one scan each (as is, lower-cased) instead of one
  // `includes` per hint and rule; found again after a redaction (a marker may bring one).
  // Most texts (nearly every metadata value) hold none, and then no hinted rule runs.
  const scanner = hintScannerOf(rules);
  let present: { sensitive: ReadonlySet<string>; insensitive: ReadonlySet<string> } | undefined;
  for (const rule of rules) {
    if (rule.hints) {
      present ??= {
        sensitive: hintsIn(out, scanner.sensitive, scanner.prefixes),
        insensitive: scanner.insensitive === undefined ? NO_HINTS : hintsIn(out.toLowerCase(), scanner.insensitive, scanner.prefixes),
      };
      const found = rule.i ? present.insensitive : present.sensitive;
      if (found.size === 0 || !rule.hints.some((h) => found.has(h))) continue;
    }
    if (rule.needs && !rule.needs.every((pattern) => pattern.test(out))) continue;
    const spans = merged(rule.find(out));
    if (spans.length === 0) continue;
    const marker = `[REDACTED:${rule.name}]`;
    let next = "";
    let at = 0;
    for (const s of spans) {
      next += out.slice(at, s.start) + marker;
      at = s.end;
    }
    out = next + out.slice(at);
    present = undefined;
    if (tally) tally[rule.name] = (tally[rule.name] ?? 0) + spans.length;
  }
  return out;
}
