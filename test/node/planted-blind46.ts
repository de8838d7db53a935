/**
 * Blind planted set 46 for the offline long-term-memory extractor.
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: pair-programming sessions where the agent proposes and asks, and the user mostly
 * answers with short replies (yes, no, a name, a number, "the second one"), on any stack (Rails,
 * Go, Django, FastAPI, React, Next.js, Vue, Svelte, React Native, Kotlin, Swift, Flutter, Rust,
 * Elixir, Laravel, Spring, Kafka, Lambda, Terraform, k8s, GitHub Actions), with the assistant in
 * Claude Code's and Copilot CLI's voice. The user decides tersely; many proposals are declined or left open, so
 * an item often lives in the agent's question and only the user's "yes" / "that one" makes it
 * true. Hard negatives: questions, hypotheses, proposals the user rejects or never confirms,
 * withdrawn ideas, unconfirmed guesses, tool output and quoted code with "always"/"never"/"TODO"
 * in it, chit-chat, requests done in the same session, and superseded decisions (only the later
 * one is planted).
 * 86 items (21 decisions, 22 instructions, 23 facts, 20 tasks) in 66 sessions, 19 of which
 * plant nothing (80 user/assistant messages in them).
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

export const BLIND46_SESSIONS: BlindSession[] = [
  {
    id: "b46-rails-pg",
    build: (s) =>
      s
        .user("the db container won't start locally, can you look")
        .bash(
          "docker compose logs db | tail -5",
          "db-1  | FATAL:  database files are incompatible with server\ndb-1  | DETAIL:  The data directory was initialized by PostgreSQL version 16, which is not compatible with this version 14.11.",
        )
        .assistant("The Dockerfile pins postgres 14 but the data dir (and CI) is on 16. Which one does production run?")
        .user("16")
        .assistant("Thanks. I'll bump the local image to `postgres:16` so it matches.")
        .file("Edit", "docker/db.Dockerfile")
        .bash("docker compose up -d db && docker compose ps db", "NAME   IMAGE         STATUS\ndb-1   postgres:16   Up 3 seconds (healthy)")
        .assistant("db is up and healthy on 16.")
        .stop(),
    planted: [{ kind: "fact", keys: ["production", "postgres"] }],
  },
  {
    id: "b46-go-logging",
    build: (s) =>
      s
        .user("add request logging to the payments handler")
        .bash("rg -l 'go.uber.org/zap|rs/zerolog' --type go | head", "internal/payments/handler.go\ninternal/ledger/store.go\ncmd/api/main.go")
        .assistant("● I found two logging libs in the tree: zap (ledger, main) and zerolog (payments). Which one should new code use?")
        .user("zerolog")
        .assistant("● Ok, zerolog for new code. Should I migrate the existing zap calls in ledger and main while I'm here?")
        .user("no not now")
        .file("Edit", "internal/payments/handler.go")
        .bash("go test ./internal/payments/...", "ok  \texample.com/pay/internal/payments\t0.412s")
        .assistant("● Request logging is in, tests pass.")
        .user("actually the zap migration, yes we want it but later. keep it on the list")
        .assistant("● Noted: migrate the remaining zap calls (ledger, cmd/api) to zerolog — left open for a later session.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zerolog"] },
      { kind: "task", keys: ["zap", "migrat"] },
    ],
  },
  {
    id: "b46-django-pytest",
    build: (s) =>
      s
        .user("tests r slow, 4 min locally")
        .bash(
          "pytest -q --durations=3 2>&1 | tail -5",
          "slowest 3 durations\n41.02s setup    orders/tests/test_api.py::test_create\n12.80s call     orders/tests/test_api.py::test_list\n3 passed in 238.17s",
        )
        .assistant("Most of it is DB setup. Want me to switch the runner to pytest-xdist to parallelise?")
        .user("no")
        .assistant("Ok. Another option is `--reuse-db`, which would skip recreating the test DB each run. Try it?")
        .user("hmm maybe. not today")
        .user("btw always run the tests with `pytest -q --ds=config.settings.test`, the default settings hit the real redis")
        .bash("pytest -q --ds=config.settings.test orders 2>&1 | tail -1", "48 passed in 61.33s")
        .assistant("With the test settings it's 61s for `orders`. I'll use `--ds=config.settings.test` for every pytest run.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pytest", "settings.test"] }],
  },
  {
    id: "b46-empty-rebase-onto",
    build: (s) =>
      s
        .user("what does `git rebase --onto` do exactly")
        .assistant(
          "`git rebase --onto <newbase> <upstream> <branch>` takes the commits of `<branch>` that are not in `<upstream>` and replays them on `<newbase>`. Handy when you branched off a feature branch and want to move your work onto main.",
        )
        .bash("git log --oneline --graph -6", "* 9c1e2ab (HEAD -> wip) tweak copy\n* 71d0f3e feature-x: add form\n* 2b8a911 (main) release 4.2")
        .assistant("Here that would be `git rebase --onto main 71d0f3e wip` if you want only `tweak copy` on main.")
        .user("ok thx, just wanted to understand")
        .stop(),
    planted: [],
  },
  {
    id: "b46-react-dates",
    build: (s) =>
      s
        .user("the date picker shows the wrong week start")
        .bash("grep -E '\"(date-fns|dayjs)\"' package.json", '    "date-fns": "^3.6.0",\n    "dayjs": "^1.11.10",')
        .assistant("● The repo has both date-fns and dayjs; the picker uses dayjs. Should the date picker (and new code) use date-fns or dayjs?")
        .user("date-fns. dayjs goes away")
        .assistant("● Got it — date-fns it is, dayjs is on its way out. Remove dayjs from package.json now? It's only used in the picker.")
        .user("yes")
        .file("Edit", "src/components/DatePicker.tsx")
        .bash(
          "npm uninstall dayjs && npx vitest run src/components/DatePicker.test.tsx",
          "removed 1 package\n ✓ src/components/DatePicker.test.tsx (6 tests) 142ms",
        )
        .assistant(
          "● Picker is on date-fns with `weekStartsOn: 1`, dayjs is gone. One more: the DatePicker story is broken in Storybook (it imports a dayjs locale). Fix now or later?",
        )
        .user("later")
        .assistant("● Leaving the Storybook story broken for now; it's an open item.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["date-fns"] },
      { kind: "task", keys: ["storybook"] },
    ],
  },
  {
    id: "b46-tf-staging-region",
    build: (s) =>
      s
        .user("add an sqs queue for the exports to staging")
        .bash(
          "grep -rn region envs/*/terraform.tfvars",
          'envs/staging/terraform.tfvars:1:region = "eu-west-1"\nenvs/staging-new/terraform.tfvars:1:region = "eu-central-1"',
        )
        .assistant("Which AWS region is the staging account in? I see eu-west-1 and eu-central-1 in the tfvars.")
        .user("eu-central-1. west is the old one, being torn down")
        .file("Edit", "envs/staging-new/sqs.tf")
        .bash("terraform -chdir=envs/staging-new plan -no-color | tail -2", "Plan: 2 to add, 0 to change, 0 to destroy.")
        .assistant("Plan looks right: the queue and its DLQ in eu-central-1. Should I run `terraform apply`?")
        .user("no. never apply from your side, I do applies myself")
        .assistant("Understood — I won't run terraform apply, ever; I'll stop at plan and hand it to you.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging", "eu-central-1"] },
      { kind: "instruction", keys: ["terraform", "apply"] },
    ],
  },
  {
    id: "b46-empty-clippy",
    build: (s) =>
      s
        .user("run clippy")
        .bash(
          "cargo clippy --all-targets 2>&1 | tail -2",
          "warning: `parser` (lib) generated 12 warnings\n    Finished dev [unoptimized + debuginfo] target(s) in 9.84s",
        )
        .assistant("12 warnings, mostly `needless_borrow` and one `large_enum_variant`. Want me to fix them?")
        .user("yes")
        .file("Edit", "src/lexer.rs")
        .bash("cargo clippy --all-targets 2>&1 | tail -1", "    Finished dev [unoptimized + debuginfo] target(s) in 3.02s")
        .assistant("All 12 fixed, clippy is clean.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "b46-android-minsdk",
    build: (s) =>
      s
        .user("build fails on the feature module")
        .bash(
          "./gradlew :feature:checkout:assembleDebug 2>&1 | grep -m1 minSdk",
          "uses-sdk:minSdkVersion 24 cannot be smaller than version 26 declared in library [:feature:checkout]",
        )
        .assistant("● The minSdk is 24 in app/build.gradle but 26 in the feature module. Which is right?")
        .user("26 everywhere")
        .assistant("● Ok, minSdk 26 across all modules. I'll align app to 26. Also — do you want Compose previews added to every screen file?")
        .user("nah")
        .file("Edit", "app/build.gradle.kts")
        .assistant("● What's the package name for the release flavor, `com.acme.shop`? The manifest only has the debug one.")
        .user("com.acme.shop.app")
        .bash("./gradlew assembleRelease 2>&1 | tail -1", "BUILD SUCCESSFUL in 1m 12s")
        .assistant("● Release builds with applicationId com.acme.shop.app.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["minsdk", "26"] },
      { kind: "fact", keys: ["package", "release"] },
    ],
  },
  {
    id: "b46-phoenix-format",
    build: (s) =>
      s
        .user("add an invites table + context fn")
        .file("Write", "priv/repo/migrations/20261103_create_invites.exs")
        .file("Edit", "lib/app/accounts.ex")
        .bash("mix test test/app/accounts_test.exs", "..........\nFinished in 0.8 seconds\n10 tests, 0 failures")
        .assistant("Invites are in. Before I commit: do you want me to run `mix format` and `mix credo` first, every time?")
        .user("format yes, credo no")
        .assistant("OK: `mix format` before every commit from now on, no credo.")
        .bash("mix format && git commit -qam 'accounts: invites'", "")
        .assistant("There's a `# TODO: rate limit invites` in accounts.ex — should I tackle it?")
        .user("no")
        .stop(),
    planted: [{ kind: "instruction", keys: ["mix", "format"] }],
  },
  {
    id: "b46-empty-slow-build",
    build: (s) =>
      s
        .user("why is the build so slow today")
        .assistant("● Might be the webpack cache being cold after the lockfile change — I'm not sure yet. Let me time it.")
        .bash("time npm run build 2>&1 | tail -2", "webpack compiled successfully in 46210 ms\nreal\t0m48.113s")
        .assistant("● 48s. Maybe the source maps? `devtool: 'source-map'` is the slowest option. I could check.")
        .user("skip it")
        .stop(),
    planted: [],
  },
  {
    id: "b46-express-billing-owner",
    build: (s) =>
      s
        .user("pr for the invoice rounding fix pls")
        .bash("git push -u origin fix/invoice-rounding && gh pr create --fill", "https://github.com/acme/api/pull/812")
        .assistant("PR #812 is open. Who owns the billing service? The CODEOWNERS entry for `services/billing/` is empty, so nobody got requested.")
        .user("maria")
        .assistant("Thanks — so Maria owns billing; I'll request her review.")
        .bash("gh pr edit 812 --add-reviewer maria-k", "https://github.com/acme/api/pull/812")
        .assistant("Should I also fill in CODEOWNERS for billing?")
        .user("yes but not in this PR. later")
        .assistant("Ok, CODEOWNERS for billing stays open for a follow-up.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["maria", "billing"] },
      { kind: "task", keys: ["codeowners"] },
    ],
  },
  {
    id: "b46-fastapi-jobs",
    build: (s) =>
      s
        .user("we need background jobs for the pdf export")
        .assistant("● For the background jobs: Celery or RQ? RQ is simpler, Celery has more moving parts.")
        .user("rq")
        .bash("pip install rq && pip freeze | grep -i '^rq='", "rq==1.16.2")
        .file("Write", "app/jobs/export.py")
        .user("hmm wait, we also need the nightly cleanup on a schedule. go with celery then")
        .assistant("● Switching to Celery, with beat for the nightly schedule. Dropping rq.")
        .bash("pip uninstall -y rq && pip install 'celery[redis]' && pip freeze | grep -i '^celery='", "celery==5.4.0")
        .file("Write", "app/jobs/celery_app.py")
        .assistant("● The export task and the nightly cleanup are on Celery now.")
        .stop(),
    planted: [{ kind: "decision", keys: ["celery"] }],
  },
  {
    id: "b46-go-table-tests",
    build: (s) =>
      s
        .user("write tests for parseDuration")
        .assistant("Table-driven tests or separate funcs for the parser tests?")
        .user("table-driven. always")
        .file("Write", "internal/timeutil/parse_test.go")
        .bash("go version && go test ./internal/timeutil/", "go version go1.22.3 linux/amd64\nok  \texample.com/app/internal/timeutil\t0.006s")
        .assistant("Done, 14 cases in one table. I'll write Go tests table-driven from now on. I used `slices.Contains` from go 1.22.")
        .user("careful, the CI runner is on go 1.21 still")
        .assistant("Right — slices is in 1.21 too, so we're fine, but I'll keep the CI runner at 1.21 in mind.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["table-driven"] },
      { kind: "fact", keys: ["runner", "1.21"] },
    ],
  },
  {
    id: "b46-empty-search-cache",
    build: (s) =>
      s
        .user("/search takes 900ms on prod")
        .file("Read", "src/routes/search.ts")
        .assistant("I could add a Redis cache in front of /search, keyed by the normalised query. Want that?")
        .user("no")
        .assistant("Or memoize the facet counts in-process for a minute?")
        .user("no, leave it as is for now")
        .assistant("Ok, leaving it.")
        .stop(),
    planted: [],
  },
  {
    id: "b46-vue-i18n",
    build: (s) =>
      s
        .user("start on translations, german first")
        .bash("grep -rc '>[A-Z][a-z]' src/pages/Checkout.vue", "14")
        .assistant("● Which i18n lib, vue-i18n or fluent-vue?")
        .user("vue-i18n")
        .bash("npm i vue-i18n@9 && npm ls vue-i18n", "└── vue-i18n@9.13.1")
        .file("Write", "src/i18n/de.json")
        .assistant("● vue-i18n is wired up with a de locale for the header and nav. The checkout page has 14 hard-coded strings. Extract them now?")
        .user("no time. later")
        .assistant("● Ok, checkout strings stay for another session.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["vue-i18n"] },
      { kind: "task", keys: ["checkout", "strings"] },
    ],
  },
  {
    id: "b46-spring-it",
    build: (s) =>
      s
        .user("the repo layer needs real integration tests")
        .assistant("Is there a shared test database, or should I use Testcontainers?")
        .user("testcontainers")
        .file("Edit", "pom.xml")
        .assistant("Should I name integration test classes with the `IT` suffix or `IntegrationTest`?")
        .user("IT")
        .file("Write", "src/test/java/com/acme/orders/OrderRepositoryIT.java")
        .bash("./mvnw -q verify -Dit.test=OrderRepositoryIT 2>&1 | tail -2", "[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")
        .assistant("OrderRepositoryIT runs against a Postgres Testcontainer, 5 tests green.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["testcontainers"] },
      { kind: "instruction", keys: ["integration", "suffix"] },
    ],
  },
  {
    id: "b46-ios-flaky",
    build: (s) =>
      s
        .user("run the ios tests")
        .bash(
          "xcodebuild test -scheme Shop -destination 'platform=iOS Simulator,name=iPhone 15' 2>&1 | grep -E 'Test Case|Executed' | tail -3",
          "Test Case '-[ShopTests.LoginTests testLoginTimeout]' failed (5.012 seconds).\nTest Case '-[ShopTests.LoginTests testLoginTimeout]' passed (1.204 seconds).\nExecuted 212 tests, with 0 failures",
        )
        .assistant("● testLoginTimeout failed once, then passed on rerun — it's flaky. Look into it now?")
        .user("later, add it to the list")
        .assistant(
          "● Ok: the flaky testLoginTimeout is open for later. Unrelated question — the deployment target says iOS 15; is the app still supporting iOS 15?",
        )
        .user("16+")
        .assistant("● So the app supports iOS 16 and up; I'll bump the deployment target.")
        .file("Edit", "Shop.xcodeproj/project.pbxproj")
        .stop(),
    planted: [
      { kind: "task", keys: ["testlogintimeout"] },
      { kind: "fact", keys: ["ios", "16"] },
    ],
  },
  {
    id: "b46-empty-rename",
    build: (s) =>
      s
        .user("rename `getUsr` to `getUser` everywhere")
        .bash("rg -l getUsr src | wc -l", "7")
        .file("Edit", "src/api/users.ts")
        .assistant("Renamed in all 7 files; `tsc --noEmit` is clean.")
        .user("thx")
        .assistant("Anything else?")
        .user("no")
        .stop(),
    planted: [],
  },
  {
    id: "b46-compose-volume",
    build: (s) =>
      s
        .user("set up a compose file for local dev")
        .assistant("Do you want me to target `docker compose` (v2) or the old `docker-compose`?")
        .user("v2 only")
        .assistant("Ok — docker compose v2 syntax only, no `version:` key. Should the dev db keep its data between runs with a named volume?")
        .user("yes")
        .file("Write", "compose.yaml")
        .bash("docker compose config --volumes", "pgdata")
        .assistant("compose.yaml has api, db and the `pgdata` volume.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["compose", "v2"] },
      { kind: "decision", keys: ["named volume"] },
    ],
  },
  {
    id: "b46-parquet-partitions",
    build: (s) =>
      s
        .user("the daily loader is taking 2h now")
        .bash(
          "aws s3 ls s3://acme-lake/events/ | head -3",
          "                           PRE customer_id=1001/\n                           PRE customer_id=1002/\n                           PRE customer_id=1003/",
        )
        .assistant("● The parquet files under events/ — how are they partitioned? By customer_id only?")
        .user("by customer_id, then date")
        .assistant(
          "● OK: partitioned by customer_id first, then date. The loader re-reads every partition each run. Should I make it incremental (only new date partitions)?",
        )
        .user("yes, but that's a bigger job. next sprint")
        .assistant("● Understood, the incremental loader is left for next sprint.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["partitioned", "customer_id"] },
      { kind: "task", keys: ["incremental"] },
    ],
  },
  {
    id: "b46-empty-sdk-warning",
    build: (s) =>
      s
        .user("what's this warning")
        .bash("npm run sync 2>&1 | grep WARN", "WARN vendor-sdk: connection never established; retry always fails after 3 attempts (offline=true)")
        .assistant("● That warning comes from the vendored SDK, it's printed when `offline=true`. Want me to dig in?")
        .user("nah")
        .stop(),
    planted: [],
  },
  {
    id: "b46-rails-pagination",
    build: (s) =>
      s
        .user("paginate /admin/orders")
        .assistant("Pagination: offset or cursor?")
        .user("cursor")
        .file("Edit", "app/controllers/admin/orders_controller.rb")
        .assistant("The `orders.placed_at` index is missing for cursor ordering. Should I edit db/schema.rb directly to add it?")
        .user("never touch schema.rb by hand. migrations only")
        .bash("bin/rails g migration AddPlacedAtIndexToOrders && bin/rails db:migrate", "== AddPlacedAtIndexToOrders: migrated (0.0123s)")
        .user("hmm actually offset, the admins want page numbers")
        .assistant("Switching to offset pagination with page numbers (kaminari) then.")
        .file("Edit", "app/controllers/admin/orders_controller.rb")
        .stop(),
    planted: [
      { kind: "decision", keys: ["offset"] },
      { kind: "instruction", keys: ["schema.rb"] },
    ],
  },
  {
    id: "b46-turbo-pnpm",
    build: (s) =>
      s
        .user("install is flaky in the monorepo")
        .bash("npm ls typescript --all 2>/dev/null | grep -E 'typescript@4' | sort -u", "│ ├── typescript@4.9.5\n")
        .assistant("Should I move the workspace to pnpm, or keep npm workspaces?")
        .user("pnpm")
        .bash("corepack enable && pnpm import && pnpm install", "Progress: resolved 1412, reused 1390, downloaded 22, added 1412, done")
        .assistant("Done, the workspace is on pnpm with a pnpm-lock.yaml. Three packages are still on TypeScript 4.9: ui, icons, utils. Upgrade them here?")
        .user("no, separate PR")
        .assistant("Noted: upgrading ui, icons and utils to TypeScript 5 is open, for a separate PR.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pnpm"] },
      { kind: "task", keys: ["typescript"] },
    ],
  },
  {
    id: "b46-flask-smtp",
    build: (s) =>
      s
        .user("password reset mails aren't sent on staging")
        .bash("grep -n MAIL .env.staging", "")
        .assistant("● Where's the SMTP config? It's not in .env.staging.")
        .user("vault, secret/mail")
        .bash("vault kv get -format=json secret/mail | jq -r '.data.data | keys[]'", "SMTP_HOST\nSMTP_PASSWORD\nSMTP_USER")
        .assistant(
          "● Found it: the SMTP credentials live in Vault under `secret/mail`. The staging app isn't reading them; I'll add them to the deploy template.",
        )
        .file("Edit", "deploy/staging.yaml")
        .stop(),
    planted: [{ kind: "fact", keys: ["smtp", "vault"] }],
  },
  {
    id: "b46-empty-502",
    build: (s) =>
      s
        .user("seeing 502s on the upload endpoint sometimes")
        .assistant("The 502s might be the load balancer idle timeout, or maybe keepalive on the node side. I'm not sure which.")
        .bash("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' -F f=@big.bin https://staging.acme.dev/upload", "200 38.412")
        .assistant("That one went through in 38s. Could be the 60s timeout with bigger files — a guess.")
        .user("ok whatever, moving on")
        .stop(),
    planted: [],
  },
  {
    id: "b46-node-commits",
    build: (s) =>
      s
        .user("commit this")
        .bash("git status --short", " M src/cart.ts\n M test/cart.test.ts")
        .assistant("Commit message style — conventional commits (`feat:`, `fix:`)?")
        .user("yes")
        .bash(
          "git commit -qam 'fix(cart): keep quantity when variant changes' && git log --oneline -1",
          "3f2a9c0 fix(cart): keep quantity when variant changes",
        )
        .assistant("Committed. And when I open PRs, should they be squash-merged?")
        .user("no, rebase merge. always")
        .assistant("Ok — conventional commit messages, and rebase merge for PRs, never squash.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "instruction", keys: ["rebase"] },
    ],
  },
  {
    id: "b46-k8s-replicas",
    build: (s) =>
      s
        .user("add a PDB for the api")
        .bash("kubectl -n api get deploy api -o jsonpath='{.spec.replicas}'", "2")
        .assistant("● The manifest says 2, but that's the staging context. How many replicas does the api deployment run in prod?")
        .user("3")
        .assistant("● Ok, 3 replicas in prod — I'll set the PDB to minAvailable: 2.")
        .file("Write", "k8s/api/pdb.yaml")
        .assistant("● The HPA isn't configured at all for api. Want one?")
        .user("yes eventually. not now")
        .assistant("● Leaving the HPA as an open item.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["replicas", "prod"] },
      { kind: "task", keys: ["hpa"] },
    ],
  },
  {
    id: "b46-empty-undo-commit",
    build: (s) =>
      s
        .user("how do I undo the last commit but keep the changes")
        .bash("git log --oneline -2", "a41c9e2 wip\n77be010 add export button")
        .assistant("● `git reset --soft HEAD~1` — it removes `wip` as a commit and leaves its changes staged.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b46-python-cli",
    build: (s) =>
      s
        .user("we need a cli for the importer")
        .assistant("For the CLI: click, argparse or typer?")
        .user("typer")
        .file("Write", "importer/cli.py")
        .assistant("Type hints — should I run mypy in strict mode?")
        .user("yes strict, on everything new")
        .bash("mypy --strict importer/cli.py", "Success: no issues found in 1 source file")
        .assistant("`importer` CLI is on typer, and mypy --strict is clean. I'll keep new modules strict.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["typer"] },
      { kind: "instruction", keys: ["mypy", "strict"] },
    ],
  },
  {
    id: "b46-sql-cents",
    build: (s) =>
      s
        .user("revenue report is off by 100x")
        .bash("psql -c 'select total from orders limit 3'", " total\n-------\n  1999\n   450\n 12000")
        .assistant("The `orders.total` column — is it in cents or dollars?")
        .user("cents. always cents")
        .assistant("Then the report divides wrong; `orders.total` is in cents. Fixing the query.")
        .file("Edit", "reports/revenue.sql")
        .assistant("The `legacy_orders` table isn't referenced anywhere in the code. Drop it?")
        .user("not yet, finance needs it till the audit. remind me in january")
        .assistant("Ok, dropping legacy_orders is left for January, after the audit.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["total", "cents"] },
      { kind: "task", keys: ["legacy_orders"] },
    ],
  },
  {
    id: "b46-rn-zustand",
    build: (s) =>
      s
        .user("new profile screen, with edit")
        .bash("grep -c createSlice -r src/store", "9")
        .assistant("● State: keep Redux for the new screens, or use Zustand?")
        .user("zustand for new stuff")
        .file("Write", "src/features/profile/useProfileStore.ts")
        .assistant("● Profile screen is on a Zustand store. Should I also rewrite the cart reducer?")
        .user("no")
        .stop(),
    planted: [{ kind: "decision", keys: ["zustand"] }],
  },
  {
    id: "b46-empty-stale-todo",
    build: (s) =>
      s
        .user("clean up the image worker a bit")
        .file("Read", "src/workers/thumbnail.ts")
        .assistant("This block has `// TODO: never call this from the UI thread` — it already runs on a worker, so the comment is stale. Remove it?")
        .user("sure")
        .file("Edit", "src/workers/thumbnail.ts")
        .assistant("Removed the stale comment and an unused import.")
        .stop(),
    planted: [],
  },
  {
    id: "b46-laravel-php",
    build: (s) =>
      s
        .user("add a DTO for the webhook payload")
        .assistant("Which PHP version is on the prod servers? readonly classes need 8.2.")
        .user("8.2")
        .file("Write", "app/Data/WebhookPayload.php")
        .assistant("Good, prod runs PHP 8.2, so it's a readonly class. Should I run `./vendor/bin/pint` on changed files only or on the whole repo?")
        .user("changed files only")
        .bash("./vendor/bin/pint --dirty", "  ✓ app/Data/WebhookPayload.php")
        .assistant("Pint done on the dirty files.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["php", "8.2"] },
      { kind: "instruction", keys: ["pint", "changed"] },
    ],
  },
  {
    id: "b46-gha-cache",
    build: (s) =>
      s
        .user("ci takes forever, speed it up")
        .bash(
          "grep -n 'uses:' .github/workflows/*.yml",
          ".github/workflows/ci.yml:12:      - uses: actions/checkout@v4\n.github/workflows/deploy.yml:9:      - uses: actions/checkout@v2",
        )
        .assistant("● For caching: actions/cache, or setup-node's built-in cache?")
        .user("built-in")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("● setup-node's built-in npm cache is on. The deploy workflow still uses actions/checkout@v2. Bump it now?")
        .user("no, after the release freeze")
        .assistant("● Ok, the checkout@v2 bump in deploy.yml waits until after the freeze.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["setup-node"] },
      { kind: "task", keys: ["checkout", "deploy"] },
    ],
  },
  {
    id: "b46-empty-declined",
    build: (s) =>
      s
        .user("the settings page is done i think")
        .file("Read", "src/pages/Settings.tsx")
        .assistant("● Looks complete. Want me to add dark mode support?")
        .user("no")
        .assistant("● Add a loading skeleton while the profile loads?")
        .user("hm. no idea, let's see")
        .assistant("● Ok.")
        .stop(),
    planted: [],
  },
  {
    id: "b46-rust-errors",
    build: (s) =>
      s
        .user("the lib returns Box<dyn Error> everywhere, ugly")
        .assistant("We'll use thiserror for the library's error enum and keep anyhow only in the binary — ok?")
        .user("yes")
        .file("Write", "crates/core/src/error.rs")
        .bash("cargo build --features legacy 2>&1 | tail -1", "    Finished dev [unoptimized + debuginfo] target(s) in 14.20s")
        .assistant("Is the `legacy` feature flag still used by anyone? It doubles the CI matrix.")
        .user("yes, the embedded team")
        .assistant("Got it — the embedded team still uses the `legacy` feature, so it stays.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["thiserror"] },
      { kind: "fact", keys: ["embedded", "legacy"] },
    ],
  },
  {
    id: "b46-rails-n-plus-one",
    build: (s) =>
      s
        .user("projects page is slow")
        .bash("grep -c 'SELECT \"owners\"' log/development.log", "214")
        .assistant("N+1 on owners in `ProjectsController#index`. Fix now?")
        .user("yes")
        .file("Edit", "app/controllers/projects_controller.rb")
        .assistant("Fixed with `includes(:owner)`, 2 queries now. There's a similar N+1 in `UsersController#index`. Also now?")
        .user("no, tomorrow")
        .assistant("Ok, the UsersController#index N+1 is left open.")
        .stop(),
    planted: [{ kind: "task", keys: ["userscontroller"] }],
  },
  {
    id: "b46-ml-cuda",
    build: (s) =>
      s
        .user("set up the training env on the gpu box")
        .bash("nvidia-smi | head -3 | tail -1", "| NVIDIA-SMI 535.104.05   Driver Version: 535.104.05   CUDA Version: 12.2 |")
        .assistant("● nvidia-smi shows the driver supports 12.2, but which CUDA toolkit is installed on the GPU box?")
        .user("12.1")
        .assistant("● So CUDA 12.1 on the box: torch 2.2 with cu121 wheels. Should I pin exact versions in requirements.txt?")
        .user("yes, always pin")
        .file("Write", "requirements.txt")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cuda", "12.1"] },
      { kind: "instruction", keys: ["pin"] },
    ],
  },
  {
    id: "b46-empty-morning",
    build: (s) =>
      s
        .user("morning! coffee's kicking in slowly")
        .assistant("Morning! What are we working on?")
        .user("just looking around the repo")
        .bash("git log --oneline -5", "c01f4aa bump deps\n9e2d113 docs: readme\n1d77a03 fix login redirect\n...")
        .assistant("Recent work is deps, docs and a login redirect fix.")
        .user("ok nothing today, bye")
        .stop(),
    planted: [],
  },
  {
    id: "b46-graphql-pothos",
    build: (s) =>
      s
        .user("let's start the graphql server")
        .assistant("Schema-first (SDL files) or code-first for the GraphQL server?")
        .user("schema first")
        .file("Write", "src/graphql/schema.graphql")
        .user("wait no. code-first with pothos, the types will be easier")
        .assistant("Switching to code-first with Pothos and deleting the SDL file.")
        .bash("npm i @pothos/core && npx tsc --noEmit", "added 1 package")
        .assistant("The old REST `/v1/reports` endpoints — remove them once GraphQL covers reports?")
        .user("yes but not before the mobile app switches. leave a ticket")
        .assistant("Ok: removing the /v1/reports endpoints stays open until mobile has switched.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pothos"] },
      { kind: "task", keys: ["reports"] },
    ],
  },
  {
    id: "b46-gcp-prod",
    build: (s) =>
      s
        .user("plan the bucket change for prod")
        .bash("gcloud projects list --format='value(projectId)' | grep acme", "acme-dev-114\nacme-prod-271\nacme-prod-old")
        .assistant("● Which GCP project is prod — acme-prod-271 or acme-prod-old?")
        .user("271")
        .assistant("● Ok, prod is acme-prod-271. Do you want `terraform fmt` in a pre-commit hook?")
        .user("no. I don't like hooks")
        .user("and always plan with -lock-timeout=5m, the state lock is slow")
        .bash("terraform plan -lock-timeout=5m -var project=acme-prod-271 | tail -1", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .assistant("● Plan (with -lock-timeout=5m): one bucket updated in place.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["prod", "acme-prod-271"] },
      { kind: "instruction", keys: ["lock-timeout"] },
    ],
  },
  {
    id: "b46-empty-timezone",
    build: (s) =>
      s
        .user("tests fail on CI but not here")
        .assistant("● The tests probably fail because of the timezone — CI might be UTC and your machine CET?")
        .user("no idea")
        .bash("TZ=UTC npm test 2>&1 | tail -1", "Tests  312 passed (312)")
        .assistant("● Passes with UTC too, so that's not it. Want me to keep looking?")
        .user("no, it went green on rerun anyway")
        .stop(),
    planted: [],
  },
  {
    id: "b46-svelte-tailwind",
    build: (s) =>
      s
        .user("card component for the dashboard")
        .assistant("Tailwind classes or scoped <style> blocks for new components?")
        .user("tailwind")
        .file("Write", "src/lib/components/Card.svelte")
        .bash("npm run check 2>&1 | tail -1", "svelte-check found 0 errors and 0 warnings")
        .assistant("Card is done with Tailwind. The Button component's 3 variants are duplicated inside Card. Extract a shared Button?")
        .user("later")
        .assistant("Ok, the shared Button extraction is open.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tailwind"] },
      { kind: "task", keys: ["button"] },
    ],
  },
  {
    id: "b46-pg-replica-lag",
    build: (s) =>
      s
        .user("add a not null column to events")
        .bash("psql -c \"select reltuples::bigint from pg_class where relname='events'\"", " reltuples\n-----------\n 412093311")
        .assistant("● 412M rows. For big tables, should we always go nullable → backfill in batches → NOT NULL?")
        .user("yes, that's the rule")
        .file("Write", "migrations/20261120_events_source.sql")
        .assistant("● The backfill will raise replica lag. Is the replica lag alert at 30s?")
        .user("60")
        .assistant("● Ok, the replica lag alert fires at 60s; I'll size batches to stay well under.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["backfill"] },
      { kind: "fact", keys: ["replica", "lag"] },
    ],
  },
  {
    id: "b46-flutter-bloc",
    build: (s) =>
      s
        .user("settings screen next")
        .assistant("Riverpod or Bloc for the new settings screen?")
        .user("the second one")
        .assistant("Bloc it is.")
        .file("Write", "lib/settings/settings_bloc.dart")
        .bash("flutter test test/goldens 2>&1 | tail -1", "Some tests failed. 4 golden files do not match.")
        .assistant("The golden tests are out of date on 4 screens (not from this change). Regenerate them now?")
        .user("no, leave for next week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bloc"] },
      { kind: "task", keys: ["golden"] },
    ],
  },
  {
    id: "b46-empty-bun",
    build: (s) =>
      s
        .user("maybe we should move to bun?")
        .assistant("Possible — bun's test runner is fast, but the jest mocks would need changes. Want me to try it on a branch?")
        .bash("node --version && npx jest --listTests | wc -l", "v20.11.1\n143")
        .user("hm no, forget it, not worth it")
        .assistant("Ok, staying on node + jest.")
        .stop(),
    planted: [],
  },
  {
    id: "b46-go-errors-port",
    build: (s) =>
      s
        .user("add a metrics endpoint")
        .assistant('● Should I wrap errors with `fmt.Errorf("…: %w", err)` or use pkg/errors?')
        .user("%w. no pkg/errors")
        .file("Write", "internal/metrics/server.go")
        .assistant("● Which port does the metrics endpoint listen on — is there a convention?")
        .user("9102")
        .bash("go run ./cmd/api & sleep 2; curl -s localhost:9102/metrics | head -1", "# HELP go_goroutines Number of goroutines that currently exist.")
        .assistant("● /metrics is up on 9102.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["wrap", "errors"] },
      { kind: "fact", keys: ["metrics", "port"] },
    ],
  },
  {
    id: "b46-deploy-rolling",
    build: (s) =>
      s
        .user("the worker deploy script needs rewriting")
        .file("Read", "deploy/worker.sh")
        .assistant("Blue/green or rolling for the worker deploys?")
        .user("rolling")
        .file("Write", "deploy/worker.sh")
        .bash("shellcheck deploy/worker.sh", "")
        .assistant("Rolling deploy script is in, shellcheck clean. There's no rollback runbook anywhere. Write one?")
        .user("yes, but after launch")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rolling"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b46-empty-orm-explain",
    build: (s) =>
      s
        .user("why does this loop hit the db each time")
        .file("Read", "app/services/report.py")
        .assistant(
          "● `order.customer` is a lazy relationship: SQLAlchemy loads it on first access, one query per order. `selectinload(Order.customer)` on the query would load them in one extra query instead.",
        )
        .user("ok")
        .assistant("● Want me to change it?")
        .user("no, makes sense, just wanted to know")
        .stop(),
    planted: [],
  },
  {
    id: "b46-auth-keycloak",
    build: (s) =>
      s
        .user("hook the api up to sso")
        .assistant("Who issues the tokens — Auth0, or your own?")
        .user("keycloak, self-hosted")
        .bash("curl -s https://sso.acme.dev/realms/acme/.well-known/openid-configuration | jq -r .issuer", "https://sso.acme.dev/realms/acme")
        .assistant("Right, a self-hosted Keycloak realm `acme`. Access token lifetime: 15 minutes with refresh?")
        .user("5")
        .assistant("OK: access token lifetime 5 minutes, with refresh tokens.")
        .file("Edit", "src/auth/oidc.ts")
        .stop(),
    planted: [
      { kind: "fact", keys: ["keycloak"] },
      { kind: "decision", keys: ["access", "token"] },
    ],
  },
  {
    id: "b46-secrets-logs",
    build: (s) =>
      s
        .user("security says something leaks in the sync logs")
        .bash("grep -n 'apiKey' src/sync.ts", '88:  log.debug("calling " + url + " with key " + apiKey);')
        .assistant("● The `sync` command logs the API key at debug level. Fix now?")
        .user("wow yes now")
        .file("Edit", "src/sync.ts")
        .assistant("● Fixed, the key is masked. Should I also scrub the old logs in the bucket?")
        .user("yes but I need to ask security first. todo")
        .user("and never log secrets, even at debug")
        .assistant("● Understood: no secrets in logs at any level. Scrubbing the old logs stays open until security answers.")
        .stop(),
    planted: [
      { kind: "task", keys: ["scrub"] },
      { kind: "instruction", keys: ["secrets", "log"] },
    ],
  },
  {
    id: "b46-empty-lint",
    build: (s) => s.user("run the linter").bash("npm run lint", "Checked 214 files in 380ms. No fixes applied.").assistant("Lint is clean.").user("k").stop(),
    planted: [],
  },
  {
    id: "b46-export-csv",
    build: (s) =>
      s
        .user("fix the export dates")
        .file("Edit", "reports/export.py")
        .bash("pytest -q tests/test_reports.py", "7 passed in 0.41s")
        .assistant("Fixed the ISO dates. The `export_csv` function has no tests at all. Write some now?")
        .user("next time")
        .user("fyi the staging db is refreshed from prod every sunday night, so don't trust data there on mondays")
        .assistant("Noted: staging's db is a copy of prod, refreshed every Sunday night.")
        .stop(),
    planted: [
      { kind: "task", keys: ["export_csv"] },
      { kind: "fact", keys: ["staging", "sunday"] },
    ],
  },
  {
    id: "b46-next-auth-matcher",
    build: (s) =>
      s
        .user("the new /app/reports routes need auth")
        .file("Read", "src/middleware.ts")
        .assistant(
          "● Three ways to protect the new routes:\n1. extend the `middleware.ts` matcher\n2. a wrapper around each route handler\n3. keep the per-page `getServerSession` checks\nWhich one?",
        )
        .user("1")
        .assistant("● Going with the middleware matcher for auth. I left `/api/health` outside it as before.")
        .file("Edit", "src/middleware.ts")
        .assistant("● I'd like to pull in `next-safe-action` for the report forms — ok?")
        .user("no. pls dont add new deps without asking me first")
        .assistant("● Will do — no new dependencies without asking you first. I'll write the form action by hand.")
        .bash("npx next build 2>&1 | tail -1", "✓ Compiled successfully")
        .stop(),
    planted: [
      { kind: "decision", keys: ["middleware", "matcher"] },
      { kind: "instruction", keys: ["dependencies"] },
    ],
  },
  {
    id: "b46-redis-version",
    build: (s) =>
      s
        .user("the retry queue loses jobs when the worker dies")
        .bash("redis-cli info server | grep redis_version", "redis_version:6.2.14")
        .assistant("This redis is 6.2, so `LMOVE` is there but `LMPOP` (7.0) isn't. Is the prod redis also 6.2, or just this one?")
        .user("same, 6.2 everywhere")
        .assistant("Ok, redis 6.2 everywhere. I'll make the queue reliable with `LMOVE` into a processing list.")
        .file("Edit", "worker/queue.py")
        .bash(
          "python -W default -m pytest -q tests/test_queue.py 2>&1 | tail -2",
          "DeprecationWarning: datetime.utcnow() is deprecated\n9 passed, 4 warnings in 1.02s",
        )
        .assistant("Jobs survive a killed worker now. There are 4 deprecation warnings (`utcnow`) in worker.py — leave them?")
        .user("yea leave em, separate cleanup later")
        .stop(),
    planted: [
      { kind: "fact", keys: ["redis", "6.2"] },
      { kind: "task", keys: ["deprecation"] },
    ],
  },
  {
    id: "b46-empty-refactor-options",
    build: (s) =>
      s
        .user("is the notifier code ok?")
        .file("Read", "src/notify/index.ts")
        .assistant(
          "● It works. If you want, I could: (a) split email and push into separate modules, (b) replace the switch with a registry map, or (c) add retries around the push provider.",
        )
        .user("none of those, it's fine")
        .assistant("● Ok, leaving it.")
        .stop(),
    planted: [],
  },
  {
    id: "b46-lambda-runtime",
    build: (s) =>
      s
        .user("new lambda for the thumbnail resize")
        .assistant("Node 20 or 22 for the new lambda?")
        .user("20")
        .file("Write", "infra/thumbnail/template.yaml")
        .bash("sam build 2>&1 | tail -2", "Error: @aws-sdk/client-s3 requires Node.js >= 22 for the streaming API\nBuild Failed", 1)
        .user("ugh, 22 then. the sdk needs it")
        .assistant("Ok, Node 22 runtime for the lambda.")
        .file("Edit", "infra/thumbnail/template.yaml")
        .assistant("Build passes. Should I deploy with `sam deploy` from here?")
        .user("no, only through the pipeline")
        .assistant("Understood: deploys only go through the pipeline, never `sam deploy` from my side.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lambda", "22"] },
      { kind: "instruction", keys: ["pipeline"] },
    ],
  },
  {
    id: "b46-django-invoice-admin",
    build: (s) =>
      s
        .user("check the invoices app before release")
        .bash("python manage.py showmigrations invoices | tail -3", " [X] 0041_invoice_due\n [X] 0042_invoice_notes\n [X] 0043_invoice_number")
        .assistant("● Found 3 migrations that could be squashed (0041-0043). Squash now?")
        .user("nope")
        .assistant("● The Django admin for `Invoice` has no search box. Add one?")
        .user("yes, tmrw")
        .user("also the invoice numbers restart every year, that's on purpose, don't 'fix' it")
        .assistant("● Got it, the per-year restart of invoice numbers is intended.")
        .stop(),
    planted: [
      { kind: "task", keys: ["admin", "search"] },
      { kind: "fact", keys: ["invoice", "year"] },
    ],
  },
  {
    id: "b46-empty-todo-count",
    build: (s) =>
      s
        .user("how many TODOs do we have")
        .bash(
          "grep -rn 'TODO' src | head -4; grep -rc 'TODO' src | awk -F: '{s+=$2} END {print s}'",
          "src/api/auth.ts:41: // TODO: always refresh the token here\nsrc/db/pool.ts:12: // TODO never release on error?\nsrc/ui/Table.tsx:88: // TODO: virtualize\nsrc/ui/Modal.tsx:9: // TODO focus trap\n12",
        )
        .assistant("12 TODOs, the oldest from 2023 (`auth.ts`). Want me to list them in the PR description?")
        .user("no thanks, just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b46-rust-cli-config",
    build: (s) =>
      s
        .user("add a config file to the cli")
        .assistant("For the config format: toml or yaml?")
        .user("toml")
        .file("Write", "src/config.rs")
        .bash("cargo test config 2>&1 | tail -1", "test result: ok. 6 passed; 0 failed; 0 ignored")
        .assistant("Config is read from `~/.config/tool/config.toml`. Do you want me to keep the CHANGELOG updated with each change?")
        .user("yep, under Unreleased")
        .file("Edit", "CHANGELOG.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["toml"] },
      { kind: "instruction", keys: ["changelog"] },
    ],
  },
  {
    id: "b46-kafka-partitions",
    build: (s) =>
      s
        .user("consumer lag on orders is growing")
        .bash(
          "kafka-topics.sh --describe --topic orders --bootstrap-server localhost:9092 | head -1",
          "Topic: orders\tPartitionCount: 12\tReplicationFactor: 3",
        )
        .assistant("● Locally `orders` has 12 partitions. Is it 12 partitions on prod as well?")
        .user("24 on prod")
        .assistant("● 24 partitions on prod then, so I'll raise the consumer concurrency to 24.")
        .file("Edit", "src/main/resources/application-prod.yml")
        .assistant("● The consumer has no DLQ; a poison message blocks its partition. Add one?")
        .user("yes. not today tho")
        .stop(),
    planted: [
      { kind: "fact", keys: ["partitions", "24"] },
      { kind: "task", keys: ["dlq"] },
    ],
  },
  {
    id: "b46-a11y-axe",
    build: (s) =>
      s
        .user("the modal isn't keyboard accessible")
        .file("Edit", "src/components/Modal.tsx")
        .bash("npx vitest run src/components/Modal.test.tsx 2>&1 | tail -1", " Tests  5 passed (5)")
        .assistant("Focus is trapped and Esc closes it now. Should every new component get an axe check in its test, like the one I added here?")
        .user("yes")
        .assistant("And Lighthouse in CI?")
        .user("no, too flaky")
        .stop(),
    planted: [{ kind: "instruction", keys: ["axe"] }],
  },
  {
    id: "b46-deploy-notify",
    build: (s) =>
      s
        .user("wire the deploy job to slack")
        .assistant("● Which Slack channel gets the deploy notifications?")
        .user("#deploys-prod")
        .assistant("● Notify on every deploy, or only failures?")
        .user("only failures")
        .assistant("● Ok: only failed deploys notify, in #deploys-prod.")
        .file("Edit", ".github/workflows/deploy.yml")
        .bash("actionlint .github/workflows/deploy.yml", "")
        .stop(),
    planted: [
      { kind: "fact", keys: ["deploys-prod"] },
      { kind: "decision", keys: ["fail"] },
    ],
  },
  {
    id: "b46-empty-withdrawn-cache",
    build: (s) =>
      s
        .user("lets add caching to the profile endpoint")
        .file("Read", "src/routes/profile.ts")
        .assistant("Sure — Redis, or an in-memory LRU per instance?")
        .user("hmm actually nevermind, not now")
        .assistant("Ok, no caching then.")
        .stop(),
    planted: [],
  },
  {
    id: "b46-tf-naming-state",
    build: (s) =>
      s
        .user("new module for the cdn")
        .bash("terraform init -backend-config=backend.hcl | grep -i bucket", 'Initializing the backend... bucket = "acme-tfstate" region = "us-east-1"')
        .assistant("The state bucket is `acme-tfstate` in us-east-1, right?")
        .user("correct")
        .assistant("Resource names — snake_case like the rest of the repo?")
        .user("y")
        .file("Write", "modules/cdn/main.tf")
        .assistant("The cdn module is in, with snake_case names.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-tfstate"] },
      { kind: "instruction", keys: ["snake_case"] },
    ],
  },
  {
    id: "b46-empty-mock-data",
    build: (s) =>
      s
        .user("gimme 20 fake users in fixtures/users.json")
        .file("Write", "fixtures/users.json")
        .assistant("● Wrote 20 users with faker-style names and emails at example.com.")
        .user("ty")
        .stop(),
    planted: [],
  },
];

/** The blind set 46: events, segments and scoring of BLIND46_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND46 = plantedSet(BLIND46_SESSIONS, Date.UTC(2026, 10, 2, 9));
