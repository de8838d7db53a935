/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * A planted set for the offline long-term-memory extractor, in Codex CLI voice: an agent that
 * narrates a lot ("I'll inspect…", "Running the focused tests now", progress reports and
 * bullet summaries with file paths in code spans) and, now and then, states something lasting
 * itself: it reports a decision the user made earlier ("Per your call, we are on pnpm now"), a
 * fact it found by a tool call ("the cron runs at 02:00 UTC per crontab"), or a follow-up it
 * leaves open. Users are terse, sometimes verbose, with typos; some instructions come from them.
 * Each session is one segment; the items planted in it are listed with it. Every other message
 * must give nothing: plans, progress reports, questions, hypotheses, proposals the user rejects
 * or never confirms, withdrawn ideas, unconfirmed guesses, quoted code/logs/tool output with
 * "always"/"never"/"TODO", chit-chat, and requests done in the same session. Superseded
 * decisions plant only the later one.
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

export const TUNING77_SESSIONS: BlindSession[] = [
  {
    id: "t77-pnpm-lockfile",
    build: (s) =>
      s
        .user("ci is red since the lockfile change, can u look")
        .assistant("I'll check which lockfiles are in the tree and which one CI installs from.")
        .bash("ls *lock* && grep -n 'install' .github/workflows/ci.yml", "package-lock.json\npnpm-lock.yaml\n14:      - run: pnpm install --frozen-lockfile")
        .assistant(
          "Per your call last week, we're on pnpm now, so the stale `package-lock.json` shouldn't be in the tree at all. Removing it and re-running the install the way CI does.",
        )
        .bash("git rm -q package-lock.json && pnpm install --frozen-lockfile", "Lockfile is up to date, resolution step is skipped\nDone in 4.1s")
        .assistant("Install is clean now.\n\n- removed `package-lock.json`\n- `pnpm install --frozen-lockfile` passes locally")
        .stop(),
    planted: [{ kind: "decision", keys: ["pnpm"] }],
  },
  {
    id: "t77-nightly-export-cron",
    build: (s) =>
      s
        .user("when does the nightly export actually run? someone said midnight")
        .assistant("I'll read the crontab on the worker host instead of guessing.")
        .bash(
          "ssh worker-1 'crontab -l | grep export; timedatectl | grep zone'",
          "0 2 * * * /opt/app/bin/nightly-export.sh >> /var/log/export.log 2>&1\n       Time zone: Etc/UTC (UTC, +0000)",
        )
        .assistant("The nightly export cron runs at 02:00 UTC per the crontab on worker-1, not midnight; the host clock is UTC.")
        .user("could DST be why ops saw it at 3 then?")
        .assistant("Can't tell from here. I'd need the timestamps in `/var/log/export.log` from that night to say either way.")
        .stop(),
    planted: [{ kind: "fact", keys: ["export", "cron"] }],
  },
  {
    id: "t77-flaky-upload-test",
    build: (s) =>
      s
        .user("upload.test.ts flakes like 1 in 5 on ci. fix pls. and dont add sleeps to tests, ever — use fake timers")
        .assistant("I'll reproduce it first by running the file in a loop.")
        .bash("for i in $(seq 10); do npx vitest run test/upload.test.ts >/dev/null || echo fail $i; done", "fail 3\nfail 8")
        .assistant("Two failures in ten runs. The retry test waits on a real `setTimeout`; switching it to `vi.useFakeTimers()` and advancing by the backoff.")
        .file("Edit", "test/upload.test.ts")
        .bash("for i in $(seq 20); do npx vitest run test/upload.test.ts >/dev/null || echo fail $i; done", "")
        .assistant(
          "20/20 green now.\n\n- `test/upload.test.ts`: retry test on fake timers, no wall-clock waits\n\nLeft open: the `multipart` abort test still leaks a temp dir under `/tmp/upl-*` when it fails. I didn't touch it; it needs a follow-up.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["sleeps", "timers"] },
      { kind: "task", keys: ["multipart"] },
    ],
  },
  {
    id: "t77-readme-typo",
    build: (s) =>
      s
        .user("theres a typo in the README install section, 'intall'")
        .assistant("I'll find it.")
        .bash("rg -n 'intall' README.md", "42:Run `npm intall` to set up.")
        .file("Edit", "README.md")
        .assistant("Fixed line 42 (`npm intall` → `npm install`). Nothing else in the file matched.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "t77-postgres-version",
    build: (s) =>
      s
        .user("migration 0031 fails on staging but not locally. why")
        .assistant("I'll compare the server versions first; the migration uses `MERGE`.")
        .bash("psql \"$STAGING_URL\" -Atc 'show server_version' && psql -Atc 'show server_version'", "14.11\n16.2")
        .assistant("Found it: staging runs Postgres 14.11 while local is 16.2, and `MERGE` only exists from 15 on. That's the whole failure.")
        .user("ok rewrite it with INSERT .. ON CONFLICT. we are NOT upgrading staging before the Q1 freeze, decided that w/ infra")
        .assistant("Rewriting 0031 with `INSERT … ON CONFLICT DO UPDATE`.")
        .file("Edit", "migrations/0031_upsert_prices.sql")
        .bash('psql "$STAGING_URL" -f migrations/0031_upsert_prices.sql --single-transaction -v ON_ERROR_STOP=1 --dry-run 2>&1 | tail -1', "INSERT 0 0")
        .assistant("0031 applies on a staging copy now.\n\n- `migrations/0031_upsert_prices.sql`: `ON CONFLICT` instead of `MERGE`")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging", "postgres"] },
      { kind: "decision", keys: ["upgrading", "freeze"] },
    ],
  },
  {
    id: "t77-commit-style",
    build: (s) =>
      s
        .user(
          "before you commit: we use conventional commits here (feat:, fix:, chore:) and the scope is the package name, like `fix(billing): ...`. apply that to every commit you make in this repo",
        )
        .assistant("Understood. I'll stage the change and show you the message before committing.")
        .bash("git add -A && git diff --cached --stat", " packages/billing/src/invoice.ts | 6 +++---\n 1 file changed, 3 insertions(+), 3 deletions(-)")
        .assistant("Proposed message: `fix(billing): round invoice totals half-even`. Committing.")
        .bash("git commit -qm 'fix(billing): round invoice totals half-even' && git log --oneline -1", "a41c9e2 fix(billing): round invoice totals half-even")
        .assistant("Committed as `a41c9e2`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["conventional", "commits"] }],
  },
  {
    id: "t77-redis-eviction",
    build: (s) =>
      s
        .user("sessions keep getting dropped randomly in prod. is redis evicting them?")
        .assistant("Checking the eviction policy and memory stats on the prod instance.")
        .bash(
          "redis-cli -h cache.prod info memory | grep -E 'maxmemory_policy|used_memory_human|maxmemory_human'; redis-cli -h cache.prod info stats | grep evicted",
          "used_memory_human:1.98G\nmaxmemory_human:2.00G\nmaxmemory_policy:allkeys-lru\nevicted_keys:184220",
        )
        .assistant(
          "Yes. The prod redis uses `allkeys-lru` with a 2 GB cap and is at 1.98 GB, and it has evicted 184k keys since the last restart, so session keys are fair game for eviction.",
        )
        .user("hmm maybe move sessions to their own instance? not sure, let me talk to Priya")
        .assistant("Sure. I haven't changed anything; the numbers above are read-only.")
        .stop(),
    planted: [{ kind: "fact", keys: ["redis", "allkeys-lru"] }],
  },
  {
    id: "t77-lint-progress",
    build: (s) =>
      s
        .user("run lint and fix whatever it complains about")
        .assistant("I'll run the linter over the whole repo first.")
        .bash(
          "npx eslint . --max-warnings=0",
          "src/api/users.ts\n  12:7  error  'tmp' is assigned a value but never used  no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)",
        )
        .assistant("One error, an unused variable in `src/api/users.ts`. Removing it.")
        .file("Edit", "src/api/users.ts")
        .bash("npx eslint . --max-warnings=0", "")
        .assistant("Lint is clean now. I'll now run the unit tests to make sure nothing depended on it.")
        .bash("npm test --silent", "Test Files  31 passed (31)\n     Tests  208 passed (208)")
        .assistant("All 208 tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "t77-feature-flags-vendor",
    build: (s) =>
      s
        .user("wire the new checkout flag into the cart page")
        .assistant("I'll look at how flags are read today.")
        .bash(
          "rg -n 'getFlag|unleash|launchdarkly' src | head",
          "src/flags/client.ts:3:import { UnleashClient } from 'unleash-proxy-client';\nsrc/cart/Cart.tsx:18:  const compact = getFlag('cart-compact');",
        )
        .assistant(
          "Flags go through `src/flags/client.ts` on Unleash. Since you decided against LaunchDarkly in the vendor review, I'll keep everything on the self-hosted Unleash and not add the LD SDK that the old ticket mentions.",
        )
        .file("Edit", "src/cart/Cart.tsx")
        .bash("npx vitest run src/cart", "Test Files  4 passed (4)")
        .assistant("`new-checkout` is read in `Cart.tsx` via `getFlag`, default off. Cart tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["unleash"] }],
  },
  {
    id: "t77-deploy-window",
    build: (s) =>
      s
        .user(
          "heads up for the future: no prod deploys on fridays after 15:00 CET. if i ask for one then, remind me and wait for explicit ok. ok now deploy api to staging",
        )
        .assistant("Noted. Deploying the api to staging now.")
        .bash("./scripts/deploy.sh api staging", "building api@4.12.0 ... ok\nrolling out to staging (3/3 pods) ... ok\nhealth: 200")
        .assistant("Staging is on api 4.12.0, 3/3 pods healthy.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["fridays", "deploys"] }],
  },
  {
    id: "t77-chitchat-weekend",
    build: (s) =>
      s
        .user("morning! how's it going")
        .assistant("Morning. Ready when you are. What are we looking at today?")
        .user("nothing big, just check git status for me")
        .bash("git status -sb", "## main...origin/main\nnothing to commit, working tree clean")
        .assistant("Clean tree on `main`, in sync with `origin/main`.")
        .user("cool, gonna grab coffee first")
        .assistant("Sounds good.")
        .stop(),
    planted: [],
  },
  {
    id: "t77-node-version-pin",
    build: (s) =>
      s
        .user("build broke on my machine after brew upgrade")
        .assistant("I'll check which Node you're on against what the repo expects.")
        .bash("node -v; cat .nvmrc; grep -n '\"node\"' package.json", 'v23.1.0\n20.11.1\n5:    "node": ">=20 <21"')
        .assistant(
          "You're on Node 23.1, but the repo pins Node 20.11.1 in `.nvmrc` and `engines` allows only 20.x, which is why `better-sqlite3` fails to build. `nvm use` will fix it locally.",
        )
        .bash("nvm use >/dev/null && npm rebuild better-sqlite3 && npm run build", "rebuilt dependencies successfully\nbuild ok in 11.2s")
        .assistant("Build passes on 20.11.1.")
        .user("should we bump to 22? eh, not now")
        .stop(),
    planted: [{ kind: "fact", keys: ["node", "nvmrc"] }],
  },
  {
    id: "t77-api-pagination",
    build: (s) =>
      s
        .user("add pagination to GET /orders")
        .assistant("I'll look at how the other list routes paginate so this one matches.")
        .bash(
          "rg -n 'cursor|offset' src/routes | head -5",
          "src/routes/customers.ts:22:  const { cursor, limit } = parsePage(req.query);\nsrc/routes/products.ts:19:  const { cursor, limit } = parsePage(req.query);",
        )
        .assistant(
          "The other list routes use cursor pagination via `parsePage`. You settled on cursors over offset for every list endpoint back in the API review, so `/orders` gets the same `cursor`/`limit` pair.",
        )
        .file("Edit", "src/routes/orders.ts")
        .bash("npx vitest run test/routes/orders.test.ts", "✓ test/routes/orders.test.ts (6 tests)")
        .assistant(
          "Done.\n\n- `src/routes/orders.ts`: `cursor`/`limit`, default 50, max 200\n- 6 tests pass\n\nStill open: `/orders/export` returns everything unpaginated; it needs its own streaming fix later.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["cursor", "pagination"] },
      { kind: "task", keys: ["export"] },
    ],
  },
  {
    id: "t77-log-quote-todo",
    build: (s) =>
      s
        .user("what does this log line mean: `WARN retry budget exhausted, will never retry job 8812`")
        .assistant("I'll find where it's emitted.")
        .bash(
          "rg -n 'retry budget exhausted' src",
          "src/jobs/runner.ts:88:    log.warn('retry budget exhausted, will never retry job %s', id); // TODO always alert here?",
        )
        .assistant(
          "It comes from `src/jobs/runner.ts:88`: once a job used its retries, the runner logs that and parks it. The `// TODO always alert here?` next to it is an old question in the code, not something wired up.",
        )
        .user("ok makes sense, thx")
        .stop(),
    planted: [],
  },
  {
    id: "t77-supersede-orm",
    build: (s) =>
      s
        .user("for the new reporting service lets use prisma, everyone knows it")
        .assistant("I'll scaffold `services/reporting` with Prisma.")
        .bash("cd services/reporting && npm i prisma @prisma/client && npx prisma init", "✔ Your Prisma schema was created at prisma/schema.prisma")
        .user("wait, scratch that. the bundle size on lambda is a problem w prisma. go with drizzle instead, that's final")
        .assistant("Switching to Drizzle. Removing the Prisma scaffold.")
        .bash("npm rm prisma @prisma/client && rm -rf prisma && npm i drizzle-orm && npm i -D drizzle-kit", "added 2 packages, removed 5 packages")
        .assistant(
          "As you decided, the reporting service uses Drizzle rather than Prisma because of the Lambda bundle size.\n\n- `services/reporting/src/db.ts`: drizzle client\n- `drizzle.config.ts` added",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["drizzle"] }],
  },
  {
    id: "t77-owner-payments",
    build: (s) =>
      s
        .user("who do i ask about the payments webhook? its failing sig checks")
        .assistant("I'll check CODEOWNERS and the recent history on that file.")
        .bash(
          "grep -n payments .github/CODEOWNERS; git log --format='%an' -5 -- src/payments/webhook.ts | sort | uniq -c",
          "7:/src/payments/  @marta-k @payments-team\n      4 Marta Kowalski\n      1 dependabot",
        )
        .assistant("Marta Kowalski owns `src/payments/` per CODEOWNERS and wrote 4 of the last 5 commits on the webhook, so she's the one to ask.")
        .user("maybe the secret rotated? idk")
        .assistant(
          "Possibly, but I can't see the secret store from here, so that's a guess. Comparing the `Stripe-Signature` timestamp tolerance would be my next check if you want.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["marta", "payments"] }],
  },
  {
    id: "t77-snapshot-tests",
    build: (s) =>
      s
        .user("update the snapshots, the button copy changed")
        .assistant("Running the component tests with `-u`.")
        .bash("npx vitest run src/components -u", "Snapshots  3 updated\nTest Files  12 passed (12)")
        .assistant("3 snapshots updated, all component tests pass.")
        .user("in general don't update snapshots without showing me the diff first. this time its fine")
        .assistant("Got it. Here's the diff for the three I just updated.")
        .bash("git diff --stat -- '*.snap'", " src/components/__snapshots__/Button.test.tsx.snap | 6 +++---\n 1 file changed")
        .stop(),
    planted: [{ kind: "instruction", keys: ["snapshots", "diff"] }],
  },
  {
    id: "t77-question-only",
    build: (s) =>
      s
        .user("is there a reason we have both axios and ky in deps?")
        .assistant("I'll check where each is imported.")
        .bash("rg -l \"from 'axios'\" src | wc -l; rg -l \"from 'ky'\" src | wc -l", "14\n2")
        .assistant(
          "axios is used in 14 files, ky in 2 (`src/edge/fetcher.ts`, `src/edge/geo.ts`). I don't see a note explaining why; it may just be that the edge code was written separately.",
        )
        .user("huh. ok leave it for now")
        .stop(),
    planted: [],
  },
  {
    id: "t77-env-secrets",
    build: (s) =>
      s
        .user("add the SENDGRID key for local dev")
        .assistant("I'll check how local env is loaded before adding anything.")
        .bash("ls -a | grep env; cat .gitignore | grep env", ".env.example\n.env.local\n.env.local")
        .assistant(
          "Local secrets live in `.env.local`, which is gitignored; `.env.example` only has placeholders. I'll add `SENDGRID_API_KEY=` as a placeholder to the example and you put the real value in `.env.local`.",
        )
        .file("Edit", ".env.example")
        .user("yes. and rule for always: never paste real keys into chat or commit them, even test ones")
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["env.local", "gitignored"] },
      { kind: "instruction", keys: ["keys", "commit"] },
    ],
  },
  {
    id: "t77-oncall-rota",
    build: (s) =>
      s
        .user("the pager went off for disk on db-2 again")
        .assistant("Looking at disk usage on db-2.")
        .bash(
          "ssh db-2 'df -h /var/lib/postgresql; du -sh /var/lib/postgresql/16/main/pg_wal'",
          "Filesystem  Size  Used Avail Use% Mounted on\n/dev/nvme1n1 500G 455G 45G 92% /var/lib/postgresql\n38G\t/var/lib/postgresql/16/main/pg_wal",
        )
        .assistant("db-2's data disk is at 92%, and `pg_wal` holds 38 GB, which usually means a replication slot is holding WAL.")
        .bash('psql -h db-2 -Atc "select slot_name, active from pg_replication_slots"', "analytics_cdc|f\nreplica_1|t")
        .assistant(
          "The inactive `analytics_cdc` replication slot on db-2 is what's pinning the WAL. I didn't drop it since the analytics team owns it. That's the open item: someone has to drop or re-attach `analytics_cdc` before the disk fills.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["analytics_cdc", "wal"] },
      { kind: "task", keys: ["analytics_cdc", "drop"] },
    ],
  },
  {
    id: "t77-rejected-proposal",
    build: (s) =>
      s
        .user("the image resize endpoint is slow")
        .assistant("I'll profile one request.")
        .bash("node --cpu-prof scripts/resize-once.js && npx speedscope --print *.cpuprofile | head -3", "sharp.resize  61%\njpeg.encode  22%\nfs.readFile  9%")
        .assistant(
          "Most of the time is in `sharp.resize`. One option: move resizing to a queue and serve a placeholder until it's done. Another: cache resized variants in R2.",
        )
        .user("no to the queue, too much moving parts. let me think about the cache thing")
        .assistant("Okay, I'll leave the endpoint as it is for now.")
        .stop(),
    planted: [],
  },
  {
    id: "t77-branch-naming",
    build: (s) =>
      s
        .user("make a branch for the invoice pdf work")
        .assistant("Checking the naming pattern on existing branches.")
        .bash("git branch -r | head -6", "  origin/main\n  origin/feat/INV-201-tax-lines\n  origin/fix/INV-188-rounding\n  origin/feat/INV-210-credit-notes")
        .assistant(
          "Branches here follow `type/TICKET-slug`. Per what you told me last time, that's the required pattern for every branch, so: `feat/INV-215-invoice-pdf`.",
        )
        .bash("git switch -c feat/INV-215-invoice-pdf", "Switched to a new branch 'feat/INV-215-invoice-pdf'")
        .assistant("On `feat/INV-215-invoice-pdf`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["branches", "ticket"] }],
  },
  {
    id: "t77-rate-limit-fact",
    build: (s) =>
      s
        .user("the github sync job 403s sometimes. rate limit?")
        .assistant("I'll check the limits on the token the job uses.")
        .bash(
          "curl -s -H \"Authorization: Bearer $SYNC_TOKEN\" https://api.github.com/rate_limit | jq '.resources.core'",
          '{\n  "limit": 5000,\n  "remaining": 12,\n  "reset": 1793612400\n}',
        )
        .assistant(
          "Yes: the sync job authenticates with a personal token capped at 5000 requests/hour, and it's down to 12. A GitHub App installation token would get 15k/hour, but that's your call.",
        )
        .user("hmm. maybe. add a TODO in the ticket i guess, not in code")
        .assistant("I'll note it in the ticket text below for you to paste:\n\n> Consider moving the GitHub sync job to an App installation token (15k/h).")
        .stop(),
    planted: [{ kind: "fact", keys: ["sync", "5000"] }],
  },
  {
    id: "t77-progress-only",
    build: (s) =>
      s
        .user("rename `getUsr` to `getUser` everywhere")
        .assistant("I'll find every occurrence first.")
        .bash("rg -l 'getUsr' | tee /tmp/files", "src/api/users.ts\nsrc/api/admin.ts\ntest/api/users.test.ts")
        .assistant("Three files. Renaming now.")
        .bash("xargs sed -i 's/getUsr/getUser/g' < /tmp/files && rg -c getUsr || echo none", "none")
        .assistant("Rename done. Running typecheck and the affected tests.")
        .bash("npx tsc --noEmit && npx vitest run test/api", "Test Files  5 passed (5)")
        .assistant("Typecheck clean, api tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "t77-test-command",
    build: (s) =>
      s
        .user("how do i run just the integration tests")
        .assistant("Looking at the scripts and vitest config.")
        .bash("jq .scripts package.json; ls vitest.*", '{\n  "test": "vitest run",\n  "test:int": "vitest run --project integration"\n}\nvitest.workspace.ts')
        .assistant(
          "`npm run test:int` runs the integration project only. It needs the docker compose stack up; the integration project reads `DATABASE_URL` from `docker-compose.test.yml`.",
        )
        .user("ok. from now on when you change anything in src/db, run test:int too, not just unit")
        .assistant("Will do.")
        .bash("docker compose -f docker-compose.test.yml up -d && npm run test:int", "Test Files  9 passed (9)")
        .stop(),
    planted: [
      { kind: "fact", keys: ["test:int", "docker"] },
      { kind: "instruction", keys: ["test:int", "src/db"] },
    ],
  },
  {
    id: "t77-withdrawn-idea",
    build: (s) =>
      s
        .user("thinking we should switch the monorepo to turborepo")
        .assistant("I'll look at the current build graph so we can compare.")
        .bash("cat nx.json | jq '.targetDefaults | keys'", '[\n  "build",\n  "lint",\n  "test"\n]')
        .assistant("You're on Nx with cached `build`, `lint`, `test` targets. A move to Turborepo would mean rewriting those as pipelines.")
        .user("ugh nvm then, forget i said it")
        .assistant("No problem.")
        .stop(),
    planted: [],
  },
  {
    id: "t77-timezone-storage",
    build: (s) =>
      s
        .user("the scheduled_at column shows weird times in the admin")
        .assistant("I'll check the column type and a sample row.")
        .bash(
          "psql -Atc \"select data_type from information_schema.columns where table_name='posts' and column_name='scheduled_at'\"; psql -Atc 'select scheduled_at from posts limit 1'",
          "timestamp without time zone\n2026-10-30 14:00:00",
        )
        .assistant(
          "`posts.scheduled_at` is `timestamp without time zone`, and writers put local Berlin time in it, so the admin's UTC rendering is off by one or two hours.",
        )
        .user("right. we agreed in the design doc: all timestamps are stored as timestamptz in UTC. make a migration for this column")
        .assistant("Writing the migration to convert it.")
        .file("Write", "migrations/0032_posts_scheduled_at_tz.sql")
        .bash("npm run migrate:test", "applied 0032_posts_scheduled_at_tz ... ok")
        .assistant(
          "Migration 0032 converts `posts.scheduled_at` to `timestamptz` assuming `Europe/Berlin` for existing rows.\n\nNot done: `events.starts_at` has the same problem; I left it for a separate migration.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["timestamptz", "utc"] },
      { kind: "task", keys: ["starts_at"] },
    ],
  },
  {
    id: "t77-guess-memory-leak",
    build: (s) =>
      s
        .user("worker memory climbs over the day. leak?")
        .assistant("I'll take two heap snapshots an hour apart to compare.")
        .bash("node scripts/heap-diff.js snap-0900.heapsnapshot snap-1000.heapsnapshot | head -4", "+ 41.2 MB  (array)\n+ 18.7 MB  Map\n+  2.1 MB  string")
        .assistant(
          "Arrays and a `Map` grew by ~60 MB in an hour. My guess is the per-tenant LRU isn't bounded, but I haven't confirmed that; the retainer paths would show it.",
        )
        .user("could also be the metrics buffer. dunno")
        .assistant("Could be. I'd check retainers next session, I'm not changing code on a guess.")
        .stop(),
    planted: [],
  },
  {
    id: "t77-code-review-rule",
    build: (s) =>
      s
        .user("please always open PRs as draft first and request review from @frontend-core only after CI passes. that's how we do it on this team")
        .assistant("Okay. Pushing the branch and opening a draft PR.")
        .bash("git push -u origin feat/INV-215-invoice-pdf && gh pr create --draft --fill", "https://github.com/acme/billing/pull/482")
        .assistant("Draft PR #482 is open. I'll request review once CI finishes.")
        .bash("gh pr checks 482 --watch", "build  pass\nlint   pass\ntest   pass")
        .bash("gh pr ready 482 && gh pr edit 482 --add-reviewer acme/frontend-core", '✓ Pull request #482 is marked as "ready for review"')
        .assistant("CI passed; #482 is ready with @frontend-core requested.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["draft", "review"] }],
  },
  {
    id: "t77-s3-region",
    build: (s) =>
      s
        .user("uploads to the assets bucket are slow from the eu app")
        .assistant("I'll check where the bucket lives.")
        .bash("aws s3api get-bucket-location --bucket acme-assets", '{\n    "LocationConstraint": "us-west-2"\n}')
        .assistant("The `acme-assets` bucket is in us-west-2, so every upload from eu-central-1 crosses the Atlantic. That explains the latency.")
        .user("yeah we knew that sort of. moving it is a whole project, not today")
        .assistant("Understood. Leaving it. If you want, I can add a note to the infra backlog with the measurement.")
        .user("yes pls, put it on the list for next sprint")
        .assistant("Added to the backlog: move the `acme-assets` bucket to eu-central-1 (or add a replica) next sprint.")
        .bash(
          "gh issue create -R acme/infra -t 'Move acme-assets bucket to eu-central-1' -l next-sprint -b 'Bucket is in us-west-2; EU uploads cross regions.'",
          "https://github.com/acme/infra/issues/77",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-assets", "us-west-2"] },
      { kind: "task", keys: ["acme-assets", "eu-central-1"] },
    ],
  },
  {
    id: "t77-in-session-request",
    build: (s) =>
      s
        .user("todo for you: bump vitest to the latest 2.x and fix whatever breaks")
        .assistant("I'll bump it and run the suite.")
        .bash("npm i -D vitest@^2 && npx vitest run", "added 1 package, changed 6 packages\nTest Files  48 passed (48)")
        .assistant("vitest is on 2.1.8 now and all 48 files pass; nothing broke.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "t77-error-model",
    build: (s) =>
      s
        .user("add validation to POST /invites")
        .assistant("I'll see how other routes validate and shape errors.")
        .bash(
          "rg -n 'zValidator|AppError' src/routes | head -4",
          "src/routes/teams.ts:9:  zValidator('json', TeamBody),\nsrc/errors.ts:3:export class AppError extends Error {",
        )
        .assistant(
          "Following your earlier decision that every route validates with zod at the edge and fails through `AppError` (no ad-hoc `res.status(400)`), `/invites` gets a `zValidator` on the body.",
        )
        .file("Edit", "src/routes/invites.ts")
        .bash("npx vitest run test/routes/invites.test.ts", "✓ test/routes/invites.test.ts (5 tests)")
        .assistant("Validation is in, 5 tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["zod", "apperror"] }],
  },
  {
    id: "t77-hypothesis-dns",
    build: (s) =>
      s
        .user("intermittent ENOTFOUND on calls to the billing api")
        .assistant("I'll look at resolver config in the container.")
        .bash(
          "kubectl exec deploy/api -- cat /etc/resolv.conf",
          "search default.svc.cluster.local svc.cluster.local cluster.local\nnameserver 10.96.0.10\noptions ndots:5",
        )
        .assistant(
          "`ndots:5` means `billing.acme.io` is tried against the search domains first. That *might* be where the ENOTFOUND spikes come from under load, but it's a hypothesis; I haven't seen a failed lookup trace.",
        )
        .user("maybe. can you check coredns logs?")
        .bash("kubectl -n kube-system logs deploy/coredns --since=1h | grep -c SERVFAIL", "0")
        .assistant("No SERVFAILs in the last hour, so nothing confirms it yet.")
        .stop(),
    planted: [],
  },
  {
    id: "t77-dependency-policy",
    build: (s) =>
      s
        .user("add lodash so i can use debounce")
        .assistant("Before adding it: I'll check what's already available.")
        .bash("rg -n 'debounce' src | head -3", "src/utils/timing.ts:4:export function debounce<T extends (...a: never[]) => void>(fn: T, ms: number) {")
        .assistant("There's already a `debounce` in `src/utils/timing.ts`. Do you still want lodash?")
        .user("oh. no then. and generally: ask me before adding any new runtime dependency")
        .assistant("Understood, I'll ask before adding runtime dependencies. Using `src/utils/timing.ts`.")
        .file("Edit", "src/search/SearchBox.tsx")
        .stop(),
    planted: [{ kind: "instruction", keys: ["runtime", "dependency"] }],
  },
  {
    id: "t77-queue-consumer",
    build: (s) =>
      s
        .user("why are emails sent twice sometimes")
        .assistant("I'll read the email queue consumer.")
        .file("Read", "src/queues/email-consumer.ts")
        .bash("rg -n 'ack|retry|idempot' src/queues/email-consumer.ts", "31:  await send(msg.body);\n32:  msg.ack();")
        .assistant(
          "Found it: the email consumer sends before acking and has no idempotency key, so a consumer restart between `send` and `ack` resends. Queue delivery is at-least-once here.",
        )
        .user("ok fix it with an idempotency key on message id")
        .file("Edit", "src/queues/email-consumer.ts")
        .bash("npx vitest run test/queues/email-consumer.test.ts", "✓ (4 tests)")
        .assistant(
          "Fixed: sends are keyed by message id in the `email_sent` table.\n\nOpen follow-up: the `sms` consumer has the same send-then-ack pattern and still needs the idempotency key too.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["at-least-once"] },
      { kind: "task", keys: ["sms", "idempotency"] },
    ],
  },
  {
    id: "t77-docs-tone",
    build: (s) =>
      s
        .user("write the changelog entry for 4.12")
        .assistant("I'll collect the merged PRs since 4.11.")
        .bash(
          "git log --oneline v4.11.0..HEAD --merges | head -5",
          "e01aa Merge #480 cursor pagination for orders\nd9f01 Merge #476 email idempotency\nb7c23 Merge #471 drop Node 18",
        )
        .assistant(
          "Draft:\n\n## 4.12.0\n- Orders list is paginated with cursors\n- Emails are no longer sent twice on consumer restart\n- Node 18 is no longer supported",
        )
        .user("good. keep changelog entries user-facing like that, no PR numbers or internal names, for all future ones")
        .file("Edit", "CHANGELOG.md")
        .assistant("Added to `CHANGELOG.md`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["changelog"] }],
  },
  {
    id: "t77-quoted-config",
    build: (s) =>
      s
        .user("what does `strict: true` cover in our tsconfig again")
        .assistant("Reading the config.")
        .bash("cat tsconfig.json | jq .compilerOptions", '{\n  "strict": true,\n  "noUncheckedIndexedAccess": true,\n  "exactOptionalPropertyTypes": false\n}')
        .assistant(
          "`strict` turns on `strictNullChecks`, `noImplicitAny`, `strictFunctionTypes` and friends. You also have `noUncheckedIndexedAccess` on, which isn't part of `strict`.",
        )
        .user("ah right ok")
        .stop(),
    planted: [],
  },
  {
    id: "t77-supersede-retention",
    build: (s) =>
      s
        .user("set the log retention on the api log group to 90 days")
        .assistant("Setting 90 days.")
        .bash("aws logs put-retention-policy --log-group-name /ecs/api --retention-in-days 90", "")
        .user("hm actually legal said 30 is the max we may keep request logs. make it 30. thats the rule now")
        .bash(
          "aws logs put-retention-policy --log-group-name /ecs/api --retention-in-days 30 && aws logs describe-log-groups --log-group-name-prefix /ecs/api | jq '.logGroups[0].retentionInDays'",
          "30",
        )
        .assistant("Per legal's limit that you relayed, log retention on `/ecs/api` is 30 days now, not 90.")
        .stop(),
    planted: [{ kind: "decision", keys: ["retention", "30"] }],
  },
  {
    id: "t77-empty-plan",
    build: (s) =>
      s
        .user("can you figure out why the storybook build takes 6 minutes")
        .assistant("Plan: time the build, see which addon or story dominates, then look at the webpack stats.")
        .bash("time npx storybook build --quiet", "real\t5m58.4s")
        .assistant("Confirmed ~6 minutes. I'll now grab webpack stats.")
        .bash("npx storybook build --webpack-stats-json /tmp/sb && jq '.modules | length' /tmp/sb/preview-stats.json", "14211")
        .assistant("14k modules in the preview bundle. I'll look through the largest next.")
        .user("ok let's pick this up another time, gotta run")
        .stop(),
    planted: [],
  },
  {
    id: "t77-feature-owner-and-todo",
    build: (s) =>
      s
        .user("the csv import chokes on semicolons")
        .assistant("I'll check which parser the import uses.")
        .bash("rg -n \"from 'papaparse'|delimiter\" src/import", "src/import/csv.ts:2:import Papa from 'papaparse';\nsrc/import/csv.ts:17:  delimiter: ',',")
        .assistant("The csv importer hard-codes `delimiter: ','` in `src/import/csv.ts`. Papaparse can auto-detect when the delimiter is left empty.")
        .user("leave it, Jonas is rewriting the importer anyway. just make sure it's tracked")
        .assistant("Okay. Open item for the importer rewrite: support semicolon-delimited CSV (auto-detect the delimiter).")
        .bash(
          "gh issue comment 390 -b 'Importer rewrite: support semicolon CSV (auto-detect delimiter).'",
          "https://github.com/acme/app/issues/390#issuecomment-1",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["jonas", "importer"] },
      { kind: "task", keys: ["semicolon", "delimiter"] },
    ],
  },
  {
    id: "t77-http-client-timeout",
    build: (s) =>
      s
        .user("requests to the geo service hang forever sometimes")
        .assistant("Looking at the client setup.")
        .bash("rg -n 'timeout' src/clients/geo.ts", "")
        .assistant("No timeout at all on the geo client. Adding one.")
        .user("use 3s. and in general every outbound http call gets an explicit timeout, no defaults")
        .file("Edit", "src/clients/geo.ts")
        .bash("npx vitest run test/clients/geo.test.ts", "✓ (3 tests)")
        .assistant("The geo client now aborts after 3 s via `AbortSignal.timeout(3000)`. Tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["outbound", "timeout"] }],
  },
  {
    id: "t77-staging-url",
    build: (s) =>
      s
        .user("smoke test staging")
        .assistant("I'll hit the health and a couple of read routes.")
        .bash("curl -s -o /dev/null -w '%{http_code}\\n' https://staging.api.acme.dev/health https://staging.api.acme.dev/v1/products", "200\n200")
        .assistant("Both 200.")
        .bash("curl -sI https://staging.api.acme.dev/health | grep -i x-served-by", "x-served-by: fly-ams-2")
        .assistant("Staging api is served from Fly's `ams` region per the `x-served-by` header, not from AWS like prod.")
        .stop(),
    planted: [{ kind: "fact", keys: ["staging", "fly"] }],
  },
  {
    id: "t77-no-tests-talk",
    build: (s) =>
      s
        .user("random q: is vitest faster than jest for us or is that a myth")
        .assistant("I can measure it on one package if you want; it'd take a few minutes.")
        .user("nah not worth it")
        .bash("git log -1 --format=%cd", "Mon Nov 2 09:14:07 2026 +0100")
        .assistant("Alright. Anything else?")
        .user("no thats it")
        .stop(),
    planted: [],
  },
  {
    id: "t77-monorepo-boundary",
    build: (s) =>
      s
        .user("import the price formatter from apps/web into packages/ui")
        .assistant("Checking the dependency rules first.")
        .bash(
          "cat .dependency-cruiser.cjs | grep -A3 'no-app-imports'",
          "  name: 'no-app-imports',\n  from: { path: '^packages/' },\n  to: { path: '^apps/' },",
        )
        .assistant(
          "There's a dependency-cruiser rule `no-app-imports`: packages may not import from apps. That matches the boundary you set when the monorepo was split, so I'll move `formatPrice` into `packages/format` and import it from both places instead.",
        )
        .file("Write", "packages/format/src/price.ts")
        .bash("npx depcruise apps packages --config .dependency-cruiser.cjs", "✔ no dependency violations found (412 modules, 988 dependencies cruised)")
        .assistant("`formatPrice` lives in `packages/format` now; no violations.")
        .stop(),
    planted: [{ kind: "decision", keys: ["packages", "apps"] }],
  },
  {
    id: "t77-auth-library",
    build: (s) =>
      s
        .user("token verification in the edge worker. what lib")
        .assistant("I'll check what's already in use.")
        .bash("rg -n \"from 'jose'|jsonwebtoken\" src | head", "src/auth/verify.ts:1:import { jwtVerify, createRemoteJWKSet } from 'jose';")
        .assistant(
          "The edge auth already uses `jose`. You ruled out `jsonwebtoken` earlier because it needs Node's crypto, so I'll stay on jose for the worker too.",
        )
        .file("Edit", "src/edge/auth.ts")
        .bash("npx vitest run test/edge/auth.test.ts", "✓ (7 tests)")
        .assistant(
          "Edge token checks use `jwtVerify` with the shared JWKS; 7 tests pass.\n\nFollow-up I didn't do: the JWKS is fetched on every cold start; caching it in KV would be the next step.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["jose"] },
      { kind: "task", keys: ["jwks", "caching"] },
    ],
  },
  {
    id: "t77-empty-merge-conflict",
    build: (s) =>
      s
        .user("rebase on main, there's a conflict i think")
        .assistant("Rebasing.")
        .bash("git rebase origin/main", "CONFLICT (content): Merge conflict in src/routes/orders.ts\nerror: could not apply 3f1e2a1... add order filters", 1)
        .assistant("One conflict in `src/routes/orders.ts`: both sides changed the query parsing. Keeping both the filters and the cursor pagination.")
        .file("Edit", "src/routes/orders.ts")
        .bash(
          "git add src/routes/orders.ts && GIT_EDITOR=true git rebase --continue && npx vitest run test/routes",
          "Successfully rebased and updated refs/heads/feat/order-filters.\nTest Files  11 passed (11)",
        )
        .assistant("Rebased, conflict resolved, route tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "t77-backup-fact",
    build: (s) =>
      s
        .user("do we even have backups of the prod db")
        .assistant("Checking the snapshot configuration.")
        .bash(
          "aws rds describe-db-instances --db-instance-identifier prod-main | jq '.DBInstances[0] | {BackupRetentionPeriod, PreferredBackupWindow}'",
          '{\n  "BackupRetentionPeriod": 7,\n  "PreferredBackupWindow": "03:00-03:30"\n}',
        )
        .assistant("Yes: prod-main has automated RDS backups with 7-day retention, taken in the 03:00–03:30 UTC window.")
        .user("7 days feels short. we should do 35? idk, need to check cost")
        .assistant("I'll leave it at 7 until you decide; it's a one-line change when you do.")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --filter file://rds-backup.json | jq -r '.ResultsByTime[0].Total.UnblendedCost.Amount'",
          "41.87",
        )
        .assistant("For reference, RDS backup storage cost $41.87 last month.")
        .stop(),
    planted: [{ kind: "fact", keys: ["backups", "rds"] }],
  },
  {
    id: "t77-style-preferences",
    build: (s) =>
      s
        .user("refactor the settings page hooks")
        .assistant("I'll read the component first.")
        .file("Read", "src/settings/SettingsPage.tsx")
        .assistant("It has four `useEffect`s syncing local state. I'll replace them with a reducer.")
        .user("fine. btw my preference for all code you write for me: named exports only, no default exports")
        .file("Edit", "src/settings/SettingsPage.tsx")
        .bash("npx tsc --noEmit && npx vitest run src/settings", "Test Files  3 passed (3)")
        .assistant("Refactored to a single `useReducer`, `SettingsPage` is a named export now; tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["named", "exports"] }],
  },
  {
    id: "t77-empty-explain",
    build: (s) =>
      s
        .user("explain what the `withTenant` middleware does")
        .file("Read", "src/middleware/withTenant.ts")
        .assistant(
          "`withTenant` reads the `X-Tenant` header, looks the tenant up, and puts it on the request context; requests without one get a 400. It never touches the session.",
        )
        .user("and if the tenant is suspended?")
        .assistant("Then it answers 403 with `tenant_suspended` before the route runs.")
        .stop(),
    planted: [],
  },
  {
    id: "t77-ci-cache",
    build: (s) =>
      s
        .user("ci takes 14 min now, was 6")
        .assistant("I'll compare the timings of a recent run against one from last month.")
        .bash("gh run view 90211 --log | grep -E 'Cache (restored|not found)'", "Cache not found for input keys: node-modules-Linux-9f2c")
        .assistant(
          "The node_modules cache misses on every run: the cache key hashes `package-lock.json`, which no longer exists since the pnpm move. That's the 8 extra minutes.",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gh workflow run ci.yml && sleep 1 && gh run list -L1 --json status -q '.[0].status'", "queued")
        .assistant(
          "Changed the key to hash `pnpm-lock.yaml`. The new run is queued; I can't confirm the timing until it's done. Still to do after it finishes: check the run's duration and that the cache restores.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["cache", "package-lock"] },
      { kind: "task", keys: ["cache", "restores"] },
    ],
  },
  {
    id: "t77-hotfix-procedure",
    build: (s) =>
      s
        .user("quick hotfix for the tax rounding on prod. remember for hotfixes: branch from the release tag, not main, and cherry-pick back to main after")
        .assistant("Branching from the latest release tag.")
        .bash(
          "git describe --tags --abbrev=0 && git switch -c hotfix/tax-rounding $(git describe --tags --abbrev=0)",
          "v4.12.0\nSwitched to a new branch 'hotfix/tax-rounding'",
        )
        .file("Edit", "packages/billing/src/tax.ts")
        .bash("npx vitest run packages/billing", "Test Files  7 passed (7)")
        .assistant("Hotfix committed on `hotfix/tax-rounding` off `v4.12.0`. The cherry-pick to `main` waits until you've tagged 4.12.1.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["hotfixes", "tag"] },
      { kind: "task", keys: ["cherry-pick", "main"] },
    ],
  },
  {
    id: "t77-empty-rejected-refactor",
    build: (s) =>
      s
        .user("the reports module is a mess")
        .assistant("I'll get a sense of its size.")
        .bash("cloc src/reports --quiet | tail -2", "TypeScript   23   3120   410   9871\nSUM:         23   3120   410   9871")
        .assistant("~9.9k lines in 23 files. I could split it by report type into separate modules with a shared query layer. Want me to start?")
        .user("not really, too risky before the release. maybe in january")
        .assistant("Okay, leaving it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "t77-openapi-generation",
    build: (s) =>
      s
        .user("the sdk is out of date w the api again")
        .assistant("I'll check how the SDK is generated.")
        .bash("cat packages/sdk/package.json | jq .scripts", '{\n  "generate": "openapi-typescript ../../openapi.yaml -o src/schema.ts"\n}')
        .assistant(
          "The SDK is generated from `openapi.yaml` at the repo root with `openapi-typescript`; nobody ran `generate` after the last two API changes. Regenerating.",
        )
        .bash("npm -w packages/sdk run generate && git diff --stat packages/sdk", " packages/sdk/src/schema.ts | 84 ++++++++++-----\n 1 file changed")
        .user("can we make CI fail when it's stale? put that on the list, not now")
        .assistant("Regenerated. Noted for later: a CI check that fails when `packages/sdk/src/schema.ts` is stale against `openapi.yaml`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sdk", "openapi"] },
      { kind: "task", keys: ["ci", "stale"] },
    ],
  },
  {
    id: "t77-decision-monitoring",
    build: (s) =>
      s
        .user("set up alerting for the queue backlog")
        .assistant("I'll check what monitoring is already wired.")
        .bash(
          "ls infra/monitoring; grep -rn 'datadog\\|grafana' infra/monitoring | head -3",
          "grafana/\nalerts.yaml\ninfra/monitoring/alerts.yaml:1:# grafana alerting rules, provisioned by terraform",
        )
        .assistant(
          "Alerts live in `infra/monitoring/alerts.yaml` and are provisioned to Grafana by Terraform. As you decided when we dropped Datadog, new alerts go into Grafana only.",
        )
        .file("Edit", "infra/monitoring/alerts.yaml")
        .bash("terraform -chdir=infra plan -target=module.monitoring | tail -1", "Plan: 1 to add, 0 to change, 0 to destroy.")
        .assistant("Added `queue_backlog_high` (> 5k messages for 10 min). The plan shows one rule to add; I haven't applied it.")
        .user("apply it")
        .bash("terraform -chdir=infra apply -auto-approve -target=module.monitoring | tail -1", "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["grafana", "datadog"] }],
  },
  {
    id: "t77-empty-status-report",
    build: (s) =>
      s
        .user("status?")
        .assistant("Still running the e2e suite; 31 of 58 specs done so far, no failures.")
        .bash("npx playwright test --reporter=line 2>&1 | tail -2", "  58 passed (4.2m)")
        .assistant("All 58 e2e specs passed in 4.2 minutes.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "t77-migrations-rule",
    build: (s) =>
      s
        .user("tweak migration 0029, the index name is wrong")
        .assistant("Checking whether 0029 has been applied anywhere.")
        .bash('psql "$STAGING_URL" -Atc "select version from schema_migrations order by version desc limit 2"', "0031\n0030")
        .assistant(
          "0029 is already applied on staging. Per the rule you set, applied migrations are never edited, only followed by a new one, so I'll add 0033 that renames the index instead.",
        )
        .file("Write", "migrations/0033_rename_orders_idx.sql")
        .bash("npm run migrate:test", "applied 0033_rename_orders_idx ... ok")
        .assistant("0033 renames `orders_idx_cust` to `orders_customer_id_idx`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["migrations", "edited"] }],
  },
  {
    id: "t77-feature-flag-cleanup",
    build: (s) =>
      s
        .user("is the old-search flag still used anywhere?")
        .bash("rg -n \"'old-search'\" src", "src/search/index.ts:12:  if (getFlag('old-search')) return legacySearch(q);")
        .assistant(
          "One use in `src/search/index.ts`. The `old-search` flag has been 0% in Unleash for all environments since September per the flag's history.",
        )
        .bash(
          "curl -s $UNLEASH_URL/api/admin/features/old-search | jq '.environments[] | {name, enabled}'",
          '{"name":"production","enabled":false}\n{"name":"staging","enabled":false}',
        )
        .user("ok we'll rip it out after the release, remind me")
        .assistant("Open task for after the release: remove the `old-search` flag and `legacySearch`.")
        .stop(),
    planted: [{ kind: "task", keys: ["old-search", "remove"] }],
  },
  {
    id: "t77-empty-debug-session",
    build: (s) =>
      s
        .user("TypeError: Cannot read properties of undefined (reading 'id') in the cart")
        .assistant("I'll find where `.id` is read on something possibly undefined.")
        .bash(
          "npx vitest run src/cart 2>&1 | grep -A3 TypeError",
          "TypeError: Cannot read properties of undefined (reading 'id')\n ❯ lineTotal src/cart/totals.ts:22:31",
        )
        .assistant("`lineTotal` reads `item.product.id` but removed products leave `product` undefined. Guarding it.")
        .file("Edit", "src/cart/totals.ts")
        .bash("npx vitest run src/cart", "Test Files  4 passed (4)")
        .assistant("Fixed; cart tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "t77-vendor-sla",
    build: (s) =>
      s
        .user("sms provider outage again?")
        .assistant("Checking their status API.")
        .bash("curl -s https://status.textly.io/api/v2/summary.json | jq -r '.status.description'", "Partial System Outage")
        .assistant("Textly reports a partial outage. From our failover config, sms falls back to Twilio only after 3 consecutive failures.")
        .bash("grep -n 'failover' config/sms.yaml", "8:  failover_after_failures: 3\n9:  failover_provider: twilio")
        .user("we decided last retro to drop textly entirely and go twilio-only. do it")
        .file("Edit", "config/sms.yaml")
        .bash("npx vitest run test/sms", "Test Files  2 passed (2)")
        .assistant("Per the retro decision, sms now goes through Twilio only; Textly is removed from `config/sms.yaml`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["twilio"] }],
  },
  {
    id: "t77-review-comments-lang",
    build: (s) =>
      s
        .user("pls answer in english in PR comments even when i write german, the team is mixed")
        .assistant("Okay. Replying to the open review thread on #482.")
        .bash("gh pr view 482 --comments | tail -3", "marta-k: Warum ist der Timeout 3s?\n--")
        .bash(
          "gh pr comment 482 -b 'The 3 s timeout matches the geo service p99 (1.1 s) with headroom.'",
          "https://github.com/acme/billing/pull/482#issuecomment-2",
        )
        .assistant("Replied on #482 in English.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["english", "comments"] }],
  },
  {
    id: "t77-empty-local-setup",
    build: (s) =>
      s
        .user("docker compose up fails with port 5432 in use")
        .assistant("Something local is already on 5432. Checking what.")
        .bash("lsof -iTCP:5432 -sTCP:LISTEN", "postgres 812 dev 7u IPv4 TCP localhost:postgresql (LISTEN)")
        .assistant(
          "A local Postgres (pid 812) holds the port. You can stop it with `brew services stop postgresql@16`, or I can map the container to 5433 for this run.",
        )
        .user("just stop the brew one")
        .bash("brew services stop postgresql@16 && docker compose up -d db", "Stopping `postgresql@16`... ok\n ✔ Container app-db-1  Started")
        .assistant("Stopped the brew Postgres; compose `db` is up.")
        .stop(),
    planted: [],
  },
  {
    id: "t77-api-versioning",
    build: (s) =>
      s
        .user("we need a breaking change to /v1/users response shape")
        .assistant("I'll check how versions are mounted.")
        .bash('rg -n "app.route\\(\'/v" src/app.ts', "src/app.ts:14:app.route('/v1', v1);")
        .assistant(
          "Only `/v1` is mounted. Per the versioning decision you made in the API review, breaking changes go to a new `/v2` prefix and `/v1` stays frozen, so I'll add `/v2/users` alongside.",
        )
        .file("Write", "src/routes/v2/users.ts")
        .bash("npx vitest run test/routes/v2", "✓ (4 tests)")
        .assistant(
          "`/v2/users` returns the new shape; `/v1/users` is untouched.\n\nLeft for later: the docs in `docs/api.md` still describe only v1 and need a v2 section.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["/v2", "breaking"] },
      { kind: "task", keys: ["docs", "v2"] },
    ],
  },
  {
    id: "t77-bundle-size",
    build: (s) =>
      s
        .user("how big is the web bundle now")
        .bash("npm -w apps/web run build 2>&1 | grep -E 'index-.*\\.js'", "dist/assets/index-4f1c.js   412.33 kB │ gzip: 131.02 kB")
        .assistant(
          "The main web bundle is 412 kB raw, 131 kB gzipped. There's a `size-limit` budget of 150 kB gzip in `apps/web/package.json`, so we're under it.",
        )
        .bash("jq '.\"size-limit\"' apps/web/package.json", '[\n  { "path": "dist/assets/index-*.js", "limit": "150 kB" }\n]')
        .user("ok. going forward keep the bundle under 150k gz, flag me if a change pushes it over")
        .assistant("Will do.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bundle", "131"] },
      { kind: "instruction", keys: ["bundle", "150k"] },
    ],
  },
  {
    id: "t77-empty-quoted-agentsmd",
    build: (s) =>
      s
        .user("what does AGENTS.md in the billing package say")
        .bash(
          "cat packages/billing/AGENTS.md",
          "# Billing\n- Always use Decimal for money.\n- Never call Stripe from tests; use the fixtures.\n- TODO: document the dunning flow",
        )
        .assistant(
          "It has three lines: money as `Decimal`, no Stripe calls from tests (fixtures instead), and an unfinished TODO about documenting the dunning flow.",
        )
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "t77-rollout-percent",
    build: (s) =>
      s
        .user("bump the new-checkout rollout")
        .assistant("Checking the current strategy.")
        .bash(
          "curl -s $UNLEASH_URL/api/admin/features/new-checkout | jq '.environments[] | select(.name==\"production\") | .strategies[0].parameters.rollout'",
          '"10"',
        )
        .assistant("It's at 10% in production. How far should it go?")
        .user("25 for now. we said 25 → 50 → 100 with a week between each step, that's the plan we agreed")
        .bash(
          'curl -s -X PUT $UNLEASH_URL/api/admin/features/new-checkout/environments/production/strategies/1 -d \'{"parameters":{"rollout":"25"}}\' | jq -r .parameters.rollout',
          "25",
        )
        .assistant(
          "new-checkout is at 25% in production. Following the agreed rollout schedule (25 → 50 → 100, one step a week), the next step (50%) is due around Nov 9.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["rollout", "week"] },
      { kind: "task", keys: ["50%"] },
    ],
  },
  {
    id: "t77-pr-size",
    build: (s) =>
      s
        .user("split this into smaller PRs, its 2k lines. rule of thumb here is max ~400 lines changed per PR")
        .assistant("I'll look at how the changes group.")
        .bash("git diff --stat main...HEAD | tail -1", " 37 files changed, 1684 insertions(+), 402 deletions(-)")
        .assistant("Four natural groups: schema, repository layer, routes, UI. I'll cut one branch per group.")
        .bash(
          "for b in schema repo routes ui; do git switch -qc split/$b main; done; git branch --list 'split/*'",
          "  split/repo\n  split/routes\n  split/schema\n  split/ui",
        )
        .assistant("Branches created; moving the commits next.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["400", "lines"] }],
  },
  {
    id: "t77-cert-expiry",
    build: (s) =>
      s
        .user("check the tls cert on the legacy admin host")
        .bash(
          "echo | openssl s_client -connect admin-legacy.acme.io:443 2>/dev/null | openssl x509 -noout -enddate -issuer",
          "notAfter=Dec  3 23:59:59 2026 GMT\nissuer=C = US, O = DigiCert Inc",
        )
        .assistant(
          "The admin-legacy cert is a manually bought DigiCert cert expiring Dec 3, 2026; it isn't on cert-manager like the rest, so nothing renews it automatically.",
        )
        .user("ugh. someone has to renew that before december, or move it to cert-manager")
        .assistant("Noted as an open item: renew or migrate the `admin-legacy` certificate before Dec 3.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["admin-legacy", "digicert"] },
      { kind: "task", keys: ["admin-legacy", "renew"] },
    ],
  },
  {
    id: "t77-empty-maybe-graphql",
    build: (s) =>
      s
        .user("would graphql make the mobile app easier?")
        .assistant("I'll count how many calls the mobile home screen makes today.")
        .bash("rg -c 'apiClient\\.' apps/mobile/src/screens/Home.tsx", "9")
        .assistant(
          "The home screen makes 9 REST calls. GraphQL could collapse them into one, but so could a dedicated `/home` aggregate endpoint. Both are options; neither is clearly better without knowing the mobile team's plans.",
        )
        .user("yeah let me ask them first")
        .stop(),
    planted: [],
  },
  {
    id: "t77-tenant-limits",
    build: (s) =>
      s
        .user("enterprise customer says they hit a limit creating projects")
        .bash(
          "rg -n 'maxProjects' src/plans.ts",
          "src/plans.ts:7:  free: { maxProjects: 3 },\nsrc/plans.ts:8:  team: { maxProjects: 50 },\nsrc/plans.ts:9:  enterprise: { maxProjects: 50 },",
        )
        .assistant(
          "The enterprise plan caps projects at 50 in `src/plans.ts`, the same as team. That looks like a copy-paste, but I don't know the intended number.",
        )
        .user("it should be unlimited for enterprise, sales confirmed. fix")
        .file("Edit", "src/plans.ts")
        .bash("npx vitest run test/plans.test.ts", "✓ (6 tests)")
        .assistant("Enterprise has no project limit now (`maxProjects: Infinity`), as sales confirmed. Tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["enterprise", "unlimited"] }],
  },
  {
    id: "t77-secrets-manager",
    build: (s) =>
      s
        .user("where does prod get DATABASE_URL from")
        .bash(
          "grep -n 'DATABASE_URL' infra/ecs/api.tf",
          '42:      { name = "DATABASE_URL", valueFrom = "arn:aws:ssm:eu-central-1:1234:parameter/prod/api/database_url" }',
        )
        .assistant(
          "Prod reads DATABASE_URL from SSM Parameter Store (`/prod/api/database_url`), injected by the ECS task definition, not from Secrets Manager.",
        )
        .user("ok good to know")
        .stop(),
    planted: [{ kind: "fact", keys: ["database_url", "ssm"] }],
  },
  {
    id: "t77-empty-done-task",
    build: (s) =>
      s
        .user("TODO: add a `--json` flag to the cli `status` command. do it now pls")
        .assistant("I'll add the flag and a test.")
        .file("Edit", "cli/src/commands/status.ts")
        .bash("npx vitest run cli/test/status.test.ts", "✓ (3 tests)")
        .assistant("`status --json` prints the status object as JSON; 3 tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "t77-i18n-rule",
    build: (s) =>
      s
        .user("add the 'export complete' toast")
        .assistant("I'll check how other toasts get their text.")
        .bash("rg -n 'toast\\(' apps/web/src | head -3", "apps/web/src/orders/Orders.tsx:41:  toast(t('orders.saved'));")
        .assistant("Toasts use `t()` keys from `locales/en.json`. Adding `exports.complete`.")
        .user("yes and add it to de.json too. every user-visible string needs both en and de, always")
        .file("Edit", "apps/web/locales/de.json")
        .bash("npm -w apps/web run i18n:check", "✔ en and de have the same 412 keys")
        .assistant("Added in both locales; the check passes.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["user-visible", "de"] }],
  },
  {
    id: "t77-worker-limits",
    build: (s) =>
      s
        .user("the pdf worker dies on big invoices")
        .bash(
          "kubectl describe pod -l app=pdf-worker | grep -A2 'Last State'",
          "    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137",
        )
        .assistant("OOMKilled. Checking the limit.")
        .bash("kubectl get deploy pdf-worker -o jsonpath='{.spec.template.spec.containers[0].resources.limits.memory}'", "512Mi")
        .assistant(
          "The pdf-worker memory limit is 512Mi and big invoices with embedded images exceed it. Raising it is an infra change in `k8s/pdf-worker.yaml`; I haven't made it.",
        )
        .user("leave it, i'll raise it with platform on monday")
        .assistant("Okay. Open: raise the pdf-worker memory limit (with platform) on Monday.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pdf-worker", "512mi"] },
      { kind: "task", keys: ["pdf-worker", "platform"] },
    ],
  },
  {
    id: "t77-package-manager-scripts",
    build: (s) =>
      s
        .user("run the db seed")
        .bash("pnpm db:seed", "seeded 3 tenants, 40 users, 1200 orders")
        .assistant("Seeded: 3 tenants, 40 users, 1200 orders.")
        .user("fyi always run seed against the `app_dev` database only, never the shared one, even if DATABASE_URL points there")
        .bash("psql -Atc 'select current_database()'", "app_dev")
        .assistant("Confirmed it went into `app_dev`. I'll keep the seed to `app_dev`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["seed", "app_dev"] }],
  },
  {
    id: "t77-empty-coverage",
    build: (s) =>
      s
        .user("whats our coverage")
        .bash("npx vitest run --coverage --silent 2>&1 | grep 'All files'", "All files |   78.41 |    69.2 |   81.05 |   78.41 |")
        .assistant("78.4% of statements, 69.2% of branches in this run.")
        .user("meh, fine")
        .stop(),
    planted: [],
  },
  {
    id: "t77-supersede-queue-tech",
    build: (s) =>
      s
        .user("for the notification fanout, i was thinking sqs")
        .assistant("I'll see what the other services use before we pick.")
        .bash("rg -ln 'SQSClient|nats|kafka' services | head", "services/orders/src/bus.ts\nservices/billing/src/bus.ts")
        .bash("rg -n 'import' services/orders/src/bus.ts | head -2", "1:import { connect } from 'nats';")
        .assistant("Orders and billing both publish over NATS via `bus.ts`. SQS would be a second system to run.")
        .user("good point. ok NATS then, not sqs. final")
        .file("Write", "services/notifications/src/bus.ts")
        .assistant("Notification fanout goes over NATS, as you decided, reusing the `bus.ts` pattern from orders.")
        .stop(),
    planted: [{ kind: "decision", keys: ["nats", "fanout"] }],
  },
  {
    id: "t77-sentry-project",
    build: (s) =>
      s
        .user("errors from the worker don't show up in sentry")
        .bash("rg -n 'SENTRY_DSN' services/worker .env.example", "")
        .assistant("The worker never initializes Sentry; no DSN is configured for it.")
        .bash("sentry-cli projects list --org acme | grep -i worker", "acme-worker")
        .assistant("There's already a Sentry project `acme-worker`, it just isn't wired. Hooking it up needs the DSN in SSM first, which I can't write.")
        .user("ok i'll ask ops for the dsn. leave a note")
        .assistant("Pending: wire Sentry into the worker once ops provides the `acme-worker` DSN.")
        .stop(),
    planted: [{ kind: "task", keys: ["sentry", "worker"] }],
  },
  {
    id: "t77-logging-format",
    build: (s) =>
      s
        .user("add logging to the refund flow")
        .bash("rg -n 'logger\\.' src/payments | head -2", "src/payments/charge.ts:20:  logger.info({ orderId, amountCents }, 'charge created');")
        .assistant(
          "Logging here is pino with structured fields first and a short message. You asked before that logs never include card data or emails, so the refund logs carry ids and amounts only.",
        )
        .file("Edit", "src/payments/refund.ts")
        .bash("npx vitest run test/payments/refund.test.ts", "✓ (5 tests)")
        .assistant("Refund flow logs `refund requested`/`refund settled` with `orderId`, `refundId`, `amountCents`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["logs", "card"] }],
  },
];

export const TUNING77 = plantedSet(TUNING77_SESSIONS, Date.UTC(2026, 10, 2, 9));
