/**
 * A blind planted set for the offline long-term-memory extractor, in the style of code review
 * sessions: the agent (in Copilot CLI's and Codex CLI's voice) reviews a pull request's diff and
 * leaves numbered findings; the user reacts to each one (accepts, pushes back, defers it to a
 * follow-up ticket, states a team rule while doing so). Many findings are fixed in the same
 * session, and those are not tasks. Each session is one segment; the items planted in it are
 * listed with it: 71 items (18 decisions, 18 instructions, 18 facts, 17 tasks) in 53 sessions,
 * 15 of which plant nothing. Sessions with no items, and every message that does not carry an item, must
 * give nothing: questions, hypotheses, proposals the user rejects or never confirms, withdrawn
 * ideas, unconfirmed guesses, quoted diffs, logs and tool output (with words like "always",
 * "never", "TODO"), chit-chat, and findings fixed in the same session. Where a decision is
 * changed later in its session, only the later one is planted.
 *
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Matching rule (fixed before the extractor was run on this set):
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

export const BLIND62_SESSIONS: BlindSession[] = [
  {
    id: "b62-ratelimit-key",
    build: (s) =>
      s
        .user("review PR #412 (rate limiter for the public api). be picky")
        .bash(
          "gh pr diff 412",
          "diff --git a/src/middleware/rate-limit.ts b/src/middleware/rate-limit.ts\n+const WINDOW = 60;\n+  const bucket = await store.get('rl:' + req.ip);\n+  if (bucket.count > 100) return res.status(429).end();",
        )
        .assistant(
          "Findings\n\n1. [P1] src/middleware/rate-limit.ts:14 — the limiter keys buckets on `req.ip`. Behind a proxy every request can share one address, so one noisy client throttles everyone.\n2. [P2] `WINDOW = 60` is a bare number with no unit; name it `WINDOW_SECONDS`.\n3. [P3] the 429 has no `Retry-After` header.",
        )
        .user(
          "1) yes. fyi everything sits behind the Cloudflare proxy, so req.ip is always an edge address; the real client is in the cf-connecting-ip header. but dont key on ip at all — key the limiter on the api key id, that's what we bill on anyway. 2 and 3 just fix",
        )
        .file("Edit", "src/middleware/rate-limit.ts")
        .bash("npx vitest run test/rate-limit.test.ts", " ✓ test/rate-limit.test.ts (6 tests) 41ms\n Test Files  1 passed (1)")
        .assistant("Done: the limiter now keys on `apiKey.id`, `WINDOW_SECONDS` is named, and the 429 sends `Retry-After`. 6/6 tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["limiter", "key"] },
      { kind: "fact", keys: ["cf-connecting-ip"] },
    ],
  },
  {
    id: "b62-empty-readme-typo",
    build: (s) =>
      s
        .user("quick one, pr 419 just fixes typos in the README. glance at it?")
        .bash("gh pr diff 419 --name-only", "README.md")
        .assistant('Read the diff: five typo fixes in README.md ("recieve", "occured", "seperate" x2, "teh"). Nothing else changed. Looks good to me.')
        .user("cool ty")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
  {
    id: "b62-migration-review",
    build: (s) =>
      s
        .user("can you review the migration PR #430? it adds orders.region")
        .bash(
          "git diff main...pr-430 -- migrations/",
          "+-- 0047_orders_region.sql\n+ALTER TABLE orders ADD COLUMN region text;\n+UPDATE orders SET region = 'eu' WHERE region IS NULL;\n+-- TODO: down migration",
        )
        .assistant(
          "● Reviewed migrations/0047_orders_region.sql\n\n1. No down migration (the file even has a `-- TODO: down migration`).\n2. Queries filter on `region` in `listOrders`, but there is no index on it.\n3. The `UPDATE` backfills every row of `orders` in one statement; on ~40M rows that holds a lock for a long time.",
        )
        .user(
          "1 - we dont write down migrations here, migrations are forward-only and if something breaks we ship a new one. please drop that TODO line. 2 add the index now. 3 fair, but not in this PR: make a follow-up ticket to backfill the legacy orders in batches, and take the UPDATE out of this one",
        )
        .file("Edit", "migrations/0047_orders_region.sql")
        .bash("npm run db:migrate -- --dry-run", "0047_orders_region.sql: ok (2 statements)")
        .assistant(
          "Removed the TODO and the UPDATE, added `CREATE INDEX orders_region_idx ON orders(region)`. Dry run is clean. I wrote the batched backfill up as a follow-up, not done here.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["forward-only"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b62-logger-level",
    build: (s) =>
      s
        .user("pr 433 review pls, its the webhook handler")
        .bash("gh pr diff 433", "+  console.log('webhook received', body.id);\n+  logger.debug({ id: body.id }, 'processing');")
        .assistant(
          "Findings:\n1. `console.log` on line 22 of src/webhooks/handler.ts.\n2. The `logger.debug` call would be invisible in production if prod runs at info, which I'd guess it does — can you confirm?",
        )
        .user("what level does prod actually run at, can you tell from the repo?")
        .bash(
          "grep -rn LOG_LEVEL deploy/ src/ | head",
          "deploy/helm/values.yaml:31:  LOG_LEVEL: warn\nsrc/log.ts:4:const level = process.env.LOG_LEVEL ?? 'info';",
        )
        .assistant("The helm values set it; my guess of info was wrong.")
        .user(
          "right, prod runs at warn, LOG_LEVEL comes from the helm values. and for 1: we use the pino logger everywhere, console.log never goes into src/ — please remember that for every review. swap it",
        )
        .file("Edit", "src/webhooks/handler.ts")
        .assistant("Replaced the `console.log` with `logger.info` and bumped the processing line to `logger.warn` only on failure.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["warn", "log_level"] },
      { kind: "instruction", keys: ["pino"] },
    ],
  },
  {
    id: "b62-date-lib-superseded",
    build: (s) =>
      s
        .user("reviewing #441 with you. it adds moment for the due-date math")
        .bash("git diff main...pr-441 -- package.json", '+    "moment": "^2.30.1",')
        .assistant("1. [P1] `moment` is in maintenance mode and adds ~70 kB. Options: dayjs (small, moment-like API) or the Temporal polyfill.")
        .user("ok go with dayjs for this")
        .assistant("Switching the due-date helpers to dayjs.")
        .bash("npm ls @js-temporal/polyfill", "app@1.0.0 /home/dev/src/app\n└── @js-temporal/polyfill@0.4.4")
        .user(
          "oh wait, the Temporal polyfill is already in our deps. scratch dayjs — we're going with Temporal (@js-temporal/polyfill) for date math, no new date lib",
        )
        .file("Edit", "src/billing/due-date.ts")
        .bash("npx vitest run test/due-date.test.ts", " ✓ test/due-date.test.ts (9 tests) 18ms")
        .assistant("Rewrote `addBusinessDays` on `Temporal.PlainDate` and dropped moment from package.json. 9/9 pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["temporal"] }],
  },
  {
    id: "b62-empty-explain-diff",
    build: (s) =>
      s
        .user("i dont get what this diff in pr 445 is doing with the AbortController, explain?")
        .bash(
          "gh pr diff 445 | head -30",
          "+  const ctrl = new AbortController();\n+  const t = setTimeout(() => ctrl.abort(), 5000);\n+  try { return await fetch(url, { signal: ctrl.signal }); } finally { clearTimeout(t); }",
        )
        .assistant(
          "It puts a 5-second timeout on the fetch: the timer aborts the request through the controller's signal, and the `finally` clears the timer so a fast response doesn't leave it pending. `AbortSignal.timeout(5000)` would do the same in one line.",
        )
        .user("huh ok. is that one-liner supported on node 18?")
        .assistant("Yes, `AbortSignal.timeout` landed in Node 17.3, so 18 has it.")
        .user("neat, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b62-auth-compare",
    build: (s) =>
      s
        .user("/review PR 450 (session auth)")
        .bash("gh pr diff 450", "+  if (token !== expected) throw new HttpError(401, 'token mismatch for user ' + userId);")
        .assistant(
          "Findings\n1. [P1] `token !== expected` is not a constant-time comparison; use `crypto.timingSafeEqual`.\n2. [P2] The error message includes the user id, which leaks to the client.\n3. [P3] The signing key is read once at boot, so rotating it needs a restart.",
        )
        .user(
          "1 yes fix. 2 pushing back: the mobile client parses that exact message string to decide whether to re-login, so it has to stay as is. 3 known, not now — open a follow-up ticket for signing key rotation without restarts",
        )
        .file("Edit", "src/auth/session.ts")
        .bash("npx vitest run test/auth", " ✓ test/auth/session.test.ts (11 tests) 52ms")
        .assistant("Switched to `timingSafeEqual` (with a length check first), left the message alone. Tests pass. Key rotation noted as a follow-up.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mobile"] },
      { kind: "task", keys: ["rotation"] },
    ],
  },
  {
    id: "b62-pr-size-rule",
    build: (s) =>
      s
        .user("review 452 please")
        .bash("gh pr diff 452 --stat", " 38 files changed, 1214 insertions(+), 407 deletions(-)")
        .assistant(
          "That's a big one: 38 files, +1214/−407. Before line comments: it mixes the router refactor with the new export feature. Want me to review it as one or suggest a split?",
        )
        .user(
          "team rule: any PR over 400 lines changed gets split before review, no exceptions. flag that first in every review you do for us. for this one just tell me how you'd split it",
        )
        .bash("git log --oneline main..pr-452", "9f1c2aa export: csv writer\n41b0d7e router: move handlers\n0c33e9f router: rename files")
        .assistant(
          "Split suggestion: (a) the two router commits, pure moves and renames; (b) the csv export commit on top. I posted that as the review comment.",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["400", "lines"] }],
  },
  {
    id: "b62-flaky-checkout",
    build: (s) =>
      s
        .user("codex, review pr 455, it 'fixes' the flaky checkout test")
        .bash("gh pr diff 455", "-  await sleep(200);\n+  await sleep(800);")
        .assistant(
          "- [P1] test/checkout.spec.ts:88 — the fix raises a sleep from 200 to 800 ms. That makes the test slower and still racy; it only hides the flake.\n- [P2] Why would 200 ms be too short locally but fine before? Maybe the runners got slower.",
        )
        .user(
          "they did: our CI runners are ARM graviton boxes since last month, timers fire noticeably later there. ok decision: we quarantine checkout.spec for now (skip in CI, keep it local) rather than merge the bigger sleep. and file a ticket to replace the sleep-based waits in checkout.spec with fake timers",
        )
        .file("Edit", "vitest.ci.config.ts")
        .bash("npx vitest run --config vitest.ci.config.ts --reporter=dot", "···········↓····\n Tests  15 passed | 1 skipped (16)")
        .assistant("checkout.spec is excluded in the CI config now (still runs locally). The fake-timer rewrite is written down as a ticket.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["graviton"] },
      { kind: "decision", keys: ["quarantine"] },
      { kind: "task", keys: ["fake", "timers"] },
    ],
  },
  {
    id: "b62-empty-zod-proposal",
    build: (s) =>
      s
        .user("look at 458, the form validation")
        .bash("gh pr diff 458", "+  if (typeof body.email !== 'string' || !body.email.includes('@')) return bad('email');")
        .assistant(
          "1. The hand-written checks are fine but repetitive. Should we move request validation to zod schemas across the routes? It would give typed bodies for free.\n2. `includes('@')` accepts `@`.",
        )
        .user("hmm maybe, not in this PR though. i'll think about zod")
        .user("2 yeah tighten it")
        .file("Edit", "src/routes/signup.ts")
        .assistant("Now requires something on both sides of the `@` and a dot in the domain.")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "b62-error-codes",
    build: (s) =>
      s
        .user("pr 461 changes the error payloads, review it")
        .bash("gh pr diff 461", "-  return { code: 404, msg: 'not found' };\n+  return { code: 'E_NOT_FOUND', message: 'not found' };")
        .assistant(
          "Findings:\n1. Codes move from numbers to strings (`'E_NOT_FOUND'`). Is that deliberate? Clients switching on `code === 404` will break.\n2. `msg` → `message` is also breaking.\n3. No entry for the new codes anywhere in docs.",
        )
        .user(
          "1+2 deliberate, we decided at planning: error codes are a string enum from now on, numeric codes are gone, and `message` is the field. 3 — new codes always get a row in docs/errors.md, in the same PR. add them",
        )
        .file("Edit", "docs/errors.md")
        .bash("npm run lint -- docs", "✔ no problems")
        .assistant("Added E_NOT_FOUND, E_CONFLICT and E_RATE_LIMITED to docs/errors.md.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["enum"] },
      { kind: "instruction", keys: ["errors.md"] },
    ],
  },
  {
    id: "b62-report-sql",
    build: (s) =>
      s
        .user("review #463 (monthly revenue report)")
        .bash("gh pr diff 463", '+  const rows = await db.query("SELECT * FROM invoices WHERE month = \'" + month + "\'");')
        .assistant(
          "1. [P1] SQL built by string interpolation from `month` — injectable. Use a bound parameter.\n2. [P2] The report reads right after the invoice job writes; will it see fresh data?",
        )
        .user(
          "1 fix. 2: no, it won't always — the reporting db is a read-only replica and lags the primary by up to 30 s. thats fine for a monthly report. longer term these queries don't belong in the app at all: open a ticket to move the report queries to the analytics warehouse",
        )
        .file("Edit", "src/reports/revenue.ts")
        .bash("npx vitest run test/reports", " ✓ test/reports/revenue.test.ts (4 tests) 30ms")
        .assistant("Parameterized the query (`WHERE month = $1`). Tests pass. Moving the queries to the warehouse is recorded as a follow-up.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["replica"] },
      { kind: "task", keys: ["warehouse"] },
    ],
  },
  {
    id: "b62-flag-superseded",
    build: (s) =>
      s
        .user("review 466 bulk export")
        .bash("gh pr diff 466 --stat", " src/export/bulk.ts | 140 +++++\n src/routes/export.ts | 12 +")
        .assistant(
          "1. The bulk export route is live for everyone as soon as this merges. Gate it behind a flag?\n2. `bulk.ts` streams rows without backpressure.",
        )
        .user("yes gate it, put it behind a LaunchDarkly flag")
        .assistant("Adding an `ld.variation('bulk-export')` check.")
        .user(
          "no wait — we're dropping LaunchDarkly next quarter. use a plain env flag instead: FEATURE_BULK_EXPORT, off by default. and once bulk export is GA someone has to remove the flag, make that a follow-up ticket",
        )
        .file("Edit", "src/routes/export.ts")
        .file("Edit", "src/export/bulk.ts")
        .assistant(
          "Gated the route on `FEATURE_BULK_EXPORT=1` and fixed the backpressure with `stream.pipeline`. Removing the flag after GA is noted as a follow-up.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["feature_bulk_export"] },
      { kind: "task", keys: ["remove", "flag"] },
    ],
  },
  {
    id: "b62-empty-lgtm",
    build: (s) =>
      s
        .user("470 is a one-line version bump, lgtm it?")
        .bash("gh pr diff 470", '-  "version": "3.4.1",\n+  "version": "3.4.2",')
        .assistant("Only the version in package.json changes, 3.4.1 → 3.4.2. Approved.")
        .user("ship it 🚀")
        .stop(),
    planted: [],
  },
  {
    id: "b62-deps-note",
    build: (s) =>
      s
        .user("review pr 472, adds a slugify dependency")
        .bash("gh pr diff 472 -- package.json", '+    "slugify": "^1.6.6",')
        .assistant(
          "1. A new runtime dependency for one call site. `str.normalize('NFKD')` plus a regex covers our case.\n2. The lockfile diff also shows 14 patch bumps that aren't part of this change.",
        )
        .user(
          "1 agreed, replace it with the stdlib version. and for the future: no new dependency lands without a line in DEPS.md saying why. 2 those bumps are from renovate, it auto-merges patch updates every monday morning, so rebase and they'll vanish",
        )
        .file("Edit", "src/util/slug.ts")
        .bash("git rebase main && npm ci --silent", "Successfully rebased and updated refs/heads/pr-472.")
        .assistant("Dropped slugify for a 4-line `toSlug`, rebased; the lockfile noise is gone.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["deps.md"] },
      { kind: "fact", keys: ["renovate"] },
    ],
  },
  {
    id: "b62-kebab-files",
    build: (s) =>
      s
        .user("pls review 475")
        .bash("gh pr diff 475 --name-only", "src/services/UserProfileService.ts\nsrc/services/userProfile.test.ts")
        .assistant(
          "1. File names `UserProfileService.ts` / `userProfile.test.ts` don't match each other or the rest of `src/services/`.\n2. `getProfile` swallows the not-found error and returns `{}`.",
        )
        .user("our convention is kebab-case file names, always (user-profile-service.ts). rename both. 2 throw NotFound instead")
        .bash("git mv src/services/UserProfileService.ts src/services/user-profile-service.ts", "")
        .file("Edit", "src/services/user-profile-service.ts")
        .assistant("Renamed both files to kebab-case, fixed the imports, and `getProfile` now throws `NotFoundError`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["kebab-case"] }],
  },
  {
    id: "b62-price-cache",
    build: (s) =>
      s
        .user("reviewing the price cache PR #478 together")
        .bash("gh pr diff 478", "+const TTL_MS = 60 * 60 * 1000; // 1h")
        .assistant(
          "1. [P1] An hour-long TTL on prices means a price change can show stale for up to an hour. Is that acceptable?\n2. [P2] No way to see whether the cache helps.",
        )
        .user(
          "no, an hour is too long. we agreed with the pricing team on a 5 minute ttl for the price cache, set that. 2: no metrics in this PR, ticket it: cache-hit ratio metrics on the grafana board",
        )
        .file("Edit", "src/pricing/cache.ts")
        .bash("npx vitest run test/pricing", " ✓ test/pricing/cache.test.ts (5 tests) 22ms")
        .assistant("TTL is `5 * 60 * 1000` now and the test asserts expiry at 5 minutes.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ttl", "price"] },
      { kind: "task", keys: ["cache-hit"] },
    ],
  },
  {
    id: "b62-empty-deadlock-question",
    build: (s) =>
      s
        .user("in pr 480 the test hangs sometimes. why would this deadlock?")
        .bash("gh pr diff 480 | grep -n lock", "12:+  await a.lock(); await b.lock();\n31:+  await b.lock(); await a.lock();")
        .assistant(
          "Could be lock ordering: one path takes a then b, the other b then a. If both run at once each waits on the other. I'm not sure that's what happens in your hang though; it may also be the pool running out of connections.",
        )
        .user("hm, could be either. i'll try to get a thread dump next time it hangs")
        .assistant("Sounds good. `--inspect` plus a heap snapshot would also show where it's stuck.")
        .stop(),
    planted: [],
  },
  {
    id: "b62-billing-owner",
    build: (s) =>
      s
        .user("review #483, touches src/billing/proration.ts")
        .bash("gh pr diff 483", "+  const days = Math.round((end - start) / 86400000);")
        .assistant("1. `Math.round` on the day count is off by one across DST changes; use calendar days.\n2. Nobody from billing is on the reviewer list.")
        .user(
          "1 fix. 2 good catch — Priya owns src/billing, she's the billing lead and has the final say there. rule for you: tag @payments-team on every PR that touches billing",
        )
        .file("Edit", "src/billing/proration.ts")
        .bash("gh pr edit 483 --add-reviewer payments-team", "https://github.com/acme/app/pull/483")
        .assistant("Day count uses calendar dates now, and @payments-team is requested as reviewer.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["payments-team"] },
    ],
  },
  {
    id: "b62-retry-502",
    build: (s) =>
      s
        .user("codex review 486 — retries for the upstream geocoder")
        .bash("gh pr diff 486", "+  for (let i = 0; i < 10; i++) { try { return await geocode(q); } catch {} }")
        .assistant(
          "- [P1] Ten retries with no delay hammer the upstream.\n- [P2] The 502s this is meant to absorb might be the load balancer's idle timeout rather than the geocoder itself.",
        )
        .user(
          "maybe, no idea about the 502s. we'll cap it at 3 retries with exponential backoff, that's the decision for all upstream calls. and open a ticket to investigate where the intermittent 502s actually come from",
        )
        .file("Edit", "src/geo/client.ts")
        .bash("npx vitest run test/geo", " ✓ test/geo/client.test.ts (7 tests) 64ms")
        .assistant("Now 3 retries with 200/400/800 ms backoff plus jitter. The 502 investigation is noted as a follow-up.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["retries"] },
      { kind: "task", keys: ["502"] },
    ],
  },
  {
    id: "b62-empty-all-fixed",
    build: (s) =>
      s
        .user("review 489 and fix whatever you find")
        .bash("gh pr diff 489", "+// TODO: never call this before init()\n+export function flush() { buffer.length = 0; }")
        .assistant('1. `flush` has no test.\n2. The TODO comment says "never call this before init()" but nothing enforces it.\nFixing both.')
        .file("Edit", "src/buffer.ts")
        .bash("npx vitest run test/buffer.test.ts", " ✓ test/buffer.test.ts (3 tests) 9ms")
        .assistant("`flush` now throws if called before `init()` (the TODO is gone) and has a test. All green.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "b62-any-unknown",
    build: (s) =>
      s
        .user("review pr 491 (api client)")
        .bash("gh pr diff 491", "+  const data: any = await res.json();\n+// src/gen/client.ts\n+  export function getUser(id: string) {")
        .assistant("1. `data: any` in src/api/fetch.ts.\n2. The PR hand-edits src/gen/client.ts.")
        .user(
          "1: no `any` in new code, ever — type it as `unknown` and narrow. 2: revert that, src/gen is generated by openapi-generator on every build so the edit would be lost anyway",
        )
        .bash("git checkout main -- src/gen/client.ts", "")
        .file("Edit", "src/api/fetch.ts")
        .assistant("Reverted src/gen/client.ts and typed the response as `unknown` with a zod parse.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["unknown"] },
      { kind: "fact", keys: ["src/gen"] },
    ],
  },
  {
    id: "b62-copilot-docs",
    build: (s) =>
      s
        .user("@copilot review the diff in 494 please")
        .bash("gh pr diff 494 --name-only", "src/cli/commands/sync.ts\nREADME.md")
        .assistant(
          "● Read src/cli/commands/sync.ts\n● Read README.md\n\nI'll go through the changes:\n1. The new `--dry` flag is not in the README's command table.\n2. The README's whole usage section still describes the 1.x commands.\n3. `sync` prints progress to stdout, mixing with `--json` output.",
        )
        .user("1 and 3 fix here. 2 is bigger, defer the README usage rewrite to a follow-up ticket (DOC-88)")
        .file("Edit", "README.md")
        .file("Edit", "src/cli/commands/sync.ts")
        .assistant("Added `--dry` to the table and moved progress to stderr.")
        .stop(),
    planted: [{ kind: "task", keys: ["rewrite"] }],
  },
  {
    id: "b62-queue-dedup",
    build: (s) =>
      s
        .user("review #497 — order events consumer")
        .bash("gh pr diff 497", "+  consumer.on('message', async (m) => { await applyOrderEvent(m.body); await m.ack(); });")
        .assistant(
          "Findings:\n1. If `applyOrderEvent` succeeds and the ack fails, the message comes back and is applied twice.\n2. Is the queue FIFO? The code assumes events arrive in order.",
        )
        .user(
          "2: it's SQS standard, so at-least-once delivery and no ordering guarantee. 1: we'll make the consumer idempotent with a dedup table keyed by message id, not rely on the broker for exactly-once. decided",
        )
        .file("Write", "src/orders/dedup.ts")
        .file("Edit", "src/orders/consumer.ts")
        .bash("npx vitest run test/orders", " ✓ test/orders/consumer.test.ts (8 tests) 71ms")
        .assistant("Added `processed_messages(message_id PRIMARY KEY)` and an insert-or-skip before apply; a duplicate delivery is now a no-op (tested).")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sqs"] },
      { kind: "decision", keys: ["dedup"] },
    ],
  },
  {
    id: "b62-empty-nit-pushback",
    build: (s) =>
      s
        .user("review 499")
        .bash("gh pr diff 499 --stat", " src/ui/table.tsx | 22 ++++++----")
        .assistant("1. Nit: `rows.map` callback could be extracted.\n2. Nit: prefer `??` over `||` on line 40.\n3. Nit: trailing comma.")
        .user("these are all nits, none of them matter for this PR. skip")
        .assistant("Fair enough, approving as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b62-utc-cron",
    build: (s) =>
      s
        .user("review 502, scheduling")
        .bash("gh pr diff 502", "+  const due = new Date(local.getFullYear(), local.getMonth(), local.getDate(), 9);")
        .assistant(
          "1. [P1] `due` is built in the server's local time zone.\n2. Which library should do the conversion for the UI? There's none in the diff.\n3. The nightly cron in src/reports/ also uses local time.",
        )
        .user(
          "1: convention here is store everything in UTC and convert only in the UI, fix it. 2: use date-fns-tz for the UI side, decided. 3 yeah that's an old bug, make a follow-up ticket for the reports cron, not in this PR",
        )
        .file("Edit", "src/schedule/due.ts")
        .bash("TZ=America/New_York npx vitest run test/schedule", " ✓ test/schedule/due.test.ts (6 tests) 15ms")
        .assistant("`due` is computed with `Date.UTC` now; tests pass under a non-UTC TZ.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["utc"] },
      { kind: "decision", keys: ["date-fns-tz"] },
      { kind: "task", keys: ["cron"] },
    ],
  },
  {
    id: "b62-secrets-vault",
    build: (s) =>
      s
        .user("review 505")
        .bash("gh pr diff 505", '+const STRIPE_KEY = "sk_test_51Hx...";')
        .assistant("1. [P1] A Stripe test key is hard-coded in test/fixtures/payments.ts. Even test keys shouldn't be in git.")
        .user(
          "right. rule: secrets come only from vault, also in tests — use the fakeVault helper there. fwiw the staging secrets live under kv/staging/app if you need the real path",
        )
        .file("Edit", "test/fixtures/payments.ts")
        .bash("git grep -n sk_test_ || echo none", "none")
        .assistant("The fixture reads the key via `fakeVault.get('stripe')`; no `sk_test_` left in the tree.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["vault"] },
      { kind: "fact", keys: ["kv/staging"] },
    ],
  },
  {
    id: "b62-pagination-superseded",
    build: (s) =>
      s
        .user("review 508, list endpoint pagination")
        .bash("gh pr diff 508", "+  const rows = await db.list({ offset: page * 50, limit: 50 });")
        .assistant("1. Offset pagination skips or repeats rows when items are inserted between pages.\n2. No max on `limit`.")
        .user("offset is fine for now, leave it")
        .assistant("OK, keeping offset; adding a max limit of 200.")
        .user("hmm actually you're right, the feed gets inserts constantly. switch to cursor pagination (by created_at,id), offset is out")
        .file("Edit", "src/routes/list.ts")
        .bash("npx vitest run test/list.test.ts", " ✓ test/list.test.ts (10 tests) 33ms")
        .assistant("Cursor pagination on `(created_at, id)` with an opaque base64 cursor, limit capped at 200.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cursor"] }],
  },
  {
    id: "b62-empty-regex",
    build: (s) =>
      s
        .user("what does this regex from pr 510 match? /^(?!.*\\.\\.)[\\w.-]+$/")
        .assistant(
          "Names made of word characters, dots and dashes, with no two dots in a row anywhere (the lookahead `(?!.*\\.\\.)` rejects `..`). So `a.b-c` passes, `a..b` and `a/b` fail.",
        )
        .user("and an empty string?")
        .assistant("Fails: `+` needs at least one character.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b62-strict-index",
    build: (s) =>
      s
        .user("review 512: turns on noUncheckedIndexedAccess")
        .bash(
          "npx tsc --noEmit -p . 2>&1 | tail -3",
          "src/legacy/report.ts(88,14): error TS2532: Object is possibly 'undefined'.\nFound 213 errors in 41 files.",
        )
        .assistant(
          "1. The flag is on in tsconfig.json but the PR only fixes src/api; the build still shows 213 errors, almost all in src/legacy/.\n2. Should it be a separate tsconfig for legacy instead?",
        )
        .user(
          "no separate config. we decided: noUncheckedIndexedAccess is on repo-wide, period. for now add // @ts-expect-error? no — exclude legacy/ from the check in this PR and make a ticket to fix the legacy errors properly",
        )
        .file("Edit", "tsconfig.json")
        .bash("npx tsc --noEmit -p .", "")
        .assistant("Excluded src/legacy from the strict project for now; typecheck is clean. The legacy cleanup is a follow-up ticket.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["nouncheckedindexedaccess"] },
      { kind: "task", keys: ["legacy"] },
    ],
  },
  {
    id: "b62-api-v2",
    build: (s) =>
      s
        .user("review 515 (changes the /v1/orders response)")
        .bash("gh pr diff 515", "-    total: order.total,\n+    amount: { value: order.total, currency: order.currency },")
        .assistant("1. [P1] This changes the shape of `/v1/orders` — `total` disappears. Existing clients break.")
        .user(
          "yep, that's a no. breaking changes go under /v2 only, /v1 shapes are frozen — make that a standing rule in your reviews. the iOS app still pins /v1 until their 4.2 release, so it really matters. move this to a new /v2/orders",
        )
        .file("Write", "src/routes/v2/orders.ts")
        .file("Edit", "src/routes/v1/orders.ts")
        .bash("npx vitest run test/routes/orders", " ✓ test/routes/orders.test.ts (12 tests) 58ms")
        .assistant("Restored `/v1/orders` byte-for-byte and added `/v2/orders` with the new `amount` object.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["breaking"] },
      { kind: "fact", keys: ["ios"] },
    ],
  },
  {
    id: "b62-n-plus-one",
    build: (s) =>
      s
        .user("codex: review 518, search results page")
        .bash("gh pr diff 518", "+  for (const r of results) r.author = await users.get(r.authorId);")
        .assistant(
          "- [P1] N+1: one `users.get` per result. Batch it with `users.getMany`.\n- [P2] I suspect the slow search is mostly this loop, but I haven't measured.",
        )
        .user("fix the N+1. the rest of the slowness — we'll want numbers: open a ticket (PERF-12) to profile the search endpoint under load")
        .file("Edit", "src/search/results.ts")
        .bash("npx vitest run test/search", " ✓ test/search/results.test.ts (5 tests) 27ms")
        .assistant("One `getMany` call now. Profiling search under load is noted as PERF-12.")
        .stop(),
    planted: [{ kind: "task", keys: ["profile", "search"] }],
  },
  {
    id: "b62-empty-withdrawn-split",
    build: (s) =>
      s
        .user("review 520")
        .bash("wc -l src/routes/admin.ts", "912 src/routes/admin.ts")
        .assistant("1. src/routes/admin.ts is 912 lines; the PR adds 80 more. I could split it into admin/users.ts and admin/billing.ts.")
        .user("yes do it")
        .assistant("Starting the split.")
        .user("hold on — never mind, not worth the churn in this PR. just review the 80 lines")
        .assistant("Stopped; nothing moved. The 80 new lines look fine apart from a missing `await` on line 840, which I fixed.")
        .stop(),
    planted: [],
  },
  {
    id: "b62-colocated-tests",
    build: (s) =>
      s
        .user("review pr 523, test setup changes")
        .bash("gh pr diff 523 --name-only", "src/cart/__tests__/cart.test.ts\njest.config.js\nvitest.config.ts")
        .assistant(
          "1. The new test sits in `src/cart/__tests__/` while most of the repo has tests next to the code.\n2. The PR adds a vitest config but keeps jest.config.js; two runners for one repo.",
        )
        .user(
          "1: we colocate tests, `cart.test.ts` right next to `cart.ts`, no __tests__ folders. 2: we're dropping jest, vitest only from now on, delete jest.config.js",
        )
        .bash("git mv src/cart/__tests__/cart.test.ts src/cart/cart.test.ts && git rm -q jest.config.js", "")
        .bash("npx vitest run src/cart", " ✓ src/cart/cart.test.ts (14 tests) 40ms")
        .assistant("Moved the test next to cart.ts and removed jest.config.js and the jest devDependencies.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["colocate"] },
      { kind: "decision", keys: ["vitest"] },
    ],
  },
  {
    id: "b62-squash-commits",
    build: (s) =>
      s
        .user("review 526 and check the commit history too")
        .bash("git log --oneline main..pr-526", "a1b2c3d wip\n4d5e6f7 fix\n8a9b0c1 fix tests\n2d3e4f5 add csv import")
        .assistant("Code looks fine. The history is four commits, three of them `wip`/`fix`. Want me to clean them up?")
        .user("no need — we squash-merge everything, always, with a conventional-commit title (feat:, fix: …). so just suggest the squash title")
        .bash("gh pr view 526 --json title -q .title", "CSV import")
        .assistant("Suggested title: `feat: import contacts from CSV`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["squash"] }],
  },
  {
    id: "b62-search-indexer",
    build: (s) =>
      s
        .user("review 529, adds `rating` to products")
        .bash("gh pr diff 529 --stat", " src/products/model.ts | 6 ++\n migrations/0052_products_rating.sql | 2 +")
        .assistant("1. `rating` is added to the model and the table, but search won't return or filter on it. Where is the index mapping defined?")
        .user(
          "not in this repo. search is a separate repo, search-indexer, and the data team deploys it. so open a ticket over there to add the rating field mapping — this PR can merge without it",
        )
        .bash(
          "gh issue create -R acme/search-indexer --title 'map products.rating' --body 'needed by app#529'",
          "https://github.com/acme/search-indexer/issues/77",
        )
        .assistant("Opened acme/search-indexer#77 for the mapping; approved 529.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["search-indexer"] },
      { kind: "task", keys: ["mapping"] },
    ],
  },
  {
    id: "b62-empty-ci-log",
    build: (s) =>
      s
        .user("ci on 531 is red, can you look")
        .bash(
          "gh run view --log-failed | tail -6",
          "npm WARN deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it.\nwarning: you should always pin actions to a SHA\nError: connect ETIMEDOUT 140.82.112.4:443\nnever retried: network step\n##[error]Process completed with exit code 1.",
          1,
        )
        .assistant(
          'It\'s a network timeout fetching from GitHub during install, not your change. The "always pin actions" line is just a linter warning printed by the action itself. A rerun should do it.',
        )
        .user("ok rerun it")
        .bash("gh run rerun --failed", "✓ Requested rerun of failed jobs")
        .assistant("Rerun requested.")
        .stop(),
    planted: [],
  },
  {
    id: "b62-money-format",
    build: (s) =>
      s
        .user("review 534 (invoice pdf totals)")
        .bash("gh pr diff 534", "+import accounting from 'accounting';\n+  const total = accounting.formatMoney(inv.total / 100, '€');")
        .assistant(
          "1. Adds `accounting` just to format money; `Intl.NumberFormat` does this with locale support.\n2. `inv.total / 100` — is `total` stored in cents?",
        )
        .user(
          "2: yes, all prices and totals are stored as integer cents, everywhere. 1: agreed, currency formatting goes through Intl.NumberFormat, drop accounting",
        )
        .file("Edit", "src/invoices/pdf.ts")
        .bash("npx vitest run test/invoices/pdf.test.ts", " ✓ test/invoices/pdf.test.ts (3 tests) 120ms")
        .assistant("Uses `new Intl.NumberFormat(locale, { style: 'currency', currency })` now; accounting is removed.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cents"] },
      { kind: "decision", keys: ["intl.numberformat"] },
    ],
  },
  {
    id: "b62-aria-labels",
    build: (s) =>
      s
        .user("@copilot review 537 — new toolbar component")
        .bash("gh pr diff 537", "+  <button onClick={onBold}><BoldIcon /></button>\n+  <button onClick={onItalic}><ItalicIcon /></button>")
        .assistant(
          '● Read src/ui/toolbar.tsx\n\nHere\'s what I found:\n1. The icon-only buttons have no accessible name; screen readers announce "button".\n2. The toolbar has no `role="toolbar"`.\n3. Separately, the settings page this toolbar lands on looks low-contrast in the screenshots (grey on grey).',
        )
        .user(
          "1 and 2 fix. and make it a rule for every review: every icon button needs an aria-label, block the PR otherwise. 3 is real but out of scope — follow-up ticket to audit the settings page for contrast",
        )
        .file("Edit", "src/ui/toolbar.tsx")
        .bash("npx vitest run src/ui/toolbar.test.tsx", " ✓ src/ui/toolbar.test.tsx (4 tests) 88ms")
        .assistant('Added `aria-label`s ("Bold", "Italic") and `role="toolbar"`; the test queries buttons by name now.')
        .stop(),
    planted: [
      { kind: "instruction", keys: ["aria-label"] },
      { kind: "task", keys: ["contrast"] },
    ],
  },
  {
    id: "b62-empty-memory-hypothesis",
    build: (s) =>
      s
        .user("after 540 merged the worker's memory creeps up. is it that PR?")
        .bash("git show --stat 540-merge", " src/worker/cache.ts | 18 ++++++++++++------")
        .assistant(
          "Possibly: 540 made `cache` a module-level Map with no eviction, so it could grow without bound. But I can't tell from the diff alone whether that's the growth you see.",
        )
        .user("or it's the new image lib? idk")
        .assistant("Could be either. A heap snapshot from a worker that has been up for a few hours would settle it.")
        .user("ok i'll grab one tomorrow maybe")
        .stop(),
    planted: [],
  },
  {
    id: "b62-expand-contract",
    build: (s) =>
      s
        .user("codex, review 543: renames customers.phone to phone_e164")
        .bash("gh pr diff 543 -- migrations/", "+ALTER TABLE customers RENAME COLUMN phone TO phone_e164;")
        .assistant(
          "- [P1] A rename in one step breaks the pods still running the old code during the rollout; they query `phone` until they're replaced.\n- [P2] How are deploys rolled out — all at once or gradually?",
        )
        .user(
          "gradually: prod deploys go through argo rollouts with a 10% canary first, so old and new code overlap for ~20 min. so we do this in two deploys: expand now (add phone_e164, write both), contract later. the contract step next week — drop the old phone column — is a follow-up ticket",
        )
        .file("Edit", "migrations/0053_customers_phone_e164.sql")
        .file("Edit", "src/customers/repo.ts")
        .bash("npm run db:migrate -- --dry-run", "0053_customers_phone_e164.sql: ok (2 statements)")
        .assistant(
          "The migration adds `phone_e164` and copies the values; the repo writes both columns and reads the new one. Dropping `phone` is left for the follow-up.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["canary"] },
      { kind: "decision", keys: ["expand"] },
      { kind: "task", keys: ["drop", "column"] },
    ],
  },
  {
    id: "b62-account-id-superseded",
    build: (s) =>
      s
        .user("review 546 (new audit log table)")
        .bash("gh pr diff 546", "+CREATE TABLE audit_log (id text PRIMARY KEY, uid text NOT NULL, action text NOT NULL);")
        .assistant("1. `uid` is ambiguous; other tables say `user_id` or `account_id`. Which one should audit entries be keyed by?")
        .user("call it userId / user_id")
        .assistant("Renaming to `user_id`.")
        .user(
          "hmm no, wait. users belong to accounts now and audits are per account. final answer: accountId (account_id in sql) everywhere in this feature, not userId",
        )
        .file("Edit", "migrations/0054_audit_log.sql")
        .file("Edit", "src/audit/log.ts")
        .bash("npx vitest run test/audit", " ✓ test/audit/log.test.ts (6 tests) 25ms")
        .assistant("Column is `account_id`, the TS field `accountId`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["accountid"] }],
  },
  {
    id: "b62-empty-rebase-help",
    build: (s) =>
      s
        .user("549 has conflicts with main after the router move, can you rebase it")
        .bash("git rebase main", "CONFLICT (content): Merge conflict in src/routes/index.ts\nerror: could not apply 5e1f2a3... add /health/deep", 1)
        .assistant("One conflict in src/routes/index.ts: main moved the route list, the PR adds `/health/deep` to the old spot. I'll put it in the new list.")
        .file("Edit", "src/routes/index.ts")
        .bash("git add src/routes/index.ts && git rebase --continue", "Successfully rebased and updated refs/heads/pr-549.")
        .assistant("Rebased; `/health/deep` sits with the other health routes.")
        .user("nice, force-push it")
        .bash("git push --force-with-lease", "+ 5e1f2a3...9c0d4b1 pr-549 -> pr-549 (forced update)")
        .stop(),
    planted: [],
  },
  {
    id: "b62-graphql-gateway",
    build: (s) =>
      s
        .user("review 552, adds `discountCode` to the Order type")
        .bash("gh pr diff 552 -- schema/", "+  discountCode: String")
        .assistant(
          "1. The field is nullable with no default and no resolver fallback.\n2. I expected the schema change to show up in a stitched schema file, but there's only this local SDL. Is the public schema built here?",
        )
        .user(
          "2 — no, the public GraphQL schema is stitched in the gateway repo, this SDL just gets pulled in there. 1: please hold the line on this one: no new nullable fields without a default or a documented reason",
        )
        .file("Edit", "schema/order.graphql")
        .bash("npm run schema:check", "schema ok: 0 breaking, 1 dangerous (field added)")
        .assistant('Made it `discountCode: String!` defaulting to `""` in the resolver.')
        .stop(),
    planted: [
      { kind: "fact", keys: ["gateway"] },
      { kind: "instruction", keys: ["nullable"] },
    ],
  },
  {
    id: "b62-empty-nits-fixed",
    build: (s) =>
      s
        .user("review 555 and just fix the small stuff yourself")
        .bash("gh pr diff 555 --stat", " src/util/strings.ts | 14 ++++++---")
        .assistant(
          '1. Unused import of `padStart`.\n2. `let` that never changes → `const`.\n3. A comment says "always returns a string" but the function can return `undefined`.',
        )
        .file("Edit", "src/util/strings.ts")
        .bash("npx vitest run test/util/strings.test.ts", " ✓ test/util/strings.test.ts (8 tests) 6ms")
        .assistant("All three fixed; the comment now says it returns `undefined` for empty input.")
        .user("thx!")
        .stop(),
    planted: [],
  },
  {
    id: "b62-refresh-cookie",
    build: (s) =>
      s
        .user("review 558 (refresh tokens)")
        .bash("gh pr diff 558", "+  localStorage.setItem('refresh_token', res.refreshToken);")
        .assistant(
          "Findings\n1. [P1] The refresh token goes into localStorage, readable by any script on the page (XSS → account takeover).\n2. [P2] Should it be an httpOnly cookie set by the server instead?",
        )
        .user(
          "yes. decision: refresh tokens live in httpOnly, Secure, SameSite=strict cookies set by the api, never in js-readable storage. existing users already have tokens in localStorage though — that migration is a separate ticket, not this PR",
        )
        .file("Edit", "src/auth/refresh.ts")
        .file("Edit", "web/src/auth/session.ts")
        .bash("npx vitest run test/auth/refresh.test.ts", " ✓ test/auth/refresh.test.ts (7 tests) 44ms")
        .assistant("The api sets the cookie on `/auth/refresh`; the web client no longer touches the token.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["httponly"] },
      { kind: "task", keys: ["localstorage"] },
    ],
  },
  {
    id: "b62-empty-diff-size",
    build: (s) =>
      s
        .user("how big is 561 roughly")
        .bash("gh pr diff 561 --stat | tail -1", " 7 files changed, 143 insertions(+), 29 deletions(-)")
        .assistant("Small: 7 files, +143 / −29.")
        .user("ok later then")
        .stop(),
    planted: [],
  },
  {
    id: "b62-i18n-strings",
    build: (s) =>
      s
        .user("review pr 564, onboarding screens")
        .bash("gh pr diff 564", '+  <h1>Welcome aboard!</h1>\n+  <p>{t("onboarding.intro")}</p>')
        .assistant('1. "Welcome aboard!" is a literal; the next line uses `t()`.\n2. The new key `onboarding.intro` isn\'t in locales/en.json.')
        .user(
          "1: no string literals in JSX for anything user-facing, it all goes through t(). 2: don't add it to the json by hand — translations are managed in Crowdin and the locale files sync from there every night",
        )
        .file("Edit", "web/src/onboarding/welcome.tsx")
        .bash("npm run i18n:extract", "extracted 2 new keys → crowdin/source/en.json")
        .assistant('Wrapped the heading in `t("onboarding.welcome")`; the extractor picked up both keys for Crowdin.')
        .stop(),
    planted: [
      { kind: "instruction", keys: ["literals", "jsx"] },
      { kind: "fact", keys: ["crowdin"] },
    ],
  },
  {
    id: "b62-bundle-budget",
    build: (s) =>
      s
        .user("review 567 — dashboard charts")
        .bash("npm run build -- --report | tail -3", "dist/main.js  312.4 kB │ gzip: 271.9 kB\ndist/vendor-chart.js  (in main)\n(!) main chunk over budget")
        .assistant(
          "1. [P1] The main chunk is 271.9 kB gzip after this PR; chart.js is bundled into it.\n2. [P2] chart.js is heavy for three sparklines; uPlot would be ~45 kB.",
        )
        .user(
          "our bundle budget is 250 kB gzip for the main chunk and reviews fail anything over it — hold every PR to that. 2: yes, we'll swap chart.js for uPlot. lazy-loading the charts route is a good idea too but later: ticket it",
        )
        .file("Edit", "web/src/dashboard/sparkline.tsx")
        .bash("npm run build | tail -1", "dist/main.js  201.7 kB │ gzip: 224.3 kB")
        .assistant("Ported the sparklines to uPlot; main is 224.3 kB gzip now, under budget. Lazy-loading is a follow-up.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["bundle"] },
      { kind: "decision", keys: ["uplot"] },
      { kind: "task", keys: ["lazy-load"] },
    ],
  },
  {
    id: "b62-empty-thanks",
    build: (s) =>
      s
        .user("morning! any reviews waiting on me?")
        .bash("gh pr list --search 'review-requested:@me'", "no pull requests match your search")
        .assistant("None right now.")
        .user("great, coffee then ☕")
        .stop(),
    planted: [],
  },
  {
    id: "b62-generated-column",
    build: (s) =>
      s
        .user("review 570, speeds up the email lookup")
        .bash("gh pr diff 570 -- migrations/", "+CREATE INDEX users_email_lower ON users (lower(email)) WHERE deleted_at IS NULL;")
        .assistant(
          "1. A partial expression index works, but every query has to repeat `lower(email)` and the `deleted_at` filter exactly or the planner won't use it.",
        )
        .user("fine, keep the partial index")
        .assistant("Keeping it; I'll add a comment on the query it serves.")
        .user(
          "actually no. the ORM won't reliably emit lower() — let's go with a generated column email_normalized plus a plain unique index on it instead. that's what we'll do",
        )
        .file("Edit", "migrations/0055_users_email_normalized.sql")
        .bash("npm run db:migrate -- --dry-run", "0055_users_email_normalized.sql: ok (2 statements)")
        .assistant("Migration adds `email_normalized text GENERATED ALWAYS AS (lower(email)) STORED` with a unique index; the lookup queries use the column.")
        .stop(),
    planted: [{ kind: "decision", keys: ["generated", "column"] }],
  },
  {
    id: "b62-stripe-webhook",
    build: (s) =>
      s
        .user("codex review 573, stripe webhook handler")
        .bash("gh pr diff 573", "+  if (event.type === 'invoice.paid') await markPaid(event.data.object.id);")
        .assistant(
          "- [P1] `markPaid` isn't idempotent; a redelivered event marks twice and sends two receipts.\n- [P2] The signature check uses the library default tolerance; I haven't checked what that is.",
        )
        .user(
          "P1 fix — Stripe retries webhooks for up to 3 days, so duplicates are normal. P2 not now, follow-up ticket to verify the signature tolerance we actually want",
        )
        .file("Edit", "src/webhooks/stripe.ts")
        .bash("npx vitest run test/webhooks/stripe.test.ts", " ✓ test/webhooks/stripe.test.ts (9 tests) 37ms")
        .assistant("`markPaid` skips invoices already paid (and sends no receipt); a test replays the same event twice.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["stripe"] },
      { kind: "task", keys: ["signature"] },
    ],
  },
  {
    id: "b62-node-runtime",
    build: (s) =>
      s
        .user("@copilot please review 576")
        .bash("gh pr diff 576", "+  const grouped = Object.groupBy(items, (i) => i.sku);")
        .assistant(
          "● Read src/inventory/report.ts\n\n1. `Object.groupBy` needs Node 21+. What runtime does production use?\n2. The PR description says tests pass, but CI didn't run the typecheck step.",
        )
        .user(
          "prod is on the node 20 lambda runtime, so groupBy is out — use a reduce. and going forward: run `npm run check` (typecheck + lint + unit) before you tell me a review is done",
        )
        .file("Edit", "src/inventory/report.ts")
        .bash("npm run check", "typecheck ok\nlint ok\n 213 passed")
        .assistant("Replaced `Object.groupBy` with a small `groupBy` helper on `reduce`; `npm run check` is green.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["node", "lambda"] },
      { kind: "instruction", keys: ["npm", "check"] },
    ],
  },
];

/** The set: events, segments and scoring of BLIND62_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND62 = plantedSet(BLIND62_SESSIONS, Date.UTC(2026, 10, 2, 9));
