/**
 * A planted set for the offline long-term-memory extractor, written to TRAIN the learned
 * sentence classifier on: written without reading the extractor (src/core/memories/extract.ts)
 * or the other planted sets' sessions, from issue 19's description of what should and should
 * not be remembered. Style of this set: a terse user and an assistant that proposes options or
 * plans at length; decisions made by the user's short replies ("yes", "no", "the second one",
 * "go with X", "not that"); plans the assistant carries out in the same session (not tasks) vs
 * work explicitly left for later (tasks); a few decisions superseded later in their session.
 * Each session is one segment; the items planted in it are listed with it: 68 items (17
 * decisions, 17 instructions, 17 facts, 17 tasks) in 52 sessions, 12 of which plant nothing.
 * Every other message must give nothing: questions, hypotheses, proposals not taken or never
 * confirmed, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output,
 * chit-chat, and in-session requests done in the same session.
 *
 * Matching rule (fixed before any extractor was run on this set; planted-blind.ts's rule):
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

const START = Date.UTC(2026, 10, 2, 9);

export const TUNING27_SESSIONS: BlindSession[] = [
  {
    id: "t27-01-dlq",
    planted: [
      { kind: "decision", keys: ["dead-letter"] },
      { kind: "instruction", keys: ["retry test"] },
      { kind: "fact", keys: ["batch"] },
    ],
    build: (s) =>
      s
        .user("queue consumer keeps eating poison msgs. options?")
        .bash("grep -n max_batch wrangler.toml", "41:max_batch_size = 10\n42:max_batch_timeout = 5")
        .assistant(
          'Looking at wrangler.toml, the consumer max batch is 10 messages with a 5 s timeout. A few ways to handle the poison messages:\n\n1. **Exponential backoff in the consumer** — `msg.retry({ delaySeconds })` with a growing delay. Keeps everything in one queue but a truly bad message retries forever.\n2. **Dead-letter queue after 3 attempts** — set `max_retries = 3` and `dead_letter_queue = "ingest-dlq"`, then inspect the DLQ by hand.\n3. **Catch and drop** — log and `ack()` anything that fails to parse.\n\nI\'d lean toward 2, it keeps bad messages around for debugging.',
        )
        .user("2")
        .file("Edit", "wrangler.toml")
        .bash("npx vitest run test/worker/consumer.test.ts", " ✓ test/worker/consumer.test.ts (9 tests) 2.31s")
        .assistant("Added the dead-letter queue with `max_retries = 3`; the 9 consumer tests pass.")
        .user("good. from now on anything touching the queue consumer needs a retry test, no exceptions")
        .assistant("Got it — I'll add a retry test with every consumer change.")
        .stop(),
  },
  {
    id: "t27-02-gen",
    planted: [
      { kind: "instruction", keys: ["src/gen"] },
      { kind: "fact", keys: ["shared-schemas"] },
    ],
    build: (s) =>
      s
        .user("the grpc types are wrong for OrderLine. fix?")
        .bash("rg -l OrderLine src | head", "src/gen/order/v1/order_pb.ts\nsrc/orders/price.ts")
        .assistant("The type comes from `src/gen/order/v1/order_pb.ts`. I can patch the `quantity` field there to `number` — want me to?")
        .user("no!! dont touch anything in src/gen, its all output of buf generate and gets overwritten")
        .assistant("Understood, I won't edit generated files. Where do the .proto sources live then? There's no `proto/` dir here.")
        .user("they're in the shared-schemas repo, not this one. fix it there and regen")
        .bash("ls ../shared-schemas/order/v1", "order.proto\nbuf.yaml")
        .assistant("Found `order.proto` in ../shared-schemas. I'll change `quantity` to `int32` there and rerun `buf generate`.")
        .stop(),
  },
  {
    id: "t27-03-slow-build",
    planted: [],
    build: (s) =>
      s
        .user("why is the build so slow today")
        .bash("time npm run build", "vite v5.4.2 building for production...\n✓ 1843 modules transformed.\nreal\t1m52.4s")
        .assistant(
          "1m52s for 1843 modules. Possibly the source maps — `build.sourcemap` is `true`, and that roughly doubles the time on big bundles. It could also be a cold cache after yesterday's `rm -rf node_modules`. I can't tell which without profiling.",
        )
        .user("hm ok, probably the cache")
        .bash("time npm run build", "✓ 1843 modules transformed.\nreal\t0m41.0s")
        .assistant("Second run: 41 s. So a cold cache looks like most of it.")
        .user("cool")
        .stop(),
  },
  {
    id: "t27-04-ws-flaky",
    planted: [{ kind: "task", keys: ["websocket"] }],
    build: (s) =>
      s
        .user("ci red again")
        .bash(
          "gh run view --log-failed | tail -5",
          "FAIL test/realtime/websocket.test.ts > reconnects after close\nAssertionError: expected 1 to be 2\n  timeout waiting for reconnect",
        )
        .assistant(
          "It's `websocket.test.ts > reconnects after close` again, the same flake as Tuesday. Options: I can mark it `it.skip` with a comment, bump its timeout to 10 s, or dig into the reconnect timer now (probably an hour or two).",
        )
        .user("no skip. leave it as is, the websocket reconnect flake needs a proper fix but not today — next week")
        .assistant("Okay, I'll leave the test untouched and rerun the job.")
        .bash("gh run rerun --failed", "✓ Requested rerun of run 88213")
        .stop(),
  },
  {
    id: "t27-05-postgres",
    planted: [
      { kind: "decision", keys: ["postgres 16"] },
      { kind: "task", keys: ["docker-compose"] },
    ],
    build: (s) =>
      s
        .user("set up a local db container for the api")
        .assistant("Which Postgres version? The Dockerfile for the old service used 13. I'd suggest 15, it's what the ORM docs test against.")
        .user("15 is fine")
        .file("Write", "docker/db/compose.yaml")
        .bash("docker compose -f docker/db/compose.yaml up -d", "[+] Running 2/2\n ✔ Network db_default  Created\n ✔ Container db-pg-1  Started")
        .assistant("Postgres 15 is up on port 5432.")
        .user("actually scratch that — postgres 16, prod is on 16 and I dont want surprises")
        .file("Edit", "docker/db/compose.yaml")
        .bash("docker compose -f docker/db/compose.yaml up -d --force-recreate", " ✔ Container db-pg-1  Started")
        .assistant("Switched the image to `postgres:16-alpine` and recreated the container.")
        .user("ci's docker-compose still says 15, we need to update that too eventually. not in this pr")
        .assistant("Noted, I'll leave the CI compose file alone here.")
        .stop(),
  },
  {
    id: "t27-06-commits",
    planted: [{ kind: "instruction", keys: ["commit messages"] }],
    build: (s) =>
      s
        .user("commit this")
        .bash("git status --short", " M src/orders/price.ts\n M test/orders/price.test.ts")
        .assistant("I'll commit with: `✨ Fixed rounding in price calc 🎉`")
        .user("ugh no emojis. commit messages: imperative mood, no emoji, <72 chars subject. always")
        .bash(
          'git commit -am "Fix rounding of line totals in price calc"',
          "[feat/price 3c1e9a0] Fix rounding of line totals in price calc\n 2 files changed, 14 insertions(+), 3 deletions(-)",
        )
        .assistant("Committed as `Fix rounding of line totals in price calc`.")
        .stop(),
  },
  {
    id: "t27-07-replica",
    planted: [
      { kind: "fact", keys: ["read replica"] },
      { kind: "decision", keys: ["primary", "checkout"] },
    ],
    build: (s) =>
      s
        .user("orders sometimes missing right after checkout on staging")
        .bash("psql $STAGING_URL -c 'select pg_is_in_recovery()'", " pg_is_in_recovery \n-------------------\n t\n(1 row)")
        .assistant(
          "`pg_is_in_recovery()` is true, so the staging connection string points at a standby. My guess is replication lag: the order is written and then read back before it reaches this node. Is the staging DB a replica?",
        )
        .user("yes staging db is a read replica, writes go through the primary at db-primary.internal")
        .assistant(
          "That explains it. Two ways out: (a) read from the primary for the checkout flow only, or (b) add a retry with a short wait on the order lookup. (a) is simpler and correct; (b) keeps load off the primary.",
        )
        .user("a")
        .file("Edit", "src/orders/repo.ts")
        .bash("npm test -- orders", " ✓ test/orders/repo.test.ts (7 tests)")
        .assistant("The order lookup after checkout now uses the primary connection; tests pass.")
        .stop(),
  },
  {
    id: "t27-08-rename",
    planted: [],
    build: (s) =>
      s
        .user("morning! rename `getUsr` to `getUser` everywhere pls")
        .bash(
          "rg -l getUsr src test | xargs sed -i 's/getUsr/getUser/g' && rg -c getUser src test",
          "src/users/service.ts:4\nsrc/api/users.ts:2\ntest/users/service.test.ts:6",
        )
        .assistant("Renamed in 3 files (12 occurrences). Typecheck next.")
        .bash("npx tsc --noEmit", "")
        .assistant("Typecheck is clean.")
        .user("ty 🙏")
        .stop(),
  },
  {
    id: "t27-09-i18n",
    planted: [{ kind: "task", keys: ["i18n"] }],
    build: (s) =>
      s
        .user("add the settings page for notification prefs")
        .assistant(
          "Plan:\n1. Add `NotificationPrefs` to the settings schema\n2. New route `/settings/notifications` with a form (email / push toggles)\n3. Wire it to `PATCH /api/me/prefs`\n4. Tests for the form and the route\n\nStarting with 1.",
        )
        .file("Edit", "src/settings/schema.ts")
        .file("Write", "src/settings/NotificationsPage.tsx")
        .bash("npx vitest run src/settings", " ✓ src/settings/NotificationsPage.test.tsx (5 tests)\n ✓ src/settings/schema.test.ts (3 tests)")
        .assistant("All four steps done; 8 tests pass. The labels are hard-coded English strings for now.")
        .user("fine. the i18n for this page goes in a separate PR later, dont do it now")
        .assistant("Okay — leaving the strings as they are.")
        .stop(),
  },
  {
    id: "t27-10-valibot",
    planted: [
      { kind: "decision", keys: ["valibot"] },
      { kind: "instruction", keys: ["src/schemas"] },
      { kind: "task", keys: ["admin"] },
    ],
    build: (s) =>
      s
        .user("we need input validation on the public routes. what do u suggest")
        .assistant(
          "Three options:\n1. **zod** — what the admin routes already use, big ecosystem, ~13 kB min+gz.\n2. **valibot** — same idea, tree-shakes to ~1–2 kB, matters for the edge bundle.\n3. **hand-rolled guards** — no dep, but we'd rewrite error messages ourselves.",
        )
        .user("the second one")
        .bash("npm i valibot", "added 1 package, and audited 412 packages in 2s")
        .file("Write", "src/schemas/createOrder.ts")
        .assistant("Installed valibot and wrote the first schema for `POST /orders`. Where should schemas live — next to each route or in one folder?")
        .user("src/schemas/, one file per route. keep it that way")
        .bash("npx vitest run test/api/orders.test.ts", " ✓ test/api/orders.test.ts (11 tests)")
        .assistant("Done, 11 tests pass. The admin routes still use zod — should I convert them too?")
        .user("later. converting the admin zod schemas is its own ticket")
        .stop(),
  },
  {
    id: "t27-11-lint",
    planted: [{ kind: "instruction", keys: ["lint"] }],
    build: (s) =>
      s
        .user("pr is failing")
        .bash(
          "npm run lint",
          "src/api/users.ts\n  12:3  error  Unexpected console statement  no-console\n  30:1  error  Expected blank line before return  padding-line-between-statements (always)\n\n✖ 2 problems (2 errors, 0 warnings)",
          1,
        )
        .assistant("Two lint errors in users.ts: a stray `console.log` and a missing blank line. Fixing both.")
        .file("Edit", "src/api/users.ts")
        .bash("npm run lint", "✔ no problems")
        .assistant("Lint is clean now.")
        .user("pls run `npm run lint -- --fix` yourself before you hand anything back to me, every time")
        .assistant("Will do.")
        .stop(),
  },
  {
    id: "t27-12-cron",
    planted: [
      { kind: "fact", keys: ["cron", "utc"] },
      { kind: "decision", keys: ["upsert"] },
    ],
    build: (s) =>
      s
        .user("the nightly report ran twice yesterday??")
        .bash("grep -n crons wrangler.toml", '18:crons = ["0 3 * * *"]')
        .assistant("The trigger is `0 3 * * *`. Is that meant to be 03:00 local? If someone read it as Berlin time the DST change might explain a double run.")
        .user("no the cron is utc, always was. the double run was a retry after a timeout")
        .assistant(
          "Then the job needs to be safe to run twice. Either:\n- write the report rows with an upsert keyed on (report_date, account_id), or\n- take a lock row at the start and skip if it's held.\nThe lock is more moving parts (expiry, crashes while holding it).",
        )
        .user("upsert")
        .file("Edit", "src/jobs/nightlyReport.ts")
        .bash("npx vitest run test/jobs/nightlyReport.test.ts", " ✓ test/jobs/nightlyReport.test.ts (6 tests)")
        .assistant("Switched the insert to `INSERT ... ON CONFLICT (report_date, account_id) DO UPDATE`; added a test that runs it twice.")
        .stop(),
  },
  {
    id: "t27-13-wrangler-tail",
    planted: [],
    build: (s) =>
      s
        .user("what does wrangler tail actually do? does it slow the worker down")
        .bash("npx wrangler tail --help | head -4", "wrangler tail [worker]\n\nStart a log tailing session for a Worker\n\nPOSITIONALS")
        .assistant(
          "`wrangler tail` opens a live stream of your Worker's logs (console output, exceptions, request metadata). It's sampled when traffic is high, and it doesn't add latency to requests — logs are shipped asynchronously.",
        )
        .user("k thx")
        .stop(),
  },
  {
    id: "t27-14-r2",
    planted: [
      { kind: "decision", keys: ["r2"] },
      { kind: "task", keys: ["s3"] },
      { kind: "fact", keys: ["attachments", "videos"] },
    ],
    build: (s) =>
      s
        .user("where should new attachments go")
        .bash("node scripts/attachment-stats.js", "count=18342 avg=2.1MB p99=48.7MB max=51.2MB (mp4)")
        .assistant(
          "Average is ~2 MB but the tail is big (p99 49 MB, mp4s). Options: keep them in S3 as today, move new uploads to R2 (no egress fees, same S3 API), or store small ones in D1 blobs. D1 is out with 50 MB files.",
        )
        .user("yeah some attachments are 50MB videos from the field team, that's normal. go with R2 for new uploads")
        .file("Edit", "src/attachments/store.ts")
        .bash("npx vitest run test/attachments", " ✓ test/attachments/store.test.ts (8 tests)")
        .assistant("New uploads now go to the R2 bucket `attachments`; the old ones stay readable from S3.")
        .user("moving the old S3 files over is for later, not today")
        .stop(),
  },
  {
    id: "t27-15-force-push",
    planted: [{ kind: "instruction", keys: ["force-push"] }],
    build: (s) =>
      s
        .user("rebase my branch on main")
        .bash("git rebase main", "Successfully rebased and updated refs/heads/feat/export.")
        .assistant("Rebased cleanly. The branch is shared with Tom's PR (#212) — I'll need `git push --force` to update it. Go ahead?")
        .user("no. never force-push branches other ppl work on. push to a new branch instead")
        .bash("git push -u origin feat/export-rebased", "To github.com:acme/app.git\n * [new branch]      feat/export-rebased -> feat/export-rebased")
        .assistant("Pushed as `feat/export-rebased`; the shared branch is untouched.")
        .stop(),
  },
  {
    id: "t27-16-marta",
    planted: [
      { kind: "fact", keys: ["marta", "billing"] },
      { kind: "task", keys: ["invoice"] },
    ],
    build: (s) =>
      s
        .user("can we just add a `currency` field to the billing invoice response")
        .bash("git log --format='%an' -- services/billing | sort | uniq -c | sort -rn | head -2", "    214 Marta Kowalski\n     12 Ben Ruiz")
        .assistant(
          "Technically yes, it's a one-line change in `services/billing/serialize.ts`. Judging by git log, Marta wrote most of that service — is she the one to check with?",
        )
        .user("yes marta owns billing, any api change there goes through her")
        .assistant("Then I'll hold off on the change. Want me to draft a message to her?")
        .user("no I'll ask her about the invoice currency field myself on monday, leave it till then")
        .stop(),
  },
  {
    id: "t27-17-cache",
    planted: [
      { kind: "decision", keys: ["lru"] },
      { kind: "instruction", keys: ["user-specific"] },
    ],
    build: (s) =>
      s
        .user("/products is slow, cache it")
        .bash("npx autocannon -c 20 -d 10 http://localhost:8787/products | tail -3", "Latency p50 312 ms  p99 870 ms\n2k requests in 10.03s")
        .assistant("p50 is 312 ms. I'd put the response in Workers KV with a 60 s TTL, keyed by the query string.")
        .user("not that, KV is eventually consistent and the price edits need to show up fast")
        .assistant("Alternative: an in-memory LRU per isolate (say 500 entries, 10 s TTL). Worst case a price edit shows after 10 s per isolate.")
        .user("fine, go with the lru. and don't cache anything user-specific, ever, only the public catalog")
        .file("Write", "src/cache/lru.ts")
        .bash("npx autocannon -c 20 -d 10 http://localhost:8787/products | tail -3", "Latency p50 21 ms  p99 140 ms\n9k requests in 10.02s")
        .assistant("With the LRU: p50 21 ms. Only the anonymous catalog route is cached.")
        .stop(),
  },
  {
    id: "t27-18-todo-fix",
    planted: [],
    build: (s) =>
      s
        .user("test/utils/slug.test.ts fails, fix it")
        .bash("npx vitest run test/utils/slug.test.ts", " FAIL test/utils/slug.test.ts > strips accents\n expected 'creme-brulee' got 'crème-brûlée'", 1)
        .file("Read", "src/utils/slug.ts")
        .assistant(
          "The function has `// TODO: normalize unicode, always strip diacritics` and never does it. I'll add `.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '')` and remove the TODO.",
        )
        .file("Edit", "src/utils/slug.ts")
        .bash("npx vitest run test/utils/slug.test.ts", " ✓ test/utils/slug.test.ts (6 tests)")
        .assistant("Fixed; all 6 slug tests pass.")
        .user("nice")
        .stop(),
  },
  {
    id: "t27-19-ratelimit",
    planted: [{ kind: "task", keys: ["rate limit"] }],
    build: (s) =>
      s
        .user("login endpoint: return 401 not 500 on bad password")
        .file("Edit", "src/api/login.ts")
        .bash("npx vitest run test/api/login.test.ts", " ✓ test/api/login.test.ts (5 tests)")
        .assistant(
          'Bad credentials now give `401 {"error":{"code":"invalid_credentials"}}`. While in there: /login has no rate limiting at all, so it can be brute-forced. Want me to add it now?',
        )
        .user("not now, but yes we still need rate limiting on /login. next sprint")
        .assistant("Okay, leaving it out of this change.")
        .stop(),
  },
  {
    id: "t27-20-node",
    planted: [
      { kind: "fact", keys: ["nvmrc"] },
      { kind: "decision", keys: ["node 22"] },
    ],
    build: (s) =>
      s
        .user("which node does ci use")
        .bash("cat .nvmrc; grep -n node-version .github/workflows/ci.yml", "20.11.1\n14:        node-version-file: .nvmrc")
        .assistant(
          "CI reads `.nvmrc` (`node-version-file: .nvmrc`), currently 20.11.1. So the .nvmrc file is the single place that decides the Node version, for CI and for `nvm use` locally.",
        )
        .user("right, nvmrc is the source of truth. can we go to 22?")
        .assistant(
          "22 is LTS now. The only thing I see is `node-fetch@2` in scripts/, which works on 22. I can bump .nvmrc to 22 and run the tests — should I?",
        )
        .user("yes do it")
        .file("Edit", ".nvmrc")
        .bash("nvm use && npm test", "Now using node v22.11.0\n Test Files  84 passed (84)")
        .assistant("Bumped to node 22; all 84 test files pass.")
        .stop(),
  },
  {
    id: "t27-21-test-files",
    planted: [{ kind: "instruction", keys: ["test files"] }],
    build: (s) =>
      s
        .user("write tests for src/billing/tax.ts")
        .assistant("I'll create `__tests__/billing/tax.test.ts` following Jest's default layout.")
        .user("no, test files go right next to the source: src/billing/tax.test.ts. no __tests__ dirs in this repo")
        .file("Write", "src/billing/tax.test.ts")
        .bash("npx vitest run src/billing/tax.test.ts", " ✓ src/billing/tax.test.ts (9 tests)")
        .assistant("Wrote 9 tests in `src/billing/tax.test.ts`, covering the reduced rate and the rounding edge cases.")
        .stop(),
  },
  {
    id: "t27-22-drizzle",
    planted: [
      { kind: "decision", keys: ["drizzle"] },
      { kind: "fact", keys: ["schema.ts"] },
    ],
    build: (s) =>
      s
        .user("we need migrations for the new tables")
        .assistant(
          "I can set up knex migrations: `knex migrate:make add_tags`, versioned JS files under migrations/. Or raw SQL files applied by a small script.",
        )
        .user("knex is ok i guess")
        .bash("ls src/db", "client.ts\nschema.ts\nqueries.ts")
        .assistant("Before I add knex — there's already a drizzle schema in `src/db/schema.ts` with all the table definitions.")
        .user("oh right. hmm no then, drizzle-kit, not knex. the schema.ts is the source of truth for tables, drizzle generates the sql from it")
        .bash(
          "npx drizzle-kit generate",
          "2 tables\ntags 3 columns 1 index\nitem_tags 2 columns 0 indexes\n[✓] Your SQL migration file ➜ drizzle/0007_add_tags.sql 🚀",
        )
        .assistant("Generated `drizzle/0007_add_tags.sql` with drizzle-kit.")
        .stop(),
  },
  {
    id: "t27-23-undecided",
    planted: [],
    build: (s) =>
      s
        .user("should we split the api worker in two? it's getting big")
        .bash("npx wrangler deploy --dry-run --outdir /tmp/out | tail -1", "Total Upload: 1843.22 KiB / gzip: 412.10 KiB")
        .assistant(
          "The bundle is 412 KiB gzipped, under the 1 MiB limit. Options:\n1. Keep one worker, lazy-load the PDF export code.\n2. Split into `api-public` and `api-admin` with a service binding.\n3. Move PDF export into its own worker behind a queue.\nI'd probably do 3 — it's the heaviest part and the least latency-sensitive.",
        )
        .user("hmm. let me think about it, not sure yet")
        .assistant("Sure.")
        .stop(),
  },
  {
    id: "t27-24-hono",
    planted: [
      { kind: "task", keys: ["hono"] },
      { kind: "instruction", keys: ["prs"] },
    ],
    build: (s) =>
      s
        .user("npm outdated")
        .bash("npm outdated", "Package  Current  Wanted  Latest\nhono     3.12.8   3.12.8  4.6.3\nzod      3.22.4   3.23.8  3.23.8")
        .assistant(
          "hono is a major behind (3.12 → 4.6) and zod has a minor. I can do both now; hono 4 changes `c.req.valid` typing and the middleware signature, so maybe 30 files.",
        )
        .user("just zod now. the hono 4 upgrade is a later thing, after the release")
        .bash("npm i zod@3.23.8 && npx tsc --noEmit", "changed 1 package\n")
        .assistant("zod bumped to 3.23.8, typecheck clean.")
        .user("and keep PRs small in general, like under 400 lines of diff, I review everything by hand")
        .stop(),
  },
  {
    id: "t27-25-webhook",
    planted: [
      { kind: "fact", keys: ["webhook", "hmac"] },
      { kind: "decision", keys: ["raw body"] },
    ],
    build: (s) =>
      s
        .user("stripe webhook verification fails in prod")
        .bash(
          "wrangler tail --format pretty | grep webhook | head -2",
          "POST /webhooks/stripe 400 signature mismatch\nPOST /webhooks/stripe 400 signature mismatch",
        )
        .assistant(
          "Signature mismatch on every call. Does Stripe sign these with HMAC-SHA256 over the raw payload? If so, parsing JSON before verifying would break it.",
        )
        .user("yes the webhook is hmac-sha256, secret is in STRIPE_WEBHOOK_SECRET")
        .assistant(
          "We call `c.req.json()` first, then re-stringify for verification — that changes whitespace. Fix options:\n1. read the raw body with `c.req.text()`, verify, then `JSON.parse`\n2. `c.req.raw.clone()` and read the clone for verification",
        )
        .user("1")
        .file("Edit", "src/webhooks/stripe.ts")
        .bash("npx vitest run test/webhooks", " ✓ test/webhooks/stripe.test.ts (4 tests)")
        .assistant("Now verifying the raw body before parsing; 4 tests pass, including one with pretty-printed JSON.")
        .stop(),
  },
  {
    id: "t27-26-bullets",
    planted: [{ kind: "instruction", keys: ["bullet"] }],
    build: (s) =>
      s
        .user("explain what changed in the auth middleware since last month")
        .bash(
          "git log --oneline --since='1 month ago' -- src/auth",
          "a81f2e3 Add clock skew leeway to jwt verify\n59cc0d1 Cache JWKS for 10 min\n1d02b77 Reject tokens without kid",
        )
        .assistant(
          "Over the last month the auth middleware picked up three changes. First, JWT verification now tolerates some clock skew, which was added after the mobile clients were rejected with `iat` in the future. Second, the JWKS document is cached for ten minutes rather than fetched on each request, which cuts latency considerably. Third, tokens without a `kid` header are now rejected outright, closing a gap where the first key was tried by default...",
        )
        .user("too long. answer me in short bullet points, always, I dont read walls of text")
        .assistant("- clock skew leeway on jwt verify\n- JWKS cached 10 min\n- tokens without `kid` rejected")
        .stop(),
  },
  {
    id: "t27-27-bun",
    planted: [],
    build: (s) =>
      s
        .user("maybe we should move the scripts to bun? startup is so slow with ts-node")
        .bash("time npx ts-node scripts/seed.ts --dry-run", "seeded 0 rows (dry run)\nreal\t0m4.81s")
        .assistant(
          "4.8 s for a dry run, most of it is ts-node type-checking. Bun would run it in well under a second. Alternatively `tsx` is a drop-in that skips type-checking.",
        )
        .user("nah forget it, not worth it for a script we run once a week")
        .assistant("Fair enough.")
        .stop(),
  },
  {
    id: "t27-28-timestamps",
    planted: [
      { kind: "decision", keys: ["timestamps"] },
      { kind: "fact", keys: ["mobile"] },
    ],
    build: (s) =>
      s
        .user("date bugs again in the events table")
        .bash("sqlite3 .wrangler/state/d1/db.sqlite 'select created_at from events limit 3'", "2026-10-30T08:12:44.120Z\n1761811964\n2026-10-30 08:13:02")
        .assistant(
          "Three formats in one column: ISO with ms, epoch seconds, and SQLite's datetime. I'd propose we store timestamps as integer milliseconds everywhere and convert at the edges. Where do the epoch seconds come from?",
        )
        .user("the mobile app sends seconds, not ms. has always done that, cant change old clients")
        .assistant("Then the ingest route multiplies by 1000 when the value is below 1e11. So — integer ms for all timestamps?")
        .user("yes")
        .file("Edit", "src/events/ingest.ts")
        .bash("npx vitest run test/events", " ✓ test/events/ingest.test.ts (12 tests)")
        .assistant("Done; ingest normalizes to integer ms and the 12 tests pass.")
        .stop(),
  },
  {
    id: "t27-29-readme",
    planted: [{ kind: "task", keys: ["readme"] }],
    build: (s) =>
      s
        .user("add a `deploy:staging` npm script that runs the migrations first")
        .file("Edit", "package.json")
        .bash(
          "npm run deploy:staging -- --dry-run",
          "> wrangler d1 migrations apply app-staging --remote && wrangler deploy --env staging --dry-run\nNo migrations to apply!\n--dry-run: exiting now.",
        )
        .assistant("Added `deploy:staging`; the dry run applies migrations then deploys. The README's deploy section still describes the old manual steps.")
        .user("yeah the README deploy section is stale, someone has to rewrite it. not in this PR tho")
        .stop(),
  },
  {
    id: "t27-30-turbo",
    planted: [
      { kind: "fact", keys: ["turbo"] },
      { kind: "decision", keys: ["jest"] },
    ],
    build: (s) =>
      s
        .user("why does `npm run build` at the root do nothing sometimes")
        .bash("npx turbo run build --dry=json | head -5", '{\n  "tasks": [\n    { "taskId": "api#build", "cache": { "status": "HIT" } },')
        .assistant(
          "It's a cache hit. The monorepo builds through turbo, and turbo caches outputs in `.turbo/` — if inputs didn't change it replays the logs and skips the build.",
        )
        .user("ah ok. also there's a jest.config.js lying around in packages/api, is that used?")
        .bash("rg -l 'jest' packages/api --glob '!node_modules' | head", "packages/api/jest.config.js")
        .assistant("Nothing imports it and the test script runs vitest. Should I drop the jest config and keep vitest only?")
        .user("yes drop it")
        .bash("git rm packages/api/jest.config.js", "rm 'packages/api/jest.config.js'")
        .stop(),
  },
  {
    id: "t27-31-deps",
    planted: [
      { kind: "instruction", keys: ["dependenc"] },
      { kind: "task", keys: ["lockfile"] },
    ],
    build: (s) =>
      s
        .user("format the dates on the invoice pdf as dd.mm.yyyy")
        .assistant("I can add `date-fns` and use `format(d, 'dd.MM.yyyy')`.")
        .user("no new dependency without asking me first, in general. use Intl")
        .file("Edit", "src/pdf/invoice.ts")
        .bash("npx vitest run src/pdf", " ✓ src/pdf/invoice.test.ts (3 tests)")
        .assistant("Used `Intl.DateTimeFormat('de-DE')`; 3 tests pass.")
        .bash("npm ls request", "app@1.0.0\n└─┬ old-soap-client@0.9.1\n  └── request@2.88.2 deprecated")
        .assistant("Side note: `npm ls` shows the deprecated `request` package pulled in by old-soap-client.")
        .user("ugh. at some point we should audit the lockfile for that junk. not today")
        .stop(),
  },
  {
    id: "t27-32-warning",
    planted: [],
    build: (s) =>
      s
        .user("whats this warning")
        .bash(
          "npm run dev 2>&1 | head -4",
          "▲ [WARNING] compatibility_date is more than a year old. You should always use a recent date.\n▲ [WARNING] Never use `node_compat` together with `nodejs_compat`.\nReady on http://localhost:8787",
        )
        .assistant(
          "Two warnings from wrangler: the `compatibility_date` in wrangler.toml is from 2024, and both `node_compat` and `nodejs_compat` are set. They're harmless for local dev; the second one is just wrangler telling you the legacy flag is ignored.",
        )
        .user("ok whatever, ignore them")
        .stop(),
  },
  {
    id: "t27-33-flags",
    planted: [
      { kind: "decision", keys: ["feature flag"] },
      { kind: "instruction", keys: ["flags_"] },
    ],
    build: (s) =>
      s
        .user("need feature flags for the new checkout")
        .assistant(
          "Two routes: LaunchDarkly (SDK for workers exists, paid, nice UI), or a simple `feature_flags` table in D1 with a tiny admin endpoint. For a handful of flags the table is plenty.",
        )
        .user("go with the d1 table for feature flags")
        .file("Write", "migrations/0014_feature_flags.sql")
        .bash("npx wrangler d1 migrations apply app --local", "🌀 Executing on local database app\n│ 0014_feature_flags.sql │ ✅ │")
        .assistant("Table created. I named the env override `CHECKOUT_V2`.")
        .user("rename it. flag env vars always start with FLAGS_, so FLAGS_CHECKOUT_V2")
        .file("Edit", "src/flags.ts")
        .assistant("Renamed to `FLAGS_CHECKOUT_V2`.")
        .stop(),
  },
  {
    id: "t27-34-rotate",
    planted: [{ kind: "task", keys: ["rotate"] }],
    build: (s) =>
      s
        .user("remove the real keys from .env.example")
        .bash("git log -p --format=%h -- .env.example | grep -c 'sk_live'", "2")
        .file("Edit", ".env.example")
        .assistant("Replaced both with placeholders. Note they're still in git history (2 commits), so anyone with the repo has them.")
        .user("yeah. we need to rotate those keys, I'll do it with ops tomorrow. remind me")
        .assistant("Will do. The placeholder change is ready to commit.")
        .stop(),
  },
  {
    id: "t27-35-vpn",
    planted: [{ kind: "fact", keys: ["staging", "vpn"] }],
    build: (s) =>
      s
        .user("deploy to staging")
        .bash("npm run deploy:staging", "✘ [ERROR] connect ETIMEDOUT 10.20.0.14:443", 1)
        .assistant("The deploy timed out connecting to 10.20.0.14. Is that host behind something? Could also be a DNS problem on my side.")
        .user("fyi staging is only reachable over the vpn, it's behind the corp firewall. connected now, try again")
        .bash("npm run deploy:staging", "Uploaded app-staging (3.12 sec)\nDeployed app-staging triggers (0.41 sec)")
        .assistant("Deployed to staging.")
        .stop(),
  },
  {
    id: "t27-36-dlx",
    planted: [
      { kind: "instruction", keys: ["pnpm dlx"] },
      { kind: "task", keys: ["bootstrap"] },
    ],
    build: (s) =>
      s
        .user("generate the openapi client")
        .bash(
          "npx openapi-typescript api.yaml -o src/client/types.ts",
          "npm warn exec The following package was not found and will be installed: openapi-typescript@7.4.1\n✨ openapi-typescript 7.4.1\n🚀 api.yaml → src/client/types.ts [88ms]",
        )
        .assistant("Generated `src/client/types.ts`.")
        .user("this repo is pnpm, use pnpm dlx not npx for one-off tools")
        .bash("pnpm dlx openapi-typescript api.yaml -o src/client/types.ts", "🚀 api.yaml → src/client/types.ts [91ms]")
        .assistant("Regenerated with pnpm dlx; the output is identical.")
        .user("someday we should have a bootstrap script that sets up the whole dev env in one go. backlog it")
        .stop(),
  },
  {
    id: "t27-37-thanks",
    planted: [],
    build: (s) =>
      s
        .user("hey, you there?")
        .assistant("Yes — what are we working on?")
        .user("just check the tests still pass after my merge")
        .bash("npm test", " Test Files  84 passed (84)\n      Tests  912 passed (912)")
        .assistant("All 912 tests pass.")
        .user("great thanks, thats all for today")
        .stop(),
  },
  {
    id: "t27-38-v1",
    planted: [
      { kind: "instruction", keys: ["snake_case"] },
      { kind: "decision", keys: ["v1"] },
      { kind: "fact", keys: ["v1", "traffic"] },
    ],
    build: (s) =>
      s
        .user("add the `lastSeen` column to devices")
        .assistant("Column name in SQL: `lastSeen` to match the TS field, or `last_seen`? The existing columns are mixed (`createdAt`, `user_id`).")
        .user("snake_case in sql, camelCase in ts, map in the query layer. that's the rule for all new columns")
        .file("Write", "migrations/0015_devices_last_seen.sql")
        .bash("npm run db:logs -- --route-prefix /v1 --days 7", "requests=1_204_331 v1=36_112 (3.0%) top_ua=acme-cli/1.4")
        .assistant(
          "Done. While checking, the logs show v1 traffic is still ~3% of requests, almost all from acme-cli 1.4. I'd suggest we drop the v1 endpoints in the next release and have the CLI print an upgrade notice.",
        )
        .user("yes, kill v1 next release")
        .stop(),
  },
  {
    id: "t27-39-guide",
    planted: [{ kind: "task", keys: ["migration guide"] }],
    build: (s) =>
      s
        .user("bump the sdk to 2.0.0 and update the changelog")
        .file("Edit", "packages/sdk/package.json")
        .file("Edit", "CHANGELOG.md")
        .bash("git diff --stat", " CHANGELOG.md              | 14 ++++++++++++++\n packages/sdk/package.json |  2 +-")
        .assistant("Version bumped and the changelog lists the breaking changes (renamed `listItems`, removed callbacks).")
        .user("we still owe users a migration guide for 2.0, that's separate work for later")
        .assistant("Okay, not writing it now.")
        .stop(),
  },
  {
    id: "t27-40-502",
    planted: [{ kind: "fact", keys: ["cpu limit"] }],
    build: (s) =>
      s
        .user("502s on /export during peak")
        .bash("grep -c 'outcome=exceededCpu' logs/export-2026-11-01.log", "37")
        .assistant(
          "My first guess would be the load balancer timing out on long exports — the default idle timeout is 100 s. Though the 37 `exceededCpu` outcomes in the log could point elsewhere.",
        )
        .user("not the LB. it's the worker hitting the cpu limit on big exports, confirmed in the dashboard")
        .assistant("Okay, the export worker exceeds its CPU limit. I'll look at the CSV serializer for the hot loop.")
        .file("Read", "src/export/csv.ts")
        .stop(),
  },
  {
    id: "t27-41-race",
    planted: [],
    build: (s) =>
      s
        .user("counter in the DO is off by one sometimes")
        .bash("npx vitest run test/worker/counter.test.ts --repeat 20", " ✓ test/worker/counter.test.ts (3 tests) | 20 runs")
        .assistant(
          "20 runs, all green locally. Could be a race between `blockConcurrencyWhile` in the constructor and the first fetch, or the alarm firing during a write. Hard to say without a repro.",
        )
        .user("maybe. no idea honestly")
        .assistant("I can add logging around the increment if you want to catch it in staging.")
        .user("eh not now")
        .stop(),
  },
  {
    id: "t27-42-dbcheck",
    planted: [
      { kind: "instruction", keys: ["db:check"] },
      { kind: "task", keys: ["backfill"] },
    ],
    build: (s) =>
      s
        .user("add a not null default to orders.created_at")
        .file("Write", "migrations/0016_orders_created_at.sql")
        .bash("npm run db:check", "schema drift: none\nmigrations: 16 applied, 0 pending")
        .assistant("Migration added; `db:check` reports no drift. 1,204 existing rows have NULL `created_at` — the default only applies to new rows.")
        .user("good that you ran db:check, do that every time you touch sql. the null rows need a backfill, separate job, later")
        .assistant("Understood.")
        .stop(),
  },
  {
    id: "t27-43-logging",
    planted: [{ kind: "decision", keys: ["logging"] }],
    build: (s) =>
      s
        .user("we need structured logs")
        .assistant(
          "For logging I see two options:\nA) **pino** — fast, levels, child loggers; needs a browser/worker build and ~20 kB.\nB) **plain console.log with one JSON object per line** — zero deps, Workers Logs parses it natively.",
        )
        .user("not pino. B")
        .file("Write", "src/log.ts")
        .bash("npx vitest run test/log.test.ts", " ✓ test/log.test.ts (4 tests)")
        .assistant("Added `src/log.ts` with `log.info/warn/error` writing one JSON line each.")
        .stop(),
  },
  {
    id: "t27-44-search-perf",
    planted: [
      { kind: "task", keys: ["search", "perf"] },
      { kind: "instruction", keys: ["slack"] },
    ],
    build: (s) =>
      s
        .user("search feels slower since the last deploy")
        .bash("node bench/search.mjs", "baseline p50=38ms  current p50=71ms  ratio=1.87")
        .assistant(
          "The bench agrees: p50 went from 38 to 71 ms. Could be the new tokenizer or the extra join on tags — I'd need to profile. Want me to start now?",
        )
        .user("no, we're in code freeze. file the search perf regression, we look at it after the freeze")
        .bash("gh issue create --title 'Search p50 regressed 1.87x' --body-file /tmp/body.md", "https://github.com/acme/app/issues/431")
        .assistant("Filed as #431. Should I email the team about it?")
        .user("no email. ping me on slack (#backend-alerts) when something's on fire, never email")
        .stop(),
  },
  {
    id: "t27-45-users-index",
    planted: [
      { kind: "fact", keys: ["users table"] },
      { kind: "decision", keys: ["index"] },
    ],
    build: (s) =>
      s
        .user("lookup by email is slow")
        .bash(
          "psql -c 'explain analyze select * from users where email = $$a@b.c$$'",
          "Seq Scan on users  (cost=0.00..912004.00 rows=1 width=212) (actual time=4120.3..4120.3 rows=1)",
        )
        .assistant("Seq scan, 4.1 s. Is the table big?")
        .user("the users table has ~40M rows, any full scan takes seconds")
        .assistant(
          "Then a btree index on `lower(email)`. Plain `CREATE INDEX` locks writes for the duration; `CREATE INDEX CONCURRENTLY` doesn't but takes longer and can't run in a transaction.",
        )
        .user("concurrently. go with the concurrent index")
        .file("Write", "migrations/0017_users_email_idx.sql")
        .bash("psql -f migrations/0017_users_email_idx.sql", "CREATE INDEX")
        .stop(),
  },
  {
    id: "t27-46-rename-fn",
    planted: [],
    build: (s) =>
      s
        .user("rename fetchAll -> listAll in the repo layer and fix callers")
        .bash("rg -n 'fetchAll' src | wc -l", "9")
        .assistant("9 call sites. Renaming them all now.")
        .file("Edit", "src/repo/base.ts")
        .bash("npx tsc --noEmit && npx vitest run test/repo", " ✓ test/repo/base.test.ts (14 tests)")
        .assistant("Renamed to `listAll`, callers updated, typecheck and 14 repo tests pass.")
        .user("👍")
        .stop(),
  },
  {
    id: "t27-47-mocks",
    planted: [
      { kind: "instruction", keys: ["mock"] },
      { kind: "fact", keys: [".wrangler/state"] },
    ],
    build: (s) =>
      s
        .user("write integration tests for the tags api")
        .assistant("I'll mock the D1 binding with an in-memory fake so the tests don't depend on local state.")
        .user("no. don't mock the db in integration tests, hit the real local d1")
        .file("Write", "test/worker/tags.test.ts")
        .bash("npx vitest run --project workers test/worker/tags.test.ts", " ✓ test/worker/tags.test.ts (7 tests)")
        .assistant("7 tests against local D1. How do I reset it if state gets weird?")
        .user("local d1 lives in .wrangler/state, just delete that dir")
        .stop(),
  },
  {
    id: "t27-48-email-retry",
    planted: [{ kind: "task", keys: ["email", "retry"] }],
    build: (s) =>
      s
        .user("hook up the password reset email")
        .file("Edit", "src/mail/send.ts")
        .bash("npx vitest run test/mail", " ✓ test/mail/send.test.ts (3 tests)")
        .assistant(
          "Reset emails go out through the mail API now. I didn't get to retry logic for the email sender when the provider returns 5xx; I left a TODO in send.ts.",
        )
        .user("ok. the email retry is next session then")
        .stop(),
  },
  {
    id: "t27-49-retention",
    planted: [{ kind: "decision", keys: ["retention", "90"] }],
    build: (s) =>
      s
        .user("audit logs grow forever, add cleanup")
        .assistant("I'd suggest a cron that deletes audit rows older than 30 days. Sound ok?")
        .user("yes 30")
        .file("Write", "src/jobs/auditCleanup.ts")
        .bash("npx vitest run test/jobs/auditCleanup.test.ts", " ✓ test/jobs/auditCleanup.test.ts (3 tests)")
        .assistant("Cleanup job in place with a 30-day cutoff.")
        .user("wait, legal just replied. make audit retention 90 days, not 30")
        .file("Edit", "src/jobs/auditCleanup.ts")
        .assistant("Changed the cutoff to 90 days and updated the test.")
        .stop(),
  },
  {
    id: "t27-50-green",
    planted: [],
    build: (s) =>
      s
        .user("run the e2e suite")
        .bash("npx playwright test", "Running 42 tests using 2 workers\n  42 passed (1.9m)")
        .assistant("42 e2e tests passed in 1.9 min.")
        .user("cool")
        .stop(),
  },
  {
    id: "t27-51-arm64",
    planted: [
      { kind: "fact", keys: ["arm64"] },
      { kind: "task", keys: ["sharp"] },
    ],
    build: (s) =>
      s
        .user("image resize step dies in ci")
        .bash(
          "gh run view 9921 --log-failed | tail -3",
          'Error: Could not load the "sharp" module using the linux-arm64 runtime\nPossible solutions:\n- Ensure optional dependencies can be installed',
        )
        .assistant(
          "sharp can't load its prebuilt binary for linux-arm64. Is the CI runner ARM? That would explain it; locally everyone is on x86 Linux or Apple silicon.",
        )
        .user("yes the ci runner is arm64 since we moved to the new pool")
        .assistant("For a quick unblock I can skip the resize test on CI with an env check. Longer term: pin an x86 runner or use sharp's wasm build.")
        .user("do the skip now. sorting out sharp properly (x86 runner or wasm) is for later")
        .file("Edit", "test/images/resize.test.ts")
        .bash("npx vitest run test/images", " ✓ test/images/resize.test.ts (4 tests | 1 skipped)")
        .stop(),
  },
  {
    id: "t27-52-team",
    planted: [],
    build: (s) =>
      s
        .user("propose a plan for moving sessions off cookies")
        .bash("rg -l 'setCookie' src | wc -l", "6")
        .assistant(
          "Plan:\n1. Issue short-lived bearer tokens from `/auth/token`\n2. Keep the cookie path working behind a flag for two releases\n3. Move the 6 `setCookie` call sites one by one\n4. Remove the cookie code once traffic on it is zero",
        )
        .user("hmm, let me check with the team first before we commit to anything")
        .assistant("Sure, I'll wait.")
        .stop(),
  },
];

export const TUNING27 = plantedSet(TUNING27_SESSIONS, START);
