/**
 * Blind planted set 188 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a security-minded Node.js/TypeScript API developer who answers the agent's proposals
 * tersely ('yes', 'no, X instead', 'do b') and states rules as one-liners; many decisions are an
 * agent's option list answered with one word.
 * Each session is one segment; the items planted in it are listed with it: 80 items (20 decisions, 19 instructions,
 * 21 facts, 20 tasks) in 52 sessions, 11 of which plant nothing (46 user/assistant messages between them). Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted config/logs/tool output with "always"/"never"/"TODO", chit-chat, and requests
 * done in the same session. Superseded decisions: only the later one is planted.
 *
 * Matching rule (fixed before the extractor was run on this set; the one in planted-blind.ts):
 * - A candidate matches a planted item when it comes from the item's segment, has the item's
 *   kind, and every one of the item's key words occurs in the candidate's text
 *   (case-insensitive substring).
 * - Recall = planted items matched by at least one candidate / planted items (a candidate counts for one
 *   item at most: two items stated in one sentence need two memories).
 * - Precision = candidates that match some planted item of their segment / all candidates.
 *   A second candidate matching an already-matched item counts as correct for precision
 *   (it is true), and is reported as a duplicate.
 * - Also reported, not asserted: "right words, wrong kind" (a candidate whose text has an
 *   item's key words but another kind), which counts as a false positive and leaves the
 *   item missed.
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

export const BLIND188_SESSIONS: BlindSession[] = [
  {
    id: "b188-jwt-lib",
    build: (s) =>
      s
        .user("the token verify in src/auth/verify.ts is still on jsonwebtoken 8. look at it")
        .file("Read", "src/auth/verify.ts")
        .bash("npm ls jsonwebtoken", "kestrel-api@3.4.0 /home/dev/src/app\n└── jsonwebtoken@8.5.1")
        .assistant(
          "verify.ts calls jwt.verify without an `algorithms` option, so a token signed with `none` or HS256-with-the-public-key would be attempted. Two ways forward:\n(a) upgrade jsonwebtoken to 9 and pass `algorithms: ['RS256']`\n(b) replace it with jose (`jwtVerify` with a JWKS), which is ESM, maintained, and has no algorithm-confusion footgun by default.\nWhich one?",
        )
        .user("b. jose.")
        .file("Edit", "src/auth/verify.ts")
        .bash("pnpm test:unit -- auth", " ✓ test/auth/verify.test.ts (9 tests) 212ms\n Test Files  1 passed (1)")
        .assistant("Swapped to jose's jwtVerify with createRemoteJWKSet and `algorithms: ['RS256']`; 9 auth tests pass.")
        .user("good. and never log the Authorization header anywhere, not even the first 10 chars")
        .stop("Noted; I removed the truncated header from the debug line in verify.ts too."),
    planted: [
      { kind: "decision", keys: ["jose"] },
      { kind: "instruction", keys: ["authorization header"] },
    ],
  },
  {
    id: "b188-password-hash",
    build: (s) =>
      s
        .user("signup handler, we need real password hashing before the beta. what are the options")
        .file("Read", "src/users/signup.ts")
        .assistant(
          "Options: bcrypt at cost 12 (well known, 72-byte input limit), scrypt from node:crypto (no dependency), or argon2id via the `argon2` package (memory-hard, OWASP's first pick). Preference?",
        )
        .user("argon2id")
        .bash("pnpm add argon2@0.41.1", "Packages: +3\nProgress: resolved 412, reused 409, downloaded 3, added 3, done")
        .file("Edit", "src/users/signup.ts")
        .bash("psql -h localhost -p 5433 kestrel -c \"select count(*) from users where password_hash like 'sha1:%'\"", " count \n-------\n 41876\n(1 row)")
        .assistant("Signup now hashes with argon2id (m=19456, t=2, p=1). The query shows 41,876 users whose stored hash still starts with `sha1:`.")
        .user("yeah those are the 2019 import, they've been sha1 since then. rehash-on-login for them is a later job, not today")
        .stop("Understood, leaving the sha1 rows alone in this change."),
    planted: [
      { kind: "decision", keys: ["argon2id"] },
      { kind: "fact", keys: ["sha1", "2019"] },
      { kind: "task", keys: ["rehash"] },
    ],
  },
  {
    id: "b188-throttle",
    build: (s) =>
      s
        .user("we're getting credential stuffing on /login again. where's the rate limiting")
        .bash("rg -l 'rateLimit|throttle' src", "src/middleware/throttle.ts\nsrc/routes/login.ts")
        .file("Read", "src/middleware/throttle.ts")
        .assistant("Found it: the limiter is in src/middleware/throttle.ts, a fixed 60s window keyed on req.ip. Is there also one at the gateway?")
        .user("no. throttle.ts is the only rate limiter, the gateway doesn't do any")
        .assistant("Then I'd propose a sliding-window log in Redis keyed on ip+username, which smooths the burst at the window edge.")
        .user("no, token bucket instead. cheaper in redis")
        .file("Edit", "src/middleware/throttle.ts")
        .bash("pnpm test:unit -- throttle", " ✓ test/middleware/throttle.test.ts (6 tests) 88ms")
        .stop("Token bucket (burst 5, refill 1/12s) per ip+username is in; 6 tests pass."),
    planted: [
      { kind: "fact", keys: ["throttle.ts"] },
      { kind: "decision", keys: ["token bucket"] },
    ],
  },
  {
    id: "b188-test-command",
    build: (s) =>
      s
        .user("run the tests")
        .bash(
          "pnpm test",
          "> kestrel-api@3.4.0 test\n> docker compose up -d && vitest run\n\n[+] Running 3/3\n ✔ Container kestrel-pg     Started\n ✔ Container kestrel-redis  Started\n ✔ Container kestrel-minio  Started",
        )
        .assistant("That started three containers first; it's still pulling minio. Want me to wait?")
        .user("kill it. use pnpm test:unit for tests, plain pnpm test is the integration suite and boots docker")
        .bash("docker compose down && pnpm test:unit", " Test Files  48 passed (48)\n      Tests  391 passed (391)\n   Duration  9.84s")
        .stop("Stopped the containers; test:unit is green, 391 tests in 9.8s."),
    planted: [{ kind: "instruction", keys: ["test:unit"] }],
  },
  {
    id: "b188-secrets",
    build: (s) =>
      s
        .user("the new stripe key, where do I put it. I don't want it in .env.local again")
        .bash("git log --oneline -S 'sk_live' | head -3", "9c1e0a2 remove leaked key\n4be7710 wip payments")
        .assistant("I see a past commit removing a leaked `sk_live` key. How are secrets loaded in deployed envs - is there a secret manager?")
        .user("doppler. all secrets come from doppler, no .env files committed, not even examples with real-looking values")
        .file("Edit", "src/config/env.ts")
        .assistant(
          "env.ts now throws on boot if STRIPE_SECRET_KEY is missing instead of falling back to an empty string. Run locally with `doppler run -- pnpm dev`.",
        )
        .user("good. also the CI runners are self-hosted in eu-west-1, so they can reach doppler over the private link")
        .stop("Got it, no extra egress config needed for CI then."),
    planted: [
      { kind: "instruction", keys: ["doppler"] },
      { kind: "fact", keys: ["self-hosted", "eu-west-1"] },
    ],
  },
  {
    id: "b188-cors",
    build: (s) =>
      s
        .user("cors is `origin: true` in app.ts. that's bad right")
        .file("Read", "src/app.ts")
        .assistant(
          "Yes: `origin: true` reflects any Origin with credentials allowed, so any site can make credentialed calls. Options: a fixed allowlist, or a regex on *.kestrel.io. Which do you want?",
        )
        .user("fixed allowlist. app.kestrel.io and admin.kestrel.io, nothing else, no regex")
        .file("Edit", "src/app.ts")
        .bash("curl -si -H 'Origin: https://evil.example' localhost:8080/health | grep -i access-control", "", 1)
        .assistant("Done: no Access-Control headers for an unknown origin now. Should I add staging too?")
        .user("staging has no real domain yet. follow-up for when it does: add the staging origin to the allowlist")
        .stop("Ok, left it out for now."),
    planted: [
      { kind: "decision", keys: ["allowlist"] },
      { kind: "task", keys: ["staging origin"] },
    ],
  },
  {
    id: "b188-pinning",
    build: (s) =>
      s
        .user("npm audit is red")
        .bash(
          "pnpm audit --prod",
          "┌─────────────────────┬────────────────────────────────────────────┐\n│ high                │ undici: proxy-authorization header not cleared │\n├─────────────────────┼────────────────────────────────────────────┤\n│ Package             │ undici                                     │\n│ Patched versions    │ >=6.21.1                                   │\n│ More info           │ Users must upgrade; the header is never stripped │\n└─────────────────────┴────────────────────────────────────────────┘\n1 vulnerabilities found",
          1,
        )
        .assistant("One high: undici below 6.21.1. It comes in through `@aws-sdk`, which pins 6.19. I can bump with `^6.21.1` via an override. OK?")
        .user("override yes, but exact version, no caret. we pin exact versions in package.json, everything")
        .file("Edit", "package.json")
        .bash("pnpm install && pnpm audit --prod", "No known vulnerabilities found")
        .user("remind me to drop that undici override once aws-sdk ships a fixed range")
        .stop("Override `undici: 6.21.1` is in and audit is clean."),
    planted: [
      { kind: "instruction", keys: ["exact version"] },
      { kind: "task", keys: ["undici", "override"] },
    ],
  },
  {
    id: "b188-headers",
    build: (s) =>
      s
        .user("pentest report says missing security headers on the api")
        .bash("curl -sI localhost:8080/health", "HTTP/1.1 200 OK\nx-powered-by: Express\ncontent-type: application/json; charset=utf-8")
        .assistant("Right: x-powered-by is leaked and there's no HSTS, nosniff or frame-ancestors. Want me to add helmet with its defaults minus CSP?")
        .user("yes")
        .file("Edit", "src/app.ts")
        .assistant("Why minus CSP: does something upstream set it already?")
        .user("cloudfront sets the CSP header, the app must not send its own or they conflict")
        .bash("curl -sI localhost:8080/health | grep -ic strict-transport", "1")
        .stop("helmet added with contentSecurityPolicy: false; HSTS and nosniff are present."),
    planted: [
      { kind: "decision", keys: ["helmet"] },
      { kind: "fact", keys: ["cloudfront", "csp"] },
    ],
  },
  {
    id: "b188-zod",
    build: (s) =>
      s
        .user("POST /orgs crashes on a missing name. add validation")
        .file("Read", "src/routes/orgs.ts")
        .assistant("The handler casts req.body to CreateOrg without checking it. I can add a zod schema and parse it at the top of the handler.")
        .user("do it. and as a rule: every request body goes through a zod schema at the route, no exceptions")
        .file("Edit", "src/routes/orgs.ts")
        .bash("rg -L 'z\\.object' src/routes", "src/routes/webhooks/stripe.ts\nsrc/routes/health.ts")
        .assistant("POST /orgs validates now. The grep shows the stripe webhook route has no schema either.")
        .user("TODO for later, stripe webhook body schema. it needs the raw body for signature check first so not a 5 min thing")
        .stop("Left the stripe webhook as is."),
    planted: [
      { kind: "instruction", keys: ["zod"] },
      { kind: "task", keys: ["stripe", "schema"] },
    ],
  },
  {
    id: "b188-cookie",
    build: (s) =>
      s
        .user("set the session cookie flags properly")
        .file("Read", "src/auth/session.ts")
        .assistant("Currently only httpOnly. I'd add secure and sameSite=lax so links from email still log people in.")
        .user("strict")
        .file("Edit", "src/auth/session.ts")
        .assistant("sameSite=strict, secure, httpOnly set. maxAge is 8h - should I raise it? People complain about being logged out.")
        .user("no. the 8h session is a SOC2 control, it stays 8h")
        .bash("pnpm test:unit -- session", " ✓ test/auth/session.test.ts (4 tests) 51ms")
        .stop("Cookie is secure, httpOnly, sameSite=strict, 8h."),
    planted: [
      { kind: "decision", keys: ["strict"] },
      { kind: "fact", keys: ["8h", "soc2"] },
    ],
  },
  {
    id: "b188-sql",
    build: (s) =>
      s
        .user("search endpoint is slow, check it")
        .bash(
          "psql -h localhost -p 5432 kestrel -c 'select 1'",
          'psql: error: connection to server at "localhost", port 5432 failed: FATAL:  password authentication failed for user "dev"',
          2,
        )
        .user("5433. local postgres for this repo is on 5433, 5432 is the old docker one from the monolith")
        .bash(
          "psql -h localhost -p 5433 kestrel -c \"explain analyze select * from projects where name ilike '%' || 'ab' || '%'\"",
          "Seq Scan on projects  (cost=0.00..4120.00 rows=210 width=96) (actual time=0.02..38.4 rows=188 loops=1)\nExecution Time: 38.9 ms",
        )
        .file("Read", "src/routes/search.ts")
        .assistant("Seq scan, 39ms. But also: search.ts builds the ILIKE by concatenating `req.query.q` into the SQL string. That's injectable.")
        .user("jesus. fix it. parameterized queries only, never string-built sql, that goes for the whole codebase")
        .file("Edit", "src/routes/search.ts")
        .stop("search.ts now uses $1 with the wildcard added in the parameter."),
    planted: [
      { kind: "fact", keys: ["5433"] },
      { kind: "instruction", keys: ["parameterized"] },
    ],
  },
  {
    id: "b188-logger",
    build: (s) =>
      s
        .user("console.log everywhere. we need a real logger")
        .bash("rg -c 'console\\.log' src | wc -l", "37")
        .assistant("37 files. Proposal: pino with pino-http for request logs; it's the fastest and has built-in redaction paths. Alternative is winston.")
        .user("pino yes")
        .file("Write", "src/log.ts")
        .assistant("Added src/log.ts. What should be redacted?")
        .user("email, phone, anything under req.headers.cookie. redact those in every log line, standing rule")
        .file("Edit", "src/log.ts")
        .user("and next sprint: ship the audit log to s3 with object lock. not now")
        .stop("Redaction paths set; the audit-log shipping is untouched."),
    planted: [
      { kind: "decision", keys: ["pino"] },
      { kind: "instruction", keys: ["redact"] },
      { kind: "task", keys: ["audit log", "s3"] },
    ],
  },
  {
    id: "b188-node-version",
    build: (s) =>
      s
        .user("can we use Array.fromAsync in the export job")
        .bash("node -v && cat .nvmrc", "v22.11.0\n20.11.1")
        .assistant("Locally you're on 22 but .nvmrc says 20.11.1. Array.fromAsync is in Node 22 only. What does prod run?")
        .user("prod lambdas are node 20.11, runtime is pinned by the platform team")
        .file("Edit", "src/jobs/export.ts")
        .assistant("Then I'll keep the for-await loop. Rewrote the collector without fromAsync.")
        .user("fine. once platform gives us node 22 we move, put it on the list")
        .stop("Done; the export job stays 20-compatible."),
    planted: [
      { kind: "fact", keys: ["20.11"] },
      { kind: "task", keys: ["node 22"] },
    ],
  },
  {
    id: "b188-auth-owner",
    build: (s) =>
      s
        .user("the password reset email has the wrong link, fix")
        .bash("rg -n 'reset-password' src", "src/auth/reset.ts:41:  const url = BASE + '/reset-password?t=' + token")
        .file("Read", "src/auth/reset.ts")
        .assistant("BASE is the API origin, not the app's. I can change it to APP_ORIGIN in src/auth/reset.ts.")
        .user("wait. src/auth is owned by priya's team, not us. make the change but I'll send it to her")
        .file("Edit", "src/auth/reset.ts")
        .user("rule: anything under src/auth/ needs a second reviewer from security before merge")
        .stop("Changed to APP_ORIGIN; left it on a branch for review."),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["second reviewer"] },
    ],
  },
  {
    id: "b188-csrf",
    build: (s) =>
      s
        .user("admin panel forms have no csrf protection")
        .file("Read", "src/admin/forms.ts")
        .assistant(
          "Options: (1) synchronizer token stored server-side in the session, (2) double-submit cookie with an HMAC of the session id, (3) rely on sameSite=strict alone. (3) isn't enough for older browsers.",
        )
        .user("2")
        .file("Edit", "src/admin/forms.ts")
        .bash("pnpm test:unit -- admin", " ✓ test/admin/forms.test.ts (7 tests) 97ms")
        .stop("Double-submit cookie with HMAC is in for admin forms; tests pass."),
    planted: [{ kind: "decision", keys: ["double-submit"] }],
  },
  {
    id: "b188-trust-proxy",
    build: (s) =>
      s
        .user("rate limit is blocking everyone at once since the deploy")
        .bash(
          "kubectl logs deploy/api --since=10m | rg 'throttled' | head -3",
          '{"level":40,"ip":"10.0.3.12","msg":"throttled"}\n{"level":40,"ip":"10.0.3.12","msg":"throttled"}\n{"level":40,"ip":"10.0.3.12","msg":"throttled"}',
        )
        .assistant("Every request is keyed on 10.0.3.12. Maybe the new ingress is rewriting headers? Or the limiter key changed?")
        .bash("git diff HEAD~1 -- src/app.ts", "-app.set('trust proxy', 1)\n+app.set('trust proxy', false)")
        .assistant(
          "Found it: the deploy flipped `trust proxy` to false, so req.ip is the load balancer's 10.0.3.12 for everyone. With one ALB hop in front, trust proxy must be 1.",
        )
        .user("right, it's one hop, the ALB. put it back")
        .file("Edit", "src/app.ts")
        .stop("Restored trust proxy 1; throttled logs now show client IPs."),
    planted: [{ kind: "fact", keys: ["trust proxy"] }],
  },
  {
    id: "b188-uploads",
    build: (s) =>
      s
        .user("avatar upload times out on big files")
        .file("Read", "src/routes/avatar.ts")
        .assistant(
          "The API buffers the whole multipart body with multer memoryStorage. We could stream to S3 from the API, or hand out presigned PUT URLs so the browser uploads straight to S3. Which?",
        )
        .user("presigned, uploads don't go through the api at all")
        .file("Edit", "src/routes/avatar.ts")
        .bash("pnpm test:unit -- avatar", " ✓ test/routes/avatar.test.ts (3 tests) 40ms")
        .user("malware scanning on that bucket is SEC-214, that's its own ticket later")
        .stop("Presigned PUT (5 min, content-type locked to image/*) is in."),
    planted: [
      { kind: "decision", keys: ["presigned"] },
      { kind: "task", keys: ["sec-214"] },
    ],
  },
  {
    id: "b188-git-rules",
    build: (s) =>
      s
        .user("commit this")
        .bash("git status --short", " M src/routes/avatar.ts\n M test/routes/avatar.test.ts")
        .bash("git commit -am 'avatar upload'", "[feat/avatar 8d21f0e] avatar upload\n 2 files changed, 48 insertions(+), 19 deletions(-)")
        .user("conventional commits please. feat(avatar): ... and signed, -S")
        .bash("git commit --amend -S -m 'feat(avatar): presigned uploads'", "[feat/avatar 1f0a9c3] feat(avatar): presigned uploads")
        .assistant("Amended and signed. Push with --force-with-lease since I rewrote it?")
        .user("it's my branch so fine. but no force push on main or release/*, ever")
        .bash("git push --force-with-lease", "To github.com:kestrel/api.git\n + 8d21f0e...1f0a9c3 feat/avatar -> feat/avatar (forced update)")
        .stop("Pushed."),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "instruction", keys: ["force push"] },
    ],
  },
  {
    id: "b188-error-shape",
    build: (s) =>
      s
        .user("why does /login 500 with a pg stack trace in the body")
        .bash(
          "curl -s -X POST localhost:8080/login -d '{}' -H 'content-type: application/json'",
          '{"error":"TimeoutError: timeout exceeded when trying to connect\\n    at Pool.connect (node_modules/pg-pool/index.js:45:11)"}',
        )
        .file("Read", "src/middleware/errors.ts")
        .assistant("Two issues: the error handler sends err.message and stack to the client, and the pool timed out connecting. Could be the RDS proxy limit?")
        .bash("aws rds describe-db-proxy-target-groups --db-proxy-name kestrel-prod --query 'TargetGroups[0].ConnectionPoolConfig.MaxConnectionsPercent'", "10")
        .user(
          "yes the RDS proxy caps us at 10 percent of max_connections, that's known. just fix the handler: clients get an error code and the request id, never the message or stack",
        )
        .file("Edit", "src/middleware/errors.ts")
        .stop("Handler now returns { code, requestId } and logs the rest."),
    planted: [
      { kind: "fact", keys: ["rds proxy", "10"] },
      { kind: "instruction", keys: ["request id"] },
    ],
  },
  {
    id: "b188-api-keys",
    build: (s) =>
      s
        .user("api keys are stored in plaintext in api_keys.token. plan?")
        .bash("psql -h localhost -p 5433 kestrel -c '\\d api_keys'", " id | uuid\n org_id | uuid\n token | text\n created_at | timestamptz")
        .assistant(
          "Proposal: store sha256(token) plus an 8-char prefix for lookup, show the raw key exactly once at creation. bcrypt isn't needed since keys are 32 random bytes.",
        )
        .user("yes")
        .file("Write", "migrations/0042_hash_api_keys.sql")
        .bash("pnpm migrate:up", "applied 0042_hash_api_keys.sql (1.2s)")
        .assistant("Migrated and backfilled. Keys can't be rotated yet; there's no endpoint.")
        .user("key rotation endpoint next week, write it down")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["sha256"] },
      { kind: "task", keys: ["rotation"] },
    ],
  },
  {
    id: "b188-renovate",
    build: (s) =>
      s
        .user("who keeps opening these dep PRs")
        .bash("ls .github", "CODEOWNERS\nrenovate.json\nworkflows")
        .file("Read", ".github/renovate.json")
        .assistant("It's Renovate, configured in .github/renovate.json: grouped minor updates weekly, automerge off.")
        .user("ok yeah renovate, forgot. the worker repo has nothing like it though. follow-up: set up renovate on kestrel-worker with the same config")
        .stop("Will leave that for the worker repo."),
    planted: [
      { kind: "fact", keys: ["renovate.json"] },
      { kind: "task", keys: ["kestrel-worker"] },
    ],
  },
  {
    id: "b188-lint",
    build: (s) =>
      s
        .user("new package for the webhook signer. set up linting")
        .bash("ls packages/", "core\nsdk\nwebhook-signer")
        .assistant("The other packages use eslint 8 with the airbnb config. Should I copy that, or use biome for the new one?")
        .user("biome. eslint for the old ones until someone migrates")
        .file("Write", "packages/webhook-signer/biome.json")
        .file("Write", "packages/webhook-signer/src/sign.ts")
        .assistant("Biome is set up. In sign.ts I typed the payload as `any` for now, since it's arbitrary JSON.")
        .user("no any. unknown and narrow it, in all our code")
        .file("Edit", "packages/webhook-signer/src/sign.ts")
        .stop("Payload is `unknown` with a type guard now."),
    planted: [
      { kind: "decision", keys: ["biome"] },
      { kind: "instruction", keys: ["unknown"] },
    ],
  },
  {
    id: "b188-mfa",
    build: (s) =>
      s
        .user("totp for admin accounts. go")
        .assistant("For TOTP I'd use otplib (RFC 6238, maintained) rather than speakeasy, which hasn't had a release since 2017. OK?")
        .user("ok")
        .bash("pnpm add otplib@12.0.1", "Packages: +4\nadded 4, done")
        .file("Write", "src/auth/totp.ts")
        .bash("pnpm test:unit -- totp", " ✓ test/auth/totp.test.ts (5 tests) 63ms")
        .assistant("TOTP enrol + verify with a 1-step window is in for admins.")
        .user("webauthn is the real goal. that's Q1, leave a note")
        .stop("Done for TOTP."),
    planted: [
      { kind: "decision", keys: ["otplib"] },
      { kind: "task", keys: ["webauthn"] },
    ],
  },
  {
    id: "b188-timezones",
    build: (s) =>
      s
        .user("monthly invoice report is off by a day for some orgs")
        .bash("psql -h localhost -p 5433 reporting -c 'show timezone'", " TimeZone \n---------------\n Europe/Berlin\n(1 row)")
        .assistant("The reporting database's session timezone is Europe/Berlin, while the API writes UTC. Is that intended?")
        .user("yes. everything is timestamptz in UTC except the reporting db, which finance keeps on Europe/Berlin. it's been like that forever")
        .file("Edit", "src/reports/invoices.ts")
        .stop("The report now converts month boundaries with AT TIME ZONE 'Europe/Berlin'."),
    planted: [{ kind: "fact", keys: ["europe/berlin"] }],
  },
  {
    id: "b188-openapi",
    build: (s) =>
      s
        .user("openapi.yaml says /orgs takes `title`, it takes `name`")
        .file("Read", "openapi.yaml")
        .assistant("I'll fix the field in openapi.yaml.")
        .user("don't hand edit it. openapi.yaml is generated from the zod schemas by `pnpm gen:openapi`")
        .bash("pnpm gen:openapi && git diff --stat", " openapi.yaml | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)")
        .assistant("Regenerated; /orgs now shows `name`.")
        .user("good. publishing it to the dev portal is still open, someday")
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["gen:openapi"] },
      { kind: "task", keys: ["portal"] },
    ],
  },
  {
    id: "b188-token-ttl",
    build: (s) =>
      s
        .user("access token lifetime. currently 24h which is silly")
        .file("Read", "src/auth/tokens.ts")
        .assistant("Agreed. 1h access + 30d refresh is common. Go with 1h?")
        .user("15m")
        .file("Edit", "src/auth/tokens.ts")
        .bash("rg -n 'refreshStore' src/auth/tokens.ts", "12:const refreshStore = new Redis({ db: 2, keyPrefix: 'rt:' })")
        .assistant("Set to 15m. Refresh tokens live in Redis db 2 under `rt:`, so revocation is a DEL.")
        .user("actually make it 10m. mobile refreshes in the background anyway")
        .file("Edit", "src/auth/tokens.ts")
        .stop("Access token TTL is 10m."),
    planted: [
      { kind: "decision", keys: ["10m"] },
      { kind: "fact", keys: ["db 2"] },
    ],
  },
  {
    id: "b188-semgrep",
    build: (s) =>
      s
        .user("before I push, anything else")
        .bash("pnpm audit --prod", "No known vulnerabilities found")
        .assistant("Audit is clean. I could also run semgrep locally if it's installed?")
        .bash("semgrep --version", "bash: semgrep: command not found", 127)
        .user("not installed. adding semgrep to CI is a TODO, p/nodejs + p/jwt rulesets")
        .user("and run pnpm audit --prod before every push, that one's a habit I want")
        .file("Read", ".github/workflows/ci.yml")
        .stop("Pushed after the audit."),
    planted: [
      { kind: "task", keys: ["semgrep"] },
      { kind: "instruction", keys: ["audit --prod"] },
    ],
  },
  {
    id: "b188-webhook-retry",
    build: (s) =>
      s
        .user("outgoing webhooks: if the customer endpoint is down we just drop the event. fix")
        .file("Read", "src/webhooks/deliver.ts")
        .assistant(
          "Options: (a) a setTimeout retry loop in-process, lost on restart; (b) BullMQ on the existing Redis with exponential backoff + jitter, 8 attempts over ~24h; (c) an SQS queue, which means new infra. I'd pick (b).",
        )
        .user("bullmq")
        .bash("pnpm add bullmq@5.34.2", "Packages: +6\nadded 6, done")
        .file("Write", "src/webhooks/queue.ts")
        .bash("pnpm test:unit -- webhooks", " ✓ test/webhooks/queue.test.ts (8 tests) 310ms")
        .assistant("Deliveries go through a BullMQ queue now; after the 8th failure the job lands in the failed set.")
        .user("alerting on the dead-letter set is a follow-up, not this PR")
        .stop("Ok, no alerting in this change."),
    planted: [
      { kind: "decision", keys: ["bullmq"] },
      { kind: "task", keys: ["dead-letter"] },
    ],
  },
  {
    id: "b188-idempotency",
    build: (s) =>
      s
        .user("we double-charged someone. look at POST /payments")
        .bash(
          "kubectl logs deploy/api --since=2h | rg 'POST /payments' | rg 'ord_8812'",
          '{"t":"10:41:02.118","status":502,"path":"POST /payments","order":"ord_8812"}\n{"t":"10:41:03.004","status":201,"path":"POST /payments","order":"ord_8812"}\n{"t":"10:41:03.912","status":201,"path":"POST /payments","order":"ord_8812"}',
        )
        .assistant("Three calls in two seconds for the same order. Is the caller retrying on its own?")
        .user("yes, payments-svc retries any POST up to 3 times on a 502. that's how it's built, they won't change it")
        .assistant(
          "Then we need idempotency keys. I'd store them in a Postgres table with a unique constraint, so they're in the same transaction as the charge.",
        )
        .user("no, redis instead, 24h ttl, SET NX on the idempotency key")
        .file("Write", "src/middleware/idempotency.ts")
        .bash("pnpm test:unit -- idempotency", " ✓ test/middleware/idempotency.test.ts (5 tests) 77ms")
        .stop("Idempotency-Key is enforced on POST /payments via Redis SET NX, 24h."),
    planted: [
      { kind: "fact", keys: ["payments-svc"] },
      { kind: "decision", keys: ["idempotency", "redis"] },
    ],
  },
  {
    id: "b188-ssrf",
    build: (s) =>
      s
        .user("the link-preview feature fetches whatever url the user gives it. ssrf?")
        .file("Read", "src/routes/link-preview.ts")
        .assistant(
          "Yes: `fetch(req.body.url)` with no checks, so http://169.254.169.254/ gets the instance metadata. There's already a src/net/safe-fetch.ts that resolves DNS and blocks private ranges; this route just doesn't use it.",
        )
        .user("use it. any fetch of a user-supplied url goes through safeFetch, that's the rule from now on")
        .file("Edit", "src/routes/link-preview.ts")
        .bash("rg -n 'fetch\\(req' src/routes", "src/routes/image-proxy.ts:22:  const upstream = await fetch(req.query.src as string)")
        .assistant("link-preview is fixed. image-proxy.ts has the same pattern.")
        .user("image-proxy next, separate PR. put it on the list")
        .stop("Left image-proxy for its own PR."),
    planted: [
      { kind: "instruction", keys: ["safefetch"] },
      { kind: "task", keys: ["image-proxy"] },
    ],
  },
  {
    id: "b188-pnpm-only",
    build: (s) =>
      s
        .user("install ajv-formats in packages/sdk")
        .bash("cd packages/sdk && npm install ajv-formats", "added 2 packages, and audited 214 packages in 3s\nfound 0 vulnerabilities")
        .bash("git status --short", "?? packages/sdk/package-lock.json\n M packages/sdk/package.json")
        .user("pnpm only in this repo. if a package-lock.json shows up, delete it")
        .bash("rm packages/sdk/package-lock.json && pnpm --filter sdk add ajv-formats@3.0.1", "Packages: +2\nadded 2, done")
        .assistant("Redone with pnpm. The sdk's tsconfig extends ../../tsconfig.base.json - should I add the strict flags there or in the package?")
        .user("tsconfig.base.json at the root is the shared one, every package extends it. strict is already on there")
        .file("Read", "tsconfig.base.json")
        .stop("Confirmed, strict: true is in the base config."),
    planted: [
      { kind: "instruction", keys: ["package-lock"] },
      { kind: "fact", keys: ["tsconfig.base.json"] },
    ],
  },
  {
    id: "b188-staging-restore",
    build: (s) =>
      s
        .user("staging has orgs I deleted on thursday, they came back")
        .bash("aws rds describe-db-snapshots --db-instance-identifier kestrel-staging --query 'DBSnapshots[-1].SnapshotCreateTime'", '"2026-11-22T23:05:12Z"')
        .assistant("The latest staging snapshot is from Sunday 23:05. Could a scheduled restore have reset it?")
        .user("oh right. staging is restored from a scrubbed prod snapshot every sunday night. I forgot")
        .assistant("That explains it. Is the restore job documented anywhere? I couldn't find anything in docs/.")
        .user("no. someone has to write a runbook for it, add that to the backlog")
        .file("Read", "deploy/jobs/staging-restore.yaml")
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["sunday"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b188-date-lib",
    build: (s) =>
      s
        .user("we hand-roll date math in three places and one is wrong around DST. pick a lib")
        .bash("rg -l 'getTimezoneOffset' src", "src/reports/invoices.ts\nsrc/jobs/reminders.ts\nsrc/billing/periods.ts")
        .assistant(
          "Candidates: date-fns + date-fns-tz (tree-shakeable, functional), dayjs (small, plugin-based), or the Temporal polyfill (future standard but 60kB and still a polyfill).",
        )
        .user("date-fns")
        .assistant("Before adding it, is there a process for new dependencies?")
        .user("yes: every new dep gets checked on socket.dev first. install scripts, maintainers, typosquats")
        .bash("npx socket npm info date-fns@4.1.0", "date-fns@4.1.0  supply chain risk: 0.99  quality: 0.97  no install scripts")
        .file("Edit", "src/billing/periods.ts")
        .stop("Replaced the DST-buggy helper in periods.ts with date-fns-tz."),
    planted: [
      { kind: "decision", keys: ["date-fns"] },
      { kind: "instruction", keys: ["socket.dev"] },
    ],
  },
  {
    id: "b188-jwks",
    build: (s) =>
      s
        .user("at 03:00 every token failed verification for 2 minutes. why")
        .bash(
          "kubectl logs deploy/api --since=12h | rg 'JWKSNoMatchingKey' | head -2",
          '{"t":"03:00:41","err":"JWKSNoMatchingKey","kid":"k-2026-11"}\n{"t":"03:02:07","err":"JWKSNoMatchingKey","kid":"k-2026-11"}',
        )
        .assistant("A new kid `k-2026-11` appeared. Did the identity provider rotate keys overnight?")
        .user("yes, the auth0 tenant rotates signing keys every 30 days, at 03:00 UTC")
        .file("Read", "src/auth/verify.ts")
        .assistant(
          "Then the failures are our JWKS fetch: createRemoteJWKSet has a cooldown, so for 2 minutes an unknown kid isn't refetched. A proper JWKS cache that refetches on unknown kid would close that gap.",
        )
        .user("yes but not today. jwks cache with refetch-on-unknown-kid, put it on the todo")
        .stop("Ok, nothing changed today."),
    planted: [
      { kind: "fact", keys: ["auth0", "30 days"] },
      { kind: "task", keys: ["jwks"] },
    ],
  },
  {
    id: "b188-pr-size",
    build: (s) =>
      s
        .user("open the PR for the billing refactor")
        .bash("git diff --stat main...HEAD | tail -1", " 41 files changed, 1873 insertions(+), 1204 deletions(-)")
        .assistant("That's ~3,000 changed lines in one PR. Open it as is?")
        .user("no. PRs stay under 400 lines of diff, split anything bigger")
        .bash("git log --oneline main..HEAD", "e1a0b92 billing: move proration\n3f1c7d0 billing: new periods module\n9920ab1 billing: rename invoice fields")
        .assistant("The three commits could become three PRs, though the periods one alone is ~1,400 lines.")
        .user("yeah. splitting the billing refactor is on me, tomorrow. leave the branch")
        .stop("Left feat/billing-refactor untouched."),
    planted: [
      { kind: "instruction", keys: ["400 lines"] },
      { kind: "task", keys: ["billing"] },
    ],
  },
  {
    id: "b188-query-builder",
    build: (s) =>
      s
        .user("raw pg everywhere is getting painful. query builder?")
        .file("Read", "src/db/orgs.ts")
        .assistant(
          "Options: (a) kysely, a typed SQL builder, no runtime schema; (b) drizzle, builder + schema + migrations; (c) stay on raw pg with typed helpers. (a) keeps our SQL and parameterization model.",
        )
        .user("kysely")
        .bash("pnpm add kysely@0.27.5", "Packages: +1\nadded 1, done")
        .file("Edit", "src/db/orgs.ts")
        .assistant("orgs.ts is on kysely. Should I also generate down migrations for the existing 42 up migrations, so rollbacks work?")
        .user("no downs. migrations are forward-only here, a bad one gets fixed by a new one")
        .stop("No down migrations, then."),
    planted: [
      { kind: "decision", keys: ["kysely"] },
      { kind: "instruction", keys: ["forward-only"] },
    ],
  },
  {
    id: "b188-oncall",
    build: (s) =>
      s
        .user("who gets paged if the webhook queue backs up")
        .bash(
          "rg -n 'opsgenie' deploy/ | head -3",
          "deploy/alerts/api.yaml:4:  receiver: opsgenie-api-core\ndeploy/alerts/api.yaml:19:  receiver: opsgenie-api-core",
        )
        .assistant("The alert rules route to `opsgenie-api-core`. Is that the team's rotation?")
        .user("yes, on-call is in opsgenie, team api-core, that's us")
        .bash("gh api repos/kestrel/api/keys --jq '.[].created_at'", '"2023-03-14T09:12:55Z"')
        .assistant("Also noticed: the repo's only deploy key was created in March 2023.")
        .user("ugh. remind me friday to rotate the github deploy key")
        .stop("Will flag it."),
    planted: [
      { kind: "fact", keys: ["opsgenie"] },
      { kind: "task", keys: ["deploy key"] },
    ],
  },
  {
    id: "b188-timing-safe",
    build: (s) =>
      s
        .user("review packages/webhook-signer/src/verify.ts")
        .file("Read", "packages/webhook-signer/src/verify.ts")
        .assistant(
          "Mostly fine. Two things: the tolerance window is 10 minutes, which is generous, and the signature check is `expected === given`, a plain string compare that leaks timing. crypto.timingSafeEqual fixes the second.",
        )
        .user("is 10 min actually a problem?")
        .assistant("Not really on its own; with the timestamp in the signed payload it only widens the replay window. Stripe uses 5.")
        .user("the timingSafeEqual switch is a follow-up for the signer's next release, not now")
        .bash("git -C packages/webhook-signer tag --list | tail -1", "v1.3.0")
        .stop("Ok, v1.3.0 stays as is."),
    planted: [{ kind: "task", keys: ["timingsafeequal"] }],
  },
  {
    id: "b188-partner-api",
    build: (s) =>
      s
        .user("starting the partner api today. scaffold src/partner/ with a router and a health route")
        .file("Write", "src/partner/router.ts")
        .bash("pnpm tsc --noEmit", "")
        .assistant("Scaffolded. Before I add real endpoints: how do partners authenticate - API keys like the public API, OAuth client credentials, or mTLS?")
        .user(
          "ground rules for partner api:\n- mTLS, client certs issued by our own CA\n- responses never expose internal uuids, only public_id\n- 100 req/min per partner, hard limit",
        )
        .file("Edit", "src/partner/router.ts")
        .assistant("Added the cert check middleware stub and a serializer that maps id -> public_id. Where should the partner CA live, in ACM PCA?")
        .user("dunno yet, ask me again when we get there")
        .stop("Ok, the CA is open."),
    planted: [
      { kind: "decision", keys: ["mtls"] },
      { kind: "instruction", keys: ["public_id"] },
      { kind: "decision", keys: ["100", "partner"] },
    ],
  },
  {
    id: "b188-elasticache",
    build: (s) =>
      s
        .user("CROSSSLOT error in prod from the session store")
        .bash(
          "kubectl logs deploy/api --since=30m | rg CROSSSLOT | head -1",
          "ReplyError: CROSSSLOT Keys in request don't hash to the same slot\n    at parseError (node_modules/redis-parser/lib/parser.js:179:12)",
        )
        .assistant("The session logout does a MULTI over `sess:<id>` and `rt:<id>`, which hash to different slots. Is prod Redis clustered?")
        .user("yes, prod redis is elasticache in cluster mode, so no multi-key ops across slots. its bitten us befor")
        .file("Edit", "src/auth/session.ts")
        .assistant("I wrapped both keys in a hash tag `{<id>}` so they land in the same slot; the MULTI works again.")
        .bash("pnpm test:unit -- session", " ✓ test/auth/session.test.ts (5 tests) 64ms")
        .user("ok. we shoud move sessions off the shared cache cluster eventualy, thats API-77")
        .stop("Noted API-77; the hash-tag fix is in."),
    planted: [
      { kind: "fact", keys: ["cluster mode"] },
      { kind: "task", keys: ["api-77"] },
    ],
  },
  {
    id: "b188-gitleaks",
    build: (s) =>
      s
        .user("someone pasted an aws key into a test fixture last week. how do we stop that happening")
        .bash("git log --all -p -S 'AKIA' --format=%h | head -2", "b7d4410\n+  accessKeyId: 'AKIA4EXAMPLE7Q2ZPLMX',")
        .assistant(
          "Two layers would help: a pre-commit hook running gitleaks on staged changes, and the same scan in CI so a skipped hook still gets caught. Want both?",
        )
        .user("do both")
        .file("Write", ".husky/pre-commit")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gitleaks protect --staged -v", "    ○\n    │╲\n    │ ○\n    ○ ░\n    ░    gitleaks\n\nno leaks found")
        .assistant("gitleaks runs on pre-commit and as a CI step. The key in b7d4410 is still in history; was it rotated?")
        .user("rotated the same day. the aws account for tests is 3 sandboxes that get nuked nightly anyway, sandbox-1 to 3")
        .stop("Ok, no history rewrite needed."),
    planted: [
      { kind: "decision", keys: ["gitleaks"] },
      { kind: "fact", keys: ["sandbox"] },
    ],
  },
  {
    id: "b188-readme-typo",
    build: (s) =>
      s
        .user("README says `pnpm dev:sever`. typo, fix it")
        .file("Edit", "README.md")
        .assistant("Fixed to `pnpm dev:server`.")
        .user("thx")
        .stop("Anything else in the README?"),
    planted: [],
  },
  {
    id: "b188-slow-ci-question",
    build: (s) =>
      s
        .user("why is CI 14 minutes now? it was 6 last month")
        .bash(
          "gh run list --limit 5 --json durationMs,name",
          '[{"durationMs":842113,"name":"ci"},{"durationMs":798004,"name":"ci"},{"durationMs":371220,"name":"ci"}]',
        )
        .assistant(
          "It jumped between two runs. Possibly the pnpm cache key changed and it's reinstalling every time, or the integration job lost its parallelism. I haven't confirmed either.",
        )
        .user("could it be the new playwright step?")
        .assistant("Maybe; playwright downloads browsers if they're not cached. I'd need the step timings to tell.")
        .user("ok leave it, I'll look tomorrow")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b188-fastify-idea",
    build: (s) =>
      s
        .user("random thought, should we move off express to fastify? schema validation built in, faster")
        .assistant(
          "It would cut per-request overhead and fastify's JSON schema validation overlaps with what zod does now. The cost is rewriting ~40 middleware and the error handler. I could prototype one route.",
        )
        .user("hmm. not sure it's worth it. let me think about it")
        .assistant("Sure. If you want numbers I can run autocannon against /health on both later.")
        .user("maybe. anyway what's the status of the avatar PR")
        .bash("gh pr view 412 --json state,reviewDecision", '{"reviewDecision":"REVIEW_REQUIRED","state":"OPEN"}')
        .stop("PR 412 is open, waiting for review."),
    planted: [],
  },
  {
    id: "b188-todo-grep",
    build: (s) =>
      s
        .user("how many TODOs in src")
        .bash(
          "rg -n 'TODO|FIXME' src | head -6",
          "src/auth/verify.ts:88:  // TODO: always check nbf too\nsrc/routes/orgs.ts:12:// FIXME never returns 404 for deleted orgs\nsrc/jobs/export.ts:30:  // TODO remove after migration\nsrc/log.ts:4:// TODO: must rotate files?\nsrc/app.ts:71:// TODO(priya) never enable this in prod\nsrc/users/signup.ts:19:// TODO",
        )
        .bash("rg -c 'TODO|FIXME' src | awk -F: '{s+=$2} END {print s}'", "23")
        .assistant("23 TODO/FIXME comments in src; the first six are above. A few look stale, like the export one.")
        .user("which file has the most")
        .bash("rg -c 'TODO|FIXME' src | sort -t: -k2 -nr | head -1", "src/auth/verify.ts:5")
        .assistant("src/auth/verify.ts, with 5.")
        .user("ok. just curious")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b188-withdrawn-scrypt",
    build: (s) =>
      s
        .user("let's switch the webhook signing from hmac-sha256 to ed25519")
        .file("Read", "packages/webhook-signer/src/sign.ts")
        .assistant(
          "That means customers verify with a public key instead of a shared secret, which is nicer. It's a breaking change for every existing integration though.",
        )
        .user("actually no, scratch that. customers would have to change code. leave it")
        .assistant("Leaving HMAC as is.")
        .user("cool")
        .stop("No changes made."),
    planted: [],
  },
  {
    id: "b188-audit-output",
    build: (s) =>
      s
        .user("paste me the audit for the sdk package")
        .bash(
          "cd packages/sdk && pnpm audit",
          "┌─────────────┬──────────────────────────────────────────────┐\n│ moderate    │ micromatch: ReDoS                             │\n│ Package     │ micromatch                                    │\n│ Path        │ . > jest > micromatch                         │\n│ Recommendation │ Users must always upgrade; never pass untrusted globs │\n└─────────────┴──────────────────────────────────────────────┘\n1 vulnerabilities found\nSeverity: 1 moderate",
          1,
        )
        .assistant("One moderate, micromatch ReDoS, only via jest (dev dependency), so it's not in the published sdk.")
        .user("dev only, fine")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b188-flaky-guess",
    build: (s) =>
      s
        .user("test/routes/orgs.test.ts failed once in CI and passed on rerun. ideas?")
        .bash("pnpm test:unit -- orgs --repeat 20", " ✓ test/routes/orgs.test.ts (11 tests) x20\n Test Files  1 passed (1)")
        .assistant(
          "20 local repeats pass. It might be ordering: the test relies on created_at ordering and two inserts can share a millisecond. That's a guess, I can't reproduce it.",
        )
        .user("could also be the shared redis between jobs")
        .assistant("Possible too. Without the failing run's logs I can't tell which.")
        .user("fine, let's see if it happens again")
        .stop("Ok, nothing changed."),
    planted: [],
  },
  {
    id: "b188-rename",
    build: (s) =>
      s
        .user("rename `usr` to `user` in src/routes/me.ts, it bugs me")
        .file("Edit", "src/routes/me.ts")
        .bash("pnpm tsc --noEmit", "")
        .assistant("Renamed, typecheck clean.")
        .user("and run the unit tests")
        .bash("pnpm test:unit", " Test Files  48 passed (48)\n      Tests  391 passed (391)")
        .stop("All 391 pass."),
    planted: [],
  },
  {
    id: "b188-config-quote",
    build: (s) =>
      s
        .user("what does our nginx config do with http")
        .bash(
          "cat deploy/nginx/api.conf | head -12",
          'server {\n  listen 80;\n  # always redirect to https, never serve plaintext\n  return 301 https://$host$request_uri;\n}\nserver {\n  listen 443 ssl http2;\n  add_header Strict-Transport-Security "max-age=31536000" always;\n  # TODO: ocsp stapling\n  location / { proxy_pass http://api:8080; }\n}',
        )
        .assistant("Port 80 only 301s to https; 443 sets HSTS for a year and proxies to the api on 8080. There's a TODO comment about OCSP stapling.")
        .user("is the hsts header also sent on the 301?")
        .assistant("No: the `always` flag is only on the 443 block, so the redirect response carries no HSTS. Browsers only honour HSTS over https anyway.")
        .user("ok that's what I thought")
        .stop("Yes, plaintext is never served."),
    planted: [],
  },
  {
    id: "b188-chitchat",
    build: (s) =>
      s
        .user("morning. long day yesterday, the pentest call went 2h")
        .assistant("Morning! Sounds rough. Anything from the call you want me to start on?")
        .user("not yet, waiting for the written report. just show me what changed on main since friday")
        .bash(
          "git log --oneline --since=friday main | head -5",
          "1f0a9c3 feat(avatar): presigned uploads\n7aa02d1 fix(search): parameterize ilike\n0c3b9e4 chore(deps): undici 6.21.1",
        )
        .assistant("Three commits: presigned avatar uploads, the parameterized search fix and the undici bump.")
        .user("nice, that's everything")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b188-coffee-status",
    build: (s) =>
      s
        .user("what did you change in the last hour, quick summary")
        .bash(
          "git diff --stat HEAD~2",
          " src/routes/link-preview.ts | 6 +++---\n test/routes/link-preview.test.ts | 22 ++++++++++++\n 2 files changed, 25 insertions(+), 3 deletions(-)",
        )
        .assistant("link-preview now goes through safeFetch and has 3 new tests for private ranges and redirects to 169.254.x.")
        .user("did the redirect test pass first try?")
        .assistant("No, the first run failed because the mock returned 301 without a Location header; I fixed the mock.")
        .user("ok good")
        .stop("Ok."),
    planted: [],
  },
];

export const BLIND188 = plantedSet(BLIND188_SESSIONS, Date.UTC(2026, 10, 16, 9));
