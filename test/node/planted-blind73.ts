/**
 * Blind planted set 73 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: front-end design systems and accessibility (CSS tokens, Storybook, component APIs, WCAG
 * audits); a designer who is not a programmer pairs with the agent, a front-end lead sets rules;
 * Claude Code voice, screenshots described in words.
 * Each session is one segment; the items planted in it are listed with it: 68 items (17 decisions, 17 instructions,
 * 17 facts, 17 tasks) in 48 sessions, 12 of which plant nothing (55 user/assistant messages between them). Every other message
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

export const BLIND73_SESSIONS: BlindSession[] = [
  {
    id: "b73-semantic-tokens",
    build: (s) =>
      s
        .user(
          "ok so after the token review: we're going with semantic token names only in components, e.g. --color-text-subtle instead of --gray-600. the primitive scale stays in tokens/primitives.css but components must not reference primitive tokens directly, ever. lint for it later maybe",
        )
        .bash("grep -rn 'var(--gray-' src/components | wc -l", "37")
        .assistant(
          "There are 37 references to primitive gray tokens inside src/components. Do you want me to migrate all of them in this pass, or start with Button?",
        )
        .user("just Button today. the other 36 are a follow-up we pick up after the 4.2 release, dont let me forget")
        .file("Edit", "src/components/Button/Button.css")
        .bash("npx stylelint 'src/components/Button/**/*.css'", "")
        .assistant("Button.css now uses --color-action-bg, --color-action-text and --color-text-subtle; stylelint is clean.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["semantic"] },
      { kind: "instruction", keys: ["primitive"] },
      { kind: "task", keys: ["4.2"] },
    ],
  },
  {
    id: "b73-focus-ring-thickness",
    build: (s) =>
      s
        .user(
          "hiii it's Maren. attaching a screenshot of the login form, the blue outline around the email field when you click it looks SO thick, like a marker pen. can we make it thinner? I don't know where that lives in code",
        )
        .file("Read", "src/tokens/focus.css")
        .assistant(
          "In your screenshot the email input shows a 3px outline in --color-focus (#2563eb) sitting right on the border. That comes from src/tokens/focus.css. If it goes below 2px it would fail WCAG 2.4.11 (focus appearance) on the dark card. I could do a 2px focus ring with a 2px offset, so it reads lighter but still passes. Or we keep 3px and soften the color. Which do you prefer?",
        )
        .user("the 2px one with the gap!! that sounds nicer. let's do that")
        .file("Edit", "src/tokens/focus.css")
        .bash("npx playwright test visual/focus.spec.ts --update-snapshots", "  12 passed (9.8s)")
        .user(
          "Tomás here, chiming in on Maren's thread: fine by me. but FYI for both of you, the focus tokens are owned by the a11y guild (Dana's team), so ping them on the PR",
        )
        .assistant("Noted. I will tag the a11y guild on the PR for the focus ring change.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["2px", "offset"] },
      { kind: "fact", keys: ["a11y guild"] },
    ],
  },
  {
    id: "b73-storybook-port",
    build: (s) =>
      s
        .user("start storybook pls")
        .bash("npm run storybook", "Error: Port 6006 is already in use.\n    at Server.listen (node:net:1870:16)", 1)
        .bash("lsof -i :6006 | tail -1", "node    4121 dev   23u  IPv6  TCP *:6006 (LISTEN)")
        .bash("ps -o args= -p 4121", "node /home/dev/src/app/node_modules/.bin/astro dev --port 6006")
        .assistant(
          "Port 6006 is held by process 4121, which is the Astro docs site (astro dev --port 6006). Should I kill it, or start Storybook on another port?",
        )
        .user(
          "don't kill it. the docs site lives on 6006 in the devcontainer, that's set by the container config. run storybook on 6007 from now on, I'll fix the npm script at some point",
        )
        .bash("npx storybook dev -p 6007 --no-open", "Storybook 8.4.2 for react-vite started\n  Local: http://localhost:6007/")
        .assistant("Storybook is up on http://localhost:6007/.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["6006", "docs site"] },
      { kind: "instruction", keys: ["6007"] },
      { kind: "task", keys: ["npm script"] },
    ],
  },
  {
    id: "b73-axe-contrast-root-cause",
    build: (s) =>
      s
        .user("axe is failing on the settings page again, can you look")
        .bash(
          "npx axe http://localhost:6007/iframe.html?id=pages-settings--default --tags wcag2aa",
          'Violation of "color-contrast" with 4 occurrences!\n  Ensure the contrast between foreground and background colors meets WCAG 2 AA minimum contrast ratio thresholds\n  .setting-row__hint  (3.9:1, expected 4.5:1)',
        )
        .assistant("Maybe the hint text picked up an opacity from the row hover state? Let me check the computed colors before guessing.")
        .bash("node scripts/contrast.mjs --fg text-subtle --bg surface-raised", "text-subtle #6b7280 on surface-raised #f3f4f6 -> 3.9:1")
        .assistant(
          "Not opacity. The root cause: --color-text-subtle on --color-surface-raised is only 3.9:1 because surface-raised was lightened to #f3f4f6 in the v3 palette. Every hint text on a raised card fails, not just settings.",
        )
        .user(
          "ugh ok. for the record our target is WCAG 2.2 AA, not AAA — don't go chasing AAA ratios on anything. darken text-subtle to whatever passes 4.5. the Tag component has the same problem but leave Tag alone, Maren redesigns tags next sprint and we fix its contrast then",
        )
        .file("Edit", "src/tokens/semantic/color.css")
        .bash("node scripts/contrast.mjs --fg text-subtle --bg surface-raised", "text-subtle #4b5563 on surface-raised #f3f4f6 -> 6.9:1")
        .assistant("text-subtle is now #4b5563 (6.9:1 on surface-raised); the settings page passes axe.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["3.9"] },
      { kind: "instruction", keys: ["2.2", "aa"] },
      { kind: "task", keys: ["tag", "contrast"] },
    ],
  },
  {
    id: "b73-button-variant-prop",
    build: (s) =>
      s
        .user(
          "API review outcome for Button: one `variant` prop ('primary' | 'secondary' | 'ghost' | 'danger') replaces the isPrimary/isGhost/isDanger booleans. that's settled, please implement",
        )
        .bash("grep -rEn 'isPrimary|isGhost|isDanger' src apps --include=*.tsx | wc -l", "58")
        .assistant(
          "58 call sites still pass the booleans. I can write a jscodeshift codemod to rewrite them all, or keep the booleans working with a deprecation warning. Which way?",
        )
        .user("no codemod, not worth it. keep the booleans with a console.warn in dev")
        .file("Edit", "src/components/Button/Button.tsx")
        .file("Edit", "src/components/Button/Button.stories.tsx")
        .bash("npx vitest run src/components/Button", " Test Files  3 passed (3)\n      Tests  27 passed (27)")
        .assistant("Button now takes variant; the booleans still work and warn once in development.")
        .user("nice. TODO for the v5 major: rip the boolean props out completely")
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["variant"] },
      { kind: "task", keys: ["v5", "boolean"] },
    ],
  },
  {
    id: "b73-figma-token-export",
    build: (s) =>
      s
        .user(
          "hello! I exported the new spacing tokens from figma (the Tokens Studio plugin) and put the file in design/tokens.json. does it work?? I have no idea how to check",
        )
        .bash("npx style-dictionary build --config sd.config.mjs", "css\n✔︎ build/css/tokens.css\njs\n✔︎ build/js/tokens.mjs")
        .file("Read", "sd.config.mjs")
        .assistant(
          "It builds. One thing to know: Figma exports spacing in px, and our style-dictionary config converts every px value to rem on a 16px base, so your 24 becomes 1.5rem in code. That is expected.",
        )
        .user("oh good to know! also heads up, Jonas left last week, so it's only me (Maren) doing the figma exports now. don't wait for him on token stuff")
        .assistant("Thanks, I'll come to you for token exports.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["16px", "rem"] },
      { kind: "fact", keys: ["maren", "figma"] },
    ],
  },
  {
    id: "b73-a11y-panel-rule",
    build: (s) =>
      s
        .bash("npm i -D @storybook/addon-a11y@8.4.2", "added 3 packages, and audited 1412 packages in 6s")
        .file("Edit", ".storybook/main.ts")
        .assistant("The a11y addon is registered; every story now has an Accessibility panel listing axe results.")
        .user(
          "good. rule from now on: a new story doesn't go to review unless its a11y panel shows zero violations. incomplete checks are ok, violations are not",
        )
        .assistant("Should I also wire @storybook/test-runner so violations fail CI?")
        .user("hmm. maybe, I'm not sure we want that noise in CI yet. let me think about it")
        .stop("Okay, leaving CI as it is."),
    planted: [{ kind: "instruction", keys: ["a11y panel"] }],
  },
  {
    id: "b73-dialog-component-api",
    build: (s) =>
      s
        .user("we need a Dialog. radix or roll our own? what do you think")
        .assistant(
          "Options: (1) wrap @radix-ui/react-dialog, which handles focus trap, scroll lock and aria-modal; (2) native <dialog> with showModal(), which gives top-layer and inert background for free but needs our own scroll lock on iOS Safari; (3) fully custom. I'd lean toward native <dialog>: no dependency and the browser does the focus trapping.",
        )
        .user("I like the native one but our support matrix still has Safari 15.3 and I think showModal was buggy there? can you check")
        .bash("npx browserslist", "and_chr 130\nchrome 130\nedge 130\nfirefox 128\nios_saf 15.4-15.5\nsafari 15.4")
        .assistant("browserslist says our floor is Safari 15.4 and iOS 15.4, not 15.3, and <dialog> shipped in 15.4. So native works across the matrix.")
        .user("ok then native <dialog> it is, no radix. wrap it as <Dialog> in src/components")
        .file("Write", "src/components/Dialog/Dialog.tsx")
        .file("Write", "src/components/Dialog/Dialog.stories.tsx")
        .assistant("Dialog wraps native <dialog> with showModal(); stories for default, destructive and long content.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dialog", "native"] },
      { kind: "fact", keys: ["15.4"] },
    ],
  },
  {
    id: "b73-reduced-motion",
    build: (s) =>
      s
        .user(
          "Maren again :) in the screenshot I sent the toast slides in from the right and bounces. Someone on the call said it made them dizzy. what can we do",
        )
        .bash("grep -rn 'animation' src/components/Toast/Toast.css", "14:  animation: toast-in 420ms cubic-bezier(.34,1.56,.64,1);")
        .assistant(
          "The bounce comes from the cubic-bezier overshoot on a 420ms slide. We can respect prefers-reduced-motion: users who set it in their OS get a plain fade instead of the slide and bounce.",
        )
        .user("Tomás: yes and make that a general rule, every animation we ship needs a prefers-reduced-motion fallback. put the toast fix in now")
        .file("Edit", "src/components/Toast/Toast.css")
        .bash("npx playwright test visual/toast.spec.ts", "  4 passed (5.1s)")
        .assistant("Toast now fades in under prefers-reduced-motion: reduce.")
        .user("Maren: thank you!! that was fast")
        .stop("You're welcome."),
    planted: [{ kind: "instruction", keys: ["reduced-motion"] }],
  },
  {
    id: "b73-chromatic-budget",
    build: (s) =>
      s
        .bash(
          "npx chromatic --project-token=$CHROMATIC_TOKEN --exit-zero-on-changes",
          "Build 812 published.\n⚠ You have used 34,410 of 35,000 snapshots this billing cycle.",
        )
        .assistant("Chromatic published build 812 but warns we have used 34,410 of our 35,000 snapshots for this billing cycle.")
        .user(
          "yeah we're on the Starter plan, 35k snapshots a month, and it resets on the 1st. it's been tight every month. let's turn on TurboSnap so only changed stories get snapshotted, that's the call",
        )
        .file("Edit", ".github/workflows/chromatic.yml")
        .bash("git diff --stat", " .github/workflows/chromatic.yml | 2 ++\n 1 file changed, 2 insertions(+)")
        .assistant("Added onlyChanged: true to the Chromatic step, which enables TurboSnap.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["35"] },
      { kind: "decision", keys: ["turbosnap"] },
    ],
  },
  {
    id: "b73-icon-button-label",
    build: (s) =>
      s
        .user("the audit report flagged our IconButton. 'Buttons must have discernible text', 19 instances")
        .file("Read", "src/components/IconButton/IconButton.tsx")
        .assistant(
          "IconButton renders only the SVG, and `label` is optional, so most callers never pass one. I'd make `label` required in the types; it becomes aria-label and the tooltip text.",
        )
        .user("yes, required label. agreed")
        .file("Edit", "src/components/IconButton/IconButton.tsx")
        .bash(
          "npx tsc --noEmit -p tsconfig.json",
          "src/apps/admin/Toolbar.tsx(41,8): error TS2741: Property 'label' is missing in type '{ icon: \"trash\"; }'\n... 18 more errors",
          2,
        )
        .assistant(
          "19 type errors, one per call site without a label. I can add placeholder labels, but the wording should come from someone who knows each screen.",
        )
        .user("right, don't invent copy. leave the admin ones red, I'll ask Maren to write the labels for all 19 next week and we land them together")
        .stop("Leaving the 19 call sites as they are."),
    planted: [
      { kind: "decision", keys: ["label", "required"] },
      { kind: "task", keys: ["labels", "19"] },
    ],
  },
  {
    id: "b73-css-modules-rule",
    build: (s) =>
      s
        .user("Tomás: quick one before you start on the Card refactor")
        .user(
          "we don't add new styled-components anywhere. new components get CSS modules (Card.module.css next to Card.tsx). existing styled stuff stays until someone touches it",
        )
        .file("Write", "src/components/Card/Card.module.css")
        .file("Edit", "src/components/Card/Card.tsx")
        .bash("npx vitest run src/components/Card", " Test Files  1 passed (1)\n      Tests  9 passed (9)")
        .assistant("Card is on Card.module.css now; the old styled-components file is removed and its 9 tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["css modules"] }],
  },
  {
    id: "b73-dark-mode-strategy",
    build: (s) =>
      s
        .user("how are we doing dark mode? media query or a class?")
        .assistant(
          'Two ways: follow prefers-color-scheme automatically, or put data-theme="dark" on <html> and let the user pick in settings. The class/attribute way also lets the app default to the OS and override.',
        )
        .user("data-theme attribute, defaulting to the OS setting. the settings page gets a toggle. go")
        .file("Edit", "src/tokens/semantic/color.css")
        .file("Write", "src/theme/ThemeProvider.tsx")
        .bash("npm run build:tokens", "✔︎ build/css/tokens.css (light, [data-theme=dark])")
        .assistant("Tokens now emit a light block and a [data-theme=dark] block; ThemeProvider reads localStorage and falls back to prefers-color-scheme.")
        .user(
          "perfect. the charts package has hardcoded hex everywhere so dark mode will look broken there — someone needs to tokenize charts, put that on the list",
        )
        .stop("Added to the list."),
    planted: [
      { kind: "decision", keys: ["data-theme"] },
      { kind: "task", keys: ["charts"] },
    ],
  },
  {
    id: "b73-visual-diff-flake",
    build: (s) =>
      s
        .bash(
          "npx playwright test visual/",
          "  1) visual/datepicker.spec.ts:12 › calendar open\n    Screenshot comparison failed: 1187 pixels (ratio 0.01) are different.\n  38 passed, 1 failed",
          1,
        )
        .assistant("The datepicker snapshot differs by 1187 pixels. Could be a font-loading race?")
        .bash("npx playwright test visual/datepicker.spec.ts --repeat-each=10", "  10 passed")
        .bash("TZ=UTC npx playwright test visual/datepicker.spec.ts", "  1 failed\n  Expected 'November 2026', received 'December 2026'")
        .assistant(
          "Confirmed: it isn't fonts. The datepicker opens on today's month, so the snapshot changes when the month turns over, and with TZ=UTC it already shows December. The test has no fixed clock.",
        )
        .user("ahh. always pin the clock in visual tests then, page.clock.setFixedTime, for anything showing dates")
        .file("Edit", "visual/datepicker.spec.ts")
        .bash("npx playwright test visual/datepicker.spec.ts", "  1 passed")
        .stop("Pinned to 2026-03-15 and passing."),
    planted: [
      { kind: "fact", keys: ["datepicker", "month"] },
      { kind: "instruction", keys: ["clock"] },
    ],
  },
  {
    id: "b73-spacing-scale",
    build: (s) =>
      s
        .user("Maren: question about spacing. in figma I use 4, 8, 12, 16, 24, 32, 48. the dev said we have a 'space-5' that is 20?? I never designed a 20")
        .bash(
          "grep -n 'space-' src/tokens/primitives.css",
          "3:  --space-1: 4px;\n4:  --space-2: 8px;\n5:  --space-3: 12px;\n6:  --space-4: 16px;\n7:  --space-5: 20px;\n8:  --space-6: 24px;\n9:  --space-7: 32px;\n10: --space-8: 48px;",
        )
        .bash("grep -rn 'space-5' src | wc -l", "6")
        .assistant("There is a --space-5 of 20px that isn't in your Figma scale, used in 6 places. Shall I remove it and map those to 16 or 24?")
        .user("Tomás: kill space-5. the Figma scale is the source of truth, code follows it, not the other way round")
        .file("Edit", "src/tokens/primitives.css")
        .bash("grep -rln 'space-5' src", "src/components/Tabs/Tabs.module.css\nsrc/components/Alert/Alert.module.css")
        .assistant(
          "Removed --space-5 and moved 4 of the 6 usages to --space-6. Tabs and Alert still reference it; I'll need to know which value they should take.",
        )
        .user("Maren: I'll look at Tabs and Alert tomorrow and tell you 16 or 24")
        .stop(),
    planted: [
      { kind: "decision", keys: ["space-5"] },
      { kind: "instruction", keys: ["source of truth"] },
      { kind: "task", keys: ["tabs", "alert"] },
    ],
  },
  {
    id: "b73-story-naming",
    build: (s) =>
      s
        .file("Read", "src/components/Select/Select.stories.tsx")
        .assistant("Select's stories are titled 'Select/Default', 'Select/With error'. Other components use 'Forms/Input/Default'. Should I match that?")
        .user("yes. story titles are always Category/Component/State, categories are Forms, Navigation, Feedback, Layout, Data. Select goes under Forms")
        .file("Edit", "src/components/Select/Select.stories.tsx")
        .bash("npx storybook build --test --quiet", "info => Output directory: storybook-static")
        .stop("Select stories are now under Forms/Select."),
    planted: [{ kind: "instruction", keys: ["category/component/state"] }],
  },
  {
    id: "b73-font-loading",
    build: (s) =>
      s
        .user("page flickers on load, text jumps. can you see why")
        .bash(
          "npx lighthouse http://localhost:4173 --only-categories=performance --quiet --output=json | jq '.audits[\"cumulative-layout-shift\"].displayValue'",
          '"0.21"',
        )
        .file("Read", "src/styles/fonts.css")
        .assistant(
          "CLS is 0.21. Inter is loaded with font-display: swap and no size-adjusted fallback, so when Inter arrives the text reflows. A fallback @font-face with size-adjust: 107% on Arial gets the metrics close enough.",
        )
        .user("do that")
        .file("Edit", "src/styles/fonts.css")
        .bash(
          "npx lighthouse http://localhost:4173 --only-categories=performance --quiet --output=json | jq '.audits[\"cumulative-layout-shift\"].displayValue'",
          '"0.02"',
        )
        .assistant("CLS is down to 0.02 with the size-adjusted Arial fallback.")
        .user("sweet. btw Inter is self-hosted from /public/fonts, legal said no Google Fonts CDN because of the GDPR ruling, so keep it that way")
        .stop("Understood, fonts stay self-hosted."),
    planted: [{ kind: "instruction", keys: ["google fonts"] }],
  },
  {
    id: "b73-token-package-owner",
    build: (s) =>
      s
        .user("publish the tokens package, 2.3.0")
        .bash("npm publish --workspace packages/tokens", "npm ERR! 403 Forbidden - PUT https://npm.pkg.github.com/@acme%2ftokens - Permission denied", 1)
        .assistant("The publish was refused with 403 by GitHub Packages: this token lacks permission on @acme/tokens.")
        .user("right, only the platform team's release bot can publish @acme/tokens, humans can't. it goes out when you push a tag tokens-v2.3.0")
        .bash(
          "git tag tokens-v2.3.0 && git push origin tokens-v2.3.0",
          "To github.com:acme/design-system.git\n * [new tag]         tokens-v2.3.0 -> tokens-v2.3.0",
        )
        .assistant("Pushed tokens-v2.3.0; the release workflow has started.")
        .stop(),
    planted: [{ kind: "fact", keys: ["release bot"] }],
  },
  {
    id: "b73-combobox-aria",
    build: (s) =>
      s
        .user("screen reader test of the Combobox went badly, VoiceOver reads nothing when you arrow through options")
        .file("Read", "src/components/Combobox/Combobox.tsx")
        .assistant(
          "The input never sets aria-activedescendant, and focus stays in the input, so VoiceOver has nothing to announce. The ARIA 1.2 combobox pattern puts aria-activedescendant on the input pointing at the highlighted option's id.",
        )
        .file("Edit", "src/components/Combobox/Combobox.tsx")
        .bash("npx vitest run src/components/Combobox", " Tests  14 passed (14)")
        .assistant(
          "Added aria-activedescendant, aria-expanded and aria-controls. Unit tests pass. I can't run VoiceOver from here; it needs a manual pass on a Mac.",
        )
        .user(
          "I'll do the VO pass myself. also from now on: any change to an ARIA pattern gets a manual VoiceOver + NVDA check before merge, automated tests don't count for that",
        )
        .stop("Got it."),
    planted: [
      { kind: "fact", keys: ["aria-activedescendant"] },
      { kind: "instruction", keys: ["nvda"] },
    ],
  },
  {
    id: "b73-z-index-scale",
    build: (s) =>
      s
        .user("the tooltip shows UNDER the dialog backdrop. screenshot: dark overlay, tooltip peeking out grey behind it")
        .bash(
          "grep -rn 'z-index' src/components --include=*.css | head",
          "Tooltip.module.css:4:  z-index: 999;\nDialog.module.css:7:  z-index: 1000;\nToast.module.css:3:  z-index: 9999;\nDropdown.module.css:9:  z-index: 50;",
        )
        .assistant(
          "Each component picks its own z-index: Tooltip 999, Dialog 1000, Toast 9999, Dropdown 50. I'd propose a z-index token scale: --z-dropdown 100, --z-dialog 200, --z-tooltip 300, --z-toast 400.",
        )
        .user("yep go with your scale, and no raw z-index numbers in components anymore")
        .file("Edit", "src/tokens/semantic/layers.css")
        .file("Edit", "src/components/Tooltip/Tooltip.module.css")
        .assistant("Layer tokens added and Tooltip/Dialog/Toast/Dropdown switched to them.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["z-index", "scale"] },
      { kind: "instruction", keys: ["z-index"] },
    ],
  },
  {
    id: "b73-audit-backlog",
    build: (s) =>
      s
        .user("Tomás: where are we with the external WCAG audit findings? the Level Access report")
        .bash(
          "gh issue list --label a11y-audit --state open --json number,title --jq '.[] | \"#\\(.number) \\(.title)\"'",
          "#412 Data table: sort buttons lack aria-sort\n#415 Carousel: auto-rotation cannot be paused\n#418 Forms: error messages not associated via aria-describedby\n#421 Skip link missing on marketing pages",
        )
        .assistant("Four audit findings are still open: #412 table sort state, #415 carousel pause, #418 error message association, #421 skip link.")
        .user(
          "ok. #418 is the worst, fix that one now. the carousel #415 — we'll just remove auto-rotation entirely, marketing agreed. the other two: next sprint, and the re-audit is booked for January 14 so everything has to be closed by then",
        )
        .file("Edit", "src/components/Field/Field.tsx")
        .bash("npx vitest run src/components/Field", " Tests  11 passed (11)")
        .assistant("Field now links its error message with aria-describedby; #418 can be closed.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["auto-rotation"] },
      { kind: "task", keys: ["january 14"] },
    ],
  },
  {
    id: "b73-tooltip-delay",
    build: (s) =>
      s
        .user("Maren: the tooltips pop up instantly when the mouse just passes over, it's jumpy. in my prototype it waits a bit")
        .file("Read", "src/components/Tooltip/Tooltip.tsx")
        .assistant("Tooltip opens on pointerenter with no delay. What delay do you use in the prototype?")
        .user("600ms I think? let me check... no, 400ms. 400 to show, and it hides right away")
        .file("Edit", "src/components/Tooltip/Tooltip.tsx")
        .bash("npx vitest run src/components/Tooltip", " Tests  8 passed (8)")
        .assistant("Tooltip now waits 400ms before showing and closes immediately; keyboard focus still opens it at once.")
        .user(
          "Tomás: good. Maren, from now on any timing like that goes into the motion tokens so we stop hardcoding ms in components, remind me to create --duration-tooltip properly next week",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["400ms"] },
      { kind: "task", keys: ["duration-tooltip"] },
      { kind: "instruction", keys: ["motion tokens"] },
    ],
  },
  {
    id: "b73-storybook-deploy",
    build: (s) =>
      s
        .user("where does the public storybook get deployed? Maren wants to send a link to the brand agency")
        .bash(
          "cat .github/workflows/storybook.yml | grep -A3 deploy",
          "  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: cloudflare/pages-action@v1\n        with: { projectName: acme-storybook }",
        )
        .assistant(
          "The Storybook is deployed to the Cloudflare Pages project acme-storybook on every push to main, at https://acme-storybook.pages.dev. It sits behind Cloudflare Access though, so the agency would need an invite.",
        )
        .user("ahh right, Access. I'll sort out an agency invite with IT later. thanks")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-storybook"] },
      { kind: "task", keys: ["invite"] },
    ],
  },
  {
    id: "b73-rtl-support",
    build: (s) =>
      s
        .user("we're launching in Israel in Q2 so RTL matters now. what breaks?")
        .bash("grep -rEn 'margin-left|margin-right|padding-left|padding-right|left:|right:' src/components --include=*.css | wc -l", "143")
        .assistant(
          "143 physical direction properties in components (margin-left, padding-right, left:, and so on). These flip wrongly under dir=rtl. The fix is logical properties: margin-inline-start, padding-inline-end, inset-inline-start.",
        )
        .user(
          "ok, so: logical properties only in new CSS, starting today. and add a stylelint rule for it. migrating the 143 old ones is a separate epic, file it for Q1",
        )
        .file("Edit", ".stylelintrc.json")
        .bash("npx stylelint 'src/**/*.css' --formatter compact | tail -1", "143 problems (143 errors, 0 warnings)")
        .assistant("stylelint-use-logical is on; it reports the 143 existing ones as errors. Want them as warnings until the epic is done?")
        .user("warnings, yes")
        .file("Edit", ".stylelintrc.json")
        .stop("Set to warning."),
    planted: [
      { kind: "instruction", keys: ["logical properties"] },
      { kind: "task", keys: ["143", "q1"] },
    ],
  },
  {
    id: "b73-table-density",
    build: (s) =>
      s
        .user("the data table is too tall, the ops people complain they see 8 rows per screen")
        .file("Read", "src/components/DataTable/DataTable.module.css")
        .assistant(
          "Rows are 56px with 16px vertical padding. We could add a density prop: comfortable (56px) and compact (36px). Or just shrink it globally to 44px.",
        )
        .user("density prop. default stays comfortable, ops app passes compact")
        .file("Edit", "src/components/DataTable/DataTable.tsx")
        .file("Edit", "apps/ops/src/pages/Orders.tsx")
        .bash("npx vitest run src/components/DataTable", " Tests  22 passed (22)")
        .assistant('DataTable has density="comfortable" | "compact"; ops Orders uses compact and shows 19 rows at 1080p.')
        .stop(),
    planted: [{ kind: "decision", keys: ["density", "compact"] }],
  },
  {
    id: "b73-contrast-script",
    build: (s) =>
      s
        .user("how did you compute those contrast ratios earlier? I want to do it myself")
        .file("Read", "scripts/contrast.mjs")
        .assistant(
          "scripts/contrast.mjs resolves two token names through build/css/tokens.css and prints the WCAG ratio, e.g. node scripts/contrast.mjs --fg text-subtle --bg surface-raised. It only reads the light theme; for dark you pass --theme dark.",
        )
        .bash("node scripts/contrast.mjs --fg text-default --bg surface-base --theme dark", "text-default #f9fafb on surface-base #111827 -> 16.1:1")
        .user("cool. note that the script reads build/, so you have to run build:tokens first or it gives stale numbers, right?")
        .bash("stat -c %y build/css/tokens.css; git log -1 --format=%ci -- src/tokens", "2026-11-20 16:02:11\n2026-11-26 08:44:03 +0000")
        .assistant("Right, and build/ is stale right now: the CSS was built on the 20th, tokens changed today. Rebuilding.")
        .bash("npm run build:tokens", "✔︎ build/css/tokens.css")
        .stop("Rebuilt."),
    planted: [{ kind: "fact", keys: ["build:tokens"] }],
  },
  {
    id: "b73-icon-set",
    build: (s) =>
      s
        .user("Maren: the new icons from the brand agency are in design/icons-v2, 212 svgs. can we switch?")
        .bash("ls design/icons-v2 | wc -l; du -sh design/icons-v2", "212\n1.9M\tdesign/icons-v2")
        .bash(
          "head -c 300 design/icons-v2/trash.svg",
          '<?xml version="1.0"?><!-- Generator: Adobe Illustrator 27.0 --><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" fill="#1F2937"><metadata>...',
        )
        .assistant(
          'They\'re 1.9 MB for 212 icons because each SVG carries Illustrator metadata and a hardcoded fill="#1F2937", so they would not follow currentColor or dark mode. Running them through svgo and replacing fills with currentColor gets them to about 180 KB.',
        )
        .user(
          "Tomás: ok we switch to icons-v2, but only through the svgo pipeline, never raw. Maren, the agency's files will always have those hardcoded fills, it's how their Illustrator setup exports",
        )
        .bash("npx svgo -f design/icons-v2 -o src/icons --config svgo.config.mjs", "Done in 1841 ms!\n212 files, 1.9 MiB -> 178 KiB")
        .assistant("212 icons optimized into src/icons, 178 KiB total, fills replaced with currentColor.")
        .user(
          "Maren: yay. the old icon font still ships in the marketing site though, that needs removing after the switch. and the 'chevron-double' is missing from the new set, I need to ask the agency for it",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["icons-v2", "svgo"] },
      { kind: "fact", keys: ["agency", "fill"] },
      { kind: "task", keys: ["icon font"] },
      { kind: "task", keys: ["chevron-double"] },
    ],
  },
  {
    id: "b73-breakpoints-superseded",
    build: (s) =>
      s
        .user("Tomás: breakpoints. let's go with the bootstrap ones, 576/768/992/1200, everyone knows them")
        .file("Read", "src/tokens/primitives.css")
        .assistant(
          "We currently have 640/1024/1440 in primitives.css. Switching to 576/768/992/1200 would change layouts in 23 components that use the media mixins.",
        )
        .bash("grep -rln '@include bp(' src | wc -l", "23")
        .user(
          "hm 23 is more than I thought. ok change of plan, we keep our own three: 640, 1024, 1440, and they become container query sizes for components, viewport media queries only for page layout",
        )
        .file("Edit", "src/tokens/primitives.css")
        .assistant("Renamed them to --bp-sm/md/lg (640/1024/1440) and added a @container mixin that uses the same values.")
        .user("good. migrating the 23 components from @media to @container is its own ticket, let's do it in January")
        .stop(),
    planted: [
      { kind: "decision", keys: ["container"] },
      { kind: "task", keys: ["23", "january"] },
    ],
  },
  {
    id: "b73-changeset-rule",
    build: (s) =>
      s
        .file("Edit", "src/components/Switch/Switch.tsx")
        .bash("git status --short", " M src/components/Switch/Switch.tsx")
        .assistant("The Switch thumb now has a 44x44 touch target. Ready to commit?")
        .user(
          "add a changeset first. every PR that touches packages/ or src/components needs one (npx changeset), otherwise the release doesnt pick it up and consumers never hear about it",
        )
        .bash("npx changeset add --empty=false", "🦋  What kind of change is this for @acme/ui? patch\n🦋  Changeset added! - .changeset/quiet-moles-dance.md")
        .assistant("Changeset added as a patch for @acme/ui.")
        .user("thx. follow-up for me, not now: get platform to install the changeset-bot app on the repo so PRs without one get flagged")
        .stop("Okay."),
    planted: [
      { kind: "instruction", keys: ["changeset"] },
      { kind: "task", keys: ["changeset-bot"] },
    ],
  },
  {
    id: "b73-touch-target-fact",
    build: (s) =>
      s
        .user("Maren: is 44 the magic number for tap targets? I keep seeing 24 and 48 too and i'm confusd")
        .assistant(
          "WCAG 2.2 has two rules: 2.5.8 (AA) asks for at least 24x24 CSS px, 2.5.5 (AAA) asks for 44x44. Material suggests 48. Which one we hold ourselves to is a team choice.",
        )
        .user(
          "Tomás: we hold 44x44 for anything touchable, even though AA only needs 24. decided that with the mobile team in october. Maren please design with 44 in mind",
        )
        .bash("grep -rn 'min-block-size\\|min-height' src/components/Chip/Chip.module.css", "5:  min-height: 32px;")
        .assistant("Chip is at 32px min-height, below 44. It's the only interactive component under 44 that I see.")
        .user("Tomás: yeah Chip needs fixing to 44, but Maren wants to rework its padding anyway, so that's for after her chip redesign")
        .stop(),
    planted: [
      { kind: "decision", keys: ["44x44"] },
      { kind: "task", keys: ["chip", "44"] },
    ],
  },
  {
    id: "b73-storybook-docs-mdx",
    build: (s) =>
      s
        .user("should component docs live in mdx or autodocs?")
        .assistant(
          "Autodocs generates a page from the component's props and stories, so it stays in sync but can't hold long guidance. MDX lets you write usage guidance (do/don't) but drifts. A mix works: autodocs for the props table, a short MDX page only for components that need usage guidance.",
        )
        .user("yes, that mix. autodocs by default, mdx only where there's real guidance to write")
        .file("Edit", ".storybook/main.ts")
        .file("Write", "src/components/Dialog/Dialog.mdx")
        .bash("npx storybook build --quiet", "info => Output directory: storybook-static\ninfo => 71 docs pages, 312 stories")
        .assistant("Autodocs is on for all components (71 docs pages), and Dialog has an MDX page with its do/don't guidance.")
        .stop(),
    planted: [{ kind: "decision", keys: ["autodocs", "mdx"] }],
  },
  {
    id: "b73-forced-colors",
    build: (s) =>
      s
        .user("a user on Windows High Contrast says our checkboxes are invisible. screenshot: black page, labels visible, no boxes at all")
        .file("Read", "src/components/Checkbox/Checkbox.module.css")
        .assistant(
          "The custom checkbox hides the native input and draws the box with background-color only. In forced-colors mode Windows throws away background colors, so the box disappears. Borders survive, so the box needs a 1px border (transparent normally) and a @media (forced-colors: active) block.",
        )
        .file("Edit", "src/components/Checkbox/Checkbox.module.css")
        .bash("npx playwright test visual/checkbox.spec.ts --project=forced-colors", "  3 passed (2.4s)")
        .assistant("Checkbox is visible in forced-colors now; there is a forced-colors Playwright project with emulation that I used for this.")
        .user(
          "great. fyi the forced-colors project only exists in the playwright config on chromium, firefox/webkit don't support the emulation. Radio and Switch probably have the same bug, do them tomorrow",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["forced-colors", "chromium"] },
      { kind: "task", keys: ["radio", "switch"] },
    ],
  },
  {
    id: "b73-token-naming-typos",
    build: (s) =>
      s
        .user(
          "ok listen, naming convention for tokens going forwrd, pls stick to it: --{category}-{property}-{variant}-{state}, e.g. --color-bg-danger-hover. no abbreviations like bg-dngr. and state always last",
        )
        .bash("grep -oE -- '--color-[a-z-]+' build/css/tokens.css | sort -u | grep -E 'hvr|dngr|sec' | head", "--color-bg-dngr\n--color-text-sec")
        .assistant("Two existing tokens break that: --color-bg-dngr and --color-text-sec. Rename them now with aliases for the old names?")
        .user("yes rename with aliases")
        .file("Edit", "src/tokens/semantic/color.css")
        .assistant("Renamed to --color-bg-danger and --color-text-secondary; the old names remain as aliases.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["abbreviations"] }],
  },
  {
    id: "b73-visual-baseline-os",
    build: (s) =>
      s
        .user("visual tests pass locally but fail in CI with tiny font differences everywhere")
        .bash("npx playwright test visual/ 2>&1 | tail -3", "  39 passed (1.1m)")
        .bash(
          "gh run view --log-failed | grep -m2 'different'",
          "  Screenshot comparison failed: 412 pixels (ratio 0.00) are different.\n  Screenshot comparison failed: 655 pixels (ratio 0.01) are different.",
        )
        .assistant(
          "Locally you're on macOS, CI runs ubuntu-22.04, and font rendering differs between them, so snapshots taken on one OS never match the other. The snapshots in the repo are from a Mac.",
        )
        .user("ugh. ok what's the fix")
        .assistant(
          "Generate and update snapshots only inside the mcr.microsoft.com/playwright Docker image that CI uses, e.g. npm run test:visual:docker -- --update-snapshots. Then local Mac runs are just advisory.",
        )
        .user("yep, do it that way. snapshot updates only through the docker script from now on, never from a mac")
        .file("Write", "scripts/visual-docker.sh")
        .bash("npm run test:visual:docker -- --update-snapshots", "  39 passed (1.4m)")
        .stop("Snapshots regenerated in Docker."),
    planted: [
      { kind: "fact", keys: ["ubuntu", "font"] },
      { kind: "instruction", keys: ["docker"] },
    ],
  },
  {
    id: "b73-a11y-owner-and-slack",
    build: (s) =>
      s
        .user("who do I ask about the screen reader test lab? the one with JAWS licenses")
        .bash("cat CODEOWNERS | grep -i a11y", "/src/a11y/ @acme/a11y-guild\n/docs/accessibility/ @acme/a11y-guild @dana-k")
        .assistant("CODEOWNERS lists @acme/a11y-guild for src/a11y and docs/accessibility, with @dana-k on the docs. Nothing there about a test lab.")
        .user(
          "oh right, I remember now, the JAWS lab is the QA team in Lisbon, not the a11y guild. they have the 3 JAWS licenses. you book a slot in #qa-lab on slack",
        )
        .assistant("Okay. Anything to change in the repo for that?")
        .user("nope, just wanted to know")
        .stop(),
    planted: [{ kind: "fact", keys: ["jaws", "lisbon"] }],
  },
  {
    id: "b73-prop-naming-agent-proposal",
    build: (s) =>
      s
        .user("the Input, Select and Textarea all have different names for the error state. isInvalid, error, hasError. pick one")
        .bash(
          "grep -rhoE 'isInvalid|hasError|error=' src/components/{Input,Select,Textarea} | sort | uniq -c",
          "     14 error=\n      9 hasError\n     21 isInvalid",
        )
        .assistant(
          "I'd suggest `invalid` (boolean) for the state plus `errorMessage` (string) for the text, mirroring aria-invalid and keeping the message separate. The old names would stay as deprecated aliases.",
        )
        .user("yes, that's good, invalid + errorMessage across all form fields")
        .file("Edit", "src/components/Input/Input.tsx")
        .file("Edit", "src/components/Select/Select.tsx")
        .file("Edit", "src/components/Textarea/Textarea.tsx")
        .bash("npx vitest run src/components/Input src/components/Select src/components/Textarea", " Tests  41 passed (41)")
        .assistant("All three fields accept invalid and errorMessage; the old props still work with a deprecation warning.")
        .user("fyi CheckboxGroup and RadioGroup aren't ours, they're owned by the forms squad, so leave them; they align their own props")
        .stop(),
    planted: [
      { kind: "decision", keys: ["errormessage"] },
      { kind: "fact", keys: ["forms squad"] },
    ],
  },
  {
    id: "b73-empty-typo-badge",
    build: (s) =>
      s
        .user("typo in the Badge story, it says 'Sucess'. fix pls")
        .file("Edit", "src/components/Badge/Badge.stories.tsx")
        .assistant("Fixed: the story is now named 'Success'.")
        .user("thx. while you're there, does Badge have a dot variant?")
        .assistant("No, Badge only has tone and size props. There is no dot variant today.")
        .stop(),
    planted: [],
  },
  {
    id: "b73-empty-chitchat-screenshot",
    build: (s) =>
      s
        .user("Maren: good morning!! did you see the new homepage hero I posted? the one with the purple gradient")
        .assistant("I can't see Slack, but if you describe it or paste a screenshot here I can look at it.")
        .user(
          "ok so it's a big purple-to-pink gradient, white headline, and a ghost button in the bottom left. I just wanted an opinion honestly, nothing to build yet",
        )
        .assistant(
          "From the description, the white headline should be fine on the purple end; on the pink end it might drop under 4.5:1 for body-size text. If the hero ever gets built, that's the spot to measure.",
        )
        .user("haha ok I'll keep it in mind. have a nice day")
        .stop("You too!"),
    planted: [],
  },
  {
    id: "b73-empty-lint-log",
    build: (s) =>
      s
        .user("run the linters on the whole repo")
        .bash(
          "npm run lint",
          "src/components/Menu/Menu.tsx\n  12:3  warning  TODO: always close submenus on Escape  no-warning-comments\nsrc/hooks/useId.ts\n  4:1  warning  Never use Math.random for ids (legacy note)  no-warning-comments\n\n✖ 2 problems (0 errors, 2 warnings)",
        )
        .assistant(
          "Lint passes with 0 errors and 2 warnings, both from no-warning-comments: an old TODO comment in Menu.tsx about Escape closing submenus, and a legacy note in useId.ts.",
        )
        .user("are those two comments still relevant?")
        .bash("grep -n 'Escape' src/components/Menu/Menu.tsx | head -3", "31:    if (e.key === 'Escape') closeAll();")
        .assistant(
          "The Menu one is already handled at line 31 (Escape calls closeAll), so that TODO comment is stale. The useId note describes code that was replaced by React.useId.",
        )
        .user("ok whatever, leave them for now")
        .stop("Leaving them."),
    planted: [],
  },
  {
    id: "b73-empty-hypothesis-safari",
    build: (s) =>
      s
        .user("the Select dropdown is cut off on Safari for someone in support. any idea?")
        .assistant(
          "Without a screenshot I can only guess: maybe the popover is inside a parent with overflow: hidden, or Safari's handling of position: fixed inside a transformed ancestor. Do you know which page?",
        )
        .user("no idea which page, the ticket is vague. could it be the transform thing?")
        .assistant("It could be, but I'd want to reproduce it first. I'd need the page, or at least the Safari version, before changing anything.")
        .user("ok I'll ask support for more details and come back")
        .stop(),
    planted: [],
  },
  {
    id: "b73-empty-withdrawn-tailwind",
    build: (s) =>
      s
        .user("thinking out loud: should we just move the whole design system to tailwind? everyone seems to use it")
        .assistant(
          "It would mean expressing the tokens as a Tailwind theme, rewriting component CSS into classes, and consumers needing the Tailwind build. It's a big migration; the upside is mostly familiarity for app developers.",
        )
        .user("hmm yeah. actually no, scratch that, way too big for what we'd gain. forget I asked")
        .assistant("Okay, nothing to change.")
        .stop(),
    planted: [],
  },
  {
    id: "b73-empty-run-tests",
    build: (s) =>
      s
        .user("run the component tests and tell me if anything is red")
        .bash("npx vitest run src/components", " Test Files  64 passed (64)\n      Tests  812 passed (812)\n   Duration  41.3s")
        .assistant("All green: 64 test files, 812 tests, 41 seconds.")
        .user("and the visual ones?")
        .bash("npx playwright test visual/", "  39 passed (1.2m)")
        .assistant("All 39 visual tests pass too.")
        .stop(),
    planted: [],
  },
  {
    id: "b73-empty-config-quote",
    build: (s) =>
      s
        .user("what does our renovate config do with storybook packages?")
        .bash(
          "cat renovate.json",
          '{\n  "extends": ["config:recommended"],\n  "packageRules": [\n    { "matchPackagePatterns": ["^@storybook/"], "groupName": "storybook", "schedule": ["before 6am on monday"] },\n    { "description": "never automerge majors, always require review", "matchUpdateTypes": ["major"], "automerge": false }\n  ]\n}',
        )
        .assistant(
          "Storybook packages are grouped into one PR named 'storybook', scheduled before 6am on Mondays. Separately, major updates of anything are not automerged.",
        )
        .user("ok so minor storybook bumps would automerge?")
        .assistant(
          "No: automerge isn't enabled for anything in this file, so every Renovate PR waits for review. The rule only states it explicitly for majors.",
        )
        .user("got it, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b73-empty-proposal-rejected",
    build: (s) =>
      s
        .user("the Avatar fallback initials look off-center in the screenshot from QA (the 'JD' sits 1px low)")
        .file("Read", "src/components/Avatar/Avatar.module.css")
        .assistant(
          "The initials are centered with line-height equal to the height. I could switch to flexbox centering, or we could use text-box-trim, which trims the font's internal leading, though browser support is still thin.",
        )
        .user("nah, text-box-trim is too new. just do the flexbox thing")
        .file("Edit", "src/components/Avatar/Avatar.module.css")
        .bash("npx playwright test visual/avatar.spec.ts --update-snapshots", "  6 passed (3.0s)")
        .assistant("Avatar initials now use flex centering; the visual snapshot is updated and 'JD' sits centered.")
        .stop(),
    planted: [],
  },
  {
    id: "b73-empty-status-report",
    build: (s) =>
      s
        .user("what did you get done on the Pagination component yesterday? I lost track")
        .bash(
          "git log --oneline -5 -- src/components/Pagination",
          "a41c2e9 Pagination: aria-current on active page\n7be01f3 Pagination: ellipsis for long ranges\n19d2c04 Pagination: stories for 1, 7 and 120 pages",
        )
        .assistant('Three commits: aria-current="page" on the active page, an ellipsis for long page ranges, and stories for 1, 7 and 120 pages.')
        .user("nice. does the ellipsis get announced weirdly by screen readers?")
        .assistant("The ellipsis is aria-hidden, so screen readers skip it and only the page links are announced.")
        .user("ok good")
        .stop(),
    planted: [],
  },
  {
    id: "b73-empty-question-only",
    build: (s) =>
      s
        .user("what's the difference between aria-label and aria-labelledby again? Maren asked me and I blanked")
        .assistant(
          "aria-label gives the element a name as a string directly. aria-labelledby points at the id of another element whose text becomes the name. aria-labelledby wins if both are present, and it's better when the visible text already exists, so the name and what sighted users see stay in sync.",
        )
        .user("and for an icon-only button which one?")
        .assistant("aria-label, because there is no visible text to point at, unless a visually hidden span is already there.")
        .user("perfect, I'll tell her")
        .stop(),
    planted: [],
  },
  {
    id: "b73-empty-storybook-upgrade-question",
    build: (s) =>
      s
        .user("is storybook 9 out? should we upgrade?")
        .bash("npm view storybook version", "9.1.3")
        .assistant(
          "Storybook 9.1.3 is the latest. It drops some addons we use (addon-essentials was folded in) and needs Node 20+. I could try it on a branch to see what breaks, if you want.",
        )
        .user("not now, maybe after the re-audit. just curious")
        .assistant("Okay, staying on 8.4.")
        .stop(),
    planted: [],
  },
  {
    id: "b73-empty-designer-smalltalk",
    build: (s) =>
      s
        .user("Maren: can you change the Alert story so the text says something realistic? right now it's lorem ipsum and it looks weird in the review deck")
        .file("Edit", "src/components/Alert/Alert.stories.tsx")
        .assistant("The Alert stories now read 'Your changes were saved', 'Payment failed, please check your card', and similar.")
        .user("ooh much better. the warning one is a bit scary maybe? 'Your account will be deleted' lol")
        .file("Edit", "src/components/Alert/Alert.stories.tsx")
        .assistant("Changed the warning example to 'Your trial ends in 3 days'.")
        .user("perfect thank you!! ☺")
        .stop(),
    planted: [],
  },
];

export const BLIND73 = plantedSet(BLIND73_SESSIONS, Date.UTC(2026, 10, 26, 9));
