import type { RedactRule } from "./config";
import { SECRET_PATTERNS, type SecretPattern } from "./redact-patterns";

export type Redactor = (text: string) => string;

function compile(rules: readonly RedactRule[], onError: (message: string) => void): SecretPattern[] {
  const out: SecretPattern[] = [];
  for (const rule of rules) {
    try {
      const flags = new Set([...(rule.flags ?? ""), "g"]);
      out.push({ name: rule.name.replace(/[^A-Za-z0-9_.-]/g, "-"), regex: new RegExp(rule.pattern, [...flags].join("")) });
    } catch (err) {
      onError(`redact pattern ${rule.name} ignored: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return out;
}

/**
 * Builds the redactor applied to every text and metadata value before anything is written to
 * the spool or sent. Matches become `[REDACTED:<name>]`.
 * @example createRedactor([])("key AKIAIOSFODNN7EXAMPLE") // "key [REDACTED:aws-access-key]"
 */
export function createRedactor(extra: readonly RedactRule[] = [], onError: (message: string) => void = () => {}): Redactor {
  const patterns = [...SECRET_PATTERNS, ...compile(extra, onError)];
  return (text) => {
    let out = text;
    let lower: string | undefined;
    for (const { name, regex, keep, hints, i } of patterns) {
      if (hints) {
        if (i) lower ??= out.toLowerCase();
        const haystack = i ? lower! : out;
        if (!hints.some((h) => haystack.includes(h))) continue;
      }
      regex.lastIndex = 0;
      if (!regex.test(out)) continue;
      regex.lastIndex = 0;
      const marker = `[REDACTED:${name}]`;
      out = keep
        ? out.replace(regex, (...args: unknown[]) => {
            let prefix = "";
            for (let i = 1; i <= keep; i++) prefix += typeof args[i] === "string" ? (args[i] as string) : "";
            return prefix + marker;
          })
        : out.replace(regex, marker);
      lower = undefined;
    }
    return out;
  };
}
