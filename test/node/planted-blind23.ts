/**
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * A blind planted set for the offline long-term-memory extractor, in the style of a small team
 * building a SaaS product's backend and frontend (Node/TypeScript API, React web app, Postgres,
 * Redis, Stripe billing) with Claude Code and OpenCode: terse and chatty users, typos, lists
 * and code spans; agents that say "I'll check … first" and close with "Done." summaries.
 * Product decisions (plans, billing, auth), code conventions, facts about environments,
 * people and customers, and follow-ups left for later, scattered among routine work. It was
 * written without reading src/core/memories/ (beyond model.ts's kinds) or any other planted
 * set's sessions. Each session is one segment; the items planted in it are listed with it:
 * 69 items (17 decisions, 17 instructions, 18 facts, 17 tasks) in 50 sessions, 13 of which
 * plant nothing; 129 of its 212 user/assistant messages carry no item's key words. Every other message must give nothing: questions, hypotheses, proposals the
 * user rejects or never confirms, withdrawn ideas, unconfirmed guesses, quoted code, logs and
 * tool output (with "always", "never", "TODO" in them), chit-chat, and requests the agent
 * completes in the same session. Superseded decisions plant only the later one.
 *
 * Matching rule (fixed before the extractor was run on this set; planted-blind.ts's):
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

export const BLIND23_SESSIONS: BlindSession[] = [
  {
    id: "b23-webhook-double-credit",
    build: (s) =>
      s
        .user(
          "customers on the Team plan are getting credited twice for some invoices. pretty sure its the invoice.paid webhook firing twice?? can you look at src/billing/webhooks.ts",
        )
        .assistant("I'll read the handler first and then look for repeated event ids in yesterday's billing log.")
        .file("Read", "src/billing/webhooks.ts")
        .bash("grep -o 'evt_[A-Za-z0-9]*' logs/billing-2026-11-01.log | sort | uniq -d | head", "evt_1QzX8aLkq2\nevt_1QzXb01mPw\nevt_1QzY7tTrs9")
        .assistant(
          "Three events were delivered twice. For evt_1QzX8aLkq2 the first delivery took 11.2 s to answer (the invoice PDF is rendered inline), Stripe timed out and redelivered 41 s later, and both runs called `creditAccount`. Nothing in the handler checks whether an event was already processed.",
        )
        .user(
          "ok so decision: we dedupe on event.id. new table processed_stripe_events with a unique constraint on the id, insert first and bail out on conflict. and move the pdf render into the queue so the handler answers fast",
        )
        .file("Write", "migrations/0031_processed_stripe_events.sql")
        .file("Edit", "src/billing/webhooks.ts")
        .bash("pnpm -F api test -- webhooks", " ✓ test/billing/webhooks.test.ts (9 tests) 412ms\n Test Files  1 passed (1)\n      Tests  9 passed (9)")
        .assistant(
          "Done.\n- `0031_processed_stripe_events.sql` adds the table (`event_id text primary key`, `received_at`).\n- The handler inserts the event id first and returns 200 without side effects on a conflict.\n- The PDF render is now a `render-invoice-pdf` job.\n- New test: the same event delivered twice credits the account once.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["dedupe", "event.id"] }],
  },
  {
    id: "b23-team-invite-schema",
    build: (s) =>
      s
        .user(
          "before you start: in this repo we use pnpm, not npm. `pnpm -F api test` for backend tests, `pnpm -F web test` for the frontend. the last agent kept creating package-lock.json files, please dont.\n\nalso never leave it.only in a test file, CI doesnt catch it and we silently skip half the suite\n\ntask: add a zod schema for POST /v1/teams/:id/invites (email, role in owner|admin|member)",
        )
        .assistant("Understood. I'll look at how the other request schemas are laid out in src/api/schemas first.")
        .bash("ls src/api/schemas", "billing.ts\nindex.ts\nmembers.ts\norgs.ts\nteams.ts")
        .file("Read", "src/api/schemas/members.ts")
        .file("Edit", "src/api/schemas/teams.ts")
        .file("Edit", "src/api/routes/teams.ts")
        .bash("pnpm -F api test -- teams", " ✓ test/api/teams.test.ts (14 tests) 803ms\n Test Files  1 passed (1)\n      Tests  14 passed (14)")
        .assistant(
          'Added `InviteRequest` in `src/api/schemas/teams.ts` (`email: z.string().email()`, `role: z.enum(["owner", "admin", "member"])`) and wired it into the route with the same `validate()` middleware the members routes use. An invalid role now answers 400 `invalid_request`. 14 tests pass; no lockfile other than pnpm-lock.yaml was touched.',
        )
        .user("nice, ty")
        .stop("Anytime."),
    planted: [
      { kind: "instruction", keys: ["pnpm"] },
      { kind: "instruction", keys: ["it.only"] },
    ],
  },
  {
    id: "b23-prod-logouts",
    build: (s) =>
      s
        .user("why are people getting logged out randomly on prod? started yesterday afternoon, support has like 15 tickets")
        .assistant("I'll check the Redis memory stats and eviction counters first, since sessions live there.")
        .bash(
          "redis-cli -h $PROD_REDIS_HOST INFO memory | grep -E 'used_memory_human|maxmemory_human|maxmemory_policy'; redis-cli -h $PROD_REDIS_HOST INFO stats | grep evicted_keys",
          "used_memory_human:2.98G\nmaxmemory_human:3.00G\nmaxmemory_policy:allkeys-lru\nevicted_keys:184233",
        )
        .assistant(
          "That's the cause: prod Redis is at its 3 GB cap with `allkeys-lru`, and 184k keys have been evicted. Session keys get evicted together with the response cache, which grew yesterday when the reports cache went live.",
        )
        .user("could we just lower the session TTL so they take less room?")
        .assistant("That would log people out more, not less: the sessions are small, it's the reports cache that fills the instance.")
        .user(
          "yeah ok forget that. for the record: prod redis is one shared elasticache node, 3gb, sessions and cache in the same db. it's been like that since launch. for now flush the reports:* keys. and leave a follow-up to split sessions onto their own redis instance with noeviction, infra can provision it next sprint",
        )
        .bash("redis-cli -h $PROD_REDIS_HOST --scan --pattern 'reports:*' | xargs -n 500 redis-cli -h $PROD_REDIS_HOST UNLINK | paste -sd+ | bc", "61240")
        .assistant(
          "Unlinked 61,240 `reports:*` keys; memory is down to 1.9 GB and evictions have stopped. The follow-up to split sessions onto a dedicated instance (`noeviction`) is noted for next sprint.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["redis", "elasticache"] },
      { kind: "task", keys: ["split", "sessions"] },
    ],
  },
  {
    id: "b23-explain-orgs-query",
    build: (s) =>
      s
        .user("what does this plan actually say? the org list page feels slow but i cant read these")
        .bash(
          "psql $DATABASE_URL -c \"EXPLAIN ANALYZE SELECT * FROM orgs WHERE lower(name) LIKE 'acm%' ORDER BY created_at DESC LIMIT 50\"",
          "Limit  (cost=0.42..812.33 rows=50) (actual time=0.051..38.114 rows=50 loops=1)\n  ->  Index Scan Backward using orgs_created_at_idx on orgs  (actual time=0.049..38.090 rows=50 loops=1)\n        Filter: (lower(name) ~~ 'acm%'::text)\n        Rows Removed by Filter: 41873\nPlanning Time: 0.211 ms\nExecution Time: 38.160 ms",
        )
        .assistant(
          "It walks `orgs_created_at_idx` newest-first and throws away 41,873 rows whose name doesn't match before it finds 50 that do. 38 ms in total, so the query itself isn't slow; if the page feels slow, the time is probably going somewhere else.",
        )
        .user("hm so where would it go then? the api?")
        .assistant(
          "Possibly, but I haven't measured it. It could be the API serializing member counts per org, or the frontend rendering. A trace of one request would tell us; I can add timing logs if you want.",
        )
        .user("nah not today. just curious, thanks")
        .stop("Sure, ping me when you want to dig in."),
    planted: [],
  },
  {
    id: "b23-invoice-totals",
    build: (s) =>
      s
        .user("the MRR chart is off by a few cents for some orgs, can u find why")
        .assistant("I'll compare how the chart and the invoices table store amounts.")
        .bash(
          "psql $DATABASE_URL -c '\\d invoices' | grep -E 'total|amount'; grep -rn 'parseFloat' apps/api/src/metrics | head",
          " total          | numeric(12,2) |           | not null |\n amount_cents   | integer       |           |          |\napps/api/src/metrics/mrr.ts:41:  const total = parseFloat(row.total) * 100;",
        )
        .assistant(
          "`invoices.total` is `numeric(12,2)` while every other money column is integer cents, and `mrr.ts` converts it with `parseFloat(row.total) * 100`, which gives 1999.9999999999998 for 19.99. Rounding happens later by truncation, so a cent gets lost.",
        )
        .user(
          "right, invoices.total is legacy, its numeric because of the 2021 import from the old billing system. everything else is integer cents. that's the rule btw: money is integer cents end to end, no floats, no numeric, in new code",
        )
        .file("Edit", "apps/api/src/metrics/mrr.ts")
        .bash("pnpm -F api test -- mrr", " ✓ test/metrics/mrr.test.ts (6 tests) 95ms\n      Tests  6 passed (6)")
        .assistant(
          "Fixed: `mrr.ts` now reads `amount_cents` where it is set and otherwise converts the numeric with `Math.round`, not a float multiply. Added a 19.99 case to the test.",
        )
        .user("good. at some point we need to migrate invoices.total to cents properly, not now tho, its a big table. put it on the list")
        .stop("Noted as a follow-up: migrate `invoices.total` to integer cents."),
    planted: [
      { kind: "instruction", keys: ["cents"] },
      { kind: "fact", keys: ["invoices.total", "legacy"] },
      { kind: "task", keys: ["migrate", "invoices.total"] },
    ],
  },
  {
    id: "b23-server-state-lib",
    build: (s) =>
      s
        .user("we have like 40 useEffect+fetch combos in apps/web. lets standardise on SWR for server state, its tiny")
        .assistant("I'll count the fetch-in-effect call sites and check which of them also mutate, since that matters for the choice.")
        .bash("rg -l 'useEffect' apps/web/src | xargs rg -l 'fetch\\(' | wc -l; rg -c 'method: \"(POST|PATCH|DELETE)\"' apps/web/src | wc -l", "38\n22")
        .assistant(
          "38 components fetch in an effect and 22 files send mutations. SWR covers reads well; for the mutations you'd write the invalidation by hand with `mutate(key)`. TanStack Query has `useMutation` and query invalidation built in, at about 13 kB gzipped versus SWR's 4 kB.",
        )
        .user(
          "hm ok that changes it. scrap SWR — we go with TanStack Query for all server state in apps/web, no more fetch in useEffect. start with the billing pages",
        )
        .bash("pnpm -F web add @tanstack/react-query", "Progress: resolved 812, reused 790, downloaded 1, added 1, done\n+ @tanstack/react-query 5.59.0")
        .file("Write", "apps/web/src/lib/query-client.ts")
        .file("Edit", "apps/web/src/pages/billing/Invoices.tsx")
        .assistant(
          "Done for the billing pages: `QueryClientProvider` in `main.tsx`, `useInvoices` and `useUpdatePaymentMethod` hooks, and the invoices list refetches after a payment-method change.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["tanstack"] }],
  },
  {
    id: "b23-lint-fix-button",
    build: (s) =>
      s
        .user("lint is red on main, something in Button.tsx. fix pls")
        .bash(
          "pnpm -F web lint",
          "apps/web/src/components/Button/index.tsx:14:7 lint/a11y/useButtonType\n  ✖ Provide an explicit type prop for the button element.\nFound 1 error.",
          1,
        )
        .file("Edit", "apps/web/src/components/Button/index.tsx")
        .bash("pnpm -F web lint", "Checked 412 files in 388ms. No fixes applied.")
        .assistant(
          'Fixed: the `<button>` in `Button/index.tsx` had no `type`; it now defaults to `type="button"` unless a `type` prop is passed. Lint is clean.',
        )
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b23-acme-usage-backfill",
    build: (s) =>
      s
        .user(
          "need to backfill usage_events.billable for october, the meter bug left it null for ~300 orgs. script is in scripts/backfill-usage.ts, dry run first",
        )
        .assistant("I'll run the script in dry-run mode and look at which orgs it would touch.")
        .bash(
          "pnpm -F api tsx scripts/backfill-usage.ts --month 2026-10 --dry-run | tail -5",
          "org_3120 would update 1,204 rows\norg_4411 would update 88,310 rows\norg_5002 would update 412 rows\n...\n297 orgs, 1,942,118 rows (dry run, nothing written)",
        )
        .assistant("297 orgs would be updated. org_4411 stands out with 88k rows; it's Acme Logistics. Is that expected?")
        .user(
          "yes. Acme Logistics (org_4411) is on a custom enterprise contract — invoiced annually by finance, not through Stripe at all, so their usage doesnt feed billing. and going forward: don't run usage backfills on enterprise orgs without checking with Dana first, their numbers go into contract reviews",
        )
        .bash("pnpm -F api tsx scripts/backfill-usage.ts --month 2026-10 --exclude-plan enterprise | tail -1", "289 orgs, 1,851,062 rows updated")
        .assistant("Backfilled October for 289 orgs (1.85M rows); the 8 enterprise orgs, Acme included, were left out.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme"] },
      { kind: "instruction", keys: ["enterprise", "backfill"] },
    ],
  },
  {
    id: "b23-staging-seed",
    build: (s) =>
      s
        .user("staging login with the demo@ account is broken again")
        .assistant("I'll check whether the demo user exists on staging.")
        .bash("psql $STAGING_DATABASE_URL -c \"select id, email from users where email like 'demo@%'\"", " id | email\n----+-------\n(0 rows)")
        .assistant(
          "The demo user isn't there. The users table has 48k rows with `@scrubbed.invalid` addresses, which looks like a copy of prod rather than seeded data. Did something restore staging?",
        )
        .user(
          "yes — staging db is a nightly snapshot of prod, restored at 03:00 UTC with PII scrubbed. so anything the seed script created gets wiped every night. the seed script is supposed to run after the restore but it's been failing since the orgs.plan column change",
        )
        .bash(
          "pnpm -F api tsx scripts/seed-staging.ts",
          'error: null value in column "plan" of relation "orgs" violates not-null constraint\nDETAIL:  Failing row contains (org_demo, Demo Inc, null, ...).',
          1,
        )
        .assistant(
          "Confirmed: `seed-staging.ts` inserts the demo org without `plan`, which is NOT NULL since migration 0027. I re-created the demo user by hand for today.",
        )
        .bash("psql $STAGING_DATABASE_URL -f scripts/sql/demo-user.sql", "INSERT 0 1\nINSERT 0 1")
        .user("ok thanks. fixing the seed script properly is a later thing, I want someone to make it idempotent too. leave it as a todo")
        .stop("Logged: fix `seed-staging.ts` (the orgs.plan column, idempotent) as a follow-up; the demo login works again for today."),
    planted: [
      { kind: "fact", keys: ["staging", "snapshot"] },
      { kind: "task", keys: ["seed"] },
    ],
  },
  {
    id: "b23-migration-rules",
    build: (s) =>
      s
        .user("add a nullable `timezone` column to orgs")
        .assistant("I'll look at the latest migration and how they are named first.")
        .bash("ls apps/api/migrations | tail -3", "0029_orgs_plan_not_null.sql\n0030_usage_events_billable.sql\n0031_processed_stripe_events.sql")
        .assistant("Should I also write a down migration? I don't see any in the folder.")
        .user(
          "no. our migrations are forward only, no down files, ever. if something's wrong you write a new migration that fixes it. also FYI you don't need to run them anywhere, the release job in render.yaml runs the migrations automatically on every deploy before the new version takes traffic",
        )
        .file("Write", "apps/api/migrations/0032_orgs_timezone.sql")
        .bash(
          "pnpm -F api db:migrate && pnpm -F api test -- orgs",
          "applied 0032_orgs_timezone.sql\n ✓ test/api/orgs.test.ts (11 tests)\n      Tests  11 passed (11)",
        )
        .assistant("Added `0032_orgs_timezone.sql` (`ALTER TABLE orgs ADD COLUMN timezone text`), applied it locally, tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["forward"] },
      { kind: "fact", keys: ["release", "migrations"] },
    ],
  },
  {
    id: "b23-stripe-error-question",
    build: (s) =>
      s
        .user(
          "what does this mean, got it in sentry:\n```\nStripeInvalidRequestError: This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://stripe.com/docs/billing/subscriptions/payment-methods-setting#payment-method-priority. You should always attach a payment method before creating a subscription with collection_method=charge_automatically.\n```",
        )
        .assistant(
          "Stripe refused to create a subscription that charges automatically because the customer has no default payment method. It usually happens when the checkout flow creates the subscription before the SetupIntent has finished. I'd want to see which code path raised it before saying more.",
        )
        .bash(
          "rg -n 'subscriptions.create' apps/api/src",
          "apps/api/src/billing/subscribe.ts:57:  const sub = await stripe.subscriptions.create({\napps/api/src/admin/comp-plan.ts:22:  await stripe.subscriptions.create({",
        )
        .assistant("There are two callers: the normal subscribe flow and the admin comp-plan tool. The Sentry event's stack would say which one.")
        .user("its the admin one, someone gave a free plan by hand. ok makes sense, nothing to do then")
        .stop("Right, the admin tool creating a comp subscription for a customer without a card explains it."),
    planted: [],
  },
  {
    id: "b23-flags-growthbook",
    build: (s) =>
      s
        .user("how are feature flags done in this codebase? I see FLAG_NEW_BILLING in a few places")
        .assistant("I'll grep for the flag helpers and env vars.")
        .bash(
          "rg -n 'FLAG_[A-Z_]+' apps --glob '!*.test.ts' | head; rg -ln 'growthbook' apps | head",
          'apps/api/src/billing/router.ts:12:if (process.env.FLAG_NEW_BILLING === "1") {\napps/web/src/env.ts:8:  FLAG_NEW_BILLING: import.meta.env.VITE_FLAG_NEW_BILLING,\napps/api/src/lib/flags.ts\napps/web/src/lib/flags.ts',
        )
        .assistant(
          "Two mechanisms: one env-var flag (`FLAG_NEW_BILLING`, read in the API router and the web env) and a GrowthBook client in `lib/flags.ts` on both sides, used for 9 flags.",
        )
        .user(
          "yeah the env var one is from before. we decided last week: all feature flags go through GrowthBook (our self-hosted one at flags.internal), no new env-var flags. the FLAG_NEW_BILLING env var has to be removed once the new billing rollout hits 100%, which is like 2 weeks out. so not now",
        )
        .assistant("Got it. I won't touch `FLAG_NEW_BILLING` today.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["growthbook"] },
      { kind: "task", keys: ["flag_new_billing"] },
    ],
  },
  {
    id: "b23-error-model",
    build: (s) =>
      s
        .user('the /v1/exports endpoint returns `{"error":"boom"}` with a 500 when the org has no data. make it a proper 404')
        .assistant("I'll look at how the other routes shape errors first.")
        .bash(
          "sed -n 1,20p apps/api/src/lib/errors.ts",
          "// Every error a route returns. Never throw a bare string: always throw an AppError with a code.\nexport class AppError extends Error {\n  constructor(readonly code: ErrorCode, readonly status: number, message: string) {\n    super(message);\n  }\n}",
        )
        .file("Edit", "apps/api/src/routes/exports.ts")
        .bash("pnpm -F api test -- exports", " ✓ test/api/exports.test.ts (5 tests)\n      Tests  5 passed (5)")
        .assistant(
          'The exports route now throws `new AppError("not_found", 404, "no data to export")` and the error middleware answers `{"error":{"code":"not_found",…}}`. Test added.',
        )
        .user(
          'perfect. yes that\'s the convention everywhere: errors go through AppError with a code from ErrorCode, no `throw "string"`, no ad-hoc res.status().json(). the stuff under src/api/legacy still throws strings — converting the legacy routes is a later cleanup, dont do it in this PR',
        )
        .stop("Understood, only the exports route changed in this PR."),
    planted: [
      { kind: "instruction", keys: ["apperror"] },
      { kind: "task", keys: ["legacy"] },
    ],
  },
  {
    id: "b23-prisma-proposal",
    build: (s) =>
      s
        .user("writing these raw SQL queries in src/db is getting old. thoughts?")
        .bash("ls apps/api/src/db | wc -l; wc -l apps/api/src/db/*.ts | tail -1", "34\n  6120 total")
        .assistant(
          "34 query modules, about 6k lines. One option would be to move to Prisma: typed models, generated client, migrations. The cost is rewriting all of them and giving up some hand-tuned SQL. A lighter option is Kysely, a typed query builder over the same SQL.",
        )
        .user("prisma no way, we tried it at my last job and the cold starts were awful. kysely maybe, I'd have to see it on one real module")
        .assistant("I could port `src/db/invoices.ts` to Kysely on a branch as a comparison, if you want.")
        .user("not this week. lets revisit sometime")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b23-rate-limits",
    build: (s) =>
      s
        .user("a customer says they get 429s at way less than the documented limit. whats our actual limit?")
        .assistant("I'll read the rate limiter config and the middleware.")
        .bash(
          "cat apps/api/src/config/ratelimit.ts",
          'export const RATE_LIMITS = {\n  default: { perMinute: 600, window: "sliding" },\n  free: { perMinute: 600, window: "sliding" },\n};',
        )
        .assistant(
          "The public API rate limit is 600 requests per minute per API key, as a sliding window in Redis (the `rl:{keyId}` sorted sets). The free plan has the same number. Could the customer be sharing one key across several workers?",
        )
        .bash("redis-cli -h $PROD_REDIS_HOST ZCARD rl:key_8hQ2", "611")
        .assistant("Their key is at 611 requests in the current window, so they are over 600; the limit is working as documented.")
        .user(
          "ok then its on them. while we're here: product decided the free plan goes down to 100 req/min starting december, paid stays at 600. change the config",
        )
        .file("Edit", "apps/api/src/config/ratelimit.ts")
        .bash("pnpm -F api test -- ratelimit", " ✓ test/api/ratelimit.test.ts (7 tests)\n      Tests  7 passed (7)")
        .assistant("Set `free.perMinute` to 100 behind `RATE_LIMIT_FREE_FROM=2026-12-01`; paid plans keep 600.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rate limit", "600"] },
      { kind: "decision", keys: ["free plan", "100"] },
    ],
  },
  {
    id: "b23-stripe-tax",
    build: (s) =>
      s
        .user(
          "we talked about tax in the founders call. decision: we turn on Stripe Tax for EU customers only, starting Jan 1. can you check what the checkout session code needs",
        )
        .assistant("I'll look at how checkout sessions are created and whether we collect billing addresses.")
        .bash(
          "rg -n 'checkout.sessions.create' -A12 apps/api/src/billing/checkout.ts | head -20",
          '31:  const session = await stripe.checkout.sessions.create({\n32:    mode: "subscription",\n33:    customer: customerId,\n34:    line_items: [{ price, quantity: seats }],\n35:    success_url,\n36:    cancel_url,\n37:  });',
        )
        .assistant(
          'For Stripe Tax the session needs `automatic_tax: { enabled: true }` and a billing address (`billing_address_collection: "required"` or an address on the customer). Prices also need a tax behavior set. Should UK customers be included? They aren\'t in the EU.',
        )
        .user(
          "good q. UK is unclear, we might need to register for VAT there. follow up with Priya (our accountant) about UK VAT registration before we enable GB — that's on me, not for you now",
        )
        .file("Edit", "apps/api/src/billing/checkout.ts")
        .assistant(
          "I put the EU-only `automatic_tax` behind `TAX_ENABLED_FROM=2027-01-01` with the EU country list in `billing/tax-countries.ts`; GB is not in it.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["stripe tax"] },
      { kind: "task", keys: ["uk", "vat"] },
    ],
  },
  {
    id: "b23-rename-helpers",
    build: (s) =>
      s
        .user("rename getOrgById to findOrg everywhere, it returns null anyway so the name is misleading")
        .bash("rg -l 'getOrgById' apps | wc -l", "17")
        .bash("rg -l 'getOrgById' apps | xargs sed -i 's/getOrgById/findOrg/g' && pnpm -r typecheck", "apps/api typecheck: Done\napps/web typecheck: Done")
        .assistant("Renamed in 17 files; both packages typecheck.")
        .user("cool thanks, good enough")
        .stop(),
    planted: [],
  },
  {
    id: "b23-web-components",
    build: (s) =>
      s
        .user("add a SeatPicker component for the upgrade modal (number input with +/- buttons, min 1, max 500)")
        .assistant("I'll check how the existing shared components are structured first.")
        .bash(
          "ls apps/web/src/components | head; ls apps/web/src/components/Button",
          "Avatar\nBadge\nButton\nCard\nModal\nindex.tsx\nButton.stories.tsx\nButton.test.tsx",
        )
        .assistant("Each component has its own PascalCase folder with `index.tsx`, a story and a test. Do you want the same for SeatPicker?")
        .user(
          "yes. and make it a rule: every new shared component under src/components ships with a Storybook story, design reviews them there. no story, no merge",
        )
        .file("Write", "apps/web/src/components/SeatPicker/index.tsx")
        .file("Write", "apps/web/src/components/SeatPicker/SeatPicker.stories.tsx")
        .file("Write", "apps/web/src/components/SeatPicker/SeatPicker.test.tsx")
        .bash("pnpm -F web test -- SeatPicker", " ✓ src/components/SeatPicker/SeatPicker.test.tsx (4 tests)\n      Tests  4 passed (4)")
        .assistant("Added `SeatPicker` (clamps to 1–500, +/- buttons disabled at the bounds) with a story (`Default`, `AtMax`) and 4 tests.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["storybook"] }],
  },
  {
    id: "b23-vpc-owners",
    build: (s) =>
      s
        .user("the api can't reach the new analytics db, connection timeout. can you check the security groups? the terraform is in infra/")
        .assistant("I'll look at the security group rules for the analytics database in the Terraform first, without applying anything.")
        .bash(
          "rg -n 'analytics' infra/*.tf | head",
          'infra/rds.tf:44:resource "aws_db_instance" "analytics" {\ninfra/rds.tf:58:  vpc_security_group_ids = [aws_security_group.analytics_db.id]\ninfra/sg.tf:91:resource "aws_security_group" "analytics_db" {',
        )
        .assistant(
          "`analytics_db`'s security group has no ingress rule from the API's security group, which would explain the timeout. Adding one is a small change; should I write it?",
        )
        .user(
          "no, hold on. Marco owns all the terraform and the VPC, nobody else applies infra changes. I'll ping him with what you found. for context Dana owns billing and Stripe, in case that comes up. so: just write up the missing rule in a comment for Marco",
        )
        .assistant(
          "For Marco: `infra/sg.tf`, `aws_security_group.analytics_db` needs an ingress rule on 5432/tcp from `aws_security_group.api.id`. Nothing was changed or applied.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["marco", "terraform"] },
      { kind: "fact", keys: ["dana", "billing"] },
    ],
  },
  {
    id: "b23-local-webhooks",
    build: (s) =>
      s
        .user("local webhooks stopped working, the api says signature verification failed on every event")
        .assistant("I'll compare the webhook secret the API loaded with the one `stripe listen` printed.")
        .bash("grep STRIPE_WEBHOOK_SECRET apps/api/.env.local; stripe listen --print-secret", "STRIPE_WEBHOOK_SECRET=whsec_5f1c0a...\nwhsec_9b77e2...")
        .assistant("They differ. The `stripe listen` secret isn't the same as the one in your `.env.local`, so every signature fails.")
        .user(
          "ahh right. yeah locally we use stripe listen --forward-to localhost:4000/webhooks/stripe, and the cli gives a new whsec each time it's logged in again, so the env has to be updated then. happened after I re-logged yesterday",
        )
        .file("Edit", "apps/api/.env.local")
        .bash("stripe trigger invoice.paid 2>&1 | tail -1", "Trigger succeeded! Check dashboard for event details.")
        .assistant("Updated `.env.local`; `stripe trigger invoice.paid` now goes through with a 200.")
        .stop(),
    planted: [{ kind: "fact", keys: ["stripe listen", "whsec"] }],
  },
  {
    id: "b23-bump-zod",
    build: (s) =>
      s
        .user("bump zod to latest 3.x in both packages")
        .bash(
          "pnpm -r up zod@^3 && pnpm -r typecheck",
          "apps/api: zod 3.23.8 -> 3.24.1\napps/web: zod 3.23.8 -> 3.24.1\napps/api typecheck: Done\napps/web typecheck: Done",
        )
        .bash(
          "pnpm -r test 2>&1 | grep -E 'TODO|Tests'",
          'apps/api/test/billing/proration.test.ts:  it.todo("TODO: annual plans always prorate by day")\n      Tests  412 passed | 1 todo (413)\n      Tests  286 passed (286)',
        )
        .assistant("Bumped zod to 3.24.1 in api and web; typecheck and tests are green (the one todo in proration.test.ts was already there).")
        .user("great")
        .stop(),
    planted: [],
  },
  {
    id: "b23-email-jobs",
    build: (s) =>
      s
        .user("signup emails should not be sent inline in the request anymore. lets put them on BullMQ, we already have redis")
        .assistant("I'll check what the signup handler does today and how email is sent.")
        .bash(
          "rg -n 'sendEmail|postmark' apps/api/src/auth/signup.ts apps/api/src/lib/email.ts | head -5",
          'apps/api/src/auth/signup.ts:48:  await sendEmail("welcome", user);\napps/api/src/lib/email.ts:3:import { ServerClient } from "postmark";\napps/api/src/lib/email.ts:9:const client = new ServerClient(process.env.POSTMARK_TOKEN!);',
        )
        .assistant(
          'Signup awaits `sendEmail("welcome")` inline; mail goes out through Postmark with the `POSTMARK_TOKEN` server token. Before adding BullMQ: remember prod Redis evicts keys under memory pressure (`allkeys-lru`), so queued jobs could vanish.',
        )
        .user(
          "ugh, true. scratch bullmq then. we use pg-boss on postgres for background jobs, that's the call. and yes all transactional email goes through postmark, one server per env",
        )
        .bash("pnpm -F api add pg-boss", "+ pg-boss 10.1.5")
        .file("Write", "apps/api/src/jobs/boss.ts")
        .file("Edit", "apps/api/src/auth/signup.ts")
        .bash("pnpm -F api test -- signup", " ✓ test/auth/signup.test.ts (8 tests)\n      Tests  8 passed (8)")
        .assistant("Done: signup enqueues a `send-welcome-email` job on pg-boss and returns; the worker sends it through Postmark. Tests cover the enqueue.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pg-boss"] },
      { kind: "fact", keys: ["postmark"] },
    ],
  },
  {
    id: "b23-db-tests",
    build: (s) =>
      s
        .user("the new InvoiceRepo tests mock the pg client. I don't like it")
        .file("Read", "apps/api/test/db/invoice-repo.test.ts")
        .assistant("They stub `pool.query` with canned rows, so the SQL itself is never executed. What would you prefer?")
        .user(
          "integration tests for anything in src/db run against a real postgres from docker compose (`pnpm test:db`). do not mock the db layer, mocks hid the numeric bug for a year. rewrite these",
        )
        .file("Edit", "apps/api/test/db/invoice-repo.test.ts")
        .bash(
          "pnpm test:db -- invoice-repo",
          "postgres-test  | database system is ready to accept connections\n ✓ test/db/invoice-repo.test.ts (6 tests)\n      Tests  6 passed (6)",
        )
        .assistant("Rewrote the 6 tests against the compose Postgres; each one runs in a transaction that is rolled back.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["mock"] }],
  },
  {
    id: "b23-slow-members-guess",
    build: (s) =>
      s
        .user("members endpoint p95 went from 80ms to 900ms overnight. any idea?")
        .bash(
          "psql $DATABASE_URL -c \"select indexname from pg_indexes where tablename = 'memberships'\"",
          "   indexname\n----------------\n memberships_pkey\n(1 row)",
        )
        .assistant(
          "Only the primary key is indexed on memberships. Maybe the index on `org_id` was dropped by the last migration? That's a guess; I haven't found a migration doing it yet.",
        )
        .user("hmm maybe. or it's the neon autoscaling thing again. let me ask Marco before we change anything, dont touch it")
        .assistant("OK, I'll leave it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b23-api-versioning",
    build: (s) =>
      s
        .user("I want to rename `seats` to `quantity` in the subscription response")
        .bash("rg -n 'seats' apps/api/src/routes/v1/subscriptions.ts | head -3", "22:    seats: sub.items.data[0].quantity,\n48:    seats: body.seats,")
        .assistant(
          "That's a breaking change for anyone reading `seats` from `/v1/subscriptions`. Should it go in /v1 with both fields for a while, or somewhere else?",
        )
        .user(
          "ok here's the decision, we keep going back and forth on this: /v1 is frozen. only security fixes there. anything breaking goes under /v2. so add /v2/subscriptions with quantity and leave v1 alone",
        )
        .file("Write", "apps/api/src/routes/v2/subscriptions.ts")
        .bash(
          "pnpm -F api test -- subscriptions",
          " ✓ test/api/v1/subscriptions.test.ts (9 tests)\n ✓ test/api/v2/subscriptions.test.ts (4 tests)\n      Tests  13 passed (13)",
        )
        .assistant("Added `/v2/subscriptions` with `quantity`; `/v1` is unchanged.")
        .stop(),
    planted: [{ kind: "decision", keys: ["v1", "frozen"] }],
  },
  {
    id: "b23-seat-sync",
    build: (s) =>
      s
        .user("when someone adds a member, does the stripe subscription quantity update?")
        .bash(
          "rg -n 'subscriptionItems.update' apps/api/src | head",
          'apps/api/src/billing/seats.ts:30:  await stripe.subscriptionItems.update(itemId, { quantity, proration_behavior: "none" });',
        )
        .assistant(
          'Yes, `billing/seats.ts` updates the quantity on every membership change, but with `proration_behavior: "none"`, so a seat added mid-cycle is only billed from the next invoice.',
        )
        .user(
          "that's wrong, we lose money. decided: seat changes prorate, proration_behavior create_prorations on every membership change. also we still don't have the nightly seat reconciliation job that compares memberships with stripe quantities, that needs writing at some point, not today",
        )
        .file("Edit", "apps/api/src/billing/seats.ts")
        .bash("pnpm -F api test -- seats", " ✓ test/billing/seats.test.ts (5 tests)\n      Tests  5 passed (5)")
        .assistant("Switched to `create_prorations`; test added for a mid-cycle seat. The nightly reconciliation job is noted as a follow-up.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["proration"] },
      { kind: "task", keys: ["reconciliation"] },
    ],
  },
  {
    id: "b23-logging",
    build: (s) =>
      s
        .user("can you add logging to the checkout flow, we cant see where it fails")
        .bash("rg -c 'console.log' apps/api/src | awk -F: '{s+=$2} END {print s}'; rg -l 'console.log' apps/api/src/jobs | wc -l", "31\n9")
        .assistant(
          "I'll use the pino logger from `src/lib/log.ts` like the auth routes do. I also see 31 `console.log` calls left in src, 23 of them in src/jobs.",
        )
        .user(
          'yes pino, always. no console.log anywhere in src — structured objects, `log.info({ orgId }, "msg")`. logs ship to Logtail (Better Stack), source api-prod. the console.log calls in src/jobs can go in a separate cleanup PR later',
        )
        .file("Edit", "apps/api/src/billing/checkout.ts")
        .bash("pnpm -F api test -- checkout", " ✓ test/billing/checkout.test.ts (7 tests)\n      Tests  7 passed (7)")
        .assistant("Checkout now logs `checkout.start`, `checkout.session_created` and `checkout.failed` with orgId and the Stripe request id.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["console.log"] },
      { kind: "fact", keys: ["logtail"] },
      { kind: "task", keys: ["src/jobs"] },
    ],
  },
  {
    id: "b23-branch-diff",
    build: (s) =>
      s
        .user("morning! whats different between feat/usage-page and main? just the gist")
        .bash(
          "git diff --stat main...feat/usage-page | tail -4",
          " apps/web/src/pages/usage/Chart.tsx | 120 ++++++\n apps/web/src/pages/usage/index.tsx |  64 +++\n apps/api/src/routes/v1/usage.ts    |  31 +-\n 3 files changed, 208 insertions(+), 7 deletions(-)",
        )
        .assistant("A new usage page (chart and table) in web, and the usage route gains a `granularity` query param. About 200 lines.")
        .user("k thx")
        .stop(),
    planted: [],
  },
  {
    id: "b23-deploy-setup",
    build: (s) =>
      s
        .user("the PR preview for #812 doesnt show the api changes")
        .bash(
          "cat render.yaml | head -12; cat vercel.json",
          'services:\n  - type: web\n    name: api-prod\n    preDeployCommand: pnpm -F api db:migrate\n{ "buildCommand": "pnpm -F web build", "outputDirectory": "apps/web/dist" }',
        )
        .assistant(
          "The API isn't part of the preview: `render.yaml` only defines the prod and staging services, and the Vercel project builds just `apps/web`. Previews talk to the staging API.",
        )
        .user(
          "right. backend is on Render, frontend on Vercel, and only Vercel makes preview deployments per PR, previews point at staging api. so api changes need to hit staging first. oh and reminder, no deploys on Fridays after 15:00, we had enough weekend pages",
        )
        .assistant("Understood. #812's API part needs to go to staging to be visible in its preview.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["render", "vercel"] },
      { kind: "instruction", keys: ["fridays"] },
    ],
  },
  {
    id: "b23-auth-provider",
    build: (s) =>
      s
        .user("lets move login to Clerk, I'm tired of maintaining password reset and the magic links")
        .bash("rg -l 'req.session' apps/api/src | wc -l", "23")
        .assistant(
          "23 files read `req.session`. Moving to Clerk means replacing the session middleware, the login/reset routes, and mapping Clerk users to our `users.id`. Should I draft a plan?",
        )
        .user(
          "hold on. talked to Dana, Clerk pricing at our MAU is too much. final: we stay on our own express-session auth with the postgres session store. drop the idea",
        )
        .assistant("OK, auth stays on express-session; nothing was changed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["express-session"] }],
  },
  {
    id: "b23-reports-cache-idea",
    build: (s) =>
      s
        .user("the reports endpoint is slow for big orgs")
        .bash("pnpm -F api tsx scripts/time-route.ts /v1/reports?org=org_3120", "GET /v1/reports 200 2841ms")
        .assistant(
          "2.8 s for a large org. We could cache the response in Redis per org for a few minutes, or precompute the aggregates nightly into a table. Either would bring it under 100 ms.",
        )
        .user("hmm, maybe. precompute sounds nicer but more work. let me think about it")
        .stop("Sure, no changes made."),
    planted: [],
  },
  {
    id: "b23-timezone-bug",
    build: (s) =>
      s
        .user("Globex says their daily report shows yesterday's numbers under today's date")
        .bash(
          "psql $DATABASE_URL -c \"select timezone from orgs where name = 'Globex'\"; rg -n 'created_at' apps/api/src/reports/daily.ts | head -2",
          " timezone\n------------------\n Australia/Sydney\n12:  date_trunc('day', created_at)\n",
        )
        .assistant(
          "Globex's org timezone is Australia/Sydney, and `daily.ts` truncates `created_at` to the day in UTC, so their day boundary is off by 11 hours.",
        )
        .user(
          "yep. Globex is in Sydney and their reports run at midnight local, thats the only AU customer so far. convention for all of this: timestamps are stored as timestamptz in UTC, and we convert to the org timezone only when grouping or displaying. fix daily.ts",
        )
        .file("Edit", "apps/api/src/reports/daily.ts")
        .bash("pnpm -F api test -- daily", " ✓ test/reports/daily.test.ts (6 tests)\n      Tests  6 passed (6)")
        .assistant("`daily.ts` now groups by `date_trunc('day', created_at AT TIME ZONE org.timezone)`; added a Sydney test.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["globex", "sydney"] },
      { kind: "instruction", keys: ["timestamptz"] },
    ],
  },
  {
    id: "b23-backlog-dump",
    build: (s) =>
      s
        .user(
          "ok dumping stuff before I forget, none of this is for today:\n- the Slack notifier has no retries, a 5xx from slack drops the alert. needs retries with backoff\n- CSV export times out for orgs with more than 50k rows, needs streaming instead of building it in memory\njust keep them as follow-ups",
        )
        .bash(
          "rg -n 'fetch\\(' apps/api/src/notify/slack.ts; rg -n 'toCsv' apps/api/src/routes/v1/exports.ts",
          'apps/api/src/notify/slack.ts:18:  await fetch(webhookUrl, { method: "POST", body });\napps/api/src/routes/v1/exports.ts:40:  const csv = toCsv(rows);',
        )
        .assistant(
          "Both confirmed in the code: `notify/slack.ts` posts once with no retry, and `exports.ts` builds the whole CSV in memory with `toCsv(rows)`. Noted as two follow-ups; nothing changed.",
        )
        .stop(),
    planted: [
      { kind: "task", keys: ["slack", "retries"] },
      { kind: "task", keys: ["csv", "streaming"] },
    ],
  },
  {
    id: "b23-browserslist",
    build: (s) =>
      s
        .user("the polyfills are 40kb of our bundle. who still needs them?")
        .bash(
          "cat apps/web/.browserslistrc; pnpm -F web build 2>&1 | grep polyfills",
          "> 0.2%\nnot dead\nsafari >= 12\nassets/polyfills-legacy-Bx81.js  41.22 kB",
        )
        .assistant("The `safari >= 12` line keeps the legacy polyfills. Analytics shows 0.3% of sessions on Safari < 15, mostly one customer's kiosk iPads.")
        .user("we decided: we drop support for Safari below 15. update browserslist and kill the legacy plugin")
        .file("Edit", "apps/web/.browserslistrc")
        .file("Edit", "apps/web/vite.config.ts")
        .bash("pnpm -F web build 2>&1 | tail -2", "dist/assets/index-9a1f.js  212.40 kB │ gzip: 68.31 kB\n✓ built in 6.12s")
        .assistant("Browserslist now targets `safari >= 15`; the legacy plugin is gone and the polyfill chunk with it.")
        .stop(),
    planted: [{ kind: "decision", keys: ["safari", "15"] }],
  },
  {
    id: "b23-modal-escape",
    build: (s) =>
      s
        .user("the upgrade modal doesnt close on Escape")
        .file("Read", "apps/web/src/components/Modal/index.tsx")
        .assistant("The keydown listener is attached to the overlay, which never has focus. I'll move it to the document while the modal is open.")
        .file("Edit", "apps/web/src/components/Modal/index.tsx")
        .bash("pnpm -F web test -- Modal", " ✓ src/components/Modal/Modal.test.tsx (5 tests)\n      Tests  5 passed (5)")
        .assistant("Fixed, with a test pressing Escape.")
        .user("works, thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "b23-pr-conventions",
    build: (s) =>
      s
        .user("open a PR for the SeatPicker branch")
        .bash("git log --oneline main..HEAD", "a81c2e0 seatpicker\n4be1f09 wip")
        .assistant('I\'ll open it with the title "SeatPicker component" and the two commits.')
        .user(
          "wait, two things we always do: PR titles follow conventional commits (feat:, fix:, chore:) because release-please builds the changelog from them. and we squash merge only, so the wip commits dont matter",
        )
        .bash(
          "gh pr create --title 'feat(web): SeatPicker component' --body 'Adds SeatPicker with story and tests.'",
          "https://github.com/acme-saas/app/pull/821",
        )
        .assistant("Opened #821 as `feat(web): SeatPicker component`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b23-customer-portal",
    build: (s) =>
      s
        .user("users want to switch plans themselves. do we build a plan-change page or what")
        .bash(
          "rg -n 'billingPortal' apps/api/src | head -3",
          "apps/api/src/billing/portal.ts:8:  return stripe.billingPortal.sessions.create({ customer, return_url });",
        )
        .assistant(
          "There's already a `billingPortal.sessions.create` helper, used only for updating cards. Building our own page means proration previews, downgrades and cancellation flows. Stripe's hosted portal can do plan switches if it's configured with the products.",
        )
        .user(
          "decision: we use the Stripe hosted customer portal for plan changes and cancellations, not our own UI. wire the Change plan button to it. the portal config for annual plans isnt set up in the dashboard yet, Dana will do that later",
        )
        .file("Edit", "apps/web/src/pages/billing/Plan.tsx")
        .bash("pnpm -F web test -- Plan", " ✓ src/pages/billing/Plan.test.tsx (3 tests)\n      Tests  3 passed (3)")
        .assistant("The Change plan button now opens a portal session. Annual plans will not show as options until the portal is configured for them.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["portal"] },
      { kind: "task", keys: ["annual"] },
    ],
  },
  {
    id: "b23-db-pool",
    build: (s) =>
      s
        .user("getting 'remaining connection slots are reserved' during deploys")
        .bash("psql $DATABASE_URL -c 'show max_connections'; rg -n 'max:' apps/api/src/db/pool.ts", " max_connections\n-----------------\n 100\n12:  max: 25,")
        .assistant(
          "Postgres allows 100 connections. With 4 API instances at a pool of 25 that's all of them, and during a deploy the old and new instances overlap, plus the migration job needs one.",
        )
        .user(
          "our postgres is Neon, prod branch, max 100 connections, we run 4 api instances. ok so set the pool size to 10 per instance, that leaves room for the overlap and migrations. thats the number going forward",
        )
        .file("Edit", "apps/api/src/db/pool.ts")
        .assistant("Set `max: 10` in `db/pool.ts` (from `PG_POOL_MAX`, default 10).")
        .stop(),
    planted: [
      { kind: "fact", keys: ["neon"] },
      { kind: "decision", keys: ["pool size", "10"] },
    ],
  },
  {
    id: "b23-analytics",
    build: (s) =>
      s
        .user("we need product analytics. mixpanel or posthog?")
        .assistant("I'll check what's already in the web app.")
        .bash("rg -n 'mixpanel|posthog|gtag' apps/web/src | head", "")
        .assistant(
          "Nothing yet. PostHog can be self-hosted or used in its EU cloud and includes feature flags and session recordings; Mixpanel is stronger on funnels. Both have React SDKs.",
        )
        .user(
          "ok decided: PostHog, EU cloud, session recordings OFF. one thing you need to know: Initech's contract forbids third-party analytics on their users, so their org must never be tracked",
        )
        .file("Write", "apps/web/src/lib/analytics.ts")
        .assistant(
          "Added `lib/analytics.ts`: PostHog on eu.i.posthog.com with `disable_session_recording: true`, and it skips init entirely when the org is Initech's.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["posthog"] },
      { kind: "fact", keys: ["initech"] },
    ],
  },
  {
    id: "b23-test-clocks",
    build: (s) =>
      s
        .user("the renewal test fails with 'too many customers on this test clock'")
        .bash("pnpm -F api test -- renewal", "StripeInvalidRequestError: You can only have 3 customers per test clock.", 1)
        .assistant("Stripe test clocks take at most 3 customers each, and the renewal test attaches 4. I'll create one clock per test case.")
        .file("Edit", "apps/api/test/billing/renewal.test.ts")
        .bash(
          "pnpm -F api test -- renewal; stripe test_helpers test_clocks list --limit 100 | grep -c '\"id\"'",
          " ✓ test/billing/renewal.test.ts (4 tests)\n      Tests  4 passed (4)\n100",
        )
        .assistant("Passing now. The sandbox also has at least 100 test clocks left over from old runs.")
        .user(
          "yeah our billing tests use stripe test clocks in the sandbox account, max 3 customers each, good to remember. the ~200 leftover clocks need cleaning up sometime, not urgent",
        )
        .stop("Noted the cleanup of the leftover test clocks for later."),
    planted: [
      { kind: "fact", keys: ["test clocks"] },
      { kind: "task", keys: ["leftover"] },
    ],
  },
  {
    id: "b23-dashboard-cache",
    build: (s) =>
      s
        .user("cache GET /v1/dashboard in redis, 5 minutes, keyed by org")
        .file("Edit", "apps/api/src/routes/v1/dashboard.ts")
        .bash("pnpm -F api test -- dashboard", " ✓ test/api/dashboard.test.ts (4 tests)\n      Tests  4 passed (4)")
        .assistant("Cached under `dash:{orgId}` for 300 s.")
        .user(
          "hmm, sales says customers complain numbers lag after they change stuff. change of plan: dashboard cache is 60s, not 5 min. and at some point we need to invalidate it when org settings change, later",
        )
        .file("Edit", "apps/api/src/routes/v1/dashboard.ts")
        .bash("pnpm -F api test -- dashboard", " ✓ test/api/dashboard.test.ts (4 tests)\n      Tests  4 passed (4)")
        .assistant("TTL is 60 s now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dashboard", "60s"] },
      { kind: "task", keys: ["invalidate"] },
    ],
  },
  {
    id: "b23-oncall",
    build: (s) =>
      s
        .user("I'm new on the rotation. where do incidents go?")
        .bash("cat docs/oncall.md | head -8", "# On-call\n- PagerDuty schedule: api-primary\n- Handover: Monday 10:00 CET\n- Channel: #inc-api")
        .assistant("From docs/oncall.md: PagerDuty schedule `api-primary`, weekly, handover Monday 10:00 CET, incidents in #inc-api.")
        .user("ok. and the rule Dana told me: every prod incident gets a postmortem doc in Notion within 48h, even small ones. add that line to docs/oncall.md")
        .file("Edit", "docs/oncall.md")
        .assistant("Added the postmortem rule to docs/oncall.md.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pagerduty"] },
      { kind: "instruction", keys: ["postmortem"] },
    ],
  },
  {
    id: "b23-search",
    build: (s) =>
      s
        .user("we need search over documents. elasticsearch? algolia?")
        .bash("psql $DATABASE_URL -c 'select count(*) from documents'", " count\n--------\n 412883")
        .assistant(
          "413k documents. Postgres full-text search (a `tsvector` column plus a GIN index) handles that size well and avoids a new service; Algolia or Elasticsearch would give typo tolerance.",
        )
        .user(
          "postgres it is. we go with tsvector full-text for now, no new search service. add the search_vector column now; the GIN index can wait until after the big customer import next week, building it now would lock the table",
        )
        .file("Write", "apps/api/migrations/0033_documents_search_vector.sql")
        .bash("pnpm -F api db:migrate", "applied 0033_documents_search_vector.sql")
        .assistant("Added `documents.search_vector` (generated column). The GIN index is left for after the import.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tsvector"] },
      { kind: "task", keys: ["gin"] },
    ],
  },
  {
    id: "b23-e2e",
    build: (s) =>
      s
        .user("why do we have both cypress and playwright in devDependencies")
        .bash(
          "ls apps/web/e2e apps/web/cypress 2>&1 | head",
          "apps/web/cypress:\nlogin.cy.ts\n\napps/web/e2e:\nbilling.spec.ts\nlogin.spec.ts\nonboarding.spec.ts",
        )
        .assistant("One Cypress spec remains (login, duplicated by `login.spec.ts`); everything else is Playwright.")
        .user(
          "ok decision: we drop cypress entirely, playwright only. delete it. and if a playwright test is flaky mark it test.fixme with a link to the issue, don't add retries",
        )
        .bash("rm -r apps/web/cypress && pnpm -F web remove cypress", "- cypress 13.15.0")
        .assistant("Removed the Cypress folder and dependency.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cypress"] },
      { kind: "instruction", keys: ["fixme"] },
    ],
  },
  {
    id: "b23-env-vars",
    build: (s) =>
      s
        .user("app doesnt boot locally after pulling: 'Invalid environment: POSTHOG_KEY required'")
        .bash("sed -n 1,6p apps/api/src/env.schema.ts", "export const Env = z.object({\n  DATABASE_URL: z.string().url(),\n  POSTHOG_KEY: z.string(),")
        .assistant("`POSTHOG_KEY` was added to `env.schema.ts` and your environment doesn't have it. Where do secrets come from locally?")
        .user(
          "from Doppler. `doppler run -- pnpm dev`, the .env files are stale, ignore them. and when you add an env var, it goes into env.schema.ts with zod or the app won't boot. also bump us to Node 22 in the Dockerfile and render.yaml after the holiday freeze, not before",
        )
        .bash("doppler run -- pnpm -F api dev 2>&1 | head -2", "api listening on :4000")
        .assistant("Boots with Doppler.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["doppler"] },
      { kind: "instruction", keys: ["env.schema.ts"] },
      { kind: "task", keys: ["node 22"] },
    ],
  },
  {
    id: "b23-forms",
    build: (s) =>
      s
        .user("build the invite member form: email + role select")
        .file("Read", "apps/web/src/pages/settings/Profile.tsx")
        .assistant("Profile.tsx handles its form with `useState` for each field. Is that the pattern?")
        .user(
          "no, forms use react-hook-form with the zod resolver, same schema as the api. Profile is old. the settings page forms need migrating to react-hook-form next sprint",
        )
        .file("Write", "apps/web/src/pages/team/InviteForm.tsx")
        .bash("pnpm -F web test -- InviteForm", " ✓ src/pages/team/InviteForm.test.tsx (3 tests)\n      Tests  3 passed (3)")
        .assistant("InviteForm uses react-hook-form with `InviteRequest` from the shared schema.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["react-hook-form", "zod"] },
      { kind: "task", keys: ["settings"] },
    ],
  },
  {
    id: "b23-annual-pricing",
    build: (s) =>
      s
        .user("pricing for annual plans, what did we say? I want the welcome email to mention it")
        .bash("rg -n 'annual' apps/api/src/billing/prices.ts", "14:  // annual: TBD")
        .assistant("`prices.ts` has only a TBD comment for annual.")
        .user(
          "ok final answer: annual = two months free, so 10x the monthly price. put that in prices.ts. the welcome email copy itself is still placeholder text, marketing sends the final version later",
        )
        .file("Edit", "apps/api/src/billing/prices.ts")
        .assistant("Annual prices are now `monthly * 10`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["two months"] },
      { kind: "task", keys: ["placeholder"] },
    ],
  },
  {
    id: "b23-flamegraph",
    build: (s) =>
      s
        .user("can you read this flamegraph? api cpu spiked at 14:10")
        .bash(
          "node --prof-process isolate-0x*.log | head -6",
          " [Bottom up (heavy) profile]:\n  ticks  parent  name\n  4120   38.2%  JSON.stringify\n  2210   20.5%  pino write",
        )
        .assistant(
          "38% in `JSON.stringify` and 20% in pino. My guess is one route serializing a huge payload, maybe exports, but I can't tell which from this profile.",
        )
        .user("interesting. lets not chase it today")
        .stop(),
    planted: [],
  },
  {
    id: "b23-bun-idea",
    build: (s) =>
      s
        .user("should we switch to bun? tests would be faster")
        .bash("pnpm -F api test 2>&1 | tail -1", "   Duration  41.22s")
        .assistant("Tests take 41 s now. Bun's runner would likely be faster, but pg-boss and some native deps would need checking.")
        .user("nah, forget it, not worth the risk")
        .stop(),
    planted: [],
  },
  {
    id: "b23-row-count",
    build: (s) =>
      s
        .user("quick: how many orgs signed up in october")
        .bash("psql $DATABASE_URL -c \"select count(*) from orgs where created_at >= '2026-10-01' and created_at < '2026-11-01'\"", " count\n-------\n   318")
        .assistant("318 orgs signed up in October.")
        .user("nice, up from sept")
        .stop(),
    planted: [],
  },
];

/** The blind23 set: events, segments and scoring of BLIND23_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND23 = plantedSet(BLIND23_SESSIONS, Date.UTC(2026, 10, 2, 9));
