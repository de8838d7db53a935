/**
 * A corpus of planted secrets, generated deterministically from a seed: every format the
 * redactor must catch, several times each with different random bodies. Nothing here is a
 * real credential, and no complete token-shaped string is written in the repository (secret
 * scanners and push protection would flag it): prefixes are joined from parts and bodies are
 * drawn from the seeded generator at run time. Pure, so the Node tests and the workerd tests
 * both use it.
 */

import { mulberry32 } from "../src/core/mulberry32";

export interface PlantedCase {
  /** The format, e.g. "aws-credentials-csv". */
  format: string;
  /** The realistic text the secrets appear in. */
  text: string;
  /** Every secret in `text` (none may survive redaction). */
  secrets: string[];
}

const j = (...parts: string[]): string => parts.join("");
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const BASE62 = UPPER + LOWER + DIGITS;

/** The formats, each a function of a random source; `n` cases are drawn from each. */
function formats(draw: (alphabet: string, length: number) => string): Record<string, () => { text: string; secrets: string[] }> {
  const awsId = () => j("AK", "IA", draw(UPPER + DIGITS, 16));
  const awsSecret = () => draw(`${BASE62}/+`, 40);
  const password = () => `${draw(BASE62, 6)}-${draw(BASE62, 6)}!${draw(DIGITS, 2)}`;
  const b64url = (n: number) => draw(`${BASE62}_-`, n);
  return {
    "aws-key-pair-prose": () => {
      const [id, secret] = [awsId(), awsSecret()];
      return { text: `AWS key ${id} and secret ${secret} — use them for the staging bucket.`, secrets: [id, secret] };
    },
    "aws-credentials-csv": () => {
      const [id, secret] = [awsId(), awsSecret()];
      return { text: `$ cat ~/Downloads/deploy_accessKeys.csv\nAccess key ID,Secret access key\n${id},${secret}\n`, secrets: [id, secret] };
    },
    "aws-console-user-csv": () => {
      const [pw, id, secret] = [password(), awsId(), awsSecret()];
      return {
        text: `User name,Password,Access key ID,Secret access key,Console login link\nci-bot,${pw},${id},${secret},https://123456789012.signin.aws.amazon.com/console`,
        secrets: [pw, id, secret],
      };
    },
    "aws-credentials-ini": () => {
      const [id, secret] = [awsId(), awsSecret()];
      return { text: `[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${secret}\nregion = eu-west-1`, secrets: [id, secret] };
    },
    "dotenv-lines": () => {
      const [a, b] = [draw(BASE62, 32), password()];
      return { text: `NODE_ENV=production\nSESSION_SECRET=${a}\nDB_PASSWORD=${b}\nPORT=8080`, secrets: [a, b] };
    },
    "private-key-block": () => {
      const body = [draw(`${BASE62}/+`, 64), draw(`${BASE62}/+`, 64), draw(`${BASE62}/+`, 40)];
      const label = j("PRIVATE", " KEY");
      return { text: `$ cat deploy/key.pem\n-----BEGIN RSA ${label}-----\n${body.join("\n")}\n-----END RSA ${label}-----\n`, secrets: body };
    },
    "url-with-password": () => {
      const pw = password();
      return { text: `DATABASE_URL=postgres://app:${pw}@db.internal:5432/invoices?sslmode=require`, secrets: [pw] };
    },
    jwt: () => {
      const token = j("eyJ", b64url(30), ".eyJ", b64url(60), ".", b64url(43));
      return { text: `curl localhost:3000/invoices -H "Cookie: session=${token}"`, secrets: [token] };
    },
    "github-token": () => {
      const token = j("gh", "p_", draw(BASE62, 36));
      return { text: `git remote set-url origin https://x-access-token:${token}@github.com/acme/api.git`, secrets: [token] };
    },
    "slack-token": () => {
      const token = j("xo", "xb-", draw(DIGITS, 12), "-", draw(DIGITS, 13), "-", draw(BASE62, 24));
      return { text: `slack = WebClient(token=os.environ.get("SLACK", "${token}"))`, secrets: [token] };
    },
    "stripe-key": () => {
      const token = j("sk", "_live_", draw(BASE62, 24));
      return { text: `stripe.api_key = "${token}"`, secrets: [token] };
    },
    "openai-key": () => {
      const token = j("sk-", "proj-", b64url(48));
      return { text: `const openai = new OpenAI({ apiKey: "${token}" });`, secrets: [token] };
    },
    "anthropic-key": () => {
      const token = j("sk-", "ant-", "api03-", b64url(93), "AA");
      return { text: `client = anthropic.Anthropic(api_key="${token}")`, secrets: [token] };
    },
    "google-api-key": () => {
      const token = j("AI", "za", draw(`${BASE62}_-`, 35));
      return { text: `https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=${token}`, secrets: [token] };
    },
    "secret-word-then-random": () => {
      const token = draw(BASE62, 32);
      return { text: `The webhook signing secret is ${token}, keep it out of the repo.`, secrets: [token] };
    },
    "json-config-field": () => {
      const token = draw(`${BASE62}_-`, 28);
      return { text: `{\n  "client_id": "acme-cli",\n  "client_secret": "${token}",\n  "scopes": ["read"]\n}`, secrets: [token] };
    },
    "authorization-header": () => {
      const token = draw(`${BASE62}._-`, 48);
      return { text: `curl -H "Authorization: Bearer ${token}" https://api.example.com/v1/me`, secrets: [token] };
    },
    "amem-token": () => {
      const token = j("amem", ".usr_", draw(UPPER + DIGITS, 26), ".", b64url(43));
      return { text: `amem login --token ${token}`, secrets: [token] };
    },
  };
}

/**
 * `perFormat` cases of every format, from `seed`.
 * @example plantedSecrets().length // 18 formats × 6 = 108 cases, 141 secrets
 */
export function plantedSecrets(seed = 20261125, perFormat = 6): PlantedCase[] {
  const random = mulberry32(seed);
  const draw = (alphabet: string, length: number) => {
    let out = "";
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)];
    return out;
  };
  const cases: PlantedCase[] = [];
  for (const [format, make] of Object.entries(formats(draw))) {
    for (let i = 0; i < perFormat; i++) cases.push({ format, ...make() });
  }
  return cases;
}

/** The secret as it appears raw or inside a JSON string. */
export const secretForms = (secret: string): string[] => [secret, JSON.stringify(secret).slice(1, -1)];

/** The planted secrets of `cases` that `haystack` still holds, as "format: first characters…". */
export function survivors(cases: readonly PlantedCase[], haystack: string): string[] {
  const out: string[] = [];
  for (const c of cases) for (const s of c.secrets) if (secretForms(s).some((f) => haystack.includes(f))) out.push(`${c.format}: ${s.slice(0, 8)}…`);
  return out;
}
