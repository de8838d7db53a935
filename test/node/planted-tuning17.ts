/**
 * Planted set tuning17 for the offline long-term-memory extractor: training data for the
 * sentence classifier, written without reading the extractor (src/core/memories/, model.ts
 * aside) or the other planted sets' sessions. Its style: how the agent itself should work
 * (ask before destructive commands, commit message style, when to run which tests, how verbose
 * to be, which files never to touch) as standing instructions phrased many ways, and facts about
 * people, teams and ownership (who owns what, who to ask, on-call, time zones). Each session is
 * one segment; the items planted in it are listed with it: 71 items (17 decisions, 18
 * instructions, 19 facts, 17 tasks) in 50 sessions, 14 of which plant nothing. Every other
 * message must give nothing: questions, hypotheses, proposals rejected or never confirmed,
 * withdrawn ideas, unconfirmed guesses, quoted code/logs/tool output with always/never/TODO,
 * chit-chat, and requests done in the same session. Some decisions are superseded later in
 * their session (only the final one is planted).
 *
 * Matching rule (fixed before any extractor run on this set; the rule of planted-blind.ts):
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

export const TUNING17_SESSIONS: BlindSession[] = [
  {
    id: "t17-01-ask-destructive",
    planted: [{ kind: "instruction", keys: ["destructive"] }],
    build: (s) =>
      s
        .user("clean up the tmp dirs the e2e run left behind pls")
        .bash("ls -la tmp/", "drwxr-xr-x  e2e-artifacts-1711\ndrwxr-xr-x  e2e-artifacts-1712\n-rw-r--r--  keep.json")
        .assistant("There are two e2e artifact dirs and a `keep.json`. I'm about to `rm -rf tmp/e2e-artifacts-*` — want me to keep keep.json?")
        .user(
          "yes keep it. and good that you asked — in general, before anything destructive (rm -rf, git reset --hard, dropping a table, force push) ask me first. every time, no exceptions",
        )
        .bash("rm -rf tmp/e2e-artifacts-1711 tmp/e2e-artifacts-1712", "")
        .assistant("Removed both artifact dirs; keep.json is untouched.")
        .stop(),
  },
  {
    id: "t17-02-commit-style-billing",
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "fact", keys: ["priya", "billing"] },
    ],
    build: (s) =>
      s
        .user("commit what you have for the invoice rounding fix")
        .bash("git log --oneline -3", "a91c2e0 Fixed stuff\n77be1d3 WIP\nc0ffee1 update")
        .assistant("Here's my proposed message:\n\n```\nFixed invoice rounding. Now rounds half-even instead of half-up.\n```")
        .user(
          "nah. we do conventional commits here: lowercase, imperative, no trailing period, scope in parens. so `fix(billing): round invoice totals half-even`. use that format for all commits going forward",
        )
        .bash(
          'git commit -m "fix(billing): round invoice totals half-even"',
          "[feat/rounding 3d4e5f6] fix(billing): round invoice totals half-even\n 2 files changed, 14 insertions(+), 3 deletions(-)",
        )
        .user("also fyi Priya owns the billing service, anything under services/billing she needs to review. she's the person to ask about it")
        .assistant("Committed as 3d4e5f6. Noted on the review side too.")
        .stop(),
  },
  {
    id: "t17-03-empty-bump",
    planted: [],
    build: (s) =>
      s
        .user("can u bump lodash to 4.17.21, dependabot keeps nagging")
        .bash("npm install lodash@4.17.21", "changed 1 package, and audited 812 packages in 3s\nfound 0 vulnerabilities")
        .bash("npm test -- --run", " Test Files  41 passed (41)\n      Tests  388 passed (388)")
        .assistant("Bumped lodash to 4.17.21, lockfile updated, 388 tests pass.")
        .user("ty")
        .stop(),
  },
  {
    id: "t17-04-oncall-alerts",
    planted: [
      { kind: "fact", keys: ["pagerduty"] },
      { kind: "decision", keys: ["payments-alerts"] },
      { kind: "task", keys: ["runbook"] },
    ],
    build: (s) =>
      s
        .user("the disk alert on payments-db fired again at 3am and woke up the whole #general channel")
        .bash("cat alerting/rules/payments.yml | head -20", "- alert: PaymentsDiskHigh\n  expr: disk_used_percent > 85\n  labels:\n    channel: '#general'")
        .assistant("The rule routes to `#general`. Who should actually get it — is there an on-call rotation?")
        .user("yeah the on-call rotation lives in PagerDuty, schedule is `platform-primary`, handoff is mondays 10:00 CET")
        .user("and ok decided: payments alerts go to #payments-alerts from now on, not #general. change the rule")
        .file("Edit", "alerting/rules/payments.yml")
        .assistant("Rule now routes to `#payments-alerts`.")
        .user("cool. the alert description should link the runbook but we don't have one written yet, leave that for later")
        .stop("Leaving the description as is for now."),
  },
  {
    id: "t17-05-when-tests",
    planted: [
      { kind: "instruction", keys: ["e2e"] },
      { kind: "decision", keys: ["nightly"] },
    ],
    build: (s) =>
      s
        .user("add the `archived` filter to the projects list endpoint")
        .file("Edit", "src/routes/projects.ts")
        .bash("npm run test:unit", " ✓ test/projects.test.ts (23 tests)\n Test Files  1 passed (1)")
        .assistant("Filter added, unit tests pass. Running the e2e suite next.")
        .user("stop, don't run e2e unless I explicitly ask for it, it takes 20 minutes and eats the staging db. unit tests after each change is enough")
        .assistant("Got it, skipping it.")
        .user(
          "actually we talked about this in the retro — e2e moves to a nightly CI job instead of running on every PR. that's final, can you edit the workflow",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .bash("cat .github/workflows/e2e.yml | grep -n cron", "4:    - cron: '0 2 * * *'  # never run this on PRs again")
        .assistant("The PR workflow no longer runs e2e; `e2e.yml` runs on a cron at 02:00.")
        .stop(),
  },
  {
    id: "t17-06-kenji-tokyo",
    planted: [
      { kind: "fact", keys: ["kenji", "tokyo"] },
      { kind: "decision", keys: ["design review"] },
    ],
    build: (s) =>
      s
        .user("ok the parser rewrite PR is up, who should review?")
        .bash("gh pr view 482 --json reviewRequests", '{"reviewRequests":[]}')
        .assistant("Nobody is requested yet. CODEOWNERS lists @kenji-m for src/parser. Should I add him?")
        .user("yes. note Kenji is in Tokyo, JST, so he's basically done when we start. anything for him has to be up before our end of day")
        .bash("gh pr edit 482 --add-reviewer kenji-m", "https://github.com/acme/app/pull/482")
        .user(
          "and since half the team is never awake at the same time: we agreed design review is async in the PR description from now on, the thursday call is cancelled",
        )
        .assistant("Requested Kenji. I'll put the design notes in the PR body for this one.")
        .stop(),
  },
  {
    id: "t17-07-nx-not-turbo",
    planted: [{ kind: "decision", keys: ["nx", "turborepo"] }],
    build: (s) =>
      s
        .user("the monorepo builds take forever. let's go with turborepo for caching, set it up")
        .bash("npx turbo --version", "npx: installed 1 in 4s\n2.1.3")
        .assistant("turbo 2.1.3 works. I'll write a `turbo.json` with pipelines for build/test/lint.")
        .user("wait. actually no — use Nx instead of turborepo, we already pay for nx cloud and the web team runs it. sorry for the flip")
        .bash("npx nx@latest init", "NX   Nx is now enabled in your workspace")
        .file("Write", "nx.json")
        .assistant("Switched: nx is initialised, nx.json has cacheable targets build/test/lint. No turbo.json written.")
        .stop(),
  },
  {
    id: "t17-08-short-replies",
    planted: [
      { kind: "instruction", keys: ["replies", "short"] },
      { kind: "task", keys: ["contributing"] },
    ],
    build: (s) =>
      s
        .user("rename `getUsr` to `getUser` everywhere")
        .bash("rg -l getUsr src | xargs sed -i 's/getUsr/getUser/g'", "")
        .bash("npm run typecheck", "> tsc --noEmit\n")
        .assistant(
          "I renamed `getUsr` to `getUser` across 7 files. Here's a breakdown of every file touched and why:\n\n1. src/users/api.ts — the definition\n2. src/users/index.ts — re-export\n3. ... (and so on)\n\nTypecheck is clean. Let me know if you'd like me to also update the docs!",
        )
        .user("pls keep your replies short. one or two lines, no file-by-file recap, I read the diff anyway. that goes for every session")
        .assistant("Will do.")
        .user("at some point we should write these prefs down in CONTRIBUTING.md for the humans too. not now")
        .stop("Noted, not now."),
  },
  {
    id: "t17-09-vendor-generated",
    planted: [
      { kind: "instruction", keys: ["vendor"] },
      { kind: "fact", keys: ["buf generate"] },
    ],
    build: (s) =>
      s
        .user("the User message is missing `locale`, add it")
        .bash("rg -n 'message User' -g '*.proto' -g '*.go'", "api/proto/user.proto:12:message User {\ngenerated/user.pb.go:88:type User struct {")
        .assistant("I see the struct in generated/user.pb.go. I can add the field there directly, or in the .proto?")
        .user("never hand edit generated/ or vendor/. ever. those get overwritten. change the proto and regenerate")
        .file("Edit", "api/proto/user.proto")
        .bash("buf generate", "")
        .assistant("So `generated/` is produced by `buf generate` from api/proto — is that the only generator?")
        .user("right, generated/ comes only from `buf generate` over api/proto, nothing else writes there")
        .stop("Field added in user.proto and regenerated."),
  },
  {
    id: "t17-10-empty-who-owns-search",
    planted: [],
    build: (s) =>
      s
        .user("who owns the search service? Dana maybe?")
        .bash("cat CODEOWNERS | grep search", "/services/search/  @acme/search-team")
        .assistant("CODEOWNERS only says @acme/search-team. I can't tell from the repo whether Dana is on it.")
        .user("meh doesn't matter, I'll ask in slack")
        .stop(),
  },
  {
    id: "t17-11-jenkins-olu",
    planted: [
      { kind: "fact", keys: ["olu", "jenkins"] },
      { kind: "task", keys: ["cron", "github actions"] },
    ],
    build: (s) =>
      s
        .user("the nightly export didn't run. check jenkins?")
        .bash("curl -s https://ci.internal/job/nightly-export/lastBuild/api/json | jq .result", '"FAILURE"')
        .bash("curl -s https://ci.internal/job/nightly-export/lastBuild/consoleText | tail -3", "ERROR: agent ci-agent-3 is offline\nFinished: FAILURE")
        .assistant("The build failed because agent ci-agent-3 is offline. Want me to restart the agent?")
        .user("no don't touch it. the jenkins box belongs to Olu on the infra team, only he restarts it. I'll ping him")
        .user("longer term we need to move those cron jobs off Jenkins onto GitHub Actions. not this week though")
        .stop("Leaving Jenkins alone."),
  },
  {
    id: "t17-12-no-precommit",
    planted: [{ kind: "instruction", keys: ["pre-commit"] }],
    build: (s) =>
      s
        .user("lint is failing in CI again on a formatting nit")
        .bash("npm run lint", "src/util/date.ts:14:3  error  Expected indentation of 2 spaces  indent\n✖ 1 problem")
        .file("Edit", "src/util/date.ts")
        .assistant("Fixed the indent. Should I add a pre-commit hook (husky + lint-staged) so this gets caught locally?")
        .user("no. no pre-commit hooks in this repo, people hate them and bypass them with --no-verify anyway. don't add them, don't suggest them again")
        .assistant("Understood. I could also switch the lint step to run eslint --fix in CI and push the result?")
        .user("not now")
        .stop("Okay, lint passes locally now."),
  },
  {
    id: "t17-13-empty-todo-log",
    planted: [],
    build: (s) =>
      s
        .user("what's this warning in the build output about?")
        .bash(
          "npm run build 2>&1 | tail -5",
          "warn: TODO markers found in 3 files\n  src/cache.ts:44 // TODO: always invalidate on write\n  src/queue.ts:9 // TODO never retry more than 5x\nbuild ok in 12.4s",
        )
        .assistant(
          "That's the `todo-scan` plugin listing TODO comments, e.g. \"always invalidate on write\" in src/cache.ts. It doesn't fail the build. Want it silenced?",
        )
        .user("no it's fine, just curious. thx")
        .stop(),
  },
  {
    id: "t17-14-rls-tenancy",
    planted: [
      { kind: "decision", keys: ["row-level security"] },
      { kind: "task", keys: ["migration guide"] },
    ],
    build: (s) =>
      s
        .user("options for multi tenancy in postgres? schema per tenant vs RLS")
        .assistant(
          "Schema-per-tenant isolates well but migrations run N times; row-level security keeps one schema and filters by `tenant_id` via policies. With ~4k tenants I'd lean RLS.",
        )
        .user("yeah agreed, we go with row-level security, not schema per tenant. write the policy for `orders` first")
        .file("Write", "migrations/0031_orders_rls.sql")
        .bash("psql -f migrations/0031_orders_rls.sql", "ALTER TABLE\nCREATE POLICY")
        .assistant("Policy `tenant_isolation` on orders is in place.")
        .user("we'll also need a migration guide for the other teams so they can do the same for their tables — later, once orders has been in prod a week")
        .stop(),
  },
  {
    id: "t17-15-rina-auth",
    planted: [
      { kind: "fact", keys: ["rina", "notification"] },
      { kind: "instruction", keys: ["auth", "rina"] },
    ],
    build: (s) =>
      s
        .user("why is Sam still the reviewer on the notification-service PRs?")
        .bash("cat services/notification/OWNERS", "sam.okafor")
        .assistant("OWNERS for services/notification still lists sam.okafor. Is that stale?")
        .user("stale. Sam left in october, Rina took over the notification service. update the file")
        .file("Edit", "services/notification/OWNERS")
        .user("and whenever a PR touches the auth module, add @rina-k as reviewer too, she wants eyes on all of it")
        .assistant("Updated OWNERS to rina-k.")
        .stop(),
  },
  {
    id: "t17-16-paste-assertion",
    planted: [{ kind: "instruction", keys: ["assertion"] }],
    build: (s) =>
      s
        .user("test_export_csv is red")
        .bash("pytest tests/test_export.py -x -q", "F\nE       AssertionError: assert '2026-03-01' == '2026-02-28'\n1 failed in 0.41s")
        .assistant("The export test fails — it looks like a date mismatch somewhere in the CSV writer.")
        .user("when a test fails, paste the actual assertion diff, not a paraphrase. 'looks like a date mismatch somewhere' tells me nothing")
        .assistant("`assert '2026-03-01' == '2026-02-28'` — expected Feb 28, got Mar 1.")
        .user("hm maybe it's a timezone thing? the runner is UTC")
        .assistant("Possibly, I haven't confirmed it. The writer calls `date.today()` without a tz.")
        .stop(),
  },
  {
    id: "t17-17-timeout-lb",
    planted: [
      { kind: "decision", keys: ["timeout", "10s"] },
      { kind: "fact", keys: ["load balancer", "15s"] },
    ],
    build: (s) =>
      s
        .user("the upstream http client has no timeout at all. set it to 30s")
        .file("Edit", "src/http/client.ts")
        .bash("grep -n idle_timeout deploy/lb.tf", "22:  idle_timeout = 15")
        .assistant("Set 30s. Note that deploy/lb.tf has `idle_timeout = 15` — is that the load balancer in front of this?")
        .user("oh right yes, the load balancer kills idle connections at 15s, that's the ALB for everything public")
        .user("then make the client timeout 10s instead, so we fail before the LB does. 30 was a bad idea")
        .file("Edit", "src/http/client.ts")
        .assistant("Client timeout is now 10s.")
        .stop(),
  },
  {
    id: "t17-18-empty-morning",
    planted: [],
    build: (s) =>
      s
        .user("morning :) coffee hasn't kicked in yet. can you fix the typo in the 404 page, 'Pgae not found'")
        .bash("rg -n 'Pgae' src", "src/pages/NotFound.tsx:8:      <h1>Pgae not found</h1>")
        .file("Edit", "src/pages/NotFound.tsx")
        .assistant("Fixed: 'Page not found'.")
        .user("lol thanks")
        .stop(),
  },
  {
    id: "t17-19-leftovers",
    planted: [
      { kind: "task", keys: ["test_sync_retry"] },
      { kind: "task", keys: ["docker-compose"] },
    ],
    build: (s) =>
      s
        .user("ok wrapping up for today. skip test_sync_retry for now so CI is green")
        .file("Edit", "tests/test_sync.py")
        .bash("pytest -q", "214 passed, 1 skipped in 38.2s")
        .assistant("Marked `test_sync_retry` as skipped; suite is green (214 passed, 1 skipped).")
        .user(
          "leftovers for next time:\n- test_sync_retry needs a real fix, the skip is temporary\n- README still tells people to use docker-compose v1 (`docker-compose up`), needs updating to `docker compose`",
        )
        .stop("Both noted for next time."),
  },
  {
    id: "t17-20-push-main-squash",
    planted: [
      { kind: "instruction", keys: ["push", "main"] },
      { kind: "decision", keys: ["squash"] },
    ],
    build: (s) =>
      s
        .user("it's a one-line typo fix, just push it to main")
        .bash(
          "git push origin main",
          "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: Never push directly; open a pull request.",
          1,
        )
        .assistant("Main is protected. Should I open a PR?")
        .user("ugh right. yeah never push to main directly, always a branch + PR even for typos, my bad")
        .bash("git switch -c fix/typo && git push -u origin fix/typo && gh pr create --fill", "https://github.com/acme/app/pull/490")
        .user("and we settled on squash merge only for this repo, I just turned off merge commits in the settings")
        .assistant("PR #490 is open.")
        .stop(),
  },
  {
    id: "t17-21-mobile-two-releases",
    planted: [
      { kind: "fact", keys: ["mobile team"] },
      { kind: "decision", keys: ["two releases"] },
    ],
    build: (s) =>
      s
        .user("can we just remove `legacy_id` from the /me response? nobody uses it")
        .bash(
          "rg -n legacy_id clients/",
          "clients/ios/Models/Me.swift:14:    let legacy_id: String?\nclients/android/app/src/main/java/Me.kt:9:    val legacy_id: String?",
        )
        .assistant("Both mobile clients still decode `legacy_id`. Removing it may break older app versions.")
        .user("hm. the mobile team is Ana and Luis, both in São Paulo (UTC-3), they ship every 2 weeks and users update slowly")
        .user("ok decision: API changes stay backwards compatible for two releases of the apps before we remove anything. mark legacy_id deprecated for now")
        .file("Edit", "src/routes/me.ts")
        .assistant("Marked `legacy_id` deprecated in the schema and OpenAPI doc.")
        .stop(),
  },
  {
    id: "t17-22-empty-version-bump",
    planted: [],
    build: (s) =>
      s
        .user("do we always need to bump the version in package.json when releasing? or does CI do it")
        .bash("cat scripts/release.sh | head -8", '#!/bin/sh\nset -e\nnpm version "$1" --no-git-tag-version\n# TODO: always tag after publish\nnpm publish')
        .assistant("release.sh runs `npm version` itself, but I can't tell whether CI calls release.sh or someone runs it by hand.")
        .user("ok whatever, skip it, not important today")
        .stop(),
  },
  {
    id: "t17-23-mask-secrets",
    planted: [
      { kind: "instruction", keys: ["env", "mask"] },
      { kind: "fact", keys: ["1password"] },
      { kind: "task", keys: ["stripe key"] },
    ],
    build: (s) =>
      s
        .user("why does the worker fail to start locally")
        .bash("cat .env.local", "DATABASE_URL=postgres://app:s3cr3t@localhost/app\nSTRIPE_SECRET=sk_test_51Hx...")
        .assistant("Your .env.local has `DATABASE_URL=postgres://app:s3cr3t@localhost/app` and...")
        .user("whoa don't print env values in the chat. mask them, always, even local dev ones. show the key names only")
        .assistant("Sorry. Keys present: DATABASE_URL, STRIPE_SECRET. Missing: REDIS_URL, which the worker requires.")
        .user("the real secrets are in the 1Password vault `eng-shared`, Tom is the admin if you need access. REDIS_URL is in there")
        .user("reminds me — the stripe key that leaked into the logs last week still has to be rotated. not today, I need finance for that")
        .file("Edit", ".env.example")
        .stop("Added REDIS_URL to .env.example."),
  },
  {
    id: "t17-24-biome",
    planted: [
      { kind: "decision", keys: ["biome"] },
      { kind: "task", keys: ["prettierrc"] },
    ],
    build: (s) =>
      s
        .user("ok team agreed yesterday: we're switching from prettier + eslint to biome. do it in this repo")
        .bash("npx @biomejs/biome init", "Welcome to Biome! Created biome.json")
        .bash("npx @biomejs/biome check --write .", "Checked 312 files in 190ms. Fixed 41 files.")
        .file("Edit", "package.json")
        .assistant("biome.json created, 41 files reformatted, prettier and eslint removed from devDependencies.")
        .user("nice. the other three repos (web, admin, docs) still have their .prettierrc and eslint configs, those need removing later")
        .stop(),
  },
  {
    id: "t17-25-empty-go-rewrite",
    planted: [],
    build: (s) =>
      s
        .user("the queue worker is so slow. maybe we should rewrite it in go?")
        .assistant("Before a rewrite, I can profile it — most time may be in the DB calls.")
        .bash(
          "node --prof worker.js && node --prof-process isolate*.log | head -5",
          " ticks  total  nonlib   name\n 4120   61.3%   db.query\n  890   13.2%   JSON.parse",
        )
        .assistant("61% of ticks are in db.query, 13% in JSON.parse. A rewrite wouldn't touch the DB time.")
        .user("yeah ok forget the go idea, not worth it. can you batch the inserts instead")
        .file("Edit", "src/worker/insert.ts")
        .assistant("Inserts are batched 500 at a time now.")
        .stop(),
  },
  {
    id: "t17-26-plan-first-dmitri",
    planted: [
      { kind: "instruction", keys: ["plan", "files"] },
      { kind: "fact", keys: ["dmitri", "reconciliation"] },
    ],
    build: (s) =>
      s
        .user("the reconciliation job double counts refunds. dig in")
        .bash("rg -n 'refund' jobs/reconcile/", "jobs/reconcile/match.ts:41:  total += refund.amount\njobs/reconcile/match.ts:58:  total += refund.amount")
        .file("Edit", "jobs/reconcile/match.ts")
        .file("Edit", "jobs/reconcile/sum.ts")
        .file("Edit", "jobs/reconcile/report.ts")
        .file("Edit", "jobs/reconcile/types.ts")
        .user(
          "hold on, you're editing 4 files and I haven't seen what you're doing. rule for you: if a change is going to touch more than 3 files, show me a plan first and wait for an ok",
        )
        .assistant("Understood. Plan: drop the second `total += refund.amount` in match.ts; the other three edits are type cleanups I can revert.")
        .user("revert the cleanups. also Dmitri wrote the reconciliation job, he's the one to ask about anything weird in there")
        .bash("git checkout jobs/reconcile/sum.ts jobs/reconcile/report.ts jobs/reconcile/types.ts", "")
        .stop("Only match.ts changed now."),
  },
  {
    id: "t17-27-pino",
    planted: [{ kind: "decision", keys: ["pino"] }],
    build: (s) =>
      s
        .user("memory on the api pods keeps growing. I think winston might be leaking?")
        .bash("kubectl top pods -l app=api", "NAME        CPU   MEMORY\napi-7d9f-x  120m  1480Mi\napi-7d9f-y  115m  1502Mi")
        .assistant("Could be, but I haven't confirmed it — heap snapshots would tell. Winston's file transport has had leaks in older versions.")
        .user("whatever the cause, settled: structured logs with pino, json only, winston goes. I've wanted that for months")
        .bash("npm rm winston && npm i pino", "removed 14 packages, added 9 packages")
        .file("Edit", "src/log.ts")
        .assistant("Logger now wraps pino with JSON output; winston removed.")
        .stop(),
  },
  {
    id: "t17-28-empty-what-does-this-do",
    planted: [],
    build: (s) =>
      s
        .user("what does scripts/sync-fixtures.sh do")
        .bash(
          "cat scripts/sync-fixtures.sh",
          "#!/bin/bash\n# ALWAYS run from repo root\n# never commit the downloaded files\n# TODO: switch to aws s3 sync --delete\ncurl -s $FIXTURES_URL | tar xz -C test/fixtures",
        )
        .assistant("It downloads a tarball from $FIXTURES_URL and unpacks it into test/fixtures. The comments say to run it from the repo root.")
        .user("got it")
        .stop(),
  },
  {
    id: "t17-29-deploy-window-hana",
    planted: [
      { kind: "fact", keys: ["deploy window"] },
      { kind: "fact", keys: ["hana"] },
      { kind: "instruction", keys: ["fridays"] },
    ],
    build: (s) =>
      s
        .user("can we ship the rate limiter today? it's friday 17:00")
        .bash("gh workflow list", "deploy-prod  active  8812\ndeploy-staging  active  8813")
        .assistant("The deploy workflow is there. Is there a deploy window I should respect?")
        .user("yes: the deploy window is tue/thu 14:00-16:00 UTC. Hana is the release manager, she signs off every prod deploy")
        .user("and don't ever schedule or trigger prod deploys on fridays, I don't care how small")
        .bash("gh workflow run deploy-staging -f ref=feat/rate-limit", "Created workflow_dispatch event for deploy-staging.yml")
        .assistant("Deployed to staging only.")
        .stop(),
  },
  {
    id: "t17-30-sbom-node22",
    planted: [
      { kind: "task", keys: ["sbom"] },
      { kind: "task", keys: ["node 22"] },
    ],
    build: (s) =>
      s
        .user("regenerate the openapi client")
        .bash("npm run gen:client", "✔ Generated 48 operations into src/client")
        .assistant("Regenerated: 48 operations, no diff beyond the two new endpoints.")
        .user("thx. remind me, we still owe the security team the SBOM for the q4 audit. not something for right now")
        .user("also the Dockerfile is still on node 20, bump it to node 22 at some point. after the release")
        .stop("Both are open."),
  },
  {
    id: "t17-31-empty-merge-queue",
    planted: [],
    build: (s) =>
      s
        .user("two PRs broke main today because they were green separately")
        .bash("gh run list --branch main -L 3", "X  CI  main  push  2m\nX  CI  main  push  41m\n✓  CI  main  push  3h")
        .assistant("I'd suggest turning on GitHub's merge queue — it tests PRs against the combined head before merging.")
        .user("hm. let me think about it, I need to check what it costs")
        .stop(),
  },
  {
    id: "t17-32-english-berlin",
    planted: [
      { kind: "instruction", keys: ["english"] },
      { kind: "fact", keys: ["berlin"] },
    ],
    build: (s) =>
      s
        .user("kommentar in der funktion ist veraltet, bitte fixen")
        .file("Read", "src/pricing/discount.ts")
        .assistant("Der Kommentar beschreibt noch die alte Staffelung. Soll ich ihn auf Deutsch aktualisieren?")
        .user("no — code comments are always in english, even though the team is mostly german. same for commit msgs and PR text")
        .file("Edit", "src/pricing/discount.ts")
        .user("context if you ever need to reach them: the platform team sits in Berlin, standup 9:30 CET")
        .assistant("Comment rewritten in English.")
        .stop(),
  },
  {
    id: "t17-33-cursor-pagination",
    planted: [
      { kind: "decision", keys: ["cursor pagination"] },
      { kind: "task", keys: ["/orders"] },
    ],
    build: (s) =>
      s
        .user("new endpoint GET /invoices needs paging. page numbers like /customers?")
        .assistant("Page numbers are simple but skip or repeat rows when data changes. Cursor pagination avoids that.")
        .user("yep. decision: cursor pagination for all new list endpoints. existing offset ones stay as is")
        .file("Write", "src/routes/invoices.ts")
        .bash("npm test -- --run test/invoices.test.ts", " ✓ test/invoices.test.ts (9 tests)")
        .assistant("GET /invoices returns `next_cursor`; 9 tests pass.")
        .user("follow-up for another day: /orders gets huge, it should move to cursors too. open a ticket sometime")
        .stop(),
  },
  {
    id: "t17-34-empty-thx",
    planted: [],
    build: (s) =>
      s
        .user("run the benchmarks for the tokenizer")
        .bash("npm run bench -- tokenizer", "tokenizer/short   412,330 ops/s\ntokenizer/long     18,004 ops/s")
        .assistant("short: 412k ops/s, long: 18k ops/s — about the same as last week's numbers in RESULTS.md.")
        .user("k thx")
        .stop(),
  },
  {
    id: "t17-35-terraform-sre",
    planted: [
      { kind: "fact", keys: ["terraform", "sre"] },
      { kind: "instruction", keys: ["apply"] },
    ],
    build: (s) =>
      s
        .user("bump the redis instance to cache.m6g.large")
        .file("Edit", "infra/terraform/redis.tf")
        .bash("terraform plan -no-color | tail -3", '  ~ node_type = "cache.m6g.medium" -> "cache.m6g.large"\n\nPlan: 0 to add, 1 to change, 0 to destroy.')
        .assistant("Plan shows 1 change. Applying?")
        .user("no!! you only ever run terraform plan, never apply. I apply myself after review")
        .user("for background: infra/terraform belongs to the SRE team, every change there needs approval from @acme/sre-oncall")
        .assistant("Not applied. The plan output is above for the PR.")
        .stop(),
  },
  {
    id: "t17-36-webhooks-legacy-exports",
    planted: [
      { kind: "decision", keys: ["v1 webhooks"] },
      { kind: "task", keys: ["legacy_exports"] },
    ],
    build: (s) =>
      s
        .user("how many customers still get v1 webhooks?")
        .bash('psql -c "select count(*) from webhook_subscriptions where version = 1"', " count\n-------\n    37\n(1 row)")
        .assistant("37 subscriptions are still on v1.")
        .user("ok. we keep the v1 webhooks running until end of march, then cut them off. I'll email the 37")
        .bash('psql -c "select count(*) from legacy_exports"', " count\n-------\n 2104113")
        .user("and after the code freeze, the legacy_exports table gets dropped. don't do it now obviously")
        .stop("Nothing dropped."),
  },
  {
    id: "t17-37-empty-debounce",
    planted: [],
    build: (s) =>
      s
        .user("is the search box debounced? it fires a request per keystroke")
        .bash("rg -n debounce src/components/Search.tsx", "")
        .assistant("No debounce. Want 300ms?")
        .user("yes")
        .file("Edit", "src/components/Search.tsx")
        .assistant("Debounced at 300ms.")
        .stop(),
  },
  {
    id: "t17-38-unsure-py38",
    planted: [
      { kind: "instruction", keys: ["unsure"] },
      { kind: "decision", keys: ["python 3.8"] },
    ],
    build: (s) =>
      s
        .user("does our SDK still work on python 3.8?")
        .assistant("Yes, it supports 3.8 through 3.12.")
        .bash("grep python_requires setup.cfg", "python_requires = >=3.9")
        .user("setup.cfg says >=3.9, so no. if you're unsure about something, say you're unsure and go check — don't answer confidently from memory")
        .assistant("You're right, I should have checked first.")
        .user("fine. and for the record we're dropping python 3.8 for good, the next release says so in the changelog")
        .file("Edit", "CHANGELOG.md")
        .stop(),
  },
  {
    id: "t17-39-lena-coupon",
    planted: [
      { kind: "fact", keys: ["lena"] },
      { kind: "task", keys: ["coupon"] },
    ],
    build: (s) =>
      s
        .user("the coupon codes are case sensitive and support is getting tickets. is that a P1?")
        .bash("rg -n 'code ===' src/checkout/coupons.ts", "src/checkout/coupons.ts:27:  if (coupon.code === input) {")
        .assistant("It's a strict comparison at coupons.ts:27. A fix is a one-liner, but priority is a product call.")
        .user("yeah Lena is the PM for checkout, she decides priorities there, not us")
        .user("need to ask Lena if the coupon thing is a P1 before anyone fixes it. I'll do it tomorrow")
        .stop(),
  },
  {
    id: "t17-40-empty-ci-lint",
    planted: [],
    build: (s) =>
      s
        .user("CI lint job failing, fix it")
        .bash(
          "npm run lint",
          "src/api/users.ts\n  3:1  error  'zod' import is ALWAYS required first (import/order)\n  9:7  warning  never reassign params (no-param-reassign)\n✖ 2 problems",
          1,
        )
        .file("Edit", "src/api/users.ts")
        .bash("npm run lint", "✔ no problems")
        .assistant("Reordered the imports and stopped reassigning `req`; lint is clean.")
        .stop(),
  },
  {
    id: "t17-41-meridian",
    planted: [
      { kind: "decision", keys: ["meridian"] },
      { kind: "fact", keys: ["atlas", "data team"] },
    ],
    build: (s) =>
      s
        .user("scaffold the new scheduling service. call it `atlas`")
        .bash("npx create-service atlas", "✔ created services/atlas")
        .bash("kubectl get ns | grep atlas", "atlas   Active   412d")
        .assistant("The scaffold is done, but there's already an `atlas` namespace in the cluster, 412 days old.")
        .user("oh right, the data team already has a service called atlas. ok rename ours: it's `meridian`, final")
        .bash("mv services/atlas services/meridian && rg -l atlas services/meridian | xargs sed -i 's/atlas/meridian/g'", "")
        .assistant("Renamed to services/meridian.")
        .stop(),
  },
  {
    id: "t17-42-ripgrep",
    planted: [{ kind: "instruction", keys: ["ripgrep"] }],
    build: (s) =>
      s
        .user("find where we set the session cookie")
        .bash("grep -rn 'Set-Cookie' . 2>/dev/null | head", "./node_modules/express/lib/response.js:862: this.append('Set-Cookie', ...\n(31s)")
        .user("that took forever and searched node_modules. from now on use ripgrep (`rg`) instead of grep -r, and fd instead of find")
        .bash("rg -n 'Set-Cookie' src", "src/auth/session.ts:54:  c.header('Set-Cookie', serialize(...))")
        .assistant("src/auth/session.ts:54.")
        .stop(),
  },
  {
    id: "t17-43-staging-db",
    planted: [
      { kind: "fact", keys: ["staging", "snapshot"] },
      { kind: "task", keys: ["nightly reset"] },
    ],
    build: (s) =>
      s
        .user("why does staging have customers named 'Customer 48213'?")
        .bash("psql $STAGING_URL -c 'select name from customers limit 3'", "      name\n----------------\n Customer 48213\n Customer 9102\n Customer 77")
        .assistant("Names look generated. Maybe staging is seeded from a fixture?")
        .user("no — staging is a snapshot of prod from september, anonymized. that's why the names are like that")
        .user("someday staging needs a nightly reset job, people keep leaving junk in it. not urgent")
        .stop(),
  },
  {
    id: "t17-44-empty-flaky",
    planted: [],
    build: (s) =>
      s
        .user("the upload test flakes like 1 in 10. any idea?")
        .bash("for i in $(seq 20); do npx vitest run test/upload.test.ts >/dev/null || echo fail; done", "fail\nfail")
        .assistant("2 of 20 runs failed. It might be the temp dir being shared between workers, or the mock S3 server's port — not confirmed either way.")
        .user("could also be the clock? idk. let's look tomorrow")
        .stop(),
  },
  {
    id: "t17-45-launchdarkly",
    planted: [
      { kind: "decision", keys: ["launchdarkly"] },
      { kind: "instruction", keys: ["kebab-case"] },
      { kind: "task", keys: ["flag_"] },
    ],
    build: (s) =>
      s
        .user("add a flag for the new checkout. env var like the others? FLAG_NEW_CHECKOUT=1")
        .bash("env | grep ^FLAG_ | cut -d= -f1", "FLAG_DARK_MODE\nFLAG_BULK_EDIT\nFLAG_NEW_NAV")
        .assistant("There are three env-var flags today. I can add FLAG_NEW_CHECKOUT the same way.")
        .user("no wait, we're moving to LaunchDarkly for feature flags, no more env-var flags. the account was set up last week")
        .user("naming: kebab-case with the team prefix, e.g. `pay-new-checkout`. do that for every flag")
        .file("Edit", "src/flags.ts")
        .assistant("Added `pay-new-checkout` via the LD client.")
        .user("the old FLAG_ env vars need cleaning out at some point, not in this PR")
        .stop(),
  },
  {
    id: "t17-46-empty-weekend",
    planted: [],
    build: (s) =>
      s
        .user("back from the weekend, went hiking, legs destroyed. anyway: whats failing on main")
        .bash("gh run list --branch main -L 1", "✓  CI  main  push  9h")
        .assistant("Nothing — last main run is green. Hope the legs recover.")
        .user("haha thanks")
        .stop(),
  },
  {
    id: "t17-47-sentry",
    planted: [
      { kind: "fact", keys: ["zhang", "sentry"] },
      { kind: "task", keys: ["sentry", "overage"] },
    ],
    build: (s) =>
      s
        .user("we got an email that sentry is over quota")
        .bash('curl -s -H "Authorization: Bearer $SENTRY_TOKEN" https://sentry.io/api/0/organizations/acme/stats_v2/ | jq .total', "5412330")
        .assistant("5.4M events this period. The biggest source is the `web` project. Who administers the org?")
        .user("Wei Zhang on platform owns the Sentry org, he's the admin")
        .user("still need to figure out who pays for the sentry overage this month, have to ask finance. later")
        .file("Edit", "web/src/sentry.ts")
        .assistant("I lowered `tracesSampleRate` in web to 0.05 so it stops growing.")
        .stop(),
  },
  {
    id: "t17-48-watch-msw",
    planted: [
      { kind: "instruction", keys: ["watch mode"] },
      { kind: "decision", keys: ["msw"] },
    ],
    build: (s) =>
      s
        .user("tests for the github client pls")
        .bash("npm test", " DEV  v3.2.4 /home/dev/src/app\n\n watching for file changes...\n(timed out after 120s)", 124)
        .user("don't run `npm test` bare, it starts watch mode and hangs your shell. always `npm test -- --run`")
        .assistant("Right. The existing tests mock HTTP with nock; should I follow that?")
        .user("no, we decided to use msw for http mocking going forward, nock is on its way out")
        .file("Write", "test/github-client.test.ts")
        .bash("npm test -- --run test/github-client.test.ts", " ✓ test/github-client.test.ts (6 tests)")
        .assistant("6 tests with msw handlers, passing.")
        .stop(),
  },
  {
    id: "t17-49-empty-explain",
    planted: [],
    build: (s) =>
      s
        .user("explain what `useStableCallback` is for, I never got it")
        .file("Read", "src/hooks/useStableCallback.ts")
        .assistant(
          "It returns a function whose identity never changes but always calls the latest callback (kept in a ref), so passing it to memoized children doesn't re-render them.",
        )
        .user("ahh ok makes sense")
        .stop(),
  },
  {
    id: "t17-50-i18n-crowdin",
    planted: [
      { kind: "task", keys: ["i18n", "settings"] },
      { kind: "fact", keys: ["crowdin"] },
      { kind: "decision", keys: ["i18next"] },
    ],
    build: (s) =>
      s
        .user("start extracting strings on the settings page. i18next or formatjs?")
        .assistant("Both work with React. formatjs has ICU messages built in; i18next has the larger plugin ecosystem.")
        .user("i18next. we're going with i18next across all frontends, formatjs is off the table")
        .file("Edit", "src/pages/Settings.tsx")
        .bash("npx i18next-parser", "[read]   src/pages/Settings.tsx\n[write]  locales/en/settings.json (34 keys)")
        .user("translations are handled by Julia through Crowdin, she syncs locales/ weekly")
        .user("ok out of time. TODO next session: finish the i18n extraction on the settings page, only the profile tab is done")
        .stop("34 keys extracted from the profile tab so far."),
  },
];

/** The tuning17 set: events, segments and scoring of TUNING17_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING17 = plantedSet(TUNING17_SESSIONS, START);
