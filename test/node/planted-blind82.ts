/**
 * Blind planted set 82 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: two developers (Dana, Kofi) sharing one OpenCode agent through a day on a web shop with a Go
 * backend: hand-overs mid-session, the second confirming, overriding or reversing the first's choices
 * (only the final choice is planted), notes left for each other in HANDOVER.md.
 * Each session is one segment; the items planted in it are listed with it: 68 items (18 decisions, 17 instructions,
 * 17 facts, 16 tasks) in 63 sessions, 13 of which plant nothing (61 user/assistant messages between them). Every other message
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

export const BLIND82_SESSIONS: BlindSession[] = [
  {
    id: "b82-handover-sqlc",
    build: (s) =>
      s
        .user(
          "morning, it's Dana. picking up the reports endpoint from Kofi. his note in the PR says he was trying gorm for the new monthly queries. I'm not keen on that, we stay on sqlc for all db access, no ORM in this repo. I've added the query to queries/reports.sql, regenerate please",
        )
        .bash("sqlc generate && git status --short", " M queries/reports.sql\n M internal/db/reports.sql.go\n M internal/db/querier.go")
        .assistant(
          "Regenerated. `internal/db/reports.sql.go` now has `ListReportsByMonth(ctx, arg)` returning `[]ListReportsByMonthRow`. Want me to wire it into the handler?",
        )
        .user("yes, handlers/reports.go")
        .file("Edit", "internal/http/handlers/reports.go")
        .bash("go build ./... && go test ./internal/http/handlers/...", "ok  \tgithub.com/shoplight/api/internal/http/handlers\t0.412s")
        .stop("Handler now calls `q.ListReportsByMonth`; build and handler tests pass."),
    planted: [{ kind: "decision", keys: ["sqlc"] }],
  },
  {
    id: "b82-test-db-port",
    build: (s) =>
      s
        .user("go test is failing on the store package for me, can you look")
        .bash(
          "go test ./internal/store/...",
          "--- FAIL: TestOrderStore_Create (0.00s)\n    store_test.go:31: dial tcp 127.0.0.1:5432: connect: connection refused\nFAIL\tgithub.com/shoplight/api/internal/store\t0.018s",
          1,
        )
        .bash("docker ps --format '{{.Names}} {{.Ports}}'", "shoplight-testdb 0.0.0.0:55432->5432/tcp\nshoplight-redis 0.0.0.0:6379->6379/tcp")
        .assistant("The tests dial 5432 but the test container publishes on 55432. Is that mapping intentional or did something change in the compose file?")
        .user(
          "intentional. the test database runs on port 55432, Kofi moved it there so it doesn't clash with the postgres he runs natively on his mac. just make the makefile target export PGPORT",
        )
        .file("Edit", "Makefile")
        .bash("make test-store", "ok  \tgithub.com/shoplight/api/internal/store\t1.204s")
        .stop("`make test-store` exports PGPORT=55432 now and the store tests pass."),
    planted: [{ kind: "fact", keys: ["55432"] }],
  },
  {
    id: "b82-webhook-backoff-override",
    build: (s) =>
      s
        .user(
          "Kofi here, taking over from Dana for the afternoon. she left the webhook retry at 3 attempts with a fixed 10s delay (see her comment in retry.go). I talked to the Stripe folks' docs and that's too aggressive for outages. change of plan: exponential backoff starting at 30s, up to 6 attempts. that's what we ship",
        )
        .file("Read", "internal/webhooks/retry.go")
        .file("Edit", "internal/webhooks/retry.go")
        .bash(
          "go test ./internal/webhooks/ -run Retry -v",
          "=== RUN   TestRetrySchedule\n--- PASS: TestRetrySchedule (0.00s)\nPASS\nok  \tgithub.com/shoplight/api/internal/webhooks\t0.009s",
        )
        .assistant("Done: delays are 30s, 60s, 120s, 240s, 480s, then give up after the 6th attempt. Updated the schedule test too.")
        .user("good. we'll still need a dead-letter table for the ones that exhaust all retries, not today though. leave it for tomorrow")
        .stop("Noted, I haven't touched the schema."),
    planted: [
      { kind: "decision", keys: ["exponential"] },
      { kind: "task", keys: ["dead-letter"] },
    ],
  },
  {
    id: "b82-empty-flaky-look",
    build: (s) =>
      s
        .user("is TestCartMerge flaky or did I break it? it failed once in CI and passed on rerun")
        .bash("go test ./internal/cart/ -run TestCartMerge -count=20", "ok  \tgithub.com/shoplight/api/internal/cart\t0.388s")
        .assistant("20 runs locally, all pass. Could be ordering with the parallel subtests, but I can't reproduce it. I can try with -race if you want.")
        .user("yeah try -race")
        .bash("go test ./internal/cart/ -run TestCartMerge -count=20 -race", "ok  \tgithub.com/shoplight/api/internal/cart\t2.941s")
        .assistant("Still clean with -race. Maybe it was the CI runner being slow; I don't see anything obvious.")
        .user("ok whatever, leave it")
        .stop("Leaving it as is."),
    planted: [],
  },
  {
    id: "b82-lint-rule",
    build: (s) =>
      s
        .user(
          "two things before you push anything today:\n1. from now on run golangci-lint locally before every commit, CI uses v1.61 and it's been failing on stuff we could catch\n2. fix the unused param warning in orders.go",
        )
        .bash(
          "golangci-lint run ./...",
          "internal/http/handlers/orders.go:88:24: unused-parameter: parameter 'r' seems to be unused (revive)\n1 issues:\n* revive: 1",
        )
        .file("Edit", "internal/http/handlers/orders.go")
        .bash("golangci-lint run ./...", "")
        .assistant("Renamed the unused `r` to `_`; golangci-lint is clean now.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["golangci-lint"] }],
  },
  {
    id: "b82-router-choice",
    build: (s) =>
      s
        .user("Dana's note says 'maybe swap chi for gin for the admin api??'. what do you think, is there a reason to?")
        .file("Read", "internal/http/router.go")
        .assistant(
          "Not much of one. chi is stdlib-compatible (plain http.Handler), the middleware you already have works unchanged, and gin would mean rewriting every handler signature. I'd stay on chi for the admin API too.",
        )
        .user("agreed, we keep chi. I'll reply on her note. mount the admin routes under /admin on the same router then")
        .file("Edit", "internal/http/router.go")
        .bash("go build ./... && curl -s -o /dev/null -w '%{http_code}' localhost:8080/admin/healthz", "200")
        .stop("Admin routes mounted under /admin; /admin/healthz returns 200."),
    planted: [{ kind: "decision", keys: ["chi", "admin"] }],
  },
  {
    id: "b82-payments-owner",
    build: (s) =>
      s
        .user("the refunds call is returning 403 from payments-svc in staging")
        .bash(
          'curl -s -X POST https://payments.staging.internal/v2/refunds -H "Authorization: Bearer $SVC_TOKEN" -d \'{"order_id":"o_123"}\'',
          '{"error":"forbidden","detail":"scope refunds:write required"}',
        )
        .assistant("The service token lacks the `refunds:write` scope. Can we add the scope ourselves, or is that config in another repo?")
        .user(
          "we can't. payments-svc is owned by Lena's team, we only consume it, any scope change goes through a ticket in their board. I'll file it. meanwhile put a clear error message in our handler",
        )
        .file("Edit", "internal/payments/client.go")
        .bash("go test ./internal/payments/...", "ok  \tgithub.com/shoplight/api/internal/payments\t0.052s")
        .stop("The client now maps a 403 to `ErrRefundScopeMissing` with a readable message."),
    planted: [{ kind: "fact", keys: ["lena"] }],
  },
  {
    id: "b82-dana-notes-end",
    build: (s) =>
      s
        .user("I'm logging off at 4, Kofi takes over. let's write the state of things in HANDOVER.md")
        .file("Read", "HANDOVER.md")
        .assistant(
          "Current state: pagination on /orders works, the admin list still returns everything. The CSV export is half done (headers only). I can put those in the file.",
        )
        .user(
          "yes. and add for Kofi: the CSV export still needs the line items columns, and we have to add pagination to the admin users list before the demo on thursday. also, from now on whoever signs off updates HANDOVER.md before leaving, not a slack message",
        )
        .file("Edit", "HANDOVER.md")
        .bash(
          "git add HANDOVER.md && git commit -m 'docs: handover notes'",
          "[feat/orders-export 4c1e9a2] docs: handover notes\n 1 file changed, 14 insertions(+), 3 deletions(-)",
        )
        .stop("HANDOVER.md updated and committed."),
    planted: [
      { kind: "task", keys: ["csv", "line items"] },
      { kind: "task", keys: ["pagination", "admin users"] },
      { kind: "instruction", keys: ["handover.md"] },
    ],
  },
  {
    id: "b82-pagination-cursor",
    build: (s) =>
      s
        .user("Kofi. picking up the admin users pagination from Dana's handover. offset or cursor?")
        .assistant(
          "The users table is ~2M rows and gets inserts constantly, so offset pages will drift and get slow deep in. I'd do keyset/cursor pagination on (created_at, id), opaque base64 cursor in the response.",
        )
        .user("ok, going with cursor pagination. do it")
        .file("Edit", "queries/users.sql")
        .bash("sqlc generate && go test ./internal/http/handlers/ -run AdminUsers", "ok  \tgithub.com/shoplight/api/internal/http/handlers\t0.233s")
        .assistant("`GET /admin/users?cursor=…&limit=50` returns `next_cursor`; tests cover the first, middle and last page.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cursor"] }],
  },
  {
    id: "b82-empty-typo",
    build: (s) =>
      s
        .user("typo in the checkout page, 'Procede to payment'. fix it")
        .bash("grep -rn 'Procede' web/src", "web/src/pages/Checkout.tsx:112:          Procede to payment")
        .file("Edit", "web/src/pages/Checkout.tsx")
        .assistant("Fixed to 'Proceed to payment'.")
        .user("thx. did the build still pass?")
        .bash("cd web && pnpm build", "vite v5.4.2 building for production...\n✓ 412 modules transformed.\n✓ built in 6.81s")
        .assistant("Yes, the production build passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b82-money-cents",
    build: (s) =>
      s
        .user(
          "the discount calc is off by a cent on some orders. Dana had started converting prices to float64 to make the percentage math easier, I think that's exactly what's causing this",
        )
        .bash(
          "go test ./internal/pricing/ -run Discount -v",
          "--- FAIL: TestDiscount_Percent (0.00s)\n    pricing_test.go:44: got 1999.9999999999998, want 2000\nFAIL",
          1,
        )
        .assistant("Yes, float rounding. The fix is to keep everything as int64 cents and round the percentage once with banker's rounding.")
        .user("right. decision for both of us then: money stays int64 cents everywhere in the backend, no floats. revert her float change and do that")
        .file("Edit", "internal/pricing/discount.go")
        .bash("go test ./internal/pricing/...", "ok  \tgithub.com/shoplight/api/internal/pricing\t0.011s")
        .stop("Reverted to int64 cents with a single rounding step; pricing tests pass."),
    planted: [{ kind: "decision", keys: ["cents"] }],
  },
  {
    id: "b82-proxy-port",
    build: (s) =>
      s
        .user("web dev server shows 502 for every /api call")
        .file("Read", "web/vite.config.ts")
        .bash("lsof -iTCP -sTCP:LISTEN -P | grep -E 'api|8080|8081'", "api     48211 kofi   7u  IPv6  TCP *:8081 (LISTEN)")
        .assistant("The vite proxy targets localhost:8080, but the API is listening on 8081. Did the port change?")
        .user("ah yes. the api runs on 8081 locally since we added the admin metrics server on 8080. the vite proxy has to point at 8081. fix the config")
        .file("Edit", "web/vite.config.ts")
        .bash("curl -s localhost:5173/api/healthz", '{"status":"ok"}')
        .stop("Proxy now targets 8081; /api/healthz goes through."),
    planted: [{ kind: "fact", keys: ["8081"] }],
  },
  {
    id: "b82-pnpm-only",
    build: (s) =>
      s
        .user("add react-hook-form to the web app")
        .bash("cd web && npm install react-hook-form", "added 1 package, and audited 612 packages in 3s")
        .assistant("Installed react-hook-form 7.53.")
        .user(
          "hmm you used npm, that created a package-lock.json. the frontend is pnpm only, don't ever run npm in web/. delete the lockfile and redo it with pnpm",
        )
        .bash("cd web && rm package-lock.json && pnpm add react-hook-form", "Packages: +1\n+\ndependencies:\n+ react-hook-form 7.53.0\nDone in 2.1s")
        .stop("Removed package-lock.json and added it with pnpm."),
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
  },
  {
    id: "b82-empty-chitchat",
    build: (s) =>
      s
        .user("ugh monday. is the coffee machine fixed yet, Kofi?")
        .assistant("I don't have access to the office coffee machine, sadly. Anything in the repo I can help with?")
        .user("lol no that was meant for slack. ok show me what changed on main since friday")
        .bash(
          "git log --oneline main --since='3 days ago'",
          "9e21d0c fix(cart): merge guest cart on login\n3ab71f4 chore: bump vite to 5.4.2\n18c0d55 feat(admin): users list",
        )
        .assistant("Three commits: the guest cart merge fix, a vite bump and the admin users list.")
        .user("cool thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b82-river-jobs",
    build: (s) =>
      s
        .user(
          "Dana here. background jobs. Kofi's prototype used a goroutine + ticker in main.go for the nightly exports, which dies on every deploy. I looked at asynq and river. asynq needs redis as a queue and I don't want another moving part.",
        )
        .assistant(
          "river runs on Postgres, which you already have, and jobs are transactional with your inserts. asynq would add redis as a queue dependency. I'd lean river.",
        )
        .user("yep, we're going with river for background jobs. scaffold the worker and move the nightly export into a river job")
        .file("Write", "cmd/worker/main.go")
        .file("Write", "internal/jobs/export.go")
        .bash("go get github.com/riverqueue/river@v0.11.4 && go build ./...", "go: added github.com/riverqueue/river v0.11.4")
        .assistant("Worker binary in cmd/worker, `ExportJob` registered; it builds.")
        .user("we still need the river migrations in the deploy pipeline, I'll let Kofi do that tomorrow")
        .stop("Ok, I left the pipeline alone."),
    planted: [
      { kind: "decision", keys: ["river"] },
      { kind: "task", keys: ["river migrations"] },
    ],
  },
  {
    id: "b82-redis-sessions-fact",
    build: (s) =>
      s
        .user("can we cache the catalog in redis? it's the slowest page")
        .bash("redis-cli -p 6379 info keyspace", "# Keyspace\ndb0:keys=18234,expires=18234,avg_ttl=1631124")
        .assistant("Redis is reachable. I can add a read-through cache on GetCatalog with a 60s TTL. Want me to do that?")
        .user(
          "wait, actually no. redis is only for user sessions, it has eviction set to volatile-lru and it's sized for that. catalog caching goes in the CDN. scratch the redis idea",
        )
        .file("Read", "deploy/cdn/rules.yaml")
        .assistant("Understood. The CDN rules already have a `/api/catalog` rule with `ttl: 0`. Should I raise it?")
        .user("not now, I need to ask marketing how stale prices can be")
        .stop("Leaving it."),
    planted: [
      { kind: "fact", keys: ["redis", "sessions"] },
      { kind: "decision", keys: ["catalog", "cdn"] },
    ],
  },
  {
    id: "b82-error-wrap",
    build: (s) =>
      s
        .user("review my diff in internal/store/orders.go before I commit")
        .bash("git diff internal/store/orders.go", '-\t\treturn nil, err\n+\t\treturn nil, errors.Wrap(err, "insert order")')
        .assistant("You're wrapping with `github.com/pkg/errors`. It works, but it's archived and the rest of the package uses `fmt.Errorf` with `%w`.")
        .user("good catch. I prefer fmt.Errorf with %w everywhere, no pkg/errors. Kofi keeps adding it back too lol. swap it and drop it from go.mod")
        .file("Edit", "internal/store/orders.go")
        .bash("go mod tidy && grep pkg/errors go.mod; echo $?", "1")
        .stop("Switched to fmt.Errorf and pkg/errors is out of go.mod."),
    planted: [{ kind: "instruction", keys: ["fmt.errorf"] }],
  },
  {
    id: "b82-legacy-cart-followup",
    build: (s) =>
      s
        .user("how many clients still hit /v1/cart?")
        .bash(
          'logcli query \'{app="api"} |= "/v1/cart"\' --since=24h --stats',
          "Ingester.TotalLinesSent 18412\nby user_agent: ShoplightiOS/3.1.4 17995, ShoplightAndroid/3.1.2 417",
        )
        .assistant("About 18k requests in 24h, all from the mobile apps on 3.1.x. Web doesn't call it anymore.")
        .user(
          "ok so it has to stay for now. follow-up for later: remove the /v1/cart endpoints once mobile 3.2 is at 95% adoption. put it in the tracker doc too",
        )
        .file("Edit", "docs/tracker.md")
        .stop("Added to docs/tracker.md."),
    planted: [{ kind: "task", keys: ["/v1/cart"] }],
  },
  {
    id: "b82-empty-log-always",
    build: (s) =>
      s
        .user("what does this warning in the api logs mean")
        .bash(
          "kubectl logs deploy/api -n staging --tail=5",
          'level=WARN msg="config: TLS_MIN_VERSION should always be 1.2 or above; never set below" value=1.2\nlevel=INFO msg="TODO: remove legacy header shim" path=/v1/cart\nlevel=INFO msg="server started" addr=:8081',
        )
        .assistant(
          "It's not a problem: that WARN is printed on every start by the config loader, the value is 1.2 which is fine. The TODO line is a leftover log statement in the shim.",
        )
        .user("ok so nothing to do?")
        .assistant("Nothing to do. If it's noisy I could downgrade it to DEBUG, but that's cosmetic.")
        .user("nah leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b82-migration-rule",
    build: (s) =>
      s
        .user("run the new migration on staging so I can test the export there")
        .assistant("I can run `migrate -path db/migrations -database $STAGING_DB_URL up` from here if the URL is in your env. Should I?")
        .user(
          "no wait, never run migrations against staging from a laptop. they go through the migrate job in the deploy pipeline, so it's recorded. same for prod obviously. trigger the pipeline instead",
        )
        .bash("gh workflow run migrate.yml -f env=staging", "✓ Created workflow_dispatch event for migrate.yml at main")
        .bash("gh run watch --exit-status", "✓ migrate / up (staging) completed in 41s")
        .stop("Migration applied on staging through the pipeline."),
    planted: [{ kind: "instruction", keys: ["migrat", "laptop"] }],
  },
  {
    id: "b82-go-version",
    build: (s) =>
      s
        .user("dependabot wants to bump the go directive to 1.23, CI red. why")
        .bash(
          "gh run view 8812 --log-failed | tail -3",
          "go: go.mod requires go >= 1.23.0 (running go 1.22.5; GOTOOLCHAIN=local)\nError: Process completed with exit code 1.",
        )
        .assistant("The CI image has Go 1.22.5 with GOTOOLCHAIN=local, so it can't build a 1.23 go.mod.")
        .user("right, we're stuck on Go 1.22 until the platform team ships the new base image, that's theirs not ours. close the dependabot PR with a comment")
        .bash("gh pr close 391 -c 'Blocked on the platform base image (Go 1.22 for now).'", "✓ Closed pull request #391")
        .stop(),
    planted: [{ kind: "fact", keys: ["1.22", "base image"] }],
  },
  {
    id: "b82-uuid-reversal",
    build: (s) =>
      s
        .user(
          "Dana, back from lunch. I see Kofi switched the new tables to bigserial ids this morning. I get why but we had agreed on UUIDs for anything exposed in URLs.",
        )
        .file("Read", "db/migrations/0042_reports.up.sql")
        .assistant(
          "0042 creates `reports.id bigserial`. It hasn't been applied anywhere except local. I could switch it to `uuid` with `gen_random_uuid()`, or UUIDv7 from the app for index locality.",
        )
        .user(
          "uuidv7 generated in the app. I pinged Kofi and he's fine with it, so that's final: new tables get UUIDv7 primary keys, bigserial only for internal join tables",
        )
        .file("Edit", "db/migrations/0042_reports.up.sql")
        .bash("make migrate-local && go test ./internal/store/...", "0042/u reports (23.1ms)\nok  \tgithub.com/shoplight/api/internal/store\t1.377s")
        .stop(),
    planted: [{ kind: "decision", keys: ["uuidv7"] }],
  },
  {
    id: "b82-empty-explain",
    build: (s) =>
      s
        .user("explain what middleware.RequestID does in our stack, I never looked")
        .file("Read", "internal/http/router.go")
        .assistant(
          "It's chi's RequestID middleware: it reads `X-Request-Id` if present, otherwise generates one, and puts it in the request context. Our logger middleware pulls it from there so each log line carries `req_id`.",
        )
        .user("and does it get forwarded to payments-svc?")
        .bash("grep -rn 'X-Request-Id' internal/payments", "")
        .assistant("No, the payments client doesn't set it. Nothing forwards the id today.")
        .user("interesting. ok")
        .stop(),
    planted: [],
  },
  {
    id: "b82-timeouts-rule",
    build: (s) =>
      s
        .user(
          "we had a hung request to the shipping api for 2 minutes yesterday. going forward: every outbound http client gets an explicit timeout, 5s default unless there's a reason, no http.DefaultClient anywhere",
        )
        .bash(
          "grep -rn 'http.DefaultClient\\|http.Get(' --include=*.go internal",
          "internal/shipping/client.go:22:\tresp, err := http.DefaultClient.Do(req)\ninternal/geo/lookup.go:40:\tresp, err := http.Get(url)",
        )
        .file("Edit", "internal/shipping/client.go")
        .file("Edit", "internal/geo/lookup.go")
        .bash(
          "go test ./internal/shipping/... ./internal/geo/...",
          "ok  \tgithub.com/shoplight/api/internal/shipping\t0.021s\nok  \tgithub.com/shoplight/api/internal/geo\t0.010s",
        )
        .assistant("Both clients now use a `&http.Client{Timeout: 5 * time.Second}`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["timeout", "defaultclient"] }],
  },
  {
    id: "b82-n-plus-one",
    build: (s) =>
      s
        .user("GET /orders takes 3s for big accounts. find out why")
        .bash("go test ./internal/store -run TestListOrders -v -args -log-queries | grep -c 'SELECT .* FROM line_items'", "201")
        .assistant("201 line_items queries for 200 orders: ListOrders loads line items one order at a time.")
        .file("Edit", "internal/store/orders.go")
        .bash("go test ./internal/store -run TestListOrders -v -args -log-queries | grep -c 'SELECT .* FROM line_items'", "1")
        .assistant(
          "Confirmed root cause: the per-order line_items query in ListOrders (an N+1). It's one `WHERE order_id = ANY($1)` query now; /orders for the big test account went from 3.1s to 140ms.",
        )
        .user("nice. Kofi will want to know, that was his theory too")
        .stop(),
    planted: [{ kind: "fact", keys: ["n+1"] }],
  },
  {
    id: "b82-kofi-overrides-zod",
    build: (s) =>
      s
        .user(
          "Kofi. Dana wrote in HANDOVER.md 'frontend form validation: yup, since the old admin uses it'. I'd rather not carry yup into the new app. let's use zod for the new forms, it pairs with react-hook-form and we get the types for free",
        )
        .assistant("Should I also migrate the old admin's yup schemas, or only new forms?")
        .user("only new forms. the old admin dies in Q1 anyway. zod it is, I'll tell Dana")
        .bash("cd web && pnpm add zod @hookform/resolvers", "+ zod 3.23.8\n+ @hookform/resolvers 3.9.0\nDone in 1.8s")
        .file("Write", "web/src/forms/checkoutSchema.ts")
        .stop("Added zod and a checkout schema using zodResolver."),
    planted: [{ kind: "decision", keys: ["zod"] }],
  },
  {
    id: "b82-empty-proposal-dropped",
    build: (s) =>
      s
        .user("should we move the api to graphql? the mobile folks keep asking for custom fields per screen")
        .assistant(
          "It's possible with gqlgen, but it's a big change: auth, caching at the CDN and the OpenAPI docs all assume REST. A middle ground is sparse fieldsets (`?fields=`) on the few endpoints mobile uses.",
        )
        .user("hmm. let me think about it and talk to Dana. don't do anything yet")
        .bash("grep -rn 'fields=' internal/http | head", "")
        .assistant("No existing field selection anywhere, for reference.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "b82-sentry-todo",
    build: (s) =>
      s
        .user("error tracking isn't receiving anything from staging since friday")
        .bash("kubectl get secret api-env -n staging -o jsonpath='{.data.SENTRY_DSN}' | base64 -d | cut -c1-30", "https://0e1c...@o4505.ingest.s")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://o4505.ingest.sentry.io/api/4505/envelope/", "401")
        .assistant("The DSN in staging is rejected (401): the project key was probably revoked. I can't create a new key from here.")
        .user(
          "yeah Dana rotated keys friday. TODO for me tomorrow: generate a new sentry DSN for staging and update the secret. also note that sentry for prod is in the 'shoplight' org, staging is in 'shoplight-dev'",
        )
        .file("Edit", "HANDOVER.md")
        .stop("Noted in HANDOVER.md."),
    planted: [
      { kind: "task", keys: ["sentry", "dsn"] },
      { kind: "fact", keys: ["shoplight-dev"] },
    ],
  },
  {
    id: "b82-pr-size",
    build: (s) =>
      s
        .user("open a PR for the export branch")
        .bash("git diff --stat main...feat/orders-export | tail -1", " 38 files changed, 1912 insertions(+), 244 deletions(-)")
        .assistant("That's ~2100 lines in one PR. Want it as is?")
        .user(
          "no, split it. Dana and I agreed PRs stay under 400 changed lines so the other one can actually review them in the handover window. split by package: store, handlers, web",
        )
        .bash(
          "git checkout -b feat/export-store main && git checkout feat/orders-export -- internal/store queries internal/db",
          "Switched to a new branch 'feat/export-store'",
        )
        .bash("gh pr create --fill --base main", "https://github.com/shoplight/api/pull/402")
        .stop("First PR (store) is #402; handlers and web next."),
    planted: [{ kind: "instruction", keys: ["400"] }],
  },
  {
    id: "b82-empty-status",
    build: (s) =>
      s
        .user("status?")
        .bash(
          "git status --short && go test ./... 2>&1 | tail -3",
          " M internal/http/handlers/export.go\nok  \tgithub.com/shoplight/api/internal/store\t1.288s\nok  \tgithub.com/shoplight/api/internal/webhooks\t0.012s",
        )
        .assistant("One modified file (export.go, the CSV writer), everything passes. I was about to add the line items columns.")
        .user("go on")
        .file("Edit", "internal/http/handlers/export.go")
        .assistant("Added sku, qty and unit_price_cents columns. Tests still pass.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b82-slog",
    build: (s) =>
      s
        .user("the worker logs are a mess, half log.Printf half zerolog")
        .bash("grep -rln 'log.Printf\\|zerolog' --include=*.go cmd internal | wc -l", "14")
        .assistant("14 files. The API already uses log/slog with the JSON handler. I'd propose standardizing on slog everywhere, then drop zerolog. OK?")
        .user("yes please, slog only from here on. Kofi, if you read this, no more zerolog")
        .file("Edit", "cmd/worker/main.go")
        .file("Edit", "internal/jobs/export.go")
        .bash("go mod tidy && go build ./...", "")
        .stop("Worker converted to slog, zerolog removed."),
    planted: [{ kind: "instruction", keys: ["slog"] }],
  },
  {
    id: "b82-cdn-rule",
    build: (s) =>
      s
        .user("asked marketing, prices can be up to a minute stale. set the catalog cache")
        .file("Edit", "deploy/cdn/rules.yaml")
        .bash("git diff deploy/cdn/rules.yaml", "-    ttl: 0\n+    ttl: 60\n+    stale_while_revalidate: 30")
        .assistant("The /api/catalog rule now caches for 60s with 30s stale-while-revalidate. It applies on next deploy of the CDN config.")
        .user(
          "good. and remember that the CDN config is only deployed by the infra pipeline at 14:00 UTC daily, so changes there land the next afternoon at best",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["14:00"] }],
  },
  {
    id: "b82-openapi-decision",
    build: (s) =>
      s
        .user(
          "talked to Dana about the graphql question. we're not doing graphql. we'll do sparse fieldsets with ?fields= on the mobile endpoints and keep REST + the OpenAPI spec as the contract",
        )
        .file("Read", "api/openapi.yaml")
        .file("Edit", "api/openapi.yaml")
        .bash("npx @redocly/cli lint api/openapi.yaml", "Woohoo! Your API description is valid. 🎉")
        .assistant("Added a `fields` query parameter to /products and /orders in the spec; lint passes.")
        .user("implementing the fields param in the handlers is next week's work, add it to the tracker")
        .file("Edit", "docs/tracker.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["fields="] },
      { kind: "task", keys: ["fields", "next week"] },
    ],
  },
  {
    id: "b82-flaky-concurrent-task",
    build: (s) =>
      s
        .user("CI failed again on checkout")
        .bash(
          "gh run view 8840 --log-failed | grep -A3 FAIL",
          "--- FAIL: TestCheckoutConcurrent (2.01s)\n    checkout_test.go:97: expected 1 order, got 2\nFAIL\tgithub.com/shoplight/api/internal/checkout\t2.318s",
          0,
        )
        .assistant(
          "TestCheckoutConcurrent created two orders for one cart. That could be a real race in the idempotency check or the test's timing. I haven't reproduced it locally yet.",
        )
        .user(
          "I don't have time today, I'm out at 3. Kofi please dig into TestCheckoutConcurrent tomorrow, I suspect the idempotency key check but I'm not sure. rerun CI for now",
        )
        .bash("gh run rerun 8840 --failed", "✓ Requested rerun of run 8840")
        .stop("Rerun requested."),
    planted: [{ kind: "task", keys: ["testcheckoutconcurrent"] }],
  },
  {
    id: "b82-conventional-commits",
    build: (s) =>
      s
        .user("commit what we have")
        .bash("git add -A && git commit -m 'added export stuff'", "[feat/export-handlers 7d2f1aa] added export stuff\n 4 files changed, 212 insertions(+)")
        .user(
          "ugh, amend that message. we use conventional commits with the go package as scope, like feat(export): ... or fix(store): ... the changelog generator depends on it. keep doing that for every commit",
        )
        .bash(
          "git commit --amend -m 'feat(export): stream orders CSV with line items'",
          "[feat/export-handlers 5b03c9e] feat(export): stream orders CSV with line items",
        )
        .stop("Amended to `feat(export): stream orders CSV with line items`."),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b82-empty-hypothesis",
    build: (s) =>
      s
        .user("memory on the api pods keeps creeping up. leak?")
        .bash(
          "kubectl top pods -n staging -l app=api",
          "NAME                   CPU(cores)   MEMORY(bytes)\napi-6c9f8d7b9-2kq4x    41m          612Mi\napi-6c9f8d7b9-8wzjd    38m          598Mi",
        )
        .assistant(
          "Maybe. It could also just be the Go GC holding on to heap with GOMEMLIMIT unset. A heap profile from one pod would tell us; want me to port-forward pprof?",
        )
        .user("could be the csv export buffering whole files? no idea. yes grab a profile")
        .bash(
          "kubectl port-forward pod/api-6c9f8d7b9-2kq4x 6060 & sleep 2; go tool pprof -top -nodecount=3 http://localhost:6060/debug/pprof/heap",
          "Showing nodes accounting for 212MB, 71% of 298MB total\n  118MB encoding/csv.(*Writer).Write\n   61MB bytes.growSlice\n   33MB net/http.(*conn).readRequest",
        )
        .assistant("The CSV writer is the top allocator in this sample, but one profile isn't conclusive; the export may simply have been running.")
        .user("ok let's look again after lunch")
        .stop(),
    planted: [],
  },
  {
    id: "b82-stripe-mock",
    build: (s) =>
      s
        .user("integration tests all fail with connection refused on 12111, what's that")
        .bash(
          "go test -tags=integration ./internal/checkout/... 2>&1 | head -3",
          '--- FAIL: TestCheckout_Card (0.00s)\n    checkout_int_test.go:19: Post "http://localhost:12111/v1/payment_intents": dial tcp [::1]:12111: connect: connection refused',
        )
        .assistant("12111 is stripe-mock's default port. Is it meant to be started by the compose file?")
        .user(
          "yes, the integration tests need the stripe-mock container running, it's in docker-compose.test.yml under the `payments` profile, not the default one. start it",
        )
        .bash(
          "docker compose -f docker-compose.test.yml --profile payments up -d stripe-mock && go test -tags=integration ./internal/checkout/...",
          "✔ Container shoplight-stripe-mock  Started\nok  \tgithub.com/shoplight/api/internal/checkout\t3.402s",
        )
        .stop("stripe-mock is up and the integration tests pass."),
    planted: [{ kind: "fact", keys: ["stripe-mock", "payments"] }],
  },
  {
    id: "b82-feature-flags",
    build: (s) =>
      s
        .user("for the new checkout flow Dana started with an env var CHECKOUT_V2=true. Kofi wants it in the flags service so we can ramp per percentage")
        .assistant(
          "Two options: keep the env var (simple, needs a redeploy to change) or read it from flagd via the OpenFeature Go SDK (per-user ramp, no redeploy).",
        )
        .user(
          "we talked, both of us: flagd. checkout_v2 is an openfeature flag, kill the env var. and for the record, every new user-facing feature goes behind a flagd flag from now on",
        )
        .file("Edit", "internal/checkout/handler.go")
        .file("Edit", "deploy/flagd/flags.json")
        .bash("go test ./internal/checkout/...", "ok  \tgithub.com/shoplight/api/internal/checkout\t0.211s")
        .stop("CHECKOUT_V2 removed; the handler evaluates `checkout_v2` through OpenFeature."),
    planted: [
      { kind: "decision", keys: ["flagd", "checkout_v2"] },
      { kind: "instruction", keys: ["flagd", "feature"] },
    ],
  },
  {
    id: "b82-empty-withdrawn",
    build: (s) =>
      s
        .user("let's rename the `store` package to `repo`, store is confusing next to the shop domain")
        .bash("grep -rln '\"github.com/shoplight/api/internal/store\"' --include=*.go . | wc -l", "37")
        .assistant("37 files import it. The rename itself is mechanical with gopls; I can do it in one commit.")
        .user("hmm 37. actually no, scratch that, Kofi has two open branches on store and it'd be merge hell. forget it")
        .assistant("Ok, not renaming anything.")
        .stop(),
    planted: [],
  },
  {
    id: "b82-dana-fridays",
    build: (s) =>
      s
        .user("schedule the prod deploy of the export feature")
        .bash("gh workflow run deploy.yml -f env=prod -f ref=v1.14.0 --dry-run 2>&1 | tail -1", "dry run: would deploy v1.14.0 to prod")
        .assistant("Dry run is fine. When do you want it? Friday morning would give a full day of Dana and you both watching it.")
        .user("not friday, Dana doesn't work fridays, and we never deploy prod when only one of us is around. thursday 10:00 UTC")
        .bash("gh workflow run deploy.yml -f env=prod -f ref=v1.14.0 -f at='2026-11-19T10:00:00Z'", "✓ Scheduled deploy.yml for 2026-11-19T10:00:00Z")
        .stop("Scheduled for Thursday 10:00 UTC."),
    planted: [
      { kind: "fact", keys: ["fridays"] },
      { kind: "instruction", keys: ["prod", "one of us"] },
    ],
  },
  {
    id: "b82-sqlc-nullable",
    build: (s) =>
      s
        .user("why is Report.ArchivedAt a pgtype.Timestamptz and not *time.Time, it's painful in handlers")
        .file("Read", "sqlc.yaml")
        .assistant(
          "sqlc.yaml has `emit_pointers_for_null_types: false`, so nullable columns come out as pgtype types. Setting it to true gives `*time.Time`, but it changes every generated nullable field, about 60 of them across the codebase.",
        )
        .user("ugh. ok yes turn it on, we'd rather pay it once now. regenerate and fix the compile errors")
        .file("Edit", "sqlc.yaml")
        .bash("sqlc generate && go build ./... 2>&1 | wc -l", "58")
        .assistant("58 compile errors, all pgtype → pointer conversions in handlers and store. Fixing.")
        .file("Edit", "internal/http/handlers/reports.go")
        .bash(
          "go build ./... && go test ./...",
          "ok  \tgithub.com/shoplight/api/internal/store\t1.301s\nok  \tgithub.com/shoplight/api/internal/http/handlers\t0.402s",
        )
        .stop("Done, everything builds with pointers for nullable columns."),
    planted: [{ kind: "decision", keys: ["pointer"] }],
  },
  {
    id: "b82-coupons-old",
    build: (s) =>
      s
        .user("is the coupons_old table used anywhere?")
        .bash("grep -rn 'coupons_old' --include=*.go --include=*.sql . | grep -v migrations", "")
        .bash('psql -p 55432 -d shoplight_test -c "select count(*) from coupons_old"', " count \n-------\n  4112")
        .assistant("No code references it outside migrations. It still has 4112 rows in the test db (copied from the seed).")
        .user(
          "thought so. we should drop it but finance might want the data exported first. so: later, export coupons_old to the finance bucket, then a migration that drops it. not now",
        )
        .stop("Ok, nothing changed."),
    planted: [{ kind: "task", keys: ["coupons_old"] }],
  },
  {
    id: "b82-rate-limit-fact",
    build: (s) =>
      s
        .user("the load test is getting 429s after a few seconds")
        .bash(
          "grep -rn 'rate.NewLimiter\\|Limit(' internal/http/middleware/ratelimit.go",
          "internal/http/middleware/ratelimit.go:18:\tlim := rate.NewLimiter(rate.Every(600*time.Millisecond), 20)",
        )
        .assistant(
          "The limiter is per API key: one token every 600ms (100 per minute) with a burst of 20. The load test uses a single key, so it hits the limit.",
        )
        .user(
          "right, 100/min per key is the public api contract, don't change it. give the load test 50 keys instead. someday we need per-plan limits, the enterprise customers keep asking for more, remind me after the 1.15 release",
        )
        .file("Edit", "loadtest/k6/checkout.js")
        .bash("k6 run loadtest/k6/checkout.js --quiet | grep http_req_failed", "http_req_failed................: 0.00%  ✓ 0  ✗ 12480")
        .stop(),
    planted: [
      { kind: "fact", keys: ["100/min"] },
      { kind: "task", keys: ["per-plan"] },
    ],
  },
  {
    id: "b82-empty-question-only",
    build: (s) =>
      s
        .user("what's the difference between our `make test` and `make test-all`?")
        .file("Read", "Makefile")
        .assistant(
          "`make test` runs unit tests with -short; `make test-all` adds `-tags=integration`, which needs the compose test stack (postgres and stripe-mock).",
        )
        .user("and which one does CI run on PRs?")
        .bash("grep -n 'make test' .github/workflows/ci.yml", ".github/workflows/ci.yml:41:        run: make test-all")
        .assistant("CI runs `make test-all` on every PR.")
        .stop(),
    planted: [],
  },
  {
    id: "b82-email-queue",
    build: (s) =>
      s
        .user("order confirmation emails are sent inline in the checkout handler? that adds 800ms to checkout")
        .file("Read", "internal/checkout/handler.go")
        .assistant(
          "Yes, `mailer.SendConfirmation` is called synchronously before the response. It could be a river job inserted in the same transaction as the order.",
        )
        .user(
          "exactly that, but it's next sprint's work, Kofi and I agreed the export ships first. write it down: move confirmation emails to a river job. and put a TODO comment at the call site pointing to the tracker",
        )
        .file("Edit", "internal/checkout/handler.go")
        .file("Edit", "docs/tracker.md")
        .stop("Added to the tracker and a comment at the call site."),
    planted: [{ kind: "task", keys: ["confirmation emails"] }],
  },
  {
    id: "b82-generated-dont-touch",
    build: (s) =>
      s
        .user("the json tag on ListOrdersRow is wrong, it says total_cents and the api doc says total. change it in the generated file")
        .file("Read", "internal/db/orders.sql.go")
        .assistant(
          "That file is generated by sqlc; an edit there is lost on the next `sqlc generate`. The clean fix is an alias in the query (`total_cents AS total`) or a response struct in the handler.",
        )
        .user(
          "true. rule for both of us then: nothing under internal/db is edited by hand, ever. handlers map db rows to response structs. do the response struct",
        )
        .file("Edit", "internal/http/handlers/orders.go")
        .bash("go test ./internal/http/handlers/ -run Orders", "ok  \tgithub.com/shoplight/api/internal/http/handlers\t0.188s")
        .stop(),
    planted: [{ kind: "instruction", keys: ["internal/db"] }],
  },
  {
    id: "b82-staging-branch",
    build: (s) =>
      s
        .user("I pushed to main 20 min ago and staging still shows the old version")
        .bash(
          "gh run list -w deploy-staging.yml -L 3",
          "completed  success  release/1.14  deploy-staging  push  2h\ncompleted  success  release/1.13  deploy-staging  push  3d",
        )
        .file("Read", ".github/workflows/deploy-staging.yml")
        .assistant("deploy-staging.yml triggers on `release/*` branches only, not on main. Your push to main didn't start a staging deploy.")
        .user("oh right, I forgot again. staging deploys only from release branches. cut release/1.15 then")
        .bash("git checkout -b release/1.15 main && git push -u origin release/1.15", "* [new branch]      release/1.15 -> release/1.15")
        .stop(),
    planted: [{ kind: "fact", keys: ["staging", "release"] }],
  },
  {
    id: "b82-export-format-reversal",
    build: (s) =>
      s
        .user(
          "Kofi here. saw Dana's handover: she made the export endpoint produce xlsx via excelize because one customer asked. I'd rather keep xlsx out of the api.",
        )
        .assistant("xlsx generation is memory-heavy for large orders lists; CSV can stream. What should happen to the xlsx code path?")
        .user("talked to her on slack just now, she agrees. final: the export is CSV only, streamed. the customer can open csv in excel. rip out excelize")
        .file("Edit", "internal/http/handlers/export.go")
        .bash("go mod tidy && git diff --stat go.mod", " go.mod | 2 --")
        .assistant("excelize removed; the endpoint streams CSV with `Content-Disposition: attachment`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["csv", "stream"] }],
  },
  {
    id: "b82-empty-done-requests",
    build: (s) =>
      s
        .user("run go vet and gofumpt on everything")
        .bash("go vet ./... && gofumpt -l -w .", "internal/jobs/export.go")
        .assistant("go vet is clean; gofumpt reformatted internal/jobs/export.go.")
        .user("commit that as a chore")
        .bash("git commit -am 'chore(jobs): gofumpt'", "[feat/export-handlers a81c3d2] chore(jobs): gofumpt\n 1 file changed, 3 insertions(+), 3 deletions(-)")
        .assistant("Committed.")
        .user("and push")
        .bash("git push", "To github.com:shoplight/api.git\n   5b03c9e..a81c3d2  feat/export-handlers -> feat/export-handlers")
        .stop("Pushed."),
    planted: [],
  },
  {
    id: "b82-pgx-bump-task",
    build: (s) =>
      s
        .user("govulncheck flagged something?")
        .bash(
          "govulncheck ./...",
          "Vulnerability #1: GO-2024-2606\n    Found in: github.com/jackc/pgx/v5@v5.4.3\n    Fixed in: github.com/jackc/pgx/v5@v5.5.4\nYour code is affected by 1 vulnerability.",
        )
        .assistant(
          "pgx v5.4.3 has GO-2024-2606; fixed in v5.5.4. Bumping is usually painless but river pins a pgx minimum too, I'd want to run the integration tests.",
        )
        .user("not today, we're mid release. we need to bump pgx to at least 5.5.4 right after 1.15 goes out, put it in HANDOVER so whoever is on does it")
        .file("Edit", "HANDOVER.md")
        .stop(),
    planted: [{ kind: "task", keys: ["pgx", "5.5.4"] }],
  },
  {
    id: "b82-table-tests",
    build: (s) =>
      s
        .user("add tests for the new refund handler")
        .file("Write", "internal/http/handlers/refunds_test.go")
        .bash(
          "go test ./internal/http/handlers/ -run Refund -v | tail -4",
          "--- PASS: TestRefund_OK (0.00s)\n--- PASS: TestRefund_NotFound (0.00s)\n--- PASS: TestRefund_Forbidden (0.00s)\nPASS",
        )
        .assistant("Three test functions: OK, NotFound and Forbidden.")
        .user(
          "can you fold those into one table-driven test? that's how we write all handler tests here, one Test func per handler with a cases table and t.Run per case. Kofi's linter config even checks for it iirc",
        )
        .file("Edit", "internal/http/handlers/refunds_test.go")
        .bash("go test ./internal/http/handlers/ -run TestRefund -v | tail -2", "--- PASS: TestRefund (0.00s)\nPASS")
        .stop(),
    planted: [{ kind: "instruction", keys: ["table-driven"] }],
  },
  {
    id: "b82-auth-jwt-reversal",
    build: (s) =>
      s
        .user(
          "Dana. Kofi started session auth for the admin api with JWTs in localStorage yesterday. I don't like it, we already have server sessions in redis for the shop",
        )
        .file("Read", "internal/http/middleware/adminauth.go")
        .assistant(
          "Reusing the redis-backed session cookie (HttpOnly, SameSite=Lax) avoids token storage in JS and gives you revocation for free. JWTs would only help if another service needed to verify them.",
        )
        .user(
          "and nothing else does. Kofi agreed this morning: admin uses the same cookie sessions as the shop, the JWT branch gets closed. swap the middleware",
        )
        .file("Edit", "internal/http/middleware/adminauth.go")
        .bash("go test ./internal/http/middleware/...", "ok  \tgithub.com/shoplight/api/internal/http/middleware\t0.044s")
        .bash("gh pr close 398 -c 'Superseded: admin uses cookie sessions.'", "✓ Closed pull request #398")
        .stop(),
    planted: [{ kind: "decision", keys: ["cookie", "session"] }],
  },
  {
    id: "b82-deps-ask",
    build: (s) =>
      s
        .user("need a slugify for product urls")
        .bash("go get github.com/gosimple/slug", "go: added github.com/gosimple/slug v1.14.0\ngo: added github.com/gosimple/unidecode v1.0.1")
        .assistant("Added gosimple/slug (it pulls in unidecode).")
        .user("hm, please ask before adding a new go module, we keep go.mod small on purpose. this one's fine, it's tiny, keep it")
        .file("Edit", "internal/catalog/urls.go")
        .bash("go test ./internal/catalog/...", "ok  \tgithub.com/shoplight/api/internal/catalog\t0.009s")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ask before", "module"] }],
  },
  {
    id: "b82-cron-timezone",
    build: (s) =>
      s
        .user("the nightly export ran at 1am for the German customer instead of midnight")
        .bash("kubectl exec deploy/worker -n staging -- date", "Tue Nov 17 00:04:12 UTC 2026")
        .file("Read", "internal/jobs/schedule.go")
        .assistant(
          "The worker containers run in UTC, and the schedule uses `time.Local`, which is UTC there. Midnight UTC is 1am in Berlin. Confirmed by the job log timestamps.",
        )
        .user(
          "so schedules need the customer's timezone. make the periodic job compute the next run per customer tz. follow-up, not today: the customer settings page needs a timezone picker, right now it's only settable through support",
        )
        .file("Edit", "internal/jobs/schedule.go")
        .bash("go test ./internal/jobs/...", "ok  \tgithub.com/shoplight/api/internal/jobs\t0.031s")
        .stop(),
    planted: [
      { kind: "fact", keys: ["worker", "utc"] },
      { kind: "task", keys: ["timezone picker"] },
    ],
  },
  {
    id: "b82-dana-eod-list",
    build: (s) =>
      s
        .user("wrapping up for today. show me what's uncommitted")
        .bash("git status --short", " M internal/media/upload.go\n M web/src/pages/admin/Refunds.tsx")
        .assistant("Two files: the upload bucket change and a half-done Refunds admin page (the table renders, the refund button isn't wired).")
        .user(
          "commit both as wip on my branch. then add this to HANDOVER.md for Kofi:\n- product images now go to the shoplight-media-eu bucket, the us one is read-only since last week's move\n- the refund button in the admin UI still has to be wired to POST /admin/refunds, that's his tomorrow\n- and pls use --force-with-lease, never plain --force, on any branch the other one might have pulled. my branch got clobbered twice this week",
        )
        .bash(
          "git add -A && git commit -m 'wip(admin): refunds page' && git push",
          "[dana/refunds 1f7e2b0] wip(admin): refunds page\n 2 files changed, 96 insertions(+), 8 deletions(-)",
        )
        .file("Edit", "HANDOVER.md")
        .stop("Committed, pushed, and the three points are in HANDOVER.md."),
    planted: [
      { kind: "fact", keys: ["shoplight-media-eu"] },
      { kind: "task", keys: ["refund button"] },
      { kind: "instruction", keys: ["force-with-lease"] },
    ],
  },
  {
    id: "b82-vitest-over-jest",
    build: (s) =>
      s
        .user(
          "Kofi. Dana set up jest for the web app yesterday (jest.config.cjs, babel-jest etc). we're on vite, so why not vitest? is there anything jest gives us here?",
        )
        .file("Read", "web/jest.config.cjs")
        .assistant(
          "Not really: vitest reuses the vite config and aliases, needs no babel transform, and the jest-style API is compatible, so her 12 tests would run unchanged. The only cost is removing the jest deps.",
        )
        .user("ok I pinged her, she doesn't care either way. switching to vitest, drop jest and babel")
        .bash(
          "cd web && pnpm remove jest babel-jest @babel/preset-env && pnpm add -D vitest jsdom && rm jest.config.cjs",
          "- jest 29.7.0\n- babel-jest 29.7.0\n+ vitest 2.1.4\n+ jsdom 25.0.1",
        )
        .bash(
          "cd web && pnpm vitest run",
          " ✓ src/components/CartLine.test.tsx (4 tests)\n ✓ src/pages/Checkout.test.tsx (8 tests)\n Test Files  2 passed (2)\n      Tests  12 passed (12)",
        )
        .assistant("All 12 tests pass on vitest without changes.")
        .user(
          "nice. when you run the frontend tests in these sessions, use `pnpm vitest run`, not plain `pnpm test`, that one starts watch mode and hangs your shell. fyi component tests sit next to the component as Foo.test.tsx, there is no __tests__ folder",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["vitest"] },
      { kind: "instruction", keys: ["pnpm vitest run"] },
      { kind: "fact", keys: ["test.tsx"] },
    ],
  },
  {
    id: "b82-imgproxy",
    build: (s) =>
      s
        .user("product pages load 4MB of images on mobile. we need thumbnails")
        .bash("aws s3 ls s3://shoplight-media-eu/products/ --recursive --summarize | tail -2", "Total Objects: 41208\n   Total Size: 96.1 GiB")
        .assistant(
          "Two ways: resize on upload into fixed sizes (simple, but every new size means reprocessing 41k objects), or put imgproxy in front of the bucket and resize on request, cached by the CDN.",
        )
        .user("what would imgproxy cost us to run?")
        .assistant("One small container; with the CDN in front it only resizes each size once. Signed URLs keep people from requesting arbitrary sizes.")
        .user(
          "ok, going with imgproxy behind the CDN, signed urls. set up the url builder in the api. the existing 41k products don't have width/height stored though, we'll need a backfill job for image dimensions at some point, not this week",
        )
        .file("Write", "internal/media/imgproxy.go")
        .bash("go test ./internal/media/...", "ok  \tgithub.com/shoplight/api/internal/media\t0.014s")
        .stop("URL builder in internal/media/imgproxy.go with HMAC signing; tests pass."),
    planted: [
      { kind: "decision", keys: ["imgproxy"] },
      { kind: "task", keys: ["backfill", "dimensions"] },
    ],
  },
  {
    id: "b82-db-connections",
    build: (s) =>
      s
        .user("prod had 'too many clients already' errors during the sale. what happened")
        .bash(
          "aws rds describe-db-parameters --db-parameter-group-name shoplight-prod-pg15 --query \"Parameters[?ParameterName=='max_connections'].ParameterValue\"",
          '[\n    "100"\n]',
        )
        .bash(
          "kubectl get hpa api -n prod",
          "NAME   REFERENCE        TARGETS   MINPODS   MAXPODS   REPLICAS\napi    Deployment/api   71%/60%   4         12        12",
        )
        .file("Read", "internal/store/pool.go")
        .assistant(
          "The HPA scaled the API to 12 pods, each pgxpool has MaxConns 10, so 120 possible connections against max_connections = 100 on the prod RDS instance. That matches the error times exactly.",
        )
        .user("yep that's it. prod postgres caps at 100 connections, we keep forgetting. set MaxConns to 6 for now and we'll talk about pgbouncer")
        .file("Edit", "internal/store/pool.go")
        .bash("go test ./internal/store/ -run Pool", "ok  \tgithub.com/shoplight/api/internal/store\t0.022s")
        .stop(),
    planted: [{ kind: "fact", keys: ["100 connections"] }],
  },
  {
    id: "b82-empty-why-sqlc",
    build: (s) =>
      s
        .user("new here-ish question from Kofi: why did Dana pick sqlc originally? just curious, not changing anything")
        .bash(
          "git log --format='%h %an %s' --reverse -- sqlc.yaml | head -2",
          "0a13c7e Dana Okafor chore: add sqlc config\n2b9e441 Dana Okafor feat(store): generate order queries",
        )
        .assistant("The first commit doesn't say why. Typical reasons are compile-time checked SQL and no reflection at runtime, but I can only guess at hers.")
        .user("fair. I'll ask her")
        .assistant("Sure.")
        .stop(),
    planted: [],
  },
  {
    id: "b82-i18n-lingui",
    build: (s) =>
      s
        .user("i18n for the German launch. Dana's spike branch uses i18next with json files, mine used lingui. we went back and forth in the PR comments")
        .bash("gh pr view 409 --comments | tail -4", "dana: fine, lingui's macro extraction wins me over. go with it\nkofi: 👍 closing #407 then")
        .assistant("So the thread ended on lingui. Shall I merge your spike into main's web app and close #407?")
        .user("yes. lingui it is, final. do it")
        .bash("gh pr close 407 && git merge --no-ff kofi/i18n-lingui", "✓ Closed pull request #407\nMerge made by the 'ort' strategy.")
        .bash(
          "cd web && pnpm lingui extract",
          "Catalog statistics for src/locales/{locale}/messages:\n┌─────────────┬─────────────┬─────────┐\n│ Language    │ Total count │ Missing │\n│ en (source) │     214     │    -    │\n│ de          │     214     │   187   │",
        )
        .assistant("Extracted: 214 messages, 187 still missing in German.")
        .user("right. the remaining German translations need doing before the DE launch, Kofi's sister agreed to review them. not for us today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lingui"] },
      { kind: "task", keys: ["german", "translations"] },
    ],
  },
  {
    id: "b82-staging-db-refresh",
    build: (s) =>
      s
        .user("the test orders I created on staging yesterday are gone??")
        .bash(
          "kubectl get cronjob -n staging",
          "NAME              SCHEDULE    SUSPEND   ACTIVE   LAST SCHEDULE\ndb-refresh        0 3 * * *   False     0        5h\nsitemap           0 */6 * * * False     0        2h",
        )
        .bash(
          "kubectl logs job/db-refresh-29001120 -n staging | tail -2",
          "restored snapshot prod-anon-2026-11-20 into staging (412s)\nREMINDER: data in staging must never be treated as durable",
        )
        .assistant("A db-refresh cronjob restored an anonymized prod snapshot into staging at 03:00, wiping what you created.")
        .user(
          "ahh I forgot that exists. ok, so staging's database is wiped and reloaded from an anonymized prod copy every night at 03:00 UTC. I'll recreate the orders with the seed script",
        )
        .bash("go run ./cmd/seed -env staging -orders 20", "seeded 20 orders for account acct_test_kofi")
        .stop(),
    planted: [{ kind: "fact", keys: ["anonymized", "03:00"] }],
  },
  {
    id: "b82-api-v2",
    build: (s) =>
      s
        .user("the orders response needs `total` as an object with currency now. that breaks the mobile apps, right?")
        .file("Read", "api/openapi.yaml")
        .assistant(
          "Yes, mobile 3.1 parses `total` as an integer. I'd suggest: breaking changes go under a /v2 prefix, /v1 stays frozen and only gets bug fixes. chi makes mounting both routers trivial.",
        )
        .user(
          "sounds right. Dana?\n\n(Dana here now, Kofi had to jump on a call) yes, agree with the /v2 prefix, /v1 frozen. one more thing for both of us: any handler change updates openapi.yaml in the same PR, otherwise the mobile team finds out from crash reports",
        )
        .file("Write", "internal/http/v2/orders.go")
        .file("Edit", "api/openapi.yaml")
        .bash(
          "go test ./internal/http/... && npx @redocly/cli lint api/openapi.yaml",
          "ok  \tgithub.com/shoplight/api/internal/http/v2\t0.120s\nWoohoo! Your API description is valid. 🎉",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["/v2"] },
      { kind: "instruction", keys: ["openapi.yaml", "same pr"] },
    ],
  },
  {
    id: "b82-empty-config-must",
    build: (s) =>
      s
        .user("can you check the golangci config, something about the exhaustive linter")
        .bash(
          "sed -n 1,12p .golangci.yml",
          "linters:\n  enable:\n    - revive\n    - exhaustive\nlinters-settings:\n  exhaustive:\n    # every switch on an enum must list all cases; never use default to hide a missing one\n    default-signifies-exhaustive: false\n  revive:\n    rules:\n      - name: unused-parameter  # TODO: re-enable var-naming",
        )
        .assistant(
          "exhaustive is on with `default-signifies-exhaustive: false`, so a `default:` branch doesn't excuse missing enum cases. Is it firing somewhere specific?",
        )
        .user("in the order status switch, yes")
        .bash(
          "golangci-lint run ./internal/orders/...",
          "internal/orders/status.go:31:2: missing cases in switch of type orders.Status: orders.StatusRefunded (exhaustive)",
        )
        .file("Edit", "internal/orders/status.go")
        .assistant("Added the StatusRefunded case; the linter is clean.")
        .user("thanks")
        .stop(),
    planted: [],
  },
];

export const BLIND82 = plantedSet(BLIND82_SESSIONS, Date.UTC(2026, 10, 10, 9));
