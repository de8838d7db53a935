/**
 * Training set for the sentence classifier (written without reading the extractor): planted
 * set 41, e-commerce, billing and business-domain logic (pricing, taxes, shipping,
 * subscriptions, invoices, refunds) in the voice of Codex and OpenCode sessions: product owners
 * stating business rules and facts, developers deciding the implementation, tasks with dates.
 * Written from issue 19's description of what should and should not be remembered, without
 * reading src/core/memories/ (except model.ts) or the sessions of the other planted sets. Each
 * session is one segment; the items planted in it are listed with it. Sessions with
 * `planted: []` plant nothing, and every message not naming a planted item must give nothing:
 * questions, hypotheses, proposals rejected or never confirmed, withdrawn ideas, unconfirmed
 * guesses, quoted code/logs/tool output (with "always", "never", "TODO" in them), chit-chat,
 * and requests the agent completes in the same session. Some sessions supersede an earlier
 * decision within the session; only the final one is planted.
 *
 * Matching rule (fixed before any extractor was run on this set; the rule of
 * test/node/planted-blind.ts):
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

const START = Date.UTC(2026, 10, 16, 8);

export const TUNING41_SESSIONS: BlindSession[] = [
  {
    id: "t41-01-free-shipping",
    planted: [
      { kind: "fact", keys: ["free", "threshold"] },
      { kind: "instruction", keys: ["yaml", "shipping"] },
    ],
    build: (s) =>
      s
        .user("Customers in Austria are complaining they pay shipping on a €60 order. Check the shipping quote logic in src/shipping.")
        .assistant("I'll look at how the quote is computed and where the thresholds come from.")
        .bash(
          'rg -n "freeShipping|FREE_" src/shipping',
          "src/shipping/quote.ts:12:const FREE_SHIPPING_MIN = { DE: 4900 };\nsrc/shipping/quote.ts:31:  if (cart.subtotalMinor >= (FREE_SHIPPING_MIN[country] ?? Infinity)) return zero(cart.currency);",
        )
        .bash(
          "sed -n '1,40p' src/shipping/quote.ts | head -20",
          "import { zero, type Money } from '../money';\n\nconst FREE_SHIPPING_MIN = { DE: 4900 };\nconst FLAT = { DE: 495, AT: 695, CH: 1290 };\n// TODO: always read rates from config instead of constants",
        )
        .assistant(
          "Only `DE` has a free-shipping minimum in code (`4900` minor units). Austria falls through to `Infinity`, so AT orders always pay the flat €6.95. Is AT supposed to get free shipping too?",
        )
        .user(
          "Yes. Business rule from our side (I'm the PO for checkout): the free shipping threshold is €49 for Germany AND Austria. Switzerland never gets free shipping because of customs paperwork.",
        )
        .assistant("Understood. Should I just add `AT: 4900` to the constant, or move the table out of code like the TODO says?")
        .user(
          "Move it. Going forward shipping rates and thresholds live in config/shipping.yaml, not in TS constants — ops changes them and shouldn't need a deploy of code they can't read.",
        )
        .file("Write", "config/shipping.yaml")
        .file("Edit", "src/shipping/quote.ts")
        .bash(
          "pnpm vitest run src/shipping",
          " ✓ src/shipping/quote.test.ts (14 tests) 22ms\n ✓ src/shipping/config.test.ts (5 tests) 9ms\n\n Test Files  2 passed (2)\n      Tests  19 passed (19)",
        )
        .assistant(
          "Done.\n\n- The new rates file holds flat rates and free-shipping minimums per country (DE/AT 4900, CH none).\n- `src/shipping/quote.ts` loads it once at startup and validates it with zod.\n- Added AT cases at €48.99 / €49.00.\n\nTests: `pnpm vitest run src/shipping` (19 passed).",
        ),
  },
  {
    id: "t41-02-vat-books",
    planted: [
      { kind: "fact", keys: ["books", "reduced"] },
      { kind: "instruction", keys: ["tax_rates", "literal"] },
    ],
    build: (s) =>
      s
        .user("we're adding printed books to the catalog next month. what VAT does the cart apply today for category=books?")
        .bash(
          'rg -n "category" src/tax/*.ts | head',
          "src/tax/rate.ts:8:export function vatRate(country: string, category: Category): number {\nsrc/tax/rate.ts:9:  if (country === 'DE') return 0.19;\nsrc/tax/rate.ts:10:  if (country === 'AT') return 0.2;",
        )
        .assistant("`vatRate` ignores the category entirely: DE is hard-coded to 19%, AT to 20%. So books would be charged the standard rate today.")
        .user(
          "that's wrong for books. Printed books are taxed at the reduced rate: 7% in Germany and 10% in Austria. Ebooks too since 2020 in DE. I checked with our tax advisor last week",
        )
        .assistant("Okay. Where should the reduced rates live? I could add them to `rate.ts` next to the standard ones.")
        .user(
          "no, no more rates in code. the db already has a tax_rates table that finance maintains. every VAT lookup goes through tax_rates (country, category, valid_from), never a literal in the source",
        )
        .bash(
          "psql $DATABASE_URL -c '\\d tax_rates'",
          '                Table "public.tax_rates"\n   Column    |     Type      | Nullable\n-------------+---------------+----------\n country     | character(2)  | not null\n category    | text          | not null\n rate_bp     | integer       | not null\n valid_from  | date          | not null\nIndexes:\n    "tax_rates_pkey" PRIMARY KEY, btree (country, category, valid_from)',
        )
        .file("Edit", "src/tax/rate.ts")
        .file("Edit", "src/tax/rate.test.ts")
        .bash("pnpm vitest run src/tax", " ✓ src/tax/rate.test.ts (11 tests) 31ms\n\n Test Files  1 passed (1)\n      Tests  11 passed (11)")
        .assistant(
          "`vatRate` now queries `tax_rates` for the latest row with `valid_from <= orderDate`, cached per request. Tests cover DE/AT books and the standard category.",
        ),
  },
  {
    id: "t41-03-proration",
    planted: [
      { kind: "decision", keys: ["downgrades", "period"] },
      { kind: "task", keys: ["leap"] },
    ],
    build: (s) =>
      s
        .user("Need to implement plan changes for subscriptions (Starter → Pro and back). How do we charge mid-cycle?")
        .bash(
          'rg -n "proration|prorate" src/billing | head',
          "src/billing/subscriptions.ts:77:  // TODO proration: never charged for plan changes yet\nsrc/billing/stripe-sync.ts:40:      proration_behavior: 'none',",
        )
        .assistant(
          "Nothing is prorated today (`proration_behavior: 'none'`). Options:\n1. Prorate both ways (credit unused time on downgrade, charge the difference on upgrade).\n2. Prorate upgrades only; downgrades wait until renewal.\n3. No proration; every change at renewal.",
        )
        .user("what does Stripe do by default?")
        .assistant(
          "Default is `create_prorations` both ways, which produces a credit line on downgrades that sits on the customer balance until the next invoice.",
        )
        .user("we had support tickets about those credits confusing people at the old company. hmm")
        .user(
          "ok decision: upgrades are prorated by day and charged immediately; downgrades take effect at the end of the current billing period, no credit. Jonas (PO) agreed on slack",
        )
        .file("Edit", "src/billing/plan-change.ts")
        .file("Edit", "src/billing/stripe-sync.ts")
        .bash(
          "pnpm vitest run src/billing/plan-change.test.ts",
          " ✓ src/billing/plan-change.test.ts (9 tests) 44ms\n   ✓ upgrade mid-cycle charges 15/30 of the difference\n   ✓ downgrade schedules the change at current_period_end\n   ✓ downgrade twice keeps only the last schedule\n\n Tests  9 passed (9)",
        )
        .assistant(
          "Implemented: upgrades call Stripe with `proration_behavior: 'always_invoice'`; a downgrade creates a subscription schedule phase starting at `current_period_end`. 9 tests pass.",
        )
        .user(
          "nice. one gap: february in a leap year (29 days) isn't covered. add a leap-year proration test before 2027-12-31 or we'll only find out in 2028 lol. not now",
        ),
  },
  {
    id: "t41-04-po-chat",
    planted: [],
    build: (s) =>
      s
        .user("hi! I'm new on the pricing team. can you give me a quick tour of where prices come from in this repo?")
        .bash(
          'ls src/pricing && rg -n "export function" src/pricing | head',
          "catalog.ts\nquote.ts\ndiscounts.ts\nindex.ts\nsrc/pricing/quote.ts:14:export function quoteCart(cart: Cart, ctx: QuoteContext): Quote {\nsrc/pricing/discounts.ts:9:export function applyDiscounts(lines: Line[], codes: string[]): Line[] {\nsrc/pricing/catalog.ts:21:export function listPrice(sku: string, currency: Currency): Money {",
        )
        .assistant(
          "Short tour:\n- `catalog.ts` → `listPrice(sku, currency)`\n- `discounts.ts` → coupon and sale logic on the lines\n- `quote.ts` → `quoteCart` puts it together (lines, discounts, tax, shipping)\n\nA good starting point is `quote.test.ts`, it walks through a full cart.",
        )
        .user("thanks, super helpful. is quote.test.ts up to date?")
        .bash("pnpm vitest run src/pricing/quote.test.ts", " ✓ src/pricing/quote.test.ts (23 tests) 57ms\n\n Tests  23 passed (23)")
        .assistant("It passes (23 tests) on main, so yes.")
        .user("cool 👍 I'll read through it"),
  },
  {
    id: "t41-05-invoice-numbering",
    planted: [
      { kind: "fact", keys: ["gaps", "sequential"] },
      { kind: "decision", keys: ["counter", "entity"] },
    ],
    build: (s) =>
      s
        .user("Finance found invoice numbers 2026-004811 and 2026-004813 but no 004812. what happened?")
        .bash(
          'rg -n "nextInvoiceNumber" -A6 src/invoices/numbering.ts',
          '14:export async function nextInvoiceNumber(db: Db): Promise<string> {\n15-  const last = await db.one("select max(number) from invoices");\n16-  const n = parse(last) + 1;\n17-  return format(n);\n18-}',
        )
        .bash(
          "grep -h '004812' logs/api-2026-11-1*.log | head -4",
          '2026-11-14T10:22:03Z invoice.create number=2026-004812 order=o_99120\n2026-11-14T10:22:03Z invoice.create ROLLBACK order=o_99120 err="payment_intent requires_action"',
        )
        .assistant(
          "The number was taken for order o_99120, then the transaction rolled back because the payment needed 3-D Secure. Numbers are also derived from `max(number)+1` outside a lock, so two concurrent checkouts could even get the same one.",
        )
        .user(
          "For context: in Germany invoice numbers have to be sequential and unique per issuing company, and finance needs to explain every gap to the auditor. So gaps aren't a cosmetic issue.",
        )
        .assistant(
          "Two ways to fix it: (a) a Postgres sequence per company, allocated only when the invoice is finalized after payment; (b) a counter table row locked with `SELECT ... FOR UPDATE` inside the finalize transaction.",
        )
        .user("does (a) avoid gaps? sequences can skip on rollback too")
        .assistant(
          "Right, `nextval` isn't rolled back. (a) only works if we call it after the payment succeeded and nothing can fail after. (b) is gap-free by construction because the increment rolls back with the transaction.",
        )
        .user("then (b). a counter row per legal entity, incremented in the finalize transaction. go")
        .file("Write", "migrations/0087_invoice_counters.sql")
        .file("Edit", "src/invoices/numbering.ts")
        .bash(
          "pnpm vitest run src/invoices",
          " ✓ src/invoices/numbering.test.ts (7 tests) 210ms\n   ✓ 50 concurrent finalizations produce 50 consecutive numbers\n   ✓ a rolled-back finalization leaves no gap\n ✓ src/invoices/pdf.test.ts (4 tests) 96ms\n\n Tests  11 passed (11)",
        )
        .assistant(
          "`invoice_counters(issuer_id, year, last_number)`; `finalizeInvoice` locks and increments it in the same transaction as the insert. Concurrency and rollback tests pass.",
        ),
  },
  {
    id: "t41-06-refund-window",
    planted: [
      { kind: "fact", keys: ["delivery", "days"] },
      { kind: "task", keys: ["carrier", "webhook"] },
    ],
    build: (s) =>
      s
        .user("support says the refund button disappears too early for some orders. repro: order o_88123, ordered Oct 20, delivered Nov 3")
        .bash(
          'rg -n "isRefundable" -A5 src/refunds/policy.ts',
          "9:export function isRefundable(order: Order, now: Date): boolean {\n10-  const days = differenceInCalendarDays(now, order.createdAt);\n11-  return days <= 30 && order.status !== 'refunded';\n12-}",
        )
        .assistant(
          "The window counts from `createdAt`. o_88123 was ordered 27 days before it arrived, so it closed 3 days after the customer got it. Should it count from when the parcel arrived instead?",
        )
        .user(
          "yes — that's the policy (and the law for distance selling is stricter anyway): customers can return within 30 days from delivery, not from the order date. legal signed off on 30 days",
        )
        .bash(
          "psql $DATABASE_URL -c \"select count(*) filter (where delivered_at is null) as missing, count(*) from orders where status='shipped' and created_at > now() - interval '90 days'\"",
          " missing | count\n---------+-------\n    1204 | 40311\n(1 row)",
        )
        .assistant(
          "1,204 of 40,311 recent shipped orders have no `delivered_at`, because we only get it when the carrier scan arrives. For those I'd fall back to `shipped_at + 5 days`?",
        )
        .user("ok use shipped_at + 5 as fallback for now")
        .file("Edit", "src/refunds/policy.ts")
        .file("Edit", "src/refunds/policy.test.ts")
        .bash("pnpm vitest run src/refunds", " ✓ src/refunds/policy.test.ts (12 tests) 18ms\n\n Tests  12 passed (12)")
        .assistant("`isRefundable` now counts from `delivered_at`, falling back to `shipped_at + 5 days`; o_88123 is refundable until Dec 3 in the test.")
        .user(
          "good. the missing delivered_at is the real problem though — we need the DPD carrier webhook wired up so every order gets a delivery timestamp. target: before the Dec 1 peak",
        ),
  },
  {
    id: "t41-07-money-type",
    planted: [
      { kind: "instruction", keys: ["dinero", "codebase"] },
      { kind: "decision", keys: ["amount_minor"] },
    ],
    build: (s) =>
      s
        .user("refactor the cart totals to stop using parseFloat everywhere? there's 19 occurrences in src/cart")
        .bash('rg -c "parseFloat|toFixed" src/cart src/checkout', "src/cart/totals.ts:11\nsrc/cart/lines.ts:5\nsrc/checkout/summary.ts:3")
        .bash(
          'rg -n "dinero" package.json src | head -3',
          'package.json:31:    "dinero.js": "2.0.0-alpha.14",\nsrc/invoices/lines.ts:2:import { dinero, add, multiply } from \'dinero.js\';',
        )
        .assistant("dinero.js is already a dependency and the invoice code uses it. I can convert the cart to it as well.")
        .user(
          "yes. rule for the whole codebase: money is a Dinero object in application code, period. no number math on amounts, no toFixed. if you see float money in a PR, flag it",
        )
        .assistant("And in the database? `cart_lines.price` is `numeric(10,2)` today, so reads come back as strings and get parseFloat'd.")
        .user("what are our options there")
        .assistant(
          "Keep `numeric` and convert string→Dinero at the repository layer, or change columns to `bigint` minor units plus a `currency` column, which maps 1:1 to Dinero's `{ amount, currency, scale }`.",
        )
        .user("bigint minor units. new columns named amount_minor + currency, old numeric columns dropped after backfill")
        .file("Write", "migrations/0088_cart_amount_minor.sql")
        .file("Edit", "src/cart/totals.ts")
        .file("Edit", "src/cart/lines.ts")
        .file("Edit", "src/checkout/summary.ts")
        .bash(
          'rg -c "parseFloat|toFixed" src/cart src/checkout; pnpm vitest run src/cart src/checkout',
          " ✓ src/cart/totals.test.ts (21 tests) 40ms\n ✓ src/cart/lines.test.ts (8 tests) 12ms\n ✓ src/checkout/summary.test.ts (6 tests) 19ms\n\n Tests  35 passed (35)",
        )
        .assistant("No `parseFloat`/`toFixed` left in cart and checkout; the migration adds the two columns and backfills them in batches. 35 tests pass."),
  },
  {
    id: "t41-08-empty-csv-export",
    planted: [],
    build: (s) =>
      s
        .user("can you export all refunds from October as CSV for Frau Keller? columns: date, order, amount, reason")
        .bash(
          "psql $DATABASE_URL -c \"\\copy (select r.created_at::date, r.order_id, r.amount_minor/100.0 as amount, r.reason from refunds r where r.created_at >= '2026-10-01' and r.created_at < '2026-11-01' order by 1) to '/tmp/refunds-2026-10.csv' csv header\"",
          "COPY 412",
        )
        .bash(
          "head -5 /tmp/refunds-2026-10.csv",
          "created_at,order_id,amount,reason\n2026-10-01,o_80112,24.90,damaged\n2026-10-01,o_80007,119.00,not_as_described\n2026-10-02,o_80420,9.99,late_delivery\n2026-10-02,o_80511,49.00,changed_mind",
        )
        .assistant("412 refunds written to `/tmp/refunds-2026-10.csv` with a header row; amounts in euros with two decimals.")
        .user("can you sum the amount so I can double check against stripe?")
        .bash(
          "psql $DATABASE_URL -tc \"select sum(amount_minor)/100.0 from refunds where created_at >= '2026-10-01' and created_at < '2026-11-01'\"",
          " 18211.43",
        )
        .assistant("€18,211.43 in total.")
        .user("matches the dashboard. thanks, sending it over"),
  },
  {
    id: "t41-09-reverse-charge",
    planted: [
      { kind: "fact", keys: ["reverse", "charge"] },
      { kind: "decision", keys: ["vies", "cache"] },
    ],
    build: (s) =>
      s
        .user("A Dutch business customer got charged German VAT. They gave us their VAT ID at checkout (NL8230...). Why?")
        .bash(
          'rg -n "vatId|vat_id" src/tax | head -6',
          "src/tax/rate.ts:20:  // TODO: b2b with vat id\nsrc/checkout/schema.ts:44:  vatId: z.string().optional(),",
        )
        .assistant("We collect `vatId` but the tax code ignores it (there's a TODO). So every customer pays the rate for their country regardless.")
        .user(
          "Rule, as PO: for EU business customers outside Germany with a valid VAT ID, we don't charge VAT; the invoice says 'reverse charge' and the customer accounts for it. German B2B customers still pay German VAT.",
        )
        .assistant("Valid means checked against VIES, I assume? That's the EU's SOAP service, and it's down fairly often.")
        .user("yes VIES. how do we deal with it being down?")
        .assistant(
          "Could check on every checkout and block on failure, or check once when the ID is entered and keep the result for some time. A guess, but 24h seems reasonable to me.",
        )
        .user(
          "checkout must not block on VIES. we validate when the VAT ID is saved and cache the VIES result for 24 hours; if VIES is down at checkout we use the last cached answer",
        )
        .file("Write", "src/tax/vies.ts")
        .file("Edit", "src/tax/rate.ts")
        .file("Edit", "src/invoices/pdf.ts")
        .bash(
          "pnpm vitest run src/tax src/invoices",
          " ✓ src/tax/vies.test.ts (8 tests) 66ms\n ✓ src/tax/rate.test.ts (15 tests) 29ms\n ✓ src/invoices/pdf.test.ts (5 tests) 120ms\n\n Tests  28 passed (28)",
        )
        .assistant(
          "Implemented with tests: NL B2B with a valid ID gets 0% and the invoice note; DE B2B keeps 19%; VIES timeout falls back to the stored result.",
        ),
  },
  {
    id: "t41-10-estonia-rate",
    planted: [{ kind: "task", keys: ["estonia", "valid_from"] }],
    build: (s) =>
      s
        .user("quick sanity check on the tax_rates table, anything expired or odd?")
        .bash(
          "psql $DATABASE_URL -c \"select country, category, rate_bp, valid_from from tax_rates where category='standard' order by country\" | head -14",
          " country | category | rate_bp | valid_from\n---------+----------+---------+------------\n AT      | standard |    2000 | 2016-01-01\n BE      | standard |    2100 | 2016-01-01\n DE      | standard |    1900 | 2021-01-01\n EE      | standard |    2200 | 2024-01-01\n FI      | standard |    2550 | 2024-09-01\n FR      | standard |    2000 | 2016-01-01",
        )
        .assistant("Nothing expired as such; the latest rows look current. FI shows the 25.5% from Sept 2024, so someone has been maintaining it.")
        .user("Estonia goes from 22% to 24% on 1 July 2025... wait no, that already happened? check")
        .bash(
          "psql $DATABASE_URL -c \"select * from tax_rates where country='EE' order by valid_from\"",
          " country | category | rate_bp | valid_from\n---------+----------+---------+------------\n EE      | standard |    2000 | 2016-01-01\n EE      | standard |    2200 | 2024-01-01\n(2 rows)",
        )
        .assistant(
          "The table only has EE at 20% and 22%. There is no 24% row. I don't know the official date of the increase from here; I'd rather not guess it.",
        )
        .user(
          "ok I'll get the exact date from the tax advisor. open item for finance+us: add the Estonia 24% row to tax_rates with the right valid_from, by 15 Dec 2026 at the latest",
        )
        .assistant("Noted, nothing inserted yet."),
  },
  {
    id: "t41-11-annual-plans",
    planted: [
      { kind: "fact", keys: ["annual", "months"] },
      { kind: "task", keys: ["pricing", "page"] },
    ],
    build: (s) =>
      s
        .user("add yearly billing to the plans endpoint. Pro is €29/month")
        .bash(
          "sed -n '1,30p' src/plans/catalog.ts",
          "export const PLANS = {\n  starter: { monthly: 900 },\n  pro: { monthly: 2900 },\n  team: { monthly: 7900, perSeat: true },\n} as const;",
        )
        .assistant("What should the yearly price be? I could use 12 × monthly with some discount, but I'd need the number from you.")
        .user(
          "pricing rule from the business side: annual plans cost 10 times the monthly price, i.e. two months free. applies to every plan incl. Team per seat",
        )
        .file("Edit", "src/plans/catalog.ts")
        .file("Edit", "src/plans/routes.ts")
        .bash(
          "pnpm vitest run src/plans && curl -s localhost:8787/api/plans | jq '.pro'",
          ' ✓ src/plans/catalog.test.ts (6 tests) 8ms\n ✓ src/plans/routes.test.ts (4 tests) 31ms\n\n Tests  10 passed (10)\n{\n  "monthly": { "amount_minor": 2900, "currency": "EUR" },\n  "yearly": { "amount_minor": 29000, "currency": "EUR" }\n}',
        )
        .assistant("`/api/plans` now returns `yearly` for each plan (Pro: €290). The yearly figure is derived from the monthly one, not stored separately.")
        .user("should we show 'save 17%' on the toggle? marketing asked")
        .assistant("2/12 is 16.7%, so 'save 17%' rounds up slightly; 'two months free' is exact. Your call.")
        .user("dunno, let me ask them")
        .user(
          "update: marketing wants the new pricing page with the monthly/yearly toggle live for the January campaign, so the frontend part must ship by 8 Jan 2027. that's a separate ticket, not for this PR",
        ),
  },
  {
    id: "t41-12-stripe-mock",
    planted: [
      { kind: "instruction", keys: ["stripe-mock", "network"] },
      { kind: "fact", keys: ["clock", "customers"] },
    ],
    build: (s) =>
      s
        .user("billing tests take 4 minutes and flake. look at src/billing/*.test.ts")
        .bash(
          'rg -n "new Stripe\\(" src/billing/*.test.ts | head -4; rg -c "await sleep" src/billing',
          "src/billing/renewal.test.ts:6:const stripe = new Stripe(process.env.STRIPE_TEST_KEY!);\nsrc/billing/invoice.test.ts:4:const stripe = new Stripe(process.env.STRIPE_TEST_KEY!);\nsrc/billing/renewal.test.ts:14\nsrc/billing/invoice.test.ts:6",
        )
        .assistant(
          "The tests call Stripe's real test-mode API over the network and `sleep` while waiting for webhooks. That explains both the time and the flakes (network, rate limits).",
        )
        .user("what's the alternative")
        .assistant(
          "`stripe-mock` (Stripe's official mock server) runs locally in a container and answers the API shape-correctly, without state. For time-dependent flows (renewals) Stripe has test clocks, but those only exist on the real API.",
        )
        .user(
          "ok: unit and integration tests in this repo talk to stripe-mock only, no network calls to Stripe from the test suite. the renewal flows we'll cover separately",
        )
        .file("Edit", "docker-compose.test.yml")
        .file("Edit", "src/billing/renewal.test.ts")
        .file("Edit", "src/billing/invoice.test.ts")
        .bash(
          "docker compose -f docker-compose.test.yml up -d stripe-mock && pnpm vitest run src/billing",
          "[+] Running 1/1\n ✔ Container app-stripe-mock-1  Started\n ✓ src/billing/invoice.test.ts (12 tests) 410ms\n ✓ src/billing/renewal.test.ts (9 tests) 388ms\n\n Tests  21 passed (21)\n Duration  2.91s",
        )
        .assistant("Billing tests now take about 3 s against stripe-mock instead of ~4 minutes.")
        .user("what about the renewal-with-time-travel cases you removed?")
        .bash(
          "stripe test_helpers test_clocks create --frozen-time $(date +%s) --name probe | jq '.status'; stripe test_helpers test_clocks list | jq '.data | length'",
          '"ready"\n1',
        )
        .assistant(
          "I checked on the account: a Stripe test clock works (created one named probe and deleted it again), and each test clock can advance simulated time for up to 3 customers' subscriptions at once, so renewal scenarios have to be grouped accordingly.",
        ),
  },
  {
    id: "t41-13-empty-coupon-question",
    planted: [],
    build: (s) =>
      s
        .user("does the coupon BLACK25 work on the sale items? a customer asks")
        .bash(
          "psql $DATABASE_URL -c \"select code, pct_off, applies_to, excludes_sale, valid_until from coupons where code='BLACK25'\"",
          "  code   | pct_off | applies_to | excludes_sale | valid_until\n---------+---------+------------+---------------+-------------\n BLACK25 |      25 | all        | t             | 2026-11-30\n(1 row)",
        )
        .assistant("BLACK25 is configured with `excludes_sale = true`, so sale items are excluded. It's valid until Nov 30.")
        .user("ok thx I'll tell support")
        .assistant("👍"),
  },
  {
    id: "t41-14-dunning",
    planted: [
      { kind: "decision", keys: ["dunning", "retries"] },
      { kind: "fact", keys: ["past_due", "suspended"] },
      { kind: "task", keys: ["dunning", "emails"] },
    ],
    build: (s) =>
      s
        .user("what happens right now when a subscription renewal payment fails?")
        .bash(
          'rg -n "invoice.payment_failed" -A8 src/webhooks/stripe.ts',
          "61:    case 'invoice.payment_failed': {\n62-      await subs.markPastDue(evt.data.object.subscription);\n63-      // TODO never cancel automatically?\n64-      break;\n65-    }",
        )
        .bash("psql $DATABASE_URL -tc \"select count(*), min(past_due_since) from subscriptions where status='past_due'\"", "   318 | 2026-03-02 04:11:00+00")
        .assistant(
          "We mark the subscription `past_due` and stop there. Stripe's Smart Retries are off in the dashboard settings I can see via the API, so nothing retries. There are 318 subscriptions in `past_due`, the oldest since March — they still have full access.",
        )
        .user("full access since march for free?? lol. ok, product call needed. Jonas?")
        .user(
          "Jonas here (PO). rule: a past_due account keeps access for 10 days, then it's suspended (read-only), and cancelled after 30 days if still unpaid",
        )
        .assistant("For the retries in those 10 days: Stripe Smart Retries (ML-timed), or our own schedule?")
        .user("our own schedule so support can explain it: dunning retries on day 1, 3, 5 and 9 after the failure, via the Stripe API from our job runner")
        .file("Write", "src/billing/dunning.ts")
        .file("Edit", "src/webhooks/stripe.ts")
        .bash(
          "pnpm vitest run src/billing/dunning.test.ts",
          " ✓ src/billing/dunning.test.ts (11 tests) 52ms\n   ✓ retries on day 1, 3, 5, 9\n   ✓ suspends on day 10\n   ✓ cancels on day 30\n\n Tests  11 passed (11)",
        )
        .assistant(
          "`src/billing/` now schedules the payment attempts and the suspend/cancel steps as jobs; the webhook starts it. The 318 existing past_due subscriptions aren't touched by this change.",
        )
        .user(
          "good. still missing: the customer-facing dunning emails (payment failed, 3 days left, suspended). copy comes from marketing on 2 Dec, then we build them — deadline 12 Dec",
        ),
  },
  {
    id: "t41-15-gift-cards",
    planted: [
      { kind: "fact", keys: ["voucher", "vat"] },
      { kind: "instruction", keys: ["finance", "tax"] },
    ],
    build: (s) =>
      s
        .user("we're launching gift cards. the checkout currently adds 19% VAT to the gift card line. correct?")
        .bash(
          'rg -n "giftcard|gift_card" src/tax src/pricing | head',
          "src/pricing/quote.ts:58:    if (line.kind === 'gift_card') line.taxCategory = 'standard';",
        )
        .assistant(
          "The quote code treats a gift card like any product, taxed at the standard rate. I'm not sure that's right; in some countries vouchers are taxed only when redeemed. I'd want confirmation before changing it.",
        )
        .user(
          "confirmed with the tax advisor: our gift cards are multi-purpose vouchers, so no VAT when the card is sold — VAT is charged on the goods when the card is redeemed",
        )
        .file("Edit", "src/pricing/quote.ts")
        .file("Edit", "src/pricing/quote.test.ts")
        .bash(
          "pnpm vitest run src/pricing",
          " ✓ src/pricing/quote.test.ts (26 tests) 61ms\n ✓ src/pricing/discounts.test.ts (18 tests) 22ms\n\n Tests  44 passed (44)",
        )
        .assistant("The gift-card line now has tax category `none`; redeeming a card is a payment method, so the goods keep their VAT. Tests added for both.")
        .user(
          "ty. general rule for you on this project: anything that changes how tax is calculated gets a review from finance (tag @finance-review on the PR), even if it's a one-liner",
        )
        .bash("gh pr create --fill --reviewer acme/finance-review | tail -1", "https://github.com/acme/shop/pull/902")
        .assistant("Opened #902 with finance-review requested."),
  },
  {
    id: "t41-16-invoice-pdf",
    planted: [
      { kind: "decision", keys: ["typst", "rendering"] },
      { kind: "instruction", keys: ["credit", "note"] },
    ],
    build: (s) =>
      s
        .user("invoice PDFs take 3-4s each with puppeteer and the container needs 1GB for chromium. alternatives?")
        .bash(
          'rg -n "puppeteer" src/invoices package.json && du -sh node_modules/puppeteer* 2>/dev/null',
          'package.json:40:    "puppeteer": "^23.9.0",\nsrc/invoices/pdf.ts:3:import puppeteer from \'puppeteer\';\n298M\tnode_modules/puppeteer',
        )
        .assistant(
          "Candidates: pdfkit/pdf-lib (draw by code, fast, but layout is manual), react-pdf (JSX layout, medium speed), or Typst (a typesetting CLI, ~30 MB binary, templates as text, fast).",
        )
        .user("let's try react-pdf, the team knows React")
        .file("Write", "src/invoices/pdf-react.tsx")
        .bash(
          "node scripts/bench-pdf.mjs --n 50",
          "puppeteer   50 invoices  171.2s  (3.42s/inv)  rss 1012MB\nreact-pdf   50 invoices   38.9s  (0.78s/inv)  rss 388MB\ntypst       50 invoices    4.1s  (0.08s/inv)  rss 61MB",
        )
        .assistant(
          "I benchmarked all three on 50 real invoices: react-pdf 0.78 s each, Typst 0.08 s each with 61 MB RSS. The react-pdf port also renders the VAT table slightly differently (line wraps).",
        )
        .user("wow. ok scrap react-pdf, we go with typst for invoice rendering. templates in templates/invoice.typ")
        .bash("rm src/invoices/pdf-react.tsx && git status --short", " M package.json\n?? scripts/bench-pdf.mjs")
        .file("Write", "templates/invoice.typ")
        .file("Edit", "src/invoices/pdf.ts")
        .bash(
          "pnpm vitest run src/invoices/pdf.test.ts",
          " ✓ src/invoices/pdf.test.ts (6 tests) 412ms\n   ✓ renders reverse-charge note\n   ✓ renders 7% and 19% VAT groups separately\n\n Tests  6 passed (6)",
        )
        .assistant("`pdf.ts` now shells out to `typst compile` with the invoice as JSON input; the 6 PDF tests pass (text extracted with pdftotext).")
        .user("can we re-render all old invoices with the new template so they look consistent?")
        .assistant("Technically yes, it's a loop over the invoices table. Want me to write the script?")
        .user(
          "hmm actually no. finance says an issued invoice must never be regenerated or changed. if something on an issued invoice is wrong, you issue a credit note and a new invoice. keep that in mind whenever you touch invoices",
        )
        .assistant("Understood, no re-rendering."),
  },
  {
    id: "t41-17-empty-stripe-dashboard",
    planted: [],
    build: (s) =>
      s
        .user("how many active subscriptions do we have by plan? need it for the board slide")
        .bash(
          "psql $DATABASE_URL -c \"select plan, interval, count(*) from subscriptions where status='active' group by 1,2 order by 1,2\"",
          "  plan   | interval | count\n---------+----------+-------\n pro     | month    |  2210\n pro     | year     |   801\n starter | month    |  5902\n starter | year     |   611\n team    | month    |   340\n team    | year     |   122\n(6 rows)",
        )
        .assistant("9,986 active subscriptions: Starter 6,513 (611 yearly), Pro 3,011 (801 yearly), Team 462 (122 yearly).")
        .user("and MRR?")
        .bash(
          "psql $DATABASE_URL -tc \"select round(sum(case when interval='month' then amount_minor else amount_minor/12.0 end)/100) from subscriptions where status='active'\"",
          " 158204",
        )
        .assistant("About €158k MRR, with yearly plans spread over 12 months. Seat counts for Team are included in `amount_minor`.")
        .user("perfect, thanks!"),
  },
  {
    id: "t41-18-currency-conversion",
    planted: [
      { kind: "decision", keys: ["ecb", "daily"] },
      { kind: "fact", keys: ["chf", "swiss"] },
    ],
    build: (s) =>
      s
        .user("we want to show prices in GBP and CHF on the storefront. how are non-EUR prices done today?")
        .bash(
          'rg -n "convert|fxRate" src/pricing | head',
          "src/pricing/catalog.ts:40:  // FIXME: CHF prices come from the Swiss price list, everything else is EUR only",
        )
        .bash(
          'psql $DATABASE_URL -c "select currency, count(*) from price_list group by 1"',
          " currency | count\n----------+-------\n CHF      |  2480\n EUR      |  2480\n(2 rows)",
        )
        .assistant("Only EUR and CHF exist, and CHF isn't converted: there's a complete CHF price list (2,480 SKUs) next to the EUR one.")
        .user(
          "right, background: Swiss customers are billed in CHF by our Swiss company (Acme Shop AG), with its own price list set by the Swiss team. never convert CHF from EUR",
        )
        .assistant("For GBP then: a maintained GBP list like CHF, or converted prices from EUR using some daily rate?")
        .user("converted. which rate source")
        .assistant("Free options: the ECB reference rates (published once per working day, ~16:00 CET), or openexchangerates (hourly, paid above 1k requests).")
        .user("ECB daily reference rate, fetched once a day, and the converted price rounded up to .99. good enough for display + charging")
        .file("Write", "src/pricing/fx.ts")
        .file("Write", "src/jobs/fetch-ecb-rates.ts")
        .bash(
          "pnpm vitest run src/pricing/fx.test.ts",
          " ✓ src/pricing/fx.test.ts (8 tests) 14ms\n   ✓ 49.00 EUR at 0.8612 → 42.99 GBP\n   ✓ falls back to the previous day on weekends\n\n Tests  8 passed (8)",
        )
        .assistant("Added the daily rate job and `fx.ts` (EUR → GBP with .99 rounding; CHF stays on its own list)."),
  },
  {
    id: "t41-19-refund-queue",
    planted: [
      { kind: "decision", keys: ["refunds", "async"] },
      { kind: "instruction", keys: ["idempotency-key"] },
    ],
    build: (s) =>
      s
        .user("refund requests time out from the admin when stripe is slow, and people click again → double refunds. saw 3 this week")
        .bash(
          "psql $DATABASE_URL -c \"select order_id, count(*), array_agg(stripe_refund_id) from refunds where created_at > now() - interval '7 days' group by 1 having count(*) > 1\"",
          " order_id | count |          array_agg\n----------+-------+-----------------------------\n o_91020  |     2 | {re_3Qb1...,re_3Qb1...}\n o_91877  |     2 | {re_3Qc8...,re_3Qc9...}\n o_92113  |     2 | {re_3Qd0...,re_3Qd0...}\n(3 rows)",
        )
        .bash(
          'rg -n "refunds.create" -B2 -A4 src/refunds/service.ts',
          "31:export async function refund(orderId: string, amount: Money) {\n32-  const order = await orders.get(orderId);\n33:  const r = await stripe.refunds.create({ payment_intent: order.pi, amount: amount.amount });\n34-  await db.insert(refunds).values({ orderId, stripeRefundId: r.id, amountMinor: amount.amount });",
        )
        .assistant(
          "The admin request waits for Stripe synchronously and there's no idempotency key, so a second click makes a second refund. Could fix it by disabling the button in the UI, but that doesn't protect against two tabs.",
        )
        .user(
          "let's change the model: refunds become async. the admin creates a refund request row (pending), a worker executes it against stripe and updates the status. UI polls",
        )
        .file("Write", "migrations/0089_refund_requests.sql")
        .file("Write", "src/refunds/worker.ts")
        .file("Edit", "src/refunds/service.ts")
        .file("Edit", "admin/src/pages/OrderRefund.tsx")
        .bash(
          "pnpm vitest run src/refunds admin/src/pages/OrderRefund.test.tsx",
          " ✓ src/refunds/worker.test.ts (9 tests) 77ms\n ✓ src/refunds/service.test.ts (7 tests) 21ms\n ✓ admin/src/pages/OrderRefund.test.tsx (4 tests) 130ms\n\n Tests  20 passed (20)",
        )
        .assistant(
          "Requests are stored as `pending`, the worker executes them one at a time per order, and a unique index on `(order_id, request_id)` rejects a second identical request. 20 tests pass.",
        )
        .user(
          "also: every stripe call that moves money (refunds, charges, payouts) must send an Idempotency-Key derived from our own row id. no exceptions, retries included",
        )
        .file("Edit", "src/refunds/worker.ts")
        .bash('rg -n "idempotencyKey" src | wc -l', "4")
        .assistant("The worker passes `idempotencyKey: refund_request.id`; charges and payouts already did."),
  },
  {
    id: "t41-20-empty-typo-invoice",
    planted: [],
    build: (s) =>
      s
        .user("the invoice footer says 'Umsatzsteuer-ID' twice. can you fix the template")
        .bash('rg -n "Umsatzsteuer-ID" templates/invoice.typ', "88:  Umsatzsteuer-ID: #data.seller.vat_id\n91:  Umsatzsteuer-ID: #data.seller.vat_id")
        .file("Edit", "templates/invoice.typ")
        .bash("pnpm vitest run src/invoices/pdf.test.ts", " ✓ src/invoices/pdf.test.ts (6 tests) 398ms\n\n Tests  6 passed (6)")
        .assistant("Removed the duplicate line 91; PDF tests pass.")
        .user("merci"),
  },
  {
    id: "t41-21-coupon-engine",
    planted: [
      { kind: "decision", keys: ["negative", "lines"] },
      { kind: "fact", keys: ["stack", "sale"] },
      { kind: "task", keys: ["legacy", "coupon"] },
    ],
    build: (s) =>
      s
        .user("I'm rewriting discounts for the new coupon engine. how are discounts represented in orders right now?")
        .bash(
          "psql $DATABASE_URL -c '\\d orders' | grep -i disc; rg -n \"discount\" src/orders/model.ts | head -5",
          " discount_minor   | bigint |\n discount_code    | text   |\nsrc/orders/model.ts:22:  discountMinor: number; // total discount, not per line\nsrc/orders/model.ts:23:  discountCode?: string;",
        )
        .assistant(
          "A single `discount_minor` per order, not per line. That makes VAT per rate impossible to get right when a cart mixes 7% and 19% items, because the discount isn't split across the VAT groups.",
        )
        .user("how would you model it instead? just thinking out loud")
        .assistant(
          "One option: a `discount_minor` on every line, allocated proportionally. Another: discounts as separate entries with a minus amount, tagged with the VAT group they reduce.",
        )
        .user("what does the accounting export (DATEV) prefer?")
        .bash(
          'rg -n "Rabatt|discount" src/exports/datev.ts | head -4',
          "src/exports/datev.ts:51:    // Rabatt is booked on account 8736 per tax key\nsrc/exports/datev.ts:52:    rows.push(discountRow(order.discountMinor, 'standard'));",
        )
        .assistant("DATEV wants discounts booked per tax key, so separate discount entries per VAT group map naturally.")
        .user("ok then: discounts are modelled as negative order lines, one per VAT group they apply to. that's the data model for the new engine")
        .user(
          "and a business rule to encode, from the PO doc: coupons never stack with each other (one code per order), and percentage coupons don't apply to items already on sale",
        )
        .file("Write", "src/discounts/engine.ts")
        .file("Write", "src/discounts/engine.test.ts")
        .bash(
          "pnpm vitest run src/discounts",
          " ✓ src/discounts/engine.test.ts (17 tests) 35ms\n   ✓ splits a 10% coupon across the 7% and 19% groups\n   ✓ rejects a second code\n   ✓ skips sale items for percentage coupons\n\n Tests  17 passed (17)",
        )
        .assistant("The engine produces minus-amount entries per VAT group and enforces one code per order and no percentage discount on sale items. 17 tests.")
        .user(
          "great. the ~1,900 old coupon codes in the legacy table still need migrating into the new engine's format, before we switch over on 15 January. separate task",
        ),
  },
  {
    id: "t41-22-empty-po-question",
    planted: [],
    build: (s) =>
      s
        .user("(PO here) quick q, no code: if someone orders on the 31st and their monthly plan renews, do they get billed on the 30th in months with 30 days?")
        .bash('rg -n "billing_cycle_anchor" src/billing | head -3', "src/billing/stripe-sync.ts:52:      billing_cycle_anchor: anchorFor(order.createdAt),")
        .assistant(
          "We pass the signup time as the billing anchor to Stripe. I believe Stripe then bills on the last day of shorter months and goes back to the 31st when the month has one, but I haven't verified that against their docs or a test clock.",
        )
        .user("ok, I'll read the stripe docs myself then. thanks!"),
  },
  {
    id: "t41-23-b2b-net-terms",
    planted: [
      { kind: "fact", keys: ["enterprise", "net"] },
      { kind: "decision", keys: ["send_invoice", "enterprise"] },
      { kind: "task", keys: ["overdue", "reminder"] },
    ],
    build: (s) =>
      s
        .user("sales closed the first enterprise deal. they can't pay by card. what do we need?")
        .assistant("Some context first: what terms did sales agree?")
        .user(
          "standard terms for all Enterprise customers: they pay by bank transfer against an invoice, net 30 days, and the annual price is negotiated per contract",
        )
        .bash('rg -n "collection_method" src | head', "src/billing/stripe-sync.ts:38:      collection_method: 'charge_automatically',")
        .assistant(
          "Stripe supports that with `collection_method: 'send_invoice'` and `days_until_due: 30`: it emails an invoice with bank details and marks it paid when the transfer is matched. Alternatively we skip Stripe for these contracts and create the invoices ourselves.",
        )
        .user("if we skip stripe, does the rest of our invoicing (numbering, pdf) still work?")
        .assistant("Numbering and PDFs yes, they're ours. But we'd have to build payment matching against the bank account ourselves.")
        .user("nope. enterprise subscriptions go through stripe with send_invoice, 30 days. our numbering + PDF on top like for everyone")
        .file("Edit", "src/billing/stripe-sync.ts")
        .file("Write", "src/billing/enterprise.ts")
        .bash("pnpm vitest run src/billing/enterprise.test.ts", " ✓ src/billing/enterprise.test.ts (6 tests) 48ms\n\n Tests  6 passed (6)")
        .assistant(
          "Added `createEnterpriseSubscription(contract)` with a custom price per contract and invoice collection. The normal self-serve flow is unchanged.",
        )
        .user(
          "cool. what we don't have: overdue handling. someone has to build a reminder email when an invoice is 7 days overdue, with finance in cc — finance wants it by end of January 2027",
        ),
  },
  {
    id: "t41-24-rounding",
    planted: [
      { kind: "instruction", keys: ["half-up", "line"] },
      { kind: "task", keys: ["datev", "cent"] },
    ],
    build: (s) =>
      s
        .user("DATEV export and our invoices disagree by a cent on ~2% of orders. finance is annoyed. look at src/exports/datev.ts vs src/invoices/totals.ts")
        .bash(
          'rg -n "round" src/exports/datev.ts src/invoices/totals.ts',
          "src/exports/datev.ts:71:  const vat = Math.round(netTotal * rate);  // round on total\nsrc/invoices/totals.ts:33:  const vat = lines.reduce((a, l) => a + roundHalfEven(l.net * l.rate), 0); // per line",
        )
        .assistant(
          "Two different roundings: invoices compute VAT per line with half-even, the export recomputes it on the order total with `Math.round` (rounding .5 away from zero). So the sums can differ by a cent.",
        )
        .user("which one is right?")
        .assistant(
          "Both are legal in Germany as far as I know, as long as it's consistent. I'm not certain about the half-even part, so I'd check with finance.",
        )
        .user(
          "asked finance. our convention from now on: VAT is computed per invoice line and rounded commercially (half-up) to the cent, then summed. nobody rounds on the total, and nobody recomputes VAT downstream — exports read the stored line amounts",
        )
        .file("Edit", "src/invoices/totals.ts")
        .file("Edit", "src/exports/datev.ts")
        .bash(
          "pnpm vitest run src/invoices src/exports && node scripts/compare-datev.mjs --month 2026-10",
          " ✓ src/invoices/totals.test.ts (19 tests) 20ms\n ✓ src/exports/datev.test.ts (11 tests) 44ms\n\n Tests  30 passed (30)\ncompared 40311 orders: 0 mismatches (new code) vs 811 (old export)",
        )
        .assistant("Both now use the stored per-line VAT. Comparing October: 0 mismatches with the new code, 811 with the old export.")
        .user(
          "nice. the 811 already-exported october rows are booked though. finance needs a correction file for those one-cent differences before they close november on 5 Dec — can you remind whoever is on billing next week",
        ),
  },
  {
    id: "t41-25-empty-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("conversion on checkout dropped 4% since tuesday. is it the new shipping yaml?")
        .bash(
          "git log --since=2026-11-17 --oneline -- config/shipping.yaml src/shipping src/checkout",
          "c9a1f02 feat(shipping): read rates from config/shipping.yaml\n7b2e11d fix(checkout): VAT ID input validation",
        )
        .assistant(
          "Two changes touched checkout since Tuesday. Maybe the VAT ID validation is rejecting valid IDs and people give up? Or shipping costs changed for some country by mistake. Both are guesses so far.",
        )
        .bash(
          "psql $DATABASE_URL -c \"select country, count(*) filter (where step='shipping') as at_shipping, count(*) filter (where step='paid') as paid from checkout_funnel where ts > '2026-11-17' group by 1 order by 2 desc limit 4\"",
          " country | at_shipping | paid\n---------+-------------+------\n DE      |       20112 | 13390\n AT      |        4211 |  2870\n CH      |        1180 |  1075\n NL      |         980 |  402\n(4 rows)",
        )
        .assistant(
          "NL stands out: only 41% of NL checkouts that reach shipping get paid, vs 65-90% elsewhere. That could point at the VAT ID step, since NL has many business buyers. Still not proven.",
        )
        .user("interesting. I'll ask analytics to look at NL specifically before we change anything"),
  },
  {
    id: "t41-26-clock-abstraction",
    planted: [
      { kind: "instruction", keys: ["clock", "date.now"] },
      { kind: "instruction", keys: ["pnpm", "billing"] },
    ],
    build: (s) =>
      s
        .user("the renewal test fails every month on the 1st. it's failing today. fix?")
        .bash(
          "pnpm vitest run src/billing/renewal.test.ts 2>&1 | tail -12",
          " FAIL  src/billing/renewal.test.ts > renewal > renews at period end\nAssertionError: expected 2026-12-31T00:00:00.000Z to equal 2026-12-01T00:00:00.000Z\n ❯ src/billing/renewal.test.ts:41:33\n     39|     const sub = makeSub({ periodEnd: addMonths(new Date(), 1) });\n     40|     const next = nextRenewal(sub);\n     41|     expect(next).toEqual(startOfMonth(addMonths(new Date(), 1)));\n\n Tests  1 failed | 8 passed (9)",
        )
        .assistant(
          "The test builds its expectation from `new Date()` and so does the code under test (`nextRenewal` calls `Date.now()` internally). On the 1st the two month computations diverge. I can freeze time with `vi.useFakeTimers` in the test.",
        )
        .user(
          "do that for the test, but the real fix is in the code: billing code never calls Date.now() or new Date() directly. take a Clock (src/lib/clock.ts) as a parameter so tests can pass a fixed one. that's the convention in src/billing",
        )
        .file("Read", "src/lib/clock.ts")
        .file("Edit", "src/billing/renewal.ts")
        .file("Edit", "src/billing/renewal.test.ts")
        .bash('rg -n "Date\\.now\\(\\)|new Date\\(\\)" src/billing | grep -v test', "src/billing/proration.ts:18:  const today = new Date();")
        .file("Edit", "src/billing/proration.ts")
        .bash(
          "npx vitest run src/billing",
          " ✓ src/billing/renewal.test.ts (9 tests) 24ms\n ✓ src/billing/proration.test.ts (12 tests) 18ms\n ✓ src/billing/dunning.test.ts (11 tests) 41ms\n\n Tests  32 passed (32)",
        )
        .assistant("`nextRenewal` and `prorate` take a `Clock`; tests pass a fixed clock on the 1st, the 15th and the 31st.")
        .user(
          "👍 btw you ran `npx vitest run` — in this repo please use `pnpm test:billing` for the billing package, it sets TZ=UTC and the stripe-mock env. plain vitest only works by luck on your machine",
        )
        .bash("pnpm test:billing 2>&1 | tail -3", " Test Files  6 passed (6)\n      Tests  71 passed (71)\n   Duration  3.12s")
        .assistant("71 tests pass that way."),
  },
  {
    id: "t41-27-shipping-carrier",
    planted: [
      { kind: "decision", keys: ["shippo", "tables"] },
      { kind: "task", keys: ["dhl", "contract"] },
    ],
    build: (s) =>
      s
        .user("should we keep calling Shippo for live rates at checkout? it adds 600ms and costs per call")
        .bash(
          "rg -n \"shippo\" src | head -5; psql $DATABASE_URL -tc \"select count(distinct rate_minor) from shipping_quotes where created_at > now() - interval '30 days' and country in ('DE','AT')\"",
          "src/shipping/live.ts:4:import { Shippo } from 'shippo';\nsrc/shipping/live.ts:22:  const rates = await shippo.rates.list({ shipment });\nsrc/checkout/quote.ts:61:  const ship = await liveRates(cart);\n       3",
        )
        .assistant("In the last 30 days DE/AT quotes only ever came back with 3 distinct prices. The live call mostly returns the same answer, just slowly.")
        .user("what about heavy/bulky items")
        .bash('psql $DATABASE_URL -tc "select count(*) from products where weight_g > 31500"', "    14")
        .assistant("14 products are above 31.5 kg (the parcel limit); those would need a freight rate. Everything else fits the parcel tiers.")
        .user(
          "ok, decided with ops: we stop calling Shippo at checkout. shipping is charged from the flat tables in shipping.yaml by weight tier; the 14 bulky products get a fixed freight surcharge",
        )
        .file("Edit", "src/checkout/quote.ts")
        .file("Edit", "config/shipping.yaml")
        .bash("pnpm test:shipping 2>&1 | tail -3", " Test Files  3 passed (3)\n      Tests  27 passed (27)\n   Duration  1.02s")
        .assistant("Checkout reads the weight tiers from config; the live-rates module is no longer called (still in the tree). 27 shipping tests pass.")
        .user("good. ops signs the new DHL contract in December; the tier prices in the yaml have to be updated to the new contract rates before 1 Jan 2027"),
  },
  {
    id: "t41-28-empty-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning. slow day, anything fun in the error logs overnight?")
        .bash(
          "kubectl -n shop logs deploy/api --since=12h | grep -c ERROR; kubectl -n shop logs deploy/api --since=12h | grep ERROR | awk -F'msg=' '{print $2}' | sort | uniq -c | sort -rn | head -3",
          '37\n     31 "vies timeout, using cached result"\n      4 "stripe webhook signature mismatch (test event)"\n      2 "pdf render retry"',
        )
        .assistant(
          "37 errors overnight: 31 VIES timeouts that fell back to cached results as designed, 4 signature mismatches on Stripe test events, and 2 PDF render retries that succeeded.",
        )
        .user("boring, good. coffee time ☕")
        .assistant("Enjoy."),
  },
  {
    id: "t41-29-price-history",
    planted: [
      { kind: "instruction", keys: ["valid_from", "update"] },
      { kind: "fact", keys: ["sap", "master"] },
    ],
    build: (s) =>
      s
        .user("please bump the price of SKU PRO-KEY-01 from 49 to 54 EUR")
        .bash(
          "psql $DATABASE_URL -c \"select sku, currency, amount_minor, valid_from from price_list where sku='PRO-KEY-01' order by valid_from\"",
          "    sku     | currency | amount_minor | valid_from\n------------+----------+--------------+------------\n PRO-KEY-01 | EUR      |         4900 | 2025-03-01\n PRO-KEY-01 | CHF      |         5290 | 2025-03-01\n(2 rows)",
        )
        .assistant("I'd run `update price_list set amount_minor = 5400 where sku='PRO-KEY-01' and currency='EUR'`. OK?")
        .user(
          "no update! price_list is append-only: a price change is a new row with valid_from, the old row stays so orders and audits can see what the price was. never update or delete price rows",
        )
        .bash(
          "psql $DATABASE_URL -c \"insert into price_list (sku, currency, amount_minor, valid_from) values ('PRO-KEY-01','EUR',5400,current_date) returning *\"",
          "    sku     | currency | amount_minor | valid_from\n------------+----------+--------------+------------\n PRO-KEY-01 | EUR      |         5400 | 2026-11-25\n(1 row)\n\nINSERT 0 1",
        )
        .assistant("Inserted a new EUR row at 54.00 valid from today; the 49.00 row stays.")
        .user("hm but tonight's sync will probably overwrite it")
        .bash(
          'rg -n "price_list" src/jobs/*.ts | head -4',
          "src/jobs/sync-erp-prices.ts:12:// source of truth: SAP S/4 price conditions (PR00), pulled nightly 02:00\nsrc/jobs/sync-erp-prices.ts:40:    await db.insert(priceList).values(rows).onConflictDoNothing();",
        )
        .assistant(
          "It won't overwrite: the sync only inserts missing rows. But the job's comment says SAP is the source of truth for prices and the sync runs nightly at 02:00, so if SAP still says 49, the shop and SAP disagree from now on.",
        )
        .user("yeah that's right, SAP is the master for all list prices, the shop db only mirrors it. I'll ask Ralf to change it in SAP too")
        .assistant("Okay. I haven't changed anything else."),
  },
  {
    id: "t41-30-oss-report",
    planted: [
      { kind: "task", keys: ["oss", "report"] },
      { kind: "fact", keys: ["distance-selling", "threshold"] },
    ],
    build: (s) =>
      s
        .user("finance asked whether we charge the customer's country VAT for EU consumers, or German VAT")
        .bash(
          "psql $DATABASE_URL -c \"select billing_country, vat_rate_bp, count(*) from orders where created_at >= '2026-10-01' and customer_type='b2c' and billing_country <> 'DE' group by 1,2 order by 3 desc limit 5\"",
          " billing_country | vat_rate_bp | count\n-----------------+-------------+-------\n AT              |        2000 |  4102\n NL              |        2100 |   611\n FR              |        2000 |   402\n BE              |        2100 |   215\n IT              |        2200 |   188\n(5 rows)",
        )
        .assistant("Destination country rates: AT 20%, NL 21%, FR 20%, IT 22%. So we charge the customer's country VAT for EU consumers.")
        .user(
          "right, that's because we're way over the EU distance-selling threshold of €10,000 a year, so destination VAT applies for all EU B2C sales. finance just wanted to be sure the code does it",
        )
        .bash('rg -n "oss|OSS" src/exports | head -3 || echo none', "")
        .assistant("There's no OSS (One-Stop-Shop) export in src/exports, so the quarterly declaration must be assembled by hand right now.")
        .user(
          "yep, finance does it in excel 😬. we need a quarterly OSS report export (per country, per rate, net + VAT). the Q4 declaration is due 31 Jan 2027, so it should exist before then",
        )
        .assistant("Okay, not started."),
  },
  {
    id: "t41-31-stripe-tax",
    planted: [
      { kind: "decision", keys: ["stripe", "automatic_tax"] },
      { kind: "task", keys: ["registrations", "dashboard"] },
    ],
    build: (s) =>
      s
        .user("we're expanding to the UK and Norway next year. our tax_rates table approach won't scale to non-EU rules. thoughts?")
        .assistant(
          "Two routes: extend our own table with per-country rules (UK has its own VAT, Norway VOEC for low-value goods), or delegate calculation to Stripe Tax, which handles registrations and rules per jurisdiction.",
        )
        .user("I'd rather keep control. extend our table")
        .bash('rg -n "tax_rates" src | wc -l; rg -n "vatRate\\(" src | wc -l', "14\n9")
        .assistant(
          "That's 9 call sites today; UK and Norway would need special cases for low-value consignments (UK £135, Norway NOK 3,000) in several of them.",
        )
        .user("hmm that's more than I thought. how much does stripe tax cost?")
        .bash("curl -s https://stripe.com/de/tax/pricing | grep -o -m2 '0[,.][0-9]\\+ %[^<]*'", "0,5 % pro Transaktion")
        .assistant("0.5% per transaction where we're registered, per their pricing page.")
        .user(
          "ok I changed my mind. for checkout and subscriptions we switch to Stripe Tax (automatic_tax enabled), our tax_rates table stays only for the DATEV export mapping. I'll get finance to sign off on the cost",
        )
        .file("Edit", "src/billing/stripe-sync.ts")
        .file("Edit", "src/checkout/session.ts")
        .bash("pnpm test:billing 2>&1 | tail -3", " Test Files  7 passed (7)\n      Tests  79 passed (79)\n   Duration  3.40s")
        .assistant(
          "Checkout sessions and subscriptions now pass `automatic_tax: { enabled: true }` and send the customer address; the mock server accepts it and the tests pass.",
        )
        .user(
          "thx. before go-live someone has to enter our tax registrations (DE, OSS, later UK + NO) in the Stripe dashboard, otherwise Stripe calculates 0. must be done by 1 Feb 2027",
        ),
  },
  {
    id: "t41-32-empty-refactor",
    planted: [],
    build: (s) =>
      s
        .user("extract the duplicated address formatting in invoices and emails into one helper")
        .bash(
          'rg -n "formatAddress|street.*zip" src/invoices src/emails | head -6',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: quoted source code
          "src/invoices/pdf.ts:88:  const addr = `${a.street}\\n${a.zip} ${a.city}\\n${countryName(a.country)}`;\nsrc/emails/order-confirmation.ts:41:  const addr = `${a.street}\\n${a.zip} ${a.city}\\n${countryName(a.country)}`;\nsrc/emails/shipping.ts:19:  const addr = [a.street, `${a.zip} ${a.city}`, countryName(a.country)].join('\\n');",
        )
        .file("Write", "src/lib/address.ts")
        .file("Edit", "src/invoices/pdf.ts")
        .file("Edit", "src/emails/order-confirmation.ts")
        .file("Edit", "src/emails/shipping.ts")
        .bash(
          "pnpm vitest run src/lib/address.test.ts src/emails src/invoices",
          " ✓ src/lib/address.test.ts (5 tests) 6ms\n ✓ src/emails/order-confirmation.test.ts (7 tests) 33ms\n ✓ src/emails/shipping.test.ts (4 tests) 21ms\n ✓ src/invoices/pdf.test.ts (6 tests) 402ms\n\n Tests  22 passed (22)",
        )
        .assistant("`formatAddress(a)` in `src/lib/address.ts`, used by the invoice and both emails. Added a test with a missing street line. 22 tests pass.")
        .user("ty!"),
  },
  {
    id: "t41-33-subscriptions-cron",
    planted: [
      { kind: "fact", keys: ["renewals", "entitlements"] },
      { kind: "instruction", keys: ["staging", "dry-run"] },
    ],
    build: (s) =>
      s
        .user("where do subscription renewals actually get triggered? stripe or us?")
        .bash(
          'rg -n "renew" src/jobs/*.ts | head -5; cat deploy/cron.yaml | grep -A2 renew',
          'src/jobs/renew-subscriptions.ts:9:export async function renewDue(clock: Clock) {\n  - name: renew-subscriptions\n    schedule: "0 3 * * *"\n    command: node dist/jobs/renew-subscriptions.js',
        )
        .file("Read", "src/jobs/renew-subscriptions.ts")
        .assistant(
          "Us, partly: Stripe charges the subscription, but our own renewals job runs every day at 03:00 UTC (deploy/cron.yaml) and extends entitlements, resets usage quotas and sends the renewal receipt for everything Stripe renewed in the last 24 h.",
        )
        .user("oh interesting. so if that job fails, people lose access?")
        .assistant("Not immediately; entitlements have a 3-day grace, so one failed run is harmless. Two or three in a row would be.")
        .user("ok. I need to change the quota reset logic in there, teams get 5k API calls now instead of 2k")
        .file("Edit", "src/jobs/renew-subscriptions.ts")
        .file("Edit", "src/plans/catalog.ts")
        .bash("pnpm test:billing 2>&1 | tail -3", " Test Files  7 passed (7)\n      Tests  81 passed (81)\n   Duration  3.51s")
        .assistant("Team quota is 5,000 now; tests updated.")
        .user(
          "before merging anything that touches the renewals job: run it against staging with --dry-run and paste the summary into the PR. it has bitten us before",
        )
        .bash(
          "STAGE=staging node dist/jobs/renew-subscriptions.js --dry-run | tail -4",
          "dry run: 412 subscriptions due\n  would extend: 409\n  would reset quota: 409 (team: 37 → 5000 calls)\n  skipped (past_due): 3",
        )
        .assistant(
          "Dry run on staging: 412 due, 409 would be extended and reset (37 Team at 5,000 calls), 3 skipped as past_due. I'll paste this into the PR description.",
        ),
  },
  {
    id: "t41-34-chargebacks",
    planted: [
      { kind: "fact", keys: ["chargeback", "fee"] },
      { kind: "decision", keys: ["radar", "3ds"] },
    ],
    build: (s) =>
      s
        .user("chargebacks went up in october. how many and what do they cost us?")
        .bash(
          "stripe disputes list --created[gte]=1759276800 --limit 100 | jq '[.data[] | .reason] | group_by(.) | map({r: .[0], n: length})'",
          '[\n  { "r": "fraudulent", "n": 41 },\n  { "r": "product_not_received", "n": 9 },\n  { "r": "subscription_canceled", "n": 6 }\n]',
        )
        .assistant("56 disputes in October, 41 of them marked fraudulent.")
        .user("each one costs €15 on top of the lost money btw — that's our chargeback fee in the Stripe contract, win or lose")
        .bash(
          "stripe radar value_lists list | jq '.data | length'; rg -n \"request_three_d_secure\" src | head -2",
          "0\nsrc/checkout/session.ts:71:      request_three_d_secure: 'automatic',",
        )
        .assistant(
          "We use 3-D Secure only when the card issuer requires it (`automatic`), and no Radar rules are configured. Options: require the extra authentication step for risky orders via a fraud rule, or for everything above some amount.",
        )
        .user("forcing 3DS for everything kills conversion. hmm what does stripe suggest")
        .assistant(
          "Their docs suggest a Radar rule like `Request 3D Secure if :risk_level: = 'elevated'`. I haven't seen data on what it does to our conversion.",
        )
        .user("let's do that: a Radar rule requesting 3DS for elevated and highest risk, and block 'highest'. review numbers in a month")
        .bash(
          "stripe radar rules create --action request_credentials --predicate \":risk_level: in ('elevated','highest')\" 2>&1 | tail -1",
          '{"id": "rule_1QhX...", "action": "request_credentials"}',
        )
        .assistant("Rule created in the Stripe account. Blocking 'highest' is Stripe's default already.")
        .user("k"),
  },
  {
    id: "t41-35-empty-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("maybe we should round all prices to .99 in every currency? looks nicer")
        .bash(
          "psql $DATABASE_URL -tc \"select count(*) filter (where amount_minor % 100 <> 99), count(*) from price_list where currency='EUR'\"",
          "   612 |  2480",
        )
        .assistant(
          "612 of 2,480 EUR prices don't end in .99. Rounding them changes prices for a quarter of the catalog; SAP would need the same change or the nightly sync would disagree.",
        )
        .user("ugh right, SAP. forget it, not worth it")
        .assistant("Okay, dropped."),
  },
  {
    id: "t41-36-intl-format",
    planted: [
      { kind: "instruction", keys: ["intl.numberformat"] },
      { kind: "task", keys: ["emails", "locale"] },
    ],
    build: (s) =>
      s
        .user("french customers see prices as '€49.00' in the cart, should be '49,00 €'. fix the cart component")
        .bash(
          'rg -n "formatPrice|toFixed\\(2\\)" web/src | head -6',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: quoted source code
          "web/src/lib/price.ts:3:export const formatPrice = (m: number) => `€${(m / 100).toFixed(2)}`;\nweb/src/components/Cart.tsx:12:import { formatPrice } from '../lib/price';\nweb/src/emails/preview.tsx:30:  `€${(total / 100).toFixed(2)}`",
        )
        .assistant("`formatPrice` hard-codes the euro sign in front and a dot as decimal separator. I'll make it locale-aware.")
        .user(
          "yes — and as a rule: customer-facing amounts are always formatted with Intl.NumberFormat for the customer's locale and the order currency. no hand-built strings with € signs anywhere",
        )
        .file("Edit", "web/src/lib/price.ts")
        .file("Edit", "web/src/components/Cart.tsx")
        .bash(
          "pnpm --filter web vitest run src/lib/price.test.ts",
          " ✓ src/lib/price.test.ts (7 tests) 11ms\n   ✓ fr-FR EUR → 49,00 €\n   ✓ de-CH CHF → CHF 52.90\n   ✓ en-GB GBP → £42.99\n\n Tests  7 passed (7)",
        )
        .assistant("`formatPrice(money, locale)` is locale-aware now; the cart passes the session locale. fr-FR shows `49,00 €` now.")
        .user("the order emails have the same bug right? (preview.tsx line 30)")
        .bash('rg -c "toFixed\\(2\\)" src/emails web/src/emails', "src/emails/order-confirmation.ts:3\nsrc/emails/shipping.ts:1\nweb/src/emails/preview.tsx:1")
        .assistant(
          "Yes, five places in the email templates build the string by hand. Those render server-side, where the customer's locale isn't passed in today.",
        )
        .user(
          "right, that needs the locale stored on the order first. follow-up for next sprint (starts 1 Dec): pass the customer locale into the order emails and format amounts properly there",
        ),
  },
  {
    id: "t41-37-ledger",
    planted: [
      { kind: "decision", keys: ["append-only", "ledger"] },
      { kind: "instruction", keys: ["balance", "sum"] },
    ],
    build: (s) =>
      s
        .user("customer credit balances are wrong for a few accounts after the refund bug. how is the balance stored?")
        .bash(
          "psql $DATABASE_URL -c '\\d customer_credit'; rg -n \"credit_minor\\s*=\" src | head -4",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: quoted source code
          " customer_id | text   |\n credit_minor | bigint |\n updated_at  | timestamptz |\nsrc/refunds/worker.ts:61:    set({ credit_minor: sql`credit_minor + ${amt}` })\nsrc/billing/invoice.ts:88:    set({ credit_minor: sql`credit_minor - ${used}` })\nsrc/admin/credit.ts:20:    set({ credit_minor: input.value })",
        )
        .assistant(
          "A single mutable `credit_minor` per customer, changed in three places, one of which (admin) overwrites it with an absolute value. There's no history, so we can't tell what the balance should be.",
        )
        .user("can we reconstruct it?")
        .bash("psql $DATABASE_URL -tc \"select count(*) from refunds r where r.method='credit' and r.created_at > '2026-11-10'\"", "    211")
        .assistant("Partially: 211 credit refunds since the bug plus invoice usages can be replayed, but admin overrides aren't logged anywhere.")
        .user(
          "ok we're fixing the model, not patching numbers: credit moves into an append-only ledger table (customer, amount ±, reason, ref). no updates, no deletes",
        )
        .file("Write", "migrations/0090_credit_ledger.sql")
        .file("Edit", "src/refunds/worker.ts")
        .file("Edit", "src/billing/invoice.ts")
        .file("Edit", "src/admin/credit.ts")
        .bash("pnpm test:billing 2>&1 | tail -3", " Test Files  8 passed (8)\n      Tests  88 passed (88)\n   Duration  3.70s")
        .assistant("The three writers insert ledger entries now; the admin form creates an adjustment entry with the difference and a mandatory reason.")
        .user(
          "and the balance is never stored as a column again — anyone who needs it computes the sum over the ledger rows (there's an index on customer_id). if it gets slow we talk about snapshots, not a mutable field",
        )
        .assistant("Understood; `customer_credit.credit_minor` is only read by the migration's backfill now."),
  },
  {
    id: "t41-38-log-quote",
    planted: [{ kind: "fact", keys: ["retries", "throws"] }],
    build: (s) =>
      s
        .user("what does this warning in the worker logs mean? 'WARN invoice finalize: always retrying on lock timeout, never giving up'")
        .bash(
          'rg -n "always retrying on lock timeout" src',
          "src/invoices/finalize.ts:72:      log.warn('invoice finalize: always retrying on lock timeout, never giving up');",
        )
        .file("Read", "src/invoices/finalize.ts")
        .assistant(
          "It's logged when `finalizeInvoice` waits for the counter row lock longer than 2 s. The message overstates it: the loop retries up to 5 times, then throws.",
        )
        .user("lol misleading log. whatever, how often does it happen")
        .bash("kubectl -n shop logs deploy/worker --since=24h | grep -c 'lock timeout'", "3")
        .assistant("Three times in the last 24 hours.")
        .user("fine, ignore"),
  },
  {
    id: "t41-39-pln-launch",
    planted: [
      { kind: "task", keys: ["pln", "qa"] },
      { kind: "fact", keys: ["blik", "dominant"] },
    ],
    build: (s) =>
      s
        .user("we launch in Poland in April. what breaks if a customer picks PLN?")
        .bash(
          "rg -n \"'EUR' \\| 'CHF'|Currency =\" src/money.ts; psql $DATABASE_URL -tc \"select count(*) from price_list where currency='PLN'\"",
          "src/money.ts:4:export type Currency = 'EUR' | 'CHF' | 'GBP';\n     0",
        )
        .assistant(
          "The `Currency` type has no PLN and there are no PLN prices, so it wouldn't even typecheck. Converted via ECB like GBP, or a Polish price list like CHF?",
        )
        .user("not decided yet, Marta is checking with the polish team")
        .assistant("Okay. Payment methods would matter too; is card enough in Poland?")
        .user(
          "no, from the market research: BLIK is the dominant online payment method in Poland, more than half of e-commerce payments. without it we don't need to bother launching",
        )
        .bash("stripe payment_method_configurations list | jq '.data[0].blik.available'", "true")
        .assistant("BLIK is available on our Stripe account (it needs PLN as the charge currency).")
        .user(
          "good. so the open item: PLN support end to end (currency type, prices, BLIK at checkout) must be done by 15 March 2027 so QA has two weeks before the Poland launch",
        )
        .assistant("Noted; nothing changed yet."),
  },
  {
    id: "t41-40-webhook-secrets",
    planted: [
      { kind: "task", keys: ["restricted", "keys"] },
      { kind: "instruction", keys: ["secret", "1password"] },
    ],
    build: (s) =>
      s
        .user("our stripe secret key is used by 6 services. is that as bad as it sounds?")
        .bash(
          'rg -l "STRIPE_SECRET_KEY" services/*/deploy.yaml',
          "services/api/deploy.yaml\nservices/worker/deploy.yaml\nservices/admin/deploy.yaml\nservices/reports/deploy.yaml\nservices/emails/deploy.yaml\nservices/search/deploy.yaml",
        )
        .assistant(
          "All six get the full secret key, including reports, emails and search, which as far as I can see only read data. A restricted key per service with only the permissions it needs would limit the damage of a leak.",
        )
        .user("how many of them actually write?")
        .bash(
          "for s in reports emails search; do echo \"$s: $(rg -c 'stripe\\.[a-z]+\\.(create|update|del)' services/$s/src | wc -l)\"; done",
          "reports: 0\nemails: 0\nsearch: 0",
        )
        .assistant("None of those three writes to Stripe.")
        .user(
          "ok. open task for January (after the freeze, so from 7 Jan 2027): replace the full secret key with restricted keys in reports, emails and search, read-only",
        )
        .user(
          "and generally: secrets don't go into deploy yamls or .env files in the repo. they live in 1password and get injected by the op CLI at deploy. if you need a secret, ask, don't paste it",
        )
        .bash('rg -n "sk_live|sk_test" services | head -2 || echo clean', "")
        .assistant("No keys are committed in services/; all six read from the environment."),
  },
  {
    id: "t41-41-price-increase",
    planted: [
      { kind: "fact", keys: ["increase", "cancel"] },
      { kind: "task", keys: ["announcement", "subscribers"] },
      { kind: "decision", keys: ["grandfathered", "july"] },
    ],
    build: (s) =>
      s
        .user("Pro goes from €29 to €32 on 1 February. what do we need to do in the system?")
        .bash(
          "rg -n \"price_pro_monthly|PRO_PRICE\" src config | head -4; stripe prices list --lookup-keys pro_monthly | jq '.data[0].unit_amount'",
          "src/plans/catalog.ts:3:  pro: { monthly: 2900 },\n2900",
        )
        .assistant(
          "New customers: a new Stripe price plus the catalog change. Existing subscribers: either migrate their subscriptions to the new price at renewal, or keep them on €29.",
        )
        .user(
          "legal constraint first: for existing subscribers we have to announce a price increase at least 30 days before it applies, by email, with the right to cancel. that's in our T&Cs",
        )
        .user("so... should existing customers just keep 29 forever? marketing would love that as a 'loyalty' thing")
        .assistant(
          "Keeping them forever means two Pro prices in the system long term, and every future change splits further. A time-limited grandfathering (e.g. until their next renewal after 1 Feb) is simpler to explain.",
        )
        .user("decision with Jonas: existing subscribers are grandfathered at €29 until 31 July 2027, then move to €32. new signups pay €32 from 1 Feb")
        .bash(
          "stripe prices create --product prod_Pro --unit-amount 3200 --currency eur --recurring.interval month --lookup-key pro_monthly_2027 | jq .id",
          '"price_1QiPro2027"',
        )
        .file("Edit", "src/plans/catalog.ts")
        .file("Write", "src/jobs/migrate-pro-price.ts")
        .bash("pnpm test:billing 2>&1 | tail -3", " Test Files  9 passed (9)\n      Tests  94 passed (94)\n   Duration  3.92s")
        .assistant(
          "New price created (`pro_monthly_2027`), the catalog switches on 1 Feb, and a job moves existing Pro subscriptions to the new price at their first renewal after 31 July 2027.",
        )
        .user(
          "and the announcement email to current Pro subscribers has to go out by 1 January at the latest (30 days before). marketing writes it, we send it — put it on the list",
        ),
  },
  {
    id: "t41-42-empty-how-to",
    planted: [],
    build: (s) =>
      s
        .user("how do I run only the refund tests in watch mode while I work on the UI?")
        .assistant("`pnpm vitest src/refunds` (without `run`) watches. Want me to check that it picks up the admin page test too?")
        .user("yes pls")
        .bash(
          "pnpm vitest list src/refunds admin/src/pages/OrderRefund.test.tsx | tail -4",
          "src/refunds/worker.test.ts > worker > executes pending requests in order\nsrc/refunds/service.test.ts > refund > rejects amounts above the captured amount\nadmin/src/pages/OrderRefund.test.tsx > OrderRefund > polls until the request is done\nadmin/src/pages/OrderRefund.test.tsx > OrderRefund > shows the stripe error",
        )
        .assistant("Pass both paths: `pnpm vitest src/refunds admin/src/pages/OrderRefund.test.tsx`.")
        .user("got it"),
  },
  {
    id: "t41-43-tax-invoice-fields",
    planted: [
      { kind: "instruction", keys: ["fixtures", "customers"] },
      { kind: "decision", keys: ["zugferd", "download"] },
      { kind: "task", keys: ["e-invoicing", "b2b"] },
    ],
    build: (s) =>
      s
        .user("a public-sector customer (city of Freiburg) wants e-invoices. what format do we support?")
        .bash('rg -n "xrechnung|zugferd|ubl" -i src | head -3 || echo none', "")
        .assistant(
          "None yet: only PDF. German public bodies generally require XRechnung (XML, UBL or CII syntax). ZUGFeRD is a PDF with the same XML embedded, which many can also read.",
        )
        .user("which one would cover the most customers")
        .assistant(
          "ZUGFeRD in the XRechnung profile: human-readable PDF plus machine-readable XML in one file. Pure XRechnung XML for the portals that insist on it. I'm not sure whether Freiburg's portal accepts ZUGFeRD.",
        )
        .user(
          "we generate ZUGFeRD (XRechnung profile) for every invoice going forward, and offer the plain XRechnung XML as a download for public-sector customers. decided",
        )
        .file("Write", "src/invoices/einvoice.ts")
        .file("Write", "src/invoices/einvoice.test.ts")
        .file("Write", "test/fixtures/invoices/freiburg.json")
        .bash(
          "pnpm test:billing -- src/invoices/einvoice.test.ts 2>&1 | tail -4",
          " ✓ src/invoices/einvoice.test.ts (8 tests) 612ms\n   ✓ validates against the KoSIT validator (XRechnung 3.0)\n\n Tests  8 passed (8)",
        )
        .assistant("Both outputs are generated and pass the KoSIT validator in the test. The fixture uses Freiburg's real Leitweg-ID and address.")
        .user(
          "careful — no real customer data in test fixtures, not even public bodies' addresses. invent customers (Musterstadt etc.) in every fixture you write here",
        )
        .file("Edit", "test/fixtures/invoices/freiburg.json")
        .bash(
          "git mv test/fixtures/invoices/freiburg.json test/fixtures/invoices/musterstadt.json && pnpm test:billing -- src/invoices 2>&1 | tail -2",
          "      Tests  19 passed (19)\n   Duration  2.01s",
        )
        .assistant("Replaced with a fictional Stadt Musterstadt and a made-up Leitweg-ID; tests pass.")
        .user(
          "ty. heads-up for later: mandatory e-invoicing for all domestic B2B invoices kicks in for us on 1 Jan 2027 (we're over the revenue limit), so the B2B invoice flow must send the XML by default before that date",
        ),
  },
  {
    id: "t41-44-cart-abandon",
    planted: [{ kind: "decision", keys: ["abandoned", "24"] }],
    build: (s) =>
      s
        .user("marketing wants abandoned cart emails. what data do we have?")
        .bash(
          "psql $DATABASE_URL -c \"select count(*) filter (where email is not null) as with_email, count(*) from carts where updated_at > now() - interval '7 days' and status='open'\"",
          " with_email | count\n------------+-------\n       8811 | 40210\n(1 row)",
        )
        .assistant("8,811 open carts from the last 7 days have an email (logged-in or entered at checkout step 1).")
        .user("when should the email go out? marketing says 1 hour")
        .assistant(
          "1 hour is common. Some shops send two (1 h and 24 h). We also need consent: GDPR-wise a reminder to a logged-in customer is usually covered by legitimate interest, but I'm not a lawyer.",
        )
        .user(
          "legal said one email only, 24 hours after the last cart change, and only to customers who opted into marketing emails. so: one abandoned-cart email at 24h, opt-in only",
        )
        .file("Write", "src/jobs/abandoned-carts.ts")
        .file("Write", "src/jobs/abandoned-carts.test.ts")
        .bash("pnpm vitest run src/jobs/abandoned-carts.test.ts", " ✓ src/jobs/abandoned-carts.test.ts (7 tests) 29ms\n\n Tests  7 passed (7)")
        .assistant(
          "The hourly job picks carts idle for 24 h with `marketing_opt_in`, sends once and marks the cart; tests cover the opt-out and a cart edited after the email.",
        ),
  },
  {
    id: "t41-45-empty-pr-review",
    planted: [],
    build: (s) =>
      s
        .user("review PR #915 (shipping surcharge for islands) pls")
        .bash(
          "gh pr diff 915 | head -30",
          "diff --git a/config/shipping.yaml b/config/shipping.yaml\n@@ -21,6 +21,12 @@ countries:\n   DE:\n     flat: 495\n     free_min: 4900\n+    surcharges:\n+      - postcodes: ['18565', '25849', '25859', '25863', '25869', '26465', '26474', '26486', '26548', '26571', '26579', '26757']\n+        amount: 900\n+        # TODO: always keep in sync with DHL island list",
        )
        .assistant(
          "Looks fine overall. One question: the postcode list is hard-coded from today's DHL island list; who updates it when DHL changes theirs? Maybe worth a link to the source in the comment.",
        )
        .bash("gh pr checks 915", "ci / test\tpass\t3m41s\nci / lint\tpass\t39s")
        .assistant("CI is green.")
        .user("I'll leave the comment to the author, approve it")
        .bash("gh pr review 915 --approve", "✓ Approved pull request #915")
        .assistant("Approved."),
  },
  {
    id: "t41-46-refund-approval",
    planted: [
      { kind: "fact", keys: ["refunds", "approval"] },
      { kind: "instruction", keys: ["audit_log"] },
    ],
    build: (s) =>
      s
        .user("the admin refund page lets anyone with support role refund any amount. is that intended?")
        .bash('rg -n "canRefund" -A4 admin/src/permissions.ts', "12:export const canRefund = (u: User) => u.roles.includes('support');")
        .assistant("Yes, any support user can refund any amount; there's no limit in the permission or the worker.")
        .user(
          "that's a gap. company policy: refunds above €250 need approval by a team lead (role 'support_lead') before they're executed. below that support can do it alone",
        )
        .file("Edit", "admin/src/permissions.ts")
        .file("Edit", "src/refunds/worker.ts")
        .file("Edit", "admin/src/pages/OrderRefund.tsx")
        .bash(
          "pnpm vitest run src/refunds admin/src/pages/OrderRefund.test.tsx",
          " ✓ src/refunds/worker.test.ts (12 tests) 81ms\n ✓ admin/src/pages/OrderRefund.test.tsx (6 tests) 141ms\n\n Tests  18 passed (18)",
        )
        .assistant(
          "Requests above €250 are stored as `awaiting_approval`, the worker skips them, and a support_lead sees an Approve button. Tests cover 250.00 (no approval) and 250.01.",
        )
        .user(
          "perfect. one more convention: every admin action that touches money (refund, credit, price) writes an audit_log row with who, what, before/after. do it here and in anything you add later",
        )
        .file("Edit", "src/refunds/service.ts")
        .bash(
          "pnpm vitest run src/refunds",
          " ✓ src/refunds/worker.test.ts (12 tests) 79ms\n ✓ src/refunds/service.test.ts (9 tests) 25ms\n\n Tests  21 passed (21)",
        )
        .assistant("Refund requests and approvals write audit rows now."),
  },
  {
    id: "t41-47-bundle-pricing",
    planted: [
      { kind: "decision", keys: ["bundle", "sap"] },
      { kind: "task", keys: ["bundles", "returns"] },
    ],
    build: (s) =>
      s
        .user("product wants bundles: keyboard + mouse for €89 instead of €99. how would we model it?")
        .assistant(
          "Either a bundle is its own SKU with its own price (stock computed from components), or a discount rule that triggers when both items are in the cart.",
        )
        .user("what's the difference for invoices and returns")
        .assistant(
          "Own SKU: one invoice line, simple, but a partial return (just the mouse) needs a rule for how much to refund. Discount rule: two lines with the discount split, partial returns are natural, but the cart logic gets more complex.",
        )
        .user("and VAT? both items are 19% anyway")
        .bash("psql $DATABASE_URL -tc \"select distinct tax_category from products where sku in ('KB-01','MS-02')\"", " standard")
        .assistant("Both are standard-rated, so VAT doesn't decide it here.")
        .user("then simple wins: a bundle is its own SKU with its own price in SAP, stock derived from the components. invoices show one line")
        .file("Write", "src/catalog/bundles.ts")
        .file("Edit", "src/inventory/stock.ts")
        .bash(
          "pnpm vitest run src/catalog src/inventory",
          " ✓ src/catalog/bundles.test.ts (6 tests) 12ms\n ✓ src/inventory/stock.test.ts (14 tests) 30ms\n\n Tests  20 passed (20)",
        )
        .assistant("Bundle SKUs list their components; stock is the minimum over components. 20 tests pass.")
        .user(
          "partial returns of bundles are still undefined — someone has to agree the refund rule with the PO and implement it before bundles go live on 20 January",
        ),
  },
  {
    id: "t41-48-empty-status",
    planted: [],
    build: (s) =>
      s
        .user("did last night's ECB rate job run?")
        .bash(
          "kubectl -n shop get jobs --sort-by=.metadata.creationTimestamp | grep fetch-ecb | tail -2",
          "fetch-ecb-rates-29394120   1/1   4s    1d\nfetch-ecb-rates-29395560   1/1   5s    6h",
        )
        .bash('psql $DATABASE_URL -tc "select rate_date, gbp from fx_rates order by rate_date desc limit 2"', " 2026-11-25 | 0.8630\n 2026-11-24 | 0.8612")
        .assistant("Yes, it ran 6 hours ago and stored today's rate (GBP 0.8630).")
        .user("👍"),
  },
  {
    id: "t41-49-trial",
    planted: [
      { kind: "fact", keys: ["trial", "credit"] },
      { kind: "decision", keys: ["trial_end", "webhook"] },
    ],
    build: (s) =>
      s
        .user("trial users who never convert keep their workspace forever. what's the trial supposed to be?")
        .bash(
          'rg -n "trial" src/plans/catalog.ts src/billing/stripe-sync.ts | head -4',
          "src/plans/catalog.ts:9:export const TRIAL_DAYS = 14;\nsrc/billing/stripe-sync.ts:44:      trial_period_days: TRIAL_DAYS,",
        )
        .assistant("Code says 14 days. Is a card collected at signup?")
        .user(
          "product rule: 14-day trial of Pro, no credit card required at signup. after the trial the workspace drops to Starter limits unless they subscribe — no deletion",
        )
        .assistant(
          "Stripe doesn't know about card-less trials ending unless there's a subscription. We could poll daily for expired trials, or create the subscription with a trial and listen for Stripe's `customer.subscription.trial_will_end`/`updated` events.",
        )
        .user("polling is simpler, no?")
        .assistant(
          "A daily poll works; the downside is up to 24 h of extra Pro. The webhook route reacts within seconds but needs a subscription object for every trial.",
        )
        .user(
          "let's use the webhook: every signup gets a stripe subscription in trial (missing payment method = pause at trial_end), and we downgrade on the webhook event",
        )
        .file("Edit", "src/billing/stripe-sync.ts")
        .file("Edit", "src/webhooks/stripe.ts")
        .bash("pnpm test:billing 2>&1 | tail -3", " Test Files  10 passed (10)\n      Tests  101 passed (101)\n   Duration  4.08s")
        .assistant(
          "Signups create a trialing subscription with `trial_settings.end_behavior.missing_payment_method = 'pause'`; the paused event downgrades the workspace to Starter limits.",
        ),
  },
  {
    id: "t41-50-archive-invoices",
    planted: [
      { kind: "fact", keys: ["ten", "retention"] },
      { kind: "task", keys: ["2016", "delete"] },
    ],
    build: (s) =>
      s
        .user("our invoice bucket is 900GB. can we delete old PDFs?")
        .bash(
          "aws s3 ls s3://acme-invoices/ | awk '{print $2}' | head -12",
          "2015/\n2016/\n2017/\n2018/\n2019/\n2020/\n2021/\n2022/\n2023/\n2024/\n2025/\n2026/",
        )
        .assistant("Folders go back to 2015. Is there a legal minimum we must keep?")
        .user(
          "yes: in Germany invoices have to be kept for ten years (retention under §147 AO, counted from the end of the calendar year). so 2015 can go now, 2016 at the end of this year",
        )
        .bash("aws s3 rm s3://acme-invoices/2015/ --recursive --dryrun | wc -l", "18240")
        .assistant("A dry run lists 18,240 objects under 2015/. Delete them for real?")
        .user("yes go")
        .bash("aws s3 rm s3://acme-invoices/2015/ --recursive --quiet && aws s3 ls s3://acme-invoices/ | head -1", "2016/")
        .assistant("2015/ is gone.")
        .user("thanks. reminder for the new year: the 2016 folder can be deleted on or after 1 Jan 2027 — do the same dry run + delete then"),
  },
];

export const TUNING41 = plantedSet(TUNING41_SESSIONS, START);
