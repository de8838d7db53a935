import { patternRule, redactSecrets, SECRET_RULES, type SecretRule } from "../../shared/redaction/redactor";
import type { RedactRule } from "./config";

export type Redactor = (text: string) => string;

function compile(rules: readonly RedactRule[], onError: (message: string) => void): SecretRule[] {
  const out: SecretRule[] = [];
  for (const rule of rules) {
    try {
      const flags = new Set([...(rule.flags ?? ""), "g"]);
      out.push(patternRule({ name: rule.name.replace(/[^A-Za-z0-9_.-]/g, "-"), regex: new RegExp(rule.pattern, [...flags].join("")) }));
    } catch (err) {
      onError(`redact pattern ${rule.name} ignored: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return out;
}

/**
 * Builds the redactor applied to every text and metadata value before anything is written to
 * the spool or sent: the service's own rule set (shared/redaction), then the config's extra
 * patterns. Matches become `[REDACTED:<name>]`.
 * @example createRedactor([])("key AKIAIOSFODNN7EXAMPLE") // "key [REDACTED:aws-access-key]"
 */
export function createRedactor(extra: readonly RedactRule[] = [], onError: (message: string) => void = () => {}): Redactor {
  const rules = extra.length === 0 ? SECRET_RULES : [...SECRET_RULES, ...compile(extra, onError)];
  return (text) => redactSecrets(text, rules);
}

/**
 * The same redactor, remembering its answers for texts of up to `maxChars` characters (at most
 * `maxEntries`; then it starts over). Redaction is a function of the text alone, so this changes
 * no result. For a bulk import: most metadata values repeat from event to event (cwd, project,
 * branch, model, agent version), and a prompt or reply is redacted twice (for its key, then for
 * the event).
 */
export function rememberingRedactor(redact: Redactor, maxEntries = 10_000, maxChars = 16_384): Redactor {
  const seen = new Map<string, string>();
  return (text) => {
    if (text.length > maxChars) return redact(text);
    const known = seen.get(text);
    if (known !== undefined) return known;
    const out = redact(text);
    if (seen.size >= maxEntries) seen.clear();
    seen.set(text, out);
    return out;
  };
}
