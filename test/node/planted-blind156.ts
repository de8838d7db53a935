/**
 * Blind planted set 156 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a security engineer hardening a Go service (gosec, govulncheck, TLS, JWT, SSRF, cookies),
 * dry and exact, with many must / must-not rules and confirmed findings; quoted scanner output and
 * policy comments full of "must", "never" and "TODO" that are not memories.
 * Each session is one segment; the items planted in it are listed with it: 70 items (17 decisions, 17 instructions,
 * 19 facts, 17 tasks) in 53 sessions, 11 of which plant nothing (51 user/assistant messages between them). Every other message
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

export const BLIND156_SESSIONS: BlindSession[] = [
  {
    id: "b156-tls-min-version",
    build: (s) =>
      s
        .user("gosec flagged G402 in internal/httpx/client.go. look at it")
        .bash(
          "gosec -fmt text ./internal/httpx/...",
          "[/src/internal/httpx/client.go:31] - G402 (CWE-295): TLS MinVersion too low. (Confidence: HIGH, Severity: HIGH)\n  > &tls.Config{RootCAs: pool}\n\nSummary:\n  Files  : 4\n  Lines  : 388\n  Issues : 1",
          1,
        )
        .file("Read", "internal/httpx/client.go")
        .assistant(
          "The shared client builds tls.Config{RootCAs: pool} with no MinVersion. Go's client default is TLS 1.2 today, but gosec wants it explicit. Options: tls.VersionTLS12 or tls.VersionTLS13. I suspect the payments gateway only does 1.2, but I haven't verified that.",
        )
        .user(
          "Set TLS 1.3 minimum for all internal calls. The payments gateway client (pgw) is the one exception: pgw only supports TLS 1.2 until their Q1 upgrade, their team confirmed that to me yesterday. so 1.3 everywhere except the pgw client, which stays on 1.2",
        )
        .file("Edit", "internal/httpx/client.go")
        .file("Edit", "internal/pgw/client.go")
        .bash("go test ./internal/httpx/... ./internal/pgw/...", "ok  \tgitlab.corp/api/internal/httpx\t0.412s\nok  \tgitlab.corp/api/internal/pgw\t0.388s")
        .stop(
          "MinVersion is tls.VersionTLS13 in httpx.New; internal/pgw builds its own config with tls.VersionTLS12 and a comment pointing at the Q1 upgrade.",
        ),
    planted: [
      { kind: "decision", keys: ["tls 1.3"] },
      { kind: "fact", keys: ["pgw", "1.2"] },
    ],
  },
  {
    id: "b156-ci-gates",
    build: (s) =>
      s
        .user(
          "Rule from now on, for every PR you prepare: it must pass `govulncheck ./...` clean before I look at it. And no `//nolint:gosec` without a comment saying why plus the ticket id. A bare nolint gets the PR rejected.",
        )
        .bash("govulncheck ./...", "Scanning your code and 214 packages across 31 dependent modules for known vulnerabilities...\n\nNo vulnerabilities found.")
        .bash("grep -rn 'nolint:gosec' --include=*.go . | wc -l", "3")
        .assistant(
          "govulncheck is clean on this branch. There are 3 existing nolint:gosec directives; two have no justification comment. Want me to add comments to those two?",
        )
        .user("yes, G304 ones are reading from our own embedded fs, say that. SEC-412")
        .file("Edit", "internal/templates/load.go")
        .stop("Both directives now read `//nolint:gosec // G304: path comes from embed.FS, not user input (SEC-412)`."),
    planted: [
      { kind: "instruction", keys: ["govulncheck"] },
      { kind: "instruction", keys: ["nolint"] },
    ],
  },
  {
    id: "b156-ssrf-preview",
    build: (s) =>
      s
        .user("pentest finding PT-07, SSRF in the link preview. reproduce it first, don't fix yet")
        .bash(
          "curl -s 'https://api.staging.corp/v1/preview?url=https://redir.pentest-box.net/r' | head -c 300",
          '{"title":"","body":"ami-id\\nami-launch-index\\nhostname\\niam/\\ninstance-id\\nlocal-ipv4"}',
        )
        .file("Read", "internal/preview/fetch.go")
        .assistant(
          "Reproduced. Root cause is confirmed: the preview fetcher checks the IP of the first host against the private-range denylist, then http.Client follows the redirect to 169.254.169.254 without checking again, so any external redirect reaches the instance metadata endpoint.",
        )
        .user(
          "ok that matches what the pentesters wrote. Fix it with a custom DialContext on the transport that checks the resolved IP on every connection, not a pre-check on the URL. Same bug pattern exists in the webhook sender (internal/webhooks) - follow-up ticket for that, don't touch it today",
        )
        .file("Edit", "internal/preview/fetch.go")
        .file("Write", "internal/preview/fetch_ssrf_test.go")
        .bash("go test ./internal/preview/...", "ok  \tgitlab.corp/api/internal/preview\t0.733s")
        .stop(
          "The transport's DialContext now rejects loopback, link-local, RFC1918 and ULA addresses after resolution; the test redirects to 169.254.169.254 and expects a dial error.",
        ),
    planted: [
      { kind: "fact", keys: ["preview", "redirect"] },
      { kind: "decision", keys: ["dialcontext"] },
      { kind: "task", keys: ["webhook"] },
    ],
  },
  {
    id: "b156-no-auth-logging",
    build: (s) =>
      s
        .user(
          "Applies to everything you write in this repo: never log request bodies or the Authorization header, not even at debug. if you need request context in a log line, pass it through logx.Redact first.",
        )
        .bash(
          "grep -rn 'Authorization' --include=*.go internal cmd | grep -i log",
          'internal/auth/middleware.go:88:\tlog.Debug("auth header", "value", r.Header.Get("Authorization"))\ncmd/admin/main.go:41:\tslog.Debug("admin req", "hdr", r.Header)',
        )
        .assistant(
          "Two call sites log it at debug: internal/auth/middleware.go:88 and cmd/admin/main.go:41 (the second dumps the whole header map). Should I fix both?",
        )
        .user("both")
        .file("Edit", "internal/auth/middleware.go")
        .file("Edit", "cmd/admin/main.go")
        .stop("Removed the first log line; the admin one now logs logx.Redact(r.Header)."),
    planted: [{ kind: "instruction", keys: ["authorization"] }],
  },
  {
    id: "b156-jwt-library",
    build: (s) =>
      s
        .user("dgrijalva/jwt-go has to go. golang-jwt/jwt v5 or go-jose? give me the tradeoff")
        .assistant(
          "golang-jwt/jwt/v5 is the maintained fork of what we use now, so the port is small, and v5 lets us pin algorithms with jwt.WithValidMethods. go-jose adds JWE and JWK handling that we don't need. I'd take golang-jwt v5.",
        )
        .user(
          "agreed, golang-jwt v5. And accept EdDSA only; reject everything else, RS256 included. fyi the old RS256 signing keys were retired in september, nothing legit is signed with them anymore",
        )
        .bash(
          "go get github.com/golang-jwt/jwt/v5@v5.2.1 && go mod tidy",
          "go: added github.com/golang-jwt/jwt/v5 v5.2.1\ngo: removed github.com/dgrijalva/jwt-go v3.2.0+incompatible",
        )
        .file("Edit", "internal/auth/jwt.go")
        .bash("go test ./internal/auth/...", "ok  \tgitlab.corp/api/internal/auth\t0.291s")
        .stop('Ported to golang-jwt v5 with jwt.WithValidMethods([]string{"EdDSA"}); a test checks that an RS256 token is rejected.'),
    planted: [
      { kind: "decision", keys: ["golang-jwt"] },
      { kind: "decision", keys: ["eddsa"] },
      { kind: "fact", keys: ["rs256", "september"] },
    ],
  },
  {
    id: "b156-login-ratelimit",
    build: (s) =>
      s
        .user("is there any rate limiting on the login handler?")
        .bash("grep -rni 'ratelimit\\|limiter' --include=*.go internal/ | head", "", 1)
        .file("Read", "internal/auth/login.go")
        .assistant("None. internal/auth/login.go goes straight to the password check, and there's no limiter package imported anywhere under internal/.")
        .user("ok. not this sprint. TODO for next sprint: rate limit on /v1/login, per IP and per account, 5 attempts a minute per account")
        .assistant("Understood, leaving login.go as it is for now.")
        .stop(),
    planted: [{ kind: "task", keys: ["login", "rate limit"] }],
  },
  {
    id: "b156-staging-vault",
    build: (s) =>
      s
        .user("api won't boot on staging since this morning. why")
        .bash(
          "kubectl -n api logs deploy/api --tail=5",
          'level=ERROR msg="load secrets" err="vault: Error making API request. Code: 403. Errors: * permission denied" path=secret/data/api/db\nlevel=ERROR msg="startup failed" exit=1',
        )
        .assistant("Could be the Kubernetes auth role missing the new db path, or an expired token. Checking the token's policies.")
        .bash("vault token lookup -format=json | jq .data.policies", '[\n  "api-read",\n  "default"\n]')
        .assistant(
          "Confirmed: the staging role only carries api-read, and api-read doesn't cover secret/data/api/db, which the new migration job needs. Prod's role has api-db-read attached as well.",
        )
        .user(
          "yep. heads up for the future: the vault roles and policies for staging and prod are owned by the platform team and live in the infra-vault repo, we can't change them from here. I'll ping them myself",
        )
        .stop("OK. Nothing changed on our side."),
    planted: [{ kind: "fact", keys: ["infra-vault"] }],
  },
  {
    id: "b156-cookie-flags",
    build: (s) =>
      s
        .user(
          "cookie rules, keep them in mind for every handler you touch:\n- every cookie we set gets Secure, HttpOnly, SameSite=Strict\n- only exception: csrf_token, the SPA reads it from JS, so no HttpOnly on that one (Secure + Strict still apply)\nnow audit what we have",
        )
        .bash(
          "grep -rn 'http.Cookie{' --include=*.go internal",
          'internal/session/cookie.go:22:\thttp.SetCookie(w, &http.Cookie{Name: "sid", Value: v, Secure: true, HttpOnly: true})\ninternal/csrf/csrf.go:57:\thttp.SetCookie(w, &http.Cookie{Name: "csrf_token", Value: t, Secure: true, SameSite: http.SameSiteStrictMode})\ninternal/i18n/locale.go:14:\thttp.SetCookie(w, &http.Cookie{Name: "locale", Value: l})',
        )
        .assistant("sid is missing SameSite, locale is missing all three, csrf_token is already right. Fixing sid and locale.")
        .file("Edit", "internal/session/cookie.go")
        .file("Edit", "internal/i18n/locale.go")
        .stop("sid and locale now set Secure, HttpOnly and SameSite=Strict."),
    planted: [
      { kind: "instruction", keys: ["samesite"] },
      { kind: "instruction", keys: ["csrf_token"] },
    ],
  },
  {
    id: "b156-base-image",
    build: (s) =>
      s
        .user("runtime base image for the api container: distroless or alpine?")
        .assistant(
          "distroless/static has no shell and no package manager, so less to exploit and fewer CVE scanner hits; we're CGO_ENABLED=0 so static works. alpine gives you a shell for debugging but ships busybox and apk.",
        )
        .user("alpine then, people need a shell in there")
        .assistant("Switching the final stage to alpine:3.20.")
        .user(
          "actually no, scratch that. go with gcr.io/distroless/static:nonroot. if someone needs a shell they use kubectl debug with an ephemeral container",
        )
        .file("Edit", "Dockerfile")
        .bash(
          "docker build -t api:local . 2>&1 | tail -3",
          " => exporting layers                                   0.3s\n => writing image sha256:9c1e4f0b2a                   0.0s\n => naming to docker.io/library/api:local             0.0s",
        )
        .stop("Final stage is gcr.io/distroless/static:nonroot, USER 65532."),
    planted: [{ kind: "decision", keys: ["distroless"] }],
  },
  {
    id: "b156-sql-sprintf",
    build: (s) =>
      s
        .user("check reports search for sqli, the pentest flagged it as likely")
        .file("Read", "internal/reports/search.go")
        .bash("time curl -s -o /dev/null 'http://localhost:8080/v1/reports?sort=name;select%20pg_sleep(5)'", "real\t0m5.041s\nuser\t0m0.004s\nsys\t0m0.003s")
        .assistant(
          "Confirmed injectable: the ORDER BY clause is built with fmt.Sprintf from the sort query parameter, and the request above sleeps 5s. Placeholders can't bind identifiers, so the fix is a map from allowed sort keys to column names.",
        )
        .user(
          "do the map. and make it a rule for this codebase: no fmt.Sprintf into SQL strings, ever. identifiers go through an allowlist, values through $n placeholders",
        )
        .file("Edit", "internal/reports/search.go")
        .bash("go test ./internal/reports/...", "ok  \tgitlab.corp/api/internal/reports\t1.102s")
        .stop("sort now maps through sortColumns; unknown keys return 400."),
    planted: [{ kind: "instruction", keys: ["sprintf"] }],
  },
  {
    id: "b156-delete-user-audit",
    build: (s) =>
      s
        .user("finish the admin delete-user endpoint, the handler stub is in internal/admin")
        .file("Write", "internal/admin/delete_user.go")
        .file("Write", "internal/admin/delete_user_test.go")
        .bash("go test ./internal/admin/...", "ok  \tgitlab.corp/api/internal/admin\t0.512s")
        .assistant(
          "The endpoint is in and tested: soft-deletes the user, revokes sessions, requires the admin:users scope. One gap: it writes nothing to the audit log, because internal/audit has no event type for deletions. I'd suggest a follow-up to add an AuditUserDeleted event and emit it from this handler.",
        )
        .user("yes, make that a follow-up. not today")
        .stop("Noted as a follow-up."),
    planted: [{ kind: "task", keys: ["audit"] }],
  },
  {
    id: "b156-go-version-pin",
    build: (s) =>
      s
        .user("what go version does the builder have")
        .bash("docker run --rm builder:latest go version", "go version go1.22.4 X:boringcrypto linux/amd64")
        .assistant("go1.22.4 with the boringcrypto experiment. go.mod declares go 1.22. 1.23 has been out for a while; want me to bump?")
        .user(
          "no. we're pinned to 1.22 on purpose: the FIPS build (boringcrypto) on our builders is only certified for 1.22. don't bump go.mod or the toolchain line, even if a dependency asks for it",
        )
        .bash("grep -n '^go \\|^toolchain' go.mod", "3:go 1.22\n5:toolchain go1.22.4")
        .stop("Leaving go.mod at go 1.22 / toolchain go1.22.4."),
    planted: [
      { kind: "fact", keys: ["fips", "1.22"] },
      { kind: "instruction", keys: ["go.mod"] },
    ],
  },
  {
    id: "b156-rego-owners",
    build: (s) =>
      s
        .user("the authz policy denies export for the auditor role, it should allow read-only export. patch policy/export.rego")
        .file("Edit", "policy/export.rego")
        .bash(
          "opa test policy/ -v | tail -3",
          "data.export.test_auditor_can_export: PASS (1.2ms)\n--------------------------------------------------------------------------------\nPASS: 23/23",
        )
        .assistant("auditor now gets export with read_only = true; all 23 policy tests pass.")
        .user(
          "thanks. heads up: everything under policy/ is owned by Priya's identity team and they have to review any change there. CODEOWNERS doesn't enforce that yet, TODO add policy/ to CODEOWNERS with @identity-team",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["codeowners"] },
    ],
  },
  {
    id: "b156-server-timeouts",
    build: (s) =>
      s
        .bash(
          "gosec -include=G112,G107 ./...",
          "[/src/cmd/api/main.go:52] - G112 (CWE-400): Potential Slowloris Attack because ReadHeaderTimeout is not configured in the http.Server (Confidence: LOW, Severity: MEDIUM)\n[/src/internal/geo/lookup.go:19] - G107 (CWE-88): Potential HTTP request made with variable url (Confidence: MEDIUM, Severity: MEDIUM)",
          1,
        )
        .user(
          "standing rules, both of them: every http.Server we construct sets ReadHeaderTimeout, 5s is our standard. and outbound: every client gets an explicit Timeout, never use http.DefaultClient or http.Get",
        )
        .file("Edit", "cmd/api/main.go")
        .file("Edit", "internal/geo/lookup.go")
        .bash("gosec -include=G112,G107 ./... | tail -2", "Summary:\n  Issues : 0")
        .stop("main.go sets ReadHeaderTimeout: 5 * time.Second; geo/lookup.go uses its own client with a 3s Timeout."),
    planted: [
      { kind: "instruction", keys: ["readheadertimeout"] },
      { kind: "instruction", keys: ["defaultclient"] },
    ],
  },
  {
    id: "b156-admin-csp",
    build: (s) =>
      s
        .user("admin UI has no Content-Security-Policy at all. propose something")
        .assistant(
          "Two workable options. (a) nonce-based: the middleware generates a per-request nonce, templates put it on each script tag, policy is script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none'. (b) hash-based: list SHA-256 hashes of the inline scripts, which breaks whenever someone edits a script. I'd go nonce-based.",
        )
        .user("nonce-based. go")
        .file("Write", "internal/admin/csp.go")
        .file("Edit", "internal/admin/templates/layout.html")
        .bash("go test ./internal/admin/...", "ok  \tgitlab.corp/api/internal/admin\t0.603s")
        .stop("CSP middleware added; layout.html passes .CSPNonce to every script tag."),
    planted: [{ kind: "decision", keys: ["nonce"] }],
  },
  {
    id: "b156-ledger-mtls",
    build: (s) =>
      s
        .user("does ledger-svc ask for a client cert when api connects?")
        .bash(
          "openssl s_client -connect ledger-svc.internal:8443 -servername ledger-svc.internal </dev/null 2>/dev/null | grep -A2 -i 'client certificate'",
          "No client certificate CA names sent\n---\nSSL handshake has read 3105 bytes and written 389 bytes",
        )
        .assistant(
          "Confirmed: ledger-svc does not request a client certificate, so the api-to-ledger hop is plain server-auth TLS; anything inside the cluster network can call it.",
        )
        .user("that's what I feared. remind me to schedule mTLS for api -> ledger-svc with SRE before the 15th. SPIFFE IDs via the mesh, not hand-rolled certs")
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["ledger-svc", "client certificate"] },
      { kind: "task", keys: ["spiffe"] },
    ],
  },
  {
    id: "b156-argon2id",
    build: (s) =>
      s
        .file("Read", "internal/auth/password.go")
        .user(
          "we're on bcrypt cost 10 which is weak for 2026. decision: switch password hashing to argon2id, m=64MiB t=3 p=2, and rehash transparently on the next successful login. implement it",
        )
        .file("Edit", "internal/auth/password.go")
        .bash(
          "go test -run xxx -bench BenchmarkHash ./internal/auth/",
          "goos: linux\ngoarch: amd64\nBenchmarkHashArgon2id-2   \t      12\t  91844217 ns/op\nPASS\nok  \tgitlab.corp/api/internal/auth\t2.113s",
        )
        .stop("Argon2id hashing in place with PHC-format strings; bcrypt hashes are verified and rehashed on login. About 92 ms per hash on this box."),
    planted: [{ kind: "decision", keys: ["argon2id"] }],
  },
  {
    id: "b156-error-leak",
    build: (s) =>
      s
        .user('the export endpoint returned `pq: relation "exports_v2" does not exist` to a customer. that is a leak')
        .bash("grep -rn 'http.Error(w, err.Error()' --include=*.go internal | wc -l", "17")
        .assistant("17 handlers pass err.Error() straight into the response body. Want all of them changed or just export?")
        .user(
          "all of them. and that's the rule for every handler going forward: clients get a generic message plus the request id, the actual error goes to the log only",
        )
        .file("Edit", "internal/httpx/errors.go")
        .bash("go build ./... && go test ./internal/...", "ok  \tgitlab.corp/api/internal/export\t0.377s\nok  \tgitlab.corp/api/internal/httpx\t0.102s")
        .stop("Added httpx.Fail(w, r, err); the 17 call sites use it."),
    planted: [{ kind: "instruction", keys: ["request id"] }],
  },
  {
    id: "b156-xnet-pin",
    build: (s) =>
      s
        .bash(
          "govulncheck ./...",
          "Vulnerability #1: GO-2024-2687\n    HTTP/2 CONTINUATION flood in net/http\n  More info: https://pkg.go.dev/vuln/GO-2024-2687\n  Module: golang.org/x/net\n    Found in: golang.org/x/net@v0.21.0\n    Fixed in: golang.org/x/net@v0.23.0\n    Example traces found:\n      #1: cmd/api/main.go:61:27: api.main calls http.Server.ListenAndServeTLS",
          3,
        )
        .user("bump x/net to 0.23.0")
        .bash(
          "go get golang.org/x/net@v0.23.0 && go mod tidy && govulncheck ./... | tail -1",
          "go: upgraded golang.org/x/net v0.21.0 => v0.23.0\nNo vulnerabilities found.",
        )
        .assistant("Bumped; govulncheck is clean. I tried 0.25 first and it conflicts: grpc-gateway v2.15.2 requires x/net <= 0.23.")
        .user(
          "right, that's known. x/net can't go past 0.23 while we're on grpc-gateway v2.15, so any future x/net bump needs the gateway upgraded first. put upgrading grpc-gateway to v2.20 on the backlog",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["grpc-gateway", "0.23"] },
      { kind: "task", keys: ["v2.20"] },
    ],
  },
  {
    id: "b156-cors-allowlist",
    build: (s) =>
      s
        .user(
          "frontend asked for Access-Control-Allow-Origin: * so their preview deploys work. No. CORS stays an explicit allowlist: app.example.com and admin.example.com, credentials allowed, nothing else. write it so",
        )
        .file("Read", "internal/httpx/cors.go")
        .file("Edit", "internal/httpx/cors.go")
        .bash(
          "go test ./internal/httpx/ -run CORS -v | tail -4",
          "=== RUN   TestCORSAllowlist/preview_origin_rejected\n--- PASS: TestCORSAllowlist (0.00s)\nPASS\nok  \tgitlab.corp/api/internal/httpx\t0.014s",
        )
        .stop("cors.go matches Origin exactly against the two hosts; anything else gets no CORS headers."),
    planted: [{ kind: "decision", keys: ["cors", "allowlist"] }],
  },
  {
    id: "b156-refresher-panic",
    build: (s) =>
      s
        .user("api restarted 14 times overnight, look at the previous container logs")
        .bash(
          "kubectl -n api logs deploy/api --previous | grep -A4 panic",
          "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8c31a2]\n\ngoroutine 47 [running]:\ngitlab.corp/api/internal/session.(*Store).refresh(0x0)",
        )
        .file("Read", "internal/session/refresher.go")
        .assistant(
          "Root cause: session.Store.refresh runs in the background refresher goroutine and dereferences a nil redis client when Redis is briefly unreachable at startup. The recovery middleware only wraps HTTP handlers, so a panic in any background goroutine takes the whole process down.",
        )
        .user(
          "confirmed, same trace as staging last week. good to know about the recovery middleware not covering background goroutines. not fixing today, TODO: wrap the session refresher in recover + backoff restart",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["recovery", "goroutine"] },
      { kind: "task", keys: ["refresher"] },
    ],
  },
  {
    id: "b156-sec-paging",
    build: (s) =>
      s
        .user("update docs/runbook.md, the incident section still says page the api on-call for everything")
        .file("Read", "docs/runbook.md")
        .assistant('The section says: "All incidents: page api-primary in PagerDuty." What should it say for security incidents?')
        .user(
          "security incidents go to the PagerDuty service api-security, never the general api-primary rotation. thats the rule, for the doc and for you if you ever spot something live",
        )
        .file("Edit", "docs/runbook.md")
        .stop("Runbook updated: security incidents page api-security."),
    planted: [{ kind: "instruction", keys: ["api-security"] }],
  },
  {
    id: "b156-fuzz-header",
    build: (s) =>
      s
        .user("run the header parser fuzzer for a minute")
        .bash(
          "go test ./internal/httpx/ -run=^$ -fuzz=FuzzParseHeader -fuzztime=60s 2>&1 | tail -3",
          "fuzz: elapsed: 57s, execs: 1188342 (20847/sec), new interesting: 0 (total: 211)\nfuzz: elapsed: 60s, execs: 1251006 (20880/sec), new interesting: 0 (total: 211)\nPASS",
        )
        .assistant("1.25M execs in 60s, no crashers, corpus stable at 211.")
        .user(
          "good. two things: the multipart parser still has no fuzz target, add that to next week's list. and in CI the fuzz jobs run with -fuzztime=30s, longer runs only in the nightly pipeline",
        )
        .file("Edit", ".gitlab-ci.yml")
        .stop("The fuzz job in .gitlab-ci.yml now uses -fuzztime=30s."),
    planted: [
      { kind: "task", keys: ["multipart", "fuzz"] },
      { kind: "instruction", keys: ["fuzztime", "30s"] },
    ],
  },
  {
    id: "b156-docker-sock",
    build: (s) =>
      s
        .user("make test-integration fails for me with permission denied on docker.sock")
        .bash(
          "make test-integration 2>&1 | tail -2; ls -l /var/run/docker.sock; id -nG",
          "Error: failed to create container: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock\nsrw-rw---- 1 root docker 0 Nov 12 08:01 /var/run/docker.sock\ndev sudo",
        )
        .assistant(
          "The socket is root:docker 0660 and your user is only in dev and sudo. The integration tests start Postgres through testcontainers, so they need the socket.",
        )
        .user(
          "ah right. the golden image for the dev VMs never adds users to the docker group, known thing, every new VM needs `sudo usermod -aG docker $USER` and a relog",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["golden image"] }],
  },
  {
    id: "b156-hsts",
    build: (s) =>
      s
        .user("what HSTS max-age should we send?")
        .assistant(
          "Two years: max-age=63072000; includeSubDomains. preload is the risky part, once we're on the preload list every subdomain has to serve HTTPS. I'd ship max-age=63072000; includeSubDomains now and hold preload.",
        )
        .user("do it. preload stays off. TODO: audit the marketing subdomains (they run their own wordpress boxes), then we can add preload")
        .file("Edit", "internal/httpx/headers.go")
        .bash("curl -sI http://localhost:8080/healthz | grep -i strict", "Strict-Transport-Security: max-age=63072000; includeSubDomains")
        .stop(),
    planted: [
      { kind: "decision", keys: ["63072000"] },
      { kind: "task", keys: ["marketing", "preload"] },
    ],
  },
  {
    id: "b156-report-format",
    build: (s) =>
      s
        .bash(
          "gosec -fmt text ./internal/upload/...",
          "[/src/internal/upload/store.go:44] - G304 (CWE-22): Potential file inclusion via variable (Confidence: HIGH, Severity: MEDIUM)\n  > os.Open(filepath.Join(baseDir, name))",
          1,
        )
        .assistant(
          "gosec reports a possible path traversal in the upload store: the filename is joined onto the base dir without cleaning, so a name like ../../etc/passwd might escape it.",
        )
        .user(
          "when you report findings to me: CVSS 3.1 vector, file:line, and a repro command. every time, for every finding. no prose summaries. redo that one",
        )
        .bash(
          "curl -s 'http://localhost:8080/v1/files/..%2f..%2fetc%2fpasswd' -H 'Authorization: Bearer $DEV_TOKEN' | head -1",
          "root:x:0:0:root:/root:/bin/bash",
        )
        .stop(
          "internal/upload/store.go:44, CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:N/A:N (6.5). Repro: curl 'http://localhost:8080/v1/files/..%2f..%2fetc%2fpasswd' with any user token.",
        ),
    planted: [{ kind: "instruction", keys: ["cvss"] }],
  },
  {
    id: "b156-secret-scan",
    build: (s) =>
      s
        .user(
          "secret scanning: we go with gitleaks, in pre-commit and as a CI job. trufflehog was evaluated and dropped, too noisy on the vendored testdata. set it up",
        )
        .file("Write", ".gitleaks.toml")
        .file("Edit", ".pre-commit-config.yaml")
        .bash("gitleaks detect --source . --no-banner", "8:42PM INF 1204 commits scanned.\n8:42PM INF scan completed in 3.9s\n8:42PM INF no leaks found")
        .stop("gitleaks runs in pre-commit and in the lint stage; testdata/vendor is allowlisted by path in .gitleaks.toml."),
    planted: [{ kind: "decision", keys: ["gitleaks"] }],
  },
  {
    id: "b156-sqlc",
    build: (s) =>
      s
        .user("new query for the invoices list, where does it go?")
        .file("Read", "sqlc.yaml")
        .assistant(
          "Most of the data layer is sqlc: queries in db/queries/*.sql, generated code in internal/db. internal/billing is the exception, it still builds raw queries with database/sql. Should the new one be sqlc?",
        )
        .user(
          "yes, sqlc. That's settled for all new queries, no gorm, no hand-written scanning. and billing: TODO migrate the remaining raw queries in internal/billing to sqlc, separate MR",
        )
        .file("Edit", "db/queries/invoices.sql")
        .bash("sqlc generate && go build ./...", "")
        .stop("ListInvoicesByAccount is generated into internal/db/invoices.sql.go."),
    planted: [
      { kind: "decision", keys: ["sqlc"] },
      { kind: "task", keys: ["billing", "sqlc"] },
    ],
  },
  {
    id: "b156-client-ip",
    build: (s) =>
      s
        .user("audit log shows 10.42.x.x as client IP for every request. wrong")
        .file("Read", "internal/httpx/clientip.go")
        .bash(
          "kubectl -n api exec deploy/api -- wget -qO- --header 'X-Debug: 1' http://localhost:8080/debug/headers | grep -i 'forwarded\\|cf-'",
          "Cf-Connecting-Ip: 203.0.113.77\nX-Forwarded-For: 10.42.3.19",
        )
        .assistant(
          "We read r.RemoteAddr, which is the ingress pod. In prod, X-Forwarded-For only has the ingress hop because Cloudflare rewrites it; the real client is in CF-Connecting-IP.",
        )
        .user(
          "yes, prod sits behind Cloudflare and the real client IP is in CF-Connecting-IP, always has been. staging is NOT behind Cloudflare though, there's no WAF in front of staging, so the header is absent there and you have to fall back to RemoteAddr",
        )
        .file("Edit", "internal/httpx/clientip.go")
        .stop("clientip.go prefers CF-Connecting-IP when the request came through the Cloudflare ranges, else RemoteAddr."),
    planted: [
      { kind: "fact", keys: ["cf-connecting-ip"] },
      { kind: "fact", keys: ["staging", "waf"] },
    ],
  },
  {
    id: "b156-sentry-dsn",
    build: (s) =>
      s
        .bash(
          "gitleaks detect --source . --log-opts='--all' --no-banner 2>&1 | head -8",
          "Finding:     dsn: https://4f1c9a...@o11022.ingest.sentry.io/45066\nSecret:      4f1c9a...\nRuleID:      sentry-access-token\nFile:        config/prod.yaml\nCommit:      a81e03d\nDate:        2026-03-14T10:22:41Z\n\n8:51PM WRN leaks found: 1",
        )
        .assistant(
          "One historic leak: the prod Sentry DSN was committed in config/prod.yaml on 14 March (a81e03d). It's no longer in HEAD but it's still in history.",
        )
        .user(
          "confirmed, that's a real prod DSN and it's still valid. follow-up: rotate the Sentry DSN and then ask for the history rewrite. I don't want to rewrite history today with 3 MRs open",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["sentry", "prod.yaml"] },
      { kind: "task", keys: ["rotate", "sentry"] },
    ],
  },
  {
    id: "b156-session-tokens",
    build: (s) =>
      s
        .user("how are session tokens generated right now?")
        .file("Read", "internal/session/token.go")
        .assistant(
          "16 bytes from math/rand seeded with time, hex encoded, stored in plaintext in the sessions table. Proposal: 32 bytes from crypto/rand, base64url for the cookie, and store only the SHA-256 of the token so a DB dump doesn't give live sessions.",
        )
        .user(
          "yes to all of that, 32 bytes crypto/rand + sha-256 at rest. implement. the password reset tokens have the same problem, TODO for later, not this MR",
        )
        .file("Edit", "internal/session/token.go")
        .file("Write", "db/migrations/0042_session_token_hash.sql")
        .bash("go test ./internal/session/...", "ok  \tgitlab.corp/api/internal/session\t0.219s")
        .stop("New tokens are 32 bytes from crypto/rand; the table stores token_sha256. Existing sessions are invalidated by the migration."),
    planted: [
      { kind: "decision", keys: ["crypto/rand"] },
      { kind: "task", keys: ["reset"] },
    ],
  },
  {
    id: "b156-grpc-reflection",
    build: (s) =>
      s
        .bash(
          "grpcurl -plaintext api.staging.corp:9090 list",
          "api.v1.Billing\napi.v1.Exports\ngrpc.health.v1.Health\ngrpc.reflection.v1alpha.ServerReflection",
        )
        .user("reflection is on. is it on in prod too?")
        .file("Read", "cmd/api/grpc.go")
        .assistant("Yes, reflection.Register(srv) is unconditional in cmd/api/grpc.go, so prod exposes the full service list to anyone who can reach the port.")
        .user(
          "ok decision: reflection off in prod, on in staging only, behind the ENV check. for context, port 9090 is only reachable from inside the mesh, no ingress route for it, so this is defense in depth not an emergency",
        )
        .file("Edit", "cmd/api/grpc.go")
        .bash("go build ./cmd/api && go test ./cmd/api/", "ok  \tgitlab.corp/api/cmd/api\t0.208s")
        .stop("reflection.Register now only runs when ENV != prod."),
    planted: [
      { kind: "decision", keys: ["reflection"] },
      { kind: "fact", keys: ["9090", "mesh"] },
    ],
  },
  {
    id: "b156-deps-review",
    build: (s) =>
      s
        .user("add github.com/hashicorp/golang-lru/v2 for the token cache")
        .bash("go get github.com/hashicorp/golang-lru/v2@v2.0.7", "go: added github.com/hashicorp/golang-lru/v2 v2.0.7")
        .assistant("Added v2.0.7. It has no transitive dependencies.")
        .user(
          "good. going forwrd, every new dependency gets a line in docs/deps.md: module, why we need it, who reviewed it. add one for this one (reviewer: me). and TODO someday soon: backfill deps.md for the ~12 modules we added this year without it",
        )
        .file("Edit", "docs/deps.md")
        .stop("docs/deps.md has the golang-lru/v2 entry."),
    planted: [
      { kind: "instruction", keys: ["deps.md"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b156-pprof-exposure",
    build: (s) =>
      s
        .bash("curl -s -o /dev/null -w '%{http_code}\\n' https://admin.staging.corp/debug/pprof/", "200")
        .user("pprof is reachable on the admin host?! how")
        .bash(
          "grep -rn 'net/http/pprof\\|DefaultServeMux\\|ListenAndServe(' --include=*.go cmd/admin",
          'cmd/admin/main.go:9:\t_ "net/http/pprof"\ncmd/admin/main.go:77:\tlog.Fatal(http.ListenAndServe(":8081", nil))',
        )
        .assistant(
          "Confirmed: cmd/admin blank-imports net/http/pprof, which registers /debug/pprof on http.DefaultServeMux, and the admin server passes nil as its handler, i.e. it serves DefaultServeMux. So anything any package registers on DefaultServeMux ends up public on the admin host.",
        )
        .user(
          "ok. pprof moves to a separate listener on 127.0.0.1:6060 only, and the admin server gets its own mux. do that now. follow-up after: check whether cmd/worker has the same import",
        )
        .file("Edit", "cmd/admin/main.go")
        .bash("go build ./cmd/admin && curl -s -o /dev/null -w '%{http_code}\\n' http://localhost:8081/debug/pprof/", "404")
        .stop("Admin now uses its own ServeMux; pprof listens on 127.0.0.1:6060."),
    planted: [
      { kind: "fact", keys: ["defaultservemux"] },
      { kind: "decision", keys: ["6060"] },
      { kind: "task", keys: ["cmd/worker"] },
    ],
  },
  {
    id: "b156-body-limits",
    build: (s) =>
      s
        .user("POST /v1/comments accepted a 2 GB body in my test before the pod died. thoughts")
        .file("Read", "internal/comments/handler.go")
        .assistant(
          "The handler calls json.NewDecoder(r.Body) with no limit. I'd wrap every request body in http.MaxBytesReader, 1 MiB by default and 100 MiB only on the upload routes, and make that the convention for all handlers rather than fixing this one.",
        )
        .user(
          "yes, that's the convention from now on, MaxBytesReader everywhere with those two limits. fwiw in prod the ingress already caps bodies at 100m via proxy-body-size, so this is about staging and internal callers",
        )
        .file("Edit", "internal/httpx/limits.go")
        .bash("go test ./internal/httpx/ -run Limit", "ok  \tgitlab.corp/api/internal/httpx\t0.021s")
        .stop("httpx.LimitBody middleware applies 1 MiB, uploads opt into 100 MiB."),
    planted: [
      { kind: "instruction", keys: ["maxbytesreader"] },
      { kind: "fact", keys: ["proxy-body-size"] },
    ],
  },
  {
    id: "b156-signing-keys",
    build: (s) =>
      s
        .user("where do the JWT signing keys actually live? the code just calls signer.New")
        .file("Read", "internal/auth/signer.go")
        .bash(
          "gcloud kms keys list --keyring=api-signing --location=europe-west1 --project=sec-prod --format='value(name)'",
          "projects/sec-prod/locations/europe-west1/keyRings/api-signing/cryptoKeys/jwt-ed25519",
        )
        .assistant(
          "They're in Cloud KMS: keyring api-signing in project sec-prod, europe-west1, one Ed25519 key jwt-ed25519. signer.New signs through the KMS API, so the private key never leaves KMS.",
        )
        .user(
          "right. and rotation is still manual, someone has to remember. next quarter we need to automate the 90-day rotation, with the new key published to JWKS a week before it signs anything",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["api-signing"] },
      { kind: "task", keys: ["90-day"] },
    ],
  },
  {
    id: "b156-regression-tests",
    build: (s) =>
      s
        .user("where should the regression test for PT-07 go?")
        .bash("ls test/security/", "pt01_idor_test.go\npt02_open_redirect_test.go\npt04_xss_test.go")
        .assistant("There's a test/security/ directory with one file per pentest id. I can add pt07_ssrf_test.go there.")
        .user(
          "yes. thats the convention: every pentest finding gets a regression test in test/security/, one file per finding, named after the PT id. PT-03 and PT-05 still don't have theirs btw, those are open, do them another day",
        )
        .file("Write", "test/security/pt07_ssrf_test.go")
        .bash(
          "go test ./test/security/ -run PT07 -v | tail -2",
          "--- PASS: TestPT07SSRFRedirectToMetadata (0.03s)\nok  \tgitlab.corp/api/test/security\t0.061s",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["test/security"] },
      { kind: "task", keys: ["pt-03"] },
    ],
  },
  {
    id: "b156-keycloak",
    build: (s) =>
      s
        .user("pause the auth0 spike branch, don't push anything more to it")
        .bash("git branch --list 'spike/*'", "  spike/auth0-oidc\n  spike/opa-bundles")
        .assistant("Nothing pending on spike/auth0-oidc; last commit is from Tuesday.")
        .user(
          "ok so it's decided upstairs: we stay on Keycloak for SSO, the Auth0 migration is cancelled. For anything on the Keycloak side (realm config, clients), IT owns it, Marek is the person to ask; we don't have admin on the corp realm",
        )
        .file("Edit", "docs/adr/0017-sso-provider.md")
        .stop("ADR 0017 now records Keycloak as the SSO provider."),
    planted: [
      { kind: "decision", keys: ["keycloak"] },
      { kind: "fact", keys: ["marek"] },
    ],
  },
  {
    id: "b156-authz-routes",
    build: (s) =>
      s
        .user("added GET /v1/exports/{id}/status, can you wire it up")
        .file("Edit", "cmd/api/routes.go")
        .bash(
          "go test ./internal/authz/ -run TestEveryRouteHasScope",
          "--- FAIL: TestEveryRouteHasScope (0.00s)\n    routes_test.go:18: route GET /v1/exports/{id}/status has no scope in authz/routes.go\nFAIL",
          1,
        )
        .assistant("The route is registered but the authz test fails: it isn't in internal/authz/routes.go. Which scope should it need, exports:read?")
        .user(
          "exports:read. and in general: every new route must get an entry in authz/routes.go with its scope in the same change, no exceptions, not even for internal or health-ish routes",
        )
        .file("Edit", "internal/authz/routes.go")
        .bash("go test ./internal/authz/", "ok  \tgitlab.corp/api/internal/authz\t0.015s")
        .stop(),
    planted: [{ kind: "instruction", keys: ["routes.go"] }],
  },
  {
    id: "b156-cert-manager",
    build: (s) =>
      s
        .user("the public cert for api.corp expires in 9 days and the certbot cron on bastion-1 didn't renew it")
        .bash(
          "ssh bastion-1 'sudo tail -3 /var/log/certbot-renew.log'",
          "Attempting to renew cert (api.corp) from /etc/letsencrypt/renewal/api.corp.conf produced an unexpected error: DNS problem: NXDOMAIN looking up TXT for _acme-challenge.api.corp. Skipping.\nAll renewals failed.",
        )
        .assistant(
          "The DNS-01 challenge fails: certbot writes the TXT record through a hook that still points at the old DNS provider. Options: fix the hook, or move the cert into the cluster with cert-manager and a ClusterIssuer on the current DNS provider.",
        )
        .user(
          "cert-manager. we're not fixing the hook. set up the Certificate for api.corp now, and TODO: once cert-manager has issued, delete the certbot cron and hook on bastion-1",
        )
        .file("Write", "deploy/cert-manager/api-corp-certificate.yaml")
        .bash(
          "kubectl apply -f deploy/cert-manager/api-corp-certificate.yaml && kubectl -n api get certificate api-corp",
          "certificate.cert-manager.io/api-corp created\nNAME       READY   SECRET          AGE\napi-corp   False   api-corp-tls    2s",
        )
        .stop("Certificate created; it's not Ready yet, the DNS-01 challenge is in progress."),
    planted: [
      { kind: "decision", keys: ["cert-manager"] },
      { kind: "task", keys: ["certbot"] },
    ],
  },
  {
    id: "b156-staging-db-etl",
    build: (s) =>
      s
        .user("integration tests against staging timed out again last night around 2am")
        .bash(
          'psql "$STAGING_DB" -c "select usename, count(*) from pg_stat_activity group by 1 order by 2 desc limit 3"',
          " usename  | count \n----------+-------\n etl_data |    84\n api      |    11\n grafana  |     2",
        )
        .assistant("84 connections from etl_data right now. Is the staging database shared with something else?")
        .user(
          "yes, staging postgres is shared with the data team's ETL, and between 02:00 and 03:00 UTC it's basically unusable. that's permanent, they won't move it. move our nightly integration job to 04:00 UTC",
        )
        .file("Edit", ".gitlab-ci.yml")
        .stop("The nightly integration schedule is now 0 4 * * * UTC."),
    planted: [{ kind: "fact", keys: ["etl", "02:00"] }],
  },
  {
    id: "b156-fetch-metadata",
    build: (s) =>
      s
        .user("second CSRF layer for the admin UI. options?")
        .assistant(
          "1) Fetch Metadata: reject state-changing requests whose Sec-Fetch-Site is cross-site; every browser we support sends it. 2) Origin header check against the allowlist. 3) Per-form tokens, which we already have through csrf_token. I'd add 1 on top of the existing token.",
        )
        .user("what about the mobile app, does it send Sec-Fetch-Site?")
        .assistant("The mobile client talks to the public API, not the admin UI, so it isn't affected.")
        .user("then go with the Sec-Fetch-Site check for admin, on top of the tokens")
        .file("Write", "internal/admin/fetchmeta.go")
        .bash("go test ./internal/admin/ -run FetchMeta", "ok  \tgitlab.corp/api/internal/admin\t0.034s")
        .stop("Admin now rejects POST/PUT/PATCH/DELETE with Sec-Fetch-Site: cross-site."),
    planted: [{ kind: "decision", keys: ["sec-fetch-site"] }],
  },
  {
    id: "b156-race-run",
    build: (s) =>
      s
        .user("run the full suite with -race")
        .bash(
          "go test -race ./... 2>&1 | tail -4",
          "ok  \tgitlab.corp/api/internal/session\t1.802s\nok  \tgitlab.corp/api/internal/upload\t0.944s\n?   \tgitlab.corp/api/internal/version\t[no test files]\nok  \tgitlab.corp/api/cmd/api\t0.311s",
        )
        .assistant("All packages pass under -race; internal/version has no tests.")
        .user("nice. how long did the whole thing take?")
        .assistant("About 48 seconds wall clock, most of it in internal/session.")
        .user("fine, thanks")
        .stop("All green."),
    planted: [],
  },
  {
    id: "b156-502-hypothesis",
    build: (s) =>
      s
        .user("we're seeing sporadic 502s from the ingress on /v1/export. any idea?")
        .bash(
          "kubectl -n ingress logs deploy/nginx --since=1h | grep ' 502 ' | tail -3",
          '10.42.1.7 - - [27/Nov/2026:19:02:11 +0000] "GET /v1/export?fmt=csv HTTP/2.0" 502 150 "-" "Go-http-client/2.0" 0.000 [api-api-8080] upstream prematurely closed connection',
        )
        .assistant(
          "\"upstream prematurely closed connection\" with 0.000 upstream time. One guess: keep-alive mismatch, the api's IdleTimeout might be shorter than nginx's upstream keepalive_timeout, so nginx reuses a connection the server just closed. I haven't checked either value.",
        )
        .user("could also be the pods being OOM-killed mid-request, no?")
        .assistant(
          "Possible. An OOM kill would show as restarts though, and the restart count is flat for the last hour, so I'd lean toward the keep-alive theory, but it's unverified.",
        )
        .user("hm. ok, the 502s stopped ten minutes ago anyway. leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b156-quoted-policy",
    build: (s) =>
      s
        .user("what does the admission policy in deploy/policy.yaml actually enforce?")
        .bash(
          "sed -n 1,14p deploy/policy.yaml",
          "# NEVER disable this policy in prod namespaces.\n# Pods must run as non-root. Always set readOnlyRootFilesystem.\n# TODO(sre): add seccompProfile enforcement\nspec:\n  validationFailureAction: Enforce\n  rules:\n    - name: require-non-root\n      match: {resources: {kinds: [Pod]}}\n    - name: require-ro-rootfs\n      match: {resources: {kinds: [Pod]}}",
        )
        .assistant(
          "It's a Kyverno ClusterPolicy in Enforce mode with two rules: pods must set runAsNonRoot, and readOnlyRootFilesystem must be true. The comment's TODO about seccompProfile isn't implemented in the rules.",
        )
        .user("so our distroless image would pass both?")
        .assistant("Yes, if the Deployment sets readOnlyRootFilesystem: true; the image's nonroot user satisfies the first rule.")
        .user("ok got it")
        .stop(),
    planted: [],
  },
  {
    id: "b156-chi-proposal",
    build: (s) =>
      s
        .user("the router setup in cmd/api is getting messy. thoughts?")
        .file("Read", "cmd/api/routes.go")
        .assistant(
          "It's plain net/http ServeMux with 60+ HandleFunc calls and per-route middleware wrapped by hand. Go 1.22's mux handles methods and path params now, so we could group routes with a small helper. Or we could move to chi for route groups and middleware stacks.",
        )
        .user("would chi change how middleware order works for the auth stuff?")
        .assistant(
          "Only in where it's declared: chi applies r.Use middleware in registration order, same as our manual wrapping, so auth would stay outermost as long as it's registered first.",
        )
        .user("let me think about it. not today")
        .stop(),
    planted: [],
  },
  {
    id: "b156-typo-fix",
    build: (s) =>
      s
        .user("typo in the 401 message, it says 'unauthoried'. fix pls")
        .bash("grep -rn 'unauthoried' --include=*.go .", 'internal/httpx/errors.go:31:\t"unauthoried: missing or invalid token",')
        .file("Edit", "internal/httpx/errors.go")
        .assistant("Fixed in internal/httpx/errors.go:31.")
        .user("ty. long day, my brain is mush")
        .assistant("Happens. That was the only occurrence.")
        .stop(),
    planted: [],
  },
  {
    id: "b156-gosec-explain",
    build: (s) =>
      s
        .bash(
          "gosec -fmt text ./internal/export/...",
          "[/src/internal/export/zip.go:61] - G110 (CWE-409): Potential DoS vulnerability via decompression bomb (Confidence: MEDIUM, Severity: MEDIUM)\n  > io.Copy(w, rc)\n\nSummary:\n  Issues : 1",
          1,
        )
        .user("what's G110 exactly?")
        .assistant(
          "Decompression bomb: io.Copy from a decompressing reader with no size limit, so a small crafted zip can expand to gigabytes. The usual fix is io.CopyN or an io.LimitReader with a maximum.",
        )
        .user("does that zip come from users though or do we make it ourselves?")
        .assistant(
          "Looking at zip.go, the reader wraps an archive we produced ourselves in the same request, so in this path the input isn't attacker-controlled.",
        )
        .user("ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b156-waf-withdrawn",
    build: (s) =>
      s
        .user("the path traversal from this morning is patched in code, right?")
        .bash(
          "git log --oneline -3 -- internal/upload/store.go",
          "d41a9e2 upload: clean and root-check file names\n7b0c113 upload: stream to disk\n2f9e771 upload: initial store",
        )
        .assistant("Yes, d41a9e2 cleans the name and checks the result stays under baseDir.")
        .user("maybe we should also add a Cloudflare rule blocking %2e%2e in paths... actually no, scratch that, I'm not going to think about WAF rules at 9pm")
        .assistant("Fair enough.")
        .stop(),
    planted: [],
  },
  {
    id: "b156-stacktrace",
    build: (s) =>
      s
        .user(
          "what does this mean, from my local run:\n\nfatal error: concurrent map writes\n\ngoroutine 88 [running]:\ngitlab.corp/api/internal/cache.(*LRU).Put(...)",
        )
        .file("Read", "internal/cache/lru.go")
        .assistant(
          "Two goroutines wrote to the same Go map at once; the runtime detects that and aborts. In your local run that's LRU.Put, which doesn't take the mutex the struct declares. Did you run with a modified cache, or is this on main?",
        )
        .user("it's my branch, I removed the lock to test something. my bad")
        .assistant("That explains it; with the lock back in Put it won't happen.")
        .stop(),
    planted: [],
  },
  {
    id: "b156-status-deps",
    build: (s) =>
      s
        .user("bump the minor versions of our direct deps and run the tests")
        .bash(
          "go get -u=patch ./... && go mod tidy && go test ./... 2>&1 | grep -c '^ok'",
          "go: upgraded github.com/jackc/pgx/v5 v5.6.0 => v5.6.1\ngo: upgraded github.com/redis/go-redis/v9 v9.5.1 => v9.5.4\n38",
        )
        .assistant("Patch bumps for pgx (5.6.1) and go-redis (9.5.4); all 38 packages pass. No minor bumps were available without touching x/net.")
        .user("good enough")
        .assistant("Changes are uncommitted in go.mod and go.sum.")
        .stop(),
    planted: [],
  },
  {
    id: "b156-lint-todos",
    build: (s) =>
      s
        .user("lint run please")
        .bash(
          "golangci-lint run ./... 2>&1 | tail -5",
          'internal/auth/oidc.go:73:3: internal/auth/oidc.go:73: Line contains TODO/BUG/FIXME: "TODO: always verify the nonce, never skip" (godox)\ninternal/export/csv.go:12:1: internal/export/csv.go:12: Line contains TODO/BUG/FIXME: "TODO must escape formula cells" (godox)\n2 issues:\n* godox: 2',
        )
        .assistant("Only two godox hits, both existing TODO comments (oidc.go:73 and csv.go:12). Nothing else.")
        .user("is the oidc one real? do we skip nonce verification somewhere?")
        .assistant("No: oidc.go:75 calls verifyNonce unconditionally right after that comment; the comment is older than the check.")
        .user("lol ok")
        .stop(),
    planted: [],
  },
  {
    id: "b156-coffee-smalltalk",
    build: (s) =>
      s
        .user("morning. pentest readout is at 11, I'm still on my first coffee")
        .assistant("Morning. Anything you want pulled together before the readout?")
        .user("can you list the PT ids we closed this week from git log")
        .bash("git log --since='7 days ago' --oneline | grep -o 'PT-[0-9]*' | sort -u", "PT-01\nPT-02\nPT-04\nPT-07")
        .assistant("PT-01, PT-02, PT-04 and PT-07 appear in this week's commit messages.")
        .user("cool, that's what I have in my notes too")
        .stop(),
    planted: [],
  },
];

export const BLIND156 = plantedSet(BLIND156_SESSIONS, Date.UTC(2026, 10, 9, 9));
