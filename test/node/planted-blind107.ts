/**
 * Blind planted set 107 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an Angular + NgRx developer at a travel booking site (search results, caching, A/B tests,
 * SSR), enthusiastic but scattered ("oh and", "wait", "btw", typos, lists); Codex CLI voice for the
 * agent (terse, options laid out, short status lines).
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions, 17 instructions,
 * 18 facts, 17 tasks) in 52 sessions, 11 of which plant nothing (58 user/assistant messages between them). Every other message
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

export const BLIND107_SESSIONS: BlindSession[] = [
  {
    id: "b107-search-back-refetch",
    build: (s) =>
      s
        .user(
          "ok so the search results page refetches every single time you hit back from hotel detail, super annoying. can you look? oh btw /api/search sits behind Fastly with a 90 second TTL, platform team owns that config so we cant touch it",
        )
        .bash(
          "grep -rn loadSearchResults src/app/search --include=*.ts",
          "src/app/search/store/search.actions.ts:12:export const loadSearchResults = createAction(\nsrc/app/search/store/search.effects.ts:31:      map(({ query }) => SearchActions.loadSearchResults({ query })),\nsrc/app/search/search-page.component.ts:58:    this.store.dispatch(SearchActions.loadSearchResults({ query: this.query }));",
        )
        .assistant(
          "The component dispatches loadSearchResults in ngOnInit and the effect fires on every ROUTER_NAVIGATED for /search, so going back triggers a fetch even when the store already has results for that query. Two ways out: guard in the effect with withLatestFrom(selectResultsForQuery) and skip when the entry is fresh, or move loading into a route resolver. I'd guard in the effect.",
        )
        .user("yeah guard in the effect. resolvers + SSR = pain, been there")
        .file("Edit", "src/app/search/store/search.effects.ts")
        .bash(
          "npx ng test --include=src/app/search --watch=false",
          "Chrome Headless 120.0: Executed 48 of 48 SUCCESS (2.914 secs / 2.711 secs)\nTOTAL: 48 SUCCESS",
        )
        .assistant("Effect now skips the fetch when the cached entry for the query is under 90s old. 48/48 search specs pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fastly", "90"] },
      { kind: "decision", keys: ["guard", "effect"] },
    ],
  },
  {
    id: "b107-experiment-service",
    build: (s) =>
      s
        .user(
          "A/B stuff: from now on every experiment flag goes thru ExperimentService.variant(), nobody reads the optimizely cookie directly in a component. I found like 3 places doing that last week",
        )
        .bash(
          'grep -rn "optimizelyEndUserId\\|opt_variant" src/app --include=*.ts',
          "src/app/hotel/price-badge/price-badge.component.ts:22:    const v = this.cookies.get('opt_variant_price_badge');\nsrc/app/search/filters/filters.component.ts:40:    if (this.cookies.get('opt_variant_filters_v2') === 'b') {\nsrc/app/checkout/upsell/upsell.component.ts:17:    this.variant = this.cookies.get('opt_variant_upsell');",
        )
        .assistant(
          "Found the three: price-badge, filters and upsell components each read an opt_variant_* cookie. Want me to switch them to ExperimentService.variant()?",
        )
        .user("yes do all 3")
        .file("Edit", "src/app/hotel/price-badge/price-badge.component.ts")
        .file("Edit", "src/app/search/filters/filters.component.ts")
        .file("Edit", "src/app/checkout/upsell/upsell.component.ts")
        .user("oh and the price-badge experiment ends on the 24th, after that somebody has to rip out the control branch + the flag. not now tho")
        .assistant("Noted. The three components now call ExperimentService.variant(); no direct cookie reads left under src/app.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["experimentservice"] },
      { kind: "task", keys: ["price-badge", "control"] },
    ],
  },
  {
    id: "b107-ssr-build-slow",
    build: (s) =>
      s
        .user("wait why is the SSR build taking 4 minutes now?? it was like 1.5 last month")
        .bash(
          "npx ng build --configuration=production --stats-json 2>&1 | tail -5",
          "Initial chunk files | Names | Raw size\nmain.js | main | 2.41 MB\nserver.mjs | server | 9.87 MB\nApplication bundle generation complete. [241.602 seconds]",
        )
        .assistant("Server bundle is 9.87 MB, which is way up. Maybe the lodash import in the pricing utils? Checking the stats before guessing more.")
        .bash(
          "npx source-map-explorer dist/server/server.mjs --json | jq '.results[0].files | to_entries | sort_by(-.value.size) | .[0:3] | map(.key)'",
          '[\n  "node_modules/date-fns/locale/index.js",\n  "node_modules/@angular/core/fesm2022/core.mjs",\n  "node_modules/rxjs/dist/esm/index.js"\n]',
        )
        .assistant(
          "Not lodash. Root cause: src/app/shared/i18n/date-locale.ts does `import * as locales from 'date-fns/locale'`, which pulls all 90-odd date-fns locales into both bundles. Importing just the six we ship brings the server build back to 1m48s.",
        )
        .user("ugh classic. ok do the six imports")
        .file("Edit", "src/app/shared/i18n/date-locale.ts")
        .bash("npx ng build --configuration=production 2>&1 | tail -1", "Application bundle generation complete. [108.377 seconds]")
        .stop("Build is back to 108s with only the six date-fns locales imported."),
    planted: [{ kind: "fact", keys: ["date-fns", "locale"] }],
  },
  {
    id: "b107-test-runner",
    build: (s) =>
      s
        .user(
          "hey quick thing before we start — run unit tests with `npx jest --selectProjects web`, NOT ng test, we moved the web app to jest in october and ng test is just the old karma config rotting in there",
        )
        .bash(
          "npx jest --selectProjects web src/app/booking",
          "PASS web src/app/booking/booking.reducer.spec.ts\nPASS web src/app/booking/booking.effects.spec.ts\n\nTest Suites: 2 passed, 2 total\nTests:       31 passed, 31 total",
        )
        .assistant("31 booking tests pass under jest. What did you want to change in booking?")
        .user("the reducer has a typo in the action name, `bookingConfimed`, fix it pls")
        .file("Edit", "src/app/booking/store/booking.actions.ts")
        .file("Edit", "src/app/booking/store/booking.reducer.ts")
        .bash("npx jest --selectProjects web src/app/booking", "Tests:       31 passed, 31 total")
        .stop("Renamed bookingConfimed to bookingConfirmed in actions and reducer; 31 tests still pass."),
    planted: [{ kind: "instruction", keys: ["jest", "selectprojects"] }],
  },
  {
    id: "b107-router-store",
    build: (s) =>
      s
        .user("so i'm torn on keeping @ngrx/router-store. it's kinda heavy. thoughts?")
        .assistant(
          "It's used in 4 selectors (selectQueryParams for search filters, mostly). Options: keep it, or read query params via ActivatedRoute in the components and pass them into actions. Keeping it gives you time-travel on URL state; dropping it saves about 11 KB gzipped.",
        )
        .bash('grep -rln "@ngrx/router-store" src/app | wc -l', "4")
        .user(
          "hmm ok keep router-store. the URL IS our search state, the filters need to come from the store and 11kb isnt worth the rewrite. wait and also btw the search filters serialize to the URL as `f=` comma list, dont change that format, SEO links depend on it",
        )
        .assistant("Understood, leaving router-store and the f= format as they are.")
        .file("Read", "src/app/search/store/search.selectors.ts")
        .stop(),
    planted: [
      { kind: "decision", keys: ["router-store"] },
      { kind: "instruction", keys: ["f=", "seo"] },
    ],
  },
  {
    id: "b107-hotel-images",
    build: (s) =>
      s
        .user("images on the hotel card are blurry on retina. the CDN is imgix right? can we just ask for 2x")
        .bash(
          'grep -rn "imgix.net" src/app/shared --include=*.ts | head -3',
          "src/app/shared/image/image-url.pipe.ts:9:const BASE = 'https://travelco.imgix.net';",
        )
        .assistant("Yes, image-url.pipe.ts builds imgix URLs. It hardcodes w=320 without dpr. Adding srcset with dpr=1 and dpr=2 should fix the blur.")
        .user("do it")
        .file("Edit", "src/app/shared/image/image-url.pipe.ts")
        .file("Edit", "src/app/hotel/hotel-card/hotel-card.component.html")
        .bash("npx jest --selectProjects web image-url", "Tests:       6 passed, 6 total")
        .user(
          "cool. oh one thing to remember, imgix bills per origin image so we're on a cap of 400k master images a month, finance flips out if we go over. TODO for next sprint: move the hotel gallery thumbnails to the same pipe, they still use raw urls",
        )
        .assistant("Got it. Card images now request dpr=1/2 via srcset; specs pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["imgix", "400k"] },
      { kind: "task", keys: ["gallery", "thumbnails"] },
    ],
  },
  {
    id: "b107-price-rounding",
    build: (s) =>
      s
        .user("bug from QA: total shows €199.99 on search and €200.00 on checkout for the same room. wtf")
        .bash(
          'grep -rn "Math.round\\|toFixed" src/app/pricing src/app/checkout --include=*.ts',
          "src/app/pricing/price.util.ts:14:  return Math.round(amount * 100) / 100;\nsrc/app/checkout/summary/summary.component.ts:33:    return (this.total).toFixed(0) + '.00';",
        )
        .assistant(
          "The checkout summary rounds to whole euros with toFixed(0) and then appends '.00', while search rounds to cents in price.util.ts. That's the mismatch. I'd switch checkout to the shared formatPrice from price.util.",
        )
        .user("yes! and going forward all money formatting goes through formatPrice in price.util, no toFixed in templates or components ever again")
        .file("Edit", "src/app/checkout/summary/summary.component.ts")
        .bash("npx jest --selectProjects web checkout/summary", "Tests:       9 passed, 9 total")
        .assistant("Checkout now uses formatPrice; both pages show €199.99. 9/9 summary tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["formatprice"] }],
  },
  {
    id: "b107-transfer-state",
    build: (s) =>
      s
        .user("SSR question: are we double fetching search results? like server fetches, then client fetches again on hydration?")
        .bash(
          'grep -rn "TransferState\\|withHttpTransferCache" src --include=*.ts',
          "src/app/app.config.ts:27:    provideClientHydration(withHttpTransferCache({ includePostRequests: false })),",
        )
        .assistant(
          "withHttpTransferCache is on, but includePostRequests is false and /api/search is a POST, so the search call is not transferred — yes, the client fetches it again after hydration. The GET calls (hotel detail, destinations) are cached fine.",
        )
        .user("omg. ok so set includePostRequests true? or make search a GET")
        .assistant("Setting includePostRequests: true is a one-line change. Turning search into a GET means touching the BFF and the Fastly cache key.")
        .user("ok one-line change, includePostRequests true. we're not touching the BFF this quarter")
        .file("Edit", "src/app/app.config.ts")
        .bash(
          "npm run ssr:smoke",
          "SSR smoke: /search?dest=lisbon -> 200, api calls after hydration: 0\nSSR smoke: /hotel/4411 -> 200, api calls after hydration: 0",
        )
        .stop("includePostRequests is on; the smoke run shows 0 API calls after hydration for search."),
    planted: [
      { kind: "fact", keys: ["/api/search", "post"] },
      { kind: "decision", keys: ["includepostrequests", "true"] },
    ],
  },
  {
    id: "b107-branch-rules",
    build: (s) =>
      s
        .user(
          "few ground rules since you'll be doing more of the PRs now:\n- branch names are `TRV-<ticket>-short-desc`, the jira bot links them\n- squash merge only\n- never push to release/* branches, those are cut by the release train bot",
        )
        .bash("git branch --show-current", "main")
        .assistant("Ok. Which ticket is today's work for?")
        .user("TRV-2291, the currency switcher dropdown not closing on mobile")
        .bash("git checkout -b TRV-2291-currency-dropdown-close", "Switched to a new branch 'TRV-2291-currency-dropdown-close'")
        .file("Edit", "src/app/shell/currency-switcher/currency-switcher.component.ts")
        .assistant("Added a document click listener via the CDK overlay's outsidePointerEvents so the dropdown closes on tap outside.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["trv-", "branch"] },
      { kind: "instruction", keys: ["squash"] },
      { kind: "instruction", keys: ["release/"] },
    ],
  },
  {
    id: "b107-entity-adapter",
    build: (s) =>
      s
        .user("the hotels slice is a plain array and we do .find() everywhere. should we move to entity adapter??")
        .bash('grep -rn "hotels.find\\|hotels.filter" src/app --include=*.ts | wc -l', "23")
        .assistant(
          "23 call sites scan the array. @ngrx/entity would give O(1) lookups via selectEntities and cleaner upserts when the price refresh comes in. Migration touches the reducer, 6 selectors and the specs.",
        )
        .user("yes lets do entity adapter for hotels. not for the other slices, just hotels for now")
        .file("Edit", "src/app/hotel/store/hotel.reducer.ts")
        .file("Edit", "src/app/hotel/store/hotel.selectors.ts")
        .bash("npx jest --selectProjects web src/app/hotel", "Tests:       57 passed, 57 total")
        .user("nice. wait the reviews slice has the same problem, but leave it, follow-up ticket for later — TRV-2310 reviews to entity adapter")
        .assistant("Hotels slice now uses createEntityAdapter; 57 hotel specs pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["entity adapter", "hotels"] },
      { kind: "task", keys: ["trv-2310"] },
    ],
  },
  {
    id: "b107-staging-env",
    build: (s) =>
      s
        .user("can you hit staging and check the availability endpoint responds")
        .bash("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' https://staging.travelco.dev/api/availability?hotel=4411", "401 0.083")
        .assistant("401 — staging wants auth. Is there a token somewhere in the env?")
        .user(
          "ah right, staging is behind Cloudflare Access, you need the service token from `op read op://eng/staging-access/token` and send it as CF-Access-Client-Secret. that's how it always works on staging",
        )
        .bash(
          'curl -s -o /dev/null -w \'%{http_code} %{time_total}\\n\' -H "CF-Access-Client-Id: $CF_ID" -H "CF-Access-Client-Secret: $(op read op://eng/staging-access/token)" https://staging.travelco.dev/api/availability?hotel=4411',
          "200 0.412",
        )
        .assistant("200 in 412ms with the Access headers.")
        .stop(),
    planted: [{ kind: "fact", keys: ["cloudflare access", "staging"] }],
  },
  {
    id: "b107-flaky-e2e",
    build: (s) =>
      s
        .user("the cypress checkout spec is flaking again on CI 😩 can u look")
        .bash(
          "npx cypress run --spec cypress/e2e/checkout.cy.ts --browser chrome",
          "  1) checkout > applies promo code\n     AssertionError: Timed out retrying after 4000ms: expected '<span.total>' to contain '€180.00'\n\n  3 passing\n  1 failing",
          1,
        )
        .assistant(
          "The promo test asserts the total before the recalc request finishes. Maybe the promo API is slower on CI? Or the debounce on the promo input (400ms) eats most of the 4s budget. I'd intercept POST /api/promo and wait on the alias.",
        )
        .user("yeah do the intercept")
        .file("Edit", "cypress/e2e/checkout.cy.ts")
        .bash(
          "for i in 1 2 3 4 5; do npx cypress run --spec cypress/e2e/checkout.cy.ts --quiet | tail -1; done",
          "All specs passed!\nAll specs passed!\nAll specs passed!\nAll specs passed!\nAll specs passed!",
        )
        .user(
          "5/5 nice. the rule for cypress from now on: no cy.wait(number) ever, always wait on an intercepted alias. also pls remind me to add the payment iframe spec, it's been skipped since august",
        )
        .assistant("Will do. The promo test now waits on @promo; passed 5 runs in a row.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["cy.wait", "alias"] },
      { kind: "task", keys: ["payment iframe"] },
    ],
  },
  {
    id: "b107-node-version",
    build: (s) =>
      s
        .user("npm ci is failing for me locally, some engine error")
        .bash(
          "npm ci",
          'npm ERR! code EBADENGINE\nnpm ERR! engine Unsupported engine\nnpm ERR! Required: {"node":">=20.11 <21"}\nnpm ERR! Actual:   {"node":"v22.4.0"}',
          1,
        )
        .assistant("package.json pins node >=20.11 <21 and you're on 22.4. Switch with `nvm use` (there's an .nvmrc) or relax the engines field?")
        .bash("cat .nvmrc", "20.11.1")
        .user("nvm use. the SSR servers in prod run node 20.11 on the k8s images so we stay on 20 until infra bumps the base image")
        .bash("nvm use && npm ci", "Now using node v20.11.1 (npm v10.2.4)\nadded 1842 packages in 41s")
        .stop("npm ci works on 20.11.1."),
    planted: [{ kind: "fact", keys: ["20.11", "prod"] }],
  },
  {
    id: "b107-currency-cache",
    build: (s) =>
      s
        .user("exchange rates: where do they come from on the frontend? I keep seeing different numbers in the switcher vs the price")
        .bash(
          'grep -rn "exchange-rates\\|fxRates" src/app --include=*.ts | head -5',
          "src/app/pricing/fx.service.ts:18:    return this.http.get<FxRates>('/api/exchange-rates');\nsrc/app/shell/currency-switcher/currency-switcher.component.ts:29:    this.rates$ = this.http.get<FxRates>('/api/exchange-rates?fresh=1');",
        )
        .assistant(
          "Two sources: FxService calls /api/exchange-rates (cached), while the currency switcher bypasses it with ?fresh=1. The rates backend refreshes every 15 min, so the two can disagree for up to 15 min.",
        )
        .user(
          "ok so decision: single source, everything goes through FxService and we keep the rates in the NgRx pricing slice, refreshed every 15 min by an effect. kill the fresh=1 thing",
        )
        .file("Edit", "src/app/shell/currency-switcher/currency-switcher.component.ts")
        .file("Edit", "src/app/pricing/store/pricing.effects.ts")
        .bash("npx jest --selectProjects web pricing", "Tests:       22 passed, 22 total")
        .user("btw the rates API is owned by the payments team (Priya's team), if it breaks ping #payments-oncall not us")
        .stop("Switcher reads rates from the pricing slice now; 22 pricing tests pass."),
    planted: [
      { kind: "decision", keys: ["fxservice", "pricing"] },
      { kind: "fact", keys: ["payments", "rates"] },
    ],
  },
  {
    id: "b107-lazy-routes",
    build: (s) =>
      s
        .user("is the checkout module lazy loaded? main.js feels fat")
        .bash(
          'grep -n "loadChildren\\|loadComponent" src/app/app.routes.ts',
          "8:  { path: 'search', loadChildren: () => import('./search/search.routes') },\n9:  { path: 'hotel/:id', loadChildren: () => import('./hotel/hotel.routes') },",
        )
        .assistant("Checkout isn't — it's imported eagerly in app.routes.ts along with account. Making both lazy would move about 380 KB out of main.")
        .user("lazy load checkout yes. account... hmm, no actually leave account eager, the header needs it on every page. just checkout")
        .file("Edit", "src/app/app.routes.ts")
        .bash(
          "npx ng build --configuration=production 2>&1 | grep -E 'main|checkout'",
          "main.js | main | 2.03 MB\nchunk-checkout.js | checkout-routes | 384.11 kB",
        )
        .user(
          "also TODO: we need a bundle budget in angular.json so this doesnt creep back, like 2MB error on main. later tho, need to check with Tomasz first",
        )
        .stop("Checkout is lazy now; main.js went from 2.41 MB to 2.03 MB."),
    planted: [
      { kind: "decision", keys: ["lazy", "checkout"] },
      { kind: "task", keys: ["bundle budget"] },
    ],
  },
  {
    id: "b107-store-devtools",
    build: (s) =>
      s
        .user("redux devtools shows nothing in the staging build, is that on purpose?")
        .bash(
          'grep -n "provideStoreDevtools" -A3 src/app/app.config.ts',
          "31:    provideStoreDevtools({ maxAge: 25, logOnly: !isDevMode(), connectInZone: true }),",
        )
        .assistant(
          "It's provided with logOnly in non-dev builds, and staging is built with the production configuration, so only the log view works. Want me to add a staging configuration?",
        )
        .user("nah leave it. honestly dont care much. what's maxAge do again")
        .assistant("maxAge is how many actions the devtools keep in history; 25 means older actions drop off.")
        .user("k thx")
        .file("Read", "src/app/app.config.ts")
        .user(
          "oh one thing I do want noted: the staging build uses the production angular config with environment.staging.ts swapped in by fileReplacements, that trips everyone up",
        )
        .stop("Noted."),
    planted: [{ kind: "fact", keys: ["filereplacements", "staging"] }],
  },
  {
    id: "b107-selector-naming",
    build: (s) =>
      s
        .user("can you add a selector for the cheapest hotel in current results")
        .file("Read", "src/app/search/store/search.selectors.ts")
        .assistant("I'll add selectCheapestResult built from selectFilteredResults.")
        .user(
          "sure. naming convention for selectors btw, for the future: `select` + Feature + Thing, like selectSearchCheapestResult, and they live in <feature>.selectors.ts never inline in components",
        )
        .file("Edit", "src/app/search/store/search.selectors.ts")
        .bash("npx jest --selectProjects web search.selectors", "Tests:       14 passed, 14 total")
        .stop("Added selectSearchCheapestResult with a spec; 14 selector tests pass."),
    planted: [{ kind: "instruction", keys: ["select", "selectors.ts"] }],
  },
  {
    id: "b107-fastly-purge",
    build: (s) =>
      s
        .user("the destinations list is stale in prod after we published lisbon, how do I purge")
        .bash(
          "grep -rn purge scripts/ | head",
          'scripts/purge-cdn.sh:4:# usage: purge-cdn.sh <surrogate-key>\nscripts/purge-cdn.sh:9:curl -X POST -H "Fastly-Key: $FASTLY_API_KEY" https://api.fastly.com/service/$SVC/purge/$1',
        )
        .assistant("scripts/purge-cdn.sh purges by surrogate key. Which key does the destinations response carry?")
        .bash("curl -sI https://www.travelco.com/api/destinations | grep -i surrogate", "surrogate-key: destinations dest-all")
        .user("run it with dest-all")
        .bash("FASTLY_API_KEY=$(op read op://eng/fastly/purge-key) scripts/purge-cdn.sh dest-all", '{"status":"ok","id":"108-1699610000-1234"}')
        .assistant("Purged dest-all; the list shows Lisbon now.")
        .user("perfect. follow-up: the CMS publish webhook should purge dest-all by itself, I'll make a ticket but you can remind me")
        .stop(),
    planted: [{ kind: "task", keys: ["webhook", "dest-all"] }],
  },
  {
    id: "b107-optimistic-wishlist",
    build: (s) =>
      s
        .user("wishlist heart feels laggy, it waits for the API before filling in")
        .file("Read", "src/app/wishlist/store/wishlist.effects.ts")
        .assistant(
          "The reducer only updates on addToWishlistSuccess. We could go optimistic: flip the heart on addToWishlist and roll back on failure. Or keep pessimistic and add a spinner.",
        )
        .user("optimistic, with rollback on failure. spinners on a heart icon are silly")
        .file("Edit", "src/app/wishlist/store/wishlist.reducer.ts")
        .file("Edit", "src/app/wishlist/store/wishlist.effects.ts")
        .bash("npx jest --selectProjects web wishlist", "Tests:       11 passed, 11 total")
        .assistant("Heart flips immediately now and rolls back on addToWishlistFailure; 11 wishlist tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["optimistic", "rollback"] }],
  },
  {
    id: "b107-analytics-events",
    build: (s) =>
      s
        .user(
          "need a GA4 event when someone opens the map view on search. oh and heads up all analytics events must be fired from the AnalyticsEffects, never from components directly, legal reviews that one file for consent",
        )
        .file("Read", "src/app/analytics/analytics.effects.ts")
        .assistant(
          "I'll add a mapViewOpened action in the search feature and map it to a GA4 'view_map' event in AnalyticsEffects, behind the existing consent check.",
        )
        .file("Edit", "src/app/analytics/analytics.effects.ts")
        .file("Edit", "src/app/search/store/search.actions.ts")
        .bash("npx jest --selectProjects web analytics", "Tests:       19 passed, 19 total")
        .stop("view_map fires from AnalyticsEffects on mapViewOpened; 19 analytics tests pass."),
    planted: [{ kind: "instruction", keys: ["analyticseffects"] }],
  },
  {
    id: "b107-date-picker",
    build: (s) =>
      s
        .user("the date picker lets you pick checkout before checkin lol")
        .file("Read", "src/app/search/search-form/date-range.component.ts")
        .assistant(
          'The min date on the checkout input isn\'t bound to checkin. Binding [min]="checkin + 1 day" and adding a validator on the form group fixes it.',
        )
        .user("yep")
        .file("Edit", "src/app/search/search-form/date-range.component.ts")
        .bash("npx jest --selectProjects web date-range", "Tests:       8 passed, 8 total")
        .user(
          "great. ok so also for later: max stay is 30 nights in the booking engine, the picker should enforce that too but product hasn't decided the error copy yet so leave it as a TODO in the backlog, not in code",
        )
        .assistant("Checkout can't be before checkin now; 8 date-range tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["30 nights"] },
      { kind: "task", keys: ["30 nights", "picker"] },
    ],
  },
  {
    id: "b107-mock-server",
    build: (s) =>
      s
        .user("how do I run the app without the real backend? the BFF is down for everyone today")
        .bash(
          "cat package.json | jq '.scripts | with_entries(select(.key|test(\"mock\")))'",
          '{\n  "start:mock": "ng serve --configuration=mock",\n  "mock:server": "node mocks/server.mjs --port 4300"\n}',
        )
        .assistant("There's a mock setup: `npm run mock:server` starts mocks/server.mjs on 4300 and `npm run start:mock` serves the app against it.")
        .bash(
          "npm run mock:server & sleep 2 && curl -s localhost:4300/api/search -X POST -d '{}' | head -c 80",
          '{"results":[{"id":4411,"name":"Casa do Rio","price":{"amount":129,"currency":"EUR"}',
        )
        .user(
          "oh nice I forgot that existed. the mock fixtures in mocks/fixtures are generated from prod snapshots monthly by Dana's script btw, don't hand edit them",
        )
        .assistant("Mock server is up on 4300 and returns search fixtures.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["mocks/fixtures", "hand edit"] }],
  },
  {
    id: "b107-ab-ssr-flicker",
    build: (s) =>
      s
        .user("the filters_v2 experiment flickers: SSR renders control, then client swaps to B. users see the jump")
        .file("Read", "src/app/experiments/experiment.service.ts")
        .assistant(
          "On the server ExperimentService has no cookie access so it defaults to control. Options: (a) read the variant cookie in the Express server and pass it via REQUEST injection, (b) skip SSR for the filter panel with @defer, (c) hide the panel until hydration.",
        )
        .user("hmm (b) is tempting... no wait, SEO needs the filters rendered. go with (a), read the cookie server side via REQUEST")
        .file("Edit", "server.ts")
        .file("Edit", "src/app/experiments/experiment.service.ts")
        .bash("npm run ssr:smoke -- --cookie opt_variant_filters_v2=b", "SSR smoke: /search?dest=lisbon -> 200, variant filters_v2=b rendered server-side")
        .stop("Server now reads the variant cookie from REQUEST; B renders on the server with no flicker."),
    planted: [{ kind: "decision", keys: ["cookie", "request"] }],
  },
  {
    id: "b107-loyalty-points",
    build: (s) =>
      s
        .user("loyalty points badge shows 0 for logged in users on the hotel page")
        .bash(
          'grep -rn "loyalty" src/app/hotel --include=*.ts | head -3',
          "src/app/hotel/loyalty-badge/loyalty-badge.component.ts:15:    this.points$ = this.store.select(selectLoyaltyPoints);",
        )
        .assistant("selectLoyaltyPoints reads the account slice, which is only populated after visiting /account. Loading the profile on login would fix it.")
        .user("do that, load profile in the login success effect")
        .file("Edit", "src/app/account/store/account.effects.ts")
        .bash("npx jest --selectProjects web account", "Tests:       26 passed, 26 total")
        .user("nice. ugh there's also the points expiry banner that's still hardcoded to 2025, TODO update it to read expiresAt from the profile, next week")
        .stop("Profile loads on loginSuccess now; the badge shows real points."),
    planted: [{ kind: "task", keys: ["expiry", "expiresat"] }],
  },
  {
    id: "b107-translations",
    build: (s) =>
      s
        .user("adding german copy for the new map button, where do translations go again")
        .bash("ls src/locale", "messages.de.xlf\nmessages.es.xlf\nmessages.fr.xlf\nmessages.it.xlf\nmessages.xlf")
        .assistant("Angular i18n xlf files in src/locale. I'd run `ng extract-i18n` and add the de target.")
        .user(
          "wait no don't touch the xlf files by hand or with extract — they're synced from Lokalise every night and get overwritten. new keys go into Lokalise, the sync job pulls them",
        )
        .assistant("Got it, I'll leave src/locale alone. I'll add the i18n attribute with id search.map.open to the button so the key exists for Lokalise.")
        .file("Edit", "src/app/search/map-toggle/map-toggle.component.html")
        .stop(),
    planted: [
      { kind: "fact", keys: ["lokalise", "every night"] },
      { kind: "instruction", keys: ["xlf", "by hand"] },
    ],
  },
  {
    id: "b107-perf-lcp",
    build: (s) =>
      s
        .user("LCP on search is 3.9s on mobile per the CrUX report, we need under 2.5 for the core web vitals thing")
        .bash(
          'npx lighthouse https://staging.travelco.dev/search?dest=lisbon --preset=perf --form-factor=mobile --quiet --output=json | jq \'.audits["largest-contentful-paint"].displayValue, .audits["largest-contentful-paint-element"].details.items[0].items[0].node.selector\'',
          '"3.7 s"\n"app-hotel-card:nth-child(1) > img.hero"',
        )
        .assistant(
          "LCP element is the first hotel card's hero image. It's lazy-loaded (loading=lazy) and has no priority hint. Making the first card's image eager with fetchpriority=high is the usual fix.",
        )
        .user("try it")
        .file("Edit", "src/app/hotel/hotel-card/hotel-card.component.html")
        .bash(
          "npx lighthouse https://staging.travelco.dev/search?dest=lisbon --preset=perf --form-factor=mobile --quiet --output=json | jq '.audits[\"largest-contentful-paint\"].displayValue'",
          '"2.3 s"',
        )
        .user("2.3!!! yes. ok rule: the first 3 result cards get NgOptimizedImage with priority, rest stay lazy. put that in your head for any list page")
        .stop("First card hero is eager + fetchpriority=high; LCP 2.3s on the staging run."),
    planted: [{ kind: "instruction", keys: ["priority", "first 3"] }],
  },
  {
    id: "b107-load-more",
    build: (s) =>
      s
        .user("product wants more than 20 results on search. infinite scroll or pagination or what, I genuinely dont know")
        .assistant(
          "Trade-offs: infinite scroll is smooth on mobile but breaks the footer and back-navigation; numbered pagination is SEO-friendly but clunky on mobile; a 'load more' button appends the next page on tap and keeps the footer reachable.",
        )
        .user("ok talked to Mei from product, we're going with a load more button. 20 per page, appends.")
        .file("Edit", "src/app/search/results-list/results-list.component.ts")
        .file("Edit", "src/app/search/store/search.reducer.ts")
        .bash("npx jest --selectProjects web results-list search.reducer", "Tests:       33 passed, 33 total")
        .assistant("Load more appends the next 20 results into the store; 33 tests pass.")
        .user("sweet. remind me we still need to restore the scroll position when you come back from a hotel after loading 3 pages, thats gonna be fiddly")
        .stop(),
    planted: [
      { kind: "decision", keys: ["load more"] },
      { kind: "task", keys: ["scroll position"] },
    ],
  },
  {
    id: "b107-http-retry",
    build: (s) =>
      s
        .user("we get random 503s from the BFF on search, like 0.5% of requests. Sentry is full of them")
        .bash(
          "grep -c '\"status\":503' logs/bff-sample-2026-11-08.jsonl; grep -m2 '\"status\":429' logs/bff-sample-2026-11-08.jsonl",
          '412\n{"status":429,"path":"/api/search","msg":"rate limit exceeded: 20 req/s per client IP"}\n{"status":429,"path":"/api/search","msg":"rate limit exceeded: 20 req/s per client IP"}',
        )
        .assistant(
          "Mostly 503s, and a few 429s. The BFF rate limit is 20 req/s per client IP, so retrying aggressively would make things worse. I'd add retry with exponential backoff (2 retries, 300ms then 900ms) on the search call only, and not retry on 429.",
        )
        .user("yeah sounds right, go with the retry + backoff on search only")
        .file("Edit", "src/app/search/search-api.service.ts")
        .bash("npx jest --selectProjects web search-api", "Tests:       12 passed, 12 total")
        .stop("Search retries 503s twice with backoff and never retries 429; 12 tests pass."),
    planted: [
      { kind: "fact", keys: ["20 req/s"] },
      { kind: "decision", keys: ["retry", "backoff"] },
    ],
  },
  {
    id: "b107-map-signalstore",
    build: (s) =>
      s
        .user("starting the map view feature today!! should the map state go in a normal ngrx slice or try the new SignalStore thing?")
        .assistant(
          "Map state is local to the map page (viewport, selected pin, hover) and nobody else reads it, which is the case SignalStore is good at. A classic slice would mean actions/reducer/effects for mostly UI state.",
        )
        .user("ok lets try it, the map feature uses @ngrx/signals SignalStore. the global stuff stays in the classic store")
        .file("Write", "src/app/map/map.store.ts")
        .file("Write", "src/app/map/map-page.component.ts")
        .bash("npx jest --selectProjects web src/app/map", "Tests:       5 passed, 5 total")
        .user("oh and next sprint we should migrate the filters panel to signals too, it's the worst offender for async pipes")
        .stop("MapStore created with viewport and selectedPin; 5 tests pass."),
    planted: [
      { kind: "decision", keys: ["signalstore", "map"] },
      { kind: "task", keys: ["filters panel", "signals"] },
    ],
  },
  {
    id: "b107-sentry-ssr",
    build: (s) =>
      s
        .user("why are the SSR errors in sentry unreadable, just minified garbage")
        .bash(
          "npx sentry-cli releases files web@4.18.2 list | head -4",
          "+------------------------+--------------+\n| Name                   | Distribution |\n| ~/main.js.map          |              |\n| ~/polyfills.js.map     |              |",
        )
        .assistant(
          "Only the browser source maps are uploaded for release web@4.18.2; server.mjs.map is missing, so SSR stack traces stay minified. The deploy pipeline uploads dist/browser only.",
        )
        .user(
          "ugh. ok that's a follow-up for the deploy pipeline, add dist/server source maps to the sentry upload step. not today. fwiw the sentry project is travelco-web and we sample 10% of transactions, so don't panic at low counts",
        )
        .file("Read", ".github/workflows/deploy.yml")
        .assistant("Confirmed the workflow's upload step only passes dist/browser.")
        .stop(),
    planted: [
      { kind: "task", keys: ["source maps", "dist/server"] },
      { kind: "fact", keys: ["travelco-web", "10%"] },
    ],
  },
  {
    id: "b107-consent-onetrust",
    build: (s) =>
      s
        .user("legal says our homemade cookie banner isn't compliant in FR. options?")
        .assistant(
          "Either fix the homegrown ConsentService (add reject-all at the first layer, per-purpose toggles, consent logging), or move to a CMP like OneTrust or Cookiebot, which handle TCF and the logging.",
        )
        .bash("grep -rln ConsentService src/app | wc -l", "14")
        .user("we already pay for OneTrust on the mobile app so OneTrust it is, decided with legal this morning")
        .file("Write", "src/app/consent/onetrust.adapter.ts")
        .assistant("Added a OneTrust adapter exposing the same consent$ stream as ConsentService, so the 14 call sites can switch one at a time.")
        .user("nice. after all 14 are switched remind me to delete the old ConsentService + its banner component")
        .stop(),
    planted: [
      { kind: "decision", keys: ["onetrust"] },
      { kind: "task", keys: ["consentservice", "delete"] },
    ],
  },
  {
    id: "b107-recent-searches",
    build: (s) =>
      s
        .user("recent searches widget: lets persist them in localStorage so they survive reloads")
        .file("Read", "src/app/search/recent-searches/recent-searches.component.ts")
        .assistant("I can add a meta-reducer that syncs the recentSearches slice to localStorage.")
        .bash("grep -rn localStorage src/app --include=*.ts | wc -l", "3")
        .user(
          "wait actually no, make it sessionStorage. localStorage keeps them around for weeks and then people see searches with old dates and prices. sessionStorage, final answer",
        )
        .file("Write", "src/app/search/store/recent-searches.meta-reducer.ts")
        .bash("npx jest --selectProjects web recent-searches", "Tests:       7 passed, 7 total")
        .stop("recentSearches syncs to sessionStorage through a meta-reducer; 7 tests pass."),
    planted: [{ kind: "decision", keys: ["sessionstorage"] }],
  },
  {
    id: "b107-e-switchmap",
    build: (s) =>
      s
        .user("dumb question, switchMap vs exhaustMap vs concatMap in effects, when do I use which? I always forget")
        .assistant(
          "switchMap cancels the previous inner request when a new action arrives (good for search-as-you-type), exhaustMap ignores new actions while one is in flight (good for a submit button), concatMap queues them in order (good for writes that must all happen), mergeMap runs them all in parallel.",
        )
        .user("so for the autocomplete it'd be switchMap right")
        .assistant("Yes, switchMap, usually with a debounceTime in front.")
        .user("cool ty. and mergeMap for... parallel stuff I guess")
        .assistant("Right, when order and cancellation don't matter, like loading several independent hotels.")
        .stop(),
    planted: [],
  },
  {
    id: "b107-e-lint-output",
    build: (s) =>
      s
        .user("run the linter on the hotel folder real quick")
        .bash(
          "npx eslint src/app/hotel",
          "src/app/hotel/hotel-card/hotel-card.component.ts\n  12:1  error  Components must always use ChangeDetectionStrategy.OnPush  @angular-eslint/prefer-on-push-component-change-detection\n  40:5  warning  Unexpected any. Never use any  @typescript-eslint/no-explicit-any\n  58:3  warning  TODO comment found: 'TODO: remove after price-badge test'  no-warning-comments\n\n✖ 3 problems (1 error, 2 warnings)",
          1,
        )
        .assistant("One error (hotel-card not OnPush) and two warnings: an explicit any on line 40 and a TODO comment on line 58.")
        .user("fix the onpush one, leave the warnings")
        .file("Edit", "src/app/hotel/hotel-card/hotel-card.component.ts")
        .bash("npx eslint src/app/hotel", "✖ 2 problems (0 errors, 2 warnings)")
        .assistant("hotel-card is OnPush now; 0 errors, the two warnings remain.")
        .stop(),
    planted: [],
  },
  {
    id: "b107-e-friday",
    build: (s) =>
      s
        .user("happy friday lol. brain is fried. what does this even mean: ExpressionChangedAfterItHasBeenCheckedError on the price tag")
        .assistant(
          "It means a binding changed value between the change-detection pass and the dev-mode check pass right after it, usually because something sets state in ngAfterViewInit or a getter returns a new value each time.",
        )
        .user("hmm could it be the currency pipe? it's impure I think")
        .assistant(
          "Possibly, if it returns a new string from a stream each time. Or the parent sets the price in ngAfterViewInit. Hard to say without the stack.",
        )
        .user("meh I'll look monday. it only happens in dev anyway")
        .assistant("Sounds good, have a nice weekend.")
        .stop(),
    planted: [],
  },
  {
    id: "b107-e-withdrawn",
    build: (s) =>
      s
        .user("ok thinking out loud: from now on should every effect get its own file? like search-load.effects.ts, search-filters.effects.ts")
        .assistant("That would give 9 files for search alone. Some teams do it; it makes imports noisier but diffs smaller.")
        .user("hmm. actually no scratch that, forget I said it, the current one-file-per-feature is fine")
        .bash("ls src/app/search/store", "search.actions.ts\nsearch.effects.ts\nsearch.reducer.ts\nsearch.selectors.ts\nsearch.state.ts")
        .assistant("Leaving the structure as it is.")
        .user("yep. can you just show me how big search.effects.ts is")
        .bash("wc -l src/app/search/store/search.effects.ts", "212 src/app/search/store/search.effects.ts")
        .stop("212 lines."),
    planted: [],
  },
  {
    id: "b107-e-status",
    build: (s) =>
      s
        .user("where did we get to yesterday with the hotel detail tabs?")
        .bash(
          "git log --oneline -4",
          "a41c9e2 TRV-2287 hotel tabs: keyboard navigation\n8f02d11 TRV-2287 hotel tabs: aria-selected\n3bb7a90 TRV-2284 search: load more\n19e4d05 TRV-2281 fx: single source",
        )
        .assistant(
          "Yesterday's two commits on TRV-2287 added aria-selected and arrow-key navigation to the tabs. Both are pushed; the PR has one approval and CI is green.",
        )
        .user("oh right. did the reviewer leave comments?")
        .bash("gh pr view 1881 --comments | tail -4", "tomasz-k: nit: tabIndex could be a host binding\nmei-l: LGTM")
        .assistant("One nit from Tomasz about using a host binding for tabIndex, and an LGTM from Mei.")
        .user("do the nit")
        .file("Edit", "src/app/hotel/detail-tabs/detail-tabs.component.ts")
        .stop("tabIndex moved to a host binding and pushed."),
    planted: [],
  },
  {
    id: "b107-e-ci-yaml",
    build: (s) =>
      s
        .user(
          "what does this part of the CI do? pasting it:\n```yaml\n  e2e:\n    # TODO: shard across 4 runners\n    # NOTE: must always run after build, never in parallel with deploy\n    needs: [build]\n    if: github.event_name == 'pull_request'\n```",
        )
        .assistant(
          "It's the e2e job: it runs only on pull requests and waits for the build job via `needs`. The comments are notes from whoever wrote it; the sharding TODO was never done, it still runs on one runner.",
        )
        .user("so it doesn't run on main at all?")
        .assistant("Right, only on pull_request events. Pushes to main skip it.")
        .user("huh ok. interesting")
        .stop(),
    planted: [],
  },
  {
    id: "b107-e-hypotheses",
    build: (s) =>
      s
        .user("hotel page memory leak? chrome tab goes to 900MB after browsing like 30 hotels")
        .assistant(
          "Could be subscriptions in hotel-detail not being torn down, or the map library keeping old instances. Maybe the image gallery's IntersectionObservers too.",
        )
        .bash('grep -rn "subscribe(" src/app/hotel --include=*.ts | grep -v takeUntilDestroyed | wc -l', "4")
        .assistant(
          "Four subscribe() calls in hotel/ without takeUntilDestroyed. That's a suspect, not a confirmed cause; a heap snapshot comparison would tell.",
        )
        .user("maybe its the map thing tho, leaflet is known for that?")
        .assistant("It might be. Without a heap snapshot I can't say which one.")
        .user("ok I need to jump into a meeting, we'll pick it up some other time maybe")
        .stop(),
    planted: [],
  },
  {
    id: "b107-e-one-offs",
    build: (s) =>
      s
        .user("rename `tmpHotels` to `visibleHotels` in results-list pls")
        .file("Edit", "src/app/search/results-list/results-list.component.ts")
        .assistant("Renamed in the component and its template.")
        .user("and run prettier on that folder")
        .bash(
          "npx prettier --write src/app/search/results-list",
          "src/app/search/results-list/results-list.component.html 41ms\nsrc/app/search/results-list/results-list.component.ts 28ms",
        )
        .user("and the tests")
        .bash("npx jest --selectProjects web results-list", "Tests:       18 passed, 18 total")
        .assistant("18/18 pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b107-e-pr-description",
    build: (s) =>
      s
        .user("write me a PR description for the wishlist optimistic update, short, bullet points")
        .bash(
          "git diff main --stat",
          " src/app/wishlist/store/wishlist.effects.ts | 18 ++++++++++++++----\n src/app/wishlist/store/wishlist.reducer.ts | 24 ++++++++++++++++++------\n 2 files changed, 32 insertions(+), 10 deletions(-)",
        )
        .assistant(
          "**TRV-2290: optimistic wishlist heart**\n- Reducer flips `isWishlisted` on `addToWishlist` / `removeFromWishlist` instead of waiting for success\n- Effect dispatches `*Failure` with the previous state; reducer rolls back\n- Specs for both paths",
        )
        .user("add a line that QA should test on slow 3G")
        .assistant('Added: "- QA: please check on Slow 3G throttling that the heart flips immediately and reverts on a forced 500."')
        .user("perfect thx")
        .stop(),
    planted: [],
  },
  {
    id: "b107-e-standalone-idea",
    build: (s) =>
      s
        .user("random thought, should we migrate the remaining NgModules to standalone? how much work is it")
        .bash('grep -rl "@NgModule" src/app | wc -l', "7")
        .assistant(
          "Seven NgModules left. `ng generate @angular/core:standalone` automates most of it; I'd estimate a day including fixing the specs. I could start with the shared module.",
        )
        .user("hmm dunno. let me think about it, not sure it's worth it before the peak season freeze")
        .assistant("Ok, I won't touch it.")
        .user("what's the freeze date again? is it dec 1?")
        .assistant("I don't have that in the repo; the release calendar would say.")
        .stop(),
    planted: [],
  },
  {
    id: "b107-ssr-cache-headers",
    build: (s) =>
      s
        .user("new SSR route for /deals, can you wire it up in server.ts")
        .file("Read", "server.ts")
        .assistant(
          "server.ts has a route table with a cacheControl per path (search 60s, hotel 300s, account no-store). I'll add /deals to the table. What cache lifetime do you want for it?",
        )
        .user(
          "300 like hotel. and yeah for the future: every new SSR route gets an explicit Cache-Control entry in the server.ts route table, no route without one. oh btw Fastly only caches SSR html for anonymous users, anything with the tc_session cookie is a bypass, so logged in users always hit origin",
        )
        .file("Edit", "server.ts")
        .file("Write", "src/app/deals/deals.routes.ts")
        .bash("npm run ssr:smoke -- --path /deals", "SSR smoke: /deals -> 200, cache-control: public, max-age=300")
        .stop("/deals renders server-side with max-age=300."),
    planted: [
      { kind: "instruction", keys: ["cache-control", "server.ts"] },
      { kind: "fact", keys: ["tc_session", "bypass"] },
    ],
  },
  {
    id: "b107-filters-v2-result",
    build: (s) =>
      s
        .user("results are in for filters_v2!! can you pull the summary from the experiments dashboard export")
        .bash(
          "jq '.variants[] | {name, conversion, p_value}' exports/filters_v2-final.json",
          '{\n  "name": "control",\n  "conversion": 0.0412,\n  "p_value": null\n}\n{\n  "name": "b",\n  "conversion": 0.0447,\n  "p_value": 0.012\n}',
        )
        .assistant("B converts at 4.47% vs 4.12% for control, p = 0.012.")
        .user(
          "ok Jonas signed off this morning: B wins, filters_v2 B goes to 100% of traffic. (Jonas in data science owns the analysis for every experiment btw, he's the one who calls winners, not us)",
        )
        .file("Edit", "src/app/experiments/experiments.config.ts")
        .assistant("Set filters_v2 to 100% B in experiments.config.ts.")
        .user("and later once it's been at 100% for a week we delete the control code path + the flag itself. not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["filters_v2", "100%"] },
      { kind: "fact", keys: ["jonas"] },
      { kind: "task", keys: ["control", "flag"] },
    ],
  },
  {
    id: "b107-supplier-ids",
    build: (s) =>
      s
        .user("why are there two kinds of hotel id in the payloads? 4411 and HX-4411")
        .bash("curl -s localhost:4300/api/hotel/4411 | jq '{id, supplierId}'", '{\n  "id": 4411,\n  "supplierId": "HX-4411"\n}')
        .assistant("The BFF returns both: `id` is our numeric id, `supplierId` is the supplier's. Routes use the numeric id.")
        .user(
          "right, the HX- ids are the supplier's (Hotelix) and the BFF maps them to our numeric ids. important: never put the HX- ids in urls or analytics, it's in the supplier contract",
        )
        .bash("grep -rn supplierId src/app --include=*.ts", "src/app/hotel/store/hotel.model.ts:8:  supplierId: string;")
        .assistant("Only the model declares supplierId; nothing puts it in a URL or an analytics event today.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hx-", "numeric"] },
      { kind: "instruction", keys: ["hx-", "urls"] },
    ],
  },
  {
    id: "b107-storybook",
    build: (s) =>
      s
        .user("made a new shared rating-stars component, can you do the spec")
        .file("Write", "src/app/shared/rating-stars/rating-stars.component.spec.ts")
        .bash("npx jest --selectProjects web rating-stars", "Tests:       6 passed, 6 total")
        .user(
          "thx. also add a storybook story. wait actually that should be a standing rule: every new shared/ component gets a storybook story in the same PR",
        )
        .file("Write", "src/app/shared/rating-stars/rating-stars.stories.ts")
        .bash(
          "npm run storybook:build -- --quiet",
          "info => Output directory: storybook-static\nWARN  hotel-card.stories.ts: Cannot read properties of undefined (reading 'imgix')",
        )
        .assistant("rating-stars story builds. The warning comes from hotel-card.stories.ts, which broke when image-url.pipe started needing the imgix config.")
        .user("ah yeah those hotel-card stories are broken since the imgix change, someone needs to fix them sometime. not today")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["storybook", "shared"] },
      { kind: "task", keys: ["hotel-card", "stories"] },
    ],
  },
  {
    id: "b107-argo-deploy",
    build: (s) =>
      s
        .user("how do I get the SSR change to prod? never done a deploy here")
        .bash("ls deploy/", "argocd/\nhelm/\nREADME.md")
        .file("Read", "deploy/README.md")
        .assistant(
          "From deploy/README.md: merges to main build an image and Argo CD syncs staging automatically; prod sync is manual in Argo CD and needs an approver from the CODEOWNERS group for deploy/, which lists Tomasz and Ana.",
        )
        .user("ahh yes Tomasz or Ana approve, right. for this one, can we roll it out to a few pods first? the SSR change scares me")
        .assistant(
          "Argo Rollouts is installed. I could add a canary step: 10% of SSR pods for 30 minutes, then full. Rollback is automatic if the 5xx rate passes 1%.",
        )
        .user("yes do the canary 10% for 30 min, that's how we'll ship SSR changes")
        .file("Edit", "deploy/helm/ssr/templates/rollout.yaml")
        .stop("Added the canary step to the SSR rollout."),
    planted: [
      { kind: "fact", keys: ["tomasz", "ana"] },
      { kind: "decision", keys: ["canary", "10%"] },
    ],
  },
  {
    id: "b107-error-handler",
    build: (s) =>
      s
        .user("uncaught errors right now just... vanish? or redirect to /error sometimes? it's inconsistent")
        .bash(
          "grep -rn \"ErrorHandler\\|navigate(\\['/error'\\])\" src/app --include=*.ts",
          "src/app/search/store/search.effects.ts:88:          this.router.navigate(['/error']);\nsrc/app/hotel/store/hotel.effects.ts:61:          this.router.navigate(['/error']);",
        )
        .assistant(
          "No global ErrorHandler is provided; two effects redirect to /error on failure. Options: a global ErrorHandler that reports to Sentry and shows a toast, or keep the /error page and redirect from the handler.",
        )
        .user("global ErrorHandler -> sentry + toast. the /error redirect loses the user's search, hate it")
        .file("Write", "src/app/core/global-error-handler.ts")
        .file("Edit", "src/app/app.config.ts")
        .bash("npx jest --selectProjects web global-error-handler", "Tests:       4 passed, 4 total")
        .user("oh wait checkout though. payment failures can't just be a generic toast, they need their own flow. park that, TODO for after the consent work")
        .stop("GlobalErrorHandler reports to Sentry and shows a toast; the two /error redirects are gone."),
    planted: [
      { kind: "decision", keys: ["errorhandler", "toast"] },
      { kind: "task", keys: ["payment failures"] },
    ],
  },
  {
    id: "b107-local-proxy",
    build: (s) =>
      s
        .user("ng serve gives me CORS errors on /api/*")
        .bash("cat proxy.conf.json", '{\n  "/api": { "target": "http://localhost:7070", "secure": false }\n}')
        .assistant("proxy.conf.json maps /api to localhost:7070, but plain `ng serve` doesn't load it. `npm run start:proxy` passes --proxy-config.")
        .user(
          "yeah the local BFF always runs on 7070 (docker compose in the bff repo). and I prefer you always start the app with npm run start:proxy, I keep forgetting myself",
        )
        .bash("npm run start:proxy -- --port 4201 & sleep 8; curl -s -o /dev/null -w '%{http_code}' localhost:4201/api/destinations", "200")
        .stop("App on 4201 through the proxy; /api/destinations returns 200."),
    planted: [
      { kind: "fact", keys: ["7070"] },
      { kind: "instruction", keys: ["start:proxy"] },
    ],
  },
  {
    id: "b107-suggest-limit",
    build: (s) =>
      s
        .user("autocomplete only ever shows 8 suggestions even though I set maxResults to 12")
        .bash("curl -s 'localhost:7070/api/suggest?q=lis&limit=12' | jq '.items | length'", "8")
        .assistant("The API returns 8 even with limit=12, so the cap is server-side, not in the component.")
        .bash("grep -rn MAX_SUGGESTIONS ../bff/src --include=*.go", "../bff/src/suggest/handler.go:14:const MAX_SUGGESTIONS = 8 // hard cap, ES query cost")
        .assistant("Confirmed: the BFF hard-caps /api/suggest at 8 (MAX_SUGGESTIONS in suggest/handler.go, because of Elasticsearch query cost).")
        .user("lol ok. remind me to ask the search team if they can raise the suggest cap to 12 for the destination page redesign")
        .file("Edit", "src/app/search/autocomplete/autocomplete.component.ts")
        .stop("Set the component's maxResults back to 8 to match the API."),
    planted: [
      { kind: "fact", keys: ["suggest", "8"] },
      { kind: "task", keys: ["suggest", "12"] },
    ],
  },
  {
    id: "b107-price-alerts",
    build: (s) =>
      s
        .user("price alerts feature: where should the alerts state live? new feature slice or in account?")
        .assistant(
          "Alerts are per user and loaded with the profile, so the account slice fits; a separate slice makes sense if alerts get their own page with pagination.",
        )
        .user("account slice. they're tiny, no own page planned")
        .file("Edit", "src/app/account/store/account.reducer.ts")
        .file("Edit", "src/app/account/store/account.selectors.ts")
        .bash("npx jest --selectProjects web account", "Tests:       29 passed, 29 total")
        .user(
          "nice. ugh and I just noticed the price alert emails link to /hotel/:id without checkin/checkout, so people land on the page without dates. follow-up, need to add the date params to the email links",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["account slice"] },
      { kind: "task", keys: ["price alert", "checkin"] },
    ],
  },
  {
    id: "b107-e-estimate",
    build: (s) =>
      s
        .user("how long would it take to add a 'sort by distance' option to search? PM is asking")
        .file("Read", "src/app/search/store/search.selectors.ts")
        .assistant(
          "Results already carry lat/lng, so client-side sorting is a selector and a dropdown option: about half a day with tests. Server-side sorting across pages needs BFF work.",
        )
        .user("and distance from what, the city center? the searched landmark?")
        .assistant("That's the open question; the payload has the destination centroid, not landmarks.")
        .user("ok I'll ask the PM and get back to you")
        .stop(),
    planted: [],
  },
];

export const BLIND107 = plantedSet(BLIND107_SESSIONS, Date.UTC(2026, 10, 10, 9));
