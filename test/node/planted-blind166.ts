/**
 * Blind planted set 166 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Django backend developer at a fintech (payments, ledger, payouts) who writes clear,
 * medium-length messages and states house rules as "we don't do X here" or "around here we...";
 * items come from the user and from accepted agent proposals, often mid-paragraph.
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 18 instructions,
 * 19 facts, 17 tasks) in 56 sessions, 12 of which plant nothing (61 user/assistant messages between them). Every other message
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

export const BLIND166_SESSIONS: BlindSession[] = [
  {
    id: "b166-refund-cent-drift",
    build: (s) =>
      s
        .user(
          "Refunds on multi-currency orders are coming out a cent short every so often. Ticket is PAY-2291. Can you find where it happens? Probably somewhere in payments/fees.py but I haven't looked closely.",
        )
        .bash("grep -n 'float' payments/fees.py", "41:    fee = float(amount) * rate\n77:    return round(float(total), 2)")
        .assistant(
          "Two spots convert to float: line 41 computes the fee as `float(amount) * rate` and line 77 rounds a float total. With amount=Decimal('19.99') and rate 0.029 the float path gives 0.57971 which rounds down differently from the Decimal path. I reproduced it in a shell: the refund is 0.01 short.",
        )
        .user(
          "Right, so that's the root cause: the float conversion on line 41 of fees.py. Please fix it. And for the record, we don't do floats for money here, full stop. Decimal end to end, quantize to two places at the edge with ROUND_HALF_EVEN.",
        )
        .file("Edit", "payments/fees.py")
        .bash("pytest payments/tests/test_fees.py -q", "........\n8 passed in 0.61s")
        .assistant(
          "Replaced both float conversions with Decimal arithmetic and a single `quantize(Decimal('0.01'), rounding=ROUND_HALF_EVEN)` at the return. The fee tests pass, including a new case for 19.99 at 2.9%.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["float", "line 41"] },
      { kind: "instruction", keys: ["floats", "decimal"] },
      { kind: "instruction", keys: ["round_half_even"] },
    ],
  },
  {
    id: "b166-migration-rules",
    build: (s) =>
      s
        .user("The CI job failed on the migrations check after I rebased. Can you see what's going on?")
        .bash(
          "python manage.py makemigrations --check --dry-run",
          "Migrations for 'ledger':\n  ledger/migrations/0141_entry_reversal_of.py\n    - Add field reversal_of to entry",
        )
        .assistant(
          "The model has a `reversal_of` field that isn't in any migration. I could also fold it into 0140 since that one only adds an index; it would keep the history shorter.",
        )
        .user(
          "No, around here we never edit a migration once it's merged, even a tiny one. Generate a new one. Also while you're in there: ledger has 141 migrations now and the test DB setup is crawling. TODO for after the quarter close: squash the ledger migrations.",
        )
        .bash("python manage.py makemigrations ledger", "Migrations for 'ledger':\n  ledger/migrations/0141_entry_reversal_of.py")
        .file("Read", "ledger/migrations/0141_entry_reversal_of.py")
        .assistant("Added 0141_entry_reversal_of as a new migration; 0140 is untouched. The check passes locally now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["merged", "migration"] },
      { kind: "task", keys: ["squash", "ledger"] },
    ],
  },
  {
    id: "b166-test-command",
    build: (s) =>
      s
        .user("Run the transfer tests for me please")
        .bash("python manage.py test transfers", "Creating test database for alias 'default'...\n....................\nRan 20 tests in 48.113s\nOK")
        .assistant("All 20 transfer tests pass, though it took 48 seconds mostly for database creation.")
        .user(
          "Yeah, don't use manage.py test for that. We run tests with `pytest -n auto --reuse-db` here, the django runner recreates the DB every time. The pytest settings point at config.settings.test, which uses the local Postgres on 5433, not sqlite.",
        )
        .bash("pytest -n auto --reuse-db transfers", "8 workers [20 items]\n....................\n20 passed in 6.92s")
        .assistant("Same 20 tests, 6.9 seconds with xdist and a reused DB.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["reuse-db"] },
      { kind: "fact", keys: ["settings.test", "5433"] },
    ],
  },
  {
    id: "b166-task-queue-choice",
    build: (s) =>
      s
        .user("We need the payout batches to run off the request cycle; right now the admin action blocks for like 40 seconds. What are the options?")
        .bash("pip freeze | grep -iE 'celery|rq|dramatiq|huey'", "celery==5.3.6\nredis==5.0.1")
        .assistant(
          "Celery is already installed (used by the notifications app) and Redis is there as broker. Options: 1) reuse Celery with a dedicated `payouts` queue, 2) add Dramatiq, which is lighter, 3) django-q2 with the database as broker. Option 1 needs no new infra.",
        )
        .user(
          "Hmm, I did think about Dramatiq for a sec. Nah, scratch that. Go with Celery and a dedicated payouts queue, we already run the Redis for notifications and ops knows how to babysit it.",
        )
        .file("Write", "payouts/tasks.py")
        .file("Edit", "config/celery.py")
        .assistant("Added `run_payout_batch` as a Celery task routed to the `payouts` queue, and the admin action now enqueues it and returns immediately.")
        .user("nice, thanks")
        .stop(),
    planted: [{ kind: "decision", keys: ["celery", "payouts queue"] }],
  },
  {
    id: "b166-webhook-secret",
    build: (s) =>
      s
        .user("Stripe webhooks on staging are failing signature verification since this morning.")
        .bash(
          "kubectl -n staging logs deploy/api --since=1h | grep -i signature | tail -3",
          "stripe.error.SignatureVerificationError: No signatures found matching the expected signature for payload\nstripe.error.SignatureVerificationError: No signatures found matching the expected signature for payload",
        )
        .assistant(
          "Every webhook in the last hour fails verification. Could the secret have been rotated in the Stripe dashboard without the env being updated? That's my guess, but I can't see the dashboard.",
        )
        .user(
          "Yes that's exactly it, Marco rolled it yesterday. The staging webhook secret lives in Vault at secret/payments/staging/stripe, the pod reads it at startup so a restart picks it up.",
        )
        .bash(
          "kubectl -n staging rollout restart deploy/api && sleep 30 && kubectl -n staging logs deploy/api --since=1m | grep -ci signature",
          "deployment.apps/api restarted\n0",
        )
        .assistant("Restarted the API deployment; no signature errors in the last minute.")
        .user("Good. Remind me to rotate the Adyen API key too before the 15th, it's the same story and I don't want a surprise.")
        .stop("Noted; the Adyen key rotation is due before the 15th."),
    planted: [
      { kind: "fact", keys: ["vault", "secret/payments/staging"] },
      { kind: "task", keys: ["adyen", "rotate"] },
    ],
  },
  {
    id: "b166-idempotency-store",
    build: (s) =>
      s
        .user(
          "Clients are retrying POST /api/v2/transfers on timeout and we've had two double transfers this month. I want idempotency keys. Where should we keep them?",
        )
        .file("Read", "transfers/views.py")
        .assistant(
          "Two ways: Redis with a 24h TTL, fast but lost on a flush, or a Postgres table with a unique constraint on (client_id, key), written in the same transaction as the transfer. The Postgres one gives an exact guarantee because the key and the transfer commit together.",
        )
        .user(
          "Postgres table, same transaction. Redis getting flushed during an incident is exactly when we'd double-pay someone. Keep the keys for 7 days and then purge.",
        )
        .file("Write", "transfers/models.py")
        .bash("python manage.py makemigrations transfers", "Migrations for 'transfers':\n  transfers/migrations/0032_idempotencykey.py")
        .assistant(
          "Added IdempotencyKey with a unique constraint on (client_id, key), written inside the transfer's atomic block. The purge of keys older than 7 days isn't written yet.",
        )
        .user("Leave the purge for now, I'll get to it: follow-up ticket for a nightly job that purges idempotency keys older than 7 days.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["postgres", "same transaction"] },
      { kind: "task", keys: ["purge", "7 days"] },
    ],
  },
  {
    id: "b166-ledger-ownership",
    build: (s) =>
      s
        .user("Can you add a `memo` field to ledger.Entry? Product wants free text on manual adjustments.")
        .file("Read", "ledger/models.py")
        .assistant("That's a small change: a TextField with blank=True and a migration. Do you want me to also expose it on the admin?")
        .user(
          "Hold on before you write anything. The ledger app is owned by Priya's team, not us. Around here nothing under ledger/ gets merged without a review from someone on the ledger team, so open it as a draft and tag them. Admin exposure yes.",
        )
        .file("Edit", "ledger/models.py")
        .file("Edit", "ledger/admin.py")
        .bash(
          "git push -u origin pay-2310-entry-memo && gh pr create --draft --title 'PAY-2310: memo on ledger entries' --reviewer ledger-team",
          "https://github.com/acme-pay/backend/pull/4188",
        )
        .assistant("Draft PR #4188 is open with the field, migration and admin change, and the ledger team is requested for review.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["ledger team", "review"] },
    ],
  },
  {
    id: "b166-raw-sql-report",
    build: (s) =>
      s
        .user("The monthly merchant volume report view is slow. 12 seconds on prod-like data.")
        .bash(
          'python manage.py shell -c "from reports.views import _volume_qs; print(_volume_qs().explain())"',
          "Seq Scan on transfers_transfer  (cost=0.00..412881.20 rows=9120334 width=48)\n  Filter: (created_at >= '2026-10-01')",
        )
        .assistant(
          "It's a sequential scan on transfers. I could rewrite it as a raw SQL query with a window function, that would be about 2x faster in my test.",
        )
        .user(
          "We don't do raw SQL in views here. If you need SQL it goes in reports/queries.py behind a function with a test, but first try the ORM: an index on (merchant_id, created_at) is probably all it needs.",
        )
        .file("Edit", "transfers/models.py")
        .bash(
          "python manage.py makemigrations transfers && pytest reports -q",
          "Migrations for 'transfers':\n  transfers/migrations/0033_transfer_merchant_created_idx.py\n.......\n7 passed in 3.11s",
        )
        .assistant(
          "Added a composite index on (merchant_id, created_at); the plan is now an index scan and the view returns in 0.4s on the same data. No raw SQL needed.",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["raw sql", "queries.py"] }],
  },
  {
    id: "b166-staging-db-port",
    build: (s) =>
      s
        .user("I can't connect to the staging DB from my laptop, psql just hangs. Tunnel is up.")
        .bash(
          "ssh -O check bastion-stg; psql -h localhost -p 5432 -U app_ro payments -c 'select 1'",
          'Master running (pid=88121)\npsql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: timeout expired',
          2,
        )
        .assistant("The tunnel is up but 5432 times out. Maybe the bastion forwards a different port? Or a security group change?")
        .bash("ssh bastion-stg 'ss -ltn | grep 54'", "LISTEN 0 128 0.0.0.0:5434 0.0.0.0:*\nLISTEN 0 128 127.0.0.1:5432 0.0.0.0:*")
        .user("Oh right, I forgot. Staging primary is on 5434 through the bastion; 5432 on the bastion is the read replica and it only listens locally.")
        .bash("psql -h localhost -p 5434 -U app_ro payments -c 'select 1'", " ?column? \n----------\n        1\n(1 row)")
        .assistant("Connected on 5434.")
        .stop(),
    planted: [{ kind: "fact", keys: ["5434"] }],
  },
  {
    id: "b166-api-amounts",
    build: (s) =>
      s
        .user('Mobile team is asking how amounts should look in the v3 API. Right now v2 returns strings like "12.50". What do you think?')
        .file("Read", "api/v2/serializers.py")
        .assistant(
          "A few options: keep decimal strings as in v2; return integer minor units (1250) plus an ISO currency code; or return floats, which is what the mobile team might expect but loses precision. Minor units avoid any parsing ambiguity, though JPY has zero decimals and KWD three, so clients need the currency exponent.",
        )
        .user(
          "Integer minor units plus currency code for v3, that's the decision. Include `exponent` in the currency object so nobody has to hardcode JPY. Internally it stays Decimal.",
        )
        .file("Write", "api/v3/fields.py")
        .bash("pytest api/v3 -q", ".....\n5 passed in 0.88s")
        .assistant(
          "Added a MinorUnitsAmountField for v3 that serializes Decimal to integer minor units with the currency's exponent, tests cover JPY, EUR and KWD.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["minor units", "v3"] }],
  },
  {
    id: "b166-lint-before-commit",
    build: (s) =>
      s
        .user("commit the serializer change pls, message PAY-2302 fix currency field")
        .bash(
          "git commit -am 'PAY-2302: fix currency field'",
          "ruff....................................................................Failed\n- hook id: ruff\napi/v3/fields.py:12:1: I001 Import block is un-sorted or un-formatted",
          1,
        )
        .assistant("The pre-commit ruff hook rejected it because of unsorted imports in api/v3/fields.py.")
        .user(
          "Yeah it'll do that. Run `make lint` before you commit anything from now on, it runs ruff format and ruff check --fix in one go. And we don't skip hooks with --no-verify here, ever.",
        )
        .bash(
          "make lint && git commit -am 'PAY-2302: fix currency field'",
          "ruff format .\n2 files reformatted\nruff check --fix .\nFound 1 error (1 fixed, 0 remaining).\n[pay-2302 5d1e0a2] PAY-2302: fix currency field\n 1 file changed, 4 insertions(+), 3 deletions(-)",
        )
        .assistant("Committed as 5d1e0a2 after make lint fixed the import order.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["make lint"] },
      { kind: "instruction", keys: ["--no-verify"] },
    ],
  },
  {
    id: "b166-transfer-rate-limit",
    build: (s) =>
      s
        .user("Saw a merchant hammering /api/v2/transfers with 300 req/s last night from a buggy retry loop. Nothing broke but it's not great.")
        .bash("grep -c 'POST /api/v2/transfers' /var/log/nginx/access.log.1", "1083422")
        .assistant(
          "About 1.08M POSTs to transfers in yesterday's log. DRF has ScopedRateThrottle which could be set per endpoint with a cache-backed counter; I can wire it now with 50/s per merchant if you like.",
        )
        .user(
          "Not tonight, I want to agree the numbers with the account managers first. But next sprint we need rate limiting on the transfers endpoint, per merchant. Put it on the board.",
        )
        .assistant("Understood, I won't change anything now.")
        .user("Also, what's the biggest merchant by volume in that log? Just curious.")
        .bash("awk '/POST \\/api\\/v2\\/transfers/ {print $NF}' /var/log/nginx/access.log.1 | sort | uniq -c | sort -rn | head -1", " 981220 m_4QbZ7")
        .assistant("m_4QbZ7 with about 981k requests, so it's almost all that one merchant's retry loop.")
        .stop(),
    planted: [{ kind: "task", keys: ["rate limiting", "transfers"] }],
  },
  {
    id: "b166-fx-refresh",
    build: (s) =>
      s
        .user("A support ticket says a customer got yesterday's EUR/GBP rate at 15:30. Is that a bug?")
        .bash(
          "grep -n 'fx_refresh' -A3 config/celery.py",
          '88:    "fx_refresh": {\n89:        "task": "fx.tasks.refresh_rates",\n90:        "schedule": crontab(hour=16, minute=5, tz="Europe/Berlin"),',
        )
        .assistant("The fx_refresh beat task runs at 16:05 Berlin time, so at 15:30 the latest rates are still the previous day's fixing. Is that intended?")
        .user(
          "It is. The ECB publishes around 16:00 CET and fx_refresh pulls it at 16:05, so before that everybody gets yesterday's rate. Not a bug, I'll answer the ticket. Can you also check that the job actually ran yesterday?",
        )
        .bash(
          "python manage.py shell -c \"from fx.models import RateSnapshot; print(RateSnapshot.objects.latest('fetched_at').fetched_at)\"",
          "2026-11-18 15:05:11.902+00:00",
        )
        .assistant("Yes, the last snapshot was fetched at 15:05 UTC yesterday, which is 16:05 in Berlin.")
        .stop(),
    planted: [{ kind: "fact", keys: ["fx_refresh", "16:05"] }],
  },
  {
    id: "b166-uuid-keys",
    build: (s) =>
      s
        .user("Starting the new disputes app. Before you generate models: what do we do for primary keys? Older apps are on bigint autoincrement.")
        .bash(
          "grep -rn 'primary_key=True' --include=models.py . | head -5",
          "./cards/models.py:14:    id = models.UUIDField(primary_key=True, default=uuid.uuid4)\n./payouts/models.py:22:    id = models.UUIDField(primary_key=True, default=uuid7)",
        )
        .assistant(
          "Cards uses UUIDv4, payouts uses UUIDv7 from the uuid7 package, older apps use BigAutoField. UUIDv7 sorts by time, so the btree index stays friendly on insert-heavy tables.",
        )
        .user("UUIDv7 for all new models from now on, same as payouts. We expose IDs to merchants and I don't want guessable sequential ints.")
        .file("Write", "disputes/models.py")
        .assistant("Dispute and DisputeEvidence are created with UUIDv7 primary keys via `default=uuid7`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["uuidv7"] }],
  },
  {
    id: "b166-ledger-factory",
    build: (s) =>
      s
        .user("Write tests for the new reversal flow in ledger/services.py.")
        .file("Read", "ledger/services.py")
        .assistant("I'll mock `LedgerService.post_entry` with unittest.mock so the tests don't need the database, and assert on the call arguments.")
        .user(
          "We don't mock the ledger in tests here. Use LedgerFactory from ledger/tests/factories.py and assert on the real balances, the whole point is catching double-entry mistakes.",
        )
        .file("Write", "ledger/tests/test_reversal.py")
        .bash("pytest -n auto --reuse-db ledger/tests/test_reversal.py", "4 workers [5 items]\n.....\n5 passed in 2.40s")
        .assistant(
          "Five tests using LedgerFactory; they check that a reversal brings both accounts back to their starting balances and that reversing twice raises.",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["ledgerfactory"] }],
  },
  {
    id: "b166-legacy-payouts-flag",
    build: (s) =>
      s
        .user("Why are there two code paths in payouts/service.py? One checks some flag.")
        .bash(
          "grep -rn 'USE_LEGACY_PAYOUTS' --include=*.py . | head",
          './payouts/service.py:31:    if settings.USE_LEGACY_PAYOUTS:\n./config/settings/base.py:118:USE_LEGACY_PAYOUTS = env.bool("USE_LEGACY_PAYOUTS", default=False)',
        )
        .assistant(
          "USE_LEGACY_PAYOUTS switches between the old per-payout bank call and the new batch file flow. It defaults to False but can be turned on by env.",
        )
        .user(
          "Right, three merchants are still on the legacy flow while their banks migrate, that's why it's an env flag. Once those three are done in January, the flag and the old path go: TODO remove USE_LEGACY_PAYOUTS and the legacy branch.",
        )
        .file("Read", "payouts/service.py")
        .assistant("Got it. The legacy branch is lines 31–74 in payouts/service.py plus the bank_legacy client module.")
        .stop(),
    planted: [
      { kind: "task", keys: ["use_legacy_payouts"] },
      { kind: "fact", keys: ["three merchants", "legacy"] },
    ],
  },
  {
    id: "b166-ci-timeout",
    build: (s) =>
      s
        .user("CI got killed again on the test job, no failures, just cancelled.")
        .bash(
          "gh run view 71823 --log | tail -4",
          "test  Run pytest -n 4 --reuse-db\ntest  ................................\n##[error]The job running on runner gh-runner-7 has exceeded the maximum execution time of 20 minutes.\n##[error]The operation was canceled.",
        )
        .assistant("It hit the 20 minute job limit. Could we just raise timeout-minutes in the workflow?")
        .user("No, the 20 minute cap on the test job is set at the org level by platform, we can't raise it. Split the suite instead: two shards by directory.")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gh workflow run ci.yml --ref pay-2330-ci-shards", "✓ Created workflow_dispatch event for ci.yml at pay-2330-ci-shards")
        .assistant("The test job now runs as a matrix of two shards (ledger+payouts, everything else). Triggered a run on the branch.")
        .stop(),
    planted: [{ kind: "fact", keys: ["20 minute", "org level"] }],
  },
  {
    id: "b166-audit-log-schema",
    build: (s) =>
      s
        .user(
          "Compliance wants every change to a merchant's payout settings in an audit log. Let's put the audit log in its own database so nobody can touch it from the app role.",
        )
        .file("Read", "config/settings/base.py")
        .assistant(
          "A second database means a DATABASE_ROUTERS entry and no cross-database transactions: the audit row and the change would commit separately, so a crash between them loses the audit entry.",
        )
        .user(
          "Hm, that's a dealbreaker. Actually no, forget the separate database. Same database, separate `audit` schema, with the app role only having INSERT on it. That way it commits in the same transaction.",
        )
        .file("Write", "audit/models.py")
        .bash(
          "python manage.py makemigrations audit && python manage.py sqlmigrate audit 0001 | head -3",
          "Migrations for 'audit':\n  audit/migrations/0001_initial.py\nBEGIN;\nCREATE SCHEMA IF NOT EXISTS audit;",
        )
        .assistant("The audit app creates its table in the `audit` schema, and a follow-up SQL migration grants only INSERT to the app role.")
        .stop(),
    planted: [{ kind: "decision", keys: ["audit", "schema"] }],
  },
  {
    id: "b166-balance-locking",
    build: (s) =>
      s
        .user("The wallet top-up writes the balance with an F() expression. Is that safe under concurrency?")
        .file("Read", "wallets/services.py")
        .assistant(
          "`F('balance') + amount` is atomic at the row level in Postgres, so two concurrent top-ups won't lose an update. But the overdraft check before it reads a stale balance, so two debits can both pass the check.",
        )
        .user(
          "That's what I suspected. I prefer select_for_update on the wallet row for anything touching balances, check and write under the same lock. Can you change debit and top-up to that?",
        )
        .file("Edit", "wallets/services.py")
        .bash("pytest -n auto --reuse-db wallets -q", "..........\n10 passed in 3.02s")
        .assistant(
          "Both debit and top_up now lock the wallet with select_for_update inside transaction.atomic before checking and writing. Tests pass, including a new threaded test with two concurrent debits.",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["select_for_update", "balances"] }],
  },
  {
    id: "b166-chargeback-retention",
    build: (s) =>
      s
        .user("We're storing chargeback evidence PDFs in S3 with no lifecycle rule. How big is that bucket now?")
        .bash("aws s3 ls s3://acme-pay-disputes --recursive --summarize | tail -2", "Total Objects: 48213\n   Total Size: 61874002311")
        .assistant("About 48k objects, roughly 62 GB. Adding a lifecycle rule to move objects to Glacier after 90 days would cut the cost a lot.")
        .user(
          "Maybe, but I don't know how long we have to keep them and I'm not guessing on a compliance thing. Remind me to ask compliance about the retention period for chargeback evidence, then we do the lifecycle rule.",
        )
        .assistant("Okay. No lifecycle rule for now.")
        .stop(),
    planted: [{ kind: "task", keys: ["compliance", "retention"] }],
  },
  {
    id: "b166-sentry-projects",
    build: (s) =>
      s
        .user("Where do the worker exceptions go? I don't see the payout batch failure from last night in Sentry.")
        .bash(
          "grep -rn 'SENTRY_DSN' config/ deploy/ | head -4",
          'config/settings/base.py:201:SENTRY_DSN = env("SENTRY_DSN", default="")\ndeploy/worker.yaml:33:        - name: SENTRY_DSN\ndeploy/worker.yaml:34:          valueFrom: {secretKeyRef: {name: sentry-workers, key: dsn}}',
        )
        .assistant(
          "The worker deployment reads its DSN from a separate secret, sentry-workers, so worker errors probably go to a different Sentry project than the API.",
        )
        .user(
          "Yep, confirmed, I just found it: API errors go to the fintech-api project and Celery workers report to fintech-workers. Found the payout failure there.",
        )
        .assistant("Good. Do you want me to look at the payout failure itself?")
        .user("Not now, thanks.")
        .stop(),
    planted: [{ kind: "fact", keys: ["fintech-workers"] }],
  },
  {
    id: "b166-commit-style",
    build: (s) =>
      s
        .user("Push what you have on the disputes branch.")
        .bash("git log --oneline -3", "a91c2e0 add dispute models\n77b1f03 wip\n3c0d8e1 PAY-2290: disputes app skeleton")
        .assistant("Two of the commits don't follow the PAY-xxxx prefix. Should I push as is?")
        .user(
          "Squash the wip into the models commit and reword it. Around here every commit message starts with the Jira key, `PAY-2290: ...`, so the release notes tool can group them. Then push.",
        )
        .bash(
          "git rebase -i 3c0d8e1 && git push -u origin pay-2290-disputes",
          "Successfully rebased and updated refs/heads/pay-2290-disputes.\nBranch 'pay-2290-disputes' set up to track remote branch 'pay-2290-disputes' from 'origin'.",
        )
        .assistant("Squashed into `PAY-2290: dispute models` and pushed.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["jira key"] }],
  },
  {
    id: "b166-python-pin",
    build: (s) =>
      s
        .user("Can we bump to Python 3.12? The Dockerfile still says 3.11.")
        .bash(
          "docker build --build-arg PYTHON=3.12 -t api:py312 . 2>&1 | tail -3",
          "  error: xmlsec1 library not found, cannot build xmlsec wheel\n  ERROR: Failed building wheel for xmlsec\nERROR: Could not build wheels for xmlsec",
          1,
        )
        .assistant("The build fails on 3.12 because the xmlsec package has no wheel for it and can't compile against the libxmlsec1 in our base image.")
        .user(
          "Ugh, right, that's the SAML login for the bank portal. So we're stuck on Python 3.11 until xmlsec ships a 3.12 wheel. Leave the Dockerfile alone.",
        )
        .assistant("Okay, leaving it on 3.11.")
        .stop(),
    planted: [{ kind: "fact", keys: ["3.11", "xmlsec"] }],
  },
  {
    id: "b166-bank-client-httpx",
    build: (s) =>
      s
        .user("The new SEPA bank client: requests or httpx? The old one is requests with a custom retry adapter.")
        .file("Read", "banking/clients/legacy.py")
        .assistant(
          "httpx gives us timeouts per phase, HTTP/2 and an async client if we ever need it; requests is what the team already knows. I'd suggest httpx with explicit connect/read timeouts and tenacity for retries.",
        )
        .user("Sounds good, httpx with tenacity it is. Set connect timeout 3s and read 10s.")
        .file("Write", "banking/clients/sepa.py")
        .bash("pytest banking -q", "......\n6 passed in 0.54s")
        .assistant("SepaClient uses httpx.Client with Timeout(connect=3, read=10) and a tenacity retry on connection errors only.")
        .stop(),
    planted: [{ kind: "decision", keys: ["httpx", "tenacity"] }],
  },
  {
    id: "b166-iban-logging",
    build: (s) =>
      s
        .user("Add some logging to the payout batch builder, I want to see which accounts are in a batch when it fails.")
        .file("Read", "payouts/batch.py")
        .assistant("I'll log the batch id, count, and each beneficiary IBAN at INFO when the batch is built.")
        .user("Not the IBAN. We never log full IBANs here, mask everything except the last four. That goes for logs, Sentry breadcrumbs and error messages.")
        .file("Edit", "payouts/batch.py")
        .bash("pytest payouts/tests/test_batch.py -q", "....\n4 passed in 0.31s")
        .assistant("The builder logs batch id, item count and masked IBANs like `DE** **** **** **** **12 34` using the existing mask_iban helper.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["iban", "last four"] }],
  },
  {
    id: "b166-settings-environ",
    build: (s) =>
      s
        .user(
          "Our settings are a mess: base.py, per-env modules and a settings_local.py that only exists on the servers. I want one way of doing config. Options?",
        )
        .bash(
          "ls config/settings/ && grep -c 'os.environ' config/settings/*.py",
          "__init__.py  base.py  prod.py  staging.py  test.py\nconfig/settings/base.py:23\nconfig/settings/prod.py:9\nconfig/settings/staging.py:7",
        )
        .assistant(
          "We could keep the modules and read everything from os.environ by hand, move to django-environ with typed env vars and a .env file per environment, or go to pydantic-settings. base.py already has 23 raw os.environ reads, several without defaults.",
        )
        .user("Going with django-environ, one .env per environment, and settings_local.py dies. Start with base.py.")
        .file("Edit", "config/settings/base.py")
        .bash("DJANGO_SETTINGS_MODULE=config.settings.test python -c 'import django; django.setup(); print(\"ok\")'", "ok")
        .assistant("base.py now reads its 23 values through env() with types and defaults; settings load fine with the test module.")
        .user("Good. Follow-up for after the cutover: delete settings_local.py from the deploy repo and the Ansible template that writes it.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["django-environ"] },
      { kind: "task", keys: ["settings_local.py", "ansible"] },
    ],
  },
  {
    id: "b166-kyc-bucket",
    build: (s) =>
      s
        .user("Where does the KYC export actually write to? The auditors asked.")
        .bash("grep -rn 'Bucket=' kyc/ | head -3", "kyc/export.py:58:        s3.put_object(Bucket=settings.KYC_EXPORT_BUCKET, Key=key, Body=payload)\n")
        .bash("grep -n 'KYC_EXPORT_BUCKET' config/settings/base.py", '131:KYC_EXPORT_BUCKET = env("KYC_EXPORT_BUCKET", default="acme-pay-kyc-legacy")')
        .assistant(
          "It writes to whatever KYC_EXPORT_BUCKET is set to; the default is acme-pay-kyc-legacy. Prod might override it via env, I can't see the prod values from here.",
        )
        .user(
          "It doesn't override it, I checked. So KYC exports go to acme-pay-kyc-legacy, which sits in us-east-1, not the EU. That's the answer for the auditors, and it's also a problem: after the audit we need to move the KYC export to the EU bucket, acme-pay-kyc-eu. Don't do it now, the auditors want a frozen state.",
        )
        .assistant("Understood, no changes until the audit is over.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-pay-kyc-legacy", "us-east-1"] },
      { kind: "task", keys: ["acme-pay-kyc-eu"] },
    ],
  },
  {
    id: "b166-quote-throttle",
    build: (s) =>
      s
        .user("The public FX quote endpoint is getting scraped. Thoughts on how to throttle it?")
        .file("Read", "fx/views.py")
        .assistant(
          "DRF's ScopedRateThrottle with a `fx_quote` scope at 30/min per API key would fit: it uses the default cache (Redis here) and needs a throttle_scope on the view plus a rate in settings. Anonymous calls could share a stricter 10/min per IP.",
        )
        .user("Yes, do exactly that, ScopedRateThrottle with 30/min keyed and 10/min anonymous.")
        .file("Edit", "fx/views.py")
        .file("Edit", "config/settings/base.py")
        .bash("pytest fx -q", "........\n8 passed in 0.77s")
        .assistant("Throttling is on; the tests include a 31st request getting a 429.")
        .user("perfect. We'll probably have to revisit the 30/min after Black Friday traffic, so put that on the list.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["scopedratethrottle"] },
      { kind: "task", keys: ["black friday", "30/min"] },
    ],
  },
  {
    id: "b166-money-library",
    build: (s) =>
      s
        .user("Someone opened a PR adding django-money to replace our Money dataclass. I'm torn. Can you compare?")
        .bash("grep -rn 'from core.money import Money' --include=*.py . | wc -l", "214")
        .assistant(
          "Money from core/money.py is imported in 214 places. django-money would give us MoneyField with a currency column, formatting via babel, and exchange backends. Migrating means touching all those imports and adding a currency column to every amount field, and its default rounding differs from our ROUND_HALF_EVEN.",
        )
        .user(
          "Yeah no. We're staying on our own Money dataclass and not adopting django-money; the rounding difference alone would be a month of reconciliation noise. I'll close the PR with a note.",
        )
        .bash("gh pr view 4170 --json title,state", '{"state":"OPEN","title":"Use django-money for amounts"}')
        .assistant("PR #4170 is still open for you to close.")
        .stop(),
    planted: [{ kind: "decision", keys: ["django-money"] }],
  },
  {
    id: "b166-reconciliation",
    build: (s) =>
      s
        .user("Walk me through what the nightly reconciliation does, I'm writing the runbook.")
        .file("Read", "reconciliation/jobs.py")
        .assistant(
          "It loads yesterday's ledger entries per bank account, parses the bank statement for the same date, matches by end-to-end id and amount, and writes unmatched lines to ReconciliationBreak. It logs a summary and exits.",
        )
        .user("And the statements, where do they come from?")
        .bash(
          "grep -n 'camt' reconciliation/sources.py",
          '12:def fetch_camt053(account, day):\n13:    """Pull the camt.053 end-of-day statement from the bank SFTP (always lands by 06:00 UTC)."""',
        )
        .assistant("From fetch_camt053 in reconciliation/sources.py, which pulls the camt.053 end-of-day statement over SFTP.")
        .user(
          "Right, and that docstring is true: the camt.053 files land on the SFTP by 06:00 UTC, which is why the job runs at 06:30. Thing is, it just logs. Next sprint the nightly reconciliation has to alert #payments-oncall when breaks exceed 0.5% of volume.",
        )
        .stop("Okay, I'll leave the job as it is for now."),
    planted: [
      { kind: "fact", keys: ["camt.053", "06:00"] },
      { kind: "task", keys: ["reconciliation", "0.5%"] },
    ],
  },
  {
    id: "b166-v3-pagination",
    build: (s) =>
      s
        .user("List endpoints in v3: offset or cursor pagination? The transfers list has 9M rows for the biggest merchant.")
        .bash(
          "python manage.py shell -c \"from django.db import connection; c=connection.cursor(); c.execute('explain analyze select * from transfers_transfer where merchant_id=1 order by created_at desc offset 500000 limit 50'); print(c.fetchall()[-1])\"",
          "('Execution Time: 3811.223 ms',)",
        )
        .assistant("An offset of 500k takes 3.8s. Cursor pagination on (created_at, id) stays constant time, but clients can't jump to page N.")
        .user(
          "Cursor pagination for all v3 list endpoints, nobody needs page 10,000 of transfers. And around here every list endpoint caps page_size at 200, whatever the client asks for.",
        )
        .file("Write", "api/v3/pagination.py")
        .assistant("Added a CreatedAtCursorPagination with ordering (-created_at, -id) and max_page_size=200, set as the default for v3 viewsets.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cursor pagination"] },
      { kind: "instruction", keys: ["page_size", "200"] },
    ],
  },
  {
    id: "b166-settlement-cutoff",
    build: (s) =>
      s
        .user("The settlement cutoff is computed in UTC right now, and merchants keep complaining that 'today' ends at 1am for them. Should it be Berlin time?")
        .file("Read", "settlements/cutoff.py")
        .assistant(
          "Most merchants are in DE/AT, so Europe/Berlin would match their day. The cutoff is 23:00 UTC now; in Berlin time it would be 23:00 local. Alternatively per-merchant timezones, but then batches wouldn't line up with the bank's processing day.",
        )
        .user("Let's settle it: the cutoff is 23:00 Europe/Berlin for everyone, no per-merchant timezones. Change cutoff.py.")
        .file("Edit", "settlements/cutoff.py")
        .bash("pytest settlements -q", ".........\n9 passed in 0.92s")
        .assistant("cutoff.py now builds the cutoff with zoneinfo('Europe/Berlin') at 23:00 and converts to UTC. Tests cover a winter and a summer date.")
        .user("Thanks. Remind me to double-check the night of the DST switch in March, I don't trust any of this around 2am.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["23:00", "europe/berlin"] },
      { kind: "task", keys: ["dst", "march"] },
    ],
  },
  {
    id: "b166-feature-flags",
    build: (s) =>
      s
        .user("We've got a pile of ENABLE_* env vars acting as feature flags. Turning one on needs a deploy. I want something we can flip at runtime.")
        .bash("grep -c 'ENABLE_' config/settings/base.py; pip index versions django-waffle 2>/dev/null | head -1", "9\ndjango-waffle (4.1.0)")
        .assistant(
          "There are nine ENABLE_* settings. django-waffle stores flags, switches and samples in the DB with an admin UI; Unleash or a hosted service would be more powerful but adds infra. Waffle is probably enough for us.",
        )
        .user("Agreed, django-waffle. Add it and move ENABLE_DISPUTES over as the first one, since that's the one I need to flip this week.")
        .file("Edit", "requirements/base.in")
        .file("Edit", "disputes/views.py")
        .bash("pip-compile requirements/base.in && pytest disputes -q", "Writing requirements/base.txt\n......\n6 passed in 1.12s")
        .assistant("django-waffle 4.1.0 is added and the disputes views check `flag_is_active(request, 'disputes')` instead of the setting.")
        .user("Great. TODO for next week: ENABLE_INSTANT_PAYOUTS is the next one to move to waffle, the rest can wait.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["waffle"] },
      { kind: "task", keys: ["enable_instant_payouts"] },
    ],
  },
  {
    id: "b166-house-rules-list",
    build: (s) =>
      s
        .user(
          "You'll be helping on the merchant-limits feature this week. Few things about how we work here before you start:\n1. we don't put business logic in signals. Services get called explicitly from the view or task.\n2. every endpoint that touches money gets the IsMerchantOwner permission, no exceptions, even internal ones.\n3. staging deploys go through `make deploy-staging`; nobody runs kubectl apply by hand.\nThe ticket is PAY-2318, branch already exists.",
        )
        .bash(
          "git checkout pay-2318-merchant-limits && git log --oneline -2",
          "Switched to branch 'pay-2318-merchant-limits'\ne0b7d33 PAY-2318: MerchantLimit model\n3a19c0f PAY-2312: fix payout csv export",
        )
        .file("Read", "limits/models.py")
        .assistant(
          "On the branch. MerchantLimit has daily and monthly caps per currency. Next I'd add a LimitService.check() called from the transfer service, plus a view to read limits.",
        )
        .user("yep, go")
        .file("Write", "limits/services.py")
        .stop("LimitService.check() is in limits/services.py; wiring it into transfers comes next."),
    planted: [
      { kind: "instruction", keys: ["signals"] },
      { kind: "instruction", keys: ["ismerchantowner"] },
      { kind: "instruction", keys: ["make deploy-staging"] },
    ],
  },
  {
    id: "b166-redis-counter",
    build: (s) =>
      s
        .user("For the merchant limits counter I was thinking Redis 7 functions, so the check-and-increment is atomic. Does that work for us?")
        .bash("redis-cli -h $REDIS_HOST INFO server | grep redis_version", "redis_version:6.2.14")
        .assistant("The cluster reports 6.2.14, so FUNCTION LOAD isn't available. Is an upgrade planned?")
        .user(
          "Not that I know of, our ElastiCache is on Redis 6.2 and platform owns upgrades. Fine, then a Lua script with EVALSHA for the counter, same atomicity.",
        )
        .file("Write", "limits/counter.py")
        .bash("pytest limits -q", ".......\n7 passed in 0.64s")
        .assistant(
          "The counter uses a Lua script registered with SCRIPT LOAD and called with EVALSHA; it increments and returns the new total atomically, falling back to EVAL on NOSCRIPT.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["elasticache", "6.2"] },
      { kind: "decision", keys: ["lua", "evalsha"] },
    ],
  },
  {
    id: "b166-oncall",
    build: (s) =>
      s
        .user("The disputes app goes live next week. Who gets paged if the evidence upload breaks at 3am?")
        .bash("grep -rn 'pagerduty' deploy/alerts/*.yaml | cut -d: -f1 | sort -u", "deploy/alerts/api.yaml\ndeploy/alerts/payouts.yaml")
        .assistant("Only api.yaml and payouts.yaml route to PagerDuty. There's no alert file for disputes yet, so nobody would be paged.")
        .user(
          "Right. For context, payments alerts page the platform-payments rotation, and Tomasz is the escalation if the primary doesn't ack in 15 minutes. Remind me to get disputes added to the PagerDuty routing before go-live, I need Tomasz to approve it.",
        )
        .assistant("Okay. Do you want me to draft deploy/alerts/disputes.yaml in the meantime?")
        .user("no, wait until he's ok with it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomasz", "escalation"] },
      { kind: "task", keys: ["pagerduty", "disputes"] },
    ],
  },
  {
    id: "b166-sanctions-screening",
    build: (s) =>
      s
        .user("Compliance wants sanctions screening on payout beneficiaries. ComplyAdvantage takes up to 30s sometimes. How do we fit that in?")
        .file("Read", "payouts/service.py")
        .assistant(
          "Screening synchronously in the payout request would time out at the load balancer's 30s. I'd propose: create the payout in a new PENDING_SCREENING status, submit the search, and let ComplyAdvantage's webhook move it to QUEUED or HELD. The batch builder only picks up QUEUED.",
        )
        .user("Yes, that's the one, go with the PENDING_SCREENING status and the webhook.")
        .file("Edit", "payouts/models.py")
        .bash("pytest payouts -q -k screening", "....\n4 passed in 0.58s")
        .assistant(
          "Added PENDING_SCREENING and HELD statuses and a webhook view. In the sandbox, though, every search came back clean, even for a made-up name.",
        )
        .user("That's normal, their sandbox only returns hits for names containing 'Sanction Test', everything else is clean. Use that in the tests.")
        .file("Edit", "payouts/tests/test_screening.py")
        .stop("Tests now use a beneficiary named 'Sanction Test GmbH' for the hit case."),
    planted: [
      { kind: "decision", keys: ["pending_screening"] },
      { kind: "fact", keys: ["sanction test", "sandbox"] },
    ],
  },
  {
    id: "b166-partial-refunds",
    build: (s) =>
      s
        .user("refunds for marketplace orders: do we refund the whole order or per line item? merchants asking")
        .file("Read", "refunds/service.py")
        .assistant(
          "Today refund() takes an order and refunds the full captured amount. Per-line-item refunds would need a RefundLine model and fee proration per line. A middle ground would be arbitrary partial amounts without line items.",
        )
        .user(
          "ok lets go w/ the partial refund aproach per line item, merchants want to refund one item out of five. fees get prorated by line amount. arbitrary amounts no, accounting will hate it",
        )
        .file("Write", "refunds/models.py")
        .bash(
          "python manage.py makemigrations refunds && pytest refunds -q",
          "Migrations for 'refunds':\n  refunds/migrations/0009_refundline.py\n.........\n9 passed in 1.40s",
        )
        .assistant(
          "RefundLine added, refund() accepts a list of line ids, and fees are prorated by line amount with the remainder cent assigned to the last line.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["partial refund", "line item"] }],
  },
  {
    id: "b166-merchant-settings-cache",
    build: (s) =>
      s
        .user("Support changed a merchant's payout schedule in the admin and it didn't take effect for a while. Why?")
        .bash(
          "grep -rn 'cache.set' core/merchant_settings.py",
          'core/merchant_settings.py:27:    cache.set(f"merchant:settings:{merchant_id}", data, timeout=300)',
        )
        .assistant(
          "get_settings() caches the merchant settings for 300 seconds and nothing invalidates it on save, so admin changes can take up to five minutes to be seen.",
        )
        .user(
          "Yep that's it. The merchant settings cache has a 300 seconds TTL and no invalidation, that's the whole story. I'll tell support to wait 5 min for now. TODO: invalidate the merchant settings cache key on save from the admin, can be a small post-save hook in the service.",
        )
        .assistant("Should I do it now? It's a few lines.")
        .user("No, I want it in its own PR with a test, not squeezed into this one.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["300 seconds"] },
      { kind: "task", keys: ["invalidate", "cache"] },
    ],
  },
  {
    id: "b166-no-json-fixtures",
    build: (s) =>
      s
        .user("The currency tests need some exchange rate data. Set something up.")
        .bash("ls fx/fixtures/ 2>/dev/null; ls fx/tests/", "rates_2023.json\n__init__.py  factories.py  test_quotes.py")
        .assistant("There's an old fx/fixtures/rates_2023.json. I could add a rates_2026.json next to it and load it with `fixtures = [...]`.")
        .user(
          "Please don't. I prefer factories over JSON fixtures, they rot the moment a model changes. Use RateSnapshotFactory in fx/tests/factories.py. And that old json file can go, nothing loads it.",
        )
        .bash("grep -rn 'rates_2023' --include=*.py . ; git rm -q fx/fixtures/rates_2023.json", "")
        .file("Edit", "fx/tests/test_quotes.py")
        .assistant("Removed the unused rates_2023.json and the tests build their rates with RateSnapshotFactory.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["factories", "json fixtures"] }],
  },
  {
    id: "b166-release-freeze",
    build: (s) =>
      s
        .user("When can this go out? I'd like PAY-2318 in prod before the freeze.")
        .bash("gh release list --limit 3", "v2026.11.26  Latest  2026-11-26\nv2026.11.24          2026-11-24\nv2026.11.19          2026-11-19")
        .assistant("The last three releases were on 19th, 24th and 26th. What's the release schedule?")
        .user(
          "Prod deploys happen Tuesdays and Thursdays, the train gets cut at 10:00 the same morning. For the freeze: I said Dec 18 in standup, but finance needs the month-end run tested, so the code freeze starts Dec 20 instead. And remind me to announce it in #eng on Monday.",
        )
        .assistant("So PAY-2318 needs to be merged by Thursday 10:00 for the next train.")
        .user("Yes. Is the branch green?")
        .bash("gh pr checks 4179", "lint   pass  41s\ntest (1)  pass  9m12s\ntest (2)  pass  8m47s")
        .assistant("All checks on #4179 pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tuesdays", "thursdays"] },
      { kind: "decision", keys: ["freeze", "dec 20"] },
      { kind: "task", keys: ["announce", "#eng"] },
    ],
  },
  {
    id: "b166-webhook-backoff",
    build: (s) =>
      s
        .user("Outgoing merchant webhooks retry forever right now when the merchant's endpoint is down. That's filling the queue.")
        .bash("celery -A config inspect reserved | grep -c deliver_webhook", "18342")
        .assistant(
          "18k deliver_webhook tasks are reserved. I'd suggest exponential backoff starting at 30s, capped at 8 attempts over roughly 24 hours, then marking the delivery FAILED so it leaves the queue.",
        )
        .user("Yes, ship that. 8 attempts, then FAILED.")
        .file("Edit", "webhooks/tasks.py")
        .bash("pytest webhooks -q", "......\n6 passed in 0.73s")
        .assistant("deliver_webhook now retries with exponential backoff (30s base, jitter) up to 8 attempts and then sets the delivery to FAILED.")
        .user("Good. Merchants will want to retry those themselves, so next sprint we build a page in the merchant dashboard to replay failed webhooks.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["8 attempts"] },
      { kind: "task", keys: ["replay", "webhooks"] },
    ],
  },
  {
    id: "b166-pgbouncer-locks",
    build: (s) =>
      s
        .user("The payout batch lock isn't working in prod, two workers built the same batch last night. It works locally.")
        .bash(
          "grep -n 'advisory' payouts/batch.py",
          '19:    cursor.execute("SELECT pg_advisory_lock(%s)", [BATCH_LOCK_ID])\n44:    cursor.execute("SELECT pg_advisory_unlock(%s)", [BATCH_LOCK_ID])',
        )
        .assistant(
          "It takes a session-level advisory lock. Is there a connection pooler in front of prod Postgres? If so, the lock and unlock could land on different server connections.",
        )
        .bash("grep -n 'pool_mode' deploy/pgbouncer/pgbouncer.ini", "7:pool_mode = transaction")
        .user(
          "Yes, there it is: prod goes through pgbouncer in transaction mode, so session-level stuff is meaningless there. We don't use session advisory locks here for that reason; use pg_try_advisory_xact_lock inside the transaction.",
        )
        .file("Edit", "payouts/batch.py")
        .bash("pytest payouts/tests/test_batch.py -q", ".....\n5 passed in 0.44s")
        .assistant("The batch builder now runs inside transaction.atomic and takes pg_try_advisory_xact_lock, skipping the run if another worker holds it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pgbouncer", "transaction mode"] },
      { kind: "instruction", keys: ["advisory_xact_lock"] },
    ],
  },
  {
    id: "b166-vat-report",
    build: (s) =>
      s
        .user("Finance asked why the Q4 VAT report doesn't show reverse charge. Where is that report built?")
        .bash("grep -rln 'VatReport' --include=*.py .", "finance_reports/vat.py\nfinance_reports/tests/test_vat.py")
        .assistant(
          "It's in finance_reports/vat.py. It groups invoices by tax rate only; there's no reverse-charge column. I could add one now based on Invoice.reverse_charge.",
        )
        .user(
          "Don't touch it, finance_reports belongs to Lena's finance-eng team, I'll pass it on. But write down the follow-up: the Q4 VAT report needs the reverse-charge column before January 10, the filing deadline.",
        )
        .assistant("Okay, no changes to finance_reports.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["lena", "finance_reports"] },
      { kind: "task", keys: ["reverse-charge", "january 10"] },
    ],
  },
  {
    id: "b166-empty-flaky-test",
    build: (s) =>
      s
        .user("test_payout_retry is flaky again, failed twice in CI today. Any idea why?")
        .bash(
          "pytest payouts/tests/test_retry.py -p no:randomly --count 20 -q 2>&1 | tail -2",
          "FAILED payouts/tests/test_retry.py::test_payout_retry - AssertionError: assert 3 == 2\n1 failed, 19 passed in 4.12s",
        )
        .assistant(
          "It fails about 1 in 20. Could be the retry backoff using real time, so a slow runner sees an extra retry. That's a guess, I haven't confirmed it.",
        )
        .user("Could be. Or the freezegun fixture isn't applied to the Celery eager path? Not sure either.")
        .assistant("Possibly both. I can add logging of the attempt timestamps and run it 200 times to see which it is.")
        .user("Let's not go down that hole today, I'll mark it xfail and look tomorrow.")
        .file("Edit", "payouts/tests/test_retry.py")
        .stop("Marked test_payout_retry as xfail(strict=False) with a reason pointing at the flakiness."),
    planted: [],
  },
  {
    id: "b166-empty-log-quote",
    build: (s) =>
      s
        .user("What does this warning in the worker logs mean? It shows up every few minutes.")
        .bash(
          "kubectl -n prod logs deploy/worker --since=10m | grep WARNING | head -3",
          "WARNING celery.worker.consumer: broker_connection_retry: you must always set broker_connection_retry_on_startup explicitly; it will never default to True in Celery 6.0\nWARNING celery.worker.consumer: broker_connection_retry: you must always set broker_connection_retry_on_startup explicitly; it will never default to True in Celery 6.0",
        )
        .assistant(
          "That's a Celery deprecation warning: in 6.0 the retry-on-startup behaviour won't be implied any more, so it asks for `broker_connection_retry_on_startup` to be set explicitly. It's harmless on 5.3.",
        )
        .user("So it's just noise for now?")
        .assistant("Yes, nothing is failing. Setting the option to True in config/celery.py would silence it without changing behaviour.")
        .user("ok go ahead and set it")
        .file("Edit", "config/celery.py")
        .stop("Set broker_connection_retry_on_startup = True; the warning is gone from a fresh worker's log."),
    planted: [],
  },
  {
    id: "b166-empty-todo-grep",
    build: (s) =>
      s
        .user("How many TODOs do we have in the payouts app? Just want a number for the retro.")
        .bash(
          "grep -rn 'TODO' payouts/ | head -5; grep -rc 'TODO' payouts/ | awk -F: '{s+=$2} END {print s}'",
          "payouts/batch.py:88:    # TODO: never retry a batch the bank already acknowledged\npayouts/service.py:140:    # TODO must handle partial failures\npayouts/bank_legacy.py:12:# TODO remove once everyone is on batch files\npayouts/models.py:61:    # TODO: always store the bank reference\n23",
        )
        .assistant("23 TODO comments in payouts/. A few are old, like the one in bank_legacy.py.")
        .user("23, ok. That's fine for the retro slide, thanks.")
        .assistant("Do you want them grouped by file as well?")
        .user("No, the number is enough.")
        .stop(),
    planted: [],
  },
  {
    id: "b166-empty-typo",
    build: (s) =>
      s
        .user("There's a typo in the payout email template, 'recieved'. Fix it please.")
        .bash("grep -rn 'recieved' templates/", "templates/emails/payout_sent.html:14:  Your payout has been recieved by the bank.")
        .file("Edit", "templates/emails/payout_sent.html")
        .assistant("Fixed 'recieved' to 'received' in templates/emails/payout_sent.html.")
        .user("Can you check the other templates too?")
        .bash("grep -rniE 'recieve|seperate|occured' templates/", "")
        .assistant("No other occurrences of those common misspellings in templates/.")
        .user("cool, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b166-empty-question-only",
    build: (s) =>
      s
        .user("Quick question, is there a reason the Transfer model has both `status` and `state`? Looks like a leftover.")
        .bash('grep -rn "\\.state\\b" --include=*.py transfers/ | wc -l; grep -rn "\\.status\\b" --include=*.py transfers/ | wc -l', "3\n87")
        .assistant(
          "`status` is used in 87 places, `state` in 3, all in transfers/admin.py for a list filter. `state` might be a leftover from the FSM library that was tried in 2024, but I can't tell for certain from the code.",
        )
        .user("Hmm. Who would know? Maybe Jonas?")
        .assistant("The git blame on that field points at a commit by jonas.k from March 2024, so he would be the one to ask.")
        .user("ok I'll ping him, leave it for now")
        .stop(),
    planted: [],
  },
  {
    id: "b166-empty-status-report",
    build: (s) =>
      s
        .user("Rebase my branch on main and rerun the tests.")
        .bash("git fetch origin && git rebase origin/main", "Successfully rebased and updated refs/heads/pay-2318-merchant-limits.")
        .bash("pytest -n auto --reuse-db -q", "8 workers [1412 items]\n........................................\n1412 passed, 6 skipped in 94.20s")
        .assistant("Rebased pay-2318-merchant-limits on origin/main without conflicts; the full suite passes, 1412 passed and 6 skipped, in 94 seconds.")
        .user("Push it.")
        .bash(
          "git push --force-with-lease",
          "To github.com:acme-pay/backend.git\n + 9f2a1c4...e0b7d33 pay-2318-merchant-limits -> pay-2318-merchant-limits (forced update)",
        )
        .assistant("Pushed with --force-with-lease.")
        .stop(),
    planted: [],
  },
  {
    id: "b166-empty-withdrawn-idea",
    build: (s) =>
      s
        .user("I'm wondering if we should move the notifications app to its own service. It's the only thing that talks to Twilio and it's noisy in our logs.")
        .file("Read", "notifications/tasks.py")
        .assistant(
          "It's fairly isolated: three Celery tasks, one model, and it only imports core.models.Merchant. Pulling it out would mean an API or events for merchant data and a second deploy pipeline.",
        )
        .user("Yeah... thinking about it, that's a lot of ceremony for three tasks. Forget it, not worth it right now.")
        .assistant("Makes sense. If the log noise is the main pain, the Twilio client's debug logging could be turned down instead.")
        .user("Maybe. What level is it at now?")
        .bash("grep -n 'twilio' config/settings/base.py", '212:        "twilio.http_client": {"level": "DEBUG"},')
        .assistant("twilio.http_client is at DEBUG in the LOGGING config.")
        .user("Huh. OK, I'll think about it.")
        .stop(),
    planted: [],
  },
  {
    id: "b166-empty-chitchat",
    build: (s) =>
      s
        .user("morning! long week. can you remind me what I was doing on friday? I think something with disputes")
        .bash("git log --author=me --since='3 days ago' --oneline | head -5", "c41e9a7 PAY-2290: evidence upload endpoint\n8d0f3b2 PAY-2290: dispute admin")
        .assistant("Your last commits were on PAY-2290: the evidence upload endpoint and the dispute admin, on the pay-2290-disputes branch.")
        .user("right, the evidence upload. did I push it?")
        .bash("git status -sb | head -1", "## pay-2290-disputes...origin/pay-2290-disputes")
        .assistant("Yes, the branch is in sync with origin.")
        .user("ok good. coffee first then")
        .stop(),
    planted: [],
  },
  {
    id: "b166-empty-config-quote",
    build: (s) =>
      s
        .user("Show me what the pre-commit config does, the new guy is asking.")
        .bash(
          "cat .pre-commit-config.yaml",
          "repos:\n  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.7.2\n    hooks:\n      - id: ruff\n      - id: ruff-format\n  - repo: local\n    hooks:\n      - id: no-print\n        name: never commit print()\n        entry: 'print\\('\n        language: pygrep\n        types: [python]\n      - id: migrations-check\n        name: migrations must always be generated\n        entry: python manage.py makemigrations --check --dry-run\n        language: system\n        pass_filenames: false",
        )
        .assistant(
          "It runs ruff and ruff-format, then two local hooks: `no-print`, a pygrep that rejects print( in Python files, and `migrations-check`, which fails if models changed without a migration.",
        )
        .user("And the ruff rules, where are those?")
        .bash("sed -n '/\\[tool.ruff/,/^$/p' pyproject.toml", '[tool.ruff]\nline-length = 100\ntarget-version = "py311"\n\n')
        .assistant("In pyproject.toml under [tool.ruff]: line length 100, target py311, and the lint section selects the default rules plus isort.")
        .user("great, I'll forward that")
        .stop(),
    planted: [],
  },
  {
    id: "b166-empty-one-off",
    build: (s) =>
      s
        .user("Generate a CSV of all merchants created in October with their country, for the sales team. Just drop it in /tmp.")
        .bash(
          "python manage.py shell -c \"import csv,sys; from core.models import Merchant; w=csv.writer(open('/tmp/merchants_oct.csv','w')); [w.writerow([m.id,m.name,m.country]) for m in Merchant.objects.filter(created_at__month=10, created_at__year=2026)]\" && wc -l /tmp/merchants_oct.csv",
          "137 /tmp/merchants_oct.csv",
        )
        .assistant("Wrote /tmp/merchants_oct.csv with 137 merchants (id, name, country).")
        .user("Add the signup channel column too please")
        .bash(
          'python manage.py shell -c "..." && head -2 /tmp/merchants_oct.csv',
          "id,name,country,channel\n0193f1c2-77ab-7c01-9a1e-5e3f1b2a9d10,Kaffeerösterei Lenz,DE,partner",
        )
        .assistant("Regenerated with a header row and the channel column.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b166-empty-hypotheses",
    build: (s) =>
      s
        .user("p95 latency on /api/v2/balances doubled since Tuesday. I haven't dug in yet. Could it be the new index?")
        .bash('python manage.py shell -c "from django.db import connection; print(connection.queries[-1:])"', "[]")
        .assistant(
          "Nothing useful from the shell. A few possibilities: the index from PAY-2318 slowing writes, the Tuesday Django 5.1.3 bump, or simply more traffic. I don't have evidence for any of them yet.",
        )
        .user("Maybe it's the Django bump? They changed something in the ORM around prefetch I think.")
        .assistant("That's possible, but I'd want a profile before blaming it. I can run py-spy against a staging pod while replaying traffic.")
        .user("Let's do that tomorrow when staging is quiet.")
        .stop(),
    planted: [],
  },
  {
    id: "b166-empty-explain",
    build: (s) =>
      s
        .user("Explain what select_related vs prefetch_related actually does on the Transfer list, the junior devs keep mixing them up.")
        .file("Read", "transfers/views.py")
        .assistant(
          "On TransferViewSet, `select_related('merchant', 'currency')` adds SQL JOINs so each transfer comes back with its merchant and currency in one query; it works for foreign keys and one-to-one. `prefetch_related('fees')` runs a second query for all fees of the page and stitches them in Python, which is what you need for reverse FKs and many-to-many.",
        )
        .user("And if you select_related a reverse FK?")
        .assistant(
          "Django raises FieldError: Invalid field name(s) given in select_related, because a JOIN can't return many rows per transfer without duplicating it.",
        )
        .user("nice, that's a good example for them, thanks")
        .stop(),
    planted: [],
  },
];

export const BLIND166 = plantedSet(BLIND166_SESSIONS, Date.UTC(2026, 10, 19, 9));
