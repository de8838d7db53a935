/**
 * The sixth blind planted set for the offline long-term-memory extractor: written without reading
 * the extractor (src/core/memories/, model.ts aside) or the sessions of the other planted sets,
 * from issue 19's description of what should and should not be remembered, in the voice of
 * Claude Code and Codex CLI sessions. Its sessions are longer conversations (8-20 messages)
 * where the items come up in the middle of other work, several to a session, with some
 * decisions changed later in the same session (only the final decision is planted, and its key
 * words name the final choice). Each session is one segment; the items planted in it are listed
 * with it: 53 items (13 decisions, 13 instructions, 14 facts, 13 tasks) in 40 sessions, 13 of
 * which plant nothing. Every other message must give nothing: questions, hypotheses, proposals
 * the user rejects or never confirms, withdrawn ideas, unconfirmed guesses, quoted code, logs and
 * tool output (with "always", "never", "TODO" in them), chit-chat, and requests the agent
 * completes in the same session.
 *
 * Measured once, 2026-11-26 11:54, on the extractor with its sentence classifier (trained on 19
 * other sets): precision 39/64, recall 36/53 (the rules alone: 34/55, 33/53). Since then a
 * training set of the classifier (test/node/memory-classifier-training.ts).
 *
 * Matching rule (fixed before any extractor runs on this set; the one planted-blind.ts states):
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

export const BLIND6_SESSIONS: BlindSession[] = [
  {
    id: "b6-webhook-flake",
    build: (s) =>
      s
        .user("webhook tests are flaky again on CI, can you look. `test/webhooks/stripe.test.ts` fails like 1 in 5")
        .assistant("I'll run the file a few times in a loop to see whether it reproduces locally.")
        .bash(
          "for i in 1 2 3 4 5 6; do npx vitest run test/webhooks/stripe.test.ts --reporter=dot || echo FAIL; done",
          "......\n......\n..x...\nFAIL\n......\n......\n......",
        )
        .assistant("Reproduced once in six runs. The failing case is `replays a signed event` with ENOENT on `/tmp/wh-fixture/event.json`.")
        .user("hm could it be clock skew? the signature has a timestamp tolerance")
        .assistant(
          "Possibly, but the error is ENOENT, not a signature mismatch, so I'd look at the fixture directory first. Both `stripe.test.ts` and `refunds.test.ts` write into the same fixed `/tmp/wh-fixture` path.",
        )
        .file("Read", "test/webhooks/refunds.test.ts")
        .bash(
          "rg -n 'wh-fixture' test/",
          "test/webhooks/stripe.test.ts:14:const DIR = '/tmp/wh-fixture'\ntest/webhooks/refunds.test.ts:9:const DIR = '/tmp/wh-fixture'",
        )
        .assistant("Confirmed: the two files run in parallel workers and one's `afterAll` deletes the shared dir while the other is still reading it.")
        .user("ok yeah that's it. so the flaky test root cause is the shared tmpdir between workers. fix it with mkdtemp per file")
        .file("Edit", "test/webhooks/stripe.test.ts")
        .file("Edit", "test/webhooks/refunds.test.ts")
        .bash("npx vitest run test/webhooks --repeat 10", " Test Files  2 passed (2)\n      Tests  22 passed (22)")
        .assistant("Each file now makes its own dir with `fs.mkdtemp`; 10 repeats pass.")
        .user(
          "nice. also fyi since you're in there — we decided last week that stripe webhooks go through the queue now, the handler only verifies + enqueues, no inline processing",
        )
        .assistant("Understood. The handler in `src/webhooks/stripe.ts` already only verifies the signature and enqueues, so nothing to change there.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tmpdir"] },
      { kind: "decision", keys: ["webhook", "queue"] },
    ],
  },
  {
    id: "b6-logger",
    build: (s) =>
      s
        .user("our logs are a mess. lets switch the api to pino, winston is slow and the json output is inconsistent")
        .assistant("I'll check where winston is set up and how many call sites use it.")
        .bash("rg -l \"from 'winston'\" src | wc -l && rg -n 'createLogger' src", "3\nsrc/lib/log.ts:8:export const log = createLogger({")
        .assistant(
          "Only `src/lib/log.ts` creates the logger; the rest import `log` from there, so a swap is contained. I'll add pino and a transport for pretty output in dev.",
        )
        .bash("npm i pino pino-pretty", "added 14 packages in 3s")
        .file("Edit", "src/lib/log.ts")
        .bash(
          "npm run build:lambda",
          '✘ [ERROR] Could not resolve "pino-pretty"\n    node_modules/pino/lib/transport.js:27:22\n  The transport worker thread can never be bundled by esbuild',
          1,
        )
        .assistant(
          "The lambda bundle fails: pino's transports run in a worker thread that esbuild can't bundle. Options: mark `pino-pretty` external, or drop transports in the lambda build.",
        )
        .user("ugh. ok scratch that, we stay on winston. not worth fighting the bundler. just fix the json format instead")
        .bash("git checkout src/lib/log.ts && npm uninstall pino pino-pretty", "removed 14 packages in 1s")
        .file("Edit", "src/lib/log.ts")
        .assistant("Reverted to winston and set `format.combine(format.timestamp(), format.json())` so every line has the same shape.")
        .user("also you added LOG_LEVEL there? put it in .env.example too, any env var you add goes in .env.example, every time")
        .file("Edit", ".env.example")
        .assistant("Added `LOG_LEVEL=info` to `.env.example`.")
        .bash("npm run build:lambda && npm test -- --run src/lib", "✓ built dist/lambda (212 kB)\n Test Files  4 passed (4)")
        .stop("Winston stays, with a consistent JSON format; LOG_LEVEL is documented in .env.example. Lambda build and lib tests pass."),
    planted: [
      { kind: "decision", keys: ["winston"] },
      { kind: "instruction", keys: [".env.example"] },
    ],
  },
  {
    id: "b6-dates",
    build: (s) =>
      s
        .user("the invoice due-date calc is off by one day for users in UTC-something. repro in issue #412")
        .assistant("I'll read the due-date helper and the test around it.")
        .file("Read", "src/billing/dueDate.ts")
        .assistant(
          "It uses `moment(date).add(30, 'days').endOf('day')` in the server's local zone, then serialises to UTC, which shifts the day for negative offsets.",
        )
        .user("moment again. we should really get rid of it")
        .assistant("I can fix this call with `moment.utc` now, or replace moment in this module with date-fns or Luxon. Which do you prefer?")
        .user("date-fns. that's the decision for the whole codebase btw, moment is out, new code uses date-fns and we migrate old stuff as we touch it")
        .bash("npm i date-fns @date-fns/tz", "added 2 packages in 2s")
        .file("Edit", "src/billing/dueDate.ts")
        .file("Edit", "test/billing/dueDate.test.ts")
        .bash("npx vitest run test/billing/dueDate.test.ts", " ✓ test/billing/dueDate.test.ts (7 tests)\n Test Files  1 passed (1)")
        .assistant("Fixed with `addDays` + `endOfDay` in the user's zone via `@date-fns/tz`; added cases for UTC-5 and UTC+13.")
        .user("cool. while I think of it — /orders still returns everything in one go, we need pagination on it. not today, but dont let me forget")
        .assistant("Noted. I haven't touched /orders in this change.")
        .user("does `endOfDay` respect DST?")
        .assistant(
          "Yes, with a `TZDate` it computes the end of the local day, so a DST day ends at 23:59:59.999 local time; the UTC+13 test crosses a DST change.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["date-fns"] },
      { kind: "task", keys: ["pagination"] },
    ],
  },
  {
    id: "b6-rename-helper",
    build: (s) =>
      s
        .user("rename `getUsr` to `getUser` everywhere, the typo bugs me")
        .bash("rg -l 'getUsr' src test", "src/users/repo.ts\nsrc/routes/users.ts\ntest/users.test.ts")
        .assistant("Three files. I'll rename the export and its call sites.")
        .file("Edit", "src/users/repo.ts")
        .file("Edit", "src/routes/users.ts")
        .file("Edit", "test/users.test.ts")
        .bash("npx tsc --noEmit && npx vitest run test/users.test.ts", " ✓ test/users.test.ts (12 tests)")
        .assistant("Renamed; typecheck and the users tests pass.")
        .user("thx. is there any other place where we have typos like that in exports?")
        .bash("rg -n 'export (async )?function [a-z]+Usr|Acct[A-Z]' src", "")
        .assistant("Nothing else matching that pattern.")
        .user("what about `acct` vs `account`, we mix those")
        .bash("rg -c '\\bacct[A-Z]' src | head -3", "src/billing/invoice.ts:6\nsrc/billing/dunning.ts:2")
        .assistant("`acct` prefixes appear in two billing files (8 uses). They're consistent within each file, so I'd leave them unless you want a rename.")
        .user("k good")
        .stop(),
    planted: [],
  },
  {
    id: "b6-orm",
    build: (s) =>
      s
        .user("ok so the orm question. I've looked at prisma and drizzle. prisma's client gen step keeps breaking our lambda cold start. thoughts?")
        .assistant(
          "Drizzle has no generated client and no query engine binary, so the bundle is smaller and cold start doesn't load an engine. Prisma has the nicer migration story. For Lambda I'd lean drizzle.",
        )
        .user("agreed. decided: drizzle, not prisma. start with the `accounts` table")
        .bash("npm i drizzle-orm pg && npm i -D drizzle-kit", "added 9 packages in 4s")
        .file("Write", "src/db/schema/accounts.ts")
        .file("Write", "drizzle.config.ts")
        .bash("npx drizzle-kit introspect", "[✓] 1 table fetched\n[✓] Your schema file is ready ➜ drizzle/schema.ts")
        .assistant("Introspected `accounts` from the staging database. Columns match the existing SQL; `created_at` is `timestamptz`.")
        .user(
          "careful w staging data btw, it's not live: staging db is a snapshot of prod restored every night at 02:00 UTC so anything you write there is gone next morning",
        )
        .assistant("Good to know; I only read from it.")
        .bash(
          "psql $STAGING_URL -c 'explain select * from events where user_id = 42 order by created_at desc limit 50'",
          "Limit  (cost=0.00..8123.44 rows=50 width=96)\n  ->  Seq Scan on events  (cost=0.00..912311.00 rows=5616 width=96)\n        Filter: (user_id = 42)",
        )
        .assistant("Side note: the activity feed query does a seq scan on `events`; there's no index on `(user_id, created_at)`.")
        .user("yeah we know. add an index on events(user_id, created_at) later, it needs a concurrent build on prod so not in this PR")
        .assistant("Okay, leaving it out of this change.")
        .user("maybe we should also partition events by month?")
        .assistant("Could help at this size, but it's a bigger change; I'd measure after the index first.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["drizzle"] },
      { kind: "fact", keys: ["staging", "night"] },
      { kind: "task", keys: ["index", "user_id"] },
    ],
  },
  {
    id: "b6-flags",
    build: (s) =>
      s
        .user("we need feature flags for the new checkout. let's use launchdarkly, they have a node sdk")
        .assistant("I'll check the LaunchDarkly Node server SDK's init cost and how we'd inject the client.")
        .bash("npm view @launchdarkly/node-server-sdk version dist.unpackedSize", "version = '9.7.1'\ndist.unpackedSize = 1204113")
        .assistant("It's about 1.2 MB unpacked and keeps a streaming connection open, which doesn't fit Lambda well; they have a relay proxy for that.")
        .user("hmm. and I just checked pricing, it's per seat and way too much for us")
        .user("ok change of plan: no launchdarkly. we roll our own — a `feature_flags` table in postgres, cached 30s in memory. that's final")
        .file("Write", "src/db/schema/featureFlags.ts")
        .file("Write", "src/flags/index.ts")
        .bash("npx vitest run test/flags.test.ts", " ✓ test/flags.test.ts (5 tests)")
        .assistant(
          "Added the `feature_flags` table schema and `isEnabled(name, userId)` with a 30 s in-memory cache; tests cover the cache expiry and percentage rollouts.",
        )
        .user("can we also kill the old /api/v1/profile route while we're at it? I think nothing uses it")
        .bash("rg -n '/api/v1/profile' src clients 2>/dev/null", "clients/mobile/src/api/profile.ts:12:  return http.get('/api/v1/profile')")
        .assistant("The mobile client in `clients/mobile` still calls it.")
        .user("right, the mobile app still calls /api/v1/profile — old app versions in the wild. so v1 profile stays, good catch")
        .assistant("Leaving the route in place.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["feature_flags"] },
      { kind: "fact", keys: ["mobile", "v1/profile"] },
    ],
  },
  {
    id: "b6-ci-slow-question",
    build: (s) =>
      s
        .user("why is CI so slow today? the test job took 19 min")
        .bash("gh run list --limit 5 --json name,conclusion,updatedAt,startedAt", '[{"name":"ci","conclusion":"success"},{"name":"ci","conclusion":"success"}]')
        .bash("gh run view 9912 --log | rg 'Restored cache|Cache not found'", "Cache not found for input keys: node-modules-linux-5f2c")
        .assistant("The last run missed the node_modules cache, so it did a full install. Maybe the lockfile hash changed, or the cache was evicted.")
        .user("could be the 10GB cache limit? we never clean it")
        .assistant("That's possible; GitHub evicts least recently used caches past 10 GB. I can't confirm without the repo's cache usage.")
        .bash("gh cache list --limit 3", "node-modules-linux-a81e  1.1 GB\nnode-modules-linux-77d0  1.1 GB\nplaywright-linux  640 MB")
        .assistant("Several 1.1 GB node_modules caches are there, so eviction is plausible but not certain.")
        .user("meh, let's see if it happens again tomorrow")
        .assistant("Sure. If it does, `gh cache list --sort last_accessed_at` will show whether the key was evicted.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b6-monorepo",
    build: (s) =>
      s
        .user("ok big one. we have api/, web/ and shared/ each with its own package.json and shared is copied around with a script. lets fix that")
        .assistant("Options: npm workspaces, pnpm workspaces, or Nx/Turborepo on top. I'll check the repo layout first.")
        .bash("ls && cat package.json | head -20", 'api  web  shared  scripts  package.json\n{\n  "name": "acme",\n  "private": true')
        .user("we discussed it in the team yesterday: pnpm workspaces, no turbo for now. go")
        .file("Write", "pnpm-workspace.yaml")
        .bash("rm -rf node_modules */node_modules package-lock.json */package-lock.json && pnpm install", "Scope: all 4 workspace projects\nDone in 21.3s")
        .file("Edit", "web/package.json")
        .file("Edit", "api/package.json")
        .assistant("`shared` is now a workspace package (`@acme/shared: workspace:*`) in api and web; the copy script is gone.")
        .bash("pnpm -r test", " ERR_PNPM_RECURSIVE_RUN  api: vitest is waiting for file changes... (timed out)", 1)
        .user("no, you have to run tests with `pnpm test -- --run`, otherwise vitest goes into watch mode and hangs. always use --run")
        .bash("pnpm -r test -- --run", "api: Test Files 31 passed (31)\nweb: Test Files 18 passed (18)\nshared: Test Files 6 passed (6)")
        .assistant("All three packages pass.")
        .user("great. typescript is on 5.3 in web and 5.5 in api, we should bump everything to 5.6 — next time, not in this PR, it'll drag in type errors")
        .assistant("Agreed, leaving the TypeScript versions as they are for now.")
        .user("lol this is the cleanest our repo has looked in a year")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pnpm", "workspaces"] },
      { kind: "instruction", keys: ["--run"] },
      { kind: "task", keys: ["typescript", "5.6"] },
    ],
  },
  {
    id: "b6-api-v2",
    build: (s) =>
      s
        .user("we need to start v2 of the public api (breaking change on /customers). how do we version it")
        .assistant(
          "Common choices: a path prefix (`/v2/customers`), an `Accept-Version` header, or a media type. Path prefix is the easiest to route and cache; headers keep URLs stable.",
        )
        .user("what does stripe do?")
        .assistant("Stripe pins a version per account and lets requests override it with a `Stripe-Version` header.")
        .user("too fancy for us. decision: path prefix, v2 lives under /v2 and v1 stays as is until we sunset it")
        .file("Write", "src/routes/v2/customers.ts")
        .file("Edit", "src/app.ts")
        .assistant("I'll write the v2 handler. The v1 handler has five nested `if`s for the validation; I'll restructure in v2.")
        .file("Read", "src/routes/customers.ts")
        .user(
          "yes pls, and in general: prefer early returns over nested ifs. guard clauses at the top, happy path at the bottom. that's how I want code written here",
        )
        .file("Edit", "src/routes/v2/customers.ts")
        .bash("npx vitest run test/routes/v2", " ✓ test/routes/v2/customers.test.ts (9 tests)")
        .assistant("`GET/POST /v2/customers` are mounted next to v1; the handler uses guard clauses and returns the new `{ data, meta }` envelope.")
        .user("should v2 errors use rfc 7807 problem+json?")
        .assistant("It would be a good fit for a breaking version. Want me to do it in this change?")
        .user("hmm, not for now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["/v2"] },
      { kind: "instruction", keys: ["early return"] },
    ],
  },
  {
    id: "b6-readme-badge",
    build: (s) =>
      s
        .user("add a CI status badge to the README, top of the file")
        .file("Read", "README.md")
        .file("Edit", "README.md")
        .assistant("Added `![ci](https://github.com/acme/app/actions/workflows/ci.yml/badge.svg)` under the title.")
        .user("and a license badge next to it")
        .file("Edit", "README.md")
        .assistant("Done, MIT badge after the CI one.")
        .user("perfect thanks. how was your weekend lol")
        .assistant("No weekends on my side, but glad the README looks better.")
        .bash("git diff --stat", " README.md | 3 +++\n 1 file changed, 3 insertions(+)")
        .stop(),
    planted: [],
  },
  {
    id: "b6-cache",
    build: (s) =>
      s
        .user("sessions randomly logging out after deploys. I bet it's the memcached node being replaced")
        .assistant("I'll check where sessions are stored.")
        .file("Read", "src/session/store.ts")
        .assistant("Sessions are in memcached (`SESSION_CACHE_URL`), which has no persistence, so a node replacement drops them. That matches the symptom.")
        .bash("aws elasticache describe-cache-clusters --region eu-west-1 --query 'CacheClusters[].Engine'", '[\n  "memcached",\n  "redis"\n]')
        .assistant("There is already a Redis cluster in the account. Is it safe to use for sessions?")
        .user("yes go ahead. and prod is all in eu-west-1 btw, the eu-central-1 stuff is only the DR copy")
        .user("decided: move the session cache to redis. memcached gets decommissioned after this")
        .bash("npm i ioredis connect-redis", "added 6 packages in 2s")
        .file("Edit", "src/session/store.ts")
        .bash("npx vitest run test/session", " ✓ test/session/store.test.ts (8 tests)")
        .assistant("Sessions now go through `connect-redis` with a `sess:` prefix and TTL = cookie max-age.")
        .user("what happens to people logged in right now when we deploy")
        .assistant(
          "They'll be logged out once, since their sessions are only in memcached. A dual read would avoid that, at the cost of some code we delete next week.",
        )
        .user("one logout is fine")
        .stop(),
    planted: [
      { kind: "fact", keys: ["eu-west-1"] },
      { kind: "decision", keys: ["redis", "session"] },
    ],
  },
  {
    id: "b6-sync-client",
    build: (s) =>
      s
        .user("the partner sync job dies with 429s every night. can you make the client back off properly")
        .file("Read", "src/partners/client.ts")
        .assistant("It retries immediately three times with no delay. I'll add a retry policy.")
        .bash("rg -n 'X-RateLimit' logs/sync-2026-11-01.log | head -3", "X-RateLimit-Limit: 100\nX-RateLimit-Remaining: 0\nX-RateLimit-Reset: 41")
        .assistant("The responses say `X-RateLimit-Limit: 100`. Is that per minute?")
        .user("yes — the partner api allows 100 req/min per api key, it's in their contract. we have one key")
        .assistant("I'd propose linear backoff: wait 1s, 2s, 3s between retries.")
        .user(
          "no, linear will just hammer them in sync when several workers retry. exponential backoff with jitter, cap at 30s. thats the policy for all our outbound http clients",
        )
        .file("Edit", "src/partners/client.ts")
        .file("Write", "src/lib/retry.ts")
        .bash("npx vitest run test/partners test/lib/retry.test.ts", " ✓ test/lib/retry.test.ts (6 tests)\n ✓ test/partners/client.test.ts (11 tests)")
        .assistant("`withRetry` does full-jitter exponential backoff capped at 30 s and honours `Retry-After` when present.")
        .user("should we also put a token bucket in front so we never hit 429 at all?")
        .assistant("It would help; with one key and several workers it would need to be shared (Redis).")
        .user("hmm maybe. lets see how the backoff does first")
        .stop(),
    planted: [
      { kind: "fact", keys: ["partner", "100"] },
      { kind: "decision", keys: ["backoff", "jitter"] },
    ],
  },
  {
    id: "b6-auth-cookies",
    build: (s) =>
      s
        .user("someone on the team wants to move web auth from session cookies to JWT in localStorage. pros/cons?")
        .assistant(
          "JWTs in localStorage are readable by any XSS and hard to revoke; httpOnly session cookies aren't readable from JS and revoke by deleting the session. JWTs help mostly for cross-service auth.",
        )
        .user("yeah that's what I thought. we're keeping session cookies, no JWT for the web app. I'll tell them")
        .assistant("Then I'll tighten the cookie flags while we're here: `SameSite=Lax`, `Secure`, `HttpOnly`.")
        .file("Edit", "src/session/cookie.ts")
        .bash("npx vitest run test/session/cookie.test.ts", " ✓ test/session/cookie.test.ts (4 tests)")
        .user("does Lax break the oauth callback from google? that's a cross-site redirect")
        .assistant("No: Lax cookies are sent on top-level GET navigations, and the Google callback is a GET redirect. `Strict` would break it.")
        .user("ok. push it")
        .bash("git push origin main", "To github.com:acme/app.git\n ! [remote rejected] main -> main (protected branch hook declined)", 1)
        .user("whoa. don't push to main, ever. always branch + PR, even for one-liners. main is protected anyway")
        .bash("git switch -c fix/cookie-flags && git push -u origin fix/cookie-flags", "branch 'fix/cookie-flags' set up to track 'origin/fix/cookie-flags'.")
        .bash("gh pr create --fill", "https://github.com/acme/app/pull/588")
        .assistant("Sorry about that. Opened PR #588 from `fix/cookie-flags`.")
        .user("np")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cookie"] },
      { kind: "instruction", keys: ["push", "main"] },
    ],
  },
  {
    id: "b6-build-failure",
    build: (s) =>
      s
        .user("build is red on my branch, pls fix")
        .bash(
          "npm run build",
          "src/reports/export.ts:44:7 - error TS2322: Type 'string | undefined' is not assignable to type 'string'.\n// TODO: never pass undefined here, always default the locale\nFound 1 error.",
          1,
        )
        .assistant("One type error in `src/reports/export.ts`: `locale` can be undefined. The comment next to it already says to default it.")
        .file("Edit", "src/reports/export.ts")
        .bash("npm run build", "✓ built in 8.1s")
        .assistant("Defaulted `locale` to `'en-US'`; the build passes.")
        .user("ty. was that from my last commit?")
        .bash("git log -1 --format='%h %an %ar' -- src/reports/export.ts", "3f2a1b0 Sam Okafor 3 hours ago")
        .assistant("Yes, `3f2a1b0` from three hours ago changed the `locale` parameter to optional.")
        .user("ok my bad")
        .stop(),
    planted: [],
  },
  {
    id: "b6-ci-migration",
    build: (s) =>
      s
        .user("circleci bill came in. we're done with it: everything moves to github actions. port .circleci/config.yml")
        .file("Read", ".circleci/config.yml")
        .assistant("Three jobs: lint, test (parallelism 4), deploy on main. I'll port them to `.github/workflows/ci.yml`.")
        .file("Write", ".github/workflows/ci.yml")
        .bash(
          "gh workflow run ci.yml --ref chore/gha && gh run watch",
          "test (2)  Error: Process completed with exit code 137.\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          1,
        )
        .assistant("The test job was OOM-killed (exit 137). What size are the runners?")
        .user("our self-hosted runners only have 4GB RAM. that's why circle had maxWorkers=2")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gh workflow run ci.yml --ref chore/gha && gh run watch", "✓ lint\n✓ test (1) ✓ test (2) ✓ test (3) ✓ test (4)\n✓ ci")
        .assistant("Green with `--maxWorkers=2`.")
        .user("good. the lint job failed on my laptop earlier but passes here, weird")
        .bash("make lint", "eslint . --max-warnings 0\n✔ no problems")
        .assistant("`make lint` passes locally now too; earlier it may have been an unsaved file.")
        .user("btw for you: run `make lint` before every commit, not just npm run lint — make lint also runs the sql linter")
        .assistant("Will do.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["github actions"] },
      { kind: "fact", keys: ["runner", "4gb"] },
      { kind: "instruction", keys: ["make lint"] },
    ],
  },
  {
    id: "b6-validation",
    build: (s) =>
      s
        .user("the signup form validation is a mix of yup, joi and hand rolled checks. pick one")
        .bash(
          "rg -l \"from '(yup|joi|zod)'\" src web | sort | uniq -c | head",
          "src/routes/signup.ts\nsrc/routes/orders.ts\nweb/src/forms/signup.tsx\nsrc/routes/admin.ts",
        )
        .assistant("yup in 2 files, joi in 1, zod in 1. zod gives static types from the schema and works on both server and web; I'd standardise on it.")
        .user("yes, zod everywhere. yup and joi get removed as we go")
        .assistant("I'll also add `zod-form-data` to parse the multipart signup form.")
        .user("no wait. ask me before adding any new dependency, every time. we had supply chain scares. parse the form by hand")
        .file("Edit", "src/routes/signup.ts")
        .file("Edit", "web/src/forms/signup.tsx")
        .bash("npm uninstall yup && npx vitest run test/routes/signup.test.ts", "removed 3 packages\n ✓ test/routes/signup.test.ts (14 tests)")
        .assistant("Signup uses one zod schema shared by server and form; the multipart form is read with `Object.fromEntries(formData)`.")
        .user("what about joi in admin.ts?")
        .assistant("Left as is: it's not part of signup. Should I convert it now?")
        .user("nah leave it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zod"] },
      { kind: "instruction", keys: ["dependency"] },
    ],
  },
  {
    id: "b6-lambda-runtime",
    build: (s) =>
      s
        .user("lambdas are on node 18 which is EOL. bump them to node 20")
        .bash("rg -n 'nodejs18' infra/", 'infra/functions.tf:12:  runtime = "nodejs18.x"\ninfra/functions.tf:31:  runtime = "nodejs18.x"')
        .file("Edit", "infra/functions.tf")
        .assistant("Set both to `nodejs20.x`. Heads-up: Node 20 already reached end of life in April 2026, so it won't get security fixes either.")
        .user("wait really? then no, go straight to node 22. final answer: node 22 for all lambdas")
        .file("Edit", "infra/functions.tf")
        .bash(
          "terraform -chdir=infra plan -target=aws_lambda_function.api",
          '  ~ runtime = "nodejs18.x" -> "nodejs22.x"\nPlan: 0 to add, 2 to change, 0 to destroy.',
        )
        .assistant("Plan shows both functions moving to `nodejs22.x`.")
        .user(
          "while ur in infra — the helm chart for the worker still uses the deprecated apiVersion stuff. we need to upgrade the helm chart to v3 after the release freeze ends. don't do it now",
        )
        .assistant("Understood, I won't touch the chart.")
        .bash("terraform -chdir=infra fmt -check", "")
        .user("is terraform fmt part of CI?")
        .assistant("I don't see it in `.github/workflows/ci.yml`; it only ran here.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["node 22"] },
      { kind: "task", keys: ["helm"] },
    ],
  },
  {
    id: "b6-do-question",
    build: (s) =>
      s
        .user("explain to me how the outbox pattern would work with our postgres + sqs setup. just explain, no code")
        .assistant(
          "Write the business row and an `outbox` row in one transaction; a relay reads unsent outbox rows, publishes them to SQS, and marks them sent. Consumers must be idempotent because a crash between publish and mark means a resend.",
        )
        .user("and what if the relay is down for an hour")
        .assistant("Rows pile up in the outbox and go out when it comes back; nothing is lost, only delayed. You'd alert on the oldest unsent row's age.")
        .user("would debezium be overkill?")
        .assistant("For one table and one queue, probably; a polling relay is a small loop. Debezium pays off with many tables or consumers.")
        .bash("psql $STAGING_URL -c '\\dt outbox*'", 'Did not find any relation named "outbox*".')
        .assistant("There's no outbox table today, for reference.")
        .user("ok, food for thought. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b6-commit-style",
    build: (s) =>
      s
        .user("commit what you have for the reports fix")
        .bash(
          "git add -A && git commit -m 'fixed stuff in reports'",
          "[fix/reports 1c9e2a0] fixed stuff in reports\n 3 files changed, 41 insertions(+), 12 deletions(-)",
        )
        .user(
          "ugh no. commit messages here are conventional commits: `fix(reports): ...`, `feat(api): ...` etc. the changelog is generated from them. amend it",
        )
        .bash("git commit --amend -m 'fix(reports): default locale in CSV export'", "[fix/reports 7aa01f3] fix(reports): default locale in CSV export")
        .assistant("Amended to `fix(reports): default locale in CSV export`.")
        .user("is there a commitlint hook to stop this happening?")
        .bash("ls .husky && cat package.json | rg commitlint", ".husky/pre-commit")
        .assistant("No, only a pre-commit hook; there's no `commit-msg` hook or commitlint config.")
        .user("hm fine, skip it for now")
        .bash("git diff --stat main...HEAD", " src/reports/export.ts | 38 +++--\n src/reports/format.ts | 9 +-\n test/reports.test.ts | 6 +\n 3 files changed")
        .user("also split the big refactor branch you did yesterday? it was 1100 lines, nobody can review that")
        .assistant("I can split it into the extraction of `format.ts`, the renames, and the behaviour change.")
        .user("yes. and as a rule keep PRs under 400 lines of diff, split anything bigger")
        .bash("git log --oneline refactor/reports | head -5", "c01d2e3 move formatters\n9f8e7d6 rename columns\n1a2b3c4 change rounding")
        .assistant("The branch has three commits that map onto those three parts; I'll open one PR per commit.")
        .bash("gh pr create --base main --head refactor/reports-1 --fill", "https://github.com/acme/app/pull/590")
        .stop("Opened #590 with the formatter move (312 lines); the renames and rounding change follow as separate PRs."),
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "instruction", keys: ["400 lines"] },
    ],
  },
  {
    id: "b6-codegen",
    build: (s) =>
      s
        .user("the OrderStatus enum is missing 'refunded' in the api client types. add it")
        .bash(
          "rg -n 'OrderStatus' src/gen/api.ts | head -2",
          "src/gen/api.ts:1:// Code generated by openapi-typescript. DO NOT EDIT.\nsrc/gen/api.ts:210:export type OrderStatus = 'open' | 'paid' | 'cancelled';",
        )
        .assistant("`src/gen/api.ts` is generated; I'll add the value there.")
        .file("Edit", "src/gen/api.ts")
        .user("no!! never hand-edit src/gen. change openapi.yaml and regenerate with `npm run codegen`. that goes for everything under src/gen")
        .bash("git checkout src/gen/api.ts", "Updated 1 path from the index")
        .file("Edit", "openapi.yaml")
        .bash(
          "npm run codegen && git diff --stat",
          "✨ openapi-typescript 7.4.0\n🚀 openapi.yaml → src/gen/api.ts [38ms]\n openapi.yaml   | 1 +\n src/gen/api.ts | 2 +-",
        )
        .assistant("Added `refunded` to the spec and regenerated.")
        .user("run the typecheck too")
        .bash("npx tsc --noEmit", "")
        .assistant("Typecheck passes.")
        .user("does anything in legacy/ use OrderStatus?")
        .bash("rg -l 'OrderStatus' legacy/ ; rg -l \"from '../legacy\" src", "legacy/orders/sync.js\nsrc/cli/admin.ts")
        .assistant("`legacy/orders/sync.js` does, and only `src/cli/admin.ts` imports from legacy.")
        .user("right. legacy/ is dead code, only the admin cli still imports it")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["codegen"] },
      { kind: "fact", keys: ["legacy"] },
    ],
  },
  {
    id: "b6-withdrawn-idea",
    build: (s) =>
      s
        .user("thinking out loud: what if we moved the cron jobs into the api process with node-cron instead of separate lambdas")
        .assistant("It removes a deploy target, but every api instance would run the jobs unless you add a lock, and jobs would share the api's memory.")
        .user("right, with 4 instances we'd get 4 runs. forget it, bad idea")
        .assistant("Okay.")
        .user("out of curiosity, is node-cron even maintained")
        .bash("npm view node-cron time.modified version", "time.modified = '2025-06-10T08:12:44.101Z'\nversion = '4.1.0'")
        .assistant("Last published in June 2025 (4.1.0), so it's alive.")
        .user("I wonder if we'd even need a lock if only one instance had a flag like RUN_CRON=1")
        .assistant("That would work until a deploy briefly runs old and new tasks together, or the flagged instance dies and nothing runs the jobs.")
        .user("yeah no. moving on")
        .stop(),
    planted: [],
  },
  {
    id: "b6-test-style",
    build: (s) =>
      s
        .user("write tests for `formatMoney` in src/lib/money.ts")
        .file("Read", "src/lib/money.ts")
        .file("Write", "test/lib/money.test.ts")
        .bash("npx vitest run test/lib/money.test.ts", " ✓ test/lib/money.test.ts (6 tests)\n   Snapshots  1 written")
        .assistant("Six tests, including a snapshot of the formatted table for all currencies.")
        .user("no snapshot tests please. we never use them here, they get blindly updated. assert the actual values")
        .file("Edit", "test/lib/money.test.ts")
        .bash("rm -rf test/lib/__snapshots__ && npx vitest run test/lib/money.test.ts", " ✓ test/lib/money.test.ts (9 tests)")
        .assistant(
          "Replaced the snapshot with explicit expectations per currency (JPY has no minor unit, BHD has three), plus negative amounts and rounding at half a cent. All 9 pass, and I've removed the snapshot directory that vitest had written.",
        )
        .user("too long. keep your summaries to a few short bullet points, I don't read paragraphs")
        .assistant("- 9 tests, no snapshots\n- JPY/BHD minor units covered\n- snapshot dir removed")
        .user("better. also the checkout e2e is timing out again on CI")
        .bash(
          "npx playwright test e2e/checkout.spec.ts --retries 0",
          "  1) e2e/checkout.spec.ts:22:3 › pays with card\n    Test timeout of 30000ms exceeded.",
          1,
        )
        .assistant("It times out waiting for the payment iframe; it passed on retry in the last CI runs.")
        .user("leave it for now. open item: fix the checkout e2e timeout, probably the stripe iframe. not this session")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["snapshot"] },
      { kind: "instruction", keys: ["bullet"] },
      { kind: "task", keys: ["checkout", "e2e"] },
    ],
  },
  {
    id: "b6-search",
    build: (s) =>
      s
        .user("find where we compute the payout fee")
        .bash(
          "grep -rn 'payoutFee' . --include=*.ts | head",
          "./node_modules/@acme/sdk/dist/index.d.ts:88: payoutFee: number\n./src/payments/payouts.ts:51:export function payoutFee(",
        )
        .assistant("`src/payments/payouts.ts:51`.")
        .user("lol that hit node_modules first")
        .user("pls always use ripgrep (`rg`) instead of grep -r, it skips node_modules and is way faster on this repo")
        .bash(
          "rg -n 'payoutFee' src",
          "src/payments/payouts.ts:51:export function payoutFee(\nsrc/payments/payouts.ts:88:  const fee = payoutFee(amount, country)",
        )
        .file("Read", "src/payments/payouts.ts")
        .assistant("The fee is 0.25% + a fixed 25 cents, with a minimum for non-EU countries.")
        .user("hmm that minimum looks wrong to me but I'm not sure. who wrote it?")
        .bash("git log -L51,70:src/payments/payouts.ts --format='%an %s' | head -3", "Priya Raman feat(payments): non-EU payout minimum")
        .assistant("Priya Raman added the non-EU minimum.")
        .user("when?")
        .assistant("In March, commit `4e1d0aa`, with the message `feat(payments): non-EU payout minimum`; the PR description isn't linked.")
        .user("ah ok. fyi the whole payments service is owned by Priya's team. I'll ask her")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ripgrep"] },
      { kind: "fact", keys: ["priya"] },
    ],
  },
  {
    id: "b6-migrations",
    build: (s) =>
      s
        .user("add a `currency` column to orders, default 'EUR'")
        .bash("ls migrations | tail -3", "20261020_0915_add_refunds.sql\n20261028_1402_orders_status_idx.sql\n20261030_1130_drop_old_carts.sql")
        .file("Write", "migrations/add_currency.sql")
        .user("name it like the others: migration files get a YYYYMMDD_HHMM timestamp prefix, always. our runner sorts by name")
        .bash("git mv migrations/add_currency.sql migrations/20261102_1010_orders_currency.sql", "")
        .assistant("Renamed to `20261102_1010_orders_currency.sql`.")
        .bash("npm run migrate:staging", "applying 20261102_1010_orders_currency.sql ... ok")
        .bash("psql $STAGING_URL -c \"select count(*) from orders where created_at < '2024-01-01' and currency = 'EUR'\"", " count \n-------\n 18240")
        .assistant("Applied on staging. Note every pre-2024 order now shows EUR, but some were in GBP according to `payments.currency`.")
        .user("yeah the 2023 orders need a backfill of the real currency from payments. do that tomorrow, it needs a batch job")
        .assistant("Okay, the migration only adds the column with the default.")
        .user("would a trigger be better than the default?")
        .assistant("A default is enough for new rows, and a trigger wouldn't fix the old rows either.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["migration", "timestamp"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b6-refactor-done",
    build: (s) =>
      s
        .user("extract the pdf rendering from invoiceController into its own module")
        .file("Read", "src/controllers/invoiceController.ts")
        .file("Write", "src/invoices/renderPdf.ts")
        .file("Edit", "src/controllers/invoiceController.ts")
        .bash("npx tsc --noEmit && npx vitest run test/invoices", " ✓ test/invoices/controller.test.ts (15 tests)")
        .assistant("Moved `renderPdf` and its font loading into `src/invoices/renderPdf.ts`; the controller imports it. Tests pass.")
        .user("can you also add a test for renderPdf directly")
        .file("Write", "test/invoices/renderPdf.test.ts")
        .bash("npx vitest run test/invoices/renderPdf.test.ts", " ✓ test/invoices/renderPdf.test.ts (3 tests)")
        .assistant("Three tests: page count, embedded font, and the total line.")
        .user("great, ship it")
        .bash(
          "git switch -c refactor/render-pdf && git commit -am 'refactor(invoices): extract renderPdf' && gh pr create --fill",
          "https://github.com/acme/app/pull/593",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b6-sentry",
    build: (s) =>
      s
        .user("errors from the worker aren't showing up in sentry")
        .file("Read", "src/worker/main.ts")
        .assistant("The worker never calls `Sentry.init`; only the api does. It needs the DSN, which isn't in the worker's env.")
        .user("where does the api get it from then")
        .bash(
          "rg -n 'SENTRY_DSN' scripts/ infra/ src/",
          "scripts/deploy.sh:22:export SENTRY_DSN=$(op read 'op://infra/sentry-dsn/credential')\nsrc/api/main.ts:9:  dsn: process.env.SENTRY_DSN,",
        )
        .user("the sentry DSN is in 1Password, vault `infra`, item 'sentry-dsn'. it's not in any .env on purpose")
        .bash("op read 'op://infra/sentry-dsn/credential' >/dev/null && echo ok", "ok")
        .file("Edit", "src/worker/main.ts")
        .file("Edit", "infra/worker.tf")
        .assistant("The worker now calls `Sentry.init` with `SENTRY_DSN`, which the deploy script reads with `op read` like the api's.")
        .bash("npm run worker:dev & sleep 5; curl -s localhost:8081/debug/throw", '{"sent":true,"eventId":"b1f0c2"}')
        .user("I see it in sentry, nice. if the DB failover happens again like last month, would the worker recover?")
        .assistant("The pg pool retries connections, but nothing documents what to do during a failover; last month's notes are only in Slack.")
        .user("yeah. we should write a runbook for the db failover at some point. not now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sentry", "1password"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b6-invoices-cron",
    build: (s) =>
      s
        .user("customers say the invoice emails arrive at random times in the morning")
        .bash("rg -n 'schedule' infra/cron.tf", 'infra/cron.tf:4:  schedule_expression = "cron(30 3 * * ? *)"')
        .assistant("The invoice job is scheduled at 03:30 UTC. How long does it usually run?")
        .bash(
          "aws logs filter-log-events --log-group-name /jobs/invoices --filter-pattern 'finished' --limit 3",
          "finished in 2391s\nfinished in 2544s\nfinished in 2410s",
        )
        .assistant("About 40 minutes each night, and emails go out as each invoice is rendered, so they arrive from 03:30 to ~04:10 UTC.")
        .user("could we batch the sends at the end instead?")
        .assistant(
          "We could, but a crash at minute 39 would then send nothing; today every rendered invoice is already out. I'd keep it unless the spread matters to customers.",
        )
        .user("ok that explains it. so the invoice cron runs at 03:30 UTC and takes ~40min, good to know. that's fine")
        .user("different thing: the CSV export of invoices, can you make the dates ISO")
        .file("Edit", "src/reports/invoicesCsv.ts")
        .bash("npx vitest run test/reports/invoicesCsv.test.ts", " ✓ test/reports/invoicesCsv.test.ts (5 tests)")
        .assistant(
          "Dates in the CSV export are ISO 8601 now. Not done: the export still formats them in server time and ignores the account's timezone; that needs the account setting threaded through, so I've left it for a follow-up.",
        )
        .user("yep leave the csv timezone thing as a follow up")
        .stop(),
    planted: [
      { kind: "fact", keys: ["invoice", "cron"] },
      { kind: "task", keys: ["csv", "timezone"] },
    ],
  },
  {
    id: "b6-docker",
    build: (s) =>
      s
        .user("the prod image is 1.4GB, can you slim it")
        .file("Read", "Dockerfile")
        .assistant("This `Dockerfile` installs dev dependencies and copies the whole repo. I'll switch it to a multi-stage build.")
        .user("wrong file. prod is built from Dockerfile.prod, the plain Dockerfile is only for local dev with hot reload")
        .file("Read", "Dockerfile.prod")
        .file("Edit", "Dockerfile.prod")
        .bash("docker build -f Dockerfile.prod -t app:slim . && docker images app:slim --format '{{.Size}}'", "412MB")
        .assistant("1.4 GB → 412 MB: `node:22-slim` base, `npm ci --omit=dev` in a build stage, only `dist/` copied.")
        .user("how do I test it before merging")
        .assistant("Is there a preview environment per branch?")
        .user("yes, every branch gets deployed to <branch>.preview.acme.dev automatically when you push")
        .bash("git push -u origin chore/slim-image", "remote: Preview: https://chore-slim-image.preview.acme.dev")
        .assistant("Pushed; the preview is at `chore-slim-image.preview.acme.dev`.")
        .bash("curl -s https://chore-slim-image.preview.acme.dev/healthz", '{"ok":true,"version":"a1b9e0"}')
        .stop(),
    planted: [
      { kind: "fact", keys: ["dockerfile.prod"] },
      { kind: "fact", keys: ["preview"] },
    ],
  },
  {
    id: "b6-logs-quoted",
    build: (s) =>
      s
        .user(
          "what does this mean, from the deploy log:\n```\nWARN never retrying: task definition drift detected\nINFO always-on service api: desired=4 running=3\nTODO(ops): remove legacy target group\n```",
        )
        .assistant(
          "The WARN says ECS found the running task definition differs from the one in the deploy and will not retry. `desired=4 running=3` means one task hasn't started yet. The TODO is a comment from the deploy script, not an error.",
        )
        .user("is the drift a problem?")
        .bash(
          "aws ecs describe-services --cluster prod --services api --query 'services[0].deployments[].{s:status,r:runningCount}'",
          '[{"s":"PRIMARY","r":4}]',
        )
        .assistant("Not anymore: one PRIMARY deployment with 4 running tasks, so it settled.")
        .user("ok cool, false alarm")
        .assistant("Looks like it.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b6-scheduler",
    build: (s) =>
      s
        .user("the nightly cleanup didn't run. it's on the old `node-schedule` box")
        .bash("ssh sched-1 'systemctl status cleanup.timer'", "● cleanup.timer - nightly cleanup\n   Active: inactive (dead) since Sun 2026-11-01 02:00:03 UTC")
        .assistant("The timer is inactive since Sunday's reboot; it isn't enabled.")
        .bash("ssh sched-1 'sudo systemctl enable --now cleanup.timer'", "Created symlink /etc/systemd/system/timers.target.wants/cleanup.timer")
        .assistant("Enabled it and started it; the next run is tonight at 02:00.")
        .user("thx. this box is a liability. TODO for later: move all the cron jobs off the old scheduler box onto eventbridge. not today, I need a plan first")
        .assistant("Okay. I count 7 timers on the box: cleanup, invoices-retry, sitemap, and four report jobs.")
        .user("also while we're on leftovers — the `legacyAuth` flag can go once mobile 4.2 is out, remember that. 4.2 ships in dec")
        .bash("rg -c 'legacyAuth' src", "src/auth/middleware.ts:4\nsrc/flags/defaults.ts:1")
        .assistant("`legacyAuth` is read in 4 places in the auth middleware and defaulted in `src/flags/defaults.ts`.")
        .user("could we just flip it off now and see who screams?")
        .assistant("Old mobile versions would fail to log in, so I'd wait for 4.2 as you said.")
        .user("yeah yeah, joking")
        .stop(),
    planted: [
      { kind: "task", keys: ["scheduler"] },
      { kind: "task", keys: ["legacyauth"] },
    ],
  },
  {
    id: "b6-emails",
    build: (s) =>
      s
        .user("the password reset email has the old logo")
        .bash("rg -l 'logo-2023' templates/", "templates/email/reset.mjml\ntemplates/email/welcome.mjml\ntemplates/email/reset-copy.mjml")
        .assistant("Three templates reference the old logo, and `reset-copy.mjml` looks like a near-duplicate of `reset.mjml`.")
        .file("Edit", "templates/email/reset.mjml")
        .file("Edit", "templates/email/welcome.mjml")
        .file("Edit", "templates/email/reset-copy.mjml")
        .bash("npm run email:build", "✓ 14 templates compiled")
        .assistant("Updated the logo in all three.")
        .user("there's so much copy-paste in those email templates. we still need to dedupe them into layouts + partials, later")
        .assistant("Noted, I only changed the logo.")
        .user("lol that 2023 logo. what were we thinking")
        .assistant("It had a lot of gradient going on.")
        .user("and do deleted accounts still get emails? someone complained")
        .bash("rg -n 'deleted_at' src/mail", "src/mail/send.ts:18:  if (user.deleted_at) return { skipped: 'deleted' };")
        .assistant("No: `src/mail/send.ts:18` skips users with `deleted_at` set. The complaint may be about a digest that was queued before the deletion.")
        .user("ok probably that, nvm")
        .stop(),
    planted: [{ kind: "task", keys: ["email", "template"] }],
  },
  {
    id: "b6-s3-keys",
    build: (s) =>
      s
        .user("upload to the exports bucket fails with AccessDenied")
        .bash("aws s3 cp /tmp/t.csv s3://acme-exports/t.csv", "upload failed: An error occurred (AccessDenied) when calling the PutObject operation", 1)
        .bash("aws sts get-caller-identity --query Arn", '"arn:aws:iam::1234:user/exports-writer"')
        .assistant("You're using the `exports-writer` IAM user. I'll compare its policy with the bucket.")
        .user("is it maybe a KMS thing? the bucket got encryption last month i think")
        .assistant("Could be; a missing `kms:GenerateDataKey` also shows up as AccessDenied. Checking the IAM policy first since it's cheaper.")
        .bash("aws iam list-attached-user-policies --user-name exports-writer", '{"AttachedPolicies":[{"PolicyName":"exports-write-2024"}]}')
        .assistant("The policy grants `s3:PutObject` on `acme-exports-2024/*`, the old bucket name. The bucket was renamed.")
        .user("ah. fix the policy")
        .file("Edit", "infra/iam/exports.tf")
        .bash("terraform -chdir=infra apply -target=aws_iam_policy.exports_write -auto-approve", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")
        .bash("aws s3 cp /tmp/t.csv s3://acme-exports/t.csv", "upload: /tmp/t.csv to s3://acme-exports/t.csv")
        .assistant("Policy now points at `acme-exports`; the upload works.")
        .user("so not kms after all")
        .assistant("No, just the bucket name in the policy.")
        .user("those access keys for exports-writer are from 2024 too. remind me: we need to rotate the s3 access keys, next week after the audit")
        .stop(),
    planted: [{ kind: "task", keys: ["rotate", "s3"] }],
  },
  {
    id: "b6-infra-approvals",
    build: (s) =>
      s
        .user("can you apply the terraform change for the bigger RDS instance? plan is in the PR")
        .bash(
          "terraform -chdir=infra plan -target=aws_db_instance.main",
          '  ~ instance_class = "db.r6g.large" -> "db.r6g.xlarge"\nPlan: 0 to add, 1 to change, 0 to destroy.',
        )
        .assistant("The plan changes only the instance class. Applying will cause a short failover. Go ahead?")
        .user("hold on. Tomas is our infra owner, he's the one who approves infra changes. I'll ping him")
        .assistant("Okay, I won't apply.")
        .user("meanwhile what's the current CPU on the db")
        .bash(
          "aws cloudwatch get-metric-statistics --namespace AWS/RDS --metric-name CPUUtilization --dimensions Name=DBInstanceIdentifier,Value=main --statistics Average --period 3600 --start-time 2026-11-09T00:00 --end-time 2026-11-10T00:00",
          '{"Datapoints":[{"Average":78.2},{"Average":83.9}]}',
        )
        .assistant("Hourly average between 78 and 84% yesterday.")
        .user("yikes. ok")
        .user("Tomas says go")
        .bash(
          "terraform -chdir=infra apply -target=aws_db_instance.main -auto-approve",
          "aws_db_instance.main: Modifications complete after 9m12s\nApply complete! Resources: 0 added, 1 changed, 0 destroyed.",
        )
        .assistant("Applied; the instance is `db.r6g.xlarge` now.")
        .stop(),
    planted: [{ kind: "fact", keys: ["tomas"] }],
  },
  {
    id: "b6-audit-log",
    build: (s) =>
      s
        .user("compliance asked whether we log admin actions. do we?")
        .bash(
          "rg -n 'auditLog\\.(write|record)' src | head",
          "src/admin/users.ts:41:  await auditLog.record('user.update', actor, target)\nsrc/admin/users.ts:77:  await auditLog.record('user.suspend', actor, target)",
        )
        .assistant(
          "Admin updates and suspensions are recorded in `audit_log`. Deletes aren't: `deleteUser` in `src/admin/users.ts` has no `auditLog.record` call.",
        )
        .file("Read", "src/admin/users.ts")
        .user("hm is that on purpose?")
        .assistant("I can't tell from the code or the git history; the commit adding deletes doesn't mention it.")
        .user("probably forgot. follow-up for us: the audit log has to record deletes too. I'll put it on the list, don't do it now, it needs a schema change")
        .user("compliance and their spreadsheets lol")
        .assistant("Want me to export the list of actions that are recorded today, for their sheet?")
        .user("no they already have it. thx")
        .stop(),
    planted: [{ kind: "task", keys: ["audit log", "delete"] }],
  },
  {
    id: "b6-chitchat",
    build: (s) =>
      s
        .user("morning! coffee hasn't kicked in yet")
        .assistant("Morning. What are we working on?")
        .user("nothing big. what's on the branch")
        .bash(
          "git status -sb && git log --oneline -3",
          "## feat/bulk-export...origin/feat/bulk-export\n e4c1f00 feat(export): stream rows\n 91aa3b2 feat(export): add endpoint\n 0b77d12 chore: bump deps",
        )
        .assistant("`feat/bulk-export`, clean, three commits ahead: streaming rows, the endpoint, and a deps bump.")
        .user("did the deps bump break anything?")
        .bash("npm test -- --run 2>&1 | tail -3", " Test Files  88 passed (88)\n      Tests  1204 passed (1204)")
        .assistant("No, all 88 test files pass.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "b6-proposal-unconfirmed",
    build: (s) =>
      s
        .user("the admin dashboard is slow to load, like 6s")
        .bash("curl -s -w '%{time_total}\\n' -o /dev/null localhost:3000/admin/api/stats", "5.812")
        .file("Read", "src/admin/stats.ts")
        .assistant("`/admin/api/stats` runs 11 count queries one after another. Running them in parallel would cut it to roughly the slowest one.")
        .user("do it")
        .file("Edit", "src/admin/stats.ts")
        .bash("curl -s -w '%{time_total}\\n' -o /dev/null localhost:3000/admin/api/stats", "1.204")
        .assistant("Down to 1.2 s with `Promise.all`.")
        .assistant(
          "We could also cache the stats for 5 minutes, or move them to a materialized view refreshed every hour. I'd suggest the materialized view going forward.",
        )
        .user("hmm, not sure, the ops people like live numbers. let me think about it")
        .user("why was it sequential in the first place?")
        .assistant(
          "Probably because each query used to reuse one client from the pool; `git blame` shows a 2022 commit that switched to the pool without changing the awaits.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b6-hypothesis-debug",
    build: (s) =>
      s
        .user("memory on the worker keeps creeping up until it restarts, every ~2 days")
        .assistant("It could be the pdf renderer keeping fonts, an unbounded in-memory cache, or listeners piling up on the queue client.")
        .bash(
          "node --inspect dist/worker.js & sleep 2; npx heapsnapshot-diff a.heapsnapshot b.heapsnapshot | head -4",
          "+ 48,211 (closure) onMessage\n+ 48,190 EventEmitter listeners\n+ 12 Buffer",
        )
        .assistant(
          "The diff shows ~48k extra `onMessage` closures and EventEmitter listeners, which points to a listener being added per message. I think it's in `src/worker/consume.ts`, but that's a guess until I read it.",
        )
        .user("maybe it's the sqs client, I remember a bug in v3.400 or so")
        .assistant("That's possible too. I haven't found a matching issue yet.")
        .file("Read", "src/worker/consume.ts")
        .assistant("`consume` calls `queue.on('message', ...)` inside the polling loop, so it adds a listener on every poll.")
        .file("Edit", "src/worker/consume.ts")
        .bash("npx vitest run test/worker/consume.test.ts", " ✓ test/worker/consume.test.ts (7 tests)")
        .assistant("Moved the listener registration out of the loop and added a test that counts listeners after 100 polls.")
        .user("sweet 🎉 that was quick")
        .stop(),
    planted: [{ kind: "fact", keys: ["listener", "poll"] }],
  },
  {
    id: "b6-codex-review",
    build: (s) =>
      s
        .user("review my diff before I push, esp. the error handling")
        .bash("git diff main...HEAD --stat", " src/routes/uploads.ts | 64 ++++++++++----\n test/uploads.test.ts  | 22 +++++\n 2 files changed")
        .file("Read", "src/routes/uploads.ts")
        .assistant(
          "**Reviewing uploads route**\n\n- `catch (e) { return res.status(500) }` swallows the error without logging it\n- the size check runs after the body is read, so a 2 GB upload is buffered first\n- the new test doesn't cover the size limit",
        )
        .user("good points. fix the first and third, the second one is already fixed on main, I'll rebase")
        .file("Edit", "src/routes/uploads.ts")
        .file("Edit", "test/uploads.test.ts")
        .bash("npx vitest run test/uploads.test.ts", " ✓ test/uploads.test.ts (8 tests)")
        .assistant("The catch now logs with the request id before answering 500, and there's a test for a 413 on an oversized upload.")
        .user("should the 500 include the request id in the body?")
        .assistant("It helps support match reports to logs, and it leaks nothing sensitive. Your call.")
        .user("I'll think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b6-todo-sweep",
    build: (s) =>
      s
        .user("list the TODOs in src/parser, I want to clean them up")
        .bash(
          "rg -n 'TODO|FIXME' src/parser",
          "src/parser/lexer.ts:40:  // TODO: never allow tabs inside identifiers\nsrc/parser/lexer.ts:88:  // TODO handle CRLF\nsrc/parser/ast.ts:12:// FIXME: always copies the node, slow\nsrc/parser/ast.ts:70:// TODO(2023): remove after v3",
        )
        .assistant(
          "**Scanning parser TODOs**\n\nFour:\n- `lexer.ts:40` TODO: never allow tabs inside identifiers\n- `lexer.ts:88` TODO handle CRLF\n- `ast.ts:12` FIXME: always copies the node\n- `ast.ts:70` TODO(2023): remove after v3",
        )
        .user("v3 shipped ages ago, the ast.ts:70 one is stale. and tabs are already rejected I think?")
        .bash("rg -n 'isIdentChar' src/parser/lexer.ts | head -2", "src/parser/lexer.ts:52:function isIdentChar(c: string) { return /[A-Za-z0-9_$]/.test(c); }")
        .assistant("Yes, `isIdentChar` only accepts `[A-Za-z0-9_$]`, so tabs can't be in identifiers; that TODO is stale too.")
        .user("delete the two stale ones and fix the CRLF one now")
        .file("Edit", "src/parser/lexer.ts")
        .file("Edit", "src/parser/ast.ts")
        .file("Edit", "test/parser/lexer.test.ts")
        .bash("npx vitest run test/parser", " ✓ test/parser/lexer.test.ts (21 tests)\n ✓ test/parser/ast.test.ts (9 tests)")
        .assistant(
          "**Cleaning up**\n\nRemoved the two stale comments and made the lexer treat `\\r\\n` as one newline (test added for line numbers after CRLF). The FIXME in `ast.ts:12` is still there; want it looked at?",
        )
        .user("yes go")
        .file("Edit", "src/parser/ast.ts")
        .bash("npx vitest run test/parser && npm run bench:parser", " Test Files  2 passed (2)\nparse 10k lines: 41.2 ms (was 63.8 ms)")
        .assistant("`cloneNode` now copies only when a transform changes the node; parsing 10k lines went from 63.8 to 41.2 ms. No TODOs left in src/parser.")
        .user("🔥")
        .stop(),
    planted: [],
  },
  {
    id: "b6-grok-style",
    build: (s) =>
      s
        .user("quick: what's the difference between `npm ci` and `npm install` again")
        .assistant(
          "`npm ci` installs exactly what the lockfile says, deletes node_modules first and fails if package.json and the lockfile disagree; `npm install` may update the lockfile.",
        )
        .user("so if I run npm ci right now will it nuke my linked package")
        .bash("ls -l node_modules/@acme | head -3", "lrwxr-xr-x  shared -> ../../shared")
        .assistant("Yes: `node_modules/@acme/shared` is a symlink from `npm link`, and `npm ci` deletes node_modules, so you'd need to link it again.")
        .user("k. never mind then")
        .stop(),
    planted: [],
  },
];

/** The sixth blind set: events, segments and scoring of BLIND6_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND6 = plantedSet(BLIND6_SESSIONS, START);
