/**
 * A blind planted set for the offline long-term-memory extractor: written without reading the
 * extractor (src/core/memories/extract.ts) or the other planted sets, from issue 19's
 * description of what should and should not be remembered. Each session is one segment; the
 * items planted in it are listed with it: 43 items (11 decisions, 12 instructions, 11 facts, 9
 * tasks) in 36 sessions, 12 of which plant nothing. Every other message must give nothing: questions,
 * hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted code, tool
 * output, chit-chat, and in-session requests that are done in the same session.
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

export { type BlindItem, type BlindScore, type BlindSession, matchesItem } from "./planted-scoring";

const START = Date.UTC(2026, 9, 5, 8);

export const BLIND_SESSIONS: BlindSession[] = [
  {
    id: "b01-jwt-lib",
    planted: [{ kind: "decision", keys: ["jose"] }],
    build: (s) =>
      s
        .user(
          "ok the jwt thing. I compared both and jsonwebtoken drags in node's crypto which doesn't exist in workers. Let's go with jose instead of jsonwebtoken. Swap it in src/auth please.",
        )
        .file("Edit", "src/auth/verify.ts")
        .bash("pnpm vitest run test/auth", " ✓ test/auth/verify.test.ts (12 tests)\n Test Files  1 passed (1)")
        .assistant(
          "Done: verify.ts now calls `jwtVerify` from the new library, and the 12 auth tests pass. I also noticed the token TTL is hard-coded to 3600 in two places, maybe worth moving to config at some point?",
        )
        .user("nah leave the ttl alone for now")
        .assistant("Okay, leaving it."),
  },
  {
    id: "b02-pnpm",
    planted: [
      { kind: "instruction", keys: ["npm install"] },
      { kind: "instruction", keys: ["watch"] },
    ],
    build: (s) =>
      s
        .user("Before you start: this repo uses pnpm. Never run npm install here, it writes a package-lock.json and CI rejects the PR.")
        .assistant("Understood.")
        .bash("pnpm install", "Lockfile is up to date, resolution step is skipped\nDone in 2.1s")
        .assistant("Dependencies are installed. Which runner should I use for tests? package.json has a jest config and a vitest config.")
        .user("vitest. And don't use the watch mode, ever — it never exits and your shell just hangs. `pnpm vitest run <file>`.")
        .bash("pnpm vitest run test/util.test.ts", " ✓ test/util.test.ts (4 tests)")
        .assistant("4 tests pass."),
  },
  {
    id: "b03-staging-clock",
    planted: [
      { kind: "fact", keys: ["staging", "behind"] },
      { kind: "task", keys: ["ntp"] },
    ],
    build: (s) =>
      s
        .user("the token refresh test fails only against staging. any idea why?")
        .assistant("Could be a timezone difference between the runner and the box? Let me look at the clocks before guessing further.")
        .bash("ssh staging date -u; date -u", "Mon Oct  5 09:14:03 UTC 2026\nMon Oct  5 09:14:50 UTC 2026")
        .assistant(
          "Found it. It's not the timezone: staging's clock runs about 47 seconds behind, so tokens minted by the test runner look like they were issued in the future there. I confirmed it by rerunning with a 60 s leeway and the test passes.",
        )
        .user("great. add the leeway to the verifier. TODO for later: get ops to fix NTP on the staging box, the leeway is a band-aid.")
        .file("Edit", "src/auth/verify.ts")
        .assistant("Added `clockTolerance: 60` to the verifier."),
  },
  {
    id: "b04-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning! how's it going")
        .assistant("Morning! Ready when you are. What are we working on today?")
        .user("just poke around the repo and tell me what's in it, I haven't touched it in a month")
        .bash("ls", "README.md\nsrc\ntest\npackage.json\nwrangler.toml")
        .file("Read", "README.md")
        .assistant(
          "It's a Workers service: `src/` has the Hono routes and a D1 layer, `test/` has vitest suites, and wrangler.toml declares one D1 database and a queue. Nothing looks half-finished at a glance.",
        )
        .user("cool thanks"),
  },
  {
    id: "b05-orm-withdrawn",
    planted: [{ kind: "decision", keys: ["drizzle"] }],
    build: (s) =>
      s
        .user("should we put an ORM on top of D1? I was thinking prisma")
        .assistant(
          "Prisma's edge story needs its Data Proxy or driver adapters, and the generated client is large for a Worker bundle. Drizzle is lighter and speaks D1 natively. Kysely is another option if you only want a query builder.",
        )
        .user("hmm what about kysely then")
        .assistant("Kysely would work, though you'd hand-write the migrations and there's no schema-to-types step.")
        .user("ok forget kysely. decision: we're using drizzle for D1, schema in src/db/schema.ts. no prisma.")
        .file("Write", "src/db/schema.ts")
        .assistant("Set up drizzle with the schema in src/db/schema.ts."),
  },
  {
    id: "b06-agent-summary",
    planted: [
      { kind: "fact", keys: ["rate limiter", "per colo"] },
      { kind: "task", keys: ["durable object"] },
    ],
    build: (s) =>
      s
        .user("why does the rate limit let through way more than 100 req/min when I load test it?")
        .file("Read", "src/middleware/ratelimit.ts")
        .bash("pnpm wrangler tail --format json | head -3", '{"colo":"FRA","count":97}\n{"colo":"AMS","count":88}\n{"colo":"CDG","count":91}')
        .assistant(
          [
            "Summary of what I found:",
            "",
            "- The counter lives in the Cache API, which is local to each data center.",
            "- Root cause (confirmed from the tail above): the rate limiter counts per colo, not globally, so a client spread over FRA, AMS and CDG gets roughly 3x the limit.",
            "- I did not change anything yet.",
            "",
            "Follow-up: move the counter into a Durable Object so the count is global. I've left that for a separate PR since it changes the latency profile.",
          ].join("\n"),
        )
        .user("yep, separate PR. good find"),
  },
  {
    id: "b07-hypotheticals",
    planted: [],
    build: (s) =>
      s
        .user("what if we switched the queue consumer to batch size 100? would that be faster?")
        .assistant(
          "It might be. A larger batch amortizes the D1 round trip, but a single poison message would then retry 99 good ones with it. If we went that way we'd want per-message ack. I'd measure before deciding.",
        )
        .user("yeah let's not touch it today, just wondering")
        .assistant("Sure, nothing changed."),
  },
  {
    id: "b08-conventions-verbose",
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "instruction", keys: ["main"] },
      { kind: "instruction", keys: ["zod"] },
    ],
    build: (s) =>
      s
        .user(
          [
            "A few house rules since you're new to this codebase.",
            "Commit messages follow conventional commits (feat:, fix:, chore:), the changelog generator depends on it.",
            "Never push directly to main; always open a PR, even for a one-line fix.",
            "And we prefer zod for validating request bodies over hand-written checks — there's a helper in src/validation.ts.",
            "Questions?",
          ].join(" "),
        )
        .assistant("No questions, that's clear. Should I squash my commits before opening PRs, or keep them separate?")
        .user("doesn't matter, github squashes on merge")
        .assistant("Okay."),
  },
  {
    id: "b09-quoted-code",
    planted: [],
    build: (s) =>
      s
        .user(
          [
            "this is what the handler looks like right now:",
            "```ts",
            "// TODO: always validate the body here",
            "app.post('/v1/items', async (c) => {",
            "  // we use the raw json, never trust it",
            "  const body = await c.req.json();",
            "  return c.json(await createItem(body));",
            "});",
            "```",
            "can you explain what happens when the body isn't JSON?",
          ].join("\n"),
        )
        .assistant(
          "`c.req.json()` throws a SyntaxError on a malformed body, and since nothing catches it Hono's default handler turns it into a 500. The client gets no useful message.",
        )
        .user("right, that's what I thought. thanks"),
  },
  {
    id: "b10-tool-output",
    planted: [],
    build: (s) =>
      s
        .user("run the linter and tell me how bad it is")
        .bash(
          "pnpm eslint .",
          "src/a.ts\n  3:1  error  Always use const for variables never reassigned  prefer-const\n  9:5  warning  TODO: never use any  @typescript-eslint/no-explicit-any\n\n✖ 2 problems (1 error, 1 warning)",
          1,
        )
        .assistant("Two problems: one prefer-const error in src/a.ts line 3 and one no-explicit-any warning at line 9. Want me to fix both?")
        .user("yes please")
        .file("Edit", "src/a.ts")
        .bash("pnpm eslint .", "")
        .assistant("Both fixed; eslint is clean now."),
  },
  {
    id: "b11-terse-decisions",
    planted: [
      { kind: "decision", keys: ["cursor", "pagination"] },
      { kind: "decision", keys: ["ulid"] },
    ],
    build: (s) =>
      s
        .user("pagination: offset or cursor?")
        .assistant(
          "Cursor. Offsets drift when rows are inserted between pages, and D1 has to scan the skipped rows. An opaque cursor over (created_at, id) is stable.",
        )
        .user("agreed, cursor pagination for every list endpoint. ids: uuid v4 or ulid?")
        .assistant("ULIDs sort by time, which the cursor can reuse; UUID v4 doesn't.")
        .user("ulid then. done deal.")
        .assistant("Noted: cursor-based pagination everywhere, and ULIDs for ids."),
  },
  {
    id: "b12-flaky-unconfirmed",
    planted: [],
    build: (s) =>
      s
        .user("test/worker/queue.test.ts failed once in CI and passed on retry. thoughts?")
        .assistant(
          "I can't reproduce it locally (ran it 20 times). My guess is a race between the consumer and the assertion, possibly the queue's batch timeout, but I haven't confirmed that. It could also be a CI runner hiccup.",
        )
        .bash("for i in $(seq 20); do pnpm vitest run test/worker/queue.test.ts >/dev/null || echo FAIL; done", "")
        .assistant("20 out of 20 passed. Without a failing log I can't say more.")
        .user("ok, let's just keep an eye on it"),
  },
  {
    id: "b13-db-fact-after-code",
    planted: [
      { kind: "fact", keys: ["d1", "100"] },
      { kind: "instruction", keys: ["chunk"] },
    ],
    build: (s) =>
      s
        .user("the bulk insert blows up with 'too many SQL variables' when I import 500 rows")
        .file("Read", "src/db/import.ts")
        .bash("pnpm vitest run test/db/import.test.ts", "Error: D1_ERROR: too many SQL variables at offset 0\n 1 failed", 1)
        .assistant(
          [
            "```ts",
            "await db.insert(items).values(rows); // 500 rows x 6 columns",
            "```",
            "That single statement binds 3000 parameters. Confirmed by reading the D1 limits page and by the failing test: D1 allows at most 100 bound parameters per statement, so the insert has to be split.",
          ].join("\n"),
        )
        .user("ugh. ok from now on always chunk bulk inserts so each statement stays under the limit, put a helper in src/db/")
        .file("Write", "src/db/chunk.ts")
        .bash("pnpm vitest run test/db/import.test.ts", " ✓ test/db/import.test.ts (3 tests)")
        .assistant("Added `chunkedInsert` in src/db/chunk.ts and the import test passes with 500 rows."),
  },
  {
    id: "b14-todos-mixed",
    planted: [
      { kind: "task", keys: ["retry-after"] },
      { kind: "task", keys: ["migration", "rollback"] },
    ],
    build: (s) =>
      s
        .user("ok I need to stop for today. what's left?")
        .assistant(
          [
            "Here's where things stand:",
            "1. The 429 responses still don't send a Retry-After header — that's still to do.",
            "2. The new migration has no rollback script yet; we need to write one before it goes to production.",
            "3. Everything else from this morning is merged.",
          ].join("\n"),
        )
        .user("thanks, we'll pick those up tomorrow")
        .stop(),
  },
  {
    id: "b15-env-facts",
    planted: [
      { kind: "fact", keys: ["node 20"] },
      { kind: "fact", keys: ["port 8787"] },
    ],
    build: (s) =>
      s
        .user("the dev server won't start on my laptop, port in use?")
        .bash("lsof -i :8787", "COMMAND   PID USER\nworkerd 4411 dev")
        .assistant("Yes, an old workerd (pid 4411) is holding the port. Kill it?")
        .user(
          "yep. fyi for the future: wrangler dev always binds port 8787 here because of the proxy config, and the CI image is pinned to node 20, so no node 22 syntax in scripts.",
        )
        .bash("kill 4411 && pnpm dev", "⎔ Starting local server...\nReady on http://localhost:8787")
        .assistant("Killed 4411, the dev server is up again."),
  },
  {
    id: "b16-proposal-rejected",
    planted: [],
    build: (s) =>
      s
        .assistant(
          "Proposal: we could replace the hand-rolled retry loop in src/queue/consume.ts with p-retry. It handles jitter and abort signals. Should I do that?",
        )
        .user("no, I'd rather not add a dependency for 20 lines of code")
        .assistant("Fair enough, I'll keep the loop as it is."),
  },
  {
    id: "b17-reverted-attempt",
    planted: [{ kind: "decision", keys: ["revert", "streaming"] }],
    build: (s) =>
      s
        .user("try streaming the export response instead of building the whole csv in memory")
        .file("Edit", "src/routes/export.ts")
        .bash("pnpm vitest run test/export.test.ts", "FAIL  test/export.test.ts > large export\nError: Response body already used", 1)
        .assistant(
          "Streaming works for small exports but the compression middleware reads the body twice, so large exports fail. Making it work would mean rewriting the middleware.",
        )
        .user("not worth it now. revert the streaming change, we stay with the buffered export.")
        .bash("git checkout src/routes/export.ts", "")
        .assistant("Reverted; the buffered export is back and the tests pass again."),
  },
  {
    id: "b18-preferences-midparagraph",
    planted: [
      { kind: "instruction", keys: ["named exports"] },
      { kind: "instruction", keys: ["early return"] },
    ],
    build: (s) =>
      s
        .user(
          "The refactor looks mostly fine. Two style notes so I don't have to repeat them: I prefer named exports over default exports everywhere in this project, and please use an early return instead of nesting if/else more than two deep. Otherwise ship it.",
        )
        .file("Edit", "src/routes/items.ts")
        .assistant("Switched items.ts to named exports and flattened the nested branches with early returns."),
  },
  {
    id: "b19-debug-session-noise",
    planted: [],
    build: (s) =>
      s
        .user("the /health route returns 503 on my branch")
        .file("Read", "src/routes/health.ts")
        .assistant("It checks the D1 binding called `DB`. Is your wrangler.toml binding maybe named differently locally?")
        .user("oh. I renamed it to DATABASE while testing something. my bad")
        .assistant("That explains it. Rename it back and /health should be fine.")
        .user("yep works now"),
  },
  {
    id: "b20-secrets-decision",
    planted: [
      { kind: "decision", keys: ["secrets store"] },
      { kind: "task", keys: ["rotate"] },
    ],
    build: (s) =>
      s
        .user("where should the stripe key live? it's in .dev.vars right now which feels wrong for prod")
        .assistant(
          "Options: `wrangler secret put` per worker, or the account-level Secrets Store so several workers share it. The Secrets Store is nicer if billing and webhooks both need the key.",
        )
        .user("both need it, so we'll go with the Secrets Store. also the key that was in .dev.vars got pasted in slack last week, we need to rotate it.")
        .assistant(
          "Okay. I'll wire both workers to the Secrets Store binding now; rotating the key has to be done in the Stripe dashboard, so I've noted it as a follow-up for you.",
        )
        .file("Edit", "wrangler.toml"),
  },
  {
    id: "b21-facts-codebase",
    planted: [
      { kind: "fact", keys: ["legacy", "read-only"] },
      { kind: "fact", keys: ["utc"] },
    ],
    build: (s) =>
      s
        .user("can I add a column to the legacy_orders table?")
        .assistant("Let me check how it's used.")
        .bash("rg -n legacy_orders src", "src/db/legacy.ts:4: // legacy_orders is replicated from the old system")
        .assistant(
          "No — the legacy_orders table is read-only for us: it's replicated nightly from the old billing system and any column we add gets dropped by the sync. Also worth knowing: all timestamps in that table are stored in UTC milliseconds, not seconds.",
        )
        .user("good to know, thanks"),
  },
  {
    id: "b22-planning-not-decided",
    planted: [],
    build: (s) =>
      s
        .user("thinking about splitting the worker into two, one for the API and one for the cron jobs. pros/cons?")
        .assistant(
          "Pros: independent deploys, smaller bundles, separate CPU limits. Cons: shared code has to live in a package, two wrangler configs, and the D1 binding has to be declared twice. It's a reasonable move once the cron side grows.",
        )
        .user("let me think about it over the weekend")
        .assistant("Sure."),
  },
  {
    id: "b23-tasks-terse",
    planted: [
      { kind: "task", keys: ["openapi"] },
      { kind: "task", keys: ["e2e", "webhook"] },
    ],
    build: (s) =>
      s
        .user(
          "merged. still open: openapi spec is out of date for /v1/items, and we have no e2e test for the stripe webhook yet. both on the list for next week",
        )
        .assistant("Got it, both noted.")
        .stop(),
  },
  {
    id: "b24-instruction-from-agent-recap",
    planted: [
      { kind: "instruction", keys: ["snapshot"] },
      { kind: "fact", keys: ["miniflare", "cron"] },
    ],
    build: (s) =>
      s
        .user("why did you regenerate the snapshots?")
        .assistant("Sorry, I shouldn't have. I've reverted them. Going forward I won't update snapshot files unless you explicitly ask for it.")
        .bash("git checkout test/__snapshots__", "")
        .user(
          "right, never update snapshots without asking. also the reason the scheduled test is skipped: miniflare doesn't fire cron triggers by itself, you have to call the scheduled handler manually. that's been verified, it's not a bug in our code.",
        )
        .assistant("Understood on both."),
  },
  {
    id: "b25-review-chatter",
    planted: [],
    build: (s) =>
      s
        .user("can you review my PR #214? mostly renames")
        .bash("gh pr diff 214 | head -5", "-export function getItem(\n+export function readItem(")
        .assistant(
          "Looked through it. The renames are consistent; I only saw one leftover `getItem` in a comment in src/routes/items.ts. Looks good to me otherwise.",
        )
        .user("fixed the comment, thanks!")
        .assistant("👍"),
  },
  {
    id: "b26-decision-after-benchmark",
    planted: [{ kind: "decision", keys: ["fts5"] }],
    build: (s) =>
      s
        .user("search: LIKE queries or FTS5?")
        .bash("node bench/search.mjs", "like: 412 ms p50\nfts5: 9 ms p50")
        .assistant("On 50k rows FTS5 answers in 9 ms against 412 ms for LIKE at the median.")
        .user("that settles it, we're going with FTS5 for search. drop the LIKE code path.")
        .file("Edit", "src/db/search.ts")
        .assistant("Removed the LIKE path; search now goes through the FTS5 table."),
  },
  {
    id: "b27-maybe-later",
    planted: [],
    build: (s) =>
      s
        .user("it'd be nice to have dark mode on the admin page someday but honestly not important")
        .assistant("Makes sense. The admin page is plain server-rendered HTML, so it'd mostly be a CSS change if you ever want it.")
        .user("yeah. anyway, can you bump the version to 1.4.2?")
        .file("Edit", "package.json")
        .assistant("Bumped to 1.4.2."),
  },
  {
    id: "b28-instruction-env",
    planted: [
      { kind: "instruction", keys: ["--remote"] },
      { kind: "decision", keys: ["eu"] },
    ],
    build: (s) =>
      s
        .user(
          "one important thing: never run `wrangler d1 execute` with --remote unless I say so, that's the production database. And since we agreed with legal yesterday, the D1 database stays in the EU jurisdiction — we picked EU over the default location.",
        )
        .assistant("Understood. I'll only use the local database.")
        .bash("pnpm wrangler d1 execute app --local --command 'select count(*) from items'", "count(*)\n1204")
        .assistant("Local items table has 1204 rows."),
  },
  {
    id: "b29-fact-root-cause-verbose",
    planted: [{ kind: "fact", keys: ["cache", "vary"] }],
    build: (s) =>
      s
        .user("users are seeing each other's dashboards sometimes?!")
        .assistant("That's serious. Let me look at the caching layer first.")
        .file("Read", "src/middleware/cache.ts")
        .bash("curl -sI https://staging.example.dev/dashboard -H 'Cookie: s=a'", "HTTP/2 200\ncache-control: public, max-age=60\ncf-cache-status: HIT")
        .assistant(
          "I've confirmed the root cause: the cache middleware caches /dashboard publicly and doesn't set `Vary: Cookie`, so the edge cache serves one user's page to the next. The HIT above with a different cookie proves it. I've changed it to `private, no-store` for authenticated routes.",
        )
        .file("Edit", "src/middleware/cache.ts")
        .user("jesus. ok good. deploy it"),
  },
  {
    id: "b30-decisions-in-list",
    planted: [
      { kind: "decision", keys: ["hono"] },
      { kind: "decision", keys: ["biome"] },
    ],
    build: (s) =>
      s
        .user(
          [
            "Notes from the kickoff, so you have them:",
            "- Framework: we settled on Hono, itty-router was too minimal for what we need.",
            "- Lint/format: we chose Biome over eslint+prettier, one tool, faster.",
            "- Hosting of docs: still undecided, maybe Pages, maybe not.",
            "Set up the skeleton with that.",
          ].join("\n"),
        )
        .bash("pnpm create hono@latest . --template cloudflare-workers", "✔ Created project")
        .assistant("Skeleton is set up with Hono and a biome.json at the root."),
  },
  {
    id: "b31-task-in-passing",
    planted: [
      { kind: "task", keys: ["deprecat", "v0"] },
      { kind: "fact", keys: ["v0", "mobile"] },
    ],
    build: (s) =>
      s
        .user("can you check who still calls the v0 endpoints?")
        .bash("rg -c '/v0/' logs/sample.jsonl", "3812")
        .assistant(
          "In the sampled logs, all 3812 calls to /v0 come from the iOS app's user agent; the only client still calling the v0 API is the old mobile app. The web client moved to v1 a while ago.",
        )
        .user("ok. follow-up for us: add a Deprecation header to every v0 response before the mobile release in november.")
        .assistant("I'll leave that for when we do the mobile release work."),
  },
  {
    id: "b32-instructions-agent-style",
    planted: [
      { kind: "instruction", keys: ["british"] },
      { kind: "instruction", keys: ["lockfile"] },
    ],
    build: (s) =>
      s
        .user("you spelled 'color' in the docs. we write docs in British English, always.")
        .file("Edit", "docs/theming.md")
        .assistant("Fixed: 'colour' throughout docs/theming.md.")
        .user("also don't touch the lockfile in feature PRs, Renovate owns it")
        .assistant("Okay, I've dropped the lockfile changes from this branch.")
        .bash("git checkout main -- pnpm-lock.yaml", ""),
  },
  {
    id: "b33-question-heavy",
    planted: [],
    build: (s) =>
      s
        .user("do we always need to await the D1 batch? or can we fire and forget in waitUntil?")
        .assistant(
          "You can hand it to `ctx.waitUntil`, but then the response doesn't tell the client whether the write happened. For anything the client relies on, await it. For analytics-style writes, waitUntil is fine.",
        )
        .user("and is there a limit on how long waitUntil can run?")
        .assistant(
          "It's bound by the invocation's limits — 30 s of wall time after the response on the standard plan, as far as I know; I'd check the current docs before relying on it.",
        )
        .user("ok makes sense"),
  },
  {
    id: "b34-facts-terse",
    planted: [
      { kind: "fact", keys: ["fixtures", "seed"] },
      { kind: "task", keys: ["flaky", "retries"] },
    ],
    build: (s) =>
      s
        .user("heads up: the test fixtures are generated from scripts/seed.ts on every test run, so hand edits to the json get overwritten")
        .assistant("Thanks, I'll regenerate them with the script instead.")
        .bash("pnpm tsx scripts/seed.ts", "wrote 14 fixture files")
        .user("and we still need to remove the `retries: 3` from vitest.config — it hides the flaky tests. not now though, after the release")
        .assistant("Noted for after the release."),
  },
  {
    id: "b35-small-talk-with-keywords",
    planted: [],
    build: (s) =>
      s
        .user("lol the CI is slow today, always on fridays")
        .assistant("Ha, seems so. The queue shows 14 jobs ahead of ours.")
        .bash("gh run list --limit 3", "in_progress  CI  main  2m\nqueued  CI  h-x  1m\ncompleted  CI  h-y  9m")
        .user("whatever, I'll grab a coffee")
        .assistant("Enjoy. I'll tell you when it's green.")
        .user("it's green")
        .assistant("Great, nothing failed."),
  },
  {
    id: "b36-decision-supersede",
    planted: [{ kind: "decision", keys: ["r2"] }],
    build: (s) =>
      s
        .user(
          "change of plan on attachments: we said KV last week, but the 25 MB value limit kills it for PDFs. Attachments go to R2 from now on, KV is only for the small metadata.",
        )
        .assistant("Okay — I'll move the upload path to R2 and keep the metadata in KV.")
        .file("Edit", "src/routes/attachments.ts")
        .bash("pnpm vitest run test/attachments.test.ts", " ✓ test/attachments.test.ts (7 tests)")
        .assistant("Uploads now go to the ATTACHMENTS R2 bucket; 7 tests pass."),
  },
];

/** The blind set: events, segments and scoring of BLIND_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND = plantedSet(BLIND_SESSIONS, START);
