/**
 * The secret formats one regex recognises: token formats with a known prefix (the providers'
 * documented shapes, as secret scanners list them), then `name = value` shapes. Each match
 * is replaced by `[REDACTED:<name>]` (redactor.ts runs them); when a pattern has
 * a `keep` group count, the first `keep` groups (a name, a separator) are kept in front of the
 * marker so the text still reads `API_KEY=[REDACTED:secret-assignment]`.
 *
 * Order matters: specific token formats first, generic assignments last. Values that start
 * with `$` (a variable reference) or `[REDACTED` (already handled) are left alone.
 */
export interface SecretPattern {
  name: string;
  regex: RegExp;
  keep?: number;
  /**
   * Substrings at least one of which every match contains. The regex runs only when one is
   * present: running ~60 regexes costs more than a hook may spend, and most strings hit none.
   * Matched case-insensitively against the lower-cased text when `i` is set.
   */
  hints?: string[];
  i?: boolean;
  /** Patterns (not global) every text holding a match also matches: checked after the hints (SecretRule.needs). */
  needs?: RegExp[];
}

/** Values that are code or types rather than secrets (a type name, a keyword, a property access), after a `password:` or `TOKEN =`. */
const NOT_A_VALUE = String.raw`(?!\$|\[REDACTED|(?:string|number|boolean|null|undefined|None|true|false|await|new|this|self|str|int|any|unknown|required|optional)\b|[A-Za-z_][\w]*\.[A-Za-z_])`;
/** An unquoted value: no whitespace, quotes or brackets, and no JSON escape (`\n`) so it stops at the line's end in JSON text too. */
const ASSIGNED_VALUE = String.raw`(?:[^\s"'\`(){}\[\];,<>\\]|\\(?![nrt])){4,}`;
/** A value ends at whitespace, a quote, or punctuation that ends an expression, never at `(` or `.`. */
const VALUE_END = String.raw`(?=$|[\s"'\`,;&)\]}>]|\\[nrt])`;

/**
 * Makes word-boundary anchors also hold right after a JSON escape (`\n`, `\r`, `\t`): tool input
 * is stored as JSON text, where a secret at the start of a line follows the letter `n` of `\n`.
 */
function jsonAware(p: SecretPattern): SecretPattern {
  const source = p.regex.source.replaceAll("\\b", "(?:\\b|(?<=\\\\[nrt]))").replaceAll("(?<![A-Za-z0-9])", "(?:(?<![A-Za-z0-9])|(?<=\\\\[nrt]))");
  return { ...p, regex: new RegExp(source, p.regex.flags) };
}

