/**
 * Blind planted set 56 for the offline long-term-memory extractor. Blind: written without
 * reading the extractor; measured once by the lead, then training data.
 *
 * Style: handovers between people. Sessions open with a colleague's handover notes pasted in
 * (Slack messages, a copied doc, a numbered list; some items stale or already done, some only
 * guesses), or end with the user dictating notes for a teammate; any stack, in Copilot CLI and
 * Codex CLI voice. Only what still holds is planted: an item the notes call done, one the
 * session finishes, a guess nobody checked, and a plan the notes mention but nobody took are
 * not. Each session is one segment; the items planted in it are listed with it: 100 items (23
 * decisions, 26 instructions, 29 facts, 22 tasks) in 52 sessions, 16 of which plant nothing. Every other
 * message must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas,
 * unconfirmed guesses, quoted code, tool output, chit-chat, and in-session requests that are
 * done in the same session.
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

export const BLIND56_SESSIONS: BlindSession[] = [
  {
    id: "b56-go-queue-handover",
    build: (s) =>
      s
        .user(
          "handover from dana (she's off till monday), pasting as is:\n- worker pool size stays at 8, don't raise the pool, redis on the shared box can't take more connections\n- redis maxclients is 64 on the shared box\n- TODO migrate retry logic to backoff/v4 -- DONE tuesday, ignore\n- the jobs_dead table is truncated every night by a cron on ops-1\n- we dropped the grpc gateway, everything goes through the REST handlers now\n\nfirst thing: run the tests pls",
        )
        .assistant("I'll start by running the test suite and checking go.mod for the backoff dependency.")
        .bash(
          "go test ./...",
          "ok  \tgithub.com/acme/queue/internal/worker\t0.412s\nok  \tgithub.com/acme/queue/internal/store\t0.230s\nok  \tgithub.com/acme/queue/cmd/queued\t0.051s",
        )
        .bash("grep backoff go.mod", "\tgithub.com/cenkalti/backoff/v4 v4.3.0")
        .assistant(
          "All three packages pass. `backoff/v4` is already in go.mod and `internal/worker/retry.go` uses it, so the retry item from the notes is indeed done.",
        )
        .user("yep. ok thats all for now, thx")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pool"] },
      { kind: "fact", keys: ["maxclients"] },
      { kind: "fact", keys: ["jobs_dead"] },
      { kind: "decision", keys: ["grpc"] },
    ],
  },
  {
    id: "b56-rails-dictate-marco",
    build: (s) =>
      s
        .user("spec/models/invoice_spec.rb is red since this morning, fix it")
        .assistant("I'll run the failing spec first to see the error.")
        .bash(
          "bundle exec rspec spec/models/invoice_spec.rb",
          "Failures:\n  1) Invoice#total never returns a negative amount\n     expected: 0\n          got: -12.5\n1 example, 1 failure",
          1,
        )
        .file("Edit", "app/models/invoice.rb")
        .bash("bundle exec rspec spec/models/invoice_spec.rb", "1 example, 0 failures")
        .assistant("Fixed: `Invoice#total` now clamps credits at zero before adding tax. The spec passes.")
        .user(
          "great. ok write this down for marco, he takes over tomorrow: the stripe webhook secret rotates monthly and lives in 1password under 'billing-prod'. we still need to backfill invoices.currency for rows from before 2024, nobody started that. and tell him we always run bin/rails db:migrate:status before deploying, no exceptions",
        )
        .file("Write", "HANDOVER.md")
        .assistant(
          "Wrote HANDOVER.md for Marco:\n- Stripe webhook secret: rotates monthly, 1Password item 'billing-prod'.\n- Open: backfill `invoices.currency` for pre-2024 rows (not started).\n- Always run `bin/rails db:migrate:status` before a deploy.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["webhook"] },
      { kind: "task", keys: ["backfill", "currency"] },
      { kind: "instruction", keys: ["migrate:status"] },
    ],
  },
  {
    id: "b56-empty-rebase-onto",
    build: (s) =>
      s
        .user("what does git rebase --onto actually do again? i always mix up the argument order")
        .bash("git log --oneline -5", "a1c9e2f fix typo\n77b01d3 add export\n3e5f0aa wip\n91d2c4b merge main\n0b7e6a1 init")
        .assistant(
          "`git rebase --onto <newbase> <upstream> <branch>` takes the commits in `<branch>` that are not in `<upstream>` and replays them on `<newbase>`. So `git rebase --onto main 3e5f0aa` would move `77b01d3` and `a1c9e2f` onto main and leave `wip` behind.",
        )
        .user("ahh right, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b56-terraform-lena-notes",
    build: (s) =>
      s
        .user(
          "notes from lena, she moved to the data team:\n1. state lives in the tf-state-prod bucket, locking via the dynamodb table tf-locks\n2. we pinned the aws provider to 5.31 because 5.32 broke the eks module\n3. TODO: import the legacy route53 zones into terraform (not done)\n4. ~~rotate the CI IAM key~~ done\n5. i think the NAT gateway in eu-west-1b is unused? didn't check\n\ncan you look at 5 first",
        )
        .assistant("I'll check the NAT gateway's traffic and what routes through it.")
        .bash(
          "aws ec2 describe-route-tables --filters Name=route.nat-gateway-id,Values=nat-0b1e --query 'RouteTables[].Tags'",
          '[[{"Key": "Name", "Value": "batch-private-1b"}]]',
        )
        .bash(
          "aws cloudwatch get-metric-statistics --metric-name BytesOutToDestination --namespace AWS/NATGateway --statistics Sum --period 86400",
          '{"Datapoints": [{"Sum": 48210933120.0}]}',
        )
        .assistant(
          "The NAT gateway in eu-west-1b is in use: the batch subnet (batch-private-1b) routes through it, about 48 GB out per day. Lena's guess was wrong, so I'd leave it.",
        )
        .user("ok leave it then. and run a plan so i see nothing drifts")
        .bash("terraform plan -lock-timeout=60s", "No changes. Your infrastructure matches the configuration.")
        .assistant("Plan is clean, no drift.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tf-state-prod"] },
      { kind: "decision", keys: ["provider"] },
      { kind: "task", keys: ["route53"] },
      { kind: "fact", keys: ["nat", "batch"] },
    ],
  },
  {
    id: "b56-django-queue-superseded",
    build: (s) =>
      s
        .user("the monthly report export times out in the request. let's move it to a background job, use celery for it")
        .assistant("I'll add celery with a redis broker and a `generate_report` task.")
        .bash("uv add celery redis", "Resolved 14 packages in 312ms\n + celery==5.4.0\n + redis==5.0.8")
        .user("wait, actually scrap celery. ops doesn't want another broker to babysit. we go with django-q2 on the existing postgres, final answer")
        .bash("uv remove celery redis && uv add django-q2", "Removed 2 packages\n + django-q2==1.7.2")
        .file("Edit", "reports/tasks.py")
        .file("Edit", "config/settings/base.py")
        .assistant("Switched to django-q2 using the ORM broker on the existing Postgres; `generate_report` is now queued with `async_task`.")
        .user("good. and from now on new settings go in settings/base.py, never in local.py, that one isn't deployed")
        .assistant("Understood, I put the Q_CLUSTER block in settings/base.py.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["django-q"] },
      { kind: "instruction", keys: ["base.py"] },
    ],
  },
  {
    id: "b56-rn-yuki-slack",
    build: (s) =>
      s
        .user(
          "from yuki's handover msg in slack:\n> - iOS builds need Xcode 15.4, Xcode 16 breaks the hermes pod\n> - I was going to switch us to expo router but didn't get to it, up to you\n> - android release keystore is on the shared drive under /mobile/keys, password in vault\n> - fix the crash on the settings screen (sentry 4411)\n\nlet's do the crash first",
        )
        .assistant("● Reading the Sentry stack for 4411 and the settings screen.")
        .file("Read", "src/screens/SettingsScreen.tsx")
        .file("Edit", "src/screens/SettingsScreen.tsx")
        .bash("npx jest src/screens/SettingsScreen.test.tsx", "PASS src/screens/SettingsScreen.test.tsx\n  ✓ renders without a profile (41 ms)")
        .assistant("Fixed: `profile.avatar` was read before the profile query resolved. Added a guard and a test for the empty profile.")
        .user("nice. re expo router: no, not now. we stay on react-navigation, not worth the churn")
        .assistant("Noted, staying on react-navigation.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["xcode"] },
      { kind: "fact", keys: ["keystore"] },
      { kind: "decision", keys: ["react-navigation"] },
    ],
  },
  {
    id: "b56-empty-ci-lint",
    build: (s) =>
      s
        .user("lint is failing on CI, fix it")
        .bash("npx eslint .", "src/api/client.ts\n  12:7  error  'retries' is never reassigned. Use 'const' instead  prefer-const\n\n✖ 1 problem")
        .file("Edit", "src/api/client.ts")
        .bash("npx eslint .", "")
        .assistant("Fixed the `prefer-const` error in src/api/client.ts; eslint is clean now.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b56-k8s-oom-priya",
    build: (s) =>
      s
        .user("the indexer pods keep getting OOMKilled since yesterday, can you look")
        .bash(
          "kubectl -n search describe pod indexer-7d9f8-x2kq | grep -A3 'Last State'",
          "    Last State:  Terminated\n      Reason:    OOMKilled\n      Exit Code: 137",
        )
        .bash("kubectl -n search top pod -l app=indexer", "NAME                 CPU(cores)   MEMORY(bytes)\nindexer-7d9f8-x2kq   310m         509Mi")
        .assistant(
          "The indexer sits right at its 512Mi limit; the new synonym dictionary pushed the working set up. Raising the limit to 1Gi should stop the kills.",
        )
        .user("do it")
        .file("Edit", "deploy/search/indexer.yaml")
        .bash("kubectl -n search apply -f deploy/search/indexer.yaml", "deployment.apps/indexer configured")
        .user(
          "ok notes for priya before I log off:\n- indexer needs at least 1Gi, we bumped the limit today\n- HPA on api is min 3 max 12, don't touch the min, finance signed off on it\n- still todo: the cronjob cleanup-orphans fails every night with exit 137, nobody looked at it yet\n- the grafana dashboard for the indexer is 'Indexer / Memory'",
        )
        .assistant("Added those four points to docs/handover/priya.md.")
        .file("Write", "docs/handover/priya.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["1gi"] },
      { kind: "instruction", keys: ["hpa"] },
      { kind: "task", keys: ["cleanup-orphans"] },
      { kind: "fact", keys: ["dashboard"] },
    ],
  },
  {
    id: "b56-empty-jest-vitest-question",
    build: (s) =>
      s
        .user("is it worth moving from jest to vitest? what would break for us")
        .bash("cat package.json | grep -E 'jest|babel'", '    "jest": "^29.7.0",\n    "babel-jest": "^29.7.0",\n    "jest-environment-jsdom": "^29.7.0"')
        .assistant(
          "Mostly mechanical: `jest.fn` becomes `vi.fn`, the jsdom environment moves into vitest config, and the babel transform goes away. The risky part is `jest.mock` hoisting in the three files that mock modules after imports.",
        )
        .user("hm ok let me think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b56-elixir-tomas-notes",
    build: (s) =>
      s
        .user(
          "Tomás' notes (he's out till the 14th):\n* oban queues: mailers limit 5, default 10. the mailers limit is on purpose, SES throttles us above that\n* decided with product: soft-delete users, never hard delete (GDPR export needs the history)\n* the phoenix 1.7 upgrade branch up/phx17 is abandoned, don't merge it\n* todo: LiveView tests for the billing page, there are none",
        )
        .assistant("I'll run the suite and check what exists for the billing page.")
        .bash("mix test", "Finished in 4.2 seconds (1.1s async, 3.1s sync)\n212 tests, 0 failures")
        .bash("ls test/acme_web/live/ | grep -i billing", "", 1)
        .assistant("212 tests, all green. There is no billing test under test/acme_web/live/, so the LiveView item is still open.")
        .user("ok just wanted to know nothing's red. we're good")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mailers"] },
      { kind: "decision", keys: ["soft-delete"] },
      { kind: "instruction", keys: ["phx17"] },
      { kind: "task", keys: ["liveview"] },
    ],
  },
  {
    id: "b56-dotnet-femi-note",
    build: (s) =>
      s
        .user("add a /healthz endpoint to Orders.Api that checks the db connection")
        .file("Edit", "src/Orders.Api/Program.cs")
        .bash("dotnet test tests/Orders.Api.Tests", "Passed!  - Failed: 0, Passed: 38, Skipped: 0, Total: 38")
        .assistant("Added `/healthz` with `AddDbContextCheck<OrdersDb>()`; tests pass (38/38).")
        .user(
          "thanks. before you go, write up a note for Femi: we settled on Serilog over NLog for the new services. the integration tests need the docker compose in /infra/test up, otherwise they hang for 10 minutes. oh and he should never bump EF Core past 8.0.x until the Oracle provider supports it",
        )
        .file("Write", "docs/notes-for-femi.md")
        .assistant(
          "Note written to docs/notes-for-femi.md: Serilog (not NLog) for new services; start the compose stack in /infra/test before integration tests; keep EF Core on 8.0.x until the Oracle provider catches up.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["serilog"] },
      { kind: "fact", keys: ["integration", "compose"] },
      { kind: "instruction", keys: ["core", "8.0"] },
    ],
  },
  {
    id: "b56-empty-morning-log",
    build: (s) =>
      s
        .user("morning! coffee hasn't kicked in yet. what did we merge yesterday?")
        .bash(
          "git log --since=yesterday --oneline --merges",
          "4f1a2b3 Merge pull request #882 from acme/fix-timezone\n9c8d7e6 Merge pull request #880 from acme/deps-bump",
        )
        .assistant("Two merges yesterday: #882 (timezone fix in the scheduler) and #880 (dependency bumps).")
        .user("cool cool")
        .stop(),
    planted: [],
  },
  {
    id: "b56-polars-ines-handover",
    build: (s) =>
      s
        .user(
          "handover from Ines:\n- the events_raw parquet files are partitioned by day in UTC, not local time\n- we agreed to use polars for the new pipeline, pandas only stays in the legacy notebooks\n- TODO: dedupe step is missing for the clickstream source\n- re-run last week's backfill? -> already done by me on thursday\n\nrun the tests and tell me where we are",
        )
        .bash("uv run pytest -q", "........................................ [100%]\n40 passed in 3.81s")
        .assistant("40 tests pass. The clickstream source goes straight from `load_clickstream` to `write_sessions`; there is no dedupe step yet.")
        .user("ok. also from now on type hints on every new function, mypy --strict runs in CI and will yell otherwise")
        .assistant("Got it — type hints on every new function.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["partitioned"] },
      { kind: "decision", keys: ["polars"] },
      { kind: "task", keys: ["dedupe"] },
      { kind: "instruction", keys: ["hints"] },
    ],
  },
  {
    id: "b56-rust-config-superseded",
    build: (s) =>
      s
        .user("the CLI needs a config file. parse it with serde_yaml")
        .bash("cargo add serde serde_yaml --features serde/derive", "    Adding serde_yaml v0.9.34+deprecated to dependencies")
        .assistant("Heads up: cargo marks serde_yaml 0.9.34 as `+deprecated`; the crate is unmaintained.")
        .user("ugh. ok switch, we ship a config.toml instead and parse it with the toml crate")
        .bash("cargo remove serde_yaml && cargo add toml", "    Removing serde_yaml from dependencies\n      Adding toml v0.8.19 to dependencies")
        .file("Write", "src/config.rs")
        .bash("cargo test", "test result: ok. 17 passed; 0 failed")
        .assistant("Config now loads from config.toml via the toml crate; 17 tests pass.")
        .user("and add this to CONTRIBUTING for Ana: cargo clippy -- -D warnings has to pass before any PR, she keeps skipping it")
        .file("Edit", "CONTRIBUTING.md")
        .assistant("Added the clippy rule to CONTRIBUTING.md.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["config.toml"] },
      { kind: "instruction", keys: ["clippy"] },
    ],
  },
  {
    id: "b56-empty-diff-review",
    build: (s) =>
      s
        .user(
          "does this look right to you?\n```ts\n// TODO: never called with null?\nexport function label(u: User | null) {\n  return u?.name ?? 'anonymous';\n}\n```",
        )
        .bash("grep -rn 'label(' src | head -5", "src/ui/Header.tsx:14:  <span>{label(session.user)}</span>\nsrc/ui/Avatar.tsx:9:  alt={label(user)}")
        .assistant("It's fine. `session.user` can be null before login, so the null branch is reachable and the TODO can go; the `??` fallback covers it.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b56-laravel-ben-notes",
    build: (s) =>
      s
        .user(
          "ok so Ben left these notes:\n- horizon dashboard is at /ops/horizon, basic auth creds in 1pass\n- we use Pest for all new tests now, no more PHPUnit classes\n- there's a TODO to upgrade to Laravel 11 but Ben says wait for spatie/laravel-permission to support it\n- the reports:nightly command takes ~40min, don't run it locally",
        )
        .bash("composer show spatie/laravel-permission --available | grep -i 'requires'", "requires\nilluminate/support ^8.12|^9.0|^10.0|^11.0")
        .assistant("spatie/laravel-permission 6.x already supports Laravel 11, so Ben's blocker is gone.")
        .user("nice. then we plan the upgrade to laravel 11 for next sprint, not now. put it on the list")
        .bash("php artisan test --parallel", "Tests:    184 passed (611 assertions)")
        .assistant("Suite is green (184 passed). Laravel 11 upgrade noted for next sprint.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["horizon"] },
      { kind: "instruction", keys: ["pest"] },
      { kind: "instruction", keys: ["reports:nightly"] },
      { kind: "task", keys: ["laravel", "11"] },
    ],
  },
  {
    id: "b56-go-refresh-kai",
    build: (s) =>
      s
        .user("QA says users on staging get logged out every few minutes. maybe the refresh token is broken?")
        .bash("kubectl -n staging get deploy auth -o jsonpath='{.spec.template.spec.containers[0].env}'", '[{"name":"REFRESH_TTL","value":"300"}]')
        .assistant("Staging's auth deployment sets REFRESH_TTL=300, i.e. refresh tokens expire after five minutes. That matches the logouts.")
        .user(
          "oh right, that was on purpose for the QA soak test. ok notes for Kai: staging REFRESH_TTL is 300s on purpose for the soak, leave it. prod is 30 days. I still need to write a test for the refresh race when two tabs refresh at once, will do monday",
        )
        .file("Write", "notes/kai.md")
        .assistant("Saved to notes/kai.md.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["refresh_ttl"] },
      { kind: "task", keys: ["race"] },
    ],
  },
  {
    id: "b56-empty-squash-withdrawn",
    build: (s) =>
      s
        .user("let's switch the repo to squash merges only... actually no, let me check with Jonas first, ignore that for now")
        .bash("gh repo view --json squashMergeAllowed,mergeCommitAllowed", '{"mergeCommitAllowed":true,"squashMergeAllowed":true}')
        .assistant("OK, leaving the merge settings as they are (both merge commits and squash allowed).")
        .stop(),
    planted: [],
  },
  {
    id: "b56-android-mira-handover",
    build: (s) =>
      s
        .user(
          "from Mira (android), copy paste:\n- minSdk is 26 now, product confirmed we drop 24/25\n- compose BOM pinned to 2024.09.00, the newer one has the lazy list regression\n- TODO: migrate the remaining 3 fragments in settings/ to compose\n- baseline profiles: generated, committed. done.",
        )
        .bash("./gradlew :app:assembleDebug -q", "BUILD SUCCESSFUL in 1m 12s")
        .bash("ls app/src/main/java/com/acme/settings/ | grep Fragment", "NotificationsFragment.kt\nPrivacyFragment.kt\nAboutFragment.kt")
        .assistant("Debug build is fine. The three fragments left in settings/ are Notifications, Privacy and About.")
        .user("👍")
        .stop(),
    planted: [
      { kind: "decision", keys: ["minsdk"] },
      { kind: "decision", keys: ["bom"] },
      { kind: "task", keys: ["fragments"] },
    ],
  },
  {
    id: "b56-vue-datepicker-notes",
    build: (s) =>
      s
        .user("the date picker shows the wrong month when you open it on the 31st")
        .file("Read", "packages/datepicker/src/Calendar.vue")
        .file("Edit", "packages/datepicker/src/Calendar.vue")
        .bash("pnpm --filter datepicker test", " ✓ src/Calendar.spec.ts (9 tests) 88ms\n Test Files  1 passed (1)")
        .assistant("Fixed: `setMonth` overflowed on the 31st; it now sets the day to 1 before changing the month. 9 tests pass.")
        .user(
          "thx. write in NOTES.md for whoever picks this up: design tokens come from @acme/tokens, never hardcode hex colors. the date picker is our own fork of vue-datepicker, in packages/datepicker. open: the a11y audit found 12 issues in the checkout form, none fixed yet",
        )
        .file("Edit", "NOTES.md")
        .assistant("NOTES.md updated with the three points.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["hex"] },
      { kind: "fact", keys: ["fork"] },
      { kind: "task", keys: ["a11y"] },
    ],
  },
  {
    id: "b56-empty-log-question",
    build: (s) =>
      s
        .user("what's this about? keeps showing up in prod logs:\nWARN sdk: retry always fails after 3 attempts; TODO remove this warning")
        .bash(
          "grep -rn 'retry always fails' vendor/",
          'vendor/payments-sdk/client.go:214:\tlog.Warn("retry always fails after 3 attempts; TODO remove this warning")',
        )
        .assistant(
          "It's a leftover debug warning in the vendored payments SDK (client.go:214), logged on every client init regardless of whether any retry happened. Harmless noise.",
        )
        .user("lol ok")
        .stop(),
    planted: [],
  },
  {
    id: "b56-empty-stale-raj",
    build: (s) =>
      s
        .user(
          "notes from Raj:\n- bump axios (done in #412)\n- fix the flaky login e2e (done)\n- ask Sam about the S3 bucket policy (he answered, it's fine)\n\nI think all of that is done already, can you double check the axios version?",
        )
        .bash("npm ls axios", "web@2.3.0 /home/dev/src/app\n└── axios@1.7.4")
        .assistant("axios is at 1.7.4, so the bump landed. Nothing left from Raj's list.")
        .stop(),
    planted: [],
  },
  {
    id: "b56-node-cache-superseded",
    build: (s) =>
      s
        .user("we need a cache in front of the pricing lookups. let's host redis on upstash")
        .bash("npm i @upstash/redis", "added 1 package in 2s")
        .file("Edit", "src/pricing/cache.ts")
        .bash("curl -s -o /dev/null -w '%{time_total}' https://eu1-upstash.example/ping", "0.184")
        .assistant("Round trip to Upstash from our eu-central-1 pods is ~180 ms, which is slower than the uncached lookup.")
        .user("change of plan then: elasticache in the same VPC. drop upstash")
        .bash("npm rm @upstash/redis && npm i ioredis", "removed 1 package, added 3 packages in 3s")
        .file("Edit", "src/pricing/cache.ts")
        .assistant("Switched the cache to ioredis against ElastiCache; the endpoint comes from PRICING_CACHE_URL.")
        .user("env vars for this service always get the APP_ prefix btw, rename it")
        .file("Edit", "src/pricing/cache.ts")
        .assistant("Renamed to APP_PRICING_CACHE_URL.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["elasticache"] },
      { kind: "instruction", keys: ["app_", "prefix"] },
    ],
  },
  {
    id: "b56-swift-lucia-handover",
    build: (s) =>
      s
        .user("SwiftUI previews crash for OrderDetailView")
        .bash(
          "xcrun simctl spawn booted log show --last 2m | grep -i preview | tail -2",
          "PreviewShell: Fatal error: No ObservableObject of type CartStore found",
        )
        .file("Edit", "Acme/Views/OrderDetailView.swift")
        .assistant("The preview was missing `.environmentObject(CartStore.preview)`; added it and the preview renders.")
        .user(
          "ok handover for Lucía:\n- we decided to go with SwiftData for the offline cache, no Core Data for new stuff\n- TestFlight uploads only through the fastlane beta lane, don't upload from Xcode\n- pending: push notification entitlement request to Apple, still waiting on legal",
        )
        .assistant("Added to HANDOVER.md under Lucía.")
        .file("Edit", "HANDOVER.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["swiftdata"] },
      { kind: "instruction", keys: ["fastlane"] },
      { kind: "task", keys: ["entitlement"] },
    ],
  },
  {
    id: "b56-empty-regex",
    build: (s) =>
      s
        .user("explain this regex: ^(?!.*never).*$")
        .bash("node -e \"console.log(/^(?!.*never).*$/.test('now or never'))\"", "false")
        .assistant("It matches any line that does not contain `never` anywhere: the negative lookahead at the start rejects the line if `.*never` can match.")
        .stop(),
    planted: [],
  },
  {
    id: "b56-ml-oskar-handover",
    build: (s) =>
      s
        .user(
          "handover from Oskar:\n- gpu-02 has the A100s, gpu-01 is only for inference\n- always set CUDA_VISIBLE_DEVICES explicitly, it's a shared box\n- experiment tracking: we moved from wandb to mlflow last month (old runs still in wandb)\n- I was thinking of trying bf16 for the fine-tune, not tested\n\ncheck that gpu-02 is free pls",
        )
        .bash(
          "ssh gpu-02 nvidia-smi --query-gpu=name,memory.used --format=csv",
          "name, memory.used [MiB]\nNVIDIA A100-SXM4-80GB, 3 MiB\nNVIDIA A100-SXM4-80GB, 3 MiB",
        )
        .assistant("Both A100s on gpu-02 are idle.")
        .user("bf16 — would that even help on A100s?")
        .assistant("Probably: A100s run bf16 natively and it halves activation memory, but I'd only trust it after a short run comparing loss curves.")
        .user("k, later maybe")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gpu-02"] },
      { kind: "instruction", keys: ["cuda_visible_devices"] },
      { kind: "decision", keys: ["mlflow"] },
    ],
  },
  {
    id: "b56-go-slog-halfway",
    build: (s) =>
      s
        .user("migrate our logging from logrus to slog")
        .bash("grep -rln logrus --include=*.go . | cut -d/ -f2,3 | sort -u", "cmd/server\ninternal/api\ninternal/billing\ninternal/worker")
        .file("Edit", "cmd/server/main.go")
        .file("Edit", "internal/api/middleware.go")
        .bash("go build ./... && go test ./cmd/... ./internal/api/...", "ok  \tacme/internal/api\t0.318s")
        .assistant("cmd/server and internal/api are on slog and build/test fine. internal/billing and internal/worker still import logrus.")
        .user(
          "ok stop here, time's up. leave a note for the team: slog migration done for cmd/ and internal/api, still to do internal/worker and internal/billing. and the logger must always carry request_id, don't drop it when you port the rest",
        )
        .file("Write", "docs/slog-migration.md")
        .assistant("Wrote docs/slog-migration.md with the remaining packages and the request_id rule.")
        .stop(),
    planted: [
      { kind: "task", keys: ["slog"] },
      { kind: "instruction", keys: ["request_id"] },
    ],
  },
  {
    id: "b56-empty-unit-test",
    build: (s) =>
      s
        .user("write a unit test for parseDate covering the leap year case")
        .file("Write", "src/utils/parseDate.test.ts")
        .bash("npx vitest run src/utils/parseDate.test.ts", " ✓ src/utils/parseDate.test.ts (4 tests) 6ms")
        .assistant("Added four cases including 2024-02-29 and the invalid 2023-02-29; all pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b56-spring-lukas-doc",
    build: (s) =>
      s
        .user(
          "Lukas's handover doc (copy-paste):\n## State\n- kafka topic orders.v2 is the source of truth, orders (v1) is read-only and goes away in Q3\n- flyway: never edit an applied migration, add a new V__ file\n## Open\n- [ ] contract tests for the payment-client\n- [x] upgrade spring boot to 3.3\n## Decisions\n- Testcontainers for anything touching postgres, no H2",
        )
        .bash("./mvnw -q verify", "[INFO] Tests run: 96, Failures: 0, Errors: 0, Skipped: 2")
        .bash("grep -m1 -A1 'spring-boot-starter-parent' pom.xml", "<artifactId>spring-boot-starter-parent</artifactId>\n<version>3.3.2</version>")
        .assistant("Build is green (96 tests, 2 skipped) and the parent POM is on Spring Boot 3.3.2, so that item is done.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["orders.v2"] },
      { kind: "instruction", keys: ["flyway"] },
      { kind: "task", keys: ["contract"] },
      { kind: "decision", keys: ["testcontainers"] },
    ],
  },
  {
    id: "b56-certs-ops-note",
    build: (s) =>
      s
        .user("the cert for api.acme.dev expired overnight, why didn't it renew?")
        .bash(
          "kubectl get certificate -n api api-tls -o jsonpath='{.status.conditions[0].message}'",
          "Failed to create Order: 429 urn:ietf:params:acme:error:rateLimited: too many certificates already issued",
        )
        .assistant("Let's Encrypt rate-limited us: the test namespaces were requesting production certificates on every deploy.")
        .file("Edit", "deploy/cert-manager/issuers.yaml")
        .bash(
          "kubectl apply -f deploy/cert-manager/issuers.yaml && kubectl cert-manager renew -n api api-tls",
          "Manually triggered issuance of Certificate api/api-tls",
        )
        .assistant("Pointed the test namespaces at letsencrypt-staging and re-triggered issuance for api-tls; it's Ready again.")
        .user(
          "thanks. note for the ops channel: only use the staging issuer for test namespaces from now on. and DNS for *.acme.dev is on cloudflare now, not route53 anymore, in case someone goes looking",
        )
        .assistant("Drafted the ops note with both points.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["issuer", "namespaces"] },
      { kind: "fact", keys: ["cloudflare"] },
    ],
  },
  {
    id: "b56-empty-rebase-conflict",
    build: (s) =>
      s
        .user("rebase my branch on main, there'll be a conflict in package.json")
        .bash("git rebase main", "CONFLICT (content): Merge conflict in package.json\nerror: could not apply 5e1f0c2... add zod", 1)
        .file("Edit", "package.json")
        .bash("git add package.json && git rebase --continue", "Successfully rebased and updated refs/heads/feat/zod.")
        .assistant("Resolved the conflict by keeping both dependency additions; the rebase finished.")
        .stop(),
    planted: [],
  },
  {
    id: "b56-deploy-window-superseded",
    build: (s) =>
      s
        .user("new rule: prod deploys only on tuesdays and thursdays. update the workflow so it refuses other days")
        .file("Edit", ".github/workflows/deploy.yml")
        .assistant("Added a weekday check step to deploy.yml that fails outside Tuesday and Thursday.")
        .user("scratch that. Ana just told me we're going continuous: deploy whenever main is green, any day. revert the check")
        .file("Edit", ".github/workflows/deploy.yml")
        .bash("git diff --stat", " .github/workflows/deploy.yml | 0")
        .assistant("Reverted; deploy.yml is back to deploying on every green main.")
        .stop(),
    planted: [{ kind: "decision", keys: ["continuous"] }],
  },
  {
    id: "b56-owners-handover",
    build: (s) =>
      s
        .user(
          "quick handover bits from Pete's farewell message:\n- Nadia owns the search service now (was me)\n- billing questions go to Omar\n- I moved to the platform team, ping me there\n\nupdate CODEOWNERS accordingly",
        )
        .bash("grep -n search CODEOWNERS", "7:/services/search/ @pete-k")
        .file("Edit", "CODEOWNERS")
        .assistant("CODEOWNERS now lists @nadia-r for /services/search/.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nadia"] },
      { kind: "fact", keys: ["omar"] },
    ],
  },
  {
    id: "b56-fastapi-zoe-notes",
    build: (s) =>
      s
        .user("run the tests, the /v2 work is merged")
        .bash("tox -e py312", "ERROR: tox: command not found", 127)
        .user("no, tox is dead here. pytest -x -q is how we run tests, don't use tox")
        .bash("uv run pytest -x -q", "........................... [100%]\n27 passed in 1.92s")
        .bash("uv run python -m app.export_openapi", "KeyError: 'v2.OrderOut'", 1)
        .assistant("27 passed. The OpenAPI export fails on the /v2 routes: the `v2.OrderOut` model isn't registered.")
        .user(
          "yeah known. note for tomorrow-me and Zoe: 1) the rate limiter still uses the in-memory store, needs redis before we scale past 1 replica 2) openapi export is broken for the /v2 routes, fix pending",
        )
        .file("Write", "NOTES.md")
        .assistant("NOTES.md has both open items.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tox"] },
      { kind: "task", keys: ["limiter", "redis"] },
      { kind: "task", keys: ["openapi", "v2"] },
    ],
  },
  {
    id: "b56-empty-jobs-compare",
    build: (s) =>
      s
        .user("is sidekiq or good_job better for us?")
        .bash("grep -E 'redis|pg' Gemfile", "gem 'pg', '~> 1.5'")
        .assistant(
          "You have no Redis today, so good_job (Postgres-backed) avoids a new service; sidekiq is faster at high volume but needs Redis. At your job volume either works.",
        )
        .user("ok thx")
        .stop(),
    planted: [],
  },
  {
    id: "b56-monorepo-wen-handover",
    build: (s) =>
      s
        .user(
          "From Wen:\n- turbo remote cache is on, the token is in .env.local (not committed)\n- always run pnpm -w build from the root, package-level builds miss the codegen\n- we're dropping the legacy-admin app at the end of the month, don't add features there\n- pending: replace moment with date-fns in packages/ui",
        )
        .bash("pnpm -w build", "• Packages in scope: @acme/ui, @acme/web, legacy-admin\n Tasks:    3 successful, 3 total\nCached:    2 cached, 3 total")
        .bash("grep -rl \"from 'moment'\" packages/ui/src | wc -l", "11")
        .assistant("Build passes with 2 of 3 tasks from the remote cache. packages/ui still imports moment in 11 files.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["turbo"] },
      { kind: "instruction", keys: ["pnpm", "root"] },
      { kind: "decision", keys: ["legacy-admin"] },
      { kind: "task", keys: ["date-fns"] },
    ],
  },
  {
    id: "b56-flutter-handover-end",
    build: (s) =>
      s
        .user("flutter analyze shows 3 warnings in lib/cart/, clean them up")
        .bash(
          "flutter analyze lib/cart",
          "warning • Unused import • lib/cart/cart_page.dart:4:8\nwarning • Dead code • lib/cart/cart_bloc.dart:61:5\nwarning • Unused local variable • lib/cart/cart_bloc.dart:88:11\n3 issues found.",
        )
        .file("Edit", "lib/cart/cart_bloc.dart")
        .file("Edit", "lib/cart/cart_page.dart")
        .bash("flutter analyze lib/cart", "No issues found!")
        .assistant("All three warnings fixed; `flutter analyze` is clean for lib/cart.")
        .user(
          "perfect. one thing for Sven since he's on the app next week: the promo code field in checkout still doesn't validate against the backend, that's his to pick up. I'm out",
        )
        .assistant("Added to the team board notes: promo code validation in checkout is open for Sven.")
        .stop(),
    planted: [{ kind: "task", keys: ["promo"] }],
  },
  {
    id: "b56-flags-arjun-eod",
    build: (s) =>
      s
        .user(
          "arjun's EOD note, pasting:\n- feature flag new_checkout at 50%, go to 100% on wed -- ignore, product already rolled it to 100% this morning\n- launchdarkly SDK key for staging lives in the ld-staging secret\n- i *think* the flaky cart test is a timezone thing, didn't confirm\n- pls don't merge anything into release/2.8, it's frozen\n\nis the secret actually there?",
        )
        .bash("kubectl -n staging get secret ld-staging -o jsonpath='{.data}' | jq 'keys'", '[\n  "sdk-key"\n]')
        .assistant("Yes, `ld-staging` exists in the staging namespace with a single `sdk-key` entry.")
        .user("ok. and the cart test, timezone?")
        .assistant("Can't tell without running it under a different TZ; the failures in CI are all around 23:00 UTC, which fits, but that's still a guess.")
        .user("let's not go down that hole today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ld-staging"] },
      { kind: "instruction", keys: ["release/2.8"] },
    ],
  },
  {
    id: "b56-orm-superseded-jess",
    build: (s) =>
      s
        .user("scaffold the notifications service. use prisma for the db layer")
        .bash("npm i prisma @prisma/client && npx prisma init", "✔ Your Prisma schema was created at prisma/schema.prisma")
        .assistant("Prisma is initialized; next I'll model the notifications table.")
        .user("hold on. Jess measured prisma's cold start on lambda at 1.8s, that kills us. we go with drizzle instead, rip prisma out")
        .bash("npm rm prisma @prisma/client && rm -rf prisma && npm i drizzle-orm && npm i -D drizzle-kit", "added 2 packages, removed 2 packages")
        .file("Write", "src/db/schema.ts")
        .assistant("Drizzle is in, with the notifications table in src/db/schema.ts.")
        .user("good. note for Jess: notification ids are uuid v7, generated in the app, not by postgres")
        .file("Edit", "src/db/schema.ts")
        .assistant("Done — the id column has no default now and `newId()` generates a UUID v7 in the app.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["drizzle"] },
      { kind: "decision", keys: ["uuid", "v7"] },
    ],
  },
  {
    id: "b56-empty-pr-summary",
    build: (s) =>
      s
        .user("summarize PR #991 for me, it's huge")
        .bash(
          "gh pr view 991 --json title,body -q '.title + \"\\n\" + .body'",
          "Refactor auth middleware\nWe always validated tokens twice; this moves validation into one place. TODO: follow-up for the admin routes. Never merge before the SDK release.",
        )
        .assistant(
          "PR #991 moves token validation into a single middleware (it was done twice), leaves the admin routes for a follow-up, and the author asks not to merge it before the SDK release.",
        )
        .user("ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b56-postgres-hana-dictate",
    build: (s) =>
      s
        .user("GET /customers/:id/orders takes 4s on prod. find out why")
        .bash(
          'psql $RO_URL -c "EXPLAIN ANALYZE SELECT * FROM orders WHERE customer_id = 4411 ORDER BY created_at DESC LIMIT 50"',
          "Limit  (actual time=3921.4..3921.5 rows=50)\n  ->  Sort  (actual time=3921.4..3921.4 rows=50)\n        ->  Seq Scan on orders  (rows=1822)",
        )
        .assistant("Sequential scan over orders: there's no index on (customer_id, created_at). I'll add one in a migration.")
        .file("Write", "db/migrations/20261127_orders_customer_created_idx.sql")
        .bash("npm run migrate", "applied 20261127_orders_customer_created_idx.sql")
        .assistant("Index created; the same query now takes 3 ms.")
        .user(
          "nice. for Hana, she's on this next week: we add indexes with CREATE INDEX CONCURRENTLY only, never plain, orders is 200M rows. the read replica lags ~30s during the nightly ETL. and the vacuum settings on orders still need tuning, I didn't get to it",
        )
        .file("Write", "docs/handover-hana.md")
        .assistant("Written to docs/handover-hana.md.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["concurrently"] },
      { kind: "fact", keys: ["replica"] },
      { kind: "task", keys: ["vacuum"] },
    ],
  },
  {
    id: "b56-sveltekit-chidi-notes",
    build: (s) =>
      s
        .user(
          "chidi's notes:\n1. adapter is adapter-node, we deploy to fly.io (app name acme-web)\n2. i18n: we went with paraglide, NOT svelte-i18n\n3. open: the sitemap is missing the /blog routes\n4. maybe we should move to bun? just an idea, ignore\n\ncheck the app is up and whether 3 is still true",
        )
        .bash("flyctl status -a acme-web | head -4", "App\n  Name     = acme-web\n  Hostname = acme-web.fly.dev\n  Machines = 2 started")
        .bash("curl -s https://acme-web.fly.dev/sitemap.xml | grep -c '/blog/'", "0", 1)
        .assistant("acme-web is up with two machines. The sitemap still has no /blog/ entries, so item 3 is open.")
        .user("ok")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fly.io"] },
      { kind: "decision", keys: ["paraglide"] },
      { kind: "task", keys: ["sitemap"] },
    ],
  },
  {
    id: "b56-empty-branch-prefix-withdrawn",
    build: (s) =>
      s
        .user("maybe we should always prefix branch names with the ticket id? hmm, nah, too much ceremony for 3 people. forget it")
        .bash("git branch --list | head -3", "  feat/export\n* fix/login-redirect\n  main")
        .assistant("Fine by me, leaving branch naming as it is.")
        .stop(),
    planted: [],
  },
  {
    id: "b56-express-grace-handover",
    build: (s) =>
      s
        .user("npm audit is complaining, fix what can be fixed without breaking changes")
        .bash("npm audit fix", "changed 4 packages\nfound 0 vulnerabilities")
        .bash("npm test", "Tests: 143 passed, 143 total")
        .assistant("`npm audit fix` bumped four transitive packages; 0 vulnerabilities left and 143 tests pass.")
        .user(
          "great. put this in the handover for Grace: we won't upgrade to Express 5 this quarter, decided in the arch sync. the session cookie has to stay SameSite=Lax, the partner iframe breaks with Strict. and remind her Snyk only scans main, PR scans are switched off",
        )
        .file("Edit", "docs/handover.md")
        .assistant("Added the three points to docs/handover.md under Grace.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["express"] },
      { kind: "instruction", keys: ["samesite"] },
      { kind: "fact", keys: ["snyk"] },
    ],
  },
  {
    id: "b56-rails-priscila-notes",
    build: (s) =>
      s
        .user(
          "priscila -> you:\n- sidekiq-cron schedule lives in config/schedule.yml, not in the initializer anymore\n- (ignore my msg about good_job from yesterday, that was for another repo)\n- Payouts::Sync: I started refactoring it on branch payouts-sync-refactor, half done, needs finishing\n- STRIPE_API_VERSION is pinned to 2023-10-16 in the env\n\nhow far did she get on the branch?",
        )
        .bash("git log --oneline main..payouts-sync-refactor", "c41d2e9 wip: split fetch and apply\n8aa03f1 extract PayoutClient")
        .assistant(
          "Two commits: PayoutClient is extracted and fetch/apply are split, but `apply` still calls the old client and there are no specs for it yet.",
        )
        .user("not today, leave the payouts refactor for monday")
        .stop(),
    planted: [
      { kind: "fact", keys: ["schedule.yml"] },
      { kind: "task", keys: ["payouts", "refactor"] },
      { kind: "fact", keys: ["stripe_api_version"] },
    ],
  },
  {
    id: "b56-empty-node-version",
    build: (s) =>
      s
        .user("how was your weekend lol. jk. which node are we on?")
        .bash("node -v && cat .nvmrc", "v22.11.0\n22")
        .assistant("Node 22.11.0, matching .nvmrc (22).")
        .stop(),
    planted: [],
  },
  {
    id: "b56-api-casing-superseded",
    build: (s) =>
      s
        .user("make the API return camelCase field names")
        .file("Edit", "app/serializers.py")
        .bash("uv run pytest tests/test_api.py -q", "3 failed, 21 passed")
        .assistant("Switched the serializers to camelCase aliases; three tests that assert field names fail now.")
        .user("no sorry, Marta reminded me the mobile clients expect snake_case. keep snake_case everywhere in the API, revert that")
        .bash("git checkout app/serializers.py && uv run pytest tests/test_api.py -q", "24 passed")
        .assistant("Reverted; all 24 API tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["snake_case"] }],
  },
  {
    id: "b56-oncall-felix-handover",
    build: (s) =>
      s
        .user(
          "oncall handover (from Felix, week 47):\n- pagerduty escalates to #sre-escalations after 15 min\n- INC-2231 (disk full on log-03) resolved. root cause: logrotate was disabled in the AMI, fixed in AMI v14\n- still open: the cert expiry alert fires 3 days too late, threshold needs changing\n- the elastic cluster being yellow is expected, one replica is off on purpose to save cost\n\ncan you check log-03 looks sane",
        )
        .bash(
          "ssh log-03 'df -h /var/log && systemctl is-enabled logrotate.timer'",
          "Filesystem  Size  Used Avail Use% Mounted on\n/dev/nvme1n1  200G   41G  159G  21% /var/log\nenabled",
        )
        .assistant("log-03 is at 21% on /var/log and logrotate.timer is enabled, so the AMI v14 fix is in place.")
        .user("👌")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pagerduty"] },
      { kind: "fact", keys: ["logrotate"] },
      { kind: "task", keys: ["expiry"] },
      { kind: "fact", keys: ["yellow"] },
    ],
  },
  {
    id: "b56-dbt-analytics-note",
    build: (s) =>
      s
        .user("add discount_amount to fct_orders")
        .file("Edit", "models/marts/fct_orders.sql")
        .bash("dbt build -s fct_orders", "Completed successfully\nDone. PASS=7 WARN=0 ERROR=0 SKIP=0 TOTAL=7")
        .assistant("discount_amount is in fct_orders; dbt build passes (7 nodes).")
        .user(
          "thx. note for the analytics folks: we made fct_orders incremental, it was taking 40 min as a table. and full-refresh it only on sundays, it hammers the warehouse",
        )
        .assistant("Posted both points to the #analytics handover note.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["incremental"] },
      { kind: "instruction", keys: ["full-refresh"] },
    ],
  },
  {
    id: "b56-empty-ola-done-in-session",
    build: (s) =>
      s
        .user("from Ola:\n- TODO fix the typo in the README install section\n- TODO bump eslint to 9\n\ncan you just do both")
        .file("Edit", "README.md")
        .bash("npm i -D eslint@9 && npx eslint .", "added 1 package, changed 12 packages\n")
        .assistant("Fixed the README typo ('instal' → 'install') and bumped eslint to 9; lint is clean.")
        .user("sweet, Ola's list is empty then")
        .stop(),
    planted: [],
  },
  {
    id: "b56-cpp-kenji-notes",
    build: (s) =>
      s
        .user(
          "Kenji's notes before parental leave:\n- for perf work build with -DCMAKE_BUILD_TYPE=RelWithDebInfo, Debug is 20x slower and the numbers mean nothing\n- we vendor fmt through FetchContent, no system package\n- TODO: port the SIMD path to NEON for the M-series macs",
        )
        .bash("cmake -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo && cmake --build build -j2", "[100%] Built target engine")
        .bash("grep -rn '__ARM_NEON' src/ | wc -l", "0")
        .assistant("Builds fine with RelWithDebInfo. There is no `__ARM_NEON` path in src/ yet; the SIMD code is SSE/AVX only.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["relwithdebinfo"] },
      { kind: "decision", keys: ["fetchcontent"] },
      { kind: "task", keys: ["neon"] },
    ],
  },
  {
    id: "b56-lambda-ravi-dictate",
    build: (s) =>
      s
        .user("image-resize lambda is timing out on big PNGs")
        .bash("aws logs tail /aws/lambda/image-resize --since 1h | grep -m2 Task", "Task timed out after 6.00 seconds\nTask timed out after 6.00 seconds")
        .file("Edit", "serverless.yml")
        .bash("npx serverless deploy function -f imageResize", "✔ Function code deployed (4s)")
        .assistant("Raised the timeout to 20s and memory to 1536 MB; the 12 MB test PNG now resizes in 3.1s.")
        .user(
          "ok. for Ravi: the image-resize lambda is capped at 10 concurrent executions because the CDN origin can't take more, keep the reserved concurrency at 10. someone should still move the function to arm64, it's cheaper, not done",
        )
        .assistant("Noted for Ravi in the service README.")
        .file("Edit", "services/image-resize/README.md")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["concurrency"] },
      { kind: "task", keys: ["arm64"] },
    ],
  },
];

/** The set: events, segments and scoring of BLIND56_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND56 = plantedSet(BLIND56_SESSIONS, Date.UTC(2026, 10, 2, 9));
