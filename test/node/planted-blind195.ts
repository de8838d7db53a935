/**
 * Blind planted set 195 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Django monolith maintainer at a regulated fintech, formal and precise, who cites
 * compliance requirements (PCI DSS, SOX, SOC 2, GDPR) and ticket numbers (FIN-2231) with each rule.
 * Each session is one segment; the items planted in it are listed with it: 69 items (16 decisions, 20 instructions,
 * 17 facts, 16 tasks) in 50 sessions, 14 of which plant nothing (70 user/assistant messages between them). Every other message
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

export const BLIND195_SESSIONS: BlindSession[] = [
  {
    id: "b195-ledger-decimal",
    build: (s) =>
      s
        .user(
          "Please look at ledger/models.py. FIN-2231 applies here: all monetary amounts in the ledger app are stored as DecimalField(max_digits=19, decimal_places=4). No FloatField on money, under any circumstances; that was an external audit finding last year and it is tracked under our SOX controls.",
        )
        .file("Read", "ledger/models.py")
        .bash(
          "grep -rn FloatField ledger/ payments/",
          "payments/models.py:88:    fee_estimate = models.FloatField(null=True)\nledger/legacy.py:12:    rate = models.FloatField()",
        )
        .assistant("There are two FloatFields: payments.Payment.fee_estimate and ledger.legacy.FxRate.rate. Should I convert both in this change?")
        .user(
          "Convert fee_estimate now. Leave FxRate alone — the fx_rates table migration is FIN-2240 and it needs a backfill plan signed off by Treasury, so it is a follow-up for next sprint, not this PR.",
        )
        .file("Edit", "payments/models.py")
        .bash(
          "python manage.py makemigrations payments",
          "Migrations for 'payments':\n  payments/migrations/0047_alter_payment_fee_estimate.py\n    - Alter field fee_estimate on payment",
        )
        .assistant("fee_estimate is now DecimalField(max_digits=19, decimal_places=4) with migration 0047.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["decimalfield"] },
      { kind: "task", keys: ["fx_rates"] },
    ],
  },
  {
    id: "b195-pytest-settings",
    build: (s) =>
      s
        .user("Run the tests for the kyc app, please.")
        .bash(
          "pytest kyc/",
          'E   django.db.utils.OperationalError: connection to server at "sandbox-pg.internal" (10.4.2.17), port 6432 failed: FATAL: password authentication failed',
        )
        .assistant("The run failed to connect to sandbox-pg.internal on port 6432. Is that expected from a laptop?")
        .user(
          "Yes. The default DJANGO_SETTINGS_MODULE is config.settings.local and it points at the shared sandbox Postgres behind pgbouncer on 6432, which requires VPN. For the future: always run the suite as `pytest --ds=config.settings.test`, which uses the throwaway container database instead of sandbox.",
        )
        .bash("pytest --ds=config.settings.test kyc/", "........................................ [100%]\n40 passed in 12.31s")
        .assistant("40 passed with config.settings.test.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["config.settings.test"] },
      { kind: "fact", keys: ["pgbouncer", "6432"] },
    ],
  },
  {
    id: "b195-audit-history",
    build: (s) =>
      s
        .user("FIN-2302 asks for a field-level change history on Customer and BankAccount. What are the options?")
        .file("Read", "customers/models.py")
        .assistant(
          "Three realistic options: django-simple-history (shadow table per model, easy admin integration), django-pghistory (Postgres triggers, catches raw SQL too, but more moving parts in migrations), or django-auditlog (a single LogEntry table with JSON diffs). Given that the auditors want one queryable trail, I would suggest django-auditlog.",
        )
        .user("Could pghistory give us anything auditlog cannot? I am thinking of the raw SQL in the nightly reconciliation.")
        .assistant(
          "Only the raw-SQL capture. The reconciliation job writes to ledger tables, not Customer or BankAccount, so it would not matter for FIN-2302.",
        )
        .user("Agreed then: we go with django-auditlog for FIN-2302. Please add it to requirements/base.in and register the two models.")
        .file("Edit", "requirements/base.in")
        .file("Edit", "customers/apps.py")
        .bash(
          "pip-compile requirements/base.in",
          "#\n# This file is autogenerated by pip-compile with Python 3.11\n#\ndjango-auditlog==3.0.0\n    # via -r requirements/base.in",
        )
        .stop("django-auditlog 3.0.0 is pinned and Customer and BankAccount are registered."),
    planted: [{ kind: "decision", keys: ["auditlog"] }],
  },
  {
    id: "b195-settlement-beat",
    build: (s) =>
      s
        .user("Why did the settlement batch not run yesterday? Look at the beat schedule.")
        .file("Read", "config/celery.py")
        .bash(
          "grep -n settlement config/celery.py",
          '41:    "run-settlement-batch": {"task": "settlement.tasks.run_batch", "schedule": crontab(hour=2, minute=15)},',
        )
        .assistant("The schedule itself looks right: crontab(hour=2, minute=15). Perhaps the beat worker was restarted during the window?")
        .user(
          "Possibly. Context for you, since this comes up a lot: the settlement batch runs on Celery beat at 02:15 UTC and is owned by Payments Ops; Priya Raman is the on-call owner and approves any change to its schedule (FIN-1980, change management).",
        )
        .bash(
          "kubectl logs deploy/celery-beat --since=36h | grep -i settlement | tail -3",
          "[2026-11-22 02:15:00,004: INFO/MainProcess] Scheduler: Sending due task run-settlement-batch\n[2026-11-22 02:15:00,019: WARNING/MainProcess] Broker connection lost, will retry",
        )
        .assistant("The task was sent at 02:15:00 but the broker connection dropped 15 ms later, so the message was lost.")
        .user("Fine. Remind me to raise acks_late for the settlement task with Priya in Thursday's ops review; not now.")
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["02:15"] },
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["acks_late"] },
    ],
  },
  {
    id: "b195-pii-logging",
    build: (s) =>
      s
        .user("The new onboarding view logs the whole request.POST. Fix that.")
        .file("Read", "onboarding/views.py")
        .assistant("It logs request.POST at INFO, which includes iban and date_of_birth. I will log only the step name and the customer id.")
        .file("Edit", "onboarding/views.py")
        .user(
          "Thank you. And as a standing rule, per GDPR Article 32 and our own FIN-2119: no PII in logs, ever — customer identifiers only as the hashed `customer_ref`, never the IBAN, name or date of birth. Please apply that to anything you write in this repo going forward.",
        )
        .bash("pytest --ds=config.settings.test onboarding/", "................ [100%]\n16 passed in 4.02s")
        .stop("The view now logs step and customer_ref only; 16 tests pass."),
    planted: [{ kind: "instruction", keys: ["customer_ref"] }],
  },
  {
    id: "b195-empty-typo",
    build: (s) =>
      s
        .user("There is a typo in the admin title: 'Recieved transfers'. Please fix it.")
        .bash("grep -rn Recieved --include=*.py .", 'transfers/admin.py:23:    verbose_name_plural = "Recieved transfers"')
        .file("Edit", "transfers/admin.py")
        .assistant("Fixed: transfers/admin.py now says 'Received transfers'.")
        .user("Thanks. Is there a translation string for it as well?")
        .bash("grep -rn 'Recieved' locale/", "")
        .assistant("No, nothing under locale/ has the misspelling.")
        .user("Good, that's all.")
        .stop(),
    planted: [],
  },
  {
    id: "b195-migrations-squash",
    build: (s) =>
      s
        .user("The payments app has 47 migrations. Should we squash them?")
        .bash("ls payments/migrations | wc -l", "48")
        .assistant(
          "We could squash 0001–0040 with squashmigrations, but production and the two DR replicas would all need to have applied 0040 before the originals can be deleted. Alternatively we leave them; 47 is not unusual.",
        )
        .user(
          "Let's not squash. Decision for FIN-2288: we keep the migration history as is, because the migration files are part of the change evidence the SOX auditors sample. Also, a rule: every migration that touches a ledger_ table needs a reversible `RunPython` with an explicit reverse function, no `migrations.RunPython.noop`.",
        )
        .file("Read", "payments/migrations/0046_backfill_currency.py")
        .assistant("Understood. 0046 in payments uses RunPython.noop as its reverse, but it touches payments_ tables only, so it is outside that rule.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["squash"] },
      { kind: "instruction", keys: ["runpython", "reverse"] },
    ],
  },
  {
    id: "b195-fx-provider",
    build: (s) =>
      s
        .user("The FX rate fetcher timed out again this morning. Which provider are we calling?")
        .file("Read", "fx/clients.py")
        .bash("grep -n BASE_URL fx/clients.py", '9:BASE_URL = "https://api.ratesfeed.example.com/v2"')
        .assistant("It calls RatesFeed v2. Their status page shows degraded latency for EU customers since 06:00.")
        .user(
          "I thought so. We have been discussing this in FIN-2310 for a month; I am now deciding it: we move to the ECB reference rates as the primary source and keep RatesFeed only as the fallback for currencies ECB does not publish. Procurement has signed off.",
        )
        .file("Edit", "fx/clients.py")
        .assistant("I added an EcbClient as primary with RatesFeed as fallback for unpublished currencies.")
        .user("Good. The retry/backoff settings can stay as they are for now.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ecb"] }],
  },
  {
    id: "b195-empty-chitchat",
    build: (s) =>
      s
        .user("Good morning. Quiet day so far, the release freeze started yesterday.")
        .assistant("Good morning. What would you like to look at?")
        .user("Nothing urgent. Can you tell me which Django version we are on?")
        .bash("python -c 'import django; print(django.get_version())'", "4.2.16")
        .assistant("4.2.16, the current LTS.")
        .user("Right. I wonder whether 5.2 will be out of our support window by the time we get to it. Just thinking aloud.")
        .assistant("5.2 is also an LTS, supported until April 2028, so there would be time.")
        .stop(),
    planted: [],
  },
  {
    id: "b195-admin-2fa",
    build: (s) =>
      s
        .user("Ticket FIN-2274: the Django admin must enforce 2FA. What do we have today?")
        .bash("grep -n otp config/settings/base.py", "")
        .assistant("Nothing: no django-otp in INSTALLED_APPS and the admin uses the default AdminSite.")
        .user("Hm. What would you suggest, django-otp with TOTP or something WebAuthn-based?")
        .assistant(
          "django-otp with the TOTP plugin is the least work: OTPAdminSite replaces the admin site and the staff already use an authenticator for the VPN. WebAuthn would need django-otp-webauthn, which is younger.",
        )
        .user("Fine, django-otp with TOTP it is. Staff tokens only; customers are out of scope. Please wire it up.")
        .file("Edit", "config/settings/base.py")
        .file("Edit", "config/urls.py")
        .bash("pytest --ds=config.settings.test staffauth/", "......... [100%]\n9 passed in 3.11s")
        .assistant("Wired up: OTPAdminSite with TOTP devices; 9 tests pass. Existing staff will need to enrol a device at their next login.")
        .user(
          "Follow-up for after the freeze: we still need a break-glass procedure for when the TOTP secret store is down. Please put it in the backlog as FIN-2281.",
        )
        .stop("Noted as FIN-2281."),
    planted: [
      { kind: "decision", keys: ["totp"] },
      { kind: "task", keys: ["break-glass"] },
    ],
  },
  {
    id: "b195-db-readonly",
    build: (s) =>
      s
        .user("The reporting endpoints are slow. Where do they read from?")
        .file("Read", "config/settings/production.py")
        .bash("grep -n -A3 'DATABASE_ROUTERS' config/settings/production.py", '112:DATABASE_ROUTERS = ["core.routers.ReportingRouter"]')
        .file("Read", "core/routers.py")
        .assistant(
          "ReportingRouter sends every model in the `reporting` app to the `replica` alias. That replica is pg-reporting-1, and its replication lag is up to ~90 seconds during the nightly batch according to the comments in the router.",
        )
        .user(
          "Correct, and that lag is known and accepted. Note the fact for later: pg-reporting-1 lags the primary by up to 90 seconds during batch windows, which makes it unsuitable for balance checks. The slowness is a separate matter; I will look at it myself.",
        )
        .stop("Understood."),
    planted: [{ kind: "fact", keys: ["pg-reporting-1"] }],
  },
  {
    id: "b195-empty-log-quote",
    build: (s) =>
      s
        .user(
          "What does this warning in the deploy log mean?\n\n```\nWARNINGS:\n?: (security.W004) You have not set a value for the SECURE_HSTS_SECONDS setting. You should always serve your site over HTTPS.\nTODO(deploy): never skip collectstatic on a release build\n```",
        )
        .assistant(
          "security.W004 is Django's system check for HSTS; it fires because SECURE_HSTS_SECONDS is unset in the settings module the check ran with. The TODO line is a comment echoed from the deploy script, not a Django message.",
        )
        .bash("grep -rn SECURE_HSTS_SECONDS config/settings/", "config/settings/production.py:31:SECURE_HSTS_SECONDS = 31536000")
        .assistant(
          "Production sets it to one year, so the warning came from a run with the base settings. Did the check run in the build step rather than on the server?",
        )
        .user("Probably the build step. OK, that explains it, thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b195-black-ruff",
    build: (s) =>
      s
        .user("Please reformat the files you touched yesterday.")
        .bash("git diff --name-only HEAD~1", "payments/models.py\npayments/services.py")
        .bash("black payments/models.py payments/services.py", "reformatted payments/services.py\nAll done! 1 file reformatted, 1 file left unchanged.")
        .assistant("Reformatted payments/services.py with black.")
        .user(
          "Ah, sorry — I should have told you. We replaced black and isort with ruff in October (FIN-2197). From now on format with `ruff format` and lint with `ruff check --fix`; the pre-commit hook runs the same. Please redo it with ruff.",
        )
        .bash("ruff format payments/ && ruff check --fix payments/", "2 files left unchanged\nAll checks passed!")
        .assistant("Done with ruff format and ruff check --fix; no changes were needed beyond what black had done.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ruff format"] }],
  },
  {
    id: "b195-idempotency",
    build: (s) =>
      s
        .user("We had a double payout on Friday. Can you check the payout endpoint?")
        .file("Read", "payouts/views.py")
        .bash("grep -n Idempotency payouts/views.py", "")
        .assistant("The payout POST has no idempotency handling: a client retry after a timeout creates a second Payout.")
        .user("Could the retry have come from the mobile app's HTTP client?")
        .bash(
          "zgrep 'POST /api/payouts' /var/log/nginx/access.log.2.gz | grep 203.0.113.40 | head -2",
          '203.0.113.40 - - [20/Nov/2026:14:02:11 +0000] "POST /api/payouts/ HTTP/1.1" 504 0 "-" "okhttp/4.12.0"\n203.0.113.40 - - [20/Nov/2026:14:02:41 +0000] "POST /api/payouts/ HTTP/1.1" 201 311 "-" "okhttp/4.12.0"',
        )
        .assistant("Yes: the same client got a 504 from nginx at 14:02:11 and retried 30 s later; the first request had already created the payout upstream.")
        .user(
          "So the nginx 504 followed by the okhttp retry is confirmed as the root cause of FIN-2329. Going forward, every money-moving POST endpoint must require an Idempotency-Key header and store it in the `idempotency_keys` table for 24 hours. Implementing it for payouts is the next ticket, FIN-2330; don't start it today.",
        )
        .stop("Understood; I have not changed any code."),
    planted: [
      { kind: "fact", keys: ["504"] },
      { kind: "instruction", keys: ["idempotency-key"] },
      { kind: "task", keys: ["fin-2330"] },
    ],
  },
  {
    id: "b195-empty-rerun",
    build: (s) =>
      s
        .user("CI is red on my branch. Can you rerun the failing job locally?")
        .bash(
          "pytest --ds=config.settings.test transfers/tests/test_limits.py",
          "F.......\nFAILED transfers/tests/test_limits.py::test_daily_limit_resets - AssertionError: assert Decimal('0.0000') == Decimal('500.0000')\n1 failed, 7 passed in 2.40s",
        )
        .assistant(
          "test_daily_limit_resets fails: the limit did not reset. Could it be the freezegun date in the test? It freezes at 23:59:59 in Europe/London.",
        )
        .user("Maybe. Try moving it to noon and see.")
        .file("Edit", "transfers/tests/test_limits.py")
        .bash("pytest --ds=config.settings.test transfers/tests/test_limits.py", "........ [100%]\n8 passed in 2.11s")
        .assistant("With noon it passes. The test was sensitive to the midnight boundary.")
        .user("Good enough for now, commit it.")
        .bash(
          "git commit -am 'transfers: freeze test_daily_limit_resets at noon'",
          "[feature/limits 1a2b3c4] transfers: freeze test_daily_limit_resets at noon\n 1 file changed, 1 insertion(+), 1 deletion(-)",
        )
        .stop("Committed."),
    planted: [],
  },
  {
    id: "b195-sanctions-owner",
    build: (s) =>
      s
        .user("Where does sanctions screening happen in the onboarding flow?")
        .bash("grep -rln screen_sanctions --include=*.py .", "compliance/screening.py\nonboarding/steps.py")
        .file("Read", "compliance/screening.py")
        .assistant(
          "onboarding/steps.py calls compliance.screening.screen_sanctions() after the identity step; it posts to the ComplyAdvantage API and blocks the account if there is a potential match.",
        )
        .user(
          "Right. Two things to keep in mind: the compliance/ package is owned by the Financial Crime team (Tomasz Wójcik leads it) and every change there needs their review in addition to ours. And the screening threshold of 0.85 fuzzy-match score is a regulatory parameter set by the MLRO — do not touch it in code, it comes from the `SANCTIONS_MATCH_THRESHOLD` env var.",
        )
        .assistant("Understood on both.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomasz"] },
      { kind: "instruction", keys: ["sanctions_match_threshold"] },
    ],
  },
  {
    id: "b195-withdrawn-uuid",
    build: (s) =>
      s
        .user("I am thinking about switching the Payment primary key to UUID. Thoughts?")
        .bash("psql -h localhost -p 5432 -U app -c 'select count(*) from payments_payment'", " count\n---------\n 48211907\n(1 row)")
        .assistant(
          "With 48 million rows that is a table rewrite and every FK (refunds, ledger entries, disputes) would need one too. A lower-risk alternative is to add a public_id UUIDField with a unique index and expose only that in the API.",
        )
        .user(
          "Let's make the PK a UUIDv7 then. Actually no, scratch that — you are right, the rewrite is not worth it. We add `public_id` as a UUIDField and use it in all external APIs; the integer id stays internal. FIN-2341.",
        )
        .file("Edit", "payments/models.py")
        .bash(
          "python manage.py makemigrations payments --name payment_public_id",
          "Migrations for 'payments':\n  payments/migrations/0048_payment_public_id.py\n    - Add field public_id to payment",
        )
        .assistant("Added public_id (UUIDField, unique, default uuid4) with migration 0048. The backfill for existing rows is not included yet.")
        .user("Yes, the backfill for the 48 million existing rows has to be done as a batched management command later, off-peak; make a note of it.")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["public_id"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b195-empty-status",
    build: (s) =>
      s
        .user("Status on the refunds export?")
        .bash(
          "git log --oneline -3 feature/refund-export",
          "9f8e7d6 refunds: add CSV export view\n5c4b3a2 refunds: serializer for export rows\n1d2e3f4 refunds: permissions for export",
        )
        .assistant(
          "Three commits on feature/refund-export: permissions, the serializer and the CSV view. The view streams rows with StreamingHttpResponse. Tests are next.",
        )
        .user("How long until tests are done, roughly?")
        .assistant("About an hour; there are four cases to cover.")
        .user("Ok go ahead.")
        .file("Write", "refunds/tests/test_export.py")
        .bash("pytest --ds=config.settings.test refunds/tests/test_export.py", ".... [100%]\n4 passed in 1.92s")
        .assistant("Four export tests written and passing.")
        .stop(),
    planted: [],
  },
  {
    id: "b195-pr-rules",
    build: (s) =>
      s
        .user(
          "Before you open the PR, the rules for this repo, please keep them:\n1. Branch names are `FIN-<ticket>-short-slug`.\n2. The PR description has to include the Jira ticket and a 'Risk assessment' section; our SOX change-management control checks for it.\n3. Never merge your own PR, even if you have the rights; four-eyes principle.",
        )
        .bash("git branch --show-current", "fin-2341-payment-public-id")
        .assistant("The current branch is fin-2341-payment-public-id; shall I rename it to FIN-2341-payment-public-id?")
        .user("Yes please.")
        .bash("git branch -m FIN-2341-payment-public-id", "")
        .stop("Renamed."),
    planted: [
      { kind: "instruction", keys: ["branch", "slug"] },
      { kind: "instruction", keys: ["risk assessment"] },
      { kind: "instruction", keys: ["four-eyes"] },
    ],
  },
  {
    id: "b195-encryption-fields",
    build: (s) =>
      s
        .user("How are IBANs stored in the database? Encrypted?")
        .file("Read", "core/fields.py")
        .assistant(
          "core/fields.py defines EncryptedCharField on top of Fernet; BankAccount.iban uses it. The key comes from FIELD_ENCRYPTION_KEY, which in production is read from AWS KMS at start-up via core/kms.py.",
        )
        .bash("grep -rn EncryptedCharField --include=models.py . | wc -l", "7")
        .user(
          "Correct. To add to that: key rotation for FIELD_ENCRYPTION_KEY is due every 12 months under PCI DSS 3.6.4, and the last rotation was in January — so we need to schedule the next one for January 2027, FIN-2350. Please note it.",
        )
        .stop("Noted: key rotation for FIELD_ENCRYPTION_KEY due January 2027 (FIN-2350)."),
    planted: [
      { kind: "fact", keys: ["kms"] },
      { kind: "task", keys: ["rotation"] },
    ],
  },
  {
    id: "b195-empty-explain",
    build: (s) =>
      s
        .user("Can you explain what select_for_update(skip_locked=True) does in payouts/tasks.py?")
        .file("Read", "payouts/tasks.py")
        .assistant(
          "It takes row locks on the selected Payouts and skips rows another transaction has already locked, so two workers never pick the same payout. It must run inside a transaction.atomic() block; the task has that.",
        )
        .user("And if the worker dies while holding the lock?")
        .assistant("The connection closes, Postgres rolls back the transaction and releases the locks, so another worker picks the rows up on its next run.")
        .user("Makes sense, thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b195-timezone",
    build: (s) =>
      s
        .user("Statements show the wrong date for transactions made just after midnight.")
        .file("Read", "statements/render.py")
        .bash("grep -n 'TIME_ZONE\\|USE_TZ' config/settings/base.py", '58:TIME_ZONE = "UTC"\n59:USE_TZ = True')
        .assistant(
          "render.py formats booking_date with .date() on a UTC datetime, so a payment at 00:30 London time in summer shows the previous day. Is the statement date supposed to be in Europe/London?",
        )
        .user(
          "It is. The rule, from FCA's statement requirements and our FIN-2260: storage and all internal processing stay in UTC, and conversion to Europe/London happens only at presentation — templates, statements, CSV exports. Please fix render.py accordingly.",
        )
        .file("Edit", "statements/render.py")
        .bash("pytest --ds=config.settings.test statements/", "........... [100%]\n11 passed in 2.77s")
        .stop("render.py converts to Europe/London before taking the date; 11 tests pass."),
    planted: [{ kind: "instruction", keys: ["europe/london"] }],
  },
  {
    id: "b195-flaky-redis",
    build: (s) =>
      s
        .user("test_rate_limit_blocks fails about once in ten runs in CI. Any idea?")
        .bash("pytest --ds=config.settings.test api/tests/test_throttle.py -p no:randomly --count=20 -x", "....................\n20 passed in 9.10s")
        .assistant("It passes 20/20 locally. Perhaps it shares the Redis DB with another test in CI, or the CI Redis evicts keys?")
        .bash("grep -n REDIS .gitlab-ci.yml", "33:    REDIS_URL: redis://redis:6379/0")
        .assistant("CI uses redis db 0, and config.settings.test also uses db 0 for the cache; the parallel xdist workers all share it.")
        .user(
          "That is it — I checked the CI job and confirmed it: the pytest-xdist workers all share Redis db 0, so one worker's cache.clear() wipes another's throttle counters. We give each worker its own db index from PYTEST_XDIST_WORKER. Please implement that in conftest.",
        )
        .file("Edit", "conftest.py")
        .bash("pytest --ds=config.settings.test -n 4 api/", "........................ [100%]\n24 passed in 6.50s")
        .stop("conftest.py now picks the Redis db from the xdist worker id."),
    planted: [
      { kind: "fact", keys: ["xdist", "db 0"] },
      { kind: "decision", keys: ["pytest_xdist_worker"] },
    ],
  },
  {
    id: "b195-empty-question",
    build: (s) =>
      s
        .user("Quick question: do we have anything in the repo that generates OpenAPI docs?")
        .bash("grep -n -i 'spectacular\\|yasg' requirements/base.txt", "drf-spectacular==0.27.2")
        .assistant("Yes, drf-spectacular 0.27.2; the schema is served at /api/schema/ according to config/urls.py.")
        .user("Would it be worth exposing the Swagger UI in staging? I'm not sure yet whether security would object.")
        .assistant("It would be simple: SpectacularSwaggerView behind staff login. Whether security allows it is their call.")
        .user("Never mind, it is not important right now.")
        .stop(),
    planted: [],
  },
  {
    id: "b195-money-rounding",
    build: (s) =>
      s
        .user("The interest calculation is off by a cent on some accounts. Look at interest/calc.py.")
        .file("Read", "interest/calc.py")
        .assistant(
          "It rounds with Python's round(), which uses banker's rounding on Decimal too, and it rounds the daily accrual instead of the monthly total. Which rounding does the product spec require?",
        )
        .user(
          "ROUND_HALF_UP, applied once on the monthly total, never per day — that's in the T&Cs customers signed, and FIN-2012 made it a rule for all interest and fee code. Use `core.money.quantize_money()`; it already does ROUND_HALF_UP to 2 places.",
        )
        .file("Edit", "interest/calc.py")
        .bash("pytest --ds=config.settings.test interest/", "......... [100%]\n9 passed in 1.43s")
        .assistant("calc.py now accrues unrounded daily values and quantizes the monthly total with quantize_money(); 9 tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["round_half_up"] }],
  },
  {
    id: "b195-deploy-window",
    build: (s) =>
      s
        .user("Can we deploy the payouts fix today?")
        .bash(
          "cat ops/deploy-calendar.md | head -8",
          "# Deploy calendar\n\n| Window | Days | Hours (UTC) |\n|---|---|---|\n| Standard | Tue, Wed, Thu | 09:00-15:00 |\n| Emergency | any | with CAB approval |",
        )
        .assistant(
          "According to ops/deploy-calendar.md, standard windows are Tuesday to Thursday 09:00–15:00 UTC; today is Friday, so it would be an emergency change.",
        )
        .user(
          "Correct, and the calendar is accurate: production deploys happen only Tue–Thu 09:00–15:00 UTC, anything else goes to the Change Advisory Board. This fix is not an emergency, so it waits until Tuesday. Please prepare the change request FIN-2333 for Tuesday morning so it is ready.",
        )
        .file("Write", "ops/changes/FIN-2333.md")
        .stop("Change request FIN-2333 drafted in ops/changes/."),
    planted: [
      { kind: "fact", keys: ["09:00"] },
      { kind: "task", keys: ["tuesday"] },
    ],
  },
  {
    id: "b195-empty-rename",
    build: (s) =>
      s
        .user("Rename the helper `calc_fee2` to `calculate_card_fee` everywhere.")
        .bash("grep -rln calc_fee2 --include=*.py .", "payments/fees.py\npayments/services.py\npayments/tests/test_fees.py")
        .file("Edit", "payments/fees.py")
        .file("Edit", "payments/services.py")
        .file("Edit", "payments/tests/test_fees.py")
        .bash("pytest --ds=config.settings.test payments/tests/test_fees.py", "...... [100%]\n6 passed in 0.88s")
        .assistant("Renamed in three files; the fee tests pass.")
        .user("Thanks. Did anything outside payments import it?")
        .assistant("No, those three files were the only references.")
        .stop(),
    planted: [],
  },
  {
    id: "b195-celery-queue",
    build: (s) =>
      s
        .user("Card authorisation webhooks are being delayed behind the nightly report jobs. What queues do we have?")
        .bash(
          "grep -n task_routes -A6 config/celery.py",
          '55:app.conf.task_routes = {\n56:    "reports.*": {"queue": "default"},\n57:    "cards.*": {"queue": "default"},\n58:}',
        )
        .assistant(
          "Everything runs on the single `default` queue. Option A: a dedicated `cards-critical` queue with its own worker deployment. Option B: Celery priorities on the default queue, but with Redis as broker priorities are approximate.",
        )
        .user("Option A. Give cards a dedicated `cards-critical` queue and worker; reports stay on default. That is the decision for FIN-2318.")
        .file("Edit", "config/celery.py")
        .file("Write", "deploy/k8s/celery-cards-critical.yaml")
        .assistant("Routed cards.* to cards-critical and added a worker deployment with concurrency 4.")
        .user("The HPA for that worker still needs sizing with SRE — put it on the list for next week.")
        .stop("On the list."),
    planted: [
      { kind: "decision", keys: ["cards-critical"] },
      { kind: "task", keys: ["hpa"] },
    ],
  },
  {
    id: "b195-empty-hypothesis",
    build: (s) =>
      s
        .user("Memory on the web pods grows over the day. I suspect the Decimal context or a cache in the FX module. Can you check?")
        .file("Read", "fx/cache.py")
        .assistant(
          "fx/cache.py uses functools.lru_cache(maxsize=None) on get_rate(date, pair). That grows without bound, one entry per date and pair. It could be the cause, but I have not confirmed it.",
        )
        .bash(
          "kubectl top pods -l app=web | head -4",
          "NAME                   CPU(cores)   MEMORY(bytes)\nweb-7c9d8f-2kq9x       212m         1387Mi\nweb-7c9d8f-9xw2z       198m         1402Mi",
        )
        .assistant("Pods are at about 1.4 GiB. Maybe we could take a tracemalloc snapshot on one pod to confirm?")
        .user("It might also be gunicorn's max_requests being unset. Let's not change anything on a hunch.")
        .stop(),
    planted: [],
  },
  {
    id: "b195-vendor-sdk",
    build: (s) =>
      s
        .user("Upgrade the card processor SDK to the latest version.")
        .bash("pip index versions acquirer-sdk", "acquirer-sdk (5.2.0)\nAvailable versions: 5.2.0, 5.1.3, 4.9.8, 4.9.7")
        .assistant("Latest is 5.2.0; we are on 4.9.7. 5.x drops the synchronous client we use in cards/gateway.py.")
        .user(
          "Then no. We stay pinned on the 4.9 line: bump to 4.9.8 only. The processor's PCI attestation covers 4.9.x, and our QSA would need to review 5.x first. The 5.x migration is for Q1; I'll open FIN-2360 for it.",
        )
        .file("Edit", "requirements/base.in")
        .bash(
          "pip-compile requirements/base.in && pytest --ds=config.settings.test cards/",
          "acquirer-sdk==4.9.8\n..................... [100%]\n21 passed in 5.14s",
        )
        .assistant("Bumped to 4.9.8; the 21 card tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["4.9"] },
      { kind: "task", keys: ["5.x"] },
    ],
  },
  {
    id: "b195-empty-perf",
    build: (s) =>
      s
        .user("How many queries does the account overview page make?")
        .bash("pytest --ds=config.settings.test accounts/tests/test_overview.py -k queries -s", "Captured queries: 43\n. [100%]\n1 passed in 0.72s")
        .assistant(
          "43 queries; the transaction list triggers one query per row for the counterparty. A prefetch_related on counterparty would bring that down to around 5.",
        )
        .user("Do it.")
        .file("Edit", "accounts/views.py")
        .bash("pytest --ds=config.settings.test accounts/tests/test_overview.py -k queries -s", "Captured queries: 6\n. [100%]\n1 passed in 0.65s")
        .assistant("Down to 6 queries.")
        .stop(),
    planted: [],
  },
  {
    id: "b195-data-retention",
    build: (s) =>
      s
        .user("Legal asked whether we can delete closed customer accounts after a year. What does the code do now?")
        .bash("grep -rn RETENTION config/settings/base.py", "140:CUSTOMER_DATA_RETENTION_DAYS = 365")
        .file("Read", "customers/management/commands/purge_closed.py")
        .assistant("purge_closed deletes closed customers older than CUSTOMER_DATA_RETENTION_DAYS, currently 365 days. It is not scheduled anywhere, though.")
        .user(
          "Good that it is not scheduled, because 365 is wrong. The Money Laundering Regulations 2017 require us to keep customer due-diligence records for five years after the relationship ends. So: retention is five years (1825 days), and the purge may only pseudonymise, not delete, the ledger entries. I have confirmed this with Legal today, FIN-2365.",
        )
        .file("Edit", "config/settings/base.py")
        .assistant("CUSTOMER_DATA_RETENTION_DAYS is now 1825. Shall I also change purge_closed to pseudonymise ledger entries?")
        .user("Not today. That rewrite of purge_closed is a separate piece of work for December.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1825"] },
      { kind: "task", keys: ["purge_closed"] },
    ],
  },
  {
    id: "b195-empty-proposal",
    build: (s) =>
      s
        .user("Review my draft for the transfers service layer, please.")
        .file("Read", "transfers/services.py")
        .assistant(
          "It reads well. Two suggestions: we could move the limit checks into a separate policy class, and we might replace the dict return value with a dataclass. Neither is required.",
        )
        .user("Hm, the policy class idea is interesting, but not in this PR.")
        .assistant("Understood. Everything else looks correct to me; the transaction.atomic() scope covers both ledger writes.")
        .user("Thanks, I'll open the PR.")
        .stop(),
    planted: [],
  },
  {
    id: "b195-test-factories",
    build: (s) =>
      s
        .user("Write tests for the new dispute model.")
        .file("Read", "disputes/models.py")
        .bash("ls tests/factories/", "__init__.py\naccounts.py\ncustomers.py\npayments.py")
        .assistant("I see factory_boy factories under tests/factories. Shall I add a DisputeFactory there, or use fixtures like disputes/fixtures/sample.json?")
        .user(
          "Factories. The JSON fixtures are deprecated here and should not be used for new tests; everything new uses factory_boy factories in tests/factories/. And the factories must use Faker with the `en_GB` locale and never real customer data — that is a GDPR requirement, FIN-2140.",
        )
        .file("Write", "tests/factories/disputes.py")
        .file("Write", "disputes/tests/test_models.py")
        .bash("pytest --ds=config.settings.test disputes/", "....... [100%]\n7 passed in 1.20s")
        .stop("DisputeFactory added; 7 tests pass."),
    planted: [
      { kind: "instruction", keys: ["factory_boy"] },
      { kind: "instruction", keys: ["en_gb"] },
    ],
  },
  {
    id: "b195-empty-dependabot",
    build: (s) =>
      s
        .user("There are six Dependabot PRs open. Anything urgent among them?")
        .bash(
          "gh pr list --label dependencies --json title --jq '.[].title'",
          "Bump sqlparse from 0.4.4 to 0.5.0\nBump urllib3 from 2.0.7 to 2.2.2\nBump pillow from 10.0.1 to 10.3.0\nBump gunicorn from 21.2.0 to 22.0.0\nBump certifi from 2023.7.22 to 2024.7.4\nBump jinja2 from 3.1.3 to 3.1.4",
        )
        .assistant("sqlparse 0.5.0 and gunicorn 22.0.0 fix published CVEs (a DoS and request smuggling). The rest are routine. I'd look at gunicorn first.")
        .user("Is gunicorn 22 a breaking change for us?")
        .assistant("The changelog mentions stricter header parsing; our nginx config does not send anything unusual, so probably not, but I haven't tested it.")
        .user("OK, thanks, that is what I wanted to know.")
        .stop(),
    planted: [],
  },
  {
    id: "b195-feature-flags",
    build: (s) =>
      s
        .user("How are feature flags done here? I need one for the new statement design.")
        .bash(
          "grep -n waffle requirements/base.txt config/settings/base.py",
          'requirements/base.txt:77:django-waffle==4.1.0\nconfig/settings/base.py:44:    "waffle",',
        )
        .assistant("The project uses django-waffle 4.1.0. Flags are created in the admin or with the waffle_flag management command.")
        .user(
          "Yes. One convention: waffle flags are created only through data migrations, never by hand in the admin, so that staging and production are reproducible and the change is auditable (SOX, FIN-2205). Name them `ff_<team>_<feature>`. Add `ff_statements_new_design` please.",
        )
        .bash(
          "python manage.py makemigrations statements --empty --name add_ff_statements_new_design",
          "Migrations for 'statements':\n  statements/migrations/0019_add_ff_statements_new_design.py",
        )
        .file("Edit", "statements/migrations/0019_add_ff_statements_new_design.py")
        .stop("Flag migration added."),
    planted: [
      { kind: "instruction", keys: ["waffle", "data migration"] },
      { kind: "instruction", keys: ["ff_"] },
    ],
  },
  {
    id: "b195-api-versioning",
    build: (s) =>
      s
        .user("The partner API needs a breaking change to the transfer payload. How do we version it?")
        .bash("grep -n 'path(\"api' config/urls.py", '18:    path("api/", include("api.urls")),')
        .assistant(
          "There is no versioning today. DRF supports URLPathVersioning (/api/v2/...) or AcceptHeaderVersioning (Accept: application/json; version=2). Path versioning is easier for partners to see in their logs; header versioning keeps URLs stable.",
        )
        .user("Partners already struggle with headers, so URL path versioning: /api/v2/. v1 stays frozen. FIN-2371.")
        .file("Edit", "config/urls.py")
        .file("Edit", "config/settings/base.py")
        .assistant("Added URLPathVersioning with v1 and v2; v1 routes are unchanged.")
        .user("Thanks. We also owe partners six months' notice before v1 is switched off — contractual, in the partner agreement, clause 9.2.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["urlpathversioning"] },
      { kind: "fact", keys: ["six months"] },
    ],
  },
  {
    id: "b195-pdf-library",
    build: (s) =>
      s
        .user("Statements are rendered with xhtml2pdf and the layout breaks on long IBANs. Alternatives?")
        .file("Read", "statements/pdf.py")
        .assistant(
          "WeasyPrint handles CSS much better and is what most Django shops use now; it needs Pango in the Docker image. ReportLab is lower-level and would mean rewriting the templates.",
        )
        .user("We switch to WeasyPrint. I do not want to rewrite templates. FIN-2376.")
        .file("Edit", "docker/web.Dockerfile")
        .file("Edit", "statements/pdf.py")
        .bash("docker build -f docker/web.Dockerfile -t web:weasy . 2>&1 | tail -2", "Successfully built 4f1e2d3c5b6a\nSuccessfully tagged web:weasy")
        .assistant("Switched to WeasyPrint; the image builds and is 38 MB larger because of Pango.")
        .user(
          "Acceptable. Later we still need to get the new image re-scanned by the vulnerability scanner before it reaches production — that is a PCI requirement, so add it to the follow-ups.",
        )
        .stop("Added to the follow-ups."),
    planted: [
      { kind: "decision", keys: ["weasyprint"] },
      { kind: "task", keys: ["re-scan"] },
    ],
  },
  {
    id: "b195-outbox",
    build: (s) =>
      s
        .user("Ledger events are sometimes published to Kafka even though the transaction rolled back. Why?")
        .file("Read", "ledger/events.py")
        .assistant(
          "post_save publishes to Kafka immediately, inside the transaction. If the transaction rolls back later, the event is already out. transaction.on_commit would fix the rollback case, but a crash between commit and publish would lose the event.",
        )
        .user("What about a transactional outbox table?")
        .assistant(
          "That covers both: write the event to a ledger_outbox table in the same transaction, and a relay task publishes and marks rows as sent. It costs one more table and a Celery beat task.",
        )
        .user("Yes, we adopt the transactional outbox for ledger events. It is the only approach the auditors will accept for FIN-2380.")
        .file("Write", "ledger/outbox.py")
        .bash(
          "python manage.py makemigrations ledger --name ledger_outbox",
          "Migrations for 'ledger':\n  ledger/migrations/0031_ledger_outbox.py\n    - Create model OutboxEvent",
        )
        .stop("ledger_outbox model and relay added."),
    planted: [{ kind: "decision", keys: ["outbox"] }],
  },
  {
    id: "b195-search-backend",
    build: (s) =>
      s
        .user("Customer search in the back office is slow. What does it use?")
        .bash(
          "grep -rn 'icontains' backoffice/views/search.py",
          "backoffice/views/search.py:31:    qs = Customer.objects.filter(Q(name__icontains=q) | Q(email__icontains=q))",
        )
        .assistant(
          "It runs icontains on name and email over about 2.1 million customers, with no index that can serve it. Options: pg_trgm GIN indexes, Postgres full-text search, or OpenSearch.",
        )
        .user("Not OpenSearch, another system holding PII is an audit headache. We add pg_trgm GIN indexes on name and email. Decision recorded in FIN-2383.")
        .file("Write", "customers/migrations/0058_trgm_indexes.py")
        .bash(
          "python manage.py sqlmigrate customers 0058 | head -3",
          'BEGIN;\nCREATE EXTENSION IF NOT EXISTS pg_trgm;\nCREATE INDEX CONCURRENTLY "customer_name_trgm" ON "customers_customer" USING gin ("name" gin_trgm_ops);',
        )
        .assistant("Migration 0058 adds the extension and both GIN indexes concurrently.")
        .user(
          "Note that the production DB role cannot run CREATE EXTENSION; the DBA team (ticket queue DBA) has to enable pg_trgm first. That is a pending request I still need to file.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["pg_trgm"] },
      { kind: "fact", keys: ["create extension"] },
      { kind: "task", keys: ["dba"] },
    ],
  },
  {
    id: "b195-card-tokenisation",
    build: (s) =>
      s
        .user("Where do we store card numbers? The QSA asks for the data-flow diagram for FIN-2390.")
        .bash(
          "grep -rn 'pan\\b\\|card_number' --include=models.py .",
          "cards/models.py:19:    token = models.CharField(max_length=64)  # vault token, see cards/vault.py",
        )
        .file("Read", "cards/vault.py")
        .assistant(
          "We do not store PANs. cards/vault.py sends the PAN from the hosted fields straight to the processor's vault and keeps only the returned token and the last four digits. The Django app never sees the full PAN, so it should be outside the cardholder data environment.",
        )
        .user(
          "Correct, I confirmed it with the QSA last year: the monolith is out of PCI scope because only the vault token and last4 ever reach it. Keep it that way: a full card number must never be accepted by any Django view or serializer, even temporarily. If a feature seems to need it, stop and ask me.",
        )
        .file("Write", "docs/compliance/card-data-flow.md")
        .stop("Data-flow note written to docs/compliance/card-data-flow.md."),
    planted: [
      { kind: "fact", keys: ["vault token", "last4"] },
      { kind: "instruction", keys: ["card number"] },
    ],
  },
  {
    id: "b195-empty-coffee",
    build: (s) =>
      s
        .user("Back from the audit kick-off meeting. Three hours of walkthroughs, I need a coffee first.")
        .assistant("Welcome back. Shall I summarise what changed on main while you were away?")
        .user("Yes, briefly.")
        .bash("git log --oneline --since=4.hours main", "e4d5c6b disputes: add chargeback reason codes\n7a8b9c0 statements: fix footer alignment")
        .assistant("Two commits: chargeback reason codes in disputes, and a footer alignment fix in statements. Nothing touching payments or ledger.")
        .user("Good. Did the auditors' sample list arrive by email, do you know?")
        .assistant("I have no access to email, so I can't tell.")
        .user("Fair enough, I'll check myself.")
        .stop(),
    planted: [],
  },
  {
    id: "b195-sql-raw",
    build: (s) =>
      s
        .user("The month-end reconciliation query takes 40 minutes through the ORM. I'd like to try raw SQL for it.")
        .file("Read", "reconciliation/queries.py")
        .assistant(
          "The ORM version builds a subquery per account. A single raw SQL statement with a window function would likely be much faster. Would raw SQL be allowed under your code review rules?",
        )
        .user(
          "It is allowed, with conditions — write them down: raw SQL lives only in `*/sql/*.sql` files loaded with `core.sql.load()`, never inline strings, and every parameter goes through the `%s` placeholders; our SAST rule from FIN-2155 flags anything else. Go ahead and rewrite it that way.",
        )
        .file("Write", "reconciliation/sql/month_end.sql")
        .file("Edit", "reconciliation/queries.py")
        .bash("python manage.py reconcile --month 2026-10 --dry-run", "Reconciled 184233 accounts in 97.4s; 0 mismatches")
        .assistant("The raw SQL version reconciles October in 97 seconds with no mismatches.")
        .user("Excellent. We will keep the raw SQL version and delete the ORM path; the 97-second run is a good enough reason.")
        .file("Edit", "reconciliation/queries.py")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["core.sql.load"] },
      { kind: "decision", keys: ["raw sql", "orm"] },
    ],
  },
  {
    id: "b195-staging-env",
    build: (s) =>
      s
        .user("Deploy the dispute changes to staging, please.")
        .bash("make deploy ENV=staging", "Error: namespace 'staging' not found in cluster fin-eu-west-1", 2)
        .assistant("The deploy failed: there is no 'staging' namespace in fin-eu-west-1. Is staging in a different cluster?")
        .user(
          "Yes, sorry. Staging moved to its own cluster, fin-stg-eu-west-1, in September, and the namespace there is called `app`. The Makefile still has the old value; that is a known issue. Deploy with `make deploy ENV=staging KUBE_CONTEXT=fin-stg-eu-west-1` until someone fixes it.",
        )
        .bash(
          "make deploy ENV=staging KUBE_CONTEXT=fin-stg-eu-west-1",
          "deployment.apps/web configured\ndeployment.apps/celery-worker configured\nRollout complete.",
        )
        .assistant("Deployed to staging in fin-stg-eu-west-1.")
        .user("Thanks. Fixing the Makefile default is on me, not for you; I'll do it when I'm back in that part of the repo.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fin-stg-eu-west-1"] },
      { kind: "instruction", keys: ["kube_context"] },
      { kind: "task", keys: ["makefile"] },
    ],
  },
  {
    id: "b195-empty-review",
    build: (s) =>
      s
        .user("Can you read through the diff on FIN-2377-dispute-evidence and tell me if anything stands out?")
        .bash(
          "git diff main...FIN-2377-dispute-evidence --stat",
          " disputes/models.py    | 14 ++++++\n disputes/views.py     | 38 +++++++++++++---\n disputes/tests/test_evidence.py | 52 +++++++++++++++++++\n 3 files changed, 98 insertions(+), 6 deletions(-)",
        )
        .assistant(
          "Looks careful overall. One thing: the upload view checks the file extension but not the content type, so a renamed executable would be accepted. Possibly python-magic could help, or maybe the storage scanner already covers it?",
        )
        .user("I'm not sure whether the S3 scanner covers it. What do you think?")
        .assistant("I can't see the scanner configuration from here, so I don't know.")
        .user("OK, I'll leave a comment on the PR for the author.")
        .stop(),
    planted: [],
  },
  {
    id: "b195-reversal-ownership",
    build: (s) =>
      s
        .user("Who should approve changes to the payment reversal logic? I have a small fix in payments/reversals.py.")
        .bash("cat CODEOWNERS | grep -n reversals", "14:/payments/reversals.py @fin/payments-core @fin/finance-controls")
        .assistant("CODEOWNERS lists both @fin/payments-core and @fin/finance-controls for payments/reversals.py.")
        .user(
          "Right, and that's not an accident: reversals post journal entries, so Finance Controls (Amara Okafor's team) signs off on every change there under SOX. Please open the PR with both teams as reviewers. Also, TODO for the reversal code in general: the reversal of a partially refunded payment still posts the full amount — FIN-2392, to be fixed in the next sprint, not now.",
        )
        .file("Edit", "payments/reversals.py")
        .bash(
          "gh pr create --title 'FIN-2391 reversal memo field' --reviewer fin/payments-core,fin/finance-controls --body-file /tmp/pr.md",
          "https://github.example.com/fin/monolith/pull/4821",
        )
        .stop("PR #4821 opened with both teams as reviewers."),
    planted: [
      { kind: "fact", keys: ["amara"] },
      { kind: "task", keys: ["partially refunded"] },
    ],
  },
  {
    id: "b195-session-timeout",
    build: (s) =>
      s
        .user("Customers complain they are logged out too quickly. What is the session timeout?")
        .bash("grep -n SESSION_COOKIE_AGE config/settings/base.py", "71:SESSION_COOKIE_AGE = 300  # PSD2 RTS Art. 4(3)(d)")
        .assistant("SESSION_COOKIE_AGE is 300 seconds, and the comment cites PSD2 RTS Article 4(3)(d). Could we raise it to 15 minutes?")
        .user(
          "No. PSD2's strong customer authentication rules cap inactivity at five minutes for online banking sessions, so the 300 seconds is a regulatory limit, not a preference of ours; Compliance confirmed it in FIN-2098. What we can do is warn the user at four minutes. Let's do the warning with a small JS countdown in the base template.",
        )
        .file("Edit", "templates/base.html")
        .file("Write", "static/js/session-warning.js")
        .assistant("Added a countdown that shows a warning with a 'Stay signed in' button at 240 seconds.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["psd2", "five minutes"] },
      { kind: "decision", keys: ["warn", "four minutes"] },
    ],
  },
  {
    id: "b195-secrets",
    build: (s) =>
      s
        .user("I need a new API key for the open-banking aggregator in the app. Where do I put it?")
        .bash(
          "grep -n 'env(' config/settings/base.py | head -4",
          '12:SECRET_KEY = env("DJANGO_SECRET_KEY")\n13:DATABASE_URL = env("DATABASE_URL")\n14:FIELD_ENCRYPTION_KEY = env("FIELD_ENCRYPTION_KEY")\n15:RATESFEED_API_KEY = env("RATESFEED_API_KEY")',
        )
        .assistant("Settings read secrets from environment variables with django-environ. Where do the variables come from in production?")
        .user(
          "From AWS Secrets Manager, injected by the External Secrets operator; the path convention is `fin/<env>/<service>/<NAME>`. Do not put secrets in .env files that get committed, and not in the Helm values either. For this key, please add `OBA_API_KEY` to settings; I'll create the secret.",
        )
        .file("Edit", "config/settings/base.py")
        .assistant("OBA_API_KEY is read with env() in base settings.")
        .user("We also need to add the key to the quarterly secret-rotation runbook before go-live. Remind me on Monday.")
        .stop("Will do."),
    planted: [
      { kind: "fact", keys: ["external secrets"] },
      { kind: "instruction", keys: ["helm"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b195-celery-serializer",
    build: (s) =>
      s
        .user("A Celery task failed with 'Object of type Decimal is not JSON serializable'. Should we switch the serializer to pickle?")
        .bash("grep -n serializer config/celery.py", '12:app.conf.task_serializer = "json"\n13:app.conf.accept_content = ["json"]')
        .assistant(
          "Pickle would accept Decimal, but it allows code execution if anyone can write to the broker. Alternatives: pass amounts as strings and convert in the task, or register a custom kombu JSON encoder for Decimal.",
        )
        .user(
          "Not pickle, that would fail the pen-test finding from FIN-2051. We pass money amounts as strings into tasks and convert back with Decimal(); no custom encoder. Fix the failing task that way.",
        )
        .file("Edit", "payouts/tasks.py")
        .bash("pytest --ds=config.settings.test payouts/", "............ [100%]\n12 passed in 2.06s")
        .stop("The payout task now takes the amount as a string; 12 tests pass."),
    planted: [{ kind: "decision", keys: ["strings"] }],
  },
  {
    id: "b195-statement-export",
    build: (s) =>
      s
        .user("Business customers want machine-readable statements. We currently offer MT940 only, via statements/exporters/mt940.py.")
        .file("Read", "statements/exporters/mt940.py")
        .assistant(
          "Most banks are moving to ISO 20022 camt.053, and SWIFT is retiring MT statement messages in cross-border payments. We could add camt.053 next to MT940, or replace MT940 outright, though that would break existing integrations.",
        )
        .user("Hmm, what would replacing cost us?")
        .assistant(
          "Around 300 business customers download MT940 at least monthly, according to the export logs. They would all need to change their accounting imports.",
        )
        .user(
          "Then we add camt.053 as a second format now and make it the default for new business customers; existing customers keep MT940 until they opt in. Please record that against FIN-2398. Eventually MT940 has to be retired, but that needs a customer communication plan first — leave that open as FIN-2399.",
        )
        .file("Write", "statements/exporters/camt053.py")
        .bash("pytest --ds=config.settings.test statements/exporters/", "........ [100%]\n8 passed in 1.31s")
        .stop("camt.053 exporter added alongside MT940; 8 tests pass."),
    planted: [
      { kind: "decision", keys: ["camt.053"] },
      { kind: "task", keys: ["mt940", "retire"] },
    ],
  },
];

export const BLIND195 = plantedSet(BLIND195_SESSIONS, Date.UTC(2026, 10, 23, 9));