const PATTERNS: SecretPattern[] = [
  { hints: ["<private"], i: true, name: "private", regex: /<private>[\s\S]*?(?:<\/private>|$)/gi },
  {
    name: "private-key",
    hints: ["PRIVATE KEY"],
    regex: /-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----|$)/g,
  },
  { hints: ["AKIA", "ASIA", "ABIA", "ACCA", "A3T"], name: "aws-access-key", regex: /\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}\b/g },
  {
    name: "aws-secret-key",
    hints: ["secret"],
    i: true,
    regex: /(aws_?secret_?access_?key|aws_?secret_?key|secret_?access_?key)(["']?\s*[:=]\s*["']?)[A-Za-z0-9/+=]{40}(?![A-Za-z0-9/+=])/gi,
    keep: 2,
  },
  { hints: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"], name: "github-token", regex: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,251}\b/g },
  { hints: ["github_pat_"], name: "github-token", regex: /\bgithub_pat_[A-Za-z0-9_]{22,255}\b/g },
  {
    hints: ["glpat-", "gldt-", "glrt-", "glcbt-", "glptt-", "glft-", "glsoat-"],
    name: "gitlab-token",
    regex: /\bgl(?:pat|dt|rt|cbt|ptt|ft|soat)-[A-Za-z0-9_-]{20,}/g,
  },
  { hints: ["sk-ant-"], name: "anthropic-key", regex: /\bsk-ant-[a-z0-9]{2,12}-[A-Za-z0-9_-]{20,}/g },
  { hints: ["sk-"], name: "openai-key", regex: /\bsk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,}/g },
  { hints: ["T3BlbkFJ"], name: "openai-key", regex: /\bsk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}\b/g },
  { hints: ["sk-"], name: "openai-key", regex: /\bsk-[A-Za-z0-9]{32,}\b/g },
  { hints: ["xai-"], name: "xai-key", regex: /\bxai-[A-Za-z0-9]{40,}\b/g },
  { hints: ["gsk_"], name: "groq-key", regex: /\bgsk_[A-Za-z0-9]{40,}\b/g },
  { hints: ["xox"], name: "slack-token", regex: /\bxox[abposre]-[A-Za-z0-9-]{10,}/g },
  { hints: ["xapp-"], name: "slack-token", regex: /\bxapp-\d-[A-Z0-9]+-\d+-[a-f0-9]+/g },
  { hints: ["hooks.slack.com"], name: "slack-webhook", regex: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]+/g },
  { hints: ["_live_", "_test_"], name: "stripe-key", regex: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}\b/g },
  { hints: ["whsec_"], name: "stripe-webhook-secret", regex: /\bwhsec_[A-Za-z0-9+/=]{24,}/g },
  { hints: ["AIza"], name: "google-api-key", regex: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { hints: ["ya29."], name: "google-oauth-token", regex: /\bya29\.[0-9A-Za-z_-]{20,}/g },
  { hints: ["GOCSPX-"], name: "google-oauth-secret", regex: /\bGOCSPX-[A-Za-z0-9_-]{20,}/g },
  { hints: ["1//0"], name: "google-refresh-token", regex: /\b1\/\/0[A-Za-z0-9_-]{30,}/g },
  { hints: ["eyJ"], name: "jwt", regex: /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g },
  { hints: ["npm_"], name: "npm-token", regex: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { hints: ["pypi-AgE"], name: "pypi-token", regex: /\bpypi-AgE[A-Za-z0-9_-]{50,}/g },
  { hints: ["hf_"], name: "huggingface-token", regex: /\bhf_[A-Za-z0-9]{30,}\b/g },
  { hints: ["SG."], name: "sendgrid-key", regex: /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g },
  { hints: ["_v1_"], name: "digitalocean-token", regex: /\bdo[opr]_v1_[a-f0-9]{64}\b/g },
  { hints: ["dckr_pat_"], name: "docker-token", regex: /\bdckr_pat_[A-Za-z0-9_-]{20,}/g },
  { hints: ["shpat_", "shpca_", "shppa_", "shpss_"], name: "shopify-token", regex: /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/g },
  { hints: ["SK"], name: "twilio-key", regex: /\bSK[0-9a-f]{32}\b/g },
  { hints: ["key-"], name: "mailgun-key", regex: /\bkey-[0-9a-z]{32}\b/g },
  { hints: ["hvs.", "hvb.", "hvr."], name: "vault-token", regex: /\bhv[sbr]\.[A-Za-z0-9_-]{24,}/g },
  { hints: ["AGE-SECRET-KEY-"], name: "age-secret-key", regex: /\bAGE-SECRET-KEY-1[0-9A-Z]{58}\b/g },
  { hints: ["lin_api_", "lin_oauth_"], name: "linear-key", regex: /\blin_(?:api|oauth)_[A-Za-z0-9]{32,}\b/g },
  { hints: ["dapi"], name: "databricks-token", regex: /\bdapi[a-f0-9]{32}\b/g },
  { hints: ["glsa_", "glc_"], name: "grafana-token", regex: /\bgl(?:sa|c)_[A-Za-z0-9_=+/-]{32,}/g },
  { hints: ["PMAK-"], name: "postman-key", regex: /\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b/g },
  { hints: ["sbp_"], name: "supabase-token", regex: /\bsbp_[a-f0-9]{40}\b/g },
  { hints: [":AA"], name: "telegram-bot-token", regex: /(?<!\d)\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/g },
  { hints: ["AccountKey="], name: "azure-storage-key", regex: /(AccountKey=)[A-Za-z0-9+/=]{40,}/g, keep: 1 },
  { hints: ["amem."], name: "amem-token", regex: /\bamem\.usr_[A-Za-z0-9]{1,40}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g },
  { hints: ["HRKU-"], name: "heroku-key", regex: /\bHRKU-[A-Za-z0-9_-]{60}\b/g },
  { hints: ["sntrys_", "sntryu_"], name: "sentry-token", regex: /\bsntry[su]_[A-Za-z0-9+/=_-]{40,}/g },
  { hints: ["ntn_"], name: "notion-token", regex: /\bntn_[0-9]{11}[A-Za-z0-9]{32,35}\b/g },
  { hints: ["tskey-"], name: "tailscale-key", regex: /\btskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{6,}-[A-Za-z0-9]{20,}/g },
  { hints: ["dp.pt.", "dp.st.", "dp.sa.", "dp.ct."], name: "doppler-token", regex: /\bdp\.(?:pt|st|sa|ct)\.[A-Za-z0-9]{40,}/g },
  { hints: ["pscale_"], name: "planetscale-token", regex: /\bpscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{32,}/g },
  { hints: ["sq0atp-", "sq0csp-", "EAAA"], name: "square-token", regex: /\b(?:sq0atp-[A-Za-z0-9_-]{22}|sq0csp-[A-Za-z0-9_-]{43}|EAAA[A-Za-z0-9_-]{60})\b/g },
  { hints: ["Q~"], name: "azure-client-secret", regex: /(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])/g },
  { hints: ["-us"], name: "mailchimp-key", regex: /\b[0-9a-f]{32}-us\d{1,2}\b/g },
  { hints: ["SharedAccessKey="], name: "azure-shared-access-key", regex: /(SharedAccessKey=)[A-Za-z0-9+/=]{40,}/g, keep: 1 },
  { hints: ["://"], name: "url-password", regex: /(\b[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^\s:@/?#"'`]*:)(?!\[REDACTED)[^\s/?#"'`]+(?=@)/g, keep: 1 },
  {
    name: "authorization",
    hints: ["authorization"],
    i: true,
    regex:
      /(\b(?:Proxy-)?Authorization\b\\?["']?\s*[:=]\s*\\?["']?(?:(?:Bearer|Basic|Token|Bot|Digest|Negotiate)\s+)?)(?!\$|\[REDACTED)[A-Za-z0-9._~+/=-]{8,}/gi,
    keep: 1,
  },
  {
    name: "api-key-header",
    hints: ["api-key", "auth-token", "private-token", "functions-key"],
    i: true,
    regex:
      /(\b(?:x-api-key|api-key|x-auth-token|private-token|x-goog-api-key|x-functions-key)\\?["']?\s*[:=]\s*\\?["']?)(?!\$|\[REDACTED)[A-Za-z0-9._~+/=-]{8,}/gi,
    keep: 1,
  },
  { hints: ["Bearer"], name: "bearer-token", regex: /(\bBearer\s+)(?!\$|\[REDACTED)[A-Za-z0-9._~+/-]{20,}=*/g, keep: 1 },
  {
    name: "npmrc-auth",
    hints: ["_auth", "_password"],
    regex: /(_authToken|_auth|_password)(\s*=\s*)(?!\$|\[REDACTED)[^\s"']{8,}/g,
    keep: 2,
  },
  {
    // FOO_KEY=…, FOO_SECRET: …, FOO_TOKEN=…, PASSWORD=… (the environment-variable style)
    name: "secret-assignment",
    hints: ["KEY", "SECRET", "TOKEN", "PASS", "PWD", "CREDENTIAL"],
    regex: new RegExp(
      String.raw`(\b[A-Z][A-Z0-9_]*(?:_KEY|_SECRET|_TOKEN|_PASSWORD|_PASSWD|_PASS|_PWD|_CREDENTIALS?|_PASSPHRASE)|\b(?:PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|PASSPHRASE))(\\?["']?\s*[:=]\s*\\?["']?)` +
        NOT_A_VALUE +
        ASSIGNED_VALUE +
        VALUE_END,
      "g",
    ),
    keep: 2,
  },
  {
    // "password": "…", api_key: '…', clientSecret = "…" (a quoted value under a secret-sounding key),
    // also inside a JSON-encoded string (\"password\": \"…\")
    name: "secret-field",
    hints: ["pass", "secret", "key", "token"],
    i: true,
    // A match holds its `:` or `=` and the quote that opens the value.
    needs: [/[:=]/, /["']/],
    regex: new RegExp(
      String.raw`((?<![A-Za-z0-9])\\?["']?[A-Za-z0-9_.-]*?(?:password|passwd|passphrase|secret|api_?key|apikey|access_?token|refresh_?token|auth_?token|id_?token|private_?key|client_?secret|token)\\?["']?\s*[:=]\s*)(\\?["'])` +
        NOT_A_VALUE +
        String.raw`[^"'\s\\]{4,}(?=\\?["'])`,
      "gi",
    ),
    keep: 2,
  },
  {
    // password=hunter2, --password hunter2, db_password: hunter2 (unquoted, password-like names only)
    name: "password",
    hints: ["passw", "passphrase"],
    i: true,
    regex: new RegExp(
      String.raw`((?<![A-Za-z0-9])(?:--[A-Za-z0-9-]*?(?:password|passwd|passphrase)(?:=|\s+)|[A-Za-z0-9_]*?(?:password|passwd|passphrase)\s*[:=]\s*))` +
        NOT_A_VALUE +
        ASSIGNED_VALUE +
        VALUE_END,
      "gi",
    ),
    keep: 1,
  },
  {
    // ?token=…&, &api_key=… in URLs and query strings
    name: "url-secret-param",
    hints: ["?", "&"],
    regex:
      /([?&](?:token|access_token|refresh_token|id_token|api_?key|apikey|key|secret|client_secret|sig|signature|password|auth)=)(?!\$|\[REDACTED)[^\s&#"'`]{8,}/gi,
    keep: 1,
  },
  {
    // --token …, --api-key=…, --secret …
    name: "cli-secret-flag",
    hints: ["--"],
    regex: /(--(?:token|api-key|apikey|secret|client-secret|auth-token|access-token)(?:=|\s+))(?!\$|\[REDACTED|-)[^\s"'`]{8,}/gi,
    keep: 1,
  },
];

export const SECRET_PATTERNS: SecretPattern[] = PATTERNS.map(jsonAware);
