import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { looksRandom } from "../../shared/redaction/entropy";
import { redactSecrets, type RedactionTally } from "../../shared/redaction/redactor";
import { plantedSecrets, survivors } from "../planted-secrets";

/*
 * The shared rule set (shared/redaction) against the planted corpus, and against text that
 * looks random but is no secret: what it catches, and what it leaves alone.
 */

const CASES = plantedSecrets();
const FIXTURES = join(import.meta.dirname, "../fixtures/agents");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Random-looking values that are not secrets, in the contexts they appear in, from a fixed seed. */
function lookalikes(): string[] {
  let state = 7;
  const next = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  const draw = (alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
  const hex = "0123456789abcdef";
  const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const out: string[] = [];
  for (let i = 0; i < 12; i++) {
    const uuid = `${draw(hex, 8)}-${draw(hex, 4)}-4${draw(hex, 3)}-a${draw(hex, 3)}-${draw(hex, 12)}`;
    out.push(
      `commit ${draw(hex, 40)}\nAuthor: Dev <dev@example.com>`,
      `git checkout ${draw(hex, 7)} && git cherry-pick ${draw(hex, 40)}`,
      `session ${uuid} resumed; request id ${uuid.toUpperCase()}`,
      `the token counter for session ${uuid} hit its limit`,
      `sha256 ${draw(hex, 64)}  dist/amem.cjs`,
      `"integrity": "sha512-${draw(b64, 86)}=="`,
      `<img src="data:image/png;base64,${draw(b64, 120)}=">`,
      `event 01K${draw("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)} stored; tool toolu_01${draw(b64.slice(0, 62), 22)}`,
      `primary key (user_id, event_id); the key path is src/routes/auth/token-cache.ts`,
    );
  }
  return out;
}

describe("the planted corpus", () => {
  const formats = new Set(CASES.map((c) => c.format));
  const planted = CASES.reduce((n, c) => n + c.secrets.length, 0);

  it("holds at least 100 secrets in at least 10 formats", () => {
    expect(planted).toBeGreaterThanOrEqual(100);
    expect(formats.size).toBeGreaterThanOrEqual(10);
  });

  it("is the same for the same seed, and another for another", () => {
    expect(plantedSecrets()).toEqual(CASES);
    expect(plantedSecrets(1)).not.toEqual(CASES);
  });

  it.each([...formats])("every %s secret is redacted, raw and inside JSON text", (format) => {
    for (const c of CASES.filter((x) => x.format === format)) {
      expect(survivors([c], redactSecrets(c.text)), c.text).toEqual([]);
      expect(survivors([c], redactSecrets(JSON.stringify({ command: c.text }))), c.text).toEqual([]);
    }
  });

  it("counts what it redacts, by rule", () => {
    const tally: RedactionTally = {};
    redactSecrets(CASES.map((c) => c.text).join("\n\n"), undefined, tally);
    const total = Object.values(tally).reduce((a, b) => a + b, 0);
    // Every planted secret, some (a PEM block, a header line) as one span.
    expect(total).toBeGreaterThanOrEqual(CASES.length);
    expect(Object.keys(tally).length).toBeGreaterThanOrEqual(10);
  });

  it("the probe that found the gap: an AWS secret beside its key id, and the console's CSV", () => {
    const id = ["AKIA", "Z4Q7RM2XPL8EW3TN"].join("");
    const secret = ["wJalrXUtnFEMI/K7MDENG", "/bPxRfiCY9zQ2mK8pLs"].join("");
    expect(redactSecrets(`AWS key ${id} and secret ${secret}`)).toBe("AWS key [REDACTED:aws-access-key] and secret [REDACTED:aws-secret-key]");
    expect(redactSecrets(`Access key ID,Secret access key\n${id},${secret}\n`)).toBe(
      "Access key ID,Secret access key\n[REDACTED:credentials-csv],[REDACTED:credentials-csv]\n",
    );
    expect(redactSecrets(`the file says: User name,Password\nci,${secret}`)).toBe("the file says: User name,Password\nci,[REDACTED:credentials-csv]");
  });
});

describe("false positives", () => {
  it("random-looking ids, hashes and data survive", () => {
    const texts = lookalikes();
    const changed = texts.filter((t) => redactSecrets(t) !== t);
    console.info(`redaction false positives: ${changed.length} of ${texts.length} look-alike texts changed`);
    expect(changed).toEqual([]);
  });

  it("the fixture transcripts pass almost untouched (their only hits are fake secrets planted in test code)", () => {
    const tally: RedactionTally = {};
    let bytes = 0;
    for (const file of filesUnder(FIXTURES)) {
      const text = readFileSync(file, "utf8");
      bytes += text.length;
      redactSecrets(text, undefined, tally);
    }
    console.info(`redactions in ${Math.round(bytes / 1024)} KiB of fixture transcripts:`, tally);
    // `SECRET = "fixture-secret-not-real"` (test code in the sessions) and `JWT_SECRET = SECRET`.
    expect(Object.keys(tally).sort()).toEqual(["secret-assignment"]);
    expect(tally["secret-assignment"]).toBeLessThanOrEqual(5);
  });

  it("looksRandom: keys yes, identifiers, paths and ids no", () => {
    expect(looksRandom(["wJalrXUtnFEMI/K7MDENG", "/bPxRfiCYEXAMPLEKEY"].join(""))).toBe(true);
    expect(looksRandom("handleAuthenticationTokenRefresh")).toBe(false);
    expect(looksRandom("src/routes/auth/token-cache.ts")).toBe(false);
    expect(looksRandom("5f0c2a9e-8b41-4d7e-9c63-1a7e24b0d8f5")).toBe(false);
    expect(looksRandom("01KJWJHKTXQ8V7T4ZC9R6N1B5H")).toBe(false);
    expect(looksRandom("toolu_01s5D85FjEXZ3fYhA4frtaLP")).toBe(false);
  });
});
