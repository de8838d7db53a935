/**
 * Planted set tuning53 for the offline long-term-memory extractor. Training set for the
 * sentence classifier (written without reading the extractor).
 *
 * Style: accessibility, internationalization and localization work (ARIA, screen readers,
 * focus and keyboard handling, contrast, translations and translation workflows, RTL and bidi
 * text, plural rules, date, number, currency and calendar formats) in Claude Code voice: the
 * user states conventions, the assistant proposes and the user accepts or turns it down, facts
 * about the supported locales and who owns what come up in passing, and some decisions are
 * changed later in the session (only the later one is planted). Each session is one segment;
 * the items planted in it are listed with it. Every other message must give nothing:
 * questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted
 * code, lint and tool output, chit-chat, and requests done in the same session.
 *
 * Matching rule (the one of planted-blind.ts):
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

const START = Date.UTC(2026, 11, 1, 9);

export const TUNING53_SESSIONS: BlindSession[] = [
  {
    id: "t53-toasts",
    build: (s) =>
      s
        .user("screen reader users never hear our toast notifications. check src/ui/Toast.tsx")
        .file("Read", "src/ui/Toast.tsx")
        .assistant(
          "The toast container is a plain `div` rendered on demand, so there's no live region in the DOM before the message arrives. I'll keep a persistent region mounted and inject messages into it.",
        )
        .user("yes. convention for us: toasts go through aria-live=polite, assertive only for errors")
        .file("Edit", "src/ui/Toast.tsx")
        .bash("npx vitest run src/ui/Toast.test.tsx", " ✓ src/ui/Toast.test.tsx (5 tests)")
        .assistant('The region is mounted once at app start with `aria-live="polite"`; error toasts use a separate `assertive` region. 5 tests pass.')
        .user("good. fyi we ship 14 locales right now, the list is i18n/locales.json, so test strings in a couple of them")
        .assistant("I'll add a case for `de` and `ar` to the toast test.")
        .user("storybook has no a11y addon yet either, set that up some other day")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["aria-live"] },
      { kind: "fact", keys: ["14 locales"] },
      { kind: "task", keys: ["storybook"] },
    ],
  },
  {
    id: "t53-rtl-layout",
    build: (s) =>
      s
        .user("the sidebar is on the wrong side in Arabic and the padding is mirrored wrong. fix")
        .bash("grep -rn 'margin-left\\|padding-right' src/styles | wc -l", "87")
        .assistant(
          "87 physical `left`/`right` declarations. I can either add `[dir=rtl]` overrides for each, or move to CSS logical properties (`margin-inline-start`, `padding-inline-end`) so the browser flips them.",
        )
        .user("logical properties. that's the decision, no more dir=rtl overrides")
        .file("Edit", "src/styles/layout.css")
        .file("Edit", "src/styles/sidebar.css")
        .bash("npx stylelint 'src/styles/**/*.css'", "")
        .assistant("Converted layout.css and sidebar.css; stylelint is clean. Which locales need checking?")
        .user("arabic and hebrew are our only RTL locales. check both")
        .bash("npx playwright test rtl.spec.ts", "  2 passed (9.1s)")
        .assistant("Both pass. The chart legends in the analytics tab still render left-to-right though.")
        .user("chart legends in RTL are a separate job, backlog it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["logical properties"] },
      { kind: "fact", keys: ["arabic", "hebrew"] },
      { kind: "task", keys: ["chart legends"] },
    ],
  },
  {
    id: "t53-describedby-question",
    build: (s) =>
      s
        .user("what's aria-describedby actually for vs aria-labelledby")
        .bash("grep -rn 'aria-describedby' src | head -2", "src/forms/Field.tsx:31:      aria-describedby={hintId}")
        .assistant(
          "`aria-labelledby` gives an element its accessible name; `aria-describedby` adds a longer description read after the name. In Field.tsx the hint text is the description, which is right.",
        )
        .user("ok and screen readers read both?")
        .assistant("Most do, with a short pause between them; some read the description only on request.")
        .stop(),
    planted: [],
  },
  {
    id: "t53-plural-format",
    build: (s) =>
      s
        .user("plurals are broken in Polish: '5 plik' instead of '5 plików'. we use i18next suffixes _one/_other, add the missing suffixes")
        .file("Read", "locales/pl/common.json")
        .assistant("Polish needs `_few` and `_many` too. I can add them under i18next's suffix scheme.")
        .user("do that")
        .file("Edit", "locales/pl/common.json")
        .bash("npx vitest run src/i18n", " ✓ src/i18n/plural.test.ts (12 tests)")
        .assistant("Added `_few`/`_many` for pl; 12 plural tests pass. I also found `t('items') + ' ' + t('selected')` in the bulk bar.")
        .user(
          "ugh. ok changing my mind on plurals: move the catalogs to ICU MessageFormat through formatjs, suffix keys are a dead end. and never concatenate translated strings, a full sentence is one message with placeholders",
        )
        .file("Edit", "src/i18n/setup.ts")
        .file("Edit", "src/components/BulkBar.tsx")
        .bash("npx vitest run src/i18n src/components/BulkBar.test.tsx", " Test Files  2 passed (2)")
        .stop("ICU setup with `@formatjs/intl`, BulkBar uses one `{count, plural, ...}` message."),
    planted: [
      { kind: "decision", keys: ["icu"] },
      { kind: "instruction", keys: ["concatenate"] },
    ],
  },
  {
    id: "t53-date-formatting",
    build: (s) =>
      s
        .user("dates on the orders page show as 12/01/2026 for everyone. make them locale aware")
        .bash('grep -rn "format(\'MM/DD" src | wc -l', "23")
        .assistant("23 calls to moment's `format('MM/DD/YYYY')`. I'll replace them with a `formatDate` helper.")
        .user("dates go through Intl.DateTimeFormat, no moment, no date-fns formatting. that's the rule for any new code too")
        .file("Write", "src/i18n/formatDate.ts")
        .file("Edit", "src/pages/Orders.tsx")
        .bash("npx vitest run src/i18n/formatDate.test.ts", " ✓ src/i18n/formatDate.test.ts (9 tests)")
        .assistant("`formatDate` wraps `Intl.DateTimeFormat` with a per-locale cache. Should it assume the API timestamps are local time?")
        .user("no, the backend sends every timestamp as a UTC ISO string, convert on display")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["intl.datetimeformat"] },
      { kind: "fact", keys: ["backend", "utc"] },
    ],
  },
  {
    id: "t53-screen-reader-matrix",
    build: (s) =>
      s
        .user("writing the a11y test plan in docs/a11y.md. which screen readers should it list")
        .file("Read", "docs/a11y.md")
        .assistant(
          "The usual matrix is NVDA + Firefox/Chrome, JAWS + Chrome, VoiceOver + Safari on macOS and iOS, TalkBack + Chrome. Which of these does your QA use?",
        )
        .user("QA tests with NVDA on Firefox and VoiceOver on Safari, nothing else. write that")
        .file("Edit", "docs/a11y.md")
        .bash("npx markdownlint docs/a11y.md", "")
        .assistant("Updated the matrix in docs/a11y.md.")
        .user("the checkout flow needs a full VoiceOver pass before launch, nobody has done it yet. that one's open")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nvda"] },
      { kind: "task", keys: ["checkout", "voiceover"] },
    ],
  },
  {
    id: "t53-alt-text",
    build: (s) =>
      s
        .user("the three hero images on the landing page have empty alt. write proper alt text")
        .file("Edit", "src/pages/Landing.tsx")
        .bash("npx eslint src/pages/Landing.tsx", "")
        .assistant(
          'Added descriptive alt text for the team photo and the product screenshot; the third image is decorative, so `alt=""` stays and I added `role="presentation"`.',
        )
        .user("nice, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t53-crowdin",
    build: (s) =>
      s
        .user("added the new onboarding strings to fr.json and de.json by hand, can you check I got the keys right")
        .bash("git diff --stat locales/", " locales/de.json | 12 +++\n locales/en.json | 12 +++\n locales/fr.json | 12 +++")
        .assistant("Keys match en.json. One thing: the fr and de files look generated, they have a Crowdin header.")
        .user(
          "oh right. translations are managed in crowdin, project 'webapp'. revert fr and de. only ever edit en.json, the other locale files arrive through the crowdin sync",
        )
        .bash("git checkout locales/fr.json locales/de.json", "Updated 2 files from the index")
        .assistant("Reverted. For checking layouts before translations arrive, a pseudo-locale would help: accented, 30% longer strings.")
        .user("yes let's adopt that, pseudo-locale en-XA in dev builds")
        .file("Edit", "src/i18n/setup.ts")
        .stop(),
    planted: [
      { kind: "fact", keys: ["crowdin"] },
      { kind: "instruction", keys: ["en.json"] },
      { kind: "decision", keys: ["pseudo"] },
    ],
  },
  {
    id: "t53-dialog-focus",
    build: (s) =>
      s
        .user("after closing the delete dialog, focus jumps to the top of the page. keyboard users lose their place")
        .file("Read", "src/ui/Dialog.tsx")
        .assistant("The dialog doesn't remember what opened it. I'll store `document.activeElement` on open and restore it on close.")
        .file("Edit", "src/ui/Dialog.tsx")
        .bash("npx playwright test dialog.spec.ts", "  4 passed (6.3s)")
        .user("good. standard for every dialog and drawer from now on: focus goes back to the trigger when it closes")
        .assistant("I'll put a note in the Dialog docs. I also saw the marketing pages have no skip link.")
        .user("skip link on marketing is on the list, different repo, not something for this PR")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["focus", "trigger"] },
      { kind: "task", keys: ["skip link"] },
    ],
  },
  {
    id: "t53-swiss-numbers",
    build: (s) =>
      s
        .user("finance says the Swiss invoices show 1.234,50 but they expect 1'234.50")
        .bash("node -e \"console.log(new Intl.NumberFormat('de-CH').format(1234.5))\"", "1’234.5")
        .assistant("Intl already does the right thing for `de-CH` (apostrophe grouping); the invoice template hardcodes `de-DE`.")
        .user(
          "yeah de-CH groups thousands with an apostrophe and finance checks that. and currency: format amounts in the viewer's locale but the currency code always comes from the account, decided",
        )
        .file("Edit", "src/invoices/money.ts")
        .bash("npx vitest run src/invoices", " ✓ src/invoices/money.test.ts (8 tests)")
        .stop("Invoices use the viewer's locale and the account's currency now; 8 tests pass."),
    planted: [
      { kind: "fact", keys: ["de-ch"] },
      { kind: "decision", keys: ["currency", "account"] },
    ],
  },
  {
    id: "t53-svg-title-guess",
    build: (s) =>
      s
        .user("VoiceOver reads the logo twice on the header. is it the svg <title>?")
        .file("Read", "src/ui/Logo.tsx")
        .assistant(
          'Possibly: the link has `aria-label="Home"` and the SVG inside has its own `<title>`. Or VoiceOver could be treating the link and the image as two stops. I\'d need to try it on a device to be sure.',
        )
        .user("hmm. maybe it's the safari version too. I'll test on my phone tonight")
        .stop(),
    planted: [],
  },
  {
    id: "t53-contrast",
    build: (s) =>
      s
        .user("run an accessibility check on the settings page")
        .bash(
          "npx axe http://localhost:5173/settings --exit",
          'Violation of "color-contrast" with 6 occurrences!\n  Elements must meet minimum color contrast ratio thresholds',
        )
        .assistant("6 color-contrast violations, all on secondary text (#8a8f98 on white, 3.3:1). Should we also ship a separate high-contrast theme?")
        .user("no theme. target is WCAG 2.2 AA, so 4.5:1 for body text, fix the gray to meet that")
        .file("Edit", "src/styles/tokens.css")
        .bash("npx axe http://localhost:5173/settings --exit", "0 violations found!")
        .assistant("Secondary gray is #5f6570 (5.9:1); axe reports 0 violations. Want the axe scan in the e2e suite so this doesn't regress?")
        .user("yes, we'll run axe-core in every e2e test from now on. disabled buttons still fail contrast but design has to weigh in first, keep it open")
        .file("Edit", "e2e/fixtures.ts")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["4.5:1"] },
      { kind: "decision", keys: ["axe-core"] },
      { kind: "task", keys: ["disabled buttons"] },
    ],
  },
  {
    id: "t53-japanese-fonts",
    build: (s) =>
      s
        .user("japanese text falls back to some ugly system font on windows")
        .bash("grep -n 'font-family' src/styles/base.css", "4:  font-family: Inter, system-ui, sans-serif;")
        .assistant("Inter has no CJK glyphs, so Windows picks MS Gothic. Add a `:lang(ja)` font stack?")
        .user("yes, the ja locale needs Noto Sans JP in its stack")
        .file("Edit", "src/styles/base.css")
        .assistant("Added `:lang(ja) { font-family: Inter, 'Noto Sans JP', sans-serif; }`. Emphasis in the ja strings is italic via `<em>`.")
        .user("don't italicize CJK text, it looks broken. bold or nothing")
        .file("Edit", "src/styles/base.css")
        .bash("npx stylelint src/styles/base.css", "")
        .stop(),
    planted: [
      { kind: "fact", keys: ["noto sans jp"] },
      { kind: "instruction", keys: ["cjk"] },
    ],
  },
  {
    id: "t53-slavic-plurals",
    build: (s) =>
      s
        .user("translators asked why the pl file has four variants per count string. explain in the translator guide")
        .file("Edit", "docs/translators.md")
        .bash("node -e \"console.log(new Intl.PluralRules('pl').resolvedOptions().pluralCategories)\"", "[ 'one', 'few', 'many', 'other' ]")
        .assistant("Added a section: Polish uses four plural categories (one, few, many, other), with examples for 1, 3, 5 and 1.5.")
        .user("right, polish has four plural categories, keep that example table")
        .bash("grep -c '\"few\"' locales/ru.json", "0")
        .assistant("The Russian file has no `few` forms at all.")
        .user("russian few-forms are missing then, that needs a round with the translator, open item")
        .stop(),
    planted: [
      { kind: "fact", keys: ["polish", "plural"] },
      { kind: "task", keys: ["russian"] },
    ],
  },
  {
    id: "t53-french-typo",
    build: (s) =>
      s
        .user("tiny one: 'Enregistrer' is misspelled 'Enregister' in the fr catalog, fix it")
        .bash("grep -n Enregister locales/fr.json", '88:  "save": "Enregister",')
        .file("Edit", "locales/fr.json")
        .assistant("Fixed line 88.")
        .user("merci 🙂 long day?")
        .assistant("Only one typo long so far.")
        .stop(),
    planted: [],
  },
  {
    id: "t53-combobox",
    build: (s) =>
      s
        .user("our custom country picker can't be used with the keyboard at all. options?")
        .file("Read", "src/forms/CountryPicker.tsx")
        .assistant(
          "Either rebuild it to the ARIA combobox pattern by hand (roving active descendant, type-ahead, escape handling) or use `useComboBox` from react-aria, which implements the pattern and is tested with screen readers.",
        )
        .user("react-aria for the combobox, we're not hand rolling that")
        .bash("npm install react-aria react-stately", "added 31 packages in 7s")
        .file("Edit", "src/forms/CountryPicker.tsx")
        .bash("npx playwright test country-picker.spec.ts", "  6 passed (8.8s)")
        .assistant("Rebuilt on `useComboBox`; arrows, Home/End, Escape and type-ahead work, 6 e2e tests pass.")
        .user("and generally: every custom widget must be keyboard operable, tab plus the arrow keys the APG pattern prescribes")
        .assistant("Understood. The date picker in the same form is also mouse-only.")
        .user("date picker keyboard support is a follow-up ticket")
        .stop(),
    planted: [
      { kind: "decision", keys: ["react-aria"] },
      { kind: "instruction", keys: ["keyboard"] },
      { kind: "task", keys: ["date picker"] },
    ],
  },
  {
    id: "t53-locale-detection",
    build: (s) =>
      s
        .user("locale detection: use the Accept-Language header in middleware.ts")
        .file("Edit", "src/middleware.ts")
        .bash("npx vitest run src/middleware.test.ts", " ✓ src/middleware.test.ts (4 tests)")
        .assistant("Middleware negotiates against the supported list with `@formatjs/intl-localematcher` and sets the locale cookie.")
        .user("what's the cookie called?")
        .bash("grep -n cookies.set src/middleware.ts", "22:  res.cookies.set('NEXT_LOCALE', locale)")
        .assistant("`NEXT_LOCALE`.")
        .user(
          "yes NEXT_LOCALE is the cookie the mobile webviews read too, so don't rename it. hmm and rethinking detection: the user's profile setting wins, Accept-Language only as the fallback for logged-out visitors",
        )
        .file("Edit", "src/middleware.ts")
        .bash("npx vitest run src/middleware.test.ts", " ✓ src/middleware.test.ts (6 tests)")
        .stop("Profile locale first, then Accept-Language; 6 tests pass."),
    planted: [
      { kind: "fact", keys: ["next_locale"] },
      { kind: "decision", keys: ["profile"] },
    ],
  },
  {
    id: "t53-android-plurals",
    build: (s) =>
      s
        .user("port the 'n messages' string to the android app")
        .file("Read", "android/app/src/main/java/io/relay/inbox/InboxHeader.kt")
        .assistant("The Kotlin code picks between two strings with `if (n == 1)`. I'll keep that and add the new keys.")
        .user("no if/else on counts. use plurals resources, that's how we do counts on android")
        .file("Edit", "android/app/src/main/res/values/plurals.xml")
        .file("Edit", "android/app/src/main/java/io/relay/inbox/InboxHeader.kt")
        .bash("./gradlew :app:lintRelease -q", "")
        .assistant("Now `resources.getQuantityString(R.plurals.inbox_messages, n, n)`. Which languages does the Android app have?")
        .user("nine, same as iOS minus Thai. thai is iOS only for now")
        .assistant("OK. The Play Store listing is English only, by the way.")
        .user("translating the play store listing is still to do, marketing owes us copy first")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["plurals"] },
      { kind: "fact", keys: ["thai"] },
      { kind: "task", keys: ["play store"] },
    ],
  },
  {
    id: "t53-lint-quote",
    build: (s) =>
      s
        .user(
          "eslint is yelling at me:\n```\nsrc/ui/Menu.tsx\n  44:7  error  aria-hidden must never be set on a focusable element  jsx-a11y/no-aria-hidden-on-focusable\n```\nwhy",
        )
        .file("Read", "src/ui/Menu.tsx")
        .assistant(
          'Line 44 puts `aria-hidden="true"` on a `<button>`. Screen readers skip it, but keyboard focus still lands on it, so users reach an element that announces nothing. The rule text is the plugin\'s message.',
        )
        .user("so remove aria-hidden or make it unfocusable?")
        .assistant("Depends on intent: if the button is visible and usable, drop `aria-hidden`; if it's a hidden duplicate, remove it from the tab order too.")
        .user("I'll ask the person who wrote it")
        .stop(),
    planted: [],
  },
  {
    id: "t53-signup-labels",
    build: (s) =>
      s
        .user("redo the signup form fields, design wants placeholder-only inputs")
        .file("Read", "src/pages/Signup.tsx")
        .assistant(
          "Placeholder-only inputs lose their label once the user types and often fail contrast. A visible label with the placeholder as an example keeps the look close.",
        )
        .user("ugh you're right. every input gets a visible label, a placeholder is never the label. i'll tell design")
        .file("Edit", "src/pages/Signup.tsx")
        .bash("npx vitest run src/pages/Signup.test.tsx", " ✓ src/pages/Signup.test.tsx (7 tests)")
        .assistant(
          "Labels are visible above each input; 7 tests pass. The validation errors aren't tied to their inputs, a screen reader won't read them on focus.",
        )
        .user("linking the signup errors with aria-describedby, yes, but in a follow-up PR")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["placeholder"] },
      { kind: "task", keys: ["signup", "aria-describedby"] },
    ],
  },
  {
    id: "t53-key-naming",
    build: (s) =>
      s
        .user("add the strings for the new billing page")
        .file("Edit", "locales/en.json")
        .assistant("Added `billingPageTitle`, `billingPageUpgradeBtn`, …")
        .user("translation keys are dotted by feature with a snake_case leaf: billing.page.title, billing.page.upgrade_button. rename")
        .file("Edit", "locales/en.json")
        .file("Edit", "src/pages/Billing.tsx")
        .bash("npx i18next-parser --dry-run", "[stats] 412 keys found, 37 unused")
        .assistant("Renamed. The parser reports 37 unused keys in en.json. Remove them?")
        .user("yes, and we'll have i18next-parser fail CI on unused keys so they don't pile up again")
        .file("Edit", ".github/workflows/ci.yml")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["translation keys"] },
      { kind: "decision", keys: ["i18next-parser"] },
    ],
  },
  {
    id: "t53-venue-time",
    build: (s) =>
      s
        .user("event times show an hour off for people in Lisbon looking at a Madrid event")
        .bash("grep -n 'starts_at' db/schema.sql", "41:  starts_at timestamp without time zone NOT NULL,")
        .assistant("`starts_at` has no zone. Is it stored in UTC or local time?")
        .user("the scheduler stores times in the venue's timezone, not UTC. there's a venue.tz column")
        .file("Edit", "src/events/formatStart.ts")
        .bash("npx vitest run src/events", " ✓ src/events/formatStart.test.ts (6 tests)")
        .assistant("Display now converts from `venue.tz` to the viewer's zone and shows both when they differ. 6 tests pass.")
        .user("recurring events still break across the DST switch, that's next on the list after the release")
        .stop(),
    planted: [
      { kind: "fact", keys: ["venue", "timezone"] },
      { kind: "task", keys: ["dst"] },
    ],
  },
  {
    id: "t53-axe-fixes",
    build: (s) =>
      s
        .user("axe the pricing page and fix what it finds")
        .bash("npx axe http://localhost:5173/pricing --exit", 'Violation of "button-name" with 2 occurrences!\nViolation of "list" with 1 occurrences!')
        .file("Edit", "src/pages/Pricing.tsx")
        .bash("npx axe http://localhost:5173/pricing --exit", "0 violations found!")
        .assistant("Fixed: two icon buttons had no accessible name, and a `<ul>` contained `<div>` children. 0 violations now.")
        .user("👌")
        .stop(),
    planted: [],
  },
  {
    id: "t53-motion",
    build: (s) =>
      s
        .user("someone with vestibular issues emailed about the homepage, the parallax makes them dizzy")
        .file("Read", "src/pages/Home.tsx")
        .assistant(
          "I can wrap the parallax in a `prefers-reduced-motion: no-preference` media query so it only runs for people who haven't asked for less motion.",
        )
        .user(
          "we're dropping the parallax hero altogether, it never tested well anyway. and every animation has to respect prefers-reduced-motion, no exceptions",
        )
        .file("Edit", "src/pages/Home.tsx")
        .file("Edit", "src/styles/animations.css")
        .bash("npx playwright test --grep reduced-motion", "  3 passed (5.0s)")
        .stop("Parallax removed; the remaining animations are disabled under reduced motion."),
    planted: [
      { kind: "decision", keys: ["parallax"] },
      { kind: "instruction", keys: ["reduced-motion"] },
    ],
  },
  {
    id: "t53-vpat",
    build: (s) =>
      s
        .user("enterprise customer asking for our accessibility conformance report. do we have one?")
        .bash("ls docs/compliance", "VPAT-2.4-2025-03.pdf\nsecurity-overview.pdf")
        .assistant("There's a VPAT 2.4 from March 2025 in docs/compliance.")
        .user("yes, the VPAT is Lena's, she's in legal and signs off every version. send them that one")
        .assistant("It predates the redesign, so sections 1.4 and 2.4 may no longer be accurate.")
        .user("true. the VPAT needs a refresh after the redesign, I'll raise it with Lena next month")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vpat", "lena"] },
      { kind: "task", keys: ["vpat", "redesign"] },
    ],
  },
  {
    id: "t53-arabic-digits",
    build: (s) =>
      s
        .user("prices in the ar locale show ١٢٣ style digits, sales team says customers prefer 123")
        .bash("node -e \"console.log(new Intl.NumberFormat('ar-EG').format(123))\"", "١٢٣")
        .assistant("`ar-EG` defaults to Arabic-Indic digits. Adding `-u-nu-latn` to the locale switches to Western digits. Which Arabic locales do we serve?")
        .user("ar-SA and ar-EG, those two. and yes go with western digits for prices in both")
        .file("Edit", "src/i18n/numbers.ts")
        .bash("npx vitest run src/i18n/numbers.test.ts", " ✓ src/i18n/numbers.test.ts (5 tests)")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ar-sa"] },
      { kind: "decision", keys: ["digits"] },
    ],
  },
  {
    id: "t53-lib-compare",
    build: (s) =>
      s
        .user("how does lingui compare to formatjs these days? just curious, not switching")
        .bash("npm view @lingui/core version", "5.2.0")
        .assistant(
          "Both support ICU messages. Lingui extracts from source with macros and compiles catalogs at build time; formatjs is closer to the standard and has broader Intl polyfills. Bundle size is similar after compilation.",
        )
        .user("interesting, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t53-german-length",
    build: (s) =>
      s
        .user("the 'Save changes' button overflows in German")
        .bash("grep -n save_changes locales/de.json", '55:  "save_changes": "Änderungen speichern",')
        .file("Edit", "src/ui/Button.css")
        .assistant("Removed the fixed width; the button grows with its label now.")
        .user("when designing buttons, leave ~40% room for German expansion, no fixed widths on text")
        .bash("npx playwright test --project=de visual.spec.ts", "  12 passed (21.4s)")
        .assistant("German visual tests pass. The nav labels also truncate in Finnish at 1280px.")
        .user("nav labels in finnish, park that, it needs a design change")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["german", "expansion"] },
      { kind: "task", keys: ["nav labels"] },
    ],
  },
  {
    id: "t53-headings",
    build: (s) =>
      s
        .user("the blog template: h1 for the site name, then h4 for post titles. fix the outline")
        .file("Edit", "src/templates/Post.tsx")
        .bash("npx playwright test headings.spec.ts", "  2 passed (3.1s)")
        .assistant("Post title is the single h1, section headings are h2/h3.")
        .user("one h1 per page and no skipping heading levels, anywhere")
        .assistant("Can the CMS editors still insert h4 in the body?")
        .user("no, the CMS doesn't let editors pick heading levels, the template maps them")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["heading levels"] },
      { kind: "fact", keys: ["cms"] },
    ],
  },
  {
    id: "t53-collation",
    build: (s) =>
      s
        .user("swedish users report the city list is sorted wrong, Örebro shows up near O")
        .bash("grep -rn 'localeCompare' src | head -3", "src/lists/cities.ts:12:  .sort((a, b) => a.name.localeCompare(b.name))")
        .assistant("`localeCompare` without a locale uses the runtime default. In Swedish, å, ä and ö sort after z.")
        .user("right, swedish puts å ä ö after z. sort user-visible lists with Intl.Collator for the active locale, never a bare localeCompare")
        .file("Edit", "src/lists/cities.ts")
        .bash("npx vitest run src/lists", " ✓ src/lists/cities.test.ts (4 tests)")
        .stop(),
    planted: [
      { kind: "fact", keys: ["swedish"] },
      { kind: "instruction", keys: ["intl.collator"] },
    ],
  },
  {
    id: "t53-deepl-withdrawn",
    build: (s) =>
      s
        .user(
          "what if we machine-translated the help center with DeepL to get more languages quickly? actually no, forget it, legal would never sign off on unreviewed translations",
        )
        .bash("ls help-center/content | wc -l", "312")
        .assistant("312 articles. If it comes up again, a hybrid (machine draft plus human review in Crowdin) is common.")
        .user("maybe one day")
        .stop(),
    planted: [],
  },
  {
    id: "t53-route-announce",
    build: (s) =>
      s
        .user("screen readers say nothing when you navigate between pages in the app. it's an SPA")
        .file("Read", "src/router.tsx")
        .assistant(
          "Two usual approaches: an aria-live region that announces the new title, or moving focus to the page's h1 after navigation. Focus to h1 also puts keyboard users at the content.",
        )
        .user("move focus to the h1. that's how route changes get announced here, period")
        .file("Edit", "src/router.tsx")
        .bash("npx playwright test route-focus.spec.ts", "  3 passed (4.4s)")
        .assistant("After each navigation focus goes to the h1 (`tabIndex=-1`). New items in the activity feed's infinite scroll aren't announced either.")
        .user("the infinite scroll announcements can wait, separate ticket")
        .stop(),
    planted: [
      { kind: "decision", keys: ["route changes"] },
      { kind: "task", keys: ["infinite scroll"] },
    ],
  },
  {
    id: "t53-email-catalogs",
    build: (s) =>
      s
        .user("the password reset email is in english for a french user, the web app is fine")
        .bash("grep -rn 'reset_password' services/", 'services/mailer/templates/reset.tmpl:3:{{ T "reset_password.subject" }}')
        .assistant("Emails don't use the web catalogs; the template calls `T` in the Go service.")
        .user("yeah transactional mail is rendered by the go mailer service and it has its own catalogs. the french one is probably stale")
        .bash("grep -c reset_password services/mailer/locales/fr.toml", "0")
        .file("Edit", "services/mailer/locales/fr.toml")
        .assistant("The fr catalog had no reset strings; I added them from the web catalog's wording.")
        .user("someone has to set up a real sync of the email catalogs from the web catalogs, we keep hitting this")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mailer", "catalogs"] },
      { kind: "task", keys: ["email catalogs"] },
    ],
  },
  {
    id: "t53-tables",
    build: (s) =>
      s
        .user("the usage report table is just divs with css grid. make it accessible")
        .file("Read", "src/reports/UsageTable.tsx")
        .assistant("I'll switch it to a real `<table>` with a caption and header cells.")
        .file("Edit", "src/reports/UsageTable.tsx")
        .bash("npx vitest run src/reports", " ✓ src/reports/UsageTable.test.tsx (3 tests)")
        .user("data tables always get th cells with scope, and no tables for layout. that goes for everything")
        .stop('Header cells have `scope="col"` and the row labels `scope="row"`.'),
    planted: [{ kind: "instruction", keys: ["scope"] }],
  },
  {
    id: "t53-description-question",
    build: (s) =>
      s
        .user("does VoiceOver support aria-description yet? thinking of using it on the cards")
        .bash("grep -rn 'aria-description' src | wc -l", "0")
        .assistant(
          "I'm not certain about the current state; support has been uneven and changed across versions. I'd test it on the devices QA uses before relying on it.",
        )
        .user("ok, won't use it for now")
        .stop(),
    planted: [],
  },
  {
    id: "t53-portuguese",
    build: (s) =>
      s
        .user("a user in Lisbon complains the app 'speaks Brazilian'. can we add pt-PT?")
        .bash("jq -r '.[]' i18n/locales.json | grep pt", "pt-BR")
        .assistant("Only pt-BR is in the supported list. Adding pt-PT means a new Crowdin target.")
        .user(
          "pt-BR is supported, pt-PT is not and won't be this year. also while we're at it, es-MX users get Castilian Spanish right now, make es-MX fall back to es-419 instead of es",
        )
        .file("Edit", "src/i18n/fallbacks.ts")
        .bash("npx vitest run src/i18n/fallbacks.test.ts", " ✓ src/i18n/fallbacks.test.ts (4 tests)")
        .stop("Fallback chain for es-MX is es-419 → en."),
    planted: [
      { kind: "fact", keys: ["pt-pt"] },
      { kind: "decision", keys: ["es-419"] },
    ],
  },
  {
    id: "t53-dynamic-type",
    build: (s) =>
      s
        .user("settings screen on iOS: text doesn't grow with the system text size")
        .file("Read", "ios/Relay/Settings/SettingsView.swift")
        .assistant("The labels use `.font(.system(size: 15))`, which ignores Dynamic Type. `.font(.body)` scales.")
        .user("all text has to scale with Dynamic Type, fixed font sizes are banned in the app")
        .file("Edit", "ios/Relay/Settings/SettingsView.swift")
        .bash("xcodebuild test -scheme Relay -only-testing:RelayUITests/SettingsTests -quiet", "Test Suite 'SettingsTests' passed")
        .assistant("Switched to text styles; the UI test at AX5 size passes. The onboarding carousel clips at the largest sizes though.")
        .user("onboarding at accessibility sizes is a known problem, needs a redesign, leave it open")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dynamic type"] },
      { kind: "task", keys: ["onboarding"] },
    ],
  },
  {
    id: "t53-addresses",
    build: (s) =>
      s
        .user("address form asks for 'State' for everyone. make it adapt per country")
        .file("Read", "src/checkout/AddressForm.tsx")
        .assistant(
          "Google's libaddressinput metadata describes the fields, order and labels per country. I could load that, or hand-write rules for the countries you ship to.",
        )
        .user("libaddressinput, not hand-written rules. and we only ship to the EU and the UK, so the US state field can go")
        .bash("npm install i18n-postal-address", "added 1 package in 2s")
        .file("Edit", "src/checkout/AddressForm.tsx")
        .bash("npx vitest run src/checkout", " ✓ src/checkout/AddressForm.test.tsx (11 tests)")
        .stop(),
    planted: [
      { kind: "decision", keys: ["libaddressinput"] },
      { kind: "fact", keys: ["ship", "uk"] },
    ],
  },
  {
    id: "t53-flaky-i18n-test",
    build: (s) =>
      s
        .user("i18n snapshot test fails on CI but not locally")
        .bash("npx vitest run src/i18n/snapshot.test.ts", '- Expected: "1 234,5 €"\n+ Received: "1 234,5 €"', 1)
        .assistant(
          "The difference is invisible: CI's Node has newer ICU data that uses a narrow no-break space (U+202F) as the French group separator. Your local Node uses U+00A0.",
        )
        .bash("node -p process.versions.icu", "74.2")
        .user("so which is right?")
        .assistant("Both are valid CLDR output for different versions. The test should normalize spaces rather than pin the ICU version.")
        .user("do that")
        .file("Edit", "src/i18n/snapshot.test.ts")
        .bash("npx vitest run src/i18n/snapshot.test.ts", " ✓ src/i18n/snapshot.test.ts (3 tests)")
        .stop("The test normalizes U+202F and U+00A0 before comparing."),
    planted: [],
  },
  {
    id: "t53-translator-context",
    build: (s) =>
      s
        .user("translators keep asking whether 'Open' means the verb or the status")
        .bash("grep -c '\"open\"' locales/en.json", "3")
        .assistant("Three keys with the text 'Open'. I'll add descriptions in the message definitions so Crowdin shows them.")
        .file("Edit", "src/i18n/messages.ts")
        .user("rule: every ambiguous string gets a translator comment, add it when you add the string")
        .bash("npm run i18n:extract", "Extracted 415 messages, 415 with descriptions")
        .assistant("Extracted with descriptions. When does the next batch need to go to translators for the 4.2 release?")
        .user("we agreed a string freeze 3 days before each release, so Friday")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["translator comment"] },
      { kind: "decision", keys: ["string freeze"] },
    ],
  },
  {
    id: "t53-touch-targets",
    build: (s) =>
      s
        .user("the close icons on mobile are tiny, people miss them")
        .bash("grep -n 'width' src/ui/CloseButton.css", "3:  width: 24px;\n4:  height: 24px;")
        .file("Edit", "src/ui/CloseButton.css")
        .assistant("Kept the 24px icon but padded the hit area to 44×44.")
        .user("touch targets are 44x44 minimum, that's our baseline for anything tappable")
        .bash("npx lhci autorun --collect.url=http://localhost:5173 | grep accessibility", "accessibility: 97 (budget 95)")
        .assistant("Lighthouse accessibility is 97 against a budget of 95.")
        .user("yeah the lighthouse a11y budget in CI is 95, it fails the build below that")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["touch targets"] },
      { kind: "fact", keys: ["lighthouse", "95"] },
    ],
  },
  {
    id: "t53-calendars",
    build: (s) =>
      s
        .user("thai customers see invoice dates as 2569. bug?")
        .bash("node -e \"console.log(new Intl.DateTimeFormat('th-TH').format(new Date('2026-12-01')))\"", "1/12/2569")
        .assistant("Not a bug in Intl: th-TH defaults to the Buddhist calendar, which is 543 years ahead.")
        .user("right, th-TH shows Buddhist calendar years by default. for invoices we'll force the gregorian calendar, accounting needs it")
        .file("Edit", "src/invoices/dates.ts")
        .bash("npx vitest run src/invoices/dates.test.ts", " ✓ src/invoices/dates.test.ts (3 tests)")
        .stop("Invoices format with `calendar: 'gregory'`."),
    planted: [
      { kind: "fact", keys: ["buddhist"] },
      { kind: "decision", keys: ["gregorian"] },
    ],
  },
  {
    id: "t53-regen-types",
    build: (s) =>
      s
        .user("regenerate the typed message ids after the catalog change")
        .bash("npm run i18n:types", "wrote src/i18n/messages.d.ts (415 ids)")
        .bash("npx tsc --noEmit", "")
        .assistant("Regenerated 415 ids; typecheck clean.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "t53-video",
    build: (s) =>
      s
        .user("the product tour video on the homepage starts playing with sound")
        .file("Edit", "src/pages/Home.tsx")
        .bash("npx vitest run src/pages/Home.test.tsx", " ✓ src/pages/Home.test.tsx (4 tests)")
        .assistant("Removed `autoPlay`; the video now shows a poster with a play button.")
        .user("videos never autoplay with sound on our sites. muted loops are fine")
        .assistant("Noted. The onboarding videos have no caption tracks.")
        .user("captions for the onboarding videos, agency is producing the vtt files, open until they deliver")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["autoplay"] },
      { kind: "task", keys: ["captions"] },
    ],
  },
  {
    id: "t53-bidi",
    build: (s) =>
      s
        .user("an Arabic username in the English UI scrambles the '(3 new)' after it")
        .file("Read", "src/ui/UserBadge.tsx")
        .assistant("Classic bidi spillover: the RTL name absorbs the neutral characters that follow. Wrapping the name in `<bdi>` isolates it.")
        .user("yep, usernames can be RTL even inside an LTR UI, so user-provided names go in bdi")
        .file("Edit", "src/ui/UserBadge.tsx")
        .bash("npx playwright test bidi.spec.ts", "  2 passed (3.7s)")
        .assistant("Done. In the he locale the search field's magnifier icon is mirrored, which it shouldn't be.")
        .user("search field icon in hebrew, add it to the RTL backlog")
        .stop(),
    planted: [
      { kind: "fact", keys: ["usernames", "rtl"] },
      { kind: "task", keys: ["search field"] },
    ],
  },
  {
    id: "t53-icon-buttons",
    build: (s) =>
      s
        .user("icon font glyphs show up as boxes for some users, and screen readers read them as letters")
        .bash("grep -rn 'class=\"icon-' src | wc -l", "142")
        .assistant(
          "142 icon-font usages. Replacing the font with inline SVG components fixes both the boxes and the stray letters; each can get `aria-hidden`.",
        )
        .user("go, the icon font is replaced by inline svg")
        .file("Write", "src/ui/Icon.tsx")
        .bash("npx vitest run src/ui/Icon.test.tsx", " ✓ src/ui/Icon.test.tsx (6 tests)")
        .assistant("`<Icon name=…>` renders inline SVG. Some buttons are icon-only; what should they announce?")
        .user("icon-only buttons take their aria-label from the i18n catalog, never a hardcoded english label")
        .stop(),
    planted: [
      { kind: "decision", keys: ["svg"] },
      { kind: "instruction", keys: ["icon-only"] },
    ],
  },
  {
    id: "t53-hebrew-date-guess",
    build: (s) =>
      s
        .user("the date in the Hebrew UI shows the day and month swapped, maybe the bidi algorithm reorders it?")
        .bash("node -e \"console.log(new Intl.DateTimeFormat('he').format(new Date('2026-12-03')))\"", "3.12.2026")
        .assistant(
          "Intl gives day.month.year for he, which is correct. If it looks swapped it might be our own template, or it could be a reordering issue in the table cell. I can't tell yet.",
        )
        .user("could be the table. no time today")
        .stop(),
    planted: [],
  },
  {
    id: "t53-bcp47",
    build: (s) =>
      s
        .user("the profile API returned 'en_GB' and the locale matcher choked")
        .bash("curl -s localhost:8080/legacy/v1/profile/7 | jq .locale", '"en_GB"')
        .assistant("The matcher expects `en-GB`. I'll normalize at the client boundary.")
        .user(
          "yes, the legacy api still returns underscore codes and nobody will fix that. inside our code it's BCP 47 tags everywhere, en-GB, never underscores",
        )
        .file("Edit", "src/api/profile.ts")
        .bash("npx vitest run src/api/profile.test.ts", " ✓ src/api/profile.test.ts (3 tests)")
        .stop(),
    planted: [
      { kind: "fact", keys: ["legacy api"] },
      { kind: "instruction", keys: ["bcp 47"] },
    ],
  },
  {
    id: "t53-eaa",
    build: (s) =>
      s
        .user("the footer links to /accessibility but the page 404s")
        .bash("curl -s -o /dev/null -w '%{http_code}' localhost:5173/accessibility", "404")
        .assistant("No route exists for it. Do you want a placeholder page?")
        .user(
          "no placeholder. context: we're in scope of the European Accessibility Act since June 2025 as an e-commerce shop. publishing the accessibility statement page is an open item for me and legal",
        )
        .file("Edit", "src/components/Footer.tsx")
        .stop("I hid the link until the page exists."),
    planted: [
      { kind: "fact", keys: ["accessibility act"] },
      { kind: "task", keys: ["accessibility statement"] },
    ],
  },
  {
    id: "t53-spanish-strings",
    build: (s) =>
      s
        .user("give me spanish for these 3 error messages so I can paste them in the ticket: 'Card declined', 'Session expired', 'Try again'")
        .bash("grep -n 'card_declined' locales/es.json", '12:  "card_declined": "Tarjeta rechazada",')
        .assistant("From the existing es catalog and its tone: 'Tarjeta rechazada', 'La sesión ha caducado', 'Inténtalo de nuevo'.")
        .user("gracias")
        .stop(),
    planted: [],
  },
  {
    id: "t53-units",
    build: (s) =>
      s
        .user("distances: derive km vs miles from the browser locale")
        .file("Edit", "src/format/distance.ts")
        .bash("npx vitest run src/format", " ✓ src/format/distance.test.ts (5 tests)")
        .assistant("en-US and en-GB get miles, everything else km.")
        .user("hmm, runners in Canada want miles sometimes. scrap the locale rule: store a unit preference per user, default it from the locale on signup")
        .file("Edit", "src/format/distance.ts")
        .file("Edit", "src/settings/Preferences.tsx")
        .bash("npx vitest run src/format src/settings", " Test Files  2 passed (2)")
        .stop("Distance uses the user's unit preference."),
    planted: [{ kind: "decision", keys: ["unit preference"] }],
  },
  {
    id: "t53-chitchat",
    build: (s) =>
      s
        .user("random q, what's your favorite language to localize into?")
        .bash("jq length i18n/locales.json", "14")
        .assistant("Hard to pick. Languages with rich plural rules, like Arabic with six categories, are the most interesting to get right.")
        .user("lol fair. ok back to work tomorrow")
        .stop(),
    planted: [],
  },
];

/** The set as the extractor's input and its scorer: sessions a day apart from 1 Dec 2026. */
export const TUNING53 = plantedSet(TUNING53_SESSIONS, START);
