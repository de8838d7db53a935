/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * The sixth tuning set for the offline long-term-memory extractor: written without reading
 * src/core/memories/ (other than model.ts) or the sessions of the other planted sets, from
 * issue 19's description of what should and should not be remembered and in the voice of real
 * Codex CLI sessions: the assistant narrates at length (plans, bullet lists, code spans), the
 * user answers in one line, and the one sentence worth remembering is buried in the middle.
 * Each session is one segment; the items planted in it are listed with it: 72 items (17
 * decisions, 21 instructions, 17 facts, 17 tasks) in 78 sessions, 22 of which plant nothing.
 * Every other message must give nothing: questions, hypotheses, proposals never confirmed or
 * rejected, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output with
 * "always"/"never"/"TODO", chit-chat, and one-off requests the agent completes in the same
 * session. Some sessions change an earlier decision; only the later one is planted.
 * Counts are checked by test/node/memory-extraction-tuning6.test.ts.
 *
 * Matching rule (fixed before any extractor was run on this set; the rule of
 * test/node/planted-blind.ts):
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

const START = Date.UTC(2026, 10, 2, 8);

export const TUNING6_SESSIONS: BlindSession[] = [
  {
    id: "t6-ratelimit-flake",
    build: (s) =>
      s
        .user("rate limit test is flaky again on ci, can u look")
        .assistant(
          "I'll start by running the rate-limit suite a few times locally to see whether it fails deterministically or only under load. If it only fails under load, the likely culprit is the window boundary: the test sends 10 requests and expects the 11th to be rejected, but if the minute rolls over mid-loop the counter resets.",
        )
        .bash(
          "npx vitest run --project workers test/worker/rate-limit.test.ts",
          " FAIL  test/worker/rate-limit.test.ts > rejects the 11th request\nAssertionError: expected 200 to be 429\n // TODO: never rely on wall clock here",
          1,
        )
        .assistant(
          "It reproduces about one run in five. Before I change the test: is the limiter state kept in KV? KV is eventually consistent, which would explain a late 11th request slipping through.",
        )
        .user("no. the rate limiter lives in the RATE_DO durable object, KV was dropped months ago")
        .assistant(
          "Thanks, that changes the picture: a Durable Object is strongly consistent, so the flake has to be the window. I'll inject the clock into the limiter and pin it in the test instead of reading `Date.now()`.",
        )
        .file("Edit", "src/routes/rate-limit.ts")
        .file("Edit", "test/worker/rate-limit.test.ts")
        .bash("npx vitest run --project workers test/worker/rate-limit.test.ts", " ✓ test/worker/rate-limit.test.ts (6 tests) 812ms")
        .assistant("Fixed: the limiter takes a `now()` and the test pins it, so the window can no longer roll over mid-loop. 20 runs in a row pass.")
        .stop(),
    planted: [{ kind: "fact", keys: ["rate_do"] }],
  },
  {
    id: "t6-jwt-lib",
    build: (s) =>
      s
        .user("the token verify in auth.ts throws on tokens with a kid header, fix pls")
        .file("Read", "src/auth.ts")
        .assistant(
          "The verifier passes the raw secret to `jsonwebtoken.verify`, which doesn't look at `kid` at all; the throw comes from our own guard that rejects any unknown header field.\n\nTwo ways forward:\n- relax the guard to allow `kid` (small change)\n- switch to `jose`, which handles key sets and `kid` natively and runs on Workers without the Node crypto shim\n\nI'd lean towards `jose` since we are on Workers anyway.",
        )
        .user("no, we stay on jsonwebtoken — the mobile team pins the same lib and we share the fixtures. just relax the guard")
        .file("Edit", "src/auth.ts")
        .bash("npx vitest run --project node test/node/auth.test.ts", " ✓ test/node/auth.test.ts (9 tests) 45ms")
        .assistant("Done: the header guard now accepts `kid` (ignored for HS256). Tests pass, including a new one with a `kid` header.")
        .stop(),
    planted: [{ kind: "decision", keys: ["jsonwebtoken"] }],
  },
  {
    id: "t6-regex-question",
    build: (s) =>
      s
        .user("what does this regex do? /^(?!.*\\.\\.)[\\w.-]+$/")
        .assistant(
          "It matches a string made only of word characters, dots and hyphens, and the negative lookahead `(?!.*\\.\\.)` rejects any string containing two dots in a row. So `a.b-c` passes and `a..b` fails. Let me check quickly with node.",
        )
        .bash("node -e \"const r=/^(?!.*\\.\\.)[\\w.-]+$/;console.log(['a.b-c','a..b',''].map(x=>r.test(x)))\"", "[ true, false, false ]")
        .assistant("Confirmed: `a.b-c` true, `a..b` false, and the empty string false because of the `+`.")
        .user("ok thx")
        .stop(),
    planted: [],
  },
  {
    id: "t6-migration-edit",
    build: (s) =>
      s
        .user("add a `project_id` column to the segments table")
        .assistant(
          "Looking at migrations/, the segments table was created in 0007_segments.sql. The cleanest diff would be to add the column right there in the CREATE TABLE, so a fresh database gets it in one step. I'll edit 0007 and update src/db/schema.ts to match.",
        )
        .file("Edit", "migrations/0007_segments.sql")
        .user("stop — never touch a migration that's already been applied, prod has run 0007. always add a new numbered file")
        .assistant(
          "Understood, reverting the edit to 0007. Adding migrations/0013_segments_project_id.sql with `ALTER TABLE segments ADD COLUMN project_id TEXT`, and the schema file follows.",
        )
        .bash("git checkout migrations/0007_segments.sql", "")
        .file("Write", "migrations/0013_segments_project_id.sql")
        .file("Edit", "src/db/schema.ts")
        .bash("npx vitest run --project workers test/worker/schema-drift.test.ts", " ✓ test/worker/schema-drift.test.ts (1 test) 390ms")
        .assistant("Column added through 0013; the schema-drift test passes. Old rows have `project_id` NULL.")
        .user("fine. backfill of project_id for the old rows still has to happen but not today, needs a maintenance window")
        .assistant("Noted, I haven't written any backfill; the new column is nullable so nothing breaks meanwhile.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["migration"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "t6-workspace-manager",
    build: (s) =>
      s
        .user("let's turn this into a monorepo, hook-client as its own package. use yarn workspaces")
        .assistant(
          'Plan:\n1. add `workspaces: ["hook-client"]` to the root package.json\n2. move the hook client\'s deps into hook-client/package.json\n3. `yarn install` to produce a single lockfile\n\nStarting with yarn as you said.',
        )
        .bash("yarn --version", "4.1.0")
        .bash("yarn install", "➤ YN0000: ┌ Resolution step\n➤ YN0000: └ Completed\n➤ YN0000: · Done with warnings in 3s 412ms")
        .bash("npx wrangler dev --dry-run", "✘ [ERROR] Could not resolve \"hono\"\n  Plug'n'Play: hono is not in the dependency tree", 1)
        .assistant(
          "Yarn 4 defaults to Plug'n'Play, and wrangler's bundler can't resolve modules through PnP. Options: `nodeLinker: node-modules` in .yarnrc.yml, or a different manager.",
        )
        .user("meh. scratch yarn, go with pnpm workspaces instead")
        .bash("rm -rf .yarn .yarnrc.yml yarn.lock && pnpm install", "Packages: +412\nDone in 8.1s")
        .bash("npx wrangler dev --dry-run", "Total Upload: 212.40 KiB / gzip: 48.02 KiB\n--dry-run: exiting now.")
        .assistant("Switched to pnpm workspaces (`pnpm-workspace.yaml` lists hook-client); the yarn files are gone and wrangler bundles again.")
        .stop(),
    planted: [{ kind: "decision", keys: ["pnpm"] }],
  },
  {
    id: "t6-cron-twice",
    build: (s) =>
      s
        .user("the nightly cron seems to run twice some nights??")
        .assistant(
          "A few hypotheses before digging in:\n- maybe the cron expression fires at 00:00 in two time zones (UTC vs local)\n- maybe a failed run is retried by the queue consumer and looks like a second run\n- maybe two environments (staging and prod) share the same log stream\n\nLet me look at the run log rather than guess.",
        )
        .bash(
          "npx wrangler tail --format pretty | grep cron | head",
          "[cron] 00:00:02 rollup started run=8f1\n[cron] 00:00:41 rollup failed: D1_ERROR timeout, will retry\n[cron] 00:05:03 rollup started run=8f1 (retry 1)",
        )
        .assistant(
          "Confirmed, it's the second one: the rollup job never runs twice; the same run id is retried after a D1 timeout, and the retry logs 'started' again, which is misleading. I'll make it say 'retrying'.",
        )
        .user("ok do that")
        .file("Edit", "src/jobs/rollup.ts")
        .bash("npx vitest run --project node test/node/rollup.test.ts", " ✓ test/node/rollup.test.ts (12 tests) 98ms")
        .assistant("The retry now logs `rollup retrying run=… (attempt n)` instead of `started`. Tests pass.")
        .stop(),
    planted: [{ kind: "fact", keys: ["rollup", "timeout"] }],
  },
  {
    id: "t6-staging-db",
    build: (s) =>
      s
        .user("run the new migration against staging")
        .assistant(
          "I'll apply it with wrangler. I don't see a staging binding in wrangler.toml though — only `[env.production]`. Do you want me to create a staging environment, or is there one under a different name?",
        )
        .user("staging uses the d1 database amem-staging-db (env.stage, not env.staging). it's shared with the preview deploys")
        .bash(
          "npx wrangler d1 migrations apply amem-staging-db --env stage --remote",
          "Migrations to be applied:\n│ 0013_segments_project_id.sql │\n✅ Applied 1 migration",
        )
        .assistant("Applied 0013 to `amem-staging-db` via `--env stage`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["amem-staging-db"] }],
  },
  {
    id: "t6-commit-msgs",
    build: (s) =>
      s
        .user("commit what we have")
        .bash("git status --short", " M src/core/search/rank.ts\n M test/node/search-ranking.test.ts")
        .assistant("Two files changed, both about ranking ties. I'll commit with:\n\n```\n✨ Improved ranking tie-breaks and added tests\n```")
        .user("no emoji in commit msgs ever. format is `area: what changed` in lower case, e.g. `search: break ranking ties by recency`")
        .bash(
          "git commit -am 'search: break ranking ties by recency'",
          "[main 4e1c2aa] search: break ranking ties by recency\n 2 files changed, 31 insertions(+), 4 deletions(-)",
        )
        .assistant("Committed as `search: break ranking ties by recency` (4e1c2aa).")
        .stop(),
    planted: [{ kind: "instruction", keys: ["commit"] }],
  },
  {
    id: "t6-queue-batch",
    build: (s) =>
      s
        .user("ingest consumer keeps hitting the cpu limit on big bursts")
        .bash("grep -n max_batch wrangler.toml", "41:max_batch_size = 100\n42:max_batch_timeout = 5")
        .assistant(
          "Each message carries up to 200 events and the consumer redacts them all in one invocation, so a batch of 100 messages can mean 20k events under one CPU budget. I'd set `max_batch_size` to 25 and let the queue fan out more invocations; throughput stays the same because each invocation finishes well within budget. Want me to make that change?",
        )
        .user("25 feels low. go 40")
        .file("Edit", "wrangler.toml")
        .assistant("Set `max_batch_size = 40` for the ingest queue consumer, as agreed. The redaction step is unchanged.")
        .bash("npx vitest run --project node test/node/queue-config.test.ts", " ✓ test/node/queue-config.test.ts (4 tests) 21ms")
        .stop(),
    planted: [{ kind: "decision", keys: ["max_batch_size", "40"] }],
  },
  {
    id: "t6-flush-todo",
    build: (s) =>
      s
        .user("the hook client loses the last event when the session ends, fix it")
        .bash(
          "grep -rn 'TODO' hook-client/src/spool.ts",
          "hook-client/src/spool.ts:88:  // TODO: always flush before close, never assume the timer fired\nhook-client/src/spool.ts:131: // TODO(perf): batch fsyncs",
        )
        .assistant(
          "The TODO at line 88 is exactly the bug: `close()` clears the timer without flushing, so whatever was buffered since the last tick is dropped. I'll call `flush()` in `close()` and await it.",
        )
        .file("Edit", "hook-client/src/spool.ts")
        .bash("npx vitest run --project node hook-client/test/spool.test.ts", " ✓ hook-client/test/spool.test.ts (14 tests) 230ms")
        .assistant(
          "Fixed: `close()` flushes before returning, and a new test closes right after an append and finds the event spooled. I removed the line-88 TODO since it is done.",
        )
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "t6-openapi-later",
    build: (s) =>
      s
        .user("add PATCH /v1/memories/:id to change text or status")
        .assistant(
          "I'll add the route with a zod body (`text?`, `status?`, at least one present), reuse the error model for unknown ids (404) and for a status transition that isn't allowed (409), and test per-user isolation: user B patching A's memory must get 404.",
        )
        .file("Edit", "src/routes/memories.ts")
        .file("Edit", "test/worker/memories.test.ts")
        .bash("npx vitest run --project workers test/worker/memories.test.ts", " ✓ test/worker/memories.test.ts (22 tests) 2.41s")
        .assistant("PATCH is in and tested. The OpenAPI document doesn't list it yet; should I regenerate docs/openapi.json now?")
        .user("leave the openapi regen for later, dana is rewriting the generator this week. put it on the list")
        .assistant("OK, not touching docs/openapi.json in this change.")
        .stop(),
    planted: [{ kind: "task", keys: ["openapi"] }],
  },
  {
    id: "t6-test-running",
    build: (s) =>
      s
        .user("why is the search test failing")
        .bash("npm test", "> vitest run\n... 1412 tests ...\n FAIL test/node/search-core.test.ts > tokenizes unicode\nTime 7m 41s", 1)
        .assistant(
          "The full run took almost 8 minutes; the only failure is `search-core.test.ts > tokenizes unicode`: the expected tokens assume NFC, but the fixture string is NFD.",
        )
        .user("pls don't run the whole npm test, it kills the box. only ever run the file you touched with npx vitest run --project node <file>")
        .bash("npx vitest run --project node test/node/search-core.test.ts", " FAIL test/node/search-core.test.ts > tokenizes unicode", 1)
        .file("Edit", "src/core/search/tokens.ts")
        .bash("npx vitest run --project node test/node/search-core.test.ts", " ✓ test/node/search-core.test.ts (31 tests) 120ms")
        .assistant("The tokenizer now normalizes to NFC before splitting, and the test passes (single-file run).")
        .stop(),
    planted: [{ kind: "instruction", keys: ["npm test"] }],
  },
  {
    id: "t6-billing-owner",
    build: (s) =>
      s
        .user("the invoice totals are off by a cent sometimes")
        .assistant("That smells like float arithmetic on amounts. Let me look at how totals are computed in the billing worker before changing anything.")
        .bash(
          "grep -n 'total' workers/billing/src/invoice.ts | head -5",
          "23:  const total = lines.reduce((a, l) => a + l.price * l.qty, 0);\n24:  return Math.round(total * 100) / 100;",
        )
        .assistant(
          "Confirmed: prices are floats in dollars and the sum is rounded at the end, so 0.1 + 0.2-style errors can leak into the cent. The fix is to work in integer cents throughout. This touches the invoice format though.",
        )
        .user("hold on, priya owns the billing worker. I'll forward her your analysis")
        .assistant(
          "Makes sense. I won't change workers/billing. Summary for Priya: `invoice.ts:23` sums float dollar prices and rounds once at the end; switching `price` to integer cents fixes the off-by-a-cent totals.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["priya", "billing"] }],
  },
  {
    id: "t6-drizzle-declined",
    build: (s) =>
      s
        .user("the segment list query is slow with 10k rows")
        .bash(
          "npx wrangler d1 execute amem-dev --command 'EXPLAIN QUERY PLAN SELECT * FROM segments WHERE user_id=? ORDER BY started_at DESC LIMIT 50'",
          "SCAN segments\nUSE TEMP B-TREE FOR ORDER BY",
        )
        .assistant(
          "Full scan plus a temp b-tree sort. An index on `(user_id, started_at DESC)` fixes it.\n\nSeparately, while reading src/db/ I noticed we hand-write every query. Moving to Drizzle ORM would give us typed queries and generated migrations; it's a bigger change but it would have caught the missing index at review time. Could do it in a follow-up.",
        )
        .user("hm, not convinced about drizzle. just add the index")
        .file("Write", "migrations/0014_segments_user_started_idx.sql")
        .bash(
          "npx wrangler d1 execute amem-dev --command 'EXPLAIN QUERY PLAN SELECT * FROM segments WHERE user_id=? ORDER BY started_at DESC LIMIT 50'",
          "SEARCH segments USING INDEX segments_user_started (user_id=?)",
        )
        .assistant("Index added in 0014; the plan now uses `segments_user_started` and no temp sort.")
        .stop(),
    planted: [],
  },
  {
    id: "t6-dates-utc",
    build: (s) =>
      s
        .user("the digest shows yesterday's date for stuff done late evening")
        .assistant(
          "The digest formats `ts_ms` with `toLocaleDateString()`, which uses the runtime's zone. On Workers that's UTC, but the hook client renders it locally, so the two disagree for events after 00:00 UTC. I could render in the user's zone everywhere, which means storing a zone per user.",
        )
        .user("no. everything we store and return is UTC, ISO 8601 with Z. the client converts for display, that's the rule")
        .file("Edit", "src/core/digest/format.ts")
        .file("Edit", "hook-client/src/render.ts")
        .bash("npx vitest run --project node test/node/iso-time.test.ts", " ✓ test/node/iso-time.test.ts (8 tests) 17ms")
        .assistant("The digest now returns ISO timestamps in UTC and the hook client converts to local time when printing.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["utc"] }],
  },
  {
    id: "t6-greeting",
    build: (s) =>
      s
        .user("morning! quick one: bump the patch version")
        .bash("npm version patch --no-git-tag-version", "v0.9.4")
        .assistant("Bumped to 0.9.4 in package.json and package-lock.json. Nothing else changed.")
        .user("ty, have a good one")
        .assistant("You too!")
        .stop(),
    planted: [],
  },
  {
    id: "t6-redaction-order",
    build: (s) =>
      s
        .user("search results are showing an api key in a snippet")
        .bash(
          "grep -rn 'redact' src/routes/ingest.ts",
          "57:  const events = parse(body);\n58:  await indexEvents(env, events);\n59:  const clean = redact(events);",
        )
        .assistant(
          "Found it: ingest indexes the raw events at line 58 and only redacts at 59, so the search index holds unredacted text while D1 holds the redacted one. Swapping the two lines fixes new events; the index entries already written still contain the secret.",
        )
        .file("Edit", "src/routes/ingest.ts")
        .bash("npx vitest run --project node test/node/secrets-e2e.test.ts", " ✓ test/node/secrets-e2e.test.ts (7 tests) 301ms")
        .assistant(
          "New events are redacted before indexing. The old index entries need a purge-and-reindex job over the affected range (2026-10-28 onwards, when line 58 was added). I have not written it.",
        )
        .user(
          "right, reindex job is a separate ticket, let's do that tomorrow. also: redaction always runs before anything is written anywhere, index included. that's non-negotiable",
        )
        .assistant("Agreed. I added a test that fails if `indexEvents` ever sees an unredacted secret.")
        .stop(),
    planted: [
      { kind: "task", keys: ["reindex"] },
      { kind: "instruction", keys: ["redaction"] },
    ],
  },
  {
    id: "t6-logs-never",
    build: (s) =>
      s
        .user("what's this warning in the worker logs")
        .bash(
          "npx wrangler tail --format pretty | head -4",
          "(warn) never-expiring cache entry for key grip:7f3 — always set a TTL\n(warn) never-expiring cache entry for key grip:80a — always set a TTL\n(log) GET /v1/search 200 41ms",
        )
        .assistant(
          "It comes from the grip cache: `cache.put` is called without `expirationTtl` in `src/core/grips/cache.ts`, and our own wrapper logs that warning. It is harmless for correctness but the entries pile up. I'll pass the default TTL the wrapper already defines (1 h).",
        )
        .file("Edit", "src/core/grips/cache.ts")
        .bash("npx vitest run --project node test/node/grips.test.ts", " ✓ test/node/grips.test.ts (11 tests) 66ms")
        .assistant("Done, grip cache entries now expire after an hour; the warning is gone in a local tail.")
        .stop(),
    planted: [],
  },
  {
    id: "t6-node-version",
    build: (s) =>
      s
        .user("typecheck fails for me locally but passes in ci")
        .bash(
          "node --version && npx tsc -p tsconfig.json",
          "v20.11.1\nsrc/core/iter.ts(12,20): error TS2550: Property 'fromAsync' does not exist on type 'ArrayConstructor'.",
        )
        .assistant(
          "Your system node is 20, and `Array.fromAsync` types come with the node 22 lib. CI uses node 22 from .nvmrc. Is it possible your shell isn't picking up .nvmrc? Running through `npx` uses the project's node if volta or nvm is hooked in.",
        )
        .user("yeah system node here is 20 and stays 20 (other projects). node 22 only comes via the npm scripts / npx in this repo")
        .bash("npm run typecheck", "> tsc -p tsconfig.json && tsc -p tsconfig.node.json\n")
        .assistant("Through `npm run typecheck` it passes, so it's only the bare `npx tsc` path that picks up node 20 here.")
        .stop(),
    planted: [{ kind: "fact", keys: ["node 22"] }],
  },
  {
    id: "t6-hono-upgrade",
    build: (s) =>
      s
        .user("can we upgrade hono to v5?")
        .bash("npm view hono version", "4.9.2")
        .assistant(
          "There is no hono 5 on npm yet; the latest is 4.9.2, and we're on 4.6.x. I could bump us to 4.9.2: the changelog between 4.6 and 4.9 lists one breaking change for us, `c.req.valid()` typing with zod validators, which affects about eight routes.",
        )
        .user("hmm maybe later. what's the risk if we don't?")
        .assistant(
          "Low: 4.6 still gets security fixes in the 4.x line, and nothing we depend on requires a newer version. The main cost of waiting is that the typing change grows with every new route.",
        )
        .user("ok leave it")
        .stop(),
    planted: [],
  },
  {
    id: "t6-test-names",
    build: (s) =>
      s
        .user("write tests for the decay score function")
        .file("Read", "src/core/decay.ts")
        .assistant(
          "I'll cover: zero use → score near 0 after a long age; heavy recent use → near 1; monotonic in age; β and half-life from the vars. Test names as `it('decay_score_monotonic_in_age')`.",
        )
        .user('test names in this repo are plain sentences: it("falls as the last use gets older"), not snake_case. for every test file going forward')
        .file("Write", "test/node/decay.test.ts")
        .bash("npx vitest run --project node test/node/decay.test.ts", " ✓ test/node/decay.test.ts (6 tests) 14ms")
        .assistant("Six tests added with sentence names, e.g. `falls as the last use gets older`, `stays within [0, 1]`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["test names"] }],
  },
  {
    id: "t6-d1-limit-fact",
    build: (s) =>
      s
        .user("bulk insert of 500 events fails with 'too many SQL variables'")
        .bash("npx vitest run --project workers test/worker/ingest.test.ts", "D1_ERROR: too many SQL variables at offset 0: SQLITE_ERROR", 1)
        .assistant(
          "Each event row binds 9 parameters; 500 rows is 4500 bound variables in one statement. I believe D1's limit is lower than SQLite's default, maybe 999? Let me check the docs rather than guess.",
        )
        .bash("grep -rn 'bound parameters' docs/operations.md", "docs/operations.md:88: D1 allows at most 100 bound parameters per query.")
        .assistant(
          "Our own ops doc says it: D1 caps a query at 100 bound parameters. So with 9 per row we can insert at most 11 rows per statement. I'll chunk inserts to 11 rows and send the chunks in one `batch()`.",
        )
        .file("Edit", "src/db/events.ts")
        .bash("npx vitest run --project workers test/worker/ingest.test.ts", " ✓ test/worker/ingest.test.ts (18 tests) 3.02s")
        .user("good, and remember the 100 param cap for every multi-row insert from now on")
        .assistant("Will do; the chunk size is now derived from the column count so new tables get it right.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["100", "parameters"] },
      { kind: "instruction", keys: ["multi-row"] },
    ],
  },
  {
    id: "t6-lint-fix",
    build: (s) =>
      s
        .user("lint is red")
        .bash("npm run lint", "src/core/rollup.ts:44:7 lint/style/useConst  This let declares a variable that is only assigned once.\nFound 1 error.", 1)
        .assistant("One `let` that should be `const` in rollup.ts:44. Fixing.")
        .file("Edit", "src/core/rollup.ts")
        .bash("npm run lint", "Checked 412 files in 310ms. No fixes applied.")
        .assistant("Lint is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "t6-review-queue",
    build: (s) =>
      s
        .user("how should low-confidence promotions show up for review")
        .assistant(
          "Per the issue, anything under 0.7 becomes an open review task. Two designs:\n\n(a) a separate `review_tasks` table with its own status machine, or\n(b) reuse the consolidation job's audit rows and add a `status` column.\n\n(a) keeps the job tables append-only, which matters because the job framework treats them as a log; (b) is less code. I'd go (a).",
        )
        .user("a. separate table")
        .assistant(
          "Going with a separate `review_tasks` table then. I'll write the migration and the store functions now; the routes (`GET /v1/consolidation/tasks`, approve/reject) come after.",
        )
        .file("Write", "migrations/0015_review_tasks.sql")
        .file("Write", "src/db/review-tasks.ts")
        .bash("npx vitest run --project workers test/worker/schema-drift.test.ts", " ✓ test/worker/schema-drift.test.ts (1 test) 402ms")
        .assistant("Table and store are in. Still missing: the three routes and their isolation tests. I'll stop here as you asked for the schema first.")
        .user("yep, routes are next session's job")
        .stop(),
    planted: [
      { kind: "decision", keys: ["review_tasks"] },
      { kind: "task", keys: ["routes"] },
    ],
  },
  {
    id: "t6-retry-guess",
    build: (s) =>
      s
        .user("summarize job failed overnight, any idea")
        .bash(
          "npx wrangler tail --format json | jq -r '.logs[].message' | grep summarize | tail -3",
          "summarize: anthropic 529 overloaded\nsummarize: giving up after 3 attempts\nsummarize: job paused",
        )
        .assistant(
          "Anthropic returned 529 (overloaded) three times and the job paused, which is its designed behaviour. My guess is that this happens around 02:00 UTC when US evening traffic peaks, but I only have one night of logs, so that's a hunch, not a finding.",
        )
        .user("could be. just resume it for now")
        .bash("npx amem admin jobs resume summarize", "summarize: resumed at checkpoint seg_01JD…")
        .assistant("Resumed from its checkpoint; it's processing again.")
        .stop(),
    planted: [],
  },
  {
    id: "t6-prod-deploy",
    build: (s) =>
      s
        .user("deploy to prod")
        .assistant(
          "Before I run `wrangler deploy --env production`: the diff since the last deploy includes migration 0015. Order matters: migrations first, then the code. Proceeding with `d1 migrations apply` then `deploy`.",
        )
        .user("wait. prod deploys only happen from CI on a tag, never from a laptop. push a tag v0.9.5 and let the pipeline do it")
        .bash("git tag v0.9.5 && git push origin v0.9.5", "To github.com:acme/agent-memory-edge.git\n * [new tag]         v0.9.5 -> v0.9.5")
        .bash("gh run list --limit 1", "in_progress  deploy  v0.9.5  push  2m")
        .assistant("Tag v0.9.5 pushed; the deploy workflow is running (it applies migrations before publishing).")
        .stop(),
    planted: [{ kind: "instruction", keys: ["prod", "tag"] }],
  },
  {
    id: "t6-half-life",
    build: (s) =>
      s
        .user("what half-life should decay use")
        .assistant(
          "The design doesn't fix one. Options: 7 days (aggressive; memories not touched in a month drop to ~6%), 14 days, or 30 days (gentle). Since promotion already looks at use within 14 days, a 14-day half-life keeps the two windows consistent. I'd pick 14.",
        )
        .user("let's think about it. maybe 30")
        .assistant("Sure. I'll leave `DECAY_HALF_LIFE_DAYS` unset in the code for now and keep the function parametrized.")
        .bash("npx vitest run --project node test/node/decay.test.ts", " ✓ test/node/decay.test.ts (6 tests) 13ms")
        .stop(),
    planted: [],
  },
  {
    id: "t6-error-model",
    build: (s) =>
      s
        .user("the /v1/memories POST returns a plain text 400 on bad json")
        .bash("curl -s -XPOST localhost:8787/v1/memories -d '{bad' -H 'authorization: Bearer dev'", "Bad Request")
        .assistant(
          "Hono's default JSON parse failure bubbles up as plain text because the route calls `c.req.json()` before the zod validator. I'll switch it to `zValidator('json', …)` with our hook, so it goes through `errors.ts`.",
        )
        .file("Edit", "src/routes/memories.ts")
        .bash(
          "curl -s -XPOST localhost:8787/v1/memories -d '{bad' -H 'authorization: Bearer dev'",
          '{"error":{"code":"invalid_json","message":"body is not valid JSON"}}',
        )
        .assistant('Now it\'s `{"error":{"code":"invalid_json",…}}` like every other route.')
        .user("👍 and the same bug is probably in /v1/grips and /v1/admin/*, check those another day")
        .assistant("I haven't touched those routes in this change.")
        .stop(),
    planted: [{ kind: "task", keys: ["grips", "admin"] }],
  },
  {
    id: "t6-line-count",
    build: (s) =>
      s
        .user("how big is src/ now, roughly? curious")
        .bash("find src -name '*.ts' | xargs wc -l | tail -1", "  14218 total")
        .assistant("About 14.2k lines of TypeScript under src/.")
        .user("huh, more than I thought lol")
        .assistant("Most of it is routes and src/db; src/core is about a third.")
        .stop(),
    planted: [],
  },
  {
    id: "t6-secret-names",
    build: (s) =>
      s
        .user("where does the anthropic key come from in prod")
        .bash("grep -rn ANTHROPIC wrangler.toml src/env.ts", "src/env.ts:14:  ANTHROPIC_API_KEY: string;")
        .assistant(
          "Only the type is in src/env.ts; it's not in wrangler.toml, so it must be a secret set with `wrangler secret put`. I can't list secrets from the sandbox (network is restricted). Likely it was set by hand at some point.",
        )
        .user("it's set by the deploy workflow from the 1password vault 'amem-prod'. nobody should ever set it by hand")
        .assistant("Thanks. So `ANTHROPIC_API_KEY` comes from the `amem-prod` 1Password vault via the deploy workflow.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "instruction", keys: ["by hand"] },
    ],
  },
  {
    id: "t6-proposal-unconfirmed",
    build: (s) =>
      s
        .user("the bench for search got slower")
        .bash("node bench/run.mjs search", "search.query  ratio 3.42 (floor 1.00)  load 2.1\nsearch.query  previous 2.80")
        .assistant(
          "3.42× the floor vs 2.80 last time, but the load is 2.1 now vs 0.9 in RESULTS.md, so part of it is the machine. Two ideas:\n- cache the tokenized query per request\n- we could drop the trigram fallback entirely, it only fires on queries under 3 chars\n\nI'd rerun at lower load before acting.",
        )
        .user("nah the load is just high, ignore it")
        .bash("uptime", " 11:02:11 up 3 days,  load average: 2.08, 1.94, 1.77")
        .assistant("Load is still ~2, consistent with that. Nothing changed in the code.")
        .stop(),
    planted: [],
  },
  {
    id: "t6-pr-size",
    build: (s) =>
      s
        .user("open a pr for the decay stuff")
        .bash("git diff --stat main", " 23 files changed, 1890 insertions(+), 212 deletions(-)")
        .assistant(
          "That's a large PR: migration, decay function, job, routes and docs together. I'll open it as one PR with a checklist in the description so the reviewer can go part by part.",
        )
        .user("no — keep PRs under ~400 lines, split by layer (db / core / routes / docs). reviewers here won't read 1.9k lines")
        .bash("git switch -c decay-db && git restore --source main -- src/core src/routes docs", "Switched to a new branch 'decay-db'")
        .bash("gh pr create --title 'db: decay columns' --body 'part 1/4'", "https://github.com/acme/agent-memory-edge/pull/212")
        .assistant("Opened #212 (db layer, 310 lines). The core, routes and docs parts are still on the local branch, not yet opened.")
        .user("ok, open the other three prs tomorrow")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["400"] },
      { kind: "task", keys: ["three", "pr"] },
    ],
  },
  {
    id: "t6-kv-vs-do",
    build: (s) =>
      s
        .user("where should the per-user op counter for the rate limit of consolidation jobs live")
        .assistant(
          "Same trade-off as the API limiter. KV is cheap but eventually consistent, so two concurrent job runs could both see budget left. A Durable Object per user is exact. D1 with a conditional UPDATE also works and keeps everything in one place.",
        )
        .user("D1. one conditional update per op is fine at our volume, no new DO class")
        .assistant(
          "OK: the consolidation rate limit is a row per user in D1, decremented with `UPDATE … SET ops = ops - 1 WHERE user_id = ? AND ops > 0`, and the job treats 0 rows changed as 'over the limit'.",
        )
        .file("Write", "src/db/consolidation-budget.ts")
        .bash("npx vitest run --project workers test/worker/consolidation-budget.test.ts", " ✓ test/worker/consolidation-budget.test.ts (5 tests) 1.12s")
        .stop(),
    planted: [{ kind: "decision", keys: ["consolidation", "d1"] }],
  },
  {
    id: "t6-ken-eval",
    build: (s) =>
      s
        .user("rerun the summary eval")
        .bash("npm run eval:summary", "judged 120 segments\nfaithfulness 0.91  coverage 0.78\nwritten eval/out/2026-11-03.json")
        .assistant(
          "Faithfulness 0.91, coverage 0.78 on 120 segments. Coverage is below the 0.8 target. The misses cluster on long segments (>200 events), where the extractive summarizer keeps the first bullets and drops late decisions.",
        )
        .user("fyi ken maintains the eval harness and the judged set, ping him before changing anything under eval/")
        .assistant("Noted. I won't modify eval/; the numbers above are from the unchanged harness.")
        .user("and figuring out the long-segment coverage drop is on us, next week")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ken", "eval"] },
      { kind: "instruction", keys: ["ken", "eval/"] },
      { kind: "task", keys: ["coverage"] },
    ],
  },
  {
    id: "t6-snapshot-update",
    build: (s) =>
      s
        .user("the service-api test fails after my route change")
        .bash(
          "npx vitest run --project node hook-client/test/service-api.test.ts",
          " FAIL  hook-client/test/service-api.test.ts > types match the routes\n  Snapshot `types 1` mismatched",
          1,
        )
        .assistant("Your PATCH route changed the generated types, so the snapshot is stale. Regenerating with `-u`.")
        .bash("npx vitest run --project node hook-client/test/service-api.test.ts -u", " ✓ hook-client/test/service-api.test.ts (3 tests) 1 snapshot updated")
        .assistant("Snapshot updated and the test passes. The diff in service-api.ts is just the new PATCH types.")
        .user("thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t6-format-on-save",
    build: (s) =>
      s
        .user("reformat the whole repo with prettier, i like its style better")
        .assistant(
          "We use Biome for formatting (biome.json, 160 columns). Running prettier over the repo would reformat ~400 files and then `npm run lint` (biome check) would flag most of them. I'd suggest either configuring Biome closer to the style you want, or switching tools entirely — not mixing both.",
        )
        .user("ugh right. forget prettier, biome stays the formatter")
        .assistant("OK, no changes made; Biome remains the only formatter.")
        .bash("npm run format", "Formatted 412 files in 290ms. No fixes applied.")
        .stop(),
    planted: [{ kind: "decision", keys: ["biome"] }],
  },
  {
    id: "t6-ask-before-deps",
    build: (s) =>
      s
        .user("the hook client needs to parse yaml config now")
        .assistant(
          "I'll add `yaml` (the eemeli one, no deps) to hook-client and parse `~/.amem/config.yaml` with it, falling back to the JSON config if the YAML file is absent.",
        )
        .bash("cd hook-client && npm install yaml", "added 1 package in 1s")
        .user(
          "undo that. the hook client stays dependency-free except what's already there — ask me before adding any package to hook-client. we'll keep json config",
        )
        .bash("cd hook-client && npm uninstall yaml", "removed 1 package in 1s")
        .assistant("Removed `yaml`; the config stays JSON and hook-client/package.json is back to what it was.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["hook-client", "package"] }],
  },
  {
    id: "t6-tz-cron-fact",
    build: (s) =>
      s
        .user("when exactly does the rollup cron fire")
        .bash("grep -n crons wrangler.toml", '55:crons = ["15 3 * * *"]')
        .assistant("`15 3 * * *` — Workers cron triggers are always evaluated in UTC, so 03:15 UTC every day. That's 04:15 in Berlin in winter.")
        .user("ok")
        .stop(),
    planted: [{ kind: "fact", keys: ["03:15"] }],
  },
  {
    id: "t6-withdrawn",
    build: (s) =>
      s
        .user("let's rename `grips` to `anchors` everywhere, the name confuses people")
        .bash("grep -rl 'grip' src test hook-client | wc -l", "87")
        .assistant(
          "87 files mention grips, including the public API (`/v1/grips/:id`), the D1 table and the hook client's cache keys. A rename means a migration, an API alias with deprecation, and a hook client release. Doable but it's a week of churn.",
        )
        .user("oh. never mind then, not worth it. leave the name")
        .assistant("Leaving everything as is.")
        .stop(),
    planted: [],
  },
  {
    id: "t6-wal-fact",
    build: (s) =>
      s
        .user("the hook client spool file got corrupted after a crash, can u check")
        .bash("sqlite3 ~/.amem/spool.db 'PRAGMA journal_mode; PRAGMA integrity_check'", "delete\nok")
        .assistant(
          "Integrity check is OK now and the journal mode is `delete`, which is slower and less crash-tolerant than WAL. Did the corruption show up as an error from amem, or just missing events?",
        )
        .user("missing events. and fyi the spool is supposed to be in WAL mode, someone's script must have reset it")
        .bash("grep -n journal_mode hook-client/src/spool.ts", "22:  db.exec('PRAGMA journal_mode = WAL');")
        .assistant(
          "Right, the client sets WAL at open (spool.ts:22), so something outside reset it. I'll make `amem doctor` warn when the spool isn't in WAL mode.",
        )
        .file("Edit", "hook-client/src/doctor.ts")
        .bash("npx vitest run --project node hook-client/test/doctor.test.ts", " ✓ hook-client/test/doctor.test.ts (9 tests) 70ms")
        .stop(),
    planted: [{ kind: "fact", keys: ["spool", "wal"] }],
  },
  {
    id: "t6-memory-key",
    build: (s) =>
      s
        .user("should memory keys be free text or slugs")
        .assistant(
          "Free text is friendlier for `amem remember --key`, slugs make supersession exact. Middle ground: accept free text and normalize (lower case, collapse spaces), which model.ts already does in `normalizeKey`. I'd keep that.",
        )
        .user("agreed, normalized free text. no slugs")
        .assistant("Keeping normalized free-text keys; I've documented it in docs/api.md under POST /v1/memories.")
        .file("Edit", "docs/api.md")
        .bash("npx vitest run --project node test/node/api-reference.test.ts", " ✓ test/node/api-reference.test.ts (4 tests) 40ms")
        .stop(),
    planted: [{ kind: "decision", keys: ["keys", "free"] }],
  },
  {
    id: "t6-explain-snippet",
    build: (s) =>
      s
        .user(
          "saw this in some blog post about batching writes, what's it doing?\n```ts\n// never resolve before the batch commits; always reject every waiter on failure\nconst waiters: Array<() => void> = [];\n// TODO: cap the window at 50ms\n```",
        )
        .assistant(
          "It's the waiter list of a group-commit: each writer pushes a callback and waits; when the batch commits, all callbacks resolve together, and if it fails, all of them reject. The comment is the invariant: nobody is told their write is safe before it is. The TODO is the author's note to bound the batching delay.",
        )
        .user("ok so basically what our groupCommit does. cool")
        .bash("grep -c waiters src/core/group-commit.ts", "6")
        .assistant("Yes, same idea; ours keeps the waiters in an array too (6 references in src/core/group-commit.ts).")
        .stop(),
    planted: [],
  },
  {
    id: "t6-lockfile",
    build: (s) =>
      s
        .user("npm ci fails in ci: lockfile out of sync")
        .bash("npm ci", "npm ERR! `npm ci` can only install packages when your package.json and package-lock.json are in sync.", 1)
        .assistant("package.json has `zod@^3.24` but the lockfile still resolves 3.23. Someone edited package.json by hand. Running `npm install` to resync.")
        .bash("npm install && git diff --stat", " package-lock.json | 12 ++++++------")
        .user("commit the lockfile with the same commit as package.json changes, always. that's why this broke")
        .assistant("Committed the resynced lockfile. And yes, package.json and package-lock.json go in the same commit from now on.")
        .bash("git commit -am 'deps: resync lockfile with zod 3.24'", "[main 91b0d2e] deps: resync lockfile with zod 3.24")
        .stop(),
    planted: [{ kind: "instruction", keys: ["lockfile"] }],
  },
  {
    id: "t6-cluster-threshold",
    build: (s) =>
      s
        .user("cluster merge is too eager, it merged two unrelated memories about auth")
        .bash(
          "npx amem admin consolidation runs --last 1 --json | jq '.merges[0]'",
          '{ "cohesion": 0.77, "a": "use jose for JWT", "b": "auth routes return 401 not 403" }',
        )
        .assistant(
          "Cohesion 0.77, just above the 0.75 merge threshold, driven by the shared word 'auth'. Options: raise the threshold to 0.85, or weigh shared identifiers above shared words. The second is more work but principled.",
        )
        .user("raise merge threshold to 0.85 for now. the weighting can come later")
        .file("Edit", "src/core/cluster.ts")
        .bash("npx vitest run --project node test/node/cluster.test.ts", " ✓ test/node/cluster.test.ts (15 tests) 88ms")
        .assistant("Merge threshold is 0.85 now (`CLUSTER_MERGE_THRESHOLD`), docs updated. Weighting identifiers above words is not started.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["threshold", "0.85"] },
      { kind: "task", keys: ["weighting"] },
    ],
  },
  {
    id: "t6-docs-typo",
    build: (s) =>
      s
        .user("typo in README: 'recieve'")
        .bash("grep -n recieve README.md", "142:Hooks recieve the event on stdin.")
        .file("Edit", "README.md")
        .assistant("Fixed 'recieve' → 'receive' on line 142. No other occurrences.")
        .stop(),
    planted: [],
  },
  {
    id: "t6-superseded-port",
    build: (s) =>
      s
        .user("dev server clashes with my other project on 8787, move ours to 8790")
        .file("Edit", "wrangler.toml")
        .assistant("Set `[dev] port = 8790`. The hook client's default service URL in dev also points at 8787; updating it too.")
        .file("Edit", "hook-client/src/config.ts")
        .bash("npx vitest run --project node test/node/dev-start.test.ts", " ✓ test/node/dev-start.test.ts (3 tests) 1.2s")
        .user("hmm, 8790 is taken by the metrics sidecar actually. make it 8788")
        .file("Edit", "wrangler.toml")
        .file("Edit", "hook-client/src/config.ts")
        .assistant("Moved to 8788 instead, in both wrangler.toml and the hook client's dev default. The dev server port is 8788 now.")
        .bash("npx vitest run --project node test/node/dev-start.test.ts", " ✓ test/node/dev-start.test.ts (3 tests) 1.1s")
        .stop(),
    planted: [{ kind: "decision", keys: ["8788"] }],
  },
  {
    id: "t6-coverage-ask",
    build: (s) =>
      s
        .user("do we have coverage numbers anywhere?")
        .bash("ls coverage 2>/dev/null; grep -n coverage package.json", "")
        .assistant(
          "No coverage script and no coverage directory. `@vitest/coverage-v8` would give it for the node project; the workers project runs inside workerd where v8 coverage isn't available, so it would only be partial.",
        )
        .user("partial is kinda useless. skip it")
        .stop(),
    planted: [],
  },
  {
    id: "t6-tenant-header",
    build: (s) =>
      s
        .user("add the list endpoint for review tasks")
        .assistant(
          "I'll scope by the user id from `requireAuth` like the other routes. Should I also accept an `X-Tenant` header so an admin can list another user's tasks?",
        )
        .user("no, admins use the admin routes. user routes never take a user id from the request, only from the token")
        .file("Write", "src/routes/review-tasks.ts")
        .file("Write", "test/worker/review-tasks.test.ts")
        .bash("npx vitest run --project workers test/worker/review-tasks.test.ts", " ✓ test/worker/review-tasks.test.ts (8 tests) 1.9s")
        .assistant("GET /v1/consolidation/tasks is in, scoped to the token's user; the isolation test checks B can't see A's tasks.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["token"] }],
  },
  {
    id: "t6-sqlite-version",
    build: (s) =>
      s
        .user("can we use json_each in the cluster query?")
        .bash(
          "npx wrangler d1 execute amem-dev --command 'select sqlite_version()'",
          "┌──────────────────┐\n│ sqlite_version() │\n├──────────────────┤\n│ 3.45.1           │\n└──────────────────┘",
        )
        .assistant(
          "Yes: D1 runs SQLite 3.45.1 and json_each has been in the JSON1 extension for years; D1 enables it. I'll rewrite the cluster candidate query with `json_each(grip_ids)` instead of the LIKE hack.",
        )
        .file("Edit", "src/db/cluster.ts")
        .bash("npx vitest run --project workers test/worker/cluster.test.ts", " ✓ test/worker/cluster.test.ts (7 tests) 1.4s")
        .assistant("Rewritten; the query is simpler and the tests pass.")
        .stop(),
    planted: [{ kind: "fact", keys: ["3.45"] }],
  },
  {
    id: "t6-flaky-quarantine",
    build: (s) =>
      s
        .user("toc test flaked again in ci")
        .bash("gh run view --log-failed | tail -3", "FAIL test/worker/toc.test.ts > rebuilds after relay drop\nError: Test timed out in 5000ms.")
        .assistant(
          "It's the relay-drop case again. I could mark it `it.skip` with a TODO so CI goes green while we investigate — but a skipped test tends to stay skipped.",
        )
        .user("don't skip flaky tests, ever. fix them or leave them red")
        .assistant(
          "OK. The timeout comes from waiting on a queue delivery that the test dropped on purpose; the test should wait on the relay's retry instead. Let me look at how the drop helper signals.",
        )
        .file("Read", "test/worker/toc.test.ts")
        .assistant(
          "I can see the wait but the fix needs a hook in the relay to expose its retry, which touches src/core/toc/relay.ts. That's more than a quick patch; I'd rather not rush it.",
        )
        .user("ok, fixing the toc relay flake properly is open then. do it next")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["skip"] },
      { kind: "task", keys: ["relay"] },
    ],
  },
  {
    id: "t6-owner-hookclient",
    build: (s) =>
      s
        .user("who reviews hook client changes?")
        .bash("cat CODEOWNERS", "/src/ @acme/platform\n/hook-client/ @mara\n/eval/ @ken")
        .assistant("CODEOWNERS says `/hook-client/` is owned by @mara, so she's the required reviewer for anything under hook-client/.")
        .user("yes mara. she's out until the 20th tho")
        .stop(),
    planted: [{ kind: "fact", keys: ["mara", "hook"] }],
  },
  {
    id: "t6-api-version",
    build: (s) =>
      s
        .user("we need to change the /v1/search response shape (score → scores object)")
        .assistant(
          "That's a breaking change for the hook client and any MCP users. Options:\n1. add `scores` alongside `score` and deprecate `score` later\n2. introduce /v2/search\n3. change /v1 in place and release the hook client the same day\n\nI'd do 1: it's additive.",
        )
        .user("1. and breaking changes to /v1 are off the table in general, only additive ones")
        .file("Edit", "src/routes/search.ts")
        .bash("npx vitest run --project node hook-client/test/service-api.test.ts -u", " ✓ hook-client/test/service-api.test.ts (3 tests) 1 snapshot updated")
        .assistant(
          "`/v1/search` now returns both `score` and `scores`; `score` is marked deprecated in docs/api.md. Removing it eventually needs a hook client release first.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["scores"] },
      { kind: "instruction", keys: ["/v1", "additive"] },
    ],
  },
  {
    id: "t6-memory-digest-limit",
    build: (s) =>
      s
        .user("how many memories should the session-start digest include")
        .assistant(
          "The digest is budgeted at ~1500 tokens. Memories average ~25 tokens, so 20 memories use a third of the budget. I'd take the 20 with the highest decay score, instructions first since they change agent behaviour most.",
        )
        .user("20 is fine but don't order by kind, just score")
        .assistant("Top 20 memories by decay score, no kind ordering. Implementing.")
        .file("Edit", "src/core/digest/memories.ts")
        .bash("npx vitest run --project node test/node/mcp-budget.test.ts", " ✓ test/node/mcp-budget.test.ts (6 tests) 33ms")
        .assistant("The digest now includes the top 20 memories by decay score.")
        .stop(),
    planted: [{ kind: "decision", keys: ["20", "digest"] }],
  },
  {
    id: "t6-backup-task",
    build: (s) =>
      s
        .user("do we back up d1?")
        .bash("grep -rn 'backup\\|time-travel' docs/operations.md", "docs/operations.md:120: D1 Time Travel keeps 30 days of point-in-time restore.")
        .assistant(
          "Only D1's Time Travel: 30 days of point-in-time restore, documented in docs/operations.md. There's no export outside Cloudflare. If the account itself were lost, so would the data.",
        )
        .user("yeah we need a weekly export to R2 at some point. not now, write it down")
        .assistant("Not implemented here; nothing changed in the code.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["time travel"] },
      { kind: "task", keys: ["r2"] },
    ],
  },
  {
    id: "t6-zod-version",
    build: (s) =>
      s
        .user("can i use z.templateLiteral in the schema?")
        .bash("npm ls zod", "agent-memory-edge@0.9.4\n└── zod@3.24.1")
        .assistant(
          "`z.templateLiteral` is zod 4 API; we're on 3.24.1. In zod 3 you'd do `z.string().regex(...)`. Upgrading to zod 4 is possible but the error formatting changed, and our error model maps zod issues, so it would need a pass over errors.ts.",
        )
        .user("stick with the regex")
        .stop(),
    planted: [],
  },
  {
    id: "t6-feature-flag",
    build: (s) =>
      s
        .user("ship rank=decay behind a flag")
        .assistant(
          'I\'ll add `RANK_DECAY_DEFAULT` as a var (default "false") so `rank=decay` is opt-in per request and off by default, as the issue says until the eval shows it helps.',
        )
        .file("Edit", "wrangler.toml")
        .file("Edit", "src/routes/search.ts")
        .bash("npx vitest run --project node test/node/search-ranking.test.ts", " ✓ test/node/search-ranking.test.ts (19 tests) 71ms")
        .assistant("Done. `rank=decay` works per request; the default stays recency.")
        .user("good. turning rank=decay on by default waits for ken's eval numbers — remind me when they're in")
        .stop(),
    planted: [{ kind: "task", keys: ["rank=decay"] }],
  },
  {
    id: "t6-language",
    build: (s) =>
      s
        .user("can you answer in shorter messages? the walls of text are a lot")
        .assistant("Sure — shorter from here on.")
        .user("also no summaries of what you're about to do, just do it and tell me what changed")
        .bash("git log --oneline -1", "91b0d2e deps: resync lockfile with zod 3.24")
        .assistant("Noted. Last commit: 91b0d2e.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["shorter"] },
      { kind: "instruction", keys: ["summaries"] },
    ],
  },
  {
    id: "t6-mcp-timeout",
    build: (s) =>
      s
        .user("mcp search sometimes times out in claude code")
        .bash("grep -n timeout hook-client/src/mcp.ts", "31:const TIMEOUT_MS = 10_000;")
        .assistant(
          "The MCP server waits 10 s on the service. Claude Code's own MCP tool timeout is longer, so the 10 s is ours. Slow calls are cold D1 reads on large accounts. I could raise it to 20 s, or stream partial results.",
        )
        .user("raise to 20s")
        .file("Edit", "hook-client/src/mcp.ts")
        .bash("npx vitest run --project node hook-client/test/mcp.test.ts", " ✓ hook-client/test/mcp.test.ts (12 tests) 140ms")
        .assistant("MCP timeout is 20 s now.")
        .stop(),
    planted: [{ kind: "decision", keys: ["timeout", "20"] }],
  },
  {
    id: "t6-env-names",
    build: (s) =>
      s
        .user("deploy preview for my branch")
        .assistant("Which environment name do previews use? I see `stage` and `production` in wrangler.toml.")
        .user("previews deploy to env.stage as well, with --name amem-preview-<branch>. the worker name is what separates them")
        .bash("npx wrangler deploy --env stage --name amem-preview-decay-db --dry-run", "Total Upload: 214.10 KiB / gzip: 48.40 KiB\n--dry-run: exiting now.")
        .assistant("Dry run of `amem-preview-decay-db` on env.stage is fine; I didn't publish since you asked for the preview command only.")
        .user("publish it")
        .bash(
          "npx wrangler deploy --env stage --name amem-preview-decay-db",
          "Published amem-preview-decay-db (3.1 sec)\n  https://amem-preview-decay-db.acme.workers.dev",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["amem-preview"] }],
  },
  {
    id: "t6-oops-revert",
    build: (s) =>
      s
        .user("revert the last commit, it broke lint")
        .bash("git revert --no-edit HEAD", '[main a1c9e33] Revert "search: break ranking ties by recency"')
        .bash("npm run lint", "Checked 412 files in 301ms. No fixes applied.")
        .assistant("Reverted 4e1c2aa; lint is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "t6-gh-issues",
    build: (s) =>
      s
        .user("file a bug for the digest date thing")
        .assistant("I'll open a GitHub issue with the repro and the fix idea.")
        .user("our bug tracker is linear (team AMEM), this repo has no github issues. gh is only for PRs")
        .assistant("Got it. I can't reach Linear from the sandbox; here's the text to paste:\n\n> Digest shows yesterday's date for events after 00:00 UTC …")
        .bash("echo ok", "ok")
        .stop(),
    planted: [{ kind: "fact", keys: ["linear"] }],
  },
  {
    id: "t6-ids",
    build: (s) =>
      s
        .user("what id format do new tables use")
        .bash(
          "grep -rn 'ulid\\|uuid' src/db/*.ts | head -4",
          'src/db/events.ts:9: import { ulid } from "../core/ulid";\nsrc/db/memories.ts:12: id: "mem_" + ulid()',
        )
        .assistant(
          "Events and memories use ULIDs, memories with a `mem_` prefix. There's one `crypto.randomUUID()` in src/db/jobs.ts, which looks like an outlier. Should jobs move to ULIDs too?",
        )
        .user("yes, every id is a prefixed ulid, like `mem_…`, `job_…`. uuid in jobs is a leftover")
        .file("Edit", "src/db/jobs.ts")
        .bash("npx vitest run --project workers test/worker/jobs.test.ts", " ✓ test/worker/jobs.test.ts (13 tests) 2.2s")
        .assistant("Jobs get `job_<ulid>` ids now.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ulid"] }],
  },
  {
    id: "t6-wip-handoff",
    build: (s) =>
      s
        .user("i need to stop. where are we on the merge step")
        .assistant(
          "Status of the semantic merge job:\n- done: candidate pairs from clusters with cohesion ≥ 0.85, dry-run report\n- not done: writing the merged memory and the `consolidated_from` relations, archiving the originals\n- not done: the kill/retry test (a merge interrupted after writing the new memory must not duplicate it on retry)\n\nBranch `merge-job`, last commit 7d2e1f0, all tests on the branch pass.",
        )
        .bash("git log --oneline -1 merge-job", "7d2e1f0 core: merge candidates and dry-run report")
        .user("ok. next time: write the merged memory + relations, then the kill/retry test")
        .stop(),
    planted: [
      { kind: "task", keys: ["merged memory"] },
      { kind: "task", keys: ["retry test"] },
    ],
  },
  {
    id: "t6-question-nocommit",
    build: (s) =>
      s
        .user("is it ok to commit straight to main here?")
        .assistant(
          "I don't see anything in the repo docs that says either way, and there's no branch protection config checked in. It's your call; I'd probably use a branch for anything more than a typo, but that's just habit.",
        )
        .user("k")
        .bash("git branch --show-current", "main")
        .stop(),
    planted: [],
  },
  {
    id: "t6-strength-fact",
    build: (s) =>
      s
        .user("why does this memory have strength 3")
        .bash("npx wrangler d1 execute amem-dev --command \"select strength, review_count from memories where id='mem_01JC…'\"", "│ 3 │ 3 │")
        .assistant(
          "strength equals review_count here. Is that a coincidence? I'd guess approvals increment both, but let me check the code instead of guessing.",
        )
        .bash("grep -n 'strength' src/db/memories.ts", "88:  SET review_count = review_count + 1, strength = strength + 1")
        .assistant("Confirmed: approving a memory in the review queue bumps both `review_count` and `strength` by one (src/db/memories.ts:88).")
        .user("right, that's intended")
        .stop(),
    planted: [{ kind: "fact", keys: ["strength", "review_count"] }],
  },
  {
    id: "t6-summaries-model",
    build: (s) =>
      s
        .user("which claude model does the anthropic summarizer call")
        .bash("grep -n model src/core/summarize/anthropic.ts", '19:  model: env.SUMMARIZER_MODEL ?? "claude-haiku-4-5",')
        .assistant("`SUMMARIZER_MODEL` if set, else `claude-haiku-4-5`. Prod doesn't set the var, so it's haiku.")
        .user("we're moving prod to sonnet for summaries. set SUMMARIZER_MODEL=claude-sonnet-4-5 in the prod vars")
        .file("Edit", "wrangler.toml")
        .assistant(
          'Set `SUMMARIZER_MODEL = "claude-sonnet-4-5"` under `[env.production.vars]`. The daily token budget is unchanged, so sonnet will hit it sooner.',
        )
        .user("true. revisit the budget after a week of sonnet")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sonnet"] },
      { kind: "task", keys: ["budget"] },
    ],
  },
  {
    id: "t6-small-fix-then-thanks",
    build: (s) =>
      s
        .user("`amem memories --json` prints a trailing comma, breaks jq")
        .file("Read", "hook-client/src/commands/memories.ts")
        .assistant("It builds the JSON by string concatenation. Replacing it with `JSON.stringify` of the array.")
        .file("Edit", "hook-client/src/commands/memories.ts")
        .bash("npx amem memories --json | jq length", "14")
        .assistant("Valid JSON now; `jq length` gives 14.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "t6-logging-pii",
    build: (s) =>
      s
        .user("add request logging to the memories routes")
        .assistant("I'll log method, path, status, duration and the user id, plus the memory text truncated to 80 chars to help debugging.")
        .user("no memory text or event text in logs, never. ids and counts only")
        .file("Edit", "src/routes/memories.ts")
        .bash("npx vitest run --project workers test/worker/memories.test.ts", " ✓ test/worker/memories.test.ts (23 tests) 2.5s")
        .assistant("Logging method, path, status, duration, user id and memory id only.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["logs"] }],
  },
  {
    id: "t6-archive-window",
    build: (s) =>
      s
        .user("archived memories: how long do we keep them")
        .bash("grep -n ARCHIVE_RETENTION src/core/memories/model.ts", "15:export const ARCHIVE_RETENTION_MS = 30 * 86_400_000;")
        .assistant("30 days, then the retention job deletes them. It's a constant, not a var.")
        .user("make it 60. legal asked for 60 days of recoverability")
        .file("Edit", "src/core/memories/model.ts")
        .file("Edit", "docs/operations.md")
        .bash("npx vitest run --project node test/node/retention-policy.test.ts", " ✓ test/node/retention-policy.test.ts (9 tests) 25ms")
        .assistant("Archived memories are now kept 60 days before deletion (`ARCHIVE_RETENTION_MS`), and docs/operations.md says so.")
        .stop(),
    planted: [{ kind: "decision", keys: ["archived", "60"] }],
  },
  {
    id: "t6-why-slow-install",
    build: (s) =>
      s
        .user("npm install takes forever")
        .bash("npm install --timing 2>&1 | tail -2", "timing npm:load Completed in 640ms\ntiming reify Completed in 71402ms")
        .assistant(
          "Most of the 71 s is reify, probably workerd's platform binary download (~90 MB). Maybe your npm cache is on a slow disk? Could also be the registry mirror. Hard to tell without network timings.",
        )
        .user("whatever, it's fine")
        .stop(),
    planted: [],
  },
  {
    id: "t6-remember-cmd",
    build: (s) =>
      s
        .user("when I say 'remember' in chat, what happens?")
        .assistant(
          "Nothing automatic: the skill tells the agent to call `amem remember` with the text and a kind. So it depends on the agent following the skill.",
        )
        .user("ok. and for you: whenever I state a decision, run amem remember with kind decision, don't wait for me to ask")
        .bash("npx amem remember --kind instruction 'Record stated decisions with amem remember --kind decision'", "remembered mem_01JD9… (instruction)")
        .assistant("Done, and I'll do that for decisions from now on.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["amem remember"] }],
  },
  {
    id: "t6-backoff-done",
    build: (s) =>
      s
        .user("add jitter to the queue retry backoff")
        .file("Read", "src/core/backoff.ts")
        .assistant(
          "Backoff is `2^n * 1s` with no jitter. I'll use full jitter: a random delay in [0, 2^n s], seeded per message id so tests stay deterministic.",
        )
        .file("Edit", "src/core/backoff.ts")
        .bash("npx vitest run --project node test/node/queue-config.test.ts", " ✓ test/node/queue-config.test.ts (6 tests) 22ms")
        .assistant("Full jitter in place; deterministic per message id.")
        .user("👌")
        .stop(),
    planted: [],
  },
  {
    id: "t6-decay-schedule",
    build: (s) =>
      s
        .user("wire the decay analyzer into the scheduler")
        .assistant(
          "The scheduler has one cron (`15 3 * * *`). I can add decay as another job on that daily tick, or give it its own trigger. Daily seems enough: scores change slowly, and the job rescans every memory of every user, so it isn't free.",
        )
        .user("daily on the existing cron, fine")
        .file("Edit", "src/jobs/schedule.ts")
        .bash("npx vitest run --project node test/node/build-schedule.test.ts", " ✓ test/node/build-schedule.test.ts (7 tests) 30ms")
        .assistant("Decay now runs on the daily 03:15 tick after rollup.")
        .user("hmm actually no. run decay every 6 hours on its own trigger, a day is too long for stuff in the danger zone")
        .file("Edit", "wrangler.toml")
        .file("Edit", "src/jobs/schedule.ts")
        .bash("npx vitest run --project node test/node/build-schedule.test.ts", " ✓ test/node/build-schedule.test.ts (8 tests) 31ms")
        .assistant("Decay has its own cron now, `0 */6 * * *`, every 6 hours; rollup stays on the daily tick.")
        .stop(),
    planted: [{ kind: "decision", keys: ["decay", "6 hours"] }],
  },
  {
    id: "t6-ulid-lib",
    build: (s) =>
      s
        .user("the hand-rolled ulid in src/core/ulid.ts isn't monotonic within a ms, that's why the ordering test flakes")
        .assistant(
          "Right: two ids in the same millisecond get independent random parts, so their order is random. I could make ours monotonic (increment the random part when the timestamp repeats), roughly 20 lines, or pull in `ulidx`, which already has `monotonicFactory` and works on Workers.\n\nEither is fine by me; ours has no dependency, `ulidx` is maintained and tested.",
        )
        .user("go with ulidx, less code of ours to get wrong")
        .bash("npm install ulidx", "added 2 packages in 2s")
        .file("Edit", "src/core/ulid.ts")
        .bash("npx vitest run --project node test/node/segmenter.test.ts", " ✓ test/node/segmenter.test.ts (21 tests) 112ms")
        .assistant("src/core/ulid.ts now wraps `ulidx`'s `monotonicFactory`; ids within a millisecond are ordered and the test is stable over 50 runs.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ulidx"] }],
  },
  {
    id: "t6-kind-enum",
    build: (s) =>
      s
        .user('the model keeps returning kind "preference" and the schema rejects it')
        .bash("grep -c 'kind.*preference' logs/summarize-2026-11-10.jsonl", "37")
        .assistant(
          "37 rejections yesterday. We could:\n- add `preference` as a fifth kind (migration + enum + UI), or\n- map it to `instruction` when parsing, or\n- tighten the prompt so the model only uses the four kinds.\n\nThe issue lists exactly four kinds, so adding one changes the contract.",
        )
        .user("no fifth kind. preferences are instructions, map preference → instruction in the parser and say so in the prompt")
        .file("Edit", "src/core/summarize/memory-schema.ts")
        .file("Edit", "src/core/summarize/prompt.ts")
        .bash("npx vitest run --project node test/node/summarize-anthropic.test.ts", " ✓ test/node/summarize-anthropic.test.ts (17 tests) 92ms")
        .assistant("`preference` is now parsed as `instruction`, and the prompt lists the four kinds with preferences under instruction.")
        .stop(),
    planted: [{ kind: "decision", keys: ["preference"] }],
  },
  {
    id: "t6-review-cli",
    build: (s) =>
      s
        .user("add `amem review` listing the open review tasks")
        .file("Write", "hook-client/src/commands/review.ts")
        .bash("npx vitest run --project node hook-client/test/review.test.ts", " ✓ hook-client/test/review.test.ts (5 tests) 61ms")
        .assistant(
          "`amem review` lists open tasks with id, label and confidence; `amem review approve <id>` and `reject <id>` call the routes. I'd normally add a README section next, want it now?",
        )
        .user("not yet, flags will change. the README section for amem review is still owed once the cli settles")
        .assistant("OK, README untouched for now.")
        .stop(),
    planted: [{ kind: "task", keys: ["readme", "review"] }],
  },
  {
    id: "t6-ci-runner",
    build: (s) =>
      s
        .user("why does ci take 14 min when npm test is 8 locally")
        .bash("gh run view 8812 --json jobs | jq '.jobs[0].steps[] | select(.name==\"test\") | .completedAt'", '"2026-11-12T09:41:03Z"')
        .assistant(
          "The test step alone is ~12 min. Maybe the runner is smaller than your laptop, or the workerd startup is slower there — could also be npm cache misses. Let me check the runner spec.",
        )
        .bash("grep -n runs-on .github/workflows/ci.yml", "9:    runs-on: ubuntu-latest")
        .user(
          "ubuntu-latest is the 2-core runner for us (private repo), so that's it. we also still need a bench for the merge job in bench/, add it to the pile",
        )
        .assistant("Makes sense: 2 cores vs 8 locally accounts for most of it. I haven't touched bench/.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2-core"] },
      { kind: "task", keys: ["bench", "merge"] },
    ],
  },
  {
    id: "t6-v0-routes",
    build: (s) =>
      s
        .user("can we delete the /v0 routes yet")
        .bash(
          "npx wrangler d1 execute amem-prod --command \"select client_version, count(*) from sessions where route like '/v0/%' and ts > date('now','-7 day') group by 1\"",
          "│ 0.7.2 │ 41 │\n│ 0.7.9 │ 3  │",
        )
        .assistant("Not yet: 44 sessions in the last week came through /v0 from hook clients 0.7.x. Deleting now would break them.")
        .user("ok. removing /v0 once no 0.7.x client shows up for a week — keep that on the list")
        .stop(),
    planted: [{ kind: "task", keys: ["/v0"] }],
  },
];

/** The set: events, segments and scoring of TUNING6_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING6 = plantedSet(TUNING6_SESSIONS, START);
