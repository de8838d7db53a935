/**
 * A blind planted set for the offline long-term-memory extractor, style: frontend design
 * systems and accessibility (React, CSS, Storybook, design tokens, a11y audits, i18n, browser
 * support) in Gemini CLI and Copilot CLI voice, with designers and developers in the same
 * sessions and many opinions that are not decisions. Each session is one segment; the items
 * planted in it are listed with it. Every other message must give nothing: questions,
 * hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted code, tool
 * output, chit-chat, opinions, and in-session requests that are done in the same session.
 * Superseded decisions plant only the later one.
 *
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Matching rule (the one stated in test/node/planted-blind.ts, fixed before any measurement):
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

export const BLIND33_SESSIONS: BlindSession[] = [
  {
    id: "b33-token-pipeline",
    build: (s) =>
      s
        .user("design wants the tokens exported as css vars AND a typed TS object. theo vs style dictionary, any opinion?")
        .assistant(
          "✦ Both can do it. Theo hasn't had a release in a while; Style Dictionary v4 has first-class transforms for CSS custom properties and a TypeScript declarations format. Let me look at how the token sources are laid out first.",
        )
        .bash("ls packages/tokens/src", "color.json\nradius.json\nspacing.json\ntypography.json")
        .assistant("The token sources are plain JSON files in `packages/tokens/src/`, one per category (color, radius, spacing, typography).")
        .user("ok. decided: Style Dictionary v4 for the token build. no theo. wire up the config pls")
        .file("Write", "packages/tokens/sd.config.mjs")
        .assistant("I've added `sd.config.mjs` with a `css/variables` and a `typescript/es6-declarations` platform.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dictionary"] },
      { kind: "fact", keys: ["packages/tokens"] },
    ],
  },
  {
    id: "b33-focus-outline",
    build: (s) =>
      s
        .user("hi, Priya from design here (sharing Sam's terminal). the focus ring is basically invisible on the navy primary button")
        .assistant("● I'll search for places where outlines are suppressed.")
        .bash(
          "rg -n 'outline: ?none' src/",
          "src/components/Button/Button.module.css:14:  outline: none; /* never show the ugly ring */\nsrc/components/Tabs/Tabs.module.css:31:  outline: none;",
        )
        .assistant(
          "Two rules remove the outline with nothing replacing it: `Button.module.css:14` and `Tabs.module.css:31`. I can replace both with a `:focus-visible` ring using `--color-focus`.",
        )
        .user(
          "yes do it. and Sam says: from now on never ship `outline: none` unless the same rule has a :focus-visible replacement. that's a hard rule for the whole repo",
        )
        .file("Edit", "src/components/Button/Button.module.css")
        .file("Edit", "src/components/Tabs/Tabs.module.css")
        .assistant("Both fixed: the buttons and tabs now show a 2px ring on `:focus-visible` only.")
        .user("perfect, looks so much better. personally I'd make it 3px but whatever")
        .stop("Noted. It's a single variable if you want to try 3px later."),
    planted: [{ kind: "instruction", keys: ["outline"] }],
  },
  {
    id: "b33-storybook-builder",
    build: (s) =>
      s
        .user("storybook takes forever to start, is it still on webpack?")
        .bash("npx storybook --version && grep -n builder .storybook/main.ts", "8.1.10\n5:  framework: { name: '@storybook/react-vite', options: {} },")
        .assistant(
          "No: it's Storybook 8.1 with the Vite builder (`@storybook/react-vite`). The slow start is probably the 400+ MDX stories being compiled, but I haven't profiled it.",
        )
        .user(
          "huh ok so Storybook 8.1 on vite, good to know. the .stories.mdx files are legacy anyway — we still need to convert them all to CSF3 at some point, not today",
        )
        .assistant("Understood, I'll leave them as they are for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["storybook", "vite"] },
      { kind: "task", keys: ["csf3"] },
    ],
  },
  {
    id: "b33-rtl-logical",
    build: (s) =>
      s
        .user("arabic build: the sidebar is on the wrong side and the chevrons point the wrong way. maybe flex-direction is the culprit?")
        .assistant("That's possible, but first I'll check how RTL is handled at the moment.")
        .bash("grep -rn rtlcss package.json postcss.config.js", "postcss.config.js:4:    require('rtlcss')(),")
        .assistant(
          "RTL is produced by `rtlcss` as a PostCSS step, which flips the whole stylesheet, including things that shouldn't flip. An alternative is CSS logical properties (`margin-inline-start`, `inset-inline-end`), which the browser mirrors based on `dir`.",
        )
        .user("yeah let's do that. we go with logical properties for RTL and rip rtlcss out. chevrons get `transform: scaleX(-1)` under [dir=rtl]")
        .file("Edit", "postcss.config.js")
        .file("Edit", "src/components/Sidebar/Sidebar.module.css")
        .assistant("Removed rtlcss and converted the sidebar to logical properties; the chevrons now mirror under `[dir=rtl]`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["logical"] }],
  },
  {
    id: "b33-i18n-strings",
    build: (s) =>
      s
        .user("add a 'Copy link' label to the share menu")
        .file("Edit", "src/features/share/ShareMenu.tsx")
        .bash("pnpm i18n:extract", "Extracted 1 new key: share.copyLink\nlocales/en/common.json updated")
        .assistant("Added `t('share.copyLink')` and ran the extractor; `locales/en/common.json` now has the key.")
        .user(
          "good. for the future: every new user-facing string goes through t() with the english text in locales/en/common.json, then run `pnpm i18n:extract`. never hardcode copy in JSX",
        )
        .assistant("Got it — strings through `t()`, English in `locales/en/common.json`, then `pnpm i18n:extract`.")
        .user("also fyi the translators (Lokalise) only pull from main on fridays, so don't bother pinging them mid-week")
        .stop("Okay."),
    planted: [
      { kind: "instruction", keys: ["i18n:extract"] },
      { kind: "fact", keys: ["lokalise"] },
    ],
  },
  {
    id: "b33-browserslist",
    build: (s) =>
      s
        .user("can we use :has() yet? what's our browser floor")
        .bash("cat .browserslistrc", "> 0.5%\nlast 2 versions\nnot dead\nsafari >= 15.4")
        .assistant(
          "✦ The `.browserslistrc` sets the floor at Safari 15.4. `:has()` landed in Safari 15.4, so technically yes, but Firefox only got it in 121 and `last 2 versions` doesn't guarantee that.",
        )
        .user("the safari 15.4 floor is because of the enterprise iPad fleet, that's fixed by contract. firefox ESR we don't officially care about")
        .assistant("Understood. So `:has()` is fine for progressive enhancement but I wouldn't rely on it for layout.")
        .user("i mean i'd love to use it everywhere honestly. maybe next year")
        .stop(),
    planted: [{ kind: "fact", keys: ["safari", "ipad"] }],
  },
  {
    id: "b33-icons-superseded",
    build: (s) =>
      s
        .user("icons: decision from yesterday's sync was to ship them as one SVG sprite. can you set that up")
        .assistant("I'll first measure what the current icon imports cost so we have a baseline.")
        .bash("pnpm size-limit --why", "  dist/index.js   41.2 kB gzip\n  icons/*.svg (inlined): 18.9 kB")
        .assistant(
          "The inlined icons are 18.9 kB gzip. A sprite with all 240 icons would be ~22 kB and loaded on every page, whereas per-icon components from `lucide-react` tree-shake down to what each page uses.",
        )
        .user(
          "oh wow. ok scratch the sprite. change of plan: we use lucide-react components, tree-shaken, and delete the custom svg folder once the last screen is migrated",
        )
        .assistant("Okay. I'll switch the `Icon` wrapper to lucide-react now.")
        .file("Edit", "src/components/Icon/Icon.tsx")
        .user("the svg folder cleanup can wait, a few screens in billing still import from it")
        .stop("Right, I left `src/assets/svg/` alone."),
    planted: [
      { kind: "decision", keys: ["lucide"] },
      { kind: "task", keys: ["svg", "billing"] },
    ],
  },
  {
    id: "b33-contrast-muted",
    build: (s) =>
      s
        .user("run the axe audit on the settings page pls")
        .bash(
          "pnpm test:a11y -- --url /settings",
          "color-contrast (serious): 14 nodes\n  .text-muted  #8a8f98 on #ffffff  ratio 3.21:1 (expected 4.5:1)\nlabel (critical): 1 node\n  input#display-name",
        )
        .assistant(
          "Two problems: 14 nodes using `--color-text-muted` (#8a8f98 on white) at 3.21:1, below AA's 4.5:1, and the display-name input has no label. I'll fix the label now.",
        )
        .file("Edit", "src/features/settings/ProfileForm.tsx")
        .user(
          "Leah (design) here — the muted gray is a token, don't just darken it in one spot. I'll pick a new value for --color-text-muted that passes 4.5:1 and we swap it next sprint",
        )
        .assistant("Understood, I won't change the token. The label fix is in.")
        .user("thx. confirmed btw: #8a8f98 fails AA on white, I checked it in Stark too")
        .stop(),
    planted: [
      { kind: "task", keys: ["text-muted"] },
      { kind: "fact", keys: ["#8a8f98"] },
    ],
  },
  {
    id: "b33-chitchat-figma",
    build: (s) =>
      s
        .user("morning! did you see the new figma dev mode pricing lol")
        .assistant("I don't have access to news, but I'm happy to help with anything in the repo.")
        .user("haha fair. just venting. designers are gonna riot")
        .assistant("Understandable. Let me know when you want to get started.")
        .user("nah that's it for now, coffee first")
        .stop("Enjoy the coffee."),
    planted: [],
  },
  {
    id: "b33-css-modules-vs-tailwind",
    build: (s) =>
      s
        .user("hot take: we should move everything to tailwind. css modules are so verbose")
        .assistant(
          "There are tradeoffs. Tailwind would make the token mapping explicit in `tailwind.config`, but we'd lose the component-scoped overrides a lot of the design system relies on. How many components use CSS modules today?",
        )
        .bash("fd -e module.css src | wc -l", "187")
        .assistant("187 CSS module files. A migration would be large.")
        .user("yeah... that's a lot. let me think about it, not deciding anything today. Marco will hate it anyway")
        .assistant("Sure — nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b33-reduced-motion",
    build: (s) =>
      s
        .user("the drawer slide animation made a user feel sick, we got a support ticket")
        .bash("rg -n 'prefers-reduced-motion' src | head", "")
        .assistant(
          "Nothing in `src/` checks `prefers-reduced-motion` right now. I'll add a global rule in `reset.css` that shortens transitions and animations when it's set.",
        )
        .file("Edit", "src/styles/reset.css")
        .user("good. and going forward, every new animation must respect prefers-reduced-motion — put that in the contributing guide too")
        .file("Edit", "CONTRIBUTING.md")
        .assistant("Added the global rule and a line in CONTRIBUTING.md.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["reduced-motion"] }],
  },
  {
    id: "b33-chromatic",
    build: (s) =>
      s
        .user("chromatic build failed again on the PR, why")
        .bash(
          "pnpm chromatic --exit-zero-on-changes=false",
          "✖ Build 1482 has 3 visual changes\n  Button/Primary: 1px shift\n  Card/Default: shadow changed\n  TODO: review baselines",
        )
        .assistant(
          "Three visual diffs: a 1px shift on Button/Primary and a shadow change on Card. It may be the font loading race we saw earlier, but I can't confirm that from here.",
        )
        .user("the card shadow change is intentional. our chromatic project token lives in 1Password under 'Chromatic – design-system', not in the repo, fyi")
        .assistant("Noted. I'll accept the Card baseline; the Button shift still needs a look.")
        .user("let's leave the button for now. someone needs to figure out that 1px shift though, it's been flaky for weeks")
        .stop(),
    planted: [
      { kind: "fact", keys: ["chromatic", "1password"] },
      { kind: "task", keys: ["1px"] },
    ],
  },
  {
    id: "b33-spacing-scale",
    build: (s) =>
      s
        .user("devs keep using 10px and 14px paddings. what does our spacing scale look like")
        .bash("cat packages/tokens/src/spacing.json", '{ "space": { "1": "4px", "2": "8px", "3": "12px", "4": "16px", "6": "24px", "8": "32px" } }')
        .assistant("The scale is 4px-based: 4, 8, 12, 16, 24, 32. 10px and 14px aren't on it.")
        .user("right. rule: only spacing tokens (--space-*) in component css, no raw px for margin/padding/gap. flag it in review if you see it")
        .assistant("Will do: margin, padding and gap only via `--space-*`.")
        .user("should we add a stylelint rule for it? idk, maybe overkill")
        .stop("It's doable with `declaration-property-value-disallowed-list`; say the word if you want it."),
    planted: [{ kind: "instruction", keys: ["spacing"] }],
  },
  {
    id: "b33-dialog-component",
    build: (s) =>
      s
        .user("our Modal doesn't trap focus. should we just use the native <dialog>?")
        .assistant(
          "✦ Native `<dialog>` with `showModal()` gives focus trapping, inert background and Escape handling for free, and Safari 15.4 supports it. Radix Dialog is the other option; it's heavier but handles nested portals.",
        )
        .bash("grep -rn '\"@radix-ui' package.json", '  "@radix-ui/react-popover": "^1.0.7",')
        .assistant("We already depend on Radix for the popover.")
        .user("we're going with native <dialog> for Modal. Radix stays for popover only. done deal, Marco agreed on slack")
        .file("Edit", "src/components/Modal/Modal.tsx")
        .assistant("Modal now renders a `<dialog>` and opens it with `showModal()`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["dialog"] }],
  },
  {
    id: "b33-question-only",
    build: (s) =>
      s
        .user("what's the difference between aria-label and aria-labelledby again?")
        .assistant(
          "`aria-label` gives the element an accessible name from a string. `aria-labelledby` points to the id(s) of other elements whose text becomes the name; it wins over `aria-label` if both are present.",
        )
        .user("and aria-describedby?")
        .assistant("That adds a description, read after the name and role, e.g. helper text or an error message under an input.")
        .user("cool thanks")
        .stop("You're welcome."),
    planted: [],
  },
  {
    id: "b33-dark-mode",
    build: (s) =>
      s
        .user("how does dark mode currently switch? class or media query?")
        .bash(
          "rg -n 'data-theme' src/styles/theme.css | head -3",
          'src/styles/theme.css:1:[data-theme="dark"] {\nsrc/styles/theme.css:40:[data-theme="light"] {',
        )
        .assistant(
          'It\'s attribute-based: `[data-theme="dark"]` on `<html>`, set by `ThemeProvider` from localStorage, falling back to `prefers-color-scheme`.',
        )
        .user("rule: theming goes only through the data-theme attribute. no .dark class sneaking in from some tailwind snippet")
        .assistant("Understood — theming stays on `data-theme`.")
        .user("also we still need dark variants for the chart palette, they're just the light ones rn. put it on the list")
        .stop(),
    planted: [
      { kind: "fact", keys: ["data-theme", "html"] },
      { kind: "instruction", keys: ["data-theme", "class"] },
      { kind: "task", keys: ["chart", "dark"] },
    ],
  },
  {
    id: "b33-done-in-session",
    build: (s) =>
      s
        .user("rename the `Btn` component to `Button` everywhere")
        .bash("rg -l '\\bBtn\\b' src | wc -l", "23")
        .assistant("23 files reference `Btn`. I'll rename the component and update the imports.")
        .file("Edit", "src/components/Button/Button.tsx")
        .bash("pnpm typecheck", "Found 0 errors.")
        .assistant("Renamed; typecheck passes.")
        .user("nice, thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "b33-font-loading",
    build: (s) =>
      s
        .user("the CLS on the marketing pages is bad. is it the fonts?")
        .bash("grep -n font-display src/styles/fonts.css", "src/styles/fonts.css:5:  font-display: block;")
        .assistant(
          "Likely contributes: `font-display: block` hides text until Inter loads, then swaps. I'd guess that's most of the CLS, but Lighthouse would confirm.",
        )
        .user("switch to optional + preload the woff2")
        .file("Edit", "src/styles/fonts.css")
        .file("Edit", "index.html")
        .assistant("Done: `font-display: optional` and a `<link rel=preload>` for `inter-var.woff2`.")
        .user("fyi we self-host Inter from /public/fonts, legal said no google fonts CDN because of the GDPR ruling in germany")
        .stop("Good to know; the preload points at `/fonts/inter-var.woff2`."),
    planted: [{ kind: "fact", keys: ["google", "fonts"] }],
  },
  {
    id: "b33-component-naming",
    build: (s) =>
      s
        .user("new component: a little pill for statuses")
        .assistant("I'll call it `StatusBadge`. Do you want it under `src/components/` with a story?")
        .user(
          "Badge, not StatusBadge. convention for the DS: component names are single nouns, no prefixes, and every component gets a folder with index.ts, X.tsx, X.module.css, X.stories.tsx",
        )
        .file("Write", "src/components/Badge/Badge.tsx")
        .file("Write", "src/components/Badge/Badge.stories.tsx")
        .bash("pnpm lint src/components/Badge", "✔ No problems")
        .assistant("Created `Badge` with its folder, styles and story.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["folder"] }],
  },
  {
    id: "b33-screenreader-tests",
    build: (s) =>
      s
        .user("who tests with actual screen readers here?")
        .assistant("I can't know that from the repo. Let me check if there's anything documented.")
        .bash(
          "rg -n -i 'screen reader|nvda|voiceover' docs/ | head",
          "docs/a11y.md:12:Manual screen reader passes: Aiko (NVDA + Firefox), Tomás (VoiceOver + Safari).",
        )
        .assistant("`docs/a11y.md` lists Aiko (NVDA + Firefox) and Tomás (VoiceOver + Safari) for manual passes.")
        .user("yep that's right, Aiko does NVDA and Tomás does VoiceOver. ping them before any release that touches forms")
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["aiko", "nvda"] },
      { kind: "instruction", keys: ["forms"] },
    ],
  },
  {
    id: "b33-hypothesis-only",
    build: (s) =>
      s
        .user("the combobox announces 'blank' in VoiceOver sometimes. any idea?")
        .assistant(
          "A few hypotheses: the `aria-activedescendant` may point to an id that's not rendered yet, or the listbox is virtualized and the option isn't in the DOM. It could also be a VoiceOver bug with `role=combobox` on a div.",
        )
        .bash("rg -n 'aria-activedescendant' src/components/Combobox", "src/components/Combobox/Combobox.tsx:88:      aria-activedescendant={activeId}")
        .assistant("It's set from `activeId`; I'd need to reproduce it to tell which one it is.")
        .user("hmm could also be the virtualization thing. I'll try to repro tomorrow on my mac")
        .stop(),
    planted: [],
  },
  {
    id: "b33-react-version",
    build: (s) =>
      s
        .user("can we use the new `use()` hook in the DS?")
        .bash("node -p \"require('react/package.json').version\"", "18.3.1")
        .assistant("We're on React 18.3.1, so `use()` isn't available; it's React 19.")
        .user(
          "right. and the design system has to stay on react 18 until the admin app (still on react 18 + enzyme tests) is migrated. that's a hard constraint from the platform team",
        )
        .assistant("Understood: the DS keeps React 18 as the peer dependency.")
        .user("someone should write up the react 19 upgrade plan for the admin app, I'll raise it at planning")
        .stop(),
    planted: [
      { kind: "fact", keys: ["react", "admin"] },
      { kind: "task", keys: ["upgrade", "admin"] },
    ],
  },
  {
    id: "b33-tooltip-rejected",
    build: (s) =>
      s
        .user("I want tooltips on every icon button, designers asked")
        .assistant(
          "One option: a `title` attribute, cheap but not keyboard-accessible. Another: our Tooltip component on hover and focus. I'd propose wrapping `IconButton` so it always renders a Tooltip with its `aria-label`.",
        )
        .user("hmm no, not always — some icon buttons are in dense tables and tooltips would be noisy. let's not do the blanket wrapper")
        .assistant("Okay, I won't change `IconButton`.")
        .bash("rg -c 'IconButton' src | wc -l", "61")
        .user("just add it to the toolbar ones for now")
        .file("Edit", "src/features/editor/Toolbar.tsx")
        .stop("Added Tooltip to the 9 toolbar buttons."),
    planted: [],
  },
  {
    id: "b33-visual-regressions",
    build: (s) =>
      s
        .user("remember for this repo: before pushing any change under src/components, run `pnpm test:visual` locally. CI catches it but it's 20 min later")
        .assistant("Will do.")
        .bash("pnpm test:visual --filter Badge", "✓ 4 stories, 0 diffs")
        .assistant("Ran it for Badge just now: 4 stories, no diffs.")
        .user("thx. ugh I hate how slow CI is")
        .stop(),
    planted: [{ kind: "instruction", keys: ["test:visual"] }],
  },
  {
    id: "b33-pnpm-monorepo",
    build: (s) =>
      s
        .user("I ran npm install and it made a package-lock 🙃")
        .bash(
          "ls pnpm-lock.yaml pnpm-workspace.yaml && cat pnpm-workspace.yaml",
          "pnpm-lock.yaml\npnpm-workspace.yaml\npackages:\n  - 'apps/*'\n  - 'packages/*'",
        )
        .assistant("This is a pnpm workspace (`apps/*` and `packages/*`). I'll delete the stray `package-lock.json`.")
        .bash("rm package-lock.json && pnpm install", "Lockfile is up to date")
        .user("yes pnpm only, never npm or yarn in this repo. the lockfile mess last time took a day to untangle")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pnpm", "workspace"] },
      { kind: "instruction", keys: ["pnpm", "yarn"] },
    ],
  },
  {
    id: "b33-opinion-shadows",
    build: (s) =>
      s
        .user("(Leah) honestly I think our shadows are too heavy. like, 2019 material vibes")
        .assistant("I can show the current elevation tokens if that helps.")
        .bash("jq .shadow packages/tokens/src/elevation.json", '{ "1": "0 1px 2px rgba(0,0,0,.2)", "2": "0 4px 8px rgba(0,0,0,.25)" }')
        .user("(Sam) I kind of like them tbh. maybe just the level 2 one")
        .user("(Leah) let's bring it to the design crit, no changes yet")
        .stop("Okay, leaving the elevation tokens unchanged."),
    planted: [],
  },
  {
    id: "b33-date-format",
    build: (s) =>
      s
        .user("dates show as 11/02/2026 for the UK users, which is wrong")
        .bash("rg -n 'toLocaleDateString|format\\(' src/lib/dates.ts", "src/lib/dates.ts:7:  return format(d, 'MM/dd/yyyy');")
        .assistant("`formatDate` hardcodes `MM/dd/yyyy` with date-fns. I'll switch it to `Intl.DateTimeFormat` with the user's locale.")
        .file("Edit", "src/lib/dates.ts")
        .user("good. we decided last quarter to drop date-fns entirely in favour of Intl + Temporal polyfill, so don't add new date-fns imports")
        .assistant("Okay, no new date-fns imports.")
        .user("there are still ~30 date-fns usages left in the reports app, those need replacing eventually")
        .stop(),
    planted: [
      { kind: "decision", keys: ["date-fns", "intl"] },
      { kind: "task", keys: ["date-fns", "reports"] },
    ],
  },
  {
    id: "b33-storybook-a11y-addon",
    build: (s) =>
      s
        .user("is the a11y addon enabled in storybook?")
        .bash("grep -n addon .storybook/main.ts", "3:  addons: ['@storybook/addon-essentials', '@storybook/addon-interactions'],")
        .assistant("No, only `addon-essentials` and `addon-interactions`. Should I add `@storybook/addon-a11y`?")
        .user("yes add it, and set it to fail the test-runner on violations, not just warn. that's how we want it going forward")
        .file("Edit", ".storybook/main.ts")
        .file("Edit", ".storybook/test-runner.ts")
        .assistant("Added `addon-a11y`; the test runner now fails a story with any axe violation.")
        .stop(),
    planted: [{ kind: "decision", keys: ["addon-a11y"] }],
  },
  {
    id: "b33-quoted-logs",
    build: (s) =>
      s
        .user("what's this warning in the build")
        .bash(
          "pnpm build 2>&1 | tail -4",
          "warning: [postcss] Always use logical properties (stylelint-use-logical)\nwarning: TODO remove legacy grid fallback\nwarning: never use !important in component css\nbuilt in 41.2s",
        )
        .assistant(
          "Those are lint warnings printed through the PostCSS reporter: stylelint's logical-properties rule, a TODO comment being echoed, and a custom message about `!important`. None of them fail the build.",
        )
        .user("ah ok, they're just noise then")
        .assistant("Mostly. The `!important` one comes from a comment in `Grid.module.css`.")
        .stop(),
    planted: [],
  },
  {
    id: "b33-heading-levels",
    build: (s) =>
      s
        .user("the Card title is always an h3, which breaks the outline on the dashboard")
        .file("Read", "src/components/Card/Card.tsx")
        .assistant("`Card` renders `<h3>` unconditionally. I'll add an `as` prop for the heading level, defaulting to `h3`.")
        .file("Edit", "src/components/Card/Card.tsx")
        .user("yes. and in general: DS components never hardcode heading levels, they take the level as a prop. consumers decide the document outline")
        .assistant("Got it.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["heading"] }],
  },
  {
    id: "b33-design-handoff",
    build: (s) =>
      s
        .user("where do the figma variables come from, are they synced with our tokens?")
        .bash(
          "cat .github/workflows/tokens-sync.yml | head -8",
          "name: tokens-sync\non:\n  schedule:\n    - cron: '0 6 * * 1'\njobs:\n  sync:\n    steps:\n      - run: pnpm tokens:pull",
        )
        .assistant("A weekly workflow (Mondays 06:00 UTC) runs `pnpm tokens:pull`, which pulls the Figma variables into `packages/tokens/src`.")
        .user("yeah, Figma is the source of truth for tokens, the sync job overwrites the json every monday. so don't hand-edit token json, change it in figma")
        .stop(),
    planted: [
      { kind: "fact", keys: ["monday"] },
      { kind: "instruction", keys: ["figma"] },
    ],
  },
  {
    id: "b33-empty-rebase",
    build: (s) =>
      s
        .user("rebase my branch on main")
        .bash("git fetch && git rebase origin/main", "Successfully rebased and updated refs/heads/feat/badge.")
        .assistant("● Rebased `feat/badge` onto `origin/main` without conflicts.")
        .user("push it")
        .bash("git push --force-with-lease", "+ 3a1f2c0...9b7e1d4 feat/badge -> feat/badge (forced update)")
        .assistant("Pushed.")
        .stop(),
    planted: [],
  },
  {
    id: "b33-plural-rules",
    build: (s) =>
      s
        .user("'1 items selected' lol. we're doing string concat for plurals somewhere")
        .bash("rg -n 'items selected' src", "src/features/table/SelectionBar.tsx:12:  {count} {t('items')} selected")
        .assistant(
          "`SelectionBar` concatenates the count. I'll switch to an ICU plural message `{count, plural, one {# item selected} other {# items selected}}`.",
        )
        .file("Edit", "src/features/table/SelectionBar.tsx")
        .user("yes — ICU messageformat for anything with a count, always. polish and arabic have more than two plural forms so concat is never ok")
        .stop("Got it."),
    planted: [{ kind: "instruction", keys: ["icu"] }],
  },
  {
    id: "b33-breakpoints-superseded",
    build: (s) =>
      s
        .user("breakpoints: we said 640/1024/1280 last week")
        .assistant("I see those in `breakpoints.ts`.")
        .bash("cat src/styles/breakpoints.ts", "export const bp = { sm: 640, md: 1024, lg: 1280 };")
        .user("ok Leah and I talked again. we're changing that: breakpoints are 600/900/1200 now, to match the new grid in figma. update it")
        .file("Edit", "src/styles/breakpoints.ts")
        .assistant("Updated `bp` to `{ sm: 600, md: 900, lg: 1200 }`.")
        .user("we probably should also switch to container queries for cards at some point, but not now")
        .stop(),
    planted: [{ kind: "decision", keys: ["breakpoints", "600"] }],
  },
  {
    id: "b33-copilot-greeting",
    build: (s) =>
      s
        .user("hey")
        .assistant("Hi! What would you like to work on?")
        .user("not sure yet, looking at the backlog")
        .assistant("Sure, I'm here when you're ready.")
        .stop(),
    planted: [],
  },
  {
    id: "b33-skip-link",
    build: (s) =>
      s
        .user("keyboard users have to tab through 40 nav links to reach content. add a skip link")
        .file("Edit", "src/app/Layout.tsx")
        .bash("pnpm test:a11y -- --url /", "bypass: 0 violations")
        .assistant("Added a 'Skip to main content' link as the first focusable element, targeting `#main`. The `bypass` check now passes.")
        .user("great. the main landmark id is `main` across all apps btw, the docs site too")
        .stop(),
    planted: [{ kind: "fact", keys: ["landmark"] }],
  },
  {
    id: "b33-proposal-unconfirmed",
    build: (s) =>
      s
        .user("what if we published the DS as separate packages per component? like @acme/button, @acme/card")
        .assistant(
          "That's possible with changesets. Tradeoffs: finer-grained versioning, but consumers juggle 40 versions and peer deps get messy. Most DS teams ship one package with tree-shaking.",
        )
        .bash("cat packages/ui/package.json | jq .sideEffects", "false")
        .assistant("`sideEffects: false` is already set, so tree-shaking the single package works.")
        .user("hmm. good point. I'll ask in #design-systems what people think")
        .stop(),
    planted: [],
  },
  {
    id: "b33-changesets",
    build: (s) =>
      s
        .user("how do releases of packages/ui work?")
        .bash("ls .changeset && cat .changeset/config.json | jq .baseBranch", 'README.md\nconfig.json\n"main"')
        .assistant("Releases go through changesets: each PR adds a `.changeset/*.md`, and the release workflow versions and publishes from `main`.")
        .user("right. please always add a changeset for any change in packages/ui, even docs-only ones (use patch). the release bot gets confused otherwise")
        .bash("pnpm changeset add --empty", "🦋  Empty Changeset added! - you can now commit it")
        .assistant("Added one for the current branch.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["changesets"] },
      { kind: "instruction", keys: ["changeset"] },
    ],
  },
  {
    id: "b33-color-naming",
    build: (s) =>
      s
        .user("(Priya) devs are using --blue-600 directly in components again")
        .bash("rg -c 'var\\(--blue-' src/components | wc -l", "17")
        .assistant("17 component files use palette tokens like `--blue-600` directly instead of semantic ones.")
        .user(
          "(Priya) ok so we agreed in crit: components only use semantic tokens (--color-action-primary etc), palette tokens are internal to packages/tokens. that's final",
        )
        .assistant("Understood. Should I migrate the 17 files now?")
        .user("(Sam) not now, it's a big diff. migrating those 17 palette usages happens after the release, make a note")
        .stop(),
    planted: [
      { kind: "decision", keys: ["semantic"] },
      { kind: "task", keys: ["palette"] },
    ],
  },
  {
    id: "b33-withdrawn-idea",
    build: (s) =>
      s
        .user("maybe we should drop support for the old Edge legacy... wait, that's already dead. never mind")
        .assistant("Right, EdgeHTML is excluded by `not dead` in the browserslist already.")
        .bash("npx browserslist | grep -i edge", "edge 119\nedge 118")
        .user("yeah ok ignore me, long day")
        .stop(),
    planted: [],
  },
  {
    id: "b33-form-errors",
    build: (s) =>
      s
        .user("form errors aren't announced when you submit")
        .file("Read", "src/components/Field/Field.tsx")
        .assistant(
          "The error text renders but isn't tied to the input. I'll add `aria-describedby` and `aria-invalid`, and move focus to the first invalid field on submit.",
        )
        .file("Edit", "src/components/Field/Field.tsx")
        .user(
          "cool. pattern for all forms: on submit with errors, focus the first invalid field and show an error summary at the top. no toasts for validation, ever",
        )
        .assistant("Noted.")
        .user("the error summary component doesn't exist yet though. someone has to build ErrorSummary, Tomás sketched it in figma")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["toasts"] },
      { kind: "task", keys: ["errorsummary"] },
    ],
  },
  {
    id: "b33-empty-explain-css",
    build: (s) =>
      s
        .user("explain `clamp(1rem, 0.9rem + 0.5vw, 1.25rem)` to me like I'm a designer")
        .assistant(
          "It's a font size that grows with the window: never smaller than 1rem, never bigger than 1.25rem, and in between it's 0.9rem plus half a percent of the viewport width.",
        )
        .user("oh neat. so fluid type basically")
        .assistant("Exactly — fluid type with a floor and a ceiling.")
        .stop(),
    planted: [],
  },
  {
    id: "b33-vitest-rtl",
    build: (s) =>
      s
        .user("write a test that the Badge renders its label")
        .file("Write", "src/components/Badge/Badge.test.tsx")
        .bash("pnpm vitest run src/components/Badge", "✓ Badge > renders its label (12ms)\nTest Files  1 passed")
        .assistant("Added `Badge.test.tsx` using Testing Library; it passes.")
        .user("👍 and query by role/label in tests, not by test ids or class names. getByTestId is a last resort")
        .stop(),
    planted: [{ kind: "instruction", keys: ["getbytestid"] }],
  },
  {
    id: "b33-safari-bug",
    build: (s) =>
      s
        .user("sticky table header jumps in safari when you scroll horizontally")
        .bash("rg -n 'position: sticky' src/components/Table", "src/components/Table/Table.module.css:22:  position: sticky;")
        .assistant(
          "It may be the known WebKit issue with `position: sticky` inside an `overflow: auto` container that also has `border-collapse: collapse`. I'd want to test on a real device.",
        )
        .user("confirmed on my iPad: it's border-collapse. with `border-collapse: separate` it's fine. write that down, it bites us every year")
        .file("Edit", "src/components/Table/Table.module.css")
        .assistant("Switched the table to `border-collapse: separate` with `border-spacing: 0`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["border-collapse"] }],
  },
  {
    id: "b33-empty-review",
    build: (s) =>
      s
        .user("can you review my diff? just style stuff")
        .bash("git diff --stat", " src/components/Card/Card.module.css | 6 +++---\n 1 file changed")
        .assistant(
          "The diff changes the card padding from `--space-3` to `--space-4` and the radius from 8px to `--radius-md`. Looks fine to me; the radius now uses a token.",
        )
        .user("cool, I wasn't sure about the radius")
        .assistant("`--radius-md` is 8px too, so it's visually identical.")
        .stop(),
    planted: [],
  },
  {
    id: "b33-svg-a11y",
    build: (s) =>
      s
        .user("decorative icons are being read out as 'image'")
        .file("Read", "src/components/Icon/Icon.tsx")
        .assistant("`Icon` doesn't set `aria-hidden`. I'll default to `aria-hidden=\"true\"` and only expose it when a `label` prop is passed.")
        .file("Edit", "src/components/Icon/Icon.tsx")
        .user("yes and remember: icon-only buttons must always have an aria-label on the button, not on the svg")
        .stop("Got it."),
    planted: [{ kind: "instruction", keys: ["icon-only"] }],
  },
  {
    id: "b33-empty-perf-guess",
    build: (s) =>
      s
        .user("why is the docs site so slow to hydrate? is it the mdx?")
        .assistant("Could be the MDX, or the syntax highlighter shipping all languages. I'd have to profile to know.")
        .bash("pnpm --filter docs build --profile 2>&1 | tail -2", "chunk shiki: 612 kB\nchunk mdx-runtime: 88 kB")
        .assistant("The shiki chunk is 612 kB; that's a likely culprit, though not confirmed as the hydration cost.")
        .user("interesting. i'll dig in later maybe")
        .stop(),
    planted: [],
  },
  {
    id: "b33-gemini-design-review",
    build: (s) =>
      s
        .user("(Leah) can the agent check whether the new Toast meets WCAG 2.2 target size?")
        .bash("pnpm test:a11y -- --story toast--default --rules target-size", "target-size: 1 violation\n  button.toast-close 20x20px (minimum 24x24px)")
        .assistant("✦ The close button is 20×20 px; WCAG 2.2 (2.5.8) wants at least 24×24. I'll bump the hit area with padding.")
        .file("Edit", "src/components/Toast/Toast.module.css")
        .user("(Leah) thanks! and for context: we target WCAG 2.2 AA, not 2.1, since the accessibility statement update in october")
        .stop(),
    planted: [{ kind: "fact", keys: ["wcag", "2.2"] }],
  },
  {
    id: "b33-storybook-deploy",
    build: (s) =>
      s
        .user("where is storybook deployed?")
        .bash("cat .github/workflows/storybook.yml | grep -n url", "18:        url: https://ds.acme.dev")
        .assistant("It's published to https://ds.acme.dev by the `storybook` workflow on every push to main.")
        .user("right, ds.acme.dev. PR previews go to chromatic only")
        .assistant("Understood.")
        .user("the netlify preview thing is half set up and broken, we need to either finish or remove it. later")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ds.acme.dev"] },
      { kind: "task", keys: ["netlify"] },
    ],
  },
  {
    id: "b33-empty-lint-fix",
    build: (s) =>
      s
        .user("fix the lint errors")
        .bash("pnpm lint", "src/components/Card/Card.tsx\n  4:10  error  'clsx' is defined but never used")
        .file("Edit", "src/components/Card/Card.tsx")
        .bash("pnpm lint", "✔ No problems")
        .assistant("Removed the unused `clsx` import; lint is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "b33-motion-tokens",
    build: (s) =>
      s
        .user("(Priya) the durations are all over the place. 150, 180, 200, 250, 300ms")
        .bash(
          "rg -o 'transition: [^;]*' src | sort | uniq -c | sort -rn | head -4",
          "  22 transition: all 200ms\n   9 transition: opacity 150ms\n   4 transition: transform 250ms ease-out\n   2 transition: all 180ms",
        )
        .assistant("Most are 200ms `all`. Would three motion tokens work, say fast 120ms, base 200ms, slow 320ms?")
        .user("(Priya) yes those three. decision: --motion-fast/base/slow at 120/200/320ms, and no more `transition: all`")
        .file("Edit", "packages/tokens/src/motion.json")
        .assistant("Added the motion tokens.")
        .user("(Sam) replacing the 37 existing transitions is a separate PR, let's do it next week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["motion"] },
      { kind: "task", keys: ["transitions"] },
    ],
  },
  {
    id: "b33-css-layers",
    build: (s) =>
      s
        .user("consumer apps keep overriding DS styles by accident, specificity wars again")
        .bash("rg -c '!important' apps/*/src | awk -F: '{s+=$2} END {print s}'", "143")
        .assistant(
          "✦ 143 `!important`s across the apps. One way out is cascade layers: put the DS in `@layer reset, tokens, components` so anything unlayered in an app wins without `!important`. Another is `:where()` to zero specificity. Both work in Safari 15.4.",
        )
        .user("let's go with @layer. order is reset, tokens, components, utilities. :where everywhere is too clever")
        .file("Edit", "packages/ui/src/styles/index.css")
        .assistant("The DS stylesheet now declares `@layer reset, tokens, components, utilities;` and wraps each file in its layer.")
        .user("the apps still have those 143 !important hacks. cleaning them up is on us, but after the layers release is out")
        .stop(),
    planted: [
      { kind: "decision", keys: ["@layer"] },
      { kind: "task", keys: ["!important"] },
    ],
  },
  {
    id: "b33-link-button",
    build: (s) =>
      s
        .user("Button has an `as` prop so people render it as <a>, and then they forget href and we get buttons that are links that are buttons")
        .bash("rg -n 'as=.a.' src | wc -l", "12")
        .assistant(
          "12 places render `Button` as an anchor. Options: keep `as` and add a runtime warning when `href` is missing, or split into `Button` and a separate `LinkButton`.",
        )
        .user("(Marco) split it. Button is always a <button>, links use LinkButton. removing `as` from Button, decided")
        .file("Write", "src/components/LinkButton/LinkButton.tsx")
        .file("Edit", "src/components/Button/Button.tsx")
        .assistant("Created `LinkButton` and removed `as` from `Button`; the 12 call sites now use `LinkButton`.")
        .user("(Marco) we'll need a migration guide for the consumer teams before we publish, can you remind me? not writing it today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["linkbutton"] },
      { kind: "task", keys: ["migration", "guide"] },
    ],
  },
  {
    id: "b33-locale-fallback",
    build: (s) =>
      s
        .user("austrian users see raw keys on the pricing page")
        .bash(
          "jq 'keys' locales/de-AT/pricing.json 2>&1; ls locales",
          "jq: error: Could not open file locales/de-AT/pricing.json: No such file or directory\nde\nde-AT\nen\nfr",
        )
        .assistant(
          "`de-AT` has no `pricing.json`, and i18next is configured with `fallbackLng: false`, so missing keys render raw. We could fall back to `de`, then `en`.",
        )
        .user("yes. fallback chain is de-AT → de → en from now on, same pattern for fr-CA → fr → en")
        .file("Edit", "src/i18n/config.ts")
        .assistant("Set `fallbackLng` to a map: `de-AT: ['de', 'en']`, `fr-CA: ['fr', 'en']`, default `['en']`.")
        .user("also the onboarding flow has no german translations at all. needs to go to the translators eventually")
        .stop(),
    planted: [
      { kind: "decision", keys: ["fallback"] },
      { kind: "task", keys: ["onboarding"] },
    ],
  },
  {
    id: "b33-stylelint-ci",
    build: (s) =>
      s
        .user("stylelint only runs in the editor right now, right?")
        .bash("grep -n stylelint package.json .github/workflows/ci.yml", 'package.json:21:    "lint:css": "stylelint **/*.css",')
        .assistant("Correct: there's a `lint:css` script but CI doesn't call it.")
        .user("ok we're adding it to CI as a blocking step. decided with Priya, stylelint failures block the merge")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Added a `pnpm lint:css` step to the CI job.")
        .user("and run `pnpm lint:css --fix` yourself before you commit css changes, so the CI doesn't yell at us")
        .stop("Will do."),
    planted: [
      { kind: "decision", keys: ["stylelint"] },
      { kind: "instruction", keys: ["lint:css"] },
    ],
  },
  {
    id: "b33-token-renames",
    build: (s) =>
      s
        .user("I renamed --color-bg-subtle to --color-surface-subtle in figma, is that a breaking change?")
        .bash("rg -l 'color-bg-subtle' apps | wc -l", "31")
        .assistant("31 files in the apps use `--color-bg-subtle`, so for consumers, yes.")
        .user("ok then the rule is: any token rename or removal is a major version of @acme/tokens. we keep the old name as an alias for one major")
        .assistant("Understood. I'll add the alias and a major changeset.")
        .file("Edit", "packages/tokens/src/aliases.json")
        .user("we really want a codemod for token renames so consumers can upgrade in one command. someday")
        .stop(),
    planted: [
      { kind: "decision", keys: ["major"] },
      { kind: "task", keys: ["codemod"] },
    ],
  },
  {
    id: "b33-touch-targets",
    build: (s) =>
      s
        .user("(Priya) minimum touch target — I said 48px like material in the last sync, right?")
        .assistant("That's what the notes from that sync say: 48px.")
        .bash("rg -n 'min-height' src/components/Button/Button.module.css", "9:  min-height: 36px;")
        .user(
          "(Priya) actually we're overriding that. our users are mostly on iPhones and 48 looks huge in our dense tables. final: 44px minimum touch target on touch devices, via @media (pointer: coarse)",
        )
        .file("Edit", "src/components/Button/Button.module.css")
        .assistant("Button gets `min-height: 44px` under `(pointer: coarse)`.")
        .user("(Priya) Chip and Tag probably also fail it, someone should audit them")
        .stop(),
    planted: [
      { kind: "decision", keys: ["44px"] },
      { kind: "task", keys: ["chip"] },
    ],
  },
  {
    id: "b33-container-queries",
    build: (s) =>
      s
        .user("the Card looks broken in the narrow sidebar even on a wide screen")
        .file("Read", "src/components/Card/Card.module.css")
        .assistant(
          "The Card switches layout with `@media (min-width: 900px)`, so it follows the viewport, not its container. A ResizeObserver hook or container queries would fix it.",
        )
        .user("container queries. we decided: components respond to their container with @container, media queries only for page-level layout")
        .file("Edit", "src/components/Card/Card.module.css")
        .assistant("Card now has `container-type: inline-size` and switches at `@container (min-width: 420px)`.")
        .user("and please don't reach for ResizeObserver for layout stuff, it's always janky on first paint")
        .stop(),
    planted: [
      { kind: "decision", keys: ["@container"] },
      { kind: "instruction", keys: ["resizeobserver"] },
    ],
  },
  {
    id: "b33-autodocs",
    build: (s) =>
      s
        .user("the autodocs pages are useless, they're just the props table")
        .bash("grep -n autodocs .storybook/main.ts", "8:  docs: { autodocs: 'tag' },")
        .assistant(
          "Autodocs is on via the `autodocs` tag. Some teams turn it off and write one MDX docs page per component with guidelines and do/don't examples.",
        )
        .user("(Leah) yes, that. we turn autodocs off and every component gets a hand-written MDX docs page. Sam agrees")
        .file("Edit", ".storybook/main.ts")
        .assistant("Autodocs disabled.")
        .user("(Leah) the Tooltip one is the most urgent, it has zero usage guidelines right now. I'll write it when I'm back")
        .stop(),
    planted: [
      { kind: "decision", keys: ["autodocs"] },
      { kind: "task", keys: ["tooltip", "guidelines"] },
    ],
  },
  {
    id: "b33-forced-colors",
    build: (s) =>
      s
        .user("a customer on Windows high contrast says the checkboxes are invisible")
        .bash("rg -n 'forced-colors' src | head", "")
        .assistant("Nothing handles `forced-colors` yet. The checkbox draws its box with `background-color` only, which high contrast mode strips.")
        .file("Edit", "src/components/Checkbox/Checkbox.module.css")
        .assistant("I gave the box a `1px solid currentColor` border so it survives forced colors.")
        .user("good. rule of thumb for everyone: borders and focus rings use currentColor or system colors, never rely on background-color alone")
        .assistant("Noted.")
        .user("we still need a proper pass over all components in forced-colors mode, nobody has done that")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["currentcolor"] },
      { kind: "task", keys: ["forced-colors"] },
    ],
  },
  {
    id: "b33-copilot-visually-hidden",
    build: (s) =>
      s
        .user("we have like three different sr-only classes. .sr-only, .visually-hidden, .a11y-hide 😩")
        .bash("rg -l 'sr-only|visually-hidden|a11y-hide' src | wc -l", "44")
        .assistant(
          "● 44 files use one of the three. They're nearly identical; `.a11y-hide` uses `display: none`, which actually hides the text from screen readers too.",
        )
        .user("lol that's the opposite of what it's for. ok: the one true utility is the `VisuallyHidden` component, the css classes are deprecated")
        .file("Write", "src/components/VisuallyHidden/VisuallyHidden.tsx")
        .assistant("Added `VisuallyHidden` with the standard clip pattern.")
        .user("replacing the 44 usages is a chore for another day")
        .assistant("Okay, I'll leave the existing classes in place for now.")
        .user("fyi .a11y-hide came from the old marketing site fork, that's why it's weird")
        .stop(),
    planted: [
      { kind: "decision", keys: ["visuallyhidden"] },
      { kind: "task", keys: ["44", "usages"] },
      { kind: "fact", keys: ["a11y-hide", "marketing"] },
    ],
  },
  {
    id: "b33-empty-design-debate",
    build: (s) =>
      s
        .user("(Leah) should disabled buttons be focusable? I've read both opinions")
        .assistant(
          "✦ There's no single answer. Native `disabled` removes the button from the tab order, so screen reader users may not discover it. `aria-disabled=\"true\"` keeps it focusable and lets you explain why it's disabled, but you must block the click yourself.",
        )
        .user("(Sam) I lean aria-disabled personally")
        .user("(Leah) hmm, I'm not convinced. let me read the GOV.UK stuff first")
        .assistant("Sure. I haven't changed anything.")
        .stop(),
    planted: [],
  },
  {
    id: "b33-number-format",
    build: (s) =>
      s
        .user("prices show 1,234.50 € for french users, should be 1 234,50 €")
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the grep prints a template literal of the source
        .bash("rg -n 'toFixed\\(2\\)' src/lib/money.ts", "src/lib/money.ts:4:  return `${amount.toFixed(2)} ${symbol}`;")
        .assistant("`formatMoney` builds the string with `toFixed(2)`. I'll use `Intl.NumberFormat(locale, { style: 'currency', currency })` instead.")
        .file("Edit", "src/lib/money.ts")
        .user("yes. and numbers/currency always via Intl.NumberFormat, never toFixed for anything a user sees")
        .assistant("Noted.")
        .user("(fyi the currency comes from the tenant, not the locale. a german user on a swiss tenant sees CHF)")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["numberformat"] },
      { kind: "fact", keys: ["currency", "tenant"] },
    ],
  },
  {
    id: "b33-empty-gemini-plan",
    build: (s) =>
      s
        .user("give me a plan for auditing the whole DS for a11y, don't do anything yet")
        .assistant(
          "Here's a plan:\n1. Run axe on every story via the test runner.\n2. Keyboard pass: Tab, Shift+Tab, Escape, arrow keys per component.\n3. Screen reader pass with NVDA and VoiceOver.\n4. Forced-colors and 200% zoom checks.\n5. Triage into a spreadsheet by severity.",
        )
        .user("ok looks reasonable. I'll show it to Leah before we commit to anything")
        .assistant("Sounds good.")
        .stop(),
    planted: [],
  },
  {
    id: "b33-zindex",
    build: (s) =>
      s
        .user("the tooltip renders under the sticky header. z-index hell")
        .bash(
          "rg -o 'z-index: [0-9]+' src | sort | uniq -c | sort -rn | head -5",
          "  11 z-index: 10\n   6 z-index: 100\n   3 z-index: 999\n   2 z-index: 9999\n   1 z-index: 2147483647",
        )
        .assistant("Values from 10 to 2147483647. The tooltip uses 100 and the header 999.")
        .user(
          "ugh. we're going with a z-index scale in tokens: base 0, dropdown 100, sticky 200, overlay 300, modal 400, toast 500, tooltip 600. no raw z-index numbers anymore",
        )
        .file("Edit", "packages/tokens/src/z-index.json")
        .file("Edit", "src/components/Tooltip/Tooltip.module.css")
        .assistant("Added the `--z-*` tokens and moved the tooltip to `--z-tooltip`. The tooltip now renders above the header.")
        .stop(),
    planted: [{ kind: "decision", keys: ["z-index", "scale"] }],
  },
  {
    id: "b33-empty-quoted-readme",
    build: (s) =>
      s
        .user("what does the contributing guide say about stories?")
        .bash(
          "sed -n '/## Stories/,/##/p' CONTRIBUTING.md",
          "## Stories\n- Always add a story for every visual state.\n- Never import from another component's internals.\n- TODO: document play functions\n##",
        )
        .assistant("It asks for a story per visual state, forbids importing another component's internals, and has an open TODO about play functions.")
        .user("ok thanks, just wanted to double check before I review Kai's PR")
        .stop(),
    planted: [],
  },
];

/** The blind set: events, segments and scoring of BLIND33_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND33 = plantedSet(BLIND33_SESSIONS, Date.UTC(2026, 10, 2, 9));
