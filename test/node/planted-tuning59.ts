/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: authentication and identity (SSO, SAML, OIDC, sessions, MFA, user provisioning) in
 * Grok CLI voice: an agent that says what it will check first, runs it, and closes with a
 * compact report of files and results; users who write tersely or in working notes, with facts
 * about identity providers and tenants and standing rules about secrets and logging. Each
 * session is one segment; the items planted in it are listed with it. Every other message must
 * give nothing: questions, hypotheses, proposals the user rejects or never confirms, withdrawn
 * ideas, unconfirmed guesses, quoted code, logs and tool output (with words like "always",
 * "never", "TODO"), chit-chat, and requests the agent completes in the same session. Superseded
 * decisions plant only the later one.
 *
 * Matching rule (the one planted-blind.ts states):
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

export const TUNING59_SESSIONS: readonly BlindSession[] = [
  {
    id: "t59-01-oidc-library",
    build: (s) =>
      s
        .user("we need an OIDC client for the admin console. options on the table: openid-client or rolling our own with jose. thoughts?")
        .assistant("I'll check what's already in the lockfile before recommending anything.")
        .bash("grep -E '\"(openid-client|jose|passport)' package.json", '    "jose": "^5.2.0",')
        .assistant(
          "Only `jose` is present. `openid-client` handles discovery, PKCE and token refresh for us; hand-rolling with `jose` means writing the discovery and nonce checks ourselves.",
        )
        .user("ok. decision: openid-client for the admin console login, jose stays only for verifying our own service tokens")
        .assistant("Noted. Adding `openid-client` and wiring the discovery call next.")
        .bash("npm i openid-client@5", "added 3 packages in 2s")
        .stop(),
    planted: [{ kind: "decision", keys: ["openid-client", "admin console"] }],
  },
  {
    id: "t59-02-okta-tenant",
    build: (s) =>
      s
        .user("login on staging 500s after the redirect. logs?")
        .assistant("I'll pull the last callback errors from the staging log first.")
        .bash(
          "kubectl logs deploy/auth -n staging --since=30m | grep callback | tail -3",
          'ERROR callback: issuer mismatch expected="https://acme.okta.com" got="https://acme-staging.oktapreview.com"\nERROR callback: issuer mismatch expected="https://acme.okta.com" got="https://acme-staging.oktapreview.com"',
        )
        .assistant(
          "The callback expects the production issuer, but the token came from `acme-staging.oktapreview.com`. Staging is pointed at the wrong issuer in its config.",
        )
        .user(
          "right, staging uses the oktapreview tenant, acme-staging.oktapreview.com, prod is acme.okta.com. two separate tenants, users don't sync between them",
        )
        .assistant("Setting `OIDC_ISSUER` in the staging overlay to the preview tenant.")
        .file("Edit", "deploy/overlays/staging/auth.env")
        .bash("kubectl rollout status deploy/auth -n staging", 'deployment "auth" successfully rolled out')
        .assistant("Staging rolled out; a test login now completes and lands on /dashboard.")
        .stop(),
    planted: [{ kind: "fact", keys: ["oktapreview", "staging"] }],
  },
  {
    id: "t59-03-no-tokens-in-logs",
    build: (s) =>
      s
        .user("why is there a full bearer token in the request log on line 2?")
        .bash(
          "head -3 logs/api-2026-03-02.log",
          'INFO GET /me 200 12ms\nINFO POST /invoices 201 auth="Bearer eyJhbGciOiJSUzI1NiIs..."\nINFO GET /health 200 1ms',
        )
        .assistant(
          "The request logger serializes all headers, including `Authorization`. I can add a redaction list to the logger so `authorization`, `cookie` and `set-cookie` are masked.",
        )
        .user(
          "yes do that. and going forward: never log access tokens, refresh tokens, or session cookies anywhere, not even at debug level. if you need to correlate, log the jti",
        )
        .assistant("Understood. Adding the redaction list to the pino config.")
        .file("Edit", "src/logging/logger.ts")
        .bash("npx vitest run test/logging.test.ts", " ✓ test/logging.test.ts (4 tests) 18ms")
        .assistant("Headers `authorization`, `cookie`, `set-cookie` now log as `[redacted]`; tests pass (4/4).")
        .stop(),
    planted: [{ kind: "instruction", keys: ["log", "tokens"] }],
  },
  {
    id: "t59-04-chitchat",
    build: (s) =>
      s
        .user("morning. what's the difference between SAML and OIDC again, in like two lines")
        .assistant(
          "SAML: XML assertions posted through the browser, mostly enterprise SSO. OIDC: an identity layer on OAuth 2.0 with JSON ID tokens, friendlier to SPAs and mobile.",
        )
        .user("cool thx, that's all for now")
        .assistant("Anytime.")
        .stop(),
    planted: [],
  },
  {
    id: "t59-05-mfa-enforcement",
    build: (s) =>
      s
        .user(
          "product asked whether we should force MFA for everyone or only admins. I was thinking everyone but maybe thats too aggressive for the free tier?",
        )
        .assistant("I'll check how many free-tier users have MFA enabled today to size the impact.")
        .bash(
          'psql $DB -c "select plan, count(*) filter (where mfa_enabled) as mfa, count(*) from users group by plan"',
          " plan | mfa  | count\n------+------+-------\n free |  812 | 40211\n team | 3020 |  5102\n",
        )
        .assistant("About 2% of free users have MFA; on team plans it's ~59%. Forcing it on free would hit ~39k accounts at next login.")
        .user("yeah no. we're enforcing MFA for team and enterprise orgs only, free stays optional. that's final, product signed off")
        .assistant("Adding the enforcement check to the org policy resolver for `team` and `enterprise`.")
        .file("Edit", "src/auth/mfa-policy.ts")
        .stop(),
    planted: [{ kind: "decision", keys: ["mfa", "team"] }],
  },
  {
    id: "t59-06-scim-task",
    build: (s) =>
      s
        .user("the SCIM endpoint handles create + deactivate now, right?")
        .bash("grep -n 'router\\.' src/scim/routes.ts", "14: router.post('/Users', createUser)\n31: router.patch('/Users/:id', patchUser)\n")
        .assistant(
          "Create and PATCH (which covers `active: false` deactivation) are there. There's no `/Groups` endpoint, so group pushes from the IdP will 404.",
        )
        .user("ok that's fine for the pilot. still need SCIM groups support before the Globex rollout, park it for now")
        .assistant("Understood, leaving `/Groups` out of this change.")
        .stop(),
    planted: [{ kind: "task", keys: ["scim", "groups"] }],
  },
  {
    id: "t59-07-session-ttl-superseded",
    build: (s) =>
      s
        .user("session lifetime: let's do 24h sliding sessions")
        .assistant("I'll look at the current cookie settings first.")
        .bash("grep -rn maxAge src/session/", "src/session/cookie.ts:9:  maxAge: 7 * 24 * 3600 * 1000,")
        .assistant("Currently 7 days absolute. Switching to 24h sliding means refreshing the expiry on each request.")
        .user("hmm, security review said idle timeout. ok change of plan: 30 minute idle timeout plus a 12 hour absolute cap. not 24h sliding")
        .assistant("Going with a 30-minute idle timeout and a 12-hour absolute cap.")
        .file("Edit", "src/session/cookie.ts")
        .bash("npx vitest run test/session.test.ts", " ✓ test/session.test.ts (7 tests) 41ms")
        .assistant("Idle timeout 30 min, absolute cap 12 h; tests pass (7/7).")
        .stop(),
    planted: [{ kind: "decision", keys: ["idle timeout"] }],
  },
  {
    id: "t59-08-saml-cert-fact",
    build: (s) =>
      s
        .user("Initech's SAML login broke overnight")
        .bash(
          "grep -i 'saml' logs/auth.log | tail -2",
          "WARN saml: signature validation failed for idp=initech: certificate expired 2026-03-03T00:00:00Z\nWARN saml: signature validation failed for idp=initech",
        )
        .assistant("Their IdP signing certificate expired at midnight. We need the new cert from Initech's ADFS metadata.")
        .bash("curl -s https://adfs.initech.com/FederationMetadata/2007-06/FederationMetadata.xml | grep -c X509Certificate", "2")
        .assistant("Their metadata already publishes two certificates (old and new). I'll import the new one into their connection.")
        .file("Edit", "config/saml/initech.xml")
        .user("fyi Initech rotates their ADFS signing cert every year on March 3rd, and they never tell us in advance. so it'll happen again")
        .assistant("Logins for Initech succeed again with the new certificate.")
        .stop(),
    planted: [{ kind: "fact", keys: ["initech", "adfs"] }],
  },
  {
    id: "t59-09-secret-manager",
    build: (s) =>
      s
        .user("add the Azure AD client secret for the new tenant to .env so I can test locally")
        .assistant("I'll check how the existing IdP secrets are loaded before adding one.")
        .bash("grep -n 'CLIENT_SECRET' src/config.ts", "22:  googleClientSecret: await secrets.get('google-oidc-client-secret'),")
        .assistant("The other IdP secrets come from the secrets manager, not `.env`. Want me to follow that pattern?")
        .user(
          "oh right. yes. rule: client secrets and signing keys go in Vault only, never in .env files or the repo, even for local dev — use `vault kv get` in the dev script",
        )
        .assistant("Adding the Azure AD secret lookup through the secrets client and a `vault kv get` line in `scripts/dev-secrets.sh`.")
        .file("Edit", "src/config.ts")
        .file("Edit", "scripts/dev-secrets.sh")
        .stop(),
    planted: [{ kind: "instruction", keys: ["vault", "secrets"] }],
  },
  {
    id: "t59-10-quoted-code",
    build: (s) =>
      s
        .user("explain this bit of the old auth middleware to me")
        .file("Read", "src/legacy/auth.js")
        .assistant(
          'The block reads:\n```js\n// TODO: always trust X-Forwarded-User from the proxy\nif (req.headers["x-forwarded-user"]) return next();\n// never call the IdP here, too slow\n```\nIt trusts a proxy header and skips verification entirely, so anyone reaching the pod directly could impersonate a user.',
        )
        .user("yikes. is that file even imported anywhere?")
        .bash("grep -rn 'legacy/auth' src/ | wc -l", "0")
        .assistant("No imports; it's dead code.")
        .stop(),
    planted: [],
  },
  {
    id: "t59-11-provisioning-facts",
    build: (s) =>
      s
        .user("how do users get created for Hooli? they complain new hires can't log in on day one")
        .bash("psql $DB -c \"select provisioning_mode from orgs where slug='hooli'\"", " provisioning_mode\n-------------------\n jit\n")
        .assistant("Hooli is on just-in-time provisioning: an account is created on first SAML login.")
        .user("ok so that's the thing — Hooli's IdP only adds new hires to the app group a day after start. their IT confirmed it. nothing we can fix")
        .assistant("Got it; the delay is on Hooli's IdP side, not in JIT provisioning.")
        .user("add a note about it to their runbook page so support stops escalating")
        .file("Edit", "docs/runbooks/customers/hooli.md")
        .assistant('Added a "new hires" section to `docs/runbooks/customers/hooli.md`.')
        .stop(),
    planted: [{ kind: "fact", keys: ["hooli", "new hires"] }],
  },
  {
    id: "t59-12-refresh-rotation",
    build: (s) =>
      s
        .user("refresh tokens: do we rotate on use right now?")
        .bash("grep -n rotate src/auth/refresh.ts", "")
        .assistant("No rotation; a refresh token stays valid for its full 30 days and can be replayed.")
        .user("would rotation break the mobile app? it sometimes fires two refreshes in parallel")
        .assistant(
          "It could: with strict rotation the second parallel call uses an already-spent token and gets rejected. A short grace window (say 10s) for the previous token avoids that.",
        )
        .user(
          "fine, we go with rotation on every use and a 10 second grace window for the previous token. reuse after the grace window revokes the whole family",
        )
        .assistant("Implementing rotation with the 10-second grace and family revocation.")
        .file("Edit", "src/auth/refresh.ts")
        .bash("npx vitest run test/refresh.test.ts", " ✓ test/refresh.test.ts (9 tests) 55ms")
        .user("mobile team still has to handle the 401 from a revoked family properly, thats on their backlog not ours. I'll ping them, but track it")
        .assistant("Tests pass (9/9).")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rotation", "grace"] },
      { kind: "task", keys: ["mobile", "revoked"] },
    ],
  },
  {
    id: "t59-13-guess-clock",
    build: (s) =>
      s
        .user("tokens from the EU cluster sometimes fail with 'iat in the future'. maybe that cluster's clock is off?")
        .assistant("Possibly clock skew, or the tokens are minted by a different node. I'll check the time on the EU nodes.")
        .bash("for h in eu-1 eu-2; do ssh $h date -u +%s; done; date -u +%s", "1772614801\n1772614802\n1772614801")
        .assistant("The EU nodes agree with us within a second, so skew on those two nodes isn't it. I can't confirm the cause from here.")
        .user("hm ok. no idea then, let's look another day")
        .stop(),
    planted: [],
  },
  {
    id: "t59-14-password-hashing",
    build: (s) =>
      s
        .user("we're still on bcrypt cost 10 for local passwords?")
        .bash("grep -rn 'bcrypt' src/auth/password.ts", "3:import bcrypt from 'bcryptjs';\n11:  return bcrypt.hash(pw, 10);")
        .assistant("Yes, `bcryptjs` with cost 10.")
        .user("we're moving local password hashing to argon2id. rehash on next successful login, no forced reset. decided with sec team this morning")
        .assistant("I'll add `argon2` and a rehash-on-login path that upgrades bcrypt hashes after verifying them.")
        .bash("npm i argon2", "added 2 packages in 4s")
        .file("Edit", "src/auth/password.ts")
        .assistant("Done: new hashes use argon2id; old bcrypt hashes are upgraded on next successful login.")
        .user("and please, from now on, any new auth code path gets a test for the failure case too, not just the happy path")
        .assistant("Will do; adding a wrong-password test for the rehash path now.")
        .file("Edit", "test/password.test.ts")
        .stop(),
    planted: [
      { kind: "decision", keys: ["argon2id"] },
      { kind: "instruction", keys: ["failure case"] },
    ],
  },
  {
    id: "t59-15-entra-tenant-id",
    build: (s) =>
      s
        .user("which tenant id is Globex on? the azure one")
        .bash(
          "grep -A3 'globex' config/idps.yaml",
          "globex:\n  type: oidc\n  issuer: https://login.microsoftonline.com/5f1c2a9e-7d41-4b8e-9c0a-1e2f3a4b5c6d/v2.0",
        )
        .assistant("Globex's Entra ID tenant is `5f1c2a9e-7d41-4b8e-9c0a-1e2f3a4b5c6d`.")
        .user(
          "thanks. worth remembering: Globex has two Entra tenants, the 5f1c one is corporate staff and contractors are in a separate guest tenant we don't federate with",
        )
        .assistant("Noted, only the corporate tenant is federated.")
        .stop(),
    planted: [{ kind: "fact", keys: ["globex", "contractors"] }],
  },
  {
    id: "t59-16-in-session-request",
    build: (s) =>
      s
        .user("rename `getUserFromSession` to `resolveSessionUser` everywhere")
        .bash("grep -rln getUserFromSession src test | wc -l", "7")
        .assistant("Seven files. Renaming across all of them.")
        .bash("grep -rl getUserFromSession src test | xargs sed -i 's/getUserFromSession/resolveSessionUser/g'", "")
        .bash("npx tsc --noEmit", "")
        .assistant("Renamed in 7 files; typecheck is clean.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "t59-17-logout-everywhere",
    build: (s) =>
      s
        .user("support wants a 'log out all devices' button. how hard?")
        .file("Read", "src/session/store.ts")
        .assistant(
          "Sessions are keyed by session id in Redis with no per-user index, so revoking all of a user's sessions means scanning. Adding a `user:{id}:sessions` set makes it cheap.",
        )
        .user("not this sprint. TODO for later: per-user session index in redis + a logout-all-devices endpoint. put it in the backlog file")
        .file("Edit", "BACKLOG.md")
        .assistant("Added to `BACKLOG.md` under Auth.")
        .stop(),
    planted: [{ kind: "task", keys: ["logout", "devices"] }],
  },
  {
    id: "t59-18-rejected-proposal",
    build: (s) =>
      s
        .user("login page is slow, 1.8s TTFB")
        .bash("curl -s -o /dev/null -w '%{time_starttransfer}\\n' https://staging.app.test/login", "1.812")
        .assistant(
          "Most of it is the OIDC discovery fetch on every request. We could cache the discovery document in memory for an hour, or switch to hard-coding the endpoints.",
        )
        .user("hard-coding endpoints? no thanks. what about caching it?")
        .assistant("I can cache it with a one-hour TTL and refetch on a key-id miss.")
        .user("let me think about it, don't change anything yet")
        .assistant("Okay, leaving it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "t59-19-audit-log-rule",
    build: (s) =>
      s
        .user("the audit log for role changes, where does that go")
        .bash("grep -rn 'audit(' src/admin/roles.ts", "44:  audit('role.changed', { actor, target, from, to });")
        .assistant("`role.changed` events go through `audit()` into the `audit_events` table.")
        .user(
          "good. standing rule for this repo: every change to roles, SSO config or MFA settings must emit an audit event with actor and target. reviewers will bounce PRs that don't",
        )
        .assistant("Understood. The SSO config update handler doesn't emit one yet; adding it.")
        .file("Edit", "src/admin/sso-config.ts")
        .bash("npx vitest run test/admin/sso-config.test.ts", " ✓ test/admin/sso-config.test.ts (5 tests) 30ms")
        .stop(),
    planted: [{ kind: "instruction", keys: ["audit event"] }],
  },
  {
    id: "t59-20-keycloak-local",
    build: (s) =>
      s
        .user("how do I log in locally? the readme says google but that doesn't work offline")
        .bash("docker compose ps --format '{{.Name}} {{.Status}}'", "app-db-1 Up 2 hours\napp-keycloak-1 Up 2 hours\napp-redis-1 Up 2 hours")
        .assistant("There's a Keycloak container running. The dev compose file points the app at it on port 8081.")
        .user("oh nice. so local dev is keycloak on 8081 with realm `dev`, user alice/alice. I'll remember that now")
        .assistant("Right: realm `dev`, test user `alice` / `alice`. I'll update the README since it still says Google.")
        .file("Edit", "README.md")
        .user("whenever you add a role or a client to the dev keycloak, re-export the realm to infra/keycloak/dev-realm.json so the next person gets it too")
        .bash("ls infra/keycloak", "dev-realm.json")
        .assistant("Understood; the realm export lives in `infra/keycloak/dev-realm.json`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["keycloak", "8081"] },
      { kind: "instruction", keys: ["re-export", "realm"] },
    ],
  },
  {
    id: "t59-21-hypothesis-only",
    build: (s) =>
      s
        .user("some users get logged out after ~5 minutes. could it be the load balancer dropping the cookie?")
        .assistant("It could be sticky-session config, a cookie domain mismatch, or the session store evicting keys. I'll look at Redis eviction first.")
        .bash("redis-cli info stats | grep evicted_keys", "evicted_keys:0")
        .assistant("No evictions, so it's not the store. Could be the cookie domain; I'd need a HAR from an affected user to say.")
        .user("ok i'll try to get one")
        .stop(),
    planted: [],
  },
  {
    id: "t59-22-saml-library",
    build: (s) =>
      s
        .user("passport-saml is deprecated apparently. alternatives?")
        .bash("npm view @node-saml/passport-saml version", "5.0.0")
        .assistant("`@node-saml/passport-saml` is the maintained fork. There's also `samlify`, which isn't tied to passport.")
        .user("we're not using passport anywhere else, right?")
        .bash("grep -c passport package.json", "1")
        .assistant("Only `passport-saml` itself.")
        .user("then samlify. we drop passport entirely. can you start the migration on the Initech connection first")
        .assistant("Going with `samlify`; starting with the Initech connection.")
        .file("Edit", "src/sso/saml/initech.ts")
        .user("the other 11 SAML connections still need to move to samlify after that, one per PR. not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["samlify"] },
      { kind: "task", keys: ["saml connections"] },
    ],
  },
  {
    id: "t59-23-pii-rule",
    build: (s) =>
      s
        .user("the SCIM debug output prints email and full name. is that ok for the error tracker?")
        .bash("grep -n 'console.debug' src/scim/handlers.ts", "57:  console.debug('scim user payload', body);")
        .assistant("That dumps the entire SCIM payload, including `emails` and `name`, and Sentry picks up debug breadcrumbs.")
        .user("no, definitely not ok. for all provisioning code: log user ids only, never emails or names. pii stays out of logs and sentry")
        .assistant("Replacing the payload dump with the user id and operation.")
        .file("Edit", "src/scim/handlers.ts")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pii"] }],
  },
  {
    id: "t59-24-tool-output-always",
    build: (s) =>
      s
        .user("run the auth linter rules and show me what fails")
        .bash(
          "npx eslint src/auth --rule 'security/detect-object-injection: error'",
          "src/auth/claims.ts\n  12:5  error  Generic Object Injection Sink  security/detect-object-injection\n\n✖ 1 problem (1 error)\nhint: always validate keys before indexing; never index with user input",
        )
        .assistant("One error in `src/auth/claims.ts:12`, where a claim name from the token indexes an object. I'll guard it with an allowlist.")
        .file("Edit", "src/auth/claims.ts")
        .bash("npx eslint src/auth --rule 'security/detect-object-injection: error'", "")
        .assistant("Clean now.")
        .stop(),
    planted: [],
  },
  {
    id: "t59-25-mfa-methods",
    build: (s) =>
      s
        .user("which MFA methods do we support")
        .bash("grep -n 'case' src/auth/mfa/verify.ts", "8:    case 'totp':\n14:    case 'sms':\n21:    case 'webauthn':")
        .assistant("TOTP, SMS and WebAuthn.")
        .user("we're removing SMS as an MFA method. sec team decision, sim swapping. existing sms users get 30 days notice")
        .assistant("I'll mark SMS enrollment as disabled for new users now, so nobody new picks it.")
        .file("Edit", "src/auth/mfa/enroll.ts")
        .user("the email to the existing sms users + the actual cutoff still have to be done later, after legal approves the wording")
        .assistant("New SMS enrollment is off; existing SMS factors still verify.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sms"] },
      { kind: "task", keys: ["sms users"] },
    ],
  },
  {
    id: "t59-26-jwks-fact",
    build: (s) =>
      s
        .user("the gateway keeps refetching our JWKS, hundreds of times a minute")
        .bash("kubectl logs deploy/gateway --since=5m | grep -c jwks", "412")
        .assistant("412 fetches in five minutes. I'll check the cache headers on the JWKS response.")
        .bash("curl -sI https://auth.app.test/.well-known/jwks.json | grep -i cache", "cache-control: no-store")
        .assistant("`no-store`, so the gateway can't cache it.")
        .user("ahh that was on purpose back when we rotated keys daily. we rotate signing keys monthly now, first monday of the month")
        .assistant("Then `max-age=3600` is safe. Changing the header.")
        .file("Edit", "src/auth/jwks-route.ts")
        .stop(),
    planted: [{ kind: "fact", keys: ["signing keys", "monthly"] }],
  },
  {
    id: "t59-27-empty-status",
    build: (s) =>
      s
        .user("status of the auth test suite?")
        .bash("npx vitest run test/auth", " Test Files  14 passed (14)\n      Tests  121 passed (121)")
        .assistant("All green: 14 files, 121 tests.")
        .stop(),
    planted: [],
  },
  {
    id: "t59-28-branch-rule",
    build: (s) =>
      s
        .user("commit the sso-config change straight to main pls")
        .bash("git status --short", " M src/admin/sso-config.ts")
        .assistant("Before I do: main is protected in the remote settings, so a direct push will be rejected. I can open a branch and a PR instead.")
        .user(
          "ugh right. ok then always open a PR for anything under src/auth or src/sso, CODEOWNERS needs sec team approval there. branch name prefix `auth/`",
        )
        .bash(
          "git switch -c auth/sso-config-audit && git commit -am 'sso config: emit audit event' && gh pr create --fill",
          "https://github.com/acme/app/pull/812",
        )
        .assistant("Opened PR #812 from `auth/sso-config-audit`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pr", "auth/"] }],
  },
  {
    id: "t59-29-withdrawn",
    build: (s) =>
      s
        .user("maybe we should move sessions from redis to postgres, one less thing to run?")
        .bash("redis-cli info keyspace", "db0:keys=48211,expires=48211,avg_ttl=1612000")
        .assistant("48k session keys, all with TTLs. Postgres could hold them but we'd need a cleanup job for expiry that Redis gives us for free.")
        .user("hmm yeah forget it, redis is fine")
        .assistant("Leaving sessions in Redis.")
        .stop(),
    planted: [],
  },
  {
    id: "t59-30-webauthn-task",
    build: (s) =>
      s
        .user("can we let people use passkeys as the primary login instead of password+mfa?")
        .file("Read", "src/auth/mfa/webauthn.ts")
        .assistant(
          "WebAuthn is wired only as a second factor: the credential lookup needs a user id first. Passkey-first login needs discoverable credentials and a username-less flow.",
        )
        .user("yeah, that's a bigger piece. someone needs to build the passwordless passkey login at some point, leave a ticket. not blocking anything")
        .bash(
          "gh issue create --title 'Passwordless passkey login' --label auth --body 'Discoverable credentials + username-less flow'",
          "https://github.com/acme/app/issues/815",
        )
        .assistant("Filed #815.")
        .stop(),
    planted: [{ kind: "task", keys: ["passkey"] }],
  },
  {
    id: "t59-31-provider-people",
    build: (s) =>
      s
        .user("who do I talk to about the Okta org config? I can't edit the app settings")
        .bash("cat CODEOWNERS | grep -i okta", "/config/okta/ @acme/identity-team")
        .assistant("`/config/okta/` is owned by `@acme/identity-team` in CODEOWNERS.")
        .user("right, Priya on identity team is the only Okta super admin we have, everyone else is read-only in the okta console")
        .assistant("Understood, changes to the Okta app go through Priya.")
        .stop(),
    planted: [{ kind: "fact", keys: ["priya", "super admin"] }],
  },
  {
    id: "t59-32-cookie-flags",
    build: (s) =>
      s
        .user("set the session cookie SameSite to None? the embedded widget on customer sites can't read it")
        .bash("grep -n sameSite src/session/cookie.ts", "12:  sameSite: 'lax',")
        .assistant(
          "`SameSite=None` would make the session cookie go with every cross-site request, which reopens CSRF on the main app. A separate, narrowly scoped widget token would avoid that.",
        )
        .user("ok good point. decision then: main session cookie stays SameSite=Lax, and the widget gets its own short-lived token passed via postMessage")
        .assistant("Leaving the session cookie as `Lax` and adding a widget-token endpoint.")
        .file("Write", "src/widget/token.ts")
        .bash("npx vitest run test/widget", " ✓ test/widget/token.test.ts (3 tests) 22ms")
        .stop(),
    planted: [{ kind: "decision", keys: ["widget", "token"] }],
  },
  {
    id: "t59-33-question-only",
    build: (s) =>
      s
        .user("does OIDC back-channel logout need the sid claim or is sub enough?")
        .assistant(
          "The spec requires either `sub` or `sid` in the logout token; if the RP keys sessions by IdP session, `sid` is what lets it end just that one.",
        )
        .user("and do we send sid in our ID tokens?")
        .bash('grep -n "sid" src/auth/id-token.ts', "")
        .assistant("No, we don't include `sid` today.")
        .stop(),
    planted: [],
  },
  {
    id: "t59-34-tenant-isolation",
    build: (s) =>
      s
        .user("i want a test that a user from org A can't read org B's SSO config via the admin API")
        .file("Write", "test/admin/sso-isolation.test.ts")
        .bash("npx vitest run test/admin/sso-isolation.test.ts", " ✓ test/admin/sso-isolation.test.ts (2 tests) 35ms")
        .assistant("Added two tests: cross-org GET returns 404, cross-org PATCH returns 404; both pass.")
        .user("perfect. for every new admin endpoint from now on, add the same cross-org isolation test before merging")
        .assistant("Will do for every new admin endpoint.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["isolation test"] }],
  },
  {
    id: "t59-35-auth0-migration",
    build: (s) =>
      s
        .user("the Auth0 bill went up again. are we still on the B2C essentials plan?")
        .bash("cat infra/auth0/tenant.tf | grep plan", '  plan = "b2c_essentials"')
        .assistant("Yes, `b2c_essentials`. It's billed per monthly active user.")
        .user("we could go with Cognito, or Zitadel self-hosted... dunno, need numbers first")
        .assistant("I can draft a cost comparison at current MAU (about 46k) if you want.")
        .user("yeah but later. actually — put that on the list: compare auth0 vs cognito vs zitadel costs at 50k MAU before the renewal in june")
        .file("Edit", "BACKLOG.md")
        .assistant("Added to the backlog with the June renewal date.")
        .stop(),
    planted: [{ kind: "task", keys: ["cognito", "zitadel"] }],
  },
  {
    id: "t59-36-mfa-remember-device",
    build: (s) =>
      s
        .user("people hate getting the MFA prompt every login. what do other apps do")
        .assistant('Usually a "remember this device" cookie that skips the second factor for N days on that browser.')
        .bash("grep -rn 'remember' src/auth/mfa/", "")
        .assistant("Nothing like that exists here yet.")
        .user("ok, remember-device for 14 days then. wait, enterprise customers will complain. make it 14 days by default but org admins can turn it off")
        .assistant("Remember-device for 14 days, org-level switch to disable it.")
        .file("Edit", "src/auth/mfa/remember.ts")
        .file("Edit", "src/admin/org-settings.ts")
        .stop(),
    planted: [{ kind: "decision", keys: ["remember-device", "14 days"] }],
  },
  {
    id: "t59-37-empty-refactor",
    build: (s) =>
      s
        .user("split src/auth/index.ts, it's 900 lines")
        .bash("wc -l src/auth/index.ts", "912 src/auth/index.ts")
        .assistant("I'll split it into `tokens.ts`, `middleware.ts` and `routes.ts`, keeping `index.ts` as re-exports.")
        .file("Write", "src/auth/tokens.ts")
        .file("Write", "src/auth/middleware.ts")
        .file("Write", "src/auth/routes.ts")
        .bash("npx tsc --noEmit && npx vitest run test/auth", " Test Files  14 passed (14)")
        .assistant("Split into three modules; typecheck and the auth tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "t59-38-rate-limit-fact",
    build: (s) =>
      s
        .user("SCIM sync from Okta failing with 429s again")
        .bash("grep 429 logs/scim.log | head -2", "WARN scim 429 Too Many Requests path=/scim/v2/Users\nWARN scim 429 Too Many Requests path=/scim/v2/Users")
        .assistant("Our own rate limiter is answering 429. I'll check the limit for the SCIM route.")
        .bash("grep -n scim src/ratelimit/config.ts", "18:  '/scim': { perMinute: 60 },")
        .assistant("60 requests per minute per org.")
        .user(
          "Okta pushes in bursts of up to 600 requests when someone bulk-assigns a group — that's just how okta scim works, it doesn't back off. bump it to 600/min for scim",
        )
        .file("Edit", "src/ratelimit/config.ts")
        .assistant("SCIM limit raised to 600 per minute.")
        .stop(),
    planted: [{ kind: "fact", keys: ["okta", "bursts"] }],
  },
  {
    id: "t59-39-reviewer-chitchat",
    build: (s) =>
      s
        .user("lol the PR bot flagged 'password' in a comment again")
        .bash("gh pr checks 812 | grep secret", "secret-scan  fail  'password' found in src/auth/reset.ts:4")
        .assistant("It's the comment `// password reset flow`. The scanner matches the word, not a value.")
        .user("whatever, I'll mark it as false positive in the UI")
        .stop(),
    planted: [],
  },
  {
    id: "t59-40-idp-initiated",
    build: (s) =>
      s
        .user("Initech wants IdP-initiated SAML login. do we allow that?")
        .bash("grep -n allowUnsolicited src/sso/saml/config.ts", "7:  allowUnsolicited: false,")
        .assistant("Unsolicited (IdP-initiated) responses are rejected today.")
        .user("keep it that way. we don't support IdP-initiated SSO, for anyone. they can use the bookmark app that starts SP-initiated")
        .assistant("Leaving `allowUnsolicited: false`. I'll write up the bookmark-app setup for them.")
        .file("Write", "docs/sso/bookmark-app.md")
        .stop(),
    planted: [{ kind: "decision", keys: ["idp-initiated"] }],
  },
  {
    id: "t59-41-env-naming",
    build: (s) =>
      s
        .user("add the config for the new Ping connection")
        .file("Read", "config/idps.yaml")
        .assistant("Adding a `ping-umbrella` entry; I'll name the secret `PING_SECRET`.")
        .user("no — convention is IDP_<CUSTOMER>_CLIENT_SECRET for every idp secret name. stick to that everywhere please")
        .assistant("Using `IDP_UMBRELLA_CLIENT_SECRET`.")
        .file("Edit", "config/idps.yaml")
        .bash("node scripts/validate-idps.mjs", "ok: 14 idps")
        .stop(),
    planted: [{ kind: "instruction", keys: ["secret name"] }],
  },
  {
    id: "t59-42-offboarding-task",
    build: (s) =>
      s
        .user("when a SCIM deactivate comes in, do we kill their active sessions?")
        .bash("grep -n 'active === false' -A4 src/scim/handlers.ts", "71:  if (patch.active === false) {\n72:    await users.deactivate(id);\n73:  }")
        .assistant("No. It flips the user to inactive, but existing sessions and refresh tokens stay valid until they expire.")
        .user("that's a real gap. we need to revoke sessions and refresh tokens on scim deactivate. next sprint though, write it down")
        .file("Edit", "BACKLOG.md")
        .assistant("Added under Auth with a link to `src/scim/handlers.ts:71`.")
        .stop(),
    planted: [{ kind: "task", keys: ["deactivate", "revoke"] }],
  },
  {
    id: "t59-43-two-facts",
    build: (s) =>
      s
        .user("new on-call here. give me the lay of the land for auth")
        .bash("ls src/auth src/sso src/scim", "src/auth:\nmfa  password.ts  refresh.ts  tokens.ts\n\nsrc/sso:\noidc  saml\n\nsrc/scim:\nhandlers.ts  routes.ts")
        .assistant("Auth is three areas: `src/auth` (passwords, tokens, MFA), `src/sso` (OIDC and SAML connections), `src/scim` (provisioning).")
        .user("ok and from the wiki: the auth service is the only thing that can write to the users table, everything else calls its API")
        .assistant("Good to know: the users table has a single writer.")
        .user("also access tokens are RS256, 10 min lifetime, issued by auth.app.test")
        .bash("grep -n 'expiresIn' src/auth/tokens.ts", "19:  expiresIn: '10m',")
        .assistant("Matches the code: `expiresIn: '10m'`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["users table"] },
      { kind: "fact", keys: ["rs256", "10 min"] },
    ],
  },
  {
    id: "t59-44-unconfirmed-proposal",
    build: (s) =>
      s
        .user("should we put a captcha on the login form? we had a credential stuffing wave last week")
        .bash("grep -c 'login_failed' logs/auth-2026-02-24.log", "18204")
        .assistant("18k failed logins on the 24th. Options: captcha after N failures per IP, or Cloudflare Turnstile on every attempt.")
        .user("turnstile seems nice. let me check with design")
        .assistant("Sure, I'll wait for that.")
        .stop(),
    planted: [],
  },
  {
    id: "t59-45-oidc-scopes",
    build: (s) =>
      s
        .user("what scopes do we request from google")
        .bash("grep -n scope src/sso/oidc/google.ts", "9:  scope: 'openid email profile https://www.googleapis.com/auth/drive.readonly',")
        .assistant("`openid email profile` plus `drive.readonly`.")
        .user("drive?? who added that. we don't need drive at all")
        .bash("git log -S 'drive.readonly' --oneline -- src/sso/oidc/google.ts", "a91c2e0 experiment: import docs from drive")
        .assistant("An old experiment commit. Removing the scope.")
        .file("Edit", "src/sso/oidc/google.ts")
        .user("ok and the rule from now: request only openid, email, profile from any IdP. extra scopes need a security review first")
        .assistant("Understood: minimal scopes by default; anything more goes through security review.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["scopes", "security review"] }],
  },
  {
    id: "t59-46-impersonation",
    build: (s) =>
      s
        .user("support wants to impersonate users for debugging. thoughts")
        .file("Read", "src/admin/impersonate.ts")
        .assistant(
          "There's a stub: it mints a session for the target user with no marker. If we build it, the session should carry an `act` claim with the support agent's id so every action is attributable.",
        )
        .user("yes. impersonation sessions carry an act claim with the agent id, max 1 hour, read-only. that's the design, go")
        .file("Edit", "src/admin/impersonate.ts")
        .bash("npx vitest run test/admin/impersonate.test.ts", " ✓ test/admin/impersonate.test.ts (4 tests) 27ms")
        .assistant("Impersonation sessions now carry `act`, expire after one hour and reject writes; tests pass (4/4).")
        .stop(),
    planted: [{ kind: "decision", keys: ["impersonation", "act claim"] }],
  },
  {
    id: "t59-47-empty-log-quote",
    build: (s) =>
      s
        .user("what does this warning mean?\n```\nWARN oidc: nonce missing in id_token; TODO enforce nonce (always on in v6)\n```")
        .bash(
          "grep -rn 'nonce missing' node_modules/openid-client/lib/*.js | head -1",
          "node_modules/openid-client/lib/client.js:512: warn('nonce missing in id_token; TODO enforce nonce (always on in v6)')",
        )
        .assistant("It comes from `openid-client`: the ID token has no nonce. The library tolerates it in v5 and will reject it in v6.")
        .user("got it, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t59-48-password-policy",
    build: (s) =>
      s
        .user("password rules: we have uppercase+digit+symbol requirements. security says drop them?")
        .bash("grep -n 'regex' src/auth/password-policy.ts", "5:  regex: /^(?=.*[A-Z])(?=.*\\d)(?=.*\\W).{8,}$/,")
        .assistant("NIST 800-63B recommends length and breach checks over composition rules.")
        .user("yep. we're going with min 12 chars + haveibeenpwned k-anonymity check, no composition rules. done deal")
        .file("Edit", "src/auth/password-policy.ts")
        .bash("npx vitest run test/password-policy.test.ts", " ✓ test/password-policy.test.ts (6 tests) 140ms")
        .assistant("Policy now: at least 12 characters and a breached-password check; composition rules removed. Tests pass (6/6).")
        .user(
          "the signup form has its own copy of the old regex btw. rule: never duplicate password rules client-side, the form fetches them from /auth/password-policy",
        )
        .file("Edit", "web/src/signup/PasswordField.tsx")
        .assistant("The form now fetches the policy; the duplicated regex is gone.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["12 chars"] },
      { kind: "instruction", keys: ["client-side"] },
    ],
  },
  {
    id: "t59-49-tenant-facts",
    build: (s) =>
      s
        .user("Umbrella says their users see 'organization not found' on login")
        .bash(
          "psql $DB -c \"select slug, sso_domain from orgs where slug like 'umbrella%'\"",
          "    slug      |  sso_domain\n--------------+---------------\n umbrella     | umbrella.com\n umbrella-eu  | umbrella.eu\n",
        )
        .assistant("There are two orgs: `umbrella` (umbrella.com) and `umbrella-eu` (umbrella.eu). Users with @umbrella.eu emails are routed to the EU org.")
        .user("right, Umbrella is split into two orgs on purpose, EU data has to stay in the eu region. the EU users were typing the wrong login URL")
        .assistant("So the routing is correct; I'll make the error message suggest the EU login URL when the domain belongs to `umbrella-eu`.")
        .file("Edit", "src/sso/discovery.ts")
        .stop(),
    planted: [{ kind: "fact", keys: ["umbrella", "eu region"] }],
  },
  {
    id: "t59-50-debug-rule",
    build: (s) =>
      s
        .user("I need to see the SAML assertion to debug Hooli's attribute mapping")
        .assistant("I can log the decoded assertion at debug level temporarily.")
        .user(
          "no, don't log assertions. use the saml-tracer export they send us, and when you debug locally, decode it from a file, never print it in prod logs. that goes for every SAML issue",
        )
        .bash(
          "node scripts/decode-saml.mjs ~/Downloads/hooli-trace.xml | grep -A2 Attribute",
          '<Attribute Name="email">\n<Attribute Name="department">\n<Attribute Name="groups">',
        )
        .assistant("Hooli sends `groups`, but their mapping expects `memberOf`. Updating the mapping.")
        .file("Edit", "config/saml/hooli.xml")
        .stop(),
    planted: [{ kind: "instruction", keys: ["assertions"] }],
  },
  {
    id: "t59-51-mfa-recovery-codes",
    build: (s) =>
      s
        .user("recovery codes — how many do we give")
        .bash("grep -n RECOVERY src/auth/mfa/recovery.ts", "3:const RECOVERY_CODE_COUNT = 8;")
        .assistant("Eight single-use codes.")
        .user("and are they hashed?")
        .bash("grep -n hash src/auth/mfa/recovery.ts", "15:  await db.insert(codes.map((c) => ({ code_hash: sha256(c) })));")
        .assistant("Stored as SHA-256 hashes.")
        .user("ok. still todo: let users regenerate recovery codes from settings, there's no UI for it yet")
        .assistant("I'll leave that; no change today.")
        .stop(),
    planted: [{ kind: "task", keys: ["regenerate", "recovery codes"] }],
  },
  {
    id: "t59-52-superseded-provider",
    build: (s) =>
      s
        .user("for the new b2b SSO onboarding flow, let's use WorkOS")
        .bash("npm view @workos-inc/node version", "7.31.0")
        .assistant("`@workos-inc/node` 7.31. I'll sketch the connection setup.")
        .user(
          "scratch that — pricing per connection kills it at our volume. final call: we build the onboarding on our own samlify/openid-client stack, no WorkOS",
        )
        .assistant("Understood: no WorkOS; onboarding uses our own SAML/OIDC stack.")
        .file("Write", "src/sso/onboarding/wizard.ts")
        .stop(),
    planted: [{ kind: "decision", keys: ["onboarding", "own"] }],
  },
  {
    id: "t59-53-empty-docs",
    build: (s) =>
      s
        .user("fix the typos in docs/sso/README.md")
        .file("Read", "docs/sso/README.md")
        .assistant('Found three: "assertation", "recieve", "entitiy".')
        .file("Edit", "docs/sso/README.md")
        .assistant("Fixed all three.")
        .stop(),
    planted: [],
  },
  {
    id: "t59-54-clock-fact",
    build: (s) =>
      s
        .user("SAML responses from Hooli get rejected as 'not yet valid' intermittently")
        .bash("grep NotBefore logs/auth.log | tail -1", "WARN saml idp=hooli NotBefore=2026-03-09T10:00:04Z now=2026-03-09T10:00:00Z")
        .assistant("Their assertion's NotBefore is four seconds ahead of our clock.")
        .bash("chronyc tracking | grep 'System time'", "System time     : 0.000012 seconds fast of NTP time")
        .assistant("Our clock is in sync with NTP.")
        .user("Hooli's ADFS runs about 5 seconds fast, their IT knows and won't fix it. give saml a 30s clock skew tolerance")
        .file("Edit", "src/sso/saml/config.ts")
        .assistant("Clock skew tolerance set to 30 seconds.")
        .stop(),
    planted: [{ kind: "fact", keys: ["hooli", "fast"] }],
  },
  {
    id: "t59-55-review-rule",
    build: (s) =>
      s
        .user("can you review my PR #820, jwt verification change")
        .bash("gh pr diff 820 | head -8", "-  jwt.verify(token, key, { algorithms: ['RS256'] })\n+  jwt.verify(token, key)")
        .assistant("The diff drops the `algorithms` allowlist, so a token could choose its own algorithm (e.g. `none` or HS256 with the public key).")
        .user("oops. thanks. and yeah — when you review anything touching token verification, check the algorithms allowlist first, every time")
        .assistant("Will do. I've left a review comment on #820.")
        .bash("gh pr review 820 --request-changes -b 'Keep algorithms: [\"RS256\"]'", "")
        .stop(),
    planted: [{ kind: "instruction", keys: ["algorithms", "allowlist"] }],
  },
  {
    id: "t59-56-empty-help",
    build: (s) =>
      s
        .user("how do I run just the scim tests")
        .assistant("`npx vitest run test/scim`.")
        .bash("npx vitest run test/scim", " Test Files  3 passed (3)\n      Tests  22 passed (22)")
        .assistant("They pass: 3 files, 22 tests.")
        .stop(),
    planted: [],
  },
  {
    id: "t59-57-account-linking",
    build: (s) =>
      s
        .user("a user signed up with password and later logged in with Google, same email, and got a second account")
        .bash(
          "psql $DB -c \"select id, provider from users where email='k.lee@initech.com'\"",
          " id   | provider\n------+----------\n 9912 | password\n 10430| google\n",
        )
        .assistant("Two rows, one per provider. There's no account linking by email.")
        .user(
          "automatic linking by email is dangerous if the idp doesn't verify email. decision: we link only when the IdP says email_verified=true, otherwise ask the user to log in with the old method first",
        )
        .file("Edit", "src/sso/link.ts")
        .bash("npx vitest run test/sso/link.test.ts", " ✓ test/sso/link.test.ts (5 tests) 31ms")
        .assistant("Linking now requires `email_verified`; tests pass (5/5).")
        .user("the two existing duplicate accounts (and any others like them) need merging by hand later, make a list")
        .bash('psql $DB -c "select email, count(*) from users group by email having count(*) > 1" | tail -2', " k.lee@initech.com | 2\n(17 rows)")
        .assistant("17 duplicated emails; I saved the query output to `tmp/duplicate-accounts.txt`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["email_verified"] },
      { kind: "task", keys: ["duplicate accounts"] },
    ],
  },
  {
    id: "t59-58-tenant-limit",
    build: (s) =>
      s
        .user("can we add another Okta app integration for the EU org?")
        .bash("okta apps list --filter 'status eq \"ACTIVE\"' | wc -l", "100")
        .assistant("The org already has 100 active app integrations.")
        .user("damn. our Okta workforce plan caps us at 100 apps, that's the contract. so no new okta apps until someone cleans up the old ones")
        .assistant("Understood. The 100-app cap is hit.")
        .user("cleanup of the unused okta apps is on me, later this week. I'll remind myself, you don't need to do anything")
        .stop(),
    planted: [
      { kind: "fact", keys: ["100 apps"] },
      { kind: "task", keys: ["okta apps"] },
    ],
  },
  {
    id: "t59-59-test-data",
    build: (s) =>
      s
        .user("the fixture users in test/fixtures/users.json have real-looking emails, one is an actual customer's")
        .bash("grep -c '@' test/fixtures/users.json", "24")
        .assistant("24 emails. I'll replace them with `@example.test` addresses.")
        .file("Edit", "test/fixtures/users.json")
        .user("thanks. and in general: test fixtures only use example.test domains, no real customer emails or names ever")
        .assistant("Got it.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["example.test"] }],
  },
  {
    id: "t59-60-device-flow",
    build: (s) =>
      s
        .user("the CLI login currently opens a browser with a localhost callback. breaks over ssh")
        .file("Read", "cli/src/login.ts")
        .assistant(
          "It listens on a random localhost port for the redirect. The OAuth device authorization grant would work over SSH: the CLI prints a code and the user enters it on any browser.",
        )
        .user("ok we're switching the cli login to device flow. keep the localhost callback as --browser fallback")
        .file("Edit", "cli/src/login.ts")
        .bash("npm run -w cli test", " ✓ cli/test/login.test.ts (6 tests)")
        .assistant("Default CLI login is device flow; `--browser` keeps the old callback. Tests pass.")
        .user("the docs page for cli login still shows the old flow, needs updating after the release")
        .stop(),
    planted: [
      { kind: "decision", keys: ["device flow"] },
      { kind: "task", keys: ["docs", "cli login"] },
    ],
  },
  {
    id: "t59-61-empty-rejected",
    build: (s) =>
      s
        .user("what if we stored the MFA secrets unencrypted to make backups simpler")
        .assistant("I'd advise against it: a DB dump would then give every TOTP seed. They're currently encrypted with the KMS key.")
        .bash("grep -n kms src/auth/mfa/totp.ts", "6:  const seed = await kms.decrypt(row.seed_ct);")
        .user("yeah fair, bad idea, ignore me")
        .stop(),
    planted: [],
  },
  {
    id: "t59-62-fact-ping",
    build: (s) =>
      s
        .user("the Umbrella PingFederate connection — what's their entity id")
        .bash("grep entityID config/saml/umbrella.xml", '<EntityDescriptor entityID="https://sso.umbrella.com/pf">')
        .assistant("`https://sso.umbrella.com/pf`.")
        .user("note: Umbrella's PingFederate only sends the NameID as employee number, not email. email comes in the `mail` attribute")
        .assistant("So the mapping uses `mail` for email and keeps NameID as the external id.")
        .file("Edit", "config/saml/umbrella.xml")
        .stop(),
    planted: [{ kind: "fact", keys: ["nameid", "employee number"] }],
  },
  {
    id: "t59-63-sso-enforce",
    build: (s) =>
      s
        .user("enterprise orgs with SSO: can their users still log in with a password?")
        .bash("grep -n 'passwordLogin' src/auth/login.ts", "31:  if (org.ssoEnabled && !org.allowPasswordLogin) return redirectToIdp(org);")
        .assistant("Only if the org has `allowPasswordLogin` set; it defaults to true, so most SSO orgs still allow passwords.")
        .user(
          "flip the default. SSO orgs get password login off by default; org owners keep a break-glass password account. we agreed on that with CS yesterday",
        )
        .file("Edit", "src/db/defaults.ts")
        .bash("npx vitest run test/auth/login.test.ts", " ✓ test/auth/login.test.ts (11 tests) 64ms")
        .assistant("Default flipped; org owners are exempt as break-glass accounts. Tests pass (11/11).")
        .stop(),
    planted: [{ kind: "decision", keys: ["password login", "default"] }],
  },
  {
    id: "t59-64-secret-rotation-rule",
    build: (s) =>
      s
        .user("Hooli sent a new OIDC client secret over email, can you put it in")
        .bash(
          "vault kv put secret/idp/hooli client_secret=@/tmp/hooli-secret.txt && shred -u /tmp/hooli-secret.txt",
          "Success! Data written to: secret/idp/hooli",
        )
        .assistant("Stored in Vault under `secret/idp/hooli` and removed the temp file.")
        .user(
          "ta. also: whenever a customer sends us a secret by email, ask them to rotate it afterwards and send the next one through the 1password share link instead",
        )
        .assistant("Understood, I'll flag it every time a secret arrives by email.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["1password"] }],
  },
  {
    id: "t59-65-mfa-reset-rule",
    build: (s) =>
      s
        .user("support wants a script to reset a user's MFA when they lose their phone")
        .file("Write", "scripts/reset-mfa.mjs")
        .bash("node scripts/reset-mfa.mjs --user 4411 --dry-run", "would delete 1 totp factor for user 4411; would revoke 3 sessions")
        .assistant("The script removes the user's factors and revokes their sessions; dry run shown above.")
        .user("good. support must verify identity via video call before any MFA reset, put that check as a required --ticket flag. that's policy, always")
        .file("Edit", "scripts/reset-mfa.mjs")
        .assistant("`--ticket` is now required; the script refuses to run without it.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["mfa reset", "video call"] }],
  },
  {
    id: "t59-66-commit-style",
    build: (s) =>
      s
        .user("commit this")
        .bash("git diff --stat", " src/sso/saml/config.ts | 2 +-\n 1 file changed")
        .assistant('Committing as "Update saml config".')
        .user("prefix with the area pls, like `sso: ...` or `scim: ...`. all commits in this repo, that's how the changelog gets grouped")
        .bash("git commit -am 'sso: 30s clock skew tolerance for SAML'", "[auth/saml-skew 4e1a2b9] sso: 30s clock skew tolerance for SAML")
        .assistant("Committed as `sso: 30s clock skew tolerance for SAML`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["prefix", "area"] }],
  },
  {
    id: "t59-67-oidc-logout-task",
    build: (s) =>
      s
        .user("when someone logs out of Okta, are they logged out of us?")
        .bash("grep -rn 'backchannel' src/sso/oidc/", "")
        .assistant("No back-channel logout handling exists; our session lives on until its idle timeout.")
        .user("ok, needs building eventually: oidc back-channel logout endpoint. not urgent, put it with the auth backlog")
        .file("Edit", "BACKLOG.md")
        .assistant("Added.")
        .stop(),
    planted: [{ kind: "task", keys: ["back-channel"] }],
  },
  {
    id: "t59-68-session-store-fact",
    build: (s) =>
      s
        .user("where do sessions live in prod")
        .bash("kubectl get cm auth-config -o jsonpath='{.data.SESSION_REDIS_URL}'", "redis://sessions.prod.internal:6380/2")
        .assistant("Redis at `sessions.prod.internal:6380`, database 2.")
        .user(
          "right, and that redis is a dedicated cluster, not the shared cache one. flushing the cache redis is safe, flushing sessions.prod logs everyone out",
        )
        .assistant("Noted: `sessions.prod.internal` is separate from the cache cluster.")
        .stop(),
    planted: [{ kind: "fact", keys: ["dedicated cluster"] }],
  },
  {
    id: "t59-69-tasks-pair",
    build: (s) =>
      s
        .user("looking at the auth dashboard, failed MFA attempts aren't rate limited?")
        .bash("grep -n 'mfa' src/ratelimit/config.ts", "")
        .assistant("No rate limit on `/mfa/verify`. A TOTP code could be brute-forced in principle with enough requests.")
        .user(
          "ugh. ok two things for after the release: rate limit on mfa verify (5 per minute per user), and an alert when one account has >20 failed mfa attempts in an hour",
        )
        .assistant("Both noted; no change before the release.")
        .bash("gh issue create --title 'Rate limit + alert on MFA verify' --label auth,security", "https://github.com/acme/app/issues/823")
        .stop(),
    planted: [
      { kind: "task", keys: ["rate limit", "mfa verify"] },
      { kind: "task", keys: ["alert", "failed mfa"] },
    ],
  },
  {
    id: "t59-70-jit-default",
    build: (s) =>
      s
        .user("new SSO orgs: JIT or SCIM by default?")
        .bash("grep -n provisioning_mode src/db/defaults.ts", "12:  provisioning_mode: 'scim',")
        .assistant("The default is `scim`, but most small customers have no SCIM connector, so their users can't log in until an admin invites them.")
        .user("hmm. ok let's make jit the default for new orgs, scim opt-in. existing orgs untouched")
        .file("Edit", "src/db/defaults.ts")
        .assistant("New orgs default to JIT; existing orgs keep their mode.")
        .stop(),
    planted: [{ kind: "decision", keys: ["jit", "new orgs"] }],
  },
  {
    id: "t59-71-idp-limits",
    build: (s) =>
      s
        .user("why does Globex's login take 4 seconds")
        .bash("grep 'idp=globex' logs/auth.log | awk '{print $NF}' | sort -n | tail -1", "token_ms=3820")
        .assistant("The token call to Entra ID takes up to 3.8 s.")
        .user("yeah their conditional access policy does a device compliance check on every sign-in, it's slow by design on their side")
        .assistant("Then nothing to fix on our side; I'll add a spinner message so users don't retry.")
        .file("Edit", "web/src/login/Callback.tsx")
        .user("I'll ask Globex IT whether they can exempt our app from the compliance check, next sync with them. keep it on the open list")
        .assistant("Spinner added to the callback page.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["conditional access"] },
      { kind: "task", keys: ["exempt"] },
    ],
  },
];

export const TUNING59 = plantedSet(TUNING59_SESSIONS, Date.UTC(2026, 10, 20, 8));
