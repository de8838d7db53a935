/**
 * Blind planted set 85 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a security engineer auditing and hardening a web app (authorization, secrets, dependency
 * CVEs, pentest findings); precise and formal, full sentences, findings cited by ID, with quoted
 * scanner output, configs and logs.
 * Each session is one segment; the items planted in it are listed with it: 73 items (17 decisions, 19 instructions,
 * 20 facts, 17 tasks) in 47 sessions, 11 of which plant nothing (51 user/assistant messages between them). Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted config/logs/tool output with "always"/"never"/"TODO", chit-chat, and requests
 * done in the same session. Superseded decisions: only the later one is planted.
 *
 * Matching rule (fixed before the extractor was run on this set; the one in planted-blind.ts):
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

export const BLIND85_SESSIONS: BlindSession[] = [
  {
    id: "b85-idor-invoices",
    build: (s) =>
      s
        .user(
          "Scope for today: authorization on the billing endpoints. Start with GET /api/invoices/:id. I was able to fetch an invoice belonging to another tenant from the staging account acme-test-2. Please reproduce before touching anything.",
        )
        .file("Read", "src/routes/invoices.ts")
        .bash("curl -s -H 'Authorization: Bearer $T2' https://staging.acme.io/api/invoices/inv_8812 | jq .tenant_id", '"tnt_0041"')
        .assistant(
          "Reproduced. The token belongs to tnt_0107 and the response is tnt_0041's invoice. The handler loads the row by primary key only; there is no tenant_id predicate and no ownership check afterwards. This is the root cause: `findInvoice(id)` in src/routes/invoices.ts ignores the caller's tenant.",
        )
        .user("Confirmed on my side as well. Is it plausible the PDF download route has the same defect?")
        .assistant("Possibly; it calls a different loader. I have not verified it yet.")
        .file("Edit", "src/routes/invoices.ts")
        .bash("npx vitest run test/routes/invoices.test.ts", " ✓ test/routes/invoices.test.ts (9 tests) 212ms\n Test Files  1 passed (1)")
        .user(
          "Good. The PDF route and the whole /api/exports family are out of scope for today; leave them, but we need to audit every /api/exports handler for the same missing tenant check before the pentest retest. Log it as a follow-up.",
        )
        .stop("Fix applied to the invoice handler with a regression test; exports audit recorded as open work."),
    planted: [
      { kind: "fact", keys: ["findinvoice", "tenant"] },
      { kind: "task", keys: ["exports"] },
    ],
  },
  {
    id: "b85-npm-audit-release",
    build: (s) =>
      s
        .user("Run the dependency audit for the web package, production dependencies only.")
        .bash(
          "npm audit --omit=dev",
          "# npm audit report\n\nxml2js  <0.5.0\nSeverity: moderate\nxml2js is vulnerable to prototype pollution - https://github.com/advisories/GHSA-776f-qx25-q3cc\nfix available via `npm audit fix --force`\nWill install aws-sdk@2.1500.0, which is a breaking change\n\n1 moderate severity vulnerability\n\nTo address all issues (including breaking changes), run:\n  npm audit fix --force",
          1,
        )
        .assistant(
          "One moderate finding: xml2js < 0.5.0 (prototype pollution), pulled in by aws-sdk v2. The suggested fix is a forced major bump of aws-sdk, which I would not apply blindly.",
        )
        .user(
          "Agreed, do not force it. For the record, going forward the release checklist includes `npm audit --omit=dev` and a release does not ship with any high or critical finding open. Moderate ones need a ticket, nothing more.",
        )
        .assistant("Understood. Shall I open the ticket for the xml2js finding?")
        .user("Yes. Follow-up: migrate the S3 upload code off aws-sdk v2 to @aws-sdk/client-s3 v3, which removes xml2js entirely. Not this week.")
        .stop("Noted the audit gate for releases and the aws-sdk v3 migration as pending work."),
    planted: [
      { kind: "instruction", keys: ["omit=dev"] },
      { kind: "task", keys: ["client-s3"] },
    ],
  },
  {
    id: "b85-doppler-secrets",
    build: (s) =>
      s
        .user(
          "We found three .env files committed in the history of the infra repo. Before we discuss remediation: where are production secrets actually read from at runtime?",
        )
        .bash(
          "grep -rn 'process.env' src/config/*.ts | head -5",
          "src/config/db.ts:4:  url: process.env.DATABASE_URL,\nsrc/config/stripe.ts:3:  key: process.env.STRIPE_SECRET_KEY,",
        )
        .bash("cat deploy/entrypoint.sh", "#!/bin/sh\n# never echo secrets here\nexec doppler run --project web --config prd -- node dist/server.js")
        .assistant(
          "At runtime the container starts through `doppler run --project web --config prd`, so production secrets are injected from Doppler, project `web`, config `prd`. The .env files are only used by local development.",
        )
        .user(
          "Right. Then the decision is: .env files are removed from every repository, and local development also pulls from Doppler with the `dev` config. I do not want a second source of truth.",
        )
        .file("Edit", ".gitignore")
        .file("Write", "docs/security/secrets.md")
        .assistant("Added .env* to .gitignore and documented `doppler run --config dev` for local work.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["doppler", "prd"] },
      { kind: "decision", keys: ["doppler", "dev"] },
    ],
  },
  {
    id: "b85-csp-nonce",
    build: (s) =>
      s
        .user("Current CSP on the dashboard allows 'unsafe-inline' for scripts. Draft a replacement.")
        .file("Read", "src/server/headers.ts")
        .assistant(
          "Two options. (a) Per-request nonces injected by the SSR layer, with 'strict-dynamic'. (b) Hash-based allowlisting of the few inline scripts. Option (a) is more robust to template changes; (b) avoids touching the renderer.",
        )
        .user("Could 'strict-dynamic' break the analytics loader? I seem to recall it injects scripts from a CDN.")
        .assistant("It would still load, since scripts inserted by a nonced script inherit trust. I would need to test it to be certain.")
        .user("Fine. We go with per-request nonces. Hashes are off the table, too brittle.")
        .file("Edit", "src/server/headers.ts")
        .bash("npm run test -- headers", " ✓ src/server/headers.test.ts (6 tests) 88ms")
        .user(
          "One more rule for this area: any new CSP directive ships in Content-Security-Policy-Report-Only for at least a week before it is enforced. No exceptions.",
        )
        .stop("Nonce-based CSP drafted; report-only rollout rule noted."),
    planted: [
      { kind: "decision", keys: ["nonce"] },
      { kind: "instruction", keys: ["report-only"] },
    ],
  },
  {
    id: "b85-login-ratelimit",
    build: (s) =>
      s
        .user("Credential stuffing on /login last night, ~40k attempts from residential proxies. What does our limiter do now?")
        .bash("grep -n 'rateLimit' src/routes/auth.ts", "17:  rateLimit({ windowMs: 60_000, max: 100, key: (req) => req.ip }),")
        .assistant("A per-IP limit of 100 requests a minute. Against rotating residential proxies that is ineffective; each IP stays well under the threshold.")
        .user(
          "Proposal: key the limiter on the target account as well as the IP. 5 failed attempts per account per 15 minutes, then a CAPTCHA challenge, not a lockout. Thoughts?",
        )
        .assistant(
          "That is sound. A lockout would let an attacker deny service to any known username; a challenge avoids that. I would store the counters in Redis with a 15-minute TTL.",
        )
        .user("OK, go with it: 5 per account per 15 min, then Turnstile challenge.")
        .file("Edit", "src/routes/auth.ts")
        .bash("npx vitest run test/routes/auth-ratelimit.test.ts", " ✓ test/routes/auth-ratelimit.test.ts (4 tests) 301ms")
        .stop("Per-account limiter with a Turnstile challenge is in place."),
    planted: [{ kind: "decision", keys: ["turnstile"] }],
  },
  {
    id: "b85-argon2-migration",
    build: (s) =>
      s
        .file("Read", "src/auth/password.ts")
        .assistant(
          "Stored password hashes are bcrypt with cost factor 8, below the current OWASP guidance of at least 10. Should I raise the cost, or are you considering a different algorithm?",
        )
        .user("We are moving to argon2id, rehashing on successful login. Parameters: m=19456, t=2, p=1 per the OWASP cheat sheet.")
        .file("Edit", "src/auth/password.ts")
        .bash("npx vitest run test/auth/password.test.ts", " ✓ test/auth/password.test.ts (11 tests) 1.94s")
        .assistant("Verification now accepts both formats and rehashes bcrypt hashes to argon2id on login.")
        .user("Good. TODO for February: remove the bcrypt verification path and force a reset for accounts that never logged in after the migration.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["argon2id"] },
      { kind: "task", keys: ["bcrypt", "reset"] },
    ],
  },
  {
    id: "b85-empty-header-scan",
    build: (s) =>
      s
        .user("Quick check: what security headers does the marketing site return?")
        .bash(
          "curl -sI https://www.acme.io | grep -iE 'strict|content-security|x-frame|referrer'",
          "strict-transport-security: max-age=31536000\nx-frame-options: DENY\nreferrer-policy: strict-origin-when-cross-origin",
        )
        .assistant("HSTS for one year, X-Frame-Options DENY, and a strict referrer policy. No CSP header on the marketing site.")
        .user("Is the missing CSP a problem there, in your view? It is a static site.")
        .assistant(
          "The risk is modest: there is no authenticated state and no user input. A CSP would still limit the impact of a compromised third-party script, but it is not urgent.",
        )
        .user("Thanks, that is all I needed.")
        .stop(),
    planted: [],
  },
  {
    id: "b85-pentest-findings",
    build: (s) =>
      s
        .user(
          "The external pentest report from Cobalt arrived. 2 high, 5 medium, 9 low. Findings are tracked in Linear under the label SEC-PT; please use that label for anything you file from this report, and reference the finding ID (e.g. PT-07) in commit messages.",
        )
        .file("Read", "docs/security/pentest-2026-11.pdf")
        .assistant(
          "Summary of the highs: PT-01 is a stored XSS in the project description field; PT-02 is an IDOR on /api/exports/:id, the same class as the invoice issue.",
        )
        .user("The retest is scheduled for 4 December. Both highs must be fixed before then.")
        .assistant("Shall I start with PT-01?")
        .user("Yes, start with the XSS.")
        .bash("grep -rn 'dangerouslySetInnerHTML' src/ui | wc -l", "3")
        .stop("Three uses of dangerouslySetInnerHTML to review for PT-01."),
    planted: [
      { kind: "instruction", keys: ["sec-pt"] },
      { kind: "fact", keys: ["retest", "december"] },
      { kind: "task", keys: ["high"] },
    ],
  },
  {
    id: "b85-ssrf-webhooks",
    build: (s) =>
      s
        .user("PT-04: SSRF via customer-configured webhook URLs. The fetcher has an IP denylist. How did they get around it?")
        .file("Read", "src/webhooks/deliver.ts")
        .assistant(
          "Hypothesis: DNS rebinding. The code resolves the hostname, checks the IP against the denylist, and then calls fetch() with the hostname, which resolves again.",
        )
        .bash(
          "node scripts/rebind-poc.js https://7f000001.c0a80001.rbndr.us/hook",
          "check: resolved 192.168.0.1 -> allowed? no\ncheck: resolved 127.0.0.1 ... retry\nattempt 3: check saw 93.184.216.34 (allowed), fetch connected to 127.0.0.1:8080",
        )
        .assistant(
          "Confirmed: the check and the connection resolve separately, so a rebinding domain passes the check with a public IP and connects to 127.0.0.1. That is the root cause of PT-04.",
        )
        .user(
          "Patching the resolver logic is whack-a-mole. All outbound webhook traffic goes through the Smokescreen egress proxy instead; it enforces the allowlist at connect time. That is the decision.",
        )
        .file("Edit", "src/webhooks/deliver.ts")
        .stop("Webhook delivery now routes through Smokescreen."),
    planted: [
      { kind: "fact", keys: ["rebinding"] },
      { kind: "decision", keys: ["smokescreen"] },
    ],
  },
  {
    id: "b85-ownership",
    build: (s) =>
      s
        .user(
          "Before you file the PT tickets, some context on who owns what. Priya Raman owns the auth service and anything under src/auth. Billing, including invoices and exports, belongs to Marek's team. Assign accordingly.",
        )
        .bash("ls src", "auth\nbilling\nexports\nwebhooks\nui\nserver")
        .assistant("Understood. Should webhooks go to Marek as well, since deliveries are triggered by billing events?")
        .user("No idea, honestly. Leave webhooks unassigned for now and I will ask.")
        .file("Write", "docs/security/pentest-triage.md")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "fact", keys: ["marek"] },
    ],
  },
  {
    id: "b85-cookie-prefix",
    build: (s) =>
      s
        .bash("curl -sI https://app.acme.io/login | grep -i set-cookie", "set-cookie: sid=eyJ...; Path=/; HttpOnly; Secure; SameSite=None")
        .user(
          "SameSite=None on the session cookie is not acceptable. Convention for all of our auth cookies from now on: the __Host- prefix, Secure, HttpOnly, Path=/, SameSite=Lax. No Domain attribute.",
        )
        .file("Edit", "src/auth/session.ts")
        .assistant("The session cookie is now `__Host-sid` with those attributes. The CSRF cookie was already compliant.")
        .user("Run the e2e login suite.")
        .bash("npx playwright test e2e/login.spec.ts", "  8 passed (21.4s)")
        .stop("All 8 login e2e tests pass with the renamed cookie."),
    planted: [{ kind: "instruction", keys: ["__host-"] }],
  },
  {
    id: "b85-renovate",
    build: (s) =>
      s
        .user(
          "Following the compromised npm package incident elsewhere last month, I want a policy on dependency updates. Options I considered: Dependabot as today, or Renovate with a minimum release age. Evaluate.",
        )
        .file("Read", ".github/dependabot.yml")
        .assistant(
          "Renovate's `minimumReleaseAge` delays adoption of new versions, which would have avoided most recent hijacks since the malicious versions were unpublished within hours. Dependabot has no equivalent setting today.",
        )
        .user("Then we move to Renovate, with minimumReleaseAge of 3 days for all npm packages. Remove the dependabot config.")
        .file("Write", "renovate.json")
        .bash("git rm .github/dependabot.yml", "rm '.github/dependabot.yml'")
        .assistant('renovate.json added with `"minimumReleaseAge": "3 days"`; dependabot.yml removed.')
        .stop(),
    planted: [{ kind: "decision", keys: ["renovate"] }],
  },
  {
    id: "b85-pii-logging",
    build: (s) =>
      s
        .user("Grep the request logger for anything that writes user emails.")
        .bash(
          "grep -rn 'email' src/server/logger.ts src/routes/*.ts | grep -i log",
          "src/routes/auth.ts:52:    log.info({ email: body.email }, 'login failed')\nsrc/routes/users.ts:88:    log.debug({ user }, 'profile updated')",
        )
        .assistant("Two places: failed logins log the raw email, and the profile update logs the whole user object, which includes email and phone.")
        .user(
          "Both go. And as a standing rule: never log a full email address or phone number. Mask them with maskEmail()/maskPhone() from src/server/redact.ts, or better, log the user id only.",
        )
        .file("Edit", "src/routes/auth.ts")
        .file("Edit", "src/routes/users.ts")
        .user("Out of curiosity, how long do we retain these logs?")
        .bash("grep -n retention infra/datadog.tf", "infra/datadog.tf:31:  retention_days = 15 # must match DPA annex")
        .assistant("Datadog log retention is 15 days, set in infra/datadog.tf.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["maskemail"] },
      { kind: "fact", keys: ["datadog", "15"] },
    ],
  },
  {
    id: "b85-empty-jwt-question",
    build: (s) =>
      s
        .user("What is the difference between the `aud` and `azp` claims? I keep mixing them up.")
        .assistant(
          "`aud` names the intended recipients of the token (the API that must accept it). `azp` names the client the token was issued to. For a first-party SPA calling your own API they often differ: azp is the SPA's client id, aud the API identifier.",
        )
        .user("And we validate aud on the API?")
        .bash("grep -n 'audience' src/auth/verify.ts", "14:    audience: config.apiAudience,")
        .assistant("Yes, `audience: config.apiAudience` is passed to the verifier.")
        .user("Good, thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b85-presigned-uploads",
    build: (s) =>
      s
        .user("PT-09 says uploaded attachments are world-readable. Check the bucket policy.")
        .bash("aws s3api get-bucket-policy-status --bucket acme-user-uploads", '{\n    "PolicyStatus": {\n        "IsPublic": false\n    }\n}')
        .bash("grep -n 'getSignedUrl' -A2 src/files/download.ts", "21:  return getSignedUrl(s3, cmd, { expiresIn: 604800 });")
        .assistant(
          "The acme-user-uploads bucket itself is private; downloads are only served through presigned URLs. The finding comes from the presigned download URLs: they are issued with expiresIn 604800, seven days, so a leaked link stays valid for a week.",
        )
        .user("That matches what the testers describe. Reduce the presigned URL expiry to 300 seconds; the UI fetches a fresh link on each click anyway.")
        .file("Edit", "src/files/download.ts")
        .assistant("Expiry set to 300 s.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-user-uploads", "private"] },
      { kind: "decision", keys: ["presigned", "300"] },
    ],
  },
  {
    id: "b85-sql-reportquery",
    build: (s) =>
      s
        .user("Semgrep flagged something in the legacy reports code. Look at it.")
        .bash(
          "npx semgrep --config p/javascript legacy/",
          'legacy/reportQuery.js\n  javascript.lang.security.audit.sqli.node-sqli-injection\n    Detected string concatenation with a non-literal variable in a SQL query.\n     42┆ const sql = "SELECT * FROM reports WHERE owner = \'" + req.query.owner + "\'";',
        )
        .assistant("legacy/reportQuery.js builds its SQL by concatenating `req.query.owner`. It is exploitable as written. The module also has no tests.")
        .user(
          "That file has a dozen such queries and I do not want a partial fix under time pressure. Leave it for now; we will rewrite reportQuery.js with parameterized queries next sprint. In the meantime the /reports route is disabled behind the feature flag.",
        )
        .bash("npx flags set reports_legacy false --env prod", "reports_legacy: true -> false (prod)")
        .stop("Legacy reports route disabled in prod; the rewrite is recorded as next-sprint work."),
    planted: [{ kind: "task", keys: ["reportquery", "parameterized"] }],
  },
  {
    id: "b85-gitleaks",
    build: (s) =>
      s
        .bash(
          "gitleaks detect --source . --log-opts='--all' --redact",
          "Finding:     STRIPE_KEY=sk_test_REDACTED\nSecret:      REDACTED\nRuleID:      stripe-access-token\nFile:        scripts/seed.sh\nCommit:      4be01c2\n\n1 leaks found",
          1,
        )
        .assistant("One leak in history: a Stripe key in scripts/seed.sh, commit 4be01c2. The prefix is sk_test_, so it is a test-mode key, not live.")
        .user("Rotate it anyway. Is it worth rewriting history for a test key?")
        .assistant("I would not: rewriting history on a shared repo is disruptive, and the key is revoked once rotated.")
        .user("Agreed, no history rewrite. From now on gitleaks runs as a pre-commit hook in every repo, and CI fails on any finding. Set that up here first.")
        .file("Edit", ".pre-commit-config.yaml")
        .file("Edit", ".github/workflows/ci.yml")
        .stop("gitleaks added to pre-commit and CI."),
    planted: [
      { kind: "decision", keys: ["history"] },
      { kind: "instruction", keys: ["gitleaks", "pre-commit"] },
    ],
  },
  {
    id: "b85-empty-cve-triage-chat",
    build: (s) =>
      s
        .user("Morning. Anything interesting in the advisories feed overnight?")
        .bash(
          "gh api /repos/acme/web/dependabot/alerts --jq '.[] | select(.state==\"open\") | .security_advisory.summary'",
          "Regular expression denial of service in semver\npath-to-regexp outputs backtracking regular expressions",
        )
        .assistant(
          "Two open alerts: a ReDoS in semver and the path-to-regexp backtracking issue. Both require attacker-controlled input reaching the vulnerable function.",
        )
        .user("Does anything feed user input into semver in our code, do you think?")
        .assistant("I doubt it; semver is only used by build tooling here. I can check the import graph if you like.")
        .user("Not now. I will look after lunch.")
        .stop(),
    planted: [],
  },
  {
    id: "b85-rbac-policy",
    build: (s) =>
      s
        .user("How many distinct ways do routes currently check permissions? I suspect it is inconsistent.")
        .bash(
          "grep -rhoE '(isAdmin|hasRole|user\\.role ===|checkPerm)\\(?' src/routes | sort | uniq -c",
          "     14 hasRole(\n      9 isAdmin(\n      6 user.role ===\n      3 checkPerm(",
        )
        .assistant(
          "Four patterns across 32 call sites: hasRole, isAdmin, inline `user.role ===` comparisons, and checkPerm. They do not agree on what a 'manager' may do. I would propose a single policy module with one entry point, `can(user, action, resource)`, and migrate the call sites to it.",
        )
        .user(
          "Yes, that is the direction. All authorization logic lives in src/authz/policy.ts behind can(); the four helpers get deleted once migrated. And a rule for everybody: every new route handler calls requirePermission(action) as its first middleware, even for read-only endpoints. Reviewers reject routes that do not.",
        )
        .file("Write", "src/authz/policy.ts")
        .file("Edit", "src/routes/invoices.ts")
        .bash("npx vitest run test/authz", " ✓ test/authz/policy.test.ts (18 tests) 140ms")
        .stop("policy.ts created and the invoices routes migrated to it."),
    planted: [
      { kind: "decision", keys: ["policy.ts"] },
      { kind: "instruction", keys: ["requirepermission"] },
    ],
  },
  {
    id: "b85-node-eol",
    build: (s) =>
      s
        .bash("kubectl exec deploy/web -- node --version", "v18.19.1")
        .assistant(
          "Production runs Node v18.19.1. Node 18 reached end of life in April 2025, so it no longer receives security fixes; the recent HTTP request smuggling fixes were not backported to it.",
        )
        .user("I assumed we had upgraded with the base image change. Evidently not. What is blocking it, do you know?")
        .bash("npm ls --all 2>/dev/null | grep -c 'node-gyp'", "2")
        .assistant("Possibly the two native modules built with node-gyp; I have not tried a build on 22.")
        .user("Not for today. Put it on the list: upgrade the runtime to Node 22 LTS, base image and CI matrix, before the end of the year.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["18.19"] },
      { kind: "task", keys: ["node 22"] },
    ],
  },
  {
    id: "b85-oauth-pkce",
    build: (s) =>
      s
        .user("The SPA still uses the implicit flow; the access token arrives in the URL fragment. That needs to change.")
        .file("Read", "web/src/auth/oidc.ts")
        .assistant(
          "Two candidates: authorization code with PKCE in the SPA itself, or a backend-for-frontend that holds tokens server-side and gives the browser only a session cookie.",
        )
        .user(
          "My first instinct is the BFF. Actually no, scratch that: it means another service to run and we do not have the people. Authorization code + PKCE in the SPA, tokens in memory only, refresh via rotating refresh tokens.",
        )
        .file("Edit", "web/src/auth/oidc.ts")
        .bash("npm --prefix web run test -- oidc", " ✓ src/auth/oidc.test.ts (7 tests) 95ms")
        .assistant("The client now requests `response_type=code` with an S256 code challenge; the implicit grant is disabled on the IdP client.")
        .stop(),
    planted: [{ kind: "decision", keys: ["pkce"] }],
  },
  {
    id: "b85-sec-triage",
    build: (s) =>
      s
        .user(
          "Someone reported a vulnerability by opening a public GitHub issue this morning. I have hidden it. Two things for the future. Vulnerability reports are never discussed in public issues or PRs; they go to the #sec-triage channel and are fixed on a private fork. Second, please add a SECURITY.md pointing reporters at our HackerOne program.",
        )
        .file("Write", "SECURITY.md")
        .assistant("SECURITY.md written. One question: is the HackerOne program public, or invitation-only? The wording differs.")
        .user("It is private, invitation-only; researchers not in the program should email security@acme.io.")
        .bash("git add SECURITY.md && git commit -m 'docs: add SECURITY.md'", "[main 91c2d0e] docs: add SECURITY.md\n 1 file changed, 14 insertions(+)")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["sec-triage"] },
      { kind: "fact", keys: ["hackerone", "private"] },
    ],
  },
  {
    id: "b85-staging-access",
    build: (s) =>
      s
        .user("Can the staging environment be reached from the internet without authentication?")
        .bash(
          "curl -s -o /dev/null -w '%{http_code} %{redirect_url}\\n' https://staging.acme.io/",
          "302 https://acme.cloudflareaccess.com/cdn-cgi/access/login/staging.acme.io",
        )
        .assistant(
          "No. Requests are redirected to Cloudflare Access. The policy admits identities with an @acme.io email through Google SSO; I confirmed that in the Access application config.",
        )
        .bash("grep -n auth_basic deploy/nginx/staging.conf", '12:    auth_basic "staging";\n13:    auth_basic_user_file /etc/nginx/htpasswd;')
        .assistant("There is still an nginx basic auth block behind Access, with an htpasswd file baked into the image.")
        .user(
          "That predates Access and the shared password has been in Slack for two years. Remove the basic auth and the htpasswd file from the staging image, but after the pentest retest, not now.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["cloudflare access"] },
      { kind: "task", keys: ["htpasswd"] },
    ],
  },
  {
    id: "b85-admin-webauthn",
    build: (s) =>
      s
        .user("Where is the admin panel served from today?")
        .bash('grep -rn "\'/admin" src/server/app.ts', "44:  app.use('/admin', adminRouter);")
        .assistant("It is mounted at /admin on the main application, sharing the session cookie and origin with customer traffic.")
        .user(
          "Let us separate it. The admin panel moves to its own origin, admin.acme.io, with its own session cookie; the /admin mount on the main app is removed. I have discussed this with Priya and she agrees.",
        )
        .file("Edit", "src/server/app.ts")
        .file("Write", "src/admin/server.ts")
        .assistant("The admin router is now served by a separate app; the /admin mount is gone from the customer app.")
        .user("Also, remind me next quarter to enforce WebAuthn security keys for all admin accounts. TOTP is not enough for that surface.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["admin.acme.io"] },
      { kind: "task", keys: ["webauthn"] },
    ],
  },
  {
    id: "b85-hsts-preload",
    build: (s) =>
      s
        .bash("curl -sI https://app.acme.io | grep -i strict", "strict-transport-security: max-age=86400")
        .assistant(
          "HSTS max-age on the app is one day. I suggest 63072000 (two years) with includeSubDomains and preload, which is what the preload list requires.",
        )
        .user("What happens to legacy.acme.io? It still serves plain HTTP for the old printer integration.")
        .assistant(
          "With includeSubDomains it would become unreachable over HTTP for browsers that saw the header. The printers are not browsers, so they would be unaffected, but any human visiting it would be.",
        )
        .user(
          "Acceptable. Go with max-age=63072000; includeSubDomains; preload on the apex and app. Do not submit to hstspreload.org yet though: that waits until legacy.acme.io is decommissioned in January. Track it.",
        )
        .file("Edit", "src/server/headers.ts")
        .stop(),
    planted: [
      { kind: "decision", keys: ["63072000"] },
      { kind: "task", keys: ["hstspreload"] },
    ],
  },
  {
    id: "b85-lodash-cve",
    build: (s) =>
      s
        .bash("npm ls lodash.template", "web@3.14.0\n└─┬ old-template-lib@1.2.0\n  └── lodash.template@4.5.0")
        .assistant(
          "CVE-2021-23337 (command injection in lodash.template) comes in only through old-template-lib@1.2.0, which is unmaintained. No fixed lodash.template release exists; the fix is in lodash 4.17.21.",
        )
        .user("Can we patch it in place with patch-package?")
        .assistant("We could, but an `overrides` entry redirecting lodash.template to a shim over lodash 4.17.21 is cleaner and visible in package.json.")
        .user(
          "Yes. As a rule, transitive vulnerability fixes go through npm `overrides` in package.json with a comment naming the CVE; no patch-package for security fixes. And we should replace old-template-lib altogether, it is dead; that is a separate ticket for the frontend team.",
        )
        .file("Edit", "package.json")
        .bash(
          "npm install && npm ls lodash.template",
          "web@3.14.0\n└─┬ old-template-lib@1.2.0\n  └── lodash.template@npm:lodash-template-shim@1.0.0 overridden",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["overrides"] },
      { kind: "task", keys: ["old-template-lib"] },
    ],
  },
  {
    id: "b85-semgrep-suppress",
    build: (s) =>
      s
        .user("The CI run failed on Semgrep. Which job is it, and how long does it take?")
        .bash(
          "gh run view 6671 --log-failed | tail -4",
          "sast\tRun semgrep\t  ❯❯❱ javascript.express.security.audit.xss.direct-response-write\nsast\tRun semgrep\t    Never write unsanitized user input to the response.\nsast\tRun semgrep\tRan 812 rules on 640 files: 1 finding.\nsast\tRun semgrep\t##[error]Process completed with exit code 1.",
          1,
        )
        .assistant(
          "The job is `sast` in ci.yml; it runs Semgrep with our ruleset and the registry's p/owasp-top-ten and takes about four minutes. The finding is in src/routes/health.ts, which writes a fixed string; it is a false positive.",
        )
        .user(
          "Suppress it. The convention for suppressions: a `// nosemgrep: <rule-id>` comment on the line, followed by a reason and a ticket number. A bare nosemgrep gets rejected in review.",
        )
        .file("Edit", "src/routes/health.ts")
        .bash("npx semgrep --config .semgrep.yml src/routes/health.ts", "Ran 812 rules on 1 file: 0 findings.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sast"] },
      { kind: "instruction", keys: ["nosemgrep"] },
    ],
  },
  {
    id: "b85-xss-description",
    build: (s) =>
      s
        .user("PT-01. Show me how the project description is rendered.")
        .file("Read", "src/ui/ProjectHeader.tsx")
        .assistant(
          "The description is stored as Markdown, converted with marked on the server, and rendered with dangerouslySetInnerHTML without sanitization. `<img src=x onerror=...>` in the Markdown survives the conversion.",
        )
        .user("Options?")
        .assistant(
          "Sanitize the HTML output with DOMPurify (isomorphic-dompurify on the server), or switch to a renderer that never emits raw HTML, such as react-markdown without rehype-raw.",
        )
        .user(
          "DOMPurify, server-side, at render time, not at save time. We keep the stored text as the user wrote it. And the rule from here on: dangerouslySetInnerHTML only ever receives the output of our sanitizeHtml() wrapper. Please add a lint rule for it if you can.",
        )
        .file("Write", "src/ui/sanitizeHtml.ts")
        .file("Edit", "src/ui/ProjectHeader.tsx")
        .bash("npx vitest run test/ui/sanitize.test.ts", " ✓ test/ui/sanitize.test.ts (12 tests) 410ms")
        .stop("PT-01 fixed; the lint rule is not written yet."),
    planted: [
      { kind: "decision", keys: ["dompurify"] },
      { kind: "instruction", keys: ["sanitizehtml"] },
      { kind: "task", keys: ["lint rule"] },
    ],
  },
  {
    id: "b85-api-keys",
    build: (s) =>
      s
        .user("How are customer API keys stored? The pentesters asked and I want to answer precisely.")
        .file("Read", "src/auth/apikeys.ts")
        .bash(
          "psql $DATABASE_URL -c '\\d api_keys' | head -8",
          " id          | uuid\n prefix      | text\n key_hash    | bytea\n tenant_id   | uuid\n created_at  | timestamptz",
        )
        .assistant(
          "Keys are generated as `ak_live_` plus 32 random bytes in base62. Only a SHA-256 hash is stored (key_hash), alongside the first 8 characters as a display prefix. The plaintext is shown once at creation. There is no expiry and no last-used timestamp.",
        )
        .user(
          "Thank you, that is what I will send them. The absence of last-used tracking is a gap; follow-up for the next sprint: add last_used_at and an optional expiry to api_keys.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["sha-256"] },
      { kind: "task", keys: ["last_used_at"] },
    ],
  },
  {
    id: "b85-csrf-origin",
    build: (s) =>
      s
        .user("Now that the session cookie is SameSite=Lax, do we still need the double-submit CSRF token?")
        .file("Read", "src/server/csrf.ts")
        .assistant(
          "SameSite=Lax blocks cross-site POSTs carrying the cookie in modern browsers, but not same-site attacks from a compromised subdomain. Adding a strict Origin header check on state-changing requests covers that case. With both, the double-submit token adds little.",
        )
        .user("What about older browsers that do not send Origin?")
        .assistant("Every browser we support sends Origin on POST. Requests without it can simply be rejected.")
        .user("Then: drop the double-submit token; SameSite=Lax plus a strict Origin check on every non-GET request, rejecting a missing Origin.")
        .file("Edit", "src/server/csrf.ts")
        .bash("npx vitest run test/server/csrf.test.ts", " ✓ test/server/csrf.test.ts (5 tests) 60ms")
        .stop(),
    planted: [{ kind: "decision", keys: ["double-submit"] }],
  },
  {
    id: "b85-threat-model",
    build: (s) =>
      s
        .user(
          "I want threat models to be something we actually maintain. Convention: one Markdown file per subsystem in docs/security/threat-models/, using a STRIDE table, reviewed whenever the subsystem's trust boundaries change. Start with a template.",
        )
        .file("Write", "docs/security/threat-models/_template.md")
        .assistant("Template written: scope, data flow diagram, trust boundaries, STRIDE table, mitigations with ticket links.")
        .user("Good. Who would you say should write the first one?")
        .assistant("Whoever knows the webhook subsystem best, since it had the SSRF finding. I do not know who that is.")
        .user("Neither do I yet. TODO: threat model for the webhook delivery subsystem, before the Smokescreen rollout is finished.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["stride"] },
      { kind: "task", keys: ["threat model", "webhook"] },
    ],
  },
  {
    id: "b85-empty-tls-check",
    build: (s) =>
      s
        .user("Run a TLS configuration check against app.acme.io.")
        .bash(
          "testssl.sh --quiet --protocols app.acme.io",
          " SSLv2      not offered (OK)\n SSLv3      not offered (OK)\n TLS 1     not offered\n TLS 1.1    not offered\n TLS 1.2    offered (OK)\n TLS 1.3    offered (OK): final",
        )
        .assistant("Only TLS 1.2 and 1.3 are offered. Nothing to report on protocols.")
        .user("And the ciphers for 1.2?")
        .assistant("I only ran the protocol section. Shall I run the full cipher enumeration? It takes a few minutes.")
        .user("No, not necessary today.")
        .stop(),
    planted: [],
  },
  {
    id: "b85-empty-typo-fix",
    build: (s) =>
      s
        .user("There is a typo in the security headers test name, 'Referer-Policy'. Fix it, please.")
        .file("Edit", "src/server/headers.test.ts")
        .assistant("Renamed to 'Referrer-Policy'.")
        .user("Run that test file.")
        .bash("npx vitest run src/server/headers.test.ts", " ✓ src/server/headers.test.ts (6 tests) 81ms")
        .assistant("All 6 pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b85-empty-config-quote",
    build: (s) =>
      s
        .user("Show me what the WAF managed rules config says about SQL injection.")
        .bash(
          "sed -n 1,12p infra/waf/rules.yaml",
          "# NOTE: these rules must always run before custom rules\n# TODO: review paranoia level after Q4\nmanaged:\n  - id: owasp-crs\n    paranoia: 2\n    action: block\n    # never set action to log in prod\n  - id: sqli-extended\n    action: block",
        )
        .assistant(
          "The OWASP core rule set runs at paranoia level 2 in block mode, plus an extended SQLi rule, also blocking. The comments in the file are from whoever wrote it originally.",
        )
        .user("Paranoia 2, hm. Do you think 3 would cause many false positives for us?")
        .assistant("Likely on the rich-text fields; level 3 is aggressive with HTML-like input. It would be a guess without replaying traffic.")
        .user("Leave it as it is. Just wanted to see it.")
        .stop(),
    planted: [],
  },
  {
    id: "b85-empty-status",
    build: (s) =>
      s
        .user("Where are we on the pentest findings? A short status, please.")
        .bash(
          "gh issue list --label SEC-PT --state all --json number,state --jq 'group_by(.state) | map({(.[0].state): length}) | add'",
          '{"CLOSED":7,"OPEN":9}',
        )
        .assistant("7 of 16 findings closed, including both highs. The 9 open ones are 3 medium and 6 low. The exports IDOR fix is in review.")
        .user("Fine. Thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b85-empty-hypothesis",
    build: (s) =>
      s
        .user("Grafana shows a spike of 401s from the mobile API at 03:10. Token expiry bug, perhaps?")
        .bash(
          "grep ' 401 ' logs/api-2026-11-20.log | awk '{print $7}' | sort | uniq -c | sort -rn | head -3",
          "  4120 /v2/sync\n    31 /v2/me\n     4 /v2/login",
        )
        .assistant(
          "Almost all of them are /v2/sync. It could be clock skew on the devices, or the sync job retrying with a token revoked at logout. I cannot tell which from this log alone.",
        )
        .user("Maybe it is the new app release; it went out yesterday evening.")
        .assistant("That is possible too. The user agent field would tell us; the log format here does not include it.")
        .user("Let us not chase it now. I will ask the mobile team whether they saw anything.")
        .stop(),
    planted: [],
  },
  {
    id: "b85-empty-explain",
    build: (s) =>
      s
        .user("Explain the difference between SameSite=Lax and SameSite=Strict in one paragraph, for a non-security colleague.")
        .assistant(
          "With Strict, the browser sends the cookie only when the request originates from your own site, so even following a link from an email arrives logged out. With Lax, the cookie is also sent on top-level navigations such as clicking a link, but not on cross-site form posts, images or scripts. Lax keeps links working and still blocks most cross-site request forgery.",
        )
        .user("Perfect, that is exactly the level I wanted.")
        .assistant("Glad it helps.")
        .stop(),
    planted: [],
  },
  {
    id: "b85-empty-rejected-idea",
    build: (s) =>
      s
        .user("Idea: should we put the whole API behind mutual TLS for enterprise customers?")
        .file("Read", "docs/architecture.md")
        .assistant(
          "It is feasible at the Cloudflare edge with client certificates. The cost is certificate lifecycle management for every customer integration, and most of their tooling handles mTLS poorly.",
        )
        .user("Yes, the support load would be considerable. Probably not worth it unless a customer asks.")
        .assistant("It is speculative until there is demand, yes.")
        .user("Let me think about it over the weekend; no action for now.")
        .stop(),
    planted: [],
  },
  {
    id: "b85-secrets-rotation",
    build: (s) =>
      s
        .user("Which secrets in the GitHub org are defined at repository level rather than organization level?")
        .bash("gh api /repos/acme/web/actions/secrets --jq '.secrets[].name'", "AWS_ACCESS_KEY_ID\nAWS_SECRET_ACCESS_KEY\nNPM_TOKEN\nSENTRY_AUTH_TOKEN")
        .assistant(
          "Four repository-level secrets in acme/web, including a long-lived AWS access key pair. The rotation job in infra-automation is a scheduled workflow that runs daily at 02:00 UTC and only touches Doppler-managed database credentials; it does not cover these.",
        )
        .user(
          "Then let me state the ground rules for secrets once, since people keep asking:\n1. Database credentials rotate every 30 days, through the Doppler rotation job, never by hand.\n2. No long-lived cloud keys in CI. AWS access from GitHub Actions goes through OIDC role assumption only.\n3. Anything that must stay a CI secret lives at organization level, scoped to the repos that need it.\nPlease start by replacing the AWS key pair here with OIDC.",
        )
        .file("Edit", ".github/workflows/deploy.yml")
        .bash(
          "gh secret delete AWS_ACCESS_KEY_ID && gh secret delete AWS_SECRET_ACCESS_KEY",
          "✓ Deleted secret AWS_ACCESS_KEY_ID from acme/web\n✓ Deleted secret AWS_SECRET_ACCESS_KEY from acme/web",
        )
        .stop("Deploy workflow now assumes the deploy role via OIDC; the static keys are deleted."),
    planted: [
      { kind: "fact", keys: ["02:00"] },
      { kind: "instruction", keys: ["30 days"] },
      { kind: "instruction", keys: ["oidc"] },
      { kind: "instruction", keys: ["organization level"] },
    ],
  },
  {
    id: "b85-cors-mobile",
    build: (s) =>
      s
        .file("Read", "src/server/cors.ts")
        .assistant(
          "The CORS middleware reflects whatever Origin the request sends and sets Access-Control-Allow-Credentials: true. Any site can therefore make credentialed requests to the API and read the responses. This is PT-06.",
        )
        .user("Before you restrict it: which origins legitimately call the API from a browser context?")
        .bash(
          "zcat logs/edge-2026-11-2*.gz | jq -r 'select(.credentialed) | .origin' | sort | uniq -c | sort -rn | head -4",
          " 918233 https://app.acme.io\n  40112 capacitor://localhost\n   2210 https://admin.acme.io\n     12 https://evil.example",
        )
        .assistant(
          "Three legitimate origins: app.acme.io, admin.acme.io, and capacitor://localhost, which is the Origin the iOS and Android apps send from their Capacitor webview. The last line is the testers.",
        )
        .user(
          "Right, I had forgotten the mobile apps use Capacitor. So: CORS becomes an explicit allowlist of exactly those three origins, and the reflection code is deleted.",
        )
        .file("Edit", "src/server/cors.ts")
        .bash("npx vitest run test/server/cors.test.ts", " ✓ test/server/cors.test.ts (8 tests) 73ms")
        .stop(),
    planted: [
      { kind: "fact", keys: ["capacitor"] },
      { kind: "decision", keys: ["allowlist"] },
    ],
  },
  {
    id: "b85-zap-scans",
    build: (s) =>
      s
        .user("ok so the zap baseline scan, where does that even run from? i found a nightly job but not the config")
        .bash(
          "gh search code 'zap-baseline' --owner acme --json repository,path --jq '.[] | .repository.nameWithOwner + \":\" + .path'",
          "acme/security-scans:.github/workflows/nightly-zap.yml",
        )
        .assistant(
          "It runs from the acme/security-scans repository: a nightly workflow, nightly-zap.yml, running the ZAP baseline scan against staging.acme.io.",
        )
        .user(
          "thx. and pls dont ever point the zap active scan at prod, only staging. last time someone did it created 3k junk support tickets. the scan is also unauthenticated right now so it misses everything behind login, follow up on getting authenticated zap scans working w/ a test user",
        )
        .file("Read", "acme-security-scans/.github/workflows/nightly-zap.yml")
        .assistant("Noted. The workflow uses `zaproxy/action-baseline@v0.12.0` with no auth context configured.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["security-scans"] },
      { kind: "instruction", keys: ["zap", "prod"] },
      { kind: "task", keys: ["authenticated"] },
    ],
  },
  {
    id: "b85-audit-log",
    build: (s) =>
      s
        .user("Can an application bug delete or alter audit log rows? The auditors will ask.")
        .bash(
          "psql $DATABASE_URL -c \"select tgname, pg_get_triggerdef(oid) from pg_trigger where tgrelid = 'audit_events'::regclass\"",
          " audit_events_no_mutation | CREATE TRIGGER audit_events_no_mutation BEFORE DELETE OR UPDATE ON public.audit_events FOR EACH ROW EXECUTE FUNCTION reject_mutation()",
        )
        .bash('psql $DATABASE_URL -c "\\dp audit_events"', " public | audit_events | table | app=a/postgres")
        .assistant(
          "No. audit_events is append-only at the database level: a trigger rejects every UPDATE and DELETE, and the app role only has INSERT privilege on the table. Only the postgres superuser could bypass it.",
        )
        .user(
          "Good, that is the answer I hoped for. What is missing is off-site retention. We need to forward audit_events to the SIEM so a compromised database cannot hide its own tracks. Not today; record it.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["audit_events", "append-only"] },
      { kind: "task", keys: ["siem"] },
    ],
  },
  {
    id: "b85-container-scan",
    build: (s) =>
      s
        .bash(
          "trivy image --severity HIGH,CRITICAL --quiet ghcr.io/acme/worker:latest | tail -6",
          "ghcr.io/acme/worker:latest (debian 12.5)\nTotal: 23 (HIGH: 19, CRITICAL: 4)\n\n│ libssl3 │ CVE-2024-5535 │ CRITICAL │ 3.0.11-1~deb12u2 │ 3.0.13-1~deb12u1 │",
        )
        .assistant(
          "Trivy reports 23 high or critical CVEs in the worker image, almost all in Debian packages the worker never uses (libssl3, perl, curl). The web image, which is distroless, has none. For comparison, the Snyk container scan we pay for reported 31 on the same image.",
        )
        .user(
          "We drop the Snyk container product and use Trivy in CI for image scanning; it is free and the results are equivalent. Two more things. Base images are always pinned by sha256 digest, not by tag, in every Dockerfile. And the worker image should move to distroless like the web one, but that needs the ImageMagick dependency sorted out first, so it is for later.",
        )
        .file("Edit", "docker/worker.Dockerfile")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Pinned the worker's base image by digest and added a Trivy step that fails on CRITICAL.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["trivy"] },
      { kind: "instruction", keys: ["digest"] },
      { kind: "task", keys: ["distroless", "worker"] },
    ],
  },
  {
    id: "b85-session-lifetime",
    build: (s) =>
      s
        .user("What is the maximum lifetime of a customer session today?")
        .bash("redis-cli -n 2 --scan --pattern 'sess:*' | head -1 | xargs redis-cli -n 2 ttl", "2591712")
        .assistant(
          "Sessions live in Redis database 2 under keys `sess:<id>`, with a sliding TTL of 30 days and no absolute cap. A session that is used daily never expires.",
        )
        .user("That is far too long. Cap the absolute lifetime at 24 hours, regardless of activity.")
        .assistant("That would force customers who keep the dashboard open all day to log in again at the same time each day. Is that acceptable?")
        .user(
          "Hm, fair point, they would lose work at a bad moment. Change of plan: absolute lifetime of 12 hours, plus a 30-minute idle timeout, so it expires overnight instead.",
        )
        .file("Edit", "src/auth/session.ts")
        .bash("npx vitest run test/auth/session.test.ts", " ✓ test/auth/session.test.ts (10 tests) 220ms")
        .assistant("Implemented: `absoluteTtl` 12 h and `idleTtl` 30 min. Existing sessions keep their old TTL until they are next written.")
        .user("Then we need to revoke all pre-existing sessions once this is deployed, otherwise the old ones live on for a month. Remind me after the deploy.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sess:"] },
      { kind: "decision", keys: ["12 hours"] },
      { kind: "task", keys: ["revoke"] },
    ],
  },
  {
    id: "b85-mass-assignment",
    build: (s) =>
      s
        .user("PT-05: a normal user could make themselves an admin. Find out how.")
        .file("Read", "src/routes/users.ts")
        .assistant(
          'PATCH /api/users/:id passes `{ ...req.body }` straight into `db.users.update`. Sending `{"role": "admin"}` in the body changes the role. That is a mass assignment vulnerability and the root cause of PT-05; the only check is that the caller edits their own id.',
        )
        .bash('curl -s -X PATCH -H "Authorization: Bearer $USER_T" -d \'{"role":"admin"}\' https://staging.acme.io/api/users/u_311 | jq .role', '"admin"')
        .user(
          "Reproduced, thank you. Fix it with an explicit schema. And in general: every request body is parsed with a zod schema declared with .strict(), so unknown fields are rejected rather than silently passed through. No more spreading req.body anywhere.",
        )
        .file("Edit", "src/routes/users.ts")
        .bash("npx vitest run test/routes/users.test.ts", " ✓ test/routes/users.test.ts (14 tests) 190ms")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mass assignment"] },
      { kind: "instruction", keys: ["zod"] },
    ],
  },
  {
    id: "b85-oncall-writeups",
    build: (s) =>
      s
        .user("Draft the write-up for the CORS finding for the engineering channel.")
        .file("Read", "docs/security/pentest-triage.md")
        .assistant(
          "Draft: 'The API reflected arbitrary origins with credentials allowed, so any website could read a logged-in user's data. Fixed by an explicit allowlist. Thanks to the pentest team.'",
        )
        .user(
          "Too loose. I prefer write-ups in a fixed order: severity, affected endpoint, reproduction steps, root cause, fix, and the PR link. Use that structure for every finding you write up for me, please.",
        )
        .file("Edit", "docs/security/findings/PT-06.md")
        .assistant("Rewritten in that order. Who should be tagged for questions?")
        .bash("pd schedule list --query sec | head -3", "ID       NAME          \nP7Q2X1   sec-primary   \nP7Q2X4   sec-secondary")
        .user("Tag whoever is on sec-primary in PagerDuty; that schedule is the security on-call, it rotates weekly on Mondays.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["severity", "reproduction"] },
      { kind: "fact", keys: ["sec-primary"] },
    ],
  },
  {
    id: "b85-empty-review-request",
    build: (s) =>
      s
        .user("Review this diff for the exports fix before I approve it.")
        .bash(
          "git diff main...fix/exports-idor --stat",
          " src/routes/exports.ts            | 18 ++++++++++++------\n test/routes/exports.test.ts      | 41 +++++++++++++++++++++++++++++++++\n 2 files changed, 53 insertions(+), 6 deletions(-)",
        )
        .file("Read", "src/routes/exports.ts")
        .assistant(
          "The change adds the tenant predicate to all three loaders and a test per loader with a foreign tenant's token. One nit: the 404 vs 403 response differs between list and detail routes, which leaks existence of ids. Otherwise it looks correct.",
        )
        .user("Would you return 404 for both?")
        .assistant("Yes, 404 for both avoids the existence oracle.")
        .user("I will pass that on to the author.")
        .stop(),
    planted: [],
  },
];

export const BLIND85 = plantedSet(BLIND85_SESSIONS, Date.UTC(2026, 10, 13, 9));
