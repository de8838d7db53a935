/**
 * A planted set for the offline long-term-memory extractor, tuning set 18: backend API work with
 * users who write short, non-native or very informal English (missing articles, abbreviations,
 * no punctuation, code mixed in) and assistants who answer at length. Training set for the
 * sentence classifier (written without reading the extractor).
 *
 * Written without reading src/core/memories/ (except model.ts) or the sessions of the other
 * planted sets, from issue 19's description of what should and should not be remembered. Each
 * session is one segment; the items planted in it are listed with it: 68 items (17 decisions,
 * 18 instructions, 17 facts, 16 tasks) in 50 sessions, 16 of which plant nothing. Every other
 * message must give nothing: questions, hypotheses, proposals rejected or never confirmed,
 * withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output (with "always",
 * "never", "TODO" in them), chit-chat, and requests done in the same session. Some decisions are
 * superseded in their session; the planted item is the later one.
 *
 * Matching rule (fixed before any extractor was run on this set; the rule of
 * test/node/planted-blind.ts, implemented in test/node/planted-scoring.ts):
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

const START = Date.UTC(2026, 10, 2, 8);

export const TUNING18_SESSIONS: BlindSession[] = [
  {
    id: "t18-01-pagination",
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "fact", keys: ["orders"] },
    ],
    build: (s) =>
      s
        .user("GET /orders is slow af on page 300+. check pls")
        .bash(
          'psql $DATABASE_URL -c "explain analyze select * from orders order by created_at desc offset 6000 limit 20"',
          "Limit  (cost=48211.02..48211.07 rows=20)\n  ->  Sort  (actual time=2231.448..2231.452 rows=6020 loops=1)\nExecution Time: 2231.9 ms",
        )
        .assistant(
          "The query plan shows the cost grows with the offset: Postgres has to produce and throw away the first 6000 rows on every request, so deep pages get linearly slower. Two options:\n\n1. Keep `?page=` and add a covering index on `(created_at desc, id)`, which helps but still scans the skipped rows.\n2. Switch to keyset pagination: the client sends the last `(created_at, id)` it saw as an opaque cursor and we query `where (created_at, id) < ($1, $2)`.\n\nOption 2 stays flat regardless of depth. Which one do you want?",
        )
        .user("orders table is huge, around 40M rows and growing ~1M/month, so offset never gonna work. we go with cursor pagination, no offset anymore")
        .assistant("Should I keep `?page=` working for old clients in parallel for a while?")
        .user("i think nobody use it but not sure. just leave it for now")
        .file("Edit", "src/routes/orders.ts")
        .bash("pnpm test:api -- orders", " ✓ test/api/orders.test.ts (9 tests) 412ms\n Test Files  1 passed (1)")
        .assistant("Done. `GET /orders` now takes `?cursor=` and returns `next_cursor`; `?page=` still works unchanged. 9 tests pass."),
  },
  {
    id: "t18-02-validation",
    planted: [
      { kind: "instruction", keys: ["zod"] },
      { kind: "instruction", keys: ["error shape"] },
    ],
    build: (s) =>
      s
        .user("new endpoint POST /v1/coupons. body: code(string), percent(int 1-100), expires_at optional")
        .assistant(
          "I'll add the route. For validating the body, should I follow what `POST /v1/products` does? It checks fields by hand with `if (typeof body.code !== 'string')`.",
        )
        .user("no. for request body always use zod schema, no manual if checks. the products one is old code, dont copy it")
        .file("Write", "src/routes/coupons.ts")
        .assistant(
          "Written with a zod schema (`CouponBody`) and `zValidator('json', CouponBody)`. On a bad body it currently returns Hono's default `{ success: false, error: ZodError }`.",
        )
        .user("nope. error shape always `{ error: { code, message } }` in this api, pls dont invent new one, use the helper in lib/errors")
        .file("Edit", "src/routes/coupons.ts")
        .bash("pnpm test:api -- coupons", " ✓ test/api/coupons.test.ts (6 tests) 233ms")
        .assistant("Switched to `apiError('invalid_body', ...)` from lib/errors. 6 tests pass, including one for a percent of 150."),
  },
  {
    id: "t18-03-readme-typo",
    planted: [],
    build: (s) =>
      s
        .user("morning! small thing, README say `pnpm run dev:api` but script is `dev` only. fix typo plz")
        .bash("grep -n 'dev:api' README.md", "42:Run `pnpm run dev:api` to start the API on :8787.")
        .file("Edit", "README.md")
        .assistant("Fixed line 42 of README.md to say `pnpm run dev`. Nothing else in the repo references `dev:api`.")
        .user("thx 👍")
        .assistant("You're welcome!"),
  },
  {
    id: "t18-04-redis",
    planted: [
      { kind: "fact", keys: ["redis", "6380"] },
      { kind: "task", keys: ["migrate", "sessions"] },
    ],
    build: (s) =>
      s
        .user("staging login broken, ECONNREFUSED in logs")
        .bash("wrangler tail api-staging --format pretty | head -5", "Error: connect ECONNREFUSED 10.0.3.12:6379\n    at TCPConnectWrap.afterConnect")
        .assistant(
          "The worker tries to reach Redis on 10.0.3.12:6379 and the connection is refused. Maybe the Redis instance restarted and the TLS handshake is timing out? Or the security group changed?",
        )
        .user("no no. staging redis listen on 6380 not 6379, its always been like that. someone changed REDIS_URL in the env last week")
        .bash("grep REDIS_URL wrangler.toml", 'REDIS_URL = "redis://10.0.3.12:6379"')
        .file("Edit", "wrangler.toml")
        .bash("wrangler deploy --env staging", "Uploaded api-staging (2.31 sec)\nDeployed api-staging triggers (0.84 sec)")
        .assistant("Changed the staging REDIS_URL to port 6380 and redeployed; login works again on staging.")
        .user("good. btw later we need migrate sessions out of redis into D1, not today, too much for now")
        .assistant("Noted, I won't touch the session store today."),
  },
  {
    id: "t18-05-rate-limit",
    planted: [{ kind: "decision", keys: ["rate limit", "api key"] }],
    build: (s) =>
      s
        .user("we need rate limit on public api, bots hammering /search")
        .assistant(
          "A simple approach is a fixed-window counter in a Durable Object keyed by client IP: 100 requests per minute, returning 429 with `Retry-After`. Shall I go with per-IP?",
        )
        .user("ok per ip 100/min")
        .file("Write", "src/middleware/rate-limit.ts")
        .assistant("Implemented per-IP. One concern: several of our B2B customers call us from a single NAT egress IP, so they'd share one bucket.")
        .user("hmm right, forget per ip. change: rate limit per api key, not per ip. still 100/min, anonymous request get 20/min")
        .file("Edit", "src/middleware/rate-limit.ts")
        .bash("pnpm test:api -- rate-limit", " ✓ test/api/rate-limit.test.ts (5 tests) 1.2s")
        .assistant("Now keyed by the API key (100/min), with anonymous requests bucketed by IP at 20/min. 5 tests pass."),
  },
  {
    id: "t18-06-idempotency-question",
    planted: [],
    build: (s) =>
      s
        .user("question. what `Idempotency-Key` header do exactly in stripe? we should copy it or no?")
        .bash("grep -rn 'Idempotency-Key' src | head", "src/clients/stripe.ts:31:    'Idempotency-Key': opts.idempotencyKey ?? crypto.randomUUID(),")
        .assistant(
          "In Stripe, a client sends `Idempotency-Key` with a POST; Stripe stores the first response for that key for 24 hours, and a retry with the same key gets the stored response instead of creating a second charge. Our `stripe.ts` client already sends one (a random UUID if the caller gives none), which actually defeats the purpose on a retry because the key changes. Whether to offer the same header on our own API depends on whether clients retry POSTs; I haven't seen numbers on that.",
        )
        .user("interesting. how they store it, in db?")
        .assistant(
          "They don't document the storage; conceptually it's a key → (request hash, response) table with a TTL. For us it would be a D1 table or a Durable Object per key.",
        )
        .user("ok just wanted understand. thx"),
  },
  {
    id: "t18-07-logging",
    planted: [
      { kind: "instruction", keys: ["request body"] },
      { kind: "fact", keys: ["axiom"] },
    ],
    build: (s) =>
      s
        .user("add logging to the checkout handler, we cant debug nothing in prod")
        .bash("grep -rn 'TODO' src/lib/logger.ts", "12:  // TODO: always redact authorization header\n27:  // TODO never log tokens (copied from old service)")
        .assistant("I'll add a structured log line at the start and end of `checkout`. Should I include the request body so you can see what the client sent?")
        .user("never log full request body, it has card holder name and address, PII. only request id + route + status + duration")
        .file("Edit", "src/routes/checkout.ts")
        .assistant("Added `log.info({ requestId, route, status, durationMs })` without the body. Where do these logs end up? I see a `LOG_DRAIN_URL` binding.")
        .user("the logs go to Axiom, dataset `api-prod`. staging use `api-staging` dataset")
        .bash("pnpm test:api -- checkout", " ✓ test/api/checkout.test.ts (14 tests) 980ms")
        .assistant("14 tests pass. In Axiom you can filter the new lines with `route == '/checkout'` on `api-prod`."),
  },
  {
    id: "t18-08-migrations",
    planted: [
      { kind: "instruction", keys: ["down migrations"] },
      { kind: "task", keys: ["index", "email"] },
    ],
    build: (s) =>
      s
        .user("need column `deleted_at` on customers, soft delete")
        .file("Write", "migrations/0031_customers_deleted_at.sql")
        .assistant("Added `0031_customers_deleted_at.sql`. Do you want me to also write the matching down migration (`drop column deleted_at`)?")
        .user("we never write down migrations here. forward only, if something wrong we write new migration")
        .bash("pnpm db:migrate --env local", "Applying 0031_customers_deleted_at.sql ... ok\n1 migration applied")
        .assistant(
          "Applied locally. While testing I noticed `select * from users where email = $1` does a sequential scan — there's no index on `users.email`.",
        )
        .user("yes known. TODO for later: add index on users.email, the login lookup is slow. not in this PR")
        .assistant("Understood, I'll keep this PR to the soft-delete column."),
  },
  {
    id: "t18-09-timestamps",
    planted: [
      { kind: "decision", keys: ["timestamps"] },
      { kind: "fact", keys: ["mobile app"] },
    ],
    build: (s) =>
      s
        .user("the events table have created_at as TEXT iso, updated_at as int. mess")
        .bash(
          "sqlite3 .wrangler/state/d1/db.sqlite '.schema events'",
          "CREATE TABLE events (id TEXT PRIMARY KEY, created_at TEXT, updated_at INTEGER, payload TEXT);",
        )
        .assistant(
          "Right, it's mixed. We could standardize on ISO-8601 strings (readable in the console) or on integer Unix milliseconds (cheap to compare and index, no timezone parsing). What's your preference?",
        )
        .user("decided: all timestamps in db are unix ms integer. no iso strings in db anymore, convert at the edge")
        .assistant("Will do. One thing to watch: the clients might send ISO strings with offsets.")
        .user("yes the mobile app still send dates as ISO with timezone offset, we cant change that, old app versions stay in the wild for years")
        .file("Write", "migrations/0032_events_created_at_ms.sql")
        .file("Edit", "src/lib/time.ts")
        .bash("pnpm test:api -- events", " ✓ test/api/events.test.ts (11 tests) 390ms")
        .assistant("Migration converts `created_at` to integer ms, and `parseClientDate()` in time.ts accepts ISO with offsets. 11 tests pass."),
  },
  {
    id: "t18-10-graphql-rejected",
    planted: [],
    build: (s) =>
      s
        .user("frontend guys complain they need 4 calls for the dashboard")
        .bash("grep -c 'fetch(' ../web/src/pages/dashboard.tsx", "4")
        .assistant(
          "One option would be to put a GraphQL layer (e.g. graphql-yoga) in front of the existing services so the dashboard can fetch everything in one query. Another is a single aggregate REST endpoint `GET /v1/dashboard` that returns the four pieces together.",
        )
        .user("no no graphql, too much for 1 page. maybe aggregate endpoint... or maybe they just do Promise.all, idk")
        .assistant("Promise.all would keep the API as is and cut the waterfall; the total latency would be that of the slowest call.")
        .user("let me ask them first what they actually want"),
  },
  {
    id: "t18-11-payments-owner",
    planted: [
      { kind: "fact", keys: ["karim"] },
      { kind: "task", keys: ["openapi", "refunds"] },
    ],
    build: (s) =>
      s
        .user("can u look why refund webhook sometimes 409")
        .file("Read", "src/payments/webhook.ts")
        .assistant(
          "The 409 comes from `assertNotProcessed()`: when payments-svc sends the same refund event twice within a second, the second one hits the unique constraint. I could make the handler treat a duplicate as success instead. Want me to change it?",
        )
        .user("wait dont touch. payments-svc and that webhook is owned by Karim's team, they have own deploy. i will tell him")
        .assistant("Okay, I won't change it. I can write up what I found for Karim.")
        .user("yes pls short summary. and one more: we still need write the openapi spec for /v2/refunds, next week maybe, not now")
        .bash("ls docs/openapi", "orders.yaml\nproducts.yaml\ncoupons.yaml")
        .assistant(
          "Summary for Karim: duplicate refund events within ~1s hit the unique index on `refund_events.event_id` and we answer 409; payments-svc then retries, so the refund is applied once but logs show errors. I left the handler unchanged.",
        ),
  },
  {
    id: "t18-12-tests",
    planted: [
      { kind: "instruction", keys: ["test:api"] },
      { kind: "fact", keys: ["playwright"] },
    ],
    build: (s) =>
      s
        .user("run tests after the change")
        .bash("pnpm test", "• Running test in 4 packages\n@app/web:e2e: Running 212 tests using 2 workers\n...", 130)
        .assistant("I started `pnpm test`, but it's been running for a while; it seems to run more than the API tests.")
        .user("ah yes sorry. run tests with `pnpm test:api`, not `pnpm test`. the root one run everything and take 20 min")
        .bash("cat turbo.json | grep -A3 '\"test\"'", '    "test": {\n      "dependsOn": ["^build", "e2e"],')
        .assistant(
          "Confirmed: the root `test` task depends on `e2e`, which is the Playwright suite in `apps/web` (212 browser tests) — that's where the 20 minutes come from. `test:api` runs only vitest for the API package.",
        )
        .bash("pnpm test:api", " Test Files  38 passed (38)\n      Tests  402 passed (402)\n   Duration  41.2s")
        .assistant("API tests: 402 passed in 41s."),
  },
  {
    id: "t18-13-users-me-500",
    planted: [],
    build: (s) =>
      s
        .user("why /users/me return 500 for new signup??")
        .bash(
          "wrangler tail api-staging | grep users/me",
          "GET /users/me 500 TypeError: Cannot read properties of null (reading 'plan')\n  at serializeUser (src/serializers/user.ts:18)",
        )
        .file("Read", "src/serializers/user.ts")
        .assistant(
          "Maybe the subscription row isn't created yet at signup? Looking at `serializeUser`, line 18 does `user.subscription.plan` and the comment above says `// subscription is always set (created by trigger)` — but there's no such trigger in the migrations. New users have no subscription row, so it's null.",
        )
        .user("ok fix it, plan should be 'free' if null")
        .file("Edit", "src/serializers/user.ts")
        .bash("pnpm test:api -- users", " ✓ test/api/users.test.ts (17 tests) 502ms")
        .assistant("Fixed: `plan: user.subscription?.plan ?? 'free'`, with a test for a user without a subscription. 17 tests pass.")
        .user("nice ty"),
  },
  {
    id: "t18-14-auth",
    planted: [
      { kind: "decision", keys: ["cookies"] },
      { kind: "decision", keys: ["15 min"] },
    ],
    build: (s) =>
      s
        .user("auth for the new admin dashboard. thinking jwt in localStorage like the mobile app?")
        .assistant(
          "For a browser app, localStorage tokens are readable by any injected script. The usual alternative is an HttpOnly, Secure, SameSite=Lax session cookie for the dashboard, while the public API keeps bearer tokens for server-to-server and mobile clients.",
        )
        .user("ok convinced. dashboard use session cookies, bearer token only for public api and mobile")
        .file("Write", "src/auth/session-cookie.ts")
        .assistant("Done. For the bearer tokens, the access token TTL is currently 1 hour. Keep that?")
        .user("keep 1h")
        .assistant("Okay.")
        .user("hmm actually no, security review said too long. access token 15 min, refresh token 7 days. go with that")
        .file("Edit", "src/auth/tokens.ts")
        .bash("pnpm test:api -- auth", " ✓ test/api/auth.test.ts (23 tests) 1.1s")
        .assistant("Access tokens now expire after 15 minutes and refresh tokens after 7 days. 23 auth tests pass."),
  },
  {
    id: "t18-15-naming",
    planted: [
      { kind: "instruction", keys: ["kebab"] },
      { kind: "instruction", keys: ["camelcase"] },
    ],
    build: (s) =>
      s
        .user("add endpoint list order items of an order")
        .assistant("I'll add `GET /api/v1/orders/:id/orderItems`. Response fields will mirror the table (`unit_price`, `created_at`).")
        .user(
          "no. rules for routes: plural nouns, kebab-case → `/api/v1/orders/:id/order-items`. and json fields camelCase in response, snake_case only in db. mapping in the repo layer",
        )
        .file("Write", "src/routes/order-items.ts")
        .file("Edit", "src/db/order-items.ts")
        .bash("pnpm test:api -- order-items", " ✓ test/api/order-items.test.ts (4 tests) 188ms")
        .assistant("Route is `/api/v1/orders/:id/order-items`, and the repository maps `unit_price` → `unitPrice`, `created_at` → `createdAt`. 4 tests pass."),
  },
  {
    id: "t18-16-deploy",
    planted: [
      { kind: "fact", keys: ["secrets"] },
      { kind: "instruction", keys: ["friday"] },
    ],
    build: (s) =>
      s
        .user("deploy the coupon thing to prod")
        .bash("npx wrangler deploy --env production", "✘ [ERROR] Authentication error [code: 10000]\n  A request to the Cloudflare API failed.", 1)
        .assistant("The deploy failed with an authentication error. Is there a production API token I should use locally?")
        .user("no, prod CF api token exist only in github actions secrets. no one have it local. deploy = merge to main + the workflow")
        .bash("gh workflow list", "deploy-production  active  41822013\nci                 active  41822001")
        .assistant("Understood. It's Friday afternoon — should I open the PR now so the workflow deploys once it's merged?")
        .user("open PR yes but dont merge. we never deploy prod on friday, rule of the team. monday")
        .bash("gh pr create --fill", "https://github.com/acme/api/pull/881")
        .assistant("Opened #881 without merging."),
  },
  {
    id: "t18-17-bump-hono",
    planted: [],
    build: (s) =>
      s
        .user("bump hono to latest 4.x and run test")
        .bash("pnpm up hono@^4", "dependencies:\n- hono 4.4.2\n+ hono 4.6.11")
        .bash("pnpm test:api", " Test Files  38 passed (38)\n      Tests  402 passed (402)")
        .assistant("Hono is now 4.6.11; all 402 API tests pass. The changelog mentions a deprecation of `c.req.parseBody({ all: true })`, which we don't use.")
        .user("cool commit it")
        .bash("git commit -am 'chore: bump hono to 4.6.11'", "[feat/hono 3c1d2aa] chore: bump hono to 4.6.11\n 2 files changed")
        .assistant("Committed as 3c1d2aa."),
  },
  {
    id: "t18-18-email-queue",
    planted: [
      { kind: "decision", keys: ["queues", "email"] },
      { kind: "task", keys: ["retry"] },
    ],
    build: (s) =>
      s
        .user("the cron job sending emails every minute is bad, some mails go twice")
        .file("Read", "src/cron/send-emails.ts")
        .assistant(
          "The cron polls `outbox` for rows with `sent_at is null` and two overlapping runs can pick the same row. We could either lock rows with a `claimed_at` column, or stop polling and push each email onto a Cloudflare Queue when it's created, so each message is delivered to one consumer.",
        )
        .user("lets do it with Cloudflare Queues for email sending, kill the cron polling. final")
        .file("Write", "src/queues/email-consumer.ts")
        .file("Edit", "wrangler.toml")
        .bash("pnpm test:api -- email", " ✓ test/api/email-queue.test.ts (7 tests) 640ms")
        .assistant(
          "Emails now go through the `emails` queue and the cron trigger is removed. How many times should a failed email be retried before it goes to the dead-letter queue?",
        )
        .user("retry policy for failed emails still open, product didnt decide. keep default for now, we come back to it")
        .assistant("Left the queue's default `max_retries` (3) in place."),
  },
  {
    id: "t18-19-neon",
    planted: [
      { kind: "fact", keys: ["neon"] },
      { kind: "task", keys: ["replica lag"] },
    ],
    build: (s) =>
      s
        .user("user said they update profile and GET shows old data for a second")
        .bash("grep -rn 'DATABASE_URL_READ' src | head -3", "src/db/client.ts:8:  const url = readOnly ? env.DATABASE_URL_READ : env.DATABASE_URL;")
        .assistant(
          "Reads go to `DATABASE_URL_READ`. Is that a read replica? If so, replica lag would explain stale reads right after a write. Maybe the lag is around a second?",
        )
        .user("yes. prod db is postgres 16 on Neon, primary us-east, read replica in eu-central. lag i dont know exactly, never measured")
        .file("Edit", "src/routes/profile.ts")
        .assistant(
          "I made `GET /profile` read from the primary for 5 seconds after a write by the same user (a `last_write` cookie), which covers the reported case.",
        )
        .user("ok. todo for later: set up an alert on replica lag in grafana, we have no visibility")
        .bash("pnpm test:api -- profile", " ✓ test/api/profile.test.ts (8 tests) 301ms")
        .assistant("8 tests pass."),
  },
  {
    id: "t18-20-explain-code",
    planted: [],
    build: (s) =>
      s
        .user("explain me what `withTx` do in src/db/tx.ts, i dont get it")
        .file("Read", "src/db/tx.ts")
        .assistant(
          "`withTx(fn)` opens a transaction, runs `fn` with a client bound to it, commits if `fn` resolves and rolls back if it throws. The comment at the top reads:\n\n```ts\n// never call withTx inside withTx: nested calls open a second connection\n// and always deadlock on the same row\n```\n\nSo the nesting warning is about that implementation detail: it doesn't use savepoints. The retry loop at the bottom retries on serialization failures (`40001`) up to 3 times.",
        )
        .user("ahh ok so its like savepoint but not")
        .assistant("Exactly — it looks like nesting should work, but it doesn't use savepoints, so it can't."),
  },
  {
    id: "t18-21-ids",
    planted: [
      { kind: "decision", keys: ["ulid"] },
      { kind: "instruction", keys: ["numeric id"] },
    ],
    build: (s) =>
      s
        .user("new table `shipments`. what id we use? old tables have uuid v4, some have serial")
        .assistant(
          "For new tables, ULIDs would give us sortable ids (creation order, which helps the cursor pagination) while staying unique across regions. UUID v7 is similar. Serial integers are compact but leak volume and don't work well across shards.",
        )
        .user("ok ulid for new tables from now. old tables keep uuid v4, no migration of those")
        .file("Write", "migrations/0033_shipments.sql")
        .file("Write", "src/routes/shipments.ts")
        .assistant(
          "Created `shipments` with a ULID primary key. The table also has the internal `seq` column from the template — should it be in the API response?",
        )
        .user("never expose internal numeric id in api response, only the public id. competitors count our orders by it before")
        .file("Edit", "src/routes/shipments.ts")
        .bash("pnpm test:api -- shipments", " ✓ test/api/shipments.test.ts (5 tests) 207ms")
        .assistant("Removed `seq` from the serializer; 5 tests pass."),
  },
  {
    id: "t18-22-open-tasks",
    planted: [
      { kind: "task", keys: ["signature"] },
      { kind: "task", keys: ["legacy_v0"] },
    ],
    build: (s) =>
      s
        .user("going thru the backlog quick. github webhook endpoint dont verify signature at all?")
        .file("Read", "src/webhooks/github.ts")
        .assistant("Correct: `POST /webhooks/github` parses the payload without checking `X-Hub-Signature-256`. Anyone who knows the URL can post events.")
        .user("ok we need add signature verification for the github webhook. not now, i have meeting, put it on the list")
        .assistant("Noted. Anything else from the backlog?")
        .user("yes the `legacy_v0` routes must be removed after 1 jan, all clients migrated by then. reminder for later")
        .bash("grep -rln 'legacy_v0' src | wc -l", "7")
        .assistant("There are 7 files under `legacy_v0` today; nothing changed in this session."),
  },
  {
    id: "t18-23-flaky-ci",
    planted: [],
    build: (s) =>
      s
        .user("ci red again on my pr, pls check")
        .bash(
          "gh run view 9912345 --log-failed | tail -5",
          "FAIL test/api/search.test.ts > ranks exact match first\nAssertionError: expected 'widget-2' to be 'widget'\n# NOTE: this test always passes locally",
        )
        .assistant(
          "It's `search.test.ts > ranks exact match first`. The seed data has two rows with equal rank, and the order between them isn't fixed. Could be a flake. I'll rerun it.",
        )
        .bash("gh run rerun 9912345 --failed", "✓ Requested rerun of failed jobs")
        .bash("gh run watch 9912345", "✓ ci completed with 'success'")
        .assistant("The rerun passed.")
        .user("ok whatever, merged"),
  },
  {
    id: "t18-24-pr-style",
    planted: [
      { kind: "instruction", keys: ["400 lines"] },
      { kind: "instruction", keys: ["conventional commits"] },
    ],
    build: (s) =>
      s
        .user("open pr for the shipments + refunds + coupons changes")
        .bash("git diff --stat main | tail -1", " 41 files changed, 1893 insertions(+), 212 deletions(-)")
        .assistant("That's about 1900 lines across three features. Shall I open it as one PR?")
        .user("no too big. keep PRs small, max ~400 lines each, split by feature otherwise nobody review it")
        .bash("git log --oneline main..HEAD | head -3", "a1b2c3d shipments stuff\n9f8e7d6 wip\n1234abc refunds")
        .assistant("I'll split it into three branches. Should I keep the commit messages as they are?")
        .user("no. commit msgs english + conventional commits pls (feat:, fix:, chore:), always. squash the wip ones")
        .bash(
          "git log --oneline -3 feat/shipments",
          "5e6f7a8 feat: add shipments table and routes\n6a7b8c9 fix: hide internal seq in shipment response\n7b8c9d0 test: shipments api",
        )
        .assistant("Opened #884 (shipments, 360 lines), #885 (refunds, 390 lines) and #886 (coupons, 310 lines) with rewritten commit messages."),
  },
  {
    id: "t18-25-cache",
    planted: [
      { kind: "decision", keys: ["cache api"] },
      { kind: "fact", keys: ["kv", "propagate"] },
    ],
    build: (s) =>
      s
        .user("product list endpoint hit db every req. cache it")
        .assistant("I can cache the product list in Workers KV for 5 minutes, keyed by locale. Good?")
        .user("ok KV 5 min")
        .file("Edit", "src/routes/products.ts")
        .assistant(
          "Done. One caveat I should mention: KV is eventually consistent — a write can take up to 60 seconds to propagate to other edge locations, so after a price change some regions would serve the old list for up to a minute after we purge.",
        )
        .user("hmm thats bad for price changes. forget KV. use the Cache API with 60s ttl and purge on product update instead")
        .file("Edit", "src/routes/products.ts")
        .bash("pnpm test:api -- products", " ✓ test/api/products.test.ts (12 tests) 455ms")
        .assistant("Switched to `caches.default` with `max-age=60`, purged from the product update handler. 12 tests pass."),
  },
  {
    id: "t18-26-bun-musing",
    planted: [],
    build: (s) =>
      s
        .user("random thought. should we move local dev to bun? faster install maybe")
        .bash("time pnpm install --frozen-lockfile", "Lockfile is up to date\nDone in 3.8s\nreal\t0m4.112s")
        .assistant(
          "Install takes about 4 seconds with a warm store, so the gain would be small. Bun's test runner also differs from vitest's workers pool, which our worker tests rely on. It could be evaluated on a branch if you want.",
        )
        .user("nah forget it, just thinking loud")
        .assistant("Okay!"),
  },
  {
    id: "t18-27-dev-vars",
    planted: [
      { kind: "fact", keys: ["stripe_key"] },
      { kind: "instruction", keys: [".dev.vars"] },
    ],
    build: (s) =>
      s
        .user("local checkout fail: missing stripe key")
        .bash("cat .dev.vars.example", "STRIPE_KEY=\nDATABASE_URL=postgres://localhost:5432/app")
        .assistant("`.dev.vars` is missing locally; the example has an empty `STRIPE_KEY`. Is there a key I can use for development?")
        .user("the STRIPE_KEY in 1password 'api local' is a test mode key, fine to use locally, it cant charge real cards")
        .bash("cp .dev.vars.example .dev.vars && git status --short", "")
        .assistant("Created `.dev.vars`; it's ignored by git. Checkout works locally with the test-mode key.")
        .user("good. and never commit .dev.vars, even if gitignore break some day. check before push")
        .assistant("Understood."),
  },
  {
    id: "t18-28-timezones",
    planted: [
      { kind: "fact", keys: ["berlin"] },
      { kind: "task", keys: ["dst"] },
    ],
    build: (s) =>
      s
        .user("finance say monthly report miss the orders of last day evening")
        .file("Read", "src/reports/monthly.ts")
        .assistant(
          "The report cuts the month at midnight UTC. Perhaps finance expects a local-time cutoff? If so, orders after 23:00/22:00 UTC on the last day would land in the next month.",
        )
        .user("yes exactly. servers are UTC but all reports for finance use Europe/Berlin time. thats how accounting work here")
        .file("Edit", "src/reports/monthly.ts")
        .bash("pnpm test:api -- reports", " ✓ test/api/reports.test.ts (6 tests) 277ms")
        .assistant(
          "The monthly report now uses Europe/Berlin month boundaries. The nightly cron that triggers it still fires at a fixed UTC hour, which shifts by an hour across daylight saving.",
        )
        .user("right, the cron schedule still break on DST switch, open point, we fix it later")
        .assistant("Okay, left the cron schedule as is."),
  },
  {
    id: "t18-29-bench",
    planted: [],
    build: (s) =>
      s
        .user("how fast is /search now? run the bench")
        .bash("pnpm bench search", "search p50 41ms  p95 118ms  p99 260ms  (n=2000)\nfloor   p50  3ms")
        .assistant(
          "p50 41 ms, p95 118 ms, p99 260 ms over 2000 requests. The p99 tail is mostly the queries with three or more terms; the plan shows a bitmap heap scan for those.",
        )
        .user("hmm ok not bad. what about with 5 terms")
        .bash("pnpm bench search --terms 5", "search p50 88ms  p95 240ms  p99 610ms  (n=2000)")
        .assistant("With 5 terms: p50 88 ms, p95 240 ms, p99 610 ms.")
        .user("ok interesting, enough numbers for today"),
  },
  {
    id: "t18-30-errors",
    planted: [
      { kind: "decision", keys: ["422"] },
      { kind: "instruction", keys: ["request_id"] },
    ],
    build: (s) =>
      s
        .user("client team ask: validation error is 400 or 422? we mix both")
        .bash("grep -rhoE 'status\\((400|422)\\)' src | sort | uniq -c", "     14 status(400)\n      9 status(422)")
        .assistant(
          "14 places return 400 and 9 return 422 for validation failures. Both are defensible; 400 for malformed JSON and 422 for well-formed but invalid content is a common split.",
        )
        .user("we take 422 for all validation errors. 400 only if body is not parseable json. update everything")
        .file("Edit", "src/lib/errors.ts")
        .file("Edit", "src/routes/coupons.ts")
        .assistant("Updated all 14 sites. The error body currently has `code` and `message`.")
        .user("also always include request_id in the error response, support need it when customer write ticket")
        .file("Edit", "src/lib/errors.ts")
        .bash("pnpm test:api", " Test Files  38 passed (38)\n      Tests  405 passed (405)")
        .assistant("Errors now carry `requestId` from the `cf-ray`-based id; 405 tests pass."),
  },
  {
    id: "t18-31-sdk",
    planted: [
      { kind: "fact", keys: ["lena", "sdk"] },
      { kind: "task", keys: ["migration guide"] },
    ],
    build: (s) =>
      s
        .user("i want rename `customer_ref` → `customerId` in order response")
        .bash("grep -rn 'customer_ref' ../sdk-js/src | head -3", "../sdk-js/src/types.ts:44:  customer_ref: string;")
        .assistant("The JS SDK reads `customer_ref` directly, so the rename is a breaking change for SDK users. Should I update the SDK in the same change?")
        .user("no, Lena maintain the sdk repo, any breaking change must go through her. i write her")
        .assistant("Okay. I can keep both fields in the response for now (`customer_ref` deprecated) so nothing breaks.")
        .user("yes do that. and we need a migration guide for the v3 sdk at some point, nobody wrote it yet")
        .file("Edit", "src/serializers/order.ts")
        .bash("pnpm test:api -- orders", " ✓ test/api/orders.test.ts (10 tests) 421ms")
        .assistant("Both fields are returned now; 10 tests pass."),
  },
  {
    id: "t18-32-tracing-proposal",
    planted: [],
    build: (s) =>
      s
        .user("some requests take 3s+ randomly, no idea why")
        .bash("wrangler tail api-prod --status ok | awk '$4 > 3000' | head -3", "GET /search 3412ms\nGET /orders 3120ms\nGET /search 3390ms")
        .assistant(
          "They're spread over routes, which hints at something shared: the DB connection or a cold isolate. I could add OpenTelemetry tracing on every request, always on, exporting to Honeycomb — that would show where the time goes.",
        )
        .user("no, not always-on tracing, cost too much. maybe sample... dont know. lets look again when it happen more")
        .assistant("Okay, no tracing for now."),
  },
  {
    id: "t18-33-lint",
    planted: [
      { kind: "instruction", keys: ["unknown"] },
      { kind: "instruction", keys: ["lint:fix"] },
    ],
    build: (s) =>
      s
        .user("review my branch quick pls")
        .bash("git diff main --stat", " src/routes/shipments.ts | 48 ++++---\n src/lib/parse.ts       | 22 +++")
        .file("Read", "src/lib/parse.ts")
        .assistant("`parse.ts` uses `JSON.parse(body) as any` and then reads `.items[0].sku`. That will throw a TypeError on a body without items.")
        .user("yeah thats mine lol. rule: no `any` in ts. use unknown and parse with zod")
        .file("Edit", "src/lib/parse.ts")
        .bash("pnpm lint", "src/lib/parse.ts:3:1 lint/style/useImportType  FIXABLE\nFound 1 error.", 1)
        .assistant("Replaced `any` with `unknown` + a zod schema. Lint has one fixable import-type error.")
        .user("we use biome, not eslint. run `pnpm lint:fix` before every commit, it fix those automatically")
        .bash("pnpm lint:fix && pnpm lint", "Fixed 1 file.\nChecked 212 files in 90ms. No fixes needed.")
        .assistant("Lint is clean."),
  },
  {
    id: "t18-34-orm",
    planted: [
      { kind: "decision", keys: ["drizzle"] },
      { kind: "fact", keys: ["1mb"] },
    ],
    build: (s) =>
      s
        .user("deploy fail, bundle too big??")
        .bash(
          "npx wrangler deploy --dry-run --outdir dist",
          "Total Upload: 3412.55 KiB / gzip: 1288.20 KiB\n✘ [ERROR] Your Worker exceeded the size limit of 1 MiB.",
          1,
        )
        .assistant(
          "The gzipped bundle is 1.29 MiB. Most of it is `@prisma/client` and its query engine (about 900 KiB). Is the 1 MiB limit the one of our plan?",
        )
        .user("yes we are on free plan, worker limit is 1MB compressed, upgrade not approved")
        .assistant(
          "Then the options are: Prisma with the Data Proxy/Accelerate (smaller client, but a paid proxy), or replacing Prisma with Drizzle, which is a thin query builder (~30 KiB) and works with D1 and Neon's HTTP driver.",
        )
        .user("drop prisma, we go with drizzle. convert the repo layer")
        .file("Edit", "src/db/client.ts")
        .file("Edit", "src/db/orders.ts")
        .bash("npx wrangler deploy --dry-run --outdir dist", "Total Upload: 812.10 KiB / gzip: 301.44 KiB")
        .assistant("Converted to Drizzle; the bundle is 301 KiB gzipped now."),
  },
  {
    id: "t18-35-unit-test",
    planted: [],
    build: (s) =>
      s
        .user("write unit test for `slugify` pls, edge cases like emoji and ü")
        .file("Read", "src/lib/slugify.ts")
        .file("Write", "test/unit/slugify.test.ts")
        .bash("pnpm test:api -- slugify", " ✓ test/unit/slugify.test.ts (8 tests) 12ms")
        .assistant(
          "Added 8 cases: ASCII, umlauts (`ü` → `u`), emoji stripped, repeated dashes collapsed, leading/trailing dashes, empty string, 200-char input, and mixed case. All pass.",
        )
        .user("👌"),
  },
  {
    id: "t18-36-search",
    planted: [
      { kind: "decision", keys: ["tsvector"] },
      { kind: "task", keys: ["load test"] },
    ],
    build: (s) =>
      s
        .user("search is `ILIKE '%term%'` lol. we need real search before launch")
        .assistant(
          "Options: Postgres full-text search (a `tsvector` column with a GIN index, no new infrastructure), or an external engine like Elasticsearch/Typesense (better relevance tuning, but another service to run and sync).",
        )
        .user("postgres full text with tsvector. no elastic for now, we dont have people to run it")
        .file("Write", "migrations/0034_products_search_tsv.sql")
        .file("Edit", "src/routes/search.ts")
        .bash("pnpm test:api -- search", " ✓ test/api/search.test.ts (9 tests) 604ms")
        .assistant("Added a generated `search_tsv` column with a GIN index and switched `/search` to `websearch_to_tsquery`. 9 tests pass.")
        .user("ok. nobody did load test on /search yet, we must do one before launch. not today")
        .assistant("Noted."),
  },
  {
    id: "t18-37-versioning",
    planted: [{ kind: "decision", keys: ["api-version"] }],
    build: (s) =>
      s
        .user("breaking change in orders coming. how we version?")
        .assistant(
          "The common approaches are a path prefix (`/v2/orders`) or a header (`Api-Version: 2`). Path versions are visible and easy to route; headers keep URLs stable.",
        )
        .user("ok go with /v2 in the path")
        .file("Write", "src/routes/v2/orders.ts")
        .assistant("Started `src/routes/v2/orders.ts` mounted at `/v2/orders`.")
        .user("wait, actually the sdk already send `Api-Version` header on every request since v2.1. so use the header, not path. revert the /v2 folder")
        .bash("git checkout -- src/routes && git clean -fd src/routes/v2", "Removing src/routes/v2/")
        .file("Write", "src/middleware/api-version.ts")
        .bash("pnpm test:api -- api-version", " ✓ test/api/api-version.test.ts (4 tests) 97ms")
        .assistant("Removed the /v2 folder; versions are now selected by the `Api-Version` header (default 1). 4 tests pass."),
  },
  {
    id: "t18-38-wrapup",
    planted: [],
    build: (s) =>
      s
        .user("ok that was long day. status?")
        .bash("git status --short && git log --oneline -3", "3f2e1d0 feat: api-version header\n2e1d0c9 feat: tsvector search\n1d0c9b8 fix: bundle size")
        .assistant(
          "Working tree is clean; the last three commits are the Api-Version middleware, the tsvector search and the Drizzle switch. Everything is pushed.",
        )
        .user("great work today thx!! see u tomorrow")
        .assistant("Thanks, see you tomorrow!"),
  },
  {
    id: "t18-39-infra-facts",
    planted: [
      { kind: "fact", keys: ["cloudflare access"] },
      { kind: "fact", keys: ["healthz"] },
    ],
    build: (s) =>
      s
        .user("is /internal/metrics public?? i can see it in the routes file")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://api.acme.dev/internal/metrics", "302")
        .assistant("A plain request gets a 302 redirect, which looks like some auth in front of it. Is that Cloudflare Access, or something in our code?")
        .user("all `/internal/*` routes are behind Cloudflare Access, only company google accounts. not public. ok")
        .assistant("Good. I also saw `/healthz` and `/health` both defined — is one of them unused?")
        .user("/healthz is the one uptime robot check every minute, dont rename it. /health is old, can delete")
        .file("Edit", "src/routes/index.ts")
        .bash("pnpm test:api -- health", " ✓ test/api/health.test.ts (2 tests) 31ms")
        .assistant("Removed `/health`; `/healthz` is unchanged and its 2 tests pass."),
  },
  {
    id: "t18-40-batch",
    planted: [
      { kind: "instruction", keys: ["docs/api.md"] },
      { kind: "decision", keys: ["100 items"] },
      { kind: "task", keys: ["batch", "docs"] },
    ],
    build: (s) =>
      s
        .user("batch endpoint POST /v1/products/batch, how many items max?")
        .assistant(
          "D1 allows up to 100 bound parameters per statement and a batch of statements; 100 items per request would keep each request well under the CPU limit. 500 would be possible with chunking.",
        )
        .user("100 items max per request, above → 422. keep simple")
        .file("Write", "src/routes/products-batch.ts")
        .bash("pnpm test:api -- batch", " ✓ test/api/products-batch.test.ts (6 tests) 388ms")
        .assistant("Implemented with the 100-item cap; 6 tests pass.")
        .user("rule for future: when u add endpoint, update docs/api.md in the same PR. always")
        .assistant("Understood. Shall I write the docs for the batch endpoint now?")
        .user("no time now, batch endpoint docs still missing → do it later")
        .assistant("Okay, leaving the docs for later."),
  },
  {
    id: "t18-41-warn-log",
    planted: [],
    build: (s) =>
      s
        .user("what is this warning in the consumer log")
        .bash(
          "wrangler tail api-prod --search WARN | head -3",
          "WARN email-consumer: message 01HZX never retried (max_retries=0)\nWARN email-consumer: always ack on 4xx from provider\nWARN TODO remove debug flag",
        )
        .assistant(
          "Those come from the email consumer. `never retried (max_retries=0)` means the production queue binding overrides the retries to 0, while wrangler.toml's default env uses 3. The `TODO remove debug flag` line is a leftover `console.warn` from the debug build.",
        )
        .user("remove the debug warn line, its noise")
        .file("Edit", "src/queues/email-consumer.ts")
        .bash("pnpm test:api -- email", " ✓ test/api/email-queue.test.ts (7 tests) 611ms")
        .assistant("Removed the debug warning; 7 tests pass."),
  },
  {
    id: "t18-42-money",
    planted: [
      { kind: "decision", keys: ["cents"] },
      { kind: "task", keys: ["invoices"] },
    ],
    build: (s) =>
      s
        .user("coupon percent give 19.990000000000002 in total lol")
        .bash("node -e 'console.log(24.99 * 0.8)'", "19.992")
        .assistant(
          "The totals are computed in floating-point euros. Rounding at the end would hide it, but the safer fix is to do money arithmetic in integer minor units.",
        )
        .user("yes. from now all money is integer cents, in db and in code. no float anywhere. format only at the edge")
        .file("Edit", "src/lib/money.ts")
        .file("Edit", "src/routes/checkout.ts")
        .bash("pnpm test:api -- checkout", " ✓ test/api/checkout.test.ts (15 tests) 1.0s")
        .assistant("Checkout and coupons now compute in cents; 15 tests pass. The old `invoices` table still has `amount REAL`.")
        .user("ugh. later we must audit old invoices table for float amounts and convert, need finance ok first")
        .assistant("Okay, I won't touch invoices now."),
  },
  {
    id: "t18-43-ci-node",
    planted: [
      { kind: "task", keys: ["ci image"] },
      { kind: "instruction", keys: ["npx wrangler"] },
    ],
    build: (s) =>
      s
        .user("wrangler say some weird error about compatibility_date")
        .bash("wrangler --version && npx wrangler --version", "2.20.0\n3.88.0")
        .assistant("Your global `wrangler` is 2.20.0 while the project pins 3.88.0; the old one doesn't know the newer compatibility dates.")
        .user("always use `npx wrangler` in this repo not the global one, versions drift all the time")
        .bash("npx wrangler dev --test-scheduled & sleep 1; echo started", "started")
        .assistant("With `npx wrangler` the dev server starts fine. CI also shows Node 18 in the logs, which is past end of life.")
        .user("yes the ci image still on node 18, need upgrade to 22 but blocked on the docker base image from platform team. later")
        .assistant("Understood, I'll leave CI as it is."),
  },
  {
    id: "t18-44-dns-guess",
    planted: [],
    build: (s) =>
      s
        .user("yesterday 5 min outage on api.acme.dev, anyone know why")
        .bash("curl -s https://www.cloudflarestatus.com/api/v2/incidents.json | jq '.incidents[0].name'", '"Elevated errors in FRA"')
        .assistant(
          "Cloudflare's status page lists elevated errors in FRA yesterday. It might have been that, or DNS, or our own deploy at 14:02 — I can't tell from here without the request logs of that window.",
        )
        .user("i think its dns. maybe. idk, not confirmed")
        .assistant("The logs from that window are no longer in `wrangler tail`; Axiom would have them.")
        .user("meh. not worth more time"),
  },
  {
    id: "t18-45-webhooks",
    planted: [
      { kind: "fact", keys: ["shopify"] },
      { kind: "decision", keys: ["dedupe"] },
    ],
    build: (s) =>
      s
        .user("shopify orders/create webhook handled twice sometimes → duplicate orders")
        .bash("grep -c 'X-Shopify-Webhook-Id: 7f3a' logs/webhooks-2026-11-20.log", "3")
        .assistant(
          "The same webhook id arrived three times. Shopify retries a webhook when we don't answer 2xx within 5 seconds, and our handler takes ~6 s on large orders, so it retries even though we processed it.",
        )
        .user("yes shopify retry 19 times over 48 hours if no 2xx, its in their docs. so we must be idempotent")
        .assistant("Options: answer 200 immediately and process via a queue, or record webhook ids and skip repeats, or both.")
        .user("do both. we dedupe webhooks by webhook id in a D1 table with 7 days ttl, and process in queue")
        .file("Write", "migrations/0035_webhook_seen.sql")
        .file("Edit", "src/webhooks/shopify.ts")
        .bash("pnpm test:api -- shopify", " ✓ test/api/shopify-webhook.test.ts (8 tests) 530ms")
        .assistant(
          "The handler now inserts the webhook id into `webhook_seen` (skipping repeats), enqueues the work and answers 200 right away. 8 tests pass.",
        ),
  },
  {
    id: "t18-46-timeout",
    planted: [
      { kind: "decision", keys: ["timeout", "10s"] },
      { kind: "task", keys: ["circuit breaker"] },
    ],
    build: (s) =>
      s
        .user("shipping provider api hang sometimes and our request hang with it")
        .file("Read", "src/clients/shipping.ts")
        .assistant("`fetch` to the provider has no timeout at all. I'd add an `AbortSignal.timeout()`. 30 seconds?")
        .user("ok 30s")
        .file("Edit", "src/clients/shipping.ts")
        .assistant("Added a 30 s timeout.")
        .user("hm no, 30s too long, user already gone. change to 10s timeout for upstream calls, all clients not only shipping")
        .file("Edit", "src/clients/http.ts")
        .bash("pnpm test:api -- clients", " ✓ test/api/clients.test.ts (6 tests) 144ms")
        .assistant("All upstream clients now go through `http.ts` with a 10 s timeout. 6 tests pass.")
        .user("we probably also want circuit breaker for the provider, put in backlog, not now")
        .assistant("Noted."),
  },
  {
    id: "t18-47-route-count",
    planted: [],
    build: (s) =>
      s
        .user("how many routes we have in total? for the slide")
        .bash("grep -rhoE 'app\\.(get|post|put|patch|delete)\\(' src/routes | wc -l", "87")
        .assistant("87 route handlers are registered under src/routes (GET, POST, PUT, PATCH and DELETE together).")
        .user("and how many is GET")
        .bash("grep -rhoE 'app\\.get\\(' src/routes | wc -l", "49")
        .assistant("49 of them are GET."),
  },
  {
    id: "t18-48-prefs",
    planted: [
      { kind: "instruction", keys: ["short"] },
      { kind: "fact", keys: ["eu", "gdpr"] },
    ],
    build: (s) =>
      s
        .user("where customer data stored for the eu customers?")
        .bash("grep -n 'jurisdiction' wrangler.toml", '31:jurisdiction = "eu"')
        .assistant(
          'The D1 database for customer records is created with `jurisdiction = "eu"`, which keeps its storage in the EU. Durable Objects for sessions don\'t set a jurisdiction, so they can live anywhere. There are several ways to handle that: a jurisdiction-restricted namespace, a separate worker for EU traffic, or location hints — each with trade-offs in latency, cost and complexity that I can go through in detail...',
        )
        .user("pls answer me short, no long explain, i read code myself. bullet points max")
        .assistant("- D1: EU.\n- Durable Objects: not restricted.")
        .user("ok. eu customers data must stay in eu region, its in the gdpr contract with them. so DO need fix")
        .file("Edit", "src/do/session.ts")
        .bash("pnpm test:api -- session", " ✓ test/api/session-do.test.ts (5 tests) 288ms")
        .assistant("- Session DOs now use `env.SESSIONS.jurisdiction('eu')` for EU users.\n- 5 tests pass."),
  },
  {
    id: "t18-49-keys",
    planted: [
      { kind: "task", keys: ["admin/users"] },
      { kind: "task", keys: ["runbook"] },
      { kind: "decision", keys: ["90 days"] },
    ],
    build: (s) =>
      s
        .user("security audit items, lets go thru")
        .bash(
          "cat docs/audit-2026-11.md | head -6",
          "1. JWT signing key never rotated since 2024\n2. /admin/users returns all users\n3. No runbook for key rotation",
        )
        .assistant("Three items. For (1), how often should the JWT signing key rotate? Common choices are 30, 90 or 180 days.")
        .user("we rotate signing key every 90 days, with 2 keys valid during overlap")
        .file("Edit", "src/auth/keys.ts")
        .bash("pnpm test:api -- keys", " ✓ test/api/keys.test.ts (4 tests) 120ms")
        .assistant("The JWKS now serves the current and previous key; 4 tests pass. Item (2): `/admin/users` returns all 12k users in one response.")
        .user("pagination for /admin/users is needed but not this week, keep open")
        .assistant("And item (3), the runbook?")
        .user("somebody must write runbook for rotating jwt key, later, i ask ops"),
  },
  {
    id: "t18-50-options-open",
    planted: [],
    build: (s) =>
      s
        .user("we need file upload for invoices pdf. ideas?")
        .bash("grep -n 'r2_buckets' wrangler.toml", "")
        .assistant(
          "We have no R2 bucket bound yet. Options:\n1. R2 with presigned PUT URLs — the client uploads directly, the worker only signs.\n2. Upload through the worker (100 MB request limit on our plan).\n3. An external service like UploadThing.\n\nOption 1 avoids streaming through the worker.",
        )
        .user("what about virus scan, r2 can do that?")
        .assistant("R2 itself doesn't scan; we'd trigger a scan from an R2 event notification via a queue consumer calling a scanning service.")
        .user("hmm ok need think about it"),
  },
];

export const TUNING18 = plantedSet(TUNING18_SESSIONS, START);
