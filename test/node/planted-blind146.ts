/**
 * Blind planted set 146 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an open-source Vue component-library maintainer triaging issues and PRs, quoting contributors'
 * suggestions (often two competing ones) and then ruling on them; lower-case, terse, gh/pnpm tool calls.
 * Each session is one segment; the items planted in it are listed with it: 67 items (17 decisions, 17 instructions,
 * 16 facts, 17 tasks) in 54 sessions, 13 of which plant nothing (61 user/assistant messages between them).
 * Every other message
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

export const BLIND146_SESSIONS: BlindSession[] = [
  {
    id: "b146-dropdown-teleport",
    build: (s) =>
      s
        .user(
          'triaging #1412. @mkovac writes: "Dropdown should always teleport to body, otherwise it gets clipped by any overflow:hidden parent." what do we do today?',
        )
        .bash("rg -n 'Teleport' packages/dropdown/src", 'packages/dropdown/src/Dropdown.vue:42:  <Teleport to="body" :disabled="!appendToBody">')
        .assistant(
          "Today the menu only teleports when `appendToBody` is true; the default is false, so inside an overflow:hidden card it gets clipped, which is what the issue shows.",
        )
        .user(
          "Ruling: appendToBody stays opt-in, we are not flipping the default, it breaks every Nuxt SSR user with hydration mismatches. Reply on the issue with that and close it. Follow-up for later: the dropdown docs page needs a section on appendToBody, nobody finds that prop.",
        )
        .assistant("Posted the reply on #1412 and closed it as wontfix.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["appendtobody", "opt-in"] },
      { kind: "task", keys: ["appendtobody", "docs"] },
    ],
  },
  {
    id: "b146-pnpm-test-filter",
    build: (s) =>
      s
        .user("run the table tests, #1420 claims sorting is broken on dates")
        .bash("pnpm test", "ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @vellum/docs@0.0.0 test: `vitepress build`\n  Exit status 1", 1)
        .assistant("Running `pnpm test` at the root also tries to build the docs site, which failed. Retrying only the table package.")
        .bash("pnpm --filter @vellum/table test", " ✓ test/sort.spec.ts (18)\n ✓ test/columns.spec.ts (31)\n Test Files  2 passed (2)")
        .user(
          "yeah never run pnpm test from the root, it drags the docs build in. always scope it with --filter to the package you touched. as for #1420, all green, so it's their locale, ask them for a repro",
        )
        .assistant("Asked the reporter on #1420 for a StackBlitz repro with their locale setting.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["--filter"] }],
  },
  {
    id: "b146-vmodel-naming",
    build: (s) =>
      s
        .user(
          'PR #1433 from @lena-dev renames `value` to `modelValue` on Slider. her comment: "Vue 3 convention is modelValue, we should do this for every input component in one go." thoughts?',
        )
        .file("Read", "packages/slider/src/Slider.vue")
        .assistant(
          "Slider, Rate and ColorPicker still take `value` + emit `input`; the other inputs already use `modelValue`. Renaming them all in one PR would be a breaking change for three components. We could also keep `value` as a deprecated alias for a minor.",
        )
        .user(
          "ok decided: we take her rename but with `value` kept as a deprecated alias that warns in dev, and we remove the alias in v4. Merge the slider one, she can do Rate and ColorPicker in follow-ups.",
        )
        .bash("gh pr merge 1433 --squash", "✓ Squashed and merged pull request #1433 (feat(slider): modelValue)")
        .stop("Merged #1433."),
    planted: [
      { kind: "decision", keys: ["deprecated alias"] },
      { kind: "task", keys: ["colorpicker"] },
    ],
  },
  {
    id: "b146-ci-flaky-chat",
    build: (s) =>
      s
        .user("morning. CI is red again?")
        .bash(
          "gh run list --limit 3",
          "X  fix(popover): arrow offset   main  push  2m\n✓  docs: typo                 main  push  1h\n✓  chore(deps): bump vite     main  push  3h",
        )
        .assistant("The latest run on main failed; the two before it passed. Want me to look at the log?")
        .user("yes pls")
        .bash(
          "gh run view --log-failed | tail -5",
          "popover.e2e.ts > arrow follows reference\n  TimeoutError: locator.click: Timeout 5000ms exceeded\n  # TODO: never rely on animation timing here",
        )
        .assistant("It timed out clicking in the popover e2e test. Could be the arrow animation, could be the runner being slow; I can't tell from one run.")
        .user("rerun it and see")
        .bash("gh run rerun --failed", "✓ Requested rerun of run 8812")
        .assistant("Rerun requested.")
        .stop(),
    planted: [],
  },
  {
    id: "b146-css-vars-prefix",
    build: (s) =>
      s
        .user(
          "#1398: @tomasz asks if we can drop the `--vl-` prefix on CSS variables because \"nobody else uses prefixes and they're ugly\". I'm going to say no. Every design token keeps the --vl- prefix, that's how we avoid clashing with the host app's variables. Can you check the theme file doesn't already have unprefixed ones?",
        )
        .bash(
          "rg -n -- '--[a-z]' packages/theme/src/vars.css | rg -v -- '--vl-' | head",
          "packages/theme/src/vars.css:88:  --focus-ring: 0 0 0 2px var(--vl-primary);",
        )
        .assistant("One unprefixed variable slipped in: `--focus-ring` on line 88. Want me to rename it to `--vl-focus-ring`?")
        .user("yes, and rename it in the button styles too")
        .file("Edit", "packages/theme/src/vars.css")
        .file("Edit", "packages/button/src/button.css")
        .assistant("Renamed `--focus-ring` to `--vl-focus-ring` in both files.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["--vl-"] }],
  },
  {
    id: "b146-table-virtual-owner",
    build: (s) =>
      s
        .user("who should I ping on #1441 (virtual scroll jumps when row heights vary)?")
        .bash("cat .github/CODEOWNERS | rg table", "packages/table/  @vellum/core\npackages/table/src/virtual/  @yhsu")
        .assistant("CODEOWNERS gives `packages/table/src/virtual/` to @yhsu specifically; the rest of the table package is on the core team.")
        .user(
          "right, Yu-Hsuan owns the virtual scroller, she wrote all of it. ping her. and fwiw the jump is a known thing: the scroller assumes fixed row height, estimateRowHeight is only used for the first paint.",
        )
        .assistant("Pinged @yhsu on #1441 with that context.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["yu-hsuan", "virtual"] },
      { kind: "fact", keys: ["fixed row height"] },
    ],
  },
  {
    id: "b146-changesets-rule",
    build: (s) =>
      s
        .user("#1450 from a first-timer, tiny fix to Tooltip delay. merge it?")
        .bash("gh pr view 1450 --json files -q '.files[].path'", "packages/tooltip/src/Tooltip.vue")
        .assistant("It only touches Tooltip.vue; there's no changeset file in the PR.")
        .user(
          "then add one for them. going forward every PR that touches packages/ needs a changeset, no exceptions for small stuff, otherwise the release notes miss things. for external contributors just push the changeset onto their branch yourself instead of asking them",
        )
        .bash("pnpm changeset add --empty", "🦋  Empty Changeset added! - you can now commit it")
        .file("Edit", ".changeset/quiet-foxes-sing.md")
        .assistant("Added a patch changeset for @vellum/tooltip and pushed it to the PR branch.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["changeset"] },
      { kind: "instruction", keys: ["external contributors", "push"] },
    ],
  },
  {
    id: "b146-form-validation-proposal",
    build: (s) =>
      s
        .user(
          '#1402 is the big one. @arnav proposes: "Form should integrate vee-validate directly instead of our own rules engine." another contributor suggested zod schemas instead. I honestly don\'t know yet',
        )
        .file("Read", "packages/form/src/rules.ts")
        .assistant(
          "Our rules engine is about 400 lines: required, pattern, min/max and async validators. A vee-validate integration would add a peer dependency; a zod adapter could be a separate small package. Both are plausible.",
        )
        .user("could we do both as adapters maybe? or is that too much surface")
        .assistant("It's doable, but it means two adapters to maintain. It might be worth asking in Discussions which one people actually use.")
        .user("hmm, let me think about it over the weekend. don't reply on the issue yet")
        .stop("Ok, I won't reply on #1402."),
    planted: [],
  },
  {
    id: "b146-docs-deploy",
    build: (s) =>
      s
        .user("where does the docs site actually get deployed from? #1455 says the live docs show an old Select API")
        .bash("cat .github/workflows/docs.yml | rg -n 'branch|deploy'", "6:    branches: [release]\n31:      - run: pnpm --filter @vellum/docs deploy")
        .assistant(
          "The docs workflow only runs on pushes to the `release` branch, not `main`. So the live site reflects the last release, and the Select changes are only on main.",
        )
        .user(
          "ah right, docs deploy from the release branch, I keep forgetting. so #1455 is expected, it'll update with 3.8. label it `docs` and leave it open until then",
        )
        .bash("gh issue edit 1455 --add-label docs", "https://github.com/vellum-ui/vellum/issues/1455")
        .stop("Labelled #1455."),
    planted: [{ kind: "fact", keys: ["release branch"] }],
  },
  {
    id: "b146-ie-support-close",
    build: (s) =>
      s
        .user("#1460 wants IE11 support for DatePicker. lol. just close it with the usual message, link the browser support page")
        .bash("gh issue close 1460 --comment 'See https://vellum.dev/guide/browsers'", "✓ Closed issue #1460")
        .assistant("Closed #1460 with a link to the browser support page.")
        .user("thanks. what's next in the queue")
        .bash(
          "gh issue list --label triage --limit 3",
          "1462  Select: clear icon misaligned\n1463  Question: how to use with Pinia\n1464  Tabs emit change twice",
        )
        .assistant("Next three in triage: #1462 (Select clear icon misaligned), #1463 (a Pinia usage question) and #1464 (Tabs emitting change twice).")
        .stop(),
    planted: [],
  },
  {
    id: "b146-tabs-double-emit",
    build: (s) =>
      s
        .user("#1464, Tabs emits change twice. reproduce?")
        .file("Write", "playground/src/TabsRepro.vue")
        .bash("pnpm --filter playground test:repro tabs", "change → 'b'\nchange → 'b'")
        .assistant(
          "Reproduced: clicking a tab emits `change` once from the click handler and again from the watcher on `modelValue`. Root cause is the watcher in Tabs.vue line 77, which fires after the parent updates v-model.",
        )
        .user(
          "good, that's confirmed then. fix it by only emitting from the click handler. and TODO for next week: audit Steps and Collapse for the same watcher-emits pattern, I bet they copy-pasted it",
        )
        .file("Edit", "packages/tabs/src/Tabs.vue")
        .bash("pnpm --filter @vellum/tabs test", " Test Files  3 passed (3)")
        .stop("Fixed: change now only fires from the click handler."),
    planted: [
      { kind: "fact", keys: ["watcher", "modelvalue"] },
      { kind: "task", keys: ["steps", "collapse"] },
    ],
  },
  {
    id: "b146-icons-tree-shaking",
    build: (s) =>
      s
        .user('@bjorn\'s comment on #1470: "importing one icon pulls in all 900 of them, please split the icon package". is that true?')
        .bash(
          "pnpm --filter size-check run check:icons",
          "import { IconClose } from '@vellum/icons'  →  212.4 kB (min+gz)\nimport IconClose from '@vellum/icons/close'  →  0.4 kB",
        )
        .assistant(
          "Yes for the barrel import: `import { IconClose } from '@vellum/icons'` is 212 kB because the package has `sideEffects` unset, so bundlers can't tree-shake it. Deep imports are 0.4 kB.",
        )
        .user(
          "ok so we're going with setting sideEffects: false in the icons package.json rather than splitting it into 900 packages. bjorn's idea of splitting is way too much publish overhead",
        )
        .file("Edit", "packages/icons/package.json")
        .bash("pnpm --filter size-check run check:icons", "import { IconClose } from '@vellum/icons'  →  0.5 kB (min+gz)")
        .assistant("With `sideEffects: false` the barrel import of one icon drops to 0.5 kB.")
        .stop(),
    planted: [{ kind: "decision", keys: ["sideeffects"] }],
  },
  {
    id: "b146-release-cadence",
    build: (s) =>
      s
        .user("can you draft the 3.7.2 release notes from the changesets")
        .bash("pnpm changeset status --verbose | head -8", "Packages to be bumped at patch:\n- @vellum/tooltip\n- @vellum/tabs\n- @vellum/theme")
        .file("Write", "RELEASE_DRAFT.md")
        .assistant("Drafted the notes for 3.7.2 in RELEASE_DRAFT.md: patch bumps for tooltip, tabs and theme.")
        .user(
          "looks fine. btw, for the record since people keep asking on discord: we ship patch releases every other tuesday, minors when they're ready. and pls don't publish anything on a friday, ever, I'm not debugging npm on a weekend again",
        )
        .assistant("Noted. I'll leave the draft for you to publish.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tuesday"] },
      { kind: "instruction", keys: ["friday"] },
    ],
  },
  {
    id: "b146-pinia-question",
    build: (s) =>
      s
        .user("#1463 is just a pinia question right? what are they asking")
        .bash("gh issue view 1463 --json body -q .body", "How do I keep the Table's sort state in a Pinia store? I always lose it on route change.")
        .assistant(
          "They want the Table's sort state to survive route changes. Binding `v-model:sort` to a store field should do it. Should I answer with a small snippet?",
        )
        .user("yeah, short snippet, then convert it to a discussion")
        .bash("gh issue comment 1463 --body-file /tmp/answer.md", "https://github.com/vellum-ui/vellum/issues/1463#issuecomment-9912")
        .assistant("Answered with a `v-model:sort` + Pinia snippet. Converting to a discussion needs the web UI, the gh CLI can't do it.")
        .user("fine I'll click it")
        .stop(),
    planted: [],
  },
  {
    id: "b146-select-clear-icon",
    build: (s) =>
      s
        .user("#1462 select clear icon misaligned. screenshot shows it 2px low in the `small` size")
        .file("Read", "packages/select/src/select.css")
        .assistant(
          "The clear icon uses a hardcoded `top: 9px`, which is right for default size but not small. Maybe we should switch to flex centering? Or maybe line-height is the real cause, I'm not sure yet.",
        )
        .user("try flex centering and check all three sizes in the playground")
        .file("Edit", "packages/select/src/select.css")
        .bash(
          "pnpm --filter playground screenshot select-sizes",
          "saved playground/screens/select-small.png\nsaved playground/screens/select-default.png\nsaved playground/screens/select-large.png",
        )
        .assistant("With flex centering the icon is centered in small, default and large.")
        .stop(),
    planted: [],
  },
  {
    id: "b146-node-version",
    build: (s) =>
      s
        .user("@kai says in #1475 the repo doesn't build on node 18. should it?")
        .bash("cat .nvmrc; jq .engines package.json", '20.11.1\n{\n  "node": ">=20"\n}')
        .assistant("The repo declares `engines.node >=20` and `.nvmrc` pins 20.11.1, so Node 18 isn't supported for development.")
        .user("correct, contributing requires node 20+, that's intentional (we use the built-in glob in scripts). close it, and point him at CONTRIBUTING")
        .bash("gh issue close 1475 --comment 'Node 20+ is required, see CONTRIBUTING.md'", "✓ Closed issue #1475")
        .stop(),
    planted: [{ kind: "fact", keys: ["node 20"] }],
  },
  {
    id: "b146-a11y-review",
    build: (s) =>
      s
        .user(
          "PR #1480 adds a new Combobox. before I review: @priya wants it to follow the ARIA 1.2 combobox pattern. I agree. rule for all new interactive components from now: they follow the matching WAI-ARIA APG pattern and the PR has to link it in the description",
        )
        .bash("gh pr view 1480 --json body -q .body | head -3", "Adds Combobox component.\n\nCloses #1301")
        .assistant("The PR description doesn't link the APG pattern yet. Want me to ask for it?")
        .user("yes, ask nicely, it's their first big PR")
        .bash(
          "gh pr comment 1480 --body 'Could you link the WAI-ARIA APG combobox pattern in the description?'",
          "https://github.com/vellum-ui/vellum/pull/1480#issuecomment-9930",
        )
        .stop("Asked on #1480."),
    planted: [{ kind: "instruction", keys: ["apg"] }],
  },
  {
    id: "b146-stale-bot-idea",
    build: (s) =>
      s
        .user("someone in discord suggested we add the stale bot to auto-close issues after 60 days. we've got 480 open issues. what's your take")
        .bash("gh issue list --state open --limit 1000 --json number | jq length", "481")
        .assistant(
          "481 open. A stale bot would shrink that, but it also closes real bugs that nobody re-confirmed, and contributors tend to find it hostile. A middle ground could be labelling only issues that are waiting on the reporter.",
        )
        .user("yeah I hate stale bots too. actually let me not decide this tonight")
        .assistant("Sure, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b146-datepicker-dayjs",
    build: (s) =>
      s
        .user(
          '#1488 @rosa: "please replace dayjs with date-fns in DatePicker, dayjs plugins are a mess." and in the same thread someone says we should use Temporal. what does DatePicker use dayjs for',
        )
        .bash("rg -l 'dayjs' packages/ | sort", "packages/date-picker/src/format.ts\npackages/date-picker/src/locale.ts\npackages/date-picker/src/parse.ts")
        .assistant(
          "Formatting, parsing and locales, in three files. Temporal isn't shipped in browsers yet without a polyfill. date-fns would mean rewriting locale loading.",
        )
        .user("ok my ruling on #1488: we stay on dayjs for 3.x, no Temporal until it ships in safari. maybe date-fns in v4, undecided. write that on the issue")
        .bash("gh issue comment 1488 --body-file /tmp/ruling.md", "https://github.com/vellum-ui/vellum/issues/1488#issuecomment-9941")
        .stop("Posted the ruling on #1488."),
    planted: [{ kind: "decision", keys: ["dayjs"] }],
  },
  {
    id: "b146-playground-port",
    build: (s) =>
      s
        .user("playground won't start, says port in use")
        .bash("pnpm --filter playground dev", "Error: Port 5178 is already in use", 1)
        .assistant("5178 is taken. It's the playground's fixed port in vite.config.ts (`strictPort: true`).")
        .bash("lsof -i :5178 | tail -1", "node    48213 maint   23u  IPv6  TCP *:5178 (LISTEN)")
        .user("oh that's the docs dev server, they both use 5178. remind me to give the playground its own port, not now though. kill 48213")
        .bash("kill 48213 && pnpm --filter playground dev", "  VITE v5.4.2  ready in 812 ms\n  ➜  Local:   http://localhost:5178/")
        .stop("Playground running on 5178."),
    planted: [
      { kind: "fact", keys: ["5178"] },
      { kind: "task", keys: ["playground", "port"] },
    ],
  },
  {
    id: "b146-ssr-tests-task",
    build: (s) =>
      s
        .user("#1490: Modal breaks in Nuxt SSR, `document is not defined`. can you find it")
        .bash("rg -n 'document\\.' packages/modal/src", "packages/modal/src/useScrollLock.ts:4:const body = document.body")
        .assistant("`useScrollLock.ts` reads `document.body` at module top level, so it runs during SSR import. Moving it inside the composable fixes it.")
        .file("Edit", "packages/modal/src/useScrollLock.ts")
        .bash("pnpm --filter @vellum/modal test", " Test Files  4 passed (4)")
        .user(
          "nice. this is the third SSR crash this year though. we need an SSR smoke test that imports every package in node, put it on the list for the 3.8 cycle. not today",
        )
        .assistant("Understood, I've only fixed the Modal import here.")
        .stop(),
    planted: [{ kind: "task", keys: ["ssr smoke test"] }],
  },
  {
    id: "b146-commit-convention",
    build: (s) =>
      s
        .user("commit the select fix")
        .bash("git commit -am 'fixed select icon'", "[main 4e1c2a9] fixed select icon\n 1 file changed, 6 insertions(+), 3 deletions(-)")
        .assistant("Committed as 4e1c2a9.")
        .user(
          "amend that message pls. we do conventional commits with the package as scope, like `fix(select): center clear icon`. the changelog generator groups by that scope so it matters",
        )
        .bash("git commit --amend -m 'fix(select): center clear icon in all sizes'", "[main 7b90d13] fix(select): center clear icon in all sizes")
        .stop("Amended to `fix(select): center clear icon in all sizes`."),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b146-renovate-grouping",
    build: (s) =>
      s
        .user(
          'renovate opened 14 PRs overnight again. @sven suggested in #1493: "group all devDependencies into one weekly PR". and @mara says we should just drop renovate for dependabot',
        )
        .bash("gh pr list --author app/renovate --json number | jq length", "14")
        .assistant(
          '14 open renovate PRs. Grouping is a `packageRules` entry in renovate.json with `matchDepTypes: ["devDependencies"]` and a weekly schedule. Switching to dependabot would lose the grouping features we\'d want here.',
        )
        .user("sven's version it is. group devDependencies weekly, monday morning, keep runtime deps as separate PRs. no dependabot")
        .file("Edit", "renovate.json")
        .bash("npx --yes renovate-config-validator", "INFO: Validating renovate.json\nINFO: Config validated successfully")
        .stop("renovate.json updated and validated."),
    planted: [{ kind: "decision", keys: ["devdependencies", "weekly"] }],
  },
  {
    id: "b146-hello-chitchat",
    build: (s) =>
      s
        .user("hey, you there? long day, just want to clear a couple of quick ones")
        .assistant("Here. What's first?")
        .user("how many PRs are waiting on me for review")
        .bash("gh pr list --search 'review-requested:@me' --json number | jq length", "7")
        .assistant("Seven PRs have a review request for you.")
        .user("ugh. ok tomorrow. thanks")
        .stop("Good night."),
    planted: [],
  },
  {
    id: "b146-tooltip-delay-default",
    build: (s) =>
      s
        .user(
          '#1497 @noor: "Tooltip open delay of 0 makes it flicker when you move across a toolbar, make it 300ms like MUI". another comment says 500. check what we have',
        )
        .bash("rg -n 'openDelay' packages/tooltip/src/props.ts", "12:  openDelay: { type: Number, default: 0 },")
        .assistant("Default `openDelay` is 0. 300 ms is common; 500 ms feels slow in toolbars.")
        .user("go with noor's 300. its technically a behaviour change so it goes in the minor, not a patch")
        .file("Edit", "packages/tooltip/src/props.ts")
        .file("Write", ".changeset/tidy-owls-wait.md")
        .assistant("Set the default `openDelay` to 300 and added a minor changeset for @vellum/tooltip.")
        .stop(),
    planted: [{ kind: "decision", keys: ["300"] }],
  },
  {
    id: "b146-docs-examples-sfc",
    build: (s) =>
      s
        .user("#1500 docs PR adds Options API examples next to every Composition API one. merge?")
        .bash("gh pr diff 1500 --stat | tail -1", " 64 files changed, 3120 insertions(+), 12 deletions(-)")
        .assistant("It doubles 64 example files. Maintaining both versions on every change would be a lot of churn.")
        .user(
          "no, close it kindly. docs examples are `<script setup>` + TypeScript only, that's the rule, we don't do options api examples. say thanks for the effort",
        )
        .bash("gh pr close 1500 --comment 'Thanks a lot for this! ...'", "✓ Closed pull request #1500")
        .stop("Closed #1500 with a thank-you."),
    planted: [{ kind: "instruction", keys: ["script setup"] }],
  },
  {
    id: "b146-bundle-size-limit",
    build: (s) =>
      s
        .user("why did size-limit fail on #1502")
        .bash(
          "pnpm size-limit",
          "  @vellum/core full bundle\n  Size limit: 85 kB\n  Size:       86.3 kB  with all dependencies, minified and gzipped\n  ✖ Size limit exceeded",
          1,
        )
        .assistant("The full bundle is 86.3 kB against an 85 kB limit. The PR adds a 1.4 kB Combobox, which tips it over.")
        .user("ok so for context, 85 kB is the ceiling we promised in the v3 announcement, it doesn't move. tell them to lazy-load the filtering bit")
        .bash("gh pr comment 1502 --body 'size-limit...'", "https://github.com/vellum-ui/vellum/pull/1502#issuecomment-9960")
        .stop(),
    planted: [{ kind: "fact", keys: ["85"] }],
  },
  {
    id: "b146-test-env-happy-dom",
    build: (s) =>
      s
        .user('@jun opened #1505: "switch vitest from jsdom to happy-dom, it\'s 3x faster". try it on the table package and tell me')
        .bash(
          "pnpm --filter @vellum/table test -- --environment happy-dom",
          " Test Files  1 failed | 1 passed (2)\n FAIL test/columns.spec.ts > resizes column\n   getBoundingClientRect returned 0",
        )
        .assistant("With happy-dom, the column resize test fails because `getBoundingClientRect` returns zeros. The passing file ran about 2.4x faster.")
        .user("meh. ok decided, we stay on jsdom, the layout stuff matters more than speed for us. thank jun and close")
        .bash("gh issue close 1505 --comment 'Thanks! Staying on jsdom for now: ...'", "✓ Closed issue #1505")
        .stop(),
    planted: [{ kind: "decision", keys: ["jsdom"] }],
  },
  {
    id: "b146-triage-labels",
    build: (s) =>
      s
        .user(
          "quick process thing before we keep going. when you triage: bugs without a repro get `needs-repro` and nothing else, don't try to guess the component. and questions go to Discussions, not the issue tracker",
        )
        .assistant("Got it.")
        .bash("gh issue list --label triage --limit 2", "1507  DataGrid: broken\n1508  how to change primary color?")
        .assistant('#1507 says only "DataGrid: broken" with no repro; #1508 is a theming question.')
        .user("yep, apply the rules")
        .bash("gh issue edit 1507 --add-label needs-repro", "https://github.com/vellum-ui/vellum/issues/1507")
        .stop("Labelled #1507 needs-repro; #1508 should move to Discussions."),
    planted: [
      { kind: "instruction", keys: ["needs-repro"] },
      { kind: "instruction", keys: ["discussions"] },
    ],
  },
  {
    id: "b146-log-output-quote",
    build: (s) =>
      s
        .user("what does the lint job say on #1510")
        .bash(
          "gh run view 8901 --log | rg -i 'warn|error' | head -4",
          "eslint: vue/no-mutating-props  Props must never be mutated (Rate.vue:31)\nwarn: TODO comment found: always emit update:modelValue\nerror: 1 problem",
          1,
        )
        .assistant("One lint error: `vue/no-mutating-props` in Rate.vue line 31, it mutates a prop directly. The TODO warning is just informational.")
        .user("is it the contributor's code or was that already there?")
        .bash("git blame -L 31,31 packages/rate/src/Rate.vue", "^a12f0c3 (contrib-ola 2026-11-20) props.value = next")
        .assistant("It's from the PR, line 31 was added by the contributor.")
        .user("ok leave a review comment pointing at it")
        .bash("gh pr review 1510 --comment -b 'Rate.vue:31 mutates a prop...'", "Reviewed pull request #1510")
        .stop(),
    planted: [],
  },
  {
    id: "b146-i18n-owner",
    build: (s) =>
      s
        .user("new locale PR for Ukrainian #1512. who reviews locales?")
        .bash("cat .github/CODEOWNERS | rg locale", "packages/locale/  @vellum/i18n")
        .assistant("The `@vellum/i18n` team owns packages/locale.")
        .user("right. that team is basically just Olek and Ines now, and we require a native speaker's approve on every locale PR before merge. request Olek")
        .bash("gh pr edit 1512 --add-reviewer olek-h", "https://github.com/vellum-ui/vellum/pull/1512")
        .assistant("Requested a review from Olek on #1512.")
        .user(
          "also leave yourself a note: the locale files still have 11 untranslated keys in `pl` and `cs` from the Combobox work, someone has to chase those before 3.8",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["olek", "ines"] },
      { kind: "instruction", keys: ["native speaker"] },
      { kind: "task", keys: ["untranslated"] },
    ],
  },
  {
    id: "b146-dark-mode-strategy",
    build: (s) =>
      s
        .user(
          "RFC #1380 dark mode, time to close it out. option A from @hugo: `prefers-color-scheme` media query only. option B from @ada: a `.dark` class on html, like tailwind. option C: both.",
        )
        .file("Read", "rfcs/1380-dark-mode.md")
        .assistant(
          "The thread leans to B: most apps want a toggle, which the media query alone can't do. C doubles the CSS unless the media query just sets the class via a tiny script.",
        )
        .user(
          "hmm C is tempting. no wait, scratch that, going with B. the `.dark` class on the html element is the only switch; apps that want auto can toggle it themselves. mark the RFC accepted",
        )
        .file("Edit", "rfcs/1380-dark-mode.md")
        .bash("gh issue edit 1380 --add-label rfc-accepted", "https://github.com/vellum-ui/vellum/issues/1380")
        .stop("RFC #1380 marked accepted with option B."),
    planted: [{ kind: "decision", keys: ["dark", "class"] }],
  },
  {
    id: "b146-windows-ci-hypothesis",
    build: (s) =>
      s
        .user("why is the windows job so slow lately, 14 min vs 5 on ubuntu")
        .bash(
          "gh run view 8920 --json jobs -q '.jobs[] | .name + \" \" + (.completedAt)'",
          "test (ubuntu-latest) 2026-11-26T10:05:11Z\ntest (windows-latest) 2026-11-26T10:14:40Z",
        )
        .assistant("Could be the pnpm store not being cached on Windows, or Defender scanning node_modules. I'd need timing per step to tell which.")
        .user("maybe it's the playwright browsers download? no idea. don't touch it for now, just curious")
        .assistant("Ok, leaving the workflow as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b146-volar-types",
    build: (s) =>
      s
        .user("#1515 says slot types don't show up in volar for Table. check")
        .bash("pnpm --filter @vellum/table build:types && rg -n 'defineSlots' packages/table/src/Table.vue", "Table.vue:14: defineSlots<TableSlots<T>>()")
        .assistant(
          "Table uses `defineSlots` correctly. The d.ts emitted by vue-tsc is fine too; the reporter is on vue-tsc 1.8, and generic slot types need 2.x.",
        )
        .user(
          "right, we need vue-tsc 2 for the generic components, that's a hard requirement. answer that and add it to the FAQ. actually I'll do the faq myself later, just answer",
        )
        .bash("gh issue comment 1515 --body 'Generic slot types need vue-tsc 2.x ...'", "https://github.com/vellum-ui/vellum/issues/1515#issuecomment-9981")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vue-tsc 2"] },
      { kind: "task", keys: ["faq"] },
    ],
  },
  {
    id: "b146-v4-branch-plan",
    build: (s) =>
      s
        .user(
          "planning stuff. things we need to do before v4 branches off, write them down as I say them:\n- remove the `value` alias from Slider/Rate/ColorPicker\n- drop the legacy `vl-` class prefix compat layer\n- migrate the Form rules engine to whatever we pick in #1402",
        )
        .file("Read", "ROADMAP.md")
        .assistant('ROADMAP.md has a v4 section with only "TBD". Should I add these three items there?')
        .user("yes add them")
        .file("Edit", "ROADMAP.md")
        .bash("git diff --stat", " ROADMAP.md | 4 +++-\n 1 file changed, 3 insertions(+), 1 deletion(-)")
        .stop("Added the three v4 items to ROADMAP.md."),
    planted: [
      { kind: "task", keys: ["alias"] },
      { kind: "task", keys: ["compat layer"] },
      { kind: "task", keys: ["rules engine"] },
    ],
  },
  {
    id: "b146-form-validation-ruling",
    build: (s) =>
      s
        .user("back on #1402 (form validation). re-read the thread?")
        .bash(
          "gh issue view 1402 --comments | tail -6",
          "@arnav: vee-validate integration would save us maintaining rules.ts\n@lisa: zod adapter please, we already have schemas\n@arnav: fair, an adapter interface would cover both",
        )
        .assistant(
          "Arnav now agrees with an adapter interface. Proposal: keep our built-in rules as the default adapter, and ship `@vellum/form-zod` as a separate package; vee-validate could be a community adapter.",
        )
        .user(
          "yes, that. adapter interface, built-in rules as default, official zod adapter as its own package, vee-validate left to the community. post it as the decision on #1402",
        )
        .bash("gh issue comment 1402 --body-file /tmp/decision.md", "https://github.com/vellum-ui/vellum/issues/1402#issuecomment-10002")
        .stop("Posted the decision on #1402."),
    planted: [{ kind: "decision", keys: ["zod", "adapter"] }],
  },
  {
    id: "b146-rate-half-stars",
    build: (s) =>
      s
        .user("#1520 @omar wants half stars on Rate via `allowHalf`. Element Plus has it. he says he'll send a PR if we agree")
        .file("Read", "packages/rate/src/Rate.vue")
        .assistant(
          "Rate renders whole icons only; half stars would need a clipped overlay icon. It's maybe 60 lines. The prop name `allowHalf` matches Element Plus and Ant, which helps people migrating.",
        )
        .user("fine, accepted, tell him to go ahead with `allowHalf`. and it needs keyboard support for halves (arrow = 0.5 step), say that up front")
        .bash("gh issue comment 1520 --body 'Accepted, go ahead with allowHalf...'", "https://github.com/vellum-ui/vellum/issues/1520#issuecomment-10010")
        .stop("Told Omar to go ahead."),
    planted: [
      { kind: "decision", keys: ["allowhalf"] },
      { kind: "decision", keys: ["keyboard"] },
    ],
  },
  {
    id: "b146-storybook-removal",
    build: (s) =>
      s
        .user("do we still build storybook in CI? it takes forever")
        .bash("rg -n storybook .github/workflows/*.yml", ".github/workflows/ci.yml:48:      - run: pnpm --filter storybook build")
        .assistant("Yes, ci.yml line 48 builds Storybook on every push; it's about 4 minutes. The docs site already has live demos for every component.")
        .user(
          "kill it. we're dropping storybook entirely, the vitepress demos replace it. remove the step and the storybook package. (also note for later: redirect storybook.vellum.dev to the docs, that's a DNS thing I have to do in cloudflare)",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .bash(
          "git rm -r -q apps/storybook && git status --short | head -3",
          "M  .github/workflows/ci.yml\nD  apps/storybook/.storybook/main.ts\nD  apps/storybook/package.json",
        )
        .stop("Removed the Storybook CI step and apps/storybook."),
    planted: [
      { kind: "decision", keys: ["storybook", "vitepress"] },
      { kind: "task", keys: ["redirect", "storybook"] },
    ],
  },
  {
    id: "b146-test-naming",
    build: (s) =>
      s
        .user("review #1523, new tests for Pagination")
        .bash("gh pr diff 1523 --name-only", "packages/pagination/__tests__/pagination.test.js")
        .assistant("The PR adds `__tests__/pagination.test.js`. Other packages put tests in `test/*.spec.ts`.")
        .user(
          "yeah ask them to move it. tests live in `test/` as `*.spec.ts`, TypeScript, never plain JS. vitest's include glob only picks up test/**/*.spec.ts so theirs doesn't even run",
        )
        .bash("gh pr review 1523 --request-changes -b 'Please move to test/pagination.spec.ts ...'", "Requested changes on pull request #1523")
        .stop(),
    planted: [
      { kind: "instruction", keys: [".spec.ts"] },
      { kind: "fact", keys: ["include glob"] },
    ],
  },
  {
    id: "b146-npm-org-2fa",
    build: (s) =>
      s
        .user("publish failed for the 3.7.2 dry run?")
        .bash(
          "pnpm -r publish --dry-run 2>&1 | tail -3",
          "npm ERR! code EOTP\nnpm ERR! This operation requires a one-time password from your authenticator.",
          1,
        )
        .assistant("The dry run asks for a one-time password. The @vellum npm org seems to require 2FA on publish.")
        .user(
          "yes the org enforces 2FA for publishing, and only me and Ines have publish rights. so you'll never be able to publish, just prep everything and hand it to me",
        )
        .assistant("Understood, I'll stop at the prepared release.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2fa"] },
      { kind: "fact", keys: ["publish rights"] },
      { kind: "instruction", keys: ["prep"] },
    ],
  },
  {
    id: "b146-contributor-thanks",
    build: (s) =>
      s
        .user("#1525 is a really nice first PR, docs typo fixes across 9 pages. merge it and say something nice")
        .bash("gh pr merge 1525 --squash", "✓ Squashed and merged pull request #1525 (docs: fix typos)")
        .assistant("Merged. Want me to add them to the all-contributors list too?")
        .user("sure")
        .bash("pnpm all-contributors add rhea-p doc", "Contributor rhea-p added with contribution: doc")
        .assistant("Added rhea-p to .all-contributorsrc with the `doc` contribution, and thanked them on the PR.")
        .stop(),
    planted: [],
  },
  {
    id: "b146-question-roundup",
    build: (s) =>
      s
        .user("do you think we should move the monorepo to turborepo? genuine question, not a plan")
        .assistant(
          "It would cache builds across CI runs, which would help the docs build. But pnpm's `--filter` already covers most of what we run, and it'd be another config to keep.",
        )
        .user("and what about bun for the test runner, would vitest even work there")
        .assistant("Vitest runs under Bun in most cases, but the jsdom environment has had rough edges there. I wouldn't know without trying it on this repo.")
        .user("ok, just thinking out loud. nothing to do")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b146-popover-arrow-followups",
    build: (s) =>
      s
        .user("the popover arrow fix from this morning, did the rerun pass?")
        .bash("gh run list --limit 1", "✓  fix(popover): arrow offset   main  push  40m")
        .assistant("Yes, the rerun passed, main is green.")
        .user(
          "good. two things I don't want to lose, neither for today: 1) the popover e2e test waits on the animation, it needs to use the `reduced-motion` emulation instead so it stops flaking. 2) Popover and Tooltip each have their own copy of the floating-ui setup, we should pull that into a shared usePosition composable at some point",
        )
        .assistant("Noted both; I haven't changed anything.")
        .stop(),
    planted: [
      { kind: "task", keys: ["reduced-motion"] },
      { kind: "task", keys: ["useposition"] },
    ],
  },
  {
    id: "b146-checkbox-group-api",
    build: (s) =>
      s
        .user(
          "#1530. two competing PRs for CheckboxGroup min/max. @felix's adds `min`/`max` props, @wen's adds a `validate` function prop. wen's is more flexible but felix's matches Element Plus and our docs style",
        )
        .bash("gh pr checks 1531 && gh pr checks 1532", "test  pass  2m\nlint  pass  40s\ntest  pass  2m\nlint  fail  38s")
        .assistant(
          "Both test suites pass; #1532 (wen's) has a lint failure. Functionally, `min`/`max` covers every case in the linked issues; a validate function would overlap with the Form adapter work.",
        )
        .user("taking felix's min/max props, closing wen's. wen's validate idea belongs in the Form adapter anyway, say that and thank both")
        .bash("gh pr merge 1531 --squash && gh pr close 1532 --comment 'Thanks! ...'", "✓ Squashed and merged pull request #1531\n✓ Closed pull request #1532")
        .stop("Merged #1531, closed #1532 with thanks."),
    planted: [{ kind: "decision", keys: ["min", "max"] }],
  },
  {
    id: "b146-breaking-change-label",
    build: (s) =>
      s
        .user("what's #1535 about")
        .bash("gh pr view 1535 --json title,labels -q '.title'", "refactor(select)!: remove `filterable` in favour of `search`")
        .assistant("It removes Select's `filterable` prop in favour of `search`, marked breaking with the `!` in the title. It targets main.")
        .user(
          "no breaking changes land on main during 3.x, they go to the `next` branch. retarget it. and please, for every PR with a ! in the title, check the base branch first before anything else, every single time",
        )
        .bash("gh pr edit 1535 --base next", "https://github.com/vellum-ui/vellum/pull/1535")
        .assistant("Retargeted #1535 to `next`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["next", "breaking"] },
      { kind: "instruction", keys: ["base branch"] },
    ],
  },
  {
    id: "b146-docs-search",
    build: (s) =>
      s
        .user(
          "#1540 docs search returns nothing for 'datepicker' (no space). @gil says switch from algolia docsearch to vitepress local search. @hana says algolia's fine, it's just our synonyms config",
        )
        .bash("cat docs/.vitepress/algolia-config.json | jq '.synonyms'", "null")
        .assistant(
          'We have no synonyms configured. Adding `["datepicker", "date picker"]` would fix this case. Local search would work offline but increases the docs bundle with the index.',
        )
        .user(
          "hana's right. we keep algolia, add synonyms. btw the algolia crawler config is not in this repo, it lives in the algolia dashboard under the vellum app, only I have access. so just send me the synonyms list",
        )
        .assistant("Here is the list: datepicker/date picker, colorpicker/color picker, timepicker/time picker, treeselect/tree select.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["algolia", "synonyms"] },
      { kind: "fact", keys: ["algolia dashboard"] },
    ],
  },
  {
    id: "b146-vue-version-floor",
    build: (s) =>
      s
        .user('@drew in #1545: "can we bump the peer dep to vue ^3.4 so we can use defineModel everywhere?". currently ^3.3')
        .bash("jq '.peerDependencies' packages/vellum/package.json", '{\n  "vue": "^3.3.0"\n}')
        .assistant(
          "The peer range is `^3.3.0`. `defineModel` is stable from 3.4. Bumping the floor in a minor would be a breaking change for anyone still on 3.3.",
        )
        .user(
          "ok so: the vue peer range bumps to ^3.4 but only in v4, not in a 3.x minor. until then no defineModel in library code, keep the manual props+emit pattern. tell drew",
        )
        .bash("gh issue comment 1545 --body '...'", "https://github.com/vellum-ui/vellum/issues/1545#issuecomment-10044")
        .stop(),
    planted: [
      { kind: "decision", keys: ["3.4", "v4"] },
      { kind: "instruction", keys: ["definemodel"] },
    ],
  },
  {
    id: "b146-perf-bench-later",
    build: (s) =>
      s
        .user("Table with 10k rows and sorting on, how long does a sort take? somebody on discord says 2s")
        .bash("pnpm --filter @vellum/table bench sort", " sort 10k rows (string col)   412 ms\n sort 10k rows (date col)     1870 ms")
        .assistant("String sort on 10k rows takes 412 ms, date sort 1.87 s. The date comparator parses both values with dayjs on every comparison.")
        .user(
          "yikes. ok that's real. not fixing it today, but the date comparator needs to pre-parse the values once before sorting, add a TODO issue and assign it to me",
        )
        .bash("gh issue create --title 'Table: pre-parse dates before sorting' --assignee @me --label perf", "https://github.com/vellum-ui/vellum/issues/1549")
        .stop("Opened #1549 and assigned it to you."),
    planted: [
      { kind: "fact", keys: ["comparator", "dayjs"] },
      { kind: "task", keys: ["pre-parse"] },
    ],
  },
  {
    id: "b146-maintainer-rotation",
    build: (s) =>
      s
        .user(
          "fyi for the future, I'm away 2–16 december. Ines does triage while I'm gone, Olek does releases. if something's urgent with the npm side it waits for me, nobody else touches the release branch",
        )
        .bash("gh api repos/vellum-ui/vellum/branches/release/protection -q '.required_pull_request_reviews.required_approving_review_count'", "1")
        .assistant("The release branch requires one approving review; I can't see who's allowed to bypass it from this output.")
        .user("fine. also before I leave: update the triage section of MAINTAINERS.md so Ines knows the label rules, remind me on the 1st if I haven't")
        .assistant("Will do on the 1st if it's still undone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ines", "triage"] },
      { kind: "instruction", keys: ["release branch"] },
      { kind: "task", keys: ["maintainers.md"] },
    ],
  },
  {
    id: "b146-transition-names",
    build: (s) =>
      s
        .user('#1552 @luz: "transitions are named `fade`, `zoom-in`, `slide-up` globally, they clash with my app\'s own fade". she suggests prefixing them')
        .bash(
          'rg -n "name=\\"" packages/*/src/*.vue | rg Transition | head -4',
          'packages/modal/src/Modal.vue:8:    <Transition name="fade">\npackages/drawer/src/Drawer.vue:6:    <Transition name="slide-up">',
        )
        .assistant("Modal and Drawer use unprefixed transition names, so the generated `.fade-enter-active` classes collide with app styles.")
        .user(
          "she's right, accepted. all our transition names get the `vl-` prefix (vl-fade, vl-slide-up, ...). old names stay as aliases until v4. she said she'll do the PR",
        )
        .bash("gh issue edit 1552 --add-label accepted", "https://github.com/vellum-ui/vellum/issues/1552")
        .stop(),
    planted: [{ kind: "decision", keys: ["vl-fade"] }],
  },
  {
    id: "b146-empty-review-nits",
    build: (s) =>
      s
        .user("look at #1555 and tell me if anything's off, I'm tired")
        .bash(
          "gh pr diff 1555 | head -12",
          "-  // TODO: must always clamp to [min, max]\n+  const v = clamp(next, props.min, props.max)\n+  emit('update:modelValue', v)",
        )
        .assistant(
          "It replaces a TODO with an actual clamp before emitting. Looks correct; tests pass. One nit: `clamp` is imported from lodash-es while we have our own in `@vellum/utils`.",
        )
        .user("hm, is ours identical?")
        .bash("rg -n 'export function clamp' packages/utils/src", "packages/utils/src/number.ts:3:export function clamp(v: number, min: number, max: number) {")
        .assistant("Same signature and behaviour, yes.")
        .user("ok leave the nit as a suggestion, approve it")
        .bash("gh pr review 1555 --approve -b 'LGTM, small nit inline'", "Approved pull request #1555")
        .stop(),
    planted: [],
  },
  {
    id: "b146-empty-withdrawn",
    build: (s) =>
      s
        .user(
          "thinking we should rename the `@vellum/utils` package to `@vellum/shared`, more standard. actually no, scratch that, it's published and people import from it, forget I said it",
        )
        .assistant("Ok, no rename.")
        .user("how many downloads does utils get anyway")
        .bash("npm view @vellum/utils --json | jq '.time.modified'", '"2026-11-20T14:02:11.000Z"')
        .assistant("npm view doesn't include download counts; the last publish was 20 November. The downloads API would have the numbers.")
        .user("nah doesn't matter")
        .stop(),
    planted: [],
  },
  {
    id: "b146-scoped-slots-docs",
    build: (s) =>
      s
        .user("#1560 asks for Table slot docs. what do we have")
        .bash("ls docs/components/table/", "index.md  columns.md  sorting.md")
        .assistant("There's no page on slots; `index.md` only mentions `#empty` in passing.")
        .user(
          "ok. write a slots.md page later, covering #cell, #header, #empty and #expand, with one example each. not now, I want to finish triage. put it on the docs board",
        )
        .bash("gh project item-add 7 --owner vellum-ui --url https://github.com/vellum-ui/vellum/issues/1560", "Added item")
        .stop("Added #1560 to the docs board."),
    planted: [{ kind: "task", keys: ["slots.md"] }],
  },
  {
    id: "b146-color-picker-eyedropper",
    build: (s) =>
      s
        .user(
          "#1563 @mei wants an eyedropper button in ColorPicker using the EyeDropper API. only chromium has it. she asks if we'd take it behind feature detection",
        )
        .bash("rg -n 'EyeDropper' packages/color-picker/src || echo 'no matches'", "no matches")
        .assistant("Nothing exists yet. With `'EyeDropper' in window` the button could simply not render in Firefox and Safari; it's small.")
        .user(
          "sure, accepted, hidden when unsupported. but the ColorPicker is due a refactor first, the panel code is a 900-line file. so: next cycle someone needs to split ColorPicker's panel into smaller components, then mei's PR goes on top. tell her to wait for that",
        )
        .bash(
          "gh issue comment 1563 --body 'Accepted behind feature detection; please wait for the panel split ...'",
          "https://github.com/vellum-ui/vellum/issues/1563#issuecomment-10071",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["eyedropper"] },
      { kind: "task", keys: ["panel", "split"] },
    ],
  },
];

export const BLIND146 = plantedSet(BLIND146_SESSIONS, Date.UTC(2026, 10, 24, 9));
