/**
 * A training set for the sentence classifier of the offline long-term-memory extractor, written
 * without reading the extractor (src/core/memories/extract.ts) or the other planted sets'
 * sessions: performance and reliability work (profiling, caching, database indexes, queues,
 * timeouts, retries, rate limits) in the voice of OpenCode and Codex sessions. Facts are numbers
 * and limits, decisions are about architecture, and the hard negatives quote numbers from logs and
 * benchmarks. Each session is one segment; the items planted in it are listed with it. Every other
 * message must give nothing: questions, hypotheses, proposals rejected or never confirmed,
 * withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output ("always", "never",
 * "TODO" inside them), chit-chat, and requests done in the same session. Some decisions are
 * superseded later in their session; only the final one is planted.
 *
 * Matching rule (fixed before any extractor runs on this set; the rule of planted-blind.ts):
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

export const TUNING28_SESSIONS: readonly BlindSession[] = [
  {
    id: "t28-search-index",
    build: (s) =>
      s
        .user("search p95 is 840ms on staging. can u profile /v1/search, something is off")
        .bash(
          'npx wrangler d1 execute app --local --command "EXPLAIN QUERY PLAN SELECT * FROM events WHERE user_id=? ORDER BY ts_ms DESC LIMIT 50"',
          "id | parent | detail\n2  | 0      | SCAN events\n14 | 0      | USE TEMP B-TREE FOR ORDER BY",
        )
        .assistant(
          "It's a full scan of `events` plus a temp b-tree for the sort. Nothing covers (user_id, ts_ms). Two options: a plain two-column index, or one that also carries `text` so the read never touches the table.",
        )
        .user("go with the composite index on (user_id, ts_ms), not the one with text — that would roughly double the table on disk")
        .file("Write", "migrations/0013_events_user_ts.sql")
        .bash("npm run bench -- --filter search", "search p95  96ms  (floor 41ms, ratio 2.34)\nsearch p50  22ms")
        .assistant("Plan is now `SEARCH events USING INDEX idx_events_user_ts`. p95 went 840 → 96 ms locally.")
        .stop(),
    planted: [{ kind: "decision", keys: ["composite", "index"] }],
  },
  {
    id: "t28-perf-claims",
    build: (s) =>
      s
        .user("the PR says 'search is 3x faster' with no numbers attached. meh")
        .bash("npm run bench -- --filter search", "search p95  101ms (floor 44ms, ratio 2.30)\nnote: floor is always measured in the same run")
        .assistant("Same run gives ratio 2.30 vs 2.31 on main — that's noise, not 3x.")
        .user("yeah. going forward every perf claim in a PR needs the bench ratio and the `uptime` load avg next to it. no bare ms numbers")
        .assistant("Understood, I'll format the figures that way.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["perf claim", "uptime"] }],
  },
  {
    id: "t28-queue-limits",
    build: (s) =>
      s
        .user("why does the extraction consumer only ever get 100 msgs per batch even tho I set 250")
        .bash("grep -n max_batch wrangler.toml", "41:max_batch_size = 250\n42:max_batch_timeout = 30")
        .bash("npx wrangler deploy --dry-run 2>&1 | tail -2", "✘ [ERROR] max_batch_size must be <= 100")
        .assistant("The dry run rejects 250: Cloudflare caps a consumer's max_batch_size at 100, and max_batch_timeout at 30s. Setting it back to 100.")
        .user("ok good to know, that 100 cap is a hard platform limit then")
        .file("Edit", "wrangler.toml")
        .user("also the retry backoff in that consumer is dumb (fixed 0s) — we should redo it at some point, not in this PR")
        .assistant("Got it, leaving the backoff as is for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["max_batch_size", "100"] },
      { kind: "task", keys: ["backoff"] },
    ],
  },
  {
    id: "t28-cron-slow",
    build: (s) =>
      s
        .user("cron took 12s last run?? is that the DO")
        .bash("npx wrangler tail --format pretty | head -5", "[cron] */5 * * * * wall 12043ms cpu 212ms\n[cron] */5 * * * * wall 310ms cpu 198ms")
        .assistant(
          "Only the first run after the deploy was slow (12s wall, 212ms CPU); the next one is 310ms. Could be a cold isolate plus the DO waking up, but I can't prove that from the tail.",
        )
        .user("meh whatever, it's fine now")
        .stop(),
    planted: [],
  },
  {
    id: "t28-retry-policy",
    build: (s) =>
      s
        .user("upstream 429s are killing the backfill. let's do retries with exponential backoff, base 200ms")
        .file("Edit", "src/core/net/retry.ts")
        .bash("npx vitest run --project node test/node/retry.test.ts", " ✓ retry.test.ts (6 tests) 41ms")
        .assistant("Exponential backoff in, base 200ms, cap 5 attempts.")
        .user(
          "hmm wait, their limiter resets every second on the dot. exponential just makes us wait longer for nothing. scrap it: fixed 1s retry with jitter (0-250ms)",
        )
        .file("Edit", "src/core/net/retry.ts")
        .assistant("Switched to a fixed 1s delay + 0–250ms jitter, 5 attempts.")
        .stop(),
    planted: [{ kind: "decision", keys: ["fixed", "jitter"] }],
  },
  {
    id: "t28-test-clock",
    build: (s) =>
      s
        .user("retry test flaked again in CI")
        .bash("grep -rn 'setTimeout' test/node/retry.test.ts", "test/node/retry.test.ts:22:  await new Promise((r) => setTimeout(r, 1100));")
        .user("dont use real setTimeout sleeps in tests, ever. use the fake clock in test/helpers/clock.ts")
        .file("Edit", "test/node/retry.test.ts")
        .assistant("Replaced the sleep with `clock.advance(1100)`. Also checked vitest.config.ts: the pool is `forks`, capped at 2 workers in CI.")
        .user("right, 2 forks in CI is on purpose, the runner has 2 cores")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["fake clock"] },
      { kind: "fact", keys: ["forks"] },
    ],
  },
  {
    id: "t28-bucket-eviction",
    build: (s) =>
      s
        .user("how much storage is the rate limiter DO using")
        .bash("grep -rn 'TODO' src/do/rate-limiter.ts", "src/do/rate-limiter.ts:48:  // TODO: remove legacy header once clients upgrade")
        .bash("npx wrangler d1 execute app --command 'select count(*) from limiter_buckets'", "count(*)\n184211")
        .assistant("184k buckets. Nothing ever deletes one: a user who made one request in March still has a row.")
        .user("ugh. for later: the limiter needs an alarm that evicts idle buckets (say >24h untouched). not now, just remember it")
        .stop(),
    planted: [{ kind: "task", keys: ["idle buckets"] }],
  },
  {
    id: "t28-timeout-bump",
    build: (s) =>
      s
        .user("bump the timeout in fetchWithRetry to 10s, the export endpoint is slow on big accounts")
        .file("Edit", "src/core/net/fetch.ts")
        .bash("npx vitest run --project node test/node/fetch.test.ts", " ✓ fetch.test.ts (9 tests) 57ms")
        .assistant("Done — 10s now, tests green.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "t28-staging-region",
    build: (s) =>
      s
        .user("staging p50 is 2x prod for the same query. what gives")
        .bash("npx wrangler d1 info app-staging | grep -i region; npx wrangler d1 info app | grep -i region", "region: WEUR\nregion: ENAM")
        .assistant("Different regions: staging D1 lives in WEUR, prod in ENAM. Requests from the US runner go cross-Atlantic for staging.")
        .user("ah right, staging D1 is WEUR and prod is ENAM, so staging latency isnt comparable. keep that in mind")
        .user("while we're here: we're moving the digest cache out of KV into the DO's own storage. KV's ~60s propagation served stale digests twice this week")
        .file("Edit", "src/do/session-digest.ts")
        .assistant("Moved the cache into DO storage; KV binding removed from that path.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["weur"] },
      { kind: "decision", keys: ["digest cache"] },
    ],
  },
  {
    id: "t28-cpuprofile",
    build: (s) =>
      s
        .user("profile the ingest handler under load pls")
        .bash(
          "node --cpu-prof --cpu-prof-dir=/tmp/prof bench/ingest.mjs",
          "ingest 500 events: 44ms (floor 19ms, ratio 2.32)\nwrote /tmp/prof/CPU.20261102.cpuprofile",
        )
        .assistant("Top self time: `JSON.parse` 31%, zod parse 22%, D1 batch 18%.")
        .user("ok. and when you profile, always write the .cpuprofile to /tmp and never commit them, last time one landed in the repo at 40MB")
        .stop(),
    planted: [{ kind: "instruction", keys: ["cpuprofile"] }],
  },
  {
    id: "t28-recent-nplus1",
    build: (s) =>
      s
        .user("recent endpoint feels slow, look?")
        .bash("AMEM_LOG_SQL=1 npm run dev:once -- /v1/recent 2>&1 | grep -c 'SELECT .* FROM grips'", "51")
        .assistant(
          "51 grip queries for one /v1/recent call: one per node. Left for later, not in this change: `/v1/recent` still does N+1 queries for grips; batching them into one `IN (...)` query is open.",
        )
        .user("yep leave it, it's on the list now")
        .stop(),
    planted: [{ kind: "task", keys: ["n+1"] }],
  },
  {
    id: "t28-d1-timeout-q",
    build: (s) =>
      s
        .user("whats the default D1 query timeout? 30s?")
        .bash("grep -rn 'timeout' node_modules/@cloudflare/workers-types/index.d.ts | grep -i d1 | head -3", "")
        .assistant(
          "I couldn't find a D1-specific number in the types; docs mention 30s of CPU for Workers on paid, but that's a different limit. I wouldn't rely on 30s.",
        )
        .user("k nvm then")
        .stop(),
    planted: [],
  },
  {
    id: "t28-no-redis",
    build: (s) =>
      s
        .user("load test the DO counter, I want to know if we need something else for hot counters")
        .bash("npx k6 run bench/k6/counter.js", "http_reqs......: 61204  1019.8/s\nhttp_req_duration p(95)=48ms\nhttp_req_duration p(99)=212ms")
        .assistant("One counter object sustains ~1,000 req/s with p95 at 48ms; past that p99 climbs fast (212ms).")
        .user("good, note that number: ~1000 req/s per DO counter object before latency goes bad")
        .user("so decision: no Redis. we stay on D1 + DOs for the hot counters, one less service to run")
        .stop(),
    planted: [
      { kind: "fact", keys: ["req/s", "counter"] },
      { kind: "decision", keys: ["redis"] },
    ],
  },
  {
    id: "t28-search-bench-rule",
    build: (s) =>
      s
        .user("I touched src/db/search.ts for the snippet fix, anything else?")
        .bash("npm run bench -- --filter search", "search p95  99ms (floor 43ms, ratio 2.30)")
        .assistant("Bench unchanged: ratio 2.30.")
        .user("cool. rule: anyone changing src/db/search.ts runs the search bench before AND after, both numbers in the PR")
        .assistant("Will do.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["search.ts", "bench"] }],
  },
  {
    id: "t28-dlq",
    build: (s) =>
      s
        .user("where do extraction msgs go when they fail")
        .bash("grep -n -A3 'queue = \"extraction\"' wrangler.toml", 'queue = "extraction"\nmax_retries = 3')
        .assistant("After 3 retries they're dropped: no dead_letter_queue is configured for `extraction`.")
        .user("yeah that's bad. we still need a dead-letter queue for the extraction consumer. next sprint, not today")
        .stop(),
    planted: [{ kind: "task", keys: ["dead-letter"] }],
  },
  {
    id: "t28-log-question",
    build: (s) =>
      s
        .user("what does this mean:\n```\nWARN retry attempt 3/3 for job 01JB9… never succeeded, giving up (last: 429)\n```")
        .assistant(
          "The job hit the retry cap; each of the three attempts got a 429. Probably the upstream limiter, but one log line doesn't show whether it's ours or theirs.",
        )
        .bash("grep -c '429' /tmp/worker.log", "17")
        .user("prob. moving on")
        .stop(),
    planted: [],
  },
  {
    id: "t28-token-budget",
    build: (s) =>
      s
        .user("how big is the summarizer budget again")
        .bash(
          "grep -rn SUMMARY_DAILY_TOKENS wrangler.toml src/env.ts",
          'wrangler.toml:12:SUMMARY_DAILY_TOKENS = "200000"\nsrc/env.ts:31:  SUMMARY_DAILY_TOKENS: z.coerce.number().default(200_000),',
        )
        .assistant("`SUMMARY_DAILY_TOKENS` is 200000 per user per day.")
        .user("right, the summarizer gets 200k tokens/day per user")
        .user("and don't ever raise the token budget without asking me first, it's real money")
        .stop(),
    planted: [
      { kind: "fact", keys: ["200k"] },
      { kind: "instruction", keys: ["token budget"] },
    ],
  },
  {
    id: "t28-search-cache",
    build: (s) =>
      s
        .user("search is still 96ms p95. can we go lower?")
        .assistant("We could cache query results in KV for 60s keyed by (user, query). Repeated searches would come back in ~5ms.")
        .user("no. stale results right after a `remember` are worse than slow ones. no search cache, period")
        .bash("git stash list | head -1", "stash@{0}: WIP on main: 4c1d2e0 kv experiment")
        .bash("git stash drop", "Dropped refs/stash@{0}")
        .assistant("Dropped the KV experiment.")
        .stop(),
    planted: [{ kind: "decision", keys: ["search cache"] }],
  },
  {
    id: "t28-abort-timeouts",
    build: (s) =>
      s
        .user("the anthropic call hung for 4 minutes yesterday and held the queue slot")
        .bash("grep -rn 'fetch(' src/core src/worker | grep -v AbortSignal | wc -l", "7")
        .assistant("7 outbound fetches have no timeout at all.")
        .user("convention from now on: every outbound fetch gets an `AbortSignal.timeout(...)` — 5s default, 15s for the anthropic call")
        .file("Edit", "src/core/summarize/anthropic.ts")
        .assistant("Added to all 7; the summarizer one is 15s.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["abortsignal"] }],
  },
  {
    id: "t28-shard-withdrawn",
    build: (s) =>
      s
        .user("maybe we should shard the session DO by user hash, 16 shards?")
        .bash("npx wrangler d1 execute app --command 'select count(distinct user_id) from events'", "count(distinct user_id)\n312")
        .assistant("312 users total. Each DO sees a few requests a minute at most.")
        .user("ok forget the sharding idea, not worth it at our size")
        .stop(),
    planted: [],
  },
  {
    id: "t28-cron-split",
    build: (s) =>
      s
        .user("when does the decay cron fire")
        .bash("grep -n crons wrangler.toml", '55:crons = ["*/5 * * * *"]')
        .assistant("Every 5 minutes: `*/5 * * * *`. It runs decay and retention in one handler.")
        .user(
          "yes the 5 min cron interval is deliberate, keep it. but at some point someone should split the cron handler into separate decay and retention jobs, they fail together rn",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["cron", "5 min"] },
      { kind: "task", keys: ["split"] },
    ],
  },
  {
    id: "t28-rate-limit-algo",
    build: (s) =>
      s
        .user("we need a per-user rate limit on ingest. options?")
        .assistant(
          "Three common ones: a sliding-window log (exact, memory heavy), a fixed window counter (cheap, bursty at edges), or a bucket that refills at a steady rate (allows bursts up to a cap).",
        )
        .user("token bucket. 60 req/min per user, burst of 20. done deciding")
        .file("Write", "src/do/rate-limiter.ts")
        .bash("npx vitest run --project workers test/worker/rate-limit.test.ts", " ✓ rate-limit.test.ts (8 tests) 1.2s")
        .assistant("Implemented, 429 with Retry-After when empty.")
        .stop(),
    planted: [{ kind: "decision", keys: ["token bucket"] }],
  },
  {
    id: "t28-chitchat",
    build: (s) =>
      s
        .user("morning! fix the typo in the README perf section, 'latecny'")
        .file("Edit", "README.md")
        .assistant("Fixed.")
        .user("thx, that's all for today 👋")
        .stop(),
    planted: [],
  },
  {
    id: "t28-commit-format",
    build: (s) =>
      s
        .user("commit the index change")
        .bash("git commit -am 'add index'", "[h-perf 9a1b2c3] add index\n 1 file changed, 4 insertions(+)")
        .user(
          "pls amend. commit msgs for perf changes go as `perf(<area>): <what>, <ratio before> -> <after>`, e.g. `perf(search): composite index, 19.5 -> 2.3`",
        )
        .bash("git commit --amend -m 'perf(search): composite index, 19.5 -> 2.3'", "[h-perf 4d5e6f7] perf(search): composite index, 19.5 -> 2.3")
        .stop(),
    planted: [{ kind: "instruction", keys: ["commit msgs"] }],
  },
  {
    id: "t28-ravi-queues",
    build: (s) =>
      s
        .user("can I bump max_concurrency on the extraction consumer to 20?")
        .bash("git log --format='%an' -- wrangler.toml | sort | uniq -c | sort -rn | head -2", "  23 Ravi Menon\n   4 dev")
        .assistant("Technically yes, the limit is higher. Most of the queue config history is Ravi's though.")
        .user("right, Ravi owns the queues infra. ping him before you change any consumer settings, always")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ravi"] },
      { kind: "instruction", keys: ["consumer settings"] },
    ],
  },
  {
    id: "t28-retry-after-test",
    build: (s) =>
      s
        .user("add tests for the 429 path of the limiter")
        .file("Write", "test/worker/rate-limit-429.test.ts")
        .bash("npx vitest run --project workers test/worker/rate-limit-429.test.ts", " ✓ rate-limit-429.test.ts (3 tests) 0.9s")
        .assistant(
          "Added three tests for the 429 body. I didn't get to checking the Retry-After header value against the bucket refill; that one's still open.",
        )
        .user("ok do the retry-after check tomorrow")
        .stop(),
    planted: [{ kind: "task", keys: ["retry-after"] }],
  },
  {
    id: "t28-gc-guess",
    build: (s) =>
      s
        .user("ingest p99 spiked to 600ms around 14:00")
        .bash("grep '14:0' /tmp/worker.log | awk '{print $NF}' | sort -n | tail -3", "412ms\n588ms\n601ms")
        .assistant("I think the spike could be GC pauses from the big JSON.parse in ingest — the three slowest requests all had >2MB bodies.")
        .user("nah, numbers look normal again, ignore")
        .stop(),
    planted: [],
  },
  {
    id: "t28-hook-timeout",
    build: (s) =>
      s
        .user("hook client hangs the prompt when the service is down. set a timeout, 8s on the hook client")
        .file("Edit", "hook-client/src/post.ts")
        .assistant("Set to 8s.")
        .user("hmm no, 8s is forever when you're waiting for your prompt. make the hook timeout 3s and spool on failure")
        .file("Edit", "hook-client/src/post.ts")
        .bash("npx vitest run --project node hook-client/test/post.test.ts", " ✓ post.test.ts (5 tests) 88ms")
        .assistant("3s now; on timeout the event goes to the spool.")
        .stop(),
    planted: [{ kind: "decision", keys: ["hook", "3s"] }],
  },
  {
    id: "t28-batch-writes",
    build: (s) =>
      s
        .user("benchmark ingest with batch() vs separate inserts")
        .bash("node bench/ingest-batch.mjs", "500 events, db.batch():      41ms\n500 events, 500x run():   1934ms")
        .assistant("Measured: 500 events in one batch take 41ms; as 500 separate inserts, 1.9s.")
        .user("huge. from now on use db.batch for any multi-row write, no loops of single run() calls")
        .stop(),
    planted: [
      { kind: "fact", keys: ["inserts"] },
      { kind: "instruction", keys: ["db.batch"] },
    ],
  },
  {
    id: "t28-digest-ratelimit",
    build: (s) =>
      s
        .user("did the limiter get wired into every route?")
        .bash("grep -rLn 'rateLimit' src/worker/routes/*.ts", "src/worker/routes/digest.ts")
        .assistant("All but one: src/worker/routes/digest.ts has no limiter.")
        .user("open item then: /v1/digest has no rate limit at all. needs one before launch")
        .stop(),
    planted: [{ kind: "task", keys: ["digest", "rate limit"] }],
  },
  {
    id: "t28-todo-count",
    build: (s) =>
      s
        .user("how many TODOs in src?")
        .bash(
          "grep -rn 'TODO\\|FIXME' src | wc -l; grep -rn 'TODO' src | head -3",
          "14\nsrc/db/search.ts:88: // TODO: always escape FTS quotes\nsrc/core/net/retry.ts:5: // TODO never retry POST without key\nsrc/do/rate-limiter.ts:48: // TODO: remove legacy header",
        )
        .assistant("14, mostly small ones — the three above are the oldest.")
        .user("ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t28-p99-gate",
    build: (s) =>
      s
        .user("what should the ingest bench gate be")
        .bash("npm run bench -- --filter ingest", "ingest p99 122ms (floor 51ms, ratio 2.39)")
        .assistant("Today it's 122ms p99. A gate at 150ms leaves ~20% headroom; 200ms would be looser.")
        .user("decided: p99 budget for /v1/ingest is 150ms, anything over fails the bench gate")
        .user("and bench numbers from my laptop don't count as results. only runs on the CI box go in RESULTS.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["p99"] },
      { kind: "instruction", keys: ["ci box"] },
    ],
  },
  {
    id: "t28-spool-cap",
    build: (s) =>
      s
        .user("what happens to the hook client spool if the service is down for a day")
        .file("Read", "hook-client/src/spool.ts")
        .assistant("The spool file is capped at 10 MB; past that the oldest events are dropped first (`trimOldest`).")
        .user("yes, that's right, 10 MB spool cap")
        .stop(),
    planted: [{ kind: "fact", keys: ["spool", "10 mb"] }],
  },
  {
    id: "t28-cold-start",
    build: (s) =>
      s
        .user("first request after deploy is slow, how slow")
        .bash("for i in 1 2 3; do curl -s -o /dev/null -w '%{time_total}\\n' https://staging.example/v1/health; done", "0.381\n0.042\n0.039")
        .assistant("380ms on the first request, ~40ms after.")
        .user("we need to profile the cold start properly at some point. not today tho")
        .stop(),
    planted: [{ kind: "task", keys: ["cold start"] }],
  },
  {
    id: "t28-p-retry-unsure",
    build: (s) =>
      s
        .user(
          "the hand-rolled retry loop is getting ugly:\n```ts\n// TODO: always retry on 5xx, never on 4xx\nfor (let i = 0; i < 5; i++) {\n  try { return await fn(); } catch (e) { if (!retryable(e)) throw e; await sleep(200 * 2 ** i); }\n}\n```",
        )
        .bash("wc -l src/core/net/retry.ts", "94 src/core/net/retry.ts")
        .assistant("Should I replace it with `p-retry`? It's 3 kB and handles AbortSignal.")
        .user("hmm not sure, let me think about it")
        .stop(),
    planted: [],
  },
  {
    id: "t28-idempotency",
    build: (s) =>
      s
        .user("should the hook client retry POST /v1/remember on a 503?")
        .file("Read", "src/db/dedupe.ts")
        .assistant(
          "Only safely with the Idempotency-Key header: the dedupe table keeps each Idempotency-Key for 24h, so a retry inside that window is a no-op.",
        )
        .user("correct, 24h. and the rule for this repo: retries only on idempotent requests — a POST without the key is never retried")
        .stop(),
    planted: [
      { kind: "fact", keys: ["idempotency-key", "24h"] },
      { kind: "instruction", keys: ["idempotent"] },
    ],
  },
  {
    id: "t28-warmup",
    build: (s) =>
      s
        .user("does the D1 warmup ping at request start do anything")
        .bash("npm run bench -- --filter recent --compare warmup", "with warmup     p95 64ms\nwithout warmup  p95 63ms")
        .assistant("No measurable difference: 64 vs 63 ms p95.")
        .user("then we drop the per-request warmup query. gone")
        .file("Edit", "src/worker/middleware/db.ts")
        .user("later (not now): run the same with/without comparison for the KV read on /v1/flags, might be dead weight too")
        .stop(),
    planted: [
      { kind: "decision", keys: ["warmup"] },
      { kind: "task", keys: ["kv read"] },
    ],
  },
  {
    id: "t28-cpu-limit",
    build: (s) =>
      s
        .user("extraction on a long session took 2.1s CPU, are we near a limit?")
        .bash("grep -n cpu_ms wrangler.toml", "8:limits = { cpu_ms = 30000 }")
        .assistant("The cpu limit is 30s per request (`cpu_ms = 30000`), so 2.1s is far from it.")
        .user("ok, CPU limit 30s per request on our plan, noted. still, follow-up for later: move extraction off the request path onto the queue")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cpu limit"] },
      { kind: "task", keys: ["request path"] },
    ],
  },
  {
    id: "t28-nodes-fix",
    build: (s) =>
      s
        .user("/v1/nodes does a query per child node, fix that")
        .file("Edit", "src/db/nodes.ts")
        .bash("AMEM_LOG_SQL=1 npm run dev:once -- /v1/nodes 2>&1 | grep -c SELECT", "2")
        .assistant("Down to 2 queries (parent + children with `IN`).")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "t28-perf-now",
    build: (s) =>
      s
        .user("the bench harness timings jitter by whole ms")
        .file("Read", "bench/harness.mjs")
        .assistant("It uses `Date.now()`, which is ms resolution.")
        .user("prefer performance.now() over Date.now() anywhere in bench code")
        .file("Edit", "bench/harness.mjs")
        .stop(),
    planted: [{ kind: "instruction", keys: ["performance.now"] }],
  },
  {
    id: "t28-backfill",
    build: (s) =>
      s
        .user("backfill of grips for old segments: how parallel?")
        .bash("node scripts/backfill-grips.mjs --dry-run", "segments: 48211\nconcurrency: always 1 (default)\nest. 6h 40m")
        .assistant("Serial it's ~6h40m. With 4 in flight D1 stays under its write rate in my test; 8 started getting SQLITE_BUSY.")
        .user("ok lets use p-limit with concurrency 4 for the backfill, decided")
        .file("Edit", "scripts/backfill-grips.mjs")
        .assistant("Done. TODO(next): the backfill has no resume checkpoint — if it dies at 60% it starts over.")
        .user("yep put the checkpoint thing on the list, not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["p-limit"] },
      { kind: "task", keys: ["checkpoint"] },
    ],
  },
  {
    id: "t28-grips-index-q",
    build: (s) =>
      s
        .user("would an index on grips(node_id) help /v1/expand?")
        .bash(
          'npx wrangler d1 execute app --local --command "EXPLAIN QUERY PLAN SELECT * FROM grips WHERE node_id=?"',
          "SEARCH grips USING INDEX sqlite_autoindex_grips_1 (node_id=?)",
        )
        .assistant("Maybe not: the plan already uses the primary key's prefix on node_id.")
        .user("huh ok")
        .stop(),
    planted: [],
  },
  {
    id: "t28-anthropic-rpm",
    build: (s) =>
      s
        .user("we got 429s from anthropic during the backfill")
        .bash(
          "curl -sI https://api.anthropic.com/v1/messages -H 'x-api-key: $KEY' | grep -i ratelimit",
          "anthropic-ratelimit-requests-limit: 50\nanthropic-ratelimit-requests-remaining: 0",
        )
        .assistant("The headers say 50 requests per minute on the current tier.")
        .user("yep our org limit is 50 RPM, that's the tier")
        .user("so summarizer calls go through the queue from now on, max 1 in flight per user. decided")
        .stop(),
    planted: [
      { kind: "fact", keys: ["50 rpm"] },
      { kind: "decision", keys: ["summarizer", "queue"] },
    ],
  },
  {
    id: "t28-log-truncate",
    build: (s) =>
      s
        .user("logpush bill is up 4x")
        .bash("npx wrangler tail --format json | head -c 400", '{"level":"info","msg":"ingest","text":"<full 38kB event body>"}')
        .assistant("Info logs carry the full event text, up to 38 kB each.")
        .user("never log full event text at info level. truncate to 200 chars, everywhere")
        .file("Edit", "src/core/log.ts")
        .stop(),
    planted: [{ kind: "instruction", keys: ["truncate"] }],
  },
  {
    id: "t28-flaky",
    build: (s) =>
      s
        .user("ran the queue tests 20 times under load")
        .bash(
          "for i in $(seq 20); do npx vitest run --project workers test/worker/queue-retry.test.ts >/dev/null || echo FAIL; done | sort | uniq -c",
          "      1 FAIL",
        )
        .assistant("1 failure in 20: queue-retry.test.ts times out waiting for the redelivery.")
        .user("left open: the flaky queue-retry test (~1 in 20 under load). investigate later, not blocking")
        .stop(),
    planted: [{ kind: "task", keys: ["queue-retry"] }],
  },
  {
    id: "t28-rename",
    build: (s) =>
      s
        .user("rename `slowMs` to `thresholdMs` in the bench config")
        .file("Edit", "bench/config.mjs")
        .bash("grep -rn slowMs bench | wc -l", "0")
        .assistant("Renamed, no references left.")
        .stop(),
    planted: [],
  },
  {
    id: "t28-digest-ttl",
    build: (s) =>
      s
        .user("digest cache hit rate is 12%??")
        .bash("grep digest_cache /tmp/metrics.txt", "digest_cache_hit_ratio 0.12\ndigest_cache_ttl_s 60")
        .assistant("With a 60s TTL most session starts miss; sessions are usually minutes apart.")
        .user("going with a 5 min TTL on the session-start digest, 1 min just thrashes")
        .file("Edit", "src/do/session-digest.ts")
        .stop(),
    planted: [{ kind: "decision", keys: ["digest", "ttl"] }],
  },
  {
    id: "t28-db-size",
    build: (s) =>
      s
        .user("how big is prod D1 now")
        .bash("npx wrangler d1 info app", "database_size: 1.3 GB\nnum_tables: 19")
        .assistant("1.3 GB; the paid plan's per-database limit is 10 GB.")
        .user("yes the limit is 10 GB per db. before any bulk import, check the size with `wrangler d1 info` first")
        .stop(),
    planted: [
      { kind: "fact", keys: ["10 gb"] },
      { kind: "instruction", keys: ["bulk import"] },
    ],
  },
  {
    id: "t28-bench-chat",
    build: (s) =>
      s
        .user("lol the bench machine was at load 5.2 during that run")
        .bash("uptime", " 14:02:11 up 12 days,  3:41,  2 users,  load average: 5.21, 4.80, 3.95")
        .assistant("Yeah, the ratios still hold since the floor is measured in the same run, but the absolute ms are inflated.")
        .user("fair enough")
        .stop(),
    planted: [],
  },
  {
    id: "t28-sqlite-busy",
    build: (s) =>
      s
        .user("saw SQLITE_BUSY in the logs, is that a problem?")
        .bash("grep -c SQLITE_BUSY /tmp/worker.log", "3")
        .assistant(
          "3 occurrences, all during the backfill at concurrency 8 yesterday; none since it went to 4. Could also be the cron overlapping, I didn't check.",
        )
        .user("ok fine")
        .stop(),
    planted: [],
  },
  {
    id: "t28-kv-vs-do",
    build: (s) =>
      s
        .user("for the feature flags, KV or DO?")
        .assistant("KV: reads are ~free and cached at the edge, flags change rarely. DO: consistent, but every read is a round trip.")
        .bash("grep -rn 'FLAGS' wrangler.toml", "")
        .user("we're going with KV for feature flags, 60s staleness is fine for flags")
        .file("Write", "src/core/flags.ts")
        .user("oh and someone has to write the flags section in docs/operations.md eventually")
        .stop(),
    planted: [
      { kind: "decision", keys: ["kv", "feature flags"] },
      { kind: "task", keys: ["docs/operations.md"] },
    ],
  },
  {
    id: "t28-timeouts-fact",
    build: (s) =>
      s
        .user("what timeout does the queue give a consumer invocation")
        .bash("grep -rn 'wall' docs/operations.md", "docs/operations.md:77: Queue consumers get 15 min of wall time per invocation.")
        .assistant("Per our operations doc, a consumer invocation gets 15 minutes of wall time.")
        .user("yep 15 min wall time per consumer invocation, confirmed with CF support last month")
        .user("btw pls keep retries inside the consumer bounded by that: no retry loop longer than 10 min total")
        .stop(),
    planted: [
      { kind: "fact", keys: ["wall time"] },
      { kind: "instruction", keys: ["retry loop"] },
    ],
  },
  {
    id: "t28-idle-alarm-decision",
    build: (s) =>
      s
        .user("how should the session DO clean up its in-memory state")
        .assistant("Either an alarm 10 min after the last event, or on each request check age and evict. Alarms cost a wake-up each.")
        .bash("grep -n setAlarm src/do/*.ts", "src/do/session.ts:61:    await this.ctx.storage.setAlarm(Date.now() + 600_000);")
        .user("there's already an alarm there. ok: we keep the alarm approach, 10 min after last event. settled")
        .stop(),
    planted: [{ kind: "decision", keys: ["alarm"] }],
  },
  {
    id: "t28-owner-oncall",
    build: (s) =>
      s
        .user("who's on call for the worker this week, the latency alert fired")
        .bash("cat ops/oncall.txt", "week 45: Mei\nweek 46: Ravi")
        .assistant("Mei this week (45), Ravi next.")
        .user("ok. fyi Mei owns the latency alerts config in general, not just on call. she set the 250ms threshold")
        .user("and todo for me, not you: rethink that 250ms threshold after launch")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mei", "latency alerts"] },
      { kind: "task", keys: ["threshold"] },
    ],
  },
  {
    id: "t28-wal-hypothesis",
    build: (s) =>
      s
        .user("is D1 running in WAL mode? would that explain the write stalls")
        .bash("npx wrangler d1 execute app --local --command 'PRAGMA journal_mode'", "journal_mode\nwal")
        .assistant("Locally it's WAL. Remote D1 doesn't let us read the pragma, so I can't say for prod, and I doubt it's the cause anyway.")
        .user("ok leave it")
        .stop(),
    planted: [],
  },
  {
    id: "t28-gzip",
    build: (s) =>
      s
        .user("export responses are 9MB of json")
        .bash("curl -s -H 'accept-encoding: gzip' -o /tmp/x.gz -w '%{size_download}' localhost:8787/v1/export", "1184022")
        .assistant("Gzipped it's 1.18 MB. Cloudflare compresses at the edge already if the client asks.")
        .user("good, so compression stays at the edge, we don't gzip in the worker. final")
        .user("also: make sure the hook client always sends accept-encoding: gzip on export — add that in the next pass")
        .stop(),
    planted: [
      { kind: "decision", keys: ["compression", "edge"] },
      { kind: "task", keys: ["accept-encoding"] },
    ],
  },
  {
    id: "t28-pagination",
    build: (s) =>
      s
        .user("recent with limit=1000 takes 900ms")
        .bash("npm run bench -- --filter recent-large", "recent limit=1000 p95 904ms (floor 47ms, ratio 19.2)\nrecent limit=100  p95  88ms")
        .assistant("Linear in the limit. Cursor pagination would keep each page at ~88ms.")
        .user("max page size is 200 from now on, and it's cursor pagination, not offset. write that in api.md too")
        .file("Edit", "docs/api.md")
        .assistant("Capped at 200, cursor-based, documented.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cursor pagination"] }],
  },
  {
    id: "t28-codex-style",
    build: (s) =>
      s
        .user("quick one: when you report a benchmark to me, give p50 and p95, I don't care about the mean")
        .bash("npm run bench -- --filter ingest", "ingest mean 31ms  p50 24ms  p95 61ms (floor 22ms)")
        .assistant("ingest: p50 24ms, p95 61ms.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["p50", "p95"] }],
  },
  {
    id: "t28-queue-fact",
    build: (s) =>
      s
        .user("how long does a message wait before the consumer sees it, worst case")
        .bash("grep -n -A2 'extraction' wrangler.toml | grep timeout", "max_batch_timeout = 5")
        .assistant("Up to 5s: the batch flushes at 5s or 100 messages, whichever first.")
        .user("right, extraction queue flushes at 5s max. so ingest-to-extraction lag is ≤5s plus processing")
        .user("TODO for whoever picks it up: a metric for that lag in the dashboard")
        .stop(),
    planted: [
      { kind: "fact", keys: ["flushes", "5s"] },
      { kind: "task", keys: ["lag", "dashboard"] },
    ],
  },
  {
    id: "t28-retention",
    build: (s) =>
      s
        .user("retention cron deleting ~40k archived rows, how long does it take")
        .bash("node scripts/retention.mjs --dry-run=false", "deleted 40112 rows in 9.4s (id ranges, 500 per statement)")
        .assistant("9.4s, by id ranges of 500. D1 caps a statement's bound parameters at 100, which is why it deletes by range and not with `IN (...)` lists.")
        .user("yes, that 100 bound-parameter cap is real, we hit it in the spring")
        .user("still to do: make the retention delete resumable, right now it restarts from zero if the invocation dies")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bound", "100"] },
      { kind: "task", keys: ["resumable"] },
    ],
  },
  {
    id: "t28-health-cache",
    build: (s) =>
      s
        .user("/v1/health gets 30k req/day from uptime checkers, all hitting D1")
        .assistant("Could add `Cache-Control: public, max-age=10` on health so the edge answers most of them, or drop the D1 ping from health entirely.")
        .user("keep the D1 ping. decided: health gets cache-control max-age=10")
        .file("Edit", "src/worker/routes/health.ts")
        .bash("curl -sI localhost:8787/v1/health | grep -i cache", "cache-control: public, max-age=10")
        .user("and never put cache headers on anything user-scoped. not even short ones")
        .stop(),
    planted: [
      { kind: "decision", keys: ["health", "max-age"] },
      { kind: "instruction", keys: ["user-scoped"] },
    ],
  },
];

export const TUNING28 = plantedSet(TUNING28_SESSIONS, START);
