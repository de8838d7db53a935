/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * A planted set for the long-term-memory extractor in the style of everyday sessions in
 * Python/Django and Ruby on Rails shops, in Claude Code voice: moderate noise (routine requests
 * done in the same session, test runs, small talk), with items said by both the user and the
 * assistant. Each session is one segment; the items planted in it are listed with it. Every
 * other message must give nothing: questions, hypotheses, proposals the user rejects or never
 * confirms, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output (some with
 * "always", "never" or "TODO" in them), chit-chat, and requests that the agent completes in the
 * same session. Superseded decisions plant only the later decision. 73 items (17 decisions,
 * 19 instructions, 21 facts, 16 tasks) in 64 sessions, 17 of which plant nothing; 157 of the 291
 * user/assistant messages carry no item's key words (64 of them in the empty sessions).
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

export const TUNING76_SESSIONS: BlindSession[] = [
  {
    id: "t76-reminder-schedule",
    build: (s) =>
      s
        .user("the nightly invoice reminders are going out twice again. can you look at reminders/tasks.py")
        .bash(
          "grep -rn send_invoice_reminders reminders/ config/ deploy/",
          'reminders/tasks.py:14:def send_invoice_reminders():\nconfig/settings/base.py:88:    "send-invoice-reminders": {"task": "reminders.tasks.send_invoice_reminders",\ndeploy/cron.d/reminders:3:0 6 * * * app python manage.py send_reminders',
        )
        .assistant(
          "Found it: the job is registered twice, once in `CELERY_BEAT_SCHEDULE` and once as a cron line in `deploy/cron.d/reminders`. Which one should I drop?",
        )
        .user("drop the cron line, keep beat")
        .assistant("Removing `deploy/cron.d/reminders` then.")
        .user(
          "hmm wait, no. ops want every schedule in one place and they already own the box's crontab. move the reminders to the system crontab and take them out of beat entirely. that's final",
        )
        .file("Edit", "config/settings/base.py")
        .bash("pytest reminders -q", "......                                                   [100%]\n6 passed in 1.84s")
        .assistant("Done: the reminders now run only from the system crontab, the beat entry is gone, and `pytest reminders` passes (6 tests).")
        .user("good. and from here on any new scheduled job goes in the crontab too, not beat")
        .assistant("Understood, new scheduled jobs go in the crontab.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["system crontab"] },
      { kind: "instruction", keys: ["scheduled job", "crontab"] },
    ],
  },
  {
    id: "t76-rubocop-push",
    build: (s) =>
      s
        .user("CI is red on my branch, something about style? pls fix")
        .bash(
          "bundle exec rubocop app/models/order.rb",
          "app/models/order.rb:42:5: C: Style/GuardClause: Use a guard clause (return unless paid?) instead of wrapping the code inside a conditional expression.\n1 file inspected, 1 offense detected, 1 offense autocorrectable",
        )
        .bash("bundle exec rubocop -a app/models/order.rb", "1 file inspected, 1 offense detected, 1 offense corrected")
        .assistant("Fixed the one offense in `app/models/order.rb` (a guard clause). Rubocop is clean now.")
        .user("thx. pls always run `bundle exec rubocop -a` on the files you touched before you say you're done, CI is strict about it")
        .assistant("Will do: rubocop with autocorrect on touched files before I finish.")
        .user("also fyi we're stuck on ruby 3.2 because the heroku-22 stack image we use doesn't ship 3.3 yet")
        .assistant("Noted, Ruby 3.2 because of the heroku-22 stack.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["rubocop"] },
      { kind: "fact", keys: ["ruby 3.2"] },
    ],
  },
  {
    id: "t76-billing-migration",
    build: (s) =>
      s
        .user("add a `tax_region` CharField to billing.Invoice, nullable, and make the migration")
        .file("Edit", "billing/models.py")
        .bash(
          "python manage.py makemigrations billing",
          "Migrations for 'billing':\n  billing/migrations/0087_invoice_tax_region.py\n    - Add field tax_region to invoice",
        )
        .bash(
          "python manage.py migrate billing",
          "Operations to perform:\n  Apply all migrations: billing\nRunning migrations:\n  Applying billing.0087_invoice_tax_region... OK",
        )
        .assistant("Added `tax_region` (nullable `CharField(max_length=16)`) and migration 0087; it applies cleanly.")
        .user("87 migrations in one app lol. we should squash the billing migrations at some point, not today though. leave it on the list")
        .assistant("Okay, squashing the billing migrations stays open for later.")
        .stop(),
    planted: [{ kind: "task", keys: ["squash"] }],
  },
  {
    id: "t76-sidekiq-webhooks",
    build: (s) =>
      s
        .user("why did the stripe webhook job run 25 times for the same event yesterday??")
        .bash(
          "grep -n sidekiq_options app/jobs/stripe_webhook_job.rb config/sidekiq.yml",
          "config/sidekiq.yml:2::concurrency: 5\napp/jobs/stripe_webhook_job.rb:3:  # sidekiq_options retry: 25 # default, always retries",
        )
        .assistant(
          "The job uses Sidekiq's default of 25 retries, and the handler raises on a duplicate event, so each retry ran the handler again. Options: make the handler idempotent, or turn retries off for this job.",
        )
        .user("maybe both? idk")
        .assistant("Idempotency alone would stop the duplicate side effects; retries would still fire for real failures, which might be what you want.")
        .user("ok decision: no retries for the webhook job, failed ones go to the dead set and we replay them by hand from the Sidekiq UI")
        .file("Edit", "app/jobs/stripe_webhook_job.rb")
        .bash(
          "bundle exec rspec spec/jobs/stripe_webhook_job_spec.rb",
          "....\n\nFinished in 0.41 seconds (files took 2.3 seconds to load)\n4 examples, 0 failures",
        )
        .assistant(
          "Set `sidekiq_options retry: 0` on `StripeWebhookJob`; the spec passes. For the record, Sidekiq runs with concurrency 5 from `config/sidekiq.yml` on the worker dyno.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["webhook", "retries"] },
      { kind: "fact", keys: ["concurrency 5"] },
    ],
  },
  {
    id: "t76-smalltalk-deploy",
    build: (s) =>
      s
        .user("morning. is the test suite green on main?")
        .bash(
          "pytest -q",
          "........................................................ [ 40%]\n...................................................................... [100%]\n142 passed, 3 skipped in 38.20s",
        )
        .assistant("Yes: 142 passed, 3 skipped on main.")
        .user("nice, long week. friday deploys are cursed anyway")
        .assistant("Ha, fair. Anything you want me to look at before the weekend?")
        .user("nah that's all, ty")
        .stop(),
    planted: [],
  },
  {
    id: "t76-pytest-factories",
    build: (s) =>
      s
        .user("write a test for the new `OrderQuerySet.overdue()` method")
        .file("Read", "orders/models.py")
        .assistant("The test factories live in `tests/factories.py` (factory_boy), so I'll build the orders with `OrderFactory` there.")
        .file("Write", "tests/orders/test_overdue.py")
        .bash("python manage.py test orders", "Creating test database for alias 'default'...\nRan 31 tests in 12.010s\nOK")
        .assistant("Test added, `manage.py test orders` passes.")
        .user("pls don't use manage.py test, we run everything with `pytest -n auto`. the manage.py runner skips our conftest fixtures")
        .bash("pytest -n auto tests/orders", "8 workers [31 items]\n...............................                          [100%]\n31 passed in 5.02s")
        .assistant("Switched to `pytest -n auto`: 31 passed.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["factories"] },
      { kind: "instruction", keys: ["pytest -n auto"] },
    ],
  },
  {
    id: "t76-devise-lockout",
    build: (s) =>
      s
        .user("the login page throws when the email has a trailing space")
        .bash(
          "bundle exec rspec spec/requests/sessions_spec.rb",
          "F...\n\nFailures:\n  1) Sessions signs in with a padded email\n     Failure/Error: expect(response).to redirect_to(root_path)\n4 examples, 1 failure",
        )
        .file("Edit", "config/initializers/devise.rb")
        .assistant(
          "Added `:email` to `config.strip_whitespace_keys` in the Devise initializer; the spec passes now. While I was in there: would it be worth moving to Rodauth? It handles this and lockout out of the box.",
        )
        .user(
          "no, we're staying on devise, a migration isn't worth it for us. but account lockout after 5 failed logins is something we need to add, not today, make a note",
        )
        .assistant("Staying on Devise. Lockout after 5 failed logins is left open for a later change.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["devise"] },
      { kind: "task", keys: ["lockout"] },
    ],
  },
  {
    id: "t76-drf-pagination",
    build: (s) =>
      s
        .user("/api/events is slow on page 4000+, offset pagination i guess?")
        .bash("python manage.py shell -c \"from django.db import connection; print(connection.queries[-1]['time'])\"", "4.812")
        .assistant(
          "Yes, `LimitOffsetPagination` makes Postgres walk every skipped row. Cursor pagination on `(created_at, id)` would keep each page constant. The catch: clients can't jump to page N anymore.",
        )
        .user("nobody jumps to page 4000 on purpose. go with cursor pagination for /api/events")
        .file("Edit", "events/api/views.py")
        .bash("pytest tests/events -q", "..........                                               [100%]\n10 passed in 2.11s")
        .assistant("Switched `EventViewSet` to `CursorPagination` ordered by `-created_at`; tests pass.")
        .user(
          "oh and general rule for this codebase: keep business logic out of serializers, it goes in the services/ module. I saw some creeping into EventSerializer",
        )
        .assistant("Got it, serializers stay thin and logic lives in `services/`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cursor pagination"] },
      { kind: "instruction", keys: ["serializers"] },
    ],
  },
  {
    id: "t76-slow-admin-guess",
    build: (s) =>
      s
        .user("the django admin changelist for customers takes like 10s, why")
        .bash(
          'python manage.py shell -c "from customers.admin import CustomerAdmin; print(CustomerAdmin.list_display)"',
          "('name', 'email', 'plan', 'open_invoice_count')",
        )
        .assistant(
          "`open_invoice_count` is a method column, so it might be running one query per row. It could also be the `plan` foreign key without `list_select_related`. I haven't profiled it yet.",
        )
        .user("could be the count yeah. or maybe the db is just slow today?")
        .assistant("Possibly. Want me to add django-debug-toolbar locally and measure before changing anything?")
        .user("not now, I'll poke at it myself later")
        .stop(),
    planted: [],
  },
  {
    id: "t76-staging-seeds",
    build: (s) =>
      s
        .user("can you reproduce the invoice pdf bug against staging data?")
        .bash("heroku pg:info -a shop-staging | head -3", "=== DATABASE_URL\nPlan:        Standard 0\nStatus:      Available")
        .assistant("Before I pull data: is staging's database real customer data?")
        .user("it's a nightly copy of prod with emails and phone numbers scrubbed, so yes real shapes, fake contact info")
        .bash("bin/rails runner 'puts Invoice.where(pdf_status: :failed).count'", "3")
        .assistant(
          "Reproduced on 3 failed invoices: all have line items with a nil `tax_rate`. I patched `InvoicePdf#line_total` to treat nil as zero and the three render now.",
        )
        .user("great. side note db/seeds.rb has been broken since the tenant change, someone needs to fix it. not you, not today")
        .assistant("Noted as open: db/seeds.rb needs fixing after the tenant change.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nightly copy"] },
      { kind: "task", keys: ["seeds"] },
    ],
  },
  {
    id: "t76-settings-secrets",
    build: (s) =>
      s
        .user("add the SENDGRID key to settings so the password reset emails work")
        .file("Read", "config/settings/prod.py")
        .assistant(
          'I see `config/settings/prod.py` already reads other keys with `env("...")` from django-environ. Should I hardcode the key for now and swap it out later?',
        )
        .user("no. never put secrets in settings files, they come from the environment through django-environ, every time")
        .file("Edit", "config/settings/base.py")
        .bash(
          "DJANGO_SETTINGS_MODULE=config.settings.test pytest accounts -q",
          "........                                                 [100%]\n8 passed in 1.40s",
        )
        .assistant(
          'Added `SENDGRID_API_KEY = env("SENDGRID_API_KEY")` and the accounts tests pass. Worth knowing: production runs with `DJANGO_SETTINGS_MODULE=config.settings.prod`, set on the app servers.',
        )
        .user("yep that's right")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["secrets"] },
      { kind: "fact", keys: ["config.settings.prod"] },
    ],
  },
  {
    id: "t76-bullet-n1",
    build: (s) =>
      s
        .user("orders#index is doing a query per line item, fix the N+1")
        .bash(
          "bin/rails test test/controllers/orders_controller_test.rb",
          "USE eager loading detected\n  Order => [:line_items]\n  Add to your query: .includes([:line_items])\n1 runs, 1 assertions, 0 failures",
        )
        .file("Edit", "app/controllers/orders_controller.rb")
        .assistant("Added `.includes(:line_items)` in `OrdersController#index`; the Bullet warning is gone.")
        .user("ty. keep bullet enabled in development and test and treat its warnings as failures — Bullet.raise = true stays on")
        .assistant("Understood: Bullet stays on with `Bullet.raise = true` in development and test.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["bullet"] }],
  },
  {
    id: "t76-chat-python-version",
    build: (s) =>
      s
        .user("quick one, what python does this venv have?")
        .bash("python --version", "Python 3.11.9")
        .assistant("Python 3.11.9.")
        .user("ok cool. and is 3.13 out yet or still beta?")
        .assistant("3.13 has been out since October 2024.")
        .user("huh, time flies")
        .stop(),
    planted: [],
  },
  {
    id: "t76-postgres-upgrade",
    build: (s) =>
      s
        .user("does our django version support Postgres 16? thinking about the RDS upgrade")
        .bash("pip show django | head -2", "Name: Django\nVersion: 4.2.16")
        .bash("psql \"$DATABASE_URL\" -tc 'show server_version'", " 14.12")
        .assistant("Django 4.2 supports PostgreSQL 12 through 16. The database is on Postgres 14.12 right now (RDS).")
        .user("right, we're on rds postgres 14. the upgrade to 16 needs to happen before RDS extended support kicks in next year, it's on us to schedule it")
        .assistant("Okay, the Postgres 16 upgrade is an open item before extended support starts.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["postgres 14"] },
      { kind: "task", keys: ["upgrade", "16"] },
    ],
  },
  {
    id: "t76-mailer-later",
    build: (s) =>
      s
        .user("checkout is slow when the order confirmation email is sent, it's blocking the request right?")
        .bash(
          "grep -rn deliver_now app/",
          "app/controllers/checkouts_controller.rb:31:    OrderMailer.confirmation(@order).deliver_now\napp/models/user.rb:77:    UserMailer.welcome(self).deliver_now",
        )
        .assistant("Yes, `deliver_now` in `CheckoutsController#create` sends over SMTP inside the request. There's a second one in `User#send_welcome`.")
        .user("ok we're switching all mailers to deliver_later, through sidekiq. do both now")
        .file("Edit", "app/controllers/checkouts_controller.rb")
        .file("Edit", "app/models/user.rb")
        .bash("bundle exec rspec spec/mailers spec/requests/checkouts_spec.rb", ".........\n\n9 examples, 0 failures")
        .assistant("Both calls use `deliver_later` now; specs pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["deliver_later"] }],
  },
  {
    id: "t76-quoted-linter",
    build: (s) =>
      s
        .user("what does this ruff rule mean? `B006 Do not use mutable data structures for argument defaults`")
        .bash("ruff check catalog/utils.py", "catalog/utils.py:12:28: B006 Do not use mutable data structures for argument defaults\nFound 1 error.")
        .assistant(
          "A default like `def f(tags=[])` is created once and shared by every call, so appending to it leaks between calls. The usual fix is `tags=None` and `tags = tags or []` inside. Want me to change it?",
        )
        .user("yes pls")
        .file("Edit", "catalog/utils.py")
        .bash("ruff check catalog/utils.py", "All checks passed!")
        .assistant("Fixed, ruff passes.")
        .stop(),
    planted: [],
  },
  {
    id: "t76-sentry-env",
    build: (s) =>
      s
        .user("errors from review apps are showing up as production in sentry, super confusing")
        .bash("grep -n environment config/initializers/sentry.rb", "4:  config.environment = Rails.env # always 'production' on heroku")
        .assistant(
          "Review apps run with `RAILS_ENV=production`, so `Rails.env` can't tell them apart. Heroku sets `HEROKU_APP_NAME` on review apps; I could use that.",
        )
        .user("do that. sentry environment = HEROKU_APP_NAME when it's set, else Rails.env. that's the rule going forward")
        .file("Edit", "config/initializers/sentry.rb")
        .bash("bin/rails runner 'puts Sentry.configuration.environment'", "production")
        .assistant("Changed; locally it still says `production` since `HEROKU_APP_NAME` isn't set here, which is the fallback.")
        .user("btw the sentry project for the api is `shop-api`, the frontend one is `shop-web`, people mix them up")
        .stop(),
    planted: [
      { kind: "decision", keys: ["heroku_app_name"] },
      { kind: "fact", keys: ["shop-api"] },
    ],
  },
  {
    id: "t76-celery-queue-fact",
    build: (s) =>
      s
        .user("the pdf export task is stuck in PENDING forever")
        .bash("celery -A config inspect active_queues", "-> celery@worker-1: OK\n    * {'name': 'default'}\n-> celery@worker-2: OK\n    * {'name': 'default'}")
        .assistant(
          "No worker consumes the `exports` queue: both workers only listen on `default`, and `ExportPdfTask` is routed to `exports` in `CELERY_TASK_ROUTES`.",
        )
        .user("ah right, the exports worker is a separate ECS service, `shop-worker-exports`, and it got scaled to 0 during the cost cleanup")
        .bash("aws ecs update-service --cluster shop --service shop-worker-exports --desired-count 1 --query service.desiredCount", "1")
        .assistant("Scaled `shop-worker-exports` back to 1; the task finished a minute later.")
        .user("we still need an alert for when a queue has no consumers. can you leave that as a follow-up, don't build it now")
        .assistant("Leaving it open: an alert for queues with no consumers.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["shop-worker-exports"] },
      { kind: "task", keys: ["alert", "consumers"] },
    ],
  },
  {
    id: "t76-rspec-style",
    build: (s) =>
      s
        .user("write specs for the coupon redemption service")
        .file("Read", "app/services/coupons/redeem.rb")
        .file("Write", "spec/services/coupons/redeem_spec.rb")
        .bash("bundle exec rspec spec/services/coupons/redeem_spec.rb", "......\n\n6 examples, 0 failures")
        .assistant("Six examples covering valid, expired, already-used and wrong-currency coupons; all pass. I used `let!` for the coupon setup.")
        .user("looks good. one thing for all specs: we use `build_stubbed` unless a spec really needs the database, the suite is slow enough already")
        .file("Edit", "spec/services/coupons/redeem_spec.rb")
        .bash("bundle exec rspec spec/services/coupons/redeem_spec.rb", "......\n\n6 examples, 0 failures")
        .assistant("Switched the setup to `build_stubbed` where the service doesn't query; still 6 passing. I'll default to `build_stubbed` in specs.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["build_stubbed"] }],
  },
  {
    id: "t76-empty-refactor-idea",
    build: (s) =>
      s
        .user("random thought: should we split the monolith's `accounts` app into its own service?")
        .bash("find accounts -name '*.py' | xargs wc -l | tail -1", "  9412 total")
        .assistant(
          "It's about 9.4k lines with foreign keys from orders, billing and support into `accounts.User`, so a split would mean replacing those with API calls. I'd want a concrete pain point first.",
        )
        .user("yeah probably not worth it. just thinking out loud")
        .stop(),
    planted: [],
  },
  {
    id: "t76-uuid-pk",
    build: (s) =>
      s
        .user("new model for `Shipment`. should the pk be a uuid or the usual bigint?")
        .assistant("For anything exposed in URLs a UUID avoids guessable ids; bigint is smaller and faster for joins. The other models use `BigAutoField`.")
        .user("let's do uuid for shipment")
        .assistant("Okay, starting with `UUIDField(primary_key=True)`.")
        .file("Write", "shipping/models.py")
        .user(
          "hmm actually scratch that, keep bigint pks everywhere and add a separate `public_id` uuid column for the urls. same pattern we'll use for any new model",
        )
        .file("Edit", "shipping/models.py")
        .bash(
          "python manage.py makemigrations shipping && pytest shipping -q",
          "Migrations for 'shipping':\n  shipping/migrations/0001_initial.py\n    - Create model Shipment\n....                                                     [100%]\n4 passed in 0.98s",
        )
        .assistant("Shipment now has a `BigAutoField` pk plus a unique `public_id` UUID that the URLs use; migration created and tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["public_id"] }],
  },
  {
    id: "t76-stimulus-turbo",
    build: (s) =>
      s
        .user("add a live search box to the admin products page")
        .file("Read", "app/views/admin/products/index.html.erb")
        .assistant(
          "The frontend here is Hotwire: Turbo frames plus Stimulus controllers under `app/javascript/controllers`, no React anywhere. I'll do the search as a Turbo frame with a small Stimulus debounce controller.",
        )
        .file("Write", "app/javascript/controllers/search_controller.js")
        .file("Edit", "app/views/admin/products/index.html.erb")
        .bash(
          "bin/rails test:system TEST=test/system/admin_products_test.rb",
          "Run options: --seed 4120\n..\n2 runs, 5 assertions, 0 failures, 0 errors, 0 skips",
        )
        .assistant("Live search works (system tests pass).")
        .user("nice. pls no new npm deps for this kind of thing, we're on importmap and want to keep it that way")
        .assistant("Noted: no new npm packages, importmap only.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hotwire"] },
      { kind: "instruction", keys: ["importmap"] },
    ],
  },
  {
    id: "t76-empty-flaky",
    build: (s) =>
      s
        .user("test_checkout_total failed in CI but passes locally, flaky?")
        .bash(
          "pytest tests/checkout/test_totals.py -p no:randomly -q --count 20",
          "....................                                     [100%]\n20 passed in 3.31s",
        )
        .assistant("20 runs in a row pass locally. It might be test order: another test could be leaving a cached exchange rate behind. I'm not sure yet.")
        .user("maybe. or the CI runner's timezone? who knows")
        .assistant("Could be either. If it fails again, the CI log's seed would let me replay the exact order.")
        .user("ok let's wait and see")
        .stop(),
    planted: [],
  },
  {
    id: "t76-redis-cache",
    build: (s) =>
      s
        .user("what cache backend do we use in prod? the product page caching looks like it does nothing")
        .bash(
          "grep -n -A3 CACHES config/settings/prod.py",
          '41:CACHES = {\n42-    "default": {\n43-        "BACKEND": "django.core.cache.backends.redis.RedisCache",\n44-        "LOCATION": env("REDIS_URL"),',
        )
        .assistant("Prod uses Django's built-in `RedisCache` on `REDIS_URL`, the same Redis instance Celery uses as its broker (db 0 for both).")
        .user("oh no, same db for both? that's the bug then, celery's flush on deploy wipes the cache")
        .assistant("That fits: `celery purge` in the deploy script runs `FLUSHDB` on db 0 through the broker connection.")
        .user("yeah move the cache to redis db 1. decided")
        .file("Edit", "config/settings/prod.py")
        .bash("pytest tests/test_settings.py -q", "..                                                       [100%]\n2 passed in 0.31s")
        .assistant("The cache now uses db 1; the settings tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["broker"] },
      { kind: "decision", keys: ["db 1"] },
    ],
  },
  {
    id: "t76-pr-conventions",
    build: (s) =>
      s
        .user("open a PR for this branch")
        .bash("gh pr create --fill --base main", "https://github.com/acme/shop/pull/1893")
        .assistant("Opened https://github.com/acme/shop/pull/1893 with the commit message as the description.")
        .user("thx. for future PRs: title starts with the jira key like `SHOP-123: ...`, and target `develop`, not main. main is only for release merges")
        .bash("gh pr edit 1893 --base develop --title 'SHOP-482: cursor pagination for events'", "https://github.com/acme/shop/pull/1893")
        .assistant("Retargeted #1893 to `develop` with the `SHOP-482:` prefix. I'll follow that for PRs going forward.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["jira"] },
      { kind: "instruction", keys: ["develop"] },
    ],
  },
  {
    id: "t76-timezone-fact",
    build: (s) =>
      s
        .user("the daily sales report shows yesterday's orders under today, off by a few hours")
        .bash("grep -n TIME_ZONE config/settings/base.py", '17:TIME_ZONE = "UTC"\n18:USE_TZ = True')
        .assistant("Settings use UTC, and the report groups by `created_at__date`, which is the UTC date. Are the stores in one timezone?")
        .user("all our stores are in Europe/Berlin, and the finance people read the report in berlin time")
        .file("Edit", "reports/daily_sales.py")
        .bash("pytest tests/reports -q", ".....                                                    [100%]\n5 passed in 0.77s")
        .assistant('The report now groups by `TruncDate("created_at", tzinfo=ZoneInfo("Europe/Berlin"))`; tests pass.')
        .user("there's probably the same bug in the weekly report, but leave that one for another day")
        .assistant("Okay, the weekly report is left as an open follow-up.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["berlin"] },
      { kind: "task", keys: ["weekly report"] },
    ],
  },
  {
    id: "t76-empty-gem-question",
    build: (s) =>
      s
        .user("is there a gem for soft deletes that isn't paranoia? paranoia always bites us with unique indexes")
        .bash("bundle exec gem list | grep -i -E 'paranoia|discard'", "paranoia (2.6.3)")
        .assistant(
          "`discard` is the usual alternative: it adds a `discarded_at` column and scopes but doesn't override `destroy` or default scopes, so unique indexes need a partial index either way.",
        )
        .user("hm ok, something to read about. not switching anything yet")
        .stop(),
    planted: [],
  },
  {
    id: "t76-csv-export",
    build: (s) =>
      s
        .user("customers page export button 500s for big accounts")
        .bash(
          "tail -n 3 log/production.log",
          "Completed 500 Internal Server Error in 30012ms\nRack::Timeout::RequestTimeoutException (Request waited 30000ms)\n  app/controllers/exports_controller.rb:12:in `customers'",
        )
        .assistant(
          "It times out at 30 s (rack-timeout) while building the CSV in the request. I raised the batch size in `find_each` so small accounts are faster, but accounts with more than ~50k customers will still time out.",
        )
        .bash("bundle exec rspec spec/requests/exports_spec.rb", "...\n\n3 examples, 0 failures")
        .assistant(
          "Still open after this: the CSV export for large accounts needs to move to a background job that emails a download link. I haven't started that.",
        )
        .user("yep agreed, that's the next thing for exports")
        .stop(),
    planted: [{ kind: "task", keys: ["csv export", "background"] }],
  },
  {
    id: "t76-poetry-uv",
    build: (s) =>
      s
        .user("poetry lock takes 4 minutes again 🙄")
        .bash("time poetry lock --no-update", "Resolving dependencies... (241.3s)\nWriting lock file\n\nreal\t4m2.114s")
        .assistant(
          "Yep, 4 minutes. `uv` resolves the same pyproject in seconds, and it can read a `[project]` table. Switching would mean converting `[tool.poetry]` to PEP 621 and updating the Dockerfile and CI.",
        )
        .user("let's think about it")
        .assistant("Sure. I can make a branch with the conversion when you want to compare.")
        .user("ok talked to Maria, we're moving from poetry to uv. do the conversion on a branch and I'll review")
        .bash(
          "git switch -c chore/uv && uvx migrate-to-uv && uv lock",
          "Switched to a new branch 'chore/uv'\nSuccessfully migrated project from Poetry to uv!\nResolved 118 packages in 1.92s",
        )
        .file("Edit", "Dockerfile")
        .assistant("Converted on `chore/uv`: pyproject in PEP 621 form, `uv.lock` written (1.9 s), Dockerfile uses `uv sync --frozen`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["uv"] }],
  },
  {
    id: "t76-maria-owner",
    build: (s) =>
      s
        .user("who should review the payments change? I don't want to ping the wrong person")
        .bash("cat .github/CODEOWNERS | grep payments", "/payments/ @acme/payments-team @mhoffmann")
        .assistant("CODEOWNERS lists `@acme/payments-team` and `@mhoffmann` for `/payments/`.")
        .user("right, Maria Hoffmann owns payments, she's the one who signs off on anything touching the stripe gateway")
        .assistant("Got it. I'll request her review on the PR.")
        .bash("gh pr edit 1901 --add-reviewer mhoffmann", "https://github.com/acme/shop/pull/1901")
        .stop(),
    planted: [{ kind: "fact", keys: ["maria", "payments"] }],
  },
  {
    id: "t76-empty-log-always",
    build: (s) =>
      s
        .user("what's this warning in the deploy log")
        .bash(
          "heroku logs -a shop-prod -n 5 | grep WARN",
          "WARN: NEVER run db:migrate:reset in production; always use db:migrate\nWARN: TODO remove legacy_checkout flag after 2025-03",
        )
        .assistant("Those are banners printed by the `release` phase script in `bin/release`, both static strings. Nothing is failing.")
        .user("lol that TODO is old. ok whatever")
        .stop(),
    planted: [],
  },
  {
    id: "t76-feature-flags",
    build: (s) =>
      s
        .user("hide the new checkout behind a flag so we can roll it out per store")
        .bash(
          "grep -rn Flipper config/initializers/",
          "config/initializers/flipper.rb:1:Flipper.configure do |config|\nconfig/initializers/flipper.rb:3:  config.adapter { Flipper::Adapters::ActiveRecord.new }",
        )
        .assistant("Flipper is already set up with the ActiveRecord adapter, so I'll add `:new_checkout` and gate it with an actor per store.")
        .file("Edit", "app/controllers/checkouts_controller.rb")
        .bash("bundle exec rspec spec/requests/checkouts_spec.rb", ".......\n\n7 examples, 0 failures")
        .assistant("`new_checkout` is gated per store; specs pass for both branches.")
        .user("cool. naming convention for flags: snake_case, and the name says what it turns on, no `enable_` prefix")
        .assistant("Understood, snake_case flag names without an `enable_` prefix.")
        .user("and the old checkout code must be deleted once the flag is at 100% for two weeks, put that on the list")
        .assistant("Open item: delete the old checkout two weeks after `new_checkout` reaches 100%.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["flipper"] },
      { kind: "instruction", keys: ["enable_"] },
      { kind: "task", keys: ["old checkout"] },
    ],
  },
  {
    id: "t76-rails-credentials",
    build: (s) =>
      s
        .user("how do I add the new mapbox token?")
        .bash("ls config/credentials/", "development.key\ndevelopment.yml.enc\nproduction.yml.enc\nstaging.yml.enc")
        .assistant(
          "The app uses per-environment credentials: `bin/rails credentials:edit --environment production`. The production key isn't in the repo (only development.key is), so you'll need it from 1Password.",
        )
        .user("yes the production.key lives in the 1password vault 'Shop Infra', never anywhere else")
        .assistant('Good to know: `production.key` is kept in the 1Password vault "Shop Infra".')
        .stop(),
    planted: [{ kind: "fact", keys: ["1password"] }],
  },
  {
    id: "t76-type-hints",
    build: (s) =>
      s
        .user("refactor `pricing/discounts.py`, the apply_discount function is 200 lines")
        .file("Read", "pricing/discounts.py")
        .assistant("I'll split it into `_eligible_lines`, `_discount_amount` and `_apply_caps`, keeping the public signature.")
        .file("Edit", "pricing/discounts.py")
        .bash(
          "pytest tests/pricing -q && mypy pricing",
          "......................                                   [100%]\n22 passed in 1.12s\nSuccess: no issues found in 14 source files",
        )
        .assistant("Split into three helpers; 22 tests pass and mypy is clean.")
        .user("👍 and please add type hints on every new function you write, mypy runs in strict mode on pricing/ and billing/")
        .assistant("Will do, type hints on every new function; mypy strict covers pricing/ and billing/.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["type hints"] },
      { kind: "fact", keys: ["strict"] },
    ],
  },
  {
    id: "t76-empty-explain-select",
    build: (s) =>
      s
        .user("explain select_related vs prefetch_related to me like I'm tired")
        .assistant(
          "`select_related` follows foreign keys with a SQL JOIN in the same query. `prefetch_related` runs a second query for many-to-many or reverse relations and stitches them together in Python.",
        )
        .user("so for order -> customer it's select_related")
        .assistant("Right, that's a forward foreign key, so a JOIN.")
        .bash("python -c 'print(1)'", "1")
        .user("ok ty")
        .stop(),
    planted: [],
  },
  {
    id: "t76-api-versioning",
    build: (s) =>
      s
        .user("mobile wants a breaking change in the /products response. how do we version?")
        .bash("grep -rn 'namespace :v' config/routes.rb", "config/routes.rb:12:  namespace :v1 do\nconfig/routes.rb:40:  namespace :v2 do")
        .assistant("Routes have `/api/v1` and `/api/v2` namespaces. Alternatively a header like `Accept: application/vnd.shop.v3+json` would avoid new routes.")
        .user("header versioning sounds nice")
        .assistant("It does keep the URLs stable, but it makes caching at the CDN harder since the key would need the Accept header.")
        .user("hmm true. no, stick to url namespaces. new breaking changes go in /api/v3")
        .file("Write", "app/controllers/api/v3/products_controller.rb")
        .bash("bundle exec rspec spec/requests/api/v3", ".....\n\n5 examples, 0 failures")
        .assistant("Added the `v3` namespace with the new products shape; specs pass.")
        .user("v1 is only used by the old android app now. deprecating it is a todo for Q1, leave it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["namespaces"] },
      { kind: "task", keys: ["v1"] },
    ],
  },
  {
    id: "t76-black-format",
    build: (s) =>
      s
        .user("format the files you changed")
        .bash("ruff format pricing/ && ruff check --fix pricing/", "3 files reformatted, 11 files left unchanged\nAll checks passed!")
        .assistant("Reformatted 3 files with `ruff format`; `ruff check` passes.")
        .user("good, we dropped black and isort last month, ruff does both now. use ruff only, don't reintroduce black")
        .assistant("Understood, ruff only for formatting and imports.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ruff"] }],
  },
  {
    id: "t76-empty-coffee",
    build: (s) =>
      s
        .user("brb coffee. meanwhile can you run the rails tests")
        .bash(
          "bin/rails test",
          "Running 612 tests in parallel using 4 processes\n...........\nFinished in 48.31s\n612 runs, 1890 assertions, 0 failures, 0 errors, 3 skips",
        )
        .assistant("All 612 tests pass (3 skips).")
        .user("back. nice")
        .assistant("Anything next?")
        .user("nope, thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "t76-stripe-gateway",
    build: (s) =>
      s
        .user("refunds for partial orders are calling stripe directly from the view, that's wrong right?")
        .bash(
          "grep -rn 'stripe\\.' --include=*.py . | grep -v payments/gateway.py | head -3",
          "orders/views.py:118:    stripe.Refund.create(payment_intent=order.payment_intent, amount=cents)",
        )
        .assistant(
          "Yes: everywhere else goes through `payments/gateway.py`, which wraps the Stripe SDK with idempotency keys and logging. `orders/views.py` is the only direct call.",
        )
        .user("yes all stripe calls go through payments/gateway.py, no exceptions. move it")
        .file("Edit", "orders/views.py")
        .file("Edit", "payments/gateway.py")
        .bash("pytest tests/payments tests/orders -q", "...............................                          [100%]\n31 passed in 4.40s")
        .assistant("Moved the refund into `gateway.refund_partial()`; 31 tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["gateway.py"] }],
  },
  {
    id: "t76-rails-upgrade",
    build: (s) =>
      s
        .user("what rails are we on, and how far behind")
        .bash("bundle exec rails -v", "Rails 7.0.8.4")
        .assistant("Rails 7.0.8.4. 7.0 is out of security support, so 7.1 then 7.2 is the path.")
        .user("ugh. ok the 7.1 upgrade needs doing this quarter, and it goes before the ruby bump. I'll make a ticket, you don't start on it")
        .assistant("Okay: upgrade to Rails 7.1 this quarter, before the Ruby upgrade. Not starting it now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["7.0.8"] },
      { kind: "task", keys: ["7.1"] },
    ],
  },
  {
    id: "t76-docker-compose",
    build: (s) =>
      s
        .user("my local postgres container won't start")
        .bash(
          "docker compose up db",
          "db-1  | FATAL:  database files are incompatible with server\ndb-1  | DETAIL:  The data directory was initialized by PostgreSQL version 13, which is not compatible with this version 14.12.",
        )
        .assistant("The volume was created by Postgres 13 and the compose file now pins 14. Removing the volume would fix it, but it deletes your local data.")
        .user("fine, local data is junk anyway")
        .bash("docker compose down -v && docker compose up -d db", "Volume shop_pgdata  Removed\nContainer shop-db-1  Started")
        .assistant("Recreated the volume, Postgres 14 is up. Run `make seed` to get demo data back.")
        .user("noted. also the local dev stack is docker compose only, don't suggest installing postgres or redis on the host")
        .assistant("Understood, local services run in docker compose only.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["docker compose"] }],
  },
  {
    id: "t76-empty-regex",
    build: (s) =>
      s
        .user("regex for a german postcode?")
        .assistant("Five digits: `^\\d{5}$`. It won't check that the code exists, just the shape.")
        .bash("python -c \"import re; print(bool(re.fullmatch(r'\\d{5}', '10115')))\"", "True")
        .user("good enough, ty")
        .stop(),
    planted: [],
  },
  {
    id: "t76-audit-log",
    build: (s) =>
      s
        .user("we need to know who changed a product's price. is there any history?")
        .bash("grep -n has_paper_trail app/models/*.rb", "app/models/order.rb:4:  has_paper_trail\napp/models/customer.rb:3:  has_paper_trail")
        .assistant(
          "PaperTrail is installed and tracks `Order` and `Customer`, but not `Product`. I could add `has_paper_trail only: [:price_cents]` to Product.",
        )
        .user("do it")
        .file("Edit", "app/models/product.rb")
        .bash("bundle exec rspec spec/models/product_spec.rb", "........\n\n8 examples, 0 failures")
        .assistant("Product price changes are versioned now.")
        .user("and the versions table is 40GB, somebody has to set up pruning of versions older than a year. not now")
        .assistant("Left open: pruning PaperTrail versions older than a year.")
        .stop(),
    planted: [{ kind: "task", keys: ["pruning"] }],
  },
  {
    id: "t76-branch-rule",
    build: (s) =>
      s
        .user("commit this")
        .bash("git status --short && git branch --show-current", " M shipping/models.py\n?? shipping/migrations/0002_shipment_carrier.py\nmain")
        .assistant("You're on `main`. Commit here, or make a branch first?")
        .user("branch. never commit straight to main in this repo, always a feature branch, even for one-liners")
        .bash(
          "git switch -c feat/shipment-carrier && git commit -am 'Add carrier to Shipment'",
          "Switched to a new branch 'feat/shipment-carrier'\n[feat/shipment-carrier 4be1c02] Add carrier to Shipment\n 2 files changed, 27 insertions(+)",
        )
        .assistant("Committed on `feat/shipment-carrier`. I'll always branch off before committing.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["feature branch"] }],
  },
  {
    id: "t76-search-backend",
    build: (s) =>
      s
        .user("the product search needs typo tolerance. elasticsearch or postgres trigram?")
        .bash('psql "$DATABASE_URL" -tc "select extname from pg_extension"', " plpgsql\n pg_trgm\n unaccent")
        .assistant(
          "`pg_trgm` and `unaccent` are already installed, so trigram similarity needs no new infrastructure. Elasticsearch gives better relevance tuning but another service to run.",
        )
        .user("trigram it is, we're not running elasticsearch for 20k products")
        .file("Edit", "catalog/search.py")
        .bash("pytest tests/catalog/test_search.py -q", "......                                                   [100%]\n6 passed in 0.88s")
        .assistant("Search now uses `TrigramSimilarity` on name with a GIN trigram index; 'shoos' finds 'shoes'.")
        .stop(),
    planted: [{ kind: "decision", keys: ["trigram"] }],
  },
  {
    id: "t76-empty-withdrawn",
    build: (s) =>
      s
        .user("maybe we should cache the whole category page for an hour?")
        .bash("grep -rn cache_page catalog/views.py", "")
        .assistant(
          "Nothing is cached there now. An hour would hide price changes for up to an hour; a shorter timeout or per-fragment caching would limit that.",
        )
        .user("actually forget it, pricing would kill me if prices were stale. never mind")
        .stop(),
    planted: [],
  },
  {
    id: "t76-graphql-dropped",
    build: (s) =>
      s
        .user("status of the graphql endpoint? is anything using it")
        .bash("grep -c 'POST /graphql' log/production.log", "0")
        .assistant("Zero requests to `/graphql` in the current production log. The graphql-ruby schema is still mounted in routes.")
        .user("yeah, we decided last sprint to drop graphql, REST only from now on. remove the route and the gem")
        .file("Edit", "config/routes.rb")
        .file("Edit", "Gemfile")
        .bash("bundle install --quiet && bundle exec rspec", "Finished in 1 minute 12.4 seconds\n1204 examples, 0 failures")
        .assistant("Removed `/graphql`, the `graphql` gem and `app/graphql/`; the full spec suite passes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["graphql"] }],
  },
  {
    id: "t76-i18n",
    build: (s) =>
      s
        .user("add the german translations for the new checkout strings")
        .file("Read", "config/locales/en.yml")
        .file("Edit", "config/locales/de.yml")
        .bash("bundle exec i18n-tasks missing de", "✓ Good job! No translations are missing.")
        .assistant("Added 14 keys to `de.yml`; i18n-tasks reports nothing missing.")
        .user("thanks. rule: no hardcoded user-facing strings in views, everything goes through t() with a key in en.yml and de.yml")
        .assistant("Understood, every user-facing string goes through `t()` with keys in both locale files.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["hardcoded"] }],
  },
  {
    id: "t76-empty-review-question",
    build: (s) =>
      s
        .user(
          "does this look right to you?\n```python\nfor item in order.items.all():\n    item.total = item.qty * item.price  # TODO: always round?\n    item.save()\n```",
        )
        .assistant(
          'It works but does one UPDATE per item. `bulk_update(items, ["total"])` would do it in one query. And rounding: `Decimal.quantize(Decimal("0.01"))` if prices are Decimals.',
        )
        .bash("python -c \"from decimal import Decimal; print(Decimal('2.675').quantize(Decimal('0.01')))\"", "2.68")
        .user("ok makes sense, I'll think about it")
        .stop(),
    planted: [],
  },
  {
    id: "t76-healthcheck",
    build: (s) =>
      s
        .user("the load balancer keeps killing healthy pods")
        .bash(
          "kubectl -n shop describe deploy web | grep -A2 Liveness",
          "    Liveness:   http-get http://:8000/health/ delay=5s timeout=1s period=10s #success=1 #failure=3",
        )
        .assistant(
          "`/health/` checks the database and Redis, and with a 1 s timeout a slow Redis ping fails it. A liveness probe shouldn't depend on the database; readiness can.",
        )
        .user("agreed. liveness hits /health/live which only checks the process, readiness keeps the db check on /health/ready")
        .file("Edit", "deploy/k8s/web.yaml")
        .file("Edit", "core/views/health.py")
        .bash("pytest tests/core/test_health.py -q", "...                                                      [100%]\n3 passed in 0.21s")
        .assistant("Split into `/health/live` (process only) and `/health/ready` (DB + Redis); probes updated, tests pass.")
        .user("fyi the cluster is EKS in eu-central-1, one node group, and the shop namespace is ours alone")
        .stop(),
    planted: [
      { kind: "decision", keys: ["liveness"] },
      { kind: "fact", keys: ["eu-central-1"] },
    ],
  },
  {
    id: "t76-money-fields",
    build: (s) =>
      s
        .user("why is the order total 19.990000000000002")
        .bash("grep -n total orders/models.py", "22:    total = models.FloatField(default=0)")
        .assistant("`Order.total` is a `FloatField`. Money should be a `DecimalField`.")
        .user(
          "ugh legacy. money is always DecimalField(max_digits=12, decimal_places=2) in new code. converting Order.total is its own ticket, don't do it here",
        )
        .assistant(
          "Understood: new money fields use `DecimalField(max_digits=12, decimal_places=2)`. Converting `Order.total` stays open as a separate change.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["decimalfield"] },
      { kind: "task", keys: ["order.total"] },
    ],
  },
  {
    id: "t76-empty-git-help",
    build: (s) =>
      s
        .user("I messed up my last commit message, how do I fix it")
        .assistant("If it's not pushed: `git commit --amend` and edit the message. If it's pushed, amending needs a force push.")
        .bash("git log -1 --format=%s", "fix typo in tyop")
        .user("haha fitting. not pushed, I'll amend")
        .stop(),
    planted: [],
  },
  {
    id: "t76-webpacker-removal",
    build: (s) =>
      s
        .user("bin/dev prints a webpacker deprecation thing, can it go?")
        .bash(
          "grep -rn webpacker Gemfile config/ | head -3",
          'Gemfile:31:gem "webpacker", "~> 5.4"\nconfig/webpacker.yml:1:# Note: You must restart bin/webpack-dev-server for changes to take effect',
        )
        .assistant(
          "webpacker is still in the Gemfile but nothing in `app/javascript` is built with it since the importmap move; only the admin charts pack might be. I didn't check that one.",
        )
        .user("the admin charts pack still uses it yes. removing webpacker means porting the charts first, so that's for later. leave a note")
        .assistant("Noted as open: port the admin charts pack, then remove webpacker.")
        .stop(),
    planted: [{ kind: "task", keys: ["webpacker"] }],
  },
  {
    id: "t76-background-email-domains",
    build: (s) =>
      s
        .user("signup emails to outlook addresses land in spam")
        .bash("dig +short TXT shop.example.com | grep spf", '"v=spf1 include:sendgrid.net ~all"')
        .assistant("SPF includes SendGrid. DKIM for SendGrid's `s1._domainkey` isn't published, which Outlook penalizes.")
        .bash("dig +short CNAME s1._domainkey.shop.example.com", "")
        .assistant("Confirmed: no DKIM record. The DNS for shop.example.com is in Cloudflare, managed by the infra team, so I can't add it from here.")
        .user("right, dns is cloudflare and only infra can touch it. I'll ask them. adding the dkim records is on them but we need to follow up friday")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cloudflare"] },
      { kind: "task", keys: ["dkim"] },
    ],
  },
  {
    id: "t76-admin-perm",
    build: (s) =>
      s
        .user("support staff can delete customers in the admin, they shouldn't")
        .bash(
          "python manage.py shell -c \"from django.contrib.auth.models import Group; print([p.codename for p in Group.objects.get(name='support').permissions.all()][:4])\"",
          "['view_customer', 'change_customer', 'delete_customer', 'view_order']",
        )
        .assistant("The `support` group has `delete_customer`. I'll remove it with a data migration so it's reproducible.")
        .file("Write", "accounts/migrations/0031_support_no_delete.py")
        .bash("python manage.py migrate accounts", "Applying accounts.0031_support_no_delete... OK")
        .assistant("Done. I'd suggest also auditing the other groups.")
        .user("permissions changes always go through a data migration like you did, never clicked in the admin. good habit, keep it")
        .stop(),
    planted: [{ kind: "instruction", keys: ["data migration"] }],
  },
  {
    id: "t76-rate-limit",
    build: (s) =>
      s
        .user("someone is hammering /users/password with resets")
        .bash("grep -c 'POST /users/password' log/production.log", "18233")
        .assistant("18k reset requests today. rack-attack is in the Gemfile but has no throttle for that path. I'd throttle by IP and by email.")
        .user("yes. 5 per hour per email, 20 per hour per IP")
        .file("Edit", "config/initializers/rack_attack.rb")
        .bash("bundle exec rspec spec/requests/rack_attack_spec.rb", "....\n\n4 examples, 0 failures")
        .assistant("Throttles added for password resets (5/h per email, 20/h per IP); specs pass.")
        .user("the same throttling should go on the login endpoint too, but that needs product to sign off on the numbers. park it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["per email"] },
      { kind: "task", keys: ["login", "throttl"] },
    ],
  },
  {
    id: "t76-empty-estimates",
    build: (s) =>
      s
        .user("roughly how long would it take to add multi-currency to checkout?")
        .bash("grep -rn currency --include=*.py . | wc -l", "37")
        .assistant(
          "Hard to say without a spec: 37 places mention currency already, mostly hardcoded EUR. A guess would be one to three weeks depending on whether prices are stored per currency.",
        )
        .user("ok, just curious for a planning meeting. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t76-logging-format",
    build: (s) =>
      s
        .user("add logging to the import command so we can see which row fails")
        .file("Edit", "catalog/management/commands/import_products.py")
        .bash("python manage.py import_products fixtures/bad.csv", '{"level": "error", "msg": "row failed", "row": 17, "error": "price: not a number"}')
        .assistant("Logs now name the failing row (row 17 in the sample: price isn't a number).")
        .user("good. I see you used structlog, yes that's our logger everywhere, JSON output, the log shipper in datadog parses it")
        .assistant("Right, structlog with JSON output that Datadog parses.")
        .stop(),
    planted: [{ kind: "fact", keys: ["structlog"] }],
  },
  {
    id: "t76-owner-oncall",
    build: (s) =>
      s
        .user("the nightly stock sync failed, whose is that?")
        .bash(
          "grep -rn OWNER inventory/management/commands/sync_stock.py",
          "inventory/management/commands/sync_stock.py:3:# OWNER: warehouse integrations (Tomasz)",
        )
        .assistant("The header says it belongs to warehouse integrations (Tomasz). The failure is a 503 from the warehouse API at 02:10.")
        .user("yep Tomasz runs the warehouse integration, and the warehouse API is down every night 02:00-02:30 for their backups, that's known")
        .assistant("Then the sync is scheduled into their maintenance window. Move it to 03:00?")
        .user("yes move it to 03:00")
        .file("Edit", "deploy/crontab")
        .bash("crontab -l | grep sync_stock", "0 3 * * * app python manage.py sync_stock")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomasz"] },
      { kind: "fact", keys: ["backups"] },
      { kind: "decision", keys: ["03:00"] },
    ],
  },
  {
    id: "t76-empty-docs-read",
    build: (s) =>
      s
        .user("summarize what the README says about setup")
        .file("Read", "README.md")
        .assistant(
          "It says: copy `.env.example` to `.env`, `docker compose up -d`, `make migrate`, `make seed`, then `bin/dev`. There's a troubleshooting section for M1 Macs.",
        )
        .user("k thx")
        .stop(),
    planted: [],
  },
  {
    id: "t76-serializer-task",
    build: (s) =>
      s
        .user("the mobile app wants `discount_total` in the order API response")
        .file("Edit", "orders/api/serializers.py")
        .file("Edit", "orders/services/totals.py")
        .bash("pytest tests/orders/api -q", ".............                                            [100%]\n13 passed in 2.03s")
        .assistant(
          "Added `discount_total` (computed in `services/totals.py`, exposed read-only in `OrderSerializer`); tests pass. One thing I noticed and didn't fix: the OpenAPI schema in `docs/openapi.yaml` is hand-written and is now out of date for this field and a few older ones. It should be regenerated with drf-spectacular at some point.",
        )
        .user("yeah good catch, regenerating the openapi schema is a follow up, not now")
        .stop(),
    planted: [{ kind: "task", keys: ["openapi"] }],
  },
  {
    id: "t76-sidekiq-vs-goodjob",
    build: (s) =>
      s
        .user("for the new internal tool app, sidekiq or good_job?")
        .bash("cat internal-tools/Gemfile | grep -E 'redis|pg'", 'gem "pg", "~> 1.5"')
        .assistant("The internal tool has Postgres but no Redis. good_job runs jobs from Postgres, so no new service; Sidekiq would need Redis.")
        .user("good_job for internal-tools then. shop app stays on sidekiq")
        .file("Edit", "internal-tools/Gemfile")
        .bash("cd internal-tools && bundle install --quiet && bin/rails g good_job:install", "      create  db/migrate/20261102090100_create_good_jobs.rb")
        .assistant("good_job installed in internal-tools with its migration.")
        .stop(),
    planted: [{ kind: "decision", keys: ["good_job"] }],
  },
  {
    id: "t76-empty-thanks",
    build: (s) =>
      s
        .user("did my last push trigger the deploy?")
        .bash("gh run list --limit 1", "completed\tsuccess\tDeploy\tdevelop\tpush\t11823\t3m12s")
        .assistant("Yes, the Deploy workflow on develop succeeded 3 minutes ago.")
        .user("sweet 🙌")
        .stop(),
    planted: [],
  },
  {
    id: "t76-django-upgrade-plan",
    build: (s) =>
      s
        .user("django 5.1 is out, can we upgrade?")
        .bash("pip index versions django | head -1 && pip show djangorestframework | grep Version", "django (5.1.3)\nVersion: 3.14.0")
        .assistant("DRF 3.14 doesn't declare support for Django 5.1; 3.15 does. django-environ and celery are fine. So: bump DRF first, then Django.")
        .user("we're staying on the LTS, 4.2, until 5.2 LTS comes out. no 5.1")
        .assistant("Okay, staying on Django 4.2 LTS and skipping 5.1.")
        .stop(),
    planted: [{ kind: "decision", keys: ["lts"] }],
  },
];

export const TUNING76 = plantedSet(TUNING76_SESSIONS, Date.UTC(2026, 10, 2, 9));
