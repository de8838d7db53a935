/**
 * A fourth blind planted set for the offline long-term-memory extractor: written without reading
 * the extractor (src/core/memories/extract.ts), its tests' expectations or the other planted
 * sets' sessions, in the voice of real coding-agent transcripts (terse, typos, lists, code
 * spans). Each session is one segment; the items planted in it are listed with it: 52 items (13
 * decisions, 13 instructions, 13 facts, 13 tasks) in 42 sessions, 13 of which plant nothing. Every
 * other message must give nothing: questions, hypotheses, proposals rejected or never confirmed,
 * withdrawn ideas, unconfirmed guesses, quoted code/logs/tool output with always/never/TODO,
 * chit-chat, general knowledge, and requests done in the same session. Superseded decisions:
 * within a session (redis -> in-memory limiter, offset -> cursor pagination; only the last one is
 * planted) and across sessions (dayjs, then date-fns: each planted in its own session).
 *
 * Matching rule (fixed before the extractor was run on this set; planted-blind.ts's rule, as
 * test/node/planted-scoring.ts implements it):
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

export { type BlindItem, type BlindScore, type BlindSession, matchesItem } from "./planted-scoring";

const START = Date.UTC(2026, 10, 2, 8);

export const BLIND4_SESSIONS: BlindSession[] = [
  {
    id: "q01-orm",
    planted: [{ kind: "decision", keys: ["drizzle"] }],
    build: (s) =>
      s
        .user(
          "ok so re the orm. prisma's query engine binary keeps breaking our lambda bundle (it's 40mb). going with drizzle, not prisma. port src/db/users.ts first so we can see how it looks",
        )
        .file("Read", "src/db/users.ts")
        .file("Edit", "src/db/users.ts")
        .bash("pnpm test:unit src/db", " ✓ src/db/users.test.ts (9 tests)\n Test Files  1 passed (1)")
        .assistant(
          "Ported `users.ts` to the new query builder: `findById`, `findByEmail`, `create` and `softDelete`. The 9 tests in `users.test.ts` pass unchanged. `prisma` and `@prisma/client` are still in package.json — want me to remove them?",
        )
        .user("yes rm them")
        .bash("pnpm remove prisma @prisma/client", "Packages: -2\nDone in 2.1s")
        .assistant("Removed both packages; lockfile updated.")
        .stop(),
  },
  {
    id: "q02-test-cmd",
    planted: [{ kind: "instruction", keys: ["test:unit"] }],
    build: (s) =>
      s
        .user("can u check why the date picker test fails")
        .bash("npm test -- datepicker", "> app@1.0.0 test\n> playwright test --project=staging\n\nRunning 212 tests using 2 workers\n^C", 130)
        .user(
          "whoa stop that. `npm test` runs the whole playwright e2e suite against staging, takes like 20 min. for unit stuff always use `pnpm test:unit <path>`",
        )
        .bash("pnpm test:unit src/components/DatePicker", " ✗ DatePicker > clamps to maxDate\n   expected 2026-03-31 got 2026-04-01")
        .file("Edit", "src/components/DatePicker.tsx")
        .bash("pnpm test:unit src/components/DatePicker", " ✓ src/components/DatePicker.test.tsx (14 tests)")
        .assistant("Fixed: `clamp()` compared end-of-day in local time; it now compares dates only. 14/14 pass.")
        .stop(),
  },
  {
    id: "q03-slow-build",
    planted: [],
    build: (s) =>
      s
        .user("why is the build so slow lately? is it tsc or esbuild")
        .bash("time pnpm build", "tsc --noEmit  41.2s\nesbuild  1.9s\n\nreal\t0m43.640s")
        .assistant(
          "Most of it is the type-check: `tsc --noEmit` takes 41s, esbuild under 2s. My guess is the new `zod` schemas in `src/api/types.ts` — deep inferred types can blow up checking time — but I haven't confirmed that.",
        )
        .user("hm ok, could be. is there a way to see which files are slow?")
        .assistant("`tsc --generateTrace trace/` and then open the trace in `@typescript/analyze-trace`. Want me to run it?")
        .user("not now, thx")
        .stop(),
  },
  {
    id: "q04-staging",
    planted: [
      { kind: "fact", keys: ["staging", "replica"] },
      { kind: "instruction", keys: ["migration", "staging"] },
    ],
    build: (s) =>
      s
        .user("my test orders on staging disappeared again??")
        .bash("psql $STAGING_URL -c 'select max(created_at) from orders'", "          max\n------------------------\n 2026-11-01 23:58:12+00")
        .assistant("The newest order on staging is from Sunday night, so anything created after that is gone. Was there a reset?")
        .user(
          "oh right. staging db is a replica of prod that gets restored every sunday night, so nothing you create there survives the week. forgot about that",
        )
        .user(
          "and while we're at it: never run a migration against staging by hand. CI applies them on merge, if you run one manually the CI step fails on the next deploy",
        )
        .assistant("Understood, I won't touch staging's schema. I'll recreate your test orders with the seed script instead.")
        .bash("pnpm seed:orders --env staging --count 5", "created 5 orders (ord_7f1..ord_7f5)")
        .stop(),
  },
  {
    id: "q05-rejected",
    planted: [],
    build: (s) =>
      s
        .user("the retry counter in jobs/sendInvoice.ts is off by one, it retries 4 times instead of 3")
        .file("Read", "src/jobs/sendInvoice.ts")
        .assistant(
          "Found it: `attempt <= maxRetries` should be `<`. While I'm here, we could also move retries out of this hand-rolled loop into a Redis stream with a consumer group — that'd give us visibility into stuck jobs. Want me to sketch that?",
        )
        .user("no, not touching that today. just the off by one pls")
        .file("Edit", "src/jobs/sendInvoice.ts")
        .bash("pnpm test:unit src/jobs", " ✓ src/jobs/sendInvoice.test.ts (6 tests)")
        .assistant("Fixed the comparison; it now retries 3 times. 6 tests pass.")
        .stop(),
  },
  {
    id: "q06-webhooks",
    planted: [
      { kind: "task", keys: ["stripe", "signature"] },
      { kind: "task", keys: ["csv export"] },
    ],
    build: (s) =>
      s
        .user("add the invoice.paid event to the webhook handler")
        .file("Edit", "src/webhooks/stripe.ts")
        .bash("pnpm test:unit src/webhooks", " ✓ src/webhooks/stripe.test.ts (11 tests)")
        .assistant("Added an `invoice.paid` case that marks the invoice paid and enqueues the receipt email. 11 tests pass.")
        .user(
          "cool. ok stopping here for today. for next time:\n- the stripe webhook still doesn't verify the signature header, has to be done before launch\n- csv export times out for orgs with >10k rows, needs streaming or a background job. park it",
        )
        .assistant("Noted both. Nothing else is in progress; the branch is pushed.")
        .stop(),
  },
  {
    id: "q07-conventions",
    planted: [
      { kind: "instruction", keys: ["default export"] },
      { kind: "instruction", keys: ["conventional", "commit"] },
    ],
    build: (s) =>
      s
        .user("make a Badge component for the order status")
        .file("Write", "src/components/Badge.tsx")
        .assistant("Added `Badge.tsx` with `export default function Badge({ status })` and a colour map for the five statuses.")
        .user("pls no default exports in this repo, named exports only. it breaks our barrel files + auto-import")
        .file("Edit", "src/components/Badge.tsx")
        .bash('git add -A && git commit -m "add badge"', "[feat/badge 3e1a2c0] add badge\n 1 file changed, 38 insertions(+)")
        .user("also commit msgs follow conventional commits here (feat:, fix:, chore: ...), amend that one")
        .bash('git commit --amend -m "feat(orders): add status badge"', "[feat/badge 9b04d11] feat(orders): add status badge")
        .assistant("Switched to `export function Badge` and amended the commit to `feat(orders): add status badge`.")
        .stop(),
  },
  {
    id: "q08-morning",
    planted: [],
    build: (s) =>
      s
        .user("morning! coffee hasnt kicked in yet lol. what did we merge yesterday")
        .bash(
          "git log --since=yesterday --oneline",
          "a91c2e0 fix: never retry 4xx responses\n77de013 chore: TODO cleanup in cart\n1f0b9aa feat: always show VAT line on invoices",
        )
        .assistant("Three commits yesterday:\n- `fix: never retry 4xx responses`\n- `chore: TODO cleanup in cart`\n- `feat: always show VAT line on invoices`")
        .user("thx. ugh mondays")
        .assistant("Ha, hang in there. Anything you want to pick up first?")
        .user("nah I'll read my mail first")
        .stop(),
  },
  {
    id: "q09-rate-limit",
    planted: [
      { kind: "decision", keys: ["limiter", "in-memory"] },
      { kind: "fact", keys: ["elasticache", "us-east"] },
    ],
    build: (s) =>
      s
        .user("we need a rate limiter on POST /login. let's use redis for it, INCR + EXPIRE")
        .file("Read", "src/routes/login.ts")
        .bash("grep -rn REDIS_URL infra/ .env.example", "infra/us-east/app.tf:14:  REDIS_URL = aws_elasticache_cluster.main.endpoint")
        .assistant("There's a `REDIS_URL` only in the us-east Terraform. What should the eu deployment point at?")
        .user("ugh right. elasticache only exists in our us-east account, eu-west has no redis at all.")
        .user("ok scratch redis. do the limiter in-memory per instance, token bucket, 5/min per IP. good enough for now")
        .file("Write", "src/middleware/rateLimit.ts")
        .file("Edit", "src/routes/login.ts")
        .bash("pnpm test:unit src/middleware", " ✓ src/middleware/rateLimit.test.ts (5 tests)")
        .assistant("Added a per-instance token bucket (5 requests/min per IP) on `POST /login`, no external store. 5 tests pass.")
        .stop(),
  },
  {
    id: "q10-owner",
    planted: [{ kind: "fact", keys: ["priya", "billing"] }],
    build: (s) =>
      s
        .user("who wrote services/billing/proration.ts? the math looks weird")
        .bash("git log --format='%an' -- services/billing | sort | uniq -c | sort -rn | head -3", "  87 Priya Raman\n   6 Tom Okafor\n   2 dependabot[bot]")
        .assistant("Mostly Priya Raman (87 of 95 commits), a few by Tom Okafor.")
        .user("yeah Priya owns the billing service, she reviews everything that goes in there. the math is probably right tbh, proration is cursed")
        .assistant("Makes sense — the odd-looking part is day-based proration with a 30-day month, which matches the comment at the top.")
        .stop(),
  },
  {
    id: "q11-flaky",
    planted: [],
    build: (s) =>
      s
        .user("test/reports.test.ts failed in CI but passes locally. wtf")
        .bash("pnpm test:unit test/reports.test.ts", " ✓ test/reports.test.ts (8 tests)")
        .assistant(
          "Passes here too. One hypothesis: the CI runner is in UTC and the test builds `new Date('2026-03-29')`, which is the DST switch in Europe — maybe the week boundary moves. I can't reproduce it though.",
        )
        .user("maybe? not sure that's it")
        .bash("gh run rerun 88123 --failed", "✓ Requested rerun of failed jobs")
        .assistant("The rerun passed.")
        .user("ok whatever, flaky. moving on")
        .stop(),
  },
  {
    id: "q12-node",
    planted: [
      { kind: "decision", keys: ["node 20"] },
      { kind: "instruction", keys: ["dedupe"] },
      { kind: "task", keys: ["node 18"] },
    ],
    build: (s) =>
      s
        .user("should we go to node 22 for the api image?")
        .bash(
          "docker build -f api/Dockerfile --build-arg NODE=22-alpine .",
          "npm error sharp: Installation error: prebuilt libvips not found for linuxmusl-x64",
          1,
        )
        .assistant("On `node:22-alpine`, `sharp` fails to install (no prebuilt libvips for musl). `node:20-alpine` builds fine.")
        .user("ok then we pin node 20 LTS for all services, not 22. revisit when sharp ships musl builds")
        .file("Edit", "api/Dockerfile")
        .file("Edit", ".nvmrc")
        .bash("pnpm up sharp && pnpm dedupe", "Packages: +1 -3\nDone in 4.8s")
        .user("good. btw every time you bump deps run `pnpm dedupe` after, like you just did, otherwise we end up with 3 copies of react")
        .assistant("Will do. Note `worker/Dockerfile` is still on `node:18-alpine`.")
        .user("yeah the worker is still on node 18, that needs bumping too but separate PR, not now")
        .stop(),
  },
  {
    id: "q13-cron-tz",
    planted: [{ kind: "fact", keys: ["cron", "utc"] }],
    build: (s) =>
      s
        .user("the weekly report email went out at 7am instead of 8 for the berlin customers")
        .file("Read", "infra/cron.yaml")
        .assistant("`weekly-report` is scheduled `0 7 * * MON`. Is the cron schedule meant to be in UTC? The report itself formats times in Europe/Berlin.")
        .user("yes. all cron schedules run in UTC, the reports render in each customer's tz. so after the DST change 7 UTC = 8 Berlin, it's fine in winter")
        .assistant("So in winter 07:00 UTC is 08:00 Berlin; the 7am send happened in summer time. Want me to change anything?")
        .user("no leave it, product said 7 or 8 is fine")
        .stop(),
  },
  {
    id: "q14-turbo",
    planted: [],
    build: (s) =>
      s
        .user("I think we should move the monorepo from nx to turborepo, CI takes forever")
        .bash(
          "gh run list --workflow ci.yml --limit 5 --json conclusion,durationMs",
          '[{"conclusion":"success","durationMs":1460000},{"conclusion":"success","durationMs":312000}]',
        )
        .assistant(
          "The last runs vary a lot: 24 min vs 5 min. The long one missed the nx remote cache (`cache miss` on every project). Turborepo would need its own remote cache too.",
        )
        .user("hmm ok no forget the turborepo thing. I was just annoyed at the 24 min run. it's the cache miss")
        .assistant("Makes sense. The miss came from the `NX_CLOUD_ACCESS_TOKEN` being absent on fork PRs.")
        .stop(),
  },
  {
    id: "q15-cart",
    planted: [
      { kind: "task", keys: ["empty cart"] },
      { kind: "fact", keys: ["mongo"] },
    ],
    build: (s) =>
      s
        .user("rename getUser to fetchUser everywhere in services/cart")
        .bash("grep -rln getUser services/cart | xargs sed -i 's/getUser/fetchUser/g'", "")
        .bash("pnpm test:unit services/cart", " ✓ 4 files (31 tests)\n ↓ checkout.test.ts > empty cart returns 400 [skipped]")
        .assistant(
          "Renamed in 6 files, tests pass. Heads up: `/v2/orders` still answers 500 on an empty cart — the test for it is `it.skip`ped. That needs a real fix later; it's not from the rename.",
        )
        .user(
          "ya leave it for another day. also fyi since you're in there: cart is the only service still on mongo, everything else is postgres. so don't copy patterns from it",
        )
        .assistant("Got it.")
        .stop(),
  },
  {
    id: "q16-migrations",
    planted: [
      { kind: "instruction", keys: ["migration", "down"] },
      { kind: "decision", keys: ["zod"] },
    ],
    build: (s) =>
      s
        .user("add a `discount_code` column to orders")
        .file("Write", "migrations/0042_discount_code.up.sql")
        .assistant("Added `0042_discount_code.up.sql` (`ALTER TABLE orders ADD COLUMN discount_code text`).")
        .user("when u write a migration, always write the down one too. we got burned in march when we couldnt roll back")
        .file("Write", "migrations/0042_discount_code.down.sql")
        .user("and validate it in the api — we're going with zod for request validation, not joi, joi's gone after this quarter")
        .file("Edit", "src/api/orders.ts")
        .bash("pnpm test:unit src/api/orders", " ✓ src/api/orders.test.ts (17 tests)")
        .assistant("Added the down migration and a `discount_code` field (max 32 chars, uppercase) to the order schema. 17 tests pass.")
        .stop(),
  },
  {
    id: "q17-prod-log",
    planted: [],
    build: (s) =>
      s
        .user(
          "getting this in prod every few min:\n```\nWARN pool: never released client after 30000ms\nWARN retry: always retrying on ECONNRESET (TODO: cap)\n```\nwhat does it mean",
        )
        .assistant(
          "The first line means a query checked out a client and didn't release it within 30s — usually a missing `client.release()` in an error path. The second is the retry wrapper logging its own TODO; it retries ECONNRESET without a cap.",
        )
        .user("is it dangerous?")
        .assistant(
          "The leak is — enough of them exhaust the pool. Could be the `withTransaction` helper if it throws before `finally`, but that's a guess until we see a stack.",
        )
        .user("ok. I'll look at grafana later")
        .stop(),
  },
  {
    id: "q18-sessions",
    planted: [
      { kind: "decision", keys: ["cookie"] },
      { kind: "task", keys: ["logout"] },
    ],
    build: (s) =>
      s
        .user(
          "ok auth tokens: we decided with the security folks, session goes in an httpOnly cookie (SameSite=Lax), not localStorage. xss risk. pls change the login flow",
        )
        .file("Edit", "src/web/auth/login.ts")
        .file("Edit", "src/api/routes/session.ts")
        .bash("pnpm test:unit src/web/auth src/api/routes", " ✓ 3 files (22 tests)")
        .assistant("Login now sets the session server-side via `Set-Cookie` and the web app no longer reads or writes the token. 22 tests pass.")
        .user("nice. logout on all devices is still missing, put that on the list, not for this PR")
        .stop(),
  },
  {
    id: "q19-local-stack",
    planted: [
      { kind: "fact", keys: ["5433"] },
      { kind: "instruction", keys: ["make dev"] },
    ],
    build: (s) =>
      s
        .user("api won't start locally, says connection refused")
        .bash("docker compose up -d && pnpm dev:api", "Error: connect ECONNREFUSED 127.0.0.1:5432", 1)
        .assistant("It's trying 5432. Is postgres supposed to be running in compose?")
        .user("local postgres runs on 5433, not 5432, cos most of us have a system postgres on 5432")
        .user("and bring the stack up with `make dev`, don't call docker compose directly, the Makefile loads .env.local and the right compose overrides")
        .bash("make dev", "compose: postgres (5433) healthy\napi listening on :3000")
        .assistant("Up: postgres on 5433 and the api on :3000.")
        .stop(),
  },
  {
    id: "q20-spinner",
    planted: [],
    build: (s) =>
      s
        .user("add a loading spinner to the orders table while it fetches")
        .file("Edit", "src/web/orders/OrdersTable.tsx")
        .assistant("Added a `<Spinner />` row while `isLoading` is true.")
        .user("bump the padding a bit too, it looks cramped")
        .file("Edit", "src/web/orders/OrdersTable.tsx")
        .bash("pnpm test:unit src/web/orders", " ✓ src/web/orders/OrdersTable.test.tsx (7 tests)")
        .assistant("Padding is now `px-4 py-3`. 7 tests pass.")
        .user("perfect ty")
        .stop(),
  },
  {
    id: "q21-versioning",
    planted: [
      { kind: "decision", keys: ["version", "prefix"] },
      { kind: "task", keys: ["deprecation"] },
    ],
    build: (s) =>
      s
        .user("we need to break the /orders response shape. how do we version?")
        .assistant(
          "Three usual options:\n1. URL prefix (`/v2/orders`)\n2. a header (`Accept-Version: 2`)\n3. a query param (`?v=2`)\nHeaders keep URLs stable; the prefix is the most visible.",
        )
        .user("url prefix for versioning. headers are invisible in our logs and nobody remembers to set them")
        .file("Write", "src/api/v2/orders.ts")
        .bash("pnpm test:unit src/api/v2", " ✓ src/api/v2/orders.test.ts (12 tests)")
        .assistant("`/v2/orders` is mounted next to `/v1/orders`; 12 tests pass.")
        .user("we still need to write the deprecation notice for v1 clients. not today, remind me")
        .stop(),
  },
  {
    id: "q22-cdn-guess",
    planted: [],
    build: (s) =>
      s
        .user("users say /pricing 404s sometimes")
        .bash("curl -sI https://app.example.com/pricing | head -3", "HTTP/2 200\ncf-cache-status: HIT\nage: 1204")
        .assistant(
          "200 for me, from cache. This might be the CDN caching a 404 from a deploy window for an hour — can you check the cache rules in Cloudflare?",
        )
        .user("dunno, I don't have cloudflare access. whatever, nobody's complained since this morning")
        .assistant("Ok — if it comes back, a purge of `/pricing` would confirm the theory.")
        .stop(),
  },
  {
    id: "q23-backlog",
    planted: [
      { kind: "task", keys: ["feature flag"] },
      { kind: "task", keys: ["alarm"] },
    ],
    build: (s) =>
      s
        .user("fix the typo in the checkout button (Procede)")
        .file("Edit", "src/web/checkout/Button.tsx")
        .assistant('Fixed: "Proceed to payment".')
        .user(
          "thx. couple things for the backlog, NOT now:\n1. move feature flags out of env vars into the flags table\n2. the image-resize lambda has zero cloudwatch alarms, we only find out when users complain",
        )
        .assistant("Noted both for later.")
        .stop(),
  },
  {
    id: "q24-terraform",
    planted: [
      { kind: "instruction", keys: ["terraform"] },
      { kind: "fact", keys: ["tfstate"] },
    ],
    build: (s) =>
      s
        .user("add an sqs queue for the export jobs in infra/")
        .file("Edit", "infra/queues.tf")
        .bash(
          "terraform plan -out plan.bin",
          "Plan: 2 to add, 0 to change, 0 to destroy.\n# Note: always review the plan before apply. Never apply from a laptop.",
        )
        .assistant("Plan adds `aws_sqs_queue.exports` and its DLQ. Apply?")
        .user("no. don't ever run terraform apply yourself, plan only, I apply from CI")
        .user("for reference the state is in the s3 bucket acme-tfstate with dynamodb locking, so if plan hangs it's usually a stale lock")
        .assistant("Understood. The plan is saved as `plan.bin`.")
        .stop(),
  },
  {
    id: "q25-dayjs",
    planted: [{ kind: "decision", keys: ["dayjs"] }],
    build: (s) =>
      s
        .user("moment is 300kb in the bundle. dayjs or date-fns?")
        .assistant(
          "dayjs is a near drop-in for moment's API (~7kb); date-fns is tree-shakable functions, so more rewriting. Both handle tz via plugins/companion libs.",
        )
        .user("dayjs then, less churn. swap it in the invoices page first")
        .file("Edit", "src/web/invoices/InvoiceList.tsx")
        .bash("pnpm build && du -h dist/assets/invoices-*.js", "dist/assets/invoices-4a1c.js  112K")
        .assistant("Swapped moment for dayjs in `InvoiceList.tsx`; that chunk went from 410K to 112K.")
        .stop(),
  },
  {
    id: "q26-mobile",
    planted: [
      { kind: "fact", keys: ["mobile", "v1"] },
      { kind: "instruction", keys: ["dependency"] },
    ],
    build: (s) =>
      s
        .user("can we delete the /api/v1/cart routes now?")
        .bash("grep -c 'GET /api/v1/cart' logs/access-2026-11-*.log | tail -2", "logs/access-2026-11-26.log:18422\nlogs/access-2026-11-27.log:17990")
        .assistant("They still get ~18k requests a day. Do you know who's calling?")
        .user("ah it's the mobile app, ios still calls v1 and we can't kill it until the forced update ships (4.2). forgot")
        .assistant("Then I'll leave them. I could add `express-deprecate` to log callers?")
        .user("no. and in general ask me before adding any new dependency, we're trying to shrink the tree")
        .file("Edit", "src/api/v1/cart.ts")
        .assistant("Added a `Deprecation` response header by hand instead, no new package.")
        .stop(),
  },
  {
    id: "q27-react-q",
    planted: [],
    build: (s) =>
      s
        .user("whats the difference between useEffect and useLayoutEffect again")
        .assistant(
          "`useLayoutEffect` runs synchronously after DOM mutations and before the browser paints; `useEffect` runs after paint. Use the layout one only when you need to measure or mutate layout before the user sees it — it always blocks painting.",
        )
        .user("so for measuring the tooltip position → layout effect?")
        .assistant("Yes, that's the textbook case.")
        .user("👍")
        .stop(),
  },
  {
    id: "q28-changesets",
    planted: [
      { kind: "instruction", keys: ["changeset"] },
      { kind: "task", keys: ["share dialog"] },
    ],
    build: (s) =>
      s
        .user("ship the share dialog in packages/ui")
        .file("Write", "packages/ui/src/ShareDialog.tsx")
        .bash("pnpm -F @acme/ui test", " ✓ ShareDialog.test.tsx (4 tests)")
        .assistant("Done, 4 unit tests. I didn't add e2e coverage for the share dialog — that should be a follow-up.")
        .user("yep follow-up, later. and reminder: any PR touching packages/* needs a changeset (`pnpm changeset`) or the release bot fails")
        .bash("pnpm changeset add --empty=false", "🦋  Summary › feat(ui): share dialog\n🦋  Changeset added!")
        .stop(),
  },
  {
    id: "q29-slow-orders",
    planted: [
      { kind: "fact", keys: ["n+1"] },
      { kind: "decision", keys: ["dataloader"] },
    ],
    build: (s) =>
      s
        .user("GET /orders/:id takes 3s for big orders. profile it?")
        .bash("pnpm clinic flame -- node dist/api.js & sleep 1; curl -s localhost:3000/orders/ord_big > /dev/null", "312 queries for 1 request")
        .assistant(
          "312 queries for one order. Could be the N+1 in `OrderSerializer` — each line item loads its product separately. Let me check the query log.",
        )
        .bash("grep -c 'select .* from products where id' /tmp/query.log", "310")
        .assistant("Confirmed: the N+1 is in `OrderSerializer`, one `products` query per line item (310 of 312).")
        .user("ok. options: join in the query, or dataloader?")
        .assistant("A join fixes this endpoint only; a dataloader batches product lookups for every serializer that uses them.")
        .user("dataloader. we have the same pattern in 4 other serializers")
        .file("Edit", "src/api/serializers/order.ts")
        .stop(),
  },
  {
    id: "q30-email",
    planted: [
      { kind: "decision", keys: ["postmark"] },
      { kind: "instruction", keys: ["emails", "logs"] },
    ],
    build: (s) =>
      s
        .user("transactional email: sendgrid's deliverability to outlook has been awful for months. we're moving to postmark, decided w/ ops this morning")
        .file("Write", "src/mail/postmark.ts")
        .file("Edit", "src/mail/index.ts")
        .bash("pnpm test:unit src/mail", ' ✓ src/mail/index.test.ts (5 tests)\nINFO sent to="jane.doe@example.com" template=receipt')
        .user("ugh see that log line. never put customer emails in logs — hash them or drop them")
        .file("Edit", "src/mail/index.ts")
        .assistant("The mail logger now writes `to_hash` (sha256, truncated) instead of the address.")
        .stop(),
  },
  {
    id: "q31-review",
    planted: [],
    build: (s) =>
      s
        .user(
          "review this pls\n```ts\n// TODO: always validate the sku before reserving\nexport function reserve(sku: string, qty: number) {\n  if (qty <= 0) throw new Error('never reserve 0');\n  return db.reserve(sku, qty);\n}\n```",
        )
        .assistant(
          "Looks fine. Nits: the TODO is still open (no sku validation), and the error message could say what was passed (the qty it got). Otherwise LGTM.",
        )
        .user("fair. lgtm then?")
        .assistant("LGTM.")
        .stop(),
  },
  {
    id: "q32-oncall",
    planted: [
      { kind: "fact", keys: ["pagerduty"] },
      { kind: "fact", keys: ["dana"] },
    ],
    build: (s) =>
      s
        .user("write an incident runbook stub in docs/runbooks/db-failover.md")
        .file("Write", "docs/runbooks/db-failover.md")
        .assistant("Stub with sections: symptoms, checks, failover steps, rollback. Who should it page?")
        .user("on-call lives in pagerduty, schedule `platform-primary`. for db stuff the escalation is Dana, she's our dba")
        .file("Edit", "docs/runbooks/db-failover.md")
        .assistant("Added the schedule and Dana as the database escalation.")
        .stop(),
  },
  {
    id: "q33-gdpr",
    planted: [{ kind: "task", keys: ["uploads"] }],
    build: (s) =>
      s
        .user("a user asked for deletion, run the delete script for usr_48812")
        .bash("pnpm script delete-user usr_48812", "deleted user usr_48812 (orders anonymized: 14)")
        .assistant("Deleted; 14 orders anonymized.")
        .user("thx. btw we never finished the gdpr delete properly — the user row goes but their uploads stay in s3 forever. needs a purge job. not today tho")
        .stop(),
  },
  {
    id: "q34-date-fns",
    planted: [{ kind: "decision", keys: ["date-fns"] }],
    build: (s) =>
      s
        .user("the due dates show in the wrong tz again on invoices")
        .file("Read", "src/web/invoices/InvoiceList.tsx")
        .assistant("It's dayjs's `tz` plugin: `dayjs.tz(date, zone)` parses the string in the local zone first, so it double-shifts.")
        .user("this is the 3rd tz bug from that plugin. we're switching from dayjs to date-fns + date-fns-tz. start with invoices")
        .file("Edit", "src/web/invoices/InvoiceList.tsx")
        .bash("pnpm test:unit src/web/invoices", " ✓ src/web/invoices/InvoiceList.test.tsx (9 tests)")
        .assistant("Invoices now use `formatInTimeZone`; due dates are correct in the 9 tests, including the DST cases.")
        .stop(),
  },
  {
    id: "q35-strict",
    planted: [],
    build: (s) =>
      s
        .user("fix the any in src/web/hooks/useCart.ts")
        .file("Edit", "src/web/hooks/useCart.ts")
        .assistant(
          "Typed the reducer action as a union. I'd suggest turning on `strict: true` in the web package's tsconfig too — there are about 60 implicit anys.",
        )
        .user("how many errors would that give right now?")
        .bash("npx tsc -p packages/web --strict --noEmit | grep -c error", "63")
        .assistant("63 errors.")
        .user("ok. what's for lunch lol")
        .stop(),
  },
  {
    id: "q36-style",
    planted: [
      { kind: "instruction", keys: ["bullet"] },
      { kind: "decision", keys: ["biome"] },
    ],
    build: (s) =>
      s
        .user("lint is so slow. eslint+prettier takes 50s on CI")
        .bash("time pnpm lint", "real\t0m49.8s")
        .assistant(
          "Options: cache eslint (`--cache`), drop type-aware rules, or move to Biome, which lints and formats in one pass and is much faster, though it lacks a few plugins we use (`eslint-plugin-import` ordering is covered, `jsx-a11y` mostly).",
        )
        .user("we're going with biome for the whole monorepo, eslint and prettier go away. a11y rules we lose are fine")
        .file("Write", "biome.json")
        .bash("pnpm biome check .", "Checked 1204 files in 812ms. No fixes applied.")
        .user("also from now on answer me in short bullet points, I'm mostly reading this on my phone")
        .assistant("- biome.json added\n- check: 1204 files, 0.8s\n- eslint/prettier configs still there, removing next")
        .stop(),
  },
  {
    id: "q37-legacy",
    planted: [
      { kind: "fact", keys: ["legacy", "generated"] },
      { kind: "task", keys: ["port script"] },
    ],
    build: (s) =>
      s
        .user("fix the null check in legacy/invoices/Totals.ts")
        .file("Read", "legacy/invoices/Totals.ts")
        .assistant("This file has a `// @generated` header. Should I edit it directly?")
        .user("oh no don't, good catch. everything in legacy/ is generated by scripts/port-php.ts from the old php repo. fix it in the port script")
        .bash("pnpm tsx scripts/port-php.ts --module invoices", "Error: unsupported construct: list() assignment at Totals.php:88", 1)
        .assistant("The port script can't handle `list()` assignments in Totals.php, so it can't regenerate invoices yet.")
        .user("yeah the port script chokes on list(), that needs fixing before we can regenerate anything in invoices. leave it for now")
        .stop(),
  },
  {
    id: "q38-readme",
    planted: [],
    build: (s) =>
      s
        .user("typo in README: 'enviroment'")
        .file("Edit", "README.md")
        .assistant("Fixed.")
        .user("haha thanks. have a good weekend")
        .assistant("You too!")
        .stop(),
  },
  {
    id: "q39-storage",
    planted: [
      { kind: "decision", keys: ["r2"] },
      { kind: "task", keys: ["s3 objects"] },
    ],
    build: (s) =>
      s
        .user("our s3 egress bill was $2.1k last month, mostly images to the cdn")
        .bash("aws ce get-cost-and-usage --granularity MONTHLY --metrics BlendedCost --filter file://s3-egress.json", '{"Amount": "2104.77", "Unit": "USD"}')
        .assistant("Confirmed, $2,104 of S3 data transfer out. Cloudflare R2 has no egress fees and an S3-compatible API.")
        .user("ok, new uploads go to R2 from now on, we keep S3 only for backups")
        .file("Edit", "src/storage/uploads.ts")
        .bash("pnpm test:unit src/storage", " ✓ src/storage/uploads.test.ts (6 tests)")
        .assistant("New uploads now write to the R2 bucket via the S3 client with R2's endpoint; 6 tests pass.")
        .user("copying the existing s3 objects over to r2 is a separate job, later")
        .stop(),
  },
  {
    id: "q40-same-bug",
    planted: [],
    build: (s) =>
      s
        .user("seeing `Error: promise never resolved (timeout 5000ms)` in checkout e2e. same bug as last week?")
        .bash("gh run view 88410 --log-failed | tail -4", "checkout.spec.ts:41  Error: promise never resolved (timeout 5000ms)\n  at waitForPayment")
        .assistant(
          "Looks similar (same `waitForPayment` step) but last week's was a 502 from the payment sandbox; I can't tell from this log whether it's the same cause.",
        )
        .user("hm. could be the sandbox again I guess")
        .assistant("Possibly. Their status page shows no incident today, so I wouldn't bet on it.")
        .stop(),
  },
  {
    id: "q41-payments",
    planted: [
      { kind: "instruction", keys: ["test:contract"] },
      { kind: "task", keys: ["refund", "idempotency"] },
    ],
    build: (s) =>
      s
        .user("round refunds to the cent, we had a 0.005 diff")
        .file("Edit", "src/payments/refund.ts")
        .bash("pnpm test:unit src/payments", " ✓ src/payments/refund.test.ts (10 tests)")
        .user("when you touch anything under payments also run `pnpm test:contract`, the unit tests don't hit the provider mocks")
        .bash("pnpm test:contract", " ✓ contract/refund.pact.ts (6 interactions)")
        .assistant("Both pass. Left for later: the refund endpoint has no idempotency key, so a retried request refunds twice.")
        .user("ya put the refund idempotency thing on the backlog")
        .stop(),
  },
  {
    id: "q42-pagination",
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "fact", keys: ["orders", "40m"] },
    ],
    build: (s) =>
      s
        .user("paginate GET /admin/orders, it returns everything. offset/limit is fine")
        .file("Edit", "src/api/admin/orders.ts")
        .bash("psql $DATABASE_URL -c 'select count(*) from orders'", "  count\n----------\n 40218377")
        .assistant("Added `?offset=&limit=`. Note the table is large: 40.2M rows.")
        .user("yeah orders is ~40M rows and grows ~100k/day, that's known")
        .user("hm actually no wait, make it cursor-based pagination (on id), not offset. offset gets slow that deep and skips rows when new orders come in")
        .file("Edit", "src/api/admin/orders.ts")
        .bash("pnpm test:unit src/api/admin", " ✓ src/api/admin/orders.test.ts (8 tests)")
        .assistant("Switched to `?after=<id>&limit=`, ordered by id; 8 tests pass.")
        .stop(),
  },
];

/** The fourth blind set: events, segments and scoring of BLIND4_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND4 = plantedSet(BLIND4_SESSIONS, START);
