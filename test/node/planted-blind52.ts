/**
 * Blind planted set 52 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: sessions where the agent does most of the talking. Long assistant reports of what it
 * found and did (facts found in the codebase, options it weighs), in Claude Code and Copilot CLI
 * voice; the user mostly answers "ok", "go ahead", "no, the other one". What the agent proposes
 * is a decision only once the user accepts it; a proposal the user turns down, never answers or
 * later replaces is not planted (only the later choice is). Every other message must give
 * nothing: questions, hypotheses, unconfirmed guesses, withdrawn ideas, quoted code, logs and
 * tool output (with "always", "never", "TODO" in them), chit-chat, and requests the agent
 * finishes in the same session.
 *
 * Matching rule (fixed before the extractor was run on this set; the one of planted-blind.ts):
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

export const BLIND52_SESSIONS: BlindSession[] = [
  {
    id: "b52-01-limiter-survey",
    build: (s) =>
      s
        .user("can you look at why the rate limiter lets bursts through on prod")
        .bash("rg -n 'class RateLimiter' src", "src/core/limits/rate-limiter.ts:14:export class RateLimiter {")
        .file("Read", "src/core/limits/rate-limiter.ts")
        .assistant(
          "Here is what I found.\n\n1. The rate limiter keeps its counters in a plain Map inside each isolate, so every Workers isolate has its own budget. Two isolates means twice the burst.\n2. The window is fixed (60 s buckets), not sliding.\n3. There is a comment `// TODO: share state across isolates` on line 22 but nothing was ever done about it.\n\nOptions: (a) move the counters into a Durable Object keyed by user, one round trip per request; (b) use KV, which is eventually consistent and would still leak bursts; (c) accept it. I'd go with (a).",
        )
        .user("ok, a")
        .assistant("Going with the Durable Object for the limiter counters then. I'll start on it in the next session since it touches wrangler.toml bindings.")
        .user("sure"),
    planted: [
      { kind: "fact", keys: ["limiter", "isolate"] },
      { kind: "decision", keys: ["durable object", "limiter"] },
      { kind: "task", keys: ["durable object", "limiter"] },
    ],
  },
  {
    id: "b52-02-chitchat",
    build: (s) =>
      s
        .user("morning. anything broke overnight?")
        .bash("gh run list --limit 3", "completed  success  nightly  main  2h\ncompleted  success  nightly  main  1d\ncompleted  success  nightly  main  2d")
        .assistant("Morning! The last three nightly runs on main all passed, nothing red. Want me to look at anything in particular?")
        .user("nah all good, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b52-03-pnpm-convention",
    build: (s) =>
      s
        .user("run the tests for the parser package")
        .bash("npm test --workspace parser", "npm ERR! workspace parser not found", 1)
        .assistant(
          "`npm test --workspace parser` failed: the repo has a `pnpm-workspace.yaml` and a `pnpm-lock.yaml`, no npm workspaces. Should I switch to pnpm?",
        )
        .user("yes. always pnpm in this repo, never npm or yarn, the lockfile gets mangled otherwise")
        .bash("pnpm --filter parser test", " Test Files  12 passed (12)\n      Tests  148 passed (148)")
        .assistant("Parser tests pass with pnpm: 12 files, 148 tests. I'll stick to pnpm here."),
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
  },
  {
    id: "b52-04-flaky-guess",
    build: (s) =>
      s
        .user("the e2e checkout test is flaky again")
        .bash(
          "npx playwright test checkout --repeat-each 5",
          "  4 passed\n  1 failed\n    checkout.spec.ts:41 Timeout 5000ms exceeded waiting for selector '#pay'",
        )
        .assistant(
          "One of five runs timed out waiting for `#pay`. My guess is the Stripe iframe loads slowly on CI, but I haven't confirmed that; it could also be the animation on the modal. I could bump the timeout or wait for the network to go idle.",
        )
        .user("hmm. maybe. leave it for now, I want to look at the trace myself")
        .assistant("Sure, leaving it untouched. The trace is in `test-results/checkout-retry1/trace.zip`.")
        .stop(),
    planted: [],
  },
  {
    id: "b52-05-staging-db",
    build: (s) =>
      s
        .user("why are the migrations failing on staging but not locally")
        .bash("psql $STAGING_URL -c 'select version()'", " PostgreSQL 13.11 on x86_64-pc-linux-gnu")
        .bash("psql $LOCAL_URL -c 'select version()'", " PostgreSQL 16.2 on aarch64-apple-darwin")
        .assistant(
          "Found it. Staging runs PostgreSQL 13.11, while your local database is 16.2. Migration 0042 uses `MERGE`, which only exists from Postgres 15, so it fails on staging with a syntax error.\n\nI can rewrite 0042 as an `INSERT ... ON CONFLICT` (works on 13 and 16), or we upgrade staging. The rewrite is a 10-line change.",
        )
        .user("rewrite it")
        .file("Edit", "migrations/0042_merge_prices.sql")
        .bash("pnpm db:migrate --env staging", "applied 0042_merge_prices.sql")
        .assistant(
          "Rewrote 0042 with `INSERT ... ON CONFLICT`; it applies on staging now. Heads-up for future migrations: no `MERGE` until staging is upgraded.",
        )
        .user("👍 and put upgrading staging to pg16 on the list, infra owes us that"),
    planted: [
      { kind: "fact", keys: ["staging", "13.11"] },
      { kind: "task", keys: ["staging", "pg16"] },
    ],
  },
  {
    id: "b52-06-copilot-logger",
    build: (s) =>
      s
        .user("replace the console.log calls in src/jobs with something proper")
        .bash("rg -c 'console.log' src/jobs", "src/jobs/sync.ts:7\nsrc/jobs/cleanup.ts:3\nsrc/jobs/mailer.ts:5")
        .assistant(
          "● There are 15 `console.log` calls across three job files. The repo already depends on both `pino` (used in src/http) and `winston` (only in an old script under tools/). Two ways:\n  - pino, matching src/http, structured JSON, cheapest at runtime\n  - winston, which has the file transport the old script uses\n\n  I'd use pino everywhere and drop winston from package.json.",
        )
        .user("no, keep winston around for the script, but yes pino for jobs")
        .file("Edit", "src/jobs/sync.ts")
        .file("Edit", "src/jobs/cleanup.ts")
        .file("Edit", "src/jobs/mailer.ts")
        .bash("pnpm tsc --noEmit", "")
        .assistant(
          "● Done: the three job files log through the pino logger from `src/http/log.ts`; winston stays for tools/export-legacy.js. Typecheck is clean.",
        ),
    planted: [{ kind: "decision", keys: ["pino", "jobs"] }],
  },
  {
    id: "b52-07-owner-fact",
    build: (s) =>
      s
        .user("who do I ask about the billing webhooks")
        .bash("cat CODEOWNERS | grep -i billing", "/src/billing/   @mara-k @payments-team\n/src/billing/webhooks/  @mara-k")
        .assistant("CODEOWNERS lists @mara-k as the only owner of `src/billing/webhooks/`, and @mara-k plus @payments-team for the rest of `src/billing/`.")
        .user("right, mara owns webhooks, she's also the one who rotates the stripe signing secret. good to know for later")
        .assistant("Noted: Mara owns the billing webhooks and rotates the Stripe signing secret."),
    planted: [{ kind: "fact", keys: ["mara", "webhooks"] }],
  },
  {
    id: "b52-08-superseded-queue",
    build: (s) =>
      s
        .user("we need retries for the email sender. what are the options")
        .file("Read", "src/mail/send.ts")
        .assistant(
          "Right now `sendMail` is fire-and-forget: a failure is logged and dropped. Options:\n\n1. Retry inline with exponential backoff (3 tries, 1s/4s/16s). Simple, but a request waits up to 21 s.\n2. Push to the existing Cloudflare Queue `jobs` and let the consumer retry with its built-in `max_retries`.\n3. A cron that re-sends rows marked failed in D1.\n\nOption 1 is the smallest change.",
        )
        .user("ok do 1")
        .assistant("Starting on inline backoff in `sendMail`.")
        .file("Edit", "src/mail/send.ts")
        .user("wait, actually no. requests can't hang 21s. use the queue, option 2")
        .file("Edit", "src/mail/send.ts")
        .bash("pnpm vitest run src/mail", " ✓ src/mail/send.test.ts (6 tests)")
        .assistant(
          "Switched: email sending goes through the `jobs` queue now; `sendMail` enqueues and the consumer retries up to `max_retries = 5`. Inline backoff is removed. Tests pass (6).",
        ),
    planted: [{ kind: "decision", keys: ["queue", "email"] }],
  },
  {
    id: "b52-09-in-session-request",
    build: (s) =>
      s
        .user("bump eslint to v9 and fix whatever breaks")
        .bash("pnpm add -D eslint@9", "+ eslint 9.14.0")
        .bash("pnpm lint", "Error: ESLint couldn't find an eslint.config.(js|mjs|cjs) file.", 2)
        .assistant("ESLint 9 wants a flat config. I'll convert `.eslintrc.json` to `eslint.config.js`.")
        .file("Write", "eslint.config.js")
        .bash("pnpm lint", "✔ no problems")
        .assistant("ESLint is on 9.14.0 with a flat `eslint.config.js`; lint is clean. The old `.eslintrc.json` is deleted.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "b52-10-branch-rule",
    build: (s) =>
      s
        .user("commit this and push")
        .bash("git branch --show-current", "main")
        .assistant("You're on `main`. I can commit here and push, or make a branch first. Which do you prefer?")
        .user("branch. and from now on never push straight to main, always a branch + PR, even for one-liners")
        .bash(
          "git switch -c fix/date-parse && git commit -am 'fix: parse ISO dates with offsets' && git push -u origin fix/date-parse",
          "branch 'fix/date-parse' set up to track 'origin/fix/date-parse'.",
        )
        .assistant("Committed on `fix/date-parse` and pushed. From here on I'll open a branch and PR rather than push to main."),
    planted: [{ kind: "instruction", keys: ["main", "branch"] }],
  },
  {
    id: "b52-11-cache-ttl-rejected",
    build: (s) =>
      s
        .user("the product page is slow")
        .bash("curl -s -o /dev/null -w '%{time_total}\\n' https://staging.shop.test/p/123", "1.842")
        .file("Read", "src/routes/product.ts")
        .assistant(
          "The product route takes about 1.8 s on staging. It calls `getInventory` for every variant in a loop: 14 sequential queries for this product. I see two fixes:\n- batch them into one `WHERE id IN (...)` query\n- or cache the page at the edge for 60 s\n\nCaching is quicker to ship but stock counts could be a minute stale.",
        )
        .user("no caching, stock has to be live. batch it")
        .file("Edit", "src/routes/product.ts")
        .bash("curl -s -o /dev/null -w '%{time_total}\\n' https://staging.shop.test/p/123", "0.214")
        .assistant("Batched into one `IN` query: 0.21 s now, down from 1.84 s. No cache was added.")
        .user("great"),
    planted: [{ kind: "instruction", keys: ["stock", "cach"] }],
  },
  {
    id: "b52-12-quoted-log",
    build: (s) =>
      s
        .user("what does this warning mean, it's all over the worker logs")
        .bash(
          "wrangler tail --format pretty | head -3",
          '(warn) "Never await inside a waitUntil callback without a catch" at src/index.ts:88\n(warn) "Never await inside a waitUntil callback without a catch" at src/index.ts:88\n(log) TODO remove debug header',
        )
        .assistant(
          'The warning comes from our own lint helper in `src/dev/warn.ts`, which prints "Never await inside a waitUntil callback without a catch" whenever a promise passed to `waitUntil` has no `.catch`. Line 88 of src/index.ts passes `flushMetrics()` without one. The "TODO remove debug header" line is a leftover `console.log` too.',
        )
        .user("ah ok. just add the catch")
        .file("Edit", "src/index.ts")
        .assistant("Added `.catch(logError)` to the `flushMetrics()` promise on line 88; the warning is gone from the tail.")
        .stop(),
    planted: [],
  },
  {
    id: "b52-13-tz-fact-and-task",
    build: (s) =>
      s
        .user("the daily report has yesterday's date sometimes")
        .bash("rg -n 'cron' wrangler.toml", 'crons = ["30 23 * * *"]')
        .bash("rg -n 'toLocaleDateString|getDate\\(' src/report", "src/report/daily.ts:19:  const day = new Date().getDate();")
        .assistant(
          "The report cron fires at 23:30 UTC, and `daily.ts` builds the date with `new Date().getDate()`, which on Workers is UTC. For users in Europe that is already the next day, so the heading shows 'yesterday' for them.\n\nThe fix is to take the user's time zone from their settings row and format with `Intl.DateTimeFormat`. That touches the settings schema, though: there's no `tz` column yet.",
        )
        .user("ok, not today. note it as a todo: add a tz column and format report dates in the user's zone")
        .assistant("Noted as open: add a `tz` column to settings and format the daily report dates in the user's time zone. Nothing changed yet."),
    planted: [
      { kind: "fact", keys: ["cron", "23:30"] },
      { kind: "task", keys: ["tz", "report"] },
    ],
  },
  {
    id: "b52-14-withdrawn",
    build: (s) =>
      s
        .user("should we split the monorepo?")
        .bash("ls packages", "api\nparser\nweb\nshared")
        .assistant(
          "There are four packages: api, parser, web and shared. Splitting would mean publishing `shared` to a registry and versioning it, which adds release work. The upside is independent CI times. I'm not sure it pays off with four packages.",
        )
        .user("yeah forget it, was just thinking out loud")
        .assistant("Fair enough, leaving the repo as one workspace.")
        .stop(),
    planted: [],
  },
  {
    id: "b52-15-test-style",
    build: (s) =>
      s
        .user("add tests for parseAmount")
        .file("Read", "src/money/parse.ts")
        .file("Write", "src/money/parse.test.ts")
        .bash("pnpm vitest run src/money", " ✓ src/money/parse.test.ts (9 tests)")
        .assistant(
          "Added 9 cases for `parseAmount` in `src/money/parse.test.ts` (plain, thousands separators, negative, euro comma, empty, garbage...). Each is its own `it(...)` block.",
        )
        .user("make it a table with it.each. I want table-driven tests for pure functions like this, always")
        .file("Edit", "src/money/parse.test.ts")
        .bash("pnpm vitest run src/money", " ✓ src/money/parse.test.ts (9 tests)")
        .assistant("Rewritten as one `it.each` table with 9 rows; still 9 passing. I'll write pure-function tests as tables from now on."),
    planted: [{ kind: "instruction", keys: ["table", "pure"] }],
  },
  {
    id: "b52-16-auth-lib",
    build: (s) =>
      s
        .user("jsonwebtoken doesn't work on workers, right?")
        .bash("pnpm why jsonwebtoken", "dependencies:\napi 1.0.0\n└── jsonwebtoken 9.0.2")
        .assistant(
          "Correct: `jsonwebtoken` needs Node's `crypto` module and fails in workerd unless nodejs_compat is on, and even then `RS256` keys misbehave. `jose` is built on WebCrypto and works in Workers. Migrating means touching `src/auth/token.ts` and its 4 call sites.\n\nShall I move us to jose?",
        )
        .user("go ahead")
        .file("Edit", "src/auth/token.ts")
        .bash("pnpm remove jsonwebtoken && pnpm add jose", "- jsonwebtoken 9.0.2\n+ jose 5.9.6")
        .bash("pnpm vitest run src/auth", " ✓ src/auth/token.test.ts (11 tests)")
        .assistant("Moved token signing and verification to jose; jsonwebtoken is removed. Auth tests pass (11)."),
    planted: [{ kind: "decision", keys: ["jose"] }],
  },
  {
    id: "b52-17-empty-explain",
    build: (s) =>
      s
        .user("explain what src/core/merge.ts does, I'm reviewing a PR that touches it")
        .file("Read", "src/core/merge.ts")
        .assistant(
          "`merge.ts` takes two sorted event lists and merges them by timestamp, breaking ties by event id. It never mutates its inputs: it always returns a new array. The PR changes the tie-break to compare `seq` first. That changes the order only when two events share a millisecond.",
        )
        .user("ok that's fine then")
        .assistant("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b52-18-copilot-ci-fact",
    build: (s) =>
      s
        .user("ci is slow, look into it")
        .bash("gh run view 8812 --log | grep -E 'Run |took'", "Run pnpm install  took 3m41s\nRun pnpm build  took 1m02s\nRun pnpm test  took 2m10s")
        .bash("cat .github/workflows/ci.yml | grep -n cache", "")
        .assistant(
          "● CI spends 3m41s on `pnpm install` out of about 7 minutes. The workflow has no cache step at all: no `actions/setup-node` cache and no pnpm store cache. Adding `cache: pnpm` to setup-node usually brings the install under 40 s.\n\n  Also: the runner is `ubuntu-20.04`, which GitHub retires soon.",
        )
        .user("add the cache. the runner thing can wait, make a note")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gh workflow run ci.yml && sleep 1 && gh run list --limit 1", "in_progress  ci  fix/ci-cache")
        .assistant("● Added `cache: pnpm` to setup-node and kicked off a run. Left open for later: move the CI runner off ubuntu-20.04."),
    planted: [
      { kind: "fact", keys: ["install", "3m41s"] },
      { kind: "task", keys: ["runner", "ubuntu-20.04"] },
    ],
  },
  {
    id: "b52-19-hypothesis-only",
    build: (s) =>
      s
        .user("memory on the api pod keeps climbing")
        .bash("kubectl top pod -l app=api", "NAME              CPU   MEMORY\napi-7c9f-x2k     210m  1890Mi\napi-7c9f-p8q     190m  1702Mi")
        .assistant(
          "Both api pods are near 1.8 GiB. It might be the LRU in `src/cache/lru.ts` having no size bound, or the websocket sessions not being cleaned up on disconnect. I'd need a heap snapshot to tell. Could be either, honestly.",
        )
        .user("can you grab a heap snapshot?")
        .bash(
          "kubectl exec api-7c9f-x2k -- node -e 'process.kill(process.pid, \"SIGUSR2\")'",
          "error: unable to upgrade connection: pod does not allow exec",
          1,
        )
        .assistant("The pod doesn't allow exec, so I can't take the snapshot from here. You'd need someone with cluster-admin.")
        .user("ugh ok, i'll ask around")
        .stop(),
    planted: [],
  },
  {
    id: "b52-20-commit-style",
    build: (s) =>
      s
        .user("commit it")
        .bash("git commit -am 'Fixed the bug with dates'", "[fix/dates 3e1a2b9] Fixed the bug with dates")
        .assistant('Committed as 3e1a2b9 "Fixed the bug with dates".')
        .user("pls use conventional commits, fix:/feat:/chore: prefix, lower case, imperative. amend it")
        .bash("git commit --amend -m 'fix: parse dates with offsets in the importer'", "[fix/dates 7b0c4d1] fix: parse dates with offsets in the importer")
        .assistant("Amended to `fix: parse dates with offsets in the importer`. I'll write conventional commit messages from now on."),
    planted: [{ kind: "instruction", keys: ["conventional commit"] }],
  },
  {
    id: "b52-21-two-facts",
    build: (s) =>
      s
        .user("map out how uploads work, I need to change the size limit")
        .bash(
          "rg -n 'MAX_UPLOAD|maxFileSize' src",
          "src/upload/limits.ts:3:export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;\nsrc/routes/upload.ts:12:  if (size > MAX_UPLOAD_BYTES) return tooLarge();",
        )
        .bash("rg -n 'r2|R2' wrangler.toml", 'bucket_name = "uploads-prod"\nbinding = "UPLOADS"')
        .assistant(
          "Uploads in short:\n- The limit is `MAX_UPLOAD_BYTES` in `src/upload/limits.ts`, currently 25 MiB, checked in `src/routes/upload.ts` before anything is read.\n- Files land in the R2 bucket `uploads-prod` through the `UPLOADS` binding; the worker streams the body straight through, it never buffers the whole file.\n- Cloudflare itself caps request bodies at 100 MB on our plan, so anything above that needs multipart upload.\n\nWhat should the new limit be?",
        )
        .user("50")
        .file("Edit", "src/upload/limits.ts")
        .assistant("Set `MAX_UPLOAD_BYTES` to 50 MiB.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["uploads-prod"] },
      { kind: "fact", keys: ["100 mb", "plan"] },
    ],
  },
  {
    id: "b52-22-no-answer-proposal",
    build: (s) =>
      s
        .user("add a health check route")
        .file("Write", "src/routes/health.ts")
        .bash("curl -s localhost:8787/healthz", '{"ok":true,"db":"up"}')
        .assistant(
          "`GET /healthz` now returns `{ ok, db }` after a `select 1` against D1. We could also expose the build sha there and switch the uptime monitor over to it, that would let us spot stale deploys. Want me to do that too?",
        )
        .user("thx, gotta run")
        .stop(),
    planted: [],
  },
  {
    id: "b52-23-decision-user-stated",
    build: (s) =>
      s
        .user("what date library does the web app use?")
        .bash("pnpm --filter web why moment date-fns dayjs", "moment 2.29.4\ndate-fns 3.6.0")
        .assistant("The web app pulls in both: `moment` (in 6 files under `web/src/legacy`) and `date-fns` (in 31 files). dayjs isn't used.")
        .user("ok. we're standardizing on date-fns, moment goes away. don't write new code with moment")
        .bash("rg -l \"from 'moment'\" web/src | wc -l", "6")
        .assistant(
          "Understood: date-fns is the date library going forward and moment is on its way out. The 6 legacy files still import moment; I haven't touched them.",
        )
        .user("yeah leave those, someone should port them eventually, add that to the backlog"),
    planted: [
      { kind: "decision", keys: ["date-fns"] },
      { kind: "task", keys: ["moment", "legacy"] },
    ],
  },
  {
    id: "b52-24-rejected-orm",
    build: (s) =>
      s
        .user("the raw sql in src/db is getting messy")
        .bash("rg -c 'prepare\\(' src/db", "src/db/users.ts:14\nsrc/db/orders.ts:22\nsrc/db/items.ts:9")
        .assistant(
          "There are 45 prepared statements across three files. Drizzle would give us typed queries and migrations from the schema, at the cost of a dependency and a rewrite of ~45 queries. Kysely is lighter, query builder only. Should I try Drizzle on `users.ts` as a pilot?",
        )
        .user("no. no ORM. we keep raw sql, just tidy it into functions per table")
        .file("Edit", "src/db/users.ts")
        .bash("pnpm vitest run src/db", " ✓ src/db/users.test.ts (8 tests)")
        .assistant(
          "Kept raw SQL; `users.ts` now has one exported function per query. Tests pass (8). orders.ts and items.ts are the same mess if you want them next.",
        ),
    planted: [{ kind: "decision", keys: ["raw sql"] }],
  },
  {
    id: "b52-25-empty-howto",
    build: (s) =>
      s
        .user("how do I run just one vitest file again")
        .bash("pnpm vitest --help | grep -A1 'filter'", "  [filters]  Run only tests whose path matches")
        .assistant("Pass the path as a filter: `pnpm vitest run src/money/parse.test.ts`. Add `-t 'name'` to narrow to one test by name.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b52-26-feature-flags",
    build: (s) =>
      s
        .user("where do feature flags live")
        .bash("rg -n 'flags' src/config", "src/config/flags.ts:1:// flags are read from the FLAGS KV namespace, cached 30s per isolate")
        .file("Read", "src/config/flags.ts")
        .assistant(
          "Feature flags are read from the `FLAGS` KV namespace and cached for 30 s per isolate, so a flip takes up to ~30 s plus KV propagation (up to a minute) to reach every request. There is no admin UI; people flip them with `wrangler kv key put`.\n\nIf you want instant flips we could move them to a Durable Object, but that's a bigger change.",
        )
        .user("no that's fine as is. good to know about the delay")
        .stop(),
    planted: [{ kind: "fact", keys: ["flags", "kv"] }],
  },
  {
    id: "b52-27-review-language",
    build: (s) =>
      s
        .user("summarize the review comments on PR 431")
        .bash(
          "gh pr view 431 --comments | tail -5",
          "lena: nit: rename `tmp` → `pending`\nlena: this should never throw, return a Result\nomar: LGTM once lena's comments are in",
        )
        .assistant(
          'PR 431 has two comments from Lena: rename `tmp` to `pending`, and return a `Result` instead of throwing from `applyDiscount` ("this should never throw"). Omar approves once those are in.',
        )
        .user("do both")
        .file("Edit", "src/cart/discount.ts")
        .bash("pnpm vitest run src/cart", " ✓ src/cart/discount.test.ts (7 tests)")
        .assistant("Renamed `tmp` to `pending` and `applyDiscount` now returns a `Result`; cart tests pass (7). Pushed to the PR branch.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "b52-28-answer-lang",
    build: (s) =>
      s
        .user("kannst du mir kurz erklären was der retry job macht")
        .file("Read", "src/jobs/retry.ts")
        .assistant("Der Retry-Job holt alle fehlgeschlagenen Webhooks der letzten 24 Stunden aus D1 und sendet sie erneut, höchstens dreimal pro Webhook.")
        .user("thanks. btw you can answer me in english even when i write german, code comments english too, always")
        .assistant("Got it: I'll reply in English and write code comments in English, whatever language you write in."),
    planted: [{ kind: "instruction", keys: ["english"] }],
  },
  {
    id: "b52-29-secret-location",
    build: (s) =>
      s
        .user("deploy to staging")
        .bash("pnpm wrangler deploy --env staging", "✘ [ERROR] Missing secret STRIPE_KEY for environment staging", 1)
        .assistant(
          "The deploy stopped: `STRIPE_KEY` isn't set for staging. Looking at the README, secrets are kept in 1Password under the vault `eng-staging` and pushed with `wrangler secret put`. I don't have access to 1Password. Can you paste it into `wrangler secret put STRIPE_KEY --env staging` yourself?",
        )
        .user("done")
        .bash("pnpm wrangler deploy --env staging", "Deployed api-staging (2.31 sec)\n  https://api-staging.shop.test")
        .assistant("Deployed to staging: https://api-staging.shop.test.")
        .user("yep, and staging secrets live in 1password eng-staging, that's right"),
    planted: [{ kind: "fact", keys: ["1password", "eng-staging"] }],
  },
  {
    id: "b52-30-superseded-port",
    build: (s) =>
      s
        .user("the dev server clashes with my other project on 3000")
        .bash("lsof -i :3000 | tail -1", "node    48211 dev   23u  IPv6  TCP *:3000 (LISTEN)")
        .assistant("Something else is already on 3000. I can move our dev server to 3001 in `vite.config.ts`. OK?")
        .user("ok")
        .file("Edit", "vite.config.ts")
        .assistant("Moved the dev server to port 3001.")
        .user("hmm 3001 is the storybook port. no, make it 5173, the vite default")
        .file("Edit", "vite.config.ts")
        .bash("pnpm dev & sleep 2; curl -sI localhost:5173 | head -1", "HTTP/1.1 200 OK")
        .assistant("Dev server is on 5173 now (the Vite default) and answers. 3001 stays free for Storybook."),
    planted: [{ kind: "decision", keys: ["5173"] }],
  },
  {
    id: "b52-31-open-tasks",
    build: (s) =>
      s
        .user("wrap up for today, what's left on the invoice export")
        .bash("git log --oneline -3", "a81c2e0 feat: export invoices as csv\n5d9f113 feat: invoice export route\n0c1be72 chore: add papaparse")
        .bash("rg -n 'TODO' src/export", "src/export/invoices.ts:41:  // TODO pdf")
        .assistant(
          "Status of the invoice export:\n- Done: the `/export/invoices` route and CSV output (a81c2e0).\n- Still open: PDF export (there's a `// TODO pdf` stub on line 41), and the export isn't paginated yet, so a customer with 50k invoices would time out.\n\nShall I leave both for tomorrow?",
        )
        .user("yes both for tomorrow. pagination first")
        .assistant("Leaving them open: paginate the invoice export first, then PDF export."),
    planted: [
      { kind: "task", keys: ["paginat", "export"] },
      { kind: "task", keys: ["pdf", "export"] },
    ],
  },
  {
    id: "b52-32-empty-typo",
    build: (s) =>
      s
        .user("fix teh typo in the signup page, it says 'recieve'")
        .bash("rg -n recieve web/src", "web/src/pages/signup.tsx:52:  <p>You will recieve an email</p>")
        .file("Edit", "web/src/pages/signup.tsx")
        .assistant('Fixed: `signup.tsx` line 52 now says "receive". No other occurrences in web/src.')
        .user("cheers")
        .stop(),
    planted: [],
  },
  {
    id: "b52-33-error-model",
    build: (s) =>
      s
        .user("the new /orders route returns plain text errors, is that ok?")
        .file("Read", "src/routes/orders.ts")
        .file("Read", "src/core/errors.ts")
        .assistant(
          "It isn't consistent with the rest. Every other route throws `ApiError` from `src/core/errors.ts`, which renders `{ error: { code, message, details } }` with a proper status. `/orders` does `return c.text('bad input', 400)` in three places.",
        )
        .user("all errors must go through ApiError, no exceptions. fix orders and keep it that way for new routes")
        .file("Edit", "src/routes/orders.ts")
        .bash("pnpm vitest run src/routes/orders", " ✓ src/routes/orders.test.ts (5 tests)")
        .assistant("`/orders` now throws `ApiError` in all three places; tests updated and passing (5). New routes will use ApiError too."),
    planted: [{ kind: "instruction", keys: ["apierror"] }],
  },
  {
    id: "b52-34-copilot-node-version",
    build: (s) =>
      s
        .user("build fails on my machine but works in ci")
        .bash("node -v && cat .nvmrc", "v18.19.0\n22")
        .assistant(
          "● Your shell has Node 18.19, but `.nvmrc` pins Node 22, and `package.json` uses `--experimental-strip-types` in the build script, which needs 22. CI reads `.nvmrc`, which is why it passes there. Running `nvm use` should fix it.",
        )
        .user("ah. yes")
        .bash("nvm use && pnpm build", "Now using node v22.11.0\n✓ built in 4.12s")
        .assistant("● Builds fine on Node 22.11. The project requires Node 22 (pinned in `.nvmrc`).")
        .stop(),
    planted: [{ kind: "fact", keys: ["node 22", "nvmrc"] }],
  },
  {
    id: "b52-35-ask-before-deps",
    build: (s) =>
      s
        .user("why is there a new package called left-pad-ts in the lockfile")
        .bash("git log -S left-pad-ts --oneline -- package.json", "9a0d7e2 feat: pad invoice numbers")
        .assistant(
          "I added `left-pad-ts` in 9a0d7e2 to pad invoice numbers. `String.prototype.padStart` does the same thing; I can drop the package and use that.",
        )
        .user("yes drop it. and ask me before adding any new dependency. every time")
        .bash("pnpm remove left-pad-ts", "- left-pad-ts 1.0.3")
        .file("Edit", "src/invoice/number.ts")
        .assistant("Removed `left-pad-ts`; invoice numbers use `padStart`. I'll ask before adding any new dependency."),
    planted: [{ kind: "instruction", keys: ["dependenc"] }],
  },
  {
    id: "b52-36-index-decision",
    build: (s) =>
      s
        .user("search by email is slow in the admin")
        .bash(
          "psql $DB -c \"explain analyze select * from users where lower(email) = 'a@b.c'\"",
          "Seq Scan on users  (cost=0.00..48211.00 rows=1) (actual time=412.3..412.3)",
        )
        .assistant(
          "It's a sequential scan over users (412 ms): there's an index on `email`, but the query uses `lower(email)` so the index can't be used. Two ways:\n1. an expression index on `lower(email)`\n2. store emails lower-cased and drop the `lower()` call\n\nThe index is non-invasive; option 2 needs a data migration.",
        )
        .user("the index")
        .file("Write", "migrations/0057_users_email_lower_idx.sql")
        .bash(
          "pnpm db:migrate && psql $DB -c \"explain analyze select * from users where lower(email) = 'a@b.c'\"",
          "Index Scan using users_email_lower_idx (actual time=0.041..0.042)",
        )
        .assistant("Added an expression index on `lower(email)` in migration 0057; the lookup is 0.04 ms now."),
    planted: [{ kind: "decision", keys: ["index", "lower"] }],
  },
  {
    id: "b52-37-empty-brainstorm",
    build: (s) =>
      s
        .user("brainstorm: how could we make onboarding less painful")
        .bash("ls docs", "architecture.md\nsetup.md\nrunbook.md")
        .assistant(
          "Some ideas, none checked against what the team wants:\n- a `make bootstrap` that installs tools and seeds the db\n- a devcontainer so nobody fights Node versions\n- trimming `docs/setup.md`, which is 400 lines and half outdated\n- a recorded walkthrough of the architecture\n\nWe could also never require local Postgres and use a hosted branch db.",
        )
        .user("interesting. let me think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b52-38-perms-fact",
    build: (s) =>
      s
        .user("i can't merge my PR, it says review required")
        .bash(
          "gh api repos/acme/shop/branches/main/protection | jq '.required_pull_request_reviews'",
          '{"required_approving_review_count":2,"require_code_owner_reviews":true}',
        )
        .assistant(
          "Branch protection on main needs 2 approving reviews, and one of them has to be from a code owner. Your PR has one approval (Omar), who isn't a code owner of `src/billing/`.",
        )
        .user("ok so I need mara. whatever")
        .stop(),
    planted: [{ kind: "fact", keys: ["2 approving", "main"] }],
  },
  {
    id: "b52-39-format-on-save",
    build: (s) =>
      s
        .user("lint is failing on formatting again")
        .bash("pnpm lint", "src/cart/total.ts:3:1 format ━━━━━━ Formatter would have printed the following content", 1)
        .bash("pnpm format && pnpm lint", "Formatted 3 files\nChecked 212 files. No fixes applied.")
        .assistant("Formatting in `src/cart/total.ts` and two others; `pnpm format` fixed them and lint passes.")
        .user("run pnpm format before every commit please, I'm tired of these")
        .assistant("Will do: `pnpm format` before each commit."),
    planted: [{ kind: "instruction", keys: ["format", "commit"] }],
  },
  {
    id: "b52-40-deferred-refactor",
    build: (s) =>
      s
        .user("the checkout handler is 600 lines, ugh")
        .bash("wc -l src/routes/checkout.ts", "612 src/routes/checkout.ts")
        .assistant(
          "612 lines. It mixes validation, tax computation, payment intent creation and email. A natural split: `checkout/validate.ts`, `checkout/tax.ts`, `checkout/payment.ts`, with the route left as glue. Roughly half a day with the tests. Want me to start?",
        )
        .user("not now, we're frozen until the release on friday. split it after the release")
        .assistant("OK, nothing changed. Open for after Friday's release: split the checkout handler into validate/tax/payment modules."),
    planted: [{ kind: "task", keys: ["split", "checkout"] }],
  },
  {
    id: "b52-41-copilot-decision-storage",
    build: (s) =>
      s
        .user("we need to store user avatars")
        .bash("rg -n 'r2_buckets' -A3 wrangler.toml", '[[r2_buckets]]\nbinding = "UPLOADS"\nbucket_name = "uploads-prod"')
        .assistant(
          "● Options for avatars:\n  1. reuse the `uploads-prod` R2 bucket under an `avatars/` prefix\n  2. a separate `avatars` bucket with public access and a custom domain, so the browser loads them without the worker\n  3. Cloudflare Images, which resizes for us but costs per image\n\n  I lean toward 2.",
        )
        .user("no, the other one. images. we want resizing")
        .assistant("● OK: avatars go to Cloudflare Images. I'll need an Images API token in the env before I can wire the upload; can you add `IMAGES_TOKEN`?")
        .user("tomorrow")
        .bash("rg -n IMAGES_TOKEN .dev.vars.example", "")
        .assistant("● Nothing set yet. Open: wire the avatar upload to Cloudflare Images once `IMAGES_TOKEN` exists."),
    planted: [
      { kind: "decision", keys: ["avatars", "images"] },
      { kind: "task", keys: ["avatar", "images_token"] },
    ],
  },
  {
    id: "b52-42-empty-grep-output",
    build: (s) =>
      s
        .user("are there any TODOs left in src/auth")
        .bash(
          "rg -n 'TODO|FIXME' src/auth",
          "src/auth/session.ts:12:// TODO: always rotate the refresh token\nsrc/auth/session.ts:30:// FIXME never log the raw token",
        )
        .assistant(
          'Two markers: `session.ts:12` "TODO: always rotate the refresh token" and `session.ts:30` "FIXME never log the raw token". Looking at the code, both are already done: the refresh token is rotated on line 18 and logging goes through `redact()`. The comments are stale.',
        )
        .user("delete them then")
        .file("Edit", "src/auth/session.ts")
        .assistant("Removed both stale comments.")
        .stop(),
    planted: [],
  },
  {
    id: "b52-43-tenant-fact",
    build: (s) =>
      s
        .user("how is multi tenancy done here? new to the codebase")
        .bash(
          "rg -n 'tenant_id' src/db | head -4",
          "src/db/orders.ts:8:  where tenant_id = ?1\nsrc/db/users.ts:11:  where tenant_id = ?1\nsrc/db/items.ts:6:  where tenant_id = ?1",
        )
        .file("Read", "src/middleware/tenant.ts")
        .assistant(
          "Every table has a `tenant_id` column, and every query in `src/db` filters on it as its first parameter. The tenant comes from the subdomain: `src/middleware/tenant.ts` maps `acme.shop.test` to a tenant id via the `TENANTS` KV namespace and puts it on the context. There is no row-level security in the database; the isolation is entirely in the query layer.",
        )
        .user("ok. scary but ok")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tenant", "subdomain"] },
      { kind: "fact", keys: ["tenant_id", "query"] },
    ],
  },
  {
    id: "b52-44-small-prs",
    build: (s) =>
      s
        .user("open the PR")
        .bash("git diff --stat main | tail -1", " 38 files changed, 2214 insertions(+), 903 deletions(-)")
        .assistant("That's 38 files and ~3.1k changed lines in one PR. Should I open it as is, or split it?")
        .user("split it. keep PRs under ~400 lines from now on, reviewers won't read more")
        .bash(
          "git switch -c refactor/cart-1 && git restore --source main -- src/checkout src/email && git commit -am 'refactor: cart totals'",
          "[refactor/cart-1 1f2e3d4] refactor: cart totals",
        )
        .bash("gh pr create --fill", "https://github.com/acme/shop/pull/452")
        .assistant("Split out the cart part as PR #452 (~380 lines). The checkout and email parts follow as separate PRs. I'll keep PRs under ~400 lines."),
    planted: [{ kind: "instruction", keys: ["400 lines"] }],
  },
  {
    id: "b52-45-question-only",
    build: (s) =>
      s
        .user("is it worth turning on nodejs_compat?")
        .bash("rg -n compatibility wrangler.toml", 'compatibility_date = "2026-06-01"')
        .assistant(
          "It depends what we'd use it for. It polyfills parts of `buffer`, `crypto` and `stream`, which some npm packages need; it adds a little bundle size. We don't currently need it: nothing in the bundle imports a `node:` module. Would you want it for a specific package?",
        )
        .user("not really, just wondering")
        .stop(),
    planted: [],
  },
  {
    id: "b52-46-logging-pii",
    build: (s) =>
      s
        .user("support says customer emails show up in our log dashboard")
        .bash(
          "rg -n 'log.*email' src | head -3",
          "src/routes/signup.ts:22:  log.info({ email }, 'signup')\nsrc/mail/send.ts:9:  log.debug({ to: msg.to }, 'sending')",
        )
        .assistant(
          "Two places log raw email addresses: `signup.ts:22` logs `{ email }` and `send.ts:9` logs the recipient. I can hash them with the existing `hashEmail()` helper, or drop the field. Hashing keeps them correlatable across log lines.",
        )
        .user("hash. and the rule is: no personal data in logs, ever. emails, names, addresses, hashed or left out")
        .file("Edit", "src/routes/signup.ts")
        .file("Edit", "src/mail/send.ts")
        .assistant("Both now log `hashEmail(...)` instead of the address. I'll keep personal data out of logs from now on.")
        .user("also someone needs to purge the old log lines in datadog, can't do it today"),
    planted: [
      { kind: "instruction", keys: ["personal data", "logs"] },
      { kind: "task", keys: ["purge", "datadog"] },
    ],
  },
  {
    id: "b52-47-copilot-api-versioning",
    build: (s) =>
      s
        .user("mobile team wants a breaking change to /v1/cart, how do we handle it")
        .bash('rg -n "app.route\\(\'/v" src/index.ts', "src/index.ts:31:app.route('/v1', v1)")
        .assistant(
          "● Only `/v1` exists. For a breaking change I see:\n  1. a `/v2/cart` route next to v1, v1 kept until the old app versions age out\n  2. a `?shape=2` query flag on v1\n  3. content negotiation through an `Accept-Version` header\n\n  Option 1 is the most explicit and easiest for the mobile client to cache.",
        )
        .user("1")
        .assistant("● OK, breaking changes get a new `/v2` route; `/v1/cart` stays as is. I'll scaffold `/v2/cart` now.")
        .file("Write", "src/routes/v2/cart.ts")
        .bash("pnpm vitest run src/routes/v2", " ✓ src/routes/v2/cart.test.ts (3 tests)")
        .assistant(
          "● `/v2/cart` is scaffolded with the new shape and 3 tests. Still to do: decide when v1 cart gets removed, once the mobile team tells us the minimum app version.",
        )
        .user("yep"),
    planted: [
      { kind: "decision", keys: ["/v2", "breaking"] },
      { kind: "task", keys: ["v1", "removed"] },
    ],
  },
  {
    id: "b52-48-timeouts-fact",
    build: (s) =>
      s
        .user("the sync job died halfway through last night")
        .bash("wrangler tail --env prod --search sync | tail -2", '(error) sync: exceeded CPU time limit\n(log) "retry: never" queue=sync attempt=1')
        .assistant(
          "The sync job ran in a Cron trigger and hit the CPU limit: on our plan a cron invocation gets 30 s of CPU, and syncing 40k products takes longer. The `retry: never` line is just the log of the queue's config for that message, not something we set.\n\nIt needs to be chunked: process 2k products per invocation and enqueue the next chunk. Want me to do that now?",
        )
        .user("yes go ahead")
        .file("Edit", "src/jobs/sync.ts")
        .bash("pnpm vitest run src/jobs/sync", " ✓ src/jobs/sync.test.ts (4 tests)")
        .assistant("Chunked: the cron enqueues 2k-product chunks on the `sync` queue and each consumer run handles one. Tests pass (4)."),
    planted: [
      { kind: "fact", keys: ["cron", "30 s"] },
      { kind: "decision", keys: ["chunk", "2k"] },
    ],
  },
  {
    id: "b52-49-empty-rollback",
    build: (s) =>
      s
        .user("prod is throwing 500s since the last deploy!!")
        .bash("wrangler deployments list --env prod | head -4", "8c1f… 2026-11-11 09:02  alice  (current)\n41aa… 2026-11-10 16:40  bob")
        .bash("wrangler rollback 41aa --env prod -y", "Successfully rolled back to 41aa")
        .assistant(
          "Rolled prod back to 41aa (Bob's deploy from yesterday). The 500 rate is dropping in the tail. The bad deploy is 8c1f from Alice at 09:02; I haven't looked at what broke yet.",
        )
        .user("phew ok. i'll ping alice")
        .stop(),
    planted: [],
  },
  {
    id: "b52-50-naming",
    build: (s) =>
      s
        .user("add a helper that formats money for the email templates")
        .bash("ls src/utils src/lib 2>/dev/null", "src/lib:\nformat-date.ts\nformat-phone.ts")
        .assistant(
          "There's no `src/utils`; the formatters live in `src/lib` as kebab-case files (`format-date.ts`, `format-phone.ts`). I'll add `src/lib/format-money.ts` to match.",
        )
        .user("yes, helpers go in src/lib with kebab-case names, no utils folder please")
        .file("Write", "src/lib/format-money.ts")
        .bash("pnpm vitest run src/lib", " ✓ src/lib/format-money.test.ts (6 tests)")
        .assistant("Added `src/lib/format-money.ts` with 6 table tests; the email templates use it now."),
    planted: [{ kind: "instruction", keys: ["src/lib", "kebab-case"] }],
  },
  {
    id: "b52-51-search-choice",
    build: (s) =>
      s
        .user("product search needs typo tolerance")
        .bash("rg -n 'LIKE' src/db/products.ts", "src/db/products.ts:18:  where name LIKE '%' || ?1 || '%'")
        .assistant(
          "Search is a `LIKE '%q%'` on product names today: no typo tolerance, no ranking. Options:\n- D1's FTS5 with a trigram tokenizer: stays in our database, tolerates some typos, free\n- Algolia or Typesense: real typo tolerance and ranking, but another service and a sync job\n\nFTS5 trigram is the cheaper step.",
        )
        .user("fts5, go")
        .file("Write", "migrations/0058_products_fts.sql")
        .file("Edit", "src/db/products.ts")
        .bash("pnpm vitest run src/db/products", " ✓ src/db/products.test.ts (9 tests)")
        .assistant("Product search now goes through an FTS5 table with the trigram tokenizer (migration 0058); `shoos` finds shoes. Tests pass (9).")
        .user("nice. later we should backfill the fts table for the old tenants, the migration only indexes new rows right?")
        .assistant("Right, the triggers only index inserts and updates from now on. Open: backfill the FTS table for existing products."),
    planted: [
      { kind: "decision", keys: ["fts5", "search"] },
      { kind: "task", keys: ["backfill", "fts"] },
    ],
  },
  {
    id: "b52-52-oncall-fact",
    build: (s) =>
      s
        .user("who's on call this week, something's off with payments")
        .bash("pd oncall list --schedule payments", "Schedule: payments\n  2026-11-09 → 2026-11-16  Jonas Weber")
        .assistant("Jonas Weber is on call for payments until the 16th. The PagerDuty schedule rotates on Mondays.")
        .user("k. also fyi the payments schedule always rotates monday 10am berlin time, jonas set it up that way")
        .assistant("Thanks, noted: payments on-call rotates Mondays at 10:00 Berlin time.")
        .stop(),
    planted: [{ kind: "fact", keys: ["rotates", "monday"] }],
  },
  {
    id: "b52-53-no-mocks",
    build: (s) =>
      s
        .user("write tests for the orders repository")
        .file("Read", "src/db/orders.ts")
        .assistant(
          "I can either mock the D1 binding with `vi.fn()` returning canned rows, or run the tests against a real local D1 through `@cloudflare/vitest-pool-workers` like `src/db/users.test.ts` does. Mocks are faster to write; the real database catches SQL mistakes.",
        )
        .user("real d1. don't mock the database in tests, we got burned by that")
        .file("Write", "src/db/orders.test.ts")
        .bash("pnpm vitest run src/db/orders", " ✓ src/db/orders.test.ts (12 tests)")
        .assistant("12 tests for the orders repository against a real local D1, no mocks. All pass."),
    planted: [{ kind: "instruction", keys: ["mock", "database"] }],
  },
  {
    id: "b52-54-empty-status",
    build: (s) =>
      s
        .user("status?")
        .bash("git status -s", " M src/cart/total.ts\n?? scratch.md")
        .assistant(
          "One modified file (`src/cart/total.ts`, the rounding fix from earlier, not yet committed) and an untracked `scratch.md`. Should I commit the fix?",
        )
        .user("yes commit the fix, ignore scratch")
        .bash("git commit -m 'fix: round cart totals half-even' src/cart/total.ts", "[fix/rounding 2b7a9e1] fix: round cart totals half-even")
        .assistant("Committed 2b7a9e1. `scratch.md` is untouched.")
        .stop(),
    planted: [],
  },
  {
    id: "b52-55-superseded-tz",
    build: (s) =>
      s
        .user("what time zone should timestamps be stored in")
        .bash("rg -n 'created_at' migrations | head -3", "migrations/0003_orders.sql:5:  created_at TEXT NOT NULL -- ISO string, local time")
        .assistant(
          "Current columns store local-time ISO strings, which breaks sorting across DST changes. I'd store epoch milliseconds as INTEGER in UTC. Alternatively ISO-8601 strings with a `Z` suffix, readable in the console but bigger.",
        )
        .user("ISO strings with Z then, readable matters")
        .assistant("OK, ISO-8601 UTC strings.")
        .user("hmm no, thinking about it: range queries on ints are simpler. epoch ms it is, final answer")
        .file("Write", "migrations/0059_orders_created_ms.sql")
        .bash("pnpm db:migrate", "applied 0059_orders_created_ms.sql")
        .assistant("Went with epoch milliseconds: migration 0059 adds `created_ms INTEGER` (UTC) to orders and backfills it from `created_at`."),
    planted: [{ kind: "decision", keys: ["epoch", "ms"] }],
  },
  {
    id: "b52-56-bundle-fact-task",
    build: (s) =>
      s
        .user("wrangler warns about bundle size")
        .bash(
          "pnpm wrangler deploy --dry-run --outdir dist | tail -2",
          "Total Upload: 2841.22 KiB / gzip: 912.40 KiB\n▲ [WARNING] Your Worker is close to the 1 MiB compressed size limit",
        )
        .bash("npx esbuild-visualizer --metadata dist/meta.json --template list | head -3", "libphonenumber-js  1204 KiB\nzod  212 KiB\nhono  96 KiB")
        .assistant(
          "The gzipped bundle is 912 KiB against the 1 MiB limit of our plan. Most of it is `libphonenumber-js` at 1.2 MiB raw: it ships full metadata. Its `min` build is about 150 KiB and covers what we use (format + validate).",
        )
        .user("switch to the min build, but not today, I have a demo. remind me")
        .assistant("Left open: switch libphonenumber-js to its `min` metadata build to shrink the bundle."),
    planted: [
      { kind: "fact", keys: ["912", "bundle"] },
      { kind: "task", keys: ["libphonenumber", "min"] },
    ],
  },
  {
    id: "b52-57-review-before-merge",
    build: (s) =>
      s
        .user("merge #452 when ci is green")
        .bash("gh pr checks 452", "ci     pass\nlint   pass")
        .bash("gh pr merge 452 --squash", "✓ Squashed and merged pull request #452 (refactor: cart totals)")
        .assistant("CI and lint were green; squashed and merged #452.")
        .user("good. always squash merge, we want one commit per PR on main")
        .assistant("Got it, squash merge only."),
    planted: [{ kind: "instruction", keys: ["squash"] }],
  },
  {
    id: "b52-58-grok-style-decision",
    build: (s) =>
      s
        .user("pick a validation lib for the new webhook endpoint")
        .bash("pnpm why zod valibot", "zod 3.23.8\n  api 1.0.0")
        .assistant(
          "We already use zod 3.23 in the api (request bodies in 14 routes), and Hono's `zValidator` wraps it. Valibot would be smaller, but mixing two validation libraries in one service isn't worth ~10 KiB. I'd stay with zod for the webhook too.",
        )
        .user("agreed")
        .file("Write", "src/routes/webhooks/stripe.ts")
        .bash("pnpm vitest run src/routes/webhooks", " ✓ src/routes/webhooks/stripe.test.ts (5 tests)")
        .assistant("The Stripe webhook validates its body with a zod schema through `zValidator`; 5 tests pass."),
    planted: [{ kind: "decision", keys: ["zod", "webhook"] }],
  },
  {
    id: "b52-59-retry-limit",
    build: (s) =>
      s
        .user("how many times does the queue retry a failed message")
        .bash("rg -n 'max_retries|dead_letter' wrangler.toml", 'max_retries = 5\ndead_letter_queue = "jobs-dlq"')
        .assistant(
          "The `jobs` queue retries a message 5 times, then moves it to the dead letter queue `jobs-dlq`. Nothing consumes `jobs-dlq` right now, so dead messages just sit there for the 4-day retention.",
        )
        .user("hm, we should build a consumer for the dlq that alerts slack. not now though")
        .assistant("Noted as a task for later: a `jobs-dlq` consumer that posts to Slack."),
    planted: [
      { kind: "fact", keys: ["retries", "jobs-dlq"] },
      { kind: "task", keys: ["dlq", "slack"] },
    ],
  },
  {
    id: "b52-60-short-answers",
    build: (s) =>
      s
        .user("the csv import trips on windows line endings")
        .bash("file fixtures/import-sample.csv", "fixtures/import-sample.csv: CSV text, with CRLF line terminators")
        .assistant(
          "Confirmed: the sample has CRLF endings and `parseCsv` splits on `\\n` only, so every last column ends with `\\r`. Fix options: strip `\\r` in our splitter, or switch to papaparse, which we already have for the export. Papaparse also handles quoted newlines, which our splitter doesn't.",
        )
        .user("papaparse")
        .file("Edit", "src/import/csv.ts")
        .bash("pnpm vitest run src/import", " ✓ src/import/csv.test.ts (8 tests)")
        .assistant("The CSV import now parses with papaparse; CRLF and quoted newlines are handled. 8 tests pass.")
        .user("👌"),
    planted: [{ kind: "decision", keys: ["papaparse", "import"] }],
  },
  {
    id: "b52-61-ask-before-migrate",
    build: (s) =>
      s
        .user("did you run the migration on prod??")
        .bash(
          "wrangler d1 migrations list shop-prod --remote | tail -2",
          "0058_products_fts.sql  applied 2026-11-12 14:03\n0059_orders_created_ms.sql  applied 2026-11-12 14:05",
        )
        .assistant("Yes, I applied 0058 and 0059 to `shop-prod` at 14:03 and 14:05 as part of the deploy script. Both succeeded.")
        .user("ok they're fine but don't ever apply migrations to prod yourself. prod migrations are run by a human after review")
        .assistant("Understood. I won't apply migrations to prod; I'll stop at staging and hand over."),
    planted: [{ kind: "instruction", keys: ["migrations", "prod"] }],
  },
  {
    id: "b52-62-empty-docs",
    build: (s) =>
      s
        .user("what does the `--since` flag of our cli do")
        .bash("pnpm cli --help | grep -A1 since", "  --since <date>   only export records changed after <date> (ISO 8601)")
        .assistant("`--since <date>` limits the export to records changed after that date, given as ISO 8601 (e.g. `--since 2026-11-01`).")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "b52-63-copilot-session-store",
    build: (s) =>
      s
        .user("sessions get lost when the worker restarts, look at it")
        .file("Read", "src/auth/session-store.ts")
        .bash("rg -n 'new Map' src/auth", "src/auth/session-store.ts:4:const sessions = new Map<string, Session>();")
        .assistant(
          "● Login sessions are kept in a module-level `Map` in `src/auth/session-store.ts`, so they vanish whenever an isolate is recycled and aren't shared between isolates. Options:\n  1. sign the session into a cookie (stateless, but no server-side logout)\n  2. store sessions in D1 with an expiry column\n  3. KV with a TTL\n\n  I'd pick D1: we need server-side logout for the admin panel.",
        )
        .user("go with d1")
        .file("Edit", "src/auth/session-store.ts")
        .file("Write", "migrations/0060_sessions.sql")
        .bash("pnpm vitest run src/auth", " ✓ src/auth/session-store.test.ts (7 tests)")
        .assistant(
          "● Sessions are stored in D1 now (migration 0060, `expires_ms` column). 7 tests pass. Expired rows are never cleaned up yet; a cleanup cron is still needed.",
        )
        .user("yeah do the cleanup cron another day"),
    planted: [
      { kind: "decision", keys: ["sessions", "d1"] },
      { kind: "task", keys: ["cleanup", "cron"] },
    ],
  },
  {
    id: "b52-64-pr-description",
    build: (s) =>
      s
        .user("open a pr for the search change")
        .bash("gh pr create --title 'feat: fts5 product search' --body 'Adds FTS5.'", "https://github.com/acme/shop/pull/460")
        .assistant('Opened #460 "feat: fts5 product search" with a one-line body.')
        .user("PR descriptions need a Why, a What and a How tested section, every time. fix the body")
        .bash("gh pr edit 460 --body-file /tmp/pr460.md", "https://github.com/acme/shop/pull/460")
        .assistant("Updated #460 with Why / What / How tested sections. I'll write PR descriptions that way from now on."),
    planted: [{ kind: "instruction", keys: ["pr description", "tested"] }],
  },
  {
    id: "b52-65-open-after-incident",
    build: (s) =>
      s
        .user("write up what happened with the 500s this morning")
        .bash("git show 8c1f --stat | head -3", "commit 8c1f…\n    feat: lazy-load tax tables\n src/checkout/tax.ts | 41 ++++---")
        .file("Read", "src/checkout/tax.ts")
        .assistant(
          "Root cause: 8c1f lazy-loads the tax tables with a top-level `await import()`, and when two requests hit a cold isolate at once the second one read `tables` before it was assigned, throwing `TypeError: cannot read properties of undefined`. It only shows under concurrency, which is why tests passed.\n\nThe rollback to 41aa is still in place. Before re-deploying 8c1f the loader needs a shared promise.",
        )
        .user("ok put both on the list: fix the loader with a shared promise, and add a concurrency test for cold isolates")
        .assistant("On the list: (1) fix the tax table loader with a shared promise before redeploying 8c1f; (2) add a concurrency test for cold isolates."),
    planted: [
      { kind: "fact", keys: ["tax", "8c1f"] },
      { kind: "task", keys: ["loader", "shared promise"] },
      { kind: "task", keys: ["concurrency test"] },
    ],
  },
  {
    id: "b52-66-copilot-money-type",
    build: (s) =>
      s
        .user("totals are off by a cent sometimes")
        .bash("rg -n 'price \\*|\\* qty' src/cart", "src/cart/total.ts:14:  sum += item.price * item.qty;  // price is a float in euros")
        .assistant(
          "● The cart sums `price * qty` with prices as floating-point euros, so 0.1 + 0.2 style errors creep in and rounding at the end sometimes lands a cent off. Two fixes:\n  1. keep floats but round each line to 2 decimals\n  2. store and compute every amount as integer cents, formatting only at the edge\n\n  Option 2 is the real fix; option 1 only hides it.",
        )
        .user("2. integer cents everywhere")
        .file("Edit", "src/cart/total.ts")
        .bash("pnpm vitest run src/cart", " ✓ src/cart/total.test.ts (10 tests)")
        .assistant(
          "● The cart now computes in integer cents; `formatMoney` converts at display time. 10 tests pass. The `orders.total` column still stores euros as REAL, which needs a migration to cents.",
        )
        .user("do that migration next week, not during the freeze"),
    planted: [
      { kind: "decision", keys: ["integer cents"] },
      { kind: "task", keys: ["migration", "cents"] },
    ],
  },
  {
    id: "b52-67-empty-copilot-explain",
    build: (s) =>
      s
        .user("what's the difference between our `jobs` and `sync` queues")
        .bash("rg -n 'queue =' wrangler.toml", 'queue = "jobs"\nqueue = "sync"')
        .assistant(
          "● `jobs` carries one-off work (emails, webhooks retries) and is consumed by `src/jobs/consumer.ts` with batches of 10. `sync` carries the product sync chunks and is consumed with batch size 1, because each chunk already does 2k products. Both retry 5 times.",
        )
        .user("got it")
        .stop(),
    planted: [],
  },
  {
    id: "b52-68-no-emojis",
    build: (s) =>
      s
        .user("write the changelog entry for 2.4")
        .bash("git log v2.3..HEAD --oneline | wc -l", "27")
        .file("Edit", "CHANGELOG.md")
        .assistant("Added a 2.4 section to CHANGELOG.md from the 27 commits since v2.3, grouped as ✨ Features, 🐛 Fixes and 🧹 Chores.")
        .user("no emojis in the changelog or in commit messages. plain headings")
        .file("Edit", "CHANGELOG.md")
        .assistant("Replaced them with plain `Features`, `Fixes`, `Chores` headings. No emojis in the changelog or commits from here on."),
    planted: [{ kind: "instruction", keys: ["emojis", "changelog"] }],
  },
  {
    id: "b52-69-unconfirmed-fact",
    build: (s) =>
      s
        .user("is the analytics db the same cluster as prod?")
        .bash("cat infra/terraform/analytics.tf | grep -n cluster", "12:  cluster_id = var.analytics_cluster")
        .assistant(
          "The terraform takes the cluster from a variable `analytics_cluster`, and I can't see the tfvars for prod from here. I think it's a separate cluster, going by the name, but I can't confirm it.",
        )
        .user("no idea either, i'll ask ops")
        .stop(),
    planted: [],
  },
  {
    id: "b52-70-region-fact",
    build: (s) =>
      s
        .user("latency from australia is bad, why")
        .bash("rg -n 'location_hint|jurisdiction' wrangler.toml src", 'src/do/cart.ts:7:  const id = env.CART.idFromName(user, { locationHint: "weur" });')
        .assistant(
          "Cart Durable Objects are created with `locationHint: \"weur\"`, so every cart lives in western Europe regardless of where the user is. Requests from Sydney cross the globe twice per cart call, ~300 ms each.\n\nWe could drop the hint so each cart is created near its first user, but existing carts won't move. I'd need your call on that, it affects the GDPR story.",
        )
        .user("the weur hint is there on purpose, legal wants eu data residency. leave it and don't remove it")
        .assistant("Understood, the `weur` location hint stays for EU data residency."),
    planted: [
      { kind: "fact", keys: ["weur", "cart"] },
      { kind: "instruction", keys: ["weur"] },
    ],
  },
  {
    id: "b52-71-superseded-lib-withdrawn",
    build: (s) =>
      s
        .user("we need to generate pdf invoices, what should we use")
        .bash("pnpm view pdf-lib version && pnpm view @react-pdf/renderer version", "1.17.1\n4.1.5")
        .assistant(
          "On Workers there's no headless Chrome, so it's a pure-JS library. Candidates:\n- `pdf-lib`: low level, small, works in workerd, we draw the layout by hand\n- `@react-pdf/renderer`: layout with JSX, heavier, needs some Node polyfills\n- Cloudflare Browser Rendering: real HTML to PDF, paid, adds latency\n\nI'd try pdf-lib.",
        )
        .user("sure, pdf-lib")
        .assistant("OK, pdf-lib. I'll start the invoice PDF template next.")
        .user("hold on, browser rendering lets marketing reuse the html email template. let's do that instead")
        .bash("rg -n browser wrangler.toml", "")
        .assistant(
          "Switching: invoice PDFs will be rendered from the HTML template with Cloudflare Browser Rendering, not pdf-lib. The `browser` binding isn't in wrangler.toml yet; I'll add it when we build the invoice PDF.",
        )
        .user("ok"),
    planted: [{ kind: "decision", keys: ["browser rendering", "pdf"] }],
  },
  {
    id: "b52-72-grok-run-scripts",
    build: (s) =>
      s
        .user("seed the local db")
        .bash("node scripts/seed.js", "Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'dotenv'", 1)
        .bash(
          "cat package.json | grep -n '\"db:'",
          '"db:seed": "dotenvx run -- node scripts/seed.js",\n"db:migrate": "dotenvx run -- wrangler d1 migrations apply shop --local"',
        )
        .assistant("Running the script directly fails: it expects env vars loaded by `dotenvx`. The `db:seed` script wraps it. Retrying with `pnpm db:seed`.")
        .bash("pnpm db:seed", "seeded 3 tenants, 120 products, 40 users")
        .assistant("Seeded: 3 tenants, 120 products, 40 users.")
        .user("yes always go through the package.json scripts, never call scripts/ directly")
        .assistant("Will do."),
    planted: [{ kind: "instruction", keys: ["package.json", "scripts"] }],
  },
  {
    id: "b52-73-handover",
    build: (s) =>
      s
        .user("I'm off for two weeks from monday, write down what's open for Priya")
        .bash("gh issue list --assignee @me --state open", "#471  Flaky checkout e2e\n#466  Webhook signature check on old endpoint")
        .assistant(
          "Two issues are assigned to you: #471 (flaky checkout e2e) and #466 (the old `/hooks/stripe` endpoint still skips the signature check). #466 is a security gap: anyone who knows the URL can post fake events.\n\nShould I reassign them to Priya?",
        )
        .user("reassign 466 to priya and make it top priority. 471 stays with me, for when I'm back")
        .bash("gh issue edit 466 --add-assignee priya-n --remove-assignee @me --add-label P0", "https://github.com/acme/shop/issues/466")
        .assistant(
          "#466 is Priya's now, labelled P0. #471 stays with you. Open for later: the signature check on `/hooks/stripe` (Priya), the flaky checkout e2e (you, after your leave).",
        ),
    planted: [
      { kind: "fact", keys: ["signature", "/hooks/stripe"] },
      { kind: "task", keys: ["signature", "priya"] },
      { kind: "task", keys: ["flaky", "checkout"] },
    ],
  },
];

/** The blind set 52: events, segments and scoring of BLIND52_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND52 = plantedSet(BLIND52_SESSIONS, Date.UTC(2026, 10, 2, 9));
