/**
 * Blind planted set 162 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Svelte/TypeScript indie hacker building a small SaaS (SvelteKit, Supabase, Stripe) alone,
 * typing lowercase stream-of-consciousness full of slang, "tbh", "ngl", typos and no emoji.
 * Each session is one segment; the items planted in it are listed with it: 72 items (18 decisions, 18 instructions,
 * 19 facts, 17 tasks) in 64 sessions, 16 of which plant nothing (78 user/assistant messages between them). Every other message
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

export const BLIND162_SESSIONS: BlindSession[] = [
  {
    id: "b162-pnpm-switch",
    build: (s) =>
      s
        .user("ok so the lockfile thing bit me again. ngl im done with npm for this repo, we're moving to pnpm. nuke package-lock and do the pnpm import thing")
        .bash(
          "pnpm import && rm package-lock.json && pnpm install",
          "Lockfile is up to date, resolution step is skipped\nPackages: +412\nProgress: resolved 412, reused 398, downloaded 14, added 412, done\nDone in 6.1s",
        )
        .assistant(
          "Imported the lockfile into pnpm-lock.yaml, removed package-lock.json and reinstalled. 412 packages, no peer warnings except the usual svelte one.",
        )
        .user("sick. also tbh from now on run svelte-check before u tell me something is done, i keep getting 'done' and then red squiggles everywhere lol")
        .bash("pnpm svelte-check", "====================================\nsvelte-check found 0 errors and 2 warnings in 1 file")
        .stop("svelte-check is clean apart from two a11y warnings in Navbar.svelte. I'll run it before reporting anything as finished."),
    planted: [
      { kind: "decision", keys: ["pnpm"] },
      { kind: "instruction", keys: ["svelte-check"] },
    ],
  },
  {
    id: "b162-supabase-pause",
    build: (s) =>
      s
        .user("site was dead this morning?? login just spinning. can u check whats up with supabase")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://qzlrkv.supabase.co/rest/v1/", "540")
        .assistant(
          "The Supabase REST endpoint returns 540, which is what a paused project returns. The dashboard should show the project as paused; restoring it from there brings it back in a minute or two.",
        )
        .user(
          "ugh yeah it was paused. restored it. ok so for the record the free tier pauses the project after 7 days with no traffic, thats why it died over the holiday week",
        )
        .bash("curl -s -o /dev/null -w '%{http_code}' https://qzlrkv.supabase.co/rest/v1/", "200")
        .stop("It's back: 200 from the REST endpoint."),
    planted: [{ kind: "fact", keys: ["7 days"] }],
  },
  {
    id: "b162-chit-chat-deploy",
    build: (s) =>
      s
        .user("gm. how long does a vercel deploy usually take for u on this thing")
        .assistant("The last few preview deploys for this project took between 40 and 70 seconds, mostly the build step.")
        .user("lol ok i was just curious, felt slow yesterday")
        .assistant("Yesterday's took 94 seconds, the cache was cold after the dependency change.")
        .user("makes sense. anyway gonna grab coffee brb")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b162-stripe-webhook",
    build: (s) =>
      s
        .user("stripe webhook keeps 400ing in prod. wtf")
        .bash(
          "vercel logs invoicely --since 1h | grep webhook",
          "POST /api/stripe/webhook 400 - No signatures found matching the expected signature for payload",
        )
        .assistant(
          "The signature check fails. In SvelteKit the handler reads `await request.json()` before verifying, so the raw body is re-serialized and the signature no longer matches. It needs `await request.text()` passed to constructEvent.",
        )
        .file("Edit", "src/routes/api/stripe/webhook/+server.ts")
        .user(
          "ahh ok yeah that was it, confirmed in the dashboard its green now. so root cause: stripe checks the signature against the raw body and json() re-serializes it. also ngl i wanna add idempotency on the event id at some point, not now, write it down somewhere",
        )
        .stop("Fixed and confirmed green. Idempotency on event id is left for later."),
    planted: [
      { kind: "fact", keys: ["raw body"] },
      { kind: "task", keys: ["idempotency"] },
    ],
  },
  {
    id: "b162-tailwind-maybe",
    build: (s) =>
      s
        .user("hmm what if we ripped out tailwind and just did plain css with svelte's scoped styles? would that make the bundle smaller or nah")
        .assistant(
          "Probably a little: the Tailwind output here is about 14 kB gzipped after purging. Scoped styles would move that into the component chunks, so the total would be similar; the real saving would be small.",
        )
        .user("yeah idk. maybe. thinking out loud")
        .assistant("If you want numbers I could measure one page both ways, but it's not a clear win.")
        .user("nah not today. actually scratch it entirely, tailwind is fine im overthinking")
        .stop("Leaving Tailwind as it is."),
    planted: [],
  },
  {
    id: "b162-runes-convention",
    build: (s) =>
      s
        .user("can u port Settings.svelte to runes")
        .file("Read", "src/lib/components/Settings.svelte")
        .file("Edit", "src/lib/components/Settings.svelte")
        .assistant(
          "Ported: `export let` props are now `let { user, plan } = $props()`, the reactive block is a `$derived`, and the store subscription is a `$state` plus an `$effect`.",
        )
        .user(
          "nice. ok rule for every new component going forward: svelte 5 runes only, no `export let`, no `$:` blocks. old ones we migrate when we touch them, not a big bang",
        )
        .bash("pnpm svelte-check", "svelte-check found 0 errors and 0 warnings")
        .stop("Settings.svelte is on runes and svelte-check is clean."),
    planted: [{ kind: "instruction", keys: ["runes"] }],
  },
  {
    id: "b162-rate-limit-upstash",
    build: (s) =>
      s
        .user("someone is hammering /api/generate, like 3k requests in an hour from one ip. we need rate limiting")
        .assistant(
          "Two options: an in-memory limiter per serverless instance (free, but useless across instances), or Upstash Redis with @upstash/ratelimit, which is shared and has a free tier of 10k commands a day.",
        )
        .user("in memory is pointless on vercel yeah. go upstash, sliding window, 20 per minute per ip")
        .bash("pnpm add @upstash/ratelimit @upstash/redis", "+ @upstash/ratelimit 2.0.4\n+ @upstash/redis 1.34.3\nDone in 2.3s")
        .file("Write", "src/lib/server/ratelimit.ts")
        .file("Edit", "src/routes/api/generate/+server.ts")
        .stop("Added an Upstash sliding-window limiter, 20 requests a minute per IP, on /api/generate."),
    planted: [{ kind: "decision", keys: ["upstash"] }],
  },
  {
    id: "b162-env-naming",
    build: (s) =>
      s
        .user("wait why is the openai key in a PUBLIC_ var. did i do that")
        .bash(
          "grep -rn 'PUBLIC_OPENAI' src/ .env.example",
          "src/lib/ai.ts:3:import { PUBLIC_OPENAI_KEY } from '$env/static/public';\n.env.example:4:PUBLIC_OPENAI_KEY=",
        )
        .assistant(
          "Yes, src/lib/ai.ts imports it from $env/static/public, which means it is inlined into the client bundle. It should come from $env/static/private and only be used in server code.",
        )
        .file("Edit", "src/lib/server/ai.ts")
        .user(
          "oof. rotated the key already. ok hard rule: secrets only ever go through $env/static/private, nothing secret gets the PUBLIC_ prefix, i dont care how convenient",
        )
        .stop("Moved the client into src/lib/server/ai.ts reading OPENAI_KEY from $env/static/private."),
    planted: [{ kind: "instruction", keys: ["public_"] }],
  },
  {
    id: "b162-log-quote",
    build: (s) =>
      s
        .user("whats this warning in the build, should i care")
        .bash(
          "pnpm build 2>&1 | tail -5",
          "[vite-plugin-svelte] A11y: <div> with click handler must have an ARIA role\n// TODO(sveltekit): prerender option will always be respected in v3\nwarning: never use `goto` during SSR\n✓ built in 8.42s",
        )
        .assistant(
          "The first is an a11y warning on Card.svelte's clickable div. The TODO line is a comment SvelteKit prints from its own source about a future version, and the goto one is generic advice printed by a plugin; none of them break the build.",
        )
        .user("k so nothing on fire. cool")
        .assistant("Nothing on fire. The a11y one is a two-line fix if you want it later.")
        .user("nah leave it")
        .stop("Leaving it."),
    planted: [],
  },
  {
    id: "b162-db-migrations",
    build: (s) =>
      s
        .user("added a column in the supabase dashboard and now local is out of sync lmao")
        .bash(
          "supabase db diff -f add_invoice_due_date",
          "Diffing schemas: public\nFinished supabase db diff on branch main.\nWARNING: The diff tool is not foolproof, so you may need to manually rearrange and modify the generated migration.\nCreated new migration at supabase/migrations/20261116091200_add_invoice_due_date.sql",
        )
        .assistant(
          "Captured the dashboard change as a migration file, supabase/migrations/20261116091200_add_invoice_due_date.sql. It adds `due_date date` to invoices.",
        )
        .user(
          "ok thx. going forward no more clicking around in the dashboard for schema, every schema change goes through a migration file in supabase/migrations, me included",
        )
        .bash("supabase db reset", "Resetting local database...\nApplying migration 20261116091200_add_invoice_due_date.sql...\nFinished supabase db reset.")
        .stop("Local DB reset with the new migration applied."),
    planted: [{ kind: "instruction", keys: ["migration"] }],
  },
  {
    id: "b162-pdf-lib",
    build: (s) =>
      s
        .user("invoice pdf gen. puppeteer or something lighter? vercel function size limit is gonna hate chromium")
        .assistant(
          "Puppeteer with @sparticuz/chromium fits (about 45 MB zipped, under the 50 MB limit) but cold starts are 3-4 s. pdf-lib builds the PDF directly, no browser, around 1 MB. Layout is manual though.",
        )
        .user("cold starts of 4s on an invoice download is trash. pdf-lib it is, ill live with manual layout")
        .bash("pnpm add pdf-lib", "+ pdf-lib 1.17.1\nDone in 1.4s")
        .file("Write", "src/lib/server/pdf/invoice.ts")
        .assistant("Set up src/lib/server/pdf/invoice.ts with pdf-lib: header, line items table, totals. It renders a sample invoice in about 30 ms.")
        .user("looks decent. the logo is tiny tho, todo for later: support custom logo upload per workspace, people will def ask")
        .stop("Noted; custom per-workspace logo upload is not done."),
    planted: [
      { kind: "decision", keys: ["pdf-lib"] },
      { kind: "task", keys: ["logo"] },
    ],
  },
  {
    id: "b162-clock-guess",
    build: (s) =>
      s
        .user("the 'due in x days' badge says 1 day off for some invoices. timezone thing maybe?")
        .assistant(
          "Could be: due_date is a date column and the badge does `new Date(due_date)`, which parses as UTC midnight, so users west of UTC would see the day before. I haven't confirmed that's what's happening for these invoices though.",
        )
        .user("hmm maybe. or its the server clock. i dunno, i'll look at it properly tmrw, dont change anything")
        .assistant("Okay, no changes.")
        .bash("git status --short", "")
        .stop("Nothing changed."),
    planted: [],
  },
  {
    id: "b162-vercel-region",
    build: (s) =>
      s
        .user("why is every request like 180ms ttfb, the page is tiny")
        .bash("curl -s -o /dev/null -w '%{time_starttransfer}\\n' https://invoicely.app/dashboard", "0.184")
        .bash("vercel inspect invoicely.app | grep -i region", "  Regions: iad1")
        .assistant(
          "The functions run in iad1 (Washington) and the Supabase project is in eu-central-1 (Frankfurt), so every DB query crosses the Atlantic. That's most of the 180 ms.",
        )
        .user("ohh lol. ok the supabase db lives in frankfurt and i cant move it without a migration so pin the functions to fra1")
        .file("Edit", "svelte.config.js")
        .bash(
          "vercel deploy --prod && curl -s -o /dev/null -w '%{time_starttransfer}\\n' https://invoicely.app/dashboard",
          "Production: https://invoicely.app [41s]\n0.061",
        )
        .stop("Pinned the functions to fra1; TTFB dropped from 184 ms to 61 ms."),
    planted: [
      { kind: "fact", keys: ["frankfurt"] },
      { kind: "decision", keys: ["fra1"] },
    ],
  },
  {
    id: "b162-commit-style",
    build: (s) =>
      s
        .user("commit this pls")
        .bash("git add -A && git commit -m 'Update stuff'", "[main 4f1c2ab] Update stuff\n 3 files changed, 41 insertions(+), 12 deletions(-)")
        .user("lmao 'update stuff'. ok from now on conventional commits, feat: fix: chore: etc, and keep the subject under like 60 chars. amend that one")
        .bash(
          "git commit --amend -m 'feat: per-workspace invoice numbering'",
          "[main 9a0e3d1] feat: per-workspace invoice numbering\n 3 files changed, 41 insertions(+), 12 deletions(-)",
        )
        .stop("Amended to 'feat: per-workspace invoice numbering'."),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b162-empty-typo",
    build: (s) =>
      s
        .user("typo on the landing page, 'recieve' in the hero. fix pls")
        .file("Edit", "src/routes/+page.svelte")
        .assistant("Fixed 'recieve' to 'receive' in the hero subtitle.")
        .user("ty. also the footer year says 2025")
        .file("Edit", "src/lib/components/Footer.svelte")
        .assistant("The footer now uses `new Date().getFullYear()` so it won't go stale.")
        .user("perfect")
        .stop("Both fixed."),
    planted: [],
  },
  {
    id: "b162-test-runner",
    build: (s) =>
      s
        .user("can u write tests for the invoice total calc, there's none lol")
        .file("Write", "src/lib/invoice/total.test.ts")
        .bash("pnpm vitest run src/lib/invoice", " ✓ src/lib/invoice/total.test.ts (7 tests) 12ms\n Test Files  1 passed (1)\n      Tests  7 passed (7)")
        .assistant("Added 7 tests: tax rounding, discounts, zero-quantity lines, currency minor units. All pass.")
        .user(
          "nice. btw heads up the totals are stored in cents as integers everywhere, never floats, so ur tests should assert ints. looks like they do already ok good",
        )
        .stop("They assert integer cents throughout."),
    planted: [{ kind: "fact", keys: ["cents"] }],
  },
  {
    id: "b162-og-images",
    build: (s) =>
      s
        .user("og images for the public invoice share links look like garbage on twitter")
        .bash("curl -sI https://invoicely.app/i/abc123 | grep -i og", "")
        .assistant(
          "There's no og:image at all on /i/[id]; Twitter falls back to the favicon. I can add satori + @resvg/resvg-js to render one per invoice at the edge.",
        )
        .user("yeah do that but not today, im shipping the stripe stuff first. next week: og images for share links via satori")
        .assistant("Okay, I'll leave it; nothing added for now.")
        .stop("No changes made."),
    planted: [{ kind: "task", keys: ["satori"] }],
  },
  {
    id: "b162-workspace-owner",
    build: (s) =>
      s
        .user("my cofounder (well, 'cofounder', its my friend maya who does design on weekends) pushed some figma exports. where do they go")
        .bash("ls static/brand", "logo.svg\nlogo-dark.svg\nog-template.png")
        .assistant("static/brand has the logo files already; the new exports look like icons, so static/icons would fit.")
        .user(
          "ok put them in static/icons. and fyi maya owns anything visual, like if there's a design question (colors, spacing, icons) it's her call not mine, so dont ask me, flag it for her",
        )
        .bash("mkdir -p static/icons && mv ~/Downloads/figma-export/*.svg static/icons/ && ls static/icons | wc -l", "23")
        .stop("Moved 23 icons into static/icons."),
    planted: [{ kind: "fact", keys: ["maya"] }],
  },
  {
    id: "b162-question-only",
    build: (s) =>
      s
        .user("is sveltekit's form actions thing any good or should i keep doing fetch to +server.ts endpoints")
        .assistant(
          "Form actions give you progressive enhancement and less client code for plain forms; +server.ts endpoints are better for JSON APIs called from several places. Most apps use both.",
        )
        .user("hmm. what do u think for the settings page specifically")
        .assistant("A form action fits the settings page: it's a plain form with a save button. But the current fetch version works fine too.")
        .user("ok interesting, ill think about it")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b162-emails",
    build: (s) =>
      s
        .user("transactional emails. resend or postmark")
        .assistant(
          "Both are fine. Resend has a nicer dev experience and react-email support; Postmark has a longer deliverability track record. Resend's free tier is 3,000 a month, Postmark's is 100.",
        )
        .user("resend. 3k free is plenty for now and i like the api")
        .bash("pnpm add resend", "+ resend 4.0.1\nDone in 1.1s")
        .file("Write", "src/lib/server/email.ts")
        .user("oh and the sending domain is mail.invoicely.app not the root, DNS for the root is on cloudflare and i dont wanna mess with it")
        .assistant("Configured the client to send from noreply@mail.invoicely.app.")
        .stop("Resend client set up on mail.invoicely.app."),
    planted: [
      { kind: "decision", keys: ["resend"] },
      { kind: "fact", keys: ["mail.invoicely.app"] },
    ],
  },
  {
    id: "b162-date-lib",
    build: (s) =>
      s
        .user("we have dayjs AND date-fns in the bundle?? lol")
        .bash("pnpm why dayjs date-fns", "dayjs 1.11.13\n  src (direct)\ndate-fns 3.6.0\n  src (direct)")
        .assistant(
          "Both are direct dependencies: dayjs is used in 4 files, date-fns in 11. Consolidating on date-fns would be fewer edits; it's also tree-shakeable.",
        )
        .user("yep date-fns stays, dayjs goes. do it")
        .file("Edit", "src/lib/format/dates.ts")
        .bash("pnpm remove dayjs && pnpm svelte-check", "- dayjs 1.11.13\nsvelte-check found 0 errors and 0 warnings")
        .stop("dayjs is gone; the 4 files use date-fns now and svelte-check is clean."),
    planted: [{ kind: "decision", keys: ["date-fns"] }],
  },
  {
    id: "b162-withdrawn-orm",
    build: (s) =>
      s
        .user("thinking about adding drizzle on top of supabase so i get typed queries. thoughts")
        .assistant(
          "It works: drizzle can talk to the Supabase Postgres directly. You'd lose RLS enforcement for those queries unless you connect as the user, though, since drizzle uses a direct connection.",
        )
        .user("oh hm, losing rls is bad. ok actually no scratch that, not adding drizzle")
        .assistant("Understood. supabase gen types already gives typed rows for the JS client, if typing was the main goal.")
        .user("ya fair")
        .stop("Nothing changed."),
    planted: [],
  },
  {
    id: "b162-ai-model",
    build: (s) =>
      s
        .user("the invoice description generator is kinda slow and pricey. what model are we on")
        .bash("grep -n 'model' src/lib/server/ai.ts", "12:    model: 'gpt-4o',")
        .assistant(
          "gpt-4o. For two-sentence line item descriptions gpt-4o-mini would be around 15x cheaper and faster; quality for this kind of text is close.",
        )
        .user("yeah switch to gpt-4o-mini for the descriptions. keep gpt-4o for the 'explain this invoice' thing tho that one needs to be smart")
        .file("Edit", "src/lib/server/ai.ts")
        .stop("Descriptions now use gpt-4o-mini; explain-invoice stays on gpt-4o."),
    planted: [{ kind: "decision", keys: ["gpt-4o-mini"] }],
  },
  {
    id: "b162-error-tracking",
    build: (s) =>
      s
        .user("i have zero idea when prod breaks except ppl dming me on twitter. set up sentry?")
        .bash(
          "pnpm dlx @sentry/wizard@latest -i sveltekit --quiet",
          "✔ Installed @sentry/sveltekit\n✔ Added hooks.client.ts and hooks.server.ts\n✔ Created .sentryclirc\nSuccessfully set up Sentry for your SvelteKit project!",
        )
        .assistant(
          "Sentry is set up: hooks.client.ts and hooks.server.ts init it, and source maps upload on build. The wizard also wrote .sentryclirc with an auth token.",
        )
        .user("ok add .sentryclirc to gitignore obvs. and tbh keep the sample rate at 0.1, im on the free plan, 5k errors a month")
        .file("Edit", ".gitignore")
        .file("Edit", "src/hooks.client.ts")
        .user("also todo: hook sentry alerts into my discord, not now tho")
        .stop("Ignored .sentryclirc and set tracesSampleRate to 0.1; Discord alerts left for later."),
    planted: [
      { kind: "instruction", keys: ["0.1"] },
      { kind: "task", keys: ["discord"] },
    ],
  },
  {
    id: "b162-empty-refactor",
    build: (s) =>
      s
        .user("rename InvoiceRow to InvoiceListItem everywhere")
        .bash(
          "grep -rl 'InvoiceRow' src | xargs sed -i 's/InvoiceRow/InvoiceListItem/g' && git mv src/lib/components/InvoiceRow.svelte src/lib/components/InvoiceListItem.svelte",
          "",
        )
        .assistant("Renamed the component file and updated 6 imports.")
        .user("and run the tests")
        .bash("pnpm vitest run", " Test Files  9 passed (9)\n      Tests  64 passed (64)")
        .assistant("All 64 tests pass.")
        .user("cool ty")
        .stop("Done."),
    planted: [],
  },
  {
    id: "b162-branch-rule",
    build: (s) =>
      s
        .user("ok i broke prod pushing straight to main at 1am, classic. can u revert 7c2e1f0")
        .bash(
          "git revert --no-edit 7c2e1f0 && git push",
          '[main b81d440] Revert "feat: new pricing table"\n 2 files changed, 8 insertions(+), 30 deletions(-)\nTo github.com:jonnyk/invoicely.git\n   7c2e1f0..b81d440  main -> main',
        )
        .assistant("Reverted and pushed; Vercel is redeploying main.")
        .user(
          "thx. new rule for both of us: nothing goes to main directly anymore, always a branch + PR so i get a vercel preview first. yes even for one-liners",
        )
        .stop("Understood."),
    planted: [{ kind: "instruction", keys: ["branch"] }],
  },
  {
    id: "b162-pricing-tiers",
    build: (s) =>
      s
        .user("pricing. i've been going back and forth for a week. free / pro $9 / team $29?")
        .assistant(
          "That's a common shape. Alternatively a single paid plan at $12 keeps Stripe setup and the UI simpler until you know who the team buyers are.",
        )
        .user("hmm ok u convinced me. single paid plan, $12/mo, free tier capped at 5 invoices a month. team plan maybe later if ppl ask")
        .file("Edit", "src/lib/pricing.ts")
        .bash(
          "stripe prices create --product prod_Qx81 --unit-amount 1200 --currency usd -d 'recurring[interval]=month'",
          '{\n  "id": "price_1QaZ9fK",\n  "unit_amount": 1200,\n  "recurring": { "interval": "month" }\n}',
        )
        .stop("Created the $12 monthly price and set the free tier limit to 5 invoices a month in pricing.ts."),
    planted: [
      { kind: "decision", keys: ["$12"] },
      { kind: "decision", keys: ["5 invoices"] },
    ],
  },
  {
    id: "b162-rls-fact",
    build: (s) =>
      s
        .user("why does the invoices query return empty on the server but works in the browser")
        .bash("grep -n 'createClient' src/lib/server/supabase.ts", "4:export const admin = createClient(PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY);")
        .assistant(
          "The server client is created with the anon key and no user session, so RLS sees an anonymous user and filters every row out. In the browser the client carries the user's JWT. The server should use the per-request client from `event.locals.supabase`, which has the session cookies.",
        )
        .file("Edit", "src/routes/dashboard/+page.server.ts")
        .user("yep that fixed it. ok so note to self: server loads have to use locals.supabase, the module-level client is anon and rls eats everything")
        .stop("The dashboard load uses locals.supabase now."),
    planted: [{ kind: "instruction", keys: ["locals.supabase"] }],
  },
  {
    id: "b162-empty-status",
    build: (s) =>
      s
        .user("where are we on the csv export")
        .bash("git log --oneline -3 feat/csv-export", "e1a90b2 feat: csv export for invoice list\n03b7c4d wip csv\n8d21aa0 chore: deps")
        .assistant(
          "The branch has the export working for the invoice list: it streams rows, quotes fields properly, and there's a test for commas in client names. It's not merged yet.",
        )
        .user("ok nice. and the button?")
        .assistant("The button is in the list header, next to the filter dropdown.")
        .user("k ill look at the preview later")
        .stop("Preview is up on the branch."),
    planted: [],
  },
  {
    id: "b162-i18n-later",
    build: (s) =>
      s
        .user("got a signup from germany and one from brazil today lol international baby")
        .assistant("Nice. Right now all currency formatting assumes USD with `$` hardcoded in InvoiceTotal.svelte and the PDF.")
        .bash("grep -rn \"'\\$'\" src/lib | wc -l", "9")
        .user(
          "9 places damn. ok not fixing it today but we need proper multi-currency with Intl.NumberFormat before i do any marketing outside the us. put it on the list",
        )
        .assistant("Noted, not changing it now.")
        .stop("No changes."),
    planted: [{ kind: "task", keys: ["intl.numberformat"] }],
  },
  {
    id: "b162-pnpm-scripts",
    build: (s) =>
      s
        .user("how do i run the dev server with the stripe listener at the same time, i keep opening 2 terminals")
        .file("Edit", "package.json")
        .bash(
          "cat package.json | grep '\"dev'",
          "    \"dev\": \"concurrently -n vite,stripe 'vite dev' 'stripe listen --forward-to localhost:5173/api/stripe/webhook'\",",
        )
        .assistant("`pnpm dev` now runs vite and `stripe listen` together via concurrently.")
        .user(
          "oh thats nice. btw the webhook secret from stripe listen changes every time u restart it unless u pass --api-key, thats why my local webhooks randomly broke last week. mystery solved tbh",
        )
        .stop("That matches: the listener prints a new whsec each time."),
    planted: [{ kind: "fact", keys: ["stripe listen"] }],
  },
  {
    id: "b162-empty-hypothesis",
    build: (s) =>
      s
        .user("signup conversion dropped like 30% this week. is it the new onboarding?")
        .assistant(
          "Possibly. The new onboarding shipped Tuesday and the drop starts Wednesday. It could also be the Product Hunt traffic from last week ending, which inflated the baseline.",
        )
        .user("ngl it's prob the PH thing. or the onboarding. or both lol")
        .assistant("Plausible; without an A/B split it's hard to tell. Comparing the funnel step where people drop would narrow it down.")
        .user("eh. not gonna go down that hole right now")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b162-backup-cron",
    build: (s) =>
      s
        .user("do we have backups lol. i just realized i never checked")
        .bash("supabase projects list | grep invoicely", "  qzlrkv | invoicely | eu-central-1 | free")
        .assistant("The project is on the free plan, which has no daily backups or point-in-time recovery. Only Pro includes daily backups.")
        .user("oh no. ok. this weekend: write a github action that does a pg_dump nightly to r2. remind me if i forget")
        .stop("Nothing set up yet; free plan has no backups."),
    planted: [
      { kind: "fact", keys: ["backups"] },
      { kind: "task", keys: ["pg_dump"] },
    ],
  },
  {
    id: "b162-prettier-cfg",
    build: (s) =>
      s
        .user("prettier is fighting with biome or whatever i installed. its formatting on save then unformatting")
        .bash("ls -a | grep -E 'prettier|biome'", ".prettierrc\nbiome.json")
        .assistant(
          "Both are configured and your editor runs both on save. They disagree on quotes and trailing commas in .svelte files; Biome's Svelte support is still partial.",
        )
        .user(
          "ok prettier wins, it handles .svelte properly. delete biome.json and the dep. and use single quotes, 2 spaces, no semis, thats my style, stick to it when u write code",
        )
        .bash("rm biome.json && pnpm remove @biomejs/biome", "- @biomejs/biome 1.9.4")
        .file("Edit", ".prettierrc")
        .stop("Removed Biome; Prettier is the only formatter now with singleQuote, tabWidth 2, semi false."),
    planted: [
      { kind: "decision", keys: ["prettier"] },
      { kind: "instruction", keys: ["single quotes"] },
    ],
  },
  {
    id: "b162-empty-readme",
    build: (s) =>
      s
        .user("read the readme and tell me if its still accurate")
        .file("Read", "README.md")
        .assistant("Mostly. It still says `npm run dev` and mentions dayjs; the env var list is missing UPSTASH_REDIS_REST_URL and RESEND_API_KEY.")
        .user("fix those")
        .file("Edit", "README.md")
        .assistant("Updated the commands to pnpm, removed dayjs, added the two env vars.")
        .user("ty")
        .stop("README updated."),
    planted: [],
  },
  {
    id: "b162-feature-flags",
    build: (s) =>
      s
        .user("i wanna ship recurring invoices but only for me + 3 beta ppl first")
        .assistant("Simplest is a `flags` jsonb column on workspaces checked in the load functions. A service like PostHog flags is heavier but gives a UI.")
        .user("column. i already have enough services lol")
        .bash("supabase migration new workspace_flags", "Created new migration at supabase/migrations/20261120103000_workspace_flags.sql")
        .file("Write", "supabase/migrations/20261120103000_workspace_flags.sql")
        .assistant("Added `flags jsonb not null default '{}'` to workspaces with a migration.")
        .user("good. todo for me: actually build the recurring invoice scheduler, the flag is just the gate. probably a vercel cron hitting an endpoint daily")
        .stop("The flag column is in; the scheduler is not built."),
    planted: [
      { kind: "decision", keys: ["jsonb"] },
      { kind: "task", keys: ["scheduler"] },
    ],
  },
  {
    id: "b162-cloudflare-dns",
    build: (s) =>
      s
        .user("custom domain for a user's invoice portal isnt verifying. they added the cname hours ago")
        .bash("dig +short CNAME billing.acmecorp.io", "cname.vercel-dns.com.")
        .bash("vercel domains inspect billing.acmecorp.io", "  Verified: No\n  Misconfigured: Yes\n  Reason: proxied through Cloudflare (orange cloud)")
        .assistant(
          "The CNAME is right, but it's proxied through Cloudflare. Vercel can't issue a certificate behind the orange cloud; the record has to be DNS-only.",
        )
        .user(
          "ahh. ok so thats a known thing then: custom domains on cloudflare have to be grey cloud / dns only or vercel cant verify. i'll email them. also we def need a help doc about this, next week, i'll get this ticket 100 more times",
        )
        .stop("The cause is the Cloudflare proxy; the help doc is for later."),
    planted: [
      { kind: "fact", keys: ["grey cloud"] },
      { kind: "task", keys: ["help doc"] },
    ],
  },
  {
    id: "b162-test-cmd-e2e",
    build: (s) =>
      s
        .user("playwright tests are flaky again, the login one")
        .bash(
          "pnpm playwright test tests/login.spec.ts --repeat-each 5",
          "  4 passed, 1 failed\n  tests/login.spec.ts:12 › logs in with magic link\n    Timeout 5000ms exceeded waiting for locator('text=Dashboard')",
        )
        .assistant(
          "One in five fails waiting for the dashboard after the magic link. The test hits the real Supabase auth email flow through Inbucket; when Inbucket is slow the 5 s timeout runs out.",
        )
        .user(
          "yeah inbucket is slow af. ok two things. 1) bump that expect timeout to 15s. 2) from now on when u run e2e locally use `pnpm test:e2e --workers=1`, parallel workers share the one inbucket and step on each other",
        )
        .file("Edit", "tests/login.spec.ts")
        .bash("pnpm test:e2e --workers=1", "  18 passed (41.2s)")
        .stop("Raised the timeout to 15 s; the e2e suite passes with one worker."),
    planted: [{ kind: "instruction", keys: ["--workers=1"] }],
  },
  {
    id: "b162-load-fn-style",
    build: (s) =>
      s
        .user("why is this page doing 4 sequential awaits in the load function")
        .file("Read", "src/routes/invoices/[id]/+page.server.ts")
        .assistant(
          "They don't depend on each other: invoice, client, payments and activity. Wrapping them in Promise.all would cut the load from ~4 round trips to 1.",
        )
        .file("Edit", "src/routes/invoices/[id]/+page.server.ts")
        .user("do it. and pls just do that by default in load fns, independent queries go in a Promise.all, i hate waterfalls")
        .bash("pnpm svelte-check", "svelte-check found 0 errors and 0 warnings")
        .stop("The four queries run in one Promise.all now."),
    planted: [{ kind: "instruction", keys: ["promise.all"] }],
  },
  {
    id: "b162-stripe-tax",
    build: (s) =>
      s
        .user("eu vat is gonna be a nightmare isnt it")
        .assistant(
          "For a SaaS selling to EU consumers you owe VAT at the customer's rate. Options: Stripe Tax (0.5% per transaction, computes and collects), or a merchant of record like Lemon Squeezy or Paddle that handles remittance too, at about 5%.",
        )
        .user(
          "ngl paddle's 5% hurts but remitting vat myself sounds worse. hmm. ok no. staying on stripe and turning on stripe tax, ill do the oss filing with my accountant",
        )
        .bash("stripe tax settings update --defaults.tax_behavior=exclusive", '{\n  "object": "tax.settings",\n  "status": "active"\n}')
        .assistant("Stripe Tax is active with exclusive tax behavior; checkout will add VAT on top of the $12.")
        .user("wait, exclusive means the price shows $12 + vat right? yeah thats what i want ok")
        .stop("Yes, $12 plus VAT where applicable."),
    planted: [{ kind: "decision", keys: ["stripe tax"] }],
  },
  {
    id: "b162-accountant-facts",
    build: (s) =>
      s
        .user(
          "quick context dump so u stop asking me: the business is a single-member llc in delaware, stripe account is under that, and my accountant is lena at brightbooks, she does the quarterly stuff. not urgent just so u know",
        )
        .assistant("Got it. Should the invoice PDF footer show the LLC's legal name?")
        .user("yeah 'jk software llc'. add it")
        .file("Edit", "src/lib/server/pdf/invoice.ts")
        .bash("pnpm vitest run src/lib/server/pdf", " ✓ src/lib/server/pdf/invoice.test.ts (3 tests) 41ms")
        .stop("The PDF footer now shows 'JK Software LLC'."),
    planted: [
      { kind: "fact", keys: ["delaware"] },
      { kind: "fact", keys: ["lena"] },
    ],
  },
  {
    id: "b162-cleanup-todos",
    build: (s) =>
      s
        .user(
          "ok end of day brain dump before i forget. stuff thats not done:\n- the dunning emails when a card fails, stripe sends its own but theyre ugly\n- delete account button (gdpr lol, someone asked)\n- the mobile nav is broken on ios safari, the menu doesnt close\nnone of this today, im fried",
        )
        .bash("git status --short", " M src/lib/components/Navbar.svelte")
        .assistant("Noted. There's one uncommitted change in Navbar.svelte from earlier, the aria-label fix. Want it committed?")
        .user("yea commit it on a branch")
        .bash(
          "git switch -c fix/navbar-aria && git commit -am 'fix: navbar aria label'",
          "[fix/navbar-aria 5c0d19e] fix: navbar aria label\n 1 file changed, 1 insertion(+), 1 deletion(-)",
        )
        .stop("Committed on fix/navbar-aria."),
    planted: [
      { kind: "task", keys: ["dunning"] },
      { kind: "task", keys: ["delete account"] },
      { kind: "task", keys: ["ios safari"] },
    ],
  },
  {
    id: "b162-cron-limit",
    build: (s) =>
      s
        .user("can vercel crons run every 5 min? for the overdue reminder check")
        .bash("cat vercel.json", '{\n  "crons": [{ "path": "/api/cron/overdue", "schedule": "*/5 * * * *" }]\n}')
        .bash("vercel deploy", "Error: Hobby accounts are limited to daily cron jobs. This cron expression (*/5 * * * *) would run more than once per day.")
        .assistant("On the Hobby plan, cron jobs can run at most once a day; the deploy rejects */5.")
        .user("of course. ok then the overdue check runs once a day at 8am utc, thats fine honestly nobody needs it to the minute")
        .file("Edit", "vercel.json")
        .bash("vercel deploy", "Preview: https://invoicely-git-cron-jonnyk.vercel.app [38s]")
        .stop("The overdue check is scheduled daily at 08:00 UTC."),
    planted: [
      { kind: "fact", keys: ["hobby"] },
      { kind: "decision", keys: ["8am"] },
    ],
  },
  {
    id: "b162-empty-perf-question",
    build: (s) =>
      s
        .user("is $state.raw faster than $state for big arrays? the invoice list has like 2k rows for one user")
        .assistant(
          "$state makes the array deeply reactive through a proxy, so every row becomes a proxy on access. $state.raw skips that; you reassign the array to trigger updates. For a 2k-row read-mostly list it's noticeably cheaper.",
        )
        .user("huh. would virtualizing the list matter more?")
        .assistant("Likely yes, for rendering: 2k DOM rows is the bigger cost. But I haven't profiled this page, so that's a guess.")
        .user("ok cool ty, just wanted to understand it")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b162-deps-pin",
    build: (s) =>
      s
        .user("the svelte 5.2 minor broke my transitions?? everything was fine yesterday")
        .bash("pnpm list svelte", "svelte 5.2.3")
        .bash("git diff HEAD~1 -- package.json | grep svelte", '-    "svelte": "^5.1.16",\n+    "svelte": "^5.2.3",')
        .assistant("Renovate bumped svelte from 5.1.16 to 5.2.3 overnight and auto-merged. Pinning back to 5.1.16 restores the transitions.")
        .file("Edit", "package.json")
        .user(
          "ok pin it. and ngl turn off automerge in renovate, i want to click merge myself on every dep bump from here on. also todo whenever: file a proper repro for the transition bug upstream",
        )
        .file("Edit", "renovate.json")
        .bash("pnpm install && pnpm svelte-check", "Done in 3.2s\nsvelte-check found 0 errors and 0 warnings")
        .stop("Pinned svelte to 5.1.16 and set automerge to false in renovate.json."),
    planted: [
      { kind: "instruction", keys: ["automerge"] },
      { kind: "task", keys: ["repro"] },
    ],
  },
  {
    id: "b162-auth-supersede",
    build: (s) =>
      s
        .user("ok login. magic links only, no passwords, i dont wanna store passwords ever")
        .assistant(
          "Magic links via Supabase auth work out of the box. One caveat: corporate email scanners sometimes click the link first and burn the token, so some users get 'link expired'.",
        )
        .bash("grep -c 'otp_expired' logs/auth-last-7d.log", "31")
        .user(
          "31 in a week?? ok thats bad. hmm. change of plan: email OTP codes (the 6 digit ones) instead of links, scanners cant eat a code. still no passwords",
        )
        .file("Edit", "src/routes/login/+page.svelte")
        .file("Edit", "src/routes/login/+page.server.ts")
        .assistant("Login now sends a 6-digit code with signInWithOtp and verifies it with verifyOtp; no link in the email.")
        .user("nice ok")
        .stop("OTP code login is in place."),
    planted: [{ kind: "decision", keys: ["otp"] }],
  },
  {
    id: "b162-storage-bucket",
    build: (s) =>
      s
        .user("where do uploaded receipts go again, i forgot how i set that up")
        .bash("supabase storage ls ss:///", "receipts/\navatars/\nlogos/")
        .bash(
          "grep -rn \"from('receipts')\" src",
          "src/lib/server/receipts.ts:18:  const { data } = await supabase.storage.from('receipts').createSignedUrl(path, 60);",
        )
        .assistant("Receipts go to the private `receipts` bucket under `<workspace_id>/<invoice_id>/`; downloads use signed URLs that expire after 60 seconds.")
        .user(
          "right right. ok and the bucket has a 10mb per file limit i set in the dashboard, ppl hit it with phone photos sometimes. todo: compress images client side before upload, like resize to 2000px",
        )
        .stop("Receipts are in the private bucket with 60 s signed URLs; client-side compression is not done yet."),
    planted: [
      { kind: "fact", keys: ["receipts", "signed"] },
      { kind: "fact", keys: ["10mb"] },
      { kind: "task", keys: ["compress"] },
    ],
  },
  {
    id: "b162-empty-standup",
    build: (s) =>
      s
        .user("what did i even do yesterday lol, give me a summary from git")
        .bash(
          "git log --since=yesterday --oneline --author=jonnyk",
          "d0a1f3e fix: otp resend cooldown\n88b2e1c feat: receipts on invoice detail\n2c9f0a4 chore: bump vite",
        )
        .assistant("Three commits yesterday: the OTP resend cooldown fix, receipts on the invoice detail page, and a vite bump.")
        .user("productive king. ok and is the vite bump deployed")
        .bash("vercel ls invoicely --prod | head -2", "Age  Deployment                      Status\n14h  invoicely-8f2k1.vercel.app      Ready")
        .assistant("Yes, the production deploy from 14 hours ago includes it.")
        .user("cool")
        .stop("All three are live."),
    planted: [],
  },
  {
    id: "b162-agent-proposal-accepted",
    build: (s) =>
      s
        .user("the dashboard loads all invoices then filters client side. its getting slow for the 2k invoice guy")
        .file("Read", "src/routes/dashboard/+page.server.ts")
        .assistant(
          "I'd suggest moving filtering and pagination into the query: keyset pagination on (created_at, id), 50 rows a page, with the filters as URL search params so the back button works. Offset pagination gets slower the deeper you go.",
        )
        .user("yes. that. do keyset, 50 per page, filters in the url")
        .file("Edit", "src/routes/dashboard/+page.server.ts")
        .file("Edit", "src/routes/dashboard/+page.svelte")
        .bash("pnpm vitest run src/routes/dashboard", " ✓ src/routes/dashboard/load.test.ts (5 tests) 22ms")
        .stop("Dashboard paginates with keyset cursors, 50 per page, filters in the search params."),
    planted: [{ kind: "decision", keys: ["keyset"] }],
  },
  {
    id: "b162-agent-tone",
    build: (s) =>
      s
        .user("u write way too much. like i ask a yes/no and get 4 paragraphs")
        .assistant("Fair. Shorter it is.")
        .user("yeah just give me the answer first then details only if i ask. also dont explain svelte basics to me, i know what a store is lol")
        .bash("git status --short", " M src/lib/stores/toast.ts")
        .assistant("Noted. toast.ts has an uncommitted change, want it committed?")
        .user("ya")
        .bash("git commit -am 'fix: toast dismiss timing'", "[fix/toast 1e9a7bd] fix: toast dismiss timing\n 1 file changed, 2 insertions(+), 2 deletions(-)")
        .stop("Committed."),
    planted: [
      { kind: "instruction", keys: ["answer first"] },
      { kind: "instruction", keys: ["basics"] },
    ],
  },
  {
    id: "b162-mobile-bug-cause",
    build: (s) =>
      s
        .user("ios safari menu not closing bug, lets look at it finally")
        .file("Read", "src/lib/components/Navbar.svelte")
        .assistant(
          "The menu closes on a `click` listener on document, but iOS Safari doesn't fire click on non-interactive elements like the overlay div unless they have `cursor: pointer`. So taps outside never reach the handler.",
        )
        .file("Edit", "src/lib/components/Navbar.svelte")
        .bash("pnpm playwright test tests/nav.spec.ts --project='Mobile Safari'", "  3 passed (6.8s)")
        .user(
          "tested on my phone, it closes now. wild. ok so ios safari doesnt fire click on plain divs without cursor:pointer, good to know for future overlays",
        )
        .stop("Fixed: the overlay has cursor: pointer and the menu closes on tap."),
    planted: [{ kind: "fact", keys: ["cursor"] }],
  },
  {
    id: "b162-copy-voice",
    build: (s) =>
      s
        .user("can u write the empty state copy for the invoices page")
        .assistant("How about: 'No invoices yet. Create your first one and get paid faster!'")
        .user(
          "eh too salesy. for all ui copy: lowercase-ish, chill, no exclamation marks, like how i talk. e.g. 'nothing here yet. make ur first invoice' but spelled properly lol",
        )
        .file("Edit", "src/routes/invoices/+page.svelte")
        .assistant("Changed it to 'nothing here yet. create your first invoice when you're ready.'")
        .stop("Empty state copy updated."),
    planted: [{ kind: "instruction", keys: ["exclamation"] }],
  },
  {
    id: "b162-empty-withdrawn-monorepo",
    build: (s) =>
      s
        .user("should i turn this into a monorepo so the marketing site and the app share components")
        .assistant(
          "You could with pnpm workspaces: apps/web, apps/marketing, packages/ui. It adds build config overhead; with one shared component library it's borderline worth it.",
        )
        .user("hmm yeah and turborepo and all that. idk")
        .assistant("Turborepo is optional; pnpm workspaces alone would do for two apps.")
        .user("ok nah forget it, marketing site is like 3 pages, ill just copy the button component lol")
        .stop("Okay, no restructuring."),
    planted: [],
  },
  {
    id: "b162-secrets-vercel",
    build: (s) =>
      s
        .user("preview deploys are failing with 'Missing RESEND_API_KEY'")
        .bash(
          "vercel env ls",
          "  name                 value      environments\n  RESEND_API_KEY       Encrypted  Production\n  OPENAI_KEY           Encrypted  Production, Preview\n  UPSTASH_REDIS_URL    Encrypted  Production, Preview",
        )
        .assistant("RESEND_API_KEY is only set for Production. Adding it to Preview would fix the build, but then previews could send real emails.")
        .user(
          "yeah no real emails from previews. give preview a resend test key, the re_test one, and in general every new env var needs to be added to preview too or the build breaks, keep that in mind when u add stuff",
        )
        .bash("vercel env add RESEND_API_KEY preview < /tmp/resend_test_key", "✓ Added Environment Variable RESEND_API_KEY to Project invoicely [preview]")
        .stop("Preview now has a Resend test key."),
    planted: [{ kind: "instruction", keys: ["preview"] }],
  },
  {
    id: "b162-analytics",
    build: (s) =>
      s
        .user("i want basic analytics but no cookie banner bs")
        .assistant(
          "Plausible or Umami don't use cookies, so no banner is needed in the EU. Plausible is $9/mo hosted; Umami can be self-hosted free, or Umami Cloud has a free tier up to 100k events.",
        )
        .user("umami cloud free tier. done. add the script")
        .file("Edit", "src/app.html")
        .bash("curl -s https://invoicely.app | grep -o 'cloud.umami.is[^\"]*'", "cloud.umami.is/script.js")
        .assistant("Umami script is in app.html and shows up in production.")
        .user("sweet. later i wanna track the 'invoice sent' event as a custom event, remind me when i do the sending flow rework")
        .stop("Umami is live; the custom 'invoice sent' event is for later."),
    planted: [
      { kind: "decision", keys: ["umami"] },
      { kind: "task", keys: ["invoice sent"] },
    ],
  },
  {
    id: "b162-local-port",
    build: (s) =>
      s
        .user("supabase start fails, port in use")
        .bash("supabase start", "Error: port 54322 is already in use by another process", 1)
        .bash("lsof -i :54322 | tail -1", "postgres 4121 jonny  7u  IPv4  TCP *:54322 (LISTEN)")
        .assistant("Another local Postgres is on 54322, probably the other project's Supabase stack.")
        .user(
          "oh yeah my other side project (the recipe thing) runs supabase too. they both want 54322. i changed this repo's db port to 54422 in supabase/config.toml so they can both run, remember that when u write connection strings",
        )
        .file("Edit", "supabase/config.toml")
        .bash("supabase start", "Started supabase local development setup.\n         DB URL: postgresql://postgres:postgres@127.0.0.1:54422/postgres")
        .stop("Local stack is up with the DB on 54422."),
    planted: [{ kind: "fact", keys: ["54422"] }],
  },
  {
    id: "b162-load-test-todo",
    build: (s) =>
      s
        .user("launching on hn tuesday maybe. will this thing survive")
        .assistant("Hard to say without measuring. The main risks are probably database connections and the OpenAI rate limit on description generation.")
        .bash("grep -n 'pooler\\|6543' .env.example", "3:DATABASE_URL=postgresql://postgres.qzlrkv@aws-0-eu-central-1.pooler.supabase.com:6543/postgres")
        .assistant("Server-side queries already go through the pooler on 6543, so the connection limit is less of a worry.")
        .user(
          "ok good. before tuesday i need to: run a k6 load test against a preview, and put a kill switch on the ai descriptions in case openai bills explode. both this week, not now",
        )
        .stop("Both are left for later this week."),
    planted: [
      { kind: "fact", keys: ["6543"] },
      { kind: "task", keys: ["k6"] },
      { kind: "task", keys: ["kill switch"] },
    ],
  },
  {
    id: "b162-empty-docs-quote",
    build: (s) =>
      s
        .user("what does the sveltekit doc say about cookies in load functions, paste it")
        .bash(
          "curl -s https://svelte.dev/docs/kit/load.md | grep -A3 -i 'cookies'",
          "Cookies are only passed through to the target host if it is the same as the SvelteKit application or a more specific subdomain of it.\n> You must always set a path when setting cookies. Never rely on the default.",
        )
        .assistant(
          "The doc says cookies are only forwarded by `event.fetch` to the same host or a subdomain, and that a path must be given when setting a cookie.",
        )
        .user("ah ok. thx")
        .assistant("Yes, api.invoicely.app counts as a more specific subdomain.")
        .stop("That's the rule from the docs."),
    planted: [],
  },
  {
    id: "b162-invoice-numbers",
    build: (s) =>
      s
        .user("two invoices got the same number INV-0042 in one workspace, how")
        .bash(
          "psql $DATABASE_URL -c \"select number, count(*) from invoices where workspace_id = 'ws_81' group by 1 having count(*) > 1\"",
          " number   | count\n----------+-------\n INV-0042 |     2\n(1 row)",
        )
        .assistant(
          "The number is computed as max(number)+1 in app code, so two concurrent creates read the same max. A per-workspace counter row updated with `update ... returning` inside the insert transaction, plus a unique index on (workspace_id, number), would make it safe.",
        )
        .user("ya go with the counter row + unique index. and renumber the dupe to 0043, ill email the client")
        .bash("supabase migration new invoice_counter", "Created new migration at supabase/migrations/20261124081500_invoice_counter.sql")
        .file("Write", "supabase/migrations/20261124081500_invoice_counter.sql")
        .file("Edit", "src/lib/server/invoices.ts")
        .stop("Added the workspace counter table, the unique index, and renumbered the duplicate to INV-0043."),
    planted: [{ kind: "decision", keys: ["counter"] }],
  },
  {
    id: "b162-gitignore-env",
    build: (s) =>
      s
        .user(
          "heads up i keep my real env in .env.local not .env, .env is only the example values. vite picks up .env.local first so dont overwrite it pls, u did that once and i lost my keys",
        )
        .bash("ls -a | grep env", ".env\n.env.example\n.env.local")
        .assistant("Understood. I'll only ever edit .env.example for new variables.")
        .user("ya. now add the umami website id to the example")
        .file("Edit", ".env.example")
        .stop("Added PUBLIC_UMAMI_WEBSITE_ID= to .env.example."),
    planted: [{ kind: "instruction", keys: [".env.local"] }],
  },
  {
    id: "b162-openai-timeout",
    build: (s) =>
      s
        .user("explain-invoice endpoint times out sometimes, user got a 504")
        .bash("vercel logs invoicely --since 24h | grep explain | grep 504", "2026-11-24T10:02:11Z POST /api/explain 504 FUNCTION_INVOCATION_TIMEOUT 10.01s")
        .assistant("The function hit 10 s, the Hobby plan's max duration for serverless functions. gpt-4o sometimes takes 12-15 s for long invoices.")
        .user(
          "ugh right hobby caps at 10s. ok stream the response instead so it starts sending right away. also tbh im gonna have to go pro eventually, thats a task for when we hit like 20 paying ppl",
        )
        .file("Edit", "src/routes/api/explain/+server.ts")
        .bash(
          'curl -sN -X POST localhost:5173/api/explain -d \'{"id":"inv_9"}\' | head -c 80',
          'data: {"delta":"This invoice bills Acme for 12 hours of design work at"}',
        )
        .stop("The explain endpoint streams now; the first tokens arrive in under a second."),
    planted: [
      { kind: "fact", keys: ["hobby", "10"] },
      { kind: "decision", keys: ["stream"] },
      { kind: "task", keys: ["20 paying"] },
    ],
  },
  {
    id: "b162-icons-lib",
    build: (s) =>
      s
        .user("the icons in the sidebar are from 3 different sets lol, some heroicons some random svgs some lucide")
        .bash(
          "grep -rhoE \"from '(lucide-svelte|@steeze-ui/heroicons|\\$lib/icons)[^']*'\" src | sort | uniq -c",
          "     14 from 'lucide-svelte'\n      5 from '@steeze-ui/heroicons'\n      3 from '$lib/icons'",
        )
        .assistant(
          "Lucide is used most (14 imports). Maya's custom SVGs in static/icons are the product-specific ones. If Lucide covers the 5 heroicons, we could drop heroicons.",
        )
        .user("yes. lucide-svelte for all generic icons, mayas custom ones only for the brand/product stuff. heroicons out")
        .file("Edit", "src/lib/components/Sidebar.svelte")
        .bash(
          "pnpm remove @steeze-ui/heroicons @steeze-ui/svelte-icon && pnpm svelte-check",
          "- @steeze-ui/heroicons 2.4.2\nsvelte-check found 0 errors and 0 warnings",
        )
        .stop("Heroicons removed; the sidebar uses lucide-svelte."),
    planted: [{ kind: "instruction", keys: ["lucide"] }],
  },
  {
    id: "b162-empty-benchmark",
    build: (s) =>
      s
        .user("how big is the client bundle now")
        .bash(
          "pnpm build 2>&1 | grep -E 'gzip' | sort -k4 -n | tail -3",
          ".svelte-kit/output/client/_app/immutable/nodes/4.Dk2a.js   38.12 kB │ gzip: 12.40 kB\n.svelte-kit/output/client/_app/immutable/chunks/entry.C9x.js  61.80 kB │ gzip: 21.77 kB\n.svelte-kit/output/client/_app/immutable/chunks/vendor.B1q.js 142.33 kB │ gzip: 47.02 kB",
        )
        .assistant("The largest chunk is vendor at 47 kB gzipped; the dashboard page node is 12 kB. Total JS for the dashboard route is about 81 kB gzipped.")
        .user("is that bad?")
        .assistant("It's fine for an app behind a login. Most of vendor is the Supabase client and date-fns.")
        .user("ok good enough, not touching it")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b162-webhook-retry-fact",
    build: (s) =>
      s
        .user("some subscriptions show 'incomplete' in my db but active in stripe")
        .bash(
          "stripe events list --type customer.subscription.updated --limit 3 | grep -E 'id|pending_webhooks'",
          '  "id": "evt_1QbX2",\n  "pending_webhooks": 1,\n  "id": "evt_1QbW9",\n  "pending_webhooks": 0,',
        )
        .assistant(
          "Stripe doesn't guarantee event order: the `updated` to active can arrive before the `created` with status incomplete, and the handler just writes whatever status it receives last. Fetching the subscription from the API in the handler instead of trusting the event payload fixes the ordering issue.",
        )
        .user("ok do that. and yeah i did not know stripe events can come out of order, thats the root cause then. makes sense with the 3 weird ones")
        .file("Edit", "src/routes/api/stripe/webhook/+server.ts")
        .bash("pnpm vitest run src/routes/api/stripe", " ✓ src/routes/api/stripe/webhook.test.ts (6 tests) 19ms")
        .stop("The handler re-fetches the subscription before writing its status; the three rows are corrected."),
    planted: [{ kind: "fact", keys: ["out of order"] }],
  },
];

export const BLIND162 = plantedSet(BLIND162_SESSIONS, Date.UTC(2026, 10, 15, 9));
