/**
 * A planted set for the offline long-term-memory extractor: team process and project management
 * inside coding sessions (branching, releases, reviews, ownership, on-call, deadlines, who to ask),
 * written without reading the extractor (src/core/memories/extract.ts), its dialogue or sentence
 * models, or the other planted sets' sessions. Training set for the sentence classifier (written
 * without reading the extractor). Each session is one segment; the items planted in it are listed
 * with it: 68 items (17 decisions, 17 instructions, 17 facts, 17 tasks) in 52 sessions, 12 of which
 * plant nothing. Every other message must give nothing: questions, hypotheses, proposals not taken
 * or never confirmed, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output,
 * chit-chat, and requests the agent completes in the same session. Two sessions supersede an earlier
 * decision with a later one; only the later one is planted.
 *
 * Matching rule (fixed before any extractor runs on this set; planted-blind.ts's rule, implemented
 * in planted-scoring.ts):
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

const START = Date.UTC(2026, 10, 2, 9);

export const TUNING29_SESSIONS: BlindSession[] = [
  {
    id: "t29-01-release-branch",
    planted: [{ kind: "decision", keys: ["release"] }],
    build: (s) =>
      s
        .user("whats the state of the branches? i feel like develop and main have drifted a lot")
        .bash("git rev-list --left-right --count main...develop", "14\t37")
        .assistant(
          "`main` has 14 commits that aren't on `develop`, and `develop` has 37 that aren't on `main`. Most of the main-only ones are hotfix merges from October.",
        )
        .user(
          "yeah ok that settles it. we cut release branches straight from main from now on, develop goes away. I talked to sam about it this morning and he's fine with it",
        )
        .assistant("Got it. Want me to delete `develop` on the remote too, or leave it around for a bit?")
        .user("leave it for now, ppl still have PRs open against it")
        .assistant("Leaving `develop` alone.")
        .stop(),
  },
  {
    id: "t29-02-billing-owner",
    planted: [
      { kind: "fact", keys: ["priya", "billing"] },
      { kind: "instruction", keys: ["billing", "approval"] },
    ],
    build: (s) =>
      s
        .user("who should review the invoice rounding fix? not sure who owns src/billing")
        .bash("cat .github/CODEOWNERS | grep billing", "/src/billing/  @priya-n")
        .assistant("CODEOWNERS lists `@priya-n` for `/src/billing/`.")
        .user(
          "right, priya owns billing, she wrote most of it. and fwiw anything touching src/billing needs her approval before it merges, even one-liners. dont let anyone talk you out of that",
        )
        .assistant("Understood. I'll request a review from @priya-n on the rounding PR.")
        .bash("gh pr edit 812 --add-reviewer priya-n", "https://github.com/acme/edge/pull/812")
        .assistant("Added her as reviewer on #812.")
        .stop(),
  },
  {
    id: "t29-03-oncall-rotation",
    planted: [
      { kind: "fact", keys: ["on-call", "monday"] },
      { kind: "task", keys: ["runbook"] },
    ],
    build: (s) =>
      s
        .user("the HighQueueDepth alert fired twice last night, can you look at the alert rule")
        .file("Read", "ops/alerts/queue.yaml")
        .assistant(
          "The rule fires when `queue_depth > 500` for 5m. Both firings last night cleared within 7 minutes, so it looks like a backlog burst rather than a stuck consumer — but that's a guess from the timings, I can't see the consumer logs from here.",
        )
        .user(
          "ok. btw context for you: the on-call rotation hands over every monday at 10:00 UTC, whoever is primary gets these pages. marcus has it this week",
        )
        .assistant("Noted.")
        .user("the runbook link in that alert annotation 404s btw. dont fix it now, we're moving the runbooks anyway — leave it as a todo for after the move")
        .assistant("OK, I'll leave the annotation as is. Open item: the runbook link in `ops/alerts/queue.yaml` needs updating once the runbooks have moved.")
        .stop(),
  },
  {
    id: "t29-04-squash",
    planted: [{ kind: "instruction", keys: ["squash"] }],
    build: (s) =>
      s
        .user("merge #790 pls, CI is green")
        .bash("gh pr merge 790 --merge", "✓ Merged pull request #790 (Add retry budget to queue consumer)")
        .bash(
          "git log --oneline -3 origin/main",
          "a81c0de Merge pull request #790 from acme/kl/retry-budget\n5f2e9b1 fix: retry budget off by one\n0c77a12 feat: retry budget",
        )
        .user("ugh, no merge commits on main please. we squash-merge everything, always `gh pr merge --squash`. remember that for next time")
        .assistant(
          "Sorry about that. The merge commit is already on `main`; reverting it would make more noise than it's worth, so I'd leave it unless you want it rewritten. From now on I'll use `--squash`.",
        )
        .user("leave it")
        .stop("Leaving it."),
  },
  {
    id: "t29-05-changelog",
    planted: [
      { kind: "task", keys: ["changelog"] },
      { kind: "instruction", keys: ["npm version"] },
    ],
    build: (s) =>
      s
        .user("bump the hook client to 2.4.0")
        .file("Edit", "hook-client/package.json")
        .assistant("I changed `version` in `hook-client/package.json` to `2.4.0`.")
        .user("hm, dont hand-edit the version. always use `npm version` so the tag and lockfile get updated together. redo it that way")
        .bash("git checkout hook-client/package.json && cd hook-client && npm version 2.4.0 --no-git-tag-version", "v2.4.0")
        .assistant("Reverted my edit and ran `npm version 2.4.0`; `package.json` and `package-lock.json` both say 2.4.0 now.")
        .user("thx. the CHANGELOG for 2.4 still needs the migration section, dana said she'd write it by friday. just leave it open, not our job today")
        .assistant("OK — the 2.4 changelog's migration section is still open, Dana's writing it by Friday.")
        .stop(),
  },
  {
    id: "t29-06-code-freeze",
    planted: [
      { kind: "decision", keys: ["freeze"] },
      { kind: "task", keys: ["announce"] },
    ],
    build: (s) =>
      s
        .user("can you list the PRs that are open and labelled feature")
        .bash("gh pr list --label feature --json number,title", '[{"number":801,"title":"MCP digest endpoint"},{"number":806,"title":"Decay ranking flag"}]')
        .assistant("Two: #801 (MCP digest endpoint) and #806 (decay ranking flag).")
        .user(
          "ok so we agreed in standup: code freeze starts dec 12. nothing with the feature label merges after that, only fixes. those two need to land before or wait for january",
        )
        .assistant("Understood. Should I comment on #801 and #806 so the authors know about the date?")
        .user("no, i still have to announce the freeze in #eng-announce properly, I'll do that tomorrow. leave the PRs alone")
        .assistant("Leaving them. The freeze announcement in #eng-announce is on you for tomorrow.")
        .stop(),
  },
  {
    id: "t29-07-flaky-guess",
    planted: [],
    build: (s) =>
      s
        .user("the e2e job failed again on main. is it the same flake as last week?")
        .bash(
          "gh run view 99812 --log-failed | tail -6",
          "FAIL test/worker/ingest.test.ts > ingest > accepts a batch\nError: Timed out after 5000ms\n  at never resolved promise (queue.ts:88)\n# TODO: remove retry once DO alarms are stable\nTests  1 failed | 212 passed",
        )
        .assistant(
          "Different test from last week (that one was in `search.test.ts`). This one timed out waiting on the queue. My guess is the local queue consumer didn't start in time under load, but I haven't confirmed that — it could also be a real ordering bug.",
        )
        .user("hmm maybe. could it be the DO alarm thing?")
        .assistant("Possibly; the TODO in the log mentions DO alarms, but that comment is from the test file, not evidence. I'd need a repro to tell.")
        .user("ok rerun it and lets see")
        .bash("gh run rerun 99812 --failed && gh run watch 99812", "✓ e2e completed: success")
        .assistant("Rerun passed.")
        .user("lol ok. moving on")
        .stop("👍"),
  },
  {
    id: "t29-08-ask-tomas",
    planted: [{ kind: "fact", keys: ["tomas", "migration"] }],
    build: (s) =>
      s
        .user("the migration runner is refusing 0013, says checksum mismatch. whats going on")
        .bash(
          "npx wrangler d1 migrations apply amem --local",
          "✘ [ERROR] Migration 0012_memories.sql has been modified since it was applied (checksum mismatch)",
        )
        .assistant(
          "It's complaining about 0012, not 0013: the local D1 has a different checksum recorded for `0012_memories.sql`. Someone edited an applied migration, or your local DB is from an older branch.",
        )
        .user("ahh. fwiw tomas wrote the migration runner and knows all its weirdness")
        .assistant("Good to know. Locally, the quickest fix is to drop the local D1 state and re-apply. Want me to?")
        .user("yes")
        .bash("rm -rf .wrangler/state/v3/d1 && npx wrangler d1 migrations apply amem --local", "✔ 13 migrations applied")
        .assistant("Local D1 recreated, all 13 migrations applied.")
        .stop(),
  },
  {
    id: "t29-09-cadence-superseded",
    planted: [
      { kind: "decision", keys: ["biweekly"] },
      { kind: "task", keys: ["checklist"] },
    ],
    build: (s) =>
      s
        .user("lets do weekly releases starting next month. put it in docs/releases.md")
        .file("Edit", "docs/releases.md")
        .assistant('Added a "Cadence" section to `docs/releases.md`: a release every week, cut on Tuesdays.')
        .user("wait. just talked to ops, they can't staff a weekly release. scratch weekly — we go biweekly, every other tuesday. fix the doc")
        .file("Edit", "docs/releases.md")
        .assistant("Updated: the cadence section now says every other Tuesday.")
        .user("the release checklist still assumes monthly, that needs a rewrite for the new cadence at some point. not today")
        .assistant("Noted as open: rewrite the release checklist for the new cadence.")
        .stop(),
  },
  {
    id: "t29-10-conventional",
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "decision", keys: ["status checks"] },
    ],
    build: (s) =>
      s
        .user("commit what we have")
        .bash('git commit -am "updated stuff"', "[kl/decay-flag 3c1d2e0] updated stuff\n 2 files changed, 31 insertions(+), 4 deletions(-)")
        .user('please write conventional commits, feat:/fix:/chore: etc. "updated stuff" will get bounced by commitlint. that\'s for every commit in this repo')
        .bash('git commit --amend -m "feat: decay ranking behind rank=decay flag"', "[kl/decay-flag 8e90f11] feat: decay ranking behind rank=decay flag")
        .assistant("Amended to `feat: decay ranking behind rank=decay flag`.")
        .user("also fyi we're turning on required status checks for main this week, decided in the eng sync. so red CI blocks merge from now on")
        .assistant("Got it, a red CI run will block merges to `main`.")
        .stop(),
  },
  {
    id: "t29-11-rename-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning! rename `getThing` to `getMemoryById` in src/db/memories.ts and the callers")
        .bash("grep -rn getThing src test | wc -l", "7")
        .file("Edit", "src/db/memories.ts")
        .file("Edit", "src/routes/memories.ts")
        .bash("npm run typecheck", "> tsc -p . --noEmit\n")
        .assistant("Renamed in all 7 places; typecheck is clean.")
        .user("nice. how was your weekend lol")
        .assistant("No weekends for me, but thanks for asking. Anything else on the rename?")
        .user("nope thats it")
        .stop("👍"),
  },
  {
    id: "t29-12-staging-keys",
    planted: [
      { kind: "task", keys: ["rotate", "staging"] },
      { kind: "fact", keys: ["1password"] },
    ],
    build: (s) =>
      s
        .user("staging is returning 401 for the admin cli. is the API key expired?")
        .bash("curl -s -o /dev/null -w '%{http_code}' -H \"Authorization: Bearer $AMEM_STAGING_KEY\" https://staging.amem.dev/v1/health", "401")
        .assistant("Yes, 401 with the key in your env. Where does the current staging key live? I don't see it in `.dev.vars`.")
        .user("the staging keys are all in 1Password, vault `edge-staging`. grab the admin one from there")
        .bash("op read 'op://edge-staging/amem-admin/credential' >/dev/null && echo ok", "ok")
        .assistant("Read the key from 1Password; with it the health check returns 200.")
        .user("great. lena has to rotate all the staging keys before nov 30 anyway (the old ones leaked into a CI log). not doing that here")
        .assistant("OK — rotating the staging keys is Lena's, due Nov 30.")
        .stop(),
  },
  {
    id: "t29-13-reviews-channel",
    planted: [
      { kind: "instruction", keys: ["edge-reviews"] },
      { kind: "decision", keys: ["standup"] },
    ],
    build: (s) =>
      s
        .user("open the PR for the digest fix")
        .bash("gh pr create --fill", "https://github.com/acme/edge/pull/815")
        .assistant("Opened #815.")
        .user("after you open a PR always drop the link in #edge-reviews, otherwise nobody sees it for days")
        .bash("slack-cli post '#edge-reviews' 'PR #815: fix digest budget overrun https://github.com/acme/edge/pull/815'", "posted ts=1764153600.000100")
        .assistant("Posted it in #edge-reviews.")
        .user("also fyi from monday standup is async in slack, we decided that yesterday. no more 9:30 call")
        .assistant("Noted, standup goes async in Slack from Monday.")
        .stop(),
  },
  {
    id: "t29-14-trunk-rejected",
    planted: [],
    build: (s) =>
      s
        .user("release branches are such a pain. any ideas?")
        .bash("git branch -r | grep release/ | wc -l", "11")
        .assistant(
          "There are 11 `release/*` branches on the remote. One option: trunk-based development with feature flags, tagging releases off `main` and deleting release branches after a week. Another: keep release branches but automate cherry-picks with a bot.",
        )
        .user("trunk based sounds nice in theory but we dont have a flag system. not now")
        .assistant("Fair. Should I at least prune the release branches older than 6 months?")
        .user("hmm idk, let me check with sam first")
        .stop("OK, I'll leave them."),
  },
  {
    id: "t29-15-calver",
    planted: [{ kind: "decision", keys: ["calver"] }],
    build: (s) =>
      s
        .user("semver for the hook client is a farce, every release is a 'minor'. what would calver look like for us")
        .assistant(
          "Something like `YYYY.MM.PATCH`: `2026.12.0`, then `2026.12.1` for a fix. npm accepts it as long as there are no leading zeros, so `2026.1.0` rather than `2026.01.0`.",
        )
        .user("does the publish workflow parse the version anywhere?")
        .bash("grep -n 'version' .github/workflows/publish.yml", '14:      - run: node scripts/check-version.mjs "$GITHUB_REF_NAME"')
        .assistant("Only `scripts/check-version.mjs`, which checks the tag matches `package.json`; it doesn't care about the scheme.")
        .user("ok then we go calver for the hook client, starting with the december release. YYYY.M.patch, no leading zeros")
        .assistant("Got it.")
        .stop(),
  },
  {
    id: "t29-16-prod-approvers",
    planted: [
      { kind: "fact", keys: ["prod-approvers"] },
      { kind: "fact", keys: ["sam", "release manager"] },
    ],
    build: (s) =>
      s
        .user("the prod deploy job is waiting for approval, who can approve it")
        .bash("gh api repos/acme/edge/environments/production --jq '.protection_rules[].reviewers[].reviewer.slug'", "prod-approvers")
        .assistant("The production environment requires a review from the `prod-approvers` team.")
        .user("yeah, prod-approvers is just sam and ivy. and sam is release manager for all of december so he's the one to poke")
        .assistant("I'll leave the approval to them — want me to ping Sam?")
        .user("i'll do it")
        .stop("OK."),
  },
  {
    id: "t29-17-ci-migration",
    planted: [
      { kind: "decision", keys: ["github actions"] },
      { kind: "task", keys: ["circleci"] },
      { kind: "instruction", keys: ["makefile"] },
    ],
    build: (s) =>
      s
        .user("add a lint job for the hook client to CI")
        .file("Read", ".circleci/config.yml")
        .assistant(
          "CI is on CircleCI (`.circleci/config.yml`, 4 jobs). I can add a `lint-hook-client` job next to `lint`. Before I do: is there a plan to move off Circle? I saw a stale `gha-spike` branch.",
        )
        .user(
          "there is. we picked github actions over buildkite last week, it's settled. the actual move off circleci is an open task, nobody's on it yet, probably after the freeze",
        )
        .assistant("Makes sense. Then for the lint job, should I add it to Circle anyway?")
        .user(
          "put the logic in the Makefile and have circle just call `make lint-hook`. rule of thumb until we move: new CI steps go in the makefile, the yaml only calls make targets, so they port",
        )
        .file("Edit", "Makefile")
        .file("Edit", ".circleci/config.yml")
        .bash("make lint-hook", "> eslint hook-client\n✔ no problems")
        .assistant("Added `make lint-hook` and a Circle job that only runs it. Passes locally.")
        .stop(),
  },
  {
    id: "t29-18-lint-output",
    planted: [],
    build: (s) =>
      s
        .user("lint is failing on my branch, fix it")
        .bash(
          "npm run lint",
          "src/core/decay.ts\n  12:3  error  Unexpected console statement  no-console\n  40:1  warning  TODO: always clamp strength  no-warning-comments\n✖ 2 problems (1 error, 1 warning)",
          1,
        )
        .file("Edit", "src/core/decay.ts")
        .bash("npm run lint", "✔ no problems")
        .assistant(
          "Removed the stray `console.log` at line 12. The warning is a `// TODO: always clamp strength` comment someone left; I left it as is since it's a warning. Lint passes now.",
        )
        .user("cool, that TODO is old, whatever")
        .stop("OK."),
  },
  {
    id: "t29-19-promote",
    planted: [
      { kind: "fact", keys: ["staging"] },
      { kind: "instruction", keys: ["make promote"] },
    ],
    build: (s) =>
      s
        .user("is the retry fix live on staging yet?")
        .bash("curl -s https://staging.amem.dev/v1/version", '{"commit":"a81c0de","deployed_at":"2026-11-25T16:02:11Z"}')
        .assistant("Yes — staging is on `a81c0de`, which includes the retry fix.")
        .user("right, staging deploys by itself on every merge to main, forgot. ok can you ship it to prod")
        .assistant("Prod goes through `make promote`, which needs the prod-approvers sign-off. Want me to run it?")
        .user(
          "actually no. never run `make promote` yourself, even if i say ship it in passing. ask me explicitly and i'll run it. same rule for every session",
        )
        .assistant("Understood — I won't run `make promote`; I'll ask you to.")
        .stop(),
  },
  {
    id: "t29-20-monorepo",
    planted: [
      { kind: "decision", keys: ["monorepo"] },
      { kind: "task", keys: ["unowned"] },
    ],
    build: (s) =>
      s
        .user("how much would it cost to split hook-client into its own repo")
        .bash('git log --oneline -- hook-client | wc -l; grep -rn "../../src" hook-client | wc -l', "212\n9")
        .assistant(
          "212 commits touch `hook-client/`, and 9 imports reach into `../../src` (the shared types). Splitting means publishing those types as a package first.",
        )
        .user("yeah thats what i thought. ok, we stay a monorepo. not worth it, decided")
        .assistant("OK, staying in one repo.")
        .bash("grep -c '' .github/CODEOWNERS; ls -d */", "6\nbench/ docs/ hook-client/ migrations/ scripts/ src/ test/")
        .assistant("While I was in there: `scripts/` and `bench/` have no CODEOWNERS entry.")
        .user("yep, those unowned dirs need owners. sam said he'd sort them out next week")
        .stop("Noted."),
  },
  {
    id: "t29-21-mentions",
    planted: [
      { kind: "instruction", keys: ["mention"] },
      { kind: "fact", keys: ["lena", "ingest"] },
    ],
    build: (s) =>
      s
        .user("commit this, and credit kenji since it was his idea")
        .bash('git commit -am "fix: dedupe ingest batches (idea from @kenji)"', "[main 44ab120] fix: dedupe ingest batches (idea from @kenji)")
        .user(
          "oh no, dont @-mention people in commit messages, github notifies them on every rebase and push. write the name without the @. goes for all commits",
        )
        .bash('git commit --amend -m "fix: dedupe ingest batches (idea from Kenji)"', "[main 9d01c3e] fix: dedupe ingest batches (idea from Kenji)")
        .assistant("Amended without the @.")
        .user("also kenji left the team last week, so lena owns the ingest module now")
        .assistant("Noted.")
        .stop(),
  },
  {
    id: "t29-22-postmortem",
    planted: [
      { kind: "task", keys: ["postmortem"] },
      { kind: "decision", keys: ["blameless"] },
    ],
    build: (s) =>
      s
        .user("pull the timeline for the queue outage on the 19th from the logs")
        .bash(
          "wrangler tail amem --format pretty --since 2026-11-19T02:00Z | grep -E 'queue|retry' | head -4",
          "02:14:07 queue amem-events: consumer error (never acknowledged)\n02:14:09 retry 1/3\n02:31:55 retry 3/3 -> DLQ\n03:02:40 consumer healthy",
        )
        .assistant("First consumer error at 02:14:07, messages hit the DLQ from 02:31, consumer healthy again at 03:02.")
        .user("thanks. jonas owes us the postmortem for this, due next wednesday, give him that timeline when he asks")
        .assistant("Will do.")
        .user(
          "and the postmortem format: we settled on blameless writeups in docs/postmortems/, no names in the root cause section. that was agreed at the retro",
        )
        .assistant("Understood.")
        .stop(),
  },
  {
    id: "t29-23-owner-guess",
    planted: [],
    build: (s) =>
      s
        .user("who owns the search ranking code")
        .bash("git shortlog -sn -- src/core/search | head -3", "   41\tAna Ruiz\n    9\tKenji Ito\n    3\tSam Okafor")
        .assistant(
          "Ana Ruiz authored most of `src/core/search` (41 commits). That suggests she's the owner, but authorship isn't ownership — there's no CODEOWNERS entry for it.",
        )
        .user("probably ana yeah, but i'm not sure she's still on that team")
        .assistant("Want me to check the team page?")
        .user("nah doesnt matter rn")
        .stop("OK."),
  },
  {
    id: "t29-24-hotfix",
    planted: [
      { kind: "decision", keys: ["hotfix"] },
      { kind: "instruction", keys: ["force-push"] },
    ],
    build: (s) =>
      s
        .user("prod has the digest bug, we need a fix out today. how do we usually do hotfixes here")
        .bash("git tag --sort=-creatordate | head -2", "v2.3.4\nv2.3.3")
        .assistant(
          "I don't see a documented process. Latest tag is `v2.3.4`. Options: branch off the tag and cherry-pick back, or fix on `main` and cut a patch from there.",
        )
        .user("decided: hotfixes go on a hotfix/ branch off the latest tag, then get cherry-picked to main. do that")
        .bash("git switch -c hotfix/digest-budget v2.3.4", "Switched to a new branch 'hotfix/digest-budget'")
        .file("Edit", "src/core/digest.ts")
        .bash("git push -u origin hotfix/digest-budget", "branch 'hotfix/digest-budget' set up to track 'origin/hotfix/digest-budget'")
        .assistant("Fix pushed on `hotfix/digest-budget`. I had to amend once; should I `--force-with-lease` the release branch too so it matches?")
        .user("no! never force-push to a release branch, ever, other people build from them. always a new commit")
        .assistant("Understood, no force-push there.")
        .stop(),
  },
  {
    id: "t29-25-incidents",
    planted: [
      { kind: "fact", keys: ["edge-incidents"] },
      { kind: "instruction", keys: ["status updates"] },
    ],
    build: (s) =>
      s
        .user("where do pages show up? i want to link the alert config to the right channel")
        .bash("grep -n channel ops/pagerduty.tf", '22:  slack_channel = "C04EDGEINC"')
        .assistant("The PagerDuty integration posts to Slack channel `C04EDGEINC`.")
        .user("yeah thats #edge-incidents, all pages land there. #edge-dev is just chatter")
        .assistant("Thanks.")
        .user(
          "and when you're helping during an incident: post status updates in the incident thread every 30 min, even if nothing changed. people hate silence",
        )
        .assistant("Will do.")
        .stop(),
  },
  {
    id: "t29-26-codeowners-hook",
    planted: [{ kind: "task", keys: ["codeowners", "hook-client"] }],
    build: (s) =>
      s
        .user("why didnt github request a reviewer on #818")
        .bash("gh pr view 818 --json files --jq '.files[].path'", "hook-client/src/hook.ts\nhook-client/src/queue.ts")
        .bash("grep hook-client .github/CODEOWNERS", "", 1)
        .assistant("#818 only touches `hook-client/`, and there's no CODEOWNERS line for that directory, so GitHub has nobody to request.")
        .user("ah. we need a CODEOWNERS entry for hook-client/ then. ravi's the right owner but he's out till monday, leave it for him")
        .assistant("Leaving it for Ravi.")
        .stop(),
  },
  {
    id: "t29-27-withdrawn-approvals",
    planted: [],
    build: (s) =>
      s
        .user("what's the branch protection on main right now")
        .bash("gh api repos/acme/edge/branches/main/protection --jq '.required_pull_request_reviews.required_approving_review_count'", "1")
        .assistant("One approving review is required.")
        .user("maybe we should require 2 approvals")
        .assistant("That'd slow down small fixes with only four reviewers. Want me to change it?")
        .user("actually no forget it, 1 is fine for now. i was just thinking out loud")
        .stop("OK, leaving it at one."),
  },
  {
    id: "t29-28-renovate",
    planted: [
      { kind: "instruction", keys: ["renovate"] },
      { kind: "fact", keys: ["renovate", "mondays"] },
    ],
    build: (s) =>
      s
        .user("there are like 9 renovate PRs open, can you just merge them all")
        .bash("gh pr list --author app/renovate --json number --jq length", "9")
        .assistant("Nine. I can merge them in one go with a loop over `gh pr merge --squash`.")
        .user(
          "hmm no, scratch that. renovate PRs get merged one at a time, each one only after its own CI is green. never bulk-merge them, we got burned by that in june",
        )
        .assistant("OK. I'll start with the oldest one.")
        .bash("gh pr checks 771", "build  pass\nlint   pass\ntest   pass")
        .bash("gh pr merge 771 --squash", "✓ Squashed and merged pull request #771 (chore(deps): update hono to 4.6.3)")
        .assistant("Merged #771. The next one needs a rebase after that; I'll wait for its CI.")
        .user("fine. they come in a batch anyway, renovate runs on mondays at 6 UTC")
        .stop("Got it."),
  },
  {
    id: "t29-29-tracker-superseded",
    planted: [{ kind: "decision", keys: ["github issues"] }],
    build: (s) =>
      s
        .user("we're moving tickets to Linear. add priority labels p0-p3 to the linear team via the api")
        .bash("curl -s -X POST https://api.linear.app/graphql -d @labels.json", '{"errors":[{"message":"Workspace trial expired"}]}')
        .assistant("Linear answered `Workspace trial expired`, so no labels were created.")
        .user(
          "lol. ok finance cancelled the linear trial. we stay on github issues for tracking then, that's final. put the p0-p3 labels on the github repo instead",
        )
        .bash("for p in p0 p1 p2 p3; do gh label create $p; done", '✓ Label "p0" created\n✓ Label "p1" created\n✓ Label "p2" created\n✓ Label "p3" created')
        .assistant("Created the p0–p3 labels on the GitHub repo.")
        .stop(),
  },
  {
    id: "t29-30-d1-names",
    planted: [{ kind: "fact", keys: ["amem-staging"] }],
    build: (s) =>
      s
        .user("run the row count on the staging db")
        .bash("npx wrangler d1 list", "amem-prod    7f1c…  2026-05-02\namem-staging 93ab…  2026-05-02\namem-test   c0d4…  2026-09-14")
        .assistant("Which one is staging — `amem-staging`, or is `amem-test` what you call staging?")
        .user("amem-staging is the staging D1, amem-test is throwaway from some experiment. prod is amem-prod, obviously")
        .bash("npx wrangler d1 execute amem-staging --remote --command 'select count(*) from events'", "count(*)\n1843221")
        .assistant("1,843,221 rows in `events` on amem-staging.")
        .stop(),
  },
  {
    id: "t29-31-release-notes",
    planted: [{ kind: "task", keys: ["release-notes"] }],
    build: (s) =>
      s
        .user("write up release notes for 2.3.4 from the merged PRs")
        .bash(
          "gh pr list --state merged --base main --search 'merged:>2026-11-18' --json title --jq '.[].title'",
          "fix: digest budget overrun\nfix: dedupe ingest batches\nchore(deps): update hono",
        )
        .file("Write", "docs/release-notes/2.3.4.md")
        .assistant("Wrote `docs/release-notes/2.3.4.md` with the two fixes; I left the dependency bump out.")
        .user(
          "ty. doing this by hand every time is dumb. for next sprint: we want a `make release-notes` target that pulls merged PR titles automatically. not now though",
        )
        .assistant("Noted for next sprint: a `make release-notes` target.")
        .stop(),
  },
  {
    id: "t29-32-tests-flake-ok",
    planted: [],
    build: (s) =>
      s
        .user("run the node tests for decay")
        .bash("npx vitest run --project node test/node/decay.test.ts", " ✓ test/node/decay.test.ts (18 tests) 41ms\n Test Files  1 passed (1)")
        .assistant("All 18 decay tests pass.")
        .user("k thx")
        .stop("👍"),
  },
  {
    id: "t29-33-fault-suite",
    planted: [
      { kind: "instruction", keys: ["test:faults"] },
      { kind: "decision", keys: ["release candidate"] },
    ],
    build: (s) =>
      s
        .user("tag 2.4.0")
        .bash("git tag v2.4.0 && git push origin v2.4.0", " * [new tag]         v2.4.0 -> v2.4.0")
        .assistant("Tagged and pushed `v2.4.0`.")
        .user(
          "ugh wait, did you run the fault suite first? CI doesnt run it. before tagging any release run `npm run test:faults` locally, every time. run it now",
        )
        .bash("npm run test:faults", " Test Files  14 passed (14)\n      Tests  96 passed (96)")
        .assistant("Fault suite: 14 files, 96 tests, all pass. The tag stands.")
        .user(
          "ok phew. and going forward we tag a release candidate first, vX.Y.Z-rc.N, and only tag the final after a day on staging. we agreed on that after the 2.2 mess",
        )
        .assistant("Understood.")
        .stop(),
  },
  {
    id: "t29-34-node18",
    planted: [
      { kind: "decision", keys: ["node 18"] },
      { kind: "task", keys: ["engines"] },
    ],
    build: (s) =>
      s
        .user("the hook client tests fail on node 18, `fetch` duplex thing")
        .bash(
          "nvm exec 18 npx vitest run --project node hook-client/test",
          "TypeError: RequestInit: duplex option is required when sending a body.\n Test Files  2 failed | 11 passed (13)",
          1,
        )
        .assistant("On Node 18 the streaming upload needs `duplex: 'half'`. I can add it, or we can stop supporting 18 — it's been EOL since April 2025.")
        .user("we drop node 18 support in the next major. decided. don't patch around it")
        .assistant("OK, no workaround.")
        .user("someone has to update the engines field and the CI matrix when we cut that major. not now, just keep it in mind")
        .stop("Noted."),
  },
  {
    id: "t29-35-ask-ivy",
    planted: [
      { kind: "fact", keys: ["ivy"] },
      { kind: "instruction", keys: ["scope"] },
    ],
    build: (s) =>
      s
        .user("should the review queue show merged memories or only candidates? the issue doesn't say")
        .bash(
          "gh issue view 19 --json body --jq .body | grep -i 'review queue' | head -2",
          "> **Confidence thresholds.** Every consolidation action carries a confidence: ... waits as an open **review task**",
        )
        .assistant("Issue 19 doesn't specify which items the review queue lists. I could guess candidates only, but it's a product call.")
        .user("ivy is the PM for the memory project, she decides that kind of thing")
        .assistant("Should I ask in the issue?")
        .user("yes. and in general: product scope questions go to ivy, not to the engineers. dont guess on scope, ask")
        .bash(
          "gh issue comment 19 --body 'Q for @ivy: should the review queue list merged memories or only candidates?'",
          "https://github.com/acme/edge/issues/19#issuecomment-2291",
        )
        .assistant("Asked on issue 19.")
        .stop(),
  },
  {
    id: "t29-36-deprecation",
    planted: [{ kind: "task", keys: ["deprecation"] }],
    build: (s) =>
      s
        .user("how many users still hit /v1/recent-legacy")
        .bash(
          "npx wrangler d1 execute amem-prod --remote --command \"select count(distinct user_id) from request_log where route='/v1/recent-legacy' and ts > unixepoch('now','-30 days')\"",
          "count(distinct user_id)\n37",
        )
        .assistant("37 distinct users in the last 30 days.")
        .user(
          "ok so we cant just yank it. the deprecation email has to go out to those users two weeks before removal, sam owns that email. thats still open, he hasnt sent it",
        )
        .assistant("Noted: the deprecation email is open and Sam's.")
        .stop(),
  },
  {
    id: "t29-37-bisect-questions",
    planted: [],
    build: (s) =>
      s
        .user("how does git bisect run work with a script that needs a build step?")
        .assistant(
          "`git bisect run ./check.sh` runs the script at each step; exit 0 = good, 1–124 = bad, 125 = skip. If it needs a build, do the build inside `check.sh` and exit 125 when the build itself fails so that commit is skipped.",
        )
        .user("and if the test is flaky?")
        .assistant("Run it a few times inside the script and call it bad only if it fails consistently — otherwise bisect can point at the wrong commit.")
        .bash("git bisect --help | head -3", "GIT-BISECT(1)\nNAME\n       git-bisect - Use binary search to find the commit that introduced a bug")
        .user("makes sense, thanks")
        .stop("Sure."),
  },
  {
    id: "t29-38-branch-names",
    planted: [{ kind: "instruction", keys: ["branch", "initials"] }],
    build: (s) =>
      s
        .user("make a branch for EDGE-431")
        .bash("git switch -c edge-431", "Switched to a new branch 'edge-431'")
        .user(
          "nope, branch names are <your initials>/<ticket>-<slug> here, like kl/EDGE-431-retry-cap. you're on my behalf so use kl. do that for every branch",
        )
        .bash("git branch -m edge-431 kl/EDGE-431-retry-cap", "")
        .assistant("Renamed to `kl/EDGE-431-retry-cap`.")
        .stop(),
  },
  {
    id: "t29-39-docs-only",
    planted: [
      { kind: "decision", keys: ["docs-only"] },
      { kind: "fact", keys: ["docs site"] },
    ],
    build: (s) =>
      s
        .user("my README typo PR has been sitting for 3 days waiting for a second review")
        .bash("gh pr view 809 --json reviewDecision,files --jq '.reviewDecision, (.files|length)'", "REVIEW_REQUIRED\n1")
        .assistant("#809 changes one file and still needs a second approving review.")
        .user("yeah thats silly. we decided at the sync: docs-only PRs need one approval, not two. i'll change the ruleset myself")
        .assistant("OK. Does the docs site pick up README changes automatically?")
        .user("no, the docs site builds from the `docs` branch, not main. someone merges main into it before publishing")
        .stop("Got it."),
  },
  {
    id: "t29-40-release-calendar",
    planted: [{ kind: "fact", keys: ["releases.md"] }],
    build: (s) =>
      s
        .user("when is the next release")
        .bash("grep -n '2026-12' docs/releases.md", "18:| 2.5.0 | 2026-12-08 | Sam |")
        .assistant("`docs/releases.md` lists 2.5.0 for December 8, with Sam as owner.")
        .user("yep, docs/releases.md is the release calendar, sam keeps it up to date")
        .stop("OK."),
  },
  {
    id: "t29-41-quarantine",
    planted: [
      { kind: "task", keys: ["edge-519"] },
      { kind: "instruction", keys: ["quarantine"] },
    ],
    build: (s) =>
      s
        .user("the DO alarm test failed again. skip it so CI goes green?")
        .bash("grep -n 'alarm fires once' test/worker/*.test.ts", 'test/worker/consolidation.test.ts:214:  it("alarm fires once per window", async () => {')
        .assistant("I can mark it `it.skip`. Is there a ticket for it? If so I'll reference it in the skip.")
        .user(
          "there is, EDGE-519. dont skip it though. we never quarantine a test without a ticket linked in the skip reason, and even then only with my ok. this time: leave it",
        )
        .assistant("Leaving the test as is.")
        .user("EDGE-519 is assigned to me, I'll dig into it after the freeze. just so you know it's open")
        .stop("Noted."),
  },
  {
    id: "t29-42-standup-summary",
    planted: [],
    build: (s) =>
      s
        .user("summarize what i did yesterday for standup")
        .bash(
          "git log --author=kl --since=yesterday --until=today --oneline",
          "8e90f11 feat: decay ranking behind rank=decay flag\n9d01c3e fix: dedupe ingest batches (idea from Kenji)\n2ab77e0 chore: TODO cleanup, always-on flags removed",
        )
        .assistant("Yesterday: shipped the decay ranking flag, fixed duplicate ingest batches, and cleaned up old TODOs and always-on flags.")
        .user("perfect, short enough")
        .stop("👍"),
  },
  {
    id: "t29-43-friday",
    planted: [{ kind: "instruction", keys: ["friday"] }],
    build: (s) =>
      s
        .user("is 2.4.1 ready to promote?")
        .bash("gh run list --workflow staging-smoke --limit 1", "✓ staging-smoke  main  2026-11-27 15:40")
        .assistant("Staging smoke passed at 15:40. It's Friday afternoon — do you want to promote today or wait?")
        .user("wait. no prod deploys on fridays, full stop. if i ever ask on a friday, remind me")
        .stop("Will do."),
  },
  {
    id: "t29-44-handbook",
    planted: [
      { kind: "fact", keys: ["notion"] },
      { kind: "task", keys: ["handbook"] },
      { kind: "decision", keys: ["retro"] },
    ],
    build: (s) =>
      s
        .user("is there an oncall doc in the repo? i wanted to link it from docs/operations.md")
        .bash("ls docs | grep -i call", "", 1)
        .assistant("Nothing matching in `docs/`.")
        .user("right, the on-call handbook lives in Notion, not in the repo. link to notion for now")
        .file("Edit", "docs/operations.md")
        .assistant("Linked the Notion page from `docs/operations.md`.")
        .user(
          "eventually the handbook should move into docs/oncall.md so it's versioned. marcus volunteered, hasnt started. oh and we moved retro to every second friday, decided today",
        )
        .stop("Noted both."),
  },
  {
    id: "t29-45-dist-tag",
    planted: [
      { kind: "decision", keys: ["dist-tag"] },
      { kind: "task", keys: ["publish workflow"] },
    ],
    build: (s) =>
      s
        .user("why does `npm i @acme/amem@beta` install something from march")
        .bash("npm dist-tag ls @acme/amem", "beta: 1.9.0-beta.3\nlatest: 2.3.4")
        .assistant("The `beta` dist-tag still points at 1.9.0-beta.3; nothing has been published under it since.")
        .user("we're retiring the beta dist-tag, decided. remove it")
        .bash("npm dist-tag rm @acme/amem beta", "-beta: @acme/amem@1.9.0-beta.3")
        .assistant("Removed. The publish workflow still has a `--tag beta` path for prerelease versions, though.")
        .user("yeah, the publish workflow needs that branch taken out. lena will do it this sprint, leave it")
        .stop("OK."),
  },
  {
    id: "t29-46-merge-queue-maybe",
    planted: [],
    build: (s) =>
      s
        .user("two PRs just broke main because they passed CI separately")
        .bash("gh run list --branch main --limit 2", "✗ ci  main  fix: retry cap\n✓ ci  main  feat: digest budget")
        .assistant("Yes, a semantic conflict: each passed on its own. A merge queue would catch that. Want me to turn on GitHub's merge queue for `main`?")
        .user("hmm. maybe later, let me think about it. for now just fix the break")
        .file("Edit", "src/core/digest.ts")
        .bash("npx vitest run --project node test/node/mcp-budget.test.ts", " ✓ test/node/mcp-budget.test.ts (9 tests)")
        .assistant("Fixed the conflict in `digest.ts`; the budget tests pass.")
        .stop(),
  },
  {
    id: "t29-47-how-tested",
    planted: [{ kind: "instruction", keys: ["how tested"] }],
    build: (s) =>
      s
        .user("open a PR for the retry cap")
        .bash("gh pr create --title 'fix: cap queue retries at 3' --body 'Caps retries.'", "https://github.com/acme/edge/pull/820")
        .user(
          'the description is too thin. every PR description needs a "How tested" section with the commands you ran. edit it, and do it that way from now on',
        )
        .bash("gh pr edit 820 --body-file /tmp/pr820.md", "https://github.com/acme/edge/pull/820")
        .assistant("Updated #820 with a How tested section listing the two vitest commands.")
        .stop(),
  },
  {
    id: "t29-48-cf-admin",
    planted: [
      { kind: "fact", keys: ["dana", "admin"] },
      { kind: "task", keys: ["second admin"] },
    ],
    build: (s) =>
      s
        .user("i need a new API token for the cloudflare account, mine can't create queues")
        .bash("npx wrangler whoami", "👋 You are logged in with an API Token, associated with kl@acme.dev.\nAccount: edge-team (Member)")
        .assistant("Your token is a Member on `edge-team`; creating queues needs a token minted by an admin.")
        .user("yeah only dana has admin on the cloudflare account. thats a bus factor of 1")
        .assistant("Should I draft a message to her?")
        .user("no i'll ask her. but we need a second admin before dana goes on leave dec 20, she knows, she'll add someone. keep it on the list")
        .stop("OK."),
  },
  {
    id: "t29-49-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("can you format the whole repo")
        .bash("npm run format", "> biome format --write .\nFormatted 214 files in 380ms. Fixed 3 files.")
        .assistant("Formatted; 3 files changed.")
        .user("ok. i'm so tired today, release week always feels like this")
        .assistant("Release weeks are rough. Want me to commit the formatting separately?")
        .user("yes, chore commit")
        .bash('git commit -am "chore: format"', "[kl/EDGE-431-retry-cap 71e0a5b] chore: format")
        .stop("Committed."),
  },
  {
    id: "t29-50-adr",
    planted: [
      { kind: "task", keys: ["adr"] },
      { kind: "fact", keys: ["docs/adr"] },
    ],
    build: (s) =>
      s
        .user("where do architecture decision records go in this repo")
        .bash("ls docs/adr | tail -3", "0007-queues-over-cron.md\n0008-d1-per-region.md\n0009-hook-client-no-deps.md")
        .assistant("`docs/adr/` has nine numbered records, the latest being 0009.")
        .user("right, ADRs live in docs/adr/, numbered, one decision per file")
        .assistant("Got it.")
        .user("ravi is writing the ADR for the queue retry policy, target dec 5. it'll be 0010. nothing for you to do, just dont take that number")
        .stop("OK."),
  },
  {
    id: "t29-51-changesets",
    planted: [{ kind: "decision", keys: ["changesets"] }],
    build: (s) =>
      s
        .user("how do other repos in the org do versioning? i keep forgetting to bump")
        .bash("gh search code 'changeset' --owner acme --limit 3 --json repository --jq '.[].repository.name'", "web-console\nsdk-js\nbilling-api")
        .assistant(
          "Three org repos use changesets (`web-console`, `sdk-js`, `billing-api`): each PR adds a `.changeset/*.md` file and the release job bumps versions from them.",
        )
        .user("ok lets adopt changesets here too. decided, i'll tell the team")
        .assistant("Want me to set it up now?")
        .user("yes go")
        .bash("npx changeset init", "🦋  Thanks for choosing changesets to help manage your versioning and publishing")
        .assistant("Initialised `.changeset/`.")
        .stop(),
  },
  {
    id: "t29-52-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("deploys have been slow this week. is it the bundle size?")
        .bash("ls -la dist/worker.js", "-rw-r--r-- 1 dev dev 1843201 Nov 26 08:14 dist/worker.js")
        .assistant(
          "The bundle is 1.8 MB. That might be part of it, but upload time is usually a few seconds; I'd suspect the migration step first. I haven't measured either, so this is a hypothesis.",
        )
        .user("could be the migrations yeah. or cloudflare being slow. whatever, not worth digging today")
        .stop("OK."),
  },
];

/** The tuning29 set: events, segments and scoring of TUNING29_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING29 = plantedSet(TUNING29_SESSIONS, START);
