/**
 * Training set for the sentence classifier (written without reading the extractor): a planted
 * set for the offline long-term-memory extractor in the voice of Codex investigations — long
 * assistant reports with findings, confirmed root causes (facts) and unconfirmed theories (not
 * facts), tables, and "Follow-ups" / "Not done" sections listing tasks left open, which the user
 * confirms or corrects. Written from issue 19's description of what should and should not be
 * remembered, without reading src/core/memories/extract.ts or the sessions of the other sets.
 * Each session is one segment; the items planted in it are listed with it. Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted code, tool output, chit-chat, and in-session requests done in the same session.
 *
 * Matching rule (the one planted-blind.ts states, fixed before any extractor runs on this set):
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

export const TUNING19_SESSIONS: BlindSession[] = [
  {
    id: "t19-decay-skip",
    build: (s) =>
      s
        .user("nightly decay job skips users again?? check why, some accounts havent been touched in a week")
        .bash("npx wrangler tail --format pretty | grep decay", "decay: lease expired after 90s, stopping at user 500/1840\ndecay: run finished (partial)")
        .file("Read", "src/jobs/decay.ts")
        .assistant(
          "Findings\n\n| step | what I saw |\n|---|---|\n| tail | run stops at user 500 |\n| decay.ts | no checkpoint between batches |\n\nConfirmed root cause: the decay job holds a 90s lease and never renews it, so it dies after the first batch of 500 users.\n\nUnconfirmed theory: D1 might be handing back a stale cursor from a read replica. I could not reproduce that, so don't treat it as established.\n\nFollow-ups (not done):\n- renew the lease per batch\n- checkpoint the cursor so a rerun resumes",
        )
        .user("lease finding is right. drop the replica theory, we dont use D1 read replicas at all. leave the follow-ups for now")
        .stop("ok, leaving the lease renewal and cursor checkpoint as open follow-ups."),
    planted: [
      { kind: "fact", keys: ["lease", "90"] },
      { kind: "fact", keys: ["replica"] },
      { kind: "task", keys: ["checkpoint"] },
    ],
  },
  {
    id: "t19-chitchat",
    build: (s) =>
      s
        .user("morning. coffee machine is broken so expect typos lol")
        .assistant("Morning! Ready when you are — what are we looking at today?")
        .bash("git status --short", " M README.md")
        .user("nothing yet, just checking the tree is clean-ish")
        .stop("Only README.md is modified; nothing else pending."),
    planted: [],
  },
  {
    id: "t19-jwt-lib",
    build: (s) =>
      s
        .user("auth middleware: should we keep jsonwebtoken or move to jose? jsonwebtoken pulls in node crypto and breaks in workerd")
        .bash("npm ls jsonwebtoken", "agent-memory-edge@0.1.0\n└── jsonwebtoken@9.0.2")
        .assistant(
          "Options:\n1. keep `jsonwebtoken` with the nodejs_compat flag\n2. switch to `jose`, which is built on WebCrypto\n\n`jose` is smaller and runs natively in Workers. I'd go with 2, but your call.",
        )
        .user("go with jose. we use jose for all JWT handling from now on, no jsonwebtoken anywhere")
        .file("Edit", "src/auth/verify.ts")
        .bash("npm rm jsonwebtoken && npm run typecheck", "removed 12 packages\n> tsc --noEmit")
        .stop("Switched verify.ts to jose and removed jsonwebtoken; typecheck is clean."),
    planted: [{ kind: "decision", keys: ["jose"] }],
  },
  {
    id: "t19-pnpm-tests",
    build: (s) =>
      s
        .user("fyi for every session: run tests with `npx vitest run --project node <file>`, never the whole `npm test` — the box only has 2 cores")
        .assistant("Got it. Which file should I start with?")
        .user("test/node/toc.test.ts")
        .bash("npx vitest run --project node test/node/toc.test.ts", " ✓ test/node/toc.test.ts (14 tests) 812ms\n Test Files  1 passed (1)")
        .stop("toc.test.ts passes: 14 tests."),
    planted: [{ kind: "instruction", keys: ["vitest"] }],
  },
  {
    id: "t19-queue-dupes",
    build: (s) =>
      s
        .user("we're seeing duplicate bullets in some segments. investigate, dont fix yet")
        .bash(
          'npx wrangler d1 execute amem --local --command "select segment_id, count(*) from bullets group by 1 having count(*) > 1 limit 5"',
          "seg_01J9 | 2\nseg_01JA | 2",
        )
        .file("Read", "src/queue/consumer.ts")
        .assistant(
          "Investigation: duplicate bullets\n\nConfirmed: the queue consumer acks the message only after the summarizer call returns, and Queues redelivers after the 30s visibility timeout, so a slow summary gets processed twice.\n\nPossibly related (not verified): the retry in `summarize()` could also double-insert, but I didn't see evidence in the logs.\n\nNot done:\n- make the bullet insert idempotent with an `insert or ignore` on (segment_id, idx)\n- a duplicate-delivery test in test/worker",
        )
        .user(
          "agree with the first part. the summarize retry thing is wrong, that retry wraps only the fetch. leave the insert fix + test as todo, i'll schedule it",
        )
        .stop("Understood — idempotent bullet insert and the duplicate-delivery test stay open."),
    planted: [
      { kind: "fact", keys: ["visibility"] },
      { kind: "task", keys: ["idempotent"] },
    ],
  },
  {
    id: "t19-rename-done",
    build: (s) =>
      s
        .user("rename `getSeg` to `loadSegment` everywhere pls")
        .bash("rg -l getSeg src test | xargs sed -i 's/getSeg\\b/loadSegment/g' && npm run typecheck", "> tsc --noEmit")
        .assistant("Renamed in 6 files; typecheck passes.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "t19-main-branch",
    build: (s) =>
      s
        .user("before you do anything: never commit straight to main. always a branch + PR, even for one-liners")
        .assistant("Noted. I'll make a branch for this change — what's the change?")
        .user("bump hono to latest minor")
        .bash(
          "git switch -c chore/hono-bump && npm i hono@^4.6 && npm run typecheck",
          "Switched to a new branch 'chore/hono-bump'\nadded 0 packages, changed 1 package",
        )
        .stop("hono bumped on chore/hono-bump; typecheck clean."),
    planted: [{ kind: "instruction", keys: ["main"] }],
  },
  {
    id: "t19-clock",
    build: (s) =>
      s
        .user("grip timestamps in staging look off by almost a minute vs my laptop. real or display bug?")
        .bash(
          "for i in 1 2 3; do curl -sI https://staging.amem.dev/health | grep -i date; date -u; done",
          "date: Mon, 02 Nov 2026 09:14:02 GMT\nMon Nov  2 09:14:49 UTC 2026\ndate: Mon, 02 Nov 2026 09:14:03 GMT\nMon Nov  2 09:14:50 UTC 2026",
        )
        .assistant(
          "It's real. Three samples all show the staging clock about 47 seconds behind UTC; it's not the display.\n\nI suspect NTP is disabled on the staging VM, but I haven't got shell there to check, so that's a guess.",
        )
        .user("yeah confirmed with ops, staging clock is ~47s behind and they wont fix it this quarter. keep that in mind whenever comparing timestamps")
        .stop("Will account for the 47s skew when comparing staging timestamps."),
    planted: [{ kind: "fact", keys: ["staging", "47"] }],
  },
  {
    id: "t19-question-only",
    build: (s) =>
      s
        .user("how does the hook client decide when a segment is closed? is it idle time or the Stop hook?")
        .file("Read", "hook-client/src/segment.ts")
        .assistant(
          "Both: a `Stop` event closes the turn, and a segment closes after 20 minutes of no events (`IDLE_MS`). The flush happens on whichever comes first.",
        )
        .user("ok makes sense, just wanted to know")
        .stop(),
    planted: [],
  },
  {
    id: "t19-rate-limit",
    build: (s) =>
      s
        .user("what should the per-user rate limit for consolidation ops be? 60/min? 600?")
        .assistant("60/min is safe for D1 write volume; 600/min would let one user saturate the batch writes. I'd start at 60 and measure.")
        .user("hmm let me think about it, dont set anything yet")
        .bash("rg -n CONSOLIDATION_RATE src | head", "")
        .assistant("There's no existing setting, so nothing to change for now.")
        .stop(),
    planted: [],
  },
  {
    id: "t19-rate-limit-2",
    build: (s) =>
      s
        .user("ok decided on the consolidation rate limit: 120 ops per minute per user. put it in wrangler.toml as a var")
        .file("Edit", "wrangler.toml")
        .bash("rg -n CONSOLIDATION_OPS_PER_MIN wrangler.toml", '42:CONSOLIDATION_OPS_PER_MIN = "120"')
        .assistant('Added `CONSOLIDATION_OPS_PER_MIN = "120"` under [vars].')
        .user("actually make it 100, 120 was for the paid tier. 100 per minute for everyone")
        .file("Edit", "wrangler.toml")
        .stop("Changed the consolidation rate limit to 100 ops per minute."),
    planted: [{ kind: "decision", keys: ["100"] }],
  },
  {
    id: "t19-flaky-test",
    build: (s) =>
      s
        .user("test/worker/queue-retry.test.ts flakes on CI like 1 in 5. figure out why")
        .bash(
          "for i in $(seq 1 10); do npx vitest run --project workers test/worker/queue-retry.test.ts 2>&1 | tail -1; done",
          " Test Files  1 passed (1)\n Test Files  1 failed (1)\n Test Files  1 passed (1)",
        )
        .file("Read", "test/worker/queue-retry.test.ts")
        .assistant(
          "Root cause (confirmed, reproduced 2/10 locally): the test does `await sleep(200)` and then asserts the retry happened. On a loaded runner the retry lands after 200ms.\n\nFix applied here: replaced the sleep with polling the DO state until the retry count changes (bounded by the test timeout).\n\nRan it 20 times after the change: 20/20 pass.\n\n```ts\n// before\nawait sleep(200); // TODO never do this\n```",
        )
        .bash(
          "for i in $(seq 1 20); do npx vitest run --project workers test/worker/queue-retry.test.ts 2>&1 | tail -1; done | sort | uniq -c",
          "     20  Test Files  1 passed (1)",
        )
        .user("nice. and going forward no fixed sleeps in tests, wait on state instead")
        .stop("Agreed: no fixed sleeps in tests; wait on observable state."),
    planted: [{ kind: "instruction", keys: ["sleep"] }],
  },
  {
    id: "t19-d1-limit",
    build: (s) =>
      s
        .user("batch insert of grips fails for big segments: 'too many SQL variables'. whats the actual limit?")
        .bash("npx vitest run --project workers test/worker/grips-big.test.ts", "Error: D1_ERROR: too many SQL variables at offset 0", 1)
        .assistant(
          "D1 caps bound parameters at 100 per statement. Our grip insert binds 6 columns, so anything over 16 rows per statement fails.\n\nVerified by bisecting: 16 rows pass, 17 rows fail.\n\nI chunked the insert to 16 rows per statement in src/db/grips.ts; the big-segment test passes now.",
        )
        .file("Edit", "src/db/grips.ts")
        .bash("npx vitest run --project workers test/worker/grips-big.test.ts", " ✓ test/worker/grips-big.test.ts (3 tests)")
        .user("good, 100 params per statement, i'll remember that")
        .stop(),
    planted: [{ kind: "fact", keys: ["100", "param"] }],
  },
  {
    id: "t19-review-queue",
    build: (s) =>
      s
        .user("status on the review queue endpoints?")
        .bash('rg -n "consolidation/tasks" src | head', 'src/routes/consolidation.ts:12:app.get("/v1/consolidation/tasks", ...)')
        .assistant(
          "Where it stands\n\n| endpoint | state |\n|---|---|\n| GET /v1/consolidation/tasks | done, tested |\n| POST …/approve | done |\n| POST …/reject | done |\n| PATCH …/edit | not started |\n\nNot done:\n- the PATCH edit route for review tasks\n- the `blocked` status after 3 retries is not set anywhere yet",
        )
        .user("ok. the edit route can wait till next week. the blocked status needs doing too, both are on you next time")
        .stop("Both stay open: PATCH edit route and setting `blocked` after 3 retries."),
    planted: [
      { kind: "task", keys: ["edit route"] },
      { kind: "task", keys: ["blocked"] },
    ],
  },
  {
    id: "t19-log-always",
    build: (s) =>
      s
        .user("what does this log line mean?")
        .user("```\nWARN promote: candidate mem_x91 never promoted, always below threshold 0.65 (score=0.41)\n```")
        .bash('rg -n "never promoted" src', "src/jobs/promote.ts:88:  log.warn('promote: candidate ' + id + ' never promoted, always below threshold')")
        .assistant(
          "It's just the promoter's warn when a candidate has been evaluated 5+ times and stayed under the 0.65 promote threshold. Informational; nothing is broken.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "t19-zod",
    build: (s) =>
      s
        .user("the memories POST handler validates by hand with if-statements. redo with zod like the other routes")
        .file("Edit", "src/routes/memories.ts")
        .bash("npx vitest run --project workers test/worker/memories.test.ts", " ✓ test/worker/memories.test.ts (22 tests)")
        .assistant("Replaced the manual checks with a zod schema (`MemoryCreate`); invalid bodies now return the standard 400 error shape. 22 tests pass.")
        .user("👍 and in general: every route validates with zod at the edge, no hand-rolled checks. thats the rule")
        .stop("Understood: zod at the edge for every route."),
    planted: [{ kind: "instruction", keys: ["zod"] }],
  },
  {
    id: "t19-maybe-kv",
    build: (s) =>
      s
        .user("thinking out loud: maybe we should move the digest cache from D1 to KV? reads would be faster")
        .assistant(
          "Trade-offs:\n- KV is eventually consistent (up to 60s), so a just-remembered memory may not show in the digest\n- D1 reads of the digest are ~8ms p50 today\n\nI wouldn't move it unless the digest read shows up in latency numbers.",
        )
        .user("fair, forget it then. not worth it")
        .bash("git log --oneline -3", "90421db Format: calibration.ts\n1a2b3c4 digest: cache per user\n5d6e7f8 memories: POST")
        .stop(),
    planted: [],
  },
  {
    id: "t19-owner",
    build: (s) =>
      s
        .user("who owns the cron config? i want to change the schedule")
        .bash("git log --format='%an' -- wrangler.toml | sort | uniq -c | sort -rn | head -3", "  14 Priya Raman\n   3 dev")
        .assistant("Most changes to wrangler.toml (14 of 17) are by Priya Raman. I can't tell from git alone whether she owns the cron triggers specifically.")
        .user("yes Priya owns all the cron triggers, ping her before touching schedules. for this one she already said ok")
        .file("Edit", "wrangler.toml")
        .stop("Updated the schedule; noted Priya owns the cron triggers."),
    planted: [{ kind: "fact", keys: ["priya", "cron"] }],
  },
  {
    id: "t19-half-life",
    build: (s) =>
      s
        .user("decay half-life: design says 30 days. too long?")
        .bash("node -e \"const h=30;console.log([7,14,30,60].map(d=>d+':'+Math.exp(-Math.LN2*d/h).toFixed(2)).join(' '))\"", "7:0.85 14:0.72 30:0.50 60:0.25")
        .assistant(
          "With a 30-day half-life a memory unused for 60 days scores 0.25 on the age factor alone — in the danger zone, not forgotten. With 14 days it would hit the 0.10 forget line at about 46 days.\n\nMy guess is 14 is too aggressive for project-level facts, but I don't have usage data to back that.",
        )
        .user("keep 30 days. decided. we revisit when the eval has real numbers")
        .file("Edit", "src/core/decay/params.ts")
        .stop("Half-life stays at 30 days."),
    planted: [{ kind: "decision", keys: ["half-life", "30"] }],
  },
  {
    id: "t19-format-done",
    build: (s) =>
      s
        .user("lint is red on main, can you fix it")
        .bash("npm run lint", "src/core/toc/grips.ts:44:3 lint/style/useConst  This let declares a variable that is only assigned once.", 1)
        .file("Edit", "src/core/toc/grips.ts")
        .bash("npm run lint", "Checked 212 files in 310ms. No fixes applied.")
        .assistant("Fixed the `let` → `const` in grips.ts; lint is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "t19-tz",
    build: (s) =>
      s
        .user("the daily digest shows yesterday's items at 01:00. timezones?")
        .file("Read", "src/core/digest/window.ts")
        .bash('rg -n "getTimezoneOffset|Intl.DateTimeFormat" src | head', "")
        .assistant(
          "Confirmed root cause: the digest window is computed in UTC everywhere (`Date.UTC` in window.ts) and the user's timezone is never stored, so for you (UTC+1) the day boundary falls at 01:00 local.\n\nTheory, unverified: the hook client may also send local timestamps without offsets. I checked two events and they had `Z`, so probably not, but I didn't check all event types.\n\nFollow-ups:\n- store a per-user timezone and compute the digest window in it\n- decide what the MCP answer should say when the timezone is unknown",
        )
        .user(
          "right. all server-side times stay UTC, that's deliberate, only the digest window should use the user's tz. add the per-user timezone later, not now",
        )
        .stop("Leaving the per-user timezone for the digest window as open work; server times stay UTC."),
    planted: [
      { kind: "decision", keys: ["utc"] },
      { kind: "task", keys: ["timezone"] },
    ],
  },
  {
    id: "t19-commit-style",
    build: (s) =>
      s
        .user("commit this pls")
        .bash("git add -A && git commit -m 'fix stuff'", "[feat/digest 3c1d2e0] fix stuff\n 2 files changed")
        .user("ugh no. commit messages: say what changed AND how it was tested, every time. amend it")
        .bash(
          "git commit --amend -m 'digest: compute window in UTC explicitly. Tested: test/node/digest.test.ts'",
          "[feat/digest 7a8b9c0] digest: compute window in UTC explicitly. Tested: test/node/digest.test.ts",
        )
        .stop("Amended with what changed and how it was tested."),
    planted: [{ kind: "instruction", keys: ["commit message"] }],
  },
  {
    id: "t19-mcp-slow",
    build: (s) =>
      s
        .user("MCP answers take 2-3s sometimes. where's the time going?")
        .bash(
          "npx wrangler tail --format json | jq -r '.logs[].message[0]' | grep timing | head -5",
          "timing search=41ms rank=12ms fetch_grips=2210ms\ntiming search=38ms rank=10ms fetch_grips=35ms",
        )
        .assistant(
          "Findings\n\n| phase | p50 | worst |\n|---|---|---|\n| search | 40ms | 60ms |\n| rank | 11ms | 15ms |\n| fetch_grips | 35ms | 2210ms |\n\nThe slow cases are all `fetch_grips` on a cold Durable Object. That is the DO waking up, confirmed by the `cold=true` flag on those requests.\n\nHypothesis (not confirmed): the grip fetch might be doing N+1 queries. I only read it briefly.\n\nNot done: a warm-up ping from the cron to keep the DO hot; I haven't measured whether that's worth it.",
        )
        .user("cold DO start is the cause, agreed. N+1 — no, it's one query, I wrote it. the warm-up idea, nah, we're not doing that")
        .stop(),
    planted: [{ kind: "fact", keys: ["cold"] }],
  },
  {
    id: "t19-empty-explain",
    build: (s) =>
      s
        .user("explain what `rank=decay` does in one paragraph, for the docs draft im writing")
        .file("Read", "src/core/search/rank.ts")
        .assistant(
          "`rank=decay` multiplies each hit's relevance by its decay score, so memories and nodes that have been opened or cited recently rise and ones nobody touched for months sink. It's off by default; without it results are ordered by relevance alone.",
        )
        .user("perfect ty")
        .stop(),
    planted: [],
  },
  {
    id: "t19-biome",
    build: (s) =>
      s
        .user("can we add prettier for the markdown files?")
        .assistant("We could, but biome already formats TS/JSON here. Adding prettier means two formatters with different configs.")
        .user("right, no prettier. biome is the only formatter in this repo, markdown stays unformatted")
        .bash("cat biome.json | jq .files", '{\n  "include": ["src", "test", "bench", "hook-client"]\n}')
        .stop("Keeping biome as the sole formatter."),
    planted: [{ kind: "decision", keys: ["biome"] }],
  },
  {
    id: "t19-migration-num",
    build: (s) =>
      s
        .user("i need a migration for the memories.key index")
        .bash("ls migrations | tail -3", "0010_review_tasks.sql\n0011_decay.sql\n0012_relations.sql")
        .file("Write", "migrations/0013_memories_key_idx.sql")
        .bash("npx vitest run --project workers test/worker/schema-drift.test.ts", " ✓ test/worker/schema-drift.test.ts (1 test)")
        .assistant("Added migrations/0013_memories_key_idx.sql and the matching index in src/db/schema.ts; schema-drift passes.")
        .user("good. reminder for the future: always `ls migrations` on main right before merging, numbers collide otherwise")
        .stop(),
    planted: [{ kind: "instruction", keys: ["migrations"] }],
  },
  {
    id: "t19-superseded-model",
    build: (s) =>
      s
        .user("for SUMMARIZER=anthropic use claude-3-5-haiku, cheapest")
        .file("Edit", "src/summarize/anthropic.ts")
        .bash("npx vitest run --project node test/node/anthropic-summarizer.test.ts", " ✓ (9 tests)")
        .assistant("Set the default model to claude-3-5-haiku; tests pass.")
        .user("wait, haiku kept breaking the JSON schema in the last eval. switch to sonnet, we use sonnet for the summarizer")
        .file("Edit", "src/summarize/anthropic.ts")
        .stop("Default summarizer model is sonnet now."),
    planted: [{ kind: "decision", keys: ["sonnet"] }],
  },
  {
    id: "t19-not-fact-guess",
    build: (s) =>
      s
        .user("why is the hook client binary 14MB?")
        .bash("du -sh hook-client/dist/* | sort -h | tail -3", "1.2M\thook-client/dist/amem.js\n13M\thook-client/dist/amem")
        .assistant(
          "The 13M file is the single-executable build, so most of it is the embedded Node runtime. I think the remaining ~1MB might be zod's locale files, but I haven't checked the bundle map — that's a guess.",
        )
        .user("hm ok. not important right now")
        .stop(),
    planted: [],
  },
  {
    id: "t19-pr-size",
    build: (s) =>
      s
        .user(
          "couple of standing rules, write them down somewhere in your head:\n- keep PRs under ~400 changed lines, split otherwise\n- new SQL only in src/db/, never inline in routes\n- I prefer `type` over `interface` for unions",
        )
        .assistant("Got them. Anything to do right now?")
        .user("no, next session")
        .bash("git status --short", "")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["400"] },
      { kind: "instruction", keys: ["src/db"] },
      { kind: "instruction", keys: ["type", "interface"] },
    ],
  },
  {
    id: "t19-cluster-threshold",
    build: (s) =>
      s
        .user("cluster cohesion: what do we merge at?")
        .bash("node scripts/cohesion-eval.mjs", "threshold 0.70: 31 merges, 6 wrong\nthreshold 0.75: 24 merges, 1 wrong\nthreshold 0.80: 15 merges, 0 wrong")
        .assistant(
          "From the eval set:\n\n| threshold | merges | wrong |\n|---|---|---|\n| 0.70 | 31 | 6 |\n| 0.75 | 24 | 1 |\n| 0.80 | 15 | 0 |\n\n0.75 looks like the sweet spot; 0.80 is safer but loses a third of merges.",
        )
        .user("we'll go with 0.80 for merges — one wrong merge loses data, a missed merge doesnt. 0.4 stays for related links")
        .file("Edit", "src/core/cluster/params.ts")
        .stop("Merge threshold set to 0.80; related-link threshold stays 0.4."),
    planted: [{ kind: "decision", keys: ["0.80"] }],
  },
  {
    id: "t19-oom",
    build: (s) =>
      s
        .user("the export job died on user u_77 with 'Exceeded Memory Limit'. investigate")
        .bash("npx wrangler tail --format pretty | grep -A2 export", "export u_77: loading 48213 events\nError: Exceeded Memory Limit")
        .file("Read", "src/jobs/export.ts")
        .assistant(
          "Investigation\n\nConfirmed: export.ts loads all of a user's events into one array before writing the NDJSON. u_77 has 48k events, which is over the 128MB isolate limit once the JSON strings are built.\n\nUnconfirmed: whether the R2 multipart upload would also need changes for a streamed body. The docs suggest it works, I didn't try.\n\nFollow-ups\n- stream the export in pages of 1000 events\n- add a test with a 50k-event user",
        )
        .user("good analysis. streaming export is a TODO for the next sprint, leave it. the 128MB limit per isolate is right btw")
        .stop(),
    planted: [
      { kind: "fact", keys: ["128"] },
      { kind: "task", keys: ["stream"] },
    ],
  },
  {
    id: "t19-withdrawn",
    build: (s) =>
      s
        .user("let's drop the `strength` column from memories, it's unused")
        .bash('rg -n "strength" src | wc -l', "23")
        .assistant("It's referenced in 23 places, including the decay formula in src/core/decay/score.ts — it isn't unused.")
        .user("oh. never mind then, keep it")
        .stop(),
    planted: [],
  },
  {
    id: "t19-env-staging",
    build: (s) =>
      s
        .user("deploy to staging")
        .bash(
          "npx wrangler deploy --env staging",
          "Uploaded agent-memory-edge-staging (3.21 sec)\nPublished agent-memory-edge-staging\n  https://staging.amem.dev",
        )
        .assistant("Deployed to staging: https://staging.amem.dev.")
        .user(
          "fyi staging uses its own D1 database `amem-staging`, never point it at prod data. and deploys to prod only go through the GH action, don't run wrangler deploy for prod by hand",
        )
        .stop("Noted on both."),
    planted: [
      { kind: "fact", keys: ["amem-staging"] },
      { kind: "instruction", keys: ["prod"] },
    ],
  },
  {
    id: "t19-weird-output",
    build: (s) =>
      s
        .user("run the bench")
        .bash(
          "node bench/run.mjs decay",
          "floor: 1.00x\ndecay-score: 2.31x floor\n# NOTE: always run with the same load; never compare across machines\n# TODO: add p99",
        )
        .assistant("decay-score runs at 2.31× the floor. The TODO and NOTE lines are comments printed by the bench script itself.")
        .bash("uptime", " 10:02:11 up 3 days,  load average: 1.12, 0.98, 0.90")
        .stop("Bench: decay-score 2.31× floor at load 1.12."),
    planted: [],
  },
  {
    id: "t19-kind-enum",
    build: (s) =>
      s
        .user("can memories have kind 'preference'? the design mentions preferences")
        .file("Read", "src/core/memories/model.ts")
        .assistant(
          "No — the kinds are fixed to fact | decision | instruction | task. Preferences are stored as instructions. Adding a fifth kind would touch the D1 check constraint and the OpenAPI enum.",
        )
        .user("right, preferences are instructions, that's on purpose. no new kind")
        .bash(
          'rg -n "MEMORY_KINDS" src | head -3',
          'src/core/memories/model.ts:4:export const MEMORY_KINDS = ["fact", "decision", "instruction", "task"] as const;',
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["preference"] }],
  },
  {
    id: "t19-done-request",
    build: (s) =>
      s
        .user("TODO for you right now: add `--json` to `amem memories`")
        .file("Edit", "hook-client/src/commands/memories.ts")
        .bash("npx vitest run --project node hook-client/test/memories-cmd.test.ts", " ✓ hook-client/test/memories-cmd.test.ts (7 tests)")
        .assistant("Added `--json` (prints the raw API response); 7 tests pass including a new one for the flag.")
        .user("great")
        .stop(),
    planted: [],
  },
  {
    id: "t19-api-errors",
    build: (s) =>
      s
        .user("POST /v1/memories with text of 5000 chars returns 500. why")
        .bash(
          'curl -s -XPOST localhost:8787/v1/memories -H \'authorization: Bearer dev\' -d "{\\"kind\\":\\"fact\\",\\"text\\":\\"$(head -c 5000 /dev/zero | tr \'\\\\0\' a)\\"}"',
          '{"error":{"code":"internal","message":"D1_ERROR: CHECK constraint failed: length(text) <= 2000"}}',
        )
        .assistant(
          "Root cause confirmed: the zod schema doesn't cap `text`, so the 2000-char check constraint in D1 fires and surfaces as a 500.\n\nFixed here: added `.max(MAX_MEMORY_TEXT_CHARS)` to the schema; it's a 400 `invalid_request` now, with a test.",
        )
        .file("Edit", "src/routes/memories.ts")
        .bash("npx vitest run --project workers test/worker/memories.test.ts", " ✓ test/worker/memories.test.ts (23 tests)")
        .user("ok. memory text max is 2000 chars, keys 200 — put that in docs/api.md too while you're there")
        .file("Edit", "docs/api.md")
        .stop("Documented the 2000/200 limits in docs/api.md."),
    planted: [{ kind: "fact", keys: ["2000"] }],
  },
  {
    id: "t19-review-owner",
    build: (s) =>
      s
        .user("Marco asked whether the review queue should notify by email. thoughts?")
        .assistant(
          "Email needs a provider and per-user settings. A badge in `amem review` (count of open tasks) gets most of the value for free. I'd propose that first.",
        )
        .user("i'll ask Marco what he actually needs, hold off")
        .bash('rg -n "notify" src | head -2', "")
        .stop(),
    planted: [],
  },
  {
    id: "t19-marco",
    build: (s) =>
      s
        .user(
          "Marco answered: no email. the review queue badge in `amem review` is what we're building. also Marco is the PM for consolidation, route product questions to him",
        )
        .file("Edit", "hook-client/src/commands/review.ts")
        .bash("npx vitest run --project node hook-client/test/review-cmd.test.ts", " ✓ (5 tests)")
        .assistant("Added the open-task count badge to `amem review`; tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["badge"] },
      { kind: "fact", keys: ["marco", "pm"] },
    ],
  },
  {
    id: "t19-secrets",
    build: (s) =>
      s
        .user("where do I put the ANTHROPIC key for local dev?")
        .assistant("In `.dev.vars` (gitignored), as `ANTHROPIC_API_KEY=...`. wrangler dev loads it automatically.")
        .bash("git check-ignore -v .dev.vars", ".gitignore:4:.dev.vars\t.dev.vars")
        .user("ok and rule of thumb: secrets only via `wrangler secret put` or .dev.vars, never in wrangler.toml")
        .stop(),
    planted: [{ kind: "instruction", keys: ["secret"] }],
  },
  {
    id: "t19-relations-bug",
    build: (s) =>
      s
        .user("relations show a memory related to itself sometimes. look")
        .bash('npx wrangler d1 execute amem --local --command "select count(*) from relations where src_id = dst_id"', "count(*)\n7")
        .file("Read", "src/core/relations/discover.ts")
        .assistant(
          "Report\n\n7 self-relations in the local db.\n\nConfirmed cause: `discover()` compares each memory with all memories of the user including itself; the cohesion of an item with itself is 1.0, so it becomes a merge candidate of itself.\n\nTheory, not checked: the merge step may then archive the original. I didn't find an archived self-merge, so it may be harmless.\n\nNot done:\n- skip self-pairs in discover()\n- a cleanup migration deleting existing self-relations",
        )
        .user("do the skip now. cleanup of existing rows is a separate TODO, leave it open")
        .file("Edit", "src/core/relations/discover.ts")
        .bash("npx vitest run --project node test/node/relations.test.ts", " ✓ test/node/relations.test.ts (11 tests)")
        .stop("Self-pairs are skipped now; cleaning up existing self-relations stays open."),
    planted: [
      { kind: "fact", keys: ["itself"] },
      { kind: "task", keys: ["self-relations"] },
    ],
  },
  {
    id: "t19-nothing-deps",
    build: (s) =>
      s
        .user("is there any reason we're on vitest 2 and not 3?")
        .bash("npm view vitest version && npm ls vitest", "3.2.4\n└── vitest@2.1.9")
        .assistant(
          "@cloudflare/vitest-pool-workers pinned vitest 2.x until recently; the latest pool supports 3. Upgrading is possible but I haven't tried it here.",
        )
        .user("maybe some day")
        .stop(),
    planted: [],
  },
  {
    id: "t19-eval-task",
    build: (s) =>
      s
        .user("where are we on the rank=decay eval?")
        .bash("ls eval/ && cat eval/README.md | head -5", "queries.jsonl\nrun.mjs\n# decay eval\nNot run yet against real data.")
        .assistant(
          "Status\n- the harness (eval/run.mjs) exists\n- it has never been run against real usage data; `queries.jsonl` has 40 synthetic queries only\n\nOpen:\n- collect ~200 real queries from the MCP logs\n- run the eval comparing rank=decay with plain relevance before turning it on by default",
        )
        .user("yep. collecting real queries is on me, the comparison run is yours once i have them")
        .stop(),
    planted: [
      { kind: "task", keys: ["real queries"] },
      { kind: "task", keys: ["comparison"] },
    ],
  },
  {
    id: "t19-lang",
    build: (s) =>
      s
        .user("pls answer me in english even when i write german, habe heute keine zeit fürs übersetzen")
        .assistant("Sure — I'll reply in English. What do you need?")
        .user("schau mal warum `amem remember` ohne argument abstürzt")
        .bash("node hook-client/dist/amem.js remember", "TypeError: Cannot read properties of undefined (reading 'trim')", 1)
        .file("Edit", "hook-client/src/commands/remember.ts")
        .assistant("`amem remember` with no text crashed on `undefined.trim()`. It now prints usage and exits with code 2.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["english"] }],
  },
  {
    id: "t19-archived",
    build: (s) =>
      s
        .user("if I delete a memory can I get it back?")
        .file("Read", "src/db/memories.ts")
        .assistant(
          "Yes: DELETE archives it with reason `deleted`, and it's recoverable for 30 days (ARCHIVE_RETENTION_MS). After that the retention job removes it for good.",
        )
        .user("good to know, thx")
        .stop(),
    planted: [],
  },
  {
    id: "t19-queue-naming",
    build: (s) =>
      s
        .user("new queue for consolidation jobs. name?")
        .assistant("Existing ones are `amem-ingest` and `amem-summarize`. Following that: `amem-consolidate`.")
        .user("yes. convention: queues are named amem-<verb>, keep it")
        .file("Edit", "wrangler.toml")
        .bash("rg -n 'queue = ' wrangler.toml", '51:queue = "amem-ingest"\n55:queue = "amem-summarize"\n59:queue = "amem-consolidate"')
        .stop(),
    planted: [{ kind: "instruction", keys: ["amem-<verb>"] }],
  },
  {
    id: "t19-dry-run",
    build: (s) =>
      s
        .user("the merge job in dry_run mode still archived stuff in staging?!")
        .bash(
          "npx wrangler d1 execute amem-staging --remote --command \"select count(*) from memories where archive_reason='merged' and archived_at > '2026-11-20'\"",
          "count(*)\n12",
        )
        .file("Read", "src/jobs/merge.ts")
        .assistant(
          "Investigation\n\nConfirmed root cause: `dry_run` is checked in `planMerges()` but `applyMerge()` is also called from the retry path in the job runner, which doesn't pass the flag. 12 memories were archived with reason `merged` since the 20th.\n\nGuess (unverified): the cluster job might have the same problem; its retry path looks similar but I haven't traced it.\n\nFollow-ups, not done:\n- pass dry_run through the retry path\n- restore the 12 archived memories (they are still within 30 days)\n- audit the cluster job's retry path",
        )
        .user("ugh. ok restoring the 12 is urgent, i'll do that by hand tonight. the retry path fix and the cluster audit are open tasks for you tomorrow")
        .stop(),
    planted: [
      { kind: "fact", keys: ["retry path"] },
      { kind: "task", keys: ["restor"] },
      { kind: "task", keys: ["cluster"] },
    ],
  },
  {
    id: "t19-pagination",
    build: (s) =>
      s
        .user("GET /v1/memories: offset or cursor pagination?")
        .assistant("Cursor: the other list routes (`/v1/nodes`, `/v1/search`) use an opaque `cursor`, and offsets get slow on D1 past a few thousand rows.")
        .user("cursor, same as everywhere. all list endpoints paginate with cursors, no offsets")
        .file("Edit", "src/routes/memories.ts")
        .bash("npx vitest run --project workers test/worker/memories.test.ts", " ✓ (25 tests)")
        .stop(),
    planted: [{ kind: "decision", keys: ["cursor"] }],
  },
  {
    id: "t19-tooling-nothing",
    build: (s) =>
      s
        .user("what's the difference between `npm run dev` and `npm run dev:remote`?")
        .bash("jq .scripts package.json | grep dev", '  "dev": "wrangler dev",\n  "dev:remote": "wrangler dev --remote"')
        .assistant("`dev` runs everything locally in workerd with local D1/DO/Queues; `dev:remote` runs on Cloudflare's edge against the remote bindings.")
        .stop(),
    planted: [],
  },
  {
    id: "t19-node-version",
    build: (s) =>
      s
        .user("tsc says `Array.prototype.toSorted` doesnt exist??")
        .bash("node --version; npx node --version", "v20.11.1\nv22.11.0")
        .assistant(
          "System node is 20; the npm scripts use the project's Node 22 (from the `node` devDependency). Running through `npx`/`npm run` picks up 22 where `toSorted` types are fine once `lib` includes ES2023.",
        )
        .user("right, system node on this box is v20, the project needs 22. always go through npm run / npx")
        .file("Edit", "tsconfig.json")
        .stop(),
    planted: [
      { kind: "fact", keys: ["v20"] },
      { kind: "instruction", keys: ["npx"] },
    ],
  },
  {
    id: "t19-promote-threshold",
    build: (s) =>
      s
        .user("promotion threshold 0.65 from the design, or higher?")
        .assistant(
          "The design says 0.65, also promote on use_count ≥ 5 within 14 days or review_count ≥ 3. I'd keep the design values until the eval says otherwise.",
        )
        .user("was going to say 0.7 but ok, design values it is. promote at 0.65, use_count 5 in 14d, review_count 3")
        .file("Edit", "src/core/decay/params.ts")
        .bash("npx vitest run --project node test/node/decay-params.test.ts", " ✓ (6 tests)")
        .stop(),
    planted: [{ kind: "decision", keys: ["0.65"] }],
  },
  {
    id: "t19-bench-nothing",
    build: (s) =>
      s
        .user("can you run the search bench and tell me the ratio")
        .bash("node bench/run.mjs search && uptime", "floor: 1.00x\nsearch-fts: 4.80x floor\n 11:40:02 up 3 days,  load average: 2.40, 2.10, 1.90")
        .assistant("search-fts: 4.80× floor at load average 2.40 (busy box; ratio should still hold).")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "t19-fts",
    build: (s) =>
      s
        .user("search for `requireAuth` returns nothing but it's in 3 segments")
        .bash("npx wrangler d1 execute amem --local --command \"select count(*) from bullets_fts where bullets_fts match 'requireAuth'\"", "count(*)\n0")
        .file("Read", "migrations/0004_fts.sql")
        .assistant(
          "Confirmed: the FTS5 table uses the `porter unicode61` tokenizer, which lowercases and splits camelCase? No — it lowercases but doesn't split; the real issue is that `requireAuth` is stored in `grips`, not in bullet text, and only bullets are indexed.\n\nSo identifiers that only appear in grips aren't searchable.\n\nFollow-up: index grip identifiers too (new FTS column or second table). Not done.",
        )
        .user("yes only bullet text is indexed, that's the cause. grip indexing: later, add it to the backlog")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bullet", "index"] },
      { kind: "task", keys: ["grip"] },
    ],
  },
  {
    id: "t19-tests-location",
    build: (s) =>
      s
        .user("where should a test for the cohesion scorer go?")
        .assistant("It's pure logic in src/core/cluster, so test/node/cluster-cohesion.test.ts, run under the node project.")
        .user("yes. and the convention: anything touching D1/DO/Queues is tested in test/worker under workerd, pure logic in test/node. don't mock D1")
        .file("Write", "test/node/cluster-cohesion.test.ts")
        .bash("npx vitest run --project node test/node/cluster-cohesion.test.ts", " ✓ (8 tests)")
        .stop(),
    planted: [{ kind: "instruction", keys: ["mock"] }],
  },
  {
    id: "t19-openapi",
    build: (s) =>
      s
        .user("do we hand-write openapi.json or generate it?")
        .bash('rg -n "openapi" package.json src | head -4', 'src/openapi.ts:3:import { OpenAPIHono } from "@hono/zod-openapi";')
        .assistant("Generated: routes are declared with @hono/zod-openapi and `/openapi.json` is built from the zod schemas at runtime.")
        .user("right, that stays — the spec is always generated from the zod schemas, never edited by hand")
        .stop(),
    planted: [{ kind: "decision", keys: ["openapi"] }],
  },
  {
    id: "t19-superseded-digest",
    build: (s) =>
      s
        .user("session-start digest: show top 10 memories")
        .file("Edit", "src/core/digest/build.ts")
        .assistant("Digest now includes the top 10 active memories by decay score.")
        .bash("npx vitest run --project node test/node/digest.test.ts", " ✓ (12 tests)")
        .user("hmm 10 is a lot of tokens at session start. make the digest 5, and tasks always included on top of those 5")
        .file("Edit", "src/core/digest/build.ts")
        .stop("Digest shows the top 5 memories plus all open tasks."),
    planted: [{ kind: "decision", keys: ["digest", "5"] }],
  },
  {
    id: "t19-nothing-retro",
    build: (s) =>
      s
        .user("long day. what did we get done today, roughly?")
        .bash("git log --since=midnight --oneline", "a1b2c3d digest: top 5 + tasks\nd4e5f6a openapi: memories routes\n0f9e8d7 relations: skip self-pairs")
        .assistant("Three commits today: digest trimmed to top 5 plus tasks, OpenAPI for the memories routes, and self-pairs skipped in relation discovery.")
        .user("nice, see you tomorrow")
        .stop(),
    planted: [],
  },
  {
    id: "t19-hook-timeout",
    build: (s) =>
      s
        .user("claude code says the amem hook timed out on PostToolUse. investigate")
        .bash("amem doctor", "hook: ok\nservice: reachable (412ms)\nspool: 3,812 pending events\nlast flush: failed (timeout 5000ms)")
        .file("Read", "hook-client/src/flush.ts")
        .assistant(
          "Findings\n\n- the hook itself is fast, but it flushes the spool synchronously when more than 1000 events are pending\n- with 3812 pending and a 412ms round-trip that flush takes longer than Claude Code's 5s hook timeout\n\nConfirmed cause: synchronous flush of a large spool inside the hook.\n\nI'm not sure why the spool grew this large; maybe the laptop was offline for a while, maybe an earlier flush failed silently. Can't tell from here.\n\nNot done: move the flush to a detached background process.",
        )
        .user("laptop was offline on the train, so that's it. background flush: open task, do it next week")
        .stop(),
    planted: [
      { kind: "fact", keys: ["synchronous"] },
      { kind: "task", keys: ["background"] },
    ],
  },
  {
    id: "t19-review-labels",
    build: (s) =>
      s
        .user("review task labels: `urgency:high` from which score band?")
        .assistant("Proposal: confidence < 0.4 → urgency:high, 0.4–0.55 → medium, 0.55–0.7 → low. Lower confidence needs a human sooner.")
        .user(
          "no the other way round — low confidence items are the least urgent, they're probably junk. high urgency is 0.6–0.7 (almost auto-applied). go with that",
        )
        .file("Edit", "src/core/review/labels.ts")
        .bash("npx vitest run --project node test/node/review-labels.test.ts", " ✓ (4 tests)")
        .stop(),
    planted: [{ kind: "decision", keys: ["urgency"] }],
  },
  {
    id: "t19-spool",
    build: (s) =>
      s
        .user("a user sent a spool file that amem can't parse anymore, line 2211 is half a JSON object. how does that happen")
        .bash(
          "sed -n 2210,2212p /tmp/spool-u91.ndjson | cut -c1-80",
          '{"event_id":"01JB...","event_type":"tool_use"\n{"event_id":"01JB...","ev\n{"event_id":"01JC..."',
        )
        .file("Read", "hook-client/src/spool.ts")
        .assistant(
          "Findings\n\nConfirmed: the spool is written with `fs.appendFile` one event per line and no fsync, so a laptop that loses power mid-write leaves a torn line. The torn line at 2211 is followed by a complete one, which fits a crash and restart.\n\nNot confirmed: whether two hooks firing at once can interleave writes. Node's appendFile on Linux uses O_APPEND, so writes under PIPE_BUF should be atomic, but I didn't test macOS.\n\nOptions\n| option | cost |\n|---|---|\n| keep NDJSON, skip torn lines on read | tiny |\n| move the spool to sqlite | new native dep |\n\nNot done:\n- fsync after each batch of appends\n- a reader that skips torn lines and counts them",
        )
        .user("we keep NDJSON for the spool, no sqlite in the hook client. the torn-line reader you can do now; fsync is a follow-up for later")
        .file("Edit", "hook-client/src/spool.ts")
        .bash("npx vitest run --project node hook-client/test/spool.test.ts", " ✓ hook-client/test/spool.test.ts (9 tests)")
        .stop("The reader skips torn lines now (9 tests pass); fsync after appends stays open."),
    planted: [
      { kind: "fact", keys: ["appendfile"] },
      { kind: "decision", keys: ["ndjson"] },
      { kind: "task", keys: ["fsync"] },
    ],
  },
  {
    id: "t19-grip-hash",
    build: (s) =>
      s
        .user("grip ids change every time a segment is re-summarized, which breaks links in old memories. options?")
        .file("Read", "src/core/toc/grips.ts")
        .bash('rg -n "gripId\\s*=" src/core/toc/grips.ts', "31:    const gripId = 'grip_' + ulid();")
        .assistant(
          "The ids are random ULIDs minted at summary time, so a re-run makes new ones.\n\nTwo ways out:\n1. content hash: `hash64(segmentId + eventIdStart + eventIdEnd)`, stable across re-runs\n2. keep ULIDs and store a mapping old→new on every re-summarize\n\n1 is simpler; 2 keeps ids opaque.",
        )
        .user(
          "1. grip ids become a content hash of segment + event span. old grips keep their ULIDs, the backfill is a separate job we write later. and careful: never change hash64 itself, every stored id depends on it",
        )
        .file("Edit", "src/core/toc/grips.ts")
        .bash("npx vitest run --project node test/node/grips.test.ts", " ✓ test/node/grips.test.ts (17 tests)")
        .stop("Grip ids are content hashes now; the backfill of old grips is left open."),
    planted: [
      { kind: "decision", keys: ["content hash"] },
      { kind: "task", keys: ["backfill"] },
      { kind: "instruction", keys: ["hash64"] },
    ],
  },
  {
    id: "t19-retention",
    build: (s) =>
      s
        .user("archived memories from september are still there. the 30 day retention isn't running?")
        .bash(
          "npx wrangler d1 execute amem --remote --command \"select min(archived_at), count(*) from memories where status='archived'\"",
          "min(archived_at) | count(*)\n2026-09-03 | 418",
        )
        .bash('rg -n "retention" wrangler.toml src/index.ts', "src/index.ts:77:  // retention: TODO wire into scheduled()")
        .assistant(
          "Report\n\nConfirmed: the retention job exists (src/jobs/retention.ts) but `scheduled()` never calls it — there's only a TODO comment at src/index.ts:77. 418 archived memories are past their window, the oldest from 3 September.\n\nSpeculation: the job might also be too slow for one cron invocation at this size; I haven't timed it.\n\nNot done:\n- wire the retention job into scheduled()\n- an alert when archived rows older than 30 days exist",
        )
        .user(
          "ok. run it weekly, not daily, sunday 04:00 UTC — it's cheap to batch. wiring it up is a task for tomorrow, the alert too. and from now on end every investigation report with a 'Not done' list like this one, it's useful",
        )
        .stop("Retention will be weekly (Sunday 04:00 UTC); wiring it up and the alert stay open."),
    planted: [
      { kind: "decision", keys: ["weekly"] },
      { kind: "task", keys: ["retention"] },
      { kind: "task", keys: ["alert"] },
      { kind: "instruction", keys: ["not done"] },
    ],
  },
];

/** The set over its sessions, one a day from 2 November 2026. */
export const TUNING19 = plantedSet(TUNING19_SESSIONS, START);
