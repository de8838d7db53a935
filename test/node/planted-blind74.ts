/**
 * Blind planted set 74 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an open-source maintainer of a date-parsing library (ferrule) triaging issues and PRs,
 * cutting releases, writing changelogs, handling contributors, fork CI, deprecations and semver;
 * Codex CLI voice, terse, issue numbers (#1234) and GitHub URLs.
 * Each session is one segment; the items planted in it are listed with it: 73 items (19 decisions, 19 instructions,
 * 17 facts, 18 tasks) in 49 sessions, 12 of which plant nothing (53 user/assistant messages between them). Every other message
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

export const BLIND74_SESSIONS: BlindSession[] = [
  {
    id: "b74-release-tooling",
    build: (s) =>
      s
        .user("release-please keeps opening a PR that bumps the major because of one `feat!:` in a docs commit. #1288. can you look at the config")
        .bash("cat release-please-config.json", '{\n  "packages": { ".": { "release-type": "node", "bump-minor-pre-major": false } }\n}')
        .assistant(
          "It reads the `!` in `feat!: docs` as breaking. Two options: add a `changelog-sections` override, or move off release-please. Changesets lets contributors write the bump themselves in the PR.",
        )
        .user("yeah I've had enough of it. going with changesets, drop release-please entirely. the monorepo makes it worse anyway")
        .bash(
          "pnpm add -Dw @changesets/cli && pnpm changeset init",
          "🦋  Thanks for choosing changesets to help manage your versioning and publishing\n🦋  A .changeset folder has been created",
        )
        .file("Write", ".changeset/config.json")
        .assistant("Removed release-please-config.json and .github/workflows/release-please.yml, added .changeset/ with `baseBranch: main`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["changesets"] }],
  },
  {
    id: "b74-node18-drop",
    build: (s) =>
      s
        .user("node 18 went EOL in april. do we drop it in 4.x or wait")
        .bash("gh api repos/ferrule-js/ferrule/actions/workflows/ci.yml/runs --jq '.workflow_runs[0].conclusion'", "success")
        .assistant(
          "Dropping a runtime in a minor is semver-breaking for anyone pinned to `^4`. Common practice is to do it in the next major. 4.x CI still passes on 18.",
        )
        .user("right. we drop node 18 in v5, not before. keep it in the 4.x matrix till then. and add `engines` >=20 on the v5 branch only")
        .file("Edit", "package.json")
        .bash("git diff --stat", " package.json | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
        .assistant("`engines.node` is `>=20` on `next`; main's matrix still has 18, 20, 22.")
        .user("we still need to add node 24 to the matrix btw, not now, after the 4.9 release")
        .stop("Noted; 24 isn't in either matrix yet."),
    planted: [
      { kind: "decision", keys: ["node 18", "v5"] },
      { kind: "task", keys: ["node 24"] },
    ],
  },
  {
    id: "b74-triage-1411",
    build: (s) =>
      s
        .user("https://github.com/ferrule-js/ferrule/issues/1411 — reporter says parse('2024-03-10 02:30') is off by an hour. is it DST or us")
        .bash(
          "gh issue view 1411 --comments | tail -20",
          "Browser: Safari 17.4\nExpected: 2024-03-10T02:30:00-05:00\nActual:   2024-03-10T03:30:00-04:00\n\n@reporter: only on Safari, Chrome is fine",
        )
        .assistant("Maybe it's our DST gap handling? 02:30 doesn't exist on that date in New York.")
        .bash("node -e \"console.log(new Date('2024-03-10 02:30').toISOString())\"", "2024-03-10T07:30:00.000Z")
        .assistant(
          "Confirmed with a repro in the playwright webkit runner: our fast path calls `Date.parse` for space-separated inputs, and WebKit treats `2024-03-10 02:30` as local time and rolls it forward through the gap, while V8 does what we expect. Root cause of #1411 is Safari's Date.parse on the space-separated form, not our DST code.",
        )
        .user("ugh. ok so the fix is to never hit Date.parse for that shape. do it")
        .file("Edit", "src/parse/fast-path.ts")
        .bash("pnpm vitest run test/parse/fast-path.test.ts", " ✓ test/parse/fast-path.test.ts (41 tests) 212ms\n Test Files  1 passed (1)")
        .stop("Fast path now skips Date.parse for `YYYY-MM-DD HH:mm`; 41 tests pass."),
    planted: [{ kind: "fact", keys: ["safari", "date.parse"] }],
  },
  {
    id: "b74-changelog-style",
    build: (s) =>
      s
        .user("changelog for 4.8.2 please, from the merged PRs since v4.8.1")
        .bash(
          "gh pr list --state merged --search 'merged:>2026-10-02' --json number,title",
          '[{"number":1420,"title":"fix(parse): handle leap seconds in RFC 3339"},{"number":1417,"title":"docs: fix typo in format tokens"}]',
        )
        .file("Edit", "CHANGELOG.md")
        .assistant("Added a 4.8.2 section with #1420 under Fixes and #1417 under Docs.")
        .user(
          "couple of rules for the changelog going forward: each entry links the PR like ([#1420](https://github.com/ferrule-js/ferrule/pull/1420)), not bare #1420. dates as YYYY-MM-DD in the heading. and docs-only PRs don't go in at all",
        )
        .file("Edit", "CHANGELOG.md")
        .assistant("Reformatted: `## 4.8.2 (2026-10-09)`, linked entry for #1420, dropped #1417.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["changelog", "link"] },
      { kind: "instruction", keys: ["yyyy-mm-dd"] },
      { kind: "instruction", keys: ["docs-only"] },
    ],
  },
  {
    id: "b74-fork-secrets",
    build: (s) =>
      s
        .user("why is every PR from a fork red on the coverage step? #1433 #1435 both")
        .bash(
          "gh run view 11873340 --log-failed | tail -5",
          "codecov: Error: Codecov token not found. Please provide Codecov token with -t flag.\nError: Process completed with exit code 1.",
        )
        .assistant(
          "Workflows triggered by `pull_request` from forks don't receive repository secrets, so CODECOV_TOKEN is empty and the upload fails. That's GitHub's behaviour, not a bug in the PRs.",
        )
        .user(
          "ok so that's expected for forks. make the upload step `continue-on-error` when the token is missing, don't switch to pull_request_target, I don't want fork code running with secrets",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .bash("actionlint .github/workflows/ci.yml", "")
        .stop("Coverage upload now skips on forks (`if: secrets.CODECOV_TOKEN != ''`)."),
    planted: [
      { kind: "fact", keys: ["fork", "codecov"] },
      { kind: "decision", keys: ["pull_request_target"] },
    ],
  },
  {
    id: "b74-deprecate-parseloose",
    build: (s) =>
      s
        .user("plan for parseLoose. it's the source of half the bug reports (#1290 #1344 #1398). thoughts?")
        .assistant("Could deprecate in the next minor with a runtime warning and remove in 5.0. Or keep it and document the pitfalls.")
        .user(
          "deprecate parseLoose in 4.9, remove in 5.0. and from now on every deprecation emits process.emitWarning with a code like FERRULE_DEP0001, incrementing, listed in docs/deprecations.md",
        )
        .file("Edit", "src/parse/loose.ts")
        .file("Write", "docs/deprecations.md")
        .bash("pnpm vitest run test/parse/loose.test.ts", " ✓ test/parse/loose.test.ts (18 tests) 95ms")
        .assistant("parseLoose now warns once per process with `FERRULE_DEP0001`; docs/deprecations.md lists it.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["parseloose", "5.0"] },
      { kind: "instruction", keys: ["emitwarning"] },
    ],
  },
  {
    id: "b74-empty-label-question",
    build: (s) =>
      s
        .user("what labels do we have for triage right now")
        .bash(
          "gh label list --limit 50 | head -12",
          "bug\tSomething isn't working\ndocs\tImprovements or additions to documentation\ngood first issue\tGood for newcomers\nstatus: needs-info\t\nstatus: confirmed\t\nwontfix\tThis will not be worked on",
        )
        .assistant("Six in use for triage: bug, docs, good first issue, status: needs-info, status: confirmed, wontfix.")
        .user("huh, I thought we had a `perf` one. nvm")
        .assistant("There isn't one; the closest is `bug`.")
        .stop(),
    planted: [],
  },
  {
    id: "b74-squash-only",
    build: (s) =>
      s
        .user("the history on main is a mess, merge commits from contributors' 'fix typo' commits everywhere")
        .bash(
          "git log --oneline -8 main",
          "a81c2e0 Merge pull request #1431 from jdoe/patch-3\n4f0e9b1 fix typo\n2bd7c01 fix typo again\n99e0a3d wip\nc3f1e22 Merge pull request #1428 from ...",
        )
        .assistant(
          "I'd suggest turning off merge commits and rebase merging in repo settings so squash is the only option, with the PR title as the commit message. Then titles need to be conventional commits.",
        )
        .user("yes, do that")
        .bash(
          "gh api -X PATCH repos/ferrule-js/ferrule -f allow_merge_commit=false -f allow_rebase_merge=false -f allow_squash_merge=true -f squash_merge_commit_title=PR_TITLE",
          '{"allow_squash_merge":true,"allow_merge_commit":false,"allow_rebase_merge":false}',
        )
        .user("and PR titles: conventional commits with the package as scope, e.g. `fix(i18n): ...`. tell contributors that when you review")
        .stop("Squash-only is on; commit title is the PR title."),
    planted: [
      { kind: "decision", keys: ["squash"] },
      { kind: "instruction", keys: ["conventional commits", "scope"] },
    ],
  },
  {
    id: "b74-windows-flake",
    build: (s) =>
      s
        .user("the windows job failed again on snapshot tests. retry or is it real")
        .bash(
          "gh run view 11880122 --log-failed | grep -A3 'Snapshot'",
          'Snapshot `format > iso week 1` mismatched\n- Expected  "2026-W01-1\\n"\n+ Received  "2026-W01-1\\r\\n"',
        )
        .assistant("Looks real: the snapshot file was checked out with CRLF by git's autocrlf on the windows runner, and the test writes LF.")
        .bash("git ls-files --eol test/__snapshots__/format.test.ts.snap", "i/lf    w/crlf  attr/                 test/__snapshots__/format.test.ts.snap")
        .assistant("Confirmed: index has LF, the windows worktree has CRLF, no .gitattributes rule. That's the whole windows flake: CRLF in the .snap files.")
        .file("Write", ".gitattributes")
        .user("nice. `*.snap text eol=lf` is fine. push it")
        .bash("git commit -am 'ci: force lf for snapshots' && git push", "[fix/snap-eol 8d2a1f3] ci: force lf for snapshots\n 1 file changed, 1 insertion(+)")
        .stop(),
    planted: [{ kind: "fact", keys: ["crlf"] }],
  },
  {
    id: "b74-empty-typo",
    build: (s) =>
      s
        .user("README says `fomat()` in the quick start. fix pls")
        .file("Edit", "README.md")
        .assistant("Fixed `fomat()` → `format()` in the quick start.")
        .user("thx. anything else obviously wrong in there?")
        .bash("npx cspell README.md", "README.md:88:12 - Unknown word (tokenizr)\nCSpell: Files checked: 1, Issues found: 1 in 1 files")
        .assistant("One more: `tokenizr` on line 88, should be `tokenizer`. Fixed that too.")
        .stop(),
    planted: [],
  },
  {
    id: "b74-publish-rights",
    build: (s) =>
      s
        .user("someone on discord asks why 4.8.1 isn't on npm yet. who can actually publish ferrule these days")
        .bash("npm owner ls ferrule", "mkovacs <mkovacs@users.noreply.github.com>\nokonkwo <c.okonkwo@users.noreply.github.com>")
        .assistant("Two owners: you and okonkwo. Both have 2FA for publish per `npm profile get`?")
        .bash("npm profile get --json | jq .tfa", '{"pending":false,"mode":"auth-and-writes"}')
        .user(
          "yep. only me and okonkwo can publish, that's it. the release workflow publishes but it uses NPM_TOKEN from the `release` environment, which needs one of us to approve the deployment",
        )
        .assistant("So a release is blocked until you or okonkwo approves the `release` environment run.")
        .user("remind me to ask okonkwo to rotate the npm token before it expires in january")
        .stop("Will do."),
    planted: [
      { kind: "fact", keys: ["okonkwo", "publish"] },
      { kind: "fact", keys: ["npm_token", "release"] },
      { kind: "task", keys: ["rotate"] },
    ],
  },
  {
    id: "b74-empty-ci-log",
    build: (s) =>
      s
        .user("what does the lint job actually print, paste me the tail")
        .bash(
          "gh run view 11881004 --job 3321 --log | tail -6",
          "biome check .\nsrc/tz/resolve.ts:44:3 lint/suspicious/noExplicitAny  TODO: never use any here, always narrow first\nChecked 212 files in 180ms. No fixes applied.\nFound 1 warning.",
        )
        .assistant("Lint passes with one warning: the `noExplicitAny` hit in src/tz/resolve.ts:44, where the comment says to narrow first.")
        .user("that comment is ancient lol. leave it")
        .assistant("Leaving it.")
        .stop(),
    planted: [],
  },
  {
    id: "b74-stale-issues",
    build: (s) =>
      s
        .user("stale bot is off, I'm doing this by hand. list issues with no activity since june, label `status: needs-info`")
        .bash("gh issue list --label 'status: needs-info' --search 'updated:<2026-06-01' --json number,title --jq '.[].number'", "1188\n1203\n1215\n1240")
        .assistant("Four: #1188, #1203, #1215, #1240. Close all four?")
        .user(
          "yes. and whenever we close one for no repro, comment with a link to the repro template (https://github.com/ferrule-js/ferrule/issues/new?template=bug.yml) so they can reopen. that goes for every future close like this",
        )
        .bash(
          "for n in 1188 1203 1215 1240; do gh issue close $n --comment 'Closing for lack of a reproduction...'; done",
          "✓ Closed issue #1188\n✓ Closed issue #1203\n✓ Closed issue #1215\n✓ Closed issue #1240",
        )
        .stop("Closed four with the repro template link."),
    planted: [{ kind: "instruction", keys: ["repro template"] }],
  },
  {
    id: "b74-tzdata",
    build: (s) =>
      s
        .user("#1446 says Kazakhstan changed offsets and we're wrong. where's our tz data from again")
        .bash(
          "ls vendor/tzdata && head -3 scripts/update-tz.mjs",
          "VERSION\nzone1970.tab\nzones.json\n// Pulls the IANA release named in vendor/tzdata/VERSION and rebuilds zones.json\nimport { execFileSync } from 'node:child_process';",
        )
        .assistant(
          "The IANA data is vendored in vendor/tzdata and regenerated by scripts/update-tz.mjs from the version in VERSION. We're on 2024a; Kazakhstan's change is in 2024b.",
        )
        .user("ok bump it to 2025b")
        .bash("node scripts/update-tz.mjs 2025b", "fetched tzdata2025b\nwrote vendor/tzdata/zones.json (598 zones)")
        .bash("pnpm vitest run test/tz", " Test Files  6 passed (6)\n      Tests  310 passed (310)")
        .user("good. we should automate that with a monthly workflow that opens a PR when IANA ships a release. later though")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vendor/tzdata", "update-tz"] },
      { kind: "task", keys: ["monthly", "iana"] },
    ],
  },
  {
    id: "b74-wontfix-locale",
    build: (s) =>
      s
        .user("#1302 wants all CLDR month names bundled in core. it'd triple the size")
        .bash("npx size-limit", "  dist/index.mjs\n  Size limit: 12 kB\n  Size:       9.84 kB with all dependencies, minified and gzipped")
        .assistant("Core is 9.84 kB gz against a 12 kB limit; CLDR month names for all locales alone are ~30 kB.")
        .user("closing #1302 as wontfix. locale data stays out of core, it belongs in ferrule-i18n. write the comment, polite")
        .bash("gh issue close 1302 --reason 'not planned' --comment 'Thanks for the detailed proposal! ...'", "✓ Closed issue #1302 (not planned)")
        .assistant("Closed as not planned, pointing at ferrule-i18n.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["locale", "core"] },
      { kind: "fact", keys: ["12 kb"] },
    ],
  },
  {
    id: "b74-empty-chitchat",
    build: (s) =>
      s
        .user("morning. 40 notifications overnight, half are dependabot 🙃")
        .assistant("Want me to go through them?")
        .user("not yet, coffee first. what's the oldest open PR")
        .bash("gh pr list --state open --json number,createdAt --jq 'sort_by(.createdAt) | .[0]'", '{"createdAt":"2026-05-14T10:02:11Z","number":1212}')
        .assistant("#1212, opened in May.")
        .user("oh that one. ok")
        .stop(),
    planted: [],
  },
  {
    id: "b74-patch-vs-minor",
    build: (s) =>
      s
        .user("next release. main has #1420, #1436 and #1441. ship 4.9.0 friday?")
        .bash(
          "git log v4.8.2..main --oneline",
          "e12f0a9 fix(parse): reject Feb 30 in strict mode (#1441)\nb7c0de1 fix(tz): 2025b data (#1436)\n5aa31f2 perf(format): cache token compile (#1420)",
        )
        .assistant("None of these add public API: two fixes and a perf change. Semver-wise that's a patch.")
        .user("hm you're right. scratch 4.9.0, it's 4.8.3, patch release. cut it today instead of friday")
        .bash("pnpm changeset version", "🦋  All files have been updated. Review them and commit at your leisure")
        .file("Edit", "CHANGELOG.md")
        .bash("git tag --list 'v4.8.*'", "v4.8.0\nv4.8.1\nv4.8.2")
        .assistant("Version bumped to 4.8.3 and changelog written. Should I push a v4.8.3 tag?")
        .user("no!! never push tags by hand. the release workflow tags after publish, if you push a tag it double-publishes. just push the branch")
        .bash("git push origin release/4.8.3", "To github.com:ferrule-js/ferrule.git\n * [new branch]      release/4.8.3 -> release/4.8.3")
        .stop(),
    planted: [
      { kind: "decision", keys: ["4.8.3"] },
      { kind: "instruction", keys: ["tags"] },
    ],
  },
  {
    id: "b74-first-timer",
    build: (s) =>
      s
        .user("review #1452, it's someone's first PR ever by the looks of it")
        .bash(
          "gh pr view 1452 --json author,additions,deletions,files",
          '{"author":{"login":"ana-dev"},"additions":14,"deletions":2,"files":[{"path":"src/format/ordinal.ts"}]}',
        )
        .bash(
          "gh pr diff 1452",
          "-  return n + 'th'\n+  const s = ['th','st','nd','rd'];\n+  const v = n % 100;\n+  return n + (s[(v - 20) % 10] || s[v] || s[0]);",
        )
        .assistant("The logic is right for 1-120. It's missing a test and the PR title is `Update ordinal.ts`.")
        .user(
          "for first-time contributors: thank them first, then ask for changes, and offer to push the test ourselves if they don't want to. be nice. draft it",
        )
        .assistant(
          'Draft: "Thanks so much for your first PR, @ana-dev! The fix looks right. Could you add a case to test/format/ordinal.test.ts and retitle to `fix(format): ordinal suffixes for 11-13`? Happy to push the test myself if you\'d rather."',
        )
        .user("perfect, post it")
        .bash("gh pr review 1452 --request-changes --body-file /tmp/review.md", "✓ Requested changes to pull request #1452")
        .stop(),
    planted: [{ kind: "instruction", keys: ["first-time"] }],
  },
  {
    id: "b74-docs-vitepress",
    build: (s) =>
      s
        .user("docusaurus upgrade to v3 broke the docs build again. how big is the migration to vitepress")
        .bash("ls docs/ | wc -l && du -sh website/", "38\n212M\twebsite/")
        .assistant(
          "38 markdown pages, no MDX components except the playground. VitePress would need a Vue wrapper for the playground; rest is mostly config. Maybe a day?",
        )
        .user("let's do it, we're moving the docs to vitepress. playground can be an iframe for now")
        .file("Write", "docs/.vitepress/config.ts")
        .bash("pnpm docs:build", "vitepress v1.5.0\n✓ building client + server bundles...\n✓ rendering pages...\nbuild complete in 6.21s.")
        .assistant("Builds in 6 s. The docs deploy from the gh-pages branch through .github/workflows/docs.yml; I pointed it at docs/.vitepress/dist.")
        .user("yep, gh-pages via docs.yml. the playground as a real vue component is a follow-up, put it on the list")
        .stop(),
    planted: [
      { kind: "decision", keys: ["vitepress"] },
      { kind: "fact", keys: ["gh-pages", "docs.yml"] },
      { kind: "task", keys: ["playground", "vue"] },
    ],
  },
  {
    id: "b74-empty-hypothesis",
    build: (s) =>
      s
        .user("bench numbers dropped ~8% between 4.8.1 and 4.8.2. any idea")
        .assistant(
          "Could be the leap-second handling in #1420 adding a branch to the hot path, or could be runner noise; GitHub's shared runners vary by 10% easily.",
        )
        .bash(
          "pnpm bench --filter format -- --compare v4.8.1",
          "format/iso      4.8.1: 1.92M ops/s   HEAD: 1.88M ops/s   -2.1% ±3.4%\nformat/custom   4.8.1: 0.84M ops/s   HEAD: 0.83M ops/s   -1.2% ±2.9%",
        )
        .assistant("Locally it's within noise, -2% with ±3% error. Maybe the CI number was a bad runner, hard to say from one run.")
        .user("probably. let's see if it shows up again")
        .stop(),
    planted: [],
  },
  {
    id: "b74-renovate",
    build: (s) =>
      s
        .user("dependabot opened 23 PRs this week. I want fewer")
        .assistant("Dependabot groups help a bit. Renovate can group all devDependencies into one weekly PR and automerge patch updates when CI is green.")
        .user("switch to renovate. one grouped PR for devDeps weekly on monday, no automerge, I want to look at them")
        .file("Write", "renovate.json")
        .bash(
          "git rm .github/dependabot.yml && npx --yes renovate-config-validator",
          "rm '.github/dependabot.yml'\nINFO: Validating renovate.json\nINFO: Config validated successfully",
        )
        .assistant("renovate.json groups devDependencies weekly (`before 6am on monday`), automerge off. dependabot.yml removed.")
        .user("then I need to install the renovate app on the org, which I'll do tonight from my laptop")
        .stop(),
    planted: [
      { kind: "decision", keys: ["renovate"] },
      { kind: "task", keys: ["renovate app"] },
    ],
  },
  {
    id: "b74-safe-to-test",
    build: (s) =>
      s
        .user("the e2e job needs BROWSERSTACK_KEY and fork PRs can't get it. options?")
        .assistant(
          "1) skip e2e on forks; 2) a `pull_request_target` job gated on a label that a maintainer adds after reading the diff; 3) run e2e only on main after merge.",
        )
        .user("2. label is `safe-to-test`, and the workflow removes the label on every new push so a contributor can't sneak changes in after approval")
        .file("Write", ".github/workflows/e2e-fork.yml")
        .bash("actionlint .github/workflows/e2e-fork.yml", "")
        .user("and one rule for whoever adds that label, me included: read the diff of .github/ and package.json scripts first. every time.")
        .stop("e2e-fork.yml added: runs on `labeled` with `safe-to-test`, strips the label on `synchronize`."),
    planted: [
      { kind: "decision", keys: ["safe-to-test"] },
      { kind: "instruction", keys: [".github", "package.json"] },
    ],
  },
  {
    id: "b74-empty-proposal",
    build: (s) =>
      s
        .user("what if we split the tz stuff into its own package, ferrule-tz")
        .assistant(
          "It would shrink core by ~3 kB for people who only need UTC, but every `format` with a zone token would need the extra import, and we'd have to version them in lockstep.",
        )
        .user("hmm. lockstep versioning across 3 packages sounds miserable")
        .assistant("It is doable with changesets' `fixed` groups, but yes, it's more release surface.")
        .user("let me think about it. not now")
        .bash("du -b dist/tz/*.mjs | sort -n | tail -2", "2210\tdist/tz/offsets.mjs\n3174\tdist/tz/resolve.mjs")
        .stop(),
    planted: [],
  },
  {
    id: "b74-types-ts-min",
    build: (s) =>
      s
        .user("#1439: our .d.ts uses `const` type params and breaks on TS 5.0. what's the floor we actually support")
        .bash("npx -p typescript@5.0 tsc -p test/types/tsconfig.json", "dist/index.d.ts(212,24): error TS1139: Type parameter declaration expected.")
        .bash("npx -p typescript@5.4 tsc -p test/types/tsconfig.json && echo ok", "ok")
        .assistant("5.4 and up compile the declarations; 5.0-5.3 don't.")
        .user(
          "fine, minimum TypeScript is 5.4 now, say so in the README and close #1439 with that. also rule: anything touching the .d.ts, run pnpm test:types before pushing, the normal test run doesn't typecheck the declarations",
        )
        .file("Edit", "README.md")
        .bash("gh issue close 1439 --comment 'ferrule 4.x requires TypeScript >= 5.4 for its types; documented in the README.'", "✓ Closed issue #1439")
        .stop(),
    planted: [
      { kind: "decision", keys: ["5.4"] },
      { kind: "instruction", keys: ["test:types"] },
    ],
  },
  {
    id: "b74-migration-guide",
    build: (s) =>
      s
        .user("5.0 beta status check. what's merged on next")
        .bash("git log main..next --oneline | wc -l && gh issue list --milestone 5.0 --state open --json number --jq length", "47\n9")
        .assistant("47 commits ahead of main, 9 issues open in the 5.0 milestone.")
        .user(
          "ok. things that need to happen before rc, write them down: migration guide from 4.x (parseLoose removal, node 20 floor, esm default export), and a blog post for the beta. neither exists yet",
        )
        .file("Write", ".github/5.0-checklist.md")
        .assistant("Wrote a checklist with the migration guide and beta blog post as open items.")
        .stop(),
    planted: [
      { kind: "task", keys: ["migration guide"] },
      { kind: "task", keys: ["blog post"] },
    ],
  },
  {
    id: "b74-empty-run-tests",
    build: (s) =>
      s
        .user("run the whole suite, I merged three things in a row")
        .bash("pnpm test", " Test Files  84 passed (84)\n      Tests  2203 passed (2203)\n   Duration  41.80s")
        .assistant("All green: 84 files, 2203 tests, 42 s.")
        .user("and types?")
        .bash("pnpm test:types", "✓ tsd: 0 errors")
        .assistant("Types clean too.")
        .stop(),
    planted: [],
  },
  {
    id: "b74-cjs-keep",
    build: (s) =>
      s
        .user("#1460 asks to go ESM-only in 5.0 like sindre's packages. downloads split?")
        .bash("npx --yes npm-stat ferrule --by-format 2>/dev/null || cat stats/formats-2026-10.json", '{"require":0.41,"import":0.59}')
        .assistant("About 41% of resolutions go through `require`. Node 20.19+ can `require()` ESM, but a lot of those are probably jest setups.")
        .user("we keep the CJS build through v5 and revisit for v6. too many jest users. reply on #1460 with the numbers")
        .bash("gh issue comment 1460 --body-file /tmp/1460.md", "https://github.com/ferrule-js/ferrule/issues/1460#issuecomment-2488112")
        .stop("Replied with the 41/59 split."),
    planted: [{ kind: "decision", keys: ["cjs", "v6"] }],
  },
  {
    id: "b74-security-advisory",
    build: (s) =>
      s
        .user("someone opened a public issue #1466 'ReDoS in duration parser' with a PoC string. ugh")
        .bash(
          "node -e \"const {parseDuration}=require('./dist/index.cjs');console.time('t');parseDuration('P'+'1'.repeat(40000)+'!');console.timeEnd('t')\"",
          "t: 9.812s",
        )
        .assistant("Reproduces: ~10 s on a 40k-char input, catastrophic backtracking in DURATION_RE.")
        .user(
          "hide the issue, open a GHSA draft advisory with the details, and thank them. security stuff goes through GHSA private advisories, never a public issue — put that in SECURITY.md more visibly too",
        )
        .bash(
          "gh issue edit 1466 --title 'Moved to a security advisory' --body '' && gh api repos/ferrule-js/ferrule/security-advisories -f summary='ReDoS in parseDuration' -f severity=moderate",
          '{"ghsa_id":"GHSA-7q3x-...","state":"draft"}',
        )
        .file("Edit", "SECURITY.md")
        .user("the supported-versions table in SECURITY.md still lists 3.x. needs updating, next week, not in this PR")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ghsa"] },
      { kind: "task", keys: ["supported-versions"] },
    ],
  },
  {
    id: "b74-empty-withdrawn",
    build: (s) =>
      s
        .user("let's require signed commits on main")
        .assistant(
          "That would block squash merges from the web UI only if... actually GitHub signs those itself, so it's fine. Contributors' own commits get squashed away.",
        )
        .user("actually no, scratch that. half the maintainers don't have signing set up and I don't want to deal with it this month")
        .bash("gh api repos/ferrule-js/ferrule/branches/main/protection --jq .required_signatures.enabled", "false")
        .assistant("Left as is; signatures aren't required.")
        .stop(),
    planted: [],
  },
  {
    id: "b74-owners",
    build: (s) =>
      s
        .user("CODEOWNERS is stale. who reviews what these days")
        .file("Read", ".github/CODEOWNERS")
        .assistant("It lists you for `*` and `@lgarcia` for `src/tz/`, but lgarcia hasn't been active since February.")
        .user(
          "right. renata owns the parser now (src/parse/), route parser PRs to her. tz is me. tamsin offered to co-maintain ferrule-i18n and I'm saying yes, give her packages/i18n",
        )
        .file("Edit", ".github/CODEOWNERS")
        .bash("gh api repos/ferrule-js/ferrule/codeowners/errors", '{"errors":[]}')
        .assistant("CODEOWNERS updated: src/parse/ @renata, src/tz/ @mkovacs, packages/i18n/ @tamsin @mkovacs.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["renata", "parse"] },
      { kind: "decision", keys: ["tamsin", "i18n"] },
    ],
  },
  {
    id: "b74-esbuild-regression",
    build: (s) =>
      s
        .user("#1470 #1471 #1474 all say 4.7.0 breaks on their older Safari with 'Unexpected token'. what changed in the build")
        .bash("git diff v4.6.2 v4.7.0 -- tsup.config.ts", "-  target: 'es2019',\n+  target: 'es2022',")
        .assistant("The target went from es2019 to es2022, so class fields and `??=` are emitted as is. Safari < 15.4 doesn't have static class blocks.")
        .bash(
          "npx esbuild dist/index.mjs --target=safari14 --outfile=/dev/null",
          "✘ [ERROR] Transforming class static blocks to the configured target environment is not supported yet",
        )
        .assistant("Confirmed: 4.7.0's breakage on older Safari comes from the es2022 target change in tsup.config.ts.")
        .user("ugh. it was me in #1391. set it back to es2019 for 4.x, and mark the target bump as breaking for 5.0 in the changeset")
        .file("Edit", "tsup.config.ts")
        .file("Write", ".changeset/old-safari.md")
        .stop(),
    planted: [
      { kind: "fact", keys: ["es2022"] },
      { kind: "decision", keys: ["es2019"] },
    ],
  },
  {
    id: "b74-empty-status",
    build: (s) =>
      s
        .user("where are we with #1452")
        .bash(
          "gh pr view 1452 --json state,reviewDecision,commits --jq '{state,reviewDecision,n:(.commits|length)}'",
          '{"n":3,"reviewDecision":"APPROVED","state":"OPEN"}',
        )
        .assistant("Approved, 3 commits, waiting to be merged. CI is green.")
        .user("merge it")
        .bash("gh pr merge 1452 --squash", "✓ Squashed and merged pull request #1452 (fix(format): ordinal suffixes for 11-13)")
        .assistant("Merged.")
        .stop(),
    planted: [],
  },
  {
    id: "b74-bench-nightly",
    build: (s) =>
      s
        .user("the bench job adds 6 min to every PR and its numbers are noise on shared runners anyway")
        .bash("gh run list --workflow bench.yml --limit 5 --json durationMs --jq '.[].durationMs'", "372110\n365902\n380441\n359870\n371004")
        .assistant("~6 min each. Options: nightly on main only, or keep it on PRs with a `bench` label.")
        .user("nightly on main, results to the gh-pages /bench page. drop it from PRs")
        .file("Edit", ".github/workflows/bench.yml")
        .bash("actionlint .github/workflows/bench.yml", "")
        .user("at some point the benchmarks should move from benchmark.js to mitata, benchmark.js is dead. not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["nightly"] },
      { kind: "task", keys: ["mitata"] },
    ],
  },
  {
    id: "b74-rebase-contrib",
    build: (s) =>
      s
        .user("#1449 is 40 commits behind and the author went quiet. update the branch so CI runs")
        .bash(
          "gh pr checkout 1449 && git fetch origin main",
          "Switched to branch 'kmiller/strict-week'\nFrom github.com:ferrule-js/ferrule\n * branch            main       -> FETCH_HEAD",
        )
        .assistant("Should I merge main in or rebase?")
        .user(
          "rebase, always, when we update a contributor's branch. no merge commits in their PRs. and use gh pr checkout like you just did, not manual remotes",
        )
        .bash(
          "git rebase origin/main && git push --force-with-lease",
          "Successfully rebased and updated refs/heads/kmiller/strict-week.\n + 3c1d2e0...a9f8e71 kmiller/strict-week -> kmiller/strict-week (forced update)",
        )
        .stop("Rebased and force-pushed with lease; CI started."),
    planted: [
      { kind: "instruction", keys: ["rebase"] },
      { kind: "instruction", keys: ["gh pr checkout"] },
    ],
  },
  {
    id: "b74-empty-question-semver",
    build: (s) =>
      s
        .user("is adding a new optional option to format() a minor or patch")
        .assistant("Minor: it's new public API, even if optional. A patch should only fix behaviour.")
        .user("and changing the default of an existing option?")
        .assistant("That's breaking if anyone can observe the old default, so a major, unless the old default was a documented bug.")
        .user("yeah figured. just double checking before I reply to #1477")
        .bash("gh issue view 1477 --json title --jq .title", "Allow `weekStartsOn` in format()")
        .stop(),
    planted: [],
  },
  {
    id: "b74-milestone-wrapup",
    build: (s) =>
      s
        .user("4.8.3 is out. post-release stuff")
        .bash("npm view ferrule version && gh release view v4.8.3 --json url --jq .url", "4.8.3\nhttps://github.com/ferrule-js/ferrule/releases/tag/v4.8.3")
        .assistant("4.8.3 is on npm and the GitHub release exists.")
        .user(
          "close the 4.8.3 milestone now. then stuff I'm leaving for later: announce on discord (I'll do it), and 4.8.1 needs `npm deprecate` because of the broken tz bundle, haven't done that yet",
        )
        .bash("gh api -X PATCH repos/ferrule-js/ferrule/milestones/31 -f state=closed", '{"title":"4.8.3","state":"closed"}')
        .stop("Milestone closed."),
    planted: [
      { kind: "task", keys: ["npm deprecate", "4.8.1"] },
      { kind: "task", keys: ["discord"] },
    ],
  },
  {
    id: "b74-test-local",
    build: (s) =>
      s
        .user("before you push the parser fix, test")
        .bash("pnpm test --project node test/parse", " Test Files  14 passed (14)\n      Tests  512 passed (512)")
        .assistant("Parser tests pass. Want me to run the browser project too?")
        .user("no. locally `pnpm test --project node` is all you run, the browser matrix is CI's job, it takes 8 min here")
        .bash("git push", "To github.com:ferrule-js/ferrule.git\n   e12f0a9..f00d1e2  fix/strict-feb -> fix/strict-feb")
        .stop(),
    planted: [{ kind: "instruction", keys: ["--project node"] }],
  },
  {
    id: "b74-ci-queue",
    build: (s) =>
      s
        .user("why do PRs sit 'queued' for 20 min some afternoons")
        .bash(
          "gh api orgs/ferrule-js/actions/runners --jq .total_count; gh run list --status queued --json name --jq '.[].name' | sort | uniq -c",
          "0\n      7 ci (macos-14)",
        )
        .assistant("All seven queued jobs are macOS. Maybe the org plan caps macOS concurrency?")
        .bash("gh api orgs/ferrule-js/settings/billing/actions --jq .included_minutes_used_breakdown", '{"MACOS":4112,"UBUNTU":18200,"WINDOWS":6030}')
        .assistant(
          "Checked the plan docs and the org settings page: the free org plan allows 5 concurrent macOS jobs, and our matrix fans out to 6 macOS jobs per PR, so two PRs at once queue. The windows job is the other long pole, ~14 min per run from the durations.",
        )
        .user("ok so macos max 5 concurrent, good to know. windows 14 min, yeah that tracks. cut macOS to node 22 only in the PR matrix")
        .file("Edit", ".github/workflows/ci.yml")
        .user("someday we should look at why windows is so slow, probably the pnpm store cache missing. not now")
        .stop("PR matrix now runs macOS on node 22 only."),
    planted: [
      { kind: "fact", keys: ["macos", "5 concurrent"] },
      { kind: "fact", keys: ["windows", "14 min"] },
      { kind: "task", keys: ["windows", "cache"] },
    ],
  },
  {
    id: "b74-provenance",
    build: (s) =>
      s
        .user("npm shows the provenance badge on other libs. what do we need for that")
        .assistant(
          "Publishing from GitHub Actions with `permissions: id-token: write` and `npm publish --provenance`, or npm's trusted publishing, which also removes the need for a long-lived token.",
        )
        .bash("grep -n 'npm publish' .github/workflows/release.yml", "41:        run: pnpm changeset publish")
        .user("do it. decision: every publish goes through CI with provenance from now on, no more publishing from laptops, mine included")
        .file("Edit", ".github/workflows/release.yml")
        .bash("actionlint .github/workflows/release.yml", "")
        .assistant("release.yml now has `id-token: write` and `NPM_CONFIG_PROVENANCE: true`.")
        .user("once a release has gone out through trusted publishing we can delete the NPM_TOKEN secret. remind me after 4.8.4")
        .stop(),
    planted: [
      { kind: "decision", keys: ["provenance"] },
      { kind: "task", keys: ["npm_token"] },
    ],
  },
  {
    id: "b74-i18n-versioning",
    build: (s) =>
      s
        .user("a user on #1481 is confused that ferrule-i18n is at 2.3 while core is 4.8")
        .bash("jq -r .version package.json packages/i18n/package.json", "4.8.3\n2.3.0")
        .assistant("Is that on purpose, or did they drift?")
        .user(
          "on purpose. ferrule-i18n is versioned independently of core, it has its own changelog under packages/i18n. peer dep is `ferrule >=4.2`. write that in the reply",
        )
        .bash("gh issue comment 1481 --body-file /tmp/1481.md", "https://github.com/ferrule-js/ferrule/issues/1481#issuecomment-2491022")
        .user("oh and put the `pkg: i18n` label on anything that touches packages/i18n, issues and PRs, from here on. I filter on it")
        .bash("gh issue edit 1481 --add-label 'pkg: i18n'", "https://github.com/ferrule-js/ferrule/issues/1481")
        .stop(),
    planted: [
      { kind: "fact", keys: ["i18n", "independently"] },
      { kind: "instruction", keys: ["pkg: i18n"] },
    ],
  },
  {
    id: "b74-3x-support",
    build: (s) =>
      s
        .user("how many people are still on 3.x")
        .bash(
          "npm view ferrule --json | jq '.\"dist-tags\"' && curl -s https://api.npmjs.org/versions/ferrule/last-week | jq '[.downloads | to_entries[] | select(.key|startswith(\"3.\")) | .value] | add'",
          '{"latest":"4.8.3","next":"5.0.0-beta.3","v3-lts":"3.9.7"}\n412338',
        )
        .assistant("412k of ~1.03M weekly downloads are 3.x, so about 40%.")
        .user("oof. 40% still on 3.x. ok settled: 3.x gets security fixes only, until 2027-06-30, then it's done. put the date in SECURITY.md")
        .file("Edit", "SECURITY.md")
        .assistant("Would a 3→4 codemod help people move? Most of the breaks were renames.")
        .user(
          "yes, that's worth doing, someone needs to write a jscodeshift codemod for 3->4 renames. open a help-wanted issue for it later, I'll write the body",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["40%", "3.x"] },
      { kind: "decision", keys: ["2027-06-30"] },
      { kind: "task", keys: ["codemod"] },
    ],
  },
  {
    id: "b74-api-freeze",
    build: (s) =>
      s
        .user("renata wants to rename `toPlainObject` on next. we're at beta.3")
        .bash("gh pr view 1488 --json title,author --jq '.title + \" by \" + .author.login'", "refactor!: rename toPlainObject to toFields by renata")
        .assistant("That's fine during beta. After rc.1, renames would need another rc cycle.")
        .user("fine, merge 1488, but then the public API for 5.0 is frozen at rc.1. nothing renamed or removed after rc.1, only fixes")
        .bash("gh pr merge 1488 --squash", "✓ Squashed and merged pull request #1488 (refactor!: rename toPlainObject to toFields)")
        .bash("npm dist-tag ls ferrule", "latest: 4.8.3\nnext: 5.0.0-beta.3\nv3-lts: 3.9.7")
        .user("and prereleases always go out under the `next` dist-tag. if a beta ever lands on latest again like 4.0.0-beta.1 did I'll cry")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rc.1", "frozen"] },
      { kind: "instruction", keys: ["next", "dist-tag"] },
    ],
  },
  {
    id: "b74-empty-ghsa-draft",
    build: (s) =>
      s
        .user("how does the advisory look, can you read it back")
        .bash(
          "gh api repos/ferrule-js/ferrule/security-advisories/GHSA-7q3x-4m2c-9p1f --jq '.summary, .severity, .state'",
          "ReDoS in parseDuration\nmoderate\ndraft",
        )
        .assistant("Draft, moderate, summary 'ReDoS in parseDuration'. No CVE requested yet.")
        .user("is moderate right? it needs attacker-controlled input to parseDuration")
        .assistant(
          "Moderate is what most ReDoS advisories get when the input has to come from the attacker. High would usually mean it's reachable by default in common setups.",
        )
        .user("ok leave it moderate")
        .stop(),
    planted: [],
  },
  {
    id: "b74-fuzz",
    build: (s) =>
      s
        .user("would the fuzzer have caught the parseDuration ReDoS?")
        .bash("ls fuzz/ && grep -n jazzer package.json", 'parse.fuzz.js\nformat.fuzz.js\n12:    "fuzz": "jazzer fuzz/parse.fuzz.js --timeout=30",')
        .assistant("The fuzz targets are in fuzz/, run with Jazzer.js, but only parse and format; there's no duration target, so no.")
        .user("add a duration target now")
        .file("Write", "fuzz/duration.fuzz.js")
        .bash(
          "timeout 60 npx jazzer fuzz/duration.fuzz.js -- -max_total_time=45",
          "#2      INITED exec/s: 0 rss: 92Mb\n==1144== ERROR: libFuzzer: timeout after 30 seconds\nartifact_prefix='./'; Test unit written to ./timeout-9c1e",
        )
        .assistant("Found the same backtracking within 45 s.")
        .user("lol ok. TODO for me: CONTRIBUTING needs a section on running the fuzzers, nobody knows they exist")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jazzer"] },
      { kind: "task", keys: ["contributing", "fuzz"] },
    ],
  },
  {
    id: "b74-support-channels",
    build: (s) =>
      s
        .user("8 new issues today and 6 are 'how do I format X'")
        .bash(
          "gh issue list --label 'status: needs-triage' --json number,title --jq '.[] | \"#\\(.number) \\(.title)\"'",
          "#1490 how to get week number\n#1491 format in 24h?\n#1492 Bug: parse crashes on empty string\n#1493 how to use with react\n#1494 timezone question\n#1495 help with ISO format\n#1496 ordinal in french?\n#1497 docs link broken",
        )
        .assistant("#1492 and #1497 look like real issues; the rest are usage questions. Should I move those to Discussions?")
        .user(
          "yeah convert them. though honestly nobody reads Discussions, the real support happens on Discord in #help, that's where tamsin and renata hang out. still, for usage questions filed as issues: convert to a discussion and post the `question` saved reply, every time",
        )
        .bash(
          "for n in 1490 1491 1493 1494 1495 1496; do gh issue transfer $n --to-discussion Q&A 2>&1 | tail -1; done",
          "✓ Converted #1490\n✓ Converted #1491\n✓ Converted #1493\n✓ Converted #1494\n✓ Converted #1495\n✓ Converted #1496",
        )
        .stop("Converted six; #1492 and #1497 stay as issues."),
    planted: [
      { kind: "fact", keys: ["discord", "#help"] },
      { kind: "instruction", keys: ["saved reply"] },
    ],
  },
  {
    id: "b74-legacy-branch",
    build: (s) =>
      s
        .user("the ReDoS fix needs to go to 3.x too. how do we get it there")
        .bash(
          "git branch -r | grep -E 'legacy|3' && gh api repos/ferrule-js/ferrule/branches/legacy/3.x/protection --jq .required_pull_request_reviews.required_approving_review_count",
          "  origin/legacy/3.x\n1",
        )
        .assistant("legacy/3.x is protected with one required review. The fix goes in as a cherry-pick PR from main.")
        .user("right, legacy/3.x only ever gets cherry-picks from main, never direct commits. do the cherry-pick PR")
        .bash(
          "git switch -c backport/redos origin/legacy/3.x && git cherry-pick -x 7c1f0aa",
          "[backport/redos 3d0e2b1] fix(duration): bound DURATION_RE (#1499)\n 2 files changed, 19 insertions(+), 4 deletions(-)",
        )
        .bash(
          "gh pr create --base legacy/3.x --title 'fix(duration): bound DURATION_RE (backport #1499)' --body 'cherry-pick of 7c1f0aa'",
          "https://github.com/ferrule-js/ferrule/pull/1500",
        )
        .user("the ferrule-vscode repo is still under my personal account btw, it has to move to the ferrule-js org at some point. not today")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["legacy/3.x", "cherry-pick"] },
      { kind: "task", keys: ["ferrule-vscode"] },
    ],
  },
  {
    id: "b74-typedoc",
    build: (s) =>
      s
        .user("someone edited docs/api/format.md in #1502 to fix a param description")
        .bash("head -3 docs/api/format.md", "<!-- generated by typedoc-plugin-markdown; do not edit -->\n# format\n")
        .assistant("That file is generated by typedoc from the TSDoc in src/format/index.ts, so the edit would be overwritten on the next docs build.")
        .user("yeah. the API pages are generated: never hand-edit docs/api, fix the TSDoc in src instead. tell them that nicely and move the change over")
        .file("Edit", "src/format/index.ts")
        .bash("pnpm docs:api && git diff --stat docs/api", " docs/api/format.md | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
        .user(
          "also the typedoc config still only knows the old single entry point, it misses ferrule/tz and ferrule/duration. needs updating, separate PR, later",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["docs/api", "tsdoc"] },
      { kind: "task", keys: ["typedoc", "entry point"] },
    ],
  },
  {
    id: "b74-empty-review-nit",
    build: (s) =>
      s
        .user("look at #1503 quickly, is there anything wrong with it")
        .bash("gh pr diff 1503", "-  if (input == null) return null;\n+  if (input === undefined || input === null) return null;")
        .assistant("Functionally identical; it replaces `== null` with two strict checks. Probably from a lint rule on their side.")
        .user("meh. does our biome config say anything about eqeqeq")
        .bash("jq '.linter.rules.suspicious' biome.json", '{"noDoubleEquals":{"level":"error","options":{"ignoreNull":true}}}')
        .assistant("`noDoubleEquals` with `ignoreNull: true`, so `== null` is allowed. The PR isn't needed for lint.")
        .user("ok I'll close it with a thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b74-dco",
    build: (s) =>
      s
        .user("cla-assistant is down again and 4 PRs are blocked on the CLA check")
        .bash("gh pr checks 1504 | grep -i cla", "license/cla\tpending\t0\thttps://cla-assistant.io/ferrule-js/ferrule?pullRequest=1504")
        .assistant(
          "We could pin a fallback, or drop the CLA for the DCO: contributors add `Signed-off-by` and the DCO app checks it, no external service holding signatures.",
        )
        .user(
          "we're dropping the CLA and moving to DCO sign-off. remove the CLA check from branch protection and add the DCO app. the existing signatures are in the ferrule-js/cla-signatures repo btw, keep that repo, archive it",
        )
        .bash("gh api -X DELETE repos/ferrule-js/ferrule/branches/main/protection/required_status_checks/contexts -f 'contexts[]=license/cla'", '["ci","lint"]')
        .file("Edit", "CONTRIBUTING.md")
        .user("also the changelog for 4.0 to 4.3 has no PR links at all, that needs a backfill pass some time. add it to the list")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dco"] },
      { kind: "fact", keys: ["cla-signatures"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
];

export const BLIND74 = plantedSet(BLIND74_SESSIONS, Date.UTC(2026, 10, 27, 9));
