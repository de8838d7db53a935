/**
 * Blind planted set 75 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: confirmation-driven sessions in Claude Code's voice on ordinary web backend work: the agent
 * proposes, summarizes or asks, and the user answers briefly ("yes do that", "go with b", "no, the
 * other one", a thumbs-up); proposals the user declines or leaves unanswered give nothing.
 * Each session is one segment; the items planted in it are listed with it: 72 items (18 decisions, 17 instructions,
 * 19 facts, 18 tasks) in 68 sessions, 12 of which plant nothing (48 user/assistant messages between them). Every other message
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

export const BLIND75_SESSIONS: BlindSession[] = [
  {
    id: "b75-jwt-library",
    build: (s) =>
      s
        .user("the token verification in the api worker is throwing on every request since the compat date bump. can you look")
        .bash(
          "npx wrangler tail api --format pretty | head -5",
          "GET /v1/me - Exception Thrown\n  TypeError: crypto.createHmac is not a function\n    at verify (jsonwebtoken/verify.js:101)",
        )
        .assistant(
          "jsonwebtoken leans on Node's crypto module, which the new compat date no longer polyfills the way it used to. Two ways out:\n\n(a) switch to `jose`, which is built on WebCrypto and runs natively on Workers\n(b) keep jsonwebtoken and turn on `nodejs_compat` for this worker\n\nI'd lean (a): smaller bundle and no compat flag to babysit. Which do you want?",
        )
        .user("go with a")
        .file("Edit", "src/auth/verify.ts")
        .bash("pnpm remove jsonwebtoken && pnpm add jose", "Packages: +1 -3\nDone in 2.1s")
        .bash("pnpm vitest --run src/auth", " ✓ src/auth/verify.test.ts (9 tests) 41ms\n Test Files  1 passed (1)")
        .assistant("Swapped verify.ts over to jose's jwtVerify with a cached JWKS; the 9 auth tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["jose"] }],
  },
  {
    id: "b75-test-db-port",
    build: (s) =>
      s
        .user("integration tests cant connect to the db on my machine, ECONNREFUSED")
        .bash("docker compose ps", "NAME          IMAGE         PORTS\napp-db-1      postgres:15   0.0.0.0:5433->5432/tcp")
        .bash("grep DATABASE_URL .env.test", "DATABASE_URL=postgres://app:app@localhost:5432/app_test")
        .assistant(
          "The compose file maps the test Postgres to host port 5433, but .env.test points at 5432. Is 5433 intentional, or should I change the compose mapping back to 5432?",
        )
        .user("intentional. the test postgres is on 5433 because most of us have a system postgres sitting on 5432. fix the env file")
        .file("Edit", ".env.test")
        .bash("pnpm vitest --run test/integration", " Test Files  14 passed (14)\n      Tests  112 passed (112)")
        .assistant("Pointed .env.test at localhost:5433; all 14 integration files pass.")
        .stop(),
    planted: [{ kind: "fact", keys: ["5433"] }],
  },
  {
    id: "b75-migration-naming",
    build: (s) =>
      s
        .user("add a status column to invoices, enum draft/open/paid/void")
        .bash("ls db/migrations | tail -3", "20261021_add_invoice_due_date.sql\n20261027_orders_index.sql\n20261030_drop_legacy_tokens.sql")
        .file("Write", "db/migrations/20261103_add_invoice_status.sql")
        .assistant(
          "Added 20261103_add_invoice_status.sql with the enum type and a NOT NULL column defaulting to 'draft'. I noticed the older migrations in db/migrations/archive use 001_, 002_ numbering; should new ones keep the date-stamped prefix rather than sequential numbers?",
        )
        .user("correct, and keep it that way. date-stamped prefix for every migration, the numbered ones are from before we had two people writing them")
        .bash("pnpm db:migrate", "applied 20261103_add_invoice_status.sql (38ms)")
        .stop("Migration applied locally.")
        .user("cool thanks"),
    planted: [{ kind: "instruction", keys: ["date-stamped", "migration"] }],
  },
  {
    id: "b75-webhook-retries-declined",
    build: (s) =>
      s
        .user("why did the stripe webhook for evt_1Q8 fail last night")
        .bash(
          "grep evt_1Q8 logs/webhooks-2026-11-02.log",
          "02:14:07 POST /webhooks/stripe evt_1Q8... 500 upstream_rate_limited (stripe api 429 on invoice.retrieve)",
        )
        .assistant(
          "The handler calls back into Stripe to fetch the full invoice and got a 429 from their API, so we returned 500. Stripe will redeliver it. I could wrap the outbound Stripe calls in a retry with exponential backoff right now; it's about 30 lines. Want me to?",
        )
        .user(
          "no, not tonight, I don't want to touch the webhook path before the release. but we do need to handle stripe 429s properly before launch, put that on the list",
        )
        .bash("echo '- [ ] handle Stripe 429s in webhook handler (backoff) before launch' >> TODO.md", "")
        .assistant("Added it to TODO.md and left the handler alone.")
        .stop(),
    planted: [{ kind: "task", keys: ["429"] }],
  },
  {
    id: "b75-email-queue",
    build: (s) =>
      s
        .user("signup p99 is like 2.4s, what's going on")
        .bash(
          "pnpm tsx scripts/trace-route.ts POST /signup",
          "span                      ms\ninsert user               18\nsendWelcomeEmail        2210\ncommit                     6",
        )
        .assistant(
          "Almost all of it is the welcome email: we call the Resend API inline before responding. Options:\n\nA. keep it inline but fire-and-forget with ctx.waitUntil\nB. push a message onto an `emails` Cloudflare Queue and have a consumer send it (retries for free, and we can reuse it for the other transactional mail)\n\nI'd go B.",
        )
        .user("b")
        .file("Write", "src/queues/emails.ts")
        .file("Edit", "src/routes/signup.ts")
        .file("Edit", "wrangler.toml")
        .bash("pnpm vitest --run src/routes/signup", " ✓ src/routes/signup.test.ts (6 tests) 88ms")
        .assistant("Signup now enqueues a welcome message on the emails queue and the consumer in src/queues/emails.ts sends it. Tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["queue"] }],
  },
  {
    id: "b75-pagination-cursor",
    build: (s) =>
      s
        .user("GET /orders needs pagination, the big tenants are pulling 30k rows")
        .assistant(
          "Offset/limit or cursor-based (keyset on created_at, id)? Offset is simpler for the admin UI's page numbers, cursor is stable under inserts.",
        )
        .user("cursor. offset skips rows when new orders come in, we had that bug in the old app")
        .file("Edit", "src/routes/orders.ts")
        .file("Edit", "src/db/queries/orders.sql")
        .bash("pnpm vitest --run src/routes/orders", " ✓ src/routes/orders.test.ts (11 tests) 120ms")
        .assistant(
          "GET /orders now takes `?cursor=` and returns `next_cursor`, keyset on (created_at, id). Also: while in there I saw OrdersList loads the customer per row, a classic N+1. I left it alone to keep this diff small; want it noted as a follow-up?",
        )
        .user("yes, next sprint")
        .stop("Noted.")
        .bash("echo '- [ ] fix N+1 customer lookup in OrdersList (next sprint)' >> TODO.md", ""),
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "task", keys: ["n+1"] },
    ],
  },
  {
    id: "b75-validation-lib",
    build: (s) =>
      s
        .user("we need request body validation on the public api. thoughts?")
        .assistant("zod is the obvious choice, everyone knows it and it has good TS inference. I can wire it into the router as middleware.")
        .user("ok let's use zod")
        .bash(
          "pnpm add zod && npx wrangler deploy --dry-run --outdir /tmp/out | tail -2",
          "Total Upload: 812.44 KiB / gzip: 191.02 KiB\n--dry-run: exiting now.",
        )
        .assistant(
          "Bundle went from 754 KiB to 812 KiB with zod added and one schema. We're at 191 KiB gzipped against the 1 MiB free-plan limit, so it fits, but it's a noticeable chunk.",
        )
        .user("hm. actually no, switch to valibot. same idea, way smaller, and the bundle size matters for the edge workers")
        .bash("pnpm remove zod && pnpm add valibot", "Packages: +1 -1")
        .file("Write", "src/http/validate.ts")
        .bash("npx wrangler deploy --dry-run --outdir /tmp/out | tail -2", "Total Upload: 761.90 KiB / gzip: 180.33 KiB\n--dry-run: exiting now.")
        .assistant("Switched to valibot; the validate middleware takes a schema per route. Bundle is back to 762 KiB.")
        .stop(),
    planted: [{ kind: "decision", keys: ["valibot"] }],
  },
  {
    id: "b75-typo-fix",
    build: (s) =>
      s
        .user("theres a typo in the password reset email, 'recieve'")
        .bash("grep -rn recieve src/emails", "src/emails/reset.tsx:14:  You will recieve a link shortly.")
        .file("Edit", "src/emails/reset.tsx")
        .assistant("Fixed: 'recieve' → 'receive' in src/emails/reset.tsx. No other occurrences.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b75-soft-delete-users",
    build: (s) =>
      s
        .user("support wants to be able to restore accounts people delete by accident")
        .file("Read", "src/routes/account.ts")
        .assistant(
          "Right now DELETE /account does a hard delete with ON DELETE CASCADE, so there's nothing to restore. To summarize what I'd do: users get a `deleted_at timestamptz` column, the delete route sets it instead of deleting, every user query filters `deleted_at IS NULL`, and a restore endpoint for support clears it. No more hard deletes of users. That the plan?",
        )
        .user("right")
        .file("Write", "db/migrations/20261106_users_deleted_at.sql")
        .file("Edit", "src/routes/account.ts")
        .file("Edit", "src/db/queries/users.sql")
        .bash("pnpm vitest --run src/routes/account", " ✓ src/routes/account.test.ts (8 tests) 64ms")
        .assistant(
          "Done; 8 tests pass, including one that a deleted user can't log in. We'll eventually need a job that really purges soft-deleted users after the retention window.",
        )
        .user("yep, follow-up for after the gdpr review: purge job for users soft-deleted more than 30 days ago")
        .stop("Got it."),
    planted: [
      { kind: "decision", keys: ["deleted_at"] },
      { kind: "task", keys: ["purge"] },
    ],
  },
  {
    id: "b75-test-command",
    build: (s) =>
      s
        .user("run the tests for the billing module")
        .bash("npm test -- billing", "> vitest billing\n\n DEV  v2.1.4\n watching for file changes...")
        .assistant("npm test starts vitest in watch mode and just sat there; I killed it. I'll use `pnpm vitest --run billing` instead.")
        .bash("pnpm vitest --run billing", " Test Files  6 passed (6)\n      Tests  47 passed (47)")
        .user("yeah always run tests with pnpm vitest --run, never npm test. npm test is for people's editors")
        .assistant("Got it. Billing: 6 files, 47 tests, all green.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pnpm vitest"] }],
  },
  {
    id: "b75-ratelimit-do",
    build: (s) =>
      s
        .user("the rate limiter lets through like 3x the limit under load")
        .file("Read", "src/middleware/ratelimit.ts")
        .bash("pnpm tsx scripts/load.ts --rps 400 --key test", "allowed: 1184/1200  limit: 400/min  over: 784")
        .assistant(
          "It keeps counters in KV, which is eventually consistent across colos, so concurrent requests each read a stale count. I'd move the counter into a Durable Object per API key: one instance serializes the increments so counts are exact. Cost is an extra hop (~5-15 ms). Go with the Durable Object?",
        )
        .user("👍")
        .file("Write", "src/do/rate-counter.ts")
        .file("Edit", "src/middleware/ratelimit.ts")
        .bash("pnpm tsx scripts/load.ts --rps 400 --key test", "allowed: 400/1200  limit: 400/min  over: 0")
        .assistant("Now exactly 400 allowed under the same load.")
        .stop(),
    planted: [{ kind: "decision", keys: ["durable object"] }],
  },
  {
    id: "b75-date-lib",
    build: (s) =>
      s
        .user("the 'due in N days' label on invoices is off by one around DST")
        .file("Read", "src/lib/dates.ts")
        .assistant("It's doing manual millisecond arithmetic. I'd replace it with dayjs and its utc/timezone plugins, that handles the DST days properly.")
        .user("no, the other one. date-fns, we already ship it in the web app and I don't want two date libs")
        .bash("pnpm add date-fns date-fns-tz", "Packages: +2")
        .file("Edit", "src/lib/dates.ts")
        .bash("pnpm vitest --run src/lib/dates", " ✓ src/lib/dates.test.ts (14 tests) 22ms")
        .assistant("Rewrote dueInDays with date-fns differenceInCalendarDays in the tenant's zone; added the two DST-boundary cases as tests.")
        .stop(),
    planted: [{ kind: "decision", keys: ["date-fns"] }],
  },
  {
    id: "b75-question-only",
    build: (s) =>
      s
        .user("quick q, what's the difference between ctx.waitUntil and just not awaiting a promise in a worker?")
        .assistant(
          "If you don't await and don't hand it to waitUntil, the runtime may tear down the isolate as soon as the response is returned, and the promise can be cancelled partway. waitUntil tells the runtime to keep the invocation alive until that promise settles (up to the limits), without delaying the response.",
        )
        .user("ok and does that count against cpu time")
        .assistant("CPU time yes, wall-clock waiting on I/O no. So a waitUntil that mostly awaits fetches is cheap.")
        .user("makes sense, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b75-money-cents",
    build: (s) =>
      s
        .user("add a refunds table, we need amount, reason, stripe refund id, who issued it")
        .file("Read", "db/migrations/20261103_add_invoice_status.sql")
        .assistant(
          "Before I write it: invoices.total is `numeric(12,2)` but line_items.amount is `integer`. For refunds I'll store amounts as integer cents (`amount_cents bigint`) like line_items, not numeric, so nothing rounds. OK?",
        )
        .user("yes do that")
        .file("Write", "db/migrations/20261104_refunds.sql")
        .bash("pnpm db:migrate", "applied 20261104_refunds.sql (22ms)")
        .assistant("Refunds table is in with amount_cents bigint, reason text, stripe_refund_id unique, issued_by referencing users.")
        .user("and yeah we need to convert invoices.total to cents at some point, not now")
        .stop("Noted for later."),
    planted: [
      { kind: "decision", keys: ["cents"] },
      { kind: "task", keys: ["invoices.total"] },
    ],
  },
  {
    id: "b75-auth-middleware-location",
    build: (s) =>
      s
        .user("add the org id to the request context after auth")
        .bash("ls src/middleware", "cors.ts\nratelimit.ts\nrequestId.ts")
        .assistant("There's no auth middleware in src/middleware. Is auth handled somewhere else, maybe in the router?")
        .user("it's in packages/api/src/http/auth.ts, the shared package. both the api and admin workers import it from there")
        .file("Edit", "packages/api/src/http/auth.ts")
        .bash("pnpm -r vitest --run auth", "packages/api  ✓ src/http/auth.test.ts (12 tests)\napps/admin    ✓ test/auth.test.ts (4 tests)")
        .assistant("Auth now sets c.var.orgId from the token's org claim; both workers' auth tests pass.")
        .stop(),
    planted: [{ kind: "fact", keys: ["packages/api/src/http/auth.ts"] }],
  },
  {
    id: "b75-no-push-main",
    build: (s) =>
      s
        .user("commit the refund changes")
        .bash("git status --short", " M src/routes/refunds.ts\n A db/migrations/20261104_refunds.sql")
        .bash("git branch --show-current", "main")
        .assistant("You're on main. Should I commit here and push, or make a branch?")
        .user("branch. never push straight to main, everything goes through a PR even tiny stuff")
        .bash(
          "git switch -c refunds-table && git commit -am 'feat(billing): refunds table' && git push -u origin refunds-table",
          "[refunds-table 3c1f0a2] feat(billing): refunds table\n 2 files changed, 61 insertions(+)\nbranch 'refunds-table' set up to track 'origin/refunds-table'.",
        )
        .assistant("Committed on refunds-table and pushed. PR link: https://github.com/acme/app/pull/new/refunds-table")
        .stop(),
    planted: [{ kind: "instruction", keys: ["main", "pr"] }],
  },
  {
    id: "b75-csv-export-oom",
    build: (s) =>
      s
        .user("the export worker keeps dying for acme corp")
        .bash("npx wrangler tail export --status error | head -3", "POST /exports/run - Exceeded Memory Limit\n  tenant=acme rows_requested=214882")
        .assistant(
          "My guess is the CSV export builds the whole file in memory: it runs a single SELECT for all of the tenant's rows and joins the strings at the end. 214k rows with 30 columns would blow past 128 MB.",
        )
        .file("Read", "src/exports/csv.ts")
        .assistant(
          "Confirmed in the code: `const rows = await sql`SELECT ...`` with no limit, then `rows.map(toCsvLine).join('\\n')`. So the root cause is the CSV export loading every row in one query and buffering the whole file.",
        )
        .user("yep that's it. can you stream it")
        .file("Edit", "src/exports/csv.ts")
        .bash("pnpm tsx scripts/export-local.ts --tenant acme", "streamed 214882 rows in 43 batches, peak heap 31 MB")
        .assistant("It now pages through in batches of 5,000 and streams to R2 with a TransformStream; peak heap 31 MB locally.")
        .stop(),
    planted: [{ kind: "fact", keys: ["csv export"] }],
  },
  {
    id: "b75-conventional-commits",
    build: (s) =>
      s
        .user("write a commit for the export streaming change")
        .bash(
          "git log --oneline -5",
          "a91e2c0 feat(exports): add xlsx option\n4bd0f13 fix(auth): clock skew leeway\n77c21aa chore: bump wrangler\n02ff9de feat(billing): refunds table\n8e1d3b4 fix(orders): cursor encoding",
        )
        .assistant(
          "Proposed message: `fix(exports): stream csv export in batches to stay under the memory limit`. The log looks like Conventional Commits throughout; is that a rule or just habit?",
        )
        .user("rule. conventional commits for everything, release-please reads them to build the changelog")
        .bash(
          "git commit -am 'fix(exports): stream csv export in batches to stay under the memory limit'",
          "[fix-export-oom 5d2e7a1] fix(exports): stream csv export in batches to stay under the memory limit",
        )
        .stop("Committed."),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "fact", keys: ["release-please"] },
    ],
  },
  {
    id: "b75-withdrawn-cache",
    build: (s) =>
      s
        .user("maybe we should cache the tenant settings in KV so every request doesn't hit postgres")
        .bash("pnpm tsx scripts/trace-route.ts GET /v1/me", "span                 ms\nloadTenantSettings   3\nhandler              11")
        .assistant(
          "Tenant settings take 3 ms per request right now; they're already hitting Hyperdrive's query cache. A KV layer would save maybe 2 ms and add invalidation headaches.",
        )
        .user("oh. actually scratch that then, not worth it")
        .assistant("Agreed, leaving it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b75-sql-files",
    build: (s) =>
      s
        .user("add a query to get the top 10 customers by revenue this month")
        .bash("ls src/db/queries", "customers.sql\ninvoices.sql\norders.sql\nusers.sql")
        .file("Edit", "src/db/queries/customers.sql")
        .file("Edit", "src/routes/reports.ts")
        .assistant(
          "Added `topCustomersByRevenue` to src/db/queries/customers.sql and exposed it at GET /reports/top-customers. A couple of older routes still have inline SQL strings. Going forward, should all SQL live in .sql files under src/db/queries rather than inline?",
        )
        .user("yes. always. inline sql is how we ended up with the injection bug last year")
        .bash("pnpm vitest --run src/routes/reports", " ✓ src/routes/reports.test.ts (3 tests) 40ms")
        .stop("Reports tests pass."),
    planted: [{ kind: "instruction", keys: ["src/db/queries"] }],
  },
  {
    id: "b75-subrequest-limit",
    build: (s) =>
      s
        .user("the fan-out sync does 300 fetches in one invocation, is that going to hit a limit?")
        .file("Read", "wrangler.toml")
        .assistant("On the free plan, yes: 50 subrequests per invocation. Which plan is the account on?")
        .user("paid, Workers Paid since march. so 1000 subrequests per invocation is our ceiling")
        .bash("grep -n 'usage_model\\|limits' wrangler.toml", "12:[limits]\n13:cpu_ms = 30000")
        .assistant("Then 300 is fine with headroom. I'll still batch them in groups of 50 with Promise.all so one slow upstream doesn't hold everything.")
        .file("Edit", "src/sync/fanout.ts")
        .stop(),
    planted: [{ kind: "fact", keys: ["1000", "subrequest"] }],
  },
  {
    id: "b75-invoice-schema-owner",
    build: (s) =>
      s
        .user("can we rename invoices.cust_id to customer_id while we're touching it")
        .bash("grep -rn cust_id --include=*.ts . | wc -l", "37")
        .assistant("37 references in this repo. Is anything outside this repo reading the invoices table directly?")
        .user(
          "yes, the billing reconciliation service reads it. billing is owned by Priya's team, and they need a heads up for any invoice schema change. so not today",
        )
        .assistant("Understood, leaving cust_id alone.")
        .user("actually do make a note to raise the rename with them at the next sync")
        .bash("echo '- [ ] raise invoices.cust_id -> customer_id rename with billing (Priya) at next sync' >> TODO.md", "")
        .stop("Added to TODO.md."),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["cust_id"] },
    ],
  },
  {
    id: "b75-legacy-sessions-drop",
    build: (s) =>
      s
        .user("the session migration is live. anything left?")
        .bash("psql $DATABASE_URL -c 'select count(*) from legacy_sessions where last_seen > now() - interval ''1 day'''", " count\n-------\n    41\n(1 row)")
        .assistant("41 sessions still hit legacy_sessions in the last day, likely long-lived mobile tokens. Want me to drop the table anyway?")
        .user("no. give it a week and then drop legacy_sessions, once that number is 0")
        .assistant("Makes sense.")
        .file("Edit", "TODO.md")
        .stop("Left a TODO entry for it."),
    planted: [{ kind: "task", keys: ["legacy_sessions"] }],
  },
  {
    id: "b75-ci-cores",
    build: (s) =>
      s
        .user("CI takes 14 min now, locally the suite is 3 min")
        .bash("gh run view 9812 --log | grep -i 'threads\\|cpu'", "vitest: using 16 threads\nnproc: 2")
        .assistant(
          "Vitest is spinning up 16 threads but the runner only has 2 CPUs, so they thrash. Is that runner size fixed (GitHub's standard ubuntu-latest), or could we get larger runners?",
        )
        .user("fixed, the CI runners are 2-core and that's not changing, finance said no. cap the threads")
        .file("Edit", "vitest.config.ts")
        .bash("gh workflow run ci.yml && sleep 420 && gh run list -L 1", "completed  success  ci  main  6m12s")
        .assistant("Set poolOptions.threads.maxThreads to 2 when CI=true; the run took 6m12s.")
        .stop(),
    planted: [{ kind: "fact", keys: ["2-core"] }],
  },
  {
    id: "b75-quoted-config",
    build: (s) =>
      s
        .user("what does this renovate config do exactly?")
        .bash(
          "cat renovate.json",
          '{\n  "extends": ["config:recommended"],\n  "rangeStrategy": "pin",\n  "packageRules": [\n    { "matchUpdateTypes": ["major"], "automerge": false },\n    { "description": "always group eslint", "groupName": "eslint" },\n    { "matchPackageNames": ["wrangler"], "description": "never automerge wrangler" }\n  ]\n}',
        )
        .assistant(
          "It pins exact versions, never auto-merges majors, puts all eslint packages in one PR, and keeps wrangler updates manual. Everything else uses Renovate's recommended defaults (weekly schedule, one PR per package).",
        )
        .user("ok so nothing weird. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b75-rotate-key",
    build: (s) =>
      s
        .user("I pasted the resend api key in the #eng channel by accident earlier, deleted it after like 10 sec")
        .assistant(
          "Ten seconds is enough for a bot or a notification preview to grab it. I'd rotate it. Want me to update the secret once you've created a new key?",
        )
        .user("yeah but I can't get into the resend dashboard until Dan gives me admin. remind me to rotate the resend key tomorrow")
        .bash("npx wrangler secret list --name api", '[{"name":"RESEND_API_KEY","type":"secret_text"},{"name":"STRIPE_SECRET","type":"secret_text"}]')
        .assistant("Will do. When you have the new key: `npx wrangler secret put RESEND_API_KEY --name api`.")
        .stop(),
    planted: [{ kind: "task", keys: ["rotate", "resend"] }],
  },
  {
    id: "b75-sendgrid-sandbox",
    build: (s) =>
      s
        .user("QA says invite emails never arrive on staging")
        .bash("npx wrangler tail api-staging --search invite | head -3", "POST /invites 201\n  mail: accepted (sandbox=true) id=sbx_93af")
        .assistant("The send is accepted with sandbox=true. Is staging's mail provider supposed to be in sandbox mode, or did someone flip it?")
        .user(
          "supposed to. staging's mail account is in sandbox mode on purpose, nothing actually goes out from staging. QA knows to use the mail preview page",
        )
        .assistant("Then there's no bug; I'll tell QA about /dev/mail on staging.")
        .stop(),
    planted: [{ kind: "fact", keys: ["staging", "sandbox"] }],
  },
  {
    id: "b75-early-returns",
    build: (s) =>
      s
        .user("refactor handleRefund, it's unreadable")
        .file("Read", "src/routes/refunds.ts")
        .file("Edit", "src/routes/refunds.ts")
        .bash("pnpm vitest --run src/routes/refunds", " ✓ src/routes/refunds.test.ts (7 tests) 35ms")
        .assistant(
          "Flattened it: the five nested ifs are now guard clauses that return early (not found, wrong tenant, already refunded, over amount, stripe error), and the happy path reads top to bottom. 7 tests pass.",
        )
        .user("much better. that's how I want it everywhere btw, early returns over nested ifs")
        .stop("Will do."),
    planted: [{ kind: "instruction", keys: ["early return"] }],
  },
  {
    id: "b75-flaky-tenant",
    build: (s) =>
      s
        .user("orders.test.ts fails like 1 in 5 runs on CI")
        .bash(
          "for i in 1 2 3 4 5 6; do pnpm vitest --run --sequence.shuffle src/routes/orders 2>&1 | tail -1; done",
          "Tests  11 passed\nTests  1 failed | 10 passed\nTests  11 passed\nTests  11 passed\nTests  1 failed | 10 passed\nTests  11 passed",
        )
        .assistant("Could be a timing issue with the cursor encoding, or shared state between tests. Let me check which test fails.")
        .bash(
          "pnpm vitest --run --sequence.seed=4 src/routes/orders 2>&1 | grep FAIL -A3",
          "FAIL lists orders for tenant\n  expected 3 items, received 5\n  fixture: tenant_id=1",
        )
        .assistant(
          "Not timing. Every test seeds orders under the same hardcoded `tenant_id = 1` fixture and none clean up, so the count depends on test order. That's the cause.",
        )
        .user("ugh yes, that fixture again. give each test its own tenant")
        .file("Edit", "test/fixtures/tenants.ts")
        .file("Edit", "src/routes/orders.test.ts")
        .bash(
          "for i in 1 2 3 4 5 6; do pnpm vitest --run --sequence.shuffle src/routes/orders 2>&1 | tail -1; done",
          "Tests  11 passed\nTests  11 passed\nTests  11 passed\nTests  11 passed\nTests  11 passed\nTests  11 passed",
        )
        .stop("Stable now across shuffled runs."),
    planted: [{ kind: "fact", keys: ["tenant_id"] }],
  },
  {
    id: "b75-no-new-deps",
    build: (s) =>
      s
        .user("we need to slugify org names for the subdomain")
        .assistant("There's `slugify` on npm (tiny, no deps). Or I can write a 10-line function with normalize('NFKD') and a regex. Preference?")
        .user("write it yourself. and in general, don't add new dependencies without asking me first")
        .file("Write", "src/lib/slug.ts")
        .bash("pnpm vitest --run src/lib/slug", " ✓ src/lib/slug.test.ts (9 tests) 6ms")
        .assistant("Added src/lib/slug.ts with tests for accents, emoji, and repeated dashes.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["dependencies"] }],
  },
  {
    id: "b75-uuidv7",
    build: (s) =>
      s
        .user("what id format for the new events table")
        .bash("psql $DATABASE_URL -c 'select version()'", " PostgreSQL 15.8 on x86_64-pc-linux-gnu (RDS)")
        .assistant(
          "Options: bigserial (simple, leaks volume), ULID (sortable, text), or UUIDv7 (sortable, native uuid type, 16 bytes). We're on Postgres 15 on RDS, so no native uuidv7() function; we'd generate it in the app. I'd pick UUIDv7 generated in the worker.",
        )
        .user("agreed, uuidv7 from the app")
        .file("Write", "src/lib/ids.ts")
        .file("Write", "db/migrations/20261105_events.sql")
        .assistant("src/lib/ids.ts has newId() producing UUIDv7; events.id is uuid primary key with no default.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["uuidv7"] },
      { kind: "fact", keys: ["postgres 15", "rds"] },
    ],
  },
  {
    id: "b75-status-report",
    build: (s) =>
      s
        .user("where are we on the refunds PR")
        .bash(
          "gh pr view 412 --json state,reviews,statusCheckRollup -q '.state, .reviews[].state, .statusCheckRollup[].conclusion'",
          "OPEN\nAPPROVED\nSUCCESS\nSUCCESS",
        )
        .assistant("#412 is approved by Marco and both checks are green. It's ready to merge whenever you want.")
        .user("merge it")
        .bash("gh pr merge 412 --squash --delete-branch", "✓ Squashed and merged pull request #412 (feat(billing): refunds table)")
        .assistant("Merged and the branch is deleted.")
        .stop(),
    planted: [],
  },
  {
    id: "b75-feature-flags",
    build: (s) =>
      s
        .user("product wants to roll out the new checkout to 10% of tenants first")
        .assistant(
          "We'd need feature flags. Two routes: a hosted service like LaunchDarkly (targeting UI, percentage rollouts out of the box, paid), or a small `feature_flags` table keyed by flag and tenant with a percentage column, cached per request. Which way?",
        )
        .user("the table. we're not paying for LD for one rollout")
        .file("Write", "db/migrations/20261107_feature_flags.sql")
        .file("Write", "src/lib/flags.ts")
        .bash("pnpm vitest --run src/lib/flags", " ✓ src/lib/flags.test.ts (5 tests) 12ms")
        .assistant("feature_flags table plus isEnabled(flag, tenantId) that hashes the tenant id into a 0-99 bucket. new_checkout is seeded at 10%.")
        .user("nice. we'll need e2e tests for the new checkout before going past 10%, not today")
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["feature_flags"] },
      { kind: "task", keys: ["e2e", "checkout"] },
    ],
  },
  {
    id: "b75-problem-json",
    build: (s) =>
      s
        .user("the mobile team complains our error bodies are all different shapes")
        .bash(
          "grep -rhn 'c.json({ *error' src/routes | head -4",
          "orders.ts:41:  return c.json({ error: 'not found' }, 404)\nrefunds.ts:22:  return c.json({ error: { code: 'over_amount' } }, 422)\naccount.ts:9:  return c.json({ message: 'forbidden' }, 403)\nreports.ts:17:  return c.json({ err: e.message }, 500)",
        )
        .assistant(
          "Four shapes in four files. I'd add a `problem()` helper that returns RFC 9457 application/problem+json (type, title, status, detail) and make that the only way routes return errors from now on. Sound right?",
        )
        .user("correct")
        .file("Write", "src/http/problem.ts")
        .file("Edit", "src/routes/orders.ts")
        .file("Edit", "src/routes/refunds.ts")
        .bash("pnpm vitest --run src/routes", " Test Files  9 passed (9)")
        .assistant("Converted the four routes; problem.ts is in src/http.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["problem+json"] }],
  },
  {
    id: "b75-events-index",
    build: (s) =>
      s
        .user("the activity feed query is slow for big tenants")
        .bash(
          "psql $DATABASE_URL -c 'explain analyze select * from events where tenant_id=$1 order by created_at desc limit 50'",
          "Limit  (actual time=812.4..812.5 rows=50)\n  ->  Sort  (Sort Key: created_at DESC)\n        ->  Seq Scan on events  (rows=1204331)",
        )
        .assistant(
          "Seq scan plus sort over 1.2M rows. A composite index on events(tenant_id, created_at DESC) would make this an index scan. Want me to add it now with CREATE INDEX CONCURRENTLY?",
        )
        .user(
          "not now, the table's getting a partitioning change next sprint anyway. next sprint: add the (tenant_id, created_at) index as part of the partitioning work",
        )
        .assistant("OK, I won't touch it.")
        .bash("echo '- [ ] next sprint: events(tenant_id, created_at desc) index with partitioning' >> TODO.md", "")
        .stop(),
    planted: [{ kind: "task", keys: ["created_at", "index"] }],
  },
  {
    id: "b75-unanswered-proposal",
    build: (s) =>
      s
        .user("the admin worker's bundle is 1.4 MB, why")
        .bash("npx wrangler deploy --dry-run --outdir /tmp/admin --name admin | tail -2", "Total Upload: 1402.11 KiB / gzip: 318.90 KiB")
        .bash(
          "npx esbuild-visualizer --metadata /tmp/admin/meta.json --template list | head -4",
          "node_modules/@aws-sdk/client-s3  611 KiB\nnode_modules/chart.js  201 KiB\nsrc  144 KiB",
        )
        .assistant(
          "611 KiB is @aws-sdk/client-s3, used in one place to talk to R2. We could switch that to the R2 binding directly and drop the SDK, or use aws4fetch (~3 KiB). Chart.js is only used for a server-rendered PNG; we could move that to the client. Either of those would roughly halve it.",
        )
        .user("interesting. lemme think about it, gotta jump on a call")
        .stop(),
    planted: [],
  },
  {
    id: "b75-mobile-v1",
    build: (s) =>
      s
        .user("can we delete the v1 orders routes now that v2 is out")
        .bash(
          "npx wrangler analytics --dataset api --query \"select path, count() from requests where ts > now()-7d and path like '/v1/%' group by path\"",
          "/v1/orders        182334\n/v1/orders/:id     51202\n/v1/me              1102",
        )
        .assistant("/v1/orders still gets ~180k requests a week. Do you know who's calling it?")
        .user("the iOS app. old builds still call /v1/orders and apple users don't update, so it stays until we force-upgrade")
        .assistant("Then I'll leave /v1/orders and /v1/orders/:id and only remove /v1/me, which the web app stopped calling.")
        .file("Edit", "src/routes/v1.ts")
        .stop(),
    planted: [{ kind: "fact", keys: ["/v1/orders"] }],
  },
  {
    id: "b75-presigned-uploads",
    build: (s) =>
      s
        .user("avatar uploads over 5MB time out")
        .file("Read", "src/routes/avatar.ts")
        .assistant(
          "The worker buffers the whole multipart body then puts it to R2. Two options: raise limits and stream through the worker, or hand the client a presigned R2 URL and let it upload directly, then the worker only records the key. Presigned keeps big bodies off the worker entirely; I'd do that.",
        )
        .user("yes do that, for all user uploads not just avatars")
        .file("Write", "src/routes/uploads.ts")
        .file("Edit", "src/routes/avatar.ts")
        .bash("pnpm vitest --run src/routes/uploads", " ✓ src/routes/uploads.test.ts (4 tests) 29ms")
        .assistant("POST /uploads returns a presigned PUT URL (15 min expiry); avatar uses it.")
        .stop(),
    planted: [{ kind: "decision", keys: ["presigned"] }],
  },
  {
    id: "b75-reset-token-expiry",
    build: (s) =>
      s
        .user("review the password reset flow before the pen test")
        .file("Read", "src/routes/password-reset.ts")
        .bash("grep -n expires db/migrations/*reset*", "")
        .assistant(
          "Findings:\n1. Tokens are 32 random bytes and hashed at rest. Good.\n2. Tokens never expire; there's no expires_at column.\n3. The endpoint returns 404 for unknown emails, which leaks account existence.\n\nI can fix 3 now (always return 202). For 2, it's a migration plus a cleanup job; want it on the backlog instead of today?",
        )
        .user("fix 3 now. 2 goes on the backlog, reset tokens need to expire after an hour")
        .file("Edit", "src/routes/password-reset.ts")
        .bash("pnpm vitest --run src/routes/password-reset", " ✓ src/routes/password-reset.test.ts (6 tests) 18ms")
        .assistant("Unknown emails now get the same 202. Expiry is on the backlog.")
        .stop(),
    planted: [{ kind: "task", keys: ["reset", "expire"] }],
  },
  {
    id: "b75-biome-before-commit",
    build: (s) =>
      s
        .user("CI failed on the lint step")
        .bash(
          "gh run view --log-failed | tail -4",
          "src/lib/slug.ts:3:7 lint/style/useConst  This let declares a variable that is only assigned once.\nChecked 212 files in 88ms. Found 1 error.",
        )
        .file("Edit", "src/lib/slug.ts")
        .bash("npx biome check src", "Checked 212 files in 81ms. No fixes applied.")
        .assistant("Fixed: `let` → `const` in slug.ts. Biome is clean. Want me to add a pre-commit hook so this gets caught locally?")
        .user("no hooks, they annoy people. just run biome check yourself before every commit, every time")
        .assistant("Will do.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["biome check"] }],
  },
  {
    id: "b75-staging-redis",
    build: (s) =>
      s
        .user("the staging queue backlog alert fired again")
        .bash("redis-cli -u $STAGING_REDIS_URL info clients | head -3", "connected_clients:1184\nblocked_clients:0\nmaxclients:1200")
        .assistant("1184 of 1200 connections in use. Our staging workers account for maybe 40. Is something else pointed at this Redis?")
        .user("yeah the staging redis is shared with the marketing site, their preview deploys open connections like crazy")
        .assistant("That explains the connection pressure. I can't fix their side from here.")
        .user("write the runbook for the backlog alert at some point, with that in it. not today")
        .stop("Ok, I won't start it now."),
    planted: [
      { kind: "fact", keys: ["redis", "marketing"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b75-api-versioning",
    build: (s) =>
      s
        .user("we're about to break the invoices response shape. how do we version it")
        .assistant(
          "Two common ways: a version in the path (/v2/invoices) or a header (Accept-Version: 2) on the same path. Path is easier to route, cache and see in logs; header keeps URLs stable. Which do you prefer?",
        )
        .user("path. /v2 like we did for orders")
        .file("Write", "src/routes/v2/invoices.ts")
        .file("Edit", "src/index.ts")
        .bash("pnpm vitest --run src/routes/v2", " ✓ src/routes/v2/invoices.test.ts (5 tests) 31ms")
        .assistant("/v2/invoices is mounted alongside /v1.")
        .stop(),
    planted: [{ kind: "decision", keys: ["/v2"] }],
  },
  {
    id: "b75-run-tests-oneoff",
    build: (s) =>
      s
        .user("run the whole suite real quick, I want to see if main is green before I branch")
        .bash("pnpm vitest --run", " Test Files  63 passed (63)\n      Tests  611 passed (611)\n   Duration  2m58s")
        .assistant("All green: 63 files, 611 tests, just under 3 minutes.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "b75-pr-size",
    build: (s) =>
      s
        .user("the feature flags + checkout branch is getting big, how many lines")
        .bash("git diff --stat main...HEAD | tail -1", " 38 files changed, 1204 insertions(+), 311 deletions(-)")
        .assistant("About 1,500 lines across 38 files. I could split it into three PRs: flags infra, checkout backend, checkout UI wiring.")
        .user("yes split it. and going forward keep PRs under 400 lines or so, reviewers just rubber-stamp anything bigger")
        .bash(
          "git switch -c flags-infra main && git checkout checkout-v2 -- db/migrations/20261107_feature_flags.sql src/lib/flags.ts src/lib/flags.test.ts",
          "Switched to a new branch 'flags-infra'",
        )
        .assistant("flags-infra is carved out (212 lines). I'll do the other two next.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["400"] }],
  },
  {
    id: "b75-prod-d1-name",
    build: (s) =>
      s
        .user("I need to query the audit log in prod d1")
        .bash(
          "npx wrangler d1 list",
          "┌──────────────┬──────────────────┐\n│ name         │ created_at       │\n├──────────────┼──────────────────┤\n│ app-prod     │ 2025-02-11       │\n│ app-prod-v2  │ 2025-09-30       │\n│ app-staging  │ 2025-02-11       │\n└──────────────┴──────────────────┘",
        )
        .assistant("There are two prod-looking databases, app-prod and app-prod-v2. Which one has the audit log?")
        .user("app-prod-v2 is the real production db. app-prod is the abandoned one from before the schema rewrite, ignore it")
        .bash(
          "npx wrangler d1 execute app-prod-v2 --remote --command 'select count(*) from audit_log'",
          "┌──────────┐\n│ count(*) │\n├──────────┤\n│ 88213    │\n└──────────┘",
        )
        .assistant("88,213 rows in audit_log on app-prod-v2. What do you want to look for?")
        .stop(),
    planted: [{ kind: "fact", keys: ["app-prod-v2"] }],
  },
  {
    id: "b75-pdf-cpu",
    build: (s) =>
      s
        .user("invoice pdf generation got slow")
        .bash("npx wrangler tail api --search /invoices/pdf | grep cpu | head -3", "cpu_ms=27114\ncpu_ms=28802\ncpu_ms=26450")
        .assistant("PDF rendering is using 26-29 s of CPU per call against our 30 s cpu_ms limit. A couple more pages and it'll start failing.")
        .user("yikes. we should move pdf rendering out of the worker into a container or something. not this week but soon")
        .assistant(
          "Agreed. cpu_ms is already at the 30 s maximum, so the only short-term lever is trimming the work: dropping the embedded full font in favour of a subset shaved ~20% in a quick test. I'll do that for now.",
        )
        .file("Edit", "src/invoices/pdf.ts")
        .bash("npx wrangler tail api --search /invoices/pdf | grep cpu | head -1", "cpu_ms=21390")
        .stop("Down to ~21 s CPU for now."),
    planted: [{ kind: "task", keys: ["pdf", "container"] }],
  },
  {
    id: "b75-no-any",
    build: (s) =>
      s
        .user("tsc is complaining in the webhook parser")
        .bash("npx tsc -p tsconfig.json --noEmit", "src/webhooks/parse.ts:18:9 - error TS2339: Property 'data' does not exist on type '{}'.")
        .assistant(
          "Quickest fix is typing the parsed body as `any`. Cleaner is `unknown` plus a valibot schema that narrows it. I'll go with... which one do you want?",
        )
        .user("unknown and narrow it. no `any` in this codebase, ever")
        .file("Edit", "src/webhooks/parse.ts")
        .bash("npx tsc -p tsconfig.json --noEmit", "")
        .assistant("Parsed body is `unknown` and goes through a StripeEvent schema; tsc is clean.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["unknown"] }],
  },
  {
    id: "b75-chitchat",
    build: (s) =>
      s
        .user("morning. slow day, mostly meetings")
        .assistant("Morning! Anything you want me to prep while you're in them, or just on standby?")
        .user("nah just standby. maybe later I'll have you look at the dashboard numbers")
        .assistant("Sounds good, I'll be here.")
        .stop(),
    planted: [],
  },
  {
    id: "b75-cron-utc",
    build: (s) =>
      s
        .user("the nightly digest went out at 7pm for our users in california instead of morning")
        .bash("grep -A2 triggers wrangler.toml", '[triggers]\ncrons = ["0 3 * * *"]')
        .assistant(
          "The cron is `0 3 * * *`. If that's 3 AM Pacific it'd be right. Are Cloudflare cron triggers evaluated in UTC, or in the account's timezone?",
        )
        .user("utc. cron triggers are always UTC, there's no timezone setting. so 03:00 UTC = 7pm PST")
        .file("Edit", "wrangler.toml")
        .assistant("Moved it to `0 14 * * *` (6 AM PST / 7 AM PDT) and noted the UTC in a comment.")
        .stop(),
    planted: [{ kind: "fact", keys: ["cron", "utc"] }],
  },
  {
    id: "b75-gen-api",
    build: (s) =>
      s
        .user("add `currency` to the Invoice schema in the openapi spec")
        .file("Edit", "openapi/invoices.yaml")
        .bash("git status --short", " M openapi/invoices.yaml")
        .assistant("Added `currency` (ISO 4217, 3 chars) to Invoice. Is the TS client in packages/client generated from this, or hand-written?")
        .user("generated. whenever you touch the openapi spec run pnpm gen:api after, otherwise the client drifts and the web app breaks")
        .bash("pnpm gen:api", "openapi-typescript 7.4.1\n✨ openapi/ → packages/client/src/schema.d.ts [212ms]")
        .assistant("Regenerated packages/client; Invoice has currency now.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["gen:api"] }],
  },
  {
    id: "b75-wrangler-v4",
    build: (s) =>
      s
        .user("should we bump the compatibility_date to this month?")
        .bash("npx wrangler --version", " ⛅️ wrangler 3.99.0")
        .assistant(
          "Newer compat dates need wrangler 4 to deploy cleanly. We're on 3.99. I could do both now but the wrangler 4 upgrade changes some CLI flags our scripts use.",
        )
        .user("not today. but before we bump the compat date we need to upgrade wrangler to v4, track that")
        .bash("echo '- [ ] upgrade wrangler to v4 (before compat date bump)' >> TODO.md", "")
        .stop("Tracked in TODO.md."),
    planted: [{ kind: "task", keys: ["wrangler", "v4"] }],
  },
  {
    id: "b75-gdpr-export",
    build: (s) =>
      s
        .user("do we have a data export endpoint for users?")
        .bash("grep -rn 'export' src/routes/account.ts", "")
        .assistant("No; there's admin CSV export for tenants but nothing per-user. GDPR Article 20 would require one for EU users. Want me to sketch it?")
        .user("not yet. I need to ask legal first what format they want. remind me to ping legal about the gdpr export format")
        .assistant("Noted.")
        .file("Edit", "TODO.md")
        .stop(),
    planted: [{ kind: "task", keys: ["legal", "gdpr"] }],
  },
  {
    id: "b75-slow-tag",
    build: (s) =>
      s
        .user("the suite got 40s slower after the refund tests")
        .bash(
          "pnpm vitest --run --reporter=verbose 2>&1 | sort -t'(' -k2 -rn | head -3",
          "✓ refunds live > creates refund against stripe test mode (18210ms)\n✓ refunds live > partial refund (14982ms)\n✓ refunds live > refund webhook roundtrip (9044ms)",
        )
        .assistant("Three tests in refunds.live.test.ts call the real Stripe test-mode API, ~42 s total. Should they be skipped by default?")
        .user("yes. anything that hits the real stripe api gets tagged @slow and only runs in the nightly job. that's the rule for all of them")
        .file("Edit", "src/routes/refunds.live.test.ts")
        .file("Edit", "vitest.config.ts")
        .bash("pnpm vitest --run", " Test Files  64 passed | 1 skipped (65)\n   Duration  2m55s")
        .stop("Back under 3 minutes."),
    planted: [{ kind: "instruction", keys: ["@slow"] }],
  },
  {
    id: "b75-hypothesis-unconfirmed",
    build: (s) =>
      s
        .user("p95 on /v1/me jumped from 40ms to 140ms sometime yesterday afternoon")
        .bash(
          "npx wrangler deployments list --name api | head -4",
          "Created: 2026-11-09T13:02Z  Version: 7f1c  Author: marco\nCreated: 2026-11-08T09:40Z  Version: 2ab9  Author: dev",
        )
        .assistant(
          "Marco deployed at 13:02 yesterday, which lines up roughly. It might be the Hyperdrive pool size change in that deploy, or it could be Postgres itself getting slower because of the autovacuum on events. I can't tell which from the deploy list alone.",
        )
        .user("could also be the neon region thing, marco mentioned something about that? not sure")
        .assistant("Possibly. If you want, I can diff 2ab9..7f1c and pull the query timings for the last 48 h to narrow it down.")
        .user("let's do that tomorrow, I'm out of time today")
        .stop(),
    planted: [],
  },
  {
    id: "b75-readme-typo-and-lint",
    build: (s) =>
      s
        .user("fix the broken link in the README to the contributing guide, and rerun lint")
        .bash("grep -n CONTRIBUTING README.md", "42:See [contributing](docs/CONTRIBUTNG.md) before opening a PR.")
        .file("Edit", "README.md")
        .bash("npx biome check .", "Checked 214 files in 90ms. No fixes applied.")
        .assistant("Link now points at docs/CONTRIBUTING.md; lint is clean.")
        .user("thx. also can you bump the year in the LICENSE")
        .file("Edit", "LICENSE")
        .assistant("Updated to 2026.")
        .stop(),
    planted: [],
  },
  {
    id: "b75-log-with-todo",
    build: (s) =>
      s
        .user("what's this warning in the deploy output")
        .bash(
          "npx wrangler deploy --dry-run 2>&1 | grep -i warn -A3",
          "▲ [WARNING] TODO: the `node_compat` flag is deprecated and will be removed. You must use `nodejs_compat` instead.\n  Always set compatibility_date when enabling it.\n  Never combine node_compat and nodejs_compat.",
        )
        .assistant(
          "That's from the admin worker's wrangler.toml, which still has the old `node_compat = true`. The warning is wrangler's own text. It doesn't break anything today; it's a deprecation notice.",
        )
        .user("ok is that the one with the aws sdk?")
        .assistant("Yes, the admin worker. The api worker doesn't set either flag.")
        .user("alright, leave it for now")
        .stop(),
    planted: [],
  },
  {
    id: "b75-hyperdrive",
    build: (s) =>
      s
        .user("getting 'too many connections' from postgres during the morning spike")
        .bash(
          "psql $DATABASE_URL -c 'show max_connections' -c 'select count(*) from pg_stat_activity'",
          " max_connections\n-----------------\n 400\n\n count\n-------\n   397",
        )
        .assistant(
          "So the prod RDS instance caps out at max_connections = 400 and we're at 397. Every worker invocation opens its own TCP connection through postgres.js and there's no pooling between isolates. I'd put Hyperdrive in front of RDS: it pools connections at the edge and we'd just swap the connection string for the binding. Alternative is RDS Proxy, but that's another AWS bill and doesn't help the handshake latency.",
        )
        .user("yep go with hyperdrive. and yes 400 is the hard cap on that instance class, we're not resizing it")
        .file("Edit", "wrangler.toml")
        .file("Edit", "src/db/client.ts")
        .bash("npx wrangler hyperdrive create app-prod --connection-string=$DATABASE_URL", "✅ Created new Hyperdrive config\n id: 5b1c9e0f2d6a4a8f")
        .assistant("Hyperdrive config created and the db client uses env.HYPERDRIVE.connectionString. I'll watch pg_stat_activity after the deploy.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["hyperdrive"] },
      { kind: "fact", keys: ["400"] },
    ],
  },
  {
    id: "b75-logging-format",
    build: (s) =>
      s
        .user("our logs are a mess, half are strings half are objects")
        .bash(
          "npx wrangler tail api --format json | head -3 | jq -c .logs",
          '[{"message":["order created 8812"]}]\n[{"message":[{"evt":"refund","id":"re_1"}]}]\n[{"message":["ERR",{"code":"P2002"}]}]',
        )
        .assistant(
          "Do you want structured logs through a library (pino with its browser build, or workers-tagged-logger), or just JSON objects through console.log that Workers Logs indexes?",
        )
        .user(
          "just json via console.log, workers logs already parses it, no library. and from now on every log line needs the request_id in it so we can correlate",
        )
        .file("Write", "src/lib/log.ts")
        .file("Edit", "src/middleware/requestId.ts")
        .bash("grep -rln 'console.log(' src/routes | wc -l", "14")
        .assistant(
          "Added log.info/warn/error in src/lib/log.ts which emit one JSON object with request_id pulled from the context. 14 route files still call console.log directly; converting them now.",
        )
        .file("Edit", "src/routes/orders.ts")
        .user("also at some point we need to ship logs to axiom or similar, 3 days of retention in workers logs is not enough for incident reviews")
        .stop("Ok."),
    planted: [
      { kind: "decision", keys: ["console.log", "json"] },
      { kind: "instruction", keys: ["request_id"] },
      { kind: "task", keys: ["axiom"] },
    ],
  },
  {
    id: "b75-tenant-timezone",
    build: (s) =>
      s
        .user("tenants need a timezone setting for the digest emails")
        .assistant("I'll add `utc_offset_minutes integer` to tenants, default 0, and the digest scheduler adds it to 06:00 UTC.")
        .user("no, the other way. store the IANA name, like America/Los_Angeles. offsets are wrong half the year because of DST")
        .file("Write", "db/migrations/20261110_tenant_timezone.sql")
        .file("Edit", "src/digest/schedule.ts")
        .bash("pnpm vitest --run src/digest", " ✓ src/digest/schedule.test.ts (7 tests) 19ms")
        .assistant(
          "tenants.timezone is text, default 'UTC', validated against Intl.supportedValuesOf('timeZone'). The scheduler computes the local 06:00 with date-fns-tz.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["iana"] }],
  },
  {
    id: "b75-deploy-flow",
    build: (s) =>
      s
        .user("is the avatar fix live in prod yet? merged it an hour ago")
        .bash(
          "gh run list -L 3 --json name,conclusion,headBranch -q '.[] | [.name,.conclusion,.headBranch] | @tsv'",
          "deploy-staging\tsuccess\tmain\nci\tsuccess\tmain\nrelease\tsuccess\tv1.42.0",
        )
        .file("Read", ".github/workflows/release.yml")
        .assistant(
          "Not in prod. From the workflows: merges to main auto-deploy to staging via deploy-staging.yml, and prod only goes out when someone runs release.yml by hand (workflow_dispatch, it tags a version). The last release was v1.42.0, before your merge. Right?",
        )
        .user("correct. want me to cut a release or can it wait")
        .assistant("Your call; nothing else risky is queued on main since v1.42.0, just the avatar fix and a README change.")
        .user("I'll do it after lunch")
        .stop(),
    planted: [{ kind: "fact", keys: ["release.yml"] }],
  },
  {
    id: "b75-idempotency",
    build: (s) =>
      s
        .user("a customer got charged twice, the mobile client retried POST /payments on a timeout")
        .bash(
          "psql $DATABASE_URL -c \"select id, created_at from payments where customer_id='cus_8a1' order by created_at desc limit 2\"",
          "      id      |         created_at\n--------------+----------------------------\n pay_91f2     | 2026-11-10 08:14:07.331+00\n pay_91f1     | 2026-11-10 08:14:02.118+00",
        )
        .assistant(
          "Five seconds apart, same amount. Proposal: require an `Idempotency-Key` header on POST /payments and remember key → response for 24 h in KV, returning the stored response on a repeat.",
        )
        .user(
          "yes but put them in postgres not kv. an idempotency_keys table, in the same transaction as the payment insert. kv being eventually consistent is the whole problem",
        )
        .file("Write", "db/migrations/20261110_idempotency_keys.sql")
        .file("Edit", "src/routes/payments.ts")
        .bash("pnpm vitest --run src/routes/payments", " ✓ src/routes/payments.test.ts (10 tests) 77ms")
        .assistant("Done: the key row and the payment are written in one transaction, and a concurrent duplicate gets a 409 until the first completes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["idempotency_keys"] }],
  },
  {
    id: "b75-standing-rules",
    build: (s) =>
      s
        .user(
          "couple things for going forward since you keep tripping on them:\n1) dont edit the generated files in packages/client/src, theyre overwritten by the generator\n2) pnpm only. never yarn, never npm install, it messes up the lockfile\n3) ask me before running any migration against staging",
        )
        .bash("git status --short", " M packages/client/src/schema.d.ts\n M package-lock.json")
        .assistant("Understood. Right now I have a hand edit in packages/client/src/schema.d.ts and a stray package-lock.json from earlier; reverting both.")
        .bash("git checkout packages/client/src/schema.d.ts && git rm -q --cached package-lock.json && rm package-lock.json", "")
        .assistant("Reverted. Working tree is clean apart from your changes.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["packages/client/src"] },
      { kind: "instruction", keys: ["yarn"] },
      { kind: "instruction", keys: ["staging", "migration"] },
    ],
  },
  {
    id: "b75-leftovers",
    build: (s) =>
      s
        .user("ok wrap up the sentry integration")
        .file("Edit", "src/index.ts")
        .bash("pnpm vitest --run src/lib/sentry", " ✓ src/lib/sentry.test.ts (3 tests) 9ms")
        .assistant(
          "Sentry is wired through the toucan client with the request_id as a tag. Left for later, not done here:\n- uploading source maps from CI so stack traces are readable (needs a SENTRY_AUTH_TOKEN in GitHub secrets)\n- removing the dead `legacy_billing` feature flag, which I noticed is still checked in three routes\n\nWant me to add both to TODO.md?",
        )
        .user("yes both")
        .bash("printf -- '- [ ] sentry source maps upload in CI\\n- [ ] remove legacy_billing flag\\n' >> TODO.md", "")
        .stop("Added."),
    planted: [
      { kind: "task", keys: ["source maps"] },
      { kind: "task", keys: ["legacy_billing"] },
    ],
  },
  {
    id: "b75-monday-502s",
    build: (s) =>
      s
        .user("why do we get a burst of 502s every monday at 6am utc")
        .bash("grep -h 'crons' apps/*/wrangler.toml", 'apps/reports/wrangler.toml:crons = ["0 6 * * 1"]\napps/billing/wrangler.toml:crons = ["0 6 * * 1"]')
        .assistant(
          "The weekly report cron and the billing run both fire at 06:00 UTC on Mondays. Both do big scans, so my guess is they exhaust the Hyperdrive pool together and API requests queue until they time out. I'd want to check the RDS metrics to be sure.",
        )
        .bash(
          "aws cloudwatch get-metric-statistics --metric-name DatabaseConnections --namespace AWS/RDS --period 300 --statistics Maximum --start-time 2026-11-10T05:45Z --end-time 2026-11-10T06:30Z --dimensions Name=DBInstanceIdentifier,Value=app-prod | jq '.Datapoints[].Maximum'",
          "112\n398\n400\n400\n131",
        )
        .assistant(
          "Confirmed: connections go from 112 to the 400 cap at 06:00-06:15 and drop right after. The root cause is the weekly report and the billing run overlapping on the pool. I'd move the billing run to 07:00.",
        )
        .user("yes do that")
        .file("Edit", "apps/billing/wrangler.toml")
        .stop("Billing run is at 07:00 UTC Mondays now."),
    planted: [
      { kind: "fact", keys: ["weekly report", "billing run"] },
      { kind: "decision", keys: ["07:00"] },
    ],
  },
  {
    id: "b75-worker-test-pool",
    build: (s) =>
      s
        .user("the route tests mock env bindings by hand and keep drifting from wrangler.toml")
        .assistant(
          "Two things we could do. One: switch route tests to @cloudflare/vitest-pool-workers, which runs them inside workerd with the real bindings from wrangler.toml (D1, KV, queues all local). Two, bigger: also move the monorepo to pnpm catalogs so all packages share one vitest version. I'd do the first now; the second is a separate cleanup.",
        )
        .user("first one yes, go with the workers pool. catalogs no, not worth the churn")
        .bash("pnpm add -D @cloudflare/vitest-pool-workers", "Packages: +14")
        .file("Edit", "vitest.config.ts")
        .file("Edit", "src/routes/orders.test.ts")
        .bash("pnpm vitest --run src/routes", " Test Files  12 passed (12)\n      Tests  94 passed (94)")
        .assistant("Route tests now run in the workers pool with bindings from wrangler.toml; I deleted test/mocks/env.ts.")
        .stop(),
    planted: [{ kind: "decision", keys: ["vitest-pool-workers"] }],
  },
  {
    id: "b75-eu-tenants",
    build: (s) =>
      s
        .user("the tenant migration script only updated about 90% of tenants")
        .bash("pnpm tsx scripts/backfill-timezone.ts --dry-run | tail -2", "tenants updated: 1804\ntenants skipped (not found): 211")
        .assistant("211 tenants weren't found in the database the script connects to. Are some tenants stored somewhere else?")
        .user("ah yes. eu tenants live in their own postgres in frankfurt, app-eu, for data residency. you have to run everything twice, once per region")
        .bash("DATABASE_URL=$EU_DATABASE_URL pnpm tsx scripts/backfill-timezone.ts | tail -2", "tenants updated: 211\ntenants skipped (not found): 0")
        .assistant("Ran it against app-eu too: 211 updated, all tenants covered now.")
        .stop(),
    planted: [{ kind: "fact", keys: ["frankfurt"] }],
  },
  {
    id: "b75-declined-only",
    build: (s) =>
      s
        .user("look at the orders table and tell me if anything's off")
        .bash(
          "psql $DATABASE_URL -c '\\d orders' | tail -6",
          'Indexes:\n    "orders_pkey" PRIMARY KEY, btree (id)\n    "orders_tenant_created" btree (tenant_id, created_at)\n    "orders_status_idx" btree (status)\n    "orders_status_idx2" btree (status)',
        )
        .assistant(
          "orders_status_idx and orders_status_idx2 are identical; one is pure write overhead. I could drop orders_status_idx2. I'd also consider a partial index on status = 'open' since that's the only status the dashboards filter on.",
        )
        .user("hmm, the partial index I'm not sure about. what does the dashboard query look like exactly?")
        .assistant("It's `select count(*) from orders where tenant_id = $1 and status = 'open'`, served by orders_tenant_created plus a filter today.")
        .user("ok don't change anything yet, I want marco to look first")
        .stop(),
    planted: [],
  },
  {
    id: "b75-secrets-owner",
    build: (s) =>
      s
        .user("I need a new stripe restricted key for the reporting worker")
        .assistant("I can't create keys in the Stripe dashboard from here. Who manages the Stripe account, you or someone on ops?")
        .user("Dan does. all stripe keys go through Dan, he's the only admin on the stripe account")
        .bash("npx wrangler secret list --name reports", "[]")
        .assistant(
          "The reports worker has no secrets yet. Once Dan gives you the rk_live key, run `npx wrangler secret put STRIPE_RESTRICTED_KEY --name reports` and I'll wire up the client.",
        )
        .user("ok. remind me friday to chase dan for the restricted key if I haven't got it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dan", "stripe"] },
      { kind: "task", keys: ["dan", "restricted key"] },
    ],
  },
];

export const BLIND75 = plantedSet(BLIND75_SESSIONS, Date.UTC(2026, 10, 3, 9));
