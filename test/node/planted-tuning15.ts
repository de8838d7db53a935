/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * A planted set for the offline long-term-memory extractor, the fifteenth tuning set: written
 * without reading src/core/memories/ (except model.ts) or the sessions of the other planted sets,
 * from issue 19's description of what should and should not be remembered. Its sessions are about
 * documentation, release management and open-source maintenance (changelogs, semver, CI releases,
 * issue triage, contributor guidelines), in the voice of a Grok / Claude Code session: terse users,
 * typos, markdown lists and prose, code spans, tool calls. Each session is one segment; the items
 * planted in it are listed with it. Every other message must give nothing: questions, hypotheses,
 * proposals the user rejects or never confirms, withdrawn ideas, unconfirmed guesses, quoted code,
 * logs and tool output (with words like "always", "never", "TODO"), chit-chat, and requests the
 * agent completes in the same session. Where a decision is changed later in a session, only the
 * final one is planted.
 *
 * Matching rule (fixed before any extractor was run on this set; the rule of planted-blind.ts):
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

const START = Date.UTC(2026, 11, 1, 8);

export const TUNING15_SESSIONS: BlindSession[] = [
  {
    id: "t15-01-changesets",
    planted: [{ kind: "decision", keys: ["changesets"] }],
    build: (s) =>
      s
        .user(
          "ok after last week's release mess im done with standard-version. we're moving to changesets for versioning and the changelog. rip out the standard-version config + the `release` script",
        )
        .assistant("I'll check what references standard-version first.")
        .bash(
          "grep -rn standard-version package.json .versionrc* .github/",
          'package.json:14:    "release": "standard-version"\npackage.json:41:    "standard-version": "^9.5.0"\n.versionrc.json:1:{',
        )
        .bash(
          "npm rm standard-version && rm .versionrc.json && npx changeset init",
          "removed 58 packages in 3s\n🦋  Thanks for choosing changesets to help manage your versioning and publishing\n🦋  All done! .changeset/config.json created",
        )
        .assistant(
          'Removed the package, `.versionrc.json` and the `release` script; `.changeset/` is initialised with the default config. Do you want me to add the GitHub action that opens a "Version Packages" PR as well?',
        )
        .user("nah leave CI alone today, one thing at a time")
        .stop("Okay, CI untouched."),
  },
  {
    id: "t15-02-changelog-style",
    planted: [{ kind: "instruction", keys: ["changelog", "imperative"] }],
    build: (s) =>
      s
        .user("can you tidy the Unreleased section of CHANGELOG.md, its a mess")
        .file("Read", "CHANGELOG.md")
        .assistant(
          'The Unreleased section has 11 entries in mixed styles: some past tense ("Fixed crash..."), some with the author name, two without a PR link. Want me to normalise them?',
        )
        .user(
          "yes. and going forward: changelog entries are imperative mood, one line, PR number in parens at the end. like `Fix crash on empty config (#412)`. no author names, github shows those anyway",
        )
        .file("Edit", "CHANGELOG.md")
        .assistant("Rewrote all 11 entries in that form and added the missing PR links (#398, #405).")
        .stop(),
  },
  {
    id: "t15-03-semver-question",
    planted: [],
    build: (s) =>
      s
        .user(
          "quick q, if we remove an option that's been deprecated for two minors is that still a major under semver? or can it go in a minor since we warned",
        )
        .assistant(
          "Under semver it's still a major: removing anything from the public API is a breaking change no matter how long it was deprecated. The deprecation period just gives people time; it doesn't change the bump. Some projects bend this, but they usually say so explicitly in their versioning policy.",
        )
        .user("yeah thought so. thx")
        .stop("Anytime."),
  },
  {
    id: "t15-04-npm-token-owner",
    planted: [
      { kind: "fact", keys: ["npm_token"] },
      { kind: "task", keys: ["provenance"] },
    ],
    build: (s) =>
      s
        .user("publish job failed on the 3.2.0 tag, can you look")
        .bash(
          "gh run view 8812231 --log-failed | tail -5",
          'npm ERR! code E401\nnpm ERR! 401 Unauthorized - PUT https://registry.npmjs.org/@tidewire%2fcore - unable to authenticate, need: Basic realm="npm"\nnpm ERR! A complete log of this run can be found in: /home/runner/.npm/_logs/debug-0.log',
        )
        .assistant(
          "It's a 401 from the registry. Maybe the token expired, or the workflow isn't reading the secret it expects — I can't tell which from the log alone.",
        )
        .user(
          "the `NPM_TOKEN` org secret is a granular token that expires every 90 days and only Priya can regenerate it, she owns the npm org. I pinged her, she rotated it",
        )
        .bash("gh run rerun 8812231 --failed && gh run watch 8812231", "✓ publish in 1m12s\n✓ Run Release (8812231) completed with 'success'")
        .assistant("Rerun succeeded, @tidewire/core@3.2.0 is on npm.")
        .user("nice. we still need to turn on npm provenance for the publish step, not doing it today tho, add it to the list")
        .stop("Noted, provenance left for later."),
  },
  {
    id: "t15-05-triage-labels",
    planted: [
      { kind: "instruction", keys: ["needs-repro"] },
      { kind: "instruction", keys: ["proposal"] },
      { kind: "instruction", keys: ["security"] },
    ],
    build: (s) =>
      s
        .user(
          "going through the issue backlog. rules for triage so you do it the same way every time:\n- bug without a minimal reproduction → label `needs-repro`, ask for one, don't try to debug it\n- feature requests get `proposal`, never `enhancement` (that label is dead)\n- anything security related: don't comment publicly, just tell me",
        )
        .bash(
          "gh issue list --state open --label '' --limit 20 --json number,title",
          '[{"number":921,"title":"crash when config has BOM"},{"number":919,"title":"support yaml anchors"},{"number":917,"title":"docs typo in quickstart"}]',
        )
        .assistant("Labelled #921 `needs-repro` with a request for a minimal config, #919 `proposal`, and #917 `docs`. None of the 20 looked security-related.")
        .stop(),
  },
  {
    id: "t15-06-docs-site-stack",
    planted: [{ kind: "fact", keys: ["docusaurus"] }],
    build: (s) =>
      s
        .user("the docs preview link on my PR 404s, why")
        .bash("cat netlify.toml", '[build]\n  base = "website"\n  command = "npm run build"\n  publish = "build"\n')
        .assistant(
          'Hm, my guess is the preview built from the repo root instead of `website/`, but netlify.toml sets `base = "website"` so that\'s probably not it. Could also be a broken link in the sidebar.',
        )
        .user(
          "fyi the docs site is Docusaurus 3 in `website/`, deployed by netlify, and previews only build when something under website/ changes. my PR didn't touch it so there's no preview. my bad",
        )
        .assistant("That explains the 404 — no preview was built for this PR.")
        .stop(),
  },
  {
    id: "t15-07-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning. what did we do yesterday again? something about the readme badges?")
        .assistant(
          "I don't have yesterday's session in front of me. From git, the last commit on main is `docs: fix broken CI badge url` — that's probably the badge work.",
        )
        .bash("git log -3 --oneline", "a91c2e0 docs: fix broken CI badge url\n7d01b33 chore: bump eslint to 9.14\n3c9a8f1 fix(cli): handle empty stdin")
        .user("right ok. nothing to do there then, cool")
        .stop("Nothing pending on the badges."),
  },
  {
    id: "t15-08-release-cadence-superseded",
    planted: [{ kind: "decision", keys: ["release", "demand"] }],
    build: (s) =>
      s
        .user("we keep arguing about when to release. let's just do it monthly, first tuesday")
        .assistant("Sure. Should I add a scheduled workflow that opens a release PR on the first Tuesday?")
        .bash("ls .github/workflows", "ci.yml\nrelease.yml\ndocs.yml")
        .user(
          "hmm actually no. thinking about it, monthly means fixes sit for weeks. scratch monthly: we release on demand, whenever main has a user-facing change someone needs. no schedule",
        )
        .assistant("Got it — releases on demand, no scheduled workflow. I didn't add anything.")
        .stop(),
  },
  {
    id: "t15-09-contributing-dco",
    planted: [
      { kind: "decision", keys: ["dco"] },
      { kind: "task", keys: ["contributing"] },
    ],
    build: (s) =>
      s
        .user("legal finally answered. we're NOT doing a CLA, we're going with DCO sign-off (`git commit -s`). enable the DCO app on the repo")
        .bash("gh api -X PUT repos/tidewire/core/installations/dco 2>&1 | head -2", '{"id": 40122, "app_slug": "dco"}')
        .assistant("The DCO app is installed on tidewire/core; new PRs will get a DCO status check.")
        .user(
          "good. CONTRIBUTING.md still talks about the CLA, it needs a rewrite for the sign-off thing but I want to do that together with the new PR template. leave it for now",
        )
        .stop("Leaving CONTRIBUTING.md as is for now."),
  },
  {
    id: "t15-10-bump-version-done",
    planted: [],
    build: (s) =>
      s
        .user("bump cli to 2.3.1 and update the lockfile pls")
        .bash("npm version 2.3.1 --no-git-tag-version -w packages/cli", "v2.3.1")
        .bash("npm install --package-lock-only", "up to date, audited 412 packages in 2s")
        .assistant("packages/cli is at 2.3.1 and the lockfile is updated. No tag created.")
        .user("👍")
        .stop(),
  },
  {
    id: "t15-11-tag-signing",
    planted: [{ kind: "instruction", keys: ["tag", "signed"] }],
    build: (s) =>
      s
        .user("tag v3.3.0 on main")
        .bash("git tag v3.3.0 && git push origin v3.3.0", "To github.com:tidewire/core.git\n * [new tag]         v3.3.0 -> v3.3.0")
        .assistant("Pushed the tag v3.3.0; the release workflow should pick it up.")
        .user(
          'ugh you made a lightweight tag. every release tag has to be signed and annotated, `git tag -s vX.Y.Z -m "vX.Y.Z"`. the verify job checks it. redo it',
        )
        .bash(
          'git push origin :refs/tags/v3.3.0 && git tag -d v3.3.0 && git tag -s v3.3.0 -m "v3.3.0" && git push origin v3.3.0',
          "To github.com:tidewire/core.git\n - [deleted]         v3.3.0\nDeleted tag 'v3.3.0' (was 4be12d9)\n * [new tag]         v3.3.0 -> v3.3.0",
        )
        .assistant("Replaced it with a signed, annotated v3.3.0 tag.")
        .stop(),
  },
  {
    id: "t15-12-stale-bot-rejected",
    planted: [],
    build: (s) =>
      s
        .user("issue count is at 640. thoughts?")
        .assistant(
          "A few options:\n1. a stale bot that closes issues with no activity for 90 days\n2. a triage rotation among maintainers\n3. closing everything older than v2 in bulk with a comment\n\nThe stale bot is the cheapest to set up.",
        )
        .bash("gh issue list --state open --limit 1000 --json createdAt | jq 'map(select(.createdAt < \"2024-01-01\")) | length'", "212")
        .user("stale bots annoy people, I hate them on other repos. let me think about it, not deciding anything today")
        .assistant("Okay. For reference, 212 of the 640 open issues predate 2024.")
        .stop(),
  },
  {
    id: "t15-13-maintainers-fact",
    planted: [
      { kind: "fact", keys: ["marta"] },
      { kind: "instruction", keys: ["codeowners"] },
    ],
    build: (s) =>
      s
        .user("who should review the parser PR? i forget")
        .bash("cat .github/CODEOWNERS", "* @tidewire/maintainers\n/packages/parser/ @mkowalski\n/website/ @tidewire/docs")
        .assistant("CODEOWNERS routes `packages/parser/` to @mkowalski.")
        .user(
          "yeah Marta (mkowalski) maintains the parser and she's the only one who really knows the grammar. also: when you add a new package, add it to CODEOWNERS in the same PR, otherwise it falls back to the whole maintainers team and nobody feels responsible",
        )
        .assistant("Requested a review from @mkowalski on the parser PR.")
        .bash("gh pr edit 930 --add-reviewer mkowalski", "https://github.com/tidewire/core/pull/930")
        .stop(),
  },
  {
    id: "t15-14-ci-flake-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("the windows job failed again on the release PR")
        .bash(
          "gh run view 8820011 --log-failed | tail -6",
          "FAIL test/fs.test.ts > writes lockfile\nError: EBUSY: resource busy or locked, rename 'C:\\a\\tmp\\lock.tmp'\n    at renameSync (node:fs:1031:3)\n// NOTE: never retry renames here, see #801\nTests  1 failed | 388 passed",
        )
        .assistant(
          "EBUSY on a rename on Windows. Could be antivirus holding the temp file, or our own watcher still having it open — I'm not sure which. Want me to rerun it to see if it's flaky?",
        )
        .user("yeah rerun")
        .bash("gh run rerun 8820011 --failed && gh run watch 8820011", "✓ test (windows-latest) in 4m01s")
        .assistant("Passed on rerun, so it looks flaky, but one rerun doesn't prove much.")
        .stop(),
  },
  {
    id: "t15-15-squash-merge",
    planted: [{ kind: "decision", keys: ["squash"] }],
    build: (s) =>
      s
        .user(
          "history on main is unreadable with all the 'fix typo' commits. decided: squash merge only from now on. turn off merge commits and rebase merge in the repo settings",
        )
        .bash(
          "gh api -X PATCH repos/tidewire/core -f allow_merge_commit=false -f allow_rebase_merge=false -f allow_squash_merge=true --jq '.allow_squash_merge'",
          "true",
        )
        .assistant("Done: only squash merging is allowed on tidewire/core now. The squash commit title defaults to the PR title.")
        .user("perfect")
        .stop(),
  },
  {
    id: "t15-16-api-docs-todo",
    planted: [{ kind: "task", keys: ["typedoc"] }],
    build: (s) =>
      s
        .user("generate the api reference for the docs site")
        .bash(
          "npx typedoc --out website/static/api packages/core/src/index.ts",
          '[warning] The signature parseConfig has an @param with name "opts", which was not used.\n[warning] 14 warnings\n[info] html generated at ./website/static/api',
        )
        .assistant("Generated the API reference into website/static/api. There are 14 typedoc warnings, mostly stale `@param` names in JSDoc.")
        .user("ok. the typedoc warnings need fixing at some point, 14 stale param docs, but not now. park it")
        .stop("Parked."),
  },
  {
    id: "t15-17-readme-rewrite-done",
    planted: [],
    build: (s) =>
      s
        .user("the install section in README says yarn, change it to npm and show the npx one-liner too")
        .file("Edit", "README.md")
        .assistant("Install section now shows `npm install @tidewire/core` and `npx @tidewire/cli init`. I removed the yarn line.")
        .user("can you also fix the heading levels, there's an h4 under an h2")
        .file("Edit", "README.md")
        .assistant('Fixed: the "Options" heading is h3 now.')
        .stop(),
  },
  {
    id: "t15-18-node-support-policy",
    planted: [
      { kind: "decision", keys: ["node 18"] },
      { kind: "fact", keys: ["engines"] },
    ],
    build: (s) =>
      s
        .user("node 18 went EOL. do we drop it in a minor or wait for 4.0?")
        .assistant(
          "Two common positions: drop EOL Node versions in a minor (many tools do this and say so in their support policy), or treat it as breaking and wait for the next major. Ours doesn't have a written policy that I can see.",
        )
        .bash("jq .engines packages/core/package.json", '{\n  "node": ">=18.17"\n}')
        .user(
          "ok. we drop node 18 in 4.0, not before. dropping runtimes is breaking for us, period. fyi the CI test matrix is generated from the `engines` field of each package.json, so touching engines changes what CI runs",
        )
        .assistant("Understood. I'll leave `engines` at `>=18.17` for the 3.x line.")
        .stop(),
  },
  {
    id: "t15-19-conventional-commits",
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
    build: (s) =>
      s
        .user("commit the readme + changelog changes")
        .bash(
          "git add README.md CHANGELOG.md && git commit -m 'updated docs'",
          "[main 5e0a1c2] updated docs\n 2 files changed, 18 insertions(+), 9 deletions(-)",
        )
        .assistant("Committed as `updated docs`.")
        .user(
          "pls amend that. commit messages here follow Conventional Commits, always — `docs: ...`, `fix(cli): ...`, `feat!:` for breaking. changesets doesn't care but the release notes generator does",
        )
        .bash(
          "git commit --amend -m 'docs: npm install instructions and changelog cleanup'",
          "[main 71bd0e4] docs: npm install instructions and changelog cleanup",
        )
        .assistant("Amended to `docs: npm install instructions and changelog cleanup`.")
        .stop(),
  },
  {
    id: "t15-20-lts-branch-fact",
    planted: [
      { kind: "fact", keys: ["v2.x"] },
      { kind: "task", keys: ["backport", "#944"] },
    ],
    build: (s) =>
      s
        .user("someone's asking for the BOM fix in 2.x. do we even still patch 2.x?")
        .bash("git branch -r | grep -i 'v2'", "  origin/v2.x")
        .assistant("There's an `origin/v2.x` branch. The last commit on it is from August. Not sure if it's still maintained or just left over.")
        .user(
          "it is. v2.x is our LTS branch, security and crash fixes only, until june 2027. releases from it are tagged `v2.*` and published with the `lts` dist-tag",
        )
        .assistant("Thanks. The BOM fix (#944) is a crash fix, so it qualifies. Want me to cherry-pick it now?")
        .user("not now, the branch CI is broken anyway. backport of #944 to v2.x is still open, do it after CI is fixed")
        .stop("Okay — backport of #944 left open."),
  },
  {
    id: "t15-21-quoted-template",
    planted: [],
    build: (s) =>
      s
        .user("what does our bug report template ask for? someone says it's too long")
        .bash(
          "cat .github/ISSUE_TEMPLATE/bug_report.yml | head -20",
          "name: Bug report\ndescription: Always include a minimal reproduction\nbody:\n  - type: textarea\n    attributes:\n      label: Reproduction\n      description: Never paste your whole project. TODO: link to stackblitz template\n  - type: input\n    attributes:\n      label: Version",
        )
        .assistant(
          "It asks for a reproduction, the version, the Node version, the OS and logs — five required fields. The description says to always include a minimal reproduction and there's a leftover TODO about a StackBlitz template link.",
        )
        .user("ok, that's reasonable tbh. they can live with it")
        .stop(),
  },
  {
    id: "t15-22-release-workflow-facts",
    planted: [{ kind: "fact", keys: ["version packages"] }],
    build: (s) =>
      s
        .user("walk me through what happens when a release PR merges, i never remember")
        .bash(
          "sed -n 1,30p .github/workflows/release.yml",
          "on:\n  push:\n    branches: [main]\njobs:\n  release:\n    steps:\n      - uses: changesets/action@v1\n        with:\n          publish: npm run release\n          version: npm run version",
        )
        .assistant(
          'On every push to main, `release.yml` runs changesets/action: if there are pending changesets it opens or updates the "Version Packages" PR; when that PR is merged (no pending changesets left), it runs `npm run release`, which publishes to npm and creates the GitHub releases and tags.',
        )
        .user("right, so merging the Version Packages PR is literally the release button. good")
        .stop(),
  },
  {
    id: "t15-23-dist-tag-next",
    planted: [
      { kind: "decision", keys: ["prerelease", "next"] },
      { kind: "task", keys: ["beta", "docs"] },
    ],
    build: (s) =>
      s
        .user(
          "for the 4.0 betas — I don't want anyone on `latest` getting a beta by accident. prereleases go out under the `next` dist-tag, decided. set up changesets pre mode",
        )
        .bash("npx changeset pre enter next", "🦋  Entered pre mode with tag next\n🦋  Run `changeset version` to version packages with prerelease versions")
        .assistant("Pre mode is on with tag `next`; the next version run will produce `4.0.0-next.0`.")
        .user("hm, should the tag be `beta` instead? ... nah, keep next")
        .assistant("Keeping `next`.")
        .user("also someone has to write the 'trying the beta' page in the docs. not me today. leave that open")
        .stop("Left open: the beta docs page."),
  },
  {
    id: "t15-24-link-checker-done",
    planted: [],
    build: (s) =>
      s
        .user("run the link checker on the docs and fix whatever is broken")
        .bash(
          "npx lychee website/docs --no-progress",
          "✗ [404] https://github.com/tidewire/core/blob/main/docs/config.md | website/docs/guides/setup.md\n✗ [404] https://tidewire.dev/playground | website/docs/intro.md\n🔍 312 Total ✅ 310 OK 🚫 2 Errors",
        )
        .file("Edit", "website/docs/guides/setup.md")
        .file("Edit", "website/docs/intro.md")
        .bash("npx lychee website/docs --no-progress", "🔍 312 Total ✅ 312 OK 🚫 0 Errors")
        .assistant("Fixed both: the config link now points to the docs page instead of the old repo path, and the playground link to /play. 0 errors now.")
        .user("ty")
        .stop(),
  },
  {
    id: "t15-25-security-policy",
    planted: [
      { kind: "fact", keys: ["security@"] },
      { kind: "instruction", keys: ["advisory"] },
    ],
    build: (s) =>
      s
        .user("someone opened a public issue with what looks like a prototype pollution bug in the config merger. #951")
        .bash("gh issue view 951 --json title,body --jq .title", "Prototype pollution via __proto__ key in merged config")
        .assistant(
          "The report looks plausible: `deepMerge` copies keys without filtering `__proto__`. I haven't confirmed it's exploitable from user input yet.",
        )
        .user(
          "ok here's how this works for us. reports go to security@tidewire.dev, which forwards to me and Marta. when one lands publicly like this: hide the issue, then open a private GitHub security advisory and do the fix in the advisory's temp fork, never in a public PR",
        )
        .bash(
          "gh issue lock 951 && gh api -X POST repos/tidewire/core/security-advisories -f summary='Prototype pollution in config merge' --jq .ghsa_id",
          "GHSA-7q2m-x4fp-93rw",
        )
        .assistant("Locked #951 and opened the draft advisory GHSA-7q2m-x4fp-93rw. I'll leave the fix for the advisory fork.")
        .stop(),
  },
  {
    id: "t15-26-typo-prs",
    planted: [],
    build: (s) =>
      s
        .user("there are like 6 typo PRs from first-timers, can you look at them")
        .bash(
          "gh pr list --label docs --json number,title --jq '.[] | \"\\(.number) \\(.title)\"'",
          "955 fix typo in README\n954 Fix typo\n952 typo: recieve -> receive\n950 fix grammar\n948 Update intro.md\n947 fix typo in CONTRIBUTING",
        )
        .assistant(
          "All six are one- or two-word fixes and CI is green on each. #948 also changes a code sample, which is wrong: `parse()` doesn't take a second argument.",
        )
        .user("merge the 5 good ones, comment on 948 nicely")
        .bash(
          "for n in 955 954 952 950 947; do gh pr merge $n --squash; done; gh pr comment 948 -b 'Thanks! The typo fix is great, but parse() only takes one argument — could you revert that line?'",
          "✓ Squashed and merged pull request #955\n✓ Squashed and merged pull request #954\n✓ Squashed and merged pull request #952\n✓ Squashed and merged pull request #950\n✓ Squashed and merged pull request #947",
        )
        .assistant("Merged 5, commented on #948.")
        .stop(),
  },
  {
    id: "t15-27-good-first-issue",
    planted: [{ kind: "instruction", keys: ["good first issue"] }],
    build: (s) =>
      s
        .user(
          "btw when you label something `good first issue`, write in the issue which file to look at and what the fix roughly is. a bare label without pointers is useless to newcomers. ok now label #958 and #960",
        )
        .bash(
          "gh issue edit 958 --add-label 'good first issue' && gh issue edit 960 --add-label 'good first issue'",
          "https://github.com/tidewire/core/issues/958\nhttps://github.com/tidewire/core/issues/960",
        )
        .assistant(
          "Labelled both and commented: #958 points to `packages/cli/src/help.ts` (the flag description is missing), #960 to `website/docs/api/parse.md` (the example uses the old option name).",
        )
        .stop(),
  },
  {
    id: "t15-28-changelog-tool-guess",
    planted: [],
    build: (s) =>
      s
        .user("why are the github release notes different from CHANGELOG.md for 3.3.0?")
        .bash(
          "gh release view v3.3.0 --json body --jq .body | head -5",
          "## What's Changed\n* feat: yaml anchors by @lnguyen in #919\n* fix(cli): handle empty stdin by @ocastro in #933\n**Full Changelog**: v3.2.0...v3.3.0",
        )
        .assistant(
          "The GitHub release body looks auto-generated (\"What's Changed\" + Full Changelog link) rather than copied from CHANGELOG.md. I'd guess the release was created with `--generate-notes`, but I haven't found where; it might also be the changesets action's default.",
        )
        .user("weird. whatever, not important right now")
        .stop(),
  },
  {
    id: "t15-29-docs-versioning",
    planted: [{ kind: "decision", keys: ["versioned docs"] }],
    build: (s) =>
      s
        .user(
          "with 4.0 coming we need docs for both. options were versioned docs in docusaurus or a separate v3 subdomain. going with docusaurus versioned docs, one site. snapshot the current docs as 3.x",
        )
        .bash("cd website && npx docusaurus docs:version 3.x", "[SUCCESS] [docs]: version 3.x created!")
        .assistant('Created the 3.x snapshot under `website/versioned_docs/version-3.x`; the `docs/` folder is now "next" (4.0).')
        .user("and the dropdown shows up?")
        .bash(
          "cd website && npm run build 2>&1 | tail -2",
          '[SUCCESS] Generated static files in "build".\n[INFO] Use `npm run serve` command to test your build locally.',
        )
        .assistant("Build passes; the version dropdown is in the navbar with 3.x and Next.")
        .stop(),
  },
  {
    id: "t15-30-license-fact",
    planted: [{ kind: "fact", keys: ["license", "mit"] }],
    build: (s) =>
      s
        .user("someone asks if they can vendor the parser into their Apache-2.0 project")
        .bash(
          "head -3 LICENSE && jq -r .license packages/*/package.json | sort | uniq -c",
          "MIT License\n\nCopyright (c) 2021 Tidewire contributors\n      5 MIT",
        )
        .assistant("Every package is MIT, which is compatible with vendoring into Apache-2.0 code as long as they keep the notice.")
        .user(
          "yep, the whole monorepo is MIT licensed, no exceptions, including the vendored grammar (Marta relicensed it last year). tell them yes, keep the copyright notice",
        )
        .bash(
          "gh issue comment 962 -b 'Yes — everything here is MIT. Please keep the copyright notice in the vendored files.'",
          "https://github.com/tidewire/core/issues/962#issuecomment-2231",
        )
        .stop(),
  },
  {
    id: "t15-31-upgrade-guide-task",
    planted: [
      { kind: "task", keys: ["migration guide"] },
      { kind: "instruction", keys: ["breaking", "changeset"] },
    ],
    build: (s) =>
      s
        .user("list everything breaking that's merged for 4.0 so far")
        .bash(
          "grep -l 'major' .changeset/*.md | xargs -n1 sed -n 5p",
          "Remove the deprecated `legacyResolve` option\nDrop Node 18\nRename `onWarn` to `onWarning`",
        )
        .assistant("Three majors pending: `legacyResolve` removed, Node 18 dropped, `onWarn` renamed to `onWarning`.")
        .user(
          "ok. the 4.0 migration guide doesn't exist yet — TODO before the first RC. and rule for anyone adding a breaking change from now on: the changeset must say how to migrate, with a before/after snippet",
        )
        .stop("Understood."),
  },
  {
    id: "t15-32-vitepress-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("kinda tempted to move the docs from docusaurus to vitepress, it's so much faster")
        .assistant(
          "It would speed up builds a lot. The cost is migrating MDX components (we have 9 custom ones) and the versioned docs setup, which VitePress doesn't do natively.",
        )
        .bash("ls website/src/components | wc -l", "9")
        .user("yeah no, not worth it with versioning. forget i said anything")
        .stop(),
  },
  {
    id: "t15-33-maintainer-timezone",
    planted: [{ kind: "fact", keys: ["oskar"] }],
    build: (s) =>
      s
        .user("can you request review from oskar on #963")
        .bash("gh pr edit 963 --add-reviewer ocastro", "https://github.com/tidewire/core/pull/963")
        .assistant("Requested @ocastro.")
        .user(
          "thx. for context oskar (ocastro) is in Auckland, so he reviews overnight from our side, and he's the one who runs the windows CI boxes. don't expect an answer before tomorrow",
        )
        .stop(),
  },
  {
    id: "t15-34-changelog-never-edit",
    planted: [{ kind: "instruction", keys: ["released"] }],
    build: (s) =>
      s
        .user("there's a typo in the 3.1.0 section of the changelog. 'recieve'")
        .assistant("I can fix it in CHANGELOG.md directly — want me to?")
        .user(
          "no. we don't edit released changelog sections, ever, even typos — people diff them and some tools parse them. only the Unreleased section gets edited",
        )
        .bash("git log -1 --format=%h -- CHANGELOG.md", "71bd0e4")
        .assistant("Leaving the 3.1.0 section untouched.")
        .stop(),
  },
  {
    id: "t15-35-empty-ci-cache",
    planted: [],
    build: (s) =>
      s
        .user("CI is slow today, 14 min on the lint job??")
        .bash(
          "gh run view 8830042 --json jobs --jq '.jobs[] | \"\\(.name) \\(.conclusion)\"'",
          "lint success\ntest (ubuntu-latest) success\ntest (windows-latest) success",
        )
        .assistant(
          "The lint job spent 11 minutes in `npm ci` — the cache step reported a miss. Might be because the lockfile changed in this PR, or the cache got evicted; GitHub evicts after 7 days without use.",
        )
        .user("probably the lockfile. meh, fine")
        .stop(),
  },
  {
    id: "t15-36-codeowners-docs",
    planted: [{ kind: "task", keys: ["release checklist"] }],
    build: (s) =>
      s
        .user("is there a release checklist anywhere? new maintainer asked")
        .bash("ls docs/ website/docs/ | grep -i release", "")
        .assistant('Nothing: no file with "release" in its name under docs/ or website/docs/. RELEASING.md doesn\'t exist either.')
        .user(
          "right, it only lives in my head. open item: write a release checklist in docs/maintainers/ (changesets, the Version Packages PR, signed tags, dist-tags). I'll do it next week",
        )
        .stop("Noted as an open item."),
  },
  {
    id: "t15-37-rebase-merge-supersedes",
    planted: [
      { kind: "decision", keys: ["rebase merge"] },
      { kind: "instruction", keys: ["atomic"] },
    ],
    build: (s) =>
      s
        .user(
          "changing my mind on squash-only. it's killing bisect on the big refactor PRs. new rule: rebase merge is the default, squash allowed for one-commit PRs. turn rebase merge back on",
        )
        .bash("gh api -X PATCH repos/tidewire/core -f allow_rebase_merge=true --jq '[.allow_squash_merge,.allow_rebase_merge]'", "[\n  true,\n  true\n]")
        .assistant("Rebase merging is enabled again next to squash; merge commits stay off.")
        .user(
          "and for that to work: commits in a PR have to be atomic, each one builds and passes tests on its own. tell contributors that in review when they push 'wip' commits",
        )
        .assistant("Will do in reviews.")
        .stop(),
  },
  {
    id: "t15-38-publish-dry-run",
    planted: [
      { kind: "fact", keys: ["files", "dist"] },
      { kind: "task", keys: ["publint"] },
    ],
    build: (s) =>
      s
        .user("check what actually goes into the core tarball before we ship 3.4")
        .bash(
          "cd packages/core && npm pack --dry-run 2>&1 | tail -8",
          "npm notice 📦  @tidewire/core@3.4.0\nnpm notice Tarball Contents\nnpm notice 1.1kB LICENSE\nnpm notice 2.3kB README.md\nnpm notice 48.2kB dist/index.js\nnpm notice 9.8kB dist/index.d.ts\nnpm notice 1.4kB package.json\nnpm notice total files: 5",
        )
        .assistant("Five files: LICENSE, README, package.json and the two dist files. No src, no tests.")
        .user(
          "good, that's by design: the `files` field in every package is just `[\"dist\"]`, we never ship sources. the exports map is a different story, I think it's still wrong for the cjs build",
        )
        .assistant("Want me to check the exports map now?")
        .user("no time. we should run publint on all packages and fix what it finds, put it on the todo list for after 3.4")
        .stop("Put publint on the list for after 3.4."),
  },
  {
    id: "t15-39-discussions",
    planted: [
      { kind: "decision", keys: ["discussions"] },
      { kind: "instruction", keys: ["question", "convert"] },
    ],
    build: (s) =>
      s
        .user("half the issues are actually questions. we're turning on GitHub Discussions and making Q&A live there, not in issues. enable it")
        .bash("gh api -X PATCH repos/tidewire/core -F has_discussions=true --jq .has_discussions", "true")
        .assistant("Discussions are enabled with the default categories (Announcements, General, Ideas, Q&A, Show and tell).")
        .user(
          "when triaging, if an issue is really a usage question, convert it to a discussion in Q&A instead of closing it. `gh` can't do it so use the api / the ui",
        )
        .assistant("Okay. Should I go through the open issues now and convert the question-like ones?")
        .user("not today")
        .stop(),
  },
  {
    id: "t15-40-question-only",
    planted: [],
    build: (s) =>
      s
        .user("whats the difference between `npm deprecate` and unpublish again")
        .assistant(
          '`npm deprecate pkg@range "msg"` keeps the versions installable but prints a warning on install. `npm unpublish` removes the version entirely, and npm only allows it within 72 hours of publishing (or under strict conditions after). For a bad release, deprecate + publish a fix is the usual path.',
        )
        .bash("npm view @tidewire/core@3.2.0 deprecated", "")
        .assistant("3.2.0 is not deprecated at the moment, for what it's worth.")
        .stop(),
  },
  {
    id: "t15-41-bad-release",
    planted: [
      { kind: "fact", keys: ["3.4.0", "exports"] },
      { kind: "task", keys: ["smoke test"] },
      { kind: "decision", keys: ["deprecate", "3.4.0"] },
    ],
    build: (s) =>
      s
        .user("3.4.0 is broken for cjs users, 5 issues in an hour. `require('@tidewire/core')` throws ERR_PACKAGE_PATH_NOT_EXPORTED")
        .bash("cd packages/core && jq .exports package.json", '{\n  ".": {\n    "import": "./dist/index.js",\n    "types": "./dist/index.d.ts"\n  }\n}')
        .assistant(
          "Confirmed: 3.4.0's `exports` map has no `require` condition, so CommonJS consumers can't resolve the package. 3.3.0 had `require: ./dist/index.cjs`. It was dropped in the tsup config change in #940.",
        )
        .user("ugh. we deprecate 3.4.0 on npm with a message pointing to 3.4.1, not unpublish. fix the exports map and ship 3.4.1")
        .file("Edit", "packages/core/package.json")
        .bash("npm run build -w packages/core && node -e \"require('./packages/core')\" && echo ok", "ok")
        .bash("npm deprecate @tidewire/core@3.4.0 'broken CommonJS export, use 3.4.1'", "")
        .assistant(
          "Restored the `require` condition, verified `require()` works from the build, and deprecated 3.4.0. The 3.4.1 changeset is in; merging the Version Packages PR publishes it.",
        )
        .user(
          "thanks. follow-up for later: a smoke test in CI that installs the packed tarball and does both import and require. so this can't happen again. not now",
        )
        .stop("Left for later: the packed-tarball smoke test."),
  },
  {
    id: "t15-42-readme-badges-chat",
    planted: [],
    build: (s) =>
      s
        .user("lol someone opened an issue asking us to add 14 badges to the readme")
        .assistant("That's a lot of badges. Currently there are three (CI, npm version, license).")
        .bash("grep -c 'shields.io' README.md", "3")
        .user("yeah I'll just close it politely, I'll do it myself. just venting")
        .stop(),
  },
  {
    id: "t15-43-docs-deploy-facts",
    planted: [
      { kind: "fact", keys: ["algolia"] },
      { kind: "instruction", keys: ["admonition"] },
    ],
    build: (s) =>
      s
        .user("search on the docs site returns old pages")
        .bash("grep -n algolia website/docusaurus.config.ts", "88:    algolia: {\n89:      appId: 'K3QX1R7PZT',\n90:      indexName: 'tidewire',")
        .assistant(
          "Search is Algolia DocSearch. The index probably hasn't been recrawled since the versioned docs were added — that's my guess, I can't see the crawler from here.",
        )
        .user(
          "the algolia crawler runs weekly on sundays and is configured in the algolia dashboard, not in the repo; only Priya has the login. so yeah it'll catch up sunday",
        )
        .assistant("Okay, nothing to change in the repo then.")
        .user("while you're in the docs: warnings in docs pages use the `:::warning` admonition, not bold 'Note:' text. there are a few old ones, fix them")
        .bash("grep -rln '\\*\\*Note:\\*\\*' website/docs | wc -l", "4")
        .file("Edit", "website/docs/guides/setup.md")
        .assistant('Replaced the four bold "Note:" paragraphs with `:::warning` blocks.')
        .stop(),
  },
  {
    id: "t15-44-rfc-process",
    planted: [
      { kind: "decision", keys: ["rfc"] },
      { kind: "task", keys: ["rfc template"] },
    ],
    build: (s) =>
      s
        .user(
          "after the onWarn rename drama: big API changes need an RFC first. an RFC is a PR to the `rfcs/` folder, open 2 weeks, at least two maintainer approvals. that's the process, settled in the maintainers call",
        )
        .bash("mkdir -p rfcs && ls rfcs", "")
        .assistant("Created the empty `rfcs/` folder. Want a template file in there too?")
        .user("yes but I want Marta to write the rfc template, she has opinions. leave it open for her")
        .bash(
          "git add rfcs/.gitkeep && git commit -m 'chore: add rfcs folder'",
          "[main 09f3d21] chore: add rfcs folder\n 1 file changed, 0 insertions(+), 0 deletions(-)",
        )
        .stop("rfcs/ exists; the template is left for Marta."),
  },
  {
    id: "t15-45-changelog-for-deps",
    planted: [
      { kind: "instruction", keys: ["renovate", "changeset"] },
      { kind: "fact", keys: ["renovate", "monday"] },
    ],
    build: (s) =>
      s
        .user("the renovate PRs keep failing the changeset check")
        .bash("gh pr checks 966", "changeset-check\tfail\t4s\nlint\tpass\t1m2s\ntest\tpass\t3m40s")
        .assistant(
          "The changeset check requires a changeset in every PR. Renovate's PRs don't add one. Options: make the check skip the `renovate[bot]` author, or have Renovate add empty changesets.",
        )
        .user(
          "renovate PRs for devDependencies don't need a changeset, skip the check for them. runtime dependency bumps DO need a changeset (patch), add those by hand before merging. fyi renovate runs monday mornings and groups everything into one PR",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("The changeset check now skips PRs from renovate[bot] that only touch devDependencies.")
        .stop(),
  },
  {
    id: "t15-46-proposal-unconfirmed",
    planted: [],
    build: (s) =>
      s
        .user("look at the open PRs older than 60 days")
        .bash("gh pr list --search 'updated:<2026-09-27' --json number,title --jq 'length'", "17")
        .assistant(
          "17 PRs haven't been updated in 60+ days. I'd suggest a policy: ping after 30 days of no response, close after 60 with a friendly note. I could also draft a saved reply for it.",
        )
        .user("hmm maybe. let me see what marta thinks first")
        .assistant("Sure, nothing changed.")
        .stop(),
  },
  {
    id: "t15-47-release-owner",
    planted: [
      { kind: "decision", keys: ["release manager"] },
      { kind: "fact", keys: ["npm org", "tidewire"] },
    ],
    build: (s) =>
      s
        .user("who can publish to npm right now?")
        .bash("npm access list collaborators @tidewire/core", '{\n  "priya-s": "read-write",\n  "mkowalski": "read-write",\n  "tidewire-bot": "read-write"\n}')
        .assistant("Three accounts have write access: priya-s, mkowalski and tidewire-bot (the CI account).")
        .user(
          "right. the npm org is `@tidewire` and publishing normally only happens through tidewire-bot in CI, the human accounts are for emergencies. and we agreed in the call: releases rotate, each minor gets a release manager, for 3.5 it's Oskar",
        )
        .assistant("Okay.")
        .stop(),
  },
  {
    id: "t15-48-docs-voice",
    planted: [
      { kind: "instruction", keys: ["second person"] },
      { kind: "instruction", keys: ["sentence case"] },
      { kind: "instruction", keys: ["language"] },
      { kind: "task", keys: ["legacy"] },
    ],
    build: (s) =>
      s
        .user(
          "review this new guide before I merge it, and for all docs from now on:\n1. second person, 'you', never 'the user' or 'we'\n2. headings in sentence case\n3. every code block has a language tag",
        )
        .file("Read", "website/docs/guides/plugins.md")
        .assistant('Found: 6 places with "the user", 3 headings in Title Case ("Writing Your First Plugin"...), 2 code blocks without a language. Fixing them.')
        .file("Edit", "website/docs/guides/plugins.md")
        .assistant("Fixed all 11. The guide otherwise reads well.")
        .user("nice. the pages under website/docs/legacy need the same pass but that's a bigger job, another day")
        .stop("Okay, legacy pages left for another day."),
  },
  {
    id: "t15-49-hypothesis-gone",
    planted: [],
    build: (s) =>
      s
        .user("npm says 3.4.1 weekly downloads are tiny compared to 3.3.0, did the publish go wrong?")
        .bash("npm view @tidewire/core dist-tags", "{ latest: '3.4.1', next: '4.0.0-next.2', lts: '2.9.4' }")
        .assistant(
          "`latest` points to 3.4.1, so the publish is fine. The download count is per-version and weekly, and 3.4.1 came out two days ago — most likely it just hasn't accumulated yet. Lockfiles pinning 3.3.0 would also keep it high.",
        )
        .user("ah ok makes sense")
        .stop(),
  },
  {
    id: "t15-50-roadmap-tasks",
    planted: [
      { kind: "task", keys: ["esm-only"] },
      { kind: "task", keys: ["funding"] },
      { kind: "decision", keys: ["tsup"] },
    ],
    build: (s) =>
      s
        .user(
          "notes from the maintainers call, put them wherever you want:\n- we stay on tsup for the build, the rolldown switch got vetoed\n- still open: decide whether 5.0 goes ESM-only, nobody had data. someone needs to pull the require() vs import numbers\n- open: set up a FUNDING.yml / opencollective, Priya said she'd look into it",
        )
        .file("Write", "docs/maintainers/2026-12-call.md")
        .bash(
          "git add docs/maintainers && git commit -m 'docs: maintainers call notes'",
          "[main 3a1b7f0] docs: maintainers call notes\n 1 file changed, 9 insertions(+)",
        )
        .assistant("Wrote the notes to docs/maintainers/2026-12-call.md and committed them.")
        .stop(),
  },
  {
    id: "t15-51-api-extractor",
    planted: [
      { kind: "decision", keys: ["api-extractor"] },
      { kind: "instruction", keys: ["api report"] },
    ],
    build: (s) =>
      s
        .user("the onWarn rename slipped through as a minor. how do we catch public API changes in review")
        .assistant(
          "A few tools do this: `@microsoft/api-extractor` writes an API report file that changes in the PR diff when the public API changes; `publint`/`arethetypeswrong` check packaging, not API shape.",
        )
        .user("ok let's use api-extractor for core and parser. set it up")
        .bash(
          "npm i -D @microsoft/api-extractor -w packages/core -w packages/parser && npx api-extractor init",
          'added 31 packages in 6s\nThe config file "api-extractor.json" was created',
        )
        .file("Edit", "packages/core/api-extractor.json")
        .bash("npx api-extractor run --local -c packages/core/api-extractor.json | tail -1", "API Extractor completed successfully")
        .assistant("api-extractor is set up for both; the reports are in `packages/*/etc/*.api.md`.")
        .user(
          "cool. rule for reviewers: if a PR changes an `.api.md` api report, it needs a maintainer approval and the changeset bump has to match (removal/rename = major)",
        )
        .stop(),
  },
  {
    id: "t15-52-hacktoberfest-no",
    planted: [],
    build: (s) =>
      s
        .user("should we opt into hacktoberfest next year? the topic thing")
        .assistant(
          "Pros: more first-time contributors. Cons: last time many projects got a flood of low-effort PRs. You can opt in per repo with the `hacktoberfest` topic.",
        )
        .bash("gh repo view tidewire/core --json repositoryTopics --jq '.repositoryTopics[].name'", "parser\nconfig\ntypescript")
        .user("ask me again in september lol")
        .stop(),
  },
  {
    id: "t15-53-coc-contact",
    planted: [
      { kind: "fact", keys: ["conduct@"] },
      { kind: "task", keys: ["code of conduct"] },
    ],
    build: (s) =>
      s
        .user("does CODE_OF_CONDUCT.md have the right contact?")
        .bash("grep -n '@' CODE_OF_CONDUCT.md", "63:reported to the community leaders responsible for enforcement at\n64:hello@tidewire.dev.")
        .assistant("It says hello@tidewire.dev.")
        .user("thats wrong, the real address for conduct reports is conduct@tidewire.dev, it goes to Priya and an external mediator. fix the file")
        .file("Edit", "CODE_OF_CONDUCT.md")
        .assistant("Updated the contact to conduct@tidewire.dev.")
        .user("we also need to update the code of conduct to Contributor Covenant 2.1 at some point, ours is 1.4. later")
        .stop("Left for later."),
  },
  {
    id: "t15-54-lts-end",
    planted: [
      { kind: "decision", keys: ["v1.x"] },
      { kind: "task", keys: ["archive", "v1"] },
    ],
    build: (s) =>
      s
        .user("do we still get issues for v1?")
        .bash("gh issue list --label v1 --state open --json number --jq length", "4")
        .assistant("4 open issues labelled v1; the newest is from March.")
        .user("v1.x is done. no more releases from it, not even security fixes. close those 4 with a note that v1 is end of life")
        .bash(
          "for n in $(gh issue list --label v1 --state open --json number --jq '.[].number'); do gh issue close $n -c 'v1 is end of life; please upgrade to v3.'; done",
          "✓ Closed issue #402\n✓ Closed issue #455\n✓ Closed issue #501\n✓ Closed issue #560",
        )
        .assistant("Closed all four with the end-of-life note.")
        .user("and at some point archive the v1 branch + put an EOL banner on the v1 docs. not today")
        .stop(),
  },
  {
    id: "t15-55-keep-a-changelog",
    planted: [
      { kind: "decision", keys: ["keep a changelog"] },
      { kind: "fact", keys: ["check-changelog"] },
      { kind: "task", keys: ["2.x", "changelog"] },
    ],
    build: (s) =>
      s
        .user("the changelog check failed on my PR and I don't get why")
        .bash(
          "npm run lint 2>&1 | tail -4",
          '> node scripts/check-changelog.mjs\nCHANGELOG.md:7: unknown heading "### Misc" (allowed: Added, Changed, Deprecated, Removed, Fixed, Security)\n// TODO: never allow empty sections\nnpm ERR! Lifecycle script `lint` failed with exit code 1',
        )
        .assistant(
          "The lint script runs `scripts/check-changelog.mjs`, which only allows the six Keep a Changelog headings; your PR added a `### Misc` section.",
        )
        .user(
          "ah right. for the record, `scripts/check-changelog.mjs` runs inside `npm run lint` and is the only thing validating the changelog. and yes we settled on Keep a Changelog categories, Misc isn't one — I'll move my entry under Changed",
        )
        .file("Edit", "CHANGELOG.md")
        .assistant("Moved the entry under `### Changed`; lint passes.")
        .user("the old 2.x changelog on the lts branch is still freeform though, needs converting sometime. not now")
        .stop(),
  },
  {
    id: "t15-56-translations",
    planted: [
      { kind: "decision", keys: ["translation"] },
      { kind: "instruction", keys: ["#420"] },
      { kind: "fact", keys: ["quickstart"] },
      { kind: "task", keys: ["#970"] },
    ],
    build: (s) =>
      s
        .user("there's a PR translating the whole docs into japanese, #970. 40k lines. what do we do")
        .bash("gh pr view 970 --json additions,files --jq '[.additions, (.files|length)]'", "[\n  41288,\n  212\n]")
        .assistant(
          "41k additions across 212 files. Maintaining translations means every docs change needs a translator too; Docusaurus has i18n support, so it's technically easy to host.",
        )
        .user(
          "we can't keep them in sync, we've seen it die in other projects. decision: no translation of the docs in this repo. community translations can live in their own repos and we link them",
        )
        .assistant("Understood. Should I close #970?")
        .user(
          "not yet, I want to write that reply myself, it needs care — someone put a lot of work in. reply to #970 is on me, leave it open. and whenever someone offers translations in future, point them to discussion #420 where the policy is written up",
        )
        .bash("gh api repos/tidewire/core/traffic/popular/paths --jq '.[0:2][] | \"\\(.path) \\(.count)\"'", "/docs/quickstart 18241\n/docs/intro 6012")
        .assistant("For context: /docs/quickstart is the most viewed docs page by far (18k views vs 6k for the intro).")
        .user("yeah the quickstart page is where almost everyone lands, it's always been like that. keep that in mind for any docs work")
        .stop(),
  },
];

export const TUNING15 = plantedSet(TUNING15_SESSIONS, START);
