/**
 * Blind planted set 150 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a startup CTO dictating by voice (transcribed, no capitals, filler words like "um" and
 * "so yeah", run-on sentences), mixing product decisions with infra chores; the agent answers in
 * plain written prose.
 * Each session is one segment; the items planted in it are listed with it: 68 items (18 decisions, 17 instructions,
 * 17 facts, 16 tasks) in 49 sessions, 13 of which plant nothing (67 user/assistant messages between them). Every other message
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

export const BLIND150_SESSIONS: BlindSession[] = [
  {
    id: "b150-stripe-checkout",
    build: (s) =>
      s
        .user(
          "ok so um. billing. i went back and forth on this all weekend but we're going with stripe checkout, the hosted page, not building our own form with elements. we don't have the people to babysit a custom card form",
        )
        .bash(
          "rg -l 'stripe' apps/web/src | head",
          "apps/web/src/lib/stripe.ts\napps/web/src/app/billing/page.tsx\napps/web/src/app/api/stripe/webhook/route.ts",
        )
        .assistant(
          "Understood. The billing page currently renders a placeholder; I'll wire the upgrade button to create a Checkout Session server-side and redirect to it. The webhook route already exists but only logs events.",
        )
        .file("Edit", "apps/web/src/app/billing/page.tsx")
        .file("Edit", "apps/web/src/lib/stripe.ts")
        .user("nice. does the webhook route verify signatures right now or is it just trusting whatever comes in")
        .assistant(
          "It calls `stripe.webhooks.constructEvent` with `STRIPE_WEBHOOK_SECRET`, so signatures are verified. The secret is the one from the test-mode dashboard.",
        )
        .user(
          "ok cool. uh, remind me to rotate the stripe webhook secret before we flip to live mode, that test one has been pasted in like three slack threads",
        )
        .stop("Checkout Session wiring is in; the upgrade button now redirects to the hosted page."),
    planted: [
      { kind: "decision", keys: ["checkout"] },
      { kind: "task", keys: ["rotate", "webhook secret"] },
    ],
  },
  {
    id: "b150-pnpm-ci",
    build: (s) =>
      s
        .user("the ci build is failing on the lockfile again can you look")
        .bash(
          "gh run view 8812 --log-failed | tail -5",
          "npm ERR! code EUSAGE\nnpm ERR! The `npm ci` command can only install with an existing package-lock.json\nnpm ERR! Run an install with npm@8 or later to generate a package-lock.json file, then try again.",
          1,
        )
        .assistant(
          "The workflow runs `npm ci`, but the repo only has a `pnpm-lock.yaml`. Someone must have switched the install step back. I can change it to `pnpm install --frozen-lockfile`.",
        )
        .user(
          "yeah do that. and so yeah for the record we are a pnpm shop, like everywhere, ci, docker, your own commands, don't reach for npm install ever, it makes a second lockfile and then everything is on fire",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .bash("pnpm install --frozen-lockfile && pnpm -r build", "Lockfile is up to date, resolution step is skipped\n...\napps/web build: Done in 41.2s")
        .assistant("Fixed the workflow; local build passes with the frozen lockfile.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
  },
  {
    id: "b150-neon-region",
    build: (s) =>
      s
        .user("why is the api so slow from the eu customers, like 400ms on every request, is it the db")
        .bash(
          "fly status -a shiftly-api && psql $DATABASE_URL -c 'select inet_server_addr()'",
          "App: shiftly-api  Region: fra\nInstances: 2 running\n inet_server_addr\n------------------\n 3.219.77.41",
        )
        .assistant(
          "The API machines run in `fra` but the database endpoint resolves to an AWS us-east-1 address. Every query crosses the Atlantic, which adds roughly 90 ms per round trip; a request with four queries gets to about 400 ms.",
        )
        .user(
          "ugh right. ok so the thing to know is the neon database is in us-east-1 and it's staying there for now, moving it is a whole migration. um so just move the api machines to iad i guess, put them next to the db",
        )
        .bash("fly regions set iad -a shiftly-api && fly scale count 2 -a shiftly-api", "Region Pool:\niad\nScaled to 2 machines in iad")
        .assistant("Moved both API machines to `iad`. p50 from a Frankfurt probe dropped from 410 ms to 140 ms.")
        .user("good enough for now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["neon", "us-east-1"] },
      { kind: "decision", keys: ["iad"] },
    ],
  },
  {
    id: "b150-standup-chat",
    build: (s) =>
      s
        .user("morning. um, what did we merge yesterday, i lost track")
        .bash(
          "git log --since=yesterday --oneline",
          "a41c2e9 fix shift overlap check for overnight shifts\n7d0b113 bump next to 14.2.3\n2f9e8aa add empty state to availability page",
        )
        .assistant("Three commits yesterday: the overnight shift overlap fix, a Next.js bump to 14.2.3, and an empty state for the availability page.")
        .user("ok cool. was the overlap fix the one priya found or the one from the customer email")
        .assistant("The commit references issue #212, which was opened by Priya from a customer report, so both, in a sense.")
        .user("ha ok. fine. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b150-resend-email",
    build: (s) =>
      s
        .user(
          "so we need transactional email for shift reminders. i was gonna say postmark but um, actually resend has the react email thing and the free tier covers us, so resend. let's go with resend",
        )
        .bash("pnpm add resend @react-email/components --filter web", "Packages: +14\nDone in 3.1s")
        .file("Write", "apps/web/src/emails/shift-reminder.tsx")
        .file("Write", "apps/web/src/lib/email.ts")
        .assistant(
          "Added Resend and a `ShiftReminder` template. Should reminders go out from a no-reply address, or from something like `shifts@` that people can reply to?",
        )
        .user("hmm. good question. maybe shifts@ so managers see replies? not sure, leave no-reply for now")
        .assistant("Left it as `no-reply@shiftly.app`. The domain still needs its DNS records in Resend before mail will deliver from production.")
        .user("right, um, todo for me, add the resend dkim records in cloudflare dns, i have the login not you")
        .stop("Template and client are in; sending is stubbed until the domain is verified."),
    planted: [
      { kind: "decision", keys: ["resend"] },
      { kind: "task", keys: ["dkim"] },
    ],
  },
  {
    id: "b150-timezones",
    build: (s) =>
      s
        .user("the reminder went out at 3am for a shift in denver, what happened")
        .bash(
          'psql $DATABASE_URL -c "select starts_at, pg_typeof(starts_at) from shifts where id = 9921"',
          "       starts_at        | pg_typeof\n------------------------+-----------\n 2026-10-29 15:00:00    | timestamp without time zone",
        )
        .assistant(
          "The `starts_at` column is `timestamp without time zone`, and the reminder job treats it as UTC. The value was entered as local Denver time, so the reminder fired seven hours early.",
        )
        .user(
          "oh god. ok, so going forward, every time column is timestamptz and we store utc, full stop, no naive timestamps in new migrations. and the location's timezone lives on the locations table, the tz column, that's the source of truth",
        )
        .file("Write", "packages/db/migrations/0031_shifts_timestamptz.sql")
        .bash("pnpm --filter db migrate:dev", "Applying 0031_shifts_timestamptz.sql ... ok")
        .assistant("Migration converts `starts_at` and `ends_at` using each location's `tz`. The reminder now schedules from the converted UTC values.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["timestamptz"] },
      { kind: "fact", keys: ["locations", "tz"] },
    ],
  },
  {
    id: "b150-sentry-noise",
    build: (s) =>
      s
        .user("sentry is sending me like 200 emails a day, what's the top issue")
        .bash(
          "sentry-cli issues list --project web --status unresolved | head -4",
          "| ID       | Short ID | Title                                              | Events |\n| 44120113 | WEB-3K   | ResizeObserver loop completed with undelivered ... | 18211  |\n| 44120771 | WEB-3N   | TypeError: Failed to fetch                          | 902    |",
        )
        .assistant(
          "Almost all of it is `ResizeObserver loop completed with undelivered notifications`, a benign browser warning. I can add it to `ignoreErrors` in the Sentry init.",
        )
        .user("yes please, kill it")
        .file("Edit", "apps/web/sentry.client.config.ts")
        .assistant("Added it to `ignoreErrors`. The `Failed to fetch` ones look like users going offline mid-request; want those filtered too?")
        .user("nah leave those, i wanna see them for now")
        .stop(),
    planted: [],
  },
  {
    id: "b150-branch-rules",
    build: (s) =>
      s
        .user(
          "ok couple of house rules now that jonas is starting monday and will be using you too. um. one, nobody pushes to main, everything goes through a pr even if it's one line. two, squash merge only. three, uh, branch names are like initials slash thing, so mine are ak slash whatever",
        )
        .bash("gh api repos/shiftly/app/branches/main/protection -q .required_pull_request_reviews", "null")
        .assistant(
          "Branch protection on `main` currently doesn't require pull requests. I can enable it with one required review and disable merge commits and rebase merges so squash is the only option.",
        )
        .user("yeah do it")
        .bash(
          "gh api -X PUT repos/shiftly/app/branches/main/protection --input protection.json && gh repo edit --enable-merge-commit=false --enable-rebase-merge=false",
          "✓ Edited repository shiftly/app",
        )
        .assistant("Protection is on and squash is the only merge method now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["main", "pr"] },
      { kind: "instruction", keys: ["squash"] },
      { kind: "instruction", keys: ["initials"] },
    ],
  },
  {
    id: "b150-redis-rate-limit",
    build: (s) =>
      s
        .user("we need rate limiting on the public booking endpoint, someone was hammering it last night")
        .bash("rg 'upstash' -n apps/api/src | head -3", 'apps/api/src/lib/cache.ts:1:import { Redis } from "@upstash/redis";')
        .assistant(
          "We already have an Upstash Redis client for caching. Two options: `@upstash/ratelimit` on that Redis with a sliding window, or Cloudflare's rate limiting rules in front of the API. The first keeps it in code and per-location; the second needs no code but is per-IP only.",
        )
        .user("um, the upstash one, sliding window. per location makes more sense, a restaurant with 40 staff legit hits it more")
        .file("Edit", "apps/api/src/routes/booking.ts")
        .file("Write", "apps/api/src/lib/ratelimit.ts")
        .bash("pnpm --filter api test booking", "✓ booking.test.ts (9 tests) 212ms")
        .assistant("Added a sliding-window limiter keyed by location, 60 requests a minute. Tests pass.")
        .user("perfect. oh and um at some point the limit numbers should be editable in the admin panel so we can tune it per customer, backlog that, not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sliding window"] },
      { kind: "task", keys: ["admin panel"] },
    ],
  },
  {
    id: "b150-onboarding-copy",
    build: (s) =>
      s
        .user("can you fix the typo on the onboarding screen, it says 'schedual'")
        .bash("rg -n 'schedual' apps/web/src", "apps/web/src/app/onboarding/step-2.tsx:14:        Build your first schedual")
        .file("Edit", "apps/web/src/app/onboarding/step-2.tsx")
        .assistant('Fixed: it now reads "Build your first schedule".')
        .user("thanks. lol how long was that live")
        .bash("git log -S 'schedual' --format='%h %ad' --date=short -- apps/web/src/app/onboarding/step-2.tsx", "9c1d0e4 2026-08-19")
        .assistant("Since August 19th, about two and a half months.")
        .user("amazing. nobody said a word")
        .stop(),
    planted: [],
  },
  {
    id: "b150-clerk-auth",
    build: (s) =>
      s
        .user("how do we handle sessions right now, is it still the next-auth thing")
        .file("Read", "apps/web/src/middleware.ts")
        .assistant(
          "Yes, NextAuth with the email magic link provider and database sessions in Postgres. The `sessions` table has about 31k rows; expired ones are never cleaned up.",
        )
        .user(
          "right. ok so um i've been thinking about moving to clerk, orgs and roles for free basically. but actually no, scratch that, the pricing per mau kills us once the hourly staff all log in. we stay on next-auth",
        )
        .assistant("Okay, staying on NextAuth. Should I add a job to purge expired sessions?")
        .user("yeah, not now though. put it on the list, a nightly cron that deletes expired rows from sessions")
        .bash("rg -n 'cron' apps/api/src/jobs/index.ts", "apps/api/src/jobs/index.ts:3:// cron jobs registered here, see fly.toml [processes]")
        .stop("Noted the purge job for later; nothing changed in this session."),
    planted: [
      { kind: "decision", keys: ["next-auth"] },
      { kind: "task", keys: ["purge", "sessions"] },
    ],
  },
  {
    id: "b150-test-command",
    build: (s) =>
      s
        .user("run the api tests real quick")
        .bash("pnpm --filter api test", "✓ 41 test files (388 tests) 14.8s")
        .assistant("All 388 API tests pass.")
        .user(
          "cool. oh and um, when you run tests for the api always pass --no-file-parallelism, the db tests share one schema and they flake otherwise, we learned that the hard way",
        )
        .assistant("Noted. I'll run them as `pnpm --filter api test --no-file-parallelism` from now on.")
        .bash("pnpm --filter api test --no-file-parallelism", "✓ 41 test files (388 tests) 31.2s")
        .stop(),
    planted: [{ kind: "instruction", keys: ["no-file-parallelism"] }],
  },
  {
    id: "b150-docker-size",
    build: (s) =>
      s
        .user("why is the api image 1.4 gigs")
        .bash(
          "docker history shiftly-api:latest --format '{{.Size}}\\t{{.CreatedBy}}' | head -4",
          "812MB\tRUN pnpm install\n402MB\tCOPY . .\n118MB\t/bin/sh -c #(nop) ADD file:node-20-bookworm",
        )
        .assistant(
          "The image installs all workspace dependencies including dev ones and copies the whole monorepo. A multi-stage build with `pnpm deploy --prod` for just the API package should cut it a lot.",
        )
        .user("do it")
        .file("Edit", "apps/api/Dockerfile")
        .bash("docker build -t shiftly-api:slim -f apps/api/Dockerfile . && docker images shiftly-api:slim --format '{{.Size}}'", "...\n212MB")
        .assistant("Down to 212 MB with a multi-stage build on `node:20-slim`.")
        .user("ok that's a fact worth knowing, node 20 slim is the base for all our images btw, don't switch it to alpine, the prisma engine breaks on musl")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["alpine"] },
      { kind: "fact", keys: ["20 slim"] },
    ],
  },
  {
    id: "b150-pricing-tiers",
    build: (s) =>
      s
        .user(
          "product stuff, not code yet. so the pricing is settled, we talked it through with the advisors last night. um, two tiers, starter at 49 a month per location and pro at 99, no free plan, just a 14 day trial",
        )
        .assistant("Got it. Do you want those as Stripe prices now so Checkout can use them, or just written into the pricing page for the moment?")
        .user("both, make the prices in test mode and put the ids in the env")
        .bash(
          "stripe prices create --unit-amount 4900 --currency usd --recurring.interval month --product prod_Shiftly -d nickname=starter",
          '{\n  "id": "price_1QAa2bStarter",\n  "nickname": "starter",\n  "unit_amount": 4900\n}',
        )
        .bash(
          "stripe prices create --unit-amount 9900 --currency usd --recurring.interval month --product prod_Shiftly -d nickname=pro",
          '{\n  "id": "price_1QAa2cPro",\n  "nickname": "pro",\n  "unit_amount": 9900\n}',
        )
        .file("Edit", "apps/web/.env.example")
        .assistant("Created both prices in test mode and added `STRIPE_PRICE_STARTER` and `STRIPE_PRICE_PRO` to `.env.example`.")
        .user("and uh the trial, 14 days, set that on the checkout session")
        .file("Edit", "apps/web/src/lib/stripe.ts")
        .stop(),
    planted: [
      { kind: "decision", keys: ["49", "99"] },
      { kind: "decision", keys: ["14 day", "trial"] },
    ],
  },
  {
    id: "b150-flaky-e2e",
    build: (s) =>
      s
        .user("the playwright run failed again on the shift swap test, is that real")
        .bash(
          "pnpm --filter web e2e shift-swap --repeat-each 5",
          "  ✓ shift-swap.spec.ts:12 swap request (3.1s)\n  ✘ shift-swap.spec.ts:12 swap request (30.0s)\n    TimeoutError: waiting for locator('text=Swap approved')\n  ✓ ...\n  4 passed, 1 failed",
        )
        .assistant(
          "One in five fails with a timeout waiting for the approval toast. It might be the toast disappearing before the locator polls, or it might be the approval request itself being slow; I can't tell yet.",
        )
        .user("hmm. could it be the seed data, like two tests grabbing the same shift?")
        .assistant("Possibly. The spec uses the fixed shift id 1001 from the seed. I'd want to run it in isolation with tracing before concluding anything.")
        .user("ok let's not go down this hole today. skip it")
        .stop(),
    planted: [],
  },
  {
    id: "b150-owners",
    build: (s) =>
      s
        .user("who's on call this week, is it me again")
        .file("Read", "docs/oncall.md")
        .assistant("The rota in `docs/oncall.md` lists Jonas for this week, but it was last edited in September, so it may be stale.")
        .user(
          "yeah that file is dead. so um just so you know how the team is split: priya owns the mobile app, everything in apps/mobile is hers, and jonas is taking over billing and the stripe stuff from me starting next week. i still own infra",
        )
        .bash("git rm docs/oncall.md && git commit -qm 'remove stale oncall doc'", "rm 'docs/oncall.md'")
        .assistant("Removed the stale rota.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "mobile"] },
      { kind: "fact", keys: ["jonas", "billing"] },
      { kind: "fact", keys: ["infra"] },
    ],
  },
  {
    id: "b150-log-quote",
    build: (s) =>
      s
        .user("what's this warning in the deploy log, should i care")
        .bash(
          "fly logs -a shiftly-api --no-tail | grep -i warn | tail -3",
          "WARN [prisma] Connection pool exhausted, consider increasing connection_limit. This should never happen in production.\nWARN TODO: remove legacy /v1/shifts route before v2 launch\nWARN always set NODE_ENV=production for deploys",
        )
        .assistant(
          "Three warnings. The pool one is Prisma suggesting a bigger `connection_limit`; it fired twice during the 9:00 spike. The TODO line is a startup log someone left in `routes/legacy.ts`. The NODE_ENV one is from a dependency and `NODE_ENV` is already `production`.",
        )
        .user("huh. is the pool thing hurting anyone or just noise")
        .assistant("Two requests got 503s during that minute. Not widespread, but real.")
        .user("ok. whatever, i'll look at it when i'm back from the investor call")
        .stop(),
    planted: [],
  },
  {
    id: "b150-pool-size",
    build: (s) =>
      s
        .user("back. so that prisma pool thing. what's the connection limit now")
        .bash("fly secrets list -a shiftly-api | grep DATABASE", "DATABASE_URL   5d1c8a0f...  2026-09-02")
        .bash("psql $NEON_ADMIN_URL -c 'show max_connections'", " max_connections\n-----------------\n 112")
        .assistant(
          "The URL doesn't set `connection_limit`, so Prisma uses `num_cpus * 2 + 1`, which is 5 on these machines. The Neon compute allows 112 connections in total, so there's plenty of headroom.",
        )
        .user("ok so set it to 20 per machine. and uh, use the pooled neon endpoint, the one with -pooler in the host, not the direct one")
        .bash(
          'fly secrets set -a shiftly-api DATABASE_URL="postgres://...-pooler.us-east-1.aws.neon.tech/shiftly?connection_limit=20&pgbouncer=true"',
          "Updating existing machines in 'shiftly-api' with rolling strategy\n✔ Machines updated",
        )
        .assistant("Done. Both machines restarted with the pooler endpoint and a limit of 20.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["112"] },
      { kind: "decision", keys: ["pooler"] },
    ],
  },
  {
    id: "b150-lint-formatter",
    build: (s) =>
      s
        .user("prettier and eslint are fighting again on the imports, can you just make it stop")
        .bash("pnpm lint 2>&1 | tail -3", "apps/web/src/app/page.tsx\n  3:1  error  Import order  import/order\n✖ 212 problems (212 errors, 0 warnings)")
        .assistant(
          "The `import/order` rule and prettier-plugin-organize-imports disagree. We could drop the eslint rule, or replace both with Biome, which does formatting, linting and import sorting in one tool.",
        )
        .user("uhh what's the catch with biome")
        .assistant("It doesn't support every eslint plugin; `eslint-plugin-react-hooks` rules are partly covered. The migration would touch every file once.")
        .user(
          "ok yeah, biome. rip out prettier and eslint in the web app and api, one big formatting commit. and then format with biome, like, that's the formatter now, don't run prettier on anything",
        )
        .bash("pnpm dlx @biomejs/biome migrate eslint --write && pnpm remove -r prettier eslint", "Migrated 38 rules\nPackages: -142")
        .file("Write", "biome.json")
        .bash("pnpm biome check --write . | tail -1", "Checked 612 files in 188ms. Fixed 597 files.")
        .stop("Biome is in; one formatting commit touched 597 files."),
    planted: [
      { kind: "decision", keys: ["biome"] },
      { kind: "instruction", keys: ["prettier"] },
    ],
  },
  {
    id: "b150-mobile-push",
    build: (s) =>
      s
        .user("priya asked if push notifications for shift swaps are done on the backend side")
        .bash(
          "rg -n 'expo-server-sdk|sendPush' apps/api/src | head",
          'apps/api/src/lib/push.ts:2:import { Expo } from "expo-server-sdk";\napps/api/src/lib/push.ts:18:export async function sendPush(',
        )
        .assistant(
          "There's a `sendPush` helper using the Expo server SDK, but nothing calls it for swap events yet. Only the shift-published event sends a push.",
        )
        .user(
          "ok, so not done. um, that's a todo then, swap requested and swap approved should both send a push through sendPush, priya needs it before the app store submission on the 14th",
        )
        .assistant("I can add the two calls now if you want; it's small.")
        .user("no she wants to do it herself to learn the api code, just leave a note")
        .file("Edit", "apps/api/src/routes/swaps.ts")
        .stop("Left a comment at the swap handlers pointing at sendPush."),
    planted: [{ kind: "task", keys: ["swap", "push"] }],
  },
  {
    id: "b150-coffee",
    build: (s) =>
      s
        .user("ok i need a break, this day is long. do you ever get tired, ha")
        .assistant("Not in the way you do, but I'm happy to pick this up whenever you're back.")
        .user("lol fair. um what were we doing before the sentry thing")
        .bash("git status --short", " M apps/web/src/app/settings/page.tsx")
        .assistant("There's an uncommitted change to the settings page, the notification preference toggles you started earlier.")
        .user("oh right. i'll finish that after coffee")
        .stop(),
    planted: [],
  },
  {
    id: "b150-staging-reset",
    build: (s) =>
      s
        .user("staging data is a mess, can you reset it from the seed")
        .bash("pnpm --filter db seed --env staging", "Dropping schema public on staging-db... ok\nSeeding 3 orgs, 12 locations, 240 staff, 1820 shifts... ok")
        .assistant("Staging was reset: 3 orgs, 12 locations, 240 staff, 1820 shifts.")
        .user(
          "thanks. btw the staging db is a neon branch off prod called staging, it gets wiped whenever someone resets it like this, so nobody should keep anything they care about there",
        )
        .assistant("Good to know. Should the seed also create the demo login for sales?")
        .user("hm maybe? dunno, don't bother")
        .stop(),
    planted: [{ kind: "fact", keys: ["neon branch", "staging"] }],
  },
  {
    id: "b150-feature-flags",
    build: (s) =>
      s
        .user(
          "we need feature flags for the auto scheduler beta. i looked at launchdarkly, way too expensive. um, posthog has flags and we already send events there so just use posthog flags",
        )
        .bash("rg -n 'posthog' apps/web/src/lib | head -2", 'apps/web/src/lib/analytics.ts:1:import posthog from "posthog-js";')
        .file("Write", "apps/web/src/lib/flags.ts")
        .assistant(
          "Added a `useFlag` hook on top of posthog-js and a server-side `isEnabled` using posthog-node. The auto scheduler page checks `auto-scheduler-beta`.",
        )
        .user("cool, who's in the beta, just the three pilot restaurants right")
        .assistant("I don't know which orgs are the pilots; the flag is off for everyone until you add them in PostHog.")
        .user("right i'll do it. the pilots are osteria nove, kimchi house and the bagel place. um. ok done")
        .stop(),
    planted: [
      { kind: "decision", keys: ["posthog", "flags"] },
      { kind: "fact", keys: ["osteria nove", "kimchi house"] },
    ],
  },
  {
    id: "b150-migration-naming",
    build: (s) =>
      s
        .user("add a column for the break length on shifts, minutes, default 0")
        .bash("ls packages/db/migrations | tail -2", "0030_availability_notes.sql\n0031_shifts_timestamptz.sql")
        .file("Write", "packages/db/migrations/0032_shifts_break_minutes.sql")
        .assistant("Added `0032_shifts_break_minutes.sql` with `break_minutes integer not null default 0`.")
        .user(
          "good. rule for migrations: never edit one that's been merged, even a typo, write a new one. and they all have to be reversible, put the down part at the bottom",
        )
        .file("Edit", "packages/db/migrations/0032_shifts_break_minutes.sql")
        .bash(
          "pnpm --filter db migrate:dev && pnpm --filter db migrate:down 1 && pnpm --filter db migrate:dev",
          "Applying 0032 ... ok\nReverting 0032 ... ok\nApplying 0032 ... ok",
        )
        .assistant("Added the down section; up, down and up again all run cleanly.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["merged", "new one"] },
      { kind: "instruction", keys: ["reversible"] },
    ],
  },
  {
    id: "b150-cloudflare-cache",
    build: (s) =>
      s
        .user("is the marketing site cached at all, it feels slow from my phone")
        .bash(
          "curl -sI https://shiftly.app | grep -i 'cf-cache-status\\|cache-control'",
          "cache-control: private, no-cache, no-store, max-age=0, must-revalidate\ncf-cache-status: DYNAMIC",
        )
        .assistant("No. Next sends `no-store` for the home page because it reads cookies in the layout, so Cloudflare treats it as dynamic.")
        .user("why does the marketing layout read cookies")
        .file("Read", "apps/web/src/app/(marketing)/layout.tsx")
        .assistant('It checks the session cookie to show "Dashboard" instead of "Log in" in the header.')
        .user(
          "ugh. ok not today. next week we need to split the marketing pages out so they're static and cached, put the login button check client side. add it to the backlog",
        )
        .stop(),
    planted: [{ kind: "task", keys: ["marketing", "static"] }],
  },
  {
    id: "b150-github-actions-cost",
    build: (s) =>
      s
        .user("how many actions minutes did we burn this month")
        .bash("gh api /orgs/shiftly/settings/billing/actions -q '.total_minutes_used, .included_minutes'", "2874\n3000")
        .assistant("2,874 of the 3,000 included minutes, with four days left in the cycle.")
        .user("oof. where's it going")
        .bash(
          "gh run list --limit 200 --json workflowName,conclusion | jq -r '.[].workflowName' | sort | uniq -c | sort -rn | head -3",
          "  121 e2e\n   58 ci\n   21 deploy",
        )
        .assistant("The e2e workflow accounts for most of it; it runs on every push to every branch, about 9 minutes each.")
        .user("hmm could we only run e2e on prs to main? or is that too late to catch stuff")
        .assistant("It's a common trade-off. Running e2e only on pull requests would cut it to roughly a third.")
        .user("let me think about it, i don't wanna decide this at 6pm")
        .stop(),
    planted: [],
  },
  {
    id: "b150-api-versioning",
    build: (s) =>
      s
        .user(
          "priya's app is gonna be out in the wild soon and we can't force people to update, so um, decision: the mobile api gets versioned in the path, /v2 etc, and we keep every old version alive for at least 6 months after the next one ships",
        )
        .bash('rg -n "app.route\\(\'/v" apps/api/src/index.ts', "apps/api/src/index.ts:22:app.route('/v1', v1)")
        .assistant("The API is already mounted at `/v1`, so path versioning is in place. I'll add a comment at the mount with the six-month support policy.")
        .file("Edit", "apps/api/src/index.ts")
        .user("yep. and the legacy /v1/shifts route with the todo, that's the old shape right")
        .assistant("Yes, it returns shifts without location timezones.")
        .user("ok, kill that route after the v2 launch, not before, some old web tabs might still hit it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["6 months"] },
      { kind: "task", keys: ["v1/shifts"] },
    ],
  },
  {
    id: "b150-secrets-doppler",
    build: (s) =>
      s
        .user("jonas needs the env vars for local dev, how do we get them to him")
        .bash("ls apps/web/.env* apps/api/.env*", "apps/web/.env.example\napps/web/.env.local\napps/api/.env.example\napps/api/.env")
        .assistant(
          "Right now they only exist in your local `.env` files and in Fly secrets. Options: a 1Password shared vault, Doppler, or Infisical. Doppler can also sync to Fly.",
        )
        .user("what does doppler cost for like 4 people")
        .assistant("The Team plan is per seat; for four people it's a small monthly amount, and there's a free Developer plan with up to 3 users.")
        .user("hm. ok well the team already has a 1password vault called shiftly-dev, that's where all our secrets live, just put them there")
        .bash(
          "op item create --vault shiftly-dev --category 'Secure Note' --title 'web .env.local' notesPlain=@apps/web/.env.local",
          "ID: 4xk2...  Title: web .env.local  Vault: shiftly-dev",
        )
        .bash(
          "op item create --vault shiftly-dev --category 'Secure Note' --title 'api .env' notesPlain=@apps/api/.env",
          "ID: 9qa1...  Title: api .env  Vault: shiftly-dev",
        )
        .stop("Both env files are in the shiftly-dev vault."),
    planted: [{ kind: "fact", keys: ["1password", "shiftly-dev"] }],
  },
  {
    id: "b150-readme-tweak",
    build: (s) =>
      s
        .user("update the readme so the setup steps say pnpm dev not npm run dev")
        .bash("rg -n 'npm run dev' README.md", "README.md:18:npm run dev")
        .file("Edit", "README.md")
        .assistant("Updated line 18 to `pnpm dev`.")
        .user("ty. anything else in there that's wrong")
        .assistant("The Node version says 18; the `.nvmrc` says 20. I can fix that too.")
        .user("yeah sure")
        .file("Edit", "README.md")
        .stop(),
    planted: [],
  },
  {
    id: "b150-csv-export",
    build: (s) =>
      s
        .user(
          "so customers keep asking for payroll export. um, a couple things. the export format is csv, not excel, gusto and adp both import csv fine. and it only includes approved shifts. the rest, like what columns, i dunno yet, let me talk to the osteria people",
        )
        .file("Read", "apps/api/src/routes/reports.ts")
        .assistant(
          "There's a reports route with an hours summary already. I could add `GET /v1/reports/payroll.csv` filtered to `status = 'approved'`, with placeholder columns until you know what they need.",
        )
        .user("yeah scaffold it like that")
        .file("Edit", "apps/api/src/routes/reports.ts")
        .bash(
          "curl -s localhost:8787/v1/reports/payroll.csv?week=2026-W44 -H 'authorization: Bearer dev' | head -2",
          "staff_name,date,start,end,hours\nMarco Bellini,2026-10-27,10:00,16:00,6.00",
        )
        .assistant("Scaffolded with five columns; only approved shifts are included.")
        .user("and um remind me to ask the osteria owner which columns their accountant wants")
        .stop(),
    planted: [
      { kind: "decision", keys: ["csv", "excel"] },
      { kind: "decision", keys: ["approved shifts"] },
      { kind: "task", keys: ["columns", "accountant"] },
    ],
  },
  {
    id: "b150-deploy-process",
    build: (s) =>
      s
        .user("deploy the api")
        .bash(
          "fly deploy -a shiftly-api --strategy rolling",
          "==> Building image\n...\n✔ Machine 1852e0 [app] update finished: success\n✔ Machine 3d8e71 [app] update finished: success",
        )
        .assistant("Deployed; both machines updated with the rolling strategy.")
        .user(
          "nice. so just so it's written down somewhere, deploys to prod happen from your side or mine only between like 9 and 4 eastern, mon to thu, no friday deploys, if something breaks at night nobody's awake",
        )
        .assistant("Understood: production deploys only Monday to Thursday, 9:00 to 16:00 Eastern.")
        .user("and uh we still don't have a rollback runbook, someone needs to write one before jonas goes on call. in docs, with the fly releases commands")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["friday"] },
      { kind: "task", keys: ["rollback", "runbook"] },
    ],
  },
  {
    id: "b150-cold-fact",
    build: (s) =>
      s
        .user("the scheduler job took 40 minutes last night what")
        .bash(
          "fly logs -a shiftly-worker --no-tail | grep auto-schedule | tail -3",
          "02:00:01 auto-schedule start orgs=3\n02:38:44 auto-schedule solver timeout location=osteria-nove staff=41 shifts=212\n02:40:12 auto-schedule done",
        )
        .assistant(
          "Almost all of it was one location: the solver hit its 38-minute timeout on Osteria Nove, which has 41 staff and 212 shifts this week. The others finished in under a minute.",
        )
        .user("is it the constraint count blowing up? like availability times shifts")
        .bash(
          "pnpm --filter worker solve --location osteria-nove --dry-run --stats",
          "variables: 8692\nconstraints: 61204\nsolver: or-tools CP-SAT\nstatus: FEASIBLE (not optimal) after 2280s",
        )
        .assistant(
          "It found a feasible schedule but never proved optimality. So the cap you're hitting is the time limit, not infeasibility. The worker machine has 1 shared CPU, and CP-SAT scales with workers.",
        )
        .user(
          "ok so confirmed then, it's the single shared cpu. bump the worker to performance-2x. and uh set the solver time limit to 10 minutes, feasible is fine, nobody needs optimal",
        )
        .bash("fly scale vm performance-2x -a shiftly-worker", "Scaled VM Type to performance-2x")
        .file("Edit", "apps/worker/src/solver/config.ts")
        .stop(),
    planted: [
      { kind: "fact", keys: ["shared cpu"] },
      { kind: "decision", keys: ["performance-2x"] },
      { kind: "decision", keys: ["10 minutes"] },
    ],
  },
  {
    id: "b150-dependabot",
    build: (s) =>
      s
        .user("there's like 30 dependabot prs open, can you merge the patch ones that are green")
        .bash(
          "gh pr list --author app/dependabot --json number,title,statusCheckRollup --jq '.[] | select(.title | test(\"from [0-9]+\\\\.[0-9]+\\\\.\")) | .number' | wc -l",
          "17",
        )
        .assistant("Seventeen are patch bumps. Fourteen have green checks; three failed on e2e.")
        .user("merge the 14")
        .bash(
          "for n in $(cat green.txt); do gh pr merge $n --squash --delete-branch; done",
          "✓ Squashed and merged pull request #401\n...\n✓ Squashed and merged pull request #427",
        )
        .assistant("Merged all fourteen.")
        .user("good. the other three, just leave them")
        .stop(),
    planted: [],
  },
  {
    id: "b150-analytics-events",
    build: (s) =>
      s
        .user("what events are we tracking in posthog right now")
        .bash(
          "rg -o \"capture\\('[a-z_]+'\" -N apps/web/src | sort -u",
          "capture('schedule_published'\ncapture('shift_swapped'\ncapture('signup_completed'\ncapture('Trial Started'",
        )
        .assistant("Four events. Three are snake_case; `Trial Started` is title case with a space, so it shows up separately in PostHog.")
        .user("yeah that one's jonas. ok naming rule, all event names snake case, object then verb, like shift_swapped. fix that one")
        .file("Edit", "apps/web/src/app/billing/actions.ts")
        .assistant("Renamed it to `trial_started`. Past events keep the old name in PostHog; I can't rename historical data from here.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["snake case", "event"] }],
  },
  {
    id: "b150-backup-check",
    build: (s) =>
      s
        .user("are we actually backing up the db or is that a neon thing")
        .bash("neonctl projects get shiftly --output json | jq '.history_retention_seconds'", "604800")
        .assistant("Neon keeps point-in-time history for 604800 seconds, which is 7 days, on the current plan. There's no separate logical backup.")
        .user(
          "ok so 7 days of pitr, good to know. um but if we fat-finger something and notice on day 8 we're dead. todo, nightly pg_dump to r2, keep 30 days. not today",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["7 days"] },
      { kind: "task", keys: ["pg_dump", "r2"] },
    ],
  },
  {
    id: "b150-design-review",
    build: (s) =>
      s
        .user("what do you think of the new schedule grid design, is it too dense")
        .file("Read", "apps/web/src/app/schedule/grid.tsx")
        .assistant(
          "Each cell shows name, role and times, which gets tight at week view on a laptop. You could drop the role into a color stripe. That said, managers who use it daily may prefer density.",
        )
        .user("yeah that's my worry. maybe a compact toggle? or is that overkill")
        .assistant("A toggle is cheap to build, but it's another setting to maintain. Watching two or three managers use it would tell you more.")
        .user("true. eh we'll see. ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b150-i18n",
    build: (s) =>
      s
        .user("a spanish-speaking kitchen crew at kimchi house cant read the app. how hard is i18n")
        .bash("rg -c \"['\\\"][A-Z][a-z]+ [a-z]+\" apps/web/src --type tsx | awk -F: '{s+=$2} END {print s}'", "1184")
        .assistant("Roughly 1,200 hard-coded strings in the web app. next-intl is the usual choice for the App Router; extraction would take a few days.")
        .user("ok. so um, we're doing it, next-intl, spanish first. but it's not this sprint, it's the first thing in december. write that down")
        .assistant("Noted for December: next-intl, with Spanish as the first locale.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["next-intl"] },
      { kind: "task", keys: ["spanish", "december"] },
    ],
  },
  {
    id: "b150-cors-fix",
    build: (s) =>
      s
        .user("the mobile app gets a cors error on the login call from the expo web preview")
        .bash("curl -sI -X OPTIONS https://api.shiftly.app/v1/auth/login -H 'Origin: http://localhost:8081' | grep -i access-control", "")
        .assistant("No CORS headers for `http://localhost:8081`. The allowlist in `apps/api/src/cors.ts` has only the web app origins.")
        .user("just add localhost 8081 for dev")
        .file("Edit", "apps/api/src/cors.ts")
        .bash(
          "curl -sI -X OPTIONS http://localhost:8787/v1/auth/login -H 'Origin: http://localhost:8081' | grep -i access-control-allow-origin",
          "access-control-allow-origin: http://localhost:8081",
        )
        .assistant("Added it behind `NODE_ENV !== 'production'`; the preflight now passes locally.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b150-worker-queue",
    build: (s) =>
      s
        .user("how do the background jobs run today, is it just setInterval in the worker")
        .file("Read", "apps/worker/src/index.ts")
        .assistant(
          "Yes: the worker process runs `setInterval` loops and a cron library for the 2 am scheduler. Jobs aren't persisted, so a deploy during a run loses it.",
        )
        .user("right that's bad. i was reading about bullmq, but um we already have postgres so maybe graphile worker or pg-boss? what would you pick")
        .assistant(
          "pg-boss: jobs live in the same Neon database, no Redis dependency for durability, and retries and cron are built in. Graphile Worker is similar but more opinionated about its own migrations.",
        )
        .user("ok, pg-boss it is. start with the reminder emails, move the rest over later")
        .bash("pnpm add pg-boss --filter worker", "Packages: +3\nDone in 1.8s")
        .file("Write", "apps/worker/src/queue.ts")
        .file("Edit", "apps/worker/src/jobs/reminders.ts")
        .assistant("Reminder emails now go through pg-boss with 3 retries.")
        .user("cool. um so the nightly auto-schedule and the session purge still need moving to pg-boss, that's follow up")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pg-boss"] },
      { kind: "task", keys: ["auto-schedule", "pg-boss"] },
    ],
  },
  {
    id: "b150-axiom-logs",
    build: (s) =>
      s
        .user("i need the logs from tuesday night when the reminders double sent, fly logs only goes back like a day right")
        .bash("fly logs -a shiftly-worker --no-tail | head -1", "2026-11-26T19:02:11Z app[3d8e71] iad [info] worker heartbeat")
        .assistant(
          "Fly's built-in log buffer only reaches back to yesterday evening. Is there a log drain configured anywhere? I see a `fly-log-shipper` app in the org.",
        )
        .user("oh yeah, right, forgot. the log shipper sends everything to axiom, dataset is shiftly-prod, and axiom keeps 30 days on our plan. so use that")
        .bash(
          "axiom query \"['shiftly-prod'] | where message contains 'reminder sent' and _time > datetime(2026-11-24T22:00:00Z) | summarize count() by shift_id | where count_ > 1\"",
          "shift_id  count_\n11802     2\n11817     2\n11823     2",
        )
        .assistant(
          "Three shifts got two reminders each, sent at 22:00 and again at 22:01. There was a deploy at 21:59; maybe the old and new machines overlapped and both ran the loop, but I haven't confirmed that.",
        )
        .user(
          "eh maybe, pg-boss should sort that out anyway. um. todo, we need an alert in axiom when the 5xx rate goes over like 2 percent, i keep finding out about outages from customers",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["axiom", "30 days"] },
      { kind: "task", keys: ["alert", "5xx"] },
    ],
  },
  {
    id: "b150-commit-style",
    build: (s) =>
      s
        .user("commit what we have on the settings page")
        .bash(
          "git log --oneline -4",
          "c01f2aa feat(web): availability empty state\n9b2e771 fix(api): overnight shift overlap\n2f0e1d3 chore: bump next to 14.2.3\n7aa9e02 feat(worker): reminder retries",
        )
        .bash(
          "git add apps/web/src/app/settings && git commit -m 'feat(web): notification preference toggles'",
          "[ak/settings-toggles 4e1a9c0] feat(web): notification preference toggles\n 2 files changed, 88 insertions(+)",
        )
        .assistant("Committed as `feat(web): notification preference toggles`, matching the existing history.")
        .user(
          "yep good. so yeah that's the format, conventional commits with the app as the scope, every time. oh and um. don't put the co-authored-by line at the bottom, jonas's commits had it and it messes up the changelog script",
        )
        .assistant("Understood. This commit doesn't have one; I'll leave it out from now on.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "instruction", keys: ["co-authored-by"] },
    ],
  },
  {
    id: "b150-domain-dns",
    build: (s) =>
      s
        .user("where is shiftly.app registered, i got an email about auto renew and i don't recognize the company")
        .bash("whois shiftly.app | grep -i 'registrar:\\|expiry'", "Registrar: NameCheap, Inc.\nRegistry Expiry Date: 2027-03-11T00:00:00Z")
        .bash("dig NS shiftly.app +short", "ada.ns.cloudflare.com.\nmax.ns.cloudflare.com.")
        .assistant("The registrar is Namecheap and the registration expires on March 11, 2027. The nameservers point to Cloudflare, so DNS is managed there.")
        .user("oh right, namecheap, my cofounder bought it before we had anything. is it weird to have it split like that?")
        .assistant("It's common and works fine. Moving the registration to Cloudflare Registrar would put billing and DNS in one place and it's sold at cost.")
        .user("yeah ok, so, let's transfer the domain to cloudflare registrar, but not now, sometime before it renews in march. put it on the list")
        .stop(),
    planted: [
      { kind: "fact", keys: ["namecheap"] },
      { kind: "task", keys: ["transfer", "march"] },
    ],
  },
  {
    id: "b150-test-layout",
    build: (s) =>
      s
        .user("write a test for the new payroll csv route")
        .bash(
          "ls apps/api/src/routes/ | grep test; ls apps/api/src/__tests__ 2>/dev/null | head -3",
          "booking.test.ts\nswaps.test.ts\nauth.test.ts\nlegacy.test.ts",
        )
        .assistant("The repo has both styles: some tests sit next to the route (`booking.test.ts`) and some live in `src/__tests__/`. Which do you want?")
        .user("next to the route. that's the convention going forward, the __tests__ folder is old stuff from before, don't add to it")
        .file("Write", "apps/api/src/routes/reports.test.ts")
        .bash("pnpm --filter api test reports --no-file-parallelism", "Error: connect ECONNREFUSED 127.0.0.1:5432", 1)
        .assistant(
          "The test can't connect on 5432. The `docker-compose.yml` for the test database maps Postgres to host port 5433, and `.env.test` agrees; my shell had `DATABASE_URL` from dev exported.",
        )
        .user("yeah the test db is always on 5433 so it doesn't clash with the dev one on 5432")
        .bash("unset DATABASE_URL && pnpm --filter api test reports --no-file-parallelism", "✓ reports.test.ts (4 tests) 310ms")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["__tests__"] },
      { kind: "fact", keys: ["5433"] },
    ],
  },
  {
    id: "b150-sso-ask",
    build: (s) =>
      s
        .user("the bagel place guy asked for google sso so his managers don't need another password. how much work is that")
        .file("Read", "apps/web/src/lib/auth.ts")
        .assistant(
          "With NextAuth it's mostly configuration: add the Google provider and account linking by email. Maybe a day with testing. SAML for bigger customers would be a lot more.",
        )
        .user("hm. do you think other customers want it or is it just him")
        .assistant("I don't have data on that. Support tickets might tell you; I only see one mention in the repo's issues.")
        .user(
          "yeah. ok, we're not doing sso for now, not for one customer on starter. if a pro customer asks we revisit. um and i need to email him back about it by friday, remind me",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["sso"] },
      { kind: "task", keys: ["email", "friday"] },
    ],
  },
  {
    id: "b150-agent-prefs",
    build: (s) =>
      s
        .user("open a pr for the csv export branch")
        .bash("gh pr create --fill --base main", "https://github.com/shiftly/app/pull/441")
        .assistant(
          "Opened #441. The description lists the route, the filter to approved shifts, the placeholder columns, the new test and the open question about accountant columns.",
        )
        .user(
          "ok two things about how you work with me, so um. one, ask me before adding any new dependency, even a tiny one, i wanna know what goes in the bundle. two, keep pr descriptions short, like three bullets max, nobody reads the essays",
        )
        .bash("gh pr edit 441 --body-file /tmp/pr441.md", "https://github.com/shiftly/app/pull/441")
        .assistant("Trimmed #441's description to three bullets.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dependency"] },
      { kind: "instruction", keys: ["pr descriptions"] },
    ],
  },
  {
    id: "b150-eas-builds",
    build: (s) =>
      s
        .user("priya says the ios build failed on eas, can you see why")
        .bash(
          "eas build:list --platform ios --limit 1 --json | jq -r '.[0].error.message'",
          "Your free plan build quota is exhausted for this month. Builds will resume on Dec 1.",
        )
        .assistant("It didn't fail on code: the EAS free plan's monthly build quota is used up. Builds resume on December 1.")
        .user("how many do we even get")
        .bash("eas account:usage --json | jq '.builds'", '{ "used": 30, "limit": 30, "priority": "low" }')
        .assistant("30 builds a month on the free plan, all used.")
        .user(
          "ok so that's the limit, 30 builds a month, priya needs to know. and uh, follow up for her: set up eas update so js-only fixes ship over the air and don't burn a build",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["30 builds"] },
      { kind: "task", keys: ["eas update"] },
    ],
  },
  {
    id: "b150-week-view-bug",
    build: (s) =>
      s
        .user("the week view shows monday's shifts on sunday for some managers, only since the clocks changed")
        .bash(
          "rg -n 'startOfWeek' apps/web/src apps/api/src | head -3",
          "apps/api/src/routes/schedule.ts:31:  const from = startOfWeek(new Date(week), { weekStartsOn: 1 });",
        )
        .assistant(
          "My guess is the DST change shifting a boundary. `startOfWeek` runs on the server, whose timezone is UTC, not the location's. I'd want to reproduce it with a Denver location before being sure.",
        )
        .bash("TZ=UTC pnpm --filter api test schedule -t 'week boundary denver'", "✘ week boundary denver: expected '2026-11-02' to equal '2026-11-03'", 1)
        .assistant(
          "Reproduced. For a Denver location the week starts at Monday 00:00 UTC, which is Sunday 17:00 local, so Monday-morning shifts land in the previous day's column. It's the server timezone, not DST.",
        )
        .user("ok so that's the root cause, the week boundary is computed in utc on the server instead of the location tz. fix it with the locations tz")
        .file("Edit", "apps/api/src/routes/schedule.ts")
        .bash("TZ=UTC pnpm --filter api test schedule --no-file-parallelism", "✓ schedule.test.ts (14 tests) 402ms")
        .stop("Week boundaries are now computed in the location's timezone; tests pass."),
    planted: [{ kind: "fact", keys: ["week boundary", "utc"] }],
  },
  {
    id: "b150-fly-invoice",
    build: (s) =>
      s
        .user("fly charged us 212 dollars this month, that seems high? it was like 90 before")
        .bash("fly orgs show shiftly --json | jq '.billing.current_usage'", '{ "machines": 148.20, "volumes": 12.00, "bandwidth": 51.80 }')
        .assistant("Machines are most of it, $148. The worker moved to performance-2x this month, which costs several times a shared CPU machine.")
        .user("right, the solver. and bandwidth 51, is that the images or something")
        .assistant("Could be the egress from the worker pulling large schedule payloads, or the Docker image pushes; I can't tell from this breakdown.")
        .user("hm ok whatever, not worth digging into for 50 bucks")
        .stop(),
    planted: [],
  },
  {
    id: "b150-designer-hire",
    build: (s) =>
      s
        .user("random question, would you hire a designer before a second backend person at our stage")
        .assistant(
          "It depends on where you're losing: if pilots churn because the product is confusing, design; if you're shipping too slowly, engineering. From the repo alone, the UI work looks like a lot of one-off styling.",
        )
        .user("yeah, i keep going back and forth. lena thinks design, jonas obviously thinks backend lol")
        .assistant("A contract designer for a month could test the first hypothesis without a full hire.")
        .user("maybe. i'll sleep on it. ok back to work")
        .stop(),
    planted: [],
  },
];

export const BLIND150 = plantedSet(BLIND150_SESSIONS, Date.UTC(2026, 10, 3, 9));
