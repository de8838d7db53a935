/**
 * A planted set for the offline long-term-memory extractor, written without reading the
 * extractor (src/core/memories/extract.ts), its dialogue or sentence models, or the sessions of
 * the other planted sets. Training set for the sentence classifier (written without reading the
 * extractor). Style: mixed short sessions where most items are stated by the ASSISTANT and
 * confirmed (or not) by the user with one word ("yes", "correct", "nope", "right", "ok do it",
 * "not now"); many hard negatives where the user does not confirm, declines, or changes an
 * earlier choice later in the session (only the final choice is planted). Each session is one
 * segment; the items planted in it are listed with it. Counts are asserted by
 * memory-extraction-tuning22.test.ts.
 *
 * Matching rule (fixed before any extractor was run on this set; the rule of planted-blind.ts):
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

export const TUNING22_SESSIONS: BlindSession[] = [
  {
    id: "t22-01",
    build: (s) =>
      s
        .user("the revoke endpoint is slow again, can u look")
        .bash("npx wrangler tail --format pretty | head -20", "GET /v1/sessions/revoke 200 812ms\nGET /v1/sessions/revoke 200 790ms")
        .assistant(
          "The revoke path reads the session cache from KV, which is eventually consistent, so it retries. Two ways out: keep KV and shorten the TTL, or move the session cache into a Durable Object so revokes are strongly consistent. I'd go with the Durable Object.",
        )
        .user("yes")
        .assistant("OK, moving the session cache to a Durable Object. I'll start with the binding in wrangler.toml.")
        .file("Edit", "wrangler.toml")
        .stop(),
    planted: [{ kind: "decision", keys: ["session cache"] }],
  },
  {
    id: "t22-02",
    build: (s) =>
      s
        .user("why is ci red")
        .bash("gh run view --log-failed | tail -5", "FAIL test/billing.test.ts > invoices > rounds to cents\nAssertionError: expected 10.005 to be 10.01")
        .assistant("Looks like a float rounding thing in invoices. Maybe the money helpers should use integer cents everywhere instead of floats?")
        .user("hmm, maybe. not now")
        .assistant(
          "Understood, leaving the money helpers alone. For the failing test itself: is it OK if I just round with `Math.round(x * 100) / 100` in the invoice formatter?",
        )
        .user("ok do it")
        .file("Edit", "src/billing/format.ts")
        .bash("npx vitest run test/billing.test.ts", " ✓ test/billing.test.ts (12 tests) 41ms")
        .assistant("Fixed, 12/12 pass.")
        .stop(),
    planted: [],
  },
  {
    id: "t22-03",
    build: (s) =>
      s
        .user("where do the cron jobs get registered? i keep forgetting")
        .bash("grep -rn 'scheduled' src/ | head", "src/index.ts:88:  async scheduled(event, env, ctx) {\nsrc/cron/registry.ts:4:export const CRONS = {")
        .assistant(
          "They're all in `src/cron/registry.ts`: the `CRONS` map, keyed by the cron expression, and `src/index.ts` dispatches from `scheduled()`. So a new cron job means one entry in the registry plus the trigger in wrangler.toml.",
        )
        .user("right")
        .assistant("Also worth knowing: the rollup cron runs at 03:15 UTC, the retention one at 04:00.")
        .user("correct, that's on purpose so they don't overlap")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cron", "registry"] },
      { kind: "fact", keys: ["rollup", "03:15"] },
    ],
  },
  {
    id: "t22-04",
    build: (s) =>
      s
        .user("pls always run `npm run lint` before you tell me something's done, I've had red CI three times this week")
        .assistant("Will do: lint before reporting anything as done.")
        .bash("npm run lint", "> eslint . --max-warnings 0\n\n✖ 2 problems (2 errors, 0 warnings)")
        .assistant("Two lint errors in `src/routes/export.ts` (unused imports). Fixing them now.")
        .file("Edit", "src/routes/export.ts")
        .bash("npm run lint", "> eslint . --max-warnings 0")
        .assistant("Clean now.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["lint"] }],
  },
  {
    id: "t22-05",
    build: (s) =>
      s
        .user("thoughts on dropping the v1 export format?")
        .bash("grep -rn 'format=v1' logs/access-2026-10.log | wc -l", "1432")
        .assistant(
          "1,432 requests with `format=v1` last month, so somebody still uses it. I wouldn't drop it yet; we could add a deprecation header first and look again in a month.",
        )
        .user("hm ok. let me ask Dana who that client is")
        .assistant("Sure. Anything else for now?")
        .user("nah thx")
        .stop(),
    planted: [],
  },
  {
    id: "t22-06",
    build: (s) =>
      s
        .user("the import job died overnight")
        .bash(
          "npx wrangler d1 execute app --remote --command 'select count(*) from import_runs where status = \"failed\"'",
          "┌──────────┐\n│ count(*) │\n├──────────┤\n│ 3        │\n└──────────┘",
        )
        .assistant(
          "Three failed runs, all on the same CSV from the Acme account, which has a BOM at the start. I've patched the parser to strip it and re-ran one by hand; it went through. The other two need a re-run from the admin panel, which I can't reach from here.",
        )
        .user("ok leave those two for tomorrow, I'll do them from the panel")
        .assistant("Noted: re-running the two failed Acme imports from the admin panel is still open.")
        .user("yep")
        .stop(),
    planted: [{ kind: "task", keys: ["acme", "re-run"] }],
  },
  {
    id: "t22-07",
    build: (s) =>
      s
        .user("lol the build takes 4 min now")
        .bash("npm run build -- --profile 2>&1 | tail -3", "dist/index.js  1.9mb\n⚡ Done in 238s")
        .assistant("Most of it is typechecking inside the bundler. Could the build skip typecheck and leave it to the separate `npm run typecheck` step?")
        .user("nope, keep typecheck in the build. people skip the separate step")
        .assistant("Fine, typecheck stays in the build. I'll look at caching instead: `tsc --incremental` with the buildinfo under `.cache/`.")
        .file("Edit", "tsconfig.json")
        .bash("npm run build 2>&1 | tail -1", "⚡ Done in 71s")
        .assistant("71s with the incremental cache.")
        .stop(),
    planted: [{ kind: "decision", keys: ["typecheck", "build"] }],
  },
  {
    id: "t22-08",
    build: (s) =>
      s
        .user("who owns the billing service these days")
        .assistant("I don't know from the repo. CODEOWNERS might say; let me check.")
        .bash("cat .github/CODEOWNERS | grep billing", "/src/billing/ @payments-team")
        .assistant("CODEOWNERS points `src/billing/` at @payments-team. Is that still accurate, or did it move when Priya's team reorganized?")
        .user("still payments team, Priya is the lead there")
        .stop(),
    planted: [{ kind: "fact", keys: ["billing", "payments"] }],
  },
  {
    id: "t22-09",
    build: (s) =>
      s
        .user("add a `--dry-run` flag to the purge script")
        .file("Read", "scripts/purge.ts")
        .file("Edit", "scripts/purge.ts")
        .bash("npx tsx scripts/purge.ts --dry-run --older-than 90d", "would delete 2,104 rows from events (dry run)")
        .assistant("Added `--dry-run`: it prints what would be deleted and exits. Output above: 2,104 rows older than 90d.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "t22-10",
    build: (s) =>
      s
        .user("we need to pick a queue for the webhook fanout. cf queues or just waitUntil?")
        .assistant(
          "`waitUntil` loses work if the isolate is evicted, and there's no retry. Cloudflare Queues give at-least-once delivery with retries and a dead-letter queue. For webhooks I'd use Queues.",
        )
        .user("agreed, queues")
        .bash("npx wrangler queues create webhook-fanout", "✅ Created queue webhook-fanout")
        .assistant("Created `webhook-fanout`. Should the dead-letter queue keep messages 7 days or 14?")
        .user("dunno yet, default for now")
        .stop(),
    planted: [{ kind: "decision", keys: ["webhook", "queues"] }],
  },
  {
    id: "t22-11",
    build: (s) =>
      s
        .user("ok so I looked at the flaky test. I think it's the clock?")
        .bash("npx vitest run test/node/decay.test.ts --repeat 20 2>&1 | tail -2", "Test Files  1 passed (1)\n     Tests  140 passed (140)")
        .assistant("20 repeats, all green here. It could be the clock, or it could be test order with the shared fixture. I can't tell from one machine.")
        .user("maybe the shared fixture then. whatever, it's fine for now")
        .assistant("OK. If it shows up again, grab the seed from the CI log and I can replay that order.")
        .stop(),
    planted: [],
  },
  {
    id: "t22-12",
    build: (s) =>
      s
        .user("fyi staging db is `app-staging` and prod is `app-prod`, don't mix them up. never run migrations against app-prod from your shell")
        .assistant("Got it: `app-staging` for staging, `app-prod` for prod, and no migrations against prod from here.")
        .bash("npx wrangler d1 migrations list app-staging --remote", "Migrations to be applied:\n0013_add_flags.sql")
        .assistant("Staging has one pending: `0013_add_flags.sql`. Apply it?")
        .user("yes")
        .bash("npx wrangler d1 migrations apply app-staging --remote", "✅ Applied 0013_add_flags.sql")
        .assistant("Applied on staging.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["app-staging"] },
      { kind: "instruction", keys: ["migrations", "app-prod"] },
    ],
  },
  {
    id: "t22-13",
    build: (s) =>
      s
        .user("what's left on the rate limiter")
        .bash("git log --oneline -5 -- src/ratelimit", "a91c2e0 ratelimit: sliding window per user\n33b7f10 ratelimit: skeleton")
        .assistant(
          "Per-user sliding window is in. Still missing: per-API-key limits, and the 429 response doesn't carry `Retry-After` yet. Want me to do `Retry-After` now?",
        )
        .user("not now, but it needs doing before launch. per-key limits too")
        .assistant("OK, both stay open: `Retry-After` on 429s, and per-key limits.")
        .stop(),
    planted: [
      { kind: "task", keys: ["retry-after"] },
      { kind: "task", keys: ["per-key"] },
    ],
  },
  {
    id: "t22-14",
    build: (s) =>
      s
        .user("morning")
        .assistant("Morning! What are we on today?")
        .user("just checking the deploy went out")
        .bash("npx wrangler deployments list | head -4", "Created:     2026-11-14T07:58:12Z\nAuthor:      deploy-bot\nVersion ID:  4c1e…")
        .assistant("Yes, deploy-bot pushed at 07:58 UTC today.")
        .user("cool ty")
        .stop(),
    planted: [],
  },
  {
    id: "t22-15",
    build: (s) =>
      s
        .user("how should errors look from the new routes")
        .file("Read", "src/core/errors.ts")
        .assistant(
          "The repo has one shape: `{ error: { code, message, details? } }` built by `appError()`. So new routes should throw `appError` with a code from the `ErrorCode` union, never return ad-hoc JSON. That right?",
        )
        .user("correct")
        .assistant("And codes are snake_case, like `not_found`, `rate_limited`.")
        .user("yep")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["apperror"] },
      { kind: "fact", keys: ["snake_case"] },
    ],
  },
  {
    id: "t22-16",
    build: (s) =>
      s
        .user("switch the test runner to bun?")
        .assistant("Possible, but vitest-pool-workers only runs under vitest, and the worker tests depend on it. Switching would split the suite in two.")
        .user("ugh ok forget it")
        .bash("npx vitest --version", "vitest/2.1.8 linux-x64 node-v22.11.0")
        .assistant("Staying on vitest 2.1.8 then.")
        .stop(),
    planted: [],
  },
  {
    id: "t22-17",
    build: (s) =>
      s
        .user("the PR template — use the checklist one from `.github/pull_request_template.md` for every PR you open, and tag me as reviewer (@mkowal)")
        .assistant("Understood.")
        .bash("gh pr create --fill --reviewer mkowal --body-file .github/pull_request_template.md", "https://github.com/acme/app/pull/812")
        .assistant("Opened #812 with the template, you're the reviewer.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["template"] },
      { kind: "instruction", keys: ["reviewer", "mkowal"] },
    ],
  },
  {
    id: "t22-18",
    build: (s) =>
      s
        .user("search is returning stale results after edits")
        .bash("grep -rn 'ttl' src/search/cache.ts", "src/search/cache.ts:12:const TTL_S = 3600;")
        .assistant(
          "The search cache has a 1h TTL and nothing invalidates it on edit. Options: (a) purge the key on every write, (b) drop the TTL to 60s. (a) is exact, (b) is simpler.",
        )
        .user("a")
        .assistant("Going with purge-on-write.")
        .file("Edit", "src/search/cache.ts")
        .assistant(
          "Hmm, actually the writes go through the queue consumer, which doesn't have the cache binding. Purging there means adding the binding to the consumer too.",
        )
        .user("ok then just do b, 60s is fine, not worth the plumbing")
        .file("Edit", "src/search/cache.ts")
        .assistant("Switched to a 60s TTL instead; no purge on write.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ttl", "60s"] }],
  },
  {
    id: "t22-19",
    build: (s) =>
      s
        .user("can you check why `amem` hangs on my mac")
        .bash("amem doctor", "config: ~/.config/amem/config.json ok\nspool: 0 pending\nendpoint: https://mem.example.dev (timeout after 10000ms)")
        .assistant("The endpoint times out. Is your VPN on? `mem.example.dev` is only reachable through it, I think.")
        .user("yes it's vpn-only")
        .assistant("That explains the hang: off VPN every call waits the full 10s timeout.")
        .user("ya. add a TODO somewhere to make the hook fail fast when offline, later")
        .assistant("Noted as open work: fail fast when the endpoint is unreachable.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vpn"] },
      { kind: "task", keys: ["fail fast"] },
    ],
  },
  {
    id: "t22-20",
    build: (s) =>
      s
        .user("go through the TODOs in src/export and tell me which are real")
        .bash(
          "grep -rn 'TODO' src/export",
          "src/export/csv.ts:14:// TODO: always quote fields?\nsrc/export/csv.ts:40:// TODO never happens in practice\nsrc/export/zip.ts:8: // TODO(kim): stream instead of buffering",
        )
        .assistant(
          "Three. The first is a question that's already answered (we quote every field since #640). The second is stale. The zip one is real: it buffers the whole archive in memory.",
        )
        .user("ok delete the first two, keep the zip one")
        .file("Edit", "src/export/csv.ts")
        .assistant("Removed the two stale comments in csv.ts.")
        .stop(),
    planted: [],
  },
  {
    id: "t22-21",
    build: (s) =>
      s
        .user("deploys: we do them from main only, via the GH action. never `wrangler deploy` by hand")
        .assistant("Noted. So for this fix I'll open a PR rather than deploy.")
        .bash("git push -u origin fix/tz-offset", "branch 'fix/tz-offset' set up to track 'origin/fix/tz-offset'.")
        .assistant("Pushed `fix/tz-offset`. The deploy action runs once it's merged to main.")
        .user("👍")
        .stop(),
    planted: [{ kind: "instruction", keys: ["deploy"] }],
  },
  {
    id: "t22-22",
    build: (s) =>
      s
        .user("is the `events` table partitioned by user?")
        .bash(
          "sqlite3 .wrangler/state/d1/app.sqlite '.schema events'",
          "CREATE TABLE events (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, ts_ms INTEGER NOT NULL, ...);\nCREATE INDEX events_user_ts ON events(user_id, ts_ms);",
        )
        .assistant("Not partitioned (D1 has no partitions), but every query goes through the `(user_id, ts_ms)` index, so per-user reads stay cheap.")
        .user("right, that index is what keeps the timeline fast")
        .stop(),
    planted: [{ kind: "fact", keys: ["user_id", "index"] }],
  },
  {
    id: "t22-23",
    build: (s) =>
      s
        .user("pick a date lib for the reports, we've got both dayjs and date-fns in package.json which is dumb")
        .bash("grep -rln 'dayjs' src | wc -l; grep -rln 'date-fns' src | wc -l", "3\n17")
        .assistant("date-fns is used in 17 files, dayjs in 3. Standardize on date-fns and drop dayjs?")
        .user("yes")
        .file("Edit", "src/reports/week.ts")
        .bash("npm uninstall dayjs", "removed 1 package")
        .assistant("Done: the three dayjs files now use date-fns and dayjs is gone from package.json.")
        .stop(),
    planted: [{ kind: "decision", keys: ["date-fns"] }],
  },
  {
    id: "t22-24",
    build: (s) =>
      s
        .user("can we cache the LLM summaries in R2?")
        .assistant("We could. The summaries are small though, D1 handles them fine. What's the concern, cost or latency?")
        .user("latency i guess. idk, let me measure first")
        .bash("npx tsx bench/summaries.ts", "p50 38ms  p95 112ms  (n=500)")
        .assistant("p50 38ms, p95 112ms from D1. Not obviously a problem.")
        .user("yeah fine, skip it")
        .stop(),
    planted: [],
  },
  {
    id: "t22-25",
    build: (s) =>
      s
        .user("ok next: the staging secrets")
        .bash("npx wrangler secret list --env staging", '[{"name":"ANTHROPIC_API_KEY","type":"secret_text"},{"name":"SIGNING_KEY","type":"secret_text"}]')
        .assistant("Staging has ANTHROPIC_API_KEY and SIGNING_KEY. SIGNING_KEY looks like it's shared with prod, judging by the rotation date in the runbook?")
        .user("not sure tbh, could be")
        .assistant("Then I won't touch it. Want me to add the missing SENTRY_DSN to staging?")
        .user("yes pls")
        .bash("echo $SENTRY_DSN_STAGING | npx wrangler secret put SENTRY_DSN --env staging", "✨ Success! Uploaded secret SENTRY_DSN")
        .assistant("SENTRY_DSN is set on staging.")
        .stop(),
    planted: [],
  },
  {
    id: "t22-26",
    build: (s) =>
      s
        .user("for commit messages: conventional commits, scope = the folder under src. e.g. `fix(billing): …`")
        .assistant("OK, conventional commits with the src folder as scope.")
        .bash(
          "git commit -am 'fix(search): 60s ttl on the result cache'",
          "[main 5e1a0c2] fix(search): 60s ttl on the result cache\n 1 file changed, 2 insertions(+), 14 deletions(-)",
        )
        .assistant("Committed as `fix(search): …`.")
        .user("and keep them under 72 chars")
        .assistant("Will do.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "instruction", keys: ["72"] },
    ],
  },
  {
    id: "t22-27",
    build: (s) =>
      s
        .user("the healthcheck says degraded")
        .bash("curl -s https://api.example.dev/health | jq .", '{\n  "status": "degraded",\n  "d1": "ok",\n  "queue_backlog": 18422\n}')
        .assistant(
          "The queue backlog is at 18k. The consumer's `max_batch_size` is 10, so with one consumer that's slow to drain. Raising it to 100 should clear it within minutes. Shall I?",
        )
        .user("ok do it")
        .file("Edit", "wrangler.toml")
        .bash("npx wrangler deploy --dry-run | grep batch", "max_batch_size = 100")
        .assistant(
          "Changed to 100 in wrangler.toml; it goes out with the next deploy from main. Also: the backlog alert fires at 50k, which is too late to be useful. Someone should lower it to 5k.",
        )
        .user("yeah that's on me, I'll do it in grafana this week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["max_batch_size", "100"] },
      { kind: "task", keys: ["alert", "5k"] },
    ],
  },
  {
    id: "t22-28",
    build: (s) =>
      s
        .user("explain the difference between the two summarizers")
        .file("Read", "src/core/summarize/extractive-segment.ts")
        .assistant(
          "The extractive one picks sentences from the session by score, no model calls, runs in the worker. The Anthropic one calls the API and is used only when the user has configured a key. Both produce the same bullet shape.",
        )
        .user("ok thx that's what I thought")
        .stop(),
    planted: [],
  },
  {
    id: "t22-29",
    build: (s) =>
      s
        .user("where's the feature flag config again")
        .bash("ls config/", "flags.json  limits.json  regions.json")
        .assistant("`config/flags.json`. Are flags still read at boot only, or per request now?")
        .user("boot only. a flag change needs a redeploy")
        .assistant("Good to know.")
        .stop(),
    planted: [{ kind: "fact", keys: ["flag", "redeploy"] }],
  },
  {
    id: "t22-30",
    build: (s) =>
      s
        .user("the mobile team wants a bulk delete endpoint")
        .assistant("We could add `POST /v1/memories/bulk-delete` taking up to 100 ids. Do you want me to build it now or just spec it?")
        .user("spec only, put it in the backlog. mobile will tell us when they need it")
        .file("Write", "docs/specs/bulk-delete.md")
        .assistant("Wrote the spec to `docs/specs/bulk-delete.md`; building the bulk delete endpoint stays open until mobile asks.")
        .user("ya")
        .stop(),
    planted: [{ kind: "task", keys: ["bulk delete"] }],
  },
  {
    id: "t22-31",
    build: (s) =>
      s
        .user("should we use zod or valibot for the new admin routes")
        .bash("grep -c '\"zod\"' package.json", "1")
        .assistant(
          "zod is already a dependency and every existing route validates with it. Adding valibot would mean two validation libraries. I'd stay with zod.",
        )
        .user("right, zod")
        .assistant("Zod it is for the admin routes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["zod"] }],
  },
  {
    id: "t22-32",
    build: (s) =>
      s
        .user("can you make the tests faster")
        .bash(
          "npx vitest run --project node --reporter=verbose 2>&1 | sort -t'(' -k2 -rn | head -3",
          "✓ test/node/cluster.test.ts (4210ms)\n✓ test/node/rollup.test.ts (1880ms)\n✓ test/node/decay.test.ts (900ms)",
        )
        .assistant("cluster.test.ts is 4.2s of the 9s. It builds 10k vectors per test; a shared `beforeAll` fixture would cut most of it.")
        .file("Edit", "test/node/cluster.test.ts")
        .bash("npx vitest run test/node/cluster.test.ts", "✓ test/node/cluster.test.ts (640ms)")
        .assistant("640ms now.")
        .user("sweet")
        .stop(),
    planted: [],
  },
  {
    id: "t22-33",
    build: (s) =>
      s
        .user("Tomas is out till the 20th, so anything touching the auth module waits for him")
        .assistant("OK. So the session-token refactor waits until Tomas is back. Park it?")
        .user("yes, park it")
        .bash("gh issue edit 455 --add-label blocked", "https://github.com/acme/app/issues/455")
        .assistant("Labelled #455 `blocked`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["auth", "tomas"] },
      { kind: "task", keys: ["session-token"] },
    ],
  },
  {
    id: "t22-34",
    build: (s) =>
      s
        .user("what node version does the hook client need")
        .bash("jq .engines hook-client/package.json", '{\n  "node": ">=18"\n}')
        .assistant("The hook client's `engines` says >=18. It uses global `fetch`, which landed in 18, so that's the real floor.")
        .user("correct")
        .assistant("Maybe we should bump it to 20 since 18 is EOL?")
        .user("no, keep engines at >=18, some users are stuck on node 18 on old macs")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hook client", "18"] },
      { kind: "decision", keys: ["engines", "18"] },
    ],
  },
  {
    id: "t22-35",
    build: (s) =>
      s
        .user("the logs are so noisy")
        .bash(
          "npx wrangler tail --format json | head -c 400",
          '{"level":"debug","msg":"cache hit","key":"u_81…"}\n{"level":"debug","msg":"cache hit","key":"u_12…"}',
        )
        .assistant("It's mostly debug-level cache hits. We could default the log level to info in prod.")
        .user("maybe. or sample them. idk")
        .assistant("Either works. I'll leave it until you decide.")
        .stop(),
    planted: [],
  },
  {
    id: "t22-36",
    build: (s) =>
      s
        .user("pagination on /v1/search — cursor or offset?")
        .assistant("Cursor. Offsets shift under concurrent inserts, and the other list routes already use opaque cursors.")
        .user("ok cursor")
        .file("Edit", "src/routes/search.ts")
        .bash("npx vitest run --project workers test/worker/search.test.ts", " ✓ test/worker/search.test.ts (9 tests)")
        .assistant("Cursor pagination on /v1/search is in, tests pass. The page size max is 100, same as elsewhere.")
        .user("yep, 100 everywhere")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cursor", "search"] },
      { kind: "fact", keys: ["page size", "100"] },
    ],
  },
  {
    id: "t22-37",
    build: (s) =>
      s
        .user("dont add comments that just restate the code. i hate `// increment i`")
        .assistant("Understood, comments only for the why.")
        .file("Edit", "src/core/decay.ts")
        .assistant("Trimmed the restating comments in decay.ts while I was there.")
        .user("also no emojis in code or commit msgs")
        .assistant("OK.")
        .bash("git diff --stat", " src/core/decay.ts | 9 +--------")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["comments"] },
      { kind: "instruction", keys: ["emoji"] },
    ],
  },
  {
    id: "t22-38",
    build: (s) =>
      s
        .user("did the migration 0012 run on prod?")
        .bash("npx wrangler d1 migrations list app-prod --remote", "✅ No migrations to apply!")
        .assistant("Yes, prod is up to date through 0012.")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "t22-39",
    build: (s) =>
      s
        .user("retention: how long do we keep raw events")
        .file("Read", "src/core/retention.ts")
        .assistant("Raw events are kept 90 days, then the cron rolls them into daily summaries and deletes them. Summaries are kept forever.")
        .user("right")
        .assistant("Enterprise contracts say 365 days though, I think? There's an `override` field that looks unused.")
        .user("no idea, ask legal")
        .stop(),
    planted: [{ kind: "fact", keys: ["raw events", "90 days"] }],
  },
  {
    id: "t22-40",
    build: (s) =>
      s
        .user("we should really write a runbook for the queue backlog thing")
        .assistant("Agreed. Want me to draft it now from what we did last week?")
        .user("no, I'll write the runbook myself after the incident review on thursday")
        .bash("ls docs/runbooks", "d1-restore.md  key-rotation.md")
        .assistant("OK. For reference, the existing runbooks are d1-restore.md and key-rotation.md in docs/runbooks.")
        .stop(),
    planted: [{ kind: "task", keys: ["runbook"] }],
  },
  {
    id: "t22-41",
    build: (s) =>
      s
        .user("the signup form double-submits")
        .file("Read", "web/src/Signup.tsx")
        .assistant("The button isn't disabled while the request is in flight. I'll disable it and ignore a second submit.")
        .file("Edit", "web/src/Signup.tsx")
        .bash("npm -w web test -- Signup", "✓ Signup > ignores a second submit (38ms)")
        .assistant("Fixed and tested.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "t22-42",
    build: (s) =>
      s
        .user(
          "ok here's how I want you to work on this repo:\n- small PRs, one concern each\n- tests in the same PR as the change\n- ask before adding any dependency",
        )
        .assistant("Got it, all three.")
        .bash("git checkout -b feat/export-stream", "Switched to a new branch 'feat/export-stream'")
        .assistant("Starting the export streaming on its own branch. It needs no new dependency: `CompressionStream` is built in.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["small prs"] },
      { kind: "instruction", keys: ["tests", "same pr"] },
      { kind: "instruction", keys: ["dependency"] },
    ],
  },
  {
    id: "t22-43",
    build: (s) =>
      s
        .user("lockfile question: npm or pnpm for the monorepo")
        .assistant("pnpm handles workspaces better and is faster on CI. Switch to pnpm?")
        .user("yes")
        .bash("pnpm import", " WARN  Unsupported engine for workerd\nLockfile imported")
        .assistant("Imported into pnpm-lock.yaml. Note workerd warns about engines, and the Cloudflare build image only ships npm by default.")
        .user("ugh. ok scratch that, stay on npm. not worth fighting the build image")
        .bash("rm pnpm-lock.yaml && git checkout package-lock.json", "")
        .assistant("Reverted; we stay on npm.")
        .stop(),
    planted: [{ kind: "decision", keys: ["stay", "npm"] }],
  },
  {
    id: "t22-44",
    build: (s) =>
      s
        .user("remind me, which region is the R2 bucket in")
        .bash("npx wrangler r2 bucket info app-exports", "name: app-exports\nlocation: WEUR\ncreated: 2026-03-02")
        .assistant("`app-exports` is in WEUR (Western Europe). That's for GDPR, right?")
        .user("yes, EU customers' exports must stay in the EU")
        .stop(),
    planted: [
      { kind: "fact", keys: ["app-exports", "weur"] },
      { kind: "instruction", keys: ["exports", "eu"] },
    ],
  },
  {
    id: "t22-45",
    build: (s) =>
      s
        .user("can you find out why the p95 on /v1/context jumped")
        .bash("npx tsx scripts/latency.ts /v1/context --days 7", "day   p50  p95\n11-08 41   120\n11-09 44   410\n11-10 43   405")
        .assistant("p95 tripled on 11-09, the day the embeddings model changed. Could be that, or the new ranking code which went out the same day.")
        .user("maybe either")
        .assistant("I can bisect if you want, but it needs prod traffic replay.")
        .user("later")
        .stop(),
    planted: [],
  },
  {
    id: "t22-46",
    build: (s) =>
      s
        .user("naming: are we calling them 'memories' or 'notes' in the API")
        .bash("grep -rho '/v1/[a-z]*' src/routes | sort -u", "/v1/context\n/v1/events\n/v1/memories\n/v1/search")
        .assistant("The routes already say `memories`, and the docs too. Keep 'memories' and use 'notes' nowhere?")
        .user("correct, memories everywhere")
        .stop(),
    planted: [{ kind: "decision", keys: ["memories", "notes"] }],
  },
  {
    id: "t22-47",
    build: (s) =>
      s
        .user("what's `AMEM_SPOOL_DIR` for")
        .bash(
          "grep -rn 'AMEM_SPOOL_DIR' hook-client/src",
          "hook-client/src/spool.ts:9:const dir = process.env.AMEM_SPOOL_DIR ?? join(homedir(), '.cache/amem/spool');",
        )
        .assistant("It overrides where the hook client spools events it couldn't send. Default `~/.cache/amem/spool`.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "t22-48",
    build: (s) =>
      s
        .user("before I forget: the `legacy_tokens` table can go once the last v1 client is gone. not yet tho")
        .assistant("OK, dropping `legacy_tokens` stays open until v1 clients are gone. Should I check how many still exist?")
        .user("sure")
        .bash(
          'npx wrangler d1 execute app-prod --remote --command \'select count(*) from legacy_tokens where last_used_ms > strftime("%s","now","-30 days")*1000\'',
          "│ 27 │",
        )
        .assistant("27 tokens used in the last 30 days, so still in use.")
        .stop(),
    planted: [{ kind: "task", keys: ["legacy_tokens"] }],
  },
  {
    id: "t22-49",
    build: (s) =>
      s
        .user("the export worker OOMs on big accounts")
        .bash("npx wrangler tail app-export --format pretty | grep -m2 -i memory", "Error: Worker exceeded memory limit.\nError: Worker exceeded memory limit.")
        .assistant("It builds the whole zip in memory (that TODO in zip.ts). Streaming would fix it. I can do it now, it's maybe an hour.")
        .user("not now, I need you on the search bug. but streaming the zip export is next up after that")
        .assistant("OK, streaming the zip export is queued after the search bug.")
        .stop(),
    planted: [{ kind: "task", keys: ["zip", "stream"] }],
  },
  {
    id: "t22-50",
    build: (s) =>
      s
        .user("write tests in `describe`/`it` with plain english names, no `test_` prefixes, that's the style here")
        .assistant("OK.")
        .file("Write", "test/node/export-stream.test.ts")
        .bash("npx vitest run test/node/export-stream.test.ts", " ✓ export stream > yields one chunk per 1000 rows")
        .assistant("Added the test in that style.")
        .user("also put the fixture files under test/fixtures, not next to the test")
        .assistant("Moved.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["describe"] },
      { kind: "instruction", keys: ["test/fixtures"] },
    ],
  },
  {
    id: "t22-51",
    build: (s) =>
      s
        .user("who's on call this week")
        .bash("cat ops/oncall.txt | tail -2", "2026-11-17  ines\n2026-11-24  ravi")
        .assistant("Ravi from the 24th; Ines until then. The rota lives in `ops/oncall.txt`, one line per week?")
        .user("right")
        .stop(),
    planted: [{ kind: "fact", keys: ["oncall.txt"] }],
  },
  {
    id: "t22-52",
    build: (s) =>
      s
        .user("the webhook signatures: hmac sha256 with the per-tenant secret, header `X-Signature`. make sure the docs say that")
        .file("Read", "docs/api.md")
        .assistant("docs/api.md doesn't mention signatures at all. Adding a section now.")
        .file("Edit", "docs/api.md")
        .assistant(
          "Documented: HMAC-SHA256 over the raw body with the tenant's secret, sent as `X-Signature`. One more: should the timestamp be signed too, to stop replays?",
        )
        .user("hmm good q. put that on the list, we'll decide next sprint")
        .stop(),
    planted: [
      { kind: "fact", keys: ["x-signature"] },
      { kind: "task", keys: ["timestamp", "replay"] },
    ],
  },
  {
    id: "t22-53",
    build: (s) =>
      s
        .user("feature: user can pin a memory")
        .assistant("Plan: a `pinned` boolean on memories, pinned ones skip decay and rank first in context. Sound right?")
        .user("yes but pinned still decays, it just ranks first")
        .assistant("OK: pinned ranks first, decays normally.")
        .file("Edit", "src/core/memories/rank.ts")
        .bash("npx vitest run test/node/search-ranking.test.ts", " ✓ test/node/search-ranking.test.ts (22 tests)")
        .assistant("Pinned ranking is in. The UI toggle is still missing; that's the web app's repo.")
        .user("yeah someone on web needs to add the pin toggle, I'll file it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pinned", "decay"] },
      { kind: "task", keys: ["pin toggle"] },
    ],
  },
  {
    id: "t22-54",
    build: (s) =>
      s
        .user("benchmark numbers are weird today")
        .bash("uptime; node bench/run.mjs search", " 13:02:11 up 3 days, load average: 5.81, 5.10, 4.77\nsearch/query  ratio 3.4x floor")
        .assistant("Load is 5.8 on two cores, so the ratios are noisy. Run again later when the box is quiet?")
        .user("eh whatever")
        .stop(),
    planted: [],
  },
  {
    id: "t22-55",
    build: (s) =>
      s
        .user("how big can an event text get")
        .bash("grep -rn 'MAX_EVENT' src/core/ingest", "src/core/ingest/limits.ts:3:export const MAX_EVENT_TEXT_BYTES = 64 * 1024;")
        .assistant("64 KiB per event text; longer ones are truncated at ingest, not rejected?")
        .user("truncated yes")
        .assistant("And the batch limit is 500 events per request.")
        .user("nope, batch limit is 200. the 500 was the old one")
        .stop(),
    planted: [
      { kind: "fact", keys: ["64", "truncated"] },
      { kind: "fact", keys: ["200", "batch"] },
    ],
  },
  {
    id: "t22-56",
    build: (s) =>
      s
        .user("i want to add sentry to the worker")
        .assistant("toucan-js is the usual Sentry client for Workers. Or we could just ship errors to our own log pipeline.")
        .user("toucan")
        .bash("npm i toucan-js", "added 3 packages in 2s")
        .assistant("Installed toucan-js; wiring it into the error handler.")
        .file("Edit", "src/index.ts")
        .user("and sample at 10% for prod, 100% staging")
        .assistant("Done: 0.1 in prod, 1.0 in staging.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["toucan"] },
      { kind: "decision", keys: ["10%"] },
    ],
  },
  {
    id: "t22-57",
    build: (s) =>
      s
        .user("the admin CLI needs a `users:merge` command at some point. two accounts for one person keeps happening")
        .assistant("Noted. I'm in the admin CLI right now for the `users:list` paging fix, want me to do merge too?")
        .user("no, just the paging fix today")
        .file("Edit", "scripts/admin.ts")
        .bash("npx tsx scripts/admin.ts users:list --limit 2", "u_01  ana@…\nu_02  bo@…\n(next: --cursor c_9f1)")
        .assistant("Paging works.")
        .stop(),
    planted: [{ kind: "task", keys: ["users:merge"] }],
  },
  {
    id: "t22-58",
    build: (s) =>
      s
        .user("should retries on the queue consumer be 3 or 5")
        .assistant(
          "The consumer calls the embeddings API, which rate limits in bursts. 5 with exponential backoff gives it ~2 minutes to recover; 3 gives 30s. I'd do 5.",
        )
        .user("ok 5")
        .file("Edit", "wrangler.toml")
        .bash("grep max_retries wrangler.toml", "max_retries = 5")
        .assistant("`max_retries = 5` on the consumer.")
        .stop(),
    planted: [{ kind: "decision", keys: ["max_retries", "5"] }],
  },
  {
    id: "t22-59",
    build: (s) =>
      s
        .user("dumb q, is `ctx.waitUntil` awaited by the runtime before the response?")
        .assistant("No: the response goes out first, and the runtime keeps the isolate alive until the promise settles (up to a limit).")
        .user("ah ok")
        .bash("grep -rn 'waitUntil' src | wc -l", "7")
        .assistant("We use it in 7 places, all for fire-and-forget logging.")
        .stop(),
    planted: [],
  },
  {
    id: "t22-60",
    build: (s) =>
      s
        .user("use the `sql` tagged template from src/db/sql.ts for every query, no string concat. that's a hard rule")
        .assistant("Understood.")
        .file("Edit", "src/db/memories.ts")
        .bash('grep -n "\' +" src/db/*.ts', "")
        .assistant("Checked src/db: no string-concatenated SQL left.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["sql", "tagged template"] }],
  },
  {
    id: "t22-61",
    build: (s) =>
      s
        .user("is the embeddings dimension 768 or 1024")
        .bash("grep -rn 'DIM' src/core/embed.ts", "src/core/embed.ts:2:export const EMBED_DIM = 768;")
        .assistant("768, from `EMBED_DIM`, matching bge-base.")
        .user("right, bge-base")
        .assistant("If we moved to bge-large it'd be 1024 and the vector index would need rebuilding.")
        .user("not planning to")
        .stop(),
    planted: [{ kind: "fact", keys: ["embed", "768"] }],
  },
  {
    id: "t22-62",
    build: (s) =>
      s
        .user("check the nightly backup ran")
        .bash("npx wrangler r2 object list app-backups --prefix d1/ | tail -2", "d1/2026-11-22.sqlite.gz  41.2 MB\nd1/2026-11-23.sqlite.gz  41.5 MB")
        .assistant(
          "Last night's is missing from `app-backups`: the newest is 11-23. The backup script still writes to the old bucket name `app-backup` (singular), which someone renamed. Somebody needs to point the backup script at `app-backups`.",
        )
        .user("right, that's a todo. not you, I want ops to do it so they learn the script")
        .assistant("OK, leaving the backup script alone.")
        .stop(),
    planted: [{ kind: "task", keys: ["backup script"] }],
  },
  {
    id: "t22-63",
    build: (s) =>
      s
        .user("TODO for next week: bump wrangler to v4. there are breaking changes in the config so don't do it today")
        .bash("npx wrangler --version", " ⛅️ wrangler 3.91.0")
        .assistant("On 3.91.0 now. I'll leave the upgrade alone today.")
        .user("👍")
        .stop(),
    planted: [{ kind: "task", keys: ["wrangler", "v4"] }],
  },
  {
    id: "t22-64",
    build: (s) =>
      s
        .user("export downloads: signed urls from R2")
        .file("Edit", "src/routes/export.ts")
        .assistant("Signed URLs are in. Should the export links expire after 24h or 7d?")
        .user("24h")
        .assistant("24h it is. The files themselves stay in the bucket though; nothing deletes them.")
        .user("yeah we still need a cleanup job for old export files. later")
        .bash("npx vitest run --project workers test/worker/export.test.ts", " ✓ test/worker/export.test.ts (6 tests)")
        .assistant("Tests pass with the 24h expiry.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["export links", "24h"] },
      { kind: "task", keys: ["cleanup"] },
    ],
  },
  {
    id: "t22-65",
    build: (s) =>
      s
        .user("csv export for the german customers opens as one column in excel")
        .bash("head -2 exports/sample.csv", 'id,created_at,text\nm_01,2026-11-02T08:00:00Z,"hello, world"')
        .assistant("German Excel expects `;`. For the CSV delimiter we could stay on comma or switch to semicolon for DE locales.")
        .user("comma. we're not special-casing excel, they can use the import wizard")
        .assistant("Keeping the comma delimiter.")
        .stop(),
    planted: [{ kind: "decision", keys: ["delimiter", "comma"] }],
  },
  {
    id: "t22-66",
    build: (s) =>
      s
        .user("wrap up, what's left")
        .bash("git status --short", " M src/routes/events.ts\n M test/worker/events.test.ts")
        .assistant(
          "Committed the events route fix. Open items I didn't get to:\n1. `/v1/events` doesn't validate the `ts_ms` range (a year 3000 timestamp goes in)\n2. docs/operations.md has no section on the queue consumer",
        )
        .user("correct, leave them for next session")
        .stop(),
    planted: [
      { kind: "task", keys: ["ts_ms"] },
      { kind: "task", keys: ["operations.md"] },
    ],
  },
];

export const TUNING22 = plantedSet(TUNING22_SESSIONS, START);
