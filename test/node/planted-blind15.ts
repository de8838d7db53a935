/**
 * Blind planted set 15 for the offline long-term-memory extractor. Blind: written without
 * reading the extractor; measured once by the lead, then training data.
 *
 * Style: everyday sessions across many stacks (Rails, Go, Python, .NET, React, Terraform,
 * Spring, Phoenix, Rust, Android, Django, Flutter, Laravel, Postgres, Swift, embedded C, …) and
 * team sizes, in Claude Code, Codex CLI, Gemini CLI and Copilot CLI voice; each session is one
 * developer with their own habits. Items are stated by the user, proposed by the assistant and
 * accepted (rejected ones plant nothing), said in passing, or superseded later in the session
 * (only the later decision is planted); some sessions are long. Each session is one segment;
 * the items planted in it are listed with it. Every other message must give nothing:
 * questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted
 * code, logs and tool output (with words like "always", "never", "TODO"), chit-chat, and
 * in-session requests that are done in the same session.
 *
 * Matching rule (fixed before the extractor was run on this set; the one of planted-blind.ts):
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

export const BLIND15_SESSIONS: BlindSession[] = [
  {
    id: "b15-rails-jobs",
    build: (s) =>
      s
        .user("the welcome emails are going out twice again. can you look at app/jobs")
        .file("Read", "app/jobs/welcome_email_job.rb")
        .bash("bundle exec rails runner 'puts Delayed::Job.count'", "1843")
        .assistant(
          "There are 1,843 rows sitting in delayed_jobs and the worker retries on any exception, including the SMTP timeout that happens after the mail was already accepted. That's the double send. Options: make the job idempotent with a sent_at guard, or move off delayed_job entirely.",
        )
        .user("we're moving to sidekiq, decided that with Tom last week. do the guard now anyway so it stops today")
        .file("Edit", "app/jobs/welcome_email_job.rb")
        .bash("bundle exec rspec spec/jobs/welcome_email_job_spec.rb", "4 examples, 0 failures")
        .assistant("Added a `sent_at` check before delivering; spec covers the retry case. 4 examples pass.")
        .user("cool. the other mailer jobs need porting to sidekiq too but that's a later thing, not this PR")
        .stop("Understood, I left the other mailer jobs as they are."),
    planted: [
      { kind: "decision", keys: ["sidekiq"] },
      { kind: "task", keys: ["mailer", "sidekiq"] },
    ],
  },
  {
    id: "b15-go-vet",
    build: (s) =>
      s
        .user("pls fix the nil deref in internal/payments/client.go, panics in prod logs")
        .bash("grep -n 'resp.Body' internal/payments/client.go", "88:\tdefer resp.Body.Close()")
        .file("Edit", "internal/payments/client.go")
        .bash("go test ./internal/payments/...", "ok  \tgithub.com/acme/pay/internal/payments\t0.412s")
        .assistant(
          "Fixed: `resp` was nil when the dial failed and we deferred `Close` before the error check. Moved the defer below `if err != nil`. Tests pass.",
        )
        .user("thx. fyi payments listens on 8443 inside the cluster, not 443, the client default was wrong too")
        .file("Edit", "internal/payments/config.go")
        .assistant("Changed the default target to port 8443.")
        .user("and always run go vet ./... before you commit anything in this repo, CI rejects on vet")
        .bash("go vet ./... && git commit -am 'payments: nil resp guard, port 8443'", "[main 3f1a9c2] payments: nil resp guard, port 8443")
        .stop(),
    planted: [
      { kind: "fact", keys: ["payments", "8443"] },
      { kind: "instruction", keys: ["go vet"] },
    ],
  },
  {
    id: "b15-readme-typo",
    build: (s) =>
      s
        .user("morning! quick one: README says 'recieve' in three places, fix pls")
        .bash("grep -n recieve README.md", "12:recieve\n40:recieve\n77:recieve")
        .file("Edit", "README.md")
        .assistant("Fixed all three occurrences.")
        .user("ha, thanks. how's your day going")
        .assistant("Can't complain, it's mostly typos and stack traces. Anything else on the README?")
        .user("nope that's it")
        .stop(),
    planted: [],
  },
  {
    id: "b15-parquet-partitions",
    build: (s) =>
      s
        .user(
          "Hello! I'm setting up the export step of our clickstream pipeline. I think we should write the output as Parquet partitioned by day, under s3://cs-lake/raw/. Could you sketch the writer in pipeline/export.py?",
        )
        .file("Write", "pipeline/export.py")
        .assistant("I've written `export_events(df, base)` using pyarrow's `write_to_dataset` with `partition_cols=['event_date']`.")
        .bash("python -m pytest tests/test_export.py -q", "3 passed in 1.92s")
        .user(
          "Thank you. Actually, looking at yesterday's volume, a single day is about 40GB, which is too large for the downstream Athena queries. Scratch the daily layout: please partition by hour instead, event_date plus event_hour.",
        )
        .file("Edit", "pipeline/export.py")
        .bash("python -m pytest tests/test_export.py -q", "3 passed in 2.01s")
        .assistant("Switched to `partition_cols=['event_date', 'event_hour']`; the tests still pass.")
        .user("Wonderful. For context, Airflow for this project runs on the old 'blue' Kubernetes cluster, so the DAG has to stay on Python 3.9 syntax.")
        .stop("Noted, I kept the code 3.9-compatible (no match statements, no `X | Y` unions)."),
    planted: [
      { kind: "decision", keys: ["partition", "hour"] },
      { kind: "fact", keys: ["airflow", "blue"] },
    ],
  },
  {
    id: "b15-dotnet-style",
    build: (s) =>
      s
        .user("add a retry policy to the HttpClient in Worker/Program.cs, use Polly")
        .file("Read", "Worker/Program.cs")
        .file("Edit", "Worker/Program.cs")
        .bash("dotnet build Worker", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant("Added `AddTransientHttpErrorPolicy(p => p.WaitAndRetryAsync(3, n => TimeSpan.FromSeconds(Math.Pow(2, n))))`. Build is clean.")
        .user("looks fine. one thing, dont use var for primitive types, int/string/bool spelled out. house style")
        .file("Edit", "Worker/Program.cs")
        .assistant("Replaced `var` with explicit types for the primitives.")
        .user("the worker project still has no health checks btw, we need them before it goes to k8s, but not today")
        .stop("OK, I haven't touched health checks."),
    planted: [
      { kind: "instruction", keys: ["var", "primitive"] },
      { kind: "task", keys: ["health checks"] },
    ],
  },
  {
    id: "b15-react-state-long",
    build: (s) =>
      s
        .user("the cart state is a mess, three contexts passing setters around. what would you use")
        .file("Read", "src/cart/CartContext.tsx")
        .assistant(
          "For a store this size I'd suggest Zustand: one store, selectors to avoid rerenders, no provider tree. Redux Toolkit would also work but it's more ceremony than this needs.",
        )
        .user("yeah go with zustand")
        .file("Write", "src/cart/store.ts")
        .file("Edit", "src/cart/CartPage.tsx")
        .bash("npx tsc --noEmit", "")
        .assistant(
          "Moved the cart into `useCartStore` with `items`, `add`, `remove`, `clear`. Typecheck is clean. Should I also bring in react-query for the product fetches while I'm here?",
        )
        .user("no, not now. and prefer named exports, we don't do default exports anywhere in this codebase")
        .file("Edit", "src/cart/store.ts")
        .assistant("Switched `store.ts` to a named export.")
        .user("where do the colors in CartPage come from? they look off")
        .bash("grep -rn 'color' src/cart/CartPage.tsx | head -3", "14:  color: tokens.color.brand500,\n22:  background: '#ff6b6b',")
        .assistant("One is from the token package, the other is a hardcoded hex. Where are the tokens defined?")
        .user("design tokens live in packages/tokens and are generated from Figma, never edit them by hand. replace the hex with the token")
        .file("Edit", "src/cart/CartPage.tsx")
        .bash("npx vitest run src/cart", " ✓ src/cart/store.test.ts (6 tests)\n Test Files  1 passed (1)")
        .assistant("Replaced `#ff6b6b` with `tokens.color.danger500`. Cart tests pass.")
        .user("nice. the modal focus trap is broken on safari too, park it, we'll do it after the sale")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zustand"] },
      { kind: "instruction", keys: ["named exports"] },
      { kind: "fact", keys: ["tokens", "figma"] },
      { kind: "task", keys: ["focus trap"] },
    ],
  },
  {
    id: "b15-log-question",
    build: (s) =>
      s
        .user("what does this mean\n```\nWARN  [pool] connection never returned to pool after 30000ms (TODO: tune leak detection)\n```")
        .bash("grep -rn 'leakDetectionThreshold' src/main/resources", "application.yml:14:      leak-detection-threshold: 30000")
        .assistant(
          "HikariCP's leak detector fired: some code borrowed a connection and held it past 30 s. It's a warning, not an error; the connection isn't necessarily leaked, it may just be a slow query. The TODO is part of the log text, from the library's message template.",
        )
        .user("could it be the report export? that one's slow")
        .assistant("Possibly, but I can't tell from this line alone. A stack trace with the leak warning would show the borrower.")
        .user("ok I'll look tomorrow")
        .stop(),
    planted: [],
  },
  {
    id: "b15-terraform-state",
    build: (s) =>
      s
        .user(
          "Hi! I need to add an SQS queue for the notifications service in infra/modules/notify. Before that, can you check which backend this workspace uses? I always forget.",
        )
        .bash("grep -A4 'backend \"s3\"' infra/envs/prod/main.tf", 'backend "s3" {\n    bucket = "tf-state-prod-eu"\n    region = "eu-west-1"\n  }')
        .assistant("Prod uses the S3 backend: bucket `tf-state-prod-eu` in `eu-west-1`.")
        .user("Right, the prod state bucket is tf-state-prod-eu and it lives in eu-west-1, the staging one is separate. Go ahead with the queue.")
        .file("Edit", "infra/modules/notify/main.tf")
        .bash("terraform -chdir=infra/envs/prod plan -no-color | tail -2", "Plan: 2 to add, 0 to change, 0 to destroy.")
        .assistant("Plan shows 2 to add (the queue and its DLQ). Shall I apply it?")
        .user("No! Never run terraform apply from a laptop, only the CI pipeline applies. Please just open the PR.")
        .bash("git push -u origin notify-sqs", "branch 'notify-sqs' set up to track 'origin/notify-sqs'.")
        .assistant("Pushed `notify-sqs`; the pipeline will plan and apply after review. While I was in there I noticed the AWS provider is unpinned.")
        .user("Good catch. Let's pin the aws provider to 5.x, that's what the other stacks use.")
        .file("Edit", "infra/envs/prod/versions.tf")
        .stop("Pinned `hashicorp/aws` to `~> 5.0`."),
    planted: [
      { kind: "fact", keys: ["state bucket"] },
      { kind: "instruction", keys: ["terraform apply"] },
      { kind: "decision", keys: ["aws provider"] },
    ],
  },
  {
    id: "b15-spring-migrations",
    build: (s) =>
      s
        .user("need schema migrations for the order-service. lets use flyway, set it up")
        .file("Edit", "order-service/pom.xml")
        .file("Write", "order-service/src/main/resources/db/migration/V1__init.sql")
        .assistant("Added `flyway-core` and a V1 baseline script.")
        .user("hmm wait. just talked to the DBA team, they already run liquibase for every other service. switch to liquibase, drop flyway")
        .file("Edit", "order-service/pom.xml")
        .file("Write", "order-service/src/main/resources/db/changelog/db.changelog-master.yaml")
        .bash("./mvnw -q -pl order-service test", "[INFO] Tests run: 31, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("Replaced Flyway with Liquibase: master changelog plus `001-init.yaml`. All 31 tests pass.")
        .user("good. remember we still have to drop the legacy_orders table once the Q3 cutover is done. not yet, finance still reads it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["liquibase"] },
      { kind: "task", keys: ["legacy_orders"] },
    ],
  },
  {
    id: "b15-phoenix-oban",
    build: (s) =>
      s
        .user("the digest emails take forever to go out on monday mornings. why")
        .bash("grep -n 'queues:' -A4 config/config.exs", "  queues: [default: 10, mailers: 5, media: 2]")
        .assistant("The `mailers` queue has a concurrency of 5, so 12k digests drain five at a time. Do you want it raised?")
        .user("no, the mailers queue is capped at 5 on purpose, our SMTP relay throttles above that. stagger the enqueue instead")
        .file("Edit", "lib/app/digest/scheduler.ex")
        .bash("mix test test/app/digest", "Finished in 0.8 seconds\n9 tests, 0 failures")
        .assistant("The scheduler now spreads the inserts over 40 minutes with `scheduled_at`. 9 tests, 0 failures.")
        .user("great. and run mix format before every commit pls, the last two PRs bounced on the format check")
        .bash("mix format && git commit -am 'digest: stagger enqueue'", "[main 8c21d0e] digest: stagger enqueue")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mailers", "queue"] },
      { kind: "instruction", keys: ["mix format"] },
    ],
  },
  {
    id: "b15-vue-rename",
    build: (s) =>
      s
        .user(
          "Could you rename the `isOpen` prop on SidePanel.vue to `open` and update every caller? I'm also seeing the panel flicker when it opens; maybe the watcher on route changes fires twice?",
        )
        .bash("grep -rln 'isOpen' src", "src/components/SidePanel.vue\nsrc/views/Dashboard.vue\nsrc/views/Settings.vue")
        .file("Edit", "src/components/SidePanel.vue")
        .file("Edit", "src/views/Dashboard.vue")
        .file("Edit", "src/views/Settings.vue")
        .bash("npx vue-tsc --noEmit", "")
        .assistant(
          "Renamed in the component and both callers; vue-tsc is clean. On the flicker: the watcher might fire twice, or the transition could be restarting; I'd need to reproduce it to say which.",
        )
        .user("Fair enough, I'll get you a recording later. Thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "b15-rust-clap",
    build: (s) =>
      s
        .user("the arg parsing in src/main.rs is hand rolled and awful. rewrite with clap")
        .file("Read", "src/main.rs")
        .assistant(
          "clap has two styles: the derive API (a struct with `#[derive(Parser)]`) or the builder API. Derive is shorter; builder gives more control at runtime. Which one?",
        )
        .user("derive. we're going with clap derive for all our CLIs")
        .file("Write", "src/cli.rs")
        .file("Edit", "src/main.rs")
        .bash("cargo build 2>&1 | tail -1", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 14.2s")
        .assistant("Done: `Cli` struct with subcommands `sync`, `status`, `prune`. It builds. Is there an MSRV I need to respect for clap 4.5?")
        .user("msrv is 1.74, it's in Cargo.toml as rust-version")
        .bash("grep rust-version Cargo.toml", 'rust-version = "1.74"')
        .assistant("Confirmed, and clap 4.5 supports 1.74.")
        .user("ok. windows paths in the config loader are still broken (backslashes), todo for next week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["clap", "derive"] },
      { kind: "fact", keys: ["msrv", "1.74"] },
      { kind: "task", keys: ["windows paths"] },
    ],
  },
  {
    id: "b15-android-strings",
    build: (s) =>
      s
        .user("add an empty state to the InboxScreen composable, text 'Nothing here yet' and an illustration")
        .file("Edit", "app/src/main/java/com/ferry/inbox/InboxScreen.kt")
        .assistant('Added an `EmptyInbox()` composable with the illustration and `Text("Nothing here yet")`.')
        .user("no hardcoded text in composables, ever. all strings go in strings.xml so translators see them")
        .file("Edit", "app/src/main/res/values/strings.xml")
        .file("Edit", "app/src/main/java/com/ferry/inbox/InboxScreen.kt")
        .bash("./gradlew :app:lintDebug -q", "")
        .assistant("Moved it to `R.string.inbox_empty`. Lint is clean. The vector drawable uses `android:fillType`, is that okay for our minSdk?")
        .user("yes, minSdk is 26 for this app")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["strings.xml"] },
      { kind: "fact", keys: ["minsdk", "26"] },
    ],
  },
  {
    id: "b15-django-billing",
    build: (s) =>
      s
        .user("settings.py reads env vars with os.environ all over the place. clean it up")
        .file("Read", "config/settings.py")
        .assistant("Two common choices: `django-environ` or `pydantic-settings`. django-environ is lighter and reads `.env` directly.")
        .user("django-environ it is")
        .bash("pip install django-environ==0.11.2", "Successfully installed django-environ-0.11.2")
        .file("Edit", "config/settings.py")
        .bash("python manage.py check", "System check identified no issues (0 silenced).")
        .assistant("Settings now go through `environ.Env`; `manage.py check` is clean. I also see 64 migrations in billing/, want me to squash them?")
        .user("don't squash migrations, in any app. and billing belongs to Priya, she wants a heads up before anyone touches it")
        .stop("Got it, I left billing/ untouched."),
    planted: [
      { kind: "decision", keys: ["django-environ"] },
      { kind: "instruction", keys: ["squash"] },
      { kind: "fact", keys: ["billing", "priya"] },
    ],
  },
  {
    id: "b15-k8s-dns-guess",
    build: (s) =>
      s
        .user("pods in the staging namespace cant reach the redis service. probably DNS?")
        .bash("kubectl -n staging exec deploy/api -- nslookup redis", "Server:\t\t10.96.0.10\nName:\tredis.staging.svc.cluster.local\nAddress: 10.100.14.3")
        .assistant("DNS resolves fine. It might be a NetworkPolicy, or Redis could be bound to localhost. Let me check the policies.")
        .bash("kubectl -n staging get networkpolicy", "NAME            POD-SELECTOR   AGE\ndefault-deny    <none>         3d")
        .assistant(
          "There's a `default-deny` policy from three days ago. That could explain it, but I haven't confirmed the API pods are the ones being denied.",
        )
        .user("hm maybe. someone from platform added that? i'll ask around before we change anything")
        .stop(),
    planted: [],
  },
  {
    id: "b15-express-logging",
    build: (s) =>
      s
        .user(
          "Our console.log calls are unreadable in Datadog. Can you propose a structured logger for the Express API? I'd like something fast, we handle a few thousand requests a second.",
        )
        .file("Read", "src/server.ts")
        .assistant(
          "I'd go with pino plus pino-http: JSON output, low overhead, request ids out of the box. Winston is more configurable but noticeably slower for this volume.",
        )
        .user("Agreed, let's switch to pino. Please don't pull in winston.")
        .bash("npm install pino pino-http", "added 14 packages in 3s")
        .file("Write", "src/logger.ts")
        .file("Edit", "src/server.ts")
        .bash("npm test -- --silent", "Tests: 58 passed, 58 total")
        .assistant("pino is wired in with `pino-http`; 58 tests pass.")
        .user("Perfect. An open item for after the release: rate limiting on /login. We've seen credential stuffing but it can wait two weeks.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pino"] },
      { kind: "task", keys: ["rate limiting"] },
    ],
  },
  {
    id: "b15-cmake-werror",
    build: (s) =>
      s
        .user("CI build broke on gcc 13, see the log")
        .bash(
          "cmake --build build 2>&1 | grep error | head -2",
          "src/codec.cpp:212:14: error: 'memcpy' reading 16 bytes from a region of size 8 [-Werror=stringop-overread]",
        )
        .file("Edit", "src/codec.cpp")
        .bash("cmake --build build -j2 2>&1 | tail -1", "[100%] Built target codec")
        .assistant("The copy length was taken from the header, not the buffer. Clamped it; the build passes with gcc 13.")
        .user("ok. CI builds with -Werror, locally do whatever, just don't turn it off in CI")
        .assistant("Understood. Should I also bump the vendored zlib in third_party, it's 1.2.11?")
        .user("no. the zlib in third_party is patched for our streaming mode, upgrading it blindly loses the patch")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["-werror"] },
      { kind: "fact", keys: ["zlib", "patched"] },
    ],
  },
  {
    id: "b15-svelte-tests",
    build: (s) =>
      s
        .user("write tests for the new DatePicker.svelte")
        .bash("ls src/lib/**/*.test.* | head", "src/lib/Button.test.js\nsrc/lib/Modal.test.js")
        .assistant(
          "The existing tests run on Jest with svelte-jester. For a new component I could use Vitest, which understands Svelte through the Vite plugin; or stay on Jest. Also, should we consider moving the app to SvelteKit at some point?",
        )
        .user("sveltekit... nah, forget that. vitest for new tests, the old ones stay on jest for now")
        .file("Write", "src/lib/DatePicker.test.ts")
        .bash("npx vitest run src/lib/DatePicker.test.ts", " ✓ src/lib/DatePicker.test.ts (7 tests)")
        .assistant("Seven Vitest tests for DatePicker pass.")
        .user("the old jest suites have to move over eventually too, just not this sprint")
        .stop(),
    planted: [
      { kind: "decision", keys: ["vitest"] },
      { kind: "task", keys: ["jest suites"] },
    ],
  },
  {
    id: "b15-regex-chat",
    build: (s) =>
      s
        .user("Could you explain what this regex does? `^(?!.*--)[a-z0-9-]{3,30}$` It's in our slug validator.")
        .bash("grep -n 'SLUG_RE' src/validators.py", "7:SLUG_RE = re.compile(r'^(?!.*--)[a-z0-9-]{3,30}$')")
        .assistant(
          "It accepts 3 to 30 characters of lowercase letters, digits and hyphens, and the negative lookahead `(?!.*--)` rejects any string containing two hyphens in a row.",
        )
        .user("Oh, that's clever. Thanks so much, have a great weekend!")
        .assistant("You too!")
        .stop(),
    planted: [],
  },
  {
    id: "b15-flutter-release",
    build: (s) =>
      s
        .user("prepping the 3.2 release of the field app. whats the bundle id again")
        .bash("grep PRODUCT_BUNDLE_IDENTIFIER ios/Runner.xcodeproj/project.pbxproj | head -1", "PRODUCT_BUNDLE_IDENTIFIER = com.lumen.fieldnotes;")
        .assistant("It's `com.lumen.fieldnotes`.")
        .user("right, bundle id com.lumen.fieldnotes on both stores. also we're dropping iOS 14 support with this release, bump the deployment target")
        .file("Edit", "ios/Podfile")
        .bash("flutter analyze", "Analyzing fieldnotes...\n   info • Unused import • lib/sync.dart:3:8 • unused_import\n1 issue found.")
        .assistant("Deployment target is now 15.0. flutter analyze reports one unused import, which I can remove.")
        .user("do it. and always run flutter analyze and get it to zero issues before pushing, that's the rule here")
        .file("Edit", "lib/sync.dart")
        .bash("flutter analyze", "Analyzing fieldnotes...\nNo issues found!")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bundle id"] },
      { kind: "decision", keys: ["ios 14"] },
      { kind: "instruction", keys: ["flutter analyze"] },
    ],
  },
  {
    id: "b15-ml-a100",
    build: (s) =>
      s
        .user("training run died at step 1200, check logs/run-17.log")
        .bash(
          "tail -3 logs/run-17.log",
          "WARNING: always set a seed for reproducible runs\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 6.00 GiB\nGPU 0 has a total capacity of 39.39 GiB",
        )
        .assistant("OOM on GPU 0 while allocating 6 GiB. Batch 64 at seq len 2048 doesn't fit. Gradient checkpointing or batch 32 with accumulation 2 would.")
        .user("batch 32 + accum 2. the training box has 2x A100 40GB, anything over ~40GB per card OOMs, keep that in mind")
        .file("Edit", "configs/run-17.yaml")
        .bash("python train.py --config configs/run-17.yaml --max-steps 50", "step 50 | loss 2.913 | mem 33.8GiB")
        .assistant("50 steps at 33.8 GiB per card, fits.")
        .user("ok. the eval script needs proper seeding at some point, numbers wobble between runs. later")
        .stop(),
    planted: [
      { kind: "fact", keys: ["a100"] },
      { kind: "task", keys: ["seeding"] },
    ],
  },
  {
    id: "b15-laravel-long",
    build: (s) =>
      s
        .user("we need queues for the invoice emails. set up the queue driver as redis")
        .file("Edit", "config/queue.php")
        .bash("php artisan queue:work --once", "  INFO  Processing jobs from the [default] queue.")
        .assistant("Queue connection is `redis` and a worker processes jobs. Do you also want Horizon for monitoring?")
        .user("not sure yet about horizon, let me think")
        .file("Write", "app/Jobs/SendInvoiceEmail.php")
        .bash("php artisan test --filter=Invoice", "  PASS  Tests\\Feature\\InvoiceTest\n  Tests:    6 passed")
        .assistant("`SendInvoiceEmail` is queued from the controller; 6 invoice tests pass.")
        .user("code style: PSR-12 and run pint before committing, the pipeline checks it")
        .bash("./vendor/bin/pint", "  ✓ 3 files fixed")
        .assistant("Pint fixed 3 files.")
        .user("hmm thinking about it more, we're on AWS anyway. let's use SQS as the queue driver instead of redis, one thing less to run")
        .file("Edit", "config/queue.php")
        .bash("php artisan config:clear && php artisan test --filter=Invoice", "  Tests:    6 passed")
        .assistant("Switched the default connection to `sqs`; tests still pass with the fake queue.")
        .user("by the way staging DB is refreshed from prod every sunday night, so don't rely on test data there surviving the week")
        .assistant("Good to know.")
        .user("last thing, invoice PDF generation is slow (8s for big ones), look at it next sprint")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sqs"] },
      { kind: "instruction", keys: ["pint"] },
      { kind: "fact", keys: ["staging", "sunday"] },
      { kind: "task", keys: ["invoice pdf"] },
    ],
  },
  {
    id: "b15-version-bump",
    build: (s) =>
      s
        .user("bump to 2.3.1 and tag it")
        .file("Edit", "package.json")
        .bash("git commit -am 'release 2.3.1' && git tag v2.3.1", "[main 4d0e1b7] release 2.3.1")
        .assistant("Bumped to 2.3.1, committed, tagged `v2.3.1`. Push the tag?")
        .user("yep")
        .bash("git push origin v2.3.1", " * [new tag]         v2.3.1 -> v2.3.1")
        .stop("Tag pushed."),
    planted: [],
  },
  {
    id: "b15-operator",
    build: (s) =>
      s
        .user(
          "I'm starting the reconciler for our Backup CRD. Should it use controller-runtime, or raw client-go informers like the old operator does? I've heard arguments both ways.",
        )
        .assistant(
          "controller-runtime handles caching, leader election and requeue backoff for you; raw informers mean reimplementing that. Unless you need something exotic, controller-runtime is the safer choice.",
        )
        .user("Makes sense. We'll use controller-runtime for the new operator.")
        .bash("go get sigs.k8s.io/controller-runtime@v0.18.4", "go: added sigs.k8s.io/controller-runtime v0.18.4")
        .file("Write", "internal/controller/backup_controller.go")
        .bash("go build ./...", "")
        .assistant("Scaffolded `BackupReconciler` with `SetupWithManager`. It logs the Secret it reads for the S3 credentials; should I keep that?")
        .user("Definitely not. Never log secrets, pass anything sensitive through the redact helper in pkg/log first.")
        .file("Edit", "internal/controller/backup_controller.go")
        .stop("Now logged through `log.Redact`."),
    planted: [
      { kind: "decision", keys: ["controller-runtime"] },
      { kind: "instruction", keys: ["redact"] },
    ],
  },
  {
    id: "b15-gem-release",
    build: (s) =>
      s
        .user("can you push the 0.9.0 gem")
        .bash("gem build tidewater.gemspec", "  Successfully built RubyGem\n  Name: tidewater\n  Version: 0.9.0")
        .assistant("Built `tidewater-0.9.0.gem`. Pushing needs an OTP from the owner account's MFA.")
        .user("ah right, the gem is under the org account on rubygems and only Marta has the MFA device. i'll ping her")
        .bash("git tag v0.9.0", "")
        .assistant("Tagged v0.9.0 locally, nothing pushed to rubygems.")
        .user("thanks. release notes for 0.9 still need writing, i'll do them tomorrow")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rubygems", "marta"] },
      { kind: "task", keys: ["release notes"] },
    ],
  },
  {
    id: "b15-next-images",
    build: (s) =>
      s
        .user("the product page is slow. lighthouse says images")
        .bash("npx lighthouse http://localhost:3000/p/42 --only-categories=performance --quiet | tail -2", "Performance: 41\nLargest Contentful Paint: 6.8 s")
        .assistant(
          "LCP is 6.8 s from unoptimized JPEGs. I could route them through `next/image` with a Cloudinary loader, since the assets already live there. I'd also propose tRPC for the product API while we're touching it.",
        )
        .user("images through next/image with the cloudinary loader, yes. trpc no")
        .file("Write", "src/lib/cloudinaryLoader.ts")
        .file("Edit", "src/app/p/[id]/page.tsx")
        .assistant("Done. I made the gallery a client component so it can use `useState` for the zoom.")
        .user("keep it a server component, only the zoom button needs 'use client'. rule of thumb here: server components by default")
        .file("Edit", "src/app/p/[id]/Gallery.tsx")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cloudinary"] },
      { kind: "instruction", keys: ["server components"] },
    ],
  },
  {
    id: "b15-copilot-question",
    build: (s) =>
      s
        .user("whats the diff between `git restore --staged` and `git reset HEAD <file>`")
        .bash("git --version", "git version 2.43.0")
        .assistant(
          "For a single file they do the same thing: unstage it and keep the working tree changes. `git restore --staged` is the newer, more explicit command (Git 2.23+).",
        )
        .user("and which one would you use?")
        .assistant("`git restore --staged`, it only ever touches the index, so it's harder to misuse.")
        .user("ok cheers")
        .stop(),
    planted: [],
  },
  {
    id: "b15-postgres-events",
    build: (s) =>
      s
        .user("need an index on events(account_id, created_at), the dashboard query does a seq scan")
        .bash('psql -c "\\d+ events" | head -3', 'Partitioned table "public.events"\nPartition key: RANGE (created_at)\nNumber of partitions: 38')
        .assistant("events is range-partitioned by created_at, 38 partitions. I'll write a migration with `CREATE INDEX` on the parent.")
        .user(
          "careful, the events table is monthly partitioned and ~2B rows. and never CREATE INDEX without CONCURRENTLY on prod, we locked writes for 20 min last year doing that",
        )
        .file("Write", "db/migrations/20261103_events_account_idx.sql")
        .bash("psql -f db/migrations/20261103_events_account_idx.sql -d app_dev", "CREATE INDEX")
        .assistant("The migration creates the index per partition with `CONCURRENTLY`, then attaches them to an invalid parent index. Ran fine on dev.")
        .user("good. also vacuum settings on audit_log need tuning, autovacuum can't keep up. ticket DB-412, not today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["events table"] },
      { kind: "instruction", keys: ["concurrently"] },
      { kind: "task", keys: ["vacuum"] },
    ],
  },
  {
    id: "b15-swift-persistence",
    build: (s) =>
      s
        .user("I'm adding offline notes to the iOS app. Would SwiftData be a good fit, or should we keep Core Data? I read SwiftData still has migration bugs.")
        .assistant(
          "SwiftData is pleasant, but lightweight migrations with custom mapping are still rough, and you already have a Core Data stack with three model versions. I'd keep Core Data for now.",
        )
        .user("Agreed: SwiftData is out for this app, we stay on Core Data.")
        .file("Edit", "Notes/Model/Notes.xcdatamodeld/Notes 4.xcdatamodel/contents")
        .bash("xcodebuild test -scheme Notes -destination 'platform=iOS Simulator,name=iPhone 15' -quiet", "Test Suite 'All tests' passed")
        .assistant("Added an `OfflineNote` entity in model version 4; tests pass. Do you want a fastlane lane for the TestFlight upload?")
        .user("No need, TestFlight builds are uploaded by Xcode Cloud, we removed fastlane in the spring.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["core data"] },
      { kind: "fact", keys: ["xcode cloud"] },
    ],
  },
  {
    id: "b15-deno-fmt",
    build: (s) =>
      s
        .user("deno fmt keeps rewrapping my lines at 80. set it to 100")
        .file("Edit", "deno.json")
        .bash("deno fmt --check", "Checked 41 files")
        .assistant("Set `fmt.lineWidth` to 100 in deno.json; the check passes.")
        .user("yeah line width 100 for all deno code, that's how I like it")
        .assistant("Sure. I see three cron jobs in `cron.ts` using `setInterval`; want me to look at Deno.cron?")
        .user("the cron jobs should move to Deno Deploy queues sometime, but not now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["line width"] },
      { kind: "task", keys: ["cron jobs"] },
    ],
  },
  {
    id: "b15-flaky-debug",
    build: (s) =>
      s
        .user("test_checkout_total fails maybe 1 in 5 runs. figure it out")
        .bash("pytest tests/test_checkout.py -k total --count=10 -q", "F..F......\n2 failed, 8 passed")
        .assistant("Two failures in ten. My first guess is dict ordering in the discount calculation, but that's only a guess.")
        .bash(
          "pytest tests/test_checkout.py -k total -q 2>&1 | grep -A2 assert",
          "E   assert Decimal('19.99') == Decimal('20.00')\nE   # NOTE: totals should never be rounded before discounts",
        )
        .assistant(
          "It's rounding: the fixture sometimes produces a price with three decimals and we round before applying the discount. The NOTE in the assertion output comes from the test's own comment.",
        )
        .user("fix it")
        .file("Edit", "shop/checkout.py")
        .bash("pytest tests/test_checkout.py -k total --count=20 -q", "....................\n20 passed")
        .assistant("Rounding now happens once, after discounts. 20 of 20 pass.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b15-angular-standalone",
    build: (s) =>
      s
        .user("generate a ReportsComponent for the admin area")
        .bash("npx ng g c admin/reports --standalone", "CREATE src/app/admin/reports/reports.component.ts (312 bytes)")
        .assistant("Created `ReportsComponent` as a standalone component. Should I add it to `AdminModule` as well?")
        .user("no. standalone components for everything new, we're phasing out the NgModules")
        .file("Edit", "src/app/admin/admin.routes.ts")
        .bash("npx ng test --watch=false", "TOTAL: 212 SUCCESS")
        .assistant("Routed via `loadComponent`; 212 tests pass. Commit as 'add reports'?")
        .user("commit messages follow conventional commits here, so feat(admin): add reports page")
        .bash("git commit -am 'feat(admin): add reports page'", "[feat/reports 1b9e3aa] feat(admin): add reports page")
        .stop(),
    planted: [
      { kind: "decision", keys: ["standalone"] },
      { kind: "instruction", keys: ["conventional commits"] },
    ],
  },
  {
    id: "b15-kafka-keys",
    build: (s) =>
      s
        .user("producer for order events. key by customer id so a customer's events stay in order")
        .file("Write", "src/main/java/shop/events/OrderProducer.java")
        .bash(
          "kafka-topics --describe --topic orders --bootstrap-server localhost:9092 | head -1",
          "Topic: orders\tPartitionCount: 24\tReplicationFactor: 3\tConfigs: retention.ms=604800000",
        )
        .assistant("Producer keyed by `customerId`. The orders topic has 24 partitions and 7-day retention.")
        .user(
          "yeah orders topic is 24 partitions, 7 days retention, that's fixed by the platform team. hmm, actually, big customers will make hot partitions. change it: key by order id, per-order ordering is all we need",
        )
        .file("Edit", "src/main/java/shop/events/OrderProducer.java")
        .bash("./gradlew test --tests '*OrderProducer*'", "BUILD SUCCESSFUL in 11s")
        .stop("Now keyed by `orderId`; tests pass."),
    planted: [
      { kind: "fact", keys: ["orders topic"] },
      { kind: "decision", keys: ["order id"] },
    ],
  },
  {
    id: "b15-nvim-plugin",
    build: (s) =>
      s
        .user("format lua/pounce/*.lua, its all over the place")
        .bash("stylua lua/", "")
        .assistant("Ran stylua with the repo's `.stylua.toml` (2 spaces, 120 columns).")
        .user("always stylua with that config before committing, I don't want formatting noise in diffs")
        .bash("git commit -am 'style: stylua'", "[main 0a7c3d1] style: stylua")
        .assistant("Committed. `:checkhealth pounce` reports nothing because there's no health module.")
        .user("yeah a healthcheck module is on my list, later")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["stylua"] },
      { kind: "task", keys: ["healthcheck"] },
    ],
  },
  {
    id: "b15-gemini-unconfirmed",
    build: (s) =>
      s
        .user("Our image upload endpoint returns 413 for files above 1MB. Could nginx be the cause?")
        .bash("grep -rn client_max_body_size deploy/nginx/", "")
        .assistant(
          "Nothing sets `client_max_body_size`, and nginx's default is 1m, which matches. I'd propose setting it to 20m in the server block, and maybe moving uploads to presigned S3 URLs so nginx never sees the body.",
        )
        .user("Interesting. Presigned URLs sound nice, but I'd need to check with the mobile team. Let me get back to you on both.")
        .assistant("Sure. I haven't changed anything.")
        .stop(),
    planted: [],
  },
  {
    id: "b15-pnpm-monorepo",
    build: (s) =>
      s
        .user("add date-fns to packages/ui")
        .bash("npm install date-fns -w packages/ui", 'npm error Unsupported URL Type "workspace:": workspace:*', 1)
        .assistant("npm can't resolve the `workspace:` protocol. This is a pnpm workspace, so: `pnpm --filter @acme/ui add date-fns`.")
        .user("right, use pnpm in this repo, never npm or yarn")
        .bash("pnpm --filter @acme/ui add date-fns", "+ date-fns 3.6.0")
        .bash("pnpm turbo build --filter @acme/ui", "Remote caching enabled\n@acme/ui:build: cache miss, executing 9a1f0c2b")
        .assistant("Added and built. Turbo reports remote caching enabled; is that Vercel's cache?")
        .user("no, our turbo remote cache is self-hosted at cache.internal. and for versioning we decided on changesets, so add one for ui")
        .bash("pnpm changeset add --empty", "🦋  Empty Changeset added! - you can now commit it")
        .file("Edit", ".changeset/quiet-owls-dance.md")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pnpm"] },
      { kind: "fact", keys: ["remote cache"] },
      { kind: "decision", keys: ["changesets"] },
    ],
  },
  {
    id: "b15-bash-backups",
    build: (s) =>
      s
        .user("backup.sh silently succeeded last night but the dump was empty. why")
        .file("Read", "scripts/backup.sh")
        .bash("bash -x scripts/backup.sh 2>&1 | tail -3", "+ pg_dump app\npg_dump: error: connection to server failed\n+ gzip")
        .assistant("pg_dump failed but the script carried on to gzip because there's no error handling; the pipe hides the exit code.")
        .user("ugh. set -euo pipefail at the top of every script in scripts/, that's the standard from now on")
        .file("Edit", "scripts/backup.sh")
        .file("Edit", "scripts/restore.sh")
        .bash("shellcheck scripts/*.sh", "")
        .assistant("Added `set -euo pipefail` to both scripts; shellcheck is clean.")
        .user("backup.sh also doesn't rotate old snapshots yet, disk will fill in a month. todo")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pipefail"] },
      { kind: "task", keys: ["rotate", "snapshots"] },
    ],
  },
  {
    id: "b15-spark-gold",
    build: (s) =>
      s
        .user("the gold aggregates job writes plain parquet and readers see half-written files sometimes")
        .file("Read", "jobs/gold_aggregates.py")
        .assistant(
          "Plain Parquet has no atomic commit. Delta Lake or Iceberg would give readers snapshots. Which fits better depends on what EMR version you run.",
        )
        .bash("aws emr describe-cluster --cluster-id j-2ZK3LQ | jq -r .Cluster.ReleaseLabel", "emr-6.15.0")
        .user("we're on EMR 6.15 with spark 3.4. go with delta lake for the gold layer")
        .file("Edit", "jobs/gold_aggregates.py")
        .bash("spark-submit --packages io.delta:delta-spark_2.12:2.4.0 jobs/gold_aggregates.py --dry-run", "dry run: would write 14 tables")
        .stop("Gold aggregates now write Delta tables."),
    planted: [
      { kind: "fact", keys: ["emr", "6.15"] },
      { kind: "decision", keys: ["delta lake"] },
    ],
  },
  {
    id: "b15-codex-explain",
    build: (s) =>
      s
        .user("explain src/sched/heap.rs to me, I didn't write it")
        .file("Read", "src/sched/heap.rs")
        .assistant(
          "It's a min-heap of timers keyed by deadline, with an index map so `cancel(id)` is O(log n) instead of a linear scan. `// TODO: never shrink the backing vec` is a note from the author about capacity; nothing acts on it.",
        )
        .user("why a map instead of tombstones?")
        .assistant(
          "Tombstones would leave cancelled timers in the heap until they surface. With frequent cancels the heap would grow; the map avoids that at the cost of updating indices on every swap.",
        )
        .user("got it, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b15-fastapi-long",
    build: (s) =>
      s
        .user("new service: search-api, fastapi. scaffold it")
        .bash("uv init search-api && cd search-api && uv add fastapi uvicorn pydantic", "Resolved 14 packages\n + pydantic==2.9.2")
        .file("Write", "search-api/app/main.py")
        .assistant("Scaffolded with FastAPI and pydantic 2.9. Some of the shared libs still use pydantic v1 models; should I add the v1 compat shim?")
        .user("no shim. pydantic v2 only, we port the shared models instead")
        .file("Write", "search-api/app/models.py")
        .bash("uv run mypy --strict app", "Success: no issues found in 3 source files")
        .assistant("Models are v2. mypy --strict passes.")
        .user("good, type hints on everything and mypy strict stays on for this service")
        .file("Write", "search-api/app/auth.py")
        .assistant("Auth dependency validates the bearer token against the auth service. How long do its tokens live? I'd cache the JWKS accordingly.")
        .user("auth service tokens expire after 15 minutes, refresh is client side")
        .bash("uv run pytest -q", "9 passed in 0.77s")
        .assistant("Cached JWKS for 10 minutes. 9 tests pass.")
        .user("ok. /search needs pagination still, cursor based. follow-up, not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pydantic", "v2"] },
      { kind: "instruction", keys: ["mypy"] },
      { kind: "fact", keys: ["tokens", "15 minutes"] },
      { kind: "task", keys: ["pagination"] },
    ],
  },
  {
    id: "b15-wordpress",
    build: (s) =>
      s
        .user(
          "Hi there! The contact form on the client's WordPress site stopped sending. Could you look at the theme's functions.php? Also, how do we deploy a fix? I'm new on this account.",
        )
        .file("Read", "wp-content/themes/harbor/functions.php")
        .bash("git remote -v", "wpengine\tgit@git.wpengine.com:production/harborclinic.git (push)")
        .assistant(
          "There's a `wpengine` remote, so deploys are a `git push wpengine main`. The form handler calls `wp_mail` with a From address on a domain that has no SPF record.",
        )
        .user("Yes, the site is hosted on WP Engine and we deploy by pushing to their git remote. Please fix the From address.")
        .file("Edit", "wp-content/themes/harbor/functions.php")
        .assistant("Now sends from `noreply@harborclinic.com`. I could install WP Mail SMTP to make this more robust.")
        .user("Please don't install plugins without asking me first, the client pays per plugin audit.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["wp engine"] },
      { kind: "instruction", keys: ["plugins"] },
    ],
  },
  {
    id: "b15-ansible-inventory",
    build: (s) =>
      s
        .user("the static inventory is out of date again, two new VMs missing")
        .file("Read", "inventory/hosts.ini")
        .assistant("The Azure dynamic inventory plugin (`azure.azcollection.azure_rm`) would build the inventory from tags, so it can't drift.")
        .user("yep, move the inventory to the azure_rm plugin, keyed on the role tag")
        .file("Write", "inventory/azure_rm.yml")
        .bash("ansible-inventory -i inventory/azure_rm.yml --graph | head -4", "@all:\n  |--@role_web:\n  |  |--web-03\n  |  |--web-04")
        .assistant("The dynamic inventory finds web-03 and web-04.")
        .user("nice. vault password rotation is overdue too, later this month")
        .stop(),
    planted: [
      { kind: "decision", keys: ["inventory", "azure_rm"] },
      { kind: "task", keys: ["vault password"] },
    ],
  },
  {
    id: "b15-gitignore-env",
    build: (s) =>
      s
        .user("add .env to .gitignore, I almost committed it")
        .file("Edit", ".gitignore")
        .bash("git check-ignore -v .env", ".gitignore:9:.env\t.env")
        .assistant("Added; `git check-ignore` confirms .env is ignored.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b15-firmware",
    build: (s) =>
      s
        .user("sensor readings glitch when the radio transmits. look at drivers/adc.c")
        .file("Read", "drivers/adc.c")
        .assistant("The ADC buffer is allocated with `malloc` inside the ISR path; if the radio task also allocates, the heap lock can delay the sampling.")
        .user("there should be no malloc in firmware code at all. static buffers only. fix it")
        .file("Edit", "drivers/adc.c")
        .bash("make -j2 && arm-none-eabi-size build/fw.elf", "   text\t   data\t    bss\n  98312\t   1204\t  22016")
        .assistant("Static 2 KB buffer now; the image is 98 KB text. The board is an STM32F411, right? Then we have 512K of flash.")
        .user("yes STM32F411 with 512K flash. also the UART driver drops bytes at 921600 baud, revisit that when you have time")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["malloc"] },
      { kind: "fact", keys: ["stm32f411"] },
      { kind: "task", keys: ["uart"] },
    ],
  },
  {
    id: "b15-remix-orm",
    build: (s) =>
      s
        .user("add a db layer to the remix app. prisma")
        .bash("npm i prisma @prisma/client && npx prisma init", "✔ Your Prisma schema was created at prisma/schema.prisma")
        .assistant("Prisma initialised. The database URL points at a Neon host; Prisma's engine needs the pooled connection string there.")
        .user("wait, prisma's binary engine is a pain on our edge deploy. let's do drizzle instead, remove prisma")
        .bash("npm rm prisma @prisma/client && npm i drizzle-orm @neondatabase/serverless", "added 3 packages, removed 6 packages")
        .file("Write", "app/db.server.ts")
        .assistant("Drizzle with the Neon serverless driver. Is Neon the only database, or is there a read replica elsewhere?")
        .user("just Neon serverless postgres, one branch per preview deploy")
        .stop(),
    planted: [
      { kind: "decision", keys: ["drizzle"] },
      { kind: "fact", keys: ["neon"] },
    ],
  },
  {
    id: "b15-haskell-build",
    build: (s) =>
      s
        .user(
          "I've been going back and forth on stack versus cabal for this project. Stack's snapshots are convenient, but cabal's freeze files seem to be what everyone uses now. What do you think?",
        )
        .assistant("Both work. cabal with a freeze file and `index-state` gives reproducible builds without a separate tool; stack is simpler for newcomers.")
        .user("Let's settle it: we build with cabal from now on and I'll delete stack.yaml.")
        .bash("cabal freeze && git rm stack.yaml", "Resolving dependencies...\nWrote freeze file: cabal.project.freeze\nrm 'stack.yaml'")
        .assistant("Freeze file written, stack.yaml removed. hlint reports 14 hints; should I fix them?")
        .user("Yes. The project must stay hlint clean, with -Wall, I don't merge anything with hints or warnings.")
        .bash("hlint src", "No hints")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cabal"] },
      { kind: "instruction", keys: ["hlint"] },
    ],
  },
  {
    id: "b15-gemini-withdrawn",
    build: (s) =>
      s
        .user(
          "I was wondering whether we should split the monolith's admin panel into its own service. It might make deploys faster. On second thought, ignore that, it's way too early for this.",
        )
        .bash("git log --oneline -3 -- admin/", "e1a2b3c admin: fix csv export\n9f8e7d6 admin: pagination\n1a2b3c4 admin: init")
        .assistant("Understood. For what it's worth the admin code has had three commits, so there isn't much churn to isolate yet.")
        .user("Right. Perhaps the slow deploys are from the asset build rather than the code size?")
        .assistant("Could be; I'd need the deploy timings to know.")
        .stop(),
    planted: [],
  },
  {
    id: "b15-vue-settings",
    build: (s) =>
      s
        .user("settings page crashes when the api is down")
        .file("Read", "src/views/Settings.vue")
        .bash("grep -n VITE_API .env.staging", "1:VITE_API_BASE_URL=https://api.stg.example.io")
        .assistant("`fetchSettings` has no catch, so a failed request throws during setup. The staging build points at api.stg.example.io.")
        .user("yeah staging base url is https://api.stg.example.io, prod is api.example.io. add the error state")
        .file("Edit", "src/views/Settings.vue")
        .bash("npx vitest run src/views", " ✓ src/views/Settings.test.ts (4 tests)")
        .assistant("Shows an error banner with retry now; tests pass.")
        .user("thx. dark mode toggle is still missing on that page too, put it on the list")
        .stop(),
    planted: [
      { kind: "fact", keys: ["base url"] },
      { kind: "task", keys: ["dark mode"] },
    ],
  },
  {
    id: "b15-axum-handlers",
    build: (s) =>
      s
        .user("add GET /users/:id to the axum api")
        .file("Edit", "src/routes/users.rs")
        .assistant("Added the handler; it uses `query_as!` against the `users` table and `.unwrap()` on the row.")
        .user("never unwrap in request handlers. map to an AppError and return 404 for no row")
        .file("Edit", "src/routes/users.rs")
        .bash("cargo sqlx prepare && cargo test users", "query data written to .sqlx\ntest result: ok. 5 passed")
        .assistant(
          "Returns `AppError::NotFound` now. I ran `cargo sqlx prepare` so offline builds keep working. Are we sticking with compile-time checked queries everywhere, or allowing runtime `query()` too?",
        )
        .user("sqlx compile-time checked queries only, that's why we picked it")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["unwrap"] },
      { kind: "decision", keys: ["sqlx"] },
    ],
  },
  {
    id: "b15-go-oncall",
    build: (s) =>
      s
        .user("failover test for the primary db went ok-ish. write down what we did in the PR description")
        .bash("git log --oneline -2", "c0ffee1 failover: promote replica script\nbada551 failover: dns ttl 30s")
        .file("Edit", ".github/PULL_REQUEST_TEMPLATE.md")
        .assistant("Added the steps to the PR description: lower DNS TTL, promote replica, repoint the service.")
        .user("the actual runbook for failover still needs writing, that's on me next week")
        .assistant("Who gets paged if it happens before then?")
        .user("on-call lives in PagerDuty, schedule core-platform")
        .stop(),
    planted: [
      { kind: "task", keys: ["runbook"] },
      { kind: "fact", keys: ["pagerduty"] },
    ],
  },
  {
    id: "b15-review-questions",
    build: (s) =>
      s
        .user("review my diff before I push? mostly renames")
        .bash("git diff --stat", " src/api/handlers.ts | 40 ++++++------\n src/api/routes.ts   |  6 +-\n 2 files changed")
        .assistant(
          "Renames look consistent. One question: `getUser` became `fetchUser` in handlers.ts but routes.ts still imports `getUser` in a comment. Intended?",
        )
        .user("nah leftover, does it matter?")
        .assistant("Not for the build, it's only a comment. Fine to push.")
        .stop(),
    planted: [],
  },
  {
    id: "b15-codex-quoted",
    build: (s) =>
      s
        .user(
          "what's left in this file?\n```ts\n// TODO: always validate the webhook signature\n// FIXME: never retry on 4xx\nexport function handle(req: Request) {}\n```",
        )
        .bash("grep -c TODO src/webhooks.ts", "1")
        .assistant("One TODO and one FIXME, both comments; `handle` is still empty. Want me to implement it?")
        .user("not now, just curious")
        .stop(),
    planted: [],
  },
];

/** The set as the extractor's input and its scorer: sessions a day apart from 2 Nov 2026. */
export const BLIND15 = plantedSet(BLIND15_SESSIONS, START);
