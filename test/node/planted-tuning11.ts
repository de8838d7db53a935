/**
 * Training set for the sentence classifier (written without reading the extractor): the
 * eleventh tuning planted set for the offline long-term-memory extractor, in the style of
 * incidents and operations. Debugging sessions end in a confirmed root cause (a fact), leave
 * follow-ups open (tasks), or take decisions after an incident; standing instructions come from
 * the people running the service. Written from issue 19's description of what should and
 * should not be remembered and from the voice of real Claude Code / Codex transcripts, without
 * reading src/core/memories (except model.ts) or the sessions of any other planted set. Each
 * session is one segment; the items planted in it are listed with it: 74 items (17 decisions,
 * 17 instructions, 23 facts, 17 tasks) in 51 sessions, 16 of which plant nothing. Every other message must
 * give nothing: hypotheses that turn out wrong, guesses never confirmed, questions, proposals
 * the user rejects, withdrawn ideas, log excerpts, stack traces, runbooks quoted in code
 * fences, one-off commands, chit-chat, requests done in the same session, and decisions a
 * later message in the same session replaces (only the final one is planted).
 *
 * Matching rule (the blind sets' rule, test/node/planted-blind.ts; fixed before any extractor
 * is run on this set):
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

export const TUNING11_SESSIONS: BlindSession[] = [
  {
    id: "t11-01-search-502",
    planted: [
      { kind: "fact", keys: ["embeddings", "timeout"] },
      { kind: "task", keys: ["circuit breaker"] },
    ],
    build: (s) =>
      s
        .user("getting 502s on /v1/search again since ~02:10 UTC. can you look at the tail")
        .bash(
          "npx wrangler tail amem-edge --env production --format json | head -40",
          '{"outcome":"exceededCpu","scriptName":"amem-edge","logs":[{"message":["search: embedding query q=requireAuth"],"level":"log"}],"exceptions":[],"eventTimestamp":1764123011000}\n{"outcome":"exceededCpu","scriptName":"amem-edge","logs":[],"exceptions":[]}',
        )
        .assistant(
          "Every failing request ends in `exceededCpu`. My first guess would be the D1 read replica lagging and the query spinning, but let me check before going down that road.",
        )
        .bash(
          "npx wrangler d1 execute amem-prod --remote --command \"select count(*) from segments where created_at > strftime('%s','now','-1 hour')*1000\"",
          "┌──────────┐\n│ count(*) │\n├──────────┤\n│ 212      │\n└──────────┘",
        )
        .assistant("D1 answers instantly, so it's not replica lag. Looking at the embeddings client next.")
        .file("Read", "src/core/search/embeddings-client.ts")
        .assistant(
          "Found it. Root cause confirmed: the fetch to the embeddings service has no timeout at all, so when that upstream hangs the request just sits there until the runtime kills it, and the client sees a 502. I reproduced it locally by pointing EMBEDDINGS_URL at a netcat that never answers — same 502 after the limit.",
        )
        .user("ugh. ok add an AbortSignal.timeout(5000) on it for now and ship")
        .file("Edit", "src/core/search/embeddings-client.ts")
        .bash("npx vitest run --project node test/node/search-core.test.ts", " ✓ test/node/search-core.test.ts (31 tests) 412ms\n Test Files  1 passed (1)")
        .assistant("Added the 5 s timeout, falling back to keyword-only search when it fires. 31 tests pass.")
        .user(
          "good. follow-up for later, not today: we should put a circuit breaker around the embeddings client so we stop hammering it when it's down. leave that open",
        )
        .assistant("Noted, left open."),
  },
  {
    id: "t11-02-cron-double",
    planted: [
      { kind: "fact", keys: ["triggers", "inherited"] },
      { kind: "decision", keys: ["cron", "env block"] },
    ],
    build: (s) =>
      s
        .user("the nightly rollup ran twice on staging last night AND didnt run at all on prod?? wtf")
        .assistant("Could be two deployments of the same script both holding the trigger. Checking what's deployed.")
        .bash(
          "npx wrangler deployments list --env staging | head -12",
          "Created:     2026-11-02T17:44:09Z\nAuthor:      ci@amem.dev\nSource:      Upload\nVersion(s):  (100%) 4b1e1c6a-...",
        )
        .assistant("Only one deployment on staging, so that theory's out. Let me look at wrangler.toml.")
        .bash(
          "sed -n 1,40p wrangler.toml",
          'name = "amem-edge"\nmain = "src/index.ts"\n\n[triggers]\ncrons = ["0 3 * * *", "*/15 * * * *"]\n\n[env.staging]\nname = "amem-edge-staging"\n\n[env.production]\nname = "amem-edge-prod"',
        )
        .assistant(
          "Confirmed with a dry-run deploy of each env: `[triggers]` in wrangler.toml is not inherited by the `[env.*]` sections. Prod got no crons at all, and staging got the top-level schedule from an old manual deploy plus the one from CI, which is why it fired twice.",
        )
        .bash(
          "npx wrangler deploy --env production --dry-run 2>&1 | grep -i cron",
          "Warning: [triggers] is not inherited by environments; add it to [env.production] to keep it",
        )
        .user("ok so decision: no top-level cron anymore, every env declares its cron in its own env block, explicitly. do that")
        .file("Edit", "wrangler.toml")
        .assistant("Moved the schedules into `[env.staging.triggers]` and `[env.production.triggers]` and removed the top-level one."),
  },
  {
    id: "t11-03-rollback-first",
    planted: [
      { kind: "decision", keys: ["roll back"] },
      { kind: "instruction", keys: ["#ops-incidents"] },
    ],
    build: (s) =>
      s
        .user(
          "retro notes from yesterday's outage, summarizing for you: we spent 50 min trying to forward-fix the ingest bug while prod was down. From now on we roll back first and debug second, no forward fixes during an incident. Agreed by everyone in the retro.",
        )
        .assistant("Got it. Do you want me to add that to docs/operations.md?")
        .user("yes pls, under 'Incidents'. and one more: before you touch prod for anything, post what you're about to run in #ops-incidents first. every time")
        .file("Read", "docs/operations.md")
        .assistant(
          "Here's the existing runbook bit I'm putting it next to:\n\n```\n## Rollback\n# ALWAYS check the version id first\nnpx wrangler deployments list --env production\nnpx wrangler rollback <version-id> --env production\n# never roll back past a migration\n```",
        )
        .file("Edit", "docs/operations.md")
        .bash("npx prettier --check docs/operations.md", "Checking formatting...\nAll matched files use Prettier code style!")
        .assistant("Added the rollback-first rule and the posting rule under Incidents."),
  },
  {
    id: "t11-04-stack-question",
    planted: [],
    build: (s) =>
      s
        .user(
          "what does this mean?\n```\nTypeError: Cannot read properties of undefined (reading 'get')\n    at SessionDO.fetch (index.js:8812:31)\n    at async Object.fetch (index.js:9120:18)\n```",
        )
        .assistant(
          "It means `this.state.storage` or some map on the DO was undefined when `.get` was called. Possibly the DO class was constructed without `state` being stored, but I'd need the source map to say for sure.",
        )
        .bash("ls dist/*.map 2>/dev/null | head", "")
        .assistant("No source maps in dist/, so I can't map line 8812 back. If you build with `--minify=false` I can look again.")
        .user("nah not worth it right now, it happened once"),
  },
  {
    id: "t11-05-migration-locked",
    planted: [
      { kind: "fact", keys: ["wrangler dev"] },
      { kind: "instruction", keys: ["migrations", "stop"] },
    ],
    build: (s) =>
      s
        .user("local migration fails with SQLITE_BUSY, see below")
        .bash(
          "npx wrangler d1 migrations apply amem-local --local",
          "Migrations to be applied:\n│ 0012_memory_use.sql │\n✘ [ERROR] D1_ERROR: database is locked: SQLITE_BUSY",
          1,
        )
        .assistant("Maybe CI is running migrations against the same file concurrently? That would lock it.")
        .user("no, CI doesnt touch your local .wrangler dir, it's a different machine lol")
        .assistant("Fair. Let me check who holds the file.")
        .bash(
          "lsof .wrangler/state/v3/d1/miniflare-D1DatabaseObject/*.sqlite",
          "COMMAND   PID USER   FD   TYPE DEVICE SIZE/OFF    NODE NAME\nworkerd 48211  dev   12u   REG  259,2   823296 5512303 .wrangler/state/v3/d1/.../a91c.sqlite",
        )
        .bash("kill 48211 && npx wrangler d1 migrations apply amem-local --local", "│ 0012_memory_use.sql │ ✅ │\nMigrations applied.")
        .assistant(
          "That was it: a `wrangler dev` left running in another terminal keeps the local sqlite file open with a write lock, and any migration run against it gets SQLITE_BUSY. Killing it let 0012 apply.",
        )
        .user("right, I always forget that one. rule for you then: stop wrangler dev before you apply migrations locally. always."),
  },
  {
    id: "t11-06-runner-disk",
    planted: [
      { kind: "fact", keys: ["docker", "cache"] },
      { kind: "task", keys: ["prune"] },
    ],
    build: (s) =>
      s
        .user("self-hosted runner ci-3 keeps failing with no space left. figure out why")
        .bash(
          "ssh ci-3 'df -h / && du -sh /var/lib/docker /home/runner/_work 2>/dev/null'",
          "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p1   98G   98G     0 100% /\n81G\t/var/lib/docker\n6.2G\t/home/runner/_work",
        )
        .assistant("81G in /var/lib/docker. Could also be old workspaces but those are only 6G. Let me break docker down.")
        .bash(
          "ssh ci-3 'docker system df'",
          "TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE\nImages          214       3         22.1GB    21.7GB (98%)\nBuild Cache     1893      0         58.4GB    58.4GB",
        )
        .assistant(
          "Confirmed: the docker build cache on ci-3 has never been pruned — 58 GB of build cache, none of it active, plus 21 GB of dangling images. Nothing on the runners cleans it up; the workflow only does `docker build` with `--cache-from`.",
        )
        .user("ok clear it now so CI goes green")
        .bash("ssh ci-3 'docker builder prune -af && docker image prune -af' | tail -1", "Total reclaimed space: 79.6GB")
        .assistant("Reclaimed 79.6 GB; ci-3 is at 18% now.")
        .user("cool. TODO for next week, not now: add a weekly prune job on all runners so this doesnt happen again"),
  },
  {
    id: "t11-07-bump-timeout",
    planted: [],
    build: (s) =>
      s
        .user("bump the timeout on the export e2e test to 10s, it's flaky on my laptop")
        .file("Edit", "test/worker/export.test.ts")
        .bash("npx vitest run --project workers test/worker/export.test.ts", " ✓ test/worker/export.test.ts (7 tests) 3.1s")
        .assistant("Set `{ timeout: 10_000 }` on that test; the file passes.")
        .user("thx"),
  },
  {
    id: "t11-08-clock-skew",
    planted: [
      { kind: "fact", keys: ["ntp"] },
      { kind: "decision", keys: ["tolerance"] },
      { kind: "task", keys: ["build-02"] },
    ],
    build: (s) =>
      s
        .user("tokens minted by the nightly e2e job get rejected with `iat in the future`. is it my laptop clock again?")
        .bash("date -u; ssh build-02 date -u", "Mon Nov  9 08:12:40 UTC 2026\nMon Nov  9 08:14:11 UTC 2026")
        .assistant("Your laptop is fine. build-02 is 91 seconds ahead of it. Checking whether time sync is running there.")
        .bash("ssh build-02 timedatectl | grep -i -e ntp -e synchron", "System clock synchronized: no\n              NTP service: inactive")
        .assistant(
          "Root cause: NTP is disabled on build-02 (`NTP service: inactive`), so its clock drifts; it's ~90 s ahead today and the tokens it mints are stamped in the future.",
        )
        .user("who turned that off... anyway. we'll accept some clock skew on verify. 120s tolerance, final.")
        .file("Edit", "src/core/auth/verify.ts")
        .bash("npx vitest run --project node test/node/auth.test.ts", " ✓ test/node/auth.test.ts (14 tests)")
        .assistant("`jwtVerify` now gets `clockTolerance: 120`; tests pass.")
        .user("and build-02 still needs ntp turned back on, I don't have sudo there. leave it as an open item, I'll chase Priya"),
  },
  {
    id: "t11-09-billing-owner",
    planted: [
      { kind: "fact", keys: ["marta", "billing"] },
      { kind: "instruction", keys: ["fridays"] },
    ],
    build: (s) =>
      s
        .user(
          "before you open the PR for the invoice rounding fix: Marta owns the billing worker, she reviews anything under workers/billing. add her as reviewer",
        )
        .bash("gh pr create --fill --reviewer marta-k", "https://github.com/amem/edge/pull/412")
        .assistant("Opened #412 with Marta as reviewer. Should I enable auto-merge?")
        .user("no. and never merge billing changes on Fridays, not even tiny ones. finance closes the week on friday evening")
        .assistant("Understood, no auto-merge.")
        .bash("gh pr view 412 --json reviewRequests -q '.reviewRequests[].login'", "marta-k"),
  },
  {
    id: "t11-10-logs-sink",
    planted: [{ kind: "decision", keys: ["logpush"] }],
    build: (s) =>
      s
        .user("we need error tracking before launch. let's go with Sentry, set up the SDK")
        .bash("npm view @sentry/cloudflare version", "9.2.0")
        .assistant(
          "I'll add `@sentry/cloudflare` 9.2.0 and wrap the fetch handler with `withSentry`. One thing: their free tier is 5k errors/month and we had ~40k error logs last week.",
        )
        .user("hm 40k. ok scratch Sentry. we go with Workers Logpush into R2 instead, way cheaper, and query it with duckdb when needed")
        .assistant("Okay, dropping Sentry. Setting up the Logpush job to the `amem-logs` bucket.")
        .bash("curl -s -X POST https://api.cloudflare.com/client/v4/accounts/$CF_ACCOUNT/logpush/jobs -d @logpush-job.json | jq .success", "true")
        .assistant("Logpush job created; the first files should land in R2 within 5 minutes."),
  },
  {
    id: "t11-11-flaky-order",
    planted: [],
    build: (s) =>
      s
        .user("test/node/rollup.test.ts failed once in CI, passes locally. look?")
        .bash(
          "npx vitest run --project node test/node/rollup.test.ts --sequence.shuffle --sequence.seed=1187",
          "× rollup > orders days by start (2 ms)\n  expected [ '2026-03-05', '2026-03-04' ] to deeply equal [ '2026-03-04', '2026-03-05' ]",
        )
        .assistant(
          "Shuffling reproduces it: the test relies on insertion order, and `Object.keys` on the day map isn't sorted. Might also be a timezone thing, checking.",
        )
        .bash("TZ=Pacific/Kiritimati npx vitest run --project node test/node/rollup.test.ts", " ✓ test/node/rollup.test.ts (9 tests)")
        .assistant("Not timezone, only order. I sorted the keys in the test helper.")
        .file("Edit", "test/node/rollup.test.ts")
        .bash(
          "for i in 1 2 3 4 5; do npx vitest run --project node test/node/rollup.test.ts --sequence.shuffle --silent | tail -1; done",
          "Tests  9 passed (9)\nTests  9 passed (9)\nTests  9 passed (9)\nTests  9 passed (9)\nTests  9 passed (9)",
        )
        .assistant("5 shuffled runs pass."),
  },
  {
    id: "t11-12-dlq",
    planted: [
      { kind: "fact", keys: ["empty text"] },
      { kind: "decision", keys: ["dropped"] },
      { kind: "task", keys: ["replay"] },
    ],
    build: (s) =>
      s
        .user("DLQ for ingest has 4k messages in it. Whats going on")
        .bash(
          "npx wrangler queues info amem-ingest-dlq",
          "Queue Name: amem-ingest-dlq\nNumber of Consumers: 0\nMessages: 4127\nLast message: 2026-11-10T22:41:07Z",
        )
        .assistant("Could be the D1 write timing out under load and the batch retrying 3 times. Let me pull a sample first.")
        .bash(
          "npx wrangler queues pull amem-ingest-dlq --batch-size 3 | jq -c '.messages[].body.events[0] | {event_type, text}'",
          '{"event_type":"assistant_stop","text":""}\n{"event_type":"assistant_stop","text":""}\n{"event_type":"tool_result","text":""}',
        )
        .assistant(
          "It's not D1. Confirmed: every message in the sample has an event with empty text, and the consumer throws `ZodError: text must not be empty` on those, so each batch is retried until max_retries (3) and lands in the DLQ. 50 of 50 pulled messages have it.",
        )
        .user("empty stop events are legit, codex sends them. decision: events with empty text get acked and dropped, not retried, not stored")
        .file("Edit", "src/queue/ingest-consumer.ts")
        .bash("npx vitest run --project workers test/worker/ingest-queue.test.ts", " ✓ test/worker/ingest-queue.test.ts (18 tests)")
        .assistant("Done and tested.")
        .user("once that's deployed someone has to replay the 4k messages sitting in the DLQ. not now tho, after the deploy window tomorrow"),
  },
  {
    id: "t11-13-log-habits",
    planted: [
      { kind: "instruction", keys: ["redact"] },
      { kind: "instruction", keys: ["--format pretty"] },
    ],
    build: (s) =>
      s
        .user("the PR description you wrote has raw user ids in the pasted logs. when you paste logs into a PR or issue, redact the user ids first. always")
        .bash("gh pr edit 418 --body-file /tmp/pr418.md", "https://github.com/amem/edge/pull/418")
        .assistant("Fixed: replaced the ids with `usr_…` in #418's description.")
        .bash(
          "npx wrangler tail amem-edge --env production --format json | head -3",
          '{"outcome":"ok","logs":[{"message":["never retry: 4xx from upstream"],"level":"warn"}]}',
        )
        .user("also pls use `wrangler tail --format pretty` when you show me tails, the json dump is unreadable for me")
        .bash(
          "npx wrangler tail amem-edge --env production --format pretty | head -3",
          "GET https://api.amem.dev/v1/recent - Ok @ 11/11/2026, 9:02:10 AM\n  (warn) never retry: 4xx from upstream",
        )
        .assistant("Sure, here it is pretty-printed. The `never retry` warning is the upstream client logging a 4xx, expected."),
  },
  {
    id: "t11-14-query-plan",
    planted: [],
    build: (s) =>
      s
        .user("is there a way to see the query plan for the recent query in D1?")
        .bash(
          "npx wrangler d1 execute amem-local --local --command \"explain query plan select * from events where user_id = 'u1' order by ts_ms desc limit 50\"",
          "┌────┬────────┬─────────────────────────────────────────────────────┐\n│ id │ parent │ detail                                              │\n│ 3  │ 0      │ SEARCH events USING INDEX idx_events_user_ts (user_id=?) │\n└────┴────────┴─────────────────────────────────────────────────────┘",
        )
        .assistant("Yes, `EXPLAIN QUERY PLAN` works through `d1 execute`. Here it uses `idx_events_user_ts`, no temp b-tree for the sort, so it's fine.")
        .user("nice, ok"),
  },
  {
    id: "t11-15-summarizer-429",
    planted: [
      { kind: "fact", keys: ["backoff"] },
      { kind: "decision", keys: ["jitter"] },
      { kind: "task", keys: ["rate tier"] },
    ],
    build: (s) =>
      s
        .user("summarize job failing with 429s from anthropic since this morning. are we over the daily token budget?")
        .bash(
          'npx wrangler d1 execute amem-prod --remote --command "select day, tokens_used, token_budget from summarizer_budget order by day desc limit 2"',
          "│ 2026-11-12 │ 182044 │ 2000000 │\n│ 2026-11-11 │ 1630211 │ 2000000 │",
        )
        .assistant("Not the budget, only 9% used today. Looking at the request log.")
        .bash("grep -c 'status=529' logs/summarizer-2026-11-12.ndjson; grep -c 'status=429' logs/summarizer-2026-11-12.ndjson", "311\n2904")
        .file("Read", "src/core/summarize/anthropic.ts")
        .assistant(
          "Confirmed root cause: on a 529 (overloaded) the summarizer retries immediately with no backoff, in a tight loop, and every retry counts against our requests-per-minute limit. 311 overloaded answers turned into 2904 rate-limited ones.",
        )
        .user("ok. we cap retries at 2 and add exponential backoff with jitter. decided, implement it")
        .file("Edit", "src/core/summarize/anthropic.ts")
        .bash("npx vitest run --project node test/node/summarize-anthropic.test.ts", " ✓ test/node/summarize-anthropic.test.ts (22 tests)")
        .assistant("Done: 2 retries max, full jitter on 1 s base; tests cover the 529 path.")
        .user("still need to ask anthropic support about moving us to a higher rate tier, that's on me for later. keep it as a todo"),
  },
  {
    id: "t11-16-deploy-rules",
    planted: [
      { kind: "instruction", keys: ["freeze"] },
      { kind: "fact", keys: ["tomasz"] },
    ],
    build: (s) =>
      s
        .user("can you deploy the search fix to prod?")
        .bash("gh workflow run deploy.yml -f env=production", "✓ Created workflow_dispatch event for deploy.yml at main")
        .bash("gh run list --workflow deploy.yml --limit 1", "waiting  deploy  main  workflow_dispatch  11982231  0s  Waiting for review: release")
        .assistant("The run is waiting on something called `release`. Is that an approval step?")
        .user("yes, prod deploys go through the `release` GitHub environment and Tomasz has to approve them. he's the only approver right now")
        .assistant("Okay, it'll go out once he approves.")
        .user("also heads up for the future: no prod deploys at all from Dec 20 to Jan 3, code freeze. don't even start the workflow in that window"),
  },
  {
    id: "t11-17-count-lines",
    planted: [],
    build: (s) =>
      s
        .user("how many lines is src/ now? just curious")
        .bash("git ls-files 'src/*.ts' | xargs wc -l | tail -1", "  28412 total")
        .bash("git log --since=2026-10-01 --oneline | wc -l", "341")
        .assistant("28,412 lines of TypeScript under src/, and 341 commits since October 1.")
        .user("lol ok"),
  },
  {
    id: "t11-18-do-storage",
    planted: [
      { kind: "fact", keys: ["websocket"] },
      { kind: "task", keys: ["purge"] },
    ],
    build: (s) =>
      s
        .user("DO storage bill tripled this month. find out which DO")
        .bash(
          "curl -s https://api.cloudflare.com/client/v4/accounts/$CF_ACCOUNT/workers/durable_objects/namespaces | jq -r '.result[] | \"\\(.name) \\(.class)\"'",
          "amem-session SessionDO\namem-ratelimit RateLimiterDO",
        )
        .assistant(
          "Two namespaces. My guess is the rate limiter since it's hit on every request. Maybe its alarm isn't firing so old windows never get cleared?",
        )
        .bash("npx vitest run --project workers test/worker/ratelimit.test.ts -t alarm", " ✓ test/worker/ratelimit.test.ts > alarm clears expired windows")
        .assistant("The alarm works and the rate limiter's keys expire. Checking SessionDO instead.")
        .file("Read", "src/do/session.ts")
        .assistant(
          "Confirmed: SessionDO writes every websocket message to storage under `msg:<seq>` and never deletes them after the client acks, so storage grows forever per session. A sample DO from prod has 41k keys.",
        )
        .user("ok fix the delete-after-ack in the DO now")
        .file("Edit", "src/do/session.ts")
        .bash("npx vitest run --project workers test/worker/session-do.test.ts", " ✓ test/worker/session-do.test.ts (11 tests)")
        .assistant("New messages are now deleted after the ack; tested.")
        .user("existing DOs still carry all the old junk. we need a one-off script to purge old messages from existing DOs. later, open it as a follow-up"),
  },
  {
    id: "t11-19-commit-style",
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "instruction", keys: ["lint"] },
    ],
    build: (s) =>
      s
        .user("commit what you have")
        .bash("git commit -am '✨ Add export cursor'", "[main 7d1a0c2] ✨ Add export cursor\n 3 files changed, 88 insertions(+), 12 deletions(-)")
        .user("no emoji pls. we use conventional commits here, `feat(export): ...`, `fix(ingest): ...` etc. amend it")
        .bash("git commit --amend -m 'feat(export): add export cursor'", "[main 9ee21fb] feat(export): add export cursor")
        .assistant("Amended.")
        .bash(
          "npm run lint",
          "src/routes/export.ts\n  14:7  error  'cursor' is never reassigned. Use 'const' instead  prefer-const\n✖ 1 problem (1 error, 0 warnings)",
          1,
        )
        .user("and see, that's why: run `npm run lint` before every commit, not after"),
  },
  {
    id: "t11-20-wrangler-pin",
    planted: [
      { kind: "fact", keys: ["d1 export"] },
      { kind: "decision", keys: ["wrangler", "3.80"] },
    ],
    build: (s) =>
      s
        .user("wrangler keeps changing under us. let's pin wrangler to 3.78.0 in package.json")
        .bash("npm i -D wrangler@3.78.0 --save-exact", "changed 1 package, and audited 612 packages in 6s")
        .bash(
          "npx wrangler d1 export amem-local --local --output /tmp/dump.sql && grep -c 'CREATE VIRTUAL TABLE' /tmp/dump.sql",
          "🌀 Exporting local database amem-local\n0",
          1,
        )
        .assistant("The backup script broke with 3.78.0: the dump has 0 `CREATE VIRTUAL TABLE` statements. Checking whether it's the version.")
        .bash(
          "npx -y wrangler@3.80.0 d1 export amem-local --local --output /tmp/dump2.sql && grep -c 'CREATE VIRTUAL TABLE' /tmp/dump2.sql",
          "🌀 Exporting local database amem-local\n2",
        )
        .assistant("Confirmed: wrangler 3.78.0 `d1 export` silently drops the FTS5 virtual tables from the dump; 3.80.0 exports both of them.")
        .user("ok then not 3.78. we pin wrangler at 3.80.0 exactly, that's the version")
        .bash("npm i -D wrangler@3.80.0 --save-exact", "changed 1 package, and audited 612 packages in 5s")
        .assistant("Pinned to 3.80.0."),
  },
  {
    id: "t11-21-logger-no",
    planted: [],
    build: (s) =>
      s
        .assistant("While I'm in here: the logging is `console.log` with hand-built JSON everywhere. Want me to switch to pino with a workers transport?")
        .user("no, not now. we'll see after launch")
        .bash("git grep -c 'console.log(JSON.stringify' -- src | wc -l", "23")
        .assistant("Okay, leaving it. For the record, 23 files build their log lines by hand.")
        .user("yep yep"),
  },
  {
    id: "t11-22-staging-db",
    planted: [
      { kind: "fact", keys: ["amem-staging"] },
      { kind: "instruction", keys: ["--remote"] },
    ],
    build: (s) =>
      s
        .user("check if the 0012 migration went through on staging")
        .bash(
          "grep -A3 'env.staging.d1_databases' wrangler.toml",
          '[[env.staging.d1_databases]]\nbinding = "DB"\ndatabase_name = "amem-staging"\ndatabase_id = "$STAGING_D1_ID"',
        )
        .assistant("The id is an env var. Where does it come from?")
        .user("the staging D1 is `amem-staging`, its id lives in 1Password under 'amem staging d1', never in the repo. it's exported in the ops shell")
        .bash("npx wrangler d1 migrations list amem-staging --remote --env staging", "✅ No migrations to apply!")
        .assistant("0012 is applied on staging.")
        .user("good. and for prod: you never run `wrangler d1 execute --remote` against prod from your machine. reads included. go through the ops runner"),
  },
  {
    id: "t11-23-redactor-leak",
    planted: [
      { kind: "fact", keys: ["regex cache"] },
      { kind: "task", keys: ["size limit", "regex cache"] },
    ],
    build: (s) =>
      s
        .user("ingest isolate memory keeps climbing to 128MB and gets evicted. leak?")
        .assistant("Possibly the LRU for user settings never evicts. Let me measure rather than guess.")
        .bash(
          "node --expose-gc scripts/heap-ingest.mjs --requests 20000",
          "after 5000: heap 41.2MB\nafter 10000: heap 78.9MB\nafter 20000: heap 151.0MB\ntop retainers: Map(redactor/patterns.ts:22) 112.4MB",
        )
        .assistant("The settings LRU is capped at 500 entries and stays flat, so that's not it. The retainer is a Map in the redactor.")
        .file("Read", "src/core/ingest/redactor/patterns.ts")
        .assistant(
          "Confirmed root cause: the redactor's regex cache is a module-level Map keyed by the user's custom pattern string plus the request id, so it never hits and grows by one compiled RegExp per request. Keying it by pattern alone stops the growth: 20k requests now stay at 24 MB.",
        )
        .file("Edit", "src/core/ingest/redactor/patterns.ts")
        .bash("node --expose-gc scripts/heap-ingest.mjs --requests 20000", "after 20000: heap 24.1MB")
        .user("nice. still, it's unbounded per distinct pattern. put a size limit on the regex cache at some point — ticket it, don't do it in this PR"),
  },
  {
    id: "t11-24-guess-only",
    planted: [],
    build: (s) =>
      s
        .user(
          "saw this once in the logs, any idea?\n```\nError: D1_ERROR: Network connection lost.\n  at D1Database._send (cloudflare-internal:d1-api:118:24)\n  // TODO: retry on transient errors\n```",
        )
        .assistant(
          "Probably a transient blip on Cloudflare's side between the isolate and D1; it's documented as retryable. Might also be a very long query being cut, but I can't tell from one line.",
        )
        .bash("grep -c 'Network connection lost' logs/edge-2026-11-1*.ndjson", "logs/edge-2026-11-14.ndjson:1\nlogs/edge-2026-11-15.ndjson:0")
        .assistant("Once in two days. I wouldn't act on it yet.")
        .user("agree, ignore"),
  },
  {
    id: "t11-25-double-ingest",
    planted: [
      { kind: "fact", keys: ["hook client", "retries"] },
      { kind: "decision", keys: ["idempotency"] },
    ],
    build: (s) =>
      s
        .user("user reports every event twice in their timeline since tuesday. could the queue be delivering twice?")
        .assistant("Queues are at-least-once, so possible. Checking if the duplicates share an event id.")
        .bash(
          "npx wrangler d1 execute amem-prod --remote --command \"select text, count(*) c, count(distinct event_id) ids from events where user_id='usr_…' group by text having c > 1 limit 3\"",
          "│ Run the tests │ 2 │ 2 │\n│ git status    │ 2 │ 2 │",
        )
        .assistant("Different event ids for the same text, so the queue redelivering one message isn't it — the client sent the events twice with new ids.")
        .file("Read", "hook-client/src/send.ts")
        .assistant(
          "Confirmed from the client code and their debug log: the hook client retries a batch up to 5 times on a network error and mints fresh event ids on each retry, so a timeout after the server already accepted the batch gives duplicates.",
        )
        .user(
          "ok. decision after talking to Jonas: POST /v1/ingest will require an Idempotency-Key header per batch, and the server dedupes on it for 24h. start on it",
        )
        .file("Edit", "src/routes/ingest.ts")
        .bash("npx vitest run --project workers test/worker/ingest.test.ts", " ✓ test/worker/ingest.test.ts (27 tests)")
        .assistant("Done: the route rejects batches without the header and answers a repeated key from the last 24 h with the first response; tests pass."),
  },
  {
    id: "t11-26-loose-ends",
    planted: [
      { kind: "task", keys: ["restore procedure"] },
      { kind: "task", keys: ["grafana"] },
    ],
    build: (s) =>
      s
        .user("wrapping up for the week, let me dump the loose ends so they dont get lost")
        .user(
          "1. docs/operations.md still describes the old restore procedure (the pre-time-travel one), needs rewriting\n2. the grafana dashboard for queue lag has been broken since we renamed the queue, panels show no data",
        )
        .bash("grep -n 'restore' docs/operations.md | head -5", "88:## Restore from a nightly dump\n91:wrangler d1 execute amem-prod --file backup.sql")
        .assistant(
          "Confirmed both are stale: the restore section still uses nightly dumps, and the dashboard queries `amem-ingest-v1`. I'll leave them as open items, not touching them now.",
        )
        .user("yep, next week"),
  },
  {
    id: "t11-27-runbook-read",
    planted: [],
    build: (s) =>
      s
        .user("walk me through the backup runbook, I'm on call tonight")
        .file("Read", "docs/runbooks/backup.md")
        .assistant(
          "It's three steps:\n\n```\n# 1. ALWAYS export before any schema change\nnpx wrangler d1 export amem-prod --remote --output backup-$(date +%F).sql\n# 2. upload to R2\nnpx wrangler r2 object put amem-backups/backup-$(date +%F).sql --file backup-$(date +%F).sql\n# 3. never delete the previous day's dump until the new one is verified\n```\n\nThe verify step is just checking the file size against yesterday's.",
        )
        .bash("npx wrangler r2 object list amem-backups --prefix backup-2026-11 | tail -2", "backup-2026-11-16.sql  48.1 MB\nbackup-2026-11-17.sql  48.3 MB")
        .user("ok thanks, clear enough"),
  },
  {
    id: "t11-28-prefs",
    planted: [
      { kind: "instruction", keys: ["deleting", "branch"] },
      { kind: "instruction", keys: ["300 lines"] },
    ],
    build: (s) =>
      s
        .bash("git branch --merged main | grep -v main", "  fix/dlq-empty\n  feat/idempotency-key\n  spike/pino")
        .assistant("Three branches are merged into main. I deleted `fix/dlq-empty` and was about to delete the other two.")
        .user("whoa, stop. ask me before deleting any branch, local or remote. spike/pino is mine and I want to keep it around")
        .bash("git branch fix/dlq-empty 4c1d2e9", "")
        .assistant("Restored `fix/dlq-empty` at its old commit. Nothing else deleted.")
        .user("thanks. other thing while I'm at it: keep PRs under ~300 lines of diff. split if bigger, reviewers here dont read huge ones"),
  },
  {
    id: "t11-29-cert-expired",
    planted: [
      { kind: "fact", keys: ["cname"] },
      { kind: "decision", keys: ["dns"] },
      { kind: "task", keys: ["expiry"] },
    ],
    build: (s) =>
      s
        .user("api.amem.dev is throwing cert errors in the browser!! ERR_CERT_DATE_INVALID")
        .bash(
          "echo | openssl s_client -connect api.amem.dev:443 -servername api.amem.dev 2>/dev/null | openssl x509 -noout -dates",
          "notBefore=Aug 19 00:00:00 2026 GMT\nnotAfter=Nov 17 23:59:59 2026 GMT",
        )
        .assistant("Expired last night. Maybe the ACME renewal job failed on Cloudflare's side? Checking the zone's DNS.")
        .bash("dig +short CNAME api.amem.dev", "amem-edge.old-zone.workers.dev.")
        .assistant(
          "It wasn't a Cloudflare outage. Confirmed: the CNAME for api.amem.dev at the registrar still points to the old zone, so Cloudflare's validation for the custom domain fails and the certificate could not be renewed.",
        )
        .user("f. ok decision: we move DNS for amem.dev fully to Cloudflare, nameservers and all. no more split setup at the registrar")
        .bash("whois amem.dev | grep -i 'name server'", "Name Server: ns1.registrar-dns.com\nName Server: ns2.registrar-dns.com")
        .assistant("I've pointed the CNAME at the right zone for now; the cert reissued within 4 minutes. The nameserver move needs registrar access.")
        .user("also we need an alert 14 days before any cert expiry. not today, add it to the list"),
  },
  {
    id: "t11-30-healed-itself",
    planted: [],
    build: (s) =>
      s
        .user("recent endpoint slow this morning, p95 like 3s")
        .assistant("Could be a cold D1 replica, or the new rank=decay path doing a full scan. Let me look.")
        .bash("curl -s -w '%{time_total}\\n' -o /dev/null 'https://api.amem.dev/v1/recent?limit=50' -H \"authorization: Bearer $AMEM_TOKEN\"", "0.142")
        .assistant("It's 142 ms right now. Without the traces from this morning I can't tell which of the two it was.")
        .user("whatever, it's fine again after the redeploy. moving on"),
  },
  {
    id: "t11-31-fts-tokenizer",
    planted: [
      { kind: "fact", keys: ["trigram"] },
      { kind: "decision", keys: ["unicode61"] },
    ],
    build: (s) =>
      s
        .user("substring search for identifiers like `reqAuth` in `requireAuth` doesnt work. can we use the trigram tokenizer?")
        .bash(
          "npx wrangler d1 execute amem-local --local --command \"create virtual table t using fts5(x, tokenize='trigram')\"",
          "✘ [ERROR] D1_ERROR: no such tokenizer: trigram: SQLITE_ERROR",
          1,
        )
        .bash(
          "npx wrangler d1 execute amem-staging --remote --env staging --command \"create virtual table t using fts5(x, tokenize='trigram')\"",
          "✘ [ERROR] D1_ERROR: no such tokenizer: trigram: SQLITE_ERROR",
          1,
        )
        .assistant("Confirmed on both local and remote: D1's FTS5 build doesn't ship the trigram tokenizer, so that option's out.")
        .assistant("Alternatives: a separate n-gram table we maintain ourselves, or splitting camelCase at index time.")
        .user("n-gram table is too much write amplification. we stay on unicode61 and split camelCase identifiers into parts at index time. go")
        .file("Edit", "src/core/search/tokenize.ts")
        .bash("npx vitest run --project node test/node/search-core.test.ts", " ✓ test/node/search-core.test.ts (34 tests)")
        .assistant("Done, `reqAuth`-style prefixes of each part now match."),
  },
  {
    id: "t11-32-no-mocks",
    planted: [{ kind: "instruction", keys: ["mock"] }],
    build: (s) =>
      s
        .assistant("The export test is slow because it seeds 10k events into D1. I could mock the DB binding with an in-memory fake to speed it up — ok?")
        .user("no. in test/worker we never mock D1 or the queues, tests use the real local bindings. that's a rule, it caught two real bugs already")
        .assistant("Understood. I'll shrink the seed to 2k events instead; the pagination edge cases only need 3 pages.")
        .file("Edit", "test/worker/export.test.ts")
        .bash("npx vitest run --project workers test/worker/export.test.ts", " ✓ test/worker/export.test.ts (7 tests) 1.2s"),
  },
  {
    id: "t11-33-use-count",
    planted: [
      { kind: "fact", keys: ["default 0"] },
      { kind: "task", keys: ["backfill"] },
    ],
    build: (s) =>
      s
        .user("why do all my old memories show 0 uses in the review list? I've read some of them like 20 times")
        .bash(
          "cat migrations/0011_memory_use.sql",
          "ALTER TABLE memories ADD COLUMN use_count INTEGER NOT NULL DEFAULT 0;\nALTER TABLE memories ADD COLUMN last_used_at INTEGER;",
        )
        .assistant(
          "Because migration 0011 added `use_count` with default 0 and nothing counted reads before it: memories created earlier start at zero no matter how often they were opened.",
        )
        .bash('npx wrangler d1 execute amem-local --local --command "select count(*) from memories where use_count = 0"', "│ 1843 │")
        .assistant("1843 memories locally have 0. The read events from before are still in `events`, so the counts could be reconstructed.")
        .user("ok, backfill use_count from the old read events — later, it's not urgent. leave it open"),
  },
  {
    id: "t11-34-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning! rough night, pager went off twice")
        .assistant("Sorry to hear it. Anything you want me to look at from the night?")
        .user("no it's handled. just rename `tmp` to `batchRows` in ingest-core.ts pls, it bugs me")
        .file("Edit", "src/core/ingest/ingest-core.ts")
        .bash("npm run typecheck", "> tsc -p tsconfig.json --noEmit")
        .assistant("Renamed; typecheck is clean.")
        .user("ty 🙏"),
  },
  {
    id: "t11-35-ci-oom",
    planted: [
      { kind: "fact", keys: ["workerd"] },
      { kind: "decision", keys: ["singleworker"] },
      { kind: "task", keys: ["shards"] },
    ],
    build: (s) =>
      s
        .user("CI killed with exit 137 in the workers test job. again")
        .assistant("137 is the OOM killer. Probably vitest's thread pool, I could set `--pool.threads.maxThreads=2`.")
        .user("nope, tried that last week, no change")
        .bash(
          "gh run view 11990012 --log | grep -i -e workerd -e killed | head -5",
          "Starting workerd for test/worker/export.test.ts\nStarting workerd for test/worker/ingest.test.ts\n...\n(61 workerd processes)\nKilled",
        )
        .assistant(
          "Confirmed from the log: the workers pool starts one workerd per test file and keeps them alive, 61 at once with ~110 MB each, which is more than the 7 GB runner. Running with `singleWorker` the job peaks at 900 MB.",
        )
        .bash("npx vitest run --project workers --poolOptions.workers.singleWorker | tail -2", " Test Files  61 passed (61)\n      Tests  612 passed (612)")
        .user("ok we run the workers project with singleWorker in CI from now on, that's decided. it's slower but green")
        .file("Edit", "vitest.config.ts")
        .user("eventually we should split the slow worker tests into shards across jobs to get the time back. not now"),
  },
  {
    id: "t11-36-audit-store",
    planted: [{ kind: "decision", keys: ["audit log", "r2"] }],
    build: (s) =>
      s
        .user("for the consolidation audit log, let's store it in a D1 table, `audit_entries`")
        .assistant("Sure. Rough size: each run writes ~2k entries per active user per day, and we'd keep them 30 days.")
        .bash("npx wrangler d1 info amem-prod | grep -i size", "Database size: 7.41 GB")
        .assistant("For reference, prod is at 7.41 GB of D1's 10 GB limit already.")
        .user("oh. ok change of plan: the audit log goes to R2 as ndjson, one object per run, not D1. D1 stays for things we query")
        .file("Write", "src/core/consolidation/audit-sink.ts")
        .bash("npx vitest run --project node test/node/consolidation-thresholds.test.ts", " ✓ test/node/consolidation-thresholds.test.ts (19 tests)")
        .assistant("The audit writer now builds one ndjson object per run; tests pass."),
  },
  {
    id: "t11-37-oncall",
    planted: [
      { kind: "fact", keys: ["priya", "on-call"] },
      { kind: "task", keys: ["rotate"] },
      { kind: "decision", keys: ["handover"] },
    ],
    build: (s) =>
      s
        .user("who do I page if ingest breaks this week? Jonas usually")
        .bash("cat .github/CODEOWNERS | grep ingest", "/src/queue/  @jonas-b\n/src/routes/ingest.ts  @jonas-b")
        .user("ah right, Jonas is out until the 9th. Priya is covering on-call for ingest meanwhile, page her")
        .assistant("Noted. Anything of Jonas's that's blocked while he's away?")
        .user("yeah: when Jonas is back he needs to rotate the queue consumer API key, it was pasted in a slack thread. only he has the access")
        .bash("gh issue list --label oncall --limit 3", "#402  on-call handover doc  open")
        .user("also from the on-call sync today: handover happens Mondays at 10:00 UTC from now on, not Fridays. that's agreed"),
  },
  {
    id: "t11-38-lint-output",
    planted: [],
    build: (s) =>
      s
        .user("why does lint complain in the consolidation folder")
        .bash(
          "npm run lint -- src/core/consolidation",
          "src/core/consolidation/cluster.ts\n  40:3  error  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any\n  // eslint rule: always require explicit return types\n✖ 1 problem",
          1,
        )
        .assistant("One `any` in cluster.ts line 40. The 'always require explicit return types' line is just a comment the rule prints, not another error.")
        .file("Edit", "src/core/consolidation/cluster.ts")
        .bash("npm run lint -- src/core/consolidation", "")
        .assistant("Typed it as `ClusterInput`; lint is clean."),
  },
  {
    id: "t11-39-code-conventions",
    planted: [
      { kind: "instruction", keys: ["catch blocks"] },
      { kind: "instruction", keys: ["trailing period"] },
    ],
    build: (s) =>
      s
        .file("Read", "src/routes/memories.ts")
        .assistant("I added the 404 for unknown memory ids: `throw new ApiError(404, 'Memory not found.')` and a `catch (e: any)` around the parse.")
        .user(
          "two things, and these are general, not just here: in catch blocks use `unknown` and narrow, never `any`. and error messages we send to clients are lowercase with no trailing period, like `memory not found`",
        )
        .file("Edit", "src/routes/memories.ts")
        .bash("npx vitest run --project workers test/worker/memories.test.ts", " ✓ test/worker/memories.test.ts (24 tests)")
        .assistant("Fixed both in memories.ts; tests pass."),
  },
  {
    id: "t11-40-alarm-past",
    planted: [
      { kind: "fact", keys: ["setalarm"] },
      { kind: "task", keys: ["upstream"] },
    ],
    build: (s) =>
      s
        .user("the retention DO alarm never fires in tests. in prod it does. why")
        .assistant("Maybe miniflare doesn't run alarms at all without a flag? Let me try a minimal case.")
        .bash(
          "npx vitest run --project workers test/worker/alarm-probe.test.ts",
          " ✓ alarm-probe > fires for Date.now() + 1\n × alarm-probe > fires for Date.now() - 1000 (timed out after 5000ms)",
          1,
        )
        .assistant(
          "Alarms do run locally. Confirmed by the probe: in the local runtime, setAlarm with a time in the past never fires, while prod fires it immediately. Our retention DO computes `lastRun + interval`, which is in the past in tests.",
        )
        .user("lol. ok clamp it to Date.now() + 1 in our code")
        .file("Edit", "src/do/retention.ts")
        .bash("npx vitest run --project workers test/worker/retention.test.ts", " ✓ test/worker/retention.test.ts (8 tests)")
        .assistant("Clamped, retention tests pass.")
        .user("someone should report the past-alarm thing upstream to workers-sdk with the probe as repro. later"),
  },
  {
    id: "t11-41-cost-estimate",
    planted: [],
    build: (s) =>
      s
        .user("roughly what would 1000 users cost us per month on workers paid?")
        .bash('npx wrangler d1 execute amem-prod --remote --command "select avg(rows_written) from usage_daily"', "│ 18422.6 │")
        .assistant(
          "Very rough: ~18k rows written per user per day means ~550M writes a month for 1000 users, which is around $500 of D1 writes on its own; requests and queue ops would be small next to that. I'd treat it as a guess until we have a month of real numbers.",
        )
        .user("hmm ok. just curious, thx"),
  },
  {
    id: "t11-42-retention-policy",
    planted: [
      { kind: "decision", keys: ["90 days"] },
      { kind: "instruction", keys: ["request bodies"] },
    ],
    build: (s) =>
      s
        .user("retention: should we keep raw events 30 or 90 days?")
        .assistant("30 keeps D1 smaller; 90 lets the consolidation jobs see a full quarter. What did the privacy review say?")
        .user("privacy is ok with either. we keep raw events 90 days, segments and memories until the user deletes them. put it in the retention config")
        .file("Edit", "src/core/retention/policy.ts")
        .bash("npx vitest run --project node test/node/retention-policy.test.ts", " ✓ test/node/retention-policy.test.ts (12 tests)")
        .assistant("Set to 90 days; tests updated.")
        .bash("git grep -n 'console.log(await c.req.text' -- src", "src/routes/ingest.ts:51:    console.log(await c.req.text());")
        .user("and kill that line. don't ever log request bodies, not even behind a debug flag — they're users' sessions"),
  },
  {
    id: "t11-43-seq-race",
    planted: [
      { kind: "fact", keys: ["race condition"] },
      { kind: "decision", keys: ["unique key"] },
      { kind: "task", keys: ["stress test"] },
    ],
    build: (s) =>
      s
        .user("ingest.test.ts 'rejects a repeated batch' is flaky, 1 in 30 or so. is it the test or the code")
        .bash(
          "for i in $(seq 40); do npx vitest run --project workers test/worker/ingest.test.ts -t 'repeated batch' --silent | tail -1; done | sort | uniq -c",
          "     38 Tests  1 passed (1)\n      2 Tests  1 failed (1)",
        )
        .assistant("Reproduced 2/40. My first thought is the test's clock, it uses `Date.now()` for the batch seq.")
        .file("Read", "src/db/ingest.ts")
        .assistant(
          "It's the code, not the test. Confirmed race condition: the duplicate check is a SELECT followed by an INSERT, so two batches with the same seq that arrive within the same millisecond both pass the check and both get committed. I can trigger it every time with two concurrent requests.",
        )
        .user("so we make (session_id, seq) the unique key in the table and let the insert fail, done deal")
        .file("Write", "migrations/0013_batch_unique.sql")
        .bash("npx vitest run --project workers test/worker/ingest.test.ts", " ✓ test/worker/ingest.test.ts (28 tests)")
        .assistant("Migration 0013 adds the unique index; the route maps the constraint error to 409.")
        .user("we also want a proper stress test for concurrent batches at some point, not just this one case. todo"),
  },
  {
    id: "t11-44-wrong-hunch",
    planted: [],
    build: (s) =>
      s
        .user("I think the hook client is dropping events when the laptop sleeps. can you check?")
        .bash("amem status --json | jq '.spool'", '{"pending": 0, "oldest": null, "dropped": 0}')
        .assistant("The spool shows 0 dropped and nothing pending, so nothing was lost locally. Which session did you expect events from?")
        .user("the one from this morning, around 8")
        .bash("amem recent --since 07:30 --json | jq length", "64")
        .assistant("All 64 events from that session are there.")
        .user("huh. my bad then, must have been looking at the wrong project"),
  },
  {
    id: "t11-45-legacy-tokens",
    planted: [
      { kind: "fact", keys: ["legacy_tokens", "v0.9"] },
      { kind: "task", keys: ["legacy_tokens", "drop"] },
    ],
    build: (s) =>
      s
        .user("is anything still reading the legacy_tokens table?")
        .bash("git grep -n legacy_tokens -- src hook-client", 'src/db/schema.ts:212:export const legacyTokens = sqliteTable("legacy_tokens", {')
        .bash("git log -S 'from legacy_tokens' --oneline | head -3", "e51a9c0 auth: read api keys from api_keys only (v0.9)")
        .assistant(
          "Only the schema declares it. Nothing has read legacy_tokens since v0.9 (e51a9c0 removed the last query), and prod shows zero reads on it in the D1 analytics for 30 days.",
        )
        .user(
          "ok. we can drop legacy_tokens after the 15th when the old clients' grace period ends. don't do it now, it needs a migration and I want it in its own release",
        ),
  },
  {
    id: "t11-46-postmortems",
    planted: [
      { kind: "instruction", keys: ["timeline"] },
      { kind: "decision", keys: ["postmortem"] },
    ],
    build: (s) =>
      s
        .user(
          "we had a call about how we write up incidents. we're going with blameless postmortems, the google SRE template, one file per incident in docs/incidents/",
        )
        .bash("mkdir -p docs/incidents && ls docs", "api.md\narchitecture.md\ndevelopment.md\nincidents\noperations.md")
        .assistant("Created docs/incidents/. Want me to write up last week's cert expiry as the first one?")
        .user(
          "yes. and going forward whenever you help with a prod incident, write the timeline with UTC timestamps into the incident file as you go, not from memory after",
        )
        .file("Write", "docs/incidents/2026-11-17-cert-expiry.md")
        .assistant("Wrote the cert expiry write-up with its timeline from the session's UTC timestamps."),
  },
  {
    id: "t11-47-which-branch",
    planted: [],
    build: (s) =>
      s
        .user("which branch am I on and is it clean?")
        .bash("git status -sb", "## feat/decay-rank...origin/feat/decay-rank [ahead 2]\n M src/core/search/rank.ts")
        .assistant("You're on `feat/decay-rank`, 2 commits ahead of origin, with one modified file: src/core/search/rank.ts.")
        .user("k push it")
        .bash("git push", "To github.com:amem/edge.git\n   8a1e0f2..c3d9b71  feat/decay-rank -> feat/decay-rank")
        .assistant("Pushed."),
  },
  {
    id: "t11-48-d1-params",
    planted: [
      { kind: "fact", keys: ["bound parameters"] },
      { kind: "decision", keys: ["chunk"] },
    ],
    build: (s) =>
      s
        .user("bulk memory import fails for anything over ~10 items: `D1_ERROR: too many SQL variables`")
        .assistant("Hmm, maybe the batch API has a statement limit? Let me test.")
        .bash(
          "node scripts/d1-probe.mjs --rows 11 --cols 10; node scripts/d1-probe.mjs --rows 10 --cols 10",
          "rows=11 cols=10 params=110: D1_ERROR: too many SQL variables at offset 0: SQLITE_ERROR\nrows=10 cols=10 params=100: ok",
        )
        .assistant(
          "It's not the batch size. Confirmed with the probe: D1 allows at most 100 bound parameters per statement; 10 rows x 10 columns works, 11 rows fails.",
        )
        .user(
          "then we chunk multi-row inserts so each statement stays under 100 params, computed from the column count. that's how we do it everywhere, not just here",
        )
        .file("Write", "src/db/chunk-insert.ts")
        .bash("npx vitest run --project workers test/worker/memories-import.test.ts", " ✓ test/worker/memories-import.test.ts (9 tests)")
        .assistant("Added `chunkRows(rows, columns)` and used it in the import; 500-item imports pass."),
  },
  {
    id: "t11-49-release",
    planted: [
      { kind: "instruction", keys: ["changelog"] },
      { kind: "task", keys: ["amem doctor"] },
    ],
    build: (s) =>
      s
        .user("cut the 0.14.0 release of the hook client")
        .bash("npm version minor -w hook-client", "v0.14.0")
        .assistant("Tagged v0.14.0. Shall I write the notes in the GitHub release body?")
        .user("no — release notes go in hook-client/CHANGELOG.md, the github release just links to it. always that way")
        .file("Edit", "hook-client/CHANGELOG.md")
        .bash("gh release create hook-client-v0.14.0 --notes 'See hook-client/CHANGELOG.md'", "https://github.com/amem/edge/releases/tag/hook-client-v0.14.0")
        .user("for the next release: `amem doctor` should check the hook is actually installed in settings.json. two users hit that. todo"),
  },
  {
    id: "t11-50-thanks",
    planted: [],
    build: (s) =>
      s
        .user("can you check the deploy went out?")
        .bash(
          "npx wrangler deployments list --env production | head -4",
          "Created:     2026-11-20T10:02:51Z\nAuthor:      ci@amem.dev\nSource:      Upload\nVersion(s):  (100%) 9f0c1aa2-...",
        )
        .assistant("Yes, 10:02 UTC today, version 9f0c1aa2 at 100%.")
        .user("great thanks, that's all for today"),
  },
  {
    id: "t11-51-grep-todo",
    planted: [],
    build: (s) =>
      s
        .user("how many TODOs do we have in src?")
        .bash(
          "git grep -n 'TODO' -- src | head -5; git grep -c 'TODO' -- src | awk -F: '{s+=$2} END {print s}'",
          "src/core/search/rank.ts:88:  // TODO: never blend decay for queries with exact ids\nsrc/db/ingest.ts:140:  // TODO always batch these\nsrc/do/session.ts:12: // TODO(jonas): move to alarms\n17",
        )
        .assistant("17 TODO comments in src/. The first few are above; most are small notes, nothing that looks urgent.")
        .user("fine, leave them"),
  },
];

export const TUNING11 = plantedSet(TUNING11_SESSIONS, START);
