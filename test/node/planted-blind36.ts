/**
 * Blind planted set 36 for the offline long-term-memory extractor.
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: backend services in Go and Rust (gRPC with tonic and grpc-go, protobuf with buf,
 * Postgres migrations with goose and sqlx, feature flags through OpenFeature/flagd,
 * observability with OpenTelemetry, Prometheus and Grafana), the assistant in the voice of
 * Codex CLI (terse, file paths in backticks, short bullet lists) and Copilot CLI ("I'll …",
 * check marks, numbered options). Pragmatic senior engineers: many items are stated by the
 * assistant and confirmed by a short user reply ("yep", "do that", "correct"), others stated
 * by the user, tersely or at length, with typos. Hard negatives: questions, hypotheses,
 * proposals the user rejects or never confirms, withdrawn ideas, unconfirmed guesses, tool
 * output and quoted code or logs with "always"/"never"/"TODO" in them, chit-chat, requests
 * done in the same session, and superseded decisions (only the later one is planted).
 * 70 items (17 decisions, 17 instructions, 19 facts, 17 tasks) in 80 sessions, 16 of which
 * plant nothing (64 messages in them).
 *
 * Matching rule (the one test/node/planted-blind.ts states, fixed before any measurement):
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

export const BLIND36_SESSIONS: BlindSession[] = [
  {
    id: "g01-grpc-server-crate",
    planted: [{ kind: "decision", keys: ["tonic"] }],
    build: (s) =>
      s
        .user("ingest-rs needs a real grpc server, the hand-rolled hyper thing has to go. tonic or grpcio?")
        .bash(
          "cargo tree -p ingest-rs --depth 1 | head -20",
          "ingest-rs v0.4.2 (/home/dev/src/app)\n├── hyper v1.4.1\n├── prost v0.13.3\n├── serde v1.0.210\n└── tokio v1.40.0",
        )
        .assistant(
          "tonic. grpcio wraps the C core, so CI would need cmake and a C++ toolchain on every runner; tonic is pure Rust on the tokio/hyper stack you already have, and prost is already in the tree for codegen. I'd go with tonic and generate from `build.rs` with `tonic-build`.",
        )
        .user("yep, tonic")
        .bash(
          "cargo add tonic@0.12 && cargo add --build tonic-build@0.12 && cargo build -q",
          "    Updating crates.io index\n      Adding tonic v0.12.3 to dependencies\n      Adding tonic-build v0.12.3 to build-dependencies",
        )
        .file("Write", "crates/ingest-rs/build.rs")
        .assistant("Added `tonic` + `tonic-build`; `build.rs` compiles `proto/ingest/v1/*.proto`. The old hyper handler is gone from `main.rs`.")
        .stop(),
  },
  {
    id: "g02-buf-before-proto",
    planted: [{ kind: "instruction", keys: ["buf", "breaking"] }],
    build: (s) =>
      s
        .user("added a field to LedgerEntry, regen pls")
        .bash(
          "sed -n '12,30p' proto/ledger/v1/ledger.proto",
          "message LedgerEntry {\n  string id = 1;\n  int64 amount_minor = 2;\n  // TODO: never reuse 7, it was `memo` before v1.3\n  reserved 7;\n  string currency = 3;\n  string memo_text = 8;\n}",
        )
        .bash("make proto", "buf generate\nwrote gen/go/ledger/v1/ledger.pb.go\nwrote gen/go/ledger/v1/ledger_grpc.pb.go")
        .assistant("Regenerated: `gen/go/ledger/v1/ledger.pb.go` now has `MemoText`. Field 8 is new, 7 stays reserved.")
        .user(
          "ty. and from now on, whenever you touch anything under proto/ run `buf lint` and `buf breaking --against '.git#branch=main'` first, before regenerating. we got burned last month by a renumbered field",
        )
        .bash("buf lint && buf breaking --against '.git#branch=main'", "")
        .assistant("Both clean for this change. I'll run lint + breaking against main before any proto edit from here on.")
        .stop(),
  },
  {
    id: "g03-migrations-layout",
    planted: [{ kind: "fact", keys: ["goose"] }],
    build: (s) =>
      s
        .user("where do the ledger migrations run? I want to add a column")
        .bash(
          "ls db/migrations | tail -4 && grep -rn 'goose' deploy/ cmd/ | head",
          '0046_entries_currency.sql\n0047_accounts_frozen_at.sql\n0048_outbox_attempts.sql\n0049_entries_idx_account.sql\ndeploy/ledger/job-migrate.yaml:14:        command: ["goose", "-dir", "/migrations", "postgres", "up"]',
        )
        .assistant(
          "Quick read of the layout: migrations are goose SQL files in `db/migrations` (`-- +goose Up` / `-- +goose Down`), and they're applied by the `job-migrate` Job in `deploy/ledger`, not by the service on boot — `cmd/ledger` never calls goose.",
        )
        .user("correct")
        .file("Write", "db/migrations/0050_accounts_display_name.sql")
        .assistant("Added `0050_accounts_display_name.sql`: nullable `display_name text`, with a Down that drops it.")
        .stop(),
  },
  {
    id: "g04-flaky-repo-test",
    planted: [],
    build: (s) =>
      s
        .user("TestPostEntries_Concurrent failed on CI again. flaky?")
        .bash("go test ./internal/ledger/... -run TestPostEntries_Concurrent -count=5", "ok  \tgithub.com/acme/ledger/internal/ledger\t4.812s")
        .assistant(
          "Five runs green locally. One guess: the packages share the Postgres container and `t.Parallel()` lets two packages truncate `entries` at the same time. Could also just be the runner being slow and the 2s context timeout in the test. I can't reproduce it either way.",
        )
        .user("meh. can't repro, leave it")
        .assistant("Leaving it as is.")
        .stop(),
  },
  {
    id: "g05-flags-provider",
    planted: [{ kind: "decision", keys: ["flagd"] }],
    build: (s) =>
      s
        .user("let's wire feature flags into ledger with the LaunchDarkly Go SDK, there's a trial account")
        .bash("go get github.com/launchdarkly/go-server-sdk/v7@latest", "go: added github.com/launchdarkly/go-server-sdk/v7 v7.6.1")
        .assistant("Added the LaunchDarkly SDK. Next I'd put a thin `flags.Client` interface in `internal/flags` so handlers don't import the SDK directly.")
        .user(
          "hm, actually no. procurement just said no to LD. Go with OpenFeature + flagd instead, self-hosted as a sidecar. keep your flags.Client interface idea",
        )
        .bash(
          "go mod edit -droprequire github.com/launchdarkly/go-server-sdk/v7 && go get github.com/open-feature/go-sdk github.com/open-feature/go-sdk-contrib/providers/flagd && go mod tidy",
          "go: added github.com/open-feature/go-sdk v1.13.0\ngo: added github.com/open-feature/go-sdk-contrib/providers/flagd v0.2.4",
        )
        .file("Write", "internal/flags/client.go")
        .assistant(
          "Switched: OpenFeature Go SDK with the flagd provider (sidecar on `localhost:8013`), LaunchDarkly removed from go.mod. `internal/flags.Client` wraps it.",
        )
        .user("👍")
        .stop(),
  },
  {
    id: "g06-collector-port",
    planted: [{ kind: "fact", keys: ["collector", "4317"] }],
    build: (s) =>
      s
        .user("traces from ledger aren't showing up in staging tempo. exporter is otlphttp")
        .bash(
          "kubectl -n observability get svc otel-collector -o jsonpath='{.spec.ports}'",
          '[{"name":"otlp-grpc","port":4317,"protocol":"TCP","targetPort":4317}]',
        )
        .assistant(
          "That's it: the staging collector only exposes OTLP over gRPC on 4317; there's no 4318 port, so the HTTP exporter has nothing to talk to. Is HTTP being off intentional?",
        )
        .user("yes, on purpose, platform turned off 4318 everywhere. grpc only")
        .file("Edit", "internal/telemetry/setup.go")
        .bash("go build ./... && go test ./internal/telemetry/...", "ok  \tgithub.com/acme/ledger/internal/telemetry\t0.214s")
        .assistant("Switched `setup.go` to `otlptracegrpc` pointed at `otel-collector.observability:4317`. Builds and tests pass.")
        .stop(),
  },
  {
    id: "g07-retry-budget",
    planted: [{ kind: "task", keys: ["retry", "budget"] }],
    build: (s) =>
      s
        .user("orders → ledger calls hang forever when ledger is down. add timeouts to the ledger client")
        .file("Edit", "internal/ledgerclient/client.go")
        .bash("go test ./internal/ledgerclient/...", "ok  \tgithub.com/acme/orders/internal/ledgerclient\t1.022s")
        .assistant(
          "Done: every call now wraps the ctx with a 3s timeout unless the caller already set a deadline, and `UNAVAILABLE` is retried twice with jitter via the grpc service config. Tests pass.",
        )
        .user("nice. we still need a proper retry budget on that client so retries can't pile up during an outage, but not today — leave it for next week")
        .assistant("Ok, the retry budget for the ledger client stays open for next week; nothing added for it now.")
        .stop(),
  },
  {
    id: "g08-ci-green",
    planted: [],
    build: (s) =>
      s
        .user("is main green?")
        .bash(
          "gh run list --branch main --limit 3",
          "completed\tsuccess\tci\tmain\tpush\t11876543210\t6m12s\ncompleted\tsuccess\tci\tmain\tpush\t11876401122\t6m40s\ncompleted\tfailure\tci\tmain\tpush\t11876300017\t2m03s",
        )
        .assistant("Yes, the last two runs on main passed. The failure before that was a runner that lost its network mid-`go mod download`; the rerun passed.")
        .user("cool ty")
        .stop(),
  },
  {
    id: "g09-generated-go",
    planted: [{ kind: "instruction", keys: ["pb.go"] }],
    build: (s) =>
      s
        .user("the json tag on AccountSummary is wrong, fix it")
        .bash(
          "head -8 gen/go/accounts/v1/accounts.pb.go",
          "// Code generated by protoc-gen-go. DO NOT EDIT.\n// versions:\n// \tprotoc-gen-go v1.34.2\n// \tbuf v1.45.0\n// source: accounts/v1/accounts.proto\n\npackage accountsv1",
        )
        .assistant(
          "`AccountSummary` is generated. I can patch the tag in `accounts.pb.go` directly, or set `json_name` in `accounts.proto` and regenerate. Which one?",
        )
        .user("never hand-edit the .pb.go files, ever. change the proto and run make proto. same for the _grpc.pb.go ones")
        .file("Edit", "proto/accounts/v1/accounts.proto")
        .bash("buf lint && make proto", "buf generate\nwrote gen/go/accounts/v1/accounts.pb.go")
        .assistant('Set `json_name = "displayName"` in the proto and regenerated. Generated files untouched by hand.')
        .stop(),
  },
  {
    id: "g10-billing-owner",
    planted: [{ kind: "fact", keys: ["marta"] }],
    build: (s) =>
      s
        .user("who do I need on the review for the billing proto change?")
        .bash("grep -n 'billing' .github/CODEOWNERS", "14:/proto/billing/  @mruiz\n15:/services/billing/  @mruiz @acme/payments")
        .assistant("CODEOWNERS has `@mruiz` on `proto/billing/` — so Marta would be the required reviewer, assuming that file's current?")
        .user("it is. Marta owns billing protos, she's in Lisbon so ping her in the morning our time")
        .bash("gh pr edit 1842 --add-reviewer mruiz", "https://github.com/acme/ledger/pull/1842")
        .assistant("Added @mruiz as reviewer on #1842.")
        .stop(),
  },
  {
    id: "g11-sqlx-offline",
    planted: [{ kind: "instruction", keys: ["sqlx", "prepare"] }],
    build: (s) =>
      s
        .user("CI on ingest-rs fails at compile, something about DATABASE_URL")
        .bash(
          "cargo build 2>&1 | tail -5",
          "error: set `DATABASE_URL` to use query macros online, or run `cargo sqlx prepare` to update the query cache\n  --> src/store/events.rs:41:17\n   |\n41 |     let row = sqlx::query!(\n   |               ^^^^^^^^^^^^^",
          101,
        )
        .assistant(
          "CI has no database, so `query!` needs the offline cache. The `.sqlx/` dir is stale after the events.rs change. Proposal for a standing rule: whenever a `query!`/`query_as!` changes, run `cargo sqlx prepare` and commit the `.sqlx/` dir in the same commit; CI builds with `SQLX_OFFLINE=true`. Ok?",
        )
        .user("yep, always")
        .bash(
          "cargo sqlx prepare && git add .sqlx && SQLX_OFFLINE=true cargo build -q",
          "query data written to .sqlx in the current directory; please check this into version control",
        )
        .assistant("Refreshed and committed `.sqlx/`; offline build passes.")
        .stop(),
  },
  {
    id: "g12-skip-locked",
    planted: [],
    build: (s) =>
      s
        .user("explain what FOR UPDATE SKIP LOCKED does in the outbox poller, I keep forgetting")
        .file("Read", "internal/outbox/poller.go")
        .assistant(
          "It locks the rows it selects, and any row another transaction already holds is skipped instead of waited on. So two pollers never block each other: each grabs a different batch of `outbox` rows, and a row is always owned by at most one poller until its transaction ends.",
        )
        .user("and if the poller crashes mid-batch?")
        .assistant(
          "The transaction aborts, the locks go away, and the rows are picked up by the next poll. That's why `attempts` is incremented in the same transaction as the publish.",
        )
        .user("right, makes sense")
        .stop(),
  },
  {
    id: "g13-expand-contract",
    planted: [{ kind: "instruction", keys: ["expand", "contract"] }],
    build: (s) =>
      s
        .user(
          "ok so about the migration you just wrote. it drops accounts.legacy_ref in the same release where the code stops reading it. that breaks the old pods during the rollout. Rule for this repo, please remember it: expand/contract only. add the new thing nullable, backfill, switch reads, and drop the old column in a later release. never a drop in the same release as the code change",
        )
        .bash("git diff --stat HEAD~1", " db/migrations/0051_drop_legacy_ref.sql | 5 +++++\n internal/accounts/repo.go             | 9 +++------")
        .assistant("Understood. I'll pull the drop out of this release and keep only the code change.")
        .bash("git rm -q db/migrations/0051_drop_legacy_ref.sql && go test ./internal/accounts/...", "ok  \tgithub.com/acme/ledger/internal/accounts\t2.301s")
        .assistant("Removed `0051_drop_legacy_ref.sql`; the repo no longer reads `legacy_ref`, the column stays until a later release.")
        .stop(),
  },
  {
    id: "g14-partition-events",
    planted: [{ kind: "task", keys: ["partition"] }],
    build: (s) =>
      s
        .user("the monthly report query is at 40s now")
        .bash(
          "psql \"$LEDGER_RO_URL\" -c 'EXPLAIN (ANALYZE, BUFFERS) SELECT account_id, sum(amount_minor) FROM events WHERE created_at >= now() - interval 30 day GROUP BY 1'",
          " HashAggregate  (cost=5829311.20..5829313.20 rows=200 width=40) (actual time=39822.114..39822.180 rows=18311 loops=1)\n   ->  Seq Scan on events  (cost=0.00..5611200.00 rows=43622240 width=16) (actual time=0.031..31210.004 rows=41877002 loops=1)\n         Filter: (created_at >= (now() - '30 days'::interval))",
        )
        .assistant(
          "Seq scan over all of `events`. Maybe the stats are stale and the planner thinks the filter isn't selective, or maybe the `created_at` index just isn't worth it at this size. Longer term, partitioning `events` by month would make this a scan of one or two partitions.",
        )
        .user("can you analyze it first")
        .bash("psql \"$LEDGER_URL\" -c 'ANALYZE events'", "ANALYZE")
        .assistant("Analyzed; the plan is still a seq scan, so it's not stats.")
        .user("ok. monthly partitioning of events is the real fix but not before the Q4 freeze. park it as a follow-up")
        .assistant("Parked: partition `events` by month after the Q4 freeze.")
        .stop(),
  },
  {
    id: "g15-rust-tracing",
    planted: [{ kind: "decision", keys: ["tracing-opentelemetry"] }],
    build: (s) =>
      s
        .user("we need traces out of ingest-rs too. what's the least painful setup")
        .bash("cargo tree -i tracing --depth 0", "tracing v0.1.40")
        .assistant(
          "You already log through `tracing`. I'd add `tracing-opentelemetry` as a layer on the existing subscriber and export OTLP over gRPC to the collector (`opentelemetry-otlp` with the tonic exporter), rather than switching the logging to the `opentelemetry` crate's own API. Spans you already have become traces for free.",
        )
        .user("correct, go")
        .bash(
          "cargo add tracing-opentelemetry@0.27 opentelemetry@0.26 opentelemetry-otlp@0.26 --features opentelemetry-otlp/grpc-tonic && cargo build -q",
          "      Adding tracing-opentelemetry v0.27.0 to dependencies\n      Adding opentelemetry v0.26.0 to dependencies\n      Adding opentelemetry-otlp v0.26.0 to dependencies",
        )
        .file("Edit", "crates/ingest-rs/src/telemetry.rs")
        .assistant("Wired the OTel layer into `telemetry.rs`; spans now go to `otel-collector.observability:4317`.")
        .stop(),
  },
  {
    id: "g16-rename-helper",
    planted: [],
    build: (s) =>
      s
        .user("rename mustParseAmt to mustParseAmount everywhere, it's driving me nuts")
        .bash("gofmt -l . && gopls rename -w internal/money/parse.go:#412 mustParseAmount", "")
        .bash("go vet ./... && go test ./internal/money/...", "ok  \tgithub.com/acme/ledger/internal/money\t0.041s")
        .assistant("Renamed in 9 call sites across 4 files; vet and the money tests pass.")
        .user("thx")
        .stop(),
  },
  {
    id: "g17-grpc-error-codes",
    planted: [{ kind: "instruction", keys: ["grpcerr"] }],
    build: (s) =>
      s
        .user("the new FreezeAccount handler returns codes.Unknown when the account is missing, that's not right")
        .bash(
          "grep -rn 'status.Error' internal/server | head -6",
          "internal/server/accounts.go:88:\treturn nil, status.Error(codes.Unknown, err.Error())\ninternal/server/entries.go:41:\treturn nil, grpcerr.From(err)\ninternal/server/entries.go:77:\treturn nil, grpcerr.From(err)",
        )
        .assistant(
          "Every other handler goes through `grpcerr.From(err)`, which maps `ErrNotFound` → `NotFound`, `ErrConflict` → `Aborted` and so on in one place. Looks like the convention is: domain errors are mapped to gRPC codes only in `internal/grpcerr`, handlers never build a `status.Error` themselves. Is that the rule?",
        )
        .user("yep that's the convention, keep to it")
        .file("Edit", "internal/server/accounts.go")
        .bash("go test ./internal/server/...", "ok  \tgithub.com/acme/ledger/internal/server\t1.512s")
        .assistant("FreezeAccount now returns `grpcerr.From(err)`; a missing account gives `NotFound`, tested.")
        .stop(),
  },
  {
    id: "g18-pgbouncer",
    planted: [
      { kind: "fact", keys: ["pgbouncer", "transaction"] },
      { kind: "decision", keys: ["simple", "protocol"] },
    ],
    build: (s) =>
      s
        .user(
          'prod ledger logs are full of this, started after the pgx v5 bump:\n```\nERROR: prepared statement "stmtcache_9f1c" already exists (SQLSTATE 42P05)\n```',
        )
        .bash("kubectl -n data get cm pgbouncer-ledger -o yaml | grep pool_mode", "    pool_mode = transaction")
        .assistant(
          "That's PgBouncer: prod's pool is in transaction mode, so consecutive transactions from one pgx connection can land on different server connections, and pgx v5's statement cache collides. Is transaction mode the intended setup for prod?",
        )
        .user("right, prod pgbouncer has been transaction mode forever, it's not changing")
        .assistant(
          "Then two ways out: switch pgx to the simple protocol (`QueryExecModeSimpleProtocol`, no server-side prepared statements), or `QueryExecModeDescribeExec`, which still prepares unnamed statements. The simple protocol is the safe one behind PgBouncer. I'd use the simple protocol for all pools.",
        )
        .user("do that")
        .file("Edit", "internal/db/pool.go")
        .bash(
          "go test ./internal/db/... ./internal/ledger/...",
          "ok  \tgithub.com/acme/ledger/internal/db\t0.902s\nok  \tgithub.com/acme/ledger/internal/ledger\t5.117s",
        )
        .assistant("`pool.go` now sets `DefaultQueryExecMode = pgx.QueryExecModeSimpleProtocol`; tests pass.")
        .stop(),
  },
  {
    id: "g19-legacy-id-field",
    planted: [{ kind: "task", keys: ["legacy_id"] }],
    build: (s) =>
      s
        .user("is anyone still reading Account.legacy_id?")
        .bash(
          "rg -n 'GetLegacyId|legacy_id' --type go --type rust -g '!gen/**' | head",
          "services/reports/export.go:52:\t\trow.Legacy = acct.GetLegacyId()\ncrates/ingest-rs/src/map.rs:19:    legacy_id: acct.legacy_id.clone(),",
        )
        .assistant("Two readers: `reports/export.go` and ingest-rs's `map.rs`. Removing the field now would break both.")
        .user(
          "ok. then dropping legacy_id from Account (and reserving the number) has to wait until reports and ingest stop using it. leave that as an open item, don't do anything yet",
        )
        .assistant("Left open: remove `legacy_id` from `Account` and reserve field 5, once reports and ingest-rs no longer read it.")
        .stop(),
  },
  {
    id: "g20-readme-typo",
    planted: [],
    build: (s) =>
      s
        .user("README says 'recieve' twice, fix pls. and the make target is `make proto` not `make protos`")
        .file("Edit", "README.md")
        .bash("git diff --stat", " README.md | 6 +++---\n 1 file changed, 3 insertions(+), 3 deletions(-)")
        .assistant("Fixed both typos and the make target name in README.md.")
        .user("ta")
        .stop(),
  },
  {
    id: "g21-flag-naming",
    planted: [
      { kind: "instruction", keys: ["kebab"] },
      { kind: "instruction", keys: ["owner", "expires"] },
    ],
    build: (s) =>
      s
        .user("add a flag to gate the new batch posting path")
        .bash(
          "cat deploy/flags/ledger.flagd.json | head -12",
          '{\n  "flags": {\n    "ledger.enable-fx-rounding": {\n      "state": "ENABLED",\n      "variants": { "on": true, "off": false },\n      "defaultVariant": "off",\n      "metadata": { "owner": "ledger-team", "expires": "2026-12-31" }\n    }\n  }\n}',
        )
        .assistant(
          "I'll mirror the existing flag: `ledger.enable-batch-posting`, default off. I noticed the existing one is kebab-case with a service prefix and carries `owner` and `expires` metadata — should new flags always follow that?",
        )
        .user(
          "yes. flag names are always <service>.<kebab-case>. Also every flag must carry owner + expires metadata, no exceptions, otherwise nobody ever cleans them up",
        )
        .file("Edit", "deploy/flags/ledger.flagd.json")
        .bash("flagd-validate deploy/flags/ledger.flagd.json", "ledger.flagd.json: valid (2 flags)")
        .assistant("Added `ledger.enable-batch-posting` (off, owner ledger-team, expires 2027-02-28); the file validates.")
        .stop(),
  },
  {
    id: "g22-arm-runners",
    planted: [{ kind: "fact", keys: ["arm64"] }],
    build: (s) =>
      s
        .user("the release job for ingest-rs produced an aarch64 binary, the x86 nodes can't run it")
        .bash("grep -n 'runs-on' .github/workflows/release.yml", "9:    runs-on: [self-hosted, linux, arm64]")
        .assistant(
          "The release job runs on a self-hosted arm64 runner and builds natively, so the binary is aarch64. Are all the self-hosted runners arm64, or is there an x86 label I could target?",
        )
        .user("all our runners are arm64 (graviton), there's no x86 pool. cross-compile")
        .file("Edit", ".github/workflows/release.yml")
        .bash(
          "cross build --release --target x86_64-unknown-linux-gnu -p ingest-rs 2>&1 | tail -1",
          "    Finished `release` profile [optimized] target(s) in 3m 41s",
        )
        .assistant("The release job now builds `x86_64-unknown-linux-gnu` with `cross`; a local cross build finishes.")
        .stop(),
  },
  {
    id: "g23-ids",
    planted: [{ kind: "decision", keys: ["uuidv7"] }],
    build: (s) =>
      s
        .user("new transfers table: bigserial id or uuid?")
        .bash("grep -rn 'uuid' go.mod", "go.mod:14:\tgithub.com/google/uuid v1.6.0")
        .assistant(
          "I'd use UUIDv7 generated app-side (`uuid.NewV7()` from google/uuid, already in go.mod): time-ordered so the btree stays append-mostly like bigserial, ids can be created before the insert (useful for the outbox), and nothing leaks row counts to clients.",
        )
        .user("yep")
        .file("Write", "db/migrations/0052_transfers.sql")
        .bash('goose -dir db/migrations postgres "$LOCAL_PG" up', "2026/11/04 10:12:09 OK   0052_transfers.sql (18.2ms)")
        .assistant("`transfers.id` is `uuid primary key`, filled by `uuid.NewV7()` in the repo layer; migration applied locally.")
        .stop(),
  },
  {
    id: "g24-sqlc-proposal",
    planted: [],
    build: (s) =>
      s
        .user("the accounts repo has so much Scan boilerplate")
        .bash("wc -l internal/accounts/repo.go", "612 internal/accounts/repo.go")
        .assistant(
          "612 lines, mostly `rows.Scan`. Options: (1) move the query layer to sqlc, which generates typed Go from the SQL; (2) use `pgx.CollectRows` with `RowToStructByName` to cut the scanning. (1) is the bigger win but touches every repo.",
        )
        .user("no, not touching the query layer now")
        .assistant("Ok, leaving the repo as it is.")
        .user("maybe a materialized view for the balances thing at some point? dunno")
        .assistant("Could be; it depends on how stale the balances may be. Happy to look when you want.")
        .stop(),
  },
  {
    id: "g25-burn-rate-alert",
    planted: [{ kind: "task", keys: ["burn-rate"] }],
    build: (s) =>
      s
        .user("show me the ledger availability for the last week")
        .bash(
          'promtool query instant http://prometheus:9090 \'sum(rate(grpc_server_handled_total{service="ledger",code!~"OK|NotFound"}[7d])) / sum(rate(grpc_server_handled_total{service="ledger"}[7d]))\'',
          "{} => 0.00231 @[1762250400]",
        )
        .assistant(
          "Error ratio over 7 days is 0.231%, so about 99.77% available against the 99.9% SLO — you've burned more than the week's share of the budget.",
        )
        .user(
          "ugh. we don't even page on that. we need a multiwindow burn-rate alert for the ledger SLO — not now though, Dana and I are pairing on alerting Thursday, it goes on that list",
        )
        .assistant("Noted for Thursday: a multiwindow burn-rate alert on the ledger availability SLO. Nothing changed today.")
        .stop(),
  },
  {
    id: "g26-mesh",
    planted: [{ kind: "fact", keys: ["linkerd"] }],
    build: (s) =>
      s
        .user("should I add TLS to the orders→ledger grpc connection? it's plaintext in the client")
        .bash("kubectl -n ledger get pod -l app=ledger -o jsonpath='{.items[0].spec.containers[*].name}'", "ledger linkerd-proxy flagd")
        .assistant(
          "The ledger pods run a `linkerd-proxy` sidecar, so pod-to-pod traffic inside the mesh is already mTLS even though the client dials plaintext. Is everything in the cluster meshed with Linkerd?",
        )
        .user("correct, every namespace except kube-system is meshed with linkerd. no app-level tls")
        .assistant("Then the plaintext dial is fine; nothing to change.")
        .stop(),
  },
  {
    id: "g27-commit-style",
    planted: [{ kind: "instruction", keys: ["conventional"] }],
    build: (s) =>
      s
        .user("commit what we have")
        .bash("git status --short", " M internal/ledger/post.go\n M internal/ledger/post_test.go")
        .assistant("What message format do you use here? The log is a mix.")
        .bash(
          "git log --oneline -5",
          "a1f09c2 fix(ledger): reject zero-amount entries\n77b0e1d wip\n4c2d9aa feat(orders): idempotency keys\n0e93f11 Merge pull request #1790\n9d1c2b4 chore: bump pgx",
        )
        .user("conventional commits, scope = the service name, like `fix(ledger): ...`. the 'wip' ones are me being lazy, don't copy those")
        .bash(
          "git commit -am 'fix(ledger): round fx postings half-even'",
          "[h-fx 5e0a2d1] fix(ledger): round fx postings half-even\n 2 files changed, 31 insertions(+), 4 deletions(-)",
        )
        .assistant("Committed as `fix(ledger): round fx postings half-even`.")
        .stop(),
  },
  {
    id: "g28-migration-runner",
    planted: [{ kind: "decision", keys: ["pre-upgrade"] }],
    build: (s) =>
      s
        .user("the new ledger chart should run migrations. put goose in an init container?")
        .file("Read", "deploy/ledger/templates/deployment.yaml")
        .assistant(
          "I can add an init container running `goose up`. With 6 replicas that means 6 pods racing for goose's lock on every rollout, but goose handles that.",
        )
        .user(
          "hmm scratch the init container. one run per release: make it a helm pre-upgrade hook Job (pre-install too), and the deployment only rolls if it succeeds",
        )
        .file("Write", "deploy/ledger/templates/job-migrate.yaml")
        .bash(
          "helm template deploy/ledger | grep -A2 'helm.sh/hook'",
          '    "helm.sh/hook": pre-install,pre-upgrade\n    "helm.sh/hook-delete-policy": before-hook-creation',
        )
        .assistant("Migrations run once per release as a pre-install/pre-upgrade hook Job; no init container.")
        .user("perfect")
        .stop(),
  },
  {
    id: "g29-flagd-warning",
    planted: [],
    build: (s) =>
      s
        .user(
          "what's this in the ledger logs?\n```\n2026-11-05T07:58:12Z WARN flags: evaluation failed, always falling back to default variant: rpc error: code = Unavailable desc = connection refused (localhost:8013)\n```",
        )
        .bash(
          "kubectl -n ledger logs deploy/ledger -c flagd --since=1h | head -3",
          '{"level":"info","ts":"2026-11-05T07:58:19Z","msg":"flag sync started","source":"/etc/flagd/ledger.flagd.json"}\n{"level":"info","ts":"2026-11-05T07:58:19Z","msg":"listening","port":8013}',
        )
        .assistant(
          "flagd came up 7 seconds after the ledger container, so the first evaluations fell back to defaults. Probably just startup ordering on that pod; since then there are no more warnings.",
        )
        .user("ok whatever, harmless then")
        .stop(),
  },
  {
    id: "g30-sqlx-bump",
    planted: [{ kind: "task", keys: ["sqlx", "0.8"] }],
    build: (s) =>
      s
        .user("dependabot wants sqlx 0.8, can we take it?")
        .bash(
          "cargo update -p sqlx --precise 0.8.2 2>&1 | tail -3",
          "error: package `sqlx-core v0.8.2` cannot be built because it requires rustc 1.78 or newer, while the currently active rustc version is 1.75.0",
          101,
        )
        .assistant("Not right now: sqlx 0.8 needs rustc 1.78 and the toolchain here is pinned to 1.75.")
        .user("ugh, right. close the dependabot PR, but the sqlx 0.8 upgrade stays on our todo for when the toolchain moves")
        .bash("gh pr close 1851 -c 'blocked on toolchain 1.75, tracked separately'", "✓ Closed pull request #1851 (chore(deps): bump sqlx from 0.7.4 to 0.8.2)")
        .assistant("Closed #1851. The sqlx 0.8 upgrade stays open until the toolchain is past 1.78.")
        .stop(),
  },
  {
    id: "g31-shared-protos",
    planted: [{ kind: "fact", keys: ["buf.build"] }],
    build: (s) =>
      s
        .user("why is there no proto/ dir in the orders service?")
        .bash(
          "cat buf.gen.yaml buf.yaml 2>/dev/null; grep -n 'acme/apis' go.mod",
          "go.mod:9:\tbuf.build/gen/go/acme/apis/protocolbuffers/go v1.34.2-20261101093012-8c1f2e0a9b77.1",
        )
        .assistant(
          "Orders doesn't generate anything itself: it pulls the generated Go stubs from the BSR module `buf.build/acme/apis` (the `buf.build/gen/go/...` import). So the protos live in the shared apis repo, not here. Is that right?",
        )
        .user("yes. all protos live in acme/apis and get pushed to buf.build/acme/apis; services consume the generated SDKs")
        .assistant("Got it, so a field change goes to acme/apis first, then a `go get` bump here.")
        .stop(),
  },
  {
    id: "g32-testcontainers",
    planted: [{ kind: "instruction", keys: ["testcontainers"] }],
    build: (s) =>
      s
        .user("write an integration test for the transfers repo")
        .bash(
          "grep -rn 'DATABASE_URL\\|testcontainers' internal/*/repo_test.go | head -4",
          'internal/accounts/repo_test.go:22:\tpg, err := postgres.Run(ctx, "postgres:16-alpine", testcontainers.WithWaitStrategy(',
        )
        .assistant(
          "The accounts tests start a throwaway Postgres with testcontainers-go. I'll do the same for transfers — unless you'd rather point it at the dev database for speed?",
        )
        .user(
          "no, never the shared dev db, people's data is in there. integration tests always use testcontainers with postgres:16-alpine, and run the goose migrations in the test setup",
        )
        .file("Write", "internal/transfers/repo_test.go")
        .bash("go test ./internal/transfers/... -run Integration", "ok  \tgithub.com/acme/ledger/internal/transfers\t9.881s")
        .assistant("Added `repo_test.go` with a testcontainers Postgres 16 and migrations applied in `TestMain`; passes.")
        .stop(),
  },
  {
    id: "g33-tenant-limiter",
    planted: [{ kind: "decision", keys: ["governor"] }],
    build: (s) =>
      s
        .user("ingest needs rate limiting per tenant, one tenant is flooding us")
        .file("Read", "crates/ingest-rs/src/server.rs")
        .assistant(
          "Two options:\n1. tower's `RateLimitLayer` — per connection, not per tenant, so a tenant with many connections gets through.\n2. the `governor` crate with a keyed limiter on the tenant id from the request metadata.\nSince the limit should be per tenant, I'd take 2.",
        )
        .user("2")
        .bash(
          "cargo add governor@0.7 && cargo test -q limiter",
          "      Adding governor v0.7.0 to dependencies\nrunning 4 tests\n....\ntest result: ok. 4 passed; 0 failed",
        )
        .assistant("Going with `governor`, keyed by `x-tenant-id`; over-limit requests get `RESOURCE_EXHAUSTED`. 4 tests pass.")
        .stop(),
  },
  {
    id: "g34-bench-curiosity",
    planted: [],
    build: (s) =>
      s
        .user("just curious, how much slower is protojson than binary for an Entry?")
        .bash(
          "go test ./internal/codec -bench 'Marshal' -benchmem -run '^$'",
          "BenchmarkMarshalProto-8     \t 4172310\t       287.1 ns/op\t     96 B/op\t       1 allocs/op\nBenchmarkMarshalProtoJSON-8 \t  498112\t      2391 ns/op\t    712 B/op\t      17 allocs/op",
        )
        .assistant("On this box protojson is about 8x slower (2.4µs vs 287ns) and allocates 17 times instead of once.")
        .user("ha, wow. ok")
        .assistant("Yeah, most of it is reflection in protojson.")
        .stop(),
  },
  {
    id: "g35-dashboard-port",
    planted: [{ kind: "task", keys: ["dashboard"] }],
    build: (s) =>
      s
        .user("switch the ledger http metrics to the otel semconv names")
        .file("Edit", "internal/telemetry/metrics.go")
        .bash(
          "go test ./internal/telemetry/... && curl -s localhost:9464/metrics | grep -c http_server_request_duration",
          "ok  \tgithub.com/acme/ledger/internal/telemetry\t0.331s\n14",
        )
        .assistant(
          "Done: the service now emits `http.server.request.duration` instead of `http_requests_total` + `http_request_duration_seconds`. Left open: the Grafana ledger dashboard still queries the old names, so its panels will go empty after deploy — it needs porting to the new metric names. Want me to leave that for later?",
        )
        .user("yeah leave the dashboard for later, make it a todo")
        .assistant("Todo kept: port the Grafana ledger dashboard to the semconv metric names.")
        .stop(),
  },
  {
    id: "g36-ingest-sre",
    planted: [{ kind: "fact", keys: ["dana"] }],
    build: (s) =>
      s
        .user("who's on point for the ingest kafka consumers if they lag?")
        .bash(
          "cat OWNERS.md | sed -n '1,12p'",
          "# Owners\n\n- ledger: @jpark (eng), @mruiz (billing protos)\n- ingest-rs: @dokafor (SRE), @lchen (eng)\n- flags infra: @platform",
        )
        .assistant("OWNERS.md lists `@dokafor` as SRE for ingest-rs — Dana Okafor, if I have the handle right?")
        .user("yes, Dana is the SRE for the whole ingest pipeline incl. the consumers, she owns that rotation")
        .assistant("Thanks.")
        .stop(),
  },
  {
    id: "g37-no-unwrap",
    planted: [{ kind: "instruction", keys: ["unwrap"] }],
    build: (s) =>
      s
        .user("clippy is complaining in ingest-rs, clean it up")
        .bash(
          "cargo clippy -q -- -W clippy::unwrap_used 2>&1 | head -6",
          "warning: used `unwrap()` on a `Result` value\n  --> src/consumer.rs:63:21\n   |\n63 |         let batch = decode(&msg).unwrap();\n   |                     ^^^^^^^^^^^^^^^^^^^^^\n   = help: if this value is an `Err`, it will panic",
        )
        .assistant("Three `unwrap()`s in non-test code. I'll replace them with `?` where the fn returns a Result.")
        .user(
          "good. and in general for this crate: no .unwrap() outside tests. either propagate with ? or .expect(\"why this can't fail\"). I'd like clippy to enforce it too",
        )
        .file("Edit", "crates/ingest-rs/src/consumer.rs")
        .file("Edit", "crates/ingest-rs/src/lib.rs")
        .bash("cargo clippy -q -- -D warnings && cargo test -q", "test result: ok. 57 passed; 0 failed; 0 ignored")
        .assistant("Removed the unwraps and added `#![cfg_attr(not(test), deny(clippy::unwrap_used))]` to `lib.rs`; clippy is clean and 57 tests pass.")
        .stop(),
  },
  {
    id: "g38-deadlines",
    planted: [{ kind: "decision", keys: ["deadline"] }],
    build: (s) =>
      s
        .user("orders calls accounts calls ledger and a slow ledger makes the whole chain hang. how do we stop that")
        .bash(
          "grep -rn 'context.Background()' internal/ | grep -v _test | head -4",
          "internal/accountsclient/client.go:44:\tctx := context.Background()\ninternal/ledgerclient/client.go:61:\tctx := context.Background()",
        )
        .assistant(
          "The clients start fresh contexts, so the incoming deadline is dropped. Proposal: every outbound gRPC call uses the incoming request's ctx so the deadline propagates, and if the incoming call has no deadline we set a default of 2s at the edge. Want me to do that across the three services?",
        )
        .user("do that")
        .file("Edit", "internal/accountsclient/client.go")
        .file("Edit", "internal/ledgerclient/client.go")
        .bash("go test ./...", "ok  \tgithub.com/acme/orders/internal/accountsclient\t0.611s\nok  \tgithub.com/acme/orders/internal/ledgerclient\t1.043s")
        .assistant("Both clients now take the caller's ctx; the edge interceptor adds a 2s deadline when none is set.")
        .stop(),
  },
  {
    id: "g39-advisory-locks",
    planted: [],
    build: (s) =>
      s
        .user("the scheduler uses pg advisory locks for leader election, right?")
        .bash("grep -rn 'pg_try_advisory_lock' internal/scheduler", "internal/scheduler/leader.go:31:\tconst q = `SELECT pg_try_advisory_lock($1)`")
        .assistant("Yes, `leader.go` takes `pg_try_advisory_lock` on a fixed key and holds it on a dedicated connection.")
        .user("maybe we should move that to a k8s Lease instead… hmm no, forget it, it works")
        .assistant("Ok, leaving the advisory lock.")
        .stop(),
  },
  {
    id: "g40-reverted-migration",
    planted: [{ kind: "fact", keys: ["0042"] }],
    build: (s) =>
      s
        .user("audit the migrations dir for anything weird before I add more")
        .bash(
          "cat db/migrations/0042_entries_memo_idx.sql",
          "-- +goose Up\n-- reverted in prod on 2026-06-18, intentionally empty\nSELECT 1;\n-- +goose Down\nSELECT 1;",
        )
        .assistant(
          "Only oddity: `0042_entries_memo_idx.sql` is a no-op (`SELECT 1`) with a comment saying it was reverted in prod. Was the numbering kept on purpose?",
        )
        .user("yes, 0042 was reverted in prod and left as an empty placeholder so the goose version sequence stays intact. known, leave it")
        .assistant("Ok. Nothing else stands out: numbering is contiguous and every file has a Down.")
        .stop(),
  },
  {
    id: "g41-flag-cleanup",
    planted: [{ kind: "task", keys: ["batch-posting"] }],
    build: (s) =>
      s
        .user("what % is ledger.enable-batch-posting at?")
        .bash("jq '.flags[\"ledger.enable-batch-posting\"].targeting' deploy/flags/ledger.flagd.json", '{ "fractional": [ ["on", 100], ["off", 0] ] }')
        .assistant("100% on, since the Nov 10 change to the flag file.")
        .user(
          "nice. once it's been at 100% for two weeks with no incidents we rip out the batch-posting flag and the old code path. that's for later, keep it on the list",
        )
        .assistant("Kept as an open item: remove `ledger.enable-batch-posting` and the old posting path after two clean weeks at 100%.")
        .stop(),
  },
  {
    id: "g42-slog",
    planted: [{ kind: "instruction", keys: ["slog"] }],
    build: (s) =>
      s
        .user("add some logging to the transfer saga so we can see where it stalls")
        .bash(
          "rg -n 'log\\.Printf|fmt\\.Println|slog\\.' internal/ | head -5",
          'internal/transfers/saga.go:88:\tlog.Printf("step %d done", step)\ninternal/ledger/post.go:40:\tslog.InfoContext(ctx, "posted", "entry_id", e.ID)',
        )
        .assistant("There's a mix: `saga.go` uses `log.Printf`, ledger uses `slog`. I'll add the saga logs with slog and keep the `log.Printf` line as is?")
        .user("no, convert it. fyi for all the go services: structured logs via log/slog only, JSON handler, no log.Printf and no fmt.Println")
        .file("Edit", "internal/transfers/saga.go")
        .bash("go vet ./... && go test ./internal/transfers/...", "ok  \tgithub.com/acme/ledger/internal/transfers\t3.204s")
        .assistant("The saga logs each step with `slog.InfoContext` (`transfer_id`, `step`, `elapsed_ms`); the old `log.Printf` is gone.")
        .stop(),
  },
  {
    id: "g43-coffee",
    planted: [],
    build: (s) =>
      s
        .user("lol the docker build took 14 min. coffee time")
        .bash("docker buildx du | tail -1", "Total:\t38.2GB")
        .assistant("The build cache is at 38 GB, that probably doesn't help. Enjoy the coffee.")
        .user("haha thanks, back in 10")
        .stop(),
  },
  {
    id: "g44-gateway",
    planted: [{ kind: "decision", keys: ["grpc-gateway"] }],
    build: (s) =>
      s
        .user("partners want REST for the balances endpoint. we don't want to hand-write handlers")
        .bash("buf dep update && grep -n 'googleapis' buf.yaml", "7:  - buf.build/googleapis/googleapis")
        .assistant(
          "I'd put grpc-gateway v2 in front: `google.api.http` annotations on `GetBalance`, generated reverse proxy, and `UseProtoNames: true` in the marshaler so JSON stays snake_case like the proto. The alternative is Connect, but that changes the server side too.",
        )
        .user("correct, grpc-gateway, keep snake_case")
        .file("Edit", "proto/ledger/v1/ledger.proto")
        .bash("make proto && go build ./cmd/gateway", "buf generate\nwrote gen/go/ledger/v1/ledger.pb.gw.go")
        .assistant("`GET /v1/accounts/{account_id}/balance` is served by the generated gateway in `cmd/gateway`.")
        .stop(),
  },
  {
    id: "g45-msrv",
    planted: [{ kind: "fact", keys: ["msrv", "1.75"] }],
    build: (s) =>
      s
        .user("why is the toolchain pinned so old in ingest-rs")
        .bash("cat rust-toolchain.toml", '[toolchain]\nchannel = "1.75.0"\ncomponents = ["clippy", "rustfmt"]')
        .assistant("Pinned to 1.75.0 in `rust-toolchain.toml`. Is there a consumer that forces it, or is it just stale?")
        .user("the edge boxes build ingest-rs from source with their distro rustc, which is 1.75. so our MSRV is 1.75 until ops upgrades them")
        .assistant("Understood.")
        .stop(),
  },
  {
    id: "g46-sccache",
    planted: [{ kind: "task", keys: ["sccache"] }],
    build: (s) =>
      s
        .user("rust CI takes 22 minutes, anything quick?")
        .bash(
          "gh run view 11876543999 --log | grep -E 'Compiling|Finished' | tail -2",
          "   Compiling ingest-rs v0.4.2 (/home/runner/work/app)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 19m 02s",
        )
        .assistant(
          "Almost all of it is compiling from scratch. Quick win: `Swatinem/rust-cache` for `target/`. Bigger win: sccache with an S3 bucket shared across runners, but that needs a bucket and IAM.",
        )
        .user("add rust-cache now. sccache later, needs the bucket from platform — leave it as a todo")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("actionlint .github/workflows/ci.yml", "")
        .assistant("Added `Swatinem/rust-cache@v2` to the rust job. sccache stays open until platform provides the bucket.")
        .stop(),
  },
  {
    id: "g47-grpc-web-question",
    planted: [],
    build: (s) =>
      s
        .user("does tonic do grpc-web out of the box?")
        .bash("cargo search tonic-web --limit 1", 'tonic-web = "0.12.3"    # grpc-web protocol translation for tonic services.')
        .assistant("Not in tonic itself: `tonic-web` adds a layer that translates grpc-web requests, and you'd enable `accept_http1` on the server.")
        .user("ok good to know")
        .stop(),
  },
  {
    id: "g48-draft-prs",
    planted: [{ kind: "instruction", keys: ["draft"] }],
    build: (s) =>
      s
        .user("open a PR for this branch")
        .bash("git push -u origin h-transfers-idempotency", "branch 'h-transfers-idempotency' set up to track 'origin/h-transfers-idempotency'.")
        .assistant("Ready for review, or as a draft?")
        .user("always as a draft first, I flip it myself once CI is green. and post the link in #ledger-dev")
        .bash("gh pr create --draft --fill", "https://github.com/acme/ledger/pull/1862")
        .assistant("Opened draft #1862. I can't post to Slack from here, so here's the link for #ledger-dev: https://github.com/acme/ledger/pull/1862")
        .stop(),
  },
  {
    id: "g49-entries-table",
    planted: [
      { kind: "fact", keys: ["entries", "billion"] },
      { kind: "instruction", keys: ["concurrently"] },
    ],
    build: (s) =>
      s
        .user("add an index on entries(account_id, created_at)")
        .bash('psql "$LEDGER_RO_URL" -Atc "SELECT reltuples::bigint FROM pg_class WHERE relname = \'entries\'"', "2314877120")
        .assistant(
          "`entries` has about 2.3 billion rows in prod, so a plain `CREATE INDEX` would hold a lock that blocks writes for a long time. I'll use `CREATE INDEX CONCURRENTLY` in a goose migration with `-- +goose NO TRANSACTION`.",
        )
        .user("yes. and make that the rule: any index on a big table goes in CONCURRENTLY, in its own no-transaction migration")
        .file("Write", "db/migrations/0053_entries_account_created_idx.sql")
        .bash('goose -dir db/migrations postgres "$LOCAL_PG" up', "2026/11/06 14:02:51 OK   0053_entries_account_created_idx.sql (312.4ms)")
        .assistant("Added `0053_entries_account_created_idx.sql` (concurrent, no transaction); applied locally.")
        .stop(),
  },
  {
    id: "g50-dead-letter",
    planted: [{ kind: "decision", keys: ["dead-letter"] }],
    build: (s) =>
      s
        .user("outbox rows that fail forever just keep retrying. what do we do with them")
        .bash("psql \"$LEDGER_RO_URL\" -Atc 'SELECT count(*) FROM outbox WHERE attempts > 20'", "412")
        .assistant(
          "412 rows past 20 attempts. Options: (a) a separate Kafka dead-letter topic, (b) move them to an `outbox_dead_letter` table after N attempts and alert on its size. (b) keeps it in Postgres where we can replay with SQL.",
        )
        .user("b, with N=5")
        .file("Write", "db/migrations/0054_outbox_dead_letter.sql")
        .file("Edit", "internal/outbox/poller.go")
        .bash("go test ./internal/outbox/...", "ok  \tgithub.com/acme/ledger/internal/outbox\t2.718s")
        .assistant("Outbox rows move to the dead-letter table (`outbox_dead_letter`) after 5 failed attempts; the poller test covers the move.")
        .stop(),
  },
  {
    id: "g51-flagd-runbook",
    planted: [{ kind: "task", keys: ["runbook"] }],
    build: (s) =>
      s
        .user("what happens to ledger if flagd dies completely?")
        .bash(
          "rg -n 'WithDefault|fallback' internal/flags/",
          "internal/flags/client.go:47:\t// fallback: always the code default when the provider errors\ninternal/flags/client.go:52:\treturn c.of.BooleanValue(ctx, key, def, evalCtx)",
        )
        .assistant(
          "Evaluations fall back to the code defaults, so every flag reads as off — batch posting would silently switch back to the old path. Nothing alerts on it today.",
        )
        .user("great. we need a runbook for the flagd-down case (how to tell, what breaks, how to pin flags). not today, add it to the backlog")
        .assistant("Backlog: write a runbook for flagd outages (detection, impact per flag, pinning flags). Nothing written yet.")
        .stop(),
  },
  {
    id: "g52-revert-commit",
    planted: [],
    build: (s) =>
      s
        .user("revert my last commit, it broke the gateway build")
        .bash(
          "git log --oneline -1 && git revert --no-edit HEAD",
          'c81d7e0 feat(gateway): add cors middleware\n[main 0aa21f4] Revert "feat(gateway): add cors middleware"\n 2 files changed, 4 deletions(-)',
        )
        .bash("go build ./cmd/gateway", "")
        .assistant("Reverted c81d7e0 as 0aa21f4; `cmd/gateway` builds again.")
        .user("thanks, my bad")
        .assistant("Sure.")
        .stop(),
  },
  {
    id: "g53-table-tests",
    planted: [{ kind: "instruction", keys: ["table-driven"] }],
    build: (s) =>
      s
        .user("write tests for money.Round")
        .file("Read", "internal/money/round.go")
        .assistant(
          "I'll help you add tests for `Round`. Looking at the existing tests in `internal/money`, they're all table-driven with `t.Run(tc.name, ...)` subtests. Should I keep to that style for new Go tests generally?",
        )
        .user("correct, table-driven with t.Run for all go tests, and tc.name in plain words")
        .file("Write", "internal/money/round_test.go")
        .bash(
          "go test ./internal/money/ -run TestRound -v | tail -3",
          "    --- PASS: TestRound/half_even_negative (0.00s)\nPASS\nok  \tgithub.com/acme/ledger/internal/money\t0.012s",
        )
        .assistant("✓ Added `round_test.go` with 9 cases (half-even, negatives, zero, max int64); all pass.")
        .stop(),
  },
  {
    id: "g54-config-lib",
    planted: [{ kind: "decision", keys: ["koanf"] }],
    build: (s) =>
      s
        .user("the transfers worker needs config from env. use kelseyhightower/envconfig, it's simple")
        .bash("go get github.com/kelseyhightower/envconfig", "go: added github.com/kelseyhightower/envconfig v1.4.0")
        .assistant("Added envconfig; I'll define a `Config` struct with `envconfig` tags in `cmd/transfers-worker`.")
        .user("wait, no. we standardized on koanf across the go services last month (env + the yaml file). drop envconfig and use koanf like ledger does")
        .bash(
          "go mod edit -droprequire github.com/kelseyhightower/envconfig && go get github.com/knadh/koanf/v2 && go build ./cmd/transfers-worker",
          "go: added github.com/knadh/koanf/v2 v2.1.1",
        )
        .file("Write", "cmd/transfers-worker/config.go")
        .assistant("Switched to koanf (env provider + `config.yaml`), same layout as `cmd/ledger/config.go`; envconfig removed.")
        .user("yep")
        .stop(),
  },
  {
    id: "g55-metrics-port",
    planted: [{ kind: "fact", keys: ["9464"] }],
    build: (s) =>
      s
        .user("prometheus isn't scraping the new transfers worker")
        .bash(
          "kubectl -n ledger get servicemonitor ledger -o jsonpath='{.spec.endpoints[0].port}'; grep -n 'Listen' cmd/transfers-worker/main.go",
          'metrics\ncmd/transfers-worker/main.go:71:\thttp.ListenAndServe(":9090", promhttp.Handler())',
        )
        .assistant(
          "The ServiceMonitor scrapes the `metrics` port, which in every chart maps to 9464 (the OTel Prometheus exporter default), while the worker serves metrics on 9090. Is 9464 the standard metrics port for all services?",
        )
        .user("yes, metrics are on 9464 everywhere, 9090 is the grpc port")
        .file("Edit", "cmd/transfers-worker/main.go")
        .bash("go build ./cmd/transfers-worker", "")
        .assistant("The worker now serves metrics on :9464.")
        .stop(),
  },
  {
    id: "g56-cert-rotation",
    planted: [{ kind: "task", keys: ["rotate"] }],
    build: (s) =>
      s
        .user("check when the partner-facing gateway cert expires")
        .bash("echo | openssl s_client -connect api.acme.example:443 2>/dev/null | openssl x509 -noout -enddate", "notAfter=Dec 15 23:59:59 2026 GMT")
        .assistant("It expires Dec 15 2026. It's not from cert-manager, so nobody renews it automatically.")
        .user("damn. someone has to rotate it manually before then, it needs the partner's CSR dance. not now, but keep it as an open todo with the date")
        .assistant("Open todo: rotate the partner gateway cert before Dec 15 2026 (manual, needs the partner CSR).")
        .stop(),
  },
  {
    id: "g57-money-repr",
    planted: [{ kind: "decision", keys: ["minor", "units"] }],
    build: (s) =>
      s
        .user("for the transfers proto, how do we represent amounts? google.type.Money?")
        .bash("rg -n 'amount' proto/ledger/v1/ledger.proto", "14:  int64 amount_minor = 2;\n15:  string currency = 3;")
        .assistant(
          "`google.type.Money` splits units and nanos, which is awkward for currencies with 0 or 3 decimals. Ledger already uses `int64 amount_minor` + ISO 4217 `currency`. I'd keep amounts as int64 minor units plus a currency code in transfers too, so there's one representation everywhere.",
        )
        .user("yep, minor units + currency everywhere")
        .file("Edit", "proto/transfers/v1/transfers.proto")
        .bash("buf lint && buf breaking --against '.git#branch=main'", "")
        .assistant("`Transfer` now has `int64 amount_minor` and `string currency`; lint and breaking checks are clean.")
        .stop(),
  },
  {
    id: "g58-display-name-backfill",
    planted: [{ kind: "task", keys: ["backfill"] }],
    build: (s) =>
      s
        .user("display_name is in prod now. anything left?")
        .bash("psql \"$LEDGER_RO_URL\" -Atc 'SELECT count(*) FROM accounts WHERE display_name IS NULL'", "1877402")
        .assistant(
          "1.88M accounts still have a NULL `display_name`. Left to do: backfill it from the CRM export in batches, then add the NOT NULL constraint in a later migration.",
        )
        .user("right, the backfill is still open. I'll get the CRM export next week, leave it till then")
        .assistant("Ok, the backfill (and then the NOT NULL) stay open until the CRM export arrives.")
        .stop(),
  },
  {
    id: "g59-trace-sampling",
    planted: [{ kind: "decision", keys: ["sampling", "10%"] }],
    build: (s) =>
      s
        .user("tempo bill doubled. we're tracing 100% of ledger requests, right?")
        .bash("rg -n 'Sampler' internal/telemetry/setup.go", "internal/telemetry/setup.go:58:\t\tsdktrace.WithSampler(sdktrace.AlwaysSample()),")
        .assistant(
          "Yes, `AlwaysSample()`. Two options:\n1. Head sampling in the SDK: `ParentBased(TraceIDRatioBased(0.1))`, so 10% of new traces and downstream services follow the parent's choice.\n2. Tail sampling in the collector (keep errors and slow traces), which needs the collector to buffer whole traces.",
        )
        .user("tail sampling means platform touching the collector, not happening this quarter")
        .assistant(
          "Then I'd go with 1: parent-based head sampling at 10% in every Go and Rust service, so a trace is either fully kept or fully dropped across services.",
        )
        .user("yep")
        .file("Edit", "internal/telemetry/setup.go")
        .bash("go test ./internal/telemetry/...", "ok  \tgithub.com/acme/ledger/internal/telemetry\t0.288s")
        .assistant("`setup.go` now uses `ParentBased(TraceIDRatioBased(0.1))`; the ratio is read from `OTEL_TRACES_SAMPLER_ARG` with 0.1 as the default.")
        .stop(),
  },
  {
    id: "g60-enum-zero",
    planted: [
      { kind: "instruction", keys: ["unspecified"] },
      { kind: "task", keys: ["contributing"] },
    ],
    build: (s) =>
      s
        .user("add a TransferStatus enum: pending, settled, failed")
        .bash(
          "rg -n '_UNSPECIFIED = 0' proto/ | head -3",
          "proto/ledger/v1/ledger.proto:31:  ENTRY_KIND_UNSPECIFIED = 0;\nproto/accounts/v1/accounts.proto:12:  ACCOUNT_STATE_UNSPECIFIED = 0;",
        )
        .assistant(
          "I'll follow the existing enums: every enum's zero value is `<ENUM>_UNSPECIFIED = 0` and never means a real state, so an unset field can't be mistaken for `PENDING`. I'll keep to that for every new enum, ok?",
        )
        .user("correct")
        .file("Edit", "proto/transfers/v1/transfers.proto")
        .bash("buf lint && buf breaking --against '.git#branch=main' && make proto", "buf generate\nwrote gen/go/transfers/v1/transfers.pb.go")
        .assistant("Added `TransferStatus` with `TRANSFER_STATUS_UNSPECIFIED = 0`, `PENDING`, `SETTLED`, `FAILED`; lint and breaking are clean.")
        .user(
          "thx. none of these proto conventions are written down anywhere, which is how we keep relearning them. we should document them in CONTRIBUTING.md at some point, not now",
        )
        .assistant("Noted as open: write the proto conventions (enum zero values, reserved numbers, lint/breaking before regen) into CONTRIBUTING.md.")
        .stop(),
  },
  {
    id: "g61-ingest-consumer-author",
    planted: [
      { kind: "fact", keys: ["chen"] },
      { kind: "fact", keys: ["at-least-once"] },
    ],
    build: (s) =>
      s
        .user("the offset commit logic in the ingest consumer is weird. who wrote it?")
        .bash(
          "git log --format='%an' -- crates/ingest-rs/src/consumer.rs | sort | uniq -c | sort -rn | head -3",
          "     41 Li Chen\n      6 Dana Okafor\n      2 dependabot[bot]",
        )
        .assistant("Mostly Li Chen (41 of 49 commits). Want me to draft a question for them?")
        .user("Li Chen wrote it but she's on parental leave until mid January, so don't wait on her. ask Dana if anything")
        .file("Read", "crates/ingest-rs/src/consumer.rs")
        .assistant(
          "Reading it: offsets are committed after the batch is written to Postgres, so a crash between write and commit replays the batch — that's why the insert uses `ON CONFLICT DO NOTHING`. It's at-least-once by design, not a bug.",
        )
        .user("ah ok, makes sense")
        .stop(),
  },
  {
    id: "g62-buf-breaking-question",
    planted: [],
    build: (s) =>
      s
        .user("what does buf breaking actually compare? the generated code or the protos?")
        .bash("buf breaking --against '.git#branch=main' --error-format=json | head -2", "")
        .assistant(
          "The protos: it builds an image of the current `.proto` files and one from the `--against` ref and compares them by rule category (FILE by default), e.g. deleted fields, changed field numbers or types, renamed packages. Generated code isn't looked at.",
        )
        .user("and WIRE vs FILE?")
        .assistant("WIRE only flags what breaks the binary encoding; FILE also flags source-level breaks like renames that would break generated code users.")
        .user("got it ty")
        .stop(),
  },
  {
    id: "g63-staging-data",
    planted: [{ kind: "fact", keys: ["staging", "nightly"] }],
    build: (s) =>
      s
        .user("can I test the display_name backfill query on staging with realistic data?")
        .bash("kubectl -n data get cronjob -o custom-columns=NAME:.metadata.name,SCHEDULE:.spec.schedule | grep restore", "ledger-staging-restore   15 2 * * *")
        .assistant(
          "There's a `ledger-staging-restore` CronJob at 02:15 every night. If it restores an anonymized prod snapshot, staging data is at most a day old — is that what it does?",
        )
        .user("yes, staging ledger db is a nightly anonymized restore of prod. anything you write there is gone the next morning")
        .bash("psql \"$LEDGER_STAGING_URL\" -Atc 'SELECT count(*) FROM accounts WHERE display_name IS NULL'", "1877120")
        .assistant("Staging has 1,877,120 NULL display names, close to prod, so it's a realistic place to time the backfill.")
        .stop(),
  },
  {
    id: "g64-pg16",
    planted: [
      { kind: "task", keys: ["pg16"] },
      { kind: "fact", keys: ["14.13"] },
    ],
    build: (s) =>
      s
        .user("which postgres version is the ledger cluster on")
        .bash("psql \"$LEDGER_RO_URL\" -Atc 'SHOW server_version'", "14.13")
        .assistant("The ledger cluster runs Postgres 14.13, while the tests run on 16 (testcontainers `postgres:16-alpine`), two majors apart.")
        .user("yeah i know. the pg16 upgrade of the ledger cluster is still open, it's waiting for the january maintenance window. keep it on the list")
        .assistant("Kept open: upgrade the ledger cluster to PG16 in the January window.")
        .stop(),
  },
  {
    id: "g65-kafka-client",
    planted: [{ kind: "decision", keys: ["franz-go"] }],
    build: (s) =>
      s
        .user("ledger has to publish outbox events to kafka now. which go client")
        .bash("go list -m all | grep -i -E 'kafka|sarama|franz'", "")
        .assistant(
          "No Kafka client yet. The choices are confluent-kafka-go (cgo + librdkafka, breaks our static builds), sarama (works, but the API is clunky and idempotent producing is fiddly), and franz-go (pure Go, idempotent producer by default, good metrics hooks). I'd go with franz-go.",
        )
        .user("yep, franz-go")
        .bash(
          "go get github.com/twmb/franz-go@v1.18.0 && go build ./...",
          "go: added github.com/twmb/franz-go v1.18.0\ngo: added github.com/twmb/franz-go/pkg/kmsg v1.9.0",
        )
        .file("Write", "internal/outbox/publisher.go")
        .assistant("Added `internal/outbox/publisher.go` with a franz-go producer (idempotent, `acks=all`).")
        .stop(),
  },
  {
    id: "g66-idempotency-cleanup",
    planted: [{ kind: "task", keys: ["idempotency"] }],
    build: (s) =>
      s
        .user("add idempotency keys to CreateTransfer: same key + same request returns the first result")
        .file("Write", "db/migrations/0055_idempotency_keys.sql")
        .file("Edit", "internal/transfers/service.go")
        .bash(
          "go test ./internal/transfers/... -run Idempotent -v | tail -2",
          "--- PASS: TestCreateTransfer_Idempotent (0.41s)\nok  \tgithub.com/acme/ledger/internal/transfers\t4.020s",
        )
        .assistant(
          "Done: `idempotency_keys(key, request_hash, response, created_at)`; a repeat with the same key and hash returns the stored response, a different hash gives `FAILED_PRECONDITION`. One thing I didn't do: nothing deletes old keys yet, so the table grows forever. A cleanup job for keys older than 24h is still needed.",
        )
        .user("right, leave the idempotency key cleanup for now, put it on the todo list")
        .assistant("Todo: a cleanup job deleting idempotency keys older than 24h.")
        .stop(),
  },
  {
    id: "g67-latency-spike",
    planted: [],
    build: (s) =>
      s
        .user("p99 for PostEntries jumped to 800ms around 14:10, wtf")
        .bash(
          "promtool query range --start=2026-11-12T13:50:00Z --end=2026-11-12T14:40:00Z --step=5m http://prometheus:9090 'histogram_quantile(0.99, sum by (le) (rate(grpc_server_handling_seconds_bucket{grpc_method=\"PostEntries\"}[5m])))'",
          "{} =>\n0.041 @[1762955400]\n0.043 @[1762955700]\n0.812 @[1762956600]\n0.790 @[1762956900]\n0.044 @[1762957800]",
        )
        .assistant(
          "Spike from 14:10 to ~14:25, then back to 44ms. Could be GC pauses if a pod got a big batch, or a noisy neighbour on the node — I'd check the node's CPU steal for that window. Nothing in our deploy history around then.",
        )
        .user("platform drained a node at 14:05, that's probably it")
        .bash(
          "kubectl get events -A --field-selector reason=NodeNotReady | tail -2",
          "default   51m   Normal   NodeNotReady   node/ip-10-2-41-7   Node ip-10-2-41-7 status is now: NodeNotReady",
        )
        .assistant("Matches: the node went NotReady at 14:07 and the ledger pods were rescheduled. Likely that, though I can't prove it from here.")
        .user("ok, it went away, moving on")
        .stop(),
  },
  {
    id: "g68-staging-migrations",
    planted: [{ kind: "instruction", keys: ["pipeline"] }],
    build: (s) =>
      s
        .user("0055 is merged. is it on staging?")
        .bash("psql \"$LEDGER_STAGING_URL\" -Atc 'SELECT max(version_id) FROM goose_db_version'", "54")
        .assistant("Staging is at 54, so 0055 isn't applied yet. Want me to run `goose up` against staging from here?")
        .user(
          "no!! never run migrations against staging or prod from a laptop, ever. they only go through the deploy pipeline (the migrate job), so there's an audit trail. just trigger the staging deploy",
        )
        .bash("gh workflow run deploy.yml -f env=staging -f service=ledger", "✓ Created workflow_dispatch event for deploy.yml at main")
        .assistant("Triggered the staging deploy; its migrate job will apply 0055.")
        .stop(),
  },
  {
    id: "g69-mobile-bff",
    planted: [{ kind: "fact", keys: ["bff"] }],
    build: (s) =>
      s
        .user("can I rename GetBalanceResponse.available to available_minor? only orders uses it")
        .bash(
          "rg -l 'GetBalance' ~/src/acme --glob '!**/gen/**' | head",
          "/home/dev/src/acme/orders/internal/ledgerclient/balance.go\n/home/dev/src/acme/mobile-bff/src/ledger/balance.ts",
        )
        .assistant(
          "Not only orders: `mobile-bff` calls `GetBalance` too (`src/ledger/balance.ts`). A rename is wire-compatible but breaks its generated TS client at build time, and the app versions in the wild go through the BFF.",
        )
        .user("oh right, the mobile BFF is a ledger API consumer too, I always forget. it's owned by the mobile team and deploys weekly")
        .assistant("So the rename needs a coordinated change in mobile-bff; I haven't touched anything.")
        .user("leave it then, not worth it")
        .stop(),
  },
  {
    id: "g70-exemplars",
    planted: [{ kind: "task", keys: ["exemplars"] }],
    build: (s) =>
      s
        .user("can grafana jump from a latency spike to an example trace?")
        .bash(
          "curl -s -H 'Accept: application/openmetrics-text' localhost:9464/metrics | grep -m1 'request_duration_seconds_bucket'",
          'http_server_request_duration_seconds_bucket{le="0.05"} 18231',
        )
        .assistant(
          "Not today: the histogram has no exemplars (no `# {trace_id=...}` suffix). Getting there means enabling exemplars in the OTel Prometheus exporter and turning on exemplar storage in Prometheus — the second part is a platform change. Worth a follow-up?",
        )
        .user("yep, later. exemplars on the latency histograms, put it on the list")
        .assistant("Added to the follow-ups: exemplars on the latency histograms (exporter + Prometheus exemplar storage).")
        .stop(),
  },
  {
    id: "g71-flag-targeting",
    planted: [{ kind: "decision", keys: ["targeting", "account_id"] }],
    build: (s) =>
      s
        .user("we want to roll out fx rounding gradually. how do we key the rollout?")
        .file("Read", "internal/flags/client.go")
        .assistant("Simplest: set the OpenFeature targeting key to the tenant id, so a tenant is either fully in or out.")
        .user("ok")
        .file("Edit", "internal/flags/client.go")
        .bash("go test ./internal/flags/...", "ok  \tgithub.com/acme/ledger/internal/flags\t0.120s")
        .user(
          "hmm, thinking about it, tenants are way too coarse, the big one is 40% of traffic. make the targeting key the account_id instead, then 5% actually means 5%",
        )
        .file("Edit", "internal/flags/client.go")
        .bash("go test ./internal/flags/...", "ok  \tgithub.com/acme/ledger/internal/flags\t0.118s")
        .assistant("Changed: the evaluation context's targeting key is now the `account_id`; tenant id stays as an attribute for rules.")
        .user("👌")
        .stop(),
  },
  {
    id: "g72-chitchat-model",
    planted: [],
    build: (s) =>
      s
        .user("quick q before I start: are you the new model? you seem faster today")
        .bash("copilot --version", "GitHub Copilot CLI 0.0.354")
        .assistant("I can't see which model the CLI routes to beyond what your settings say; the CLI itself is 0.0.354. Happy to get going whenever you are.")
        .user("heh fair. ok gimme a sec, pulling main first")
        .assistant("Sure.")
        .stop(),
  },
  {
    id: "g73-events-topic",
    planted: [{ kind: "fact", keys: ["48", "partitions"] }],
    build: (s) =>
      s
        .user("how far can we scale the ingest consumers horizontally?")
        .bash(
          "kafka-topics --bootstrap-server kafka:9092 --describe --topic events.v1 | head -1",
          "Topic: events.v1\tTopicId: 9jPq0k1sT4a2\tPartitionCount: 48\tReplicationFactor: 3\tConfigs: retention.ms=604800000",
        )
        .assistant(
          "`events.v1` has 48 partitions (RF 3, 7 days retention), so at most 48 consumers in the group do useful work; beyond that they sit idle. We run 12 today.",
        )
        .user("correct, and repartitioning is a big deal (ordering per account), so 48 is the ceiling for now")
        .assistant("Then 48 consumers max; more throughput per consumer would have to come from bigger batches.")
        .stop(),
  },
  {
    id: "g74-expired-flags",
    planted: [{ kind: "task", keys: ["expired"] }],
    build: (s) =>
      s
        .user("any flags past their expiry?")
        .bash(
          "jq -r '.flags | to_entries[] | select(.value.metadata.expires < \"2026-11-14\") | .key' deploy/flags/*.flagd.json",
          "ledger.enable-fx-rounding\norders.new-checkout-copy\norders.enable-split-tender",
        )
        .assistant(
          "Three expired flags: `ledger.enable-fx-rounding`, `orders.new-checkout-copy`, `orders.enable-split-tender`. Removing them means removing the code paths too.",
        )
        .user("yeah that's a cleanup for after the release. the three expired flags stay as a todo, don't touch them now")
        .assistant("Todo kept: remove the three expired flags and their code paths after the release.")
        .stop(),
  },
  {
    id: "g75-histograms",
    planted: [{ kind: "decision", keys: ["exponential"] }],
    build: (s) =>
      s
        .user("the latency buckets are useless, everything lands in the 0.1 bucket")
        .bash(
          "rg -n 'Boundaries|ExplicitBucket' internal/telemetry/",
          "internal/telemetry/metrics.go:22:\t\tExplicitBucketBoundaries: []float64{0.1, 0.5, 1, 5},",
        )
        .assistant(
          "Hand-picked buckets at 0.1/0.5/1/5s. Rather than re-guessing boundaries, I'd switch the duration histograms to OTel base-2 exponential histograms (Prometheus native histograms on the scrape side), so resolution adapts to the data.",
        )
        .user("do that")
        .file("Edit", "internal/telemetry/metrics.go")
        .bash("go test ./internal/telemetry/...", "ok  \tgithub.com/acme/ledger/internal/telemetry\t0.301s")
        .assistant("Duration histograms now use the exponential aggregation (max scale 20, 160 buckets).")
        .stop(),
  },
  {
    id: "g76-rust-errors",
    planted: [{ kind: "instruction", keys: ["thiserror"] }],
    build: (s) =>
      s
        .user("add an error type for the decode module")
        .bash("rg -n 'thiserror|anyhow' crates/*/Cargo.toml", 'crates/ingest-core/Cargo.toml:14:thiserror = "1"\ncrates/ingest-rs/Cargo.toml:19:anyhow = "1"')
        .assistant(
          "The split in the workspace looks deliberate: library crates (`ingest-core`) define typed errors with `thiserror`, and only the binary (`ingest-rs`) uses `anyhow` at the top. So the decode module in ingest-core gets a `thiserror` enum. Keep that split as the rule?",
        )
        .user("correct, that's the rule")
        .file("Edit", "crates/ingest-core/src/decode.rs")
        .bash("cargo test -q -p ingest-core", "test result: ok. 23 passed; 0 failed; 0 ignored")
        .assistant("Added `DecodeError` (thiserror) with `Truncated`, `UnknownVersion(u8)` and `Proto(prost::DecodeError)`; 23 tests pass.")
        .stop(),
  },
  {
    id: "g77-sqlx-check",
    planted: [{ kind: "task", keys: ["sqlx", "check"] }],
    build: (s) =>
      s
        .user("CI broke again because someone forgot to refresh .sqlx")
        .bash("cargo sqlx prepare && git status --short .sqlx | head -3", " M .sqlx/query-3b1f0c9e.json\n M .sqlx/query-a8d211f4.json")
        .assistant("Refreshed: two cached queries were stale. Committing them will fix the build.")
        .user(
          "ok. we should also have a CI step that runs `cargo sqlx prepare --check` so this fails with a clear message instead of a compile error. not now, I want to redo the CI file anyway. leave it open",
        )
        .bash("git commit -qam 'fix(ingest): refresh sqlx query cache' && git log --oneline -1", "3c9e2a1 fix(ingest): refresh sqlx query cache")
        .assistant("Committed the cache refresh. The `cargo sqlx prepare --check` CI step stays open for the CI rework.")
        .stop(),
  },
  {
    id: "g78-gofumpt",
    planted: [],
    build: (s) =>
      s
        .user("run gofumpt on internal/transfers, the diff in my PR is noisy")
        .bash(
          "gofumpt -l -w internal/transfers && git diff --stat",
          " internal/transfers/saga.go    | 12 ++++++------\n internal/transfers/service.go |  4 ++--\n 2 files changed, 8 insertions(+), 8 deletions(-)",
        )
        .assistant("Reformatted two files (saga.go, service.go); whitespace and grouping only.")
        .user("cool")
        .assistant("Anything else in that PR?")
        .user("nope that's it")
        .stop(),
  },
  {
    id: "g79-edge-flagd",
    planted: [{ kind: "fact", keys: ["edge", "flagd"] }],
    build: (s) =>
      s
        .user("I changed ledger.flagd.json but the mobile feature didn't flip")
        .bash("kubectl get deploy -A | grep flagd", "edge        flagd-mobile   2/2     2            2           211d")
        .assistant(
          "Mobile clients don't read the ledger sidecars: there's a separate `flagd-mobile` deployment in the `edge` namespace. Does that one read its own flag file?",
        )
        .user("yes, mobile flags are served by the flagd in the edge namespace, with its own file in the mobile-config repo. different owners too")
        .assistant("Then the change has to go into mobile-config; ledger.flagd.json only affects ledger.")
        .stop(),
  },
  {
    id: "g80-pagination",
    planted: [{ kind: "decision", keys: ["page_token"] }],
    build: (s) =>
      s
        .user("ListEntries returns everything, 40k rows for big accounts. add pagination")
        .file("Read", "proto/ledger/v1/ledger.proto")
        .assistant(
          "Per AIP-158: `page_size` + opaque `page_token` in the request and `next_page_token` in the response. The token would be base64 of the last `(created_at, id)`, so it's a keyset scan, not OFFSET. Page size default 100, max 1000. Same pattern for every List RPC from now on?",
        )
        .user("yes, page_token keyset pagination for all list rpcs")
        .file("Edit", "proto/ledger/v1/ledger.proto")
        .file("Edit", "internal/server/entries.go")
        .bash("buf lint && make proto && go test ./internal/server/... -run ListEntries", "buf generate\nok  \tgithub.com/acme/ledger/internal/server\t1.877s")
        .assistant("ListEntries is paginated with keyset tokens; tests cover first page, next page and an invalid token (`INVALID_ARGUMENT`).")
        .stop(),
  },
];

/** The blind set 36: events, segments and scoring of BLIND36_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND36 = plantedSet(BLIND36_SESSIONS, Date.UTC(2026, 10, 2, 9));
