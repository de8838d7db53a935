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
import { awsSecretNearKeyId, credentialsCsv, randomTokenAfterSecretWord, type Span } from "./detectors";
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
  { name: "credentials-csv", hints: ["secret", "passw", "token", "access key", "api key", "private key"], i: true, find: credentialsCsv },
  { name: "aws-secret-key", hints: ["AKIA", "ASIA", "ABIA", "ACCA", "A3T"], find: awsSecretNearKeyId },
  ...fromPatterns((name) => !BLOCKS.has(name)),
  { name: "high-entropy-secret", find: randomTokenAfterSecretWord },
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

/** One pattern matching any hint of a rule set, as is and lower-cased (`i` rules); undefined when there is none. */
interface HintScanner {
  sensitive: RegExp | undefined;
  insensitive: RegExp | undefined;
}

const hintScanners = new WeakMap<readonly SecretRule[], HintScanner>();

function hintScannerOf(rules: readonly SecretRule[]): HintScanner {
  let scanner = hintScanners.get(rules);
  if (!scanner) {
    const any = (hints: string[]): RegExp | undefined =>
      hints.length === 0 ? undefined : new RegExp([...new Set(hints)].map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));
    scanner = {
      sensitive: any(rules.filter((r) => !r.i).flatMap((r) => r.hints ?? [])),
      insensitive: any(rules.filter((r) => r.i).flatMap((r) => r.hints ?? [])),
    };
    hintScanners.set(rules, scanner);
  }
  return scanner;
}

/**
 * Redacts every secret the rules find. Counts what it replaced into `tally`, by rule name.
 * @example redactSecrets("key AKIAIOSFODNN7EXAMPLE") // "key [REDACTED:aws-access-key]"
 */
export function redactSecrets(text: string, rules: readonly SecretRule[] = SECRET_RULES, tally?: RedactionTally): string {
  let out = text;
  let lower: string | undefined;
  // Most texts (nearly every metadata value) hold no rule's hint at all: one scan for any of them
  // then spares every hinted rule its own. Only until the first redaction: a marker may bring one.
  const anyHint = hintScannerOf(rules);
  let skipHinted = !(anyHint.sensitive?.test(out) ?? false);
  if (skipHinted && anyHint.insensitive) {
    lower = out.toLowerCase();
    skipHinted = !anyHint.insensitive.test(lower);
  }
  for (const rule of rules) {
    if (rule.hints) {
      if (skipHinted) continue;
      if (rule.i) lower ??= out.toLowerCase();
      const haystack = rule.i ? lower! : out;
      if (!rule.hints.some((h) => haystack.includes(h))) continue;
    }
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
    lower = undefined;
    skipHinted = false;
    if (tally) tally[rule.name] = (tally[rule.name] ?? 0) + spans.length;
  }
  return out;
}
