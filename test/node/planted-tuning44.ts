/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * A planted set for the offline long-term-memory extractor, written from issue 19's description
 * of what should and should not be remembered, without reading the extractor or any other
 * planted set's sessions. Style: Go and Rust backend services (gRPC, protobuf, concurrency,
 * error handling, observability) in Codex CLI voice; expert users stating conventions tersely;
 * facts about service limits and ownership; tasks left as follow-ups. Decisions are taken by
 * the user or proposed by the agent and accepted; some are superseded later in the session
 * (only the later one is planted); rejected proposals plant nothing. Each session is one
 * segment; the items planted in it are listed with it: 77 items (17 decisions, 20
 * instructions, 23 facts, 17 tasks) in 51 sessions, 14 of which plant nothing. Every other
 * message must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas,
 * unconfirmed guesses, quoted code and logs, tool output, chit-chat, and requests that are done
 * in the same session.
 *
 * Matching rule (fixed before the extractor was run on this set):
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

const START = Date.UTC(2026, 11, 7, 7);

export const TUNING44_SESSIONS: BlindSession[] = [
  {
    id: "q01-go-fanout",
    build: (s) =>
      s
        .user("quote handler does price, stock, shipping lookups serially. make them concurrent")
        .file("Read", "internal/quote/handler.go")
        .assistant("Plan: spawn three goroutines with a `sync.WaitGroup`, collect results under a mutex, return the first error.")
        .user("errgroup.WithContext for fan-out, not bare waitgroups. house rule, first error cancels the rest")
        .file("Edit", "internal/quote/handler.go")
        .bash("go test -race ./internal/quote/...", "ok  \tgithub.com/acme/quote/internal/quote\t1.204s")
        .assistant(
          "Updated `internal/quote/handler.go`:\n- three lookups under `errgroup.WithContext`\n- first failure cancels the siblings\n\n`go test -race` passes.",
        )
        .user("ok. later we cap it with g.SetLimit once we know the stock service quota. not now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["errgroup"] },
      { kind: "task", keys: ["setlimit"] },
    ],
  },
  {
    id: "q02-rust-export-stream",
    build: (s) =>
      s
        .user("ExportLedger fails for big tenants. status says ResourceExhausted")
        .bash(
          'grpcurl -d \'{"tenant":"t-991"}\' billing-api.internal:443 billing.v1.Billing/ExportLedger',
          "ERROR:\n  Code: ResourceExhausted\n  Message: grpc: received message larger than max (9123841 vs. 4194304)",
          1,
        )
        .assistant("The response is 8.7 MiB. Options: raise `max_decoding_message_size` on clients, or page/stream the export.")
        .user(
          "billing-api rejects anything over 4 MiB, that's the grpc default and nobody's raising it. we're going with server streaming for the export, chunks of 1k rows",
        )
        .file("Edit", "proto/billing/v1/billing.proto")
        .file("Edit", "crates/billing/src/export.rs")
        .bash("cargo test -p billing export", "running 4 tests\ntest export::streams_in_chunks ... ok\ntest result: ok. 4 passed; 0 failed")
        .assistant("`ExportLedger` now returns `stream LedgerChunk`; 1000 rows per message.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["4 mib"] },
      { kind: "decision", keys: ["server streaming"] },
    ],
  },
  {
    id: "q03-go-wrap-errors",
    build: (s) =>
      s
        .user("the ledger errors in logs are useless, just 'sql: no rows in result set'")
        .bash(
          "rg -n 'errors.Wrap|return err$' internal/ledger | head -4",
          'internal/ledger/post.go:44:\t\treturn err\ninternal/ledger/post.go:61:\t\treturn errors.Wrap(err, "post")\ninternal/ledger/repo.go:23:\t\treturn err',
        )
        .assistant("Mixed: some bare `return err`, some `pkg/errors`. Want me to standardise?")
        .user('yes. wrap with fmt.Errorf and %w, prefix with the op name like "ledger.Post: %w". pkg/errors is banned')
        .file("Edit", "internal/ledger/post.go")
        .file("Edit", "internal/ledger/repo.go")
        .bash("go vet ./internal/ledger/... && go test ./internal/ledger/...", "ok  \tgithub.com/acme/pay/internal/ledger\t0.412s")
        .assistant("Done, all returns in `internal/ledger` wrap with an op prefix. Should I ping the ledger owners about the API change?")
        .user("fyi ledger belongs to payments-core, oncall channel #pc-oncall. no API change here so no")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["%w"] },
      { kind: "fact", keys: ["payments-core"] },
    ],
  },
  {
    id: "q04-empty-proto-optional",
    build: (s) =>
      s
        .user("proto3: what's actually different on the wire between `optional int32 x` and plain `int32 x`?")
        .assistant(
          "Nothing on the wire when set. The difference is presence: plain `int32` doesn't serialize 0, so a reader can't tell 0 from unset; `optional` generates a has-bit / `Option<i32>` and serializes an explicit 0.",
        )
        .bash("protoc --version", "libprotoc 27.1")
        .user("right, thx")
        .stop(),
    planted: [],
  },
  {
    id: "q05-rust-error-crates",
    build: (s) =>
      s
        .user("clippy complains about the error enum in crates/store")
        .bash("cargo clippy -p store -- -D warnings 2>&1 | head -4", "error: large size difference between variants\n  --> crates/store/src/error.rs:9:5", 101)
        .assistant("I can box the big variant. Also: `store` mixes `anyhow` and a hand-written enum. Do you have a preference?")
        .user("settled long ago: thiserror in library crates, anyhow only in binaries. fix store accordingly")
        .file("Edit", "crates/store/src/error.rs")
        .bash("cargo clippy -p store -- -D warnings", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.02s")
        .assistant("`store` now exposes a `thiserror` enum with the large variant boxed; clippy clean.")
        .user("ingest-worker still returns Box<dyn Error> from every handler. convert that too, but later, separate PR")
        .stop(),
    planted: [
      { kind: "decision", keys: ["thiserror"] },
      { kind: "task", keys: ["ingest-worker"] },
    ],
  },
  {
    id: "q06-go-otel-spans",
    build: (s) =>
      s
        .user("traces for orders look weird in tempo, thousands of distinct span names")
        .bash("rg -n 'tracer.Start' internal/orders | head -3", 'internal/orders/svc.go:88:\tctx, span := tracer.Start(ctx, "get order "+id)')
        .assistant("The span name includes the order id. Every order creates a new name.")
        .user("span names are `pkg.Func`, static. ids go in attributes. that's the convention everywhere")
        .file("Edit", "internal/orders/svc.go")
        .assistant("Renamed to `orders.GetOrder` with `order.id` as an attribute. Do you want me to raise the sampling rate while we debug?")
        .user("can't. sampling is 10% head-based at the collector, SRE sets it, we don't touch it from services")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["span names"] },
      { kind: "fact", keys: ["sampling"] },
    ],
  },
  {
    id: "q07-proto-lint-superseded",
    build: (s) =>
      s
        .user("need proto linting in CI. add protolint")
        .file("Write", ".protolint.yaml")
        .assistant("Added `.protolint.yaml` with the default rules.")
        .user("hmm wait, protolint can't catch breaking changes. drop it: buf lint plus buf breaking against main, that's what we go with")
        .bash("rm .protolint.yaml && buf lint && buf breaking --against '.git#branch=main'", "")
        .file("Write", ".github/workflows/proto.yml")
        .assistant("Removed protolint. CI now runs `buf lint` and `buf breaking --against main`; both pass locally.")
        .stop(),
    planted: [{ kind: "decision", keys: ["buf lint"] }],
  },
  {
    id: "q08-empty-generics",
    build: (s) =>
      s
        .user("write a generic Max for ordered types")
        .file("Edit", "internal/xmath/max.go")
        .bash("go test ./internal/xmath/", "ok  \tgithub.com/acme/lib/internal/xmath\t0.003s")
        .assistant("Added `func Max[T cmp.Ordered](a, b T) T` with tests. Note Go 1.21 also has a builtin `max`.")
        .user("oh lol. ok keep it for the slice version then")
        .stop(),
    planted: [],
  },
  {
    id: "q09-rust-resize",
    build: (s) =>
      s
        .user("resize service p99 spikes to 900ms under load")
        .bash("curl -s localhost:9090/metrics | rg 'resize_duration_seconds_bucket.*le=\"0.15\"'", 'resize_duration_seconds_bucket{le="0.15"} 18231')
        .assistant(
          "The resize runs directly inside the async handler, so CPU work blocks a tokio worker. Maybe the mutex across `.await` in the cache also contributes, not sure yet.",
        )
        .user("rule: never block the runtime. cpu-heavy work goes through spawn_blocking. context: we get ~2k rps at peak and the p99 budget is 150ms")
        .file("Edit", "src/resize.rs")
        .assistant("Moved the resize into `spawn_blocking`. The `image` crate is slow on large JPEGs; `libvips` bindings would be ~4x faster.")
        .user("ok switch to libvips, the image crate goes. decided")
        .bash("cargo add libvips && cargo test", "test result: ok. 12 passed; 0 failed")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["spawn_blocking"] },
      { kind: "fact", keys: ["p99"] },
      { kind: "decision", keys: ["libvips"] },
    ],
  },
  {
    id: "q10-go-deadlines",
    build: (s) =>
      s
        .user("goroutines pile up when pricing is slow")
        .bash(
          "curl -s localhost:6060/debug/pprof/goroutine?debug=1 | head -3",
          "goroutine profile: total 48211\n47990 @ 0x43e8d6 0x40b4c5\n#\t0x8a1b2f\tgoogle.golang.org/grpc.(*ClientConn).Invoke+0x8f",
        )
        .assistant("48k goroutines stuck in `Invoke`: the pricing client calls with `context.Background()`, so nothing ever times out.")
        .user("every outbound grpc call gets a deadline. 2s default from config, never context.Background in a handler")
        .file("Edit", "internal/clients/pricing.go")
        .bash("go test ./internal/clients/...", "ok  \tgithub.com/acme/shop/internal/clients\t0.9s")
        .assistant("Pricing client now derives from the request ctx with a 2s deadline. The inventory client has the same pattern.")
        .user("yeah. follow-up ticket: audit the inventory client, same problem")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["deadline"] },
      { kind: "task", keys: ["inventory client"] },
    ],
  },
  {
    id: "q11-empty-bench",
    build: (s) =>
      s
        .user("benchmark the new encoder vs old")
        .bash(
          "go test -bench=Encode -benchmem ./internal/codec/",
          "BenchmarkEncodeOld-8   \t  412311\t      2903 ns/op\t    1024 B/op\t      9 allocs/op\nBenchmarkEncodeNew-8   \t 1301544\t       921 ns/op\t     256 B/op\t      2 allocs/op\n// note: always run with -count=10 for benchstat",
        )
        .assistant("New encoder: 921 ns/op vs 2903, 2 allocs vs 9. Roughly 3x faster on this machine.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "q12-rust-ingress-payload",
    build: (s) =>
      s
        .user("clients get 413 on big event payloads, where does that come from")
        .bash("rg -n 'max_request_bytes' deploy/envoy/", "deploy/envoy/ingress.yaml:31:        max_request_bytes: 262144")
        .assistant("Envoy's buffer filter caps requests at 262144 bytes. Should we switch parsing to simd-json while we're here, for the larger payloads?")
        .user("no, not worth the unsafe. and the cap is intentional: event payloads max out at 256 KiB at the ingress, envoy enforces it")
        .assistant("OK, leaving both as they are. The 413 is expected behaviour then.")
        .stop(),
    planted: [{ kind: "fact", keys: ["256 kib"] }],
  },
  {
    id: "q13-go-slog",
    build: (s) =>
      s
        .user("notifier logs with zap, orders with logrus, api with slog. pick one")
        .assistant(
          "`log/slog` is stdlib since 1.21, the JSON handler is fast enough, and it removes two deps. zap is faster in microbenchmarks but the difference won't matter here.",
        )
        .user("slog with the JSON handler, everywhere. zap and logrus go away")
        .file("Edit", "internal/orders/log.go")
        .bash("go build ./... && go test ./internal/orders/...", "ok  \tgithub.com/acme/shop/internal/orders\t0.55s")
        .user("keys are snake_case btw. request_id not reqId, user_id not uid")
        .assistant("Orders now logs via slog with snake_case keys.")
        .user("ripping zap out of notifier is next sprint, it's got custom sinks")
        .stop(),
    planted: [
      { kind: "decision", keys: ["slog"] },
      { kind: "instruction", keys: ["snake_case"] },
      { kind: "task", keys: ["zap", "notifier"] },
    ],
  },
  {
    id: "q14-rust-tonic-status",
    build: (s) =>
      s
        .user("search returns Unknown for not-found, should be NotFound")
        .bash("rg -n 'Status::' crates/search-api/src | wc -l", "37")
        .assistant("37 handlers build `Status` by hand, with inconsistent codes.")
        .user("map domain errors to tonic::Status in one place, `impl From<SearchError> for Status`. handlers just use `?`")
        .file("Edit", "crates/search-api/src/error.rs")
        .bash("cargo test -p search-api", "test result: ok. 41 passed; 0 failed")
        .assistant("Done. The proto change for a `NOT_FOUND` detail message would go in the proto repo, right?")
        .user("yes and that repo is owned by search-svc (Ilya's team), PRs there need their approval. skip it")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tonic::status"] },
      { kind: "fact", keys: ["search-svc"] },
    ],
  },
  {
    id: "q15-empty-goroutine-leak",
    build: (s) =>
      s
        .user("memory of poller grows ~50MB/day. leak?")
        .bash(
          "go tool pprof -top -inuse_space heap.prof | head -4",
          "Showing nodes accounting for 412MB, 96% of 428MB total\n  301MB 70% time.NewTicker\n   88MB 20% bufio.NewReaderSize",
        )
        .assistant(
          "Most retained memory is from `time.NewTicker`. Maybe a ticker is created per poll and never stopped, but I haven't found the call site yet.",
        )
        .user("possible. or the reader pool. dunno, look again tomorrow")
        .stop(),
    planted: [],
  },
  {
    id: "q16-go-config-lib",
    build: (s) =>
      s
        .user("config loading: use envconfig")
        .file("Write", "internal/config/config.go")
        .assistant("Wrote `Config` with `envconfig` tags for all 14 settings.")
        .user("actually no. koanf — we need yaml file + env override layering for the on-prem installs. redo it")
        .file("Edit", "internal/config/config.go")
        .bash("go test ./internal/config/...", "ok  \tgithub.com/acme/shop/internal/config\t0.02s")
        .assistant("Switched to koanf: `config.yaml`, then env vars with the `SHOP_` prefix. Where do DB credentials come from in prod?")
        .user("vault agent sidecar renders them to /vault/secrets/db, never from env in prod")
        .stop(),
    planted: [
      { kind: "decision", keys: ["koanf"] },
      { kind: "fact", keys: ["vault"] },
    ],
  },
  {
    id: "q17-rust-histograms",
    build: (s) =>
      s
        .user("dashboards show latency in a mix of ms and s")
        .bash(
          "rg -n 'histogram!' crates/ | head -3",
          'crates/gw/src/lib.rs:52:    histogram!("gw_request_ms", elapsed.as_millis() as f64);\ncrates/auth/src/lib.rs:17:    histogram!("auth_latency_seconds", t);',
        )
        .assistant("`gw` records milliseconds, `auth` seconds.")
        .user("histograms are in seconds, names end with _seconds. prometheus convention, no exceptions")
        .file("Edit", "crates/gw/src/lib.rs")
        .assistant("Renamed to `gw_request_duration_seconds`, values as `f64` seconds.")
        .user("once tempo is wired we add exemplars to these. leave a ticket")
        .bash("gh issue create -t 'gw: exemplars on latency histograms' -b 'after tempo rollout'", "https://github.com/acme/gw/issues/77")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["_seconds"] },
      { kind: "task", keys: ["exemplars"] },
    ],
  },
  {
    id: "q18-go-retries",
    build: (s) =>
      s
        .user("geo lookups fail with Unavailable during deploys. add retries")
        .assistant("I could wrap the call in a loop with backoff. Or use gRPC's built-in retry policy via the service config.")
        .user("service config retry policy, not hand-rolled. retry only Unavailable and ResourceExhausted, max 3 attempts")
        .file("Edit", "internal/clients/geo.go")
        .bash("go test ./internal/clients/ -run Geo", "ok  \tgithub.com/acme/shop/internal/clients\t0.31s")
        .assistant("Added the retry policy JSON to the dial options. Retries multiply load on geo, though.")
        .user("right, and geo rate limits at 50 rps per client id, shared across all our pods. so keep max attempts at 3")
        .stop(),
    planted: [
      { kind: "decision", keys: ["service config"] },
      { kind: "fact", keys: ["50 rps"] },
    ],
  },
  {
    id: "q19-empty-cargo-update",
    build: (s) =>
      s
        .user("cargo update and make sure it still builds")
        .bash(
          "cargo update && cargo test --workspace 2>&1 | tail -2",
          "    Updating tokio v1.40.0 -> v1.41.1\ntest result: ok. 212 passed; 0 failed; 0 ignored",
        )
        .assistant("Updated 9 crates (tokio 1.41.1 among them); the workspace builds and all 212 tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "q20-go-auth-gateway",
    build: (s) =>
      s
        .user("we parse the JWT ourselves in middleware. can auth-gateway do that for us?")
        .bash("rg -n 'jwt.Parse' internal/ | head -2", "internal/mw/auth.go:31:\ttok, err := jwt.Parse(raw, keyFunc)")
        .assistant("It might offer token introspection; I'm not sure which team runs it.")
        .user("auth-gateway is platform-identity's. they only deploy on tuesdays, so anything we need from them is slow")
        .assistant("Then keeping the local parse for now makes sense. I tightened `keyFunc` to reject `alg=none`.")
        .file("Edit", "internal/mw/auth.go")
        .user("good. follow-up: ask platform-identity for a token introspection endpoint so we can stop parsing jwts")
        .stop(),
    planted: [
      { kind: "fact", keys: ["auth-gateway"] },
      { kind: "task", keys: ["introspection"] },
    ],
  },
  {
    id: "q21-rust-unsafe",
    build: (s) =>
      s
        .user("PR adds an unsafe get_unchecked in the hot loop of the parser. thoughts")
        .bash(
          "cargo clippy -p parser 2>&1 | head -3",
          "warning: unsafe block missing a safety comment\n  --> crates/parser/src/scan.rs:40:9\n   = help: consider adding a safety comment on the preceding line",
        )
        .assistant("The bounds are checked one line above, so it's sound, but there's no SAFETY comment and the gain is ~3%.")
        .user("no unsafe outside crates/ffi, full stop. and any unsafe block there gets a // SAFETY: comment. reject it")
        .bash(
          "gh pr review 140 --request-changes -b 'Please keep this safe; unsafe is only allowed in crates/ffi.'",
          "- Requested changes on pull request #140",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["unsafe"] }],
  },
  {
    id: "q22-go-shutdown",
    build: (s) =>
      s
        .user("in-flight requests get cut on rollout. fix shutdown")
        .file("Read", "cmd/api/main.go")
        .assistant("`main` calls `srv.Stop()` on SIGTERM, which kills streams. `GracefulStop` with a timeout would drain them. How long should it wait?")
        .user("25s drain, k8s terminationGracePeriodSeconds is 30. GracefulStop then hard Stop after 25s")
        .file("Edit", "cmd/api/main.go")
        .bash("go test ./cmd/api/ -run Shutdown", "ok  \tgithub.com/acme/shop/cmd/api\t0.8s")
        .user("and ctx is always the first param, don't stash it in the server struct like the old code did")
        .assistant("Removed the stored ctx; `run(ctx)` threads it through. Tests pass.")
        .user("preStop hook with a short sleep so endpoints update first is a follow-up for the chart")
        .stop(),
    planted: [
      { kind: "decision", keys: ["drain"] },
      { kind: "instruction", keys: ["ctx"] },
      { kind: "task", keys: ["prestop"] },
    ],
  },
  {
    id: "q23-empty-review",
    build: (s) =>
      s
        .user("quick look at this diff?")
        .bash("git diff HEAD~1 -- internal/cart/", "-\tfor i := 0; i < len(items); i++ {\n+\tfor _, it := range items {\n+\t\t// TODO: never mutate it here\n")
        .assistant("Fine. The range loop copies `it`, so the TODO is accurate: mutating it would be a silent no-op.")
        .user("ok merging")
        .stop(),
    planted: [],
  },
  {
    id: "q24-rust-orders-db",
    build: (s) =>
      s
        .user("orders-rs needs a db layer. diesel or sqlx?")
        .assistant("sqlx: async-native, compile-time checked queries with `query!`, no DSL. Diesel's async story is still a separate crate.")
        .user("sqlx, compile-time checked queries. go")
        .bash("cargo add sqlx --features runtime-tokio,postgres,macros && cargo sqlx prepare --check", "query data is up to date")
        .file("Write", "crates/orders/src/db.rs")
        .assistant("Pool size defaults to 10. How many connections can we take?")
        .user("orders db is postgres 15 on RDS, max_connections 400 shared by 6 services. keep the pool at 10")
        .assistant("Kept at 10.")
        .user("follow-up with the DBAs: pgbouncer in front of it. not ours to do today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sqlx"] },
      { kind: "fact", keys: ["max_connections"] },
      { kind: "task", keys: ["pgbouncer"] },
    ],
  },
  {
    id: "q25-proto-fields",
    build: (s) =>
      s
        .user("remove the deprecated `legacy_sku` field from Product")
        .file("Edit", "proto/catalog/v1/product.proto")
        .bash(
          "buf breaking --against '.git#branch=main'",
          'proto/catalog/v1/product.proto:22:3:Previously present field "7" with name "legacy_sku" on message "Product" was deleted.',
          100,
        )
        .assistant("buf flags the deletion. I can renumber the remaining fields to close the gap.")
        .user("never renumber, never reuse a field number. delete it and reserve 7 and the name")
        .file("Edit", "proto/catalog/v1/product.proto")
        .assistant('Field removed; `reserved 7; reserved "legacy_sku";` added. buf breaking passes.')
        .user("note mobile clients pin the proto for 6 months after each app release, so old numbers stay live that long")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["reserve"] },
      { kind: "fact", keys: ["mobile clients"] },
    ],
  },
  {
    id: "q26-empty-select",
    build: (s) =>
      s
        .user("why does a select with a default case spin the cpu")
        .assistant(
          "With `default`, select never blocks: if no channel is ready it runs default and the loop goes round again immediately. Without default it parks the goroutine.",
        )
        .bash("go run ./scratch/spin.go & sleep 2; top -b -n1 | grep spin", "  4121 dev   20   0  702m 3.1m  R  99.7  0.0   0:01.98 spin")
        .user("makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "q27-rust-otel",
    build: (s) =>
      s
        .user("batch-jobs has no traces at all")
        .bash("rg -n 'log4rs|tracing' crates/batch-jobs/Cargo.toml", 'crates/batch-jobs/Cargo.toml:14:log4rs = "1.3"')
        .assistant("It logs with log4rs only. Proposal: `tracing` + `tracing-opentelemetry` with the OTLP exporter, same as the gateway.")
        .user("fine, ship it")
        .file("Edit", "crates/batch-jobs/src/main.rs")
        .bash("cargo run -p batch-jobs -- --dry-run 2>&1 | tail -1", "INFO batch_jobs: dry run complete jobs=12")
        .assistant("Traces export via tracing-opentelemetry now. The log4rs config is still loaded.")
        .user("the log4rs config + dep in batch-jobs is dead weight, delete it after the migration settles. later")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tracing-opentelemetry"] },
      { kind: "task", keys: ["log4rs"] },
    ],
  },
  {
    id: "q28-go-test-conventions",
    build: (s) =>
      s
        .user("add tests for the discount calculator")
        .file("Write", "internal/discount/calc_test.go")
        .bash("go test -race -count=1 ./internal/discount/", "ok  \tgithub.com/acme/shop/internal/discount\t0.04s")
        .assistant("Added 11 table cases. CI currently runs `go test ./...` without `-race`. Should it?")
        .user("yes, -race in CI always. and table tests with t.Parallel unless they share state, that's how we write them")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("CI now runs with `-race`. That will slow the integration job.")
        .user("eh. CI runners are 2 vCPU and the integration suite already takes ~11 min, we live with it")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["race"] },
      { kind: "fact", keys: ["runners"] },
    ],
  },
  {
    id: "q29-go-rest-superseded",
    build: (s) =>
      s
        .user("partners want REST. expose the catalog service via grpc-gateway")
        .file("Edit", "proto/catalog/v1/catalog.proto")
        .assistant("Added `google.api.http` annotations to the four RPCs; next step is generating the gateway.")
        .user("scrap that. connect-go serves grpc, grpc-web and plain http/json from one handler, go with connect-go")
        .bash("git checkout proto/catalog/v1/catalog.proto && buf generate", "")
        .file("Edit", "cmd/catalog/main.go")
        .assistant("Reverted the annotations; the server is mounted through connect-go handlers now.")
        .user("partner teams will need a migration guide for the new client. write it later, not this PR")
        .stop(),
    planted: [
      { kind: "decision", keys: ["connect-go"] },
      { kind: "task", keys: ["migration guide"] },
    ],
  },
  {
    id: "q30-empty-chitchat",
    build: (s) =>
      s
        .user("friday deploy? 😅")
        .assistant("I'd rather not guess at your team's policy. What's left uncommitted?")
        .bash("git status --short", " M internal/cart/cart.go\n?? scratch/")
        .user("lol kidding. the cart change is wip, leave it")
        .stop(),
    planted: [],
  },
  {
    id: "q31-rust-shards",
    build: (s) =>
      s
        .user("indexer drops writes when a shard is slow")
        .file("Read", "crates/indexer/src/router.rs")
        .assistant(
          "Each shard gets an unbounded channel and the router drops on `try_send` errors when memory passes a threshold. Options: bounded channels with backpressure, or keep dropping with metrics.",
        )
        .user("bounded mpsc per shard, capacity 1024, backpressure over dropping. decided")
        .file("Edit", "crates/indexer/src/router.rs")
        .bash("cargo test -p indexer router", "test router::backpressure_blocks_sender ... ok\ntest result: ok. 6 passed")
        .user("fyi shard count is 16 and fixed, changing it means a full reindex. don't make it configurable")
        .assistant("Kept as a const. A queue depth gauge per shard would show where backpressure happens.")
        .user("yes, queue depth metric per shard is a follow-up")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bounded"] },
      { kind: "fact", keys: ["shard count"] },
      { kind: "task", keys: ["queue depth"] },
    ],
  },
  {
    id: "q32-go-red-metrics",
    build: (s) =>
      s
        .user("added 3 RPCs to checkout-api. metrics?")
        .bash(
          "rg -n 'prometheus.NewCounter' internal/checkout | head -2",
          'internal/checkout/refund.go:14:var refunds = prometheus.NewCounter(prometheus.CounterOpts{Name: "refunds_total"})',
        )
        .assistant("There's one per-handler counter already (`refunds_total`).")
        .user("every RPC gets RED metrics from the shared interceptor, don't add per-handler counters. remove that one")
        .file("Edit", "internal/checkout/refund.go")
        .assistant("Removed. What's the SLO on checkout-api, for the alert thresholds?")
        .user("99.9% over 28 days, alerts owned by SRE-payments, not us. the SLO is in the slo repo")
        .bash("go test ./internal/checkout/...", "ok  \tgithub.com/acme/shop/internal/checkout\t0.7s")
        .user("grafana dashboard for the new RPCs still needs doing, later")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["interceptor"] },
      { kind: "fact", keys: ["slo"] },
      { kind: "task", keys: ["dashboard"] },
    ],
  },
  {
    id: "q33-empty-proto-gen",
    build: (s) =>
      s
        .user("regen protos")
        .bash(
          "buf generate && git status --short gen/",
          " M gen/go/catalog/v1/catalog.pb.go\n M gen/go/catalog/v1/catalog_grpc.pb.go\n// Code generated by protoc-gen-go. DO NOT EDIT. TODO(buf): v2 plugin",
        )
        .assistant("Regenerated; two files changed under `gen/go/catalog/v1`.")
        .stop(),
    planted: [],
  },
  {
    id: "q34-rust-supply-chain",
    build: (s) =>
      s
        .user("new dep `fastcsv` for the exporter ok?")
        .bash(
          "cargo deny check licenses 2>&1 | tail -3",
          "error[rejected]: failed to satisfy license requirements\n  ┌─ fastcsv 0.4.1: GPL-3.0-only\nlicenses FAILED",
          1,
        )
        .assistant("cargo deny rejects it: GPL-3.0.")
        .user("cargo deny runs in CI and stays there, no GPL deps ever. use the `csv` crate")
        .bash("cargo remove fastcsv && cargo add csv && cargo deny check licenses", "licenses ok")
        .assistant("Swapped to `csv`. Should the exporter be published as a crate?")
        .user("eventually. our registry is crates.internal.acme and publishing needs the release role, which I don't have")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["cargo deny"] },
      { kind: "fact", keys: ["registry"] },
    ],
  },
  {
    id: "q35-go-panics",
    build: (s) =>
      s
        .user("a nil map panic in the cache killed the whole server last night")
        .bash("journalctl -u api --since yesterday | rg -m2 'panic|goroutine 1'", "panic: assignment to entry in nil map\ngoroutine 1 [running]:")
        .assistant("A panic in a handler goroutine takes down the process. Some teams prefer let-it-crash and rely on k8s restarts.")
        .user("not us. recover interceptor on every grpc server, a panic becomes codes.Internal with the stack in the log")
        .file("Edit", "internal/server/interceptors.go")
        .bash("go test ./internal/server/ -run Recover", "ok  \tgithub.com/acme/shop/internal/server\t0.1s")
        .assistant("Added the recovery interceptor to both servers. `pkg/cache` also calls `os.Exit(1)` on a bad config reload.")
        .user("ugh. removing the os.Exit calls in pkg/cache is a later job, note it")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["recover"] },
      { kind: "task", keys: ["os.exit"] },
    ],
  },
  {
    id: "q36-empty-nats-idea",
    build: (s) =>
      s
        .user("should we move the event bus from kafka to nats? kafka ops are painful")
        .assistant("NATS JetStream is simpler to run. You'd lose Kafka's log compaction and the Connect ecosystem the data team uses.")
        .bash("rg -l 'sarama|franz-go' --type go | wc -l", "23")
        .user("23 packages... nah forget it, not worth it")
        .stop(),
    planted: [],
  },
  {
    id: "q37-rust-health",
    build: (s) =>
      s
        .user("pods marked ready before the cache warms")
        .bash("kubectl get deploy search -o jsonpath='{.spec.template.spec.containers[0].readinessProbe}'", '{"grpc":{"port":8081,"service":"search"}}')
        .assistant("Readiness hits the grpc health service on 8081. Is that the admin port?")
        .user("yes. k8s probes always go to grpc.health.v1 on 8081, never the main port")
        .file("Edit", "crates/search/src/health.rs")
        .assistant("Health now reports SERVING only after the warm-up completes. During shutdown it still reports SERVING until the process exits.")
        .user("flip it: readiness goes NOT_SERVING as soon as drain starts. that's the decision")
        .stop(),
    planted: [
      { kind: "fact", keys: ["8081"] },
      { kind: "decision", keys: ["not_serving"] },
    ],
  },
  {
    id: "q38-go-push-quota",
    build: (s) =>
      s
        .user("push sends fail with 429 around 8pm")
        .bash("rg -c 'QUOTA_EXCEEDED' /var/log/notifier/*.log", "/var/log/notifier/2026-12-01.log:3120")
        .assistant("3120 quota errors from FCM. What's our quota?")
        .user("FCM gives our project a hard 10k messages/min. notifier has to stay under it")
        .file("Edit", "internal/notifier/limiter.go")
        .assistant("Added a token bucket at 9,500/min shared across replicas via Redis.")
        .user("before black friday: quota increase request to google, follow-up for me")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fcm"] },
      { kind: "task", keys: ["quota increase"] },
    ],
  },
  {
    id: "q39-empty-lifetime",
    build: (s) =>
      s
        .user("borrowck hates me")
        .bash(
          "cargo build -p router 2>&1 | head -4",
          "error[E0597]: `key` does not live long enough\n  --> crates/router/src/table.rs:33:23\n   |\n33 |         self.map.get(&key[..])",
          101,
        )
        .assistant(
          "`key` is a local `String` whose slice escapes through the return. Returning an owned `String` (or taking `&'a str` from the caller) fixes it.",
        )
        .file("Edit", "crates/router/src/table.rs")
        .bash("cargo build -p router", "    Finished `dev` profile target(s) in 2.10s")
        .stop(),
    planted: [],
  },
  {
    id: "q40-go-pgx",
    build: (s) =>
      s
        .user("lib/pq is in maintenance mode. move the repo layer")
        .assistant("pgx v5 via `database/sql` keeps the code the same; pgx native gets us batch and COPY.")
        .user("pgx v5 native, drop database/sql and lib/pq. pgxpool for the pool")
        .file("Edit", "internal/store/pg.go")
        .bash("go mod tidy && go test ./internal/store/...", "ok  \tgithub.com/acme/shop/internal/store\t2.3s")
        .assistant("Done. I bumped `google.golang.org/grpc` in go.mod too since tidy pulled it.")
        .user("revert that bit. go.mod bumps go in their own PR, never mixed with feature work")
        .bash("git checkout -p go.mod go.sum <<< $'y\\nn\\n' >/dev/null; go build ./...", "")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pgx"] },
      { kind: "instruction", keys: ["go.mod"] },
    ],
  },
  {
    id: "q41-rust-batch-limits",
    build: (s) =>
      s
        .user("why does ingest reject this batch")
        .bash("cargo run -q -p ingest-cli -- send fixtures/big.ndjson", 'Error: status: InvalidArgument, message: "batch of 812 events exceeds 500"', 1)
        .assistant("Ingest refuses batches above 500 events.")
        .user("yes, ingest rejects batches over 500 events, the SDKs batch at 200 so they never hit it. the cli should split")
        .file("Edit", "crates/ingest-cli/src/send.rs")
        .assistant("The CLI now splits into batches of 200. I hard-coded 200 in send.rs.")
        .user("no magic numbers: it goes in limits.rs as a const with a comment saying where the number comes from")
        .file("Edit", "crates/ingest-cli/src/limits.rs")
        .stop(),
    planted: [
      { kind: "fact", keys: ["500 events"] },
      { kind: "instruction", keys: ["limits.rs"] },
    ],
  },
  {
    id: "q42-empty-flamegraph",
    build: (s) =>
      s
        .user("gateway cpu went up 30% after the upgrade, flamegraph it")
        .bash("cargo flamegraph -p gw --bench proxy -o /tmp/gw.svg 2>&1 | tail -1", 'writing flamegraph to "/tmp/gw.svg"')
        .assistant("The widest frames are in `rustls::conn::read_tls` and `h2::codec`. Perhaps the new h2 version changed window sizes, but that's a guess.")
        .user("hm could also just be more traffic. I'll compare with last week's profile")
        .stop(),
    planted: [],
  },
  {
    id: "q43-go-idempotency",
    build: (s) =>
      s
        .user("duplicate charges when the mobile app retries CreatePayment")
        .assistant("Proposal: an `Idempotency-Key` metadata header, store key → response for 24h, return the stored response on repeat.")
        .user("yes do it. idempotency keys in redis, 24h ttl")
        .file("Write", "internal/payments/idempotency.go")
        .bash("go test ./internal/payments/ -run Idem", "ok  \tgithub.com/acme/pay/internal/payments\t0.2s")
        .assistant("Implemented. Is Redis eviction configured so keys stay for the full TTL?")
        .user("redis cluster is platform-data's, eviction policy is allkeys-lru. so under pressure keys can vanish, accept that")
        .stop(),
    planted: [
      { kind: "decision", keys: ["idempotency"] },
      { kind: "fact", keys: ["allkeys-lru"] },
    ],
  },
  {
    id: "q44-rust-features",
    build: (s) =>
      s
        .user("CI build is 9 min. why")
        .bash("cargo build --timings --workspace 2>&1 | tail -1", "      Timing report saved to target/cargo-timings/cargo-timing.html")
        .assistant("`tokio` and `reqwest` come in with default features from three crates, and the `full` feature of `core` pulls in every backend.")
        .user("default-features = false on every workspace dep, opt in to what you need. fix the workspace Cargo.toml")
        .file("Edit", "Cargo.toml")
        .bash("cargo build --workspace 2>&1 | tail -1", "    Finished `dev` profile target(s) in 4m 12s")
        .user("splitting the full feature of core into per-backend features is a follow-up")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["default-features"] },
      { kind: "task", keys: ["full feature"] },
    ],
  },
  {
    id: "q45-empty-ci-status",
    build: (s) =>
      s
        .user("did main go green?")
        .bash("gh run list --branch main --limit 1", "completed\tsuccess\tci\tmain\tpush\t9912345\t6m2s")
        .assistant("Yes, the last run on main succeeded in 6m2s.")
        .stop(),
    planted: [],
  },
  {
    id: "q46-go-pricing-stream",
    build: (s) =>
      s
        .user("subscribers of the pricing stream lag behind at market open")
        .bash(
          "curl -s localhost:9090/metrics | rg 'stream_send_total|subscribers'",
          'pricing_stream_subscribers 84\npricing_stream_send_total{result="ok"} 9.1e+07',
        )
        .assistant("84 subscribers. Sends happen inline on one goroutine per tick; a slow subscriber delays everyone.")
        .user("pricing stream pushes ~300 msgs/s per subscriber at open, so yes one slow reader hurts. give each subscriber its own buffered sender")
        .file("Edit", "internal/pricing/stream.go")
        .bash("go test -race ./internal/pricing/...", "ok  \tgithub.com/acme/mkt/internal/pricing\t1.8s")
        .assistant("Each subscriber now has a goroutine with a 256-message buffer; slow ones are dropped after 5s of full buffer.")
        .user("load test with 500 subscribers before we onboard the second desk. not today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pricing stream"] },
      { kind: "task", keys: ["load test"] },
    ],
  },
  {
    id: "q47-rust-sidecar-runtime",
    build: (s) =>
      s
        .user("sidecar: use the current_thread runtime, it's tiny")
        .file("Edit", "crates/sidecar/src/main.rs")
        .bash("cargo run -p sidecar --release -- --bench-handshakes 200", "200 handshakes in 3.91s (p99 41ms)")
        .assistant("Switched to `current_thread`. TLS handshakes are serialized now: p99 41 ms.")
        .user("too slow. change of plan: multi_thread runtime with 2 worker threads")
        .file("Edit", "crates/sidecar/src/main.rs")
        .bash("cargo run -p sidecar --release -- --bench-handshakes 200", "200 handshakes in 1.12s (p99 13ms)")
        .assistant("p99 13 ms with two workers. RSS went from 9 MB to 14 MB.")
        .user("fine, the sidecar memory limit is 64Mi, plenty")
        .stop(),
    planted: [
      { kind: "decision", keys: ["multi_thread"] },
      { kind: "fact", keys: ["64mi"] },
    ],
  },
  {
    id: "q48-go-codeowners",
    build: (s) =>
      s
        .user("small fix in pkg/auth token expiry check")
        .file("Edit", "pkg/auth/token.go")
        .bash("go test ./pkg/auth/...", "ok  \tgithub.com/acme/shop/pkg/auth\t0.06s")
        .assistant('Fixed the off-by-one on `exp`. Commit message "fixed token stuff"?')
        .user(
          "commit messages are `area: imperative summary`, like `auth: fix expiry off-by-one`. and pkg/auth is codeowned by sec-eng, their review is mandatory, add them",
        )
        .bash("git commit -am 'auth: fix expiry off-by-one' && gh pr create --fill --reviewer acme/sec-eng", "https://github.com/acme/shop/pull/902")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["commit"] },
      { kind: "fact", keys: ["sec-eng"] },
    ],
  },
  {
    id: "q49-empty-buf-lint",
    build: (s) =>
      s
        .user("buf lint is red")
        .bash(
          "buf lint",
          'proto/inventory/v1/stock.proto:12:1:Enum value name "IN_STOCK" should be prefixed with "STOCK_STATUS_".\n# buf: always prefix enum values; never use 0 for a real value',
          100,
        )
        .file("Edit", "proto/inventory/v1/stock.proto")
        .bash("buf lint", "")
        .assistant("Renamed the enum values to `STOCK_STATUS_*` with `STOCK_STATUS_UNSPECIFIED = 0`; lint is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "q50-rust-wire-crate",
    build: (s) =>
      s
        .user("someone wants std::error::Error impls in `wire`")
        .bash("rg -n 'no_std' crates/wire/src/lib.rs", "1:#![no_std]")
        .assistant("`wire` is `no_std`. `core::error::Error` is stable since 1.81, so we could implement that without std, or add a `std` feature.")
        .user("wire stays no_std, period, the firmware team links it. core::error::Error is fine")
        .file("Edit", "crates/wire/src/error.rs")
        .bash("cargo build -p wire --target thumbv7em-none-eabihf", "    Finished `dev` profile target(s) in 5.4s")
        .user("also we should fuzz the decoder in wire with cargo-fuzz at some point. next quarter")
        .stop(),
    planted: [
      { kind: "decision", keys: ["no_std"] },
      { kind: "task", keys: ["cargo-fuzz"] },
    ],
  },
  {
    id: "q51-go-keepalive",
    build: (s) =>
      s
        .user("streams to the fx service die after ~6 min idle")
        .bash(
          "kubectl -n edge get svc fx-lb -o jsonpath='{.metadata.annotations}' | tr ',' '\\n' | rg idle",
          '"service.beta.kubernetes.io/aws-load-balancer-connection-idle-timeout":"350"',
        )
        .assistant("The LB closes idle connections after 350 s; the client sends no keepalive pings.")
        .user("yep the LB idle timeout is 350s. our standard for every grpc client: keepalive Time 60s, PermitWithoutStream false")
        .file("Edit", "internal/clients/fx.go")
        .assistant("Added `keepalive.ClientParameters{Time: 60 * time.Second}` to the fx dialer.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["idle timeout"] },
      { kind: "instruction", keys: ["keepalive"] },
    ],
  },
];

/** The training set: events, segments and scoring of TUNING44_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING44 = plantedSet(TUNING44_SESSIONS, START);
