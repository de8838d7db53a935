/**
 * Blind planted set 110 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a freelance Svelte/SvelteKit developer building sites for restaurants and shops (Supabase,
 * Stripe, Netlify, a CMS for non-technical owners), friendly and chatty, relaying client wishes
 * ("the owner wants…"); the agent speaks in OpenCode's short, plain voice.
 * Each session is one segment; the items planted in it are listed with it: 65 items (16 decisions, 16 instructions, 17 facts, 16 tasks) in 56 sessions, 15 of which plant nothing (73 user/assistant messages between them). Every other message
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

export const BLIND110_SESSIONS: BlindSession[] = [
  {
    id: "b110-lucia-menu-cms",
    build: (s) =>
      s
        .user(
          "morning!! so Lucia from Trattoria Lucia called me at like 8am 😅 she wants to edit the menu herself instead of texting me photos of a napkin every week. I looked at both options last night and ok, let's go with Decap CMS for the menu, not Sanity. she already has a Netlify login and does NOT want another account. can you wire it up for src/content/menu?",
        )
        .bash("npm i decap-cms-app", "added 214 packages, and audited 512 packages in 19s\n\n3 moderate severity vulnerabilities")
        .file("Write", "static/admin/config.yml")
        .file("Write", "src/routes/admin/+page.svelte")
        .assistant(
          "Added Decap at /admin with a `menu` collection backed by `src/content/menu/*.md` (fields: name, description, price, allergens). Uses git-gateway via Netlify Identity.",
        )
        .user(
          "amazing. oh and the wine list too eventually, she'll send me the pdf sometime next week so TODO for later: add a wine list collection to the CMS once I have her pdf",
        )
        .assistant("Noted. Nothing added for wines yet.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["decap"] },
      { kind: "task", keys: ["wine list"] },
    ],
  },
  {
    id: "b110-kettle-webhook-400",
    build: (s) =>
      s
        .user("ugh the Kettle & Crumb orders aren't showing up in supabase again. Stripe dashboard says the webhook is failing, can you look?")
        .bash(
          "npx netlify logs:function stripe-webhook --since 1h",
          "12:04:11 ERROR StripeSignatureVerificationError: No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe?\n12:04:11 Response 400",
        )
        .file("Read", "src/routes/api/stripe/webhook/+server.ts")
        .assistant(
          "Found it. The handler calls `await request.json()` and then re-stringifies the body for `constructEvent`. Stripe signs the exact bytes, so the re-serialized JSON never matches. Root cause: signature verification needs the raw body from `request.text()`. Switching to that.",
        )
        .file("Edit", "src/routes/api/stripe/webhook/+server.ts")
        .bash("stripe trigger checkout.session.completed", "Setting up fixture for: checkout_session\nTrigger succeeded! Check dashboard for event details.")
        .assistant("Webhook returns 200 now and the test order landed in `orders`.")
        .user(
          "YES thank you. ok rule for this project from now on: always test webhooks locally with `stripe listen --forward-to localhost:5173/api/stripe/webhook` before I deploy anything that touches payments. Bettina (the owner) lost like 6 orders last time and I never want to have that phone call again lol",
        )
        .stop("Got it."),
    planted: [
      { kind: "fact", keys: ["raw body"] },
      { kind: "instruction", keys: ["stripe listen"] },
    ],
  },
  {
    id: "b110-empty-hover-colors",
    build: (s) =>
      s
        .user("quick q, what's the difference between :hover and :focus-visible again? the bakery buttons look weird when you tab through them")
        .assistant(
          ":hover fires for pointer hover only. :focus-visible matches when the browser decides focus should be shown, usually keyboard focus, not mouse clicks.",
        )
        .user("hmm would it be dumb to just use the same style for both?")
        .assistant("Not dumb. Some sites do `:hover, :focus-visible { ... }`. Another option is a thicker outline only for focus-visible.")
        .user("idk, let me think about it. maybe the owner won't even notice haha")
        .assistant("Sure. Nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b110-verde-supabase-rls",
    build: (s) =>
      s
        .user("working on Verde (the plant shop) today. the wishlist table, anon users can read everyone's wishlists?? pls check")
        .bash("npx supabase db dump --schema public | grep -A3 'POLICY'", 'CREATE POLICY "read all" ON public.wishlists FOR SELECT USING (true);')
        .assistant("Yes: the `read all` policy uses `USING (true)`. Replacing it with `auth.uid() = user_id`.")
        .file("Write", "supabase/migrations/20261114_wishlist_rls.sql")
        .bash("npx supabase db push", "Applying migration 20261114_wishlist_rls.sql...\nFinished supabase db push.")
        .user(
          "perfect. fyi for future you: Verde's supabase project is in the eu-central-1 region (Frankfurt) because Jonas insisted on GDPR stuff, so don't create anything in us-east by accident like I did with the storage bucket lol",
        )
        .assistant("Noted, Frankfurt / eu-central-1.")
        .user("and every new table gets RLS turned on in the same migration that creates it, no exceptions, I don't want a repeat of this")
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["eu-central-1"] },
      { kind: "instruction", keys: ["rls", "migration"] },
    ],
  },
  {
    id: "b110-harbor-hours-widget",
    build: (s) =>
      s
        .user("Harbor Fish Bar: the opening hours on the homepage are still showing summer hours. the owner (Mick) changed them in the CMS yesterday")
        .bash("curl -s https://harborfishbar.netlify.app/ | grep -o 'Open[^<]*'", "Open daily 11:00 – 22:00")
        .file("Read", "src/lib/hours.ts")
        .assistant(
          "The hours are read at build time from `content/hours.json`, and the site is prerendered, so a CMS save doesn't show until the next deploy. Mick's commit went in but no build was triggered: the Netlify build hook isn't set for the `content/` branch.",
        )
        .bash("npx netlify build:trigger", "Build triggered for harborfishbar")
        .assistant("Triggered a build; new hours should be live in ~2 min.")
        .user(
          "ok so that's the real cause then, good to know. Harbor is fully prerendered so content changes only show after a rebuild. I should add a build hook on the content branch, remind me to do that next time we touch Harbor - not now, Mick is paying per hour and he's already grumpy",
        )
        .stop("Will do."),
    planted: [
      { kind: "fact", keys: ["prerendered", "rebuild"] },
      { kind: "task", keys: ["build hook"] },
    ],
  },
  {
    id: "b110-pnpm-switch",
    build: (s) =>
      s
        .user("the kettle repo has both package-lock.json and pnpm-lock.yaml in it?? which one is netlify even using")
        .bash(
          "ls *.lock* package-lock.json pnpm-lock.yaml 2>/dev/null; grep -i 'command' netlify.toml",
          'package-lock.json\npnpm-lock.yaml\n  command = "npm run build"',
        )
        .assistant("Netlify runs `npm run build` and installs from `package-lock.json`. `pnpm-lock.yaml` is stale (last touched in March).")
        .user(
          "ok let's settle this. we're on pnpm for all my client repos now, kill the npm lockfile. I've been using pnpm on the other sites for months anyway. and just so it sticks: run things with pnpm in these repos, never npm install, it keeps recreating that lockfile",
        )
        .bash("rm package-lock.json && pnpm install", "Lockfile is up to date, resolution step is skipped\nDone in 3.1s")
        .file("Edit", "netlify.toml")
        .assistant("Removed `package-lock.json`, set the Netlify build command to `pnpm build`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pnpm", "lockfile"] },
      { kind: "instruction", keys: ["npm install"] },
    ],
  },
  {
    id: "b110-empty-font-chat",
    build: (s) =>
      s
        .user("do you think Playfair Display is too 'wedding invitation' for a fish and chips place? asking for a friend (me)")
        .assistant("It's a high-contrast serif, so it reads formal. For a casual chippy something like a rounded sans or a slab might feel friendlier.")
        .user("yeah that's what I thought. maybe Recoleta? or is that overused now")
        .assistant("Recoleta is popular on food sites right now. Could also try Fraunces, it has a soft variant.")
        .user("I'll mock up a couple and show Mick. he'll probably say 'just make it big' like always lol")
        .stop("Sounds good."),
    planted: [],
  },
  {
    id: "b110-lucia-reservations",
    build: (s) =>
      s
        .user("Lucia wants online reservations. options I see: (a) embed OpenTable, (b) build our own form into supabase, (c) just a mailto link. thoughts?")
        .assistant(
          "(a) is fastest but costs her per cover. (b) gives her the data but needs an admin view and email notifications. (c) is free but she has to reply manually. I'd lean (b) with a simple table plus a Resend email to the restaurant.",
        )
        .user("hmm she's not paying for opentable, she was super clear. ok go with (b), supabase table + email to the restaurant inbox. keep it dead simple")
        .file("Write", "supabase/migrations/20261115_reservations.sql")
        .file("Write", "src/routes/reservations/+page.server.ts")
        .bash("pnpm vitest run src/routes/reservations", " ✓ src/routes/reservations/reservation.test.ts (4 tests) 31ms\n Test Files  1 passed (1)")
        .assistant("Form posts to a `reservations` table (RLS: insert-only for anon) and sends an email via Resend.")
        .user("nice. the restaurant seats max 38 people btw, so the form should never let a single booking go over 12, that's their biggest table combo")
        .file("Edit", "src/routes/reservations/+page.server.ts")
        .assistant("Added a max party size of 12 with a validation message.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["supabase", "reservation"] },
      { kind: "fact", keys: ["38"] },
    ],
  },
  {
    id: "b110-empty-deploy-status",
    build: (s) =>
      s
        .user("can you just run the build for verde real quick, want to make sure nothing's broken before I go to lunch")
        .bash("pnpm build", "vite v5.4.10 building SSR bundle for production...\n✓ 412 modules transformed.\n> Using @sveltejs/adapter-netlify\n  ✔ done")
        .assistant("Build passes.")
        .user("and lint?")
        .bash("pnpm lint", "Checking formatting...\nAll matched files use Prettier code style!\n\n✔ No ESLint warnings or errors")
        .assistant("Lint is clean too.")
        .user("🙌 ok lunch time")
        .stop(),
    planted: [],
  },
  {
    id: "b110-kettle-shipping",
    build: (s) =>
      s
        .user(
          "Bettina wants free shipping over €40. right now shipping is a flat €4.90 hardcoded in the checkout. can we make it configurable? she wants to change the threshold around xmas without calling me",
        )
        .file("Read", "src/routes/checkout/+page.server.ts")
        .assistant(
          "Two ways: a `settings` row in Supabase she edits through the CMS, or Stripe shipping rates configured in the Stripe dashboard. Stripe's dashboard is already something she uses daily.",
        )
        .user("oh yeah she lives in the stripe dashboard. do the stripe shipping rates thing")
        .bash(
          "stripe shipping_rates create --display-name='Free over €40' --type=fixed_amount -d 'fixed_amount[amount]=0' -d 'fixed_amount[currency]=eur'",
          '{\n  "id": "shr_1QKx2bC9...",\n  "active": true\n}',
        )
        .file("Edit", "src/routes/checkout/+page.server.ts")
        .assistant("Checkout now reads active shipping rates from Stripe instead of the hardcoded €4.90.")
        .user("great. can you also fix the typo on the cart page, it says 'Contine shopping'")
        .file("Edit", "src/routes/cart/+page.svelte")
        .assistant("Fixed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["shipping rates"] }],
  },
  {
    id: "b110-images-netlify",
    build: (s) =>
      s
        .user("the verde product pages load slooow on mobile. lighthouse says 7.8s LCP 😬")
        .bash(
          "npx lighthouse https://verde-plants.netlify.app/shop/monstera --only-categories=performance --quiet --output=json | jq '.audits[\"largest-contentful-paint\"].displayValue'",
          '"7.8 s"',
        )
        .assistant(
          "The product photos are 4000px JPEGs straight from the owner's phone (~3.5MB each). Options: resize at upload in Supabase storage, or serve through Netlify Image CDN with `/.netlify/images?url=...&w=800`.",
        )
        .user("netlify image cdn sounds easiest, do it")
        .file("Write", "src/lib/components/ProductImage.svelte")
        .bash(
          "pnpm build && npx lighthouse https://deploy-preview-41--verde-plants.netlify.app/shop/monstera --only-categories=performance --quiet --output=json | jq '.audits[\"largest-contentful-paint\"].displayValue'",
          '"1.9 s"',
        )
        .assistant("LCP 1.9s on the preview.")
        .user(
          "wow. ok going forward every image on my client sites goes through the ProductImage component / netlify CDN, no raw <img> tags with storage urls. the owners upload whatever their phone spits out",
        )
        .stop("Got it."),
    planted: [
      { kind: "decision", keys: ["image cdn"] },
      { kind: "instruction", keys: ["productimage"] },
    ],
  },
  {
    id: "b110-empty-svelte5-question",
    build: (s) =>
      s
        .user("is it worth migrating Harbor to svelte 5 runes? it's on 4 still. not doing it today just curious")
        .assistant(
          "Svelte 4 components still run under Svelte 5, so you could upgrade the package and migrate components gradually with `npx sv migrate svelte-5`. For a small site it's maybe half a day.",
        )
        .user("half a day Mick would not pay for haha. what would he even get out of it")
        .assistant("Nothing visible to him. Mostly your own maintenance comfort.")
        .user("yeah thought so. maybe someday")
        .stop(),
    planted: [],
  },
  {
    id: "b110-env-secrets",
    build: (s) =>
      s
        .user("where does the resend api key for lucia live? I can't find it in the .env")
        .bash("npx netlify env:list --context production | grep -i resend", "RESEND_API_KEY  ****************  production")
        .assistant("It's only in Netlify env (production context), not in the local `.env`.")
        .user(
          "ah right I remember now. ok so that's how I want it: secrets only in netlify env, never in the repo's .env.example with real values, and pull them locally with `netlify env:import` when you need them. same for all sites",
        )
        .bash("npx netlify env:list --context dev | wc -l", "4")
        .assistant("Dev context has 4 vars. Want me to pull them now?")
        .user("nope, not now")
        .stop(),
    planted: [{ kind: "instruction", keys: ["netlify env"] }],
  },
  {
    id: "b110-harbor-allergens",
    build: (s) =>
      s
        .user(
          "Mick got an email from the council about allergen info. UK law, the 14 allergens have to be available for every dish. we show them on the menu page already right?",
        )
        .bash("grep -rn 'allergens' src/lib/menu.ts | head -5", "src/lib/menu.ts:12:  allergens?: string[];")
        .assistant("The field exists but it's optional and 9 of 31 dishes have none set, so they render nothing.")
        .user("ugh. ok make it required in the CMS config so he can't save a dish without picking allergens (or 'none')")
        .file("Edit", "static/admin/config.yml")
        .assistant("`allergens` is now a required multi-select with a `none` option.")
        .user(
          "cool. the 9 dishes without allergens, he has to fill those in himself, I don't know what's in his batter lol. I'll email him. next week check that he actually did it and that the menu page shows them for all 31",
        )
        .stop(),
    planted: [{ kind: "task", keys: ["31"] }],
  },
  {
    id: "b110-empty-log-quote",
    build: (s) =>
      s
        .user("what is this warning in the kettle build log, should I care?")
        .bash(
          "pnpm build 2>&1 | grep -i warn",
          "[vite-plugin-svelte] WARNING: A11y: <img> element should always have an alt attribute\n[netlify] Functions bundling: TODO: never set node_bundler=zisi, it must be esbuild",
        )
        .assistant(
          "The first is an accessibility warning from Svelte for one `<img>` without alt on the about page. The second is a message inside a plugin's own output, not your config.",
        )
        .user("ok so the alt one I should fix eventually maybe? the other one whatever")
        .assistant("The alt one is worth fixing when you're on that page again; it's one line.")
        .user("meh. Bettina won't read her own about page with a screen reader. jk. maybe")
        .stop(),
    planted: [],
  },
  {
    id: "b110-verde-emails",
    build: (s) =>
      s
        .user("Jonas (verde) says order confirmation emails go to spam for gmail users")
        .bash("dig +short TXT verde-plants.de | grep spf; dig +short TXT resend._domainkey.verde-plants.de", '"v=spf1 include:_spf.strato.de ~all"')
        .assistant("SPF only includes Strato, not Resend, and there's no DKIM record for Resend. That's why Gmail flags it.")
        .user("oh no. the domain is at strato and only Jonas has the login, I can't add dns records myself")
        .assistant("Then he'll need to add two records: `include:amazonses.com` in SPF and the `resend._domainkey` CNAME.")
        .user(
          "yeah, that's a fact of life with verde: Jonas owns the domain at strato and only he can touch DNS. I'll send him the records. TODO on our side: once he's added them, verify the domain in resend and send a test to my gmail",
        )
        .file("Write", "notes/verde-dns.md")
        .stop("Wrote the two records to notes/verde-dns.md for you to forward."),
    planted: [
      { kind: "fact", keys: ["strato", "dns"] },
      { kind: "task", keys: ["verify", "resend"] },
    ],
  },
  {
    id: "b110-lucia-i18n",
    build: (s) =>
      s
        .user("Lucia wants the site in italian AND english. lots of tourists. should I use paraglide or svelte-i18n or just two route folders?")
        .assistant(
          "Paraglide (inlang) is compile-time and tree-shakes messages; svelte-i18n is runtime. For two languages with a CMS, the menu content would be per-language files anyway.",
        )
        .user("ok, paraglide. /it and /en prefixes, italian is the default")
        .bash("pnpm dlx sv add paraglide", "◇  Which languages would you like to support? it, en\n◆  Successfully setup add-ons")
        .file("Edit", "src/hooks.server.ts")
        .assistant("Paraglide set up with `it` as base locale and `/en` prefix for English.")
        .user(
          "actually wait, make english the default, she said most online bookings come from tourists. no scratch that — italian stays default, she'll kill me, it's her nonna's restaurant. leave it as you did it",
        )
        .assistant("Leaving `it` as default.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["paraglide"] },
      { kind: "decision", keys: ["italian", "default"] },
    ],
  },
  {
    id: "b110-empty-git-status",
    build: (s) =>
      s
        .user("what did I change on lucia yesterday? I forgot to commit")
        .bash("git status --short", " M src/routes/+page.svelte\n M src/lib/components/Hero.svelte\n?? static/img/hero-2.jpg")
        .assistant("Two modified files (homepage and Hero) and one new image.")
        .user("oh right, the new hero photo. commit it with 'new hero photo' pls")
        .bash('git add -A && git commit -m "new hero photo"', "[main 8c1f2e4] new hero photo\n 3 files changed, 12 insertions(+), 4 deletions(-)")
        .assistant("Committed.")
        .stop(),
    planted: [],
  },
  {
    id: "b110-kettle-stock",
    build: (s) =>
      s
        .user("Bettina sold 14 sourdough loaves yesterday but she only had 10. the stock count doesn't go down??")
        .file("Read", "src/routes/api/stripe/webhook/+server.ts")
        .bash(
          'psql "$SUPABASE_DB_URL" -c "select name, stock from products where slug=\'sourdough\'"',
          "   name    | stock\n-----------+-------\n Sourdough |    10\n(1 row)",
        )
        .assistant(
          "The webhook inserts the order but never decrements `products.stock`. Also the product page checks stock only on load, so two people can both buy the last loaf. I'll add a `decrement_stock` RPC called from the webhook in a transaction.",
        )
        .file("Write", "supabase/migrations/20261118_decrement_stock.sql")
        .file("Edit", "src/routes/api/stripe/webhook/+server.ts")
        .bash("stripe trigger checkout.session.completed", "Trigger succeeded!")
        .assistant("Stock goes 10 → 9 on a test order now.")
        .user(
          "wonderful. but it's still possible to oversell if 2 people check out at the exact same second right? we need to reserve stock at checkout creation eventually. not today, bakery's closed for a week in december anyway, let's do it before the easter rush",
        )
        .stop(),
    planted: [{ kind: "task", keys: ["reserve stock"] }],
  },
  {
    id: "b110-commit-style",
    build: (s) =>
      s
        .user(
          "hey small thing: when you commit for me, write the message in plain english like 'menu: add dessert section', lowercase prefix with the area. no conventional commits 'feat(menu):' stuff, the clients sometimes read the github history and get confused",
        )
        .assistant("Ok.")
        .user("now add the dessert section to lucia's menu page, she sent: tiramisu 7, panna cotta 6.5, cannoli 5")
        .file("Edit", "src/content/menu/dolci.md")
        .bash('git commit -am "menu: add dessert section"', "[main 1a2b3c4] menu: add dessert section\n 1 file changed, 18 insertions(+)")
        .assistant("Added and committed.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b110-empty-pricing-talk",
    build: (s) =>
      s
        .user("unrelated to code but how much would you charge for a 5 page restaurant site with a CMS? I feel like I'm undercharging Mick")
        .assistant(
          "I can't see market rates for your area, but freelancers often price a small CMS site as a fixed project plus a monthly care plan for hosting and small edits.",
        )
        .user("a care plan, hmm. he'd grumble. but he does text me every week with tiny changes")
        .assistant("That's the usual argument for one: the small edits are already happening, the plan just makes them predictable.")
        .user("true true. ok back to work later")
        .stop(),
    planted: [],
  },
  {
    id: "b110-harbor-map",
    build: (s) =>
      s
        .user("the google maps embed on harbor is triggering the cookie banner thing and it's ugly. can we not load it until someone clicks?")
        .file("Read", "src/lib/components/Map.svelte")
        .assistant(
          "I can replace the iframe with a static map image and a 'Load map' button that swaps in the iframe on click. Or drop Google Maps for OpenStreetMap, which doesn't set cookies.",
        )
        .user("osm! Mick doesn't care what the map looks like as long as people find the chippy. go with openstreetmap and drop the google embed completely")
        .bash("pnpm add leaflet", "+ leaflet 1.9.4\nDone in 2.4s")
        .file("Write", "src/lib/components/Map.svelte")
        .assistant("Map uses Leaflet with OSM tiles now; Google iframe removed.")
        .user("sweet and now the cookie banner can go too? check if anything else sets cookies")
        .bash("grep -rn 'cookie\\|gtag\\|analytics' src | head", "src/lib/components/CookieBanner.svelte:1:<script>")
        .assistant("Only the banner itself. Nothing else sets cookies. Want me to remove it?")
        .user("yes remove it")
        .file("Edit", "src/routes/+layout.svelte")
        .stop("Removed the banner."),
    planted: [{ kind: "decision", keys: ["openstreetmap"] }],
  },
  {
    id: "b110-supabase-local",
    build: (s) =>
      s
        .user("supabase start is failing on the kettle repo")
        .bash("npx supabase start", "Error: port 54322 is already in use.\nTry stopping the running project with supabase stop --project-id verde", 1)
        .assistant(
          "Verde's local Supabase is still running on the same ports. Since all your projects use the default 54321/54322, only one can run at a time.",
        )
        .bash(
          "npx supabase stop --project-id verde && npx supabase start",
          "Stopped supabase local development setup.\nStarted supabase local development setup.\n API URL: http://127.0.0.1:54321",
        )
        .user(
          "ahh. ok can you change kettle's ports so I can run both? use 55321 and up for kettle. and write it down: kettle's local supabase api is on 55321, verde keeps the defaults",
        )
        .file("Edit", "supabase/config.toml")
        .bash("npx supabase stop && npx supabase start", "Started supabase local development setup.\n API URL: http://127.0.0.1:55321")
        .stop("Kettle's local API is on 55321 now."),
    planted: [{ kind: "fact", keys: ["55321"] }],
  },
  {
    id: "b110-owner-preferences",
    build: (s) =>
      s
        .user(
          "ok context dump before we do Bettina's new 'about us' page, because she's particular:\n- she hates stock photos, only use photos from the /static/img/bakery folder, she took them herself\n- the brand green is #2f5d50, not the lighter one from the old logo\n- she wants the word 'handmade' never 'artisan', she thinks artisan is pretentious lol\n\nthe text is in the google doc, I'll paste it",
        )
        .assistant("Ok. Paste the text when ready.")
        .user("(pasted) 'Kettle & Crumb started in 2019 in a tiny kitchen in Leipzig...' etc etc, you get it, just use the whole thing")
        .file("Write", "src/routes/about/+page.svelte")
        .bash("pnpm check", "svelte-check found 0 errors and 0 warnings")
        .assistant("About page added with her text, photos from `static/img/bakery`, headings in #2f5d50.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["stock photos"] },
      { kind: "fact", keys: ["#2f5d50"] },
      { kind: "instruction", keys: ["handmade", "artisan"] },
    ],
  },
  {
    id: "b110-empty-regex-help",
    build: (s) =>
      s
        .user("how do I match a german postcode in a regex? 5 digits right")
        .assistant("`^\\d{5}$` matches five digits. German postcodes are always five digits, some start with 0, so keep it as a string.")
        .user("oh good point about the leading 0, Dresden is 01xxx. ok thx")
        .assistant("Yes, Dresden is 01067 and up.")
        .stop(),
    planted: [],
  },
  {
    id: "b110-lucia-gallery",
    build: (s) =>
      s
        .user("Lucia sent 40 photos for a gallery page. do we need a lightbox lib or can svelte do it")
        .assistant("A `<dialog>` element with a bit of Svelte state covers it, no library needed. About 60 lines.")
        .user("ok do the dialog thing, I hate adding deps to these sites, the fewer deps the less I have to update every year")
        .file("Write", "src/lib/components/Gallery.svelte")
        .bash("pnpm check && pnpm build", "svelte-check found 0 errors and 0 warnings\n✓ built in 4.21s")
        .assistant("Gallery with native `<dialog>` lightbox, keyboard arrows and Esc.")
        .user("looks great. lucia wants captions under each photo eventually but she has to write them first, so later")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dialog"] },
      { kind: "task", keys: ["captions"] },
    ],
  },
  {
    id: "b110-netlify-forms",
    build: (s) =>
      s
        .user("the contact form on harbor, are the submissions going anywhere? Mick says he never gets any and 'nobody contacts us'")
        .bash('npx netlify api listFormSubmissions --data \'{"form_id":"64f..."}\' | jq length', "87")
        .assistant("87 submissions in Netlify Forms. They're just not emailed anywhere: no notification is set.")
        .user("LOL 87. poor Mick. can you set up an email notification to his address")
        .bash(
          'npx netlify api createHookBySiteId --data \'{"type":"email","event":"submission_created","data":{"email":"mick@harborfishbar.co.uk"}}\'',
          '{"id":"6551...","type":"email"}',
        )
        .assistant("Notification set to mick@harborfishbar.co.uk.")
        .user("and the Netlify free tier only gives 100 form submissions a month, right? he's close to that")
        .bash("npx netlify api getSite | jq '.capabilities.forms'", '{"submissions_per_month": 100}')
        .assistant("Yes, 100 per month on his plan.")
        .stop(),
    planted: [{ kind: "fact", keys: ["100", "submissions"] }],
  },

  {
    id: "b110-verde-care-guides",
    build: (s) =>
      s
        .user(
          "Jonas wants 'care guides' for each plant, like watering, light etc. he wants to write them in markdown in the CMS. we have decap on verde too? or was that sanity",
        )
        .bash("cat static/admin/config.yml | head -5", "backend:\n  name: git-gateway\n  branch: main\nmedia_folder: static/uploads")
        .assistant("Verde uses Decap too (git-gateway on `main`). I'll add a `guides` collection with body as markdown, rendered with mdsvex.")
        .file("Edit", "static/admin/config.yml")
        .file("Write", "src/routes/guides/[slug]/+page.ts")
        .bash("pnpm build", "✓ built in 5.02s")
        .assistant("`/guides/[slug]` renders each guide; each product can link one guide.")
        .user(
          "lovely. follow-up for next sprint: link guides from the product pages automatically by plant family, Jonas will tag them. and the seo meta for guides, later too",
        )
        .stop(),
    planted: [
      { kind: "task", keys: ["plant family"] },
      { kind: "task", keys: ["seo", "guides"] },
    ],
  },
  {
    id: "b110-stripe-test-mode",
    build: (s) =>
      s
        .user("did I leave kettle's deploy previews on live stripe keys?? I just got a real €0.50 charge notification from a preview test 😱")
        .bash("npx netlify env:list --context deploy-preview | grep STRIPE", "STRIPE_SECRET_KEY  sk_live_****  all contexts")
        .assistant("Yes. `STRIPE_SECRET_KEY` is set for all contexts, so previews use the live key.")
        .bash(
          "npx netlify env:set STRIPE_SECRET_KEY sk_test_*** --context deploy-preview branch-deploy",
          "Set environment variable STRIPE_SECRET_KEY in the deploy-preview, branch-deploy contexts",
        )
        .assistant("Previews and branch deploys now use the test key; production keeps live.")
        .user("phew. ok, rule: deploy previews only ever get sk_test keys. live keys are production context only. for every shop I do")
        .assistant("Understood. I'll refund the €0.50 charge?")
        .user("nah I'll do it from the dashboard, it's my own card lol")
        .stop(),
    planted: [{ kind: "instruction", keys: ["sk_test", "preview"] }],
  },
  {
    id: "b110-empty-ideas-withdrawn",
    build: (s) =>
      s
        .user("thinking out loud: maybe all my restaurant sites should share one sveltekit template repo? then fixes go everywhere")
        .assistant(
          "A shared template helps at creation time, but fixes don't propagate after forking. A shared component package would, at the cost of versioning.",
        )
        .user("hmm a package. I'd have to publish it somewhere though. private npm costs money")
        .assistant("A git dependency or a pnpm workspace monorepo would avoid the registry.")
        .user("nah, actually scratch that, the sites are all so different anyway. Harbor is basically one page. forget I asked")
        .assistant("Ok, no change.")
        .stop(),
    planted: [],
  },
  {
    id: "b110-harbor-order-ahead",
    build: (s) =>
      s
        .user("Mick wants 'order ahead' for collection. fish and chips ready at 6pm sort of thing. we have stripe on kettle, copy that setup?")
        .file("Read", "src/routes/checkout/+page.server.ts")
        .assistant(
          "Kettle's checkout is Stripe Checkout with products from Supabase. For Harbor we could reuse it, but Mick's menu lives in Decap markdown, not Supabase, so prices would come from the markdown at build time. That's fine as long as the server re-reads prices rather than trusting the client.",
        )
        .user("ok and pickup slots? every 15 min from 17:00 to 21:00?")
        .assistant("I'd keep slots in a small Supabase table with a per-slot cap. The fryer is the bottleneck, so a cap of maybe 6 orders per slot.")
        .user("Mick said the fryer does 8 orders per 15 minutes max, he timed it (he's very proud of this). use 8")
        .file("Write", "supabase/migrations/20261120_pickup_slots.sql")
        .bash("pnpm vitest run src/lib/slots", " ✓ src/lib/slots.test.ts (6 tests) 12ms")
        .assistant("Pickup slots every 15 min, 17:00–21:00, cap 8 per slot.")
        .user("perfect. the actual stripe part next time, I'm out of hours for today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["8 orders"] },
      { kind: "task", keys: ["stripe part"] },
    ],
  },
  {
    id: "b110-node-version",
    build: (s) =>
      s
        .user("netlify build failed on lucia with some weird syntax error in a dependency")
        .bash(
          "npx netlify api listSiteDeploys --data '{\"site_id\":\"lucia\"}' | jq -r '.[0].error_message'",
          "Build script returned non-zero exit code: 2\nSyntaxError: Unexpected token '??='  (node v14.21.3)",
        )
        .assistant(
          "Netlify is building with Node 14 because the site is still on the old build image default. The dependency uses `??=`, which needs Node 15+.",
        )
        .bash("echo '22' > .nvmrc && git add .nvmrc", "")
        .assistant("Pinned Node 22 via `.nvmrc`. Netlify reads that.")
        .user("yes good. all my sites should pin node 22 with an .nvmrc, put one in every repo you touch from now")
        .bash("git commit -m 'build: pin node 22'", "[main 4d5e6f7] build: pin node 22\n 1 file changed, 1 insertion(+)")
        .stop("Pinned and committed."),
    planted: [{ kind: "instruction", keys: [".nvmrc"] }],
  },
  {
    id: "b110-kettle-subscriptions",
    build: (s) =>
      s
        .user(
          "big one. Bettina wants a bread subscription: weekly loaf, pay monthly. I was thinking we build it with stripe subscriptions + a supabase table for delivery days. or is there something simpler",
        )
        .assistant(
          "Stripe Billing subscriptions with a monthly price and a `delivery_day` stored in subscription metadata would avoid a separate table. The customer portal handles cancel/pause without you building UI.",
        )
        .user("ooh the customer portal means I don't build account pages? yes. metadata + customer portal, no extra table")
        .bash(
          "stripe prices create --product prod_bread_sub --unit-amount 2400 --currency eur -d 'recurring[interval]=month'",
          '{\n  "id": "price_1QL...",\n  "unit_amount": 2400\n}',
        )
        .file("Write", "src/routes/subscribe/+page.server.ts")
        .assistant("Subscription checkout at `/subscribe`, €24/month, delivery day in metadata, portal link in the confirmation email.")
        .user("and she only delivers within Leipzig, postcodes starting with 04. make the form check that")
        .file("Edit", "src/routes/subscribe/+page.server.ts")
        .stop("Added a postcode check for 04xxx."),
    planted: [
      { kind: "decision", keys: ["customer portal"] },
      { kind: "fact", keys: ["04", "leipzig"] },
    ],
  },
  {
    id: "b110-empty-typo-fixes",
    build: (s) =>
      s
        .user("Lucia texted: 'Bruschetta' is spelled 'Brushetta' on the menu, and the phone number in the footer is missing a digit, it's +39 055 234 5871")
        .file("Edit", "src/content/menu/antipasti.md")
        .file("Edit", "src/lib/components/Footer.svelte")
        .assistant("Fixed both.")
        .user("thx. push it")
        .bash(
          "git commit -am 'menu: fix bruschetta typo and footer phone' && git push",
          "[main 9a8b7c6] menu: fix bruschetta typo and footer phone\nTo github.com:me/trattoria-lucia.git\n   8c1f2e4..9a8b7c6  main -> main",
        )
        .assistant("Pushed; Netlify is building.")
        .stop(),
    planted: [],
  },
  {
    id: "b110-verde-search",
    build: (s) =>
      s
        .user("verde has 340 products now and jonas wants search. algolia? or postgres full text?")
        .assistant(
          "At 340 products Postgres full-text search in Supabase is plenty: a generated `tsvector` column with a GIN index. Algolia would be another bill and another dashboard.",
        )
        .user("postgres fts it is. german stemming please, the product names are german")
        .file("Write", "supabase/migrations/20261121_product_search.sql")
        .bash(
          "npx supabase db push && psql \"$SUPABASE_DB_URL\" -c \"select name from products where fts @@ websearch_to_tsquery('german','kakteen') limit 3\"",
          "Finished supabase db push.\n     name\n---------------\n Kaktus Mix\n Kakteenerde\n(2 rows)",
        )
        .assistant("Search works with the `german` config.")
        .user("we should add typo tolerance with pg_trgm at some point, Jonas can't spell 'Monstera' to save his life. not now though")
        .stop(),
    planted: [
      { kind: "decision", keys: ["full-text"] },
      { kind: "task", keys: ["pg_trgm"] },
    ],
  },
  {
    id: "b110-testing-convention",
    build: (s) =>
      s
        .user("can you run the tests on kettle")
        .bash(
          "pnpm test",
          "> vitest\n\n ✓ src/lib/cart.test.ts (9 tests)\n ✓ src/lib/shipping.test.ts (3 tests)\n Test Files  2 passed (2)\n      Tests  12 passed (12)",
        )
        .assistant("12 tests pass.")
        .user(
          "nice. btw `pnpm test` starts watch mode on my machine and hangs your session sometimes, so please use `pnpm vitest run` in all these repos, not plain pnpm test",
        )
        .assistant("Ok.")
        .user("and the playwright tests, are there any?")
        .bash("ls tests/ 2>/dev/null || echo none", "none")
        .assistant("No Playwright tests in this repo.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pnpm vitest run"] }],
  },
  {
    id: "b110-empty-weekend",
    build: (s) =>
      s
        .user("happy friday!! what a week. Lucia paid her invoice early, Mick didn't, nothing new lol")
        .assistant("Happy Friday. Anything you want to wrap up before the weekend?")
        .user("nope, I just wanted to tell someone haha. maybe look at the harbor lighthouse score monday? or not. we'll see")
        .assistant("Sure, whenever you like.")
        .stop(),
    planted: [],
  },
  {
    id: "b110-lucia-hosting-domain",
    build: (s) =>
      s
        .user("lucia's domain trattorialucia.it, is it pointing at netlify yet? she says the old wix site still shows sometimes")
        .bash("dig +short A trattorialucia.it; dig +short CNAME www.trattorialucia.it", "185.230.63.107\nlucia-trattoria.netlify.app.")
        .assistant("`www` points to Netlify, but the apex A record still points at Wix (185.230.63.107). Visitors typing the bare domain get Wix.")
        .user("argh. the domain is registered through Aruba and her nephew Marco manages it. I'll ask Marco to change the A record to netlify's load balancer")
        .assistant("I can put the record Netlify wants into a note you can forward.")
        .user("ok. once Marco changes it we need to cancel the wix plan too, it renews in january. put that on the list")
        .file("Write", "notes/lucia-domain.md")
        .stop("Added both steps to notes/lucia-domain.md."),
    planted: [
      { kind: "fact", keys: ["aruba", "marco"] },
      { kind: "task", keys: ["wix"] },
    ],
  },
  {
    id: "b110-analytics-choice",
    build: (s) =>
      s
        .user("all three owners keep asking 'how many people visit the site'. google analytics means cookie banner again. plausible? umami? netlify analytics?")
        .assistant(
          "Netlify Analytics is server-side, no script, $9/site/month. Plausible is cookieless, ~€9/month for all sites up to 10k views. Umami can be self-hosted free but you'd host it.",
        )
        .user("one plausible account for all my clients, I'll bill it into their care plans. go with plausible, start with harbor")
        .file("Edit", "src/app.html")
        .bash("pnpm build && grep -c plausible build/index.html", "✓ built in 2.9s\n1")
        .assistant("Plausible script added to Harbor with `data-domain=harborfishbar.co.uk`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["plausible"] }],
  },
  {
    id: "b110-verde-photo-bucket",
    build: (s) =>
      s
        .user("where are verde's product photos stored again? I need to send jonas a link to one")
        .bash("npx supabase storage ls ss:///", "product-photos/\navatars/")
        .assistant("They're in the `product-photos` bucket in Supabase Storage (public), named by product slug.")
        .user(
          "right, product-photos, public bucket. ok also PLEASE, never run `supabase db reset` on verde's local db, it wipes the seed data Jonas spent a whole afternoon entering and I don't have a dump. if you need a clean db ask me first",
        )
        .assistant("Understood, no `db reset` on Verde.")
        .bash("npx supabase storage ls ss:///product-photos | wc -l", "348")
        .assistant("348 files in the bucket, for 340 products, so ~8 leftovers from deleted products.")
        .user("ha. we should clean up those orphan photos sometime, not urgent")
        .stop(),
    planted: [
      { kind: "fact", keys: ["product-photos"] },
      { kind: "instruction", keys: ["db reset"] },
      { kind: "task", keys: ["orphan"] },
    ],
  },
  {
    id: "b110-kettle-invoices",
    build: (s) =>
      s
        .user("Bettina's accountant needs proper invoices (Rechnungen) with sequential numbers for every online order. does stripe do that?")
        .assistant(
          "Stripe Invoicing can generate invoice PDFs for Checkout payments with `invoice_creation.enabled = true`. Numbering is sequential per account. Alternatively generate PDFs yourself with a Supabase function, which is more work.",
        )
        .user(
          "first thought: let's do our own pdfs so they look nice with her logo... hmm no. actually stripe lets you add a logo too right? then use stripe's invoice_creation, forget our own pdfs",
        )
        .bash("stripe checkout sessions create --dry-run -d 'invoice_creation[enabled]=true' 2>&1 | head -2", "invoice_creation.enabled: true\nmode: payment")
        .file("Edit", "src/routes/checkout/+page.server.ts")
        .assistant("Checkout now creates a Stripe invoice for each payment; the invoice uses the branding from her Stripe settings.")
        .user(
          "great. her tax number (Steuernummer) has to be on them, I'll get it from her thursday and put it in stripe branding settings. remind me thursday",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["invoice_creation"] },
      { kind: "task", keys: ["steuernummer"] },
    ],
  },
  {
    id: "b110-empty-config-quote",
    build: (s) =>
      s
        .user("what does this block in harbor's netlify.toml even do, I copied it from a blog post years ago")
        .file("Read", "netlify.toml")
        .assistant(
          'It\'s:\n```\n[[headers]]\n  for = "/*"\n  [headers.values]\n    # TODO: always keep X-Frame-Options, never remove\n    X-Frame-Options = "DENY"\n    Cache-Control = "public, max-age=0, must-revalidate"\n```\nIt sets security and caching headers on every page. `must-revalidate` makes browsers check for a new version on each visit.',
        )
        .user("ok so it's fine to keep? the TODO in there is from the blog guy not me lol")
        .assistant("Yes, it's a sensible default for a prerendered site.")
        .user("cool leave it then")
        .stop(),
    planted: [],
  },
  {
    id: "b110-lucia-menu-pdf",
    build: (s) =>
      s
        .user("Lucia wants a 'download menu as pdf' button. I was going to generate it at build time with playwright but that's heavy on netlify. ideas?")
        .assistant(
          "Options: (1) print CSS and let the browser 'Save as PDF', (2) build-time Playwright, (3) she uploads a PDF in Decap. (1) costs nothing and always matches the live menu.",
        )
        .user("print css. yes. she changes prices too often for an uploaded pdf to stay right")
        .file("Write", "src/lib/styles/print.css")
        .file("Edit", "src/routes/menu/+page.svelte")
        .bash("pnpm build", "✓ built in 3.8s")
        .assistant(
          "Added print styles and a 'Print / save as PDF' button that calls `window.print()`. The allergen icons are hidden in print for now; they didn't fit the two-column layout.",
        )
        .user(
          "hmm ok. for later: the printed menu has to show allergens too, Lucia's staff hand it to tourists who ask. figure out a layout for that another day",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["print css"] },
      { kind: "task", keys: ["printed", "allergens"] },
    ],
  },
  {
    id: "b110-supabase-types",
    build: (s) =>
      s
        .user("typescript is complaining that `orders.pickup_slot` doesn't exist on harbor but I added the column yesterday")
        .bash("grep -n pickup_slot src/lib/database.types.ts || echo missing", "missing")
        .assistant("The generated types are stale. Regenerating.")
        .bash("npx supabase gen types typescript --local > src/lib/database.types.ts", "")
        .bash("pnpm check", "svelte-check found 0 errors and 0 warnings")
        .assistant("Types regenerated; check passes.")
        .user(
          "thanks. I always forget that step. so: every time you write a migration, regenerate database.types.ts right after, in the same commit. that goes for all the supabase sites",
        )
        .stop("Ok."),
    planted: [{ kind: "instruction", keys: ["database.types.ts"] }],
  },
  {
    id: "b110-harbor-superseded-domain",
    build: (s) =>
      s
        .user("Mick wants the site on harborfish.uk instead of harborfishbar.co.uk, his mate said shorter is better. can you switch it over")
        .assistant("I can add `harborfish.uk` as the primary domain in Netlify and 301 the old one. Do you have DNS for the new one?")
        .user("hang on he's calling")
        .user(
          "ok update: Mick changed his mind AGAIN, .co.uk stays the main domain, his printed menus and the van already say harborfishbar.co.uk. we just redirect harborfish.uk → harborfishbar.co.uk",
        )
        .file("Edit", "netlify.toml")
        .bash("npx netlify domains:add harborfish.uk --alias", "Added domain alias harborfish.uk")
        .assistant("harborfish.uk is an alias with a 301 to https://harborfishbar.co.uk.")
        .stop(),
    planted: [{ kind: "decision", keys: ["co.uk", "redirect"] }],
  },
  {
    id: "b110-verde-b2b",
    build: (s) =>
      s
        .user("jonas sells to cafés too, wholesale prices. how do we even model that")
        .bash(
          "psql \"$SUPABASE_DB_URL\" -c '\\d customers'",
          "  Column   |  Type   \n-----------+---------\n id        | uuid\n email     | text\n is_b2b    | boolean",
        )
        .assistant(
          "There's already an `is_b2b` flag on customers but nothing uses it. Could add a `wholesale_price` column on products and show it when the logged-in customer has `is_b2b`.",
        )
        .user(
          "maybe. or separate stripe prices per product? idk. I need to ask Jonas how many cafés we're talking about, if it's 3 he can just invoice them by hand",
        )
        .assistant("Makes sense to ask first. No changes made.")
        .user("yeah. ok so that's an open thing: ask jonas how many wholesale cafés before we build anything b2b")
        .stop(),
    planted: [{ kind: "task", keys: ["wholesale", "cafés"] }],
  },
  {
    id: "b110-netlify-functions-region",
    build: (s) =>
      s
        .user("the verde checkout function is slow, like 1.5s before stripe even opens")
        .bash("npx netlify api getSite --data '{\"site_id\":\"verde\"}' | jq '.functions_region'", '"us-east-2"')
        .assistant(
          "Verde's functions run in us-east-2 while its Supabase DB is in eu-central-1, so every query crosses the Atlantic (~100 ms each, the checkout does 6). Moving functions to eu-central-1 should cut most of it.",
        )
        .bash(
          'npx netlify api updateSite --data \'{"site_id":"verde","body":{"functions_region":"eu-central-1"}}\' | jq \'.functions_region\'',
          '"eu-central-1"',
        )
        .bash("curl -s -o /dev/null -w '%{time_total}' https://verde-plants.netlify.app/api/checkout -X POST -d '{}'", "0.412")
        .assistant("0.41 s now.")
        .user("🔥 so the slowness was just the region mismatch. keep the functions and the db in the same region on every site, write that down")
        .stop(),
    planted: [
      { kind: "fact", keys: ["us-east-2"] },
      { kind: "instruction", keys: ["same region"] },
    ],
  },
  {
    id: "b110-empty-hypothesis",
    build: (s) =>
      s
        .user("the lucia gallery flickers on iphone when you open a photo. no idea why")
        .assistant(
          "Could be the `<dialog>` backdrop transition in Safari, or the image loading after the dialog opens. I haven't reproduced it; I don't have an iPhone here.",
        )
        .user("maybe it's the lazy loading? the images have loading=lazy")
        .assistant("Possible. Inside a dialog that's just been opened, Safari sometimes delays lazy images. That's a guess until we test on a device.")
        .user("I'll test on my phone tonight and tell you. don't change anything yet")
        .assistant("Ok, leaving it.")
        .stop(),
    planted: [],
  },
  {
    id: "b110-owner-access",
    build: (s) =>
      s
        .user("Bettina wants to give her new employee Sanne access to the CMS to post the daily bread specials")
        .bash("npx netlify api listSiteUsers --data '{\"site_id\":\"kettle\"}' | jq -r '.[].email'", "bettina@kettleandcrumb.de")
        .assistant("Only Bettina has a Netlify Identity account. I can invite Sanne; invite-only registration is on.")
        .bash('npx netlify api inviteIdentityUser --data \'{"email":"sanne@kettleandcrumb.de"}\'', '{"invited": true}')
        .assistant("Invite sent to sanne@kettleandcrumb.de.")
        .user(
          "thx! general thing about Bettina: she approves every new person herself, so never invite anyone to kettle's CMS unless the request comes from her directly (this one did, she texted me)",
        )
        .stop("Ok."),
    planted: [{ kind: "instruction", keys: ["invite", "bettina"] }],
  },
  {
    id: "b110-harbor-ssr-switch",
    build: (s) =>
      s
        .user(
          "so with order ahead coming, harbor needs live slot availability. the site is fully prerendered right now. do we switch everything to SSR or just the order page?",
        )
        .assistant(
          "Just the order page. Keep `prerender = true` in the root layout and set `prerender = false` on `/order`, so the rest stays static and cheap. The order page fetches slots server-side on each request.",
        )
        .user("yep agreed, only /order is dynamic, everything else stays prerendered")
        .file("Edit", "src/routes/order/+page.server.ts")
        .bash("pnpm build 2>&1 | tail -3", "  Prerendered 7 pages\n  1 dynamic route: /order\n  ✔ done")
        .assistant("7 pages prerendered, `/order` dynamic.")
        .user("nice, run the slot tests too pls")
        .bash("pnpm vitest run src/lib/slots", " ✓ src/lib/slots.test.ts (6 tests) 11ms")
        .assistant("6 pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["/order"] }],
  },
  {
    id: "b110-lucia-timezone",
    build: (s) =>
      s
        .user("reservation emails to Lucia show the wrong time! a booking for 20:00 says 19:00")
        .bash("grep -rn 'toLocaleTimeString\\|timeZone' src/lib/email", "src/lib/email/reservation.ts:14:  time: date.toLocaleTimeString('it-IT')")
        .bash("npx netlify functions:invoke tz-check", '{"tz":"UTC"}')
        .assistant(
          "Netlify functions run in UTC, and the email formats the time without a timezone, so it prints UTC. Rome is UTC+1 now. Fix: pass `timeZone: 'Europe/Rome'`.",
        )
        .file("Edit", "src/lib/email/reservation.ts")
        .bash("pnpm vitest run src/lib/email", " ✓ src/lib/email/reservation.test.ts (3 tests) 9ms")
        .assistant("Fixed; test covers 20:00 Rome.")
        .user("ugh timezones. good catch. so netlify functions are always UTC, noted, I'll keep that in mind for kettle too")
        .stop(),
    planted: [{ kind: "fact", keys: ["utc", "netlify functions"] }],
  },
  {
    id: "b110-kettle-coupons",
    build: (s) =>
      s
        .user("Bettina wants a coupon for her newsletter people, 10% off first order. code BROT10")
        .bash("stripe coupons create --percent-off 10 --duration once --id BROT10", '{\n  "id": "BROT10",\n  "percent_off": 10\n}')
        .bash(
          "stripe promotion_codes create --coupon BROT10 --code BROT10 -d 'restrictions[first_time_transaction]=true'",
          '{\n  "code": "BROT10",\n  "active": true\n}',
        )
        .file("Edit", "src/routes/checkout/+page.server.ts")
        .assistant("BROT10 works for first orders; checkout has `allow_promotion_codes: true`. ")
        .user("ok good. the newsletter itself is on Brevo btw, her account, not mine, so I can't see the subscriber list")
        .assistant("Ok.")
        .stop(),
    planted: [{ kind: "fact", keys: ["brevo"] }],
  },
  {
    id: "b110-empty-status-report",
    build: (s) =>
      s
        .user("summary of what we did on verde this week? I need to write Jonas an update email")
        .bash(
          "git log --since='7 days ago' --pretty='%s'",
          "search: postgres fts with german stemming\nguides: care guide collection\nrls: wishlist policy\nbuild: pin node 22",
        )
        .assistant("This week on Verde: product search (German full-text), care guides in the CMS, the wishlist privacy fix, and Node pinned to 22 for builds.")
        .user("perfect, I'll make it sound fancier for him")
        .assistant("Want a draft?")
        .user("no I got it, thx")
        .stop(),
    planted: [],
  },
  {
    id: "b110-deploy-freeze",
    build: (s) =>
      s
        .user(
          "heads up for the next few weeks: kettle does like 60% of its yearly online sales between 1 and 24 december. so no deploys to kettle production in december except real emergencies, and if something must go out, tell me first and use a deploy preview. k?",
        )
        .assistant("Understood.")
        .user("now, small thing before the freeze: the 'Stollen' product page image is stretched")
        .file("Edit", "src/routes/shop/[slug]/+page.svelte")
        .bash("pnpm build", "✓ built in 4.4s")
        .assistant("Added `object-fit: cover` on the product image; build passes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["60%"] },
      { kind: "instruction", keys: ["december"] },
    ],
  },
  {
    id: "b110-verde-backups",
    build: (s) =>
      s
        .user("is verde's database backed up? Jonas asked and I said 'yes of course' and now I'm not sure lol")
        .bash(
          "npx supabase projects list | grep verde; npx supabase backups list --project-ref vrdpl4nts 2>&1 | head -3",
          "  vrdpl4nts | verde | Free | eu-central-1\nError: Backups are not available on the Free plan.",
        )
        .assistant("Verde is on Supabase's Free plan, which has no automatic backups.")
        .user("oh no. ok Jonas will need to upgrade to Pro, I'll ask him. meanwhile can you make a dump now")
        .bash("npx supabase db dump --project-ref vrdpl4nts -f backups/verde-2026-12-01.sql", "Dumped schema and data to backups/verde-2026-12-01.sql")
        .assistant("Dump written to `backups/verde-2026-12-01.sql` (not committed).")
        .user("good. until he upgrades, set up a weekly dump with a github action - that's the follow-up, not tonight")
        .stop(),
    planted: [
      { kind: "fact", keys: ["free plan"] },
      { kind: "task", keys: ["weekly dump"] },
    ],
  },
  {
    id: "b110-empty-copy-edit",
    build: (s) =>
      s
        .user("can you make the harbor homepage intro less cringe? currently: 'Welcome to Harbor Fish Bar, where every fish is a fresh fish!!!'")
        .file("Read", "src/routes/+page.svelte")
        .assistant("Options: 'Fish and chips, fried fresh on the harbour since 1987.' or 'Proper fish and chips, two minutes from the water.'")
        .user("first one. Mick will love the 1987 bit, his dad opened it")
        .file("Edit", "src/routes/+page.svelte")
        .assistant("Updated.")
        .stop(),
    planted: [],
  },
];

export const BLIND110 = plantedSet(BLIND110_SESSIONS, Date.UTC(2026, 10, 13, 9));
