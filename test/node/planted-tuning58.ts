/**
 * Planted set tuning58: users who write long structured messages with headings ("Context",
 * "Decision", "Rules", "Open questions", "TODO") in Copilot CLI voice, mixed with short
 * sessions; a billing platform team (Go services, Postgres, Kafka, GitHub Actions, Terraform).
 * What sits under "Open questions" is never planted: those are negatives.
 * Training set for the sentence classifier (written without reading the extractor).
 * Each session is one segment; the items planted in it are listed with it. Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted code, tool output, chit-chat, and in-session requests done in the same session.
 * Where a decision is changed later in a session, only the later one is planted.
 *
 * Matching rule (the one planted-blind.ts's header states):
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

const START = Date.UTC(2026, 11, 1, 9);

export const TUNING58_SESSIONS: BlindSession[] = [
  {
    id: "t58-01",
    build: (s) =>
      s
        .user(
          [
            "## Context",
            "The invoice service (`svc/invoicing`) is written in Go 1.23 and talks to Postgres 16 through pgx. It owns the `invoices` and `invoice_lines` tables.",
            "",
            "## Decision",
            "We are moving invoice numbering to a per-tenant sequence table instead of the global Postgres sequence. Agreed with finance on Monday.",
            "",
            "## Open questions",
            "- Do we need gap-free numbers for the French entities?",
            "- Should credit notes share the counter?",
          ].join("\n"),
        )
        .bash("grep -rn 'nextval' svc/invoicing/ | head -3", "svc/invoicing/store/number.go:22:\trow := tx.QueryRow(ctx, \"select nextval('invoice_no_seq')\")")
        .assistant(
          "Found the single `nextval('invoice_no_seq')` call in store/number.go. I'll leave the open questions for finance and not touch credit notes.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["invoicing", "pgx"] },
      { kind: "decision", keys: ["per-tenant", "sequence"] },
    ],
  },
  {
    id: "t58-02",
    build: (s) =>
      s
        .user("run the invoicing tests")
        .bash("go test ./svc/invoicing/...", "ok  \tbilling/svc/invoicing/store\t1.204s\nok  \tbilling/svc/invoicing/api\t0.881s")
        .assistant("Both packages pass.")
        .stop(),
    planted: [],
  },
  {
    id: "t58-03",
    build: (s) =>
      s
        .user(
          [
            "# Rules for this repo (please keep to them in every session)",
            "1. Migrations are written with goose, one file per change, never edit a migration that is already merged.",
            "2. Money is int64 minor units everywhere. No float64 for amounts, ever.",
            "3. Every Kafka consumer must be idempotent on the event id.",
          ].join("\n"),
        )
        .bash("ls db/migrations | tail -2", "00041_add_tax_region.sql\n00042_invoice_due_date.sql")
        .assistant(
          "Understood. Latest migration is 00042; new ones will be goose files after it, amounts stay int64 minor units, consumers dedupe on event id.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["goose", "migration"] },
      { kind: "instruction", keys: ["money", "int64"] },
      { kind: "instruction", keys: ["idempotent", "consumer"] },
    ],
  },
  {
    id: "t58-04",
    build: (s) =>
      s
        .user("what's the diff between `pgx.Batch` and `CopyFrom`? just curious")
        .assistant(
          "`Batch` queues many statements into one round trip; `CopyFrom` uses the COPY protocol and is much faster for bulk inserts, but only inserts.",
        )
        .user("ok cool")
        .stop(),
    planted: [],
  },
  {
    id: "t58-05",
    build: (s) =>
      s
        .user(
          [
            "## Context",
            "Payment webhooks from Stripe land on `svc/gateway` and get forwarded to Kafka topic `payments.events`.",
            "",
            "## TODO",
            "- [ ] verify webhook signatures with the rotated secret (not done yet, blocked on ops)",
            "- [x] forward to Kafka",
            "",
            "## Open questions",
            "- is 3 partitions enough for black friday?",
          ].join("\n"),
        )
        .bash("kcat -b kafka:9092 -L -t payments.events | grep partitions", 'topic "payments.events" with 3 partitions:')
        .assistant("`payments.events` has 3 partitions. The signature check with the rotated secret is still open on your list.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["payments.events", "gateway"] },
      { kind: "task", keys: ["signatures", "rotated"] },
    ],
  },
  {
    id: "t58-06",
    build: (s) =>
      s
        .user("fix the lint error in svc/gateway/handler.go")
        .bash("golangci-lint run ./svc/gateway/...", "svc/gateway/handler.go:41:2: ineffectual assignment to err (ineffassign)")
        .file("Edit", "svc/gateway/handler.go")
        .bash("golangci-lint run ./svc/gateway/...", "")
        .assistant("Fixed the ineffectual assignment on line 41; lint is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "t58-07",
    build: (s) =>
      s
        .user(
          [
            "### Decision (updated)",
            "Last week we said the dunning emails go out through SES.",
            "Update: we are NOT using SES after all. Dunning emails go through Postmark, because marketing already has the templates there.",
            "",
            "### TODO",
            "- remove the SES client from svc/notify once Postmark is live",
          ].join("\n"),
        )
        .bash("grep -rln 'sesv2' svc/notify", "svc/notify/ses.go\nsvc/notify/ses_test.go")
        .assistant("The SES client lives in svc/notify/ses.go and its test. I'll leave it until Postmark is live, as your TODO says.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dunning", "postmark"] },
      { kind: "task", keys: ["ses", "notify"] },
    ],
  },
  {
    id: "t58-08",
    build: (s) =>
      s
        .user("hmm. do you think the retry worker could be double-charging? a customer said they got billed twice")
        .bash(
          "psql billing -c \"select invoice_id, count(*) from charges where created_at > now() - interval '2 days' group by 1 having count(*) > 1\"",
          " invoice_id | count\n------------+-------\n(0 rows)",
        )
        .assistant(
          "No invoice has two charges in the last two days. It might be a pending authorization on their card rather than a second charge, but that's a guess.",
        )
        .user("ok, I'll ask support for the card statement")
        .stop(),
    planted: [],
  },
  {
    id: "t58-09",
    build: (s) =>
      s
        .user(
          [
            "Context",
            "-------",
            "CI runs on GitHub Actions, the `ci.yml` workflow; the integration job spins up Postgres and Redpanda with docker compose and takes about 11 minutes.",
            "",
            "Rules",
            "-----",
            "- don't add new jobs to ci.yml without asking me, the runner minutes are capped",
            "- pin every third-party action to a full commit sha, not a tag",
            "",
            "Open questions",
            "--------------",
            "- could we cache the go build dir between runs?",
            "- would merge queues help?",
          ].join("\n"),
        )
        .bash(
          "grep -n 'uses:' .github/workflows/ci.yml | head -3",
          "12:      - uses: actions/checkout@v4\n18:      - uses: actions/setup-go@v5\n31:      - uses: docker/setup-buildx-action@v3",
        )
        .assistant("All three actions in ci.yml are pinned to tags, not commit shas. Want me to pin them now?")
        .user("yes")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Pinned all three to full commit shas.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["integration", "minutes"] },
      { kind: "instruction", keys: ["jobs", "ci.yml"] },
      { kind: "instruction", keys: ["commit", "sha"] },
    ],
  },
  {
    id: "t58-10",
    build: (s) =>
      s
        .user("ty, that's all for now 👋")
        .bash("git log --oneline -1", "a41c9d2 ci: pin actions to commit shas")
        .assistant("Committed as a41c9d2. Have a good one.")
        .stop(),
    planted: [],
  },
  {
    id: "t58-11",
    build: (s) =>
      s
        .user("the tax service is owned by team Lisbon (Joana is the lead), we only consume its gRPC API. note that")
        .bash("grep -n 'tax' CODEOWNERS", "/svc/tax/ @billing/lisbon")
        .assistant("CODEOWNERS agrees: /svc/tax/ belongs to @billing/lisbon.")
        .stop(),
    planted: [{ kind: "fact", keys: ["tax", "lisbon"] }],
  },
  {
    id: "t58-12",
    build: (s) =>
      s
        .user(
          [
            "## Context",
            "Refunds are processed async by `svc/refunds`, which reads from `payments.events` and writes to `refunds` table.",
            "",
            "## Decision",
            "Partial refunds are allowed only up to the captured amount; anything above is rejected with 422. This is final, legal signed off.",
            "",
            "## TODO",
            "- add a metric for rejected refunds (later, not in this PR)",
            "- rename `RefundSvc` to `Service` in this PR",
            "",
            "## Open questions",
            "- multi-currency refunds? no idea yet",
          ].join("\n"),
        )
        .bash("gopls rename -w svc/refunds/service.go:14:6 Service", "")
        .bash("go build ./svc/refunds/...", "")
        .assistant("Renamed `RefundSvc` to `Service` and it builds. The rejected-refunds metric stays for later.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["svc/refunds", "async"] },
      { kind: "decision", keys: ["partial", "422"] },
      { kind: "task", keys: ["metric", "rejected"] },
    ],
  },
  {
    id: "t58-13",
    build: (s) =>
      s
        .user("can you look at this panic?")
        .bash(
          "go test ./svc/refunds/... 2>&1 | head -4",
          "--- FAIL: TestPartialRefund (0.00s)\npanic: runtime error: invalid memory address or nil pointer dereference\n// TODO: never pass a nil ledger here, always construct it\nFAIL billing/svc/refunds 0.412s",
          1,
        )
        .file("Edit", "svc/refunds/service_test.go")
        .bash("go test ./svc/refunds/...", "ok  \tbilling/svc/refunds\t0.398s")
        .assistant("The test built the service with a nil ledger; I constructed a fake ledger in the test setup and it passes now.")
        .stop(),
    planted: [],
  },
  {
    id: "t58-14",
    build: (s) =>
      s
        .user("prefer table-driven tests with `t.Run` subtests in Go code here. no testify suites")
        .file("Read", "svc/refunds/service_test.go")
        .assistant("Got it — table-driven with `t.Run`, no testify suites. The refunds tests already follow that.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["table-driven"] }],
  },
  {
    id: "t58-15",
    build: (s) =>
      s
        .user(
          [
            "# Context",
            "Staging is the `billing-stg` project in GCP, prod is `billing-prd`. Terraform state lives in the `tf-billing-state` bucket.",
            "",
            "# Rules",
            "- terraform apply on prod only from the `infra-deploy` workflow, never from a laptop",
            "",
            "# TODO",
            "- import the hand-made Cloud Armor policy into terraform",
            "",
            "# Open questions",
            "- should staging scale to zero at night?",
          ].join("\n"),
        )
        .bash("gsutil ls gs://tf-billing-state/", "gs://tf-billing-state/prd/\ngs://tf-billing-state/stg/")
        .assistant("The state bucket has `prd/` and `stg/` prefixes as expected.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tf-billing-state"] },
      { kind: "instruction", keys: ["infra-deploy"] },
      { kind: "task", keys: ["armor"] },
    ],
  },
  {
    id: "t58-16",
    build: (s) =>
      s
        .user("what if we moved everything to cloud run? just thinking out loud")
        .assistant("Possible for the stateless services; the Kafka consumers would need always-on CPU. Not something to decide casually.")
        .user("yeah forget it")
        .bash("gcloud run services list --project billing-stg --format='value(name)'", "gateway-stg")
        .stop("Only gateway-stg runs on Cloud Run in staging today."),
    planted: [],
  },
  {
    id: "t58-17",
    build: (s) =>
      s
        .user("we decided in the arch review: Kafka stays, we're not moving to Pub/Sub. Redpanda only for local dev")
        .bash("docker compose config --services", "postgres\nredpanda\ngateway")
        .assistant("Local compose already uses redpanda. Noted that Kafka stays in prod.")
        .stop(),
    planted: [{ kind: "decision", keys: ["kafka", "pub/sub"] }],
  },
  {
    id: "t58-18",
    build: (s) =>
      s
        .user(
          [
            "## Context",
            "The `ledger` package is the source of truth for balances. Everything else derives. Balances are computed from append-only `ledger_entries`; there are no UPDATEs on that table.",
            "",
            "## Rules",
            "- Never write to `ledger_entries` outside `ledger.Post()`.",
            "- Code review for ledger changes needs two approvals (one from Ana).",
            "",
            "## Open questions",
            "- snapshots of balances per day? maybe for reporting",
            "- do we partition by month?",
          ].join("\n"),
        )
        .bash(
          "grep -rn 'INSERT INTO ledger_entries' --include=*.go . | grep -v svc/ledger",
          "svc/reports/backfill.go:88:\t_, err := tx.Exec(ctx, `INSERT INTO ledger_entries ...`)",
        )
        .assistant("One violation: svc/reports/backfill.go inserts into ledger_entries directly. Want me to route it through `ledger.Post()`?")
        .user("not now. put it on the list, the backfill is being rewritten anyway")
        .stop("Left as an open task."),
    planted: [
      { kind: "fact", keys: ["append-only", "ledger_entries"] },
      { kind: "instruction", keys: ["ledger.post"] },
      { kind: "instruction", keys: ["approvals", "ledger"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "t58-19",
    build: (s) =>
      s
        .user("status of the PR?")
        .bash("gh pr view 812 --json state,reviewDecision", '{"reviewDecision":"REVIEW_REQUIRED","state":"OPEN"}')
        .assistant("PR #812 is open and waiting for review.")
        .stop(),
    planted: [],
  },
  {
    id: "t58-20",
    build: (s) =>
      s
        .user("small thing: commit messages here use conventional commits (`feat(invoicing): ...`). pls stick to that")
        .bash("git log --oneline -3", "a41c9d2 ci: pin actions to commit shas\n7f0e112 feat(refunds): cap partial refunds\n91aa0c3 fix(gateway): ineffassign")
        .assistant("Will do; recent history already follows the `type(scope): ...` form.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["conventional"] }],
  },
  {
    id: "t58-21",
    build: (s) =>
      s
        .user(
          [
            "## Decision",
            "~~Use JSON for events on Kafka.~~",
            "Events on Kafka are protobuf with the schema registry, starting with `payments.events` v2. JSON is only for the legacy v1 topic.",
            "",
            "## TODO",
            "- write the v1 -> v2 migration plan for consumers",
          ].join("\n"),
        )
        .bash("ls proto/payments/", "event_v2.proto")
        .assistant("proto/payments/event_v2.proto exists. The consumer migration plan is still open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["protobuf"] },
      { kind: "task", keys: ["migration", "consumers"] },
    ],
  },
  {
    id: "t58-22",
    build: (s) =>
      s
        .user("I'm not sure whether the schema registry enforces BACKWARD compatibility or FULL. can you check?")
        .bash("curl -s registry:8081/config", '{"compatibilityLevel":"BACKWARD"}')
        .assistant("The registry's global compatibility level is BACKWARD.")
        .user("ok good, that's what I thought. remember it")
        .stop(),
    planted: [{ kind: "fact", keys: ["registry", "backward"] }],
  },
  {
    id: "t58-23",
    build: (s) =>
      s
        .user("regenerate the protobuf go code")
        .bash("buf generate", "")
        .bash("git status --short", " M gen/payments/event_v2.pb.go")
        .assistant("Regenerated; gen/payments/event_v2.pb.go changed.")
        .stop(),
    planted: [],
  },
  {
    id: "t58-24",
    build: (s) =>
      s
        .user(
          [
            "Context:",
            "- on-call rotation is in PagerDuty, schedule `billing-primary`",
            "- alerts come from Grafana Cloud, not Prometheus Alertmanager (we migrated in September)",
            "",
            "Open questions:",
            "- should the gateway 5xx alert page at night?",
            "",
            "TODO:",
            "- move the remaining 4 alert rules from the old alertmanager repo into grafana",
          ].join("\n"),
        )
        .bash("ls alerting/rules/ | wc -l", "17")
        .assistant("There are 17 rule files under alerting/rules/. I'll note the four remaining ones as open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["grafana"] },
      { kind: "fact", keys: ["billing-primary"] },
      { kind: "task", keys: ["rules", "alertmanager"] },
    ],
  },
  {
    id: "t58-25",
    build: (s) =>
      s
        .user("maybe we should switch from goose to atlas for migrations? I read a blog post")
        .assistant("Atlas has declarative diffs, but switching mid-project means re-baselining 42 migrations. I'd want a reason beyond the blog post.")
        .user("true. nah, not doing that")
        .bash("ls db/migrations | wc -l", "42")
        .stop(),
    planted: [],
  },
  {
    id: "t58-26",
    build: (s) =>
      s
        .user("one more convention: all http handlers return errors via `apierr.Write(w, err)`, don't hand-roll json errors")
        .bash(
          "grep -rn 'json.NewEncoder(w).Encode(map' svc/ | head -2",
          'svc/gateway/health.go:19:\tjson.NewEncoder(w).Encode(map[string]string{"error": msg})',
        )
        .file("Edit", "svc/gateway/health.go")
        .assistant("Switched the one hand-rolled error in health.go to `apierr.Write`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["apierr.write"] }],
  },
  {
    id: "t58-27",
    build: (s) =>
      s
        .user(
          [
            "## Context",
            "Invoices are rendered to PDF by a small Node service, `svc/pdf`, using Puppeteer. It's the only Node thing in the repo.",
            "",
            "## Decision",
            "We keep Puppeteer for now. Evaluated Typst, not worth the template rewrite this quarter.",
            "",
            "## Open questions",
            "- headless chrome memory on the small nodes?",
          ].join("\n"),
        )
        .bash("cat svc/pdf/package.json | jq -r .dependencies.puppeteer", "^23.4.0")
        .assistant("svc/pdf depends on puppeteer ^23.4.0.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["svc/pdf", "node"] },
      { kind: "decision", keys: ["puppeteer", "typst"] },
    ],
  },
  {
    id: "t58-28",
    build: (s) =>
      s
        .user("todo list for next week, not today:\n- bump pgx to v5.7\n- delete the `legacy_discounts` table after finance exports it")
        .bash("grep pgx go.mod", "github.com/jackc/pgx/v5 v5.5.4")
        .assistant("pgx is at v5.5.4 now. Both items are left for next week.")
        .stop(),
    planted: [
      { kind: "task", keys: ["pgx", "v5.7"] },
      { kind: "task", keys: ["legacy_discounts"] },
    ],
  },
  {
    id: "t58-29",
    build: (s) =>
      s
        .user("are there any flaky tests lately?")
        .bash(
          "gh run list --workflow ci.yml --status failure --limit 3 --json displayTitle",
          '[{"displayTitle":"feat(refunds): cap"},{"displayTitle":"chore: deps"}]',
        )
        .assistant("Two failed runs recently, on the refunds cap PR and a deps bump. Can't say they're flaky without the logs.")
        .user("meh, skip it")
        .stop(),
    planted: [],
  },
  {
    id: "t58-30",
    build: (s) =>
      s
        .user(
          [
            "## Rules",
            "- Feature flags go through `flags.Enabled(ctx, name)` backed by Unleash; no env-var flags for new stuff.",
            "- Any flag older than 60 days gets removed or made permanent.",
            "",
            "## Context",
            "Unleash is self-hosted at unleash.internal, the billing project is `billing`.",
          ].join("\n"),
        )
        .bash("curl -s unleash.internal/api/admin/projects/billing | jq '.features | length'", "23")
        .assistant("The `billing` project in Unleash has 23 flags. I'll use `flags.Enabled` for new ones.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["flags.enabled"] },
      { kind: "instruction", keys: ["flag", "60"] },
      { kind: "fact", keys: ["unleash.internal"] },
    ],
  },
  {
    id: "t58-31",
    build: (s) =>
      s
        .user("list the flags older than 60d")
        .bash(
          "curl -s unleash.internal/api/admin/projects/billing | jq -r '.features[] | select(.createdAt < \"2026-10-01\") | .name'",
          "new-tax-engine\ninvoice-v2-numbers",
        )
        .assistant("Two: `new-tax-engine` and `invoice-v2-numbers`.")
        .user("leave them, the owners are on it")
        .stop(),
    planted: [],
  },
  {
    id: "t58-32",
    build: (s) =>
      s
        .user(
          [
            "### Context",
            "Customer exports (CSV) are generated nightly by the `exports` cron in Cloud Scheduler at 02:00 UTC and land in `gs://billing-exports-prd`.",
            "",
            "### Decision",
            "Exports keep 30 days of files; the bucket lifecycle deletes older ones. Decided with the DPO.",
            "",
            "### TODO",
            "- add row counts to the export manifest",
            "",
            "### Open questions",
            "- parquet instead of csv for the big tenants?",
            "- should we encrypt with customer keys?",
          ].join("\n"),
        )
        .bash("gsutil lifecycle get gs://billing-exports-prd", '{"rule":[{"action":{"type":"Delete"},"condition":{"age":30}}]}')
        .assistant("The lifecycle rule deletes objects older than 30 days, matching the decision.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["exports", "02:00"] },
      { kind: "decision", keys: ["lifecycle", "30"] },
      { kind: "task", keys: ["row", "manifest"] },
    ],
  },
  {
    id: "t58-33",
    build: (s) =>
      s
        .user("why is the exports job slow yesterday?")
        .bash(
          "gcloud logging read 'resource.labels.job_name=exports' --limit 2 --format='value(textPayload)'",
          "export done tenants=412 rows=9120331 took=47m\nexport start",
        )
        .assistant("Yesterday's run took 47m for 412 tenants and 9.1M rows. Possibly the new large tenant, but I'd need the per-tenant timings to say.")
        .stop(),
    planted: [],
  },
  {
    id: "t58-34",
    build: (s) =>
      s
        .user("pls always run `make generate` after touching anything in proto/ or sqlc queries, CI fails on stale generated code")
        .bash("make generate", "buf generate\nsqlc generate")
        .assistant("Ran `make generate`; nothing was stale.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["generate", "proto"] }],
  },
  {
    id: "t58-35",
    build: (s) =>
      s
        .user(
          [
            "## Context",
            "We're on sqlc for queries (queries in `db/queries/*.sql`). Reads go to the replica `pg-billing-ro`, writes to `pg-billing`.",
            "",
            "## Decision",
            "The reports service reads from the replica only, with up to 5s lag accepted. Final.",
            "",
            "## Open questions",
            "- do we need a second replica for reports?",
          ].join("\n"),
        )
        .bash("grep -n 'DSN' svc/reports/config.go", 'svc/reports/config.go:9:\tDSN: env("PG_RO_DSN"),')
        .assistant("svc/reports already reads `PG_RO_DSN`, the replica.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sqlc"] },
      { kind: "decision", keys: ["reports", "replica"] },
    ],
  },
  {
    id: "t58-36",
    build: (s) =>
      s
        .user("could we use LISTEN/NOTIFY instead of kafka for the internal stuff? or is that dumb")
        .assistant("Not dumb, but NOTIFY drops messages when no listener is connected, so you'd need an outbox anyway.")
        .user("right. ok never mind")
        .stop(),
    planted: [],
  },
  {
    id: "t58-37",
    build: (s) =>
      s
        .user("note for the future: the `billing` db has 310 GB and the `invoice_lines` table alone is 190 GB")
        .bash(
          "psql billing -c \"select pg_size_pretty(pg_database_size('billing')), pg_size_pretty(pg_total_relation_size('invoice_lines'))\"",
          " pg_size_pretty | pg_size_pretty\n----------------+----------------\n 310 GB         | 190 GB",
        )
        .assistant("Confirmed: 310 GB total, invoice_lines 190 GB.")
        .user("we have to partition invoice_lines by month eventually. backlog it")
        .stop("Backlogged."),
    planted: [
      { kind: "fact", keys: ["invoice_lines", "190"] },
      { kind: "task", keys: ["partition", "invoice_lines"] },
    ],
  },
  {
    id: "t58-38",
    build: (s) =>
      s
        .user(
          [
            "## Decision",
            "Going with idempotency keys stored in Postgres (`idempotency_keys` table, 24h TTL) instead of Redis. We first picked Redis but we don't want a second stateful dependency.",
            "",
            "## Rules",
            "- every POST on the public API requires an `Idempotency-Key` header",
          ].join("\n"),
        )
        .file("Write", "db/migrations/00043_idempotency_keys.sql")
        .bash('goose -dir db/migrations postgres "$PG_DSN" up', "OK   00043_idempotency_keys.sql (12.3ms)")
        .assistant("Added migration 00043 with the `idempotency_keys` table and applied it locally.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["idempotency", "postgres"] },
      { kind: "instruction", keys: ["idempotency-key", "post"] },
    ],
  },
  {
    id: "t58-39",
    build: (s) => s.user("typo in the readme, 'recieve'. fix pls").file("Edit", "README.md").assistant("Fixed.").stop(),
    planted: [],
  },
  {
    id: "t58-40",
    build: (s) =>
      s
        .user("Ana is the one who approves anything touching tax rounding. Just so you know")
        .bash("git log --format='%an' -- svc/ledger/round.go | sort | uniq -c", "      9 Ana Ribeiro\n      2 Tom Keller")
        .assistant("Ana Ribeiro authored most changes to svc/ledger/round.go, consistent with that.")
        .stop(),
    planted: [{ kind: "fact", keys: ["ana", "rounding"] }],
  },
  {
    id: "t58-41",
    build: (s) =>
      s
        .user(
          [
            "# TODO (for me, later this month)",
            "- rotate the Stripe restricted key, it's 11 months old",
            "- write a runbook for the dunning job",
            "",
            "# Open questions",
            "- is the Stripe key shared with the data team?",
          ].join("\n"),
        )
        .bash(
          "gcloud secrets versions list stripe-restricted-key --project billing-prd --limit 1",
          "NAME  STATE    CREATED\n3     enabled  2025-12-20T10:11:03",
        )
        .assistant("Latest version of stripe-restricted-key was created 2025-12-20. Both items stay on your list.")
        .stop(),
    planted: [
      { kind: "task", keys: ["rotate", "stripe"] },
      { kind: "task", keys: ["runbook", "dunning"] },
    ],
  },
  {
    id: "t58-42",
    build: (s) =>
      s
        .user("hypothesis: the nightly vacuum is what spikes p99 at 03:00. can you look?")
        .bash(
          'psql billing -c "select relname, last_autovacuum from pg_stat_user_tables order by last_autovacuum desc limit 2"',
          " relname       | last_autovacuum\n invoice_lines | 2026-12-10 03:02:11",
        )
        .assistant("invoice_lines was autovacuumed at 03:02, close to the spike, but that alone doesn't prove it.")
        .stop(),
    planted: [],
  },
  {
    id: "t58-43",
    build: (s) =>
      s
        .user("retries for outbound http: use the shared `retry.Do` helper with the default backoff. don't write loops with sleep. that's the rule")
        .bash("grep -rn 'time.Sleep' svc/ --include=*.go | grep -v _test | head -2", "svc/notify/postmark.go:52:\t\ttime.Sleep(2 * time.Second)")
        .file("Edit", "svc/notify/postmark.go")
        .assistant("Replaced the sleep loop in postmark.go with `retry.Do`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["retry.do"] }],
  },
  {
    id: "t58-44",
    build: (s) =>
      s
        .user(
          [
            "## Context",
            "Tenants on the `enterprise` plan get invoiced monthly in arrears; everyone else pays upfront. The plan lives in `tenants.plan`.",
            "",
            "## Decision",
            "Proration on plan changes is by day, not by second. Decided with product today.",
            "",
            "## Open questions",
            "- upgrades mid-cycle for annual plans?",
          ].join("\n"),
        )
        .bash('psql billing -c "select plan, count(*) from tenants group by 1"', " plan       | count\n enterprise |    38\n team       |   374")
        .assistant("38 enterprise tenants, 374 on team.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["enterprise", "arrears"] },
      { kind: "decision", keys: ["proration"] },
    ],
  },
  {
    id: "t58-45",
    build: (s) =>
      s
        .user("proration by day - ok but shouldn't we round up? hmm. I'll ask Joana")
        .assistant("Sure, rounding direction is worth confirming with her.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "t58-46",
    build: (s) =>
      s
        .user("update: we dropped the per-tenant invoice sequence plan, finance wants one global counter per legal entity instead. that's the final call")
        .bash('psql billing -c "select count(distinct legal_entity) from tenants"', " count\n-------\n     4")
        .assistant("There are 4 legal entities, so 4 counters.")
        .user("implement the per-entity counters next sprint, not now")
        .stop("Noted as open for next sprint."),
    planted: [
      { kind: "decision", keys: ["legal", "counter"] },
      { kind: "task", keys: ["counters", "implement"] },
    ],
  },
  {
    id: "t58-47",
    build: (s) =>
      s
        .user("explain this query plan to me")
        .bash(
          "psql billing -c 'explain select * from invoices where tenant_id = 7 and status = $$open$$'",
          "Index Scan using invoices_tenant_status_idx on invoices  (cost=0.43..8.45 rows=1 width=212)",
        )
        .assistant("It uses the composite index `invoices_tenant_status_idx`, estimated one row. That's the good path.")
        .stop(),
    planted: [],
  },
  {
    id: "t58-48",
    build: (s) =>
      s
        .user(
          [
            "## Rules",
            "- Logs are structured with slog, JSON handler; never log full card numbers or IBANs, mask them with `pii.Mask`.",
            "",
            "## TODO",
            "- audit svc/gateway for unmasked IBANs (someone saw one in the logs)",
            "",
            "## Open questions",
            "- do we ship logs to BigQuery too?",
          ].join("\n"),
        )
        .bash("grep -rn 'slog.' svc/gateway/*.go | wc -l", "37")
        .assistant("svc/gateway has 37 slog calls; the IBAN audit is on your list.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pii.mask"] },
      { kind: "task", keys: ["audit", "ibans"] },
    ],
  },
  {
    id: "t58-49",
    build: (s) =>
      s
        .user("Go version: we're on 1.23 and we stay there until the Q1 upgrade, don't bump go.mod")
        .bash("grep '^go ' go.mod", "go 1.23.4")
        .assistant("go.mod says 1.23.4; I won't bump it.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["go.mod"] }],
  },
  {
    id: "t58-50",
    build: (s) =>
      s
        .user(
          [
            "## Decision",
            "Webhook deliveries to customers are retried with exponential backoff for 72 hours, then the endpoint is disabled and the tenant admin is emailed.",
            "",
            "## Context",
            "Deliveries are sent by `svc/webhooks`, about 1.2M per day.",
          ].join("\n"),
        )
        .bash("psql billing -c \"select count(*) from webhook_deliveries where created_at > now() - interval '1 day'\"", "  count\n---------\n 1204412")
        .assistant("1,204,412 deliveries in the last day, consistent with ~1.2M/day.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["backoff", "72"] },
      { kind: "fact", keys: ["svc/webhooks", "1.2m"] },
    ],
  },
  {
    id: "t58-51",
    build: (s) =>
      s.user("what time is it in Lisbon now lol, want to ping Joana").assistant("Lisbon is on WET (UTC+0) in December, so same as UTC.").user("ok").stop(),
    planted: [],
  },
  {
    id: "t58-52",
    build: (s) =>
      s
        .user("the currency conversion rates come from the ECB daily feed, fetched at 16:30 CET by `svc/fx`")
        .bash("grep -n 'ecb' svc/fx/fetch.go", 'svc/fx/fetch.go:14:const feedURL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"')
        .assistant("svc/fx fetches the ECB daily reference rates.")
        .user("we decided to keep the rate fixed at invoice creation, never re-convert later")
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["ecb", "svc/fx"] },
      { kind: "decision", keys: ["rate", "creation"] },
    ],
  },
  {
    id: "t58-53",
    build: (s) =>
      s
        .user(
          [
            "## Context",
            "Local dev: `make dev` starts everything via docker compose; seed data from `db/seed.sql` has 3 tenants.",
            "",
            "## Open questions",
            "- would tilt be nicer than compose?",
            "- should seed data include an enterprise tenant?",
          ].join("\n"),
        )
        .bash("make dev", "Container postgres Started\nContainer redpanda Started\nContainer gateway Started")
        .assistant("All three containers are up.")
        .stop(),
    planted: [{ kind: "fact", keys: ["seed", "tenants"] }],
  },
  {
    id: "t58-54",
    build: (s) =>
      s
        .user("the public API is versioned in the URL (`/v1/...`); breaking changes need a new version, no exceptions")
        .bash("grep -rn 'PathPrefix(\"/v' svc/gateway/router.go", 'svc/gateway/router.go:23:\tr.PathPrefix("/v1").Subrouter()')
        .assistant("Only `/v1` is mounted today.")
        .user("TODO someday: publish the OpenAPI spec for v1 on the developer portal")
        .stop("Open."),
    planted: [
      { kind: "instruction", keys: ["breaking"] },
      { kind: "task", keys: ["openapi", "portal"] },
    ],
  },
  {
    id: "t58-55",
    build: (s) =>
      s
        .user("for the pdf archive: GCS or keep them in postgres as bytea? what's your take")
        .assistant("GCS: the PDFs average ~80 KB and there are millions; bytea would bloat backups. Postgres keeps it transactional, though.")
        .bash('psql billing -c "select count(*) from invoices"', "  count\n----------\n 6120554")
        .user("GCS it is. invoice PDFs are stored in GCS, postgres only keeps the object path. decided")
        .stop("OK."),
    planted: [{ kind: "decision", keys: ["pdfs", "gcs"] }],
  },
  {
    id: "t58-56",
    build: (s) =>
      s
        .user(
          [
            "## Context",
            "Tax calculation currently calls the Lisbon gRPC service synchronously on every invoice line.",
            "",
            "## Decision",
            "We batch tax lookups per invoice (one gRPC call per invoice, not per line). Joana agreed on the call yesterday.",
            "",
            "## Open questions",
            "- cache tax results per product code?",
            "- what timeout for the batch call?",
          ].join("\n"),
        )
        .bash("grep -rn 'taxClient.Calculate' svc/invoicing/ | wc -l", "3")
        .assistant("Three call sites of `taxClient.Calculate` in invoicing would change to the batched call.")
        .stop(),
    planted: [{ kind: "decision", keys: ["batch", "tax"] }],
  },
  {
    id: "t58-57",
    build: (s) =>
      s
        .user("ok so about the default currency for new tenants. first I thought USD")
        .bash(
          'psql billing -c "select currency, count(*) from tenants group by 1 order by 2 desc limit 2"',
          " currency | count\n EUR      |   301\n USD      |   111",
        )
        .assistant("Most tenants bill in EUR (301) vs USD (111).")
        .user("yeah then EUR is the default currency for new tenants, not USD. set it in the signup defaults")
        .file("Edit", "svc/tenants/defaults.go")
        .assistant("Signup default currency is EUR now.")
        .stop(),
    planted: [{ kind: "decision", keys: ["eur", "currency"] }],
  },
];

export const TUNING58 = plantedSet(TUNING58_SESSIONS, START);
