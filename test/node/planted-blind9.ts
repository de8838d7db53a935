/**
 * The ninth blind planted set for the offline long-term-memory extractor: written without
 * reading src/core/memories (model.ts aside), the other planted sets' sessions or their tests'
 * misses. Everyday sessions of a small product team across web, backend and infra, in the voice
 * of Claude Code, Codex CLI and Gemini CLI users: short and long sessions, items stated by the
 * user, items the assistant proposes and the user accepts, items said in passing in the middle of
 * other work. Hard negatives: questions, hypotheses, rejected or never-confirmed proposals,
 * withdrawn ideas, unconfirmed guesses, quoted code/logs/tool output with "always"/"never"/"TODO",
 * chit-chat, requests done in the same session, and superseded decisions (only the final one is
 * planted). Each session is one segment; its planted items are listed with it: 51 items (12
 * decisions, 13 instructions, 13 facts, 13 tasks) in 44 sessions, 11 of which plant nothing.
 *
 * Measured once, 2026-11-26 12:38, on the shipped extractor (patterns, sentence classifier and
 * calibration, trained on 34 other sets): precision 41/76, recall 33/51 (the rules alone: 32/54,
 * 28/51); applied (confidence >= 0.7) 33/41 right. Since then a training set of the classifier and
 * a calibration set (test/node/memory-classifier-training.ts).
 *
 * Matching rule (fixed before any extractor runs on this set; the rule of planted-blind.ts,
 * implemented once in planted-scoring.ts):
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

const START = Date.UTC(2026, 10, 2, 8);

export const BLIND9_SESSIONS: BlindSession[] = [
  {
    id: "b9-pnpm-lock",
    build: (s) =>
      s
        .user("install deps and run the web app, the login page is blank for me")
        .bash("npm install", "npm warn old lockfile\nadded 1204 packages in 41s")
        .assistant("Installed with npm and started the dev server. The blank page is a missing `NEXT_PUBLIC_API_URL`; I added it to `.env.local`.")
        .user("ugh. fyi we're on pnpm in this repo, don't use npm install here, it spits out a package-lock.json and CI rejects it")
        .bash("rm package-lock.json && pnpm install --frozen-lockfile", "Lockfile is up to date, resolution step is skipped\nDone in 6.2s")
        .assistant("Removed the stray package-lock.json and reinstalled with pnpm. Want me to also bump turbo while I'm here? It's two minors behind.")
        .user("nah leave turbo alone")
        .stop("Leaving turbo as is. Login page renders now."),
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
  },
  {
    id: "b9-orm-choice",
    build: (s) =>
      s
        .user("we need an ORM for the new invoices service. compare prisma vs drizzle quickly, we're on neon postgres")
        .bash("cat services/invoices/package.json", '{ "name": "invoices", "dependencies": { "hono": "^4.6.0", "@neondatabase/serverless": "^0.10.1" } }')
        .assistant(
          "Quick take:\n- Prisma: mature, great studio, but `migrate dev` wants a shadow database, which is awkward on Neon, and the engine binary is heavy for edge.\n- Drizzle: SQL-like, tiny, works with the neon serverless driver directly, migrations are plain SQL files.\nI'd lean drizzle for this service.",
        )
        .user("ok going with drizzle for invoices. prisma's shadow db dance on neon is a pain we've already had once")
        .bash("pnpm add drizzle-orm && pnpm add -D drizzle-kit", "+ drizzle-orm 0.36.1\n+ drizzle-kit 0.28.0")
        .file("Write", "services/invoices/src/db/schema.ts")
        .assistant("Added drizzle-orm and drizzle-kit and a first `invoices` table in src/db/schema.ts.")
        .stop(),
    planted: [{ kind: "decision", keys: ["drizzle"] }],
  },
  {
    id: "b9-flaky-cart",
    build: (s) =>
      s
        .user("cart.spec.ts keeps failing on CI but not locally. can you look")
        .bash("pnpm vitest run src/cart/cart.spec.ts", "FAIL src/cart/cart.spec.ts > applies discount\nAssertionError: expected '19.99' to be '19.98'", 1)
        .assistant(
          "The test builds the expected total with `toFixed(2)` on a float sum; CI runs in UTC with a different locale and rounding path. I'll compute in cents.",
        )
        .file("Edit", "src/cart/cart.spec.ts")
        .bash("pnpm vitest run src/cart/cart.spec.ts", "✓ src/cart/cart.spec.ts (6 tests) 41ms")
        .user("nice ty")
        .assistant("Fixed: totals are integers in cents in the test now, 6/6 passing.")
        .stop(),
    planted: [],
  },
  {
    id: "b9-redis-evictions",
    build: (s) =>
      s
        .user("sessions randomly logging out on staging since tuesday. check redis?")
        .bash(
          "redis-cli -h staging-cache INFO memory | grep -E 'maxmemory|used_memory_human'",
          "used_memory_human:509.87M\nmaxmemory_human:512.00M\nmaxmemory_policy:allkeys-lru",
        )
        .bash("redis-cli -h staging-cache INFO stats | grep evicted", "evicted_keys:48211")
        .assistant(
          "Staging Redis is at its 512 MB cap with `allkeys-lru`, and it has evicted ~48k keys. Session keys are getting evicted, which logs people out.",
        )
        .user(
          "right, makes sense. for the record staging redis is a t4g.small capped at 512mb maxmemory with allkeys-lru, it's shared with the job queue so it fills up. i'll ask for a bigger box",
        )
        .assistant("Should I set a TTL on the bull job keys now so they stop piling up?")
        .user("yes do that")
        .file("Edit", "src/jobs/queue.ts")
        .assistant("Done: completed jobs are removed after 1h and failed after 24h (`removeOnComplete`/`removeOnFail`).")
        .user("also later, not today: we need an alert when evicted_keys goes above 0 on any redis. put it on the list")
        .stop("Noted the alert for later; job keys now expire."),
    planted: [
      { kind: "fact", keys: ["redis", "512"] },
      { kind: "task", keys: ["evicted_keys", "alert"] },
    ],
  },
  {
    id: "b9-settings-form",
    build: (s) =>
      s
        .user("build the account settings page: name, email, timezone, avatar upload. let's use react-hook-form for it")
        .file("Read", "src/app/checkout/CheckoutForm.tsx")
        .assistant(
          "Before I start: checkout already uses @tanstack/react-form with zod validators. Using react-hook-form here would add a second form library. Still want RHF?",
        )
        .user("hm good point. scrap RHF, settings uses tanstack form like checkout. one form lib is enough")
        .bash("pnpm ls @tanstack/react-form", "@tanstack/react-form 0.34.4")
        .file("Write", "src/app/settings/SettingsForm.tsx")
        .assistant("Settings page is built with @tanstack/react-form and the shared zod schema; avatar goes through the existing upload hook.")
        .user("avatar preview is squished on mobile")
        .file("Edit", "src/app/settings/SettingsForm.tsx")
        .assistant("Fixed with `object-cover` and a fixed aspect box.")
        .stop(),
    planted: [{ kind: "decision", keys: ["tanstack"] }],
  },
  {
    id: "b9-make-lint",
    build: (s) =>
      s
        .user("push the fix for the header overlap")
        .bash("git push origin fix/header-overlap", "To github.com:acme/web.git\n * [new branch]      fix/header-overlap -> fix/header-overlap")
        .assistant("Pushed fix/header-overlap.")
        .user("CI failed on lint 🙄 always run `make lint` before you push, CI takes 12 minutes to tell us that")
        .bash(
          "make lint",
          "eslint . --max-warnings 0\nsrc/components/Header.tsx\n  14:7  error  'useRef' is defined but never used  no-unused-vars\n✖ 1 problem",
          2,
        )
        .file("Edit", "src/components/Header.tsx")
        .bash("make lint && git commit -am 'fix: unused import' && git push", "✔ no problems\n[fix/header-overlap 3c1a2e0] fix: unused import")
        .stop("Lint is clean and pushed."),
    planted: [{ kind: "instruction", keys: ["make lint"] }],
  },
  {
    id: "b9-cache-question",
    build: (s) =>
      s
        .user("whats the difference between Cache-Control no-cache and no-store again? always mix them up")
        .assistant(
          "`no-store`: never write the response to any cache. `no-cache`: you may store it, but must revalidate with the origin (ETag/Last-Modified) before every reuse. So no-cache still saves bandwidth via 304s.",
        )
        .user("and private?")
        .assistant("`private` means only the browser may store it, not shared caches like a CDN. Often paired: `private, no-cache`.")
        .user("ok cool thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b9-billing-owner",
    build: (s) =>
      s
        .user("the stripe webhook handler swallows errors, can you make it return 500 on failure so stripe retries")
        .file("Read", "services/billing/src/webhooks.ts")
        .assistant("I can. Note this is services/billing; the CODEOWNERS file lists @priya-k for that directory. Should I go ahead?")
        .user(
          "yeah billing is Priya's, she owns that service end to end. go ahead but from now on ask her before touching anything in the webhooks, she has context we don't",
        )
        .file("Edit", "services/billing/src/webhooks.ts")
        .bash("pnpm --filter billing test", "✓ webhooks.test.ts (9 tests)")
        .assistant("Handler now returns 500 and logs when processing throws; tests pass. I'll draft a note for Priya on the PR.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "billing"] },
      { kind: "instruction", keys: ["priya", "webhooks"] },
    ],
  },
  {
    id: "b9-stripe-secret",
    build: (s) =>
      s
        .user("checking launch readiness. grep for any hardcoded secrets in the repo")
        .bash(
          "gitleaks detect --no-banner",
          "Finding:     STRIPE_WEBHOOK_SECRET=whsec_3f...\nFile:        .env.example\nCommit:      a81b2c4\n1 leaks found",
          1,
        )
        .assistant(
          "gitleaks found a real-looking `whsec_` value committed in .env.example (commit a81b2c4, 8 months ago). I replaced it with a placeholder. The secret itself is still valid though, it's in git history.",
        )
        .file("Edit", ".env.example")
        .user("ok. we have to rotate the stripe webhook secret before launch, but not now, it needs a coordinated deploy with billing. leave it open")
        .assistant("Understood, I won't rotate it now.")
        .stop(),
    planted: [{ kind: "task", keys: ["stripe", "secret"] }],
  },
  {
    id: "b9-ws-leak",
    build: (s) =>
      s
        .user("api pods OOM every ~6h. maybe the ws library leaks? idk")
        .bash(
          "kubectl top pods -n api",
          "NAME                  CPU(cores)   MEMORY(bytes)\napi-7c9d8-2xk4p       210m         1812Mi\napi-7c9d8-9fj2q       190m         1650Mi",
        )
        .assistant("Could be ws, could be our code. Let me take a heap snapshot rather than guess.")
        .bash("node --inspect scripts/heap-snap.js api-7c9d8-2xk4p", "wrote heap-1732611.heapsnapshot (412MB)\nretained: Map (src/auth/sessionCache.ts:12) 71%")
        .assistant(
          "71% of the retained heap is the `Map` in src/auth/sessionCache.ts: entries are added on every request and never removed. ws is not involved.",
        )
        .user("so the leak is the sessionCache map, confirmed?")
        .bash("node scripts/heap-diff.js heap-a heap-b", "growth: Map @ sessionCache.ts:12 +38211 entries, ws: +0")
        .assistant("Confirmed: the OOM root cause is sessionCache never evicting; ws shows zero growth. I replaced it with an lru-cache capped at 10k entries.")
        .file("Edit", "src/auth/sessionCache.ts")
        .stop(),
    planted: [{ kind: "fact", keys: ["sessioncache"] }],
  },
  {
    id: "b9-no-temporal",
    build: (s) =>
      s
        .user("the nightly export cron failed again, look at the logs")
        .bash("kubectl logs cronjob/nightly-export --tail=20", "ERROR connect ETIMEDOUT 10.0.3.14:5432\nRetrying in 30s (attempt 3/3)\nJob failed")
        .assistant(
          "DB connection timed out three times. The job starts at 02:00 exactly when the backup snapshot locks I/O. Longer-term I could migrate the cron jobs to Temporal so retries and schedules are managed properly.",
        )
        .user("no. temporal is way overkill for 4 crons")
        .assistant("Fair. Then the minimal fix is moving the schedule to 02:30.")
        .user("do that")
        .file("Edit", "k8s/cronjobs/nightly-export.yaml")
        .bash("kubectl apply -f k8s/cronjobs/nightly-export.yaml", "cronjob.batch/nightly-export configured")
        .assistant("Should I also add Sentry to the cron containers?")
        .user("nope, logpush to axiom already catches it")
        .stop("Schedule moved to 02:30."),
    planted: [],
  },
  {
    id: "b9-commits",
    build: (s) =>
      s
        .user("commit what we have")
        .bash("git commit -am 'updated stuff'", "[main 9f2e11a] updated stuff\n 3 files changed, 41 insertions(+)")
        .user(
          "hmm no, amend that. we use conventional commits here: feat:, fix:, chore: etc. the changelog is generated by release-please from the commit messages, so free text breaks it",
        )
        .bash("git commit --amend -m 'feat(search): debounce query input'", "[main 1c0d7b3] feat(search): debounce query input")
        .assistant("Amended to `feat(search): debounce query input`.")
        .user("and pull before pushing, with --rebase. no merge commits on main please")
        .bash("git pull --rebase && git push", "Successfully rebased and updated refs/heads/main.")
        .stop("Rebased onto origin and pushed."),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "fact", keys: ["release-please"] },
      { kind: "instruction", keys: ["rebase"] },
    ],
  },
  {
    id: "b9-node18",
    build: (s) =>
      s
        .user("renovate wants to bump undici to 7 and CI fails on the node 18 job. thoughts?")
        .bash("gh run view 8812 --log-failed | tail -5", "node18 | SyntaxError: Unexpected token '??='\nnode18 | Error: undici@7 requires Node >= 20.18")
        .assistant("undici 7 needs Node 20.18+. Options: pin undici to 6, or drop the Node 18 job. Node 18 went EOL in April.")
        .user("we're dropping node 18 support. engines >=20, remove the job from the matrix")
        .file("Edit", "package.json")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Set `engines.node` to `>=20` and removed node 18 from the CI matrix.")
        .stop(),
    planted: [{ kind: "decision", keys: ["node 18"] }],
  },
  {
    id: "b9-quoted-todo",
    build: (s) =>
      s
        .user(
          'build is broken after merge, here\'s the output:\n```\nWARN  Always use --frozen-lockfile in CI\nERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date\n```',
        )
        .bash("git log -1 --stat", "commit e4d1f09\n package.json | 1 +")
        .assistant("The merge added `date-fns` to package.json without updating the lockfile. Regenerating it.")
        .bash("pnpm install && git add pnpm-lock.yaml", "Done in 3.1s")
        .user(
          "also there's this in utils, is it still needed?\n```ts\n// TODO: remove after v2 migration\n// never call this from the client\nexport const legacyFormat = (d) => format(d, 'dd/MM/yyyy')\n```",
        )
        .bash("rg legacyFormat src", "src/utils/date.ts:3:export const legacyFormat")
        .assistant("No callers left, only the definition. Removed it.")
        .file("Edit", "src/utils/date.ts")
        .stop(),
    planted: [],
  },
  {
    id: "b9-regions",
    build: (s) =>
      s
        .user("latency from the staging api to the db is weirdly high, 80ms per query")
        .bash(
          "aws rds describe-db-instances --query 'DBInstances[].{id:DBInstanceIdentifier,az:AvailabilityZone}'",
          '[{"id":"prod-pg","az":"eu-west-1a"},{"id":"staging-pg","az":"us-east-1b"}]',
        )
        .assistant("The staging DB is in us-east-1 but the staging API runs in eu-west-1, so every query crosses the Atlantic.")
        .user(
          "yeah known mess. prod db is in eu-west-1, staging db in us-east-1 for legacy reasons (old credits). someday we migrate staging to eu-west-1 too, that's INFRA-212, not this week",
        )
        .assistant("Got it. For now I can batch the seed script's queries so it's tolerable.")
        .file("Edit", "scripts/seed-staging.ts")
        .stop(),
    planted: [
      { kind: "fact", keys: ["prod", "eu-west-1"] },
      { kind: "task", keys: ["staging", "eu-west-1"] },
    ],
  },
  {
    id: "b9-prod-migrations",
    build: (s) =>
      s
        .user("add a nullable `archived_at` column to projects and run the migration")
        .file("Write", "db/migrations/0047_projects_archived_at.sql")
        .bash("DATABASE_URL=$STAGING_URL pnpm db:migrate", "applying 0047_projects_archived_at.sql ... ok")
        .assistant("Applied on staging. Should I run it on prod too? I have `PROD_URL` in the env.")
        .user(
          "NO. never run migrations against prod from your laptop or from here, ever. prod migrations only go through the deploy pipeline. i'll merge and it runs",
        )
        .assistant("Understood, not touching prod.")
        .bash("grep -r 'never' scripts/deploy.sh", "# never skip the backup step: pg_dump runs before migrate")
        .user(
          "btw while you're in there: nobody has ever written the runbook for restoring from the pg backups. that's open, someone needs to do it after launch",
        )
        .stop("Staging migrated; prod left to the pipeline."),
    planted: [
      { kind: "instruction", keys: ["migrations", "prod"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b9-grid-debug",
    build: (s) =>
      s
        .user("the pricing cards wrap weird between 768 and 900px")
        .file("Read", "src/components/Pricing.tsx")
        .assistant("The grid uses `grid-cols-3` from `md:` up, and each card has `min-w-[300px]`, so at 768px three cards need 900px+.")
        .user("can we do 2 cols there and 3 from lg")
        .file("Edit", "src/components/Pricing.tsx")
        .assistant("Changed to `md:grid-cols-2 lg:grid-cols-3`.")
        .user("now the third card is alone on the second row and looks dumb")
        .assistant("I can center it with `md:last:col-span-2 md:last:justify-self-center lg:last:col-span-1`.")
        .user("try it")
        .file("Edit", "src/components/Pricing.tsx")
        .bash("pnpm playwright test pricing.visual.spec.ts --update-snapshots", "3 passed (9.8s)")
        .user("ok looks fine. ship it")
        .bash("git commit -am 'fix(pricing): 2-col grid at md' && git push", "[fix/pricing 71be0a2] fix(pricing): 2-col grid at md")
        .stop("Pushed."),
    planted: [],
  },
  {
    id: "b9-flags-table",
    build: (s) =>
      s
        .user("we need feature flags for the beta stuff. how should we do it")
        .bash("rg -l 'process.env.ENABLE_' src | wc -l", "6")
        .assistant(
          "There are 6 env-var flags today. Two options: LaunchDarkly (targeting, audit, $), or a `feature_flags` table in our db with a tiny admin toggle. For 6 flags and no per-user targeting I'd go with the feature_flags table.",
        )
        .user("yep, table it is. no launchdarkly")
        .file("Write", "db/migrations/0048_feature_flags.sql")
        .file("Write", "src/lib/flags.ts")
        .assistant("Added the feature_flags table and `isEnabled(name)` with a 30s in-memory cache.")
        .stop(),
    planted: [{ kind: "decision", keys: ["feature_flags"] }],
  },
  {
    id: "b9-onboarding",
    build: (s) =>
      s
        .user("finishing the onboarding flow. make the welcome step copy match the figma and wire up the 'skip' link")
        .file("Edit", "src/app/onboarding/Welcome.tsx")
        .bash("pnpm vitest run src/app/onboarding", "✓ onboarding (12 tests)")
        .assistant("Copy updated and Skip now routes to /dashboard. Should I extract the strings for translation while I'm here?")
        .user("no, leave the i18n for onboarding for next sprint, hardcode english for now. that one's still open")
        .user("also decided with the founders today: beta is invite-only, invite code required at signup, no public signup until GA")
        .file("Edit", "src/app/signup/page.tsx")
        .assistant("Signup now requires an invite code (validated against `invite_codes`). Want an admin screen to create codes?")
        .user("later. admin screen for invite codes is a todo, we'll insert them by sql for now")
        .stop(),
    planted: [
      { kind: "task", keys: ["i18n"] },
      { kind: "decision", keys: ["invite"] },
      { kind: "task", keys: ["admin screen"] },
    ],
  },
  {
    id: "b9-rate-limit",
    build: (s) =>
      s
        .user("partner says they get 429s at like 120 rps. what's our limit")
        .bash("grep -n -A3 'rate-limiting' gateway/kong.yml", "41:  - name: rate-limiting\n42:    config:\n43:      second: 100\n44:      policy: redis")
        .assistant(
          "The gateway rate limit is 100 requests/second per API key (Kong `rate-limiting` plugin, redis policy, gateway/kong.yml). 120 rps will get 429s.",
        )
        .user("right, 100/s per key is the documented limit, it stays. tell them to batch")
        .bash("psql $REPLICA -c '\\d events'", 'Indexes:\n    "events_pkey" PRIMARY KEY, btree (id)')
        .assistant("Side note: their slow `GET /events?user_id=` calls do a seq scan; `events` has only the primary key.")
        .user("yeah we need an index on events (user_id, created_at). not now, after the load test next week")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rate limit"] },
      { kind: "task", keys: ["index", "events"] },
    ],
  },
  {
    id: "b9-pr-size",
    build: (s) =>
      s
        .user("open a PR for the reports refactor")
        .bash("git diff --stat main | tail -1", " 38 files changed, 1421 insertions(+), 977 deletions(-)")
        .assistant("That's ~2.4k changed lines in one PR. Open it as is?")
        .user("no, split it. general rule for me: i prefer small PRs, anything over ~400 lines gets split into stacked ones")
        .bash("git checkout -b reports/1-types && git checkout main -- src/reports/types.ts", "Switched to a new branch 'reports/1-types'")
        .assistant("Split into three stacked branches: types, query layer, UI. First PR is 312 lines.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["small prs"] }],
  },
  {
    id: "b9-docker-chat",
    build: (s) =>
      s
        .user("morning! how long does the docker build take usually? feels slow today")
        .bash("docker build -t api:dev . 2>&1 | tail -2", " => exporting to image  4.1s\n => => naming to docker.io/library/api:dev")
        .assistant("That one took about 2m10s, mostly the `pnpm install` layer since the lockfile changed. A cached build is usually ~25s.")
        .user("ah ok so its just the lockfile. fine")
        .assistant("Yes, next build should be back to normal.")
        .user("☕ cheers")
        .stop(),
    planted: [],
  },
  {
    id: "b9-previews",
    build: (s) =>
      s
        .user("we want preview environments per PR. let's use render for that, they have preview envs built in")
        .bash("cat render.yaml", "services:\n  - type: web\n    name: api\n    plan: starter")
        .assistant("Render's preview environments work, but on the Starter plan they don't create a per-PR database; previews would share staging's db.")
        .user("hm, that kills it. ok switching: previews go on fly.io, one fly app + a fly postgres per PR. final answer")
        .file("Write", ".github/workflows/preview.yml")
        .bash("flyctl apps list | head -3", "NAME          OWNER     STATUS\napi-staging   acme      deployed")
        .assistant("Added a workflow that creates `pr-<n>` fly apps with their own Postgres and tears them down on close.")
        .stop(),
    planted: [{ kind: "decision", keys: ["fly"] }],
  },
  {
    id: "b9-legacy-orders",
    build: (s) =>
      s
        .user("clean up dead tables. what's unused?")
        .bash("psql $REPLICA -f scripts/unused-tables.sql", " legacy_orders      | last write 2025-03-02\n legacy_coupons     | last write 2024-11-19")
        .assistant("legacy_orders and legacy_coupons have had no writes for months and no code references. Drop both?")
        .user("drop legacy_coupons. legacy_orders has to stay until finance has exported Q3 from it, then we drop it. remind me, that's pending")
        .file("Write", "db/migrations/0049_drop_legacy_coupons.sql")
        .assistant("Migration drops legacy_coupons only.")
        .stop(),
    planted: [{ kind: "task", keys: ["legacy_orders"] }],
  },
  {
    id: "b9-api-v1",
    build: (s) =>
      s
        .user("can we delete the /v1 routes? v2 has been out forever")
        .bash('rg -c "\'/v1/" src/routes', "src/routes/users.ts:7\nsrc/routes/teams.ts:3")
        .bash("grep '/v1/' logs/access-sample.log | awk '{print $12}' | sort | uniq -c", '  4127 "AcmeApp-iOS/3.2"\n  2980 "AcmeApp-Android/3.2"')
        .assistant("All /v1 traffic in the sample comes from the mobile apps (iOS and Android 3.2).")
        .user("right, mobile still calls /v1/users. we can't remove v1 until the app forces an update to 4.x. keep them")
        .stop("Keeping /v1."),
    planted: [{ kind: "fact", keys: ["v1", "mobile"] }],
  },
  {
    id: "b9-msw",
    build: (s) =>
      s
        .user("write tests for the github integration client")
        .file("Read", "src/integrations/github.ts")
        .assistant("I'll mock HTTP with nock, it's already in devDependencies.")
        .user("no — when you write tests use msw for http mocking, not nock. nock is only there for the old tests")
        .file("Write", "src/integrations/github.test.ts")
        .bash("pnpm vitest run src/integrations/github.test.ts", "✓ github.test.ts (8 tests) 120ms")
        .assistant("8 tests with msw handlers. Want me to port the old nock tests too?")
        .user("not today. migrating the old nock tests to msw is a todo for later, put it down")
        .user("and we still need to upgrade next to 15 at some point, it's blocked on next-auth v5 being stable")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["msw"] },
      { kind: "task", keys: ["nock"] },
      { kind: "task", keys: ["upgrade", "next"] },
    ],
  },
  {
    id: "b9-rename-withdrawn",
    build: (s) =>
      s
        .user("thinking we rename the repo to acme-web, `frontend` is too generic")
        .bash("rg -l 'acme/frontend' --hidden | wc -l", "57")
        .assistant(
          "57 files reference acme/frontend (CI, renovate config, docs, deploy scripts). GitHub redirects the old URL but hardcoded clone URLs in the infra repo would break.",
        )
        .user("ugh nvm, not worth it. forget the rename")
        .user("unrelated: i think the CDN caches our 404s? pages stay broken after deploy sometimes")
        .assistant(
          "Possible. Cloudflare caches 404s for a few minutes by default on cacheable paths. I haven't verified it on ours; want me to check the response headers?",
        )
        .user("not now, i'll look myself later maybe")
        .stop(),
    planted: [],
  },
  {
    id: "b9-ulid-typesense",
    build: (s) =>
      s
        .user("new orders service. id format? uuid v4 like everywhere else?")
        .assistant(
          "For orders I'd suggest ULIDs: sortable by time, so the `orders` index stays append-only and pagination by id works. uuid v4 scatters inserts.",
        )
        .user("ok, ULIDs for order ids then. the rest stays uuid")
        .bash("pnpm add ulid", "+ ulid 2.3.0")
        .file("Write", "services/orders/src/ids.ts")
        .user("and hook orders into search. typesense is self-hosted on the same box as the worker redis, host `search-1.internal`, port 8108")
        .bash("curl -s http://search-1.internal:8108/health", '{"ok":true}')
        .file("Write", "services/orders/src/search.ts")
        .assistant("Orders get indexed into the `orders` collection on create/update.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ulid"] },
      { kind: "fact", keys: ["typesense"] },
    ],
  },
  {
    id: "b9-digest-dst",
    build: (s) =>
      s
        .user("support ticket: some users got the weekly digest email twice on sunday")
        .bash("grep digest logs/jobs-2026-10-26.log | head -4", "01:00:02 digest run started (Europe/Berlin)\n02:00:01 digest run started (Europe/Berlin)")
        .assistant("The digest cron ran twice on 26 Oct, the DST change: it's scheduled at 02:00 local time with a naive cron, and 02:00 happened twice.")
        .user("ugh. ok, don't fix now, we're mid release. but the digest double-send on DST needs fixing after the release, keep it on the list")
        .assistant("Noted, not changing the job now.")
        .stop(),
    planted: [{ kind: "task", keys: ["digest"] }],
  },
  {
    id: "b9-codegen",
    build: (s) =>
      s
        .user("the `Project` type is missing `archivedAt`, add it")
        .file("Read", "src/gen/api-types.ts")
        .assistant(
          "src/gen/api-types.ts has a header `// Code generated by openapi-typescript. DO NOT EDIT.` I'll add the field to openapi.yaml instead and regenerate.",
        )
        .user("yes. don't hand-edit anything under src/gen/, ever. change the spec and regenerate with `pnpm codegen`")
        .file("Edit", "openapi.yaml")
        .bash("pnpm codegen", "✨ openapi-typescript 7.4.1\n🚀 openapi.yaml → src/gen/api-types.ts [88ms]")
        .stop("Regenerated; `Project.archivedAt` is there."),
    planted: [{ kind: "instruction", keys: ["codegen"] }],
  },
  {
    id: "b9-spinner",
    build: (s) =>
      s
        .user("add a loading spinner to the save button on the profile page")
        .file("Edit", "src/app/profile/SaveButton.tsx")
        .assistant("The button shows a spinner and is disabled while the mutation is pending.")
        .user("also bump the version in package.json to 1.8.2")
        .bash("pnpm version 1.8.2 --no-git-tag-version", "v1.8.2")
        .user("and make the spinner a bit smaller")
        .file("Edit", "src/app/profile/SaveButton.tsx")
        .assistant("Spinner is 14px now; version is 1.8.2.")
        .stop(),
    planted: [],
  },
  {
    id: "b9-terraform-owner",
    build: (s) =>
      s
        .user("bump the RDS instance class for staging to db.t4g.large in terraform")
        .file("Edit", "infra/rds.tf")
        .bash(
          "terraform -chdir=infra plan -target=aws_db_instance.staging",
          '  ~ instance_class = "db.t4g.medium" -> "db.t4g.large"\nPlan: 0 to add, 1 to change, 0 to destroy.',
        )
        .assistant("Plan shows a single in-place change. Apply?")
        .user("don't apply. Tomas owns the terraform, every change under infra/ goes through his review and he applies. open a PR and tag him")
        .bash("gh pr create --title 'infra: staging rds t4g.large' --reviewer tomas-r", "https://github.com/acme/platform/pull/612")
        .stop("PR #612 opened with Tomas as reviewer."),
    planted: [{ kind: "fact", keys: ["tomas", "terraform"] }],
  },
  {
    id: "b9-auth-cookies",
    build: (s) =>
      s
        .user("the SPA needs auth against the new api. how do we keep the session")
        .assistant("Simplest for an SPA: return a JWT from /login and keep it in localStorage, send it as a Bearer header.")
        .user("no way, XSS reads localStorage. we decided: auth sessions stay in httpOnly cookies, SameSite=Lax, no tokens in localStorage")
        .file("Edit", "src/api/auth/login.ts")
        .bash("pnpm vitest run src/api/auth", "✓ login.test.ts (7 tests)\n✓ csrf.test.ts (3 tests)")
        .assistant("Login sets an httpOnly `sid` cookie (SameSite=Lax, Secure), plus a CSRF token for mutating requests.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cookie"] }],
  },
  {
    id: "b9-git-squash",
    build: (s) =>
      s
        .user("how do i squash the last 3 commits into one again")
        .assistant("`git reset --soft HEAD~3 && git commit` is the quickest. Or `git rebase -i HEAD~3` and mark the last two as `squash`.")
        .user("and if i already pushed?")
        .assistant("Then you need `git push --force-with-lease`, which refuses if someone else pushed in between. Never plain --force on a shared branch.")
        .user("k")
        .bash("git log --oneline -3", "a1b2c3d wip\n4d5e6f7 wip 2\n8a9b0c1 fix tests")
        .assistant("Your last three are the two wips and `fix tests`; run the reset when you're ready.")
        .stop(),
    planted: [],
  },
  {
    id: "b9-ci-runners",
    build: (s) =>
      s
        .user("why do CI jobs sit in 'queued' for 15 min every afternoon")
        .bash("gh api /orgs/acme/actions/runners --jq '.runners[] | .name'", "hetzner-ci-1\nhetzner-ci-2\nhetzner-ci-3\nhetzner-ci-4")
        .assistant("You have 4 self-hosted runners, no GitHub-hosted fallback. Around 5pm everyone pushes, and each PR triggers 7 matrix jobs.")
        .user(
          "yep, the CI runners are 4 self-hosted boxes on hetzner, that's the whole capacity. so: don't add new matrix jobs to the workflows without asking me first",
        )
        .assistant("Understood. Should I add a GitHub-hosted fallback label for overflow?")
        .user("no, costs. leave it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hetzner"] },
      { kind: "instruction", keys: ["matrix"] },
    ],
  },
  {
    id: "b9-tailwind",
    build: (s) =>
      s
        .user("the designer asked if we should move from tailwind to css modules, class soup is hard to read. opinions?")
        .bash("rg -c 'className=\"' src | awk -F: '{s+=$2} END {print s}'", "2214")
        .assistant(
          "2,214 className usages. Moving to CSS modules is a big rewrite for readability; `cva` variants + prettier-plugin-tailwindcss fix most of the soup.",
        )
        .user("agreed, we keep tailwind. add the prettier plugin")
        .bash("pnpm add -D prettier-plugin-tailwindcss && pnpm prettier -w src", "src/app/page.tsx 41ms\n...")
        .assistant("Plugin added and classes sorted across src/.")
        .user("oh and the sitemap doesn't include blog posts, follow-up for next week, not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tailwind"] },
      { kind: "task", keys: ["sitemap"] },
    ],
  },
  {
    id: "b9-env-logs",
    build: (s) =>
      s
        .user("worker won't start on staging. logs:")
        .bash(
          "kubectl logs deploy/worker --tail=6",
          "WARN never set NODE_TLS_REJECT_UNAUTHORIZED=0 in production\nINFO always-on health server listening on :9090\nTODO(config): remove deprecated QUEUE_URL fallback\nError: QUEUE_URL or REDIS_URL must be set",
          1,
        )
        .assistant("The worker needs `REDIS_URL`; the staging secret has `REDIS_URI` (typo'd key). The other lines are normal warnings.")
        .user("fix the secret")
        .bash(
          'kubectl -n staging patch secret worker-env --type json -p \'[{"op":"move","from":"/data/REDIS_URI","path":"/data/REDIS_URL"}]\'',
          "secret/worker-env patched",
        )
        .bash("kubectl rollout restart deploy/worker && kubectl rollout status deploy/worker", 'deployment "worker" successfully rolled out')
        .stop("Worker is up."),
    planted: [],
  },
  {
    id: "b9-logging",
    build: (s) =>
      s
        .user("add logging to the import job, it's a black box")
        .file("Read", "src/jobs/import.ts")
        .assistant("I'll add `console.log` lines at each stage.")
        .user("no console.log in server code. log with pino, structured, child logger per job with the job id")
        .file("Edit", "src/jobs/import.ts")
        .bash("rg -c 'console.log' src/jobs", "src/jobs/export.ts:9\nsrc/jobs/cleanup.ts:4")
        .assistant("Import job logs through pino now. export.ts and cleanup.ts still have 13 console.log calls; convert them too?")
        .user("later. swapping the remaining console.log in jobs/ to pino is a separate todo")
        .user("also fyi we're moving logs from datadog to axiom, decided last week, bill was insane. the pino transport should point at axiom")
        .file("Edit", "src/lib/logger.ts")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pino"] },
      { kind: "task", keys: ["console.log"] },
      { kind: "decision", keys: ["axiom"] },
    ],
  },
  {
    id: "b9-payments-env",
    build: (s) =>
      s
        .user("payments in prod charged test cards yesterday?? check the config")
        .bash("kubectl -n prod get secret payments-env -o jsonpath='{.data.PAYMENTS_ENV}' | base64 -d", "sandbox")
        .assistant("Prod has `PAYMENTS_ENV=sandbox`, so it used the sandbox keys (sk_test_...).")
        .user("that's it. PAYMENTS_ENV must be `live` in prod, only staging uses sandbox. fix it")
        .bash('kubectl -n prod patch secret payments-env -p \'{"stringData":{"PAYMENTS_ENV":"live"}}\'', "secret/payments-env patched")
        .assistant("Patched to live. To catch this at boot I could validate env with zod and refuse to start prod with sandbox.")
        .user("yes, decided: env validation with zod at startup for every service, crash on bad config")
        .file("Write", "src/lib/env.ts")
        .stop(),
    planted: [
      { kind: "fact", keys: ["payments_env"] },
      { kind: "decision", keys: ["zod"] },
    ],
  },
  {
    id: "b9-bye",
    build: (s) => s.user("thx, that's all for today").assistant("Sounds good. The branch is pushed and CI is green.").user("👋").stop(),
    planted: [],
  },
  {
    id: "b9-uploads-r2",
    build: (s) =>
      s
        .user("s3 bill jumped again. what's the breakdown")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=USAGE_TYPE | jq '.ResultsByTime[0].Groups[:2]'",
          '[{"Keys":["EU-DataTransfer-Out-Bytes"],"Metrics":{"UnblendedCost":{"Amount":"361.20"}}}]',
        )
        .assistant("Almost all of it is data transfer out: user uploads served straight from S3, ~4 TB of egress a month.")
        .user("ok we're going with cloudflare r2 for uploads instead of s3, zero egress. decided")
        .file("Edit", "src/lib/storage.ts")
        .assistant("Storage client points at R2 via the S3-compatible API; new uploads go to the `uploads` bucket on R2.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["egress"] },
      { kind: "decision", keys: ["r2"] },
    ],
  },
  {
    id: "b9-answer-style",
    build: (s) =>
      s
        .user("explain what this middleware does")
        .file("Read", "src/api/middleware/tenant.ts")
        .assistant(
          "This middleware resolves the tenant for every request. First it looks at the subdomain, then falls back to the `X-Tenant` header for API clients, and then it loads the tenant record from the cache or database, attaching it to the context so that downstream handlers can...",
        )
        .user("too long. answer in short bullet points, no essays, that goes for everything you tell me")
        .assistant("- resolves tenant from subdomain, else `X-Tenant` header\n- loads it (cache, then db)\n- puts it on `c.var.tenant`\n- 404 if unknown")
        .stop(),
    planted: [{ kind: "instruction", keys: ["bullet"] }],
  },
  {
    id: "b9-e2e-db",
    build: (s) =>
      s
        .user("e2e tests hang forever on my machine")
        .bash("pnpm test:e2e", "Running 48 tests using 4 workers\n[setup] waiting for postgres on localhost:5433 ...", 124)
        .assistant("The setup waits for Postgres on port 5433 and nothing is listening.")
        .bash("docker compose up -d db && pnpm test:e2e", "48 passed (1.9m)")
        .user("ah right. yeah the e2e suite needs `docker compose up db` first, otherwise it just hangs on connect. it's always been like that")
        .assistant("Shall I add a check that fails fast with a hint instead of hanging?")
        .user("sure")
        .file("Edit", "e2e/global-setup.ts")
        .stop("Setup now fails after 10s with 'run docker compose up -d db'."),
    planted: [{ kind: "fact", keys: ["e2e", "docker compose"] }],
  },
  {
    id: "b9-renovate",
    build: (s) =>
      s
        .user("add the csv export button to reports")
        .file("Edit", "src/app/reports/ExportButton.tsx")
        .bash("pnpm add papaparse@5.4.1 && pnpm up zod@latest", "+ papaparse 5.4.1\nzod 3.23.8 -> 3.24.1")
        .assistant("Export works. I also bumped zod to 3.24.1 while adding papaparse.")
        .user("revert the zod bump. don't bump deps in feature PRs, renovate handles upgrades in its own PRs")
        .bash("git checkout main -- package.json pnpm-lock.yaml && pnpm add papaparse@5.4.1", "+ papaparse 5.4.1")
        .stop("zod back to 3.23.8; only papaparse added."),
    planted: [{ kind: "instruction", keys: ["renovate"] }],
  },
];

export const BLIND9 = plantedSet(BLIND9_SESSIONS, START);
