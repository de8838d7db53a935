/**
 * A planted set for the offline long-term-memory extractor, in Codex CLI's and Claude Code's
 * voice, any stack (Go, Rust, Python, TypeScript, Terraform, Kubernetes): many items are said
 * across two or three sentences or across a question and its answer ("Which queue?" / "SQS,
 * FIFO."; "Decided. We drop IE11."; "Remember this one: …"), mixed with ordinary one-sentence
 * items. Written without reading the extractor (src/core/memories/extract.ts), its dialogue or
 * sentence models, or the other planted sets' sessions.
 * Training set for the sentence classifier (written without reading the extractor).
 * Each session is one segment; the items planted in it are listed with it: 70 items (16
 * decisions, 19 instructions, 18 facts, 17 tasks) in 55 sessions, 16 of which plant nothing.
 * Every other message must give nothing: questions, hypotheses, proposals not taken or never
 * confirmed, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output with words
 * like "always", "never" and "TODO", chit-chat, and requests the agent completes in the same
 * session. Three sessions supersede an earlier decision with a later one; only the later one is
 * planted.
 *
 * Matching rule (fixed before any extractor runs on this set; planted-blind.ts's rule, implemented
 * in planted-scoring.ts):
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

export const TUNING74_SESSIONS: BlindSession[] = [
  {
    id: "t74-webhook-queue",
    build: (s) =>
      s
        .user("we need a queue for the webhook fan-out before the partner launch. which one?")
        .bash("grep -rn 'redis' infra/*.tf | head -5", 'infra/cache.tf:3:resource "aws_elasticache_cluster" "main" {\ninfra/cache.tf:9:  engine = "redis"')
        .assistant(
          "Two realistic options: SQS (a FIFO queue gives per-merchant ordering via MessageGroupId) or Redis streams, since ElastiCache is already up. I'd lean SQS, but your call.",
        )
        .user("SQS, FIFO.")
        .assistant("Got it. Webhook fan-out goes through an SQS FIFO queue, grouped by merchant id. Wiring the producer now.")
        .file("Edit", "src/webhooks/producer.ts")
        .bash("npm test -- webhooks", " ✓ test/webhooks/producer.test.ts (4 tests) 212ms\n Test Files  1 passed (1)")
        .assistant("Producer sends to `webhooks.fifo`; 4 tests pass. What about the consumer side?")
        .user("not this week. todo for later: write the consumer lambda for webhooks.fifo, with a DLQ after 5 receives. leave a stub for now")
        .file("Write", "src/webhooks/consumer.ts")
        .assistant("Stub added at `src/webhooks/consumer.ts` that throws `not implemented`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sqs"] },
      { kind: "task", keys: ["consumer"] },
    ],
  },
  {
    id: "t74-drop-ie11",
    build: (s) =>
      s
        .user("why is polyfills.js 140kb??")
        .bash(
          "npx source-map-explorer dist/polyfills.js --json | jq '.results[0].files | keys[:4]'",
          '[\n  "core-js/modules/es.promise.js",\n  "whatwg-fetch/dist/fetch.umd.js",\n  "core-js/modules/es.array.from.js",\n  "regenerator-runtime/runtime.js"\n]',
        )
        .assistant("Almost all of it is core-js, whatwg-fetch and regenerator-runtime, which are only there because browserslist still includes `ie 11`.")
        .user("analytics says ie is 0.03% of sessions. Decided. We drop IE11.")
        .assistant("Understood, IE11 support goes. I'll change browserslist to `defaults, not ie 11` and remove the polyfills entry.")
        .file("Edit", ".browserslistrc")
        .file("Edit", "webpack.config.js")
        .bash("npm run build", "dist/main.js    212 kB\nwebpack compiled successfully")
        .assistant("Build passes, polyfills chunk gone, main bundle is 212 kB.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ie11"] }],
  },
  {
    id: "t74-itest",
    build: (s) =>
      s
        .user(
          "Remember this one: the integration suite runs with `make itest`, never plain `go test ./...`. The files are behind the `integration` build tag and plain go test skips them without a word.",
        )
        .assistant("Noted, `make itest` for integration tests from now on.")
        .bash(
          "make itest",
          "docker compose -f itest/compose.yml up -d\nok  \tgithub.com/acme/ledger/internal/store\t8.214s\nok  \tgithub.com/acme/ledger/internal/api\t3.902s",
        )
        .user("fyi the itest database is a throwaway postgres 15 container on port 55432, wiped on every run, so don't bother cleaning up rows")
        .assistant("Makes sense, that explains the compose file. Both packages pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["itest"] },
      { kind: "fact", keys: ["itest", "postgres"] },
    ],
  },
  {
    id: "t74-empty-morning",
    build: (s) =>
      s
        .user("morning! coffee's kicking in slowly")
        .assistant("Morning. What are we looking at today?")
        .user("just walk me through the README, I haven't opened this repo in months")
        .file("Read", "README.md")
        .assistant(
          "It covers local setup (`make dev`), the env vars the API reads, and a short section on deploying with the GitHub workflow. Anything in particular?",
        )
        .user("nah that's enough, thanks")
        .assistant("Sure, ping me when you want to start.")
        .stop(),
    planted: [],
  },
  {
    id: "t74-empty-pnpm",
    build: (s) =>
      s
        .user("should we switch to pnpm? installs are painfully slow in CI")
        .bash("time npm ci --ignore-scripts", "added 1432 packages in 58s\n\nreal\t0m59.412s")
        .assistant("npm ci takes about a minute here. pnpm with a cached store would likely be 20-25s. Want me to try the migration on a branch?")
        .user("hmm, let me think about it. not today anyway, the release is friday")
        .assistant("OK, leaving the package manager alone.")
        .stop(),
    planted: [],
  },
  {
    id: "t74-golangci",
    build: (s) =>
      s
        .user("from now on run `golangci-lint run` before you tell me something is done. every time.")
        .assistant("Will do.")
        .bash(
          "golangci-lint run ./...",
          "internal/api/orders.go:88:2: ineffectual assignment to err (ineffassign)\ninternal/api/orders.go:120:14: Error return value is not checked (errcheck)",
        )
        .file("Edit", "internal/api/orders.go")
        .bash("golangci-lint run ./...", "")
        .assistant(
          "Fixed both findings in `orders.go`; lint is clean. Note: `.golangci.yml` excludes `internal/legacy` via skip-dirs, so lint never covers that package.",
        )
        .user("right, that's deliberate. internal/legacy is frozen, nobody maintains it and it gets deleted after the Q1 cutover")
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["golangci"] },
      { kind: "fact", keys: ["legacy"] },
    ],
  },
  {
    id: "t74-reporting-orm",
    build: (s) =>
      s
        .user("let's use Prisma for the new reporting service")
        .bash("npm i prisma @prisma/client", "added 6 packages in 9s")
        .assistant("Installed. Should I run `prisma db pull` against the reporting replica to generate the schema?")
        .user("actually wait. reporting is window functions and CTEs everywhere, Prisma will fight us. scrap prisma, we go with Kysely.")
        .bash("npm rm prisma @prisma/client && npm i kysely pg", "removed 6 packages\nadded 3 packages in 4s")
        .file("Write", "src/reporting/db.ts")
        .assistant("Switched: Prisma removed, Kysely with the pg dialect in `src/reporting/db.ts`. I ported the `daily_active` query as a first example.")
        .user("good. leave the monthly revenue query port for tomorrow, it's a monster")
        .assistant("OK, the monthly revenue query stays on the old raw SQL path until then.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["kysely"] },
      { kind: "task", keys: ["revenue"] },
    ],
  },
  {
    id: "t74-empty-flaky",
    build: (s) =>
      s
        .user("CI failed again on checkout.spec.ts. flaky?")
        .bash(
          "npx playwright test checkout.spec.ts",
          "  1) checkout.spec.ts:42:5 › pays with saved card\n    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()\n  1 failed",
          1,
        )
        .assistant(
          "Could be the modal's fade-in: maybe the Pay button isn't considered visible until the transition ends. Or the mock payment server starts late. Hard to say from one run.",
        )
        .user("rerun it a few times")
        .bash("npx playwright test checkout.spec.ts --repeat-each=5", "  5 passed (41.2s)")
        .assistant("5/5 passed locally, so I can't reproduce it. I wouldn't change anything yet.")
        .user("meh ok")
        .stop(),
    planted: [],
  },
  {
    id: "t74-staging-node",
    build: (s) =>
      s
        .user("why is the staging deploy so slow, it sat there for 4 minutes")
        .bash(
          "kubectl -n staging get nodes && kubectl -n staging get deploy api -o jsonpath='{.spec.template.spec.terminationGracePeriodSeconds}'",
          "NAME                          STATUS   ROLES    AGE   VERSION\nip-10-1-4-22.ec2.internal     Ready    <none>   81d   v1.29.3\n120",
        )
        .assistant(
          "There is one node in the pool, so the new pod can't schedule until the old one is gone, and the old one gets `terminationGracePeriodSeconds: 120` to drain. That's most of the 4 minutes.",
        )
        .user(
          "yeah staging is a single node, that's known and it's on purpose (cost). the 120s grace period is for draining websockets, keep it at 120, don't lower it",
        )
        .assistant("Got it, I won't touch the grace period.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging", "single"] },
      { kind: "instruction", keys: ["grace"] },
    ],
  },
  {
    id: "t74-csv-export",
    build: (s) =>
      s
        .user(
          "before I forget: the CSV export still times out for accounts over ~50k rows. not today, but we need to stream it instead of building the whole file in memory. put it on the list",
        )
        .bash(
          "grep -rn 'toCSV(' src/ | head",
          "src/exports/csv.ts:14:export function toCSV(rows: Row[]): string {\nsrc/routes/exports.ts:31:  const body = toCSV(await loadAll(accountId));",
        )
        .assistant("Noted as open: stream the CSV export (`src/routes/exports.ts` builds the whole string via `toCSV`). Anything else for now?")
        .user("no, that's it")
        .stop(),
    planted: [{ kind: "task", keys: ["csv", "stream"] }],
  },
  {
    id: "t74-msrv",
    build: (s) =>
      s
        .user("what's our MSRV?")
        .bash("grep rust-version Cargo.toml", 'rust-version = "1.74"')
        .assistant('Cargo.toml pins `rust-version = "1.74"`.')
        .user("ok. we're bumping the MSRV to 1.80, I want LazyLock.")
        .file("Edit", "Cargo.toml")
        .file("Edit", "src/config.rs")
        .bash(
          "cargo +1.80 check --all-targets",
          "    Checking tally v0.9.2 (/home/dev/src/app)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.31s",
        )
        .assistant("Bumped to 1.80 and replaced `once_cell::sync::Lazy` with `std::sync::LazyLock` in three files. `cargo check` passes.")
        .user("and from now on no new once_cell usage anywhere, std only")
        .assistant("Understood, std `LazyLock`/`OnceLock` only.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["msrv"] },
      { kind: "instruction", keys: ["once_cell"] },
    ],
  },
  {
    id: "t74-empty-rename",
    build: (s) =>
      s
        .user("rename `getUsr` to `getUser` everywhere pls")
        .bash("rg -l getUsr src", "src/users/service.ts\nsrc/users/routes.ts\nsrc/admin/users.ts")
        .file("Edit", "src/users/service.ts")
        .file("Edit", "src/users/routes.ts")
        .file("Edit", "src/admin/users.ts")
        .bash("npm test", " Test Files  38 passed (38)\n      Tests  402 passed (402)")
        .assistant("Renamed in 3 files, all 402 tests pass.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "t74-refunds-owner",
    build: (s) =>
      s
        .user("who owns the billing service? I need someone to review this")
        .bash("grep billing .github/CODEOWNERS", "/services/billing/  @acme/payments")
        .assistant("CODEOWNERS assigns `services/billing/` to `@acme/payments`.")
        .user("right. and Priya is the person on payments who actually knows the refunds code, she reviews anything that touches refunds")
        .assistant("Good to know. This PR changes `refunds/partial.go`, so I'll request her review.")
        .bash("gh pr edit 812 --add-reviewer priya-n", "https://github.com/acme/platform/pull/812")
        .stop(),
    planted: [{ kind: "fact", keys: ["priya"] }],
  },
  {
    id: "t74-commit-style",
    build: (s) =>
      s
        .user("commit msgs: conventional commits please, `feat(scope): ...`, `fix(scope): ...`.")
        .user("Also no 'Co-authored-by: Claude' trailer. Ever.")
        .assistant("Understood: conventional commit subjects, and no co-author trailer.")
        .bash(
          "git commit -m 'fix(auth): reject tokens with future iat'",
          "[fix/iat 3e9a1c2] fix(auth): reject tokens with future iat\n 2 files changed, 31 insertions(+), 4 deletions(-)",
        )
        .assistant("Committed as `fix(auth): reject tokens with future iat`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "instruction", keys: ["trailer"] },
    ],
  },
  {
    id: "t74-empty-quoted-log",
    build: (s) =>
      s
        .user("what is this at startup?\n```\nWARN cache: entries never expire when ttl=0\nWARN tracing: always-on sampling enabled\n```")
        .bash(
          "rg -n 'never expire|always-on' internal/",
          'internal/cache/cache.go:41:\t\tlog.Warn("cache: entries never expire when ttl=0")\ninternal/trace/init.go:17:\t// TODO(amir): always-on only in dev, remove after migration',
        )
        .assistant(
          "The first comes from `cache.New` when TTL is zero; your `.env.local` sets `CACHE_TTL=0`. The second is the dev tracing default, and the TODO next to it is an old note from Amir.",
        )
        .user("ok cool, harmless then")
        .assistant("Yes, both are local-only.")
        .stop(),
    planted: [],
  },
  {
    id: "t74-checkout-flag",
    build: (s) =>
      s
        .user("new checkout goes behind a flag. LaunchDarkly or our homegrown flags table?")
        .assistant(
          "The homegrown table already does per-tenant toggles, which is all the rollout plan needs. LaunchDarkly would add percentage rollouts and an audit log, but it's a new vendor and a new SDK in the hot path.",
        )
        .user("flags table. no new vendor.")
        .bash("psql $DATABASE_URL -c \"insert into feature_flags(name, enabled) values ('new_checkout', false)\"", "INSERT 0 1")
        .file("Edit", "src/checkout/index.tsx")
        .assistant(
          "`new_checkout` is in the flags table, off by default, and the checkout route reads it. Still open: the admin UI can't toggle per-tenant flags yet; that needs a form in /admin/flags.",
        )
        .user("yeah leave that for later, make a note of it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["flags", "table"] },
      { kind: "task", keys: ["admin", "toggle"] },
    ],
  },
  {
    id: "t74-cron-chicago",
    build: (s) =>
      s
        .user("the nightly cleanup ran at 8am UTC?? it's supposed to be 2am")
        .bash(
          "ssh cron-1 'date; cat /etc/timezone; crontab -l | grep cleanup'",
          "Thu Nov 12 02:03:11 CST 2026\nAmerica/Chicago\n0 2 * * * /opt/jobs/cleanup.sh",
        )
        .assistant("The cron host runs in America/Chicago, not UTC, so `0 2 * * *` fires at 02:00 Central, which is 08:00 UTC.")
        .user("ah. yes the cron box is on Chicago time, always has been. other jobs depend on that so we leave it. 8am UTC is fine then, false alarm")
        .assistant("OK, nothing to change.")
        .stop(),
    planted: [{ kind: "fact", keys: ["cron", "chicago"] }],
  },
  {
    id: "t74-empty-useeffect",
    build: (s) =>
      s
        .user("explain what the cleanup in this useEffect does")
        .file("Read", "src/components/LiveFeed.tsx")
        .assistant(
          "It closes the EventSource. React always runs the cleanup before re-running the effect and on unmount, so without it every change of `channelId` would leave an open connection behind.",
        )
        .user("got it, makes sense")
        .assistant("👍")
        .stop(),
    planted: [],
  },
  {
    id: "t74-uv-python",
    build: (s) =>
      s
        .user("use uv for everything in this repo. not pip, not poetry.")
        .bash("uv sync", "Resolved 84 packages in 412ms\nInstalled 84 packages in 1.21s")
        .assistant("Synced with uv. Note `.python-version` pins 3.12; was that deliberate? 3.13 is out.")
        .user("deliberate. 3.13 breaks numba for us, the wheels aren't there yet")
        .assistant("Understood, staying on 3.12.")
        .bash("uv run pytest -q", "........................................................ [100%]\n56 passed in 7.83s")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["uv"] },
      { kind: "fact", keys: ["numba"] },
    ],
  },
  {
    id: "t74-empty-r2",
    build: (s) =>
      s
        .user("let's move the product images to R2... hmm no, scratch that, egress isn't our problem right now. never mind.")
        .assistant("OK, not touching storage.")
        .user("just check how big the bucket is")
        .bash("aws s3 ls s3://acme-product-images --recursive --summarize | tail -2", "Total Objects: 1912044\n   Total Size: 442368102400")
        .assistant("About 412 GiB across 1.9M objects.")
        .user("huh, bigger than I thought")
        .stop(),
    planted: [],
  },
  {
    id: "t74-test-rules",
    build: (s) =>
      s
        .user("Two things about tests. First: snapshot files get reviewed like code. Don't just `-u` them when they fail.")
        .user("Second, e2e stays off the PR workflow. It runs on main only, 25 minutes is too slow for PRs.")
        .assistant("Understood on both.")
        .bash(
          "npx vitest run src/components",
          " FAIL  src/components/Invoice.test.tsx > renders totals\n Snapshot `renders totals 1` mismatched\n Test Files  1 failed | 23 passed (24)",
          1,
        )
        .assistant(
          "One snapshot mismatch in `Invoice.test.tsx`: the total is now rendered with a thin space before the currency. That looks like the intended change from your formatter PR, so here's the diff for you to confirm before I update it.",
        )
        .user("yes that's intended, update that one")
        .bash("npx vitest run src/components/Invoice.test.tsx -u", " ✓ src/components/Invoice.test.tsx (6 tests)\n Snapshots  1 updated")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["snapshot"] },
      { kind: "instruction", keys: ["e2e"] },
    ],
  },
  {
    id: "t74-orders-v2",
    build: (s) =>
      s
        .file("Read", "src/routes/orders.ts")
        .assistant("For the breaking change to /orders (cents instead of decimal strings), do you want a /v2 path or header-based versioning?")
        .user("path. /v2. the partner proxies strip custom headers, we learned that the hard way")
        .file("Write", "src/routes/v2/orders.ts")
        .bash("npm test -- orders", " ✓ test/routes/orders.test.ts (11 tests)\n ✓ test/routes/v2/orders.test.ts (7 tests)")
        .assistant("Added `/v2/orders` with integer cents; `/orders` is unchanged. 18 tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["v2"] },
      { kind: "fact", keys: ["proxies", "headers"] },
    ],
  },
  {
    id: "t74-stripe-secret",
    build: (s) =>
      s
        .user("the stripe webhook secret got printed in a debug log last week. scrub that log line now")
        .bash("rg -n 'whsec' src/", "src/payments/webhook.ts:22:  logger.debug('verifying with ' + secret);")
        .file("Edit", "src/payments/webhook.ts")
        .assistant("Removed the secret from the debug line; it now logs only the event id.")
        .user("and leave a todo for me: rotate the Stripe webhook secret before Dec 15. can't do it today, need the dashboard access from finance")
        .assistant("Noted as open: rotate the Stripe webhook signing secret by Dec 15.")
        .stop(),
    planted: [{ kind: "task", keys: ["stripe", "secret"] }],
  },
  {
    id: "t74-empty-where-were-we",
    build: (s) =>
      s
        .user("where were we")
        .bash("git log --oneline -3", "a81c0de migrate orders.status to enum\n5f2b9e1 add status backfill script\n0c4d7aa bump zod")
        .assistant("Last commits were the `orders.status` enum migration and its backfill script. Tests were green at `a81c0de`.")
        .user("cool. let's call it a day honestly")
        .assistant("Sounds good.")
        .stop(),
    planted: [],
  },
  {
    id: "t74-api-memory",
    build: (s) =>
      s
        .user("set memory limit on the api pods to 512Mi")
        .file("Edit", "k8s/api/deployment.yaml")
        .bash(
          "kubectl apply -f k8s/api/deployment.yaml && kubectl get pods -l app=api",
          "deployment.apps/api configured\nNAME                  READY   STATUS      RESTARTS\napi-7d9f8c6b5-2xkqp   0/1     OOMKilled   2",
        )
        .assistant("The pods get OOMKilled at 512Mi. Metrics show the api peaking around 700Mi while the nightly report runs.")
        .user("ugh. yes the nightly report is the heavy thing, it loads the whole month. ok, memory limit is 1Gi then, final. don't go lower.")
        .file("Edit", "k8s/api/deployment.yaml")
        .bash(
          "kubectl apply -f k8s/api/deployment.yaml && kubectl get pods -l app=api",
          "deployment.apps/api configured\nNAME                  READY   STATUS    RESTARTS\napi-5c6d7f9d8-8hw2m   1/1     Running   0",
        )
        .assistant("Limit set to 1Gi, pods are running.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["1gi"] },
      { kind: "fact", keys: ["nightly"] },
    ],
  },
  {
    id: "t74-english",
    build: (s) =>
      s
        .user("the tickets are in German but write everything in English: code comments, commit messages, PR descriptions. always.")
        .assistant("Understood, English everywhere regardless of the ticket language.")
        .file("Read", "docs/tickets/LAG-214.md")
        .assistant("LAG-214 asks for the warehouse filter to include archived locations. Starting there?")
        .user("yes")
        .file("Edit", "src/warehouse/filter.ts")
        .bash("npm test -- warehouse", " ✓ test/warehouse/filter.test.ts (9 tests)")
        .assistant("Archived locations are included behind `includeArchived`; 9 tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["english"] }],
  },
  {
    id: "t74-empty-interface",
    build: (s) =>
      s
        .user("is there a reason we use `interface{}` in all the handler signatures?")
        .assistant("Probably historical: they might predate generics. But I'm guessing, I haven't checked the history.")
        .user("can you check blame")
        .bash(
          "git blame -L 12,14 internal/http/handler.go",
          "3b1f0a9c (dmitri 2019-04-02 10:11:45 +0000 12) type Handler func(ctx context.Context, req interface{}) (interface{}, error)",
        )
        .assistant("That line dates to 2019, so pre-generics is plausible, but nothing in the commit message says why.")
        .user("ok whatever, not important")
        .stop(),
    planted: [],
  },
  {
    id: "t74-repo-layout",
    build: (s) =>
      s
        .bash("ls packages/", "api\nweb\nworker\nshared")
        .assistant("I don't see the mobile app in `packages/`. Is it somewhere else?")
        .user(
          "the mobile app lives in its own repo, acme/mobile, not in this monorepo. the shared API types are published from packages/shared as @acme/contracts and mobile consumes that.",
        )
        .assistant("Thanks, that explains the `publishConfig` in `packages/shared/package.json`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mobile"] },
      { kind: "fact", keys: ["contracts"] },
    ],
  },
  {
    id: "t74-migrations",
    build: (s) =>
      s
        .bash("git status --short migrations/", " M migrations/0042_add_invoice_due.sql\n?? migrations/0057_invoice_notes.sql")
        .assistant("`0042_add_invoice_due.sql` is modified locally, and 0042 is already on main. Did you mean to change it?")
        .user("no! Migrations: never edit one that's been merged. New file every time. revert that")
        .bash("git checkout -- migrations/0042_add_invoice_due.sql", "")
        .assistant("Reverted 0042. The due-date default change is now in `0058_invoice_due_default.sql`.")
        .file("Write", "migrations/0058_invoice_due_default.sql")
        .user("thanks. at some point we should squash 0001-0030 into a baseline, they take ages on a fresh db. not now though")
        .assistant("Noted as a later item.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["migration"] },
      { kind: "task", keys: ["baseline"] },
    ],
  },
  {
    id: "t74-empty-backoff",
    build: (s) =>
      s
        .file("Read", "src/uploads/s3.ts")
        .assistant("The S3 upload has no retry. I could wrap it with exponential backoff (3 tries, jitter). Want me to?")
        .user("let me think about it")
        .user("anyway what's the coverage on uploads?")
        .bash("npx vitest run --coverage src/uploads | grep uploads", " src/uploads       |   61.2 |    48.9 |   70.0 |   61.2 |")
        .assistant("61% line coverage on `src/uploads`.")
        .user("meh")
        .stop(),
    planted: [],
  },
  {
    id: "t74-problem-json",
    build: (s) =>
      s
        .user("Errors. We settled this yesterday with Tom: RFC 7807 problem+json for every 4xx/5xx. Go with that.")
        .file("Write", "src/http/problem.ts")
        .file("Edit", "src/routes/orders.ts")
        .file("Edit", "src/routes/users.ts")
        .bash("npm test -- routes", " ✓ test/routes/orders.test.ts (14 tests)\n ✓ test/routes/users.test.ts (10 tests)")
        .assistant(
          "Orders and users now return `application/problem+json`. The legacy /v1/reports handlers still return `{ error: string }`; I left them alone.",
        )
        .user("fine. convert the reports handlers later, separate PR")
        .assistant("OK.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["7807"] },
      { kind: "task", keys: ["reports"] },
    ],
  },
  {
    id: "t74-secrets",
    build: (s) =>
      s
        .file("Read", ".env.example")
        .assistant("`.env.example` contains what looks like a real Mailgun key. Should I replace it?")
        .user("yes. and never put real secrets in .env.example, placeholders only, like CHANGE_ME")
        .file("Edit", ".env.example")
        .bash("vault kv get -field=MAILGUN_KEY secret/app/prod | wc -c", "53")
        .assistant("Replaced with `CHANGE_ME`. The prod value is in Vault at `secret/app/prod`.")
        .user("yep, Vault is the source of truth for prod secrets; the pods get them through the agent injector")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["env.example"] },
      { kind: "fact", keys: ["vault"] },
    ],
  },
  {
    id: "t74-empty-p99",
    build: (s) =>
      s
        .user("p99 went up after yesterday's deploy. is it the new ORM query?")
        .bash(
          "psql $DATABASE_URL -c 'EXPLAIN SELECT * FROM events WHERE account_id = 42 ORDER BY ts DESC LIMIT 50'",
          "Limit  (cost=0.00..1834.22 rows=50 width=96)\n  ->  Seq Scan on events  (cost=0.00..912044.10 rows=24866 width=96)",
        )
        .assistant(
          "Might be: the plan shows a seq scan on events. But the same deploy also raised the pool size from 10 to 40, which could add contention too. I can't tell which from here.",
        )
        .user("hm. ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t74-git-flow",
    build: (s) =>
      s
        .user("push this to main")
        .assistant("Before I do: main is protected in the repo settings. Should I open a PR instead?")
        .user("ugh right. yes, PR. and in general: don't push to main directly, PRs only, even for typo fixes.")
        .bash("gh pr create --fill --base main", "https://github.com/acme/web/pull/1290")
        .assistant("Opened #1290.")
        .user("also we switched from squash to rebase merges last week, so merge with rebase when it's green. linear history.")
        .bash("gh pr merge 1290 --rebase --auto", "✓ Pull request #1290 will be automatically merged via rebase when all requirements are met")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["push"] },
      { kind: "decision", keys: ["rebase"] },
    ],
  },
  {
    id: "t74-cents",
    build: (s) =>
      s
        .user("FYI: prices in the DB are integer cents. Always. Currency is a separate column.")
        .bash(
          "psql $DATABASE_URL -c '\\d products' | grep -E 'price|currency'",
          " price_cents | integer      | not null\n currency    | character(3) | not null",
        )
        .assistant("Confirmed: `price_cents integer` and `currency char(3)`. The invoice PDF, though, formats `price_cents / 100` as a float.")
        .user("yeah the invoice pdf rounding is wrong for JPY too. fix that next sprint, not now")
        .assistant("OK, leaving the PDF for next sprint.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cents"] },
      { kind: "task", keys: ["pdf"] },
    ],
  },
  {
    id: "t74-empty-axios",
    build: (s) =>
      s
        .user("bump axios to latest and run tests")
        .bash("npm i axios@latest", "changed 1 package in 2s")
        .bash("npm test", " Test Files  31 passed (31)\n      Tests  214 passed (214)")
        .assistant("axios 1.7.9 → 1.8.2, all 214 tests pass.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "t74-biome",
    build: (s) =>
      s
        .file("Read", "package.json")
        .assistant("Lint setup is ESLint + Prettier + 4 plugins. Do you want to move to Biome, or keep it as is?")
        .user("Biome. One tool.")
        .bash("npx @biomejs/biome migrate eslint --write", "Migrated 41 rules.\n2 rules could not be migrated: import/order (custom pathGroups)")
        .assistant("Migrated 41 rules. The import ordering groups (custom pathGroups) have no Biome equivalent yet.")
        .user("ok add that to the backlog: recreate the import ordering groups in biome once it supports them")
        .assistant("Noted for later.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["biome"] },
      { kind: "task", keys: ["import"] },
    ],
  },
  {
    id: "t74-admin-port",
    build: (s) =>
      s
        .user("What port does the admin panel run on locally?")
        .bash("grep PORT .env.development", "PORT=3000\nADMIN_PORT=4401")
        .assistant("The admin panel uses 4401 (ADMIN_PORT in .env.development); the main app is on 3000.")
        .user("right, thx")
        .stop(),
    planted: [{ kind: "fact", keys: ["admin"] }],
  },
  {
    id: "t74-terraform",
    build: (s) =>
      s
        .user("rule for infra: run `terraform plan -out` and show me the plan before any apply. I approve applies, you don't run them.")
        .assistant("Understood.")
        .bash(
          "terraform init && terraform plan -out=tf.plan",
          'Initializing the backend...\nSuccessfully configured the backend "s3"!\nPlan: 1 to add, 0 to change, 0 to destroy.',
        )
        .assistant("Plan: 1 to add (the new SNS topic). Saved to `tf.plan`. State is in the S3 backend `acme-tfstate`, with DynamoDB locking.")
        .user("yes that's where it lives. looks good, I'll apply it myself")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["apply"] },
      { kind: "fact", keys: ["backend"] },
    ],
  },
  {
    id: "t74-empty-ci-green",
    build: (s) =>
      s
        .user("lol the CI is green for once")
        .assistant("Enjoy it while it lasts. Anything to pick up?")
        .user("check how long the last run took")
        .bash("gh run list --limit 1", "completed\tsuccess\tci\tmain\tpush\t9912041\t6m12s")
        .assistant("6m12s.")
        .user("not bad")
        .stop(),
    planted: [],
  },
  {
    id: "t74-dashboard-auth",
    build: (s) =>
      s
        .user("we'll use session cookies for the dashboard login")
        .file("Write", "src/dashboard/session.ts")
        .assistant("Started a cookie session store backed by Redis.")
        .user("changed my mind after talking to security. short-lived JWT in memory plus an httpOnly refresh cookie. that's final.")
        .file("Write", "src/dashboard/tokens.ts")
        .bash("npm test -- dashboard", " ✓ test/dashboard/tokens.test.ts (8 tests)")
        .assistant(
          "Replaced it: 5-minute JWT access tokens held in memory, refresh via httpOnly cookie. The mobile client still sends the old cookie, so it'll have to move to the refresh flow too.",
        )
        .user("yep, that's a todo for the mobile team, note it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["jwt"] },
      { kind: "task", keys: ["mobile"] },
    ],
  },
  {
    id: "t74-logger",
    build: (s) =>
      s
        .bash(
          "rg -n 'fmt.Println' internal/ | head -3",
          'internal/sync/run.go:54:\tfmt.Println("synced", n)\ninternal/sync/run.go:77:\tfmt.Println("retrying")',
        )
        .assistant("Two `fmt.Println` calls left in `internal/sync/run.go`. Replace them?")
        .user("yes. and going forward: use the structured logger (`log.With(...)`) in committed code, no fmt.Println")
        .file("Edit", "internal/sync/run.go")
        .bash("go build ./...", "")
        .assistant('Both now use `log.With("count", n).Info("synced")` and friends. Builds.')
        .stop(),
    planted: [{ kind: "instruction", keys: ["logger"] }],
  },
  {
    id: "t74-pdfkit-fork",
    build: (s) =>
      s
        .bash("npm ls pdfkit", "app@2.3.0\n└── pdfkit@0.14.0 (github:acme/pdfkit#cjk-fonts)")
        .assistant("`pdfkit` resolves to `github:acme/pdfkit#cjk-fonts` rather than npm. Is that a fork?")
        .user("yes, our fork, because upstream never merged the CJK font fix. don't bump pdfkit without asking me first")
        .assistant("Understood, I'll leave pdfkit pinned to the fork.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fork"] },
      { kind: "instruction", keys: ["pdfkit"] },
    ],
  },
  {
    id: "t74-leftovers",
    build: (s) =>
      s
        .bash("git status --short", " M src/mail/worker.ts\n M docs/api.md")
        .assistant("Two files modified: the mail worker and the API docs. Commit them?")
        .user("commit both. leftovers for next time:\n- retry with backoff on the email worker\n- docs for the /exports endpoint\nthat's it for today")
        .bash("git commit -am 'wip: mail worker and api docs'", "[main 77ad1e3] wip: mail worker and api docs\n 2 files changed")
        .assistant("Committed as 77ad1e3.")
        .stop(),
    planted: [
      { kind: "task", keys: ["email", "worker"] },
      { kind: "task", keys: ["docs", "exports"] },
    ],
  },
  {
    id: "t74-empty-review",
    build: (s) =>
      s
        .user("review this diff pls")
        .bash("git diff --stat", " src/cart/total.ts | 24 ++++++++++++++++--------\n 1 file changed")
        .file("Read", "src/cart/total.ts")
        .assistant("Looks fine. Two nits: `let subtotal` can be `const`, and the `// TODO: handle null coupon` on line 40 is still there.")
        .user("fixed the nits")
        .assistant("LGTM.")
        .stop(),
    planted: [],
  },
  {
    id: "t74-redis-cluster",
    build: (s) =>
      s
        .user("why does the lock script fail in prod but not locally?")
        .bash("redis-cli -c -h prod-redis EVALSHA 9f1c 2 lock:order:1 lock:owner:1 abc", "(error) CROSSSLOT Keys in request don't hash to the same slot")
        .assistant("Prod Redis runs in cluster mode and the two keys hash to different slots. Locally it's a single node, so it never shows up there.")
        .user("yeah prod is ElastiCache in cluster mode. use hash tags like `{order:1}` for multi-key ops from now on")
        .file("Edit", "src/locks/redis.ts")
        .assistant("Keys are now `lock:{order:1}` and `owner:{order:1}`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cluster"] },
      { kind: "instruction", keys: ["hash", "tags"] },
    ],
  },
  {
    id: "t74-release-train",
    build: (s) =>
      s
        .user("ok team agreed in standup: releases go out every second Tuesday, code freeze Monday 12:00.")
        .bash("gh release list --limit 2", "v4.12.0\tLatest\tv4.12.0\t2026-11-10\nv4.11.2\t\tv4.11.2\t2026-10-27")
        .assistant("Last release was v4.12.0 on Nov 10, so the next one would be Nov 24 with the freeze on the 23rd.")
        .user("right. I need to update the release checklist in the wiki to match, remind me")
        .assistant("Noted: update the release checklist in the wiki.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["release"] },
      { kind: "task", keys: ["checklist"] },
    ],
  },
  {
    id: "t74-empty-leak",
    build: (s) =>
      s
        .user("I think the memory leak is in the image resizer, but not sure")
        .bash("ps -o rss,cmd -p $(pgrep -f resizer)", "  RSS CMD\n1348212 node dist/resizer.js")
        .assistant(
          "Possible: sharp keeps an internal cache by default. It could also be the LRU in the thumbnail route. RSS is 1.3 GB right now. Want a heap snapshot?",
        )
        .user("not now, maybe later")
        .stop(),
    planted: [],
  },
  {
    id: "t74-xdist",
    build: (s) =>
      s
        .file("Edit", "pyproject.toml")
        .bash("uv run pytest -q -n auto", "bringing up nodes...\n312 passed, 1 failed in 41.02s\nFAILED tests/test_ledger_locks.py::test_concurrent_debit")
        .assistant(
          "Updated `pyproject.toml`:\n- added pytest-xdist, `-n auto` in addopts\n\nTests: 312 passed in 41s (was 2m10s). `tests/test_ledger_locks.py` fails under xdist; it shares one account row across tests, so I marked it `@pytest.mark.serial`.",
        )
        .user("nice, keep xdist, that's the default now. and yeah those lock tests are inherently serial, fine")
        .stop(),
    planted: [
      { kind: "decision", keys: ["xdist"] },
      { kind: "fact", keys: ["lock", "serial"] },
    ],
  },
  {
    id: "t74-aria",
    build: (s) =>
      s
        .file("Write", "src/components/CopyButton.tsx")
        .assistant("Added `CopyButton` (icon-only, clipboard icon).")
        .user("it needs an aria-label. every icon-only button gets one, no exceptions")
        .file("Edit", "src/components/CopyButton.tsx")
        .bash("npx vitest run src/components/CopyButton.test.tsx", " ✓ src/components/CopyButton.test.tsx (3 tests)")
        .assistant('Added `aria-label="Copy to clipboard"`.')
        .user("the old toolbar icons probably have the same problem. audit them some time, not in this PR")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["aria"] },
      { kind: "task", keys: ["toolbar"] },
    ],
  },
  {
    id: "t74-empty-git-switch",
    build: (s) =>
      s
        .user("what's the difference between `git switch` and `git checkout` again?")
        .bash("git --version", "git version 2.43.0")
        .assistant("`switch` only changes branches; `checkout` also restores files. Since 2.23 the two jobs are split into `switch` and `restore`.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "t74-observability",
    build: (s) =>
      s
        .user("where do the worker logs end up?")
        .bash("kubectl -n prod get ds datadog-agent -o name", "daemonset.apps/datadog-agent")
        .assistant("There's a Datadog agent daemonset in prod, so I'd assume the logs go there, but let me check the metrics side too.")
        .user("logs go to Datadog, metrics go to Prometheus.")
        .user("and don't add new custom metrics to Datadog, they bill per custom metric. put new metrics in Prometheus.")
        .assistant("Got it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["logs", "datadog"] },
      { kind: "instruction", keys: ["custom"] },
    ],
  },
  {
    id: "t74-dates",
    build: (s) =>
      s
        .user("date-fns or dayjs for the new scheduler?")
        .bash("npm ls moment dayjs date-fns", "app@2.3.0\n├── dayjs@1.11.13\n└── moment@2.29.4")
        .assistant("dayjs is already a dependency (the booking widget uses it), and moment is still around in a few places. date-fns would be a third library.")
        .user("dayjs then. smaller and it's already there.")
        .file("Write", "src/scheduler/time.ts")
        .assistant("Scheduler uses dayjs with the utc and timezone plugins.")
        .user("and migrate the remaining moment imports to dayjs at some point, not in this PR")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dayjs"] },
      { kind: "task", keys: ["moment"] },
    ],
  },
  {
    id: "t74-turborepo",
    build: (s) =>
      s
        .user("Remember this one: we picked Turborepo over Nx last week. Don't reopen it.")
        .bash("npx turbo run build --dry=json | jq '.tasks | length'", "14")
        .assistant("OK. `turbo run build` plans 14 tasks; nothing is cached remotely yet.")
        .user("right, the remote cache isn't set up yet. that's on me next week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["turborepo"] },
      { kind: "task", keys: ["cache"] },
    ],
  },
  {
    id: "t74-sentry",
    build: (s) =>
      s
        .assistant("Which error tracker should the new service report to? I see both Sentry and Rollbar DSNs in the old config.")
        .user("Sentry, self-hosted.")
        .file("Edit", "src/observability/errors.ts")
        .bash("npm run build", "webpack compiled successfully")
        .assistant("Wired `@sentry/node` to the self-hosted DSN. Stack traces will be minified until source maps are uploaded.")
        .user("ya, hooking up the source maps upload in CI is for next week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sentry"] },
      { kind: "task", keys: ["source", "maps"] },
    ],
  },
];

export const TUNING74 = plantedSet(TUNING74_SESSIONS, Date.UTC(2026, 10, 2, 9));
