/**
 * Blind planted set 168 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: the maintainer of an open-source TypeScript HTTP client (ferrule) triaging issues and PRs
 * with the agent, quoting contributors' comments (which are not memories) and setting project policy.
 * Each session is one segment; the items planted in it are listed with it: 72 items (18 decisions, 18 instructions,
 * 18 facts, 18 tasks) in 48 sessions, 11 of which plant nothing (55 user/assistant messages between them). Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted config/logs/tool output with "always"/"never"/"TODO", chit-chat, and requests
 * done in the same session. Superseded decisions: only the later one is planted.
 *
 * Matching rule (fixed before the extractor was run on this set; the one in planted-blind.ts):
 * - A candidate matches a planted item when it comes from the item's segment, has the item's
 *   kind, and every one of the item's key words occurs in the candidate's text
 *   (case-insensitive substring).
 * - Recall = planted items matched by at least one candidate / planted items (a candidate counts for one
 *   item at most: two items stated in one sentence need two memories).
 * - Precision = candidates that match some planted item of their segment / all candidates.
 *   A second candidate matching an already-matched item counts as correct for precision
 *   (it is true), and is reported as a duplicate.
 * - Also reported, not asserted: "right words, wrong kind" (a candidate whose text has an
 *   item's key words but another kind), which counts as a false positive and leaves the
 *   item missed.
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

export const BLIND168_SESSIONS: BlindSession[] = [
  {
    id: "b168-retry-after-pr",
    build: (s) =>
      s
        .user(`can you pull up PR #412 (the Retry-After one from @jvaldez) and tell me if CI is green`)
        .bash("gh pr checks 412", "lint        pass  31s\ntest (20)   pass  2m10s\ntest (22)   pass  2m02s\nsize-limit  pass  18s")
        .bash(
          "gh pr view 412 --comments | tail -20",
          `jvaldez: We should always honor Retry-After exactly and never cap it, that's what the RFC says.\nmirae-lee: a server sending Retry-After: 86400 would hang the client for a day though`,
        )
        .assistant(
          `CI is green on all four checks. The diff adds Retry-After parsing (seconds and HTTP-date) in src/retry.ts. In the thread, @jvaldez argues for honoring the header uncapped; @mirae-lee pointed out a server could send 86400 and park the request for a day.`,
        )
        .user(
          `yeah mirae's right. ok let's merge it but cap Retry-After at 120 seconds, anything above that we treat as 120. ask him to add that + a test. and from now on squash-merge every external PR, I don't want their wip commits in our history`,
        )
        .bash(
          `gh pr comment 412 --body "Thanks! We'll take this with a cap: values above 120s should clamp to 120. Could you add that and a test?"`,
          "https://github.com/ferrule-js/ferrule/pull/412#issuecomment-2231",
        )
        .assistant(`Commented on #412 asking for the 120 s clamp and a test. I'll squash-merge it once he pushes.`)
        .stop(),
    planted: [
      { kind: "decision", keys: ["retry-after", "120"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b168-drop-node18",
    build: (s) =>
      s
        .user(`issue #388 is asking whether we still support node 18. what does our engines field say right now?`)
        .bash("jq .engines package.json", `{\n  "node": ">=18"\n}`)
        .assistant(`package.json still declares "node": ">=18", and the CI matrix in .github/workflows/ci.yml runs 18, 20 and 22.`)
        .user(`ok. we drop node 18 in 4.0, not in a minor, people pin ^3 and I don't want to break them. reply on the issue saying that`)
        .bash(
          `gh issue comment 388 --body "Node 18 stays supported through 3.x. It will be dropped in 4.0."`,
          "https://github.com/ferrule-js/ferrule/issues/388#issuecomment-2240",
        )
        .assistant(`Replied on #388: 18 stays for 3.x, dropped in 4.0.`)
        .user(`thx. we need to bump the engines field and the CI matrix before we cut 4.0-beta, don't do it now, the 3.9 patch is still going out from main`)
        .stop(`Understood, leaving engines and the matrix alone for now.`),
    planted: [
      { kind: "decision", keys: ["node 18", "4.0"] },
      { kind: "task", keys: ["engines"] },
    ],
  },
  {
    id: "b168-flaky-timers",
    build: (s) =>
      s
        .user(`#398 again, retry.test.ts fails maybe 1 in 10 runs on CI. any idea?`)
        .assistant(`Could be a real race in the backoff code, or test pollution. Let me run it in a loop with a fixed order first.`)
        .bash(
          "for i in $(seq 1 20); do npx vitest run test/abort.test.ts test/retry.test.ts --sequence.shuffle=false >/dev/null 2>&1 || echo fail $i; done",
          "fail 3\nfail 11\nfail 17",
        )
        .file("Read", "vitest.config.ts")
        .bash("grep -n useFakeTimers -r test/ | head", "test/abort.test.ts:14:  vi.useFakeTimers();")
        .assistant(
          `Found it. abort.test.ts calls vi.useFakeTimers() and never restores real timers, and vitest.config.ts has isolate: false, so the fake clock leaks into retry.test.ts when they share a worker. That's the root cause of #398, not the backoff code. Adding vi.useRealTimers() in an afterEach fixes the loop: 0 failures in 50 runs.`,
        )
        .file("Edit", "test/abort.test.ts")
        .bash("for i in $(seq 1 50); do npx vitest run test/abort.test.ts test/retry.test.ts >/dev/null 2>&1 || echo fail $i; done; echo done", "done")
        .user(`nice. follow-up for later, not this PR: turn isolate back on once the suite runs under 30s, right now it'd double the time`)
        .stop(`Pushed the afterEach fix on fix/398-fake-timers.`),
    planted: [
      { kind: "fact", keys: ["isolate"] },
      { kind: "task", keys: ["isolate", "30s"] },
    ],
  },
  {
    id: "b168-labels-retry",
    build: (s) =>
      s
        .user(`let's do a triage pass on the untriaged issues`)
        .bash(
          "gh issue list --label needs-triage --limit 10",
          "#441  Retries fire twice on 503 with body stream\n#440  Docs: typo in hooks page\n#437  exponential backoff ignores maxDelay\n#436  Bun: upload fails with duplex error",
        )
        .assistant(`Four untriaged. #441 and #437 are both in the retry path, #440 is a docs typo, #436 is a Bun upload issue.`)
        .user(
          `when you triage, anything touching the retry logic gets area:retry and you ping @mirae-lee, she owns that module and she's way faster on it than me`,
        )
        .bash(
          "gh issue edit 441 --add-label area:retry --remove-label needs-triage && gh issue edit 437 --add-label area:retry --remove-label needs-triage",
          "https://github.com/ferrule-js/ferrule/issues/441\nhttps://github.com/ferrule-js/ferrule/issues/437",
        )
        .assistant(`Labeled #441 and #437 area:retry and pinged @mirae-lee on both. Left #440 and #436 for you since they're docs and Bun.`)
        .user(`k fix the typo in 440 yourself, it's one word`)
        .file("Edit", "website/src/content/docs/hooks.md")
        .stop(`Fixed "recieve" in hooks.md and opened #442.`),
    planted: [
      { kind: "instruction", keys: ["area:retry"] },
      { kind: "fact", keys: ["mirae", "owns"] },
    ],
  },
  {
    id: "b168-dual-package",
    build: (s) =>
      s
        .user(
          `#429: "require('ferrule') throws ERR_REQUIRE_ESM since 3.8". someone in there says, quote, "You must never ship dual packages, it's always a hazard, just go ESM-only". thoughts?`,
        )
        .assistant(`Maybe the exports map lost its require condition in 3.8? Let me check what's actually in the tarball.`)
        .bash(
          "npm pack ferrule@3.8.0 --dry-run 2>&1 | grep dist/; jq .exports package.json",
          `npm notice 4.1kB dist/index.js\nnpm notice 4.3kB dist/index.mjs\n{\n  ".": { "import": "./dist/index.mjs", "require": "./dist/index.cjs" }\n}`,
        )
        .assistant(
          `The require condition is there, but it points at dist/index.cjs and that file isn't in the package. Since the tsup 8 bump, tsup emits the CJS build as dist/index.js, so require() resolves to a missing file and Node falls through to the ESM one. That's confirmed as the cause of #429.`,
        )
        .user(`ugh. ok fix the exports map to dist/index.js for require. and no, we're not going esm-only, we keep shipping dual until 5.0 at the earliest`)
        .file("Edit", "package.json")
        .bash(
          "npm pack --dry-run 2>&1 | grep dist/ && node -e \"require('./')\" && echo ok",
          "npm notice 4.1kB dist/index.js\nnpm notice 4.3kB dist/index.mjs\nok",
        )
        .stop(`exports.require now points at dist/index.js and require('./') loads. Opened #443.`),
    planted: [
      { kind: "fact", keys: ["tsup", "index.cjs"] },
      { kind: "decision", keys: ["esm-only", "5.0"] },
    ],
  },
  {
    id: "b168-changesets",
    build: (s) =>
      s
        .user(`why did 3.9.1 not publish? I merged the fix yesterday`)
        .bash("gh run list --workflow release.yml --limit 3", "completed  success  Version Packages  main  2h\ncompleted  success  chore: deps        main  1d")
        .file("Read", ".github/workflows/release.yml")
        .assistant(
          `The release workflow ran, but there was no changeset in your PR, so changesets/action had nothing to version. For reference: release.yml runs on every push to main, changesets/action either opens the "Version Packages" PR or, when that PR is merged, publishes to npm.`,
        )
        .user(
          `right. ok rule going forward: every PR that touches src/ needs a changeset, tell contributors to run pnpm changeset if they forgot. docs-only and test-only PRs don't need one`,
        )
        .bash("pnpm changeset add --empty 2>/dev/null; ls .changeset | tail -2", "config.json\nshy-moles-dance.md")
        .file("Edit", ".changeset/shy-moles-dance.md")
        .stop(`Added a patch changeset for the fix; the Version Packages PR should open on the next push.`),
    planted: [
      { kind: "fact", keys: ["changesets/action"] },
      { kind: "instruction", keys: ["changeset", "src/"] },
    ],
  },
  {
    id: "b168-abortsignal-polyfill",
    build: (s) =>
      s
        .user(`PR #420 claims to speed up aborts. can you run the bench on it vs main`)
        .bash("gh pr checkout 420 && pnpm bench --filter abort", "abort x 10k   main: 41.2ms   pr-420: 58.9ms")
        .assistant(
          `It's slower on the PR: 58.9 ms vs 41.2 ms. The PR swaps the native AbortSignal.any for a hand-written polyfill so it works on Node 18. On Node 20+ the native one is faster; the polyfill is where the regression comes from.`,
        )
        .user(
          `@ftanaka wrote "the polyfill is always safer, native AbortSignal.any is never reliable across runtimes" in the description lol. ok, we're not taking the polyfill. close 420 with a thank-you and explain the numbers`,
        )
        .bash(`gh pr close 420 --comment "Thanks a lot for this! We benchmarked it against main..."`, "Closed pull request #420")
        .assistant(`Closed #420 with the benchmark numbers and a thank-you.`)
        .user(`TODO for me, not you: write a docs note that AbortSignal.any needs node 20.3+, people keep hitting that`)
        .stop(`Noted. Nothing else pending on #420.`),
    planted: [
      { kind: "decision", keys: ["polyfill"] },
      { kind: "task", keys: ["abortsignal.any", "20.3"] },
    ],
  },
  {
    id: "b168-plus-one",
    build: (s) =>
      s
        .user(`#301 has 40 comments and like 30 are "+1" or "any update?". can you list who's actually posted repros`)
        .bash(
          'gh api repos/ferrule-js/ferrule/issues/301/comments --paginate -q \'.[] | select(.body | test("repro|stackblitz|codesandbox";"i")) | .user.login\'',
          "kwame-o\nlisa-m\nrbauer",
        )
        .assistant(`Three people posted repros: @kwame-o, @lisa-m and @rbauer. The rest are +1s and "any update" pings.`)
        .user(
          `general policy for the tracker: +1 and "any update" comments, don't reply to them, just hide them as off-topic. people should use the thumbs-up reaction`,
        )
        .bash(
          "gh api graphql -f query='mutation { minimizeComment(input:{subjectId:\"IC_kwDO1\", classifier:OFF_TOPIC}) { minimizedComment { isMinimized } } }' | jq .data",
          `{ "minimizeComment": { "minimizedComment": { "isMinimized": true } } }`,
        )
        .stop(`Hid 29 +1/"any update" comments on #301 as off-topic.`),
    planted: [{ kind: "instruction", keys: ["+1", "off-topic"] }],
  },
  {
    id: "b168-stale-bot",
    build: (s) =>
      s
        .user(`the issue count is at 380. should we turn on a stale bot?`)
        .bash("gh issue list --state open --limit 1000 --json updatedAt -q '[.[] | select(.updatedAt < \"2026-05-01\")] | length'", "212")
        .assistant(`212 of the open issues haven't been touched since May. I could set up actions/stale with 60 days to stale and 14 more to close?`)
        .user(
          `hmm 60 is too aggressive for a library, people come back after a release. make it 90 days for the stale bot, 14 to close, and exempt anything labeled confirmed`,
        )
        .file("Write", ".github/workflows/stale.yml")
        .bash("actionlint .github/workflows/stale.yml && echo ok", "ok")
        .assistant(`stale.yml is in: 90 days to stale, 14 days to close, confirmed exempt. It'll run daily at 03:00 UTC.`)
        .user(`after the first run, go through what it closed and reopen anything that had a repro. remind me if I forget, it'll be like 3 months from now`)
        .stop(`Will do once the first close batch happens.`),
    planted: [
      { kind: "decision", keys: ["stale", "90"] },
      { kind: "task", keys: ["reopen", "repro"] },
    ],
  },
  {
    id: "b168-docs-branch",
    build: (s) =>
      s
        .user(`can you merge #440's fix PR, the typo one`)
        .bash("gh pr view 442 --json baseRefName -q .baseRefName", "main")
        .assistant(`#442 targets main. Should I merge it as is?`)
        .user(
          `no, retarget it. docs PRs go against the docs-site branch, not main, that's how the site gets its own release cycle. the site is Astro in website/ and Netlify deploys it from docs-site`,
        )
        .bash("gh pr edit 442 --base docs-site && gh pr merge 442 --squash", "✓ Changed base branch to docs-site\n✓ Squashed and merged pull request #442")
        .stop(`Retargeted #442 to docs-site and squash-merged it.`),
    planted: [
      { kind: "instruction", keys: ["docs-site"] },
      { kind: "fact", keys: ["netlify"] },
    ],
  },
  {
    id: "b168-security-report",
    build: (s) =>
      s
        .user(`someone just opened a public issue titled "SSRF via redirect following" with a PoC. can you look at it without commenting`)
        .bash(
          "gh issue view 444 --json body -q .body | head -15",
          "When following redirects, ferrule re-sends the Authorization header to a different host...\nPoC: ...",
        )
        .assistant(
          `It's real: follow-redirect keeps Authorization when the host changes. undici strips it on cross-origin redirects; we re-add it from the original options. I'd treat it as a vulnerability.`,
        )
        .user(
          `ok. convert it to a draft security advisory and lock the issue. and please remember, security stuff goes to security@ferrule.dev or a private advisory, never handled in public issues — if you see one, move it, don't discuss it in the thread`,
        )
        .bash(
          "gh issue lock 444 --reason resolved && gh api -X POST repos/ferrule-js/ferrule/security-advisories -f summary='Authorization header leaked on cross-origin redirect' | jq -r .ghsa_id",
          "GHSA-7x2q-9vcm-hh3p",
        )
        .assistant(`Locked #444 and opened draft advisory GHSA-7x2q-9vcm-hh3p.`)
        .user(`we also still don't have a SECURITY.md. put that on the 4.0 milestone, I'll write it`)
        .stop(`Opened #445 "Add SECURITY.md" on the 4.0 milestone, assigned to you.`),
    planted: [
      { kind: "instruction", keys: ["security@"] },
      { kind: "task", keys: ["security.md"] },
    ],
  },
  {
    id: "b168-header-casing",
    build: (s) =>
      s
        .user(`#435 says we mangle header names, "X-Request-ID comes back as x-request-id". is that us or undici?`)
        .file("Read", "src/headers.ts")
        .bash("grep -n toLowerCase src/headers.ts", "22:    out[name.toLowerCase()] = value;")
        .assistant(
          `It's us: normalizeHeaders() in src/headers.ts lowercases every header name before the request goes to undici, and the response headers go through the same function. undici would lowercase them anyway on the response side.`,
        )
        .user(
          `yeah that's intentional. we keep lowercasing header names, it's part of the contract since 2.0 and half the ecosystem relies on it. close it with an explanation`,
        )
        .bash(`gh issue close 435 --reason "not planned" --comment "Header names are lowercased by design..."`, "✓ Closed issue #435 (not planned)")
        .stop(`Closed #435 as not planned with the explanation.`),
    planted: [
      { kind: "fact", keys: ["normalizeheaders"] },
      { kind: "decision", keys: ["lowercas"] },
    ],
  },
  {
    id: "b168-npm-owners",
    build: (s) =>
      s
        .user(`who can publish to npm besides me?`)
        .bash("npm owner ls ferrule", "aline-p <aline@ferrule.dev>\ntobias-h <tobias@hartmann.io>")
        .assistant(`Two owners on npm: you (aline-p) and tobias-h.`)
        .user(
          `right, tobias is the only other one with publish rights, and he's on parental leave till feb. that's a bus factor of 1. we need to add a second publisher, probably mirae, bring it up at the maintainers call on the 3rd`,
        )
        .assistant(`Want me to draft an agenda item for the call?`)
        .user(`sure, just paste it here`)
        .file("Read", "MAINTAINERS.md")
        .stop(`Agenda: "npm publish access: add a second publisher (proposal: @mirae-lee) while Tobias is on leave."`),
    planted: [
      { kind: "fact", keys: ["tobias", "publish"] },
      { kind: "task", keys: ["publisher"] },
    ],
  },
  {
    id: "b168-bundle-size",
    build: (s) =>
      s
        .user(`#438 adds a form-data helper. size-limit job says?`)
        .bash("gh pr checks 438 | grep size", "size-limit  fail  21s")
        .bash(
          "gh run view --log-failed -R ferrule-js/ferrule | grep -A3 'Size limit'",
          "  Size limit: 6 kB\n  Size:       6.8 kB with all dependencies, minified and gzipped",
        )
        .file("Read", ".size-limit.json")
        .assistant(
          `It fails: 6.8 kB against the 6 kB limit. Also worth knowing: .size-limit.json only measures dist/index.js, so the plugins entrypoint isn't measured at all; that's why the retry plugin grew unnoticed last month.`,
        )
        .user(
          `yeah. rule: core stays under 6 kB min+gz. if a PR pushes it over it doesn't get merged, full stop, no "we'll trim later". suggest they move the helper to ferrule/plugins`,
        )
        .bash(
          `gh pr comment 438 --body "Core has a hard 6 kB budget; could this live in ferrule/plugins instead?"`,
          "https://github.com/ferrule-js/ferrule/pull/438#issuecomment-2251",
        )
        .stop(`Commented on #438 suggesting the plugins entry.`),
    planted: [
      { kind: "fact", keys: ["size-limit", "plugins"] },
      { kind: "instruction", keys: ["6 kb"] },
    ],
  },
  {
    id: "b168-interceptors-pr",
    build: (s) =>
      s
        .user(`big one: #431, @pkrause's interceptors API, 900 lines. summarize it for me`)
        .bash(
          "gh pr diff 431 --stat | tail -3",
          " src/interceptors.ts | 412 +++++++\n test/interceptors.test.ts | 388 ++++++\n 9 files changed, 904 insertions(+), 37 deletions(-)",
        )
        .assistant(
          `It adds an axios-style interceptor chain: request.use / response.use with eject, ordered by registration. Solid tests. His comment: "every serious HTTP client always has interceptors, ferrule never will be adopted without them". We could accept it behind an experimental flag?`,
        )
        .user(
          `hmm, no, I don't want a flag. thinking about it more... let's go with hooks instead of interceptors, like ky does — beforeRequest/afterResponse arrays on the options. simpler to type and no ordering puzzles`,
        )
        .assistant(`Got it, hooks over interceptors. Want me to tell @pkrause on the PR?`)
        .user(`yes, nicely, he put a lot of work in. and I'll write up the hooks RFC next week so he can port it if he wants`)
        .bash(
          `gh pr comment 431 --body "Thank you for this! We've decided to go with a hooks API (ky-style) rather than interceptors..."`,
          "https://github.com/ferrule-js/ferrule/pull/431#issuecomment-2260",
        )
        .stop(`Posted the comment on #431 and left the PR open for now.`),
    planted: [
      { kind: "decision", keys: ["hooks", "interceptors"] },
      { kind: "task", keys: ["rfc"] },
    ],
  },
  {
    id: "b168-windows-ci",
    build: (s) =>
      s
        .user(`why do PR checks take forever lately`)
        .bash(
          "gh run list --workflow ci.yml --limit 20 --json jobs | jq -r '...' | sort | uniq -c",
          "  ubuntu-latest   avg 3m05s\n  macos-latest    avg 4m40s\n  windows-latest  avg 11m12s",
        )
        .assistant(
          `The windows job is the bottleneck: about 11 minutes on average, against 3 on ubuntu and under 5 on macOS. Most of it is pnpm install on the windows runner.`,
        )
        .user(
          `ok let's run windows only on pushes to main and release/* branches, not on PRs. windows bugs are rare enough that catching them post-merge is fine`,
        )
        .file("Edit", ".github/workflows/ci.yml")
        .bash("actionlint .github/workflows/ci.yml && echo ok", "ok")
        .stop(`ci.yml now skips windows-latest on pull_request; it still runs on main and release/*.`),
    planted: [
      { kind: "fact", keys: ["windows", "11"] },
      { kind: "decision", keys: ["windows", "prs"] },
    ],
  },
  {
    id: "b168-commit-style",
    build: (s) =>
      s
        .user(`before you push the fix for #437 — what commit message were you going to use?`)
        .bash("git log --oneline -5", "a81c2e0 fix(retry): respect maxDelay in backoff\n4d0e1b9 docs(hooks): typo\n99a0f3c chore(deps): bump undici to 6.21")
        .assistant(`I was going to use "Fix backoff ignoring maxDelay".`)
        .user(
          `use conventional commits, always, scope = the module, so fix(retry): ... like the log. and another thing while we're at it: don't force-push to contributors' branches, ever. push a fixup commit on top and ask them`,
        )
        .bash(
          `git commit --amend -m "fix(retry): clamp backoff to maxDelay (#437)" && git push`,
          "[fix/437 3c2d9a1] fix(retry): clamp backoff to maxDelay (#437)",
        )
        .stop(`Re-committed as fix(retry): clamp backoff to maxDelay (#437) and pushed.`),
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "instruction", keys: ["force-push"] },
    ],
  },
  {
    id: "b168-deprecate-timeout",
    build: (s) =>
      s
        .user(`#426 is a bug in how the numeric timeout option interacts with signal. how many open issues mention timeout + signal?`)
        .bash("gh issue list --search 'timeout signal in:title,body' --json number -q length", "7")
        .assistant(`Seven open issues mention both. Most are about timeout and a user signal racing each other.`)
        .user(
          `ok I've been going back and forth on this but I'm calling it: we deprecate the numeric timeout option in favor of signal: AbortSignal.timeout(ms). warning in 3.10, gone in 5.0`,
        )
        .file("Edit", "src/options.ts")
        .bash("pnpm test -- options", " ✓ test/options.test.ts (14 tests) 41ms")
        .assistant(`Added a one-time deprecation warning for the numeric timeout in src/options.ts; tests pass.`)
        .user(`good. and open a tracking issue for all the 5.0 removals, pin it. we'll keep adding to it`)
        .bash(
          `gh issue create --title "5.0 removals (tracking)" --label breaking --body "- [ ] numeric timeout option" && gh issue pin 446`,
          "https://github.com/ferrule-js/ferrule/issues/446",
        )
        .stop(`Opened and pinned #446.`),
    planted: [{ kind: "decision", keys: ["timeout", "signal"] }],
  },
  {
    id: "b168-msw-nock",
    build: (s) =>
      s
        .user(`#433 adds nock as a devDependency to test the proxy feature. anything wrong with that?`)
        .bash("gh pr view 433 --json files -q '.files[].path'", "package.json\npnpm-lock.yaml\ntest/proxy.test.ts")
        .assistant(
          `Our tests mock with msw 2, not nock. nock patches http.request, and ferrule goes through undici's fetch, so nock never sees the requests. I'd bet the new test passes for the wrong reason. I ran it: it passes with the proxy code deleted too.`,
        )
        .user(
          `lol. ok, ask them to port it to msw. and policy for PRs in general: no new runtime dependencies, reject those. dev deps are fine if there's a reason`,
        )
        .bash(
          `gh pr review 433 --request-changes --body "Could you port this to msw? nock can't intercept undici's fetch..."`,
          "✓ Requested changes to pull request #433",
        )
        .stop(`Requested changes on #433.`),
    planted: [
      { kind: "fact", keys: ["msw"] },
      { kind: "instruction", keys: ["runtime dependencies"] },
    ],
  },
  {
    id: "b168-discord-beta",
    build: (s) =>
      s
        .user(`morning! coffee hasn't kicked in. what's on the 4.0 milestone still`)
        .bash("gh issue list --milestone 4.0 --state open", "#445  Add SECURITY.md\n#446  5.0 removals (tracking)\n#439  Drop node 18 from engines/CI")
        .assistant(`Three open on 4.0: #445 SECURITY.md, #446 the tracking issue, #439 dropping Node 18.`)
        .user(
          `ok not bad. remind me to post the 4.0 beta announcement in Discord #announcements once it's actually on npm, I always forget and people find out from twitter`,
        )
        .stop(`Will remind you when 4.0.0-beta.0 shows up on npm.`),
    planted: [{ kind: "task", keys: ["discord"] }],
  },
  {
    id: "b168-bun-duplex",
    build: (s) =>
      s
        .user(`#436, Bun users say streaming uploads fail. can you repro`)
        .bash("bun run scripts/repro-436.ts", `TypeError: duplex option is not supported\n    at fetch (native)`, 1)
        .assistant(
          `Reproduced. Bun's fetch rejects the duplex: 'half' option that we pass for streaming request bodies (undici requires it). That's the cause of #436. I checked Bun 1.1 and 1.2, same on both.`,
        )
        .user(`great, another runtime fork. patch: only pass duplex when body is a stream AND we're not on bun. do it`)
        .file("Edit", "src/body.ts")
        .bash("bun run scripts/repro-436.ts && pnpm test -- body", "uploaded 2048 bytes\n ✓ test/body.test.ts (9 tests) 33ms")
        .assistant(`Fixed in src/body.ts; repro uploads and tests pass.`)
        .user(`thx. TODO after the beta: the bug template should ask which runtime (node/bun/deno/workers), half these reports don't say`)
        .stop(`Pushed the fix as fix(body): skip duplex on Bun (#436).`),
    planted: [
      { kind: "fact", keys: ["duplex"] },
      { kind: "task", keys: ["template", "runtime"] },
    ],
  },
  {
    id: "b168-codecov",
    build: (s) =>
      s
        .user(`codecov is failing PRs again because of their upload token thing`)
        .bash(
          "gh run view 9931 --log-failed | tail -3",
          "[error] Codecov: Failed to properly upload: The process '/usr/bin/codecov' failed with exit code 255\n[error] Token required - not valid tokenless upload",
        )
        .assistant(
          `Yep, tokenless uploads got rejected for the fork PR. Options: add the token to a pull_request_target job, switch to Coveralls, or drop the external service and use vitest's coverage thresholds.`,
        )
        .user(
          `maybe coveralls? ... actually no, scratch that, same problem. drop codecov entirely, we use vitest coverage thresholds, 80% lines, fail under that`,
        )
        .file("Edit", "vitest.config.ts")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("pnpm vitest run --coverage | tail -2", "All files  |  86.4 |  79.1 |  88.0 |  86.4\n✓ thresholds met")
        .assistant(`Removed the codecov step and set thresholds.lines = 80 in vitest.config.ts. Currently at 86.4% lines.`)
        .user(`follow-up: remove the CODECOV_TOKEN from the repo secrets, I'll need admin for that so later`)
        .stop(),
    planted: [
      { kind: "decision", keys: ["codecov"] },
      { kind: "task", keys: ["codecov_token"] },
    ],
  },
  {
    id: "b168-release-cadence",
    build: (s) =>
      s
        .user(`someone asked on discussions "when is the next release". we don't really have a schedule, do we`)
        .bash(
          "gh release list --limit 6",
          "v3.9.1  Latest  2026-11-18\nv3.9.0          2026-11-02\nv3.8.2          2026-10-29\nv3.8.1          2026-10-21\nv3.8.0          2026-10-06",
        )
        .assistant(`Minors landed on Oct 6 and Nov 2, patches in between on no fixed day. It already looks close to monthly minors.`)
        .user(
          `let's make it official: patches go out whenever they're ready, minors are batched and released on the first Monday of the month. and I prefer you draft the release notes and leave them as a draft for me, don't publish the GitHub release yourself`,
        )
        .bash(`gh release create v3.10.0 --draft --generate-notes`, "https://github.com/ferrule-js/ferrule/releases/tag/untagged-7f1e")
        .assistant(`Drafted v3.10.0 with generated notes; it's unpublished for your review.`)
        .file("Edit", "CONTRIBUTING.md")
        .stop(`Also added the cadence to CONTRIBUTING.md under "Releases".`),
    planted: [
      { kind: "decision", keys: ["first monday"] },
      { kind: "instruction", keys: ["release notes"] },
    ],
  },
  {
    id: "b168-types-undici",
    build: (s) =>
      s
        .user(`#430: "Type 'Response' is not assignable to type 'Response'". classic. what's going on`)
        .file("Read", "tsconfig.json")
        .bash(
          "jq .compilerOptions.lib tsconfig.json; grep -n 'undici-types' src/*.ts | head -3",
          `["es2022"]\nsrc/types.ts:1:import type { Response } from "undici-types";`,
        )
        .assistant(
          `We compile without the DOM lib on purpose and take Response, Headers etc. from undici-types, so in a user project that includes lib.dom there are two Response types that don't unify. The user's project is mixing both.`,
        )
        .user(
          `yeah, that's the known trade-off. I wonder if we should re-export a type alias... eh, not now. follow-up: add a tsd test for the Response generic before 4.0 so at least we notice if it gets worse`,
        )
        .bash(
          `gh issue comment 430 --body "This comes from mixing lib.dom with undici-types..."`,
          "https://github.com/ferrule-js/ferrule/issues/430#issuecomment-2270",
        )
        .stop(`Commented on #430 with the workaround (skipLibCheck or dropping dom from lib).`),
    planted: [
      { kind: "fact", keys: ["undici-types"] },
      { kind: "task", keys: ["tsd"] },
    ],
  },
  {
    id: "b168-triage-onboarding",
    build: (s) =>
      s
        .user(`@dkowalski has been triaging really well for two months. let's give him triage permission on the repo`)
        .bash("gh api -X PUT repos/ferrule-js/ferrule/collaborators/dkowalski -f permission=triage", `{ "permissions": { "triage": true } }`)
        .assistant(`Invited @dkowalski with the triage role.`)
        .user(
          `also for him and everyone: good first issues need a "where to look" pointer in the description — file and function. don't put the label on an issue without one`,
        )
        .bash(
          "gh issue list --label 'good first issue' --json number,body -q '.[] | select(.body | test(\"where to look\";\"i\") | not) | .number'",
          "412\n398",
        )
        .assistant(
          `Two issues carry the good first issue label without a pointer: #412 and #398. Both are actually already being worked on, so I removed the label from them.`,
        )
        .user(`perfect. next week I need to update CONTRIBUTING.md with the triage flow, labels and all, so new triagers have something to read`)
        .stop(),
    planted: [
      { kind: "decision", keys: ["dkowalski", "triage"] },
      { kind: "instruction", keys: ["good first issue"] },
      { kind: "task", keys: ["contributing.md"] },
    ],
  },
  {
    id: "b168-pr-rules-list",
    build: (s) =>
      s
        .user(`dkowalski asked what our PR rules actually are. can you show me the current PR template`)
        .file("Read", ".github/PULL_REQUEST_TEMPLATE.md")
        .assistant(`The template only has "What does this change?" and a "Tests added" checkbox. Nothing about scope or linking issues.`)
        .user(
          `ok writing them down properly then, put these in the template and treat them as the rules when you review:\n1. every PR needs a linked issue, unless it's a typo/docs fix\n2. one feature per PR, if it does two things ask them to split it\n3. tests for every bugfix\n(the third is already there, just keep it)`,
        )
        .file("Edit", ".github/PULL_REQUEST_TEMPLATE.md")
        .bash("git diff --stat", " .github/PULL_REQUEST_TEMPLATE.md | 9 ++++++---\n 1 file changed, 6 insertions(+), 3 deletions(-)")
        .stop(`Template updated with the three rules as a checklist.`),
    planted: [
      { kind: "instruction", keys: ["linked issue"] },
      { kind: "instruction", keys: ["one feature"] },
    ],
  },
  {
    id: "b168-pin-undici",
    build: (s) =>
      s
        .user(`#450: "after npm update, errors.code changed from ECONNRESET to something else". what changed`)
        .bash(
          "npm view undici@6.22.0 gitHead && git -C ../undici log --oneline v6.21.1..v6.22.0 -- lib/core/errors.js",
          "3b1f0a7\n8e21c44 fix: use UND_ERR_SOCKET for socket resets",
        )
        .assistant(
          `Confirmed: undici 6.22.0 reports socket resets as UND_ERR_SOCKET instead of ECONNRESET, and our retry classifier only knows ECONNRESET, so those errors stop being retried. We depend on undici ^6, so users pick up 6.22 on update.\n\nI'd suggest pinning undici to ~6.21 in the next patch so nobody gets it silently, and teaching the classifier both codes before we widen the range again.`,
        )
        .user(`yes, agreed, do the ~6.21 pin`)
        .file("Edit", "package.json")
        .bash("pnpm install && pnpm test -- retry", " ✓ test/retry.test.ts (22 tests) 120ms")
        .stop(`Pinned undici to ~6.21 and pushed chore(deps): pin undici to ~6.21 (#450).`),
    planted: [
      { kind: "fact", keys: ["und_err_socket"] },
      { kind: "decision", keys: ["~6.21"] },
    ],
  },
  {
    id: "b168-bench-box",
    build: (s) =>
      s
        .user(`where do the benchmark graphs on the site come from? a contributor asked and i blanked`)
        .bash(
          "cat .github/workflows/bench.yml | grep -n 'runs-on\\|push'",
          "4:    runs-on: [self-hosted, bench]\n31:        run: git push origin HEAD:gh-pages",
        )
        .assistant(`bench.yml runs on a self-hosted runner labeled "bench" and pushes its results to gh-pages.`)
        .user(
          `oh right, fyi the bench runner is the hetzner box tobias pays for (bench.ferrule.dev), it runs nightly and results go to gh-pages. it's dedicated hw so the numbers are stable, unlike GH runners`,
        )
        .assistant(`Got it. I'll answer the contributor with that.`)
        .bash(
          `gh issue comment 452 --body "The graphs come from a nightly run on a dedicated machine..."`,
          "https://github.com/ferrule-js/ferrule/issues/452#issuecomment-2281",
        )
        .user(`thx. we shoudl add a regression alert on that at some point, like fail + ping if something gets >10% slower. not urgent`)
        .stop(),
    planted: [
      { kind: "fact", keys: ["hetzner"] },
      { kind: "task", keys: ["regression alert"] },
    ],
  },
  {
    id: "b168-sponsors",
    build: (s) =>
      s
        .user(`we got an email from Open Collective saying our fiscal host is changing. how much is in there anyway`)
        .bash("curl -s https://api.opencollective.com/v1/collectives/ferrule | jq .stats.balance", "41210")
        .assistant(`The balance is $412.10 (the API reports cents). Monthly contributions there have been under $50.`)
        .user(`lol. ok, decision: we move to GitHub Sponsors only and close the Open Collective after moving the balance, it's not worth the bookkeeping`)
        .file("Edit", ".github/FUNDING.yml")
        .bash("cat .github/FUNDING.yml", "github: [ferrule-js]")
        .assistant(`FUNDING.yml now lists only GitHub Sponsors.`)
        .user(`and after 4.0 I want to ask the OpenJS Foundation about joining as an at-large project. don't let me forget that one`)
        .stop(),
    planted: [
      { kind: "decision", keys: ["github sponsors"] },
      { kind: "task", keys: ["openjs"] },
    ],
  },
  {
    id: "b168-deno",
    build: (s) =>
      s
        .user(`#453 "does ferrule work on deno?" I honestly don't know. can you try`)
        .bash(
          "deno run -A scripts/smoke.ts",
          "GET https://httpbin.org/get 200\nPOST https://httpbin.org/post 200\nproxy: request went direct (no CONNECT seen)",
        )
        .assistant(
          `It works on Deno 2 through the npm: specifier: GET and POST pass. But the proxy option is silently ignored on Deno: its fetch has no undici dispatcher, so requests go direct. I checked twice with a local proxy that logs CONNECTs.`,
        )
        .user(
          `ok. deno is best-effort then: we say it works, we take fixes, but it's not in CI and not officially supported. answer the issue like that and mention the proxy thing`,
        )
        .bash(`gh issue comment 453 --body "Deno works on a best-effort basis..."`, "https://github.com/ferrule-js/ferrule/issues/453#issuecomment-2290")
        .stop(`Answered #453.`),
    planted: [
      { kind: "fact", keys: ["deno", "proxy"] },
      { kind: "decision", keys: ["best-effort"] },
    ],
  },
  {
    id: "b168-rename-export",
    build: (s) =>
      s
        .user(`#454 renames the exported 'HTTPError' to 'HttpError' "for consistency". CI's green. should we?`)
        .bash("gh pr diff 454 | grep '^[-+]export'", "-export class HTTPError extends FerruleError {\n+export class HttpError extends FerruleError {")
        .assistant(`It's a straight rename with no alias, so any user doing instanceof HTTPError breaks. That's semver-major as written.`)
        .user(
          `yeah. when you review: don't approve anything that renames or removes a public export unless it keeps a deprecation alias for the old name. ask for the alias`,
        )
        .bash(`gh pr review 454 --comment --body "Could you keep HTTPError as a deprecated alias of HttpError?"`, "✓ Reviewed pull request #454")
        .assistant(
          `Asked for the alias on #454. Also noticed the api-extractor report in etc/ferrule.api.md is stale: it still lists the removed retryDelay option.`,
        )
        .user(`ugh. regenerate the api report before the 3.10 release, remind me if I try to ship without it`)
        .stop(),
    planted: [
      { kind: "instruction", keys: ["deprecation alias"] },
      { kind: "task", keys: ["api report"] },
    ],
  },
  {
    id: "b168-lockfile",
    build: (s) =>
      s
        .user(`check out #455 and see if the tests pass locally`)
        .bash("gh pr checkout 455 && pnpm install", "Lockfile is up to date, resolution step is skipped\n...\nDone in 4.1s")
        .bash("pnpm test", " Test Files  41 passed (41)\n      Tests  615 passed (615)")
        .assistant(`All 615 tests pass on #455. The PR also adds a package-lock.json, 9,000 lines.`)
        .bash("grep -n package-lock .gitignore", "7:package-lock.json")
        .assistant(`package-lock.json is in our .gitignore, so they must have force-added it (git add -f).`)
        .user(
          `yeah we're pnpm only, package-lock is gitignored on purpose. ask them to drop it. and when you check out PRs always do pnpm install --frozen-lockfile, a plain install can rewrite pnpm-lock and you end up pushing that`,
        )
        .bash(`gh pr comment 455 --body "Could you remove package-lock.json? We use pnpm."`, "https://github.com/ferrule-js/ferrule/pull/455#issuecomment-2302")
        .stop(),
    planted: [
      { kind: "fact", keys: ["package-lock", "gitignore"] },
      { kind: "instruction", keys: ["frozen-lockfile"] },
    ],
  },
  {
    id: "b168-patch-3-9-2",
    build: (s) =>
      s
        .user(`the maxDelay fix (#437) is merged. what goes out next`)
        .bash(
          "gh pr list --state merged --search 'merged:>2026-11-18' --json number,title -q '.[]|\"\\(.number) \\(.title)\"'",
          "437 fix(retry): clamp backoff to maxDelay\n448 fix(body): skip duplex on Bun\n443 fix(package): point exports.require at dist/index.js",
        )
        .assistant(
          `Three fixes merged since 3.9.1: #437, #448 and #443. Since they're all bug fixes, I'd ship them as 3.9.2 this week rather than waiting for 3.10 on the first Monday.`,
        )
        .user(`yep agreed, 3.9.2 it is`)
        .bash("gh pr view 457 --json title -q .title", "Version Packages")
        .assistant(`The Version Packages PR (#457) already bumps to 3.9.2. Ready for you to merge.`)
        .user(`merging. once 3.10 is out with the deprecation warning, close #426 and the other timeout+signal issues with a link to the changelog`)
        .stop(),
    planted: [
      { kind: "decision", keys: ["3.9.2"] },
      { kind: "task", keys: ["#426"] },
    ],
  },
  {
    id: "b168-timezones",
    build: (s) =>
      s
        .user(`why is mirae's review on #441 from 3am`)
        .bash("gh pr view 441 --json reviews -q '.reviews[-1].submittedAt'", "2026-11-26T02:58:40Z")
        .assistant(`Her review was submitted at 02:58 UTC. Do you know where she's based?`)
        .user(
          `she's in Seoul, so retry reviews basically always land overnight for us. not a problem. unrelated: don't @-mention me on weekends, I'm off GitHub sat/sun now, anything weekend can wait till monday unless it's a security report`,
        )
        .file("Read", "MAINTAINERS.md")
        .assistant(`Noted. MAINTAINERS.md doesn't list time zones; want me to add them?`)
        .user(`no, leave it, people don't love having that public`)
        .stop(),
    planted: [
      { kind: "fact", keys: ["seoul"] },
      { kind: "instruction", keys: ["weekend"] },
    ],
  },
  {
    id: "b168-hooks-placement",
    build: (s) =>
      s
        .user(`starting the hooks RFC. where should hooks live, core or ferrule/plugins?`)
        .bash("npx size-limit --json | jq '.[0].size'", "5624")
        .assistant(
          `Core is at 5,624 bytes against the 6 kB budget, so about 400 bytes of headroom. A minimal beforeRequest/afterResponse runner is roughly 250 bytes minified+gzipped.`,
        )
        .user(`let's put hooks in ferrule/plugins then, keep the main bundle lean`)
        .assistant(`OK. One catch: the retry logic would need to call afterResponse hooks, and retry is in core, so plugins would have to monkey-patch it.`)
        .user(`hmm, that's ugly. ok no, changing my mind: hooks go in core, they're tiny and retry needs them. put that in the RFC draft`)
        .file("Write", "rfcs/0004-hooks.md")
        .bash("wc -w rfcs/0004-hooks.md", "612 rfcs/0004-hooks.md")
        .assistant(`Drafted rfcs/0004-hooks.md with hooks in core and the retry interaction spelled out.`)
        .user(`good. once it's posted, ping @pkrause to see if he wants to port #431 onto it — but only after it's posted, not before`)
        .stop(),
    planted: [
      { kind: "decision", keys: ["hooks", "core"] },
      { kind: "task", keys: ["pkrause"] },
    ],
  },
  {
    id: "b168-test-project",
    build: (s) =>
      s
        .user(`run the tests for the body module`)
        .bash("pnpm test -- body", "Error: browserType.launch: Executable doesn't exist at ~/.cache/ms-playwright/chromium-1140/chrome-linux/chrome", 1)
        .assistant(`The run failed before any test: vitest tried to start the browser project, and Playwright's Chromium isn't installed here.`)
        .user(
          `right, the browser project runs in playwright chromium and it's only set up in CI. locally just run the tests with pnpm test -- --project node, you don't need the browser one`,
        )
        .bash("pnpm test -- --project node body", " ✓ test/body.test.ts (9 tests) 31ms")
        .stop(`Body tests pass under the node project (9 tests).`),
    planted: [
      { kind: "fact", keys: ["playwright"] },
      { kind: "instruction", keys: ["--project node"] },
    ],
  },
  {
    id: "b168-biome",
    build: (s) =>
      s
        .user(`lint takes 40s in CI now, it's silly for a lib this size`)
        .bash("time pnpm lint", "real\t0m38.412s")
        .assistant(
          `ESLint with typed rules plus Prettier takes 38 s. I'd suggest replacing both with Biome: one tool, format + lint, around a second on this codebase. We'd lose two typed rules (no-floating-promises, no-misused-promises), which tsc partly covers.`,
        )
        .user(`ok go with biome, rip out eslint and prettier`)
        .file("Write", "biome.json")
        .bash(
          "pnpm remove eslint prettier @typescript-eslint/parser @typescript-eslint/eslint-plugin && time pnpm biome check .",
          "Checked 58 files in 112ms. No fixes applied.\nreal\t0m0.912s",
        )
        .assistant(`Biome is in and checks the repo in under a second; ESLint and Prettier are removed from devDependencies.`)
        .user(`sweet. the .editorconfig and the .vscode settings still mention prettier, clean those up next time you're in there`)
        .stop(),
    planted: [
      { kind: "decision", keys: ["biome"] },
      { kind: "task", keys: ["prettier", "vscode"] },
    ],
  },
  {
    id: "b168-empty-review-summary",
    build: (s) =>
      s
        .user(`give me a one-paragraph summary of what I reviewed this week, for the maintainers call`)
        .bash(
          "gh search prs --reviewed-by aline-p --updated '>2026-11-21' --json number,title -q '.[]|\"\\(.number) \\(.title)\"'",
          "431 feat: interceptors API\n433 test: proxy tests with nock\n438 feat: form-data helper\n454 refactor: rename HTTPError",
        )
        .assistant(
          `This week you reviewed four PRs: the interceptors API (#431, redirected toward a hooks RFC), the nock-based proxy tests (#433, changes requested), the form-data helper (#438, over the size budget) and the HTTPError rename (#454, alias requested).`,
        )
        .user(`perfect, shorter than I'd have written. is the call at 4 or 5 our time?`)
        .assistant(`I don't have the calendar; the last call's notes in the discussions say 16:00 UTC, but I can't tell if that moved.`)
        .user(`ok I'll check`)
        .stop(),
    planted: [],
  },
  {
    id: "b168-empty-pr-questions",
    build: (s) =>
      s
        .user(`what's #447? just showed up in my notifications`)
        .bash(
          "gh pr view 447 --json title,author,additions,deletions -q '[.title,.author.login,.additions,.deletions]|@tsv'",
          "feat: add HTTP/2 support\tnewcontrib42\t1204\t12",
        )
        .assistant(`#447 is "feat: add HTTP/2 support" from a first-time contributor, 1,204 lines added. No linked issue and no discussion beforehand.`)
        .user(`1200 lines out of nowhere. does it even pass CI?`)
        .bash("gh pr checks 447", "lint  fail  12s\ntest  skipped")
        .assistant(`Lint fails, so tests were skipped. The lint errors are mostly formatting.`)
        .user(`hm. do you think http2 is even something undici does well yet?`)
        .assistant(`undici has HTTP/2 support behind allowH2, still marked experimental in its docs. I haven't tested it against our retry logic.`)
        .stop(),
    planted: [],
  },
  {
    id: "b168-empty-chitchat-tests",
    build: (s) =>
      s
        .user(`back from the conference, jet lag is brutal. run the full test suite for me, I want to see where main is`)
        .bash("pnpm test", " Test Files  41 passed (41)\n      Tests  612 passed (612)\n   Duration  38.20s")
        .assistant(`Main is green: 41 files, 612 tests, 38 s.`)
        .user(`nice. the talk went ok btw, someone from the undici team came to say hi`)
        .assistant(`Sounds like a good trip. Anything come out of the chat with them?`)
        .user(`mostly just nice words lol. ok I'm going to sleep`)
        .stop(`Good night!`),
    planted: [],
  },
  {
    id: "b168-empty-ci-log",
    build: (s) =>
      s
        .user(`the nightly against undici@next failed, paste me the relevant bit`)
        .bash(
          "gh run view 10022 --log-failed | grep -B2 -A6 Error | head -20",
          `warning: TODO(undici): this code path must be removed before v7\nnote: undici always sends keep-alive; never rely on Connection: close\nError: expected 'ECONNRESET' to equal 'UND_ERR_SOCKET'\n  at test/errors.test.ts:88:21`,
        )
        .assistant(
          `One failure in test/errors.test.ts:88: undici@next now surfaces UND_ERR_SOCKET where we expected ECONNRESET. The TODO and keep-alive lines above it are undici's own warnings, not ours.`,
        )
        .user(`is that a change they announced or a bug on their side?`)
        .assistant(`I don't know yet. Their changelog for the next major isn't published; I'd have to read the commits to tell.`)
        .user(`eh, it's nightly against an unreleased version. leave it for today`)
        .stop(),
    planted: [],
  },
  {
    id: "b168-empty-hypothesis",
    build: (s) =>
      s
        .user(`#449 says memory grows in a long-running worker using ferrule. could it be the keep-alive agent holding sockets?`)
        .bash(
          "gh issue view 449 --json body -q .body | head -8",
          "Using ferrule 3.9.1 in a queue worker, RSS grows ~30MB/hour.\nNo repro yet, will try to make one.",
        )
        .assistant(
          `Could be keep-alive sockets, or the retry state map if requests are aborted mid-backoff. Without a repro or a heap snapshot both are guesses.`,
        )
        .user(`maybe it's the dedupe cache? we never evict from it I think`)
        .bash(
          "grep -n 'new Map' src/*.ts",
          "src/dedupe.ts:9:const inflight = new Map<string, Promise<Response>>();\nsrc/retry.ts:31:const pending = new Map<symbol, Timer>();",
        )
        .assistant(
          `dedupe.ts deletes entries when the promise settles, so it shouldn't grow unless promises never settle. Also just a possibility until there's a snapshot.`,
        )
        .user(`ok let's wait for their repro`)
        .stop(),
    planted: [],
  },
  {
    id: "b168-empty-withdrawn",
    build: (s) =>
      s
        .user(`what if we moved the docs to the main branch and killed the docs-site branch?`)
        .assistant(
          `That would mean docs changes for unreleased features show up on the live site before the release. We could gate with versioned docs, but that's more Astro config.`,
        )
        .user(`hmm right. what about publishing docs from tags only?`)
        .bash("git tag --list 'v3.*' | wc -l", "27")
        .assistant(`Possible, but then typo fixes would wait for the next release, and there are 27 v3 tags to keep track of.`)
        .user(`nah forget it, I was just thinking out loud`)
        .stop(),
    planted: [],
  },
  {
    id: "b168-empty-oneoffs",
    build: (s) =>
      s
        .user(`rebase #443 on main please, it's behind`)
        .bash("gh pr checkout 443 && git rebase origin/main && git push --force-with-lease", "Successfully rebased and updated refs/heads/fix/429-exports.")
        .assistant(`#443 is rebased on main and pushed.`)
        .user(`and fix the typo in its title, "exprots"`)
        .bash(`gh pr edit 443 --title "fix(package): point exports.require at dist/index.js"`, "https://github.com/ferrule-js/ferrule/pull/443")
        .assistant(`Title fixed.`)
        .user(`ty. merge it when green`)
        .bash("gh pr merge 443 --squash --auto", "✓ Pull request #443 will be automatically merged via squash when all requirements are met")
        .stop(`Auto-merge enabled on #443.`),
    planted: [],
  },
  {
    id: "b168-empty-opinion",
    build: (s) =>
      s
        .user(
          `@ftanaka commented on the hooks discussion: "Libraries should always expose the raw undici dispatcher. Never hide the transport, users must be able to swap it." do you agree with him?`,
        )
        .assistant(
          `Partly. Exposing a dispatcher option is cheap since undici's fetch already accepts one; exposing it as public API means we can't switch transports later without a major.`,
        )
        .user(`what do ky and got do?`)
        .bash("npm view ky@latest version && npm view got@latest version", "1.7.2\n14.4.5")
        .assistant(
          `ky passes through whatever fetch options you give it, so a dispatcher works by accident; got has its own agent option on node's http stack. Neither documents a dispatcher as a first-class option.`,
        )
        .user(`interesting. I'll think about it`)
        .stop(),
    planted: [],
  },
  {
    id: "b168-empty-status",
    build: (s) =>
      s
        .user(`where did we end up with the Bun fix?`)
        .bash("gh pr view 448 --json state,mergedAt -q '[.state,.mergedAt]|@tsv'", "MERGED\t2026-11-24T16:02:11Z")
        .assistant(`The Bun duplex fix (#448) was merged yesterday at 16:02 UTC. It's in main, not released yet.`)
        .user(`and the issue?`)
        .assistant(`#436 was closed automatically by the merge. I posted a comment there saying it will ship in the next patch.`)
        .user(`cool, thanks`)
        .stop(),
    planted: [],
  },
  {
    id: "b168-empty-dependabot",
    build: (s) =>
      s
        .user(`dependabot opened like 6 PRs overnight. anything scary?`)
        .bash(
          "gh pr list --author app/dependabot --json number,title -q '.[] | \"\\(.number) \\(.title)\"'",
          "451 chore(deps-dev): bump vitest from 2.1.4 to 2.1.5\n452 chore(deps-dev): bump typescript from 5.6.3 to 5.7.2\n453 chore(deps-dev): bump @types/node from 22.9.0 to 22.9.3\n454 chore(deps-dev): bump tsup from 8.3.0 to 8.3.5\n455 chore(deps-dev): bump msw from 2.6.4 to 2.6.5\n456 chore(deps): bump undici from 6.21.0 to 6.21.1",
        )
        .assistant(`All patch or minor bumps. The TypeScript 5.7 one is the only one that could change emitted types; its CI is green.`)
        .user(`merge the green ones`)
        .bash(
          "for n in 451 452 453 454 455 456; do gh pr merge $n --squash; done",
          "✓ Squashed and merged pull request #451\n✓ Squashed and merged pull request #452\n✓ Squashed and merged pull request #453\n✓ Squashed and merged pull request #454\n✓ Squashed and merged pull request #455\n✓ Squashed and merged pull request #456",
        )
        .assistant(`Merged all six.`)
        .stop(),
    planted: [],
  },
  {
    id: "b168-empty-stats",
    build: (s) =>
      s
        .user(`how many downloads did we do last week? someone asked for a sponsor deck`)
        .bash("curl -s https://api.npmjs.org/downloads/point/last-week/ferrule | jq .downloads", "1843022")
        .assistant(`1,843,022 downloads last week on npm.`)
        .user(`wow. how does that compare to a year ago?`)
        .bash("curl -s https://api.npmjs.org/downloads/point/2025-11-14:2025-11-20/ferrule | jq .downloads", "1104310")
        .assistant(`Same week last year was 1,104,310, so up about 67%.`)
        .user(`nice, that's going in the deck`)
        .stop(),
    planted: [],
  },
];

export const BLIND168 = plantedSet(BLIND168_SESSIONS, Date.UTC(2026, 10, 21, 9));
