/**
 * Blind planted set 155 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a chatty full-stack developer at an e-commerce shop (Remix, Shopify apps) who thinks
 * aloud for a few lines before deciding; items often land at the end of a ramble, some stated
 * by the agent and accepted with a word, several per message, lowercase and typos.
 * Each session is one segment; the items planted in it are listed with it: 75 items (17 decisions, 19 instructions, 22 facts, 17 tasks) in 49 sessions, 12 of which plant nothing (58 user/assistant messages between them). Every other message
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

export const BLIND155_SESSIONS: BlindSession[] = [
  {
    id: "b155-webhook-queue",
    build: (s) =>
      s
        .user(
          "ok so orders/create webhooks are showing up as failed in the partner dashboard again. i think it's because we do the whole bundle inventory dance inline before returning 200. could we just make that faster? idk",
        )
        .bash(
          "fly logs -a bundlr-prod | grep 'webhooks.orders.create' | tail -5",
          "2026-11-07T14:02:11Z app[1] webhooks.orders.create shop=northloom.myshopify.com took=6412ms\n2026-11-07T14:02:40Z app[1] webhooks.orders.create shop=pinecrate.myshopify.com took=5893ms\n2026-11-07T14:03:05Z app[0] webhooks.orders.create shop=northloom.myshopify.com took=7120ms",
        )
        .assistant(
          "The handler takes 5.9-7.1 s. Shopify counts a delivery as failed if it doesn't get a 2xx within 5 seconds, so these all time out and get retried. We can either make the inventory work faster or acknowledge first and process in the background.",
        )
        .user(
          "right ok, that 5 seconds thing is the hard limit on shopify's side, good to have it written down. hmm. i was gonna say just cache the bundle lookups but that only shaves a second maybe. we already run redis for sessions... ok yeah, let's go with BullMQ for the webhook jobs: handler verifies, enqueues, returns 200, worker does the rest",
        )
        .file("Write", "app/queues/orders.server.ts")
        .file("Edit", "app/routes/webhooks.orders.create.tsx")
        .bash("pnpm vitest run app/queues", " ✓ app/queues/orders.server.test.ts (4 tests) 212ms\n Test Files  1 passed (1)")
        .stop("The orders/create route now verifies and enqueues to the `orders` BullMQ queue and returns 200 right away; the worker handles inventory."),
    planted: [
      { kind: "fact", keys: ["5 seconds"] },
      { kind: "decision", keys: ["bullmq"] },
    ],
  },
  {
    id: "b155-test-command-gdpr",
    build: (s) =>
      s
        .user("can you run the tests real quick, i touched the discount calc")
        .bash("npm test", "> bundlr@1.4.0 test\n> vitest run && playwright test\n\nError: browserType.launch: Executable doesn't exist", 1)
        .assistant("`npm test` runs vitest and then Playwright, and Playwright has no browser installed here. Want me to install the browsers?")
        .user(
          "nah don't bother, that root script is a trap. for future reference: run the unit tests with `pnpm vitest run --project app`, npm test drags playwright in and it's slow as heck even when it works",
        )
        .bash("pnpm vitest run --project app", " ✓ app/lib/discounts.test.ts (11 tests) 48ms\n Test Files  9 passed (9)\n      Tests  63 passed (63)")
        .assistant("All 63 pass, including the 11 discount tests.")
        .user(
          "nice. oh and while i think of it, we still need to add the GDPR webhooks (customers/data_request, customers/redact, shop/redact) before we submit for app review. not today tho, just don't let me forget",
        )
        .stop("Noted. The discount change is green."),
    planted: [
      { kind: "instruction", keys: ["pnpm vitest"] },
      { kind: "task", keys: ["gdpr"] },
    ],
  },
  {
    id: "b155-catalog-sync",
    build: (s) =>
      s
        .user("the nightly catalog sync threw THROTTLED again for the big store (like 40k variants). how much room do we actually have on the admin api?")
        .bash(
          "grep -n 'cost' logs/sync-2026-11-08.log | tail -3",
          '{"throttleStatus":{"maximumAvailable":1000.0,"currentlyAvailable":12,"restoreRate":50.0}}\n{"errors":[{"message":"Throttled","extensions":{"code":"THROTTLED"}}]}',
        )
        .assistant(
          "The throttle status says it: the Admin GraphQL bucket is 1000 points max and refills at 50 points a second. Paging 40k variants 250 at a time with nested metafields drains it fast.",
        )
        .user(
          "ugh ok. so 1000 points bucket, 50/s restore, that's our budget on this plan. options: sleep between pages, or... the bulk operations thing? i've never used it. it's async right, you get a jsonl file at the end? honestly that sounds way better for a nightly job. yeah let's switch the nightly catalog sync to a bulk operation and stop paging",
        )
        .file("Write", "app/sync/bulk-catalog.server.ts")
        .assistant("Done: the sync starts `bulkOperationRunQuery`, polls `currentBulkOperation`, then streams the JSONL. It still runs from the cron box.")
        .user(
          "cool. the cron box itself is another story, it's a $5 droplet nobody remembers the password to. at some point we'll need to move the nightly sync off the cron box onto a fly machine. later problem",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["1000 points"] },
      { kind: "decision", keys: ["bulk operation"] },
      { kind: "task", keys: ["cron box"] },
    ],
  },
  {
    id: "b155-polaris-settings",
    build: (s) =>
      s
        .user("the settings page looks off next to the rest of the admin, can you look at app/routes/app.settings.tsx")
        .file("Read", "app/routes/app.settings.tsx")
        .assistant(
          "It's built from hand-rolled Tailwind divs and a custom toggle, while the other pages use Polaris `Card`, `FormLayout` and `Checkbox`. I can port it to Polaris.",
        )
        .user(
          "yeah that's the thing, somebody (me, 2am) did tailwind there. do it. and in general, i prefer Polaris components over custom tailwind stuff anywhere inside the admin, it has to look native or the review folks complain",
        )
        .file("Edit", "app/routes/app.settings.tsx")
        .assistant("Ported to Polaris. The empty state still uses the placeholder illustration.")
        .user("yeah design owes us those. remind me to redo the empty state illustrations once Kemi sends the svgs")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["polaris"] },
      { kind: "task", keys: ["empty state"] },
    ],
  },
  {
    id: "b155-session-table",
    build: (s) =>
      s
        .user("why does prisma studio show the Session table empty when i'm literally logged into the app right now??")
        .file("Read", "app/shopify.server.ts")
        .bash(
          "psql $DATABASE_URL -c '\\dt'",
          "            List of relations\n Schema |       Name       | Type  \n--------+------------------+-------\n public | Session          | table\n public | shopify_sessions | table\n public | bundles          | table",
        )
        .assistant(
          "`shopify.server.ts` configures `PrismaSessionStorage` with `tableName: 'shopify_sessions'`, so the live sessions are in `shopify_sessions`. The `Session` table is the Prisma template's default and is unused.",
        )
        .user(
          "OH. right, i renamed it back in march. ok so sessions live in shopify_sessions, the Session table is dead. good to know. should we drop it? eh, leave it, not worth a migration today",
        )
        .bash("psql $DATABASE_URL -c 'select count(*) from shopify_sessions where shop not in (select shop from installs)'", " count \n-------\n   214")
        .user("214 sessions for shops that uninstalled lol. TODO for some other day: cleanup job for sessions of uninstalled shops")
        .stop("Leaving both tables as they are for now."),
    planted: [
      { kind: "fact", keys: ["shopify_sessions"] },
      { kind: "task", keys: ["uninstalled"] },
    ],
  },
  {
    id: "b155-fly-deploy",
    build: (s) =>
      s
        .user("deploy the bundle fix to prod pls")
        .bash(
          "fly status -a bundlr-prod",
          "App\n  Name     = bundlr-prod\n  Hostname = bundlr-prod.fly.dev\n\nMachines\nPROCESS  ID              REGION  STATE\napp      3d8d9e1a        iad     started\napp      9080e4f2        iad     started",
        )
        .assistant("Two app machines, both in iad. Shall I run `fly deploy` with the default rolling strategy?")
        .user(
          "yep prod is just those two in iad, everything's east coast. hmm rolling... last time rolling left one machine on the old build for like 4 min and carts were weird. what about bluegreen? it spins up the new ones, health checks, then swaps. ok let's do bluegreen for prod deploys going forward",
        )
        .bash(
          "fly deploy -a bundlr-prod --strategy bluegreen",
          "==> Creating green machines\n==> Checking health of green machines\n==> Marking blue machines for destruction\nVisit your newly deployed app at https://bundlr-prod.fly.dev/",
        )
        .user(
          "nice. also a rule, since it's friday: no prod deploys on fridays after 3pm. merchants run weekend promos and if we break checkout on a saturday i'm the one getting texts",
        )
        .stop("Deployed with bluegreen; it's 11:40 so inside the window."),
    planted: [
      { kind: "fact", keys: ["iad"] },
      { kind: "decision", keys: ["bluegreen"] },
      { kind: "instruction", keys: ["friday"] },
    ],
  },
  {
    id: "b155-bundle-metafield",
    build: (s) =>
      s
        .user(
          "where should the bundle config live? thinking out loud: our own postgres table means a roundtrip from the theme block, product metafield is readable from liquid directly but then merchants can edit it in the admin and break it... app-owned metafields can't be edited by merchants right?",
        )
        .assistant(
          "Right: metafields in the `$app` namespace are owned by the app and merchants can't edit them in the admin, but they're readable from Liquid and the Storefront API if you grant access.",
        )
        .user("perfect. decided, bundle config goes in an app-owned product metafield, `$app:bundles` / key `config`, json. postgres keeps only analytics")
        .file("Edit", "app/models/bundle.server.ts")
        .bash("pnpm vitest run app/models", " ✓ app/models/bundle.server.test.ts (7 tests) 95ms")
        .stop("Bundle config now writes to the `$app:bundles` metafield."),
    planted: [{ kind: "decision", keys: ["app:bundles"] }],
  },
  {
    id: "b155-checkout-upsell",
    build: (s) =>
      s
        .user("Marta from northloom says she can't see the upsell in checkout. extension's deployed right?")
        .bash("pnpm dlx shopify app versions list | head -4", "VERSION   STATUS   CREATED\nbundlr-41 ★ active  2026-11-06\nbundlr-40   —      2026-11-02")
        .assistant(
          "Version 41 is active. Checkout UI extensions in the information/shipping/payment steps only render on Shopify Plus stores, and northloom is on Advanced, so the extension never shows there.",
        )
        .user(
          "ahh that's it, checkout extensions = shopify plus only, most of our merchants aren't Plus. ok. so the real fix is the thank-you page, that works on every plan. next week we need to port the upsell widget to a thank-you page extension, can't do it this week with bfcm prep",
        )
        .file("Read", "extensions/checkout-upsell/src/Checkout.tsx")
        .stop("Nothing changed today."),
    planted: [
      { kind: "fact", keys: ["shopify plus"] },
      { kind: "task", keys: ["thank-you", "upsell"] },
    ],
  },
  {
    id: "b155-report-timezone",
    build: (s) =>
      s
        .user("the daily sales report for pinecrate shows sales at 2am that should be the previous evening. is it the chart or the data?")
        .file("Read", "app/lib/reports.server.ts")
        .bash(
          "pnpm tsx scripts/debug-report.ts pinecrate",
          "shop.ianaTimezone = America/Vancouver\norder #1043 createdAt=2026-11-05T03:12:00Z bucket=2026-11-05 (expected 2026-11-04)",
        )
        .assistant(
          "The data. We bucket by `createdAt`, which the API returns in UTC; pinecrate is in America/Vancouver, so evening orders land on the next day. The shop's zone is available as `shop.ianaTimezone`.",
        )
        .user(
          "yep confirmed that's the bug, root cause is bucketing in UTC instead of the shop's ianaTimezone. fix it, and from now on anything that groups by day goes through one helper, call it toShopDay() in app/lib/dates.ts, no more ad-hoc date math in reports",
        )
        .file("Write", "app/lib/dates.ts")
        .file("Edit", "app/lib/reports.server.ts")
        .stop("Reports now bucket with toShopDay()."),
    planted: [
      { kind: "fact", keys: ["ianatimezone"] },
      { kind: "instruction", keys: ["toshopday"] },
    ],
  },
  {
    id: "b155-billing",
    build: (s) =>
      s
        .user("ok billing. we've got stripe set up from the old standalone app... could reuse it for the custom enterprise plans maybe? hmm")
        .assistant(
          "Apps distributed through the Shopify App Store must charge through the Shopify Billing API; off-platform billing for app charges is against the partner terms and fails review.",
        )
        .user("yeah actually no scratch the stripe idea. Shopify Billing API for everything then, including the enterprise plan as a custom recurring charge")
        .file("Write", "app/billing.server.ts")
        .bash("pnpm vitest run app/billing", " ✓ app/billing.server.test.ts (5 tests) 77ms")
        .user("TODO before submitting: put the pricing plans into the app listing in the partner dashboard, they have to match what the billing code charges")
        .stop(),
    planted: [
      { kind: "decision", keys: ["billing api"] },
      { kind: "task", keys: ["pricing", "listing"] },
    ],
  },
  {
    id: "b155-imports-alias",
    build: (s) =>
      s
        .user("move the discount helpers into app/lib/discounts/ and fix the imports")
        .bash("git mv app/utils/discounts.ts app/lib/discounts/index.ts", "")
        .file("Edit", "app/routes/app.bundles.$id.tsx")
        .assistant("Moved. I updated the imports to `../../lib/discounts` in the three routes.")
        .user(
          "ugh the ../../ chains. please use the `~/` alias for anything under app/, like `~/lib/discounts`. that's how we want it in every file, relative imports only for siblings in the same folder",
        )
        .file("Edit", "app/routes/app.bundles.$id.tsx")
        .bash("pnpm tsc --noEmit", "")
        .stop("Switched to `~/lib/discounts`; typecheck is clean."),
    planted: [{ kind: "instruction", keys: ["~/"] }],
  },
  {
    id: "b155-redis-upstash",
    build: (s) =>
      s
        .user("staging workers keep logging ECONNRESET every few minutes and then recovering, is redis dying?")
        .bash(
          "fly logs -a bundlr-staging | grep -i redis | tail -4",
          "[ioredis] Unhandled error event: Error: read ECONNRESET\n[ioredis] reconnecting in 50ms\n[ioredis] ready",
        )
        .assistant(
          "Staging Redis is Upstash (the URL is `*.upstash.io`). Upstash closes idle TCP connections after a few minutes, so an idle ioredis connection gets reset and reconnects. Setting `keepAlive` would avoid the noise.",
        )
        .user(
          "ok so not dying, just upstash killing idle connections, that's normal for it. add keepAlive. ugh also i pasted the upstash token into the #dev slack channel yesterday like an idiot. remind me to rotate it, i don't have the console login on this machine",
        )
        .file("Edit", "app/redis.server.ts")
        .stop("Added `keepAlive: 30000` to the ioredis options."),
    planted: [
      { kind: "fact", keys: ["upstash", "idle"] },
      { kind: "task", keys: ["rotate"] },
    ],
  },
  {
    id: "b155-app-block",
    build: (s) =>
      s
        .user("how do we get the bundle picker onto product pages? the old app injected it with a ScriptTag into the theme. that still works?")
        .assistant(
          "ScriptTags still load on vintage themes, but Online Store 2.0 themes expect a theme app extension: an app block the merchant places in the theme editor, no theme code edits. It's also what the review checks for.",
        )
        .user(
          "hmm, app block means merchants have to drag it in themselves, which is support tickets... but script tags are basically legacy and editing their theme code is worse. ok, app block it is. theme app extension with an app block for the picker",
        )
        .bash(
          "pnpm dlx shopify app generate extension --template theme_app_extension --name bundle-picker",
          "╭─ success ─╮\n│ Generated bundle-picker in extensions/bundle-picker │",
        )
        .file("Write", "extensions/bundle-picker/blocks/picker.liquid")
        .stop(),
    planted: [{ kind: "decision", keys: ["app block"] }],
  },
  {
    id: "b155-theme-owner",
    build: (s) =>
      s
        .user("can you tweak the picker block css so the swatches don't wrap on mobile")
        .file("Read", "extensions/bundle-picker/assets/picker.css")
        .assistant("Changing `flex-wrap: wrap` to a horizontal scroll container fixes it. Should I edit it directly?")
        .user(
          "hold on. Priya owns everything under extensions/ on the storefront side, she's the one who knows which themes break. so: don't touch the extension css without a heads-up in #storefront first. write the change up and i'll post it",
        )
        .assistant("Here's the diff for the post: `.swatches { flex-wrap: nowrap; overflow-x: auto; }`, scoped to `max-width: 749px`.")
        .user("perfect ty")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["#storefront"] },
    ],
  },
  {
    id: "b155-dashboard-defer",
    build: (s) =>
      s
        .user("the dashboard takes like 3s to show anything. loader awaits the analytics queries i assume")
        .file("Read", "app/routes/app._index.tsx")
        .assistant(
          "Yes: the loader awaits the revenue, conversion and top-bundle queries before returning. We could stream the slow ones with `defer` and `<Await>`, or cache them, or move the cards to a client fetch.",
        )
        .user(
          "client fetch means spinners and a waterfall, nope. cache... data's per shop and changes all day, meh. defer is literally what remix gives us for this. ok: dashboard uses defer + Await for the analytics cards, shop info stays awaited",
        )
        .file("Edit", "app/routes/app._index.tsx")
        .bash("pnpm vitest run app/routes", " ✓ app/routes/app._index.test.tsx (3 tests) 140ms")
        .stop("First paint is now the shell; the three cards stream in."),
    planted: [{ kind: "decision", keys: ["defer", "dashboard"] }],
  },
  {
    id: "b155-playwright-store",
    build: (s) =>
      s
        .user("set up playwright against a store so we can click through the bundle flow")
        .file("Write", "playwright.config.ts")
        .assistant("Which store should the tests target? `.env` has `SHOP=pinecrate.myshopify.com` set from last week.")
        .user(
          "NOT pinecrate omg that's a paying client. playwright always runs against our dev store acme-dev-7.myshopify.com, never a client store, put it in the config so nobody fat-fingers it",
        )
        .file("Edit", "playwright.config.ts")
        .bash("pnpm playwright test --list", "Listing tests:\n  [chromium] › smoke.spec.ts:3:1 › app loads\nTotal: 1 test in 1 file")
        .user(
          "ok smoke test is enough for today. but before black friday we need real e2e coverage for the bundle builder, add/remove items, discount applied, checkout. put it on the list",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["acme-dev-7"] },
      { kind: "task", keys: ["bundle builder", "e2e"] },
    ],
  },
  {
    id: "b155-rest-throttle",
    build: (s) =>
      s
        .user("the legacy price-sync script uses REST still and gets 429s. what's the limit there")
        .bash(
          'curl -sI https://northloom.myshopify.com/admin/api/2024-10/products.json -H "X-Shopify-Access-Token: $TOKEN" | grep -i limit',
          "x-shopify-shop-api-call-limit: 40/40",
        )
        .assistant(
          "REST uses a leaky bucket of 40 requests that drains at 2 requests a second for standard plans. The script fires requests in a tight loop so it empties the bucket in a burst.",
        )
        .user(
          "ok 40 bucket, 2 requests a second leak, for non-plus stores. i could port it to graphql but that's a whole thing... no. just throttle it. we use bottleneck in the old repo already, let's go with bottleneck at 2 per second and keep it REST for now",
        )
        .file("Edit", "scripts/price-sync.ts")
        .bash("pnpm tsx scripts/price-sync.ts --dry-run --shop northloom", "dry run: 1,284 variants, est. 10m42s, 0 throttled")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2 requests"] },
      { kind: "decision", keys: ["bottleneck"] },
    ],
  },
  {
    id: "b155-money-cents",
    build: (s) =>
      s
        .user("bundle discount shows 19.990000000000002 on one store lol. we're doing float math on prices aren't we")
        .file("Read", "app/lib/discounts/index.ts")
        .assistant(
          "Yes, prices are parsed with `parseFloat` and multiplied. Options: a decimal library, or keep amounts as integer minor units plus a currency code and only format at the edge.",
        )
        .user(
          "decimal.js feels heavy for what we do. integer cents + currency code everywhere, floats only when formatting. go. careful with the japanese store though, JPY has zero decimal places so 'cents' there is just yen, use the currency's minor unit not a hardcoded 100",
        )
        .file("Edit", "app/lib/discounts/index.ts")
        .file("Write", "app/lib/money.ts")
        .bash("pnpm vitest run app/lib", " ✓ app/lib/money.test.ts (9 tests)\n ✓ app/lib/discounts/index.test.ts (11 tests)")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cents"] },
      { kind: "fact", keys: ["jpy"] },
    ],
  },
  {
    id: "b155-pr-rules",
    build: (s) =>
      s
        .user("open a PR for the money refactor")
        .bash("git log --oneline main..HEAD", "a81c2e0 wip\n4410d9b more wip\n0b2f7aa money as cents")
        .assistant("Three commits on the branch. Title: 'Money refactor'?")
        .user(
          "couple of things for every PR from now on: we squash merge only, so the wip commits don't matter, and the PR title has to be a conventional commit, like `refactor(money): store amounts as minor units`. the changelog bot reads it",
        )
        .bash("gh pr create --title 'refactor(money): store amounts as minor units' --fill", "https://github.com/bundlr/app/pull/212")
        .stop("Opened #212."),
    planted: [
      { kind: "instruction", keys: ["squash"] },
      { kind: "instruction", keys: ["conventional commit"] },
    ],
  },
  {
    id: "b155-french-i18n",
    build: (s) =>
      s
        .user("two merchants from quebec asked for the admin in french. how hard is that")
        .bash('grep -rn "i18next" app/ | head -3', "app/i18n.ts:1:import i18next from 'i18next'\napp/root.tsx:4:import { useTranslation } from 'react-i18next'")
        .assistant("The i18next setup is there, but about half the components have hardcoded English strings, so a French locale would be patchy.")
        .user(
          "ok so step one is the strings. rule from here on: every user-facing string goes through i18next t(), no hardcoded english in components. the french translations themselves are a TODO, not doing them now",
        )
        .file("Edit", "app/routes/app.settings.tsx")
        .stop("Moved the settings strings to `locales/en.json`."),
    planted: [
      { kind: "instruction", keys: ["i18next"] },
      { kind: "task", keys: ["french"] },
    ],
  },
  {
    id: "b155-recs-cache",
    build: (s) =>
      s
        .user("product recommendations endpoint is sluggish, how bad?")
        .bash("k6 run load/recs.js --quiet | grep p\\(95", "http_req_duration..............: avg=1.21s p(95)=1.8s")
        .assistant("p95 is 1.8 s uncached. Most of it is the storefront query for related products.")
        .user(
          "1.8s p95 on the recommendations endpoint, yikes, that's before the theme even paints. hmm do we cache per product? recs don't change minute to minute. 10 minutes? an hour feels too stale when merchants edit bundles. ok 10 minute redis cache on recommendations, keyed by shop+product",
        )
        .file("Edit", "app/routes/api.recommendations.tsx")
        .bash("k6 run load/recs.js --quiet | grep p\\(95", "http_req_duration..............: avg=84ms p(95)=210ms")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1.8"] },
      { kind: "decision", keys: ["10 minute", "recommendations"] },
    ],
  },
  {
    id: "b155-node-cli",
    build: (s) =>
      s
        .user("shopify cli is yelling about node version on the CI image")
        .bash("pnpm dlx shopify version", "Error: Shopify CLI requires Node.js >= 18.20.0. You are running 18.17.1", 1)
        .file("Read", "Dockerfile")
        .assistant("CI uses `node:18.17`, while the Dockerfile for Fly is pinned to `node:20.11-slim`. Bumping CI to 20.11 would match production.")
        .user(
          "yes match prod, prod is node 20.11 on fly. and keep calling the cli as `pnpm dlx shopify`, nobody installs it globally, versions drift between laptops otherwise",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .bash("act -j test 2>&1 | tail -2", "[CI/test] ✅  Success - Main pnpm dlx shopify app build")
        .stop(),
    planted: [
      { kind: "fact", keys: ["20.11"] },
      { kind: "instruction", keys: ["pnpm dlx"] },
    ],
  },
  {
    id: "b155-klaviyo",
    build: (s) =>
      s
        .user("a merchant says new customers show up in klaviyo late, like 20 min. that expected?")
        .bash("crontab -l | grep klaviyo", "*/15 * * * * cd /srv/bundlr && pnpm tsx scripts/sync-klaviyo.ts >> /var/log/klaviyo.log 2>&1")
        .assistant("Yes. Klaviyo profiles are pushed by the `sync-klaviyo` cron every 15 minutes, so up to 15 minutes plus the run time.")
        .user(
          "right, klaviyo sync is every 15 min via cron, i'll tell her that's by design. oh and next sprint we should backfill historical orders into klaviyo for shops that installed before the integration existed, a few asked",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["klaviyo", "15"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b155-form-zod",
    build: (s) =>
      s
        .user("bundle edit form lets you save a bundle with a negative discount. validate it")
        .file("Read", "app/routes/app.bundles.$id.tsx")
        .assistant(
          "The action reads `formData` fields by hand. I'd suggest a zod schema parsed in the action, returning field errors to `useActionData`, and using the same schema for the other forms.",
        )
        .user("yep zod it is. and keep each route's schema next to it in a `*.schema.ts` file, same name as the route, that's the layout i want for all forms")
        .file("Write", "app/routes/app.bundles.$id.schema.ts")
        .file("Edit", "app/routes/app.bundles.$id.tsx")
        .bash("pnpm vitest run app/routes", " ✓ app/routes/app.bundles.$id.test.tsx (6 tests) 201ms")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zod"] },
      { kind: "instruction", keys: [".schema.ts"] },
    ],
  },
  {
    id: "b155-webhook-hmac",
    build: (s) =>
      s
        .user("app/uninstalled webhooks are all 401 since yesterday's refactor. hmac thing?")
        .file("Read", "app/routes/webhooks.app.uninstalled.tsx")
        .bash(
          "git diff HEAD~3 -- app/routes/webhooks.app.uninstalled.tsx | head -12",
          "+  const payload = await request.json();\n+  log.info('uninstall', payload.domain);\n   const { shop } = await authenticate.webhook(request);",
        )
        .assistant(
          "The refactor added `await request.json()` before `authenticate.webhook(request)`. Reading the body consumes the stream, so `authenticate.webhook` verifies the HMAC against an empty body and rejects it.",
        )
        .user(
          "confirmed, moved it and it's green on the dev store. so that's the root cause: the hmac check failed because we read the body before authenticate.webhook. follow-up for later: add a test that posts a webhook with a bad hmac and one that reads the body early, so this can't regress silently",
        )
        .file("Edit", "app/routes/webhooks.app.uninstalled.tsx")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hmac", "body"] },
      { kind: "task", keys: ["bad hmac"] },
    ],
  },
  {
    id: "b155-inventory-locations",
    build: (s) =>
      s
        .user(
          "bundles with components stocked at different locations are a mess. do we track per location or just sum? summing lies when one warehouse is empty. per location means the inventory_levels webhook and a lot more state...",
        )
        .bash("psql $DATABASE_URL -c 'select count(distinct location_id) from bundle_components'", " count \n-------\n     3")
        .assistant("Only three locations appear across all bundles today, all on one shop.")
        .user(
          "ok so it's one shop. decided: one location per bundle for v1, merchant picks it when creating the bundle. the inventory_levels/update webhook for proper multi-location support is later work, not this release",
        )
        .file("Edit", "app/models/bundle.server.ts")
        .stop(),
    planted: [
      { kind: "decision", keys: ["one location"] },
      { kind: "task", keys: ["inventory_levels"] },
    ],
  },
  {
    id: "b155-typo-banner",
    build: (s) =>
      s
        .user("there's a typo in the upgrade banner, 'recieve' → 'receive'. fix pls")
        .bash("grep -rn 'recieve' app/", "app/components/UpgradeBanner.tsx:14:        You'll recieve bundle analytics on the Growth plan.")
        .file("Edit", "app/components/UpgradeBanner.tsx")
        .assistant("Fixed on line 14 of UpgradeBanner.tsx.")
        .user("ty. can you run the unit tests too, just in case the snapshot has it")
        .bash("pnpm vitest run --project app -u", " ✓ app/components/UpgradeBanner.test.tsx (2 tests)\n  Snapshots  1 updated")
        .assistant("The snapshot had it; updated. Everything passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b155-tunnel-slow",
    build: (s) =>
      s
        .user("`shopify app dev` takes forever to load the embedded app today. is it the cloudflare tunnel? or my wifi? or vite being vite")
        .bash(
          "pnpm dlx shopify app dev --verbose 2>&1 | grep -i tunnel | head -3",
          "Tunnel URL: https://quiet-fern-example.trycloudflare.com\n[tunnel] connection latency 840ms",
        )
        .assistant(
          "Tunnel latency is 840 ms per request, which would explain it, but I can't tell from here whether that's the tunnel service or your network. It might also be Vite's first-load dep optimization on top.",
        )
        .user("hmm could be the coffee shop wifi honestly. maybe try ngrok instead? idk")
        .assistant("I can try `--tunnel-url` with ngrok if you have it installed; or we can just check again from a different network first.")
        .user("let's just see tomorrow from home, not worth fiddling")
        .stop("Ok, leaving the dev setup unchanged."),
    planted: [],
  },
  {
    id: "b155-chitchat-bfcm",
    build: (s) =>
      s
        .user("morning! how was your weekend lol. anyway what did we merge friday, i've lost track")
        .bash(
          "git log --oneline --since='3 days ago'",
          "e1c0a9f fix(picker): swatch overflow on mobile\n7d2b1f0 chore(deps): bump @shopify/polaris to 13.9\n2a9e881 feat(dashboard): stream analytics cards",
        )
        .assistant("Three merges since Friday: the picker swatch overflow fix, a Polaris bump to 13.9, and the dashboard streaming change.")
        .user("oh right the swatch thing. bfcm is going to be wild this year, two weeks out and i'm already tired haha")
        .assistant("Good luck with it. Anything you want to look at first today?")
        .user("coffee first. i'll ping you")
        .stop(),
    planted: [],
  },
  {
    id: "b155-quoted-logs",
    build: (s) =>
      s
        .user(
          "what does this mean, got it from the worker:\n```\n[bullmq] WARN: Job 'orders:1283' stalled more than allowable limit. Jobs must always call done() or return. Never block the event loop in a processor.\n// TODO(bullmq): tune stalledInterval\n```",
        )
        .file("Read", "app/queues/orders.server.ts")
        .assistant(
          "BullMQ marks a job stalled when the worker doesn't renew its lock in time, usually because the processor blocked the event loop. The 'always'/'never' lines are BullMQ's generic warning text; the TODO is from the library's source, not ours.",
        )
        .user("ok is it happening a lot or was that a one off?")
        .bash("fly logs -a bundlr-prod | grep -c stalled", "1")
        .assistant("Once in the current log window. A single stall during a deploy restart is normal.")
        .user("ok cool, ignore then")
        .stop(),
    planted: [],
  },
  {
    id: "b155-withdrawn-graphql-codegen",
    build: (s) =>
      s
        .user(
          "should we add graphql-codegen for the admin queries? typed responses would be nice. although the shopify api package already has some typing thing now i think",
        )
        .assistant(
          "`@shopify/api-codegen-preset` generates types from `#graphql`-tagged queries, which is the same codegen underneath. Setting it up needs a `.graphqlrc.ts` and a codegen script.",
        )
        .user("hmm ok what would it take, like an hour?")
        .bash("ls app/graphql | wc -l", "37")
        .assistant("37 query files. The setup is quick; fixing the type errors it surfaces might take longer.")
        .user("actually no, forget it, not before bfcm. too many moving parts right now")
        .stop("Ok, not adding codegen."),
    planted: [],
  },
  {
    id: "b155-rename-var",
    build: (s) =>
      s
        .user("rename `bndl` to `bundle` in app/models/bundle.server.ts, it's driving me nuts")
        .file("Edit", "app/models/bundle.server.ts")
        .assistant("Renamed all 23 occurrences.")
        .user("and typecheck?")
        .bash("pnpm tsc --noEmit", "")
        .assistant("Clean.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b155-flaky-test",
    build: (s) =>
      s
        .user("money.test.ts failed on CI once and then passed on retry. flaky? maybe the Intl formatting differs by node version?")
        .bash("pnpm vitest run app/lib/money.test.ts --repeat 20", " ✓ app/lib/money.test.ts (9 tests) x20\n Test Files  1 passed (1)")
        .assistant(
          "20 repeats locally all pass. It could be the ICU data in the CI image, or a timing issue in the one async test, but I can't reproduce it here.",
        )
        .user("weird. could it be the test that uses the real date? just guessing")
        .assistant("Possibly; that test formats `new Date()`, so it would only break near midnight UTC. I haven't confirmed it.")
        .user("eh let's wait and see if it happens again")
        .stop(),
    planted: [],
  },
  {
    id: "b155-toml-question",
    build: (s) =>
      s
        .user(
          'what\'s this in shopify.app.toml, do we need it?\n```\n[access_scopes]\n# Scopes must always be a superset of what the app uses\nscopes = "write_products,read_orders"\nuse_legacy_install_flow = false\n```',
        )
        .file("Read", "shopify.app.toml")
        .assistant(
          "`use_legacy_install_flow = false` means Shopify-managed installation: scopes are granted at install from this file instead of by an OAuth redirect. The comment is from the CLI template.",
        )
        .user("so if i add read_inventory here merchants get prompted on next open?")
        .assistant("Yes, after you deploy the config with `shopify app deploy`, existing installs get a prompt to accept the new scope.")
        .user("ok good to know, not adding it yet")
        .stop(),
    planted: [],
  },
  {
    id: "b155-remix-question",
    build: (s) =>
      s
        .user("does remix let a child route revalidate the parent loader without a full navigation? asking for the bundle list")
        .assistant(
          "After any action submission Remix revalidates all active loaders by default, parent included. You can opt out per route with `shouldRevalidate`, or trigger it yourself with `useRevalidator()`.",
        )
        .user("and fetcher.submit does the same?")
        .bash("grep -rn 'useFetcher' app/routes | head -3", "app/routes/app.bundles._index.tsx:22:  const fetcher = useFetcher();")
        .assistant("Yes, fetcher submissions trigger the same revalidation.")
        .user("neat, then it should already work. i'll check the network tab")
        .stop(),
    planted: [],
  },
  {
    id: "b155-bump-polaris",
    build: (s) =>
      s
        .user("bump @shopify/polaris to latest minor")
        .bash("pnpm up @shopify/polaris@^13", "Progress: resolved 812, reused 806\ndependencies:\n- @shopify/polaris 13.9.0\n+ @shopify/polaris 13.9.4")
        .bash("pnpm vitest run --project app", " Test Files  9 passed (9)\n      Tests  63 passed (63)")
        .assistant("Bumped to 13.9.4, tests pass.")
        .user("and the changelog, anything scary?")
        .assistant("Patch-level fixes only: a Popover focus fix and a DataTable sticky header fix.")
        .user("cool commit it")
        .bash("git commit -am 'chore(deps): bump @shopify/polaris to 13.9.4'", "[main 9c1d2e3] chore(deps): bump @shopify/polaris to 13.9.4")
        .stop(),
    planted: [],
  },
  {
    id: "b155-image-resize",
    build: (s) =>
      s
        .user(
          "bundle picker thumbnails are the full 2048px product images, it's killing mobile. let's resize them with sharp in an api route and cache the output",
        )
        .file("Write", "app/routes/api.thumb.tsx")
        .assistant(
          "Started a sharp-based thumbnail route. One thing: product images are already served from Shopify's CDN, and Liquid's `image_url` filter takes `width:` and returns a resized, format-negotiated URL, so we may not need our own resizing at all.",
        )
        .user(
          "wait really? ugh yes i forgot image_url does that. ok scrap the sharp route, we use shopify's CDN through image_url with width for all the picker images. delete that file. and while you're in there lazy-load the picker images, loading=lazy on everything below the fold, that goes for any image we render on the storefront",
        )
        .bash("git rm -q app/routes/api.thumb.tsx && git status --short", "D  app/routes/api.thumb.tsx")
        .file("Edit", "extensions/bundle-picker/blocks/picker.liquid")
        .stop(),
    planted: [
      { kind: "decision", keys: ["image_url"] },
      { kind: "instruction", keys: ["lazy"] },
    ],
  },
  {
    id: "b155-house-rules",
    build: (s) =>
      s
        .user(
          "ok before you touch the settings loader, some house rules since this is your first real task in this repo:\n- server-only modules end in `.server.ts` and components never import them\n- log through `~/lib/log` (it's pino), no console.log in committed code\n- feature flags come from Flagsmith, the client is in app/lib/flags.server.ts, don't invent env vars for flags\nthat's it, go",
        )
        .file("Read", "app/lib/flags.server.ts")
        .file("Edit", "app/routes/app.settings.tsx")
        .bash("pnpm vitest run app/routes/app.settings.test.tsx", " ✓ app/routes/app.settings.test.tsx (4 tests) 88ms")
        .assistant("The settings loader now reads `new-pricing-page` via the Flagsmith client and logs through `log.info`.")
        .user("👌")
        .stop(),
    planted: [
      { kind: "instruction", keys: [".server.ts"] },
      { kind: "instruction", keys: ["pino"] },
      { kind: "fact", keys: ["flagsmith"] },
    ],
  },
  {
    id: "b155-api-version",
    build: (s) =>
      s
        .user("shopify sent an email about api version deprecation, are we affected? i never know which version we're on")
        .bash(
          "grep -rn 'apiVersion' app/shopify.server.ts shopify.app.toml",
          'app/shopify.server.ts:12:  apiVersion: ApiVersion.October24,\nshopify.app.toml:18:api_version = "2024-10"',
        )
        .assistant(
          "The app is pinned to Admin API 2024-10 in both `shopify.server.ts` and the webhooks section of `shopify.app.toml`. Each version is supported for twelve months.",
        )
        .user(
          "ok so we're on 2024-10 everywhere. which means the bump to 2025-01 has to happen before 2024-10 drops out of support, so that's a real task for q1, not something to do in bfcm week. the email is probably about that",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["2024-10"] },
      { kind: "task", keys: ["2025-01"] },
    ],
  },
  {
    id: "b155-worker-retries",
    build: (s) =>
      s
        .user("what happens to an orders job that throws? does it retry forever?")
        .file("Read", "app/queues/orders.server.ts")
        .assistant(
          "Right now it has `attempts: 1`, so a failed job just sits in the failed set. I'd suggest exponential backoff with 5 attempts, and after that move the job to a `failed-orders` queue we can replay by hand from a script.",
        )
        .user(
          "yeah that's sane, do it. and a rule for the future because i always forget: any new queue has to be registered in the bull-board dashboard too, otherwise nobody can see it when stuff breaks",
        )
        .file("Edit", "app/queues/orders.server.ts")
        .file("Edit", "app/routes/admin.queues.tsx")
        .bash("pnpm vitest run app/queues", " ✓ app/queues/orders.server.test.ts (6 tests) 240ms")
        .stop("Five attempts with exponential backoff; exhausted jobs go to `failed-orders`, which is on bull-board."),
    planted: [
      { kind: "decision", keys: ["failed-orders"] },
      { kind: "instruction", keys: ["bull-board"] },
    ],
  },
  {
    id: "b155-worker-oom",
    build: (s) =>
      s
        .user("worker machine restarted 3 times last night. OOM? maybe the bull connection pool? or the klaviyo sync? no idea")
        .bash(
          "fly logs -a bundlr-worker | grep -i 'out of memory' | tail -2",
          "[   4211.03] Out of memory: Killed process 312 (node) total-vm:1204MB, anon-rss:498MB\n[   9120.88] Out of memory: Killed process 330 (node) total-vm:1198MB, anon-rss:503MB",
        )
        .bash(
          "fly scale show -a bundlr-worker",
          "VM Resources for app: bundlr-worker\nGroups\nNAME    COUNT   KIND    CPUS    MEMORY\nworker  1       shared  1       512 MB",
        )
        .assistant(
          "The worker runs on a single 512 MB machine and gets killed at ~500 MB RSS. The kills line up with the nightly bulk sync: `bulk-catalog.server.ts` does `await res.text()` on the whole JSONL file before parsing.",
        )
        .user("and the heap snapshot?")
        .bash(
          "node scripts/heap-top.js heap-2026-11-09.heapsnapshot | head -3",
          "string (concatenated)   412 MB   bulk-catalog.server.ts:58\nArray                    31 MB\nMap                      12 MB",
        )
        .user(
          "yep that's it, confirmed: the OOM is the bulk sync reading the entire JSONL into memory, 412mb of string. stream it line by line. and worker machines are 512mb, keep that in mind for anything that buffers. TODO after bfcm: a sentry alert when worker memory goes over 80%",
        )
        .file("Edit", "app/sync/bulk-catalog.server.ts")
        .stop(),
    planted: [
      { kind: "fact", keys: ["oom", "jsonl"] },
      { kind: "fact", keys: ["512"] },
      { kind: "task", keys: ["sentry"] },
    ],
  },
  {
    id: "b155-review-email",
    build: (s) =>
      s
        .user("app review came back with a rejection about the billing redirect. can you draft a reply to the review team explaining the fix")
        .file("Read", "app/billing.server.ts")
        .assistant(
          "Draft: 'Thanks for the review. The billing confirmation now redirects back into the embedded admin using App Bridge instead of a top-level redirect…' Want me to send it from the partner email?",
        )
        .user(
          "no no. Dana handles all the app store review correspondence, she has the thread history. so never reply to the review team yourself, hand the draft to me and i forward it to her. every time",
        )
        .assistant("Understood. The draft is in `notes/review-reply.md`.")
        .file("Write", "notes/review-reply.md")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dana"] },
      { kind: "instruction", keys: ["review team"] },
    ],
  },
  {
    id: "b155-discount-function",
    build: (s) =>
      s
        .user(
          "so the bundle discount is still applied by creating a draft order per cart, which is janky: the customer gets bounced to a draft order invoice checkout. i've been reading about shopify functions... product discount function runs in checkout natively. but it's rust or js compiled to wasm and i've never done it. thoughts?",
        )
        .assistant(
          "A product discount Function would apply the bundle price on the normal cart and checkout, on all plans. Functions run as Wasm with a hard limit of 11 million instructions per run, so the input query should stay small, but bundle matching is cheap.",
        )
        .user(
          "11 million instructions is plenty for us i think. ok we're doing it, bundle discounts move to a shopify function, js not rust so everyone can read it. the draft-order path stays until every shop has the function enabled, remind me to delete the draft-order code then",
        )
        .bash(
          "pnpm dlx shopify app generate extension --template product_discounts --flavor vanilla-js --name bundle-discount",
          "╭─ success ─╮\n│ Generated bundle-discount in extensions/bundle-discount │",
        )
        .file("Edit", "extensions/bundle-discount/src/run.js")
        .stop(),
    planted: [
      { kind: "fact", keys: ["11 million"] },
      { kind: "decision", keys: ["shopify function"] },
      { kind: "task", keys: ["draft-order"] },
    ],
  },
  {
    id: "b155-prisma-migrate",
    build: (s) =>
      s
        .user("add a `location_id` column to bundles and apply it on staging")
        .file("Edit", "prisma/schema.prisma")
        .bash("pnpm prisma db push", "🚀  Your database is now in sync with your Prisma schema. Done in 412ms")
        .assistant("Pushed the schema to the local database. For staging I'll run the same command against `bundlr-staging-db`.")
        .user(
          "whoa stop, no db push outside your laptop. for schema changes it's `prisma migrate dev --create-only`, then we read the generated SQL, then migrate deploy. always that order. staging is the fly postgres bundlr-staging-db, prod is on Neon, and neither gets a push",
        )
        .bash(
          "pnpm prisma migrate dev --create-only --name bundle_location",
          "Prisma Migration created at prisma/migrations/20261116_bundle_location/migration.sql",
        )
        .file("Read", "prisma/migrations/20261116_bundle_location/migration.sql")
        .assistant("The migration only adds a nullable `location_id` column. Ready for `migrate deploy` on staging when you are.")
        .user("looks fine, deploy it to staging")
        .bash(
          "DATABASE_URL=$STAGING_DATABASE_URL pnpm prisma migrate deploy",
          "1 migration found in prisma/migrations\nApplying migration `20261116_bundle_location`\nAll migrations have been successfully applied.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["create-only"] },
      { kind: "fact", keys: ["neon"] },
    ],
  },
  {
    id: "b155-webhook-registration",
    build: (s) =>
      s
        .user("support says three shops aren't getting orders/paid. did their webhook subscriptions just... vanish?")
        .bash(
          "pnpm tsx scripts/list-webhooks.ts --shop lumen-goods",
          "topic              address\nORDERS_CREATE      https://bundlr-prod.fly.dev/webhooks/orders/create\nAPP_UNINSTALLED    https://bundlr-prod.fly.dev/webhooks/app/uninstalled",
        )
        .assistant(
          "`orders/paid` is missing for lumen-goods. We register per shop in `afterAuth`, which only runs at install or re-auth, so shops installed before that topic was added never got it. App-specific subscriptions declared in `shopify.app.toml` apply to every shop on deploy.",
        )
        .user(
          "ahhh so that's why. ok we move all webhook subscriptions into shopify.app.toml, app-specific, no more per-shop registration. once the toml ones are live on prod, the afterAuth registerWebhooks call has to go, leave a note for me, i'll do it after the next release",
        )
        .file("Edit", "shopify.app.toml")
        .bash("pnpm dlx shopify app deploy --no-release", "Released: no\nNew version created: bundlr-42")
        .stop(),
    planted: [
      { kind: "decision", keys: ["shopify.app.toml"] },
      { kind: "task", keys: ["afterauth"] },
    ],
  },
  {
    id: "b155-legacy-any",
    build: (s) =>
      s
        .user("port the order export helper from the old express app")
        .bash("ls app/legacy/", "csv.ts  export-orders.ts  mailer.ts  README.md")
        .assistant(
          "The helper is in `app/legacy/export-orders.ts`. The files in `app/legacy/` look copied from the old Express app; they use `any` heavily and are excluded from `noExplicitAny`.",
        )
        .user(
          "yep app/legacy is the stuff ported from the express app, it's excluded from lint on purpose. and pls dont use `any` in new code tho, use unknown and narrow it, the lint rule being off for legacy doesnt mean its ok elsewhere",
        )
        .file("Write", "app/lib/export/orders.server.ts")
        .bash("pnpm tsc --noEmit && pnpm biome check app/lib/export", "Checked 1 file in 4ms. No fixes applied.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["app/legacy"] },
      { kind: "instruction", keys: ["unknown"] },
    ],
  },
  {
    id: "b155-usage-analytics",
    build: (s) =>
      s
        .user(
          "we need usage analytics for the app itself, like which merchants actually open the bundle builder. plausible is simple and privacy friendly but it's page views only... posthog does per-user funnels and we can group by shop. mixpanel is $$$",
        )
        .assistant(
          "PostHog's group analytics would let you key events by shop domain and build funnels per merchant; Plausible can't attribute events to a shop. PostHog has an EU cloud if data residency matters.",
        )
        .user("ok posthog, EU cloud, grouped by shop domain. set up the client in root.tsx")
        .file("Edit", "app/root.tsx")
        .bash("pnpm add posthog-js", "+ posthog-js 1.180.2")
        .user("oh and we still need to add posthog + the opt-out to our privacy policy page before this ships to prod, legal will ask")
        .stop(),
    planted: [
      { kind: "decision", keys: ["posthog"] },
      { kind: "task", keys: ["privacy policy"] },
    ],
  },
  {
    id: "b155-narration-only",
    build: (s) =>
      s
        .user("look at why the bundle list page double-fetches on load")
        .file("Read", "app/routes/app.bundles._index.tsx")
        .assistant("I'm reading the route now. The loader runs once; the second request comes from a `useEffect` that calls `fetcher.load` on mount.")
        .assistant("Removing the effect, since the loader already returns the same data.")
        .file("Edit", "app/routes/app.bundles._index.tsx")
        .bash("pnpm vitest run app/routes/app.bundles._index.test.tsx", " ✓ app/routes/app.bundles._index.test.tsx (3 tests) 61ms")
        .user("nice, one request now. thx")
        .stop("Done: the list page makes one request."),
    planted: [],
  },
  {
    id: "b155-money-filter-question",
    build: (s) =>
      s
        .user("in liquid does `| money` use the shop's currency format or the customer's presentment currency? a merchant with markets enabled is confused")
        .assistant(
          "`money` formats with the shop's money format but uses the amount in the cart's presentment currency when Markets converts prices, so the symbol follows the customer's currency.",
        )
        .user("hm ok so what she's seeing might be right? can you check what our block prints")
        .file("Read", "extensions/bundle-picker/blocks/picker.liquid")
        .assistant(
          "The block uses `{{ bundle_price | money }}` where `bundle_price` comes from our metafield in the shop currency, so it isn't converted. That could be what she's seeing, but I'd need her store's market setup to be sure.",
        )
        .user("i'll ask her for a screenshot first")
        .stop(),
    planted: [],
  },
];

export const BLIND155 = plantedSet(BLIND155_SESSIONS, Date.UTC(2026, 10, 8, 9));
