/**
 * Blind planted set 125 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a frontend lead on a large Next.js e-commerce storefront with an in-house design system
 * (Prism): medium-length messages, Jira tickets (SHOP-, DS-), pasted teammates' review comments and
 * the design team's rules relayed second-hand.
 * Each session is one segment; the items planted in it are listed with it: 72 items (17 decisions, 19 instructions,
 * 19 facts, 17 tasks) in 47 sessions, 13 of which plant nothing (56 user/assistant messages between them). Every other message
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

export const BLIND125_SESSIONS: BlindSession[] = [
  {
    id: "b125-price-locale",
    build: (s) =>
      s
        .user(
          "SHOP-2231: on en-GB the PDP shows prices like '1.299,00 €'. QA flagged it on the Nike Pegasus page but I bet it's everywhere. Can you dig in? Start with lib/money.ts I guess",
        )
        .bash(
          'grep -rn "toLocaleString" src/ | head',
          "src/lib/money.ts:14:  return amount.toLocaleString(locale, { style: 'currency', currency })\nsrc/components/MiniCart/Total.tsx:22:          {total.toLocaleString('de-DE', { minimumFractionDigits: 2 })}\nsrc/components/PromoBanner/Strike.tsx:9:  const old = price.toLocaleString()\nsrc/app/[locale]/wishlist/Row.tsx:31:        {item.price.toLocaleString(locale)}",
        )
        .file("Read", "src/lib/money.ts")
        .assistant(
          "Found it. formatCurrency in lib/money.ts takes the locale from the NEXT_LOCALE cookie, and on a first visit the PDP renders before the middleware has set that cookie, so it falls back to de-DE. Separately, three components format prices by hand with toLocaleString (MiniCart Total, PromoBanner Strike, wishlist Row).",
        )
        .user(
          "ok I checked in a fresh incognito window and yes, that's it, the cookie is the root cause. For the hand-formatted ones: design team rule (Ines restated it in #design-system this morning), every price goes through the Prism <Price> component, no manual toLocaleString anywhere in storefront. Please swap those three and make formatCurrency take the locale from the route param.",
        )
        .file("Edit", "src/lib/money.ts")
        .file("Edit", "src/components/MiniCart/Total.tsx")
        .file("Edit", "src/components/PromoBanner/Strike.tsx")
        .file("Edit", "src/app/[locale]/wishlist/Row.tsx")
        .bash("pnpm test:unit --filter money", "✓ src/lib/money.test.ts (9 tests)\nTest Files  1 passed (1)\n     Tests  9 passed (9)")
        .stop("formatCurrency now reads the locale from the route segment, and the three components render <Price>. Tests pass."),
    planted: [
      { kind: "fact", keys: ["formatcurrency", "cookie"] },
      { kind: "instruction", keys: ["price", "tolocalestring"] },
    ],
  },
  {
    id: "b125-cloudinary-loader",
    build: (s) =>
      s
        .user("Lighthouse on /c/shoes is at 54 on mobile and SEO is on my back about it (SHOP-2240). LCP is the hero image. What are our options?")
        .bash(
          "npx lighthouse https://staging.shop.example.com/c/shoes --only-categories=performance --form-factor=mobile --quiet --output=json | jq '.audits[\"largest-contentful-paint\"].displayValue'",
          '"4.8 s"',
        )
        .assistant(
          "Two ways I can see: (a) keep next/image's built-in optimizer and just add priority + a proper sizes attribute on the hero, or (b) switch the image loader to Cloudinary, since the product assets already live there, which skips the double transform and the Vercel image optimization bill. (b) is more work but fixes it for every page.",
        )
        .user(
          "we're already paying for Cloudinary so b. Going with the Cloudinary loader for all product imagery. Do the hero now; the category banners use a different component (BannerSlot) so leave them, that's SHOP-2247 for next sprint, note it down.",
        )
        .file("Write", "src/lib/images/cloudinary-loader.ts")
        .file("Edit", "next.config.mjs")
        .file("Edit", "src/components/CategoryHero/index.tsx")
        .bash(
          "npx lighthouse https://localhost:3000/c/shoes --only-categories=performance --form-factor=mobile --quiet --output=json | jq '.categories.performance.score'",
          "0.81",
        )
        .stop("Hero now goes through the Cloudinary loader; mobile performance score on /c/shoes is 81 locally."),
    planted: [
      { kind: "decision", keys: ["cloudinary", "loader"] },
      { kind: "task", keys: ["banner"] },
    ],
  },
  {
    id: "b125-test-command",
    build: (s) =>
      s
        .user("run the cart tests")
        .bash("npx jest src/lib/cart", "● Validation Error:\n\n  Preset @acme/prism/jest-preset not found relative to rootDir /home/dev/src/app.", 1)
        .user(
          "ah no, not jest directly. In this repo it's `pnpm test:unit` from the root every time, it wires up the prism preset and the msw handlers. Use that from now on.",
        )
        .bash(
          "pnpm test:unit --filter cart",
          "[MSW] Warning: intercepted a request without a matching request handler:\n  • GET /api/flags\n✓ src/lib/cart/merge.test.ts (21 tests)\n✓ src/lib/cart/totals.test.ts (27 tests)\nTest Files  2 passed (2)\n     Tests  48 passed (48)",
        )
        .assistant("All 48 cart tests pass. MSW printed a warning about an unhandled GET /api/flags though, want me to add a handler?")
        .user(
          "no need. /api/flags isn't one of our API routes, it's answered straight from Vercel Edge Config by the middleware, so msw never has a handler for it. that warning is expected.",
        )
        .stop("Ok, leaving the flags warning alone."),
    planted: [
      { kind: "instruction", keys: ["test:unit"] },
      { kind: "fact", keys: ["flags", "edge config"] },
    ],
  },
  {
    id: "b125-review-named-exports",
    build: (s) =>
      s
        .user(
          "Pasting Paulo's review on PR #4412:\n> components/CartDrawer/index.tsx: nit, default export, we agreed in the FE guild to do named exports only in components/\n> useCartTotals: why is this a useEffect + setState? just derive it\n> maybe worth moving cart state to zustand at some point?\n\nFix the first two. The named exports thing is a real rule, stick to it in everything you write under components/. The zustand one is just Paulo musing, nobody has decided anything there.",
        )
        .file("Read", "src/components/CartDrawer/index.tsx")
        .file("Edit", "src/components/CartDrawer/index.tsx")
        .file("Edit", "src/hooks/useCartTotals.ts")
        .bash("pnpm lint && pnpm typecheck", "✔ No ESLint warnings or errors\n\n> tsc --noEmit\n")
        .stop(
          "CartDrawer is a named export now (4 imports updated) and useCartTotals derives the totals with useMemo instead of an effect. Lint and typecheck are clean.",
        ),
    planted: [{ kind: "instruction", keys: ["named exports"] }],
  },
  {
    id: "b125-empty-eslint-question",
    build: (s) =>
      s
        .user("why does eslint complain about react-hooks/exhaustive-deps in ProductGallery but not in the other galleries?")
        .bash(
          "npx eslint src/components/ProductGallery",
          "src/components/ProductGallery/index.tsx\n  41:6  warning  React Hook useEffect has a missing dependency: 'activeIndex'. Either include it or remove the dependency array  react-hooks/exhaustive-deps",
        )
        .assistant("The other galleries silence it inline with eslint-disable-next-line comments; ProductGallery doesn't, so you see the warning there.")
        .user("hm, is it a real bug there or just noise?")
        .assistant(
          "Probably real: the effect reads activeIndex but doesn't list it, so after a variant change it could show a stale image. My guess is that's the wrong-thumbnail report QA had, but I haven't reproduced it.",
        )
        .user("interesting. ok thanks"),
    planted: [],
  },
  {
    id: "b125-checkout-flag",
    build: (s) =>
      s
        .user("For the new checkout (SHOP-2301) we need a feature flag. I was thinking LaunchDarkly since marketing already uses it")
        .assistant(
          "LaunchDarkly works and gives you percentage rollouts out of the box. The alternative is Vercel Edge Config, which is what the existing flags use; no SDK, but rollouts would be hand-rolled.",
        )
        .user("Hmm let's do LaunchDarkly.")
        .bash("pnpm add @launchdarkly/node-server-sdk", "Packages: +6\n++++++\ndependencies:\n+ @launchdarkly/node-server-sdk 9.4.1\nDone in 4.2s")
        .user(
          "wait, scratch that. Tomasz just told me our LaunchDarkly seat count is maxed out and getting more goes through procurement, which takes weeks. Use Edge Config after all, same as the other flags. Flag name checkout_v2.",
        )
        .bash("pnpm remove @launchdarkly/node-server-sdk", "Packages: -6\n------\nDone in 1.9s")
        .file("Edit", "src/lib/flags.ts")
        .bash("pnpm test:unit --filter flags", "✓ src/lib/flags.test.ts (6 tests)\n     Tests  6 passed (6)")
        .stop("Removed the LD SDK again; checkout_v2 is read from Edge Config via lib/flags.ts like the others."),
    planted: [
      { kind: "decision", keys: ["edge config", "checkout_v2"] },
      { kind: "fact", keys: ["launchdarkly", "seat"] },
    ],
  },
  {
    id: "b125-empty-standup",
    build: (s) =>
      s
        .user("morning! quick one before standup: what did we change in the header yesterday? I need to tell Priya")
        .bash(
          "git log --since=yesterday.midnight --until=today.midnight --oneline -- src/components/Header",
          "a91c2e0 SHOP-2279 mini-cart badge count off by one\n5d0e7b3 SHOP-2275 focus trap in mobile menu\n0f3ab19 SHOP-2270 sticky header on scroll",
        )
        .assistant(
          "Yesterday: three commits in the header, the sticky-on-scroll behaviour, the mobile menu focus trap, and the mini-cart badge off-by-one fix.",
        )
        .user("perfect thanks. coffee time ☕")
        .assistant("Enjoy!"),
    planted: [],
  },
  {
    id: "b125-ds-spacing-rules",
    build: (s) =>
      s
        .user(
          "Design team's rules from today's DS sync, they want these respected everywhere in storefront:\n- spacing only via Prism tokens (space-1 … space-8), no raw px margins or paddings\n- don't override Prism component colours with className. If a variant is missing, it goes to a DS ticket, not a local override\n\nCan you check PromoBanner against that?",
        )
        .bash(
          'grep -n "px\\|className=" src/components/PromoBanner/*.tsx',
          'src/components/PromoBanner/index.tsx:12:  margin: 12px 0 16px;\nsrc/components/PromoBanner/index.tsx:13:  padding: 8px 20px;\nsrc/components/PromoBanner/index.tsx:27:      <Button className="bg-[#e4002b] text-white" variant="primary">',
        )
        .assistant(
          "PromoBanner has four raw px values and one className override of the Button background. I'll convert the px values to space-3 / space-4 / space-2 / space-5. Prism has no 'promo' Button variant though, so removing the override will make the button the standard primary colour.",
        )
        .user("that's fine, remove the override. I already filed DS-318 for a promo variant.")
        .file("Edit", "src/components/PromoBanner/index.tsx")
        .bash("pnpm test:unit --filter PromoBanner", "✓ src/components/PromoBanner/index.test.tsx (4 tests)\n     Tests  4 passed (4)")
        .stop("PromoBanner uses spacing tokens only and no longer overrides the Button colour."),
    planted: [
      { kind: "instruction", keys: ["spacing", "token"] },
      { kind: "instruction", keys: ["classname"] },
    ],
  },
  {
    id: "b125-sentry-sticky",
    build: (s) =>
      s
        .user("Sentry is full of 'ResizeObserver loop completed with undelivered notifications' from /checkout, like 40k events a day. Is that us?")
        .bash(
          "grep -rln ResizeObserver src/ node_modules/@acme/prism/dist/ | head",
          "node_modules/@acme/prism/dist/Sticky.js\nnode_modules/@acme/prism/dist/Sticky.cjs",
        )
        .assistant(
          "Our own code doesn't use ResizeObserver at all. It comes from Prism's <Sticky> component, which re-measures inside its observer callback; the checkout order summary is wrapped in <Sticky>.",
        )
        .user(
          "yep, I turned the sticky summary off on staging and the errors stop, so it's Prism's Sticky, confirmed. Add it to ignoreErrors in the Sentry config for now. TODO for after the freeze: get the DS team to fix Sticky properly, then we drop that ignore rule again.",
        )
        .file("Edit", "sentry.client.config.ts")
        .stop("Added the ResizeObserver message to ignoreErrors in sentry.client.config.ts."),
    planted: [
      { kind: "fact", keys: ["sticky", "resizeobserver"] },
      { kind: "task", keys: ["sticky", "ignore"] },
    ],
  },
  {
    id: "b125-empty-pr-description",
    build: (s) =>
      s
        .user("write me a PR description for this branch, short")
        .bash("git log main..HEAD --oneline", "c1d9a02 wishlist heart reflects saved state after login\n7b2f1e4 test for wishlist hydration")
        .assistant(
          "**SHOP-2288: Fix wishlist heart state on PLP** 🎉\n\nAfter login the heart icons on the PLP now reflect items already saved to the wishlist. Adds a test covering the hydration path.",
        )
        .user("shorter, and drop the emoji")
        .assistant("SHOP-2288: wishlist hearts on the PLP reflect saved state after login. Adds a test.")
        .user("👍"),
    planted: [],
  },
  {
    id: "b125-jsdom-preset",
    build: (s) =>
      s
        .user("CI failed on my branch with some weird 'structuredClone is not defined' in the checkout tests")
        .bash("cat .nvmrc && node -v", "20.11.1\nv20.11.1")
        .assistant(
          "Node 20 has structuredClone, so it isn't the runtime. It's the test environment: jest-environment-jsdom doesn't expose it on older versions. Let me check which one we get.",
        )
        .bash("pnpm why jest-environment-jsdom", "@acme/prism 14.2.0\n└─┬ @acme/prism/jest-preset\n  └── jest-environment-jsdom 27.5.1")
        .user(
          "ugh, right, the prism jest preset pins jsdom 27. That's been the case forever and the DS team won't bump it before Q1. Just polyfill it in jest.setup.ts. And when you hit stuff like this: never bump deps that come from the prism preset yourself, ask me first.",
        )
        .file("Edit", "jest.setup.ts")
        .bash("pnpm test:unit --filter checkout", "✓ src/app/[locale]/checkout/payment.test.tsx (14 tests)\n     Tests  14 passed (14)")
        .stop("Polyfilled structuredClone in jest.setup.ts; checkout tests pass."),
    planted: [
      { kind: "fact", keys: ["jsdom", "27"] },
      { kind: "instruction", keys: ["preset", "bump"] },
    ],
  },
  {
    id: "b125-empty-search-slow",
    build: (s) =>
      s
        .user("the search page feels slow since tuesday, any idea?")
        .bash(
          "git log --since=tuesday --oneline -- src/app/[locale]/search",
          "e02c7d1 SHOP-2344 facet counts on search results\n9aa41f0 SHOP-2339 debounce 150ms -> 300ms",
        )
        .assistant(
          "Two commits touched search since Tuesday: facet counts in the server component, and a longer debounce. If I had to guess, the facet counts add a second Algolia query per request, but that's a guess, I haven't profiled anything.",
        )
        .user("could also be Algolia itself having a bad week, who knows")
        .assistant("Possible. I could add timing logs around both queries to tell them apart, if you want.")
        .user("not now, I've got the design review in 5"),
    planted: [],
  },
  {
    id: "b125-returns-copy",
    build: (s) =>
      s
        .user("SHOP-2312, adding the copy for the new returns page. where do the strings go again?")
        .bash("ls messages/", "de-DE.json\nen-GB.json\nfr-FR.json\nnl-NL.json")
        .assistant(
          "next-intl with messages/<locale>.json. Existing keys are namespaced by route, e.g. checkout.payment.title. Should I add returns.* keys to all four files?",
        )
        .user(
          "keep the route namespacing, yes. But only add to en-GB.json, the other locales come from Phrase via the nightly sync job and get overwritten, so never edit them by hand.",
        )
        .assistant("Got it. Should the returns page be a client component with useTranslations, or a server component?")
        .user("server component with getTranslations, that's how we build all the static content pages now, keep doing that for any new ones.")
        .file("Write", "src/app/[locale]/returns/page.tsx")
        .file("Edit", "messages/en-GB.json")
        .bash("pnpm typecheck", "> tsc --noEmit\n")
        .stop("Returns page added as a server component; 11 returns.* keys in en-GB.json."),
    planted: [
      { kind: "instruction", keys: ["en-gb", "phrase"] },
      { kind: "instruction", keys: ["gettranslations"] },
    ],
  },
  {
    id: "b125-empty-typo",
    build: (s) =>
      s
        .user("typo on the PDP: 'Add to bakset'. fix pls")
        .bash('grep -rn "bakset" messages/', 'messages/en-GB.json:211:    "addToBasket": "Add to bakset",')
        .file("Edit", "messages/en-GB.json")
        .assistant("Fixed in messages/en-GB.json (product.addToBasket).")
        .user("ta"),
    planted: [],
  },
  {
    id: "b125-adyen-e2e",
    build: (s) =>
      s
        .user("e2e checkout.spec is flaky again on CI, 3 of the last 10 runs went red")
        .bash(
          "pnpm playwright test e2e/checkout.spec.ts --repeat-each=10",
          "  2 failed\n    [chromium] › checkout.spec.ts:48:3 › pays with card\n    TimeoutError: locator.waitFor: Timeout 5000ms exceeded.\n    waiting for locator('[data-testid=payment-iframe]')\n  8 passed (3.1m)",
        )
        .assistant(
          "Both failures wait for the Adyen payment iframe. In the traces the iframe loads from Adyen's test environment and takes 6 to 11 seconds at times; our timeout is 5 s. I could raise the timeout, or intercept the Adyen routes and mock the drop-in like I suggested last week.",
        )
        .user(
          "yeah Adyen's test env is just slow, has been for as long as we've used it. Let's mock the Adyen drop-in in e2e instead of hitting it, the route interception approach. And a follow-up for later: we still want one nightly smoke run against real Adyen, I'll make a ticket, SHOP-2320.",
        )
        .file("Write", "e2e/fixtures/adyen-mock.ts")
        .file("Edit", "e2e/checkout.spec.ts")
        .bash("pnpm playwright test e2e/checkout.spec.ts --repeat-each=10", "  10 passed (1.2m)")
        .stop("checkout.spec now mocks the Adyen drop-in via route interception; 10/10 green."),
    planted: [
      { kind: "decision", keys: ["adyen", "mock"] },
      { kind: "fact", keys: ["adyen", "slow"] },
      { kind: "task", keys: ["nightly"] },
    ],
  },
  {
    id: "b125-git-conventions",
    build: (s) =>
      s
        .user(
          "before you push anything, how we work here: branches are named SHOP-<ticket>-short-slug, and we squash-merge only, so don't bother tidying commits. Also never force-push to release/* branches, the deploy bot tracks them.",
        )
        .bash("git branch --show-current", "feature/returns-copy")
        .assistant("The current branch is feature/returns-copy, which doesn't follow that. Rename it to SHOP-2312-returns-copy?")
        .user("yes")
        .bash(
          "git branch -m SHOP-2312-returns-copy && git push -u origin SHOP-2312-returns-copy",
          "To github.com:acme/storefront.git\n * [new branch]      SHOP-2312-returns-copy -> SHOP-2312-returns-copy\nbranch 'SHOP-2312-returns-copy' set up to track 'origin/SHOP-2312-returns-copy'.",
        )
        .stop("Renamed and pushed as SHOP-2312-returns-copy."),
    planted: [
      { kind: "instruction", keys: ["branches", "slug"] },
      { kind: "instruction", keys: ["squash"] },
      { kind: "instruction", keys: ["release/", "force-push"] },
    ],
  },
  {
    id: "b125-empty-cart-merge-explain",
    build: (s) =>
      s
        .user("can you explain how the cart merges after login? Sam (new dev) asked me and I forgot the details")
        .file("Read", "src/lib/cart/merge.ts")
        .assistant(
          "On login, mergeCarts loads the server cart and the guest cart from the cookie, sums quantities for matching SKUs (capped at maxPerOrder), appends the rest, then deletes the guest cart. It runs in the login server action, so the client only sees the merged result.",
        )
        .user("and if the guest cart has an item that's out of stock?")
        .assistant("It's dropped silently: line 58 filters on `available`. There's a comment right above it, `// TODO: tell the user`, but nothing does.")
        .user("heh. ok thanks, I'll forward that to Sam"),
    planted: [],
  },
  {
    id: "b125-ga4-events",
    build: (s) =>
      s
        .user("Marketing wants GA4 events for add_to_cart and begin_checkout. SHOP-2330. We have GTM already")
        .bash(
          "grep -rn dataLayer src/ | head -5",
          "src/lib/analytics/gtm.ts:8:  window.dataLayer = window.dataLayer || []\nsrc/lib/analytics/gtm.ts:12:  window.dataLayer.push(event)",
        )
        .assistant(
          "There's a thin wrapper in src/lib/analytics/gtm.ts that pushes to dataLayer. Option 1: push the GA4 events through that wrapper. Option 2: add @next/third-parties and call sendGAEvent directly.",
        )
        .user(
          "1, through the gtm.ts wrapper. Dana's team owns the GTM container and they map our dataLayer events to GA4 there, so we never talk to GA directly.",
        )
        .file("Edit", "src/lib/analytics/gtm.ts")
        .file("Edit", "src/components/AddToCart/index.tsx")
        .file("Edit", "src/app/[locale]/checkout/page.tsx")
        .bash("pnpm test:unit --filter analytics", "✓ src/lib/analytics/gtm.test.ts (5 tests)\n     Tests  5 passed (5)")
        .stop("add_to_cart and begin_checkout now go through the gtm.ts wrapper."),
    planted: [
      { kind: "decision", keys: ["gtm", "wrapper"] },
      { kind: "fact", keys: ["dana", "gtm"] },
    ],
  },
  {
    id: "b125-empty-vercel-headers",
    build: (s) =>
      s
        .user(
          'what does this bit of vercel.json do?\n```\n// NEVER change this, ask platform first\n{ "source": "/_next/static/(.*)", "headers": [{ "key": "Cache-Control", "value": "public, max-age=31536000, immutable" }] }\n```',
        )
        .bash(
          "cat vercel.json | jq '.headers[0]'",
          '{\n  "source": "/_next/static/(.*)",\n  "headers": [{ "key": "Cache-Control", "value": "public, max-age=31536000, immutable" }]\n}',
        )
        .assistant(
          "It tells browsers and the CDN to cache everything under /_next/static for a year and never revalidate. That's safe because those file names contain a content hash, so a new build produces new URLs.",
        )
        .user("makes sense, thx"),
    planted: [],
  },
  {
    id: "b125-pdp-bundle",
    build: (s) =>
      s
        .user("bundle analyzer time, PDP JS went up again")
        .bash(
          "ANALYZE=true pnpm build 2>&1 | grep -A2 'p/\\[slug\\]'",
          "├ ƒ /[locale]/p/[slug]                     38.2 kB        312 kB\n  Largest chunks: date-fns/locale (71.4 kB), reviews-widget (40.8 kB)",
        )
        .assistant(
          "The biggest new chunk is date-fns/locale, all locales, 71 kB, pulled in because DeliveryEstimate imports from the 'date-fns/locale' root instead of the single locale.",
        )
        .user(
          "ugh. fix that import now. For context, the budget SEO agreed with us is 250 kB first-load JS for the PDP, that's the number we get measured against. The rest of the overweight stuff, mainly the reviews widget at ~40 kB, is SHOP-2341, not today.",
        )
        .file("Edit", "src/components/DeliveryEstimate/index.tsx")
        .bash("ANALYZE=true pnpm build 2>&1 | grep 'p/\\[slug\\]'", "├ ƒ /[locale]/p/[slug]                     38.2 kB        241 kB")
        .stop("DeliveryEstimate imports only the locales it needs; PDP first-load is 241 kB."),
    planted: [
      { kind: "fact", keys: ["250"] },
      { kind: "task", keys: ["reviews"] },
    ],
  },
  {
    id: "b125-env-pull",
    build: (s) =>
      s
        .user("local dev broke after pulling main: 'ALGOLIA_APP_ID is undefined'")
        .bash("grep ALGOLIA .env.example; ls -a | grep env", "ALGOLIA_APP_ID=XXXXXXXX\nALGOLIA_SEARCH_KEY=xxxxxxxx\n.env.example\n.env.local")
        .assistant("main added ALGOLIA_APP_ID to .env.example and your .env.local doesn't have it. Shall I copy the line over?")
        .user("no, we get env vars with `vercel env pull .env.local`, never copied by hand from .env.example, the example only has dummy values. do that.")
        .bash(
          "vercel env pull .env.local",
          "Vercel CLI 37.4.2\n> Downloading `development` Environment Variables for acme/storefront\n✅  Updated .env.local file",
        )
        .assistant("Pulled. Note the dev environment points ALGOLIA_INDEX at prod_products_replica, is that expected?")
        .user("yep, dev and staging both read the prod replica index, read-only. that's on purpose.")
        .stop("Ok. Dev server starts fine now."),
    planted: [
      { kind: "instruction", keys: ["vercel env pull"] },
      { kind: "fact", keys: ["replica"] },
    ],
  },
  {
    id: "b125-empty-css-vars-debate",
    build: (s) =>
      s
        .user(
          "thinking out loud: should Prism move its tokens to CSS variables instead of the TS theme object? DS team hasn't decided and I want arguments for Thursday's meeting",
        )
        .assistant(
          "For CSS variables: theming without re-rendering, tokens usable from plain CSS and third-party widgets, smaller JS. Against: you lose type-checking on token names unless you generate types, and dark mode via variables needs care with SSR.",
        )
        .user("what about the runtime cost with styled-components?")
        .assistant(
          "With the theme object every styled component interpolates at render; with variables the CSS is static and the browser resolves them, so it should be cheaper, though I haven't measured it in Prism.",
        )
        .user("ok good, enough ammo. we'll see what they say"),
    planted: [],
  },
  {
    id: "b125-sale-countdown",
    build: (s) =>
      s
        .user("hydration mismatch warnings on the PLP, 'Text content does not match server-rendered HTML', something around the sale badge")
        .bash(
          "pnpm dev > /tmp/dev.log 2>&1 & sleep 8; curl -s localhost:3000/en-GB/c/sale > /dev/null; grep -i hydrat /tmp/dev.log | head -3",
          'Warning: Text content did not match. Server: "Ends in 3h 12m" Client: "Ends in 3h 11m"',
        )
        .assistant(
          "It's the 'Ends in …' countdown on the sale badge: the server computes it from Date.now() at render time and the client recomputes it on hydration a minute later, so the text differs.",
        )
        .user("ok, render the countdown client-only, wrap it in Prism's <ClientOnly> and move on.")
        .file("Edit", "src/components/SaleBadge/Countdown.tsx")
        .bash("curl -s localhost:3000/en-GB/c/sale > /dev/null; grep -ci hydrat /tmp/dev.log", "0")
        .stop("The countdown renders client-only now; no hydration warnings on /c/sale."),
    planted: [{ kind: "decision", keys: ["countdown", "clientonly"] }],
  },
  {
    id: "b125-search-ownership",
    build: (s) =>
      s
        .user(
          "context for the next few days while we work on search (SHOP-2350): /api/search is just a proxy, the search service behind it is owned by the Discovery team, Marek is our contact there. The facets config lives in their repo, not ours. And we don't change the response shape of /api/search, ever, other apps consume it.",
        )
        .bash(
          "sed -n 1,20p src/app/api/search/route.ts",
          "import { NextRequest } from 'next/server'\n\nconst UPSTREAM = process.env.DISCOVERY_URL!\n\nexport async function GET(req: NextRequest) {\n  const res = await fetch(UPSTREAM + '/v2/search?' + req.nextUrl.searchParams)\n  return new Response(res.body, { status: res.status, headers: res.headers })\n}",
        )
        .assistant("Confirmed, the route forwards straight to DISCOVERY_URL/v2/search. Where do you want to start, the filter UI?")
        .user("yes, the filter drawer on mobile. start by reading src/components/Filters")
        .file("Read", "src/components/Filters/Drawer.tsx")
        .stop("Read the drawer; it renders facets in the order the API returns them."),
    planted: [
      { kind: "fact", keys: ["discovery", "marek"] },
      { kind: "fact", keys: ["facets", "repo"] },
      { kind: "instruction", keys: ["response shape"] },
    ],
  },
  {
    id: "b125-empty-run-tests",
    build: (s) =>
      s
        .user("run the tests and the linter pls")
        .bash("pnpm test:unit", "Test Files  164 passed (164)\n     Tests  812 passed (812)\n  Duration  48.31s")
        .bash(
          "pnpm lint",
          "./scripts/seed.ts\n14:3  Warning: Unexpected console statement.  no-console\n31:3  Warning: Unexpected console statement.  no-console",
        )
        .assistant("Tests: 812 passed. Lint: 2 warnings, both no-console in scripts/seed.ts.")
        .user("fine, leave them")
        .assistant("Leaving them as they are."),
    planted: [],
  },
  {
    id: "b125-a11y-audit",
    build: (s) =>
      s
        .user(
          "Accessibility audit from Level Access came back (SHOP-2360). Top findings: no visible focus ring on the Prism IconButtons in the header, and colour contrast on the sale badge. Design's answer, word for word from Ines: 'never remove focus outlines, use the focus-ring token' and 'every icon-only button needs an aria-label, taken from the messages file'. Both are general rules, not just for the header.",
        )
        .bash('grep -rn "outline: none\\|outline: 0" src/components/Header', "src/components/Header/Icons.tsx:18:  outline: none;")
        .file("Edit", "src/components/Header/Icons.tsx")
        .file("Edit", "messages/en-GB.json")
        .assistant(
          "Removed the outline: none and added aria-labels from messages to the 5 icon-only buttons. For the sale badge, the colour comes from Prism's 'sale' Badge variant, so I can't fix contrast locally without an override.",
        )
        .user("right, that one's on the DS team, DS-331. Leave it. Remind me next week to check whether DS-331 landed so we can close the audit ticket.")
        .stop("Noted; header focus rings and aria-labels are done."),
    planted: [
      { kind: "instruction", keys: ["focus", "outline"] },
      { kind: "instruction", keys: ["aria-label"] },
      { kind: "task", keys: ["ds-331"] },
    ],
  },
  {
    id: "b125-empty-withdrawn-nav",
    build: (s) =>
      s
        .user("maybe we should drop the mega menu on mobile entirely and just go search-first nav? what do you think")
        .assistant(
          "It could work for returning users who know what they want, but browse traffic from the mega menu is significant on most fashion shops; I'd want to see your analytics before recommending it.",
        )
        .user("actually no, scratch that, product would never go for it. forget I asked")
        .assistant("Sure, forgotten."),
    planted: [],
  },
  {
    id: "b125-swiss-redirect",
    build: (s) =>
      s
        .user("SHOP-2371: the country redirect sends Swiss users to /de-DE instead of /de-CH")
        .bash(
          "sed -n 1,30p src/middleware.ts",
          "const COUNTRY_TO_LOCALE: Record<string, string> = {\n  DE: 'de-DE', AT: 'de-DE', GB: 'en-GB', FR: 'fr-FR', NL: 'nl-NL', BE: 'nl-NL',\n}\n...\nconst locale = COUNTRY_TO_LOCALE[country] ?? negotiate(req.headers.get('accept-language'))",
        )
        .assistant(
          "The middleware maps country to locale with a hardcoded table; CH isn't in it, so it falls back to Accept-Language, which usually gives de-DE. Add CH → de-CH?",
        )
        .user(
          "no. There's no de-CH locale, we don't have CHF pricing at all. Product decided last quarter: Swiss visitors go to /de-DE and see the CHF notice banner. Just make that explicit in the table and show the banner.",
        )
        .file("Edit", "src/middleware.ts")
        .file("Edit", "src/components/CountryNotice/index.tsx")
        .bash("pnpm test:unit --filter middleware", "✓ src/middleware.test.ts (12 tests)\n     Tests  12 passed (12)")
        .stop("CH now maps to de-DE explicitly and sets the chf-notice flag for the banner."),
    planted: [
      { kind: "decision", keys: ["chf", "de-de"] },
      { kind: "fact", keys: ["de-ch"] },
    ],
  },
  {
    id: "b125-carousel-embla",
    build: (s) =>
      s
        .user("Need a carousel for 'recently viewed' on the PDP (SHOP-2380). Prism doesn't have one. embla or swiper?")
        .bash(
          "npm view embla-carousel-react dist.unpackedSize version && npm view swiper dist.unpackedSize version",
          "unpackedSize = 41230\nversion = '8.5.1'\nunpackedSize = 2348109\nversion = '11.1.14'",
        )
        .assistant(
          "Embla is headless and small, so styling stays with Prism; Swiper ships its own CSS and a lot more features (virtual slides, zoom) we probably don't need.",
        )
        .user(
          "embla. Swiper's CSS fights Prism every time someone tries it. And TODO once the DS team ships their own Carousel (DS-340, planned for Q1) we swap embla out for it.",
        )
        .bash("pnpm add embla-carousel-react", "+ embla-carousel-react 8.5.1\nDone in 3.1s")
        .file("Write", "src/components/RecentlyViewed/index.tsx")
        .stop("RecentlyViewed carousel built on embla."),
    planted: [
      { kind: "decision", keys: ["embla"] },
      { kind: "task", keys: ["ds-340"] },
    ],
  },
  {
    id: "b125-reviews-streaming",
    build: (s) =>
      s
        .user("PDP reviews: fetch them on the server or the client? they're the slowest thing on the page")
        .file("Read", "src/app/[locale]/p/[slug]/page.tsx")
        .assistant(
          "I'd fetch them in a separate async server component and wrap it in <Suspense> with a skeleton, so the rest of the PDP streams immediately and reviews arrive when ready. No client fetching, no extra JS.",
        )
        .user("agreed, stream the reviews with Suspense like that. go")
        .file("Write", "src/app/[locale]/p/[slug]/Reviews.tsx")
        .file("Edit", "src/app/[locale]/p/[slug]/page.tsx")
        .bash("pnpm build 2>&1 | tail -2", "├ ƒ /[locale]/p/[slug]                     36.9 kB        239 kB\n✓ Compiled successfully")
        .user("nice. next sprint we need the 'was this helpful' vote button on reviews too, that's SHOP-2385, not now.")
        .stop("Reviews stream in behind a Suspense boundary."),
    planted: [
      { kind: "decision", keys: ["suspense"] },
      { kind: "task", keys: ["helpful"] },
    ],
  },
  {
    id: "b125-consent-onetrust",
    build: (s) =>
      s
        .user(
          "consent banner: I asked whether we build our own or go OneTrust. Legal picked OneTrust, done deal, so we're going with OneTrust. Can you add their script to the root layout? the domain script id is in the ticket SHOP-2395",
        )
        .file("Edit", "src/app/[locale]/layout.tsx")
        .bash("pnpm build 2>&1 | tail -1", "✓ Compiled successfully")
        .assistant("Added the OneTrust script with strategy='beforeInteractive'. Should GTM wait for consent too?")
        .user(
          "yes but not yet, we don't have the category mapping from legal. follow-up: gate GTM on the C0002 performance category once legal confirms the mapping.",
        )
        .stop("OneTrust is loaded in the root layout."),
    planted: [
      { kind: "decision", keys: ["onetrust"] },
      { kind: "task", keys: ["c0002"] },
    ],
  },
  {
    id: "b125-lookbook-isr",
    build: (s) =>
      s
        .user("lookbook pages (SHOP-2391): static with revalidate, or fully dynamic?")
        .bash("grep -rn 'export const' src/app/[locale]/lookbook/", "src/app/[locale]/lookbook/[slug]/page.tsx:3:export const dynamic = 'force-dynamic'")
        .assistant(
          "They're force-dynamic now, but the content only changes via the CMS a few times a day. I'd use ISR with revalidate = 600 and a CMS webhook calling revalidatePath on publish.",
        )
        .user("do it, revalidate 600 plus the webhook.")
        .file("Edit", "src/app/[locale]/lookbook/[slug]/page.tsx")
        .file("Write", "src/app/api/revalidate/route.ts")
        .bash("pnpm typecheck", "> tsc --noEmit\n")
        .user(
          "ok let's wrap. leftovers for tomorrow:\n1) alt texts on the lookbook images still come from file names, we need the CMS alt field wired up\n2) the Storybook story for CartDrawer has been broken since the named-export change",
        )
        .stop("Lookbook pages use ISR (600 s) with a revalidate webhook."),
    planted: [
      { kind: "decision", keys: ["revalidate", "600"] },
      { kind: "task", keys: ["alt"] },
      { kind: "task", keys: ["storybook", "cartdrawer"] },
    ],
  },
  {
    id: "b125-address-form",
    build: (s) =>
      s
        .user("address form rewrite, SHOP-2400. it's formik right now, I'd like react-hook-form. thoughts?")
        .assistant(
          "react-hook-form re-renders far less on big forms and its API fits server actions better. I'd also pair it with zod for validation, the resolver is first-class.",
        )
        .user("react-hook-form yes. zod, hmm, no: the yup address schemas are shared with the mobile app through @acme/validation, so we stay on yup.")
        .bash(
          "pnpm add react-hook-form @hookform/resolvers && pnpm remove formik",
          "+ react-hook-form 7.53.2\n+ @hookform/resolvers 3.9.1\n- formik 2.4.6\nDone in 5.0s",
        )
        .file("Edit", "src/components/AddressForm/index.tsx")
        .bash("pnpm test:unit --filter AddressForm", "✓ src/components/AddressForm/index.test.tsx (17 tests)\n     Tests  17 passed (17)")
        .user("remind me to ping the mobile team before we touch anything in the shared address schema")
        .stop("AddressForm runs on react-hook-form with the yup resolver."),
    planted: [
      { kind: "decision", keys: ["react-hook-form"] },
      { kind: "decision", keys: ["yup"] },
      { kind: "task", keys: ["mobile"] },
    ],
  },
  {
    id: "b125-freeze-leftovers",
    build: (s) =>
      s
        .user("what's left on our board before the code freeze?")
        .bash(
          "jira issue list -q 'project = SHOP AND sprint in openSprints() AND statusCategory != Done' --plain --columns key,summary,status",
          "KEY        SUMMARY                               STATUS\nSHOP-2402  Gift card balance check               In Progress\nSHOP-2398  Footer links from CMS                 In Review\nSHOP-2385  Reviews helpful vote                  To Do",
        )
        .assistant("Three open: gift card balance check (in progress), footer links from CMS (in review), and the reviews helpful vote.")
        .user(
          "ok so SHOP-2402, the gift card balance check, slips to after the freeze, keep it on our list. and the checkout_v2 flag has to be switched OFF in prod before the freeze starts, remind me on Tuesday.",
        )
        .stop("Noted both."),
    planted: [
      { kind: "task", keys: ["gift card"] },
      { kind: "task", keys: ["checkout_v2"] },
    ],
  },
  {
    id: "b125-wishlist-sync",
    build: (s) =>
      s
        .user("SHOP-2410, wishlist sync across devices. Right now it's all localStorage. how would you do it?")
        .file("Read", "src/lib/wishlist/store.ts")
        .assistant(
          "Move the source of truth to the server: a /api/wishlist route backed by the customer service, with optimistic updates on the client via useOptimistic, so the heart toggles instantly and rolls back on error.",
        )
        .user(
          "sure, go with that, server-side with optimistic updates. Existing localStorage wishlists will need a one-time migration on login, but that's SHOP-2411 for later, not in this PR.",
        )
        .file("Write", "src/app/api/wishlist/route.ts")
        .file("Edit", "src/lib/wishlist/store.ts")
        .bash("pnpm test:unit --filter wishlist", "✓ src/lib/wishlist/store.test.ts (11 tests)\n     Tests  11 passed (11)")
        .stop("Wishlist reads and writes go through /api/wishlist with optimistic updates."),
    planted: [
      { kind: "decision", keys: ["optimistic"] },
      { kind: "task", keys: ["localstorage", "migration"] },
    ],
  },
  {
    id: "b125-chromatic-quota",
    build: (s) =>
      s
        .user("the storybook CI job takes forever lately, can you see why?")
        .bash(
          "gh run view 11873421 --log | grep -E 'Step|took'",
          "Step: build-storybook took 2m41s\nStep: chromatic took 9m12s\n  Chromatic: captured 1,412 snapshots (TurboSnap disabled: baseline missing)",
        )
        .assistant(
          "Chromatic is 9 of the 12 minutes: it snapshotted all 1,412 stories because TurboSnap had no baseline on this branch. About 300 of those stories are docs-only pages with no visual variants.",
        )
        .user(
          "hm, that's also why we ran out in October: our Chromatic plan is capped at 35k snapshots a month. From now on, any story that's pure documentation gets `chromatic: { disableSnapshot: true }` in its parameters.",
        )
        .file("Edit", "src/components/Button/Button.docs.stories.tsx")
        .file("Edit", "src/components/Price/Price.docs.stories.tsx")
        .stop("Disabled snapshots on the two docs-only stories in this PR."),
    planted: [
      { kind: "fact", keys: ["35k"] },
      { kind: "instruction", keys: ["disablesnapshot"] },
    ],
  },
  {
    id: "b125-empty-review-question",
    build: (s) =>
      s
        .user("Lena left this on my PR:\n> why not memoize the whole FilterList with React.memo? feels like it re-renders on every keystroke\nis she right?")
        .file("Read", "src/components/Filters/FilterList.tsx")
        .assistant(
          "Partly. FilterList re-renders on every keystroke because the search input's state lives in the parent. React.memo would help only if its props were stable, and onToggle is recreated each render, so you'd also need useCallback.",
        )
        .user("so memo alone wouldn't do anything?")
        .assistant("Right, not with the current props. Moving the input state down into the search box would fix it without memo.")
        .user("ok I'll reply to her with that"),
    planted: [],
  },
  {
    id: "b125-price-revalidation",
    build: (s) =>
      s
        .user(
          "prices on the PDP stay stale for up to an hour after the merch team changes them. that's a problem, in Germany displayed prices have to be correct.",
        )
        .bash("grep -rn revalidate src/lib/commerce/", "src/lib/commerce/product.ts:22:    next: { revalidate: 3600 },")
        .assistant(
          "getProduct caches its fetch for 3600 s. Options: drop it to 60 s, or tag the fetch with product:<sku> and call revalidateTag when commercetools reports a change.",
        )
        .user(
          "tags. go with revalidateTag per SKU. The hook for it already exists: commercetools pushes product and price changes to /api/ct-webhook through a subscription Jonas set up last year, it's just not doing anything useful yet.",
        )
        .file("Edit", "src/lib/commerce/product.ts")
        .file("Edit", "src/app/api/ct-webhook/route.ts")
        .bash("pnpm test:unit --filter ct-webhook", "✓ src/app/api/ct-webhook/route.test.ts (7 tests)\n     Tests  7 passed (7)")
        .stop("Product fetches are tagged per SKU and the webhook revalidates them on price changes."),
    planted: [
      { kind: "decision", keys: ["revalidatetag"] },
      { kind: "fact", keys: ["commercetools", "subscription"] },
    ],
  },
  {
    id: "b125-ds-reviewers",
    build: (s) =>
      s
        .user(
          "Ines again, pasted from #design-system:\n> Please, nothing that changes the visual output of Prism components gets merged without a DS reviewer on the PR. We keep finding surprises in prod.\nSo that's a rule for us now: whenever a diff changes how Prism components look, add @acme/ds-reviewers to the PR. Do it on the PromoBanner one.",
        )
        .bash("gh pr edit 4431 --add-reviewer acme/ds-reviewers", "https://github.com/acme/storefront/pull/4431")
        .assistant("Added @acme/ds-reviewers to #4431. Do you want a CODEOWNERS entry so it happens automatically?")
        .user("yes eventually, but CODEOWNERS needs platform's sign-off, so not today. put it on the list: CODEOWNERS rule for Prism-heavy folders.")
        .stop("DS reviewers are on #4431."),
    planted: [
      { kind: "instruction", keys: ["ds-reviewers"] },
      { kind: "task", keys: ["codeowners"] },
    ],
  },
  {
    id: "b125-middleware-size",
    build: (s) =>
      s
        .user("deploy to preview failed, something about the middleware size")
        .bash(
          "vercel deploy --prebuilt 2>&1 | tail -3",
          'Error: The Edge Function "middleware" size is 1.08 MB and your plan size limit is 1 MB.\nLearn More: https://vercel.link/edge-function-size',
          1,
        )
        .bash("grep -n import src/middleware.ts", "import { formatCurrency } from './lib/money'\nimport { negotiate } from './lib/i18n/negotiate'")
        .assistant(
          "Since the CHF banner change, middleware imports formatCurrency from lib/money, and that module pulls in the Intl polyfills (~200 kB). The banner only needs a boolean, so I can drop the import.",
        )
        .user(
          "yes drop it. and yes, we're on Pro, 1 MB is a hard limit for middleware. so keep middleware imports minimal, nothing from lib/money or the commerce client in there.",
        )
        .file("Edit", "src/middleware.ts")
        .bash("vercel deploy --prebuilt 2>&1 | tail -1", "✅  Preview: https://storefront-git-shop-2371-acme.vercel.app")
        .stop("Preview deployed; middleware is 0.71 MB."),
    planted: [
      { kind: "fact", keys: ["1 mb"] },
      { kind: "instruction", keys: ["middleware", "imports"] },
    ],
  },
  {
    id: "b125-empty-cls-guess",
    build: (s) =>
      s
        .user("CLS on the homepage went from 0.02 to 0.11 this week according to CrUX. any ideas before I dig in?")
        .assistant(
          "A few suspects: the new hero carousel without reserved height, the cookie banner if it pushes content down, or a font swap. Without a trace I can't tell which.",
        )
        .user("maybe the font swap? we changed the weights last week")
        .assistant("Could be, a swap from fallback to a font with different metrics shifts all text. A performance trace of a cold load would show it.")
        .user("ok I'll grab a trace tomorrow"),
    planted: [],
  },
  {
    id: "b125-self-host-fonts",
    build: (s) =>
      s
        .user("fonts: right now Acme Sans comes from a Typekit <link>. Should we self-host with next/font/local?")
        .bash("ls public/fonts/", "AcmeSans-Bold.woff2\nAcmeSans-Medium.woff2\nAcmeSans-Regular.woff2")
        .assistant(
          "Self-hosting with next/font/local gets you preloading, size-adjusted fallbacks (less CLS) and no third-party request. The woff2 files are already in public/fonts.",
        )
        .user(
          "yes, next/font/local it is. brand confirmed last week that the Typekit license ends in March and won't be renewed, so this had to happen anyway.",
        )
        .file("Write", "src/app/fonts.ts")
        .file("Edit", "src/app/[locale]/layout.tsx")
        .bash("pnpm build 2>&1 | tail -1", "✓ Compiled successfully")
        .stop("Acme Sans is loaded via next/font/local; the Typekit link is gone."),
    planted: [
      { kind: "decision", keys: ["next/font/local"] },
      { kind: "fact", keys: ["typekit", "march"] },
    ],
  },
  {
    id: "b125-payment-session",
    build: (s) =>
      s
        .user(
          "SHOP-2440, better error messages on the payment step. quick context: the payment step UI is ours, but /api/payment-session belongs to the Checkout team, Aisha is their lead, any change to that endpoint goes through her.",
        )
        .file("Read", "src/app/[locale]/checkout/payment/ErrorMessage.tsx")
        .assistant(
          "The UI maps 6 refusal reasons to messages and shows a generic 'Payment failed' for everything else, including 3DS2 challenge failures, which come back as raw codes.",
        )
        .user("do the 6 we have properly with copy from en-GB.json. TODO: ask Aisha for the full list of 3DS2 challenge error codes so we can map those too.")
        .file("Edit", "src/app/[locale]/checkout/payment/ErrorMessage.tsx")
        .file("Edit", "messages/en-GB.json")
        .bash("pnpm test:unit --filter payment", "✓ src/app/[locale]/checkout/payment/ErrorMessage.test.tsx (8 tests)\n     Tests  8 passed (8)")
        .stop("The six refusal reasons now show proper messages."),
    planted: [
      { kind: "fact", keys: ["aisha"] },
      { kind: "task", keys: ["3ds2"] },
    ],
  },
  {
    id: "b125-pnpm-corepack",
    build: (s) =>
      s
        .user("your lockfile diff on the fonts PR is 4000 lines, what happened?")
        .bash("pnpm -v; grep packageManager package.json; head -1 pnpm-lock.yaml", '9.12.3\n  "packageManager": "pnpm@8.15.4",\nlockfileVersion: \'9.0\'')
        .assistant("My global pnpm is 9.12, the repo pins 8.15.4 via packageManager, so the lockfile got rewritten in the v9 format.")
        .user(
          "yeah. go through corepack so you always get the pinned 8.15.4. The Vercel build image can't read a v9 lockfile yet, the build would've died. revert the lockfile and redo it.",
        )
        .bash(
          "git checkout main -- pnpm-lock.yaml && corepack enable && corepack pnpm install",
          "Lockfile is up to date, resolution step is skipped\nDone in 6.4s",
        )
        .stop("Lockfile is back in v6 format with pnpm 8.15.4."),
    planted: [
      { kind: "instruction", keys: ["corepack"] },
      { kind: "fact", keys: ["v9", "lockfile"] },
    ],
  },
  {
    id: "b125-tanstack-query",
    build: (s) =>
      s
        .user(
          "Paulo's review on the wishlist PR:\n> no new SWR please, we're moving to react-query\nHe's right, the guild settled it on Wednesday: TanStack Query for client-side fetching from now on, SWR stays only in the old code until it's migrated. Switch the wishlist hook.",
        )
        .bash("grep -rln useSWR src/ | wc -l", "14")
        .file("Edit", "src/lib/wishlist/useWishlist.ts")
        .bash("pnpm test:unit --filter wishlist", "✓ src/lib/wishlist/useWishlist.test.ts (6 tests)\n     Tests  6 passed (6)")
        .assistant("useWishlist is on TanStack Query now. There are 14 other files still using useSWR.")
        .user("yep, migrating those 14 is SHOP-2420 in the backlog, leave them.")
        .stop("Left the other SWR usages alone."),
    planted: [
      { kind: "decision", keys: ["tanstack"] },
      { kind: "task", keys: ["swr"] },
    ],
  },
  {
    id: "b125-empty-status",
    build: (s) =>
      s
        .user("where are we on the returns page?")
        .bash(
          "git status --short && git log --oneline -3",
          " M src/app/[locale]/returns/page.tsx\n3f1e9a2 returns page skeleton\nb71c0d4 returns copy in en-GB",
        )
        .assistant(
          "Copy and page skeleton are committed; I'm halfway through the returns form section, uncommitted. Tests and typecheck were green at the last commit.",
        )
        .user("cool, carry on"),
    planted: [],
  },
  {
    id: "b125-coupon-case",
    build: (s) =>
      s
        .user("SHOP-2431: coupon codes with lowercase letters are rejected at checkout, marketing is angry because 'summer24' doesn't work")
        .bash(
          "curl -s -X POST localhost:3000/api/cart/discount -d '{\"code\":\"summer24\"}' -H 'content-type: application/json'",
          '{"error":"DiscountCodeNonApplicable","message":"The discount code \'SUMMER24\' was not found."}',
        )
        .assistant(
          "CouponInput calls .toUpperCase() before submitting, and the code in commercetools is 'summer24'. If commercetools discount codes are case-sensitive, that's the whole bug. Should I also normalize on the server side?",
        )
        .user(
          "I checked with marketing and the commercetools docs: discount codes are case-sensitive, full stop. So no normalizing anywhere, we stop transforming the coupon input entirely and send exactly what the user typed (trimmed).",
        )
        .file("Edit", "src/components/CouponInput/index.tsx")
        .bash("curl -s -X POST localhost:3000/api/cart/discount -d '{\"code\":\"summer24\"}' -H 'content-type: application/json' | jq .applied", "true")
        .stop("Coupon codes are sent as typed (trimmed); summer24 applies."),
    planted: [
      { kind: "fact", keys: ["case-sensitive"] },
      { kind: "decision", keys: ["coupon", "transform"] },
    ],
  },
];

export const BLIND125 = plantedSet(BLIND125_SESSIONS, Date.UTC(2026, 10, 3, 9));
