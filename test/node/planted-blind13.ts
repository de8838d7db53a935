/**
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * A planted set for the offline long-term-memory extractor, written from issue 19's description
 * of what should and should not be remembered, without reading the extractor or the other
 * planted sets' sessions. Style: a week (Monday to Friday) in the life of a small product
 * team's repos — the web app, the API, infra and scripts — in Claude Code and OpenCode voice;
 * short and long sessions; users of varied habits (terse, verbose, list-writers, typos); items
 * stated by the user, confirmed after the assistant's proposal, said in passing while asking
 * for something else, or left for later; some decisions reversed later in the session (only
 * the later one is planted). Each session is one segment; the items planted in it are listed
 * with it (counts are checked in test/node/memory-extraction-blind13.test.ts). Every other
 * message must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas,
 * unconfirmed guesses, quoted code, logs and tool output, chit-chat, and in-session requests
 * that are done in the same session.
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
import { type BlindItem, type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 10, 2, 8);

const decision = (...keys: string[]): BlindItem => ({ kind: "decision", keys });
const instruction = (...keys: string[]): BlindItem => ({ kind: "instruction", keys });
const fact = (...keys: string[]): BlindItem => ({ kind: "fact", keys });
const task = (...keys: string[]): BlindItem => ({ kind: "task", keys });

export const BLIND13_SESSIONS: BlindSession[] = [
  // ---------------------------------------------------------------- Monday
  {
    id: "b13-mon-web-lint",
    build: (s) =>
      s
        .user(
          "ci lint job is red on the web app, can u fix. and btw this repo is pnpm only — dont run npm install here, it drops a package-lock.json and breaks the ci cache",
        )
        .assistant("I'll run the linter locally first to see what CI is complaining about.")
        .bash(
          "pnpm lint",
          "web/src/components/InvoiceTable.tsx\n  42:7  error  'row' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)",
          1,
        )
        .file("Edit", "web/src/components/InvoiceTable.tsx")
        .bash("pnpm lint", "✔ no problems")
        .assistant("Fixed: the unused `row` binding in `InvoiceTable.tsx` was the only error. `pnpm lint` is clean now.")
        .stop(),
    planted: [instruction("pnpm")],
  },
  {
    id: "b13-mon-api-ratelimit",
    build: (s) =>
      s
        .user("We're getting hammered on POST /v1/login by some credential-stuffing bot. Can you add a rate limit to that route?")
        .assistant(
          "Two ways I could do this:\n1. an in-process token bucket (simple, but each of the 3 API pods counts separately)\n2. a Redis-backed sliding window shared by all pods\nWhich do you prefer?",
        )
        .user("2. we already run redis for sessions so its no extra infra")
        .assistant("Going with Redis for the rate limit, shared by all pods. I'll key the window on IP + username.")
        .file("Write", "api/src/middleware/rateLimit.ts")
        .file("Edit", "api/src/routes/login.ts")
        .bash("pnpm vitest run test/rateLimit.test.ts", " ✓ test/rateLimit.test.ts (4 tests) 212ms\n\n Test Files  1 passed (1)")
        .assistant(
          "Done: `/v1/login` now allows 10 attempts per 5 minutes per IP+username, shared across pods through Redis, and answers 429 with `Retry-After` beyond that.",
        )
        .stop(),
    planted: [decision("redis", "rate"), fact("redis", "sessions")],
  },
  {
    id: "b13-mon-chitchat-hooks",
    build: (s) =>
      s
        .user("morning :) quick q before coffee kicks in, what's actually the difference between useMemo and useCallback")
        .assistant(
          "`useCallback(fn, deps)` is `useMemo(() => fn, deps)`: it memoizes the function itself. `useMemo` memoizes the value a function returns. Use `useCallback` when a child compares props by identity.",
        )
        .bash("grep -rn 'useCallback' web/src | wc -l", "17")
        .user("ok cool thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b13-mon-infra-plan",
    build: (s) =>
      s
        .user(
          "Can you run a terraform plan for the staging VPC change in infra/envs/staging? Context for you: our state lives in the S3 bucket tally-tfstate (eu-west-1) with a DynamoDB lock table, so the plan needs AWS_PROFILE=tally-staging.",
        )
        .bash(
          "cd infra/envs/staging && AWS_PROFILE=tally-staging terraform plan -no-color | tail -5",
          '  # aws_subnet.private_c will be created\n  + resource "aws_subnet" "private_c" {\n      + cidr_block = "10.20.3.0/24"\n    }\n\nPlan: 1 to add, 0 to change, 0 to destroy.',
        )
        .assistant("The plan adds one subnet (`private_c`, 10.20.3.0/24) and changes nothing else. Want me to apply it?")
        .user("no. we never apply from a laptop — applies only go through atlantis on the PR (comment `atlantis apply`). open the PR and I'll do it there")
        .bash("gh pr create --fill --base main", "https://github.com/tally/infra/pull/311")
        .assistant("PR opened: tally/infra#311. The plan output above should match what Atlantis posts.")
        .stop(),
    planted: [fact("tfstate"), instruction("atlantis")],
  },
  {
    id: "b13-mon-scripts-backup",
    build: (s) =>
      s
        .user("scripts/backup-db.sh exits 0 even when pg_dump dies because the disk is full. make it fail properly")
        .file("Read", "scripts/backup-db.sh")
        .assistant("The script pipes `pg_dump` into `gzip` without `pipefail`, so the pipeline's status is gzip's. I'll add `set -euo pipefail`.")
        .file("Edit", "scripts/backup-db.sh")
        .bash("bash -n scripts/backup-db.sh && shellcheck scripts/backup-db.sh", "")
        .assistant("Done: with `set -euo pipefail` a failing `pg_dump` now makes the script exit non-zero. shellcheck is clean.")
        .user("nice. longer term these cron scripts should all become systemd timers so we get journald logs, but not today — leave that for later")
        .assistant("Understood, nothing changed beyond the pipefail fix.")
        .stop(),
    planted: [task("systemd", "timers")],
  },
  {
    id: "b13-mon-web-darkmode",
    build: (s) =>
      s
        .user(
          "let's start on dark mode for the dashboard. plan: a toggle in the header, colours as css variables on :root, swapped with a data-theme attribute",
        )
        .assistant("Sounds good. I'll look at how colours are defined today.")
        .bash("grep -rn 'bg-white\\|text-gray-900' web/src | wc -l", "214")
        .assistant("There are 214 hard-coded Tailwind colour classes. With CSS variables I'd have to replace every one of them.")
        .user(
          "hm ok that's a lot. changing my mind then: dark mode uses tailwind's `class` strategy (`dark:` variants), no css variables. everything is tailwind anyway",
        )
        .file("Edit", "web/tailwind.config.ts")
        .file("Write", "web/src/components/ThemeToggle.tsx")
        .bash("pnpm build", "✓ Compiled successfully")
        .assistant("Switched `darkMode: 'class'` on in the Tailwind config and added `ThemeToggle`, which sets the `dark` class on `<html>`. The build passes.")
        .stop(),
    planted: [decision("dark", "tailwind")],
  },
  {
    id: "b13-mon-api-flaky",
    build: (s) =>
      s
        .user("test/invoices.test.ts failed once on CI then passed on retry. any idea?")
        .bash("pnpm vitest run test/invoices.test.ts --repeat 20", " ✓ test/invoices.test.ts (12 tests) 20 runs\n\n Test Files  1 passed (1)")
        .assistant(
          "It passes 20 times in a row locally. It could be the test that relies on `new Date()` crossing midnight UTC, or an ordering issue with the shared test database, but I can't reproduce either right now.",
        )
        .user("maybe its the db thing? idk. leave it, if it happens again we'll look")
        .stop(),
    planted: [],
  },
  {
    id: "b13-mon-api-errors",
    build: (s) =>
      s
        .user(
          "New endpoint GET /v1/customers/:id/balance please. One convention to keep in mind for everything in the API: errors are always `{ error: { code, message } }` with a snake_case code, never a bare string.",
        )
        .file("Read", "api/src/errors.ts")
        .file("Write", "api/src/routes/balance.ts")
        .bash("pnpm vitest run test/balance.test.ts", " ✓ test/balance.test.ts (3 tests) 98ms")
        .assistant("Added `GET /v1/customers/:id/balance`; an unknown customer answers 404 with `{ error: { code: 'customer_not_found', message } }`.")
        .stop(),
    planted: [instruction("snake_case")],
  },
  {
    id: "b13-mon-opencode-readme",
    build: (s) =>
      s
        .user("fix the typo in the readme 'recieve'")
        .bash("rg -n recieve README.md", "48:you will recieve an email")
        .file("Edit", "README.md")
        .assistant("fixed line 48.")
        .stop(),
    planted: [],
  },
  {
    id: "b13-mon-infra-people",
    build: (s) =>
      s
        .user(
          "Need the RDS instance class for prod bumped in infra/envs/prod/db.tf, db.r6g.large -> db.r6g.xlarge. Just so you know who's who: Sam owns everything under infra/ and has to approve any prod change. Marco owns the API.",
        )
        .file("Edit", "infra/envs/prod/db.tf")
        .bash("cd infra/envs/prod && terraform fmt -check && terraform validate", "Success! The configuration is valid.")
        .assistant("Changed `instance_class` to `db.r6g.xlarge`. It validates; the PR will need Sam's approval as you said.")
        .user("and we need to look at turning on performance insights for that db at some point, add it to the list")
        .assistant("Noted as a follow-up; I haven't touched Performance Insights in this change.")
        .stop(),
    planted: [fact("sam", "infra"), fact("marco"), task("performance", "insights")],
  },
  {
    id: "b13-mon-web-analytics",
    build: (s) =>
      s
        .user("we need product analytics on the web app. I'm leaning posthog, set it up?")
        .bash("pnpm add posthog-js", "+ posthog-js 1.187.2")
        .file("Write", "web/src/analytics.ts")
        .assistant("PostHog is wired up in `web/src/analytics.ts`. Note it sets cookies by default, so in the EU it would need the consent banner to gate it.")
        .user("ugh right. ok reverse that: we go with plausible instead, cookieless so no consent needed. rip posthog out")
        .bash("pnpm remove posthog-js", "- posthog-js 1.187.2")
        .file("Edit", "web/src/analytics.ts")
        .file("Edit", "web/index.html")
        .bash("pnpm build", "✓ Compiled successfully")
        .assistant("Replaced PostHog with the Plausible script tag (domain `app.tally.io`); no cookies are set.")
        .user("once legal signs off the cookie banner itself can go too — that's for later, they're slow")
        .stop(),
    planted: [decision("plausible"), task("cookie", "banner")],
  },
  // ---------------------------------------------------------------- Tuesday
  {
    id: "b13-tue-api-replica",
    build: (s) =>
      s
        .user("the monthly revenue report query is slow, 9s. have a look at api/src/reports/revenue.ts")
        .file("Read", "api/src/reports/revenue.ts")
        .bash(
          "psql $DATABASE_URL -c 'EXPLAIN ANALYZE SELECT ...' | tail -3",
          "  ->  Seq Scan on invoices  (cost=0.00..48211.00 rows=1201344 width=24)\nPlanning Time: 0.4 ms\nExecution Time: 9120.33 ms",
        )
        .assistant(
          "It's a sequential scan over `invoices` (1.2M rows). An index on `(tenant_id, issued_at)` would turn that into a range scan. Should I also move this query to the read replica?",
        )
        .user(
          "yes add the index. and fyi the read replica exists only for reporting, it lags ~30s behind primary, so reports can go there but nothing on the request path",
        )
        .file("Write", "api/migrations/0042_invoices_tenant_issued_idx.sql")
        .file("Edit", "api/src/reports/revenue.ts")
        .bash("pnpm db:migrate && pnpm vitest run test/reports.test.ts", "applied 0042_invoices_tenant_issued_idx\n ✓ test/reports.test.ts (5 tests)")
        .assistant("The index is in (migration 0042) and the report now reads from the replica; it runs in 140 ms.")
        .stop(),
    planted: [fact("replica", "lags")],
  },
  {
    id: "b13-tue-web-i18n",
    build: (s) =>
      s
        .user("Hey! Could you add French to the language picker? The translations file is web/locales/fr.json, Priya's agency just delivered it.")
        .file("Read", "web/locales/fr.json")
        .file("Edit", "web/src/i18n.ts")
        .bash("pnpm test -- i18n", " ✓ src/i18n.test.ts (6 tests)")
        .assistant("French is in the picker now. Note: 14 keys are missing from `fr.json` compared to `en.json`; they fall back to English.")
        .user(
          "ugh. ok those 14 missing keys need to go back to the agency, I'll deal with it next week. also rule for the future: copy never gets hard-coded in components, every string goes through t() from our i18n setup",
        )
        .assistant("Got it. I checked the picker change and it uses `t()` already.")
        .stop(),
    planted: [task("missing", "keys"), instruction("i18n")],
  },
  {
    id: "b13-tue-scripts-question",
    build: (s) =>
      s
        .user("should we always run the seed script before e2e tests? or is that overkill")
        .bash("cat scripts/e2e.sh", "#!/usr/bin/env bash\n# TODO: seed only when the db is empty\npnpm db:seed\npnpm playwright test")
        .assistant(
          "It already does: `scripts/e2e.sh` runs `pnpm db:seed` every time (there's a TODO in it about seeding only an empty DB). Seeding takes about 4 s, so it isn't much overhead either way.",
        )
        .user("ah ok then nevermind")
        .stop(),
    planted: [],
  },
  {
    id: "b13-tue-api-jobs",
    build: (s) =>
      s
        .user(
          "The invoice-reminder emails went out twice for some customers last night. Can you look? The worker is api/src/jobs/reminders.ts, it runs via BullMQ.",
        )
        .file("Read", "api/src/jobs/reminders.ts")
        .bash(
          "kubectl logs deploy/api-worker --since=12h | grep reminder | head -4",
          "[reminders] job 8812 attempt 1 stalled\n[reminders] job 8812 attempt 2 started\n[reminders] sent 212 emails\n[reminders] sent 212 emails",
        )
        .assistant(
          "Root cause: job 8812 stalled (lock expired during a slow SMTP call), BullMQ retried it, and both attempts sent the batch. I'll record which invoice ids got a reminder per day so a retry skips them.",
        )
        .file("Edit", "api/src/jobs/reminders.ts")
        .bash("pnpm vitest run test/reminders.test.ts", " ✓ test/reminders.test.ts (7 tests)")
        .assistant("Fixed: reminders are now idempotent per invoice and day (`reminder_sent` table), and the retry test passes.")
        .user("great. from now on every job we write has to be idempotent like that, assume bullmq will retry anything")
        .stop(),
    planted: [instruction("idempotent")],
  },
  {
    id: "b13-tue-web-chart-lib",
    build: (s) =>
      s
        .user("we need a chart on the dashboard home, revenue per month. what lib? recharts, chart.js, visx?")
        .assistant(
          "For one or two simple charts, Recharts is the quickest (React components, ~100 kB). Chart.js is canvas-based and smaller; visx is low-level. I'd go with Recharts.",
        )
        .user("ok recharts it is")
        .bash("pnpm add recharts", "+ recharts 2.13.0")
        .file("Write", "web/src/components/RevenueChart.tsx")
        .bash("pnpm build", "✓ Compiled successfully")
        .assistant("Added `RevenueChart` with Recharts on the dashboard home.")
        .stop(),
    planted: [decision("recharts")],
  },
  {
    id: "b13-tue-infra-certs",
    build: (s) =>
      s
        .user("cert-manager is complaining on staging, can u check")
        .bash(
          "kubectl -n cert-manager logs deploy/cert-manager --tail=3",
          'E1103 10:12:01 "msg"="error getting ACME order" "error"="429 urn:ietf:params:acme:error:rateLimited: too many certificates already issued"',
        )
        .assistant(
          "Let's Encrypt is rate-limiting us: too many certificates issued for the same domain this week. Staging should probably use the LE staging issuer.",
        )
        .user("yeah staging uses letsencrypt-staging from now on, only prod gets the real issuer. change the ClusterIssuer ref")
        .file("Edit", "infra/k8s/staging/ingress.yaml")
        .bash("kubectl apply -f infra/k8s/staging/ingress.yaml --dry-run=server", "ingress.networking.k8s.io/web configured (server dry run)")
        .assistant("Staging's ingress now points at `letsencrypt-staging`. The server dry run passes.")
        .stop(),
    planted: [decision("letsencrypt-staging")],
  },
  {
    id: "b13-tue-api-long-refactor",
    build: (s) =>
      s
        .user(
          "Long one today. I want to split api/src/services/billing.ts (1,900 lines) into smaller modules. Before you start:\n- tests are colocated: next to the code as *.test.ts, not in a separate test/ folder, for anything new\n- keep the public exports of billing.ts the same so the routes don't change\n- commit after each module so I can review step by step",
        )
        .assistant(
          "Understood. I'll split it into `billing/pricing.ts`, `billing/proration.ts`, `billing/taxes.ts` and keep `billing.ts` as a re-export barrel.",
        )
        .file("Read", "api/src/services/billing.ts")
        .file("Write", "api/src/services/billing/pricing.ts")
        .bash("pnpm vitest run src/services/billing && git commit -am 'billing: extract pricing'", " ✓ 41 tests\n[main 3fa1c2e] billing: extract pricing")
        .file("Write", "api/src/services/billing/proration.ts")
        .bash("pnpm vitest run src/services/billing && git commit -am 'billing: extract proration'", " ✓ 41 tests\n[main 81bd004] billing: extract proration")
        .assistant(
          "Two of three modules are out. While reading `taxes`, I noticed that VAT is computed with floating-point numbers. Should I switch it to integer cents while I'm at it?",
        )
        .user(
          "no, don't touch the tax maths in this refactor. but yes it has to move to integer cents eventually — leave a note, that's a separate piece of work",
        )
        .file("Write", "api/src/services/billing/taxes.ts")
        .bash("pnpm vitest run src/services/billing && git commit -am 'billing: extract taxes'", " ✓ 41 tests\n[main c09e7a1] billing: extract taxes")
        .assistant(
          "All three modules are extracted and `billing.ts` re-exports them; 41 tests pass after each commit. The VAT float maths are unchanged, as agreed.",
        )
        .stop(),
    planted: [instruction("colocated"), task("integer", "cents")],
  },
  {
    id: "b13-tue-empty-opencode-grep",
    build: (s) =>
      s
        .user("where do we set the session cookie max age")
        .bash("rg -n 'maxAge' api/src", "api/src/session.ts:18:    maxAge: 60 * 60 * 24 * 14,")
        .assistant("api/src/session.ts line 18: 14 days.")
        .stop(),
    planted: [],
  },
  {
    id: "b13-tue-web-sentry",
    build: (s) =>
      s
        .user(
          "Sentry is full of `ResizeObserver loop limit exceeded` noise from the web app. Filter it out in the Sentry init please. While you're in there: the Sentry DSN for the web app is public by design, it's fine that it's in the bundle, no need to flag it every time",
        )
        .file("Edit", "web/src/sentry.ts")
        .bash("pnpm build", "✓ Compiled successfully")
        .assistant("Added `ignoreErrors: [/ResizeObserver loop/]` to the Sentry init. I'll leave the public DSN as it is.")
        .stop(),
    planted: [fact("dsn", "public")],
  },
  {
    id: "b13-tue-api-export-queue",
    build: (s) =>
      s
        .user(
          "I'd like the big CSV exports to run in the background instead of in the request. My first thought is SQS + a Lambda, since exports can take minutes. Could you sketch it?",
        )
        .assistant(
          "Sure. Sketch: the route enqueues `{tenantId, filters}` on SQS, a Lambda builds the CSV into S3 and emails a signed link. That's a second queue system next to BullMQ, plus a Lambda deploy pipeline.",
        )
        .bash("rg -n 'new Queue\\(' api/src/jobs", "api/src/jobs/queues.ts:5:export const reminders = new Queue('reminders', { connection });")
        .user(
          "Hmm, you're right that two queue systems is silly for a team of four. Final answer: exports run as a BullMQ job in the existing api-worker, no SQS, no Lambda.",
        )
        .file("Edit", "api/src/jobs/queues.ts")
        .file("Write", "api/src/jobs/exports.ts")
        .bash("pnpm vitest run test/exports.test.ts", " ✓ test/exports.test.ts (3 tests)")
        .assistant("Exports now run as the `exports` BullMQ job in api-worker and land in S3 with a signed link.")
        .user(
          "Lovely. One gap I noticed while we were at it: there's no dead-letter handling for jobs that fail all their attempts. Could you not do it now, but we must add a dead-letter queue before the exports go live.",
        )
        .stop(),
    planted: [decision("bullmq", "exports"), task("dead-letter")],
  },
  {
    id: "b13-tue-scripts-python",
    build: (s) =>
      s
        .user("scripts/reconcile.py fails with ModuleNotFoundError: requests")
        .bash(
          "python3 scripts/reconcile.py --dry-run",
          "Traceback (most recent call last):\n  File \"scripts/reconcile.py\", line 3, in <module>\n    import requests\nModuleNotFoundError: No module named 'requests'",
          1,
        )
        .assistant("`requests` isn't installed in the system Python. Should I add a requirements.txt?")
        .user(
          "no requirements.txt. for the python stuff in scripts/ we use uv with inline script metadata, run them as `uv run scripts/x.py`. they run on ops-1.tally.internal which has python 3.11",
        )
        .file("Edit", "scripts/reconcile.py")
        .bash("uv run scripts/reconcile.py --dry-run", "Installed 5 packages in 12ms\nreconcile: 0 mismatches (dry run)")
        .assistant("Added a `# /// script` block declaring `requests`; `uv run scripts/reconcile.py` works.")
        .user("also scripts/legacy/invoice_fix.py is still python2, it needs porting to 3 someday. not now")
        .stop(),
    planted: [instruction("uv"), fact("ops-1"), task("python2")],
  },
  // ---------------------------------------------------------------- Wednesday
  {
    id: "b13-wed-api-orm",
    build: (s) =>
      s
        .user("I'm thinking about moving the API off Knex to Drizzle. thoughts?")
        .assistant(
          "Drizzle would give typed queries from the schema and a lighter runtime. The cost: 160 query sites to rewrite and a new migration tool. An incremental route is to add Drizzle for new modules only.",
        )
        .bash("rg -c 'knex\\(' api/src | awk -F: '{s+=$2} END {print s}'", "160")
        .user("hmm. ok not now, too big. maybe in Q1. for now we stay on knex")
        .assistant("Noted, nothing changed.")
        .stop(),
    planted: [decision("knex")],
  },
  {
    id: "b13-wed-web-e2e",
    build: (s) =>
      s
        .user("playwright e2e: the checkout test times out on CI but not locally")
        .bash(
          "pnpm playwright test checkout.spec.ts --reporter=line",
          "  1) checkout.spec.ts:22:3 › pays with card\n    TimeoutError: locator.click: Timeout 5000ms exceeded.\n    waiting for getByRole('button', { name: 'Pay' })",
        )
        .assistant(
          "My guess: the Pay button waits for the Stripe iframe, and CI runners may be slower to load it. I'll wait for the iframe's `ready` event instead of a fixed timeout.",
        )
        .file("Edit", "web/e2e/checkout.spec.ts")
        .bash("pnpm playwright test checkout.spec.ts --repeat-each=5", "  5 passed (41.2s)")
        .assistant("Fixed: the test waits for the Stripe iframe to be ready. Passed 5 of 5.")
        .user("👍 also the stripe test keys are in 1password under 'Stripe test', not in .env.example — if you ever need them ask me, don't go hunting")
        .stop(),
    planted: [fact("1password")],
  },
  {
    id: "b13-wed-infra-dns",
    build: (s) =>
      s
        .user("DNS for the marketing site — is that in terraform too or still clicked in Cloudflare?")
        .bash("rg -l cloudflare_record infra/", "infra/dns/app.tf\ninfra/dns/api.tf")
        .assistant(
          "Only `app.` and `api.` records are in Terraform (`infra/dns/`). The marketing site's records aren't there, so they're probably managed in the Cloudflare dashboard.",
        )
        .user(
          "right, thats what I thought. the marketing dns records need importing into terraform at some point, someone will break them by hand otherwise. not urgent",
        )
        .assistant("Leaving the import for later; I made no changes.")
        .stop(),
    planted: [task("marketing", "import")],
  },
  {
    id: "b13-wed-api-uuid",
    build: (s) =>
      s
        .user("new table for payment_methods. ids: uuid v4 like the rest?")
        .assistant(
          "Most tables use `uuid` with `gen_random_uuid()` (v4). For a new table I'd suggest UUIDv7, which is time-ordered and indexes better. Postgres 17 can generate it natively.",
        )
        .bash("psql $DATABASE_URL -tc 'show server_version'", " 15.6")
        .assistant("The database is Postgres 15.6, so there's no native uuidv7(); we'd generate it in the app.")
        .user("ok go with uuidv7 generated in the app for all new tables from now on. existing ones stay v4")
        .file("Write", "api/migrations/0043_payment_methods.sql")
        .file("Edit", "api/src/ids.ts")
        .bash("pnpm db:migrate && pnpm vitest run test/ids.test.ts", "applied 0043_payment_methods\n ✓ test/ids.test.ts (3 tests)")
        .assistant("Created `payment_methods` with an app-generated UUIDv7 id (`newId()` in `api/src/ids.ts`).")
        .stop(),
    planted: [decision("uuidv7"), fact("postgres", "15")],
  },
  {
    id: "b13-wed-empty-explain",
    build: (s) =>
      s
        .user("explain what this regex does: ^(?!.*--)[a-z0-9-]{3,63}$")
        .assistant(
          "It accepts 3 to 63 characters of lower-case letters, digits and hyphens, and the lookahead `(?!.*--)` rejects any string with two hyphens in a row. It looks like a subdomain/slug validator.",
        )
        .bash("rg -n 'a-z0-9-\\]{3,63}' api/src", "api/src/validation/slug.ts:3:export const SLUG = /^(?!.*--)[a-z0-9-]{3,63}$/;")
        .assistant("It's `SLUG` in `api/src/validation/slug.ts`, used for workspace subdomains.")
        .stop(),
    planted: [],
  },
  {
    id: "b13-wed-scripts-release",
    build: (s) =>
      s
        .user(
          "cut a release of the api. process for you since you haven't done one: bump version with `pnpm changeset version`, tag as api-vX.Y.Z, push the tag; the deploy pipeline picks up tags, never deploy by hand",
        )
        .bash(
          "pnpm changeset version && git commit -am 'release api 2.14.0' && git tag api-v2.14.0",
          "🦋 All files have been updated\n[main 5d2e901] release api 2.14.0",
        )
        .bash("git push origin main api-v2.14.0", " * [new tag]         api-v2.14.0 -> api-v2.14.0")
        .assistant("Tagged and pushed `api-v2.14.0`; the deploy pipeline should pick it up.")
        .stop(),
    planted: [instruction("changeset"), fact("tags", "pipeline")],
  },
  {
    id: "b13-wed-web-forms",
    build: (s) =>
      s
        .user("signup form validation is a mess, some fields validate on blur some on submit. make them all validate on submit")
        .file("Read", "web/src/pages/signup.tsx")
        .assistant("I could also move the form to react-hook-form with a zod schema while I'm in there — want that?")
        .user("no, just make it consistent, no new deps")
        .file("Edit", "web/src/pages/signup.tsx")
        .bash("pnpm test -- signup", " ✓ src/pages/signup.test.tsx (5 tests)")
        .assistant("All fields now validate on submit; no new dependencies.")
        .stop(),
    planted: [],
  },
  {
    id: "b13-wed-api-logging",
    build: (s) =>
      s
        .user("where does the api log go in prod? I need last nights 500s")
        .assistant("Let me check how the logger is configured.")
        .file("Read", "api/src/logger.ts")
        .bash(
          "kubectl logs deploy/api --since=10h | jq -c 'select(.status>=500) | {t:.time,path:.path}' | head -3",
          '{"t":"2026-11-04T02:11:09Z","path":"/v1/invoices/export"}\n{"t":"2026-11-04T02:11:12Z","path":"/v1/invoices/export"}',
        )
        .assistant(
          "The API logs JSON with pino to stdout; in prod that goes to Loki via the cluster's promtail (the logger config says so). Last night's 500s were two `/v1/invoices/export` calls at 02:11.",
        )
        .user(
          "ok so they're in loki, good to know. the export endpoint needs a proper look, it times out on big tenants — that's a ticket for next sprint, not now",
        )
        .stop(),
    planted: [fact("loki"), task("export")],
  },
  {
    id: "b13-wed-infra-withdrawn",
    build: (s) =>
      s
        .user("what if we moved staging to spot instances to save money?")
        .assistant(
          "Spot would save a good share of staging's compute bill, at the cost of occasional interruptions during e2e runs. Let me check what the node group runs on now.",
        )
        .bash("aws eks describe-nodegroup --cluster-name tally-staging --nodegroup-name default --query nodegroup.capacityType", '"ON_DEMAND"')
        .user("actually forget it, Sam tried that last year and the interruptions killed the e2e suite. drop the idea")
        .assistant("Dropped; nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b13-wed-api-money",
    build: (s) =>
      s
        .user(
          "Small one: the invoice PDF shows 12.5 instead of 12.50. Fix the formatting. Reminder of a rule we have — money is formatted only via formatMoney() in shared/money.ts, nobody calls toFixed on amounts",
        )
        .bash("rg -n 'toFixed' api/src/pdf", "api/src/pdf/invoice.ts:77:    doc.text(total.toFixed(1))")
        .file("Edit", "api/src/pdf/invoice.ts")
        .bash("pnpm vitest run test/pdf.test.ts", " ✓ test/pdf.test.ts (4 tests)")
        .assistant("The PDF now calls `formatMoney(total, currency)`, which prints 12.50.")
        .stop(),
    planted: [instruction("formatmoney")],
  },
  {
    id: "b13-wed-web-router",
    build: (s) =>
      s
        .user("new page /settings/team. pages/ dir or do we finally do the tanstack router thing")
        .bash("cat web/package.json | jq -r '.dependencies[\"react-router-dom\"]'", "^6.26.2")
        .assistant(
          "The app is on react-router-dom 6.26 with routes declared in `web/src/routes.tsx`. A TanStack Router migration would touch all 31 routes. I can add the page the current way, or start the migration — your call.",
        )
        .user("current way. talked w/ jun: we stay on react-router, tanstack is off the table for this year")
        .file("Write", "web/src/pages/settings/team.tsx")
        .file("Edit", "web/src/routes.tsx")
        .bash("pnpm build", "✓ Compiled successfully")
        .assistant("Added `/settings/team` in `routes.tsx`.")
        .stop(),
    planted: [decision("react-router")],
  },
  // ---------------------------------------------------------------- Thursday
  {
    id: "b13-thu-web-feature-flags",
    build: (s) =>
      s
        .user("how do we do feature flags in the web app? I want to hide the new billing page behind one")
        .bash(
          "rg -n 'useFlag' web/src | head -3",
          "web/src/flags.ts:4:export function useFlag(name: FlagName): boolean {\nweb/src/pages/reports.tsx:9:  const beta = useFlag('reports-beta');",
        )
        .assistant(
          "Flags come from `web/src/flags.ts` (`useFlag`), which reads them from the API's `/v1/flags` (backed by the `feature_flags` table). I'll add `billing-v2`.",
        )
        .file("Edit", "web/src/flags.ts")
        .file("Edit", "web/src/pages/billing.tsx")
        .bash("pnpm build", "✓ Compiled successfully")
        .assistant("The new billing page is behind `useFlag('billing-v2')`.")
        .user("perfect. flags come out after 2 weeks at 100% btw, remind whoever touches this. billing-v2 cleanup is on me once it's rolled out")
        .stop(),
    planted: [fact("feature_flags"), instruction("flags", "weeks"), task("billing-v2", "cleanup")],
  },
  {
    id: "b13-thu-api-timezones",
    build: (s) =>
      s
        .user("bug: invoices issued at 23:30 in Sydney show up as the previous day in reports")
        .file("Read", "api/src/reports/daily.ts")
        .assistant("`daily.ts` groups by `date_trunc('day', issued_at)` in UTC. I could group in the tenant's timezone instead, using `tenants.timezone`.")
        .user("yes do that. and to be clear: we store every timestamp as timestamptz in UTC, conversion happens only at the edges")
        .file("Edit", "api/src/reports/daily.ts")
        .bash("pnpm vitest run test/reports.test.ts", " ✓ test/reports.test.ts (6 tests)")
        .assistant("Daily reports group by day in the tenant's timezone now; added a Sydney 23:30 case to the tests.")
        .stop(),
    planted: [instruction("timestamptz")],
  },
  {
    id: "b13-thu-empty-standup",
    build: (s) =>
      s
        .user("can you summarise what changed in the api repo since monday for standup")
        .bash(
          "git log --since=monday --oneline",
          "c09e7a1 billing: extract taxes\n81bd004 billing: extract proration\n3fa1c2e billing: extract pricing\n5d2e901 release api 2.14.0\n9a0b1c2 reminders: idempotent per invoice and day",
        )
        .assistant(
          "Since Monday: the billing service was split into pricing/proration/taxes modules, reminder emails became idempotent, and 2.14.0 was released.",
        )
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b13-thu-infra-alerts",
    build: (s) =>
      s
        .user(
          "PagerDuty woke Sam at 4am for a disk alert on the staging db. Staging alerts should never page anyone — route them to the #alerts-staging Slack channel only. Can you change the alertmanager route?",
        )
        .file("Read", "infra/k8s/monitoring/alertmanager.yaml")
        .file("Edit", "infra/k8s/monitoring/alertmanager.yaml")
        .bash("amtool check-config infra/k8s/monitoring/alertmanager.yaml", "Checking 'infra/k8s/monitoring/alertmanager.yaml'  SUCCESS")
        .assistant("Alerts with `env=staging` now go to the `slack-staging` receiver only; prod still pages.")
        .stop(),
    planted: [decision("staging", "alerts-staging")],
  },
  {
    id: "b13-thu-web-bundle",
    build: (s) =>
      s
        .user("bundle got big. whats in it")
        .bash(
          "pnpm build && npx source-map-explorer 'web/dist/assets/*.js' --json | jq -r '.results[0].files | to_entries | sort_by(-.value.size) | .[0:3][] | \"\\(.key) \\(.value.size)\"'",
          "node_modules/moment/moment.js 289012\nnode_modules/recharts/es6/index.js 141220\nnode_modules/lodash/lodash.js 72113",
        )
        .assistant("Top three: moment (289 kB with locales), recharts (141 kB), lodash (72 kB, the full build). moment could be replaced by date-fns or dayjs.")
        .user("lets replace moment with dayjs")
        .assistant("On it.")
        .bash("pnpm remove moment && pnpm add dayjs && rg -l \"from 'moment'\" web/src | wc -l", "+ dayjs 1.11.13\n6")
        .file("Edit", "web/src/utils/dates.ts")
        .bash("pnpm build", "✓ Compiled successfully")
        .assistant("moment is gone; the 6 files now use dayjs. The main bundle dropped from 812 kB to 545 kB.")
        .user("ok keep dayjs then. the lodash-es swap we do another day")
        .stop(),
    planted: [decision("dayjs"), task("lodash-es")],
  },
  {
    id: "b13-thu-api-webhooks",
    build: (s) =>
      s
        .user("stripe webhooks: are we verifying signatures?")
        .bash("rg -n 'constructEvent' api/src", "api/src/routes/stripeWebhook.ts:21:    const event = stripe.webhooks.constructEvent(body, sig, secret);")
        .assistant("Yes, `stripeWebhook.ts` calls `stripe.webhooks.constructEvent` with the raw body, which verifies the signature.")
        .user("ok good. and do we dedupe on event id?")
        .assistant("No, there's no dedupe: a redelivered event would be processed twice. Want me to add a `stripe_events` table keyed on event id?")
        .user("yes please")
        .file("Write", "api/migrations/0044_stripe_events.sql")
        .file("Edit", "api/src/routes/stripeWebhook.ts")
        .bash("pnpm db:migrate && pnpm vitest run test/stripeWebhook.test.ts", "applied 0044_stripe_events\n ✓ test/stripeWebhook.test.ts (5 tests)")
        .assistant("Done: webhook events are recorded in `stripe_events` and a redelivered id is acknowledged without being processed again.")
        .stop(),
    planted: [],
  },
  {
    id: "b13-thu-scripts-onboarding",
    build: (s) =>
      s
        .user("Jun starts on Monday (frontend). Can you check scripts/bootstrap.sh still works on a clean machine? Docker is fine to use for that.")
        .bash(
          "docker run --rm -v $PWD:/src -w /src node:22 bash scripts/bootstrap.sh",
          "==> installing pnpm 9\n==> pnpm install\n==> copying .env.example to .env\nERROR: psql: command not found",
          1,
        )
        .assistant(
          "It fails on a clean machine: the script calls `psql` to create the local database but never installs the client. I'll switch it to `docker compose exec db psql`.",
        )
        .file("Edit", "scripts/bootstrap.sh")
        .bash("docker run --rm -v $PWD:/src -w /src node:22 bash scripts/bootstrap.sh", "==> installing pnpm 9\n==> pnpm install\n==> database ready")
        .assistant("`bootstrap.sh` now runs on a clean machine.")
        .user(
          "great. fyi jun is on macOS and will use the devcontainer. the onboarding doc in notion is out of date too, needs a rewrite before monday — I'll take that",
        )
        .stop(),
    planted: [fact("jun", "devcontainer"), task("onboarding")],
  },
  {
    id: "b13-thu-api-pagination",
    build: (s) =>
      s
        .user("GET /v1/invoices returns everything, tenant acme has 40k invoices. add pagination")
        .assistant(
          "Offset pagination (`?page=`) is simplest, but gets slow on deep pages and skips rows when new invoices arrive. Cursor pagination on `(issued_at, id)` avoids both. Which one?",
        )
        .user("cursor. and make that the standard for every list endpoint we add, no more offset pagination")
        .file("Edit", "api/src/routes/invoices.ts")
        .file("Write", "api/src/pagination.ts")
        .bash("pnpm vitest run test/invoices.test.ts", " ✓ test/invoices.test.ts (14 tests)")
        .assistant(
          "`GET /v1/invoices` takes `?cursor=&limit=` (default 50, max 200) and returns `next_cursor`. The helper is in `api/src/pagination.ts` for the next endpoints.",
        )
        .stop(),
    planted: [decision("cursor", "pagination")],
  },
  {
    id: "b13-thu-empty-hypothesis",
    build: (s) =>
      s
        .user("the staging db CPU is at 90%, is it the new index build? or the reports?")
        .bash(
          "psql $STAGING_URL -c \"select state, left(query, 60) from pg_stat_activity where state='active'\"",
          " active | CREATE INDEX CONCURRENTLY invoices_tenant_issued_idx ON invoices",
        )
        .assistant(
          "Right now the only active query is the concurrent index build from migration 0042, so that is likely the cause; it should finish on its own.",
        )
        .user("probably yeah. let's see in an hour")
        .stop(),
    planted: [],
  },
  {
    id: "b13-thu-web-a11y",
    build: (s) =>
      s
        .user(
          "Priya ran axe on the settings page and got 9 violations. Fix what you can. Going forward: new UI components need to pass axe with zero violations before we merge them.",
        )
        .bash(
          "pnpm exec axe http://localhost:5173/settings --exit",
          'Violation of "label" with 6 occurrences!\nViolation of "color-contrast" with 3 occurrences!\n9 Accessibility issues detected.',
          1,
        )
        .file("Edit", "web/src/pages/settings.tsx")
        .bash("pnpm exec axe http://localhost:5173/settings --exit", "0 violations found!")
        .assistant("Fixed all 9: labels on the six inputs, and darker grey for the three low-contrast hints.")
        .stop(),
    planted: [instruction("axe")],
  },
  {
    id: "b13-thu-infra-tf-version",
    build: (s) =>
      s
        .user("atlantis plan failed on #318, something about the terraform version?")
        .bash(
          "gh pr view 318 --comments | grep -A2 'Error'",
          "Error: Unsupported Terraform Core version\n  This configuration does not support Terraform version 1.9.0. To proceed, either choose another supported Terraform version or update this version constraint.",
        )
        .bash("cat infra/.terraform-version", "1.7.5")
        .assistant(
          "The repo pins Terraform 1.7.5 (`infra/.terraform-version`), but Atlantis ran 1.9.0. Should I bump the pin, or should we look at OpenTofu while we're touching versions?",
        )
        .user(
          "neither. we stay on terraform 1.7.5, not opentofu — Sam's call. fix atlantis to use 1.7.5. fyi that's the version everything in infra/ is pinned to",
        )
        .file("Edit", "infra/atlantis.yaml")
        .bash("gh pr comment 318 --body 'atlantis plan'", "https://github.com/tally/infra/pull/318#issuecomment-2211")
        .assistant("Set `terraform_version: v1.7.5` in `atlantis.yaml`; the re-run plan passes.")
        .user("oh and the aws provider is on 4.67, two majors behind. upgrading the provider is a chunk of work, backlog it")
        .stop(),
    planted: [decision("opentofu"), fact("1.7.5"), task("provider")],
  },
  {
    id: "b13-thu-api-email",
    build: (s) =>
      s
        .user("Password reset emails aren't arriving for users at outlook.com. Can you check?")
        .bash(
          "curl -s -H \"X-Postmark-Server-Token: $POSTMARK_TOKEN\" 'https://api.postmarkapp.com/messages/outbound?count=3&recipient=outlook.com' | jq -r '.Messages[].Status'",
          "Sent\nSent\nSent",
        )
        .assistant("Postmark reports them as sent. Do password resets go through Postmark, or could some go through SES?")
        .user("all transactional mail is postmark. SES is only for the marketing newsletter")
        .bash("dig +short TXT pm._domainkey.mail.tally.io", "")
        .assistant(
          "Found it: the new sending domain `mail.tally.io` has no DKIM record, so Outlook likely junks the mail. The DKIM TXT record from Postmark needs adding to DNS.",
        )
        .user("yep that's it. DKIM for mail.tally.io has to be added — Sam does DNS, I'll ask him tomorrow")
        .stop(),
    planted: [fact("postmark", "transactional"), fact("dkim", "outlook"), task("dkim")],
  },
  // ---------------------------------------------------------------- Friday
  {
    id: "b13-fri-api-deps",
    build: (s) =>
      s
        .user("renovate opened 23 PRs. can u merge the patch-level ones if CI is green")
        .bash(
          "gh pr list --author app/renovate --json number,title,statusCheckRollup --jq '.[] | select(.title|test(\"patch\")) | .number' | head",
          "412\n415\n419\n420",
        )
        .bash(
          "for n in 412 415 419 420; do gh pr merge $n --squash; done",
          "✓ Squashed and merged #412\n✓ Squashed and merged #415\n✓ Squashed and merged #419\n✓ Squashed and merged #420",
        )
        .assistant("Merged the four patch-level PRs with green CI (#412, #415, #419, #420).")
        .user("thx. set renovate to automerge patch updates then, I'm not doing this every week")
        .file("Edit", "renovate.json")
        .bash("npx --yes renovate-config-validator", " INFO: Config validated successfully")
        .assistant("Renovate now automerges patch updates when CI passes.")
        .stop(),
    planted: [decision("renovate", "automerge")],
  },
  {
    id: "b13-fri-infra-backups",
    build: (s) =>
      s
        .user("how long do we keep db backups?")
        .bash("aws rds describe-db-instances --db-instance-identifier tally-prod --query 'DBInstances[0].BackupRetentionPeriod'", "7")
        .bash("aws s3api get-bucket-lifecycle-configuration --bucket tally-backups --query 'Rules[0].Expiration.Days'", "90")
        .assistant(
          "Automated RDS backups are kept 7 days. The nightly `pg_dump` from `scripts/backup-db.sh` lands in the `tally-backups` S3 bucket, whose lifecycle rule keeps dumps for 90 days.",
        )
        .user("7 is too short, make the RDS retention 30 days (in terraform ofc, not the console)")
        .file("Edit", "infra/envs/prod/db.tf")
        .bash("cd infra/envs/prod && terraform validate", "Success! The configuration is valid.")
        .assistant("`backup_retention_period = 30` in `infra/envs/prod/db.tf`; it validates. It'll apply through Atlantis when the PR merges.")
        .stop(),
    planted: [fact("tally-backups", "90"), decision("retention", "30")],
  },
  {
    id: "b13-fri-web-storybook",
    build: (s) =>
      s
        .user("can you add a storybook story for the new ThemeToggle")
        .file("Write", "web/src/components/ThemeToggle.stories.tsx")
        .bash("pnpm storybook build --quiet", "info => Output directory: storybook-static")
        .assistant("Added `ThemeToggle.stories.tsx` with light and dark variants; Storybook builds.")
        .user(
          "Nice. Heads up on a habit of mine: I prefer one component per file and named exports only, no default exports. I noticed ThemeToggle has a default export, switch it",
        )
        .file("Edit", "web/src/components/ThemeToggle.tsx")
        .bash("pnpm build", "✓ Compiled successfully")
        .assistant("`ThemeToggle` is a named export now; the header import is updated.")
        .stop(),
    planted: [instruction("default", "exports")],
  },
  {
    id: "b13-fri-api-quoted-log",
    build: (s) =>
      s
        .user(
          "what does this mean, from the api startup log:\n```\nWARN config: REDIS_TLS is not set; connections will never use TLS\nINFO db: pool size 10 (always 10 unless DB_POOL_SIZE is set)\n```",
        )
        .bash(
          "rg -n 'REDIS_TLS|DB_POOL_SIZE' api/src/config.ts",
          "api/src/config.ts:12:  redisTls: env.REDIS_TLS === 'true',\napi/src/config.ts:15:  poolSize: Number(env.DB_POOL_SIZE ?? 10),",
        )
        .assistant(
          "Both are informational: `REDIS_TLS` defaults to off (fine for the in-cluster Redis), and the pool size defaults to 10 unless `DB_POOL_SIZE` is set. Nothing is wrong.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b13-fri-api-auth-reversal",
    build: (s) =>
      s
        .user("for the public API tokens let's do JWTs signed with HS256, simplest")
        .assistant("OK. I'll add a `jose`-based signer with the secret from `API_TOKEN_SECRET`.")
        .file("Write", "api/src/auth/apiTokens.ts")
        .assistant(
          "One consideration before I go further: with HS256 every service that verifies tokens needs the signing secret. If the partner-sync worker ever verifies tokens, RS256 (or EdDSA) lets it hold only the public key.",
        )
        .user("good point, partner-sync will verify them. ok switch: tokens are signed with EdDSA (Ed25519), keys via jose, private key only in the api")
        .file("Edit", "api/src/auth/apiTokens.ts")
        .bash("pnpm vitest run test/apiTokens.test.ts", " ✓ test/apiTokens.test.ts (6 tests)")
        .assistant("Switched to EdDSA with Ed25519 keys via `jose`; the API holds the private key and exports the public JWK at `/.well-known/jwks.json`.")
        .stop(),
    planted: [decision("eddsa")],
  },
  {
    id: "b13-fri-empty-thanks",
    build: (s) =>
      s
        .user("is the staging deploy done?")
        .bash("kubectl -n staging rollout status deploy/api --timeout=10s", 'deployment "api" successfully rolled out')
        .assistant("Yes, the staging API rollout finished.")
        .user("sweet, have a good weekend lol")
        .assistant("You too!")
        .stop(),
    planted: [],
  },
  {
    id: "b13-fri-scripts-csv",
    build: (s) =>
      s
        .user("write me a one-off script that exports all tenants with >100 invoices to csv, for Priya")
        .file("Write", "scripts/oneoff/big-tenants.ts")
        .bash("pnpm tsx scripts/oneoff/big-tenants.ts > /tmp/big-tenants.csv && wc -l /tmp/big-tenants.csv", "38 /tmp/big-tenants.csv")
        .assistant("37 tenants (plus the header) are in `/tmp/big-tenants.csv`. Should I commit the script?")
        .user("yes, one-off scripts go in scripts/oneoff/ and get committed, we keep them for reference. They must only read from the replica, always")
        .file("Edit", "scripts/oneoff/big-tenants.ts")
        .bash("git add scripts/oneoff/big-tenants.ts && git commit -m 'oneoff: big tenants export'", "[main 1b2c3d4] oneoff: big tenants export")
        .assistant("Committed, and the script now connects with `REPLICA_URL`.")
        .stop(),
    planted: [instruction("oneoff"), instruction("replica")],
  },
  {
    id: "b13-fri-web-perf-guess",
    build: (s) =>
      s
        .user("the invoices list feels laggy with 500 rows. is it the re-rendering?")
        .bash("pnpm exec react-scan --url http://localhost:5173/invoices --duration 5", "InvoiceRow rendered 500x per keystroke (filter input)")
        .assistant(
          "Yes: every keystroke in the filter re-renders all 500 `InvoiceRow`s. Memoizing `InvoiceRow` and debouncing the filter would fix most of it; virtualizing the list (react-window) would fix the rest.",
        )
        .user("just memo + debounce for now")
        .file("Edit", "web/src/components/InvoiceRow.tsx")
        .file("Edit", "web/src/pages/invoices.tsx")
        .bash("pnpm exec react-scan --url http://localhost:5173/invoices --duration 5", "InvoiceRow rendered 0x per keystroke (filter input)")
        .assistant("Done: `InvoiceRow` is memoized and the filter is debounced by 150 ms; rows no longer re-render on each keystroke.")
        .user("virtualization is still worth doing once tenants hit thousands of rows, park it")
        .stop(),
    planted: [task("virtualiz")],
  },
  {
    id: "b13-fri-api-cors",
    build: (s) =>
      s
        .user("CORS error from the new marketing site calling /v1/pricing")
        .bash("rg -n 'origin' api/src/cors.ts", "api/src/cors.ts:4:const ALLOWED = ['https://app.tally.io'];")
        .assistant("Only `https://app.tally.io` is allowed. Should I allow `*` for `/v1/pricing`, since it's public data?")
        .user("no wildcards ever. add https://tally.io explicitly")
        .file("Edit", "api/src/cors.ts")
        .bash("pnpm vitest run test/cors.test.ts", " ✓ test/cors.test.ts (4 tests)")
        .assistant("Added `https://tally.io` to the allowed origins; the wildcard is not used.")
        .stop(),
    planted: [instruction("wildcard")],
  },
  {
    id: "b13-fri-infra-k8s-version",
    build: (s) =>
      s
        .user("EKS is nagging about the cluster version. what are we on")
        .bash("aws eks describe-cluster --name tally-prod --query cluster.version", '"1.29"')
        .assistant("Prod is on Kubernetes 1.29, which leaves standard support in March. The next step is 1.30.")
        .user("right. the 1.30 upgrade has to happen before march, staging first. put it on the backlog, Sam will schedule it")
        .stop(),
    planted: [fact("1.29"), task("1.30", "upgrade")],
  },
  {
    id: "b13-fri-empty-rename",
    build: (s) =>
      s
        .user("rename getCustBal to getCustomerBalance everywhere")
        .bash(
          "rg -l getCustBal api/src | xargs sed -i 's/getCustBal/getCustomerBalance/g' && rg -c getCustomerBalance api/src",
          "api/src/routes/balance.ts:2\napi/src/services/customers.ts:1",
        )
        .bash("pnpm typecheck", "")
        .assistant("Renamed in both files; typecheck passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b13-fri-web-review",
    build: (s) =>
      s
        .user(
          "Please review my PR #588 (web). Also something for you to know about how I work: when you review, give me the blocking issues first as a numbered list, nits after, and keep it short",
        )
        .bash(
          "gh pr diff 588 | head -20",
          "+export function useInvoices() {\n+  // TODO: handle errors\n+  const { data } = useQuery(['invoices'], fetchInvoices);\n+  return data;\n+}",
        )
        .assistant(
          "Blocking:\n1. `useInvoices` swallows errors (the TODO): a failed fetch renders an empty list.\nNits:\n- the query key could include the tenant id.",
        )
        .stop(),
    planted: [instruction("blocking", "nits")],
  },
  {
    id: "b13-fri-api-retro",
    build: (s) =>
      s
        .user(
          "End of week cleanup on the API. Things to know and do:\n- the /v2 prefix was reserved for the partner API, don't use it for anything else\n- the old /v1/legacy-export route has to be deleted once Acme confirms they moved off it (they haven't yet)\nFor now just remove the dead `featureX` code",
        )
        .bash("rg -l featureX api/src", "api/src/routes/invoices.ts\napi/src/services/billing/pricing.ts")
        .file("Edit", "api/src/routes/invoices.ts")
        .file("Edit", "api/src/services/billing/pricing.ts")
        .bash("pnpm typecheck && pnpm vitest run", " Test Files  38 passed (38)")
        .assistant("Removed the `featureX` branches from two files; typecheck and the 38 test files pass. I left `/v1/legacy-export` alone.")
        .stop(),
    planted: [fact("v2", "partner"), task("legacy-export")],
  },
  {
    id: "b13-fri-opencode-commit-style",
    build: (s) =>
      s
        .user("commit this")
        .bash("git diff --stat", " api/src/cors.ts | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
        .bash("git commit -am 'Update cors'", "[main 7e8f9a0] Update cors")
        .assistant("committed 7e8f9a0 'Update cors'")
        .user("we use conventional commits here, fix(api): ... etc. amend it, and keep doing that")
        .bash("git commit --amend -m 'fix(api): allow tally.io origin'", "[main 2b3c4d5] fix(api): allow tally.io origin")
        .assistant("amended: `fix(api): allow tally.io origin`")
        .stop(),
    planted: [instruction("conventional")],
  },
  {
    id: "b13-fri-infra-cost",
    build: (s) =>
      s
        .user("whats our biggest AWS cost this month")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-11-01,End=2026-11-06 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=SERVICE --query 'ResultsByTime[0].Groups[0:3]' --output text",
          "Amazon Relational Database Service 412.10\nAmazon Elastic Compute Cloud 298.77\nAmazon Elastic Load Balancing 61.02",
        )
        .assistant("RDS is the largest at $412 so far this month, then EC2 ($299) and load balancers ($61).")
        .user("figures. ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b13-fri-api-health",
    build: (s) =>
      s
        .user("k8s keeps restarting api pods when the db has a hiccup. the liveness probe hits /health which queries postgres")
        .file("Read", "api/src/routes/health.ts")
        .assistant(
          "That's the problem: a database blip fails liveness, and Kubernetes kills healthy pods. I suggest splitting it: `/livez` answers 200 if the process is up, `/readyz` checks Postgres and Redis and only takes the pod out of the Service.",
        )
        .user("yep, do it like that")
        .file("Edit", "api/src/routes/health.ts")
        .file("Edit", "infra/k8s/prod/api.yaml")
        .bash("pnpm vitest run test/health.test.ts", " ✓ test/health.test.ts (4 tests)")
        .assistant("Done: liveness uses `/livez`, readiness uses `/readyz` (Postgres and Redis checks).")
        .stop(),
    planted: [decision("readyz")],
  },
];

export const BLIND13 = plantedSet(BLIND13_SESSIONS, START);
