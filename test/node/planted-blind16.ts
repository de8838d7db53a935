/**
 * Blind planted set 16 for the offline long-term-memory extractor. Style: everyday sessions of
 * developers at work and on side projects, any stack (Rails, Django, Go, React, Rust, Terraform,
 * Flutter, shell scripts), in OpenCode, Codex CLI and Claude Code voice; short and long
 * sessions; items stated plainly, in lists, or in passing; proposals accepted or rejected;
 * decisions changed later (only the later one is planted).
 *
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Each session is one segment; the items planted in it are listed with it. Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted code, tool output, chit-chat, and in-session requests that are done in the
 * same session.
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

const START = Date.UTC(2026, 10, 2, 8);

export const BLIND16_SESSIONS: BlindSession[] = [
  {
    id: "b16-sidekiq-retries",
    build: (s) =>
      s
        .user("billing jobs are retrying like crazy again. whats going on")
        .bash(
          "grep -n retry config/sidekiq.yml app/jobs/charge_card_job.rb",
          "config/sidekiq.yml:12:  :max_retries: 5\napp/jobs/charge_card_job.rb:3:  sidekiq_options retry: 40",
        )
        .assistant(
          "`config/sidekiq.yml` caps retries at 5, but `ChargeCardJob` overrides that with `retry: 40`, so a card that keeps failing gets hammered for about three weeks.",
        )
        .user("ugh. should we just drop it to 3?")
        .assistant("3 is tight given Stripe's occasional 502 bursts. 8 gives roughly two hours of backoff, which has covered every outage in the last quarter.")
        .user("ok fine, ChargeCardJob gets 8 retries, not 3. change it")
        .file("Edit", "app/jobs/charge_card_job.rb")
        .assistant("Done, `retry: 8` now.")
        .user("fyi the billing queue runs on its own process, sidekiq-billing on worker-2, so restart that one not the main sidekiq")
        .bash("ssh worker-2 sudo systemctl restart sidekiq-billing", "")
        .stop("Restarted sidekiq-billing on worker-2."),
    planted: [
      { kind: "decision", keys: ["chargecardjob", "retries"] },
      { kind: "fact", keys: ["sidekiq-billing", "worker-2"] },
    ],
  },
  {
    id: "b16-small-talk-css",
    build: (s) =>
      s
        .user("why does my flexbox footer float in the middle of the page on short pages lol")
        .assistant("The body isn't full height. Give the wrapper `min-height: 100vh` and `flex-direction: column`, then `margin-top: auto` on the footer.")
        .user("ahh that worked, ty")
        .stop("Glad it's fixed."),
    planted: [],
  },
  {
    id: "b16-django-settings",
    build: (s) =>
      s
        .user(
          "some ground rules for this repo before you start:\n- settings go through django-environ, never read os.environ directly\n- migrations are squashed only by me, don't squash\n- run tests with `pytest -n 4`, the serial run takes forever",
        )
        .assistant("Got it. Let me look at the current settings module.")
        .file("Read", "config/settings/base.py")
        .assistant("`base.py` already uses `env = environ.Env()`; `DATABASE_URL` and `REDIS_URL` come through it.")
        .user("yep. now add SENTRY_DSN the same way")
        .file("Edit", "config/settings/base.py")
        .bash("pytest -n 4 tests/test_settings.py", "4 passed in 2.10s")
        .stop("SENTRY_DSN is read via `env.str('SENTRY_DSN', default='')`; settings tests pass."),
    planted: [
      { kind: "instruction", keys: ["django-environ"] },
      { kind: "instruction", keys: ["squash"] },
      { kind: "instruction", keys: ["pytest -n 4"] },
    ],
  },
  {
    id: "b16-go-module-bump",
    build: (s) =>
      s
        .user("can you bump pgx to v5 in the ingest service? or is that a big deal")
        .bash("grep -rn 'jackc/pgx' --include=*.go . | wc -l", "37")
        .assistant("37 import sites. v5 moves `pgtype` and changes `pgxpool.Connect` to `pgxpool.New`; it's a half-day change with the tests.")
        .user("hmm. not today. leave a note, we need to do the pgx v5 upgrade before the postgres 16 move in january")
        .assistant("I'll leave it. Noted as open: the pgx v5 upgrade, due before the Postgres 16 move.")
        .stop(),
    planted: [{ kind: "task", keys: ["pgx", "v5"] }],
  },
  {
    id: "b16-react-state-lib",
    build: (s) =>
      s
        .user("thinking about pulling redux out of the dashboard. zustand? jotai? opinions")
        .assistant(
          "For a dashboard with a few global slices, zustand is the smaller jump: stores look like your reducers, no provider. Jotai fits better if most state is per-widget. Here's how many connected components you have:",
        )
        .bash("grep -rln 'useSelector' src | wc -l", "58")
        .user("58 is a lot. ok we're going with zustand, migrate one slice at a time starting with filters")
        .assistant("Starting with the filters slice then.")
        .file("Write", "src/stores/filters.ts")
        .file("Edit", "src/components/FilterBar.tsx")
        .bash("npm test -- FilterBar", "Tests: 6 passed, 6 total")
        .stop("The filters slice is on zustand; FilterBar tests pass. 57 components still use useSelector."),
    planted: [{ kind: "decision", keys: ["zustand"] }],
  },
  {
    id: "b16-terraform-state",
    build: (s) =>
      s
        .user("plan is failing with a lock error, pls check")
        .bash(
          "terraform plan",
          "Error: Error acquiring the state lock\n\nLock Info:\n  ID:        9f1c2a77-3b11\n  Path:      acme-tfstate/prod/network.tfstate\n  Who:       ci@runner-14\n  Created:   2026-11-03 07:02:11 UTC",
          1,
        )
        .assistant(
          "A CI run on runner-14 holds the lock since 07:02. It may have been killed mid-apply. I could `terraform force-unlock 9f1c2a77-3b11`, but only if nothing is still running.",
        )
        .user("the runner died, yes. go ahead")
        .bash("terraform force-unlock -force 9f1c2a77-3b11", "Terraform state has been successfully unlocked!")
        .user(
          "btw for future reference: prod state lives in the acme-tfstate bucket in eu-west-1, and the lock table is tf-locks. the staging state is in a different account entirely",
        )
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-tfstate"] },
      { kind: "fact", keys: ["tf-locks"] },
    ],
  },
  {
    id: "b16-flutter-flavors",
    build: (s) =>
      s
        .user("the dev flavor keeps hitting the prod api. why")
        .file("Read", "lib/config/env.dart")
        .assistant(
          "`env.dart` picks the base URL from `String.fromEnvironment('API_URL')`, but the dev launch config doesn't pass `--dart-define`, so it falls back to the prod default.",
        )
        .user("so that's the bug. we decided last sprint the fallback should be the dev url, not prod. flip it")
        .file("Edit", "lib/config/env.dart")
        .bash("flutter test test/config_test.dart", "00:02 +3: All tests passed!")
        .assistant(
          "The fallback is now `https://api.dev.fieldnotes.app`. Also worth knowing: release builds fail fast if API_URL is missing, that's in `tool/build_release.sh`.",
        )
        .user("right. and from now on always run with --flavor dev locally, i keep forgetting")
        .stop("Will do."),
    planted: [
      { kind: "decision", keys: ["fallback", "dev"] },
      { kind: "fact", keys: ["build_release.sh"] },
      { kind: "instruction", keys: ["--flavor dev"] },
    ],
  },
  {
    id: "b16-question-only",
    build: (s) =>
      s
        .user("what's the difference between `git restore --staged` and `git reset HEAD` these days?")
        .assistant(
          "For unstaging a file they do the same thing; `restore --staged` is the newer, narrower command. `reset` can also move the branch, which is why it's easier to misuse.",
        )
        .user("k, and would it always be safe to use restore in scripts?")
        .assistant("It needs git 2.23+, so only if your CI images are newer than 2019. Everything else, yes.")
        .stop(),
    planted: [],
  },
  {
    id: "b16-rust-clippy",
    build: (s) =>
      s
        .user("clippy is yelling about needless_borrow in like 40 places after the toolchain bump")
        .bash("cargo clippy --all-targets 2>&1 | grep -c needless_borrow", "41")
        .assistant("41 hits, all mechanical. `cargo clippy --fix` handles them. Want me to run it?")
        .user("yes. and going forward, CI should run clippy with -D warnings. we're not letting these pile up again")
        .bash(
          "cargo clippy --fix --allow-dirty --all-targets && cargo clippy --all-targets -- -D warnings",
          "    Finished dev [unoptimized + debuginfo] target(s) in 14.2s",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Fixed all 41 and added `cargo clippy --all-targets -- -D warnings` to ci.yml.")
        .user("also the toolchain is pinned in rust-toolchain.toml at 1.83, dont bump it in PRs unless I ask")
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["clippy", "-d warnings"] },
      { kind: "instruction", keys: ["rust-toolchain.toml"] },
    ],
  },
  {
    id: "b16-hypothesis-flaky",
    build: (s) =>
      s
        .user("test_checkout_flow fails maybe 1 in 10 runs. any idea?")
        .bash("pytest tests/e2e/test_checkout_flow.py --count 20 -q", "..F.................\n1 failed, 19 passed")
        .assistant(
          "One failure in 20. It might be the fixture that seeds inventory racing with the celery eager mode, but that's a guess; the traceback only shows a timeout.",
        )
        .user("could also be the fake clock? idk")
        .assistant("Possibly. I'd need a failing run with `--log-level=DEBUG` to tell them apart.")
        .user("let's not rabbit hole now, ill look tmrw maybe")
        .stop(),
    planted: [],
  },
  {
    id: "b16-node-version",
    build: (s) =>
      s
        .user("npm ci blows up on my machine but not in CI")
        .bash("node -v && cat .nvmrc", "v23.1.0\n20.18.0")
        .assistant("You're on Node 23 and the repo pins 20.18 in `.nvmrc`. `better-sqlite3` has no prebuilt binary for 23, so it tries to compile and fails.")
        .user("ah. ok so the rule here is: use the .nvmrc version, run `nvm use` first. put that in the readme too")
        .file("Edit", "README.md")
        .assistant("Added a 'Setup' note to the README: run `nvm use` before `npm ci`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["nvm use"] }],
  },
  {
    id: "b16-rejected-orm",
    build: (s) =>
      s
        .user("the raw SQL in reports/ is getting gnarly")
        .file("Read", "reports/monthly.go")
        .assistant("One option is moving these to sqlc: you keep writing SQL but get typed Go functions. Another is GORM, though that hides the queries.")
        .user("sqlc sounds nice but no, not now. we have bigger fish. keep raw sql")
        .assistant("Okay, leaving reports/ as is.")
        .user("actually what I do want: every query in reports/ needs a comment with the index it relies on. that's the convention going forward")
        .stop("Understood, index comment on every reports/ query."),
    planted: [{ kind: "instruction", keys: ["index", "reports/"] }],
  },
  {
    id: "b16-chitchat-weekend",
    build: (s) =>
      s
        .user("morning. long weekend, brain is mush")
        .assistant("Morning! Want to start with something small? I can list the open PRs.")
        .user("nah just reading today, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b16-api-pagination",
    build: (s) =>
      s
        .user("customers endpoint is returning 10k rows to the mobile app. we need pagination")
        .file("Read", "app/api/customers.py")
        .assistant("Offset pagination is the quick fix; cursor pagination on `(created_at, id)` is stable under inserts. Which do you want?")
        .user("cursor. and that's the rule for every new list endpoint too, no more offset")
        .file("Edit", "app/api/customers.py")
        .bash("pytest tests/api/test_customers.py -q", "7 passed in 1.42s")
        .assistant(
          "Customers list now takes `?cursor=` and returns `next_cursor`. The mobile app still calls it without a cursor, which returns the first 100.",
        )
        .user("mobile needs updating to follow next_cursor, Priya will do that next week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "task", keys: ["mobile", "next_cursor"] },
    ],
  },
  {
    id: "b16-superseded-logger",
    build: (s) =>
      s
        .user("let's standardize on winston for logging in the api")
        .assistant("Sure. Before I start, here's what's in use now:")
        .bash("grep -rlE \"from 'winston'|from 'pino'\" src | sort | uniq -c", "      3 src/server.ts\n      9 src/routes")
        .assistant("Mostly pino already (9 route files), winston only in server.ts.")
        .user("oh. scratch winston then, pino everywhere. move server.ts over")
        .file("Edit", "src/server.ts")
        .bash("npm run build", "> tsc -p .\n")
        .stop("server.ts now logs through pino; the build is clean."),
    planted: [{ kind: "decision", keys: ["pino"] }],
  },
  {
    id: "b16-codex-infra-facts",
    build: (s) =>
      s
        .user("where does the nightly export cron actually run? the one that fills the s3 bucket")
        .bash(
          "grep -rn 'nightly-export' deploy/",
          'deploy/k8s/cronjobs/nightly-export.yaml:5:  schedule: "30 2 * * *"\ndeploy/k8s/cronjobs/nightly-export.yaml:14:        image: registry.internal/exporter:2.4',
        )
        .assistant("It's a Kubernetes CronJob, `deploy/k8s/cronjobs/nightly-export.yaml`, scheduled at 02:30 UTC, image `exporter:2.4`.")
        .user("ok. and the bucket it writes to is owned by the data team, don't change its lifecycle rules, they'll kill us")
        .assistant("Understood, I won't touch the bucket's lifecycle rules.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nightly-export", "02:30"] },
      { kind: "instruction", keys: ["lifecycle"] },
    ],
  },
  {
    id: "b16-completed-request",
    build: (s) =>
      s
        .user("rename `getUsr` to `getUser` everywhere pls")
        .bash("grep -rl getUsr src | xargs sed -i 's/getUsr/getUser/g' && grep -rc getUsr src | grep -v ':0' | wc -l", "0")
        .assistant("Renamed in 6 files; no `getUsr` left.")
        .user("also add a TODO comment where the old alias was exported so people know")
        .file("Edit", "src/users/index.ts")
        .assistant("Added `// TODO: remove getUsr alias after 3.0` in src/users/index.ts, done.")
        .stop(),
    planted: [],
  },
  {
    id: "b16-people-facts",
    build: (s) =>
      s
        .user("who should review the payments PR, i'm new")
        .bash("cat CODEOWNERS | grep payments", "/src/payments/  @marta-k @devon")
        .assistant("CODEOWNERS lists @marta-k and @devon for src/payments/.")
        .user("marta's on leave till december actually. so devon it is. also devon is the one who knows the ledger reconciliation stuff, good to know")
        .assistant("Requesting devon then.")
        .bash("gh pr edit 412 --add-reviewer devon", "https://github.com/acme/shop/pull/412")
        .stop(),
    planted: [{ kind: "fact", keys: ["devon", "reconciliation"] }],
  },
  {
    id: "b16-docker-compose-long",
    build: (s) =>
      s
        .user("local setup is busted after i pulled. postgres container won't start")
        .bash(
          "docker compose up db",
          "db-1  | FATAL:  database files are incompatible with server\ndb-1  | DETAIL:  The data directory was initialized by PostgreSQL version 15, which is not compatible with this version 16.4.",
          1,
        )
        .assistant(
          "Someone bumped the image to postgres:16 and your volume still has a 15 data dir. Options: dump and restore, or drop the volume if the local data doesn't matter.",
        )
        .user("local data is garbage, nuke it")
        .bash("docker compose down -v && docker compose up -d db", " ✔ Container app-db-1  Started")
        .assistant("It's up on 16.4 now. You'll need to reseed.")
        .bash("make seed", "Seeded 120 users, 4,000 orders")
        .user("nice. btw is there a reason the seed takes so long, could we cache it?")
        .assistant("We could snapshot the seeded volume, but it would go stale every time a migration lands. Probably not worth it.")
        .user("yeah agree, skip it")
        .user("one thing: the compose file now uses postgres 16 and prod is still 15 until january, so don't use anything 16-only in migrations")
        .assistant("Noted: migrations must stay Postgres 15 compatible until prod moves.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["migrations", "15"] }],
  },
  {
    id: "b16-list-of-tasks",
    build: (s) =>
      s
        .user("wrapping up the auth refactor for today. run the suite one more time")
        .bash("go test ./internal/auth/...", "ok  \tgithub.com/acme/gw/internal/auth\t0.912s")
        .assistant("All green.")
        .user(
          "cool. left for next time:\n1. delete the legacy session table once the migration has been live a week\n2. rate limit the /login route\n3. write the runbook for rotating the signing key",
        )
        .assistant("Got it, three open items. I'll leave the code as it is.")
        .stop(),
    planted: [
      { kind: "task", keys: ["session table"] },
      { kind: "task", keys: ["rate limit", "/login"] },
      { kind: "task", keys: ["runbook", "signing key"] },
    ],
  },
  {
    id: "b16-quoted-log-never",
    build: (s) =>
      s
        .user("what does this mean?\n```\nWARN  consumer lag never recovered after rebalance; always check partition assignment\n```")
        .bash(
          "kafka-consumer-groups --bootstrap-server localhost:9092 --describe --group orders",
          "GROUP   TOPIC   PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\norders  orders  0          1200            1200            0\norders  orders  1          880             9100            8220",
        )
        .assistant(
          "Partition 1 is 8,220 behind and the others are caught up, so one consumer is stuck on partition 1 since the rebalance. The warning is just the client's generic hint.",
        )
        .user("restart the stuck consumer then")
        .bash("kubectl rollout restart deploy/orders-consumer", "deployment.apps/orders-consumer restarted")
        .stop("Restarted; lag should drain in a few minutes."),
    planted: [],
  },
  {
    id: "b16-opencode-monorepo",
    build: (s) =>
      s
        .user("in this monorepo, where do shared ui components go")
        .bash("ls packages", "api\nui\nweb\nconfig-eslint")
        .assistant("`packages/ui`, consumed by `web` through the `@acme/ui` workspace alias.")
        .user("right. rule: nothing in packages/ui may import from web or api, it's the bottom of the graph")
        .assistant("I'll keep that in mind. There's one violation now:")
        .bash('grep -rn "from \'@acme/web" packages/ui', "packages/ui/src/DateField.tsx:2:import { formatDate } from '@acme/web/lib/date'")
        .user("ugh. move formatDate into ui then")
        .file("Edit", "packages/ui/src/DateField.tsx")
        .file("Write", "packages/ui/src/date.ts")
        .stop("formatDate now lives in packages/ui/src/date.ts; web imports it from @acme/ui."),
    planted: [{ kind: "instruction", keys: ["packages/ui", "import"] }],
  },
  {
    id: "b16-empty-review",
    build: (s) =>
      s
        .user("can you explain what this regex does `^(?!.*\\.\\.)[\\w.]+@`")
        .assistant(
          "It matches the local part of an email up to `@`: word characters and dots, with a lookahead that rejects two dots in a row anywhere in the line.",
        )
        .user("ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b16-ios-signing",
    build: (s) =>
      s
        .user("fastlane match keeps failing on the new mac mini")
        .bash("bundle exec fastlane match development --readonly", "[!] Could not decrypt the repo, please make sure you enter the right password!", 1)
        .assistant("It's the passphrase for the certificates repo. Is MATCH_PASSWORD set on that machine?")
        .user("it's in 1password under 'iOS match', the mac mini is new so prob not")
        .bash(
          "MATCH_PASSWORD=$(op read 'op://Mobile/iOS match/password') bundle exec fastlane match development --readonly",
          "[✔] All required keys, certificates and provisioning profiles are installed 🙌",
        )
        .assistant("That worked. The match passphrase lives in 1Password under 'iOS match'.")
        .user("good. we also need to add the mac mini to the CI runner pool at some point, it's just sitting there")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password", "ios match"] },
      { kind: "task", keys: ["mac mini", "runner"] },
    ],
  },
  {
    id: "b16-changed-mind-db",
    build: (s) =>
      s
        .user("for the side project let's just use sqlite, it's me and 3 users")
        .assistant("SQLite works well at that size. Litestream could back it up to S3.")
        .file("Read", "src/db.rs")
        .user("hmm wait, fly.io volumes are single-region and i want the eu replica... ok changing my mind: postgres on neon instead of sqlite. final answer")
        .assistant("Switching to Postgres on Neon. I'll swap rusqlite for sqlx with the postgres feature.")
        .file("Edit", "Cargo.toml")
        .bash("cargo check", "    Finished dev [unoptimized + debuginfo] target(s) in 21.7s")
        .stop("sqlx with postgres compiles; the DATABASE_URL still needs your Neon connection string."),
    planted: [{ kind: "decision", keys: ["neon"] }],
  },
  {
    id: "b16-style-prefs",
    build: (s) =>
      s
        .user("quick prefs for you in this codebase: i like early returns over nested ifs, and please don't add docstrings to private helpers, they rot")
        .assistant("Noted, both. Starting on the parser cleanup?")
        .user("yes")
        .file("Edit", "parser/tokens.py")
        .bash("python -m pytest tests/parser -q", "22 passed in 0.61s")
        .stop("Flattened three nested blocks in tokens.py into early returns; parser tests pass."),
    planted: [
      { kind: "instruction", keys: ["early returns"] },
      { kind: "instruction", keys: ["docstrings"] },
    ],
  },
  {
    id: "b16-k8s-limits",
    build: (s) =>
      s
        .user("search pods OOMKilled again last night")
        .bash(
          "kubectl get events -n search --field-selector reason=OOMKilling | tail -3",
          "12m  Warning  OOMKilling  node/ip-10-2-3-4  Memory cgroup out of memory: Killed process 4411 (java)",
        )
        .assistant("The JVM heap is set to 3g via `-Xmx3g` and the container limit is 3Gi, so metaspace and off-heap push it over.")
        .user("what do you suggest")
        .assistant("Either lower `-Xmx` to about 70% of the limit or raise the limit to 4Gi.")
        .user("we keep heap at 70% of the limit, that's the decision. limit stays 3Gi")
        .file("Edit", "deploy/search/values.yaml")
        .stop("Set `-Xmx2150m` for the 3Gi limit."),
    planted: [{ kind: "decision", keys: ["heap", "70%"] }],
  },
  {
    id: "b16-unconfirmed-guess",
    build: (s) =>
      s
        .user("deploys got slower this week, 14 min vs 6")
        .bash("gh run list --workflow deploy.yml --limit 5 --json durationMs -q '.[].durationMs'", "842000\n861000\n355000\n349000\n371000")
        .assistant(
          "They jumped between run 3 and run 2. My guess is the docker layer cache got evicted when the runner image changed, but I haven't confirmed that.",
        )
        .user("maybe. or the new e2e step? dunno")
        .assistant("Could be either; the workflow logs would show which step grew.")
        .stop(),
    planted: [],
  },
  {
    id: "b16-feature-flags",
    build: (s) =>
      s
        .user("how are feature flags done here")
        .bash(
          "grep -rn 'flags.isOn' src | head -3",
          "src/checkout/Summary.tsx:14:  if (flags.isOn('new-tax-calc')) {\nsrc/nav/Menu.tsx:8:  flags.isOn('beta-menu')",
        )
        .assistant("Through `flags.isOn(name)`, backed by Unleash. The flag names are kebab-case.")
        .user(
          "yeah unleash is self-hosted at flags.internal, owned by platform team. and new flags need an expiry date in their description, we clean them up quarterly",
        )
        .assistant("Thanks, I'll add an expiry to any flag I create.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["unleash", "flags.internal"] },
      { kind: "instruction", keys: ["expiry"] },
    ],
  },
  {
    id: "b16-short-task",
    build: (s) =>
      s
        .user("build is green, shipping it. we still owe the changelog entry for 2.3 though, do it monday")
        .bash("git tag v2.3.0 && git push origin v2.3.0", " * [new tag]         v2.3.0 -> v2.3.0")
        .stop("Tagged v2.3.0 and pushed."),
    planted: [{ kind: "task", keys: ["changelog", "2.3"] }],
  },
  {
    id: "b16-vite-env",
    build: (s) =>
      s
        .user("why is import.meta.env.API_BASE undefined in prod builds")
        .file("Read", "vite.config.ts")
        .assistant("Vite only exposes variables prefixed with `VITE_` to client code. `API_BASE` is dropped at build time.")
        .user("ahh right. rename it to VITE_API_BASE")
        .file("Edit", ".env.production")
        .file("Edit", "src/api/client.ts")
        .bash("npm run build && grep -c api.acme.io dist/assets/*.js", "1")
        .stop("Renamed; the built bundle now contains the production base URL."),
    planted: [],
  },
  {
    id: "b16-laravel-queue",
    build: (s) =>
      s
        .user("emails from the laravel app are going out 20 minutes late")
        .bash("php artisan queue:monitor redis:default,redis:mail", "redis:default ... [3] OK\nredis:mail ....... [1,204] ALERT")
        .assistant("1,204 jobs waiting on the `mail` queue. Horizon has only one worker on it.")
        .user(
          "ok bump mail to 4 workers in horizon.php. and remember: the mail queue goes through mailgun, which rate limits us at 300/min, so never more than 4 workers there",
        )
        .file("Edit", "config/horizon.php")
        .bash("php artisan horizon:terminate", "Sending TERM signal to processes.")
        .stop("Horizon restarted with 4 mail workers."),
    planted: [
      { kind: "decision", keys: ["4 workers"] },
      { kind: "fact", keys: ["mailgun", "300/min"] },
    ],
  },
  {
    id: "b16-withdrawn-idea",
    build: (s) =>
      s
        .user("what if we cache the product catalog in redis for an hour")
        .bash("redis-cli info memory | grep used_memory_human", "used_memory_human:3.81G")
        .assistant("Redis is at 3.8G of a 4G maxmemory; the catalog is about 600MB serialized. It wouldn't fit without evictions.")
        .user("ok forget it then, never mind")
        .stop(),
    planted: [],
  },
  {
    id: "b16-elixir-conventions",
    build: (s) =>
      s
        .user(
          "adding a new context for invoices in the phoenix app. conventions: contexts don't call each other's Repo directly, go through the public functions. and every schema gets a changeset test",
        )
        .assistant("Will do. Generating the context:")
        .bash(
          "mix phx.gen.context Billing Invoice invoices number:string total_cents:integer",
          "* creating lib/shop/billing/invoice.ex\n* creating lib/shop/billing.ex",
        )
        .file("Write", "test/shop/billing/invoice_test.exs")
        .bash("mix test test/shop/billing", "4 tests, 0 failures")
        .stop("Billing context with Invoice schema and changeset tests is in."),
    planted: [
      { kind: "instruction", keys: ["contexts", "repo"] },
      { kind: "instruction", keys: ["changeset test"] },
    ],
  },
  {
    id: "b16-api-rate-fact",
    build: (s) =>
      s
        .user("the github sync job keeps hitting 403s around 10am")
        .bash("grep -c 'rate limit exceeded' logs/sync-2026-11-*.log", "logs/sync-2026-11-18.log:212\nlogs/sync-2026-11-19.log:198")
        .assistant("It's the secondary rate limit. The job fires 40 concurrent requests at 10:00 when the cron starts.")
        .user("ok we'll cap concurrency at 5 and add jitter. do it")
        .file("Edit", "jobs/github_sync.rb")
        .bash("bundle exec rspec spec/jobs/github_sync_spec.rb", "5 examples, 0 failures")
        .assistant("Concurrency is now 5 with up to 30s of jitter.")
        .user("thx. note the sync uses the acme-bot github app token, not a personal token, in case it comes up")
        .stop(),
    planted: [
      { kind: "decision", keys: ["concurrency", "5"] },
      { kind: "fact", keys: ["acme-bot"] },
    ],
  },
  {
    id: "b16-empty-explain",
    build: (s) =>
      s
        .user("explain the diff between useMemo and useCallback like im 5")
        .assistant("useMemo remembers a value, useCallback remembers a function. useCallback(fn, deps) is just useMemo(() => fn, deps).")
        .user("lol ok")
        .stop(),
    planted: [],
  },
  {
    id: "b16-svelte-side",
    build: (s) =>
      s
        .user("side project, the recipe app. i want tailwind out, it's bloating the markup")
        .assistant("We could move to plain scoped `<style>` blocks in each component; Svelte scopes them already.")
        .user("yes do that, tailwind is gone from this project")
        .bash("npm uninstall tailwindcss @tailwindcss/forms && rm tailwind.config.js", "removed 14 packages")
        .file("Edit", "src/routes/+page.svelte")
        .stop("Tailwind is removed; +page.svelte uses a scoped style block. Other routes still have utility classes to convert."),
    planted: [{ kind: "decision", keys: ["tailwind"] }],
  },
  {
    id: "b16-backups-long",
    build: (s) =>
      s
        .user("how do the db backups work, i have never looked")
        .bash("crontab -l | grep backup", "0 3 * * * /opt/scripts/pg_backup.sh >> /var/log/pg_backup.log 2>&1")
        .file("Read", "opt/scripts/pg_backup.sh")
        .assistant("A nightly `pg_dump` at 03:00 into `s3://acme-backups/pg/` with 14 days of retention. There's no restore test anywhere.")
        .user("seriously? no restore test? we need a monthly restore drill into a scratch instance, put it on the list")
        .assistant("Open item then: a monthly restore drill.")
        .user("also is 14 days enough for compliance? i think the contract says 30 but not sure")
        .assistant("I can't see the contract from here; someone in legal or ops would know.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pg_dump", "03:00"] },
      { kind: "task", keys: ["restore drill"] },
    ],
  },
  {
    id: "b16-ci-cache",
    build: (s) =>
      s
        .user("gradle builds on CI take 11 minutes, local 2")
        .bash("grep -n 'cache' .github/workflows/android.yml", "")
        .assistant("No caching in the workflow. `gradle/actions/setup-gradle` caches the wrapper, dependencies and the build cache.")
        .user("add it")
        .file("Edit", ".github/workflows/android.yml")
        .bash("gh workflow run android.yml && sleep 1 && gh run list --workflow android.yml --limit 1", "queued  android  main  push  2m")
        .assistant("Added setup-gradle; the first run warms the cache, so judge the time from the second.")
        .stop(),
    planted: [],
  },
  {
    id: "b16-secrets-rule",
    build: (s) =>
      s
        .user("paste the stripe key into .env.example so people know the format")
        .assistant("I'd rather not put a real key in a committed file. A placeholder like `sk_test_xxx` shows the format.")
        .user("yeah right, good catch. placeholder then. and that's a hard rule: no real secrets in any committed file, ever")
        .file("Edit", ".env.example")
        .stop("Added `STRIPE_SECRET_KEY=sk_test_xxx` to .env.example."),
    planted: [{ kind: "instruction", keys: ["secrets", "committed"] }],
  },
  {
    id: "b16-perf-fact",
    build: (s) =>
      s
        .user("how slow is the search endpoint really")
        .bash("hey -n 500 -c 20 http://localhost:8080/search?q=boots | grep -E 'Average|99%'", "  Average:\t0.1840 secs\n  99% in 0.6120 secs")
        .assistant("184 ms average, 612 ms p99 locally.")
        .user("the real bottleneck is the elastic cluster in prod btw, it's 3 nodes on t3.large and hits CPU credits every afternoon")
        .assistant("That explains the afternoon slowdowns in the graphs. Worth moving off burstable instances at some point.")
        .user("yes, move elastic off t3 before black friday. add it to the todo")
        .stop(),
    planted: [
      { kind: "fact", keys: ["elastic", "t3.large"] },
      { kind: "task", keys: ["t3", "black friday"] },
    ],
  },
  {
    id: "b16-superseded-branching",
    build: (s) =>
      s
        .user("let's do release branches, release/x.y, cut every two weeks")
        .bash("git branch -r | grep release | tail -2", "  origin/release/4.1\n  origin/release/4.2")
        .assistant("There are already release/4.1 and 4.2. Want me to cut release/4.3?")
        .user("actually no, talked to the team. we're dropping release branches, trunk based from now on, releases are tags on main")
        .assistant("Got it, no release/4.3. Tags on main from now on.")
        .bash("git tag v4.3.0 main && git push origin v4.3.0", " * [new tag]         v4.3.0 -> v4.3.0")
        .stop(),
    planted: [{ kind: "decision", keys: ["trunk"] }],
  },
  {
    id: "b16-empty-typo",
    build: (s) => s.user("fix teh typo in the 404 page, 'pgae not found'").file("Edit", "templates/404.html").assistant("Fixed: 'page not found'.").stop(),
    planted: [],
  },
  {
    id: "b16-python-deps",
    build: (s) =>
      s
        .user("pip install keeps resolving for 10 minutes")
        .bash("cat requirements.txt | wc -l && ls", "87\nrequirements.txt\nsetup.py\nsrc")
        .assistant("87 unpinned requirements. uv or pip-tools with a lock file would make it fast and reproducible.")
        .user("uv. we're moving this repo to uv with a uv.lock, go")
        .bash("uv init --bare && uv add -r requirements.txt", "Resolved 142 packages in 3.21s")
        .assistant("pyproject.toml and uv.lock are in. requirements.txt is still there for the old Dockerfile.")
        .user("leave it for now, the Dockerfile has to switch to uv sync later, that's on me")
        .stop(),
    planted: [
      { kind: "decision", keys: ["uv.lock"] },
      { kind: "task", keys: ["dockerfile", "uv sync"] },
    ],
  },
  {
    id: "b16-grafana-oncall",
    build: (s) =>
      s
        .user("whats our on-call rotation tool?")
        .bash(
          "grep -rn pagerduty infra/ | head -2",
          'infra/alerts/main.tf:3:provider "pagerduty" {\ninfra/alerts/main.tf:21:  escalation_policy = pagerduty_escalation_policy.backend.id',
        )
        .assistant("PagerDuty, configured in Terraform under infra/alerts, with a 'backend' escalation policy.")
        .user("right and the backend escalation goes to the primary for 15 min then to Ana, she's the eng manager")
        .stop("Thanks."),
    planted: [{ kind: "fact", keys: ["escalation", "15 min"] }],
  },
  {
    id: "b16-proposal-never-confirmed",
    build: (s) =>
      s
        .user("the user service is a mess")
        .file("Read", "services/user/handler.go")
        .assistant("I'd propose splitting it into auth, profile and preferences handlers, each with its own store interface. Should I draft that?")
        .user("hmm let me think about it")
        .assistant("Sure. The file is 1,400 lines with 31 handlers, for reference.")
        .stop(),
    planted: [],
  },
  {
    id: "b16-commit-style",
    build: (s) =>
      s
        .user("commit this. and fyi we do conventional commits here, feat:/fix:/chore:, scope in parens")
        .bash(
          "git add -A && git commit -m 'fix(cart): keep quantity when variant changes'",
          "[main 4e1a2b9] fix(cart): keep quantity when variant changes\n 2 files changed, 11 insertions(+), 3 deletions(-)",
        )
        .assistant("Committed as `fix(cart): keep quantity when variant changes`.")
        .user("👍 and never push directly, always open a PR even for one-liners")
        .bash("gh pr create --fill", "https://github.com/acme/shop/pull/418")
        .stop("Opened PR #418."),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "instruction", keys: ["pr", "push"] },
    ],
  },
  {
    id: "b16-timezones",
    build: (s) =>
      s
        .user("report totals are off by one day for australian customers")
        .bash("psql -c \"show timezone\" && grep -n 'date_trunc' reports/daily.sql", " TimeZone\n----------\n UTC\n14:  date_trunc('day', o.created_at)")
        .assistant(
          "The database stores timestamps in UTC and the report truncates in UTC. For Sydney that shifts anything before 11:00 local into the previous day.",
        )
        .user(
          "so all timestamps are UTC in the db, good, that stays. reports should truncate in the customer's timezone, column is accounts.tz. fix the daily one now, the weekly one is also broken but later",
        )
        .file("Edit", "reports/daily.sql")
        .bash("psql -f reports/daily.sql -v account=77 | tail -2", " 2026-11-20 | 4120.50\n(1 row)")
        .stop("Daily report now truncates with `AT TIME ZONE a.tz`."),
    planted: [
      { kind: "fact", keys: ["utc"] },
      { kind: "task", keys: ["weekly"] },
    ],
  },
  {
    id: "b16-empty-status",
    build: (s) =>
      s
        .user("status of the branch?")
        .bash("git status -sb", "## feat/export...origin/feat/export [ahead 2]\n M src/export.ts")
        .assistant("Two commits ahead of origin and one modified file, src/export.ts.")
        .stop(),
    planted: [],
  },
  {
    id: "b16-graphql-decision",
    build: (s) =>
      s
        .user("new partner api: graphql or rest?")
        .assistant("Partners usually want REST with OpenAPI; GraphQL is nicer for your own frontends. Your gateway only does REST today.")
        .bash("ls api/openapi", "v1.yaml\nv2.yaml")
        .user("rest + openapi, decided. v3.yaml for the partner endpoints. graphql maybe someday for the app but not now")
        .file("Write", "api/openapi/v3.yaml")
        .stop("Started api/openapi/v3.yaml with the partner paths stubbed."),
    planted: [{ kind: "decision", keys: ["openapi", "partner"] }],
  },
  {
    id: "b16-mixed-tasks-assistant",
    build: (s) =>
      s
        .user("summarize where we left the image pipeline")
        .bash("git log --oneline -3 -- pipeline/", "a1b2c3d resize: webp output\n9f8e7d6 resize: worker pool\n1122aa3 pipeline: sqs intake")
        .assistant(
          "Resizing writes WebP now, with a worker pool fed from SQS. Still open from last week: AVIF output was postponed, and the dead-letter queue has no alarm yet.",
        )
        .user("yep both still todo. the DLQ alarm first")
        .stop(),
    planted: [
      { kind: "task", keys: ["avif"] },
      { kind: "task", keys: ["dead-letter", "alarm"] },
    ],
  },
  {
    id: "b16-lint-rule",
    build: (s) =>
      s
        .user("eslint complains about any in 200 places. can we turn no-explicit-any off")
        .bash("npx eslint . --rule '@typescript-eslint/no-explicit-any: error' -f unix | wc -l", "203")
        .assistant("Turning it off hides new ones too. An option is `warn` with a ratchet that fails CI if the count goes up.")
        .user("no, keep it as an error. we fix them file by file, not disabling the rule")
        .assistant("Keeping `no-explicit-any` at error.")
        .stop(),
    planted: [{ kind: "decision", keys: ["no-explicit-any"] }],
  },
  {
    id: "b16-empty-hello",
    build: (s) => s.user("hey are you there").assistant("Yes, what are we working on?").user("nothing yet, testing the new terminal").stop(),
    planted: [],
  },
  {
    id: "b16-mobile-fact",
    build: (s) =>
      s
        .user("android build failing with minSdk error")
        .bash(
          "./gradlew assembleDebug 2>&1 | grep -i minsdk",
          "uses-sdk:minSdkVersion 23 cannot be smaller than version 26 declared in library [androidx.health.connect]",
          1,
        )
        .assistant("Health Connect needs minSdk 26; the app is at 23.")
        .user("we dropped below-26 devices last quarter anyway, minSdk is 26 now officially. update it")
        .file("Edit", "app/build.gradle.kts")
        .bash("./gradlew assembleDebug", "BUILD SUCCESSFUL in 48s")
        .stop(),
    planted: [{ kind: "decision", keys: ["minsdk", "26"] }],
  },
  {
    id: "b16-wordpress-client",
    build: (s) =>
      s
        .user("client site again. the contact form plugin stopped sending")
        .bash("wp plugin list --status=active --fields=name,version | grep -i form", "wpforms-lite\t1.9.1")
        .assistant("WPForms 1.9.1 is active. Its log shows SMTP auth failures since Tuesday.")
        .user("their host is siteground and outbound smtp goes through the postmark account on the agency's name, the password got rotated on tuesday")
        .bash("wp option update wp_mail_smtp --format=json < /tmp/smtp.json", "Success: Updated 'wp_mail_smtp' option.")
        .assistant("Updated the SMTP settings; a test mail went through.")
        .user("good. still need to renew their ssl cert before the 14th, and bill them for this hour")
        .stop(),
    planted: [
      { kind: "fact", keys: ["postmark"] },
      { kind: "task", keys: ["ssl", "14th"] },
      { kind: "task", keys: ["bill"] },
    ],
  },
  {
    id: "b16-homelab",
    build: (s) =>
      s
        .user("my homelab nas is at 92% disk, what's eating it")
        .bash("du -sh /mnt/tank/* | sort -h | tail -3", "410G\t/mnt/tank/photos\n1.2T\t/mnt/tank/media\n2.9T\t/mnt/tank/snapshots")
        .assistant("Snapshots take 2.9T. Is the prune job running?")
        .user("the pruning runs from the raspberry pi, not the nas, it's the pi that's been dead since the power cut")
        .assistant("That would explain it: no pruning since the outage.")
        .user("yeah. i need to replace the pi's sd card this weekend, leave it on the list")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pruning", "raspberry pi"] },
      { kind: "task", keys: ["sd card"] },
    ],
  },
];

export const BLIND16 = plantedSet(BLIND16_SESSIONS, START);
