/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: sessions where the assistant asks clarifying questions and the user answers tersely
 * with the actual decision or fact ("postgres", "no, weekly", "keep it"), in Claude Code voice
 * ("Let me check…", "I'll…", "Done."); many of the assistant's questions are negatives. Each
 * session is one segment; the items planted in it are listed with it: 73 items (21 decisions,
 * 17 instructions, 18 facts, 17 tasks) in 72 sessions, 19 of which plant nothing; 196
 * user/assistant messages carry no item's key words. Every other
 * message must give nothing: questions (the assistant's clarifying ones above all), hypotheses,
 * proposals the user turns down or leaves open, withdrawn ideas, unconfirmed guesses, quoted
 * code, logs and tool output (with "always", "never", "TODO" in them), chit-chat, and requests
 * the agent completes in the same session. Superseded decisions plant only the later one.
 *
 * Matching rule (the one test/node/planted-blind.ts states):
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

export const TUNING56_START = Date.UTC(2026, 11, 1, 9);

export const TUNING56_SESSIONS: readonly BlindSession[] = [
  {
    id: "t56-db-choice",
    build: (s) =>
      s
        .user("I need a store for the audit events of the billing service")
        .assistant(
          "Before I scaffold this, a couple of questions. Which database should the audit events live in — Postgres, which the service already uses, or something append-oriented like ClickHouse? And do they need to be queryable from the admin UI?",
        )
        .user("postgres")
        .assistant("Got it, Postgres. Should the audit table live in the same schema as billing, or a separate one?")
        .user("separate, `audit`")
        .assistant("I'll put the audit events in Postgres under a separate `audit` schema.")
        .file("Write", "migrations/0031_audit_events.sql")
        .bash("npm run db:migrate", "Applying 0031_audit_events.sql ... done")
        .stop("Created `audit.events` in Postgres and applied the migration."),
    planted: [
      { kind: "decision", keys: ["postgres", "audit"] },
      { kind: "decision", keys: ["schema"] },
    ],
  },
  {
    id: "t56-report-frequency",
    build: (s) =>
      s
        .user("set up the usage report email")
        .assistant("Should this go out daily? I'm assuming a daily digest unless you say otherwise.")
        .user("no, weekly")
        .assistant("Weekly it is. Which day — Monday morning?")
        .user("friday 4pm")
        .assistant("I'll schedule the usage report weekly on Fridays at 16:00.")
        .file("Edit", "src/jobs/schedule.ts")
        .bash("npm test -- schedule", "✓ usage report runs fridays at 16:00 (3 ms)")
        .stop(),
    planted: [{ kind: "decision", keys: ["usage report", "friday"] }],
  },
  {
    id: "t56-keep-legacy",
    build: (s) =>
      s
        .user("clean up src/legacy/")
        .bash("ls src/legacy", "csvExport.ts\npdfInvoice.ts\nxmlFeed.ts")
        .assistant(
          "There are three files. `xmlFeed.ts` isn't imported anywhere I can see. Do you want me to delete it, or is something outside the repo still hitting it?",
        )
        .user("keep it. the partner feed at ridgeway still pulls xml")
        .assistant("Okay, I'll keep `xmlFeed.ts` — Ridgeway still consumes the XML feed. I'll only tidy the other two.")
        .file("Edit", "src/legacy/csvExport.ts")
        .stop(),
    planted: [{ kind: "fact", keys: ["ridgeway", "xml"] }],
  },
  {
    id: "t56-empty-questions-only",
    build: (s) =>
      s
        .user("what would it take to add dark mode")
        .assistant(
          "Do you want it to follow the OS setting, or a manual toggle? And shouldn't we check whether the design system tokens already have dark variants first?",
        )
        .bash("grep -c 'dark' src/styles/tokens.css", "0")
        .assistant("The tokens have no dark variants yet, so it would mean defining a second palette. Isn't that something design would want to own?")
        .user("probably. let me ask them")
        .stop(),
    planted: [],
  },
  {
    id: "t56-pagination",
    build: (s) =>
      s
        .user("the /orders endpoint returns everything, add pagination")
        .assistant("Cursor-based or offset/limit? Cursor is stabler under inserts; offset is simpler for the admin table.")
        .user("cursor")
        .assistant("And the default page size — 50?")
        .user("25, max 100")
        .file("Edit", "src/routes/orders.ts")
        .bash("npm test -- orders", "✓ paginates with a cursor\n✓ caps limit at 100")
        .assistant("Done: /orders uses cursor pagination, 25 per page by default, capped at 100.")
        .user("all list endpoints should work that way going forward")
        .assistant("Understood — new list endpoints get cursor pagination with the same 25/100 limits.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cursor", "orders"] },
      { kind: "instruction", keys: ["list endpoints"] },
    ],
  },
  {
    id: "t56-node-or-bun",
    build: (s) =>
      s
        .user("new worker service for thumbnails")
        .assistant("Which runtime — the same Node 22 as the API, or were you thinking Bun for this one?")
        .user("node, same as everything")
        .assistant("Should it share the API's Dockerfile base image?")
        .user("yes")
        .file("Write", "services/thumbs/Dockerfile")
        .bash("docker build -t thumbs services/thumbs | tail -1", "Successfully tagged thumbs:latest")
        .assistant("The thumbnail worker runs on Node 22 using the API's base image.")
        .stop(),
    planted: [{ kind: "decision", keys: ["thumbnail", "node"] }],
  },
  {
    id: "t56-timezone-fact",
    build: (s) =>
      s
        .user("the 'today' filter is off by one for some users")
        .assistant("Are timestamps stored in UTC? And what timezone does the filter assume — the server's?")
        .bash("grep -n 'timezone' src/db/config.ts", "7:  timezone: 'UTC',")
        .user("db is utc. the users are mostly in sydney")
        .assistant("So most users are in Sydney while the DB stores UTC; I'll compute 'today' from the user's timezone instead of the server's.")
        .file("Edit", "src/filters/today.ts")
        .stop(),
    planted: [{ kind: "fact", keys: ["sydney"] }],
  },
  {
    id: "t56-empty-chat",
    build: (s) =>
      s
        .user("hey, you there?")
        .assistant("Yes — what are we working on?")
        .user("nothing yet, just checking the setup works")
        .assistant("Looks like it does.")
        .stop(),
    planted: [],
  },
  {
    id: "t56-test-runner",
    build: (s) =>
      s
        .user("write tests for the price calculator")
        .assistant("Quick question: the repo has both jest and vitest configs. Which should new tests use?")
        .user("vitest. jest is on its way out")
        .assistant("Got it. Shouldn't I also migrate the existing jest tests while I'm here?")
        .user("no, just new ones")
        .file("Write", "src/pricing/calc.test.ts")
        .bash("npx vitest run src/pricing", "✓ src/pricing/calc.test.ts (6 tests) 12ms")
        .assistant("Six vitest tests for the calculator pass. New tests go in vitest; the old jest ones stay for now.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["vitest", "new tests"] }],
  },
  {
    id: "t56-flag-removal",
    build: (s) =>
      s
        .user("remove the new_checkout flag")
        .bash("grep -rn new_checkout src | wc -l", "14")
        .assistant("It's referenced in 14 places. Is it fully rolled out to 100%? I don't want to remove the old path if some cohort still uses it.")
        .user("100% since tuesday")
        .file("Edit", "src/checkout/index.ts")
        .bash("npm test -- checkout", "✓ 22 passed")
        .assistant("Removed `new_checkout` and the old checkout path; tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "t56-owner-fact",
    build: (s) =>
      s
        .user("the search ranking is weird for short queries")
        .assistant("Who owns the ranking code? I don't want to change weights without checking with them.")
        .user("priya. she's on the search team")
        .bash("git log --format='%an' -- src/search/rank.ts | sort | uniq -c | sort -rn | head -2", "  31 Priya Raman\n   4 Tom Ellis")
        .assistant("Priya Raman owns the search ranking code. I'll write up what I see and not touch the weights.")
        .user("yes, send findings to her, dont change weights")
        .assistant("Understood — ranking weights are off limits; findings go to Priya.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "ranking"] },
      { kind: "instruction", keys: ["weights"] },
    ],
  },
  {
    id: "t56-date-lib",
    build: (s) =>
      s
        .user("format dates in the invoice pdf")
        .assistant("Is there a preferred date library? I see both moment and date-fns in package.json.")
        .user("date-fns. moment is banned for new code")
        .assistant("Okay, date-fns only for new code.")
        .file("Edit", "src/invoice/pdf.ts")
        .bash("npm test -- invoice", "✓ renders 3 Dec 2026")
        .stop(),
    planted: [{ kind: "instruction", keys: ["moment"] }],
  },
  {
    id: "t56-empty-hypotheses",
    build: (s) =>
      s
        .user("login is slow today")
        .bash("curl -s -o /dev/null -w '%{time_total}' https://staging.example.com/login", "2.81")
        .assistant(
          "2.8s on staging. Could it be the bcrypt cost factor? Or maybe the session store is slow — isn't Redis on a smaller instance since last week?",
        )
        .user("not sure, could be either")
        .assistant("I'd need the server timings to tell. Want me to add a Server-Timing header?")
        .user("not now")
        .stop(),
    planted: [],
  },
  {
    id: "t56-superseded-queue",
    build: (s) =>
      s
        .user("emails should be sent async")
        .assistant("Should I use the existing BullMQ setup on Redis, or SQS?")
        .user("bullmq")
        .file("Edit", "src/email/send.ts")
        .assistant("Wired email sending through a BullMQ queue.")
        .bash("npm test -- email", "✓ enqueues welcome email")
        .user("hmm actually ops wants fewer things on redis. switch it to sqs")
        .assistant("Switching: emails will go through SQS instead of BullMQ.")
        .file("Edit", "src/email/send.ts")
        .stop(),
    planted: [{ kind: "decision", keys: ["sqs", "email"] }],
  },
  {
    id: "t56-api-version",
    build: (s) =>
      s
        .user("add a field to the customer response")
        .assistant("Is this a breaking change for mobile clients? Shouldn't it go under /v2 instead of /v1?")
        .user("additive is fine in v1. we only bump for removals or renames")
        .assistant("Got it: additive changes stay in v1; a new version only for removals and renames.")
        .file("Edit", "src/routes/customers.ts")
        .bash("npm test -- customers", "✓ includes loyaltyTier")
        .stop(),
    planted: [{ kind: "instruction", keys: ["removals", "renames"] }],
  },
  {
    id: "t56-empty-done",
    build: (s) =>
      s
        .user("rename `getUsr` to `getUser` everywhere")
        .bash("grep -rl getUsr src | xargs sed -i 's/getUsr/getUser/g' && npx tsc --noEmit", "")
        .assistant("Renamed in 6 files; typecheck is clean.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "t56-staging-url",
    build: (s) =>
      s
        .user("run the smoke tests against staging")
        .assistant("What's the staging base URL? I don't see it in the env files.")
        .user("https://stg.shopkeep.dev")
        .bash("BASE_URL=https://stg.shopkeep.dev npm run smoke", "✓ home 200\n✓ login 200\n✗ /api/health 503")
        .assistant("Against stg.shopkeep.dev: home and login pass, `/api/health` returns 503.")
        .user("health is 503 on staging because the payments sandbox is off on weekends. expected")
        .assistant("Noted: staging's health check reports 503 on weekends since the payments sandbox is switched off.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["stg.shopkeep.dev"] },
      { kind: "fact", keys: ["sandbox", "weekends"] },
    ],
  },
  {
    id: "t56-logging-level",
    build: (s) =>
      s
        .user("too much noise in prod logs")
        .bash("kubectl logs deploy/api --since=1m | wc -l", "18422")
        .assistant("About 18k lines a minute, mostly debug. Should prod run at `info`, or `warn`?")
        .user("info")
        .file("Edit", "k8s/api/configmap.yaml")
        .assistant("Prod log level is now `info`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["info", "log level"] }],
  },
  {
    id: "t56-task-later",
    build: (s) =>
      s
        .user("the export button times out for big accounts")
        .bash("grep -n 'timeout' src/export/handler.ts", "12:  // TODO never stream here, always buffer (old note)\n13:  const timeout = 30_000;")
        .assistant("It buffers everything with a 30s timeout. Should I move it to a background job now, or is a bigger timeout enough for today?")
        .user("bump to 120s for now. background job is a follow-up, not today")
        .file("Edit", "src/export/handler.ts")
        .assistant("Raised the export timeout to 120s. Moving exports to a background job stays open as a follow-up.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["120s"] },
      { kind: "task", keys: ["background job", "export"] },
    ],
  },
  {
    id: "t56-empty-rejected",
    build: (s) =>
      s
        .user("the utils folder is huge")
        .bash("ls src/utils | wc -l", "64")
        .assistant("64 files. Should I split it by domain — `utils/date`, `utils/money`, `utils/http`? Or would you rather not churn imports right now?")
        .user("no, leave it")
        .assistant("Okay, leaving `src/utils` as is.")
        .stop(),
    planted: [],
  },
  {
    id: "t56-branching",
    build: (s) =>
      s
        .user("open a PR for this")
        .assistant("Which base branch — `main` or `develop`? I see both.")
        .user("develop. main is release only")
        .bash("gh pr create --base develop --fill", "https://github.com/shopkeep/web/pull/881")
        .assistant("Opened #881 against develop. So PRs target develop and main only receives releases.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["develop"] }],
  },
  {
    id: "t56-currency",
    build: (s) =>
      s
        .user("store prices for the new catalog")
        .assistant("Integers in minor units (cents), or decimals? And single currency?")
        .user("cents, integer. multi currency, ISO codes")
        .assistant("I'll store prices as integer cents with an ISO 4217 currency code per row.")
        .file("Write", "migrations/0032_catalog_prices.sql")
        .bash("npm run db:migrate", "Applying 0032_catalog_prices.sql ... done")
        .stop(),
    planted: [{ kind: "decision", keys: ["cents", "currency"] }],
  },
  {
    id: "t56-empty-unconfirmed-guess",
    build: (s) =>
      s
        .user("why is the bundle 2MB")
        .bash("npx vite-bundle-visualizer --json | head -3", "lodash 530kB\nchart.js 410kB\n@sentry/browser 220kB")
        .assistant("lodash and chart.js are the largest. Maybe lodash is imported whole somewhere? I'm not certain yet; it could be a transitive import.")
        .user("maybe. look another time")
        .stop(),
    planted: [],
  },
  {
    id: "t56-retry-policy",
    build: (s) =>
      s
        .user("webhook deliveries fail sometimes")
        .assistant("How many retries do you want, and with what backoff? Exponential starting at 1s?")
        .user("5 retries, exponential, cap at 10 min")
        .file("Edit", "src/webhooks/deliver.ts")
        .bash("npm test -- deliver", "✓ retries 5 times with capped backoff")
        .assistant("Webhook deliveries retry 5 times with exponential backoff capped at 10 minutes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["retry", "webhook"] }],
  },
  {
    id: "t56-naming",
    build: (s) =>
      s
        .user("add a hook for the cart state")
        .assistant("Is there a naming convention for hooks here? I see `useCart.ts` and `cart-hook.ts` styles.")
        .user("useX, camelCase file")
        .file("Write", "src/hooks/useCartState.ts")
        .bash("npx tsc --noEmit", "")
        .assistant("Created `useCartState.ts`; hooks are named `useX` in camelCase files.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["hooks", "camelcase"] }],
  },
  {
    id: "t56-empty-negq",
    build: (s) =>
      s
        .user("is the CSP header set?")
        .bash("curl -sI https://stg.example.com | grep -i content-security", "")
        .assistant("No CSP header on staging. Shouldn't it be? Don't you have one in the nginx config for prod?")
        .user("dunno, ill check")
        .stop(),
    planted: [],
  },
  {
    id: "t56-region",
    build: (s) =>
      s
        .user("deploy the thumbs service")
        .assistant("Which region? The API is in eu-west-1 I think, but I don't want to guess.")
        .user("eu-central-1. everything moved there in june")
        .bash("aws ecs update-service --region eu-central-1 --cluster main --service thumbs --force-new-deployment | jq -r .service.status", "ACTIVE")
        .assistant("Deployed thumbs to eu-central-1, where all services have run since June.")
        .stop(),
    planted: [{ kind: "fact", keys: ["eu-central-1"] }],
  },
  {
    id: "t56-pr-size",
    build: (s) =>
      s
        .user("ok commit the refactor")
        .bash("git diff --stat | tail -1", " 48 files changed, 2210 insertions(+), 1984 deletions(-)")
        .assistant("That's 48 files. One PR, or should I split it?")
        .user("split. keep PRs under ~400 lines, reviewers wont read more")
        .assistant("I'll split it into several PRs, each under about 400 lines.")
        .bash("git stash && git switch -c refactor/part-1", "Switched to a new branch 'refactor/part-1'")
        .stop(),
    planted: [{ kind: "instruction", keys: ["400 lines"] }],
  },
  {
    id: "t56-tasks-list",
    build: (s) =>
      s
        .user("wrap up for today")
        .bash("git status --short", " M src/routes/orders.ts\n?? src/routes/orders.test.ts")
        .assistant("Uncommitted: the orders route and its new test. Should I commit them? And is anything else open I should note?")
        .user("commit. open stuff: rate limit on /orders still missing, and the openapi spec is out of date")
        .bash("git add -A && git commit -m 'orders: cursor pagination'", "[develop 9a1c3e0] orders: cursor pagination")
        .assistant("Committed. Open for next time: add a rate limit to /orders, and update the OpenAPI spec.")
        .stop(),
    planted: [
      { kind: "task", keys: ["rate limit"] },
      { kind: "task", keys: ["openapi"] },
    ],
  },
  {
    id: "t56-empty-explain",
    build: (s) =>
      s
        .user("what does `satisfies` do in TS")
        .assistant(
          "It checks that an expression matches a type without widening it: the value keeps its literal type. Do you want an example from this codebase?",
        )
        .user("nah got it")
        .stop(),
    planted: [],
  },
  {
    id: "t56-cache-ttl",
    build: (s) =>
      s
        .user("cache the product listing")
        .assistant("What TTL? And shouldn't the cache be busted when a product is edited in the admin?")
        .user("5 min. and yes bust on edit")
        .file("Edit", "src/catalog/list.ts")
        .bash("npm test -- catalog", "✓ caches for 300s\n✓ invalidates on product update")
        .assistant("Product listing is cached for 5 minutes and invalidated on edit.")
        .stop(),
    planted: [{ kind: "decision", keys: ["listing", "5 minutes"] }],
  },
  {
    id: "t56-secrets",
    build: (s) =>
      s
        .user("the stripe key needs to go into the worker")
        .assistant("Where do secrets live — Doppler, AWS Secrets Manager, or k8s secrets directly?")
        .user("doppler, project shopkeep-prod")
        .bash("doppler secrets get STRIPE_KEY --project shopkeep-prod --plain | cut -c1-7", "sk_live")
        .assistant("Secrets are in Doppler, project `shopkeep-prod`. I'll inject STRIPE_KEY from there.")
        .user("and never paste a secret value into chat or logs, even partially")
        .assistant("Understood — no secret values in chat or logs, not even prefixes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["doppler", "shopkeep-prod"] },
      { kind: "instruction", keys: ["secret", "logs"] },
    ],
  },
  {
    id: "t56-empty-withdrawn",
    build: (s) =>
      s
        .user("let's switch to pnpm")
        .assistant("Should I convert the lockfile and update CI too, or just local?")
        .bash("ls *.lock* package-lock.json 2>/dev/null", "package-lock.json")
        .user("wait no, the deploy image assumes npm. forget it")
        .assistant("Okay, staying on npm.")
        .stop(),
    planted: [],
  },
  {
    id: "t56-error-format",
    build: (s) =>
      s
        .user("the new endpoint should 400 on bad input")
        .assistant("Is there a standard error shape? I see `{ error: string }` in some routes and `{ code, message }` in others.")
        .user("code + message. the string one is old")
        .file("Edit", "src/routes/coupons.ts")
        .bash("npm test -- coupons", "✓ returns { code: 'invalid_coupon', message } on bad input")
        .assistant("The coupon endpoint returns `{ code, message }` on a 400. That's the error shape for all routes, right?")
        .user("right")
        .stop(),
    planted: [{ kind: "instruction", keys: ["code", "message"] }],
  },
  {
    id: "t56-superseded-lib",
    build: (s) =>
      s
        .user("need charts on the dashboard")
        .assistant("Recharts or chart.js? chart.js is already in the bundle.")
        .user("recharts")
        .file("Edit", "package.json")
        .bash("npm i recharts | tail -1", "added 31 packages in 4s")
        .assistant("Installed recharts. Building the revenue chart now.")
        .user("hm 31 packages. nope, go with chart.js since it's already there, uninstall recharts")
        .bash("npm rm recharts | tail -1", "removed 31 packages in 2s")
        .assistant("Removed recharts; the dashboard charts will use chart.js.")
        .stop(),
    planted: [{ kind: "decision", keys: ["chart.js", "dashboard"] }],
  },
  {
    id: "t56-empty-status",
    build: (s) =>
      s
        .user("is CI green")
        .bash("gh run list -L 1", "completed  success  ci  develop  4m12s")
        .assistant("Yes, the latest run on develop passed in 4m12s.")
        .stop(),
    planted: [],
  },
  {
    id: "t56-i18n",
    build: (s) =>
      s
        .user("add the german translations for checkout")
        .assistant("Do you have the strings, or should I draft them? And formal 'Sie' or informal 'du'?")
        .user("draft. du")
        .file("Write", "src/i18n/de/checkout.json")
        .bash("npm run i18n:check", "de: 42/42 keys present")
        .assistant("Drafted the German checkout strings using informal 'du'.")
        .user("they need review by lena before release, she's our german copywriter")
        .assistant("Noted: Lena, the German copywriter, needs to review the checkout strings before release.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["informal", "german"] },
      { kind: "fact", keys: ["lena", "copywriter"] },
      { kind: "task", keys: ["review", "lena"] },
    ],
  },
  {
    id: "t56-monorepo",
    build: (s) =>
      s
        .user("where should the shared validation schemas go")
        .bash("ls packages", "api\nweb\nmobile")
        .assistant("There's no shared package yet. A new `packages/shared`? Or should the web app import from api?")
        .user("new package, packages/schemas")
        .file("Write", "packages/schemas/package.json")
        .assistant("Created `packages/schemas` for the shared validation schemas.")
        .stop(),
    planted: [{ kind: "decision", keys: ["packages/schemas"] }],
  },
  {
    id: "t56-empty-negatives",
    build: (s) =>
      s
        .user("check the migration before I merge")
        .file("Read", "migrations/0033_drop_legacy_tokens.sql")
        .assistant("It drops `legacy_tokens`. Isn't that table still read by the mobile app v3? Don't we need a deprecation window first?")
        .user("good q. will check with mobile")
        .assistant("Sure. I haven't changed anything.")
        .stop(),
    planted: [],
  },
  {
    id: "t56-perf-budget",
    build: (s) =>
      s
        .user("lighthouse score dropped")
        .bash("npx lighthouse https://stg.shopkeep.dev --only-categories=performance --quiet --output=json | jq .categories.performance.score", "0.71")
        .assistant("Performance is 0.71. Is there a target I should hold it to?")
        .user("0.9 on the home page. thats the budget")
        .assistant("Got it — the home page performance budget is a Lighthouse score of 0.9.")
        .user("find out what regressed, but tomorrow")
        .assistant("Left open: find out what caused the Lighthouse regression.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["budget", "0.9"] },
      { kind: "task", keys: ["regress"] },
    ],
  },
  {
    id: "t56-auth-lib",
    build: (s) =>
      s
        .user("verify the JWTs from the mobile app")
        .assistant("Which library — jose, or jsonwebtoken which is already a dependency?")
        .user("jose")
        .file("Edit", "src/auth/verify.ts")
        .bash("npm test -- auth", "✓ accepts a valid RS256 token\n✓ rejects an expired token")
        .assistant("JWT verification now uses jose.")
        .stop(),
    planted: [{ kind: "decision", keys: ["jose"] }],
  },
  {
    id: "t56-backup-fact",
    build: (s) =>
      s
        .user("can i drop and recreate the staging db")
        .assistant("Is there a backup I can restore from if something goes wrong? How often are staging snapshots taken?")
        .user("nightly snapshot at 02:00 utc, kept 7 days")
        .bash("aws rds describe-db-snapshots --db-instance-identifier staging --query 'DBSnapshots[-1].SnapshotCreateTime'", '"2026-12-18T02:00:41Z"')
        .assistant("Confirmed: the latest staging snapshot is from 02:00 UTC today; snapshots are nightly and kept 7 days.")
        .stop(),
    planted: [{ kind: "fact", keys: ["snapshot", "7 days"] }],
  },
  {
    id: "t56-empty-chitchat-2",
    build: (s) => s.user("long day. thanks for the help").assistant("Anytime. Want a summary of what changed today?").user("no im good").stop(),
    planted: [],
  },
  {
    id: "t56-lint-rules",
    build: (s) =>
      s
        .user("eslint complains about any in the adapters")
        .bash(
          "npx eslint src/adapters | tail -2",
          "  14:22  error  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any\n✖ 9 problems (9 errors, 0 warnings)",
        )
        .assistant("Nine `no-explicit-any` errors. Should I disable the rule for adapters, or type them properly with `unknown` and narrowing?")
        .user("type them. no eslint-disable comments, ever")
        .assistant("Okay, I'll type them with `unknown` and won't use eslint-disable comments.")
        .file("Edit", "src/adapters/shopify.ts")
        .stop(),
    planted: [{ kind: "instruction", keys: ["eslint-disable"] }],
  },
  {
    id: "t56-mobile-min",
    build: (s) =>
      s
        .user("can I use the new response format for the mobile api")
        .assistant("What's the oldest mobile app version still supported? If v3 is still out there, it won't parse the new format.")
        .user("v4.2 is the minimum, forced upgrade since october")
        .bash("grep -n MIN_APP_VERSION src/config.ts", "3:export const MIN_APP_VERSION = '4.2.0';")
        .assistant("The minimum supported mobile version is 4.2, so the new format is safe.")
        .stop(),
    planted: [{ kind: "fact", keys: ["minimum", "4.2"] }],
  },
  {
    id: "t56-feature-flags",
    build: (s) =>
      s
        .user("put the new search behind a flag")
        .assistant("LaunchDarkly or the in-house `flags` table?")
        .user("launchdarkly")
        .file("Edit", "src/search/index.ts")
        .bash("npm test -- search", "✓ falls back to old search when flag is off")
        .assistant("The new search is behind a LaunchDarkly flag, `search-v2`.")
        .user("and clean the flag up once it's at 100%, put it on the list")
        .assistant("Open task: remove the `search-v2` flag once it reaches 100%.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["launchdarkly", "search"] },
      { kind: "task", keys: ["search-v2", "100%"] },
    ],
  },
  {
    id: "t56-empty-quoted-log",
    build: (s) =>
      s
        .user("what is this warning")
        .bash("npm run build 2>&1 | grep WARN", "WARN  Always use `import type` for types. TODO: never import from dist/")
        .assistant("It's a custom lint message from the build plugin, suggesting `import type`. Do you want me to fix the two places it points at?")
        .user("not now")
        .stop(),
    planted: [],
  },
  {
    id: "t56-support-email",
    build: (s) =>
      s
        .user("error page should have a contact link")
        .assistant("Which address — support@ or help@? Both appear in the codebase.")
        .user("support@shopkeep.dev, help@ is dead")
        .file("Edit", "src/pages/error.tsx")
        .bash("grep -rn 'help@shopkeep' src | wc -l", "3")
        .assistant("The error page links to support@shopkeep.dev. There are 3 more references to the dead help@ address.")
        .user("leave those for now, ill do a sweep later")
        .assistant("Okay, replacing the remaining help@ references is open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["support@shopkeep.dev"] },
      { kind: "task", keys: ["help@"] },
    ],
  },
  {
    id: "t56-commit-style",
    build: (s) =>
      s
        .user("commit")
        .assistant("Any commit message format I should follow? I don't see a commitlint config.")
        .user("imperative, lowercase, ticket id first like `SK-123 fix cart rounding`")
        .bash("git commit -am 'SK-481 add coupon validation'", "[develop 71be0aa] SK-481 add coupon validation")
        .assistant("Committed as `SK-481 add coupon validation`, ticket id first.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ticket id"] }],
  },
  {
    id: "t56-empty-options",
    build: (s) =>
      s
        .user("should we add GraphQL?")
        .assistant(
          "It would help the mobile team fetch nested data in one call. On the other hand, it's a second API surface to secure and cache. Wouldn't a few tailored REST endpoints be cheaper?",
        )
        .bash("grep -c 'router\\.' src/routes/*.ts | awk -F: '{s+=$2} END {print s}'", "87")
        .user("dunno. park it")
        .stop(),
    planted: [],
  },
  {
    id: "t56-soft-delete",
    build: (s) =>
      s
        .user("add delete for customers")
        .assistant("Hard delete, or soft delete with a `deleted_at` column? And what about GDPR erasure requests?")
        .user("soft delete. erasure is a separate flow, later")
        .file("Edit", "src/routes/customers.ts")
        .bash("npm test -- customers", "✓ sets deleted_at\n✓ hides deleted customers from lists")
        .assistant("Customers are soft-deleted via `deleted_at`. The GDPR erasure flow is still to build.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["soft"] },
      { kind: "task", keys: ["erasure"] },
    ],
  },
  {
    id: "t56-ci-secrets",
    build: (s) =>
      s
        .user("add an e2e job")
        .assistant("Does it need real payment credentials, or does it run against the Stripe test mode?")
        .user("test mode only. e2e must never touch live keys")
        .file("Edit", ".github/workflows/e2e.yml")
        .bash("gh workflow run e2e.yml && sleep 1 && gh run list -w e2e.yml -L 1", "queued  e2e  develop")
        .assistant("Added the e2e job using Stripe test mode keys; it never gets live keys.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["live keys"] }],
  },
  {
    id: "t56-people",
    build: (s) =>
      s
        .user("who approves infra changes")
        .assistant("Is it still Marco? The CODEOWNERS file lists him for terraform/.")
        .bash("grep terraform CODEOWNERS", "/terraform/  @marco-d")
        .user("no, marco left. it's sam now, CODEOWNERS is stale")
        .assistant("So Sam approves infrastructure changes now; Marco has left and CODEOWNERS is out of date. Should I update it?")
        .user("yes later, not in this pr")
        .assistant("Okay, updating CODEOWNERS for terraform/ to Sam stays open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sam", "infra"] },
      { kind: "task", keys: ["codeowners", "sam"] },
    ],
  },
  {
    id: "t56-empty-compare",
    build: (s) =>
      s
        .user("compare response times before/after the cache")
        .bash("npx autocannon -d 10 http://localhost:3000/products | grep Latency", "Latency  avg 12ms  p99 41ms")
        .assistant("With the cache: avg 12ms, p99 41ms. Do you have numbers from before, or shall I stash the change and rerun?")
        .user("rerun")
        .bash("git stash && npx autocannon -d 10 http://localhost:3000/products | grep Latency && git stash pop", "Latency  avg 88ms  p99 240ms")
        .assistant("Without the cache: avg 88ms, p99 240ms. So about 7x faster on average.")
        .stop(),
    planted: [],
  },
  {
    id: "t56-uploads",
    build: (s) =>
      s
        .user("users want to upload avatars")
        .assistant("Max size? And should we resize server-side, or accept whatever they upload?")
        .user("2MB, resize to 256")
        .assistant("Should the originals be kept?")
        .user("no")
        .file("Write", "src/routes/avatar.ts")
        .bash("npm test -- avatar", "✓ rejects files over 2MB\n✓ stores a 256x256 webp")
        .assistant("Avatars: 2MB limit, resized to 256px, originals discarded.")
        .stop(),
    planted: [{ kind: "decision", keys: ["avatar", "256"] }],
  },
  {
    id: "t56-env-vars",
    build: (s) =>
      s
        .user("add a config value for the thumbnail quality")
        .assistant("Env var or the config table in the database? The repo uses both.")
        .user("env var, prefixed SK_. db config is for things ops changes at runtime")
        .file("Edit", "src/config.ts")
        .bash("SK_THUMB_QUALITY=80 npm test -- config", "✓ reads SK_THUMB_QUALITY")
        .assistant("Added `SK_THUMB_QUALITY`. Env vars get the `SK_` prefix; runtime-tunable values belong in the db config table.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["sk_", "prefix"] }],
  },
  {
    id: "t56-empty-typo",
    build: (s) =>
      s
        .user("fix the typo 'recieve' in the emails")
        .bash("grep -rl recieve src/email | xargs sed -i 's/recieve/receive/g'; git diff --stat | tail -1", " 2 files changed, 3 insertions(+), 3 deletions(-)")
        .assistant("Fixed in two templates.")
        .stop(),
    planted: [],
  },
  {
    id: "t56-rate-limit-values",
    build: (s) =>
      s
        .user("add the rate limit on /orders we noted")
        .assistant("Per user or per IP? And how many requests per minute?")
        .user("per api key, 120/min")
        .file("Edit", "src/routes/orders.ts")
        .bash("npm test -- orders", "✓ returns 429 after 120 requests in a minute")
        .assistant("/orders is limited to 120 requests a minute per API key.")
        .stop(),
    planted: [{ kind: "decision", keys: ["120", "api key"] }],
  },
  {
    id: "t56-oncall",
    build: (s) =>
      s
        .user("the payments alert fired, who's on call")
        .bash("pd oncall list --schedule payments | head -2", "Name          Until\nJoana Silva   2026-12-28 09:00")
        .assistant("Joana Silva is on call for payments until the 28th. Should I page her?")
        .user("no. payments alerts go to her slack first, page only if no reply in 15 min")
        .assistant("Okay: for payments alerts, message the on-call on Slack first and page only after 15 minutes without a reply.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["joana", "on call"] },
      { kind: "instruction", keys: ["page", "15"] },
    ],
  },
  {
    id: "t56-empty-confirm-q",
    build: (s) =>
      s
        .user("does the worker retry on 5xx?")
        .file("Read", "src/worker/fetch.ts")
        .assistant("It retries on network errors but not on 5xx responses. Did you want it to?")
        .user("just asking")
        .stop(),
    planted: [],
  },
  {
    id: "t56-docs",
    build: (s) =>
      s
        .user("document the coupon endpoint")
        .assistant("In the OpenAPI spec, the README, or Notion? I don't know where API docs live here.")
        .user("openapi only, readme just links to it")
        .file("Edit", "openapi.yaml")
        .bash("npx @redocly/cli lint openapi.yaml | tail -1", "Woohoo! Your API description is valid. 🎉")
        .assistant("Documented the coupon endpoint in openapi.yaml. API docs live only in the OpenAPI spec.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["openapi"] }],
  },
  {
    id: "t56-image-format",
    build: (s) =>
      s
        .user("thumbnails: webp or avif?")
        .assistant("AVIF is smaller but slower to encode; WebP is widely supported and fast. Which matters more here?")
        .user("webp")
        .file("Edit", "services/thumbs/encode.ts")
        .bash("npm test -- encode", "✓ encodes webp at quality 80")
        .assistant("Thumbnails are encoded as WebP.")
        .stop(),
    planted: [{ kind: "decision", keys: ["webp", "thumbnails"] }],
  },
  {
    id: "t56-cron-task",
    build: (s) =>
      s
        .user("abandoned carts are never cleaned up?")
        .bash("psql -c 'select count(*) from carts where updated_at < now() - interval 30 day'", " count\n-------\n 48211")
        .assistant("48k carts untouched for 30+ days. Want me to write a cleanup job now?")
        .user("no, next sprint. add it to the list: nightly job deleting carts older than 30 days")
        .assistant("Noted for next sprint: a nightly job that deletes carts older than 30 days.")
        .stop(),
    planted: [{ kind: "task", keys: ["carts", "30 days"] }],
  },
  {
    id: "t56-empty-misc",
    build: (s) => s.user("how many open PRs do i have").bash("gh pr list --author @me | wc -l", "4").assistant("Four open PRs.").user("ok").stop(),
    planted: [],
  },
  {
    id: "t56-sentry",
    build: (s) =>
      s
        .user("errors from the thumbs service don't show up anywhere")
        .assistant("Is Sentry used for the other services? I don't see a DSN in the thumbs env.")
        .user("yes sentry, same org, project per service")
        .file("Edit", "services/thumbs/main.ts")
        .bash("node -e \"require('./services/thumbs/sentry').captureMessage('hello')\"", "sent event 7c1e…")
        .assistant("Wired thumbs into Sentry with its own project, as the other services have.")
        .user("set up the alert rules for it too, not today though")
        .assistant("Open: Sentry alert rules for the thumbs project.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sentry", "project"] },
      { kind: "task", keys: ["alert rules"] },
    ],
  },
  {
    id: "t56-tz-display",
    build: (s) =>
      s
        .user("show order times in the admin")
        .assistant("In the viewer's local time, or always UTC? Support staff are in different countries, right?")
        .user("utc with the offset shown, support hates guessing")
        .file("Edit", "src/admin/orders.tsx")
        .bash("npm test -- admin", "✓ renders 2026-12-19 14:02 UTC")
        .assistant("Admin order times render in UTC with the offset shown.")
        .stop(),
    planted: [{ kind: "decision", keys: ["admin", "utc"] }],
  },
  {
    id: "t56-migrations-run",
    build: (s) =>
      s
        .user("the new column isn't in prod")
        .assistant("Are migrations applied automatically on deploy, or does someone run them by hand? I don't see a migrate step in the pipeline.")
        .bash("grep -n migrate .github/workflows/deploy.yml || echo 'no match'", "no match")
        .user("by hand, from the bastion host, by whoever deploys")
        .assistant("So prod migrations are run manually from the bastion host by the person deploying. I'll run this one now.")
        .bash("ssh bastion 'cd app && npm run db:migrate'", "Applying 0034_loyalty_tier.sql ... done")
        .user("we should automate that step at some point")
        .assistant("Open item: automate prod migrations in the deploy pipeline.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bastion", "migrations"] },
      { kind: "task", keys: ["automate", "migrations"] },
    ],
  },
  {
    id: "t56-flaky",
    build: (s) =>
      s
        .user("ci red again, the checkout e2e")
        .bash(
          "gh run view --log-failed | grep -m2 'Timeout'",
          "TimeoutError: locator.click: Timeout 5000ms exceeded.\n  waiting for getByRole('button', { name: 'Pay' })",
        )
        .assistant("The Pay button click timed out. Do you want me to add a retry to the test, or look for the root cause?")
        .user("no retries. flaky tests get quarantined with a ticket, thats the rule")
        .assistant("Okay — flaky tests are quarantined with a ticket rather than retried. I'll move this one to the quarantine suite.")
        .file("Edit", "e2e/checkout.spec.ts")
        .user("and someone has to actually fix the pay button wait, not me today")
        .assistant("Left open: fix the wait on the Pay button in the checkout e2e test.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["quarantine"] },
      { kind: "task", keys: ["pay button"] },
    ],
  },
  {
    id: "t56-cert",
    build: (s) =>
      s
        .user("when does the api cert expire")
        .bash("echo | openssl s_client -connect api.shopkeep.dev:443 2>/dev/null | openssl x509 -noout -enddate", "notAfter=Jan 14 23:59:59 2027 GMT")
        .assistant("The api.shopkeep.dev certificate expires on Jan 14, 2027. Is it renewed automatically, or manually?")
        .user("manually, through the registrar. yes its annoying")
        .assistant("Noted: the API certificate is renewed manually through the registrar.")
        .user("move it to cert-manager sometime before january")
        .assistant("Open task: move the API certificate to cert-manager before January.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["registrar"] },
      { kind: "task", keys: ["cert-manager"] },
    ],
  },
  {
    id: "t56-analytics",
    build: (s) =>
      s
        .user("track clicks on the new checkout button")
        .assistant("Which analytics tool — I see both a Google Analytics snippet and PostHog. Which one is current?")
        .user("posthog. GA is dead, nobody looks at it")
        .file("Edit", "src/checkout/Button.tsx")
        .bash("npm test -- Button", "✓ captures checkout_started")
        .assistant("The button sends `checkout_started` to PostHog, the analytics tool in use.")
        .user("rip out the GA snippet later, not in this pr")
        .assistant("Left open: remove the GA snippet.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["posthog", "analytics"] },
      { kind: "task", keys: ["ga snippet"] },
    ],
  },
  {
    id: "t56-react-upgrade",
    build: (s) =>
      s
        .user("can we use the new `use` hook?")
        .bash("npm ls react | head -2", "web@1.0.0\n└── react@18.3.1")
        .assistant("We're on React 18.3, so `use` isn't available. Do you want me to upgrade to React 19 now?")
        .user("no, too big. react 19 upgrade is planned for Q1, write it down")
        .assistant("Noted: the React 19 upgrade is planned for Q1.")
        .stop(),
    planted: [{ kind: "task", keys: ["react 19"] }],
  },
  {
    id: "t56-runbook",
    build: (s) =>
      s
        .user("restart the thumbs workers")
        .assistant("Is a rolling restart fine, or do I need to drain the queue first?")
        .user("rolling is fine")
        .bash("kubectl rollout restart deploy/thumbs && kubectl rollout status deploy/thumbs", 'deployment "thumbs" successfully rolled out')
        .assistant("Restarted the thumbs workers with a rolling restart.")
        .user("we need a runbook for thumbs ops, nobody knows this stuff. later")
        .assistant("Open item: write a runbook for operating the thumbs service.")
        .stop(),
    planted: [{ kind: "task", keys: ["runbook"] }],
  },
];

export const TUNING56 = plantedSet(TUNING56_SESSIONS, TUNING56_START);
