/**
 * A planted set for the offline long-term-memory extractor in the voice of users who dictate by
 * voice-to-text or type fast: run-on sentences, little punctuation, filler ("um so basically",
 * "like", "ok so"), several items buried in one long message mixed with requests; the agents
 * (Gemini CLI and Claude Code voice) answer in tidy markdown. Written without reading the
 * extractor (src/core/memories/extract.ts), its dialogue or sentence models, or the other
 * planted sets' sessions. Training set for the sentence classifier (written without reading the
 * extractor). Each session is one segment; the items planted in it are listed with it: 70 items
 * (17 decisions, 18 instructions, 18 facts, 17 tasks) in 52 sessions, 16 of which plant nothing.
 * Every other message must give nothing: questions, hypotheses, proposals not taken or never
 * confirmed, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output, chit-chat,
 * and requests the agent completes in the same session. Three sessions supersede an earlier
 * decision with a later one; only the later one is planted.
 *
 * Matching rule (fixed before any extractor runs on this set; planted-blind.ts's rule, implemented
 * in planted-scoring.ts):
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

export const TUNING34_SESSIONS: BlindSession[] = [
  {
    id: "t34-01-drizzle",
    planted: [{ kind: "decision", keys: ["drizzle"] }],
    build: (s) =>
      s
        .user(
          "ok so um basically we had the sync this morning and the call is drizzle for all the new services not prisma, prisma stays in the legacy billing thing until it dies but nothing new gets it so yeah. anyway the actual thing right now is src/db/client.ts blows up on import can you look",
        )
        .assistant("I'll start with the type checker to see what the import error actually is.")
        .bash("npx tsc --noEmit -p .", "src/db/client.ts(3,10): error TS2305: Module '\"drizzle-orm/node-postgres\"' has no exported member 'drizzel'.", 2)
        .file("Edit", "src/db/client.ts")
        .bash("npx tsc --noEmit -p .", "")
        .assistant(
          "Fixed. It was a typo in the named import.\n\n- `src/db/client.ts`: `drizzel` → `drizzle`\n- `tsc --noEmit` is clean now\n\nNothing else in `src/db/` needed to change.",
        )
        .stop(),
  },
  {
    id: "t34-02-pnpm",
    planted: [
      { kind: "instruction", keys: ["pnpm"] },
      { kind: "fact", keys: ["runner"] },
    ],
    build: (s) =>
      s
        .user(
          "right so quick thing before we start like always pnpm in this repo ok never npm install the lockfile gets trashed every single time someone does that",
        )
        .user("and fyi the ci runner image has pnpm 9.12 baked into it so thats what we are on. now um can you add zod to the api package thanks")
        .assistant("Understood. I will add `zod` to `packages/api` with pnpm.")
        .bash(
          "pnpm --filter api add zod",
          "Packages: +1\n+\nprogress: resolved 412, reused 411, downloaded 1, added 1, done\n\ndependencies:\n+ zod 3.23.8\n\nDone in 2.1s",
        )
        .assistant(
          "✅ Added `zod` to `packages/api`.\n\n| Package | Version |\n|---|---|\n| zod | 3.23.8 |\n\n`pnpm-lock.yaml` was updated; no other package changed.",
        )
        .stop(),
  },
  {
    id: "t34-03-regex-question",
    planted: [],
    build: (s) =>
      s
        .user("um what does this regex even do like ^(?!.*--)[a-z0-9-]+$ i found it in the slug validator and i have no idea")
        .assistant(
          "It accepts a slug made of lower-case letters, digits and hyphens, and rejects any slug containing two hyphens in a row.\n\n- `^(?!.*--)`: a negative lookahead, the whole string must not contain `--`\n- `[a-z0-9-]+$`: one or more of `a-z`, `0-9` or `-`, to the end\n\nSo `my-post` passes, `my--post` and `My-Post` fail.",
        )
        .user("lol ok thats actually kinda clever thanks")
        .assistant("No problem!")
        .stop(),
  },
  {
    id: "t34-04-upload-limits",
    planted: [
      { kind: "task", keys: ["rate", "upload"] },
      { kind: "fact", keys: ["nginx"] },
    ],
    build: (s) =>
      s
        .user(
          "ok so the file size check on avatars is letting like 50mb files through and it should stop at 5. oh and also the upload endpoint has zero rate limiting which is bad, not today but we need to add rate limiting to upload at some point so put it on the pile",
        )
        .assistant("I'll look at the size check in the avatar handler first.")
        .file("Read", "src/routes/avatar.ts")
        .assistant("The handler compares `file.size` against `MAX_AVATAR`; checking what that constant is.")
        .bash("grep -n MAX_AVATAR src/routes/avatar.ts", "12:const MAX_AVATAR = 5 * 1024 * 1024 * 1024;")
        .user("hm why isnt nginx catching it then")
        .bash("grep -rn client_max_body_size deploy/nginx/", "deploy/nginx/app.conf:14:    client_max_body_size 100m;")
        .assistant(
          "That explains it: nginx in front of the app caps request bodies at `100m` (`deploy/nginx/app.conf`), so a 50 MB upload gets through to the app, and `MAX_AVATAR` is 5 GB, not 5 MB.\n\nFixing `MAX_AVATAR` to `5 * 1024 * 1024`.",
        )
        .file("Edit", "src/routes/avatar.ts")
        .bash("pnpm vitest run test/avatar.test.ts", " ✓ test/avatar.test.ts (6 tests) 41ms")
        .assistant("Done: avatars over 5 MB now get a `413`. The avatar tests pass (6/6).")
        .stop(),
  },
  {
    id: "t34-05-commit-style",
    planted: [{ kind: "instruction", keys: ["conventional"] }],
    build: (s) =>
      s
        .user(
          "so like when you write commit messages for this project use conventional commits ok feat fix chore all that because the changelog generator reads them and it breaks otherwise. can you commit what we have now its the refresh token rotation stuff",
        )
        .assistant("Sure, I'll check what's staged first.")
        .bash("git status --short", " M src/auth/refresh.ts\n M src/auth/tokens.ts\n?? test/refresh.test.ts")
        .bash(
          "git add -A && git commit -m 'feat(auth): rotate refresh tokens on every use'",
          "[feat/refresh-rotation 4c1e2a7] feat(auth): rotate refresh tokens on every use\n 3 files changed, 118 insertions(+), 9 deletions(-)\n create mode 100644 test/refresh.test.ts",
        )
        .assistant("Committed as `4c1e2a7`:\n\n```\nfeat(auth): rotate refresh tokens on every use\n```\n\n3 files, +118 / −9.")
        .stop(),
  },
  {
    id: "t34-06-job-queue",
    planted: [{ kind: "decision", keys: ["pg-boss"] }],
    build: (s) =>
      s
        .user(
          "ok so we need a job queue for the email sends, um lets just do bullmq on redis i guess thats what everybody uses, can you see what it would take",
        )
        .assistant("I'll check what infrastructure is already available before wiring BullMQ.")
        .bash("cat docker-compose.yml | grep -A3 services", "services:\n  db:\n    image: postgres:16\n    ports:")
        .assistant(
          "There is no Redis in the stack yet; only Postgres 16. BullMQ would need a new Redis service in compose, in staging and in prod.\n\nOptions:\n1. Add Redis and use BullMQ\n2. Use a Postgres-backed queue (e.g. `pg-boss`) on the existing database",
        )
        .user(
          "ugh ok actually wait no scratch the bullmq thing, i just asked in ops and they are not giving us another redis so um we are going with pg-boss on the postgres we already have, final answer",
        )
        .bash("pnpm add pg-boss", "dependencies:\n+ pg-boss 10.1.5\n\nDone in 3.4s")
        .file("Write", "src/jobs/queue.ts")
        .assistant(
          "Set up `pg-boss`:\n\n- `src/jobs/queue.ts` starts a `PgBoss` instance on `DATABASE_URL` and exports `enqueueEmail`\n- it creates its own `pgboss` schema on first start\n\nThe email sender isn't moved onto it yet; this is just the queue.",
        )
        .stop(),
  },
  {
    id: "t34-07-standup-log",
    planted: [],
    build: (s) =>
      s
        .user("morning um can you just tell me what got merged yesterday i have standup in like five minutes")
        .bash(
          "git log --since=yesterday --merges --oneline",
          "9a1f0c2 Merge pull request #412 from feat/invoice-pdf\n77be3d1 Merge pull request #409 from fix/always-retry-webhooks\n1c0d9e4 Merge pull request #408 from chore/never-cache-auth",
        )
        .assistant(
          "Merged yesterday:\n\n- **#412** `feat/invoice-pdf`: invoice PDF export\n- **#409** `fix/always-retry-webhooks`: webhook retries\n- **#408** `chore/never-cache-auth`: auth responses no longer cached\n\nGood luck at standup!",
        )
        .user("perfect ty")
        .stop(),
  },
  {
    id: "t34-08-staging-snapshot",
    planted: [
      { kind: "fact", keys: ["snapshot"] },
      { kind: "task", keys: ["runbook"] },
    ],
    build: (s) =>
      s
        .user(
          "so the seed data i put in staging yesterday is gone again and before you go digging thats expected, the staging db is a snapshot of prod thats restored every night at 2 utc so anything you write there disappears overnight",
        )
        .user(
          "what i actually need is the seed script to be idempotent so i can rerun it every morning without dupes. and um we still have to write the runbook for restoring staging by hand when the nightly job fails, not now though, later",
        )
        .assistant("Got it. I'll make `scripts/seed-staging.ts` idempotent.")
        .file("Read", "scripts/seed-staging.ts")
        .file("Edit", "scripts/seed-staging.ts")
        .bash(
          "pnpm tsx scripts/seed-staging.ts --dry-run && pnpm tsx scripts/seed-staging.ts --dry-run",
          "would insert 0 rows (24 already present)\nwould insert 0 rows (24 already present)",
        )
        .assistant(
          "The seed script now upserts on `(org_slug, email)` instead of inserting blindly:\n\n- first run inserts what is missing\n- every later run inserts **0** rows\n\nRan the dry run twice to confirm.",
        )
        .stop(),
  },
  {
    id: "t34-09-push-and-merge",
    planted: [
      { kind: "instruction", keys: ["push", "main"] },
      { kind: "decision", keys: ["squash"] },
    ],
    build: (s) =>
      s
        .user(
          "ok two things um first dont ever push straight to main ok not even for a typo, open a pr every time. second we talked about it as a team and its squash merges only from now on i already flipped the setting in github",
        )
        .user("and then can you open a pr for the branch youre on")
        .bash("git push -u origin fix/invoice-rounding", "branch 'fix/invoice-rounding' set up to track 'origin/fix/invoice-rounding'.")
        .bash("gh pr create --fill", "Creating pull request for fix/invoice-rounding into main in acme/app\n\nhttps://github.com/acme/app/pull/415")
        .assistant("Opened **#415** (`fix/invoice-rounding` → `main`): https://github.com/acme/app/pull/415")
        .stop(),
  },
  {
    id: "t34-10-orders-seqscan",
    planted: [
      { kind: "fact", keys: ["customer_id"] },
      { kind: "task", keys: ["index"] },
    ],
    build: (s) =>
      s
        .user("the orders page is super slow for big customers like 4 seconds can you figure out why, i bet its the query but idk")
        .bash(
          'psql $DATABASE_URL -c "EXPLAIN ANALYZE SELECT * FROM orders WHERE customer_id = 8812 ORDER BY created_at DESC LIMIT 50"',
          "Limit  (cost=0.00..48211.90 rows=50 width=212) (actual time=3812.4..3812.5 rows=50 loops=1)\n  ->  Seq Scan on orders  (cost=0.00..96422.10 rows=100 width=212)\n        Filter: (customer_id = 8812)\n        Rows Removed by Filter: 2140211\nExecution Time: 3812.9 ms",
        )
        .assistant(
          "Confirmed: `orders` has no index on `customer_id`, so the query does a sequential scan over 2.1M rows.\n\nThe fix is a composite index:\n\n```sql\nCREATE INDEX CONCURRENTLY orders_customer_created_idx ON orders (customer_id, created_at DESC);\n```\n\nWant me to add a migration?",
        )
        .user("no not now migrations are frozen until the release on friday, but yeah we need that index, add the index after the freeze ok dont forget")
        .assistant("Understood, no migration today.")
        .stop(),
  },
  {
    id: "t34-11-generics-question",
    planted: [],
    build: (s) =>
      s
        .user(
          "ok so um random question why does typescript complain when i do like function first<T>(xs: T[]) { return xs[0] } and then use it as a string its saying string | undefined",
        )
        .assistant(
          "That's `noUncheckedIndexedAccess` at work: with it on, indexing an array gives `T | undefined`, because the array might be empty.\n\n```ts\nfunction first<T>(xs: T[]): T | undefined {\n  return xs[0];\n}\n```\n\nCallers then narrow it (`if (x !== undefined)`) or use `xs.at(0)`, which has the same type.",
        )
        .user("ahh ok that makes sense i always forget thats on")
        .stop(),
  },
  {
    id: "t34-12-dates",
    planted: [
      { kind: "instruction", keys: ["utc"] },
      { kind: "decision", keys: ["date-fns"] },
      { kind: "task", keys: ["moment"] },
    ],
    build: (s) =>
      s
        .user(
          "ok so this timezone bug on the bookings page um basically the rule going forward is store every timestamp as utc in the database and only convert to local time in the ui nowhere else. and we agreed yesterday to drop moment and use date-fns for everything new",
        )
        .user("the reports module is still full of moment calls, leave those for now we will convert them later its a whole thing. just fix the booking one")
        .assistant("I'll find where the booking time gets converted.")
        .bash("grep -rn 'toLocal\\|tz(' src/bookings/", "src/bookings/save.ts:22:  start_at: toLocalTime(input.start, user.tz),")
        .file("Edit", "src/bookings/save.ts")
        .bash("pnpm vitest run test/bookings.test.ts", " ✓ test/bookings.test.ts (9 tests) 63ms")
        .assistant(
          "Fixed. `src/bookings/save.ts` was converting to the user's zone **before** saving.\n\n- it now stores `input.start` as UTC\n- the conversion happens in `BookingTime.tsx` only\n\nBooking tests pass (9/9).",
        )
        .stop(),
  },
  {
    id: "t34-13-flags",
    planted: [
      { kind: "fact", keys: ["launchdarkly"] },
      { kind: "task", keys: ["checkout_v1"] },
    ],
    build: (s) =>
      s
        .user(
          "so um the feature flags are all in launchdarkly under the web-prod project in case you ever need to look one up, theres no local flag file. anyway can you check if the new_pricing flag is still referenced anywhere in the code",
        )
        .bash(
          "grep -rn new_pricing src/",
          "src/pricing/index.ts:8:  if (flags.new_pricing) {\nsrc/pricing/index.ts:31:  // TODO: always remove dead flag branches",
        )
        .assistant(
          "`new_pricing` is referenced in one place:\n\n- `src/pricing/index.ts:8`, the branch choosing the new price table\n\nThe TODO on line 31 is an old comment, not related to this flag.",
        )
        .user("ok cool. oh and the checkout_v1 flag needs ripping out once the checkout experiment wraps up at the end of the month, cant do it yet though")
        .assistant("Noted.")
        .stop(),
  },
  {
    id: "t34-14-rename",
    planted: [],
    build: (s) =>
      s
        .user("can you rename usr to user in src/profile/edit.ts its driving me nuts like everywhere in that file")
        .file("Edit", "src/profile/edit.ts")
        .bash("npx tsc --noEmit -p .", "")
        .assistant("Renamed `usr` → `user` throughout `src/profile/edit.ts` (11 occurrences). Typecheck is clean.")
        .user("ty")
        .stop(),
  },
  {
    id: "t34-15-logging",
    planted: [
      { kind: "decision", keys: ["pino"] },
      { kind: "instruction", keys: ["bodies"] },
    ],
    build: (s) =>
      s
        .user(
          "ok so basically we settled the logging thing its pino, winston is out, so swap the logger in the api. and like one hard rule never ever log full request bodies theres pii in there, log the route and the status and thats it",
        )
        .assistant("Okay. I will replace the winston logger in `packages/api` with pino.")
        .bash("pnpm --filter api remove winston && pnpm --filter api add pino pino-http", "dependencies:\n- winston 3.11.0\n+ pino 9.4.0\n+ pino-http 10.3.0")
        .file("Write", "packages/api/src/logger.ts")
        .file("Edit", "packages/api/src/app.ts")
        .bash("pnpm --filter api test", " Test Files  14 passed (14)\n      Tests  88 passed (88)")
        .assistant(
          "Done.\n\n- `logger.ts` exports a pino instance; `pino-http` is mounted in `app.ts`\n- request serializer logs only `method`, `url` and `statusCode`\n- all 88 api tests pass",
        )
        .stop(),
  },
  {
    id: "t34-16-payments-owner",
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["webhook", "retry"] },
    ],
    build: (s) =>
      s
        .user(
          "um so i want to touch the payments service a bit and just so you know priya owns payments so anything there she has to sign off on. for today can you just add a log line when a charge fails",
        )
        .file("Edit", "services/payments/src/charge.ts")
        .bash("pnpm --filter payments test", " Test Files  6 passed (6)\n      Tests  41 passed (41)")
        .assistant("Added a `warn` log with the charge id and decline code when a charge fails. Payments tests pass (41/41).")
        .user(
          "nice. also the webhook retry backoff is weird it retries like 30 times in a minute, thats a later problem, ask priya about the webhook retry policy when shes back monday",
        )
        .assistant("Okay, I'll leave the retry policy alone for now.")
        .stop(),
  },
  {
    id: "t34-17-bun-whatif",
    planted: [],
    build: (s) =>
      s
        .user(
          "ok so hear me out what if we just moved everything to bun like the test runner alone would be so much faster right, would that even work with our setup",
        )
        .assistant(
          "It might, with caveats:\n\n- **Tests**: `bun test` is fast but not a drop-in for vitest (no `vi.mock` parity, different snapshot format)\n- **Native deps**: `sharp` and `better-sqlite3` would need checking\n- **Deploy**: the Docker images are `node:20-slim`\n\nI could try running the unit tests under bun on a branch to see what breaks.",
        )
        .user("nah forget it not worth it right now i was just thinking out loud")
        .stop(),
  },
  {
    id: "t34-18-tests",
    planted: [
      { kind: "instruction", keys: ["vitest"] },
      { kind: "fact", keys: ["docker"] },
    ],
    build: (s) =>
      s
        .user(
          "when you run tests use vitest run not the watch mode like ever, it just sits there and you wait forever. and heads up the e2e suite needs docker running or it just hangs on the first test with no error, took me a day to figure that out",
        )
        .user("so can you run the unit tests for the cart module")
        .bash(
          "pnpm vitest run src/cart",
          " ✓ src/cart/total.test.ts (12 tests) 18ms\n ✓ src/cart/discount.test.ts (7 tests) 9ms\n\n Test Files  2 passed (2)\n      Tests  19 passed (19)",
        )
        .assistant("Cart unit tests: **19/19 passed** across 2 files.")
        .stop(),
  },
  {
    id: "t34-19-secrets",
    planted: [
      { kind: "fact", keys: ["doppler"] },
      { kind: "instruction", keys: ["env.local"] },
    ],
    build: (s) =>
      s
        .user(
          "ok so the app cant find STRIPE_SECRET locally and um before you ask the real secrets live in doppler not in any env file, you get them with doppler run. and the env.local file never goes in git, its gitignored for a reason dont add it",
        )
        .bash("doppler run -- printenv | grep -c STRIPE", "2")
        .assistant(
          'Doppler has both Stripe variables. The dev script runs `next dev` directly, so it never sees them.\n\nI\'ll wrap it:\n\n```json\n"dev": "doppler run -- next dev"\n```',
        )
        .file("Edit", "package.json")
        .bash("pnpm dev --help | head -1", "Usage: next dev [directory] [options]")
        .assistant("`pnpm dev` now runs under `doppler run`, so `STRIPE_SECRET` is set.")
        .stop(),
  },
  {
    id: "t34-20-hosting",
    planted: [
      { kind: "decision", keys: ["render"] },
      { kind: "task", keys: ["preview"] },
    ],
    build: (s) =>
      s
        .user("so the plan is the api goes on fly.io, can you write a fly.toml for it, one machine in ams is fine")
        .file("Write", "fly.toml")
        .bash("fly config validate", "Validating fly.toml\n✓ Configuration is valid")
        .assistant("Wrote `fly.toml` (app `acme-api`, region `ams`, one shared-cpu-1x machine). `fly config validate` passes.")
        .user(
          "ok change of plan sorry, fly doesnt have the region the customer needs so we are deploying to render instead, thats decided now, so delete the fly.toml and do a render.yaml. and the preview environments on render we will set up later not today",
        )
        .bash("git rm -q fly.toml", "")
        .file("Write", "render.yaml")
        .assistant(
          "Switched to Render:\n\n- removed `fly.toml`\n- added `render.yaml` with a `web` service (`pnpm start`, health check `/healthz`)\n\nNo preview environments configured.",
        )
        .stop(),
  },
  {
    id: "t34-21-coffee",
    planted: [],
    build: (s) =>
      s
        .user("ugh my coffee went cold while the build ran haha ok whats the status")
        .bash("pnpm build", "✓ Compiled successfully\n✓ Generating static pages (42/42)\nRoute (app)  Size\n○ /          5.2 kB")
        .assistant("Build succeeded: 42 static pages generated, no warnings.")
        .user("nice ok thats all for now")
        .stop(),
  },
  {
    id: "t34-22-styling",
    planted: [
      { kind: "decision", keys: ["tailwind"] },
      { kind: "instruction", keys: ["clsx"] },
    ],
    build: (s) =>
      s
        .user(
          "so um we are moving to tailwind, that got decided in the frontend guild, no more css modules for any new component. and for conditional classes use clsx always, not string concatenation with ternaries its unreadable",
        )
        .user("with that can you build the little status badge thing, green yellow red")
        .file("Write", "src/components/StatusBadge.tsx")
        .bash("pnpm vitest run src/components/StatusBadge.test.tsx", " ✓ src/components/StatusBadge.test.tsx (3 tests) 22ms")
        .assistant(
          'Added `StatusBadge`:\n\n```tsx\n<StatusBadge status="ok" />   // green\n<StatusBadge status="warn" /> // yellow\n<StatusBadge status="down" /> // red\n```\n\nTests pass (3/3).',
        )
        .stop(),
  },
  {
    id: "t34-23-api-versions",
    planted: [
      { kind: "decision", keys: ["url", "versioning"] },
      { kind: "task", keys: ["deprecation"] },
    ],
    build: (s) =>
      s
        .user(
          "ok so for the public api we went back and forth and the decision is url versioning, v1 v2 in the path, no header versioning. breaking changes go into v2",
        )
        .assistant("I'll look at how routes are mounted today.")
        .bash('grep -rn "app.route(\'/" src/index.ts', "src/index.ts:14:app.route('/v1', v1)\nsrc/index.ts:15:app.route('/internal', internal)")
        .assistant("Routes are already under `/v1`, so the scheme fits. Should I scaffold an empty `/v2` router?")
        .user(
          "no not yet theres nothing breaking yet. but we still owe customers a deprecation notice for v1 legacy-orders, someone has to write that up, not you not now",
        )
        .assistant("Okay, no `/v2` scaffold for now.")
        .stop(),
  },
  {
    id: "t34-24-ci-logs",
    planted: [],
    build: (s) =>
      s
        .user("the lint job failed on my pr can you see why")
        .bash(
          "gh run view --log-failed | tail -6",
          "lint  src/sync.ts:40:3  warning  Unexpected console statement  no-console\nlint  src/sync.ts:52:1  error    TODO comments must reference a ticket  local/todo-ticket\nlint  # rule: TODOs must always include a ticket id\nlint  # rule: never leave a bare TODO\nlint  ✖ 2 problems (1 error, 1 warning)\nlint  Process completed with exit code 1.",
        )
        .assistant(
          "One error and one warning in `src/sync.ts`:\n\n1. **error** line 52: a bare `// TODO` without a ticket id (`local/todo-ticket`)\n2. **warning** line 40: a `console.log`\n\nFixing both.",
        )
        .file("Edit", "src/sync.ts")
        .bash("pnpm lint src/sync.ts", "✔ No problems")
        .assistant("Lint is clean on `src/sync.ts` now.")
        .stop(),
  },
  {
    id: "t34-25-dashboard",
    planted: [
      { kind: "fact", keys: ["reports", "view"] },
      { kind: "task", keys: ["materialize"] },
    ],
    build: (s) =>
      s
        .user("why does the admin dashboard take like forever to load on prod like 8 seconds, is it the frontend")
        .bash(
          'psql $PROD_RO_URL -c "EXPLAIN ANALYZE SELECT * FROM dashboard_summary"',
          "Subquery Scan on reports_view  (actual time=7904.1..7911.3 rows=1 loops=1)\n  ->  HashAggregate  (actual time=7904.0..7904.2 rows=31 loops=1)\nExecution Time: 7911.8 ms",
        )
        .assistant(
          "It's not the frontend. The 8 seconds are in the database: `dashboard_summary` reads the `reports_view` view, which aggregates every invoice row on each request (7.9 s of the 7.9 s).",
        )
        .user(
          "ok so the reports view is the slow part, makes sense. um we should materialize it and refresh it on a cron or something but thats a bigger change, lets do it next sprint",
        )
        .assistant("Sounds good, I'll leave it as is for now.")
        .stop(),
  },
  {
    id: "t34-26-i18n",
    planted: [
      { kind: "instruction", keys: ["i18next"] },
      { kind: "fact", keys: ["crowdin"] },
    ],
    build: (s) =>
      s
        .user(
          "ok so every user facing string goes through t from i18next like no hardcoded english anywhere in components, thats non negotiable. and translations are managed in crowdin, a github action syncs them every night so dont edit the json files for other languages by hand",
        )
        .user("can you add the empty state text for the invoices list")
        .file("Edit", "src/invoices/List.tsx")
        .file("Edit", "locales/en/invoices.json")
        .bash("pnpm vitest run src/invoices", " ✓ src/invoices/List.test.tsx (5 tests) 37ms")
        .assistant(
          "Added `invoices.empty` (\"No invoices yet\") to `locales/en/invoices.json` and used it in `List.tsx` via `t('invoices.empty')`. Tests pass (5/5).",
        )
        .stop(),
  },
  {
    id: "t34-27-monorepo-maybe",
    planted: [],
    build: (s) =>
      s
        .user(
          "um so i keep going back and forth on whether the mobile app should live in this repo like a monorepo or stay separate, what do you think, not sure theres a right answer",
        )
        .assistant(
          "Some trade-offs:\n\n| | Monorepo | Separate repos |\n|---|---|---|\n| Shared types | direct imports | published package |\n| CI time | grows, needs filtering | independent |\n| Releases | coordinated | independent |\n\nIt mostly depends on how often the API types change under the mobile app.",
        )
        .user("yeah idk ill think about it, lets talk about it again when marco is around")
        .stop(),
  },
  {
    id: "t34-28-branches-linear",
    planted: [
      { kind: "instruction", keys: ["branch", "ticket"] },
      { kind: "decision", keys: ["linear"] },
    ],
    build: (s) =>
      s
        .user(
          "ok so branch names should start with the ticket number then a slug like ENG-231-fix-login, the release script parses them so stick to that. also we are switching from jira to linear next sprint, its done, the import is scheduled",
        )
        .user("make me a branch for the password reset email bug its ENG-240")
        .bash("git switch -c ENG-240-password-reset-email", "Switched to a new branch 'ENG-240-password-reset-email'")
        .assistant("Created and switched to `ENG-240-password-reset-email`.")
        .stop(),
  },
  {
    id: "t34-29-sessions",
    planted: [
      { kind: "decision", keys: ["cookies"] },
      { kind: "task", keys: ["csrf"] },
    ],
    build: (s) =>
      s
        .user(
          "so the security review came back and the outcome is we keep sessions in httponly cookies, no jwt in localstorage, thats what we are doing. can you rip out the localStorage token code in the web client",
        )
        .bash("grep -rln localStorage src/", "src/auth/storage.ts\nsrc/api/client.ts")
        .file("Edit", "src/auth/storage.ts")
        .file("Edit", "src/api/client.ts")
        .bash("pnpm vitest run src/auth src/api", " Test Files  4 passed (4)\n      Tests  23 passed (23)")
        .assistant(
          "Removed the token storage:\n\n- `src/auth/storage.ts`: deleted `saveToken` / `loadToken`\n- `src/api/client.ts`: requests use `credentials: 'include'` instead of an `Authorization` header\n\nTests pass (23/23).",
        )
        .user("nice. we still need csrf tokens on all the forms now that its cookies, thats a follow up for another day")
        .stop(),
  },
  {
    id: "t34-30-thanks",
    planted: [],
    build: (s) =>
      s
        .user("hey did the deploy from earlier go through")
        .bash("gh run list --workflow deploy.yml --limit 1", "completed  success  Deploy  main  push  11481902  6m12s  2h ago")
        .assistant("Yes, the last deploy run on `main` succeeded 2 hours ago (6m 12s).")
        .user("sweet thanks have a good one")
        .stop(),
  },
  {
    id: "t34-31-alerts",
    planted: [
      { kind: "fact", keys: ["ops-alerts"] },
      { kind: "instruction", keys: ["healthchecks"] },
      { kind: "decision", keys: ["oncall"] },
    ],
    build: (s) =>
      s
        .user(
          "ok so all the alerts end up in the ops-alerts channel in slack, thats where you look if something fires. um and if you ever add a cron job register it in healthchecks too so we know when it stops running",
        )
        .user(
          "oh and we are moving paging from pagerduty to grafana oncall at the end of the month, that was agreed last week. right now can you add the nightly invoice cleanup cron",
        )
        .file("Write", "src/cron/invoice-cleanup.ts")
        .bash("pnpm vitest run src/cron", " ✓ src/cron/invoice-cleanup.test.ts (4 tests) 15ms")
        .assistant(
          "Added the nightly cleanup:\n\n- `src/cron/invoice-cleanup.ts`, scheduled `0 3 * * *`\n- pings `HEALTHCHECK_INVOICE_CLEANUP_URL` on success\n\nTests pass (4/4).",
        )
        .stop(),
  },
  {
    id: "t34-32-node-version",
    planted: [
      { kind: "fact", keys: ["lambda"] },
      { kind: "task", keys: ["upgrade"] },
    ],
    build: (s) =>
      s
        .user("why is the build complaining about Array.prototype.toSorted is this old node or what")
        .bash("cat .nvmrc && node --version", "18\nv18.19.0")
        .assistant(
          "Yes: `.nvmrc` says `18`, and `toSorted` needs Node 20+. Would you like me to bump `.nvmrc` to 20 or replace `toSorted` with `[...xs].sort()`?",
        )
        .user(
          "ok so we are on 20 in prod because lambda only has the node 20 runtime for us, so bump it to 20 and keep it there. the upgrade to 22 is for later when we move off lambda",
        )
        .file("Edit", ".nvmrc")
        .bash("nvm use && node --version", "Now using node v20.17.0 (npm v10.8.2)\nv20.17.0")
        .assistant("`.nvmrc` is now `20`; the build passes on v20.17.0.")
        .stop(),
  },
  {
    id: "t34-33-refactor",
    planted: [],
    build: (s) =>
      s
        .user("can you pull the price formatting into its own function its copy pasted in like four places")
        .bash("grep -rn 'toFixed(2)' src/", "src/cart/line.tsx:9\nsrc/cart/total.tsx:14\nsrc/invoices/row.tsx:22\nsrc/checkout/summary.tsx:31")
        .file("Write", "src/lib/format-price.ts")
        .file("Edit", "src/cart/line.tsx")
        .bash("pnpm vitest run", " Test Files  38 passed (38)\n      Tests  402 passed (402)")
        .assistant("Extracted `formatPrice(cents, currency)` into `src/lib/format-price.ts` and used it in all four places. All 402 tests pass.")
        .stop(),
  },
  {
    id: "t34-34-docs",
    planted: [
      { kind: "instruction", keys: ["readme"] },
      { kind: "decision", keys: ["docs", "site"] },
    ],
    build: (s) =>
      s
        .user(
          "so um going forward whenever you change a cli flag update the readme in the same commit, people only read the readme. and we are killing the docs site, its decided, everything lives in markdown in the repo now",
        )
        .user("so first thing add the --dry-run flag to the import command")
        .file("Edit", "src/cli/import.ts")
        .file("Edit", "README.md")
        .bash("pnpm vitest run test/cli-import.test.ts", " ✓ test/cli-import.test.ts (8 tests) 51ms")
        .assistant("Added `--dry-run` to `import` (prints what would be imported, writes nothing) and documented it in `README.md`. Tests pass (8/8).")
        .stop(),
  },
  {
    id: "t34-35-users-shards",
    planted: [
      { kind: "fact", keys: ["sharded"] },
      { kind: "instruction", keys: ["org_id"] },
      { kind: "task", keys: ["backfill"] },
    ],
    build: (s) =>
      s
        .user(
          "ok context for this one the users table is sharded by org id across four citus workers so um every query against users has to include org_id in the where clause or it fans out to every shard and its slow",
        )
        .user("can you check the new search endpoint does that")
        .file("Read", "src/users/search.ts")
        .assistant("It does not: `searchUsers` filters by `email ILIKE` only. Adding `org_id = $1` from the session.")
        .file("Edit", "src/users/search.ts")
        .bash("pnpm vitest run src/users", " ✓ src/users/search.test.ts (6 tests) 29ms")
        .user("great. also some old audit_log rows have org_id null which breaks the join, we need a backfill for those at some point, not urgent")
        .assistant("Fixed the search query; tests pass (6/6).")
        .stop(),
  },
  {
    id: "t34-36-explain-diff",
    planted: [],
    build: (s) =>
      s
        .user("whats the difference between the two retry helpers in src/lib, retry.ts and with-retry.ts, do we need both")
        .file("Read", "src/lib/retry.ts")
        .file("Read", "src/lib/with-retry.ts")
        .assistant(
          "They overlap:\n\n- `retry.ts`: `retry(fn, { attempts, delayMs })`, fixed delay\n- `with-retry.ts`: `withRetry(fn)`, exponential backoff, always 5 attempts\n\n`with-retry.ts` is imported in 2 files, `retry.ts` in 9. They could be merged, but nothing breaks with both.",
        )
        .user("ok good to know, leave them for now")
        .stop(),
  },
  {
    id: "t34-37-code-style",
    planted: [
      { kind: "instruction", keys: ["early", "returns"] },
      { kind: "decision", keys: ["nouncheckedindexedaccess"] },
    ],
    build: (s) =>
      s
        .user(
          "ok style thing i care about um prefer early returns, i dont want to see ifs nested three deep in anything you write. and we turned on noUncheckedIndexedAccess in the tsconfig this week, thats staying on, so fix the errors it threw in src/lib",
        )
        .bash("npx tsc --noEmit -p . | grep src/lib | wc -l", "7")
        .file("Edit", "src/lib/csv.ts")
        .file("Edit", "src/lib/paginate.ts")
        .bash("npx tsc --noEmit -p .", "")
        .assistant(
          "Fixed the 7 errors in `src/lib`:\n\n- `csv.ts`: guarded `cells[i]` reads\n- `paginate.ts`: `items.at(-1)` with an explicit `undefined` check\n\nTypecheck is clean.",
        )
        .stop(),
  },
  {
    id: "t34-38-stripe-version",
    planted: [
      { kind: "fact", keys: ["stripe", "pinned"] },
      { kind: "task", keys: ["bump", "stripe"] },
    ],
    build: (s) =>
      s
        .user("the stripe webhook test is failing with some signature thing can you look")
        .bash(
          "pnpm vitest run test/stripe-webhook.test.ts",
          " × test/stripe-webhook.test.ts > verifies signature\n   Error: No signatures found matching the expected signature for payload",
          1,
        )
        .assistant("The fixture's `whsec_` secret doesn't match the one the test signs with. Fixing the fixture.")
        .file("Edit", "test/fixtures/stripe.ts")
        .bash("pnpm vitest run test/stripe-webhook.test.ts", " ✓ test/stripe-webhook.test.ts (5 tests) 44ms")
        .user(
          "ok nice. btw the stripe api version is pinned to 2023-10-16 in the client on purpose, the newer ones changed the invoice object. but we need to bump stripe to the current version eventually, put it on the list",
        )
        .assistant("Noted, the webhook test passes now (5/5).")
        .stop(),
  },
  {
    id: "t34-39-graphql-hypothetical",
    planted: [],
    build: (s) =>
      s
        .user("so like hypothetically if we added graphql on top of the rest api would we have to rewrite the auth middleware or could it just sit in front")
        .assistant(
          "It could mostly sit in front:\n\n- the GraphQL endpoint would be one more route behind the existing `requireAuth`\n- resolvers would read `ctx.user` the same way handlers read `req.user`\n\nPer-field authorization would be the new part.",
        )
        .user("ok interesting, no plans for it yet just curious")
        .stop(),
  },
  {
    id: "t34-40-mobile-v0",
    planted: [
      { kind: "fact", keys: ["ios"] },
      { kind: "task", keys: ["mobile"] },
    ],
    build: (s) =>
      s
        .user("can we delete the /api/v0 routes theyre ancient")
        .bash("grep -c '/api/v0' logs/access-2026-11-15.log", "18233")
        .assistant("They still get traffic: 18,233 requests to `/api/v0` in yesterday's access log. Do you know which client sends them?")
        .user(
          "oh right ugh yeah the ios app still calls the v0 endpoints, they never migrated, so no we cant delete them. we need to get the mobile team to move off v0 sometime this quarter, ill raise it",
        )
        .assistant("Understood, leaving `/api/v0` in place.")
        .stop(),
  },
  {
    id: "t34-41-cache-ttl",
    planted: [{ kind: "decision", keys: ["ttl", "60"] }],
    build: (s) =>
      s
        .user("ok so lets cache the product prices response, um five minute ttl should be fine")
        .file("Edit", "src/routes/prices.ts")
        .assistant("Added `Cache-Control: public, max-age=300` to `GET /prices`.")
        .user("hmm actually no, product says prices change too often for that, make the ttl 60 seconds, thats what we are going with")
        .file("Edit", "src/routes/prices.ts")
        .bash("pnpm vitest run test/prices.test.ts", " ✓ test/prices.test.ts (4 tests) 12ms")
        .assistant("Changed to `max-age=60`. Tests pass (4/4).")
        .stop(),
  },
  {
    id: "t34-42-what-broke",
    planted: [],
    build: (s) =>
      s
        .user("something broke the signup page i think maybe it was my last commit or maybe the dependency bump not sure")
        .bash("git log --oneline -3", "e4a1b20 chore: bump react-hook-form to 7.53\nb7c9d11 feat: signup copy tweaks\n3f2e8a0 fix: phone field mask")
        .bash("pnpm vitest run src/signup", " × src/signup/Form.test.tsx > submits\n   TypeError: Cannot read properties of undefined (reading 'register')", 1)
        .assistant(
          "It's the dependency bump. `react-hook-form` 7.53 no longer re-exports `register` from the old path `src/signup/Form.tsx` uses. Updating the import.",
        )
        .file("Edit", "src/signup/Form.tsx")
        .bash("pnpm vitest run src/signup", " ✓ src/signup/Form.test.tsx (7 tests) 58ms")
        .assistant("Fixed; signup tests pass (7/7).")
        .stop(),
  },
  {
    id: "t34-43-images",
    planted: [
      { kind: "decision", keys: ["r2"] },
      { kind: "task", keys: ["bucket"] },
    ],
    build: (s) =>
      s
        .user(
          "ok so um basically from now on image uploads go to cloudflare r2 not s3, egress was killing us, thats been approved. the old s3 bucket still has like two years of images in it we have to copy those over at some point",
        )
        .user("for now just point the upload handler at r2")
        .file("Edit", "src/uploads/storage.ts")
        .bash("pnpm vitest run src/uploads", " ✓ src/uploads/storage.test.ts (5 tests) 33ms")
        .assistant(
          "The upload handler now writes to R2:\n\n- endpoint `https://<account>.r2.cloudflarestorage.com`\n- bucket from `R2_BUCKET`\n\nReads of existing images still go to S3. Tests pass (5/5).",
        )
        .stop(),
  },
  {
    id: "t34-44-workflow",
    planted: [
      { kind: "instruction", keys: ["typecheck"] },
      { kind: "instruction", keys: ["bullet"] },
    ],
    build: (s) =>
      s
        .user(
          "ok so couple of things about how i like to work um, when youre done with a change run lint and typecheck before you tell me its done, every time. and keep your answers to short bullet points i dont read walls of text",
        )
        .user("now fix the warning in the header component")
        .file("Edit", "src/components/Header.tsx")
        .bash("pnpm lint && pnpm typecheck", "✔ No problems\n\n> tsc --noEmit")
        .assistant("- Fixed missing `key` in `Header.tsx` nav list\n- lint ✔\n- typecheck ✔")
        .stop(),
  },
  {
    id: "t34-45-weekend",
    planted: [],
    build: (s) =>
      s
        .user("ok im logging off for the weekend, can you just run the whole suite once so i know its green before i go")
        .bash("pnpm vitest run", " Test Files  41 passed (41)\n      Tests  437 passed (437)\n   Duration  18.2s")
        .assistant("All green: **437 tests** in 41 files passed (18.2 s). Have a good weekend!")
        .stop(),
  },
  {
    id: "t34-46-db-access",
    planted: [
      { kind: "fact", keys: ["marco"] },
      { kind: "task", keys: ["read-only"] },
    ],
    build: (s) =>
      s
        .user("can you check how many accounts signed up yesterday on prod")
        .bash("psql $PROD_URL -c 'select 1'", 'psql: error: FATAL:  password authentication failed for user "dev_ro"', 2)
        .assistant("I can't reach the prod database: authentication fails for `dev_ro`. Is there another role I should use?")
        .user(
          "ugh right, marco is the only one with prod db access at the moment so id have to ask him. we really need to get read-only access for the rest of the team, thats on my list for next week",
        )
        .assistant("Okay. I'll stop here then; nothing was changed.")
        .stop(),
  },
  {
    id: "t34-47-result-types",
    planted: [{ kind: "decision", keys: ["result"] }],
    build: (s) =>
      s
        .user(
          "so the architecture thing we discussed, we landed on Result types in the domain layer, exceptions only at the edges in the http handlers. can you convert the invoice domain functions as the first ones",
        )
        .file("Read", "src/domain/invoice.ts")
        .file("Edit", "src/domain/invoice.ts")
        .bash("pnpm vitest run src/domain", " ✓ src/domain/invoice.test.ts (14 tests) 26ms")
        .assistant(
          "Converted `src/domain/invoice.ts`:\n\n```ts\nexport function finalize(inv: Invoice): Result<Invoice, FinalizeError>\n```\n\n`createInvoice`, `finalize` and `void` now return `Result`; the handler in `routes/invoices.ts` maps `err` to HTTP codes. Tests pass (14/14).",
        )
        .stop(),
  },
  {
    id: "t34-48-naming-bikeshed",
    planted: [],
    build: (s) =>
      s
        .user("ok dumb question should the new table be called org_members or memberships, i kind of like memberships but maybe org_members is clearer idk")
        .assistant(
          "Both are fine. A few things to weigh:\n\n- existing tables use the `org_` prefix (`org_invites`, `org_settings`), which favors `org_members`\n- `memberships` reads better in code (`user.memberships`)\n\nI'd lean `org_members` for consistency, but it's a judgment call.",
        )
        .user("hmm ok ill sleep on it")
        .stop(),
  },
  {
    id: "t34-49-deploys",
    planted: [
      { kind: "instruction", keys: ["friday"] },
      { kind: "fact", keys: ["docker", "build"] },
    ],
    build: (s) =>
      s
        .user("how long is the deploy gonna take i want to ship the fix")
        .bash("gh run list --workflow deploy.yml --limit 5 --json durationMs -q '.[].durationMs'", "731000\n702000\n745000\n718000\n724000")
        .assistant("About **12 minutes**: the last five deploys took 11m42s–12m25s. Most of that is the Docker build step.")
        .user(
          "yeah the docker build is the slow part every deploy spends like ten minutes there. ok ship it. and just so you know for future, no deploys on friday afternoons ever, if its friday after lunch you wait until monday",
        )
        .bash("gh workflow run deploy.yml --ref main", "✓ Created workflow_dispatch event for deploy.yml at main")
        .assistant("Deploy started on `main`.")
        .stop(),
  },
  {
    id: "t34-50-explain-error",
    planted: [],
    build: (s) =>
      s
        .user("what does ECONNRESET mean in the worker logs is that us or them")
        .bash(
          "grep -m3 ECONNRESET logs/worker.log",
          "2026-12-28T10:02:11Z error fetch https://api.partner.io/sync failed: read ECONNRESET\n2026-12-28T10:02:41Z error fetch https://api.partner.io/sync failed: read ECONNRESET",
        )
        .assistant(
          "`ECONNRESET` means the other side closed the TCP connection mid-request. Here every one is on `api.partner.io`, so it looks like their end (or something in between), not our code. Possibly a keep-alive timeout on their load balancer, but that's a guess.",
        )
        .user("ok probably them then, ill keep an eye on it")
        .stop(),
  },
  {
    id: "t34-51-dialogs",
    planted: [
      { kind: "decision", keys: ["radix"] },
      { kind: "task", keys: ["keyboard"] },
    ],
    build: (s) =>
      s
        .user(
          "so we are standardizing on radix for dialogs and popovers, the design system team signed off on it, so swap the custom modal in settings to radix dialog",
        )
        .file("Edit", "src/settings/DeleteAccountModal.tsx")
        .bash("pnpm vitest run src/settings", " ✓ src/settings/DeleteAccountModal.test.tsx (4 tests) 47ms")
        .assistant("`DeleteAccountModal` now uses `@radix-ui/react-dialog` (focus trap, `Esc` to close). Tests pass (4/4).")
        .user("nice. we still have to audit the other modals for keyboard traps, some of them you cant tab out of, lets do that after the release")
        .stop(),
  },
  {
    id: "t34-52-analytics",
    planted: [
      { kind: "fact", keys: ["posthog"] },
      { kind: "instruction", keys: ["tracking"] },
    ],
    build: (s) =>
      s
        .user(
          "ok so the analytics are posthog, self hosted on the analytics box not the cloud one so the host is analytics.acme.internal. and um please dont add new tracking events without asking dana first, she owns the event schema",
        )
        .user("can you fix the page view event it sends the path twice")
        .file("Edit", "src/analytics/pageview.ts")
        .bash("pnpm vitest run src/analytics", " ✓ src/analytics/pageview.test.ts (3 tests) 11ms")
        .assistant("Fixed: `$pageview` was sent from both the router hook and `_app.tsx`; removed the `_app.tsx` one. Tests pass (3/3).")
        .stop(),
  },
];

/** The set: events, segments and scoring of TUNING34_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING34 = plantedSet(TUNING34_SESSIONS, START);
