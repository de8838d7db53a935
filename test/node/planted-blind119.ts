/**
 * Blind planted set 119 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a backend developer whose first language is Spanish ('vale', 'ojo', non-native grammar) on a
 * NestJS payments service with Stripe and Postgres; careful about money, asks many questions, and
 * the agent often proposes what the user then takes.
 * Each session is one segment; the items planted in it are listed with it: 64 items (16 decisions, 16 instructions, 16 facts, 16 tasks) in 53 sessions, 13 of which plant nothing (70 user/assistant messages between them). Every other message
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

export const BLIND119_SESSIONS: BlindSession[] = [
  {
    id: "b119-double-charge",
    build: (s) =>
      s
        .user(
          "Hola. We have a customer charged two times for the same order ord_8812 yesterday, 49.90 EUR twice. Can you look the logs of payments-api? I am worry this happens more times",
        )
        .bash(
          "grep -n 'ord_8812' logs/payments-api-2026-11-21.log | head",
          "14:02:11 INFO  creating PaymentIntent order=ord_8812 amount=4990\n14:02:41 WARN  stripe request failed: 502 Bad Gateway, retrying (attempt 2)\n14:02:43 INFO  creating PaymentIntent order=ord_8812 amount=4990\n14:02:44 INFO  PaymentIntent pi_3Qx..a succeeded\n14:02:45 INFO  PaymentIntent pi_3Qx..b succeeded",
        )
        .file("Read", "src/stripe/stripe.client.ts")
        .assistant(
          "Found it. The Stripe client is wrapped with axios-retry, and on the 502 it retried the create call without an idempotency key, so Stripe made a second PaymentIntent and both got confirmed. The first request did reach Stripe; only the response got lost.",
        )
        .user(
          "Ok so is confirmed that the double charge comes from axios-retry retrying the create without idempotency key? I want to be sure before I tell to support",
        )
        .bash(
          "grep -rn 'axios-retry' src/ | head -3",
          "src/stripe/stripe.client.ts:3:import axiosRetry from 'axios-retry';\nsrc/stripe/stripe.client.ts:18:axiosRetry(http, { retries: 3, retryCondition: isRetryableError });",
        )
        .assistant(
          "Yes, confirmed: the duplicate charges come from axios-retry re-sending the PaymentIntent create on 5xx with no idempotency key. Same pattern for 3 more orders last week (ord_8620, ord_8701, ord_8790).",
        )
        .user(
          "Madre mía. Vale, decision: every call that creates something in Stripe goes with an Idempotency-Key, and the key is the order id plus the attempt number, like ord_8812:1. Please do it in the client now",
        )
        .file("Edit", "src/stripe/stripe.client.ts")
        .bash("npx jest src/stripe", "PASS src/stripe/stripe.client.spec.ts\nTests: 14 passed, 14 total")
        .stop("Added the Idempotency-Key header (orderId:attempt) to every create call; the Stripe client tests pass."),
    planted: [
      { kind: "fact", keys: ["axios-retry"] },
      { kind: "decision", keys: ["idempotency-key"] },
    ],
  },
  {
    id: "b119-cents-rule",
    build: (s) =>
      s
        .user("Can you add a field discountAmount to the CreateCheckoutDto? it comes from the promo service")
        .file("Read", "src/checkout/dto/create-checkout.dto.ts")
        .assistant("Sure. Should discountAmount be a decimal like 5.50 or an integer? The other amounts in this DTO are typed as number with @IsPositive().")
        .user(
          "Ojo with this. In this service all money amounts are integer in minor units, cents, always. 5.50 EUR is 550. No floats for money never, also not in DTOs or in tests. Please validate with @IsInt() not only @IsPositive()",
        )
        .file("Edit", "src/checkout/dto/create-checkout.dto.ts")
        .bash("npx jest src/checkout/dto", "PASS src/checkout/dto/create-checkout.dto.spec.ts\nTests: 9 passed, 9 total")
        .assistant("Added discountAmount as an integer in cents with @IsInt() and @Min(0). Tests pass.")
        .user(
          "Gracias. And one more thing for later, not now: the refunds table still has amount as numeric(10,2), we need to migrate it to bigint cents like the rest. Put it in the list please, is not for this PR",
        )
        .stop("Noted, the refunds table migration stays out of this PR."),
    planted: [
      { kind: "instruction", keys: ["cents"] },
      { kind: "task", keys: ["refunds", "bigint"] },
    ],
  },
  {
    id: "b119-webhook-secret",
    build: (s) =>
      s
        .user("the webhook tests in staging fail with 'No signatures found matching the expected signature for payload'. Why? maybe the raw body?")
        .bash(
          "kubectl -n payments-staging logs deploy/payments-api --since=1h | grep -i webhook | tail -4",
          "WARN  StripeWebhookController: signature verification failed\nWARN  StripeWebhookController: signature verification failed\nINFO  webhook secret loaded from env STRIPE_WEBHOOK_SECRET (whsec_...3f1a)",
        )
        .assistant(
          "Could be the raw body, NestJS parses JSON before the controller if rawBody isn't enabled. But the log also shows the secret ending in 3f1a. Let me check which endpoint secret the staging endpoint in Stripe has.",
        )
        .bash(
          "stripe webhook_endpoints list --limit 3 | jq -r '.data[] | .url'",
          "https://payments-staging.example.com/webhooks/stripe\nhttps://payments.example.com/webhooks/stripe",
        )
        .bash("doppler secrets get STRIPE_WEBHOOK_SECRET -p payments -c stg --plain | tail -c 5", "9c2e")
        .assistant(
          "The raw body is fine (rawBody: true is set in main.ts). The problem is the secret: the pod has an old whsec ending in 3f1a, Doppler has 9c2e. The pod reads the value from a Kubernetes secret that was copied by hand months ago.",
        )
        .user(
          "Aha. Then for the record: the source of truth for all the Stripe secrets is Doppler, project payments, config stg and prd. The k8s secrets are synced from Doppler by the operator, nobody edits them by hand. Can you restart the pod after the sync?",
        )
        .bash("kubectl -n payments-staging rollout restart deploy/payments-api", "deployment.apps/payments-api restarted")
        .stop("Restarted; the webhook signature checks pass now in staging."),
    planted: [{ kind: "fact", keys: ["doppler"] }],
  },
  {
    id: "b119-empty-currency-q",
    build: (s) =>
      s
        .user("Question, how Stripe handles JPY? it has no decimals no? so 1000 JPY is amount 1000 or 100000?")
        .assistant("JPY is a zero-decimal currency in Stripe, so 1000 JPY is amount: 1000. Same for KRW, CLP, VND and a few others.")
        .user("and what about HUF? I read somewhere that is special")
        .assistant(
          "HUF is special: Stripe treats it as two-decimal in the API but payouts must be whole forints, so amounts should be divisible by 100. Do you have HUF customers?",
        )
        .user("no no, just curiosity, we are only EUR and GBP for now. Thanks")
        .assistant("You're welcome."),
    planted: [],
  },
  {
    id: "b119-pnpm-tests",
    build: (s) =>
      s
        .user("run the tests of the refunds module please")
        .bash("npm test -- refunds", 'npm ERR! Missing script: "test"\nnpm ERR! To see a list of scripts, run:\nnpm ERR!   npm run', 1)
        .assistant("There's no npm test script. package.json has test:unit and test:e2e, and there is a pnpm-lock.yaml. Should I use pnpm?")
        .user(
          "yes sorry, I forgot to say. We use pnpm in this repo, not npm, never npm install here because it breaks the lockfile. For unit tests is pnpm test:unit, and e2e tests need the docker compose of postgres up before, pnpm test:e2e",
        )
        .bash("pnpm test:unit -- refunds", "PASS src/refunds/refunds.service.spec.ts\nPASS src/refunds/refunds.controller.spec.ts\nTests: 31 passed, 31 total")
        .stop("Refunds unit tests: 31 passed."),
    planted: [
      { kind: "instruction", keys: ["pnpm"] },
      { kind: "instruction", keys: ["test:e2e", "docker compose"] },
    ],
  },
  {
    id: "b119-refund-queue",
    build: (s) =>
      s
        .user(
          "I am thinking how to do the partial refunds. Option A: the controller calls Stripe directly. Option B: we put a job in BullMQ and a worker does the refund with retries. What do you think? which is more safe?",
        )
        .file("Read", "src/refunds/refunds.service.ts")
        .assistant(
          "For money I'd go with B. A direct call ties the HTTP request to Stripe latency, and if the client times out you don't know whether the refund happened. With a BullMQ job keyed by refund id, you get retries with the same idempotency key and a clear status in the refunds table (pending, succeeded, failed).",
        )
        .user("Mmm and if Redis goes down we lose the jobs?")
        .assistant(
          "Only if Redis loses data; with AOF on, it's rare. We also write the refund row as pending in Postgres first, so a reconciler can pick up stuck ones.",
        )
        .user("Vale, me convence. We go with option B, BullMQ worker for refunds, with the pending row in Postgres first. Start with the module skeleton")
        .file("Write", "src/refunds/refunds.processor.ts")
        .file("Edit", "src/refunds/refunds.module.ts")
        .bash("pnpm build", "> nest build\n\nwebpack compiled successfully")
        .stop("Skeleton for the refunds processor is in and builds."),
    planted: [{ kind: "decision", keys: ["bullmq"] }],
  },
  {
    id: "b119-empty-log-always",
    build: (s) =>
      s
        .user("what means this warning in the CI? it appears in every build")
        .bash(
          "gh run view 8812345 --log | grep -i warn | head -3",
          "WARN  [TypeORM] synchronize is enabled. This option must never be used in production - always use migrations.\nWARN  deprecated: punycode module\nWARN  TODO: remove legacy ormconfig.json support",
        )
        .assistant(
          "The first one is TypeORM warning that synchronize: true is on; in CI it comes from the test datasource config. The punycode one is a Node deprecation from a dependency, and the TODO line is printed by the typeorm CLI itself, not by our code.",
        )
        .user("is synchronize on also in prod? that would be very bad")
        .bash("grep -rn 'synchronize' src/config/", "src/config/database.config.ts:21:    synchronize: process.env.NODE_ENV === 'test',")
        .assistant("No, only when NODE_ENV is test. Production uses migrations.")
        .user("ah ok, perfect, then nothing to do. thanks")
        .stop("Nothing to change."),
    planted: [],
  },
  {
    id: "b119-webhook-dedupe",
    build: (s) =>
      s
        .user("Stripe sends the same event more than one time sometimes, no? How we protect the invoice.paid handler?")
        .file("Read", "src/webhooks/stripe-webhook.controller.ts")
        .assistant(
          "Yes, Stripe delivers at least once, so duplicates happen. Today the handler has no dedupe. Two options: a processed_events table with the event id as primary key, insert first and skip on conflict; or a Redis SETNX with a TTL. The table is durable and transactional with the rest of the handler.",
        )
        .user(
          "The table. Redis TTL for money things no, I don't trust. So we store the evt_ id in processed_stripe_events with unique constraint and the handler runs in the same transaction",
        )
        .file("Write", "src/migrations/1732200000000-processed-stripe-events.ts")
        .file("Edit", "src/webhooks/stripe-webhook.controller.ts")
        .bash("pnpm test:unit -- webhooks", "PASS src/webhooks/stripe-webhook.controller.spec.ts\nTests: 12 passed, 12 total")
        .assistant("Done: migration plus the handler inserts into processed_stripe_events in the same transaction and returns 200 on a duplicate.")
        .user(
          "good. Next week we need also to backfill the table with the events of the last 30 days from the Stripe API, so the old ones are not processed again if Stripe replays. Not today",
        )
        .stop("Understood, the backfill is for next week."),
    planted: [
      { kind: "decision", keys: ["processed_stripe_events"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b119-postgres-port",
    build: (s) =>
      s
        .user("the e2e fail with ECONNREFUSED, can you check?")
        .bash("pnpm test:e2e", "Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect", 1)
        .bash("docker compose ps", "NAME                 PORTS\npayments-postgres    0.0.0.0:5434->5432/tcp\npayments-redis       0.0.0.0:6380->6379/tcp")
        .assistant(
          "The compose Postgres is mapped to host port 5434, but the e2e config falls back to 5432 when DB_PORT isn't set. Did you have a .env.test before?",
        )
        .user(
          "ah yes. The local postgres of this project is on 5434 and redis on 6380, because 5432 and 6379 are used by the other project of the team (ledger). Is like this on all our laptops. Put DB_PORT=5434 in .env.test.example please",
        )
        .file("Edit", ".env.test.example")
        .bash("cp .env.test.example .env.test && pnpm test:e2e", "Test Suites: 8 passed, 8 total\nTests:       64 passed, 64 total")
        .stop("e2e pass with DB_PORT=5434."),
    planted: [{ kind: "fact", keys: ["5434"] }],
  },
  {
    id: "b119-empty-typo",
    build: (s) =>
      s
        .user("there is a typo in the error message of the checkout, says 'Paymnet failed'. fix it please")
        .bash("grep -rn 'Paymnet' src/", "src/checkout/checkout.service.ts:88:      throw new BadRequestException('Paymnet failed');")
        .file("Edit", "src/checkout/checkout.service.ts")
        .assistant("Fixed to 'Payment failed'. Want me to also check the i18n files?")
        .user("no, we don't have i18n for errors. is fine")
        .assistant("Ok, only the one line changed.")
        .user("perfect gracias")
        .stop(),
    planted: [],
  },
  {
    id: "b119-ledger-owner",
    build: (s) =>
      s
        .user("when a refund succeeds, who writes the entry in the ledger? we or the ledger team?")
        .bash(
          "grep -rn 'ledger' src/ | head -5",
          "src/refunds/refunds.processor.ts:41:    // publish refund.succeeded, ledger-service consumes it\nsrc/events/topics.ts:7:  REFUND_SUCCEEDED: 'payments.refund.succeeded',",
        )
        .assistant(
          "From the code, payments-api only publishes payments.refund.succeeded; it doesn't write ledger entries itself. Is the consumer owned by another team?",
        )
        .user(
          "Yes I asked to Marta. The ledger-service is of the finance-platform team, Marta Ruiz is the owner, and they consume our events from Kafka. We never write in the ledger database directly, only publish the event. If the schema of the event changes we must tell to her before",
        )
        .assistant("Got it. Then the refund.succeeded payload is a contract with finance-platform.")
        .user("exactly. Add a comment in topics.ts saying this")
        .file("Edit", "src/events/topics.ts")
        .stop("Added the comment pointing to finance-platform as consumer."),
    planted: [
      { kind: "fact", keys: ["marta"] },
      { kind: "instruction", keys: ["ledger"] },
    ],
  },
  {
    id: "b119-decimal-lib",
    build: (s) =>
      s
        .user("For the VAT calculation, we need to multiply cents by 0.21 and round. Which library? decimal.js, big.js, dinero.js?")
        .assistant(
          "Since amounts are integer cents, you only need rounding at the end. dinero.js v2 is built for money (currency-aware, allocation without losing cents). decimal.js is general purpose and bigger. big.js is small but no money semantics.",
        )
        .user("dinero has the allocate that splits without losing one cent, no? that is useful for the split payments too")
        .assistant("Yes, allocate([50, 50]) on 1001 cents gives 501 and 500, never 1000.99 total.")
        .user("Ok then dinero.js v2 for all the money math, VAT and splits. Install it")
        .bash(
          "pnpm add dinero.js@2.0.0-alpha.14 @dinero.js/currencies@2.0.0-alpha.14",
          "Packages: +3\n+++\ndependencies:\n+ @dinero.js/currencies 2.0.0-alpha.14\n+ dinero.js 2.0.0-alpha.14\nDone in 2.1s",
        )
        .file("Write", "src/money/vat.ts")
        .stop("dinero.js installed and a first vat.ts helper added."),
    planted: [{ kind: "decision", keys: ["dinero"] }],
  },
  {
    id: "b119-empty-migration-guess",
    build: (s) =>
      s
        .user("the migration run is slow in staging, like 4 minutes. why can be?")
        .bash(
          "pnpm typeorm migration:show -d dist/data-source.js | tail -3",
          "[X] 1731900000000-AddCurrencyToPayments\n[X] 1732000000000-IndexPaymentsCreatedAt\n[ ] 1732100000000-AddRefundReason",
        )
        .assistant(
          "Maybe the index on payments.created_at is built without CONCURRENTLY and locks the table, or maybe it's just the connection to the staging DB being slow. I'd need the timings from the job log to say which.",
        )
        .user("hmm maybe it is the index. or maybe the runner of CI is slow today, there were problems with the runners")
        .assistant("Could be either. Want me to look at the job log?")
        .user("no leave it, I look tomorrow with calm")
        .stop("Ok, leaving it."),
    planted: [],
  },
  {
    id: "b119-no-main",
    build: (s) =>
      s
        .user("commit the changes of the vat helper and push")
        .bash("git status -sb", "## main...origin/main\n M src/money/vat.ts\n?? src/money/vat.spec.ts")
        .assistant("You're on main. Do you want me to commit directly on main and push, or make a branch?")
        .user(
          "no no no, never push to main in this repo, it deploys to production directly with the pipeline. Always a branch feature/<something> and PR, and the PR needs approval of one person of the payments team. Make feature/vat-helper",
        )
        .bash(
          "git switch -c feature/vat-helper && git add src/money && git commit -m 'feat(money): vat helper with dinero' && git push -u origin feature/vat-helper",
          "[feature/vat-helper 4e1c2aa] feat(money): vat helper with dinero\n 2 files changed, 58 insertions(+)\nbranch 'feature/vat-helper' set up to track 'origin/feature/vat-helper'.",
        )
        .stop("Pushed feature/vat-helper; open the PR when you want."),
    planted: [
      { kind: "instruction", keys: ["main"] },
      { kind: "fact", keys: ["deploys", "production"] },
    ],
  },
  {
    id: "b119-currency-column",
    build: (s) =>
      s
        .user("we need to support GBP in checkout. Today the currency is hardcoded 'eur' in 4 places")
        .bash("grep -rn \"'eur'\" src/ | wc -l", "4")
        .assistant(
          "I can add a currency column to payments and carry it through the DTO. Should I store it as an enum in Postgres or as char(3)? Also, do we want to allow any ISO code or only the ones we support?",
        )
        .user("What is better for you? I don't like postgres enums, to add a value is a migration that locks")
        .assistant(
          "Then char(3) lowercase with a CHECK constraint on the supported list (eur, gbp). Adding a currency later is a small constraint change, and the app validates with a TS union.",
        )
        .user("yes, do like this, char(3) with check constraint. and lowercase like Stripe")
        .file("Write", "src/migrations/1732300000000-payments-currency.ts")
        .file("Edit", "src/payments/payment.entity.ts")
        .bash("pnpm test:unit -- payments", "PASS src/payments/payments.service.spec.ts\nTests: 22 passed, 22 total")
        .stop("Currency column added as char(3) with a CHECK on eur/gbp; tests pass."),
    planted: [{ kind: "decision", keys: ["char(3)"] }],
  },
  {
    id: "b119-empty-chat",
    build: (s) =>
      s
        .user("buenos días! today is slow day, the team is in offsite. how are you")
        .assistant("Good morning! Ready when you are. Anything you want to look at?")
        .user("let me think. maybe we review the README? or maybe not, it's fine like it is")
        .assistant("Sure, whenever you want. I can also summarize open TODO comments in the code if that helps.")
        .user("no, not today. I go for a coffee first jaja")
        .assistant("Enjoy the coffee."),
    planted: [],
  },
  {
    id: "b119-stripe-api-version",
    build: (s) =>
      s
        .user("Stripe sent an email saying our API version is old. Which version we use?")
        .bash("grep -rn 'apiVersion' src/stripe/", "src/stripe/stripe.module.ts:14:      apiVersion: '2023-10-16',")
        .assistant(
          "We pin 2023-10-16. The latest is 2024-11-20.acacia. Between them there are breaking changes in PaymentIntent (payment_method_options) and in the invoice webhooks. Upgrading is not just changing the string.",
        )
        .user(
          "uff. ok, this is for January, not now, we are in the freeze of Black Friday. But write it: upgrade Stripe apiVersion to 2024-11-20 in January, testing the invoice webhooks in staging first",
        )
        .file("Read", "docs/ROADMAP.md")
        .assistant("Should I add it to docs/ROADMAP.md or do you track it somewhere else?")
        .user("no, just remember it, I will make the ticket. And we are in code freeze until 2 December, only hotfixes can merge until then")
        .stop("Ok."),
    planted: [
      { kind: "task", keys: ["apiversion", "january"] },
      { kind: "fact", keys: ["freeze", "december"] },
    ],
  },
  {
    id: "b119-retry-backoff-withdrawn",
    build: (s) =>
      s
        .user("for the refunds worker, the retries. I was thinking 10 retries with fixed 1 second")
        .file("Read", "src/refunds/refunds.processor.ts")
        .assistant("Fixed 1 s retries will hammer Stripe during an incident. Exponential backoff is safer, e.g. 5 attempts starting at 30 s.")
        .user(
          "actually no, you are right, scratch the 10 fixed. Let's do exponential, 5 attempts, first delay 30 seconds, and after the last one the refund goes to failed and we alert in #payments-alerts",
        )
        .file("Edit", "src/refunds/refunds.processor.ts")
        .bash("pnpm test:unit -- refunds.processor", "PASS src/refunds/refunds.processor.spec.ts\nTests: 7 passed, 7 total")
        .stop("Backoff set: exponential, 5 attempts from 30 s, then failed + alert."),
    planted: [{ kind: "decision", keys: ["exponential"] }],
  },
  {
    id: "b119-empty-run-lint",
    build: (s) =>
      s
        .user("run lint please")
        .bash(
          "pnpm lint",
          "src/refunds/refunds.processor.ts\n  12:7  warning  'job' is defined but never used  @typescript-eslint/no-unused-vars\n\n1 problem (0 errors, 1 warning)",
        )
        .assistant("One warning: unused 'job' param in refunds.processor.ts line 12. Should I prefix it with an underscore?")
        .user("yes")
        .file("Edit", "src/refunds/refunds.processor.ts")
        .assistant("Done, lint is clean now.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b119-reconciler",
    build: (s) =>
      s
        .user("The finance people say that every morning they compare Stripe balance with our DB by hand in Excel. Can we automate?")
        .bash("ls src/", "app.module.ts\ncheckout\nconfig\nevents\nmigrations\nmoney\npayments\nrefunds\nstripe\nwebhooks")
        .assistant(
          "We could add a nightly reconciliation job: list Stripe balance transactions for the previous day, match them to payments and refunds rows by PaymentIntent id, and report mismatches. It would run as a NestJS cron (@nestjs/schedule) or as a k8s CronJob.",
        )
        .user(
          "I like it but is big. Not for this sprint. Let's leave it as TODO: nightly reconciliation job Stripe vs Postgres, as k8s CronJob, with report to finance. I will talk with Marta if they want it in Slack or email",
        )
        .assistant(
          "Ok. For context I checked: we already store the PaymentIntent id on every payments row (stripe_payment_intent_id, unique), so matching would be straightforward.",
        )
        .bash(
          "psql $DATABASE_URL -c '\\d payments' | grep stripe",
          ' stripe_payment_intent_id | character varying(255) | not null\n    "payments_stripe_payment_intent_id_key" UNIQUE, btree (stripe_payment_intent_id)',
        )
        .stop("Left as a TODO for a later sprint."),
    planted: [{ kind: "task", keys: ["reconciliation"] }],
  },
  {
    id: "b119-logging-pii",
    build: (s) =>
      s
        .user("in the logs I see the full email of the customer and the last4 of the card. is this ok for PCI?")
        .bash(
          "grep -rn 'logger.log' src/checkout/ | head -3",
          "src/checkout/checkout.service.ts:52:    this.logger.log('checkout for ' + dto.email + ' card ' + pm.card.last4);\nsrc/checkout/checkout.service.ts:97:    this.logger.log('charged ' + amount + ' ' + currency);",
        )
        .assistant("last4 is allowed by PCI DSS, but the email is PII and under GDPR it shouldn't be in plain logs. I'd log the customer id instead.")
        .user(
          "Yes. Rule from now: in logs only ids (customer id, order id, pi_ id), never email, name, address or anything of the card, also not last4. Change this line",
        )
        .file("Edit", "src/checkout/checkout.service.ts")
        .bash("pnpm test:unit -- checkout", "PASS src/checkout/checkout.service.spec.ts\nTests: 18 passed, 18 total")
        .stop("The checkout log line now only has customer and order ids."),
    planted: [{ kind: "instruction", keys: ["logs", "email"] }],
  },
  {
    id: "b119-empty-explain-guard",
    build: (s) =>
      s
        .user("can you explain me what does the ApiKeyGuard? I did not write it")
        .file("Read", "src/auth/api-key.guard.ts")
        .assistant(
          "It reads the x-api-key header, hashes it with SHA-256 and looks it up in the api_keys table; if not found or revoked it throws UnauthorizedException. It's applied globally except on routes marked @Public().",
        )
        .user("and the webhook route is @Public? because Stripe don't send our api key")
        .assistant("Yes, StripeWebhookController is marked @Public() and verifies the Stripe signature instead.")
        .user("ok makes sense. thanks for explain")
        .stop(),
    planted: [],
  },
  {
    id: "b119-e2e-stripe-mock",
    build: (s) =>
      s
        .user("the e2e of checkout call the real Stripe test mode and sometimes fail by rate limit. any idea?")
        .bash(
          "pnpm test:e2e -- checkout",
          "FAIL test/checkout.e2e-spec.ts\n  ● checkout › creates a payment intent\n    StripeRateLimitError: Too many requests in test mode",
          1,
        )
        .assistant(
          "We could run stripe-mock in docker compose (Stripe's official mock server) and point the e2e Stripe client at it. It validates requests against the OpenAPI spec, but it's stateless, so flows like confirm-then-retrieve won't be realistic.",
        )
        .user("hmm, and the flows of webhooks? we need those realistic")
        .assistant("For those we'd keep a few tests against test mode, tagged, and run them nightly instead of on every PR.")
        .user(
          "ok good plan. Decided: stripe-mock for the normal e2e in every PR, and the tests with real test mode are tagged @stripe-live and only run in the nightly pipeline. Can you add stripe-mock to the compose?",
        )
        .file("Edit", "docker-compose.yml")
        .bash("docker compose up -d stripe-mock && pnpm test:e2e -- checkout", "Test Suites: 1 passed, 1 total\nTests:       9 passed, 9 total")
        .stop("stripe-mock added to compose; checkout e2e pass against it."),
    planted: [{ kind: "decision", keys: ["stripe-mock"] }],
  },
  {
    id: "b119-commit-style",
    build: (s) =>
      s
        .user("commit this")
        .bash(
          "git diff --stat",
          " docker-compose.yml            | 6 ++++++\n test/checkout.e2e-spec.ts     | 4 ++--\n 2 files changed, 8 insertions(+), 2 deletions(-)",
        )
        .bash("git commit -am 'added stripe mock'", "[feature/stripe-mock 91b0c3e] added stripe mock\n 2 files changed, 8 insertions(+), 2 deletions(-)")
        .assistant("Committed as 'added stripe mock'.")
        .user(
          "ay, the message. We use conventional commits here, the release tool reads them: feat(scope): ..., fix(scope): ..., chore: ... in english and imperative. Amend it please, and for the next ones too",
        )
        .bash(
          "git commit --amend -m 'test(e2e): run checkout e2e against stripe-mock'",
          "[feature/stripe-mock 2d7f1e0] test(e2e): run checkout e2e against stripe-mock",
        )
        .stop("Amended to a conventional commit message."),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b119-empty-proposal-rejected",
    build: (s) =>
      s
        .user("the PaymentsService has 900 lines. too big?")
        .bash("wc -l src/payments/payments.service.ts", "912 src/payments/payments.service.ts")
        .assistant(
          "It's big. One option is to split it into PaymentIntentService, CaptureService and PaymentQueryService, and keep PaymentsService as a facade. Another is to move to CQRS with @nestjs/cqrs commands and handlers.",
        )
        .user(
          "CQRS for this? no, is too much ceremony for our team of 3. And the split... maybe, but not now, we touch it too much in these weeks and the conflicts will be horrible",
        )
        .assistant("Makes sense, leave it as is for now.")
        .user("yes. what time is it in UTC? I have the call with Stripe support at 16")
        .assistant("I can't see a clock reliably from here; `date -u` in your terminal will tell you.")
        .stop(),
    planted: [],
  },
  {
    id: "b119-capture-window",
    build: (s) =>
      s
        .user(
          "for the hotel bookings we authorize the card and capture at the check-in. Some captures fail with 'PaymentIntent could not be captured because it has a status of canceled'. why?",
        )
        .bash(
          "stripe payment_intents retrieve pi_3QyB2cLk --expand latest_charge | jq '{status, canceled_at, cancellation_reason, created}'",
          '{\n  "status": "canceled",\n  "canceled_at": 1731340800,\n  "cancellation_reason": "automatic",\n  "created": 1730736000\n}',
        )
        .assistant(
          "Created on Nov 4, canceled automatically on Nov 11: exactly 7 days. Stripe cancels uncaptured card authorizations after 7 days, so any booking with check-in more than 7 days after authorization will fail to capture.",
        )
        .user(
          "so it is confirmed, authorization expires after 7 days and the capture at check-in fails if the booking is more far. Uff. This is important, I did not know",
        )
        .assistant(
          "Yes. Options: authorize closer to check-in (save the payment method with a SetupIntent, then charge off-session), or use extended authorization, which only some card networks and Stripe plans support.",
        )
        .user(
          "Let me ask to the product person first which option. For now do nothing. But we need to fix it before the summer season, it's a TODO for me: decide SetupIntent vs extended authorization with product",
        )
        .stop("Ok, nothing changed."),
    planted: [
      { kind: "fact", keys: ["7 days"] },
      { kind: "task", keys: ["setupintent"] },
    ],
  },
  {
    id: "b119-amount-limit",
    build: (s) =>
      s
        .user("a customer tried to pay 12.000 EUR and got error 'amount_too_large'? I thought Stripe has no limit")
        .bash(
          "grep -n 'amount_too_large' logs/payments-api-2026-11-25.log | head -2",
          "10:44:02 ERROR stripe error code=amount_too_large message='Amount must be no more than 999999.99'",
        )
        .assistant("That one is Stripe's hard cap per charge (999,999.99 EUR), not it. Let me check our own validation, 12,000 is far below.")
        .bash("grep -rn 'Max(' src/checkout/dto/", "src/checkout/dto/create-checkout.dto.ts:14:  @Max(1_000_000)")
        .assistant(
          "Found it: our DTO has @Max(1_000_000) in cents, so 10,000 EUR is the max per checkout on our side, and the service maps the validation error to amount_too_large. So the limit is ours.",
        )
        .user(
          "Ah right, now I remember, this is on purpose: the risk team asked a maximum of 10.000 EUR per checkout, above that goes by bank transfer. Is a business rule, leave it. But the error code is confusing, we need to change it to 'amount_above_checkout_limit' some day, add it to the backlog",
        )
        .stop("Left the limit as is."),
    planted: [
      { kind: "fact", keys: ["10.000"] },
      { kind: "task", keys: ["amount_above_checkout_limit"] },
    ],
  },
  {
    id: "b119-empty-what-if",
    build: (s) =>
      s
        .user(
          "what happens if two webhooks of the same payment arrive in parallel, charge.succeeded and payment_intent.succeeded? can they both update the row?",
        )
        .file("Read", "src/webhooks/stripe-webhook.controller.ts")
        .assistant(
          "They're different event ids, so the dedupe table won't stop them. Both handlers do UPDATE payments SET status = 'succeeded' WHERE id = $1, which is idempotent, so the final state is the same. There could be two 'payment succeeded' emails though, if both trigger one.",
        )
        .user("do they trigger email both? I think only payment_intent.succeeded")
        .bash(
          "grep -rn 'sendReceipt' src/webhooks/",
          "src/webhooks/handlers/payment-intent-succeeded.handler.ts:33:    await this.mailer.sendReceipt(payment);",
        )
        .assistant("Only payment_intent.succeeded sends the receipt, so no double email.")
        .user("ok, then no problem i think. good")
        .stop(),
    planted: [],
  },
  {
    id: "b119-transactions-isolation",
    build: (s) =>
      s
        .user("I see in the split payments code we read the balance and then update, in two queries. This can have race condition no?")
        .file("Read", "src/payments/split-payments.service.ts")
        .assistant(
          "Yes, two concurrent splits can both read the same remaining balance and over-allocate. Fixes: SELECT ... FOR UPDATE on the parent payment row inside the transaction, or SERIALIZABLE isolation with a retry on serialization failure.",
        )
        .user("what is more simple and safe for us?")
        .assistant("SELECT ... FOR UPDATE: it only locks the one parent row, no retry loop needed, and it's easy to read in the code.")
        .user(
          "ok go with FOR UPDATE on the parent row. And in general, a rule for the repo: every code that reads an amount and then writes money depending on it must be in a transaction with lock of the row, no exceptions. Put it also in CONTRIBUTING.md",
        )
        .file("Edit", "src/payments/split-payments.service.ts")
        .file("Edit", "CONTRIBUTING.md")
        .bash("pnpm test:unit -- split-payments", "PASS src/payments/split-payments.service.spec.ts\nTests: 11 passed, 11 total")
        .stop("Split payments lock the parent row with FOR UPDATE; CONTRIBUTING.md has the rule."),
    planted: [
      { kind: "decision", keys: ["for update"] },
      { kind: "instruction", keys: ["transaction", "lock"] },
    ],
  },
  {
    id: "b119-staging-stripe-account",
    build: (s) =>
      s
        .user("I created a payment in staging but I don't see it in the Stripe dashboard. Where is it??")
        .bash("doppler secrets get STRIPE_SECRET_KEY -p payments -c stg --plain | cut -c1-12", "sk_test_51Q9")
        .bash(
          "stripe accounts retrieve --api-key \"$(doppler secrets get STRIPE_SECRET_KEY -p payments -c stg --plain)\" | jq -r '.id, .settings.dashboard.display_name'",
          "acct_1Q9xStgPay\nAcme Payments STAGING",
        )
        .assistant(
          "Staging uses a separate Stripe account, 'Acme Payments STAGING' (acct_1Q9xStgPay), in test mode, not the test mode of the production account. You were probably looking at the production account's test data.",
        )
        .user(
          "ahh that's it. ok so staging has its own Stripe account, acct_1Q9xStgPay, and the production account test mode is only for local development. Good to know, I always confuse",
        )
        .assistant("Right. Local .env uses the production account's test keys, staging uses its own account.")
        .user("Can you add this to the docs/environments.md? two lines")
        .file("Edit", "docs/environments.md")
        .stop("Added to docs/environments.md."),
    planted: [{ kind: "fact", keys: ["acct_1q9xstgpay"] }],
  },
  {
    id: "b119-review-questions",
    build: (s) =>
      s
        .user(
          "Some preferences for how you work with me, please keep them: 1) before you run any command that writes in Stripe (also test mode) ask me first. 2) explain me the changes in simple english, I am not native. 3) when you are not sure about money logic, stop and ask, don't guess",
        )
        .assistant("Understood, I'll ask before any Stripe write, keep explanations simple, and stop to ask on unclear money logic.")
        .user("good. now, can you look why the test of the currency formatter fails?")
        .bash("pnpm test:unit -- format-money", 'FAIL src/money/format-money.spec.ts\n  ● formats GBP\n    Expected: "£12.50"\n    Received: "GBP 12.50"', 1)
        .file("Read", "src/money/format-money.ts")
        .assistant(
          "The formatter builds the string by hand with the currency code. Using Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }) gives £12.50. Should I change it?",
        )
        .user("yes")
        .file("Edit", "src/money/format-money.ts")
        .bash("pnpm test:unit -- format-money", "PASS src/money/format-money.spec.ts\nTests: 6 passed, 6 total")
        .stop("format-money uses Intl.NumberFormat now; tests pass."),
    planted: [
      { kind: "instruction", keys: ["ask", "stripe"] },
      { kind: "instruction", keys: ["simple english"] },
      { kind: "instruction", keys: ["guess"] },
    ],
  },
  {
    id: "b119-node-version",
    build: (s) =>
      s
        .user("the docker build fails, something with crypto?")
        .bash(
          "docker build -t payments-api .",
          "Step 6/12 : RUN pnpm build\nError: error:0308010C:digital envelope routines::unsupported\n    at new Hash (node:internal/crypto/hash:69:19)",
          1,
        )
        .bash("head -1 Dockerfile && cat .nvmrc", "FROM node:16-alpine\n20.11")
        .assistant(
          "The Dockerfile still uses node:16-alpine but the project (.nvmrc) is on Node 20. Some dependency needs OpenSSL 3 behaviour. Should I bump the Dockerfile to node:20-alpine?",
        )
        .user(
          "yes, and the .nvmrc is the truth for the node version, the Dockerfile and the CI must follow it. Put a check in the CI that fails if they are different, is a small thing but please add it to the list for next sprint, not now",
        )
        .file("Edit", "Dockerfile")
        .bash("docker build -t payments-api .", "Successfully built 7a1c0e92f4b1\nSuccessfully tagged payments-api:latest")
        .stop("Dockerfile on node:20-alpine, build passes."),
    planted: [
      { kind: "fact", keys: [".nvmrc"] },
      { kind: "task", keys: ["ci", "check"] },
    ],
  },
  {
    id: "b119-empty-status",
    build: (s) =>
      s
        .user("what did we do yesterday? I don't remember where we stopped")
        .bash(
          "git log --oneline -5",
          "2d7f1e0 test(e2e): run checkout e2e against stripe-mock\n4e1c2aa feat(money): vat helper with dinero\n7b3aa10 fix(checkout): typo in payment error\n55c0d1e feat(refunds): processor skeleton",
        )
        .assistant(
          "Yesterday: the e2e were moved to stripe-mock, before that the VAT helper with dinero, a typo fix in checkout and the refunds processor skeleton.",
        )
        .user("ah yes. and the PR of the vat helper, is merged?")
        .bash("gh pr list --author @me", "#212  feature/vat-helper  feat(money): vat helper with dinero  REVIEW_REQUIRED")
        .assistant("No, #212 is still waiting for review.")
        .user("ok I ping to Iker for review")
        .stop(),
    planted: [],
  },
  {
    id: "b119-timezone",
    build: (s) =>
      s
        .user("the daily report of payments shows wrong numbers for the day, some payments of 23:30 appear in the next day")
        .bash('psql $DATABASE_URL -c "show timezone"', " TimeZone\n----------\n UTC\n(1 row)")
        .file("Read", "src/reports/daily-report.service.ts")
        .assistant(
          "The DB is UTC and created_at is timestamptz, but the report groups by date_trunc('day', created_at) in UTC. The finance team is in Madrid, so a payment at 23:30 Madrid time (22:30 UTC in winter) is fine, but one at 00:30 Madrid is still the previous day in UTC. Did you mean the day boundaries should be Madrid?",
        )
        .user(
          "Yes exactly. Decision with finance: the reports and the payouts cut-off use the day of Europe/Madrid, not UTC. The database stays in UTC, only the grouping changes. Change the query with AT TIME ZONE",
        )
        .file("Edit", "src/reports/daily-report.service.ts")
        .bash("pnpm test:unit -- daily-report", "PASS src/reports/daily-report.service.spec.ts\nTests: 5 passed, 5 total")
        .stop("The daily report groups by the Europe/Madrid day now."),
    planted: [{ kind: "decision", keys: ["europe/madrid"] }],
  },
  {
    id: "b119-sca-followup",
    build: (s) =>
      s
        .user("Some payments from UK stay in requires_action forever. The frontend shows nothing?")
        .bash(
          "psql $DATABASE_URL -c \"select count(*) from payments where status='requires_action' and created_at < now() - interval '1 day'\"",
          " count\n-------\n    37\n(1 row)",
        )
        .assistant(
          "37 stuck for more than a day. requires_action means 3DS/SCA is needed; the frontend has to call stripe.handleNextAction with the client secret. Let me check if our API returns the next_action to the frontend.",
        )
        .bash("grep -rn 'next_action' src/checkout/", "")
        .assistant("We don't return next_action or the client_secret when the status is requires_action, so the frontend can't finish 3DS.")
        .user(
          "ok the root cause is clear then, the checkout response doesn't include client_secret for requires_action. I fix the API now with you. But remember two things for after: tell to the frontend team (Laura) to handle it, and write a job that cancels the PaymentIntents in requires_action more than 24 hours",
        )
        .file("Edit", "src/checkout/checkout.service.ts")
        .bash("pnpm test:unit -- checkout", "PASS src/checkout/checkout.service.spec.ts\nTests: 20 passed, 20 total")
        .stop("The checkout response includes client_secret and next_action for requires_action."),
    planted: [
      { kind: "task", keys: ["laura"] },
      { kind: "task", keys: ["cancels", "24 hours"] },
    ],
  },
  {
    id: "b119-empty-config-quote",
    build: (s) =>
      s
        .user("show me the renovate config, I want to see what it does with stripe package")
        .bash(
          "cat renovate.json",
          '{\n  "extends": ["config:recommended"],\n  "packageRules": [\n    { "matchPackageNames": ["stripe"], "automerge": false, "description": "never automerge stripe, always review the changelog" },\n    { "matchUpdateTypes": ["patch"], "automerge": true }\n  ]\n}',
        )
        .assistant("Renovate opens PRs for stripe without automerge; patch updates of other packages automerge.")
        .user("and how many renovate PRs are open now?")
        .bash("gh pr list --label dependencies | wc -l", "6")
        .assistant("Six open dependency PRs.")
        .user("uf, later I look. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b119-migrations-rule",
    build: (s) =>
      s
        .user("generate the migration for the refund reason column")
        .bash(
          "pnpm typeorm migration:generate src/migrations/AddRefundReason -d src/data-source.ts",
          "Migration /home/dev/src/app/src/migrations/1732400000000-AddRefundReason.ts has been generated successfully.",
        )
        .file("Read", "src/migrations/1732400000000-AddRefundReason.ts")
        .assistant(
          "Generated. It adds refund_reason varchar(64) NOT NULL with no default, which will fail on the existing rows. Shall I make it nullable or add a default?",
        )
        .user(
          "Good catch. Nullable. And this is a general thing: migrations must be backward compatible with the version before, because in deploy the old pods run some minutes with the new schema. So never NOT NULL without default, never rename or drop a column in the same deploy",
        )
        .file("Edit", "src/migrations/1732400000000-AddRefundReason.ts")
        .bash("pnpm typeorm migration:run -d src/data-source.ts", "Migration AddRefundReason1732400000000 has been executed successfully.")
        .stop("Migration made nullable and run locally."),
    planted: [{ kind: "instruction", keys: ["backward compatible"] }],
  },
  {
    id: "b119-payouts-owner",
    build: (s) =>
      s
        .user("who knows about the Stripe Connect payouts to the hotels? I need to change the schedule")
        .bash("git log --format='%an' -- src/payouts | sort | uniq -c | sort -rn | head -3", "     41 Iker Etxeberria\n      6 Ana Soto\n      2 dev-bot")
        .assistant("Most commits in src/payouts are from Iker Etxeberria (41), then Ana Soto (6).")
        .user(
          "yes Iker is the owner of payouts, he designed it. I ask him. By the way the payouts to hotels are weekly on Mondays, configured in Stripe not in our code, right?",
        )
        .bash(
          "grep -rn 'interval' src/payouts/",
          "src/payouts/connect-account.service.ts:27:        schedule: { interval: 'weekly', weekly_anchor: 'monday' },",
        )
        .assistant(
          "It's in our code actually: connect-account.service.ts sets schedule interval weekly with weekly_anchor monday when it creates each connected account. Stripe just stores it.",
        )
        .user("ah ok, good that I asked. So to change it we need to update the existing accounts too, not only the code")
        .stop("Right, existing connected accounts keep the schedule they were created with."),
    planted: [
      { kind: "fact", keys: ["iker", "payouts"] },
      { kind: "fact", keys: ["weekly_anchor"] },
    ],
  },
  {
    id: "b119-feature-flags",
    build: (s) =>
      s
        .user("we want to launch GBP only for 10% of the UK customers first. How we do the flag? env var? database? LaunchDarkly?")
        .bash(
          "grep -rn 'unleash\\|launchdarkly\\|FEATURE_' src/ | head -3",
          "src/config/features.ts:4:  FEATURE_NEW_RECEIPTS: process.env.FEATURE_NEW_RECEIPTS === 'true',",
        )
        .assistant(
          "Today flags are env vars in src/config/features.ts, all-or-nothing. For a 10% rollout you need per-customer evaluation. The company already runs Unleash for the mobile team; the NestJS SDK can do gradual rollout by customer id. LaunchDarkly would be a new contract.",
        )
        .user("Unleash then, we don't pay more licenses. The flag will be gbp-checkout with gradualRollout by customerId")
        .file("Edit", "src/config/features.ts")
        .bash("pnpm add unleash-client", "dependencies:\n+ unleash-client 6.1.2\nDone in 1.8s")
        .assistant("Added unleash-client and a gbp-checkout flag lookup by customerId in features.ts.")
        .user("thanks. After we move the other env flags (FEATURE_NEW_RECEIPTS and the others) to Unleash also, but another day")
        .stop("Ok."),
    planted: [
      { kind: "decision", keys: ["unleash"] },
      { kind: "task", keys: ["feature_new_receipts"] },
    ],
  },
  {
    id: "b119-stripe-errors-map",
    build: (s) =>
      s
        .user("when the card is declined the API returns 500. should be 402 no?")
        .bash(
          "curl -s -o /dev/null -w '%{http_code}' -X POST localhost:3000/checkout -d @test/fixtures/declined-card.json -H 'content-type: application/json'",
          "500",
        )
        .file("Read", "src/stripe/stripe-exception.filter.ts")
        .assistant(
          "The filter only handles StripeInvalidRequestError; StripeCardError falls through to the generic 500. I'd map StripeCardError to 402 Payment Required with the decline_code, and keep 502 for StripeAPIError/StripeConnectionError.",
        )
        .user("I am not sure about expose the decline_code to the client, some codes like 'fraudulent' should not be shown. What do you think?")
        .assistant(
          "Good point. Stripe recommends showing a generic message for fraud-related declines. We can return only a safe subset: insufficient_funds, expired_card, incorrect_cvc; everything else becomes card_declined.",
        )
        .user("ok yes, that. 402 for card errors with only the safe decline codes, the rest generic card_declined. 502 for Stripe down. Implement")
        .file("Edit", "src/stripe/stripe-exception.filter.ts")
        .bash("pnpm test:unit -- stripe-exception", "PASS src/stripe/stripe-exception.filter.spec.ts\nTests: 8 passed, 8 total")
        .user("and we need to document these codes in the OpenAPI for the frontend, do it tomorrow, today I have to go")
        .stop("Mapping is in; the OpenAPI docs for the codes are left for tomorrow."),
    planted: [
      { kind: "decision", keys: ["402"] },
      { kind: "task", keys: ["openapi"] },
    ],
  },
  {
    id: "b119-audit-log",
    build: (s) =>
      s
        .user("the auditors want to know who did each manual refund from the backoffice. do we save it?")
        .bash("psql $DATABASE_URL -c '\\d refunds' | grep -i 'by\\|user'", " created_by | uuid | ")
        .assistant(
          "refunds has created_by, but it's nullable and the backoffice endpoint doesn't fill it. Two ways: fill created_by from the admin JWT, or add an append-only audit_log table with actor, action, entity and payload for all backoffice actions.",
        )
        .user(
          "the auditors will ask also for cancellations and manual captures, not only refunds. So the audit_log table append-only, for all the backoffice actions. created_by we fill also but the audit_log is the official one",
        )
        .file("Write", "src/migrations/1732500000000-audit-log.ts")
        .file("Write", "src/audit/audit-log.service.ts")
        .bash("pnpm build", "> nest build\n\nwebpack compiled successfully")
        .assistant("Created the audit_log migration and service. Not wired into the backoffice controllers yet.")
        .user("ok, wiring the controllers is the next step, for Monday.")
        .stop("Left for Monday."),
    planted: [
      { kind: "decision", keys: ["audit_log"] },
      { kind: "task", keys: ["monday"] },
    ],
  },
  {
    id: "b119-rounding",
    build: (s) =>
      s
        .user("the VAT of 0.21 on 1.005 cents... no wait, on 1005 cents gives 211.05, how we round? banker's rounding? half up?")
        .file("Read", "src/money/vat.ts")
        .assistant(
          "dinero.js lets you choose. Spanish tax rules (and most EU invoicing) use half-up to the cent, so 211.05 becomes 211. Banker's rounding (half-even) is what some accounting systems use to avoid bias over many lines. What does the ledger-service use? If they differ, invoice totals won't match.",
        )
        .user(
          "I ask Marta.... ok she answered: ledger uses half-up, and VAT is computed per invoice total, not per line. So we do the same, half-up on the total",
        )
        .file("Edit", "src/money/vat.ts")
        .bash("pnpm test:unit -- vat", "PASS src/money/vat.spec.ts\nTests: 10 passed, 10 total")
        .assistant("vat.ts now rounds half-up and computes VAT once on the invoice total. Tests pass.")
        .user(
          "perfect. ojo, in the tests of money please always write the expected value as a literal number of cents, like expect(vat).toBe(211), not calculated with the same function, otherwise the test proves nothing",
        )
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["half-up"] },
      { kind: "instruction", keys: ["literal"] },
    ],
  },
  {
    id: "b119-empty-explain-stripe",
    build: (s) =>
      s
        .user("what is the difference between a Charge and a PaymentIntent? in the old code I see charges.create")
        .assistant(
          "A PaymentIntent tracks the whole lifecycle of a payment, including SCA/3DS steps and retries; it creates one or more Charges underneath. charges.create is the legacy API with no SCA support, so in the EU it fails for many cards.",
        )
        .user("and where we still use charges.create?")
        .bash("grep -rn 'charges.create' src/", "src/legacy/old-invoices.service.ts:61:    const charge = await this.stripe.charges.create({")
        .assistant("Only in src/legacy/old-invoices.service.ts. Is that code still called?")
        .user("I don't know honestly, maybe for the old B2B customers? maybe it is dead code. I need to look the metrics")
        .assistant("The access logs would tell; I can check them if you want.")
        .user("not now")
        .stop(),
    planted: [],
  },
  {
    id: "b119-pgbouncer",
    build: (s) =>
      s
        .user("error in prod: 'prepared statement \"s12\" already exists'. help!")
        .bash("kubectl -n payments logs deploy/payments-api --since=15m | grep -c 'prepared statement'", "214")
        .bash(
          "kubectl -n payments get cm payments-api-env -o jsonpath='{.data.DATABASE_URL}' | sed 's/:[^:@]*@/:***@/'",
          "postgres://payments:***@pgbouncer.payments.svc:6432/payments",
        )
        .assistant(
          "The app connects through PgBouncer on 6432. If PgBouncer is in transaction pooling mode, named prepared statements break, because consecutive statements of one session can land on different server connections. Did someone change the pool mode?",
        )
        .bash("kubectl -n payments get cm pgbouncer-config -o yaml | grep pool_mode", "    pool_mode = transaction")
        .user("yes, the platform team changed it last night to transaction mode, they told in the channel. ok what we do")
        .assistant(
          "Quickest safe fix: disable prepared statements in the pg driver for this connection (TypeORM extra: { statement_cache_size: 0 }... for node-postgres, just don't pass a name to queries; the named ones come from our raw query helper).",
        )
        .file("Edit", "src/db/raw-query.ts")
        .bash("pnpm test:unit -- raw-query", "PASS src/db/raw-query.spec.ts\nTests: 4 passed, 4 total")
        .user(
          "ok good. Important to remember: in prod we go through pgbouncer in transaction mode, so no named prepared statements, no session-level SET, no advisory locks of session. Migrations connect direct to postgres on 5432, not by pgbouncer",
        )
        .stop("Fix is ready for the hotfix PR."),
    planted: [
      { kind: "fact", keys: ["pgbouncer", "transaction mode"] },
      { kind: "fact", keys: ["migrations", "5432"] },
    ],
  },
  {
    id: "b119-refund-limit-superseded",
    build: (s) =>
      s
        .user("in the backoffice, the agents can refund any amount? also more than the payment?")
        .file("Read", "src/backoffice/refunds.controller.ts")
        .assistant(
          "The controller checks amount <= payment.amount - already refunded, so they can't over-refund. But any agent can refund the full amount without approval.",
        )
        .user("then let's say refunds more than 500 EUR need approval of a supervisor")
        .assistant("Ok. Should the threshold be per refund or the cumulative refunded amount of the payment?")
        .user(
          "hmm wait. I talked with the ops lead last week and she said 500 is too low, they have many hotel refunds of 600-800. Change: the threshold is 1000 EUR, cumulative per payment, over that a supervisor approves. Do it with a constant REFUND_APPROVAL_THRESHOLD_CENTS",
        )
        .file("Edit", "src/backoffice/refunds.controller.ts")
        .file("Edit", "src/refunds/refunds.constants.ts")
        .bash("pnpm test:unit -- backoffice", "PASS src/backoffice/refunds.controller.spec.ts\nTests: 15 passed, 15 total")
        .stop("Refunds over 1000 EUR cumulative per payment now need supervisor approval."),
    planted: [{ kind: "decision", keys: ["1000", "supervisor"] }],
  },
  {
    id: "b119-secrets-local",
    build: (s) =>
      s
        .user("can you put the STRIPE_SECRET_KEY of test mode in the .env so I can run locally? here: sk_test_51Q9...")
        .assistant("I'd rather not write a key into a file that might get committed. Is .env in .gitignore?")
        .bash("git check-ignore -v .env; cat .env.example | grep STRIPE", ".gitignore:3:.env\nSTRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=")
        .user(
          "you are right to ask. Better like this: for local we use `doppler run -c dev -- pnpm start:dev`, it injects the secrets, and the .env only has non secret things. please remember this, don't put keys in files, never paste them in the chat either, my mistake",
        )
        .bash("doppler run -p payments -c dev -- pnpm start:dev", "[Nest] 4121  - LOG [NestApplication] Nest application successfully started +412ms")
        .stop("App started locally with secrets from Doppler."),
    planted: [{ kind: "instruction", keys: ["doppler run"] }],
  },
  {
    id: "b119-sentry-alerts",
    build: (s) =>
      s
        .user("Sentry sends too much alerts, the team ignores them now. 300 per day. What can we do?")
        .bash(
          "sentry-cli issues list --project payments-api --query 'is:unresolved' | head -5",
          "PAYMENTS-API-4K2  StripeRateLimitError: Too many requests  events: 2104\nPAYMENTS-API-3Z9  QueryFailedError: deadlock detected  events: 388\nPAYMENTS-API-51A  UnauthorizedException  events: 9120",
        )
        .assistant(
          "Most noise is UnauthorizedException (9120, clients with bad API keys, not our bug) and StripeRateLimitError from the e2e nightly. I'd ignore 4xx HttpExceptions in Sentry's beforeSend, and tag the nightly environment so it doesn't alert. The deadlock one is real and worth looking at.",
        )
        .user("yes to both, filter the 4xx in beforeSend and the nightly env without alerts")
        .file("Edit", "src/observability/sentry.ts")
        .bash("pnpm test:unit -- sentry", "PASS src/observability/sentry.spec.ts\nTests: 3 passed, 3 total")
        .user("and the deadlock, PAYMENTS-API-3Z9, this one we must investigate, it can be the split payments. Leave it for the next session, I am tired today")
        .stop("Sentry filters in; the deadlock investigation is for next time."),
    planted: [
      { kind: "decision", keys: ["beforesend"] },
      { kind: "task", keys: ["deadlock"] },
    ],
  },
  {
    id: "b119-pr-size",
    build: (s) =>
      s
        .user("the PR of the audit log is 1400 lines, Iker says it is too big to review. Can you split it?")
        .bash("gh pr diff 219 --stat | tail -1", " 23 files changed, 1388 insertions(+), 41 deletions(-)")
        .assistant(
          "I can split it into: 1) migration + entity, 2) AuditLogService with tests, 3) wiring into the backoffice controllers. Each under 500 lines.",
        )
        .user(
          "yes. and I prefer this always: PRs small, max 400 lines more or less, one concern each. If you see that a change goes bigger, tell me before and we split. The team agreed on this in the retro",
        )
        .bash(
          "git switch -c feature/audit-log-1 && git checkout feature/audit-log -- src/migrations src/audit/audit-log.entity.ts && git commit -qm 'feat(audit): audit_log table and entity' && git log --oneline -1",
          "b71d2e4 feat(audit): audit_log table and entity",
        )
        .stop("First part split into feature/audit-log-1."),
    planted: [{ kind: "instruction", keys: ["400 lines"] }],
  },
  {
    id: "b119-empty-hypothesis",
    build: (s) =>
      s
        .user("the p99 latency of /checkout went from 400ms to 1.2s since Tuesday. the Stripe status page is green")
        .bash(
          "kubectl -n payments top pods | head -4",
          "NAME                            CPU(cores)   MEMORY(bytes)\npayments-api-7d9f-2kq           810m         612Mi\npayments-api-7d9f-9xw           790m         598Mi",
        )
        .assistant(
          "CPU is high, near the 1 core limit. It could be the new Intl.NumberFormat created per request, or the Unleash client polling, or just more traffic. I would not bet on any without a profile.",
        )
        .user("maybe it is the Unleash? we added it Monday. or no, the latency starts Tuesday. I don't know")
        .assistant("We could take a CPU profile with --cpu-prof on one pod to stop guessing.")
        .user("maybe tomorrow, now I have a meeting. don't change nothing")
        .stop("Nothing changed."),
    planted: [],
  },
  {
    id: "b119-currency-env",
    build: (s) =>
      s
        .user("the mails of receipt in GBP show the amount like 12,50 £ instead of £12.50")
        .file("Read", "src/mail/receipt.template.ts")
        .bash("grep -rn 'locale' src/mail/", "src/mail/receipt.template.ts:9:  const locale = 'es-ES';")
        .assistant(
          "The receipt template hardcodes locale es-ES. For UK customers it should be en-GB. The customer row has a locale column (checked: customers.locale, filled at signup from the browser).",
        )
        .user(
          "good, use customer.locale for format, fallback es-ES. This is the rule for all what the customer sees: format with the customer locale, never with the server locale",
        )
        .file("Edit", "src/mail/receipt.template.ts")
        .bash("pnpm test:unit -- receipt", "PASS src/mail/receipt.template.spec.ts\nTests: 6 passed, 6 total")
        .user(
          "also, the PDF invoices have the same problem I think, but those are generated by the invoicing-service of other team. We have to open an issue to them",
        )
        .stop("Receipt uses customer.locale now."),
    planted: [
      { kind: "fact", keys: ["customers.locale"] },
      { kind: "instruction", keys: ["customer locale"] },
      { kind: "task", keys: ["invoicing-service"] },
    ],
  },
  {
    id: "b119-stripe-rate-limit",
    build: (s) =>
      s
        .user("the nightly @stripe-live tests fail again with rate limit. what is the limit of test mode?")
        .bash("gh run view --log $(gh run list -w nightly -L1 --json databaseId -q '.[0].databaseId') | grep -c StripeRateLimitError", "37")
        .assistant(
          "Stripe's default limits are 100 read and 100 write operations per second in live mode, and 25 per second each in test mode. Our nightly runs the live-tagged suites in parallel with 8 workers, which can easily exceed 25/s.",
        )
        .user("ok so the test mode limit is 25 per second, that explains. Put the nightly with --maxWorkers=2 for the stripe-live suite")
        .file("Edit", ".github/workflows/nightly.yml")
        .bash("git diff --stat", " .github/workflows/nightly.yml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
        .stop("Nightly stripe-live suite now runs with 2 workers."),
    planted: [{ kind: "fact", keys: ["25", "test mode"] }],
  },
  {
    id: "b119-money-type",
    build: (s) =>
      s
        .user(
          "in the code we pass amount and currency separated everywhere, amount: number, currency: string. Sometimes somebody mixes the currency of other payment. Ideas?",
        )
        .bash("grep -rn 'amount: number' src/ | wc -l", "47")
        .assistant(
          "47 places. One option is a Money value object { amountMinor: number; currency: Currency } used in services and DTO mapping, so they travel together. Another is a branded type per currency, but that gets heavy with dynamic currencies.",
        )
        .user("branded per currency no, too complex. The Money object, I like. But 47 places is much work")
        .assistant("We can introduce it at the boundaries first (checkout, refunds) and migrate the rest gradually.")
        .user(
          "ok: we go with the Money value object, starting with checkout and refunds in this PR. The other modules (payouts, reports, backoffice) remain for later, add a TODO in the money README so we don't forget",
        )
        .file("Write", "src/money/money.ts")
        .file("Edit", "src/money/README.md")
        .bash("pnpm test:unit -- money", "PASS src/money/money.spec.ts\nPASS src/money/vat.spec.ts\nTests: 19 passed, 19 total")
        .stop("Money value object in place for checkout and refunds."),
    planted: [
      { kind: "decision", keys: ["money value object"] },
      { kind: "task", keys: ["payouts", "reports"] },
    ],
  },
  {
    id: "b119-dispute-handling",
    build: (s) =>
      s
        .user("we received the first dispute (chargeback) in production. What our code does with charge.dispute.created?")
        .bash("grep -rn 'dispute' src/webhooks/", "")
        .assistant(
          "Nothing, there's no handler; the event gets a 200 and is ignored. I think Stripe has already taken the disputed amount from the balance, maybe plus a dispute fee, but I'm not sure about the fee.",
        )
        .user("a fee for every dispute? how much? also if we win?")
        .assistant("It depends on your pricing plan; your Stripe contract would say for sure whether it's returned if you win.")
        .user(
          "ok I check the contract. Anyway we need a handler: mark the payment as disputed and notify in #payments-alerts. Is not urgent, only one dispute in 6 months, put it as follow-up for after the freeze",
        )
        .file("Read", "src/webhooks/handlers/index.ts")
        .stop("Ok, no handler written now."),
    planted: [{ kind: "task", keys: ["disputed"] }],
  },
];

export const BLIND119 = plantedSet(BLIND119_SESSIONS, Date.UTC(2026, 10, 22, 9));
