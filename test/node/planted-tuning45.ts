/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: frontend state management, design tokens, CSS architecture and component libraries
 * (Storybook, Tailwind, CSS modules) in OpenCode's voice ("I'll check … first", short reports
 * of what changed); users who care about naming and file layout conventions. Each session is
 * one segment; the items planted in it are listed with it. Every other message must give
 * nothing: questions, hypotheses, proposals the user rejects or never confirms, withdrawn
 * ideas, unconfirmed guesses, quoted code, logs and tool output (with "always", "never",
 * "TODO" in them), chit-chat, and requests the agent completes in the same session.
 * Superseded decisions plant only the later one.
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

const START = Date.UTC(2026, 10, 2, 9);

export const TUNING45_SESSIONS: BlindSession[] = [
  {
    id: "t45-01-cart-store",
    planted: [
      { kind: "decision", keys: ["zustand"] },
      { kind: "instruction", keys: ["stores", "file"] },
    ],
    build: (s) =>
      s
        .user("cart state is a mess of useContext + useReducer across 4 files. let's just go redux toolkit for it, we all know RTK")
        .assistant("I'll check how the cart context is consumed first so I can size the migration.")
        .bash("rg -l 'useCart' src | wc -l", "23")
        .assistant(
          "23 components read the cart. With RTK that's a slice, a store setup, a Provider at the root and typed hooks; roughly 120 lines of setup before any behaviour moves.",
        )
        .user("ugh ok no, scrap RTK, that's a lot of ceremony for three fields. We're going with zustand for the cart store, final answer")
        .file("Write", "src/stores/useCartStore.ts")
        .user("and convention from here on: every store file lives in src/stores/ and is named useThingStore.ts, one store per file, no barrel index")
        .assistant(
          "Created src/stores/useCartStore.ts with `items`, `add`, `remove` and `clear`. Components still import the old context; I left those untouched for now.",
        ),
  },
  {
    id: "t45-02-token-source",
    planted: [{ kind: "fact", keys: ["style-dictionary"] }],
    build: (s) =>
      s
        .user("where do the color tokens actually come from? I see src/tokens/build/colors.css but no source for it")
        .assistant("I'll look at the token pipeline before answering.")
        .bash("cat package.json | jq .scripts", '{\n  "tokens": "style-dictionary build --config tokens/sd.config.mjs",\n  "dev": "vite"\n}')
        .file("Read", "tokens/sd.config.mjs")
        .assistant(
          "The token CSS is generated: style-dictionary reads tokens/*.json (exported from Figma by the design team) and writes src/tokens/build/. Editing colors.css by hand gets overwritten on the next `npm run tokens`.",
        )
        .user("right, that matches what Dana told me last week. ok thanks"),
  },
  {
    id: "t45-03-storybook-port",
    planted: [],
    build: (s) =>
      s
        .user("storybook won't start, says port in use")
        .bash("npx storybook dev -p 6006", "Error: Port 6006 is already in use.", 1)
        .assistant("Something already holds 6006. I'll see what.")
        .bash("lsof -i :6006 | tail -1", "node    48211 dev   23u  IPv6 0x1  0t0  TCP *:6006 (LISTEN)")
        .user("oh that's my other terminal lol. killed it")
        .bash("npx storybook dev -p 6006", "Storybook 8.1.5 started\nLocal: http://localhost:6006/")
        .assistant("Storybook is up on http://localhost:6006/."),
  },
  {
    id: "t45-04-css-modules-naming",
    planted: [
      { kind: "instruction", keys: ["module.css"] },
      { kind: "instruction", keys: ["camelcase"] },
    ],
    build: (s) =>
      s
        .user(
          "rename src/components/Card/Card.module.css → card.module.css pls, and fix the import. also going forward: css module files are always lower-kebab `thing.module.css` sitting next to the component, never PascalCase",
        )
        .bash("git mv src/components/Card/Card.module.css src/components/Card/card.module.css", "")
        .file("Edit", "src/components/Card/Card.tsx")
        .assistant("Renamed and updated the import in Card.tsx. The class names inside are things like `.card-header`; do you want those touched too?")
        .user("yes. class names inside modules are camelCase, `.cardHeader` not `.card-header`, so we can do styles.cardHeader. that's the rule everywhere")
        .file("Edit", "src/components/Card/card.module.css")
        .assistant("Converted the five classes in card.module.css to camelCase and updated the references."),
  },
  {
    id: "t45-05-tailwind-question",
    planted: [],
    build: (s) =>
      s
        .user("random q, does tailwind's JIT purge classes built from string concat like `'bg-' + color + '-500'`?")
        .assistant(
          "No. Tailwind scans source files for complete class names as plain strings, so `'bg-' + color + '-500'` is never seen and those classes won't be generated. You'd either spell out the full names in a map or safelist them.",
        )
        .user("makes sense, just curious. might ask the team whether we even want dynamic colors")
        .bash("rg -n 'bg-\\$\\{' src | head -3", "")
        .assistant("There are no such concatenated classes in src right now."),
  },
  {
    id: "t45-06-theme-flash",
    planted: [
      { kind: "fact", keys: ["theme", "localstorage"] },
      { kind: "task", keys: ["dark", "flash"] },
    ],
    build: (s) =>
      s
        .user("there's a flash of light theme on reload when you're in dark mode. maybe the theme provider mounts after hydration?")
        .assistant("That's a plausible guess; I'll check where the theme is read first.")
        .file("Read", "src/theme/ThemeProvider.tsx")
        .bash("rg -n 'localStorage' src/theme", "src/theme/ThemeProvider.tsx:14:  const saved = localStorage.getItem('ui-theme')")
        .assistant(
          "Confirmed: ThemeProvider reads the theme from localStorage under the key `ui-theme` inside a useEffect, so the first paint always uses the default light tokens. That's the flash.",
        )
        .user("ok good to know. not fixing it today though — the dark mode flash needs an inline script in index.html, leave that for next week")
        .assistant("Understood, I haven't changed anything."),
  },
  {
    id: "t45-07-button-variants",
    planted: [{ kind: "decision", keys: ["cva"] }],
    build: (s) =>
      s
        .user("Button has like 14 boolean props now (primary, ghost, small, danger...). how would you restructure?")
        .assistant(
          "Two options: a `variant` + `size` union prop with a lookup object, or class-variance-authority (cva) which does the same with typed variants and compound variants. I'd lean cva since we're on Tailwind.",
        )
        .user("yeah go cva. decided — variant styling in the design system goes through cva from now on, not hand-rolled lookup maps")
        .bash("npm i class-variance-authority", "added 1 package in 2s")
        .file("Edit", "src/ui/button/Button.tsx")
        .assistant("Button now takes `variant` and `size`; the booleans are gone. Stories still pass the old props, I'll update those next if you want."),
  },
  {
    id: "t45-08-stories-layout",
    planted: [{ kind: "instruction", keys: ["stories", "colocate"] }],
    build: (s) =>
      s
        .user("update the button stories to the new variant prop")
        .file("Edit", "src/ui/button/Button.stories.tsx")
        .bash("npx storybook build --test 2>&1 | tail -2", "info => Output directory: storybook-static\n✓ built 41 stories")
        .assistant("Updated Button.stories.tsx to use `variant`/`size`; storybook builds, 41 stories.")
        .user(
          "cool. btw I saw someone put stories under /stories at the repo root in the other branch — please don't. we colocate stories: Button.stories.tsx sits next to Button.tsx, always",
        )
        .assistant("Noted. Everything in this branch already follows that."),
  },
  {
    id: "t45-09-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning. long night, the baby was up at 3. be gentle with me today")
        .assistant("Morning! Happy to take it slow. What are we looking at first?")
        .user("just show me git status")
        .bash("git status -sb", "## main...origin/main\n M src/ui/button/Button.tsx")
        .assistant("One modified file, src/ui/button/Button.tsx, on main and in sync with origin."),
  },
  {
    id: "t45-10-spacing-scale",
    planted: [
      { kind: "decision", keys: ["4px", "spacing"] },
      { kind: "task", keys: ["margins", "audit"] },
    ],
    build: (s) =>
      s
        .user("design wants to move off the 8px grid. thoughts on 4px vs 6px base?")
        .assistant("I'll check how spacing tokens are used currently.")
        .bash("rg -c 'var\\(--space-' src | awk -F: '{s+=$2} END {print s}'", "312")
        .assistant("312 uses of `--space-*` vars. A 4px base keeps every current value on-grid (8 = 2×4); 6px would shift most of them.")
        .user("right. ok we're doing the 4px spacing base, Dana signed off. the tokens go space-1 (4px) through space-12")
        .file("Edit", "tokens/spacing.json")
        .bash("npm run tokens", "✔︎ css/variables.css\n✔︎ js/tokens.mjs")
        .user("someone still has to audit the hard-coded margins in src/legacy, there are px values everywhere. not now, after the release")
        .assistant("Regenerated the tokens with the 4px base. I didn't touch src/legacy."),
  },
  {
    id: "t45-11-rejected-css-in-js",
    planted: [],
    build: (s) =>
      s
        .user("what if we moved the whole thing to styled-components? one less tool")
        .assistant("I'll check the bundle first; styled-components adds a runtime.")
        .bash("npx vite-bundle-visualizer --json | jq '.total'", "412.6")
        .assistant("Current total is 412.6 kB. styled-components would add about 13 kB gzipped plus runtime style injection on every render.")
        .user("nah forget it, not worth it. just thinking out loud")
        .assistant("Sure, nothing changed."),
  },
  {
    id: "t45-12-tailwind-prefix",
    planted: [{ kind: "fact", keys: ["tw-", "prefix"] }],
    build: (s) =>
      s
        .user("why are my tailwind classes not applying in the marketing widget? `flex gap-2` does nothing")
        .file("Read", "tailwind.config.ts")
        .bash("rg -n 'prefix' tailwind.config.ts", "7:  prefix: 'tw-',")
        .assistant(
          "The Tailwind config sets `prefix: 'tw-'`, so every utility is `tw-flex`, `tw-gap-2`. That was done so the widget can be embedded on the marketing site without clashing with their CSS.",
        )
        .user("ahh right, forgot. so the tw- prefix is a permanent thing in this repo, good to remember")
        .file("Edit", "src/widget/Banner.tsx")
        .assistant("Prefixed the classes in Banner.tsx; the layout applies now."),
  },
  {
    id: "t45-13-folder-rename",
    planted: [],
    build: (s) =>
      s
        .user("rename src/components/DatePicker/ to date-picker/ and fix imports")
        .bash(
          "git mv src/components/DatePicker src/components/date-picker && rg -l 'components/DatePicker' src | xargs sed -i 's#components/DatePicker#components/date-picker#g'",
          "",
        )
        .bash("npx tsc --noEmit", "")
        .assistant("Renamed the folder and updated 6 imports; tsc is clean.")
        .user("thx"),
  },
  {
    id: "t45-14-jotai-reversal",
    planted: [{ kind: "decision", keys: ["jotai", "filters"] }],
    build: (s) =>
      s
        .user("for the search filters state let's put it in the same zustand store as the cart, simplest")
        .assistant("I'll look at how the filters are shared before wiring that.")
        .bash("rg -n 'filters' src/search | wc -l", "41")
        .assistant("Filters are read by 41 lines across search; they're per-panel and derived a lot (active count, chips, query string).")
        .user(
          "hmm. lots of derived stuff. changed my mind: filters get jotai atoms instead, derived atoms fit that better. cart stays zustand. so jotai for the filters, that's the call",
        )
        .bash("npm i jotai", "added 1 package in 1s")
        .file("Write", "src/search/filterAtoms.ts")
        .assistant("Added src/search/filterAtoms.ts with a base atom per filter and derived `activeCountAtom` / `queryStringAtom`."),
  },
  {
    id: "t45-15-owner",
    planted: [{ kind: "fact", keys: ["priya", "design-system"] }],
    build: (s) =>
      s
        .user("who should review changes to packages/design-system? CODEOWNERS?")
        .bash("cat .github/CODEOWNERS", "/packages/design-system/ @priya-n\n/apps/web/ @frontend-team")
        .assistant("CODEOWNERS lists @priya-n for packages/design-system and @frontend-team for apps/web.")
        .user("yep, Priya owns the design-system package and she's strict about it. anything touching tokens goes to her")
        .assistant("Got it."),
  },
  {
    id: "t45-16-log-output",
    planted: [],
    build: (s) =>
      s
        .user("stylelint is yelling, can you see what")
        .bash(
          "npx stylelint 'src/**/*.css'",
          "src/ui/modal/modal.module.css\n  12:3  ✖  Unexpected !important  declaration-no-important\n  // TODO: never use !important, always raise specificity instead\n1 problem",
          2,
        )
        .assistant(
          "One error: modal.module.css line 12 uses `!important`. The TODO comment there is from the original author. I'll remove it by raising specificity.",
        )
        .file("Edit", "src/ui/modal/modal.module.css")
        .bash("npx stylelint 'src/**/*.css'", "")
        .assistant("Stylelint passes now."),
  },
  {
    id: "t45-17-icons",
    planted: [
      { kind: "decision", keys: ["lucide"] },
      { kind: "task", keys: ["svg", "sprite"] },
    ],
    build: (s) =>
      s
        .user("we have three icon sets in the app (heroicons, feather, some hand svgs). pick one")
        .assistant("I'll count usage first.")
        .bash('rg -c "from \'(@heroicons|react-feather)" src | wc -l', "37")
        .assistant("37 files import heroicons or react-feather. lucide-react covers both sets' names nearly 1:1 and is tree-shakeable.")
        .user("agreed, lucide it is. we standardise on lucide-react for icons; migrate these 37 files now")
        .bash("npx jscodeshift -t scripts/icons-to-lucide.js src", "All done.\n37 ok, 0 errors")
        .assistant("Migrated 37 files to lucide-react. The hand-made SVGs in public/icons are untouched.")
        .user("fine. the hand svgs should become an svg sprite at some point, put that on the list, not today"),
  },
  {
    id: "t45-18-never-confirmed",
    planted: [],
    build: (s) =>
      s
        .user("I wonder if we should prefix all css custom properties with --acme- to avoid collisions in the widget")
        .assistant("I'll check for collisions first.")
        .bash("rg -o -- '--[a-z]+-' src/widget | sort | uniq -c | head -3", "  14 --space-\n   9 --color-\n   2 --radius-")
        .assistant(
          "The widget uses --space-, --color- and --radius-. Whether the host page defines the same names I can't tell from here. Should I rename them?",
        )
        .user("let me check with marketing first, I don't know what their site uses"),
  },
  {
    id: "t45-19-barrels",
    planted: [{ kind: "instruction", keys: ["barrel"] }],
    build: (s) =>
      s
        .user("add the new Tooltip to src/ui")
        .file("Write", "src/ui/tooltip/Tooltip.tsx")
        .file("Write", "src/ui/tooltip/tooltip.module.css")
        .assistant("Created Tooltip.tsx and tooltip.module.css. Should I also add an index.ts re-exporting it?")
        .user("no! no barrel files in src/ui, ever. they wreck tree-shaking and vite HMR. import from the component file directly, e.g. `@/ui/tooltip/Tooltip`")
        .bash("npx tsc --noEmit", "")
        .assistant("No index.ts added; tsc is clean."),
  },
  {
    id: "t45-20-chromatic",
    planted: [
      { kind: "fact", keys: ["chromatic", "main"] },
      { kind: "task", keys: ["chromatic", "budget"] },
    ],
    build: (s) =>
      s
        .user("how does chromatic get triggered here?")
        .file("Read", ".github/workflows/chromatic.yml")
        .assistant("The workflow runs on pushes to main only, with `onlyChanged: true`; PRs don't get visual review.")
        .bash("gh run list -w chromatic.yml -L 3", "completed  success  main  push  2h\ncompleted  success  main  push  1d\ncompleted  failure  main  push  2d")
        .user("ok so chromatic only runs on main, that's deliberate, we ran out of snapshots last year")
        .user("we need to figure out the chromatic snapshot budget before we enable it on PRs. later, I'll bring it up at planning")
        .assistant("Nothing changed; the workflow is as it was."),
  },
  {
    id: "t45-21-quoted-code",
    planted: [],
    build: (s) =>
      s
        .user(
          "what does this do?\n```ts\n// always call this before mount, never after\nexport const initTheme = () => document.documentElement.dataset.theme = getTheme()\n```",
        )
        .bash("rg -n 'initTheme\\(' src", "src/main.tsx:8:initTheme()")
        .assistant(
          "It sets `data-theme` on <html> from the stored preference. The comment says to call it before mount; main.tsx does call it on line 8, before `createRoot`.",
        )
        .user("ok cool, just reading old code"),
  },
  {
    id: "t45-22-dark-tokens",
    planted: [{ kind: "instruction", keys: ["semantic", "tokens"] }],
    build: (s) =>
      s
        .user("the alert component uses `--color-red-600` directly. that's wrong")
        .file("Edit", "src/ui/alert/alert.module.css")
        .assistant("Switched alert.module.css to `--color-danger-fg` and `--color-danger-bg`.")
        .bash("rg -c -- '--color-(red|blue|green|gray)-[0-9]' src/ui | wc -l", "9")
        .user(
          "9 more files doing it huh. rule for components: only semantic tokens (--color-danger-fg, --color-surface...), never the raw palette ones. palette is for the token files only",
        )
        .assistant("Understood. I only changed alert here; the other 9 files still reference palette tokens."),
  },
  {
    id: "t45-23-palette-cleanup",
    planted: [{ kind: "task", keys: ["palette", "components"] }],
    build: (s) =>
      s
        .user("list the ui files still using raw palette tokens")
        .bash(
          "rg -l -- '--color-(red|blue|green|gray)-[0-9]' src/ui",
          "src/ui/badge/badge.module.css\nsrc/ui/toast/toast.module.css\nsrc/ui/tabs/tabs.module.css",
        )
        .assistant("Three: badge, toast and tabs. Want me to convert them?")
        .user("not yet, Priya is renaming a couple of semantic tokens this week. switching those components off the palette is a follow-up once her PR lands")
        .assistant("OK, left as is."),
  },
  {
    id: "t45-24-typo-chat",
    planted: [],
    build: (s) =>
      s
        .user("wats the diff between `rem` and `em` again, i always mix them up")
        .assistant("`rem` is relative to the root font size (html), `em` to the current element's font size, so `em` compounds when nested.")
        .user("ty")
        .bash("rg -c 'em;' src/ui | head -2", "src/ui/badge/badge.module.css:2\nsrc/ui/tabs/tabs.module.css:4")
        .assistant("For what it's worth, badge and tabs use `em` units in a few places."),
  },
  {
    id: "t45-25-modules-vs-tailwind",
    planted: [{ kind: "decision", keys: ["tailwind", "layout"] }],
    build: (s) =>
      s
        .user(
          "we keep arguing about when to use tailwind vs css modules. my proposal: tailwind for layout/spacing in pages, css modules for the ui components. objections?",
        )
        .assistant("I'll check the current split.")
        .bash("rg -l 'className=\"[a-z-]+ ' src/pages | wc -l; ls src/ui/*/*.module.css | wc -l", "18\n24")
        .assistant("Pages already use utility classes in 18 files and 24 ui components have modules, so it mostly matches what's there.")
        .user("good, then it's settled: tailwind for page layout, css modules inside ui components. writing it in CONTRIBUTING now")
        .file("Edit", "CONTRIBUTING.md")
        .assistant("Added a 'Styling' section to CONTRIBUTING.md with that split."),
  },
  {
    id: "t45-26-storybook-addon",
    planted: [],
    build: (s) =>
      s
        .user("install the a11y addon for storybook and turn it on")
        .bash("npm i -D @storybook/addon-a11y", "added 3 packages in 4s")
        .file("Edit", ".storybook/main.ts")
        .bash("npx storybook build --test 2>&1 | tail -1", "✓ built 44 stories")
        .assistant("Installed @storybook/addon-a11y and registered it in .storybook/main.ts; the build has 44 stories and the Accessibility panel shows up."),
  },
  {
    id: "t45-27-nuqs",
    planted: [
      { kind: "decision", keys: ["url", "pagination"] },
      { kind: "fact", keys: ["router", "v6"] },
    ],
    build: (s) =>
      s
        .user("pagination state: store or url?")
        .assistant("I'll check the router setup first.")
        .bash("jq '.dependencies[\"react-router-dom\"]' package.json", '"^6.22.3"')
        .assistant("We're on react-router v6.22, so `useSearchParams` is available. URL state gives shareable links and back-button support for free.")
        .user("ok. pagination lives in the url, ?page= and ?size=, not in any store. do it")
        .file("Edit", "src/search/Results.tsx")
        .assistant("Results.tsx now reads and writes `page`/`size` through useSearchParams.")
        .user("yep, and both apps are on react router v6, the admin one too. that's just how it is for now"),
  },
  {
    id: "t45-28-hypothesis-only",
    planted: [],
    build: (s) =>
      s
        .user("the dropdown is clipped inside the card. overflow hidden somewhere? or z-index?")
        .assistant("Could be either. I'll check the card styles.")
        .bash("rg -n 'overflow' src/ui/card/card.module.css", "4:  overflow: hidden;")
        .assistant(
          "card.module.css has `overflow: hidden` on the root, which would clip an absolutely positioned dropdown. Rendering the menu in a portal would avoid it. Want me to try that?",
        )
        .user("maybe. let me look at the design first, brb"),
  },
  {
    id: "t45-29-hooks-dir",
    planted: [{ kind: "instruction", keys: ["src/hooks"] }],
    build: (s) =>
      s
        .user("put this debounce hook somewhere sensible")
        .file("Write", "src/hooks/useDebouncedValue.ts")
        .assistant("Put it in src/hooks/useDebouncedValue.ts.")
        .user(
          "good. shared hooks always go in src/hooks, file name = hook name starting with use, camelCase. component-specific hooks stay in the component folder",
        )
        .bash("ls src/hooks", "useDebouncedValue.ts\nuseMediaQuery.ts")
        .assistant("src/hooks now has useDebouncedValue.ts and useMediaQuery.ts, both matching that."),
  },
  {
    id: "t45-30-font-loading",
    planted: [
      { kind: "fact", keys: ["inter", "self-hosted"] },
      { kind: "task", keys: ["font", "subset"] },
    ],
    build: (s) =>
      s
        .user("lighthouse says fonts are render-blocking. are we loading from google?")
        .bash("rg -n 'fonts.googleapis' index.html src", "")
        .bash("ls public/fonts", "Inter-Regular.woff2\nInter-Medium.woff2\nInter-SemiBold.woff2")
        .assistant("No Google Fonts. Inter is self-hosted from public/fonts as three woff2 files, loaded via @font-face in src/styles/fonts.css.")
        .user("right, legal made us self-host Inter (GDPR). so that stays")
        .user("we should subset the font files to latin, they're 300k each. TODO for next sprint, not now")
        .assistant("OK, I haven't changed the fonts."),
  },
  {
    id: "t45-31-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("let's ban inline styles completely, add a lint rule")
        .assistant("I'll see how many there are.")
        .bash("rg -c 'style=\\{\\{' src | awk -F: '{s+=$2} END {print s}'", "58")
        .assistant("58 inline styles, many of them for dynamic values like progress widths.")
        .user("oh. hm, ok scratch that, the dynamic ones are legit. forget the rule")
        .assistant("No rule added."),
  },
  {
    id: "t45-32-zindex-scale",
    planted: [{ kind: "decision", keys: ["z-index", "scale"] }],
    build: (s) =>
      s
        .user("z-index: 9999 in four places lol. we need a scale")
        .bash(
          "rg -n 'z-index: [0-9]{3,}' src",
          "src/ui/modal/modal.module.css:3:z-index: 9999;\nsrc/ui/toast/toast.module.css:2:z-index: 9999;\nsrc/ui/menu/menu.module.css:5:z-index: 1000;\nsrc/widget/w.css:1:z-index: 99999;",
        )
        .assistant("I'd propose tokens: dropdown 100, sticky 200, overlay 300, modal 400, toast 500.")
        .user("yes exactly that. we adopt that z-index scale as tokens (--z-dropdown .. --z-toast), done deal. apply it")
        .file("Edit", "tokens/z.json")
        .file("Edit", "src/ui/modal/modal.module.css")
        .assistant("Added tokens/z.json and switched modal, toast and menu to the vars. src/widget/w.css still has 99999; it's outside the design system."),
  },
  {
    id: "t45-33-class-order",
    planted: [{ kind: "instruction", keys: ["prettier-plugin-tailwindcss"] }],
    build: (s) =>
      s
        .user("the class order in this PR is all over the place")
        .bash("npx prettier --check 'src/pages/**/*.tsx'", "[warn] src/pages/Settings.tsx\n[warn] Code style issues found in 1 file.")
        .assistant("Prettier flags Settings.tsx. I'll format it.")
        .bash("npx prettier --write src/pages/Settings.tsx", "src/pages/Settings.tsx 84ms")
        .user(
          "thanks. please always let prettier-plugin-tailwindcss sort classes, don't hand-order them, and don't fight it in reviews either. tell anyone who asks",
        )
        .assistant("Will do."),
  },
  {
    id: "t45-34-weekend",
    planted: [],
    build: (s) =>
      s
        .user("friday!! anything fun planned?")
        .assistant("I don't get weekends, but I'm glad you do. Anything to wrap up before you go?")
        .user("just run the unit tests once")
        .bash("npx vitest run --reporter=dot", "····························\n Test Files  28 passed (28)")
        .assistant("All 28 test files pass. Have a good weekend."),
  },
  {
    id: "t45-35-query-cache",
    planted: [
      { kind: "decision", keys: ["tanstack", "server"] },
      { kind: "instruction", keys: ["query", "keys"] },
    ],
    build: (s) =>
      s
        .user("we keep caching api responses in zustand and it goes stale. should server data even be in a store?")
        .assistant("I'll look at what the stores hold.")
        .bash("rg -n 'fetch\\(' src/stores | wc -l", "11")
        .assistant("11 fetches inside stores. TanStack Query would own caching, refetching and invalidation; zustand would keep only client state.")
        .user("yes. decision: server state moves to tanstack query, zustand is client-only state. start with the orders screen")
        .file("Edit", "src/orders/useOrders.ts")
        .user("and query keys come from a factory in src/api/keys.ts — never inline string arrays like ['orders', id] in components")
        .file("Write", "src/api/keys.ts")
        .assistant("Orders now use `useQuery(orderKeys.detail(id))`; the key factory is in src/api/keys.ts."),
  },
  {
    id: "t45-36-merge-conflict",
    planted: [],
    build: (s) =>
      s
        .user("rebase blew up on tokens json")
        .bash("git status --short | head -3", "UU tokens/color.json")
        .file("Read", "tokens/color.json")
        .assistant("Both sides added a token: `surface-raised` on main and `surface-sunken` on yours. I'll keep both.")
        .file("Edit", "tokens/color.json")
        .bash("git add tokens/color.json && GIT_EDITOR=true git rebase --continue", "Successfully rebased and updated refs/heads/feat/surfaces.")
        .assistant("Resolved with both tokens; rebase finished."),
  },
  {
    id: "t45-37-breakpoints",
    planted: [{ kind: "fact", keys: ["breakpoints", "tokens"] }],
    build: (s) =>
      s
        .user("is md 768 or 800 here? my media query is off by a bit")
        .bash("jq . tokens/breakpoints.json", '{ "sm": "640px", "md": "800px", "lg": "1120px" }')
        .assistant(
          "In this repo md is 800px, not Tailwind's default 768. The breakpoints come from tokens/breakpoints.json and tailwind.config.ts imports them into `screens`.",
        )
        .user("aha, so breakpoints are owned by the tokens, not tailwind defaults. that explains it")
        .file("Edit", "src/pages/pricing.module.css")
        .assistant("Changed pricing.module.css to 800px."),
  },
  {
    id: "t45-38-form-lib-reversal",
    planted: [{ kind: "decision", keys: ["react-hook-form"] }],
    build: (s) =>
      s
        .user("signup form: let's keep it with plain useState, it's 4 fields")
        .file("Read", "src/auth/SignupForm.tsx")
        .assistant("It's 4 fields but with async email validation and a password strength meter, so there's some state juggling.")
        .bash("rg -l 'useForm\\(' src | head", "src/settings/ProfileForm.tsx\nsrc/billing/CardForm.tsx")
        .user("oh we already have react-hook-form in two forms? then no, reverse that: signup uses react-hook-form too, consistency wins")
        .file("Edit", "src/auth/SignupForm.tsx")
        .assistant("SignupForm now uses react-hook-form with a zod resolver, like ProfileForm."),
  },
  {
    id: "t45-39-ask-only",
    planted: [],
    build: (s) =>
      s
        .user("do we ever need `:global` in css modules?")
        .bash("rg -n ':global' src | wc -l", "3")
        .assistant("Three places use it, all to style third-party markup (the date picker and the rich-text editor). Otherwise no.")
        .user("ok, was just curious how often")
        .assistant("Sure."),
  },
  {
    id: "t45-40-story-titles",
    planted: [
      { kind: "instruction", keys: ["story", "titles"] },
      { kind: "task", keys: ["mdx", "docs"] },
    ],
    build: (s) =>
      s
        .user("the sidebar in storybook is chaos, titles like 'Buttons/primary', 'Components/Card'")
        .bash("rg -o \"title: '[^']+'\" src | sort | head -4", "title: 'Buttons/primary'\ntitle: 'Components/Card'\ntitle: 'UI/Tooltip'\ntitle: 'ui/badge'")
        .user("story titles follow `UI/<ComponentName>` exactly, PascalCase, nothing else. please fix them all")
        .bash("rg -l \"title: '\" src | xargs sed -i -E \"s#title: '[^']*/([^/']+)'#title: 'UI/\\1'#\"", "")
        .assistant("Normalised 44 story titles to `UI/<Name>`.")
        .user("nice. the MDX docs pages are still missing for half the components — someone should write those, later"),
  },
  {
    id: "t45-41-agent-suggestion-ignored",
    planted: [],
    build: (s) =>
      s
        .user("fix the tooltip arrow, it points the wrong way on the left placement")
        .file("Edit", "src/ui/tooltip/tooltip.module.css")
        .bash("npx vitest run src/ui/tooltip", " ✓ src/ui/tooltip/Tooltip.test.tsx (4 tests)")
        .assistant(
          "Flipped the arrow rotation for `placement=left`; the 4 tooltip tests pass. We might also consider using floating-ui's arrow middleware instead of hand-positioning it.",
        )
        .user("k thx"),
  },
  {
    id: "t45-42-monorepo-path",
    planted: [{ kind: "fact", keys: ["apps/web", "vite"] }],
    build: (s) =>
      s
        .user("the build script in the root isn't building the web app?")
        .bash("cat package.json | jq .workspaces; ls apps", '["apps/*","packages/*"]\nadmin\nweb')
        .file("Read", "apps/web/vite.config.ts")
        .assistant("The root `build` only builds packages/. apps/web is its own Vite app with its own `npm run build`; apps/admin is the Next.js one.")
        .user("yes, apps/web is the vite one and admin is next. keep that in mind, people confuse them")
        .bash("npm run build -w apps/web", "vite v5.2.0 building for production...\n✓ built in 9.1s")
        .assistant("apps/web builds in 9.1s."),
  },
  {
    id: "t45-43-selector-rule",
    planted: [{ kind: "instruction", keys: ["selectors", "zustand"] }],
    build: (s) =>
      s
        .user("Header re-renders on every cart change even though it only shows the count")
        .file("Read", "src/layout/Header.tsx")
        .assistant("Header does `const cart = useCartStore()`, which subscribes to the whole store.")
        .file("Edit", "src/layout/Header.tsx")
        .user(
          "yeah that's the bug. general rule for zustand: always use selectors, `useCartStore(s => s.items.length)`, never grab the whole store. write that in the stores README too",
        )
        .file("Edit", "src/stores/README.md")
        .assistant("Header now selects only the count, and src/stores/README.md has a note on selectors."),
  },
  {
    id: "t45-44-tool-output-todo",
    planted: [],
    build: (s) =>
      s
        .user("grep the todos in src/ui, just want to see them")
        .bash(
          "rg -n 'TODO' src/ui",
          "src/ui/tabs/Tabs.tsx:41:// TODO: always focus the active tab on mount\nsrc/ui/menu/Menu.tsx:7:// TODO never close on inner click",
        )
        .assistant("Two TODOs: Tabs.tsx line 41 (focus the active tab on mount) and Menu.tsx line 7 (don't close on inner click).")
        .user("old ones, whatever"),
  },
  {
    id: "t45-45-radius-tokens",
    planted: [{ kind: "task", keys: ["radius", "tokens"] }],
    build: (s) =>
      s
        .user("how many different border radii do we use")
        .bash("rg -o 'border-radius: [0-9.]+(px|rem)' src | sort | uniq -c | wc -l", "11")
        .assistant("11 distinct border-radius values across src.")
        .user("eleven. lovely. we need radius tokens, like sm/md/lg/full. park it, I'll spec it with Dana after the release")
        .assistant("Nothing changed for now."),
  },
  {
    id: "t45-46-test-ids",
    planted: [{ kind: "instruction", keys: ["data-testid"] }],
    build: (s) =>
      s
        .user("write a test for the filter chips")
        .file("Write", "src/search/FilterChips.test.tsx")
        .bash("npx vitest run src/search/FilterChips.test.tsx", " ✓ src/search/FilterChips.test.tsx (3 tests)")
        .assistant('Added 3 tests; they query chips by `data-testid="chip-size"`.')
        .user("please don't use data-testid in our tests, query by role and accessible name. it's the team convention, and tell me if you see it elsewhere")
        .file("Edit", "src/search/FilterChips.test.tsx")
        .assistant("Switched to getByRole('button', { name: /size/i }); still 3 passing."),
  },
  {
    id: "t45-47-cssvars-runtime",
    planted: [{ kind: "decision", keys: ["runtime", "theming"] }],
    build: (s) =>
      s
        .user("for the white-label theming, do we generate a tailwind build per tenant or switch css vars at runtime?")
        .assistant("I'll check how many tenants and what differs.")
        .bash("ls tenants/", "acme.json\nglobex.json\ninitech.json\numbrella.json")
        .assistant(
          "Four tenants, each overriding ~12 color and radius tokens. Runtime CSS variables would mean one build; per-tenant builds mean four artifacts.",
        )
        .user("runtime css variables, one build. that's how theming works from now on, tenant file sets the vars on :root")
        .file("Write", "src/theme/applyTenant.ts")
        .assistant("applyTenant.ts sets the tenant's tokens as custom properties on :root at startup."),
  },
  {
    id: "t45-48-just-lint",
    planted: [],
    build: (s) => s.user("lint pls").bash("npm run lint", "Checked 412 files in 180ms. No fixes applied.").assistant("Lint is clean, 412 files."),
  },
  {
    id: "t45-49-node-version",
    planted: [
      { kind: "fact", keys: ["netlify", "node"] },
      { kind: "task", keys: ["storybook", "upgrade"] },
    ],
    build: (s) =>
      s
        .user("preview deploy failed")
        .bash("netlify logs --last | tail -3", "Now using node v18.19.0\nError: Storybook requires Node >= 20\nBuild failed")
        .assistant("The Netlify build image used Node 18. I'll check netlify.toml.")
        .file("Read", "netlify.toml")
        .user("we pinned node 20 on netlify in the UI, not in the toml. so the toml value overrides it? argh")
        .file("Edit", "netlify.toml")
        .assistant("Set NODE_VERSION=20 in netlify.toml; that overrides the UI setting. So the site now builds on node 20 on Netlify via the toml.")
        .user("good. and the other apps still run storybook 7 — their storybook 8 upgrade is open, do it later, not in this PR"),
  },
  {
    id: "t45-50-proposal-pending",
    planted: [],
    build: (s) =>
      s
        .user("could we split tokens into a separate npm package so the marketing site can consume them?")
        .assistant("Possible. I'll check what the tokens depend on.")
        .bash("rg -n 'import' tokens/sd.config.mjs", "1:import StyleDictionary from 'style-dictionary'")
        .assistant("They only depend on style-dictionary, so packaging them is straightforward. Want a draft?")
        .user("not sure yet, need to ask Priya if she even wants that"),
  },
  {
    id: "t45-51-empty-state",
    planted: [{ kind: "task", keys: ["empty", "illustrations"] }],
    build: (s) =>
      s
        .user("make the EmptyState component accept an icon prop")
        .file("Edit", "src/ui/empty-state/EmptyState.tsx")
        .bash("npx vitest run src/ui/empty-state", " ✓ src/ui/empty-state/EmptyState.test.tsx (2 tests)")
        .assistant("EmptyState takes an optional `icon` (a lucide component); 2 tests pass.")
        .user("great. the empty state illustrations from design still need to go in — they're not exported yet, so that's later"),
  },
  {
    id: "t45-52-reduced-motion",
    planted: [{ kind: "instruction", keys: ["reduced-motion"] }],
    build: (s) =>
      s
        .user("add a slide-in animation to the drawer")
        .file("Edit", "src/ui/drawer/drawer.module.css")
        .assistant("Added a 200ms transform transition on open.")
        .user("every animation we add must be wrapped in a prefers-reduced-motion check, no exceptions. that applies to all future ones too")
        .file("Edit", "src/ui/drawer/drawer.module.css")
        .bash("rg -c 'prefers-reduced-motion' src/ui/drawer/drawer.module.css", "1")
        .assistant("The transition now sits inside `@media (prefers-reduced-motion: no-preference)`."),
  },
  {
    id: "t45-53-snapshot-flake",
    planted: [{ kind: "fact", keys: ["snapshot", "timezone"] }],
    build: (s) =>
      s
        .user("the DateBadge snapshot fails on CI but not on my machine")
        .bash("npx vitest run src/ui/date-badge", "- Mar 4, 10:00\n+ Mar 4, 09:00\n 1 failed", 1)
        .assistant("The rendered hour differs by one. CI might run in UTC while you're in CET?")
        .bash("grep -n TZ .github/workflows/test.yml vitest.config.ts", "vitest.config.ts:9:    env: { TZ: 'Europe/Berlin' },")
        .assistant(
          "Confirmed: vitest.config.ts forces TZ=Europe/Berlin for unit tests, but the snapshot was written with a component that formats in the browser's timezone during storybook test runs on CI, which is UTC.",
        )
        .user("ok so that snapshot depends on the timezone, the config pins Berlin. let's just fix the component to take the tz explicitly")
        .file("Edit", "src/ui/date-badge/DateBadge.tsx")
        .bash("npx vitest run src/ui/date-badge", " ✓ 1 passed")
        .assistant("DateBadge takes an explicit `timeZone`; the test passes."),
  },
  {
    id: "t45-54-import-alias",
    planted: [
      { kind: "fact", keys: ["alias", "tsconfig"] },
      { kind: "instruction", keys: ["relative", "imports"] },
    ],
    build: (s) =>
      s
        .user("vitest can't resolve `@/ui/tooltip/Tooltip` but vite can??")
        .bash(
          "rg -n '\"@/' tsconfig.json vite.config.ts vitest.config.ts",
          'tsconfig.json:12:      "@/*": ["src/*"]\nvite.config.ts:9:    alias: { "@": "/src" },',
        )
        .assistant(
          "The `@/` alias is defined in two places, tsconfig.json paths and vite.config.ts resolve.alias, both pointing at src/. vitest.config.ts doesn't merge the vite config, so it has no alias.",
        )
        .file("Edit", "vitest.config.ts")
        .bash("npx vitest run src/ui/tooltip", " ✓ src/ui/tooltip/Tooltip.test.tsx (4 tests)")
        .assistant("vitest.config.ts now merges vite.config.ts; tooltip tests resolve and pass.")
        .user(
          "good. and while we're at it — no deep relative imports like ../../../ui/whatever. anything outside the component's own folder is imported through @/. applies to every PR",
        ),
  },
  {
    id: "t45-55-checkout-machine",
    planted: [
      { kind: "decision", keys: ["usereducer", "checkout"] },
      { kind: "task", keys: ["checkout", "analytics"] },
    ],
    build: (s) =>
      s
        .user("checkout has 6 steps with back/skip logic. let's model it in xstate")
        .assistant("I'll check how the steps are wired today.")
        .file("Read", "src/checkout/CheckoutFlow.tsx")
        .bash("npm view xstate dist.unpackedSize", "1843211")
        .assistant(
          "It's a `step` number and a few booleans. xstate would be a new dependency (~1.8 MB unpacked, ~15 kB gzipped in the bundle) and a new mental model for the team.",
        )
        .user("hmm, yeah nobody knows xstate here. reverting that: checkout stays on a typed useReducer with an explicit Step union, no state machine lib. go")
        .file("Edit", "src/checkout/CheckoutFlow.tsx")
        .assistant("CheckoutFlow uses a useReducer with `type Step = 'cart' | 'address' | ...` and explicit transitions.")
        .user("the checkout analytics events (step_viewed etc) still need wiring into the reducer, that's for later, product hasn't finalized names"),
  },
  {
    id: "t45-56-figma-export",
    planted: [
      { kind: "fact", keys: ["dana", "figma"] },
      { kind: "task", keys: ["tokens", "drift"] },
    ],
    build: (s) =>
      s
        .user("tokens/color.json changed overnight and nobody made a PR?")
        .bash(
          "git log -3 --format='%an %s' -- tokens/color.json",
          "figma-sync-bot chore(tokens): sync from Figma\nfigma-sync-bot chore(tokens): sync from Figma\nDana K. tokens: add surface-raised",
        )
        .assistant("The figma-sync-bot pushes token exports directly; the last human edit was by Dana.")
        .user("oh right. Dana runs the Figma export every friday and the bot commits it straight to main. that's the process, fine")
        .user("but we need a CI check that fails when tokens drift from the generated css. not today, I'll file it")
        .assistant("OK, no changes made."),
  },
  {
    id: "t45-57-cascade-layers",
    planted: [
      { kind: "decision", keys: ["cascade", "layers"] },
      { kind: "fact", keys: ["modern-normalize"] },
    ],
    build: (s) =>
      s
        .user("specificity wars between tailwind utilities and the module styles again. would @layer help?")
        .file("Read", "src/styles/index.css")
        .assistant("I'll check what's imported first. index.css imports modern-normalize, then tokens, then the tailwind layers.")
        .bash(
          "rg -n 'modern-normalize' package.json src/styles/index.css",
          'package.json:31:    "modern-normalize": "^2.0.0",\nsrc/styles/index.css:1:@import "modern-normalize";',
        )
        .user("yep the reset is modern-normalize, been that way since day one")
        .assistant(
          "Putting reset, tokens, components and utilities into explicit cascade layers would make utilities win over module styles regardless of source order.",
        )
        .user("do it. we go with cascade layers, order reset, tokens, components, utilities. decided")
        .file("Edit", "src/styles/index.css")
        .assistant("index.css declares `@layer reset, tokens, components, utilities;` and wraps each import."),
  },
  {
    id: "t45-58-tailwind-v4",
    planted: [
      { kind: "decision", keys: ["tailwind", "v3"] },
      { kind: "task", keys: ["v4", "migration"] },
    ],
    build: (s) =>
      s
        .user("tailwind v4 is out, should we jump?")
        .bash(
          "npx @tailwindcss/upgrade --dry-run 2>&1 | tail -3",
          "⚠ prefix option 'tw-' must become a variant-style prefix (tw:)\n⚠ 212 files would change\nDry run complete.",
        )
        .assistant("The upgrade tool would rewrite 212 files, and the `tw-` prefix becomes `tw:` syntax, which would break the embedded widget consumers.")
        .user("no way before the launch. we stay on tailwind v3 for this quarter, that's the decision")
        .user("the v4 migration itself goes on the backlog, we'll pick it up after launch")
        .assistant("Understood; nothing upgraded."),
  },
  {
    id: "t45-59-select-component",
    planted: [
      { kind: "fact", keys: ["radix", "select"] },
      { kind: "instruction", keys: ["forwardref"] },
      { kind: "task", keys: ["combobox"] },
    ],
    build: (s) =>
      s
        .user("the Select closes when I scroll the page, is that ours or a lib thing?")
        .file("Read", "src/ui/select/Select.tsx")
        .assistant("Our Select is a thin styled wrapper over Radix Select (`@radix-ui/react-select`); close-on-scroll is Radix's default behaviour.")
        .bash("npm ls @radix-ui/react-select", "app@1.0.0\n└── @radix-ui/react-select@2.0.0")
        .user("ok yeah, select = radix under the hood. leave the behaviour")
        .user("also I noticed Select doesn't forward refs. all ui components must use forwardRef and spread the rest props onto the root, please fix it here")
        .file("Edit", "src/ui/select/Select.tsx")
        .assistant("Select now uses forwardRef and spreads the remaining props onto the trigger.")
        .user("cool. we still owe design a searchable Combobox, that one's open, next sprint"),
  },
  {
    id: "t45-60-i18n",
    planted: [
      { kind: "fact", keys: ["lingui", "locales"] },
      { kind: "instruction", keys: ["hardcoded", "strings"] },
      { kind: "decision", keys: ["icu", "plurals"] },
    ],
    build: (s) =>
      s
        .user("how do translations work here? I need to add text to the empty state")
        .bash("ls src/locales; jq '.scripts.extract' package.json", 'de\nen\nfr\n"lingui extract"')
        .assistant("Translations use Lingui: `t` macros in code, `npm run extract` writes catalogs to src/locales/<lang>/messages.po.")
        .user("correct, lingui with catalogs in src/locales. and never hardcoded strings in ui components, everything user-visible goes through t`` or <Trans>")
        .file("Edit", "src/ui/empty-state/EmptyState.tsx")
        .assistant("Wrapped the empty state texts in <Trans>. For '3 results' style text, should I use ICU plural syntax or separate keys?")
        .user("ICU plurals, we decided that at the i18n sync, no separate _one/_other keys")
        .bash("npm run extract", "Catalog statistics for src/locales/{locale}/messages:\n│ en │ 212 │ - │")
        .assistant("Extracted; en has 212 messages."),
  },
  {
    id: "t45-61-toasts",
    planted: [
      { kind: "decision", keys: ["sonner"] },
      { kind: "task", keys: ["toast", "limit"] },
    ],
    build: (s) =>
      s
        .user("let's use react-hot-toast for notifications")
        .bash("npm i react-hot-toast", "added 2 packages in 2s")
        .assistant("Installed react-hot-toast. Before wiring it: it doesn't support stacked/expandable toasts, which the design mock shows.")
        .user("ugh. fine, uninstall it. sonner instead, it does the stacking. we're using sonner for toasts")
        .bash("npm rm react-hot-toast && npm i sonner", "removed 2 packages\nadded 1 package in 1s")
        .file("Edit", "src/App.tsx")
        .assistant("Swapped to sonner; <Toaster /> is mounted in App.tsx.")
        .user("someday we need a limit on how many toasts stack at once, design hasn't decided. leave it open"),
  },
  {
    id: "t45-62-storybook-deploy",
    planted: [
      { kind: "fact", keys: ["storybook.acme.dev"] },
      { kind: "instruction", keys: ["screenshot"] },
      { kind: "task", keys: ["renovate"] },
    ],
    build: (s) =>
      s
        .user("where's the public storybook hosted again")
        .file("Read", ".github/workflows/storybook-pages.yml")
        .assistant(
          "The workflow publishes storybook-static to GitHub Pages on every push to main, with the custom domain storybook.acme.dev (CNAME file in .storybook/public).",
        )
        .bash("curl -sI https://storybook.acme.dev | head -1", "HTTP/2 200")
        .user("right, storybook.acme.dev. and for every UI PR please add a before/after screenshot to the description, reviewers rely on it")
        .assistant("Will do.")
        .user("oh and renovate isn't set up for packages/design-system yet. todo for when I'm back from vacation"),
  },
  {
    id: "t45-63-table-density",
    planted: [
      { kind: "decision", keys: ["compact", "density"] },
      { kind: "task", keys: ["toggle", "settings"] },
    ],
    build: (s) =>
      s
        .user("admin tables are way too airy. design gave two densities, comfortable and compact")
        .file("Read", "src/ui/table/table.module.css")
        .assistant("Row height is 56px from `--table-row-comfortable`; there's a `--table-row-compact` at 36px that nothing uses.")
        .user("admin tables default to the compact density from now on, comfortable stays for the customer app. decided with design")
        .file("Edit", "src/ui/table/Table.tsx")
        .bash("npx vitest run src/ui/table", " ✓ src/ui/table/Table.test.tsx (6 tests)")
        .assistant("Table takes `density`, admin passes `compact`; 6 tests pass.")
        .user("later we want a user toggle for it in settings, not now"),
  },
];

export const TUNING45 = plantedSet(TUNING45_SESSIONS, START);
