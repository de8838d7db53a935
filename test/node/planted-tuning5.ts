/**
 * A fifth tuning planted set for the offline long-term-memory extractor, and training data for
 * the sentence classifier: written without reading the extractor (src/core/memories/extract.ts,
 * dialogue.ts, any sentence model or its weights) or the sessions of the other planted sets,
 * from issue 19's description of what should and should not be remembered. Many short
 * sessions (3-6 messages) from many kinds of project (web backends, CLIs, infra, data, mobile,
 * games, docs), in the terse lower-case voice users write to a coding agent in. Each session is
 * one segment; the items planted in it are listed with it: 69 items (17 decisions, 17
 * instructions, 17 facts, 18 tasks) in 52 sessions, 14 of which plant nothing. Every other
 * message must give nothing: questions, hypotheses, proposals the user rejects or never
 * confirms, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output (with
 * "always", "never", "TODO" in them), chit-chat, and requests the agent completes in the same
 * session. Some decisions are superseded within their session: only the later one is planted.
 *
 * Matching rule (fixed before any extractor was run on this set; the rule of
 * test/node/planted-blind.ts, implemented once in planted-scoring.ts):
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

export const TUNING5_SESSIONS: BlindSession[] = [
  {
    id: "t5-orders-pagination",
    build: (s) =>
      s
        .user("GET /orders returns every row, pls add pagination. cursor based not offset, thats the rule for all list endpoints from now on")
        .assistant("I'll look at the orders view and the serializer first.")
        .file("Read", "api/views/orders.py")
        .file("Edit", "api/views/orders.py")
        .bash("pytest tests/api/test_orders.py -q", "........\n8 passed in 1.92s")
        .assistant("Added cursor pagination to `GET /orders` (`?cursor=` + `next_cursor` in the response, page size 50). Tests pass.")
        .user("nice. /customers needs the same treatment but not today, leave it for later")
        .stop("Noted — `/customers` still uses offset pagination; I haven't touched it."),
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "task", keys: ["customers"] },
    ],
  },
  {
    id: "t5-cli-goreleaser",
    build: (s) =>
      s
        .user("release workflow failed on the last tag, can u look")
        .bash("gh run view 8812 --log-failed | tail -5", "goreleaser: error: git tag v1.8.0 was not made against commit 3fa1c2e\n  ⨯ release failed after 2s")
        .assistant("The tag `v1.8.0` points at a different commit than the one being built — looks like it was created by hand and then the branch moved.")
        .user("yeah someone tagged manually. btw never tag releases by hand, goreleaser does it from CI when the release PR merges")
        .user("and fyi the homebrew tap is acme/homebrew-tools, goreleaser pushes the formula there")
        .bash("git push origin :refs/tags/v1.8.0 && gh workflow run release.yml", "Deleted tag v1.8.0\n✓ Created workflow_dispatch event for release.yml")
        .stop("Deleted the stray tag and re-ran the release workflow."),
    planted: [
      { kind: "instruction", keys: ["goreleaser"] },
      { kind: "fact", keys: ["homebrew"] },
    ],
  },
  {
    id: "t5-terraform-vpc",
    build: (s) =>
      s
        .user("add a second private subnet to the vpc module for eu-west-1c")
        .file("Edit", "infra/modules/vpc/main.tf")
        .bash("terraform -chdir=infra/envs/staging plan -out=tfplan", "Plan: 2 to add, 0 to change, 0 to destroy.\n\nSaved the plan to: tfplan")
        .assistant("Plan shows 2 additions (subnet + route table association). Want me to apply?")
        .user("no. rule: always paste the plan here and wait for me before any apply, dont run apply urself")
        .user("also state lives in the s3 bucket acme-tfstate w/ the dynamodb lock table, in case u wondered where")
        .stop("Understood, I won't apply. The saved plan is at `infra/envs/staging/tfplan`."),
    planted: [
      { kind: "instruction", keys: ["plan", "apply"] },
      { kind: "fact", keys: ["tfstate"] },
    ],
  },
  {
    id: "t5-empty-rebase-question",
    build: (s) =>
      s
        .user("whats the diff between git rebase and git merge again, i always mix them up")
        .bash("git log --oneline --graph -5", "* a1b2c3d (HEAD -> feat/x) wip\n* 9f8e7d6 (origin/main) fix typo\n* 1234abc add readme")
        .assistant(
          "`merge` keeps both histories and adds a merge commit; `rebase` replays your commits on top of the target so history stays linear. On your branch, `git rebase origin/main` would move `wip` on top of `fix typo`.",
        )
        .user("ok makes sense ty")
        .stop(),
    planted: [],
  },
  {
    id: "t5-rn-android-sdk",
    build: (s) =>
      s
        .user("gradle sync fails after the RN upgrade, pls fix")
        .bash(
          "cd android && ./gradlew assembleDebug",
          "FAILURE: Build failed with an exception.\n* What went wrong: minSdkVersion 24 cannot be smaller than version 26 declared in library [react-native-vision-camera]",
          1,
        )
        .assistant("The camera lib now requires minSdk 26 but `android/build.gradle` still says 24. Could bump it, unless you still support Android 7?")
        .user("we dont. min sdk is 26 since march, the gradle file is just stale")
        .file("Edit", "android/build.gradle")
        .bash("cd android && ./gradlew assembleDebug", "BUILD SUCCESSFUL in 1m 12s")
        .stop("Bumped `minSdkVersion` to 26; debug build passes."),
    planted: [{ kind: "fact", keys: ["min sdk"] }],
  },
  {
    id: "t5-godot-tunneling",
    build: (s) =>
      s
        .user("player clips thru walls when dashing. maybe ccd?")
        .assistant(
          "Probably tunneling — at dash speed the body moves more than the wall thickness per physics tick. Enabling continuous collision detection on the player should fix it.",
        )
        .file("Edit", "scenes/player.tscn")
        .bash("godot --headless --script tests/run_tests.gd", "test_dash_collision ... ok\ntest_wall_slide ... ok\n2 passed")
        .assistant("Set `continuous_cd` on the player's RigidBody; the dash collision test passes now.")
        .user("sweet. coyote time also feels off but thats a separate thing, put it on the todo list for next session")
        .stop("Added to the list: coyote time tuning, not started."),
    planted: [{ kind: "task", keys: ["coyote"] }],
  },
  {
    id: "t5-docs-headings",
    build: (s) =>
      s
        .user("should we move the docs from mkdocs to docusaurus? versioning is kinda painful")
        .assistant(
          "Docusaurus has built-in versioning, but you'd lose the material theme's search and admonitions, and every page needs MDX checks. mike gives mkdocs versioning too.",
        )
        .user("ok no, staying on mkdocs material, we'll add mike for versions")
        .file("Edit", "mkdocs.yml")
        .bash("mkdocs build --strict", "INFO - Building documentation...\nINFO - Documentation built in 3.41 seconds")
        .user("oh and headings are sentence case in our docs, not Title Case. fix the ones in getting-started pls")
        .file("Edit", "docs/getting-started.md")
        .stop("Added mike to `mkdocs.yml` and changed the getting-started headings to sentence case."),
    planted: [
      { kind: "decision", keys: ["mkdocs"] },
      { kind: "instruction", keys: ["sentence case"] },
    ],
  },
  {
    id: "t5-airflow-backfill",
    build: (s) =>
      s
        .user("the daily_revenue dag ran at 2am instead of midnight?? whats going on")
        .bash("grep -n schedule dags/daily_revenue.py", '14:    schedule="0 0 * * *",')
        .assistant("The cron is `0 0 * * *`. If you're in CET, that would show as 1–2am local — is the scheduler configured for UTC?")
        .user("yes, airflow scheduler runs in UTC, all the dag crons are UTC. so thats expected, my bad")
        .user("while ur here: dont set catchup=True on new dags, we got burned by 400 backfill runs once")
        .user("and the sept backfill for daily_revenue still has to happen, after the warehouse migration is done")
        .stop("OK — no changes made. The September backfill is still pending."),
    planted: [
      { kind: "fact", keys: ["airflow", "utc"] },
      { kind: "instruction", keys: ["catchup"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "t5-cache-lmdb",
    build: (s) =>
      s
        .user("we need a local cache for the indexer. lets use sqlite")
        .assistant("I'll add a `Cache` wrapper around `rusqlite` with a single `kv` table.")
        .file("Write", "src/cache.rs")
        .bash(
          "cargo test cache",
          "running 3 tests\ntest cache::tests::concurrent_writes ... FAILED\n\nthread 'cache::tests::concurrent_writes' panicked at 'database is locked'",
          101,
        )
        .user("ugh the write lock. scrap sqlite, go with lmdb (heed crate) for the cache")
        .file("Write", "src/cache.rs")
        .bash("cargo test cache", "running 3 tests\n...\ntest result: ok. 3 passed")
        .stop("Rewrote the cache on `heed` (LMDB); all 3 cache tests pass, including concurrent writes."),
    planted: [{ kind: "decision", keys: ["lmdb"] }],
  },
  {
    id: "t5-empty-vitest-shard",
    build: (s) =>
      s
        .user("does vitest support sharding like jest --shard?")
        .bash("npx vitest --help | grep -i shard", "  --shard <shard>  Test suite shard to execute in a format of <index>/<count>")
        .assistant("Yes: `vitest run --shard=1/3`. Each CI job runs one shard; use `--reporter=blob` and `vitest --merge-reports` to combine.")
        .user("k thx")
        .stop(),
    planted: [],
  },
  {
    id: "t5-k8s-ingress",
    build: (s) =>
      s
        .user("the /healthz route 404s through the ingress but works on the pod")
        .bash(
          "kubectl -n staging get ingress api -o yaml | grep -A3 annotations",
          "  annotations:\n    traefik.ingress.kubernetes.io/router.entrypoints: websecure",
        )
        .assistant("The ingress still has traefik annotations. Is the cluster running traefik?")
        .user("no, we run nginx-ingress, traefik got removed in q2. those annotations are leftovers")
        .file("Edit", "deploy/staging/ingress.yaml")
        .bash(
          "kubectl -n staging apply -f deploy/staging/ingress.yaml && curl -s -o /dev/null -w '%{http_code}' https://api.staging.acme.dev/healthz",
          "ingress.networking.k8s.io/api configured\n200",
        )
        .user("good. and pls never touch the prod namespace from this machine, staging only")
        .stop("Replaced the annotations with the nginx ones; `/healthz` returns 200 on staging. I'll keep to the staging namespace."),
    planted: [
      { kind: "fact", keys: ["nginx-ingress"] },
      { kind: "instruction", keys: ["prod", "namespace"] },
    ],
  },
  {
    id: "t5-rust-errors",
    build: (s) =>
      s
        .user("error handling in this crate is a mess, every fn returns Box<dyn Error>. suggestions?")
        .assistant(
          "Options: (1) `miette` everywhere for pretty diagnostics, (2) `thiserror` for typed errors in the library and `anyhow` in the binary, (3) keep Box but add context.",
        )
        .user("miette is too heavy for us. going with thiserror in the lib and anyhow in main.rs")
        .file("Edit", "src/error.rs")
        .bash("cargo clippy -- -D warnings", "    Checking rcat v0.4.0\n    Finished dev [unoptimized] target(s) in 4.10s")
        .user("windows paths in --out are still broken btw, not touching that now, remind me")
        .stop("Library errors are now a `thiserror` enum and `main.rs` uses `anyhow`. The Windows `--out` path bug is still open."),
    planted: [
      { kind: "decision", keys: ["thiserror"] },
      { kind: "task", keys: ["windows"] },
    ],
  },
  {
    id: "t5-commit-style",
    build: (s) =>
      s
        .user("commit what u have")
        .bash(
          "git add -A && git commit -m 'Updated parser and tests'",
          "[main 4be21f0] Updated parser and tests\n 3 files changed, 41 insertions(+), 9 deletions(-)",
        )
        .user("pls use conventional commits for messages here, feat: / fix: / chore: etc. amend that one")
        .bash("git commit --amend -m 'fix(parser): handle empty heredoc bodies'", "[main 8c0d3a2] fix(parser): handle empty heredoc bodies")
        .stop("Amended to `fix(parser): handle empty heredoc bodies`."),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "t5-empty-log-words",
    build: (s) =>
      s
        .user(
          "what does this mean\n```\nWARN retry policy=always attempts=5\nERROR upstream never responded (timeout 30s)\nINFO TODO: remove legacy fallback\n```",
        )
        .bash("grep -rn 'policy=always' src/ | head -3", 'src/http/retry.ts:22:  log.warn("retry policy=" + policy + " attempts=" + n)')
        .assistant(
          "The retry layer logs its policy (`always` = retry every failure) and gave up after 5 attempts because upstream never answered within 30 s. The TODO line is just a log message someone left in `fallback.ts`.",
        )
        .user("huh ok")
        .stop(),
    planted: [],
  },
  {
    id: "t5-express-keycloak",
    build: (s) =>
      s
        .user("401 on every request after the deploy, tokens look fine")
        .bash("curl -s https://auth.internal/realms/acme/.well-known/openid-configuration | jq .issuer", '"https://auth.internal/realms/acme"')
        .bash("grep -n ISSUER .env.production", "3:OIDC_ISSUER=https://auth.internal/realms/acme-dev")
        .assistant("The production env points at the `acme-dev` realm; tokens are issued by `acme`. That mismatch fails issuer validation.")
        .user("right, tokens come from keycloak at auth.internal, realm acme. fix the env")
        .file("Edit", ".env.production")
        .user("rate limiting on /login is still missing btw, thats for next sprint")
        .stop("Fixed `OIDC_ISSUER`. Rate limiting on `/login` isn't there yet."),
    planted: [
      { kind: "fact", keys: ["keycloak"] },
      { kind: "task", keys: ["rate limit"] },
    ],
  },
  {
    id: "t5-unity-store-build",
    build: (s) =>
      s
        .user("play store rejected the upload, says version code already used")
        .bash("grep -n bundleVersion ProjectSettings/ProjectSettings.asset", "147:  bundleVersion: 1.4.2\n151:  AndroidBundleVersionCode: 38")
        .assistant("Version code 38 was already uploaded. I'll bump it to 39 and the version to 1.4.3.")
        .file("Edit", "ProjectSettings/ProjectSettings.asset")
        .user("ty. always bump bundleVersion + the version code before a store build, every time")
        .user("and before u ask: no unity 6 upgrade this year, we stay on 2022 LTS")
        .stop("Bumped to 1.4.3 (39)."),
    planted: [
      { kind: "instruction", keys: ["bundleversion"] },
      { kind: "decision", keys: ["lts"] },
    ],
  },
  {
    id: "t5-django-squash",
    build: (s) =>
      s
        .user("migrate takes forever on fresh dbs, we have 212 migrations in orders/")
        .bash("ls orders/migrations | wc -l", "213")
        .assistant("Might be one of the data migrations rather than the count — 0147 rebuilds an index. I can't tell without timing it.")
        .user("doesnt matter, we squash migrations at every release from now on. do orders now")
        .bash(
          "python manage.py squashmigrations orders 0212 && python manage.py migrate --plan | tail -2",
          "Created new squashed migration orders/migrations/0001_squashed_0212_auto.py\n  orders.0001_squashed_0212_auto",
        )
        .stop("Squashed `orders` 0001–0212 into one migration."),
    planted: [{ kind: "decision", keys: ["squash"] }],
  },
  {
    id: "t5-empty-flaky-upload",
    build: (s) =>
      s
        .user("test_upload flaky again??")
        .assistant("Could be the temp dir race — two workers share `/tmp/uploads`. Not sure though, it passed locally 20 times.")
        .user("eh just rerun it")
        .bash("pytest tests/test_upload.py -q", "...\n3 passed in 0.88s")
        .stop("Passed on rerun."),
    planted: [],
  },
  {
    id: "t5-ios-push-cert",
    build: (s) =>
      s
        .user("fastlane match fails on the new ci runner")
        .bash("bundle exec fastlane match appstore --readonly", "[!] Could not decrypt the repo, please make sure you enter the right password!", 1)
        .assistant("`MATCH_PASSWORD` isn't set on the new runner. Where does the team keep it?")
        .user("signing certs + the match password are in 1password, vault mobile-ci")
        .bash("op read 'op://mobile-ci/match/password' >/dev/null && echo ok", "ok")
        .user("also the apns push cert expires dec 15, needs renewing before then. not urgent today")
        .stop("The runner can now read the match password. The APNs push cert renewal is still to do."),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "task", keys: ["push cert"] },
    ],
  },
  {
    id: "t5-grpc-buf",
    build: (s) =>
      s
        .user("the protoc shell script broke again on the new mac. is there something better")
        .assistant("`buf` handles plugin versions and linting; `buf generate` with a `buf.gen.yaml` would replace `scripts/gen-protos.sh`.")
        .user("yep lets do it, switch to buf, delete the protoc script")
        .file("Write", "buf.gen.yaml")
        .bash("buf generate && git rm -q scripts/gen-protos.sh && go build ./...", "")
        .stop("Generation now runs through `buf generate`; the old script is gone and the build passes."),
    planted: [{ kind: "decision", keys: ["buf", "protoc"] }],
  },
  {
    id: "t5-empty-hot-loop",
    build: (s) =>
      s
        .user("report generation got slow, like 40s. profile it pls")
        .bash(
          "py-spy record -o prof.svg -- python -m reports.build --month 2026-10 && py-spy top --nonblocking | head -3",
          "  %Own   Function\n 71.2%  _find_customer (reports/build.py:88)\n  9.0%  render_row",
        )
        .file("Read", "reports/build.py")
        .assistant(
          "`_find_customer` does a linear scan over all customers for every row:\n```python\n# always look up fresh, never cache\nfor c in customers:\n    if c.id == cid: return c\n```\nI'll build a dict once instead.",
        )
        .file("Edit", "reports/build.py")
        .bash("time python -m reports.build --month 2026-10", "real\t0m3.41s")
        .stop("40 s → 3.4 s with a dict lookup."),
    planted: [],
  },
  {
    id: "t5-monorepo-pnpm",
    build: (s) =>
      s
        .user("ci fails on install, lockfile mismatch")
        .bash("git log -1 --stat | grep -i lock", " package-lock.json | 18234 +++++++++++++\n pnpm-lock.yaml    |    12 +-")
        .assistant("Someone ran `npm install`, which created a `package-lock.json` next to `pnpm-lock.yaml`.")
        .user("ffs. use pnpm, never npm in this repo. delete that file")
        .bash("git rm -q package-lock.json && pnpm install --frozen-lockfile", "Lockfile is up to date, resolution step is skipped\nDone in 6.2s")
        .user("fyi the ci runners are self-hosted on hetzner, 4 cores each, so dont expect it to be fast")
        .stop("Removed `package-lock.json`; `pnpm install --frozen-lockfile` is clean."),
    planted: [
      { kind: "instruction", keys: ["pnpm"] },
      { kind: "fact", keys: ["hetzner"] },
    ],
  },
  {
    id: "t5-celery-oom",
    build: (s) =>
      s
        .user("celery workers keep restarting during the night batch")
        .bash(
          "kubectl logs deploy/worker --previous | grep -i memory | tail -2",
          "[WARNING] Worker exited prematurely: signal 9 (SIGKILL)\n[INFO] child process exceeded worker_max_memory_per_child (200000 KiB), replacing",
        )
        .assistant("Could be a leak in the pdf task, or just the limit. Let me check the task's peak.")
        .bash("python -m tools.memprof tasks.render_invoice_pdf --sample 20", "peak rss: 351 MiB")
        .assistant("Confirmed: the pdf task peaks at ~350 MiB and `worker_max_memory_per_child` is 200 MB, so every pdf job kills its child.")
        .user("yep thats it. decision: pdf rendering moves to its own queue `pdf` w/ a bigger limit, the default queue stays at 200")
        .file("Edit", "worker/celeryconfig.py")
        .stop("Routed `render_invoice_pdf` to the `pdf` queue with a 512 MB limit per child."),
    planted: [
      { kind: "fact", keys: ["memory_per_child"] },
      { kind: "decision", keys: ["pdf", "queue"] },
    ],
  },
  {
    id: "t5-empty-regex",
    build: (s) =>
      s
        .user("need a regex for semver tags like v1.2.3 or v1.2.3-rc.1")
        .bash(
          'node -e \'const r=/^v\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.]+)?$/; for (const t of ["v1.2.3","v1.2.3-rc.1","1.2.3"]) console.log(t, r.test(t))\'',
          "v1.2.3 true\nv1.2.3-rc.1 true\n1.2.3 false",
        )
        .assistant("`^v\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.]+)?$` — matches both, rejects tags without the `v`.")
        .stop(),
    planted: [],
  },
  {
    id: "t5-vue-i18n",
    build: (s) =>
      s
        .user("settings page shows raw keys like settings.notifications.title in de")
        .bash("jq 'keys | length' src/locales/en.json src/locales/de.json", "214\n171")
        .assistant("`de.json` is missing 43 keys, all under `settings.*`. I can copy the English strings as a fallback, or wire up `fallbackLocale: 'en'`.")
        .user("do the fallbackLocale thing. the german strings come from marta, she owns all the translations")
        .file("Edit", "src/i18n.ts")
        .user("real german translations for settings = later, once marta sends them")
        .stop("Set `fallbackLocale: 'en'`; the settings page shows English in `de` until the translations land."),
    planted: [
      { kind: "fact", keys: ["marta"] },
      { kind: "task", keys: ["german"] },
    ],
  },
  {
    id: "t5-pg-pgbouncer",
    build: (s) =>
      s
        .user("getting 'prepared statement \"s3\" does not exist' randomly in prod")
        .bash("grep -rn 'prepare' app/db/ | head -3", "app/db/pool.py:12:    prepare_threshold=5,")
        .assistant("psycopg is auto-preparing statements after 5 uses. Is there a pooler between the app and Postgres?")
        .user("yes pgbouncer in transaction mode in front of prod pg")
        .assistant("That explains it: in transaction mode a prepared statement can land on a different server connection. I'll set `prepare_threshold=None`.")
        .file("Edit", "app/db/pool.py")
        .user("good. and going forward no prepared statements or advisory locks in app code, they dont survive the pooler")
        .stop("Disabled auto-prepare."),
    planted: [
      { kind: "fact", keys: ["pgbouncer"] },
      { kind: "instruction", keys: ["prepared statements"] },
    ],
  },
  {
    id: "t5-empty-rename",
    build: (s) =>
      s
        .user("rename getUsr to getUser everywhere pls, typo from 2019 lol")
        .bash("rg -l 'getUsr' src | xargs sed -i 's/getUsr/getUser/g' && rg -c getUsr src || echo none", "none")
        .bash("npx tsc --noEmit", "")
        .stop("Renamed in 14 files; typecheck is clean."),
    planted: [],
  },
  {
    id: "t5-swiftlint",
    build: (s) =>
      s
        .user("add the share button to the detail view")
        .file("Edit", "App/Views/DetailView.swift")
        .bash("swiftlint lint --quiet", "App/Views/DetailView.swift:88:1: warning: Line Length Violation: Line should be 120 characters or less")
        .assistant("The share button is in. There's one swiftlint warning for line length; it's cosmetic so I left it.")
        .user("no, swiftlint has to be at zero warnings before u call something done. always")
        .file("Edit", "App/Views/DetailView.swift")
        .bash("swiftlint lint --quiet", "")
        .stop("Wrapped the long line; swiftlint is clean."),
    planted: [{ kind: "instruction", keys: ["swiftlint"] }],
  },
  {
    id: "t5-game-saves",
    build: (s) =>
      s
        .user("save system rewrite. current one pickles the whole world state lol")
        .assistant("I'd suggest protobuf for the save format — compact and versioned schemas.")
        .user("nah, debugging binary saves is hell. save files are json with a `version` field, thats it")
        .file("Write", "src/save/format.ts")
        .bash("npm test -- save", " ✓ save/format.test.ts (6)\n Test Files  1 passed (1)")
        .user("old v1 saves will need a migrator eventually, not now")
        .stop("Saves are now JSON with `version: 2`. Loading a v1 save isn't handled yet."),
    planted: [
      { kind: "decision", keys: ["save", "json"] },
      { kind: "task", keys: ["migrator"] },
    ],
  },
  {
    id: "t5-docs-api-ref",
    build: (s) =>
      s
        .user("create stub pages for the v2 endpoints under docs/api/")
        .bash("ls openapi/v2/paths | head", "orders.yaml\nrefunds.yaml\nwebhooks.yaml")
        .file("Write", "docs/api/orders.md")
        .file("Write", "docs/api/refunds.md")
        .assistant("Created stubs for orders, refunds and webhooks. Should I write the reference by hand or generate it?")
        .user("generated. we'll use redocly to build the api ref from the openapi spec")
        .user("the actual api reference content for v2 is still to write tho, stubs are fine for this PR")
        .stop("Stubs are in `docs/api/`."),
    planted: [
      { kind: "decision", keys: ["redocly"] },
      { kind: "task", keys: ["api reference"] },
    ],
  },
  {
    id: "t5-empty-set-e",
    build: (s) =>
      s
        .user("what does `set -euo pipefail` actually do")
        .bash("bash -c 'set -euo pipefail; false | true; echo reached'", "", 1)
        .assistant(
          "`-e` exits on any failing command, `-u` errors on unset variables, `-o pipefail` makes a pipeline fail if any stage fails — that's why `false | true` stopped the script above before `echo`.",
        )
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "t5-dns-route53",
    build: (s) =>
      s
        .user("add a CNAME docs -> acme.github.io")
        .bash("dig +short NS acme.dev", "ada.ns.cloudflare.com.\nbob.ns.cloudflare.com.")
        .assistant("acme.dev is on Cloudflare. I'll add the record with the Cloudflare Terraform provider.")
        .file("Edit", "infra/dns/acme_dev.tf")
        .user("right, dns is all on cloudflare, except corp.acme.dev which is still on route53")
        .user("moving corp off route53 is on the list, just not now")
        .stop("Added the `docs` CNAME in Cloudflare."),
    planted: [
      { kind: "fact", keys: ["cloudflare"] },
      { kind: "task", keys: ["route53"] },
    ],
  },
  {
    id: "t5-go-mux",
    build: (s) =>
      s
        .user("new http service, use chi for routing")
        .file("Write", "cmd/ledger/main.go")
        .assistant(
          "Router set up with chi. Note that Go 1.22's ServeMux now supports methods and path params (`GET /accounts/{id}`), so chi isn't strictly needed.",
        )
        .user("oh true. drop chi, go w/ the stdlib ServeMux")
        .file("Edit", "cmd/ledger/main.go")
        .bash("go mod tidy && go test ./...", "ok  \tledger/cmd/ledger\t0.012s")
        .stop("Switched to `http.ServeMux`; chi is out of go.mod."),
    planted: [{ kind: "decision", keys: ["servemux"] }],
  },
  {
    id: "t5-dbt-naming",
    build: (s) =>
      s
        .user("add a model for daily active users")
        .bash("ls models/", "staging/\nmarts/")
        .file("Write", "models/marts/daily_active_users.sql")
        .user("naming: stg_ for staging models, fct_ / dim_ for marts. rename it fct_daily_active_users")
        .bash(
          "git mv models/marts/daily_active_users.sql models/marts/fct_daily_active_users.sql && dbt build -s fct_daily_active_users",
          "1 of 1 OK created sql table model ANALYTICS.marts.fct_daily_active_users",
        )
        .user("warehouse is snowflake btw, database ANALYTICS, if u need to query it")
        .stop("Renamed and built `fct_daily_active_users`."),
    planted: [
      { kind: "instruction", keys: ["stg_"] },
      { kind: "fact", keys: ["snowflake"] },
    ],
  },
  {
    id: "t5-empty-bun",
    build: (s) =>
      s
        .user("maybe we should switch to bun? installs are slow")
        .bash("bun --version", "bash: bun: command not found", 127)
        .assistant(
          "bun installs are much faster, but your jest setup uses `jest.mock` hoisting that bun's test runner handles differently, and the Docker images would change.",
        )
        .user("hm nvm, not worth it rn")
        .stop(),
    planted: [],
  },
  {
    id: "t5-electron-update",
    build: (s) =>
      s
        .user("dependabot wants electron 33, should we take it")
        .bash("npm ls electron better-sqlite3", "app@2.3.0\n├── better-sqlite3@9.4.1\n└── electron@31.7.2")
        .assistant("better-sqlite3 is a native module; it has to be rebuilt against electron 33's ABI. Without that the app fails to start.")
        .user("close it. dont bump electron past 31 until someone redoes the native module build")
        .bash("gh pr close 412 -c 'holding electron at 31 (native module)'", "✓ Closed pull request #412")
        .user("also auto-update is broken on mac arm builds. not today, add it to the list")
        .stop("Closed #412. Auto-update on Apple silicon is still broken."),
    planted: [
      { kind: "instruction", keys: ["electron"] },
      { kind: "task", keys: ["auto-update"] },
    ],
  },
  {
    id: "t5-sentry-sampling",
    build: (s) =>
      s
        .user("sentry bill is huge. whats our tracesSampleRate")
        .bash("grep -rn tracesSampleRate src/", "src/instrument.ts:7:  tracesSampleRate: 1.0,")
        .assistant("It's 1.0 — every transaction is traced. Errors are sampled separately.")
        .user("ok set traces to 0.1. errors stay at 100%, that's what we agreed for sentry")
        .file("Edit", "src/instrument.ts")
        .stop("`tracesSampleRate` is 0.1 now."),
    planted: [{ kind: "decision", keys: ["sentry"] }],
  },
  {
    id: "t5-empty-ci-lint",
    build: (s) =>
      s
        .user("ci red, fix")
        .bash("gh run view --log-failed | tail -3", "src/api.ts\n  12:7  error  'unused' is assigned a value but never used  @typescript-eslint/no-unused-vars")
        .file("Edit", "src/api.ts")
        .bash("npm run lint", "✔ No problems")
        .stop("Removed the unused variable; lint passes."),
    planted: [],
  },
  {
    id: "t5-py-mypy",
    build: (s) =>
      s
        .user("add a helper to parse the billing csv")
        .file("Write", "billing/parse.py")
        .bash("mypy --strict billing/", "billing/parse.py:4: error: Function is missing a return type annotation  [no-untyped-def]", 1)
        .user("yeah type hints on every new function, ci runs mypy --strict on everything except legacy/")
        .file("Edit", "billing/parse.py")
        .bash("mypy --strict billing/", "Success: no issues found in 3 source files")
        .user("typing the legacy/ package is a todo, module by module when we get time")
        .stop("Annotated the helper; mypy is clean."),
    planted: [
      { kind: "instruction", keys: ["type hints"] },
      { kind: "task", keys: ["legacy"] },
    ],
  },
  {
    id: "t5-redis-keys",
    build: (s) =>
      s
        .user("sessions arent expiring")
        .bash("redis-cli --scan --pattern 'svc:*' | head -3 && redis-cli TTL svc:v2:sess:8f1c", "svc:v2:sess:8f1c\nsvc:v2:sess:a03d\nsvc:v1:sess:77aa\n-1")
        .assistant("Session keys have no TTL (`-1`). There's also a stray `svc:v1:` key — is v1 still written by anything?")
        .user("no, all keys are prefixed svc:v2: now, v1 is dead, delete those")
        .bash("redis-cli --scan --pattern 'svc:v1:*' | xargs -r redis-cli DEL", "(integer) 1")
        .user("session TTL is 7 days, agreed w/ ops last week. set it on write")
        .file("Edit", "src/session/store.ts")
        .bash("npm test -- session", " ✓ session/store.test.ts (4)")
        .stop("Session writes now set a 7-day TTL."),
    planted: [
      { kind: "fact", keys: ["svc:v2"] },
      { kind: "decision", keys: ["ttl"] },
    ],
  },
  {
    id: "t5-empty-docker-cache",
    build: (s) =>
      s
        .user("docker build takes 6 min every time, even for a one-line change")
        .file("Read", "Dockerfile")
        .assistant("`COPY . .` comes before `pip install`, so any change busts the dependency layer. I'll copy `requirements.txt` first and add a cache mount.")
        .file("Edit", "Dockerfile")
        .bash("docker build -q . && touch app/main.py && time docker build -q .", "sha256:3b1e...\nreal\t0m9.8s")
        .stop("Rebuild after a code change: 9.8 s."),
    planted: [],
  },
  {
    id: "t5-flutter-riverpod",
    build: (s) =>
      s
        .user("state mgmt for the new app. what about bloc?")
        .assistant("Bloc is explicit but verbose; Riverpod is lighter and compile-safe. Provider is simpler still but you'd outgrow it.")
        .user("riverpod. final answer, not bloc")
        .bash("flutter pub add flutter_riverpod && flutter test", "+ flutter_riverpod 2.5.1\n00:03 +1: All tests passed!")
        .user("offline mode is still todo for later btw, dont start it")
        .stop("Added flutter_riverpod."),
    planted: [
      { kind: "decision", keys: ["riverpod"] },
      { kind: "task", keys: ["offline"] },
    ],
  },
  {
    id: "t5-oncall",
    build: (s) =>
      s
        .user("set up alert routing for the new queue-lag alert")
        .file("Edit", "monitoring/alerts/queue.yaml")
        .bash("promtool check rules monitoring/alerts/queue.yaml", "Checking monitoring/alerts/queue.yaml\n  SUCCESS: 1 rules found")
        .assistant("Routed to the oncall receiver. Who's on call — is there a rotation tool?")
        .user("pagerduty, schedule platform-primary. jonas is the escalation")
        .user("and dont page oncall for staging alerts ever, those go to #staging-alerts in slack")
        .file("Edit", "monitoring/alertmanager.yaml")
        .stop("Prod alerts page platform-primary; staging goes to #staging-alerts."),
    planted: [
      { kind: "fact", keys: ["pagerduty"] },
      { kind: "instruction", keys: ["staging-alerts"] },
    ],
  },
  {
    id: "t5-feature-flags",
    build: (s) =>
      s
        .user("add a flag for the new checkout, env var is fine")
        .assistant("I'll add `NEW_CHECKOUT=true|false` read at startup.")
        .user("wait no, flags go in launchdarkly, not env vars. forgot we switched")
        .file("Edit", "src/checkout/index.ts")
        .bash("npm test -- checkout", " ✓ checkout/index.test.ts (9)")
        .user("once new_checkout holds at 100% for a week we rip out the flag. remind me")
        .stop("The checkout reads `new_checkout` from LaunchDarkly."),
    planted: [
      { kind: "decision", keys: ["launchdarkly"] },
      { kind: "task", keys: ["new_checkout"] },
    ],
  },
  {
    id: "t5-empty-leak-guess",
    build: (s) =>
      s
        .user("i think the memory leak is from the image cache?")
        .bash("node --expose-gc scripts/heap-diff.js --iterations 50", "retained: 38.2 MB\ntop: (array) 41%, Buffer 22%, ImageCacheEntry 3%")
        .assistant(
          "The image cache is only 3% of retained memory; most of it is anonymous arrays. Can't confirm where it comes from yet — I'd need an allocation timeline.",
        )
        .user("hmm ok")
        .stop(),
    planted: [],
  },
  {
    id: "t5-android-kapt",
    build: (s) =>
      s
        .user("build fails w/ kapt errors on my machine but not ci")
        .bash(
          "java -version 2>&1 | head -1 && ./gradlew :app:kaptDebugKotlin",
          'openjdk version "21.0.2"\n> Task :app:kaptDebugKotlin FAILED\nIllegalAccessError: superclass access check failed',
          1,
        )
        .assistant("You're on JDK 21. Does CI use 17?")
        .user("yes. builds need JDK 17, 21 breaks kapt")
        .bash("JAVA_HOME=$(/usr/libexec/java_home -v 17) ./gradlew :app:assembleDebug", "BUILD SUCCESSFUL in 2m 3s")
        .user("moving kapt to ksp would fix it for good. someday, not this week")
        .stop("Built with JDK 17."),
    planted: [
      { kind: "fact", keys: ["jdk 17"] },
      { kind: "task", keys: ["ksp"] },
    ],
  },
  {
    id: "t5-cli-config",
    build: (s) =>
      s
        .user("config loading: we support yaml and toml rn and it's a mess")
        .assistant("Options: keep both behind one loader, or pick one. Most of the issues are YAML's implicit typing (`no` → false).")
        .user("toml only. config lives at ~/.config/tidy/config.toml, drop yaml")
        .file("Edit", "src/config.rs")
        .bash("cargo test config", "test result: ok. 7 passed")
        .user("also keep --json output stable, people script against it. no renaming fields")
        .user("fish completions are missing, later")
        .stop("YAML support removed; config is TOML only."),
    planted: [
      { kind: "decision", keys: ["toml"] },
      { kind: "instruction", keys: ["--json"] },
      { kind: "task", keys: ["fish"] },
    ],
  },
  {
    id: "t5-empty-unconfirmed",
    build: (s) =>
      s
        .user("the migration half-applied in staging, table exists but no index")
        .bash("psql $STAGING_URL -c '\\d invoices' | grep -i index", "")
        .assistant(
          "The migration ran outside a transaction, so the `CREATE INDEX` failure left the table behind. I'd suggest we always run migrations in a transaction from now on — want me to add that to the runner?",
        )
        .user("hmm let me think about it")
        .stop(),
    planted: [],
  },
  {
    id: "t5-stripe-webhooks",
    build: (s) =>
      s
        .user("webhook signature check fails in staging")
        .bash("vault kv get -field=signing_secret kv/payments/stripe | cut -c1-6", "whsec_")
        .assistant("The secret in Vault looks right. The handler reads `STRIPE_WH_SECRET`, but the staging deploy sets `STRIPE_WEBHOOK_SECRET`.")
        .user("ah. stripe webhooks hit /hooks/stripe, secret lives in vault kv/payments/stripe. fix the env name")
        .file("Edit", "deploy/staging/values.yaml")
        .user("we still need idempotency on webhook retries, TODO next week")
        .stop("Fixed the variable name."),
    planted: [
      { kind: "fact", keys: ["stripe", "webhook"] },
      { kind: "task", keys: ["idempotency"] },
    ],
  },
  {
    id: "t5-game-textures",
    build: (s) =>
      s
        .user("repo is 4gb, clone takes forever")
        .bash("git count-objects -vH && git lfs ls-files | wc -l", "size-pack: 3.91 GiB\n0")
        .assistant("No files are in LFS; the PNGs under `Assets/Textures` are most of the pack.")
        .user("ugh. textures go thru git lfs, always. never commit raw pngs directly")
        .bash("git lfs track 'Assets/Textures/**/*.png' && git add .gitattributes", 'Tracking "Assets/Textures/**/*.png"')
        .user("also decided w/ the art team: atlas size is 2048 max, not 4096, older phones choke")
        .file("Edit", "Assets/Editor/AtlasSettings.cs")
        .stop("PNG textures are tracked by LFS now."),
    planted: [
      { kind: "instruction", keys: ["lfs"] },
      { kind: "decision", keys: ["atlas"] },
    ],
  },
  {
    id: "t5-changelog",
    build: (s) =>
      s
        .user("pr for the --dry-run flag is ready? push it")
        .bash("git push -u origin feat/dry-run && gh pr create --fill", "https://github.com/acme/syncer/pull/233")
        .user("u forgot the changelog. every user-facing PR adds a line to CHANGELOG.md under Unreleased")
        .file("Edit", "CHANGELOG.md")
        .bash("git commit -qam 'docs: changelog for --dry-run' && git push -q", "")
        .user("release notes for 3.2 need a migration section, todo before friday")
        .stop("Added the changelog line to the PR."),
    planted: [
      { kind: "instruction", keys: ["changelog"] },
      { kind: "task", keys: ["release notes"] },
    ],
  },
  {
    id: "t5-empty-thanks",
    build: (s) =>
      s
        .user("is the branch pushed?")
        .bash("git status -sb | head -1", "## feat/export...origin/feat/export")
        .assistant("Yes, `feat/export` is up to date with origin.")
        .user("thx thats all for today")
        .stop("👍"),
    planted: [],
  },
];

/** The fifth tuning set: events, segments and scoring of TUNING5_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING5 = plantedSet(TUNING5_SESSIONS, START);
