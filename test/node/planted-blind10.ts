/**
 * The tenth blind planted set for the offline long-term-memory extractor: written without
 * reading the extractor (src/core/memories/ beyond model.ts) or the sessions of the other
 * planted sets, from issue 19's description of what should and should not be remembered, in
 * the voice of everyday Claude Code and Codex CLI sessions (a solo developer and a small team;
 * web apps, CLIs, infra, data scripts). Each session is one segment; the items planted in it are
 * listed with it: 53 items (13 decisions, 14 instructions, 13 facts, 13 tasks) in 41 sessions,
 * 13 of which plant nothing. Every other message must give nothing: questions, hypotheses,
 * proposals the user rejects or never confirms, withdrawn ideas, unconfirmed guesses, quoted
 * code, logs and tool output (with "always", "never", "TODO" in them), chit-chat, and requests
 * the agent completes in the same session. Some decisions are superseded later in their session;
 * only the final one is planted.
 *
 * Measured once, 2026-11-26 13:08, on the shipped extractor (patterns, sentence classifier and
 * calibration, trained on 39 other sets): precision 48/65, recall 43/53 (the rules alone: 33/47,
 * 30/53); applied (confidence >= 0.7) 36/37 right. Since then a training set of the classifier and
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

const START = Date.UTC(2026, 10, 9, 8);

export const BLIND10_SESSIONS: BlindSession[] = [
  {
    id: "k01-pnpm",
    planted: [{ kind: "decision", keys: ["pnpm"] }],
    build: (s) =>
      s
        .user("ok so we're moving off yarn. pnpm from now on, for everything incl. the lockfile. can you do the switch? delete yarn.lock when done")
        .bash("pnpm import && rm yarn.lock", "Progress: resolved 812, reused 0, downloaded 812, added 0\nLockfile is up to date")
        .bash("pnpm install", "Packages: +812\nDone in 14.2s")
        .assistant(
          "Imported the lockfile, removed yarn.lock, install is clean. Should I also change the CI cache key in `.github/workflows/ci.yml`? It still hashes yarn.lock.",
        )
        .user("yeah do it")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Updated the cache key to hash `pnpm-lock.yaml`.")
        .stop(),
  },
  {
    id: "k02-stripe-webhook",
    planted: [
      { kind: "fact", keys: ["webhook", "staging"] },
      { kind: "task", keys: ["idempotency"] },
    ],
    build: (s) =>
      s
        .user("stripe events are 400ing on staging again. signature verification failed")
        .bash(
          "grep -rn STRIPE_WEBHOOK_SECRET .env.staging src/",
          ".env.staging:4:STRIPE_WEBHOOK_SECRET=whsec_live_placeholder\nsrc/billing/webhook.ts:12:  const secret = env.STRIPE_WEBHOOK_SECRET;",
        )
        .assistant("The staging env file has what looks like the prod value. Is staging supposed to share the secret with prod?")
        .user(
          "no. fyi the webhook secret on staging is its own endpoint secret, it is NOT the prod one, Lena rotated it last week. I'll paste it in the dashboard, you just redeploy",
        )
        .bash("wrangler deploy --env staging", "Uploaded billing-staging (2.31 sec)\nDeployed billing-staging triggers (0.41 sec)")
        .assistant("Redeployed staging. A replayed `invoice.paid` event now returns 200.")
        .user("nice. not now but we need idempotency on that handler, stripe retries and we double-credit. leave it for another day")
        .stop("Noted, I haven't touched the handler's logic."),
  },
  {
    id: "k03-rebase-onto",
    planted: [],
    build: (s) =>
      s
        .user("morning! quick q, what does `git rebase --onto main feat-a feat-b` actually do")
        .bash("git log --oneline --graph -8", "* 9c1d2ab (feat-b) wip parser\n* 41ee0aa (feat-a) add lexer\n* 2b7f3c1 (main) bump deps")
        .assistant(
          "It takes the commits on feat-b that aren't on feat-a and replays them on top of main. Here that would move `wip parser` onto `bump deps` and leave `add lexer` behind.",
        )
        .user("ahh ok that makes sense. thx")
        .stop(),
  },
  {
    id: "k04-named-exports",
    planted: [{ kind: "instruction", keys: ["default export"] }],
    build: (s) =>
      s
        .user("the new `Toast` component uses `export default`, pls change it. in this repo no default exports, named exports only, everywhere")
        .file("Edit", "src/components/Toast.tsx")
        .file("Edit", "src/components/index.ts")
        .bash("npx tsc --noEmit", "")
        .assistant(
          "Switched `Toast` to a named export and updated the barrel. Want me to add `import/no-default-export` to the eslint config so it's enforced?",
        )
        .user("nah not now, pages/ needs defaults for next anyway")
        .stop("Ok, left the eslint config alone."),
  },
  {
    id: "k05-db-hosts",
    planted: [
      { kind: "fact", keys: ["pg-primary"] },
      { kind: "task", keys: ["lag", "alert"] },
    ],
    build: (s) =>
      s
        .user("reports page is slow in prod. maybe the replica is lagging?")
        .bash("psql $READ_URL -c 'select now() - pg_last_xact_replay_timestamp() as lag'", "      lag\n-----------------\n 00:00:00.412\n(1 row)")
        .assistant(
          "Replication lag is ~0.4s, so probably not the cause. Which host does the reports query go to? The connection string in `db.ts` points at one host for everything.",
        )
        .user("context: writes go to pg-primary.internal and reads should go to pg-ro.internal, the replica. reports should be on the replica")
        .file("Edit", "src/db.ts")
        .bash("npm test -- db", " ✓ test/db.test.ts (6 tests) 212ms")
        .assistant("Routed read-only queries to the replica host. The reports query plan now runs on pg-ro.")
        .user("cool. we should have an alert on replica lag tho, we have nothing. put it on the list for later")
        .stop(),
  },
  {
    id: "k06-ratelimit",
    planted: [{ kind: "decision", keys: ["upstash"] }],
    build: (s) =>
      s
        .user("we need a rate limiter on /api/login. let's use redis for it, we already have one for sessions")
        .bash("grep -rn REDIS_URL src/ | head", "src/session/store.ts:3:const url = process.env.REDIS_URL")
        .assistant(
          "I can put a sliding-window limiter on top of the existing client. One thing: the sessions redis is a single small instance on Fly, and login bursts would share it.",
        )
        .user("hmm. actually scratch redis. upstash is cheaper at our volume and it's edge friendly, go with @upstash/ratelimit")
        .bash("npm i @upstash/ratelimit @upstash/redis", "added 3 packages in 2s")
        .file("Write", "src/middleware/ratelimit.ts")
        .assistant("Added the limiter: 5 attempts per minute per IP on /api/login, backed by Upstash.")
        .stop(),
  },
  {
    id: "k07-date-test",
    planted: [],
    build: (s) =>
      s
        .user("`parses dates` fails on CI but not locally. fix it pls")
        .bash(
          "npx vitest run test/dates.test.ts",
          "FAIL test/dates.test.ts > parses dates\nAssertionError: expected '2026-03-01' to be '2026-02-28'\n// TODO: always pass a tz to parse()",
          1,
        )
        .assistant(
          "The CI runner is in UTC and the test builds a local date. The comment in the fixture even says to pass a tz. I'll make the test pass `tz: 'UTC'` explicitly.",
        )
        .file("Edit", "test/dates.test.ts")
        .bash("TZ=America/Los_Angeles npx vitest run test/dates.test.ts", " ✓ test/dates.test.ts (9 tests)")
        .assistant("Passes under LA time and UTC now.")
        .user("ty")
        .stop(),
  },
  {
    id: "k08-commits",
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "task", keys: ["archived_at"] },
    ],
    build: (s) =>
      s
        .user("commit what you have. and btw going forward use conventional commits, feat: / fix: / chore:, lowercase subject, no period")
        .bash(
          "git add -A && git commit -m 'feat: soft delete for orders'",
          "[main 7d01e2f] feat: soft delete for orders\n 4 files changed, 88 insertions(+), 3 deletions(-)",
        )
        .assistant(
          "Committed as `feat: soft delete for orders`. I didn't write the migration that adds `orders.archived_at` yet, the model references it but the column doesn't exist.",
        )
        .user("right, leave the archived_at migration for tomorrow, I want to check the index first")
        .stop(),
  },
  {
    id: "k09-cron",
    planted: [
      { kind: "fact", keys: ["backup"] },
      { kind: "decision", keys: ["export", "04:00"] },
    ],
    build: (s) =>
      s
        .user("the invoices table got locked last night around 2:30, any idea?")
        .bash("crontab -l", "30 2 * * * /opt/app/bin/export-invoices\n0 2 * * * /opt/app/bin/pg-backup")
        .assistant("Two jobs overlap: the export at 02:30 and pg-backup at 02:00. Could the backup still be running when the export starts?")
        .user("yes, the backup job runs at 02:00 UTC and takes about 40 min on prod, it always has")
        .assistant("Then the export lands in the middle of it. I could move the export to 03:00 or make it wait on a lock file.")
        .user("lets just move the export cron to 04:00, simpler")
        .bash(
          "crontab -l | sed 's/^30 2 \\(.*export-invoices\\)/0 4 \\1/' | crontab - && crontab -l",
          "0 4 * * * /opt/app/bin/export-invoices\n0 2 * * * /opt/app/bin/pg-backup",
        )
        .stop("Export now runs at 04:00."),
  },
  {
    id: "k10-bundle-size",
    planted: [],
    build: (s) =>
      s
        .user("why is the main bundle 2MB??")
        .bash("npx vite-bundle-visualizer --json | head -5", '{"moment": 412034, "lodash": 71233, "chart.js": 201877}')
        .assistant("Most of it is moment with all its locales (~400 KB), then chart.js. Dropping moment's locales or replacing it would cut the most.")
        .user("hmm. maybe we swap it for date-fns? or dayjs. let me think about it, don't touch anything yet")
        .assistant("Sure, nothing changed. For reference dayjs is ~7 KB and has a moment-like API.")
        .stop(),
  },
  {
    id: "k11-billing-owner",
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["deploy-migrate"] },
    ],
    build: (s) =>
      s
        .user("I want to add a `discount_cents` col to invoices. who do I need to loop in?")
        .bash("cat CODEOWNERS", "/services/billing/  @priya-n\n/web/  @tom-k @me")
        .assistant("CODEOWNERS lists @priya-n for services/billing. Is she the billing owner?")
        .user(
          "yep Priya owns the billing service, she'll review it. and don't run the migration against staging from your machine, it has to go through the deploy-migrate workflow",
        )
        .file("Write", "services/billing/migrations/0042_discount_cents.sql")
        .assistant("Wrote the migration file only; I didn't run it anywhere.")
        .stop(),
  },
  {
    id: "k12-uploader",
    planted: [
      { kind: "task", keys: ["retry budget"] },
      { kind: "decision", keys: ["multipart"] },
    ],
    build: (s) =>
      s
        .user("uploads over ~100MB time out. options?")
        .bash("grep -n 'putObject\\|TODO' src/upload/client.ts", "41:  // TODO: remove once s3 v2 is gone\n58:  await s3.putObject({ Bucket, Key, Body })")
        .assistant(
          "Single PUTs are capped by the proxy's 60s timeout. We could (a) raise the timeout, (b) use multipart uploads above a threshold, (c) presign and upload straight from the browser.",
        )
        .user("b. anything over 100MB goes multipart, decided")
        .file("Edit", "src/upload/client.ts")
        .bash("npm test -- upload", " ✓ test/upload.test.ts (11 tests)")
        .assistant("Multipart kicks in at 100 MB with 16 MB parts; tests pass.")
        .user("great. the retry budget thing for the uploader we talked about, that's next session, not now")
        .stop(),
  },
  {
    id: "k13-etl",
    planted: [
      { kind: "decision", keys: ["polars"] },
      { kind: "instruction", keys: ["ruff"] },
    ],
    build: (s) =>
      s
        .user("the etl script takes 20 min on the march dump. pandas or should we try something else")
        .bash(
          "python -m cProfile -s cumtime etl/run.py data/2026-03.parquet | head -6",
          "   ncalls  tottime  cumtime\n        1    0.002  1183.21 run.py:1(<module>)\n      412  902.11   902.11 frame.py:apply",
        )
        .assistant(
          "Most of the time is row-wise `apply`. Vectorizing in pandas would help; polars would likely help more (lazy + multithreaded). duckdb is another option.",
        )
        .user(
          "ok we go with polars for the etl rewrite. and when you write python for me: type hints everywhere and run `ruff check` before you tell me it's done",
        )
        .file("Write", "etl/run_polars.py")
        .bash("ruff check etl/ && python etl/run_polars.py data/2026-03.parquet", "All checks passed!\nwrote 1,204,331 rows in 48.2s")
        .assistant("Rewrote it on polars: 48s instead of ~20 min. Ruff is clean.")
        .stop(),
  },
  {
    id: "k14-cli-refactor",
    planted: [],
    build: (s) =>
      s
        .user("refactor `cli.ts`, the arg parsing is a giant if/else. use commander, keep the same flags")
        .file("Read", "src/cli.ts")
        .bash("npm i commander", "added 1 package in 1s")
        .file("Edit", "src/cli.ts")
        .bash(
          "node dist/cli.js --help",
          "Usage: tool [options] <cmd>\n\nOptions:\n  --dry-run   never write anything\n  -v          verbose\n  -h, --help  display help",
        )
        .assistant("Moved the flags to commander; `--dry-run` and `-v` behave as before. The help text is generated now.")
        .user("can you also make `-v` stackable, like -vv")
        .file("Edit", "src/cli.ts")
        .bash("node dist/cli.js -vv sync --dry-run", "[debug] verbosity=2\n[dry-run] would sync 14 files")
        .assistant("Done, `-vv` gives verbosity 2.")
        .stop(),
  },
  {
    id: "k15-terraform",
    planted: [
      { kind: "fact", keys: ["acme-tf-state"] },
      { kind: "instruction", keys: ["terraform apply"] },
    ],
    build: (s) =>
      s
        .user("where does our tf state live? I'm setting up a new module for the queue")
        .bash("cat infra/backend.tf", 'terraform {\n  backend "s3" {\n    bucket         = "acme-tf-state"\n    dynamodb_table = "tf-locks"\n  }\n}')
        .assistant(
          "The backend config points at an S3 bucket with DynamoDB locking. Is that the only state backend, or do the older stacks use something else?",
        )
        .user(
          "that's the only one, all stacks keep state in the acme-tf-state bucket with the tf-locks table. rule for you: never run terraform apply yourself, plan only and I review the plan file",
        )
        .bash(
          "cd infra/queue && terraform plan -out=queue.plan",
          'Plan: 3 to add, 0 to change, 0 to destroy.\n\nSaved the plan to: queue.plan\nTo perform exactly these actions, run "terraform apply queue.plan"',
        )
        .assistant("Plan saved to `infra/queue/queue.plan`: 3 resources to add (the SQS queue, its DLQ and the policy).")
        .stop(),
  },
  {
    id: "k16-auth",
    planted: [
      { kind: "decision", keys: ["clerk"] },
      { kind: "task", keys: ["password reset"] },
    ],
    build: (s) =>
      s
        .user("our login code is a mess. thoughts?")
        .bash("wc -l src/auth/*.ts", "  212 src/auth/login.ts\n  148 src/auth/reset.ts\n   97 src/auth/session.ts\n  457 total")
        .assistant("It's not huge. I'd suggest moving auth to a hosted provider like Clerk, it would remove reset.ts and session.ts entirely and give you MFA.")
        .user("no, we keep our own auth, not paying clerk per MAU for 30k users. just clean up login.ts")
        .file("Edit", "src/auth/login.ts")
        .bash("npm test -- auth", " ✓ test/auth.test.ts (17 tests)")
        .assistant("Split `login.ts` into validate / lookup / issue; 17 auth tests pass.")
        .user("ty. todo at some point: write down how password reset works, right now it's all in my head")
        .stop(),
  },
  {
    id: "k17-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("hey, you there? what's the difference between `npm ci` and `npm install` again")
        .bash("npm --version", "10.9.2")
        .assistant("`npm ci` installs exactly what the lockfile says and fails if package.json disagrees with it; `npm install` may update the lockfile.")
        .user("right right. ok that's all, thanks, long day lol")
        .assistant("No problem, have a good evening.")
        .stop(),
  },
  {
    id: "k18-api-versions",
    planted: [
      { kind: "decision", keys: ["versioning"] },
      { kind: "task", keys: ["v1"] },
    ],
    build: (s) =>
      s
        .user("for the v2 api, header versioning (Accept-Version) or url prefix?")
        .bash("ls src/routes", "v1/\nhealth.ts\nindex.ts")
        .assistant(
          "URL prefixes are easier to cache and to see in logs; header versioning keeps URLs stable. Since v1 is already under `/v1/`, a `/v2/` prefix would be consistent.",
        )
        .user("ok decided: URL versioning with /v2/, no header versioning. scaffold it")
        .file("Write", "src/routes/v2/index.ts")
        .file("Edit", "src/routes/index.ts")
        .assistant("Mounted an empty `/v2` router next to `/v1`.")
        .user("also we still have to deprecate the v1 endpoints (sunset header + docs), not today tho")
        .stop(),
  },
  {
    id: "k19-cdn-404",
    planted: [{ kind: "fact", keys: ["cache", "404"] }],
    build: (s) =>
      s
        .user("new product pages 404 for like 10 min after publish. wtf")
        .bash("curl -sI https://shop.example.com/p/new-thing | grep -i 'x-cache\\|age'", "x-cache: Hit from cloudfront\nage: 312")
        .assistant(
          "That's a cached 404 from CloudFront. My guess is the distribution caches error responses with the default error caching TTL, which is 10 minutes.",
        )
        .user("yep confirmed, I checked the console: cloudfront caches 404s for 600s on that distribution, that's the cause")
        .assistant("Then pages requested before publish keep the 404 until it expires. I can set the error caching minimum TTL for 404 to 0 in the terraform.")
        .user("do it")
        .file("Edit", "infra/cdn/main.tf")
        .bash("cd infra/cdn && terraform plan -out=cdn.plan", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .stop("Plan saved; it changes only the custom_error_response for 404."),
  },
  {
    id: "k20-rename",
    planted: [],
    build: (s) =>
      s
        .user("let's rename the package to @acme/core")
        .bash("grep -rl '\"@acme/utils\"' --include=package.json . | wc -l", "7")
        .assistant("Seven packages depend on `@acme/utils`. Renaming means updating all seven and republishing. Want me to go ahead?")
        .user("hmm actually no, forget it, keep the name. too much churn for nothing")
        .assistant("Ok, nothing renamed.")
        .stop(),
  },
  {
    id: "k21-lambda",
    planted: [
      { kind: "fact", keys: ["node 18"] },
      { kind: "instruction", keys: ["npm ci"] },
    ],
    build: (s) =>
      s
        .user("can we bump the thumbnail lambda to node 22?")
        .bash("cat functions/thumbs/serverless.yml | grep runtime", "  runtime: nodejs18.x")
        .assistant("It's on nodejs18.x. Is there a reason it's pinned, or just never updated?")
        .user("there's a reason: it stays on node 18 because the prebuilt sharp binary we vendor only works there. so no bump")
        .assistant("Got it. While here: the CI step for this function runs `npm install`, which rewrote the lockfile in the last build.")
        .user("ugh. in CI always use npm ci, never npm install. fix that step")
        .file("Edit", ".github/workflows/thumbs.yml")
        .stop("Switched the step to `npm ci`."),
  },
  {
    id: "k22-leftovers",
    planted: [
      { kind: "task", keys: ["upload.spec"] },
      { kind: "task", keys: ["vite"] },
    ],
    build: (s) =>
      s
        .user("run the e2e suite and tell me what's red")
        .bash(
          "npx playwright test",
          "  ✘ upload.spec.ts:22:5 › uploads a large file (31.2s)\n  ✓ login.spec.ts (4)\n  ✓ checkout.spec.ts (9)\n  1 failed, 13 passed",
          1,
        )
        .assistant("Only `upload.spec.ts` fails, on a 30s timeout. It passed on the retry in yesterday's run, so it looks flaky rather than broken.")
        .user("ok I'm out of time. leftovers for next time:\n1. the flaky upload.spec.ts\n2. bump vite to 6, we're on 5.4")
        .stop("Noted both."),
  },
  {
    id: "k23-json-flag",
    planted: [],
    build: (s) =>
      s
        .user("add a --json flag to `amem status` so I can pipe it to jq")
        .file("Edit", "src/commands/status.ts")
        .bash(
          "npm run build && node dist/cli.js status --json | jq .queue",
          '> build\n> tsc -p .\n\nWARN: always set NODE_ENV in production\n{\n  "pending": 0,\n  "failed": 0\n}',
        )
        .assistant("`status --json` prints the same fields as an object. The NODE_ENV warning is from the build script, unrelated.")
        .user("perfect")
        .stop(),
  },
  {
    id: "k24-logging",
    planted: [
      { kind: "decision", keys: ["pino"] },
      { kind: "task", keys: ["redact"] },
    ],
    build: (s) =>
      s
        .user("we need real logging in the api instead of console.log. winston?")
        .bash("npm view winston version && npm view pino version", "3.17.0\n9.6.0")
        .assistant(
          "Winston works; its transports config is a bit heavy. Pino is faster and writes JSON lines by default, which your log shipper already parses.",
        )
        .user("ok winston first then")
        .bash("npm i winston", "added 28 packages in 3s")
        .assistant(
          "Installed winston. Before I wire it: your log shipper expects one JSON object per line, and winston's default format needs a custom formatter for that.",
        )
        .user("meh. changed my mind, pino it is, uninstall winston")
        .bash("npm rm winston && npm i pino", "removed 28 packages\nadded 11 packages in 2s")
        .file("Write", "src/log.ts")
        .assistant("Logging goes through pino now (`src/log.ts`), JSON lines to stdout.")
        .user("later we need to redact the Authorization header from request logs, make a note")
        .stop(),
  },
  {
    id: "k25-comments-ci",
    planted: [
      { kind: "instruction", keys: ["comments"] },
      { kind: "fact", keys: ["buildkite"] },
    ],
    build: (s) =>
      s
        .user("why did you put `// increment counter` above `counter++`. dont add comments that just restate the code, I hate that")
        .file("Edit", "src/metrics.ts")
        .assistant("Removed them. Should I add a GitHub Actions workflow to run lint on PRs?")
        .user("we don't use github actions for this repo, CI is on Buildkite, pipeline is in .buildkite/pipeline.yml")
        .bash("cat .buildkite/pipeline.yml | head -4", "steps:\n  - label: ':eslint: lint'\n    command: npm run lint")
        .assistant("I see lint is already a step there, so nothing to add.")
        .stop(),
  },
  {
    id: "k26-vitest-q",
    planted: [],
    build: (s) =>
      s
        .user("is there a way to make vitest only rerun tests related to changed files?")
        .bash("npx vitest --help | grep -i changed", "  --changed [since]  Run tests that are affected by the changed files (default: false)")
        .assistant("Yes: `vitest --changed` (or `--changed HEAD~1`). In watch mode it already reruns only affected tests.")
        .user("and does it work with the workspace config?")
        .assistant("It should; each project resolves its own dependency graph. I haven't tried it with your config though.")
        .stop(),
  },
  {
    id: "k27-flags",
    planted: [
      { kind: "fact", keys: ["launchdarkly"] },
      { kind: "task", keys: ["new_checkout"] },
    ],
    build: (s) =>
      s
        .user("where are feature flags defined? I can't find a flags.ts")
        .bash(
          "grep -rn 'variation(' src | head -3",
          "src/checkout/page.tsx:14:  const on = ld.variation('new_checkout', false)\nsrc/nav.tsx:8:  ld.variation('beta_nav', false)",
        )
        .assistant("They aren't defined in code, the app reads them from a client `ld`. Is that LaunchDarkly?")
        .user("yes all flags live in LaunchDarkly, project key web-main. the code only reads them")
        .assistant("Thanks. `new_checkout` is still read in two places even though the dashboard shows it at 100%.")
        .user("yeah once it's been at 100% for two weeks we need to delete the new_checkout flag and the old code path. not yet")
        .stop(),
  },
  {
    id: "k28-migrations",
    planted: [
      { kind: "decision", keys: ["drizzle"] },
      { kind: "instruction", keys: ["forward"] },
    ],
    build: (s) =>
      s
        .user("set up migrations for the new service. knex migrate is fine")
        .bash("npm i knex pg", "added 19 packages in 4s")
        .file("Write", "knexfile.ts")
        .assistant("Knex is set up with a `migrations/` folder. Note the schema types would be written by hand, knex doesn't generate them.")
        .user(
          "hm that's annoying. switching: drizzle-kit for migrations instead, knex is out. and our migrations are forward-only, don't write down migrations",
        )
        .bash("npm rm knex && npm i drizzle-orm && npm i -D drizzle-kit", "removed 18 packages\nadded 6 packages in 3s")
        .file("Write", "drizzle.config.ts")
        .bash("npx drizzle-kit generate", "1 tables\nusers 4 columns 0 indexes 0 fks\n[✓] Your SQL migration file ➜ drizzle/0000_init.sql")
        .stop("Generated `drizzle/0000_init.sql` from the schema."),
  },
  {
    id: "k29-leak",
    planted: [],
    build: (s) =>
      s
        .user("memory of the ws server keeps climbing. I think it's the websocket handlers? not sure")
        .bash("node --expose-gc scripts/heap.js", "heap used: 412 MB\ntop retainers: Map (socketsById) 188 MB, Array (history) 61 MB")
        .assistant(
          "`socketsById` holds most of it. It might be that closed sockets aren't removed, but the close handler does delete them, so maybe it's sockets that never fire close. I'd need a longer capture to say.",
        )
        .user("eh, it restarts every night anyway. whatever, leave it")
        .stop("Ok, leaving it."),
  },
  {
    id: "k30-sql",
    planted: [
      { kind: "instruction", keys: ["db-lint"] },
      { kind: "fact", keys: ["partitioned"] },
      { kind: "decision", keys: ["uuid"] },
    ],
    build: (s) =>
      s
        .user("add an index on events(user_id, created_at). fyi the events table is partitioned by month, so it has to go on the parent")
        .file("Write", "db/migrations/20261118_events_user_idx.sql")
        .bash("make db-lint", "squawk db/migrations/20261118_events_user_idx.sql\nFound 0 issues")
        .assistant("Index is on the partitioned parent; `make db-lint` is clean.")
        .user("good, when you touch sql always run make db-lint before committing, like you just did")
        .assistant("Will do. Separate question: the new tables use bigserial ids. Do you want uuids for the public ones?")
        .user("yeah, going forward new tables get uuid v7 primary keys, we decided that in the team call")
        .stop(),
  },
  {
    id: "k31-staging-cluster",
    planted: [
      { kind: "fact", keys: ["mobile team"] },
      { kind: "instruction", keys: ["staging", "scale"] },
    ],
    build: (s) =>
      s
        .user("staging costs are insane this month")
        .bash(
          "kubectl --context staging get nodes",
          "NAME         STATUS  ROLES   AGE\nstg-pool-1   Ready   <none>  41d\nstg-pool-2   Ready   <none>  41d\nstg-pool-3   Ready   <none>  41d\nstg-pool-4   Ready   <none>  2d",
        )
        .assistant("There are 4 nodes; pool-4 was added 2 days ago. I could scale the pool back to 2.")
        .user(
          "careful, the staging cluster is shared with the mobile team, their api runs there too. never scale staging below 3 nodes. removing pool-4 is fine",
        )
        .bash(
          "kubectl --context staging drain stg-pool-4 --ignore-daemonsets && gcloud container clusters resize stg --node-pool pool --num-nodes 3 -q",
          "node/stg-pool-4 drained\nResizing stg...done.",
        )
        .stop("Back to 3 nodes."),
  },
  {
    id: "k32-retry-lib",
    planted: [],
    build: (s) =>
      s
        .user("the retry helper in src/net/retry.ts has no jitter. add full jitter, keep the signature")
        .file("Read", "src/net/retry.ts")
        .assistant("I'll always pick the delay as random(0, base * 2^attempt) capped at `maxDelay`, so concurrent clients don't retry in lockstep.")
        .file("Edit", "src/net/retry.ts")
        .bash(
          "npx vitest run test/net/retry.test.ts",
          " ✓ retries until success\n ✓ never exceeds maxDelay\n ✓ gives up after maxAttempts\n Test Files  1 passed (1)",
        )
        .assistant("Jitter is in, the three retry tests pass, and I added one checking the cap holds.")
        .user("lgtm")
        .stop(),
  },
  {
    id: "k33-docs-host",
    planted: [
      { kind: "decision", keys: ["cloudflare pages"] },
      { kind: "task", keys: ["custom domain"] },
    ],
    build: (s) =>
      s
        .user("the docs site: vercel or cloudflare pages? we're already on cf for dns")
        .bash("ls docs-site && cat docs-site/package.json | grep build", 'astro.config.mjs  package.json  src\n    "build": "astro build"')
        .assistant("Both work for Astro. Pages keeps everything in one Cloudflare account; Vercel has nicer preview comments.")
        .user("ok we'll host docs on cloudflare pages. set up the project")
        .bash("npx wrangler pages project create acme-docs --production-branch main", "✨ Successfully created the 'acme-docs' project.")
        .assistant("Created `acme-docs` on Pages; it builds from main.")
        .user("the custom domain docs.acme.dev still needs doing, I need to ask who has access to the zone first. later")
        .stop(),
  },
  {
    id: "k34-csv-export",
    planted: [
      { kind: "instruction", keys: ["utc"] },
      { kind: "task", keys: ["timezone"] },
    ],
    build: (s) =>
      s
        .user("the csv export shows times 5h off for some customers")
        .bash(
          'psql -c "select created_at from orders limit 2"',
          "       created_at\n------------------------\n 2026-11-17 14:02:11+00\n 2026-11-17 14:09:40+00",
        )
        .assistant("The DB values are UTC. Should the stored timestamps be local time instead?")
        .user("no! timestamps in the db are utc, always. convert at the edge, in the UI or the export")
        .file("Edit", "src/export/csv.ts")
        .assistant(
          "I converted the dashboard export, but the scheduled CSV export still ignores the customer's timezone: it has no access to the account settings yet. That part is not done.",
        )
        .user("ok the scheduled export's timezone handling is for next session")
        .stop(),
  },
  {
    id: "k35-husky",
    planted: [],
    build: (s) =>
      s
        .user("format everything with prettier, there's a diff on every PR")
        .bash("npx prettier --write . | tail -2", "src/routes/users.ts 41ms\nsrc/routes/v2/index.ts 12ms")
        .assistant("Formatted 63 files. Should we add husky + lint-staged so it runs on commit?")
        .user("no idea, ask me another time")
        .bash("git commit -am 'chore: prettier'", "[main a13f0c9] chore: prettier\n 63 files changed")
        .stop("Committed the formatting."),
  },
  {
    id: "k36-health",
    planted: [
      { kind: "fact", keys: ["load balancer"] },
      { kind: "instruction", keys: ["health"] },
    ],
    build: (s) =>
      s
        .user("the logs are 90% GET /health lines")
        .bash("grep -c 'GET /health' logs/api-2026-11-19.log && wc -l < logs/api-2026-11-19.log", "17280\n19112")
        .assistant("17,280 hits in a day is one every 5 seconds. Is something polling it?")
        .user("that's the load balancer, it checks /health every 5s on each instance")
        .assistant("Makes sense. I can skip the request logger for that path.")
        .user("yes. and in general don't log /health requests in any of our services")
        .file("Edit", "src/middleware/requestLog.ts")
        .stop("The request logger now skips /health."),
  },
  {
    id: "k37-style",
    planted: [
      { kind: "instruction", keys: ["bullet"] },
      { kind: "decision", keys: ["monorepo"] },
    ],
    build: (s) =>
      s
        .user("should the cli live in its own repo? the release cycles are different")
        .bash("ls packages", "api\ncli\nshared\nweb")
        .assistant(
          "There are trade-offs. A separate repo gives the CLI its own release tags and CI, but `shared` would then need publishing, and cross-cutting changes become two PRs. Changesets can give per-package versions inside one repo, which addresses most of the release-cycle issue. On the other hand, ...",
        )
        .user("too long. reply in short bullet points pls, no essays. and we keep the monorepo, cli stays in packages/cli")
        .bash("npx changeset init", "🦋  Thanks for choosing changesets to help manage your versioning and publishing")
        .assistant("- kept monorepo\n- added changesets for per-package versions")
        .stop(),
  },
  {
    id: "k38-ci-logs",
    planted: [],
    build: (s) =>
      s
        .user("CI red on main, can you look")
        .bash(
          "gh run view --log-failed | tail -6",
          "lint  src/jobs/sync.ts:88:3  warning  Unexpected 'TODO' comment: 'TODO: never retry 4xx'  no-warning-comments\nlint  src/jobs/sync.ts:91:1  error  'res' is assigned a value but never used  no-unused-vars\n✖ 1 problem (1 error, 1 warning)",
          1,
        )
        .assistant("One lint error: `res` is unused at sync.ts:91. The TODO warning doesn't fail the build.")
        .file("Edit", "src/jobs/sync.ts")
        .bash("npm run lint", "✔ no errors, 1 warning")
        .assistant("Removed the unused variable; lint passes.")
        .stop(),
  },
  {
    id: "k39-exports-bucket",
    planted: [
      { kind: "fact", keys: ["acme-exports-prod"] },
      { kind: "task", keys: ["lifecycle"] },
    ],
    build: (s) =>
      s
        .user("exports bucket is filling up, how big is it?")
        .bash("aws s3 ls s3://acme-exports-prod --recursive --summarize | tail -2", "Total Objects: 481223\n   Total Size: 2199023255552")
        .assistant("About 2 TB in 481k objects. Is this the only exports bucket, and which region is it in? The CLI default here is us-east-1.")
        .user("only one. acme-exports-prod, it's in eu-west-1, everything customer-facing is in eu")
        .bash(
          "aws s3api get-bucket-lifecycle-configuration --bucket acme-exports-prod --region eu-west-1",
          "An error occurred (NoSuchLifecycleConfiguration)",
          254,
        )
        .assistant("No lifecycle configuration at all, so nothing ever expires.")
        .user("yeah. open item: add a lifecycle rule expiring exports after 90 days, I need to check the contract first. next week")
        .stop(),
  },
  {
    id: "k40-cookies",
    planted: [
      { kind: "decision", keys: ["samesite"] },
      { kind: "instruction", keys: ["test:e2e"] },
    ],
    build: (s) =>
      s
        .user("after the oauth redirect users land logged out sometimes")
        .bash("grep -rn sameSite src/session", "src/session/cookie.ts:9:    sameSite: 'strict',")
        .assistant("With SameSite=Strict the cookie isn't sent on the cross-site redirect back from the provider. Lax would send it on top-level GETs.")
        .user("ok go with SameSite=Lax for the session cookie then, strict breaks oauth")
        .file("Edit", "src/session/cookie.ts")
        .bash("pnpm test:e2e -- oauth", "  ✓ oauth.spec.ts (3)\n  3 passed")
        .assistant("Switched to Lax, the oauth e2e tests pass.")
        .user("👍 and for e2e use `pnpm test:e2e`, not `npx playwright test` directly, the script sets up the seed db")
        .stop(),
  },
  {
    id: "k41-codex-explain",
    planted: [],
    build: (s) =>
      s
        .user("explain what src/queue/consumer.ts does, I didn't write it")
        .file("Read", "src/queue/consumer.ts")
        .bash("rg -n 'ack\\(|retry\\(' src/queue/consumer.ts", "22:      msg.ack();\n31:      msg.retry({ delaySeconds: 30 });")
        .assistant(
          "It pulls batches from the queue, runs each message through `handle()`, acks on success and retries after 30s on failure. There's no max-retries check in the code, so I guess the queue's own setting caps it, but I haven't seen the wrangler config.",
        )
        .user("hm ok, thanks")
        .stop(),
  },
];

export const BLIND10 = plantedSet(BLIND10_SESSIONS, START);
