/**
 * A planted set for the offline long-term-memory extractor: resumed and multi-day work
 * ("continuing from yesterday", references to earlier decisions, a decision reconsidered and
 * changed, tasks from last time closed or still open) in Claude Code's voice, with users who are
 * sometimes terse and sometimes verbose. Written without reading the extractor
 * (src/core/memories/extract.ts), its dialogue or sentence models, or the other planted sets'
 * sessions. Training set for the sentence classifier (written without reading the extractor).
 * Each session is one segment; the items planted in it are listed with it: 69 items (18
 * decisions, 17 instructions, 17 facts, 17 tasks) in 54 sessions, 17 of which plant nothing.
 * Every other message must give nothing: questions, hypotheses, proposals not taken or never
 * confirmed, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output, chit-chat,
 * recaps of tasks from earlier sessions that are now closed, and requests the agent completes in
 * the same session. Seven sessions change an earlier decision (taken yesterday, last week or
 * earlier in the same session); only the new one is planted.
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

const START = Date.UTC(2026, 10, 16, 9);

export const TUNING39_SESSIONS: BlindSession[] = [
  {
    id: "t39-token-storage",
    build: (s) =>
      s
        .user("continuing from yesterday — the refresh token work on feat/auth-refresh")
        .assistant("Let me check where the branch is.")
        .bash(
          "git log --oneline -4 feat/auth-refresh",
          "a41c9e2 Add POST /auth/revoke\n7be0d13 Rotate refresh token on use\n0f3a5c1 Store both tokens in httpOnly cookies\n52d81aa Add refresh token table",
        )
        .assistant(
          "The revoke endpoint you left for today is already committed (a41c9e2), so that one's done. The branch still stores both tokens in httpOnly cookies.",
        )
        .user(
          "Yeah about that. Yesterday we said both tokens go in httpOnly cookies, and I've thought about it overnight — I'm changing that. The access token stays in memory on the client, and only the refresh token lives in the httpOnly cookie. CSRF surface is smaller that way.",
        )
        .file("Edit", "src/auth/issue.ts")
        .file("Edit", "web/src/api/client.ts")
        .bash("pnpm vitest run src/auth", " ✓ src/auth/issue.test.ts (6)\n ✓ src/auth/refresh.test.ts (5)\n Test Files  2 passed (2)")
        .assistant(
          "Done. `/auth/token` now returns the access token in the body, the client keeps it in memory, and only the refresh token is set as a cookie. Tests pass.",
        )
        .user("good. the logout-everywhere endpoint is still todo btw, we'll get to it another day")
        .assistant("Noted — logout-everywhere isn't started.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["access token", "memory"] },
      { kind: "task", keys: ["logout"] },
    ],
  },
  {
    id: "t39-flaky-checkout",
    build: (s) =>
      s
        .user("that flaky checkout test from tuesday. still flaky?")
        .assistant("I'll run it ten times.")
        .bash(
          "for i in $(seq 10); do pnpm playwright test e2e/checkout.spec.ts --reporter=line 2>&1 | tail -1; done | sort | uniq -c",
          "      8   1 passed (14.2s)\n      2   1 failed (30.1s)",
        )
        .assistant("Yes: 2 of 10 runs fail, both on the 30 s timeout. Possibly the Stripe mock responding late, but I haven't confirmed that.")
        .user("yeah leave the flaky checkout thing on the list, not fixing it today")
        .user("fyi CI runs on 2-core runners, that's why everything is slower there than on your machine")
        .assistant("Got it — that would also make timeouts like this one more likely in CI.")
        .stop(),
    planted: [
      { kind: "task", keys: ["flaky", "checkout"] },
      { kind: "fact", keys: ["2-core"] },
    ],
  },
  {
    id: "t39-pnpm-lockfile",
    build: (s) =>
      s
        .user("someone committed a package-lock.json again??")
        .bash("git log --diff-filter=A --format='%h %an %s' -- package-lock.json", "c0b1e77 jonas Add chart lib")
        .assistant("Yes, c0b1e77 by jonas added it along with the chart library.")
        .user(
          "We settled on pnpm last week and it stays that way. Please never let a package-lock.json back in; if you see one, delete it and reinstall with pnpm.",
        )
        .bash("git rm -q package-lock.json && pnpm install --frozen-lockfile", "Lockfile is up to date, resolution step is skipped\nDone in 3.1s")
        .assistant("Removed `package-lock.json`; `pnpm install --frozen-lockfile` is clean.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pnpm"] },
      { kind: "instruction", keys: ["package-lock"] },
    ],
  },
  {
    id: "t39-continue-refactor",
    build: (s) =>
      s
        .user("continue")
        .assistant("Picking up the `OrderService` refactor from yesterday. The last step was splitting `calculateTotals` out of the service.")
        .file("Read", "src/orders/service.ts")
        .file("Edit", "src/orders/totals.ts")
        .file("Edit", "src/orders/service.ts")
        .bash("pnpm vitest run src/orders", " Test Files  4 passed (4)\n      Tests  31 passed (31)")
        .assistant("`calculateTotals` now lives in `src/orders/totals.ts`; the service imports it. All 31 order tests pass. That finishes the refactor.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "t39-order-ids",
    build: (s) =>
      s
        .user(
          "Re the orders table ids: last week we picked UUIDv4. I've been watching the insert latency since, and the index bloat is bad. Can you measure it so we're not deciding on vibes?",
        )
        .bash(
          "psql $DATABASE_URL -c \"select pg_size_pretty(pg_relation_size('orders_pkey')), (select count(*) from orders)\"",
          " pg_size_pretty |   count\n----------------+-----------\n 14 GB          | 180412233",
        )
        .assistant("The primary-key index is 14 GB for about 180M rows; random v4 ids scatter inserts across the whole B-tree.")
        .user(
          "Right, so reconsidering last week's call: we're switching to UUIDv7 for new order ids, they're time-ordered so inserts hit the right edge of the index. Existing ids stay as they are.",
        )
        .file("Edit", "src/db/ids.ts")
        .user("Also for the record, the orders table has ~180M rows, so any migration on orders has to use CREATE INDEX CONCURRENTLY, no exceptions.")
        .assistant("Understood. `newOrderId()` now returns a UUIDv7.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["uuidv7"] },
      { kind: "fact", keys: ["180m"] },
      { kind: "instruction", keys: ["concurrently"] },
    ],
  },
  {
    id: "t39-backfill-followup",
    build: (s) =>
      s
        .user("did the status backfill from monday finish?")
        .bash('psql $DATABASE_URL -c "select count(*) filter (where status is null) as missing from orders"', " missing\n---------\n       0")
        .assistant("Yes — no rows are missing `status`, so Monday's backfill completed.")
        .user(
          "great, that one's closed then. next step but NOT today: drop the legacy status_text column, once the backfill has been verified in prod for a full week",
        )
        .assistant("Okay — dropping `status_text` waits until it has had a week in prod.")
        .stop(),
    planted: [{ kind: "task", keys: ["status_text"] }],
  },
  {
    id: "t39-lint-fix",
    build: (s) =>
      s
        .user("lint. fix.")
        .bash("pnpm eslint . --fix && pnpm eslint .", "")
        .assistant("Fixed: `eslint --fix` resolved 4 problems and a second run is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "t39-billing-service",
    build: (s) =>
      s
        .user("why does the invoice total differ between the app and the PDF? i think the rounding is done in two places")
        .bash(
          "grep -rn 'Math.round\\|RoundHalfEven' src/ services/billing/ | head",
          "src/orders/totals.ts:44:  return Math.round(cents)\nservices/billing/internal/money/round.go:12:func RoundHalfEven(c int64) int64 {",
        )
        .assistant("Confirmed: the app rounds half-up in `src/orders/totals.ts` and the PDF comes from the Go billing service, which rounds half-even.")
        .user(
          "ok. context you'll need: the billing service is Go 1.22 and it's owned by the payments team, not us. don't modify anything under services/billing without asking in #payments first.",
        )
        .file("Edit", "src/orders/totals.ts")
        .bash("pnpm vitest run src/orders/totals.test.ts", " ✓ src/orders/totals.test.ts (9)")
        .assistant("I switched our side to half-even so it matches billing, and left `services/billing` alone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["billing", "payments team"] },
      { kind: "instruction", keys: ["#payments"] },
    ],
  },
  {
    id: "t39-review-comments",
    build: (s) =>
      s
        .user(
          "Picking up the review comments on the webhook PR from yesterday. Alex's point about the retry loop is fair. We'll cap webhook retries at 3 attempts with jittered exponential backoff — please implement that. His naming nit I already did last night.",
        )
        .file("Read", "src/webhooks/deliver.ts")
        .file("Edit", "src/webhooks/deliver.ts")
        .bash("pnpm vitest run src/webhooks", " ✓ src/webhooks/deliver.test.ts (7)\n Test Files  1 passed (1)")
        .assistant("Retries are capped at 3 with full-jitter backoff (base 500 ms). The naming change is already on the branch, as you said.")
        .user("Alex also wants a load test before we merge. that isn't done and i'm not doing it today")
        .assistant("Okay, the load test is outstanding; I won't merge.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["jitter"] },
      { kind: "task", keys: ["load test"] },
    ],
  },
  {
    id: "t39-friday-recap",
    build: (s) =>
      s
        .user("remind me what I did on friday? my brain is empty after the weekend")
        .bash(
          "git log --since=2026-11-13 --until=2026-11-14 --format='%h %s'",
          "e19a2c0 Fix typo in README\n77d0b54 Bump vitest to 2.1.4\n3c5f8a9 Add test for empty cart",
        )
        .assistant("On Friday you fixed a README typo, bumped vitest to 2.1.4 and added a test for the empty-cart case.")
        .user("ha, productive. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t39-editor-flag",
    build: (s) =>
      s
        .user("For the new rich-text editor: we'll gate it behind the new_editor flag, default off, until design signs off. That was agreed in standup.")
        .file("Edit", "flags.yaml")
        .file("Edit", "web/src/pages/compose.tsx")
        .bash("pnpm vitest run web/src/pages/compose.test.tsx", " ✓ web/src/pages/compose.test.tsx (4)")
        .assistant("The compose page renders the new editor only when `new_editor` is on; it defaults to off.")
        .user("and going forward every new flag gets an owner and a removal date in flags.yaml. we have like 40 zombie flags because nobody wrote those down")
        .file("Edit", "flags.yaml")
        .user("also someone has to remove the old editor once the flag is at 100%. not now obviously")
        .assistant("Added owner and removal date to the `new_editor` entry. Removing the old editor waits for full rollout.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["new_editor"] },
      { kind: "instruction", keys: ["flags.yaml"] },
      { kind: "task", keys: ["old editor"] },
    ],
  },
  {
    id: "t39-structured-logging",
    build: (s) =>
      s
        .user("where are these random lines in the prod logs coming from")
        .bash(
          "grep -rn 'console.log' src/ | head -4",
          "src/payments/refund.ts:88:    console.log('refund', id) // TODO never log tokens here\nsrc/search/index.ts:12:  console.log(query)\nsrc/auth/issue.ts:31:  // console.log always stripped in prod? (it isn't)",
        )
        .assistant("Three spots in server code use `console.log` directly, which bypasses the structured logger.")
        .user("server code uses the structured logger, log.info({ ... }, msg). no console.log in server code, ever. please fix those")
        .file("Edit", "src/payments/refund.ts")
        .file("Edit", "src/search/index.ts")
        .file("Edit", "src/auth/issue.ts")
        .bash("grep -rn 'console.log' src/ | wc -l", "0")
        .assistant("Replaced all three with `log.info`/`log.debug` calls; no `console.log` remains under `src/`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["console.log"] }],
  },
  {
    id: "t39-queue-backend",
    build: (s) =>
      s
        .user(
          "ok so I slept on it, and I'm going back on yesterday's call about Redis streams for the job queue. We'll use the Postgres-backed queue, pg-boss, instead. One less moving part, and we already back up Postgres.",
        )
        .assistant("I'll check what Redis usage exists besides the queue prototype.")
        .bash("grep -rln 'ioredis' src/ | sort", "src/jobs/redis-queue.ts\nsrc/ratelimit/store.ts")
        .assistant("Only the queue prototype and the rate-limit store use Redis.")
        .user("right, rate limiting stays on Redis. also fyi our Redis is ElastiCache, 1 GB, no persistence, which is half the reason I don't want jobs in it")
        .file("Write", "src/jobs/queue.ts")
        .bash("pnpm add pg-boss@10.1.5 && pnpm vitest run src/jobs", "+ pg-boss 10.1.5\n ✓ src/jobs/queue.test.ts (5)")
        .assistant("`src/jobs/queue.ts` now wraps pg-boss; the Redis queue prototype is gone.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pg-boss"] },
      { kind: "fact", keys: ["elasticache"] },
    ],
  },
  {
    id: "t39-morning-build",
    build: (s) =>
      s
        .user("morning! back at it. how's the build looking")
        .bash("pnpm build", "vite v5.4.10 building for production...\n✓ 1423 modules transformed.\n✓ built in 11.82s")
        .assistant("Green — the production build finishes in about 12 s.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "t39-staging-db",
    build: (s) =>
      s
        .user("my migration on staging vanished overnight. what happened")
        .bash(
          "kubectl -n staging logs job/db-restore --tail=3",
          "03:00:02 restoring snapshot prod-2026-11-16 (scrubbed)\n03:41:17 restore complete\n03:41:17 applying scrub rules: users, addresses, payments",
        )
        .assistant("A restore job ran at 03:00 UTC and replaced the staging database with a scrubbed prod snapshot, which removed your migration.")
        .user(
          "ugh right, I forgot. staging is a nightly snapshot of prod with the PII scrubbed, restored at 03:00 UTC. so nobody should run migrations on staging between 02:30 and 03:30 UTC, they just get clobbered",
        )
        .assistant("Understood. I noticed the scrub rules only list users, addresses and payments.")
        .user("hm, invoices has billing addresses too. we still need to add invoices to the scrub list, can you note that, I'll bring it up with infra")
        .assistant("Noted: adding `invoices` to the scrub rules is open, pending infra.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging", "snapshot"] },
      { kind: "instruction", keys: ["02:30"] },
      { kind: "task", keys: ["scrub"] },
    ],
  },
  {
    id: "t39-deploy-owners",
    build: (s) =>
      s
        .user("can you deploy the hotfix?")
        .bash(
          "make release ENV=prod TAG=v3.18.1",
          "building image app:v3.18.1 ... done\nhelm upgrade app ./chart --set image.tag=v3.18.1 ... deployed\nsmoke: 12/12 ok",
        )
        .assistant("Deployed v3.18.1 via `make release`; smoke checks 12/12 pass.")
        .user(
          "ty. for future reference: deploys only go through make release, never with a raw kubectl apply, even for hotfixes. and Dana owns the deploy pipeline, so anything weird there goes to her",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["make release"] },
      { kind: "fact", keys: ["dana"] },
    ],
  },
  {
    id: "t39-satisfies-question",
    build: (s) =>
      s
        .user("what does `satisfies` do in TS again? always forget")
        .assistant(
          "`x satisfies T` checks that `x` is assignable to `T` without widening its type: you keep the literal/narrow type for later use, but still get an error if it doesn't fit `T`.",
        )
        .bash("grep -rn 'satisfies' src/ | head -2", "src/config/routes.ts:8:} satisfies Record<string, RouteDef>;")
        .assistant("`src/config/routes.ts` uses it that way: the keys stay literal, and each value must be a `RouteDef`.")
        .user("ah right. thx")
        .stop(),
    planted: [],
  },
  {
    id: "t39-last-time-list",
    build: (s) =>
      s
        .user(
          "From the list last time: (1) pagination on /invoices — done, merged yesterday; (2) the CSV export encoding bug, where Excel shows mojibake for umlauts — still open; (3) docs for webhook retries — done. Can you double check 1 and 3 actually landed?",
        )
        .bash("git log --oneline -5 main", "b7e21c4 Document webhook retry policy\n5d0aa93 Paginate GET /invoices\n9f3e102 Bump pg")
        .assistant(
          "Both landed on main: 5d0aa93 (pagination) and b7e21c4 (webhook retry docs). The CSV export still writes UTF-8 without a BOM, which is why Excel misreads it.",
        )
        .user("ok so the csv encoding one is the only thing still open from that list. leave it for now")
        .assistant("Okay.")
        .stop(),
    planted: [{ kind: "task", keys: ["csv", "encoding"] }],
  },
  {
    id: "t39-api-v2",
    build: (s) =>
      s
        .user(
          "Decided with the team this morning: breaking API changes go under /v2, and /v1 stays frozen until the end of Q2. So the new order shape has to be a /v2 endpoint, please.",
        )
        .file("Write", "src/routes/v2/orders.ts")
        .bash("pnpm vitest run src/routes/v2", " ✓ src/routes/v2/orders.test.ts (6)")
        .assistant("Added `GET /v2/orders` with the new shape; `/v1/orders` is unchanged.")
        .user("good. reason v1 can't move: the mobile app still calls /v1/orders with the old page/per_page params, and app store review takes forever")
        .assistant("Makes sense.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["/v2"] },
      { kind: "fact", keys: ["mobile"] },
    ],
  },
  {
    id: "t39-slow-devserver",
    build: (s) =>
      s
        .user("why is teh dev server so slow agian")
        .bash(
          "pnpm vite --debug 2>&1 | grep -m2 'optimized'",
          "vite:deps new dependencies found: lodash-es, date-fns\nvite:deps ✨ optimized dependencies changed. reloading",
        )
        .assistant("Vite re-optimizes dependencies on each start because `lodash-es` and `date-fns` aren't in `optimizeDeps.include`. I'll add them.")
        .file("Edit", "vite.config.ts")
        .bash("pnpm vite --debug 2>&1 | grep -m1 'ready in'", "  VITE v5.4.10  ready in 412 ms")
        .assistant("Starts in 412 ms now.")
        .user("🙏")
        .stop(),
    planted: [],
  },
  {
    id: "t39-error-model",
    build: (s) =>
      s
        .user(
          "One convention I keep repeating in reviews, so let me say it once here: when you add an error path, throw an AppError with a code from errors/codes.ts. I don't want bare `throw new Error` anywhere in src.",
        )
        .bash("grep -rn 'throw new Error' src/ | wc -l", "7")
        .assistant("There are 7 bare `throw new Error` sites. Want me to convert them now?")
        .user("yes")
        .file("Edit", "src/errors/codes.ts")
        .bash("pnpm vitest run && grep -rn 'throw new Error' src/ | wc -l", " Test Files  58 passed (58)\n0")
        .assistant("All 7 converted; tests pass.")
        .user(
          "also, reminder, since I saw a sentry import in there: we dropped Sentry last month for self-hosted GlitchTip. the worker package still has a few Sentry calls that need migrating, that's still on the backlog",
        )
        .assistant("Understood — I haven't touched the worker package's Sentry calls.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["apperror"] },
      { kind: "decision", keys: ["glitchtip"] },
      { kind: "task", keys: ["sentry"] },
    ],
  },
  {
    id: "t39-utils-split",
    build: (s) =>
      s
        .user("thinking we should split utils.ts into like five files, it's 1200 lines")
        .bash("wc -l src/utils.ts && grep -c '^export' src/utils.ts", "1214 src/utils.ts\n63")
        .assistant("It has 63 exports. A split by area (strings, dates, money, arrays, http) would work; imports would need updating in about 90 files.")
        .user("eh, actually forget I said that. not worth the diff noise right now")
        .stop(),
    planted: [],
  },
  {
    id: "t39-dates",
    build: (s) =>
      s
        .user("use moment for parsing the report dates")
        .bash("pnpm why moment 2>&1 | tail -1; npm view moment deprecated", "moment not installed\nMoment is in maintenance mode; consider alternatives")
        .assistant(
          "moment isn't installed yet, and it's in maintenance mode and adds ~70 KB. date-fns is already a dependency here; should I use that instead?",
        )
        .user("right, ok, date-fns then.")
        .file("Edit", "src/reports/parse.ts")
        .bash("pnpm vitest run src/reports", " ✓ src/reports/parse.test.ts (8)")
        .user("and while we're on dates: every timestamp the API returns is ISO 8601 in UTC with a trailing Z. no offsets, no epoch numbers")
        .assistant("Report dates are parsed with date-fns, and the serializer emits ISO 8601 UTC with `Z`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["date-fns"] },
      { kind: "instruction", keys: ["iso 8601"] },
    ],
  },
  {
    id: "t39-cdn-cache",
    build: (s) =>
      s
        .user("users still see the old logo after the deploy")
        .bash("curl -sI https://app.example.com/assets/logo.svg | grep -i cache-control", "cache-control: public, max-age=31536000, immutable")
        .assistant("`/assets/logo.svg` has no content hash in its name and is cached for a year.")
        .user(
          "right. the CDN caches everything under /assets for a year, so busting only works via the content hash in the filename. please move the logo into the hashed pipeline",
        )
        .file("Edit", "web/src/components/Header.tsx")
        .bash("pnpm build | grep logo", "dist/assets/logo-3f9a1c2e.svg   4.12 kB")
        .assistant("The logo is now imported and emitted as `logo-3f9a1c2e.svg`.")
        .user("the cache invalidation for product images is the other half of this and it's still not done from last sprint. one day.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cdn"] },
      { kind: "task", keys: ["product images"] },
    ],
  },
  {
    id: "t39-seed-dry-run",
    build: (s) =>
      s
        .user("add a --dry-run flag to scripts/seed.ts that prints what it would insert")
        .file("Edit", "scripts/seed.ts")
        .bash(
          "pnpm tsx scripts/seed.ts --dry-run | head -3",
          "[dry-run] would insert 25 users\n[dry-run] would insert 140 orders\n[dry-run] would insert 12 products",
        )
        .assistant("Added `--dry-run`; it prints the row counts per table and writes nothing.")
        .stop(),
    planted: [],
  },
  {
    id: "t39-test-layout",
    build: (s) =>
      s
        .user("the integration tests fail locally for me, 'connect ECONNREFUSED /var/run/docker.sock'")
        .bash("docker info 2>&1 | head -1", "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?")
        .assistant("Docker isn't running.")
        .user(
          "doh. yeah, the test DB is spun up by testcontainers, so Docker has to be running for the integration tests. also while you're in there, that new test you added goes next to the file as foo.test.ts — we don't use __tests__ directories",
        )
        .bash("git mv src/orders/__tests__/refund.test.ts src/orders/refund.test.ts", "")
        .assistant("Moved it to `src/orders/refund.test.ts`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["testcontainers"] },
      { kind: "instruction", keys: ["__tests__"] },
    ],
  },
  {
    id: "t39-monorepo",
    build: (s) =>
      s
        .user(
          "I've been going back and forth on this since Thursday, and I've read the thread where Priyanka argued for splitting the admin app into its own repo. The build times are annoying, sure, but the shared types package would need publishing and versioning, and that's exactly the kind of busywork we keep trying to avoid. So: we keep the monorepo and the admin app stays in it. Can you at least see why the admin build is slow?",
        )
        .bash("pnpm --filter admin build --profile 2>&1 | tail -3", "transform: 38.4s\nrender chunks: 2.1s\nbuilt in 41.9s")
        .assistant(
          "38 s of the 42 s go to transforming; the admin app type-checks during the build via `vite-plugin-checker`. Moving type-checking to CI would cut it substantially.",
        )
        .user("do that")
        .file("Edit", "apps/admin/vite.config.ts")
        .bash("pnpm --filter admin build 2>&1 | tail -1", "built in 9.7s")
        .assistant("Admin build: 9.7 s.")
        .stop(),
    planted: [{ kind: "decision", keys: ["monorepo"] }],
  },
  {
    id: "t39-orders-n-plus-one",
    build: (s) =>
      s
        .user("the N+1 in /orders we found on wednesday — I haven't fixed it. just confirm it's still there?")
        .bash("DEBUG=sql pnpm tsx scripts/hit.ts /orders?limit=20 2>&1 | grep -c 'select \\* from order_items'", "20")
        .assistant("Still there: one `order_items` query per order, 20 for a page of 20.")
        .user("yep. it stays on the list, I'll do it with the dataloader change. fwiw the orders list endpoint gets about 40 req/s at peak, so it does matter")
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "task", keys: ["n+1"] },
      { kind: "fact", keys: ["40 req/s"] },
    ],
  },
  {
    id: "t39-where-were-we",
    build: (s) =>
      s
        .user("where were we")
        .bash("git log --oneline -3 && git status --short", "d2c7a01 Webhooks: verify payload size\n8e14b3f Webhooks: handler skeleton\n1a2b3c4 Bump deps")
        .assistant("Yesterday you finished the webhook handler (d2c7a01) and the working tree is clean; all tests were passing at that commit.")
        .user("right, thanks. that's all for today actually, just wanted to check")
        .stop(),
    planted: [],
  },
  {
    id: "t39-node-version",
    build: (s) =>
      s
        .user("can we use Array.prototype.toSorted in the server?")
        .bash("grep -m1 FROM Dockerfile && grep target tsconfig.json", 'FROM node:20.11-alpine\n    "target": "ES2022",')
        .assistant("`toSorted` needs Node 20+, so the runtime has it, but `tsconfig` targets ES2022 and its lib doesn't include the types.")
        .user(
          "we run Node 20 in prod and we can't use Node 22 features until infra upgrades the base image. that upgrade has been pending for weeks, still open on their side",
        )
        .file("Edit", "tsconfig.json")
        .assistant("I added `ES2023` to `lib`, which covers `toSorted` on Node 20.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["node 20"] },
      { kind: "task", keys: ["base image"] },
    ],
  },
  {
    id: "t39-i18n",
    build: (s) =>
      s
        .user(
          "Starting i18n for real now. After the spike last week, we're going with ICU message format via formatjs. And from here on, no hard-coded user-facing strings in components — everything goes through the message catalog.",
        )
        .bash("pnpm add react-intl @formatjs/cli", "+ react-intl 6.8.4\n+ @formatjs/cli 6.3.8")
        .file("Write", "web/src/i18n/messages/en.json")
        .file("Edit", "web/src/pages/compose.tsx")
        .assistant("Installed react-intl, created the English catalog, and moved the compose page strings into it.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["formatjs"] },
      { kind: "instruction", keys: ["hard-coded"] },
    ],
  },
  {
    id: "t39-search-cache-proposal",
    build: (s) =>
      s
        .user("search feels a bit sluggish sometimes, anything obvious?")
        .bash(
          "curl -s localhost:9090/api/v1/query --data-urlencode 'query=histogram_quantile(0.95, rate(http_search_seconds_bucket[1d]))' | jq -r '.data.result[0].value[1]'",
          "0.184",
        )
        .assistant("p95 over the last day is 184 ms. We could put a Redis cache in front of the search endpoint for repeated queries.")
        .user("nah, not convinced it's needed, 184ms is fine. probably my wifi")
        .stop(),
    planted: [],
  },
  {
    id: "t39-branch-names",
    build: (s) =>
      s
        .user("make a branch for the totals fix")
        .bash("git switch -c fix-totals", "Switched to a new branch 'fix-totals'")
        .assistant("Created `fix-totals`.")
        .user("ah, we have a convention: branch names are <ticket>-short-desc, like APP-412-fix-totals. our Jira project key is APP. rename it please")
        .bash("git branch -m APP-412-fix-totals", "")
        .assistant("Renamed to `APP-412-fix-totals`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["branch names"] },
      { kind: "fact", keys: ["jira"] },
    ],
  },
  {
    id: "t39-search-pagination",
    build: (s) =>
      s
        .user("page 500 of search results takes 4 seconds")
        .bash(
          'psql $DATABASE_URL -c "explain analyze select * from products where tsv @@ q order by rank desc offset 10000 limit 20" | tail -2',
          " Planning Time: 0.412 ms\n Execution Time: 4012.773 ms",
        )
        .assistant("With `OFFSET 10000` Postgres still ranks and discards the first 10,000 rows.")
        .user(
          "yeah. Monday we went with offset pagination for /search and that was the wrong call for deep pages. switching /search to cursor-based pagination, keyed on (rank, id)",
        )
        .file("Edit", "src/routes/search.ts")
        .bash("pnpm vitest run src/routes/search.test.ts", " ✓ src/routes/search.test.ts (11)")
        .assistant("`/search` now takes and returns a cursor; deep pages run in constant time.")
        .user("the frontend still sends page=N though. updating the infinite scroll to cursors is open, separate PR")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "task", keys: ["infinite scroll"] },
    ],
  },
  {
    id: "t39-log-quote",
    build: (s) =>
      s
        .user(
          "what is this, should i worry\n\n```\n[vite] WARN cache always misses for key 'optimize:deps' (TODO: investigate)\n[vite] never mind, falling back to full scan\n```",
        )
        .bash("pnpm vite --version", "vite/5.4.10 linux-x64 node-v20.11.1")
        .assistant(
          "That's Vite's dev-mode dependency scanner: it couldn't reuse its cache and did a full scan. Harmless in development; it has no effect on builds.",
        )
        .user("ok good")
        .stop(),
    planted: [],
  },
  {
    id: "t39-secrets",
    build: (s) =>
      s
        .user("stripe webhooks failing in staging with signature mismatch since this morning")
        .bash(
          "doppler secrets get STRIPE_WEBHOOK_SECRET --config stg --plain | cut -c1-8; stripe webhook_endpoints list --limit 1 | jq -r '.data[0].created'",
          "whsec_9f\n1763280000",
        )
        .assistant("The endpoint was recreated this morning, so it has a new signing secret; Doppler still has the old one.")
        .user(
          "ah, the Stripe webhook secret rotates every 90 days, that's what happened. I'll update it in Doppler. and just so it's said: secrets only ever come from Doppler, never put them in .env files, committed or not",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["90 days"] },
      { kind: "instruction", keys: ["doppler"] },
    ],
  },
  {
    id: "t39-audit-log-options",
    build: (s) =>
      s
        .user("how should we store the audit log")
        .file("Read", "src/db/schema.ts")
        .assistant(
          "Two options:\n- A: a separate `audit_entries` table, one row per change, with its own indexes.\n- B: a JSONB column on `events` holding the diff, no new table.\nA is easier to query; B is simpler to write and keeps the change next to the event.",
        )
        .user("B")
        .assistant("Going with option B: audit entries stored as a JSONB column `audit` on `events`.")
        .file("Edit", "migrations/0042_events_audit.sql")
        .bash("pnpm db:migrate", "applying 0042_events_audit.sql ... ok")
        .stop(),
    planted: [{ kind: "decision", keys: ["jsonb"] }],
  },
  {
    id: "t39-closed-list",
    build: (s) =>
      s
        .user("yesterday's list: rate limiter — done. 429 docs — done. admin export — done. so everything's closed, right?")
        .bash(
          "gh pr list --state merged --limit 3 --json title -q '.[].title'",
          "Admin: CSV export of users\nDocs: 429 responses\nRate limit public API per key",
        )
        .assistant("Yes, all three PRs are merged.")
        .user("🎉 good")
        .stop(),
    planted: [],
  },
  {
    id: "t39-deps-policy",
    build: (s) =>
      s
        .user(
          "two things from yesterday's frontend sync, writing them down so you have them. first, we're replacing axios with native fetch across the frontend, the wrapper in api/client.ts already does most of it. second, pin exact versions in package.json — no carets, no tildes. renovate handles bumps",
        )
        .bash("grep -c '\"\\^' web/package.json; grep -rln \"from 'axios'\" web/src | wc -l", "34\n9")
        .assistant("`web/package.json` has 34 caret ranges and 9 files import axios. Should I do both now?")
        .user("just the pinning today")
        .bash("cd web && pnpm pkg get dependencies | node scripts/pin-exact.mjs && grep -c '\"\\^' package.json", "pinned 34\n0")
        .assistant("All 34 ranges in `web/package.json` are pinned to exact versions.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["axios", "fetch"] },
      { kind: "instruction", keys: ["exact versions"] },
    ],
  },
  {
    id: "t39-end-of-day",
    build: (s) =>
      s
        .user("ok wrapping up for today")
        .bash("git status --short && pnpm vitest run src/webhooks 2>&1 | tail -1", " M src/webhooks/verify.ts\n Test Files  2 passed (2)")
        .assistant("Working tree has your change to `src/webhooks/verify.ts` and the webhook tests pass. Want me to commit it?")
        .user(
          "yes commit. for tomorrow: the webhook signature check still needs tests for the replay window, and the README section on local setup is only half-written",
        )
        .bash("git commit -qam 'Webhooks: signature verification' && git log --oneline -1", "f03d9e1 Webhooks: signature verification")
        .assistant("Committed as f03d9e1. Open for tomorrow: replay-window tests for the signature check, and finishing the README's local setup section.")
        .stop(),
    planted: [
      { kind: "task", keys: ["signature"] },
      { kind: "task", keys: ["local setup"] },
    ],
  },
  {
    id: "t39-rerun-tests",
    build: (s) =>
      s
        .user("rerun the tests pls")
        .bash("pnpm vitest run 2>&1 | tail -2", " Test Files  61 passed (61)\n      Tests  512 passed (512)")
        .assistant("All 512 tests pass.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "t39-metrics",
    build: (s) =>
      s
        .user("I edited the orders dashboard in Grafana last week and my changes are gone?")
        .bash(
          "ls infra/dashboards | head -3 && grep -n provision infra/helm/grafana/values.yaml",
          "api.json\norders.json\nsearch.json\n14:  provisionDashboards: infra/dashboards",
        )
        .assistant("The dashboards are provisioned from `infra/dashboards/*.json` on every deploy, which overwrites edits made in the UI.")
        .user(
          "ahh. ok good to know, so the dashboards live in infra/dashboards and that's the source of truth. and while we're on metrics: every new endpoint needs a latency histogram named http_<route>_seconds, otherwise it doesn't show up on any board",
        )
        .file("Edit", "src/routes/v2/orders.ts")
        .assistant("Added `http_v2_orders_seconds` to the new `/v2/orders` route.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dashboards"] },
      { kind: "instruction", keys: ["histogram"] },
    ],
  },
  {
    id: "t39-nightly-e2e",
    build: (s) =>
      s
        .user(
          "Yesterday we turned off the nightly e2e run to save CI minutes. Turns out that's how the cart regression slipped through on Monday. So I'm reversing it: the nightly e2e run stays on, we'll find the minutes elsewhere.",
        )
        .file("Edit", ".github/workflows/e2e-nightly.yml")
        .bash("gh workflow enable e2e-nightly.yml && gh workflow list | grep nightly", "e2e nightly\tactive\t8812345")
        .assistant("The nightly e2e workflow is enabled again.")
        .stop(),
    planted: [{ kind: "decision", keys: ["nightly"] }],
  },
  {
    id: "t39-memory-leak-guess",
    build: (s) =>
      s
        .user("maybe the memory growth on api-2 is the websocket handlers? no idea tbh, could be anything")
        .bash(
          "node scripts/heap-diff.mjs snapshots/api-2-0900.heapsnapshot snapshots/api-2-1500.heapsnapshot | head -3",
          "retained size delta: +3.1 MB\ntop: (string) +1.2 MB, Array +0.8 MB\nno constructor grew by more than 1%",
        )
        .assistant("Between 09:00 and 15:00 the retained heap grew by only 3.1 MB and nothing stands out; the RSS growth you saw was likely the load test.")
        .user("ok so no leak, it was the load test. fine, carry on")
        .stop(),
    planted: [],
  },
  {
    id: "t39-commit-style",
    build: (s) =>
      s
        .user(
          "Small thing but it matters to me: I looked at the last twenty commits and half of them say 'fix stuff' or 'wip'. Commit messages should be in the imperative mood, reference the ticket, and explain why rather than what, since the diff already shows what. Part of the reason it matters: our release notes are generated from the commit messages by release-please, so 'wip' ends up in front of customers.",
        )
        .bash("git log --format=%s -20 | grep -ciE '^(wip|fix stuff)'", "9")
        .assistant(
          "9 of the last 20 subjects are 'wip' or 'fix stuff'. I'll write mine as you describe, e.g. `APP-412: Round totals half-even to match billing PDFs`.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["commit messages"] },
      { kind: "fact", keys: ["release-please"] },
    ],
  },
  {
    id: "t39-pg-driver",
    build: (s) =>
      s
        .user("todo for later: bump the postgres driver to v8. not now, there's a breaking change in how it parses numerics")
        .bash("pnpm list pg --depth 0", "pg 7.18.2")
        .assistant("Currently on pg 7.18.2. I've left it as is.")
        .stop(),
    planted: [{ kind: "task", keys: ["driver"] }],
  },
  {
    id: "t39-search-reindex",
    build: (s) =>
      s
        .user("we need to reindex products for the new analyzer. how do we do this without downtime?")
        .bash("curl -s $SEARCH_URL | jq -r '.version.distribution + \" \" + .version.number'", "opensearch 2.11.1")
        .assistant(
          "It's OpenSearch 2.11. The usual zero-downtime approach is to build a new index, then atomically swap an alias from the old index to the new one.",
        )
        .user(
          "yes, we'll reindex with an alias swap, not in place. and for context, search is a managed OpenSearch 2.11 cluster in eu-west-1, so no plugins we'd have to install ourselves",
        )
        .bash("pnpm tsx scripts/reindex.ts --index products --swap-alias", "created products_v7\nreindexed 1,284,003 docs\nalias products -> products_v7")
        .assistant("Reindexed into `products_v7` and moved the `products` alias.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["alias"] },
      { kind: "fact", keys: ["opensearch"] },
    ],
  },
  {
    id: "t39-rename-helper",
    build: (s) =>
      s
        .user("rename the getStuff helper to fetchOrderSummary everywhere. who even named that")
        .bash("grep -rl 'getStuff' src web | xargs sed -i 's/getStuff/fetchOrderSummary/g' && pnpm tsc --noEmit", "")
        .assistant("Renamed in 6 files; the type check passes.")
        .stop(),
    planted: [],
  },
  {
    id: "t39-appointments-tz",
    build: (s) =>
      s
        .user("for appointments, store local times plus the tz name, that's the simplest")
        .file("Edit", "migrations/0043_appointments.sql")
        .assistant("I've drafted the migration with `local_time timestamp` and `tz text`.")
        .bash(
          "pnpm vitest run src/appointments",
          " ✗ src/appointments/dst.test.ts > spans the DST change\n   expected 2026-03-29T01:30 to exist in Europe/Berlin",
          1,
        )
        .assistant("The DST test fails: local 01:30–02:59 on 29 March doesn't exist in Berlin, so some stored local times are ambiguous or invalid.")
        .user("ugh. ok, changing what I said earlier: store UTC instants, plus the user's tz name in a separate column for display. local times are out")
        .file("Edit", "migrations/0043_appointments.sql")
        .bash("pnpm vitest run src/appointments", " ✓ src/appointments/dst.test.ts (4)")
        .assistant("The migration now stores `starts_at timestamptz` (UTC) and `tz text`; the DST tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["utc"] }],
  },
  {
    id: "t39-rebase-question",
    build: (s) =>
      s
        .user("quick git q. if i rebase my branch on main after pushing it, does that mess up the PR?")
        .assistant(
          "It rewrites the branch's commits, so you need `git push --force-with-lease`. The PR updates fine; reviewers lose the 'changes since last review' view for rewritten commits.",
        )
        .bash("git status -sb | head -1", "## APP-412-fix-totals...origin/APP-412-fix-totals [ahead 1]")
        .user("ok cool")
        .stop(),
    planted: [],
  },
  {
    id: "t39-a11y",
    build: (s) =>
      s
        .user("the icon buttons in the toolbar are unreadable for screen readers, lighthouse says")
        .bash(
          "pnpm lighthouse http://localhost:5173/compose --only-categories=accessibility --quiet | grep -m2 'button'",
          "✗ Buttons do not have an accessible name (5)\n✗ Background and foreground colors do not have a sufficient contrast ratio (3)",
        )
        .assistant("Five icon-only buttons have no accessible name.")
        .user(
          "please add labels. and as a rule, every interactive element without visible text needs an aria-label. the contrast problems from the audit in october are still open btw, design has to pick new colors first",
        )
        .file("Edit", "web/src/components/Toolbar.tsx")
        .assistant("Added `aria-label`s to the five toolbar buttons.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["aria-label"] },
      { kind: "task", keys: ["contrast"] },
    ],
  },
  {
    id: "t39-rate-limit",
    build: (s) =>
      s
        .user("a customer says they're getting 429s with no hint when to retry")
        .bash("curl -s -o /dev/null -D - -H 'x-api-key: test' localhost:8787/v1/orders | grep -iE 'HTTP/|retry'", "HTTP/1.1 429 Too Many Requests")
        .assistant("The 429 has no `Retry-After` header.")
        .user(
          "ok. the public API rate limit is 600 requests/min per key, enforced at the gateway. we'll return Retry-After on every 429 from now on, seconds until the window resets",
        )
        .file("Edit", "src/ratelimit/middleware.ts")
        .bash("pnpm vitest run src/ratelimit", " ✓ src/ratelimit/middleware.test.ts (6)")
        .assistant("429 responses now include `Retry-After` in seconds.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rate limit"] },
      { kind: "decision", keys: ["retry-after"] },
    ],
  },
  {
    id: "t39-comment-typo",
    build: (s) =>
      s
        .user("lol CI just failed on a typo in a comment. cspell. whatever, fix it")
        .bash("pnpm cspell 'src/**/*.ts' 2>&1 | tail -1", "src/jobs/queue.ts:3:14 - Unknown word (recieve)")
        .file("Edit", "src/jobs/queue.ts")
        .assistant("Fixed 'recieve' in `src/jobs/queue.ts`; cspell is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "t39-retro-items",
    build: (s) =>
      s
        .user("retro action items, where are we. 'write runbook for queue backlog' and 'add alert on DLQ depth'")
        .bash("ls docs/runbooks/ && grep -rn dlq infra/alerts/ | wc -l", "queue-backlog.md\nsearch-reindex.md\n0")
        .assistant("The queue-backlog runbook exists (`docs/runbooks/queue-backlog.md`). There's no alert on DLQ depth yet.")
        .user("right, runbook's done then. the DLQ depth alert is still open, I'll pair with Dana on it")
        .stop(),
    planted: [{ kind: "task", keys: ["dlq"] }],
  },
];

export const TUNING39 = plantedSet(TUNING39_SESSIONS, START);
