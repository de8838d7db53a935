/**
 * Blind planted set 178 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Go microservices backend developer (orders, billing, inventory services; gRPC, Kafka,
 * Postgres, k8s) writing crisp Slack-style messages with code in backticks, answering the agent's
 * questions with a quick yes/no.
 * Each session is one segment; the items planted in it are listed with it: 73 items (18 decisions, 18 instructions, 20 facts, 17 tasks) in 62 sessions, 14 of which plant nothing (57 user/assistant messages between them). Every other message
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

export const BLIND178_SESSIONS: BlindSession[] = [
  {
    id: "b178-connect-go",
    build: (s) =>
      s
        .user("the orders-svc REST shim is a mess. does grpc-gateway even do server streaming properly?")
        .assistant(
          "grpc-gateway supports server streaming as newline-delimited JSON, but client streaming isn't supported. An alternative is `connect-go`, which serves gRPC, gRPC-Web and plain HTTP/JSON from one handler, so the shim goes away. Want me to sketch both?",
        )
        .user("no need. going with `connect-go`, kill the gateway.")
        .file("Read", "services/orders/cmd/server/main.go")
        .bash("go get connectrpc.com/connect@latest", "go: added connectrpc.com/connect v1.16.2")
        .file("Edit", "services/orders/cmd/server/main.go")
        .assistant("Swapped the gateway mux for a connect handler on `/orders.v1.OrderService/`. `go build ./...` is clean.")
        .user("nice. and fyi from now on run `buf lint` before you push anything that touches `proto/`, CI rejects it otherwise")
        .bash("buf lint", "")
        .stop("`buf lint` passes on the current protos."),
    planted: [
      { kind: "decision", keys: ["connect-go"] },
      { kind: "instruction", keys: ["buf lint"] },
    ],
  },
  {
    id: "b178-pg-ports",
    build: (s) =>
      s
        .user("tests in `services/orders/store` can't connect to pg, can u look")
        .bash(
          "go test ./services/orders/store/...",
          "--- FAIL: TestCreateOrder (0.01s)\n    store_test.go:31: dial tcp 127.0.0.1:5432: connect: connection refused\nFAIL",
          1,
        )
        .assistant("The tests dial 127.0.0.1:5432 and nothing is listening there. Is your local Postgres running on a different port?")
        .user("yeah orders pg is on 5433 locally, 5432 is the billing container. always been like that, the compose file maps it")
        .file("Edit", "services/orders/store/store_test.go")
        .bash("go test ./services/orders/store/...", "ok  \tgithub.com/acme/backend/services/orders/store\t1.84s")
        .assistant("Pointed the test DSN at `ORDERS_PG_PORT` with a default of 5433; the store tests pass.")
        .user("ty. btw we still need to drop `legacy_status` from `orders` once the backfill finishes, not today tho. leave it for next week")
        .stop("Noted; I left `legacy_status` untouched."),
    planted: [
      { kind: "fact", keys: ["5433"] },
      { kind: "task", keys: ["legacy_status"] },
    ],
  },
  {
    id: "b178-golangci",
    build: (s) =>
      s
        .user("run lint on inventory pls")
        .bash(
          "golangci-lint run ./services/inventory/...",
          "services/inventory/handler.go:88:2: ineffectual assignment to err (ineffassign)\nservices/inventory/handler.go:120:9: Error return value of `rows.Close` is not checked (errcheck)\n2 issues.",
          1,
        )
        .assistant("Two findings: an ineffectual assignment to `err` at line 88, and an unchecked `rows.Close` at line 120. Fixing both.")
        .file("Edit", "services/inventory/handler.go")
        .bash("golangci-lint run ./services/inventory/...", "0 issues.")
        .assistant("Lint is clean now.")
        .user("yep — use `golangci-lint run ./...` as the lint step going forward, `go vet` alone misses errcheck stuff")
        .stop("Will do."),
    planted: [{ kind: "instruction", keys: ["golangci-lint"] }],
  },
  {
    id: "b178-kafka-dlq",
    build: (s) =>
      s
        .user("payments consumer keeps crashlooping on a poison msg. logs:")
        .bash(
          "kubectl logs deploy/payments-consumer --tail=5",
          'level=ERROR msg="decode failed" topic=payments.events offset=88123 err="proto: cannot parse invalid wire-format data"\nlevel=ERROR msg="handler must succeed before commit" offset=88123\nlevel=INFO msg="restarting consumer"',
        )
        .assistant(
          "Offset 88123 can't be decoded and the handler retries it forever. Two options: (1) skip and log bad messages, (2) publish them to a dead-letter topic `payments.events.dlq` with the error in a header, then commit. I'd go with (2) so nothing is lost.",
        )
        .user("2, yes")
        .file("Edit", "services/payments/consumer/consumer.go")
        .bash("go test ./services/payments/consumer/...", "ok  \tgithub.com/acme/backend/services/payments/consumer\t0.412s")
        .assistant("Added the DLQ publish on decode failure. Which consumer group should I check the lag on, `payments-v1`?")
        .user("no, `payments-v2`. v1 is dead, nothing reads from it anymore")
        .bash("kafka-consumer-groups --describe --group payments-v2 | tail -2", "payments.events 0 88124 88124 0\npayments.events 1 90210 90210 0")
        .stop("Lag on `payments-v2` is 0 on both partitions."),
    planted: [
      { kind: "decision", keys: ["dlq"] },
      { kind: "fact", keys: ["payments-v2"] },
    ],
  },
  {
    id: "b178-inventory-deadline",
    build: (s) =>
      s
        .user("checkout p99 spiked to 30s yesterday, every request that hit inventory. any idea?")
        .assistant("Could be lock contention in inventory's Postgres, or the client not setting a deadline. Let me look at the client.")
        .file("Read", "services/checkout/clients/inventory.go")
        .bash("grep -n 'context' services/checkout/clients/inventory.go", "14:\tresp, err := c.http.Do(req.WithContext(context.Background()))")
        .assistant(
          "The inventory client uses `context.Background()`, so there's no deadline; a stalled connection waits until the load balancer's 30s idle timeout. That matches the 30s spike exactly.",
        )
        .user("yep that's it, confirmed with infra — LB idle timeout is 30s. so root cause = no ctx deadline in the inventory client. fix it with 2s")
        .file("Edit", "services/checkout/clients/inventory.go")
        .bash("go test ./services/checkout/...", "ok  \tgithub.com/acme/backend/services/checkout/clients\t0.231s")
        .user("the shipping client has the exact same pattern btw. follow-up for later: add a deadline to the shipping client too, separate PR")
        .stop("Inventory client now uses a 2s timeout context. Shipping left for the follow-up."),
    planted: [
      { kind: "fact", keys: ["inventory", "deadline"] },
      { kind: "task", keys: ["shipping", "deadline"] },
    ],
  },
  {
    id: "b178-slog",
    build: (s) =>
      s
        .user("auth-svc logs are half zerolog half log.Printf, gross")
        .file("Read", "services/auth/internal/log/log.go")
        .assistant("Should I standardise on zerolog since most of auth already uses it, or move to the stdlib `slog`?")
        .user("slog. we're moving everything to `slog`, zerolog goes away across all services")
        .file("Edit", "services/auth/internal/log/log.go")
        .bash("go build ./services/auth/...", "")
        .assistant("auth-svc now logs through `slog` with a JSON handler. I also noticed `LoginHandler` logs the full request body at debug level.")
        .user("ugh. never log the full request body in auth-svc, it has passwords + emails. strip that and keep it that way")
        .file("Edit", "services/auth/handlers/login.go")
        .stop("Removed the request body log; only the method, path and status are logged now."),
    planted: [
      { kind: "decision", keys: ["slog"] },
      { kind: "instruction", keys: ["request body"] },
    ],
  },
  {
    id: "b178-make-test-int",
    build: (s) =>
      s
        .user("run the integration tests for billing")
        .bash("go test -tags=integration ./services/billing/...", "--- FAIL: TestInvoiceRoundTrip (0.00s)\n    setup.go:12: BILLING_PG_DSN not set\nFAIL", 1)
        .assistant("They need `BILLING_PG_DSN`. Do you have a target that sets it?")
        .user("use `make test-int` for that, it spins up the containers + sets env. pls always use that instead of go test with tags by hand")
        .bash("make test-int SVC=billing", "starting postgres... ok\nok  \tgithub.com/acme/backend/services/billing\t6.02s")
        .stop("`make test-int SVC=billing` passes."),
    planted: [{ kind: "instruction", keys: ["test-int"] }],
  },
  {
    id: "b178-notif-owner",
    build: (s) =>
      s
        .user("can u bump the kafka lib in notifications-svc too while ur at it")
        .file("Read", "services/notifications/go.mod")
        .assistant("Sure. Before I touch it: who owns notifications-svc? The CODEOWNERS entry is empty.")
        .user("Priya's team owns notifications-svc. actually leave it, they're mid-migration, i'll ping her")
        .bash("git diff --stat", " services/orders/go.mod | 2 +-\n services/orders/go.sum | 4 ++--")
        .stop("Left notifications-svc alone; only orders-svc's kafka lib is bumped."),
    planted: [{ kind: "fact", keys: ["priya"] }],
  },
  {
    id: "b178-atlas",
    build: (s) =>
      s
        .user("we need proper migrations for inventory, right now it's a pile of .sql files applied by hand")
        .assistant("Options: `goose` (simple, up/down SQL files) or `atlas` (declarative, diffs a schema file). goose is quicker to adopt.")
        .user("ok goose then")
        .bash("go install github.com/pressly/goose/v3/cmd/goose@latest", "")
        .assistant("goose is installed. I'll convert the existing files to goose's naming.")
        .user("wait actually no. atlas — billing already uses it and I don't want 2 tools. go with atlas")
        .bash("atlas migrate diff init --dir file://services/inventory/migrations --to file://services/inventory/schema.sql --dev-url docker://postgres/16", "")
        .file("Write", "services/inventory/atlas.hcl")
        .stop("Generated the initial atlas migration and `atlas.hcl` for inventory."),
    planted: [{ kind: "decision", keys: ["atlas"] }],
  },
  {
    id: "b178-redis-staging",
    build: (s) =>
      s
        .user("cart-svc throws MOVED errors in staging but not locally??")
        .bash("kubectl -n staging exec deploy/cart -- redis-cli -h redis info cluster", "# Cluster\ncluster_enabled:0")
        .assistant("Staging Redis reports `cluster_enabled:0`, but cart-svc is built with `redis.NewClusterClient`. Is staging meant to be clustered?")
        .user("no, redis in staging is a single node, prod is the cluster. make the client switch on `REDIS_MODE`")
        .file("Edit", "services/cart/store/redis.go")
        .bash("go test ./services/cart/store/...", "ok  \tgithub.com/acme/backend/services/cart/store\t0.512s")
        .user("also remind me to ask infra about the redis 7 upgrade, we're stuck on 6.2 and need the new listpack stuff")
        .stop("The client now picks cluster or single-node from `REDIS_MODE`."),
    planted: [
      { kind: "fact", keys: ["single node"] },
      { kind: "task", keys: ["redis 7"] },
    ],
  },
  {
    id: "b178-table-tests",
    build: (s) =>
      s
        .user("write tests for the new `CancelOrder` handler")
        .file("Read", "services/orders/handlers/cancel.go")
        .file("Write", "services/orders/handlers/cancel_test.go")
        .bash("go test ./services/orders/handlers/ -run Cancel", "ok  \tgithub.com/acme/backend/services/orders/handlers\t0.088s")
        .assistant("Added four tests: `TestCancelOrder_OK`, `_NotFound`, `_AlreadyShipped`, `_Unauthorized`.")
        .user("pls make it table-driven with `t.Run` subtests. that's how we want handler tests written everywhere, not one func per case")
        .file("Edit", "services/orders/handlers/cancel_test.go")
        .bash("go test ./services/orders/handlers/ -run Cancel -v | grep -c RUN", "5")
        .stop("Rewrote them as one table-driven test with four subtests."),
    planted: [{ kind: "instruction", keys: ["table-driven"] }],
  },
  {
    id: "b178-arm64-ci",
    build: (s) =>
      s
        .user("CI failing on the sqlite thing in reports, works on my mac")
        .bash(
          "gh run view 48211 --log-failed | tail -3",
          '# github.com/mattn/go-sqlite3\ncgo: C compiler "aarch64-linux-gnu-gcc" not found: exec: "aarch64-linux-gnu-gcc": executable file not found in $PATH\nError: Process completed with exit code 1.',
          1,
        )
        .assistant("CI is cross-compiling for aarch64 without a cross compiler. Are the runners arm64, or is GOARCH set somewhere?")
        .user("the CI runners are all arm64 (graviton), so anything with cgo needs the cross toolchain image. it's not a GOARCH thing")
        .assistant("Then a pure-Go driver avoids cgo altogether: `modernc.org/sqlite`. Want me to switch?")
        .user("yes do it")
        .file("Edit", "services/reports/store/sqlite.go")
        .bash("CGO_ENABLED=0 go build ./services/reports/...", "")
        .stop("Switched reports to `modernc.org/sqlite`; it builds with `CGO_ENABLED=0`."),
    planted: [
      { kind: "fact", keys: ["arm64"] },
      { kind: "decision", keys: ["modernc"] },
    ],
  },
  {
    id: "b178-apperr",
    build: (s) =>
      s
        .user("how are we supposed to map errors to grpc codes in orders? every handler does its own thing")
        .file("Read", "services/orders/handlers/get.go")
        .assistant(
          "I'd add sentinel errors in a small `internal/apperr` package (`ErrNotFound`, `ErrConflict`, `ErrInvalid`) plus one interceptor that maps them to gRPC codes. Handlers just return wrapped sentinels.",
        )
        .user("👍 go with that")
        .file("Write", "internal/apperr/apperr.go")
        .file("Edit", "services/orders/server/interceptors.go")
        .bash(
          "go test ./internal/apperr/... ./services/orders/...",
          "ok  \tgithub.com/acme/backend/internal/apperr\t0.004s\nok  \tgithub.com/acme/backend/services/orders/server\t0.140s",
        )
        .user("and stop importing `pkg/errors` in new code pls, it's archived. plain `fmt.Errorf` with %w")
        .stop("The interceptor maps `apperr` sentinels to codes; no new `pkg/errors` imports."),
    planted: [
      { kind: "decision", keys: ["apperr"] },
      { kind: "instruction", keys: ["pkg/errors"] },
    ],
  },
  {
    id: "b178-partner-ratelimit",
    build: (s) =>
      s
        .user("we're getting 429s from the FedEx partner api in shipping-svc")
        .bash("kubectl logs deploy/shipping --since=1h | grep -c ' 429 '", "1342")
        .assistant("1342 429s in the last hour. Do you know their limit?")
        .user("they cap us at 50 rps per API key, it's in the contract. we have one key")
        .assistant(
          "Then a client-side limiter: `golang.org/x/time/rate` with `rate.NewLimiter(50, 10)` shared across the client, waiting on `limiter.Wait(ctx)` before each call. OK?",
        )
        .user("yep")
        .file("Edit", "services/shipping/clients/fedex.go")
        .bash("go test ./services/shipping/clients/...", "ok  \tgithub.com/acme/backend/services/shipping/clients\t1.203s")
        .stop("Added a shared `x/time/rate` limiter at 50 rps with burst 10."),
    planted: [
      { kind: "fact", keys: ["50 rps"] },
      { kind: "decision", keys: ["x/time/rate"] },
    ],
  },
  {
    id: "b178-argo-deploy",
    build: (s) =>
      s
        .user("the new orders image is built, can u deploy it to prod")
        .assistant("I can run `kubectl set image` on the orders deployment in prod, or bump the tag in the deploy repo. Which one?")
        .user(
          "prod only ever goes through argo — bump the tag in `deploy/orders/prod/values.yaml` and let argo sync. never kubectl apply/set image against prod",
        )
        .file("Edit", "deploy/orders/prod/values.yaml")
        .bash("argocd app get orders-prod | grep -E 'Sync|Health'", "Sync Status:        Synced to main (3f9a1c2)\nHealth Status:      Healthy")
        .assistant("Argo synced and orders-prod is healthy. Which namespace are the pods in, `orders` or `prod`?")
        .user("`orders-prod`, every service is `<svc>-prod` in the prod cluster")
        .bash(
          "kubectl -n orders-prod get pods | head -3",
          "NAME                      READY   STATUS    RESTARTS   AGE\norders-7d9c8b6f5-2kq9x   1/1     Running   0          2m\norders-7d9c8b6f5-x8w1v   1/1     Running   0          2m",
        )
        .stop("Both orders pods in `orders-prod` are running the new image."),
    planted: [
      { kind: "instruction", keys: ["argo"] },
      { kind: "fact", keys: ["orders-prod"] },
    ],
  },
  {
    id: "b178-flaky-saga",
    build: (s) =>
      s
        .user("`TestOrderSaga_Compensate` failed again on CI. third time this week")
        .bash(
          "go test -count=20 -run TestOrderSaga_Compensate ./services/orders/saga/",
          "--- FAIL: TestOrderSaga_Compensate (0.31s)\n    saga_test.go:77: expected 1 refund row, got 2\nFAIL",
          1,
        )
        .assistant("It fails about 1 in 20 locally too. Maybe a timing issue in the compensation goroutine? Or shared DB state between tests?")
        .bash(
          "grep -rn 'testcontainers' services/orders/saga/*_test.go",
          "services/orders/saga/main_test.go:19:\tpg, err := testcontainers.GenericContainer(ctx, sharedPG)",
        )
        .assistant(
          "All saga tests share one testcontainers Postgres and `TestRefund` runs in parallel, leaving an extra refund row. With `t.Parallel()` removed from `TestRefund`, 200 runs pass.",
        )
        .user(
          "ok so it's the shared testcontainers pg, makes sense. don't fix it now tho — skip it with a link and we need to give each saga test its own schema next sprint",
        )
        .file("Edit", "services/orders/saga/saga_test.go")
        .stop("Skipped `TestOrderSaga_Compensate` with a comment pointing at the issue."),
    planted: [
      { kind: "fact", keys: ["testcontainers"] },
      { kind: "task", keys: ["own schema"] },
    ],
  },
  {
    id: "b178-go122",
    build: (s) =>
      s
        .user("why is the range-over-func thing not compiling")
        .bash(
          "go build ./internal/iterx/...",
          "internal/iterx/seq.go:9:21: cannot range over seq (variable of type func(yield func(int) bool)): requires go1.23 or later (-lang was set to go1.22; check go.mod)",
          1,
        )
        .assistant("`go.mod` says `go 1.22`, and range-over-func needs 1.23. I can bump the directive to 1.23?")
        .user("no. we're pinned to go 1.22 because rules_go in the bazel setup doesn't support 1.23 yet. rewrite it as a plain callback")
        .file("Edit", "internal/iterx/seq.go")
        .bash("go build ./internal/iterx/...", "")
        .user("and in general don't touch the go directive in go.mod without asking me first")
        .stop("Rewrote `iterx` without range-over-func; it builds on 1.22."),
    planted: [
      { kind: "fact", keys: ["1.22"] },
      { kind: "instruction", keys: ["go directive"] },
    ],
  },
  {
    id: "b178-httpx",
    build: (s) =>
      s
        .user("reports-svc calls the pricing api with `http.DefaultClient` lol")
        .file("Read", "services/reports/clients/pricing.go")
        .assistant(
          "I can build a `http.Client` with timeouts here, or use the shared `httpx` client from `platform-go`, which adds retries, tracing and timeouts. Which do you want?",
        )
        .user("httpx. all outbound http goes through `platform-go/httpx`, that's the decision we made in the platform guild")
        .file("Edit", "services/reports/clients/pricing.go")
        .bash("go test ./services/reports/clients/...", "ok  \tgithub.com/acme/backend/services/reports/clients\t0.077s")
        .stop("Pricing client now uses `httpx.New(httpx.WithTimeout(3*time.Second))`."),
    planted: [{ kind: "decision", keys: ["httpx"] }],
  },
  {
    id: "b178-metrics",
    build: (s) =>
      s
        .user("added a counter to checkout but it doesn't show up in grafana")
        .bash("curl -s localhost:8080/metrics | grep checkout_", "")
        .bash("curl -s localhost:9090/metrics | grep checkout_", 'checkout_orders_total{status="ok"} 12')
        .assistant("The counter is there, on :9090, not :8080. Is Prometheus scraping :8080 for checkout?")
        .user("prometheus scrapes `:9090/metrics` on every svc, so that's fine — the dashboard query just had the wrong job label. i fixed it")
        .assistant("Got it. Should I add a latency histogram while I'm in here?")
        .user("not now. TODO for later: a histogram for checkout latency, bucketed per payment provider")
        .stop("Left the metrics code as is."),
    planted: [
      { kind: "fact", keys: ["9090"] },
      { kind: "task", keys: ["histogram"] },
    ],
  },
  {
    id: "b178-vault",
    build: (s) =>
      s
        .user("the stripe key for billing — where do i put it for staging?")
        .file("Read", "deploy/billing/staging/values.yaml")
        .assistant("I could add it to the billing ConfigMap next to `STRIPE_API_BASE`, or is there a secret store?")
        .user(
          "secrets live in vault under `secret/<svc>/<env>`, the vault agent sidecar injects them as files in /vault/secrets. never put secrets in a configmap, ever",
        )
        .bash("vault kv get -field=keys secret/billing/staging", "STRIPE_API_KEY,WEBHOOK_SECRET")
        .file("Edit", "services/billing/config/config.go")
        .stop("Billing now reads `STRIPE_API_KEY` from `/vault/secrets/stripe`."),
    planted: [
      { kind: "fact", keys: ["vault"] },
      { kind: "instruction", keys: ["configmap"] },
    ],
  },
  {
    id: "b178-sqlc",
    build: (s) =>
      s
        .user("new inventory repo layer: gorm or sqlc? gorm is what reports uses")
        .assistant(
          "For inventory I'd pick sqlc: the queries are simple, you get typed code from plain SQL, and no reflection at runtime. gorm would match reports though.",
        )
        .user("sqlc, agreed")
        .bash("sqlc generate -f services/inventory/sqlc.yaml", "")
        .file("Write", "services/inventory/store/queries.sql")
        .bash("go build ./services/inventory/...", "")
        .user("at some point we should port the remaining gorm queries in reports-svc to sqlc too, but that's a separate ticket")
        .stop("sqlc code for inventory is generated and builds."),
    planted: [
      { kind: "decision", keys: ["sqlc"] },
      { kind: "task", keys: ["gorm", "reports"] },
    ],
  },
  {
    id: "b178-unleash",
    build: (s) =>
      s
        .user("need to put the new checkout flow behind a flag")
        .assistant("Simplest is an env var `NEW_CHECKOUT=true` read at startup. Or does the team have a flag service?")
        .user("we use unleash for flags, not env vars. the sdk's already in platform-go")
        .file("Edit", "services/checkout/handlers/checkout.go")
        .bash("go test ./services/checkout/handlers/...", "ok  \tgithub.com/acme/backend/services/checkout/handlers\t0.301s")
        .assistant('The handler checks `unleash.IsEnabled("new_checkout", ...)` and falls back to the old flow.')
        .user("👌 once it's at 100% we have to rip out the `new_checkout` flag + old path, don't let it rot")
        .stop("Flag is wired; cleanup is for after the rollout."),
    planted: [
      { kind: "decision", keys: ["unleash"] },
      { kind: "task", keys: ["new_checkout"] },
    ],
  },
  {
    id: "b178-mockery",
    build: (s) =>
      s
        .user("the `PaymentGateway` interface changed, tests don't compile")
        .bash(
          "go vet ./services/checkout/...",
          "services/checkout/mocks/payment_gateway.go:14:6: *PaymentGateway does not implement gateway.PaymentGateway (missing method Refund)",
          1,
        )
        .assistant("The mock in `mocks/` is missing `Refund`. I can add the method to the mock by hand.")
        .user("no, regenerate with `mockery`. mocks are always generated, nobody hand-writes them here")
        .bash("mockery --name PaymentGateway --dir services/checkout/gateway --output services/checkout/mocks", "INF generating mock for: PaymentGateway")
        .bash("go test ./services/checkout/...", "ok  \tgithub.com/acme/backend/services/checkout/handlers\t0.298s")
        .stop("Regenerated the mock with mockery; checkout tests pass."),
    planted: [{ kind: "instruction", keys: ["mockery"] }],
  },
  {
    id: "b178-graceful",
    build: (s) =>
      s
        .user("ops says the worker drops in-flight kafka msgs on every deploy")
        .file("Read", "services/orders/cmd/worker/main.go")
        .assistant("`main` calls `os.Exit` on SIGTERM without draining the consumer. What's the pod's termination grace period?")
        .bash("kubectl -n orders-prod get deploy orders-worker -o jsonpath='{.spec.template.spec.terminationGracePeriodSeconds}'", "30")
        .user("30s, terminationGracePeriodSeconds is 30 on all our deployments, it's in the base chart")
        .assistant("Then I can add a shutdown that stops fetching, waits for in-flight handlers up to 25s and commits offsets. Should I do it now?")
        .user("not in this PR, it's a hotfix branch. needs its own ticket: graceful shutdown for cmd/worker")
        .stop("Left the worker as is for this hotfix."),
    planted: [
      { kind: "fact", keys: ["terminationgraceperiod"] },
      { kind: "task", keys: ["graceful shutdown"] },
    ],
  },
  {
    id: "b178-catalog-ttl",
    build: (s) =>
      s
        .user("catalog cache ttl is 1h and product managers are mad prices are stale")
        .file("Read", "services/catalog/cache/cache.go")
        .assistant("Options: drop the TTL to 5m, or invalidate on the `catalog.price_changed` event. The event route is more work but exact.")
        .user("hmm. event invalidation sounds nice but who knows when pricing-svc actually emits that. let's just do 5m ttl for the catalog cache")
        .file("Edit", "services/catalog/cache/cache.go")
        .bash("go test ./services/catalog/cache/...", "ok  \tgithub.com/acme/backend/services/catalog/cache\t0.019s")
        .stop("Catalog cache TTL is now 5 minutes."),
    planted: [{ kind: "decision", keys: ["catalog", "5m"] }],
  },
  {
    id: "b178-conventional",
    build: (s) =>
      s
        .user("commit the ttl change")
        .bash("git commit -am 'changed ttl'", "[feat/catalog-ttl 9c1d2e3] changed ttl\n 1 file changed, 1 insertion(+), 1 deletion(-)")
        .assistant("Committed as `changed ttl`.")
        .user("amend it — conventional commits w/ the service as scope, e.g. `fix(catalog): lower cache ttl to 5m`. do that for every commit")
        .bash("git commit --amend -m 'fix(catalog): lower cache ttl to 5m'", "[feat/catalog-ttl 4ab77f0] fix(catalog): lower cache ttl to 5m")
        .stop("Amended."),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b178-reporting-tz",
    build: (s) =>
      s
        .user("daily revenue report is off by a day for late orders")
        .bash("psql $REPORTING_DSN -c 'show timezone'", " TimeZone\n-----------------\n America/Chicago\n(1 row)")
        .assistant(
          "The reporting database's session timezone is America/Chicago, while the orders DB stores UTC. The report's `date_trunc('day', created_at)` runs in Chicago time.",
        )
        .user("right, the reporting db is on America/Chicago (finance wanted it), everything else is UTC. convert explicitly in the query")
        .file("Edit", "services/reports/queries/revenue.sql")
        .bash("make test-int SVC=reports", "ok  \tgithub.com/acme/backend/services/reports\t4.88s")
        .stop("The revenue query now truncates `created_at AT TIME ZONE 'UTC'`."),
    planted: [{ kind: "fact", keys: ["chicago"] }],
  },
  {
    id: "b178-pr-size",
    build: (s) =>
      s
        .user("how big is the diff for the inventory migration branch")
        .bash("git diff --shortstat main...feat/inventory-atlas", " 38 files changed, 1912 insertions(+), 604 deletions(-)")
        .assistant("38 files, ~1.9k insertions. Want me to open the PR?")
        .user("too big. split it up — keep PRs under ~400 lines changed, reviewers here won't look at anything bigger")
        .bash("git log --oneline main..feat/inventory-atlas | wc -l", "11")
        .stop("There are 11 commits; I'll propose a split by commit groups."),
    planted: [{ kind: "instruction", keys: ["400 lines"] }],
  },
  {
    id: "b178-buf-breaking",
    build: (s) =>
      s
        .user("someone renumbered a field in `order.proto` last week and broke the mobile app")
        .bash(
          "git log -p -1 --format=%h -- proto/orders/v1/order.proto | grep -E '^[-+] .*= [0-9]+;'",
          "-  string coupon_code = 7;\n+  string coupon_code = 9;",
        )
        .assistant("`coupon_code` went from 7 to 9. Should we add `buf breaking --against '.git#branch=main'` to CI so this fails the build?")
        .user("yes, add it")
        .file("Edit", ".github/workflows/proto.yml")
        .bash(
          "buf breaking --against '.git#branch=main'",
          'proto/orders/v1/order.proto:41:3:Field "9" with name "coupon_code" on message "Order" changed option "json_name"',
        )
        .stop("CI runs `buf breaking` against main now; it flags the renumbered field."),
    planted: [{ kind: "decision", keys: ["buf breaking"] }],
  },
  {
    id: "b178-cursor-pagination",
    build: (s) =>
      s
        .user("`ListOrders` returns everything, 40k rows for the big merchants. add pagination")
        .file("Read", "services/orders/handlers/list.go")
        .assistant(
          "Quickest is `limit`/`offset` query params with a default page of 100. Cursor-based would be more stable under inserts but needs a proto change.",
        )
        .user("offset for now, ship it")
        .file("Edit", "services/orders/handlers/list.go")
        .bash("go test ./services/orders/handlers/ -run List", "ok  \tgithub.com/acme/backend/services/orders/handlers\t0.102s")
        .assistant("`ListOrders` takes `limit` (default 100, max 500) and `offset` now.")
        .user("ok. follow-up before the mobile release: move ListOrders to cursor pagination, offset will get slow on page 300")
        .stop("Offset pagination is in; cursor pagination is left for the follow-up."),
    planted: [{ kind: "task", keys: ["cursor"] }],
  },
  {
    id: "b178-govulncheck",
    build: (s) =>
      s
        .user("security bot flagged something in orders deps")
        .bash(
          "govulncheck ./services/orders/...",
          "Vulnerability #1: GO-2024-2687\n    HTTP/2 CONTINUATION flood in net/http\n  Found in: golang.org/x/net@v0.21.0\n  Fixed in: golang.org/x/net@v0.23.0\nYour code is affected by 1 vulnerability.",
        )
        .assistant("One hit: `x/net` v0.21.0, fixed in v0.23.0. Bumping it.")
        .bash("go get golang.org/x/net@v0.23.0 && go mod tidy && govulncheck ./services/orders/...", "No vulnerabilities found.")
        .user("👍 remind me to do the grpc-go 1.64 upgrade next sprint btw, it changes the resolver api so it's not a drive-by")
        .stop("`x/net` is at v0.23.0 and govulncheck is clean."),
    planted: [{ kind: "task", keys: ["grpc-go"] }],
  },
  {
    id: "b178-idempotency",
    build: (s) =>
      s
        .user("clients retry `CreatePayment` on timeout and we double charge sometimes")
        .assistant(
          "We need idempotency keys. Either store them in Redis with `SETNX` and a TTL, or add an `idempotency_key` column with a unique constraint in Postgres, written in the same transaction as the payment. Redis is faster; Postgres is atomic with the insert.",
        )
        .user("postgres unique constraint. same tx, no redis")
        .file("Write", "services/payments/migrations/20261120_idempotency_key.sql")
        .file("Edit", "services/payments/store/payments.go")
        .bash("make test-int SVC=payments", "ok  \tgithub.com/acme/backend/services/payments\t5.31s")
        .user("we'll still need a cron to purge idempotency keys older than 30d at some point, table will grow forever otherwise")
        .stop("The unique constraint is in and duplicate requests return the original payment."),
    planted: [
      { kind: "decision", keys: ["unique constraint"] },
      { kind: "task", keys: ["cron", "idempotency"] },
    ],
  },
  {
    id: "b178-dlq-runbook",
    build: (s) =>
      s
        .user("can u write a small cli to replay msgs from `payments.events.dlq` back to the main topic")
        .file("Write", "services/payments/cmd/dlq-replay/main.go")
        .bash(
          "go run ./services/payments/cmd/dlq-replay --dry-run --limit 3",
          "would replay offset=12 key=pay_8812\nwould replay offset=13 key=pay_8815\nwould replay offset=14 key=pay_8820",
        )
        .assistant(
          "`dlq-replay` reads from the DLQ, republishes to `payments.events`, and supports `--dry-run` and `--limit`. Who should know about it, is there an on-call rotation?",
        )
        .user("on-call is the `backend-core` rotation in pagerduty, all the go services page there")
        .user("before we hand this to them we need a runbook for the dlq replay in the wiki. not today")
        .stop("The replay tool works in dry-run mode."),
    planted: [
      { kind: "fact", keys: ["backend-core"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b178-house-rules",
    build: (s) =>
      s
        .user(
          "couple of house rules before u start on this repo:\n- run `make gen` after any proto or sqlc change, generated code is committed\n- no `init()` funcs, wire deps explicitly in main\n- env vars are prefixed with the service name, `ORDERS_`, `BILLING_` etc\nok now: add a `max_items` config to orders",
        )
        .file("Read", "services/orders/config/config.go")
        .file("Edit", "services/orders/config/config.go")
        .bash("go test ./services/orders/config/...", "ok  \tgithub.com/acme/backend/services/orders/config\t0.011s")
        .assistant("Added `ORDERS_MAX_ITEMS` (default 50), read in `config.Load()` and passed into the handler from `main`.")
        .user("👍")
        .stop("Done."),
    planted: [
      { kind: "instruction", keys: ["make gen"] },
      { kind: "instruction", keys: ["init()"] },
      { kind: "instruction", keys: ["env vars", "prefix"] },
    ],
  },
  {
    id: "b178-otel",
    build: (s) =>
      s
        .user("tracing across orders → inventory → shipping is basically nonexistent. what would u do")
        .assistant(
          "I'd instrument with OpenTelemetry (otel): `otelgrpc` interceptors on both client and server sides, `otelhttp` on the REST shim, exporting OTLP to your collector. Jaeger's native client is deprecated, so otel is the safer bet. Shall I start with orders?",
        )
        .user("yes, otel it is. start w orders")
        .bash(
          "kubectl -n observability get svc otel-collector",
          "NAME             TYPE        CLUSTER-IP     PORT(S)\notel-collector   ClusterIP   10.43.12.201   4317/TCP,4318/TCP",
        )
        .assistant("The collector is `otel-collector.observability` with gRPC on 4317 and HTTP on 4318. Is that the one every service should export to?")
        .user("yep, everything exports to otel-collector.observability:4317 over grpc")
        .file("Edit", "services/orders/cmd/server/main.go")
        .bash("go build ./services/orders/...", "")
        .stop("orders-svc exports spans to the collector."),
    planted: [
      { kind: "decision", keys: ["otel"] },
      { kind: "fact", keys: ["4317"] },
    ],
  },
  {
    id: "b178-webhook-retries",
    build: (s) =>
      s
        .user("review the invoice PDF PR pls")
        .bash("gh pr diff 812 --name-only", "services/billing/invoice/pdf.go\nservices/billing/invoice/pdf_test.go\nservices/billing/invoice/template.html")
        .file("Read", "services/billing/invoice/pdf.go")
        .assistant(
          "Looks fine: the renderer streams to the response writer and the test covers the multi-page case. One nit: `fontCache` isn't guarded by a mutex.",
        )
        .user("ok lgtm, fix the nit. oh adn we gotta add retires to the webhok sender at some point, stripe webhooks get dropped wen billing restarts")
        .file("Edit", "services/billing/invoice/pdf.go")
        .bash("go test -race ./services/billing/invoice/...", "ok  \tgithub.com/acme/backend/services/billing/invoice\t1.402s")
        .stop("Added a `sync.Mutex` around `fontCache`; race tests pass."),
    planted: [{ kind: "task", keys: ["stripe"] }],
  },
  {
    id: "b178-uuid-v7",
    build: (s) =>
      s
        .user("new `shipments` table, what id type")
        .file("Read", "services/shipping/migrations/20261002_init.sql")
        .assistant(
          "The existing tables use `uuid` v4 via `gen_random_uuid()`. For a new table, UUID v7 is time-ordered so index inserts stay local. Or bigserial.",
        )
        .user("v7. new tables get uuid v7 ids from now on (`uuid.NewV7()` in go), keep v4 on the old ones")
        .file("Write", "services/shipping/migrations/20261121_shipments.sql")
        .bash("make gen && go build ./services/shipping/...", "sqlc generate ok")
        .stop("`shipments.id` is a uuid generated with `uuid.NewV7()`."),
    planted: [{ kind: "decision", keys: ["v7"] }],
  },
  {
    id: "b178-gofumpt",
    build: (s) =>
      s
        .user("CI format check failed on my PR, wat")
        .bash("gofumpt -l ./services/cart", "services/cart/handlers/add.go\nservices/cart/store/redis.go", 1)
        .assistant(
          "The format check uses `gofumpt`, which is stricter than `gofmt` (grouped var blocks, no empty lines at block starts). I ran `gofmt` earlier, which is why it passed locally.",
        )
        .user("right. format with gofumpt, not gofmt, whenever u touch go files")
        .bash("gofumpt -w ./services/cart && gofumpt -l ./services/cart", "")
        .stop("Reformatted cart with gofumpt."),
    planted: [{ kind: "instruction", keys: ["gofumpt"] }],
  },
  {
    id: "b178-prod-replica",
    build: (s) =>
      s
        .user("how many orders are stuck in `pending_payment` in prod")
        .assistant("I can query prod. Which host should I use: the `ORDERS_PG_DSN` from the prod values file points at the primary.")
        .user(
          "use the replica, `orders-ro.db.internal`, it's read-only and fine for ad hoc stuff. never point anything from your laptop at the primary — last time someone locked the orders table for 4 min",
        )
        .bash(
          "psql -h orders-ro.db.internal -U readonly orders -c \"select count(*) from orders where status='pending_payment' and created_at < now() - interval '1 hour'\"",
          " count\n-------\n   37\n(1 row)",
        )
        .stop("37 orders have been in `pending_payment` for over an hour."),
    planted: [
      { kind: "fact", keys: ["orders-ro"] },
      { kind: "instruction", keys: ["primary"] },
    ],
  },
  {
    id: "b178-vat-sprint",
    build: (s) =>
      s
        .user("status on the invoice totals fix?")
        .bash("go test ./services/billing/invoice/... -run Totals", "ok  \tgithub.com/acme/backend/services/billing/invoice\t0.044s")
        .assistant("Rounding now happens once per line with banker's rounding, matching Stripe. Tests pass; ready to merge.")
        .user(
          "fine, merge it. also next sprint we need to handle VAT for EU merchants in invoice totals, finance keeps asking. and the PDF template is ugly but whatever, nobody cares",
        )
        .bash("gh pr merge 815 --squash", "✓ Squashed and merged pull request #815 (fix(billing): round invoice lines once)")
        .stop("Merged #815."),
    planted: [{ kind: "task", keys: ["vat"] }],
  },
  {
    id: "b178-kafka-partitions",
    build: (s) =>
      s
        .user("need a new topic for inventory changes. setup like orders.events?")
        .bash(
          "kafka-topics --describe --topic orders.events | head -1",
          "Topic: orders.events\tPartitionCount: 12\tReplicationFactor: 3\tConfigs: retention.ms=604800000",
        )
        .assistant(
          "`orders.events` has 12 partitions, RF 3, 7 days retention. For `inventory.events`, should messages be keyed by `sku` or by `warehouse_id`? Per-key ordering follows that choice.",
        )
        .user("key by sku, consumers care about per-sku ordering. same 12 partitions")
        .file("Write", "deploy/kafka/topics/inventory.events.yaml")
        .bash(
          "kubectl apply --dry-run=server -f deploy/kafka/topics/inventory.events.yaml",
          "kafkatopic.kafka.strimzi.io/inventory.events created (server dry run)",
        )
        .stop("Topic manifest for `inventory.events` (12 partitions, RF 3) is ready."),
    planted: [
      { kind: "decision", keys: ["sku"] },
      { kind: "fact", keys: ["12 partitions"] },
    ],
  },
  {
    id: "b178-retry-jitter",
    build: (s) =>
      s
        .user("saga steps that call inventory need retries. exponential backoff, 5 retries")
        .file("Edit", "services/orders/saga/retry.go")
        .bash("go test ./services/orders/saga/ -run Retry", "ok  \tgithub.com/acme/backend/services/orders/saga\t0.231s")
        .assistant("Added exponential backoff starting at 100ms, up to 5 retries. Worst case a step now waits about 3.1s before giving up.")
        .user("hmm 3s is too slow for checkout. make it 3 retries with full jitter instead, 50ms base")
        .file("Edit", "services/orders/saga/retry.go")
        .bash("go test ./services/orders/saga/ -run Retry", "ok  \tgithub.com/acme/backend/services/orders/saga\t0.198s")
        .stop("Saga retries are 3 attempts with full jitter from a 50ms base."),
    planted: [{ kind: "decision", keys: ["jitter"] }],
  },
  {
    id: "b178-leftovers",
    build: (s) =>
      s
        .user("clean up the Dockerfile for orders, it's got 3 stages and 2 of them do nothing")
        .file("Read", "services/orders/Dockerfile")
        .file("Edit", "services/orders/Dockerfile")
        .bash("docker build -q -f services/orders/Dockerfile .", "sha256:7be1c0a9d4e3")
        .assistant("Down to a build stage and a distroless runtime stage; the image went from 212MB to 38MB.")
        .user("sweet. leftovers for later:\n- delete `cmd/migrate-v1`, nothing runs it\n- bump the alpine base in the reports Dockerfile to 3.20")
        .stop("Noted both."),
    planted: [
      { kind: "task", keys: ["migrate-v1"] },
      { kind: "task", keys: ["alpine"] },
    ],
  },
  {
    id: "b178-stg-topics",
    build: (s) =>
      s
        .user("my consumer in staging doesn't get anything from `inventory.events`")
        .bash("kafka-topics --bootstrap-server kafka.staging:9092 --list | grep inventory", "stg.inventory.events")
        .assistant("In staging the topic is `stg.inventory.events`. Is the prefix added by some config?")
        .user("staging kafka is shared with the data team so all our topics there carry a `stg.` prefix. read it from `KAFKA_TOPIC_PREFIX`")
        .file("Edit", "services/inventory/consumer/consumer.go")
        .bash("go test ./services/inventory/consumer/...", "ok  \tgithub.com/acme/backend/services/inventory/consumer\t0.071s")
        .stop("The consumer prepends `KAFKA_TOPIC_PREFIX` to topic names."),
    planted: [{ kind: "fact", keys: ["stg"] }],
  },
  {
    id: "b178-squash",
    build: (s) =>
      s
        .user("pr #820 is approved")
        .bash("gh pr checks 820", "build\tpass\t2m11s\nlint\tpass\t48s\ntest-int\tpass\t4m02s")
        .assistant("All checks pass. Squash-merge or rebase-merge?")
        .user("squash. always squash-merge here, keeps main linear")
        .bash("gh pr merge 820 --squash --delete-branch", "✓ Squashed and merged pull request #820\n✓ Deleted branch feat/stg-prefix")
        .stop("Squash-merged #820 and deleted the branch."),
    planted: [{ kind: "instruction", keys: ["squash"] }],
  },
  {
    id: "b178-grpc-msg-size",
    build: (s) =>
      s
        .user("`ExportOrders` fails for big merchants with ResourceExhausted")
        .bash(
          'grpcurl -d \'{"merchant_id":"m_991"}\' localhost:9000 orders.v1.OrderService/ExportOrders',
          "ERROR:\n  Code: ResourceExhausted\n  Message: grpc: received message larger than max (9437184 vs. 4194304)",
          1,
        )
        .assistant("The response is 9MB and the client's limit is the 4MB default. Is the server configured higher?")
        .user("server side we raised max msg size to 16MB in orders only, other services are on the 4MB default. so just bump the client call option")
        .file("Edit", "services/reports/clients/orders.go")
        .bash("go test ./services/reports/clients/...", "ok  \tgithub.com/acme/backend/services/reports/clients\t0.090s")
        .stop("The reports client now sets `grpc.MaxCallRecvMsgSize(16<<20)`."),
    planted: [{ kind: "fact", keys: ["16mb"] }],
  },
  {
    id: "b178-rotate-pw",
    build: (s) =>
      s
        .user("reports-svc failing auth to its db in staging")
        .bash(
          "kubectl -n staging logs deploy/reports --tail=2",
          'level=ERROR msg="db connect" err="FATAL: password authentication failed for user \\"reports\\""',
        )
        .bash(
          "vault kv get -field=password secret/reports/staging >/dev/null && kubectl -n staging rollout restart deploy/reports",
          "deployment.apps/reports restarted",
        )
        .assistant("The pod had a stale password; after a restart the vault sidecar picked up the current one and reports-svc connects again.")
        .user("ok. remind me monday to rotate the prod reports db password too, it expires on the 30th")
        .stop("reports-svc is connected in staging."),
    planted: [{ kind: "task", keys: ["rotate"] }],
  },
  {
    id: "b178-testify",
    build: (s) =>
      s
        .user("add a test for the `stg.` prefix handling")
        .assistant("Should I use plain `if got != want { t.Fatalf(...) }` like the older tests, or `testify`?")
        .user("testify's `require`. for all new tests")
        .file("Write", "services/inventory/consumer/topic_test.go")
        .bash("go test ./services/inventory/consumer/ -run Topic", "ok  \tgithub.com/acme/backend/services/inventory/consumer\t0.015s")
        .stop("Added `TestTopicName` using `require.Equal`."),
    planted: [{ kind: "decision", keys: ["testify"] }],
  },
  {
    id: "b178-empty-readme-typo",
    build: (s) =>
      s
        .user("typo in the orders README, 'idempotancy' lol. fix pls")
        .file("Edit", "services/orders/README.md")
        .assistant("Fixed: 'idempotancy' → 'idempotency'.")
        .user("ty. run the unit tests real quick")
        .assistant("Running them.")
        .bash(
          "go test ./services/orders/...",
          "ok  \tgithub.com/acme/backend/services/orders/handlers\t0.091s\nok  \tgithub.com/acme/backend/services/orders/store\t1.77s",
        )
        .stop("All orders unit tests pass."),
    planted: [],
  },
  {
    id: "b178-empty-goroutine-leak",
    build: (s) =>
      s
        .user("goroutine count in cart-svc climbs ~200/h. leak?")
        .bash(
          "curl -s localhost:6060/debug/pprof/goroutine?debug=1 | head -4",
          "goroutine profile: total 4127\n3980 @ 0x43a2f6 0x44b9c5 0x7c1e2a\n#\t0x7c1e29\tgithub.com/redis/go-redis/v9.(*PubSub).initHealthCheck+0x89",
        )
        .assistant(
          "Most goroutines sit in `PubSub.initHealthCheck`. My guess is a `Subscribe` per request that's never closed, but it could also be the health-check ticker itself. I'm not sure yet.",
        )
        .user("hm could be. or the websocket handler? idk")
        .assistant("Possibly. If you want I can add a `defer sub.Close()` and watch the count for an hour to see which it is.")
        .user("let's look tmrw, gotta run")
        .stop("OK, leaving it for now."),
    planted: [],
  },
  {
    id: "b178-empty-golangci-config",
    build: (s) =>
      s
        .user("what linters are on in the repo config?")
        .bash(
          "cat .golangci.yml",
          "linters:\n  enable:\n    - errcheck\n    - govet\n    - revive\n# TODO: enable gosec once the false positives are sorted\nlinters-settings:\n  revive:\n    rules:\n      - name: exported  # exported funcs must always have a doc comment\n      - name: var-naming  # never use underscores in Go names",
        )
        .assistant("That's the whole file, printed above.")
        .user("k thx, that's all i needed")
        .stop("You're welcome."),
    planted: [],
  },
  {
    id: "b178-empty-chi-router",
    build: (s) =>
      s
        .user("`/v1/orders/{id}/items` returns 404 in the REST shim. fix")
        .file("Read", "services/orders/http/routes.go")
        .assistant(
          "The route is registered as `/v1/orders/{id}/item`, singular. By the way, the hand-rolled mux here could be replaced with `chi`; it would make path params less error-prone. Want me to migrate it?",
        )
        .user("nah not now. just fix the path")
        .file("Edit", "services/orders/http/routes.go")
        .bash("curl -s -o /dev/null -w '%{http_code}' localhost:8080/v1/orders/42/items", "200")
        .stop("Fixed the route; `/v1/orders/42/items` returns 200."),
    planted: [],
  },
  {
    id: "b178-empty-bench",
    build: (s) =>
      s
        .user("morning! coffee hasn't kicked in yet 😴 can u bench the json encoder in catalog")
        .assistant("Morning! Running it.")
        .bash(
          "go test -bench=Encode -benchmem ./services/catalog/encode/",
          "BenchmarkEncodeProduct-8   \t  412088\t      2893 ns/op\t    1024 B/op\t      9 allocs/op\nPASS",
        )
        .assistant("2.9µs/op, 1 KB and 9 allocs per product encode.")
        .user("cool, about what i expected. thx")
        .stop("Sure thing."),
    planted: [],
  },
  {
    id: "b178-empty-panic-fix",
    build: (s) =>
      s
        .user("shipping-svc panicked in staging, stack:")
        .bash(
          "kubectl -n staging logs deploy/shipping --previous | tail -4",
          "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9a1b2c]\ngoroutine 87 [running]:\ngithub.com/acme/backend/services/shipping/handlers.(*Quote).Rate(0x0, ...)",
        )
        .assistant("`Quote.Rate` is called on a nil `*Quote` when the carrier returns no quotes. I'll guard it and return `codes.NotFound`.")
        .user("yes pls")
        .file("Edit", "services/shipping/handlers/quote.go")
        .bash("go test ./services/shipping/handlers/...", "ok  \tgithub.com/acme/backend/services/shipping/handlers\t0.144s")
        .stop("Guarded the nil quote; the handler returns NotFound now."),
    planted: [],
  },
  {
    id: "b178-empty-nats-idea",
    build: (s) =>
      s
        .user("thinking out loud: should we move notifications off kafka onto nats? it's so much lighter")
        .assistant(
          "NATS JetStream would be lighter to run, but you'd lose the long retention and replay you get from Kafka, and the other consumers would need a bridge. What's driving it?",
        )
        .user("mostly the ops cost of the kafka cluster i guess")
        .assistant("That might be better solved by shrinking the cluster; the notifications topics are a small share of throughput.")
        .user("yeah actually scratch that, not worth it. forget i asked")
        .stop("No problem."),
    planted: [],
  },
  {
    id: "b178-empty-todo-logs",
    build: (s) =>
      s
        .user("what's billing complaining about on startup")
        .bash(
          "kubectl -n staging logs deploy/billing | head -4",
          'level=WARN msg="TODO: remove legacy invoice path" component=invoice\nlevel=WARN msg="config: tax_region must be set, defaulting to US"\nlevel=INFO msg="retries always enabled for stripe client"\nlevel=INFO msg="listening" addr=:8080',
        )
        .assistant("Two warnings: a leftover TODO log line in the invoice component, and `tax_region` unset so it defaults to US. Nothing is failing.")
        .user("ok whatever, harmless. thx")
        .stop("Nothing to change."),
    planted: [],
  },
  {
    id: "b178-empty-errgroup",
    build: (s) =>
      s
        .user("q about `errgroup`: if one goroutine returns an error, do the others stop?")
        .assistant(
          "Not by themselves. `errgroup.WithContext` cancels the derived ctx on the first error, and `Wait` returns that first error, but each goroutine only stops if it checks `ctx.Done()` or passes the ctx to calls that honour it.",
        )
        .user("and SetLimit? does Go() block when it's full?")
        .assistant("Yes, `Go` blocks until a slot frees up; `TryGo` returns false instead of blocking.")
        .user("got it, thanks")
        .stop("Happy to help."),
    planted: [],
  },
  {
    id: "b178-empty-latency-guess",
    build: (s) =>
      s
        .user("catalog p95 jumped from 40ms to 90ms around 14:00. GC?")
        .bash(
          "kubectl -n orders-prod top pods -l app=catalog",
          "NAME                       CPU(cores)   MEMORY(bytes)\ncatalog-6c8d9f7b4-ab12c   410m         612Mi\ncatalog-6c8d9f7b4-cd34e   395m         598Mi",
        )
        .assistant(
          "Memory is higher than usual, so GC pressure is possible, but it could also be the cache TTL change expiring more entries. I can't tell from this alone.",
        )
        .user("maybe the ttl thing yeah. or noisy neighbour. dunno")
        .assistant("A `GODEBUG=gctrace=1` run on one pod would tell us whether GC pauses line up with the spikes.")
        .user("meh it's back to 45ms now. let it be")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b178-empty-review-nits",
    build: (s) =>
      s
        .user("couple nits on the reserve PR: rename `doThing` to `reserveStock` and drop the commented-out block at the bottom")
        .file("Edit", "services/inventory/reserve.go")
        .assistant("Renamed `doThing` to `reserveStock` and removed the commented-out block.")
        .user("and the log msg says 'reserverd', fix that too")
        .file("Edit", "services/inventory/reserve.go")
        .bash("go build ./services/inventory/...", "")
        .assistant("Fixed the typo in the log message; it builds.")
        .stop("All three nits are addressed."),
    planted: [],
  },
  {
    id: "b178-empty-withdrawn-rule",
    build: (s) =>
      s
        .user("hmm should we just always use pointer receivers on the store types?")
        .file("Read", "services/cart/store/store.go")
        .assistant(
          "The `Store` types hold a `*pgxpool.Pool` and a mutex, so they're already pointer receivers. The small value types like `Money` use value receivers, which is fine.",
        )
        .user("ah ok. nvm then, ignore what i said, it depends on the type")
        .assistant("Agreed, nothing to change.")
        .stop("No changes."),
    planted: [],
  },
  {
    id: "b178-empty-status",
    build: (s) =>
      s
        .user("where are we on the cart cleanup")
        .bash(
          "git log --oneline -3",
          "a1c9e0f refactor(cart): split handlers per route\n5d7b2e1 refactor(cart): move redis keys to one place\n0e88f3a test(cart): cover empty cart checkout",
        )
        .assistant(
          "Three commits so far: handlers are split per route, the Redis key builders live in `store/keys.go`, and the empty-cart checkout path has a test. I'm now looking at the expiry logic next.",
        )
        .user("cool, carry on")
        .assistant("Will do.")
        .stop("Continuing with the expiry logic."),
    planted: [],
  },
  {
    id: "b178-empty-ctx-questions",
    build: (s) =>
      s
        .user("q: if the grpc client ctx is cancelled, does the server handler's ctx get cancelled too?")
        .assistant(
          "Yes: cancellation propagates over the wire as an RST_STREAM, and the server's `ctx.Done()` fires. The handler still has to check it, though.",
        )
        .user("and for kafka handlers? do they get a ctx at all")
        .assistant("In your consumer they get the session context from `ConsumeClaim`, which is cancelled on rebalance, not per message.")
        .user("huh, interesting. ok")
        .stop("Let me know if you want per-message timeouts."),
    planted: [],
  },
];

export const BLIND178 = plantedSet(BLIND178_SESSIONS, Date.UTC(2026, 10, 6, 9));
