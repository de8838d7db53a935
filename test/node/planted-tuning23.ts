/**
 * Training set for the sentence classifier (written without reading the extractor): a planted
 * set of code review and refactoring sessions with a coding agent. The user reviews the agent's
 * diff, states rules for future changes, takes decisions about architecture and leaves
 * follow-ups; quoted diffs and fenced code with TODO/FIXME comments, tool output, questions,
 * guesses, proposals not taken, withdrawn ideas and requests done in the same session are the
 * hard negatives. Written from issue 19's description of what should and should not be
 * remembered, without reading src/core/memories/ (other than model.ts) or any other planted
 * set's sessions. Each session is one segment; the items planted in it are listed with it.
 * Counts are checked by test/node/memory-extraction-tuning23.test.ts.
 *
 * Matching rule (fixed before any extractor was run on this set; the one of planted-blind.ts):
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

export const TUNING23_SESSIONS: BlindSession[] = [
  {
    id: "t23-01-retry-review",
    build: (s) =>
      s
        .user("review the diff in src/net/retry.ts pls, I want to land it today")
        .bash(
          "git diff --stat main",
          " src/net/retry.ts      | 48 +++++++++++----\n src/net/retry.test.ts | 31 ++++++++++\n 2 files changed, 64 insertions(+), 15 deletions(-)",
        )
        .assistant(
          "The diff adds `withRetry(fn, opts)` and exports it as the module's default. Two things stand out:\n```ts\nexport default async function withRetry(fn, opts) {\n  // TODO: always cap attempts at 5\n```\nthe TODO is stale, the cap is already in `opts.max`.",
        )
        .user("ok. from now on no default exports anywhere in src, named exports only. makes grep + rename way easier")
        .assistant("Understood, switching `withRetry` to a named export and updating the two importers.")
        .file("Edit", "src/net/retry.ts")
        .user("and the jitter math is duplicated with src/queue/poll.ts, leave it for now but we need to pull jitter into one helper at some point")
        .bash("npx vitest run src/net", " ✓ src/net/retry.test.ts (6 tests) 41ms\n Test Files  1 passed (1)")
        .assistant("Named export done, tests pass. I left the duplicated jitter code as it is."),
    planted: [
      { kind: "instruction", keys: ["default export"] },
      { kind: "task", keys: ["jitter"] },
    ],
  },
  {
    id: "t23-02-chitchat",
    build: (s) =>
      s
        .user("morning. what did we do yesterday on the billing branch? cant remember")
        .bash("git log --oneline -5 billing", "a41c2e0 billing: invoice totals rounding\n9f0b1d2 billing: wip\n3c77aa1 merge main")
        .assistant("Yesterday's commits on `billing`: invoice totals rounding, a wip commit and a merge of main.")
        .user("ah right thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t23-03-repo-layer",
    build: (s) =>
      s
        .user("looking at your refactor of the orders handler. the SQL is inline in the route again")
        .file("Read", "src/routes/orders.ts")
        .assistant("Yes, `GET /orders/:id` builds its query right in the handler. Should I move it to `src/db/orders.ts`?")
        .user("yes and thats the rule going forward: every query goes through the repository layer in src/db, routes never touch the db handle directly")
        .file("Edit", "src/db/orders.ts")
        .assistant("Moved the query to `findOrder(db, id)` in `src/db/orders.ts`; the route now calls it.")
        .user("we decided in standup to keep D1 and not move orders to postgres, so dont bother abstracting the driver")
        .assistant("Noted, no driver abstraction then."),
    planted: [
      { kind: "instruction", keys: ["repository layer"] },
      { kind: "decision", keys: ["postgres"] },
    ],
  },
  {
    id: "t23-04-fixme-quoted",
    build: (s) =>
      s
        .user("what does this FIXME mean?\n```ts\n// FIXME: never call flush() before ack, always ack first\nawait queue.flush();\n```")
        .assistant(
          "It's a warning left by whoever wrote the consumer: calling `flush()` before the ack could drop a message if the worker dies in between. Right now the code calls flush first, so the comment describes a bug that's still there.",
        )
        .bash("git blame -L 40,44 src/queue/consumer.ts", "8e1a0c3f (rk 2026-06-01 40) // FIXME: never call flush() before ack, always ack first")
        .user("hm ok, just fix it then")
        .file("Edit", "src/queue/consumer.ts")
        .assistant("Swapped the order: ack, then flush. Consumer tests pass."),
    planted: [],
  },
  {
    id: "t23-05-error-model",
    build: (s) =>
      s
        .user("the new /exports route throws plain Error('bad range'). that ends up a 500")
        .bash("curl -s -o /dev/null -w '%{http_code}' 'localhost:8787/exports?from=x'", "500")
        .assistant("Confirmed, a malformed `from` gives a 500. I can map it to `AppError('invalid_request')`.")
        .user("do that. and remember: client mistakes are always AppError with a 4xx code, never a bare throw. a 500 for bad input is a bug in this codebase")
        .file("Edit", "src/routes/exports.ts")
        .bash("curl -s -w '%{http_code}' 'localhost:8787/exports?from=x'", '{"error":{"code":"invalid_request","message":"from: invalid date"}}400')
        .assistant("Now a 400 with the usual error body."),
    planted: [{ kind: "instruction", keys: ["apperror"] }],
  },
  {
    id: "t23-06-validation-lib",
    build: (s) =>
      s
        .user("should we switch validation to valibot? bundle is getting big")
        .bash("npx wrangler deploy --dry-run --outdir dist | tail -2", "Total Upload: 812.44 KiB / gzip: 171.20 KiB")
        .assistant("zod is about 13 KiB gzipped of that. valibot would save maybe 10 KiB. The schemas would all need rewriting though, there are ~40 of them.")
        .user("ok lets go with valibot for new code")
        .assistant("Alright, I'll add valibot to package.json.")
        .user("actually no, scratch that. two validators in one repo is worse than 10kb. we stay on zod for everything")
        .assistant("Got it, staying on zod; I won't add valibot.")
        .stop(),
    planted: [{ kind: "decision", keys: ["zod"] }],
  },
  {
    id: "t23-07-ci-facts",
    build: (s) =>
      s
        .user("why did CI go red on my PR, the diff is only docs")
        .bash(
          "gh run view 88123 --log-failed | tail -4",
          "lint  | biome check .\nlint  | docs/ops.md:12 line too long\nError: Process completed with exit code 1.",
        )
        .assistant("The lint job also runs biome over `docs/`; a line in docs/ops.md is too long.")
        .user(
          "ugh yes, the lint job checks markdown too, that's on purpose. also fyi CI runs on the self-hosted runner `ci-box-2`, not github's, so it's slow on mondays when backups run",
        )
        .file("Edit", "docs/ops.md")
        .assistant("Wrapped the line; lint passes locally."),
    planted: [
      { kind: "fact", keys: ["ci-box-2"] },
      { kind: "fact", keys: ["markdown"] },
    ],
  },
  {
    id: "t23-08-guess-cache",
    build: (s) =>
      s
        .user("the dashboard is slow again. maybe the KV cache is expiring too early? not sure")
        .bash("grep -rn expirationTtl src/", "src/cache/kv.ts:18:  await env.CACHE.put(key, value, { expirationTtl: 60 });")
        .assistant("The TTL is 60s. That could be it, or the slow part could be the D1 query underneath; I'd need timings to tell.")
        .user("could also be the cold start I guess. whatever, lets look tomorrow with real numbers")
        .assistant("Sure.")
        .stop(),
    planted: [],
  },
  {
    id: "t23-09-naming",
    build: (s) =>
      s
        .user("review pls")
        .bash("git diff main --stat", " src/core/usage/calc.ts | 77 ++++++++\n 1 file changed, 77 insertions(+)")
        .assistant("New file `src/core/usage/calc.ts` with `calcUsage`, `calcUsageForPeriod` and a helper `doCalc`.")
        .user("names like doCalc are useless. convention here: functions are named for what they return, e.g. `usageForPeriod`, not calcX / doX / handleX")
        .file("Edit", "src/core/usage/calc.ts")
        .assistant("Renamed: `usageOf`, `usageForPeriod`, and inlined `doCalc`.")
        .user("also the file should be usage.ts not calc.ts, one module per noun")
        .bash("git mv src/core/usage/calc.ts src/core/usage/usage.ts && npm run typecheck", "> tsc --noEmit\n")
        .assistant("Renamed the file and fixed imports; typecheck clean."),
    planted: [
      { kind: "instruction", keys: ["named for what"] },
      { kind: "instruction", keys: ["one module per noun"] },
    ],
  },
  {
    id: "t23-10-owner-fact",
    build: (s) =>
      s
        .user("who owns the webhook signer? the code has no tests")
        .bash("cat CODEOWNERS | grep webhook", "src/webhooks/  @priya-n")
        .assistant("CODEOWNERS lists @priya-n for `src/webhooks/`.")
        .user("right, priya owns webhooks and she's strict about the hmac code, any change to the signer needs her review")
        .assistant("Ok, I'll leave the signer untouched in this PR and flag it for her.")
        .user("also the signer uses sha256 with the secret from WEBHOOK_SECRET, rotated every quarter by ops")
        .assistant("Thanks, good to know."),
    planted: [
      { kind: "fact", keys: ["priya", "webhook"] },
      { kind: "fact", keys: ["webhook_secret"] },
    ],
  },
  {
    id: "t23-11-done-request",
    build: (s) =>
      s
        .user("can you add a test for the empty-cart case in checkout.test.ts")
        .file("Edit", "test/checkout.test.ts")
        .bash("npx vitest run test/checkout.test.ts", " ✓ test/checkout.test.ts (9 tests) 55ms")
        .assistant("Added `returns 0 for an empty cart`; 9 tests pass.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "t23-12-events-arch",
    build: (s) =>
      s
        .user("ok big question before you continue the refactor: do notifications stay in the request path or go through the queue?")
        .assistant(
          "Options:\n1. keep sending inline from the route (simple, but a slow SMTP call blocks the response)\n2. publish to the `notify` queue and send from the consumer (retries for free)\n3. a cron that scans a table",
        )
        .user("2. notifications go through the notify queue, decided. 3 is overkill")
        .file("Edit", "src/routes/comments.ts")
        .bash("npx vitest run test/worker/comments.test.ts", " ✓ test/worker/comments.test.ts (7 tests) 1.2s")
        .assistant("Comments now publish to the `notify` queue; the consumer sends. Tests pass.")
        .user("later we still need a dead letter queue for notify, not today tho")
        .assistant("Ok, leaving the DLQ for later."),
    planted: [
      { kind: "decision", keys: ["notify queue"] },
      { kind: "task", keys: ["dead letter"] },
    ],
  },
  {
    id: "t23-13-todo-code",
    build: (s) =>
      s
        .user("paste me what's in src/core/limits.ts")
        .file("Read", "src/core/limits.ts")
        .assistant(
          "```ts\nexport const MAX_BATCH = 500;\n// TODO: make this configurable per plan\n// NOTE: always keep this below D1's bind limit\nexport const MAX_BINDS = 90;\n```",
        )
        .user("k thx, just wanted to see the number")
        .stop(),
    planted: [],
  },
  {
    id: "t23-14-tests-style",
    build: (s) =>
      s
        .user("the tests in your diff mock fetch with vi.fn and check call counts. not how we do it")
        .bash("grep -rn 'vi.fn' test/ | wc -l", "3")
        .assistant("Which style do you want? I see `msw` in devDependencies.")
        .user("we use msw for anything http in tests, no hand rolled fetch mocks. and assert on results not on call counts")
        .file("Edit", "test/billing/charge.test.ts")
        .assistant("Rewrote the tests with an msw handler and result assertions.")
        .bash("npx vitest run test/billing", " ✓ test/billing/charge.test.ts (5 tests) 88ms"),
    planted: [
      { kind: "instruction", keys: ["msw"] },
      { kind: "instruction", keys: ["call counts"] },
    ],
  },
  {
    id: "t23-15-rejected-proposal",
    build: (s) =>
      s
        .user("this utils/ folder is a mess")
        .bash("ls src/utils | wc -l", "23")
        .assistant("23 files. I could split it into `src/utils/string`, `src/utils/date`, `src/utils/http` and add an index barrel. Want me to?")
        .user("nah, not worth the churn right now. leave it")
        .assistant("Ok, leaving utils as is.")
        .user("maybe a barrel file would help with imports? idk")
        .assistant("Barrels tend to hurt tree-shaking and create cycles; I'd skip it unless imports are really painful.")
        .user("fair")
        .stop(),
    planted: [],
  },
  {
    id: "t23-16-migration-task",
    build: (s) =>
      s
        .user("the column rename in migration 0014 — did you also update the backfill script?")
        .bash("grep -n customer_ref scripts/backfill.mjs", "scripts/backfill.mjs:31:  const ref = row.customer_ref;")
        .assistant("No, `scripts/backfill.mjs` still reads `customer_ref`. The new column is `customer_id`.")
        .user("leave the script, we run it by hand only. but open a follow-up: backfill.mjs has to read customer_id before the next quarterly run")
        .assistant("I'll note the backfill follow-up in the PR description.")
        .user("and we decided migrations are never edited after merge, always a new numbered file. you edited 0013 in this branch, undo that")
        .bash("git checkout main -- migrations/0013_invoices.sql && git status --short", " M migrations/0014_rename.sql")
        .assistant("Reverted 0013; the change lives in 0014 only."),
    planted: [
      { kind: "task", keys: ["backfill"] },
      { kind: "decision", keys: ["migrations", "after merge"] },
    ],
  },
  {
    id: "t23-17-hypothesis",
    build: (s) =>
      s
        .user("I wonder if the flaky test is the clock. does sessions.test use Date.now?")
        .bash("grep -n 'Date.now' test/sessions.test.ts", "test/sessions.test.ts:54:  const now = Date.now();")
        .assistant(
          "Yes, line 54. If the minute rolls over between two calls the expected bucket shifts; that would explain a rare failure, but I haven't reproduced it.",
        )
        .user("could be. or the D1 ordering. no idea tbh")
        .assistant("I can run it 200 times in a loop to see if it fails at all.")
        .bash("for i in $(seq 200); do npx vitest run test/sessions.test.ts >/dev/null || echo fail; done | sort | uniq -c", "")
        .assistant("200 runs, no failure locally.")
        .stop(),
    planted: [],
  },
  {
    id: "t23-18-logging",
    build: (s) =>
      s
        .user("drop all the console.log you added in the handlers before I merge")
        .bash("git diff main | grep -c '+.*console.log'", "7")
        .assistant("Removing all 7.")
        .file("Edit", "src/routes/admin.ts")
        .user(
          "and in general: log through the `log` helper from src/core/log.ts with a structured object, never string concatenation. it ends up in logpush and we query it by field",
        )
        .assistant("Understood: `log.info({ event, userId })` style only.")
        .user("fyi logpush ships to the R2 bucket `logs-prod`, retention 30 days")
        .assistant("Noted."),
    planted: [
      { kind: "instruction", keys: ["log", "structured"] },
      { kind: "fact", keys: ["logs-prod"] },
    ],
  },
  {
    id: "t23-19-superseded-pagination",
    build: (s) =>
      s
        .user("pagination for /events: offset or cursor?")
        .assistant("Offset is simpler, cursor is stable under inserts. The events table is append-heavy.")
        .user("offset, keep it simple")
        .file("Edit", "src/routes/events.ts")
        .assistant("Implemented `?offset=&limit=`.")
        .bash("npx vitest run test/worker/events.test.ts", " × events > pages stay stable while inserting\n Tests  1 failed | 11 passed (12)", 1)
        .user("hm that's exactly the problem. ok changing my mind, cursor based pagination with the ulid as cursor. offset is out")
        .file("Edit", "src/routes/events.ts")
        .bash("npx vitest run test/worker/events.test.ts", " ✓ test/worker/events.test.ts (12 tests) 2.1s")
        .assistant("Switched to `?cursor=<ulid>`; all 12 pass."),
    planted: [{ kind: "decision", keys: ["cursor"] }],
  },
  {
    id: "t23-20-cron-fact",
    build: (s) =>
      s
        .user("when does the cleanup cron run?")
        .bash("grep -A2 '\\[triggers\\]' wrangler.toml", '[triggers]\ncrons = ["17 3 * * *"]')
        .assistant("Daily at 03:17 UTC.")
        .user("yep. it runs at 03:17 on purpose, the backup job in the other account holds the db at 03:00")
        .assistant("That explains the odd minute.")
        .user("can you check it's idempotent? if cloudflare fires it twice")
        .file("Read", "src/cron/cleanup.ts")
        .assistant("It deletes rows older than the cutoff by id; running it twice deletes nothing the second time. Idempotent.")
        .stop(),
    planted: [{ kind: "fact", keys: ["03:17"] }],
  },
  {
    id: "t23-21-plain-fix",
    build: (s) =>
      s
        .user("typecheck fails after rebase")
        .bash("npm run typecheck", "src/routes/tags.ts(14,7): error TS2322: Type 'string | undefined' is not assignable to type 'string'.", 2)
        .assistant("`c.req.param('id')` can be undefined in the new hono types. Adding a guard.")
        .file("Edit", "src/routes/tags.ts")
        .bash("npm run typecheck", "> tsc --noEmit")
        .assistant("Clean now.")
        .stop(),
    planted: [],
  },
  {
    id: "t23-22-error-strings",
    build: (s) =>
      s
        .user("error messages in this diff are all over the place, 'Invalid!!', 'bad input', 'oops'")
        .bash("git diff main | grep -o \"message: '[^']*'\"", "message: 'Invalid!!'\nmessage: 'bad input'\nmessage: 'oops'")
        .assistant("Want me to standardize them?")
        .user("yes. rule: error messages name the field and what was expected, lower case, no trailing punctuation. like `from: expected an ISO date`")
        .file("Edit", "src/routes/reports.ts")
        .assistant("Rewrote the three messages in that form.")
        .user("and put a lint for it on the list, not now, when someone has time")
        .assistant("Ok."),
    planted: [
      { kind: "instruction", keys: ["error messages"] },
      { kind: "task", keys: ["lint"] },
    ],
  },
  {
    id: "t23-23-dependency-decision",
    build: (s) =>
      s
        .user("you added date-fns for one format call")
        .bash("npm ls date-fns", "app@1.0.0\n└── date-fns@4.1.0")
        .assistant("Yes, for `format(d, 'yyyy-MM-dd')`. I can use `toISOString().slice(0, 10)` instead.")
        .user("do that. we're not adding date-fns or moment, Intl and Temporal polyfill only. decided that months ago, it's in the adr")
        .bash("npm uninstall date-fns", "removed 1 package")
        .assistant("Removed date-fns and replaced the call."),
    planted: [{ kind: "decision", keys: ["date-fns"] }],
  },
  {
    id: "t23-24-staging-facts",
    build: (s) =>
      s
        .user("deploy to staging pls")
        .bash("npx wrangler deploy --env staging", "Uploaded app-staging (3.1 sec)\nPublished app-staging\n  https://app-staging.acme-dev.workers.dev")
        .assistant("Deployed to app-staging.")
        .user("thx. for future reference staging shares the D1 database with preview, so never run destructive migrations there without telling #backend first")
        .assistant("Understood.")
        .user("and the staging account id is the one ending in 4f2a, prod is a separate account")
        .assistant("Got it."),
    planted: [
      { kind: "fact", keys: ["staging", "preview"] },
      { kind: "fact", keys: ["4f2a"] },
    ],
  },
  {
    id: "t23-25-withdrawn",
    build: (s) =>
      s
        .user("thinking we should rename `Project` to `Workspace` everywhere")
        .bash("grep -rln 'Project' src | wc -l", "61")
        .assistant("61 files reference it, plus the API field names and the D1 table. A rename would be a breaking API change.")
        .user("hmm ok forget it, way too big. maybe someday")
        .assistant("Leaving it.")
        .stop(),
    planted: [],
  },
  {
    id: "t23-26-pr-size",
    build: (s) =>
      s
        .user("this PR is 1400 lines, I cant review that")
        .bash("git diff main --shortstat", " 23 files changed, 1187 insertions(+), 231 deletions(-)")
        .assistant("I can split it: the schema change, then the repo functions, then the route.")
        .user("yes please. and from now on keep PRs under ~400 lines of diff, split by layer if needed")
        .bash(
          "git switch -c pr1-schema && git restore --source main -- src/routes src/db && git status --short | head -3",
          " M migrations/0014_rename.sql\n M src/db/schema.ts",
        )
        .assistant("Branch `pr1-schema` has just the schema part. The other two branches follow.")
        .user("one more: squash merges only on main, I want one commit per PR")
        .assistant("Ok."),
    planted: [
      { kind: "instruction", keys: ["400 lines"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "t23-27-auth-arch",
    build: (s) =>
      s
        .user("where should the auth check live now that we have 3 routers")
        .file("Read", "src/app.ts")
        .assistant("Right now each router calls `requireUser(c)` itself. We could mount one middleware on `/api/*` in app.ts instead.")
        .user("yes, one middleware on /api/*, routers don't check auth themselves anymore. decided")
        .file("Edit", "src/app.ts")
        .bash("npx vitest run test/worker/auth.test.ts", " ✓ test/worker/auth.test.ts (14 tests) 3.0s")
        .assistant("Mounted `auth()` on `/api/*` and removed the per-router calls. 14 pass.")
        .user("fyi the health route is public on purpose, it's hit by the uptime monitor every 30s")
        .assistant("`/health` is outside `/api/*`, so it stays public."),
    planted: [
      { kind: "decision", keys: ["middleware", "/api/*"] },
      { kind: "fact", keys: ["uptime monitor"] },
    ],
  },
  {
    id: "t23-28-questions",
    build: (s) =>
      s
        .user("is it true that D1 has a 100 bound-parameter limit? or was it 999")
        .assistant("D1 limits a statement to 100 bound parameters, smaller than SQLite's default.")
        .bash("grep -rn MAX_BINDS src | head -2", "src/core/limits.ts:4:export const MAX_BINDS = 90;")
        .assistant("The code already keeps batches at 90.")
        .user("ok good")
        .stop(),
    planted: [],
  },
  {
    id: "t23-29-followups",
    build: (s) =>
      s
        .user("merged your search refactor. leftovers I noticed while reviewing:")
        .user(
          "- the tokenizer still lowercases twice (once in index, once in query) — needs cleanup\n- search has no rate limit, someone needs to add one before we announce it",
        )
        .bash(
          "grep -n toLowerCase src/search/*.ts",
          "src/search/index.ts:22:  const t = text.toLowerCase();\nsrc/search/query.ts:9:  const q = raw.toLowerCase();",
        )
        .assistant("Both confirmed. Want me to do them now?")
        .user("no, other stuff first. just keep them as todos")
        .assistant("Ok, leaving both open."),
    planted: [
      { kind: "task", keys: ["tokenizer"] },
      { kind: "task", keys: ["rate limit"] },
    ],
  },
  {
    id: "t23-30-shell-output",
    build: (s) =>
      s
        .user("run the linter")
        .bash(
          "npm run lint",
          "src/core/a.ts:3:1 lint/style/noDefaultExport  Avoid default exports. Always prefer named exports.\nsrc/core/b.ts:9:5 lint/suspicious/noExplicitAny  Never use any.\nFound 2 errors.",
          1,
        )
        .assistant("Two errors: a default export in a.ts and an `any` in b.ts. Fixing both.")
        .file("Edit", "src/core/a.ts")
        .file("Edit", "src/core/b.ts")
        .bash("npm run lint", "Checked 212 files in 96ms. No fixes applied.")
        .assistant("Lint is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "t23-31-do-binding",
    build: (s) =>
      s
        .user("the counter DO — one per user or one global?")
        .assistant("One per user spreads load and keeps each user's state isolated; a global one would be a hot spot.")
        .user("one durable object per user, keyed by user id. go")
        .file("Edit", "src/do/counter.ts")
        .bash("npx vitest run test/worker/counter.test.ts", " ✓ test/worker/counter.test.ts (6 tests) 1.9s")
        .assistant("`idFromName(userId)` it is. Tests pass.")
        .user("side note, the DO class is called RateCounter in wrangler.toml, the migration tag is v3")
        .assistant("Ok.")
        .user("and dont rename the class, ever. renaming a DO class needs a migration")
        .assistant("Understood, keeping the class name."),
    planted: [
      { kind: "decision", keys: ["durable object", "per user"] },
      { kind: "fact", keys: ["ratecounter"] },
      { kind: "instruction", keys: ["rename"] },
    ],
  },
  {
    id: "t23-32-review-comments-quoted",
    build: (s) =>
      s
        .user("copilot left these on the PR, are they right?\n> Consider always awaiting the promise here.\n> This should never return null; throw instead.")
        .file("Read", "src/core/feeds.ts")
        .assistant(
          "The first is right: `saveFeed()` is not awaited in `refresh`, so errors are lost. The second is a matter of taste; the callers already handle `null`.",
        )
        .user("fix the first, ignore the second")
        .file("Edit", "src/core/feeds.ts")
        .assistant("Awaited `saveFeed`. Done.")
        .stop(),
    planted: [],
  },
  {
    id: "t23-33-assistant-facts",
    build: (s) =>
      s
        .user("why is the invoices import so slow? take a look")
        .bash("node scripts/profile-import.mjs fixtures/invoices.csv", "parse     120ms\nvalidate  95ms\ninsert    8412ms (1 statement per row)")
        .assistant(
          "Insert dominates: the importer runs one INSERT per row. Also worth knowing: the importer lives in scripts/import.mjs and is not part of the worker bundle, it runs from ops laptops against the D1 HTTP API.",
        )
        .user("oh right, I forgot it uses the HTTP api. batch it then")
        .file("Edit", "scripts/import.mjs")
        .bash("node scripts/profile-import.mjs fixtures/invoices.csv", "parse     118ms\nvalidate  97ms\ninsert    402ms (batches of 90)")
        .assistant("Batched in groups of 90: insert went from 8.4s to 0.4s."),
    planted: [{ kind: "fact", keys: ["importer", "http api"] }],
  },
  {
    id: "t23-34-format-pref",
    build: (s) =>
      s
        .user("stop writing summaries with headers and emoji after every change, it's noise")
        .assistant("Sorry about that.")
        .user("I want: one line of what changed, one line of how you tested it. thats it, every time")
        .bash("git log -1 --format=%s", "refactor: split invoice totals")
        .assistant("Changed: split invoice totals into `totals.ts`. Tested: `npx vitest run test/invoices` (12 pass).")
        .user("perfect")
        .stop(),
    planted: [{ kind: "instruction", keys: ["one line"] }],
  },
  {
    id: "t23-35-superseded-cache",
    build: (s) =>
      s
        .user("for the profile cache use the Cache API, not KV")
        .file("Edit", "src/cache/profile.ts")
        .assistant("Done with `caches.default`.")
        .bash("npx vitest run test/worker/profile.test.ts", " × profile > invalidates across colos\n Tests  1 failed | 4 passed (5)", 1)
        .assistant("The Cache API is per colo, so an invalidation in one location doesn't reach the others. That's what the failing test checks.")
        .user("damn. ok reverse that: profile cache goes in KV after all, we need global invalidation")
        .file("Edit", "src/cache/profile.ts")
        .bash("npx vitest run test/worker/profile.test.ts", " ✓ test/worker/profile.test.ts (5 tests) 1.4s")
        .assistant("Back on KV; 5 pass."),
    planted: [{ kind: "decision", keys: ["kv", "profile"] }],
  },
  {
    id: "t23-36-status-only",
    build: (s) =>
      s
        .user("status?")
        .bash("git status --short", " M src/routes/tags.ts\n?? notes.txt")
        .assistant("One modified file (tags.ts) and an untracked notes.txt.")
        .user("delete notes.txt, its mine from yesterday")
        .bash("rm notes.txt", "")
        .assistant("Deleted.")
        .stop(),
    planted: [],
  },
  {
    id: "t23-37-comments-rule",
    build: (s) =>
      s
        .user("the diff has comments like `// increment i` and `// call the function`")
        .file("Read", "src/core/stats.ts")
        .assistant("Yes, several. I'll remove them.")
        .user("comments should explain why, never restate what the code does. and no commented-out code in commits, git has history")
        .file("Edit", "src/core/stats.ts")
        .assistant("Removed the restating comments and two commented-out blocks.")
        .bash("git diff --stat", " src/core/stats.ts | 14 +-------\n 1 file changed, 1 insertion(+), 13 deletions(-)"),
    planted: [
      { kind: "instruction", keys: ["comments", "why"] },
      { kind: "instruction", keys: ["commented-out"] },
    ],
  },
  {
    id: "t23-38-tasks-assistant",
    build: (s) =>
      s
        .user("wrap up for today, what's still open from this refactor?")
        .bash("grep -rn 'TODO(refactor)' src | wc -l", "2")
        .assistant(
          "Still open after today:\n- `src/core/orders.ts` and `src/core/refunds.ts` both compute tax; the refunds copy has to be switched to `taxOf()` from orders\n- the old `/v1/orders` route is still mounted and needs removing once the mobile app stops calling it",
        )
        .user("yep, both for next week")
        .stop(),
    planted: [
      { kind: "task", keys: ["refunds", "tax"] },
      { kind: "task", keys: ["/v1/orders"] },
    ],
  },
  {
    id: "t23-39-people",
    build: (s) =>
      s
        .user("who do I ask about the mobile release schedule? the /v1 removal depends on it")
        .assistant("I don't have that; is it in the repo docs?")
        .bash("grep -rin 'mobile' docs/ | head -3", "docs/team.md:8: Mobile: Tomás (release manager), ships every second Thursday")
        .user("oh yeah tomás. he does the mobile releases, every second thursday")
        .assistant("Ok, so /v1 can go after the next release that drops the calls.")
        .stop(),
    planted: [{ kind: "fact", keys: ["tomás", "mobile"] }],
  },
  {
    id: "t23-40-type-rules",
    build: (s) =>
      s
        .user("why is there `as any` in three places in the diff")
        .bash("git diff main | grep -c 'as any'", "3")
        .assistant("The hono context typing didn't accept the custom vars. I can type `Variables` on the app instead.")
        .user("do that. no `as any` and no ts-ignore in this repo ever, if the types fight you, fix the types or ask me")
        .file("Edit", "src/app.ts")
        .bash("npm run typecheck", "> tsc --noEmit")
        .assistant("Typed `Variables`, removed all three casts. Typecheck clean."),
    planted: [{ kind: "instruction", keys: ["as any"] }],
  },
  {
    id: "t23-41-proposal-unconfirmed",
    build: (s) =>
      s
        .user("the queue consumer retries forever on poison messages")
        .bash("grep -n max_retries wrangler.toml", "")
        .assistant("No `max_retries` set, so the default applies. I'd suggest `max_retries = 5` plus a DLQ. Shall I?")
        .user("let me think about it, ping me tomorrow")
        .assistant("Sure.")
        .stop(),
    planted: [],
  },
  {
    id: "t23-42-feature-flags",
    build: (s) =>
      s
        .user("how do we gate the new editor? env var?")
        .assistant("There's `src/core/flags.ts` reading a `FLAGS` KV namespace, or a plain env var per feature.")
        .user("flags KV. feature flags always go in the FLAGS namespace, never env vars, so we can flip them without a deploy")
        .file("Edit", "src/core/flags.ts")
        .bash("npx vitest run test/node/flags.test.ts", " ✓ test/node/flags.test.ts (4 tests) 12ms")
        .assistant("Added `newEditor` to flags with default off."),
    planted: [{ kind: "instruction", keys: ["feature flags"] }],
  },
  {
    id: "t23-43-monorepo",
    build: (s) =>
      s
        .user("should the cli move into its own repo?")
        .assistant("Pros: separate releases. Cons: the shared types would need publishing.")
        .user("we talked about it with Sam yesterday — cli stays in this repo under packages/cli, and shares types via the workspace. final")
        .bash("ls packages", "cli\nshared-types")
        .assistant("Matches the layout already there.")
        .user("and the cli gets published to npm as @acme/cli by the release workflow, nobody publishes by hand")
        .assistant("Understood."),
    planted: [
      { kind: "decision", keys: ["cli", "this repo"] },
      { kind: "fact", keys: ["@acme/cli"] },
    ],
  },
  {
    id: "t23-44-diff-negative",
    build: (s) =>
      s
        .user("show me the diff of the last commit")
        .bash(
          "git show --stat HEAD && git show HEAD -- src/core/tz.ts | head -12",
          "commit 4b1d2e9\n    tz: always store UTC\n src/core/tz.ts | 6 +++---\n-  // TODO never trust client offsets\n+  // always convert to UTC before storing\n+  return new Date(ms).toISOString();",
        )
        .assistant("The last commit changes `toStored()` to convert to UTC and updates its comment.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "t23-45-task-docs",
    build: (s) =>
      s
        .user("the api.md is out of date after your route changes")
        .bash("grep -c '/exports' docs/api.md", "0")
        .assistant("docs/api.md doesn't mention /exports at all. Want me to write it now?")
        .user("no time today, but /exports must be documented in api.md before friday's release. remind me")
        .assistant("I'll keep it open: document /exports in docs/api.md before Friday.")
        .stop(),
    planted: [{ kind: "task", keys: ["/exports", "api.md"] }],
  },
  {
    id: "t23-46-secrets",
    build: (s) =>
      s
        .user("you put the stripe key in wrangler.toml [vars]")
        .bash("grep -n STRIPE wrangler.toml", 'wrangler.toml:22:STRIPE_KEY = "sk_test_..."')
        .assistant("Yes, that was wrong. Moving it to a secret.")
        .bash("git restore wrangler.toml && echo ok", "ok")
        .user("secrets only via `wrangler secret put`, never in wrangler.toml or .dev.vars committed. .dev.vars is gitignored for that reason")
        .assistant("Understood. Removed from wrangler.toml; the worker reads `env.STRIPE_KEY` from the secret."),
    planted: [{ kind: "instruction", keys: ["wrangler secret"] }],
  },
  {
    id: "t23-47-decision-id",
    build: (s) =>
      s
        .user("uuid v4 or ulid for the new tables' ids")
        .assistant("ULIDs sort by time, which suits the cursor pagination; v4 doesn't.")
        .user("ulid, for all new tables. existing ones keep their ids")
        .file("Edit", "src/db/ids.ts")
        .bash("npx vitest run test/node/ids.test.ts", " ✓ test/node/ids.test.ts (3 tests) 8ms")
        .assistant("`newId()` returns a ULID now; the old tables are untouched."),
    planted: [{ kind: "decision", keys: ["ulid", "new tables"] }],
  },
  {
    id: "t23-48-perf-followup",
    build: (s) =>
      s
        .user("the report query does a full scan, saw it in the explain")
        .bash("npx wrangler d1 execute app --local --command 'EXPLAIN QUERY PLAN SELECT * FROM events WHERE user_id=? AND ts_ms>?'", "SCAN events")
        .assistant("It scans `events`. An index on `(user_id, ts_ms)` would fix it; that needs a migration.")
        .user("not in this PR. but we need that index, add it to the backlog")
        .assistant("Ok, leaving the events index as a follow-up.")
        .user("also fyi the events table is around 40M rows in prod")
        .assistant("That makes the scan expensive indeed."),
    planted: [
      { kind: "task", keys: ["index"] },
      { kind: "fact", keys: ["40m"] },
    ],
  },
  {
    id: "t23-49-hooks-done",
    build: (s) =>
      s
        .user("husky hook is failing on my machine")
        .bash("git commit -m test", "husky - pre-commit hook exited with code 1 (error)\n> biome check --staged\nno files", 1)
        .assistant("`biome check --staged` fails when nothing is staged in some versions. Adding `--no-errors-on-unmatched`.")
        .file("Edit", ".husky/pre-commit")
        .bash("git commit -m test --allow-empty", "[main 1a2b3c4] test")
        .assistant("The hook passes now.")
        .stop(),
    planted: [],
  },
  {
    id: "t23-50-review-process",
    build: (s) =>
      s
        .user("before you push anything again: run typecheck, lint and the tests you touched, then push. not the whole suite, it takes 20 min")
        .assistant("Understood.")
        .bash(
          "npm run typecheck && npm run lint && npx vitest run test/worker/tags.test.ts",
          "> tsc --noEmit\nChecked 214 files\n ✓ test/worker/tags.test.ts (8 tests)",
        )
        .assistant("All green; pushing.")
        .bash("git push -u origin tags-refactor", "branch 'tags-refactor' set up to track 'origin/tags-refactor'.")
        .user("the full suite runs nightly on ci-box-2 anyway, results in #ci-nightly")
        .assistant("Good to know."),
    planted: [
      { kind: "instruction", keys: ["typecheck", "lint"] },
      { kind: "fact", keys: ["nightly"] },
    ],
  },
  {
    id: "t23-51-decision-observability",
    build: (s) =>
      s
        .user("sentry or just workers logs + logpush?")
        .assistant("Sentry gives grouping and alerts, at a cost per event; logpush is already paid for.")
        .user("hmm. maybe sentry. let me check the budget")
        .bash("cat docs/costs.md | grep -i sentry", "")
        .user("ok checked with finance: we go with sentry for errors only, traces stay off")
        .file("Edit", "src/core/observability.ts")
        .assistant("Wired `@sentry/cloudflare` for exceptions, tracesSampleRate 0."),
    planted: [{ kind: "decision", keys: ["sentry"] }],
  },
  {
    id: "t23-52-codex-done",
    build: (s) =>
      s
        .user("rename getUsr to getUser across the codebase")
        .bash("grep -rl getUsr src test | xargs sed -i 's/getUsr/getUser/g' && grep -rc getUsr src | grep -v ':0' | wc -l", "0")
        .assistant("Renamed in 9 files; no `getUsr` left.")
        .bash("npm run typecheck", "> tsc --noEmit")
        .assistant("Typecheck clean.")
        .stop(),
    planted: [],
  },
  {
    id: "t23-53-task-user-list",
    build: (s) =>
      s
        .user("review done, LGTM with two follow ups for later:")
        .bash("gh pr view 412 --json title", '{"title":"refactor: sessions store"}')
        .user(
          "1) sessionStore.ts still exports the old `touch()` alias, delete it once the worker is redeployed\n2) write a migration guide for the sessions api change",
        )
        .assistant("Noted both; merging now.")
        .bash("gh pr merge 412 --squash", "✓ Squashed and merged pull request #412")
        .stop(),
    planted: [
      { kind: "task", keys: ["touch()"] },
      { kind: "task", keys: ["migration guide"] },
    ],
  },
  {
    id: "t23-54-fact-versions",
    build: (s) =>
      s
        .user("which node does the hook client need?")
        .bash("node -e \"console.log(require('./hook-client/package.json').engines)\"", "{ node: '>=18' }")
        .assistant("hook-client/package.json says node >= 18.")
        .user("right, the hook client has to run on node 18 since some users are on old ubuntu LTS. so no node 20+ apis in hook-client/")
        .assistant("Understood, I'll keep hook-client to Node 18 APIs.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["node 18"] },
      { kind: "instruction", keys: ["node 20"] },
    ],
  },
  {
    id: "t23-55-decision-monolith",
    build: (s) =>
      s
        .user("splitting the worker into 3 workers with service bindings: yay or nay")
        .assistant("It would isolate deploys, but adds latency per hop and three wrangler configs.")
        .user("nay. one worker, decided. revisit if the bundle gets past the 10MB limit")
        .bash("ls -la dist/index.js", "-rw-r--r-- 1 dev dev 2713344 Nov  2 10:12 dist/index.js")
        .assistant("At 2.7 MB we're far from it."),
    planted: [{ kind: "decision", keys: ["one worker"] }],
  },
  {
    id: "t23-56-state-lib",
    build: (s) =>
      s
        .user("the hook client diff pulls in commander for arg parsing. its 3 flags")
        .bash("npm ls --prefix hook-client commander", "hook-client@0.4.0\n└── commander@12.1.0")
        .assistant("Right, `--agent`, `--dry-run`, `--verbose`. `node:util`'s `parseArgs` covers that.")
        .user("yeah drop commander, hook client uses node:util parseArgs. we agreed the hook client ships with zero runtime deps")
        .file("Edit", "hook-client/src/cli.ts")
        .bash(
          "npm uninstall --prefix hook-client commander && npx vitest run --project node hook-client/test/cli.test.ts",
          "removed 1 package\n ✓ hook-client/test/cli.test.ts (5 tests)",
        )
        .assistant("Switched to `parseArgs`; 5 tests pass and the hook client has no runtime dependencies again."),
    planted: [{ kind: "decision", keys: ["runtime deps"] }],
  },
  {
    id: "t23-57-timeouts",
    build: (s) =>
      s
        .user("what timeout does the upstream fetch use?")
        .bash("grep -rn AbortSignal.timeout src", "src/net/upstream.ts:12:  signal: AbortSignal.timeout(30_000),")
        .assistant("30 seconds. The route's own budget is lower than that in practice.")
        .user("make it 5s, and we settled on that for every outbound call: 5 second timeout, no exceptions without a comment saying why")
        .file("Edit", "src/net/upstream.ts")
        .assistant("Set `AbortSignal.timeout(5_000)`.")
        .user("there's one more call in src/geo/lookup.ts with no timeout at all, fix that one next time you're in there")
        .assistant("Ok, leaving geo lookup for later."),
    planted: [
      { kind: "decision", keys: ["5 second", "timeout"] },
      { kind: "task", keys: ["geo"] },
    ],
  },
  {
    id: "t23-58-grok-style",
    build: (s) =>
      s
        .user("ok refactor looks fine. couple of things for the backlog, dont do them now")
        .bash("git log --oneline -1", "c0ffee1 refactor: extract pricing rules")
        .user("- pricing rules are hardcoded for EUR, multi currency has to come before the US launch\n- write property tests for the discount stacking")
        .assistant("Both noted as open items: multi-currency pricing before the US launch, and property tests for discount stacking.")
        .user("also, prices are stored as integer cents everywhere in the db, the refactor kept that right?")
        .bash("grep -rn 'REAL' migrations/*price*", "")
        .assistant("Yes, every price column is INTEGER cents; no REAL columns."),
    planted: [
      { kind: "task", keys: ["currency"] },
      { kind: "task", keys: ["property tests"] },
      { kind: "fact", keys: ["cents"] },
    ],
  },
  {
    id: "t23-59-api-versioning",
    build: (s) =>
      s
        .user("the breaking change to /users: new version or a flag?")
        .assistant("Either `/v2/users` alongside v1, or an `Accept-Version` header.")
        .user("path versioning, /v2/users. headers are invisible in logs. that's the decision for all future breaking changes too")
        .file("Edit", "src/routes/users.ts")
        .bash("npx vitest run test/worker/users.test.ts", " ✓ test/worker/users.test.ts (10 tests) 2.4s")
        .assistant("Added `/v2/users`; v1 unchanged. 10 pass.")
        .user("someone still has to pick a sunset date for v1 users with product, leave that open")
        .assistant("Ok, the v1 sunset date stays open."),
    planted: [
      { kind: "decision", keys: ["path versioning"] },
      { kind: "task", keys: ["sunset"] },
    ],
  },
];

/** The tuning23 set: events, segments and scoring of TUNING23_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING23 = plantedSet(TUNING23_SESSIONS, START);
