/**
 * Blind planted set 219 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a security engineer remediating pentest findings with a coding agent: finding IDs
 * (PT-xx), CVEs, checklists, scanner output quoted verbatim, terse triage talk.
 * Each session is one segment; the items planted in it are listed with it: 66 items (16 decisions, 16 instructions,
 * 17 facts, 17 tasks) in 51 sessions, 11 of which plant nothing (51 user/assistant messages between them). Every other message
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

export const BLIND219_SESSIONS: BlindSession[] = [
  {
    id: "b219-pt07-jwt-alg",
    build: (s) =>
      s
        .user("PT-07 from the pentest report: the verifier accepts alg=none tokens. can you look at src/auth/verify.ts")
        .file("Read", "src/auth/verify.ts")
        .assistant(
          "Confirmed. `verifyToken` passes the header's alg straight to the library, so an unsigned token with alg=none gets through. I can pin the algorithm list to RS256 only, or switch the whole thing to jose's jwtVerify which requires an explicit algorithms list.",
        )
        .user("go with jose and pin RS256. we drop jsonwebtoken entirely, it's been the source of two findings now")
        .file("Edit", "src/auth/verify.ts")
        .bash("npx vitest run test/auth", " ✓ test/auth/verify.test.ts (9 tests) 41ms\n Test Files  1 passed (1)")
        .assistant("Switched verify.ts to jose with algorithms: ['RS256']; the alg=none token is now rejected. Tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["jose", "jsonwebtoken"] }],
  },
  {
    id: "b219-checklist-format",
    build: (s) =>
      s
        .user(
          "before we start on the batch: for every finding you close, add a line to docs/security/remediation.md with the finding ID, the commit and how you verified it. that's how I want all of them tracked, the auditors read that file",
        )
        .file("Read", "docs/security/remediation.md")
        .assistant("Got it. The file currently has a table with columns ID | Status | Owner. Want me to add Commit and Verification columns?")
        .user("yes")
        .file("Edit", "docs/security/remediation.md")
        .assistant("Added the two columns and filled in PT-07 with the jose commit and 'vitest test/auth + manual alg=none curl'.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["remediation.md"] }],
  },
  {
    id: "b219-pt12-ssrf",
    build: (s) =>
      s
        .user("PT-12, SSRF in the webhook preview endpoint. they hit 169.254.169.254 through it")
        .bash("grep -rn 'fetch(' src/webhooks/", "src/webhooks/preview.ts:31:    const res = await fetch(body.url, { redirect: 'follow' });")
        .assistant(
          "The preview handler fetches any URL and follows redirects. Options: (a) a deny-list of private ranges checked after DNS resolution, (b) route all outbound webhook traffic through the egress proxy, which already blocks RFC1918 and link-local.",
        )
        .user("maybe a deny list is enough? how big is that change")
        .assistant("Small, but a deny-list after resolution is still racy with DNS rebinding unless we pin the resolved IP for the connect.")
        .user("ok then no, let's do the egress proxy. all outbound webhook requests go through egress-proxy.internal:3128 from now on, no direct fetches")
        .file("Edit", "src/webhooks/preview.ts")
        .file("Edit", "src/webhooks/deliver.ts")
        .bash("npx vitest run test/webhooks", " Test Files  3 passed (3)\n      Tests  22 passed (22)")
        .assistant("Both preview and deliver now use the proxied client; redirects are off. Tests green.")
        .stop(),
    planted: [{ kind: "decision", keys: ["egress", "3128"] }],
  },
  {
    id: "b219-chitchat-report",
    build: (s) =>
      s
        .user("morning. the full pentest report landed overnight, 23 findings, 4 high")
        .assistant("Good morning. Do you want me to start by turning the report into a checklist, or pick up a specific finding?")
        .user("not yet, I'm still reading it. just wanted to warn you it's going to be a long week")
        .assistant("Understood. I'll wait for you to pick the order.")
        .user("thanks. coffee first")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b219-cve-lodash",
    build: (s) =>
      s
        .user("npm audit is screaming again, can you check")
        .bash(
          "npm audit --omit=dev",
          "lodash  <4.17.21\nSeverity: high\nCommand Injection in lodash - https://github.com/advisories/GHSA-35jh-r3h4-6jhm\nfix available via `npm audit fix`\n1 high severity vulnerability",
        )
        .assistant("One high: lodash < 4.17.21 (CVE-2021-23337, command injection in `template`). It comes in through `report-gen`, which pins lodash 4.17.15.")
        .user(
          "we don't even call template. but fine, bump it. and fyi report-gen is owned by the data team (Priya), we can't just fork it, any change there goes through her",
        )
        .file("Edit", "package.json")
        .bash("npm install && npm audit --omit=dev", "added 0 packages, changed 1 package\nfound 0 vulnerabilities")
        .assistant("Added an overrides entry forcing lodash 4.17.21; audit is clean.")
        .stop(),
    planted: [{ kind: "fact", keys: ["report-gen", "priya"] }],
  },
  {
    id: "b219-pt03-cookie-flags",
    build: (s) =>
      s
        .user("PT-03: session cookie missing Secure and SameSite. should be quick")
        .file("Read", "src/http/session.ts")
        .assistant(
          "The cookie is set with HttpOnly only. I'll add Secure and SameSite=Lax. Lax rather than Strict because the SSO callback is a cross-site top-level GET.",
        )
        .user("Lax is right, Strict broke the SSO login last time we tried it")
        .file("Edit", "src/http/session.ts")
        .bash("curl -sI https://localhost:8443/login | grep -i set-cookie", "set-cookie: sid=9f1c...; Path=/; HttpOnly; Secure; SameSite=Lax")
        .assistant("Header looks right now.")
        .user(
          "good. note for later: PT-03 also listed the csrf cookie, that one's set in the legacy php admin and I don't want to touch it this week. follow-up ticket please, SEC-441",
        )
        .stop("I'll leave the legacy admin's csrf cookie for SEC-441."),
    planted: [
      { kind: "fact", keys: ["strict", "sso"] },
      { kind: "task", keys: ["sec-441"] },
    ],
  },
  {
    id: "b219-scanner-config-quoted",
    build: (s) =>
      s
        .user("why is semgrep failing CI on the PR?")
        .bash(
          "cat .semgrep.yml | head -20",
          "rules:\n  - id: no-eval\n    message: never use eval() on request data\n    severity: ERROR\n  - id: todo-auth\n    message: TODO markers in auth code must be resolved before merge\n    severity: WARNING",
        )
        .bash("npx semgrep --config .semgrep.yml src/", "src/admin/calc.ts:14 no-eval: never use eval() on request data\n1 blocking finding")
        .assistant("It's the no-eval rule: src/admin/calc.ts line 14 evaluates the `expr` query param. That's not from the report, it's new in this PR.")
        .user("ugh. replace it with the mathjs evaluate thing, whatever is there already")
        .file("Edit", "src/admin/calc.ts")
        .bash("npx semgrep --config .semgrep.yml src/", "0 blocking findings")
        .assistant("Replaced eval with mathjs `evaluate` in a limited scope; semgrep passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b219-pt15-ratelimit",
    build: (s) =>
      s
        .user("PT-15 is no rate limiting on /api/login. they did 40k attempts in 10 minutes")
        .bash(
          "grep -rn 'rateLimit' src/ | head",
          "src/api/search.ts:8:import { rateLimit } from '../mw/ratelimit';\nsrc/api/search.ts:12:router.use(rateLimit({ window: 60, max: 120 }));",
        )
        .assistant(
          "There's a rateLimit middleware already used on search, backed by Redis. For login I'd key it on both IP and username: 10 attempts per 15 minutes per username, 100 per IP.",
        )
        .user("yes do that, 10 per 15 min per username / 100 per ip. and put it on /api/password-reset too")
        .file("Edit", "src/api/auth.ts")
        .bash("npx vitest run test/api/auth.test.ts", " ✓ test/api/auth.test.ts (14 tests) 230ms")
        .assistant("Login and password-reset now have both limits; the 11th attempt for one username returns 429 with Retry-After.")
        .user(
          "perfect. btw the redis behind the limiter is the shared one, redis-sessions, it's got maxmemory 256mb and evicts allkeys-lru, so keep keys short",
        )
        .stop("Noted, keys are `rl:u:<hash>` and `rl:ip:<ip>`."),
    planted: [
      { kind: "decision", keys: ["10", "username"] },
      { kind: "fact", keys: ["redis-sessions", "256"] },
    ],
  },
  {
    id: "b219-no-prod-secrets",
    build: (s) =>
      s
        .user(
          "one rule for this whole engagement: never paste anything from the prod vault into the chat or into test fixtures, even redacted. use the values from vault path secret/dev/* instead",
        )
        .assistant("Understood, dev vault values only.")
        .user("ok now PT-19, hardcoded AWS key in scripts/backup.sh")
        .bash("git log --oneline -S 'AKIA' -- scripts/backup.sh", "a41c2e9 backup script\n")
        .file("Read", "scripts/backup.sh")
        .assistant(
          "The key was added in a41c2e9 and is still in the file. It needs to be rotated regardless of whether we rewrite history; removing it from HEAD doesn't help since it's in the git history.",
        )
        .user("rotation is being done by Marco's team right now. just switch the script to use the instance role")
        .file("Edit", "scripts/backup.sh")
        .assistant("Removed the key; the script now relies on the instance profile credentials.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["vault", "secret/dev"] }],
  },
  {
    id: "b219-pt19-history-rewrite",
    build: (s) =>
      s
        .user("about the AKIA key in backup.sh history, should we rewrite git history with filter-repo?")
        .assistant(
          "It's possible, but every clone and fork keeps the old objects, so a rewrite doesn't un-leak it. Rotation is what actually closes it. A rewrite mostly helps against future scanner noise.",
        )
        .user("yeah. I was going to propose it to the team but honestly not worth the force-push chaos")
        .bash(
          "aws iam list-access-keys --user-name backup-bot --profile sec-audit",
          '{\n  "AccessKeyMetadata": [\n    { "AccessKeyId": "AKIA****7Q2M", "Status": "Inactive" }\n  ]\n}',
        )
        .assistant("The leaked key is already inactive, so rotation's done on Marco's side.")
        .user("ok cool")
        .stop(),
    planted: [],
  },
  {
    id: "b219-pt21-headers",
    build: (s) =>
      s
        .user("PT-21 missing security headers. HSTS, CSP, X-Content-Type-Options. where do we set headers today")
        .bash("grep -rn 'setHeader\\|helmet' src/ | head", "src/server.ts:22:app.use(helmet({ contentSecurityPolicy: false }));")
        .assistant(
          "Helmet is on in src/server.ts but with CSP disabled. HSTS and nosniff are already sent by helmet's defaults; the scanner probably hit the static CDN host, which doesn't go through this server.",
        )
        .bash("curl -sI https://static.example-app.com/app.js | grep -i -E 'strict|nosniff'", "")
        .assistant("Confirmed: static.example-app.com returns none of them. Those headers come from the CloudFront response-headers policy, not our code.")
        .user(
          "right, the CDN config lives in the infra repo (infra-terraform, cdn/ module), not here. I'll do that part. you do CSP here, report-only first for two weeks",
        )
        .file("Edit", "src/server.ts")
        .assistant("CSP is on in Content-Security-Policy-Report-Only mode with report-uri /csp-report.")
        .user("and remind me on dec 12 to flip it to enforcing")
        .stop(),
    planted: [
      { kind: "fact", keys: ["infra-terraform", "cdn"] },
      { kind: "decision", keys: ["report-only"] },
      { kind: "task", keys: ["enforcing"] },
    ],
  },
  {
    id: "b219-typo-fix",
    build: (s) =>
      s
        .user("there's a typo in the 429 error message, 'to many requests'")
        .bash("grep -rn 'to many' src/", "src/mw/ratelimit.ts:40:    res.status(429).json({ error: 'to many requests' });")
        .file("Edit", "src/mw/ratelimit.ts")
        .assistant("Fixed: 'too many requests'.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b219-pt09-idor",
    build: (s) =>
      s
        .user("PT-09 IDOR on GET /api/invoices/:id — any logged in user can read any invoice by incrementing the id")
        .file("Read", "src/api/invoices.ts")
        .assistant(
          "The handler loads by id and never checks `invoice.orgId === req.user.orgId`. Two ways: add the check in this handler, or add an org-scoped repository so every query is filtered by orgId.",
        )
        .user("I think the scoped repo is cleaner but it's a big refactor... hmm")
        .assistant("The handler check is a three-line change. The repository would touch ~30 call sites.")
        .user("ok, handler check now, and we'll do the org-scoped repository as its own project next quarter. put that on the list")
        .file("Edit", "src/api/invoices.ts")
        .bash("npx vitest run test/api/invoices.test.ts", " ✓ test/api/invoices.test.ts (6 tests)\n   ✓ returns 404 for another org's invoice")
        .assistant("Added the orgId check; another org's invoice now returns 404 instead of 403 so ids aren't confirmed to exist.")
        .user("404 is good. for all of these authz fixes answer 404 not 403, that's our convention")
        .stop(),
    planted: [
      { kind: "task", keys: ["org-scoped", "repository"] },
      { kind: "instruction", keys: ["404", "403"] },
    ],
  },
  {
    id: "b219-question-only-argon",
    build: (s) =>
      s
        .user("random question, do you know if argon2id is actually better than bcrypt for us, given the workers are memory-limited?")
        .assistant(
          "argon2id is memory-hard, which is its strength against GPUs, but on a memory-constrained worker you'd have to pick low memory parameters, which weakens that advantage. bcrypt with cost 12 is still considered acceptable.",
        )
        .user("hm. so maybe we'd just end up with weak argon parameters")
        .assistant("Possibly. It depends on how much memory per hash you can afford at peak login rate.")
        .user("let me think about it, not deciding anything today")
        .stop(),
    planted: [],
  },
  {
    id: "b219-pt04-sqli",
    build: (s) =>
      s
        .user("PT-04, sqli in the reports search. sqlmap got the users table out. this is the worst one")
        .bash(
          "grep -n 'query(' src/reports/search.ts",
          '27:  const rows = await db.query("SELECT * FROM reports WHERE title LIKE \'%" + q + "%\' ORDER BY " + sort);',
        )
        .assistant(
          "Both `q` and `sort` are interpolated. `q` can become a bound parameter; `sort` is an identifier, so it needs an allow-list (title, created_at, owner).",
        )
        .file("Edit", "src/reports/search.ts")
        .bash(
          "sqlmap -u 'http://localhost:8080/api/reports?q=a&sort=title' --batch --level 3 2>&1 | tail -3",
          "[WARNING] GET parameter 'q' does not seem to be injectable\n[WARNING] GET parameter 'sort' does not seem to be injectable\n[CRITICAL] all tested parameters do not appear to be injectable",
        )
        .assistant("Fixed and re-ran sqlmap at level 3: nothing injectable.")
        .user("great. for every injection finding rerun sqlmap at --level 3 like that before marking closed, put the command in the remediation log")
        .user(
          "also the root cause: the reports module was written on the old knex-less db helper that only has raw query(). the whole src/reports/ dir is on it",
        )
        .stop("Logged the sqlmap command in remediation.md."),
    planted: [
      { kind: "instruction", keys: ["sqlmap", "level 3"] },
      { kind: "fact", keys: ["src/reports", "query()"] },
    ],
  },
  {
    id: "b219-status-only",
    build: (s) =>
      s
        .user("where are we on the list?")
        .file("Read", "docs/security/remediation.md")
        .assistant(
          "Closed: PT-03, PT-04, PT-07, PT-09, PT-12, PT-15, PT-19 (code side). Partial: PT-21 (CSP report-only; CDN headers with you). Open: 15 others, including high PT-01 and PT-02.",
        )
        .user("ok, decent progress for two days")
        .assistant("Want me to take PT-01 next?")
        .user("later, I have a meeting")
        .stop(),
    planted: [],
  },
  {
    id: "b219-pt01-deser",
    build: (s) =>
      s
        .user("PT-01: the import endpoint uses node-serialize on the uploaded blob. RCE. CVE-2017-5941")
        .bash(
          "grep -rn 'node-serialize' src/ package.json",
          'package.json:41:    "node-serialize": "0.0.4",\nsrc/import/restore.ts:3:import serialize from \'node-serialize\';',
        )
        .assistant(
          "restore.ts unserializes uploaded backups with node-serialize, which executes IIFEs in the payload. The format is just JSON with Dates; plain JSON.parse with a reviver for dates covers it.",
        )
        .user(
          "do that and remove node-serialize from package.json completely. we're not allowing any serialize-style libs back in, json + zod validation only for uploads",
        )
        .file("Edit", "src/import/restore.ts")
        .file("Edit", "package.json")
        .bash("npm uninstall node-serialize && npx vitest run test/import", "removed 1 package\n Test Files  2 passed (2)")
        .assistant("Removed; restore now uses JSON.parse + a zod schema. Old backups still import in the tests.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["zod", "upload"] }],
  },
  {
    id: "b219-pt02-path-traversal",
    build: (s) =>
      s
        .user("PT-02 path traversal in /files/download?name=../../etc/passwd")
        .file("Read", "src/files/download.ts")
        .assistant(
          "It joins the name onto UPLOAD_DIR without normalizing. I'll resolve the path and check it stays inside UPLOAD_DIR. Maybe also reject any name with a slash?",
        )
        .user("names can have slashes, users upload folders. just the resolve + prefix check")
        .file("Edit", "src/files/download.ts")
        .bash("curl -s -o /dev/null -w '%{http_code}' 'http://localhost:8080/files/download?name=..%2f..%2fetc%2fpasswd'", "404")
        .assistant("Traversal attempt returns 404 now.")
        .user("good. fyi UPLOAD_DIR on prod is an EFS mount at /mnt/uploads, shared by the api and the thumbnailer")
        .stop(),
    planted: [{ kind: "fact", keys: ["efs", "/mnt/uploads"] }],
  },
  {
    id: "b219-withdrawn-waf",
    build: (s) =>
      s
        .user("thinking we should just put a WAF rule in front for all the injection stuff and call it a day")
        .assistant("A WAF rule would reduce noise, but the pentesters will check the app itself; a WAF doesn't close an SQLi finding on its own.")
        .user("yeah, scratch that, you're right. forget the WAF")
        .assistant("Ok.")
        .user("what's the next high?")
        .bash(
          "grep -n 'High' docs/security/remediation.md",
          "| PT-01 | High | closed |\n| PT-02 | High | closed |\n| PT-04 | High | closed |\n| PT-11 | High | open |",
        )
        .assistant("PT-11 is the last open high.")
        .stop(),
    planted: [],
  },
  {
    id: "b219-pt11-ssti",
    build: (s) =>
      s
        .user("PT-11, server-side template injection in the email templates editor. admins can write handlebars and the pentester got process.env out")
        .file("Read", "src/email/render.ts")
        .assistant(
          "render.ts compiles admin templates with a handlebars instance that has `allowProtoPropertiesByDefault: true`. That's how they reached constructor → process. Turning that off and using a sandboxed helper set closes it.",
        )
        .user(
          "do it. and here's the thing nobody wrote down: email templates are rendered in the api process, not in the mailer service, so anything that leaks from render leaks the api's env",
        )
        .file("Edit", "src/email/render.ts")
        .bash("npx vitest run test/email", " ✓ test/email/render.test.ts (11 tests)\n   ✓ rejects {{constructor.constructor}}")
        .assistant("Prototype access is off and the payload from the report now renders empty. Tests pass.")
        .user("TODO for after the retest: move template rendering out of the api into the mailer service so the env isn't in reach. not now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["api process", "mailer"] },
      { kind: "task", keys: ["mailer service"] },
    ],
  },
  {
    id: "b219-retest-date",
    build: (s) =>
      s
        .user("heads up: the retest window with the pentest firm is fixed, Dec 15-17. everything high/medium must be merged by the 12th")
        .assistant("Noted. There are 6 mediums still open; at the current pace that's feasible.")
        .bash("grep -c '| Medium | open' docs/security/remediation.md", "6")
        .user("the contact at the firm is Joana Reis, she's the one to send the fix list to, not the generic inbox")
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["dec 15"] },
      { kind: "fact", keys: ["joana"] },
    ],
  },
  {
    id: "b219-pt16-logging-pii",
    build: (s) =>
      s
        .user("PT-16 says passwords show up in logs on failed signup. check logger config")
        .bash("grep -rn 'logger.info(req.body' src/", "src/api/signup.ts:19:  logger.info(req.body, 'signup attempt');")
        .assistant(
          "signup logs the whole body. I'll log only the email domain. I could also add pino redact paths as a safety net: ['*.password', '*.token', '*.secret'].",
        )
        .user(
          "yes both. redact config goes in src/log.ts and from now on any new field that can hold a credential gets added to that redact list in the same PR",
        )
        .file("Edit", "src/api/signup.ts")
        .file("Edit", "src/log.ts")
        .bash("npx vitest run test/log.test.ts", " ✓ test/log.test.ts (4 tests)")
        .assistant("Both done; a password in a nested field now prints [Redacted].")
        .stop(),
    planted: [{ kind: "instruction", keys: ["redact"] }],
  },
  {
    id: "b219-ci-log-quoted",
    build: (s) =>
      s
        .user(
          "CI is red on main, here's the log:\n```\nStep 7/9: trivy image app:ci\nCRITICAL: 0, HIGH: 2\nlibssl3 3.0.11 -> fixed in 3.0.13 (CVE-2024-0727)\nWARN: base image should always be pinned by digest\nTODO(ci): remove --ignore-unfixed once base is bumped\n```",
        )
        .assistant(
          "Trivy fails on two HIGHs in libssl3 from the base image. The warnings and the TODO come from the pipeline config, not from us. Bumping the base image's patch version should pull 3.0.13.",
        )
        .file("Edit", "Dockerfile")
        .bash("docker build -t app:ci . && trivy image --severity HIGH,CRITICAL app:ci", "Total: 0 (HIGH: 0, CRITICAL: 0)")
        .assistant("Bumped the base to node:20.11-bookworm-slim; trivy shows 0 high/critical.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "b219-pt08-cors",
    build: (s) =>
      s
        .user("PT-08 CORS reflects any Origin with credentials true")
        .file("Read", "src/http/cors.ts")
        .assistant("It echoes req.headers.origin. Which origins do we actually need?")
        .user(
          "app.example-app.com and admin.example-app.com. that's it. partner widgets don't use cookies, they use api keys, so they don't need credentialed cors",
        )
        .file("Edit", "src/http/cors.ts")
        .bash("curl -sI -H 'Origin: https://evil.test' http://localhost:8080/api/me | grep -i access-control", "")
        .assistant("Evil origin gets no ACAO header; app and admin still work.")
        .stop(),
    planted: [{ kind: "fact", keys: ["partner", "api keys"] }],
  },
  {
    id: "b219-mfa-proposal-rejected",
    build: (s) =>
      s
        .user("PT-17 is weak MFA enrollment, the recovery codes are 6 digits")
        .file("Read", "src/auth/mfa.ts")
        .assistant("I could replace the recovery codes with WebAuthn-only recovery, which would remove the guessable secret entirely.")
        .user("no, too many users don't have keys. just make the codes longer")
        .assistant("Then 10 codes of 16 base32 chars each, hashed with sha256 at rest.")
        .user("👍")
        .file("Edit", "src/auth/mfa.ts")
        .bash("npx vitest run test/auth/mfa.test.ts", " ✓ test/auth/mfa.test.ts (7 tests)")
        .stop("Recovery codes are now 16 base32 characters, hashed at rest."),
    planted: [{ kind: "decision", keys: ["16", "base32"] }],
  },
  {
    id: "b219-test-cmd",
    build: (s) =>
      s
        .user("the security regression tests, how do I run only those")
        .bash("cat package.json | grep -A3 '\"scripts\"'", '"scripts": {\n    "test": "vitest run",\n    "test:sec": "vitest run --project security",')
        .assistant("`npm run test:sec`, it runs the vitest `security` project.")
        .user("ok. please always run test:sec before you tell me a finding is fixed, not just the unit test you touched")
        .assistant("Will do.")
        .bash("npm run test:sec", " Test Files  18 passed (18)\n      Tests  143 passed (143)")
        .stop(),
    planted: [{ kind: "instruction", keys: ["test:sec"] }],
  },
  {
    id: "b219-pt13-upload-size",
    build: (s) =>
      s
        .user("PT-13: no size limit on avatar upload, they uploaded 2GB")
        .bash("grep -rn 'multer(' src/", "src/api/avatar.ts:9:const upload = multer({ dest: TMP });")
        .assistant("No limits. 5 MB is plenty for an avatar?")
        .user("2 MB max for avatars. and only png/jpeg/webp")
        .file("Edit", "src/api/avatar.ts")
        .bash("npx vitest run test/api/avatar.test.ts", " ✓ test/api/avatar.test.ts (5 tests)")
        .assistant(
          "Limit set to 2 MB and mime allow-list png/jpeg/webp. Note the nginx in front has client_max_body_size 10m, so the 2 MB limit is enforced by the app, not nginx.",
        )
        .user("yeah leave nginx alone")
        .stop(),
    planted: [{ kind: "decision", keys: ["2 mb", "avatar"] }],
  },
  {
    id: "b219-hypothesis-timing",
    build: (s) =>
      s
        .user("PT-22 says username enumeration via response timing on login. could it be the bcrypt compare being skipped for unknown users?")
        .file("Read", "src/api/auth.ts")
        .assistant("Probably: for unknown users the handler returns before bcrypt.compare, so it answers ~80 ms faster. I haven't measured it yet though.")
        .user("maybe it's also the db lookup being cached, no idea")
        .assistant("Could be both. I can measure with 200 requests of each kind if you want.")
        .user("not today, let's look at it tomorrow with fresh eyes")
        .stop(),
    planted: [],
  },
  {
    id: "b219-pt22-timing-confirmed",
    build: (s) =>
      s
        .user("ok timing thing from yesterday, PT-22. measure it")
        .bash("node scripts/timing.js --n 200", "known user:   mean 94.1ms p50 92ms\nunknown user: mean 11.8ms p50 11ms")
        .assistant("Confirmed: the 80 ms gap is the bcrypt.compare that is skipped for unknown users. The db lookup isn't cached; both paths hit postgres.")
        .user("fix by comparing against a dummy hash for unknown users")
        .file("Edit", "src/api/auth.ts")
        .bash("node scripts/timing.js --n 200", "known user:   mean 93.7ms p50 92ms\nunknown user: mean 92.9ms p50 92ms")
        .assistant("Gap gone.")
        .user("nice. keep scripts/timing.js, we'll reuse it for the reset-password endpoint — that one still needs the same check, do it after the retest")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bcrypt", "unknown"] },
      { kind: "task", keys: ["reset-password"] },
    ],
  },
  {
    id: "b219-pt05-xss",
    build: (s) =>
      s
        .user("PT-05 stored XSS in the comments markdown")
        .bash("grep -rn 'marked(' src/ web/", "web/components/Comment.tsx:22:  <div dangerouslySetInnerHTML={{ __html: marked(body) }} />")
        .assistant("marked output is injected raw. Should I sanitize on render with DOMPurify, or on save server-side?")
        .user("render side, DOMPurify. we keep the raw markdown in the db so we can re-render if the sanitizer changes")
        .file("Edit", "web/components/Comment.tsx")
        .bash("npx vitest run web/components/Comment.test.tsx", " ✓ Comment.test.tsx (3 tests)")
        .assistant("Sanitizing with DOMPurify on render; the report's payload renders as text.")
        .stop(),
    planted: [{ kind: "decision", keys: ["dompurify"] }],
  },
  {
    id: "b219-empty-review",
    build: (s) =>
      s
        .user("can you read the diff for PT-05 again and tell me if anything looks off")
        .bash(
          "git diff HEAD~1 -- web/components/Comment.tsx",
          "-  <div dangerouslySetInnerHTML={{ __html: marked(body) }} />\n+  <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(marked(body)) }} />",
        )
        .assistant("It looks fine. The only question is whether links should get rel=noopener; DOMPurify keeps target attributes if present.")
        .user("do comments even allow target=_blank?")
        .assistant("marked doesn't emit target by default, so unless someone writes raw HTML, no, and raw HTML gets sanitized.")
        .user("ok fine as is")
        .stop(),
    planted: [],
  },
  {
    id: "b219-branch-rule",
    build: (s) =>
      s
        .user("small thing, each finding gets its own branch named sec/PT-xx and its own PR, don't bundle fixes. makes the retest evidence easier")
        .bash("git branch --show-current", "sec/PT-05")
        .assistant("Current branch is sec/PT-05, which matches. I'll keep one branch per finding.")
        .user("👍 and PT-08's fix is on the PT-05 branch by mistake, move it")
        .bash("git log --oneline -3", "e1f9a02 PT-08 cors allow-list\nb77c310 PT-05 sanitize comments\n...")
        .bash(
          "git checkout -b sec/PT-08 && git checkout sec/PT-05 && git reset --hard b77c310",
          "Switched to a new branch 'sec/PT-08'\nHEAD is now at b77c310 PT-05 sanitize comments",
        )
        .assistant("Moved: sec/PT-08 has the CORS commit, sec/PT-05 has only the sanitizer.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["sec/pt-xx"] }],
  },
  {
    id: "b219-pt18-deps-cve",
    build: (s) =>
      s
        .user("PT-18 is outdated axios, CVE-2023-45857, csrf token leak")
        .bash("npm ls axios", "app@1.0.0\n├── axios@1.5.1\n└─┬ @internal/sdk@2.3.0\n  └── axios@0.27.2")
        .assistant("Direct axios is 1.5.1 (needs 1.6.0+). @internal/sdk pulls 0.27.2, which is also affected and which I can't bump from here.")
        .file("Edit", "package.json")
        .bash("npm install axios@1.6.8 && npm ls axios", "├── axios@1.6.8\n└─┬ @internal/sdk@2.3.0\n  └── axios@0.27.2")
        .assistant("Direct dependency bumped. The sdk one remains.")
        .user(
          "@internal/sdk is maintained by platform team, they publish from the platform-libs repo. open an issue there to bump axios in the sdk, we need that before the retest",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["platform-libs"] },
      { kind: "task", keys: ["sdk", "axios"] },
    ],
  },
  {
    id: "b219-empty-meeting",
    build: (s) =>
      s
        .user("the CISO asked if we'll be green by the retest, what do you think honestly")
        .assistant(
          "Highs are closed. Of the mediums, PT-08, PT-13, PT-16 are done; PT-17 and PT-22 have fixes in review. The CDN headers depend on the infra change. Green on highs seems very likely; mediums depend on review speed.",
        )
        .user("yeah that's what I told her. she was fine with it")
        .assistant("Good.")
        .stop(),
    planted: [],
  },
  {
    id: "b219-pt10-open-redirect",
    build: (s) =>
      s
        .user("PT-10 open redirect via ?next= on the login page")
        .file("Read", "src/http/login.ts")
        .assistant("next is used as-is. I'll only allow relative paths starting with a single slash, and reject '//' and backslashes.")
        .user("sounds good")
        .file("Edit", "src/http/login.ts")
        .bash("npm run test:sec", " Test Files  19 passed (19)\n      Tests  151 passed (151)")
        .assistant("Done, test:sec green. `?next=//evil.test` now falls back to /dashboard.")
        .user(
          "ok. one thing I found out while testing: the mobile app sends next as a full https URL to app.example-app.com, so that breaks. allow that exact host too",
        )
        .file("Edit", "src/http/login.ts")
        .stop("Allowed absolute URLs on app.example-app.com only."),
    planted: [{ kind: "fact", keys: ["mobile", "next"] }],
  },
  {
    id: "b219-report-format",
    build: (s) =>
      s
        .user("when you summarize a fix to me, lead with the finding ID and the CVSS, then one line on the fix. i skim these on my phone")
        .assistant("Understood. For example: 'PT-10 (CVSS 6.1): next= restricted to relative paths plus app.example-app.com.'")
        .user("exactly like that")
        .bash("grep -n 'PT-10' docs/security/remediation.md", "14:| PT-10 | Medium | 6.1 | closed | 4c2d1e0 | test:sec + curl //evil.test |")
        .stop(),
    planted: [{ kind: "instruction", keys: ["cvss"] }],
  },
  {
    id: "b219-pt06-secrets-scan",
    build: (s) =>
      s
        .user("PT-06 is really a process finding: secrets committed to repos. they want a pre-commit control")
        .assistant("Options: gitleaks as a pre-commit hook plus a CI job, or trufflehog in CI only. Gitleaks is faster locally.")
        .user("gitleaks, both pre-commit and CI. trufflehog's verification calls out to the providers and legal won't like that")
        .file("Write", ".gitleaks.toml")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gitleaks detect --no-banner", "INF no leaks found")
        .assistant("Added .gitleaks.toml with an allow-list for test fixtures, the CI job, and a pre-commit entry.")
        .user(
          "also: TODO for me, ask Marco to enable GitHub secret scanning push protection on the org, that needs org admin. and next sprint we need a gitleaks baseline for the old monorepo, it'll have hundreds of hits",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["gitleaks"] },
      { kind: "task", keys: ["push protection"] },
      { kind: "task", keys: ["baseline", "monorepo"] },
    ],
  },
  {
    id: "b219-pt14-tls",
    build: (s) =>
      s
        .user("PT-14 TLS 1.0/1.1 enabled on the api load balancer")
        .bash("nmap --script ssl-enum-ciphers -p 443 api.example-app.com | grep -E 'TLSv'", "|   TLSv1.0:\n|   TLSv1.1:\n|   TLSv1.2:\n|   TLSv1.3:")
        .assistant("The ALB uses the ELBSecurityPolicy-2016-08 policy, which allows 1.0 and 1.1. Switching to ELBSecurityPolicy-TLS13-1-2-2021-06 drops them.")
        .user(
          "ok we go with TLS13-1-2-2021-06. but the ALB is terraform in infra-terraform, so: task for tomorrow, PR the listener policy change there. and careful, the old Android 4 kiosk clients at the warehouses only do TLS 1.0, ops said they're decommissioned by jan 31",
        )
        .assistant("So the change should wait for the kiosks, or they'll lose connectivity?")
        .user("no, they go through a separate ALB, kiosk-lb. just don't touch that one")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tls13-1-2-2021-06"] },
      { kind: "task", keys: ["listener policy"] },
      { kind: "fact", keys: ["kiosk-lb"] },
    ],
  },
  {
    id: "b219-dependabot-policy",
    build: (s) =>
      s
        .user(
          "we have 31 open dependabot PRs. I don't want to do that again. policy from now: security updates get merged within 7 days, version updates get batched weekly on mondays",
        )
        .bash("gh pr list --author app/dependabot --json number,title | jq length", "31")
        .assistant("Do you want me to set the grouping in .github/dependabot.yml now so version updates come as one weekly PR?")
        .user("yes, monday 06:00 UTC")
        .file("Edit", ".github/dependabot.yml")
        .assistant("Configured: weekly on Monday 06:00 UTC, grouped version updates; security updates stay individual.")
        .user("and put in the backlog: close or merge those 31 before the retest, I'll triage them thursday")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["7 days"] },
      { kind: "decision", keys: ["monday", "06:00"] },
      { kind: "task", keys: ["31"] },
    ],
  },
  {
    id: "b219-pt20-jwt-expiry",
    build: (s) =>
      s
        .user("PT-20 access tokens live 24h and can't be revoked")
        .file("Read", "src/auth/issue.ts")
        .assistant("Issue sets exp to 24h. A common fix: 15-minute access tokens plus rotating refresh tokens stored server-side so they can be revoked.")
        .user("15 min access + rotating refresh, yes. refresh tokens in postgres, table refresh_tokens, with a family id so reuse kills the whole family")
        .file("Edit", "src/auth/issue.ts")
        .file("Write", "migrations/20261127_refresh_tokens.sql")
        .bash("npm run migrate && npm run test:sec", "applied 20261127_refresh_tokens\n Test Files  20 passed (20)")
        .assistant("Done, and test:sec passes. The web client already refreshes on 401, so it should just work.")
        .user(
          "the web yes, the CLI tool no. it stores the token in ~/.config and never refreshes. someone has to add refresh to the CLI before we ship this, it's not us this week. write it down",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["15", "refresh"] },
      { kind: "fact", keys: ["cli", "~/.config"] },
      { kind: "task", keys: ["cli", "refresh"] },
    ],
  },
  {
    id: "b219-commit-msgs",
    build: (s) =>
      s
        .user("commit messages for security fixes: don't describe the exploit in the message, just 'PT-xx: <what changed>'. the repo is mirrored to a partner")
        .bash(
          "git log --oneline -4",
          "4c2d1e0 PT-10 restrict next= redirect targets to relative paths; blocks //evil.test\n9a0b1c2 PT-20 short access tokens\n...",
        )
        .assistant("4c2d1e0 mentions the bypass payload. Want me to reword it? It's not pushed yet.")
        .user("yes reword that one")
        .bash("git rebase -i HEAD~2 --exec true", "Successfully rebased and updated refs/heads/sec/PT-10.")
        .assistant("Reworded to 'PT-10: restrict redirect targets'.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["exploit", "commit"] }],
  },
  {
    id: "b219-pt23-admin-ip",
    build: (s) =>
      s
        .user("PT-23, the admin panel is reachable from the internet. honestly, what's the easiest")
        .assistant("Easiest: restrict admin.example-app.com to the VPN egress IPs at the ALB. Alternatively, put it behind Cloudflare Access with SSO.")
        .user("I was going to say the ALB IP allow list, but remote contractors aren't on the VPN... ok Cloudflare Access it is, with the google workspace IdP")
        .file("Edit", "docs/security/remediation.md")
        .assistant("Logged PT-23 as 'Cloudflare Access + Google Workspace, pending config'.")
        .user(
          "I'll configure Access myself. what you do: the admin app must also check the Cf-Access-Jwt-Assertion header, so nobody bypasses Access by hitting the origin directly. that's a follow-up for next week, please track it",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["cloudflare access"] },
      { kind: "task", keys: ["cf-access-jwt-assertion"] },
    ],
  },
  {
    id: "b219-evidence-folder",
    build: (s) =>
      s
        .user("for the retest, screenshots and curl outputs go to evidence/PT-xx/ in the security-evidence bucket, not in the repo. never in the repo")
        .bash("aws s3 ls s3://security-evidence/ --profile sec-audit", "PRE PT-03/\nPRE PT-07/\n")
        .assistant("Bucket has PT-03 and PT-07 folders. I'll upload the PT-04 sqlmap output there.")
        .bash(
          "aws s3 cp sqlmap-pt04.txt s3://security-evidence/PT-04/ --profile sec-audit",
          "upload: ./sqlmap-pt04.txt to s3://security-evidence/PT-04/sqlmap-pt04.txt",
        )
        .assistant("Uploaded.")
        .user("good. btw that bucket has object lock in compliance mode, 1 year, so don't upload junk, you can't delete it")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["security-evidence"] },
      { kind: "fact", keys: ["object lock"] },
    ],
  },
  {
    id: "b219-pt24-cve-imagemagick",
    build: (s) =>
      s
        .user("not in the report but: CVE-2022-44268 imagemagick, the thumbnailer uses it right?")
        .bash("docker run --rm thumbnailer:latest convert -version | head -1", "Version: ImageMagick 7.1.0-49 Q16-HDRI x86_64")
        .assistant("7.1.0-49 is vulnerable (fixed in 7.1.0-52). The PNG text chunk can read arbitrary files into the output.")
        .user(
          "ugh. we had a discussion about replacing imagemagick with sharp (libvips) a while back. let's actually do it this time, the thumbnailer only resizes",
        )
        .file("Edit", "services/thumbnailer/src/resize.ts")
        .file("Edit", "services/thumbnailer/package.json")
        .bash("cd services/thumbnailer && npm test", " Test Files  4 passed (4)")
        .assistant("Resize now uses sharp; the ImageMagick apt package is removed from the Dockerfile.")
        .user("ok. remind me to tell ops the thumbnailer image shrank, their memory alarm thresholds are tuned for the old one")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sharp"] },
      { kind: "task", keys: ["ops", "thumbnailer"] },
    ],
  },
  {
    id: "b219-pr-review-rule",
    build: (s) =>
      s
        .user(
          "going forward every sec/ PR needs a review from someone on the appsec rota, not just any engineer. add @appsec-rota as codeowner for src/auth and src/http",
        )
        .file("Edit", ".github/CODEOWNERS")
        .bash("cat .github/CODEOWNERS | tail -3", "/src/auth/ @appsec-rota\n/src/http/ @appsec-rota\n/src/api/ @backend")
        .assistant("Added. Should src/api be included too? Several findings were there.")
        .user("hmm, maybe. not now")
        .assistant("Leaving src/api as is.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["appsec-rota"] }],
  },
  {
    id: "b219-pt25-pinning-superseded",
    build: (s) =>
      s
        .user("last one from the addendum, PT-25: github actions pinned by tag, not by sha")
        .bash(
          "grep -rhn 'uses:' .github/workflows/ | head -4",
          "uses: actions/checkout@v4\nuses: actions/setup-node@v4\nuses: aquasecurity/trivy-action@master",
        )
        .assistant("I can pin every action to a full commit SHA with a comment holding the tag, and let dependabot bump them.")
        .user("pin only the third-party ones, leave actions/* on tags")
        .assistant("Ok, pinning aquasecurity/trivy-action and the others outside actions/.")
        .user("wait, no. the pentesters flagged actions/checkout too. pin everything by sha, actions/* included")
        .file("Edit", ".github/workflows/ci.yml")
        .bash(
          "grep -rhn 'uses:' .github/workflows/ | head -3",
          "uses: actions/checkout@b4ffde65f46336ab88eb53be808477a3936bae11 # v4.1.1\nuses: actions/setup-node@60edb5dd545a775178f52524783378180af0d1f8 # v4.0.2\nuses: aquasecurity/trivy-action@d710430a6722f083d3b36b8339ff66b32f22ee55 # 0.19.0",
        )
        .assistant("All actions are pinned by SHA with the tag as a comment.")
        .stop(),
    planted: [{ kind: "decision", keys: ["sha", "actions/*"] }],
  },
  {
    id: "b219-closing-checklist",
    build: (s) =>
      s
        .user(
          "wrapping up for the week. open items I want tracked:\n- PT-21 flip CSP to enforcing (already noted)\n- rotate the webhook signing secret, it was in a pentester screenshot\n- write the postmortem for PT-04 with the data team\nthe rest is done",
        )
        .bash("grep -c 'closed' docs/security/remediation.md", "21")
        .assistant("21 of 25 closed in the log. I've noted the webhook secret rotation and the PT-04 postmortem.")
        .user("thx, have a good weekend lol")
        .stop(),
    planted: [
      { kind: "task", keys: ["webhook", "secret"] },
      { kind: "task", keys: ["postmortem"] },
    ],
  },
  {
    id: "b219-pt26-csrf-token",
    build: (s) =>
      s
        .user("addendum PT-26: no CSRF protection on the form posts in settings. SameSite=Lax covers most of it but they found a GET that changes state")
        .bash('grep -rn "router.get(\'/settings" src/', "src/http/settings.ts:44:router.get('/settings/unsubscribe-all', unsubscribeAll);")
        .assistant("GET /settings/unsubscribe-all mutates state. I'd make it a POST and add the double-submit csrf token to the settings forms.")
        .user("agreed, POST + double-submit token. and a general rule while we're here: no state-changing GET handlers, ever. reviewers should bounce them")
        .file("Edit", "src/http/settings.ts")
        .bash("npm run test:sec", " Test Files  21 passed (21)")
        .assistant("PT-26 (CVSS 4.3): unsubscribe-all is POST with a double-submit token; test:sec green.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["double-submit"] },
      { kind: "instruction", keys: ["state-changing", "get"] },
    ],
  },
  {
    id: "b219-scanner-suppressions",
    build: (s) =>
      s
        .user(
          "semgrep and trivy suppressions: every ignore needs a comment with the finding or CVE id and an expiry date, otherwise I'll reject the PR. put it in CONTRIBUTING so people see it",
        )
        .file("Edit", "CONTRIBUTING.md")
        .bash("grep -rn 'nosemgrep' src/ | wc -l", "7")
        .assistant("Added the rule to CONTRIBUTING.md. There are 7 existing nosemgrep comments without ids or dates.")
        .user("leave them for now, annotating those 7 is a follow-up after the retest")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["expiry"] },
      { kind: "task", keys: ["nosemgrep", "7"] },
    ],
  },
  {
    id: "b219-pt27-session-fixation",
    build: (s) =>
      s
        .user("PT-27 session fixation, the sid doesn't change at login")
        .file("Read", "src/http/session.ts")
        .assistant("Login reuses the pre-auth session. I'll regenerate the session id on login and on privilege change (MFA step-up).")
        .user("yep. and we keep sessions in redis-sessions, not the jwt, for the web app — the jwt is only for the api/cli. don't mix them up again")
        .file("Edit", "src/http/session.ts")
        .bash("npx vitest run test/http/session.test.ts", " ✓ test/http/session.test.ts (8 tests)\n   ✓ regenerates sid on login")
        .assistant("The sid now changes on login and step-up.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["regenerate", "login"] },
      { kind: "fact", keys: ["jwt", "cli"] },
    ],
  },
  {
    id: "b219-cve-triage-sla",
    build: (s) =>
      s
        .user(
          "for new CVEs in our deps I want this triage rule: critical patched within 48h, high within a week, medium goes to the monthly patch day. you can apply it without asking me",
        )
        .bash("npm audit --omit=dev --json | jq '.metadata.vulnerabilities'", '{ "info": 0, "low": 1, "moderate": 1, "high": 0, "critical": 0 }')
        .assistant("Currently one moderate (semver ReDoS via a dev tool chain) and one low; under that rule the moderate waits for patch day.")
        .user("yes. and todo: set up a calendar reminder thing for the monthly patch day, first tuesday")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["48h"] },
      { kind: "task", keys: ["patch day", "tuesday"] },
    ],
  },
];

export const BLIND219 = plantedSet(BLIND219_SESSIONS, Date.UTC(2026, 10, 22, 9));
