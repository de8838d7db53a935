/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * The ninth tuning planted set for the offline long-term-memory extractor: written without
 * reading src/core/memories (except model.ts) or the sessions of the other planted sets, from
 * issue 19's description of what should and should not be remembered. Style: frontend, design
 * systems and product work (React, Vue, Svelte, CSS, accessibility, i18n); verbose users who
 * explain their reasons; the assistant often summarises what was agreed at the end; several
 * decisions change later in the same session, and only the final one is planted. Each session
 * is one segment; the items planted in it are listed with it: 71 items (17 decisions, 18
 * instructions, 19 facts, 17 tasks) in 51 sessions, 16 of which plant nothing. Every other
 * message must give nothing: questions, hypotheses, proposals rejected or never confirmed,
 * withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output (with words like
 * "always", "never", "TODO"), chit-chat, and requests the agent completes in the same session.
 *
 * Matching rule (fixed before any extractor is run on this set; the rule of planted-blind.ts):
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

const START = Date.UTC(2026, 10, 9, 8);

export const TUNING9_SESSIONS: BlindSession[] = [
  {
    id: "t9-01-token-pipeline",
    planted: [
      { kind: "decision", keys: ["tokens.css"] },
      { kind: "fact", keys: ["priya"] },
    ],
    build: (s) =>
      s
        .user(
          "ok so design tokens. right now colors/spacing are copy-pasted hex values all over packages/ui and it's a mess. I looked at style-dictionary last week and I think we go with it: tokens in JSON, build step spits out css vars + a TS map. can you set that up under packages/tokens?",
        )
        .assistant(
          "Sure. I'll add `packages/tokens` with a style-dictionary config, a `tokens/*.json` source and a build script that emits `dist/tokens.css` and `dist/tokens.ts`. Before I wire it into turbo: do you want the TS map at all, or only CSS custom properties?",
        )
        .bash(
          "pnpm add -D style-dictionary --filter @acme/tokens",
          "Progress: resolved 412, reused 398, downloaded 14, added 14, done\n+ style-dictionary 4.2.0",
        )
        .user(
          "hmm, seeing the config now I'm having second thoughts. it's a whole build step + another package + json that designers won't edit anyway, because the source of truth is Figma. Priya owns the Figma library on the design team and she exports variables by hand anyway. Scrap style-dictionary. We hand-write one `tokens.css` with custom properties in packages/ui/src/styles and that's the single source for code.",
        )
        .bash(
          "pnpm remove style-dictionary --filter @acme/tokens && rm -rf packages/tokens",
          "Progress: resolved 398, reused 398, downloaded 0, removed 14, done",
        )
        .file("Write", "packages/ui/src/styles/tokens.css")
        .assistant(
          "Removed the style-dictionary package and wrote `packages/ui/src/styles/tokens.css` with `--color-*`, `--space-*` and `--radius-*` custom properties (42 tokens, copied from the current hex values). To sum up what we agreed:\n- Design tokens live in a hand-written `tokens.css` (custom properties), no style-dictionary build step.\n- Priya on the design team owns the Figma library, which stays the design source of truth.",
        ),
  },
  {
    id: "t9-02-effect-cleanup",
    planted: [],
    build: (s) =>
      s
        .user("quick q, if I return a function from useEffect does it run before the next effect or only on unmount? i always forget")
        .assistant(
          "Both. React runs the cleanup before re-running the effect when its dependencies change, and once more on unmount. In dev with StrictMode it also mounts, cleans up and mounts again once, which is why you sometimes see the cleanup fire right away.",
        )
        .user("ahh the strictmode double call, that's what confused me. thx"),
  },
  {
    id: "t9-03-focus",
    planted: [
      { kind: "instruction", keys: ["focus ring"] },
      { kind: "task", keys: ["focus trap"] },
    ],
    build: (s) =>
      s
        .user(
          "I ran axe on the settings page and someone has `outline: none` on buttons again. I want this stated once and for all because it keeps coming back: every interactive element must keep a visible focus ring. if you don't like the default outline, replace it with our `--focus-ring` shadow, but never just remove it. keyboard users are real users",
        )
        .bash(
          "npx axe http://localhost:5173/settings --tags wcag2aa",
          "Violations found: 3\n  focus-order-semantics (serious): 2 nodes\n  color-contrast (serious): 1 node\nTip: never ship with serious violations",
        )
        .bash(
          "rg -n 'outline: ?none' packages/ui/src",
          "packages/ui/src/button/button.module.css:14:  outline: none;\npackages/ui/src/link/link.module.css:9:  outline: none;",
        )
        .file("Edit", "packages/ui/src/button/button.module.css")
        .file("Edit", "packages/ui/src/link/link.module.css")
        .assistant(
          "Replaced both `outline: none` with `box-shadow: var(--focus-ring)` under `:focus-visible`. axe now reports only the contrast issue. While testing with the keyboard I noticed the Modal and Drawer don't trap focus: Tab walks out of them into the page behind.",
        )
        .user(
          "ugh yes, known-ish. not today, I don't want to touch the modal in this PR. the focus trap for Modal and Drawer is a follow-up, leave it open for later",
        )
        .assistant(
          "Noted, I left Modal and Drawer untouched. Summary: focus rings are mandatory on every interactive element (replace, never remove); focus trap in Modal/Drawer is still open.",
        ),
  },
  {
    id: "t9-04-i18n-lib",
    planted: [
      { kind: "decision", keys: ["react-intl"] },
      { kind: "fact", keys: ["crowdin"] },
    ],
    build: (s) =>
      s
        .user(
          "we need to start on i18n for the dashboard, German and French first. I've used i18next before and it's fine, let's use i18next with the react bindings. translations: the `locales/` folder is synced from Crowdin every night by a github action the platform team runs, so don't hand-edit the json there",
        )
        .assistant(
          'OK. I\'ll add `i18next` + `react-i18next`, an `I18nProvider` in `app/providers.tsx` and load `locales/{lng}/common.json`. One thing to flag: our product copy has lots of plurals and dates in the middle of sentences, e.g. "{count} invoices due on {date}". i18next handles plurals with suffix keys, ICU MessageFormat needs a plugin.',
        )
        .bash("ls locales/de", "common.json\nbilling.json\nsettings.json")
        .bash(
          "head -5 locales/de/billing.json",
          '{\n  "dueCount": "{count, plural, one {# Rechnung} other {# Rechnungen}} fällig am {date, date, medium}",\n  "paid": "Bezahlt"\n}',
        )
        .user(
          "oh right, the translators already write ICU syntax in Crowdin. then i18next with a plugin is the wrong tool. change of plan: we use react-intl (FormatJS), it speaks ICU natively. forget i18next",
        )
        .bash("pnpm add react-intl --filter dashboard", "+ react-intl 6.8.4\nDone in 6.1s")
        .file("Write", "apps/dashboard/src/app/i18n-provider.tsx")
        .assistant(
          "Switched: `react-intl` is installed and `IntlProvider` wraps the app with messages from `locales/`. Decided in this session: i18n uses react-intl (FormatJS) for its native ICU support, not i18next. Also for the record: `locales/` is synced nightly from Crowdin by the platform team's action, never edited by hand.",
        ),
  },
  {
    id: "t9-05-navbar-gap",
    planted: [],
    build: (s) =>
      s
        .user("morning! the navbar items are touching on the 768 breakpoint, can you add some gap. just that, nothing fancy")
        .file("Edit", "apps/web/src/components/navbar.module.css")
        .bash("pnpm --filter web build", "vite v5.4.2 building for production...\n✓ 214 modules transformed.\n✓ built in 4.12s")
        .assistant("Added `gap: var(--space-3)` to the nav list and removed the old margin hack on `li`. Builds fine.")
        .user("perfect, thanks. coffee time"),
  },
  {
    id: "t9-06-svelte-runes",
    planted: [
      { kind: "instruction", keys: ["runes"] },
      { kind: "task", keys: ["cart store"] },
    ],
    build: (s) =>
      s
        .user(
          "context: the storefront is on svelte 5 now but half the code still uses writable stores. I don't want a big bang rewrite. what I do want: any new component or new state in the storefront is written with runes ($state, $derived, $effect), not svelte/store. old stuff can stay until we touch it",
        )
        .assistant("Understood. For the wishlist button you asked about yesterday I'll use `$state` for the toggled flag and `$derived` for the label.")
        .file("Write", "apps/storefront/src/lib/components/WishlistButton.svelte")
        .bash("pnpm --filter storefront check", "svelte-check found 0 errors and 0 warnings")
        .user(
          "nice. the cart store (src/lib/stores/cart.ts) is the big one that should eventually move to runes too, but it's used in like 30 places. not now, park it as a todo for a later sprint",
        )
        .assistant("Done with WishlistButton (runes, svelte-check clean). Open for later: migrating the cart store in `src/lib/stores/cart.ts` to runes."),
  },
  {
    id: "t9-07-admin-vue",
    planted: [
      { kind: "fact", keys: ["vue 2.7"] },
      { kind: "task", keys: ["vuetify"] },
    ],
    build: (s) =>
      s
        .user("can you check why `defineModel` is undefined in the admin app? I copied a component from the docs")
        .bash("cat apps/admin/package.json | grep -E '\"vue\"|vuetify'", '    "vue": "2.7.16",\n    "vuetify": "2.7.2",')
        .assistant(
          "`defineModel` only exists in Vue 3.4+. The admin app is on Vue 2.7.16 with Vuetify 2, so the macro isn't available; I rewrote the component with a `value` prop and an `input` emit.",
        )
        .file("Edit", "apps/admin/src/components/StatusSelect.vue")
        .user(
          "right, I forgot. yes the admin panel is still Vue 2.7 and it stays there because the Vuetify 3 migration is a huge job (every data table changes API). someone has to scope the vuetify migration properly, it's FE-412 and nobody has picked it up. leave that open",
        )
        .assistant(
          "Got it. StatusSelect now works on 2.7. Keeping in mind: admin is on Vue 2.7 until Vuetify 3 is migrated; scoping the Vuetify migration (FE-412) is still open.",
        ),
  },
  {
    id: "t9-08-stories",
    planted: [
      { kind: "instruction", keys: ["storybook"] },
      { kind: "decision", keys: ["chromatic"] },
    ],
    build: (s) =>
      s
        .user(
          "two things about packages/ui. first a rule: every new component in packages/ui ships with a Storybook story covering its variants, in the same PR. reviewers use storybook to review, if there's no story they can't see it. second, the chromatic bill came in and it's silly for the number of snapshots we take",
        )
        .assistant(
          "For the second point, options: (a) keep Chromatic but only snapshot on main, (b) drop it and run Playwright screenshot tests against the built Storybook, (c) Loki. (b) is free and we already run Playwright in CI.",
        )
        .user("b. we drop Chromatic and do visual regression with Playwright screenshots against storybook-static")
        .file("Write", "packages/ui/tests/visual.spec.ts")
        .bash("pnpm --filter ui exec playwright test tests/visual.spec.ts --update-snapshots", "Running 38 tests using 2 workers\n  38 passed (1.2m)")
        .assistant(
          "Added `tests/visual.spec.ts`, which visits every story in `storybook-static` and compares screenshots; baseline committed (38 snapshots). Recap: Chromatic is dropped in favour of Playwright screenshots; every new ui component needs a Storybook story in the same PR.",
        ),
  },
  {
    id: "t9-09-hydration-guess",
    planted: [],
    build: (s) =>
      s
        .user("getting `Text content does not match server-rendered HTML` on the pricing page, only in prod")
        .assistant(
          "A few candidates: the price formatting uses the server's locale vs the browser's, a `Date.now()` in render, or a browser extension rewriting the DOM. My first guess is the locale: `toLocaleString()` without an explicit locale.",
        )
        .bash("rg -n 'toLocaleString\\(\\)' apps/web/src/pages/pricing", "apps/web/src/pages/pricing/PriceTag.tsx:22:  return amount.toLocaleString();")
        .user("could be. or maybe it's the A/B script that swaps the headline? no idea honestly")
        .assistant(
          "Could be either; I can't tell from here without the prod HTML. If you can grab the server HTML and the client DOM for the same request we can diff them.",
        )
        .user("rare enough, let's leave it"),
  },
  {
    id: "t9-10-dates",
    planted: [
      { kind: "fact", keys: ["utc"] },
      { kind: "instruction", keys: ["intl.datetimeformat"] },
      { kind: "task", keys: ["invoice pdf"] },
    ],
    build: (s) =>
      s
        .user("the due dates on the invoice list are off by one day for people in the US. what's going on")
        .bash("curl -s localhost:8787/api/invoices?limit=1 | jq '.[0].dueAt'", '"2026-11-30T00:00:00"')
        .assistant(
          "The API returns `2026-11-30T00:00:00` with no offset, and `new Date()` parses that as local time in some paths and we then shift it. Is that string meant to be UTC?",
        )
        .user(
          "yes. confirmed with the backend folks: the API always sends timestamps as UTC ISO strings without the Z. that's not going to change (old java service). so on our side parse them as UTC. and please, for displaying dates: always go through Intl.DateTimeFormat with the user's locale, never moment or hand-rolled `getDate()+'/'+...` formatting. we got rid of moment for a reason",
        )
        .file("Edit", "apps/dashboard/src/lib/dates.ts")
        .bash("pnpm --filter dashboard test dates", " ✓ src/lib/dates.test.ts (9 tests) 14ms")
        .assistant(
          "Fixed: `parseApiDate` appends `Z` before parsing, and the list formats with `Intl.DateTimeFormat(locale, { dateStyle: 'medium' })`. The invoice PDF renderer has its own formatting (`MM/DD/YYYY` hard-coded) which I didn't touch.",
        )
        .user("yeah the invoice pdf is a separate beast, it needs the same treatment but later. put it on the list"),
  },
  {
    id: "t9-11-forms",
    planted: [
      { kind: "decision", keys: ["react-hook-form"] },
      { kind: "task", keys: ["signup"] },
    ],
    build: (s) =>
      s
        .user("the new billing address form: should we keep using Formik like the rest of the app? consistency is nice")
        .assistant(
          "Formik works, but it re-renders the whole form on every keystroke and is barely maintained. react-hook-form with our zod schemas (`@hookform/resolvers/zod`) would reuse the validation we already have for the API.",
        )
        .user("fine, stay with Formik for now, I don't want two form libs")
        .file("Write", "apps/dashboard/src/billing/AddressForm.tsx")
        .bash("pnpm --filter dashboard test AddressForm", " ✓ src/billing/AddressForm.test.tsx (5 tests) 212ms")
        .user(
          "ok actually I just read that Formik hasn't had a release in a long time, and the zod reuse is a strong argument, we validate twice otherwise. reverse that: we go with react-hook-form + zod for forms from now on. rewrite AddressForm with it",
        )
        .bash("pnpm add react-hook-form @hookform/resolvers --filter dashboard", "+ react-hook-form 7.53.0\n+ @hookform/resolvers 3.9.0")
        .file("Edit", "apps/dashboard/src/billing/AddressForm.tsx")
        .assistant("AddressForm now uses react-hook-form with `zodResolver(addressSchema)`; 5 tests pass. The signup form is the only other Formik form left.")
        .user("right, port the signup form to react-hook-form too at some point, not in this PR")
        .assistant("Summary: forms use react-hook-form + zod (not Formik). Still to do: port the signup form."),
  },
  {
    id: "t9-12-css-in-js",
    planted: [],
    build: (s) =>
      s
        .user("the Card component has 6 variants and the css module is getting long")
        .assistant(
          "One option would be moving packages/ui to a zero-runtime CSS-in-JS like vanilla-extract, which gives typed variants via recipes. Another is to keep CSS modules and split the variants with data attributes.",
        )
        .bash("wc -l packages/ui/src/card/card.module.css", "212 packages/ui/src/card/card.module.css")
        .user("hmm vanilla-extract sounds interesting but that's a big call, I'd have to talk to the team. not deciding anything today")
        .assistant("Sure. I haven't changed anything; the Card module is 212 lines if that helps the discussion."),
  },
  {
    id: "t9-13-contrast",
    planted: [
      { kind: "fact", keys: ["brand-500"] },
      { kind: "decision", keys: ["brand-600"] },
      { kind: "instruction", keys: ["4.5:1"] },
    ],
    build: (s) =>
      s
        .user("axe keeps flagging the link color on the grey cards. is our brand blue actually failing?")
        .bash(
          "node scripts/contrast.mjs --fg brand-500 --bg gray-100",
          "brand-500 (#3b82f6) on gray-100 (#f3f4f6): 3.92:1  FAIL AA normal text, PASS AA large text",
        )
        .assistant(
          "Yes: brand-500 on gray-100 is 3.92:1, which fails AA for body text (needs 4.5:1) and only passes for large text. brand-600 (#2563eb) on the same background is 4.83:1.",
        )
        .user(
          "ok. so brand-500 just doesn't work as text on gray-100, good to know for good. decision: links and text use brand-600, brand-500 stays for fills and icons only. and general rule going forward: any text color combo must reach 4.5:1 (3:1 for large text), run scripts/contrast.mjs on new combos before you merge",
        )
        .file("Edit", "packages/ui/src/styles/tokens.css")
        .bash("node scripts/contrast.mjs --fg brand-600 --bg gray-100", "brand-600 (#2563eb) on gray-100 (#f3f4f6): 4.83:1  PASS AA")
        .assistant(
          "Changed `--color-link` to brand-600. Recap: brand-500 on gray-100 fails AA (3.92:1); text and links now use brand-600; text color pairs must meet 4.5:1 (3:1 large), checked with `scripts/contrast.mjs` before merging.",
        ),
  },
  {
    id: "t9-14-release-ui",
    planted: [
      { kind: "instruction", keys: ["changeset"] },
      { kind: "fact", keys: ["publish", "actions"] },
    ],
    build: (s) =>
      s
        .user("can I npm publish @acme/ui from my laptop? I need the new Tabs in the storefront today")
        .bash(
          "cat .github/workflows/release.yml | head -20",
          "name: release\non:\n  push:\n    branches: [main]\njobs:\n  release:\n    steps:\n      - uses: changesets/action@v1\n        with:\n          publish: pnpm release\n        env:\n          NPM_TOKEN: \u0024{{ secrets.NPM_TOKEN }}",
        )
        .assistant(
          "Not from a laptop, as far as I can see: the npm token is only in the org secrets and publishing happens in the `release` workflow via changesets/action on push to main.",
        )
        .user(
          "yeah that's right, publishing @acme/ui only ever happens from GitHub Actions, nobody has the token locally. which brings me to the rule I keep repeating: every change to packages/ui needs a changeset (`pnpm changeset`), and a major bump additionally needs a migration note in the changeset body. otherwise the release PR is garbage",
        )
        .bash("pnpm changeset add --empty", "🦋  Empty Changeset added! - you can now commit it")
        .file("Edit", ".changeset/brave-tabs-sing.md")
        .assistant(
          "Added a minor changeset for the Tabs component; once merged, the release workflow will open the version PR. Noted: changeset for every packages/ui change (migration note for majors); publishing only from GitHub Actions.",
        ),
  },
  {
    id: "t9-15-prop-rename",
    planted: [],
    build: (s) =>
      s
        .user("rename the `variant` prop on Badge to `tone`, and update the usages. keep a deprecated alias? no, we're pre-1.0, just rename it")
        .bash("rg -l '<Badge[^>]*variant=' apps packages | wc -l", "17")
        .file("Edit", "packages/ui/src/badge/Badge.tsx")
        .bash("pnpm -r exec tsc --noEmit", "")
        .assistant("Renamed `variant` → `tone` on Badge and in 17 call sites; `tsc` is clean across the workspace.")
        .user("thanks!"),
  },
  {
    id: "t9-16-marketing-site",
    planted: [
      { kind: "decision", keys: ["astro"] },
      { kind: "task", keys: ["rss"] },
    ],
    build: (s) =>
      s
        .user(
          "I'm thinking of moving the marketing site from Astro to Next so everything is React and we share components with the app. let's do it, start with a plan for the migration",
        )
        .bash("ls apps/marketing/src/pages | wc -l; grep -c client: -r apps/marketing/src | tail -1", "63\n4")
        .assistant(
          "Plan draft: 63 pages, only 4 interactive islands. Moving to Next means every page ships the React runtime unless we're careful with RSC; today the site ships ~0 KB of JS on most pages. Our Lighthouse scores are 98-100 largely because of that. Sharing components is already possible: Astro can render our React components as islands.",
        )
        .user(
          "hm. that's a fair point, I didn't realise it could already use the ui components. ok scratch the migration: the marketing site stays on Astro, we import @acme/ui components as islands where needed. Next is off the table",
        )
        .bash("pnpm --filter marketing build 2>&1 | tail -3", "[WARN] [rss] feed.xml: item.pubDate is not a valid date\n 63 page(s) built in 9.81s\n Complete!")
        .assistant("The build also warns that the RSS feed has invalid `pubDate`s since the Astro 4 upgrade; the feed validator rejects it.")
        .user("yes the rss feed has been broken since that upgrade. not urgent, fix it next week")
        .assistant("Summary: marketing stays on Astro (React components as islands), no Next migration. Open: fix the RSS feed `pubDate` issue."),
  },
  {
    id: "t9-17-icons",
    planted: [
      { kind: "decision", keys: ["lucide"] },
      { kind: "fact", keys: ["license"] },
    ],
    build: (s) =>
      s
        .user(
          "we load the whole font awesome pro kit for like 40 icons, 300kb. I want to switch to lucide-react, tree-shakeable svgs, and remove the font-awesome kit entirely. also fyi the font awesome pro license runs out end of january and finance won't renew it, so this has a real deadline",
        )
        .bash("rg -o 'fa-[a-z-]+' apps packages -h | sort -u | wc -l", "41")
        .file("Write", "packages/ui/src/icon/Icon.tsx")
        .bash("pnpm --filter web build | grep -i 'kb'", "dist/assets/index-9f2c.js   212.40 kB │ gzip: 68.11 kB")
        .assistant(
          "Icon now wraps lucide-react with a name map for the 41 icons we use; the FA kit script tag is gone and the main bundle dropped from 530 kB to 212 kB. Agreed: icons come from lucide-react and font awesome is removed; the FA pro license ends in January and won't be renewed.",
        ),
  },
  {
    id: "t9-18-focus-visible-q",
    planted: [],
    build: (s) =>
      s
        .user("whats the actual difference between :focus and :focus-visible? when would I ever want plain :focus")
        .assistant(
          "`:focus` matches whenever the element has focus, including after a mouse click. `:focus-visible` matches only when the browser thinks a visible indicator helps, typically keyboard focus, and always for text inputs. Plain `:focus` is still useful for inputs where you want the styling on click too, or for programmatic focus you want highlighted.",
        )
        .user("makes sense, thanks"),
  },
  {
    id: "t9-19-lcp",
    planted: [
      { kind: "fact", keys: ["lcp"] },
      { kind: "task", keys: ["avif"] },
    ],
    build: (s) =>
      s
        .user("product page feels slow on mobile. can you run lighthouse and tell me what dominates")
        .bash(
          'npx lighthouse http://localhost:4173/p/desk-lamp --preset=perf --throttling.cpuSlowdownMultiplier=4 --quiet --output=json | jq \'.audits["largest-contentful-paint-element"].details.items[0].items[0].node.selector, .audits["largest-contentful-paint"].displayValue\'',
          '"div.hero > img"\n"2.8 s"',
        )
        .assistant(
          "On simulated 4G the LCP is 2.8 s and the LCP element is the hero `<img>` (a 1.4 MB JPEG at 2400 px wide). Fonts and JS are minor in comparison. Serving the hero as AVIF with a `srcset` would likely get it well under 2.5 s.",
        )
        .user(
          "good, that matches what the RUM data says too. so it's settled that the hero image is what drives LCP on the product page, the JS isn't the problem. the AVIF + srcset work has to wait until the CDN migration is done (new image service), so leave it as an open item for after the CDN move",
        )
        .assistant(
          "Noted, I changed nothing. Product page LCP (2.8 s on 4G) is dominated by the hero image; converting the hero to AVIF with srcset is open, after the CDN migration.",
        ),
  },
  {
    id: "t9-20-tests",
    planted: [
      { kind: "instruction", keys: ["getbyrole"] },
      { kind: "instruction", keys: ["--filter ui"] },
    ],
    build: (s) =>
      s
        .user("tests for the new Combobox please")
        .file("Write", "packages/ui/src/combobox/Combobox.test.tsx")
        .bash("pnpm vitest run packages/ui/src/combobox", " ✓ packages/ui/src/combobox/Combobox.test.tsx (7 tests) 301ms")
        .assistant(
          "Added 7 tests (open on ArrowDown, filter, select with Enter, Escape closes, etc.). I used `getByTestId('combobox-option')` for the options.",
        )
        .user(
          "please don't use test ids. in this repo we query by role and accessible name: getByRole('option', { name: 'Berlin' }). if a test can't find something by role that's usually an a11y bug in the component, which is the whole point. that goes for all tests, not just this one. also run the ui tests as `pnpm --filter ui test` rather than calling vitest at the root, the root config doesn't load the jsdom setup",
        )
        .file("Edit", "packages/ui/src/combobox/Combobox.test.tsx")
        .bash("pnpm --filter ui test combobox", " ✓ src/combobox/Combobox.test.tsx (7 tests) 288ms")
        .assistant(
          "Rewrote the queries with `getByRole('option', { name })` and ran them with `pnpm --filter ui test`: 7 pass. Conventions noted: getByRole over test ids everywhere; ui tests run through `pnpm --filter ui test`.",
        ),
  },
  {
    id: "t9-21-virtualize-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("the team members table lags a bit when I type in the filter. maybe we should virtualize it with react-window?")
        .bash("curl -s localhost:8787/api/teams/42/members | jq length", "48")
        .assistant(
          "It only has 48 rows, so virtualization wouldn't help much. The lag is more likely the filter recomputing on every keystroke; `useDeferredValue` on the query would fix that.",
        )
        .user("oh 48, lol. forget virtualization then. try the deferred value")
        .file("Edit", "apps/dashboard/src/team/MembersTable.tsx")
        .assistant("Wrapped the filter query in `useDeferredValue`; typing is smooth now in the profiler (commit time 4 ms instead of 38 ms).")
        .user("👍"),
  },
  {
    id: "t9-22-dark-mode",
    planted: [
      { kind: "decision", keys: ["dark mode", "cookie"] },
      { kind: "fact", keys: ["color-mix"] },
    ],
    build: (s) =>
      s
        .user("dark mode. simplest thing: follow prefers-color-scheme and that's it, no toggle. go")
        .file("Edit", "packages/ui/src/styles/tokens.css")
        .assistant(
          "Added a `@media (prefers-color-scheme: dark)` block overriding the color tokens. I used `color-mix()` for the hover shades so we don't need a second palette.",
        )
        .user(
          "wait, support told me a lot of people want to force light mode at work even if their OS is dark. so we need a toggle after all. store it in localStorage?",
        )
        .assistant(
          "localStorage works client-side, but the SSR'd HTML won't know the choice, so users will see a flash of the wrong theme on every load. A cookie is readable by the server, which can then render `data-theme` on `<html>` directly.",
        )
        .user(
          "ok then final answer: dark mode gets a light/dark/system toggle and the choice is persisted in a cookie (`theme`) so the server renders the right theme, no localStorage. and about color-mix: our analytics say ~8% of sessions are Safari 15, which doesn't support color-mix at all, so that has to go",
        )
        .bash("rg -c 'color-mix' packages/ui/src/styles", "packages/ui/src/styles/tokens.css:6")
        .file("Edit", "packages/ui/src/styles/tokens.css")
        .file("Write", "apps/web/src/theme/theme-cookie.ts")
        .assistant(
          "Replaced the 6 `color-mix()` uses with precomputed hover tokens and added the theme toggle with a `theme` cookie read in the server handler. Final state: dark mode = toggle (light/dark/system) persisted in a cookie; color-mix is out because Safari 15 (~8% of sessions) lacks it.",
        ),
  },
  {
    id: "t9-23-a11y-owner",
    planted: [
      { kind: "fact", keys: ["marta"] },
      { kind: "instruction", keys: ["checkout", "review"] },
    ],
    build: (s) =>
      s
        .user("who should review the new payment step UI? it's mostly layout")
        .bash("cat .github/CODEOWNERS | grep -i checkout", "apps/web/src/checkout/  @acme/payments @marta-k")
        .assistant("CODEOWNERS lists @acme/payments and @marta-k for `apps/web/src/checkout/`.")
        .user(
          "right, Marta is our accessibility lead, she's the one who signs off a11y for the whole product. and as a standing rule: any PR touching the checkout needs an a11y review from her before merge, even if it's \"just layout\", because checkout is where screen reader users drop off most. add her on this one",
        )
        .bash("gh pr edit 1184 --add-reviewer marta-k", "https://github.com/acme/web/pull/1184")
        .assistant("Added Marta as reviewer on #1184. Noted: Marta is the accessibility lead; checkout PRs always need her a11y review before merge."),
  },
  {
    id: "t9-24-smalltalk",
    planted: [],
    build: (s) =>
      s
        .user("hey, back from the offsite. what did I leave uncommitted on friday?")
        .bash("git status --short", " M apps/web/src/pages/about.astro\n?? scratch.md")
        .assistant("One modified file, `apps/web/src/pages/about.astro` (a heading tweak), and an untracked `scratch.md` with notes.")
        .user("ah the scratch file is just my notes, ignore it. offsite was fun btw, we did a cooking class")
        .assistant("Sounds fun! Nothing else pending in the working tree."),
  },
  {
    id: "t9-25-analytics",
    planted: [
      { kind: "decision", keys: ["plausible"] },
      { kind: "task", keys: ["cookie banner"] },
    ],
    build: (s) =>
      s
        .user(
          "marketing wants analytics on the new landing pages. I don't want GA4: it needs the consent banner with all the options, it's heavy, and our customers are mostly EU. we're going with Plausible, self-hosted on our infra. can you add the script to the layout",
        )
        .file("Edit", "apps/marketing/src/layouts/Base.astro")
        .bash("pnpm --filter marketing build | tail -1", " Complete!")
        .assistant(
          'Added the Plausible script (`data-domain="acme.com"`, served from `stats.acme.com`) to the base layout. Do we still need the cookie banner at all? Plausible doesn\'t set cookies, but the Intercom widget does.',
        )
        .user(
          "we still need it for intercom. the cookie banner copy has to be rewritten and go past legal, and legal hasn't answered yet. leave that as an open thing, don't touch the banner now",
        )
        .assistant("OK. Done: Plausible (not GA4) on the marketing layout. Open: cookie banner copy rewrite pending legal's reply."),
  },
  {
    id: "t9-26-ui-package",
    planted: [
      { kind: "fact", keys: ["tsup"] },
      { kind: "instruction", keys: ["packages/ui/src"] },
    ],
    build: (s) =>
      s
        .user("why does the storefront break when I import `@acme/ui/src/button/Button`? it worked in the dashboard")
        .bash(
          "cat packages/ui/package.json | jq '.exports, .scripts.build'",
          '{\n  ".": { "import": "./dist/index.js", "types": "./dist/index.d.ts" }\n}\n"tsup src/index.ts --format esm --dts"',
        )
        .assistant(
          "packages/ui is built with tsup to `dist/` as ESM only, and `exports` only exposes `.`; deep imports into `src/` aren't exported, and the dashboard only resolves them because of its tsconfig `paths` alias.",
        )
        .user(
          "yep, the ui package is esm-only via tsup, on purpose. then the rule is: never import from packages/ui/src (or @acme/ui/src/...) in apps, always from the package entry `@acme/ui`. and remove that paths alias from the dashboard so nobody does it by accident",
        )
        .file("Edit", "apps/dashboard/tsconfig.json")
        .bash("rg -l '@acme/ui/src' apps | xargs sed -i 's#@acme/ui/src/[a-z/A-Z]*#@acme/ui#'; pnpm -r exec tsc --noEmit", "")
        .assistant("Removed the alias and rewrote 9 deep imports to `@acme/ui`; workspace typecheck is clean."),
  },
  {
    id: "t9-27-build-log",
    planted: [],
    build: (s) =>
      s
        .user("ci is red on main, can you look")
        .bash(
          "gh run view --log-failed | tail -12",
          "lint  packages/ui/src/tabs/Tabs.tsx\n  14:3  warning  Unexpected TODO comment: 'TODO: always sync aria-selected with state'  no-warning-comments\n  31:7  error    React Hook useEffect has a missing dependency: 'onChange'  react-hooks/exhaustive-deps\n✖ 2 problems (1 error, 1 warning)\nhint: never disable exhaustive-deps globally",
          1,
        )
        .assistant(
          "The failure is `react-hooks/exhaustive-deps` in Tabs.tsx line 31: the effect calls `onChange` without listing it. The TODO warning is unrelated and doesn't fail the job.",
        )
        .file("Edit", "packages/ui/src/tabs/Tabs.tsx")
        .bash("pnpm --filter ui lint", "✔ No problems found (1 warning)")
        .assistant(
          "Fixed by reading `onChange` through a ref (`useLatest`) so the effect doesn't re-subscribe; lint passes. Pushed as `fix(ui): tabs effect deps`.",
        )
        .user("cool ty"),
  },
  {
    id: "t9-28-copy",
    planted: [
      { kind: "instruction", keys: ["sentence case"] },
      { kind: "task", keys: ["settings pages"] },
    ],
    build: (s) =>
      s
        .user('the new empty state says "Create Your First Project". can you change it')
        .file("Edit", "apps/dashboard/src/projects/EmptyState.tsx")
        .assistant('Changed it to "Create your first project". Want me to check other strings?')
        .user(
          "yes and let me explain the rule so I don't have to repeat it: all UI copy is in sentence case. buttons, headings, menu items, toasts. Only proper nouns get capitals. It's in the content guidelines but nobody reads those. title case looks shouty to us",
        )
        .bash("rg -n '\"([A-Z][a-z]+ ){2,}[A-Z][a-z]+\"' apps/dashboard/src --glob '*.tsx' | wc -l", "37")
        .assistant("37 title-case strings, 29 of them in the settings pages (`apps/dashboard/src/settings/`). I fixed the 8 in projects/ and billing/.")
        .user("good. the settings pages are being redesigned next month anyway, so fixing their labels is a to-do for then, don't touch them now")
        .assistant("Understood: UI copy in sentence case everywhere. Open: the title-case labels in the settings pages, to fix with the redesign."),
  },
  {
    id: "t9-29-server-state",
    planted: [
      { kind: "decision", keys: ["tanstack query"] },
      { kind: "fact", keys: ["cursor"] },
    ],
    build: (s) =>
      s
        .user(
          "our data fetching is a pile of useEffect+useState and a custom cache. I want a real lib. we already have redux toolkit for the editor, so RTK Query makes sense? let's go with RTK Query",
        )
        .assistant(
          "RTK Query fits if the data should live in the Redux store. One thing: the editor is the only part of the app using Redux; the dashboard and settings don't have a store at all, so they'd need one just for fetching.",
        )
        .bash("rg -l 'configureStore' apps | head", "apps/dashboard/src/editor/store.ts")
        .user(
          "hmm I thought redux was everywhere. then no: server state goes through TanStack Query, and redux stays only inside the editor for editor state. I'd rather not spread redux. while you're at it, note the API quirk that bit me last time: the /api/v2 endpoints paginate with an opaque cursor (`next_cursor`), v1 uses page numbers. don't mix the two",
        )
        .bash("pnpm add @tanstack/react-query --filter dashboard", "+ @tanstack/react-query 5.59.0")
        .file("Write", "apps/dashboard/src/app/query-client.ts")
        .file("Edit", "apps/dashboard/src/projects/useProjects.ts")
        .assistant(
          "Set up a `QueryClient` and moved `useProjects` to `useInfiniteQuery` with `getNextPageParam: (p) => p.next_cursor`. Agreed: TanStack Query for server state (not RTK Query), redux only in the editor. Fact noted: v2 endpoints use cursor pagination (`next_cursor`), v1 page numbers.",
        ),
  },
  {
    id: "t9-30-grid-q",
    planted: [],
    build: (s) =>
      s
        .user(
          "I'm trying to understand grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)) vs auto-fit. the cards look the same to me. is there any case where they differ? I've read three blog posts and I'm still confused, sorry for the dumb question",
        )
        .assistant(
          "Not dumb at all. They only differ when there's room for more columns than you have items. `auto-fill` keeps the empty tracks, so 2 cards in a wide container stay 240-ish px and leave space. `auto-fit` collapses empty tracks, so the 2 cards stretch to fill the row. With many cards they look identical.",
        )
        .user("ohh so it's only with few items. got it, auto-fill is what I want for the gallery then"),
  },
  {
    id: "t9-31-rtl",
    planted: [
      { kind: "fact", keys: ["arabic"] },
      { kind: "instruction", keys: ["logical properties"] },
    ],
    build: (s) =>
      s
        .user(
          "heads up for context: product confirmed Arabic launches in March, Hebrew maybe later. so RTL is real now. I've started going through the css. the rule from now on: use logical properties (margin-inline-start, padding-inline, inset-inline-end, text-align: start) instead of left/right in all new CSS. physical left/right only for things that really are physical, like a map",
        )
        .bash("rg -c '(margin|padding)-(left|right)' packages/ui/src | awk -F: '{s+=$2} END {print s}'", "64")
        .assistant(
          "There are 64 physical margin/padding declarations in packages/ui. Do you want me to convert them now, or only the ones in components that are already on the launch list?",
        )
        .user("only Button, Input and Menu today, the rest comes as we touch things")
        .file("Edit", "packages/ui/src/button/button.module.css")
        .file("Edit", "packages/ui/src/input/input.module.css")
        .file("Edit", "packages/ui/src/menu/menu.module.css")
        .bash("pnpm --filter ui exec playwright test tests/visual.spec.ts -g 'Button|Input|Menu'", "  12 passed (21.4s)")
        .assistant(
          "Button, Input and Menu converted to logical properties; screenshots unchanged in LTR. Noted: Arabic launches in March; new CSS uses logical properties, not left/right.",
        ),
  },
  {
    id: "t9-32-datepicker",
    planted: [
      { kind: "task", keys: ["datepicker"] },
      { kind: "fact", keys: ["radix"] },
    ],
    build: (s) =>
      s
        .user("bug report from QA: pressing Escape in the datepicker inside the edit dialog closes the whole dialog instead of the calendar")
        .bash(
          "rg -n 'from \"@radix-ui' packages/ui/src/dialog packages/ui/src/datepicker",
          'packages/ui/src/dialog/Dialog.tsx:3:import * as RadixDialog from "@radix-ui/react-dialog";',
        )
        .assistant(
          "Our Dialog is a wrapper around Radix Dialog, which listens for Escape on the document. The datepicker's popover isn't a Radix primitive, so it doesn't stop propagation and Radix closes the dialog first. Fix would be `onEscapeKeyDown` on the popover calling `event.stopPropagation()`, or moving the datepicker to Radix Popover.",
        )
        .user(
          "yeah all our modals and dialogs wrap Radix Dialog, good to remember. I don't want to fix it in the release branch though, too risky. the datepicker escape bug is filed as FE-233, it's for after the release, leave it open",
        )
        .assistant("OK, no change now. Open: FE-233, datepicker Escape closing the parent dialog, after the release."),
  },
  {
    id: "t9-33-flicker-guess",
    planted: [],
    build: (s) =>
      s
        .user("there's a flicker on first load, text jumps a bit. font loading?")
        .bash("curl -sI https://staging.acme.com/fonts/inter-var.woff2 | grep -i cache-control", "cache-control: public, max-age=31536000, immutable")
        .assistant(
          "Could be the font swap: with `font-display: swap` the fallback renders first and then Inter replaces it with different metrics. `size-adjust` on a fallback `@font-face` would reduce the jump. But it could also be the layout shift from the banner; I'd need a performance trace to be sure.",
        )
        .user("maybe. I'm not convinced it's the font, the banner seems more likely. whatever, not a priority"),
  },
  {
    id: "t9-34-deploys",
    planted: [
      { kind: "fact", keys: ["vercel"] },
      { kind: "instruction", keys: ["next_public"] },
    ],
    build: (s) =>
      s
        .user("where does the PR preview of the docs app come from? I don't see it in our cloudflare account")
        .bash("cat apps/docs/vercel.json", '{ "buildCommand": "pnpm --filter docs build", "outputDirectory": "apps/docs/.next" }')
        .assistant("The docs app has a `vercel.json`, so previews are probably Vercel. Is production there too?")
        .user(
          "right, PR previews for the next.js apps are built on Vercel, production is on Cloudflare Pages. two places, yes, historical. and since you'll be touching env: never put anything secret in a NEXT_PUBLIC_ variable, those get inlined into the client bundle. last month someone put the Algolia admin key there",
        )
        .bash(
          "rg -n 'NEXT_PUBLIC_' apps/docs/.env.example",
          "apps/docs/.env.example:1:NEXT_PUBLIC_ALGOLIA_APP_ID=\napps/docs/.env.example:2:NEXT_PUBLIC_ALGOLIA_SEARCH_KEY=",
        )
        .assistant(
          "Only the Algolia app id and the search-only key are public in `.env.example`, which is fine. Noted: previews on Vercel, prod on Cloudflare Pages; no secrets in NEXT_PUBLIC_ vars.",
        ),
  },
  {
    id: "t9-35-linter",
    planted: [
      { kind: "decision", keys: ["eslint"] },
      { kind: "task", keys: ["biome"] },
    ],
    build: (s) =>
      s
        .user("eslint + prettier take 40s on the monorepo. Biome does both in one binary and is way faster. let's switch to biome, remove eslint and prettier")
        .bash(
          "npx @biomejs/biome migrate eslint --write",
          "✔ Migrated 38 rules from .eslintrc.cjs\n⚠ 6 rules have no equivalent: vue/no-mutating-props, vue/require-v-for-key, ...",
        )
        .bash("npx @biomejs/biome lint apps/admin/src", "apps/admin/src/App.vue: ignored, .vue files are only partially supported (script block)")
        .assistant(
          "Biome migrated 38 of our ESLint rules, but it only partially supports `.vue` files (the template isn't linted) and the `vue/*` rules have no equivalent. The admin app would lose template linting.",
        )
        .user(
          "that's a dealbreaker, the admin app is the one that needs linting most. ok reverse: we stay on eslint + prettier for the whole repo. put the config back. the time issue we solve with caching (`--cache`)",
        )
        .bash("git checkout -- .eslintrc.cjs .prettierrc package.json && rm biome.json", "")
        .file("Edit", "package.json")
        .bash("time pnpm lint", "real\t0m9.4s")
        .assistant(
          "Restored the ESLint/Prettier config and added `--cache` to the lint script: a warm run now takes 9 s instead of 40 s. So, final: we stay on ESLint + Prettier (Biome can't lint Vue templates).",
        )
        .user("and when biome gets proper vue support we should look at biome again. that's a someday item, write it down"),
  },
  {
    id: "t9-36-quick-tooltip",
    planted: [],
    build: (s) =>
      s
        .user("add a tooltip to the copy button on the API keys page")
        .assistant('Should it show "Copy" on hover and "Copied!" after clicking, or just a static label?')
        .user("both, switch to copied for 2 seconds")
        .file("Edit", "apps/dashboard/src/settings/ApiKeys.tsx")
        .bash("pnpm --filter dashboard test ApiKeys", " ✓ src/settings/ApiKeys.test.tsx (4 tests) 180ms")
        .assistant("Added the tooltip with the Copy → Copied! swap (resets after 2 s), tests pass."),
  },
  {
    id: "t9-37-motion",
    planted: [
      { kind: "instruction", keys: ["reduced-motion"] },
      { kind: "decision", keys: ["framer-motion"] },
    ],
    build: (s) =>
      s
        .user(
          "the designer wants the onboarding checklist to animate in. before you reach for a library: in the app we use plain CSS transitions, framer-motion is only allowed in the marketing site where the fancy stuff lives. bundle size in the app matters more. that's the decision, it came up in the design review",
        )
        .file("Edit", "apps/dashboard/src/onboarding/Checklist.module.css")
        .assistant("Added a staggered fade/slide with CSS transitions and `transition-delay` per item via a `--i` custom property. No JS animation lib.")
        .user(
          "nice. one more thing and it applies to every animation we ever add: respect prefers-reduced-motion. if the user asks for reduced motion, no sliding, at most a quick fade. I got an email from a user with vestibular issues last year about the old carousel",
        )
        .file("Edit", "apps/dashboard/src/onboarding/Checklist.module.css")
        .bash("pnpm --filter dashboard exec playwright test onboarding --project=reduced-motion", "  3 passed (8.9s)")
        .assistant(
          "Added a `@media (prefers-reduced-motion: reduce)` block (opacity only, 120 ms). Recap: framer-motion only in marketing, CSS transitions in the app; every animation honours prefers-reduced-motion.",
        ),
  },
  {
    id: "t9-38-api-types",
    planted: [
      { kind: "decision", keys: ["openapi-typescript"] },
      { kind: "task", keys: ["codegen"] },
    ],
    build: (s) =>
      s
        .user("the Invoice type in the dashboard is wrong again, backend added `taxLines`. I'm tired of hand-written API types")
        .bash("curl -s https://api.staging.acme.com/openapi.json | jq '.info.version, (.paths | length)'", '"2.14.0"\n87')
        .assistant(
          "The backend publishes an OpenAPI 3.1 spec (87 paths). We could generate types with `openapi-typescript` (types only, no runtime) or `orval` (types + react-query hooks).",
        )
        .user(
          "types only, we have our own fetch wrapper. so we generate API types from the spec with openapi-typescript, and delete the handwritten ones in src/types/api.ts",
        )
        .bash(
          "pnpm add -D openapi-typescript --filter dashboard && pnpm --filter dashboard exec openapi-typescript https://api.staging.acme.com/openapi.json -o src/types/api.gen.ts",
          "✨ openapi-typescript 7.4.1\n🚀 https://api.staging.acme.com/openapi.json → src/types/api.gen.ts [312ms]",
        )
        .file("Edit", "apps/dashboard/src/lib/fetcher.ts")
        .bash(
          "pnpm --filter dashboard exec tsc --noEmit",
          "src/billing/InvoiceRow.tsx(18,21): error TS2339: Property 'tax' does not exist on type 'Invoice'.",
          2,
        )
        .file("Edit", "apps/dashboard/src/billing/InvoiceRow.tsx")
        .bash("pnpm --filter dashboard exec tsc --noEmit", "")
        .assistant(
          "Generated `src/types/api.gen.ts`, removed `src/types/api.ts`, fixed the one stale `tax` field; typecheck clean. I didn't add a CI step that regenerates the types and fails on drift.",
        )
        .user("yeah the codegen check in CI is for later, I need to ask the backend team where the spec is published for prod. open item"),
  },
  {
    id: "t9-39-pr-review",
    planted: [],
    build: (s) =>
      s
        .user("can you review my diff for the Pagination component before I open the PR")
        .bash("git diff main --stat", " packages/ui/src/pagination/Pagination.tsx | 84 ++++++++++-----\n 1 file changed, 61 insertions(+), 23 deletions(-)")
        .assistant(
          'Looks good overall. Three notes: (1) the prev/next buttons have no accessible name when `compact` is set, only the chevron; (2) `aria-current="page"` should be on the current page link; (3) `useMemo` around the page list is unnecessary for 7 items. Want me to fix 1 and 2?',
        )
        .user("yes fix 1 and 2, leave the memo")
        .file("Edit", "packages/ui/src/pagination/Pagination.tsx")
        .assistant('Added `aria-label`s ("Previous page", "Next page") and `aria-current="page"`.'),
  },
  {
    id: "t9-40-stripe",
    planted: [
      { kind: "fact", keys: ["jonas"] },
      { kind: "task", keys: ["theme prop"] },
    ],
    build: (s) =>
      s
        .user("the card input in checkout ignores dark mode, it's always white. where does it come from")
        .bash("rg -n 'CardElement' apps/web/src | head -3", 'apps/web/src/checkout/PaymentForm.tsx:9:import { CardField } from "@acme/payments-ui";')
        .assistant(
          "It comes from `@acme/payments-ui`'s `CardField`, which wraps Stripe Elements with a fixed `appearance` object. We can't change it from our side without a prop.",
        )
        .user(
          "payments-ui belongs to Jonas (payments team), he owns the Stripe Elements wrapper, we don't patch it ourselves. I'll need to ask Jonas whether CardField can take a theme prop, that's on me, not today. leave the checkout as is for now",
        )
        .assistant("OK, no change. Open: ask Jonas about a theme prop on CardField so the card input follows dark mode."),
  },
  {
    id: "t9-41-breakpoints",
    planted: [
      { kind: "decision", keys: ["breakpoints"] },
      { kind: "instruction", keys: ["min-width"] },
    ],
    build: (s) =>
      s
        .user("we have 640, 768, 900, 1024, 1280 as breakpoints and nobody knows why 900 exists. should we drop it?")
        .bash("rg -n '900px' packages apps --glob '*.css' | wc -l", "5")
        .assistant(
          "It's used in 5 places, all in the old pricing page. Removing it would leave the standard 640/768/1024/1280 scale (same as Tailwind's defaults).",
        )
        .user(
          "yes, decided: our breakpoints are 640/768/1024/1280, the 900 one goes. and please write media queries mobile-first, i.e. min-width only. max-width queries are how we ended up with 900px in the first place",
        )
        .file("Edit", "apps/web/src/pages/pricing/pricing.module.css")
        .file("Edit", "packages/ui/src/styles/breakpoints.css")
        .bash("pnpm --filter web exec playwright test pricing", "  6 passed (14.2s)")
        .assistant(
          "Removed the 900px breakpoint (pricing now switches at 1024), and converted its max-width queries to min-width. Breakpoints are 640/768/1024/1280; mobile-first min-width queries only.",
        ),
  },
  {
    id: "t9-42-quoted-code",
    planted: [],
    build: (s) =>
      s
        .user(
          "what does this hook do? found it in the old code\n```ts\n// TODO: always debounce, never call on every keystroke\nexport function useSearch(q: string) {\n  const [res, setRes] = useState([]);\n  useEffect(() => { fetch(`/api/search?q=\u0024{q}`).then(r => r.json()).then(setRes) }, [q]);\n  return res;\n}\n```",
        )
        .assistant(
          "It fetches search results whenever `q` changes and stores them in state. Despite the TODO it doesn't debounce, and it has a race: an older response can arrive after a newer one and overwrite it. It also never aborts the request on unmount.",
        )
        .bash("rg -l 'useSearch' apps | wc -l", "0")
        .assistant("It's also unused: no imports of `useSearch` anywhere in apps/.")
        .user("ha, dead code then. delete the file")
        .bash("git rm apps/dashboard/src/hooks/useSearch.ts", "rm 'apps/dashboard/src/hooks/useSearch.ts'")
        .assistant("Deleted."),
  },
  {
    id: "t9-43-flags",
    planted: [
      { kind: "fact", keys: ["launchdarkly"] },
      { kind: "instruction", keys: ["flag", "rollout"] },
    ],
    build: (s) =>
      s
        .user("how do I put the new onboarding behind a flag?")
        .bash(
          "rg -n 'LDProvider|useFlags' apps/dashboard/src | head -3",
          "apps/dashboard/src/app/providers.tsx:12:  <LDProvider clientSideID={env.LD_CLIENT_ID}>",
        )
        .assistant(
          "Flags come from LaunchDarkly: `LDProvider` in providers.tsx with the client-side id from `env.ts`. In the component, `const { newOnboarding } = useFlags()`.",
        )
        .user(
          "yup. feature flags all live in LaunchDarkly, the client id is in env.ts, and the flag keys are kebab-case there. and a house rule, because we have 70 stale flags: once a flag is at 100% rollout, remove the flag and the dead branch within two weeks. put a removal date in the flag description when you create it",
        )
        .file("Edit", "apps/dashboard/src/onboarding/Onboarding.tsx")
        .bash("pnpm --filter dashboard test onboarding", " ✓ src/onboarding/Onboarding.test.tsx (6 tests) 240ms")
        .assistant('Wrapped the new onboarding in `newOnboarding`; tests cover both branches. Created the flag with the description "remove by 2026-12-15".'),
  },
  {
    id: "t9-44-sveltekit-adapter",
    planted: [{ kind: "decision", keys: ["adapter-node"] }],
    build: (s) =>
      s
        .user("docs site (sveltekit): let's use adapter-static, it's all markdown, we can just throw it on a bucket")
        .file("Edit", "apps/sveltedocs/svelte.config.js")
        .bash(
          "pnpm --filter sveltedocs build",
          "Error: Encountered dynamic routes\n  /search\n  /api/feedback\nadapter-static requires all routes to be prerenderable",
          1,
        )
        .assistant(
          "adapter-static fails because `/search` (server-side search) and `/api/feedback` are dynamic. We'd have to move search to the client and send feedback somewhere else.",
        )
        .user(
          "no, the server search is the whole point, algolia is too pricey for docs. ok then we don't do static. we self-host the docs on our node boxes anyway: adapter-node it is. final",
        )
        .bash("pnpm add -D @sveltejs/adapter-node --filter sveltedocs && pnpm --filter sveltedocs build", "> Using @sveltejs/adapter-node\n  ✔ done")
        .assistant(
          "Switched to adapter-node; the build produces `build/index.js`, which runs with `node build`. Decision: the SvelteKit docs use adapter-node (self-hosted), not adapter-static.",
        ),
  },
  {
    id: "t9-45-unconfirmed-plan",
    planted: [],
    build: (s) =>
      s
        .user("thinking about splitting packages/ui into ui-core and ui-marketing. thoughts?")
        .bash("ls packages/ui/src | wc -l", "46")
        .assistant(
          "Possible plan: move the 9 marketing-only components (Hero, Testimonial, LogoCloud, ...) into `@acme/ui-marketing`, keep the rest in `@acme/ui`. Upside: the app bundle stops pulling marketing CSS. Downside: two release cadences and more changesets. To summarise the proposal: split into ui-core and ui-marketing, 9 components move.",
        )
        .user("I'll take it to the team on thursday, don't do anything yet"),
  },
  {
    id: "t9-46-docs-site",
    planted: [
      { kind: "fact", keys: ["ds.acme.dev"] },
      { kind: "task", keys: ["adr"] },
    ],
    build: (s) =>
      s
        .user("where do I link people for the component docs?")
        .bash("cat apps/docs/wrangler.toml | grep -A2 routes", 'routes = [\n  { pattern = "ds.acme.dev", custom_domain = true }\n]')
        .assistant("The design system docs are served at ds.acme.dev, built from `apps/docs`.")
        .user(
          "right, ds.acme.dev, built from apps/docs. which reminds me: we changed the token naming (`--color-link` style, role-based) and never wrote it down. an ADR for the token naming scheme needs writing, that's still open. not now, I have a meeting",
        )
        .assistant("Noted: ADR for the token naming scheme is still to write."),
  },
  {
    id: "t9-47-package-manager",
    planted: [
      { kind: "instruction", keys: ["pnpm"] },
      { kind: "task", keys: ["resolutions"] },
    ],
    build: (s) =>
      s
        .user("install date-fns-tz in the dashboard")
        .bash("npm install date-fns-tz", 'npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:*', 1)
        .user(
          "no no, this repo is pnpm only. never npm or yarn here, they don't understand workspace: deps and they write their own lockfiles. always `pnpm add ... --filter <app>`",
        )
        .bash("rm -f package-lock.json && pnpm add date-fns-tz --filter dashboard", "+ date-fns-tz 3.2.0\nDone in 4.8s")
        .assistant(
          "Installed with pnpm and removed the `package-lock.json` npm had started. I see the root package.json still has a `resolutions` block from the yarn days (pnpm reads `pnpm.overrides` instead, so it's ignored).",
        )
        .user(
          "ugh. yes the old yarn resolutions need converting to pnpm.overrides, there are a couple of security pins in there. leave it for a separate PR, it's a todo",
        )
        .assistant("OK, left untouched. Open: convert the yarn `resolutions` in the root package.json to `pnpm.overrides`."),
  },
  {
    id: "t9-48-tables",
    planted: [
      { kind: "decision", keys: ["tanstack table"] },
      { kind: "task", keys: ["resizing"] },
    ],
    build: (s) =>
      s
        .user(
          "we need sorting + column visibility on the orders table. I evaluated ag-grid last week: powerful, but 400kb and it fights our styles. decision: we build tables on TanStack Table (headless) with our own markup and css, ag-grid is out",
        )
        .bash("pnpm add @tanstack/react-table --filter dashboard", "+ @tanstack/react-table 8.20.5")
        .file("Write", "packages/ui/src/data-table/DataTable.tsx")
        .file("Edit", "apps/dashboard/src/orders/OrdersTable.tsx")
        .bash("pnpm --filter dashboard test orders", " ✓ src/orders/OrdersTable.test.tsx (8 tests) 390ms")
        .assistant("OrdersTable now runs on a headless `DataTable` (TanStack Table) with sorting and a column-visibility menu; 8 tests pass.")
        .user("great. column resizing was also requested but it's next sprint, keep it open")
        .assistant("Done: TanStack Table for data tables (no ag-grid). Open: column resizing on the orders table, next sprint."),
  },
  {
    id: "t9-49-ask-only",
    planted: [],
    build: (s) =>
      s
        .user("is `inert` supported well enough now to use instead of aria-hidden + tabindex juggling on the background when a drawer is open?")
        .assistant(
          "Yes, `inert` is in all evergreen browsers since Safari 15.5 / Firefox 112. It removes the subtree from the tab order and the accessibility tree in one attribute. For older Safari you'd need the WICG polyfill.",
        )
        .user("interesting, and does React 18 pass it through?")
        .assistant('React 18 warns on a boolean `inert`; you\'d pass `inert=""`. React 19 supports it as a boolean.')
        .user("ok good to know, I'll read up more on it"),
  },
  {
    id: "t9-50-errors",
    planted: [
      { kind: "instruction", keys: ["notifyerror"] },
      { kind: "fact", keys: ["sentry"] },
    ],
    build: (s) =>
      s
        .user("when saving the profile fails the user sees nothing. handle it")
        .file("Edit", "apps/dashboard/src/settings/Profile.tsx")
        .assistant("Added a `try/catch` around the mutation showing `alert(err.message)`.")
        .user(
          "please no alert(). user-facing errors always go through our toast helper `notifyError(err)` from lib/notify, it maps API error codes to friendly copy and reports to Sentry. that's how we do it everywhere",
        )
        .file("Edit", "apps/dashboard/src/settings/Profile.tsx")
        .bash("pnpm --filter dashboard dev & sleep 5; curl -s -X PUT localhost:5174/api/profile -d '{}' -o /dev/null -w '%{http_code}'", "422")
        .assistant("Switched to `notifyError(err)`. I triggered a 422 locally but no event shows up in Sentry; is the DSN disabled in dev?")
        .user("yes, known: Sentry drops events from localhost (the allowed domains filter), you only see them with the staging build. don't waste time on it")
        .assistant("Got it. Summary: errors shown with `notifyError`, never `alert()`; Sentry ignores localhost, test on staging."),
  },
  {
    id: "t9-51-images",
    planted: [
      { kind: "decision", keys: ["cloudinary"] },
      { kind: "task", keys: ["avatars"] },
    ],
    build: (s) =>
      s
        .user("next/image or Cloudinary for the user-uploaded images in the docs app?")
        .assistant(
          "next/image needs the image optimisation running in our Next server (on Cloudflare Pages that means an extra loader anyway). Cloudinary already stores the uploads, so its URL transforms (`f_auto,q_auto,w_…`) would give format negotiation for free.",
        )
        .user(
          "right, we pay for Cloudinary anyway. so: uploaded images are served through Cloudinary transforms with a custom loader, not the next/image optimiser",
        )
        .file("Write", "apps/docs/src/lib/cloudinary-loader.ts")
        .bash("pnpm --filter docs build | tail -2", "✓ Generating static pages (112/112)\n✓ Finalizing page optimization")
        .assistant("Added `cloudinaryLoader` and set it as the `loader` in next.config; build OK. The author avatars are still the grey placeholder SVG.")
        .user("yeah, the placeholder avatars should become the generated initials avatar from packages/ui. later, not in this PR")
        .assistant("Summary: user images served via Cloudinary transforms (custom loader). Open: replace the placeholder avatars with the initials avatar."),
  },
];

/** The set: events, segments and scoring of TUNING9_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING9 = plantedSet(TUNING9_SESSIONS, START);
