/**
 * Blind planted set 207 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a full-stack freelancer (SvelteKit, Supabase) building a florist shop for a client, chatting fast
 * with emojis and abbreviations (imo, afaik, tbh, bc, w/), mixing personal preferences and billing with project facts.
 * Each session is one segment; the items planted in it are listed with it: 73 items (17 decisions, 18 instructions,
 * 20 facts, 18 tasks) in 47 sessions, 11 of which plant nothing (44 user/assistant messages between them). Every other message
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

export const BLIND207_SESSIONS: BlindSession[] = [
  {
    id: "b207-pnpm-local",
    build: (s) =>
      s
        .user("hey 👋 can u get the dev server up? btw i use pnpm on everything, never npm pls 🙏 the lockfile gets messy otherwise")
        .bash(
          "pnpm install && pnpm dev --port 5173",
          "Lockfile is up to date, resolution step is skipped\nDone in 2.1s\n\n  VITE v5.4.8  ready in 812 ms\n  ➜  Local:   http://localhost:5173/",
        )
        .assistant("Dev server is running on 5173. The page loads but the product grid is empty, the Supabase client is probably pointing at the wrong URL?")
        .bash("grep SUPABASE .env.local", "PUBLIC_SUPABASE_URL=http://127.0.0.1:54321\nPUBLIC_SUPABASE_ANON_KEY=eyJhbGciOi...")
        .user("nah the url is right, local supabase always runs on 54321 for this project. prob just no seed data, did u run the seed?")
        .bash("pnpm supabase db reset", "Resetting local database...\nSeeding data from supabase/seed.sql...\nFinished supabase db reset on branch main.")
        .stop("Seeded; the grid now shows 14 products."),
    planted: [
      { kind: "instruction", keys: ["pnpm"] },
      { kind: "fact", keys: ["54321"] },
    ],
  },
  {
    id: "b207-ssr-auth",
    build: (s) =>
      s
        .user("ok so auth-helpers is deprecated afaik?? 😩 what do we do")
        .assistant(
          "Yes, @supabase/auth-helpers-sveltekit is deprecated. Options: (1) move to @supabase/ssr with a server client in hooks.server.ts, or (2) stay on auth-helpers pinned for now. I'd do (1).",
        )
        .user(
          "yeah going w/ @supabase/ssr, do it for the shop routes now. the admin routes can wait, TODO for later: migrate the admin routes too, they still use the old getSession stuff",
        )
        .file("Edit", "src/hooks.server.ts")
        .file("Edit", "src/routes/(shop)/+layout.server.ts")
        .bash("pnpm check", "svelte-check found 0 errors and 2 warnings in 1 file")
        .stop("Shop routes are on @supabase/ssr now; hooks.server.ts creates the server client per request."),
    planted: [
      { kind: "decision", keys: ["supabase/ssr"] },
      { kind: "task", keys: ["admin routes"] },
    ],
  },
  {
    id: "b207-rls-orders",
    build: (s) =>
      s
        .user("orders page is empty for logged out checkout ?? wtf 😵 maybe the query is wrong")
        .bash(
          "pnpm supabase db dump --local --schema public | grep -A3 'POLICY' | grep orders",
          'CREATE POLICY "owner can read" ON public.orders FOR SELECT TO authenticated USING (auth.uid() = user_id);',
        )
        .assistant(
          "The query is fine. The only policy on orders is for the authenticated role, so guest checkouts (anon) can't read their own order row. That's the cause: there's no RLS policy for anon on orders.",
        )
        .user(
          "ahh ok makes sense. confirmed, add the anon policy scoped to the order token. and from now on, always enable RLS on every new table the moment u create it, no exceptions. i got burned on this w/ another client lol",
        )
        .file("Write", "supabase/migrations/20261110093000_orders_anon_policy.sql")
        .bash("pnpm supabase db reset", "Applying migration 20261110093000_orders_anon_policy.sql...\nFinished supabase db reset.")
        .user("nice. tmrw remind me to check the other tables for missing policies too, not now")
        .stop("Added the anon policy on orders keyed on order_token."),
    planted: [
      { kind: "fact", keys: ["rls", "anon"] },
      { kind: "instruction", keys: ["enable rls"] },
      { kind: "task", keys: ["other tables"] },
    ],
  },
  {
    id: "b207-styling",
    build: (s) =>
      s
        .user("skeleton ui or tailwind plain? wdyt")
        .assistant(
          "Skeleton gives you ready components but the v3 migration is rough; plain Tailwind v4 with a few hand-rolled components is lighter. I'd lean plain Tailwind.",
        )
        .user("yeah ok plain tailwind v4, drop skeleton. also pls single quotes in svelte files, i prefer that, prettier config might say otherwise idc")
        .bash("pnpm remove @skeletonlabs/skeleton && pnpm add -D tailwindcss@4 @tailwindcss/vite", "Packages: +3 -7\nDone in 3.4s")
        .file("Edit", "vite.config.ts")
        .stop("Removed Skeleton, Tailwind v4 is wired through the Vite plugin."),
    planted: [
      { kind: "decision", keys: ["tailwind"] },
      { kind: "instruction", keys: ["single quotes"] },
    ],
  },
  {
    id: "b207-stripe-webhook",
    build: (s) =>
      s
        .user("webhook returns 400 on prod 😭")
        .bash(
          "vercel logs bloomcart --since 1h | grep webhook",
          "POST /api/stripe/webhook 400 - No signatures found matching the expected signature for payload",
        )
        .assistant("Signature verification fails. Is the signing secret in Vercel the one for the live endpoint, or maybe the test-mode one?")
        .user("oh it was the test one 🤦 fixed it. fyi the secret lives in vercel env as STRIPE_WEBHOOK_SECRET, not in .env, so u wont find it locally")
        .bash("vercel env ls production | grep STRIPE", "STRIPE_SECRET_KEY        Encrypted  Production\nSTRIPE_WEBHOOK_SECRET    Encrypted  Production")
        .user("and remind me to rotate the stripe keys before launch, i pasted the live one in a slack dm lol")
        .stop("Redeployed; the webhook returns 200 now."),
    planted: [
      { kind: "fact", keys: ["stripe_webhook_secret"] },
      { kind: "task", keys: ["rotate"] },
    ],
  },
  {
    id: "b207-hosting",
    build: (s) =>
      s
        .user("let's deploy on netlify, set up the adapter")
        .bash("pnpm add -D @sveltejs/adapter-netlify", "+ @sveltejs/adapter-netlify 4.3.0")
        .user("wait actually no, scratch netlify. maria already has a vercel team account so we go with vercel. swap the adapter")
        .bash("pnpm remove @sveltejs/adapter-netlify && pnpm add -D @sveltejs/adapter-vercel", "+ @sveltejs/adapter-vercel 5.4.5")
        .file("Edit", "svelte.config.js")
        .assistant(
          "Switched to adapter-vercel. Note her team is on the Hobby tier, so serverless functions time out at 10s; the PDF invoice route might get close.",
        )
        .user("yep thats right, its hobby, 10s limit. fine for now")
        .stop("Adapter swapped and the build passes."),
    planted: [
      { kind: "decision", keys: ["vercel"] },
      { kind: "fact", keys: ["10s"] },
    ],
  },
  {
    id: "b207-images-bucket",
    build: (s) =>
      s
        .user("where do we put product pics? cloudinary? or supabase storage")
        .assistant("Supabase Storage is already in the stack and has image transforms on Pro; Cloudinary is nicer but another account to manage.")
        .user("supabase storage, bucket called product-images, public read. keep it simple")
        .file("Write", "supabase/migrations/20261110120000_product_images_bucket.sql")
        .bash("pnpm supabase db reset", "Applying migration 20261110120000_product_images_bucket.sql...\nFinished supabase db reset.")
        .user("oh and the bucket has a 5MB max upload, maria's phone pics are like 8MB so the admin upload needs to resize client side. do that now pls")
        .file("Edit", "src/lib/components/admin/ImageUpload.svelte")
        .stop("Added client-side resize to 2000px before upload."),
    planted: [
      { kind: "decision", keys: ["product-images"] },
      { kind: "fact", keys: ["5mb"] },
    ],
  },
  {
    id: "b207-maria-copy",
    build: (s) =>
      s
        .user("can u reword the about page a bit, sounds stiff")
        .file("Read", "src/routes/(shop)/about/+page.svelte")
        .assistant("Here's a looser draft of the first two paragraphs. Want me to apply it?")
        .user(
          "hmm hold on. rule for this project: no copy changes go live without maria's ok, she's super picky about wording 😅 so put it in a draft md for her instead",
        )
        .file("Write", "drafts/about-v2.md")
        .user("also fyi maria is the only one w/ an admin login, her sister helps in the shop but doesnt have access")
        .stop("Draft is in drafts/about-v2.md."),
    planted: [
      { kind: "instruction", keys: ["copy changes"] },
      { kind: "fact", keys: ["maria", "admin login"] },
    ],
  },
  {
    id: "b207-typegen",
    build: (s) =>
      s
        .user("ts is yelling that delivery_slots doesnt exist on the db type")
        .bash("pnpm db:types", "> supabase gen types typescript --local > src/lib/database.types.ts\nDone.")
        .assistant("Regenerated; the error is gone. The types are generated into src/lib/database.types.ts.")
        .user("ya. after every migration run pnpm db:types, i always forget and then waste 10min on this 🙃")
        .stop("Types are up to date."),
    planted: [
      { kind: "instruction", keys: ["db:types"] },
      { kind: "fact", keys: ["database.types.ts"] },
    ],
  },
  {
    id: "b207-email-provider",
    build: (s) =>
      s
        .user("order confirmation mails, sendgrid or resend? i used sendgrid before and hated the dashboard tbh")
        .assistant("Resend has a simpler API and React/HTML templates; free tier is 3k mails/month, which is plenty for the shop.")
        .user("ok resend. set up the client")
        .bash("pnpm add resend", "+ resend 4.0.1")
        .file("Write", "src/lib/server/mail.ts")
        .bash("pnpm test:unit -- --run mail", "✓ src/lib/server/mail.test.ts (2 tests) 14ms")
        .user("works 👍 follow-up for later: set up DKIM + SPF for bloomcart.de, mails land in spam on gmail rn")
        .stop("Mail client added with the order-confirmation template."),
    planted: [
      { kind: "decision", keys: ["resend"] },
      { kind: "task", keys: ["dkim"] },
    ],
  },
  {
    id: "b207-dates",
    build: (s) =>
      s
        .user("do we need a date lib or is Intl enough? 🤔")
        .assistant(
          "Intl covers formatting, but the slot math (add days, start of week in Berlin time) is painful without a lib. date-fns or dayjs both work; dayjs is 2kB.",
        )
        .user("dayjs w/ the timezone plugin, fine")
        .bash("pnpm add dayjs", "+ dayjs 1.11.13")
        .file("Edit", "src/lib/slots.ts")
        .assistant("Slots now use dayjs.tz. I also wondered if we should store slots as UTC ranges, but that's a bigger change.")
        .user("nah leave storage as is")
        .stop("Done."),
    planted: [{ kind: "decision", keys: ["dayjs"] }],
  },
  {
    id: "b207-test-cmds",
    build: (s) =>
      s
        .user("run the tests pls")
        .bash("pnpm test", "vitest watch mode... (press q to quit)")
        .assistant("That started watch mode and hung. Should I run it non-interactive?")
        .user(
          "ugh yes. for the record: unit tests are pnpm test:unit -- --run, and playwright only before a deploy bc it takes 4min and needs the local supabase up",
        )
        .bash("pnpm test:unit -- --run", "Test Files  11 passed (11)\n     Tests  63 passed (63)")
        .stop("63 unit tests pass."),
    planted: [
      { kind: "instruction", keys: ["test:unit"] },
      { kind: "instruction", keys: ["playwright"] },
    ],
  },
  {
    id: "b207-timezone",
    build: (s) =>
      s
        .user("delivery slots show 1h off for me?? im in lisbon this week lol")
        .file("Read", "src/lib/slots.ts")
        .assistant("The slots are rendered in the browser's timezone. Since the shop is in Berlin, should they always display in shop time?")
        .user("yes. shop is europe/berlin and every delivery slot is in that tz, no matter where the customer is")
        .file("Edit", "src/lib/slots.ts")
        .bash("pnpm test:unit -- --run slots", "✓ src/lib/slots.test.ts (7 tests) 21ms")
        .user("ok cool. next week we need to handle the DST switch for sunday slots, march 30 will break i bet")
        .stop("Slots render in Europe/Berlin now."),
    planted: [
      { kind: "fact", keys: ["europe/berlin"] },
      { kind: "task", keys: ["dst"] },
    ],
  },
  {
    id: "b207-edge-mail",
    build: (s) =>
      s
        .user("why cant i import the mail helper in send-order-mail")
        .bash("ls supabase/functions/send-order-mail", "deno.json\nindex.ts")
        .assistant(
          "send-order-mail is a Supabase Edge Function, so it runs on Deno, not Node; it can't import from src/lib. We could move sending into the SvelteKit form action instead?",
        )
        .user(
          "hmm no, we keep the sending in the edge function, the db trigger calls it and i want it decoupled from vercel. just duplicate the template, its small",
        )
        .file("Write", "supabase/functions/send-order-mail/template.ts")
        .stop("Template duplicated into the function."),
    planted: [
      { kind: "fact", keys: ["send-order-mail", "deno"] },
      { kind: "decision", keys: ["edge function"] },
    ],
  },
  {
    id: "b207-git-rules",
    build: (s) =>
      s
        .user("commit this pls")
        .bash("git status --short", " M src/lib/slots.ts\n M src/routes/(shop)/checkout/+page.svelte")
        .assistant('I\'ll commit to main with message "slot fixes"?')
        .user(
          "no no 😅 two things for always: conventional commits (feat:, fix:, chore:) and never commit straight to main, always a feature branch + PR even tho im solo, vercel previews need it",
        )
        .bash(
          "git switch -c fix/slot-tz && git commit -am 'fix: render slots in shop timezone'",
          "[fix/slot-tz 3f2a9c1] fix: render slots in shop timezone\n 2 files changed, 18 insertions(+), 6 deletions(-)",
        )
        .stop("Committed on fix/slot-tz."),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "instruction", keys: ["feature branch"] },
    ],
  },
  {
    id: "b207-prices",
    build: (s) =>
      s
        .user("price shows 2490 € instead of 24,90 😂")
        .bash("psql $LOCAL_DB -c '\\d products' | grep price", " price_cents | integer | not null")
        .assistant("Prices are stored as integer cents in products.price_cents, and the card renders the raw value. I'll divide by 100 and format.")
        .user("yes and format w/ Intl.NumberFormat de-DE EUR everywhere, not toFixed, decided. make a helper")
        .file("Write", "src/lib/format.ts")
        .file("Edit", "src/lib/components/ProductCard.svelte")
        .stop("Added formatPrice() and used it in ProductCard."),
    planted: [
      { kind: "fact", keys: ["price_cents"] },
      { kind: "decision", keys: ["intl.numberformat"] },
    ],
  },
  {
    id: "b207-runes",
    build: (s) =>
      s
        .user("should the new wishlist use a store or runes?")
        .assistant("Svelte 5 runes: a .svelte.ts module with $state works well and is the direction the framework is going. Stores still work though.")
        .user("runes. we're on svelte 5 runes for all new code, no new stores")
        .file("Write", "src/lib/wishlist.svelte.ts")
        .bash("pnpm check", "svelte-check found 0 errors and 0 warnings")
        .user("someday we gotta migrate the old cart store to runes too but not today, its fragile 🫠")
        .stop("Wishlist state added with $state."),
    planted: [
      { kind: "decision", keys: ["runes"] },
      { kind: "task", keys: ["cart store"] },
    ],
  },
  {
    id: "b207-seo-todos",
    build: (s) =>
      s
        .user("lighthouse seo score is 82, why")
        .bash(
          "pnpm dlx lighthouse http://localhost:4173 --only-categories=seo --quiet --output=json | jq '.audits | to_entries[] | select(.value.score==0) | .key'",
          '"meta-description"\n"robots-txt"',
        )
        .assistant("Missing meta description and robots.txt. I can add both now.")
        .user("yes do those. and put on the list for before launch: sitemap.xml with all product urls, plus og images for product pages at some point")
        .file("Write", "static/robots.txt")
        .file("Edit", "src/routes/+layout.svelte")
        .stop("robots.txt and a default meta description are in."),
    planted: [
      { kind: "task", keys: ["sitemap"] },
      { kind: "task", keys: ["og images"] },
    ],
  },
  {
    id: "b207-launch",
    build: (s) =>
      s
        .user("ok status check, how far are we from done?")
        .bash("gh issue list --state open --limit 20", "14  Checkout: guest address validation\n15  Admin: bulk price edit\n17  Footer links")
        .assistant("Three open issues; checkout validation is the biggest. When is launch?")
        .user("launch is dec 12, hard deadline bc xmas orders are like 40% of her year 🎄. and next week we need to load test the checkout, k6 or whatever")
        .stop("Noted the open issues."),
    planted: [
      { kind: "fact", keys: ["dec 12"] },
      { kind: "task", keys: ["load test"] },
    ],
  },
  {
    id: "b207-migration-rules",
    build: (s) =>
      s
        .user("the slots migration has a typo in the column comment, just fix it in the file?")
        .bash("pnpm supabase migration list --linked", "LOCAL          | REMOTE         \n20261101080000 | 20261101080000\n20261105140000 | 20261105140000")
        .assistant("That migration is already applied on the remote, so editing it won't change prod. I'd add a new migration with COMMENT ON COLUMN.")
        .user(
          "right, never edit an applied migration, always a new file. thats a rule. fyi the prod project is the eu-central-1 one (frankfurt), the us one is my old playground, ignore it",
        )
        .file("Write", "supabase/migrations/20261110150000_fix_slot_comment.sql")
        .stop("New migration added."),
    planted: [
      { kind: "instruction", keys: ["applied migration"] },
      { kind: "fact", keys: ["eu-central-1"] },
    ],
  },
  {
    id: "b207-forms",
    build: (s) =>
      s
        .user("contact form validation is a mess, how do ppl do this in sveltekit")
        .assistant("Common options: sveltekit-superforms with zod, or hand-rolled with form actions + zod. Felte is another but less maintained.")
        .user("felte maybe? idk")
        .assistant("Felte works client-side but doesn't integrate with form actions as nicely; superforms handles both and progressive enhancement.")
        .user("ok superforms + zod it is")
        .bash("pnpm add sveltekit-superforms zod", "+ sveltekit-superforms 2.20.0\n+ zod 3.23.8")
        .file("Edit", "src/routes/(shop)/contact/+page.server.ts")
        .user("still need a honeypot field on that form at some point, got 30 spam msgs yesterday 🤖")
        .stop("Contact form is on superforms."),
    planted: [
      { kind: "decision", keys: ["superforms"] },
      { kind: "task", keys: ["honeypot"] },
    ],
  },
  {
    id: "b207-stale-products",
    build: (s) =>
      s
        .user("maria changed a price an hour ago and the site still shows the old one 🤨 maybe supabase caching?")
        .bash("curl -sI https://bloomcart.de/api/products | grep -i cache", "cache-control: public, s-maxage=3600\nx-vercel-cache: HIT")
        .assistant("It's not Supabase: /api/products sends s-maxage=3600, so Vercel's CDN serves the cached list for an hour. That's the root cause.")
        .user("lol ok. set s-maxage=60 then, decided, a minute stale is fine")
        .file("Edit", "src/routes/api/products/+server.ts")
        .bash("git commit -am 'fix: shorter cdn cache for products'", "[fix/product-cache 8d1e0b2] fix: shorter cdn cache for products")
        .stop("Products API now caches for 60s."),
    planted: [
      { kind: "fact", keys: ["s-maxage=3600"] },
      { kind: "decision", keys: ["s-maxage=60"] },
    ],
  },
  {
    id: "b207-billing",
    build: (s) =>
      s
        .user("quick one, how many hours did i log this month? check the toggl export in ~/invoices")
        .bash("csvcut -c Duration ~/invoices/toggl-2026-11.csv | tail -n +2 | awk -F: '{s+=$1+$2/60} END {print s}'", "31.5")
        .assistant("31.5 hours in November so far.")
        .user("ok ty. for context my rate w/ bloomcart is 85€/h, flat. remind me to bill maria for november on the 1st 💸")
        .stop("31.5 h logged."),
    planted: [
      { kind: "fact", keys: ["85"] },
      { kind: "task", keys: ["bill", "november"] },
    ],
  },
  {
    id: "b207-ui-prefs",
    build: (s) =>
      s
        .user("checkout error shows as a toast that vanishes 🙄")
        .file("Read", "src/routes/(shop)/checkout/+page.svelte")
        .assistant("It uses svelte-french-toast. I can swap it for an inline message under the submit button.")
        .user(
          "yes pls. i hate toasts, use inline errors next to the field, everywhere in this app. and shared ui bits go in src/lib/components/ui, not random folders",
        )
        .file("Write", "src/lib/components/ui/FieldError.svelte")
        .file("Edit", "src/routes/(shop)/checkout/+page.svelte")
        .stop("Checkout uses inline FieldError now."),
    planted: [
      { kind: "instruction", keys: ["inline errors"] },
      { kind: "instruction", keys: ["src/lib/components/ui"] },
    ],
  },
  {
    id: "b207-analytics",
    build: (s) =>
      s
        .user("maria wants to see visitor numbers. GA?")
        .assistant("Google Analytics needs a consent banner under GDPR. Plausible or Umami are cookieless and avoid that.")
        .user("plausible, no google stuff. ill pay the 9€ myself lol")
        .file("Edit", "src/app.html")
        .bash("curl -s https://plausible.io/api/health", '{"status":"ok"}')
        .user("also TODO: ask maria's lawyer about the impressum text, what we have is copy pasted from her old site")
        .stop("Plausible script added."),
    planted: [
      { kind: "decision", keys: ["plausible"] },
      { kind: "task", keys: ["impressum"] },
    ],
  },
  {
    id: "b207-node-versions",
    build: (s) =>
      s
        .user("build passes locally, fails on vercel 🤯")
        .bash(
          "vercel inspect --logs bloomcart-git-fix-slot-tz | tail -5",
          "Node.js version: 20.x\nError: structuredClone is not defined in ./node_modules/some-dep",
        )
        .assistant("Vercel builds with Node 20 here, you have 22 locally. Maybe the dependency needs 22, or maybe something else; I'd check the dep version.")
        .bash("node -v", "v22.11.0")
        .user(
          "yeah vercel is node 20 on this project, i cant change it on maria's team. pin the dep back. and always check the vercel preview url before u tell me something is live, local isnt proof",
        )
        .bash("pnpm add some-dep@2.3.1", "+ some-dep 2.3.1")
        .stop("Pinned; the preview build is green."),
    planted: [
      { kind: "fact", keys: ["node 20"] },
      { kind: "instruction", keys: ["preview"] },
    ],
  },
  {
    id: "b207-search",
    build: (s) =>
      s
        .user("need product search. algolia?")
        .assistant(
          "For ~200 products Postgres full text search is enough: a tsvector column with the german config and a GIN index. Algolia costs money and adds sync.",
        )
        .user("yep postgres full text w/ the german config, no algolia 👍")
        .file("Write", "supabase/migrations/20261111090000_product_search.sql")
        .bash("pnpm supabase db reset && pnpm db:types", "Finished supabase db reset.\nDone.")
        .user("works for 'rosen' 🌹 later we should add pg_trgm for typos like 'tulppen'")
        .stop("Search endpoint returns ranked results."),
    planted: [
      { kind: "decision", keys: ["full text", "german"] },
      { kind: "task", keys: ["pg_trgm"] },
    ],
  },
  {
    id: "b207-magic-links",
    build: (s) =>
      s
        .user("login: passwords or magic link? customers are like 60+ mostly")
        .assistant("Magic links avoid password resets, which this audience probably needs a lot. Downside is the mail delay.")
        .user("magic links only, no passwords. where do i see the mails locally again")
        .bash("pnpm supabase status | grep -i inbucket", "Inbucket URL: http://127.0.0.1:54324")
        .assistant("Local mails land in Inbucket at http://127.0.0.1:54324.")
        .user("ah right 54324 👍 and before launch we need custom SMTP, the built in one is rate limited to like 2/hour")
        .file("Edit", "supabase/config.toml")
        .stop("Password sign-in disabled in config.toml."),
    planted: [
      { kind: "decision", keys: ["magic links"] },
      { kind: "fact", keys: ["54324"] },
      { kind: "task", keys: ["smtp"] },
    ],
  },
  {
    id: "b207-env-keys",
    build: (s) =>
      s
        .user("admin bulk edit needs to bypass rls, can i just use the service key in the page?")
        .bash("grep -n SERVICE .env.local", "4:SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOi...")
        .assistant("Only in server code: $env/static/private in a +page.server.ts. If it goes into a PUBLIC_ var it ships to the browser.")
        .user(
          "ok yes. hard rule: the service_role key never goes in PUBLIC_ vars or client code. and new env vars go in .env.example too, thats the list i give maria's nephew if he ever takes over",
        )
        .file("Edit", "src/routes/admin/products/+page.server.ts")
        .file("Edit", ".env.example")
        .stop("Bulk edit uses a server-only admin client."),
    planted: [
      { kind: "instruction", keys: ["service_role"] },
      { kind: "instruction", keys: [".env.example"] },
    ],
  },
  {
    id: "b207-check",
    build: (s) =>
      s
        .bash(
          "pnpm check",
          "svelte-check found 0 errors and 12 warnings in 5 files\nWarn: A11y: <div> with click handler must have an ARIA role (src/routes/admin/orders/+page.svelte)",
        )
        .user("12 warnings ugh. run pnpm check before every commit from now on pls, it catches stuff ts doesnt")
        .assistant("Will do. The warnings are all a11y ones in the admin pages. Fix now?")
        .user("no, later. leave a note: fix the 12 svelte-check warnings in admin before launch")
        .stop("Ok."),
    planted: [
      { kind: "instruction", keys: ["pnpm check"] },
      { kind: "task", keys: ["warnings"] },
    ],
  },
  {
    id: "b207-delivery-zone",
    build: (s) =>
      s
        .user("customer in hamburg could order delivery?? 😬 shop is in leipzig")
        .bash("psql $LOCAL_DB -c 'select count(*) from delivery_zones'", " count \n-------\n    38")
        .assistant("There are 38 postal codes in delivery_zones but checkout never checks them. Should I add the check in the order action?")
        .user("yes. delivery is only within ~10km of the shop and the allowed postal codes live in delivery_zones, maria maintains it")
        .file("Edit", "src/routes/(shop)/checkout/+page.server.ts")
        .bash("pnpm test:unit -- --run checkout", "✓ src/routes/(shop)/checkout/checkout.test.ts (5 tests) 33ms")
        .user("oh and maria wants an express delivery option in january, 2h window, we'll figure pricing later")
        .stop("Checkout rejects postal codes outside delivery_zones."),
    planted: [
      { kind: "fact", keys: ["delivery_zones"] },
      { kind: "task", keys: ["express"] },
    ],
  },
  {
    id: "b207-lcp",
    build: (s) =>
      s
        .user("homepage feels slow on mobile, maybe the fonts?")
        .bash(
          "pnpm dlx lighthouse https://bloomcart.de --only-categories=performance --quiet --output=json | jq '.audits[\"largest-contentful-paint-element\"].details.items[0].items[0].node.snippet'",
          '"<img src=\\"/hero.png\\" alt=\\"Blumen\\">"',
        )
        .bash("ls -lh static/hero.png", "-rw-r--r--  1 me  staff   4.1M Nov  9 18:22 static/hero.png")
        .assistant("Not the fonts: the LCP element is the hero image, a 4.1 MB PNG. That's the cause.")
        .user("omg 😂 ok serve it as webp through the supabase image transform at width 1200, thats what we do for all big images from now")
        .file("Edit", "src/routes/(shop)/+page.svelte")
        .stop("Hero served as 1200px WebP (~140 kB)."),
    planted: [
      { kind: "fact", keys: ["hero", "png"] },
      { kind: "decision", keys: ["webp"] },
    ],
  },
  {
    id: "b207-other-client",
    build: (s) =>
      s
        .user("can u bump svelte in ../yoga-site too while ur at it")
        .bash("cat ../yoga-site/package.json | grep '\"@sveltejs/kit\"'", '    "@sveltejs/kit": "^1.30.4",')
        .assistant("yoga-site is on SvelteKit 1; bumping to 2 is a migration, not a bump. Want me to start it?")
        .user(
          "oh right the yoga studio site is still sveltekit 1, forget it, they dont pay for upgrades. and pls answer me in english even when i write german, my brain switches randomly 😅",
        )
        .stop("Leaving yoga-site alone."),
    planted: [
      { kind: "fact", keys: ["yoga", "sveltekit 1"] },
      { kind: "instruction", keys: ["english"] },
    ],
  },
  {
    id: "b207-realtime",
    build: (s) =>
      s
        .user("admin orders page polls every 5s, feels dumb")
        .assistant("Supabase Realtime can push inserts on orders to the admin page. Or we could keep polling at 30s.")
        .user("realtime for the admin order feed, kill the polling")
        .file("Edit", "src/routes/admin/orders/+page.svelte")
        .bash("pnpm check", "svelte-check found 0 errors and 12 warnings in 5 files")
        .user("TODO for later: unsubscribe the channel on destroy, rn it leaks when u switch pages. not urgent")
        .stop("Orders feed now uses a Realtime channel."),
    planted: [
      { kind: "decision", keys: ["realtime"] },
      { kind: "task", keys: ["unsubscribe"] },
    ],
  },
  {
    id: "b207-backups",
    build: (s) =>
      s
        .user("what backups does supabase do on our plan?")
        .bash(
          "pnpm supabase projects list",
          "  ORG      | REFERENCE ID | NAME      | REGION       | PLAN\n  bloom... | qzkx...      | bloomcart | eu-central-1 | free",
        )
        .assistant("The project is on the Free plan: no point-in-time recovery (PITR) and no downloadable daily backups.")
        .user("yikes. ok so no PITR on free. upgrade to the pro plan before launch, put it on the list, maria agreed to pay")
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["pitr"] },
      { kind: "task", keys: ["pro plan"] },
    ],
  },
  {
    id: "b207-i18n",
    build: (s) =>
      s
        .user("should we set up paraglide for i18n now?")
        .assistant("If an English version is planned it's cheaper to start now; otherwise it's overhead.")
        .user("no, the site is german only for now, no i18n lib. ui strings in german, but code and comments in english pls")
        .file("Edit", "src/lib/components/ProductCard.svelte")
        .bash("grep -rn 'TODO' src/lib/components/ProductCard.svelte", "12:  // TODO: always show unit price (Grundpreis) for bouquets")
        .assistant("There's an old TODO in ProductCard about unit prices; leaving it as is.")
        .stop("Translated the remaining English labels in ProductCard to German."),
    planted: [
      { kind: "decision", keys: ["german only"] },
      { kind: "instruction", keys: ["comments", "english"] },
    ],
  },
  {
    id: "b207-empty-typo",
    build: (s) =>
      s
        .user("typo on the footer, 'Öffnungzeiten' → 'Öffnungszeiten' pls")
        .file("Edit", "src/lib/components/Footer.svelte")
        .assistant("Fixed the typo in Footer.svelte.")
        .user("ty 🙏 also the phone number there has a double space")
        .assistant("Removed the double space too.")
        .stop("Both footer fixes done."),
    planted: [],
  },
  {
    id: "b207-empty-chitchat",
    build: (s) =>
      s
        .user("morning ☕ slept like 4h lol, maria called at 7 about a bouquet photo")
        .assistant("Morning! Rough start. Want to pick up the checkout validation from yesterday?")
        .user("yeah in a sec. do u think people still use paypal in germany or is that a boomer thing 😂")
        .assistant("PayPal is still very common in Germany, especially with older shoppers; Stripe can offer it as a payment method if you want.")
        .user("hmm maybe, lemme think about it, not deciding anything today")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b207-empty-config-quote",
    build: (s) =>
      s
        .user("what does our supabase config say about auth")
        .bash(
          "sed -n '/\\[auth\\]/,/^$/p' supabase/config.toml",
          '[auth]\nenabled = true\nsite_url = "http://127.0.0.1:5173"\n# TODO: never ship with this site_url, always set the prod one\njwt_expiry = 3600\nenable_signup = true',
        )
        .assistant("Auth is enabled, JWT expiry is 3600s, signup is on, and site_url is the local dev URL (there's a comment about it in the file).")
        .user("ok just wanted to see jwt expiry, thx")
        .assistant("It's 3600 seconds, one hour.")
        .stop("That's the auth section."),
    planted: [],
  },
  {
    id: "b207-empty-run-tests",
    build: (s) =>
      s
        .user("run the unit tests real quick")
        .bash("pnpm test:unit -- --run", "Test Files  12 passed (12)\n     Tests  68 passed (68)\n  Duration  2.31s")
        .assistant("All 68 tests pass across 12 files.")
        .user("nice 🎉 and the type check?")
        .bash("pnpm check", "svelte-check found 0 errors and 12 warnings in 5 files")
        .assistant("0 errors, the same 12 warnings as before.")
        .stop("Green."),
    planted: [],
  },
  {
    id: "b207-empty-hypothesis",
    build: (s) =>
      s
        .user("checkout sometimes double submits?? maybe its the realtime thing, or maybe ppl double click idk")
        .assistant(
          "Could be a double click, since the button isn't disabled while submitting. Could also be the enhance callback retrying. I'd need logs from a real case to tell.",
        )
        .user("i dont have any logs rn. might also be safari being weird")
        .assistant("Possible. If you see it again, grab the order ids and the timestamps and we can look at the request logs.")
        .stop("Waiting for a reproducible case."),
    planted: [],
  },
  {
    id: "b207-empty-withdrawn",
    build: (s) =>
      s
        .user("i think we should move everything to drizzle instead of the supabase client")
        .assistant("Drizzle would give typed SQL, but you'd lose RLS through the anon client unless you pass the JWT into the connection. That's a big change.")
        .user("hmm ya ok nvm, scratch that, forget i said it 😅 too late in the project")
        .assistant("Makes sense, staying on supabase-js.")
        .stop("No change."),
    planted: [],
  },
  {
    id: "b207-empty-status",
    build: (s) =>
      s
        .user("what did we do today? need to write maria a summary")
        .bash(
          "git log --oneline --since=midnight",
          "8d1e0b2 fix: shorter cdn cache for products\n3f2a9c1 fix: render slots in shop timezone\n1ab44e0 feat: wishlist",
        )
        .assistant("Today: shorter CDN cache on the products API, delivery slots rendered in shop time, and the new wishlist.")
        .user("perfect, can u phrase that in german, friendly, short")
        .assistant(
          '"Hallo Maria, heute: Preise aktualisieren sich jetzt nach einer Minute, Lieferzeiten werden immer in deutscher Zeit angezeigt, und es gibt eine Merkliste. Liebe Grüße!"',
        )
        .stop("Summary drafted."),
    planted: [],
  },
  {
    id: "b207-empty-question",
    build: (s) =>
      s
        .user("whats the diff between +page.server.ts load and +layout.server.ts load again? always mix them up 🙈")
        .assistant(
          "A +layout.server.ts load runs for every page under that layout and its data is merged into child pages; +page.server.ts runs only for that page.",
        )
        .user("and if both return the same key?")
        .assistant("The page's value wins for that page; the layout data is merged first, then the page data overrides it.")
        .stop("That's the order."),
    planted: [],
  },
  {
    id: "b207-empty-log-quote",
    build: (s) =>
      s
        .user("what's this warning in the vercel build?")
        .bash(
          "vercel inspect --logs bloomcart-git-main | grep -i warn",
          "WARN: Function size must never exceed 250 MB; current size 41 MB\nWARN: always-on ISR is not available on Hobby plans",
        )
        .assistant(
          "Both are informational: the function bundle is 41 MB, far under the 250 MB limit, and the ISR note just says the feature isn't on this plan. Nothing to fix.",
        )
        .user("k cool, ignore then")
        .stop("Nothing to do."),
    planted: [],
  },
  {
    id: "b207-empty-proposal",
    build: (s) =>
      s
        .user("the product page loads kinda slow from supabase")
        .assistant(
          "One idea: prerender the product pages at build time and rebuild on price change via a deploy hook. Another: keep SSR and add a short cache. Want me to try prerendering?",
        )
        .user("hmm not sure, let me ask maria how often she changes stuff first")
        .assistant("Sure, that decides it. If she edits daily, prerendering is a poor fit.")
        .stop("Waiting on Maria."),
    planted: [],
  },
  {
    id: "b207-empty-rename",
    build: (s) =>
      s
        .user("rename BouquetCard to ProductTile everywhere pls")
        .bash(
          "grep -rl BouquetCard src | xargs sed -i 's/BouquetCard/ProductTile/g' && git mv src/lib/components/BouquetCard.svelte src/lib/components/ProductTile.svelte",
          "",
        )
        .assistant("Renamed the component and its 6 imports.")
        .user("builds?")
        .bash("pnpm build", "✓ built in 4.82s\n> Using @sveltejs/adapter-vercel\n  ✔ done")
        .assistant("Build passes.")
        .stop("Rename done."),
    planted: [],
  },
];

export const BLIND207 = plantedSet(BLIND207_SESSIONS, Date.UTC(2026, 10, 10, 9));
