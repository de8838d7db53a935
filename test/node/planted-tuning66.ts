/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: sessions that mix chit-chat and work, in Grok and Claude Code voice: greetings, jokes,
 * complaints about the day, coffee and weather, and then the real items dropped casually
 * ("oh and btw…", "fwiw", "before I forget"), between small requests the agent finishes in
 * the same session. Projects: a Node invoicing API, a Go ingestion worker, a Next.js shop front
 * and a plant-watering side project. Hard negatives: questions, musings and proposals nobody
 * confirms, withdrawn ideas, guesses, jokes that sound like rules, quoted code and tool output
 * with "always"/"never"/"TODO", and requests done on the spot. Superseded decisions plant only
 * the later one.
 *
 * Matching rule (the one test/node/planted-blind.ts states):
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

export const TUNING66_SESSIONS: readonly BlindSession[] = [
  {
    id: "t66-monday",
    build: (s) =>
      s
        .user("ugh mondays. my cat knocked coffee onto the keyboard so if I typo more than usual thats why")
        .assistant("Sorry to hear about the keyboard! What are we working on today?")
        .user("the invoice pdf endpoint returns 500 for drafts, can u look")
        .bash(
          "npm test -- invoices/pdf",
          "FAIL  src/invoices/pdf.test.ts\n  ✕ renders a draft (12 ms)\n    TypeError: Cannot read properties of null (reading 'number')",
          1,
        )
        .file("Edit", "src/invoices/pdf.ts")
        .bash("npm test -- invoices/pdf", "PASS  src/invoices/pdf.test.ts (4 tests)")
        .assistant('Fixed: drafts have no `number` yet, so the header now prints "DRAFT" instead. All 4 tests pass.')
        .user("oh and btw we switched the repo to pnpm last week, so use pnpm for everything from now on, not npm")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
  },
  {
    id: "t66-empty-weather",
    build: (s) =>
      s
        .user("hey grok! its snowing here, first time this year ❄️")
        .assistant("Nice, enjoy it! Anything I can help with while you watch it come down?")
        .user("just show me what's on my branch vs main")
        .bash("git log --oneline main..HEAD", "a1c93e0 wip: retry on 429\n5b0e2d7 add backoff helper")
        .assistant("Two commits ahead of main: the backoff helper and a WIP retry on 429.")
        .user("cool thx")
        .stop(),
    planted: [],
  },
  {
    id: "t66-go-worker",
    build: (s) =>
      s
        .user("long night, the ingest worker fell over at 3am and I got paged 🙃")
        .bash(
          "kubectl logs deploy/ingest --since=6h | grep -m3 panic",
          "panic: runtime error: invalid memory address or nil pointer dereference\ngoroutine 41 [running]:\nmain.(*Batcher).flush(0x0)",
        )
        .assistant("The panic is in `Batcher.flush` on a nil receiver — the batcher is nil when the feed returns an empty page. I can add a guard.")
        .user("yes pls")
        .file("Edit", "cmd/ingest/batcher.go")
        .bash("go test ./cmd/ingest/...", "ok  \tgithub.com/acme/ingest/cmd/ingest\t0.412s")
        .assistant("Guarded the nil batcher and added a test for the empty page. `go test` passes.")
        .user("thanks. fwiw the upstream feed sends an empty page every night around 3am during their maintenance window, that's just how it is")
        .stop(),
    planted: [{ kind: "fact", keys: ["empty page", "maintenance"] }],
  },
  {
    id: "t66-shop-images",
    build: (s) =>
      s
        .user("lol the designer just sent me a 14MB hero png. anyway")
        .bash("ls -lh public/hero.png", "-rw-r--r-- 1 dev dev 14M Nov 20 09:12 public/hero.png")
        .assistant("Yikes, 14M. Want me to convert it to WebP/AVIF?")
        .user("just use next/image for it, and going forward every image on the shop goes through next/image, no raw <img> tags")
        .file("Edit", "app/page.tsx")
        .assistant("Swapped the hero to `next/image` with `priority` and `sizes`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["next/image"] }],
  },
  {
    id: "t66-plants-sensor",
    build: (s) =>
      s
        .user("weekend project time 🌱 the moisture readings look wrong again")
        .bash("mosquitto_sub -t 'garden/+/moisture' -C 3", "garden/basil/moisture 1023\ngarden/fern/moisture 1023\ngarden/cactus/moisture 1023")
        .assistant("All three sensors report 1023 — that's the ADC maximum, usually a disconnected or dry probe.")
        .user("haha no they're plugged in. oh right, the sensors are inverted: 1023 means bone dry, ~300 means soaked. that's the capacitive ones")
        .assistant("Got it — so 1023 is genuinely dry soil. Want me to flip the scale in the dashboard?")
        .user("nah leave it for today, I'm going to water them instead")
        .stop(),
    planted: [{ kind: "fact", keys: ["1023", "dry"] }],
  },
  {
    id: "t66-empty-joke",
    build: (s) =>
      s
        .user("why do programmers prefer dark mode? because light attracts bugs. ok im done")
        .assistant("Ha! Classic. What's up?")
        .user("run the linter on src/ quickly")
        .bash("pnpm eslint src", "✔ No problems found")
        .assistant("Lint is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "t66-invoice-currency",
    build: (s) =>
      s
        .user("hiii. quick one: totals for JPY invoices show 2 decimals")
        .bash("grep -n 'toFixed' src/invoices/money.ts", "14:  return (amount / 100).toFixed(2);")
        .assistant("`money.ts:14` always divides by 100 and prints two decimals, which is wrong for zero-decimal currencies like JPY.")
        .file("Edit", "src/invoices/money.ts")
        .bash("pnpm vitest run src/invoices/money.test.ts", " ✓ src/invoices/money.test.ts (7 tests)")
        .assistant("Now using `Intl.NumberFormat` with the currency's own minor units. 7 tests pass.")
        .user("nice. oh and before i forget — amounts are stored as integer minor units in the db, never floats. that's a hard rule for any new column")
        .stop(),
    planted: [{ kind: "instruction", keys: ["minor units"] }],
  },
  {
    id: "t66-go-config",
    build: (s) =>
      s
        .user("so tired today. anyway, viper or plain env vars for the worker config?")
        .assistant("Viper gives files + env + flags; plain env with `envconfig` is smaller. For a single container, env vars are usually enough.")
        .user("let's do plain env vars with envconfig, no viper. decided, I don't want yaml files in the container")
        .bash("go get github.com/kelseyhightower/envconfig", "go: added github.com/kelseyhightower/envconfig v1.4.0")
        .file("Write", "internal/config/config.go")
        .assistant("Added `internal/config` reading `INGEST_*` variables via envconfig.")
        .stop(),
    planted: [{ kind: "decision", keys: ["envconfig"] }],
  },
  {
    id: "t66-empty-complain",
    build: (s) =>
      s
        .user("i've been in meetings since 8. eight. am. what did i even miss")
        .bash("gh pr list --author @me", "412  fix retry on 429  OPEN\n409  bump next to 14.2  MERGED")
        .assistant("Your PR #409 (next 14.2 bump) was merged; #412 (retry on 429) is still open with no reviews yet.")
        .user("sigh. ok")
        .stop(),
    planted: [],
  },
  {
    id: "t66-shop-cart",
    build: (s) =>
      s
        .user("ok real question. cart state: keep it in localStorage or move it server-side?")
        .assistant("Server-side carts survive device switches and let you do abandoned-cart emails; localStorage is simpler and works logged-out.")
        .user("hmm let me sleep on it")
        .user("ok slept on it (well, had lunch). server-side carts, keyed by a cookie for guests")
        .bash("pnpm prisma migrate dev --name cart", "Applying migration `20261120_cart`\nYour database is now in sync with your schema.")
        .assistant("Added a `Cart` model (guest carts keyed by `cart_id` cookie) and ran the migration.")
        .stop(),
    planted: [{ kind: "decision", keys: ["server-side", "cart"] }],
  },
  {
    id: "t66-invoice-team",
    build: (s) =>
      s
        .user("good morning! Dana is back from parental leave today 🎉")
        .assistant("Welcome back to Dana! What's on the list?")
        .user("btw Dana owns the tax module, anything under src/tax goes to her for review, not me")
        .bash("cat CODEOWNERS", "src/invoices/ @lee\n*.md @lee")
        .file("Edit", "CODEOWNERS")
        .assistant("Added `src/tax/ @dana` to CODEOWNERS.")
        .stop(),
    planted: [{ kind: "fact", keys: ["dana", "tax"] }],
  },
  {
    id: "t66-go-retry",
    build: (s) =>
      s
        .user("the 429 retry PR — should we retry forever?")
        .assistant("I'd cap it: exponential backoff from 1s, max 5 attempts, honour `Retry-After` if present.")
        .user("5 attempts sounds right. go with that, and honour Retry-After")
        .file("Edit", "internal/feed/client.go")
        .bash("go test ./internal/feed/...", "ok  \tgithub.com/acme/ingest/internal/feed\t1.087s")
        .assistant("Retry is capped at 5 attempts with exponential backoff and respects `Retry-After`. Tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["5 attempts"] }],
  },
  {
    id: "t66-plants-pump",
    build: (s) =>
      s
        .user("ok so the pump ran for 40 minutes yesterday and flooded the basil. rip basil")
        .bash("grep pump logs/controller.log | tail -2", "2026-11-21T18:02:11 pump on (fern)\n2026-11-21T18:42:13 pump off (timeout)")
        .assistant("The off command only came from the timeout at 40 minutes — the moisture threshold never triggered.")
        .user("yeah. pump runs are capped at 90 seconds from now on, hard limit in firmware, whatever the sensor says")
        .file("Edit", "firmware/pump.ino")
        .assistant("Added a 90 s hard cap in `pump.ino` independent of the moisture check.")
        .user("also someone (me) needs to add a flow sensor at some point, put it on the list")
        .stop(),
    planted: [
      { kind: "decision", keys: ["90 seconds"] },
      { kind: "task", keys: ["flow sensor"] },
    ],
  },
  {
    id: "t66-empty-guess",
    build: (s) =>
      s
        .user("the shop feels slower since yesterday, no idea why")
        .bash("curl -s -o /dev/null -w '%{time_total}' https://shop.example.com/", "1.842")
        .assistant("Home page takes 1.84 s right now. Could be the new hero image, or the CDN cache was purged with the deploy — just guesses without traces.")
        .user("probably the cdn. whatever, will look tmrw")
        .stop(),
    planted: [],
  },
  {
    id: "t66-invoice-deploy",
    build: (s) =>
      s
        .user("happy friday!! deploying the pdf fix")
        .bash("pnpm run deploy:staging", "✔ deployed invoice-api@1.18.2 to staging")
        .assistant("Staging is on 1.18.2.")
        .user("cool. fwiw we never deploy to prod on fridays here, not even hotfixes unless Lee says so. so the prod deploy of 1.18.2 is a monday job")
        .assistant("Noted — prod waits until Monday.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["fridays"] },
      { kind: "task", keys: ["1.18.2", "monday"] },
    ],
  },
  {
    id: "t66-go-metrics",
    build: (s) =>
      s
        .user("where do the worker metrics even go")
        .bash("grep -rn 'prometheus' cmd/ingest/main.go", 'cmd/ingest/main.go:33:\thttp.Handle("/metrics", promhttp.Handler())')
        .assistant("The worker exposes `/metrics` for Prometheus on the main HTTP port.")
        .user('right, and our prometheus only scrapes pods with the `scrape: "true"` annotation, that\'s why nothing shows up. the helm chart is missing it')
        .file("Edit", "deploy/helm/values.yaml")
        .assistant('Added the `prometheus.io/scrape: "true"` pod annotation in `values.yaml`.')
        .stop(),
    planted: [{ kind: "fact", keys: ["scrape", "annotation"] }],
  },
  {
    id: "t66-shop-stripe",
    build: (s) =>
      s
        .user("ok coffee #3. stripe webhook test keeps failing locally")
        .bash(
          "stripe listen --forward-to localhost:3000/api/webhooks/stripe",
          "> Ready! Your webhook signing secret is whsec_test_123 (^C to quit)\n[400] POST /api/webhooks/stripe",
        )
        .assistant("400 — the signature check fails because the route parses JSON before verifying. Stripe needs the raw body.")
        .file("Edit", "app/api/webhooks/stripe/route.ts")
        .bash("stripe trigger checkout.session.completed", "[200] POST /api/webhooks/stripe")
        .assistant("Reading `await req.text()` before `constructEvent` fixed it; now 200.")
        .user("🙌 oh btw the webhook secret for local is different each time stripe listen starts, so don't commit it anywhere, it goes in .env.local only")
        .stop(),
    planted: [{ kind: "instruction", keys: [".env.local"] }],
  },
  {
    id: "t66-empty-quoted",
    build: (s) =>
      s
        .user("what does this comment in the old code mean?\n```\n// TODO: always call flush() before close(), never after\n```")
        .assistant("It warns that `close()` discards any buffered rows, so `flush()` must run first. The current `Batcher.Close` already calls `flush`.")
        .bash("grep -n 'func (b \\*Batcher) Close' -A3 cmd/ingest/batcher.go", "88:func (b *Batcher) Close() error {\n89:\tb.flush()\n90:\treturn b.w.Close()")
        .assistant("Confirmed, line 89.")
        .user("ok so the comment is obsolete, cool")
        .stop(),
    planted: [],
  },
  {
    id: "t66-invoice-tasks",
    build: (s) =>
      s
        .user("end of day brain dump before i log off 😴")
        .bash("pnpm vitest run", " Test Files  31 passed (31)\n      Tests  214 passed (214)")
        .assistant("Suite is green: 31 files, 214 tests.")
        .user("good. stuff for tomorrow-me: the credit note endpoint still has no tests, and the reminder emails need the new logo. neither today")
        .stop(),
    planted: [
      { kind: "task", keys: ["credit note"] },
      { kind: "task", keys: ["reminder", "logo"] },
    ],
  },
  {
    id: "t66-go-storage",
    build: (s) =>
      s
        .user("sooo parquet or jsonl for the raw dumps in s3?")
        .assistant("Parquet is smaller and query-friendly with Athena; JSONL is trivially appendable and greppable.")
        .user("jsonl for now")
        .assistant("OK, JSONL gzip per batch?")
        .user("wait no, the analytics folks already query this with athena. switch: parquet, snappy compressed, one file per hour")
        .bash("go get github.com/parquet-go/parquet-go", "go: added github.com/parquet-go/parquet-go v0.23.0")
        .file("Write", "internal/sink/parquet.go")
        .assistant("Added a Parquet sink (snappy) rolling one file per hour.")
        .stop(),
    planted: [{ kind: "decision", keys: ["parquet", "hour"] }],
  },
  {
    id: "t66-shop-seo",
    build: (s) =>
      s
        .user("marketing wants an og:image for every product page lol, they discovered twitter cards")
        .file("Read", "app/products/[slug]/page.tsx")
        .assistant("I can add `generateMetadata` that pulls the product's first image as `og:image`.")
        .user("do it")
        .file("Edit", "app/products/[slug]/page.tsx")
        .bash("pnpm next build", "✓ Compiled successfully\nRoute (app)  /products/[slug]  ƒ")
        .assistant("Added `generateMetadata` with `openGraph.images` from the first product image; build passes.")
        .stop(),
    planted: [],
  },
  {
    id: "t66-plants-hardware",
    build: (s) =>
      s
        .user("new board arrived!! esp32-c3 instead of the old nodemcu 🎉")
        .bash("pio device list", "/dev/ttyACM0\n  Hardware ID: USB VID:PID=303A:1001\n  Description: USB JTAG/serial debug unit")
        .assistant("The ESP32-C3 shows up on `/dev/ttyACM0`.")
        .user("heads up for future flashing: the c3 only has one ADC channel that works with wifi on, ADC1 — ADC2 is dead when wifi is running")
        .assistant("Good to know. Should I move the moisture pin to an ADC1 pin now?")
        .user("yes GPIO2")
        .file("Edit", "firmware/config.h")
        .stop(),
    planted: [{ kind: "fact", keys: ["adc2", "wifi"] }],
  },
  {
    id: "t66-empty-lunch",
    build: (s) =>
      s
        .user("brb lunch. actually first: what's the node version in .nvmrc")
        .bash("cat .nvmrc", "22.11.0")
        .assistant("`22.11.0`.")
        .user("k thx, back in 30")
        .stop(),
    planted: [],
  },
  {
    id: "t66-invoice-auth",
    build: (s) =>
      s
        .user("morning ☀️ ok auth question. we're on jsonwebtoken right now")
        .bash("pnpm why jsonwebtoken", "dependencies:\njsonwebtoken 9.0.2")
        .assistant("Yes, `jsonwebtoken@9.0.2`. `jose` would be the modern alternative (ESM, works on edge runtimes).")
        .user("yeah we're moving to jose, the team agreed in standup. not a today thing though — swapping the library is next sprint")
        .stop(),
    planted: [
      { kind: "decision", keys: ["jose"] },
      { kind: "task", keys: ["jose", "sprint"] },
    ],
  },
  {
    id: "t66-go-dedupe",
    build: (s) =>
      s
        .user("lol we ingested the same 40k events twice yesterday, data team is Not Happy")
        .bash("psql $WAREHOUSE -c \"select count(*) - count(distinct event_id) from raw_events where day = '2026-11-22'\"", " ?column?\n----------\n    40112")
        .assistant("40112 duplicate rows on the 22nd. The feed re-sent a page after a timeout and the worker has no idempotency.")
        .user("every write to raw_events must be idempotent on event_id from now on — upsert, do nothing on conflict. that's the rule for all sinks")
        .file("Edit", "internal/sink/postgres.go")
        .bash("go test ./internal/sink/...", "ok  \tgithub.com/acme/ingest/internal/sink\t0.733s")
        .assistant("The Postgres sink now uses `ON CONFLICT (event_id) DO NOTHING`. Tests pass.")
        .user("the 40k dupes from the 22nd still need cleaning up, that's a separate job, leave it")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["idempotent", "event_id"] },
      { kind: "task", keys: ["dupes"] },
    ],
  },
  {
    id: "t66-shop-tests",
    build: (s) =>
      s
        .user("hey claude, random q — do you ever get bored? 😄 anyway")
        .assistant("Not really — every repo is a new puzzle. What's the task?")
        .user("write a playwright test for checkout")
        .file("Write", "e2e/checkout.spec.ts")
        .bash("pnpm playwright test e2e/checkout.spec.ts", "  1 passed (8.2s)")
        .assistant("Added `e2e/checkout.spec.ts` covering add-to-cart → checkout → Stripe test card. Passes in 8.2 s.")
        .user("nice. btw e2e runs against the preview deploy in CI, never against prod, the base url comes from PLAYWRIGHT_BASE_URL")
        .stop(),
    planted: [{ kind: "fact", keys: ["playwright_base_url"] }],
  },
  {
    id: "t66-empty-withdrawn",
    build: (s) =>
      s
        .user("what if we rewrote the worker in rust? just for fun")
        .assistant(
          "It's doable; the hot path is JSON decoding and batching, where Rust would help. It'd be a big rewrite for a service that's mostly I/O-bound though.",
        )
        .user("yeah no, forget i said that 😂")
        .bash("go version", "go version go1.23.3 linux/amd64")
        .assistant("Staying on Go 1.23.3 then.")
        .stop(),
    planted: [],
  },
  {
    id: "t66-invoice-logging",
    build: (s) =>
      s
        .user("honestly the logs are a mess. half console.log half pino")
        .bash("grep -rn 'console.log' src | wc -l", "38")
        .assistant("38 `console.log` calls in `src/`.")
        .user("pino everywhere, structured, and no console.log in src — swap them all now please")
        .file("Edit", "src/invoices/routes.ts")
        .bash("grep -rn 'console.log' src | wc -l", "0")
        .assistant("Replaced all 38 with the shared `logger` (pino). None left.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["console.log"] }],
  },
  {
    id: "t66-go-owner",
    build: (s) =>
      s
        .user("who do i talk to about the feed's rate limits? their docs are useless lol")
        .bash("grep -rn 'contact' docs/feed.md", "docs/feed.md:4:Contact: Ravi Menon (partner-eng), #feed-partners")
        .assistant("`docs/feed.md` lists Ravi Menon (partner engineering) and the `#feed-partners` channel.")
        .user("ah yes ravi. fwiw he told me the real limit is 600 req/min per key, the docs say 1000 but that's wrong")
        .stop(),
    planted: [
      { kind: "fact", keys: ["600"] },
      { kind: "fact", keys: ["ravi"] },
    ],
  },
  {
    id: "t66-shop-i18n",
    build: (s) =>
      s
        .user("we're launching in germany next month 🇩🇪 which means i18n. yay.")
        .assistant("Would you like `next-intl` or the built-in i18n routing with a dictionary approach?")
        .user("next-intl. and URLs get a locale prefix, /de/..., english stays unprefixed")
        .bash("pnpm add next-intl", "+ next-intl 3.22.0")
        .file("Write", "middleware.ts")
        .assistant("Installed `next-intl` 3.22.0 and added middleware with `localePrefix: 'as-needed'` (en default).")
        .user("translations for the checkout pages still need doing, the agency sends them next week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["next-intl"] },
      { kind: "decision", keys: ["prefix"] },
      { kind: "task", keys: ["translations", "checkout"] },
    ],
  },
  {
    id: "t66-empty-rant",
    build: (s) =>
      s
        .user("why is every npm package 400 dependencies deep. rant over. show me pnpm outdated")
        .bash(
          "pnpm outdated",
          "┌──────────┬─────────┬────────┐\n│ Package  │ Current │ Latest │\n├──────────┼─────────┼────────┤\n│ zod      │ 3.23.8  │ 3.24.1 │\n└──────────┴─────────┴────────┘",
        )
        .assistant("Only `zod` is behind (3.23.8 → 3.24.1).")
        .user("meh leave it")
        .stop(),
    planted: [],
  },
  {
    id: "t66-plants-schedule",
    build: (s) =>
      s
        .user("ok plant stuff. the watering schedule: should it be time-based or moisture-based?")
        .assistant("Moisture-based with a time window is common: only water when dry, and only between, say, 6–9 am.")
        .user("yes that. moisture-based, only between 6 and 9 in the morning. evenings attract fungus gnats apparently")
        .file("Edit", "firmware/schedule.cpp")
        .bash("pio run -e esp32c3", "========== [SUCCESS] Took 21.44 seconds ==========")
        .assistant("Watering now triggers only on dry readings between 06:00 and 09:00. Firmware builds.")
        .stop(),
    planted: [{ kind: "decision", keys: ["moisture-based"] }],
  },
  {
    id: "t66-invoice-migrations",
    build: (s) =>
      s
        .user("i accidentally edited an old migration file yesterday and staging broke. fun times")
        .bash("git diff HEAD~1 --stat -- migrations/", " migrations/0014_add_due_date.sql | 2 +-")
        .assistant("Yes, `0014_add_due_date.sql` was changed after it had been applied.")
        .file("Edit", "migrations/0014_add_due_date.sql")
        .assistant("Reverted the edit to 0014.")
        .user("thx. lesson learned: applied migrations are never edited, always add a new one. please stick to that")
        .stop(),
    planted: [{ kind: "instruction", keys: ["migration"] }],
  },
  {
    id: "t66-go-vendor",
    build: (s) =>
      s
        .user("the ci docker build is so slow 😩 like 6 min")
        .bash("docker build -t ingest . 2>&1 | grep 'go mod download'", "#9 [builder 4/7] RUN go mod download\n#9 DONE 212.4s")
        .assistant("`go mod download` takes 212 s of it; the module cache isn't reused between builds. A BuildKit cache mount would fix that.")
        .user("maybe, or we vendor. idk, not today. its friday")
        .stop(),
    planted: [],
  },
  {
    id: "t66-shop-pricing",
    build: (s) =>
      s
        .user("fun fact I learned today: our prices in the CMS are gross, VAT included, and the shop backend computes net from them")
        .bash("grep -rn 'vatIncluded' lib/pricing.ts", "lib/pricing.ts:8:export const vatIncluded = true;")
        .assistant("Matches `lib/pricing.ts:8` (`vatIncluded = true`).")
        .user("yep. also the german launch needs the 19% rate added to the tax table, todo for next week")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gross", "vat"] },
      { kind: "task", keys: ["19%"] },
    ],
  },
  {
    id: "t66-empty-thanks",
    build: (s) =>
      s
        .user("just wanted to say thanks for yesterday, the stripe fix saved my demo 🙏")
        .assistant("Glad it worked out! Anything for today?")
        .user("run the unit tests real quick then i'm off")
        .bash("pnpm vitest run", " Test Files  18 passed (18)\n      Tests  96 passed (96)")
        .assistant("All green, 96 tests.")
        .stop(),
    planted: [],
  },
  {
    id: "t66-invoice-ratelimit",
    build: (s) =>
      s
        .user("customers are hammering the pdf endpoint, like 50 req/s from one account")
        .bash("pnpm why @fastify/rate-limit", "dependencies:\n@fastify/rate-limit 9.1.0")
        .assistant("`@fastify/rate-limit` is installed but not registered. I could limit per API key, e.g. 10 req/s.")
        .user("per api key, 10/s, and 429 with Retry-After. thats the decision")
        .file("Edit", "src/app.ts")
        .bash("pnpm vitest run src/rate-limit.test.ts", " ✓ src/rate-limit.test.ts (3 tests)")
        .assistant("Registered the limiter keyed by API key, 10 req/s, 429 with `Retry-After`. 3 tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["api key", "10"] }],
  },
  {
    id: "t66-go-timezone",
    build: (s) =>
      s
        .user("the hourly parquet files are named weird, 23:00 files show up at 00:00 lol")
        .bash("aws s3 ls s3://acme-raw/events/2026/11/22/ | tail -2", "2026-11-23 00:00:12  1204312 22.parquet\n2026-11-23 01:00:09   998812 23.parquet")
        .assistant("The file names are UTC hours while the listing shows your local time (UTC+1).")
        .user("oh duh. ok so: all partition paths and file names are UTC, always, no local time anywhere in the pipeline. keep it that way")
        .stop(),
    planted: [{ kind: "instruction", keys: ["utc"] }],
  },
  {
    id: "t66-shop-search",
    build: (s) =>
      s
        .user("thinking out loud: algolia for product search? or meilisearch self-hosted?")
        .assistant("Algolia is zero-ops but priced per search; Meilisearch is cheap to self-host and fast for a catalog this size (~2k products).")
        .user("hm both sound fine. i'll ask the boss about budget")
        .bash("psql $SHOP_DB -c 'select count(*) from products'", " count\n-------\n  2114")
        .assistant("2114 products today, for reference.")
        .stop(),
    planted: [],
  },
  {
    id: "t66-plants-mqtt",
    build: (s) =>
      s
        .user("evening! the mqtt broker keeps dropping the fern node")
        .bash(
          "journalctl -u mosquitto --since today | grep fern | tail -2",
          "Client fern has exceeded timeout, disconnecting.\nNew client connected from 192.168.1.44 as fern (k60)",
        )
        .assistant("Keepalive is 60 s and the node misses it while the pump runs (it blocks the loop).")
        .user(
          "makes sense, the pump code blocks. ok: the broker is the raspberry pi in the hallway, 192.168.1.10, that's where everything connects — dont point nodes at anything else",
        )
        .file("Edit", "firmware/mqtt.cpp")
        .assistant("Moved the pump wait to a non-blocking timer so MQTT keepalive keeps running.")
        .stop(),
    planted: [{ kind: "fact", keys: ["192.168.1.10"] }],
  },
  {
    id: "t66-invoice-openapi",
    build: (s) =>
      s
        .user("so the mobile team complains our API docs are out of date. shocking")
        .bash("curl -s localhost:3000/docs/json | jq '.paths | keys | length'", "21")
        .assistant("The served spec has 21 paths; the router has 26 routes, so 5 are missing schemas.")
        .user(
          "ugh. from now on every route gets a zod schema registered with the openapi plugin, no exceptions. and the 5 missing ones are a task for tomorrow",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["zod", "openapi"] },
      { kind: "task", keys: ["5 missing"] },
    ],
  },
  {
    id: "t66-empty-explain",
    build: (s) =>
      s
        .user("dumb question but whats the difference between a goroutine leak and a memory leak")
        .assistant(
          "A goroutine leak is goroutines blocked forever (e.g. on a channel nobody reads); each holds its stack, so it shows up as growing memory too. A plain memory leak is heap you keep referencing.",
        )
        .bash("curl -s localhost:6060/debug/pprof/goroutine?debug=1 | head -1", "goroutine profile: total 14")
        .assistant("The worker runs 14 goroutines right now, which looks steady.")
        .user("ahh ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "t66-go-alerts",
    build: (s) =>
      s
        .user("pager again last night 😤 for a lag alert that resolved itself in 2 min")
        .bash("grep -A3 'IngestLag' deploy/alerts.yaml", "- alert: IngestLag\n  expr: ingest_lag_seconds > 60\n  for: 1m")
        .assistant("The alert fires when lag exceeds 60 s for 1 minute.")
        .user("bump it to 10 minutes for 5m. and the pager rotation is me and Oskar alternating weeks, fyi, Oskar has odd weeks")
        .file("Edit", "deploy/alerts.yaml")
        .assistant("`IngestLag` now needs lag > 600 s for 5 minutes.")
        .user("the alert still has no runbook link, someone should write one eventually")
        .stop(),
    planted: [
      { kind: "fact", keys: ["oskar", "odd"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "t66-shop-deploy",
    build: (s) =>
      s
        .user("ok the shop moves from heroku to vercel, decided with finance this morning, heroku bill was absurd")
        .bash("vercel link --yes", "✅ Linked to acme/shop (created .vercel)")
        .assistant("Linked the repo to the `acme/shop` Vercel project.")
        .user("the env vars still need copying from heroku to vercel, I'll do that monday with the secrets person")
        .stop(),
    planted: [
      { kind: "decision", keys: ["vercel"] },
      { kind: "task", keys: ["env vars"] },
    ],
  },
  {
    id: "t66-empty-bench",
    build: (s) =>
      s
        .user("curious: how fast is the pdf render now")
        .bash("pnpm tsx bench/pdf.ts", "render invoice: 38.2 ms/op (n=200)")
        .assistant("38.2 ms per invoice over 200 runs on this machine.")
        .user("fine. not bad for a tuesday")
        .stop(),
    planted: [],
  },
  {
    id: "t66-invoice-branches",
    build: (s) =>
      s
        .user("hey! quick housekeeping. can you make a branch for the credit note tests")
        .bash("git switch -c lee/credit-note-tests", "Switched to a new branch 'lee/credit-note-tests'")
        .assistant("Created `lee/credit-note-tests`.")
        .user("ty. oh and branch names here are always `<name>/<topic>` like that one, CI rejects anything else")
        .stop(),
    planted: [{ kind: "fact", keys: ["branch names"] }],
  },
  {
    id: "t66-go-superseded",
    build: (s) =>
      s
        .user("for the warehouse load let's just run it every 15 minutes")
        .assistant("OK, a 15-minute cron for the COPY job?")
        .user("hmm actually no, the data team wants hourly, aligned with the parquet files. hourly at :05 it is")
        .file("Edit", "deploy/helm/cronjob.yaml")
        .bash("helm template deploy/helm | grep schedule", '  schedule: "5 * * * *"')
        .assistant("The load cronjob now runs at minute 5 of every hour.")
        .stop(),
    planted: [{ kind: "decision", keys: ["hourly", ":05"] }],
  },
  {
    id: "t66-plants-dash",
    build: (s) =>
      s
        .user("ok I finally have a free evening. lets make the dashboard show percentages instead of raw adc numbers")
        .file("Edit", "dashboard/src/Gauge.tsx")
        .bash("pnpm --dir dashboard build", "✓ built in 2.91s")
        .assistant("Gauges now show 0–100 % (1023 → 0 %, 300 → 100 %). Build passes.")
        .user("love it. someday calibrate each sensor individually instead of the shared 300-1023 range, not now tho")
        .stop(),
    planted: [{ kind: "task", keys: ["calibrate"] }],
  },
  {
    id: "t66-empty-review",
    build: (s) =>
      s
        .user("can u review my diff, be honest but gentle its been a day lol")
        .bash("git diff --stat", " src/invoices/pdf.ts | 12 +++++++-----\n 1 file changed")
        .assistant("Looks good overall. One nit: `formatDate` is called twice per line in the loop; hoisting it would be cleaner. Otherwise 👍")
        .user("fair, hoist it")
        .file("Edit", "src/invoices/pdf.ts")
        .assistant("Hoisted `formatDate` out of the loop.")
        .stop(),
    planted: [],
  },
  {
    id: "t66-shop-analytics",
    build: (s) =>
      s
        .user("marketing also wants google analytics. i'd rather not tbh")
        .assistant("Plausible or Fathom are privacy-friendly alternatives without a cookie banner.")
        .user("plausible it is, I checked with legal, no cookie banner needed with it. GA is not happening")
        .file("Edit", "app/layout.tsx")
        .bash("pnpm next build", "✓ Compiled successfully")
        .assistant("Added the Plausible script to `app/layout.tsx`; build passes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["plausible"] }],
  },
  {
    id: "t66-invoice-db",
    build: (s) =>
      s
        .user("why is the invoices list query slow on prod but fine locally")
        .bash(
          "psql $INVOICE_DB -c 'explain analyze select * from invoices where customer_id = 42 order by issued_at desc limit 50'",
          "Seq Scan on invoices  (cost=0.00..48211.00 rows=310 width=212) (actual time=412.1..418.9 rows=50)",
        )
        .assistant(
          "Seq scan over prod's ~1.2M rows; locally there are only a few hundred, so it hides. An index on `(customer_id, issued_at desc)` would fix it.",
        )
        .user("right. fyi prod has 1.2M invoices and grows ~40k a month. we'll add the index in a migration tomorrow, not during business hours")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1.2m"] },
      { kind: "task", keys: ["index"] },
    ],
  },
  {
    id: "t66-empty-music",
    build: (s) =>
      s
        .user("what do you listen to while coding? jk you're an AI. ok: print the worker's env var names")
        .bash("grep -o 'envconfig:\"[A-Z_]*\"' internal/config/config.go", 'envconfig:"FEED_URL"\nenvconfig:"BATCH_SIZE"\nenvconfig:"S3_BUCKET"')
        .assistant("`FEED_URL`, `BATCH_SIZE`, `S3_BUCKET` (all prefixed `INGEST_`).")
        .stop(),
    planted: [],
  },
  {
    id: "t66-go-style",
    build: (s) =>
      s
        .user('little pet peeve: please wrap errors with %w and some context, like fmt.Errorf("fetch page %d: %w", n, err). bare `return err` drives me nuts')
        .bash("grep -rn 'return err$' internal/ | wc -l", "17")
        .assistant("17 bare `return err` in `internal/`. Want me to wrap them all now?")
        .user("yes")
        .file("Edit", "internal/feed/client.go")
        .bash("go vet ./... && go test ./...", "ok  \tgithub.com/acme/ingest/internal/feed\t1.002s")
        .assistant("Wrapped all 17 with context and `%w`. vet and tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["%w"] }],
  },
  {
    id: "t66-shop-commits",
    build: (s) =>
      s
        .user("gm. commit the og image work pls")
        .bash("git commit -am 'feat(seo): og images for product pages'", "[main 7e1a2b3] feat(seo): og images for product pages\n 1 file changed")
        .assistant("Committed as `7e1a2b3`.")
        .user("perfect — yeah conventional commits like that, always, the changelog tool parses them")
        .stop(),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "t66-plants-power",
    build: (s) =>
      s
        .user("the fern node died after 3 days on battery 😭")
        .bash("grep -m1 'deep_sleep' firmware/main.cpp", "", 1)
        .assistant("There's no deep sleep at all; the C3 stays awake with wifi on, roughly 80 mA.")
        .user(
          "ok yeah. battery nodes must deep-sleep between readings, wake every 15 min, that's the rule for every node on battery. and adding deep sleep to the fern firmware is the next thing i'll do on the weekend",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["deep-sleep", "battery"] },
      { kind: "task", keys: ["deep sleep", "fern"] },
    ],
  },
  {
    id: "t66-invoice-webhooks",
    build: (s) =>
      s
        .user("oh hey, totally unrelated but our customers' webhook endpoints time out a lot")
        .bash("grep -c 'webhook timeout' logs/app.log", "312")
        .assistant("312 webhook timeouts in today's log. We use a 5 s timeout with no retries.")
        .user("someone needs to build retries with a dead letter queue for outgoing webhooks. big one, next quarter probably")
        .stop(),
    planted: [{ kind: "task", keys: ["dead letter"] }],
  },
  {
    id: "t66-go-region",
    build: (s) =>
      s
        .user("which aws region is the bucket in again? i always forget")
        .bash("aws s3api get-bucket-location --bucket acme-raw", '{\n    "LocationConstraint": "eu-central-1"\n}')
        .assistant("`acme-raw` is in `eu-central-1`.")
        .user("right frankfurt. and it has to stay in the EU, customer contracts, so nothing from the pipeline ever goes to a us region")
        .stop(),
    planted: [
      { kind: "fact", keys: ["eu-central-1"] },
      { kind: "instruction", keys: ["us region"] },
    ],
  },
  {
    id: "t66-invoice-queue",
    build: (s) =>
      s
        .user("rough day, kid's home sick and i've had 4 hours of sleep. be nice to me lol")
        .assistant("Sorry to hear that — hope they feel better soon. What do you need?")
        .user("pdf generation blocks the request thread. i was gonna say just setInterval a poller over a jobs table")
        .assistant("That works but you'd reimplement retries and locking. BullMQ on the Redis you already have gives both.")
        .user("ok scratch the poller, BullMQ it is, on the existing redis")
        .bash("redis-cli -u $REDIS_URL info server | grep redis_version", "redis_version:7.2.4")
        .assistant("Redis 7.2.4 is fine for BullMQ.")
        .user(
          "btw that redis is the managed upstash one with a 256mb cap, so keep job payloads tiny. actually moving the pdf rendering off the request path is next week, not now",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["bullmq"] },
      { kind: "fact", keys: ["upstash"] },
      { kind: "task", keys: ["request path"] },
    ],
  },
  {
    id: "t66-go-lint",
    build: (s) =>
      s
        .user("yo. the worker has zero linting, which explains a lot 😅")
        .bash("golangci-lint run ./...", "internal/feed/client.go:52:12: Error return value of `resp.Body.Close` is not checked (errcheck)\n1 issues", 1)
        .file("Edit", "internal/feed/client.go")
        .bash("golangci-lint run ./...", "")
        .assistant("Fixed the unchecked `Body.Close`; golangci-lint is clean with the default linters.")
        .user(
          "sweet. golangci-lint with the defaults plus errorlint goes into CI, that's what we're doing. and pls always run `make check` before you tell me something's done",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Added a golangci-lint step (defaults + `errorlint`) to CI.")
        .user("gosec can come later once someone triages its noise")
        .stop(),
    planted: [
      { kind: "decision", keys: ["errorlint"] },
      { kind: "instruction", keys: ["make check"] },
      { kind: "task", keys: ["gosec"] },
    ],
  },
  {
    id: "t66-shop-runtime",
    build: (s) =>
      s
        .user("hi hi. deploy preview broke with some prisma error")
        .bash("vercel logs shop-git-main.vercel.app | tail -2", "Error: PrismaClient is unable to run in Vercel Edge Functions\n  at app/api/cart/route.ts")
        .assistant("`app/api/cart/route.ts` exports `runtime = 'edge'`, and Prisma can't run there.")
        .user("yeah all our api routes use the node runtime, not edge, because of prisma. remove that line")
        .file("Edit", "app/api/cart/route.ts")
        .bash("vercel deploy --prebuilt", "✅ Preview: https://shop-4kx1.vercel.app")
        .assistant("Removed the edge runtime export; the preview deploys.")
        .user("also fwiw product images live in cloudinary under shop/prod, not in the repo")
        .stop(),
    planted: [
      { kind: "decision", keys: ["node runtime"] },
      { kind: "fact", keys: ["cloudinary"] },
    ],
  },
  {
    id: "t66-plants-ota",
    build: (s) =>
      s
        .user("omg crawling behind the bookshelf to plug usb into the fern node is getting old")
        .bash("ping -c1 fern.local", "64 bytes from 192.168.1.44: icmp_seq=1 ttl=255 time=8.1 ms")
        .assistant("`fern.local` resolves over mDNS. PlatformIO can upload over the air with ArduinoOTA.")
        .user("yes!! each node announces itself as <plant>.local btw. and from now on we flash over OTA only, no more usb cables")
        .file("Edit", "platformio.ini")
        .bash("pio run -e fern -t upload --upload-port fern.local", "Uploading: [============================================================] 100% Done...")
        .assistant("OTA upload to `fern.local` worked.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["<plant>.local"] },
      { kind: "instruction", keys: ["ota"] },
    ],
  },
];

export const TUNING66 = plantedSet(TUNING66_SESSIONS, Date.UTC(2026, 10, 2, 9));
