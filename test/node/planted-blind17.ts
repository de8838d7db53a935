/**
 * Blind planted set 17 for the offline long-term-memory extractor. Blind: written without
 * reading the extractor; measured once by the lead, then training data.
 *
 * Style: everyday coding-agent sessions from many developers and stacks (TypeScript, Go,
 * Python, Rust, Rails, Kotlin, infra), in the voices of Claude Code, Codex CLI, Gemini CLI,
 * OpenCode and Grok voice (spoken, run-on, little punctuation); short and long sessions; items
 * stated by the user, proposed by the assistant and accepted or rejected, said in passing, or
 * superseded later in the session (only the later one is planted). Each session is one
 * segment; the items planted in it are listed with it. Every other message must give nothing:
 * questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted
 * code, logs and tool output (with "always"/"never"/"TODO" in them), chit-chat, and requests
 * done in the same session.
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

export const BLIND17_SESSIONS: BlindSession[] = [
  {
    id: "q01-orm-choice",
    planted: [{ kind: "decision", keys: ["drizzle"] }],
    build: (s) =>
      s
        .user("we need an ORM for the new billing service. prisma or drizzle? thoughts")
        .assistant(
          "Prisma has the nicer migration story but its query engine binary is heavy for a worker. Drizzle is thin and runs on D1. I'd lean Drizzle, but it's your call.",
        )
        .user("yeah ok, going with drizzle for billing. set up the schema file")
        .file("Write", "src/billing/schema.ts")
        .bash("npx drizzle-kit generate", "1 migration generated: 0000_init.sql")
        .assistant("Schema and first migration are in place."),
  },
  {
    id: "q02-commit-style",
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
    build: (s) =>
      s
        .user("commit this pls. fyi we do conventional commits in this repo, feat:/fix:/chore: etc, the changelog bot depends on it")
        .bash("git commit -am 'fix: guard against empty cart in checkout'", "[main 3f2a1c9] fix: guard against empty cart in checkout\n 1 file changed")
        .assistant("Committed as `fix: guard against empty cart in checkout`."),
  },
  {
    id: "q03-staging-db",
    planted: [
      { kind: "fact", keys: ["staging", "replica"] },
      { kind: "task", keys: ["pool size"] },
    ],
    build: (s) =>
      s
        .user("why are the staging writes failing with read-only errors")
        .bash("psql $STAGING_URL -c 'select pg_is_in_recovery()'", " pg_is_in_recovery\n-------------------\n t\n(1 row)")
        .assistant("`pg_is_in_recovery()` returns true, so the STAGING_URL host is a hot standby. Maybe the failover flipped it? I'm not sure yet.")
        .user(
          "no that's on purpose, staging points at a read replica of prod, writes go through the staging-writer host. I'd forgotten the script uses the wrong var",
        )
        .file("Edit", "scripts/seed.ts")
        .assistant("Switched the seed script to STAGING_WRITER_URL; it runs clean now.")
        .user("cool. the pool size on staging-writer is still 5 which is way too low, we should bump it at some point but not today"),
  },
  {
    id: "q04-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning! how's it going")
        .assistant("Morning! Ready when you are. What are we working on?")
        .user("just poke around the repo, show me what's in src")
        .bash("ls src", "api\ncore\ndb\nindex.ts")
        .assistant("Four entries: api, core, db and index.ts. Want me to open any of them?")
        .user("nah that's enough, thanks"),
  },
  {
    id: "q05-grok-voice-logging",
    planted: [{ kind: "instruction", keys: ["console.log"] }],
    build: (s) =>
      s
        .user(
          "ok so um can you add some logging to the webhook handler and uh please don't use console.log anywhere in this codebase we have the pino logger for that it's in lib slash log",
        )
        .file("Edit", "src/webhooks/handler.ts")
        .bash("npm test -- webhooks", "PASS test/webhooks.test.ts\nTests: 9 passed")
        .assistant("Added `log.info` calls from lib/log around the signature check and the dispatch; the 9 webhook tests pass."),
  },
  {
    id: "q06-flaky-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("test_orders_export is flaky again")
        .bash("pytest tests/test_orders.py -k export -x", "FAILED tests/test_orders.py::test_orders_export - AssertionError: 3 != 4")
        .assistant(
          "Could be the timezone: the fixture builds orders at local midnight, and the export filters in UTC. Or the ordering of the query. I'd guess the timezone but I haven't proven it.",
        )
        .user("hmm maybe. rerun it a few times")
        .bash("for i in 1 2 3; do pytest tests/test_orders.py -k export -q; done", "1 passed\n1 passed\n1 failed")
        .assistant("Two passes and one failure out of three; still intermittent."),
  },
  {
    id: "q07-go-errors",
    planted: [
      { kind: "instruction", keys: ["errors", "wrap"] },
      { kind: "fact", keys: ["go 1.21"] },
    ],
    build: (s) =>
      s
        .user("in this service always wrap errors with fmt.Errorf and %w, never return a bare err from a handler. reviewers will bounce it")
        .assistant("Got it. Should I use `errors.Join` for the batch path? It needs Go 1.20+.")
        .bash("go version", "go version go1.21.6 linux/amd64")
        .user("yep the toolchain is pinned at go 1.21 in CI and the Dockerfile, so join is fine")
        .file("Edit", "internal/batch/run.go")
        .assistant("Done, batch errors are joined and each wrapped with context."),
  },
  {
    id: "q08-redis-rejected",
    planted: [{ kind: "decision", keys: ["in-memory", "cache"] }],
    build: (s) =>
      s
        .user("the /prices endpoint is slow, 800ms p95")
        .bash("npx autocannon -d 5 localhost:3000/prices", "Latency p95: 812 ms")
        .assistant("We could put Redis in front of the pricing lookup. That adds an extra service to deploy though.")
        .user("no redis, we're not running another box for this. an in-memory cache with a 60s ttl is the call, prices only change hourly")
        .file("Edit", "src/prices/service.ts")
        .bash("npx autocannon -d 5 localhost:3000/prices", "Latency p95: 41 ms")
        .assistant("p95 is down to 41 ms with the in-process cache."),
  },
  {
    id: "q09-todo-in-output",
    planted: [],
    build: (s) =>
      s
        .user("grep for leftover TODOs in the parser")
        .bash("rg -n TODO src/parser", "src/parser/lex.ts:44: // TODO: always handle CRLF\nsrc/parser/ast.ts:12: // TODO never emit empty nodes")
        .assistant("Two hits: a CRLF note in lex.ts and an empty-node note in ast.ts. Want me to look at either?")
        .user("no just wanted the count"),
  },
  {
    id: "q10-codex-migration-numbering",
    planted: [
      { kind: "fact", keys: ["migrations", "timestamp"] },
      { kind: "instruction", keys: ["schema.rb"] },
    ],
    build: (s) =>
      s
        .user("add a column `archived_at` to projects")
        .bash("bin/rails g migration AddArchivedAtToProjects archived_at:datetime", "create db/migrate/20261102091500_add_archived_at_to_projects.rb")
        .assistant(
          "Created the migration. Note the migrations here are named by timestamp, not sequence number, so ordering follows creation time across branches.",
        )
        .user("right. and don't hand edit schema.rb, ever, let rails dump it")
        .bash("bin/rails db:migrate", "== AddArchivedAtToProjects: migrated (0.0123s)")
        .assistant("Migrated; db/schema.rb was regenerated by the task."),
  },
  {
    id: "q11-owner-fact",
    planted: [{ kind: "fact", keys: ["priya"] }],
    build: (s) =>
      s
        .user("who do I ask about the payments webhook secret rotation")
        .bash("cat CODEOWNERS | grep payments", "/src/payments/ @priya-n @billing-team")
        .assistant("CODEOWNERS lists @priya-n and @billing-team for src/payments.")
        .user("ah yes Priya owns the payments integration, she did the stripe setup. ok I'll ping her"),
  },
  {
    id: "q12-done-in-session",
    planted: [],
    build: (s) =>
      s
        .user("rename getUsr to getUser everywhere")
        .bash("rg -l getUsr src | xargs sed -i 's/getUsr/getUser/g'", "")
        .bash("npm run typecheck", "> tsc --noEmit\n")
        .assistant("Renamed in 7 files; typecheck is clean.")
        .user("thx"),
  },
  {
    id: "q13-gemini-python-fmt",
    planted: [
      { kind: "instruction", keys: ["ruff"] },
      { kind: "decision", keys: ["python 3.12"] },
    ],
    build: (s) =>
      s
        .user("Set up linting for this repo. We use ruff for both lint and format, no black, no isort.")
        .file("Write", "pyproject.toml")
        .bash("ruff check . && ruff format --check .", "All checks passed!\n42 files already formatted")
        .assistant('I\'ve configured ruff in pyproject.toml. I set `target-version = "py311"` — should that be 3.11, or do you want 3.12?')
        .user("3.12. we decided last week to move everything to python 3.12, the base image is already bumped")
        .file("Edit", "pyproject.toml")
        .assistant("Updated target-version to py312."),
  },
  {
    id: "q14-superseded-port",
    planted: [{ kind: "decision", keys: ["8787"] }],
    build: (s) =>
      s
        .user("let's run the dev server on port 3000")
        .bash("npm run dev", "Error: listen EADDRINUSE: address already in use :::3000", 1)
        .assistant("Port 3000 is taken, probably by the Grafana container.")
        .user("ugh. ok change of plan, dev server goes on 8787 from now on, same as wrangler's default. update the README")
        .file("Edit", "README.md")
        .bash("npm run dev", "Ready on http://localhost:8787")
        .assistant("Dev server is up on 8787 and the README says so."),
  },
  {
    id: "q15-open-tasks",
    planted: [
      { kind: "task", keys: ["rate limit"] },
      { kind: "task", keys: ["pagination"] },
    ],
    build: (s) =>
      s
        .user("how far are we with the public api")
        .bash("git log --oneline -5", "a1b2c3d feat: list endpoints\n9f8e7d6 feat: auth middleware")
        .assistant(
          "List endpoints and auth are merged. Still open from the plan: the rate limit on /v1/search isn't there yet, and pagination on /v1/items returns everything in one page.",
        )
        .user("ok both of those are for next sprint, leave them. write it in the notes so we don't lose it")
        .file("Edit", "NOTES.md")
        .assistant("Added both to NOTES.md under 'next sprint'."),
  },
  {
    id: "q16-opencode-question-only",
    planted: [],
    build: (s) =>
      s
        .user("does this project use tabs or spaces? I can't tell from the editorconfig")
        .bash("cat .editorconfig", "root = true\n[*]\nindent_style = space\nindent_size = 2")
        .assistant("Spaces, two wide, for every file.")
        .user("ok"),
  },
  {
    id: "q17-rust-unsafe",
    planted: [
      { kind: "instruction", keys: ["unsafe"] },
      { kind: "fact", keys: ["msrv"] },
    ],
    build: (s) =>
      s
        .user("speed up the checksum loop in crates/hash")
        .file("Read", "crates/hash/src/lib.rs")
        .assistant("I could use `get_unchecked` in an unsafe block to skip the bounds checks; that's usually good for ~10%.")
        .user("no unsafe in this crate, that's a hard rule, it's used by the sandbox. try chunks_exact instead")
        .file("Edit", "crates/hash/src/lib.rs")
        .bash("cargo +1.70 build -p hash", "   Compiling hash v0.4.1\n    Finished dev [unoptimized] target(s)")
        .assistant("Rewrote it with `chunks_exact(8)`; it builds on 1.70.")
        .user("good, the MSRV is 1.70 because of the debian package, so keep checking against that"),
  },
  {
    id: "q18-withdrawn-idea",
    planted: [{ kind: "decision", keys: ["feature flag"] }],
    build: (s) =>
      s
        .user("I'm thinking we ship the new checkout as a separate route /checkout2")
        .assistant("That works, though you'd duplicate the cart logic. A feature flag on the existing route would avoid that.")
        .user("actually scratch the /checkout2 idea. new checkout goes behind a feature flag on the existing route, flag name new_checkout")
        .file("Edit", "src/flags.ts")
        .bash("npm test -- flags", "Tests: 3 passed")
        .assistant("Added `new_checkout` to flags.ts, defaulting to off."),
  },
  {
    id: "q19-grok-voice-deploy",
    planted: [
      { kind: "fact", keys: ["fly.io"] },
      { kind: "instruction", keys: ["friday"] },
    ],
    build: (s) =>
      s
        .user("hey so the marketing site is on fly.io not vercel like the app is, the config's in fly.toml, can you check it deployed ok")
        .bash("fly status -a mkt-site", "Machines\nPROCESS  ID              STATE\napp      148ed1d2c7e389  started")
        .assistant("The mkt-site machine is started and healthy.")
        .user("nice and uh one more thing going forward don't deploy anything on a friday afternoon yeah we got burned twice"),
  },
  {
    id: "q20-empty-review",
    planted: [],
    build: (s) =>
      s
        .user("can you review my diff")
        .bash("git diff --stat", " src/cart.ts | 14 +++++++-------\n 1 file changed")
        .assistant(
          "Looks fine overall. One nit: `items.length == 0` could be `!items.length`, but that's style. Maybe we should always prefer strict equality here?",
        )
        .user("eh leave it")
        .assistant("Leaving it as is."),
  },
  {
    id: "q21-kotlin-di",
    planted: [{ kind: "decision", keys: ["koin"] }],
    build: (s) =>
      s
        .user("for the android app, hilt or koin for DI? the team is split")
        .assistant("Hilt gives compile-time checks; Koin is simpler and has no kapt step, which helps your build times.")
        .user("we talked it over at standup: koin it is, build time matters more to us")
        .file("Edit", "app/build.gradle.kts")
        .bash("./gradlew assembleDebug", "BUILD SUCCESSFUL in 48s")
        .assistant("Koin is added and the debug build passes."),
  },
  {
    id: "q22-ci-cache-fact",
    planted: [
      { kind: "fact", keys: ["runner", "arm64"] },
      { kind: "task", keys: ["docker", "multi-arch"] },
    ],
    build: (s) =>
      s
        .user("the image built in CI segfaults on my laptop")
        .bash("docker inspect app:ci --format '{{.Architecture}}'", "arm64")
        .assistant("The CI image is arm64. Is your laptop x86?")
        .user("yes. right, the self-hosted runner is arm64, that's a graviton box. so the images are arm only")
        .assistant("That explains it. I can add buildx to build multi-arch images, want me to do that now?")
        .user("not now, make it a todo: docker builds need to be multi-arch before the contractors start"),
  },
  {
    id: "q23-quoted-code",
    planted: [],
    build: (s) =>
      s
        .user("what does this do\n```ts\n// never call this twice\nexport function init() { if (ready) throw new Error('always once'); ready = true }\n```")
        .file("Read", "src/boot.ts")
        .assistant("It's a one-shot initializer: a second call throws. It guards against double registration of the routes.")
        .user("ok makes sense"),
  },
  {
    id: "q24-node-version",
    planted: [{ kind: "fact", keys: ["node 20"] }],
    build: (s) =>
      s
        .user("structuredClone is undefined in prod??")
        .bash("cat .nvmrc; ssh prod1 node -v", "22\nv16.20.2")
        .assistant("Prod1 runs Node 16 while .nvmrc says 22. structuredClone needs 17+.")
        .user("oh that's the old box. prod1 is being retired, the real prod fleet runs node 20, prod1 just does cron. don't worry about it")
        .assistant("Understood, I'll leave prod1 as it is."),
  },
  {
    id: "q25-codex-test-cmd",
    planted: [
      { kind: "instruction", keys: ["make test"] },
      { kind: "task", keys: ["coverage"] },
    ],
    build: (s) =>
      s
        .user("run the tests. use make test, not go test directly, it sets the env vars for the fake s3")
        .bash("make test", "ok  \tgithub.com/acme/store/internal/blob\t1.2s\nok  \tgithub.com/acme/store/internal/api\t0.8s")
        .assistant("All packages pass under `make test`.")
        .user("nice. coverage on internal/api is like 30%, somebody needs to fix that eventually, add it to the backlog"),
  },
  {
    id: "q26-unconfirmed-guess",
    planted: [],
    build: (s) =>
      s
        .user("memory keeps climbing on the worker")
        .bash("curl -s localhost:9090/metrics | grep heap", "process_heap_bytes 1.83e+09")
        .assistant("1.8 GB heap. I suspect the LRU in image-resize never evicts, but I'd need a heap snapshot to be sure.")
        .user("could be, could also be sharp's native buffers. let's look tomorrow"),
  },
  {
    id: "q27-secrets-instr",
    planted: [{ kind: "instruction", keys: [".env"] }],
    build: (s) =>
      s
        .user("set the API key for the geocoder")
        .assistant("Should I put it in config/default.json?")
        .user("no! secrets only go in .env.local which is gitignored, never into any json under config")
        .file("Edit", ".env.local")
        .bash("git check-ignore .env.local", ".env.local")
        .assistant("Added GEOCODER_KEY to .env.local; git ignores the file."),
  },
  {
    id: "q28-long-session-mixed",
    planted: [
      { kind: "decision", keys: ["zod"] },
      { kind: "fact", keys: ["legacy", "xml"] },
      { kind: "task", keys: ["openapi"] },
    ],
    build: (s) =>
      s
        .user("we need request validation on the partner api. yup is already in the frontend, maybe reuse that?")
        .assistant("Yup works but its TypeScript inference is weaker. zod gives you types from the schema. Either is fine.")
        .user("let me think")
        .bash("rg -l 'from \"yup\"' src | wc -l", "3")
        .user("ok only 3 files use yup. decided: zod for all server-side validation, yup stays only in the frontend forms")
        .file("Write", "src/partner/schemas.ts")
        .bash("npm test -- partner", "Tests: 14 passed")
        .assistant("Partner routes now validate with zod schemas; 14 tests pass.")
        .user(
          "one thing to know, the partner called Medline still posts legacy XML instead of json, so the /partner/orders route has that xml branch, don't remove it",
        )
        .assistant("Noted, I left the XML branch alone.")
        .user("and we still need to publish an openapi spec for partners, that's open, not for today"),
  },
  {
    id: "q29-superseded-queue",
    planted: [{ kind: "decision", keys: ["sqs"] }],
    build: (s) =>
      s
        .user("for the email jobs we'll use bullmq on our redis")
        .file("Read", "infra/main.tf")
        .assistant("infra/main.tf has no Redis in the prod account, only in staging. We'd have to provision one.")
        .user("hm. then forget bullmq. we use SQS for the email jobs, we already pay for it and ops knows it")
        .file("Edit", "src/jobs/email.ts")
        .assistant("Switched the email job producer to the SQS client."),
  },
  {
    id: "q30-gemini-explain",
    planted: [],
    build: (s) =>
      s
        .user("Explain what the retry middleware does, step by step.")
        .file("Read", "src/http/retry.ts")
        .assistant(
          "It retries idempotent requests up to 3 times with exponential backoff (100ms, 200ms, 400ms), never retries POST, and always gives up on a 4xx other than 429.",
        )
        .user("Thanks, that's clear."),
  },
  {
    id: "q31-pr-size",
    planted: [{ kind: "instruction", keys: ["pull request", "400 lines"] }],
    build: (s) =>
      s
        .user("open a PR for this")
        .bash("git diff --shortstat main", " 23 files changed, 1208 insertions(+), 340 deletions(-)")
        .assistant("That's ~1500 lines. Open one PR or split it?")
        .user("split. general rule for me: keep every pull request under 400 lines, reviewers won't read more than that")
        .bash("gh pr create --title 'refactor: extract cart pricing (1/3)' --body ''", "https://github.com/acme/shop/pull/881")
        .assistant("Opened part 1 of 3 as #881."),
  },
  {
    id: "q32-timezone-fact",
    planted: [
      { kind: "fact", keys: ["utc"] },
      { kind: "decision", keys: ["date-fns"] },
    ],
    build: (s) =>
      s
        .user("reports are off by an hour since sunday")
        .bash("psql -c 'show timezone'", " TimeZone\n----------\n UTC")
        .assistant("The database stores and returns UTC. The report uses `new Date().getHours()`, which is local time on the box.")
        .user("yes the db is UTC, always has been, the bug's in our code. is moment still in there?")
        .bash("rg -l moment src | wc -l", "11")
        .assistant("11 files import moment. I could swap those to date-fns-tz or dayjs while I'm here.")
        .user("date-fns, we're dropping moment. but just the report module today")
        .file("Edit", "src/reports/daily.ts")
        .assistant("The daily report now formats in UTC with date-fns; the other 10 files still use moment."),
  },
  {
    id: "q33-empty-debug",
    planted: [],
    build: (s) =>
      s
        .user("why does `npm ci` fail")
        .bash("npm ci", "npm ERR! code EUSAGE\nnpm ERR! `npm ci` can only install packages when your package.json and package-lock.json are in sync", 1)
        .assistant("The lockfile is out of sync with package.json. Running `npm install` once will regenerate it.")
        .user("do it")
        .bash("npm install && npm ci", "added 812 packages in 14s")
        .assistant("Lockfile regenerated; `npm ci` now succeeds."),
  },
  {
    id: "q34-opencode-style-pref",
    planted: [
      { kind: "instruction", keys: ["named exports"] },
      { kind: "instruction", keys: ["barrel"] },
    ],
    build: (s) =>
      s
        .user("refactor src/ui/button.tsx. prefer named exports over default exports, that's how I like all my components")
        .file("Edit", "src/ui/button.tsx")
        .assistant("Converted to a named export. Should I add an index.ts barrel for src/ui so imports are shorter?")
        .user("no barrel files, they kill tree shaking in our bundler. import from the file directly")
        .bash("npx tsc --noEmit", "")
        .assistant("Done, imports point at the files directly; typecheck clean."),
  },
  {
    id: "q35-task-flaky",
    planted: [{ kind: "task", keys: ["flaky", "login"] }],
    build: (s) =>
      s
        .user("e2e is red again")
        .bash("npx playwright test", "  1 failed\n    [chromium] › login.spec.ts:22:5 › login with sso\n  31 passed")
        .assistant("Only the SSO login spec failed; on rerun it passes. It's timing-dependent.")
        .user("yeah that login test has been flaky for weeks. leave a todo for whoever picks up e2e next to fix it properly, I don't have time"),
  },
  {
    id: "q36-grok-voice-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("ok hang on my coffee machine's beeping uh what was I saying oh yeah can you show me the git log")
        .bash("git log --oneline -3", "c0ffee1 chore: bump deps\nbadc0de fix: typo\nfeed123 feat: search")
        .assistant("Last three: a deps bump, a typo fix and the search feature.")
        .user("cool cool that's all I needed"),
  },
  {
    id: "q37-api-versioning",
    planted: [{ kind: "decision", keys: ["header", "version"] }],
    build: (s) =>
      s
        .user("how should we version the api, url path or header?")
        .assistant("Path versioning (/v2/...) is easiest to debug; header versioning keeps URLs stable. I'd propose the path.")
        .user("we're doing header-based version negotiation, Accept-Version, because the mobile apps pin URLs. decided with the mobile team")
        .file("Edit", "src/api/version.ts")
        .bash("npm test -- version", "Tests: 6 passed")
        .assistant("Version middleware reads Accept-Version; 6 tests pass."),
  },
  {
    id: "q38-codex-lint-quoted",
    planted: [],
    build: (s) =>
      s
        .user("fix the lint errors")
        .bash(
          "npx eslint src",
          "src/a.ts\n  3:1  error  Unexpected console statement  no-console\n  9:7  error  'x' is never reassigned. Use 'const' instead  prefer-const",
          1,
        )
        .file("Edit", "src/a.ts")
        .bash("npx eslint src", "")
        .assistant("Both errors fixed: removed the console call, and `x` is now const."),
  },
  {
    id: "q39-monorepo-fact",
    planted: [
      { kind: "fact", keys: ["turborepo"] },
      { kind: "instruction", keys: ["filter"] },
    ],
    build: (s) =>
      s
        .user("build just the admin app")
        .bash("ls; cat turbo.json | head -3", 'apps\npackages\nturbo.json\n{\n  "pipeline": {')
        .assistant("This is a turborepo with apps/ and packages/. I'll run `turbo build --filter=admin`.")
        .bash("npx turbo build --filter=admin", "admin:build: ✓ Compiled successfully\n Tasks: 3 successful, 3 total")
        .user("perfect. yes always use --filter when building, a full build takes 20 minutes"),
  },
  {
    id: "q40-rejected-proposal",
    planted: [],
    build: (s) =>
      s
        .user("the signup form validation is messy")
        .file("Read", "src/forms/signup.tsx")
        .assistant("I'd propose we move all form state to react-hook-form and delete the custom useForm hook. Shall I?")
        .user("no, not now, too big for this week")
        .assistant("Okay. I can just clean up the email check in place instead.")
        .user("sure")
        .file("Edit", "src/forms/signup.tsx")
        .assistant("Email check simplified."),
  },
  {
    id: "q41-infra-facts",
    planted: [
      { kind: "fact", keys: ["eu-west-1"] },
      { kind: "task", keys: ["terraform", "state"] },
    ],
    build: (s) =>
      s
        .user("where's the prod bucket")
        .bash("aws s3api get-bucket-location --bucket acme-prod-assets", '{\n    "LocationConstraint": "eu-west-1"\n}')
        .assistant("acme-prod-assets is in eu-west-1.")
        .user("right, all of prod lives in eu-west-1, only the CDN is global")
        .bash("ls infra/*.tfstate", "infra/terraform.tfstate")
        .assistant("There's a local terraform.tfstate checked into infra/. That's risky with more than one person applying.")
        .user("ugh yes. we need to move the terraform state to the S3 backend, that's on the list, not today"),
  },
  {
    id: "q42-gemini-long-refactor",
    planted: [
      { kind: "decision", keys: ["event sourcing"] },
      { kind: "instruction", keys: ["snapshot tests"] },
    ],
    build: (s) =>
      s
        .user("We're redesigning the ledger. Options on the table: plain CRUD tables with an audit log, or event sourcing. What do you think?")
        .assistant(
          "For a ledger, event sourcing fits: balances are derived from immutable entries and you get history for free. The cost is more complex reads; you'd want projections.",
        )
        .user("Agreed — after the design review we're going with event sourcing for the ledger. Start with the entry types.")
        .file("Write", "src/ledger/events.ts")
        .bash("npm test -- ledger", "Tests: 4 passed\nSnapshots: 2 written")
        .assistant("Entry types are defined; I also added two snapshot tests for the serialized events.")
        .user("Please don't add snapshot tests, in any package. We removed them all last quarter because nobody reviewed the diffs.")
        .file("Edit", "test/ledger.test.ts")
        .assistant("Replaced them with explicit assertions."),
  },
  {
    id: "q43-done-request",
    planted: [],
    build: (s) =>
      s
        .user("bump axios to latest and run tests")
        .bash("npm i axios@latest && npm test", "+ axios@1.7.9\nTests: 120 passed")
        .assistant("axios is on 1.7.9 and all 120 tests pass."),
  },
  {
    id: "q44-oncall-fact",
    planted: [
      { kind: "fact", keys: ["pagerduty"] },
      { kind: "task", keys: ["runbook"] },
    ],
    build: (s) =>
      s
        .user("the disk alert fired again, who gets it")
        .bash("cat ops/alerts.yaml | grep -A2 disk", "- name: disk_usage\n  route: pagerduty-infra\n  threshold: 85")
        .assistant("disk_usage routes to pagerduty-infra at 85%.")
        .user(
          "yeah infra alerts all go to the pagerduty infra rotation, app alerts go to slack. the disk one doesn't have a runbook though, we should write one",
        )
        .assistant("Want me to draft it now?")
        .user("no leave it open, Marco wants to write the runbook himself"),
  },
  {
    id: "q45-typo-voice",
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
    build: (s) =>
      s
        .user("isntall the deps. and pls use pnpm in this repo, not npm or yarn, theres a pnpm-lock")
        .bash("pnpm install", "Packages: +611\nDone in 9.8s")
        .assistant("Installed with pnpm."),
  },
  {
    id: "q46-empty-perf",
    planted: [],
    build: (s) =>
      s
        .user("is the search query using the index?")
        .bash("psql -c 'explain select * from docs where title ilike $$%foo%$$'", "Seq Scan on docs  (cost=0.00..4821.00 rows=12 width=64)")
        .assistant("No, a leading wildcard with ILIKE can't use the btree index; it's a seq scan. A trigram index might help.")
        .user("interesting, what would a trigram index cost us in write speed?")
        .assistant("Usually modest, maybe 10–20% slower inserts on that table, but I'd measure it before deciding."),
  },
  {
    id: "q47-superseded-instruction",
    planted: [{ kind: "decision", keys: ["squash"] }],
    build: (s) =>
      s
        .user("merge the PR with a merge commit")
        .assistant("Before I do: the repo settings show 'squash merging' as the only allowed method for main.")
        .bash("gh api repos/acme/api | jq .allow_merge_commit", "false")
        .user("oh right, we switched. ok we squash merge everything now, I forgot")
        .bash("gh pr merge 212 --squash", "✓ Squashed and merged pull request #212")
        .assistant("Squash-merged #212."),
  },
  {
    id: "q48-task-deprecation",
    planted: [
      { kind: "task", keys: ["v1 endpoints"] },
      { kind: "fact", keys: ["deprecated", "sunset"] },
    ],
    build: (s) =>
      s
        .user("how many clients still hit the v1 endpoints?")
        .bash("zcat logs/access-*.gz | grep ' /v1/' | awk '{print $1}' | sort -u | wc -l", "37")
        .assistant("37 distinct client IPs in the last week.")
        .user(
          "v1 is deprecated and the sunset date is march 1st, it's in the changelog. we still need to email those clients and then delete the v1 endpoints, todo for after the freeze",
        ),
  },
  {
    id: "q49-opencode-short-empty",
    planted: [],
    build: (s) =>
      s
        .user("what's in the Makefile")
        .bash("cat Makefile", "test:\n\tgo test ./...\nlint:\n\tgolangci-lint run")
        .assistant("Two targets: test (go test ./...) and lint (golangci-lint)."),
  },
  {
    id: "q50-assistant-accepted",
    planted: [
      { kind: "decision", keys: ["uuidv7"] },
      { kind: "instruction", keys: ["any", "unknown"] },
    ],
    build: (s) =>
      s
        .user("what id format for the new tables")
        .assistant("I'd suggest UUIDv7: sortable by time like a ULID but a native uuid column in Postgres. Auto-increment ints leak counts.")
        .user("sounds good, uuidv7 for all new tables")
        .file("Write", "src/db/ids.ts")
        .bash("npx tsc --noEmit", "src/db/ids.ts(4,20): error TS7006: Parameter 'x' implicitly has an 'any' type.", 1)
        .assistant("Typecheck fails on an implicit any; I could cast it to `any` to move on.")
        .user("no. never use any in this codebase, use unknown and narrow it")
        .file("Edit", "src/db/ids.ts")
        .assistant("Typed it as unknown with a guard; typecheck passes."),
  },
  {
    id: "q51-task-upgrade",
    planted: [
      { kind: "task", keys: ["react 19"] },
      { kind: "fact", keys: ["react-table"] },
    ],
    build: (s) =>
      s
        .user("can we upgrade to react 19 today?")
        .bash("npm ls react-table", "app@1.0.0\n└── react-table@7.8.0")
        .assistant("react-table 7 has peer react ^16.8 || ^17 || ^18, so it blocks React 19 until it's replaced with @tanstack/react-table.")
        .user("ok so the blocker is react-table, good to know. react 19 upgrade stays on the backlog then, after the table migration"),
  },
  {
    id: "q52-fixture-fact",
    planted: [{ kind: "fact", keys: ["seed", "admin"] }],
    build: (s) =>
      s
        .user("I can't log in locally")
        .bash("npm run db:seed", "Seeded 3 users: admin@local.test, alice@local.test, bob@local.test")
        .assistant("The seed creates admin@local.test, alice and bob. Which one were you using?")
        .user("ahh the seed admin is admin@local.test with password 'password', I was typing admin@example.com. works now"),
  },
  {
    id: "q53-task-cleanup",
    planted: [{ kind: "task", keys: ["feature flags", "cleanup"] }],
    build: (s) =>
      s
        .user("how many feature flags do we have that are 100% on")
        .bash("node scripts/flags.js --fully-on", "dark_mode\nnew_nav\nfast_search\nbulk_export")
        .assistant("Four flags are fully rolled out: dark_mode, new_nav, fast_search, bulk_export.")
        .user("those 4 feature flags need a cleanup, remove the flags and dead branches. next week though, put it on the board"),
  },
  {
    id: "q54-task-cert",
    planted: [{ kind: "task", keys: ["certificate"] }],
    build: (s) =>
      s
        .user("check the cert on api.acme.io")
        .bash("echo | openssl s_client -connect api.acme.io:443 2>/dev/null | openssl x509 -noout -enddate", "notAfter=Dec 12 23:59:59 2026 GMT")
        .assistant("Expires December 12. It's a manually issued cert, not ACME-managed.")
        .user("damn. someone has to renew that certificate before dec 12, and ideally move it to auto renewal. leave it as an open item"),
  },
  {
    id: "q55-codex-auth-provider",
    planted: [
      { kind: "decision", keys: ["clerk"] },
      { kind: "task", keys: ["session", "migration"] },
    ],
    build: (s) =>
      s
        .user("auth0 bill went up again. options?")
        .assistant(
          "Clerk and Supabase Auth are the usual swaps; Clerk has the closest SDK to what you use now. Self-hosting Keycloak is cheaper but needs ops.",
        )
        .user("ok we're moving to clerk, I got sign-off from finance this morning. just wire the sdk for now")
        .file("Edit", "src/auth/provider.ts")
        .bash("npm test -- auth", "Tests: 18 passed")
        .assistant("Clerk SDK is wired behind the provider interface; 18 auth tests pass. Existing auth0 sessions aren't migrated.")
        .user("yeah the session migration for existing users is still to do, separate ticket"),
  },
  {
    id: "q56-grok-voice-monitoring",
    planted: [
      { kind: "decision", keys: ["sentry"] },
      { kind: "task", keys: ["alert", "thresholds"] },
    ],
    build: (s) =>
      s
        .user(
          "alright so we talked about bugsnag versus sentry and honestly let's just go with sentry for error tracking it's what the other team uses so uh add the sdk",
        )
        .bash("npm i @sentry/node", "+ @sentry/node@8.40.0")
        .file("Edit", "src/instrument.ts")
        .assistant("Sentry is initialised in src/instrument.ts with the DSN from env.")
        .user("cool and then at some point we gotta tune the alert thresholds cause the defaults are gonna spam us but like later"),
  },
  {
    id: "q57-gemini-css",
    planted: [
      { kind: "decision", keys: ["tailwind"] },
      { kind: "task", keys: ["styled-components"] },
    ],
    build: (s) =>
      s
        .user("The design team wants to standardize styling. We've been mixing CSS modules and styled-components.")
        .bash("rg -l styled-components src | wc -l; rg -l '\\.module\\.css' src | wc -l", "23\n41")
        .assistant("23 files use styled-components and 41 use CSS modules. Tailwind would be a third option; I'd rather not add one.")
        .user(
          "We actually settled on Tailwind last sprint, new components use Tailwind only. The old styled-components files still need porting, that's a follow-up for later.",
        )
        .file("Write", "tailwind.config.ts")
        .assistant("Tailwind config is added; no existing component was touched."),
  },
];
/** The set: events, segments and the scorer. */
export const BLIND17 = plantedSet(BLIND17_SESSIONS, Date.UTC(2026, 10, 2, 9));
