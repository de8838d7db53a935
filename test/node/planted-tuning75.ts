/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: sessions where one subject recurs with different kinds: a bug's root cause (fact) then
 * the follow-up left for later (task), a decision then the rule it implies (instruction), a fact
 * then a question about it (nothing). Each planted item sits in its own sentence. Any stack (Go,
 * Django, Rust, Rails, Elixir, Kotlin, Terraform, React, Node), in OpenCode voice (the agent says
 * "I'll check…" and reports tersely with code spans) and Gemini CLI voice ("Okay, I will…",
 * bold plan headings, "I have updated…"); users write terse or at length, with typos.
 * Each session is one segment; the items planted in it are listed with it. Every other message
 * must give nothing: questions, hypotheses, proposals the user rejects or never confirms,
 * withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output (with words like
 * "always", "never", "TODO"), chit-chat, and requests the agent completes in the same session.
 * Superseded decisions plant only the later one.
 *
 * Matching rule (the one planted-blind.ts states):
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

export const TUNING75_SESSIONS: BlindSession[] = [
  {
    id: "t75-01-go-pool-shutdown",
    build: (s) =>
      s
        .user("the worker pool hangs on shutdown again, can u look? happens maybe 1 in 5 runs")
        .assistant("I'll run the shutdown test with the race detector a few times first.")
        .bash(
          "go test ./internal/pool/... -run TestShutdown -race -count=5",
          "panic: test timed out after 30s\ngoroutine 18 [semacquire]:\nsync.(*WaitGroup).Wait(...)\ninternal/pool/pool.go:88",
          1,
        )
        .assistant(
          "Found it. The root cause is that `Pool.Close` waits on the WaitGroup before it cancels the context, so workers blocked in `recv` never return. Swapping the two lines fixes it.",
        )
        .file("Edit", "internal/pool/pool.go")
        .bash("go test ./internal/pool/... -run TestShutdown -race -count=20", "ok  \texample.com/svc/internal/pool\t4.112s")
        .user("nice. the fanout package has the exact same close ordering, leave it for now and we fix fanout next sprint")
        .assistant("Understood, I've only touched `internal/pool`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["waitgroup", "cancel"] },
      { kind: "task", keys: ["fanout"] },
    ],
  },
  {
    id: "t75-02-django-utc",
    build: (s) =>
      s
        .user(
          "We keep getting off-by-one-day bugs in the monthly reports. After talking with Lena we decided: every datetime is stored in UTC in Postgres and converted to the user's zone only in the templates.",
        )
        .assistant("Okay, I will look for naive datetimes in the `reports` app first.")
        .bash(
          "grep -rn 'datetime.now()' reports/",
          "reports/views.py:41:    start = datetime.now() - timedelta(days=30)\nreports/tasks.py:17:    run_at = datetime.now()",
        )
        .assistant("I found two call sites that create naive datetimes. **Plan:** replace both with `django.utils.timezone.now()` and rerun the report tests.")
        .user("yes. and going forward nobody calls datetime.now() in this codebase, use timezone.now everywhere.")
        .file("Edit", "reports/views.py")
        .file("Edit", "reports/tasks.py")
        .bash("python manage.py test reports", "Ran 34 tests in 2.871s\n\nOK")
        .assistant("I have replaced both call sites; the 34 report tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["utc"] },
      { kind: "instruction", keys: ["timezone.now"] },
    ],
  },
  {
    id: "t75-03-rust-msrv",
    build: (s) =>
      s
        .user("whats our msrv again")
        .bash("grep rust-version Cargo.toml", 'rust-version = "1.74"')
        .assistant("The crate's MSRV is 1.74, pinned by `rust-version` in `Cargo.toml` and checked by the `msrv` CI job.")
        .user("is 1.74 enough for let-else or would we have to bump it?")
        .assistant("It's enough; let-else has been stable since 1.65, so this change doesn't need a bump.")
        .user("cool ty")
        .stop(),
    planted: [{ kind: "fact", keys: ["msrv"] }],
  },
  {
    id: "t75-04-rename-getusr",
    build: (s) =>
      s
        .user("rename getUsr to getUser in src/utils.ts and fix the callers pls")
        .assistant("I'll find the callers first.")
        .bash("rg -n 'getUsr' src", "src/utils.ts:12:export function getUsr(id: string) {\nsrc/pages/profile.tsx:8:  const u = getUsr(params.id);")
        .file("Edit", "src/utils.ts")
        .file("Edit", "src/pages/profile.tsx")
        .assistant("Renamed `getUsr` to `getUser` and updated the one caller in `profile.tsx`. Typecheck is clean.")
        .user("perfect, thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "t75-05-terraform-state",
    build: (s) =>
      s
        .user("let's keep the terraform state in an s3 bucket with a dynamodb lock table, can you scaffold the backend block")
        .assistant('Okay, I will add a `backend "s3"` block to `infra/main.tf` with a DynamoDB lock table.')
        .file("Edit", "infra/main.tf")
        .user(
          "hm wait. scrap the s3 bucket, we're paying for Terraform Cloud anyway. Final answer: remote state lives in Terraform Cloud workspaces, one workspace per environment.",
        )
        .assistant("Understood. I have replaced the S3 backend with a `cloud` block pointing at the `acme` organization.")
        .file("Edit", "infra/main.tf")
        .bash("terraform init -upgrade", "Initializing Terraform Cloud...\nTerraform Cloud has been successfully initialized!")
        .user("Also nobody runs terraform apply from their laptop anymore, applies only go through the TFC run queue.")
        .assistant("Noted. `terraform init` succeeded against the new workspace.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["state", "workspace"] },
      { kind: "instruction", keys: ["apply", "laptop"] },
    ],
  },
  {
    id: "t75-06-elixir-ratelimiter",
    build: (s) =>
      s
        .user("why does p99 jump once we pass ~5k rps? the load test from yesterday is in bench/")
        .assistant("I'll look at the load test output and the supervision tree.")
        .bash("cat bench/results-1102.txt | tail -4", "rps=4000 p99=18ms\nrps=5000 p99=41ms\nrps=6000 p99=390ms\nmailbox RateLimiter: 48211")
        .file("Read", "lib/gateway/application.ex")
        .assistant(
          "The `RateLimiter` GenServer runs as a single process per node, so every request serializes through one mailbox; that's where p99 goes above 5k rps.",
        )
        .user("could we shard it by user id? would that even help?")
        .assistant("Possibly, but I'd want to measure it before saying so; an ETS counter with `:ets.update_counter` might be enough on its own.")
        .user("ok lets think about it")
        .stop(),
    planted: [{ kind: "fact", keys: ["ratelimiter"] }],
  },
  {
    id: "t75-07-rails-n-plus-one",
    build: (s) =>
      s
        .user("orders index takes 3s on staging w/ 200 orders. pls find out why")
        .assistant("I'll check the log for the request first.")
        .bash("grep -c 'SELECT \"customers\"' log/staging-sample.log", "201")
        .assistant(
          "It's an N+1: `orders/index.html.erb` calls `order.customer.name` per row and the controller never preloads the customer, so it fires one query per order.",
        )
        .user("fix it here now")
        .file("Edit", "app/controllers/orders_controller.rb")
        .bash("bin/rails test test/controllers/orders_controller_test.rb", "6 runs, 14 assertions, 0 failures, 0 errors, 0 skips")
        .assistant("Added `includes(:customer)` to `OrdersController#index`; tests pass and the page now runs 2 queries.")
        .user("the invoices page almost certainly has the same problem, make a note, we'll do invoices in a follow-up PR")
        .stop(),
    planted: [
      { kind: "fact", keys: ["n+1"] },
      { kind: "task", keys: ["invoices"] },
    ],
  },
  {
    id: "t75-08-ci-cache-log",
    build: (s) =>
      s
        .user(
          "ci is slow again, log says:\n```\nWARN cache key never matched, always rebuilding node_modules\n# TODO(ci): restore-keys\n```\nwhat does that mean",
        )
        .assistant(
          "It means the `actions/cache` step computed a key that didn't match any saved cache, so it installed from scratch. It might be that the lockfile hash changes on every run, but I'm not sure yet.",
        )
        .user("whatever, just rerun the job")
        .bash("gh run rerun 7712 --failed", "✓ Requested rerun of run 7712")
        .assistant("Rerun requested; it's green now.")
        .stop(),
    planted: [],
  },
  {
    id: "t75-09-kotlin-koin",
    build: (s) =>
      s
        .user("ok so after the spike we're going with Koin for DI in the android app, Hilt is out (kapt build times were awful).")
        .assistant("Okay, I will add the Koin dependencies and a first `appModule`.")
        .file("Edit", "app/build.gradle.kts")
        .file("Write", "app/src/main/java/com/acme/di/AppModule.kt")
        .bash("./gradlew :app:assembleDebug", "BUILD SUCCESSFUL in 48s\n37 actionable tasks: 12 executed, 25 up-to-date")
        .user("And please: no more @Inject annotations on constructors, every binding is declared in a koin module.")
        .assistant("I have removed the two leftover `@Inject` constructors and declared them in `appModule`. The debug build succeeds.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["koin"] },
      { kind: "instruction", keys: ["inject"] },
    ],
  },
  {
    id: "t75-10-pnpm-ci-image",
    build: (s) =>
      s
        .user("fyi this repo uses pnpm, not npm or yarn. dont generate a package-lock.json ever")
        .assistant("I'll check which pnpm version the CI runner has before adding the workspace setting.")
        .bash("docker run --rm ghcr.io/acme/ci-node:22 pnpm --version", "8.15.4")
        .assistant("The CI image `ghcr.io/acme/ci-node:22` ships pnpm 8.15, not 9, so `pnpm-workspace.yaml` catalogs won't work there yet.")
        .user("do we know when they'll upgrade it?")
        .assistant("I don't see anything in the repo about it; the Dockerfile lives in the platform team's repo.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pnpm"] },
      { kind: "fact", keys: ["image"] },
    ],
  },
  {
    id: "t75-11-celery-concurrency",
    build: (s) =>
      s
        .user("celery queue is backing up on prod, check the worker settings")
        .assistant("Okay, I will read the systemd unit and the worker config.")
        .bash("cat deploy/celery-worker.service | grep ExecStart", "ExecStart=/srv/app/venv/bin/celery -A app worker --concurrency=2 -Q default,pdf")
        .user("right, prod workers run with concurrency 2 on purpose, the box only has 2gb ram.")
        .user("would bumping it to 4 OOM the box?")
        .assistant("Probably, if a PDF render really needs several hundred MB, but I haven't measured it on that host.")
        .user("ok leave it. longer term the pdf rendering needs to move off celery into its own service, not today tho")
        .assistant("Understood, nothing changed on the worker.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["concurrency"] },
      { kind: "task", keys: ["pdf"] },
    ],
  },
  {
    id: "t75-12-axios-ky-rejected",
    build: (s) =>
      s
        .user("bundle got bigger after the last release, can you see what grew")
        .bash("npx vite-bundle-visualizer --json | head -5", '{"axios":{"size":14210},"date-fns":{"size":22011},"zod":{"size":12044}}')
        .assistant("`date-fns` and `axios` are the biggest. I'd suggest replacing axios with `ky`, which is about a third of the size.")
        .user("nah not worth it, axios is everywhere and the gain is tiny")
        .assistant("Fair enough, I'll leave it.")
        .stop(),
    planted: [],
  },
  {
    id: "t75-13-go-goose",
    build: (s) =>
      s
        .user("we compared golang-migrate and goose last week; decision is goose, since it supports go migrations for the backfills.")
        .assistant("I'll add goose and move the two existing SQL files into `db/migrations` with goose's naming.")
        .bash(
          "go install github.com/pressly/goose/v3/cmd/goose@latest && goose -dir db/migrations status",
          "Applied At                  Migration\n=======================================\nPending                  -- 00001_init.sql\nPending                  -- 00002_users_email_idx.sql",
        )
        .assistant("Both migrations show up as pending under goose.")
        .user("good. rule for everyone: a migration file is never edited once it's merged, you add a new one instead.")
        .assistant("Got it. I'll add that to `db/README.md`.")
        .file("Edit", "db/README.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["goose"] },
      { kind: "instruction", keys: ["migration", "merged"] },
    ],
  },
  {
    id: "t75-14-react-hook-form",
    build: (s) =>
      s
        .user("for the new settings page let's use formik for the forms")
        .assistant("Okay, I will install formik and scaffold `SettingsForm`.")
        .bash("pnpm add formik", "+ formik 2.4.6")
        .user("actually hold on, formik has had like one release in two years. switch: we're going with react-hook-form for all new forms, with zod resolvers.")
        .bash("pnpm remove formik && pnpm add react-hook-form @hookform/resolvers", "- formik 2.4.6\n+ react-hook-form 7.53.0\n+ @hookform/resolvers 3.9.0")
        .file("Write", "src/settings/SettingsForm.tsx")
        .assistant("I have rewritten `SettingsForm` with `useForm` and a zod resolver.")
        .user("the old signup form is still formik. port signup over at some point, separate PR")
        .stop(),
    planted: [
      { kind: "decision", keys: ["react-hook-form"] },
      { kind: "task", keys: ["signup"] },
    ],
  },
  {
    id: "t75-15-staging-max-connections",
    build: (s) =>
      s
        .user("pgbouncer on staging refuses connections under load, check the db")
        .assistant("I'll check the server's connection limit.")
        .bash("psql \"$STAGING_URL\" -c 'show max_connections'", " max_connections \n-----------------\n 87\n(1 row)")
        .assistant("Staging Postgres is a `db.t3.micro`, and its `max_connections` is 87.")
        .user("is that why pgbouncer keeps refusing?")
        .assistant("Could be, if the pool size is set above that, but I haven't seen the pgbouncer config yet so it's only a guess.")
        .user("out of time today. tomorrow we compare pgbouncer's default_pool_size against that limit")
        .stop(),
    planted: [
      { kind: "fact", keys: ["max_connections"] },
      { kind: "task", keys: ["pgbouncer", "pool"] },
    ],
  },
  {
    id: "t75-16-editorconfig",
    build: (s) =>
      s
        .user("hey! add an .editorconfig with 2 space indent and lf endings")
        .assistant("Okay, I will create `.editorconfig` at the repository root.")
        .file("Write", ".editorconfig")
        .assistant("I have added `.editorconfig` with `indent_size = 2` and `end_of_line = lf`.")
        .user("thanks, that's all for today 👋")
        .assistant("You're welcome, have a good evening!")
        .stop(),
    planted: [],
  },
  {
    id: "t75-17-rust-thiserror",
    build: (s) =>
      s
        .user("Error handling: we settled it in the design review. thiserror for the library crates, anyhow only inside the cli binary.")
        .assistant("I'll check where `anyhow` is used today.")
        .bash("rg -l 'anyhow::' crates/", "crates/core/src/store.rs\ncrates/cli/src/main.rs")
        .assistant("`crates/core/src/store.rs` uses `anyhow::Result` in its public `open` function; everything else is in the CLI.")
        .user("so that's exactly the thing to avoid: anyhow never shows up in a public lib API. replace it with a StoreError enum")
        .file("Edit", "crates/core/src/store.rs")
        .bash("cargo test -p core", "test result: ok. 41 passed; 0 failed; 0 ignored")
        .assistant("`store.rs` now returns `Result<Store, StoreError>`; the core tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["thiserror"] },
      { kind: "instruction", keys: ["anyhow", "public"] },
    ],
  },
  {
    id: "t75-18-flaky-export",
    build: (s) =>
      s
        .user("test_export_csv failed on main twice this week and passes locally, wtf")
        .assistant("Okay, I will run it with random ordering a few times.")
        .bash(
          "pytest tests/test_export.py -p randomly -x --count=10 -q",
          "FAILED tests/test_export.py::test_export_csv - AssertionError: rows differ\n1 failed, 9 passed",
        )
        .assistant("I have the cause. The export test flakes because the fixture loader returns rows in set ordering, which varies with the hash seed.")
        .user("ugh. mark it flaky for now")
        .file("Edit", "tests/test_export.py")
        .user("but someone has to rewrite the fixture loader to return sorted rows, put it on the backlog")
        .assistant("I have added `@pytest.mark.flaky(reruns=2)` to the test.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["export", "ordering"] },
      { kind: "task", keys: ["fixture", "loader"] },
    ],
  },
  {
    id: "t75-19-priya-billing",
    build: (s) =>
      s
        .user("who's the owner of billing-svc? the CODEOWNERS file is a mess")
        .bash(
          "git log --format='%an' -- services/billing | sort | uniq -c | sort -rn | head -3",
          "    142 Priya Raman\n     19 Tom Okafor\n      4 dependabot[bot]",
        )
        .assistant("Most commits are from Priya Raman.")
        .user("yes, Priya owns the billing service, she's the tech lead there.")
        .user("and always ping her before merging anything that touches the stripe webhooks, she got burned twice.")
        .assistant("Understood. I'll fix CODEOWNERS so `services/billing/` requests her review.")
        .file("Edit", ".github/CODEOWNERS")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "billing"] },
      { kind: "instruction", keys: ["webhooks"] },
    ],
  },
  {
    id: "t75-20-redis-cache-withdrawn",
    build: (s) =>
      s
        .user("maybe we should put a redis cache in front of /search? it feels slow")
        .assistant("I'll measure it first.")
        .bash("hey -n 500 -c 20 http://localhost:8080/search?q=shoes | grep -E 'Average|99%'", "  Average:\t0.0412 secs\n  99% in 0.0880 secs")
        .assistant("Average is 41 ms and p99 88 ms locally.")
        .user("hm ok forget the cache idea, that's fast enough. it was probably my wifi")
        .stop(),
    planted: [],
  },
  {
    id: "t75-21-docker-image-size",
    build: (s) =>
      s
        .user("why is the api image 1.9gb??")
        .assistant("I'll inspect the layers.")
        .bash(
          "docker history acme/api:latest --format '{{.Size}}\\t{{.CreatedBy}}' | head -4",
          "1.41GB\tCOPY /app/node_modules ./node_modules\n212MB\tCOPY /app/dist ./dist\n77.8MB\t/bin/sh -c apk add",
        )
        .assistant("The root cause is the final stage copying the whole `node_modules` from the build stage, dev dependencies included.")
        .user("ok make the final stage do a prod-only install")
        .file("Edit", "Dockerfile")
        .bash("docker build -t acme/api:slim . && docker images acme/api:slim --format '{{.Size}}'", "412MB")
        .assistant("Down to 412 MB.")
        .user("nice. moving the base to distroless is the next step but not today, remind me")
        .stop(),
    planted: [
      { kind: "fact", keys: ["final", "stage"] },
      { kind: "task", keys: ["distroless"] },
    ],
  },
  {
    id: "t75-22-go-slog",
    build: (s) =>
      s
        .user("logging decision from standup: we use log/slog, json handler in prod and text handler locally. zerolog is out.")
        .assistant("I'll add a `logging.New(env)` helper that picks the handler.")
        .file("Write", "internal/logging/logging.go")
        .bash("go build ./... && go vet ./internal/logging", "")
        .assistant("Builds and vets cleanly. There are still 23 `log.Printf` calls in `cmd/` and `internal/`.")
        .user("leave those, but no new log.Printf in any new code from here on.")
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["slog"] },
      { kind: "instruction", keys: ["printf"] },
    ],
  },
  {
    id: "t75-23-legacy-protoc",
    build: (s) =>
      s
        .user("what is the legacy/ dir, it's huge and nobody seems to touch it")
        .bash("head -3 legacy/orders.pb.go", "// Code generated by protoc-gen-go. DO NOT EDIT.\n// versions:\n// \tprotoc        v3.21.12")
        .assistant("Everything under `legacy/` is generated by protoc from `proto/legacy/*.proto`; none of it is hand-written.")
        .user("can we delete the old .proto files then?")
        .assistant("Not safely: `make gen-legacy` still reads them, and I'm not sure whether anything downstream imports the generated package.")
        .user("ok. then at least: don't hand-edit anything in legacy/, regenerate it with make gen-legacy")
        .stop(),
    planted: [
      { kind: "fact", keys: ["legacy", "protoc"] },
      { kind: "instruction", keys: ["legacy", "regenerate"] },
    ],
  },
  {
    id: "t75-24-lodash-bump",
    build: (s) =>
      s
        .user("bump lodash to 4.17.21 and run the tests")
        .assistant("I'll update it and run the suite.")
        .bash("npm i lodash@4.17.21 && npm test -- --silent", "added 0 packages, changed 1 package\nTests: 212 passed, 212 total")
        .assistant("lodash is on 4.17.21 and all 212 tests pass.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "t75-25-api-versioning",
    build: (s) =>
      s
        .user("for v2 of the public api lets do versioning with the Accept header, like application/vnd.acme.v2+json")
        .assistant("Okay, I will add a middleware that reads the vendor media type.")
        .file("Write", "src/middleware/apiVersion.ts")
        .user("Scratch that, the mobile team's http client can't set custom accept headers easily. We'll version in the url path instead (/v2/...), final.")
        .assistant("Understood. I have removed the header middleware and mounted the v2 router under `/v2`.")
        .file("Edit", "src/app.ts")
        .bash("npm test -- routes", "Tests: 58 passed, 58 total")
        .user("and the rule that follows: any breaking change gets a new major path, /v1 never changes shape in place.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["url", "path"] },
      { kind: "instruction", keys: ["breaking"] },
    ],
  },
  {
    id: "t75-26-chart-leak",
    build: (s) =>
      s
        .user("the dashboard tab eats memory if you leave it open for an hour, heap snapshot attached in tmp/heap.json")
        .assistant("I'll look at what retains the detached nodes.")
        .bash("node scripts/heap-top.js tmp/heap.json | head -3", "Detached HTMLCanvasElement x 312 retained by resize listener (ChartPanel.tsx:44)")
        .assistant("The leak is the resize listener that `ChartPanel` adds in its `useEffect` without a cleanup, so every re-mount keeps the old canvas alive.")
        .file("Edit", "src/components/ChartPanel.tsx")
        .assistant("Added the `removeEventListener` cleanup.")
        .user("good catch. we should add an eslint rule that flags effects without cleanup, later though")
        .stop(),
    planted: [
      { kind: "fact", keys: ["chartpanel", "listener"] },
      { kind: "task", keys: ["eslint"] },
    ],
  },
  {
    id: "t75-27-release-train",
    build: (s) =>
      s
        .user("when does the next release get cut?")
        .bash("cat .github/workflows/release-train.yml | grep cron", "    - cron: '0 14 * * 2'")
        .assistant("The release train cuts every Tuesday at 14:00 UTC, from the `release-train.yml` schedule.")
        .user("does that include hotfixes too?")
        .assistant("I don't know; the workflow doesn't mention hotfixes, so they might go out separately.")
        .user("ok. then one rule for this repo: don't merge into main after noon on tuesdays, the train needs a quiet window")
        .stop(),
    planted: [
      { kind: "fact", keys: ["release", "tuesday"] },
      { kind: "instruction", keys: ["noon"] },
    ],
  },
  {
    id: "t75-28-explain-validator",
    build: (s) =>
      s
        .user(
          "what does this do?\n```ts\n// TODO: always validate before save, never trust the client\nexport const validate = (o: Order) => schema.parse(o);\n```",
        )
        .assistant(
          "Okay. `validate` runs the zod `schema` over an `Order` and throws a `ZodError` if it doesn't match. The comment above it is a reminder written by whoever added it; the function itself only parses.",
        )
        .user("and where is it called?")
        .bash("rg -n 'validate\\(' src/orders", "src/orders/save.ts:19:  const clean = validate(input);")
        .assistant("Only once, in `src/orders/save.ts` before the insert.")
        .stop(),
    planted: [],
  },
  {
    id: "t75-29-mypy-strict",
    build: (s) =>
      s
        .user("mypy: we agreed to turn on --strict, but only for the core package for now. the rest stays on the default config")
        .assistant("Okay, I will add a `[mypy-core.*]` section with `strict = True` and see how many errors it reports.")
        .file("Edit", "setup.cfg")
        .bash(
          "mypy core/",
          "core/ledger.py:88: error: Function is missing a return type annotation  [no-untyped-def]\nFound 7 errors in 3 files (checked 41 source files)",
        )
        .assistant("Seven errors in three files, all missing annotations. I have fixed them.")
        .file("Edit", "core/ledger.py")
        .user("thx. every new module in core needs complete type hints, no exceptions")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mypy", "strict"] },
      { kind: "instruction", keys: ["hints"] },
    ],
  },
  {
    id: "t75-30-redis-noeviction",
    build: (s) =>
      s
        .user("sessions started failing with OOM command not allowed last night")
        .assistant("I'll check the Redis memory policy.")
        .bash("redis-cli -h cache.prod CONFIG GET maxmemory-policy", '1) "maxmemory-policy"\n2) "noeviction"')
        .assistant("Prod Redis runs with `maxmemory-policy noeviction`, so once it fills up writes fail instead of old keys being evicted.")
        .user("ok. is that the default or did someone set it?")
        .assistant("It's Redis's default, but I can't tell whether it was chosen deliberately here.")
        .user("we need an alert on redis memory usage, ticket it for next week")
        .stop(),
    planted: [
      { kind: "fact", keys: ["noeviction"] },
      { kind: "task", keys: ["alert"] },
    ],
  },
  {
    id: "t75-31-rebase-onto",
    build: (s) =>
      s
        .user("what does git rebase --onto do exactly, i always mix up the arguments")
        .assistant(
          "`git rebase --onto <newbase> <upstream> <branch>` takes the commits in `<branch>` that are not in `<upstream>` and replays them on top of `<newbase>`.",
        )
        .bash("git log --oneline -3 feature/x", "a1b2c3d wip\n9f8e7d6 add parser\n5c4b3a2 base")
        .assistant("For your branch, `git rebase --onto main 5c4b3a2 feature/x` would move only `add parser` and `wip` onto main.")
        .user("ahh ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "t75-32-session-cookies",
    build: (s) =>
      s
        .user("security review outcome: auth moves to httpOnly session cookies and we drop the tokens in localStorage. That's decided, ship it this sprint.")
        .assistant("I'll find where the token is read and written on the client.")
        .bash(
          "rg -n 'localStorage.(get|set)Item\\(.token' src",
          "src/api/client.ts:9:  const t = localStorage.getItem('token');\nsrc/auth/login.ts:31:  localStorage.setItem('token', res.token);",
        )
        .file("Edit", "src/api/client.ts")
        .file("Edit", "src/auth/login.ts")
        .assistant("Both call sites now rely on the cookie (`credentials: 'include'`).")
        .user("great. from now on nothing auth related goes into localstorage, not even the user id")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cookies"] },
      { kind: "instruction", keys: ["localstorage"] },
    ],
  },
  {
    id: "t75-33-search-rebuild",
    build: (s) =>
      s
        .user("how long does a full search index rebuild take on prod data?")
        .bash(
          "grep 'reindex finished' logs/jobs-2026-10.log | tail -2",
          "2026-10-28T02:41:12Z reindex finished in 39m52s\n2026-10-29T02:40:03Z reindex finished in 41m07s",
        )
        .assistant("A full rebuild of the search index takes about 40 minutes on prod data.")
        .user("can we run it during business hours or would it hurt latency?")
        .assistant("I'm not sure; the logs only show the nightly runs, so I have no latency numbers for a daytime rebuild.")
        .user("fine. the rebuild needs to become incremental eventually, add that to the list")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rebuild"] },
      { kind: "task", keys: ["incremental"] },
    ],
  },
  {
    id: "t75-34-style-prefs",
    build: (s) =>
      s
        .user(
          "couple of style things for this codebase:\n- prefer early returns over nested ifs\n- commit messages in imperative mood, like 'Add x' not 'Added x'",
        )
        .assistant("Okay, I will apply that to the handler I'm refactoring.")
        .file("Edit", "src/handlers/upload.ts")
        .bash(
          'git commit -am "Flatten upload handler with guard clauses"',
          "[feat/upload 3e1f0aa] Flatten upload handler with guard clauses\n 1 file changed, 18 insertions(+), 31 deletions(-)",
        )
        .assistant("I have flattened `upload.ts` and committed it.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["early", "returns"] },
      { kind: "instruction", keys: ["imperative"] },
    ],
  },
  {
    id: "t75-35-node18-withdrawn",
    build: (s) =>
      s
        .user("lets drop node 18 support and set engines to >=20")
        .assistant("I'll check the engines field and the CI matrix.")
        .bash("jq .engines package.json && grep -A3 'node-version' .github/workflows/ci.yml", '{"node": ">=18"}\n        node-version: [18, 20, 22]')
        .user("actually wait, hold off. I need to check with the SDK consumers first, some are stuck on 18")
        .assistant("Okay, I haven't changed anything.")
        .stop(),
    planted: [],
  },
  {
    id: "t75-36-upload-body-size",
    build: (s) =>
      s
        .user("uploads over 10mb fail with 413 in prod but work locally")
        .assistant("I'll check the ingress annotations.")
        .bash("kubectl get ingress api -o yaml | grep -i body", "")
        .assistant("Nothing is set, so the nginx ingress uses its default `client_max_body_size` of 1m; that's why large uploads get a 413 in prod only.")
        .user("set it to 50m")
        .file("Edit", "k8s/ingress.yaml")
        .bash("kubectl apply -f k8s/ingress.yaml", "ingress.networking.k8s.io/api configured")
        .user("thanks. the upload limit should go in the runbook, do that later when you're in the ops docs")
        .stop(),
    planted: [
      { kind: "fact", keys: ["client_max_body_size"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "t75-37-turborepo",
    build: (s) =>
      s
        .user("for the monorepo tooling I was leaning towards nx")
        .assistant("Okay, I will draft an `nx.json` for the three packages.")
        .file("Write", "nx.json")
        .user("no wait, after reading more: we're going with turborepo, nx is too much config for three packages. delete the nx.json")
        .bash("rm nx.json && pnpm add -Dw turbo && npx turbo run build --dry=json | jq '.tasks | length'", "6")
        .assistant("I have removed `nx.json`, added `turbo.json`, and the dry run lists 6 tasks.")
        .file("Write", "turbo.json")
        .user("good. and from now on run turbo run lint before every push, the hooks won't catch everything")
        .stop(),
    planted: [
      { kind: "decision", keys: ["turborepo"] },
      { kind: "instruction", keys: ["lint", "push"] },
    ],
  },
  {
    id: "t75-38-marco-prod-db",
    build: (s) =>
      s
        .user("need a dump of last month's orders from prod for the finance people")
        .bash("psql \"$PROD_RO_URL\" -c 'select 1'", 'psql: error: FATAL:  role "agent" is not permitted to log in', 2)
        .assistant("I can't connect to the prod database with the agent role.")
        .user("right, Marco is the only one with prod db access.")
        .user("for any prod data export, ask Marco directly, not the ops channel")
        .assistant("Understood. I'll draft the query so Marco can run it.")
        .file("Write", "sql/orders_last_month.sql")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marco"] },
      { kind: "instruction", keys: ["export"] },
    ],
  },
  {
    id: "t75-39-unconfirmed-ideas",
    build: (s) =>
      s
        .user("any quick wins in the api folder?")
        .bash("npx ts-prune src/api | head -3", "src/api/legacy.ts:4 - oldFetch\nsrc/api/retry.ts:12 - retryForever")
        .assistant(
          "A few ideas: we could delete `oldFetch`, which nothing imports, and `retryForever` could use exponential backoff instead of a fixed 1s delay. Want me to do either?",
        )
        .user("hmm let me think about it")
        .stop(),
    planted: [],
  },
  {
    id: "t75-40-playwright",
    build: (s) =>
      s
        .user("e2e: we're going with Playwright. Cypress is out, the parallel runs cost too much.")
        .assistant("I'll scaffold the Playwright config and port the login spec as a first example.")
        .bash("pnpm create playwright --quiet --lang=ts", "✔ Success! Created a Playwright Test project")
        .file("Write", "e2e/login.spec.ts")
        .bash("npx playwright test e2e/login.spec.ts", "  1 passed (4.2s)")
        .user("nice. the other 12 cypress specs still need porting, later, one PR per area")
        .assistant("Okay.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["playwright"] },
      { kind: "task", keys: ["specs"] },
    ],
  },
  {
    id: "t75-41-stripe-sandbox",
    build: (s) =>
      s
        .user("webhook signature check fails in the sandbox env")
        .assistant("Okay, I will compare the secrets the two environments load.")
        .bash(
          "grep STRIPE_WEBHOOK .env.sandbox .env.prod.example",
          ".env.sandbox:STRIPE_WEBHOOK_SECRET=op://dev/stripe-sandbox/secret\n.env.prod.example:STRIPE_WEBHOOK_SECRET=op://prod/stripe/secret",
        )
        .assistant("The sandbox webhook secret is a different one from prod; it lives in 1Password under `stripe-sandbox`.")
        .user("right, forgot. the prod webhook secret is also overdue, we need to rotate it sometime this month")
        .assistant("Noted. With the sandbox secret loaded, the signature check passes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sandbox", "secret"] },
      { kind: "task", keys: ["rotate"] },
    ],
  },
  {
    id: "t75-42-failing-snapshot",
    build: (s) =>
      s
        .user('this test fails:\n```\nExpected: "never expires"\nReceived: "Never expires"\n```')
        .assistant("I'll look at the label helper.")
        .file("Read", "src/labels.ts")
        .file("Edit", "src/labels.ts")
        .bash("npx vitest run src/labels.test.ts", " ✓ src/labels.test.ts (4 tests) 12ms")
        .assistant("`expiryLabel` capitalized the first word; I made it lowercase to match the other labels. The test passes.")
        .stop(),
    planted: [],
  },
  {
    id: "t75-43-rust-toolchain",
    build: (s) =>
      s
        .user("Decided with Jonas: we pin the rust toolchain to 1.79 in rust-toolchain.toml so CI and laptops agree.")
        .assistant("I'll add the file and run the checks.")
        .file("Write", "rust-toolchain.toml")
        .bash("cargo clippy --all-targets -- -D warnings", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 21.40s")
        .assistant("Clippy is clean on 1.79.")
        .user("and please always run cargo clippy with -D warnings before you commit anything here")
        .stop(),
    planted: [
      { kind: "decision", keys: ["toolchain"] },
      { kind: "instruction", keys: ["clippy"] },
    ],
  },
  {
    id: "t75-44-graphql-gateway",
    build: (s) =>
      s
        .user("i deployed the new `discount` field but the gateway says it doesn't exist")
        .bash("curl -s gateway.internal/admin/config | jq .schemaCacheTtl", "300")
        .assistant("The GraphQL gateway caches the composed schema for 5 minutes, so new fields only show up a few minutes after a deploy.")
        .user("could we bust that cache manually after deploys?")
        .assistant("Maybe via the admin API, but I haven't found an endpoint for it yet.")
        .user("ok whatever, it's there now")
        .stop(),
    planted: [{ kind: "fact", keys: ["gateway"] }],
  },
  {
    id: "t75-45-unleash-flags",
    build: (s) =>
      s
        .user("feature flags: we settled on Unleash. no more FEATURE_* env vars for new flags.")
        .assistant("Okay, I will add the Unleash client and wrap it in `flags.isOn(name, ctx)`.")
        .bash("pnpm add unleash-client", "+ unleash-client 6.1.2")
        .file("Write", "src/flags.ts")
        .assistant("I have added `src/flags.ts`.")
        .user("one rule so the flag list doesn't rot: every flag is removed within two sprints of full rollout.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["unleash"] },
      { kind: "instruction", keys: ["flag", "rollout"] },
    ],
  },
  {
    id: "t75-46-greeting",
    build: (s) =>
      s
        .user("morning! what did we do yesterday in this repo?")
        .bash("git log --since=yesterday --oneline", "4d2a9e1 Add CSV export endpoint\n1b7f0c3 Fix typo in README")
        .assistant("Okay. Yesterday's commits added the CSV export endpoint and fixed a README typo.")
        .user("right right. coffee first then")
        .assistant("Enjoy!")
        .stop(),
    planted: [],
  },
  {
    id: "t75-47-health-endpoint",
    build: (s) =>
      s
        .user("the load balancer kept sending traffic to the pod whose db connection was dead")
        .bash(
          "kubectl get deploy api -o jsonpath='{.spec.template.spec.containers[0].readinessProbe}'",
          '{"httpGet":{"path":"/health","port":8080},"periodSeconds":10}',
        )
        .assistant("I'll check what that endpoint actually does.")
        .file("Read", "src/routes/health.ts")
        .assistant("Root cause: `/health` returns 200 without touching the database, so the readiness probe keeps passing on a pod whose pool is dead.")
        .user("ugh. leftover for next time: /health has to check the db pool and return 503 when it's down")
        .stop(),
    planted: [
      { kind: "fact", keys: ["probe"] },
      { kind: "task", keys: ["health"] },
    ],
  },
  {
    id: "t75-48-sqlite-tests-hypothetical",
    build: (s) =>
      s
        .user("what if we used sqlite for the unit tests instead of spinning up postgres? would that be faster?")
        .assistant(
          "It would start faster, but the schema uses `jsonb` and partial indexes, which SQLite doesn't support, so some tests would behave differently.",
        )
        .bash("grep -c jsonb db/schema.sql", "14")
        .assistant("There are 14 `jsonb` columns in the schema.")
        .user("hm yeah probably not worth it then")
        .stop(),
    planted: [],
  },
  {
    id: "t75-49-drop-safari13",
    build: (s) =>
      s
        .user("analytics says safari 13 is 0.2% of sessions. product signed off: we drop support for Safari 13 and older.")
        .assistant("Okay, I will update the browserslist.")
        .file("Edit", ".browserslistrc")
        .bash("npx browserslist", "chrome 130\nedge 130\nfirefox 132\nios_saf 15.6-17.6\nsafari 15.6-17.6")
        .assistant("I have updated `.browserslistrc`; the oldest Safari targeted is now 15.6.")
        .user("once that's live, remove the polyfills bundle too. not in this PR")
        .stop(),
    planted: [
      { kind: "decision", keys: ["safari"] },
      { kind: "task", keys: ["polyfills"] },
    ],
  },
  {
    id: "t75-50-vitest-forks",
    build: (s) =>
      s
        .user("why is vitest configured with pool forks here, isn't threads faster?")
        .bash(
          "grep -n pool vitest.config.ts && git log -1 --format=%s -S\"pool: 'forks'\" -- vitest.config.ts",
          "7:    pool: 'forks',\nUse forks: better-sqlite3 segfaults under worker threads",
        )
        .assistant("Vitest runs with `pool: 'forks'` here because `better-sqlite3` segfaults under worker threads.")
        .user("ah ok. btw tests stay colocated: foo.test.ts next to foo.ts, no __tests__ folders")
        .assistant("Noted, I'll put the new test next to `parser.ts`.")
        .file("Write", "src/parser.test.ts")
        .stop(),
    planted: [
      { kind: "fact", keys: ["forks"] },
      { kind: "instruction", keys: ["colocated"] },
    ],
  },
  {
    id: "t75-51-jenkins-actions",
    build: (s) =>
      s
        .user(
          "big one: we're moving CI from Jenkins to GitHub Actions. The Jenkins box is end of life in January. This is decided, I just want the build and test jobs ported today.",
        )
        .assistant("Okay, I will translate the `build` and `test` stages from the `Jenkinsfile` into `.github/workflows/ci.yml`.")
        .file("Read", "Jenkinsfile")
        .file("Write", ".github/workflows/ci.yml")
        .bash("act -j test --dryrun", "[CI/test] ✅  Success - Main Run tests")
        .assistant("I have ported both stages; `act` runs the test job successfully.")
        .user("the nightly backup job is still only on jenkins, that has to be ported before january")
        .stop(),
    planted: [
      { kind: "decision", keys: ["actions"] },
      { kind: "task", keys: ["nightly"] },
    ],
  },
  {
    id: "t75-52-cursor-pagination",
    build: (s) =>
      s
        .user("the /orders list api does offset pagination and page 400 takes 6s")
        .bash("psql \"$DEV_URL\" -c 'explain analyze select * from orders order by id offset 20000 limit 50' | tail -1", " Execution Time: 6112.408 ms")
        .assistant("The plan confirms it: 6.1 s, almost all of it spent skipping rows for the offset.")
        .user("ok, decided: list endpoints use cursor pagination (opaque cursor on id), offset is gone")
        .file("Edit", "src/routes/orders.ts")
        .assistant("I have switched `/orders` to a `cursor` parameter encoding the last id.")
        .user("the csv export endpoint still pages with offset, it needs the same treatment, next time")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "task", keys: ["export"] },
    ],
  },
];

/** The set: events, segments and scoring of TUNING75_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING75 = plantedSet(TUNING75_SESSIONS, Date.UTC(2026, 10, 2, 9));
