/**
 * A blind planted set for the offline long-term-memory extractor, in the style of open-source
 * maintainers (release process, semver, changelogs, CI matrices, contributor PR review, issue
 * triage, licences) talking to Codex CLI and Gemini CLI: many discussions of other people's
 * proposals, some accepted and many not. Each session is one segment; the items planted in it
 * are listed with it: 79 items (20 decisions, 20 instructions, 20 facts, 19 tasks) in 63
 * sessions, 14 of which plant nothing. Every other message must give nothing: questions,
 * hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted code, tool
 * output, chit-chat, and in-session requests that are done in the same session.
 *
 * Blind: written without reading the extractor; measured once by the lead, then training data.
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

export const BLIND31_SESSIONS: BlindSession[] = [
  {
    id: "m01-release-tool",
    planted: [{ kind: "decision", keys: ["changesets"] }],
    build: (s) =>
      s
        .user("read PR #412 (from @dvorak-j). he wants us on semantic-release. summarize the tradeoffs, dont change anything yet")
        .bash(
          "gh pr view 412 --comments | head -40",
          "feat(release): adopt semantic-release\n\nThis removes the manual version bump. Commits always drive the version...\n\n@dvorak-j: happy to maintain the config",
        )
        .assistant(
          "Summary of #412:\n- Pro: no manual version bumps, release notes generated from commits.\n- Con: the version is inferred from commit messages, so one mistyped `feat!` cuts a major; and it wants a GH token with write access in CI.\n- Alternative: changesets keeps the bump as an explicit file in each PR.",
        )
        .user("yeah no, semantic-release is too much magic for us. We go with changesets. set it up on a branch and I'll tell dvorak on the PR myself")
        .bash(
          "npx changeset init",
          "🦋  Thanks for choosing changesets to help manage your versioning and publishing\n🦋  You should be set up to start using changesets now!",
        )
        .assistant("Initialized `.changeset/` with the default config on branch `chore/changesets`. Nothing published."),
  },
  {
    id: "m02-engines",
    planted: [
      { kind: "instruction", keys: ["node", "major"] },
      { kind: "fact", keys: ["engines"] },
    ],
    build: (s) =>
      s
        .user("what node versions do we claim to support rn?")
        .bash("jq .engines package.json", '{\n  "node": ">=18.17"\n}')
        .assistant("The `engines` field in package.json says node `>=18.17`. The README says 18+, so they agree.")
        .user(
          "ok good. rule for whoever cuts releases, you included: dropping a Node version is always a major bump. never sneak it into a minor, people pin ^ ranges and their CI just breaks.",
        )
        .assistant("Noted — removing a Node version from support means a major release, never a minor."),
  },
  {
    id: "m03-windows-ci",
    planted: [
      { kind: "decision", keys: ["windows", "node 20"] },
      { kind: "task", keys: ["timing"] },
    ],
    build: (s) =>
      s
        .user("there's a proposal in #388 to add windows to the CI matrix. honestly we've had 3 windows path bugs this quarter. thoughts?")
        .assistant(
          "Adding `windows-latest` for all three Node versions would triple the Windows minutes; the path bugs were all in `resolveConfigPath`, so one Windows job would have caught them.",
        )
        .user("let's not add it at all, too slow")
        .assistant("Okay, I'll leave the matrix as it is.")
        .user("hmm actually no, scratch that. add windows-latest but only for the node 20 job. that catches the path stuff without tripling minutes")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("actionlint .github/workflows/ci.yml", "")
        .assistant("Added an `include:` entry so windows-latest runs with Node 20 only; actionlint is clean.")
        .user("cool. in a week or so we need to look at the windows job timing and see if it's tolerable, remind me"),
  },
  {
    id: "m04-triage-labels",
    planted: [
      { kind: "instruction", keys: ["needs-repro"] },
      { kind: "fact", keys: ["stale"] },
    ],
    build: (s) =>
      s
        .user("going through the issue backlog with you today. how is the stale bot set up?")
        .bash("cat .github/stale.yml", "daysUntilStale: 60\ndaysUntilClose: 14\nexemptLabels:\n  - pinned\n  - security\nstaleLabel: stale")
        .assistant(
          "The stale bot (.github/stale.yml) marks issues stale after 60 days without activity and closes them 14 days later; `pinned` and `security` are exempt.",
        )
        .user(
          "right. so when you triage: anything without a reproduction gets the `needs-repro` label plus a comment asking for a minimal repo. don't try to guess the bug from the stack trace alone",
        )
        .bash("gh issue edit 640 --add-label needs-repro", "https://github.com/acme/cfgkit/issues/640")
        .assistant("Labelled #640 needs-repro and asked for a minimal reproduction."),
  },
  {
    id: "m05-licence",
    planted: [
      { kind: "fact", keys: ["cla"] },
      { kind: "decision", keys: ["mit"] },
    ],
    build: (s) =>
      s
        .user("someone opened #455 asking us to relicense to Apache-2.0 for the patent grant. could we?")
        .bash("git shortlog -sne | wc -l", "47")
        .assistant(
          "There are 47 distinct authors. Relicensing generally needs consent from every copyright holder unless contributions were made under a CLA. Do you have one?",
        )
        .user("no CLA, never had one. so that's a dead end")
        .assistant("Then relicensing would mean tracking down all 47 contributors.")
        .user("yeah. we stay MIT. I'll close 455 with an explanation, you don't need to do anything"),
  },
  {
    id: "m06-chitchat-semver",
    planted: [],
    build: (s) =>
      s
        .user("random q while CI runs: does semver say anything about deprecations? like is adding a deprecation warning a minor?")
        .assistant(
          "The semver spec's FAQ suggests deprecating in a minor release and removing in the next major. Adding a runtime warning is usually treated as a minor, though some projects consider noisy stderr output breaking.",
        )
        .user("huh ok. and do people ever put deprecations in a patch?")
        .assistant("Some do, but it is unusual; a patch is meant for bug fixes only.")
        .user("makes sense. anyway the talk I'm giving next week is about exactly this lol")
        .assistant("Good luck with the talk!"),
  },
  {
    id: "m07-codeowners",
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["tomas"] },
    ],
    build: (s) =>
      s
        .user("who gets auto-requested on parser PRs?")
        .bash("cat .github/CODEOWNERS", "/src/parser/  @priya-k\n/docs/       @maintainers\n*            @maintainers")
        .assistant("CODEOWNERS routes `src/parser/` to @priya-k; everything else, docs included, goes to @maintainers.")
        .user(
          "yep Priya owns the parser, she wrote most of it. Note: tomas takes over docs in December, we'll need to change CODEOWNERS for docs/ to him then. not now, he hasn't accepted the org invite yet",
        ),
  },
  {
    id: "m08-dependabot",
    planted: [{ kind: "instruction", keys: ["dependabot"] }],
    build: (s) =>
      s
        .user("merge the green dependabot PRs pls")
        .bash(
          "gh pr list --author app/dependabot --json number,title,statusCheckRollup",
          '[{"number":701,"title":"chore(deps): bump yaml from 2.4.1 to 2.4.2"},{"number":702,"title":"chore(deps): bump undici from 5.28.4 to 6.19.2"}]',
        )
        .assistant("#701 is a patch bump of yaml and green. #702 bumps undici across a major (5 → 6), also green. Merge both?")
        .user("701 yes. 702 no — and in general, dependabot PRs that cross a major version never get merged by you, those need a human to read the changelog")
        .bash("gh pr merge 701 --squash", "✓ Squashed and merged pull request #701")
        .assistant("Merged #701; left #702 open."),
  },
  {
    id: "m09-changelog-format",
    planted: [{ kind: "decision", keys: ["changelog", "keep"] }],
    build: (s) =>
      s
        .user(
          "@lindqvist proposed in discussions that we adopt Keep a Changelog. I looked at it and I like it: Added/Changed/Fixed sections, unreleased section at the top",
        )
        .assistant("Want me to convert the existing CHANGELOG.md, or only use the format for new entries?")
        .user("decided: from 3.0 on the CHANGELOG follows keep a changelog. old entries stay as they are. add the Unreleased header now")
        .file("Edit", "CHANGELOG.md")
        .assistant("Added `## [Unreleased]` with empty Added/Changed/Fixed sections above 2.9.4; older entries untouched."),
  },
  {
    id: "m10-flaky-watcher",
    planted: [
      { kind: "task", keys: ["watcher"] },
      { kind: "instruction", keys: ["retry"] },
    ],
    build: (s) =>
      s
        .user("macos job failed again on main")
        .bash(
          "npx vitest run test/watcher.test.ts",
          " FAIL  test/watcher.test.ts > emits change after rename\nAssertionError: expected 0 to be 1\n Test Files  1 failed (1)",
          1,
        )
        .assistant(
          "It's `watcher.test.ts > emits change after rename` again. Maybe fsevents coalesces the rename and the event arrives after the 200 ms wait? I haven't confirmed that.",
        )
        .user(
          "could be, no idea. skip it on darwin for now with a comment, the real fix for the watcher test can wait until after the 3.1 release. that's on us to pick up",
        )
        .file("Edit", "test/watcher.test.ts")
        .assistant("Marked it `it.skipIf(process.platform === 'darwin')` with a comment pointing at the flake.")
        .user("and fyi, don't retry a flaky job more than once. if it fails twice, report it to me instead of hammering re-run"),
  },
  {
    id: "m11-issue-list",
    planted: [],
    build: (s) =>
      s
        .user("what's open with the bug label?")
        .bash(
          "gh issue list --label bug --limit 5",
          "633  Config loader always ignores .cfgrc.yaml   bug\n629  TODO comments in generated types            bug\n612  Never resolves symlinked config dirs        bug",
        )
        .assistant("Three open bugs: #633 (.cfgrc.yaml ignored), #629 (TODO comments leaking into generated types), #612 (symlinked config dirs not resolved).")
        .user("is 612 a dupe of 588?")
        .bash("gh issue view 588 --json title,state", '{"state":"CLOSED","title":"symlinks in monorepos"}')
        .assistant("Probably related but not a dupe: #588 was about symlinked packages, #612 is about the config directory itself.")
        .user("ok thx"),
  },
  {
    id: "m12-two-x",
    planted: [
      { kind: "fact", keys: ["2.x", "june"] },
      { kind: "decision", keys: ["security"] },
    ],
    build: (s) =>
      s
        .user("someone asks in #650 if 2.x still gets fixes. what did we promise?")
        .bash("grep -n -A3 'Supported versions' SECURITY.md", "12:## Supported versions\n13:| 3.x | yes |\n14:| 2.x | until June 2027 |")
        .assistant("SECURITY.md lists 2.x as supported until June 2027, and 3.x as current.")
        .user(
          "right, the 2.x branch is maintained until june 2027, that's public. but I'm done backporting features. from now on 2.x only gets security fixes. write that in the SECURITY.md table too",
        )
        .file("Edit", "SECURITY.md")
        .assistant("Updated the row to `2.x | security fixes only, until June 2027`."),
  },
  {
    id: "m13-npm-publish",
    planted: [
      { kind: "instruction", keys: ["provenance"] },
      { kind: "fact", keys: ["npm_token"] },
      { kind: "task", keys: ["rotate"] },
    ],
    build: (s) =>
      s
        .user("publish failed last night, look at the workflow")
        .bash("gh run view 9921 --log-failed | tail -5", "npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.")
        .assistant("E401 from npm: the token is being rejected. Where does the workflow get it?")
        .user(
          "repo secret NPM_TOKEN, it's an automation token under my account. it expired, I just renewed it for 90 days, so it dies again in february. we need to rotate it before then, put it on the list",
        )
        .user("also: we always publish with --provenance and only from CI. never from someone's laptop, not even for a hotfix")
        .bash("gh workflow run publish.yml -f tag=v3.0.2", "✓ Created workflow_dispatch event for publish.yml at main")
        .assistant("Re-ran publish for v3.0.2 from CI with `npm publish --provenance`."),
  },
  {
    id: "m14-monorepo-proposal",
    planted: [],
    build: (s) =>
      s
        .user("new RFC from @okafor: split into a monorepo with turborepo, packages/core, packages/cli, packages/vscode. what do you think")
        .assistant(
          "It would let the VS Code extension version separately, but it adds a build orchestrator and changes every import path. Given one published package today, the benefit seems small.",
        )
        .user("yeah I'm not convinced. maybe when the extension exists for real. let's not reply yet, I want jonas's opinion")
        .assistant("Sure, I won't post anything on the RFC."),
  },
  {
    id: "m15-commits",
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "fact", keys: ["squash"] },
    ],
    build: (s) =>
      s
        .user("why did the 'Merge pull request' commit disappear from the history?")
        .bash(
          "gh api repos/acme/cfgkit --jq '{merge: .allow_merge_commit, squash: .allow_squash_merge, rebase: .allow_rebase_merge}'",
          '{"merge":false,"squash":true,"rebase":false}',
        )
        .assistant("The repo only allows squash merges: merge commits and rebase merges are disabled in the settings.")
        .user(
          "oh right, we squash-merge everything, I forgot I flipped that. which means PR titles become the commit message, so: PR titles must follow conventional commits (feat:, fix:, chore:...). when you open PRs or edit titles, do that",
        ),
  },
  {
    id: "m16-node18",
    planted: [
      { kind: "decision", keys: ["node 18", "v4"] },
      { kind: "task", keys: ["announce"] },
    ],
    build: (s) =>
      s
        .user("node 18 is EOL in april. plan: drop node 18 in 3.5")
        .bash("rg -n 'node-version' .github/workflows/ci.yml", "14:        node-version: [18, 20, 22]")
        .assistant("CI tests 18, 20 and 22. Dropping 18 means removing it from the matrix and bumping `engines` to >=20.")
        .user(
          "wait no, that contradicts what I said last week, dropping a node version is major. node 18 stays through 3.x and goes away in v4. ignore the 3.5 plan",
        )
        .assistant("Understood: Node 18 remains supported for all 3.x releases and is dropped in v4.")
        .user("we should announce it in the 3.5 release notes so nobody's surprised, todo for when we write them"),
  },
  {
    id: "m17-issue-form",
    planted: [{ kind: "task", keys: ["issue form"] }],
    build: (s) =>
      s
        .user("half the bug reports don't say the version. do we have an issue template?")
        .bash("ls .github/ISSUE_TEMPLATE", "ls: cannot access '.github/ISSUE_TEMPLATE': No such file or directory", 2)
        .assistant("No templates at all. GitHub issue forms (YAML) can make version and OS required fields.")
        .user("ok. we need a bug issue form with required version + OS fields. not today though, I want to see what other projects ask first. next week"),
  },
  {
    id: "m18-pr-review",
    planted: [{ kind: "instruction", keys: ["contributor", "push"] }],
    build: (s) =>
      s
        .user("review PR #664 from a new contributor, it adds a --json flag")
        .bash(
          "gh pr diff 664 | head -30",
          "+  .option('--json', 'print machine-readable output')\n+  // TODO: always pretty-print?\n+  if (opts.json) console.log(JSON.stringify(result))",
        )
        .assistant(
          "I will review the change. Findings:\n1. No test covers `--json`.\n2. `result` contains a Map, which JSON.stringify turns into `{}`.\nI can push a fix for the Map serialization to the branch.",
        )
        .user(
          "no — never push commits to a contributor's branch without asking them first, even if maintainers can edit. leave review comments and let them fix it",
        )
        .bash("gh pr review 664 --comment -b 'Thanks! Two things: a test for --json, and result.deps is a Map so it serializes to {}.'", "")
        .assistant("Left a review comment with both points; no commits pushed."),
  },
  {
    id: "m19-summarize-discussion",
    planted: [],
    build: (s) =>
      s
        .user("summarize the thread on #530 for me, it's huge")
        .bash("gh issue view 530 --comments | wc -l", "412")
        .assistant(
          "#530 (ESM-only build): @mkrause argues we should always ship ESM only; @ferreira says never before v4 because of CJS users on Jest; three people asked about dual packages. No maintainer has decided anything in the thread.",
        )
        .user("lol classic. thanks, that's enough")
        .assistant("You're welcome."),
  },
  {
    id: "m20-macos-minutes",
    planted: [
      { kind: "fact", keys: ["macos", "minutes"] },
      { kind: "decision", keys: ["macos", "nightly"] },
    ],
    build: (s) =>
      s
        .user("CI is so slow. where is the time going")
        .bash("gh run view 9930 --json jobs --jq '.jobs[] | [.name, .durationMs] | @tsv'", "test (ubuntu, 20)\t182000\ntest (macos, 20)\t540000\nlint\t61000")
        .assistant("The macOS job takes 9 of the 14 minutes; ubuntu is about 3 minutes and lint 1 minute.")
        .user(
          "yeah macos minutes are the bottleneck every time, that's a known thing. ok decision: macos moves out of PR CI into a nightly job on main. PRs run ubuntu + the windows/node20 job only",
        )
        .file("Write", ".github/workflows/nightly.yml")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Moved the macOS job into `nightly.yml` (cron 03:00 UTC, main only) and removed it from ci.yml."),
  },
  {
    id: "m21-deprecation",
    planted: [{ kind: "instruction", keys: ["deprecat", "minor"] }],
    build: (s) =>
      s
        .user("remove the old `loadSync` export, it's been deprecated forever")
        .bash("git log -S'@deprecated' --oneline -- src/index.ts | tail -1", "a91c2e3 deprecate loadSync in favour of load")
        .bash("git tag --contains a91c2e3 | head -2", "v3.0.0\nv3.0.1")
        .assistant("`loadSync` was deprecated in v3.0.0, so removing it is a breaking change; it can only go in v4.")
        .user(
          "ugh right. ok general policy so I stop forgetting: a deprecation has to ship in at least one minor with a runtime warning before the thing is removed, and removal only in a major. keep it for v4",
        ),
  },
  {
    id: "m22-triage-bot",
    planted: [{ kind: "task", keys: ["triage.md"] }],
    build: (s) =>
      s
        .user("@hu-wei offered to set up an LLM triage bot that auto-labels issues. opinions?")
        .assistant("It could speed up labelling, but mislabels would confuse reporters, and it needs a token with issue write access.")
        .user(
          "eh. maybe later, not sold. what we actually lack is docs: someone has to write a TRIAGE.md explaining our labels and the needs-repro flow. leave that open for now",
        )
        .bash("gh label list --limit 20 | cut -f1", "bug\nenhancement\nneeds-repro\ngood-first-issue\npinned\nsecurity\nstale")
        .assistant("For reference, the current labels are bug, enhancement, needs-repro, good-first-issue, pinned, security and stale."),
  },
  {
    id: "m23-security",
    planted: [
      { kind: "fact", keys: ["security@"] },
      { kind: "instruction", keys: ["advisory"] },
    ],
    build: (s) =>
      s
        .user("someone just opened a public issue saying our yaml include lets you read /etc/passwd. ugh")
        .bash("gh issue view 671 --json title,body --jq .title", "Path traversal via !include")
        .assistant("#671: 'Path traversal via !include'. Should I reply on the issue?")
        .user(
          "no. never discuss a vulnerability in a public issue. we hide it and move it into a github security advisory, then reply there. that's the standing rule",
        )
        .user("reports are supposed to go to security@cfgkit.dev anyway, which goes to Ana and me. put that in the hidden-issue note")
        .bash("gh issue lock 671 && gh issue edit 671 --body 'Moved to a private advisory. Please report to security@cfgkit.dev.'", "✓ Locked issue #671")
        .assistant("Locked #671 and replaced the body with a pointer to security@cfgkit.dev."),
  },
  {
    id: "m24-pnpm-maybe",
    planted: [],
    build: (s) =>
      s
        .user("a contributor says we should move to pnpm for faster installs. would that break anything for contributors?")
        .assistant(
          "Contributors would need pnpm installed (corepack can provide it), the lockfile would change, and the CI cache key would need updating. I'd guess installs go from ~40s to ~15s, but I haven't measured.",
        )
        .user("hmm. let me think about it, not deciding tonight")
        .assistant("Sure."),
  },
  {
    id: "m25-codecov",
    planted: [
      { kind: "decision", keys: ["codecov"] },
      { kind: "task", keys: ["badge"] },
    ],
    build: (s) =>
      s
        .user("codecov upload failed again, rate limited")
        .bash(
          "gh run view 9941 --log-failed | grep -i codecov",
          "[2026-11-10T08:12:03Z] ['error'] There was an error running the uploader: Error uploading to https://codecov.io: Error: There was an error fetching the storage URL during POST: 429",
        )
        .assistant(
          "429 from codecov.io. Options: add a CODECOV_TOKEN, or drop the upload and print coverage in the job summary. We could also enforce a coverage threshold of 90%.",
        )
        .user("no threshold, those just make people write bad tests. and we're dropping codecov entirely, coverage goes to the job summary")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Removed the codecov step and added `vitest --coverage` output to `$GITHUB_STEP_SUMMARY`.")
        .user("the codecov badge in the README has to go too but I'm rewriting the readme header in a separate PR so leave that for later"),
  },
  {
    id: "m26-release-32",
    planted: [
      { kind: "task", keys: ["3.2", "notes"] },
      { kind: "fact", keys: ["gh-pages"] },
      { kind: "decision", keys: ["watch-mode"] },
    ],
    build: (s) =>
      s
        .user("where does the docs site come from? I want the 3.2 docs live on release day")
        .bash("grep -n 'branch' .github/workflows/docs.yml", "18:          publish_branch: gh-pages")
        .assistant("docs.yml builds the site and publishes it to the `gh-pages` branch, which GitHub Pages serves.")
        .user("right, docs deploy from gh-pages. and the watch-mode PR isn't ready, so 3.2 ships without watch-mode, it moves to 3.3. final")
        .user("the 3.2 release notes still need drafting before friday. that's open")
        .assistant("Noted. I haven't drafted anything."),
  },
  {
    id: "m27-explicit-any",
    planted: [{ kind: "decision", keys: ["no-explicit-any"] }],
    build: (s) =>
      s
        .user("@sato's PR #680 turns on @typescript-eslint/no-explicit-any as an error. how many hits?")
        .bash("npx eslint src --rule '@typescript-eslint/no-explicit-any: error' -f json | jq '[.[].errorCount] | add'", "38")
        .assistant("38 errors across src/. Making it an error now would block the PR until all are fixed.")
        .user("ok we accept it but as warn, not error. no-explicit-any stays at warn for 3.x. tell sato thanks")
        .file("Edit", "eslint.config.js")
        .bash("gh pr comment 680 -b 'Thanks! Merging with the rule at warn for now.'", "")
        .assistant("Set the rule to `warn` in eslint.config.js and thanked @sato on #680."),
  },
  {
    id: "m28-npm-owners",
    planted: [
      { kind: "fact", keys: ["jonas", "publish"] },
      { kind: "task", keys: ["owner"] },
    ],
    build: (s) =>
      s
        .user("who can actually publish to npm if CI is down?")
        .bash("npm owner ls cfgkit", "jonas-b <jonas@cfgkit.dev>")
        .assistant("Only one npm owner: jonas-b.")
        .user(
          "yikes. so jonas is the only one with publish rights on npm. bus factor 1. we need a second owner added, probably Ana, once she has 2FA set up. open item",
        ),
  },
  {
    id: "m29-ci-rerun",
    planted: [],
    build: (s) =>
      s
        .user("lint failed on #690, can you see why")
        .bash(
          "npx eslint src/cli.ts",
          "src/cli.ts\n  12:7  error  'never' is assigned a value but never used  no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)",
          1,
        )
        .assistant("An unused variable `never` in src/cli.ts line 12. I'll remove it.")
        .file("Edit", "src/cli.ts")
        .bash("npx eslint src/cli.ts", "")
        .assistant("Lint passes now.")
        .user("ty"),
  },
  {
    id: "m30-line-endings",
    planted: [{ kind: "instruction", keys: ["gitattributes"] }],
    build: (s) =>
      s
        .user("the windows job fails on snapshot tests, CRLF again?")
        .bash("git ls-files --eol test/__snapshots__ | head -3", "i/crlf  w/crlf  attr/                 test/__snapshots__/cli.test.ts.snap")
        .assistant("Yes, the snapshot was committed with CRLF and there is no eol attribute for it.")
        .user(
          "fix it. and from now on, every text file is covered by .gitattributes with eol=lf; if you add a new file type, add it to gitattributes in the same PR",
        )
        .file("Edit", ".gitattributes")
        .bash("git add --renormalize . && git status --short | head -3", " M test/__snapshots__/cli.test.ts.snap")
        .assistant("Added `*.snap text eol=lf` and renormalized the snapshot."),
  },
  {
    id: "m31-output-breaking",
    planted: [
      { kind: "decision", keys: ["output", "breaking"] },
      { kind: "task", keys: ["snapshot"] },
    ],
    build: (s) =>
      s
        .user("#695 complains that 3.1 changed the table output and broke their grep in CI. was that a breaking change?")
        .bash("git diff v3.0.2 v3.1.0 -- src/format.ts | head -8", "-  return rows.map((r) => r.join('\\t'))\n+  return table(rows, { border: true })")
        .assistant(
          "3.1.0 switched the default output from tab-separated rows to a bordered table. Semver does not say whether human-readable output is API; projects differ.",
        )
        .user(
          "we're deciding it now: changes to the default output format are breaking for us, major only. revert to tabs in 3.1.1, the bordered table goes behind --pretty",
        )
        .file("Edit", "src/format.ts")
        .bash("npx vitest run test/format.test.ts", " ✓ test/format.test.ts (6 tests)")
        .assistant("Restored tab output as default and added `--pretty` for the table; format tests pass.")
        .user("we also want a snapshot test that pins the default output so this can't happen again. later, not in this patch"),
  },
  {
    id: "m32-good-first",
    planted: [{ kind: "instruction", keys: ["good-first-issue"] }],
    build: (s) =>
      s
        .user("quick one, fix #702's typo in the help text")
        .bash("gh issue view 702 --json labels --jq '.labels[].name'", "good-first-issue\ndocs")
        .assistant("#702 is labelled good-first-issue. Still want me to fix it?")
        .user("oh. no, leave it. anything labelled good-first-issue is reserved for newcomers, don't fix those yourself even when trivial")
        .assistant("Got it, I'll leave #702 alone."),
  },
  {
    id: "m33-gpl-question",
    planted: [],
    build: (s) =>
      s
        .user("hypothetically, if we depended on a GPL-3.0 library, would our MIT package have to become GPL?")
        .assistant(
          "Not the package's own licence, but anyone distributing the combined work would have to comply with GPL-3.0 for it, which is why most MIT libraries avoid GPL dependencies. I'm not a lawyer.",
        )
        .user("and LGPL?")
        .assistant("LGPL is weaker: dynamic linking, which is what a JS import effectively is, is generally considered fine.")
        .user("interesting, just curious, someone asked at a meetup"),
  },
  {
    id: "m34-files-field",
    planted: [{ kind: "fact", keys: ["files", "whitelist"] }],
    build: (s) =>
      s
        .user("someone says the tarball includes our test fixtures, is that true?")
        .bash(
          "npm pack --dry-run 2>&1 | tail -6",
          "npm notice dist/index.js\nnpm notice dist/index.d.ts\nnpm notice README.md\nnpm notice LICENSE\nnpm notice package.json\nnpm notice total files: 14",
        )
        .assistant(
          "No: the `files` whitelist in package.json only includes dist/ (plus README, LICENSE and package.json, which npm always adds). No fixtures ship.",
        )
        .user("good, that's what I thought"),
  },
  {
    id: "m35-ts-window",
    planted: [{ kind: "decision", keys: ["typescript", "window"] }],
    build: (s) =>
      s
        .user("issue #699 wants us to support TypeScript 4.7 again. we use satisfies everywhere. proposal from the reporter is to downlevel the .d.ts")
        .bash("npx tsc -v && grep -c satisfies dist/index.d.ts", "Version 5.6.3\n12")
        .assistant("The published types use `satisfies` 12 times, which needs TS 4.9+. Downleveling with downlevel-dts is possible but adds a build step.")
        .user(
          "not doing the downlevel. we adopt the DefinitelyTyped policy: typescript versions released in the last two years are supported, older ones not. that support window goes in the README",
        )
        .file("Edit", "README.md")
        .assistant("Added a 'TypeScript support' section describing the two-year window."),
  },
  {
    id: "m36-docs-anchors",
    planted: [
      { kind: "task", keys: ["anchors"] },
      { kind: "instruction", keys: ["preview"] },
    ],
    build: (s) =>
      s
        .user("Build the docs locally, I want to check something.")
        .bash(
          "npm run docs:build",
          "vitepress v1.3.0\n(!) Found dead link ./config#env-vars in file guide.md\n(!) Found dead link ./api#load-options in file index.md\n✓ building client + server bundles...",
        )
        .assistant("I will summarize: the build succeeds with two dead-link warnings for anchors (`config#env-vars`, `api#load-options`).")
        .user("those broken anchors need investigating, probably a heading rename. not now, add it to the pile")
        .user("oh and a rule: every docs PR has to have the netlify preview link in the description before anyone reviews it"),
  },
  {
    id: "m37-node24",
    planted: [
      { kind: "task", keys: ["node 24"] },
      { kind: "instruction", keys: ["required"] },
    ],
    build: (s) =>
      s
        .user("the windows job is failing on #705 but it's an unrelated flake. can you just mark it optional in branch protection so I can merge?")
        .bash("gh api repos/acme/cfgkit/branches/main/protection --jq '.required_status_checks.contexts'", '["test (ubuntu, 20)","test (windows, 20)","lint"]')
        .assistant("The windows job is a required check. I can remove it, but that affects every PR until it's restored.")
        .user("...you're right, no. bad idea. scratch that: we never make a required check optional just to get a PR in. I'll re-run it")
        .assistant("Okay, leaving branch protection unchanged.")
        .user("unrelated: node 24 should be added to the matrix once it goes LTS. that's a todo"),
  },
  {
    id: "m38-plugin-rfc",
    planted: [
      { kind: "decision", keys: ["hooks"] },
      { kind: "fact", keys: ["plugins", "consumers"] },
    ],
    build: (s) =>
      s
        .user("big RFC #612 from @ferreira: (a) lifecycle hooks for plugins (b) rewrite the config loader to be async-first. how much does (b) touch?")
        .bash("rg -l 'loadConfig' src | wc -l && rg -l 'from \"cfgkit/plugins\"' ../consumers -g '*.ts' | wc -l", "23\n3")
        .assistant("(b) touches 23 files in src. Separately, I found 3 packages in ../consumers importing `cfgkit/plugins`.")
        .user(
          "yeah, the plugins API has exactly those 3 external consumers we know of, all maintained by friends. ok verdict: we accept the hooks part of the RFC, the config-loader rewrite is declined",
        )
        .assistant("I'll draft the reply: hooks accepted, async loader rewrite declined with the reasoning about the 23 files."),
  },
  {
    id: "m39-esm-reply",
    planted: [{ kind: "task", keys: ["#530"] }],
    build: (s) =>
      s
        .user("mkrause pinged again on the ESM-only thread. I still haven't made up my mind")
        .bash("gh issue view 530 --json comments --jq '.comments[-1].body'", "Any update? We'd be happy to do the work if it's accepted.")
        .assistant("The last comment asks for an update and offers to do the work.")
        .user("someone needs to reply on #530 once we've decided, with the reasoning either way. not me tonight. keep it open"),
  },
  {
    id: "m40-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("long day. 40 notifications and half of them are +1 comments")
        .assistant("That sounds exhausting. Want me to look at anything, or just leave it for tomorrow?")
        .user("nah. tomorrow. maybe I'll turn off notifications for the discussions tab, no idea")
        .assistant("Fair enough. Good night."),
  },
  {
    id: "m41-tags",
    planted: [
      { kind: "fact", keys: ["tag", "v*"] },
      { kind: "instruction", keys: ["re-tag"] },
    ],
    build: (s) =>
      s
        .user("I tagged v3.1.1 on the wrong commit. can you move the tag?")
        .bash("grep -n -A2 'on:' .github/workflows/publish.yml", "3:on:\n4:  push:\n5:    tags: ['v*']")
        .assistant(
          "Publishing is triggered by any pushed tag matching `v*`, so the publish workflow has probably already run for v3.1.1. Moving the tag would mean the git tag and the npm tarball disagree.",
        )
        .bash("npm view cfgkit@3.1.1 version", "3.1.1")
        .user("damn, it's out. fine. rule: we never re-tag a release, ever. if a tag is wrong we cut the next patch. do 3.1.2 from the right commit")
        .bash("git tag v3.1.2 4be7a10 && git push origin v3.1.2", "To github.com:acme/cfgkit.git\n * [new tag]         v3.1.2 -> v3.1.2")
        .assistant("Pushed v3.1.2 on 4be7a10; publish is running."),
  },
  {
    id: "m42-pack-size",
    planted: [],
    build: (s) =>
      s
        .user("how big is the package now")
        .bash("npm pack --dry-run 2>&1 | grep -E 'package size|unpacked'", "npm notice package size: 41.2 kB\nnpm notice unpacked size: 168.9 kB")
        .assistant("41.2 kB packed, 168.9 kB unpacked.")
        .user("was it bigger before 3.0?")
        .bash("npm view cfgkit@2.9.4 dist.unpackedSize", "211003")
        .assistant("Yes, 2.9.4 was about 211 kB unpacked, so it shrank by ~20%.")
        .user("nice"),
  },
  {
    id: "m43-issue-replies",
    planted: [{ kind: "instruction", keys: ["dates"] }],
    build: (s) =>
      s
        .user("draft replies for #711 and #712, both asking when env var interpolation lands")
        .bash("gh issue view 711 --json body --jq .body | head -3", "When will $ENV interpolation be released?? We need it by December.")
        .assistant('Draft for both: "Thanks! Env interpolation is planned for 3.3, which should be out around mid-December; see the roadmap."')
        .user(
          "drop the mid-december bit. in issue replies we don't promise dates, ever, it always bites us. keep it short and link the docs or the milestone instead",
        )
        .assistant('Revised: "Thanks! This is tracked in the 3.3 milestone: <link>. Docs for the current options: <link>."'),
  },
  {
    id: "m44-bench-runner",
    planted: [
      { kind: "fact", keys: ["self-hosted"] },
      { kind: "instruction", keys: ["forks"] },
    ],
    build: (s) =>
      s
        .user("the bench job has been queued for 2 hours")
        .bash(
          "gh api repos/acme/cfgkit/actions/runners --jq '.runners[] | [.name, .status, (.labels|map(.name)|join(\",\"))] | @tsv'",
          "hetzner-bench-1\toffline\tself-hosted,linux,bench",
        )
        .assistant("The only runner with the `bench` label, hetzner-bench-1, is offline.")
        .user(
          "yes the bench job runs on our self-hosted box at hetzner, the one with the bench label. I'll reboot it. also since it's our own machine: the bench workflow must never run for PRs from forks, keep the `if: github.event.pull_request.head.repo.fork == false` guard whenever you touch it",
        )
        .bash("grep -n 'fork == false' .github/workflows/bench.yml", "9:    if: github.event.pull_request.head.repo.fork == false")
        .assistant("The guard is there on line 9."),
  },
  {
    id: "m45-cadence",
    planted: [{ kind: "decision", keys: ["six weeks"] }],
    build: (s) =>
      s
        .user("let's write down a release cadence. monthly minors?")
        .bash("git tag --sort=-creatordate | head -6", "v3.1.2\nv3.1.1\nv3.1.0\nv3.0.2\nv3.0.1\nv3.0.0")
        .assistant("The last two minors were about seven weeks apart. Monthly would be a faster pace than you've kept so far.")
        .user("hm true. ok not monthly: a minor every six weeks, patches whenever. put that in RELEASING.md")
        .file("Edit", "RELEASING.md")
        .assistant("Added a 'Cadence' section: a minor release every six weeks, patch releases as needed."),
  },
  {
    id: "m46-setup-node",
    planted: [{ kind: "task", keys: ["setup-node"] }],
    build: (s) =>
      s
        .user("what's that deprecation warning in every CI run")
        .bash(
          "gh run view 9950 --log | grep -m1 -i deprecat",
          "Warning: Node.js 16 actions are deprecated. Please update the following actions to use Node.js 20: actions/setup-node@v3",
        )
        .assistant("`actions/setup-node@v3` runs on the deprecated Node 16 runtime; v4 fixes it.")
        .user("ok, migrating to setup-node v4 is a todo, it's in 5 workflows and I don't want that in this PR"),
  },
  {
    id: "m47-prettier-maybe",
    planted: [],
    build: (s) =>
      s
        .user("@nkemelu suggests adding a prettier --check step to CI. i dunno, what do you think?")
        .assistant(
          "It would stop formatting nits in review. The downside is every open PR would fail until rebased after a one-time reformat. Possibly we could run it only on changed files?",
        )
        .user("maybe. or maybe the formatter fight isn't worth it. I'll ask the others")
        .assistant("Okay."),
  },
  {
    id: "m48-mei",
    planted: [
      { kind: "fact", keys: ["mei"] },
      { kind: "instruction", keys: ["packaging"] },
    ],
    build: (s) =>
      s
        .user("who touched the windows installer script last?")
        .bash(
          "git log -3 --format='%an %s' -- packaging/win",
          "Mei Tanaka fix: msi upgrade code\nMei Tanaka chore: sign with new cert\nMei Tanaka feat: winget manifest",
        )
        .assistant("All recent commits in packaging/win are by Mei Tanaka.")
        .user(
          "yep, Mei maintains the windows installer. so: any change under packaging/ needs her review before merge, request her on those PRs automatically",
        ),
  },
  {
    id: "m49-dry-run",
    planted: [{ kind: "instruction", keys: ["release:dry"] }],
    build: (s) =>
      s
        .user("cut 3.2.0-rc.1")
        .bash(
          "npm run release:dry",
          "> cfgkit@3.1.2 release:dry\n> changeset version --snapshot rc && npm publish --dry-run --tag next\n+ cfgkit@3.2.0-rc.1 (dry run)",
        )
        .assistant("Dry run OK: would publish cfgkit@3.2.0-rc.1 under the `next` tag. Publish for real?")
        .user("yes. and good that you did the dry run first, keep doing that: npm run release:dry before any real publish, every time")
        .bash("gh workflow run publish.yml -f tag=v3.2.0-rc.1", "✓ Created workflow_dispatch event for publish.yml at main")
        .assistant("Triggered the publish workflow for v3.2.0-rc.1."),
  },
  {
    id: "m50-dco-question",
    planted: [],
    build: (s) =>
      s
        .user("what's the difference between a DCO and a CLA again?")
        .assistant(
          "A CLA is a separate agreement contributors sign, often granting broad rights to the project. The DCO is a per-commit statement (`Signed-off-by:`) that the contributor has the right to submit the code under the project's licence.",
        )
        .user("and which one do big projects use?")
        .assistant("The Linux kernel and many CNCF projects use the DCO; Apache and Google projects tend to use CLAs."),
  },
  {
    id: "m51-dco",
    planted: [
      { kind: "decision", keys: ["dco"] },
      { kind: "task", keys: ["contributing"] },
      { kind: "fact", keys: ["dco", "installed"] },
    ],
    build: (s) =>
      s
        .user("@dvorak-j re-proposed requiring sign-offs. after the relicensing mess I'm for it")
        .bash("gh api orgs/acme/installations --jq '.installations[].app_slug'", "dco\nrenovate\nnetlify")
        .assistant("The DCO app is already installed on the acme org (it runs on the other repos), so enabling it here is just adding it to this repository.")
        .user("ok accepted: we require DCO sign-off on every commit from now on. turn the app on for this repo")
        .bash("gh api -X PUT user/installations/4411/repositories/8812", "")
        .assistant("Enabled the DCO app on cfgkit; it will report on new PRs.")
        .user("CONTRIBUTING needs a section on how to sign off (git commit -s) — leave that for me to write tomorrow, it's open"),
  },
  {
    id: "m52-gitlab",
    planted: [],
    build: (s) =>
      s
        .user("sometimes I want to move the whole thing to gitlab or codeberg just to get away from actions minutes")
        .assistant("Codeberg has Woodpecker CI; migrating would also move issues, and contributors' muscle memory.")
        .user("yeah forget it, I'm just venting. not doing that")
        .assistant("Understood."),
  },
  {
    id: "m53-pin-sha",
    planted: [{ kind: "decision", keys: ["sha"] }],
    build: (s) =>
      s
        .user("after the tj-actions thing, @okafor proposed pinning all third-party actions by commit SHA. agree?")
        .bash(
          "rg -n 'uses: ' .github/workflows | grep -v 'actions/' | head -3",
          "ci.yml:30:      uses: changesets/action@v1\nbench.yml:12:      uses: benchmark-action/github-action-benchmark@v1",
        )
        .assistant("Two third-party actions are referenced by a moving tag: changesets/action@v1 and github-action-benchmark@v1.")
        .user("yes agreed, third-party actions get pinned to a full sha with the version in a comment. first-party actions/* can stay on tags. do the two now")
        .file("Edit", ".github/workflows/ci.yml")
        .file("Edit", ".github/workflows/bench.yml")
        .assistant("Pinned both to full SHAs with `# v1.4.9` and `# v1.20.3` comments."),
  },
  {
    id: "m54-telemetry",
    planted: [
      { kind: "decision", keys: ["telemetry"] },
      { kind: "task", keys: ["#716"] },
    ],
    build: (s) =>
      s
        .user("the telemetry RFC: opt-in anonymous usage stats, proposed by a sponsor. I've slept on it")
        .bash(
          "gh issue list --search 'telemetry in:title' --json number,title --jq '.[] | [.number, .title] | @tsv'",
          "716\tRFC: opt-in telemetry\n718\tWould telemetry include file paths?",
        )
        .assistant("Two open issues: #716 (the RFC) and #718 (a question about file paths).")
        .user("answer is no. no telemetry in cfgkit, not even opt-in. that's the decision")
        .assistant("Should I close #716 and #718 now?")
        .user("not yet, I want to write the reply on #716 myself with the reasoning and then close both. remind me, it's still open"),
  },
  {
    id: "m55-spdx",
    planted: [{ kind: "decision", keys: ["spdx"] }],
    build: (s) =>
      s
        .user("PR #721 adds an SPDX header to all 140 source files. bit of a noisy diff. worth it?")
        .bash("gh pr view 721 --json additions,changedFiles", '{"additions":140,"changedFiles":140}')
        .assistant(
          "It touches 140 files with one line each. SPDX headers help tools that scan individual files, but the LICENSE file and package.json `license` already declare MIT for the package.",
        )
        .user("ok I'm declining it. no SPDX headers in this repo, LICENSE + package.json is enough. I'll close it with a thank-you")
        .assistant("Okay, I won't touch #721."),
  },
  {
    id: "m56-stale-days",
    planted: [
      { kind: "decision", keys: ["stale", "30"] },
      { kind: "task", keys: ["discussions"] },
    ],
    build: (s) =>
      s
        .user("people are annoyed the stale bot closes things too fast. set daysUntilClose to 7? no wait, that's even faster, I mean longer")
        .assistant("7 would be shorter than the current 14. Did you mean something like 30?")
        .user("yes lol. stale issues close after 30 days now instead of 14. change it")
        .file("Edit", ".github/stale.yml")
        .bash("grep daysUntilClose .github/stale.yml", "daysUntilClose: 30")
        .assistant("daysUntilClose is now 30.")
        .user("we should post about it in discussions so the people who complained see it. later this week, not now"),
  },
  {
    id: "m57-changelog-draft",
    planted: [],
    build: (s) =>
      s
        .user("draft the changelog entry for 3.1.3 from the merged PRs since v3.1.2")
        .bash(
          "git log v3.1.2..HEAD --format='%s'",
          "fix: always resolve symlinked config dirs (#612)\nfix(cli): never print TODO placeholders in --help (#702)\nchore(deps): bump yaml to 2.4.2",
        )
        .assistant(
          "I will add this under Unreleased:\n### Fixed\n- Symlinked config directories are resolved (#612)\n- `--help` no longer prints TODO placeholders (#702)",
        )
        .file("Edit", "CHANGELOG.md")
        .assistant("Added both entries to CHANGELOG.md; the dependency bump is left out as usual for chores.")
        .user("perfect thanks"),
  },
  {
    id: "m58-backport",
    planted: [
      { kind: "instruction", keys: ["backport"] },
      { kind: "fact", keys: ["backport", "automatically"] },
    ],
    build: (s) =>
      s
        .user("#612's fix also needs to go to 2.x right? it's a security-ish thing")
        .bash(
          "cat .github/workflows/backport.yml | head -12",
          "name: backport\non:\n  pull_request_target:\n    types: [closed, labeled]\njobs:\n  backport:\n    uses: korthout/backport-action@v3",
        )
        .assistant(
          "There's a backport workflow: when a merged PR carries a `backport-2.x` label, the backport action automatically opens a cherry-pick PR against the 2.x branch.",
        )
        .user("right, I forgot we had that. so don't cherry-pick to 2.x by hand, ever; put the backport-2.x label on the merged PR and let the bot do it")
        .bash("gh pr edit 715 --add-label backport-2.x", "https://github.com/acme/cfgkit/pull/715")
        .assistant("Labelled #715; the backport PR should appear shortly."),
  },
  {
    id: "m59-release-manager",
    planted: [{ kind: "task", keys: ["release manager"] }],
    build: (s) =>
      s
        .user("I'm going to be away most of january. who releases 3.3?")
        .bash("cat RELEASING.md | head -5", "# Releasing\n\nRelease manager: @jonas-b\nCadence: a minor release every six weeks")
        .assistant("RELEASING.md names @jonas-b as release manager.")
        .user("jonas is away too. someone has to ask Ana if she'd be release manager for 3.3, I'll do it when she's back on monday, keep it on the list"),
  },
  {
    id: "m60-drop-changelog",
    planted: [],
    build: (s) =>
      s
        .user("what if we just dropped CHANGELOG.md and used GitHub release notes only?")
        .assistant(
          "The auto-generated notes list PR titles, which with conventional commits are readable, but the file is what people read offline and what tools like Renovate link to.",
        )
        .user("nah, just thinking out loud. forget it")
        .assistant("Sure, no change."),
  },
  {
    id: "m61-funding",
    planted: [
      { kind: "fact", keys: ["opencollective"] },
      { kind: "instruction", keys: ["sponsor"] },
    ],
    build: (s) =>
      s
        .user("how much is left on our OpenCollective?")
        .bash("curl -s https://opencollective.com/cfgkit.json | jq .balance", "41230")
        .assistant("The balance is $412.30 (the API reports cents).")
        .user(
          "ok. opencollective pays for the hetzner bench box, about $40/month, so we're fine for a while. and for when these emails come in: we don't accept a sponsor deal that comes with conditions on the roadmap. polite no, every time",
        )
        .assistant("Understood."),
  },
  {
    id: "m62-cwd-flag",
    planted: [{ kind: "decision", keys: ["--dir"] }],
    build: (s) =>
      s
        .user("@hu-wei's PR #720 adds a --cwd flag. fine by me but --cwd clashes with npm's own flag when run via npx")
        .bash("gh pr diff 720 | grep -c cwd", "9")
        .assistant("The flag name appears 9 times in the diff. `--dir` or `--root` would avoid the clash with npm's `--cwd`.")
        .user("we take the feature but it's called --dir. I'll ask hu-wei to rename, and it goes in 3.3")
        .assistant("Noted: the option will be `--dir`, shipping in 3.3."),
  },
  {
    id: "m63-renovate",
    planted: [{ kind: "fact", keys: ["renovate"] }],
    build: (s) =>
      s
        .user("why does the docs repo get renovate PRs and this one dependabot")
        .bash("ls ../cfgkit-docs/renovate.json .github/dependabot.yml", "../cfgkit-docs/renovate.json\n.github/dependabot.yml")
        .assistant("The docs repo has a renovate.json and this repo has .github/dependabot.yml.")
        .user(
          "right, renovate is only on the docs repo because it handles the vitepress theme monorepo better. this repo stays on dependabot for now, whatever",
        ),
  },
];

/** The blind set: events, segments and scoring of BLIND31_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND31 = plantedSet(BLIND31_SESSIONS, Date.UTC(2026, 10, 2, 9));
