/**
 * Redaction corpora. Every secret is fake but has the real format, and is assembled from
 * fragments at run time (`j(…)`) so that no complete token-shaped string sits in the
 * repository for secret scanners to flag.
 */
const j = (...parts: string[]): string => parts.join("");
const rep = (s: string, n: number): string => s.repeat(n);

export interface SecretCase {
  label: string;
  /** The realistic text the secret appears in. */
  text: string;
  /** What must not survive (a distinctive single-line part of the secret). */
  secret: string;
}

function c(label: string, secret: string, text: (s: string) => string, core: string = secret): SecretCase {
  return { label, text: text(secret), secret: core };
}

const pemBody = j("MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM2Vb", "Tq0pQW8dLkR4nYxJmF7hVbC1sNp0uE6gT9rKzLwQ");
const sshBody = j("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ", "AAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACD9");
const gcpBody = j("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7", "Vj2xQk9m4LpW8sR1tN6yZbH3cF0aJdKeUoPiMnGqTrXw");

export const SECRETS: SecretCase[] = [
  c("aws access key id", j("AKIA", "Z4Q7RM2X", "PL8EW3TN"), (s) => `aws configure set aws_access_key_id ${s}`),
  c("aws session key id", j("ASIA", "QX7T2MPL", "9RZK4WBE"), (s) => `export AWS_ACCESS_KEY_ID=${s}`),
  c("aws secret access key", j("wJalrXUt", "nFEMI/K7MDENG/bP", "xRfiCY9zQ2mK8pLs"), (s) => `[default]\naws_secret_access_key = ${s}\nregion = eu-west-1`),
  c(
    "github classic pat",
    j("ghp_", "R7kq2LmZ9xWv4TnB8", "sYcD3fHjK6pQa1EgUoI0"),
    (s) => `git remote set-url origin https://x-access-token:${s}@github.com/acme/api.git`,
  ),
  c("github fine-grained pat", j("github_pat_", "11ABCDEFG0", "abcdefghijkl_", rep("mNoPqRsTuV", 5), "wxyzABCDE"), (s) => `GH_TOKEN=${s} gh pr list`),
  c("github oauth token", j("gho_", "16C7e42F292c6912E7710c838347Ae178B4a"), (s) => `{"access_token":"${s}","token_type":"bearer"}`),
  c("github app token", j("ghs_", "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"), (s) => `echo "token: ${s}" >> ~/.config/gh/hosts.yml`),
  c("gitlab pat", j("glpat-", "xR4mK9pL2vN8qT5wZ1yB"), (s) => `curl --header "PRIVATE-TOKEN: ${s}" https://gitlab.example.com/api/v4/projects`),
  c("anthropic api key", j("sk-ant-api03-", rep("Xy7Kp2Lm9Qr4", 7), "Zt-_8vWnA", "AA"), (s) => `client = anthropic.Anthropic(api_key="${s}")`),
  c("anthropic admin key", j("sk-ant-admin01-", rep("Pq3Rs7Tu1Vw5", 6), "AA"), (s) => `ANTHROPIC_ADMIN_KEY=${s}`),
  c("openai project key", j("sk-proj-", rep("Ab3De6Gh9Jk2Mn5", 6), "_Qr8St1Uv4Wx7"), (s) => `const openai = new OpenAI({ apiKey: "${s}" });`),
  c("openai legacy key", j("sk-", "Fq8Lm2Xr5Tn9Vb3Kc7Wp", "T3BlbkFJ", "Zh4Jd6Gs1Ny8Qe2Ua5Ro"), (s) => `openai.api_key = '${s}'`),
  c("openai service account key", j("sk-svcacct-", rep("Lm4Np7Qr0St3", 5)), (s) => `Using key ${s} for the batch job`),
  c("slack bot token", j("xoxb-", "2914873026581-", "4718290359612-", "Kq8Lm2Xr5Tn9Vb3Kc7WpZh4J"), (s) => `SLACK_BOT_TOKEN=${s}`),
  c("slack user token", j("xoxp-", "2914873026581-2914873026597-", "4731847291048-a8f3c2e9d1b7f6e4c0a5d3b2e1f9c8a7"), (s) => `slack = WebClient(token="${s}")`),
  c(
    "slack webhook",
    j("https://hooks.slack.com/services/", "T04AB7CDE/B05FG8HIJ/", "xYz1AbC2dEf3GhI4jKl5MnO6"),
    (s) => `curl -X POST -d '{"text":"deployed"}' ${s}`,
  ),
  c("stripe live secret key", j("sk_live_", "51Hq8Lm2Xr5Tn9Vb3Kc7WpZh", "4Jd6Gs1Ny8Qe2Ua5Ro"), (s) => `stripe.api_key = "${s}"`),
  c("stripe restricted key", j("rk_live_", "51Hq8Lm2Xr5Tn9Vb3Kc7WpZhAbCdEf"), (s) => `STRIPE_KEY: ${s}`),
  c("stripe webhook secret", j("whsec_", "7Kq2Lm9Xr4Tn8Vb1Kc5WpZh3Jd6Gs0N"), (s) => `endpoint_secret = '${s}'`),
  c(
    "google api key",
    j("AIza", "SyD3kLm9Xr4Tn8Vb1Kc5", "WpZh3Jd6Gs0NqRtY"),
    (s) => `https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=${s}`,
  ),
  c("google oauth access token", j("ya29.", "a0AfB_byC7kLm9Xr4Tn8Vb1Kc5WpZh3Jd6Gs0NqRt", "Y2uIoPaSdFgHjK"), (s) => `Access token: ${s}`),
  c("google oauth client secret", j("GOCSPX-", "4kLm9Xr4Tn8Vb1Kc5WpZh3Jd6Gs"), (s) => `"client_secret": "${s}",`),
  c(
    "jwt",
    j("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", ".eyJzdWIiOiJ1c2VyXzQyIiwiZXhwIjoxNzcyMjkwODAwfQ", ".Xk2mP9qL4rT7vW1zB5nC8dF3gH6jK0"),
    (s) => `curl localhost:3000/invoices -H "Cookie: session=${s}"`,
  ),
  c(
    "rsa private key",
    `-----BEGIN RSA PRIVATE KEY-----\n${pemBody}\n${pemBody.split("").reverse().join("")}\n-----END RSA PRIVATE KEY-----`,
    (s) => `$ cat deploy/key.pem\n${s}\n`,
    pemBody,
  ),
  c(
    "openssh private key",
    `-----BEGIN OPENSSH PRIVATE KEY-----\n${sshBody}\n-----END OPENSSH PRIVATE KEY-----`,
    (s) => `Read ~/.ssh/id_ed25519:\n${s}`,
    sshBody,
  ),
  c(
    "service-account private key in JSON",
    `"private_key": "-----BEGIN PRIVATE KEY-----\\n${gcpBody}\\n-----END PRIVATE KEY-----\\n"`,
    (s) => `{\n  "type": "service_account",\n  ${s},\n  "client_email": "ci@acme.iam.gserviceaccount.com"\n}`,
    gcpBody,
  ),
  c("postgres url password", j("S3cr3t", "-P4ss-", "2026"), (s) => `DATABASE_URL=postgres://app:${s}@db.internal:5432/invoices`),
  c("redis url password", j("hunter2", "Redis", "Pass"), (s) => `redis-cli -u redis://:${s}@cache.internal:6379 ping`),
  c("git https credentials", j("gl-deploy-", "x9Kq2Lm7"), (s) => `git clone https://deploy:${s}@gitlab.example.com/acme/api.git`),
  c("env password", j("Tr0ub4dor", "&3-horse"), (s) => `DB_PASSWORD=${s}`),
  c("env jwt secret", j("3f9a1c7e", "5b2d8f40", "a6c1e9d7"), (s) => `JWT_SECRET=${s} npm start`),
  c("yaml api key", j("a94f1c2e7b", "3d5f8a0c6e"), (s) => `env:\n  OPENWEATHER_API_KEY: "${s}"\n  LOG_LEVEL: info`),
  c("exported token", j("tk_9QmX2", "vL7pR4zK8n"), (s) => `export MY_SERVICE_TOKEN='${s}'`),
  c("cli password flag", j("Sup3r", "S3cret!", "42"), (s) => `mysql -h db -u root --password=${s} invoices < dump.sql`),
  c("json password field", j("correct-horse-", "battery-staple"), (s) => `{"username": "admin", "password": "${s}"}`),
  c("python password assignment", j("pa55", "w0rd-", "prod"), (s) => `conn = psycopg.connect(host="db", password = "${s}")`),
  c("bearer authorization header", j("eyQ2", "mK9pL4rT7vW1zB5nC8dF3gH6jK0xY2"), (s) => `curl -H "Authorization: Bearer ${s}" https://api.example.com/v1/me`),
  c("basic authorization header", j("ZGVwbG95Om", "h1bnRlcjI="), (s) => `Authorization: Basic ${s}`),
  c("x-api-key header", j("k-7Qm2Xv9L", "p4Rz8Nw1Tb6"), (s) => `fetch(url, { headers: { "x-api-key": "${s}" } })`),
  c("npm token", j("npm_", "Kq8Lm2Xr5Tn9Vb3Kc7WpZh4Jd6Gs1Ny8Qe2U"), (s) => `//registry.npmjs.org/:_authToken=${s}`),
  c("npmrc legacy auth token", j("00000000-", "4f3a-9c2b-", "8e7d-1a2b3c4d5e6f"), (s) => `//npm.pkg.example.com/:_authToken=${s}`),
  c(
    "pypi token",
    j("pypi-AgEIcHlwaS5vcmc", "CJDk3ZTA4NjQtNGI5ZS00ZWZlLWJmZDAtYz", "E0MzA1NGFiMzYyAAIqWzMsIj"),
    (s) => `twine upload -u __token__ -p ${s} dist/*`,
  ),
  c("huggingface token", j("hf_", "kLm9Xr4Tn8Vb1Kc5WpZh3Jd6Gs0NqRtYuI"), (s) => `huggingface-cli login --token ${s}`),
  c("sendgrid key", j("SG.", "ngeVfQFYQlKU0ufo8x5d1A", ".TwL2iGABf9DHoTf-09kqeF8tAmbihYzrnopKc-1s5cr"), (s) => `SENDGRID_API_KEY=${s}`),
  c("twilio api key", j("SK", "2b8f4c1e9d7a6b3c", "0e5f8a2d4c6b9e1f"), (s) => `client = Client("${s}", api_secret, account_sid)`),
  c("digitalocean token", j("dop_v1_", rep("4f9a2c7e1b8d3f60", 4)), (s) => `doctl auth init --access-token ${s}`),
  c("shopify access token", j("shpat_", "9f8e7d6c5b4a3f2e", "1d0c9b8a7f6e5d4c"), (s) => `X-Shopify-Access-Token: ${s}`),
  c("telegram bot token", j("7382910465", ":AAH", "k9Lm2Xr5Tn9Vb3Kc7WpZh4Jd6Gs1Ny8Q"), (s) => `https://api.telegram.org/bot${s}/sendMessage`),
  c(
    "azure storage key",
    j("Xy7Kp2Lm9Qr4St6Uv8Wx0Yz1Ab3Cd5Ef7Gh9", "Ij1Kl3Mn5Op7Qr9St1Uv3Wx5Yz7Ab9Cd1Ef3Gh5Ij7Kl9Mn=="),
    (s) => `DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=${s};EndpointSuffix=core.windows.net`,
  ),
  c("vault token", j("hvs.", "CAESIJk9Xr4Tn8Vb1Kc5WpZh3Jd6Gs0N"), (s) => `VAULT_TOKEN=${s} vault kv get secret/api`),
  c("docker hub token", j("dckr_pat_", "Kq8Lm2Xr5Tn9Vb3Kc7WpZh4Jd6"), (s) => `echo ${s} | docker login -u acme --password-stdin`),
  c(
    "private block",
    j("the staging root password is ", "orange-", "Kestrel-19"),
    (s) => `Deploy notes <private>${s}</private> then restart the pods.`,
    j("orange-", "Kestrel-19"),
  ),
  c("url api key parameter", j("k3Y9", "xQ7mL2pR8t"), (s) => `GET https://api.example.com/v2/forecast?city=berlin&api_key=${s}&units=metric`),
  c("age secret key", j("AGE-SECRET-KEY-1", "QRSTUVWXYZ023456789ACDEFGHJKLMNPQRSTUVWXYZ0234567", "89ACDEFGH"), (s) => `# created: 2026-03-04\n${s}`),
  c("linear api key", j("lin_api_", "Kq8Lm2Xr5Tn9Vb3Kc7WpZh4Jd6Gs1Ny8Qe2Ua5Ro"), (s) => `LINEAR_API_KEY=${s}`),
  c("mailgun key", j("key-", "3ax6xnjp29jd6fds4gc373sgvjxteol0"), (s) => `mg = Mailgun("${s}")`),
];

