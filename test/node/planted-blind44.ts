/**
 * Blind planted set 44 for the offline long-term-memory extractor.
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: very short sessions (3-6 messages) by terse expert users who write in imperatives and
 * fragments, on any stack (Go, Rust, Python, Rails, Django, Next.js, Kotlin, Swift, Flutter,
 * Elixir, Terraform, k8s, C++), with the assistant in the voice of the six agents the hook
 * client records (Claude Code, Codex, Copilot CLI, Gemini CLI, Grok, opencode). Items are often
 * tucked into a clause of a longer request ("fix the lint, and btw we're on node 22 everywhere
 * now"), and many requests plant nothing: they are done in the same session. Hard negatives:
 * questions, hypotheses, proposals the user rejects or never confirms, withdrawn ideas,
 * unconfirmed guesses, tool output and quoted code with "always"/"never"/"TODO" in it,
 * chit-chat, and superseded decisions (only the later one is planted).
 * 72 items (18 decisions, 18 instructions, 18 facts, 18 tasks) in 82 sessions, 16 of which
 * plant nothing (51 user/assistant messages in them).
 *
 * Matching rule (the one test/node/planted-blind.ts states, fixed before any measurement):
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

export const BLIND44_SESSIONS: BlindSession[] = [
  {
    id: "b44-node22-lint",
    build: (s) =>
      s
        .user("fix the lint, and btw we're on node 22 everywhere now so drop the 18 row from the ci matrix")
        .assistant("I'll run the linter first to see what's failing.")
        .bash(
          "npm run lint",
          "src/router.ts:12:7 error 'req' is defined but never used no-unused-vars\nsrc/router.ts:40:3 error 'next' is defined but never used no-unused-vars\n✖ 2 problems",
          1,
        )
        .file("Edit", "src/router.ts")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("npm run lint", "")
        .assistant("Fixed both `no-unused-vars` errors in `src/router.ts` and removed the Node 18 entry from the CI matrix. Lint is clean.")
        .stop(),
    planted: [{ kind: "fact", keys: ["node", "22"] }],
  },
  {
    id: "b44-go-race",
    build: (s) =>
      s
        .user("TestDrain flaky in pkg/queue. look")
        .bash(
          "go test ./pkg/queue/... -run TestDrain -count=20",
          "--- FAIL: TestDrain (0.31s)\n    drain_test.go:44: expected 0 pending, got 1\nFAIL\nFAIL\tgithub.com/acme/relay/pkg/queue\t6.214s",
          1,
        )
        .file("Edit", "pkg/queue/drain_test.go")
        .bash("go test ./pkg/queue/... -run TestDrain -count=20", "ok  \tgithub.com/acme/relay/pkg/queue\t6.080s")
        .assistant("TestDrain checked `pending` before `wg.Wait()` returned. Moved the assertion after the wait; 20/20 green.")
        .user("good. going forward always run go test with -race in this repo")
        .assistant("Will do: `go test -race` for every run here.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["race"] }],
  },
  {
    id: "b44-pydantic-shims",
    build: (s) =>
      s
        .user("bump pydantic to v2 in services/api. and we decided: no more v1 compat shims, rip them out as you go")
        .assistant("Okay, I will upgrade Pydantic and then search for `pydantic.v1` imports.")
        .bash("uv pip install 'pydantic>=2.7'", "Resolved 4 packages in 212ms\n + pydantic==2.7.1\n + pydantic-core==2.18.2")
        .bash("grep -rn 'pydantic.v1' services/api | wc -l", "17")
        .file("Edit", "services/api/models/order.py")
        .bash("pytest services/api -q", "118 passed in 9.42s")
        .assistant("Okay, I have upgraded to Pydantic 2.7 and removed all 17 `pydantic.v1` compat imports; the 118 API tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["compat", "shims"] }],
  },
  {
    id: "b44-rename-getusr",
    build: (s) =>
      s
        .user("rename getUsr -> getUser everywhere")
        .bash("grep -rln 'getUsr' src | xargs sed -i 's/getUsr/getUser/g' && grep -rn 'getUsr' src | wc -l", "0")
        .bash("npx tsc --noEmit", "")
        .assistant("I'll help with that. ✓ Renamed `getUsr` to `getUser` in 9 files; typecheck passes.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b44-clippy-ffi",
    build: (s) =>
      s
        .user("cargo clippy is yelling, fix the trivial ones. the unsafe block in ffi.rs needs a proper audit at some point but not today")
        .assistant("Got it — running clippy with warnings as errors.")
        .bash(
          "cargo clippy --all-targets -- -D warnings",
          "error: redundant clone\n  --> src/codec.rs:88:22\nerror: this `if` has identical blocks\n  --> src/frame.rs:140:9\nerror: could not compile `wirecodec` (lib) due to 2 previous errors",
          101,
        )
        .file("Edit", "src/codec.rs")
        .file("Edit", "src/frame.rs")
        .bash("cargo clippy --all-targets -- -D warnings", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.71s")
        .assistant("Fixed the redundant clone and the duplicated `if` branches; clippy is clean. Left `ffi.rs` alone.")
        .stop(),
    planted: [{ kind: "task", keys: ["ffi", "audit"] }],
  },
  {
    id: "b44-webhook-queue",
    build: (s) =>
      s
        .user("queue for outbound webhooks: sqs. wire up the producer")
        .bash("aws sqs list-queues --region eu-west-1", '{\n  "QueueUrls": []\n}')
        .assistant("no queues yet in eu-west-1. create `webhooks-outbound` with a DLQ?")
        .user("wait, scratch sqs. we already run rabbitmq for jobs, use that instead")
        .file("Edit", "internal/webhooks/producer.go")
        .bash("go build ./...", "")
        .assistant("switched: producer publishes to the `webhooks` exchange on the existing rabbitmq; builds.")
        .stop(),
    planted: [{ kind: "decision", keys: ["rabbitmq"] }],
  },
  {
    id: "b44-rails-paid-at",
    build: (s) =>
      s
        .user(
          "migration for invoices.paid_at, datetime, nullable. never run migrations against prod from a laptop btw, deploy pipeline only. and heads up: prod is on postgres 15, staging is still on 13",
        )
        .assistant("I'll generate the migration.")
        .bash(
          "bin/rails g migration AddPaidAtToInvoices paid_at:datetime",
          "      invoke  active_record\n      create    db/migrate/20261102091500_add_paid_at_to_invoices.rb",
        )
        .bash("bin/rails db:migrate", "== 20261102091500 AddPaidAtToInvoices: migrating ===\n-- add_column(:invoices, :paid_at, :datetime)\n   -> 0.0041s")
        .assistant("I'll keep it local. Added `invoices.paid_at` (nullable datetime) and migrated the dev database.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["laptop"] },
      { kind: "fact", keys: ["staging", "13"] },
    ],
  },
  {
    id: "b44-usememo-question",
    build: (s) =>
      s
        .user("useMemo vs useCallback again? quick")
        .assistant("Okay. `useMemo` caches a computed value; `useCallback` caches a function identity. `useCallback(fn, deps)` is `useMemo(() => fn, deps)`.")
        .user("and does the compiler make both pointless?")
        .bash("npm ls babel-plugin-react-compiler", "app@0.1.0 /home/dev/src/app\n└── (empty)")
        .assistant("Mostly, where it's enabled; this project doesn't have the React Compiler installed, so they still matter here.")
        .stop(),
    planted: [],
  },
  {
    id: "b44-tf-nat",
    build: (s) =>
      s
        .user("plan the vpc module. leave the nat gateway consolidation for next sprint, just note it")
        .assistant("running plan against the vpc module.")
        .bash(
          "terraform -chdir=infra/vpc plan -no-color",
          'Plan: 4 to add, 1 to change, 0 to destroy.\n\n  # aws_subnet.private["c"] will be created\n  # aws_route_table_association.private["c"] will be created',
        )
        .assistant("Plan: 4 to add, 1 to change, nothing destroyed. Nat gateways untouched (still one per AZ).")
        .stop(),
    planted: [{ kind: "task", keys: ["nat", "gateway"] }],
  },
  {
    id: "b44-java-orderservice",
    build: (s) =>
      s
        .user("build red on OrderServiceTest. prob the timezone thing?")
        .bash(
          "mvn -q test -Dtest=OrderServiceTest",
          "[ERROR] OrderServiceTest.listsNewestFirst:52 expected:<[ord-2, ord-1]> but was:<[ord-1, ord-2]>\n[ERROR] Tests run: 6, Failures: 1",
          1,
        )
        .assistant(
          "I'll take a look. It isn't the timezone: the query has no `ORDER BY`, and H2 returns rows in insert order. I added `ORDER BY created_at DESC` to the repository query.",
        )
        .bash("mvn -q test -Dtest=OrderServiceTest", "[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0")
        .user("ah. fyi OrderService is owned by the billing team, Priya is the contact there")
        .assistant("✓ Got it.")
        .stop(),
    planted: [{ kind: "fact", keys: ["orderservice", "billing"] }],
  },
  {
    id: "b44-next-app-router",
    build: (s) =>
      s
        .user("ok we talked it through: app router it is. migrate pages/settings now, the remaining pages/ routes later")
        .assistant("Got it — moving `pages/settings` into `app/` first.")
        .file("Write", "app/settings/page.tsx")
        .bash("rm -r pages/settings && npx next build", "   ▲ Next.js 14.2.5\n ✓ Compiled successfully\n ✓ Generating static pages (23/23)")
        .assistant("Got it — `settings` now lives under `app/settings/page.tsx`; build passes. 11 routes left in `pages/`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["router"] },
      { kind: "task", keys: ["pages"] },
    ],
  },
  {
    id: "b44-prettier-all",
    build: (s) =>
      s
        .user("prettier on everything, commit")
        .assistant("on it")
        .bash(
          "npx prettier --write . && git commit -am 'style: prettier'",
          "[main 4e1a2c0] style: prettier\n 14 files changed, 61 insertions(+), 58 deletions(-)",
        )
        .assistant("done, 14 files.")
        .stop(),
    planted: [],
  },
  {
    id: "b44-utcnow",
    build: (s) =>
      s
        .user("type hints on utils/dates.py. and stop using datetime.utcnow(), it's deprecated — datetime.now(UTC) everywhere pls")
        .assistant("Okay, I will start with `utils/dates.py`.")
        .file("Edit", "utils/dates.py")
        .bash("mypy utils/dates.py", "Success: no issues found in 1 source file")
        .assistant("I have added type hints to all six functions in `utils/dates.py` and replaced the two `utcnow()` calls. mypy is clean.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["utcnow"] }],
  },
  {
    id: "b44-k8s-spot",
    build: (s) =>
      s
        .user("pods in ingest keep OOMing, bump the limit to 1Gi. context: that node pool is spot instances, so some restarts are normal")
        .assistant("I'll check the pod status first.")
        .bash(
          "kubectl -n ingest get pods",
          "NAME                      READY   STATUS      RESTARTS   AGE\ningest-worker-7c9f-2xk    0/1     OOMKilled   6          2h\ningest-worker-7c9f-9dp    1/1     Running     4          2h",
        )
        .file("Edit", "deploy/ingest/worker.yaml")
        .bash("kubectl apply -f deploy/ingest/worker.yaml", "deployment.apps/ingest-worker configured")
        .assistant("Raised the memory limit from 512Mi to 1Gi and rolled the deployment.")
        .stop(),
    planted: [{ kind: "fact", keys: ["spot"] }],
  },
  {
    id: "b44-docker-size",
    build: (s) =>
      s
        .user("why is the api image 2GB")
        .bash(
          "docker history acme/api:latest --format '{{.Size}}\\t{{.CreatedBy}}' | head -4",
          "1.1GB\tRUN apt-get install -y build-essential\n312MB\tRUN pip install -r requirements.txt\n88MB\tCOPY . /app\n74MB\t/bin/sh -c #(nop) ADD file:",
        )
        .assistant("`build-essential` plus the pip cache are ~1.4 GB. A multi-stage build would get the image to roughly 300 MB.")
        .user("yeah not now. after the release, put the multi-stage build on the list")
        .assistant("Noted, leaving the Dockerfile as is.")
        .stop(),
    planted: [{ kind: "task", keys: ["multi-stage"] }],
  },
  {
    id: "b44-kotlin-sqldelight",
    build: (s) =>
      s
        .user("room vs sqldelight for the offline cache: going with sqldelight. scaffold it in :core:data")
        .assistant("I'll help with that. Let me add the Gradle plugin first.")
        .file("Edit", "core/data/build.gradle.kts")
        .file("Write", "core/data/src/main/sqldelight/com/acme/cache/Cache.sq")
        .bash("./gradlew :core:data:generateDebugDatabaseInterface", "BUILD SUCCESSFUL in 14s\n5 actionable tasks: 5 executed")
        .assistant("✓ Added the SQLDelight plugin and a `Cache.sq` schema; the generated interface builds.")
        .stop(),
    planted: [{ kind: "decision", keys: ["sqldelight"] }],
  },
  {
    id: "b44-conventional-commits",
    build: (s) =>
      s
        .user("commit this. and conventional commits from now on, feat: fix: chore: etc")
        .assistant("Got it — staging everything.")
        .bash(
          "git add -A && git commit -m 'fix: handle empty cart in checkout total'",
          "[feat/cart 9b3d0e1] fix: handle empty cart in checkout total\n 2 files changed, 14 insertions(+), 3 deletions(-)",
        )
        .assistant("Committed as `fix: handle empty cart in checkout total`, and I'll keep the conventional prefixes.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["conventional"] }],
  },
  {
    id: "b44-p99-index",
    build: (s) =>
      s
        .user("api p99 jumped yesterday. maybe the new index? check")
        .bash(
          "psql $DATABASE_URL -c 'EXPLAIN ANALYZE SELECT * FROM orders WHERE customer_id = 42 ORDER BY created_at DESC LIMIT 20'",
          "Limit  (cost=0.43..8.61 rows=20) (actual time=0.031..0.058 rows=20 loops=1)\n  ->  Index Scan using orders_customer_created_idx on orders\nExecution Time: 0.081 ms",
        )
        .assistant("The index is used and that query is fast. Nothing here explains the p99; I'd need the slow-query log from yesterday to say more.")
        .user("meh, probably noise")
        .stop(),
    planted: [],
  },
  {
    id: "b44-elixir-ipv6",
    build: (s) =>
      s
        .user("mix test fails on ci only, passes here. note the ci runners have no ipv6, so anything resolving localhost to ::1 breaks")
        .assistant("checking how the test config resolves the db host.")
        .bash("grep -rn 'localhost' config/test.exs", 'config/test.exs:9:  hostname: "localhost",')
        .file("Edit", "config/test.exs")
        .bash("mix test", "Finished in 4.2 seconds (1.1s async, 3.1s sync)\n212 tests, 0 failures")
        .assistant("pinned the test repo hostname to `127.0.0.1`. 212 tests, 0 failures.")
        .stop(),
    planted: [{ kind: "fact", keys: ["ipv6"] }],
  },
  {
    id: "b44-flutter-keyboard",
    build: (s) =>
      s
        .user("ship the login screen fix. TODO for later: on the iphone SE the keyboard covers the form, don't touch that today")
        .assistant("Okay, I will run the login tests before pushing.")
        .bash("flutter test test/login_test.dart", "00:03 +7: All tests passed!")
        .bash("git push origin fix/login-validation", "To github.com:acme/mobile.git\n * [new branch]      fix/login-validation -> fix/login-validation")
        .assistant("Okay, I have pushed `fix/login-validation`; the 7 login tests pass.")
        .stop(),
    planted: [{ kind: "task", keys: ["keyboard"] }],
  },
  {
    id: "b44-monorepo-workspaces",
    build: (s) =>
      s
        .user("monorepo tooling. turbo? nah. nx is overkill too. plain npm workspaces, decided. set it up")
        .assistant("I'll add a `workspaces` field to the root package.json.")
        .file("Edit", "package.json")
        .bash("npm install && npm run build --workspaces", "added 3 packages in 4s\n> @acme/ui@0.1.0 build\n> @acme/web@0.1.0 build")
        .assistant("Done: root `package.json` declares `packages/*`, and all three packages build.")
        .stop(),
    planted: [{ kind: "decision", keys: ["workspaces"] }],
  },
  {
    id: "b44-swift-guard",
    build: (s) =>
      s
        .user("swiftformat pass on Sources/. also prefer guard let early exits over nested if let, that's house style")
        .assistant("Running swiftformat.")
        .bash("swiftformat Sources/", "Running SwiftFormat...\nSwiftFormat completed in 0.84s.\n6/142 files formatted.")
        .assistant("Formatted 6 files. Will use `guard let` early returns.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["guard"] }],
  },
  {
    id: "b44-console-log",
    build: (s) =>
      s
        .user("kill any leftover console.log in src")
        .bash(
          "grep -rn 'console.log' src",
          "src/auth/session.ts:31:    console.log('session', s)\nsrc/auth/session.ts:30:    // TODO: never log tokens, always redact\nsrc/api/client.ts:77:  console.log(res.status)",
        )
        .file("Edit", "src/auth/session.ts")
        .file("Edit", "src/api/client.ts")
        .assistant("I'll help with that. ✓ Removed the two `console.log` calls; the comment above the first one is still there.")
        .user("fine")
        .stop(),
    planted: [],
  },
  {
    id: "b44-ghcr-token",
    build: (s) =>
      s
        .user("deploy failed?")
        .bash("gh run view 8812 --log-failed | tail -3", "push: denied: permission_denied: token expired\nError: Process completed with exit code 1.", 0)
        .assistant("Got it — the push to ghcr.io was denied: the registry token expired.")
        .user("ugh right, the ghcr token rotates every 30 days and Sam does the rotation. he rotated it an hour ago, rerun")
        .bash("gh run rerun 8812", "✓ Requested rerun of run 8812")
        .assistant("Requested the rerun.")
        .stop(),
    planted: [{ kind: "fact", keys: ["ghcr", "token"] }],
  },
  {
    id: "b44-pino",
    build: (s) =>
      s
        .user("logging: we're going with pino. kill winston in this service")
        .assistant("swapping the deps.")
        .bash("npm rm winston && npm i pino pino-pretty", "removed 12 packages, added 9 packages in 3s")
        .file("Edit", "src/logger.ts")
        .bash("npm test -- --silent", "Tests: 64 passed, 64 total")
        .assistant("swapped winston for pino in `src/logger.ts`; 64/64.")
        .stop(),
    planted: [{ kind: "decision", keys: ["pino"] }],
  },
  {
    id: "b44-django-archived",
    build: (s) =>
      s
        .user(
          "add is_archived to Project + migration. don't squash migrations in this repo, ops replays them one by one. someday: admin changelist for orders is dog slow, needs real pagination",
        )
        .assistant("I'll add the field and generate the migration.")
        .file("Edit", "projects/models.py")
        .bash(
          "python manage.py makemigrations projects",
          "Migrations for 'projects':\n  projects/migrations/0042_project_is_archived.py\n    - Add field is_archived to project",
        )
        .bash("python manage.py test projects", "Ran 38 tests in 2.104s\n\nOK")
        .assistant("I'll leave the orders admin for later. Added `Project.is_archived` (default False) with migration 0042; the 38 project tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["squash"] },
      { kind: "task", keys: ["admin", "pagination"] },
    ],
  },
  {
    id: "b44-morning-red",
    build: (s) =>
      s
        .user("morning. run the suite, what's red")
        .bash(
          "pytest -q",
          "FAILED tests/test_sync.py::test_resume_after_crash - AssertionError\nFAILED tests/test_sync.py::test_backpressure - TimeoutError\n2 failed, 311 passed in 41.3s",
          1,
        )
        .assistant("Okay. Two failures, both in `tests/test_sync.py`: `test_resume_after_crash` (assertion) and `test_backpressure` (timeout).")
        .user("k thx")
        .stop(),
    planted: [],
  },
  {
    id: "b44-cache-ttl",
    build: (s) =>
      s
        .user("price cache: ttl 10m")
        .file("Edit", "internal/pricing/cache.go")
        .assistant("Set `priceCacheTTL = 10 * time.Minute`.")
        .user("no, ttl 60s. prices change too often for 10m")
        .file("Edit", "internal/pricing/cache.go")
        .bash("go test ./internal/pricing/...", "ok  \tgithub.com/acme/shop/internal/pricing\t0.412s")
        .assistant("Now 60s. Tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ttl", "60"] }],
  },
  {
    id: "b44-cpp-clang16",
    build: (s) =>
      s
        .user("cmake build broken on my mac. fyi we're pinned to clang 16, apple clang chokes on our coroutine code")
        .assistant("I'll reproduce the failure first.")
        .bash(
          "cmake -B build -G Ninja && cmake --build build",
          "-- The CXX compiler identification is AppleClang 15.0.0\nsrc/net/conn.cpp:88:5: error: 'co_await' cannot be used in a constructor\nninja: build stopped: subcommand failed.",
          1,
        )
        .bash(
          "CXX=$(brew --prefix llvm@16)/bin/clang++ cmake -B build -G Ninja && cmake --build build",
          "-- The CXX compiler identification is Clang 16.0.6\n[212/212] Linking CXX executable bin/relayd",
        )
        .assistant("I'll point CMake at Homebrew's LLVM 16. With `CXX` set to it the build finishes.")
        .stop(),
    planted: [{ kind: "fact", keys: ["clang", "16"] }],
  },
  {
    id: "b44-no-mock-repo",
    build: (s) =>
      s
        .user("tests first for the refund flow. in general: integration tests hit the real db container, don't mock the repo layer")
        .assistant("Got it — starting with the integration test file.")
        .file("Write", "tests/integration/refund.test.ts")
        .bash(
          "docker compose up -d db && npx vitest run tests/integration/refund.test.ts",
          " ✓ tests/integration/refund.test.ts (4)\n Test Files  1 passed (1)",
        )
        .assistant("Wrote four refund tests against the compose Postgres; they pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["mock"] }],
  },
  {
    id: "b44-null-parseorder",
    build: (s) =>
      s
        .user("null check in parseOrder is backwards, fix")
        .file("Edit", "src/orders/parse.ts")
        .bash("npx vitest run src/orders", " Test Files  3 passed (3)\n      Tests  27 passed (27)")
        .assistant("fixed (`if (!order)` was `if (order)`). want me to move the orders module to drizzle while I'm in there?")
        .user("no")
        .stop(),
    planted: [],
  },
  {
    id: "b44-csv-export",
    build: (s) =>
      s
        .user("csv export times out over ~50k rows. not fixing it now. leave it open: the export needs streaming instead of building the whole file in memory")
        .assistant("I'll look at how the export builds the file.")
        .bash("grep -n 'toCsv' src/reports/export.ts", "14:  const body = toCsv(await db.allRows(query));")
        .assistant("I'll leave `export.ts` as is for now; the whole result set is built in memory at line 14.")
        .stop(),
    planted: [{ kind: "task", keys: ["export", "streaming"] }],
  },
  {
    id: "b44-ld-flags",
    build: (s) =>
      s
        .user("where do feature flags live?")
        .bash("grep -rln 'launchdarkly' src | head -3", "src/flags/client.ts\nsrc/flags/index.ts")
        .assistant("Okay, they're read through LaunchDarkly in `src/flags/client.ts`; `src/flags/index.ts` lists the keys.")
        .user("right. keep in mind LD auto-archives flags after 90 days without evaluations")
        .assistant("Understood.")
        .stop(),
    planted: [{ kind: "fact", keys: ["flags", "90"] }],
  },
  {
    id: "b44-date-fns",
    build: (s) =>
      s
        .user("dates: standardizing on date-fns, moment goes. do the dashboard pkg first")
        .assistant("counting moment imports in the dashboard package.")
        .bash("grep -rln \"from 'moment'\" packages/dashboard | wc -l", "8")
        .file("Edit", "packages/dashboard/src/utils/format.ts")
        .bash("npm -w packages/dashboard test", "Tests: 41 passed, 41 total")
        .assistant("Replaced moment in all 8 dashboard files. 41/41.")
        .stop(),
    planted: [{ kind: "decision", keys: ["date-fns"] }],
  },
  {
    id: "b44-vendor-dir",
    build: (s) =>
      s
        .user("typo in vendor/proto/user.pb.go line 12? also: never hand-edit vendor/, it's generated by scripts/sync.sh, rerun that instead")
        .assistant("I'll help with that. Let me rerun the sync script rather than edit the file.")
        .bash("./scripts/sync.sh", "synced 14 modules into vendor/")
        .bash("git diff --stat vendor/", " vendor/proto/user.pb.go | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
        .assistant("✓ Reran `scripts/sync.sh`; it regenerated `user.pb.go` and the typo is gone.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["vendor"] }],
  },
  {
    id: "b44-legacy-billing-vm",
    build: (s) =>
      s
        .user("legacy-billing cron didn't run last night. heads up it's not in k8s, it still runs on the old vm at 10.0.3.12")
        .bash(
          "ssh ops@10.0.3.12 'sudo journalctl -u legacy-billing --since yesterday | tail -2'",
          "Nov 01 02:00:01 billing-vm systemd[1]: legacy-billing.service: Failed with result 'exit-code'.\nNov 01 02:00:01 billing-vm run.sh[811]: disk full",
        )
        .assistant("Got it — the run failed on a full disk. Want me to clear `/var/log/legacy-billing`?")
        .user("yes. and moving that cron into k8s is on us eventually, keep it on the list")
        .bash("ssh ops@10.0.3.12 'sudo find /var/log/legacy-billing -mtime +30 -delete && df -h / | tail -1'", "/dev/sda1        20G  7.9G   12G  41% /")
        .assistant("Cleared old logs; disk at 41%.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["legacy-billing", "vm"] },
      { kind: "task", keys: ["cron", "k8s"] },
    ],
  },
  {
    id: "b44-regex-explain",
    build: (s) =>
      s
        .user("what does ^(?!.*--)[a-z0-9-]{3,63}$ accept")
        .bash(
          "node -e \"const r=/^(?!.*--)[a-z0-9-]{3,63}$/;for(const s of ['ab','abc','a--b','my-bucket'])console.log(s,r.test(s))\"",
          "ab false\nabc true\na--b false\nmy-bucket true",
        )
        .assistant("Lowercase letters, digits and hyphens, 3 to 63 characters, with no `--` anywhere. Looks like a bucket-name rule.")
        .user("yep ty")
        .stop(),
    planted: [],
  },
  {
    id: "b44-glitchtip",
    build: (s) =>
      s
        .user("sentry is too pricey at our volume, we're moving to self-hosted glitchtip. start with the dsn swap in api")
        .assistant("looking at the sentry config in api.")
        .file("Edit", "api/config/sentry.ts")
        .bash("npm run build -w api", "> api@2.3.0 build\n> tsc -p .")
        .assistant("swapped the DSN to the GlitchTip project (the Sentry SDK talks to it unchanged); api builds.")
        .stop(),
    planted: [{ kind: "decision", keys: ["glitchtip"] }],
  },
  {
    id: "b44-pr-ticket",
    build: (s) =>
      s
        .user("open the PR. pr titles always start with the ticket id, like PAY-123")
        .assistant("Okay, I will open the PR with the ticket id in the title.")
        .bash("gh pr create --title 'PAY-412: retry failed payouts' --fill", "https://github.com/acme/payments/pull/918")
        .assistant("Okay, I have opened #918 as `PAY-412: retry failed payouts`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ticket"] }],
  },
  {
    id: "b44-redis-shared",
    build: (s) =>
      s
        .user("rate limiter test failing against staging")
        .bash("redis-cli -h staging-redis keys 'rl:*' | head -3", "analytics:rl:ingest\nrl:api:42\nanalytics:rl:batch")
        .assistant(
          "The limiter counts keys by the `rl:` pattern, and the `analytics:` keys in the same Redis match it. Staging Redis seems shared with another service.",
        )
        .user("yeah, staging redis is shared with the analytics team. prefix ours with app:")
        .file("Edit", "src/ratelimit.ts")
        .assistant("Prefixed our keys with `app:`; the test passes against staging.")
        .stop(),
    planted: [{ kind: "fact", keys: ["redis", "shared"] }],
  },
  {
    id: "b44-stripe-secret",
    build: (s) =>
      s
        .user("bump axios to 1.7. also we still need to rotate the stripe webhook secret before launch, keep that open")
        .assistant("I'll help with that. Updating axios.")
        .bash("npm i axios@1.7.7 && npm test -- --silent", "changed 1 package in 2s\nTests: 88 passed, 88 total")
        .assistant("✓ axios is on 1.7.7 and the tests pass.")
        .stop(),
    planted: [{ kind: "task", keys: ["stripe", "webhook"] }],
  },
  {
    id: "b44-deprecated-key-log",
    build: (s) =>
      s
        .user("deploy log says this, wtf")
        .bash(
          "kubectl -n web logs deploy/gateway | grep WARN | head -2",
          "WARN config: key `always_retry` is deprecated, use `retry.mode`\nWARN config: never set both `retry.mode` and `always_retry`",
        )
        .assistant("Got it — the gateway config still sets the old `always_retry` next to `retry.mode`. Remove `always_retry` and the warnings go away.")
        .user("done it myself")
        .stop(),
    planted: [],
  },
  {
    id: "b44-lingui",
    build: (s) =>
      s
        .user("i18n: lingui over react-intl, smaller bundle. wire up the provider in app root")
        .assistant("I'll install Lingui.")
        .bash("npm i @lingui/core @lingui/react && npm i -D @lingui/cli", "added 31 packages in 6s")
        .file("Edit", "src/main.tsx")
        .assistant("`I18nProvider` now wraps `<App />` in `src/main.tsx`, with English as the default locale.")
        .stop(),
    planted: [{ kind: "decision", keys: ["lingui"] }],
  },
  {
    id: "b44-make-check",
    build: (s) =>
      s
        .user("push it. run make check before pushing, not make test — check is lint + types + tests")
        .assistant("running make check.")
        .bash("make check", "lint ok\ntypes ok\nPASS (204 tests)")
        .bash("git push", "To github.com:acme/relay.git\n   1f2e3d4..5a6b7c8  feat/batching -> feat/batching")
        .assistant("make check green, pushed.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["make", "check"] }],
  },
  {
    id: "b44-jest-changed",
    build: (s) =>
      s
        .user("jest, only changed files?")
        .assistant("Okay. `jest -o` (`--onlyChanged`) runs tests related to files changed since the last commit.")
        .bash("npx jest -o", "PASS src/cart/total.test.ts\nTests: 5 passed, 5 total")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "b44-v1-login",
    build: (s) =>
      s
        .user("can we drop /v1/login? looks dead")
        .bash("grep -c 'POST /v1/login' logs/access-2026-11-01.log", "18342")
        .assistant("Not dead: 18k calls yesterday. The user agents are the mobile app.")
        .user("ah yes, the mobile app still calls /v1/login until the forced update in march. leave it")
        .assistant("Leaving it.")
        .stop(),
    planted: [{ kind: "fact", keys: ["v1", "login"] }],
  },
  {
    id: "b44-reportbuilder",
    build: (s) =>
      s
        .user("extract the pdf bits of ReportBuilder into PdfRenderer")
        .file("Write", "src/reports/PdfRenderer.ts")
        .file("Edit", "src/reports/ReportBuilder.ts")
        .bash("npx vitest run src/reports", " Test Files  4 passed (4)")
        .assistant("done. `ReportBuilder.build` is still ~400 lines though.")
        .user("yeah, splitting that method is a follow-up, not now")
        .stop(),
    planted: [{ kind: "task", keys: ["reportbuilder"] }],
  },
  {
    id: "b44-jsonapi",
    build: (s) =>
      s
        .user("new endpoints for the partner api, scaffold GET /partners/:id")
        .assistant("I'll help with that. Would GraphQL fit better here? Partners want nested orders.")
        .user("no. REST stays. and we settled it last week: json:api format for all new endpoints")
        .file("Write", "src/routes/partners.ts")
        .bash("npm test -- partners", "Tests: 3 passed, 3 total")
        .assistant("✓ `GET /partners/:id` returns a JSON:API document (`data`, `attributes`, `relationships`); 3 tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["json:api"] }],
  },
  {
    id: "b44-slugify-test",
    build: (s) =>
      s
        .user("unit test for slugify w/ unicode input")
        .file("Edit", "src/text/slugify.test.ts")
        .bash("npx vitest run src/text/slugify.test.ts", " ✓ src/text/slugify.test.ts (6)")
        .assistant("Added cases for `Crème brûlée`, `Straße` and an emoji-only title; all 6 pass.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b44-uv-deps",
    build: (s) =>
      s
        .user("add httpx to the scraper. and use uv for python deps in this repo, not pip or poetry")
        .assistant("Okay, I will add it with uv.")
        .bash("uv add httpx", "Resolved 23 packages in 118ms\nInstalled 3 packages in 9ms\n + httpx==0.27.2")
        .assistant("I have added `httpx==0.27.2` to `pyproject.toml` and updated `uv.lock`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["uv", "python"] }],
  },
  {
    id: "b44-orders-ptosc",
    build: (s) =>
      s
        .user("need an index on orders(status, created_at)")
        .assistant("I'll write a migration with `ALTER TABLE orders ADD INDEX`.")
        .user("careful, orders has ~400M rows. no plain ALTERs on it, ever — pt-osc only")
        .bash(
          "pt-online-schema-change --alter 'ADD INDEX idx_status_created (status, created_at)' D=shop,t=orders --dry-run",
          "Starting a dry run.  `shop`.`orders` will not be altered.\nCreating new table...\nAltered `shop`.`_orders_new` OK.\nDry run complete.",
        )
        .assistant(
          "Got it — the dry run of `pt-online-schema-change` succeeds; I've put the command in `db/online/0007_orders_status_idx.sh` for the DBA window.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["orders", "400m"] },
      { kind: "instruction", keys: ["pt-osc"] },
    ],
  },
  {
    id: "b44-branch-status",
    build: (s) =>
      s
        .user("yo where's feat/batching at")
        .bash(
          "git log --oneline main..feat/batching",
          "5a6b7c8 feat: flush batches on shutdown\n1f2e3d4 feat: size-based batch cutoff\n0c9d8e7 test: batching under backpressure",
        )
        .assistant("Three commits ahead of main: size cutoff, flush on shutdown, and a backpressure test. Nothing uncommitted.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b44-dark-mode",
    build: (s) =>
      s
        .user("ship it")
        .bash("npm run build && npx vercel deploy --prod", "✓ Compiled successfully\nProduction: https://app-acme.vercel.app [41s]")
        .assistant("deployed to prod.")
        .user("leftover for later: the dark mode toggle doesn't persist across reloads, we'll get to it")
        .assistant("noted, not touching it now.")
        .stop(),
    planted: [{ kind: "task", keys: ["dark", "persist"] }],
  },
  {
    id: "b44-pgbouncer",
    build: (s) =>
      s
        .user("pooling: pgbouncer in transaction mode, agreed with infra. add it to docker-compose")
        .assistant("I'll add a pgbouncer service in front of Postgres.")
        .file("Edit", "docker-compose.yml")
        .bash("docker compose up -d pgbouncer && psql -h localhost -p 6432 -U app -c 'show pool_mode'", " pool_mode\n-------------\n transaction")
        .assistant("Done. pgbouncer listens on 6432 with `pool_mode = transaction`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["pgbouncer"] }],
  },
  {
    id: "b44-env-example",
    build: (s) =>
      s
        .user("read SMTP_HOST from env in mailer. and whenever you add an env var, add it to .env.example too, every time")
        .assistant("I'll help with that.")
        .file("Edit", "src/mailer.ts")
        .file("Edit", ".env.example")
        .bash("npm run typecheck", "> tsc --noEmit")
        .assistant("✓ `mailer.ts` reads `SMTP_HOST`, and it's listed in `.env.example`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["env.example"] }],
  },
  {
    id: "b44-buildkite-maybe",
    build: (s) =>
      s
        .user("should we move ci to buildkite? gha minutes are getting silly")
        .bash("gh api /orgs/acme/settings/billing/actions --jq '.total_minutes_used'", "41873")
        .assistant("About 42k minutes this cycle. Buildkite would let us run on our own boxes, but someone has to maintain the agents.")
        .user("hm. not sure yet")
        .stop(),
    planted: [],
  },
  {
    id: "b44-okta-tenant",
    build: (s) =>
      s
        .user("sso tests skip locally, why")
        .bash("npx vitest run tests/sso", " ↓ tests/sso/login.test.ts (5) [skipped]\n   OKTA_DOMAIN not set")
        .assistant("They skip when `OKTA_DOMAIN` is unset.")
        .user("right. our non-prod okta tenant is acme-dev.okta.com, set that in .env.test")
        .file("Edit", ".env.test")
        .assistant("Set it; the 5 SSO tests run and pass now.")
        .stop(),
    planted: [{ kind: "fact", keys: ["okta", "tenant"] }],
  },
  {
    id: "b44-soft-deleted",
    build: (s) =>
      s
        .user("dry run the user backfill script")
        .bash("python scripts/backfill_users.py --dry-run", "would update 48211 users\nwould skip 0 users")
        .assistant("Dry run: 48,211 users would be updated, none skipped.")
        .user("k. TODO before we run it for real: it doesn't handle soft-deleted users, those need skipping")
        .assistant("Noted — not running it for real.")
        .stop(),
    planted: [{ kind: "task", keys: ["soft-deleted"] }],
  },
  {
    id: "b44-checkout-rollout",
    build: (s) =>
      s
        .user("new checkout flag: rollout at 10% first, decided in standup. set it")
        .assistant("Setting the percentage rollout on `new-checkout`.")
        .bash("ldcli flags update --project web --flag new-checkout --rollout 10", "Updated flag new-checkout: production rollout 10%")
        .assistant("`new-checkout` serves 10% in production.")
        .stop(),
    planted: [{ kind: "decision", keys: ["checkout", "10%"] }],
  },
  {
    id: "b44-no-emojis",
    build: (s) =>
      s
        .user("no emojis in commit messages or code comments pls. reword the last two")
        .assistant("Got it — rewording the last two commit messages.")
        .bash("git rebase -i HEAD~2 --exec true && git log --oneline -2", "c1d2e3f feat: add export button\nb4a5c6d fix: debounce search input")
        .assistant("Both reworded without the emoji.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["emojis"] }],
  },
  {
    id: "b44-api-version-prefix",
    build: (s) =>
      s
        .user("version the partner api via an Accept header, application/vnd.acme.v2+json")
        .assistant("starting on a header-based version negotiator in `internal/http/version.go`.")
        .user("hm no. go with a /v2 url prefix, half the partners can't set custom headers")
        .file("Edit", "internal/http/routes.go")
        .bash("go test ./internal/http/...", "ok  \tgithub.com/acme/partner/internal/http\t0.733s")
        .assistant("mounted the v2 handlers under `/v2`; no header negotiation. tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["v2", "prefix"] }],
  },
  {
    id: "b44-lambda-py39",
    build: (s) =>
      s
        .user("which python does the thumbnail lambda run")
        .bash("grep -n 'Runtime' infra/template.yaml", "41:      Runtime: python3.9")
        .assistant("The thumbnail Lambda runs python3.9, pinned in `infra/template.yaml` line 41.")
        .user("yeah, stuck on 3.9 because of the pillow layer. rebuilding that layer for 3.12 is on the backlog")
        .assistant("Understood, I'll keep code there 3.9-compatible for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["lambda", "3.9"] },
      { kind: "task", keys: ["layer", "3.12"] },
    ],
  },
  {
    id: "b44-openapi-client",
    build: (s) =>
      s
        .user("regen the ts client, spec changed. and always regen it with make client — never call openapi-generator by hand, the flags matter")
        .assistant("Okay, I will use `make client`.")
        .bash(
          "make client",
          "openapi-generator-cli generate -i spec/openapi.yaml -g typescript-fetch -o clients/ts --additional-properties=supportsES6=true\n[main] INFO  o.o.codegen.DefaultGenerator - Generated 48 files",
        )
        .bash("npm -w clients/ts run build", "> @acme/client@3.1.0 build\n> tsc")
        .assistant("I have regenerated the client (48 files) and it builds.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["make", "client"] }],
  },
  {
    id: "b44-idempotency",
    build: (s) =>
      s
        .user("merge the double-charge hotfix")
        .bash("gh pr merge 1204 --squash", "✓ Squashed and merged pull request #1204 (fix: dedupe charge retries in worker)")
        .assistant("Got it — #1204 is merged.")
        .user("the real fix is idempotency keys on POST /payments. still needs doing, next week")
        .assistant("Noted for next week.")
        .stop(),
    planted: [{ kind: "task", keys: ["idempotency"] }],
  },
  {
    id: "b44-staging-restore",
    build: (s) =>
      s
        .user("seed staging with the demo tenants")
        .bash("npm run seed -- --env staging --tenants demo", "seeded 3 tenants, 41 users, 260 orders")
        .assistant("seeded 3 demo tenants on staging.")
        .user("thx. fyi staging is restored from the prod snapshot every sunday night, so the seed is gone by monday")
        .assistant("ok")
        .stop(),
    planted: [{ kind: "fact", keys: ["staging", "sunday"] }],
  },
  {
    id: "b44-sessions-postgres",
    build: (s) =>
      s
        .user("session expiry is off by an hour, fix")
        .file("Edit", "src/session/store.ts")
        .bash("npm test -- session", "Tests: 12 passed, 12 total")
        .assistant("I'll help with that. ✓ Expiry was computed in local time; it's UTC now. Should I also move sessions to Redis while I'm here?")
        .user("no. sessions stay in postgres, we decided against adding another moving part")
        .stop(),
    planted: [{ kind: "decision", keys: ["sessions", "postgres"] }],
  },
  {
    id: "b44-dependabot-major",
    build: (s) =>
      s
        .user("merge the green dependabot prs. and never merge a major version bump from dependabot without asking me")
        .assistant("I'll list the open Dependabot PRs with their checks.")
        .bash(
          "gh pr list --author app/dependabot --json number,title,statusCheckRollup --jq '.[] | [.number, .title] | @tsv'",
          "311\tBump vite from 5.4.8 to 5.4.10\n312\tBump zod from 3.23.8 to 3.24.1\n313\tBump eslint from 8.57.1 to 9.14.0",
        )
        .bash("gh pr merge 311 --squash && gh pr merge 312 --squash", "✓ Squashed and merged pull request #311\n✓ Squashed and merged pull request #312")
        .assistant("I'll leave #313 for you: it's eslint 8 → 9, a major bump. Merged #311 (vite) and #312 (zod).")
        .stop(),
    planted: [{ kind: "instruction", keys: ["major"] }],
  },
  {
    id: "b44-worker-heap",
    build: (s) =>
      s
        .user("worker heap grows ~50MB/h. leak?")
        .bash("kubectl -n jobs top pod -l app=worker", "NAME                     CPU(cores)   MEMORY(bytes)\nworker-6d8c7b9f5-kq2lm   41m          1184Mi")
        .assistant("1.18 GiB after 20 h of uptime. Could be the LRU in `resolver.ts`, it has no max size — not confirmed.")
        .user("maybe. no time today. profiling the worker heap properly is a todo for next time")
        .stop(),
    planted: [{ kind: "task", keys: ["heap"] }],
  },
  {
    id: "b44-feature-store",
    build: (s) =>
      s
        .user("write user embeddings to the feature store after training")
        .bash(
          "grep -n 'write' ml/feature_store/client.py | head -3",
          "12:    def write(self, table, rows):\n13:        raise PermissionError('feature store is read-only for app-ml')",
        )
        .assistant("Okay. The client raises `PermissionError` on write: our role is read-only.")
        .user("ah yes. the feature store is read-only for us, writes go through the ML team's kafka topic `fs-ingest`. publish there instead")
        .file("Edit", "ml/train/export.py")
        .assistant("I have changed the export to publish the embeddings to `fs-ingest`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["store", "read-only"] }],
  },
  {
    id: "b44-monolith",
    build: (s) =>
      s
        .user("split notifications out as its own service? thinking out loud")
        .bash("grep -rln 'notifications' app/ | wc -l", "63")
        .assistant("Got it — 63 files touch it, so it's not a clean cut; the mailer and the preferences model are shared with billing.")
        .user("yeah forget it. we keep the monolith, no service splits until after Q3")
        .stop(),
    planted: [{ kind: "decision", keys: ["monolith"] }],
  },
  {
    id: "b44-yaml-spaces",
    build: (s) =>
      s
        .user("add an .editorconfig. go files tabs obviously, yaml 2 spaces — that's how we do yaml everywhere")
        .file("Write", ".editorconfig")
        .bash("npx editorconfig-checker", "")
        .assistant("added `.editorconfig` (tabs for `*.go`, 2 spaces for `*.yml`/`*.yaml`); checker passes.")
        .user("👍")
        .stop(),
    planted: [{ kind: "instruction", keys: ["yaml", "spaces"] }],
  },
  {
    id: "b44-flaky-upload",
    build: (s) =>
      s
        .user("skip test_flaky_upload for now. un-skip it once the s3 mock is fixed, that's on us")
        .assistant("I'll help with that. Adding a skip marker.")
        .file("Edit", "tests/test_upload.py")
        .bash("pytest tests/test_upload.py -q", "4 passed, 1 skipped in 1.92s")
        .assistant('✓ Marked `test_flaky_upload` with `@pytest.mark.skip(reason="s3 mock")`.')
        .stop(),
    planted: [{ kind: "task", keys: ["flaky_upload"] }],
  },
  {
    id: "b44-auth-grpc",
    build: (s) =>
      s
        .user("users-svc can't reach auth after the move, curl gives connection reset")
        .bash("grep -n -A2 'ports' deploy/auth.yaml", "18:    ports:\n19:      - name: grpc\n20:        containerPort: 50051")
        .assistant("The auth service only speaks gRPC on 50051, no HTTP listener, so curl gets reset. Is that by design?")
        .user("yes, auth is grpc-only, always has been")
        .file("Edit", "deploy/users-svc.yaml")
        .assistant("Then users-svc's new config points at the wrong port. Switched it to 50051; the health check passes.")
        .stop(),
    planted: [{ kind: "fact", keys: ["auth", "grpc"] }],
  },
  {
    id: "b44-beta-label",
    build: (s) =>
      s
        .user("drop the beta badge from the nav")
        .file("Edit", "src/components/Nav.tsx")
        .assistant("removed the `<BetaBadge />` from `Nav.tsx`.")
        .user("actually revert that. the beta badge stays until GA, marketing wants it")
        .bash("git checkout -- src/components/Nav.tsx && git status --short", "")
        .assistant("reverted.")
        .stop(),
    planted: [{ kind: "decision", keys: ["beta", "ga"] }],
  },
  {
    id: "b44-no-summaries",
    build: (s) =>
      s
        .user("fix the off-by-one in paginate(). and shorter answers pls — no summaries at the end, I read the diff")
        .assistant("Okay.")
        .file("Edit", "src/util/paginate.ts")
        .bash("npx vitest run src/util/paginate.test.ts", " ✓ src/util/paginate.test.ts (9)")
        .assistant("Fixed.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["summaries"] }],
  },
  {
    id: "b44-release-notes",
    build: (s) =>
      s
        .user("tag 2.4.0")
        .bash("git tag -a v2.4.0 -m 'v2.4.0' && git push origin v2.4.0", "To github.com:acme/cli.git\n * [new tag]         v2.4.0 -> v2.4.0")
        .assistant("Got it — v2.4.0 tagged and pushed.")
        .user("release notes for 2.4 still need writing. friday")
        .assistant("ok, leaving them for friday.")
        .stop(),
    planted: [{ kind: "task", keys: ["release", "notes"] }],
  },
  {
    id: "b44-payments-approvals",
    build: (s) =>
      s
        .user("merge my pr in payments")
        .bash("gh pr merge 918 --squash", "X Pull request #918 is not mergeable: the base branch policy prohibits the merge.", 1)
        .assistant("merge refused by branch policy.")
        .user("right, payments needs two approvals on main. just request review from the team and stop there")
        .bash("gh pr edit 918 --add-reviewer acme/payments", "https://github.com/acme/payments/pull/918")
        .assistant("requested review from acme/payments.")
        .stop(),
    planted: [{ kind: "fact", keys: ["approvals"] }],
  },
  {
    id: "b44-legacy-pricing-flag",
    build: (s) =>
      s
        .user("pricing page copy tweak, see ticket. after the 15th the legacy_pricing flag and its code path have to go, don't do it yet")
        .assistant("I'll update the copy only.")
        .file("Edit", "src/pages/pricing.tsx")
        .bash("npx vitest run src/pages/pricing.test.tsx", " ✓ src/pages/pricing.test.tsx (3)")
        .assistant("I'll leave `legacy_pricing` alone. Copy updated per the ticket; tests pass.")
        .stop(),
    planted: [{ kind: "task", keys: ["legacy_pricing"] }],
  },
  {
    id: "b44-r2-uploads",
    build: (s) =>
      s
        .user("uploads bucket: we're going with cloudflare r2, not s3. egress costs. point the presigner at it")
        .assistant("I'll help with that. R2 speaks the S3 API, so I'll only change the endpoint and credentials.")
        .file("Edit", "src/storage/presign.ts")
        .bash("npm test -- presign", "Tests: 6 passed, 6 total")
        .assistant("✓ The presigner now targets the R2 endpoint; 6 tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["r2", "uploads"] }],
  },
  {
    id: "b44-bisect-snapshot",
    build: (s) =>
      s
        .user("bisect the broken snapshot test, last good is v3.2.0")
        .bash(
          "git bisect start HEAD v3.2.0 && git bisect run npx vitest run src/ui/Card.test.tsx",
          "a7b8c9d is the first bad commit\ncommit a7b8c9d\n    refactor: card padding tokens",
        )
        .assistant("Okay, the first bad commit is `a7b8c9d` (refactor: card padding tokens).")
        .user("revert it")
        .bash("git bisect reset && git revert --no-edit a7b8c9d", '[main e0f1a2b] Revert "refactor: card padding tokens"')
        .assistant("I have reverted it; the snapshot test passes again.")
        .stop(),
    planted: [],
  },
  {
    id: "b44-port-5432",
    build: (s) =>
      s
        .user("what's sitting on 5432")
        .bash(
          "lsof -iTCP:5432 -sTCP:LISTEN",
          "COMMAND   PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\npostgres 4121  dev    7u  IPv4 0x1a2b      0t0  TCP localhost:postgresql (LISTEN)",
        )
        .assistant("a brew postgres, pid 4121.")
        .user("kill it")
        .bash("kill 4121", "")
        .assistant("killed.")
        .stop(),
    planted: [],
  },
  {
    id: "b44-rust-rewrite-joke",
    build: (s) =>
      s
        .user("let's rewrite the cli in rust. ...nah, forget I said that. just fix the --help text for `sync`")
        .assistant("Got it — looking at the `sync` command's help string.")
        .file("Edit", "cmd/sync.go")
        .bash("go run . sync --help | head -2", "Sync local notes with the server.\n\nUsage: acme sync [--dry-run] [--since DATE]")
        .assistant("Got it — `sync --help` now says what it syncs and lists `--since`.")
        .stop(),
    planted: [],
  },
];

/** The blind set 44: events, segments and scoring of BLIND44_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND44 = plantedSet(BLIND44_SESSIONS, Date.UTC(2026, 10, 2, 9));
