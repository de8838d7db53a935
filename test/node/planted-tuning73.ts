/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: sessions in which the user corrects the assistant repeatedly ("no, I said…", "not that
 * file", "wrong, it's…"); the corrected statement is the planted item, the assistant's mistaken
 * version is not. The assistant speaks in Codex's voice: short plans, "I'll…", terse summaries of
 * what changed. Each session is one segment; the items planted in it are listed with it. Every
 * other message must give nothing: questions, guesses the user knocks down, proposals not taken,
 * withdrawn ideas, quoted code and tool output (with "always", "never", "TODO" in them), chit-chat,
 * and requests done in the same session. Superseded decisions plant only the later one.
 *
 * Matching rule (the one in test/node/planted-blind.ts's header):
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

export const TUNING73_SESSIONS: BlindSession[] = [
  {
    id: "t73-01-wrong-config",
    build: (s) =>
      s
        .user("bump the request timeout in the worker config")
        .assistant("I'll update `timeout` in `tsconfig.json`.")
        .user("no, not that file. wrangler.toml. tsconfig has nothing to do with runtime")
        .bash("grep -n timeout wrangler.toml", '14:REQUEST_TIMEOUT_MS = "10000"')
        .assistant("Found it at line 14 of `wrangler.toml`. Raising it to 20000.")
        .user("wrong, it's 15000 we agreed on, not 20000. keep REQUEST_TIMEOUT_MS at 15000 from now on")
        .file("Edit", "wrangler.toml")
        .assistant('Set `REQUEST_TIMEOUT_MS = "15000"` in `wrangler.toml`.')
        .stop(),
    planted: [{ kind: "decision", keys: ["15000"] }],
  },
  {
    id: "t73-02-test-runner",
    build: (s) =>
      s
        .user("run the tests for the parser")
        .assistant("Running `npx jest parser`.")
        .bash("npx jest parser", "sh: jest: command not found", 127)
        .user("no, I said vitest. this repo runs tests with `npx vitest run --project node`, always, don't reach for jest")
        .bash("npx vitest run --project node test/node/parser.test.ts", " ✓ test/node/parser.test.ts (14 tests) 212ms")
        .assistant("14 passed.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["vitest"] }],
  },
  {
    id: "t73-03-db-owner",
    build: (s) =>
      s
        .user("who do I ping about the d1 migration that failed on staging")
        .assistant("Based on git blame, `migrations/0009` was written by Priya, so probably her.")
        .bash("git log --format='%an' -1 migrations/0009_tags.sql", "Priya Raman")
        .user("not priya, she just moved the file. wrong, it's Tomasz who owns the staging database, he's the one to ping")
        .assistant("Noted: Tomasz owns the staging database.")
        .user("also the migration is still broken. leave it, fix the 0009 migration tomorrow once tomasz has the dump")
        .assistant("Leaving `0009` as is for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomasz", "staging"] },
      { kind: "task", keys: ["0009", "migration"] },
    ],
  },
  {
    id: "t73-04-chitchat",
    build: (s) =>
      s
        .user("morning. slow day, coffee machine is broken again")
        .assistant("Morning. Want me to look at anything specific?")
        .user("just show me the git status")
        .bash("git status --short", " M src/index.ts\n?? notes.txt")
        .assistant("One modified file (`src/index.ts`) and an untracked `notes.txt`.")
        .user("cool thanks, that's all for now")
        .stop(),
    planted: [],
  },
  {
    id: "t73-05-branch-name",
    build: (s) =>
      s
        .user("make a branch for the rate limit work")
        .assistant("Creating `feature/rate-limit`.")
        .bash("git switch -c feature/rate-limit", "Switched to a new branch 'feature/rate-limit'")
        .user("no no. branches here are named `<ticket>-<slug>`, like `AME-212-rate-limit`. please stick to that every time")
        .bash("git branch -m AME-212-rate-limit", "")
        .assistant("Renamed to `AME-212-rate-limit`.")
        .user("and don't push it yet, I'll open the PR myself")
        .assistant("Won't push.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["branches", "ticket"] }],
  },
  {
    id: "t73-06-logger",
    build: (s) =>
      s
        .user("add logging to the queue consumer")
        .assistant("I'll add `winston` and wire a logger in `src/queue/consumer.ts`.")
        .user("wrong, we don't add winston to a worker. we decided on plain console.log with the json helper in src/core/log.ts, that's final")
        .file("Read", "src/core/log.ts")
        .file("Edit", "src/queue/consumer.ts")
        .assistant("Used `logJson` from `src/core/log.ts` in the consumer; no new dependency.")
        .stop(),
    planted: [{ kind: "decision", keys: ["console.log", "json"] }],
  },
  {
    id: "t73-07-port",
    build: (s) =>
      s
        .user("why can't I reach the dev server")
        .assistant("Wrangler dev usually listens on 8080, try `curl localhost:8080`.")
        .bash("curl -s localhost:8080/health", "curl: (7) Failed to connect to localhost port 8080", 7)
        .user("not 8080. wrangler dev on this project listens on port 8787, it's in the dev script")
        .bash("curl -s localhost:8787/health", '{"ok":true}')
        .assistant("Health check returns ok on 8787.")
        .stop(),
    planted: [{ kind: "fact", keys: ["8787"] }],
  },
  {
    id: "t73-08-hypothesis",
    build: (s) =>
      s
        .user("the cron run took 40s yesterday, maybe it's the index on events?")
        .assistant("Could be. Let me look at the query plan.")
        .bash(
          "wrangler d1 execute app --local --command 'EXPLAIN QUERY PLAN SELECT * FROM events WHERE user_id=1'",
          "SEARCH events USING INDEX idx_events_user (user_id=?)",
        )
        .assistant("It does use `idx_events_user`, so the index is probably not it. Might be the cold start.")
        .user("hm maybe. or maybe not. let's not chase it today")
        .stop(),
    planted: [],
  },
  {
    id: "t73-09-package-manager",
    build: (s) =>
      s
        .user("install zod")
        .assistant("Running `yarn add zod`.")
        .user("no, I said npm. we use npm only here, never yarn or pnpm, there's a package-lock.json for a reason")
        .bash("npm install zod", "added 1 package, and audited 312 packages in 3s")
        .assistant("Installed `zod` with npm.")
        .user("wait, actually zod is already in package.json?")
        .bash("grep zod package.json", '    "zod": "^3.23.8",')
        .assistant("Yes, it was already a dependency at ^3.23.8; the install was a no-op.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["npm", "yarn"] }],
  },
  {
    id: "t73-10-superseded-cache",
    build: (s) =>
      s
        .user("for the digest endpoint, let's cache responses in KV for 5 minutes")
        .assistant("I'll add a KV binding `DIGEST_CACHE` with a 300s TTL.")
        .file("Edit", "src/routes/digest.ts")
        .user(
          "actually scrap KV. wrong tool, it's eventually consistent and users will see stale digests. decision: the digest cache lives in the Durable Object's memory instead",
        )
        .file("Edit", "src/routes/digest.ts")
        .assistant("Moved the cache into the Durable Object's in-memory map; removed the KV binding.")
        .stop(),
    planted: [{ kind: "decision", keys: ["digest", "durable object"] }],
  },
  {
    id: "t73-11-todo-output",
    build: (s) =>
      s
        .user("grep the TODOs in src/db")
        .bash("grep -rn TODO src/db", "src/db/events.ts:88: // TODO: always batch these inserts\nsrc/db/nodes.ts:12: // TODO never called?")
        .assistant("Two TODOs: one about batching inserts in `events.ts`, one in `nodes.ts` asking whether a function is called.")
        .user("ok. those are old, ignore them")
        .assistant("Ignoring them.")
        .stop(),
    planted: [],
  },
  {
    id: "t73-12-region",
    build: (s) =>
      s
        .user("the prod D1 is in which region again? need it for the latency doc")
        .assistant("Cloudflare defaults to WNAM, so likely western North America.")
        .user("no. wrong, it's in weur. we created the prod database in eu on purpose, for the gdpr customers")
        .bash("wrangler d1 info app-prod", "region: WEUR\nsize: 412 MB")
        .assistant("Confirmed: `app-prod` is in WEUR, 412 MB.")
        .user("add the region to docs/operations.md later, no rush")
        .assistant("OK, leaving docs untouched for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["weur"] },
      { kind: "task", keys: ["region", "operations.md"] },
    ],
  },
  {
    id: "t73-13-commit-style",
    build: (s) =>
      s
        .user("commit this")
        .bash("git commit -am 'fix stuff'", "[main 3f9a1c2] fix stuff\n 2 files changed, 11 insertions(+)")
        .user(
          "no, not on main and not with that message. we never commit straight to main, and messages say what changed and how it was tested. amend it onto a branch",
        )
        .bash(
          "git reset --soft HEAD~1 && git switch -c AME-230-retry && git commit -m 'queue: retry on 429 with backoff; tested: queue.test.ts'",
          "[AME-230-retry 8d01e44] queue: retry on 429 with backoff; tested: queue.test.ts",
        )
        .assistant("Moved the commit to `AME-230-retry` with a descriptive message.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["commit", "main"] }],
  },
  {
    id: "t73-14-auth-lib",
    build: (s) =>
      s
        .user("verify the JWT in the middleware")
        .assistant("I'll pull in `jsonwebtoken` and call `jwt.verify`.")
        .user("no, jsonwebtoken doesn't run on workers. we went with jose for tokens, months ago")
        .file("Edit", "src/middleware/auth.ts")
        .assistant("Switched to `jose`'s `jwtVerify` with the JWKS from env.")
        .user("the jwks url, is it cached?")
        .assistant("Yes, `createRemoteJWKSet` caches keys in memory between requests.")
        .stop(),
    planted: [{ kind: "decision", keys: ["jose"] }],
  },
  {
    id: "t73-15-empty-review",
    build: (s) =>
      s
        .user("can you explain what this regex does: /^(?:[a-z0-9-]+\\.)+[a-z]{2,}$/")
        .assistant(
          "It matches a hostname: one or more labels of lowercase letters, digits or hyphens, each followed by a dot, then a TLD of two or more letters.",
        )
        .user("would it accept uppercase?")
        .assistant("No, only lowercase, unless you add the `i` flag.")
        .user("ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "t73-16-env-file",
    build: (s) =>
      s
        .user("where do the local secrets go")
        .assistant("I'd put them in `.env` at the root.")
        .bash("ls -a", ".  ..  .dev.vars.example  .git  package.json  src  wrangler.toml")
        .user("not .env. local secrets live in .dev.vars, wrangler reads that one. and don't ever print its contents in the chat")
        .assistant("Understood, `.dev.vars`; I won't echo it.")
        .stop(),
    planted: [
      { kind: "fact", keys: [".dev.vars"] },
      { kind: "instruction", keys: ["print", "contents"] },
    ],
  },
  {
    id: "t73-17-flaky",
    build: (s) =>
      s
        .user("search.test.ts failed in CI")
        .bash("npx vitest run --project workers test/worker/search.test.ts", " ✓ test/worker/search.test.ts (22 tests) 3.1s")
        .assistant("Passes locally. Probably a timeout in CI, I'll raise the test timeout.")
        .user(
          "no, don't paper over it. it's not a timeout, the failure was an ordering assumption in the ranking assertion. someone should rewrite that assertion to sort first, put it on the list, not today",
        )
        .assistant("Leaving it; noted as follow-up.")
        .stop(),
    planted: [{ kind: "task", keys: ["assertion", "sort"] }],
  },
  {
    id: "t73-18-rejected-proposal",
    build: (s) =>
      s
        .user("thinking of moving the hook client to bun. thoughts?")
        .assistant("Bun would start faster, but the hook client targets node 20+ on user machines; bun isn't installed everywhere.")
        .bash("node --version", "v20.11.1")
        .user("yeah fair, forget it, not doing that")
        .assistant("OK.")
        .stop(),
    planted: [],
  },
  {
    id: "t73-19-api-prefix",
    build: (s) =>
      s
        .user("add a route for exporting memories")
        .assistant("Adding `GET /api/memories/export`.")
        .file("Edit", "src/routes/memories.ts")
        .user("wrong prefix. every route is under /v1, not /api. GET /v1/memories/export")
        .file("Edit", "src/routes/memories.ts")
        .assistant("Moved it to `GET /v1/memories/export`.")
        .user("and write the openapi entry for it next week, when the shape settles")
        .assistant("Skipping the OpenAPI entry for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["/v1"] },
      { kind: "task", keys: ["openapi"] },
    ],
  },
  {
    id: "t73-20-indent",
    build: (s) =>
      s
        .user("format the new file")
        .bash("npx prettier --write src/core/decay.ts", "src/core/decay.ts 41ms")
        .user(
          "no, we don't use prettier. biome formats everything here, `npm run format`. and I said two-space indent, prettier picked four because of your config guess",
        )
        .bash("npm run format", "Formatted 1 file in 8ms. Fixed 1 file.")
        .assistant("Reformatted with biome via `npm run format`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["biome", "format"] }],
  },
  {
    id: "t73-21-owner-docs",
    build: (s) =>
      s
        .user("who signs off on api changes?")
        .assistant("I'd guess whoever last touched `docs/api.md`.")
        .bash("git log --format='%an' -3 docs/api.md", "Lena Ortiz\nLena Ortiz\nSam Chu")
        .user("nope, lena only fixes typos. wrong, it's Sam who reviews every api change, always loop in sam")
        .assistant("Got it.")
        .stop(),
    planted: [{ kind: "fact", keys: ["sam", "api"] }],
  },
  {
    id: "t73-22-empty-quoted-code",
    build: (s) =>
      s
        .user("what does this do?\n```ts\n// never retry on 4xx, always on 5xx\nif (res.status >= 500) return retry();\n```")
        .assistant("It retries only on server errors (5xx); 4xx responses fall through without a retry, as the comment says.")
        .user("and 429?")
        .assistant("429 is a 4xx, so this snippet would not retry it.")
        .user("right, ok")
        .stop(),
    planted: [],
  },
  {
    id: "t73-23-retry-policy",
    build: (s) =>
      s
        .user("the ingest client should retry on 429 too")
        .assistant("I'll retry 429 up to 10 times with fixed 1s sleeps.")
        .user("no, not fixed sleeps. exponential backoff with jitter, max 5 attempts, honour Retry-After. that's the policy we settled on for every client")
        .file("Edit", "hook-client/src/send.ts")
        .bash("npx vitest run --project node hook-client/test/send.test.ts", " ✓ hook-client/test/send.test.ts (9 tests) 301ms")
        .assistant("Implemented backoff with jitter, 5 attempts, honouring `Retry-After`; 9 tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["backoff", "jitter"] }],
  },
  {
    id: "t73-24-cron-time",
    build: (s) =>
      s
        .user("when does the rollup cron fire")
        .assistant("The trigger in wrangler.toml is `0 * * * *`, so hourly.")
        .bash("grep -A2 triggers wrangler.toml", '[triggers]\ncrons = ["*/15 * * * *"]')
        .user("see, wrong. it's every 15 minutes, I changed it last month")
        .assistant("Right, the rollup cron runs every 15 minutes (`*/15 * * * *`).")
        .stop(),
    planted: [{ kind: "fact", keys: ["cron", "15 minutes"] }],
  },
  {
    id: "t73-25-empty-done-request",
    build: (s) =>
      s
        .user("rename `getUsr` to `getUser` everywhere")
        .bash("grep -rln getUsr src | xargs sed -i 's/getUsr/getUser/g'", "")
        .bash("npm run typecheck", "> tsc -p tsconfig.json\n")
        .assistant("Renamed in 4 files; typecheck is clean.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "t73-26-migration-numbering",
    build: (s) =>
      s
        .user("add a migration for the use_count column")
        .assistant("Creating `migrations/0011_use_count.sql`.")
        .bash("ls migrations | tail -2", "0011_memories.sql\n0012_relations.sql")
        .user("no, 0011 is taken, look. migration numbers: the rule is next free number checked against main right before merging. so 0013")
        .file("Write", "migrations/0013_use_count.sql")
        .assistant("Wrote `migrations/0013_use_count.sql`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["migration", "number"] }],
  },
  {
    id: "t73-27-dates",
    build: (s) =>
      s
        .user("store the last_used_at as an ISO string")
        .assistant("OK, TEXT column with ISO 8601.")
        .user("wait no, sorry, I misspoke. wrong, it's integer millis like every other timestamp in the schema. we keep all timestamps as epoch ms")
        .file("Edit", "migrations/0013_use_count.sql")
        .assistant("Made `last_used_at` an INTEGER (epoch ms).")
        .stop(),
    planted: [{ kind: "decision", keys: ["timestamps", "epoch ms"] }],
  },
  {
    id: "t73-28-empty-withdrawn",
    build: (s) =>
      s
        .user("maybe we should split the worker into two, one for ingest one for reads")
        .assistant("That would isolate ingest load, at the cost of a second deploy and shared bindings.")
        .user("hmm. actually no, forget I said that, too early")
        .assistant("Dropping it.")
        .bash("wrangler deployments list | head -3", "Created: 2026-11-20T10:12:03Z  Author: ci@app  Source: Upload")
        .stop(),
    planted: [],
  },
  {
    id: "t73-29-tests-location",
    build: (s) =>
      s
        .user("write a test for the decay function")
        .assistant("Adding `test/worker/decay.test.ts`.")
        .user(
          "not there. pure logic tests go in test/node, workerd tests are only for things that touch D1/DO/queues. decay is pure, so test/node/decay.test.ts",
        )
        .file("Write", "test/node/decay.test.ts")
        .bash("npx vitest run --project node test/node/decay.test.ts", " ✓ test/node/decay.test.ts (12 tests) 18ms")
        .assistant("12 table cases pass in `test/node/decay.test.ts`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["test/node", "pure"] }],
  },
  {
    id: "t73-30-queue-name",
    build: (s) =>
      s
        .user("send the job to the queue")
        .assistant("Publishing to `jobs-queue`.")
        .bash("grep -n queue wrangler.toml", '31:queue = "amem-jobs"\n32:binding = "JOBS"')
        .user("no, look, it's amem-jobs, bound as JOBS. there is no jobs-queue")
        .assistant("Using `env.JOBS` (queue `amem-jobs`).")
        .user("also we still need a dead letter queue for it, nobody set one up. add that to the backlog")
        .assistant("Noted, not adding it now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["amem-jobs"] },
      { kind: "task", keys: ["dead letter"] },
    ],
  },
  {
    id: "t73-31-empty-question-only",
    build: (s) =>
      s
        .user("is there a way to see which durable objects are alive right now?")
        .assistant("Not directly; Cloudflare doesn't list live instances. You can log from the constructor, or count in analytics.")
        .user("ok and does the dashboard show DO storage size?")
        .assistant("Yes, per namespace, under Durable Objects > Metrics.")
        .bash("wrangler --version", "3.91.0")
        .stop(),
    planted: [],
  },
  {
    id: "t73-32-error-shape",
    build: (s) =>
      s
        .user("return a 404 when the memory isn't there")
        .assistant('Returning `c.text("not found", 404)`.')
        .user("no, I said use the error model. every error goes through errors.ts, `{ error: { code, message } }`, no bare text responses ever")
        .file("Read", "src/core/errors.ts")
        .file("Edit", "src/routes/memories.ts")
        .assistant("Now throws `notFound('memory')`, giving the standard error body.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["errors.ts"] }],
  },
  {
    id: "t73-33-threshold",
    build: (s) =>
      s
        .user("what's the promote threshold we use")
        .assistant("0.75, I believe.")
        .user("wrong, it's 0.65. 0.75 is the cluster merge cohesion. don't mix them up")
        .bash("grep -rn PROMOTE_THRESHOLD src/core", "src/core/decay.ts:9:export const PROMOTE_THRESHOLD = 0.65;")
        .assistant("Right: promote threshold 0.65; 0.75 is merge cohesion.")
        .stop(),
    planted: [{ kind: "fact", keys: ["promote", "0.65"] }],
  },
  {
    id: "t73-34-deploy",
    build: (s) =>
      s
        .user("deploy it")
        .assistant("Running `wrangler deploy`.")
        .bash("wrangler deploy --dry-run", "Total Upload: 412.33 KiB / gzip: 88.10 KiB\n--dry-run: exiting now.")
        .user("stop. not from a laptop. production deploys only go through the github action on tag, never wrangler deploy by hand")
        .assistant("Didn't deploy (that was a dry run). I'll leave deploys to the tag workflow.")
        .user("tag v0.9.3 when the changelog is written, I'll do the changelog monday")
        .assistant("OK.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["deploy", "github action"] },
      { kind: "task", keys: ["changelog"] },
    ],
  },
  {
    id: "t73-35-empty-log-output",
    build: (s) =>
      s
        .user("tail the worker logs")
        .bash(
          "wrangler tail --format pretty | head -4",
          "GET /v1/search 200 (12ms)\n  (log) cache miss, always recompute\n  (warn) never-seen user, creating row\nGET /v1/nodes 200 (8ms)",
        )
        .assistant("Two requests, both 200. One cache miss and a new user row, nothing unusual.")
        .user("ok looks healthy")
        .assistant("Yes.")
        .stop(),
    planted: [],
  },
  {
    id: "t73-36-superseded-schema",
    build: (s) =>
      s
        .user("for relations, let's put them in a json column on memories")
        .assistant("Adding `relations TEXT` (JSON) to `memories`.")
        .file("Edit", "migrations/0013_use_count.sql")
        .user(
          "hmm no. changed my mind: relations get their own table, memory_relations(from_id, to_id, kind). json columns can't be indexed for the reverse lookup",
        )
        .file("Edit", "migrations/0013_use_count.sql")
        .assistant("Replaced the JSON column with a `memory_relations` table, indexed on `to_id`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["memory_relations"] }],
  },
  {
    id: "t73-37-typo-user",
    build: (s) =>
      s
        .user("teh search endpoint should limt to 50")
        .assistant("Setting the default `limit` to 50 and the max to 500.")
        .file("Edit", "src/routes/search.ts")
        .user("no, i said limt 50 as the MAX, not default. default stays 20, max 50, we decided that for the d1 row budget")
        .file("Edit", "src/routes/search.ts")
        .assistant("Default 20, max 50.")
        .stop(),
    planted: [{ kind: "decision", keys: ["max", "50"] }],
  },
  {
    id: "t73-38-node-version",
    build: (s) =>
      s
        .user("the typecheck fails on `Array.prototype.toSorted`")
        .bash("node --version", "v20.11.1")
        .assistant("System node is 20; `toSorted` typings come with the ES2023 lib. I'll add it to tsconfig.")
        .user("no, not the tsconfig. the scripts run node 22 through npx, system node 20 is just the box. run it via npm run typecheck")
        .bash("npm run typecheck", "> tsc -p tsconfig.json && tsc -p tsconfig.node.json\n")
        .assistant("Clean through `npm run typecheck`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["node 22"] }],
  },
  {
    id: "t73-39-empty-thanks",
    build: (s) =>
      s
        .user("hey, are you there")
        .assistant("Yes. What do you need?")
        .user("nvm, figured it out myself lol")
        .assistant("Good.")
        .bash("git log --oneline -1", "a41c0de search: cap limit at 50")
        .stop(),
    planted: [],
  },
  {
    id: "t73-40-hook-deps",
    build: (s) =>
      s
        .user("the hook client needs to parse yaml config")
        .assistant("I'll add `js-yaml` to hook-client/package.json.")
        .user("no deps in the hook client, I told you last time. it stays dependency-free, it runs on every prompt. config is json, not yaml")
        .file("Edit", "hook-client/src/config.ts")
        .assistant("Reading JSON config with `JSON.parse`; no dependency added.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["hook client", "dependency"] },
      { kind: "decision", keys: ["config", "json"] },
    ],
  },
  {
    id: "t73-41-benchmark",
    build: (s) =>
      s
        .user("run the consolidate bench")
        .bash("npm run bench -- consolidate", "consolidate: 3.4x rollup floor (load 1.9)\nprecision 0.82 recall 0.77")
        .assistant("3.4x the rollup floor; extraction precision 0.82, recall 0.77.")
        .user("record it")
        .assistant("You want it in `bench/BENCHMARKS.md`?")
        .user("wrong file, it's bench/RESULTS.md, with the date, the command and the load. every bench figure goes there")
        .file("Edit", "bench/RESULTS.md")
        .assistant("Added to `bench/RESULTS.md`.")
        .user("recall 0.77 is below target. somebody has to get recall over 0.8, leave it open for now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["results.md"] },
      { kind: "task", keys: ["recall"] },
    ],
  },
  {
    id: "t73-42-empty-design-chat",
    build: (s) =>
      s
        .user("would a bloom filter help the dedup in ingest?")
        .assistant("It could cut D1 lookups for new ids, with false positives falling back to the unique index. Worth measuring before deciding.")
        .user("maybe. what would the memory cost be for 1M ids at 1%?")
        .assistant("About 1.2 MB with 7 hash functions.")
        .bash("node -e 'console.log(Math.ceil(-1e6*Math.log(0.01)/Math.LN2**2/8/1024))'", "1171")
        .stop(),
    planted: [],
  },
  {
    id: "t73-43-isolation",
    build: (s) =>
      s
        .user("test the new route")
        .assistant("Added a happy-path test for `PATCH /v1/memories/:id`.")
        .file("Write", "test/worker/memories-patch.test.ts")
        .user("not enough. every new route gets a cross-user isolation test, user B must get a 404 on user A's memory. always")
        .file("Edit", "test/worker/memories-patch.test.ts")
        .bash("npx vitest run --project workers test/worker/memories-patch.test.ts", " ✓ test/worker/memories-patch.test.ts (4 tests) 1.8s")
        .assistant("Added the isolation case; 4 pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["isolation"] }],
  },
  {
    id: "t73-44-half-life",
    build: (s) =>
      s
        .user("set the decay half-life")
        .assistant("Using 7 days, like the design's example.")
        .user("no, 14 days. the design example was for node reads; for memories we settled on 14")
        .assistant("Hold on, I see `HALF_LIFE_DAYS = 30` in `.dev.vars.example`.")
        .bash("grep HALF_LIFE .dev.vars.example", "DECAY_HALF_LIFE_DAYS=30")
        .user("that example file is stale. 14 is the half-life. update the example file too while you're there")
        .file("Edit", ".dev.vars.example")
        .assistant("Half-life 14 days in code and in `.dev.vars.example`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["half-life", "14"] }],
  },
  {
    id: "t73-45-empty-explain-output",
    build: (s) =>
      s
        .user("why did lint fail")
        .bash(
          "npm run lint",
          "src/core/decay.ts:4:7 lint/style/useConst  This let declares a variable that is only assigned once.\n  ! TODO: always prefer const",
          1,
        )
        .assistant("One `let` should be `const` in `src/core/decay.ts:4`. Fixing.")
        .file("Edit", "src/core/decay.ts")
        .assistant("Fixed; lint passes now.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "t73-46-staging-url",
    build: (s) =>
      s
        .user("hit staging with the new header")
        .bash("curl -sI https://staging.amem.dev/v1/health", "curl: (6) Could not resolve host: staging.amem.dev", 6)
        .user("wrong host. staging is amem-staging.workers.dev, there's no staging subdomain on amem.dev")
        .bash("curl -sI https://amem-staging.workers.dev/v1/health", "HTTP/2 200\nx-amem-version: 0.9.2")
        .assistant("200 from staging, version 0.9.2.")
        .user("the clock on staging is off by about 47s btw, that's known, don't debug it")
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["amem-staging"] },
      { kind: "fact", keys: ["clock", "47"] },
    ],
  },
  {
    id: "t73-47-review-owner",
    build: (s) =>
      s
        .user("the review queue UI, is that ours?")
        .assistant("I think the dashboard team builds it.")
        .user("no, it's ours, amem review in the cli is the only review ui. there's no dashboard")
        .bash("npx amem review --help", "Usage: amem review [--approve id] [--reject id] [--edit id]")
        .assistant("Right, `amem review` with approve/reject/edit.")
        .user("it lacks a --blocked filter though. add one after the lifecycle work lands")
        .stop(),
    planted: [
      { kind: "fact", keys: ["amem review"] },
      { kind: "task", keys: ["--blocked"] },
    ],
  },
  {
    id: "t73-48-sql-location",
    build: (s) =>
      s
        .user("count the memory uses in the route")
        .assistant("I'll run `UPDATE memories SET use_count = use_count + 1` inline in the handler.")
        .user("no SQL in routes. all SQL lives in src/db, routes stay thin. put a function in src/db/memories.ts")
        .file("Edit", "src/db/memories.ts")
        .file("Edit", "src/routes/memories.ts")
        .assistant("Added `countMemoryUse` in `src/db/memories.ts`; the route calls it.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["sql", "src/db"] }],
  },
  {
    id: "t73-49-batch-size",
    build: (s) =>
      s
        .user("how many statements per d1 batch?")
        .assistant("No limit, so I'll batch all 5000 inserts at once.")
        .bash("npx vitest run --project workers test/worker/ingest-batch.test.ts", "Error: D1_ERROR: too many SQL variables", 1)
        .user("see. we cap batches at 100 statements, that's what ingest uses. same here")
        .file("Edit", "src/db/events.ts")
        .assistant("Chunked into batches of 100; test passes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["batches", "100"] }],
  },
  {
    id: "t73-50-superseded-name",
    build: (s) =>
      s
        .user("call the new job `promoter`")
        .assistant("Registering job `promoter`.")
        .file("Edit", "src/jobs/registry.ts")
        .user("no wait, the other four are nouns for the step. rename to `promote`, matching decay/cluster/merge/relations. that's the name")
        .file("Edit", "src/jobs/registry.ts")
        .assistant("Renamed to `promote`.")
        .user("and the job still needs a dry_run flag, do that in the next session")
        .stop(),
    planted: [
      { kind: "decision", keys: ["promote"] },
      { kind: "task", keys: ["dry_run"] },
    ],
  },
  {
    id: "t73-51-tz",
    build: (s) =>
      s
        .user("the digest shows yesterday's date for me")
        .assistant("Probably the server clock. I'll use local time.")
        .user(
          "no. wrong, it's the user's timezone we have to use, it comes in the X-Amem-TZ header from the hook client. day boundaries are always per user timezone",
        )
        .file("Edit", "src/routes/digest.ts")
        .assistant("Day boundaries now use the `X-Amem-TZ` header.")
        .stop(),
    planted: [{ kind: "fact", keys: ["x-amem-tz"] }],
  },
  {
    id: "t73-52-task-flag",
    build: (s) =>
      s
        .user("the rank=decay flag for search, is it on?")
        .assistant("I'll turn it on by default.")
        .user("no, leave rank=decay off. it stays off by default until the eval shows it helps")
        .bash("grep -n RANK_DECAY wrangler.toml", '22:RANK_DECAY_DEFAULT = "off"')
        .assistant("It's off; leaving it.")
        .user("and we need an eval for it at some point. write the decay ranking eval, not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rank=decay", "off"] },
      { kind: "task", keys: ["eval"] },
    ],
  },
  {
    id: "t73-53-task-archive",
    build: (s) =>
      s
        .user("do archived memories ever get deleted?")
        .bash("grep -rn ARCHIVE_RETENTION src/core", "src/core/memories/model.ts:15:export const ARCHIVE_RETENTION_MS = 30 * 86_400_000;")
        .assistant("Yes, after 7 days.")
        .user("read it again. 30 days, it's right there. but the retention job that deletes them doesn't exist yet, that's on us to write")
        .assistant("Right, 30 days; the retention job is still missing.")
        .stop(),
    planted: [{ kind: "task", keys: ["retention job"] }],
  },
  {
    id: "t73-54-task-types",
    build: (s) =>
      s
        .user("the /v1/memories response changed")
        .assistant("I'll regenerate the hook client types now.")
        .user("not now, the route isn't final. regenerate the service-api types once PATCH is merged, keep it on the list")
        .bash("git diff --stat", " src/routes/memories.ts | 14 ++++++----")
        .assistant("OK, holding off.")
        .stop(),
    planted: [{ kind: "task", keys: ["types", "patch"] }],
  },
  {
    id: "t73-55-task-readme",
    build: (s) =>
      s
        .user("is `amem remember` documented anywhere")
        .bash("grep -n 'amem remember' README.md docs/*.md", "", 1)
        .assistant("Not documented. Adding a section to docs/api.md.")
        .user(
          "wrong place, users look in README.md for cli commands. and don't write it now, the flags may change. todo for later: document amem remember in the README",
        )
        .assistant("Understood.")
        .stop(),
    planted: [{ kind: "task", keys: ["remember", "readme"] }],
  },
  {
    id: "t73-56-task-fixture",
    build: (s) =>
      s
        .user("the grok fixtures, do they have tool calls?")
        .bash("ls /work/shared/fixtures/grok | head -3", "session-01.jsonl\nsession-02.jsonl")
        .assistant("Two grok sessions. I'll assume they have tool calls like the claude ones.")
        .user("don't assume, they don't, I checked. we need a grok fixture with tool calls, someone should record one")
        .assistant("OK, noted as open.")
        .stop(),
    planted: [{ kind: "task", keys: ["grok", "fixture"] }],
  },
  {
    id: "t73-57-task-rate",
    build: (s) =>
      s
        .user("rate limit for the consolidation jobs?")
        .assistant("I'll add a global limit of 1000 ops/min.")
        .user(
          "no, per user, not global. and don't add it today, the job framework refactor comes first. per-user rate limit for consolidation goes on the backlog",
        )
        .bash("git log --oneline -1 src/jobs", "9c2e110 jobs: lease and checkpoint")
        .assistant("Leaving it for after the refactor.")
        .stop(),
    planted: [{ kind: "task", keys: ["rate limit"] }],
  },
  {
    id: "t73-58-task-cleanup",
    build: (s) =>
      s
        .user("there's a stale worktree eating disk")
        .bash("git worktree list", "/work/main  7b5571d [main]\n/work/wt-old  1a2b3c4 [h-old]")
        .assistant("I'll remove `/work/wt-old`.")
        .user("not yet, it has unmerged work from lena. ask her first, then clean up wt-old. leave a note")
        .assistant("Not removing it.")
        .stop(),
    planted: [{ kind: "task", keys: ["wt-old"] }],
  },
  {
    id: "t73-59-id-format",
    build: (s) =>
      s
        .user("generate ids for the review tasks")
        .assistant("Using `crypto.randomUUID()`.")
        .user("no, not uuids. we use ulids for every id in this service, sortable by time. there's a helper in src/core/ids.ts")
        .file("Read", "src/core/ids.ts")
        .file("Edit", "src/core/consolidation/tasks.ts")
        .assistant("Review task ids now come from `newUlid()`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ulids"] }],
  },
  {
    id: "t73-60-urgency",
    build: (s) =>
      s
        .user("label the review tasks by urgency")
        .assistant("I'll map score < 0.3 to high, < 0.5 medium, else low.")
        .bash("grep -n DANGER src/core/decay.ts", "11:export const DANGER_LOW = 0.15;\n12:export const DANGER_HIGH = 0.35;")
        .user("wrong bands. urgency follows the danger zone: below 0.15 is high, 0.15 to 0.35 medium, above low. that's what we agreed, use those bands")
        .file("Edit", "src/core/consolidation/labels.ts")
        .assistant("Urgency: < 0.15 high, 0.15-0.35 medium, otherwise low.")
        .stop(),
    planted: [{ kind: "decision", keys: ["urgency", "danger zone"] }],
  },
  {
    id: "t73-61-superseded-retries",
    build: (s) =>
      s
        .user("blocked review tasks retry 5 times")
        .assistant("Set `MAX_RETRIES = 5`.")
        .file("Edit", "src/core/consolidation/tasks.ts")
        .user("no sorry, I said that wrong, the issue says at most 3. final answer: a blocked task is retried at most 3 times")
        .file("Edit", "src/core/consolidation/tasks.ts")
        .assistant("`MAX_RETRIES = 3`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["retried", "3"] }],
  },
  {
    id: "t73-62-answers-style",
    build: (s) =>
      s
        .user("why is the cluster job slow")
        .assistant("There are several possible reasons. First, let me give an overview of how clustering works in general, then...")
        .user("no essays please. give me the answer first, one or two lines, then details only if I ask. that goes for every reply")
        .bash("npx vitest bench cluster --run 2>&1 | tail -2", "cluster 100k  ·  2.41s  (pairwise cosine, n^2)")
        .assistant("Pairwise cosine over all memories: O(n²), 2.4 s at 100k.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["answer first"] }],
  },
  {
    id: "t73-63-no-force-push",
    build: (s) =>
      s
        .user("the rebase made a mess, push it")
        .assistant("Running `git push --force`.")
        .user("NO. never force push a shared branch. use --force-with-lease, and only on your own h- branches")
        .bash("git push --force-with-lease origin h-cluster", "To origin\n + 4d1e2a0...77b9f13 h-cluster -> h-cluster (forced update)")
        .assistant("Pushed `h-cluster` with `--force-with-lease`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["force-with-lease"] }],
  },
  {
    id: "t73-64-limits",
    build: (s) =>
      s
        .user("how long can a memory text be")
        .assistant("Probably 500 chars.")
        .bash("grep -n MAX_MEMORY src/core/memories/model.ts", "17:export const MAX_MEMORY_TEXT_CHARS = 2_000;\n18:export const MAX_MEMORY_KEY_CHARS = 200;")
        .user("see, wrong again. a memory text holds up to 2000 chars, the key 200")
        .assistant("Right: text up to 2000 characters, key up to 200.")
        .stop(),
    planted: [{ kind: "fact", keys: ["text", "2000"] }],
  },
  {
    id: "t73-65-oncall",
    build: (s) =>
      s
        .user("queue backlog alert fired, who's on call")
        .assistant("I'd guess Sam, he reviewed the last incident.")
        .bash("cat docs/oncall.md | head -3", "# On call\nweek 48: Priya Raman\nweek 49: Tomasz Wilk")
        .user("not sam. priya is on call this week, the rota is in docs/oncall.md")
        .assistant("Priya is on call for week 48.")
        .stop(),
    planted: [{ kind: "fact", keys: ["oncall.md"] }],
  },
];

export const TUNING73 = plantedSet(TUNING73_SESSIONS, Date.UTC(2026, 10, 2, 9));
