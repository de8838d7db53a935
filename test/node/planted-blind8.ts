/**
 * The eighth blind planted set for the offline long-term-memory extractor: written without
 * reading the extractor (src/core/memories/, model.ts aside) or the sessions of any other planted
 * set, from issue 19's description of what should and should not be remembered and from how
 * people talk to coding agents in the fixture transcripts (Claude Code, Codex CLI). Everyday
 * coding sessions across stacks (web frontend, Node/Python backends, mobile, infra, ML scripts):
 * short and long sessions, terse users with typos and verbose ones, items the user states and
 * items the assistant proposes that the user confirms (or rejects, then nothing is planted).
 * Each session is one segment; the items planted in it are listed with it (counts: see
 * memory-extraction-blind8.test.ts, which prints them). Every other message must give nothing:
 * questions, hypotheses, proposals rejected or never confirmed, withdrawn ideas, unconfirmed
 * guesses, quoted code, logs and tool output with "always"/"never"/"TODO" in them, chit-chat,
 * requests done in the same session, and decisions that a later message in the session
 * replaced (only the replacement is planted).
 *
 * Measured once, 2026-11-26 12:19, on the shipped extractor (patterns, sentence classifier and
 * calibration, trained on 29 other sets): precision 38/62, recall 36/53 (the rules alone: 31/50,
 * 30/53); applied (confidence >= 0.7) 27/32 right. Since then a training set of the classifier and
 * a calibration set (test/node/memory-classifier-training.ts).
 *
 * Matching rule (fixed before any extractor runs on this set; the one planted-blind.ts states and
 * planted-scoring.ts implements):
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

export { type BlindItem, type BlindScore, type BlindSession, matchesItem } from "./planted-scoring";

const START = Date.UTC(2026, 10, 20, 8);

export const BLIND8_SESSIONS: BlindSession[] = [
  {
    id: "c01-pnpm",
    planted: [{ kind: "decision", keys: ["pnpm"] }],
    build: (s) =>
      s
        .user("yarn install takes 4 min on CI again. i'm done with it — we're moving the monorepo to pnpm. delete yarn.lock and set up the workspace file")
        .bash("corepack enable && pnpm import", "Importing from yarn.lock\nLockfile written to pnpm-lock.yaml")
        .file("Write", "pnpm-workspace.yaml")
        .bash("pnpm install --frozen-lockfile", "Packages: +1412\nDone in 38.2s")
        .assistant(
          "Switched: `pnpm-lock.yaml` generated from the old lockfile, `pnpm-workspace.yaml` lists `apps/*` and `packages/*`, yarn.lock removed. Install is 38s locally. While we're at it, want me to add turborepo for task caching?",
        )
        .user("nah not now, one thing at a time")
        .assistant("Got it, leaving the build scripts as they are.")
        .stop(),
  },
  {
    id: "c02-cn-helper",
    planted: [{ kind: "instruction", keys: ["cn()"] }],
    build: (s) =>
      s
        .user("the Button variants are broken when you pass className, the padding gets overridden wrong")
        .file("Read", "src/components/ui/button.tsx")
        .assistant(
          "The component builds the class string by joining `base`, `variants[variant]` and `className` into one template literal. Tailwind can't resolve conflicts that way, so `px-2` from the caller and `px-4` from the variant both land in the DOM and the stylesheet order decides.",
        )
        .user("yeah. fyi for everything in this repo: merge classes with the cn() helper from lib/utils, never string templates. fix button and the Card too")
        .file("Edit", "src/components/ui/button.tsx")
        .file("Edit", "src/components/ui/card.tsx")
        .bash("pnpm vitest run src/components", " ✓ src/components/ui/button.test.tsx (6 tests)\n ✓ src/components/ui/card.test.tsx (3 tests)")
        .assistant(
          "Both now go through `cn(base, variants[variant], className)`; tests pass. Is the Badge also supposed to take a className? It currently ignores it.",
        )
        .user("dunno, leave it")
        .stop(),
  },
  {
    id: "c03-failing-snapshot",
    planted: [],
    build: (s) =>
      s
        .user("snapshot test for the header is failing after the logo change, update it if the diff is just the svg")
        .bash(
          "pnpm vitest run src/layout/header.test.tsx",
          'FAIL src/layout/header.test.tsx > renders\n- <svg viewBox="0 0 24 24">\n+ <svg viewBox="0 0 32 32">\n// TODO: always keep the logo in sync with brand kit',
          1,
        )
        .assistant("The only difference is the new logo's viewBox (24 → 32). Updating the snapshot.")
        .bash("pnpm vitest run src/layout/header.test.tsx -u", " ✓ src/layout/header.test.tsx (1 test)\n Snapshots  1 updated")
        .assistant("Snapshot updated, the test passes. The TODO in the output is an old comment inside the SVG file, not something new.")
        .user("ok ty")
        .stop(),
  },
  {
    id: "c04-replica",
    planted: [
      { kind: "fact", keys: ["read replica"] },
      { kind: "task", keys: ["customer_id"] },
    ],
    build: (s) =>
      s
        .user("getting `cannot execute INSERT in a read-only transaction` from the staging worker. what gives")
        .bash("psql $DATABASE_URL -c 'select pg_is_in_recovery()'", " pg_is_in_recovery\n-------------------\n t\n(1 row)")
        .assistant(
          "`DATABASE_URL` on staging points at a server that's in recovery, i.e. a standby. Could the worker be meant to use a different URL for writes?",
        )
        .user("right, I forgot. staging's DATABASE_URL is a read replica, writes have to go through PRIMARY_DATABASE_URL. the worker should use that one")
        .file("Edit", "worker/db.ts")
        .bash("pnpm test worker", " ✓ worker/db.test.ts (4 tests)")
        .assistant(
          "The worker now opens its pool with `PRIMARY_DATABASE_URL` and only the report queries use the replica. While checking the slow query log I saw `orders` is scanned on `customer_id` for every invoice lookup (1.2 s on staging). Want me to add the index now?",
        )
        .user("not today, the table is huge and I want to do it concurrently in a maintenance window. leave a todo: index orders.customer_id")
        .assistant("Noted, I won't touch the schema in this session.")
        .stop(),
  },
  {
    id: "c05-env-parsing",
    planted: [
      { kind: "decision", keys: ["valibot"] },
      { kind: "instruction", keys: ["conventional commits"] },
    ],
    build: (s) =>
      s
        .user("we need proper env validation in the edge function, right now it's process.env.X! everywhere. let's use zod for it")
        .bash("npm ls zod", "edge-fn@0.3.0\n└── (empty)")
        .assistant("zod isn't installed yet. It adds ~13 kB min+gz to the edge bundle. Shall I add it and write `env.ts` with a schema?")
        .user("hm 13kb is a lot for this bundle. scratch zod — go with valibot, it tree-shakes to almost nothing")
        .bash("npm i valibot", "added 1 package in 1s")
        .file("Write", "src/env.ts")
        .bash("npm run build && du -h dist/index.js", "dist/index.js  41K")
        .assistant("`src/env.ts` parses the environment with valibot at startup and exports a typed `env`. Bundle grew by 1.1 kB. Commit?")
        .user("yes. and commit messages here are conventional commits btw (feat:, fix:, chore:), keep to that from now on")
        .bash(
          "git commit -am 'feat(env): validate environment with valibot'",
          "[main 4c1e9a2] feat(env): validate environment with valibot\n 3 files changed, 48 insertions(+), 12 deletions(-)",
        )
        .stop("Committed as `feat(env): validate environment with valibot`."),
  },
  {
    id: "c06-flaky-guess",
    planted: [],
    build: (s) =>
      s
        .user("morning! coffee hasn't kicked in yet lol. the checkout test failed once on CI last night, can you take a look")
        .bash("gh run view 8812 --log-failed | tail -5", "checkout.spec.ts:41 Timeout 5000ms exceeded waiting for selector '#pay'\n  at never resolved locator")
        .assistant(
          "One timeout on `#pay`. It might be the Stripe iframe loading slowly on the CI runner, or maybe a race with the cart hydration. I can't tell from one run.",
        )
        .user("could be the iframe I guess? or not. let's just rerun and see")
        .bash("gh run rerun 8812 --failed", "✓ Requested rerun of run 8812")
        .assistant("Rerun requested; it passed this time (2m 14s).")
        .user("k, probably a fluke then")
        .stop(),
  },
  {
    id: "c07-webhook",
    planted: [
      { kind: "fact", keys: ["webhook"] },
      { kind: "task", keys: ["dedupe"] },
    ],
    build: (s) =>
      s
        .user("why did we get 3 'payment received' emails for the same order yesterday??")
        .bash("grep -c 'evt_1Q8x' logs/webhooks-2026-11-22.log", "3")
        .assistant(
          "The same event `evt_1Q8x` hit our endpoint three times. Our handler returned 502 twice (the DB was failing over at 14:02), so the provider retried.",
        )
        .user("yeah their webhook retries with backoff for up to 3 days until it gets a 2xx. so we will see duplicates whenever we're down")
        .file("Read", "src/webhooks/payments.ts")
        .assistant("Right now the handler sends the email unconditionally. A fix would be a processed-events table keyed by event id. Should I build it now?")
        .user("no, bigger change, needs a migration. put it on the list: dedupe webhook events by event id before sending anything")
        .assistant("Understood, nothing changed in this session.")
        .stop(),
  },
  {
    id: "c08-prod-migrations",
    planted: [{ kind: "instruction", keys: ["migrations"] }],
    build: (s) =>
      s
        .user("add a `discount_code` column to carts (nullable text) + migration")
        .bash(
          "npx prisma migrate dev --name cart_discount_code",
          "Applying migration `20261124_cart_discount_code`\nYour database is now in sync with your schema.",
        )
        .assistant(
          "Migration created and applied to your local database. Do you want me to run `prisma migrate deploy` against production as well? The prod URL is in `.env.production`.",
        )
        .user("NO. never run migrations against prod from a dev machine, not you not me. they only go out through the deploy pipeline. remember that")
        .assistant("Understood. I only applied it locally. I could also write a small rollback script for the column if that helps?")
        .user("let me think about that one")
        .bash("git status --short", " M prisma/schema.prisma\n?? prisma/migrations/20261124_cart_discount_code/")
        .stop("Schema change and migration are ready to commit; nothing was run outside your local DB."),
  },
  {
    id: "c09-testcontainers",
    planted: [
      { kind: "decision", keys: ["testcontainers"] },
      { kind: "task", keys: ["sqlite"] },
    ],
    build: (s) =>
      s
        .user("integration tests use sqlite in memory but prod is postgres and we keep hitting differences (jsonb, ON CONFLICT stuff). options?")
        .assistant(
          "Two realistic ones:\n1. Testcontainers: start a throwaway Postgres 16 per test run (needs Docker on CI, +~6 s startup).\n2. pg-mem: an in-memory Postgres emulation, fast but incomplete (no real jsonb operators).\nI'd lean to 1 since the problems are exactly the gaps pg-mem also has.",
        )
        .user("agree, testcontainers it is. do the users repo tests first as a pilot")
        .file("Write", "test/support/pg.ts")
        .file("Edit", "test/repos/users.test.ts")
        .bash("npm run test:int -- users", "Starting postgres:16-alpine ... started in 5.8s\n ✓ test/repos/users.test.ts (14 tests)")
        .assistant("Users repo tests now run against a Postgres container and pass. The other 9 repo test files still use the sqlite helper.")
        .user("good. the rest can wait — port the remaining sqlite-based test files later, not in this PR")
        .stop("Leaving the other files on sqlite for now."),
  },
  {
    id: "c10-regex-question",
    planted: [],
    build: (s) =>
      s
        .user("what does this regex do `^(?=.*\\d)(?=.*[a-z]).{8,}$`")
        .assistant(
          "It matches strings of at least 8 characters that contain at least one digit and at least one lowercase letter. The two `(?=…)` are lookaheads: they check without consuming, then `.{8,}` enforces the length.",
        )
        .user("and would 'PASSWORD1' pass?")
        .bash("node -e \"console.log(/^(?=.*\\d)(?=.*[a-z]).{8,}$/.test('PASSWORD1'))\"", "false")
        .assistant("No: it has a digit but no lowercase letter, so the second lookahead fails.")
        .stop(),
  },
  {
    id: "c11-invoices-owner",
    planted: [
      { kind: "fact", keys: ["maria"] },
      { kind: "instruction", keys: ["invoice schema"] },
      { kind: "decision", keys: ["uuidv7"] },
    ],
    build: (s) =>
      s
        .user("who even wrote the invoice serializer, it's a mess")
        .bash(
          "git log --format='%an' -- src/billing/invoice.ts | sort | uniq -c | sort -rn | head -3",
          "     41 Maria Santos\n      6 Tom Keller\n      2 dependabot[bot]",
        )
        .user(
          "ah right, Maria owns the billing service. ok rule for you: ask before changing the invoice schema, even small stuff, she has consumers we don't see",
        )
        .assistant("Will do. For the current task I only need to read the serializer, not change the schema.")
        .file("Read", "src/billing/invoice.ts")
        .assistant(
          "The ids are generated with `Math.random().toString(36)`, which is where the collision you saw last week comes from. Options: `crypto.randomUUID()` (v4) or UUIDv7 which sorts by time and indexes better.",
        )
        .user("talked to maria on slack, she's fine with it: new invoices get UUIDv7 ids from now on. old ones keep theirs")
        .file("Edit", "src/billing/ids.ts")
        .bash("npm test -- billing", " ✓ test/billing/ids.test.ts (5 tests)\n ✓ test/billing/invoice.test.ts (22 tests)")
        .stop("New invoice ids come from `uuidv7()`; existing rows untouched. Tests pass."),
  },
  {
    id: "c12-android-signing",
    planted: [
      { kind: "task", keys: ["signing key"] },
      { kind: "fact", keys: ["ios 15"] },
    ],
    build: (s) =>
      s
        .user("bump react-native to 0.76 and fix whatever breaks")
        .bash("npx react-native upgrade 0.76.3", "info Upgrading React Native to 0.76.3\nwarn iOS deployment target raised to 15.1 by new template")
        .assistant("The new template raises the iOS deployment target to 15.1. Is that OK for your user base, or do you still support iOS 14?")
        .user("fine, we support iOS 15 and up since the summer anyway")
        .bash("cd ios && pod install", "Pod installation complete! There are 74 dependencies from the Podfile")
        .bash("cd android && ./gradlew assembleRelease", "BUILD SUCCESSFUL in 3m 2s\nwarning: signing with upload-key-2021 (expires 2026-12-31)")
        .assistant("Both platforms build. Note the Android release is still signed with `upload-key-2021`, which expires on 31 Dec.")
        .user("ugh. that's a whole play console dance, not now. todo before the january release: rotate the android signing key")
        .stop("Upgrade done; signing key left as is."),
  },
  {
    id: "c13-rename-hook",
    planted: [],
    build: (s) =>
      s
        .user("rename useFetchUser → useUser everywhere")
        .bash("rg -l useFetchUser src | wc -l", "17")
        .bash("rg -l useFetchUser src | xargs sed -i 's/useFetchUser/useUser/g'", "")
        .bash("pnpm tsc --noEmit", "")
        .assistant(
          "Renamed in 17 files, typecheck clean. One of the files has a comment `// always call useUser before useCart`, I left the comment as it was apart from the name.",
        )
        .user("👍")
        .stop(),
  },
  {
    id: "c14-pr-size",
    planted: [
      { kind: "instruction", keys: ["small prs"] },
      { kind: "decision", keys: ["merge commits"] },
    ],
    build: (s) =>
      s
        .user("open a PR for the search refactor")
        .bash("git diff --stat main | tail -1", " 48 files changed, 2210 insertions(+), 1391 deletions(-)")
        .assistant("That's a 3.6k line diff. Should I split it? I could do: (1) extract the query builder, (2) move the filters, (3) the UI changes.")
        .user("yes split it, reviewers hate these. in general I prefer small PRs, say under 400 lines changed, split by default when you open one")
        .bash("git switch -c search/query-builder && git push -u origin HEAD && gh pr create --fill", "https://github.com/acme/shop/pull/1312")
        .assistant(
          "First PR open (#1312, 380 lines). By the way, the repo allows both merge and squash; want me to set squash-merge as the only option? It keeps main linear.",
        )
        .user("no. we discussed it in the team last week, decided: we keep merge commits on main, no squashing. bisecting is easier with the real history")
        .assistant("Okay, leaving the repo settings alone.")
        .stop(),
  },
  {
    id: "c15-nightly-export",
    planted: [
      { kind: "fact", keys: ["nightly export"] },
      { kind: "task", keys: ["queue"] },
    ],
    build: (s) =>
      s
        .user("the dashboard numbers are off until ~3am every day, why")
        .bash("crontab -l | grep export", "0 2 * * * /srv/app/bin/export-metrics >> /var/log/export.log 2>&1")
        .bash("tail -3 /var/log/export.log", "02:00:01 export started\n02:41:37 wrote 1,982,113 rows\n02:41:38 export done")
        .assistant(
          "The export starts at 02:00 and finishes around 02:41, and the dashboard reads its output table. Between those times it shows the previous day's partial data.",
        )
        .user("ok so the nightly export runs at 02:00 UTC and takes ~40 minutes, that's expected. should be in the runbook honestly")
        .assistant("Shall I add a banner to the dashboard while the export is running?")
        .user("no. real fix is moving the export off cron onto the job queue with chunking, but that's a project. note it as a follow-up")
        .bash("echo ok", "ok")
        .stop("No changes made."),
  },
  {
    id: "c16-lr-sweep",
    planted: [],
    build: (s) =>
      s
        .user("run train.py with lr 3e-4 and 1e-3 for 2 epochs each on the small split, print the val loss")
        .bash("uv run python train.py --lr 3e-4 --epochs 2 --split small", "epoch 1 val_loss 1.842\nepoch 2 val_loss 1.603")
        .bash("uv run python train.py --lr 1e-3 --epochs 2 --split small", "epoch 1 val_loss 1.911\nepoch 2 val_loss 1.720\nwarning: grad norm never below 5.0")
        .assistant(
          "3e-4: 1.603 after 2 epochs; 1e-3: 1.720 with large gradient norms. Maybe 1e-3 is too high for this batch size, but two epochs is not much to go on.",
        )
        .user("interesting. maybe try warmup next time, whatever")
        .stop(),
  },
  {
    id: "c17-feature-flags",
    planted: [{ kind: "decision", keys: ["flags.ts"] }],
    build: (s) =>
      s
        .user("we need feature flags for the new onboarding. let's use LaunchDarkly, I have a trial account")
        .bash("npm view launchdarkly-node-server-sdk version", "7.0.4")
        .assistant("I can wire the LaunchDarkly SDK. Their pricing beyond the trial is per seat and per MAU; should I go ahead?")
        .user("hmm just checked the pricing. forget LD, way too expensive for 3 flags. we'll do plain env-var flags in config/flags.ts, typed, one place")
        .file("Write", "config/flags.ts")
        .file("Edit", "src/onboarding/index.tsx")
        .bash("npm test -- onboarding", " ✓ src/onboarding/index.test.tsx (7 tests)")
        .assistant(
          "`config/flags.ts` reads `FLAG_NEW_ONBOARDING` (default off) and exports `flags.newOnboarding`; onboarding checks it. Tests pass with the flag on and off.",
        )
        .stop(),
  },
  {
    id: "c18-factories",
    planted: [
      { kind: "instruction", keys: ["test/factories"] },
      { kind: "fact", keys: ["node 20"] },
    ],
    build: (s) =>
      s
        .user("write tests for OrderService.cancel")
        .file("Write", "test/order-service.test.ts")
        .assistant("Added 5 tests: cancel pending, cancel shipped (rejected), double cancel, refund call, event emitted. I built the order objects inline.")
        .user(
          "pls use the builders in test/factories instead of inline objects, for all tests you write here. inline fixtures rot every time the model changes",
        )
        .file("Edit", "test/order-service.test.ts")
        .bash("npm test -- order-service", " ✓ test/order-service.test.ts (5 tests)")
        .assistant(
          "Rewritten with `buildOrder()` and `buildCustomer()`. Locally I'm on Node 22; `structuredClone` is used in one test, is that available where CI runs?",
        )
        .user("yes CI runs node 20, so anything 20 has is fine. don't use 22-only stuff")
        .stop("structuredClone exists since Node 17, so the tests are fine on CI."),
  },
  {
    id: "c19-v3-release",
    planted: [
      { kind: "task", keys: ["migration guide"] },
      { kind: "decision", keys: ["xml export"] },
    ],
    build: (s) =>
      s
        .user("how far are we from cutting v3? list what's left in the milestone")
        .bash(
          "gh issue list --milestone v3 --state open --json title -q '.[].title'",
          "Remove deprecated `client.fetchAll`\nXML export: port to new pipeline\nDocs: v2 → v3 changes",
        )
        .assistant(
          "Three open issues. The XML export port is the big one, probably a week: the old pipeline builds XML by string concatenation and the new one only has JSON/CSV writers.",
        )
        .user("ok decision: v3 ships without the xml export. nobody has used it in a year according to the logs. close that issue as wontfix")
        .bash("gh issue close 877 --reason 'not planned' -c 'Dropped from v3'", "✓ Closed issue #877 (XML export: port to new pipeline)")
        .assistant("Closed. I can also remove `fetchAll` now, it's a small change. And the docs item?")
        .user(
          "yes remove fetchAll now. the migration guide for v2 → v3 still has to be written before the release but not by you today, I'll need to think about what goes in",
        )
        .file("Edit", "src/client.ts")
        .bash("npm test", " Test Files  31 passed (31)")
        .stop("`fetchAll` removed; tests pass."),
  },
  {
    id: "c20-stale-cache",
    planted: [],
    build: (s) =>
      s
        .user("profile page shows the old avatar after upload. is it possible the CDN cache is stale?")
        .bash("curl -sI https://cdn.example.com/avatars/u_42.png | grep -i -E 'age|cache'", "cache-control: public, max-age=60\nage: 12")
        .assistant(
          "The CDN copy is 12 s old with a 60 s max-age, so at most a minute of staleness. The page, though, requests `/avatars/u_42.png` without a version, and the browser cache keeps it longer. Maybe that's it, maybe not.",
        )
        .user("is there a quick way to check?")
        .bash("curl -s localhost:3000/profile/42 | grep -o 'avatars/[^\"]*'", "avatars/u_42.png")
        .assistant("Confirmed the URL has no cache-busting parameter. Adding `?v=<updatedAt>` to the avatar URL would fix it.")
        .user("do it")
        .file("Edit", "src/profile/Avatar.tsx")
        .stop("Avatar URL now carries `?v=` with the upload timestamp."),
  },
  {
    id: "c21-rate-limit",
    planted: [
      { kind: "fact", keys: ["rate limiter"] },
      { kind: "task", keys: ["per-user"] },
    ],
    build: (s) =>
      s
        .user("customer says their whole office gets 429s. they're all behind one NAT i bet")
        .file("Read", "src/middleware/rateLimit.ts")
        .assistant(
          "You're right about the mechanism: the key is `c.req.header('cf-connecting-ip')`, so everyone behind that NAT shares one bucket of 100 req/min.",
        )
        .user("yep so to be clear for the future: our rate limiter is keyed per IP, not per user/API key. that's how it works today")
        .bash("grep -n 'limit' src/config.ts", "12:  rateLimitPerMinute: 100,")
        .assistant("For this customer I can raise the limit for their IP range as a stopgap. A proper fix would key authenticated requests by user id.")
        .user("do the stopgap. the per-user keys are the real fix, that's for next sprint, we need to figure out anonymous traffic first")
        .file("Edit", "src/config.ts")
        .bash("npm test -- rateLimit", " ✓ test/rateLimit.test.ts (9 tests)")
        .stop("Allow-listed the customer's /28 at 600 req/min."),
  },
  {
    id: "c22-no-comments",
    planted: [{ kind: "instruction", keys: ["comments"] }],
    build: (s) =>
      s
        .user("add retry w/ exponential backoff to fetchPrices")
        .file("Edit", "src/prices/fetch.ts")
        .assistant(
          "Added `withRetry(fn, { retries: 3, baseMs: 200 })`. Each step is commented: `// increment attempt counter`, `// wait before retrying`, `// throw if out of retries`.",
        )
        .user("pls dont write comments that just restate the code. like ever, in any file. only comment the why")
        .file("Edit", "src/prices/fetch.ts")
        .bash("npm test -- prices", " ✓ test/prices/fetch.test.ts (4 tests)")
        .stop("Trimmed to one line explaining why 429 and 503 are retried but 400 is not."),
  },
  {
    id: "c23-vite",
    planted: [
      { kind: "decision", keys: ["vite"] },
      { kind: "task", keys: ["webpack config"] },
    ],
    build: (s) =>
      s
        .user("admin app dev server takes 50s to start and HMR is like 4s per save. I've been wanting to try vite. can you see how hard a switch would be")
        .bash("cat apps/admin/package.json | grep -E 'webpack|babel' | wc -l", "11")
        .assistant(
          "11 webpack/babel deps, mostly loaders. The custom bits are an SVG loader and a `process.env` define plugin; both have Vite equivalents. I'd guess the slow HMR is partly the symlinked packages, but I haven't verified that.",
        )
        .user("do a quick spike")
        .file("Write", "apps/admin/vite.config.ts")
        .bash("cd apps/admin && npx vite --port 5174", "VITE v6.0.1  ready in 912 ms\n➜  Local:   http://localhost:5174/")
        .assistant("Spike works: dev server in 0.9 s and HMR under 100 ms on the pages I tried. The production build via Vite also passes.")
        .user(
          "wow ok that settles it, the admin app moves to vite. keep the old webpack config around for a couple weeks in case, delete the webpack config later once we've shipped a release on vite",
        )
        .stop("Vite is now the default `dev` and `build` script in apps/admin."),
  },
  {
    id: "c24-memory-leak-hunt",
    planted: [],
    build: (s) =>
      s
        .user("the api pods get OOMKilled every ~6 hours. I think it's the LRU cache in the session store, it has no max size")
        .file("Read", "src/session/store.ts")
        .assistant("The LRU does have a max: `new LRUCache({ max: 5000 })`. Each entry is ~2 kB, so that's ~10 MB, unlikely to explain a 1.5 GB growth.")
        .user("hm ok scratch that theory then. what else")
        .bash("kubectl top pod -l app=api | head -3", "NAME          CPU   MEMORY\napi-7c9-abc   210m  1423Mi\napi-7c9-def   190m  1388Mi")
        .bash("node --inspect-brk ... # heap snapshot diff", "Top retainers: Array (EventEmitter listeners) 1.1 GB\n  at PgPool.on('error') — never removed")
        .assistant(
          "The heap diff points at listeners: every request adds an `on('error')` handler to the pool and never removes it. I moved the handler to pool creation.",
        )
        .file("Edit", "src/db/pool.ts")
        .bash("npm test -- db", " ✓ test/db/pool.test.ts (6 tests)")
        .user("nice. deploy it and we'll watch memory")
        .stop(),
  },
  {
    id: "c25-assets-bucket",
    planted: [
      { kind: "fact", keys: ["acme-assets-prod"] },
      { kind: "instruction", keys: ["cache-control"] },
    ],
    build: (s) =>
      s
        .user("write an upload script for the new marketing images, into the prod bucket")
        .bash("aws s3 ls | grep assets", "2023-02-11 09:14:02 acme-assets-prod\n2023-02-11 09:14:40 acme-assets-staging")
        .assistant("I see `acme-assets-prod` and `acme-assets-staging`. Which region is prod in? The CLI default here is us-east-1.")
        .user("acme-assets-prod lives in eu-west-1, always has. staging too")
        .file("Write", "scripts/upload-marketing.sh")
        .assistant("Script uploads `marketing/*.webp` with `aws s3 cp --region eu-west-1`. Dry run?")
        .user(
          "wait, add cache headers. general rule: anything we put in the buckets gets an explicit Cache-Control, immutable for hashed filenames, 5 min for the rest",
        )
        .file("Edit", "scripts/upload-marketing.sh")
        .bash("./scripts/upload-marketing.sh --dryrun", "(dryrun) upload: marketing/hero-a1b2.webp to s3://acme-assets-prod/marketing/hero-a1b2.webp")
        .stop(),
  },
  {
    id: "c26-browsers",
    planted: [
      { kind: "decision", keys: ["legacy browser"] },
      { kind: "task", keys: ["expired card"] },
    ],
    build: (s) =>
      s
        .user("why is the main bundle 410kb")
        .bash(
          "npx vite-bundle-visualizer --json | jq '.[0:3]'",
          '[{"name":"core-js","size":96211},{"name":"regenerator-runtime","size":6812},{"name":"react-dom","size":130400}]',
        )
        .assistant("Almost 100 kB is core-js polyfills from the `legacy` plugin, there for the old Safari/Edge targets in `.browserslistrc`.")
        .user("product signed off on this monday: we're dropping legacy browser support, evergreen only from now on. rip out the legacy plugin")
        .file("Edit", "vite.config.ts")
        .file("Edit", ".browserslistrc")
        .bash("npm run build", "dist/assets/index-8f2a.js  308.12 kB │ gzip: 97.40 kB")
        .assistant(
          "Bundle down to 308 kB. The checkout e2e suite passes. I noticed there is no e2e case for a card that expired between entering and paying, should I write one?",
        )
        .user("yes but separately, it needs the stripe test clock setup. keep it as an open item: e2e test for checkout with an expired card")
        .stop(),
  },
  {
    id: "c27-format",
    planted: [],
    build: (s) =>
      s
        .user("format src/api/handlers.go")
        .bash("gofmt -w src/api/handlers.go && git diff --stat", " src/api/handlers.go | 14 +++++++-------")
        .stop("Formatted; 14 lines changed (indentation and import grouping)."),
  },
  {
    id: "c28-ml-infra",
    planted: [
      { kind: "instruction", keys: ["uv run"] },
      { kind: "fact", keys: ["/mnt/ckpt"] },
    ],
    build: (s) =>
      s
        .user("eval script crashes with ModuleNotFoundError: No module named 'datasets'")
        .bash("pip install datasets", "Successfully installed datasets-3.1.0")
        .assistant("Installed `datasets` with pip; rerunning the eval.")
        .user("ugh no, don't pip install into the system python. this project is managed by uv — use `uv run` / `uv add` for everything python here")
        .bash("pip uninstall -y datasets && uv add datasets && uv run python eval.py --ckpt latest", "error: checkpoint 'latest' not found in ./checkpoints")
        .assistant("Now it runs but can't find a checkpoint; `./checkpoints` is empty. Where are the trained checkpoints kept?")
        .user("they're on the shared NFS at /mnt/ckpt/<run-name>, the local dir is just for scratch. use /mnt/ckpt/mistral-ft-07")
        .bash("uv run python eval.py --ckpt /mnt/ckpt/mistral-ft-07", "accuracy 0.712  f1 0.688  (n=2000)")
        .stop("Eval done: accuracy 0.712, F1 0.688 on 2000 examples."),
  },
  {
    id: "c29-timestamps",
    planted: [{ kind: "decision", keys: ["epoch ms"] }],
    build: (s) =>
      s
        .user("the events table mixes ISO strings and unix seconds in `created`. lets normalise, store ISO strings everywhere")
        .bash('sqlite3 data/app.db "select typeof(created), count(*) from events group by 1"', "integer|48211\ntext|9120")
        .assistant(
          "48k rows are integers (seconds), 9k are ISO text. Converting everything to ISO means the range queries on `created` become string comparisons. Should I go ahead?",
        )
        .user("no wait, you're right, string compares are gross. changed my mind: integers, epoch ms everywhere, in the db and in the API")
        .file("Write", "migrations/0021_events_created_ms.sql")
        .bash("npm run migrate && npm test", "migrated 0021_events_created_ms\n Test Files  22 passed (22)")
        .stop("All `created` values are now epoch milliseconds; the API returns numbers."),
  },
  {
    id: "c30-eslint-bump",
    planted: [],
    build: (s) =>
      s
        .user("the lint job fails on the unused var in utils/date.ts, fix it")
        .bash("npx eslint src/utils/date.ts", "src/utils/date.ts\n  14:7  error  'tz' is assigned a value but never used  no-unused-vars")
        .file("Edit", "src/utils/date.ts")
        .bash("npx eslint src/utils/date.ts", "")
        .assistant("Removed the unused `tz`. ESLint is on 8.57 here, 9 is out; want me to bump it and migrate to flat config?")
        .user("no, just this")
        .stop("Only the unused variable was removed."),
  },
  {
    id: "c31-v1-orders",
    planted: [
      { kind: "fact", keys: ["/v1/orders"] },
      { kind: "task", keys: ["remove", "/v1/orders"] },
    ],
    build: (s) =>
      s
        .user("can we delete the /v1/orders route? it's been deprecated forever")
        .bash(
          "bq query \"select app_version, count(*) c from logs where path='/v1/orders' and day > '2026-11-01' group by 1 order by c desc limit 3\"",
          "app_version | c\n4.12.0      | 88412\n4.9.3       | 10311\n5.0.1       | 0",
        )
        .assistant("It's still heavily used: ~99k calls this month, all from the mobile app 4.x. 5.x doesn't call it.")
        .user("damn. ok so /v1/orders is still needed by mobile 4.x, nobody delete it. i'll tell the team")
        .assistant("Should I add a deprecation header so we can track when traffic drops?")
        .user("sure, do that. and open item for later: remove /v1/orders once 4.x is under 1% of traffic")
        .file("Edit", "src/routes/v1/orders.ts")
        .bash("npm test -- routes/v1", " ✓ test/routes/v1/orders.test.ts (8 tests)")
        .stop("Responses from the route now carry `Deprecation: true` and a `Sunset` header."),
  },
  {
    id: "c32-dates",
    planted: [
      { kind: "instruction", keys: ["make lint"] },
      { kind: "decision", keys: ["date-fns"] },
    ],
    build: (s) =>
      s
        .user("the 'last seen' label shows 'in 3 hours' for some users lol")
        .file("Read", "src/utils/relative.ts")
        .assistant(
          "`relative.ts` uses moment and parses the server's timestamp without a timezone, so it's read as local time. I can fix the parse. Separately, moment is in maintenance mode and 67 kB; I'd suggest date-fns for new code and replacing moment file by file. Want to go that way?",
        )
        .user("yep, date-fns from now on, replace moment as we touch files")
        .file("Edit", "src/utils/relative.ts")
        .bash("npm test -- relative", " ✓ src/utils/relative.test.ts (11 tests)")
        .assistant("Fixed with date-fns `formatDistanceToNowStrict(parseISO(ts))`. All done!")
        .user("did you lint? run `make lint` before you tell me something is done, every time")
        .bash("make lint", "eslint . && prettier --check .\nAll matched files use Prettier code style!")
        .stop("Lint passes."),
  },
  {
    id: "c33-thanks",
    planted: [],
    build: (s) =>
      s
        .user("what's the diff between `git restore` and `git checkout --` again")
        .assistant(
          "Same effect for files: both discard working-tree changes. `git restore` is the newer, single-purpose command (since 2.23); `git checkout --` is the older overloaded form. `git restore --staged` also unstages.",
        )
        .bash("git --version", "git version 2.43.0")
        .user("cool thx, that's all for today. have a good one")
        .assistant("You too!")
        .stop(),
  },
  {
    id: "c34-sentry",
    planted: [
      { kind: "task", keys: ["sentry"] },
      { kind: "fact", keys: ["acme-web"] },
    ],
    build: (s) =>
      s
        .user("errors from the web app aren't showing up in sentry since the domain change")
        .bash("grep -rn 'dsn' src/main.tsx", "src/main.tsx:9:  dsn: 'https://3f1c@o1122.ingest.sentry.io/557',")
        .assistant("The DSN is hardcoded. The project 557 in it, is that the right one? I can't see the org from here.")
        .user("the frontend errors go to the acme-web org, project web-frontend. 557 is right")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://o1122.ingest.sentry.io/api/557/envelope/", "403")
        .assistant(
          "The ingest endpoint rejects us: the project's allowed domains list probably still has the old domain. That setting is in the Sentry UI, not in code.",
        )
        .user("ok I'll fix allowed domains myself. but the hardcoded sentry DSN in main.tsx has to move to an env var at some point, add that to the backlog")
        .stop("Nothing changed in code."),
  },
  {
    id: "c35-pg-version",
    planted: [
      { kind: "fact", keys: ["postgres 14"] },
      { kind: "instruction", keys: ["sql tag"] },
    ],
    build: (s) =>
      s
        .user("use MERGE for the upsert in syncInventory, it's cleaner")
        .file("Edit", "src/db/inventory.ts")
        .bash("npm run test:int -- inventory", 'error: syntax error at or near "MERGE"\n  at Parser.parseErrorMessage', 1)
        .assistant("MERGE fails to parse. Which Postgres version is prod on? The test container is `postgres:14`.")
        .user("prod is postgres 14, and will be for a while (RDS upgrade isn't planned). so no MERGE, go back to ON CONFLICT")
        .file("Edit", "src/db/inventory.ts")
        .assistant("Back to `INSERT … ON CONFLICT (sku) DO UPDATE`. I built the statement with string concatenation for the column list, since it's dynamic.")
        .user(
          "don't concatenate SQL. always build queries with the sql tag helper from db/sql.ts, it has `sql.join` for dynamic column lists. that goes for all db code",
        )
        .file("Edit", "src/db/inventory.ts")
        .bash("npm run test:int -- inventory", " ✓ test/db/inventory.test.ts (7 tests)")
        .stop(),
  },
  {
    id: "c36-plan-pending",
    planted: [],
    build: (s) =>
      s
        .user("I'm thinking about splitting the notifications code out of the monolith into its own service. thoughts? don't write code yet")
        .file("Read", "src/notifications/index.ts")
        .assistant(
          "Here's how I'd approach it:\n1. Put a queue (SQS or the existing Redis streams) between the monolith and notifications.\n2. Move templates and provider clients into the new service.\n3. Keep a shim in the monolith for one release.\nRisks: the digest job reads user prefs directly from the main DB; it would need an API or a replicated table. You should always plan for the shim being around longer than expected.",
        )
        .user("hmm. maybe. the digest thing worries me. let me sleep on it and talk to the team")
        .assistant("Sure. Nothing changed.")
        .stop(),
  },
  {
    id: "c37-auth-cookies",
    planted: [
      { kind: "decision", keys: ["cookies"] },
      { kind: "task", keys: ["csrf"] },
    ],
    build: (s) =>
      s
        .user("security review flagged the token in localStorage. options are httpOnly cookies or keeping localStorage + short TTL. what do you think")
        .assistant(
          "httpOnly cookies keep the token out of reach of XSS, which is the main finding. They bring CSRF back into play for form posts, so you'd want SameSite=Lax plus a CSRF token on state-changing requests.",
        )
        .user("settled then: sessions go in httpOnly cookies, localStorage is out. implement the cookie part now")
        .file("Edit", "src/auth/session.ts")
        .file("Edit", "src/api/client.ts")
        .bash("npm test -- auth", " ✓ test/auth/session.test.ts (12 tests)")
        .assistant("Session now set as `HttpOnly; Secure; SameSite=Lax` cookie; the client no longer reads localStorage. Shall I do the CSRF tokens now?")
        .user("not in this PR. csrf tokens for the form posts are still open, we do them next")
        .stop(),
  },
  {
    id: "c38-reviewers",
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["infra label"] },
    ],
    build: (s) =>
      s
        .user("open a PR for the terraform change to the NAT gateway and request review from ben")
        .bash("gh pr create --title 'infra: second NAT gateway' --reviewer ben-ops --fill", "https://github.com/acme/platform/pull/640")
        .assistant("PR #640 open with Ben requested. His GitHub status says 'on leave'; should I add someone else?")
        .user("oh right, Ben is out until Dec 10 — Priya reviews the infra PRs while he's gone. swap him for her (priya-k)")
        .bash("gh pr edit 640 --remove-reviewer ben-ops --add-reviewer priya-k", "https://github.com/acme/platform/pull/640")
        .user("and always add the infra label to those PRs, the deploy bot keys off it")
        .bash("gh pr edit 640 --add-label infra", "https://github.com/acme/platform/pull/640")
        .stop("Priya requested, `infra` label added."),
  },
  {
    id: "c39-slow-endpoint",
    planted: [],
    build: (s) =>
      s
        .user("GET /reports/summary takes 8s, make it faster")
        .bash("EXPLAIN ANALYZE ...", "Seq Scan on report_rows  (cost=0.00..182344.10) (actual time=7712.4 rows=3100211)\n  Filter: (account_id = 42)")
        .assistant("A sequential scan over 3.1M rows filtered on `account_id`. There's no index on that column. Adding one.")
        .file("Write", "migrations/0044_report_rows_account.sql")
        .bash("npm run migrate && curl -s -o /dev/null -w '%{time_total}' localhost:3000/reports/summary", "migrated 0044\n0.184")
        .assistant("Down from 8 s to 0.18 s locally with the index.")
        .user("sweet")
        .stop(),
  },
  {
    id: "c40-flaky-uploads",
    planted: [
      { kind: "task", keys: ["uploads.spec"] },
      { kind: "decision", keys: ["timeout"] },
    ],
    build: (s) =>
      s
        .user("CI is red again, uploads.spec.ts. third time this week")
        .bash(
          "npx jest test/integration/uploads.spec.ts",
          '● uploads › resumes after network drop\n  thrown: "Exceeded timeout of 5000 ms for a test."\n  Add a timeout value to this test to increase the timeout, if this is a long-running test.',
          1,
        )
        .assistant(
          "The resume test waits for the multipart upload to finish; on CI it takes 4-7 s. There also seems to be a race between the abort and the retry, the second part sometimes uploads twice.",
        )
        .user(
          "ok two things. 1) integration tests get a 10s jest timeout from now on, unit tests stay at 5s. 2) quarantine uploads.spec for now — the race in it needs a proper fix later, not today",
        )
        .file("Edit", "jest.integration.config.js")
        .file("Edit", "test/integration/uploads.spec.ts")
        .bash("npx jest -c jest.integration.config.js", " Tests: 1 skipped, 84 passed, 85 total")
        .stop("Integration timeout set to 10 s in jest.integration.config.js; the uploads spec is skipped with a link to the race."),
  },
  {
    id: "c41-codex-style",
    planted: [
      { kind: "instruction", keys: ["bullet"] },
      { kind: "fact", keys: ["docker compose"] },
    ],
    build: (s) =>
      s
        .user("run the e2e suite")
        .bash("npm run e2e", "Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect", 1)
        .assistant(
          "**Investigating e2e failure**\n\nThe e2e run can't reach Postgres on 5432. I looked through the README, package.json scripts, the CI workflow and the test setup, and there are several possible ways the database might be expected to come up: a local install, a CI service container, or a compose file. The CI workflow defines a `services.postgres` block, which suggests that in CI the database is provided by the runner, whereas locally…",
        )
        .user(
          "too long. keep your replies to short bullet points, no essays. and the e2e suite needs `docker compose up -d db` first, that's just how this repo is",
        )
        .bash("docker compose up -d db && npm run e2e", "✔ Container app-db-1  Started\n 42 passing (51s)")
        .assistant("- db started via compose\n- e2e: 42 passing")
        .stop(),
  },
  {
    id: "c42-dep-audit",
    planted: [],
    build: (s) =>
      s
        .user("npm audit says high severity in something, is it real?")
        .bash(
          "npm audit --omit=dev",
          "semver  <7.5.2\nSeverity: high\nRegular Expression Denial of Service\nfix available via `npm audit fix`\nNOTE: never use semver ranges from untrusted input",
        )
        .assistant(
          "It's `semver` via an old transitive dep, only exploitable with attacker-controlled version ranges, which we don't parse. `npm audit fix` bumps it without breaking changes.",
        )
        .user("just run the fix then")
        .bash("npm audit fix --omit=dev", "changed 1 package, and audited 611 packages in 3s\nfound 0 vulnerabilities")
        .stop("Fixed; 0 vulnerabilities reported."),
  },
];

export const BLIND8 = plantedSet(BLIND8_SESSIONS, START);
