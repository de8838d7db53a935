/**
 * The fifth blind planted set for the offline long-term-memory extractor: written without
 * reading the extractor (src/core/memories/extract.ts), its tests' expectations or the
 * sessions of the other planted sets, from issue 19's description of what should and should
 * not be remembered, in the voice of the agents' real session transcripts (the team's
 * format fixtures, kept outside this repository; nothing here reads them). Each
 * session is one segment; the items planted in it are listed with it: 52 items (13 of each
 * kind) in 46 sessions, 14 of which plant nothing. Every other message must give nothing:
 * questions, hypotheses, proposals the user rejects or never confirms, withdrawn ideas,
 * unconfirmed guesses, quoted code, logs and tool output (with "always", "never", "TODO" in
 * them), chit-chat, and requests the agent completes in the same session. Some decisions are
 * superseded within their session; only the final one is planted.
 *
 * Measured once, 2026-11-26 11:49, on the extractor with its sentence classifier (trained on 15
 * other sets): precision 30/45, recall 30/52 (the rules alone: 22/35, 22/52). Since then a
 * training set of the classifier (test/node/memory-classifier-training.ts).
 *
 * Matching rule (fixed before any extractor is run on this set; the rule of planted-blind.ts,
 * implemented in planted-scoring.ts):
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

export const BLIND5_SESSIONS: BlindSession[] = [
  {
    id: "f01-pkg-manager",
    planted: [{ kind: "decision", keys: ["pnpm"] }],
    build: (s) =>
      s
        .user("the install on CI takes 4 min again. is it yarn or the cache?")
        .bash("cat .github/workflows/ci.yml | grep -n cache", "14:      - uses: actions/cache@v4\n15:        with:\n16:          path: ~/.yarn/berry/cache")
        .assistant(
          "The cache key includes the lockfile hash, so it's hit most runs. The slow part is the link step (`yarn install` spends ~3 min in resolution on a cold runner).",
        )
        .user("ok enough. we're moving to pnpm workspaces and dropping yarn, I've wanted this for months. do the switch in this branch")
        .bash("pnpm import && rm yarn.lock && pnpm install", "Lockfile is up to date\nDone in 21.4s")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Switched: `pnpm-lock.yaml` generated from the old lockfile, CI uses `pnpm install --frozen-lockfile`. Local install is 21 s.")
        .stop(),
  },
  {
    id: "f02-limiter",
    planted: [{ kind: "decision", keys: ["limiter", "durable"] }],
    build: (s) =>
      s
        .user("for the per-user rate limit lets just use redis, upstash has a free tier")
        .assistant("Upstash works from Workers over HTTP. One thing: every request then pays a round trip to their region (~30-60 ms from EU colos).")
        .bash("curl -s -o /dev/null -w '%{time_total}\\n' https://eu1-fancy-upstash.example/ping", "0.061")
        .user("hm 60ms per request is too much. scratch redis — the limiter goes on durable objects, one DO per user. thats final")
        .file("Write", "src/limits/limiter-do.ts")
        .bash("npx vitest run test/limits", " ✓ test/limits/limiter.test.ts (7 tests)")
        .assistant("Rate limiter now lives in `LimiterDO` (one instance per user id), 7 tests pass.")
        .stop(),
  },
  {
    id: "f03-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning! coffee hasn't kicked in yet so go easy on me")
        .assistant("Morning. What are we looking at today?")
        .user("just show me git status, i forgot what i was doing friday")
        .bash("git status --short", " M src/routes/invoices.ts\n?? scratch.txt")
        .assistant("One modified file (`src/routes/invoices.ts`) and an untracked `scratch.txt`.")
        .user("lol scratch.txt is my grocery list. ok thx")
        .stop(),
  },
  {
    id: "f04-push-main",
    planted: [{ kind: "instruction", keys: ["push", "main"] }],
    build: (s) =>
      s
        .user("commit the fix for the typo in README and push it")
        .bash("git add README.md && git commit -m 'docs: fix typo' && git push origin main", "To github.com:acme/app.git\n   3f2a1c0..9be41d2  main -> main")
        .assistant("Pushed `9be41d2` to main.")
        .user("ugh no. never push to main directly, even for typos. always a branch + PR, main is protected for a reason (well, it should be). remember that")
        .bash("git revert --no-edit 9be41d2 && git push origin main", '[main 0c11aa7] Revert "docs: fix typo"')
        .assistant("Sorry about that. Reverted on main and opened the typo fix as a PR from `docs/readme-typo` instead.")
        .stop(),
  },
  {
    id: "f05-flaky-port",
    planted: [{ kind: "fact", keys: ["8787"] }],
    build: (s) =>
      s
        .user("test/worker/ingest.test.ts fails like 1 in 5 on CI. any idea? maybe a race in the queue consumer?")
        .bash(
          "npx vitest run test/worker --reporter=verbose 2>&1 | tail -5",
          "Error: listen EADDRINUSE: address already in use 127.0.0.1:8787\n    at Server.setupListenHandle\n Test Files  1 failed | 11 passed (12)",
          1,
        )
        .assistant(
          "Not the consumer. Both `ingest.test.ts` and `export.test.ts` start a dev server on the same fixed port, and when vitest runs them in parallel the second one can't bind.",
        )
        .bash("grep -rn 8787 test/worker", "test/worker/ingest.test.ts:12:  port: 8787,\ntest/worker/export.test.ts:9:  port: 8787,")
        .assistant(
          "Confirmed root cause: the flaky failures come from two test files binding the same port 8787 in parallel. I gave each file `port: 0` (random).",
        )
        .bash("for i in 1 2 3 4 5 6; do npx vitest run test/worker -s >/dev/null && echo ok; done", "ok\nok\nok\nok\nok\nok")
        .stop(),
  },
  {
    id: "f06-test-cmd",
    planted: [{ kind: "instruction", keys: ["test:unit"] }],
    build: (s) =>
      s
        .user("can u run the tests for the pricing module")
        .bash("npm test -- pricing", "> app@1.0.0 test\n> vitest run pricing\n\nError: connect ECONNREFUSED 10.0.3.4:5432", 1)
        .user(
          "ah right. use `pnpm test:unit` for this stuff, not npm test — plain `npm test` wants the real postgres. that goes for every session, not just now",
        )
        .bash("pnpm test:unit pricing", " ✓ src/pricing/tiers.test.ts (18 tests)\n ✓ src/pricing/vat.test.ts (9 tests)")
        .assistant("27 pricing tests pass under the unit config.")
        .stop(),
  },
  {
    id: "f07-question-only",
    planted: [],
    build: (s) =>
      s
        .user("q: do we always need to bump the version in package.json by hand? or does changesets do it")
        .bash("ls .changeset 2>/dev/null; grep -n version package.json", 'config.json\nREADME.md\n3:  "version": "2.4.1",')
        .assistant(
          "Changesets is set up (`.changeset/config.json`), so `changeset version` bumps it when a release PR is made. You don't need to edit it by hand, unless you skip changesets.",
        )
        .user("gotcha, makes sense")
        .stop(),
  },
  {
    id: "f08-zod-owner",
    planted: [
      { kind: "decision", keys: ["zod"] },
      { kind: "fact", keys: ["priya"] },
    ],
    build: (s) =>
      s
        .user("i saw a blog post saying valibot is 10x smaller. worth switching?")
        .bash("npx esbuild src/schemas/index.ts --bundle --minify --format=esm | wc -c", "58213")
        .assistant(
          "Our schemas bundle is ~57 KB minified, mostly zod. Valibot might save 40 KB, but we have ~140 schemas and a lot of `.superRefine` that doesn't map 1:1.",
        )
        .user("ok then no. zod stays, we're not migrating to valibot, not worth it for 40kb on a worker")
        .user("btw if you need anything in src/billing — Priya owns the billing service, she reviews every change there")
        .assistant("Noted. I'll leave src/billing alone for now.")
        .stop(),
  },
  {
    id: "f09-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("the dashboard is slow since tuesday. maybe it's the new index? or the cdn? idk")
        .bash("wrk -t2 -c20 -d10s https://staging.example.dev/dashboard", "Latency   812.31ms  120.4ms   1.21s\nRequests/sec:     24.37")
        .assistant(
          "812 ms median on staging. It could be the query plan changing after the index, or it could be cold caches; I can't tell from this alone. Want me to EXPLAIN the dashboard query?",
        )
        .user("not now, i have a call. we'll look later maybe")
        .stop(),
  },
  {
    id: "f10-timestamps",
    planted: [
      { kind: "decision", keys: ["timestamps"] },
      { kind: "task", keys: ["backfill"] },
    ],
    build: (s) =>
      s
        .user("the events table has a mix of ISO strings and epoch ms in `created_at`. pick one")
        .assistant(
          "I'd go with integer epoch milliseconds: sortable, cheap to compare, and D1 indexes integers well. ISO strings are nicer to read in the console though.",
        )
        .user("agreed. timestamps are unix ms integers from now on, everywhere. convert the writer")
        .file("Edit", "src/db/events.ts")
        .bash("pnpm test:unit db/events", " ✓ src/db/events.test.ts (11 tests)")
        .assistant("Writer converted; new rows get epoch ms. Old rows still hold ISO strings.")
        .user(
          "yeah the old rows we'll deal with later — we need to backfill the pre-november rows to ms, not today though, it's 2M rows and i want a maintenance window",
        )
        .stop(),
  },
  {
    id: "f11-commits",
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "decision", keys: ["squash"] },
    ],
    build: (s) =>
      s
        .user("commit what we have")
        .bash("git commit -am 'updated stuff'", "[feat/search 1d2e3f4] updated stuff\n 3 files changed, 41 insertions(+), 7 deletions(-)")
        .user("pls reword that. from now on use conventional commits for every commit message, like `fix(search): ...` / `feat: ...`")
        .bash("git commit --amend -m 'feat(search): rank exact title matches first'", "[feat/search 7a8b9c0] feat(search): rank exact title matches first")
        .assistant("Reworded to `feat(search): rank exact title matches first`.")
        .user("and for merging PRs, let's do rebase merges so the commits stay")
        .assistant("Rebase merges keep every commit on main, including the `wip`/`fixup` ones unless they're squashed locally first.")
        .user("hmm no, the history's already unreadable with wip commits. squash merges only, decided. turn the other merge options off in the repo")
        .bash(
          "gh api -X PATCH repos/acme/app -F allow_merge_commit=false -F allow_rebase_merge=false -F allow_squash_merge=true",
          '{ "allow_squash_merge": true, "allow_merge_commit": false, "allow_rebase_merge": false }',
        )
        .assistant("Done: the repo now only allows squash merges.")
        .stop(),
  },
  {
    id: "f12-quoted-code",
    planted: [],
    build: (s) =>
      s
        .user(
          "what does this do?\n```ts\n// TODO: always retry twice, never more (see incident 42)\nexport const retry = (fn) => pRetry(fn, { retries: 2 });\n```",
        )
        .assistant(
          'It wraps a function with `p-retry`, allowing 2 retries (3 attempts in total). The comment\'s "never more" refers to incident 42, where unbounded retries hammered the payment provider.',
        )
        .bash("git log -S'incident 42' --oneline | head -3", "a1b2c3d fix: cap retries after incident 42")
        .user("ah ok. thanks")
        .stop(),
  },
  {
    id: "f13-cron-runners",
    planted: [
      { kind: "decision", keys: ["cron"] },
      { kind: "fact", keys: ["runners"] },
    ],
    build: (s) =>
      s
        .user("the digest job runs every 5 min and it's 90% no-ops. thoughts?")
        .bash("grep -n crons wrangler.toml -A2", '22:[triggers]\n23:crons = ["*/5 * * * *"]')
        .assistant("I'd suggest every 15 minutes: the digest window is 1 h anyway, so users wouldn't notice, and it cuts invocations by two thirds.")
        .user("yes do that. the cron runs every 15 min from now on")
        .file("Edit", "wrangler.toml")
        .bash("pnpm build", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", 134)
        .user("that OOM is expected-ish, the CI runners only have 2 GB of RAM, the build barely fits. set NODE_OPTIONS and retry")
        .bash("NODE_OPTIONS=--max-old-space-size=1800 pnpm build", "build complete in 48.2s")
        .assistant("Build passes with the heap capped at 1800 MB; the cron is now `*/15 * * * *`.")
        .stop(),
  },
  {
    id: "f14-withdrawn-rename",
    planted: [],
    build: (s) =>
      s
        .user("let's rename the package to @acme/core")
        .bash("grep -rl '@acme/app-lib' --include=package.json . | wc -l", "9")
        .assistant("It's referenced in 9 package.json files plus the import paths. Shall I do the rename across all of them?")
        .user("hmm 9 packages... actually nevermind, leave the name as is. not worth the churn right now")
        .assistant("Ok, leaving it.")
        .stop(),
  },
  {
    id: "f15-comments-legacy",
    planted: [
      { kind: "instruction", keys: ["comments"] },
      { kind: "fact", keys: ["legacy_users"] },
    ],
    build: (s) =>
      s
        .user("clean up src/users/repo.ts, it's a mess")
        .file("Edit", "src/users/repo.ts")
        .assistant("Split `findUser` into two functions and added a comment on each line of the query builder explaining the step.")
        .user("drop those. in general: don't write comments that just restate what the code does, only the why. applies to everything you write for me")
        .file("Edit", "src/users/repo.ts")
        .user("and while you're there — the `legacy_users` table is still read by the mobile app v3, so it stays even though nothing on web touches it")
        .bash("pnpm test:unit users", " ✓ src/users/repo.test.ts (14 tests)")
        .assistant("Comments removed except the one explaining the soft-delete filter. Tests pass.")
        .stop(),
  },
  {
    id: "f16-getuser-todo",
    planted: [{ kind: "task", keys: ["getuserlegacy"] }],
    build: (s) =>
      s
        .user("replace getUserLegacy in the admin routes with the new getUser")
        .bash("grep -rn 'getUserLegacy(' src | wc -l", "23")
        .file("Edit", "src/routes/admin.ts")
        .assistant("Done in src/routes/admin.ts (6 call sites). There are 17 more callers of `getUserLegacy` elsewhere (jobs, webhooks, the export worker).")
        .user("ok leave those. TODO for another day: migrate the remaining getUserLegacy callers, then delete it")
        .bash("pnpm test:unit routes/admin", " ✓ src/routes/admin.test.ts (22 tests)")
        .stop(),
  },
  {
    id: "f17-lint-fix",
    planted: [],
    build: (s) =>
      s
        .user("fix the lint errors in src/search pls")
        .bash("pnpm lint src/search", "src/search/rank.ts\n  41:7  error  'score' is never reassigned. Use 'const' instead  prefer-const\n\n✖ 1 problem", 1)
        .file("Edit", "src/search/rank.ts")
        .bash("pnpm lint src/search", "")
        .assistant("Fixed the one `prefer-const` error in rank.ts; lint is clean.")
        .user("nice ty")
        .stop(),
  },
  {
    id: "f18-neon",
    planted: [{ kind: "decision", keys: ["staging", "neon"] }],
    build: (s) =>
      s
        .user("we need a postgres for staging. planetscale?")
        .assistant(
          "PlanetScale is MySQL (Vitess), so it'd mean dropping our postgres-specific SQL (`jsonb`, `RETURNING`). Neon or Supabase would keep it as is.",
        )
        .user("right forgot that. ok planetscale is out. staging db goes on neon, postgres 16. create the branch")
        .bash("neonctl branches create --name staging --project-id calm-sky-123", "branch  staging  br-lucky-frost-456  created")
        .assistant("Created the `staging` branch on Neon (br-lucky-frost-456), Postgres 16.")
        .stop(),
  },
  {
    id: "f19-ruff-login",
    planted: [
      { kind: "instruction", keys: ["ruff"] },
      { kind: "task", keys: ["login"] },
    ],
    build: (s) =>
      s
        .user("format the scripts/ python files")
        .bash("black scripts/", "reformatted scripts/seed.py\nAll done! ✨ 🍰 ✨\n1 file reformatted.")
        .user("not black! we use `ruff format` for all python in this repo. and ruff check too")
        .bash("git checkout scripts/seed.py && ruff format scripts/ && ruff check scripts/", "1 file reformatted\nAll checks passed!")
        .assistant("Reformatted with ruff instead; `ruff check` is clean.")
        .user("cool. unrelated but we still need rate limiting on /login, someone will brute force it eventually. not today")
        .stop(),
  },
  {
    id: "f20-rejected-biome",
    planted: [],
    build: (s) =>
      s
        .user("eslint takes 40s on the whole repo")
        .bash("time pnpm lint", "real\t0m41.882s")
        .assistant(
          "We could switch to Biome: it does lint + format in one binary and is typically 10-20x faster. The catch is a few of our custom rules have no equivalent.",
        )
        .user("nah. not now")
        .assistant("Ok. Meanwhile, `--cache` would make repeat runs much faster; want me to add it to the script?")
        .user("sure")
        .file("Edit", "package.json")
        .bash("time pnpm lint", "real\t0m6.204s")
        .stop(),
  },
  {
    id: "f21-staging-data",
    planted: [
      { kind: "fact", keys: ["staging", "refresh"] },
      { kind: "instruction", keys: ["migrations"] },
    ],
    build: (s) =>
      s
        .user("why does user 4411 exist on staging but not prod??")
        .bash("psql $PROD_URL -c 'select deleted_at from users where id=4411'", " deleted_at\n------------------------\n 2026-10-21 09:13:55+00")
        .assistant("They were deleted in prod on Oct 21. Is staging perhaps a snapshot from before that?")
        .user("yes — staging is a copy of prod refreshed every monday night, so it's up to a week stale")
        .user("and while we're on it: ask me before you run any migrations against a shared db (staging or prod). local is fine. this is a standing rule")
        .assistant("Understood.")
        .stop(),
  },
  {
    id: "f22-sentry",
    planted: [{ kind: "task", keys: ["sentry"] }],
    build: (s) =>
      s
        .user("ugh the sentry DSN got pasted in a public gist. I deleted the gist")
        .bash("gh gist list --limit 3", "No gists found")
        .assistant("The gist is gone. The DSN itself stays valid until it's rotated in Sentry's project settings; I can't do that from here.")
        .user("yeah. remind me to rotate the sentry DSN on monday, I don't have admin until then")
        .stop(),
  },
  {
    id: "f23-logs-never",
    planted: [],
    build: (s) =>
      s
        .user("what's in the worker logs for the failed import")
        .bash(
          "wrangler tail --format pretty | head -6",
          "POST /v1/import 500\n  (error) ImportError: row 118: value never matches schema\n  (warn) always falling back to slow path for csv > 5MB\n  (log) TODO: remove after migration",
        )
        .assistant("Row 118 fails schema validation and surfaces as a 500. That should be a 400 with the row number. The other two lines are older warnings.")
        .user("ok make it a 400")
        .file("Edit", "src/routes/import.ts")
        .bash("pnpm test:unit import", " ✓ src/routes/import.test.ts (9 tests)")
        .assistant("Invalid rows now return 400 `invalid_row` with the row index; 9 tests pass.")
        .stop(),
  },
  {
    id: "f24-satisfies",
    planted: [{ kind: "instruction", keys: ["satisfies"] }],
    build: (s) =>
      s
        .user("type the config object in src/config.ts")
        .file("Edit", "src/config.ts")
        .assistant("Added `as AppConfig` on the literal.")
        .user("prefer `satisfies AppConfig` over `as` casts, here and in general. `as` hides typos")
        .file("Edit", "src/config.ts")
        .bash("pnpm typecheck", "")
        .assistant("Switched to `satisfies`, typecheck is clean (and it caught `retryDelayMS` vs `retryDelayMs`).")
        .stop(),
  },
  {
    id: "f25-cursor-leak",
    planted: [
      { kind: "task", keys: ["cursor"] },
      { kind: "task", keys: ["leak"] },
    ],
    build: (s) =>
      s
        .user("/invoices is slow past page 200, and the ws server's memory keeps growing")
        .bash('psql -c "explain analyze select * from invoices order by id offset 20000 limit 50"', "Execution Time: 412.118 ms")
        .assistant(
          "The offset pagination scans 20k rows to skip them. The fix is cursor pagination (`where id > $last`), but that changes the API shape for clients.",
        )
        .bash("node --inspect ws/server.js & sleep 3600; kill %1", "heap: 148MB -> 151MB")
        .assistant("The ws heap grew 3 MB in an hour; I couldn't pin the retainer yet.")
        .user(
          "ok neither today. leave both open: switch /invoices to cursor pagination (needs a client release), and keep hunting the ws memory leak next time",
        )
        .stop(),
  },
  {
    id: "f26-thanks",
    planted: [],
    build: (s) =>
      s
        .user("can you bump prettier to latest")
        .bash("pnpm up prettier --latest", "dependencies:\n- prettier 3.3.3\n+ prettier 3.4.2")
        .bash("pnpm format --check", "All matched files use Prettier code style!")
        .assistant("Bumped prettier 3.3.3 → 3.4.2; no formatting changes.")
        .user("perfect, thanks!")
        .stop(),
  },
  {
    id: "f27-release-branch",
    planted: [{ kind: "fact", keys: ["release"] }],
    build: (s) =>
      s
        .user("i merged to main an hour ago, why isn't it live")
        .bash("gh run list --workflow deploy.yml --limit 2", "completed  success  deploy  release  2d ago\ncompleted  success  deploy  release  5d ago")
        .assistant("The deploy workflow only ran on `release`. Does main deploy anywhere?")
        .user("oh duh. prod deploys only happen from the `release` branch, main just goes to staging. forgot we set it up like that")
        .bash("gh pr create --base release --head main --title 'release: 2026-11-28'", "https://github.com/acme/app/pull/812")
        .assistant("Opened the release PR #812 (main → release).")
        .stop(),
  },
  {
    id: "f28-flags",
    planted: [{ kind: "decision", keys: ["flags", "d1"] }],
    build: (s) =>
      s
        .user("we need feature flags for the new editor. let's use LaunchDarkly")
        .assistant("Sure. Their server SDK supports Workers via the edge SDK plus a KV sync. Shall I sign up for the trial and wire it?")
        .bash("curl -s https://launchdarkly.example/pricing.json | jq .starter.monthly", "240")
        .user("$240/mo for 3 flags lol. no. we roll our own — flags in a D1 table, read once per request. that's the decision")
        .file("Write", "migrations/0007_flags.sql")
        .file("Write", "src/flags.ts")
        .bash("pnpm test:unit flags", " ✓ src/flags.test.ts (5 tests)")
        .assistant("Added a `flags` table in D1 and `isEnabled(env, name)`; 5 tests.")
        .stop(),
  },
  {
    id: "f29-pr-size-docs",
    planted: [
      { kind: "instruction", keys: ["400"] },
      { kind: "instruction", keys: ["docs/api.md"] },
    ],
    build: (s) =>
      s
        .user("this PR is 2300 lines, I can't review that")
        .bash("git diff --stat main | tail -1", " 38 files changed, 2291 insertions(+), 310 deletions(-)")
        .user("split it. and going forward keep PRs under ~400 lines changed, split early")
        .assistant("I'll split it into: (1) the schema change, (2) the repository layer, (3) the routes, (4) the UI.")
        .user("also whenever a route's request or response changes, update docs/api.md in the same PR. you missed it last time")
        .bash("git checkout -b split/1-schema && git cherry-pick a1..a3", "[split/1-schema 4c5d6e7] feat(db): add tags schema")
        .stop(),
  },
  {
    id: "f30-unconfirmed-guess",
    planted: [],
    build: (s) =>
      s
        .user("the geocoding calls sometimes take 3s+")
        .bash(
          "grep -c 'geocode took' logs/app.log; grep 'geocode took' logs/app.log | sort -t= -k2 -n | tail -2",
          "1422\ngeocode took=3104ms\ngeocode took=3310ms",
        )
        .assistant("Maybe it's DNS resolution on the first call of each isolate, or maybe their rate limiting kicks in. I'd guess DNS, but I haven't verified.")
        .user("could be either. I'll ask their support")
        .stop(),
  },
  {
    id: "f31-geo-root-cause",
    planted: [{ kind: "fact", keys: ["geo"] }],
    build: (s) =>
      s
        .user("look at the slow checkout requests again, same thing as yesterday")
        .bash("curl -w '@curl-timing.txt' -s -o /dev/null https://api.example.dev/checkout/quote", "dns: 0.004\nconnect: 0.212\ntls: 0.431\nttfb: 2.948")
        .assistant("Connect and TLS are slow, which points at distance. The quote handler calls the geo service — where is it hosted?")
        .user("yep thats it. the geo service only runs in us-east-1, so every EU request crosses the atlantic. confirmed with infra")
        .assistant("That explains the 0.2 s connect. Caching the geo lookups per IP prefix would hide most of it.")
        .bash("git stash list | head -1", "stash@{0}: WIP on main: quote cache spike")
        .stop(),
  },
  {
    id: "f32-node-esbuild",
    planted: [
      { kind: "decision", keys: ["node 20"] },
      { kind: "decision", keys: ["esbuild"] },
    ],
    build: (s) =>
      s
        .user("engines field says >=18. do we still care about 18?")
        .bash("npm view @acme/cli dist-tags; cat .nvmrc", "{ latest: '4.1.0' }\n22")
        .assistant("Node 18 went EOL in April 2025, and CI only tests 20 and 22.")
        .user("then we drop node 18 — minimum supported is node 20 from the next release. update engines")
        .file("Edit", "package.json")
        .user("also the hook client bundle: tsup broke twice this month. switch that bundle to plain esbuild, we're done with tsup")
        .file("Write", "hook-client/build.mjs")
        .bash("node hook-client/build.mjs && ls -la hook-client/dist/amem.js", "-rw-r--r-- 1 dev dev 48211 Nov 29 10:02 hook-client/dist/amem.js")
        .assistant("engines is `>=20`; the hook client is built with a 20-line esbuild script now (48 KB output).")
        .stop(),
  },
  {
    id: "f33-in-session-request",
    planted: [],
    build: (s) =>
      s
        .user("add a `--json` flag to `amem memories` so I can pipe it into jq")
        .file("Edit", "hook-client/src/commands/memories.ts")
        .bash("npx vitest run hook-client/test/memories.test.ts", " ✓ hook-client/test/memories.test.ts (8 tests)")
        .assistant("`amem memories --json` prints one JSON array; added a test for it.")
        .user("works. what about --limit?")
        .assistant("There is one already: `--limit N`, default 50.")
        .stop(),
  },
  {
    id: "f34-monorepo-safari",
    planted: [
      { kind: "decision", keys: ["monorepo"] },
      { kind: "task", keys: ["safari"] },
    ],
    build: (s) =>
      s
        .user("partner team wants the sdk as its own repo. i'm against it but what's the cost")
        .bash("git log --oneline -- packages/sdk | wc -l; grep -rl 'packages/sdk' packages --include=package.json | wc -l", "312\n4")
        .assistant("4 packages depend on it directly and it shares the test harness. A split means publishing on every change.")
        .user("ok we're keeping the monorepo. sdk stays in packages/sdk, I'll tell them")
        .user(
          "other thing: the upload button doesn't work in safari, reported by 2 customers. i can't repro on linux. leave it as an open item until someone with a mac can look",
        )
        .assistant("Noted it in the tracker. Chrome and Firefox upload fine here.")
        .stop(),
  },
  {
    id: "f35-webhook-cents",
    planted: [
      { kind: "fact", keys: ["webhook"] },
      { kind: "fact", keys: ["cents"] },
    ],
    build: (s) =>
      s
        .user("stripe events are failing signature checks since this morning")
        .bash("wrangler tail | grep -m2 stripe", "(error) stripe: No signatures found matching the expected signature for payload")
        .user("oh right, the stripe webhook secret rotates every 90 days and today's the day. i put the new one in STRIPE_WEBHOOK_SECRET")
        .bash("wrangler secret list | grep STRIPE", "STRIPE_WEBHOOK_SECRET")
        .assistant("Redeployed; the next event verified. Also the refund handler divides `amount` by 100 before storing: is that right?")
        .user("no! `amount` is already in cents everywhere in our db, like stripe. don't divide")
        .file("Edit", "src/billing/refunds.ts")
        .stop(),
  },
  {
    id: "f36-smalltalk-plan",
    planted: [],
    build: (s) =>
      s
        .user("what would it take to add SSO? just brainstorming, not doing it")
        .assistant(
          "Roughly: an OIDC login route, a per-org IdP config table, JIT user provisioning, and SCIM later if big customers ask. A week or two for the first cut.",
        )
        .bash("ls src/auth", "jwt.ts\nmiddleware.ts\nsession.ts")
        .user("ok interesting. let me think about it over the weekend")
        .stop(),
  },
  {
    id: "f37-ui-oncall",
    planted: [
      { kind: "fact", keys: ["packages/ui"] },
      { kind: "fact", keys: ["marco"] },
    ],
    build: (s) =>
      s
        .user("where's the Button component? i looked in src/components")
        .bash("fd Button.tsx", "packages/ui/src/Button.tsx")
        .assistant("It's in `packages/ui/src/Button.tsx`.")
        .user("right, the whole design system lives in packages/ui, with storybook on :6006. web app just imports it")
        .user("if the storybook deploy breaks again ping marco — he's the infra on-call this quarter")
        .assistant("Got it.")
        .stop(),
  },
  {
    id: "f38-r2-bucket",
    planted: [
      { kind: "decision", keys: ["r2"] },
      { kind: "task", keys: ["bucket"] },
    ],
    build: (s) =>
      s
        .user("avatars: KV or R2? we're at 30k users")
        .assistant("KV values cap at 25 MiB and it's priced per read; R2 is made for blobs and has no egress fees. I'd use R2.")
        .user("R2 it is. user images go to R2, KV is only for small config")
        .bash("wrangler r2 bucket create avatars", "Created bucket 'avatars'")
        .file("Edit", "src/routes/avatars.ts")
        .assistant("Upload route writes to the `avatars` R2 bucket now. The old images are still on S3.")
        .user("follow-up for later: once the copy is verified, delete the old S3 bucket `acme-avatars-prod`. not before")
        .stop(),
  },
  {
    id: "f39-deps-utc",
    planted: [
      { kind: "instruction", keys: ["dependencies"] },
      { kind: "instruction", keys: ["utc"] },
    ],
    build: (s) =>
      s
        .user("format the dates in the admin table")
        .bash("pnpm add date-fns-tz", "+ date-fns-tz 3.2.0")
        .user("wait — no new dependencies without asking me first, please. Intl.DateTimeFormat does this")
        .bash("pnpm remove date-fns-tz", "- date-fns-tz 3.2.0")
        .user("and admin UI shows times in UTC always, our ops people are in 4 time zones")
        .file("Edit", "src/admin/InvoiceTable.tsx")
        .assistant("Dates go through `Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' })`, no new package.")
        .stop(),
  },
  {
    id: "f40-retries-compat",
    planted: [
      { kind: "decision", keys: ["retries"] },
      { kind: "task", keys: ["compat"] },
    ],
    build: (s) =>
      s
        .user("how many times does the queue retry a failed batch right now?")
        .bash("grep -n max_retries wrangler.toml", "31:max_retries = 10")
        .assistant(
          "10, with no delay between attempts. Five with exponential backoff (delay 2^n s) would cover a provider blip without hammering it. Okay to change?",
        )
        .user("yes")
        .assistant("Agreed then: queue retries are capped at 5 with exponential backoff.")
        .file("Edit", "wrangler.toml")
        .bash("wrangler deploy --dry-run", 'Warning: compatibility_date "2024-03-01" is more than a year old\nTotal Upload: 212.4 KiB')
        .user("ugh that warning. someone has to bump the compat date and check the changelog for breakage. put it on the list, not now")
        .stop(),
  },
  {
    id: "f41-british-console",
    planted: [
      { kind: "instruction", keys: ["british"] },
      { kind: "instruction", keys: ["console.log"] },
    ],
    build: (s) =>
      s
        .user("change the empty state text on /settings to say the color theme is saved automatically")
        .file("Edit", "src/pages/settings.tsx")
        .user('"colour". all user-facing copy uses british spelling, customers are mostly UK')
        .file("Edit", "src/pages/settings.tsx")
        .bash("git diff --stat", " src/pages/settings.tsx | 4 ++--\n 1 file changed")
        .assistant(
          'Changed to "Your colour theme is saved automatically." I left a `console.log` of the theme in the save handler for debugging, removing it now.',
        )
        .user("yes and in general never console.log in src/ — use `log.debug` from src/log.ts, it gets stripped in prod")
        .stop(),
  },
  {
    id: "f42-reverted-attempt",
    planted: [],
    build: (s) =>
      s
        .user("try turning on `noUncheckedIndexedAccess`")
        .file("Edit", "tsconfig.json")
        .bash("pnpm typecheck 2>&1 | tail -1", "Found 214 errors in 37 files.", 2)
        .assistant("214 errors across 37 files. Fixing them is maybe half a day.")
        .user("yikes. revert, not this week")
        .bash("git checkout tsconfig.json", "Updated 1 path from the index")
        .stop(),
  },
  {
    id: "f43-limits-rebuild",
    planted: [
      { kind: "fact", keys: ["10 gb"] },
      { kind: "fact", keys: ["rebuild"] },
    ],
    build: (s) =>
      s
        .user("how big is the prod db now")
        .bash("wrangler d1 info app-prod | grep -i size", "│ database_size │ 6.1 GB │")
        .assistant("6.1 GB.")
        .user("so we have room, each D1 database maxes out at 10 GB on our plan. but the search index rebuild already takes about 40 minutes at this size")
        .assistant("Then a rebuild during working hours would block search for most of the morning. I'll schedule the next one for 02:00 UTC.")
        .bash("wrangler queues list | grep search", "search-reindex  consumers=1")
        .stop(),
  },
  {
    id: "f44-checkout-i18n",
    planted: [
      { kind: "task", keys: ["checkout"] },
      { kind: "task", keys: ["i18n"] },
    ],
    build: (s) =>
      s
        .user("wrapping up for today. where are we")
        .bash("git log --oneline main..HEAD", "b7c8d9e feat(checkout): apply coupon before tax\n1a2b3c4 feat(checkout): coupon field")
        .assistant("Two commits on the branch (coupon field, coupon before tax). Unit tests pass; nothing end-to-end covers the flow.")
        .user("right. next session: write the playwright e2e tests for the checkout flow first thing")
        .user("and the settings page still has hard-coded english strings, i18n for it is parked until the translations vendor is picked")
        .assistant("Both noted. See you tomorrow.")
        .stop(),
  },
  {
    id: "f45-vitest-threat",
    planted: [
      { kind: "task", keys: ["vitest", "upgrade"] },
      { kind: "task", keys: ["threat model"] },
    ],
    build: (s) =>
      s
        .user("can we go to vitest 3?")
        .bash("pnpm up vitest@3 && pnpm test:unit 2>&1 | tail -2", "Error: [vitest-pool-workers] Unsupported vitest version 3.0.4", 1)
        .bash("git checkout package.json pnpm-lock.yaml && pnpm install", "Done in 9.8s")
        .assistant("The workers pool doesn't support 3 yet (upstream issue is open). Reverted to 2.1.")
        .user("fine. pending then: upgrade vitest to 3 once the pool fix ships")
        .user("oh and don't let me forget, we owe the security team the threat model doc for the ingest API by friday")
        .stop(),
  },
  {
    id: "f46-readme-question",
    planted: [],
    build: (s) =>
      s
        .user("is the README still accurate about the install steps? i think someone changed the cli name")
        .bash("grep -n 'npx' README.md | head -3", "12:npx amem init\n40:npx amem status")
        .assistant("The README uses `amem` and the bin in hook-client/package.json is `amem` too, so it's accurate.")
        .user("👍")
        .stop(),
  },
];

/** The fifth blind set: events, segments and scoring of BLIND5_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND5 = plantedSet(BLIND5_SESSIONS, START);
