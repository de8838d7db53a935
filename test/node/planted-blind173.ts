/**
 * Blind planted set 173 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a React/Next.js frontend lead reviewing the agent's pull request, writing review-comment
 * style remarks (nit:, blocking:, suggestion:, question:) mixed with team conventions.
 * Each session is one segment; the items planted in it are listed with it: 74 items (17 decisions, 21 instructions,
 * 19 facts, 17 tasks) in 55 sessions, 12 of which plant nothing (48 user/assistant messages between them). Every other message
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

export const BLIND173_SESSIONS: BlindSession[] = [
  {
    id: "b173-orders-fetch",
    build: (s) =>
      s
        .user(
          "Reviewing PR #412 now.\n\nblocking: `app/orders/page.tsx` fetches the order list in a useEffect. We don't do client-side fetching for initial data in this repo: server components fetch, client components get the data as props. That's a team convention, applies to everything going forward, not just this page.",
        )
        .file("Read", "app/orders/page.tsx")
        .assistant(
          "Moving the fetch into the page (a server component) and passing `orders` down to `OrdersTable`, which stays a client component for the sorting state.",
        )
        .file("Edit", "app/orders/page.tsx")
        .file("Edit", "app/orders/OrdersTable.tsx")
        .bash("pnpm tsc --noEmit", "")
        .user("nit: the props type in OrdersTable is just `Props`, call it `OrdersTableProps` here")
        .file("Edit", "app/orders/OrdersTable.tsx")
        .stop("Renamed the props type and pushed; typecheck is clean."),
    planted: [{ kind: "instruction", keys: ["server components"] }],
  },
  {
    id: "b173-swr-out",
    build: (s) =>
      s
        .user("question before I approve: why did you pull in swr? we already have @tanstack/react-query in package.json")
        .assistant(
          "swr was only for the polling hook in `useShipmentStatus`. react-query does the same with `refetchInterval`, so I can swap it if you prefer one library.",
        )
        .user(
          "yes swap it. we're standardizing on react-query, swr comes out of the deps.\n\nfollow-up (not this PR): the inventory widget on the dashboard still has its own hand-rolled fetch + cache wrapper, that should move to react-query too. separate ticket",
        )
        .bash("pnpm remove swr", "Packages: -1\n-\nProgress: resolved 1187, reused 1140, downloaded 0, added 0, done\n\ndependencies:\n- swr 2.2.5")
        .file("Edit", "hooks/useShipmentStatus.ts")
        .bash(
          "pnpm vitest run hooks/useShipmentStatus",
          " ✓ hooks/useShipmentStatus.test.ts (4 tests) 212ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)",
        )
        .stop("useShipmentStatus now uses useQuery with refetchInterval: 15_000; swr is gone from package.json."),
    planted: [
      { kind: "decision", keys: ["react-query"] },
      { kind: "task", keys: ["inventory widget"] },
    ],
  },
  {
    id: "b173-named-exports",
    build: (s) =>
      s
        .user(
          "nit: `ProductCard` is a default export. we do named exports for components everywhere, default export only where Next requires it (page.tsx, layout.tsx, route files).\n\nalso fyi since you touched `packages/ui/Badge.tsx`: packages/ui is owned by Maya's design-system team. don't edit it from app PRs, open an issue on their board instead.",
        )
        .assistant("Understood. I'll revert the Badge change and switch ProductCard to a named export, then fix the imports.")
        .bash(
          'git checkout main -- packages/ui/Badge.tsx && grep -rln "import ProductCard" app components',
          "app/(shop)/products/page.tsx\ncomponents/RelatedProducts.tsx\ncomponents/SearchResults.tsx",
        )
        .file("Edit", "components/ProductCard.tsx")
        .file("Edit", "app/(shop)/products/page.tsx")
        .file("Edit", "components/RelatedProducts.tsx")
        .file("Edit", "components/SearchResults.tsx")
        .user("nit: trailing whitespace on line 40 of ProductCard")
        .stop("Fixed the whitespace; Badge is back to main's version and the badge variant I needed is inlined for now."),
    planted: [
      { kind: "instruction", keys: ["named exports"] },
      { kind: "fact", keys: ["maya"] },
      { kind: "instruction", keys: ["packages/ui"] },
    ],
  },
  {
    id: "b173-empty-turbopack",
    build: (s) =>
      s
        .user("why is `next dev --turbo` so much slower on my machine than on Kenji's? same repo")
        .assistant(
          "Hard to say without a trace. It could be the file watcher on a large node_modules, or a different Node version, or antivirus scanning .next/. Do you want me to capture a trace?",
        )
        .bash("NEXT_TURBOPACK_TRACING=1 pnpm dev --turbo & sleep 30; ls -la .next/trace*", "-rw-r--r-- 1 dev dev 8.4M Nov 26 10:14 .next/trace-turbopack")
        .assistant("The trace is 8.4 MB; the biggest chunk of time is in resolving modules under packages/ui, but that may just be this cold start.")
        .user("hm ok. no action for now, I was just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b173-hydration-footer",
    build: (s) =>
      s
        .user("getting a hydration warning on every page since yesterday, can you look? might be the i18n middleware?")
        .bash(
          "pnpm dev 2>&1 | grep -A2 Warning",
          'Warning: Text content did not match. Server: "11/26/2026" Client: "26/11/2026"\n    at time\n    at Footer (./components/Footer.tsx:18:9)',
        )
        .assistant("The diff is a date, so my first guess is the locale. Let me check the Footer before blaming the middleware.")
        .file("Read", "components/Footer.tsx")
        .file("Edit", "components/Footer.tsx")
        .assistant(
          "Confirmed: the hydration mismatch is Footer.tsx calling toLocaleDateString() with no locale. The server renders en-US, your browser is en-GB. Passing the locale explicitly makes the warning go away; the i18n middleware isn't involved.",
        )
        .user(
          "ugh, classic. ok standing rule then: every date in a component goes through `formatDate` from lib/dates.ts with an explicit locale, no raw toLocale* calls in components. can you grep for others?",
        )
        .bash('grep -rn "toLocale" components app | grep -v test', "components/OrderRow.tsx:22:  {new Date(order.createdAt).toLocaleString()}")
        .file("Edit", "components/OrderRow.tsx")
        .stop("Both call sites now use formatDate(date, locale); no more hydration warnings in dev."),
    planted: [
      { kind: "fact", keys: ["tolocaledatestring"] },
      { kind: "instruction", keys: ["formatdate"] },
    ],
  },
  {
    id: "b173-cart-store",
    build: (s) =>
      s
        .file("Read", "components/Header/CartButton.tsx")
        .assistant(
          "For the cart state I see two options: React Context with a useReducer, or a small Zustand store. With Context every quantity change re-renders the whole header tree, including the mega menu.",
        )
        .user("Zustand. Context was my first instinct too but the rerender thing kills it. go with zustand for the cart store.")
        .file("Write", "stores/cart.ts")
        .file("Edit", "components/Header/CartButton.tsx")
        .bash("pnpm vitest run stores", " ✓ stores/cart.test.ts (6 tests) 41ms\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)")
        .user("suggestion: maybe persist it to localStorage? eh, not now. let's see if product even asks for it")
        .stop("Left persistence out; the store is in stores/cart.ts with add/remove/setQty selectors."),
    planted: [{ kind: "decision", keys: ["zustand"] }],
  },
  {
    id: "b173-hero-image",
    build: (s) =>
      s
        .user(
          "blocking: raw <img> in HeroBanner. use next/image, always — LCP on the home page is one of our KPIs. only exception is the SVG icons from the sprite.",
        )
        .bash(
          "cat next.config.js | sed -n '1,20p'",
          "/** @type {import('next').NextConfig} */\nmodule.exports = {\n  images: {\n    remotePatterns: [{ protocol: 'https', hostname: 'cdn.shopline-assets.com' }],\n  },\n  // TODO: remove once the old blog is gone\n  async redirects() { return [{ source: '/blog/:slug', destination: 'https://blog.shopline.dev/:slug', permanent: true }] },\n}",
        )
        .assistant("Do I need to add the banner host to remotePatterns, or is it already allowed?")
        .user("product and banner images all come from cdn.shopline-assets.com, it's already in remotePatterns. nothing to add")
        .file("Edit", "components/HeroBanner.tsx")
        .stop('HeroBanner uses next/image with priority and sizes="100vw".'),
    planted: [
      { kind: "instruction", keys: ["next/image"] },
      { kind: "fact", keys: ["shopline-assets"] },
    ],
  },
  {
    id: "b173-empty-typo",
    build: (s) =>
      s
        .user("fix the typo in the checkout button, it says 'Procced'")
        .file("Edit", "app/(checkout)/checkout/SubmitButton.tsx")
        .assistant("Fixed: 'Proceed to payment'.")
        .user("thx. run the unit tests real quick")
        .bash("pnpm test:unit", " Test Files  84 passed (84)\n      Tests  512 passed (512)\n   Duration  19.42s")
        .assistant("All 512 tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b173-preview-env",
    build: (s) =>
      s
        .user("the Vercel preview for your branch is red, can you check")
        .bash(
          "vercel logs shopline-web-git-h-orders-filter.vercel.app --since 1h | tail -5",
          "Error: NEXT_PUBLIC_API_URL is undefined\n    at lib/api/client.ts:4:11\n> Build error occurred\nError: Failed to collect page data for /orders",
        )
        .assistant("The Preview environment doesn't define NEXT_PUBLIC_API_URL; only Production has it. Do we commit an .env.preview somewhere?")
        .user(
          "no, that was the old setup. preview env vars live in the Vercel dashboard under 'Preview', and only Jonas has admin rights on the Vercel project. remind me tomorrow morning to get NEXT_PUBLIC_API_URL added to Preview",
        )
        .bash("git log --oneline -3 -- .env.example", "a41c2e9 chore: document NEXT_PUBLIC_API_URL\n77d0b1f chore: drop .env.preview")
        .stop("Nothing to change in the repo for this; the build will pass once the variable exists in Preview."),
    planted: [
      { kind: "fact", keys: ["jonas"] },
      { kind: "task", keys: ["next_public_api_url"] },
    ],
  },
  {
    id: "b173-class-order",
    build: (s) =>
      s
        .bash(
          "pnpm lint",
          "components/PriceTag.tsx\n  12:18  error  Invalid Tailwind CSS classnames order  tailwindcss/classnames-order\n\n✖ 1 problem (1 error, 0 warnings)",
          1,
        )
        .user(
          "nit: class order. run `pnpm format` before you push, the prettier tailwind plugin sorts them and CI lint fails otherwise.\nnit: `text-[13px]` → `text-sm`. we don't use arbitrary values when a design token exists",
        )
        .bash("pnpm format", "components/PriceTag.tsx 48ms\napp/(shop)/products/page.tsx 31ms (unchanged)")
        .file("Edit", "components/PriceTag.tsx")
        .bash("pnpm lint", "✔ No ESLint warnings or errors")
        .stop("Formatted and switched to text-sm; lint is green."),
    planted: [
      { kind: "instruction", keys: ["pnpm format"] },
      { kind: "instruction", keys: ["arbitrary values"] },
    ],
  },
  {
    id: "b173-address-form",
    build: (s) =>
      s
        .assistant("For the address form I used Formik + yup, since that's what the checkout flow uses.")
        .file("Read", "app/(checkout)/checkout/ShippingForm.tsx")
        .user(
          "checkout is legacy. new forms are react-hook-form + zod, the frontend guild settled that last week. please redo it.\n\nmigrating the checkout itself off Formik is on the Q1 list, not this PR.",
        )
        .file("Write", "app/(account)/addresses/AddressForm.tsx")
        .file("Write", "app/(account)/addresses/schema.ts")
        .bash("pnpm vitest run app/\\(account\\)/addresses", " ✓ app/(account)/addresses/AddressForm.test.tsx (5 tests) 388ms\n\n Test Files  1 passed (1)")
        .stop("AddressForm now uses useForm with zodResolver(addressSchema); yup is no longer imported anywhere outside checkout."),
    planted: [
      { kind: "decision", keys: ["react-hook-form"] },
      { kind: "task", keys: ["checkout", "formik"] },
    ],
  },
  {
    id: "b173-empty-eslint-rule",
    build: (s) =>
      s
        .bash(
          "sed -n '1,14p' .eslintrc.json",
          '{\n  "extends": ["next/core-web-vitals", "plugin:tailwindcss/recommended"],\n  "rules": {\n    "react/jsx-curly-brace-presence": ["error", { "props": "never", "children": "never" }],\n    "arrow-body-style": ["error", "as-needed"],\n    "curly": ["error", "always"],\n    "no-console": ["warn", { "allow": ["error"] }]\n  }\n}',
        )
        .user('what does jsx-curly-brace-presence with "never" actually complain about?')
        .assistant('It flags unnecessary braces around string literals, e.g. `className={"p-4"}` instead of `className="p-4"`, in both props and children.')
        .user("ah ok, so that's why it yelled at `{'Save'}`")
        .assistant("Yes, `<Button>{'Save'}</Button>` would be reported; `<Button>Save</Button>` is what it wants.")
        .stop(),
    planted: [],
  },
  {
    id: "b173-newsletter-action",
    build: (s) =>
      s
        .assistant(
          "For the newsletter signup I can either add a route handler at app/api/newsletter/route.ts, or a server action colocated with the form. Which do you want?",
        )
        .user("hmm. route handler gives us something curlable... nah. server action, nobody else calls it.")
        .file("Write", "app/(marketing)/newsletter/actions.ts")
        .file("Edit", "app/(marketing)/newsletter/SignupForm.tsx")
        .bash("pnpm vitest run newsletter", " ✓ app/(marketing)/newsletter/actions.test.ts (3 tests) 95ms")
        .user("nice. can you also make the button say 'Subscribe' instead of 'Submit'")
        .file("Edit", "app/(marketing)/newsletter/SignupForm.tsx")
        .stop("Button label changed."),
    planted: [{ kind: "decision", keys: ["server action"] }],
  },
  {
    id: "b173-e2e-seed",
    build: (s) =>
      s
        .bash(
          "pnpm test:e2e -- orders.spec.ts",
          "  1) [chromium] › orders.spec.ts:14:7 › opens order detail\n    Error: expect(locator).toBeVisible() failed\n    Locator: getByText('Order #10482')\n  1 failed",
          1,
        )
        .assistant("The test looks for a hardcoded order #10482 which no longer exists on staging.")
        .user(
          "yeah — the e2e suite runs in Playwright against staging.shopline.dev and staging's seed data resets every night at 02:00 UTC, ids change. in e2e tests always create your fixtures through the /test-api/seed endpoint, never rely on data that happens to be there.",
        )
        .file("Edit", "e2e/orders.spec.ts")
        .bash("pnpm test:e2e -- orders.spec.ts", "  3 passed (14.2s)")
        .stop("orders.spec.ts now seeds its own order in beforeEach."),
    planted: [
      { kind: "fact", keys: ["02:00"] },
      { kind: "fact", keys: ["staging.shopline.dev"] },
      { kind: "instruction", keys: ["/test-api/seed"] },
    ],
  },
  {
    id: "b173-cn-util",
    build: (s) =>
      s
        .file("Read", "components/Tabs.tsx")
        .user(
          "nit: these template-literal classNames with nested ternaries are unreadable. for anything conditional we use `cn()` from lib/utils (clsx + tailwind-merge), please stick to that",
        )
        .file("Edit", "components/Tabs.tsx")
        .bash("pnpm tsc --noEmit && pnpm lint", "✔ No ESLint warnings or errors")
        .user("better. what does tailwind-merge do when both px-2 and px-4 are passed, last one wins?")
        .assistant("Yes, the later conflicting class wins, so `cn('px-2', isWide && 'px-4')` yields px-4 when isWide is true.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["lib/utils"] }],
  },
  {
    id: "b173-empty-friday",
    build: (s) =>
      s
        .user("morning! how's the drawer PR looking")
        .assistant(
          "Morning. I pushed the last review fixes last night: the drawer closes on route change now, and the focus returns to the row that opened it. CI is green.",
        )
        .bash("gh pr checks 431", "build     pass  2m11s\nlint      pass  41s\ntest:unit pass  1m02s\ntest:e2e  pass  4m37s")
        .user("sweet. I'll look after standup. coffee first ☕")
        .assistant("Sounds good, I'll wait for your comments.")
        .stop(),
    planted: [],
  },
  {
    id: "b173-flags",
    build: (s) =>
      s
        .user("the new reviews section should be behind a flag. how are flags done here, did you find anything?")
        .bash(
          'grep -rn "process.env.NEXT_PUBLIC_FEATURE" app components | head -3',
          "app/(shop)/products/[slug]/page.tsx:9:  if (process.env.NEXT_PUBLIC_FEATURE_QA === 'true') {",
        )
        .assistant("I only found an env-var toggle in the product page. Should I follow that pattern?")
        .user(
          "no, that one's a leftover. flags go through `useFlag()` from lib/flags in client components (getFlag() on the server), don't read process.env for feature toggles. the LaunchDarkly project for staging is called shopline-web-stg, create the flag there first",
        )
        .file("Edit", "app/(shop)/products/[slug]/Reviews.tsx")
        .stop("Reviews is gated on useFlag('product-reviews'); default is off."),
    planted: [
      { kind: "instruction", keys: ["useflag"] },
      { kind: "fact", keys: ["shopline-web-stg"] },
    ],
  },
  {
    id: "b173-moment",
    build: (s) =>
      s
        .bash(
          "ANALYZE=true pnpm build | grep -E 'moment|date-fns'",
          "  node_modules/moment/moment.js               71.2 kB\n  node_modules/moment/locale (34 files)      38.9 kB\n  node_modules/date-fns/format.mjs             2.1 kB",
        )
        .assistant("Your PR adds `moment` for the relative timestamps; it's ~110 kB with locales. date-fns' formatDistance would do the same.")
        .user(
          "oh good catch, I didn't even notice moment was still in there. date-fns it is for this, and for anything date related from now on.\n\nnext sprint we need to rip moment out of the admin pages completely, that's where the rest of it comes from",
        )
        .file("Edit", "components/ReviewItem.tsx")
        .bash("pnpm why moment", "dependencies:\nadmin-charts 0.4.1\n└── moment 2.29.4")
        .stop("ReviewItem uses formatDistanceToNow; moment now only comes in via admin-charts."),
    planted: [
      { kind: "decision", keys: ["date-fns"] },
      { kind: "task", keys: ["moment"] },
    ],
  },
  {
    id: "b173-pricetag-story",
    build: (s) =>
      s
        .user("suggestion: add a story for the new PriceTag. every component in components/ gets a Storybook story, chromatic runs visual diffs on them in CI")
        .file("Write", "components/PriceTag.stories.tsx")
        .bash("pnpm storybook --ci", "│   Storybook 8.1.3 for react-vite started   │\n│   Local:            http://localhost:6007/ │")
        .assistant("It came up on 6007, not the default 6006 — is something else using 6006 on your machine?")
        .user("no that's intentional, our storybook is pinned to 6007 because the packages/ui storybook takes 6006")
        .stop("Stories for default, discounted and out-of-stock states are in."),
    planted: [
      { kind: "instruction", keys: ["story"] },
      { kind: "fact", keys: ["6007"] },
    ],
  },
  {
    id: "b173-empty-biome",
    build: (s) =>
      s
        .user("random thought: should we move from eslint+prettier to biome? lint takes 40s in CI")
        .assistant(
          "Biome would likely cut that to a few seconds, but it has no equivalent of eslint-plugin-tailwindcss or the next/core-web-vitals rules yet, so we'd lose those checks.",
        )
        .user("hmm, that's a real cost. dunno. let me think about it, don't change anything")
        .bash("pnpm lint --debug 2>&1 | grep -i 'took'", "Linting took 38.7s")
        .assistant("For reference, lint took 38.7s locally just now.")
        .stop(),
    planted: [],
  },
  {
    id: "b173-search-filters",
    build: (s) =>
      s
        .user("blocking: filters on /search reset on refresh. they need to survive reload and be shareable")
        .assistant(
          "I could keep them in the URL. nuqs gives typed useQueryState hooks and works with the app router; alternatively I can hand-roll it with useSearchParams + router.replace.",
        )
        .user("yep nuqs is fine, go")
        .bash("pnpm add nuqs", "dependencies:\n+ nuqs 1.19.1")
        .file("Edit", "app/(shop)/search/Filters.tsx")
        .bash("pnpm test:e2e -- search.spec.ts", "  5 passed (11.8s)")
        .user("works. the sort dropdown on /search still uses useState though — leave it, TODO for a follow-up PR to move it to nuqs too")
        .stop(),
    planted: [
      { kind: "decision", keys: ["nuqs"] },
      { kind: "task", keys: ["sort dropdown"] },
    ],
  },
  {
    id: "b173-commitlint",
    build: (s) =>
      s
        .bash(
          'git commit -m "fixed order filters"',
          "⧗   input: fixed order filters\n✖   subject may not be empty [subject-empty]\n✖   type may not be empty [type-empty]\n\n✖   found 2 problems, 0 warnings\nhusky - commit-msg hook exited with code 1 (error)",
          1,
        )
        .user(
          "commit messages are conventional commits here, and the scope is the route segment, e.g. `fix(orders): keep filters on reload`. commitlint rejects anything else",
        )
        .bash(
          'git commit -m "fix(orders): keep filters on reload"',
          "[h-orders-filter 3c9e1a2] fix(orders): keep filters on reload\n 2 files changed, 41 insertions(+), 12 deletions(-)",
        )
        .stop("Committed."),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b173-barrel",
    build: (s) =>
      s
        .file("Write", "components/checkout/index.ts")
        .user(
          "please delete that index.ts. we don't do barrel files in this app. last year the components/ barrel pulled recharts into every single page, +180kb on the home page, that's how we found out.",
        )
        .bash('rm components/checkout/index.ts && grep -rln "components/checkout\'" app', "app/(checkout)/checkout/page.tsx")
        .file("Edit", "app/(checkout)/checkout/page.tsx")
        .bash("pnpm tsc --noEmit", "")
        .stop("Removed the barrel and switched to direct imports."),
    planted: [
      { kind: "instruction", keys: ["barrel"] },
      { kind: "fact", keys: ["recharts"] },
    ],
  },
  {
    id: "b173-empty-flaky",
    build: (s) =>
      s
        .bash(
          "pnpm test:e2e -- cart.spec.ts --repeat-each=10",
          '  2) [chromium] › cart.spec.ts:31:5 › updates badge count\n    Error: expect(received).toBe(expected)\n    Expected: "3"\n    Received: "2"\n  1 flaky\n  19 passed (48.0s)',
        )
        .user("flaky again. is it the badge animation?")
        .assistant(
          "Possibly: the badge uses a 200ms count-up animation, so reading the text mid-animation would give 2. It could also be the optimistic update racing the server response. I haven't confirmed either.",
        )
        .user("ok. could be either. let's not touch it today")
        .assistant("Leaving it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b173-i18n",
    build: (s) =>
      s
        .user("we need German on the account pages. what would you use?")
        .assistant(
          "Two realistic options: next-intl, which supports server components directly, or react-i18next, which needs a client provider and would push the account pages to the client. I'd lean next-intl.",
        )
        .user(
          "agreed, next-intl. strings go in messages/{locale}.json — and only ever edit messages/en.json by hand, the other locales are synced from Lokalise every night and your edits will just get overwritten",
        )
        .bash("pnpm add next-intl", "dependencies:\n+ next-intl 3.15.2")
        .file("Write", "i18n.ts")
        .file("Edit", "messages/en.json")
        .stop("Wired next-intl into the (account) layout; en.json has the new keys."),
    planted: [
      { kind: "decision", keys: ["next-intl"] },
      { kind: "instruction", keys: ["en.json"] },
      { kind: "fact", keys: ["lokalise"] },
    ],
  },
  {
    id: "b173-focus-ring",
    build: (s) =>
      s
        .file("Read", "components/Header/MegaMenu.tsx")
        .user(
          "blocking: you removed `outline` on the menu buttons. every interactive element needs a visible focus ring — if you kill the outline, replace it with a focus-visible ring. no exceptions.",
        )
        .file("Edit", "components/Header/MegaMenu.tsx")
        .bash("pnpm test:e2e -- a11y.spec.ts", "  2 passed (6.1s)")
        .user(
          "ok. separately, the mega menu isn't keyboard navigable at all (arrow keys do nothing). not your PR's fault, it's ticketed as FE-2231, leave it for later",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["focus-visible"] },
      { kind: "task", keys: ["fe-2231"] },
    ],
  },
  {
    id: "b173-api-client",
    build: (s) =>
      s
        .bash("git diff --stat main", " lib/api/generated/orders.ts | 14 +++++++++-----\n components/OrderRow.tsx     |  6 +++---\n 2 files changed")
        .user(
          "blocking: you hand-edited lib/api/generated/orders.ts. don't touch anything under lib/api/generated — it's generated by orval from the backend's OpenAPI spec. if a type is wrong, regenerate with `pnpm api:gen` or raise it with the backend",
        )
        .bash(
          "git checkout main -- lib/api/generated/orders.ts && pnpm api:gen",
          "orval v6.28.2 🍻 Start orval\n🎉 shopline - Your OpenAPI spec has been converted into ready to use orval!",
        )
        .bash("pnpm tsc --noEmit", "")
        .stop("Regenerated; the `refundedAt` field is in the spec already so no manual change was needed."),
    planted: [
      { kind: "instruction", keys: ["generated"] },
      { kind: "fact", keys: ["orval"] },
    ],
  },
  {
    id: "b173-empty-todos",
    build: (s) =>
      s
        .user("how many TODOs are in app/ right now? just curious")
        .bash(
          'grep -rn "TODO\\|FIXME" app | head -5; grep -rn "TODO\\|FIXME" app | wc -l',
          "app/(shop)/cart/page.tsx:12:  // TODO: always show shipping estimate once API supports it\napp/(account)/orders/[id]/page.tsx:40:  // FIXME never shows refunds for partial returns\napp/layout.tsx:7:// TODO must remove GA3 snippet\napp/(marketing)/page.tsx:88:  // TODO: hero A/B\napp/embed/layout.tsx:3:// TODO\n27",
        )
        .assistant("27 TODO/FIXME comments in app/. The first few are about the shipping estimate, partial refunds, the GA3 snippet and the hero A/B test.")
        .user("lol. ok, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b173-loading-skeletons",
    build: (s) =>
      s
        .user(
          "approving #431 with comments. it's fine as is, but after this merges we still need loading.tsx skeletons for /orders and /returns, right now there's a blank flash",
        )
        .assistant("Noted. Should I open a follow-up PR for them now?")
        .user("not now, just the merge. I'll pick it up")
        .bash("gh pr merge 431 --squash", "✓ Squashed and merged pull request #431 (feat(orders): order detail drawer)")
        .stop("Merged #431."),
    planted: [{ kind: "task", keys: ["loading.tsx"] }],
  },
  {
    id: "b173-node-version",
    build: (s) =>
      s
        .bash(
          "node -v && pnpm build 2>&1 | tail -3",
          "v18.19.0\n  ▲ Next.js 14.2.5\nYou are using Node.js 18.19.0. For Next.js, Node.js version >= v18.17.0 is required.",
        )
        .assistant("Builds on 18, but is there a reason the repo's on 18 locally?")
        .user("it isn't. .nvmrc says 20.11, same as Vercel's build image. run `nvm use` in the repo")
        .bash("nvm use && node -v", "Found '/home/dev/src/app/.nvmrc' with version <20.11>\nNow using node v20.11.1 (npm v10.2.4)\nv20.11.1")
        .stop(),
    planted: [{ kind: "fact", keys: ["20.11"] }],
  },
  {
    id: "b173-sentry-replay",
    build: (s) =>
      s
        .file("Read", "sentry.client.config.ts")
        .assistant("The PR enables Sentry's session replay at 10% of sessions, as the ticket asked.")
        .user(
          "drop that part. we're not doing session replay at all, privacy said no last week. set replaysSessionSampleRate to 0.\n\nand remind me to ask legal in January whether masked-only replay would be acceptable",
        )
        .file("Edit", "sentry.client.config.ts")
        .bash("pnpm build | grep -i sentry", "[@sentry/nextjs] Uploading source maps for release 2026.11.26-3")
        .stop("Replay integration removed; error tracking unchanged."),
    planted: [
      { kind: "decision", keys: ["session replay"] },
      { kind: "task", keys: ["legal"] },
    ],
  },
  {
    id: "b173-empty-review-questions",
    build: (s) =>
      s
        .file("Read", "components/OrderDrawer.tsx")
        .user("question: why is the drawer state in the URL (`?order=123`) and not local state?")
        .assistant(
          "So that the back button closes the drawer and a link to a specific order opens it directly; support asked for shareable links in the ticket.",
        )
        .user("question 2: why useTransition around the close?")
        .assistant("Closing does a router.replace, and without the transition the table flashes its loading state for a frame.")
        .user("makes sense, both fine")
        .stop(),
    planted: [],
  },
  {
    id: "b173-error-boundaries",
    build: (s) =>
      s
        .user(
          "the new /returns segment has no error.tsx. every route segment gets its own error.tsx that renders the shared <ErrorState /> — otherwise a thrown fetch bubbles up and blanks the whole layout",
        )
        .file("Write", "app/(account)/returns/error.tsx")
        .bash("pnpm vitest run returns", " ✓ app/(account)/returns/error.test.tsx (1 test) 33ms")
        .stop("Added error.tsx with ErrorState and a retry via reset()."),
    planted: [{ kind: "instruction", keys: ["error.tsx"] }],
  },
  {
    id: "b173-revalidate",
    build: (s) =>
      s
        .bash('grep -rn "revalidate" app/\\(shop\\)', "app/(shop)/products/page.tsx:3:export const revalidate = 300")
        .assistant("Would it be better to drop revalidate to 60 so price changes show up faster?")
        .user("no. the catalog API rate-limits us at 60 req/min per API key, that's why /products sits at 300 seconds")
        .file("Edit", "app/(shop)/products/page.tsx")
        .stop("Left revalidate at 300 and only reverted my comment change."),
    planted: [{ kind: "fact", keys: ["60 req"] }],
  },
  {
    id: "b173-icons",
    build: (s) =>
      s
        .bash('grep -rln "@fortawesome" app components | wc -l', "23")
        .assistant("This PR adds two more FontAwesome icons. lucide-react has both and is tree-shakeable; want me to use that instead?")
        .user(
          "yes, let's go with lucide-react for icons from here on, the fontawesome kit is going away. the remaining FA usages in admin/ can wait, I'll make a ticket — FE-2240",
        )
        .bash("pnpm add lucide-react", "dependencies:\n+ lucide-react 0.460.0")
        .file("Edit", "components/ReviewItem.tsx")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lucide"] },
      { kind: "task", keys: ["fe-2240"] },
    ],
  },
  {
    id: "b173-empty-rename",
    build: (s) =>
      s
        .user("rename `getUsr` to `getUser` in lib/session.ts and its callers")
        .bash('grep -rln "getUsr" app lib components', "lib/session.ts\napp/(account)/layout.tsx\napp/(account)/settings/page.tsx")
        .file("Edit", "lib/session.ts")
        .file("Edit", "app/(account)/layout.tsx")
        .file("Edit", "app/(account)/settings/page.tsx")
        .assistant("Renamed in lib/session.ts and the two callers.")
        .user("👍")
        .assistant("Typecheck passes too.")
        .stop(),
    planted: [],
  },
  {
    id: "b173-dialog",
    build: (s) =>
      s
        .user("the confirm-delete modal in your PR is a custom div with a portal. focus doesn't get trapped. what are our options")
        .assistant(
          "Either @radix-ui/react-dialog (focus trap, aria, escape handling out of the box), or Headless UI's Dialog. Radix matches the popover we already use.",
        )
        .user("radix, yes")
        .bash("pnpm add @radix-ui/react-dialog", "dependencies:\n+ @radix-ui/react-dialog 1.1.2")
        .file("Edit", "components/ConfirmDelete.tsx")
        .stop("ConfirmDelete is now built on Radix Dialog."),
    planted: [{ kind: "decision", keys: ["radix"] }],
  },
  {
    id: "b173-toasts",
    build: (s) =>
      s
        .user("we need toasts for 'added to cart'. let's put a ToastContext provider in the root layout and")
        .user("actually no, scratch that — use sonner, it's already wrapped in packages/ui as <Toaster />. don't build our own")
        .file("Edit", "app/layout.tsx")
        .file("Edit", "components/AddToCart.tsx")
        .bash("pnpm tsc --noEmit", "")
        .stop("Toaster is mounted once in the root layout; AddToCart calls toast.success."),
    planted: [{ kind: "decision", keys: ["sonner"] }],
  },
  {
    id: "b173-geo-redirect",
    build: (s) =>
      s
        .assistant(
          "For the EU redirect I can either read x-vercel-ip-country in middleware.ts and redirect before render, or check it in the root layout and redirect there. Middleware avoids rendering the page twice.",
        )
        .user("ok, going with middleware for the geo redirect")
        .file("Edit", "middleware.ts")
        .bash("pnpm vitest run middleware", " ✓ middleware.test.ts (7 tests) 58ms")
        .user("does the matcher still skip /_next and /api?")
        .assistant("Yes, the matcher is unchanged: `/((?!api|_next|favicon.ico).*)`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["middleware"] }],
  },
  {
    id: "b173-empty-suspense-idea",
    build: (s) =>
      s
        .user("what if we wrapped the whole product page in one Suspense boundary instead of three?")
        .assistant(
          "It would simplify the tree, but the reviews and recommendations would then block the price and buy button from streaming in; right now the top of the page shows up around 300ms earlier.",
        )
        .user("oh right, forget it then, keep the three")
        .assistant("Keeping the current three boundaries, nothing changed.")
        .bash("git status --short", "")
        .stop(),
    planted: [],
  },
  {
    id: "b173-next15",
    build: (s) =>
      s
        .bash(
          "pnpm outdated next react",
          "┌─────────┬─────────┬─────────┐\n│ Package │ Current │ Latest  │\n├─────────┼─────────┼─────────┤\n│ next    │ 14.2.5  │ 15.0.3  │\n│ react   │ 18.3.1  │ 19.0.0  │\n└─────────┴─────────┴─────────┘",
        )
        .assistant("Renovate wants to bump next to 15. Should I include that in this PR?")
        .user(
          "no!! we're pinned to next 14.2.5 on purpose, 14.2.6+ has the i18n routing regression we hit in October. next sprint we need to do the Next 15 upgrade properly, its own PR",
        )
        .file("Edit", "renovate.json")
        .stop("Added next/react to renovate's ignoreDeps for now."),
    planted: [
      { kind: "fact", keys: ["14.2.5"] },
      { kind: "task", keys: ["next 15"] },
    ],
  },
  {
    id: "b173-cookie-banner",
    build: (s) =>
      s
        .user("while you're in the layout: the cookie banner renders on /embed pages too, which breaks the partner iframes. not for now, TODO for later")
        .file("Read", "app/embed/layout.tsx")
        .assistant("The embed layout inherits the root layout, which mounts the CookieBanner unconditionally.")
        .user("right. leave it, just finish the toast thing")
        .file("Edit", "app/layout.tsx")
        .stop(),
    planted: [{ kind: "task", keys: ["cookie banner"] }],
  },
  {
    id: "b173-legacy-flag",
    build: (s) =>
      s
        .bash('grep -rn "legacy-checkout" app lib | wc -l', "9")
        .user("remind me to delete the legacy-checkout flag and its 9 branches once the A/B test ends on Dec 10")
        .assistant("Will do. Should I add a comment at each branch pointing to the end date?")
        .user("no, just the reminder")
        .stop(),
    planted: [{ kind: "task", keys: ["legacy-checkout"] }],
  },
  {
    id: "b173-orders-review-list",
    build: (s) =>
      s
        .bash(
          "gh pr diff 447 --stat",
          " hooks/useOrdrs.ts          | 38 ++++++++\n lib/config.ts              |  4 +\n app/(account)/orders/page.tsx | 12 ++-\n 3 files changed",
        )
        .user(
          "Overall LGTM, a few things:\n\n1. nit: `useOrdrs` → `useOrders`\n2. blocking: you put the stripe secret in a NEXT_PUBLIC_ var. never put secrets in NEXT_PUBLIC_ variables, anything with that prefix gets inlined into the client bundle\n3. fyi the orders API paginates with an opaque cursor (`nextCursor`), not page numbers, and max page size is 50 — so the `page=2` param you added does nothing\n4. follow-up, not this PR: once backend ships the status filter (BE-881) we wire it into the orders filters",
        )
        .file("Edit", "hooks/useOrders.ts")
        .file("Edit", "lib/config.ts")
        .file("Edit", "app/(account)/orders/page.tsx")
        .bash("pnpm tsc --noEmit && pnpm vitest run hooks", " ✓ hooks/useOrders.test.ts (3 tests) 77ms")
        .stop("Renamed the hook, moved the Stripe key to a server-only STRIPE_SECRET_KEY and switched pagination to nextCursor."),
    planted: [
      { kind: "instruction", keys: ["next_public_"] },
      { kind: "fact", keys: ["cursor"] },
      { kind: "task", keys: ["be-881"] },
    ],
  },
  {
    id: "b173-empty-status",
    build: (s) =>
      s
        .assistant(
          "Status: I addressed all five review comments on #447 — renamed the hook, moved the Stripe key server-side, fixed pagination, and replied to the BE-881 note. Re-requested your review.",
        )
        .user("cool, I'll take a look in a bit")
        .bash("gh pr view 447 --json reviewDecision -q .reviewDecision", "REVIEW_REQUIRED")
        .assistant("It's waiting for your review.")
        .user("yep, after lunch")
        .stop(),
    planted: [],
  },
  {
    id: "b173-route-group",
    build: (s) =>
      s
        .bash('grep -rln "await requireSession()" app | wc -l', "11")
        .assistant(
          "Every account page calls requireSession() itself. I'd move them under an (account) route group with one layout.tsx that does the auth check once, so a new page can't forget it.",
        )
        .user("question: does that break the /account/login page?")
        .assistant("Login would stay outside the group, at app/login, so it isn't affected.")
        .user("ok then yes, go with the route group")
        .file("Write", "app/(account)/layout.tsx")
        .bash(
          "git mv app/account app/\\(account\\) && pnpm build | tail -2",
          "○  (Static)   prerendered as static content\nƒ  (Dynamic)  server-rendered on demand",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["route group"] }],
  },
  {
    id: "b173-css-modules",
    build: (s) =>
      s
        .file("Write", "components/PromoStrip.module.css")
        .user(
          "blockign: pls dont add new .module.css files. we went tailwind-only last year, its settled. the last few css modules in components/legacy still need converting at some point, but thats not on you",
        )
        .bash(
          "rm components/PromoStrip.module.css && ls components/legacy/*.module.css",
          "components/legacy/Carousel.module.css\ncomponents/legacy/Footer.module.css\ncomponents/legacy/NewsletterBox.module.css\ncomponents/legacy/Rating.module.css",
        )
        .file("Edit", "components/PromoStrip.tsx")
        .stop("PromoStrip is Tailwind only now; the four legacy modules are untouched."),
    planted: [
      { kind: "decision", keys: ["tailwind-only"] },
      { kind: "instruction", keys: [".module.css"] },
      { kind: "task", keys: ["components/legacy"] },
    ],
  },
  {
    id: "b173-empty-build-warning",
    build: (s) =>
      s
        .bash(
          "pnpm build 2>&1 | grep -i warn",
          "⚠ Using edge runtime on a page currently disables static generation for that page\n⚠ You should always provide `sizes` when using `fill` on next/image (components/HeroBanner.tsx)\nwarn - The Next.js plugin was not detected in your ESLint configuration. You must add it.",
        )
        .user("what's that eslint plugin warning about? we do have next/core-web-vitals")
        .assistant(
          "Probably because the ESLint config is .eslintrc.json in the root while the build looks for a flat config first; I'm not sure though, it may also be a known false positive in 14.2.",
        )
        .user("ok whatever, it's been there for months. ignore it")
        .assistant("Ignoring it.")
        .stop(),
    planted: [],
  },
  {
    id: "b173-analytics",
    build: (s) =>
      s
        .assistant(
          "The ticket asks for an add_to_cart event. I can fire it client-side from AddToCart after the optimistic update, or from the server action once the cart write succeeds. Server-side is more accurate but loses the anonymous id.",
        )
        .user(
          "client-side. we track add_to_cart on the client, the anonymous id matters more for the funnel. event names and properties come from the tracking plan in Notion — Priya owns it, ask her before inventing new events",
        )
        .file("Edit", "components/AddToCart.tsx")
        .bash("pnpm vitest run AddToCart", " ✓ components/AddToCart.test.tsx (4 tests) 120ms")
        .user("nit: `product_id` not `productId` in the payload")
        .file("Edit", "components/AddToCart.tsx")
        .stop(),
    planted: [
      { kind: "decision", keys: ["add_to_cart"] },
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["new events"] },
    ],
  },
  {
    id: "b173-bundle-budget",
    build: (s) =>
      s
        .bash(
          "pnpm size-limit",
          "  app/(shop)/products/[slug]\n  Size limit: 180 kB\n  Size:       193.4 kB with all dependencies, minified and gzipped\n  \n  Error: Size limit exceeded",
          1,
        )
        .assistant("The product page is at 193.4 kB first-load JS. Is 180 kB a hard limit?")
        .user(
          "yes, CI fails any route whose first-load JS goes over 180 kB, that's the size-limit job. you're over because of the reviews carousel (38 kB). for this PR just drop the carousel import. TODO next sprint: lazy-load the reviews carousel properly with next/dynamic",
        )
        .file("Edit", "app/(shop)/products/[slug]/page.tsx")
        .bash("pnpm size-limit", "  app/(shop)/products/[slug]\n  Size limit: 180 kB\n  Size:       155.9 kB")
        .stop(),
    planted: [
      { kind: "fact", keys: ["180 kb"] },
      { kind: "task", keys: ["reviews carousel"] },
    ],
  },
  {
    id: "b173-blur-placeholders",
    build: (s) =>
      s
        .user("the product grid pops in really harshly on 3G. ideas?")
        .assistant(
          "We could use next/image's placeholder=\"blur\" with a blurDataURL. The CDN can return a tiny 10px-wide preview via `?w=10`, which we'd fetch at build/revalidate time and inline as base64.",
        )
        .user("yes, let's do blur placeholders from the CDN's ?w=10 preview")
        .file("Write", "lib/images/blur.ts")
        .file("Edit", "components/ProductCard.tsx")
        .bash("pnpm build | grep products", "● /products                 4.1 kB   151.2 kB")
        .stop("Grid images now have blur placeholders; first-load JS unchanged."),
    planted: [{ kind: "decision", keys: ["blur"] }],
  },
  {
    id: "b173-auth",
    build: (s) =>
      s
        .file("Read", "app/api/auth/[...nextauth]/route.ts")
        .assistant("Which auth setup are we on? I see next-auth in package.json but the provider config is imported from lib/auth.")
        .user(
          "NextAuth v4 with the Keycloak provider, sessions last 8 hours, config lives in lib/auth.ts. the NextAuth v5 migration is a Q2 thing, put it on the list, don't start it here",
        )
        .file("Edit", "lib/auth.ts")
        .bash("pnpm vitest run lib/auth", " ✓ lib/auth.test.ts (5 tests) 64ms")
        .stop("Added the `roles` claim to the session callback."),
    planted: [
      { kind: "fact", keys: ["keycloak"] },
      { kind: "task", keys: ["nextauth", "v5"] },
    ],
  },
  {
    id: "b173-pr-size",
    build: (s) =>
      s
        .bash("gh pr view 452 --json additions,deletions", '{"additions":1184,"deletions":402}')
        .user(
          "I'll review this one, but suggestion for next time: keep PRs under ~400 lines changed and split refactors from features. I'd much rather review three small PRs than one of these. that goes for everyone on the team, not just you",
        )
        .assistant("Understood. For this one, do you want me to split out the ProductCard refactor now?")
        .user("no, too late for this one, I'll just go through it")
        .stop(),
    planted: [{ kind: "instruction", keys: ["400 lines"] }],
  },
  {
    id: "b173-e2e-selectors",
    build: (s) =>
      s
        .user("for the new e2e tests, use data-testid attributes for selectors")
        .file("Edit", "components/ConfirmDelete.tsx")
        .bash("pnpm test:e2e -- account.spec.ts", "  4 passed (9.7s)")
        .user(
          "hmm, actually, looking at it again — let's go with getByRole / getByLabel queries instead. they test the a11y tree for free. testids only as a last resort when there's no accessible name",
        )
        .file("Edit", "e2e/account.spec.ts")
        .file("Edit", "components/ConfirmDelete.tsx")
        .bash("pnpm test:e2e -- account.spec.ts", "  4 passed (9.9s)")
        .stop("Switched the new tests to getByRole and removed the testids I'd added."),
    planted: [{ kind: "decision", keys: ["getbyrole"] }],
  },
  {
    id: "b173-codeowners",
    build: (s) =>
      s
        .bash("gh pr view 455 --json reviewRequests -q '.reviewRequests[].name'", "payments-squad")
        .assistant("GitHub auto-requested payments-squad as reviewers. Did I touch something of theirs?")
        .user("yes, the checkout flow belongs to the payments squad (Lena's team). anything under app/(checkout) needs one of their approvals, it's enforced")
        .bash("grep checkout .github/CODEOWNERS", "/app/(checkout)/  @shopline/payments-squad")
        .user("and remind me to add app/(account)/returns to CODEOWNERS for our team, it's missing")
        .stop(),
    planted: [
      { kind: "fact", keys: ["lena"] },
      { kind: "task", keys: ["codeowners"] },
    ],
  },
];

export const BLIND173 = plantedSet(BLIND173_SESSIONS, Date.UTC(2026, 10, 26, 9));