/** Ordinary code and prose (much of it about auth) that must pass through unchanged. */
export const CONTROL: string[] = [
  "Add JWT auth to the invoices API: a POST /auth/token endpoint that issues short-lived access tokens, middleware that checks the Bearer token on every /invoices route, and tests for the missing / valid / expired cases.",
  "- `src/middleware/requireAuth.ts` checks `Authorization: Bearer …` and answers 401 with `missing_token`, `token_expired` or `invalid_token`.",
  "You'll need `JWT_SECRET` set in each environment before deploying. Set `LEDGER_JWT_SECRET` in every environment too.",
  "The password reset flow sends a one-time link by email; tokens expire after 15 minutes and are stored hashed.",
  'const tokenCount = countTokens(text);\nif (tokenCount > MAX_TOKENS) throw new Error("segment too long");',
  "interface LoginBody {\n  email: string;\n  password: string;\n}",
  "export const LoginSchema = z.object({ email: z.string().email(), password: z.string().min(8) });",
  'const secret = process.env.JWT_SECRET;\nif (!secret) throw new Error("JWT_SECRET is not set");\nreturn jwt.sign(payload, secret, { expiresIn: ttl });',
  "const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });",
  'if (!token) return res.status(401).json({ error: "missing_token" });',
  'token = request.headers.get("Authorization", "").removeprefix("Bearer ")\nclaims = jwt.decode(token, key, algorithms=["HS256"])',
  "def verify_password(password: str, hashed: str) -> bool:\n    return bcrypt.checkpw(password.encode(), hashed.encode())",
  "MAX_TOKENS = 4096\nDEFAULT_TTL_SECONDS = 15 * 60",
  'curl -H "Authorization: Bearer $TOKEN" https://api.example.com/v1/items',
  'export PATH="$HOME/.local/bin:$PATH"\nexport NODE_ENV=production',
  "GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\nNPM_TOKEN: ${{ secrets.NPM_TOKEN }}",
  "git clone https://github.com/acme/invoice-api.git && cd invoice-api && npm ci",
  "psql postgres://localhost:5432/invoices -c 'select count(*) from invoices'",
  "GET http://127.0.0.1:8787/v1/events?from=2026-03-01&limit=100&cursor=abc123 → 200",
  "commit 9fceb02d0ae598e95dc970b74767f19372d61af8\nAuthor: Dev <dev@example.com>",
  "sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  empty.txt",
  "session 5f0c2a9e-8b41-4d7e-9c63-1a7e24b0d8f5, event 01KJWJHKTXQ8V7T4ZC9R6N1B5H, tool toolu_01s5D85FjEXZ3fYhA4frtaLP, message msg_01nJ9GJ9a7p8H30rQonmogaa",
  " ✓ test/auth.test.ts (3 tests) 61ms\n   ✓ /invoices requires a bearer token > returns 401 without a token 14ms",
  "ask-for-review, task-runner and disk-usage are unrelated to keys; so are monkey-patching and key-value stores.",
  "Use a key-value store keyed by `idempotency_key`; a repeated key within 24h returns the stored response.",
  'ssh-keygen -t ed25519 -C "dev@example.com" -f ~/.ssh/id_ed25519',
  "Models: claude-opus-4-6, gpt-5.4, gemini-2.5-pro. Exit Code: 0\nProcess Group PGID: 48213",
  "See docs/secrets.md for how keys are rotated; never commit `.env` files.",
  "| column | type |\n|---|---|\n| token_hash | TEXT NOT NULL |\n| expires_at | INTEGER |",
  "const { data } = await supabase.auth.signInWithPassword({ email, password });",
];
