/**
 * Blind planted set 88 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a startup CTO building a mobile app's backend in Elixir/Phoenix (Ecto, Oban, LiveView admin,
 * Fly.io) who writes in markdown (headings, bullet lists, bold, code blocks), often several items in
 * one structured message; Claude Code voice for the agent.
 * Each session is one segment; the items planted in it are listed with it: 65 items (16 decisions, 17 instructions,
 * 16 facts, 16 tasks) in 48 sessions, 11 of which plant nothing (49 user/assistant messages between them). Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted config/logs/tool output with "always"/"never"/"TODO", chit-chat, and requests
 * done in the same session. Superseded decisions: only the later one is planted.
 *
 * Matching rule (fixed before the extractor was run on this set; the one in planted-blind.ts):
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

export const BLIND88_SESSIONS: BlindSession[] = [
  {
    id: "b88-oban-setup",
    build: (s) =>
      s
        .user(
          "## background jobs\n\nok decided on this over the weekend:\n\n- we're going with **Oban**, not Exq. we already run Postgres, I don't want a Redis just for queues\n- queues to start: `default: 10`, `mailers: 5`, `push: 20`\n\ncan you wire it into `application.ex` + config?",
        )
        .file("Read", "lib/pulse/application.ex")
        .bash("mix deps.get", "Resolving Hex dependencies...\nDependency resolution completed:\nNew:\n  oban 2.18.3\n* Getting oban (Hex package)")
        .file("Edit", "lib/pulse/application.ex")
        .file("Edit", "config/config.exs")
        .bash(
          "mix ecto.gen.migration add_oban_jobs_table && mix ecto.migrate",
          "* creating priv/repo/migrations/20261116091200_add_oban_jobs_table.exs\n\n09:12:31.044 [info] == Running 20261116091200 Pulse.Repo.Migrations.AddObanJobsTable.up/0 forward\n09:12:31.201 [info] == Migrated 20261116091200 in 0.1s",
        )
        .assistant(
          "Oban is in the supervision tree with the three queues (`default: 10`, `mailers: 5`, `push: 20`) and the `oban_jobs` migration has run locally. I used `Oban.Plugins.Pruner` with the default 60s max age; want a longer retention for debugging?",
        )
        .user(
          "7 days for the pruner is fine. oh and **TODO for before the EU launch**: the push queue needs a rate limiter, APNs starts throttling us above a few hundred/sec",
        )
        .file("Edit", "config/config.exs")
        .stop("Pruner set to 7 days (`max_age: 604_800`)."),
    planted: [
      { kind: "decision", keys: ["oban", "exq"] },
      { kind: "task", keys: ["rate limiter"] },
    ],
  },
  {
    id: "b88-fly-topology",
    build: (s) =>
      s
        .user("deploy failed again, can you look? `fly deploy` just hangs on the health check")
        .bash(
          "fly logs -a pulse-api --no-tail | tail -8",
          "2026-11-17T09:02:11Z app[148e2] iad [info] ** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2000ms\n2026-11-17T09:02:11Z app[148e2] iad [info] Health check on port 4000 must pass within 30s\n2026-11-17T09:02:40Z runner[148e2] iad [info] Machine did not pass health checks, always rolling back",
        )
        .assistant(
          "The new machine can't get a DB connection within the health-check window. Is the new machine in a region that reaches Postgres over the private network, or could `DATABASE_URL` be pointing somewhere else?",
        )
        .user(
          "ugh right, context you should have:\n\n- `pulse-api` runs in **iad** and **fra**\n- the Postgres primary is in iad, **fra only has a read replica** — writes from fra go through `fly-replay`\n- I always deploy with `--strategy bluegreen` going forward, the rolling ones kept leaving a half-dead machine",
        )
        .bash("fly secrets list -a pulse-api | grep DATABASE", "DATABASE_URL            \t2f8a1c...\t2026-11-12T18:44:02Z")
        .file("Edit", "lib/pulse/repo.ex")
        .bash(
          "fly deploy -a pulse-api --strategy bluegreen",
          "==> Verifying app config\n--> Verified app config\n==> Building image\n...\nCreating green machines\nWaiting for all green machines to be healthy\nMachine 148e2 [app] - 1/1 passing\nMarking green machines as ready\nDeployment complete",
        )
        .stop("Deployed with bluegreen; the fra machine now uses the replica URL for reads and replays writes to iad."),
    planted: [
      { kind: "fact", keys: ["replica", "fra"] },
      { kind: "instruction", keys: ["bluegreen"] },
    ],
  },
  {
    id: "b88-money-columns",
    build: (s) =>
      s
        .user(
          "new table for in-app purchases. a couple of schema rules while we're at it, these apply to every table from now on:\n\n1. money is stored as **integer cents** (`amount_cents`), no `Decimal`, no floats\n2. all timestamps are `utc_datetime_usec`\n\nfields for purchases: user_id, product_sku, amount_cents, currency, store (apple|google), receipt_id",
        )
        .bash(
          "mix phx.gen.schema Billing.Purchase purchases user_id:references:users product_sku:string amount_cents:integer currency:string store:string receipt_id:string",
          "* creating lib/pulse/billing/purchase.ex\n* creating priv/repo/migrations/20261118093011_create_purchases.exs",
        )
        .file("Edit", "priv/repo/migrations/20261118093011_create_purchases.exs")
        .file("Edit", "lib/pulse/billing/purchase.ex")
        .assistant(
          "Schema and migration are in. I set `@timestamps_opts [type: :utc_datetime_usec]` on the schema and made `store` an `Ecto.Enum` of `[:apple, :google]`. Should `receipt_id` be unique per store?",
        )
        .user("yes unique on (store, receipt_id)")
        .file("Edit", "priv/repo/migrations/20261118093011_create_purchases.exs")
        .bash("mix ecto.migrate", "[info] == Migrated 20261118093011 in 0.0s")
        .stop("Added the unique index on `(store, receipt_id)` and migrated."),
    planted: [
      { kind: "instruction", keys: ["cents"] },
      { kind: "instruction", keys: ["utc_datetime_usec"] },
    ],
  },
  {
    id: "b88-admin-live-session",
    build: (s) =>
      s
        .user("I want a LiveView admin for support — look up a user, see their purchases, comp a subscription. how would you structure the auth?")
        .file("Read", "lib/pulse_web/router.ex")
        .assistant(
          "Two options:\n\n1. Reuse the existing `:browser` pipeline and check `is_admin` in each LiveView's `mount/3`.\n2. Put the admin under `/admin` in its own `live_session :admin` with an `on_mount {PulseWeb.AdminAuth, :require_admin}` hook, so every admin LiveView is covered and live navigation can't cross into it from the public session.\n\nI'd go with 2.",
        )
        .user("2, separate live_session. do it")
        .file("Write", "lib/pulse_web/live/admin_auth.ex")
        .file("Edit", "lib/pulse_web/router.ex")
        .file("Write", "lib/pulse_web/live/admin/user_live.ex")
        .bash("mix test test/pulse_web/live/admin", "......\nFinished in 0.4 seconds (0.2s async, 0.2s sync)\n6 tests, 0 failures")
        .user("nice. follow-up for later, not now: comping needs an **audit log** (who comped what, when) before we give support access")
        .stop("Noted — the admin user page and the `live_session :admin` guard are in, 6 tests pass."),
    planted: [
      { kind: "decision", keys: ["live_session"] },
      { kind: "task", keys: ["audit log"] },
    ],
  },
  {
    id: "b88-duplicate-pushes",
    build: (s) =>
      s
        .user("users on android are getting the same 'new message' push 2-3 times. started yesterday. look into it?")
        .bash(
          'mix run -e \'Pulse.Repo.query!("select worker, state, count(*) from oban_jobs where queue = $1 and inserted_at > now() - interval $2 group by 1,2", ["push", "1 day"]) |> IO.inspect\'',
          '%Postgrex.Result{rows: [["Pulse.Push.SendWorker", "completed", 41822], ["Pulse.Push.SendWorker", "retryable", 311]]}',
        )
        .assistant(
          "Could be FCM itself retrying on a slow ack, or our own Oban retries re-sending after a timeout. Let me check whether the same message_id shows up in more than one completed job.",
        )
        .bash(
          "mix run priv/scripts/dup_push_check.exs",
          "message_id=msg_8Hq2 jobs=3 attempts=[1,2,3] unique_period=60 backoff_s=[15,30]\nmessage_id=msg_91Lk jobs=2 attempts=[1,2] unique_period=60 backoff_s=[15]",
        )
        .assistant(
          "Found it: `SendWorker` uses `unique: [period: 60]` but the FCM call times out at 90s, so when it retries the original job is still considered past its unique window and a second job gets inserted by the message fan-out. Root cause is the unique period being shorter than the FCM timeout.",
        )
        .user("ok that's the cause then, good find. bump unique to 300 and cut the FCM timeout to 20s")
        .file("Edit", "lib/pulse/push/send_worker.ex")
        .bash("mix test test/pulse/push", ".........\n9 tests, 0 failures")
        .stop("Unique period is 300s and the FCM timeout 20s; push tests pass."),
    planted: [{ kind: "fact", keys: ["unique", "fcm"] }],
  },
  {
    id: "b88-team-owners",
    build: (s) =>
      s
        .user(
          "## who's who (for your context)\n\n- **Priya** owns the iOS app\n- **Marco** owns Android and the FCM setup\n- I (Dan) own the backend + infra\n\nand a rule: **never remove or rename fields in `/api/v1` responses** — old app builds still hit v1 and we can't force-upgrade them. add new stuff to v2 only.\n\nanyway, today: the `/api/v2/feed` endpoint needs cursor pagination",
        )
        .file("Read", "lib/pulse_web/controllers/api/v2/feed_controller.ex")
        .file("Edit", "lib/pulse_web/controllers/api/v2/feed_controller.ex")
        .file("Edit", "lib/pulse/feed.ex")
        .bash("mix test test/pulse_web/controllers/api/v2/feed_controller_test.exs", "....\n4 tests, 0 failures")
        .assistant("`/api/v2/feed` now takes `?cursor=` (opaque base64 of `{inserted_at, id}`) and returns `next_cursor`. v1 untouched.")
        .user("👍")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "ios"] },
      { kind: "fact", keys: ["marco", "android"] },
      { kind: "instruction", keys: ["v1", "fields"] },
    ],
  },
  {
    id: "b88-auth-tokens",
    build: (s) =>
      s
        .user("let's do the API auth. plan is Guardian for JWTs, access token 15 min, refresh 30 days")
        .bash("mix hex.info guardian", 'Guardian: Elixir Authentication framework\n\nConfig: {:guardian, "~> 2.3"}\nReleases: 2.3.2, 2.3.1, 2.3.0, ...')
        .assistant(
          "Before I add it: Guardian brings a fair amount of framework (pipelines, plugs, impl module). If you only need signing/verifying JWTs, `Joken` is much smaller. Do you need Guardian's permissions or DB-tracked tokens?",
        )
        .user("no we don't. ok scratch Guardian — **going with Joken**, keep it small. same lifetimes")
        .bash("mix deps.get", "New:\n  joken 2.6.2\n  jose 1.11.10")
        .file("Write", "lib/pulse/auth/token.ex")
        .file("Write", "lib/pulse_web/plugs/require_auth.ex")
        .bash("mix test test/pulse/auth", "......\n6 tests, 0 failures")
        .assistant(
          "Access/refresh tokens are issued and verified with Joken (HS256, 15 min / 30 days), and `RequireAuth` plug is on the `:api_authed` pipeline.",
        )
        .user("good. refresh token **rotation + reuse detection** is next sprint, not today")
        .stop("Understood, leaving rotation for then."),
    planted: [
      { kind: "decision", keys: ["joken"] },
      { kind: "task", keys: ["rotation"] },
    ],
  },
  {
    id: "b88-credo-style",
    build: (s) =>
      s
        .user("run credo on the billing context?")
        .bash(
          "mix credo lib/pulse/billing --strict",
          "┃ [R] → Nested modules could be aliased at the top of the invoking module.\n┃       lib/pulse/billing/receipts.ex:44:7 #(Pulse.Billing.Receipts.verify)\n┃ [F] ↘ Function body is nested too deep (max depth is 2, was 4).\n┃       lib/pulse/billing/receipts.ex:61:11\n\n2 issues",
        )
        .file("Read", "lib/pulse/billing/receipts.ex")
        .assistant("Two issues: an un-aliased nested module and a `case` nested four deep in `verify/1`. I can flatten `verify/1` into a `with` chain.")
        .user(
          "yes please. and generally: **I prefer `with` chains over nested case** — anything more than one level of case, rewrite it. also `mix credo --strict` has to be clean before you commit anything, every time",
        )
        .file("Edit", "lib/pulse/billing/receipts.ex")
        .bash(
          "mix credo lib/pulse/billing --strict && mix test test/pulse/billing",
          "Analysis took 0.3 seconds\n41 mods/funs, found no issues.\n.......\n7 tests, 0 failures",
        )
        .stop("`verify/1` is a `with` chain now and credo is clean."),
    planted: [
      { kind: "instruction", keys: ["with", "nested case"] },
      { kind: "instruction", keys: ["credo", "strict"] },
    ],
  },
  {
    id: "b88-staging-cold",
    build: (s) =>
      s
        .user("the iOS folks say staging login 'times out' sometimes. repro?")
        .bash("time curl -s -o /dev/null -w '%{http_code}' https://pulse-api-staging.fly.dev/api/v2/health", "200\nreal\t0m8.412s")
        .bash("time curl -s -o /dev/null -w '%{http_code}' https://pulse-api-staging.fly.dev/api/v2/health", "200\nreal\t0m0.187s")
        .bash(
          "fly scale show -a pulse-api-staging",
          'VM Resources for app: pulse-api-staging\nGroups\nNAME\tCOUNT\tKIND\tCPUS\tMEMORY\tREGIONS\napp\t1\tshared\t1\t512 MB\tiad\nauto_stop_machines = "stop"\nmin_machines_running = 0',
        )
        .assistant(
          "First request 8.4s, second 0.19s. `pulse-api-staging` has `min_machines_running = 0`, so it scales to zero when idle and the first request pays a cold start of ~8s, which is past the iOS client's 5s timeout.",
        )
        .user("right, that's by design — staging scales to zero to save money, keep it that way. I'll tell Priya to hit /health first. thanks")
        .stop(),
    planted: [{ kind: "fact", keys: ["staging", "scales to zero"] }],
  },
  {
    id: "b88-uploads",
    build: (s) =>
      s
        .user(
          "avatar + voice-note uploads.\n\n### decided\n- storage: **Tigris** (Fly's S3-compatible thing), not AWS S3 — egress is free and it's in the same network\n- presigned PUT from the app, we never proxy bytes through Phoenix\n\n### open\n- do we need virus scanning? no idea yet\n\nstart with presigned URLs for avatars",
        )
        .bash("mix deps.get", "New:\n  ex_aws 2.5.8\n  ex_aws_s3 2.5.6")
        .file("Write", "lib/pulse/uploads.ex")
        .file("Edit", "config/runtime.exs")
        .bash(
          "fly storage create -a pulse-api -n pulse-uploads",
          "Your Tigris project (pulse-uploads) is ready.\nSet the following secrets on pulse-api: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL_S3, BUCKET_NAME",
        )
        .assistant("`Pulse.Uploads.presign_avatar/1` returns a 10-minute presigned PUT to the `pulse-uploads` bucket. Max size?")
        .user("5 MB for avatars, voice notes later")
        .file("Edit", "lib/pulse/uploads.ex")
        .stop("Presign now sets a 5 MB content-length-range."),
    planted: [
      { kind: "decision", keys: ["tigris"] },
      { kind: "decision", keys: ["presigned"] },
    ],
  },
  {
    id: "b88-flaky-mox",
    build: (s) =>
      s
        .user("CI failed on main, `NotifierTest` again. flaky?")
        .bash(
          "mix test test/pulse/notifier_test.exs --seed 0 --repeat-until-failure 20",
          "** (Mox.UnexpectedCallError) no expectation defined for Pulse.Push.MockClient.send/2 in process #PID<0.912.0> with args [...]\n\nRan 7 times before failure",
        )
        .assistant("Maybe a timing issue with the Task the notifier spawns? Let me check how the mock is set up.")
        .file("Read", "test/pulse/notifier_test.exs")
        .assistant(
          "It's not timing. `NotifierTest` is `async: true` but calls `Mox.set_mox_global()` in setup, so it leaks expectations into other async tests (and vice versa). Confirmed by running with `async: false`: 200 runs, no failure.",
        )
        .bash("mix test test/pulse/notifier_test.exs --repeat-until-failure 200", "Finished in 14.2 seconds\n1400 tests, 0 failures")
        .user(
          "ok so the set_mox_global + async combo is the culprit. make it async false for now\n\nremind me to move the notifier to `Mox.allow/3` properly so it can go async again",
        )
        .file("Edit", "test/pulse/notifier_test.exs")
        .stop("NotifierTest is `async: false` now."),
    planted: [
      { kind: "fact", keys: ["set_mox_global", "async"] },
      { kind: "task", keys: ["allow"] },
    ],
  },
  {
    id: "b88-oban-cron",
    build: (s) =>
      s
        .user("need a nightly job that expires stale device tokens (no activity for 90 days). cron in Oban?")
        .file("Write", "lib/pulse/push/expire_tokens_worker.ex")
        .file("Edit", "config/config.exs")
        .bash("mix test test/pulse/push/expire_tokens_worker_test.exs", "..\n2 tests, 0 failures")
        .assistant('Added `ExpireTokensWorker` and an `Oban.Plugins.Cron` entry `{"0 3 * * *", Pulse.Push.ExpireTokensWorker}` (03:00 UTC).')
        .user(
          "good. btw convention for all cron jobs: **schedule them in UTC and between 02:00–05:00**, that's our lowest traffic window. and put them all in the `maintenance` queue, not default",
        )
        .file("Edit", "config/config.exs")
        .stop("Moved it to a `maintenance: 2` queue."),
    planted: [
      { kind: "instruction", keys: ["02:00"] },
      { kind: "instruction", keys: ["maintenance", "queue"] },
    ],
  },
  {
    id: "b88-db-limits",
    build: (s) =>
      s
        .user("getting `too many connections` errors during the 9am spike")
        .bash("fly postgres connect -a pulse-db -c 'show max_connections'", " max_connections \n-----------------\n 100\n(1 row)")
        .bash("grep -rn pool_size config/", 'config/runtime.exs:31:    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")')
        .assistant(
          "Postgres `max_connections` is 100. With 4 machines × `POOL_SIZE=20` (set in secrets) plus Oban's notifier connections and the replica's, you're above 100 at peak. Options: lower POOL_SIZE to 15, or put PgBouncer in front. Want me to try lower pool first?",
        )
        .user("lower it to 15 for now. and yes the db is `pulse-db`, 100 max connections is a hard limit on this plan")
        .bash(
          "fly secrets set POOL_SIZE=15 -a pulse-api",
          "Secrets are staged for the first deployment\nUpdating existing machines in 'pulse-api' with rolling strategy\n✔ Machine 148e2 [app] update succeeded",
        )
        .user("TODO next week: **evaluate PgBouncer** so we can scale machines past 6")
        .stop(),
    planted: [
      { kind: "fact", keys: ["100", "max_connections"] },
      { kind: "task", keys: ["pgbouncer"] },
    ],
  },
  {
    id: "b88-push-provider",
    build: (s) =>
      s
        .user("which push lib are we on? pigeon?")
        .bash("grep -n push mix.exs", 'mix.exs:58:      {:pigeon, "~> 2.0"},')
        .assistant(
          "Yes, `pigeon 2.0` for both APNs and FCM. Do you want to keep it? There's also a lighter option of calling FCM's HTTP v1 API directly with Finch, since Pigeon's FCM adapter has had issues with token refresh.",
        )
        .user("hmm. let me think. what issues exactly?")
        .assistant(
          "Pigeon 2.0's FCM v1 adapter refreshes its OAuth token via Goth; if Goth isn't started before Pigeon, the first sends fail with `:unauthenticated`. It's ordering in the supervision tree, not a Pigeon bug as such.",
        )
        .user("ok then we **stay on pigeon**, just make sure Goth starts first")
        .file("Edit", "lib/pulse/application.ex")
        .bash("mix test test/pulse/push", ".........\n9 tests, 0 failures")
        .stop("Goth now starts before Pigeon in the supervision tree."),
    planted: [{ kind: "decision", keys: ["pigeon"] }],
  },
  {
    id: "b88-release-migrate",
    build: (s) =>
      s
        .user("can you run the purchases migration on prod?")
        .assistant("I'd need to connect to prod. Should I run `mix ecto.migrate` with the prod `DATABASE_URL` from here, or is there a release task?")
        .user(
          "**never run migrations against prod from a laptop.** they go through the release: `Pulse.Release.migrate/0` runs as the fly `release_command` on every deploy. so just deploy",
        )
        .file("Read", "fly.toml")
        .bash(
          "fly deploy -a pulse-api --strategy bluegreen",
          "Running pulse-api release_command: /app/bin/migrate\n  release_command 148e2 completed successfully\nCreating green machines\nDeployment complete",
        )
        .stop("Deployed; the release_command ran the migration."),
    planted: [{ kind: "instruction", keys: ["laptop", "migrations"] }],
  },
  {
    id: "b88-feature-flags",
    build: (s) =>
      s
        .user("we need feature flags for the new onboarding. options?")
        .assistant(
          "For Elixir: **FunWithFlags** (Ecto + optional Redis cache, has a web UI), or a tiny `flags` table we own and cache in `:persistent_term`. FunWithFlags supports percentage and actor gates out of the box.",
        )
        .user("FunWithFlags, ecto persistence only, no redis. and mount its UI inside our admin live_session? or is that annoying")
        .bash("mix deps.get", "New:\n  fun_with_flags 1.12.0\n  fun_with_flags_ui 1.0.0")
        .file("Edit", "config/config.exs")
        .file("Edit", "lib/pulse_web/router.ex")
        .assistant(
          "FunWithFlags UI is a Plug, not a LiveView, so it can't sit inside `live_session :admin`; I mounted it under `/admin/flags` behind the same `:require_admin` pipeline plug instead.",
        )
        .user("fine")
        .stop(),
    planted: [{ kind: "decision", keys: ["funwithflags"] }],
  },
  {
    id: "b88-apns-env",
    build: (s) =>
      s
        .user("Priya says TestFlight builds get no pushes but dev builds do")
        .bash("fly secrets list -a pulse-api | grep APNS", "APNS_KEY_ID     \t...\nAPNS_TEAM_ID    \t...\nAPNS_MODE       \t...")
        .bash("fly ssh console -a pulse-api -C 'printenv APNS_MODE'", "dev")
        .assistant(
          "`APNS_MODE` is `dev` on prod, so we talk to the APNs sandbox. TestFlight builds use production device tokens, which the sandbox rejects with `BadDeviceToken`. Dev builds from Xcode use sandbox tokens, which is why those work.",
        )
        .user("🤦 ok. set it to prod. and good to know: **TestFlight = production APNs**, I keep forgetting")
        .bash("fly secrets set APNS_MODE=prod -a pulse-api", "✔ Machine 148e2 [app] update succeeded")
        .stop(),
    planted: [{ kind: "fact", keys: ["testflight", "production"] }],
  },
  {
    id: "b88-ci-pipeline",
    build: (s) =>
      s
        .user(
          "setting up CI (github actions). here's what I want:\n\n```yaml\n# always run on PRs, never on tags\non: [pull_request]\n```\n\n- `mix format --check-formatted`\n- `mix credo --strict`\n- `mix test` with a postgres service\n- dialyzer: let's skip it in CI for now, it takes 9 min cold",
        )
        .file("Write", ".github/workflows/ci.yml")
        .bash(
          "act pull_request -j test --container-architecture linux/amd64 2>&1 | tail -4",
          "| 312 tests, 0 failures\n| Finished in 18.3 seconds\n[CI/test] ✅  Success - Main mix test\n[CI/test] 🏁  Job succeeded",
        )
        .assistant(
          "CI workflow is in: format check, credo --strict, tests against a `postgres:16` service. Dialyzer left out. Want PLT caching added so dialyzer can come back later?",
        )
        .user("later. **TODO: bring dialyzer back into CI** once we cache the PLTs")
        .stop(),
    planted: [{ kind: "task", keys: ["dialyzer"] }],
  },
  {
    id: "b88-phoenix-versions",
    build: (s) =>
      s
        .user("what elixir/otp are we on in prod vs local? something's odd with `:json`")
        .bash(
          "cat .tool-versions && fly ssh console -a pulse-api -C '/app/bin/pulse version' && grep -n elixir Dockerfile",
          "elixir 1.17.3-otp-27\nerlang 27.1.2\npulse 0.9.4\nDockerfile:1:ARG ELIXIR_VERSION=1.16.3\nDockerfile:2:ARG OTP_VERSION=26.2.5",
        )
        .assistant(
          "Local is Elixir 1.17.3 / OTP 27, but the Dockerfile builds 1.16.3 / OTP 26. The `:json` module only exists from OTP 27, so anything using it works locally and breaks in prod.",
        )
        .user("ah. bump the Dockerfile to match .tool-versions. rule: **`.tool-versions` is the source of truth**, Dockerfile follows it")
        .file("Edit", "Dockerfile")
        .bash("docker build -t pulse:test . 2>&1 | tail -2", " => => naming to docker.io/library/pulse:test\n => exporting layers 41.2s done")
        .stop("Dockerfile now builds on Elixir 1.17.3 / OTP 27.1.2."),
    planted: [{ kind: "instruction", keys: [".tool-versions"] }],
  },
  {
    id: "b88-rate-limit-api",
    build: (s) =>
      s
        .user("someone's scraping /api/v2/profiles. add rate limiting")
        .assistant(
          "Hammer with the ETS backend would be simplest, but with 4 machines each one counts separately. Hammer's Redis backend would be global. Which matters more?",
        )
        .user("per-machine is fine honestly. go with **Hammer + ETS**, 60 req/min per user on profiles")
        .bash("mix deps.get", "New:\n  hammer 6.2.1")
        .file("Write", "lib/pulse_web/plugs/rate_limit.ex")
        .file("Edit", "lib/pulse_web/router.ex")
        .bash("mix test test/pulse_web/plugs/rate_limit_test.exs", "...\n3 tests, 0 failures")
        .stop("Profiles are limited to 60/min per user via Hammer (ETS)."),
    planted: [{ kind: "decision", keys: ["hammer", "ets"] }],
  },
  {
    id: "b88-liveview-pubsub",
    build: (s) =>
      s
        .user("admin dashboard should update live when a purchase comes in")
        .file("Read", "lib/pulse/billing.ex")
        .file("Edit", "lib/pulse/billing.ex")
        .file("Edit", "lib/pulse_web/live/admin/dashboard_live.ex")
        .bash("mix test test/pulse_web/live/admin/dashboard_live_test.exs", "..\n2 tests, 0 failures")
        .assistant(
          '`Billing.create_purchase/1` now broadcasts `{:purchase_created, purchase}` on the `"admin:purchases"` topic and the dashboard subscribes in `mount/3` when connected.',
        )
        .user("cool. fyi all our PubSub topics are namespaced `context:thing` like that — it's how we grep for them. keep doing it")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pubsub", "context:thing"] }],
  },
  {
    id: "b88-webhook-receipts",
    build: (s) =>
      s
        .user(
          "## App Store server notifications\n\nApple sends these to `/webhooks/apple`. questions before we build:\n\n- do we verify the JWS ourselves?\n- do we process inline or enqueue?\n\nwhat do you think",
        )
        .assistant(
          "I'd verify the JWS signature chain inline (cheap, and we must reject forgeries before doing anything), then enqueue an Oban job for the actual processing and return 200 immediately. Apple retries on non-200 for up to 3 days, so a slow inline path risks duplicate deliveries.",
        )
        .user("agreed, **verify inline, process in an Oban job**. build it")
        .file("Write", "lib/pulse_web/controllers/webhooks/apple_controller.ex")
        .file("Write", "lib/pulse/billing/apple_notification_worker.ex")
        .bash("mix test test/pulse_web/controllers/webhooks", "....\n4 tests, 0 failures")
        .assistant(
          "Done. The controller verifies the `signedPayload` against Apple's root CA (bundled in `priv/certs/AppleRootCA-G3.cer`), enqueues `AppleNotificationWorker` with `unique: [keys: [:notification_uuid]]`, and returns 200.",
        )
        .user("and google play RTDN is the same shape but via pub/sub push — that's a separate ticket, **do it after the apple one ships**")
        .stop(),
    planted: [
      { kind: "decision", keys: ["inline", "oban"] },
      { kind: "task", keys: ["rtdn"] },
    ],
  },
  {
    id: "b88-env-secrets",
    build: (s) =>
      s
        .user("where do the fcm credentials live? need to rotate them")
        .bash("grep -rn FCM config/runtime.exs", 'config/runtime.exs:52:  fcm_service_account = System.fetch_env!("FCM_SERVICE_ACCOUNT_JSON")')
        .assistant("`FCM_SERVICE_ACCOUNT_JSON`, read in `config/runtime.exs`. On Fly it'd be a secret; is there also a copy in 1Password or similar?")
        .user(
          "yeah. all prod secrets: **source of truth is the 1Password vault `Pulse Prod`**, fly secrets are just a copy. when you rotate something, update 1Password first.\n\nhere's the new json, it's in `/tmp/fcm.json`",
        )
        .bash(
          'fly secrets set FCM_SERVICE_ACCOUNT_JSON="$(cat /tmp/fcm.json)" -a pulse-api && rm /tmp/fcm.json',
          "✔ Machine 148e2 [app] update succeeded\n✔ Machine 5d1a0 [app] update succeeded",
        )
        .stop("Rotated on Fly and removed the temp file. I can't reach 1Password from here, so that update is on you."),
    planted: [{ kind: "fact", keys: ["1password", "pulse prod"] }],
  },
  {
    id: "b88-ecto-preload",
    build: (s) =>
      s
        .user("feed endpoint is slow, 900ms p95")
        .bash(
          "mix run priv/scripts/explain_feed.exs",
          '[debug] QUERY OK source="posts" db=12.1ms\n[debug] QUERY OK source="users" db=1.4ms (x 50)\n[debug] QUERY OK source="reactions" db=2.2ms (x 50)',
        )
        .assistant("Classic N+1: one posts query then 50 users and 50 reactions queries. Preloading `:author` and `:reactions` should bring it to 3 queries.")
        .file("Edit", "lib/pulse/feed.ex")
        .bash(
          "mix run priv/scripts/explain_feed.exs",
          '[debug] QUERY OK source="posts" db=12.3ms\n[debug] QUERY OK source="users" db=2.0ms\n[debug] QUERY OK source="reactions" db=3.1ms',
        )
        .user(
          "nice. ok two things going forward:\n- every list endpoint gets a test that asserts the query count (there's `assert_queries/2` in `test/support/query_counter.ex`)\n- and I want `lazy_html`... nah forget that, unrelated",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["assert_queries"] }],
  },
  {
    id: "b88-billing-grace",
    build: (s) =>
      s
        .user(
          "subscription expiry logic. business rules from our call with Sarah (she's product, she owns pricing):\n\n1. **grace period is 3 days** after a failed renewal before we downgrade\n2. family plan = up to **5 members**\n3. downgrade keeps their data, just locks premium features\n\nimplement 1 and 3 now, family plan is later",
        )
        .file("Read", "lib/pulse/billing/subscription.ex")
        .file("Edit", "lib/pulse/billing/subscription.ex")
        .file("Write", "lib/pulse/billing/downgrade_worker.ex")
        .bash("mix test test/pulse/billing", "..........\n10 tests, 0 failures")
        .assistant(
          "Grace period and downgrade are in: a failed renewal schedules `DowngradeWorker` 3 days out, and it's cancelled if a renewal notification arrives first.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["grace", "3 days"] },
      { kind: "fact", keys: ["sarah", "pricing"] },
      { kind: "task", keys: ["family plan"] },
    ],
  },
  {
    id: "b88-sprint-plan",
    build: (s) =>
      s
        .user(
          "## sprint 47 planning\n\nquick dump so it's written down somewhere:\n\n- **we're dropping the web client** — mobile only from here on, kill the `/web` routes when convenient\n- [ ] notification **preferences** API (per-category mute) for the settings screen\n- [ ] **account deletion** endpoint — Apple requires in-app deletion, review will bounce us without it\n\ncan you list what's open on github with the `backend` label so I can compare?",
        )
        .bash(
          "gh issue list --label backend --state open",
          "212\tFeed: cursor pagination\tbackend\n219\tStaging login timeouts\tbackend, ios\n224\tPush dupes on Android\tbackend, android",
        )
        .assistant(
          "Open `backend` issues: #212 (feed pagination, already merged — can be closed), #219 (staging timeouts, which is the scale-to-zero cold start), #224 (push dupes, fixed by the unique-period change). None of them cover preferences or account deletion yet.",
        )
        .user("close 212 and 224 please")
        .bash("gh issue close 212 224 -c 'fixed on main'", "✓ Closed issue #212 (Feed: cursor pagination)\n✓ Closed issue #224 (Push dupes on Android)")
        .stop("Closed #212 and #224."),
    planted: [
      { kind: "decision", keys: ["web client"] },
      { kind: "task", keys: ["preferences"] },
      { kind: "task", keys: ["account deletion"] },
    ],
  },
  {
    id: "b88-email-provider",
    build: (s) =>
      s
        .user("transactional email: swoosh is set up with the Local adapter only. what should we use in prod?")
        .assistant(
          "The common choices with a Swoosh adapter: **Postmark** (best deliverability for transactional, simple), **Amazon SES** (cheapest at volume, more setup around bounces/complaints), or Resend. At your volume Postmark's cost is negligible.",
        )
        .user("Postmark. done deal")
        .bash("fly secrets set POSTMARK_API_KEY=$POSTMARK_API_KEY -a pulse-api", "Secrets are staged for the first deployment")
        .file("Edit", "config/runtime.exs")
        .bash(
          'mix run -e \'Pulse.Mailer.WelcomeEmail.build(%{email: "dan@pulse.app", name: "Dan"}) |> Pulse.Mailer.deliver() |> IO.inspect\'',
          '{:ok, %{id: "b8f1c2e0-6a1d-4c3e-9a55-0f2a1c4d7e90"}}',
        )
        .assistant("Prod uses `Swoosh.Adapters.Postmark`; a test welcome email went out. Which From domain should it use? It's `noreply@pulse.app` right now.")
        .user(
          "our sending domain is **mail.pulse.app** (DKIM + return-path are set up on that one, not the apex). also TODO: postmark **bounce** webhook so we stop mailing dead addresses",
        )
        .file("Edit", "lib/pulse/mailer.ex")
        .stop("From is now `noreply@mail.pulse.app`."),
    planted: [
      { kind: "decision", keys: ["postmark"] },
      { kind: "fact", keys: ["mail.pulse.app"] },
      { kind: "task", keys: ["bounce"] },
    ],
  },
  {
    id: "b88-timezones",
    build: (s) =>
      s
        .user("the daily digest push goes out at 9am UTC for everyone, which is 4am for US users lol. we need per-user timezones")
        .file("Read", "lib/pulse/accounts/user.ex")
        .assistant(
          "Two ways to store it: a UTC offset integer (simple, but wrong across DST), or an IANA name like `America/New_York` plus `tz` lookups via `tzdata`. I'd store the IANA name and compute the send time per user.",
        )
        .user("IANA name, yes. the apps can send it from the device on login")
        .bash("mix ecto.gen.migration add_timezone_to_users", "* creating priv/repo/migrations/20261120101502_add_timezone_to_users.exs")
        .file("Edit", "priv/repo/migrations/20261120101502_add_timezone_to_users.exs")
        .file("Edit", "lib/pulse/accounts/user.ex")
        .bash("mix ecto.migrate && mix test test/pulse/accounts", "[info] == Migrated 20261120101502 in 0.0s\n.......\n7 tests, 0 failures")
        .user("remind me to backfill the timezone for existing users from their last login IP — not today")
        .stop("Column `timezone` (IANA name, default `Etc/UTC`) is in and validated against tzdata."),
    planted: [
      { kind: "decision", keys: ["iana"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b88-oban-attempts",
    build: (s) =>
      s
        .user("the `AppleNotificationWorker` retried a bad payload 20 times over two days and spammed sentry. why 20?")
        .file("Read", "lib/pulse/billing/apple_notification_worker.ex")
        .assistant(
          "It uses Oban's default `max_attempts: 20` since the worker doesn't set one. A malformed payload will never succeed, so it should return `{:cancel, reason}` instead of raising. Could we also use Oban Pro's `Workflow` to chain the downstream steps?",
        )
        .user(
          "- cancel on malformed payloads, yes\n- **every worker sets `max_attempts` explicitly** from now on, the default 20 is way too many for anything we run\n- and no Pro stuff: we don't have an Oban Pro license, it's plain OSS Oban",
        )
        .file("Edit", "lib/pulse/billing/apple_notification_worker.ex")
        .bash(
          "grep -rLn max_attempts lib/pulse/**/*_worker.ex",
          "lib/pulse/push/send_worker.ex\nlib/pulse/push/expire_tokens_worker.ex\nlib/pulse/billing/downgrade_worker.ex",
        )
        .file("Edit", "lib/pulse/push/send_worker.ex")
        .file("Edit", "lib/pulse/push/expire_tokens_worker.ex")
        .file("Edit", "lib/pulse/billing/downgrade_worker.ex")
        .bash("mix test", "..........................................................\n318 tests, 0 failures")
        .stop("All four workers set `max_attempts` (5, 5, 3, 10) and malformed Apple payloads are cancelled."),
    planted: [
      { kind: "instruction", keys: ["max_attempts"] },
      { kind: "fact", keys: ["pro", "license"] },
    ],
  },
  {
    id: "b88-admin-search",
    build: (s) =>
      s
        .user("support wants to search users by email in the admin. can you add a search box? should I get Wallaby set up for browser tests of this?")
        .file("Edit", "lib/pulse_web/live/admin/user_live.ex")
        .file("Edit", "lib/pulse/accounts.ex")
        .bash("mix test test/pulse_web/live/admin/user_live_test.exs", "....\n4 tests, 0 failures")
        .assistant(
          "Search is in (`ILIKE` on `email`, debounced 300ms, limited to 25 results), tested with `Phoenix.LiveViewTest`. Wallaby would add chromedriver to CI; the LiveViewTest coverage already exercises the form events.",
        )
        .user(
          "yeah no wallaby — we test LiveViews with LiveViewTest only, I don't want a browser in CI. TODO after this: search by **phone** number too, support asked, needs the E.164 normalization first",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["wallaby"] },
      { kind: "task", keys: ["phone"] },
    ],
  },
  {
    id: "b88-observability",
    build: (s) =>
      s
        .user("I want traces. we have logs (they go to **Better Stack**, 3 day retention on our plan) but nothing for latency breakdowns. what's the move?")
        .assistant(
          "OpenTelemetry with `opentelemetry_phoenix`, `opentelemetry_ecto` and `opentelemetry_oban`, exported over OTLP. Backends: Honeycomb (great for high-cardinality queries, free tier 20M events/mo), Grafana Tempo, or Better Stack's own tracing, which is newer.",
        )
        .user("honeycomb. free tier is plenty")
        .bash(
          "mix deps.get",
          "New:\n  opentelemetry 1.5.0\n  opentelemetry_exporter 1.8.0\n  opentelemetry_phoenix 2.0.0\n  opentelemetry_ecto 1.2.0\n  opentelemetry_oban 1.1.1",
        )
        .file("Edit", "lib/pulse/application.ex")
        .file("Edit", "config/runtime.exs")
        .bash("fly secrets set OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=$HC_KEY -a pulse-api", "✔ Machine 148e2 [app] update succeeded")
        .stop("Traces for Phoenix, Ecto and Oban export to Honeycomb."),
    planted: [
      { kind: "decision", keys: ["honeycomb"] },
      { kind: "fact", keys: ["better stack"] },
    ],
  },
  {
    id: "b88-backups",
    build: (s) =>
      s
        .user("investor DD asked about backups. what do we actually have?")
        .bash(
          "fly postgres backup list -a pulse-db 2>&1 | head -4",
          "ID\tSTART\tSTATUS\tTYPE\n20261121T0300\t2026-11-21 03:00\tcompleted\tfull\n20261120T0300\t2026-11-20 03:00\tcompleted\tfull\n20261119T0300\t2026-11-19 03:00\tcompleted\tfull",
        )
        .bash("grep -n backup config/config.exs", 'config/config.exs:71:       {"30 2 * * *", Pulse.Ops.PgDumpWorker}')
        .assistant(
          "Two layers:\n\n- Fly volume snapshots of `pulse-db`, daily at 03:00, kept 7 days\n- `Pulse.Ops.PgDumpWorker`, an Oban cron at 02:30 UTC that runs `pg_dump` and uploads to the `pulse-backups` Tigris bucket\n\nI don't see any record of a restore ever being tested.",
        )
        .user(
          "correct, that's the setup — nightly pg_dump to tigris + fly snapshots. never tested a restore, which is bad. **next sprint: do a restore drill** into a scratch fly app and time it",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["pg_dump", "tigris"] },
      { kind: "task", keys: ["restore drill"] },
    ],
  },
  {
    id: "b88-api-errors",
    build: (s) =>
      s
        .user('the apps complain our errors are inconsistent. sometimes `{"error": "..."}`, sometimes `{"errors": {...}}` from changesets. fix?')
        .file("Read", "lib/pulse_web/controllers/fallback_controller.ex")
        .assistant(
          'I\'d standardize on one envelope everywhere via the `FallbackController`:\n\n```json\n{"error": {"code": "invalid_cursor", "message": "...", "fields": {}}}\n```\n\n`code` is a stable snake_case string the apps switch on, `fields` carries changeset errors.',
        )
        .user("yes that envelope. and the `message` is english only, never translated server-side — the apps localize by `code`")
        .file("Edit", "lib/pulse_web/controllers/fallback_controller.ex")
        .file("Edit", "lib/pulse_web/controllers/changeset_json.ex")
        .bash("mix test test/pulse_web", "....................................\n96 tests, 0 failures")
        .stop("All v2 errors go through the new envelope."),
    planted: [
      { kind: "decision", keys: ["envelope"] },
      { kind: "instruction", keys: ["localize"] },
    ],
  },
  {
    id: "b88-git-workflow",
    build: (s) =>
      s
        .user("open a PR for the error envelope branch")
        .bash(
          "git push -u origin errors-envelope && gh pr create --fill",
          "branch 'errors-envelope' set up to track 'origin/errors-envelope'.\nhttps://github.com/pulse-app/api/pull/231",
        )
        .assistant('PR #231 is open with the commit message as title: "errors envelope wip".')
        .user(
          "rename it. how we do PRs here:\n\n- titles in **conventional commits** format (`feat(api): ...`, `fix(push): ...`)\n- **squash merge only**, the repo settings enforce it but write the PR so the squash message reads well",
        )
        .bash("gh pr edit 231 --title 'feat(api): unified error envelope'", "https://github.com/pulse-app/api/pull/231")
        .stop("Retitled #231 to `feat(api): unified error envelope`."),
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b88-nearby-posts",
    build: (s) =>
      s
        .user("'nearby posts' feature. first thought: store lat/lng as floats and do haversine in SQL?")
        .assistant(
          "That works at small scale but can't use an index, so every query scans all posts. PostGIS with a `geography(Point, 4326)` column and a GiST index makes `ST_DWithin` radius queries indexable. Is the extension available on pulse-db?",
        )
        .bash(
          "fly postgres connect -a pulse-db -c \"select name, default_version from pg_available_extensions where name = 'postgis'\"",
          "  name   | default_version \n---------+-----------------\n postgis | 3.4.2\n(1 row)",
        )
        .user("ok forget haversine. PostGIS it is, geography column")
        .bash("mix ecto.gen.migration add_location_to_posts", "* creating priv/repo/migrations/20261122094410_add_location_to_posts.exs")
        .file("Edit", "priv/repo/migrations/20261122094410_add_location_to_posts.exs")
        .file("Edit", "lib/pulse/feed/post.ex")
        .bash("mix ecto.migrate", '[info] execute "CREATE EXTENSION IF NOT EXISTS postgis"\n[info] == Migrated 20261122094410 in 0.4s')
        .assistant("`posts.location` is `geography(Point, 4326)` with a GiST index; `Feed.nearby/2` uses `ST_DWithin`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["postgis"] }],
  },
  {
    id: "b88-avatar-resize",
    build: (s) =>
      s
        .user("avatars are uploaded full size, 4000px photos. we should generate thumbnails. Mogrify?")
        .assistant(
          "Mogrify shells out to ImageMagick, which is slow and a big install in the Docker image. The `image` library wraps libvips via `vix` (precompiled NIF, no system package) and is several times faster for thumbnails.",
        )
        .user("go with `image` / libvips then. an Oban job after the upload completes, 128 and 512px webp")
        .bash("mix deps.get", "New:\n  image 0.54.4\n  vix 0.31.1")
        .file("Write", "lib/pulse/uploads/thumbnail_worker.ex")
        .bash("mix test test/pulse/uploads", "...\n3 tests, 0 failures")
        .user("nice. voice notes will need transcoding to aac too but that's **a later ticket**, park it")
        .stop("Thumbnails (128/512 webp) are generated by `ThumbnailWorker` after upload."),
    planted: [
      { kind: "decision", keys: ["libvips"] },
      { kind: "task", keys: ["voice notes", "transcoding"] },
    ],
  },
  {
    id: "b88-min-version",
    build: (s) =>
      s
        .user("how does the app know it has to force-update? Marco asked and I forgot")
        .bash("grep -rn 'x-app-version' lib/", 'lib/pulse_web/plugs/min_app_version.ex:9:    case get_req_header(conn, "x-app-version") do')
        .file("Read", "lib/pulse_web/plugs/min_app_version.ex")
        .assistant(
          "`MinAppVersion` plug reads `X-App-Version` and returns `426 Upgrade Required` when it's below `@min_version`, currently `2.4.0`. Both apps show the update screen on 426.",
        )
        .user(
          "right, min supported version is 2.4.0, I remember now. follow-up after the december release: bump the minimum to **2.6**, that's when the old auth flow goes away",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["2.4.0"] },
      { kind: "task", keys: ["2.6"] },
    ],
  },
  // --- sessions that plant nothing ---
  {
    id: "b88-empty-format",
    build: (s) =>
      s
        .user("run mix format on everything, the last PR left a mess")
        .bash("mix format && git status --short", " M lib/pulse/feed.ex\n M lib/pulse_web/controllers/api/v2/feed_controller.ex\n M test/pulse/feed_test.exs")
        .assistant("Formatted; three files changed, whitespace only.")
        .user("commit it as 'format'")
        .bash("git commit -am 'format'", "[main 4e1a9c2] format\n 3 files changed, 11 insertions(+), 9 deletions(-)")
        .assistant("Committed as `4e1a9c2`.")
        .stop(),
    planted: [],
  },
  {
    id: "b88-empty-question-genstage",
    build: (s) =>
      s
        .user("dumb question: what's the difference between GenStage and Broadway? would either make sense for our push fan-out?")
        .assistant(
          "GenStage is the low-level producer/consumer primitive with back-pressure; Broadway is built on it and adds batching, acknowledgements, and connectors for SQS/Kafka/RabbitMQ/Pub/Sub. For push fan-out you already have Oban, which gives you persistence and retries; Broadway would mostly help if the source were an external queue.",
        )
        .user("makes sense. would Broadway be faster though?")
        .assistant(
          "Probably for raw throughput, since it avoids a DB round trip per job, but you'd lose Oban's durability unless you put a durable queue in front. I wouldn't switch without a measured bottleneck.",
        )
        .user("ok, just curious. thx")
        .stop(),
    planted: [],
  },
  {
    id: "b88-empty-logs",
    build: (s) =>
      s
        .user("what's this warning in the prod logs?")
        .bash(
          "fly logs -a pulse-api --no-tail | grep -i warn | tail -3",
          "[warning] Oban.Plugins.Stager is deprecated and must be removed; staging is always enabled in Oban 2.18\n[warning] TODO(oban): never set :peer to false in multi-node clusters\n[warning] Postgrex.Protocol disconnected: ** (DBConnection.ConnectionError) tcp recv: closed",
        )
        .assistant(
          "The first two come from Oban's config checks: the `Stager` plugin is a no-op on 2.18 and can be dropped from config; the `:peer` one is just advice. The Postgrex disconnect is a single occurrence, likely the replica restarting.",
        )
        .user("drop the stager line then")
        .file("Edit", "config/config.exs")
        .assistant("Removed `Oban.Plugins.Stager` from the plugins list.")
        .stop(),
    planted: [],
  },
  {
    id: "b88-empty-hypothesis",
    build: (s) =>
      s
        .user("memory on the fra machine creeps up to ~480MB over a day. leak?")
        .bash(
          "fly ssh console -a pulse-api -s -C \"/app/bin/pulse rpc ':erlang.memory() |> IO.inspect'\"",
          "[total: 478310232, processes: 201443112, binary: 190221848, ets: 31002112, atom: 1081345, code: 28114220]",
        )
        .assistant(
          "Binary memory is high (190MB). Maybe refc binaries held by a long-lived process, like the PubSub or a LiveView that never hibernates? That's a guess; I'd need `:recon.bin_leak/1` to confirm.",
        )
        .user("could also be the ETS rate limiter table never getting cleaned? idk")
        .assistant("Possible too, though ETS is only 31MB. I can add `recon` and check next time it's high.")
        .user("let's wait and see if it actually OOMs first")
        .stop(),
    planted: [],
  },
  {
    id: "b88-empty-chitchat",
    build: (s) =>
      s
        .user("morning! did the overnight cron thing run ok?")
        .bash(
          'mix run -e \'Pulse.Repo.query!("select state, count(*) from oban_jobs where queue = $1 and scheduled_at > now() - interval $2 group by 1", ["maintenance", "12 hours"]) |> IO.inspect\'',
          '%Postgrex.Result{rows: [["completed", 1]]}',
        )
        .assistant("Yes, one maintenance job completed overnight, no failures.")
        .user("sweet. big demo for investors today, fingers crossed lol")
        .assistant("Good luck with the demo!")
        .stop(),
    planted: [],
  },
  {
    id: "b88-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking we should move the admin to a separate Phoenix app so support can't take down the API. thoughts?")
        .assistant(
          "It isolates failures, but you'd duplicate the Repo config and auth, and LiveView admin load is tiny. An umbrella or a second Fly process group on the same release would give isolation with less duplication.",
        )
        .user("hmm, what about just a separate fly process group?")
        .assistant(
          'That\'s the lighter version: same release, `[processes] admin = "/app/bin/server"` with an env var that only starts the admin endpoint. It still shares the database pool budget.',
        )
        .user("actually no, scratch all of that, it's premature. we have 3 support people")
        .stop(),
    planted: [],
  },
  {
    id: "b88-empty-typo",
    build: (s) =>
      s
        .user("typo in the welcome email subject, 'Welcom to Pulse'")
        .bash("grep -rn 'Welcom ' lib/", 'lib/pulse/mailer/welcome_email.ex:12:    |> subject("Welcom to Pulse")')
        .file("Edit", "lib/pulse/mailer/welcome_email.ex")
        .assistant('Fixed to "Welcome to Pulse".')
        .user("ty, and run the mailer tests")
        .bash("mix test test/pulse/mailer", "...\n3 tests, 0 failures")
        .assistant("Mailer tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b88-empty-status",
    build: (s) =>
      s
        .user("where are we on the onboarding flags?")
        .bash(
          "git log --oneline -5",
          "a91c3e0 onboarding: flag-gate new steps\n77d0b12 add fun_with_flags\n4e1a9c2 format\n1b2c8d9 feed cursor pagination\nf00d7a1 push: unique 300s",
        )
        .assistant(
          "The flag gate for the new onboarding steps is merged (`a91c3e0`); the flag `new_onboarding` exists but is off for everyone. Nothing else is pending on that branch.",
        )
        .user("can you turn it on for my account to try it?")
        .bash("mix run -e 'FunWithFlags.enable(:new_onboarding, for_actor: Pulse.Accounts.get_user_by_email!(\"dan@pulse.app\"))'", "{:ok, true}")
        .assistant("Enabled `new_onboarding` for dan@pulse.app.")
        .stop(),
    planted: [],
  },
  {
    id: "b88-empty-proposal",
    build: (s) =>
      s
        .user("should we switch from REST to GraphQL with Absinthe for the mobile apps? Marco keeps bringing it up")
        .assistant(
          "Pros: clients fetch exactly what they need, one endpoint, typed schema for codegen. Cons: caching is harder, N+1 needs Dataloader, and v1/v2 REST would have to be kept alongside during migration. For two clients you control, a well-shaped v2 REST is often enough.",
        )
        .user("what would a migration even cost, roughly?")
        .assistant(
          "Rough guess: 2–3 weeks for the schema and resolvers of the current v2 surface, plus client work on both apps. Hard to say more without looking at the app screens.",
        )
        .user("ok. not deciding anything today, I'll talk to Marco")
        .stop(),
    planted: [],
  },
  {
    id: "b88-empty-quoted-config",
    build: (s) =>
      s
        .user("what does our fly.toml say about concurrency? paste it")
        .bash(
          "sed -n '/http_service/,/concurrency/p;/soft_limit/p' fly.toml",
          '[http_service]\n  internal_port = 4000\n  force_https = true  # always redirect\n  auto_stop_machines = "off"  # never stop prod\n  [http_service.concurrency]\n    type = "connections"\n    hard_limit = 1000\n    soft_limit = 800',
        )
        .assistant("Prod uses connection-based concurrency: soft limit 800, hard 1000, HTTPS forced, machines never auto-stopped.")
        .user("is 800 too high for a shared-cpu-1x?")
        .assistant(
          "For mostly idle websocket connections it's fine; for request-heavy traffic it depends on the endpoints. I'd look at CPU during the 9am spike before changing it.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b88-empty-review",
    build: (s) =>
      s
        .user("can you review PR #231 before I merge? anything jump out?")
        .bash(
          "gh pr diff 231 | head -20",
          "diff --git a/lib/pulse_web/controllers/fallback_controller.ex b/lib/pulse_web/controllers/fallback_controller.ex\n+  # TODO: always include request_id? never sure\n+  def call(conn, {:error, %Ecto.Changeset{} = cs}) do",
        )
        .assistant(
          'Looks fine overall. One leftover comment in `fallback_controller.ex` ("TODO: always include request_id?") that you may want to drop or resolve before merging; otherwise the diff matches what we discussed.',
        )
        .user("would including the request_id be useful for the apps?")
        .assistant("It would help support correlate a user's screenshot with logs. Not required though.")
        .user("eh, I'll think about it. merging as is")
        .stop(),
    planted: [],
  },
];

export const BLIND88 = plantedSet(BLIND88_SESSIONS, Date.UTC(2026, 10, 16, 9));
