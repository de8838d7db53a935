/**
 * Blind planted set 205 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a database-heavy backend developer (MySQL, Go, gRPC) pairing with the agent over a long
 * session; the agent asks numbered questions and the user answers by number ('1 yes, 2 no use X,
 * 3 later'), terse, lower-case, with typos; EXPLAIN / SHOW ENGINE output and Go tool output quoted.
 * Each session is one segment; the items planted in it are listed with it: 72 items (18 decisions, 18 instructions,
 * 19 facts, 17 tasks) in 47 sessions, 11 of which plant nothing (46 user/assistant messages between them). Every other message
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

export const BLIND205_SESSIONS: BlindSession[] = [
  {
    id: "b205-pool-sizing",
    build: (s) =>
      s
        .user("wire up the orders repo layer in internal/store, the handlers are stubbed already")
        .file("Read", "internal/store/db.go")
        .assistant(
          "Before I write the repo layer, three questions:\n1. db.go sets SetMaxOpenConns(40). Keep that?\n2. gorm or sqlx for the queries?\n3. Do you want the retry wrapper for transient 1213/1205 errors now or later?",
        )
        .user(
          "1 yes, 40 is the per-pod cap the primary can take with 30 pods, dont raise it\n2 sqlx\n3 later, not in this pr. put the retry wrapper on the list",
        )
        .file("Write", "internal/store/orders.go")
        .bash("go build ./...", "")
        .assistant("Repo layer is in place with sqlx, pool settings unchanged, builds clean.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["per-pod", "40"] },
      { kind: "decision", keys: ["sqlx"] },
      { kind: "task", keys: ["retry wrapper"] },
    ],
  },
  {
    id: "b205-migration-tool",
    build: (s) =>
      s
        .user("need a migration for the refunds table, see the ticket text in docs/refunds.md")
        .file("Read", "docs/refunds.md")
        .assistant(
          "Two things first:\n1. The repo has both a goose dir and an old golang-migrate dir. Which one is current?\n2. Should I add a CI step that runs migrations against the test db?",
        )
        .user(
          "1 goose, the migrate dir is dead, we moved off it in march\n2 no. migrations only ever run through the deploy job, not from CI and not from a laptop pointed at prod. thats a hard rule here",
        )
        .file("Write", "migrations/20261108_create_refunds.sql")
        .bash(
          'goose -dir migrations mysql "$TEST_DSN" up',
          "2026/11/08 09:12:01 OK   20261108_create_refunds.sql (41.2ms)\n2026/11/08 09:12:01 goose: successfully migrated database to version: 20261108",
        )
        .assistant("Migration written and applied to the local test db only.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["goose"] },
      { kind: "instruction", keys: ["deploy job"] },
    ],
  },
  {
    id: "b205-deadlock",
    build: (s) =>
      s
        .user("we're getting deadlocks on the order status updater again, can you look. 1213s in the logs every few min")
        .bash(
          "mysql -h 127.0.0.1 -P 3307 -e 'SHOW ENGINE INNODB STATUS\\G' | sed -n '/LATEST DETECTED DEADLOCK/,/WE ROLL BACK/p'",
          "LATEST DETECTED DEADLOCK\n------------------------\n*** (1) TRANSACTION:\nUPDATE orders SET status='shipped' WHERE status='packed' AND warehouse_id=7\n*** (1) WAITING FOR THIS LOCK TO BE GRANTED:\nRECORD LOCKS space id 412 page no 88 n bits 320 index idx_orders_status of table `shop`.`orders` trx id 88123 lock_mode X locks gap before rec insert intention waiting\n*** WE ROLL BACK TRANSACTION (2)",
        )
        .assistant(
          "Could be the updater and the insert path fighting over the gap lock on idx_orders_status, under REPEATABLE READ the range update takes next-key locks. Or it might be the FK check on order_items, hard to tell from one sample. Want me to grab a few more?",
        )
        .bash("grep -c 'idx_orders_status' /tmp/deadlocks.log", "37")
        .user("no need, 37 of 37 are on that index. yeah thats it, confirmed: the gap lock on idx_orders_status is what deadlocks the updater against inserts")
        .assistant("Ok. Quick fix for now would be to update by primary key in batches instead of by status range. Do that?")
        .user("yes do that today. and at some point we need to move that job to READ COMMITTED properly, not today tho")
        .file("Edit", "internal/jobs/status_updater.go")
        .bash("go test ./internal/jobs/...", "ok  \tgithub.com/shop/orders/internal/jobs\t1.204s")
        .stop("Updater now selects ids first and updates by primary key in batches of 200; tests pass."),
    planted: [
      { kind: "fact", keys: ["gap lock", "idx_orders_status"] },
      { kind: "task", keys: ["read committed"] },
    ],
  },
  {
    id: "b205-grpc-deadlines",
    build: (s) =>
      s
        .user("the inventory client hangs forever when inventory-svc is down. fix it")
        .file("Read", "internal/clients/inventory.go")
        .assistant("The calls use context.Background() with no timeout. I can wrap each call in context.WithTimeout. What value?")
        .user(
          "every outbound grpc call gets a context deadline, 2s default unless the proto comment on the rpc says something else. thats for all clients not just this one, going forward",
        )
        .file("Edit", "internal/clients/inventory.go")
        .bash("go vet ./internal/clients/...", "")
        .user("also run go vet on the whole thing pls")
        .bash("go vet ./...", "")
        .assistant("Added 2s deadlines to the four inventory RPCs; go vet is clean across the module.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["deadline", "2s"] }],
  },
  {
    id: "b205-test-int",
    build: (s) =>
      s
        .user("tests for the refunds repo pls")
        .file("Write", "internal/store/refunds_test.go")
        .bash(
          "go test ./internal/store/...",
          "--- FAIL: TestRefundsRepo_Create (0.00s)\n    refunds_test.go:22: dial tcp 127.0.0.1:3306: connect: connection refused\nFAIL",
          1,
        )
        .user(
          "dont run go test directly for the store pkg, use make test-int, it spins up the mysql container first. the test db listens on 3307 not 3306, thats why it couldnt connect",
        )
        .bash(
          "make test-int PKG=./internal/store/...",
          "docker compose up -d mysql-test\nwaiting for mysql on :3307... ready\nok  \tgithub.com/shop/orders/internal/store\t3.881s",
        )
        .assistant("Passing via make test-int. Note the container image is amd64 only, it ran under emulation here.")
        .user("yeah we still need to make test-int work on arm macs natively, later")
        .stop("Refunds repo tests added and green under make test-int."),
    planted: [
      { kind: "instruction", keys: ["make test-int"] },
      { kind: "fact", keys: ["3307"] },
      { kind: "task", keys: ["arm macs"] },
    ],
  },
  {
    id: "b205-proto-owner",
    build: (s) =>
      s
        .user("add a refund_reason field to the PaymentEvent message")
        .bash(
          "ls proto/ && head -5 proto/payments/v1/events.proto",
          'orders/  payments/\n// Code owned by payments-platform. Generated into gen/go.\nsyntax = "proto3";\npackage payments.v1;',
        )
        .assistant(
          "proto/payments is vendored from the payments-proto repo. Should I edit it here, or is there a process? Also gen/go/payments/v1/events.pb.go would need updating, I could patch it by hand to save a regen.",
        )
        .user(
          "no dont touch it here. payments-proto is owned by Dana's team, we open a PR on their repo and re-vendor. and dont hand edit pb.go files ever, always regen with buf generate",
        )
        .bash("buf generate", "")
        .assistant(
          "Understood, reverted my local change to proto/payments and regenerated the orders protos with buf generate. I drafted the PR text for payments-proto in /tmp/pr.md.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["dana"] },
      { kind: "instruction", keys: ["buf generate"] },
    ],
  },
  {
    id: "b205-pagination",
    build: (s) =>
      s
        .user("ListOrders needs pagination, customers with 40k orders are timing out")
        .file("Read", "internal/api/orders.go")
        .assistant(
          "Three questions:\n1. Offset or keyset pagination (cursor on created_at, id)?\n2. While I'm in handler.go, want me to also fix the unused-param lint warning there?\n3. Add the (customer_id, created_at, id) index in this PR?",
        )
        .user("1 keyset, offset is what got us here\n2 yes\n3 yes do it")
        .file("Edit", "internal/api/orders.go")
        .file("Edit", "internal/api/handler.go")
        .file("Write", "migrations/20261109_orders_customer_created_idx.sql")
        .bash("make test-int PKG=./internal/api/...", "ok  \tgithub.com/shop/orders/internal/api\t2.412s")
        .stop("Keyset pagination on (created_at, id) with an opaque cursor, lint warning fixed, index migration added."),
    planted: [{ kind: "decision", keys: ["keyset"] }],
  },
  {
    id: "b205-replica-lag",
    build: (s) =>
      s
        .user("customer says they create an order and then it's not in their list. flaky")
        .bash("mysql -h replica-1 -e 'SHOW REPLICA STATUS\\G' | grep Seconds_Behind", "        Seconds_Behind_Source: 0")
        .assistant("Lag is 0 right now. Maybe it spikes during batch jobs? Or the list call hits a cache somewhere, I'm not sure yet.")
        .user(
          "it spikes. the read replica lags up to 3s whenever the nightly batch or the backfills run, we've graphed it. so the list after create reads stale data",
        )
        .assistant(
          "Options:\nA) sticky reads: route a customer's reads to the primary for 5s after they write\nB) read everything from the primary\nC) have the client retry the list once after a delay",
        )
        .user("A. B would kill the primary")
        .file("Edit", "internal/store/router.go")
        .bash("make test-int PKG=./internal/store/...", "ok  \tgithub.com/shop/orders/internal/store\t4.010s")
        .stop("Sticky-to-primary window implemented in the store router, 5s after a write per customer."),
    planted: [
      { kind: "fact", keys: ["replica", "3s"] },
      { kind: "decision", keys: ["sticky"] },
    ],
  },
  {
    id: "b205-backfill",
    build: (s) =>
      s
        .user("write the backfill that copies legacy_orders_v1 rows into orders")
        .bash(
          "grep -rn 'TODO' internal/jobs/backfill/ | head",
          "internal/jobs/backfill/runner.go:14:// TODO: never run this without --dry-run first (copied from old script)\ninternal/jobs/backfill/runner.go:88:// TODO handle NULL shipped_at",
        )
        .assistant("How big should each batch be? The old script did 10k rows per statement.")
        .user(
          "keep backfills under 500 rows per batch with a 50ms sleep between batches, thats our standard for anything on the orders cluster. 10k is how we took down replication last year",
        )
        .file("Write", "internal/jobs/backfill/legacy_orders.go")
        .bash("go build ./... && ./bin/backfill legacy-orders --dry-run", "dry run: 1,884,203 rows in 3,769 batches of 500, est 6m12s")
        .user("nice. TODO for next week: drop legacy_orders_v1 once this has run clean for 7 days")
        .stop("Backfill written, batches of 500 with 50ms sleeps; dry run looks right."),
    planted: [
      { kind: "instruction", keys: ["500 rows"] },
      { kind: "task", keys: ["legacy_orders_v1"] },
    ],
  },
  {
    id: "b205-mysql-version",
    build: (s) =>
      s
        .user("can we use a CTE with ROW_NUMBER() for the latest-status-per-order query?")
        .bash("mysql -h 127.0.0.1 -P 3307 -e 'SELECT VERSION()'", "VERSION()\n8.0.36")
        .assistant("Local test db is 8.0.36, which supports window functions. Is prod the same, or Aurora?")
        .user(
          "prod is MySQL 8.0.36 too, self managed on ec2, no aurora anywhere. go ahead with the CTE. oh and in repo code spell out the columns, i dont want to see SELECT * in a query again",
        )
        .file("Edit", "internal/store/status_query.go")
        .bash("make test-int PKG=./internal/store/...", "ok  \tgithub.com/shop/orders/internal/store\t3.552s")
        .stop("Rewrote the latest-status query with a CTE and ROW_NUMBER(), explicit column list; tests pass."),
    planted: [
      { kind: "fact", keys: ["8.0.36"] },
      { kind: "instruction", keys: ["select *"] },
    ],
  },
  {
    id: "b205-connect-go",
    build: (s) =>
      s
        .user("we need the public REST api for orders. grpc-gateway or connect-go? list pros/cons quick")
        .assistant(
          "grpc-gateway: mature, annotations in the proto, separate proxy process or in-process mux. connect-go: serves gRPC, gRPC-Web and plain HTTP/JSON from one handler, simpler, no annotations, but the JSON paths are fixed (/pkg.Service/Method).",
        )
        .user("ok connect-go for the public api, fixed paths are fine for us")
        .file("Edit", "cmd/orders/main.go")
        .bash("go get connectrpc.com/connect@v1.16.2 && go build ./...", "go: added connectrpc.com/connect v1.16.2")
        .assistant("OrdersService is mounted via connect-go on :8080. The grpc health service is still the old grpc-go one on :9090.")
        .user("follow-up for later: port the health check service to connect too so we have one port")
        .stop(),
    planted: [
      { kind: "decision", keys: ["connect-go"] },
      { kind: "task", keys: ["health check"] },
    ],
  },
  {
    id: "b205-slow-query",
    build: (s) =>
      s
        .user("GetCustomerSummary p99 is 2.3s, why")
        .bash(
          "mysql -h 127.0.0.1 -P 3307 -e 'EXPLAIN SELECT COUNT(*), SUM(total_cents) FROM orders WHERE customer_id=42 AND created_at > NOW() - INTERVAL 90 DAY\\G'",
          "           id: 1\n  select_type: SIMPLE\n        table: orders\n         type: ref\n          key: idx_customer\n         rows: 2104388\n     filtered: 11.11\n        Extra: Using where",
        )
        .assistant(
          "A few guesses: the buffer pool might be too small so it's going to disk, or the histogram stats are stale, or it's the missing covering index since it reads total_cents from the clustered index for every row.",
        )
        .bash("mysql -h 127.0.0.1 -P 3307 -e 'ANALYZE TABLE orders' && echo rerun", "Table\tOp\tMsg_type\tMsg_text\nshop.orders\tanalyze\tstatus\tOK\nrerun")
        .user(
          "checked it on the replica with the index added in a scratch copy, 2.3s -> 14ms. so confirmed its the missing covering index on (customer_id, created_at, total_cents). buffer pool is fine",
        )
        .assistant("Should we instead keep a customer_summary table updated by triggers? That would make it O(1).")
        .user("no, the index is enough. lets go with the index, no summary table")
        .file("Write", "migrations/20261110_orders_covering_idx.sql")
        .stop("Migration for the covering index added."),
    planted: [
      { kind: "fact", keys: ["covering index"] },
      { kind: "decision", keys: ["summary table"] },
    ],
  },
  {
    id: "b205-commit-style",
    build: (s) =>
      s
        .user("commit what we have")
        .bash("git status --short", " M internal/store/orders.go\n M proto/orders/v1/orders.proto\n?? buf.yaml")
        .assistant("Proposed message: 'Add order notes field and buf config'. Ok?")
        .user(
          "commit msgs here are prefixed with the service name, like `orders: add notes field`. do that for every commit in this repo. and yes add buf.yaml, we're going with buf lint instead of protolint from now, protolint config can go",
        )
        .bash(
          "git rm -q .protolint.yaml && git add -A && git commit -qm 'orders: add notes field, switch proto linting to buf lint' && git log --oneline -1",
          "a91c3e2 orders: add notes field, switch proto linting to buf lint",
        )
        .stop("Committed as a91c3e2."),
    planted: [
      { kind: "instruction", keys: ["prefix", "service name"] },
      { kind: "decision", keys: ["buf lint"] },
    ],
  },
  {
    id: "b205-ulid",
    build: (s) =>
      s
        .user("new ids for the shipments table. we're done with auto increment for anything that leaves the service")
        .assistant(
          "Questions:\n1. ULID stored as BINARY(16), or UUIDv7 as CHAR(36)?\n2. Expose the ids base32 encoded in the API?\n3. Should I also migrate the existing CHAR(36) uuid columns on returns and refunds?",
        )
        .user("1 ulid in binary(16)\n2 yep\n3 later, make a ticket for migrating the old char(36) columns, not now")
        .file("Write", "migrations/20261111_create_shipments.sql")
        .file("Write", "internal/ids/ulid.go")
        .bash("go test ./internal/ids/...", "ok  \tgithub.com/shop/orders/internal/ids\t0.019s")
        .stop("Shipments table uses BINARY(16) ULIDs, base32 in the API."),
    planted: [
      { kind: "decision", keys: ["binary(16)"] },
      { kind: "task", keys: ["char(36)"] },
    ],
  },
  {
    id: "b205-dba-signoff",
    build: (s) =>
      s
        .user("add a nullable gift_message column to orders")
        .file("Write", "migrations/20261112_orders_gift_message.sql")
        .assistant("Migration written. Want me to open the PR and request review from the team?")
        .user(
          "open it but tag priya too. she's the DBA on call for the orders cluster this quarter, and anything that alters a table on that cluster needs her sign-off before merge, every time",
        )
        .bash(
          "gh pr create --title 'orders: add gift_message column' --reviewer priya-k,orders-team --body-file /tmp/pr.md",
          "https://github.com/shop/orders/pull/1412",
        )
        .stop("PR #1412 opened with Priya and orders-team as reviewers."),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["sign-off"] },
    ],
  },
  {
    id: "b205-staging-creds",
    build: (s) =>
      s
        .user("i need to run the backfill dry run against staging, where do i get the dsn")
        .bash("grep -rn 'stg' deploy/staging/values.yaml | head -3", "12:  dbHost: mysql-stg.internal\n13:  dbPort: 3306\n14:  dbSecretPath: secret/orders/stg")
        .assistant("Looks like the host is mysql-stg.internal:3306 and the creds come from a secret path. Is that Vault?")
        .user("yes, staging db creds live in vault at secret/orders/stg. TODO when you get a sec, rotate those, somebody pasted them in slack last week")
        .bash("vault kv get -field=dsn secret/orders/stg | sed 's/:[^:@]*@/:***@/'", "orders_app:***@tcp(mysql-stg.internal:3306)/shop")
        .stop("Got the DSN from Vault (redacted above)."),
    planted: [
      { kind: "fact", keys: ["secret/orders/stg"] },
      { kind: "task", keys: ["rotate"] },
    ],
  },
  {
    id: "b205-grpc-pin",
    build: (s) =>
      s
        .user("dependabot wants to bump google.golang.org/grpc, can i just merge it?")
        .bash("grep grpc go.mod", "\tgoogle.golang.org/grpc v1.58.3 // pinned, see #887")
        .assistant("It's pinned with a comment pointing at #887. Do you know why? I could try the bump and run the tests.")
        .user(
          "we're pinned at 1.58 because of the keepalive bug, newer versions kill our long lived streams behind the envoy. close the dependabot pr. remind me to bump grpc-go once envoy is upgraded",
        )
        .bash("gh pr close 1398 --comment 'pinned, see #887'", "✓ Closed pull request #1398")
        .stop("Closed the dependabot PR."),
    planted: [
      { kind: "fact", keys: ["1.58", "keepalive"] },
      { kind: "task", keys: ["grpc-go"] },
    ],
  },
  {
    id: "b205-outbox",
    build: (s) =>
      s
        .user("we need order events to reach kafka reliably. outbox pattern?")
        .assistant(
          "Yes, write an outbox row in the same tx, then a relay publishes. The relay could be a polling worker (SELECT ... FOR UPDATE SKIP LOCKED every 200ms) or CDC from the binlog.",
        )
        .user("lets do the polling worker, simplest")
        .file("Write", "migrations/20261113_create_outbox.sql")
        .file("Write", "internal/outbox/poller.go")
        .bash("make test-int PKG=./internal/outbox/...", "ok  \tgithub.com/shop/orders/internal/outbox\t5.120s")
        .assistant("Poller works locally, at 200ms it does ~5 queries/s per pod on the primary.")
        .user(
          "hm 30 pods x 5 qps of locking reads on the primary, no. scratch the poller, we'll use debezium reading the binlog, platform already runs it for billing. keep the outbox table, delete the poller",
        )
        .bash("git rm -q internal/outbox/poller.go && go build ./...", "")
        .stop("Poller removed; outbox table stays for Debezium to read."),
    planted: [{ kind: "decision", keys: ["debezium"] }],
  },
  {
    id: "b205-lint-mocks",
    build: (s) =>
      s
        .user("the refunds service tests, you said they're done?")
        .assistant("Yes, go test passes for internal/refunds.")
        .bash(
          "golangci-lint run --fast ./internal/refunds/...",
          "internal/refunds/service.go:41:2: ineffectual assignment to err (ineffassign)\ninternal/refunds/service_test.go:12:2: gomock.NewController is deprecated (staticcheck)",
          1,
        )
        .user(
          "see. from now on run golangci-lint run --fast before you tell me something is done. and the gomock thing: we're keeping mockery for mocks, ditch gomock in this package",
        )
        .file("Edit", "internal/refunds/service.go")
        .bash("mockery --name RefundStore --dir internal/refunds --output internal/refunds/mocks", "INFO Generating mock for: RefundStore")
        .file("Edit", "internal/refunds/service_test.go")
        .bash("golangci-lint run --fast ./internal/refunds/... && go test ./internal/refunds/...", "ok  \tgithub.com/shop/orders/internal/refunds\t0.311s")
        .stop("Lint clean and tests pass; refunds tests use mockery mocks now."),
    planted: [
      { kind: "instruction", keys: ["golangci-lint"] },
      { kind: "decision", keys: ["mockery"] },
    ],
  },
  {
    id: "b205-partitions",
    build: (s) =>
      s
        .user("why is the delete of old cancelled orders so slow")
        .bash("mysql -h 127.0.0.1 -P 3307 -e \"SELECT COUNT(*) FROM information_schema.partitions WHERE table_name='orders'\"", "COUNT(*)\n36")
        .assistant("orders has 36 partitions. Is it partitioned by created_at? If so the delete should prune.")
        .user(
          "yes orders is partitioned by month on created_at, 36 partitions = 3 years. your delete has no created_at predicate so it scans all of them. add one",
        )
        .file("Edit", "internal/jobs/purge_cancelled.go")
        .bash("make test-int PKG=./internal/jobs/...", "ok  \tgithub.com/shop/orders/internal/jobs\t2.007s")
        .assistant("Added a created_at range so it prunes. By the way the last partition is p202612.")
        .user("right, we need a job that adds next year's partitions before december ends or inserts start failing. not today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["partitioned", "month"] },
      { kind: "task", keys: ["partitions", "december"] },
    ],
  },
  {
    id: "b205-enums-money",
    build: (s) =>
      s
        .user("draft the Refund proto message")
        .file("Write", "proto/orders/v1/refund.proto")
        .assistant(
          "Draft is in refund.proto. Two questions:\n1. I started RefundStatus at REFUND_STATUS_UNSPECIFIED = 0. Keep that?\n2. Amount as int64 cents or google.type.Decimal?",
        )
        .user("1 yes and that's the rule for every enum we add, zero value is always the _UNSPECIFIED one\n2 int64 cents, no decimals for money")
        .bash("buf lint && buf generate", "")
        .stop("Refund message finalized with int64 amount_cents."),
    planted: [
      { kind: "instruction", keys: ["unspecified"] },
      { kind: "decision", keys: ["cents"] },
    ],
  },
  {
    id: "b205-online-alter",
    build: (s) =>
      s
        .user("the ALTER to add the index on order_items locked the table for 9 minutes in staging. we cant do that in prod")
        .bash("mysql -h 127.0.0.1 -P 3307 -e \"SHOW VARIABLES LIKE 'binlog_format'\"", "Variable_name\tValue\nbinlog_format\tROW")
        .assistant(
          "For big tables we'd want an online tool:\n1. gh-ost (binlog based, triggerless) or pt-online-schema-change (triggers)?\n2. Should I run this one by hand with it now?\n3. Want a wrapper in tools/ so every big alter goes through it?",
        )
        .user("1 gh-ost, we have row-based replication everywhere so it just works\n2 yes\n3 later, next sprint: a wrapper for big alters")
        .bash(
          "gh-ost --host=mysql-stg.internal --database=shop --table=order_items --alter='ADD INDEX idx_sku (sku)' --execute",
          "Copy: 4012331/4012331 100.0%; Applied: 1122; Backlog: 0/1000; Time: 6m14s(total)\n# Done",
        )
        .stop("Index added on staging with gh-ost, no table lock."),
    planted: [
      { kind: "decision", keys: ["gh-ost"] },
      { kind: "fact", keys: ["row-based"] },
      { kind: "task", keys: ["big alters"] },
    ],
  },
  {
    id: "b205-clock",
    build: (s) =>
      s
        .user("TestExpireReservations is flaky around midnight")
        .file("Read", "internal/reservations/expire.go")
        .assistant("It calls time.Now() inside Expire and the test compares against its own time.Now(). Inject a clock?")
        .user(
          "yes. and in general: no time.Now() directly in the service layer, inject the clock interface from internal/clock everywhere. follow-up: billing and refunds packages still call it directly, convert those next",
        )
        .file("Edit", "internal/reservations/expire.go")
        .file("Edit", "internal/reservations/expire_test.go")
        .bash("go test -count=20 ./internal/reservations/...", "ok  \tgithub.com/shop/orders/internal/reservations\t0.442s")
        .stop("Reservations use the injected clock; 20 runs green."),
    planted: [
      { kind: "instruction", keys: ["clock"] },
      { kind: "task", keys: ["billing", "refunds"] },
    ],
  },
  {
    id: "b205-msg-size",
    build: (s) =>
      s
        .user("ExportOrders fails with ResourceExhausted for big merchants")
        .bash(
          "grpcurl -d '{\"merchant_id\":9}' localhost:9090 orders.v1.OrdersService/ExportOrders 2>&1 | tail -1",
          "ERROR:\n  Code: ResourceExhausted\n  Message: grpc: received message larger than max (19482112 vs. 16777216)",
        )
        .assistant("The server already allows 16MB? The client default is 4MB though. Hmm, here it's the 16MB limit being hit.")
        .user(
          "yeah the orders service has max message size bumped to 16MB, every other service is on the 4MB default. dont raise it further, make export stream instead. and while youre there, metric labels get the grpc status code, never the error message string, that's how we blew up prometheus cardinality",
        )
        .file("Edit", "internal/api/export.go")
        .bash("buf generate && go build ./...", "")
        .stop("ExportOrders is now server streaming in 1000-order chunks."),
    planted: [
      { kind: "fact", keys: ["16mb"] },
      { kind: "instruction", keys: ["status code"] },
    ],
  },
  {
    id: "b205-errgroup",
    build: (s) =>
      s
        .user("GetOrderDetails calls inventory, shipping and payments one after another, 600ms. speed it up")
        .assistant("I'd fan out with errgroup.WithContext and a semaphore limit, since the batch variant can call per item. Limit 8 concurrent?")
        .user("ok go with errgroup, cap at 8")
        .file("Edit", "internal/api/order_details.go")
        .bash("go test -race ./internal/api/...", "ok  \tgithub.com/shop/orders/internal/api\t1.930s")
        .assistant("Fan-out with errgroup (limit 8); race detector clean, p50 locally 210ms.")
        .user("nice. ListShipments has the same sequential pattern, we should do it there too at some point, not now")
        .stop("Noted, leaving ListShipments as is for now."),
    planted: [
      { kind: "decision", keys: ["errgroup"] },
      { kind: "task", keys: ["listshipments"] },
    ],
  },
  {
    id: "b205-sql-mode",
    build: (s) =>
      s
        .user("the monthly revenue report query works locally but errors in staging with 1055")
        .bash(
          "mysql -h mysql-stg.internal -e 'SELECT @@sql_mode'",
          "@@sql_mode\nONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION",
        )
        .assistant("Staging has ONLY_FULL_GROUP_BY; the query groups by merchant_id but selects merchant_name. Is prod the same as staging here?")
        .user("yes prod and staging both run with ONLY_FULL_GROUP_BY on, only the test container doesnt. fix the query")
        .file("Edit", "internal/reports/revenue.go")
        .bash("mysql -h mysql-stg.internal shop < /tmp/revenue.sql | head -2", "merchant_id\tmerchant_name\tmonth\trevenue_cents\n9\tAcme\t2026-10\t88123400")
        .user("works. TODO: make the test container's sql_mode match prod so we catch this locally. another day")
        .stop("Query now groups by merchant_id, merchant_name; runs on staging."),
    planted: [
      { kind: "fact", keys: ["only_full_group_by"] },
      { kind: "task", keys: ["sql_mode"] },
    ],
  },
  {
    id: "b205-reserve-stock",
    build: (s) =>
      s
        .user("ReserveStock double-reserves under load, two checkouts grab the last unit")
        .file("Read", "internal/store/stock.go")
        .assistant(
          "It reads qty then updates without a lock. Questions:\n1. Wrap read+update in one transaction?\n2. SELECT ... FOR UPDATE on the stock row, or optimistic concurrency with a version column?\n3. Retry on conflict, and how many times?",
        )
        .user(
          "1 yes\n2 optimistic, version column. FOR UPDATE on the hot skus is a lock queue waiting to happen\n3 yes 3 attempts\nalso i see you call inventory-svc inside the tx in the old code. we don't hold a tx open across a grpc call, ever, move it out",
        )
        .file("Edit", "internal/store/stock.go")
        .file("Write", "migrations/20261114_stock_version.sql")
        .bash("make test-int PKG=./internal/store/... RUN=TestReserveStock", "ok  \tgithub.com/shop/orders/internal/store\t6.310s")
        .stop("ReserveStock uses a version column with up to 3 retries, and the inventory call happens before the tx."),
    planted: [
      { kind: "decision", keys: ["version column"] },
      { kind: "instruction", keys: ["grpc call"] },
    ],
  },
  {
    id: "b205-logging",
    build: (s) =>
      s
        .user("the refunds service logs are a mess, half zap half log.Printf")
        .bash("grep -rln 'go.uber.org/zap' internal/ | wc -l && grep -rln 'log.Printf' internal/ | wc -l", "7\n12")
        .assistant("Want me to standardize on zap since 7 packages already use it, or move to log/slog from the stdlib?")
        .user("slog. we're going with slog for everything, zap is out as we touch things")
        .file("Edit", "internal/refunds/service.go")
        .assistant("Converted refunds to slog with the JSON handler. I noticed it logs the customer email on failed refunds.")
        .user("ugh. never log emails or card numbers, anything PII goes through redact.PII() first. fix that one too")
        .file("Edit", "internal/refunds/service.go")
        .bash("golangci-lint run --fast ./internal/refunds/...", "")
        .stop("Refunds logs via slog, email redacted, lint clean."),
    planted: [
      { kind: "decision", keys: ["slog"] },
      { kind: "instruction", keys: ["redact"] },
    ],
  },
  {
    id: "b205-shipping-owner",
    build: (s) =>
      s
        .user("shipping-svc keeps returning UNAVAILABLE on CreateLabel, like 2% of calls")
        .bash("grep -c 'CreateLabel.*Unavailable' /tmp/orders-prod.log", "1184")
        .assistant("Is that their side? Maybe they rate-limit us, or maybe our keepalive pings are killing connections. I don't know which yet.")
        .user(
          "shipping-svc isn't ours, it's team logistics, they're on #logi-oncall in slack. i'll ping them. later we need to ask them what their per-client rate limit actually is, nobody knows",
        )
        .file("Edit", "internal/clients/shipping.go")
        .assistant("Meanwhile I added a retry with backoff for UNAVAILABLE on CreateLabel, it's idempotent via the label key.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["#logi-oncall"] },
      { kind: "task", keys: ["rate limit"] },
    ],
  },
  {
    id: "b205-ci-shards",
    build: (s) =>
      s
        .user("CI is so slow")
        .bash("gh run view 88123 --json jobs -q '.jobs[] | [.name, .durationMs] | @tsv'", "lint\t61000\nunit\t94000\nintegration\t662000")
        .assistant("The integration job is 11 minutes. Is the runner small? I could shard it by package across 4 jobs with a matrix.")
        .user("runners are 2 cores 7gb, the integration suite takes 11 minutes on them every run. ok shard it 4 ways like you said")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("git push -q origin HEAD && gh run watch --exit-status | tail -1", "✓ main CI · 88140  Completed in 3m52s")
        .stop("Integration is sharded 4 ways; the run took 3m52s."),
    planted: [
      { kind: "fact", keys: ["11 minutes"] },
      { kind: "decision", keys: ["shard"] },
    ],
  },
  {
    id: "b205-branch-names",
    build: (s) =>
      s
        .user("make a branch for the gift message work")
        .bash("git checkout -b gift-message", "Switched to a new branch 'gift-message'")
        .user("rename it, our branch names start with the jira ticket id, like ORD-1234-gift-message. the bot links them. do that for all branches you create")
        .bash("git branch -m ORD-2211-gift-message && git branch --show-current", "ORD-2211-gift-message")
        .assistant("Renamed to ORD-2211-gift-message.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ticket id"] }],
  },
  {
    id: "b205-binlog-retention",
    build: (s) =>
      s
        .user("debezium was down for the weekend on staging, will it catch up?")
        .bash("mysql -h mysql-stg.internal -e \"SHOW VARIABLES LIKE 'binlog_expire_logs_seconds'\"", "Variable_name\tValue\nbinlog_expire_logs_seconds\t259200")
        .assistant("Staging keeps binlogs 3 days, so a weekend should be fine unless it was longer. Is prod the same?")
        .user(
          "prod is the same, 259200 = 3 days of binlog retention. so if the connector is down longer than that we have to re-snapshot, which is a nightmare on orders. we need an alert on the debezium connector lag, put it on the list",
        )
        .bash("curl -s connect-stg.internal:8083/connectors/orders-outbox/status | jq -r .connector.state", "RUNNING")
        .stop("Connector is RUNNING again on staging."),
    planted: [
      { kind: "fact", keys: ["259200"] },
      { kind: "task", keys: ["connector lag"] },
    ],
  },
  {
    id: "b205-error-mapping",
    build: (s) =>
      s
        .user("GetOrder returns Internal when the order doesnt exist, clients hate it")
        .file("Read", "internal/api/orders.go")
        .assistant(
          "Questions:\n1. Return codes.NotFound for store.ErrNotFound?\n2. Keep sentinel errors (errors.Is) or switch the store to typed errors with fields?\n3. Add a fuzz test for the cursor decoder while I'm here?",
        )
        .user(
          "1 yes, and map store.ErrNotFound to codes.NotFound in every handler, not just this one, thats the convention\n2 keep the sentinels\n3 later. fuzz test for the cursor decoder goes on the backlog",
        )
        .file("Edit", "internal/api/orders.go")
        .file("Edit", "internal/api/errors.go")
        .bash("go test ./internal/api/...", "ok  \tgithub.com/shop/orders/internal/api\t1.744s")
        .stop("GetOrder returns NotFound via a shared mapping in errors.go."),
    planted: [
      { kind: "instruction", keys: ["notfound"] },
      { kind: "decision", keys: ["sentinel"] },
      { kind: "task", keys: ["fuzz"] },
    ],
  },
  {
    id: "b205-timezones",
    build: (s) =>
      s
        .user("merchant in tokyo says order dates are off by 9 hours in the api")
        .bash("mysql -h 127.0.0.1 -P 3307 -e 'SELECT @@global.time_zone, @@session.time_zone'", "@@global.time_zone\t@@session.time_zone\n+00:00\t+00:00")
        .assistant("DB is UTC. Maybe the API formats with time.Local on the pods? Or the merchant's client converts. Checking the formatter.")
        .file("Read", "internal/api/format.go")
        .user(
          "all our datetime columns are UTC, server time_zone is +00:00 everywhere. the api should render RFC3339 with Z, no local offsets, that's the rule for every timestamp field. the client converts",
        )
        .file("Edit", "internal/api/format.go")
        .bash("go test ./internal/api/...", "ok  \tgithub.com/shop/orders/internal/api\t1.802s")
        .stop("The formatter was using time.Local; it now renders UTC RFC3339 with Z."),
    planted: [
      { kind: "fact", keys: ["utc"] },
      { kind: "instruction", keys: ["rfc3339"] },
    ],
  },
  {
    id: "b205-load-test",
    build: (s) =>
      s
        .user("how many orders/min can checkout take right now?")
        .bash("k6 run --vus 200 --duration 2m load/checkout.js | grep http_reqs", "     http_reqs......................: 412903 3440.8/s")
        .assistant("About 3.4k req/s of the checkout mix on staging, but staging has half the pods. What did peak look like?")
        .user(
          "peak last year was 1,800 orders/min on black friday, from the grafana board. before black friday this year we need a proper load test of checkout at 3x that, on prod-sized staging. not this week",
        )
        .assistant("Got it. I'll leave load/checkout.js as it is.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1,800"] },
      { kind: "task", keys: ["black friday"] },
    ],
  },
  {
    id: "b205-docker-image",
    build: (s) =>
      s
        .user("the orders image is 1.1GB, why")
        .bash(
          "docker history shop/orders:latest --format '{{.Size}}\\t{{.CreatedBy}}' | head -3",
          "812MB\tFROM golang:1.23\n190MB\tRUN go mod download\n38MB\tCOPY . .",
        )
        .assistant(
          "It ships the whole golang build image. Options: 1) multi-stage onto alpine, 2) multi-stage onto distroless/static, 3) scratch. Distroless gives us ca-certs and tzdata with no shell.",
        )
        .user("2, distroless. and pin base images by digest not tag, for every Dockerfile, security asked for it")
        .file("Edit", "Dockerfile")
        .bash("docker build -q -t shop/orders:dev . && docker images shop/orders:dev --format '{{.Size}}'", "sha256:4e1f0c\n31.4MB")
        .stop("Image is 31.4MB on distroless/static, base pinned by digest."),
    planted: [
      { kind: "decision", keys: ["distroless"] },
      { kind: "instruction", keys: ["digest"] },
    ],
  },
  {
    id: "b205-empty-grpcurl",
    build: (s) =>
      s
        .user("how do i call ListOrders with grpcurl, reflection is on right?")
        .bash("grpcurl -plaintext localhost:9090 list", "grpc.health.v1.Health\ngrpc.reflection.v1.ServerReflection\norders.v1.OrdersService")
        .assistant('Yes, reflection is on. grpcurl -plaintext -d \'{"customer_id": 42, "page_size": 20}\' localhost:9090 orders.v1.OrdersService/ListOrders')
        .user("and to pass the cursor?")
        .assistant('Add "page_token": "<next_page_token from the previous response>" to the JSON body.')
        .stop(),
    planted: [],
  },
  // Sessions that plant nothing.
  {
    id: "b205-empty-explain",
    build: (s) =>
      s
        .user("what does 'Using index condition' mean in explain again")
        .assistant(
          "It's index condition pushdown: MySQL evaluates the parts of the WHERE that use index columns inside the storage engine, before reading the full row, so fewer rows are fetched from the clustered index.",
        )
        .user("and 'Using where; Using index'?")
        .assistant("The index covers the query (no row lookups) and the server still filters rows with the WHERE after reading index entries.")
        .stop(),
    planted: [],
  },
  {
    id: "b205-empty-flaky",
    build: (s) =>
      s
        .user("run the store tests")
        .bash("make test-int PKG=./internal/store/...", "ok  \tgithub.com/shop/orders/internal/store\t3.990s")
        .assistant("All green, 3.99s.")
        .user("huh it failed for me twice this morning. maybe docker was still starting? or maybe the port was taken by my other compose stack")
        .assistant("Could be either. If it happens again, the make target prints the container logs on failure, paste them and I'll look.")
        .user("ok thx")
        .stop(),
    planted: [],
  },
  {
    id: "b205-empty-typo",
    build: (s) =>
      s
        .user("typo in the error msg in refunds/service.go, 'ammount'. fix pls")
        .file("Edit", "internal/refunds/service.go")
        .assistant("Fixed: 'amount must be positive'.")
        .user("and the same in the test?")
        .bash("grep -rn ammount internal/", 'internal/refunds/service_test.go:58:\t\twantErr: "ammount must be positive",')
        .file("Edit", "internal/refunds/service_test.go")
        .assistant("Fixed there as well, no other occurrences.")
        .stop(),
    planted: [],
  },
  {
    id: "b205-empty-config-dump",
    build: (s) =>
      s
        .user("show me what the my.cnf in the test container looks like")
        .bash(
          "docker compose exec mysql-test cat /etc/mysql/conf.d/test.cnf",
          "[mysqld]\n# TODO: never use these settings in prod\ninnodb_flush_log_at_trx_commit = 0\nsync_binlog = 0\n# always keep sql_mode strict\nsql_mode = STRICT_ALL_TABLES,NO_ZERO_DATE\ninnodb_buffer_pool_size = 256M",
        )
        .assistant("It relaxes durability (flush at commit 0, sync_binlog 0) for speed, strict sql_mode, 256M buffer pool.")
        .user("ok so that's why it's fast. do you think we should mirror prod's settings there instead?")
        .assistant("Probably not for unit-ish tests; durability settings don't change query results. For perf tests it would matter.")
        .user("yeah fair, leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b205-empty-hypothesis",
    build: (s) =>
      s
        .user("the orders pod restarted 3 times overnight, OOMKilled. ideas?")
        .bash(
          "kubectl -n orders get events --sort-by=.lastTimestamp | tail -3",
          "Warning  OOMKilling  pod/orders-7c9f-xk2  Memory cgroup out of memory: Killed process 1 (orders)\nNormal   Pulled      pod/orders-7c9f-xk2  Container image already present\nNormal   Started     pod/orders-7c9f-xk2  Started container orders",
        )
        .assistant(
          "Guesses, none confirmed: the export endpoint buffering large result sets, a goroutine leak in the stream handlers, or GOMEMLIMIT not set so the GC doesn't react to the 512Mi limit.",
        )
        .user("maybe the export thing? not sure, it was before we made it stream i think. let's see if it happens again tonight before chasing it")
        .assistant("Sure. I can grab a heap profile from /debug/pprof/heap if it restarts again.")
        .stop(),
    planted: [],
  },
  {
    id: "b205-empty-status",
    build: (s) =>
      s
        .user("where are we with the shipments stuff")
        .bash(
          "git log --oneline -4",
          "c1e88a0 orders: shipments repo\n9f0a2b1 orders: shipments proto\n7d13c55 orders: ulid package\n4ab09e2 orders: shipments migration",
        )
        .assistant(
          "Done so far: migration, ULID package, proto, repo layer. The handler and its tests are what's left in this branch; I was about to start the handler.",
        )
        .user("cool go on")
        .file("Write", "internal/api/shipments.go")
        .assistant("Handler written, wiring it into the mux now.")
        .stop(),
    planted: [],
  },
  {
    id: "b205-empty-withdrawn",
    build: (s) =>
      s
        .user("should we switch the whole thing to postgres? the partitioning is nicer there")
        .assistant(
          "It's possible but a big move: sqlx queries mostly port, but the gh-ost tooling, binlog CDC and the ops knowledge are MySQL-specific. What's driving it?",
        )
        .user("nah actually forget it, i was just annoyed at the partition maintenance. not happening")
        .assistant("Fair enough.")
        .stop(),
    planted: [],
  },
  {
    id: "b205-empty-review",
    build: (s) =>
      s
        .user("review my diff in internal/api/returns.go before i push")
        .bash("git diff --stat", " internal/api/returns.go | 48 +++++++++++++++++++++++++++++++-----------\n 1 file changed, 36 insertions(+), 12 deletions(-)")
        .file("Read", "internal/api/returns.go")
        .assistant(
          "Looks fine overall. Two nits: the tx isn't rolled back on the early return at line 71, and the error wraps lose the order id. Want me to fix them?",
        )
        .user("1st one yes, 2nd leave it")
        .file("Edit", "internal/api/returns.go")
        .assistant("Added the deferred rollback.")
        .stop(),
    planted: [],
  },
  {
    id: "b205-empty-chat",
    build: (s) =>
      s
        .user("morning. coffee machine is broken so expect typos lol")
        .assistant("Morning! What are we working on?")
        .user("nothing yet, waiting for the standup. just checking you're alive")
        .bash("date -u", "Sat Nov 15 08:58:12 UTC 2026")
        .assistant("Alive and ready when you are.")
        .stop(),
    planted: [],
  },
  {
    id: "b205-empty-question",
    build: (s) =>
      s
        .user("is SELECT ... FOR UPDATE SKIP LOCKED safe with statement based replication?")
        .assistant(
          "No, it's flagged unsafe for statement-based binlogging since the rows skipped depend on timing; MySQL logs a warning and with binlog_format=MIXED it switches to row format for that statement.",
        )
        .user("ok and NOWAIT same thing?")
        .assistant("Same category, yes: non-deterministic under SBR, fine with ROW.")
        .stop(),
    planted: [],
  },
];

export const BLIND205 = plantedSet(BLIND205_SESSIONS, Date.UTC(2026, 10, 8, 9));
