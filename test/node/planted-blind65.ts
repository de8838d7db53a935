/**
 * Blind planted set 65 for the offline long-term-memory extractor.
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: users who write long run-on messages that mix several things at once (a complaint, a
 * decision, a fact about the system, a reminder, a question) in one paragraph without lists,
 * sometimes with no punctuation at all; the agent answers with structured summaries. Any stack,
 * in the voices of Copilot CLI, Gemini CLI and Grok. Each session is one segment; the items
 * planted in it are listed with it: 79 items (20 decisions, 20 instructions, 20 facts, 19
 * tasks) in 51 sessions, 13 of which plant nothing. Every other message must give nothing: questions,
 * hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted code, logs and
 * tool output (with words like "always", "never", "TODO"), chit-chat, and requests the agent
 * completes in the same session. Superseded decisions plant only the later one.
 *
 * Matching rule (fixed before the extractor was run on this set, as in planted-blind.ts):
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

export const BLIND65_SESSIONS: BlindSession[] = [
  {
    id: "b65-pino-logger",
    build: (s) =>
      s
        .user(
          "ok so the checkout tests are flaky again which is super annoying because it blocks every PR, anyway we're going with pino instead of winston for logging, that's decided, the team agreed yesterday. also fyi the payments service listens on port 4010 not 4000 like the readme says. can you swap the logger in src/log.ts and see if anything else imports winston",
        )
        .bash('grep -rn "winston" src | head', "src/log.ts:1:import winston from 'winston';\nsrc/jobs/report.ts:3:import { logger } from '../log';")
        .file("Edit", "src/log.ts")
        .bash("npm ls pino", "app@1.0.0 /home/dev/src/app\n└── pino@9.4.0")
        .assistant(
          "● Done. Summary:\n- `src/log.ts` now builds a pino logger (same `logger.info/warn/error` surface)\n- only `src/jobs/report.ts` imported it indirectly, no change needed there\n- `winston` can come out of package.json; I left it for now\n\nNoted: payments is on port 4010. The flaky checkout tests I didn't touch.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["pino"] },
      { kind: "fact", keys: ["4010"] },
    ],
  },
  {
    id: "b65-uv-celery",
    build: (s) =>
      s
        .user(
          "the requirements install took 6 minutes on ci again i cant deal with pip anymore so from now on always use uv for installs and running stuff in this repo not pip not poetry, and dont let me forget the celery beat schedule still has to move into the new settings module but not today, today just fix the failing import in tasks/emails.py please",
        )
        .bash("uv run pytest tests/test_emails.py -q", "E   ImportError: cannot import name 'send_digest' from 'tasks.emails'\n1 error in 0.41s", 1)
        .file("Edit", "tasks/emails.py")
        .bash("uv run pytest tests/test_emails.py -q", "4 passed in 0.38s")
        .assistant(
          "I've fixed the import. Here's what changed:\n\n**Fix**\n- `send_digest` had been renamed to `send_weekly_digest`; I added the old name back as an alias in `tasks/emails.py`.\n\n**Conventions noted**\n- Installs and runs go through `uv`.\n\n**Left for later**\n- Moving the celery beat schedule into the new settings module.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["uv"] },
      { kind: "task", keys: ["celery", "beat"] },
    ],
  },
  {
    id: "b65-chitchat-readme",
    build: (s) =>
      s
        .user("morning! coffee hasnt kicked in yet lol. theres a typo in the README, 'recieve' somewhere near the top, can you fix it")
        .file("Edit", "README.md")
        .assistant("Fixed: `recieve` → `receive` on line 12 of README.md. That was the only occurrence.")
        .user("nice thanks, what does the `prepare` script in package.json actually do, is it husky?")
        .assistant("Yes — `prepare` runs `husky`, which installs the git hooks into `.husky/`. It runs automatically after `npm install`.")
        .stop(),
    planted: [],
  },
  {
    id: "b65-servemux",
    build: (s) =>
      s
        .user(
          "lets use chi for the router in the new api, i like the middleware story. also heads up the build box is arm64 only so dont pull in anything with amd64-only cgo deps, that bit us last month",
        )
        .bash("go get github.com/go-chi/chi/v5", "go: added github.com/go-chi/chi/v5 v5.1.0")
        .assistant(
          "Added chi v5. Before I wire it up: Go 1.22's `http.ServeMux` now supports method and path patterns (`GET /users/{id}`), which covers most of what we'd use chi for. Want to keep chi, or use the stdlib?",
        )
        .user(
          "hm actually yeah scratch chi, we go with the stdlib servemux, one less dependency, middleware we can write ourselves its like 10 lines. remove chi again",
        )
        .bash("go mod tidy && go build ./...", "")
        .file("Edit", "cmd/api/routes.go")
        .assistant(
          "Done:\n1. Removed chi (`go mod tidy`)\n2. Routes in `cmd/api/routes.go` use `http.ServeMux` with 1.22 patterns\n3. A small `chain(h, mws...)` helper for middleware\n\n`go build ./...` is clean.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["servemux"] },
      { kind: "fact", keys: ["arm64"] },
    ],
  },
  {
    id: "b65-unwrap-msrv",
    build: (s) =>
      s
        .user(
          "clippy is screaming at me and honestly half of it is the unwrap calls, rule for this crate: never use unwrap in library code, expect with a real message is fine in tests only. also our msrv is 1.74 so no let-else chains or whatever is newer. the borrow error in parse_header maybe comes from the lifetime on Header<'a>? not sure, can you look",
        )
        .bash(
          "cargo clippy --all-targets 2>&1 | tail -5",
          "warning: used `unwrap()` on a `Result` value\n  --> src/header.rs:88:22\nerror[E0502]: cannot borrow `buf` as mutable because it is also borrowed as immutable\n  --> src/header.rs:41:9",
          101,
        )
        .file("Edit", "src/header.rs")
        .bash("cargo clippy --all-targets 2>&1 | tail -1", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.10s")
        .assistant(
          "## Result\n- **Borrow error**: not the lifetime on `Header<'a>` — `buf` was still borrowed by the slice from `split_at`. I copy the length out first.\n- **unwrap**: replaced the 7 in `src/` with `?` or `ok_or(Error::Truncated)`.\n- Nothing newer than 1.74 used.\n\nClippy is clean.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["unwrap"] },
      { kind: "fact", keys: ["msrv"] },
    ],
  },
  {
    id: "b65-gcs-state",
    build: (s) =>
      s
        .user(
          "so after the whole terraform cloud pricing thing we decided the state lives in the gcs bucket tf-state-prod with versioning on, thats final, migrate the backend block. oh and TODO for later not now: rotate the staging db password before friday, the old one was in a screenshot in slack ugh",
        )
        .file("Read", "infra/backend.tf")
        .file("Edit", "infra/backend.tf")
        .bash(
          "terraform init -migrate-state -input=false",
          'Initializing the backend...\nSuccessfully configured the backend "gcs"! Terraform will automatically\nuse this backend unless the backend configuration changes.\n# TODO(ops): never edit state by hand',
        )
        .assistant(
          "State migrated ✅\n\n- Backend: `gcs`, bucket `tf-state-prod`, prefix `infra/`\n- Versioning is already enabled on the bucket\n\nStill open: rotating the staging DB password (before Friday).",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["gcs"] },
      { kind: "task", keys: ["rotate", "password"] },
    ],
  },
  {
    id: "b65-question-vitest",
    build: (s) =>
      s
        .user("why is vitest so slow to start on this repo is it the typecheck thing or the setup file, just curious dont change anything")
        .bash(
          "npx vitest run --reporter=verbose 2>&1 | tail -3",
          " Test Files  41 passed (41)\n      Tests  388 passed (388)\n   Duration  19.02s (transform 6.1s, setup 9.8s, collect 2.2s, tests 0.9s)",
        )
        .assistant(
          "Most of the time is **setup** (9.8s), not typechecking:\n- `test/setup.ts` seeds the sqlite DB for every file\n- transform is 6.1s (esbuild)\n\nIf you ever want it faster, a global setup that seeds once would be the lever. I haven't changed anything.",
        )
        .user("ok interesting, thx")
        .stop(),
    planted: [],
  },
  {
    id: "b65-css-modules",
    build: (s) =>
      s
        .user(
          "the button in the settings page looks off again, padding is wrong. btw the design system components are all in packages/ui and Maria owns that package so anything there goes through her review. and for anything new prefer css modules over styled-components, we're slowly getting rid of the runtime css",
        )
        .file("Read", "apps/web/src/pages/Settings.tsx")
        .bash(
          "rg -n 'Button' apps/web/src/pages/Settings.tsx",
          "14:import { Button } from '@acme/ui';\n88:        <Button size=\"sm\" className={styles.save}>Save</Button>",
        )
        .assistant(
          'The padding comes from `styles.save` overriding the Button\'s own padding. Options:\n1. Remove the override in `Settings.module.css`\n2. Add a `size="md"` variant\n\nI could also add Tailwind to make these one-offs easier — want that?',
        )
        .user("no no tailwind please. just do 1")
        .file("Edit", "apps/web/src/pages/Settings.module.css")
        .assistant("Done — removed the padding override from `Settings.module.css`; the button now uses the package's default padding.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["packages/ui"] },
      { kind: "instruction", keys: ["css modules"] },
    ],
  },
  {
    id: "b65-java17-flyway",
    build: (s) =>
      s
        .user(
          "mgmt asked again about java 21 and the answer is we're staying on java 17 for now, no upgrade this quarter, I told them. unrelated but someone needs to write the flyway migration for the audit_log table, it's not urgent leave it for next sprint. right now can you just see why the build fails on the Lombok thing",
        )
        .bash("./gradlew compileJava", "error: cannot find symbol\n  symbol:   method builder()\n  location: class AuditEntry\nBUILD FAILED in 7s", 1)
        .file("Edit", "build.gradle")
        .bash("./gradlew compileJava", "BUILD SUCCESSFUL in 9s")
        .assistant(
          "**Build fixed.** The annotation processor for Lombok was missing from `build.gradle` (`annotationProcessor 'org.projectlombok:lombok'`).\n\n**Noted**\n- Staying on Java 17 this quarter.\n- Open: the Flyway migration for `audit_log` (next sprint).",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["java 17"] },
      { kind: "task", keys: ["flyway"] },
    ],
  },
  {
    id: "b65-traefik-kubectl",
    build: (s) =>
      s
        .user(
          "the 502s on /api are back and i think its the ingress timeouts maybe? just a guess. for context the ingress controller on both clusters is traefik not nginx so ignore the nginx annotations in the old charts. and a standing rule, dont ever kubectl apply against prod by hand, everything goes through argo, read-only kubectl is fine",
        )
        .bash("kubectl -n web logs deploy/api --since=30m | grep -c ' 502 '", "0")
        .bash(
          "kubectl -n traefik logs deploy/traefik --since=30m | grep 502 | head -2",
          '10.2.0.14 - - "GET /api/orders HTTP/1.1" 502 11 "-" "-" 1 "web-api@kubernetes" "http://10.2.3.9:8080" 30001ms',
        )
        .assistant(
          "Findings:\n- The API pods themselves log **no** 502s; they come from Traefik.\n- Each 502 takes ~30001ms → Traefik's default `respondingTimeouts` hitting the slow `/api/orders` call.\n\nSo your guess looks right, but I haven't changed anything in prod. The fix would be a PR to the argo repo raising the timeout or making `/api/orders` faster.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["traefik"] },
      { kind: "instruction", keys: ["kubectl"] },
    ],
  },
  {
    id: "b65-withdrawn-bun",
    build: (s) =>
      s
        .user(
          "random thought maybe we should switch the whole thing to bun, the install times would be way better... nah forget it, not now, too much risk with the native modules. can you just bump the eslint plugin that has the security advisory",
        )
        .bash("npm audit --omit=dev | head -4", "# npm audit report\n\neslint-plugin-import  <2.29.1\nSeverity: moderate")
        .bash("npm i -D eslint-plugin-import@^2.29.1", "changed 1 package, and audited 612 packages in 3s")
        .assistant("Bumped `eslint-plugin-import` to 2.29.1; `npm audit` is clean now.")
        .user("perfect ty")
        .stop(),
    planted: [],
  },
  {
    id: "b65-replica-commits",
    build: (s) =>
      s
        .user(
          "reports page shows yesterday's orders missing AGAIN, which is expected because the reporting db is a read replica that lags about 5 minutes behind primary, its not a bug, tell support that if they ask. also please stick to conventional commits for messages in this repo feat: fix: chore: etc, the changelog tool depends on it. and we still need a management command to backfill slugs for the old products, later though",
        )
        .bash(
          "python manage.py shell -c \"from orders.models import Order; print(Order.objects.using('reporting').latest('created').created)\"",
          "2026-11-02 08:55:12+00:00",
        )
        .assistant(
          "Checked the replica: the latest order there is from 08:55, a few minutes behind primary — consistent with the lag.\n\n**Conventions**: conventional commit messages (`feat:`, `fix:`, `chore:`).\n**Open**: a management command to backfill slugs for old products.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["replica"] },
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "task", keys: ["backfill", "slugs"] },
    ],
  },
  {
    id: "b65-zod-pnpm",
    build: (s) =>
      s
        .user(
          "we had the yup vs zod argument for like a week and its settled, zod at the api boundary, yup is out. also run tests with pnpm test --filter <pkg> not from the root, running from the root takes forever and OOMs my laptop. could you convert the signup schema first",
        )
        .file("Read", "packages/api/src/schemas/signup.ts")
        .file("Edit", "packages/api/src/schemas/signup.ts")
        .bash("pnpm test --filter @acme/api -- signup", " ✓ src/schemas/signup.test.ts (6 tests) 21ms\n Test Files  1 passed (1)")
        .assistant(
          "Converted `signup.ts` from yup to zod:\n- `object().shape()` → `z.object()`\n- `email()` → `z.string().email()`\n- inferred type via `z.infer`\n\nTests pass with `pnpm test --filter @acme/api`.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["zod"] },
      { kind: "instruction", keys: ["pnpm"] },
    ],
  },
  {
    id: "b65-ios-uiwebview",
    build: (s) =>
      s
        .user(
          "xcode 16 build is giving me like 200 warnings which is fun. just so you know the deployment target is iOS 16 so anything available since 16 is fair game. and the deprecated UIWebView usage in the help screen has to be removed before the next app store submission, thats on the list not for today. can you get rid of the async warnings in ProfileViewModel",
        )
        .bash("xcodebuild -scheme App build 2>&1 | grep -c warning", "213")
        .file("Edit", "App/Profile/ProfileViewModel.swift")
        .bash("xcodebuild -scheme App build 2>&1 | grep -c warning", "187")
        .assistant(
          "ProfileViewModel is clean now (`@MainActor` on the class, `Task {}` instead of `DispatchQueue.main.async`). 213 → 187 warnings overall.\n\nStill to do before submission: replace `UIWebView` in the help screen.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["ios", "target"] },
      { kind: "task", keys: ["uiwebview"] },
    ],
  },
  {
    id: "b65-explain-regex",
    build: (s) =>
      s
        .user("what does this regex even do ^(?!.*--)[a-z0-9-]{3,30}$ someone wrote it in the username validator and i dont trust it")
        .assistant(
          "Breakdown:\n- `(?!.*--)` — rejects any string containing a double hyphen\n- `[a-z0-9-]{3,30}` — 3 to 30 chars of lowercase letters, digits or hyphens\n- anchored at both ends\n\nSo `ab-cd` passes, `ab--cd` and `AB` fail. It does allow a leading or trailing hyphen.",
        )
        .user("huh ok. would it be better to also block leading hyphens? i dont know, maybe, lets think about it another time")
        .assistant("It would be a one-token change (`^(?!-)(?!.*--)…`). I'll leave it as is for now.")
        .stop(),
    planted: [],
  },
  {
    id: "b65-good-job",
    build: (s) =>
      s
        .user(
          "for the background jobs lets just use sidekiq, everyone knows it. also always run rubocop -a before you push anything, the CI lint step is strict",
        )
        .bash("bundle exec rubocop -a app/jobs", "Inspecting 12 files\n............\n\n12 files inspected, no offenses detected")
        .assistant("Before I add sidekiq: it needs Redis, and we don't run Redis in this app yet. Should I add it to docker-compose and the Heroku addons?")
        .user(
          "ugh right no redis. ok wait no, the team already agreed on good_job months ago since we're on postgres anyway, go with good_job not sidekiq. does good_job support cron style jobs or do we need something else",
        )
        .bash("bundle add good_job", "Fetching good_job 4.4.1\nInstalling good_job 4.4.1")
        .assistant(
          "Added good_job 4.4.1.\n- Yes, it has cron built in (`config.good_job.cron = {...}`), no extra gem needed.\n- Adapter set in `config/application.rb`: `config.active_job.queue_adapter = :good_job`.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["good_job"] },
      { kind: "instruction", keys: ["rubocop"] },
    ],
  },
  {
    id: "b65-auth-nuget",
    build: (s) =>
      s
        .user(
          "getting 401s from the token endpoint in dev, might be the clock skew thing from last time? no idea. fyi the auth service is owned by the platform team, Dev in #platform is the person to ping for anything there, we cant change it ourselves. also open item: update the nuget package versions once the release freeze lifts next week",
        )
        .bash(
          "dotnet test tests/Api.Tests --filter Token",
          "Failed TokenTests.Refresh_ReturnsNewToken [412 ms]\n  Expected: 200\n  Actual:   401\nFailed!  - Failed: 1, Passed: 8",
          1,
        )
        .file("Read", "src/Api/appsettings.Development.json")
        .assistant(
          "### What I found\n- `appsettings.Development.json` points `Auth:Authority` at `https://auth.dev.internal/v1` but the token endpoint moved to `/v2`.\n- Not clock skew: the token's `iat` is within 1s.\n\n### Next\n- Changing the authority URL is on our side; anything inside the auth service itself would go to the platform team.\n- NuGet updates after the freeze are still open.",
        )
        .user("ok change the url")
        .file("Edit", "src/Api/appsettings.Development.json")
        .bash("dotnet test tests/Api.Tests --filter Token", "Passed!  - Failed: 0, Passed: 9")
        .assistant("Authority URL updated to `/v2`; all 9 token tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["auth", "platform"] },
      { kind: "task", keys: ["nuget"] },
    ],
  },
  {
    id: "b65-dbt-snowflake",
    build: (s) =>
      s
        .user(
          "the dbt run cost us a fortune last month because somebody wrote select * everywhere so hard rule now: never SELECT * in the dbt models, list the columns. the warehouse is snowflake in eu-west-1 if that matters for anything. could you fix stg_orders first",
        )
        .bash("grep -rln 'select \\*' models/staging", "models/staging/stg_orders.sql\nmodels/staging/stg_customers.sql")
        .file("Edit", "models/staging/stg_orders.sql")
        .bash("dbt run -s stg_orders", "1 of 1 OK created sql view model analytics.stg_orders .......... [SUCCESS 1 in 2.31s]")
        .assistant("- `stg_orders` now lists its 11 columns explicitly; `dbt run` OK.\n- `stg_customers` still has a `select *` — want me to do that too?")
        .user("yes go")
        .file("Edit", "models/staging/stg_customers.sql")
        .assistant("Done, `stg_customers` lists its columns too.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["select *"] },
      { kind: "fact", keys: ["snowflake"] },
    ],
  },
  {
    id: "b65-hypothesis-memleak",
    build: (s) =>
      s
        .user(
          "memory keeps growing on the worker pods, could it be the lru cache never evicting? or maybe the prometheus client with high cardinality labels. just thinking out loud, can you check heap usage",
        )
        .bash("curl -s localhost:9100/metrics | grep -c '^http_requests_total'", "48213")
        .assistant(
          "Signal so far:\n- `http_requests_total` has **48,213** series — very high cardinality, likely a label with the raw URL.\n- I haven't confirmed the LRU theory either way.\n\nThis points toward the Prometheus client, but it's not proven yet.",
        )
        .user("hmm ok lets keep looking tomorrow with a heap snapshot")
        .assistant("Sounds good.")
        .stop(),
    planted: [],
  },
  {
    id: "b65-protobuf-jitter",
    build: (s) =>
      s
        .user(
          "the json between billing and ledger is a mess of optional fields so we're going with protobuf for the internal grpc calls, decided in the arch review, json stays only for the public api. and the webhook sender retries all at once which hammered the partner last night, it needs jitter on the backoff, can you leave a note for that we do it later. for now just generate the ledger stubs",
        )
        .file("Write", "proto/ledger/v1/ledger.proto")
        .bash("buf generate", "")
        .bash("go build ./...", "")
        .assistant(
          "Generated:\n- `proto/ledger/v1/ledger.proto` (`PostEntry`, `GetBalance`)\n- Go stubs under `gen/ledger/v1`\n\nNote for later: add jitter to the webhook sender's retry backoff.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["protobuf"] },
      { kind: "task", keys: ["jitter"] },
    ],
  },
  {
    id: "b65-composition-staging",
    build: (s) =>
      s
        .user(
          "new components use the composition api only please no options api, i know half the old ones are options api we leave those. the staging url is staging.shopfront.dev and it's behind basic auth, creds are in 1password under 'shopfront staging'. is the cart drawer component easy to port to script setup?",
        )
        .file("Read", "src/components/CartDrawer.vue")
        .assistant(
          "`CartDrawer.vue` is ~120 lines in the Options API:\n- 3 `data` fields, 2 `computed`, 1 `watch` on `open`\n- emits `close`\n\nPorting to `<script setup>` is easy, maybe 15 minutes. Shall I?",
        )
        .user("not now, its an old one, leave it")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://staging.shopfront.dev", "401")
        .assistant("OK, leaving it. (Staging answers 401 without credentials, as expected with basic auth.)")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["composition"] },
      { kind: "fact", keys: ["staging", "basic auth"] },
    ],
  },
  {
    id: "b65-torch-a100",
    build: (s) =>
      s
        .user(
          "training crashed overnight with a cuda error which, great. decision: we pin torch to 2.3.1 because the cluster has cuda 12.1 and the newer wheels want 12.4, dont upgrade it. the gpu nodes are a100 40gb btw so batch 64 at fp16 should fit, maybe? can you check what version is installed in the env",
        )
        .bash("python -c 'import torch; print(torch.__version__, torch.version.cuda)'", "2.5.0+cu124 12.4")
        .bash("pip install torch==2.3.1 --index-url https://download.pytorch.org/whl/cu121", "Successfully installed torch-2.3.1+cu121")
        .assistant(
          "The env had **torch 2.5.0 / CUDA 12.4** — that's the crash. Now:\n- torch `2.3.1+cu121`, pinned in `requirements.txt`\n- Batch 64 at fp16 on a 40GB A100: I haven't measured it; I'd try it with `torch.cuda.max_memory_allocated()` logging.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["torch"] },
      { kind: "fact", keys: ["a100"] },
    ],
  },
  {
    id: "b65-rename-done",
    build: (s) =>
      s
        .user("rename getUsr to getUser everywhere its been bugging me for months, and update the tests")
        .bash("rg -l 'getUsr' src test", "src/users/service.ts\nsrc/routes/profile.ts\ntest/users.test.ts")
        .file("Edit", "src/users/service.ts")
        .file("Edit", "src/routes/profile.ts")
        .file("Edit", "test/users.test.ts")
        .bash("npm test -- users", "Tests  14 passed (14)")
        .assistant("Renamed `getUsr` → `getUser` in 3 files; tests pass.")
        .user("🙏")
        .stop(),
    planted: [],
  },
  {
    id: "b65-elixir-telemetry",
    build: (s) =>
      s
        .user(
          "code review style for this project: prefer pattern matching in function heads over case blocks when you can, it reads better to us. also at some point we need a telemetry handler for the oban jobs so we can see durations in grafana, not now. why is the Accounts test failing on my machine but not ci, is it the timezone",
        )
        .bash(
          "mix test test/accounts_test.exs",
          "  1) test trial ends after 14 days (AccountsTest)\n     Assertion with == failed\n     left:  ~D[2026-11-15]\n     right: ~D[2026-11-16]\n\nFinished in 0.2 seconds\n12 tests, 1 failure",
          2,
        )
        .file("Edit", "test/accounts_test.exs")
        .bash("mix test test/accounts_test.exs", "12 tests, 0 failures")
        .assistant(
          "It was the timezone: the test used `Date.utc_today()` but the fixture used local time. I made both UTC.\n\nLater: telemetry handler for Oban job durations.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pattern matching"] },
      { kind: "task", keys: ["telemetry"] },
    ],
  },
  {
    id: "b65-parameter-store",
    build: (s) =>
      s
        .user(
          "secrets manager costs add up with 300 secrets so we decided on ssm parameter store securestrings instead, agreed with finance. also fyi the dev aws account is the sandbox one (the 1111 account) and prod lives in a totally separate org so creds dont cross. can you move the stripe key lookup in the lambda to parameter store",
        )
        .file("Edit", "functions/charge/handler.ts")
        .bash("npx sam build && npx sam local invoke ChargeFn -e events/charge.json", 'START RequestId: 8c1...\n{"statusCode":200}\nEND RequestId: 8c1...')
        .assistant(
          "**Changed**\n- `functions/charge/handler.ts` reads `/app/stripe/secret_key` via `GetParameter` with `WithDecryption: true`, cached per cold start.\n\n**Verified**\n- `sam local invoke` returns 200.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["parameter store"] },
      { kind: "fact", keys: ["sandbox"] },
    ],
  },
  {
    id: "b65-cents-invoice",
    build: (s) =>
      s
        .user(
          "found another rounding bug in the totals and I'm done with it: all money is stored and computed as integer cents, never floats, not in php not in js. the invoice pdf generation is still todo too, leave that one. can you fix the cart total calc",
        )
        .bash(
          "php artisan test --filter CartTotal",
          "FAILED  Tests\\Unit\\CartTotalTest > it sums line items\n  Failed asserting that 29.969999999999995 is identical to 29.97.\n  // never compare floats with ===",
          1,
        )
        .file("Edit", "app/Services/CartTotal.php")
        .bash("php artisan test --filter CartTotal", "PASS  Tests\\Unit\\CartTotalTest\n  ✓ it sums line items")
        .assistant("Fixed: `CartTotal` now sums `price_cents` as ints and only formats at the edge.\n\nStill open: invoice PDF generation.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["cents"] },
      { kind: "task", keys: ["invoice", "pdf"] },
    ],
  },
  {
    id: "b65-thanks-standup",
    build: (s) =>
      s
        .user("what did we do yesterday? i have standup in 5 and my brain is empty")
        .bash("git log --since=yesterday --oneline", "a1b2c3d fix: cart total in cents\n9f8e7d6 chore: bump eslint-plugin-import")
        .assistant("Yesterday:\n- fixed the cart total (integer cents)\n- bumped `eslint-plugin-import` for the advisory")
        .user("legend")
        .stop(),
    planted: [],
  },
  {
    id: "b65-riverpod",
    build: (s) =>
      s
        .user(
          "ok for state management in the flutter app lets go with bloc, its what the agency used. the android minSdk is 24 btw we cant go lower because of the camera plugin",
        )
        .file("Read", "pubspec.yaml")
        .assistant(
          "I can add `flutter_bloc`. Note `pubspec.yaml` already has `flutter_riverpod` 2.5 in use on two screens — do you want both, or migrate those?",
        )
        .user(
          "oh. ok then change of plan, no bloc, we go with riverpod for everything, it's already there and i'd rather not have two. port the onboarding cubit if there is one",
        )
        .bash("grep -rl 'Cubit' lib", "lib/onboarding/onboarding_cubit.dart")
        .file("Write", "lib/onboarding/onboarding_provider.dart")
        .bash("flutter test test/onboarding_test.dart", "00:02 +5: All tests passed!")
        .assistant("Ported `OnboardingCubit` to a Riverpod `NotifierProvider`; tests pass. No bloc dependency added.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["riverpod"] },
      { kind: "fact", keys: ["minsdk"] },
    ],
  },
  {
    id: "b65-pipefail-backup",
    build: (s) =>
      s
        .user(
          "the deploy script silently continued after the rsync failed which is how we shipped a half-empty build lol so: every shell script in this repo starts with set -euo pipefail, no exceptions. and for context the backup cron runs at 02:30 utc on db-2 so dont schedule anything heavy around then. fix deploy.sh",
        )
        .file("Edit", "scripts/deploy.sh")
        .bash("shellcheck scripts/deploy.sh", "")
        .assistant("`scripts/deploy.sh` now starts with `set -euo pipefail`, and the `rsync` exit code aborts the deploy. shellcheck is clean.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pipefail"] },
      { kind: "fact", keys: ["backup"] },
    ],
  },
  {
    id: "b65-graphql-node",
    build: (s) =>
      s
        .user(
          "big news from the planning meeting, we dropped the graphql gateway, too much overhead for 3 clients, we're going rest only from now. and we need to upgrade node 18 to 20 on all the lambdas before the april eol, put it on the list. does anything in the web app still call /graphql",
        )
        .bash(
          "rg -n '/graphql' apps/web/src | head",
          "apps/web/src/lib/api.ts:7:const GQL = '/graphql'; // TODO remove when REST is done\napps/web/src/pages/Orders.tsx:22:  fetch(GQL, { method: 'POST', body })",
        )
        .assistant(
          "Two callers left:\n| file | use |\n|---|---|\n| `lib/api.ts` | constant `GQL` |\n| `pages/Orders.tsx` | orders query |\n\nAnd noted: upgrade the lambdas from Node 18 to 20 before April.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["graphql"] },
      { kind: "task", keys: ["upgrade", "node"] },
    ],
  },
  {
    id: "b65-grok-joke",
    build: (s) =>
      s
        .user("tell me honestly is it normal that our ci takes 25 minutes or are we just bad at this")
        .assistant(
          "25 minutes isn't unusual for a monorepo without caching, but it's on the slow side. The usual culprits are no dependency cache, tests not sharded, and Docker layers rebuilt every run.",
        )
        .user("lol ok so we're bad at this. maybe we look at caching some day, not committing to it")
        .assistant("Fair enough — happy to profile it whenever you want.")
        .stop(),
    planted: [],
  },
  {
    id: "b65-exposed-detekt",
    build: (s) =>
      s
        .user(
          "new dev asked me so writing it down here too, the kotlin backend is ktor not spring and the db layer is exposed (jetbrains exposed, the sql dsl) not jpa. also detekt warnings are errors in ci, fix them, dont slap @Suppress on them. can you fix the three detekt findings from my last push",
        )
        .bash(
          "./gradlew detekt",
          "src/main/kotlin/Orders.kt:41:5: Function placeOrder is too long (72). [LongMethod]\nsrc/main/kotlin/Orders.kt:90:1: Magic number 86400. [MagicNumber]\nsrc/main/kotlin/Db.kt:12:1: Wildcard import [WildcardImport]\nBUILD FAILED",
          1,
        )
        .file("Edit", "src/main/kotlin/Orders.kt")
        .file("Edit", "src/main/kotlin/Db.kt")
        .bash("./gradlew detekt", "BUILD SUCCESSFUL in 6s")
        .assistant(
          "Fixed all three:\n1. split `placeOrder` into `validate` + `persist`\n2. `86400` → `SECONDS_PER_DAY`\n3. explicit imports in `Db.kt`\n\nDetekt passes.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["exposed"] },
      { kind: "instruction", keys: ["detekt"] },
    ],
  },
  {
    id: "b65-alembic-ratelimit",
    build: (s) =>
      s
        .user(
          "migrations: we decided on alembic with autogenerate, the raw sql folder is dead, but someone reads every generated migration before it merges. also we should add rate limiting to the /login endpoint at some point, the brute force attempts in the logs are getting silly, not today though. generate the migration for the new api_keys table",
        )
        .bash(
          "alembic revision --autogenerate -m 'api keys'",
          "INFO  [alembic.autogenerate.compare] Detected added table 'api_keys'\n  Generating migrations/versions/3f2a_api_keys.py ...  done",
        )
        .file("Read", "migrations/versions/3f2a_api_keys.py")
        .assistant(
          "Generated `3f2a_api_keys.py`. I read it:\n- creates `api_keys` (id, user_id FK, hash, created_at)\n- adds the index on `user_id`\n\nLooks right. Open for later: rate limiting on `/login`.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["alembic"] },
      { kind: "task", keys: ["rate", "login"] },
    ],
  },
  {
    id: "b65-clang-abi",
    build: (s) =>
      s
        .user(
          "we build with clang 17 on ubuntu 22.04 in ci so gcc-only extensions are out. rule for the plugin api: no exceptions across the plugin abi boundary ever, return error codes, a plugin throwing into the host crashed a customer last year. the linker error on libfoo, is that the missing -fPIC or something else",
        )
        .bash(
          "cmake --build build 2>&1 | tail -3",
          "/usr/bin/ld: libfoo.a(foo.o): relocation R_X86_64_32 against `.rodata' can not be used when making a shared object; recompile with -fPIC\nclang: error: linker command failed with exit code 1",
          1,
        )
        .file("Edit", "third_party/foo/CMakeLists.txt")
        .bash("cmake --build build 2>&1 | tail -1", "[100%] Built target host")
        .assistant(
          "Yes, it was `-fPIC`: `libfoo` is static and linked into the shared plugin. I set `POSITION_INDEPENDENT_CODE ON` for it; the build is green.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["clang"] },
      { kind: "instruction", keys: ["abi"] },
    ],
  },
  {
    id: "b65-gemini-lint-done",
    build: (s) =>
      s
        .user("can you run the linter and fix whatever it complains about, quick one")
        .bash("npx eslint . --fix", "/home/dev/src/app/src/util/date.ts\n  3:10  warning  'isValid' is defined but never used  no-unused-vars")
        .file("Edit", "src/util/date.ts")
        .assistant("I will remove the unused `isValid` import. Done — ESLint reports no warnings now.")
        .user("cheers")
        .stop(),
    planted: [],
  },
  {
    id: "b65-adapter-playwright",
    build: (s) =>
      s
        .user(
          "vercel bill came in so we're self hosting, sveltekit adapter-node it is, not adapter-vercel, already told the team. also we really need e2e tests for checkout with playwright, someday soon, put it on the list. right now the build fails after switching adapters can you check",
        )
        .bash("npm run build", "Error: Cannot find module '@sveltejs/adapter-node'", 1)
        .bash("npm i -D @sveltejs/adapter-node && npm run build", "> Using @sveltejs/adapter-node\n  ✔ done")
        .assistant("The adapter package wasn't installed. Added `@sveltejs/adapter-node`; build passes.\n\nOpen: Playwright e2e tests for checkout.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["adapter-node"] },
      { kind: "task", keys: ["playwright"] },
    ],
  },
  {
    id: "b65-docker-port",
    build: (s) =>
      s
        .user(
          "docker compose up fails with port is already allocated on 5432, what is holding it, could be a leftover container from the other project i guess",
        )
        .bash("docker ps --format '{{.Names}} {{.Ports}}' | grep 5432", "legacy-db-1 0.0.0.0:5432->5432/tcp")
        .assistant("Your guess was right: `legacy-db-1` from the other project holds 5432. Stop it with `docker stop legacy-db-1`, or should I?")
        .user("yeah stop it")
        .bash("docker stop legacy-db-1 && docker compose up -d db", "legacy-db-1\n Container app-db-1  Started")
        .assistant("Stopped `legacy-db-1`; `app-db-1` is up on 5432.")
        .stop(),
    planted: [],
  },
  {
    id: "b65-rejected-monorepo",
    build: (s) =>
      s
        .user(
          "so i was reading about nx and turborepo last night and i wonder if we should move the three repos into one monorepo, would that even help with the shared types problem or just make ci slower, what do you think, not deciding anything today",
        )
        .bash("ls ..", "api\nweb\nshared-types")
        .assistant(
          "Trade-offs as I see them:\n- **For**: one PR can change `shared-types` and both consumers; no publish step\n- **Against**: CI needs affected-only builds or it gets slower; history merge is a one-off chore\n\nA lighter option is publishing `shared-types` on every merge with a bot bumping consumers.",
        )
        .user("hmm the bot thing sounds like more moving parts honestly. what about git submodules")
        .assistant("Submodules would work but people forget `--recursive` and pin stale commits; most teams that try them move away again.")
        .user("meh, that sounds painful too. i'll maybe bring the whole thing up with the team, dunno yet")
        .assistant("Sounds good — I can sketch a migration plan if the team wants one.")
        .stop(),
    planted: [],
  },
  {
    id: "b65-nopunct-actions",
    build: (s) =>
      s
        .user(
          "ok so staging broke again because someone pushed straight to main i swear so never push to main directly always open a PR even for one liners and also we decided to move from jenkins to github actions finally the jenkins box gets decommissioned end of month and btw the vault token for ci expires every 24h thats why the nightly failed not the code can you look at the nightly log",
        )
        .bash(
          "gh run view 8812 --log-failed | tail -3",
          "deploy  Fetch secrets  Error: permission denied: token expired (vault)\ndeploy  Fetch secrets  ##[error]Process completed with exit code 2.",
        )
        .assistant(
          "Nightly run 8812:\n- **Cause**: `Fetch secrets` failed, Vault token expired — not a code problem.\n- **Fix**: re-running after the token refresh should pass.\n\nNoted for the repo: no direct pushes to main (PRs only), and the move from Jenkins to GitHub Actions.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["push", "main"] },
      { kind: "decision", keys: ["github actions"] },
      { kind: "fact", keys: ["vault", "token"] },
    ],
  },
  {
    id: "b65-prisma-users-old",
    build: (s) =>
      s
        .user(
          "the hand written sql in the nest app is getting out of hand we need an orm, what are the options, i dont want anything too magic, and also the users_old table is still sitting there from the migration in march",
        )
        .bash("ls src/db && wc -l src/db/*.sql | tail -1", "queries.sql\nusers.sql\norders.sql\n  1840 total")
        .assistant(
          'Two realistic options for NestJS:\n\n**A. TypeORM** — decorators on entities, Nest integration built in, but lazy relations and sync can surprise you.\n**B. Prisma** — schema file + generated client, explicit queries, good migrations.\n\nGiven "not too magic", I\'d lean B.',
        )
        .user(
          "B. prisma. final, i'll tell the others. and about users_old we still need to drop it but only after the new table has run in prod for a week, so thats for later dont touch it now",
        )
        .bash("npx prisma init --datasource-provider postgresql", "✔ Your Prisma schema was created at prisma/schema.prisma")
        .assistant(
          "Prisma initialised (`prisma/schema.prisma`, postgres). Next I'd run `prisma db pull` to introspect. `users_old` left alone — dropping it stays on the list.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["prisma"] },
      { kind: "task", keys: ["users_old"] },
    ],
  },
  {
    id: "b65-mypy-typehints",
    build: (s) =>
      s
        .user(
          "I keep guessing what these functions return which wastes my whole morning so please, type hints on every new function from now on, args and return. we should also turn on mypy strict for the billing package eventually, it's like 300 errors right now so not this week. what does this warning even mean",
        )
        .bash(
          "uv run mypy billing --strict | tail -2",
          "billing/invoice.py:12: note: By default the bodies of untyped functions are not checked, consider using --check-untyped-defs  [annotation-unchecked]\nFound 312 errors in 41 files (checked 58 source files)",
          1,
        )
        .assistant(
          "That note means mypy **skips the body** of any function without annotations — so errors inside `invoice.py:12`'s function are silently ignored until it's typed.\n\n- 312 errors under `--strict` today\n- Strict mode for `billing` is on the list for later\n- New functions: fully annotated",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["type hints"] },
      { kind: "task", keys: ["mypy", "strict"] },
    ],
  },
  {
    id: "b65-cache-ttl",
    build: (s) =>
      s
        .user(
          "product pages are slow because every request hits the pricing api, lets cache the prices in redis with a 1h ttl and call it a day. prices come from the supplier feed which updates twice an hour fyi",
        )
        .file("Edit", "src/pricing/cache.ts")
        .bash("npm test -- pricing", " ✓ test/pricing.test.ts (5 tests)\n Test Files  1 passed (1)")
        .assistant("Added a Redis cache in `src/pricing/cache.ts` (`SET price:{sku} ... EX 3600`). p95 for `/product/:id` locally: 840ms → 45ms.")
        .user(
          "hmm wait thinking about it 1h is way too long, the feed changes twice an hour and support will get angry about stale prices, make the ttl 5 minutes instead, thats the decision",
        )
        .file("Edit", "src/pricing/cache.ts")
        .assistant("Changed the TTL to 5 minutes (`EX 300`). Tests still pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ttl", "5 min"] },
      { kind: "fact", keys: ["supplier", "feed"] },
    ],
  },
  {
    id: "b65-ktlint-crashlytics",
    build: (s) =>
      s
        .user(
          "PR got bounced for formatting for the third time this week, please always run ./gradlew ktlintFormat before committing anything in the android app. also backlog item: crashlytics breadcrumbs in the payment flow, we have no idea where people drop. the release build crashes on launch though thats the real problem today",
        )
        .bash(
          "./gradlew assembleRelease && adb logcat -d | grep -m2 FATAL -A2",
          "E AndroidRuntime: FATAL EXCEPTION: main\nE AndroidRuntime: java.lang.ClassNotFoundException: com.acme.pay.PaymentResult\nE AndroidRuntime:   at kotlinx.serialization...",
        )
        .file("Edit", "app/proguard-rules.pro")
        .bash("./gradlew ktlintFormat assembleRelease", "BUILD SUCCESSFUL in 48s")
        .assistant(
          "**Crash**: R8 stripped `PaymentResult`, which kotlinx.serialization looks up by name. Added a `-keep` rule in `proguard-rules.pro`; the release build launches.\n\n**Backlog**: Crashlytics breadcrumbs for the payment flow.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ktlint"] },
      { kind: "task", keys: ["crashlytics"] },
    ],
  },
  {
    id: "b65-uuid-partition",
    build: (s) =>
      s
        .user(
          "so about ids, after the bigserial collision mess during the shard test we're going with uuid v7 primary keys for every new table, old tables keep their bigints. the primary db is postgres 15 on rds by the way (r6g.xlarge) if you need to check extensions. the events table is at 400m rows and we must partition it by month before it hits a billion, but thats a project for next month. can you write the migration for the new notifications table",
        )
        .bash("psql $DATABASE_URL -c 'select version()' -t", " PostgreSQL 15.6 on aarch64-unknown-linux-gnu, compiled by gcc (GCC) 7.3.1, 64-bit")
        .file("Write", "migrations/0042_notifications.sql")
        .assistant(
          "Migration `0042_notifications.sql`:\n```sql\nCREATE TABLE notifications (\n  id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),\n  user_id bigint NOT NULL REFERENCES users(id),\n  ...\n);\n```\nPG 15 has no built-in v7, so the function comes from `pg_uuidv7`, which RDS supports. Monthly partitioning of `events` stays open.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["uuid"] },
      { kind: "fact", keys: ["rds"] },
      { kind: "task", keys: ["partition"] },
    ],
  },
  {
    id: "b65-i18n-rtl",
    build: (s) =>
      s
        .user(
          "arabic launch is in 6 weeks so: every user facing string goes through i18n t(), no hard coded english anywhere, including aria labels and toasts. can you fix the checkout page, it has a bunch",
        )
        .bash('rg -c ">[A-Z][a-z]+ " src/pages/Checkout.tsx', "17")
        .file("Edit", "src/pages/Checkout.tsx")
        .file("Edit", "src/locales/en.json")
        .assistant(
          "Moved 17 strings in `Checkout.tsx` to `t()` keys under `checkout.*` in `en.json`.\n\nSide note: the date picker doesn't handle RTL (arrows and month grid stay LTR). Do it now or later?",
        )
        .user("later, put the rtl date picker on the list, launch is 6 weeks out")
        .assistant("Noted: RTL support for the date picker is open.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["i18n"] },
      { kind: "task", keys: ["rtl"] },
    ],
  },
  {
    id: "b65-sqlc-wrap",
    build: (s) =>
      s
        .user(
          "gorm generated a query that did a full table scan in prod yesterday and nobody noticed for 2 hours, so that's it, we use sqlc from now on, gorm is out for new code. and please wrap errors with %w and some context, never bare return err, i spent an hour figuring out where a 'no rows' came from. start with the orders repo",
        )
        .file("Write", "db/queries/orders.sql")
        .bash("sqlc generate && go build ./...", "")
        .file("Edit", "internal/orders/repo.go")
        .bash("go test ./internal/orders/...", "ok  \tgithub.com/acme/shop/internal/orders\t0.412s")
        .assistant(
          'Orders repo now uses sqlc:\n- queries in `db/queries/orders.sql`, generated code in `internal/db`\n- every error wrapped, e.g. `fmt.Errorf("orders: get %d: %w", id, err)`\n\nTests pass.',
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["sqlc"] },
      { kind: "instruction", keys: ["wrap"] },
    ],
  },
  {
    id: "b65-cert-cloudflare",
    build: (s) =>
      s
        .user(
          "got an email that something expires soon, is it the wildcard cert? dns for all our domains is in cloudflare not route53 (the route53 zones are leftovers, ignore them) so check there",
        )
        .bash(
          "echo | openssl s_client -connect acme.io:443 -servername acme.io 2>/dev/null | openssl x509 -noout -subject -enddate",
          "subject=CN = *.acme.io\nnotAfter=Dec 14 23:59:59 2026 GMT",
        )
        .assistant(
          "Yes — the wildcard `*.acme.io` expires **Dec 14**.\n\nIt's not auto-renewed (it's an uploaded custom cert in Cloudflare, not an edge certificate). Want me to do anything now?",
        )
        .user("no, I need the CA account first. renewing the wildcard cert before the 14th is on us though, dont let it slip")
        .assistant("Understood: renew the wildcard cert before Dec 14 — open.")
        .stop(),
    planted: [
      { kind: "task", keys: ["wildcard", "cert"] },
      { kind: "fact", keys: ["cloudflare"] },
    ],
  },
  {
    id: "b65-squash-runbook",
    build: (s) =>
      s
        .user(
          "the git history is unreadable with all these merge commits, we talked in retro and decided squash merge only from now, i'll flip the repo setting. also the on call rotation starts in january and we have zero docs, somebody has to write a runbook for it, not you not now. can you check which merge methods are enabled right now",
        )
        .bash(
          "gh api repos/acme/shop --jq '{merge: .allow_merge_commit, squash: .allow_squash_merge, rebase: .allow_rebase_merge}'",
          '{"merge":true,"rebase":true,"squash":true}',
        )
        .assistant(
          "All three are enabled right now: merge commits, squash and rebase. Once you flip it, only `allow_squash_merge` should be `true`.\n\nOpen: on-call runbook before January.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["squash"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b65-polars-nbstripout",
    build: (s) =>
      s
        .user(
          "the nightly etl ran out of memory again with pandas at 14gb, we're moving it to polars, the spike last week showed 4x less memory, decided. also notebooks never get committed with outputs, somebody pushed a 90mb notebook with a dataframe dump, install nbstripout as a git filter. first port load_orders()",
        )
        .bash("pip install nbstripout && nbstripout --install", "Successfully installed nbstripout-0.7.1")
        .file("Edit", "etl/load_orders.py")
        .bash("python -m pytest tests/test_load_orders.py -q", "3 passed in 1.21s")
        .assistant(
          "- `load_orders()` uses polars (`pl.scan_parquet(...).filter(...).collect()`), same output schema\n- nbstripout installed as a git filter for `*.ipynb`\n\nTests pass.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["polars"] },
      { kind: "instruction", keys: ["nbstripout"] },
    ],
  },
  {
    id: "b65-git-question",
    build: (s) =>
      s
        .user("whats the actual difference between git restore and git checkout -- file, i always forget and stackoverflow has 40 answers")
        .assistant(
          "- `git restore <file>`: discards working-tree changes (new, since Git 2.23)\n- `git checkout -- <file>`: the old way, same effect\n- `git restore --staged <file>`: unstages, like `git reset <file>`\n\n`restore` just splits `checkout`'s many jobs into a clearer command.",
        )
        .user("ahh ok so its the same thing with a less cursed name")
        .assistant("Exactly.")
        .stop(),
    planted: [],
  },
  {
    id: "b65-race-sleep",
    build: (s) =>
      s
        .user(
          "test_upload_progress fails like 1 in 10 runs, maybe a race between the worker and the assertion? or the tmp dir cleanup? i dont know, theres a sleep(0.5) in there someone added, can you make it wait on the actual event instead",
        )
        .file("Read", "tests/test_upload.py")
        .file("Edit", "tests/test_upload.py")
        .bash("for i in $(seq 20); do pytest tests/test_upload.py -q -x || break; done | tail -1", "1 passed in 0.22s")
        .assistant("Replaced `time.sleep(0.5)` with waiting on the worker's `done` event (timeout 5s). 20 runs in a row pass.")
        .user("sweet")
        .stop(),
    planted: [],
  },
];

/** The set: events, segments and scoring of BLIND65_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND65 = plantedSet(BLIND65_SESSIONS, Date.UTC(2026, 10, 2, 9));
