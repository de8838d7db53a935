import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JOIN_SEPARATOR, patternRule, redactSecrets, SECRET_RULES, surelyUnchanged, type SecretRule } from "../../shared/redaction/redactor";
import { plantedSecrets } from "../planted-secrets";

/**
 * redactSecrets skips every hinted rule at once when the text holds none of their hints (one
 * scan), until its first redaction. That must change no result: here it is compared with the
 * rule-by-rule loop it replaced, on the planted corpus and on texts made of every hint, pieces
 * of the planted secrets and ordinary words.
 */
function ruleByRule(text: string, rules: readonly SecretRule[] = SECRET_RULES): string {
  let out = text;
  let lower: string | undefined;
  for (const rule of rules) {
    if (rule.hints) {
      if (rule.i) lower ??= out.toLowerCase();
      const haystack = rule.i ? lower! : out;
      if (!rule.hints.some((h) => haystack.includes(h))) continue;
    }
    const spans = rule.find(out).sort((a, b) => a.start - b.start || b.end - a.end);
    const merged: { start: number; end: number }[] = [];
    for (const s of spans) {
      const last = merged[merged.length - 1];
      if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
      else merged.push({ ...s });
    }
    if (merged.length === 0) continue;
    let next = "";
    let at = 0;
    for (const s of merged) {
      next += `${out.slice(at, s.start)}[REDACTED:${rule.name}]`;
      at = s.end;
    }
    out = next + out.slice(at);
    lower = undefined;
  }
  return out;
}

const hints = [...new Set(SECRET_RULES.flatMap((r) => r.hints ?? []))];
const corpus = plantedSecrets();
const pieces = [
  ...hints,
  ...hints.map((h) => h.toUpperCase()),
  ...corpus.flatMap((c) => c.secrets),
  ...corpus.map((c) => c.text.slice(0, 60)),
  "the invoice parser",
  "claude-opus-4-6",
  "/home/dev/projects/ledger",
  "01KB8V2Q4W9X3T5R7Y6Z8A1B2C",
  " ",
  "=",
  ": ",
  '"',
  "\n",
];

describe("the hint scan", () => {
  it("redacts the planted corpus exactly as the rule-by-rule loop", () => {
    for (const c of corpus) expect(redactSecrets(c.text)).toBe(ruleByRule(c.text));
  });

  it("gives the rule-by-rule result on texts of hints, secrets and ordinary words", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const text = parts.join("");
        expect(redactSecrets(text)).toBe(ruleByRule(text));
      }),
      { numRuns: 2_000 },
    );
  });

  it("gives the result of the rules without any hint or need (they only spare work), secret words and random tokens included", () => {
    // The definition: every rule runs on every text. The hints, the high-entropy rule's secret
    // words among them, must only skip rules that could not have matched.
    const unhinted = SECRET_RULES.map(({ name, find }): SecretRule => ({ name, find }));
    const words = ["secret", "Token", "PASSWORD", "passwd", "passphrase", "pwd", "api_key", "apiKey", "credential", "auth", "Bearer", "signing key", "KEY"];
    const tokens = ["Zx81Qm4TbV7Lp2Ws9Kd3", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzq81kd", "Zx81Qm4TbV7Lp2Ws9Kd3Rf6Yh0Nc5Gj8", "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8"];
    // Kelvin sign, dotted capital I and capital sigma change under toLowerCase; a JSON-escaped line break.
    const odd = ["\u212a", "\u0130", "\u03a3", "\\n", "is ", ": '", '": "', "=", " ", ",", "'", "User name,Password", "Access key ID,Secret access key"];
    const mixed = [...pieces, ...words, ...tokens, ...odd];
    for (const c of corpus) expect(redactSecrets(c.text)).toBe(ruleByRule(c.text, unhinted));
    // A token of exactly 20 characters after a secret word: the shortest the high-entropy rule takes.
    for (const text of [
      "my token is Zx81Qm4TbV7Lp2Ws9Kd3",
      "the secret Zx81Qm4TbV7Lp2Ws9Kd3.",
      "api_key Zx81Qm4TbV7Lp2Ws9Kd3 here",
      "token Zx81+Qm4/Tb_V7.Lp~2W-s9Kd3",
    ]) {
      expect(redactSecrets(text)).toBe(ruleByRule(text, unhinted));
      expect(redactSecrets(text)).toContain("[REDACTED:high-entropy-secret]");
    }
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...mixed), { maxLength: 10 }), (parts) => {
        const text = parts.join("");
        expect(redactSecrets(text)).toBe(ruleByRule(text, unhinted));
      }),
      { numRuns: 3_000 },
    );
  });

  it("clears joined strings only when redaction leaves each of them as it is", () => {
    let cleared = 0;
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom(...pieces, "\u212a", "\u03a3"), { maxLength: 3 }), { minLength: 1, maxLength: 4 }), (groups) => {
        const strings = groups.map((parts) => parts.join(""));
        if (!surelyUnchanged(strings.join(JOIN_SEPARATOR))) return;
        cleared++;
        for (const text of strings) expect(redactSecrets(text)).toBe(text);
      }),
      { numRuns: 3_000 },
    );
    expect(cleared).toBeGreaterThan(100);
    expect(surelyUnchanged(["/home/dev/projects/ledger", "toolu_01", "main"].join(JOIN_SEPARATOR))).toBe(true);
    expect(surelyUnchanged(["/home/dev", "my token"].join(JOIN_SEPARATOR))).toBe(false);
    // A rule without hints could match anywhere: nothing is cleared.
    expect(surelyUnchanged("main", [...SECRET_RULES, patternRule({ name: "ticket", regex: /\bTCK-\d{4}\b/g })])).toBe(false);
  });

  it("holds for extra rules without hints (a config's patterns) and a rule set of no hints", () => {
    const extra = [...SECRET_RULES, patternRule({ name: "ticket", regex: /\bTCK-\d{4}\b/g })];
    const plain = SECRET_RULES.filter((r) => !r.hints);
    for (const text of ["see TCK-1234 and sk-", "nothing here", ...corpus.map((c) => c.text)]) {
      expect(redactSecrets(text, extra)).toBe(ruleByRule(text, extra));
      expect(redactSecrets(text, plain)).toBe(ruleByRule(text, plain));
    }
  });
});
