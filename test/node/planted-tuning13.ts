/**
 * The thirteenth tuning planted set for the offline long-term-memory extractor: training data
 * for the sentence classifier, written without reading the extractor
 * (src/core/memories/extract.ts, dialogue.ts, any sentence model) or the other planted sets'
 * sessions. Security, compliance, auth and payments work (OAuth, JWT, secrets, PCI, GDPR,
 * Stripe, audit logs) in an OpenCode-like voice: durable facts and standing instructions stated
 * by the user or confirmed by the assistant's checks, decisions (some superseded later in the
 * same session), open tasks, and hard negatives (questions, hypotheses, proposals left
 * unconfirmed, withdrawn ideas, quoted code, logs and tool output with "always"/"never"/"TODO",
 * chit-chat, and requests done in the same session). Each session is one segment; the items
 * planted in it are listed with it.
 *
 * Matching rule (fixed before any extractor is run on this set; the one planted-blind.ts states,
 * implemented by planted-scoring.ts):
 * - A candidate matches a planted item when it comes from the item's segment, has the item's
 *   kind, and every one of the item's key words occurs in the candidate's text
 *   (case-insensitive substring).
 * - Recall = planted items matched by at least one candidate / planted items.
 * - Precision = candidates that match some planted item of their segment / all candidates.
 *   A second candidate matching an already-matched item counts as correct for precision
 *   (it is true), and is reported as a duplicate.
 * - Also reported, not asserted: "right words, wrong kind" (a candidate whose text has an
 *   item's key words but another kind), which counts as a false positive and leaves the
 *   item missed.
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 10, 9, 8);

export const TUNING13_SESSIONS: BlindSession[] = [
  {
    id: "t13-01-pkce",
    planted: [
      { kind: "decision", keys: ["pkce"] },
      { kind: "task", keys: ["cli login"] },
    ],
    build: (s) =>
      s
        .user("the mobile app still does implicit flow against /oauth/authorize?? thats deprecated since forever")
        .bash(
          "rg -n 'response_type' src/auth",
          "src/auth/oauth.ts:41:  if (q.response_type === 'token') return implicitGrant(q)\nsrc/auth/oauth.ts:58:  if (q.response_type === 'code') return codeGrant(q)",
        )
        .assistant(
          "Right, `response_type=token` is still accepted at oauth.ts:41. Options: keep implicit for the old app builds, or require authorization code + PKCE for every public client. Which way?",
        )
        .user("code + PKCE for all public clients, implicit goes away. old builds are below 2% anyway. decided, go")
        .file("Edit", "src/auth/oauth.ts")
        .bash("pnpm vitest run test/auth/oauth.test.ts", " ✓ test/auth/oauth.test.ts (18 tests)\n Test Files  1 passed (1)")
        .assistant("Done. Public clients now must send `code_challenge` with S256; `response_type=token` returns `unsupported_response_type`. 18 tests pass.")
        .user(
          "nice. the cli login still uses the device secret thing, we should move the cli login to the same flow at some point but not now, put it on the list",
        )
        .assistant("Noted as an open item: cli login → authorization code flow. Not touching it in this change."),
  },
  {
    id: "t13-02-signing-keys",
    planted: [{ kind: "fact", keys: ["signing key"] }],
    build: (s) =>
      s
        .user("how often do our jwt signing keys rotate? someone in #sec asked and i don't remember")
        .bash(
          "cat infra/kms/rotation.tf | head -20",
          'resource "google_kms_crypto_key" "jwt_signing" {\n  name            = "jwt-signing"\n  rotation_period = "7776000s"\n}',
        )
        .assistant(
          "`rotation_period = 7776000s` is 90 days, on the `jwt-signing` key in infra/kms/rotation.tf. So the signing key rotates every 90 days, automatically by KMS, and the old version stays in the JWKS until its tokens expire.",
        )
        .user("ok thx, 90 days, ill tell them")
        .stop(),
  },
  {
    id: "t13-03-stripe-webhook",
    planted: [
      { kind: "instruction", keys: ["stripe-signature"] },
      { kind: "task", keys: ["idempotency", "refund"] },
    ],
    build: (s) =>
      s
        .user("the stripe webhook handler does JSON.parse(body) and trusts it. thats how we got the fake invoice.paid last month")
        .file("Read", "src/billing/webhook.ts")
        .assistant(
          "Confirmed: webhook.ts parses the raw body and switches on `event.type` without checking the signature. I can switch it to `stripe.webhooks.constructEventAsync(rawBody, sig, secret)`.",
        )
        .user(
          "yes. and as a rule from now on: every stripe handler verifies the Stripe-Signature header with constructEvent before looking at anything in the body. no exceptions, not even in staging",
        )
        .file("Edit", "src/billing/webhook.ts")
        .bash("pnpm vitest run test/billing", " ✓ test/billing/webhook.test.ts (9 tests)\n ✓ test/billing/invoice.test.ts (4 tests)\n Test Files  2 passed (2)")
        .assistant("Switched to `constructEventAsync`; a bad signature now returns 400. 13 billing tests green.")
        .user("while ur in there — POST /refunds has no idempotency key, a double click makes two refunds. dont fix it now, separate pr next week")
        .assistant("OK, leaving it: refunds endpoint needs idempotency keys, for a later PR."),
  },
  {
    id: "t13-04-empty-csrf-chat",
    planted: [],
    build: (s) =>
      s
        .user("morning. quick q, do we even need csrf tokens if the api is bearer-token only?")
        .assistant(
          "If every state-changing request authenticates with an `Authorization: Bearer` header and never with a cookie, classic CSRF doesn't apply, since browsers don't attach that header on their own. It matters again the moment any route accepts a cookie.",
        )
        .user("makes sense. does the dashboard use cookies?")
        .bash("rg -n 'credentials:' web/src | head -5", "web/src/api/client.ts:12:    credentials: 'omit',")
        .assistant("The dashboard's fetch client sends `credentials: 'omit'`, so no cookies from it at least.")
        .user("cool, thats all i wanted")
        .stop(),
  },
  {
    id: "t13-05-gdpr-erasure",
    planted: [
      { kind: "fact", keys: ["audit", "pseudonym"] },
      { kind: "task", keys: ["dsar"] },
    ],
    build: (s) =>
      s
        .user("legal asks: when a user invokes right to erasure, what happens to their audit log rows? i think we delete them but not sure")
        .bash(
          "rg -n 'audit' src/gdpr/erase.ts",
          "src/gdpr/erase.ts:22:  // audit rows are kept (7y retention), actor replaced by pseudonym\nsrc/gdpr/erase.ts:23:  await db.pseudonymizeAuditActor(userId, pseudonymFor(userId))",
        )
        .bash("sqlite3 .wrangler/state/d1/app.sqlite \"select actor from audit_events where id='ae_91'\"", "psn_4f1c0a9e")
        .assistant(
          "Not deleted. I checked erase.ts and a test row: on erasure the audit rows stay (7-year retention) and the actor id is replaced with a pseudonym (`psn_…`); everything else about the user is deleted. So: audit log entries survive erasure, pseudonymized.",
        )
        .user("ok good thats what legal wants to hear actually")
        .user(
          "other thing from the same email — we have no DSAR export, people have to email support. we need a self-serve DSAR export endpoint, not this sprint though",
        )
        .assistant("Got it, a self-serve data export (DSAR) is an open item for a later sprint."),
  },
  {
    id: "t13-06-wrangler-secrets",
    planted: [
      { kind: "instruction", keys: ["wrangler secret"] },
      { kind: "task", keys: ["plaintext"] },
    ],
    build: (s) =>
      s
        .bash("git diff --stat HEAD~1", " wrangler.toml | 3 ++-\n 1 file changed, 2 insertions(+), 1 deletion(-)")
        .user("wait why is STRIPE_SECRET_KEY in wrangler.toml [vars]. that file is in git!!")
        .assistant(
          "It was added in the last commit under `[vars]`, which is committed and shows in the dashboard in clear. I'll remove it and set it as a secret instead.",
        )
        .user(
          "yes. and remember this for good: secrets never go in wrangler.toml, always `wrangler secret put` (or the dashboard). vars are for non-secret config only",
        )
        .bash("npx wrangler secret put STRIPE_SECRET_KEY --env staging", "✨ Success! Uploaded secret STRIPE_SECRET_KEY")
        .file("Edit", "wrangler.toml")
        .assistant(
          "Removed from `[vars]`, uploaded with `wrangler secret put` for staging. The key is in git history though, so it should be rolled in the Stripe dashboard.",
        )
        .user(
          "already rolled it. but the other workers (cron-worker, webhooks-worker) probably have the same problem, someone needs to go through them for plaintext secrets. later, not now",
        )
        .assistant("Leaving that as a follow-up: check cron-worker and webhooks-worker configs for plaintext secrets."),
  },
  {
    id: "t13-07-jwt-alg",
    planted: [{ kind: "decision", keys: ["rs256"] }],
    build: (s) =>
      s
        .user("for the new service tokens lets just use HS256 with a shared secret, simplest")
        .file("Write", "src/auth/service-token.ts")
        .assistant("Started with HS256: `new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })` and the secret from `SERVICE_TOKEN_SECRET`.")
        .user("hmm wait. the api gateway has to verify these too and i dont want the gateway holding a secret that can mint tokens")
        .user("ok changing my mind: service tokens are RS256, private key only in the auth worker, gateway gets the public key from jwks. final")
        .file("Edit", "src/auth/service-token.ts")
        .bash("pnpm vitest run test/auth/service-token.test.ts", " ✓ test/auth/service-token.test.ts (6 tests)")
        .assistant("Switched to RS256 with the private key as a secret in the auth worker; the gateway verifies via `createRemoteJWKSet`. 6 tests pass."),
  },
  {
    id: "t13-08-pci-scope",
    planted: [
      { kind: "fact", keys: ["saq a"] },
      { kind: "instruction", keys: ["request bodies"] },
    ],
    build: (s) =>
      s
        .user("the QSA questionnaire asks which SAQ we file. remind me?")
        .bash(
          "rg -n 'card' web/src/checkout | head",
          "web/src/checkout/Pay.tsx:8:import { CardElement } from '@stripe/react-stripe-js'\nweb/src/checkout/Pay.tsx:31:  const { paymentMethod } = await stripe.createPaymentMethod({ type: 'card', card })",
        )
        .assistant(
          "Card fields are Stripe Elements iframes (Pay.tsx), and our servers only ever see `pm_…` ids, never a PAN. That keeps us at SAQ A: card data never touches our systems.",
        )
        .user("yep thats it, we're SAQ A and want to stay that way")
        .user(
          "related — please never log request bodies on the /billing routes, not even at debug level. a pm id is fine, but people paste weird stuff into the address fields",
        )
        .file("Edit", "src/billing/middleware.ts")
        .assistant("Added a guard in the billing middleware so the request logger skips bodies under `/billing/*`; headers and status are still logged."),
  },
  {
    id: "t13-09-empty-401-debug",
    planted: [],
    build: (s) =>
      s
        .user("getting 401 on /me locally with a fresh token, wtf")
        .assistant("Could be clock skew on `iat`, or the token is for the wrong audience. Let me decode it.")
        .bash("echo $TOKEN | cut -d. -f2 | base64 -d 2>/dev/null", '{"sub":"u_12","aud":"app-staging","iat":1763970000,"exp":1763973600}')
        .assistant("`aud` is `app-staging` and your local .dev.vars expects `app-local`, so it's not the clock. You minted it against staging.")
        .user("ah lol. ok give me a local one")
        .bash("pnpm run mint-token --aud app-local --sub u_12", "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1XzEyIn0.c2ln")
        .assistant("Here's a local token; `/me` returns 200 with it.")
        .stop(),
  },
  {
    id: "t13-10-session-cookie",
    planted: [
      { kind: "decision", keys: ["samesite"] },
      { kind: "fact", keys: ["__host-sid"] },
    ],
    build: (s) =>
      s
        .user("should the session cookie be strict-only? feels safer")
        .assistant(
          "Strict would drop the cookie on the top-level redirect back from Google's OAuth consent page, so users would land logged out after sign-in. Lax still blocks cross-site POSTs.",
        )
        .bash(
          "curl -sI https://staging.example.com/auth/google/callback?code=x | grep -i set-cookie",
          "set-cookie: __Host-sid=s%3Aabc; Path=/; HttpOnly; Secure; SameSite=Lax",
        )
        .user("right, ok then: we keep SameSite=Lax for the session cookie, Strict breaks the google redirect. thats the decision")
        .assistant("Keeping Lax. For the record, the session cookie is `__Host-sid` (HttpOnly, Secure, Path=/), as the staging response shows.")
        .user("yeah __Host-sid is the name everywhere, prod too")
        .stop(),
  },
  {
    id: "t13-11-admin-mfa",
    planted: [
      { kind: "fact", keys: ["okta"] },
      { kind: "task", keys: ["totp"] },
    ],
    build: (s) =>
      s
        .user("do admins log into the backoffice with password+something or what")
        .bash("rg -n 'issuer' src/admin/auth.ts", "src/admin/auth.ts:9:const issuer = 'https://example.okta.com/oauth2/default'")
        .assistant(
          "The backoffice doesn't have its own passwords: admin login is OIDC against Okta (`example.okta.com`, admin/auth.ts:9). So MFA for admins is whatever Okta enforces.",
        )
        .user("right, admin sso is okta, i forgot we moved that. but the support-tool accounts are local and have no 2fa at all")
        .user("we need to enforce TOTP on the support-tool accounts. next sprint, ticket it")
        .assistant("Noted for next sprint: enforce TOTP for support-tool accounts. I haven't changed anything."),
  },
  {
    id: "t13-12-login-limiter",
    planted: [
      { kind: "instruction", keys: ["loginlimiter"] },
      { kind: "task", keys: ["lockout"] },
    ],
    build: (s) =>
      s
        .user("add the new /auth/magic/request endpoint to the router")
        .file("Edit", "src/routes/auth.ts")
        .bash("pnpm vitest run test/routes/auth.test.ts", " ✓ test/routes/auth.test.ts (22 tests)")
        .assistant("Added `POST /auth/magic/request` to the auth router; 22 tests pass.")
        .user("you forgot the rate limiter. every auth endpoint gets the `loginLimiter` middleware, that's the convention here, please remember that")
        .file("Edit", "src/routes/auth.ts")
        .assistant("Added `loginLimiter` in front of it (5/min per IP + email) and a test that the 6th request gets 429.")
        .user("👍 and eventually we want an account lockout after N failed logins but product hasnt decided N. backlog")
        .assistant("OK, account lockout stays in the backlog until product picks the threshold."),
  },
  {
    id: "t13-13-priya-pci",
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["qsa"] },
    ],
    build: (s) =>
      s
        .user("who do i ask about the card vault tokenization change")
        .bash("cat CODEOWNERS | grep -i vault", "/src/vault/  @priya-n @sec-reviewers")
        .assistant("CODEOWNERS lists @priya-n for src/vault/.")
        .user("yes Priya owns PCI compliance overall, she runs the yearly audit. anything touching the vault goes by her first")
        .user("also i still need the QSA's contact from her for the scoping call, remind me, i'll do it after standup tomorrow")
        .assistant("Open item: get the QSA contact from Priya for the scoping call."),
  },
  {
    id: "t13-14-audit-table",
    planted: [
      { kind: "decision", keys: ["audit_events"] },
      { kind: "instruction", keys: ["insert-only"] },
    ],
    build: (s) =>
      s
        .user("where should the audit trail live. app logs? separate table? i could see either")
        .assistant(
          "Two options: (a) structured lines in the app log via Logpush, cheap but hard to query and rotated; (b) a dedicated D1 table with actor, action, target, ts. I'd lean (b) for the auditors.",
        )
        .user("b. audit goes into its own table `audit_events` in D1, not the app log")
        .file("Write", "migrations/0042_audit_events.sql")
        .bash("npx wrangler d1 migrations apply app --local", "Migrations to be applied:\n│ 0042_audit_events.sql │\n✅ Applied 1 migration")
        .assistant("Created `audit_events` (id, actor, action, target, meta, ts) and applied it locally.")
        .user(
          "and one rule for that table forever: it's insert-only. no UPDATE, no DELETE, not even in a migration. retention gets handled by partition drop later",
        )
        .assistant("Understood. I also added a repo test that fails if any SQL in src/db touches that table with UPDATE or DELETE."),
  },
  {
    id: "t13-15-empty-jose-questions",
    planted: [],
    build: (s) =>
      s
        .user("whats the difference between jwtVerify and compactVerify in jose")
        .assistant(
          "`compactVerify` only checks the JWS signature and gives you the payload bytes; `jwtVerify` does that plus parses the claims and checks `exp`, `nbf`, and optionally `iss`/`aud`.",
        )
        .user("and clockTolerance?")
        .bash("node -e \"console.log(require('jose/package.json').version)\"", "5.9.6")
        .assistant("In jose 5.9.6, `clockTolerance` takes seconds or a string like `'30s'` and applies to `exp`/`nbf`/`iat`.")
        .user("k")
        .stop(),
  },
  {
    id: "t13-16-argon2",
    planted: [
      { kind: "decision", keys: ["argon2"] },
      { kind: "fact", keys: ["bcrypt", "cost"] },
    ],
    build: (s) =>
      s
        .user("what bcrypt cost are we running in prod")
        .bash("rg -n 'bcrypt' src/auth/password.ts", "src/auth/password.ts:4:const ROUNDS = Number(env.BCRYPT_ROUNDS ?? 10)")
        .bash("npx wrangler secret list --env production | grep -i bcrypt", "")
        .assistant("Prod has no `BCRYPT_ROUNDS` override, so it uses the default: bcrypt cost is 10 in production.")
        .user("10 is low. ok we're doing this: new hashes use argon2id (m=19MiB,t=2,p=1), existing bcrypt hashes get rehashed on next successful login")
        .file("Edit", "src/auth/password.ts")
        .bash("pnpm vitest run test/auth/password.test.ts", " ✓ test/auth/password.test.ts (11 tests)")
        .assistant("Done: `hash()` writes argon2id, `verify()` accepts both and reports `needsRehash` for bcrypt ones, login rehashes. 11 tests pass."),
  },
  {
    id: "t13-17-test-auth-script",
    planted: [{ kind: "instruction", keys: ["test:auth"] }],
    build: (s) =>
      s
        .bash(
          "npx vitest run test/auth",
          " FAIL test/auth/kms.test.ts > signs with kms\nError: connect ECONNREFUSED 127.0.0.1:8200\n Test Files  1 failed | 7 passed (8)",
        )
        .assistant("One auth test fails: kms.test.ts can't reach something on port 8200.")
        .user("thats the fake kms. dont run the auth tests with bare vitest, always use `pnpm test:auth`, it boots the fake KMS first. same in CI")
        .bash("pnpm test:auth", "fake-kms listening on :8200\n Test Files  8 passed (8)\n      Tests  64 passed (64)")
        .assistant("With `pnpm test:auth` all 8 files / 64 tests pass."),
  },
  {
    id: "t13-18-stripe-staging",
    planted: [
      { kind: "fact", keys: ["test mode"] },
      { kind: "task", keys: ["webhook secret"] },
    ],
    build: (s) =>
      s
        .user("is staging hitting live stripe?? i see a real looking charge in the logs")
        .bash(
          "npx wrangler secret list --env staging && rg -n 'sk_' .dev.vars.staging.example",
          '[{"name":"STRIPE_SECRET_KEY"}]\n.dev.vars.staging.example:2:STRIPE_SECRET_KEY=sk_test_...',
        )
        .bash("curl -s https://staging.example.com/_debug/stripe-mode", '{"livemode":false}')
        .assistant(
          "No: staging's key is an `sk_test_` key and the debug endpoint reports `livemode:false`. Staging runs on Stripe test mode; the charge you saw is a test charge with a real-looking amount.",
        )
        .user("phew. ok staging = test mode, good")
        .user("but that staging webhook secret got pasted into a slack thread yesterday. Marco has to rotate it, he's back monday. dont do it yourself")
        .assistant("Won't touch it. Open: Marco rotates the staging webhook secret on Monday."),
  },
  {
    id: "t13-19-empty-lint-todo",
    planted: [],
    build: (s) =>
      s
        .user("lint is red on main, fix pls")
        .bash(
          "pnpm lint",
          "src/auth/token.ts\n  14:3  warning  Unexpected console statement  no-console\n  // TODO: never log raw tokens, always redact\n  27:1  error  'oldVerify' is defined but never used  @typescript-eslint/no-unused-vars\n✖ 2 problems (1 error, 1 warning)",
        )
        .file("Edit", "src/auth/token.ts")
        .bash("pnpm lint", "✔ No problems")
        .assistant("Removed the unused `oldVerify` and the stray `console.log`. Lint is clean now.")
        .user("ty")
        .stop(),
  },
  {
    id: "t13-20-cors",
    planted: [
      { kind: "instruction", keys: ["cors"] },
      { kind: "decision", keys: ["pages.dev"] },
    ],
    build: (s) =>
      s
        .user("the preview deploys can't call the api, cors error")
        .bash("curl -sI -H 'Origin: https://pr-311.app-web.pages.dev' https://staging-api.example.com/v1/me | grep -i access-control", "")
        .assistant("No `Access-Control-Allow-Origin` comes back for the preview origin. Quick fix would be `origin: '*'` on staging.")
        .user("no. CORS is an explicit allowlist, never `*`, on any env. that's a standing rule")
        .user("for previews: allow `https://*.app-web.pages.dev` on staging only, via the regex in the allowlist. decided")
        .file("Edit", "src/middleware/cors.ts")
        .bash(
          "curl -sI -H 'Origin: https://pr-311.app-web.pages.dev' http://localhost:8787/v1/me | grep -i access-control-allow-origin",
          "access-control-allow-origin: https://pr-311.app-web.pages.dev",
        )
        .assistant("Staging's allowlist now includes the `*.app-web.pages.dev` pattern; the preview origin is echoed back, prod unchanged."),
  },
  {
    id: "t13-21-token-ttl",
    planted: [{ kind: "decision", keys: ["access token", "15 min"] }],
    build: (s) =>
      s
        .user("set the access token lifetime to 1h for now")
        .file("Edit", "src/auth/config.ts")
        .assistant("`ACCESS_TTL_S = 3600` in src/auth/config.ts.")
        .bash("rg -n 'REFRESH_TTL' src/auth/config.ts", "src/auth/config.ts:6:export const REFRESH_TTL_S = 30 * 86400")
        .user("actually no, we have refresh tokens for 30d anyway, so the access token should be short. access token = 15 minutes, that's what we go with")
        .file("Edit", "src/auth/config.ts")
        .bash("pnpm test:auth", " Test Files  8 passed (8)")
        .assistant("Changed to `ACCESS_TTL_S = 900`. Auth tests pass."),
  },
  {
    id: "t13-22-consent",
    planted: [
      { kind: "fact", keys: ["cookiebot"] },
      { kind: "task", keys: ["legal"] },
    ],
    build: (s) =>
      s
        .user("does posthog load before the user accepts cookies? gdpr person is asking")
        .bash(
          "rg -n 'posthog' web/src | head",
          "web/src/analytics.ts:3:// loaded by Cookiebot after statistics consent\nweb/src/analytics.ts:11:window.addEventListener('CookiebotOnAccept', () => { if (Cookiebot.consent.statistics) initPosthog() })",
        )
        .assistant(
          "It doesn't: analytics.ts only calls `initPosthog()` from the `CookiebotOnAccept` handler when statistics consent is given. Consent is managed by Cookiebot and nothing analytics-related loads before it.",
        )
        .user("good. Cookiebot is our CMP, yes")
        .user("for the french launch the banner text still has to go through legal. not something you can do, just keep it on the list")
        .assistant("Open: French cookie banner text needs legal's review before the FR launch."),
  },
  {
    id: "t13-23-role-audit",
    planted: [
      { kind: "task", keys: ["role change"] },
      { kind: "instruction", keys: ["sec-reviewers"] },
    ],
    build: (s) =>
      s
        .user("can you check if role changes are in the audit trail")
        .bash("rg -n 'audit\\.' src/admin/roles.ts", "")
        .assistant("`src/admin/roles.ts` writes nothing to the audit trail, so promoting someone to admin leaves no record.")
        .user("ugh. ok thats SEC-212, we still need audit entries for every role change. dont do it in this branch, this one is just the UI")
        .file("Edit", "web/src/admin/Roles.tsx")
        .bash("pnpm -C web test Roles", " ✓ Roles.test.tsx (5 tests)")
        .assistant("UI change done; the role-change audit entries stay open as SEC-212.")
        .user("when you open the PR: anything under src/auth or src/admin needs a review from @sec-reviewers, always add them, that's the policy")
        .bash("gh pr create --fill --reviewer sec-reviewers", "https://github.com/example/app/pull/318")
        .assistant("PR #318 opened with @sec-reviewers as reviewer."),
  },
  {
    id: "t13-24-empty-auth0-idea",
    planted: [],
    build: (s) =>
      s
        .bash("cloc src/auth", "TypeScript   41 files   3912 code")
        .assistant("src/auth is about 3.9k lines. Honestly, moving to a hosted IdP (Auth0 or Clerk) could delete most of it. Want me to sketch a migration?")
        .user("hmm. maybe. the pricing at our MAU is scary though")
        .assistant("At 40k MAU Auth0's B2C tier would be roughly in the four figures a month; Clerk is cheaper but less flexible on custom claims.")
        .user("let me think about it, dont start anything")
        .stop(),
  },
  {
    id: "t13-25-secret-scanning",
    planted: [
      { kind: "decision", keys: ["gitleaks"] },
      { kind: "fact", keys: ["trufflehog"] },
    ],
    build: (s) =>
      s
        .user("we need secret scanning before stuff hits github. does CI do anything today?")
        .bash(
          "ls .github/workflows && grep -n 'uses:' .github/workflows/security.yml",
          "ci.yml  deploy.yml  security.yml\n7:      - uses: trufflesecurity/trufflehog@v3.63.2",
        )
        .assistant("Yes: security.yml already runs trufflehog on every PR. That catches leaks after push, though, not before commit.")
        .user("ok so ci has trufflehog on PRs, good. for local we'll add gitleaks as a pre-commit hook, lefthook already runs there. go")
        .file("Edit", "lefthook.yml")
        .bash("npx lefthook run pre-commit", "│ gitleaks (0.41s)\n  ✔️ no leaks found")
        .assistant("gitleaks runs in lefthook's pre-commit now."),
  },
  {
    id: "t13-26-pii-encryption",
    planted: [{ kind: "fact", keys: ["dek"] }],
    build: (s) =>
      s
        .user("for the gdpr record of processing i need to describe how PII is encrypted at rest. check how it actually works")
        .file("Read", "src/crypto/envelope.ts")
        .bash(
          "rg -n 'wrapKey|unwrapKey|AES-GCM' src/crypto",
          "src/crypto/envelope.ts:12:  const dek = await kms.unwrapKey(tenant.wrappedDek)\nsrc/crypto/envelope.ts:19:  return crypto.subtle.encrypt({ name: 'AES-GCM', iv }, dek, data)",
        )
        .assistant(
          "Envelope encryption: each tenant has its own DEK, stored wrapped by the KMS key and unwrapped per request; PII columns (email, phone, address) are encrypted with AES-GCM using that per-tenant DEK.",
        )
        .user("perfect, per-tenant DEK wrapped by kms, thats the sentence i needed")
        .stop(),
  },
  {
    id: "t13-27-error-bodies",
    planted: [
      { kind: "instruction", keys: ["stack trace"] },
      { kind: "decision", keys: ["request_id"] },
    ],
    build: (s) =>
      s
        .bash(
          "curl -s -X POST localhost:8787/v1/payments -d '{}'",
          '{"error":"TypeError: Cannot read properties of undefined (reading \'amount\')\\n    at createPayment (src/billing/pay.ts:44:18)"}',
        )
        .user(
          "see that? we leak a stack trace to the client. never ever return a stack trace in an api response, errors go through errors.ts and the details go to the log",
        )
        .file("Edit", "src/billing/pay.ts")
        .assistant("Routed it through `apiError()`: the client gets `{ error: { code: 'invalid_request', message } }` and the stack goes to the log.")
        .user("and lets put a request_id in every error body so support can find the log line. yes, all errors, decided")
        .file("Edit", "src/core/errors.ts")
        .bash("pnpm vitest run test/core/errors.test.ts", " ✓ test/core/errors.test.ts (7 tests)")
        .assistant("Every error body now carries `request_id` (the `cf-ray` value); 7 tests pass."),
  },
  {
    id: "t13-28-checkout-ledger",
    planted: [
      { kind: "decision", keys: ["checkout"] },
      { kind: "task", keys: ["ledger"] },
    ],
    build: (s) =>
      s
        .user("for the new plans page: stripe checkout or our own form with payment intents?")
        .assistant(
          "Checkout: hosted page, SCA and wallets handled, keeps us in SAQ A. Own form with PaymentIntents + Elements: full control of the UI, more code, still SAQ A if Elements is used.",
        )
        .user("Checkout. we're not building our own payment form. thats decided")
        .file("Write", "src/billing/checkout.ts")
        .bash("pnpm vitest run test/billing/checkout.test.ts", " ✓ test/billing/checkout.test.ts (3 tests)")
        .assistant("`createCheckoutSession()` added with success/cancel URLs; 3 tests pass.")
        .user("btw refund webhooks still dont write to the ledger table, finance will notice at month end. not today, but thats an open one")
        .assistant("OK, open item: charge.refunded events don't update the ledger yet."),
  },
  {
    id: "t13-29-empty-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("hey, you there? long day")
        .assistant("Here. What are we working on?")
        .user("nothing much, just check that the build passes and then i'm off")
        .bash("pnpm build", "vite v5.4.2 building for production...\n✓ 812 modules transformed.\n✓ built in 9.41s")
        .assistant("Build passes.")
        .user("great, thanks, see u tomorrow")
        .stop(),
  },
  {
    id: "t13-30-oauth-scopes",
    planted: [
      { kind: "instruction", keys: ["scopes"] },
      { kind: "fact", keys: ["callback"] },
    ],
    build: (s) =>
      s
        .user("adding github login. what callback url is registered on the oauth app?")
        .bash(
          "gh api /orgs/example/oauth-apps 2>/dev/null | jq -r '.[0].callback_url' || cat docs/oauth.md | grep -i callback",
          "GitHub callback: https://app.example.com/auth/github/callback",
        )
        .assistant("The GitHub OAuth app's callback is `https://app.example.com/auth/github/callback` (from docs/oauth.md).")
        .user("yes that callback is the one, same for staging via the proxy")
        .user(
          "and ask for minimal scopes only. github: `read:user user:email`, nothing with repo. same principle for every provider we add, never ask for more scopes than login needs",
        )
        .file("Write", "src/auth/providers/github.ts")
        .assistant("GitHub provider added with `read:user user:email` only."),
  },
  {
    id: "t13-31-webhook-retention",
    planted: [
      { kind: "decision", keys: ["webhook payloads"] },
      { kind: "instruction", keys: ["compliance.md"] },
    ],
    build: (s) =>
      s
        .bash("sqlite3 .wrangler/state/d1/app.sqlite 'select count(*), min(received_at) from webhook_inbox'", "184230|2024-02-11")
        .assistant("webhook_inbox holds 184k raw payloads back to Feb 2024, with customer names and emails in them. Should those expire?")
        .user("yes. raw webhook payloads get deleted after 30 days, processed results stay in their own tables. do it in the nightly cron")
        .file("Edit", "src/cron/retention.ts")
        .bash("pnpm vitest run test/cron/retention.test.ts", " ✓ test/cron/retention.test.ts (5 tests)")
        .assistant("The nightly retention job now deletes webhook_inbox rows older than 30 days; 5 tests pass.")
        .user("and whenever you change a retention period, update docs/compliance.md in the same PR, auditors read that file")
        .file("Edit", "docs/compliance.md")
        .assistant("Updated docs/compliance.md with the 30-day row."),
  },
  {
    id: "t13-32-crypto-explain",
    planted: [{ kind: "instruction", keys: ["crypto"] }],
    build: (s) =>
      s
        .user("fix the iv reuse thing you found yesterday in envelope.ts")
        .file("Edit", "src/crypto/envelope.ts")
        .bash("pnpm vitest run test/crypto", " ✓ test/crypto/envelope.test.ts (9 tests)")
        .assistant("Fixed and committed: IV is now 12 random bytes per encryption instead of a counter.")
        .user(
          "hm you committed already. in future: for any crypto code, explain the change to me before you commit, i want to read it first. this is a preference for always",
        )
        .assistant(
          "Understood. The change: `iv = crypto.getRandomValues(new Uint8Array(12))`, prepended to the ciphertext, read back on decrypt. The old counter reset per isolate, which could repeat IVs.",
        )
        .user("ok that one's fine")
        .stop(),
  },
  {
    id: "t13-33-empty-rename",
    planted: [],
    build: (s) =>
      s
        .user("rename verifyJwt to verifyAccessToken everywhere, the name confuses people")
        .bash("rg -l 'verifyJwt' src test | xargs sed -i 's/verifyJwt/verifyAccessToken/g' && rg -c verifyAccessToken src test | wc -l", "14")
        .bash("pnpm typecheck", "")
        .assistant("Renamed in 14 files; typecheck passes.")
        .user("and the docs?")
        .bash("rg -n 'verifyJwt' docs", "")
        .assistant("No mentions left in docs.")
        .stop(),
  },
  {
    id: "t13-34-eu-residency",
    planted: [
      { kind: "fact", keys: ["app-eu"] },
      { kind: "task", keys: ["backups"] },
    ],
    build: (s) =>
      s
        .user("where does EU tenant data physically live? customer's DPA questionnaire")
        .bash(
          "grep -n -A3 'd1_databases' wrangler.toml",
          'd1_databases = [\n  { binding = "DB_EU", database_name = "app-eu", jurisdiction = "eu" },\n  { binding = "DB_US", database_name = "app-us" },\n]',
        )
        .assistant(
          'EU tenants are routed to the D1 database `app-eu`, created with `jurisdiction = "eu"`, so their data stays in the EU; everyone else is on `app-us`.',
        )
        .user("good, app-eu with eu jurisdiction, put that in the answer")
        .user(
          "but the old nightly backups from before the split are still in the us-east S3 bucket and include EU rows. those backups need to be moved or deleted, big job, next quarter",
        )
        .assistant("Noted as open: pre-split backups with EU rows still sit in the us-east bucket."),
  },
  {
    id: "t13-35-refresh-storage",
    planted: [{ kind: "decision", keys: ["refresh token", "durable object"] }],
    build: (s) =>
      s
        .user("refresh tokens: store them in KV keyed by token hash. go")
        .file("Write", "src/auth/refresh-store.ts")
        .assistant(
          "Started a KV store: `put(hash, {userId, exp})` with `expirationTtl`. One catch: KV is eventually consistent, so a revoked refresh token could still be accepted for up to ~60 s in another region.",
        )
        .user("hm thats bad for logout-everywhere")
        .user("scrap KV. refresh tokens go into a Durable Object per user, so revoke is atomic and rotation can detect reuse. that's the design now")
        .file("Write", "src/auth/refresh-store.ts")
        .bash("pnpm test:auth", " Test Files  9 passed (9)\n      Tests  71 passed (71)")
        .assistant("Rewrote it as a per-user `RefreshTokens` Durable Object; reuse of a rotated token revokes the family. 71 tests pass."),
  },
  {
    id: "t13-36-advisory",
    planted: [
      { kind: "instruction", keys: ["advisory"] },
      { kind: "task", keys: ["cve"] },
    ],
    build: (s) =>
      s
        .user("commit the ssrf fix in the avatar fetcher")
        .bash(
          "git add -A && git commit -m 'fix: SSRF in avatar URL fetch (block private ranges)'",
          "[main 4e1a9c2] fix: SSRF in avatar URL fetch (block private ranges)",
        )
        .user("NO. amend that. security fixes get a boring commit message, nothing that names the vulnerability, until the advisory is published. always")
        .bash("git commit --amend -m 'avatar: tighten URL validation'", "[main 8b03d71] avatar: tighten URL validation")
        .assistant("Amended to `avatar: tighten URL validation`. It wasn't pushed yet.")
        .user("thx. we still have to write the GHSA text once we get the CVE number back, can't do it before that")
        .assistant("Open: write the advisory once the CVE id is assigned."),
  },
  {
    id: "t13-37-pentest",
    planted: [
      { kind: "fact", keys: ["ncc"] },
      { kind: "task", keys: ["open redirect"] },
    ],
    build: (s) =>
      s
        .user("pentest report came in")
        .bash(
          "pdftotext pentest-2026.pdf - | grep -n 'Finding' | head -4",
          "12:Finding 1 (Medium): Open redirect via /logout?next=\n31:Finding 2 (Low): Verbose server header\n44:Finding 3 (Info): Missing security.txt",
        )
        .assistant("Three findings: a medium open redirect via `/logout?next=`, a low one for the server header, and an info on security.txt.")
        .user("fyi the pentest is done by NCC every year in march, this is that one. they retest in may")
        .user("the open redirect on /logout needs fixing before the retest, but after this release freeze. dont touch now")
        .user("the server header and security.txt, just do those now")
        .file("Edit", "src/middleware/headers.ts")
        .file("Write", "public/.well-known/security.txt")
        .assistant("Server header removed and security.txt added. The logout redirect is left for after the freeze."),
  },
  {
    id: "t13-38-empty-webhook-guess",
    planted: [],
    build: (s) =>
      s
        .user("are stripe webhooks failing? my test customer never got upgraded")
        .assistant("Maybe the endpoint is timing out, or the event is going to the old URL. Let me look at the delivery log.")
        .bash(
          "stripe events list --limit 3 | jq -r '.data[] | .type + \" \" + (.pending_webhooks|tostring)'",
          "customer.subscription.updated 0\ninvoice.paid 0\ncheckout.session.completed 0",
        )
        .assistant("All three recent events show 0 pending webhooks, so they were delivered fine. The upgrade might be waiting on something else.")
        .user("oh i was looking at the wrong customer. nevermind")
        .stop(),
  },
  {
    id: "t13-39-api-keys",
    planted: [
      { kind: "decision", keys: ["amk_live_"] },
      { kind: "instruction", keys: ["last 4"] },
    ],
    build: (s) =>
      s
        .user("designing api keys for customers. thoughts on format?")
        .assistant(
          "A recognizable prefix helps secret scanners and support: e.g. `amk_live_` / `amk_test_` + 32 random base62 chars. Store only a SHA-256 of the key, never the key itself.",
        )
        .user("yes exactly that. prefixes amk_live_ and amk_test_, we store only the sha256. decided")
        .file("Write", "src/auth/api-keys.ts")
        .bash("pnpm test:auth", " Test Files  10 passed (10)")
        .assistant("Implemented `createApiKey()` returning the key once and storing its hash; tests pass.")
        .user("and in the UI, after creation we only ever show the last 4 chars, never the full key again. applies to every secret we display")
        .file("Edit", "web/src/settings/ApiKeys.tsx")
        .assistant("The keys list shows `amk_live_••••a9F2`-style masks."),
  },
  {
    id: "t13-40-stripe-version",
    planted: [
      { kind: "fact", keys: ["2024-06-20"] },
      { kind: "instruction", keys: ["dedicated pr"] },
    ],
    build: (s) =>
      s
        .user("which stripe api version are we on?")
        .bash("rg -n 'apiVersion' src/billing/stripe.ts", "src/billing/stripe.ts:5:  apiVersion: '2024-06-20',")
        .assistant("The client pins `apiVersion: '2024-06-20'` in src/billing/stripe.ts, and the webhook endpoint in the dashboard is on the same version.")
        .user("right, 2024-06-20. there's a newer one with changes to refunds")
        .assistant("Want me to bump it in this branch?")
        .user("no. bumping the stripe api version always happens in a dedicated PR, never mixed with feature work. webhook payload shapes change")
        .stop(),
  },
  {
    id: "t13-41-empty-policy-grep",
    planted: [],
    build: (s) =>
      s
        .user("what does our security policy doc say about laptops")
        .bash(
          "grep -n -i 'laptop' docs/security-policy.md",
          "41: - Laptops must always use full-disk encryption.\n42: - Never leave a laptop unlocked in public.\n43: - TODO(it): add MDM enrollment steps",
        )
        .assistant("Lines 41-43: full-disk encryption is required, don't leave laptops unlocked, and there's a TODO for MDM enrollment steps.")
        .user("ok, nothing new there")
        .stop(),
  },
  {
    id: "t13-42-soc2",
    planted: [
      { kind: "fact", keys: ["vanta"] },
      { kind: "task", keys: ["access review"] },
    ],
    build: (s) =>
      s
        .user("for soc2 do we have to manually export github branch protection settings?")
        .bash("gh api /orgs/example/installations | jq -r '.installations[].app_slug'", "vanta\nrenovate\nlinear")
        .assistant("The org has the Vanta GitHub app installed; it pulls branch protection, reviews and member lists automatically as evidence.")
        .user("ah right, vanta collects that, no manual export")
        .user("the quarterly access review is due jan 15 though and thats manual: list of who has prod access, signed off by me. needs doing before then")
        .assistant("Open: quarterly access review (prod access list, your sign-off), due January 15."),
  },
  {
    id: "t13-43-jwks-cache",
    planted: [
      { kind: "decision", keys: ["jwks"] },
      { kind: "fact", keys: ["rate limit"] },
    ],
    build: (s) =>
      s
        .bash(
          "curl -s -o /dev/null -w '%{http_code}\\n' https://example.okta.com/oauth2/default/v1/keys; for i in $(seq 12); do curl -s -o /dev/null -w '%{http_code} ' https://example.okta.com/oauth2/default/v1/keys; done",
          "200\n200 200 200 200 200 200 200 200 200 200 429 429",
        )
        .assistant(
          "The Okta keys endpoint starts answering 429 after 10 requests in a minute from one IP: it has a rate limit of about 10 req/min. We fetch it on every cold start today.",
        )
        .user("so we cache it. jwks gets cached for 10 minutes in the worker (Cache API), refetch on unknown kid. go with that")
        .file("Edit", "src/auth/jwks.ts")
        .bash("pnpm test:auth", " Test Files  10 passed (10)")
        .assistant("JWKS is cached 10 min via the Cache API, with a refetch when a token's `kid` is unknown."),
  },
  {
    id: "t13-44-log-sink",
    planted: [
      { kind: "decision", keys: ["logpush"] },
      { kind: "instruction", keys: ["hashuserid"] },
    ],
    build: (s) =>
      s
        .user("datadog or logpush to r2 for the security logs?")
        .assistant(
          "Datadog gives search and alerting out of the box but ships PII to a US processor; Logpush to R2 keeps the data in our account, with querying via R2 SQL or a batch job.",
        )
        .user("logpush to R2. we keep the security logs in our own bucket. decided, datadog stays for app metrics only")
        .file("Edit", "infra/logpush.tf")
        .bash("terraform -chdir=infra plan | tail -1", "Plan: 1 to add, 0 to change, 0 to destroy.")
        .assistant("Added the Logpush job to R2 in infra/logpush.tf; plan shows 1 to add.")
        .user("one more: user ids never go into logs in clear, always through `hashUserId()`. check the new auth logs follow that")
        .bash("rg -n 'userId' src/auth/log.ts", "src/auth/log.ts:8:  log.info('login', { user: hashUserId(userId) })")
        .assistant("They do: the auth logger already hashes ids."),
  },
  {
    id: "t13-45-empty-saq-explainer",
    planted: [],
    build: (s) =>
      s
        .user("explain SAQ A-EP vs the other one like im 5")
        .assistant(
          "A-EP is for sites whose own page hosts the payment form's JavaScript, even if the card data goes straight to the processor; the other one (the plain A) is when the whole payment page or iframe is the processor's. A-EP has many more controls because your page could be tampered with.",
        )
        .user("and D?")
        .assistant("D is the catch-all for anyone storing, processing or transmitting card data themselves. Hundreds of requirements.")
        .bash("echo ok", "ok")
        .user("lol ok")
        .stop(),
  },
  {
    id: "t13-46-md5-legacy",
    planted: [
      { kind: "fact", keys: ["legacy", "md5"] },
      { kind: "task", keys: ["password_md5"] },
    ],
    build: (s) =>
      s
        .user("how many accounts still have the old md5 hashes from the php days")
        .bash(
          'npx wrangler d1 execute app-us --remote --command "select count(*) from users where password_md5 is not null"',
          "┌──────────┐\n│ count(*) │\n├──────────┤\n│ 4812     │\n└──────────┘",
        )
        .assistant("4,812 accounts still have only a legacy md5 hash (they haven't logged in since the argon2 rehash shipped).")
        .user("ok. the plan: once that's zero or we force-reset the rest, we drop the password_md5 column. not yet, we'll email those users first")
        .assistant("Leaving the column; dropping password_md5 is open until those accounts are handled."),
  },
  {
    id: "t13-47-webhook-queue",
    planted: [
      { kind: "decision", keys: ["webhook", "queue"] },
      { kind: "task", keys: ["dead-letter"] },
    ],
    build: (s) =>
      s
        .user("stripe retried the same webhook 6 times last night because we took >10s")
        .bash("rg -n 'await' src/billing/webhook.ts | wc -l", "17")
        .assistant("The handler does 17 awaited calls inline (DB writes, emails, the ledger). Stripe times out around 10 s.")
        .user(
          "new approach: the webhook handler only verifies, stores, enqueues and returns 200; all processing moves to the queue consumer. thats how we do it from now on",
        )
        .file("Edit", "src/billing/webhook.ts")
        .file("Write", "src/billing/consumer.ts")
        .bash("pnpm vitest run test/billing", " Test Files  4 passed (4)")
        .assistant("Handler now returns 200 after enqueue; `consumer.ts` processes events. Tests pass.")
        .user("there are ~40 dead-lettered events from last weeks outage that nobody replayed. someone needs to replay them carefully, not today")
        .assistant("Open: replay the ~40 dead-lettered webhook events from last week's outage."),
  },
  {
    id: "t13-48-empty-format",
    planted: [],
    build: (s) =>
      s
        .user("run prettier on the billing folder")
        .bash("npx prettier --write src/billing", "src/billing/checkout.ts 41ms\nsrc/billing/webhook.ts 22ms (unchanged)")
        .assistant("Formatted; only checkout.ts changed.")
        .user("commit it")
        .bash("git commit -am 'style: format billing'", "[feat/plans 9c1d2e0] style: format billing")
        .assistant("Committed.")
        .stop(),
  },
  {
    id: "t13-49-random",
    planted: [{ kind: "instruction", keys: ["getrandomvalues"] }],
    build: (s) =>
      s
        .bash("rg -n 'Math.random' src", "src/auth/invite.ts:17:  const code = Math.random().toString(36).slice(2, 10)")
        .assistant("Invite codes are made with `Math.random()`, which is predictable.")
        .user("yeah that's bad. rule: nothing security related ever uses Math.random. tokens, codes, ids: crypto.getRandomValues or crypto.randomUUID only")
        .file("Edit", "src/auth/invite.ts")
        .bash("pnpm test:auth", " Test Files  10 passed (10)")
        .assistant("Invite codes now come from `crypto.getRandomValues`; tests pass."),
  },
  {
    id: "t13-50-magic-link-expiry",
    planted: [{ kind: "decision", keys: ["magic link", "20 min"] }],
    build: (s) =>
      s
        .user("magic link expiry: 10 minutes")
        .file("Edit", "src/auth/magic.ts")
        .assistant("Set `MAGIC_TTL_S = 600`.")
        .bash("rg -c 'magic_link_expired' logs/auth-2026-11-20.jsonl", "312")
        .assistant(
          "For context: 312 expired-link errors yesterday, mostly from corporate domains; their mail scanners open the link first and some users click late.",
        )
        .user("ugh ok. changing it: magic link expiry is 20 minutes, single use stays. final answer")
        .file("Edit", "src/auth/magic.ts")
        .assistant("`MAGIC_TTL_S = 1200`, still single-use."),
  },
  {
    id: "t13-51-empty-typo",
    planted: [],
    build: (s) =>
      s
        .user("typo in the login page, 'pasword'")
        .bash("rg -n 'pasword' web/src", "web/src/auth/Login.tsx:22:        <label>Pasword</label>")
        .file("Edit", "web/src/auth/Login.tsx")
        .assistant("Fixed the label in Login.tsx.")
        .user("thx")
        .stop(),
  },
  {
    id: "t13-52-empty-csp-guess",
    planted: [],
    build: (s) =>
      s
        .user("stripe.js sometimes fails to load on the pricing page, any idea?")
        .assistant("One guess: the CSP might not list `js.stripe.com` in `script-src` on that route. Could also be an ad blocker.")
        .bash(
          "curl -sI https://app.example.com/pricing | grep -i content-security",
          "content-security-policy: script-src 'self' https://js.stripe.com; frame-src https://js.stripe.com",
        )
        .assistant("The CSP does include js.stripe.com, so it's probably not that. Maybe a blocker on the user's side.")
        .user("idk, only 2 reports. not worth chasing")
        .stop(),
  },
];

export const TUNING13 = plantedSet(TUNING13_SESSIONS, START);
