/**
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * A blind planted set for the offline long-term-memory extractor, written from issue 19's
 * description of what should and should not be remembered, without reading the extractor
 * (src/core/memories/) or the other planted sets' sessions. Each session is one segment; the
 * items planted in it are listed with it: 72 items (17 decisions, 18 instructions, 20 facts,
 * 17 tasks) in 52 sessions, 12 of which plant nothing; 140 of the 246 user/assistant messages
 * must give nothing (no item's key words together).
 *
 * Style: everyday sessions of solo developers and small teams on many stacks (Rails, Go, Flutter,
 * Terraform, Django, Phoenix, Spring, Swift, Laravel, Rust, Unity, embedded C, Nix, .NET, …),
 * with the assistant in the voice of the six agents (Claude Code, Codex CLI, Gemini CLI,
 * OpenCode, Copilot CLI, Grok; the voice is noted per session, the events are recorded as the
 * builder records them). About a third of the items are said across two sentences or two
 * messages ("The hosting? Shared cPanel, PHP 8.1.", an agent's question answered by "SQS. …"),
 * the rest in one. Users are terse or chatty, with typos; the hard negatives are questions,
 * hypotheses, proposals the user rejects or never confirms, withdrawn ideas, unconfirmed
 * guesses, quoted code, logs and tool output with "always"/"never"/"TODO", chit-chat, requests
 * done in the same session, and superseded decisions (only the later one is planted).
 *
 * Matching rule (the one test/node/planted-blind.ts states, fixed before any run on this set):
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

export const BLIND21_SESSIONS: BlindSession[] = [
  {
    // Claude Code voice; a Rails app with Sidekiq.
    id: "b21-01-sidekiq-backlog",
    build: (s) =>
      s
        .user("sidekiq queue on prod is at 40k jobs again, can you look whats going on")
        .assistant("I'll check the queue sizes and the Redis memory stats first.")
        .bash("bundle exec rails runner 'puts Sidekiq::Queue.all.map { |q| [q.name, q.size] }.inspect'", '[["default", 41233], ["mailers", 12], ["low", 880]]')
        .bash("redis-cli -u $REDIS_URL info memory | grep -E 'used_memory_human|maxmemory_policy'", "used_memory_human:3.91G\nmaxmemory_policy:allkeys-lru")
        .assistant(
          "The `default` queue holds ~41k jobs and Redis is at 3.9 GB with `allkeys-lru`. My guess is that job payloads are being evicted under memory pressure, which would also explain the lost retries. Is this Redis dedicated to the app?",
        )
        .user("Nope. The prod redis is shared with the marketing site, has been forever.")
        .assistant(
          "That fits: the marketing site's page cache competes for the same memory, and with `allkeys-lru` Redis will always evict something when it is full. Sidekiq's own docs say to run it with `noeviction`.",
        )
        .user("ugh ok. not today, but we have to split redis before black friday. put it on the list")
        .assistant("Noted. For today I'll scale the workers from 5 to 10 to drain the backlog.")
        .bash("heroku ps:scale worker=10 -a shop-prod", "Scaling dynos... done, now running worker at 10:Standard-2X")
        .stop(),
    planted: [
      { kind: "fact", keys: ["redis", "marketing"] },
      { kind: "task", keys: ["split", "redis"] },
    ],
  },
  {
    // Codex CLI voice; a Go service.
    id: "b21-02-go-version",
    build: (s) =>
      s
        .user("whats the go version in go.mod rn?")
        .bash("head -5 go.mod", "module github.com/acme/ledger\n\ngo 1.22\n\ntoolchain go1.22.5")
        .assistant("`go.mod` declares `go 1.22` with toolchain `go1.22.5`.")
        .user("ok. Dependabot keeps opening PRs to bump it. Keep go.mod at 1.22 until the vendored grpc fork is rebased — close those PRs when you see them")
        .assistant("Understood. Anything else while I'm here?")
        .user("yeah bump golangci-lint in the Makefile to 1.59.1")
        .file("Edit", "Makefile")
        .bash("make lint", "golangci-lint run ./...\n0 issues.")
        .assistant("Bumped `GOLANGCI_VERSION` to 1.59.1 in the Makefile; `make lint` reports 0 issues.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["go.mod", "1.22"] }],
  },
  {
    // Gemini CLI voice; a Flutter app.
    id: "b21-03-flutter-state",
    build: (s) =>
      s
        .user("riverpod or bloc for the state management in the new app? thoughts")
        .assistant(
          "Okay, here is a short comparison. Riverpod: compile-time safe providers, less boilerplate, good for a small team. Bloc: explicit events and states, very testable, more ceremony. Both are mature.",
        )
        .user("We talked it over at standup this morning. Going with riverpod.")
        .assistant("Okay, I will add `flutter_riverpod` and wrap the app in a `ProviderScope`.")
        .bash("flutter pub add flutter_riverpod", "Resolving dependencies...\n+ flutter_riverpod 2.5.1\nChanged 3 dependencies!")
        .file("Edit", "lib/main.dart")
        .assistant("I have added the dependency and wrapped `MyApp` in a `ProviderScope`. We could also add `freezed` for immutable state classes.")
        .user("nah, not yet. lets see how far plain classes get us")
        .stop("Understood, no freezed for now."),
    planted: [{ kind: "decision", keys: ["riverpod"] }],
  },
  {
    // OpenCode voice; Terraform.
    id: "b21-04-terraform-state",
    build: (s) =>
      s
        .user("plan the new bucket module pls. fyi the terraform state lives in the s3 bucket acme-tfstate (eu-west-1), locking via dynamodb")
        .bash(
          "terraform plan -var-file=envs/staging.tfvars",
          "Plan: 3 to add, 0 to change, 0 to destroy.\n\nNote: You didn't use the -out option to save this plan, so Terraform can't guarantee to take exactly these actions if you run \"terraform apply\" now.",
        )
        .assistant("plan ok: 3 to add. apply?")
        .user("No. Never run terraform apply from a laptop. Applies only go through the atlantis comment on the PR.")
        .assistant("got it. pushed the branch, PR is up for atlantis.")
        .bash("git push -u origin feat/assets-bucket", "branch 'feat/assets-bucket' set up to track 'origin/feat/assets-bucket'.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["state", "acme-tfstate"] },
      { kind: "instruction", keys: ["apply", "atlantis"] },
    ],
  },
  {
    // Copilot CLI voice; Python notebooks.
    id: "b21-05-churn-notebook",
    build: (s) =>
      s
        .user("the y axis labels on the retention plot overlap, can u fix")
        .assistant("I'll open the plotting helper to check how the labels are rotated.")
        .file("Read", "analysis/plots.py")
        .file("Edit", "analysis/plots.py")
        .bash("python -m analysis.plots --smoke", "saved out/retention.png")
        .assistant("✓ Set `labelrotation=0` and added `fig.tight_layout()`; the labels no longer overlap in `out/retention.png`.")
        .user("perfect. one more thing for next time, not now: the churn notebook still reads the old parquet export. it needs porting to the warehouse view")
        .assistant("Noted, I'll leave the churn notebook as it is today.")
        .stop(),
    planted: [{ kind: "task", keys: ["churn", "notebook"] }],
  },
  {
    // Grok voice; Next.js previews, a superseded hosting decision.
    id: "b21-06-preview-hosting",
    build: (s) =>
      s
        .user("lets host the preview builds on netlify, set up the config")
        .assistant("Alright, dropping in a `netlify.toml` with the Next runtime plugin.")
        .file("Write", "netlify.toml")
        .bash("npx netlify build --dry", "Netlify Build\n> Dry run: build.command from netlify.toml\n> next build")
        .assistant("Dry run looks fine. Want me to link the site?")
        .user("hold on. scratch netlify, turns out the team already pays for vercel. Previews go on vercel.")
        .bash("git rm netlify.toml && npx vercel link --yes", "rm 'netlify.toml'\n✅  Linked to acme/web (created .vercel)")
        .assistant("Yep, removed `netlify.toml` and linked the repo to the `acme/web` Vercel project. Every PR gets a preview URL now.")
        .stop(),
    planted: [{ kind: "decision", keys: ["vercel", "preview"] }],
  },
  {
    // Claude Code voice; plants nothing: a rename done in the session, chit-chat.
    id: "b21-07-rename-var",
    build: (s) =>
      s
        .user("rename tmp to retryCount in src/retry.ts, it bugs me every time")
        .file("Edit", "src/retry.ts")
        .bash("npx tsc --noEmit", "")
        .assistant("Done. `tmp` is now `retryCount` in `src/retry.ts` (4 occurrences) and the project still typechecks.")
        .user("thanks!! have a good weekend")
        .assistant("You too!")
        .stop(),
    planted: [],
  },
  {
    // Codex CLI voice; a Rust CLI.
    id: "b21-08-rust-release",
    build: (s) =>
      s
        .user("add a --json flag to the `list` subcommand")
        .file("Edit", "src/cli.rs")
        .bash(
          "cargo clippy --all-targets -- -D warnings",
          "warning: this `if` has identical blocks\n  --> src/cli.rs:88:9\nerror: could not compile `tallyho` due to 1 previous error",
          101,
        )
        .assistant("Clippy flags identical `if` blocks in `src/cli.rs:88`; fixing.")
        .file("Edit", "src/cli.rs")
        .bash("cargo clippy --all-targets -- -D warnings && cargo test", "test result: ok. 31 passed; 0 failed")
        .assistant("Added `--json` to `list`; clippy clean, 31 tests pass.")
        .user("good. clippy has to pass with -D warnings before you hand anything back to me, every time.")
        .user("fyi the release binary is built on the ubuntu 20.04 runner. It's for glibc compat with old servers.")
        .assistant("Good to know.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["clippy", "warnings"] },
      { kind: "fact", keys: ["release", "20.04"] },
    ],
  },
  {
    // Gemini CLI voice; Django background jobs, a withdrawn idea.
    id: "b21-09-django-jobs",
    build: (s) =>
      s
        .user("Decided with Ana yesterday: we're dropping celery and using django-q2 for the background jobs. Can you start with the email task?")
        .assistant("Okay, I will install `django-q2`, add it to `INSTALLED_APPS` and port `send_welcome_email` first.")
        .bash("pip install django-q2 && python manage.py migrate django_q", "Successfully installed django-q2-1.6.2\nApplying django_q.0001_initial... OK")
        .file("Edit", "accounts/tasks.py")
        .user("maybe we move the cron stuff over too? ... eh forget i said that, separate discussion")
        .assistant("I have ported `send_welcome_email` to `async_task`. The cron jobs are untouched.")
        .bash("python manage.py test accounts", "Ran 14 tests in 2.031s\n\nOK")
        .stop(),
    planted: [{ kind: "decision", keys: ["django-q2"] }],
  },
  {
    // OpenCode voice; Phoenix on Fly.
    id: "b21-10-phoenix-fly",
    build: (s) =>
      s
        .user("heads up before you touch deploy stuff: the phoenix app runs on fly.io, two machines in ams and one in iad")
        .bash(
          "fly status -a shopfront",
          "Machines\nPROCESS  ID              REGION  STATE\napp      3d8d9e1b2c4e87  ams     started\napp      148e4d5f9a0b16  ams     started\napp      9080e3c2d1f5a2  iad     started",
        )
        .assistant("matches. checkout LiveView test flaked twice in CI, tagged it @tag :skip so the pipeline is green.")
        .bash("mix test", "Finished in 8.2 seconds\n212 tests, 0 failures, 1 skipped")
        .user("ok. The flaky checkout test is still on us though. needs a real fix, the race in handle_info")
        .assistant("ok. left it skipped.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fly", "ams"] },
      { kind: "task", keys: ["checkout", "flaky"] },
    ],
  },
  {
    // Copilot CLI voice; Spring Boot.
    id: "b21-11-spring-injection",
    build: (s) =>
      s
        .user("add a PriceService to the OrderController")
        .file("Read", "src/main/java/com/acme/orders/OrderController.java")
        .assistant("I'll add it as an `@Autowired` field next to the existing repository.")
        .user("no. We always use constructor injection here, never @Autowired on fields.")
        .file("Edit", "src/main/java/com/acme/orders/OrderController.java")
        .bash(
          "grep -n 'TODO' src/main/java/com/acme/orders/ReportService.java",
          "41:    // TODO: never cache this, prices change hourly\n77:    // TODO always check tenant here",
        )
        .assistant("✓ `PriceService` is injected through the constructor. I noticed two old TODO comments in `ReportService`; want me to look at them?")
        .user("nope. but the /reports endpoint does N+1 queries, that one we have to fix before the audit. not today")
        .bash("./mvnw -q test", "[INFO] Tests run: 58, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("Tests pass (58). I'll leave `/reports` as it is.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["constructor", "injection"] },
      { kind: "task", keys: ["reports", "n+1"] },
    ],
  },
  {
    // Grok voice; plants nothing: a regex question answered.
    id: "b21-12-regex-lookbehind",
    build: (s) =>
      s
        .user("what does (?<=\\$)\\d+ even match")
        .assistant(
          "It matches digits that come right after a `$`, without including the `$` itself. `(?<=...)` is a lookbehind: it checks what's before the match but doesn't consume it.",
        )
        .user("and does js support that? i thought it didnt")
        .bash("node -e 'console.log(\"cost: $42\".match(/(?<=\\$)\\d+/)[0])'", "42")
        .assistant("Yep, modern JS does. Node printed `42`. Older Safari was the holdout, but that's long fixed.")
        .user("huh ok cool")
        .stop("👍"),
    planted: [],
  },
  {
    // Claude Code voice; iOS offline cache, a proposal turned down.
    id: "b21-13-ios-offline-cache",
    build: (s) =>
      s
        .user("adding an offline cache for the feed. fyi our deployment target is iOS 16 and stays there this year")
        .file("Read", "Feed/FeedStore.swift")
        .assistant(
          "I'll look at the current store first.\n\nFor the cache, the options are **SwiftData** (less code, but it requires iOS 17) or **Core Data** (works on iOS 16). Which do you prefer?",
        )
        .user("Hm. Then Core Data. We can't drop 16.")
        .file("Write", "Feed/FeedCache.xcdatamodeld/contents")
        .file("Write", "Feed/FeedCache.swift")
        .bash("xcodebuild test -scheme Feed -destination 'platform=iOS Simulator,name=iPhone 15'", "** TEST SUCCEEDED **")
        .assistant("Done. `FeedCache` persists the last 200 posts with Core Data and the tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["deployment", "ios"] },
      { kind: "decision", keys: ["core data"] },
    ],
  },
  {
    // Gemini CLI voice; Laravel + Vue.
    id: "b21-14-invoice-pdf",
    build: (s) =>
      s
        .user("the invoice pdf has the wrong footer year, fix pls")
        .file("Edit", "resources/views/pdf/invoice.blade.php")
        .bash("php artisan test --filter=InvoicePdfTest", "PASS  Tests\\Feature\\InvoicePdfTest\n  ✓ it renders the footer\nTests:  1 passed")
        .assistant("I have replaced the hard-coded year with `now()->year`. The test passes.")
        .user("Could we use snappy instead of dompdf?")
        .assistant(
          "Possibly. Snappy uses wkhtmltopdf, which renders CSS better but is no longer maintained. Browsershot (headless Chrome) is the usual alternative.",
        )
        .user("Right. leave a todo: the invoice PDF export still uses dompdf, we need to migrate it to browsershot next sprint.")
        .user("Also commit messages follow conventional commits (feat:, fix:, chore:). The changelog is generated from them.")
        .bash(
          'git commit -am "fix: use the current year in the invoice footer"',
          "[main 4c1e2aa] fix: use the current year in the invoice footer\n 1 file changed",
        )
        .assistant("I have committed the fix as `fix: use the current year in the invoice footer`.")
        .stop(),
    planted: [
      { kind: "task", keys: ["pdf", "browsershot"] },
      { kind: "instruction", keys: ["conventional", "commits"] },
    ],
  },
  {
    // OpenCode voice; plants nothing: an unawaited promise, fixed in the session.
    id: "b21-15-undefined-result",
    build: (s) =>
      s
        .user("why does loadConfig() return undefined here??")
        .file("Read", "scripts/build.js")
        .assistant("probably the promise isn't awaited. line 12 calls loadConfig() without await.")
        .file("Edit", "scripts/build.js")
        .bash("node scripts/build.js", "config: { target: 'es2022', minify: true }\nwarn: never set minify with sourcemaps off\nbuilt dist/ in 812ms")
        .assistant("fixed, added await. build runs.")
        .user("lol of course. ty")
        .stop(),
    planted: [],
  },
  {
    // Copilot CLI voice; Kotlin Android.
    id: "b21-16-android-networking",
    build: (s) =>
      s
        .user("Ktor vs Retrofit came up again in review. We're sticking with Retrofit, end of discussion. Add the profile endpoint with it")
        .file("Edit", "app/src/main/java/com/acme/api/ProfileApi.kt")
        .bash("./gradlew :app:testDebugUnitTest", "BUILD SUCCESSFUL in 41s\n27 actionable tasks: 6 executed, 21 up-to-date")
        .assistant("✓ Added `getProfile()` to `ProfileApi` with Retrofit; unit tests pass.")
        .user("can you push the internal build to the play store too")
        .assistant("I don't have Play Console credentials here. Who can publish?")
        .user("Right, the Play Console account is under Maria's name. She's the only one who can publish.")
        .assistant("Okay. I'll leave publishing to Maria.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["retrofit"] },
      { kind: "fact", keys: ["console", "maria"] },
    ],
  },
  {
    // Grok voice; FastAPI + Alembic.
    id: "b21-17-fastapi-migrations",
    build: (s) =>
      s
        .user("add an index on users.email, queries are slow")
        .assistant("Alright, I'll tweak the last migration to add it.")
        .user("no! don't hand-edit alembic migrations once they're merged. write a new one, always.")
        .bash('alembic revision -m "index users email"', "Generating /app/migrations/versions/8f2c_index_users_email.py ...  done")
        .file("Edit", "migrations/versions/8f2c_index_users_email.py")
        .bash("alembic upgrade head && pytest -q", "INFO  [alembic.runtime.migration] Running upgrade 71ab -> 8f2c, index users email\n48 passed in 3.10s")
        .assistant("New migration `8f2c` adds `ix_users_email`; tests pass.")
        .user("nice. we still need rate limiting on the /login route btw. not today, just so it's written down")
        .assistant("Got it, left as is.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["alembic", "migrations"] },
      { kind: "task", keys: ["rate", "login"] },
    ],
  },
  {
    // Claude Code voice; monorepo tooling, nx tried and dropped.
    id: "b21-18-monorepo-tooling",
    build: (s) =>
      s
        .user("builds take forever in the monorepo. caching?")
        .assistant("A task runner with caching would help. Turborepo is the lightest option; Nx does more (generators, graph) but is heavier.")
        .user("let's try nx")
        .bash("npx nx@latest init", "NX   Nx has been initialized\n\nCREATE nx.json\nUPDATE package.json\n...\n40 files changed")
        .assistant("Nx is initialized. It touched 40 files, including every package's `project.json`.")
        .user("40 files. no. revert that, we're going with turborepo after all.")
        .bash("git checkout -- . && git clean -fd && pnpm add -Dw turbo", "Removing nx.json\n+ turbo 2.0.6")
        .file("Write", "turbo.json")
        .bash("pnpm turbo run build", "Tasks:    9 successful, 9 total\nCached:    0 cached, 9 total\n  Time:    1m12.4s")
        .assistant(
          "Reverted Nx and added Turborepo with a `turbo.json` pipeline for `build` and `test`. The first run is uncached (1m12s); the second should be close to instant.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["turborepo"] }],
  },
  {
    // Codex CLI voice; plants nothing: a test run reported.
    id: "b21-19-test-run",
    build: (s) =>
      s
        .user("run the tests and tell me what fails")
        .bash(
          "npm test",
          'FAIL src/date.test.ts\n  ● formats always in UTC\n    Expected: "2026-01-01"\n    Received: "2025-12-31"\n// TODO: never trust the local timezone\nTests: 1 failed, 86 passed',
          1,
        )
        .assistant('1 failure: `src/date.test.ts` "formats always in UTC" gets 2025-12-31 — the formatter uses local time.')
        .user("ah, fixed it myself, was a one liner")
        .bash("npm test", "Tests: 87 passed, 87 total")
        .assistant("All 87 pass now.")
        .stop(),
    planted: [],
  },
  {
    // Gemini CLI voice; a client's WordPress site.
    id: "b21-20-wordpress-client",
    build: (s) =>
      s
        .user("client wants a contact form on the landing page. The hosting? Shared cPanel, PHP 8.1. No SSH.")
        .assistant(
          "Okay. Without SSH I cannot run WP-CLI on the server, so I will prepare the change locally and you can upload it. Should I install Contact Form 7?",
        )
        .user("Please don't install new plugins without asking me first — the client pays per plugin license. Use the form block from the theme.")
        .file("Edit", "wp-content/themes/acme/patterns/contact.php")
        .bash("php -l wp-content/themes/acme/patterns/contact.php", "No syntax errors detected in wp-content/themes/acme/patterns/contact.php")
        .assistant("I have added a contact pattern using the theme's form block. The file passes `php -l`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cpanel", "8.1"] },
      { kind: "instruction", keys: ["plugins", "ask"] },
    ],
  },
  {
    // OpenCode voice; Go + Postgres.
    id: "b21-21-go-postgres",
    build: (s) =>
      s
        .bash("go test -bench=. ./store/...", "BenchmarkInsertPQ-8     3012   398120 ns/op\nBenchmarkInsertPGX-8    5120   231004 ns/op\nPASS")
        .assistant("pgx ~42% faster on inserts.")
        .user("Ok that settles it. After that benchmark we're switching from lib/pq to pgx.")
        .assistant("which postgres version is prod on? pgx v5 needs 12+.")
        .user("15. RDS, db.t3.medium.")
        .file("Edit", "store/db.go")
        .bash("go build ./... && go test ./store/...", "ok  \tgithub.com/acme/api/store\t1.184s")
        .assistant("switched store/db.go to pgxpool. tests ok.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pgx"] },
      { kind: "fact", keys: ["rds", "t3.medium"] },
    ],
  },
  {
    // Copilot CLI voice; plants nothing: a git question.
    id: "b21-22-git-rebase-question",
    build: (s) =>
      s
        .user("whats the difference between git pull --rebase and git pull? always get confused")
        .assistant(
          "`git pull` fetches and then merges, which can create a merge commit. `git pull --rebase` fetches and replays your local commits on top of the remote branch, so history stays linear.",
        )
        .bash("git log --oneline -3", "a1b2c3d fix typo\n9f8e7d6 add footer\n5c4b3a2 init")
        .assistant("Your branch has 3 local commits; either would work here.")
        .user("ok makes sense, thanks")
        .stop(),
    planted: [],
  },
  {
    // Grok voice; a Unity game jam, a proposal left open.
    id: "b21-23-unity-jam",
    build: (s) =>
      s
        .user("jump feels floaty. also: keep all the gameplay tuning numbers in ScriptableObjects, no magic numbers in MonoBehaviours pls")
        .file("Read", "Assets/Scripts/PlayerController.cs")
        .assistant("Alright, found `jumpForce = 7.5f` and `gravityScale = 1f` hardcoded. Moving them into a `MovementTuning` asset and bumping gravity to 2.2.")
        .file("Write", "Assets/Scripts/MovementTuning.cs")
        .file("Edit", "Assets/Scripts/PlayerController.cs")
        .assistant("Done. Want me to switch to the new Input System while I'm in there?")
        .user("maybe, ask me again after the jam")
        .user("oh and the save system still breaks when you quit mid-autosave. Todo for after the jam too, not now")
        .bash("git add -A && git commit -m 'tuning asset for movement'", "[jam 77ad0e1] tuning asset for movement\n 3 files changed")
        .assistant("Committed. Leaving the save code alone.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["scriptableobjects"] },
      { kind: "task", keys: ["save", "autosave"] },
    ],
  },
  {
    // Claude Code voice; ML training, an unconfirmed guess.
    id: "b21-24-ml-training",
    build: (s) =>
      s
        .user("loss spikes around step 3k every run. look at the config?")
        .file("Read", "configs/base.yaml")
        .assistant(
          "I suspect the spike comes from the LR warmup ending at step 3000 with a peak LR of 3e-4 — that's high for this batch size. I haven't confirmed it; a run with 1e-4 would tell.",
        )
        .user("maybe. fwiw the training box has a single A100 40GB, so don't plan for bigger batches")
        .assistant("Good to know. Should I log metrics to wandb or mlflow for the comparison runs?")
        .user("we had this debate already. mlflow, it's self hosted")
        .file("Edit", "train.py")
        .bash(
          "python train.py --config configs/base.yaml --max-steps 50 --dry-run",
          "mlflow: logging to http://mlflow.internal:5000 (experiment 'base')\nstep 50 loss 4.113",
        )
        .assistant("`train.py` now logs params and metrics to MLflow; a 50-step dry run shows up under experiment `base`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["a100"] },
      { kind: "decision", keys: ["mlflow"] },
    ],
  },
  {
    // Codex CLI voice; ops scripts, quoted comments.
    id: "b21-25-ops-scripts",
    build: (s) =>
      s
        .user("write ops/rotate-logs.sh, gzip anything in /var/log/app older than 7 days")
        .bash(
          "head -6 ops/backup.sh",
          "#!/usr/bin/env bash\nset -euo pipefail\n# never run this on prod without --dry-run first\n# TODO: always check disk space\n",
        )
        .file("Write", "ops/rotate-logs.sh")
        .bash("shellcheck ops/rotate-logs.sh && bash ops/rotate-logs.sh --dry-run", "would gzip: /var/log/app/api-2026-10-20.log")
        .assistant("Added `ops/rotate-logs.sh`; shellcheck clean; dry run lists 1 file.")
        .user("good. every script in ops/ starts with set -euo pipefail, no exceptions. yours does, just saying it out loud")
        .stop("Noted."),
    planted: [{ kind: "instruction", keys: ["pipefail"] }],
  },
  {
    // Gemini CLI voice; plants nothing: explaining a manifest.
    id: "b21-26-k8s-explain",
    build: (s) =>
      s
        .user("can you explain what this deployment.yaml does? i inherited it")
        .file("Read", "k8s/deployment.yaml")
        .assistant(
          "Okay. It runs 3 replicas of `api:1.8.2`, with a readiness probe on `/healthz` and resource limits of 500m CPU and 512Mi memory. `imagePullPolicy: Always` means the node pulls the image on every start.",
        )
        .user("is 512Mi enough? feels low")
        .assistant("It might be. If the pods get OOMKilled you would see it in `kubectl describe pod`. I cannot tell from the manifest alone.")
        .stop(),
    planted: [],
  },
  {
    // OpenCode voice; SvelteKit.
    id: "b21-27-svelte-theme",
    build: (s) =>
      s
        .user("where do the colors come from")
        .bash("head -8 src/lib/tokens.json", '{\n  "color": {\n    "primary": { "value": "#4f46e5" },\n    "surface": { "value": "#ffffff" }')
        .assistant("src/lib/tokens.json, imported in app.css.")
        .user("right. Our design tokens come from the figma plugin export in tokens.json — generated, nobody writes it by hand.")
        .user("Dark mode is half done. Finish the settings toggle next time, the css vars are already there")
        .assistant("ok. leaving it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tokens.json", "figma"] },
      { kind: "task", keys: ["dark mode"] },
    ],
  },
  {
    // Copilot CLI voice; embedded firmware.
    id: "b21-28-firmware",
    build: (s) =>
      s
        .user("the UART ring buffer overflows at 115200. board is an STM32F4, 192KB RAM, 1MB flash")
        .file("Read", "firmware/src/uart.c")
        .assistant("I'll double the ring buffer and allocate it with `malloc` at init so its size can come from the config.")
        .user("no. malloc is banned in the firmware, no dynamic allocation anywhere. static buffers only")
        .file("Edit", "firmware/src/uart.c")
        .bash("make -C firmware && arm-none-eabi-size firmware/build/app.elf", "   text\t   data\t    bss\n  48120\t    412\t  21504")
        .assistant("✓ The ring buffer is now a static 2 KB array. The build fits: 48 KB text, 21 KB bss.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["stm32f4"] },
      { kind: "instruction", keys: ["malloc"] },
    ],
  },
  {
    // Grok voice; a Ruby gem's support matrix.
    id: "b21-29-ruby-support",
    build: (s) =>
      s
        .bash("cat .github/workflows/ci.yml | grep -A3 'ruby:'", "        ruby: ['2.7', '3.1', '3.2', '3.3']")
        .assistant("CI matrix still has Ruby 2.7, which is EOL since 2023. Drop it?")
        .user("Yes. Drop 2.7 in v3.0, it's a major anyway.")
        .file("Edit", ".github/workflows/ci.yml")
        .file("Edit", "tallyho.gemspec")
        .assistant("Done: removed 2.7 from the matrix and set `required_ruby_version >= 3.1` in the gemspec.")
        .stop(),
    planted: [{ kind: "decision", keys: ["2.7", "v3.0"] }],
  },
  {
    // Claude Code voice; a TypeScript library, a proposal never confirmed.
    id: "b21-30-ts-library",
    build: (s) =>
      s
        .user("add a `parseDuration` helper to the utils")
        .file("Write", "src/parse-duration.ts")
        .assistant("Added `export default function parseDuration(...)` in `src/parse-duration.ts`.")
        .user("Prefer named exports please. No default exports anywhere in this package.")
        .file("Edit", "src/parse-duration.ts")
        .bash("npx vitest run src/parse-duration.test.ts", " ✓ src/parse-duration.test.ts (6 tests) 4ms")
        .assistant("Switched to `export function parseDuration`. I could also add typedoc generation to the build so the helpers get API docs.")
        .user("The README examples are outdated since the v2 API btw. Someone has to rewrite them, just not today.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["named", "exports"] },
      { kind: "task", keys: ["readme", "examples"] },
    ],
  },
  {
    // Codex CLI voice; plants nothing: a typo fix.
    id: "b21-31-typo",
    build: (s) =>
      s
        .user("typo in CONTRIBUTING.md, 'recieve'")
        .bash("grep -n recieve CONTRIBUTING.md", "23:You will recieve a review within a week.")
        .file("Edit", "CONTRIBUTING.md")
        .assistant("Fixed line 23: `receive`.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    // Gemini CLI voice; Kubernetes ingress, superseded.
    id: "b21-32-gke-ingress",
    build: (s) =>
      s
        .user("we need an ingress for the new api. let's use nginx ingress like the old cluster")
        .bash(
          "kubectl get nodes -o wide | head -3",
          "NAME                                   STATUS   ROLES    AGE\ngk3-prod-pool-2-8c1d4f2a-x7kq          Ready    <none>   12d",
        )
        .assistant(
          "Okay. The node names start with `gk3-`. Is this a GKE Autopilot cluster? Autopilot restricts privileged workloads, which some ingress-nginx setups need.",
        )
        .user("Yes, prod cluster is GKE autopilot. so no daemonsets either.")
        .user("ok given that, switch plans: we go with the gateway api instead of nginx ingress.")
        .file("Write", "k8s/gateway.yaml")
        .bash(
          "kubectl apply --dry-run=server -f k8s/gateway.yaml",
          "gateway.gateway.networking.k8s.io/api created (server dry run)\nhttproute.gateway.networking.k8s.io/api created (server dry run)",
        )
        .assistant("I have written a `Gateway` and an `HTTPRoute` for the api. The server-side dry run accepts both.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["autopilot"] },
      { kind: "decision", keys: ["gateway"] },
    ],
  },
  {
    // OpenCode voice; a Python CLI.
    id: "b21-33-python-cli",
    build: (s) =>
      s
        .user("tests?")
        .bash("pip install -e . && pytest", "error: externally-managed-environment", 1)
        .assistant("system pip refuses. venv?")
        .user("Use uv for everything, not pip. `uv run pytest`.")
        .bash("uv run pytest", "===== 22 passed in 0.84s =====")
        .assistant("22 passed.")
        .user("cool. PyPI name is reserved btw. Publishing is still on the todo list, not today")
        .stop("ok."),
    planted: [
      { kind: "instruction", keys: ["uv", "pip"] },
      { kind: "task", keys: ["pypi", "publish"] },
    ],
  },
  {
    // Copilot CLI voice; Angular, a question never answered.
    id: "b21-34-angular-client",
    build: (s) =>
      s
        .user("the orders client is missing the new `status` field")
        .assistant("I'll add it to `orders.model.ts` by hand.")
        .user("hold on. Tomasz's backend team owns the OpenAPI spec, we just regenerate the client from it")
        .bash(
          "npm run gen:api",
          "> openapi-generator-cli generate -i ../api/openapi.yaml -g typescript-angular -o src/app/api\n[main] INFO  Generated 41 files",
        )
        .assistant("✓ Regenerated the client; `Order.status` is there now.")
        .user("Should we switch to standalone components at some point?")
        .assistant("It would remove the NgModules, and Angular recommends it for new code. It's a larger refactor though.")
        .stop(),
    planted: [{ kind: "fact", keys: ["tomasz", "openapi"] }],
  },
  {
    // Grok voice; plants nothing: CORS debugging done in the session.
    id: "b21-35-cors",
    build: (s) =>
      s
        .user("browser says CORS error on POST /api/upload but curl works??")
        .assistant("Curl doesn't do preflight, browsers do. Bet the OPTIONS request isn't handled.")
        .bash("curl -si -X OPTIONS http://localhost:3000/api/upload -H 'Origin: http://localhost:5173' | head -1", "HTTP/1.1 404 Not Found")
        .file("Edit", "server/app.ts")
        .bash("curl -si -X OPTIONS http://localhost:3000/api/upload -H 'Origin: http://localhost:5173' | head -1", "HTTP/1.1 204 No Content")
        .assistant("Yep, that was it. Added the cors middleware before the router; preflight returns 204 now.")
        .user("ahh. thank you")
        .stop(),
    planted: [],
  },
  {
    // Claude Code voice; Laravel queues.
    id: "b21-36-laravel-queues",
    build: (s) =>
      s
        .user("the import job times out on the sync driver. we need real queues")
        .assistant("For the queue backend the common choices are **Redis** (fast, you'd run it) or **SQS** (managed). Which one?")
        .user("SQS. We're all-in on AWS anyway.")
        .file("Edit", "config/queue.php")
        .bash("vendor/bin/phpunit", "PHPUnit 10.5\n\nE..........\n\n1) Tests\\Feature\\ImportTest: Missing APP_KEY", 2)
        .user("run `php artisan test --parallel`, the plain phpunit call misses the env setup. thats how we run tests here")
        .bash("php artisan test --parallel", "Tests:    64 passed (212 assertions)\nDuration: 7.41s\nParallel: 4 processes")
        .assistant("Done. The import job now dispatches to SQS (`QUEUE_CONNECTION=sqs`), and all 64 tests pass with `php artisan test --parallel`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sqs"] },
      { kind: "instruction", keys: ["artisan", "parallel"] },
    ],
  },
  {
    // Codex CLI voice; Deno Deploy.
    id: "b21-37-deno-deploy",
    build: (s) =>
      s
        .user("sessions expire too early, check the kv code")
        .bash(
          "grep -rn 'Deno.openKv\\|expireIn' src/",
          "src/session.ts:8:const kv = await Deno.openKv();\nsrc/session.ts:31:  await kv.set(key, s, { expireIn: 60_000 });",
        )
        .assistant("`expireIn: 60_000` is 1 minute; the cookie says 7 days. Set it to 7 days?")
        .user("yes. and fyi KV is only used for sessions, everything else lives in postgres")
        .file("Edit", "src/session.ts")
        .bash("deno test -A", "ok | 19 passed | 0 failed (1s)")
        .assistant("Patched to 7 days; 19 tests pass.")
        .user("we still have to move the deploy from deployctl to the github integration. later, not now")
        .stop("ok"),
    planted: [
      { kind: "fact", keys: ["kv", "sessions"] },
      { kind: "task", keys: ["github", "integration"] },
    ],
  },
  {
    // Gemini CLI voice; plants nothing: a regex written and tested.
    id: "b21-38-regex-postcode",
    build: (s) =>
      s
        .user("write me a regex for UK postcodes and test it on a few")
        .assistant("Okay, I will use a simplified pattern that covers the common formats.")
        .bash(
          "python3 -c \"import re; p=re.compile(r'^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$'); print([bool(p.match(x)) for x in ['SW1A 1AA','M1 1AE','B33 8TH','12345']])\"",
          "[True, True, True, False]",
        )
        .assistant(
          "I have tested `^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$`: the three postcodes match and `12345` does not. It does not cover every special case, such as GIR 0AA.",
        )
        .user("good enough for a form, thx")
        .stop(),
    planted: [],
  },
  {
    // OpenCode voice; Electron, a withdrawn idea.
    id: "b21-39-electron-updates",
    build: (s) =>
      s
        .user("decision: auto-updates go through electron-updater with GitHub releases, not a custom update server. wire it up")
        .bash("npm i electron-updater", "added 9 packages in 3s")
        .file("Edit", "src/main/updater.ts")
        .assistant("done. checks on start + every 6h.")
        .user("maybe code signing on windows too— nah, park it. not deciding that today")
        .bash("npm run build:mac", "  • electron-builder  version=24.13.3\n  • building        target=dmg arch=arm64\n  • publishing      provider=github")
        .assistant("mac build ok, publishes to github.")
        .stop(),
    planted: [{ kind: "decision", keys: ["electron-updater"] }],
  },
  {
    // Copilot CLI voice; Vite + React.
    id: "b21-40-react-styles",
    build: (s) =>
      s
        .user("the signup card looks off on mobile")
        .file("Read", "src/components/SignupCard.module.css")
        .assistant("I'll fix the padding in `SignupCard.module.css`.")
        .user("Oh, that file shouldn't exist. Use Tailwind classes only. No CSS modules, please.")
        .file("Edit", "src/components/SignupCard.tsx")
        .bash(
          "git rm src/components/SignupCard.module.css && npm run build",
          "rm 'src/components/SignupCard.module.css'\nvite v5.4.2 building for production...\n✓ built in 3.12s",
        )
        .assistant("✓ Moved the styles to Tailwind classes and removed the CSS module. Where does the card post to in production?")
        .user("The API base URL comes from VITE_API_URL, set per environment in the Netlify UI.")
        .stop("Thanks, the card already reads it."),
    planted: [
      { kind: "instruction", keys: ["tailwind"] },
      { kind: "fact", keys: ["vite_api_url"] },
    ],
  },
  {
    // Grok voice; a Go payments service.
    id: "b21-41-payments-oncall",
    build: (s) =>
      s
        .user("add the request id to the payment error logs")
        .file("Edit", "internal/payments/handler.go")
        .bash("go test ./internal/payments/...", "ok  \tacme/payments/internal/payments\t0.412s")
        .assistant("Done, errors log `request_id` now. Who should I tag on the PR, who's on call for payments?")
        .user("Priya. She does on-call for payments this quarter.")
        .bash("curl -s localhost:8080/metrics | head -2", "# HELP payments_total Payments processed\n# TYPE payments_total counter")
        .assistant("Heads up: `/metrics` answers without any auth.")
        .user("yeah known. the /metrics endpoint isn't behind auth yet. Fix that before we open the beta")
        .stop("Noted, leaving it for now."),
    planted: [
      { kind: "fact", keys: ["priya", "on-call"] },
      { kind: "task", keys: ["metrics", "auth"] },
    ],
  },
  {
    // Claude Code voice; Django REST.
    id: "b21-42-drf-pagination",
    build: (s) =>
      s
        .user("add GET /api/events with pagination. we'll paginate with cursors, not offsets — offsets were a mess on the old api")
        .file("Edit", "events/views.py")
        .file("Edit", "events/urls.py")
        .bash("python manage.py test events", "Ran 9 tests in 0.77s\n\nOK")
        .assistant("Added `EventListView` with `CursorPagination` ordered by `-created_at`; 9 tests pass.")
        .user("When you add an endpoint, add it to the postman collection in docs/ too. Every time.")
        .file("Edit", "docs/api.postman_collection.json")
        .assistant("Added `GET /api/events` to `docs/api.postman_collection.json`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "instruction", keys: ["postman"] },
    ],
  },
  {
    // Codex CLI voice; plants nothing: profiling, hypotheses.
    id: "b21-43-slow-endpoint",
    build: (s) =>
      s
        .user("why is /search slow? just look, don't change anything")
        .bash(
          "grep -n 'TODO\\|FIXME' src/search/*.ts",
          "src/search/query.ts:14:// TODO: always paginate\nsrc/search/query.ts:52:// FIXME never hits the index for prefix queries",
        )
        .bash("npx autocannon -d 5 http://localhost:3000/search?q=ab", "Latency p50 412 ms, p99 1803 ms\n23 2xx responses")
        .assistant("p50 412 ms. Likely the prefix query skipping the index (see FIXME at query.ts:52), but that's a guess — not confirmed with EXPLAIN.")
        .user("hm ok, i'll think about it")
        .stop(),
    planted: [],
  },
  {
    // Gemini CLI voice; a macOS app.
    id: "b21-44-macos-build",
    build: (s) =>
      s
        .user("release build fails on my machine, works on the build mac")
        .bash("xcodebuild -scheme Notes -configuration Release archive", 'error: No signing certificate "Developer ID Application" found', 65)
        .assistant("Okay. Your keychain has no Developer ID certificate. Where do release builds usually happen?")
        .user("The build machine is Jonas's old M1 mini under his desk. The cert only lives there.")
        .user("and notarization is still manual. We should script it in CI at some point, not this week")
        .assistant("Understood. I will not change the signing setup.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["m1", "jonas"] },
      { kind: "task", keys: ["notarization", "script"] },
    ],
  },
  {
    // OpenCode voice; an axum service.
    id: "b21-45-axum-service",
    build: (s) =>
      s
        .user("sqlx over diesel, final. set up the pool")
        .bash("cargo add sqlx --features runtime-tokio,postgres,macros", "    Adding sqlx v0.8.1 to dependencies")
        .file("Edit", "src/db.rs")
        .bash("cargo test", "test result: ok. 12 passed; 0 failed")
        .assistant("pool in src/db.rs. 12 tests ok.")
        .user("Use `cargo nextest run`, not cargo test. The CI only knows nextest.")
        .bash("cargo nextest run", "     Summary [   1.204s] 12 tests run: 12 passed, 0 skipped")
        .assistant("nextest: 12 passed.")
        .user("Still need the migration for the tags table. tomorrow")
        .stop("ok"),
    planted: [
      { kind: "decision", keys: ["sqlx"] },
      { kind: "instruction", keys: ["nextest"] },
      { kind: "task", keys: ["tags", "migration"] },
    ],
  },
  {
    // Copilot CLI voice; plants nothing: a language question.
    id: "b21-46-let-const",
    build: (s) =>
      s
        .user("quick one, let vs const in a for...of loop?")
        .assistant("Use `const` when the loop variable isn't reassigned inside the body; each iteration gets a fresh binding. `let` only if you reassign it.")
        .bash("node -e 'for (const x of [1,2]) console.log(x)'", "1\n2")
        .user("k thanks")
        .stop(),
    planted: [],
  },
  {
    // Grok voice; Stripe webhooks.
    id: "b21-47-stripe-refunds",
    build: (s) =>
      s
        .user("stripe webhook tests are failing locally")
        .bash(
          "npm test -- webhooks",
          "✕ verifies signature (12 ms)\n  StripeSignatureVerificationError: No signatures found matching the expected signature",
          1,
        )
        .assistant("Your local `.env` has no `STRIPE_WEBHOOK_SECRET`. Where does it live?")
        .user("The stripe signing secret is in 1Password, entry 'stripe-live'. The test one is right next to it.")
        .bash("npm test -- webhooks", "✓ verifies signature (9 ms)\n✓ handles refund.created (4 ms)\nTests: 2 passed")
        .assistant("Passing now. Heads up, the refund handler ignores partial refunds, it only reads `amount_refunded == amount`.")
        .user("Known. Leave it for now, but we need to handle partial refunds before launch.")
        .stop("Got it."),
    planted: [
      { kind: "fact", keys: ["stripe", "1password"] },
      { kind: "task", keys: ["partial", "refunds"] },
    ],
  },
  {
    // Claude Code voice; Flutter + Firebase, a superseded storage decision.
    id: "b21-48-firebase-images",
    build: (s) =>
      s
        .user("profile pictures: let's just store them in firestore as base64")
        .assistant("I can do that. Note Firestore documents max out at 1 MiB, so larger photos would need resizing first.")
        .user("no wait, that's dumb. Cloud Storage for the files, with the download URL in Firestore.")
        .file("Edit", "lib/profile/avatar_repository.dart")
        .bash("firebase deploy --only storage", "Error: Not authorized for project acme-prod", 1)
        .user("Never push to the firebase prod project from local. Use the `dev` alias.")
        .bash("firebase use dev && firebase deploy --only storage", "Now using alias dev (acme-dev)\n✔  Deploy complete!")
        .assistant(
          "Done. Avatars upload to Cloud Storage under `avatars/{uid}.jpg` and the profile stores the download URL; the storage rules are deployed to `acme-dev`.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["cloud storage"] },
      { kind: "instruction", keys: ["firebase", "alias"] },
    ],
  },
  {
    // Codex CLI voice; Haskell + Nix.
    id: "b21-49-nix-flake",
    build: (s) =>
      s
        .user("build is broken after I pulled")
        .bash(
          "nix build .#server 2>&1 | tail -3",
          "error: builder for '/nix/store/…-aeson-2.2.1.0.drv' failed\n       > Setup: Encountered missing or private dependencies",
          1,
        )
        .assistant("aeson 2.2 needs a newer base. Someone ran `nix flake update`; the lock moved nixpkgs to unstable.")
        .user("ugh. The flake pins nixpkgs to 24.05 on purpose, because of the ghc 9.4 dependency.")
        .bash("git checkout origin/main -- flake.lock && nix build .#server", "")
        .assistant("Restored flake.lock from main; build ok.")
        .user("don't run nix flake update without telling me first.")
        .stop("ok"),
    planted: [
      { kind: "fact", keys: ["nixpkgs", "24.05"] },
      { kind: "instruction", keys: ["flake update"] },
    ],
  },
  {
    // Gemini CLI voice; plants nothing: a diff summary.
    id: "b21-50-diff-summary",
    build: (s) =>
      s
        .user("summarize what changed on this branch for the PR description")
        .bash(
          "git diff --stat main...HEAD",
          " src/cart.ts      | 42 +++++++++-----\n src/cart.test.ts | 30 ++++++++++\n 2 files changed, 58 insertions(+), 14 deletions(-)",
        )
        .assistant(
          "Okay. Here is a draft:\n\n- `cart.ts`: totals are now computed in cents to avoid float rounding.\n- `cart.test.ts`: new tests for discounts and empty carts.",
        )
        .user("perfect, copying it")
        .stop(),
    planted: [],
  },
  {
    // OpenCode voice; Ansible fleet.
    id: "b21-51-ansible-hosts",
    build: (s) =>
      s
        .user("new hosts for the worker pool, write the inventory")
        .assistant("debian 12 or ubuntu 24.04 for the new hosts?")
        .user("Debian. Same as the rest of the fleet.")
        .file("Edit", "inventory/prod.ini")
        .bash("ansible-playbook -i inventory/prod.ini site.yml --check --limit workers", "PLAY RECAP\nworker-04 : ok=31 changed=12 unreachable=0 failed=0")
        .assistant("check run ok for worker-04.")
        .user("the backup role still doesn't rotate old dumps btw. add that next week")
        .stop("ok, not touching it now."),
    planted: [
      { kind: "decision", keys: ["debian"] },
      { kind: "task", keys: ["backup", "rotate"] },
    ],
  },
  {
    // Copilot CLI voice; .NET, a new service next to a legacy one.
    id: "b21-52-dotnet-service",
    build: (s) =>
      s
        .user("scaffold the new notifications service. we're going with minimal APIs for it, no controllers")
        .bash("dotnet new web -n Notifications.Api -o src/Notifications.Api", 'The template "ASP.NET Core Empty" was created successfully.')
        .file("Edit", "src/Notifications.Api/Program.cs")
        .bash("dotnet build src/Notifications.Api", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant("✓ Created `Notifications.Api` with a minimal API and a `/health` endpoint. Should it reuse the auth from the legacy service?")
        .user("eventually. The legacy service still runs on .NET Framework 4.8 on the IIS box, so it can't be referenced directly.")
        .user("Porting the auth handler from the legacy service is next sprint. leave a note")
        .stop("Noted; no auth in the new service yet."),
    planted: [
      { kind: "decision", keys: ["minimal apis"] },
      { kind: "fact", keys: ["4.8", "iis"] },
      { kind: "task", keys: ["auth handler"] },
    ],
  },
];

/** The blind set: events, segments and scoring of BLIND21_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND21 = plantedSet(BLIND21_SESSIONS, Date.UTC(2026, 10, 2, 9));
