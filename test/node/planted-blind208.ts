/**
 * Blind planted set 208 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a staff engineer reviewing the agent's plan in long structured replies with headings
 * ('Decisions', 'Constraints', 'Follow-ups') and bullets, then terse follow-ups ("ok", "k",
 * "actually make it 60s"); a TypeScript monorepo with Postgres, Kafka, Redis and Workers.
 * Each session is one segment; the items planted in it are listed with it: 90 items (26 decisions, 23 instructions,
 * 22 facts, 19 tasks) in 45 sessions, 13 of which plant nothing (65 user/assistant messages between them).
 * Every other message
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

export const BLIND208_SESSIONS: BlindSession[] = [
  {
    id: "b208-outbox-plan",
    build: (s) =>
      s
        .user("Before you write anything: give me a plan for publishing order events to Kafka when an order is placed. Options + tradeoffs.")
        .file("Read", "services/orders-api/src/orders/place-order.ts")
        .bash(
          'grep -rn "producer.send" services/orders-api/src | head',
          'services/orders-api/src/orders/place-order.ts:88:    await producer.send({ topic: "order-events", messages: [msg] });',
        )
        .assistant(
          "Plan, three options:\nA. Keep the dual write (DB commit then producer.send) and add retries.\nB. Transactional outbox: write an outbox row in the same transaction, a relay polls and publishes.\nC. Debezium CDC on the orders table.\nB is the smallest change that removes the lost-event window; C needs infra we don't run. I'd go B with a 500ms poll.",
        )
        .user(
          "## Decisions\n- Outbox (B). No dual writes anywhere in orders-api from here on, that's how we lost events in March.\n- Poll interval: don't care yet, pick something, we can tune.\n\n## Constraints\n- orders is partitioned by month and pg_partman owns the partitions (it creates next month's from a template table), keep that in mind for the outbox migration.\n- Did you check whether the relay can share the existing pg pool? Not asking you to change it, just curious.\n\n## Follow-ups\n- Dead-letter topic for the relay when a publish fails 5 times. Not in this PR — leave it for later, I'll put it on the board.",
        )
        .assistant("Understood. The relay gets its own small pool (max 2) so it can't starve request handlers. Writing the outbox migration and relay now.")
        .file("Write", "services/orders-api/migrations/20261111_outbox.sql")
        .file("Write", "services/orders-api/src/outbox/relay.ts")
        .bash("pnpm --filter orders-api test outbox", " ✓ src/outbox/relay.test.ts (6 tests) 412ms\n Test Files  1 passed (1)")
        .user("ok")
        .stop("Outbox migration and relay are in, 6 tests passing."),
    planted: [
      { kind: "decision", keys: ["outbox"] },
      { kind: "instruction", keys: ["dual writes"] },
      { kind: "fact", keys: ["pg_partman"] },
      { kind: "task", keys: ["dead-letter"] },
    ],
  },
  {
    id: "b208-rate-limiter",
    build: (s) =>
      s
        .user("Plan for per-API-key rate limiting on the public API. Don't code yet.")
        .bash(
          "cat services/gateway/src/lib/redis.ts | head -20",
          'import { Cluster } from "ioredis";\n// NOTE: cluster mode, see infra/elasticache.tf\nexport const redis = new Cluster(JSON.parse(process.env.REDIS_NODES!));',
        )
        .assistant(
          "Proposal:\n1. Token bucket held in process memory per pod — simplest, but limits multiply with pod count.\n2. Sliding-window log in Redis via a Lua script (ZADD/ZREMRANGEBYSCORE/ZCARD atomically).\n3. Fixed window counter in Redis with INCR + EXPIRE.\nI lean 2: accurate and one round trip.",
        )
        .user(
          "## Decisions\n- Sliding window in Redis with the Lua script. Option 1 is out, we autoscale to 40 pods.\n\n## Constraints\n- Our Redis is ElastiCache in cluster mode: a script can only touch keys in one slot, so hash-tag the keys ({apikey}:rl). \n- Don't spin up another Redis client for this, ever — everything goes through lib/redis.ts so the connection count stays sane. That applies to every service in the gateway.\n\n## Follow-ups\n- Per-tenant overrides (enterprise customers want higher limits). Separate ticket, later.\n- Maybe a fixed window is good enough? Thinking out loud, ignore.",
        )
        .file("Write", "services/gateway/src/ratelimit/sliding-window.lua")
        .file("Write", "services/gateway/src/ratelimit/index.ts")
        .bash(
          "pnpm --filter gateway test ratelimit",
          ' ✓ src/ratelimit/index.test.ts (9 tests) 233ms\nwarn: TODO in sliding-window.lua:3 ("always refresh ttl")',
        )
        .assistant("Limiter done, keys hash-tagged, 9 tests pass.")
        .user("👍")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sliding window"] },
      { kind: "fact", keys: ["cluster mode"] },
      { kind: "instruction", keys: ["lib/redis.ts"] },
      { kind: "task", keys: ["per-tenant"] },
    ],
  },
  {
    id: "b208-add-column-plan",
    build: (s) =>
      s
        .user("Need a `fulfilment_status` column on orders with a check constraint. Plan first.")
        .bash("psql $DATABASE_URL -c 'select version()'", " PostgreSQL 14.9 on x86_64-pc-linux-gnu, compiled by gcc 10.2.1")
        .assistant(
          "Plan:\n- Add the column nullable, no default.\n- Add the CHECK as NOT VALID, then VALIDATE CONSTRAINT in a second migration so we don't hold an ACCESS EXCLUSIVE lock while scanning.\n- Backfill in batches of 10k.\n- Then set NOT NULL in a later deploy.",
        )
        .user(
          "## Decisions\n- Yes to NOT VALID + separate VALIDATE, do it that way.\n\n## Constraints\n- Prod is Postgres 14 (you just saw 14.9), so no MERGE ... RETURNING tricks, that's 17.\n- General rule for schema changes in this repo: expand/contract. Add, deploy code, backfill, then remove/tighten in a later deploy. Never drop or rename a column in the same deploy as the code that stops using it.\n\n## Follow-ups\n- none",
        )
        .file("Write", "services/orders-api/migrations/20261112_fulfilment_status.sql")
        .file("Write", "services/orders-api/migrations/20261113_validate_fulfilment_status.sql")
        .bash("pnpm --filter orders-api migrate:check", "2 pending migrations OK (lock analysis: no ACCESS EXCLUSIVE > 100ms)")
        .stop("Two migrations written, lock analysis is clean."),
    planted: [
      { kind: "decision", keys: ["not valid"] },
      { kind: "fact", keys: ["postgres 14"] },
      { kind: "instruction", keys: ["expand/contract"] },
    ],
  },
  {
    id: "b208-flags",
    build: (s) =>
      s
        .user("We need a kill switch for the new checkout flow. Propose how.")
        .bash('grep -rn "process.env.FEATURE_" apps/web/src | wc -l', "23")
        .assistant(
          "There are 23 env-var flags today. Options: keep adding FEATURE_* env vars (needs a redeploy to flip), or use the Unleash instance infra already runs. I'd use Unleash with a `checkout-v2` toggle.",
        )
        .user(
          "## Decisions\n- Unleash. New flags go there, not env vars.\n\n## Constraints\n- Flag names: kebab-case, prefixed with the owning team, so `checkout-v2-enabled` is right, `newCheckout` is not. Stick to that for every flag you create.\n- Is the Unleash SDK already in apps/web? If not, fine to add.\n\n## Follow-ups\n- The `legacy-cart` flag has been at 100% since August; someone should delete it and the dead branch behind it. Not now.",
        )
        .bash("pnpm --filter web add unleash-client@5.5.2", "+ unleash-client 5.5.2")
        .file("Edit", "apps/web/src/checkout/CheckoutPage.tsx")
        .assistant("Added the SDK and wrapped CheckoutPage in `checkout-v2-enabled`.")
        .user("fine")
        .stop(),
    planted: [
      { kind: "decision", keys: ["unleash"] },
      { kind: "instruction", keys: ["kebab-case"] },
      { kind: "task", keys: ["legacy-cart"] },
    ],
  },
  {
    id: "b208-ci-speed",
    build: (s) =>
      s
        .user("CI takes 31 minutes. Plan to get it under 12.")
        .bash("gh run view 88412 --log | grep -E 'Duration|took' | tail -5", "install deps took 6m12s\nvitest took 17m40s\nbuild took 4m03s\nlint took 2m51s")
        .assistant(
          "Breakdown: deps 6m, tests 17.5m, build 4m, lint 3m. Plan:\n1. Shard vitest across 4 runners.\n2. Cache node_modules keyed on the lockfile.\n3. Run lint and build in parallel with tests.",
        )
        .user(
          "## Decisions\n- Sharding across 4: yes.\n- Don't cache node_modules, it breaks with native deps on our runners. Cache the pnpm store instead and let install link from it.\n- Parallel lint/build: sure.\n\n## Constraints\n- Runners are self-hosted, 8 vCPU / 16 GB, in our own AWS account; the macOS pool is shared with the mobile team so don't add jobs there.\n\n## Follow-ups\n- checkout.spec.ts is flaky, quarantine it in this PR please.",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .file("Edit", "apps/web/test/checkout.spec.ts")
        .bash("gh workflow run ci.yml --ref perf/ci-shards && sleep 600 && gh run list -L1", "completed  success  perf/ci-shards  11m02s")
        .assistant("11m02s on the branch. checkout.spec.ts is quarantined with `describe.skip` and a link to the issue.")
        .user("nice. oh and from now on any PR that touches .github/ needs @dana as a reviewer, add her to CODEOWNERS")
        .file("Edit", ".github/CODEOWNERS")
        .stop("Added @dana for /.github/ in CODEOWNERS."),
    planted: [
      { kind: "decision", keys: ["shard"] },
      { kind: "decision", keys: ["pnpm store"] },
      { kind: "fact", keys: ["self-hosted"] },
      { kind: "instruction", keys: ["@dana"] },
    ],
  },
  {
    id: "b208-logging",
    build: (s) =>
      s
        .user("Plan the logging cleanup for billing-worker. It's a mix of console.log and winston.")
        .bash("grep -rc \"console.log\\|winston\" services/billing-worker/src | awk -F: '{s+=$2} END {print s}'", "147")
        .assistant(
          "147 call sites. Plan: replace both with pino (JSON, child loggers per job), add a redaction list, and keep the message strings so existing Datadog monitors keep matching.",
        )
        .user(
          "## Decisions\n- pino, and winston goes away entirely.\n\n## Constraints\n- Datadog keeps logs 15 days for this service, so nobody will find anything older than that — don't design anything that relies on digging older logs.\n- Never log a full card number, email or address. Anything PII goes through `redact()` from @atlas/log, no exceptions, in every service.\n- Would child loggers per job blow up cardinality? Not sure, check.\n\n## Follow-ups\n- The Datadog pipeline parser still expects the winston format. Priya owns it; she needs to update the parser after this ships. Put it in the PR description as an open item.",
        )
        .assistant("Child loggers add only `jobId` and `queue` as attributes; no new tag cardinality in Datadog. Converting now.")
        .file("Edit", "services/billing-worker/src/log.ts")
        .bash("pnpm --filter billing-worker test", " Test Files  24 passed (24)\n      Tests  181 passed (181)")
        .stop("All 147 call sites moved to pino; tests pass."),
    planted: [
      { kind: "decision", keys: ["pino"] },
      { kind: "fact", keys: ["15 days"] },
      { kind: "instruction", keys: ["redact()"] },
      { kind: "task", keys: ["parser"] },
    ],
  },
  {
    id: "b208-jwt-verify",
    build: (s) =>
      s
        .user("orders-api must verify access tokens itself instead of calling /introspect on every request. Plan?")
        .bash("curl -s https://id.atlas.internal/.well-known/jwks.json | jq '.keys[].alg'", '"RS256"\n"RS256"')
        .assistant(
          "Plan: verify locally with jose's createRemoteJWKSet (caches keys, refetches on unknown kid). Alternatives: jsonwebtoken + jwks-rsa (two deps, callback API). Leeway 30s for clock skew.",
        )
        .user(
          "## Decisions\n- jose. Not jsonwebtoken.\n- 30s leeway ok.\n\n## Constraints\n- Identity signs RS256 and rotates signing keys every 24h, two keys are published during the overlap. So an unknown kid is normal once a day, not an attack.\n\n## Follow-ups\n- Are the 401 spikes at midnight from rotation? Maybe. Don't chase it now.",
        )
        .file("Write", "services/orders-api/src/auth/verify.ts")
        .bash("pnpm --filter orders-api test auth", " ✓ src/auth/verify.test.ts (7 tests) 98ms")
        .assistant("Verification in place, 7 tests.")
        .user("actually make the leeway 60s. staging's clock is way off and I don't want a second PR")
        .file("Edit", "services/orders-api/src/auth/verify.ts")
        .stop("Leeway is now 60s."),
    planted: [
      { kind: "decision", keys: ["jose"] },
      { kind: "decision", keys: ["60s"] },
      { kind: "fact", keys: ["rs256"] },
    ],
  },
  {
    id: "b208-catalog-cache",
    build: (s) =>
      s
        .user("Product pages are slow. Plan to add a read-through cache in front of the catalog service.")
        .bash('grep -rn "catalogClient" apps/web/src | head -3', "apps/web/src/products/load.ts:12:  const p = await catalogClient.get(id); // TODO cache?")
        .assistant("Plan: Redis read-through cache, 5 min TTL, invalidated on the catalog.updated event. Or an in-memory LRU per pod (cheaper, staler).")
        .user(
          "## Decisions\n- Not doing the cache yet. I don't trust our numbers.\n\n## Constraints\n- The catalog service belongs to the Merch team (Tomasz is the lead). We don't change its API or subscribe to its events without them signing off.\n\n## Follow-ups\n- Next sprint: measure p99 of /products/:id end to end with the new tracing, then we revisit caching. Leave a note in the ticket.",
        )
        .file("Edit", "docs/adr/0031-catalog-cache.md")
        .assistant("Wrote the ADR as 'deferred' with the measurement step.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["merch"] },
      { kind: "task", keys: ["p99"] },
    ],
  },
  {
    id: "b208-integration-tests",
    build: (s) =>
      s
        .user("Add integration tests for the refund endpoint. Tell me the plan.")
        .bash("cat docker-compose.test.yml | grep -A3 postgres", '  postgres:\n    image: postgres:14\n    ports:\n      - "5433:5432"')
        .assistant(
          "Plan: one file per endpoint under test/integration, seed with factories, hit the route with fastify.inject. Tests will use the compose Postgres.",
        )
        .user(
          "## Constraints\n- Integration tests live in test/integration and run with `pnpm test:int`, never with plain vitest — test:int brings up compose and sets the env.\n- The test Postgres is on 5433 on the host, not 5432. 5432 is usually someone's local dev DB, don't point tests at it.\n\n## Decisions\n- fastify.inject, fine.\n\nAlso, style preference: I prefer table-driven tests with it.each for the status-code matrix over ten copy-pasted its.",
        )
        .file("Write", "services/orders-api/test/integration/refund.test.ts")
        .bash("pnpm test:int refund", " ✓ test/integration/refund.test.ts (12 tests) 3.1s")
        .stop("12 refund cases, table-driven."),
    planted: [
      { kind: "instruction", keys: ["test:int"] },
      { kind: "fact", keys: ["5433"] },
      { kind: "instruction", keys: ["it.each"] },
    ],
  },
  {
    id: "b208-error-model",
    build: (s) =>
      s
        .user("Our error handling is all over the place. Propose something for orders-api.")
        .bash('grep -rn "throw new Error" services/orders-api/src | wc -l', "64")
        .assistant(
          "Two directions: (1) Result<T, E> return types everywhere (neverthrow), or (2) keep exceptions but make them typed: an AppError base class with a code and httpStatus, subclasses per domain.",
        )
        .user(
          "## Decisions\n- Result types... actually no, scratch that, the team won't follow it consistently. Keep throwing, but typed: AppError with code + httpStatus, subclasses per domain.\n\n## Follow-ups\n- Mapping AppError codes to HTTP responses should happen in one place, errorHandler.ts. Separate PR though, leave it for later.\n- convert the 64 throw sites in this one.",
        )
        .file("Write", "services/orders-api/src/errors/app-error.ts")
        .bash("pnpm --filter orders-api exec tsc --noEmit", "")
        .assistant("AppError added, 64 sites converted, typecheck clean.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["apperror"] },
      { kind: "task", keys: ["errorhandler"] },
    ],
  },
  {
    id: "b208-kafka-consumer",
    build: (s) =>
      s
        .user("Write the consumer for order-events in fulfilment-svc. Plan first.")
        .bash(
          "kafka-topics --describe --topic order-events --bootstrap-server $KAFKA | head -2",
          "Topic: order-events\tPartitionCount: 12\tReplicationFactor: 3\tConfigs: retention.ms=259200000",
        )
        .assistant("Plan: kafkajs consumer, one consumer group per pod so each pod sees everything, process, auto-commit every 5s.")
        .user(
          "## Decisions\n- No. One consumer group per service (fulfilment-svc), pods share the partitions.\n\n## Constraints\n- order-events has 12 partitions keyed by tenant_id, so ordering is per tenant and more than 12 pods is pointless.\n- Commit offsets only after the DB transaction commits. Never auto-commit, never commit before the write. Every consumer we write follows that.\n\n## Follow-ups\n- Retention is 3 days (you can see retention.ms). Remind me to ask infra about bumping order-events to 7d before the holiday freeze.",
        )
        .file("Write", "services/fulfilment-svc/src/consumers/order-events.ts")
        .bash("pnpm --filter fulfilment-svc test consumer", " ✓ src/consumers/order-events.test.ts (5 tests)")
        .stop("Consumer in, manual commits after the transaction."),
    planted: [
      { kind: "decision", keys: ["consumer group"] },
      { kind: "fact", keys: ["12 partitions"] },
      { kind: "instruction", keys: ["offsets"] },
      { kind: "task", keys: ["7d"] },
    ],
  },
  {
    id: "b208-deploy-pipeline",
    build: (s) =>
      s
        .user("Why did my change go to staging but not prod?")
        .bash("git branch -r --contains a91c3e0 && git tag --contains a91c3e0", "  origin/release/2026.11")
        .assistant("Your commit is on origin/release/2026.11 but no tag contains it yet.")
        .user(
          "Right, that's the setup: staging deploys from release/* branches automatically, prod only deploys from tags (vYYYY.MM.N). Cut v2026.11.3.\n\nAnd while we're here: no prod deploys on Fridays after 14:00 CET, that's a hard rule for you too.",
        )
        .bash(
          "git tag v2026.11.3 origin/release/2026.11 && git push origin v2026.11.3",
          "To github.com:atlas/atlas.git\n * [new tag]         v2026.11.3 -> v2026.11.3",
        )
        .assistant("Tagged and pushed v2026.11.3; the prod pipeline started.")
        .user("thx. TODO for me, not you: write the rollback runbook, we still don't have one")
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["release/"] },
      { kind: "instruction", keys: ["fridays"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b208-money-types",
    build: (s) =>
      s
        .user("Invoices are off by a cent sometimes. Find out why and propose a fix.")
        .bash(
          'grep -rn "parseFloat\\|toFixed" services/billing-worker/src | head -4',
          "src/invoice/total.ts:41:  return parseFloat((subtotal * (1 + taxRate)).toFixed(2));\nsrc/invoice/lines.ts:18:  amount: parseFloat(row.amount),",
        )
        .assistant(
          "Root cause: totals computed with JS floats and rounded with toFixed at the end. Proposal: store amounts as integer minor units (bigint column, bigint in TS), round per line with banker's rounding. Alternative: keep numeric(12,2) and use decimal.js.",
        )
        .user(
          "## Decisions\n- Integer minor units, bigint. Not decimal.js.\n\n## Constraints\n- Minor units aren't always cents: JPY and KRW have 0 decimals, BHD has 3. The exponent per currency is in billing/currencies.ts, read it from there.\n- No floats for money, anywhere, ever. Reviewers will bounce it.\n\n## Follow-ups\n- fix the two call sites you found now.",
        )
        .file("Edit", "services/billing-worker/src/invoice/total.ts")
        .file("Edit", "services/billing-worker/src/invoice/lines.ts")
        .bash("pnpm --filter billing-worker test invoice", " ✓ src/invoice/total.test.ts (14 tests)")
        .stop("Both call sites use bigint minor units now."),
    planted: [
      { kind: "decision", keys: ["minor units"] },
      { kind: "fact", keys: ["currencies.ts"] },
      { kind: "instruction", keys: ["floats"] },
    ],
  },
  {
    id: "b208-pagination",
    build: (s) =>
      s
        .user("GET /orders times out for big tenants. Plan.")
        .bash(
          'psql $DATABASE_URL -c "explain analyze select * from orders where tenant_id=42 order by created_at desc offset 90000 limit 50" | tail -2',
          " Planning Time: 0.4 ms\n Execution Time: 8412.771 ms",
        )
        .assistant(
          "OFFSET 90000 scans and throws away 90k rows. I propose keyset (cursor) pagination on (created_at, id) with an opaque base64 cursor, keeping ?page for one release as a deprecated path.",
        )
        .user(
          "## Decisions\n- Cursor pagination as you describe. Yes.\n\n## Follow-ups\n- The admin UI still builds page-number links from ?page; it has to be moved to cursors before we remove the deprecated path. Not in this PR.",
        )
        .file("Edit", "services/orders-api/src/orders/list.ts")
        .bash("pnpm --filter orders-api test list", " ✓ src/orders/list.test.ts (8 tests)")
        .assistant("Cursor pagination added, ?page still works with a Deprecation header.")
        .user("k")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "task", keys: ["admin ui"] },
    ],
  },
  {
    id: "b208-deps-policy",
    build: (s) =>
      s
        .user("Renovate opened 31 PRs. Plan for handling deps without drowning?")
        .bash(
          "cat renovate.json",
          '{\n  "schedule": ["before 6am on monday"],\n  "packageRules": [{ "matchUpdateTypes": ["minor", "patch"], "groupName": "all non-major" }]\n}',
        )
        .assistant("Renovate already groups minor/patch into one PR on Mondays; the 31 are majors. I'd merge the grouped one weekly and triage majors monthly.")
        .user(
          "## Constraints\n- Exact versions in package.json, no ^ or ~. If you add a dependency, pin it exactly. That's the policy for the whole monorepo.\n\n## Decisions\n- Weekly grouped merge: ok. Monthly majors: ok.\n\n## Follow-ups\n- Fastify 5 is one of the majors. We need to upgrade to fastify 5 next quarter, it touches every plugin, so not now.",
        )
        .bash("gh pr list --label renovate --search 'major' --json number | jq length", "31")
        .file("Write", "docs/deps.md")
        .stop("Wrote docs/deps.md with the cadence."),
    planted: [
      { kind: "instruction", keys: ["exact versions"] },
      { kind: "decision", keys: ["monthly"] },
      { kind: "fact", keys: ["renovate", "mondays"] },
      { kind: "task", keys: ["fastify 5"] },
    ],
  },
  {
    id: "b208-otel",
    build: (s) =>
      s
        .user("Plan for tracing across gateway, orders-api and billing-worker.")
        .bash("kubectl get ds -n observability", "NAME             DESIRED   CURRENT   READY\notel-collector   18        18        18")
        .assistant(
          "There's already an otel-collector DaemonSet on every node. Plan: OpenTelemetry SDK in each service exporting OTLP to the node's collector (hostIP:4317). Alternative: Datadog's dd-trace directly.",
        )
        .user(
          "## Decisions\n- OTel SDK -> node collector. No dd-trace, we don't want to be locked in.\n\n## Constraints\n- sampling is decided in the collector, don't sample in the SDK\n\n## Follow-ups\n- Error emails to on-call should include the trace id so people can jump straight to the trace. Later, separate ticket.",
        )
        .file("Write", "packages/telemetry/src/index.ts")
        .bash("pnpm -r --filter './services/*' add @atlas/telemetry@workspace:*", "Done in 4.2s")
        .assistant("Telemetry package wired into the three services, parent-based sampler only.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["collector"] },
      { kind: "instruction", keys: ["sampling"] },
      { kind: "task", keys: ["trace id"] },
    ],
  },
  {
    id: "b208-webhooks-ownership",
    build: (s) =>
      s
        .user("The Stripe webhook handler in billing-worker retries forever on 4xx. Plan a fix.")
        .file("Read", "services/billing-worker/src/webhooks/stripe.ts")
        .assistant("Plan: treat 4xx from our own handler as terminal (ack and log), retry only on 5xx/timeouts, cap at 8 attempts with backoff.")
        .user(
          "## Constraints\n- billing-worker is owned by the payments team, their on-call is the `payments-primary` rotation in PagerDuty. If this pages anyone, it's them.\n- Anything in webhooks/ needs a heads-up in #payments-eng before it merges. Every time, not just this one.\n\n## Decisions\n- terminal 4xx, cap 8: fine",
        )
        .file("Edit", "services/billing-worker/src/webhooks/stripe.ts")
        .bash("pnpm --filter billing-worker test webhooks", " ✓ src/webhooks/stripe.test.ts (11 tests)")
        .assistant("Done; I'll draft the #payments-eng message for you to post.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["payments-primary"] },
      { kind: "instruction", keys: ["#payments-eng"] },
      { kind: "decision", keys: ["cap 8"] },
    ],
  },
  {
    id: "b208-n-plus-one",
    build: (s) =>
      s
        .user("GET /orders/:id went from 80ms to 900ms this week. Investigate.")
        .bash(
          'psql $DATABASE_URL -c "select calls, query from pg_stat_statements order by calls desc limit 2"',
          " calls  | query\n 918233 | select * from order_lines where order_id = $1\n  31002 | select * from orders where id = $1",
        )
        .assistant("order_lines is queried ~30x per order load. Hypothesis: OrderSerializer lazily loads lines per item since last week's refactor.")
        .file("Read", "services/orders-api/src/orders/serializer.ts")
        .assistant(
          "Confirmed: OrderSerializer.lines() calls the repo per line item after commit 4be1a2c, an N+1. Batching it into one `where order_id = any($1)` query brings the endpoint back to 70ms locally.",
        )
        .user(
          "## Decisions\n- Ship the batching.\n\n## Follow-ups\n- We need a query-count assertion in the serializer tests so this can't sneak back. Not today, put a ticket in.",
        )
        .file("Edit", "services/orders-api/src/orders/serializer.ts")
        .stop("Batched; 70ms locally."),
    planted: [
      { kind: "fact", keys: ["orderserializer"] },
      { kind: "task", keys: ["query-count"] },
    ],
  },
  {
    id: "b208-api-versioning",
    build: (s) =>
      s
        .user("We're about to break the /orders response shape. How do we version it?")
        .bash(
          'grep -rn "Accept-Version\\|/v1/" services/gateway/src/routes.ts | head -3',
          'services/gateway/src/routes.ts:7:  app.register(ordersV1, { prefix: "/v1/orders" });',
        )
        .assistant("Options: path versioning (/v2/orders), or an Accept-Version header. The gateway already uses /v1 prefixes, so /v2 is consistent.")
        .user(
          "## Decisions\n- /v2 in the path.\n\n## Constraints\n- Every breaking change gets a CHANGELOG.md entry under a 'Breaking' heading, in the same PR. Forever, not just this time.\n- v1 stays for 6 months? Not decided, don't write that anywhere.",
        )
        .file("Edit", "services/gateway/src/routes.ts")
        .file("Edit", "CHANGELOG.md")
        .stop("Registered /v2/orders and added the Breaking entry."),
    planted: [
      { kind: "decision", keys: ["/v2"] },
      { kind: "instruction", keys: ["changelog"] },
    ],
  },
  {
    id: "b208-secrets",
    build: (s) =>
      s
        .user("Add the new Postmark token to orders-api. Plan?")
        .bash("vault kv list kv/atlas/staging", "Keys\n----\norders-api\nbilling-worker\ngateway")
        .assistant(
          "I'll add POSTMARK_TOKEN to Vault at kv/atlas/staging/orders-api and kv/atlas/prod/orders-api, reference it in the ExternalSecret, and add a placeholder to .env.example.",
        )
        .user(
          "## Constraints\n- Right, secrets live in Vault under kv/atlas/<env>/<service>, synced by external-secrets. Good.\n- Do NOT put anything in .env.example for secrets, not even a fake-looking value, people copy it to prod. Leave the key out and document it in the README instead. Same for every future secret.\n\n## Follow-ups\n- The Stripe restricted key was printed in old CI logs (before we masked). It has to be rotated — I'll do it with payments next week, just keep it on the list.",
        )
        .file("Edit", "deploy/orders-api/external-secret.yaml")
        .bash(
          "kubectl apply --dry-run=server -f deploy/orders-api/external-secret.yaml",
          "externalsecret.external-secrets.io/orders-api configured (server dry run)",
        )
        .stop("ExternalSecret updated; README documents POSTMARK_TOKEN."),
    planted: [
      { kind: "fact", keys: ["kv/atlas"] },
      { kind: "instruction", keys: [".env.example"] },
      { kind: "task", keys: ["stripe"] },
    ],
  },
  {
    id: "b208-timezones",
    build: (s) =>
      s
        .user("Finance says the daily revenue report is off by a day near midnight. Look into it.")
        .bash("psql $REPORTING_URL -c 'show timezone'", " TimeZone\n-----------------\n America/Chicago")
        .assistant(
          "The reporting replica's session timezone is America/Chicago while the app DB stores timestamptz in UTC; the report groups by created_at::date, which takes Chicago's date. That's the shift.",
        )
        .user(
          "## Facts we now know\n- Reporting DB is America/Chicago (legacy, finance's tooling depends on it, we can't change it). Main DB is UTC.\n\n## Decisions\n- Group by (created_at at time zone 'UTC')::date in the report queries. Explicit, no reliance on session tz.\n\n## Follow-ups\n- patch the three report queries now",
        )
        .file("Edit", "reports/sql/daily_revenue.sql")
        .bash("pnpm reports:test", " 3 queries OK")
        .stop("The three queries group on UTC dates now."),
    planted: [
      { kind: "fact", keys: ["chicago"] },
      { kind: "decision", keys: ["utc", "report"] },
    ],
  },
  {
    id: "b208-queue-choice",
    build: (s) =>
      s
        .user("Invoice PDF generation blocks the request. Plan to make it async.")
        .bash('grep -rn "bullmq" package.json services/*/package.json', 'services/billing-worker/package.json:14:    "bullmq": "5.12.1",')
        .assistant("Options: SQS + a Lambda renderer, or a BullMQ queue in billing-worker (already a dependency, Redis already there).")
        .user("## Decisions\n- SQS.\n\n## Constraints\n- none I can think of")
        .assistant("SQS then — I'll need a new IAM role and a queue in terraform.")
        .user(
          "hm. scratch SQS, that's a week of terraform review. Use BullMQ in billing-worker. Follow-up for later: we'll need a queue depth dashboard before this takes real traffic.",
        )
        .file("Write", "services/billing-worker/src/queues/invoice-pdf.ts")
        .bash("pnpm --filter billing-worker test queues", " ✓ src/queues/invoice-pdf.test.ts (4 tests)")
        .stop("invoice-pdf queue added in billing-worker."),
    planted: [
      { kind: "decision", keys: ["bullmq"] },
      { kind: "task", keys: ["queue depth"] },
    ],
  },
  {
    id: "b208-code-style",
    build: (s) =>
      s
        .user("Review the structure of the new refunds route before I merge it.")
        .file("Read", "services/orders-api/src/refunds/route.ts")
        .bash("ls services/orders-api/src/refunds", "route.ts\nschemas.ts\nservice.ts")
        .assistant("Looks fine functionally. schemas.ts holds the zod schemas; route.ts has a default export for the plugin.")
        .user(
          "## Constraints (these are house rules, apply them from now on)\n- zod schemas sit next to the route and are named <route>.schema.ts, so rename schemas.ts -> route.schema.ts.\n- No default exports. Named exports only, everywhere.\n\n## Decisions\n- nothing to decide here",
        )
        .bash("git mv services/orders-api/src/refunds/schemas.ts services/orders-api/src/refunds/route.schema.ts", "")
        .file("Edit", "services/orders-api/src/refunds/route.ts")
        .stop("Renamed and switched to a named export."),
    planted: [
      { kind: "instruction", keys: [".schema.ts"] },
      { kind: "instruction", keys: ["default exports"] },
    ],
  },
  {
    id: "b208-search-reindex",
    build: (s) =>
      s
        .user("Plan for adding a `brand` facet to product search.")
        .bash("curl -s $OPENSEARCH/_cat/aliases?v", "alias    index        \nproducts products_v3")
        .assistant(
          "Search is OpenSearch with alias products -> products_v3. Plan: new mapping in products_v4, reindex, atomically swap the alias. The app must query the alias, which it already does except in the suggest endpoint.",
        )
        .user(
          "## Decisions\n- v4 + alias swap. And the suggest endpoint gets fixed to query the alias, not the index name.\n\n## Constraints\n- Cluster is OpenSearch 2.11 (managed). Don't use anything from 2.12+.\n\n## Follow-ups\n- reindex.ts needs a --dry-run flag before anyone runs it against prod again. later",
        )
        .file("Edit", "services/search/src/suggest.ts")
        .file("Write", "services/search/mappings/products_v4.json")
        .stop("Mapping v4 written, suggest queries the alias."),
    planted: [
      { kind: "decision", keys: ["alias swap"] },
      { kind: "fact", keys: ["2.11"] },
      { kind: "task", keys: ["dry-run"] },
    ],
  },
  {
    id: "b208-email-provider",
    build: (s) =>
      s
        .user("Transactional email: we have SES and Postmark both half-wired. Plan to consolidate.")
        .bash(
          'grep -rln "@aws-sdk/client-ses\\|postmark" services/*/src | head',
          "services/orders-api/src/mail/ses.ts\nservices/billing-worker/src/mail/postmark.ts",
        )
        .assistant(
          "Proposal: consolidate on Postmark (better deliverability reports, already used by billing). SES would be cheaper at our volume but needs the bounce handling we never built.",
        )
        .user(
          "## Decisions\n- Postmark, consolidate on it.\n\n## Constraints\n- Postmark caps a message at 10 MB including attachments. Invoices with many line items already hit 6-7 MB as PDFs.\n\n## Follow-ups\n- Move invoice PDFs out of attachments to signed links. Next sprint.",
        )
        .file("Edit", "services/orders-api/src/mail/index.ts")
        .bash("pnpm --filter orders-api test mail", " ✓ src/mail/index.test.ts (3 tests)")
        .stop(),
    planted: [
      { kind: "decision", keys: ["postmark"] },
      { kind: "fact", keys: ["10 mb"] },
      { kind: "task", keys: ["signed links"] },
    ],
  },
  {
    id: "b208-cart-durable-objects",
    build: (s) =>
      s
        .user("The edge cart on Workers loses items when two tabs write at once. Plan.")
        .bash(
          'grep -n "CART_KV" apps/edge/wrangler.toml apps/edge/src/cart.ts',
          'apps/edge/wrangler.toml:12:kv_namespaces = [{ binding = "CART_KV", id = "8f3c..." }]\napps/edge/src/cart.ts:31:  await env.CART_KV.put(key, JSON.stringify(cart));',
        )
        .assistant(
          "KV is eventually consistent and last-write-wins, so concurrent tabs overwrite each other. I propose a Durable Object per cart (CartDO) that serializes writes; KV stays only as a read cache for the mini-cart badge. Alternative: optimistic versioning on KV, which can't be made atomic.",
        )
        .user(
          "## Decisions\n- Durable Object per cart, as proposed. Go.\n\n## Constraints\n- Deploy only with `wrangler deploy --env staging` / `--env production`. Never a bare `wrangler deploy`: the top-level env in wrangler.toml points at the old personal account and it has bitten two people already.\n- KV writes are limited to 1 per second per key on our plan, which is another reason.\n\n## Follow-ups\n- migration of existing KV carts: not needed, skip it",
        )
        .file("Write", "apps/edge/src/cart-do.ts")
        .file("Edit", "apps/edge/wrangler.toml")
        .bash(
          "pnpm --filter edge exec wrangler deploy --env staging --dry-run",
          "Total Upload: 84.12 KiB / gzip: 21.40 KiB\nYour worker has access to the following bindings:\n- Durable Objects: CART (CartDO)\n--dry-run: exiting now.",
        )
        .stop("CartDO added; staging dry run is clean."),
    planted: [
      { kind: "decision", keys: ["durable object"] },
      { kind: "instruction", keys: ["--env"] },
      { kind: "fact", keys: ["1 per second"] },
    ],
  },
  {
    id: "b208-linter",
    build: (s) =>
      s
        .user("We run eslint + prettier and it takes 3 minutes in CI. Plan to speed up or replace?")
        .bash("time pnpm lint", "real\t2m51.304s")
        .assistant(
          "Options: (1) eslint with --cache and only changed files; (2) replace eslint+prettier with Biome, which covers ~90% of our rules and runs in seconds. The remaining 10% are the import-boundary rules in apps/admin.",
        )
        .user(
          "## Decisions\n- Biome. eslint+prettier go away.\n\n## Constraints\n- the import-boundary rules matter, we can't just drop them\n\n## Follow-ups\n- apps/admin still has its own .eslintrc with the boundary rules. Port those to Biome (or dependency-cruiser) later, leave admin on eslint until then.",
        )
        .bash("pnpm dlx @biomejs/biome@2.2.4 migrate eslint --write", "Migrated 143 of 158 rules.")
        .file("Write", "biome.json")
        .assistant("Biome config in place, lint now runs in 4s for everything except apps/admin.")
        .user(
          "also: before pushing, always run `pnpm check` locally, CI shouldn't be where you find formatting errors. That goes for every change you make here.",
        )
        .stop("Will do."),
    planted: [
      { kind: "decision", keys: ["biome"] },
      { kind: "task", keys: ["apps/admin", "eslintrc"] },
      { kind: "instruction", keys: ["pnpm check"] },
    ],
  },
  {
    id: "b208-idempotency",
    build: (s) =>
      s
        .user("Customers get double-charged when the mobile app retries POST /payments. Plan.")
        .file("Read", "services/orders-api/src/payments/create.ts")
        .assistant(
          "Plan: accept an Idempotency-Key header, store key -> response in Redis for 24h (SET NX while in flight), replay the stored response on a retry. Return 409 if the same key arrives with a different body.",
        )
        .user(
          "## Decisions\n- Yes to all of that, 24h TTL included.\n\n## Constraints\n- Standing rule from here on: every endpoint that moves money takes an Idempotency-Key. New ones too, not only payments.\n- Why 409 and not 422? Just asking, either is fine.",
        )
        .assistant("409 because the conflict is with stored state; Stripe uses 400 for this. Keeping 409.")
        .file("Write", "services/orders-api/src/middleware/idempotency.ts")
        .bash("pnpm --filter orders-api test idempotency", " ✓ src/middleware/idempotency.test.ts (10 tests)")
        .user("k")
        .stop(),
    planted: [
      { kind: "decision", keys: ["idempotency-key", "24h"] },
      { kind: "instruction", keys: ["idempotency-key", "money"] },
    ],
  },
  {
    id: "b208-backups",
    build: (s) =>
      s
        .user("Auditors ask how we back up the orders DB. Write it up; check the actual settings.")
        .bash(
          "aws rds describe-db-instances --db-instance-identifier orders-prod --query 'DBInstances[0].[BackupRetentionPeriod,PreferredBackupWindow]'",
          '[\n  35,\n  "02:00-02:30"\n]',
        )
        .assistant("orders-prod keeps automated snapshots for 35 days with PITR, backup window 02:00-02:30 UTC. There's no cross-region copy configured.")
        .user(
          "## Facts for the doc\n- 35-day retention, PITR, window 02:00-02:30 UTC. Correct.\n\n## Follow-ups\n- We've never done a restore drill. First one has to happen in January, then quarterly. Put it on my list, not something you can do.\n- cross-region copy: out of scope for the audit",
        )
        .file("Write", "docs/compliance/backups.md")
        .stop("docs/compliance/backups.md written."),
    planted: [
      { kind: "fact", keys: ["35"] },
      { kind: "task", keys: ["restore drill"] },
    ],
  },
  {
    id: "b208-nightly-job",
    build: (s) =>
      s
        .user("The nightly dunning job sometimes runs twice when the pod is rescheduled. Plan.")
        .bash("kubectl get cronjob dunning -o jsonpath='{.spec.concurrencyPolicy}'", "Allow")
        .assistant(
          "Plan: set concurrencyPolicy: Forbid, and take a Postgres advisory lock (pg_try_advisory_lock) at job start so overlapping runs from any source exit early. Alternative: a Redis lock with TTL.",
        )
        .user(
          "## Decisions\n- Forbid + pg advisory lock. Not a Redis lock, I don't want lock expiry games.\n\n## Constraints\n- On principle: every cron job has to be idempotent anyway, so a second run is harmless. Locks are a second line. Write new jobs that way.",
        )
        .file("Edit", "deploy/billing-worker/cronjob-dunning.yaml")
        .file("Edit", "services/billing-worker/src/jobs/dunning.ts")
        .bash("pnpm --filter billing-worker test dunning", " ✓ src/jobs/dunning.test.ts (6 tests)")
        .stop("Forbid plus advisory lock in place."),
    planted: [
      { kind: "decision", keys: ["advisory lock"] },
      { kind: "instruction", keys: ["idempotent"] },
    ],
  },
  {
    id: "b208-team-changes",
    build: (s) =>
      s
        .user("quick ones")
        .assistant("Go ahead.")
        .user(
          "1. Marek owns the gateway now, Lena moved to platform. Route gateway questions to him.\n2. we squash-merge, always. don't create merge commits on PRs you open.\n3. close the stale PR #2102",
        )
        .bash("gh pr close 2102 -c 'stale, superseded by #2231'", "✓ Closed pull request #2102 (orders: offset pagination tweaks)")
        .assistant("Closed #2102 with a note pointing at #2231.")
        .user("ty")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marek", "gateway"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b208-bundle-budget",
    build: (s) =>
      s
        .user("The web bundle CI check is failing. Plan to get under budget.")
        .bash("pnpm --filter web size", "  Package size limit has exceeded by 38.2 kB\n  Size limit: 250 kB\n  Size:       288.2 kB gzipped")
        .assistant(
          "We're 38 kB over the 250 kB gzip budget. Biggest offenders: the PDF viewer (62 kB) loaded on every page, and the charts lib (51 kB). Plan: dynamic import() for the PDF viewer now; charts later since it needs a route split.",
        )
        .user(
          "## Decisions\n- dynamic import for the PDF viewer, yes.\n\n## Constraints\n- The 250 kB gzipped budget for apps/web is fixed, product signed it off; don't raise the limit to make CI pass.\n\n## Follow-ups\n- Charts: split them into the /reports route chunk. Next sprint.",
        )
        .file("Edit", "apps/web/src/invoices/InvoiceViewer.tsx")
        .bash("pnpm --filter web size", "  Size limit: 250 kB\n  Size:       226.0 kB gzipped")
        .stop("226 kB now, under budget."),
    planted: [
      { kind: "decision", keys: ["pdf viewer"] },
      { kind: "fact", keys: ["250 kb"] },
      { kind: "task", keys: ["charts"] },
    ],
  },
  {
    id: "b208-empty-concept-question",
    build: (s) =>
      s
        .user("remind me, what's the actual difference between NOT VALID and VALIDATE CONSTRAINT lock-wise?")
        .assistant(
          "ADD CONSTRAINT ... NOT VALID takes a brief ACCESS EXCLUSIVE lock and skips checking existing rows. VALIDATE CONSTRAINT later scans the table under SHARE UPDATE EXCLUSIVE, so reads and writes continue.",
        )
        .user("and for foreign keys the same?")
        .assistant(
          "Mostly: the FK's NOT VALID add takes SHARE ROW EXCLUSIVE on both tables, and VALIDATE takes SHARE UPDATE EXCLUSIVE on the referencing table and ROW SHARE on the referenced one.",
        )
        .user("ok makes sense, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b208-empty-narration",
    build: (s) =>
      s
        .user("rebase my branch feat/refunds-v2 on main and fix conflicts if trivial")
        .bash(
          "git fetch origin && git rebase origin/main",
          "CONFLICT (content): Merge conflict in services/orders-api/src/refunds/route.ts\nerror: could not apply 3e1f0aa... refunds: v2 handler",
          1,
        )
        .assistant(
          "One conflict in refunds/route.ts: main renamed the schema import to route.schema.ts while your branch added a field. Resolving by keeping both.",
        )
        .file("Edit", "services/orders-api/src/refunds/route.ts")
        .bash(
          "git add -A && git rebase --continue && pnpm --filter orders-api test refunds",
          "Successfully rebased and updated refs/heads/feat/refunds-v2.\n ✓ src/refunds/route.test.ts (7 tests)",
        )
        .assistant("Rebased cleanly after the fix; refunds tests pass. I haven't force-pushed.")
        .user("push it")
        .bash("git push --force-with-lease", "+ 3e1f0aa...9d4c21b feat/refunds-v2 -> feat/refunds-v2 (forced update)")
        .assistant("Pushed with --force-with-lease.")
        .stop(),
    planted: [],
  },
  {
    id: "b208-empty-review-questions",
    build: (s) =>
      s
        .user("Plan for multi-region for orders-api? Rough is fine.")
        .assistant(
          "Rough plan: Aurora global database with a secondary in eu-west-1, orders-api deployed in both regions, writes forwarded to the primary, the gateway routing by latency. Failover is manual. Cost roughly 1.8x.",
        )
        .user(
          "## Decisions\n- none, this is exploratory\n\n## Questions\n- what's the write-forwarding latency penalty?\n- does the outbox relay run in both regions or only next to the primary?\n- would Kafka need MirrorMaker?\n\n## Constraints\n- none yet\n\n## Follow-ups\n- none, I just want to understand it",
        )
        .assistant(
          "Write forwarding adds one cross-region round trip (~80ms eu-west-1 to us-east-1). The relay should run only next to the primary. Kafka would need MirrorMaker 2 or a second cluster with its own outbox relay.",
        )
        .user("ok. too expensive for now anyway")
        .stop(),
    planted: [],
  },
  {
    id: "b208-empty-plan-questions",
    build: (s) =>
      s
        .user("Plan for splitting orders-api into read and write services?")
        .assistant(
          "Sketch: a read service on replicas serving GET routes, the write service keeps POST/PATCH and the outbox. Shared package for the domain types. Risk: replica lag visible to users right after they place an order.",
        )
        .user(
          "## Decisions\n- None yet. I'm not convinced we need this.\n\n## Questions\n- How much replica lag do we actually see at peak?\n- Would read-your-writes need sticky routing? How would the gateway know?\n- Is the GET traffic even the problem, or is it the 3 heavy report queries?\n\n## Follow-ups\n- Answer the questions above first, here, in this thread.",
        )
        .assistant(
          "Peak replica lag over the last week was 180ms p99, 2.1s max. GET /orders is 71% of requests but only 22% of DB time; the three report queries are 48%.",
        )
        .user("So it's the reports. Drop the split idea, nothing to do.")
        .assistant("Understood, no changes.")
        .stop(),
    planted: [],
  },
  {
    id: "b208-empty-log-quotes",
    build: (s) =>
      s
        .user("billing-worker crashlooped at 03:10. What happened?")
        .bash(
          "kubectl logs deploy/billing-worker --previous | tail -6",
          "WARN config: retries must never exceed 10 (got 12), clamping\nINFO TODO: remove legacy invoice path after migration\nERROR always-on job 'dunning' failed: ECONNREFUSED 10.0.4.17:6379\nFATAL exiting after 3 consecutive Redis failures",
        )
        .assistant(
          "It lost Redis: ECONNREFUSED on 10.0.4.17:6379 three times and the worker exits by design. The 'must never exceed 10' warning and the TODO line are old noise, unrelated. Redis had a failover at 03:09 per the ElastiCache events.",
        )
        .user("is the failover expected? maybe a maintenance window?")
        .bash(
          "aws elasticache describe-events --duration 720 --query 'Events[].Message' | head -3",
          '[\n  "Failover from primary node 0001 to replica node 0002 completed"\n]',
        )
        .assistant("It's a failover, but I can't tell from here whether it was maintenance or a node failure; the event doesn't say.")
        .user("fine, it recovered by itself. leave it")
        .stop("Leaving it."),
    planted: [],
  },
  {
    id: "b208-empty-typo-fix",
    build: (s) =>
      s
        .user("typo in the refund email: 'recieved'. fix it")
        .bash(
          'grep -rn "recieved" services/orders-api/src/mail/templates',
          "services/orders-api/src/mail/templates/refund.mjml:9:  We've recieved your refund request.",
        )
        .file("Edit", "services/orders-api/src/mail/templates/refund.mjml")
        .assistant("Fixed 'recieved' -> 'received' in refund.mjml. No other occurrences.")
        .user("thanks. run the mail snapshot tests too")
        .bash("pnpm --filter orders-api test mail -u", " ✓ src/mail/templates.test.ts (9 tests) 1 snapshot updated")
        .assistant("Snapshot updated for the refund template, 9 tests pass.")
        .user("great")
        .stop(),
    planted: [],
  },
  {
    id: "b208-empty-rejected-proposal",
    build: (s) =>
      s
        .user("Should we move the monorepo from pnpm to bun? Give me a plan and I'll review.")
        .assistant(
          "Plan: 1) bun install in CI only, compare lockfile resolution; 2) run vitest under bun; 3) switch scripts. Install would drop from ~90s to ~15s on a cold cache.",
        )
        .user(
          "## Decisions\n- No. Not doing bun this year.\n\n## Why\n- Our Workers build uses wrangler with pnpm workspaces, and I don't want to debug two toolchains.\n- 75s saved on install doesn't matter now that the store is cached.\n\n## Follow-ups\n- none",
        )
        .assistant("Got it, dropping the proposal.")
        .user("maybe revisit if someone gets bored. not a ticket.")
        .stop(),
    planted: [],
  },
  {
    id: "b208-empty-status",
    build: (s) =>
      s
        .user("status on the refund integration tests?")
        .bash("pnpm test:int refund 2>&1 | tail -3", " Test Files  1 passed (1)\n      Tests  12 passed (12)\n   Duration  3.40s")
        .assistant("All 12 refund integration tests pass; the PR is green and waiting for review from Marek.")
        .user("ok, ping me when he's done")
        .assistant("Will do once the review lands.")
        .user("actually I'll just watch the PR myself, don't bother")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b208-empty-hypothesis",
    build: (s) =>
      s
        .user("p95 on POST /orders jumped at 14:00. Thoughts before you dig?")
        .assistant(
          "A few hypotheses: the 13:55 deploy of gateway added the rate-limit script round trip; or autovacuum on orders_2026_11; or a noisy tenant. I'd start with the deploy since the timing lines up.",
        )
        .user("Could also be the Kafka broker restart, infra did something around then. Don't know. Check the deploy first.")
        .bash("kubectl rollout history deploy/gateway | tail -2", "14  2026-11-19T13:55:12Z  image=gateway:2026.11.19-2")
        .bash("curl -s \"$PROM/api/v1/query?query=histogram_quantile(0.95,rate(redis_cmd_seconds_bucket[5m]))\" | jq '.data.result[0].value[1]'", '"0.0009"')
        .assistant("The Lua script adds under 1ms at p95, so it's probably not the deploy. I haven't checked autovacuum or the broker yet.")
        .user("meh, it's back to normal now. drop it.")
        .stop(),
    planted: [],
  },
  {
    id: "b208-empty-chitchat",
    build: (s) =>
      s
        .user("morning. long week, let's keep it light today")
        .assistant("Morning! Happy to. What's first?")
        .user("just read me the open PRs with my review requested")
        .bash(
          "gh pr list --search 'review-requested:@me' --json number,title | jq -r '.[] | \"#\\(.number) \\(.title)\"'",
          "#2231 orders: cursor pagination for admin\n#2240 gateway: bump ioredis 5.4.1",
        )
        .assistant("Two: #2231 'orders: cursor pagination for admin' and #2240 'gateway: bump ioredis 5.4.1'.")
        .user("ok I'll look after coffee ☕")
        .stop("Enjoy the coffee."),
    planted: [],
  },
  {
    id: "b208-empty-withdrawn",
    build: (s) =>
      s
        .user(
          "## Plan review: nightly cleanup job\n\n## Decisions\n- Let's run it at 01:00 UTC.\n\nwait, hold on, I haven't checked what else runs at night. Ignore the decision, I'm not deciding anything until I see the cron list.",
        )
        .bash(
          "kubectl get cronjobs -A -o custom-columns=NAME:.metadata.name,SCHEDULE:.spec.schedule",
          "NAME              SCHEDULE\nreport-export     0 1 * * *\nsearch-reindex    30 2 * * 0\nbackup-verify     0 4 * * *",
        )
        .assistant("Here's the list: report-export at 01:00 daily, search-reindex 02:30 Sundays, backup-verify 04:00 daily.")
        .user("hmm, 01:00 collides with report-export. I need to think about it, let's pick this up another day.")
        .assistant("Sure, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b208-empty-one-offs",
    build: (s) =>
      s
        .user("bump the version of @atlas/log to 2.3.0 in billing-worker and run its tests")
        .file("Edit", "services/billing-worker/package.json")
        .bash("pnpm install && pnpm --filter billing-worker test", "Done in 3.9s\n Test Files  24 passed (24)")
        .assistant("Bumped to 2.3.0; billing-worker's 24 test files pass.")
        .user("and regenerate the openapi client for web while you're at it")
        .bash("pnpm --filter web gen:api", "Generated 41 operations into apps/web/src/api/generated.ts")
        .assistant("Regenerated: 41 operations.")
        .user("cool, commit both")
        .bash("git commit -am 'chore: bump @atlas/log, regen api client'", "[feat/log-bump 7c02d1e] chore: bump @atlas/log, regen api client\n 3 files changed")
        .stop("Committed as 7c02d1e."),
    planted: [],
  },
  {
    id: "b208-empty-config-review",
    build: (s) =>
      s
        .user("what does our PgBouncer config do with prepared statements? just curious")
        .bash(
          "cat deploy/pgbouncer/pgbouncer.ini | grep -v '^;' | grep -v '^$'",
          "[pgbouncer]\npool_mode = transaction\nmax_prepared_statements = 0\n; always keep this at 0 until we upgrade\n; TODO: revisit after 1.21\ndefault_pool_size = 20",
        )
        .assistant(
          "It's in transaction pooling with max_prepared_statements = 0, so protocol-level prepared statements aren't tracked. The comments in the file say to keep it at 0 until an upgrade; I can't tell which version is deployed from the config alone.",
        )
        .user("which version are we on?")
        .bash("kubectl exec deploy/pgbouncer -- pgbouncer --version", "PgBouncer 1.20.1")
        .assistant("1.20.1.")
        .user("ok, thanks, that's all")
        .stop(),
    planted: [],
  },
];

export const BLIND208 = plantedSet(BLIND208_SESSIONS, Date.UTC(2026, 10, 11, 9));
