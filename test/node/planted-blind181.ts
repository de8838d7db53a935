/**
 * Blind planted set 181 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Vue/Nuxt frontend developer who is also the team's accessibility advocate, mixing a11y
 * rules with component decisions; chatty and warm, lots of "ooh", thanks, emoji and exclamation marks.
 * Each session is one segment; the items planted in it are listed with it: 70 items (17 decisions, 18 instructions,
 * 19 facts, 16 tasks) in 50 sessions, 12 of which plant nothing (56 user/assistant messages between them). Every other message
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

export const BLIND181_SESSIONS: BlindSession[] = [
  {
    id: "b181-modal-focus-trap",
    build: (s) =>
      s
        .user(
          "morning!! ok so the checkout modal is a keyboard nightmare right now, tab just wanders off into the page behind it. can you look at components/CheckoutModal.vue?",
        )
        .file("Read", "components/CheckoutModal.vue")
        .assistant(
          "Good morning! Yes, there's no focus containment at all. Two options: focus-trap-vue (a component wrapper) or the plain focus-trap package inside a small composable of our own, e.g. useFocusTrap(). The composable keeps the template clean and works for the drawer too.",
        )
        .user(
          "ooh I like the composable, let's go with plain focus-trap wrapped in our own useFocusTrap, not focus-trap-vue. and while you're there: every modal and drawer has to return focus to the button that opened it when it closes. that's a rule for all of them going forward, screen reader users get completely lost otherwise 💛",
        )
        .file("Write", "composables/useFocusTrap.ts")
        .file("Edit", "components/CheckoutModal.vue")
        .bash(
          "pnpm vitest --run composables/useFocusTrap",
          " ✓ composables/useFocusTrap.spec.ts (4 tests) 61ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)",
        )
        .assistant("Done: useFocusTrap wraps focus-trap, CheckoutModal uses it and restores focus to the trigger on close. 4 tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["usefocustrap"] },
      { kind: "instruction", keys: ["return focus"] },
    ],
  },
  {
    id: "b181-dev-port",
    build: (s) =>
      s
        .user("hiya, `pnpm dev` is yelling at me, can you see what's up?")
        .bash(
          "pnpm dev",
          "Nuxt 3.10.3 with Nitro 2.8.1\n  ➜ Local:    http://localhost:3210/\n  ➜ Network:  use --host to expose\n✔ Vite client warmed up in 1402ms",
          0,
        )
        .assistant("It actually started fine, just on http://localhost:3210 rather than 3000. Is that expected? nuxt.config.ts sets devServer.port to 3210.")
        .user(
          "ahh right yes sorry, I forgot I'd told you. the dev server lives on 3210 on purpose because the storybook proxy squats on 3000. someday we should move that proxy off 3000 so we can go back to defaults, can you stick that on the list for later? not today though",
        )
        .assistant("Noted, leaving the ports alone for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["3210"] },
      { kind: "task", keys: ["proxy", "3000"] },
    ],
  },
  {
    id: "b181-axe-script",
    build: (s) =>
      s
        .user("can you run the accessibility checks on the product page before I push?")
        .bash(
          "pnpm test:a11y -- pages/product",
          "axe-core 4.8.4\n✓ pages/product/[slug].vue  0 violations\n⚠ rule 'region': All page content must be contained by landmarks (1 incomplete)\nDone in 8.2s",
        )
        .assistant(
          "Zero violations on the product page, and one 'incomplete' from the region rule (axe couldn't decide about the promo banner). Want me to wrap the banner in an <aside>?",
        )
        .user(
          "yes please! and heads up for future you: pnpm test:a11y is the thing to run before every push, not just when I ask. also we keep axe-core pinned at 4.8, the 4.9 release false-flags our listbox with aria-required-children and we haven't had time to report it upstream",
        )
        .file("Edit", "pages/product/[slug].vue")
        .bash("pnpm test:a11y -- pages/product", "axe-core 4.8.4\n✓ pages/product/[slug].vue  0 violations\nDone in 7.9s")
        .assistant('Banner is in an <aside aria-label="Promotions"> now, clean run.')
        .stop(),
    planted: [
      { kind: "instruction", keys: ["test:a11y"] },
      { kind: "fact", keys: ["4.8", "4.9"] },
    ],
  },
  {
    id: "b181-icon-button",
    build: (s) =>
      s
        .user("lighthouse says 'buttons do not have an accessible name' on like nine icon buttons 😭 the heart, the close X, the cart... can you fix them?")
        .bash("grep -rln '<button' components/ | xargs grep -l 'Icon name' | wc -l", "9")
        .assistant(
          "Nine files. Rather than patching each one, I'd suggest a small <IconButton> component whose `label` prop is required, so TypeScript refuses an icon button without a name. It renders the label as aria-label and keeps the icon aria-hidden.",
        )
        .user(
          "yes yes yes, do the IconButton thing with the required label, love that the compiler does the nagging. oh and please no title attributes as the 'name', I know it's tempting, icon-only buttons get a real aria-label, period.",
        )
        .file("Write", "components/base/IconButton.vue")
        .bash("pnpm nuxi typecheck", "✔ Type check passed")
        .assistant("IconButton is in components/base and all nine call sites use it; typecheck passes.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["iconbutton"] },
      { kind: "instruction", keys: ["aria-label", "icon-only"] },
    ],
  },
  {
    id: "b181-pinia-cart",
    build: (s) =>
      s
        .user("ok the new cart store. vuex or pinia? I genuinely don't remember what we agreed with Tomasz")
        .bash("cat package.json | grep -E 'vuex|pinia'", '    "vuex": "^4.1.0",\n    "@pinia/nuxt": "^0.5.1",\n    "pinia": "^2.1.7",')
        .assistant(
          "Both are installed. Pinia is the officially recommended store for Vue 3 and @pinia/nuxt is already wired up, so the cart would be the first real Pinia store.",
        )
        .user(
          "pinia it is for the cart. the wishlist should move off vuex too but that's a next-sprint thing, please don't touch it now, Tomasz is mid-refactor in there",
        )
        .file("Write", "stores/cart.ts")
        .bash("pnpm vitest --run stores/cart", " ✓ stores/cart.spec.ts (6 tests) 44ms")
        .assistant("stores/cart.ts is a Pinia setup store with add/remove/total, 6 tests green. Wishlist untouched.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pinia", "cart"] },
      { kind: "task", keys: ["wishlist"] },
    ],
  },
  {
    id: "b181-teal-contrast",
    build: (s) =>
      s
        .user("can you check the contrast of our brand teal on white? design keeps using it for body links")
        .bash("npx wcag-contrast '#0fa3b1' '#ffffff'", "ratio: 3.07:1\nAA normal text: FAIL\nAA large text: PASS")
        .assistant("#0fa3b1 on white comes out at 3.07:1, which fails AA for normal text (needs 4.5:1) and only passes for large text.")
        .user("ugh I knew it. what's the closest darker shade that passes?")
        .bash("npx wcag-contrast '#0b7a85' '#ffffff'", "ratio: 4.92:1\nAA normal text: PASS")
        .assistant("#0b7a85 gives 4.92:1 and still reads as the same teal family. Should I switch the link token to it?")
        .user("yes, let's do that: text and links use #0b7a85 from now on, the bright #0fa3b1 stays only for big headings and decorative stuff.")
        .file("Edit", "assets/css/tokens.css")
        .assistant("Updated --color-link and --color-text-accent to #0b7a85 in tokens.css.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["0fa3b1", "3.07"] },
      { kind: "decision", keys: ["0b7a85"] },
    ],
  },
  {
    id: "b181-reduced-motion",
    build: (s) =>
      s
        .user("so a customer emailed saying the page transitions make her dizzy 🥺 can you make the route transition respect the OS motion setting?")
        .file("Read", "app.vue")
        .file("Edit", "assets/css/transitions.css")
        .assistant("Added a @media (prefers-reduced-motion: reduce) block that drops the slide to a plain 0ms opacity change for the page transition.")
        .user(
          "thank you!! ok this is a rule now: any animation or transition we add goes behind prefers-reduced-motion, no exceptions, even the cute ones. and remind me to audit the homepage carousel autoplay at some point, I bet it fails 2.2.2 too",
        )
        .bash("pnpm lint:css", "✔ stylelint: 0 problems")
        .assistant("Lint is clean. I'll leave the carousel as it is for now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["prefers-reduced-motion"] },
      { kind: "task", keys: ["carousel"] },
    ],
  },
  {
    id: "b181-locales",
    build: (s) =>
      s
        .user("where do the german strings for the footer come from? I want to fix 'Impressum' being read as English by NVDA")
        .bash("ls locales/", "de.json\nen.json\nfr.json\nnl.json")
        .assistant(
          'The translations are JSON files under locales/, one per language, loaded by @nuxtjs/i18n. The NVDA issue is probably a missing lang attribute: the html element has lang="en" even on /de pages. Is that right?',
        )
        .bash("curl -s localhost:3210/de | grep -o '<html[^>]*>'", '<html lang="en" dir="ltr">')
        .user(
          "yep that's the bug, confirmed. fix the lang thing via useLocaleHead please. and fyi the json files in locales/ are owned by Ines on the content team, so we never edit the copy in there ourselves, we only add keys and ping her",
        )
        .file("Edit", "app.vue")
        .bash("curl -s localhost:3210/de | grep -o '<html[^>]*>'", '<html lang="de" dir="ltr">')
        .assistant('html now gets lang="de" on German routes via useLocaleHead.')
        .stop(),
    planted: [
      { kind: "fact", keys: ["ines"] },
      { kind: "instruction", keys: ["copy"] },
    ],
  },
  {
    id: "b181-skip-link",
    build: (s) =>
      s
        .user("the default layout needs a skip link, can you add one that jumps to #main?")
        .file("Edit", "layouts/default.vue")
        .assistant('Added a visually-hidden-until-focused \'Skip to content\' link as the first focusable element, targeting <main id="main" tabindex="-1">.')
        .user(
          "perfect. hmm should we also put one in the checkout layout? actually no, scratch that for today, one thing at a time. follow-up for later: skip link in the checkout layout too",
        )
        .bash("pnpm test:a11y -- layouts", "✓ layouts/default.vue  0 violations")
        .assistant("Clean. Checkout layout left alone.")
        .stop(),
    planted: [{ kind: "task", keys: ["skip link", "checkout"] }],
  },
  {
    id: "b181-dialog-jsdom",
    build: (s) =>
      s
        .user("the ConfirmDialog tests explode in CI, can you take a look?")
        .bash(
          "pnpm vitest --run components/ConfirmDialog",
          "FAIL components/ConfirmDialog.spec.ts\nTypeError: dialog.showModal is not a function\n ❯ components/ConfirmDialog.vue:31:12",
          1,
        )
        .assistant(
          "happy-dom doesn't implement HTMLDialogElement.showModal. I could polyfill it, or switch that one spec file to jsdom with a `// @vitest-environment jsdom` comment, since jsdom has showModal now.",
        )
        .bash("pnpm vitest --run components/ConfirmDialog", " ✓ components/ConfirmDialog.spec.ts (3 tests) 120ms")
        .user(
          "jsdom comment is fine, no polyfill please. good to know happy-dom has no showModal, so anything using a native <dialog> needs the jsdom environment. also a tiny thing: when you run tests for me, always use `pnpm vitest --run`, the watch mode hangs your terminal forever",
        )
        .assistant("Got it. The ConfirmDialog spec runs under jsdom now and passes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["happy-dom", "showmodal"] },
      { kind: "instruction", keys: ["vitest --run"] },
    ],
  },
  {
    id: "b181-heading-order",
    build: (s) =>
      s
        .user("the account page has two h1s, one from the layout and one from the page. which one should go?")
        .bash(
          "grep -rn '<h1' layouts/ pages/account",
          'layouts/account.vue:12:    <h1 class="sr-only">My account</h1>\npages/account/orders.vue:4:  <h1>Your orders</h1>',
        )
        .assistant("The layout's sr-only h1 duplicates the page's visible one. I'd remove the layout one; the page knows its own title best.")
        .user(
          "agreed, kill the layout one. and let's make it the convention: exactly one h1 per page, it's always the page component's job, layouts never render an h1",
        )
        .file("Edit", "layouts/account.vue")
        .assistant("Removed the h1 from layouts/account.vue.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["h1", "layouts"] }],
  },
  {
    id: "b181-toast-live-region",
    build: (s) =>
      s
        .user("so the 'added to cart' toast isn't read out by VoiceOver on Safari at all. it works in NVDA + Firefox. any idea?")
        .file("Read", "components/ToastStack.vue")
        .assistant(
          "Each toast creates its own aria-live element and the text is in it on first render. Safari/VoiceOver may only announce changes to a live region that already existed in the DOM. That's my guess, at least.",
        )
        .bash(
          "pnpm test:e2e -- toast.spec.ts --project=webkit",
          "✓ toast announcement (live region present before text) 2.1s\n✗ toast announcement (live region mounted with text) 1.8s",
          1,
        )
        .user(
          "omg that's exactly it, the e2e proves it: VoiceOver ignores a live region that gets mounted together with its text. ok so decision: one single global aria-live region in app.vue that all toasts write into, no more per-toast regions",
        )
        .file("Edit", "app.vue")
        .file("Edit", "components/ToastStack.vue")
        .bash("pnpm test:e2e -- toast.spec.ts --project=webkit", "✓ toast announcement 2.0s")
        .assistant("The global polite region lives in app.vue, ToastStack writes into it via useAnnouncer(). WebKit e2e passes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["voiceover", "mounted"] },
      { kind: "decision", keys: ["aria-live", "app.vue"] },
    ],
  },
  {
    id: "b181-form-errors",
    build: (s) =>
      s
        .user("registration form: errors show as red text but the screen reader never hears them. thoughts?")
        .file("Read", "components/forms/RegisterForm.vue")
        .assistant(
          "The error <p> isn't associated with its input. We could (a) put the message in the placeholder, (b) link it with aria-describedby plus aria-invalid, or (c) announce it through the global live region. (b) is the standard pattern.",
        )
        .user(
          "b, definitely b. field errors get linked with aria-describedby + aria-invalid, that's how we do form errors across the app. placeholder is not a label and not an error box lol",
        )
        .file("Edit", "components/forms/BaseField.vue")
        .bash(
          "pnpm vitest --run components/forms",
          " ✓ components/forms/BaseField.spec.ts (5 tests) 38ms\n ✓ components/forms/RegisterForm.spec.ts (4 tests) 51ms",
        )
        .assistant("BaseField wires aria-describedby to the error id and sets aria-invalid when there's an error; tests pass.")
        .user("amazing. oh, the newsletter signup in the footer still uses placeholder-as-label, we need to fix that one next week, it's not part of BaseField")
        .assistant("Understood, I haven't touched the footer newsletter form.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["aria-describedby"] },
      { kind: "task", keys: ["newsletter"] },
    ],
  },
  {
    id: "b181-deploy-targets",
    build: (s) =>
      s
        .user("can you push this branch so I can see the preview?")
        .bash(
          "git push -u origin feat/skip-link",
          "remote: \nremote: Create a pull request for 'feat/skip-link' on GitHub by visiting:\nremote:   https://github.com/shopco/storefront/pull/new/feat/skip-link\nTo github.com:shopco/storefront.git\n * [new branch]      feat/skip-link -> feat/skip-link",
        )
        .assistant("Pushed. Where do previews show up, is there a Cloudflare Pages preview per branch?")
        .user(
          "no, previews are on Netlify (deploy-preview-N links in the PR), only production is on Cloudflare Pages. confusing I know. and please, PRs always go against develop, never against release/*, Jonas gets really grumpy when someone opens one against release",
        )
        .bash("gh pr create --base develop --fill", "https://github.com/shopco/storefront/pull/1482")
        .assistant("PR #1482 is open against develop; Netlify should post the preview link shortly.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["netlify"] },
      { kind: "instruction", keys: ["develop"] },
    ],
  },
  {
    id: "b181-images-alt",
    build: (s) =>
      s
        .user("ok images. we have a mix of <img>, <NuxtImg> and some random lazysizes thing. I want one way. what would you do?")
        .bash("grep -rhoE '<(img|NuxtImg|NuxtPicture)' components pages | sort | uniq -c", "     41 <NuxtImg\n     17 <img\n      3 <NuxtPicture")
        .assistant(
          '@nuxt/image is already the majority. I\'d standardize on <NuxtImg>/<NuxtPicture> with the ipx provider locally and drop lazysizes, since NuxtImg has loading="lazy" built in.',
        )
        .user(
          'sold. NuxtImg everywhere, lazysizes goes away. and for alt text: decorative images get alt="" explicitly, never just leave alt off, because then screen readers read out the file name. write that down somewhere in your brain pls',
        )
        .file("Edit", "components/ProductCard.vue")
        .bash("pnpm remove lazysizes", "Packages: -1\nDone in 1.9s")
        .assistant("Removed lazysizes and converted ProductCard; 16 <img> left to convert.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["nuxtimg"] },
      { kind: "instruction", keys: ["decorative"] },
    ],
  },
  {
    id: "b181-design-system-owner",
    build: (s) =>
      s
        .user("the focus ring on BaseInput is nearly invisible on the grey background 🙈")
        .file("Read", "packages/ui/src/BaseInput.vue")
        .assistant(
          "BaseInput comes from packages/ui, which uses --focus-ring: 1px solid var(--grey-300). I can bump it to 2px with an offset. Do you want me to change it in packages/ui directly?",
        )
        .user(
          "hmm, not directly, packages/ui is Priya's, she owns the whole design system package and reviews everything that goes in there. can you override it locally in our app css for now? and please remind me to ask Priya about proper focus ring tokens at Thursday's sync",
        )
        .file("Edit", "assets/css/overrides.css")
        .assistant("Added a local :focus-visible override with a 2px outline and 2px offset.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "packages/ui"] },
      { kind: "task", keys: ["focus ring", "thursday"] },
    ],
  },
  {
    id: "b181-fonts",
    build: (s) =>
      s
        .user("webfonts are killing our LCP. should we self-host Inter?")
        .bash("npx unlighthouse --route / --budget lcp", "LCP 3.8s (poor)\n  largest element: h1.hero-title (waiting on fonts.gstatic.com/inter.woff2)")
        .assistant("Self-hosting Inter with font-display: swap and a preload would cut the third-party round trip. Want me to set that up?")
        .user("yeah let's self-host Inter")
        .file("Edit", "nuxt.config.ts")
        .assistant("I've started adding the Inter woff2 files and the preload link.")
        .user(
          "wait, hold on. I just talked to Priya and she says we can drop Inter entirely, the brand refresh doesn't need it. let's use the system font stack instead and skip self-hosting, way simpler",
        )
        .file("Edit", "assets/css/tokens.css")
        .bash("npx unlighthouse --route / --budget lcp", "LCP 1.9s (good)")
        .assistant("Reverted the Inter files; --font-body is now the system stack. LCP is down to 1.9s.")
        .stop(),
    planted: [{ kind: "decision", keys: ["system font"] }],
  },
  {
    id: "b181-combobox",
    build: (s) =>
      s
        .user("where does our combobox come from? the arrow keys do weird stuff in the country picker")
        .bash(
          "head -5 components/base/BaseCombobox.vue",
          '<!--\n  Forked from @headlessui/vue 1.7.16 Combobox (MIT).\n  Local changes: async options, virtual list.\n-->\n<script setup lang="ts">',
        )
        .assistant(
          "BaseCombobox is a fork of the headlessui Combobox from 1.7.16, with async options and a virtual list added. The bug looks like the virtual list resetting the active index on scroll.",
        )
        .file("Edit", "components/base/BaseCombobox.vue")
        .assistant("Fixed: the active index is kept across virtual list scrolls now.")
        .user(
          "you're a star. for anything like this in the future (dropdowns, menus, comboboxes, tabs), test it keyboard-only before saying it's done: arrows, Home/End, Escape, Tab out. I do the same, it catches so much",
        )
        .assistant("Will do, keyboard-only checks before calling widgets done.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["basecombobox", "headlessui"] },
      { kind: "instruction", keys: ["keyboard-only"] },
    ],
  },
  {
    id: "b181-route-announcer",
    build: (s) =>
      s
        .user("why does /account bounce me to /login even when I'm logged in locally?")
        .bash(
          "cat middleware/auth.global.ts | head -12",
          "export default defineNuxtRouteMiddleware((to) => {\n  const session = useCookie('sid')\n  if (to.path.startsWith('/account') && !session.value) {\n    return navigateTo('/login')\n  }\n})",
        )
        .assistant(
          "middleware/auth.global.ts only checks the 'sid' cookie. Locally the API sets it on localhost:8080 and the app runs on 3210, so the cookie is scoped to the API host. Setting cookie domain to localhost in .env.local should fix it.",
        )
        .bash("echo 'NUXT_SESSION_COOKIE_DOMAIN=localhost' >> .env.local && curl -sI localhost:3210/account | head -1", "HTTP/1.1 200 OK")
        .user(
          "yay it works. unrelated but since we're in routing land: TODO for us, Nuxt's built-in route announcer isn't enabled and SPA navigations are silent for screen readers. not now, but we need to get to it before the audit in March",
        )
        .assistant("Noted; I left the route announcer alone in this change.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cookie"] },
      { kind: "task", keys: ["route announcer"] },
    ],
  },
  {
    id: "b181-eslint-a11y",
    build: (s) =>
      s
        .user("lint fails on my branch, it's the vuejs-accessibility plugin again")
        .bash(
          "pnpm lint",
          "components/PromoTile.vue\n  14:5  error  Visible, non-interactive elements with click handlers must have at least one keyboard listener  vuejs-accessibility/click-events-have-key-events\n\n✖ 1 problem (1 error, 0 warnings)",
          1,
        )
        .assistant(
          "PromoTile has a @click on a <div>. I could downgrade click-events-have-key-events to 'warn' in .eslintrc, or make the tile a real <button>/<a>. The link is the better fix since it navigates.",
        )
        .user(
          "definitely make it a link. and let's be super clear: the vuejs-accessibility rules stay at error, we don't downgrade them to warn or disable them to get a green build, ever. if a rule is truly wrong, ask me first",
        )
        .file("Edit", "components/PromoTile.vue")
        .bash("pnpm lint", "✔ No problems found")
        .assistant("PromoTile is a NuxtLink now and lint is green.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["vuejs-accessibility", "warn"] }],
  },
  {
    id: "b181-nuxt-version",
    build: (s) =>
      s
        .user("dependabot wants to bump nuxt to 3.11, can we just merge it?")
        .bash("pnpm why @nuxtjs/i18n && pnpm info @nuxtjs/i18n peerDependencies", "@nuxtjs/i18n 8.2.0\n{ nuxt: '>=3.0.0 <3.11.0' }")
        .assistant("Not yet: @nuxtjs/i18n 8.2 declares nuxt <3.11 as its peer range, and there are open issues about locale routing breaking on 3.11.")
        .user(
          "boo. ok so for the record, we're stuck on Nuxt 3.10 because of the i18n module. close the dependabot PR with a comment. and we need to do the 3.11 upgrade once i18n 8.3 is out, put that on the someday-soon list",
        )
        .bash("gh pr close 1477 --comment 'Blocked on @nuxtjs/i18n 8.3 (peer range <3.11).'", "✓ Closed pull request #1477")
        .assistant("Closed #1477 with the reason.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["3.10", "i18n"] },
      { kind: "task", keys: ["3.11", "8.3"] },
    ],
  },
  {
    id: "b181-orders-table",
    build: (s) =>
      s
        .user(
          "the orders list is built with divs and css grid and NVDA reads it as a wall of text. should I add role=grid/row/cell or just rewrite it as a real table?",
        )
        .file("Read", "components/account/OrdersList.vue")
        .assistant(
          'Since it\'s tabular data with no cell editing, a native <table> with <th scope="col"> gets you row/column navigation for free. ARIA grid roles would also need the full keyboard model.',
        )
        .user("ok native table, no aria grid. go for it!")
        .file("Edit", "components/account/OrdersList.vue")
        .bash("pnpm test:a11y -- components/account", "✓ components/account/OrdersList.vue  0 violations")
        .assistant("OrdersList is a <table> with a caption and column headers now; axe is clean.")
        .stop(),
    planted: [{ kind: "decision", keys: ["native", "table"] }],
  },
  {
    id: "b181-storybook-a11y",
    build: (s) =>
      s
        .user("can you write a story for the new Badge component?")
        .file("Write", "components/base/Badge.stories.ts")
        .bash("pnpm storybook:test -- --grep Badge", "PASS  Badge › Default\nPASS  Badge › Variants\na11y: 0 violations, 0 incomplete")
        .assistant("Added Default and Variants stories; the a11y addon shows no violations.")
        .user(
          "lovely. going forward every new component ships with a story and the a11y addon panel has to be clean before the PR, that's how we catch stuff before it's in a page",
        )
        .assistant("Okay, story plus a clean a11y panel for each new component.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["a11y addon"] }],
  },
  {
    id: "b181-product-api",
    build: (s) =>
      s
        .user("the 'load more' on category pages stops at 50 products, is that us or the API?")
        .bash("curl -s 'https://api.shopco.dev/v2/products?category=shoes&limit=100' | jq '.items | length, .next_cursor'", '50\n"eyJpZCI6MTIzNH0"')
        .assistant(
          "It's the API: even with limit=100 it returns 50 items and a next_cursor, so the products API caps a page at 50 and paginates by cursor. Our composable ignores next_cursor after the first page.",
        )
        .user("ohh, good find. yes fix the composable to follow next_cursor")
        .file("Edit", "composables/useProducts.ts")
        .bash("pnpm vitest --run composables/useProducts", " ✓ composables/useProducts.spec.ts (7 tests) 29ms")
        .assistant("useProducts keeps the cursor and 'load more' fetches the next page now.")
        .stop(),
    planted: [{ kind: "fact", keys: ["50", "cursor"] }],
  },
  {
    id: "b181-touch-targets",
    build: (s) =>
      s
        .user("the pagination dots on mobile are SO tiny, I keep missing them on my phone")
        .bash("grep -n 'dot' components/Pagination.vue | head -3", "18:  .dot { width: 12px; height: 12px; }")
        .assistant("They're 12×12px. I can keep the visual dot at 12px but pad the button to a larger hit area.")
        .user(
          "yes please. let's settle it: interactive stuff on touch gets a minimum 44px hit area, visuals can be smaller inside it. that's our number, not 24, not 40",
        )
        .file("Edit", "components/Pagination.vue")
        .assistant("The dots are 44×44px buttons with a 12px visual dot inside.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["44px"] }],
  },
  {
    id: "b181-pr-template",
    build: (s) =>
      s
        .user("can you draft the PR description for the orders table change?")
        .bash("git log --oneline develop..HEAD", "a91c2e0 orders list as native table\n3bd0f11 caption + scope on headers")
        .assistant("Draft:\n\n## Orders list as a native table\n- replaces the div grid with <table>, <caption>, <th scope=col>\n- axe: 0 violations")
        .user(
          "nice, one thing to add and to remember for every PR you write for me: a 'Screen reader tested with:' line, e.g. 'NVDA 2024.1 + Firefox', or 'not tested' if nobody did. honesty over vibes",
        )
        .file("Edit", ".github/pull_request_template.md")
        .assistant("Added the line to this description and to the PR template.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["screen reader tested"] }],
  },
  {
    id: "b181-tabs",
    build: (s) =>
      s
        .user("I need a tabs component for the product details (Description / Sizing / Reviews). headless lib or our own?")
        .assistant(
          "The APG tabs pattern is small enough to build: role=tablist/tab/tabpanel, roving tabindex, arrow keys. The open question is activation: automatic (arrow keys switch the panel) or manual (arrows move focus, Enter/Space switches).",
        )
        .user("our own BaseTabs, and manual activation please, the Reviews panel fetches on open and I don't want arrowing past it to fire requests")
        .file("Write", "components/base/BaseTabs.vue")
        .bash("pnpm vitest --run components/base/BaseTabs", " ✓ components/base/BaseTabs.spec.ts (8 tests) 66ms")
        .assistant("BaseTabs is in with roving tabindex, Home/End and manual activation; 8 tests pass.")
        .user("yesss. oh and next sprint we need to port the size guide tabs over to BaseTabs, they're a hand-rolled mess with divs")
        .assistant("Okay, the size guide stays as it is for now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["manual activation"] },
      { kind: "task", keys: ["size guide"] },
    ],
  },
  {
    id: "b181-visually-hidden",
    build: (s) =>
      s
        .user("do we have an sr-only class or do I keep writing the clip css by hand?")
        .bash(
          "grep -rn 'visually-hidden\\|sr-only' assets/css | head",
          "assets/css/utilities.css:3:.visually-hidden {\nassets/css/utilities.css:14:.visually-hidden-focusable:not(:focus-visible) {",
        )
        .assistant(
          "There's a .visually-hidden utility (and a -focusable variant for skip links) in assets/css/utilities.css. UnoCSS also ships an sr-only shortcut; we could switch to that and drop ours.",
        )
        .user(
          "nah, let's keep our own .visually-hidden and not use the uno sr-only, ours handles the focusable case and everyone already knows it. replace the hand-written clip css in the footer with it?",
        )
        .file("Edit", "components/AppFooter.vue")
        .assistant("The footer uses .visually-hidden now.")
        .user("thanks!! remind me to write the a11y section of CONTRIBUTING.md one of these days, with exactly this kind of stuff in it")
        .stop("Sure, it's on the list."),
    planted: [
      { kind: "decision", keys: ["visually-hidden"] },
      { kind: "task", keys: ["contributing"] },
    ],
  },
  {
    id: "b181-staging-hreflang",
    build: (s) =>
      s
        .user("can you check what the /nl homepage looks like on staging?")
        .bash(
          'curl -s -u "$STAGING_AUTH" https://staging.shopco.dev/nl | grep -Eo \'<link rel="alternate"[^>]*>\'',
          '<link rel="alternate" hreflang="de" href="https://staging.shopco.dev/de">\n<link rel="alternate" hreflang="fr" href="https://staging.shopco.dev/fr">',
        )
        .assistant("It loads. I notice there's no hreflang alternate for nl itself or for en, only de and fr.")
        .user(
          "oh interesting. fyi staging is staging.shopco.dev and sits behind basic auth, the creds are in the 'Storefront staging' 1Password item, that's why you needed STAGING_AUTH. the hreflang thing is a follow-up for later, let's not go down that hole today",
        )
        .assistant("Understood, no hreflang changes today.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging.shopco.dev", "basic auth"] },
      { kind: "task", keys: ["hreflang"] },
    ],
  },
  {
    id: "b181-date-picker",
    build: (s) =>
      s
        .user("the delivery date field needs a calendar. let's pull in @vuepic/vue-datepicker?")
        .bash("pnpm add @vuepic/vue-datepicker", "+ @vuepic/vue-datepicker 8.1.1\nDone in 3.2s")
        .assistant("Installed. Note its calendar grid isn't announced well by screen readers in my experience; shall I wire it up anyway?")
        .user(
          "ugh, you're right, I tested it last year and NVDA just said 'button button button'. ok change of plan: uninstall it, we go with the native date input (input type=date), browsers do the accessible part for us",
        )
        .bash("pnpm remove @vuepic/vue-datepicker", "Packages: -1\nDone in 1.1s")
        .file("Edit", "components/checkout/DeliveryDate.vue")
        .assistant('Removed the package; DeliveryDate uses <input type="date"> with min/max from the API.')
        .user("great. separate thing for later: the delivery-slot picker below it needs a proper keyboard audit, I've never tested it without a mouse")
        .stop("Okay, leaving the slot picker for a later audit."),
    planted: [
      { kind: "decision", keys: ["native date"] },
      { kind: "task", keys: ["delivery-slot"] },
    ],
  },
  {
    id: "b181-birthday-chat",
    build: (s) =>
      s
        .user("it's my birthday today so I'm only doing small stuff lol. can you bump the copyright year in the footer?")
        .file("Edit", "components/AppFooter.vue")
        .assistant("Happy birthday! The footer now computes the year with new Date().getFullYear(), so it won't need bumping again.")
        .user("ooh fancy, thank you 🎂 anything else tiny you noticed while you were in there?")
        .assistant("The social icons have aria-labels already and the links look fine. Nothing else small that I saw.")
        .stop(),
    planted: [],
  },
  {
    id: "b181-sticky-header",
    build: (s) =>
      s
        .user("when I tab through the category page the focused link disappears under the sticky header 😩 that's a 2.4.11 fail. can you fix?")
        .bash("node scripts/measure.mjs --selector '.site-header' --route /c/shoes", "site-header: height 72px, position sticky, top 0")
        .assistant(
          "The sticky header is 72px tall on every breakpoint. Two ways: a JS scroll offset on focus events, or scroll-padding-top on <html> so the browser keeps focused elements clear of it.",
        )
        .user("css please, scroll-padding-top on html, no JS scroll hacks. make it 80px so there's a bit of breathing room")
        .file("Edit", "assets/css/base.css")
        .bash("pnpm test:e2e -- focus-visible.spec.ts", "✓ focused link is not obscured by header (1.4s)")
        .assistant("Added html { scroll-padding-top: 80px }; the focus-not-obscured e2e passes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["72px"] },
      { kind: "decision", keys: ["scroll-padding"] },
    ],
  },
  {
    id: "b181-ci-pipeline",
    build: (s) =>
      s
        .user("why is CI taking forever on my PR?")
        .bash("gh run view 88123 --json jobs --jq '.jobs[] | \"\\(.name) \\(.durationMs)\"'", "lint 48000\nunit 61000\ne2e 412000\npa11y 365000")
        .assistant("e2e takes about 7 minutes and pa11y about 6. Most of the e2e time is downloading the Playwright browsers on every run.")
        .user(
          "yeah the pa11y job is the one that runs pa11y-ci against the built site, every page in the sitemap, so it's always ~6 minutes, that one's expected. the playwright browser download though, we should cache that, TODO for next week. and pls don't ever put [skip ci] in commit messages to speed things up, I've seen that before 👀",
        )
        .assistant("Okay. I'll leave the workflow as it is for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pa11y"] },
      { kind: "task", keys: ["playwright", "cache"] },
      { kind: "instruction", keys: ["skip ci"] },
    ],
  },
  {
    id: "b181-blog-content",
    build: (s) =>
      s
        .user(
          "ok big one. the blog. Storyblok's contract ends June 30 and nobody wants to renew. options: another headless CMS, or @nuxt/content with markdown in the repo. what do you think?",
        )
        .bash("curl -s https://api.storyblok.com/v2/cdn/stories?starts_with=blog -H \"token: $SB_TOKEN\" | jq '.total'", "120")
        .assistant(
          "There are 120 blog stories. @nuxt/content would give us markdown in content/blog, previews via PRs, and no vendor. The cost is that non-devs edit through git, unless we add Studio.",
        )
        .user(
          "let's do it, @nuxt/content with content/blog. I'll set up the module today; migrating the 120 existing posts is a separate job for later, it needs a script",
        )
        .file("Edit", "nuxt.config.ts")
        .bash("pnpm add @nuxt/content", "+ @nuxt/content 2.12.1\nDone in 5.6s")
        .assistant("@nuxt/content is installed and registered; content/blog is empty for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["storyblok", "june 30"] },
      { kind: "decision", keys: ["nuxt/content"] },
      { kind: "task", keys: ["120"] },
    ],
  },
  {
    id: "b181-component-style",
    build: (s) =>
      s
        .user("can you make me a small QuantityStepper component? minus, number, plus")
        .file("Write", "components/cart/QuantityStepper.vue")
        .assistant(
          "Here it is with the Options API like CartLine.vue next to it: data(), props, emits, and the buttons labelled 'Decrease quantity'/'Increase quantity'.",
        )
        .user(
          'ah no, could you redo it with <script setup lang="ts">? I prefer script setup + TS for anything new, CartLine is just old. and commit it as a conventional commit, we do feat(cart): / fix(a11y): style messages in this repo',
        )
        .file("Write", "components/cart/QuantityStepper.vue")
        .bash("git commit -am 'feat(cart): add QuantityStepper'", "[feat/stepper 4e1a9d2] feat(cart): add QuantityStepper\n 1 file changed, 58 insertions(+)")
        .assistant("Rewritten with script setup and defineModel, committed as feat(cart).")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["script setup"] },
      { kind: "instruction", keys: ["conventional"] },
    ],
  },
  {
    id: "b181-error-page",
    build: (s) =>
      s
        .user("discontinued products show a blank page now, what happened?")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://api.shopco.dev/v2/products/old-runner-2019", "410")
        .assistant(
          "The products API answers 410 Gone for discontinued products, and we only handle 404, so the page renders with null data. I'd suggest a custom error.vue: a focused h1 with the status, a sentence in plain language and links home and to search, and mapping 410 to it.",
        )
        .user("that sounds exactly right, do it 👍")
        .file("Write", "error.vue")
        .file("Edit", "pages/product/[slug].vue")
        .bash("pnpm test:e2e -- error-page.spec.ts", "✓ discontinued product shows error page with focused heading (1.9s)")
        .assistant("error.vue is in, 410 and 404 both render it, and the heading gets focus on load.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["410"] },
      { kind: "decision", keys: ["error.vue"] },
    ],
  },
  {
    id: "b181-countdown-hydration",
    build: (s) =>
      s
        .user("there's a hydration mismatch warning on sale pages, something about the countdown")
        .bash(
          "pnpm dev 2>&1 | grep -A2 'Hydration'",
          '[Vue warn]: Hydration text content mismatch on <span class="countdown">\n  - rendered on server: Ends in 13:02:11\n  - expected on client: Ends in 14:02:11',
        )
        .assistant("Exactly one hour apart, which suggests a timezone thing? Let me check what the server uses.")
        .bash("node -e 'console.log(Intl.DateTimeFormat().resolvedOptions().timeZone)' && grep TZ .env", "UTC\nTZ=UTC")
        .assistant(
          "Confirmed: the server renders in UTC (TZ=UTC) while your browser is in Europe/Berlin, so the countdown text differs. Options: render it only on the client with <ClientOnly>, or compute from a UTC timestamp and format after mount.",
        )
        .user("ClientOnly, with a static 'Sale ends soon' fallback so there's no layout jump. do that")
        .file("Edit", "components/SaleCountdown.vue")
        .assistant("SaleCountdown is wrapped in <ClientOnly> with the fallback text; no hydration warning anymore.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["utc"] },
      { kind: "decision", keys: ["clientonly"] },
    ],
  },
  {
    id: "b181-analytics",
    build: (s) =>
      s
        .user("marketing wants page analytics on the new landing pages. we still have that GA snippet somewhere, right?")
        .bash("grep -rn 'gtag\\|plausible' plugins/ nuxt.config.ts", "plugins/ga.client.ts:3:  gtag('config', 'G-8K2LQ0')")
        .assistant("Yes, plugins/ga.client.ts loads gtag. We could keep it, or switch to Plausible, which is cookieless and a single small script.")
        .user(
          "you know what, let's switch: Plausible instead of GA, I've wanted to kill that gtag thing forever. one thing I need to ask legal is whether Plausible still needs to be listed in the cookie banner, remind me please, they take ages to answer",
        )
        .file("Write", "plugins/plausible.client.ts")
        .bash("git rm -q plugins/ga.client.ts && pnpm build | tail -1", "✔ You can preview this build using node .output/server/index.mjs")
        .assistant("GA is gone, Plausible loads from plugins/plausible.client.ts, the build passes.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["plausible"] },
      { kind: "task", keys: ["legal"] },
    ],
  },
  {
    id: "b181-audit-prep",
    build: (s) =>
      s
        .user("can you pull together a list of pages for the external audit?")
        .bash("curl -s localhost:3210/sitemap.xml | grep -c '<loc>'", "214")
        .assistant(
          "The sitemap has 214 URLs. For an audit sample I'd pick one per template: home, category, product, cart, checkout steps, account, blog post, search, the error page. That's about 12.",
        )
        .user(
          "good list. context: the audit is done by Ability Lab, they're booked for March 12, and they want the sample a week before. after their report comes back we have to update the accessibility statement page, put that on the list for after the audit. oh and a general thing for you: when you're torn between ARIA and native HTML, pick native HTML every time, ARIA is the last resort",
        )
        .file("Write", "docs/audit-sample.md")
        .assistant("docs/audit-sample.md lists the 12 pages with their URLs.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ability lab"] },
      { kind: "task", keys: ["accessibility statement"] },
      { kind: "instruction", keys: ["native html"] },
    ],
  },
  // ---- sessions that plant nothing ----
  {
    id: "b181-chat-conference",
    build: (s) =>
      s
        .user("ok random but did you see the talk about the new Vue Vapor mode? do you think it'll matter for us?")
        .assistant(
          "Vapor mode compiles templates to direct DOM operations without the virtual DOM. For a storefront like ours the gains would mostly be bundle size and hydration cost, but it's still experimental.",
        )
        .user("hmm interesting. maybe it could help the product grid hydration? no idea honestly")
        .assistant("Possibly, though it's hard to say without profiling the grid first.")
        .user("fair. ok I'm going to grab a coffee, brb ☕")
        .stop("Enjoy the coffee!"),
    planted: [],
  },
  {
    id: "b181-typo-fix",
    build: (s) =>
      s
        .user("there's a typo in the cart empty state, 'Your cart is emtpy', can you fix it?")
        .bash("grep -rn 'emtpy' locales/", 'locales/en.json:88:    "empty": "Your cart is emtpy"')
        .assistant("Found it in locales/en.json line 88. Fixing it to 'empty'.")
        .file("Edit", "locales/en.json")
        .user("thanks! hope nobody minds a one-letter PR lol")
        .assistant("Fixed. It's a one-character change, so it should be an easy review.")
        .stop(),
    planted: [],
  },
  {
    id: "b181-lint-log",
    build: (s) =>
      s
        .user("what does this warning in the build even mean?")
        .bash(
          "pnpm build 2>&1 | grep -i warn",
          "WARN  [nuxt] Components should always have a unique name. Found duplicate: Card (components/Card.vue, components/product/Card.vue)\nWARN  [vite] TODO: sourcemap for virtual:nuxt:imports is never generated",
        )
        .assistant(
          "The first one says two components resolve to the auto-import name 'Card'. The second is a Vite notice about a virtual module and is harmless.",
        )
        .user("oh funny, does that mean one of the Cards is never actually used?")
        .assistant("I checked the pages: both are referenced, so nothing is unused. It's just a naming notice.")
        .user("ok cool, nothing to do then. thanks for explaining!")
        .stop("Anytime!"),
    planted: [],
  },
  {
    id: "b181-run-tests",
    build: (s) =>
      s
        .user("can you just run the whole unit suite real quick?")
        .bash("pnpm vitest --run", " Test Files  84 passed (84)\n      Tests  612 passed (612)\n   Duration  21.44s")
        .assistant("All 84 files and 612 tests pass in about 21s.")
        .user("wooo 🎉 ok and the e2e? just chromium is fine")
        .bash("pnpm test:e2e --project=chromium", "  38 passed (1.2m)")
        .assistant("38 Playwright tests pass on Chromium.")
        .stop(),
    planted: [],
  },
  {
    id: "b181-maybe-dark-mode",
    build: (s) =>
      s
        .user("thinking out loud: what if we did a dark mode? would the contrast tokens survive or would we have to redo everything?")
        .assistant(
          "Most colors are already tokens, so a [data-theme=dark] layer could swap them. The risky ones would be the teal accents and the grey borders, which would need new contrast checks against a dark background.",
        )
        .user("yeah... maybe we could try it on the account pages first? or maybe not, product wouldn't prioritize it anyway")
        .assistant("An account-only pilot would be cheap to try if it ever comes up.")
        .user("eh. let's not think about it now, I was just curious")
        .stop("Sure, just curious then."),
    planted: [],
  },
  {
    id: "b181-explain-aria",
    build: (s) =>
      s
        .user("quick one, what's the difference between aria-hidden and the hidden attribute? a junior asked me and I blanked")
        .assistant(
          '`hidden` removes the element from rendering and from the accessibility tree. `aria-hidden="true"` keeps it visible but hides it from assistive tech, so it must never be on something focusable.',
        )
        .user("right right. and inert?")
        .assistant("`inert` makes a subtree non-focusable and non-interactive and also hides it from assistive tech: handy behind a modal.")
        .user("perfect, I'll forward that. you're better than MDN today 😄")
        .stop("Happy to help!"),
    planted: [],
  },
  {
    id: "b181-status-report",
    build: (s) =>
      s
        .user("where did we leave the ProductCard conversion yesterday?")
        .bash("git log --oneline -3", "c12de90 ProductCard: NuxtImg + alt\n8fa1b33 drop lazysizes\n91e0a2c skip link in default layout")
        .assistant(
          "Yesterday's commits converted ProductCard to NuxtImg, removed lazysizes and added the skip link. I converted 4 more <img> tags this morning; the remaining ones are in the blog components.",
        )
        .user("ok nice, can you do the blog ones now too?")
        .file("Edit", "components/blog/BlogHero.vue")
        .assistant("Done: the blog components use NuxtImg now, no <img> left in components/.")
        .stop(),
    planted: [],
  },
  {
    id: "b181-config-quote",
    build: (s) =>
      s
        .user("what's in our renovate config? I want to know if it automerges anything")
        .bash(
          "cat renovate.json",
          '{\n  "extends": ["config:recommended"],\n  "packageRules": [\n    { "matchUpdateTypes": ["patch"], "automerge": true },\n    { "matchPackageNames": ["nuxt"], "enabled": false, "description": "never bump nuxt automatically" },\n    { "matchPackageNames": ["axe-core"], "rangeStrategy": "pin" }\n  ]\n}',
        )
        .assistant("Patch updates automerge; Nuxt updates are disabled (the description says 'never bump nuxt automatically'); axe-core is pinned.")
        .user("huh ok, so renovate is fine and dependabot is the noisy one? why do we have both?")
        .assistant("Could be, I'm not sure. I don't know the history of why both exist either.")
        .user("lol me neither, probably Jonas. whatever, it's fine")
        .stop("Okay!"),
    planted: [],
  },
  {
    id: "b181-proposal-declined",
    build: (s) =>
      s
        .user("the header nav is getting crowded on tablets, any ideas?")
        .assistant(
          "A few: (1) collapse into the hamburger earlier, at 1024px instead of 768px; (2) a 'More' disclosure menu for the last items; (3) shorter labels.",
        )
        .user("hmm what would the 'More' menu look like for keyboard users?")
        .assistant(
          "A disclosure button with aria-expanded controlling a list of links: Tab reaches the button, Enter/Space toggles, Escape closes and returns focus.",
        )
        .user("I'm not sure any of those are it tbh, I'll sketch something with design first and get back to you")
        .stop("Sounds good, I'll wait for the sketch."),
    planted: [],
  },
  {
    id: "b181-vshow-question",
    build: (s) =>
      s
        .user("v-if or v-show for the mobile menu? I always forget which one is better for this")
        .assistant(
          "v-show keeps the menu in the DOM and toggles display, which is cheaper if it opens often; v-if mounts and unmounts it. For a11y both hide it properly, since display:none also removes it from the accessibility tree.",
        )
        .user("hmm and if I want a slide-in animation?")
        .assistant("Both work inside <Transition>. v-show is a bit simpler there because the element already exists.")
        .user("ok cool, I'll play with it after lunch and see what feels nicer")
        .stop("Enjoy lunch!"),
    planted: [],
  },
  {
    id: "b181-slow-search",
    build: (s) =>
      s
        .user("search feels sluggish today. is it the debounce? or the API being slow again? or maybe my wifi lol")
        .bash("grep -n 'debounce' composables/useSearch.ts", "9:  const debounced = useDebounceFn(run, 300)")
        .assistant("The debounce is 300ms, which on its own shouldn't feel sluggish. It might be the API, but I'd need a few timed requests to say.")
        .user("could be anything honestly. maybe we should drop it to 150? eh, not sure")
        .assistant("We could try 150 and compare, though without numbers it's hard to know if it'd help.")
        .user("let me look at the network tab tomorrow before we change anything")
        .stop("Sounds like a plan."),
    planted: [],
  },
];

export const BLIND181 = plantedSet(BLIND181_SESSIONS, Date.UTC(2026, 10, 9, 9));
