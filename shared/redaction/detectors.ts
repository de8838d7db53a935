/**
 * The detectors a single regex cannot express: a secret recognised by what stands near it
 * (an AWS secret key beside its key id, a random token after a secret-ish word) or by the
 * file format it sits in (the AWS console's credentials CSV). Each answers spans of `text`
 * to redact; the engine (redactor.ts) replaces them.
 */
import { looksRandom } from "./entropy";

export interface Span {
  start: number;
  end: number;
}

/** Line breaks, raw or JSON-escaped (tool input and metadata are stored as JSON text). */
const LINE_BREAK = /\r?\n|\\r\\n|\\n/g;

interface Line {
  text: string;
  start: number;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const m of text.matchAll(LINE_BREAK)) {
    lines.push({ text: text.slice(start, m.index), start });
    start = m.index + m[0].length;
  }
  lines.push({ text: text.slice(start), start });
  return lines;
}

const AWS_KEY_ID = /(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Z0-9])/g;
/** Exactly 40 characters of base64, not part of a longer run; a JSON escape (`\n`) before it is a boundary too. */
const FORTY_BASE64 = /(?:(?<![A-Za-z0-9/+=])|(?<=\\[nrt]))[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g;
/** How far from a key id its secret may stand (a sentence, a CSV row, an INI section). */
const AWS_PAIR_WINDOW_CHARS = 300;

/**
 * An AWS secret access key has no prefix of its own: 40 characters of base64. It is found the
 * way trufflehog pairs them: near an access key id, any 40-character base64 token that looks
 * random is taken for its secret, whatever words surround it.
 */
export function awsSecretNearKeyId(text: string): Span[] {
  const spans: Span[] = [];
  for (const id of text.matchAll(AWS_KEY_ID)) {
    const from = Math.max(0, id.index - AWS_PAIR_WINDOW_CHARS);
    const window = text.slice(from, id.index + id[0].length + AWS_PAIR_WINDOW_CHARS);
    for (const m of window.matchAll(FORTY_BASE64)) {
      if (!/[A-Z]/.test(m[0]) || !/[a-z]/.test(m[0]) || !looksRandom(m[0], 40)) continue;
      spans.push({ start: from + m.index, end: from + m.index + 40 });
    }
  }
  return spans;
}

/** A header field: a short name, maybe quoted (prose with commas is not a header). */
const CSV_HEADER_FIELD = /^\s*"?[A-Za-z0-9 _.()-]{1,40}"?\s*$/;
/** A CSV header naming a credential column: the AWS console's `Access key ID,Secret access key`, or a `password` column. */
const CREDENTIAL_COLUMN = /secret|password|passwd|token|access key|api key|private key/i;

/**
 * Credentials exported as CSV (the AWS console's access-key and new-user files, password
 * manager exports): after a header line that names credential columns, the values under
 * those columns are secrets in every row until a blank line.
 */
export function credentialsCsv(text: string): Span[] {
  const spans: Span[] = [];
  const lines = linesOf(text);
  for (let i = 0; i < lines.length; i++) {
    // A header may follow prose or open a JSON string (`here it is: User name,…`, `{"command":"User name,…`).
    const header = lines[i]!.text.split(",");
    header[0] = header[0]!.replace(/^.*[:"'`>]/, "");
    if (header.length < 2 || !header.every((name) => CSV_HEADER_FIELD.test(name))) continue;
    const columns = header.map((name, index) => ({ index, secret: CREDENTIAL_COLUMN.test(name.trim().replace(/^"|"$/g, "")) })).filter((c) => c.secret);
    if (columns.length === 0) continue;
    for (let r = i + 1; r < lines.length; r++) {
      const row = lines[r]!;
      if (row.text.trim() === "") break;
      const fields = row.text.split(",");
      if (fields.length !== header.length) break;
      let offset = row.start;
      const starts = fields.map((f) => {
        const at = offset;
        offset += f.length + 1;
        return at;
      });
      for (const { index } of columns) {
        const value = fields[index]!;
        if (value.trim().length >= 4 && !/\s/.test(value.trim())) spans.push({ start: starts[index]!, end: starts[index]! + value.length });
      }
      i = r;
    }
  }
  return spans;
}

/** Where a phrase ends: a line break (raw or JSON-escaped), a JSON string's end before the next field, a sentence's end. */
const PHRASE_END = /\n|\\n|["']\s*,|[.;]\s/g;

/** Up to `chars` characters before `at`, from the end of the last phrase (a secret word in another field or sentence does not count). */
function samePhraseBefore(text: string, at: number, chars: number): string {
  const before = text.slice(Math.max(0, at - chars), at);
  let from = 0;
  for (const m of before.matchAll(PHRASE_END)) from = m.index + m[0].length;
  return before.slice(from);
}

/** A long run of token characters (base64, base64url, hex, dotted). */
const TOKEN_RUN_MIN_CHARS = 20;
const TOKEN_RUN = /[A-Za-z0-9+/_.~-]{20,}={0,2}/g;

/** TOKEN_RUN's characters by char code. */
const TOKEN_CHAR = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_.~-") TOKEN_CHAR[c.charCodeAt(0)] = 1;

/**
 * Whether `text` holds TOKEN_RUN_MIN_CHARS token characters in a row, which every TOKEN_RUN
 * match starts with. One pass; TOKEN_RUN itself tries every position of every word and runs
 * on to the word's end from each, which on prose costs several times more.
 */
function hasTokenRun(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && TOKEN_CHAR[c] === 1) {
      if (++run >= TOKEN_RUN_MIN_CHARS) return true;
    } else run = 0;
  }
  return false;
}
/**
 * Words after which a random token is a credential. `key` must end there (`keyword`,
 * `keyboard` are not); the others may run on (`secretKey`, `tokens`, `authorization`).
 */
const SECRET_WORD =
  /(?:^|[^a-z])(?:secret|token|passw(?:or)?d|passphrase|pwd|api[_-]?key|apikey|credential|auth|bearer|(?:access|private|signing|master|client|license)?[_ -]?key(?![a-z]))/;
/**
 * Lower-case substrings at least one of which every SECRET_WORD match contains: the words
 * themselves, `passw` for passwd and password, `key` for every kind of key. A text whose
 * lower-cased form holds none of them has no secret word, so this rule cannot fire in it (its
 * hints, redactor.ts).
 */
export const SECRET_WORD_HINTS: readonly string[] = ["secret", "token", "passw", "passphrase", "pwd", "credential", "auth", "bearer", "key"];
/** How far before a token its secret word may be, in the same phrase ("the AWS secret is …", "API_KEY: '…'"). */
const SECRET_WORD_WINDOW_CHARS = 40;

/**
 * A token that looks random (entropy.ts) with a secret-ish word shortly before it on the
 * same line: `export SERVICE_SECRET=…`, "my API key is …", `"auth": "…"`. The generic rule of
 * gitleaks and GitGuardian, run last so the named formats keep their names.
 */
export function randomTokenAfterSecretWord(text: string): Span[] {
  const spans: Span[] = [];
  if (!hasTokenRun(text)) return spans;
  for (const m of text.matchAll(TOKEN_RUN)) {
    let start = m.index;
    let token = m[0];
    // A JSON escape is not part of the token: `\nAbc…` starts at `A`.
    if (start > 0 && text[start - 1] === "\\" && /^[nrt]/.test(token)) {
      start++;
      token = token.slice(1);
    }
    if (!looksRandom(token)) continue;
    const before = samePhraseBefore(text, start, SECRET_WORD_WINDOW_CHARS);
    if (SECRET_WORD.test(before.toLowerCase())) spans.push({ start, end: start + token.length });
  }
  return spans;
}
