/**
 * Blind set 18 for the offline long-term-memory extractor.
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: an ordinary week in a mid-size company's monorepo (apps/web, services/api, workers/*,
 * infra/), in Claude Code and Codex CLI voice, with terse and verbose users. The items sit among
 * routine work (fix this test, rename that, run the build); most messages plant nothing. Each
 * session is one segment; the items planted in it are listed with it: 72 items (17 decisions,
 * 17 instructions, 21 facts, 17 tasks) in 58 sessions, 16 of which plant nothing; 139 user or
 * assistant messages carry no item's key words. Every other message must give nothing: questions, hypotheses and unconfirmed guesses, proposals not taken
 * or never confirmed, withdrawn ideas, decisions superseded later in the same session (only the
 * later one is planted), quoted code, logs and tool output with "always"/"never"/"TODO",
 * chit-chat, and requests the agent completes in the same session (not tasks).
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

export const BLIND18_SESSIONS: BlindSession[] = [
  {
    id: "b18-checkout-flake",
    build: (s) =>
      s
        .user("checkout.spec.ts is flaking on CI again. 3rd time this week. can u take a look")
        .assistant("I'll run the spec locally a few times to see whether it reproduces.")
        .bash(
          "pnpm --filter web exec playwright test e2e/checkout.spec.ts --repeat-each=5",
          "  ✓ 4 passed (41.2s)\n  ✘ 1 failed\n    TimeoutError: locator.click: Timeout 5000ms exceeded.\n    waiting for getByRole('button', { name: 'Pay now' })",
          1,
        )
        .assistant(
          "One run in five times out waiting for the Pay now button. The button only renders after the payment-intent request returns, and in the failing run that took 6.2s. It could be the stripe-mock container still booting, but that's a guess, I haven't confirmed it.",
        )
        .user(
          "no it's not stripe-mock, that boots before the suite starts. it's the flag fetch: checkout waits on launchdarkly, and in CI the LD relay is throttled. known thing, Priya found it a while ago",
        )
        .assistant("That fits the timing. I'll stub the flag fetch in the e2e fixture with the default flag set so the page doesn't wait on the relay.")
        .file("Edit", "apps/web/e2e/fixtures/flags.ts")
        .bash("pnpm --filter web exec playwright test e2e/checkout.spec.ts --repeat-each=10", "  ✓ 10 passed (1.3m)")
        .user("nice. and pls: never bump a playwright timeout to fix a flake, fix the wait instead. goes for everyone's tests")
        .assistant("Understood. Ten of ten pass now with the flags stubbed; the timeout is untouched.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["relay"] },
      { kind: "instruction", keys: ["timeout"] },
    ],
  },
  {
    id: "b18-rename-prop",
    build: (s) =>
      s
        .user("rename `isLoading` to `pending` on the Button component + all usages")
        .assistant("Let me find the usages first.")
        .bash("rg -l 'isLoading' apps/web/src | wc -l", "14")
        .file("Edit", "apps/web/src/components/ui/Button.tsx")
        .bash("pnpm --filter web exec tsc --noEmit", "")
        .assistant("Renamed the prop in Button.tsx and its 13 call sites; `tsc --noEmit` is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "b18-email-retries",
    build: (s) =>
      s
        .user("The email worker is retrying forever on 4xx responses from postmark. whats going on with our retry setup")
        .file("Read", "workers/email/src/consumer.ts")
        .bash("grep -n retries workers/email/wrangler.toml", "14:max_retries = 10\n15:retry_delay = 30")
        .assistant(
          "The consumer calls `message.retry()` on any non-2xx, so a 422 for a malformed address goes round ten times before it gives up. A permanent error like that will never succeed on retry.",
        )
        .user("ok. decision: 4xx from postmark go straight to the dead letter queue, no retries. only 5xx and timeouts get retried.")
        .assistant("Doing that: 4xx → `message.ack()` plus a send to the DLQ, 5xx and network errors keep `retry()`.")
        .file("Edit", "workers/email/src/consumer.ts")
        .bash("pnpm --filter email-worker test", " ✓ test/consumer.test.ts (9 tests) 212ms\n Test Files  1 passed (1)")
        .user("btw the dlq for email is `email-dlq`, Tomasz's cron drains it into the ops dashboard every morning")
        .assistant("Good to know, I used that name in the producer binding.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["4xx"] },
      { kind: "fact", keys: ["email-dlq"] },
    ],
  },
  {
    id: "b18-tf-drift",
    build: (s) =>
      s
        .user("run terraform plan for staging, just want to see the drift")
        .bash(
          "cd infra/envs/staging && terraform plan -no-color",
          'aws_s3_bucket.assets: Refreshing state... [id=fh-assets-staging]\n\n  # aws_s3_bucket.assets will be updated in-place\n  ~ resource "aws_s3_bucket" "assets" {\n      ~ tags = {\n          - "owner" = "never-delete" -> null\n        }\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.',
        )
        .assistant(
          'One change only: the `owner` tag on the assets bucket was set by hand in the console ("never-delete") and terraform wants to remove it. The state itself is in `s3://fh-tfstate/staging`, locked through the `fh-tfstate-lock` DynamoDB table, per infra/envs/staging/backend.tf.',
        )
        .user("hm. who did that. leave it for now")
        .assistant("Leaving it, nothing applied.")
        .user(
          "actually yeah, note it down: before the next apply on staging we have to import the console tags into terraform, otherwise the apply strips them. not today tho",
        )
        .assistant("Noted, nothing changed today.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fh-tfstate"] },
      { kind: "task", keys: ["tags"] },
    ],
  },
  {
    id: "b18-lint-unused",
    build: (s) =>
      s
        .user("lint is yelling about unused imports in the api, fix em")
        .bash(
          "pnpm --filter api lint",
          "src/routes/refunds.ts:3:10 lint/correctness/noUnusedImports  This import is unused.\nsrc/routes/orders.ts:7:1 lint/correctness/noUnusedImports  This import is unused.\nFound 2 errors.",
          1,
        )
        .file("Edit", "services/api/src/routes/refunds.ts")
        .file("Edit", "services/api/src/routes/orders.ts")
        .bash(
          "pnpm --filter api lint && rg -n 'TODO' services/api/src | head -3",
          "Checked 212 files in 48ms. No fixes applied.\nservices/api/src/routes/orders.ts:88:  // TODO(perf): never call this inside the loop\nservices/api/src/db.ts:12:// TODO: always close the pool on SIGTERM\nservices/api/src/billing/tax.ts:40:  // TODO remove after Q3",
        )
        .assistant("Removed both unused imports; lint passes. There are a dozen older TODOs in services/api, none related, so I left them.")
        .stop(),
    planted: [],
  },
  {
    id: "b18-v2-pagination",
    build: (s) =>
      s
        .user(
          "We need to settle pagination for the v2 endpoints before more of them ship. Right now orders v2 uses offset/limit and customers v2 uses cursors, which is a mess for the SDK. I talked it over with Dana and Marcus yesterday: we're going with cursor pagination everywhere in v2, opaque base64 cursors, `limit` capped at 200. Offset stays on v1 only. Can you update the orders v2 handler to match?",
        )
        .assistant("I'll look at how customers v2 encodes its cursor and reuse that.")
        .file("Read", "services/api/src/routes/v2/customers.ts")
        .file("Edit", "services/api/src/routes/v2/orders.ts")
        .bash("pnpm --filter api test -- orders", " ✓ test/v2/orders.test.ts (14 tests) 388ms\n Test Files  1 passed (1)")
        .assistant("Orders v2 now takes `cursor` and `limit` (max 200) and returns `next_cursor`; tests updated. Should I do invoices v2 too?")
        .user("no, invoices v2 isn't merged yet, Marcus is on it")
        .assistant("OK, leaving invoices alone.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cursor"] }],
  },
  {
    id: "b18-morning",
    build: (s) =>
      s
        .user("morning! anything broken in the nightlies?")
        .bash(
          "gh run list --workflow nightly.yml --limit 5",
          "completed  success  nightly  main  schedule  11m2s  8h\ncompleted  success  nightly  main  schedule  10m48s  1d\ncompleted  success  nightly  main  schedule  11m15s  2d\ncompleted  success  nightly  main  schedule  12m1s  3d\ncompleted  success  nightly  main  schedule  10m59s  4d",
        )
        .assistant("All five of the last nightly runs are green.")
        .user("lol nice. the nightly always breaks on fridays, give it a day")
        .assistant("Ha. I'll keep an eye on it if you ask tomorrow.")
        .stop(),
    planted: [],
  },
  {
    id: "b18-date-fns",
    build: (s) =>
      s
        .user("add date-fns to the web app")
        .bash("cd apps/web && npm install date-fns", "added 1 package, and audited 1402 packages in 9s\nnpm WARN old lockfile: created package-lock.json")
        .user("whoa stop. we're a pnpm workspace, never use npm or yarn in this repo. always `pnpm add --filter <pkg> ...` from the root")
        .assistant("Sorry about that. Removing the package-lock.json npm created and adding it the right way.")
        .bash(
          "rm apps/web/package-lock.json && pnpm add --filter web date-fns",
          "Progress: resolved 1402, reused 1398, downloaded 1, added 1, done\n+ date-fns 4.1.0",
        )
        .assistant("date-fns 4.1.0 is in apps/web via pnpm; the stray lockfile is gone.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
  },
  {
    id: "b18-sentry-maps",
    build: (s) =>
      s
        .user("sentry hasn't had source maps for web since monday. why")
        .bash(
          "rg -n 'SENTRY_RELEASE|release:' .github/workflows/deploy-web.yml apps/web/sentry.client.config.ts",
          '.github/workflows/deploy-web.yml:41:          SENTRY_RELEASE: $GITHUB_SHA\napps/web/sentry.client.config.ts:9:  release: "web@" + pkg.version,',
        )
        .assistant(
          "The upload step tags the maps with the commit sha, but since #2291 the app reports its release as `web@<version>`. So the maps hang off a release no event ever reports. I think that's it, but you'd see it in Sentry's releases list.",
        )
        .user("yep confirmed, the releases in sentry are all `web@1.42.0` style now, that's the naming from here on")
        .file("Edit", ".github/workflows/deploy-web.yml")
        .assistant("Changed the workflow to upload with `SENTRY_RELEASE=web@$(jq -r .version apps/web/package.json)`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["sentry", "release"] }],
  },
  {
    id: "b18-archived-at",
    build: (s) =>
      s
        .user("add an `archived_at` column to projects. migration + model")
        .assistant(
          "Plan:\n1. new migration in services/api/db/migrations\n2. update the Project model and its zod schema\n3. migrate the local db and run the model tests",
        )
        .bash("ls services/api/db/migrations | tail -3", "0141_add_invoice_notes.sql\n0142_orders_created_idx.sql\n0143_customers_region.sql")
        .file("Write", "services/api/db/migrations/0144_projects_archived_at.sql")
        .file("Edit", "services/api/src/models/project.ts")
        .bash(
          "pnpm --filter api db:migrate && pnpm --filter api test -- project",
          "applied 0144_projects_archived_at.sql\n ✓ test/models/project.test.ts (6 tests) 97ms",
        )
        .assistant("Done.\n- `0144_projects_archived_at.sql`: nullable `timestamptz`\n- `Project.archivedAt` in the model and schema\n- tests pass")
        .user(
          "good. one rule for migrations going forward: never edit a migration that's already on main, add a new one. someone did that last month and prod drifted",
        )
        .user(
          "also: migrations have to stay backwards compatible with the previous api release, pods roll one by one so old code runs against the new schema for a few minutes",
        )
        .assistant("Got it. This one qualifies: a nullable column, nothing reads it yet.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["edit", "migration"] },
      { kind: "instruction", keys: ["backwards"] },
    ],
  },
  {
    id: "b18-rate-limit",
    build: (s) =>
      s
        .user("we need a rate limiter on the public api. let's do it in redis with a sliding window")
        .bash("rg -n REDIS_URL services/api/src/config.ts", "22:  REDIS_URL: z.string().url(),")
        .assistant(
          "Redis is already configured for the api via `REDIS_URL`. I'd use a sorted set per API key: ZADD the timestamp, ZREMRANGEBYSCORE the window, ZCARD to count.",
        )
        .user(
          "hmm wait. platform said redis is getting decommissioned in Q1. scratch that: rate limiting goes in cloudflare's rate limiting rules at the edge, not in app code",
        )
        .assistant("OK, no app-side limiter. I'll add a rule in infra/cloudflare/rules.tf: 600 requests per minute per `x-api-key` on /v1 and /v2.")
        .file("Edit", "infra/cloudflare/rules.tf")
        .bash("cd infra/cloudflare && terraform validate", "Success! The configuration is valid.")
        .assistant("The rule validates. It applies with the next infra deploy.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cloudflare"] },
      { kind: "fact", keys: ["redis", "decommission"] },
    ],
  },
  {
    id: "b18-404-typo",
    build: (s) =>
      s
        .user("typo on the 404 page: 'Somthing went wrong'")
        .file("Edit", "apps/web/src/app/not-found.tsx")
        .assistant("Fixed in apps/web/src/app/not-found.tsx.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b18-thumbs-slow",
    build: (s) =>
      s
        .user("the thumbnail worker is slow. how many jobs does it run at once")
        .bash(
          "cat workers/thumbs/wrangler.toml | grep -A4 consumers",
          '[[queues.consumers]]\nqueue = "thumbs-resize"\nmax_batch_size = 10\nmax_concurrency = 4',
        )
        .assistant("Batches of 10, at most 4 consumers at once. It might be CPU-bound in sharp as well, I'm not sure, I'd need a profile to say.")
        .user("max_concurrency is 4 on purpose: the image CDN origin rate-limits us above ~5 parallel fetches. so don't raise it")
        .assistant("Understood. Then the bigger win is probably not resizing the same image twice, most thumbnails are requested at two or three widths.")
        .user("yeah. not now, but put it on the list: cache resized thumbnails in R2 keyed by (source hash, width)")
        .assistant("Noted for later.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["concurrency"] },
      { kind: "task", keys: ["cache", "thumbnail"] },
    ],
  },
  {
    id: "b18-commit-msg",
    build: (s) =>
      s
        .user("commit this pls")
        .bash(
          'git commit -am "update order totals"',
          "⧗   input: update order totals\n✖   subject may not be empty [subject-empty]\n✖   type may not be empty [type-empty]\n\n✖   found 2 problems, 0 warnings\nhusky - commit-msg hook exited with code 1",
          1,
        )
        .user("we use conventional commits with a scope, like `fix(api): ...`. commitlint runs on the hook and in CI so it'll reject anything else")
        .bash(
          'git commit -am "fix(api): round order totals to cents"',
          "[fix/order-totals 3e1c9d2] fix(api): round order totals to cents\n 2 files changed, 11 insertions(+), 4 deletions(-)",
        )
        .assistant("Committed as `fix(api): round order totals to cents`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["conventional"] }],
  },
  {
    id: "b18-moment-question",
    build: (s) =>
      s
        .user("why is moment in the web bundle?? i thought we got rid of it")
        .bash("pnpm --filter web why moment", "web@1.42.0 /home/dev/src/app/apps/web\n└─┬ react-datepicker 4.8.0\n  └── moment 2.29.4")
        .assistant(
          "It comes in through react-datepicker 4.8. Newer react-datepicker versions use date-fns, so upgrading might drop it, though I haven't checked whether the API changed.",
        )
        .user("maybe. not important right now, forget it")
        .stop(),
    planted: [],
  },
  {
    id: "b18-billing-v2",
    build: (s) =>
      s
        .user(
          "Context for the billing v2 page: in planning we settled on Stripe Checkout hosted pages instead of building our own form with Elements, so we're out of PCI scope for card fields. Can you scaffold the page and gate it behind the `billing_v2` flag?",
        )
        .file("Write", "apps/web/src/app/account/billing-v2/page.tsx")
        .file("Edit", "apps/web/src/lib/flags.ts")
        .bash("pnpm --filter web exec tsc --noEmit && pnpm --filter web test -- billing", " ✓ src/app/account/billing-v2/page.test.tsx (3 tests) 140ms")
        .assistant(
          "Scaffolded: the page redirects to a Checkout session created by `POST /v2/billing/checkout`, and renders nothing unless `billing_v2` is on.",
        )
        .user(
          "cool. and a convention for flags in general: any flag guarding a page rollout gets removed within 2 sprints of hitting 100%. put a `// FLAG-CLEANUP: <date>` comment next to each check so we can grep for them",
        )
        .file("Edit", "apps/web/src/app/account/billing-v2/page.tsx")
        .assistant("Added `// FLAG-CLEANUP: 2026-12-15` next to the check.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["hosted"] },
      { kind: "instruction", keys: ["cleanup"] },
    ],
  },
  {
    id: "b18-docker-copy",
    build: (s) =>
      s
        .user("docker build for the api fails on main")
        .bash(
          "docker build -f services/api/Dockerfile .",
          ' => ERROR [build 6/9] COPY packages/logger/package.json packages/logger/\n------\nfailed to compute cache key: "/packages/logger/package.json": not found\nWARNING: always pin base images to a digest',
          1,
        )
        .assistant("The logger package moved to `packages/shared/logger` last week and the Dockerfile still copies the old path.")
        .file("Edit", "services/api/Dockerfile")
        .bash("docker build -f services/api/Dockerfile . -q", "sha256:9b1f0c2e7d41")
        .assistant("Fixed the COPY path; the image builds.")
        .stop(),
    planted: [],
  },
  {
    id: "b18-webhook-400s",
    build: (s) =>
      s
        .user("getting a spike of 400s on /webhooks/stripe since last night, is something broken")
        .bash(
          "kubectl -n api logs deploy/api --since=12h | grep webhooks/stripe | grep ' 400 ' | head -3",
          'POST /webhooks/stripe 400 {"error":"event_too_old","created":"2026-11-05T22:14:03Z"}\nPOST /webhooks/stripe 400 {"error":"event_too_old","created":"2026-11-05T22:14:09Z"}\nPOST /webhooks/stripe 400 {"error":"event_too_old","created":"2026-11-05T22:15:40Z"}',
        )
        .assistant("They're all `event_too_old`. Is Stripe replaying events from a few days ago?")
        .user(
          "yeah they had an incident and are replaying. our stripe webhook handler rejects any event created more than 24h ago, that's by design (replay protection), so the 400s are fine",
        )
        .assistant("Then nothing to fix; they'll stop once Stripe's replay catches up.")
        .stop(),
    planted: [{ kind: "fact", keys: ["webhook"] }],
  },
  {
    id: "b18-storybook-tailwind",
    build: (s) =>
      s
        .user("storybook build broke after the tailwind upgrade, fix pls")
        .bash("pnpm --filter web build-storybook", "Error: Cannot find module 'tailwindcss/nesting'\n    at .storybook/postcss.config.cjs:3", 1)
        .file("Edit", "apps/web/.storybook/postcss.config.cjs")
        .bash("pnpm --filter web build-storybook", "info => Output directory: storybook-static\n✓ built in 38.41s")
        .assistant(
          "Storybook builds again (the nesting plugin is built into tailwind 4 now). The Modal stories still render without dark mode because the theme decorator reads the old `theme` context; I didn't touch that.",
        )
        .user("ok leave it for now. for later: port the storybook theme decorator to the new ThemeProvider")
        .assistant("Noted.")
        .stop(),
    planted: [{ kind: "task", keys: ["decorator"] }],
  },
  {
    id: "b18-logging",
    build: (s) =>
      s
        .user(
          "Quick note on logging since I keep seeing console.log in PRs: in the api and in the workers we log through `@fh/logger` (pino under the hood), structured fields, no string concatenation. console.log is fine in scripts/ and nowhere else. Can you clean up the ones in services/api/src/routes/refunds.ts?",
        )
        .file("Edit", "services/api/src/routes/refunds.ts")
        .bash("rg -n 'console\\.' services/api/src/routes/refunds.ts", "", 1)
        .assistant("Replaced the four console.log calls with `log.info({ refundId, amount }, 'refund issued')` and friends.")
        .user(
          "thx. other news: we decided to drop Datadog for the workers' logs and ship them to Grafana Loki instead, starting this sprint. the otel collector config lives in infra/otel if you need it",
        )
        .assistant("OK. I'll keep that in mind for worker logging changes.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["logger"] },
      { kind: "decision", keys: ["loki"] },
      { kind: "fact", keys: ["otel"] },
    ],
  },
  {
    id: "b18-codex-test-run",
    build: (s) =>
      s
        .user("run the api tests, tell me what fails")
        .bash(
          "pnpm --filter api test",
          " ✓ test/v2/orders.test.ts (14 tests)\n ✗ test/refunds.test.ts > partial refund > marks order\n   AssertionError: expected 'never_refunded' to be 'partially_refunded'\n ✗ test/refunds.test.ts > full refund > closes order\n Test Files  1 failed | 31 passed (32)",
          1,
        )
        .assistant(
          "2 failures, both in test/refunds.test.ts:\n- partial refund: status stays `never_refunded`\n- full refund: order not closed\nEverything else passes.",
        )
        .user("those are mine, WIP branch. ignore")
        .stop(),
    planted: [],
  },
  {
    id: "b18-stripe-key",
    build: (s) =>
      s
        .user("where does the api get STRIPE_KEY from in prod")
        .bash(
          "rg -n -A3 STRIPE_KEY infra/k8s/api/",
          "infra/k8s/api/deployment.yaml:48:        - name: STRIPE_KEY\ninfra/k8s/api/deployment.yaml-49-          valueFrom:\ninfra/k8s/api/deployment.yaml-50-            secretKeyRef: { name: api-secrets, key: stripe_key }",
        )
        .assistant(
          "From the `api-secrets` Kubernetes secret, which external-secrets syncs from AWS Secrets Manager (infra/k8s/api/externalsecret.yaml). Nothing in prod reads a .env file.",
        )
        .user("yep. and so: never put real keys in .env files, not even .env.local. locally use `op run` with the 1Password vault 'fh-dev'")
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["external-secrets"] },
      { kind: "instruction", keys: ["1password"] },
    ],
  },
  {
    id: "b18-dashboard-slow",
    build: (s) =>
      s
        .user("dashboard feels slow since the last deploy. is it the new charts lib?")
        .bash(
          "pnpm --filter web build | grep -A2 'dashboard'",
          "├ ○ /dashboard                 412 kB         589 kB\n├ ○ /dashboard/reports         88 kB          265 kB",
        )
        .assistant(
          "/dashboard's first load is 589 kB; recharts accounts for about 180 kB gzipped of that. My guess is it's part of it, but I haven't profiled, so I can't say it's the cause.",
        )
        .user("meh, probably fine. leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b18-error-shape",
    build: (s) =>
      s
        .user("for the new error responses let's use RFC 7807, problem+json")
        .assistant("I'll add a `problem()` helper that builds `type`, `title`, `status`, `detail` and switch the v2 error handler to it.")
        .file("Edit", "services/api/src/http/errors.ts")
        .bash("pnpm --filter api test -- errors", " ✓ test/http/errors.test.ts (8 tests) 61ms")
        .user(
          "hmm actually no. the mobile app parses our current `{error: {code, message}}` envelope and they can't ship a client update before march. keep the existing envelope and just add a `request_id` field to it",
        )
        .assistant("Reverting the problem+json change and adding `request_id` to the existing error envelope instead.")
        .bash("git checkout services/api/src/http/errors.ts", "Updated 1 path from the index")
        .file("Edit", "services/api/src/http/errors.ts")
        .bash("pnpm --filter api test -- errors", " ✓ test/http/errors.test.ts (8 tests) 59ms")
        .assistant("Errors keep `{error: {code, message}}` and now carry `error.request_id` from the request context.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["request_id"] },
      { kind: "fact", keys: ["mobile"] },
    ],
  },
  {
    id: "b18-ci-slow",
    build: (s) =>
      s
        .user("CI takes 19 min now, used to be 8. why")
        .bash(
          "gh run view 88213 --log | grep -i 'remote cache' | head -3",
          "build: • Remote caching disabled: 403 Forbidden (token expired)\nweb:test: cache miss, executing 3b9e1a\napi:test: cache miss, executing 77c0f2",
        )
        .assistant('Turbo\'s remote cache is answering 403 "token expired", so every task runs from scratch.')
        .user("ugh yes. the turbo remote cache token is rotated yearly on Nov 1 by Vercel. I renewed it just now")
        .bash("gh run rerun 88213 && gh run watch 88214 | tail -1", "✓ main CI · 88214  (8m12s)")
        .assistant("Rerun finished in 8m12s with cache hits.")
        .user("could you add a check that warns in #ci when the token is < 30 days from expiry? not now, i have to run. on the list")
        .assistant("Will do it when you want it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["turbo", "token"] },
      { kind: "task", keys: ["expiry"] },
    ],
  },
  {
    id: "b18-split-orders",
    build: (s) =>
      s
        .user("split services/api/src/routes/orders.ts into handlers/ and schemas/, no behavior change")
        .file("Read", "services/api/src/routes/orders.ts")
        .file("Write", "services/api/src/routes/orders/handlers.ts")
        .file("Write", "services/api/src/routes/orders/schemas.ts")
        .bash("pnpm --filter api test -- orders", " ✓ test/orders.test.ts (22 tests) 510ms\n ✓ test/v2/orders.test.ts (14 tests) 377ms")
        .assistant(
          "Split into orders/handlers.ts and orders/schemas.ts with an index re-export; I kept the `// NOTE: always validate before touching the db` comment with the handler. All 36 order tests pass.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b18-german",
    build: (s) =>
      s
        .user("add German translations for the settings page")
        .file("Edit", "apps/web/locales/de/settings.json")
        .assistant("Added 31 German strings to locales/de/settings.json.")
        .user(
          "ah, I should've said: don't machine-translate UI strings yourself. add the keys with the English text and tag them `needs-translation`, Lokalise picks those up and the translators do the rest",
        )
        .bash("git checkout apps/web/locales/de/settings.json", "Updated 1 path from the index")
        .file("Edit", "apps/web/locales/de/settings.json")
        .assistant("Reverted my German text; the new keys hold the English strings and the `needs-translation` tag.")
        .user("👍 and French is missing on the whole billing flow, we'll need it before the FR launch in january")
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["needs-translation"] },
      { kind: "task", keys: ["french"] },
    ],
  },
  {
    id: "b18-deploy-freeze",
    build: (s) =>
      s
        .user("can you deploy the api to prod? the refunds fix")
        .assistant("Checking the freeze calendar first.")
        .bash("cat ops/freeze.yaml", "freezes:\n  - from: 2026-11-26\n    to: 2026-11-30\n    reason: black friday / cyber monday")
        .assistant("There's a freeze from Nov 26 to Nov 30, so I won't deploy today.")
        .user("right, good catch. general rule: prod deploys Mon–Thu only, never on Fridays and never in a freeze; hotfixes need a second approver in #deploys")
        .user("so queue the refunds deploy for monday dec 1 then")
        .assistant("OK, not deploying now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["deploy", "friday"] },
      { kind: "task", keys: ["refunds"] },
    ],
  },
  {
    id: "b18-node-version",
    build: (s) =>
      s
        .user("are the workers built on node 20 or 22?")
        .bash("cat .nvmrc; grep -A2 engines package.json", '20.11.1\n  "engines": {\n    "node": ">=20"')
        .assistant("20.11.1 per .nvmrc; `engines` allows anything >= 20.")
        .user("ok. we agreed in arch sync today to move everything to node 22 LTS. bump .nvmrc, engines and the CI matrix")
        .file("Edit", ".nvmrc")
        .file("Edit", "package.json")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("pnpm install --frozen-lockfile && pnpm turbo run test", " Tasks:    24 successful, 24 total\nCached:    0 cached, 24 total\n  Time:    6m41s")
        .assistant("Bumped to 22.11.0 in .nvmrc, `engines.node` to `>=22`, and the CI matrix; the full turbo test run passes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["node", "22"] }],
  },
  {
    id: "b18-auth-clock",
    build: (s) =>
      s
        .user("is the auth test flaky because of the clock?")
        .assistant("Possibly: it compares the token's `exp` with `Date.now()` right at the boundary. Let me run it a bunch.")
        .bash("pnpm --filter api exec vitest run test/auth.test.ts --repeat 20", " ✓ test/auth.test.ts (7 tests) x20\n Test Files  1 passed (1)")
        .assistant("20 runs, all green. I couldn't reproduce it.")
        .user("k whatever, moving on")
        .stop(),
    planted: [],
  },
  {
    id: "b18-reports-replica",
    build: (s) =>
      s
        .user("the reports endpoint is hammering the primary db again")
        .file("Read", "services/api/src/db.ts")
        .assistant("db.ts already has a `readReplica` pool on `DATABASE_REPLICA_URL`; the reports routes just don't use it.")
        .user("yeah. the replica lags up to ~30s behind the primary, that's expected with our setup and fine for reports. switch reports over")
        .file("Edit", "services/api/src/routes/reports.ts")
        .bash("pnpm --filter api test -- reports", " ✓ test/reports.test.ts (11 tests) 402ms")
        .assistant("Reports now query through `readReplica`; tests pass.")
        .stop(),
    planted: [{ kind: "fact", keys: ["replica"] }],
  },
  {
    id: "b18-env-leak",
    build: (s) =>
      s
        .user(
          "wtf, you printed the whole .env into the terminal last session. don't cat .env files, ever. if you need a var name grep -o for it or read .env.example",
        )
        .assistant("Sorry. Understood.")
        .user("now add STRIPE_WEBHOOK_TOLERANCE to .env.example, default 300")
        .file("Edit", "services/api/.env.example")
        .bash("grep -o '^STRIPE_WEBHOOK_[A-Z_]*' services/api/.env.example", "STRIPE_WEBHOOK_SECRET\nSTRIPE_WEBHOOK_TOLERANCE")
        .assistant("Added `STRIPE_WEBHOOK_TOLERANCE=300` to services/api/.env.example.")
        .stop(),
    planted: [{ kind: "instruction", keys: [".env"] }],
  },
  {
    id: "b18-indexer-owner",
    build: (s) =>
      s
        .user("who owns workers/search-indexer? need someone to review")
        .bash("grep -n search-indexer .github/CODEOWNERS", "31:/workers/search-indexer/  @fernhill/discovery")
        .assistant("CODEOWNERS assigns it to @fernhill/discovery.")
        .user("ah ok. discovery is Lena and Ruben these days, Jonas moved to payments in october")
        .user("which means CODEOWNERS is stale, Jonas is still listed on workers/payouts. we need to fix that but I want to ask Lena first")
        .assistant("Makes sense. Leaving CODEOWNERS as is for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["discovery"] },
      { kind: "task", keys: ["codeowners"] },
    ],
  },
  {
    id: "b18-api-client",
    build: (s) =>
      s
        .user("the hand-written api client in web keeps drifting from the api. what are our options")
        .assistant(
          "Two realistic ones:\n1. Generate types from services/api/openapi.yaml with openapi-typescript and call through openapi-fetch. Needs the spec to stay accurate.\n2. Move the zod schemas into a packages/contracts package and infer types from them. Couples web to the api's zod version.",
        )
        .user("we'll go with 1, openapi-typescript. the spec is already linted by spectral in CI so it's in decent shape")
        .bash(
          "pnpm --filter web exec openapi-typescript ../../services/api/openapi.yaml -o src/api/schema.d.ts",
          "✨ openapi-typescript 7.4.1\n🚀 ../../services/api/openapi.yaml → src/api/schema.d.ts [38ms]",
        )
        .file("Edit", "apps/web/src/api/client.ts")
        .assistant("Generated src/api/schema.d.ts and switched the client to `createClient<paths>()`. Three call sites had wrong field names; fixed.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["openapi-typescript"] },
      { kind: "fact", keys: ["spectral"] },
    ],
  },
  {
    id: "b18-bump-vitest",
    build: (s) =>
      s
        .user("bump vitest to 2.1 in all packages")
        .bash(
          "pnpm -r up vitest@2.1.5",
          " WARN  Issues with peer dependencies found\n└─┬ @vitest/ui 2.0.5\n  └── ✕ unmet peer vitest@2.0.5: found 2.1.5\nDone in 7.2s",
        )
        .bash("pnpm -r up @vitest/ui@2.1.5 && pnpm turbo run test", " Tasks:    24 successful, 24 total")
        .assistant("vitest and @vitest/ui are on 2.1.5 everywhere; all 24 test tasks pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b18-pdf-queue",
    build: (s) =>
      s
        .user("create the queue for the new pdf export worker")
        .assistant("I'll call it `pdfExportQueue`. Let me check how the others are declared.")
        .bash(
          "rg -n '^queue = ' workers/*/wrangler.toml",
          'workers/email/wrangler.toml:9:queue = "email-send"\nworkers/thumbs/wrangler.toml:11:queue = "thumbs-resize"',
        )
        .user("queue names are kebab-case `<worker>-<verb>`, like those two. so `pdf-export-render` or similar")
        .bash("npx wrangler queues create pdf-export-render", "🌀 Creating queue 'pdf-export-render'\n✅ Created queue 'pdf-export-render'")
        .file("Edit", "workers/pdf-export/wrangler.toml")
        .assistant(
          "Created `pdf-export-render` and bound it as the consumer queue. Nothing produces to it yet: the api's export endpoint still renders PDFs inline.",
        )
        .user("yep that's the next step but not today. todo: move the api's inline pdf rendering onto the queue")
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["kebab-case"] },
      { kind: "task", keys: ["inline", "pdf"] },
    ],
  },
  {
    id: "b18-a11y",
    build: (s) =>
      s
        .user("axe reports 23 violations on the marketing pages, fix the color contrast ones")
        .bash(
          "pnpm --filter web exec axe http://localhost:3000/pricing --tags wcag2aa | tail -2",
          "23 violations found\n  color-contrast (15), image-alt (7), focus-trap (1)",
        )
        .file("Edit", "apps/web/src/styles/tokens.css")
        .bash("pnpm --filter web exec axe http://localhost:3000/pricing --tags wcag2aa | tail -2", "8 violations found\n  image-alt (7), focus-trap (1)")
        .assistant(
          "The 15 contrast issues are fixed by darkening `--muted-fg` and the link color. 8 left: alt text on CMS images, and a focus trap in the cookie banner.",
        )
        .user("the alt text ones need the content team, I'll ping them. the cookie banner focus trap is ours, leave it for next sprint")
        .user("and one thing for any new component from now on: it has to pass axe in storybook before it goes to review")
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "task", keys: ["cookie", "focus"] },
      { kind: "instruction", keys: ["axe"] },
    ],
  },
  {
    id: "b18-invoice-dates",
    build: (s) =>
      s
        .user("invoice dates are off by one day for customers in Australia")
        .bash(
          "psql $DATABASE_URL -c \"select id, issued_at, invoice_date from invoices where customer_id = 'cus_8812' order by issued_at desc limit 2\"",
          "   id    |       issued_at        | invoice_date\n---------+------------------------+--------------\n inv_991 | 2026-11-03 21:40:00+00 | 2026-11-03\n inv_874 | 2026-10-03 22:05:00+00 | 2026-10-03",
        )
        .assistant("`invoice_date` is derived from `issued_at` in UTC, so an invoice issued at 08:40 Sydney time gets the previous day's date.")
        .user(
          "yep that's it. and for the record, every timestamp in the db is UTC; conversion to local time happens only in the web layer, with the tz from the customer's profile",
        )
        .file("Edit", "services/api/src/billing/invoice.ts")
        .bash("pnpm --filter api test -- invoice", " ✓ test/billing/invoice.test.ts (12 tests) 233ms")
        .assistant("`invoice_date` is now computed in the customer's timezone at issue time; added a Sydney case to the tests.")
        .stop(),
    planted: [{ kind: "fact", keys: ["utc"] }],
  },
  {
    id: "b18-bun",
    build: (s) =>
      s
        .user("what if we switched the monorepo to bun")
        .bash("bun --version", "bash: bun: command not found", 127)
        .assistant(
          "It isn't installed here. Bun would replace pnpm and possibly vitest, but turbo's bun support is newer and the workers build through wrangler, so it'd need a trial on one package first.",
        )
        .user("ugh, nevermind, forget I said that")
        .stop(),
    planted: [],
  },
  {
    id: "b18-soft-delete",
    build: (s) =>
      s
        .user("implement soft delete for customers")
        .assistant("Plan: add `deleted_at`, filter it in the repository layer, make `DELETE /v2/customers/:id` set it.")
        .file("Write", "services/api/db/migrations/0145_customers_deleted_at.sql")
        .file("Edit", "services/api/src/repos/customers.ts")
        .bash("pnpm --filter api test -- customers", " ✓ test/v2/customers.test.ts (19 tests) 611ms")
        .assistant("Implemented and tested. Open question: should a GDPR erasure request still hard-delete?")
        .user("yes, GDPR erasure stays a hard delete through the existing erasure job. soft delete is only what the UI delete button does")
        .user("we'll also need a purge job that hard-deletes soft-deleted customers after 90 days. next week")
        .assistant("OK. The erasure path is unchanged; the purge job isn't started.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["erasure"] },
      { kind: "task", keys: ["purge"] },
    ],
  },
  {
    id: "b18-short-summaries",
    build: (s) =>
      s
        .user("rename the helpers in apps/web/src/utils/fmt.ts → format.ts and update imports")
        .file("Write", "apps/web/src/utils/format.ts")
        .bash("pnpm --filter web exec tsc --noEmit", "")
        .assistant(
          "Renamed `fmt.ts` to `format.ts`.\n\nSummary of changes:\n- Moved 6 helpers (`fmtMoney`, `fmtDate`, `fmtPct`, ...)\n- Updated 22 imports across 17 files\n- No behavior changes\n- Typecheck passes\n\nNext steps you might consider:\n- Renaming the helpers themselves\n- Adding unit tests",
        )
        .user("pls stop writing those huge summaries at the end, I read the diff. 2-3 lines max")
        .assistant("Will do.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["summaries"] }],
  },
  {
    id: "b18-api-oom",
    build: (s) =>
      s
        .user("api pods keep getting OOMKilled")
        .bash(
          "kubectl -n api describe pod api-7f9c5d-x2kq | grep -A4 'Last State'",
          "    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137\n    Limits:\n      memory:  512Mi",
        )
        .assistant("The limit is 512Mi, and the kills line up with `GET /exports/orders.csv`: the handler builds the whole CSV in memory.")
        .user("bump it to 1Gi")
        .file("Edit", "infra/helm/api/values.yaml")
        .user("wait no, 768Mi. finance will kill me otherwise")
        .file("Edit", "infra/helm/api/values.yaml")
        .assistant("Set to 768Mi in values.yaml.")
        .user("the csv export streaming thing is the real fix, but later, not in this PR")
        .assistant("OK, only the limit changes here.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["768mi"] },
      { kind: "task", keys: ["csv", "stream"] },
    ],
  },
  {
    id: "b18-readme-pnpm",
    build: (s) =>
      s
        .user("update the README setup section, we're on pnpm 9 now")
        .file("Edit", "README.md")
        .assistant("Setup now says `corepack enable && pnpm install` and mentions pnpm 9.")
        .stop(),
    planted: [],
  },
  {
    id: "b18-etags",
    build: (s) =>
      s
        .user("does the api do ETags? would it be hard to add?")
        .bash("rg -n -i 'etag|if-none-match' services/api/src | head", "", 1)
        .assistant(
          "I don't see any ETag handling in the route code, though the CDN in front might add weak ones, I'd have to check. Adding it to GET routes would be maybe a day: hash the serialized body and compare with If-None-Match.",
        )
        .user("interesting. maybe one day")
        .stop(),
    planted: [],
  },
  {
    id: "b18-test-db",
    build: (s) =>
      s
        .user("the integration tests are writing to my local dev db!?")
        .bash("rg -n 'DATABASE_URL' services/api/test/setup.ts", "4:const url = process.env.DATABASE_URL_TEST ?? process.env.DATABASE_URL;")
        .assistant("The setup falls back to `DATABASE_URL` when `DATABASE_URL_TEST` is unset.")
        .user("make it refuse to run unless DATABASE_URL_TEST is set")
        .file("Edit", "services/api/test/setup.ts")
        .bash(
          "env -u DATABASE_URL_TEST pnpm --filter api test 2>&1 | head -2",
          "Error: DATABASE_URL_TEST is not set; refusing to run integration tests against DATABASE_URL",
          1,
        )
        .assistant("Done: without `DATABASE_URL_TEST` the suite stops before connecting.")
        .user("and keep in mind: api integration tests run against the docker compose postgres on port 5433, not 5432. 5432 is everybody's local dev db")
        .assistant("Noted.")
        .stop(),
    planted: [{ kind: "fact", keys: ["5433"] }],
  },
  {
    id: "b18-plancard-css",
    build: (s) =>
      s
        .user("in web: no new CSS modules. tailwind classes only, and conditional classes go through the `cn()` helper, not template strings")
        .user("start with PlanCard, it's the one I'm touching this week")
        .file("Edit", "apps/web/src/components/PlanCard.tsx")
        .bash("rm apps/web/src/components/PlanCard.module.css && pnpm --filter web test -- PlanCard", " ✓ src/components/PlanCard.test.tsx (4 tests) 88ms")
        .assistant("PlanCard is on tailwind with `cn()`; the module file is gone and its tests pass.")
        .user("there are like 40 more .module.css files. we'll migrate them gradually, keep track of it")
        .assistant("OK.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tailwind"] },
      { kind: "task", keys: ["css", "migrate"] },
    ],
  },
  {
    id: "b18-authz",
    build: (s) =>
      s
        .user("how do we check permissions in the api currently?")
        .bash(
          "rg -n 'export function can' services/api/src",
          "services/api/src/authz/policy.ts:14:export function can(user: User, action: Action, resource: Resource): boolean {",
        )
        .assistant("Every route calls `can(user, action, resource)` from services/api/src/authz/policy.ts, which is one big hand-written switch over actions.")
        .user(
          "right. we've decided to move authz to OpenFGA, Dana's team runs the instance. new endpoints use the fga client from day one, old ones migrate when someone touches them",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["policy"] },
      { kind: "decision", keys: ["openfga"] },
    ],
  },
  {
    id: "b18-codex-fmt",
    build: (s) =>
      s
        .user("format the changed files and run typecheck")
        .bash("pnpm biome format --write $(git diff --name-only) && pnpm turbo run typecheck", "Formatted 3 files in 6ms.\n Tasks:    9 successful, 9 total")
        .bash(
          "git diff --stat && git diff services/api/src/billing/tax.ts | head -6",
          " services/api/src/billing/tax.ts | 4 ++--\n 1 file changed\n@@ -40,3 +40,3 @@\n-  // TODO: never round before summing\n+  // TODO: never round before summing the lines",
        )
        .assistant("Formatted 3 files; typecheck passes in all 9 packages. Only whitespace and one comment changed.")
        .user("ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b18-eu-backups",
    build: (s) =>
      s
        .user("which region is the eu uploads bucket in?")
        .bash("aws s3api get-bucket-location --bucket fh-uploads-eu", '{\n    "LocationConstraint": "eu-central-1"\n}')
        .assistant("`fh-uploads-eu` is in eu-central-1 (Frankfurt).")
        .user(
          "right. all EU customer data has to stay in eu-central-1, that's contractual (DPA). so the new backup bucket goes there as well, no cross-region replication to us-east",
        )
        .user("for the backups we're going with daily snapshots and 35-day retention, decided with Tomasz this morning")
        .file("Write", "infra/modules/backups/eu.tf")
        .bash("cd infra/envs/prod && terraform validate", "Success! The configuration is valid.")
        .assistant("Added the backup bucket and AWS Backup plan in eu-central-1, daily at 03:00 UTC, kept 35 days; it validates.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fh-uploads-eu"] },
      { kind: "instruction", keys: ["eu-central-1"] },
      { kind: "decision", keys: ["retention"] },
    ],
  },
  {
    id: "b18-next15",
    build: (s) =>
      s
        .user("try upgrading next to 15 in web, see what breaks")
        .bash(
          "pnpm add --filter web next@15 && pnpm --filter web build",
          "Error: Route /account used `cookies().get('session')`. `cookies()` should be awaited before using its value.",
          1,
        )
        .file("Edit", "apps/web/src/app/account/layout.tsx")
        .bash(
          "pnpm --filter web build",
          "Error: Route /account/billing used `headers()`... should be awaited.\nType error: 'params' is a Promise in 14 pages",
          1,
        )
        .assistant("It's the async request APIs: 14 pages and 3 layouts need changes, and /account still mixes pages/ and app/ router code.")
        .user("ok revert all of it. we stay on next 14 until the /account app router migration is done")
        .bash("git checkout -- apps/web pnpm-lock.yaml", "")
        .assistant("Reverted; web is back on next 14.2.")
        .stop(),
    planted: [{ kind: "decision", keys: ["next", "14"] }],
  },
  {
    id: "b18-yesterday",
    build: (s) =>
      s
        .user("what did I even do yesterday, git log pls")
        .bash(
          "git log --author=me --since=yesterday --oneline",
          "a91c3e0 fix(web): always show the plan badge\n7d2e441 chore: TODO cleanup in billing\n51fe0b8 fix(api): never return deleted customers in search",
        )
        .assistant("Three commits yesterday: the plan badge fix in web, a TODO cleanup in billing, and hiding deleted customers from api search.")
        .user("right right. coffee time ☕")
        .stop(),
    planted: [],
  },
  {
    id: "b18-pr-desc",
    build: (s) =>
      s
        .user("open a PR for this branch")
        .bash("gh pr create --fill", "https://github.com/fernhill/monorepo/pull/2318")
        .user("PR titles need the Linear issue key at the front, like `FH-1234: ...`, and fill in the Testing section, don't leave the template text")
        .bash('gh pr edit 2318 --title "FH-1187: round order totals to cents" --body-file /tmp/pr-body.md', "https://github.com/fernhill/monorepo/pull/2318")
        .assistant("Retitled with FH-1187 and filled in Testing with the commands I ran.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["linear"] }],
  },
  {
    id: "b18-fanout-runtime",
    build: (s) =>
      s
        .user("the webhooks-fanout service: cloudflare worker or a k8s deployment? we need to pick today")
        .bash("ls workers/ && ls infra/helm", "email\npdf-export\nreconcile\nsearch-indexer\nthumbs\napi\nreconciler-db\ntypesense")
        .assistant(
          "A worker gets you queues and no idle cost; k8s gets you long-lived connections and the existing Helm tooling. Fanout is stateless HTTP out, so either works; I'd lean worker.",
        )
        .user("going with a cloudflare worker for webhooks-fanout. the k8s cluster stays for stateful stuff")
        .user("before launch we still need a load test of the fanout at ~2k events/s, nobody has done that yet")
        .assistant("Understood. I'll scaffold workers/webhooks-fanout when you say go.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["fanout"] },
      { kind: "task", keys: ["load"] },
    ],
  },
  {
    id: "b18-product-search",
    build: (s) =>
      s
        .user("for product search, let's use postgres full-text for now")
        .file("Write", "services/api/db/migrations/0146_products_tsvector.sql")
        .bash("pnpm --filter api db:migrate", "applied 0146_products_tsvector.sql")
        .assistant("Added a generated `search_tsv` column with a GIN index on products. Next I'd wire `GET /v2/products?q=`.")
        .user(
          "hold on, talked to Lena: discovery already runs Typesense for the docs site. use typesense for product search as well and drop the tsvector migration",
        )
        .bash("pnpm --filter api db:rollback && rm services/api/db/migrations/0146_products_tsvector.sql", "rolled back 0146_products_tsvector.sql")
        .assistant("Rolled back and removed the tsvector migration.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["typesense"] },
      { kind: "fact", keys: ["typesense", "docs"] },
    ],
  },
  {
    id: "b18-bugbash",
    build: (s) =>
      s
        .user(
          "bug bash notes, we'll do these next week:\n- avatar upload accepts 20MB files, should cap at 5MB\n- password reset link expires immediately for users in UTC-minus timezones\n- orders CSV shows the wrong currency symbol for CHF",
        )
        .bash("rg -n 'MAX_UPLOAD_BYTES' services/api/src/uploads.ts", "7:export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;")
        .assistant("The avatar one is confirmed: `MAX_UPLOAD_BYTES` is 20 MB in services/api/src/uploads.ts.")
        .user("fix the avatar one now actually, it's one line")
        .file("Edit", "services/api/src/uploads.ts")
        .bash("pnpm --filter api test -- uploads", " ✓ test/uploads.test.ts (5 tests) 71ms")
        .assistant("Avatar uploads are capped at 5 MB now, with a test for a 6 MB file.")
        .stop(),
    planted: [
      { kind: "task", keys: ["reset"] },
      { kind: "task", keys: ["chf"] },
    ],
  },
  {
    id: "b18-turbo-nx",
    build: (s) =>
      s
        .user("someone asked in #eng again whether we should move to nx")
        .bash(
          "head -12 turbo.json",
          '{\n  "$schema": "https://turbo.build/schema.json",\n  "tasks": {\n    "build": { "dependsOn": ["^build"], "outputs": ["dist/**", ".next/**"] },',
        )
        .assistant("The repo is on turbo (turbo.json at the root, build/test/lint/typecheck tasks).")
        .user("yeah, we're staying on turbo. we evaluated nx in Q2 and decided against it, ADR-0012 has the reasons. you can point people there")
        .assistant("OK.")
        .stop(),
    planted: [{ kind: "decision", keys: ["turbo"] }],
  },
  {
    id: "b18-reconcile-cron",
    build: (s) =>
      s
        .user("when does the nightly reconciliation run?")
        .bash("grep -n crons workers/reconcile/wrangler.toml", '6:crons = ["30 2 * * *"]')
        .assistant("The reconcile worker's cron is `30 2 * * *`, so it runs at 02:30 UTC every night.")
        .user("and it has to be done by 06:00 UTC, finance pulls the reconciliation report at 6. last week it ran until 7")
        .user("we'll need to parallelize it per merchant at some point. not this week")
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["02:30"] },
      { kind: "fact", keys: ["finance"] },
      { kind: "task", keys: ["parallel"] },
    ],
  },
  {
    id: "b18-cache-headers",
    build: (s) =>
      s
        .user("what cache headers does web send for static assets?")
        .bash("curl -sI https://app.fernhill.io/_next/static/chunks/main-3f9a1c.js | grep -i cache-control", "cache-control: public, max-age=3600")
        .assistant("`max-age=3600` even on /_next/static, which is content-hashed. Those could be `immutable` with a year's max-age.")
        .user("do it: immutable, 1 year for hashed assets. html stays no-cache")
        .file("Edit", "apps/web/next.config.mjs")
        .bash("pnpm --filter web build >/dev/null && pnpm --filter web exec vitest run test/headers.test.ts", " ✓ test/headers.test.ts (3 tests) 12ms")
        .assistant("Hashed assets now get `public, max-age=31536000, immutable`; HTML keeps `no-cache`.")
        .user("the images in /public aren't hashed though, they need some versioning scheme before they can get the same treatment. later")
        .stop(),
    planted: [
      { kind: "decision", keys: ["immutable"] },
      { kind: "task", keys: ["versioning"] },
    ],
  },
];

/** The set itself: events, segments and scoring of BLIND18_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND18 = plantedSet(BLIND18_SESSIONS, Date.UTC(2026, 10, 2, 9));
