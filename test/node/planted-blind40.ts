/**
 * Blind planted set 40 for the offline long-term-memory extractor.
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: e-commerce storefronts and payments (Shopify apps, Next.js storefronts, headless CMS,
 * checkout, tax, shipping integrations) in Gemini CLI and Grok voice; product managers and
 * developers in the same sessions (a PM often joins a developer's session); many requests are
 * completed within the session (not tasks). Each session is one segment; the items planted in
 * it are listed with it: 78 items (19 decisions, 20 instructions, 20 facts, 19 tasks) in 61
 * sessions, 17 of which plant nothing (86 messages in them). Shape checks:
 * test/node/memory-extraction-blind40.test.ts.
 * Every other message must give nothing: questions, hypotheses, proposals the user rejects or
 * never confirms, withdrawn ideas, unconfirmed guesses, quoted code/logs/tool output (with
 * words like "always", "never", "TODO"), chit-chat, and requests the agent completes in the
 * same session. Superseded decisions: only the later decision is planted.
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

export const BLIND40_SESSIONS: BlindSession[] = [
  {
    id: "b40-01-webhook-hmac",
    build: (s) =>
      s
        .user(
          "shopify orders/create webhooks are 401ing in prod since the deploy this morning. the verify middleware in app/routes/webhooks.orders-create.tsx rejects every one",
        )
        .assistant("Okay, I'll start by reading the webhook route and the HMAC helper it calls.")
        .file("Read", "app/routes/webhooks.orders-create.tsx")
        .file("Read", "app/lib/verify-webhook.server.ts")
        .user("maybe the secret in .env got rotated?")
        .bash("rg -n SHOPIFY_API_SECRET .env.production fly.toml", ".env.production:4:SHOPIFY_API_SECRET=shpss_••••••••a91f")
        .assistant(
          "The secret matches the one in the Partner dashboard, so that's probably not it. The HMAC mismatch comes from the deploy: the route now runs `await request.json()` and verifies against `JSON.stringify(body)`, which reorders nothing but drops the exact whitespace Shopify signed. The HMAC has to be computed over the raw body, byte for byte.",
        )
        .file("Edit", "app/lib/verify-webhook.server.ts")
        .bash("pnpm vitest run app/lib/verify-webhook.server.test.ts", " ✓ app/lib/verify-webhook.server.test.ts (4 tests) 21ms\n Test Files  1 passed (1)")
        .user("deployed it, confirmed on staging + prod: orders/create comes through now. so yes, it was the raw body thing")
        .assistant("Good. I've also left the test that signs a pretty-printed payload so a re-serialised body fails loudly next time.")
        .user(
          "nice. one more thing for later, not today: we should dedupe webhooks on X-Shopify-Webhook-Id, shopify retries and we double-create fulfillments sometimes",
        )
        .assistant("Noted — deduping on `X-Shopify-Webhook-Id` is left open; I haven't touched it in this change.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hmac", "raw"] },
      { kind: "task", keys: ["dedupe"] },
    ],
  },
  {
    id: "b40-02-pdp-revalidation",
    build: (s) =>
      s
        .user(
          "Hi! Priya (PM) here, I'm on Dev's laptop. Price changes in the Shopify admin take up to a minute to show on the product page. Merchandising is complaining. Can that be instant?",
        )
        .assistant("I'll check how the product page is cached first.")
        .bash("rg -n 'revalidate' app/products", "app/products/[handle]/page.tsx:3:export const revalidate = 60;")
        .assistant(
          "The product page uses time-based ISR with `revalidate = 60`, so a price change can take up to 60 s plus the next request. Two options: lower the timer (more Storefront API calls), or revalidate on demand from the `products/update` webhook with `revalidateTag`.",
        )
        .user("dev here. we go with on-demand revalidation from the products/update webhook, and drop the 60s timer entirely")
        .file("Edit", "app/products/[handle]/page.tsx")
        .file("Edit", "app/api/webhooks/products-update/route.ts")
        .bash("pnpm build", "✓ Compiled successfully\nRoute (app)  /products/[handle]  ƒ (Dynamic)  tags: product:{handle}")
        .assistant(
          "Done. Product fetches are tagged `product:<handle>` and the webhook route calls `revalidateTag` for the handle it receives. The `revalidate = 60` export is gone.",
        )
        .user("Would that also cover compare-at prices?")
        .assistant("Yes — `compare_at_price` changes fire the same `products/update` webhook, so they go through the same path.")
        .user("Great. And for the record, please never merge a change to how prices are displayed without a before/after screenshot in the PR, I review those")
        .assistant("Understood, price-display PRs get a before/after screenshot for your review.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["on-demand", "revalidation"] },
      { kind: "instruction", keys: ["screenshot"] },
    ],
  },
  {
    id: "b40-03-cart-typo",
    build: (s) =>
      s
        .user("typo in the cart drawer, it says 'Procced to checkout'. fix pls")
        .bash("rg -n 'Procced' components", "components/cart/CartDrawer.tsx:88:          Procced to checkout")
        .file("Edit", "components/cart/CartDrawer.tsx")
        .assistant('Fixed the typo in `components/cart/CartDrawer.tsx` line 88: it now reads "Proceed to checkout".')
        .user("ty 🙏")
        .assistant("Anytime.")
        .user("brb lunch")
        .stop("Anytime."),
    planted: [],
  },
  {
    id: "b40-04-tax-nexus",
    build: (s) =>
      s
        .user(
          "Marisol from product. We're launching the EU store in spring and need to decide how tax gets calculated. Avalara, TaxJar or Stripe Tax — what would you pick? Context below",
        )
        .bash(
          "cat docs/launch/eu-store.md | head -20",
          "# EU store launch\n- markets: DE, FR, NL\n- TODO: tax provider (owner: finance)\n- checkout: Shopify Checkout",
        )
        .assistant(
          "Okay. Since checkout stays on Shopify Checkout, Shopify Tax is the path of least resistance for the EU VAT rates; Avalara makes sense if finance already files with it; Stripe Tax only helps for payments that go through Stripe directly. I'd lean towards Shopify Tax, but it depends on how finance files returns.",
        )
        .user(
          "hmm I can't decide that without finance. For context though, and this won't change: we have sales tax nexus in California, Texas and Washington, nowhere else in the US",
        )
        .assistant("Thanks — nexus in CA, TX and WA only. That matters for the US side whatever provider is picked.")
        .user("pls leave a note: we still have to pick the tax provider for the EU launch once finance weighs in. I'll bring it to Thursday's sync")
        .file("Edit", "docs/launch/eu-store.md")
        .assistant("I've updated `docs/launch/eu-store.md` with the three options and the open question for finance; the tax provider choice is still open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nexus"] },
      { kind: "task", keys: ["tax", "provider"] },
    ],
  },
  {
    id: "b40-05-gift-note-extension",
    build: (s) =>
      s
        .user("we need a gift note textarea in checkout. build it as a checkout UI extension in extensions/gift-note")
        .assistant("Okay, I'll generate the extension and wire it to the `purchase.checkout.block.render` target.")
        .bash("shopify app generate extension --template checkout_ui --name gift-note --flavor react", "✔ Created extensions/gift-note")
        .file("Write", "extensions/gift-note/src/Checkout.tsx")
        .assistant(
          "Where should the note end up on the order? A cart attribute shows up in the admin as an additional detail; an order metafield is typed and queryable.",
        )
        .user("decided with Lena: gift notes are stored as an order metafield, custom.gift_note, single_line_text. not as a cart attribute")
        .file("Edit", "extensions/gift-note/src/Checkout.tsx")
        .file("Edit", "shopify.app.toml")
        .bash("shopify app dev --store acme-dev", "✔ Ready, watching for changes in your app\nPreview URL: https://acme-dev.myshopify.com/…")
        .assistant(
          "I've switched it to `applyMetafieldsChange` with namespace `custom`, key `gift_note`, and declared the metafield in `shopify.app.toml`. It renders in checkout on the dev store.",
        )
        .user(
          "cool. also — house rule — `shopify app deploy` only ever runs from the release branch, never from a feature branch. it pushes a new app version for every merchant",
        )
        .assistant("Got it: app deploys only from the release branch.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["gift", "metafield"] },
      { kind: "instruction", keys: ["deploy", "release"] },
    ],
  },
  {
    id: "b40-06-attributes-question",
    build: (s) =>
      s
        .user("quick q: what's the difference between cart attributes and line item properties? which one shows up on the packing slip?")
        .bash("rg -n 'attributes|properties' app/lib/cart.server.ts", "app/lib/cart.server.ts:41:  attributes: [{ key: 'source', value: 'storefront' }],")
        .assistant(
          "Cart attributes belong to the whole cart/order (e.g. `source: storefront` in `cart.server.ts`); line item properties belong to one line (an engraving text, say). The default packing slip template prints line item properties under each item; cart attributes only show if the template prints `order.attributes`.",
        )
        .user("ok and can customers edit line item properties after ordering?")
        .assistant("Not from the storefront. Staff can edit them in the admin through order editing, but the customer can't.")
        .user("makes sense, thx")
        .stop("Not from the storefront. Staff can edit them in the admin through order editing, but the customer can't."),
    planted: [],
  },
  {
    id: "b40-07-stripe-idempotency",
    build: (s) =>
      s
        .user(
          "customers got charged twice on the headless checkout yesterday (2 orders, same cart). logs:\n```\n[stripe] POST /v1/payment_intents 200 pi_3Q…a1\n[stripe] POST /v1/payment_intents 200 pi_3Q…b7\n```",
        )
        .assistant("I'll check how the PaymentIntent is created in the checkout route first.")
        .file("Read", "app/api/checkout/route.ts")
        .assistant(
          "The route creates a PaymentIntent with `idempotencyKey: crypto.randomUUID()`, so a double click or a retried request creates a second intent. If the key were derived from the cart, the retry would return the first intent.",
        )
        .user("yeah. rule from now on: the idempotency key for PaymentIntent creates is the cart id + attempt number, never a random uuid")
        .file("Edit", "app/api/checkout/route.ts")
        .bash("pnpm vitest run app/api/checkout", " ✓ app/api/checkout/route.test.ts (7 tests) 88ms")
        .assistant("Done: the key is now `cartId + ':' + attempt`, and a test posts the same cart twice and expects one intent.")
        .user("also where does the webhook signing secret live? I couldn't find it in .env")
        .bash("doppler secrets --project storefront --config prd --only-names | grep STRIPE", "STRIPE_SECRET_KEY\nSTRIPE_WEBHOOK_SECRET")
        .assistant("It isn't in `.env`: Stripe's webhook signing secret is kept in Doppler, project `storefront`, config `prd`, as `STRIPE_WEBHOOK_SECRET`.")
        .user("right, doppler. ok good")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["idempotency"] },
      { kind: "fact", keys: ["doppler"] },
    ],
  },
  {
    id: "b40-08-shipping-rates",
    build: (s) =>
      s
        .user("for launch we'll do one flat rate: $7 domestic, $25 international. set that up in the shipping config")
        .assistant("Okay, I'll add the two flat rates to `config/shipping.ts` and the rate provider.")
        .file("Edit", "config/shipping.ts")
        .bash("pnpm vitest run config", " ✓ config/shipping.test.ts (3 tests) 12ms")
        .user(
          "Priya here — sorry, update from the ops call just now: carrier-calculated rates through Shippo instead. Flat rate is off the table, it loses us money on heavy items",
        )
        .assistant("Understood, I'll replace the flat rates with a Shippo rate request at checkout.")
        .file("Edit", "config/shipping.ts")
        .file("Write", "app/lib/shippo.server.ts")
        .bash("pnpm vitest run app/lib/shippo.server.test.ts", " ✓ app/lib/shippo.server.test.ts (5 tests) 140ms")
        .assistant("Done: rates come from Shippo's `/shipments` endpoint with the cart's weight and destination; the flat-rate entries are removed.")
        .user("Also we promised free shipping over $75 but that's not built. Not today — next week.")
        .assistant("Okay, the free-shipping threshold over $75 is open for next week; nothing in the rates applies it yet.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["shippo"] },
      { kind: "task", keys: ["free", "shipping"] },
    ],
  },
  {
    id: "b40-09-sanity-promo",
    build: (s) =>
      s
        .user("add a `promoBanner` field to the homepage schema in sanity: text + link + start/end dates")
        .assistant("Okay, I'll add the object field to `schemas/homepage.ts` and render it in the homepage hero.")
        .file("Edit", "sanity/schemas/homepage.ts")
        .file("Edit", "app/(shop)/page.tsx")
        .bash("pnpm sanity schema validate", "✔ Schema is valid (14 types)")
        .assistant("Done. The banner only renders between its start and end dates.")
        .user("I don't see it in studio on staging?")
        .bash("pnpm sanity dataset list", "production\nstaging")
        .user(
          "oh right. fyi the staging dataset is a copy of production that gets refreshed every Monday night, so content edits you make in staging are wiped weekly",
        )
        .assistant("That explains it — I'll deploy the schema to the staging dataset too so the field shows up there.")
        .bash("pnpm sanity deploy --dataset staging", "✔ Deployed studio to https://acme.sanity.studio/staging")
        .user("and keep GROQ queries out of client components pls. GROQ only in server components or route handlers, the token must not leak")
        .assistant("Okay — the banner query lives in the server component; no GROQ in client code.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging", "dataset"] },
      { kind: "instruction", keys: ["groq"] },
    ],
  },
  {
    id: "b40-10-cart-flicker",
    build: (s) =>
      s
        .user("cart count badge flickers 0 → 3 on every page load. hydration mismatch? or maybe localStorage?")
        .assistant("I'll check how the badge reads the count first.")
        .file("Read", "components/cart/CartBadge.tsx")
        .bash("pnpm dev & sleep 5 && curl -s localhost:3000 | rg -o 'data-count=\"[0-9]+\"'", 'data-count="0"')
        .assistant(
          "The server renders `0` and the client fills in the real count after reading the cart cookie, which could be the flicker. It might also be a browser extension re-rendering the header — I can't tell which from here.",
        )
        .user("nvm, it doesn't happen in incognito. it's my ad blocker. ignore")
        .assistant("Okay, leaving the badge as it is.")
        .stop(),
    planted: [],
  },
  {
    id: "b40-11-pnpm-conventions",
    build: (s) =>
      s
        .user("add a `typecheck` script to package.json and run it")
        .assistant("I'll add the script and run it with npm.")
        .bash("npm run typecheck", "npm warn config production Use `--omit=dev` instead.\nnpm ERR! could not determine executable to run")
        .user("no no, this repo is pnpm. always pnpm, never npm or yarn here — npm install creates a package-lock that breaks the Vercel build")
        .bash("pnpm typecheck", "> tsc --noEmit\n(no output)")
        .file("Edit", "package.json")
        .assistant("Done with pnpm: `pnpm typecheck` runs `tsc --noEmit` and is clean. I didn't create a package-lock.")
        .user("and commit it. commit messages here are conventional commits btw (feat:, fix:, chore:), lowercase, no period")
        .bash("git commit -am 'chore: add typecheck script'", "[feat/typecheck 4e1a2c9] chore: add typecheck script\n 1 file changed, 1 insertion(+)")
        .assistant("Committed as `chore: add typecheck script`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pnpm"] },
      { kind: "instruction", keys: ["conventional", "commit"] },
    ],
  },
  {
    id: "b40-12-partial-refunds",
    build: (s) =>
      s
        .user("support says the refund button in our admin app is greyed out for some orders. can you look")
        .file("Read", "app/routes/app.orders.$id.tsx")
        .bash(
          "rg -n 'TODO|refund' app/routes/app.orders.\\$id.tsx",
          "52:  // TODO: handle partial refunds, always refunds the full amount for now\n57:  const canRefund = order.displayFinancialStatus === 'PAID';",
        )
        .assistant(
          "The button is only enabled when the financial status is exactly `PAID`, so partially refunded orders (`PARTIALLY_REFUNDED`) can't be refunded again. I'll include that status.",
        )
        .file("Edit", "app/routes/app.orders.$id.tsx")
        .bash("pnpm vitest run app/routes", " ✓ app/routes/app.orders.test.ts (6 tests) 64ms")
        .assistant("Fixed: the button is enabled for `PAID` and `PARTIALLY_REFUNDED`.")
        .user("ok. but real partial refunds (pick line items, refund only those) aren't a thing in our app yet. park it, it's on the list for the next cycle")
        .assistant("Okay — partial refunds by line item stay open for the next cycle; the button still refunds the full remaining amount.")
        .user(
          "fwiw the canadian store doesn't go through our stripe account at all, it uses Shopify Payments. so the app's refund call is Shopify's refundCreate there",
        )
        .assistant("Good to know: the Canadian store is on Shopify Payments, so refunds there go through `refundCreate`.")
        .stop(),
    planted: [
      { kind: "task", keys: ["partial", "refunds"] },
      { kind: "fact", keys: ["canadian"] },
    ],
  },
  {
    id: "b40-13-abandoned-cart",
    build: (s) =>
      s
        .user("marketing wants abandoned cart emails. we have a half-done cron in app/api/cron/abandoned — should we finish it or use klaviyo?")
        .bash("cat vercel.json | jq .crons", '[\n  { "path": "/api/cron/abandoned", "schedule": "0 * * * *" }\n]')
        .assistant(
          "The cron sends nothing yet: it queries carts older than an hour but the email step is a stub. Klaviyo flows already have the abandoned-checkout trigger from Shopify, so it'd be less code to maintain.",
        )
        .user("ok decided: abandoned cart emails run as a Klaviyo flow. delete our cron")
        .file("Edit", "vercel.json")
        .bash("git rm -r app/api/cron/abandoned", "rm 'app/api/cron/abandoned/route.ts'")
        .assistant("Removed the cron route and its entry in `vercel.json`.")
        .assistant("If you like, I could keep a lightweight Vercel cron as a fallback that logs carts the flow missed.")
        .user("no fallback, don't bother")
        .stop(),
    planted: [{ kind: "decision", keys: ["klaviyo"] }],
  },
  {
    id: "b40-14-conversion-question",
    build: (s) =>
      s
        .user("hey it's Marisol. can you pull how many orders used the new express checkout last week? rough number is fine")
        .bash(
          "shopify app execute --query 'query { orders(first: 250, query: \"created_at:>=2026-10-26 tag:express\") { edges { node { id } } } }' | jq '.data.orders.edges | length'",
          "142",
        )
        .assistant("142 orders tagged `express` since 26 Oct. That's only the first page of 250, so it's exact here.")
        .user("and the week before?")
        .bash(
          "shopify app execute --query 'query { orders(first: 250, query: \"created_at:>=2026-10-19 created_at:<2026-10-26 tag:express\") { edges { node { id } } } }' | jq '.data.orders.edges | length'",
          "97",
        )
        .assistant("97 the week before.")
        .user("nice, +46%. I'll put it in the deck. thanks!")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
  {
    id: "b40-15-next-image",
    build: (s) =>
      s
        .user("lighthouse says LCP on collection pages is 4.1s. the product card uses a plain <img> with the full-size shopify image")
        .assistant("I'll check the card component first.")
        .file("Read", "components/product/ProductCard.tsx")
        .file("Edit", "components/product/ProductCard.tsx")
        .file("Write", "lib/shopify-image-loader.ts")
        .bash("pnpm lighthouse http://localhost:3000/collections/all --only-categories=performance", "Performance: 91\nLargest Contentful Paint: 1.8 s")
        .assistant("Done: the card uses `next/image` with a loader that asks Shopify's CDN for `&width=` variants. LCP went from 4.1 s to 1.8 s locally.")
        .user("🔥 ok from now on every product image goes through next/image with that shopify loader, no raw <img> tags anywhere in the storefront")
        .assistant("Okay, product images always through `next/image` and the Shopify loader.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["next/image"] }],
  },
  {
    id: "b40-16-markets-currency",
    build: (s) =>
      s
        .user("Priya: should we show prices in the customer's currency or always USD? what do other stores do?")
        .assistant(
          "Most stores of this size let Shopify Markets convert prices per market and round them (e.g. 49.00 → €45). Showing USD everywhere is simpler but usually converts worse outside the US.",
        )
        .bash(
          "shopify app execute --query 'query { markets(first: 10) { nodes { name currencySettings { baseCurrency { currencyCode } } } } }'",
          '{"markets":{"nodes":[{"name":"United States"},{"name":"EU"},{"name":"Japan"}]}}',
        )
        .user("ok we talked it through with Dev: prices are shown in local currency via Shopify Markets, and the payout/settlement stays in USD")
        .assistant("Okay. I'll pass `@inContext(country:)` on the storefront queries so prices come back in the market's currency.")
        .file("Edit", "lib/shopify/queries/product.ts")
        .bash("pnpm vitest run lib/shopify", " ✓ lib/shopify/queries.test.ts (9 tests) 40ms")
        .assistant("Done: product and collection queries pass the buyer's country.")
        .user("one thing we don't know: yen has no decimals, do our rounding rules even work for JPY? need to check with finance before Japan goes live")
        .assistant("Left open: checking the JPY rounding rules with finance before the Japan market launches.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["markets"] },
      { kind: "task", keys: ["jpy"] },
    ],
  },
  {
    id: "b40-17-app-scopes",
    build: (s) =>
      s
        .user("for the wishlist feature I need customer data. add read_customers to the app scopes")
        .bash("rg -n '^scopes' shopify.app.toml", 'shopify.app.toml:12:scopes = "read_orders,write_products"')
        .assistant(
          "I can add it, but heads up: any new access scope makes every installed merchant re-approve the app before it works for them again, and until they do the new feature fails for their store.",
        )
        .user("ugh, right, Shopify asks every merchant to re-approve when scopes change. never mind then, forget the scope")
        .user("Lena (PM) here — and please: nobody adds an access scope without asking me first. merchant comms have to go out before")
        .assistant("Understood — no new access scope without asking Lena first. I haven't changed `shopify.app.toml`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["re-approve"] },
      { kind: "instruction", keys: ["scope"] },
    ],
  },
  {
    id: "b40-18-failing-test",
    build: (s) =>
      s
        .user("tests are red on main, can you fix")
        .bash(
          "pnpm vitest run",
          " ❯ lib/price.test.ts (5 tests | 1 failed)\n   × formats compare-at price\n     → expected '$49' to be '$49.00'\n warning: prices should always be formatted with two decimals",
          1,
        )
        .assistant(
          "One failure: `formatPrice` drops trailing zeros since yesterday's change to `Intl.NumberFormat` options. I'll set `minimumFractionDigits: 2`.",
        )
        .file("Edit", "lib/price.ts")
        .bash("pnpm vitest run", " Test Files  31 passed (31)\n      Tests  214 passed (214)")
        .assistant("Green again: 214 tests pass.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b40-19-blog-cms",
    build: (s) =>
      s
        .user("since the product content is in sanity now, let's move the blog over to sanity too. can you sketch the migration script")
        .assistant("Okay, I'll look at the current blog models first.")
        .bash("rg -ln 'contentful' app lib | head", "lib/blog/client.ts\napp/blog/[slug]/page.tsx")
        .file("Read", "lib/blog/client.ts")
        .assistant(
          "The blog reads 3 content types through `lib/blog/client.ts`. A migration script would export entries, map rich text to Portable Text, and upload assets — a day or two of work.",
        )
        .user(
          "scratch the blog move. just talked to marketing: the blog stays in Contentful until end of Q1, they have an editor workflow there. don't migrate it",
        )
        .assistant("Okay, no migration — the blog stays in Contentful. I haven't written any script.")
        .user("can you at least fix the broken author avatars on the blog while you're in there")
        .file("Edit", "app/blog/[slug]/page.tsx")
        .bash("pnpm build", "✓ Compiled successfully")
        .assistant("Fixed: avatars used `asset.url` without the `https:` prefix Contentful omits; they render again.")
        .stop(),
    planted: [{ kind: "decision", keys: ["blog", "contentful"] }],
  },
  {
    id: "b40-20-inventory-sync",
    build: (s) =>
      s
        .user("we oversold the limited hoodie, 14 orders for 10 units. is our inventory sync double counting?")
        .assistant("I'll check the inventory sync logs first.")
        .bash(
          "fly logs -a inventory-sync --since 24h | rg hoodie",
          "2026-11-03T14:00:02Z set sku=HD-LTD-BLK available=10\n2026-11-03T14:15:01Z set sku=HD-LTD-BLK available=0",
        )
        .assistant("No double count: the sync set 10, then 0 fifteen minutes later. The 14 orders came in between the two syncs.")
        .user(
          "right. for the record, NetSuite is the source of truth for stock and pushes inventory to shopify every 15 minutes, so stock on the site can lag up to 15 min. that's how it is",
        )
        .assistant("Understood: NetSuite pushes stock every 15 minutes, so the storefront can be up to 15 minutes behind.")
        .user("so we need a low-stock alert in slack for limited drops. not today, but before the next drop on the 20th")
        .assistant("Okay, the low-stock Slack alert is open, due before the drop on the 20th.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["netsuite"] },
      { kind: "task", keys: ["low-stock"] },
    ],
  },
  {
    id: "b40-21-rename-idea",
    build: (s) =>
      s
        .user("should we rename all the components to kebab-case files? ProductCard.tsx → product-card.tsx")
        .bash("ls components/product | head", "ProductCard.tsx\nProductGallery.tsx\nProductPrice.tsx\nVariantPicker.tsx")
        .assistant("It's doable with a codemod (about 60 files and their imports). It would make a big diff for every open PR though.")
        .user("hmm, maybe after the BFCM freeze. actually nah, forget it, not worth the churn")
        .assistant("Okay, leaving the file names as they are.")
        .user("what's the codemod tool you'd have used, out of curiosity?")
        .assistant("`jscodeshift` with a small transform that rewrites import paths, plus `git mv` for the files.")
        .stop(),
    planted: [],
  },
  {
    id: "b40-22-tiered-discounts",
    build: (s) =>
      s
        .user("tiered discounts: 10% off 2 items, 15% off 3+. we still have the old Script Editor script for this on plus. how do we port it")
        .assistant("Okay. Shopify Scripts are being retired, so the replacement is a discount Function. I'll look at the old script first.")
        .file("Read", "legacy/scripts/tiered.rb")
        .assistant(
          "Two ways: a Shopify discount Function (Rust or JS, runs inside checkout), or automatic discounts configured by hand in the admin (no code, but no 'per-collection' condition like the script has).",
        )
        .user("we build the tiered discount as a Shopify Function, in rust. the manual automatic discounts can't express the collection rule")
        .bash("shopify app generate extension --template product_discounts --name tiered-discount --flavor rust", "✔ Created extensions/tiered-discount")
        .file("Write", "extensions/tiered-discount/src/run.rs")
        .bash("cd extensions/tiered-discount && cargo test", "running 6 tests\n......\ntest result: ok. 6 passed; 0 failed")
        .assistant("The function is in `extensions/tiered-discount`, with tests for 1, 2, 3 and 5 items and the collection rule.")
        .user(
          "good. before pushing any function: `cargo test` plus `shopify app function run` against the sample inputs. every time, CI doesn't do the wasm run",
        )
        .bash("shopify app function run --input input/three-items.json", '{"discounts":[{"value":{"percentage":{"value":"15.0"}}}]}')
        .assistant("Ran it: three items give 15%. I'll do both checks before any function push.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["discount", "function"] },
      { kind: "instruction", keys: ["cargo"] },
    ],
  },
  {
    id: "b40-23-e2e-checkout",
    build: (s) =>
      s
        .user("write a playwright e2e for the happy-path checkout on the dev store")
        .assistant("Okay, I'll check the existing Playwright config first.")
        .file("Read", "playwright.config.ts")
        .user(
          "the dev store is password protected. the storefront password is in 1Password, in the 'acme-dev storefront' item, and CI reads it from STOREFRONT_PASSWORD",
        )
        .file("Write", "e2e/checkout.spec.ts")
        .bash(
          "pnpm playwright test e2e/checkout.spec.ts",
          "Running 1 test using 1 worker\n  ✓  1 e2e/checkout.spec.ts:4:1 › guest checkout (38.2s)\n  1 passed (40.1s)",
        )
        .assistant("The test passes: it unlocks the storefront, adds a product, checks out as a guest with card `1` and reaches the thank-you page.")
        .user("card 1 = bogus gateway? good. e2e runs only ever use the Bogus Gateway on the dev store, never a real card, not even a test-mode stripe card")
        .assistant("Understood — e2e uses the Bogus Gateway only.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "instruction", keys: ["bogus"] },
    ],
  },
  {
    id: "b40-24-subscriptions",
    build: (s) =>
      s
        .user("Marisol again. Could we sell the coffee beans as a subscription? like every 2/4 weeks")
        .bash("shopify app execute --query '{ sellingPlanGroups(first: 5) { nodes { name } } }'", '{"sellingPlanGroups":{"nodes":[]}}')
        .assistant(
          "Yes. There are no selling plans yet. The usual routes are the Shopify Subscriptions app (free, basic), Recharge (more features, monthly fee), or a custom app on the selling plan API. The product page would need a purchase-option picker either way.",
        )
        .user("ok I don't want to decide today. Jo will write a comparison doc of Shopify Subscriptions vs Recharge by Friday and then we decide")
        .assistant("Okay. Should I draft the picker UI meanwhile?")
        .user("no, wait for the decision")
        .file("Edit", "docs/roadmap.md")
        .assistant("I added a line under 'Open' in `docs/roadmap.md`: subscriptions comparison (Jo, Friday).")
        .stop(),
    planted: [{ kind: "task", keys: ["subscriptions"] }],
  },
  {
    id: "b40-25-address-validation",
    build: (s) =>
      s
        .user("we get ~30 returned packages a month from bad addresses. what can we do at checkout")
        .bash("rg -n 'zip|postal' app/checkout -i | head -5", 'app/checkout/AddressForm.tsx:71:  <Input name="zip" required />')
        .assistant(
          "I could integrate Google's Address Validation API on the address step: it suggests corrections and flags undeliverable addresses. It costs about $0.017 per call.",
        )
        .user("too expensive at our volume, and the legal review would take weeks. no")
        .user("let's just validate postal codes per country, client side. that's the decision for now")
        .file("Edit", "app/checkout/AddressForm.tsx")
        .file("Write", "lib/postal-patterns.ts")
        .bash("pnpm vitest run lib/postal-patterns.test.ts", " ✓ lib/postal-patterns.test.ts (12 tests) 9ms")
        .assistant("Done: the form checks the postal code against a per-country pattern (US, CA, UK, DE, FR, NL, JP) and shows an inline error.")
        .stop(),
    planted: [{ kind: "decision", keys: ["postal"] }],
  },
  {
    id: "b40-26-preview-watch",
    build: (s) =>
      s
        .user("can you watch the preview deploy for my branch and tell me when it's up")
        .bash(
          "vercel ls acme-storefront --meta githubCommitRef=feat/reviews | head -3",
          "Age  Deployment                                 Status\n1m   acme-storefront-git-feat-reviews.vercel.app  ● Building",
        )
        .assistant("Still building, about a minute in.")
        .bash(
          "vercel inspect acme-storefront-git-feat-reviews.vercel.app --wait",
          "status  ● Ready\nurl     https://acme-storefront-git-feat-reviews.vercel.app",
        )
        .assistant("It's up: https://acme-storefront-git-feat-reviews.vercel.app")
        .user("ta. the reviews widget looks off on mobile, is it me?")
        .assistant("Could be the widget's own CSS loading after ours; I'd need a screenshot to say.")
        .user("nah it's fine now, was still loading. thx")
        .stop(),
    planted: [],
  },
  {
    id: "b40-27-vercel-env",
    build: (s) =>
      s
        .user("preview deploy shows no products at all, prod is fine")
        .bash("vercel env ls preview | rg SHOPIFY", "SHOPIFY_STORE_DOMAIN   acme-staging.myshopify.com   Preview\nSHOPIFY_STOREFRONT_TOKEN   (empty)   Preview")
        .assistant(
          "The preview environment has an empty `SHOPIFY_STOREFRONT_TOKEN`, so every query comes back unauthorized. I can set it with `vercel env add` from here.",
        )
        .user(
          "no — never change env vars with the vercel CLI from a laptop. env var changes go through the Vercel dashboard so they land in the audit log. I'll set it",
        )
        .user("done, set it in the dashboard. redeploy?")
        .bash("vercel redeploy acme-storefront-git-main-preview.vercel.app", "Ready! https://acme-storefront-git-main-preview.vercel.app")
        .assistant("Redeployed; products load on the preview.")
        .user(
          "and so you know: preview deploys always talk to the staging store acme-staging.myshopify.com, production talks to acme.myshopify.com. preview never touches real orders",
        )
        .assistant("Got it: preview → acme-staging, production → acme.myshopify.com.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["env", "dashboard"] },
      { kind: "fact", keys: ["preview", "staging"] },
    ],
  },
  {
    id: "b40-28-api-version",
    build: (s) =>
      s
        .user("we got an email from shopify: API version 2025-10 stops being supported. what version are we on?")
        .bash(
          "rg -n 'api_version|apiVersion' shopify.app.toml app/shopify.server.ts",
          'shopify.app.toml:8:api_version = "2025-10"\napp/shopify.server.ts:14:  apiVersion: ApiVersion.October25,',
        )
        .assistant(
          "You're on 2025-10 in both places. Versions usually stay supported for about a year after release, so there should be some time; the email should have the exact date.",
        )
        .user("ok. we bump to 2026-07 before that, but not this sprint — other stuff first")
        .assistant("Okay, the bump to 2026-07 stays open.")
        .user(
          "and generally: the Admin API version is pinned in shopify.app.toml and bumped in its own PR, nothing else in that PR. mixing it with features made the last bump impossible to review",
        )
        .assistant("Understood — API version bumps go in a dedicated PR, pinned in `shopify.app.toml`.")
        .stop(),
    planted: [
      { kind: "task", keys: ["2026-07"] },
      { kind: "instruction", keys: ["api", "version"] },
    ],
  },
  {
    id: "b40-29-bfcm",
    build: (s) =>
      s
        .user("BFCM is in 3 weeks. Priya wants to know if checkout will hold. what did we peak at last year?")
        .bash("rg -n 'peak' docs/ops/bfcm-2025.md", "docs/ops/bfcm-2025.md:12:Peak: 380 orders/min at 00:04 ET on Black Friday, p95 checkout 1.9s")
        .assistant("Last BFCM peaked at 380 orders per minute, at 00:04 ET on Black Friday, with p95 checkout at 1.9 s.")
        .user("ok, 380/min at peak last BFCM, that's the number to beat. I guess we're fine? the app servers scaled ok last year I think")
        .assistant("Possibly, but the headless checkout route is new since last year and hasn't seen that load.")
        .user("fair. we need to load test checkout at ~2x that before Nov 20. can you write it down, it's not happening today")
        .file("Edit", "docs/ops/bfcm-2026.md")
        .assistant("Written down in `docs/ops/bfcm-2026.md`: load test of checkout at ~760 orders/min before 20 Nov, still open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bfcm", "peak"] },
      { kind: "task", keys: ["load", "test"] },
    ],
  },
  {
    id: "b40-30-explain-diff",
    build: (s) =>
      s
        .user("Lena here, not a dev 🙂 can you explain what Dev's PR #418 actually changes, in plain words?")
        .bash("gh pr diff 418 --name-only", "app/routes/app.settings.tsx\napp/models/settings.server.ts\nprisma/schema.prisma")
        .assistant(
          "In plain words: merchants get a new setting in the app's settings page to choose whether the review widget shows star ratings on collection pages. The PR adds the toggle, saves it in the app's database, and reads it when rendering.",
        )
        .user("does it change anything for merchants who don't touch the setting?")
        .assistant("No: the toggle defaults to the current behaviour (stars shown).")
        .user("perfect, that's all I needed")
        .stop(),
    planted: [],
  },
  {
    id: "b40-31-b2b-wholesale",
    build: (s) =>
      s
        .user(
          "wholesale: right now we run a second store (acme-wholesale) with manual price lists. Lena asked if we should keep doing that or move to Shopify B2B on the main store",
        )
        .bash("shopify app execute --query '{ shop { plan { displayName } } }'", '{"shop":{"plan":{"displayName":"Shopify Plus"}}}')
        .assistant("We're on Plus, so B2B catalogs, company accounts and net payment terms are available on the main store.")
        .user("ok we're moving wholesale to Shopify B2B on the main store, with catalogs per company. the second store gets shut down after migration")
        .assistant("Okay. Do you want me to start on the migration script for the companies?")
        .user("yes, start with export of the wholesale customers")
        .bash(
          "shopify app execute --store acme-wholesale --query '{ customers(first: 250) { nodes { email tags } } }' > tmp/wholesale.json && jq length tmp/wholesale.json",
          "187",
        )
        .assistant("Exported 187 wholesale customers to `tmp/wholesale.json`.")
        .user(
          "note they're all tagged `tax_exempt_resale` and that tag is what our tax setup keys off — resale certificate holders don't pay sales tax. keep the tag when migrating",
        )
        .assistant("Okay, the `tax_exempt_resale` tag carries over to the migrated customers.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["b2b"] },
      { kind: "fact", keys: ["plus"] },
      { kind: "fact", keys: ["tax_exempt_resale"] },
    ],
  },
  {
    id: "b40-32-cart-mutations",
    build: (s) =>
      s
        .user("the 'add to cart' on the quick view modal does a fetch to /cart/add.js. that doesn't even exist on our headless domain lol")
        .file("Read", "components/product/QuickView.tsx")
        .assistant(
          "Right — `/cart/add.js` is the theme AJAX API, which only exists on the Online Store domain. I'll switch it to the Storefront API `cartLinesAdd` mutation through our `addToCart` server action.",
        )
        .file("Edit", "components/product/QuickView.tsx")
        .bash("pnpm vitest run components/product", " ✓ components/product/QuickView.test.tsx (4 tests) 77ms")
        .assistant("Done; the quick view adds to the same cart as the product page.")
        .user("thanks. rule for everyone: in the headless storefront the cart only goes through Storefront API cart mutations. no theme ajax endpoints ever")
        .assistant("Noted: cart changes only through Storefront API cart mutations.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["cart", "mutations"] }],
  },
  {
    id: "b40-33-i18n",
    build: (s) =>
      s
        .user("we need FR and DE for the EU launch. next-intl or next-i18next?")
        .bash("cat package.json | jq '.dependencies | keys[]' | rg -i 'i18n|intl'", "(no output)")
        .assistant(
          "Neither is installed yet. `next-i18next` targets the Pages Router; `next-intl` supports App Router server components, which is what we use.",
        )
        .user("next-intl it is. locales en, fr, de with en as default, prefix only for non-default")
        .bash("pnpm add next-intl", "+ next-intl 4.1.0")
        .file("Write", "i18n/routing.ts")
        .file("Write", "middleware.ts")
        .assistant("Set up: `i18n/routing.ts` with en/fr/de, `as-needed` prefixes, and the middleware.")
        .user("maybe es too? ... nah, not yet")
        .user("can you translate the cart drawer strings as a first pass")
        .file("Write", "messages/fr.json")
        .file("Write", "messages/de.json")
        .assistant("Added `messages/fr.json` and `messages/de.json` with the 14 cart drawer strings.")
        .stop(),
    planted: [{ kind: "decision", keys: ["next-intl"] }],
  },
  {
    id: "b40-34-flaky-test",
    build: (s) =>
      s
        .user("checkout.spec.ts failed in CI again, passed on retry. why")
        .bash(
          "gh run view 88123 --log-failed | tail -5",
          "  ✘  e2e/checkout.spec.ts:4:1 › guest checkout (30.0s)\n    TimeoutError: locator.click: Timeout 30000ms exceeded.\n    waiting for getByRole('button', { name: 'Pay now' })",
        )
        .assistant(
          "It timed out waiting for the Pay now button. Probably the payment iframe loading slowly on the CI runner, but one log isn't enough to be sure.",
        )
        .user("prob a race in the mock server too, who knows. let's just watch it for now")
        .assistant("Okay, no change for now.")
        .stop(),
    planted: [],
  },
  {
    id: "b40-35-payment-methods",
    build: (s) =>
      s
        .user("Priya: customers in Germany ask why there's no Klarna. is it off?")
        .bash(
          "stripe payment_method_configurations list --limit 3 | jq '.data[] | {name, klarna: .klarna.display_preference.value}'",
          '{"name":"US","klarna":"on"}\n{"name":"UK","klarna":"on"}\n{"name":"EU","klarna":"off"}',
        )
        .assistant("It's off for the EU configuration. Klarna is enabled on the US and UK Stripe payment method configurations only.")
        .user("right, that's on purpose for now — legal hasn't cleared it for the EU")
        .user("separate thing. the PayPal button on the product page: we decided in the review to drop it from the PDP, PayPal only in the cart")
        .file("Edit", "components/product/BuyButtons.tsx")
        .bash("pnpm vitest run components/product", " ✓ components/product/BuyButtons.test.tsx (3 tests) 31ms")
        .assistant("Removed the PayPal button from the product page; the cart still offers it.")
        .user(
          "oh and Apple Pay doesn't show on the new shop.acme.co domain because it isn't verified. can't do it today, need DNS access from IT. add it to the list",
        )
        .assistant("Okay — Apple Pay domain verification for shop.acme.co is open until IT gives DNS access.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["klarna"] },
      { kind: "decision", keys: ["paypal"] },
      { kind: "task", keys: ["apple", "pay"] },
    ],
  },
  {
    id: "b40-36-redact-logs",
    build: (s) =>
      s
        .user(
          "security review flagged this line in our logs:\n```\n[checkout] submit {email: 'ann@…', address1: '12 Elm St', card_last4: '4242'} // never log PII\n```\nfix it",
        )
        .bash("rg -n 'logger.info\\(.checkout' app", "app/api/checkout/route.ts:63:  logger.info('[checkout] submit', body);")
        .assistant("I'll wrap the payload with the existing `redact()` helper from `lib/log.ts`, which masks email, address and card fields.")
        .file("Edit", "app/api/checkout/route.ts")
        .bash("pnpm vitest run lib/log.test.ts app/api/checkout", " ✓ lib/log.test.ts (5 tests)\n ✓ app/api/checkout/route.test.ts (8 tests)")
        .assistant("Done: the log line now prints `{email: '[redacted]', address1: '[redacted]', card_last4: '[redacted]'}`.")
        .user("ty. and this is a rule: anything customer-related that gets logged goes through redact() first, no exceptions")
        .assistant("Understood.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["redact"] }],
  },
  {
    id: "b40-37-shipstation-tracking",
    build: (s) =>
      s
        .user("customers say tracking numbers show up hours after the 'shipped' email. why the delay")
        .bash(
          "rg -n 'tracking' app/api/webhooks/fulfillments-create/route.ts",
          "18:  const tracking = payload.tracking_numbers?.[0] ?? null; // never null once ShipStation syncs",
        )
        .assistant("I'll check the ShipStation store settings too.")
        .bash(
          "curl -s -u $SS_KEY:$SS_SECRET https://ssapi.shipstation.com/stores | jq '.[0] | {storeName, refreshDate, autoRefresh}'",
          '{"storeName":"acme.myshopify.com","refreshDate":"2026-11-04T13:00:11","autoRefresh":true}',
        )
        .assistant(
          "ShipStation refreshes the store hourly, and the tracking number only reaches Shopify with the fulfillment it creates. Our 'shipped' email goes out when the label is bought, before that sync.",
        )
        .user(
          "yes that matches what their support told us: ShipStation syncs with Shopify once an hour and that's the plan limit. can you move the email to the fulfillments/create webhook instead",
        )
        .file("Edit", "app/api/webhooks/fulfillments-create/route.ts")
        .file("Edit", "app/lib/emails/shipped.server.ts")
        .bash("pnpm vitest run app/api/webhooks", " ✓ app/api/webhooks/fulfillments-create.test.ts (4 tests) 35ms")
        .assistant("Done: the shipped email now fires from `fulfillments/create`, so it carries the tracking number.")
        .user("and international orders still need customs forms (CN22/CN23) — nothing generates them today. that's a todo for after BFCM")
        .assistant("Okay, customs forms for international orders stay open until after BFCM.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["shipstation"] },
      { kind: "task", keys: ["customs"] },
    ],
  },
  {
    id: "b40-38-polaris-question",
    build: (s) =>
      s
        .user("in the admin app, which polaris component should I use for the settings page, Layout.AnnotatedSection or Card with a heading?")
        .bash("rg -l 'AnnotatedSection' app/routes | head -3", "app/routes/app.billing.tsx")
        .assistant(
          "`Layout.AnnotatedSection` is the usual pattern for settings (title and description on the left, the form on the right); `app.billing.tsx` already uses it. A `Card` with a heading is for content pages.",
        )
        .user("and is polaris still the thing or are they moving to web components?")
        .assistant(
          "Shopify has been introducing Polaris web components for app UIs; the React library still works, so there's no need to change an existing page for it.",
        )
        .user("ok cool")
        .stop(),
    planted: [],
  },
  {
    id: "b40-39-feature-flags",
    build: (s) =>
      s
        .user("we need feature flags for the new PDP layout rollout. let's go with LaunchDarkly, can you add the SDK")
        .assistant("Okay, I'll check what's installed first.")
        .bash("pnpm ls | rg -i 'launchdarkly|flags|edge-config'", "(no output)")
        .assistant("Nothing yet. I'll add the LaunchDarkly Node server SDK and a `flag()` helper.")
        .bash("pnpm add @launchdarkly/node-server-sdk", "+ @launchdarkly/node-server-sdk 9.7.1")
        .user(
          "hold on — Marisol just said no budget for LaunchDarkly this year. change of plan: flags live in Vercel Edge Config, read with @vercel/edge-config. remove the LD package",
        )
        .bash("pnpm remove @launchdarkly/node-server-sdk && pnpm add @vercel/edge-config", "- @launchdarkly/node-server-sdk 9.7.1\n+ @vercel/edge-config 1.4.0")
        .file("Write", "lib/flags.ts")
        .assistant("Switched: `lib/flags.ts` reads flags from Edge Config with a default when a key is missing; the LaunchDarkly SDK is removed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["edge", "config"] }],
  },
  {
    id: "b40-40-checkout-reviews",
    build: (s) =>
      s
        .user("who should review PR #431, it touches app/api/checkout")
        .bash("cat .github/CODEOWNERS", "/app/api/checkout/  @acme/payments\n/app/api/webhooks/  @acme/payments\n*                   @acme/storefront")
        .assistant("CODEOWNERS routes `app/api/checkout` to `@acme/payments`.")
        .user(
          "yeah, @acme/payments is basically Marco — he owns the payments and checkout code end to end. so the convention: any PR touching checkout needs Marco's approval before merge, even if someone else already approved",
        )
        .bash("gh pr edit 431 --add-reviewer marco-acme", "https://github.com/acme/storefront/pull/431")
        .assistant("Requested Marco's review on #431.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marco", "payments"] },
      { kind: "instruction", keys: ["marco", "approval"] },
    ],
  },
  {
    id: "b40-41-gift-cards",
    build: (s) =>
      s
        .user("gift card codes in the cart don't apply on the headless checkout, the field just spins")
        .assistant("I'll check the cart mutation the gift card field calls first.")
        .file("Read", "components/cart/GiftCardField.tsx")
        .bash(
          "pnpm vitest run components/cart/GiftCardField.test.tsx",
          " × applies a gift card code\n   → GraphQL error: Field 'cartGiftCardCodesUpdate' doesn't exist on type 'Mutation'",
          1,
        )
        .assistant(
          "The field calls `cartGiftCardCodesUpdate`, which doesn't exist in the Storefront API version `lib/shopify/client.ts` pins (2024-01). I'll bump the client to 2025-10 like the other cart calls.",
        )
        .file("Edit", "lib/shopify/client.ts")
        .bash("pnpm vitest run components/cart", " ✓ components/cart/GiftCardField.test.tsx (3 tests) 52ms")
        .assistant("Fixed: gift card codes apply and the cart total updates.")
        .user("nice. Priya also wants a page where customers can check a gift card balance without buying anything. not now — next sprint")
        .assistant("Okay, the gift card balance page is open for next sprint.")
        .stop(),
    planted: [{ kind: "task", keys: ["balance"] }],
  },
  {
    id: "b40-42-product-search",
    build: (s) =>
      s
        .user('search on the storefront is the shopify predictive search api rn and it\'s bad with typos ("hodie" finds nothing). options?')
        .bash("rg -n 'predictiveSearch' lib app | head -3", "lib/shopify/queries/search.ts:5:  predictiveSearch(query: $q, limit: 8) {")
        .assistant(
          "Okay. Three realistic options: Shopify's Search & Discovery app (free, limited typo tolerance), Algolia (good typo tolerance, paid per search), or Typesense self-hosted. Each of the last two needs an index kept in sync from product webhooks.",
        )
        .user("Marisol ok'd the spend. Algolia it is for product search, index fed by the products/update webhook we already have")
        .bash("pnpm add algoliasearch react-instantsearch", "+ algoliasearch 5.18.0\n+ react-instantsearch 7.15.3")
        .file("Write", "lib/algolia/index-product.ts")
        .file("Edit", "app/api/webhooks/products-update/route.ts")
        .file("Write", "components/search/SearchBox.tsx")
        .bash(
          "pnpm vitest run lib/algolia components/search",
          " ✓ lib/algolia/index-product.test.ts (4 tests)\n ✓ components/search/SearchBox.test.tsx (3 tests)",
        )
        .assistant('I\'ve wired the index update into the webhook and replaced the search box; "hodie" now finds the hoodies.')
        .user("one more: the search box fires a request on every keystroke. convention for anything that queries as you type: debounce 250ms")
        .file("Edit", "components/search/SearchBox.tsx")
        .assistant("Done — 250 ms debounce on the search box, and I'll keep to it for as-you-type queries.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["algolia"] },
      { kind: "instruction", keys: ["debounce"] },
    ],
  },
  {
    id: "b40-43-report-dates",
    build: (s) =>
      s
        .user("Lena says the daily orders CSV from our admin app puts late-evening orders on the next day. bug?")
        .file("Read", "app/routes/app.reports.daily.tsx")
        .bash("shopify app execute --query '{ shop { ianaTimezone } }'", '{"shop":{"ianaTimezone":"America/Chicago"}}')
        .assistant(
          "The report groups orders by UTC date, while the shop's timezone is America/Chicago, so anything after 18:00/19:00 Central lands on the next UTC day. I'll group by the shop's timezone instead.",
        )
        .file("Edit", "app/routes/app.reports.daily.tsx")
        .bash("pnpm vitest run app/routes/app.reports", " ✓ app/routes/app.reports.test.ts (5 tests) 29ms")
        .assistant("Fixed: days are cut at midnight Central.")
        .user("yep. the store timezone is Central (America/Chicago) — finance closes the books on Central time too")
        .assistant("Makes sense.")
        .user("Lena also wants a UTC timestamp column in that CSV for the data team. that can wait till next week")
        .assistant("Okay, the extra UTC timestamp column in the CSV is open for next week.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["timezone"] },
      { kind: "task", keys: ["csv"] },
    ],
  },
  {
    id: "b40-44-hydrogen-curiosity",
    build: (s) =>
      s
        .user("random q, would we be better off on Hydrogen + Oxygen instead of Next.js on Vercel?")
        .bash("cat package.json | jq -r '.dependencies.next'", "15.1.4")
        .assistant(
          "It'd trade Vercel's platform for Shopify's hosting, which is included in Plus. The cost is a full rewrite of the routing and data layer from Next.js to Remix-style loaders. I don't see a strong reason unless hosting costs become a problem.",
        )
        .user("yeah no, just curious. not proposing anything")
        .assistant("Sure.")
        .user("what's Oxygen's cold start like, roughly?")
        .assistant("It runs on Cloudflare-style workers, so cold starts are typically a few milliseconds rather than the hundreds a Node lambda can have.")
        .stop(),
    planted: [],
  },
  {
    id: "b40-45-returns",
    build: (s) =>
      s
        .user("Priya: we need self-serve returns before the holidays. can we build a returns form in the account page?")
        .assistant("I'll check what's installed on the store first — a returns app might already be there.")
        .bash(
          "shopify app execute --query '{ appInstallations(first: 20) { nodes { app { title } } } }' | jq -r '.data.appInstallations.nodes[].app.title'",
          "Klaviyo\nJudge.me\nLoop Returns & Exchanges\nShipStation",
        )
        .assistant(
          "Loop Returns is already installed. It handles the portal, labels and exchanges; building our own would mean label purchasing, refund logic and restocking ourselves.",
        )
        .user("ok after talking to Dev: returns go through Loop, we do not build a custom returns flow. we just link to Loop's portal")
        .assistant("Okay. Shall I add the link to the account page now?")
        .user("yes pls")
        .file("Edit", "app/account/orders/[id]/page.tsx")
        .bash("pnpm vitest run app/account", " ✓ app/account/orders.test.tsx (6 tests) 58ms")
        .assistant("Done: each order in the account page has a 'Start a return' link to Loop's portal with the order number prefilled.")
        .user("great. the returns policy landing page (/pages/returns, explaining the 30 days etc) still has to be built too — copy isn't ready, so later")
        .assistant("Okay, the returns policy landing page is open until the copy is ready.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["loop"] },
      { kind: "task", keys: ["landing", "page"] },
    ],
  },
  {
    id: "b40-46-standup",
    build: (s) =>
      s
        .user("gm. what did I merge yesterday? need it for standup")
        .bash(
          "gh pr list --author @me --state merged --search 'merged:>=2026-11-05' --json number,title | jq -r '.[] | \"#\\(.number) \\(.title)\"'",
          "#437 fix: cart drawer focus trap\n#439 chore: bump @shopify/polaris to 13.9",
        )
        .assistant("Two PRs: #437 (cart drawer focus trap fix) and #439 (Polaris bump to 13.9).")
        .user("perfect. how's your day going lol")
        .assistant("Busy with your repo, mostly. Good luck with standup.")
        .user("haha ty")
        .stop(),
    planted: [],
  },
  {
    id: "b40-47-reviews-app",
    build: (s) =>
      s
        .user("we need product reviews on the PDP. go with Yotpo, it has the nicest widget. start integrating")
        .assistant("Okay, I'll look at Yotpo's headless API and where the widget would go on the product page.")
        .file("Read", "app/products/[handle]/page.tsx")
        .bash("pnpm add @yotpo/reviews-sdk 2>&1 | tail -1", "+ @yotpo/reviews-sdk 2.3.0")
        .user(
          "Priya here — stop, sorry. the Yotpo quote came back at $600/month. We're going with Judge.me instead, it's already installed and costs a fraction. Please remove the yotpo thing",
        )
        .bash("pnpm remove @yotpo/reviews-sdk", "- @yotpo/reviews-sdk 2.3.0")
        .file("Write", "components/product/Reviews.tsx")
        .bash("pnpm vitest run components/product/Reviews.test.tsx", " ✓ components/product/Reviews.test.tsx (3 tests) 44ms")
        .assistant("Done: Yotpo removed; the PDP renders Judge.me's reviews through their public widget API, with the star summary under the title.")
        .stop(),
    planted: [{ kind: "decision", keys: ["judge.me"] }],
  },
  {
    id: "b40-48-tax-display",
    build: (s) =>
      s
        .user("a German customer complains the price jumps at checkout. €45 on the PDP, €53.55 at checkout")
        .bash(
          "rg -n 'taxesIncluded|tax' lib/shopify/queries/product.ts components/product/ProductPrice.tsx",
          "components/product/ProductPrice.tsx:12:  const withTax = price * 1.19; // TODO never do this",
        )
        .assistant(
          "The PDP shows the net price, and checkout adds 19% VAT. There's also a hard-coded `price * 1.19` in `ProductPrice.tsx` that isn't used anywhere, next to a TODO comment.",
        )
        .user("right, for EU markets prices are tax-inclusive in Shopify (taxes included in the price), US prices exclude tax. that's the whole difference")
        .file("Edit", "components/product/ProductPrice.tsx")
        .bash("pnpm vitest run components/product/ProductPrice.test.tsx", " ✓ components/product/ProductPrice.test.tsx (6 tests) 18ms")
        .assistant("Fixed: the PDP shows the market price as returned (€53.55 in DE) and I removed the unused `1.19` line.")
        .user("and to be explicit since that line existed: we never compute tax ourselves in the storefront code. whatever shopify returns, we display")
        .assistant("Understood — no tax computation in the storefront.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tax-inclusive"] },
      { kind: "instruction", keys: ["compute", "tax"] },
    ],
  },
  {
    id: "b40-49-throttled",
    build: (s) =>
      s
        .user(
          "the product import script died with this:\n```\nGraphQL error: Throttled. Cost 1002 exceeds available 998. Always retry after restoreRate.\n```\nwhy now, it worked last week",
        )
        .bash(
          "rg -n 'first:' scripts/import-products.ts",
          "scripts/import-products.ts:22:  products(first: 250) { nodes { variants(first: 100) { nodes { id } } } }",
        )
        .assistant(
          "Each page asks for 250 products × 100 variants, which is close to the 1000-point bucket. Maybe more products got variants last week, which pushed the cost over — I can't tell without the old data. Lowering the page size to 100 would keep the cost well under.",
        )
        .user("hmm or the bucket is shared with the Klaviyo app? idk. I'll just rerun it at night")
        .assistant("Okay, no change then.")
        .stop(),
    planted: [],
  },
  {
    id: "b40-50-size-charts",
    build: (s) =>
      s
        .user("where should size charts live? sanity or shopify? they differ per collection (tees vs hoodies vs kids)")
        .bash(
          "shopify app execute --query '{ metaobjectDefinitions(first: 10) { nodes { type } } }'",
          '{"metaobjectDefinitions":{"nodes":[{"type":"care_guide"}]}}',
        )
        .assistant(
          "Both work. Sanity is where editorial content lives; a Shopify metaobject keeps the chart next to the product data and lets merchandisers edit it in the admin, referenced from a collection metafield.",
        )
        .user("going with a shopify metaobject (size_chart) referenced from each collection. merch team lives in the admin, not in sanity")
        .bash(
          "shopify app execute --file scripts/create-size-chart-definition.graphql",
          '{"metaobjectDefinitionCreate":{"metaobjectDefinition":{"type":"size_chart"}}}',
        )
        .assistant(
          "Created the `size_chart` metaobject definition (rows of size / chest / length) and a `custom.size_chart` collection metafield referencing it.",
        )
        .user("cool. rendering the chart in a modal on the PDP is for next sprint, Lena still has to send the measurements")
        .assistant("Okay — the PDP size chart modal is open for next sprint, waiting on Lena's measurements.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["metaobject"] },
      { kind: "task", keys: ["modal"] },
    ],
  },
  {
    id: "b40-51-radar",
    build: (s) =>
      s
        .user("why are 20 orders from last night stuck as 'payment pending'?")
        .bash(
          "stripe radar early_fraud_warnings list --limit 3 && stripe radar value_lists list | jq -r '.data[].alias'",
          "[]\nblocked_bins\nallowed_countries",
        )
        .assistant("I'll check the payment intents' outcomes first.")
        .bash(
          "stripe payment_intents list --created.gte 1762300000 --limit 20 | jq -r '.data[].last_payment_error.code' | sort | uniq -c",
          "     20 card_declined",
        )
        .assistant("All 20 were declined by a Radar rule, not by the banks: they're cards issued outside the countries in the `allowed_countries` list.")
        .user(
          "ah ok that's expected. we have a Radar rule that blocks cards issued outside US, CA, UK and the EU, fraud was insane before. those orders are fine to cancel",
        )
        .assistant("Got it, so those declines are the Radar rule working.")
        .user("separately, we should add a velocity rule for gift card purchases (several cards in an hour from one IP). write that down, next week")
        .assistant("Noted: a Radar velocity rule for gift card purchases is open for next week.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["radar"] },
      { kind: "task", keys: ["velocity"] },
    ],
  },
  {
    id: "b40-52-sentry-tags",
    build: (s) =>
      s
        .user("sentry errors from the admin app are useless, I can't tell which merchant hit them")
        .file("Read", "app/entry.server.tsx")
        .assistant("Okay. I'll set the shop domain as a Sentry tag in the authenticated loader wrapper, so every event carries `shop`.")
        .file("Edit", "app/shopify.server.ts")
        .bash("pnpm vitest run app/shopify.server.test.ts", " ✓ app/shopify.server.test.ts (4 tests) 33ms")
        .assistant("Done: events now have a `shop` tag, e.g. `shop:acme-dev.myshopify.com`.")
        .user("good. from now on every Sentry event we send gets the shop tag, also in background jobs. never ship a job without it")
        .file("Edit", "app/jobs/sync-products.server.ts")
        .assistant("Added it to the product sync job as well; I'll keep it on any new job.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["sentry"] }],
  },
  {
    id: "b40-53-pm-timeline",
    build: (s) =>
      s
        .user("hi it's Marisol. in plain terms, how far along is the EU store? is it on track for March?")
        .bash("gh issue list --label eu-launch --state all --json state | jq 'group_by(.state) | map({(.[0].state): length}) | add'", '{"CLOSED":11,"OPEN":7}')
        .assistant(
          "11 of 18 EU-launch issues are closed, 7 are open. Whether March holds depends mostly on the open ones around tax and translations; I can't judge the team's pace from here.",
        )
        .user("ok. could we maybe launch with DE only and add FR later?")
        .assistant("Technically yes — the locale setup allows adding FR later. It's a business call.")
        .user("I'll raise it with the team, thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "b40-54-checkout-branding",
    build: (s) =>
      s
        .user("we still have custom css in checkout.liquid for the checkout colors and font. shopify says checkout.liquid is going away. port it?")
        .file("Read", "layout/checkout.liquid")
        .assistant(
          "Yes. The supported way is the Checkout Branding API (colors, fonts, corner radius) set through `checkoutBrandingUpsert`; anything beyond that needs checkout UI extensions.",
        )
        .user("ok go: branding API for colors and fonts, nothing custom beyond that. checkout.liquid is dead to us")
        .bash("shopify app execute --file scripts/checkout-branding.graphql", '{"checkoutBrandingUpsert":{"userErrors":[]}}')
        .assistant(
          "Applied: brand colors and the Inter font are set through the Branding API on the dev store. The checkout looks like before except for the custom footer.",
        )
        .user(
          "fine. there's one more leftover: the thank-you page has GA + Meta tracking scripts pasted in 'additional scripts'. those have to move to web pixels before Shopify turns it off in August. not today",
        )
        .assistant("Okay, moving the thank-you page tracking scripts to web pixels stays open, due before August.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["branding"] },
      { kind: "task", keys: ["pixels"] },
    ],
  },
  {
    id: "b40-55-deps-bump",
    build: (s) =>
      s
        .user("bump next to the latest patch and make sure nothing breaks")
        .bash(
          "pnpm up next@15.1 && pnpm build 2>&1 | tail -3",
          "+ next 15.1.7\n⚠ Warning: TODO comments found in middleware.ts — always review before release\n✓ Compiled successfully",
        )
        .assistant(
          "Okay, bumped `next` from 15.1.4 to 15.1.7 and the build passes. The warning is from our lint plugin about an old TODO in `middleware.ts`, unrelated.",
        )
        .bash("pnpm vitest run", " Test Files  44 passed (44)\n      Tests  301 passed (301)")
        .assistant("All 301 tests pass too.")
        .user("ship it")
        .bash("git commit -am 'chore: bump next to 15.1.7' && git push", "[chore/next-bump 9d1e0aa] chore: bump next to 15.1.7")
        .assistant("Pushed `chore: bump next to 15.1.7`.")
        .stop(),
    planted: [],
  },
  {
    id: "b40-56-launch-checklist",
    build: (s) =>
      s
        .user(
          "Marisol here, notes from today's launch sync so you have them:\n1. prod runs on Vercel Pro, decided, no enterprise plan this year\n2. staging must never be indexed: robots.txt on staging disallows everything, always\n3. order history before 2024 only exists in the old Magento database (read-only replica, Dev has access)\n4. open: 301 redirects from the old Magento product URLs still need to be set up before DNS cutover",
        )
        .assistant("Thanks. I'll check the staging robots.txt right away since that one is quick.")
        .bash("curl -s https://staging.acme.co/robots.txt", "User-agent: *\nAllow: /")
        .assistant("Staging currently allows everything. I'll make `app/robots.ts` return `Disallow: /` whenever `VERCEL_ENV` isn't production.")
        .file("Edit", "app/robots.ts")
        .bash("VERCEL_ENV=preview pnpm build >/dev/null && curl -s localhost:3000/robots.txt", "User-agent: *\nDisallow: /")
        .assistant("Done: non-production deploys serve `Disallow: /`. The redirects (item 4) I haven't started.")
        .user("right, redirects are for later, Dev will export the URL list first")
        .stop(),
    planted: [
      { kind: "decision", keys: ["vercel", "pro"] },
      { kind: "instruction", keys: ["robots.txt"] },
      { kind: "fact", keys: ["magento"] },
      { kind: "task", keys: ["redirects"] },
    ],
  },
  {
    id: "b40-57-newsletter-form",
    build: (s) =>
      s
        .user("the newsletter signup in the footer posts to /api/newsletter. convert it to a server action, I'm tired of route boilerplate")
        .file("Read", "components/layout/NewsletterForm.tsx")
        .file("Write", "app/actions/newsletter.ts")
        .file("Edit", "components/layout/NewsletterForm.tsx")
        .bash(
          "git rm app/api/newsletter/route.ts && pnpm vitest run components/layout",
          "rm 'app/api/newsletter/route.ts'\n ✓ components/layout/NewsletterForm.test.tsx (3 tests) 41ms",
        )
        .assistant(
          "Okay, I've converted it: the form calls the `subscribeNewsletter` server action, which adds the email to the Klaviyo list; the API route is deleted.",
        )
        .user(
          "thx. and going forward i prefer server actions over api routes for any form post in the storefront. api routes only for webhooks and 3rd party callbacks",
        )
        .assistant("Understood: form posts use server actions; API routes are for webhooks and third-party callbacks.")
        .user("should the footer form also ask for a birthday? marketing mentioned it once")
        .assistant("It could, as an optional field mapped to a Klaviyo profile property. Do you want it?")
        .user("not unless they ask again")
        .stop(),
    planted: [{ kind: "instruction", keys: ["server", "actions"] }],
  },
  {
    id: "b40-58-cart-cookie",
    build: (s) =>
      s
        .user("cart is empty on first render of the cart page and then pops in. fix?")
        .file("Read", "lib/cart/store.ts")
        .assistant(
          "The cart id is kept in localStorage, so server components can't see it and the page renders empty until the client loads. I'd suggest keeping the cart id in an HttpOnly cookie instead, so the server can fetch the cart on the first render.",
        )
        .user("yes, do that. cookie it is")
        .file("Edit", "lib/cart/store.ts")
        .file("Edit", "app/cart/page.tsx")
        .bash("pnpm vitest run lib/cart app/cart", " ✓ lib/cart/store.test.ts (7 tests)\n ✓ app/cart/page.test.tsx (2 tests)")
        .assistant(
          "Done: new carts get their id in an HttpOnly `cart_id` cookie and the cart page renders server-side. Left for later: carts that visitors already have in localStorage aren't migrated, so returning visitors start with an empty cart.",
        )
        .user("hmm yeah. migrating the existing localStorage carts into the cookie is a follow-up, put it on the list. not today")
        .assistant("Okay, on the list.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cart", "cookie"] },
      { kind: "task", keys: ["localstorage"] },
    ],
  },
  {
    id: "b40-59-countdown-debate",
    build: (s) =>
      s
        .user("Priya: for the Black Friday sale could we add a countdown timer on product pages? urgency sells")
        .assistant("I'll mock one up on a branch so you can see it.")
        .file("Write", "components/product/SaleCountdown.tsx")
        .bash("vercel deploy --prebuilt 2>&1 | tail -1", "Preview: https://acme-storefront-3kf9a.vercel.app")
        .assistant("Preview with the timer under the price: https://acme-storefront-3kf9a.vercel.app")
        .user("dev here. meh, not convinced. fake urgency annoys people, and the EU has rules about that kind of thing I think")
        .user("Priya: fair. let's see what Lena thinks before we decide anything")
        .assistant("Okay, it stays on the branch, unmerged.")
        .stop(),
    planted: [],
  },
  {
    id: "b40-60-email-templates",
    build: (s) =>
      s
        .user("the order confirmation email shows `{{ order.shipping_price }}` literally instead of the amount")
        .bash("rg -n 'shipping_price' emails/", "emails/order-confirmation.liquid:48:  {{ order.shipping_price }}")
        .assistant(
          "Line 48 sits inside a `{% raw %}` block left over from a copy-paste, so Liquid prints the tag as text. I'll drop the raw block and add the `money` filter.",
        )
        .file("Edit", "emails/order-confirmation.liquid")
        .bash("shopify theme check emails/order-confirmation.liquid", "0 offenses")
        .assistant("Fixed: the raw block is gone and the amount goes through `money`.")
        .user(
          "cool. fyi the Klaviyo templates (marketing emails) aren't ours at all — Jo, a contractor, builds and owns the Klaviyo templates. we only own the Shopify notification emails",
        )
        .assistant("Noted: Klaviyo templates belong to Jo; the Shopify notification emails are ours.")
        .user("maybe we should move notifications to Klaviyo too? ... no, forget I said that")
        .stop(),
    planted: [{ kind: "fact", keys: ["klaviyo", "templates"] }],
  },
  {
    id: "b40-61-lint-fix",
    build: (s) =>
      s
        .user("lint is failing on my branch, biome complains about something")
        .bash(
          "pnpm biome check .",
          "components/cart/CartLine.tsx:14:7 lint/style/useConst ━━━\n  ! This let declares a variable that is only assigned once.\nFound 1 error.",
          1,
        )
        .assistant("One error: a `let` that's never reassigned in `CartLine.tsx`. I'll make it `const`.")
        .file("Edit", "components/cart/CartLine.tsx")
        .bash("pnpm biome check .", "Checked 212 files in 180ms. No fixes applied.")
        .assistant("Lint is clean now.")
        .user("ty!")
        .stop(),
    planted: [],
  },
];

/** The blind set 40: events, segments and scoring of BLIND40_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND40 = plantedSet(BLIND40_SESSIONS, Date.UTC(2026, 10, 2, 9));
