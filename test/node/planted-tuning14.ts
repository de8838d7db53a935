/**
 * Training set for the sentence classifier (written without reading the extractor): the
 * fourteenth tuning planted set for the offline long-term-memory extractor, in the style of
 * long pairing sessions in Claude Code's voice. Decisions emerge over several turns (a
 * proposal, a discussion, then a yes or a no), items are referred to again later in the
 * session, and tasks are deferred in passing. Written from issue 19's description of what
 * should and should not be remembered and from the voice of real Claude Code / Codex
 * transcripts, without reading src/core/memories (except model.ts) or the sessions of any
 * other planted set. Each session is one segment; the items planted in it are listed with it:
 * 77 items (20 decisions, 19 instructions, 19 facts, 19 tasks) in 50 sessions, 16 of which plant
 * nothing. Every other message must give nothing: questions, hypotheses, proposals the user
 * rejects or never confirms, withdrawn ideas, unconfirmed guesses, code, logs and tool output
 * with words like "always", "never" or "TODO", chit-chat, requests done in the same session,
 * and decisions a later message in the same session replaces (only the final one is planted).
 *
 * Matching rule (the blind sets' rule, test/node/planted-blind.ts; fixed before any extractor
 * is run on this set):
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

const START = Date.UTC(2026, 10, 9, 8);

export const TUNING14_SESSIONS: BlindSession[] = [
  {
    id: "t14-01-date-lib",
    planted: [
      { kind: "decision", keys: ["dayjs"] },
      { kind: "task", keys: ["pdf export"] },
    ],
    build: (s) =>
      s
        .user("invoice dates are a mess, we have moment AND dayjs in the bundle. can you look at what uses what")
        .bash(
          "grep -rln \"from 'moment'\\|from 'dayjs'\" src | sort",
          "src/invoices/format.ts\nsrc/invoices/pdf/render.ts\nsrc/reports/range.ts\nsrc/ui/DatePicker.tsx",
        )
        .assistant(
          "Four files. `format.ts` and `DatePicker.tsx` use moment, `range.ts` uses dayjs, and `pdf/render.ts` imports moment directly for the footer date. I'd suggest consolidating on date-fns — it's tree-shakeable and the API is functional.",
        )
        .user("hmm date-fns means rewriting every call site tho. whats the size diff between moment and the other one")
        .bash(
          "npx source-map-explorer dist/main.js --json | jq '.results[0].files | with_entries(select(.key|test(\"moment|dayjs\")))'",
          '{\n  "node_modules/moment/moment.js": { "size": 58891 },\n  "node_modules/dayjs/dayjs.min.js": { "size": 6912 }\n}',
        )
        .assistant(
          "moment is ~59 KB in the bundle, dayjs ~7 KB. dayjs's API is close to moment's, so the migration would mostly be import swaps plus a couple of plugins (`utc`, `customParseFormat`).",
        )
        .user("ok that settles it. we standardize on dayjs, moment goes. do format.ts and the datepicker now")
        .file("Edit", "src/invoices/format.ts")
        .file("Edit", "src/ui/DatePicker.tsx")
        .bash("npm run test -- src/invoices src/ui", " ✓ src/invoices/format.test.ts (12)\n ✓ src/ui/DatePicker.test.tsx (7)\n Test Files  2 passed (2)")
        .assistant("Both migrated, tests pass. `pdf/render.ts` still imports moment — want me to do that one too?")
        .user("no leave the pdf export for now, it has its own snapshot tests and I dont want to regen them today. we'll do it next week")
        .assistant("Understood, leaving `src/invoices/pdf/render.ts` on moment for now.")
        .stop(),
  },
  {
    id: "t14-02-webhook-retries",
    planted: [
      { kind: "decision", keys: ["webhook", "three"] },
      { kind: "fact", keys: ["x-delivery-id"] },
    ],
    build: (s) =>
      s
        .user("the webhook sender gives up after the first failure. add retries")
        .file("Read", "src/webhooks/send.ts")
        .assistant(
          "Right now `send()` does a single fetch and logs on non-2xx. Proposal: 5 retries with exponential backoff (1s, 2s, 4s, 8s, 16s) and jitter, then mark the delivery failed.",
        )
        .user("sounds fine, go")
        .file("Edit", "src/webhooks/send.ts")
        .bash("npm run test -- src/webhooks", " ✓ src/webhooks/send.test.ts (9)\n Test Files  1 passed (1)")
        .assistant("Done: 5 attempts with backoff, tests updated.")
        .user("wait, just talked to Marco from partnerships. partners complain about dupes already. how do they dedupe on their side?")
        .bash("grep -rn 'X-Delivery' src/webhooks", "src/webhooks/send.ts:41:    'X-Delivery-Id': delivery.id,")
        .assistant("We send an `X-Delivery-Id` header with each delivery; it stays the same across retries of one delivery.")
        .user(
          "yeah right, partners dedupe on the X-Delivery-Id header, Marco confirmed all of them do. still, change of plan: cap webhook retries at three, no more than that",
        )
        .file("Edit", "src/webhooks/send.ts")
        .bash("npm run test -- src/webhooks", " ✓ src/webhooks/send.test.ts (9)\n Test Files  1 passed (1)")
        .assistant("Changed to at most three retries (1s, 4s, 16s). Tests pass.")
        .stop(),
  },
  {
    id: "t14-03-regex-chat",
    planted: [],
    build: (s) =>
      s
        .user("morning! quick one, why does this regex not match `v1.2.3-rc1`: /^v\\d+\\.\\d+\\.\\d+$/")
        .assistant(
          "The `$` anchors right after the patch number, so the `-rc1` suffix makes it fail. `/^v\\d+\\.\\d+\\.\\d+(-[\\w.]+)?$/` allows an optional pre-release part.",
        )
        .bash("node -e \"console.log(/^v\\d+\\.\\d+\\.\\d+(-[\\w.]+)?$/.test('v1.2.3-rc1'))\"", "true")
        .user("nice ty. coffee machine on 3 is broken again btw, if anyone asks")
        .assistant("Ha, noted — hope the one on 2 works.")
        .stop(),
  },
  {
    id: "t14-04-itest",
    planted: [
      { kind: "instruction", keys: ["make itest"] },
      { kind: "fact", keys: ["docker socket"] },
    ],
    build: (s) =>
      s
        .user("integration tests are red on my branch, can you check")
        .bash("npm test", "FAIL test/integration/orders.test.ts\n  ● connect ECONNREFUSED 127.0.0.1:5432\nTests: 14 failed, 88 passed", 1)
        .assistant(
          "The integration tests can't reach Postgres on 5432. Is there supposed to be a local database running? I could start one with docker compose.",
        )
        .user(
          "ah no. for the integration suite always use `make itest`, never plain npm test — make itest brings up the db container and tears it down. remember that going forward",
        )
        .bash("make itest", "docker compose up -d db\n...\n ✓ test/integration/orders.test.ts (14)\nTests: 102 passed\ndocker compose down")
        .assistant("With `make itest` everything passes, 102 tests.")
        .user("so why is CI red then")
        .bash("gh run view --log-failed | tail -5", "make: docker: Command not found\nmake: *** [itest] Error 127")
        .assistant("CI fails in the `itest` target because `docker` isn't available on the runner. Maybe the runner image changed?")
        .user(
          "no that's expected, the CI runners have no docker socket, they run the integration job in a separate workflow with a service container. your branch just has the job in the wrong workflow file",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Moved the integration step out of `ci.yml`; it's only in `integration.yml` now.")
        .stop(),
  },
  {
    id: "t14-05-migration-names",
    planted: [
      { kind: "decision", keys: ["migrations", "sequential"] },
      { kind: "task", keys: ["seed script"] },
    ],
    build: (s) =>
      s
        .user("need a migration adding `archived_at` to projects")
        .bash("ls db/migrations | tail -3", "0012_add_invoice_notes.sql\n0013_users_locale.sql\n0014_project_owner_idx.sql")
        .assistant(
          "Next is 0015. Side question: with several people adding migrations in parallel, numbering collisions are common. Want to switch to timestamp prefixes (`20261109T0812_...`)?",
        )
        .user("what do other projects here do")
        .assistant("I only see this repo, so I can't say. Rails and Knex default to timestamps; Flyway usually uses versions.")
        .user(
          "hmm. at my last job timestamps made merge order super confusing, two migrations sorted differently from the order they were merged. no — keep migrations sequential numbers, whoever merges second renumbers",
        )
        .file("Write", "db/migrations/0015_projects_archived_at.sql")
        .bash(
          "npm run db:migrate && npm run db:seed",
          "applied 0015_projects_archived_at.sql\nseeding...\nwarn: seed references 0007_old_users fixture (deprecated)\nseed ok",
        )
        .assistant("Migration 0015 applied. The seed prints a warning about the deprecated `0007_old_users` fixture.")
        .user("yeah the seed script still loads that old users fixture, clean that up some other time, not in this PR")
        .assistant("OK, I'll leave the seed as it is in this PR.")
        .stop(),
  },
  {
    id: "t14-06-flaky-tz",
    planted: [],
    build: (s) =>
      s
        .user("test/reports/weekly.test.ts is flaky on CI, passes locally")
        .bash("npx vitest run test/reports/weekly.test.ts --repeat 20", " ✓ test/reports/weekly.test.ts (4) x20\n Test Files  1 passed")
        .assistant(
          "20 runs pass locally. One guess: the test builds dates with `new Date()` and CI runs in UTC while your machine is in CET, so around midnight the week boundary could shift.",
        )
        .user("could be. or the fake timers leak from the other file")
        .bash("TZ=UTC npx vitest run test/reports/weekly.test.ts", " ✓ test/reports/weekly.test.ts (4)\n Test Files  1 passed")
        .assistant("Also passes under TZ=UTC, so that alone doesn't reproduce it. I can't confirm either theory yet.")
        .user("meh whatever, rerun passed. moving on")
        .stop(),
  },
  {
    id: "t14-07-billing-owner",
    planted: [
      { kind: "fact", keys: ["priya", "billing"] },
      { kind: "instruction", keys: ["stripe client"] },
    ],
    build: (s) =>
      s
        .user("refactor the retry helper so services/billing uses the shared one too")
        .bash(
          "grep -rn 'retryWithBackoff' src/services | head",
          "src/services/billing/stripe-client.ts:12:function retryWithBackoff(fn) {\nsrc/services/shipping/api.ts:3:import { retryWithBackoff } from '../../lib/retry'",
        )
        .assistant("Billing has its own copy inside `stripe-client.ts`. Swapping it for `lib/retry` is a small change. Shall I?")
        .user("hold on. who wrote that, do you know?")
        .bash(
          "git log --format='%an' -- src/services/billing | sort | uniq -c | sort -rn | head -3",
          "  41 Priya Raman\n   6 Jonas Weber\n   2 dependabot[bot]",
        )
        .assistant("Mostly Priya Raman (41 commits), some from Jonas Weber.")
        .user("right, Priya owns the billing service, she's the one on call for it too")
        .user(
          "ok do the refactor but as a separate PR. and from now on don't merge anything that touches the stripe client without a review from her, she got burned by a retry change last year",
        )
        .file("Edit", "src/services/billing/stripe-client.ts")
        .bash("npm run test -- src/services/billing", " ✓ src/services/billing/stripe-client.test.ts (15)\n Test Files  1 passed")
        .assistant("Refactor done on a separate branch `refactor/billing-retry`, tests pass. I'll request Priya's review on the PR.")
        .stop(),
  },
  {
    id: "t14-08-logger",
    planted: [
      { kind: "decision", keys: ["pino"] },
      { kind: "task", keys: ["loki"] },
    ],
    build: (s) =>
      s
        .user("console.log everywhere in the api. lets get a real logger")
        .assistant("Options: pino (fast, JSON by default, `pino-pretty` for dev) or winston (more transports, slower). For an HTTP API I'd lean pino.")
        .user("we used winston on the old monolith. any reason not to just reuse that config?")
        .bash(
          "cat ../monolith/src/logger.js | head -20",
          "const winston = require('winston')\n// TODO: always include request id\nmodule.exports = winston.createLogger({ level: 'info', transports: [new winston.transports.File({ filename: 'app.log' })] })",
        )
        .assistant(
          "The old config writes to a local file, which won't work in containers anyway, so there isn't much to reuse. Its TODO about request ids is something pino's child loggers handle well.",
        )
        .user("fair. pino it is. json in prod, pretty only when NODE_ENV=development")
        .file("Write", "src/lib/logger.ts")
        .bash("npm run build && npm run test", " ✓ 214 tests passed")
        .assistant("Added `src/lib/logger.ts` with pino, pretty transport only in development. Replaced console.log in `src/routes/`.")
        .user("cool. eventually we should ship these logs to loki instead of just stdout, but not now, infra isn't there yet")
        .assistant("Got it — stdout only for now.")
        .stop(),
  },
  {
    id: "t14-09-rename",
    planted: [],
    build: (s) =>
      s
        .user("rename `usrCtx` to `userContext` everywhere pls")
        .bash("grep -rn 'usrCtx' src | wc -l", "23")
        .assistant("23 occurrences across the codebase. Renaming now.")
        .bash(
          "grep -rln 'usrCtx' src | xargs sed -i 's/usrCtx/userContext/g' && grep -rn 'TODO' src/auth/context.ts",
          "src/auth/context.ts:8:// TODO: never cache userContext across requests",
        )
        .bash("npm run typecheck", "tsc --noEmit\nFound 0 errors.")
        .assistant("Renamed, typecheck is clean. There's an existing TODO in `src/auth/context.ts` about caching — I left it untouched.")
        .user("👍")
        .stop(),
  },
  {
    id: "t14-10-api-versioning",
    planted: [
      { kind: "fact", keys: ["mobile app", "/v1/orders"] },
      { kind: "decision", keys: ["url prefix"] },
    ],
    build: (s) =>
      s
        .user("i want to change the orders response shape, totals as objects with currency. how do we not break clients")
        .assistant(
          "Two common ways: version via URL prefix (`/v2/orders`) or via an `Accept-Version` / media-type header. Headers keep URLs stable but are harder to test with curl and cache keys get trickier.",
        )
        .user("what does the rest of the api do today")
        .bash('grep -rhn "app\\.\\(get\\|post\\)(\'/v" src/routes | cut -d"\'" -f2 | sort -u | head', "/v1/customers\n/v1/orders\n/v1/orders/:id\n/v1/products")
        .assistant("Everything is under `/v1/`, no header-based versioning anywhere.")
        .user("ok then we version with the url prefix, /v2/orders. headers is overkill for us")
        .user("and /v1/orders cannot go away yet btw. the mobile app still calls /v1/orders and the 4.2 release that moves off it is only at like 40% adoption")
        .file("Write", "src/routes/v2/orders.ts")
        .bash("npm run test -- src/routes", " ✓ src/routes/v1/orders.test.ts (11)\n ✓ src/routes/v2/orders.test.ts (6)")
        .assistant("Added `/v2/orders` with the new shape next to the unchanged `/v1/orders`. Both test files pass.")
        .stop(),
  },
  {
    id: "t14-11-style-prefs",
    planted: [
      { kind: "instruction", keys: ["early returns"] },
      { kind: "instruction", keys: ["comments"] },
    ],
    build: (s) =>
      s
        .user("review my change in src/cart/discounts.ts before i push")
        .file("Read", "src/cart/discounts.ts")
        .assistant("Looks correct. `applyDiscount` nests four levels of `if`; I could flatten it. I also added a few comments while reading.")
        .bash("git diff --stat", " src/cart/discounts.ts | 18 +++++++++++-------")
        .user("yes flatten it. in general I prefer early returns over nested ifs, do that in everything you write here")
        .user("but drop the comments you added. `// increment i` style comments that just restate the code — please never write those, only comment the why")
        .file("Edit", "src/cart/discounts.ts")
        .bash("npm run lint && npm run test -- src/cart", "✔ no problems\n ✓ src/cart/discounts.test.ts (8)")
        .assistant("Flattened with guard clauses and removed the restating comments. Lint and tests pass.")
        .user("perfect")
        .stop(),
  },
  {
    id: "t14-12-session-store",
    planted: [
      { kind: "decision", keys: ["sessions", "postgres"] },
      { kind: "task", keys: ["expires_at"] },
    ],
    build: (s) =>
      s
        .user("login is slow under load, profiler says session lookups")
        .bash(
          "psql $DATABASE_URL -c \"explain analyze select * from user_sessions where token = 'x'\"",
          "Seq Scan on user_sessions  (cost=0.00..48211.00 rows=1) (actual time=412.3..412.3)\nPlanning Time: 0.1 ms\nExecution Time: 412.4 ms",
        )
        .assistant(
          "It's a sequential scan over the whole session table — there is no index on `token`. Also an option: move session storage to Redis altogether, which is the usual choice for this.",
        )
        .user("redis sounds good actually, lets do that")
        .assistant("OK. I'll add an ioredis client and a `SessionStore` interface so the switch is isolated.")
        .file("Write", "src/auth/session-store.ts")
        .user("ugh, scratch that. ops just replied, they won't run another stateful thing for us this quarter. sessions stay in postgres, just add the index")
        .file("Write", "db/migrations/0016_user_sessions_token_idx.sql")
        .bash(
          "npm run db:migrate && psql $DATABASE_URL -c \"explain analyze select * from user_sessions where token = 'x'\"",
          "applied 0016\nIndex Scan using user_sessions_token_idx (actual time=0.04..0.05)\nExecution Time: 0.1 ms",
        )
        .assistant("Reverted the Redis store; added a unique index on `token`. Lookup went from 412 ms to 0.1 ms.")
        .user("nice. the cleanup job also scans by expires_at, that'll need an index too at some point. not urgent")
        .assistant("Noted, leaving that out of this change.")
        .stop(),
  },
  {
    id: "t14-13-error-question",
    planted: [],
    build: (s) =>
      s
        .user("what does this mean: `TypeError: Cannot read properties of undefined (reading 'map')` at ProductList.tsx:31")
        .file("Read", "src/ui/ProductList.tsx")
        .assistant(
          "Line 31 is `props.items.map(...)`. On the first render `items` is undefined until the fetch resolves. Probably the parent passes `data?.items` before loading finishes — but I'd need to see the parent to be sure.",
        )
        .user("is it the parent or the hook?")
        .assistant(
          "Could be either: if `useProducts` returns `undefined` instead of `[]` while loading, every consumer would crash. I haven't checked the hook yet.",
        )
        .user("ok nvm, Sam says he already pushed a fix for it")
        .stop(),
  },
  {
    id: "t14-14-envs",
    planted: [
      { kind: "fact", keys: ["staging", "stale"] },
      { kind: "fact", keys: ["test-mode"] },
      { kind: "instruction", keys: ["prod db"] },
    ],
    build: (s) =>
      s
        .user("customer 8812 says their invoice from yesterday is missing. can you check staging?")
        .bash(
          'psql $STAGING_DATABASE_URL -c "select id, created_at from invoices where customer_id = 8812 order by created_at desc limit 3"',
          "  id   |       created_at\n-------+------------------------\n 90211 | 2026-11-08 17:02:11+00\n 90107 | 2026-11-01 09:44:50+00\n(2 rows)",
        )
        .assistant("Staging's newest invoice for 8812 is from Nov 8. Could the invoice job have failed yesterday?")
        .user(
          "no staging is restored from a prod snapshot every sunday night, so staging data is always up to a week stale. yesterday's invoice just isn't there",
        )
        .assistant("That explains it. Should I connect to the prod database read-only and check there?")
        .user("no. never point anything local at the prod db, not even read only. ask in #oncall and someone with access runs the query")
        .assistant(
          "Understood. Here's a query for whoever runs it:\n```sql\nselect id, status, created_at from invoices where customer_id = 8812 and created_at > now() - interval '2 days';\n```",
        )
        .user("thx. also while you're in staging, can you try a charge to see if the payment form errors")
        .bash("grep STRIPE_KEY .env.staging | cut -c1-14", "STRIPE_KEY=sk_t")
        .assistant("The staging key starts with `sk_t`… is that a test key or a restricted live key? I don't want to charge a real card.")
        .user("it's fine, the STRIPE_KEY in .env.staging is a test-mode key, all of staging is on stripe test mode")
        .bash(
          "npm run e2e -- payment-form --env staging",
          " ✓ payment form accepts 4242 card (3.1s)\n ✓ payment form shows decline for 4000 0000 0000 0002 (2.8s)",
        )
        .assistant("Payment form works on staging: success and decline paths both behave.")
        .stop(),
  },
  {
    id: "t14-15-pr-workflow",
    planted: [
      { kind: "instruction", keys: ["squash"] },
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "task", keys: ["branch protection"] },
    ],
    build: (s) =>
      s
        .user("open a PR for this branch")
        .bash("gh pr create --fill", "https://github.com/acme/app/pull/482")
        .assistant("Opened #482 with the title `Update checkout totals`.")
        .user("title should be `fix(checkout): ...`. we do conventional commits format for all PR titles, the changelog is generated from them")
        .bash("gh pr edit 482 --title 'fix(checkout): round totals per line before summing'", "https://github.com/acme/app/pull/482")
        .assistant("Retitled. Merge when CI is green?")
        .user("yes and squash merge, always. we never do merge commits or rebase-merge on this repo")
        .bash("gh pr checks 482 --watch && gh pr merge 482 --squash", "✓ lint  ✓ unit  ✓ e2e\n✓ Squashed and merged pull request #482")
        .assistant("Squash-merged #482.")
        .user(
          "hm I just noticed release/* branches have no branch protection at all, anyone can force push. remind me to turn that on, needs an admin and I'm not one",
        )
        .assistant("Will do — it needs an org admin to set the rule on `release/*`.")
        .stop(),
  },
  {
    id: "t14-16-feature-flags",
    planted: [
      { kind: "decision", keys: ["flags", "yaml"] },
      { kind: "task", keys: ["new_checkout"] },
    ],
    build: (s) =>
      s
        .user("we need feature flags for the pricing page experiment. options?")
        .assistant(
          "1. LaunchDarkly or Unleash — targeting, percentage rollouts, audit log, but a new vendor.\n2. A homegrown flag file in the repo — simple, reviewed in PRs, but changes need a deploy.\n3. A `feature_flags` table with an admin UI.",
        )
        .user("what would LD cost us")
        .assistant(
          "I don't have pricing data offline; their pricing page lists per-seat plans, and for a team of ~12 it's likely in the thousands per year. I'd verify that before relying on it.",
        )
        .user("no budget for that, i asked last month. the table thing is more work than we need too")
        .user("decided: flags live in a yaml file in the repo, config/flags.yaml, loaded at boot. we can revisit when we need targeting")
        .file("Write", "config/flags.yaml")
        .file("Write", "src/lib/flags.ts")
        .bash("npm run test -- src/lib/flags", " ✓ src/lib/flags.test.ts (5)")
        .assistant("Added `config/flags.yaml` and `src/lib/flags.ts` (`isEnabled(name)`), with `pricing_v2: false`. Tests pass.")
        .bash("grep -rn 'new_checkout' src | wc -l", "17")
        .assistant("While moving the existing hard-coded flags I found `new_checkout` — it's referenced 17 times and is true everywhere.")
        .user("yeah new_checkout has been at 100% for months. the old path should get ripped out at some point, but not in this PR")
        .stop(),
  },
  {
    id: "t14-17-slow-dashboard",
    planted: [],
    build: (s) =>
      s
        .user("dashboard takes 6s to load for big accounts, any idea?")
        .bash("curl -s -o /dev/null -w '%{time_total}\\n' -H \"Authorization: Bearer $TOKEN\" localhost:3000/api/dashboard?account=big", "5.912")
        .assistant("Reproduced locally, ~5.9 s. Hypotheses: N+1 queries in the widgets loader, or the chart aggregation running in JS over all rows.")
        .user("I'd bet on the N+1")
        .bash("DEBUG=knex:query curl -s localhost:3000/api/dashboard?account=big -H \"Authorization: Bearer $TOKEN\" 2>&1 | grep -c 'select'", "212")
        .assistant("212 queries for one request, which points towards N+1, though I haven't yet measured how much time they account for.")
        .user("ok interesting. lets park it, I need to prep for the demo")
        .assistant("Sure.")
        .stop(),
  },
  {
    id: "t14-18-export-timeouts",
    planted: [
      { kind: "fact", keys: ["idle timeout"] },
      { kind: "decision", keys: ["export", "background job"] },
      { kind: "task", keys: ["admin csv"] },
    ],
    build: (s) =>
      s
        .user("users get 504s on /reports/export for large date ranges")
        .bash(
          "aws logs filter-log-events --log-group-name /app/api --filter-pattern '\"/reports/export\"' --limit 3 | jq -r '.events[].message'",
          "GET /reports/export?from=2025-01-01 200 91234ms\nGET /reports/export?from=2025-06-01 200 88410ms\nGET /reports/export?from=2026-10-01 200 3122ms",
        )
        .assistant(
          "The API itself returns 200, but after ~90 seconds. My guess is something in front cuts the connection earlier — the load balancer or CloudFront.",
        )
        .bash(
          "aws elbv2 describe-load-balancer-attributes --load-balancer-arn $ALB_ARN | jq '.Attributes[] | select(.Key==\"idle_timeout.timeout_seconds\")'",
          '{ "Key": "idle_timeout.timeout_seconds", "Value": "60" }',
        )
        .assistant(
          "Confirmed: the ALB idle timeout is 60 s, and large exports take ~90 s, so the ALB returns 504 while the API keeps working. We could raise the idle timeout to 120 s as a quick fix.",
        )
        .user("raising it just moves the cliff. what about streaming the csv?")
        .assistant(
          "Streaming keeps the connection busy, so the idle timer wouldn't fire, but the request still ties up a worker for 90 s and breaks if the client disconnects. A background job that emails a download link avoids both.",
        )
        .user("yep. decision: export moves to a background job, user gets an email with a signed link when it's done. raise nothing on the ALB")
        .file("Write", "src/jobs/export-report.ts")
        .file("Edit", "src/routes/reports.ts")
        .bash("npm run test -- src/jobs src/routes/reports", " ✓ src/jobs/export-report.test.ts (6)\n ✓ src/routes/reports.test.ts (10)")
        .assistant("`POST /reports/export` now enqueues `export-report` and returns 202; the job uploads to S3 and emails a 24h signed link. Tests pass.")
        .user("the admin csv export in /admin/users has the exact same problem, we do that one after this ships")
        .stop(),
  },
  {
    id: "t14-19-ts-strictness",
    planted: [
      { kind: "instruction", keys: ["unknown"] },
      { kind: "decision", keys: ["nouncheckedindexedaccess"] },
    ],
    build: (s) =>
      s
        .user("parser crashes on empty rows, fix pls")
        .file("Read", "src/import/parse-row.ts")
        .assistant("`cells[3].trim()` throws when the row has fewer cells. Quick fix: type the row as `any` and guard with optional chaining.")
        .user("please no `any`. if the type isn't known use `unknown` and narrow it, that's a rule for this whole codebase")
        .file("Edit", "src/import/parse-row.ts")
        .assistant(
          "Rewritten with `unknown` and a type guard. This class of bug (indexing past the end) would be caught by `noUncheckedIndexedAccess` in tsconfig. Want me to see how many errors turning it on gives?",
        )
        .user("yeah check")
        .bash("npx tsc --noEmit --noUncheckedIndexedAccess | grep -c 'error TS'", "37")
        .assistant("37 errors, mostly array indexing in `src/import` and `src/reports`.")
        .user("37 is doable. ok we turn on noUncheckedIndexedAccess, fix them all in this branch")
        .file("Edit", "tsconfig.json")
        .bash("npm run typecheck", "tsc --noEmit\nFound 0 errors.")
        .assistant("Enabled `noUncheckedIndexedAccess` and fixed all 37 errors; typecheck is clean.")
        .stop(),
  },
  {
    id: "t14-20-weekend",
    planted: [],
    build: (s) =>
      s
        .user("hey, how was your weekend lol. ok jk. the footer year says 2025")
        .bash("grep -rn '2025' src/ui/Footer.tsx", "src/ui/Footer.tsx:9:      © 2025 Acme GmbH")
        .assistant("Hard-coded. I'll make it `new Date().getFullYear()`.")
        .file("Edit", "src/ui/Footer.tsx")
        .bash("npm run test -- src/ui/Footer", " ✓ src/ui/Footer.test.tsx (2)")
        .assistant("Fixed, test passes.")
        .user("ty!")
        .stop(),
  },
  {
    id: "t14-21-deploys",
    planted: [
      { kind: "fact", keys: ["ship", "tags"] },
      { kind: "instruction", keys: ["fridays"] },
    ],
    build: (s) =>
      s
        .user("how do i get this fix to prod")
        .bash(
          "cat .github/workflows/ship.yml | head -20",
          "name: ship\non:\n  push:\n    tags: ['v*']\njobs:\n  deploy:\n    if: always()\n    steps:\n      - run: ./scripts/deploy.sh",
        )
        .assistant("The `ship` workflow triggers on pushed tags matching `v*`. Is that the only path to production, or is there a manual deploy as well?")
        .user("only path. prod deploys go out exclusively through the ship action, and it only runs on v* tags. merging to main doesn't deploy anything")
        .bash("git tag --sort=-v:refname | head -1", "v3.14.2")
        .assistant("Latest is v3.14.2. I can tag v3.14.3 and push it now.")
        .user("what time is it… 15:40 friday. no. no deploys on fridays after 3pm, that's a hard rule here. monday morning")
        .assistant("OK, no tag today. The fix is merged on main and ready for Monday.")
        .user("cool")
        .stop(),
  },
  {
    id: "t14-22-i18n",
    planted: [
      { kind: "decision", keys: ["formatjs"] },
      { kind: "task", keys: ["translations"] },
    ],
    build: (s) =>
      s
        .user("we need to localize the customer portal, german and french first. which lib")
        .assistant(
          "i18next with react-i18next is the most common choice: namespaces, lazy-loading, plurals via ICU plugin. FormatJS (react-intl) is the other big one, ICU MessageFormat natively.",
        )
        .user("ok i18next then, set it up")
        .bash("npm i i18next react-i18next", "added 3 packages in 2s")
        .file("Write", "src/i18n/index.ts")
        .assistant("Set up i18next with `en` as fallback and JSON resources in `src/i18n/locales/`.")
        .user(
          "argh wait. Lena says the admin app already uses formatjs and they share components with the portal. two i18n libs in shared components is going to be pain",
        )
        .bash("grep -rln 'react-intl' ../admin/src | head -3", "../admin/src/App.tsx\n../admin/src/components/Table.tsx\n../admin/src/i18n.ts")
        .assistant("Confirmed, the admin app uses react-intl across its components.")
        .user("ok then: formatjs for the portal too, same as admin. undo the i18next stuff")
        .bash("npm rm i18next react-i18next && npm i react-intl", "removed 3 packages\nadded 4 packages in 3s")
        .file("Write", "src/i18n/index.ts")
        .assistant("Switched to react-intl, reusing the admin app's `IntlProvider` setup. English messages are extracted to `src/i18n/en.json`.")
        .user("the german and french translations are still missing, someone has to send en.json to the agency. not me today")
        .stop(),
  },
  {
    id: "t14-23-explain-fn",
    planted: [],
    build: (s) =>
      s
        .user("explain what `reconcileLedger` does, I'm new here")
        .file("Read", "src/ledger/reconcile.ts")
        .assistant(
          "It loads the day's bank statement lines and ledger entries, matches them by amount and reference, and writes unmatched lines to `ledger_exceptions`. The comment at the top says:\n```\n// NOTE: never run this twice for the same day — it does not check for existing exceptions\n```\nThe function itself is about 120 lines; the matching loop starts at line 48.",
        )
        .user("why does it match on amount first and not reference?")
        .assistant(
          "From the code alone I can't tell the reason. A guess: references from the bank are often truncated, so amount is the more reliable first key.",
        )
        .user("ok makes sense, thx")
        .stop(),
  },
  {
    id: "t14-24-test-layout",
    planted: [
      { kind: "instruction", keys: ["test files"] },
      { kind: "fact", keys: ["vitest", "msw"] },
    ],
    build: (s) =>
      s
        .user("add tests for src/pricing/tiers.ts")
        .assistant("I'll create `src/pricing/__tests__/tiers.test.ts`.")
        .user("no __tests__ dirs. test files go right next to the source: tiers.ts -> tiers.test.ts in the same folder")
        .file("Write", "src/pricing/tiers.test.ts")
        .bash("npm run test -- src/pricing", " ✓ src/pricing/tiers.test.ts (9)")
        .assistant("Added `src/pricing/tiers.test.ts`, 9 cases. By the way, vitest is on 1.6 — 2.x has been out for a while. Want me to upgrade?")
        .user("what breaks if you do")
        .bash(
          "npm i -D vitest@2 && npm run test 2>&1 | tail -4",
          "FAIL src/api/client.test.ts\nError: [MSW] Cannot intercept requests: setupServer() was called before the environment was ready\nTests: 31 failed, 190 passed",
          1,
        )
        .assistant("31 failures, all from the MSW setup.")
        .user("yep, thats why. vitest stays pinned to 1.6 because 2.x breaks our msw setup, there's an issue upstream. revert")
        .bash("git checkout package.json package-lock.json && npm ci", "added 812 packages in 21s")
        .assistant("Reverted to vitest 1.6.")
        .stop(),
  },
  {
    id: "t14-25-monorepo-split",
    planted: [
      { kind: "decision", keys: ["packages/worker"] },
      { kind: "task", keys: ["dockerfile"] },
    ],
    build: (s) =>
      s
        .user("the queue worker and the api share one package.json and the worker pulls in all of express for nothing")
        .bash("du -sh node_modules && npm ls express --depth=0", "412M\tnode_modules\napp@1.0.0 /home/dev/src/app\n└── express@4.19.2")
        .assistant(
          "A few options: (a) split into npm workspaces with `packages/api` and `packages/worker`, (b) keep one package but build the worker with esbuild so only what it imports is bundled, (c) leave it.",
        )
        .user("b sounds like the least churn?")
        .assistant(
          "It is, but the worker would still install all dependencies in its image, so the image size wouldn't really change. (a) is more work up front but fixes that.",
        )
        .user("hmm ok. thinking… ok decided, we split the worker into its own workspace under packages/worker. api stays at the root for now")
        .bash("mkdir -p packages/worker && git mv src/worker packages/worker/src", "")
        .file("Write", "packages/worker/package.json")
        .bash("npm install && npm run -w packages/worker build", "added 94 packages\n> worker@0.1.0 build\n> tsc -p .")
        .assistant("The worker now builds as its own workspace with 94 dependencies.")
        .user(
          "the dockerfile still copies the whole repo for the worker image. that needs updating for the new layout, but not today, I want this merged first",
        )
        .stop(),
  },
  {
    id: "t14-26-bun-maybe",
    planted: [],
    build: (s) =>
      s
        .user("test suite takes 4 min, anything we can do")
        .bash("npm run test -- --reporter=verbose 2>&1 | tail -2", "Test Files  88 passed (88)\nDuration  238.41s")
        .assistant(
          "Options: run vitest with `--pool=threads`, shard in CI, or switch the runtime to bun, which starts much faster. Bun would be the biggest change.",
        )
        .user("bun huh. maybe. would everything work?")
        .assistant("Not sure — native modules like `better-sqlite3` might need attention, and I haven't tried it here.")
        .user("let me think about it, not today")
        .stop(),
  },
  {
    id: "t14-27-auth-tokens",
    planted: [
      { kind: "fact", keys: ["access tokens", "15"] },
      { kind: "decision", keys: ["jose"] },
      { kind: "task", keys: ["signing key"] },
    ],
    build: (s) =>
      s
        .user("the api verifies jwts with jsonwebtoken and it's throwing on the new ES256 tokens from the auth service")
        .bash(
          "npm run test -- src/auth 2>&1 | tail -3",
          "FAIL src/auth/verify.test.ts > accepts ES256\nJsonWebTokenError: invalid algorithm\nTests: 1 failed, 12 passed",
          1,
        )
        .assistant(
          "`jsonwebtoken` is configured with `algorithms: ['RS256']`. I can add ES256 there, or replace the library with `jose`, which handles JWKS fetching and is maintained more actively.",
        )
        .user("what's the tradeoff")
        .assistant("Adding ES256 is a one-line change. jose means rewriting `verify.ts` (~60 lines) but gives us JWKS caching and key rotation for free.")
        .user("ok we go with jose and drop jsonwebtoken completely")
        .file("Edit", "src/auth/verify.ts")
        .bash("npm rm jsonwebtoken && npm run test -- src/auth", "removed 12 packages\n ✓ src/auth/verify.test.ts (13)")
        .assistant("Rewritten on jose with a remote JWKS; all 13 tests pass. What should `maxTokenAge` be?")
        .user("access tokens from the auth service live 15 minutes, refresh tokens 30 days. use those")
        .file("Edit", "src/auth/verify.ts")
        .assistant("Set. One thing I noticed: the JWKS only has one key, `kid: 2023-01`.")
        .user("ugh yes. the signing key has never been rotated since 2023. needs a ticket, rotation has to be coordinated with the auth team")
        .stop(),
  },
  {
    id: "t14-28-db-naming",
    planted: [
      { kind: "instruction", keys: ["snake_case"] },
      { kind: "fact", keys: ["cents"] },
    ],
    build: (s) =>
      s
        .user("add a discountAmount column to orders")
        .assistant("I'll add `discountAmount numeric(10,2)` to `orders`.")
        .user("columns are snake_case in the db, always — discount_amount. the query mapper converts to camelCase for TS")
        .user("and not numeric. orders.total and every other money column is an integer number of cents, do the same")
        .file("Write", "db/migrations/0017_orders_discount_amount.sql")
        .bash(
          "cat db/migrations/0017_orders_discount_amount.sql && npm run db:migrate",
          "alter table orders add column discount_amount integer not null default 0;\napplied 0017_orders_discount_amount.sql",
        )
        .bash("npm run test -- src/orders", " ✓ src/orders/repo.test.ts (14)")
        .assistant("Added `discount_amount integer` (cents) with default 0; `discountAmount` comes through the mapper. Tests pass.")
        .stop(),
  },
  {
    id: "t14-29-fix-failing-test",
    planted: [],
    build: (s) =>
      s
        .user("main is red, src/cart/total.test.ts")
        .bash(
          "npx vitest run src/cart/total.test.ts",
          "FAIL src/cart/total.test.ts > always rounds half up\nAssertionError: expected 10.04 to be 10.05\nTests: 1 failed, 6 passed",
          1,
        )
        .assistant("The test `always rounds half up` expects 10.05; `roundMoney` now uses banker's rounding since yesterday's commit.")
        .bash("git log -1 --format='%h %an %s' -- src/cart/round.ts", "a81c0de Jonas Weber perf: use Math.round on cents")
        .user("that's jonas's perf change. just fix the rounding back, keep his speedup")
        .file("Edit", "src/cart/round.ts")
        .bash("npx vitest run src/cart", " ✓ src/cart/total.test.ts (7)\n ✓ src/cart/round.test.ts (4)")
        .assistant("Restored half-up rounding while keeping the integer math. All cart tests pass.")
        .user("great, push it")
        .bash(
          "git commit -am 'fix(cart): restore half-up rounding' && git push",
          "[main 4c2e9f1] fix(cart): restore half-up rounding\n 1 file changed, 2 insertions(+), 2 deletions(-)",
        )
        .stop(),
  },
  {
    id: "t14-30-ui-styling",
    planted: [
      { kind: "decision", keys: ["tailwind"] },
      { kind: "instruction", keys: ["button"] },
    ],
    build: (s) =>
      s
        .user("the settings page css is a mess, half tailwind half inline styles")
        .file("Read", "src/ui/Settings.tsx")
        .assistant(
          "Yes — 14 inline `style={{}}` objects plus Tailwind classes. Would you prefer moving to CSS modules for clearer scoping? Tailwind output can get verbose.",
        )
        .user("are css modules really better here? the rest of the app is tailwind")
        .assistant("Consistency probably matters more. CSS modules would mean two systems side by side for a while.")
        .user("right. tailwind stays our one styling approach, no css modules. convert the inline styles")
        .file("Edit", "src/ui/Settings.tsx")
        .assistant("Converted the inline styles to Tailwind classes. I also styled the three raw `<button>` elements with the same classes.")
        .user("don't style raw buttons. always use the Button component from src/ui/kit, it has the focus ring and loading state")
        .file("Edit", "src/ui/Settings.tsx")
        .bash("npm run test -- src/ui/Settings && npm run lint", " ✓ src/ui/Settings.test.tsx (5)\n✔ no problems")
        .assistant("Swapped them for `<Button>` from `src/ui/kit`. Tests and lint pass.")
        .stop(),
  },
  {
    id: "t14-31-jobs-queue",
    planted: [
      { kind: "fact", keys: ["visibility timeout"] },
      { kind: "decision", keys: ["dedupe"] },
      { kind: "task", keys: ["dead letter"] },
    ],
    build: (s) =>
      s
        .user("some customers got two confirmation emails. logs say the send-confirmation job ran twice")
        .bash("aws sqs get-queue-attributes --queue-url $JOBS_QUEUE --attribute-names VisibilityTimeout | jq .Attributes", '{ "VisibilityTimeout": "300" }')
        .assistant(
          "The queue's visibility timeout is 300 s. If a job takes longer than that, SQS makes the message visible again and another worker picks it up. Do confirmation jobs run that long?",
        )
        .bash("grep 'send-confirmation' logs/worker.log | awk '{print $NF}' | sort -n | tail -3", "212s\n318s\n344s")
        .assistant("Yes: some took 318 and 344 s — over the 5-minute visibility timeout, so they were redelivered. That's the cause of the duplicates.")
        .user("yep that's it. the smtp relay is slow at night. options?")
        .assistant(
          "(1) Raise the timeout, (2) extend visibility from the worker while a job runs, (3) make the job idempotent by recording sent confirmations keyed on order id.",
        )
        .user("3. we'll dedupe confirmation jobs on order id via a unique row in sent_emails. raising timeouts just hides it")
        .file("Write", "db/migrations/0018_sent_emails.sql")
        .file("Edit", "src/jobs/send-confirmation.ts")
        .bash("npm run test -- src/jobs", " ✓ src/jobs/send-confirmation.test.ts (7)")
        .assistant(
          "The job inserts into `sent_emails (order_id, kind)` with a unique constraint first and skips on conflict. Tests pass, including a redelivery case.",
        )
        .user("also we have no dead letter queue at all, poison messages just loop forever. set one up later, separate change")
        .stop(),
  },
  {
    id: "t14-32-open-questions",
    planted: [],
    build: (s) =>
      s
        .user("should we be using trpc instead of rest for the internal admin endpoints? or graphql?")
        .bash("ls src/routes/admin | wc -l", "23")
        .assistant(
          "You have 23 admin route files. tRPC would give end-to-end types since both sides are TypeScript; GraphQL helps when clients need flexible queries. It depends on whether anything outside the admin app calls them.",
        )
        .user("not sure tbh. does the support tool call them?")
        .assistant("I can't see the support tool's code from here, so I don't know.")
        .user("hm ok, I'll ask around")
        .stop(),
  },
  {
    id: "t14-33-deps-node",
    planted: [
      { kind: "instruction", keys: ["new dependency"] },
      { kind: "fact", keys: ["node 18"] },
    ],
    build: (s) =>
      s
        .user("need to slugify product names for urls")
        .bash("npm i slugify", "added 1 package in 1s")
        .assistant("Installed `slugify` and used it in `src/products/url.ts`.")
        .user("hmm. pls ask before adding any new dependency, every package goes through a license check with legal. this one's tiny, write it ourselves")
        .bash("npm rm slugify", "removed 1 package in 1s")
        .file("Write", "src/products/slug.ts")
        .assistant(
          "Removed it and wrote a 12-line `slug()` using `String.prototype.normalize('NFKD')` and a regex. I used `Array.prototype.findLast` in the helper — is that OK for your runtime?",
        )
        .user("no, prod is stuck on node 18 because of the lambda runtime we pin, findLast is 18+ but keep to what 18 has in general")
        .bash('npx -p node@18 node -e "console.log([1,2,3].findLast(x => x < 3))" && npm run test -- src/products', "2\n ✓ src/products/slug.test.ts (8)")
        .assistant("`findLast` works on 18; tests pass.")
        .stop(),
  },
  {
    id: "t14-34-page-size",
    planted: [
      { kind: "decision", keys: ["page size", "50"] },
      { kind: "task", keys: ["search endpoint"] },
    ],
    build: (s) =>
      s
        .user("the /products list returns everything, 8k rows. add pagination")
        .assistant("Cursor-based pagination with `?cursor=` and `?limit=`. What default page size — 100?")
        .user("100 is fine")
        .file("Edit", "src/routes/products.ts")
        .bash("npm run test -- src/routes/products", " ✓ src/routes/products.test.ts (8)")
        .assistant("Done with a default of 100 and a max of 500.")
        .user("actually, android folks say their list view stutters above ~60 items per render. make the default page size 50 and the max 100")
        .file("Edit", "src/routes/products.ts")
        .bash("npm run test -- src/routes/products", " ✓ src/routes/products.test.ts (8)")
        .assistant("Default is now 50, max 100. Should `/search` get the same treatment?")
        .bash("grep -n 'limit' src/routes/search.ts", "")
        .assistant("`src/routes/search.ts` doesn't read any limit at all — it returns every match.")
        .user("yeah, the search endpoint ignores paging entirely. separate ticket, I'll pick it up after the release")
        .stop(),
  },
  {
    id: "t14-35-lint-fix",
    planted: [],
    build: (s) =>
      s
        .user("run lint and fix whatever it complains about")
        .bash(
          "npm run lint",
          "src/orders/repo.ts\n  14:7  error  'unused' is assigned a value but never used  no-unused-vars\nsrc/ui/Cart.tsx\n  3:10  warning  React Hook useEffect has a missing dependency: 'cartId'\n✖ 2 problems (1 error, 1 warning)",
          1,
        )
        .file("Edit", "src/orders/repo.ts")
        .file("Edit", "src/ui/Cart.tsx")
        .bash("npm run lint", "✔ no problems")
        .assistant("Removed the unused variable and added `cartId` to the effect's dependency list. Lint is clean.")
        .user("ok thx")
        .stop(),
  },
  {
    id: "t14-36-secrets",
    planted: [
      { kind: "instruction", keys: ["1password"] },
      { kind: "fact", keys: ["ops/app/prod"] },
    ],
    build: (s) =>
      s
        .user("geocoding api key for the new address autocomplete, where do i put it")
        .assistant("I'd add `GEOCODE_API_KEY` to `.env` and `.env.example` with a placeholder.")
        .user(
          "placeholder in .env.example is fine. the real key though — shared secrets live in 1password, never in any committed file, never pasted in slack. put it in the Engineering vault",
        )
        .assistant("Got it. How does prod read its secrets — from 1Password too?")
        .user("no, prod reads from vault. all api keys for the app are under the path ops/app/prod, the deploy script injects them as env vars")
        .bash(
          "grep -n 'vault kv get' scripts/deploy.sh",
          "22:  vault kv get -format=json ops/app/prod | jq -r '.data.data | to_entries[] | \"\\(.key)=\\(.value)\"' > .env.runtime",
        )
        .file("Edit", ".env.example")
        .file("Edit", "src/config.ts")
        .bash("npm run typecheck", "Found 0 errors.")
        .assistant(
          "Added `GEOCODE_API_KEY` to `src/config.ts` (required in production) and the placeholder to `.env.example`. The key itself still needs to go into Vault for prod.",
        )
        .user("I'll do the vault part, done now actually")
        .stop(),
  },
  {
    id: "t14-37-error-format",
    planted: [
      { kind: "decision", keys: ["problem+json"] },
      { kind: "task", keys: ["old endpoints"] },
    ],
    build: (s) =>
      s
        .user("frontend wants consistent errors. right now some routes send {error: 'msg'}, some {message}, some plain text")
        .bash(
          'grep -rhoE "res\\.status\\([0-9]+\\)\\.(json|send)\\(\\{ ?[a-z]+" src/routes | sort | uniq -c',
          "  31 res.status(400).json({ error\n  12 res.status(404).json({ message\n   4 res.status(500).send(",
        )
        .assistant(
          "Three shapes across 47 call sites. Options: our own `{ code, message, details }` envelope, or RFC 9457 problem details (`application/problem+json`).",
        )
        .user("whats the benefit of the rfc thing vs our own")
        .assistant(
          "Standard fields (`type`, `title`, `status`, `detail`), existing client libraries, and a content type tools recognize. Our own envelope is simpler but ad hoc.",
        )
        .user("ok: new and touched routes return problem+json. I'll tell the frontend")
        .file("Write", "src/lib/problem.ts")
        .file("Edit", "src/routes/orders.ts")
        .bash("npm run test -- src/routes/orders src/lib/problem", " ✓ src/lib/problem.test.ts (4)\n ✓ src/routes/orders.test.ts (11)")
        .assistant(
          "Added `src/lib/problem.ts` with `problem(res, status, title, detail)` and moved `orders` over. 40-odd call sites elsewhere still use the old shapes.",
        )
        .user("yeah the old endpoints get migrated eventually, not in this PR. too much surface")
        .stop(),
  },
  {
    id: "t14-38-withdrawn-cache",
    planted: [],
    build: (s) =>
      s
        .user("the /countries endpoint hits the db every time. lets add an in-memory cache")
        .file("Read", "src/routes/countries.ts")
        .assistant(
          "It's a `select * from countries` with 249 rows. An LRU with a 1-hour TTL would do; or cache it at the CDN with `Cache-Control: max-age=3600`.",
        )
        .bash("curl -s -o /dev/null -w '%{time_total}\\n' localhost:3000/countries", "0.008")
        .user("8ms lol. nah forget it, not worth the complexity")
        .assistant("Agreed, leaving it as is.")
        .stop(),
  },
  {
    id: "t14-39-git-flow",
    planted: [
      { kind: "instruction", keys: ["rebase"] },
      { kind: "fact", keys: ["required checks"] },
    ],
    build: (s) =>
      s
        .user("my branch is behind main, update it")
        .bash("git merge origin/main", "Merge made by the 'ort' strategy.\n src/orders/repo.ts | 4 ++--")
        .assistant("Merged `origin/main` into your branch, no conflicts.")
        .user("nope, undo. we rebase feature branches onto main, we never merge main into them. keeps history linear")
        .bash(
          "git reset --hard HEAD~1 && git rebase origin/main",
          "HEAD is now at 9d1e2a0 wip: orders filters\nSuccessfully rebased and updated refs/heads/orders-filters.",
        )
        .assistant("Undid the merge and rebased onto `origin/main`. Push with `--force-with-lease`?")
        .user("yes")
        .bash("git push --force-with-lease && gh pr checks", "✓ lint\n✓ unit\n- e2e (skipped)\n- bench (pending)")
        .assistant("Pushed. lint and unit are green; e2e is skipped and bench is still pending — is that going to block the merge?")
        .user("no. the required checks on main are just lint and unit, e2e and bench are informational")
        .stop(),
  },
  {
    id: "t14-40-analytics",
    planted: [
      { kind: "decision", keys: ["plausible"] },
      { kind: "task", keys: ["cookie banner"] },
    ],
    build: (s) =>
      s
        .user("marketing wants analytics on the new landing page. we have GA on the old site")
        .assistant("Reusing the GA4 property is the quickest. Alternatives that avoid cookie consent: Plausible or Fathom, which are cookieless.")
        .user("legal hates GA. how hard is plausible")
        .assistant("One script tag plus a custom event helper; they also have a self-hosted option. Roughly half an hour.")
        .user("do it. we're dropping GA for plausible, on the landing page now and the old site later")
        .file("Edit", "src/landing/index.html")
        .file("Write", "src/landing/track.ts")
        .bash("npm run build:landing && grep -c 'plausible.io/js' dist/landing/index.html", "1")
        .assistant("Plausible is on the landing page, with a `track('signup_click')` helper.")
        .user("once GA is gone from the old site too, the cookie banner can go. do that after the switch, remind me")
        .stop(),
  },
  {
    id: "t14-41-log-question",
    planted: [],
    build: (s) =>
      s
        .user(
          "what's this in the worker log, should I worry?\n```\nWARN  [pool] connection 7 idle 30001ms, closing (always happens on scale-down)\nINFO  [sched] TODO-cleanup: 0 rows\nWARN  [pool] never reached min=2, growing\n```",
        )
        .assistant(
          "Those look benign: the pool closes idle connections after 30 s, the `TODO-cleanup` line is the scheduled cleanup job reporting zero rows, and the last one is the pool growing back to its minimum. Nothing here indicates errors.",
        )
        .bash("grep -c 'ERROR' logs/worker.log", "0")
        .assistant("No ERROR lines in the worker log at all.")
        .user("cool")
        .stop(),
  },
  {
    id: "t14-42-mail",
    planted: [
      { kind: "fact", keys: ["postmark"] },
      { kind: "instruction", keys: ["example.test"] },
      { kind: "task", keys: ["bounce"] },
    ],
    build: (s) =>
      s
        .user("password reset emails aren't arriving for some users")
        .bash(
          "grep -rn 'createTransport\\|mailchimp\\|postmark' src/mail | head",
          "src/mail/transactional.ts:4:import { ServerClient } from 'postmark'\nsrc/mail/marketing.ts:2:import mailchimp from '@mailchimp/marketing'",
        )
        .assistant("Two mail paths here. Which one do password resets use?")
        .user("transactional mail all goes through postmark, marketing through mailchimp, separate accounts and separate domains. resets are postmark")
        .bash(
          "curl -s -H \"X-Postmark-Server-Token: $POSTMARK_TOKEN\" 'https://api.postmarkapp.com/bounces?count=3&offset=0' | jq '.Bounces[].Type'",
          '"HardBounce"\n"HardBounce"\n"SpamComplaint"',
        )
        .assistant("Postmark shows hard bounces for these addresses. I can send a test reset to one of the affected users to confirm.")
        .user("no!! never send test emails to real customer addresses. use something@example.test, the staging postmark server accepts those")
        .bash("npm run mail:send-test -- --to qa@example.test --template reset", "sent: message id 7f2a…")
        .assistant(
          "Test reset to qa@example.test went out fine. So the affected users are hard-bounced addresses, and we never learn about it because nothing consumes Postmark's bounce webhook.",
        )
        .user("right, the bounce webhook isn't wired up. that's for another day, add it to the list")
        .stop(),
  },
  {
    id: "t14-43-review-prefs",
    planted: [
      { kind: "instruction", keys: ["400 lines"] },
      { kind: "decision", keys: ["zod"] },
    ],
    build: (s) =>
      s
        .user("signup form validation is hand-rolled and buggy. replace it")
        .assistant("Options: react-hook-form with its built-in rules, yup, or zod. If the API's body validation is zod as well, the schemas could be shared.")
        .user("sharing schemas is nice. any downside")
        .assistant("Bundle size: zod adds ~13 KB gzipped to the client. The API schemas also contain server-only refinements that would need splitting out.")
        .user("fine. zod for forms too, same schemas as the api where possible")
        .file("Write", "src/shared/schemas/signup.ts")
        .file("Edit", "src/ui/SignupForm.tsx")
        .bash("git diff --stat main | tail -1", " 19 files changed, 912 insertions(+), 604 deletions(-)")
        .assistant("Converted the signup form and, while at it, the profile and address forms. The diff is ~1500 lines across 19 files.")
        .user("too big to review. keep PRs under ~400 lines changed, split it — signup first, the rest in follow-ups")
        .bash(
          "git stash && git checkout -b signup-zod && git stash pop src/shared/schemas/signup.ts src/ui/SignupForm.tsx 2>&1 | tail -1",
          "Dropped refs/stash@{0}",
        )
        .assistant("Split: `signup-zod` has only the signup form (~310 lines). Profile and address are stashed for follow-up PRs.")
        .stop(),
  },
  {
    id: "t14-44-health-endpoint",
    planted: [],
    build: (s) =>
      s
        .user("add a GET /healthz that returns 200 and the git sha")
        .file("Edit", "src/routes/index.ts")
        .bash("npm run test -- src/routes/health && curl -s localhost:3000/healthz", ' ✓ src/routes/health.test.ts (2)\n{"ok":true,"sha":"4c2e9f1"}')
        .assistant("Added `/healthz` returning `{ ok, sha }` from `GIT_SHA`. Test passes.")
        .user("👌")
        .stop(),
  },
  {
    id: "t14-45-terraform",
    planted: [
      { kind: "fact", keys: ["eu-west-1"] },
      { kind: "decision", keys: ["workspaces"] },
    ],
    build: (s) =>
      s
        .user("let's get the infra into terraform, starting with the s3 buckets and the rds instance")
        .bash(
          "aws configure get region && aws rds describe-db-instances --query 'DBInstances[].DBInstanceIdentifier'",
          'eu-west-1\n["app-prod", "app-staging"]',
        )
        .assistant("Your CLI is on eu-west-1. I'll lay it out with separate directories per environment: `infra/prod`, `infra/staging`, sharing modules.")
        .user("ok sure")
        .file("Write", "infra/prod/main.tf")
        .user("for the record: prod runs in eu-west-1 and the DR copy is in eu-central-1. make sure the provider isn't hardcoded")
        .assistant(
          "Noted. I've parameterized the region. Question before I copy `prod` to `staging`: the two dirs will be ~95% identical. Terraform workspaces would let one config serve both, with per-workspace tfvars.",
        )
        .user("hm, yeah I've seen those two dirs drift at my last place. changed my mind: one config, terraform workspaces per env, no separate dirs")
        .bash(
          "git mv infra/prod infra/app && cd infra/app && terraform init -input=false && terraform workspace new staging && terraform workspace new prod",
          'Terraform has been successfully initialized!\nCreated and switched to workspace "staging"!\nCreated and switched to workspace "prod"!',
        )
        .assistant("Restructured into `infra/app` with `staging` and `prod` workspaces and `env/<workspace>.tfvars`.")
        .stop(),
  },
  {
    id: "t14-46-followups",
    planted: [
      { kind: "fact", keys: ["100 req/min"] },
      { kind: "task", keys: ["rate limiter"] },
      { kind: "task", keys: ["health check"] },
    ],
    build: (s) =>
      s
        .user("partner acme-logistics says they get 429s way too early")
        .bash("grep -n 'windowMs\\|max' src/middleware/rate-limit.ts", "8:  windowMs: 60_000,\n9:  max: 100,\n10:  keyGenerator: (req) => req.ip,")
        .assistant("The limiter allows 100 requests per minute per IP. Is 100 the agreed number?")
        .user("yes the contract says 100 req/min per client. so thats right")
        .bash("grep 'acme-logistics' logs/access.log | awk '{print $1}' | sort -u", "52.17.4.9")
        .assistant("All their traffic comes from one IP, 52.17.4.9 — looks like a NAT gateway. Do other partners share that IP range?")
        .bash(
          "grep '52.17.4.9' logs/access.log | awk '{print $7}' | sort | uniq -c | sort -rn | head -3",
          "  8812 key=pk_acme\n  3120 key=pk_shipfast\n   904 key=pk_route66",
        )
        .assistant("Yes: three partners send through 52.17.4.9, so they share one bucket.")
        .user(
          "ugh. the rate limiter should key on the api key, not the ip. not today though, I want to talk to Priya first, put it on the list. and while I remember: /health returns ok even when the db is down, that health check should actually ping postgres. also later",
        )
        .assistant("Two follow-ups noted. For acme right now, I could raise their limit manually?")
        .user("no leave it, I'll email them")
        .stop(),
  },
  {
    id: "t14-47-memory-leak",
    planted: [],
    build: (s) =>
      s
        .user("api pods get OOMKilled every ~2 days")
        .bash("kubectl top pods -l app=api", "NAME           CPU(cores)   MEMORY(bytes)\napi-7c9-abc    120m         1410Mi\napi-7c9-def    98m          620Mi")
        .assistant(
          "One pod is at 1.4 GiB and the other at 620 MiB. Could be a leak in the in-memory LRU for product images, or the pdf renderer holding buffers — both grow with traffic.",
        )
        .user("would a heap snapshot tell us?")
        .assistant("Two snapshots an hour apart, compared, would show what's growing. I'd need `--inspect` on a pod, which means a redeploy.")
        .user("not now, too close to the release")
        .stop(),
  },
  {
    id: "t14-48-docs",
    planted: [
      { kind: "instruction", keys: ["docs/"] },
      { kind: "decision", keys: ["redocly"] },
      { kind: "task", keys: ["refunds"] },
    ],
    build: (s) =>
      s
        .user("I want a proper api reference for partners. we have openapi.yaml")
        .bash("npx @redocly/cli lint openapi.yaml 2>&1 | tail -3", "openapi.yaml: validated in 412ms\n\nWoohoo! Your API description is valid. 🎉")
        .assistant(
          "The spec is valid. We could render it with Swagger UI (interactive, a bit dated look), Redocly (clean three-panel docs, static build), or Stoplight Elements.",
        )
        .user("redocly looks nicest. we build the api reference with redocly and publish it from CI")
        .file("Edit", ".github/workflows/docs.yml")
        .assistant("Added a `docs` job that runs `redocly build-docs` and uploads to GitHub Pages. Should I also add a page on the wiki pointing to it?")
        .user("we don't use the wiki. all docs live in docs/ as markdown in the repo, add a link in docs/partners.md")
        .file("Edit", "docs/partners.md")
        .bash("npx @redocly/cli build-docs openapi.yaml -o /tmp/ref.html && grep -c 'refund' /tmp/ref.html", "0")
        .assistant("Built fine. Note that the reference has no refund endpoints, though `src/routes/refunds.ts` exists.")
        .user("yep, the openapi spec is missing the refunds routes. needs doing before partners get the link, but I'm out of time today")
        .stop(),
  },
  {
    id: "t14-49-small-talk",
    planted: [],
    build: (s) =>
      s
        .user("what's the current branch and is it clean")
        .bash("git status -sb", "## orders-filters...origin/orders-filters\n?? scratch.md")
        .assistant("You're on `orders-filters`, in sync with origin, with one untracked file `scratch.md`.")
        .user("ok that's my notes. thx, see you tomorrow")
        .assistant("See you!")
        .stop(),
  },
  {
    id: "t14-50-legacy-admin",
    planted: [
      { kind: "fact", keys: ["php admin"] },
      { kind: "instruction", keys: ["legacy/"] },
      { kind: "task", keys: ["decommission"] },
    ],
    build: (s) =>
      s
        .user("finance says the invoice export on admin.old is broken")
        .bash("ls legacy/ && git log -1 --format='%ar' -- legacy/", "admin-php  cron  README.md\n2 years ago")
        .assistant("`legacy/admin-php` hasn't been touched in two years. I can look into the export — probably a PHP version issue?")
        .user("no no. the old php admin at admin.old is read-only now, nobody deploys it anymore. finance should use the export in the new admin")
        .user("and in general don't touch anything in legacy/ without telling me first, half of it is still wired into cron on the old box")
        .bash("grep -rn 'invoice' legacy/cron/crontab", "legacy/cron/crontab:4:0 2 * * * php /srv/admin/bin/invoice-sync.php")
        .assistant("OK, not touching it. FYI the old box still runs `invoice-sync.php` nightly from that crontab.")
        .user("yeah. we decommission the whole thing once finance is fully off it, probably Q1. that's on me, just remember it")
        .assistant("Noted.")
        .stop(),
  },
];

/** The fourteenth tuning set: events, segments and scoring of TUNING14_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING14 = plantedSet(TUNING14_SESSIONS, START);
