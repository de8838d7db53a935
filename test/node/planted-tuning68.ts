/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: open-source maintainers triaging issues and reviewing contributors' PRs with an agent
 * (Claude Code voice): rules for contributors, decisions about scope, tasks for releases, facts
 * about the project's CI, infrastructure and people. Each session is one segment; the items
 * planted in it are listed with it. Every other message must give nothing: questions,
 * hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted code, logs and
 * tool output, chit-chat, and in-session requests done in the same session. Superseded
 * decisions plant only the later one.
 *
 * Matching rule (the one test/node/planted-blind.ts states):
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

export const TUNING68_SESSIONS: BlindSession[] = [
  {
    id: "t68-01-changesets",
    planted: [{ kind: "instruction", keys: ["changeset"] }],
    build: (s) =>
      s
        .user(
          "triaging PR #412 (the retry-backoff one). Before you review: every PR that touches src/ needs a changeset, tell contributors that when it's missing.",
        )
        .bash("gh pr view 412 --json files -q '.files[].path'", "src/retry.ts\ntest/retry.test.ts")
        .assistant("No `.changeset/*.md` in #412. I'll leave a review comment asking for one (patch bump seems right since it's a bug fix).")
        .user("yep patch")
        .assistant("Comment posted."),
  },
  {
    id: "t68-02-node-support",
    planted: [{ kind: "decision", keys: ["node 18"] }],
    build: (s) =>
      s
        .user("issue #388 asks us to keep Node 16 working. thoughts?")
        .bash("cat package.json | grep -A2 engines", '  "engines": {\n    "node": ">=16"\n  },')
        .assistant(
          "Node 16 has been EOL since Sept 2023. We could keep it for one more minor, or bump engines now. The `structuredClone` use in src/clone.ts already breaks on 16 anyway.",
        )
        .user("ok decided: we drop 16 and the floor is node 18 from v5 on. close #388 with a polite note pointing at the EOL date")
        .bash("gh issue close 388 -c 'Thanks! v5 requires Node >= 18 (16 is EOL).'", "✓ Closed issue #388"),
  },
  {
    id: "t68-03-ci-matrix",
    planted: [{ kind: "fact", keys: ["windows", "flaky"] }],
    build: (s) =>
      s
        .user("why is CI red on #419? it's a docs-only change")
        .bash(
          "gh run view 8812 --log-failed | tail -5",
          "test (windows-latest, 20)  FAIL test/watch.test.ts > emits on rename\n  AssertionError: expected 1 events, got 0\nError: Process completed with exit code 1.",
        )
        .assistant(
          "Only the windows-latest job failed, in test/watch.test.ts. The PR doesn't touch that code. Could be the runner, could be a real regression on main, hard to say from one run.",
        )
        .user("it's the runner. the watch test on windows is flaky, has been for months, fs events arrive late there. just rerun")
        .bash("gh run rerun 8812 --failed", "✓ Requested rerun of failed jobs")
        .assistant("Rerun requested."),
  },
  {
    id: "t68-04-smalltalk",
    planted: [],
    build: (s) =>
      s
        .user("morning. anything new overnight?")
        .bash("gh issue list --state open --limit 5", "431  Typo in README  docs\n430  Crash on empty config  bug\n429  Support Deno?  question")
        .assistant("Three new issues: a README typo (#431), a crash on empty config (#430), and a question about Deno (#429).")
        .user("cool, I'll look after coffee"),
  },
  {
    id: "t68-05-no-deps",
    planted: [
      { kind: "instruction", keys: ["dependencies"] },
      { kind: "task", keys: ["chalk"] },
    ],
    build: (s) =>
      s
        .user("review #421 please, someone added lodash for one `debounce` call")
        .bash("gh pr diff 421 | grep '^+' | grep -i lodash", '+    "lodash": "^4.17.21"\n+import debounce from "lodash/debounce";')
        .assistant("Confirmed: one import of `lodash/debounce` and the whole package added to dependencies.")
        .user(
          "rule for contributors going forward: no new runtime dependencies without a maintainer saying yes first in an issue. we're a lib, every dep lands in somebody's bundle.",
        )
        .assistant("Got it. I'll request changes on #421 and suggest the 10-line debounce we already have in src/util/timers.ts.")
        .user("and btw we still ship chalk even though we only use two colors. rip chalk out before the 5.0 release, not today")
        .assistant("Noted for 5.0; not touching it now."),
  },
  {
    id: "t68-06-maybe-monorepo",
    planted: [],
    build: (s) =>
      s
        .user("what if we split the cli into its own package? would that even help")
        .bash("du -sh dist/cli dist/core", "212K\tdist/cli\n1.1M\tdist/core")
        .assistant(
          "It might: the CLI is ~200K of the bundle. But it means a monorepo setup, two release trains, and cross-package changesets. Possible, but it's a fair amount of churn.",
        )
        .user("hmm. let me sleep on it"),
  },
  {
    id: "t68-07-release-owner",
    planted: [
      { kind: "fact", keys: ["npm", "priya"] },
      { kind: "task", keys: ["release notes"] },
    ],
    build: (s) =>
      s
        .user("who can publish to npm? I'm not in the org apparently")
        .bash("npm owner ls tidepool", "priya-k <priya@tidepool.dev>\nbot-release <ci@tidepool.dev>")
        .assistant("The package owners are `priya-k` and `bot-release`.")
        .user(
          "right, priya is the only human with npm publish rights. the bot does it from the tag workflow. someone still has to write the release notes for 4.9 though, that's on us, later this week",
        )
        .assistant("OK, I won't start on those now."),
  },
  {
    id: "t68-08-squash",
    planted: [{ kind: "decision", keys: ["squash"] }],
    build: (s) =>
      s
        .user("let's talk merge strategy. rebase-merge keeps contributors' history but it's messy. what does the repo allow right now?")
        .bash("gh api repos/tidepool/tidepool -q '.allow_squash_merge, .allow_rebase_merge, .allow_merge_commit'", "true\ntrue\ntrue")
        .assistant("All three are enabled: squash, rebase and merge commits.")
        .user("merge commits, no. we'll squash merge everything from now on, PR title becomes the commit. turn the other two off")
        .bash("gh api -X PATCH repos/tidepool/tidepool -f allow_rebase_merge=false -f allow_merge_commit=false", '{"allow_squash_merge":true}')
        .assistant("Done, only squash is allowed now."),
  },
  {
    id: "t68-09-quoted-log",
    planted: [],
    build: (s) =>
      s
        .user(
          "what does this even mean, from #430:\n```\nWARN config: never set both `root` and `cwd`, always prefer `root`\nTypeError: Cannot read properties of undefined (reading 'split')\n```",
        )
        .file("Read", "src/config/load.ts")
        .assistant(
          "The WARN line is our own deprecation message. The TypeError comes from `load.ts` line 48: when the config file is empty, `raw` is undefined and we call `.split` on it.",
        )
        .user("fix it?")
        .file("Edit", "src/config/load.ts")
        .bash("pnpm vitest run test/config", " ✓ test/config/load.test.ts (9 tests)")
        .assistant("Fixed with an early return for an empty file, plus a test. 9 pass."),
  },
  {
    id: "t68-10-label-rules",
    planted: [
      { kind: "instruction", keys: ["needs-repro"] },
      { kind: "fact", keys: ["stale", "30 days"] },
    ],
    build: (s) =>
      s
        .user("when you triage a bug report without a reproduction, label it needs-repro and ask for a stackblitz. don't try to guess the repro yourself")
        .bash("gh issue edit 430 --add-label needs-repro", "https://github.com/tidepool/tidepool/issues/430")
        .assistant("Labelled #430. Does something close these automatically if nobody answers?")
        .user("yes the stale bot closes needs-repro issues after 30 days of silence")
        .assistant("Good to know."),
  },
  {
    id: "t68-11-deno-question",
    planted: [],
    build: (s) =>
      s
        .user("#429 asks about Deno. do we work on deno at all?")
        .bash("deno run -A npm:tidepool@4.8.2 --version", "tidepool 4.8.2")
        .assistant("It runs under `npm:` specifiers at least for `--version`. I haven't tried the watch mode there.")
        .user("ok tell them it probably works but it isn't tested")
        .bash("gh issue comment 429 -b 'It seems to run via npm: specifiers, but Deno is not part of our CI.'", "✓ commented")
        .assistant("Replied on #429."),
  },
  {
    id: "t68-12-esm-only",
    planted: [{ kind: "decision", keys: ["esm"] }],
    build: (s) =>
      s
        .user("we keep getting dual-package hazard bugs. options?")
        .bash("cat package.json | jq .exports", '{\n  ".": {\n    "import": "./dist/index.mjs",\n    "require": "./dist/index.cjs"\n  }\n}')
        .assistant(
          "Either keep dual builds and add a shared state module, or go ESM-only. Node 18+ can `require()` ESM only behind a flag (22 has it unflagged), so CJS users on 18 would break.",
        )
        .user("I was going to say keep dual for one more major... no. v5 ships ESM only, full stop. CJS users stay on 4.x")
        .assistant("Understood: ESM-only for v5."),
  },
  {
    id: "t68-13-ci-cache",
    planted: [{ kind: "fact", keys: ["cache", "pnpm-lock"] }],
    build: (s) =>
      s
        .user("why did ci take 11 minutes on #433")
        .bash("gh run view 8840 --log | grep -i cache", "Cache not found for input keys: Linux-pnpm-store-9f3a…\nPost job cleanup.")
        .assistant("Cache miss on the pnpm store. The key looks hashed from something that changed in that PR.")
        .user("the CI cache key is the hash of pnpm-lock.yaml, so any lockfile change busts it. that PR bumped typescript. expected")
        .assistant("Makes sense, then the slow run is a one-off."),
  },
  {
    id: "t68-14-done-in-session",
    planted: [],
    build: (s) =>
      s
        .user("can you bump vitest to 3.2 and make sure nothing breaks")
        .bash("pnpm up vitest@3.2.0", "devDependencies:\n- vitest 3.1.4\n+ vitest 3.2.0")
        .bash("pnpm vitest run", " Test Files  41 passed (41)\n      Tests  388 passed (388)")
        .assistant("Bumped to 3.2.0; all 388 tests pass.")
        .user("thanks!"),
  },
  {
    id: "t68-15-dco",
    planted: [
      { kind: "instruction", keys: ["signed-off-by"] },
      { kind: "fact", keys: ["dco"] },
    ],
    build: (s) =>
      s
        .user("the DCO check is failing on #425, what's up")
        .bash(
          "git log --format='%h %s%n%b' pr-425 -2",
          "a1b2c3d fix: handle empty glob\n\n9e8f7a6 test: add empty glob case\nSigned-off-by: Ana Ruiz <ana@example.org>",
        )
        .assistant("The first commit has no `Signed-off-by` trailer; the second does.")
        .user(
          "yeah. the DCO app blocks merging until every commit is signed off, we can't override it, the foundation requires it. when that happens, ask the contributor to run `git commit --amend -s` (or rebase with --signoff). Always point them to CONTRIBUTING.md#dco. Every commit needs a Signed-off-by line",
        )
        .bash("gh pr comment 425 -b 'Thanks! One commit is missing a sign-off, see CONTRIBUTING.md#dco.'", "✓ commented")
        .assistant("Asked Ana to sign off the first commit."),
  },
  {
    id: "t68-16-plugin-scope",
    planted: [{ kind: "decision", keys: ["plugin", "yaml"] }],
    build: (s) =>
      s
        .user("#402 wants yaml config support in core. I've gone back and forth on this")
        .bash("gh issue view 402 --json reactions -q '.reactions | length'", "37")
        .assistant("37 reactions, so there's demand. Adding `yaml` to core costs ~100K though. A separate plugin would keep core lean.")
        .user("yaml goes into a separate plugin package, not core. that's final. label #402 'plugin-candidate' and say so")
        .bash("gh issue edit 402 --add-label plugin-candidate", "https://github.com/tidepool/tidepool/issues/402")
        .assistant("Labelled, and I'll note on the issue that YAML support will live in a plugin."),
  },
  {
    id: "t68-17-benchmarks-task",
    planted: [{ kind: "task", keys: ["benchmark"] }],
    build: (s) =>
      s
        .user("does #427 (the glob rewrite) make things faster or slower?")
        .bash("pnpm bench glob", "glob/1k files   main: 4.1ms   pr-427: 3.8ms\nglob/100k files main: 390ms   pr-427: 612ms")
        .assistant("Faster on small trees, ~57% slower on 100k files. I can't tell from one run whether that's noise.")
        .user(
          "hm. we need a proper benchmark on a big real repo before 5.0, not the synthetic tree. leave it open as a todo, I'll pick it up after the release candidate",
        )
        .assistant("Okay, left open."),
  },
  {
    id: "t68-18-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("maybe we should require two approvals on every PR")
        .bash("gh api repos/tidepool/tidepool/branches/main/protection -q .required_pull_request_reviews.required_approving_review_count", "1")
        .assistant("Currently one approval is required. Two would slow down the docs PRs quite a bit with three active maintainers.")
        .user("true, forget it, one is fine"),
  },
  {
    id: "t68-19-conventional",
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
    build: (s) =>
      s
        .user(
          "#434's title is 'Update stuff'. since we squash, PR titles must follow conventional commits (feat:, fix:, docs: ...), please enforce that in reviews",
        )
        .bash("gh pr edit 434 --title 'docs: clarify the watch options'", "https://github.com/tidepool/tidepool/pull/434")
        .assistant("Retitled #434 to `docs: clarify the watch options`."),
  },
  {
    id: "t68-20-security-contact",
    planted: [
      { kind: "fact", keys: ["security", "marco"] },
      { kind: "instruction", keys: ["security", "public"] },
    ],
    build: (s) =>
      s
        .user("someone just opened #436 'RCE via config eval'?? is that real")
        .bash("gh issue view 436 --json body -q .body | head -3", "If a config file contains `__proto__` keys, ... then `eval` runs on ...")
        .assistant("It describes prototype pollution leading to eval in the config loader. I haven't verified it; it might be real.")
        .user(
          "ugh. never discuss security reports in public issues — convert to a private advisory and lock the issue. marco handles the security advisories, he's our security contact, cc him",
        )
        .bash("gh issue lock 436 --reason off-topic", "✓ Locked issue #436")
        .assistant("Locked #436 and pinged Marco."),
  },
  {
    id: "t68-21-types-guess",
    planted: [],
    build: (s) =>
      s
        .user("types on 4.8.2 are broken for someone, #437. is it our d.ts or their TS version")
        .bash("cat dist/index.d.ts | head -4", 'export type { Options } from "./options";\nexport declare function watch(opts: Options): Watcher;')
        .assistant(
          "Could be either. Maybe they're on TS < 5.0 and the `const` type params in options.d.ts confuse it? Just a guess until they share their version.",
        )
        .user("ask them"),
  },
  {
    id: "t68-22-docs-site",
    planted: [{ kind: "fact", keys: ["docs", "netlify"] }],
    build: (s) =>
      s
        .user("the docs preview link isn't showing up on #434")
        .bash("gh pr checks 434", "netlify/tidepool-docs/deploy-preview  pending\ntest (ubuntu-latest, 20)  pass")
        .assistant("The Netlify deploy preview is still pending.")
        .user("fine. fyi the docs site deploys from netlify off the docs/ folder, not github pages, in case anyone asks. gh-pages branch is dead")
        .assistant("Noted."),
  },
  {
    id: "t68-23-superseded-default",
    planted: [{ kind: "decision", keys: ["debounce", "100"] }],
    build: (s) =>
      s
        .user("#420 wants the default debounce lowered from 250ms. let's make it 50")
        .file("Edit", "src/options.ts")
        .bash("pnpm vitest run test/watch", " ✗ test/watch.test.ts > coalesces saves from editors\n   expected 1 event, got 3", 1)
        .assistant("With 50ms, editors that write a temp file then rename produce 3 events instead of 1. That test fails.")
        .user("ok scratch 50. the default debounce is 100ms then, that still coalesces the editor saves")
        .file("Edit", "src/options.ts")
        .bash("pnpm vitest run test/watch", " ✓ test/watch.test.ts (14 tests)")
        .assistant("Default set to 100ms; all 14 watch tests pass."),
  },
  {
    id: "t68-24-coverage-task",
    planted: [
      { kind: "task", keys: ["coverage"] },
      { kind: "instruction", keys: ["snapshot"] },
    ],
    build: (s) =>
      s
        .user("review #438 — it adds 40 snapshot tests for the formatter")
        .bash("gh pr diff 438 --stat", " test/__snapshots__/format.test.ts.snap | 2210 +++\n test/format.test.ts | 180 +")
        .assistant("2200 lines of snapshots. Most of them assert the whole output for tiny inputs.")
        .user(
          "we don't accept huge snapshot files, prefer inline assertions on the part that matters — tell them nicely. also, coverage reporting in CI is still missing, add that to the list for the 5.0 milestone",
        )
        .bash("gh pr review 438 --comment -b 'Could we use focused inline assertions instead of the large snapshots?'", "✓ Reviewed")
        .assistant("Review posted; coverage left for later."),
  },
  {
    id: "t68-25-typo-done",
    planted: [],
    build: (s) =>
      s
        .user("fix the README typo from #431 and close it")
        .file("Edit", "README.md")
        .bash("git commit -am 'docs: fix typo in README (#431)' && gh issue close 431", "[main 4d5e6f7] docs: fix typo in README (#431)\n✓ Closed issue #431")
        .assistant("Fixed and closed #431.")
        .user("🙏"),
  },
  {
    id: "t68-26-backport",
    planted: [{ kind: "decision", keys: ["backport", "4.x"] }],
    build: (s) =>
      s
        .user("should we backport the empty-config fix to 4.x? or only ship it in 5")
        .bash("git branch -r | grep release", "origin/release/4.x")
        .assistant("There's a `release/4.x` branch. The fix is a two-line guard, it cherry-picks cleanly.")
        .user("we backport security and crash fixes to 4.x for six months after 5.0, nothing else. so yes this one goes in")
        .bash("git cherry-pick -x 7c1d2e3", "[release/4.x 8a9b0c1] fix(config): guard empty config file")
        .assistant("Cherry-picked onto release/4.x."),
  },
  {
    id: "t68-27-people",
    planted: [{ kind: "fact", keys: ["windows", "jun"] }],
    build: (s) =>
      s
        .user("who knows the windows path handling? #439 is about UNC paths")
        .bash("git shortlog -sn -- src/path/win.ts | head -3", "    23\tJun Park\n     4\tPriya K\n     1\tdependabot[bot]")
        .assistant("Jun Park wrote most of src/path/win.ts (23 commits).")
        .user("yep jun owns everything windows-specific, assign it to him")
        .bash("gh issue edit 439 --add-assignee junpark", "https://github.com/tidepool/tidepool/issues/439")
        .assistant("Assigned #439 to Jun."),
  },
  {
    id: "t68-28-rejected-proposal",
    planted: [],
    build: (s) =>
      s
        .bash("gh issue list --label enhancement --limit 3", "440  Add a GUI  enhancement\n426  Emit JSON events  enhancement")
        .assistant("Two enhancement requests open. I'd suggest we accept #426 (JSON events) since it's small, and maybe think about #440?")
        .user("nope, not deciding on either today"),
  },
  {
    id: "t68-29-gui-scope",
    planted: [{ kind: "decision", keys: ["gui"] }],
    build: (s) =>
      s
        .user(
          "#440 asks for a GUI. let's be clear about scope: we will not build a GUI, tidepool stays a CLI and a library. close it as won't-fix with that wording",
        )
        .bash("gh issue close 440 -r 'not planned' -c 'tidepool stays a CLI + library; a GUI is out of scope.'", "✓ Closed issue #440 (not planned)")
        .assistant("Closed #440 as not planned."),
  },
  {
    id: "t68-30-json-events",
    planted: [
      { kind: "task", keys: ["json", "events"] },
      { kind: "fact", keys: ["reporter"] },
    ],
    build: (s) =>
      s
        .user("ok #426, json events. where would that plug in?")
        .bash("grep -rn 'interface Reporter' src/", "src/report/types.ts:3:export interface Reporter {")
        .file("Read", "src/report/types.ts")
        .assistant(
          "Every output goes through the `Reporter` interface in src/report/types.ts; the pretty printer and the silent mode are two implementations of it.",
        )
        .user(
          "right, all output goes through the reporter interface, so it's just a third implementation. someone needs to write that json events reporter for 5.1. not now, I'm out of time",
        )
        .assistant("Okay. I won't start it today."),
  },
  {
    id: "t68-31-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("lol someone opened a PR that just adds their name to the README")
        .bash("gh pr view 441 --json title,additions -q '.title + \" \" + (.additions|tostring)'", "Add me to contributors 1")
        .assistant("Yep, #441 adds one line with their name. Hacktoberfest season, maybe?")
        .user("probably. close it, politely")
        .bash("gh pr close 441 -c 'Thanks, but we only list contributors via all-contributors.'", "✓ Closed pull request #441")
        .assistant("Closed."),
  },
  {
    id: "t68-32-tests-required",
    planted: [{ kind: "instruction", keys: ["regression test"] }],
    build: (s) =>
      s
        .user("#442 fixes a bug but has no test. we don't merge bug fixes without a regression test, ask for one. that applies to every fix PR")
        .bash("gh pr diff 442 --stat", " src/glob/match.ts | 3 ++-")
        .assistant("Only src/glob/match.ts changed. I'll ask for a test that fails before the fix.")
        .bash("gh pr review 442 --request-changes -b 'Thanks! Could you add a regression test that fails without this change?'", "✓ Requested changes")
        .assistant("Changes requested on #442."),
  },
  {
    id: "t68-33-ci-runner",
    planted: [{ kind: "fact", keys: ["macos", "self-hosted"] }],
    build: (s) =>
      s
        .user("the macos job is queued forever on #443")
        .bash("gh run view 8861 --json jobs -q '.jobs[] | .name + \" \" + .status'", "test (ubuntu-latest, 20) completed\ntest (macos, 20) queued")
        .assistant("The macOS job is queued and everything else finished.")
        .user("the macos runner is self-hosted, it's the mac mini in marco's office. it goes to sleep sometimes. I'll ping him")
        .assistant("Okay."),
  },
  {
    id: "t68-34-rc-tasks",
    planted: [
      { kind: "task", keys: ["migration guide"] },
      { kind: "task", keys: ["deprecat"] },
    ],
    build: (s) =>
      s
        .user("what's left for 5.0.0-rc.1?")
        .bash("gh issue list --milestone 5.0 --state open", "444  ESM-only build  release\n445  Drop Node 16  release")
        .assistant("Two open items on the 5.0 milestone: the ESM-only build and the Node 16 drop.")
        .user(
          "also missing and not on the milestone yet: we still need a migration guide from 4.x to 5, and the deprecation warnings for `cwd` have to be added in a 4.10 release before 5 ships. both are open, I'll file them later",
        )
        .assistant("Noted, both still to do."),
  },
  {
    id: "t68-35-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("memory usage in #446 looks crazy, 2GB for a watch")
        .bash("node --expose-gc scripts/mem.js", "heapUsed after 10k events: 58 MB")
        .assistant(
          "Locally it stays at 58MB after 10k events. Perhaps they're watching node_modules, which we always skip by default unless `ignore` is overridden? Unconfirmed.",
        )
        .user("possible. ask for their config"),
  },
  {
    id: "t68-36-good-first",
    planted: [{ kind: "instruction", keys: ["good first issue"] }],
    build: (s) =>
      s
        .user(
          "#447 is a nice small one. Going forward: anything that's under ~20 lines and self-contained, label it good first issue and leave it for newcomers, don't fix it ourselves",
        )
        .bash("gh issue edit 447 --add-label 'good first issue'", "https://github.com/tidepool/tidepool/issues/447")
        .assistant("Labelled #447 and left it alone."),
  },
  {
    id: "t68-37-lint-superseded",
    planted: [{ kind: "decision", keys: ["biome"] }],
    build: (s) =>
      s
        .user("eslint config is a mess. let's move to prettier + eslint flat config")
        .bash("ls -a | grep -E 'eslint|prettier'", ".eslintrc.cjs\n.prettierrc")
        .assistant("We have the legacy `.eslintrc.cjs` and a `.prettierrc`. Moving to flat config means rewriting about 60 lines.")
        .user("actually no, change of plan: we switch to biome for both lint and format, one tool. drop eslint and prettier")
        .bash("pnpm add -D @biomejs/biome && pnpm biome init", "Welcome to Biome! Created biome.json")
        .assistant("Biome added with a default biome.json; eslint and prettier configs are next."),
  },
  {
    id: "t68-38-quoted-code",
    planted: [],
    build: (s) =>
      s
        .user("what is this comment about?\n```ts\n// TODO: never call flush() twice, it always double-emits\nexport function flush() {\n```")
        .file("Read", "src/emitter.ts")
        .assistant("It's an old note. `flush()` has had a guard since 4.2 (`if (this.#flushing) return`), so the double emit can't happen anymore.")
        .user("so the comment is stale, delete it")
        .file("Edit", "src/emitter.ts")
        .assistant("Removed."),
  },
  {
    id: "t68-39-sponsors",
    planted: [{ kind: "fact", keys: ["opencollective"] }],
    build: (s) =>
      s
        .user("someone asks in #448 how to donate")
        .bash("cat .github/FUNDING.yml", "open_collective: tidepool")
        .assistant("FUNDING.yml lists Open Collective only.")
        .user("correct, all donations go through opencollective, we don't have github sponsors set up. answer them that")
        .bash("gh issue comment 448 -b 'We take donations via Open Collective: https://opencollective.com/tidepool'", "✓ commented")
        .assistant("Answered."),
  },
  {
    id: "t68-40-pr-size",
    planted: [
      { kind: "instruction", keys: ["split"] },
      { kind: "decision", keys: ["refactor", "freeze"] },
    ],
    build: (s) =>
      s
        .user("#449 is 3000 lines: refactor + feature + formatting in one PR")
        .bash("gh pr diff 449 --stat | tail -1", " 58 files changed, 2140 insertions(+), 911 deletions(-)")
        .assistant("58 files. Reviewing this as one unit would take hours.")
        .user(
          "when a PR mixes refactors with features, ask the author to split it into separate PRs. and one more thing, we're in a refactor freeze until 5.0 is out — no refactor PRs get merged till then, feature work only",
        )
        .bash("gh pr comment 449 -b 'Could you split this into separate PRs? Note we are not merging refactors until 5.0.'", "✓ commented")
        .assistant("Commented on #449."),
  },
  {
    id: "t68-41-ask-config",
    planted: [],
    build: (s) =>
      s
        .user("is there a way to see which options a user ran with from their bug report?")
        .bash("tidepool --help | grep -i debug", "  --debug    print resolved options and exit")
        .assistant("Yes, `--debug` prints the resolved options. We could ask reporters to paste that.")
        .user("nice, didn't remember that flag"),
  },
  {
    id: "t68-42-codeowners",
    planted: [{ kind: "fact", keys: ["codeowners"] }],
    build: (s) =>
      s
        .user("why was priya auto-requested on #450? it's a test change")
        .bash("cat .github/CODEOWNERS", "* @priya-k\n/src/path/ @junpark\n/docs/ @marco-l")
        .assistant("CODEOWNERS has `* @priya-k` as the catch-all, so anything outside src/path/ and docs/ requests her.")
        .user("right, CODEOWNERS routes everything not in path/ or docs/ to priya. leave it, that's intended")
        .assistant("Leaving it."),
  },
  {
    id: "t68-43-rc-date",
    planted: [
      { kind: "decision", keys: ["rc", "december"] },
      { kind: "task", keys: ["announcement"] },
    ],
    build: (s) =>
      s
        .user("when do we cut rc.1? I said end of November last week")
        .bash("gh api repos/tidepool/tidepool/milestones/7 -q '.open_issues'", "6")
        .assistant("Six open issues on the milestone. End of November looks tight.")
        .user("yeah. moving it: rc.1 goes out the first week of december. the blog announcement still needs writing, I'll do it closer to the date")
        .assistant("Okay."),
  },
  {
    id: "t68-44-review-style",
    planted: [{ kind: "instruction", keys: ["nit"] }],
    build: (s) =>
      s
        .user("your review on #451 listed 12 style remarks as blockers. prefix style stuff with 'nit:' and never block a PR on nits, please")
        .bash("gh pr review 451 --approve -b 'LGTM! A few nit: comments inline, none blocking.'", "✓ Approved")
        .assistant("Re-reviewed #451 as an approval with the style remarks marked as nits."),
  },
  {
    id: "t68-45-dependabot",
    planted: [{ kind: "decision", keys: ["dependabot", "weekly"] }],
    build: (s) =>
      s
        .user("dependabot opened 14 PRs this week. too much")
        .bash("cat .github/dependabot.yml | grep -A1 schedule", "    schedule:\n      interval: daily")
        .assistant("It runs daily. We could group the devDependencies and switch the interval.")
        .user("do that: weekly, with all devDependencies grouped into one PR. that's how we run dependabot from now on")
        .file("Edit", ".github/dependabot.yml")
        .assistant("dependabot.yml now runs weekly with a devDependencies group."),
  },
  {
    id: "t68-46-nothing",
    planted: [],
    build: (s) => s.user("how many stars are we at").bash("gh api repos/tidepool/tidepool -q .stargazers_count", "8412").assistant("8,412.").user("neat"),
  },
  {
    id: "t68-47-windows-ci-task",
    planted: [{ kind: "task", keys: ["quarantine"] }],
    build: (s) =>
      s
        .user("the windows watch test failed again on #452")
        .bash("gh run view 8870 --log-failed | tail -2", "FAIL test/watch.test.ts > emits on rename\nError: Process completed with exit code 1.")
        .assistant("Same test as before, same assertion.")
        .user("we should quarantine that test on windows (skip + tracking issue) so it stops blocking PRs. not now, put it on the list for next week")
        .bash("gh run rerun 8870 --failed", "✓ Requested rerun of failed jobs")
        .assistant("Rerun requested; quarantine left for later."),
  },
  {
    id: "t68-48-license",
    planted: [{ kind: "fact", keys: ["license", "mit"] }],
    build: (s) =>
      s
        .user("#453 wants to vendor some apache-2.0 code into src/vendor. compatible?")
        .bash("head -1 LICENSE", "MIT License")
        .assistant(
          "Our LICENSE is MIT. Apache-2.0 code can be included in an MIT project as long as its NOTICE and license text are kept, but I'm not a lawyer.",
        )
        .user("tidepool is MIT licensed and stays that way; vendored apache code is fine with the NOTICE. approve it")
        .bash("gh pr review 453 --approve", "✓ Approved")
        .assistant("Approved #453."),
  },
  {
    id: "t68-49-unconfirmed",
    planted: [],
    build: (s) =>
      s
        .user("I think the 4.8.0 release broke symlinks? not sure, haven't checked")
        .bash("git log --oneline v4.7.3..v4.8.0 -- src/fs | head", "3f4e5d6 perf: cache realpath results")
        .assistant(
          "One fs change in that range: realpath results are cached now. That could affect symlinks that change target, but I haven't reproduced anything.",
        )
        .user("let's not chase it until someone reports it"),
  },
  {
    id: "t68-50-api-stability",
    planted: [
      { kind: "instruction", keys: ["internal"] },
      { kind: "decision", keys: ["exports", "public api"] },
    ],
    build: (s) =>
      s
        .user("#454 imports from tidepool/dist/internal/queue. that's not public")
        .bash("cat package.json | jq '.exports | keys'", '[\n  ".",\n  "./package.json"\n]')
        .assistant("Right, only `.` and `./package.json` are exported; the deep import works only because of their bundler.")
        .user(
          "the public api is whatever `exports` lists, nothing else, that's the decision and it goes in the docs. and when people ask for internal modules, never promise stability, point them to open an issue to get it exported",
        )
        .bash("gh issue comment 454 -b 'dist/internal is not public API; please open an issue describing what you need exported.'", "✓ commented")
        .assistant("Answered on #454."),
  },
  {
    id: "t68-51-triage-cadence",
    planted: [{ kind: "instruction", keys: ["triage", "monday"] }],
    build: (s) =>
      s
        .user(
          "new routine: triage happens on monday mornings, so when I start a session on a monday, begin with the issues opened since friday before anything else",
        )
        .bash("gh issue list --search 'created:>=2026-11-20' --json number -q 'length'", "9")
        .assistant("9 issues opened since Friday. Starting with the oldest."),
  },
  {
    id: "t68-52-stale-idea",
    planted: [],
    build: (s) =>
      s
        .user("should the stale bot also close PRs?")
        .bash("cat .github/workflows/stale.yml | grep -i pr", "          days-before-pr-stale: -1")
        .assistant("It's disabled for PRs right now (`-1`). Enabling it would close abandoned PRs, but contributors tend to find that rude.")
        .user("dunno. leave it as is for now, maybe later"),
  },
  {
    id: "t68-53-docs-task",
    planted: [
      { kind: "task", keys: ["docs", "plugin api"] },
      { kind: "task", keys: ["changelog", "4.10"] },
    ],
    build: (s) =>
      s
        .user("status check before I log off?")
        .bash("git status --short && git log --oneline -1", " M docs/plugins.md\n7d8e9f0 feat: plugin hooks")
        .assistant("One uncommitted change in docs/plugins.md; the last commit adds plugin hooks.")
        .user(
          "ok revert the docs change, it's half-baked. leftovers for next time: the docs for the plugin api still have to be written properly, and the 4.10 changelog has to be assembled from the changesets before we tag",
        )
        .bash("git checkout -- docs/plugins.md", "")
        .assistant("Reverted docs/plugins.md."),
  },
  {
    id: "t68-54-bot-token",
    planted: [{ kind: "fact", keys: ["token", "expires"] }],
    build: (s) =>
      s
        .user("release workflow failed: 401 from npm")
        .bash(
          "gh run view 8880 --log-failed | tail -3",
          "npm ERR! code E401\nnpm ERR! 401 Unauthorized - PUT https://registry.npmjs.org/tidepool\nError: Process completed with exit code 1.",
        )
        .assistant("npm rejected the publish with a 401: the token in the workflow was refused.")
        .user("ah right, the NPM_TOKEN secret is a granular token and it expires every 90 days. priya has to rotate it. I'll message her")
        .assistant("Okay."),
  },
  {
    id: "t68-55-thanks",
    planted: [],
    build: (s) =>
      s
        .user("thank the contributors from last release in the discussions post")
        .bash("git shortlog -sn v4.8.2..v4.9.0 | wc -l", "17")
        .assistant('17 contributors in 4.9.0. Here\'s a draft: "Thanks to all 17 people who contributed to 4.9!" Want me to list them by name?')
        .user("yes list them")
        .bash("gh api graphql -f query='mutation{addDiscussionComment(...)}'", '{"data":{"addDiscussionComment":{"comment":{"id":"DC_1"}}}}')
        .assistant("Posted with all 17 names."),
  },
  {
    id: "t68-56-ts-floor",
    planted: [
      { kind: "decision", keys: ["typescript", "5.4"] },
      { kind: "instruction", keys: ["push", "branch"] },
    ],
    build: (s) =>
      s
        .user("#437 again: they're on TS 4.9. do we support that?")
        .bash("grep -n typescript package.json", '  "typescript": "^5.6.3",')
        .assistant("We build with 5.6. Nothing states a minimum for consumers. 5.0 is the first with `const` type parameters, which options.d.ts uses.")
        .user("let's settle it: for v5 the minimum typescript for our types is 5.4, we test against 5.4 and latest. put it in the README compat table")
        .file("Edit", "README.md")
        .assistant("Added TypeScript >= 5.4 to the compatibility table. Should I also push a fix to their PR branch for the d.ts tweak?")
        .user("no. don't push to a contributor's branch without asking them first, ever. suggest the change in a review instead")
        .assistant("Understood, I'll suggest it in the review."),
  },
  {
    id: "t68-57-discussions",
    planted: [
      { kind: "decision", keys: ["discussions"] },
      { kind: "task", keys: ["issue forms"] },
    ],
    build: (s) =>
      s
        .user("half our issues are usage questions. ideas?")
        .bash("gh issue list --label question --state all --json number -q length", "143")
        .assistant("143 issues labelled `question`. Options: a Discord, GitHub Discussions, or a stricter issue template.")
        .user(
          "we're going with github discussions for questions, no discord (nobody wants to moderate it). enable discussions on the repo. converting our markdown templates to issue forms is another job, that one can wait until after 5.0",
        )
        .bash("gh api -X PATCH repos/tidepool/tidepool -F has_discussions=true", '{"has_discussions":true}')
        .assistant("Discussions are enabled."),
  },
  {
    id: "t68-58-cadence",
    planted: [
      { kind: "decision", keys: ["monthly"] },
      { kind: "fact", keys: ["canary"] },
    ],
    build: (s) =>
      s
        .user("release cadence. I proposed a minor every two weeks in the last meeting")
        .bash("git tag --sort=-creatordate | head -4", "v4.9.0\nv4.8.2\nv4.8.1\nv4.8.0")
        .assistant("Looking at the tags, 4.8.0 to 4.9.0 took five weeks. Two weeks would double the release work.")
        .user("yeah, two weeks was too ambitious. final answer: one minor release monthly, patches whenever needed")
        .assistant("Okay. And people who want fixes sooner?")
        .user("they can use the canary dist-tag, CI publishes main to canary every night")
        .bash("npm view tidepool dist-tags", "{ latest: '4.9.0', canary: '5.0.0-canary.20261125' }")
        .assistant("Confirmed, canary is at last night's build."),
  },
  {
    id: "t68-59-provenance",
    planted: [
      { kind: "decision", keys: ["provenance"] },
      { kind: "task", keys: ["2fa"] },
    ],
    build: (s) =>
      s
        .user("someone asked if our npm packages are signed. are they?")
        .bash("npm view tidepool@4.9.0 --json | jq .dist.attestations", "null")
        .assistant("No attestations on 4.9.0. The release workflow would need `id-token: write` and `npm publish --provenance`.")
        .user(
          "then from 5.0 on we publish with provenance, decided. do the workflow change now. requiring 2fa for everyone in the org is also overdue, but that's for marco, I'll ask him next week",
        )
        .file("Edit", ".github/workflows/release.yml")
        .assistant("release.yml now requests `id-token: write` and publishes with `--provenance`."),
  },
  {
    id: "t68-60-duplicates",
    planted: [
      { kind: "instruction", keys: ["duplicate"] },
      { kind: "task", keys: ["backlog"] },
    ],
    build: (s) =>
      s
        .user("#455 is the same as #430 isn't it")
        .bash("gh issue view 455 --json title -q .title", "Crash when tidepool.config.js is empty")
        .assistant("Yes, same crash on an empty config.")
        .user("close it. when you close a duplicate always link the original issue in the comment so people can follow it")
        .bash("gh issue close 455 -r 'not planned' -c 'Duplicate of #430.'", "✓ Closed issue #455")
        .assistant("Closed as a duplicate of #430.")
        .user("also there's a backlog of ~80 issues from 2023 nobody looked at. someone should sweep that backlog, later, not today"),
  },
  {
    id: "t68-61-types-check",
    planted: [{ kind: "instruction", keys: ["test:types"] }],
    build: (s) =>
      s
        .user("approve #456?")
        .bash("gh pr diff 456 --stat", " src/options.d.ts | 12 ++++++----")
        .assistant("It only changes options.d.ts. The unit tests pass, which don't say much about types.")
        .user("right. run pnpm test:types before approving anything that touches a .d.ts file, every time")
        .bash("pnpm test:types", "✓ 23 type tests passed")
        .assistant("Type tests pass; approving.")
        .bash("gh pr review 456 --approve", "✓ Approved"),
  },
  {
    id: "t68-62-playground",
    planted: [{ kind: "fact", keys: ["playground"] }],
    build: (s) =>
      s
        .user("a user says the playground shows behaviour that isn't in 4.9")
        .bash("curl -s https://play.tidepool.dev/version.txt", "5.0.0-canary.20261125")
        .assistant("The playground reports 5.0.0-canary, so it isn't running the latest release.")
        .user("yeah the playground always deploys from main. that's why. I'll answer them myself")
        .assistant("Okay."),
  },
  {
    id: "t68-63-contributing",
    planted: [{ kind: "task", keys: ["contributing"] }],
    build: (s) =>
      s
        .user("third DCO question this week")
        .bash("grep -c -i dco CONTRIBUTING.md", "1")
        .assistant("CONTRIBUTING.md mentions DCO only once, in a link.")
        .user("ugh. CONTRIBUTING needs a proper step-by-step sign-off section for first-timers. not now, remind me before the rc")
        .assistant("Will do."),
  },
  {
    id: "t68-64-vscode",
    planted: [{ kind: "task", keys: ["vscode"] }],
    build: (s) =>
      s
        .user("is the vscode extension repo under the org?")
        .bash("gh repo view tidepool/tidepool-vscode 2>&1 | head -1", "GraphQL: Could not resolve to a Repository with the name 'tidepool/tidepool-vscode'.", 1)
        .assistant("Not under the org; it's probably still on Jun's account but I haven't checked.")
        .user("we still have to get the vscode extension transferred to the org, jun has to start that from his side. open item")
        .assistant("Noted as open."),
  },
];

export const TUNING68 = plantedSet(TUNING68_SESSIONS, Date.UTC(2026, 10, 2, 9));
