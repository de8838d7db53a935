/**
 * Blind planted set 94 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a staff engineer on a SaaS company's Rails monolith (Sidekiq, RSpec, Postgres, Flipper
 * feature flags, Heroku) who writes like in Slack threads: @mentions, emoji shortcodes (:+1:, :eyes:),
 * '>' quotes of earlier messages; Claude Code voice for the agent.
 * Each session is one segment; the items planted in it are listed with it: 76 items (17 decisions, 20 instructions, 21 facts, 18 tasks) in 51 sessions, 13 of which plant nothing (58 user/assistant messages between them). Every other message
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

export const BLIND94_SESSIONS: BlindSession[] = [
  {
    id: "b94-invoice-dedupe",
    build: (s) =>
      s
        .user("@claude InvoiceSyncJob is double-enqueuing again :eyes: can you look at why we got two invoices for acct 88213 this morning")
        .bash(
          "heroku logs -a acme-prod --source app --dyno worker -n 400 | grep InvoiceSyncJob | grep 88213",
          "2026-11-22T07:02:11 worker.3 InvoiceSyncJob JID-4f1a start account_id=88213\n2026-11-22T07:02:11 worker.1 InvoiceSyncJob JID-9c02 start account_id=88213\n2026-11-22T07:02:14 worker.3 InvoiceSyncJob JID-4f1a done\n2026-11-22T07:02:14 worker.1 InvoiceSyncJob JID-9c02 done",
        )
        .file("Read", "app/jobs/invoice_sync_job.rb")
        .assistant(
          "Two JIDs for the same account started in the same second, on different workers. The job is enqueued from both `Account#after_commit` and the nightly `BillingScheduler`, and nothing stops the overlap. Options: (a) `sidekiq-unique-jobs` with `lock: :until_executed`, (b) an advisory lock in Postgres inside `perform`, (c) drop the after_commit enqueue.",
        )
        .user(
          "> (a) `sidekiq-unique-jobs` with `lock: :until_executed`\nlet's do (a), we already have the gem in the Gemfile for the webhooks worker. :+1:\nfollow-up for later, not now: someone has to backfill the duplicate invoices from the last 2 weeks, finance will want a list",
        )
        .file("Edit", "app/jobs/invoice_sync_job.rb")
        .bash(
          "bundle exec rspec spec/jobs/invoice_sync_job_spec.rb",
          "......\n\nFinished in 1.84 seconds (files took 6.2 seconds to load)\n6 examples, 0 failures",
        )
        .assistant(
          "Added `sidekiq_options lock: :until_executed, on_conflict: :log` to InvoiceSyncJob and a spec that enqueues it twice. 6 examples, 0 failures.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["sidekiq-unique-jobs"] },
      { kind: "task", keys: ["backfill", "duplicate invoices"] },
    ],
  },
  {
    id: "b94-rspec-bin",
    build: (s) =>
      s
        .user("run the billing specs pls")
        .bash(
          "bundle exec rspec spec/billing",
          "Spring preloader in process 4411\n...F..\n\nFailures:\n  1) Billing::Proration handles mid-cycle downgrade\n     Failure/Error: expect(amount).to eq(1250)\n       expected: 1250\n            got: 1249\n\n6 examples, 1 failure",
          1,
        )
        .user(
          "ugh spring. fyi for everything from now on: run specs with `bin/rspec --no-spring`, never plain bundle exec rspec, spring keeps stale code around in this repo and gives phantom failures",
        )
        .bash("bin/rspec --no-spring spec/billing", "......\n\nFinished in 3.1 seconds\n6 examples, 0 failures")
        .assistant("With `bin/rspec --no-spring` all 6 pass, so the proration failure was stale code from Spring.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["--no-spring"] }],
  },
  {
    id: "b94-flipper-naming",
    build: (s) =>
      s
        .user("adding a flag for the new seat picker, can you wire it up in the settings controller")
        .file("Read", "app/controllers/settings/seats_controller.rb")
        .assistant("I'll add `Flipper.enabled?(:newSeatPicker, current_account)` around the new partial. Should the actor be the account or the user?")
        .user(
          "account. and not camelCase — flag names are always snake_case with the team prefix, like `billing_seat_picker_v2`. @dana set that rule after the flipper UI turned into a mess. also flags get gated on the account actor, never the user, so CS can turn it on per customer",
        )
        .file("Edit", "app/controllers/settings/seats_controller.rb")
        .bash("bin/rspec --no-spring spec/requests/settings/seats_spec.rb", "....\n\n4 examples, 0 failures")
        .assistant("Renamed to `:billing_seat_picker_v2`, gated on `current_account`. Request specs pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["snake_case", "prefix"] },
      { kind: "instruction", keys: ["account actor"] },
    ],
  },
  {
    id: "b94-pg-statement-timeout",
    build: (s) =>
      s
        .user("the export endpoint is 500ing for big accounts, Honeybadger says PG::QueryCanceled")
        .bash("heroku pg:psql -a acme-prod -c 'show statement_timeout;'", " statement_timeout \n-------------------\n 15s\n(1 row)")
        .assistant(
          "Confirmed: prod Postgres has `statement_timeout` = 15s set at the role level, so any query over 15 seconds gets cancelled, which is the PG::QueryCanceled. The export query for account 1022 takes ~41s in EXPLAIN ANALYZE.",
        )
        .user(
          "yep that's deliberate, the 15s timeout is on the app role. ok so let's move the export to a Sidekiq job that emails a link, not raise the timeout",
        )
        .file("Write", "app/jobs/account_export_job.rb")
        .file("Edit", "app/controllers/exports_controller.rb")
        .bash("bin/rspec --no-spring spec/jobs/account_export_job_spec.rb spec/requests/exports_spec.rb", ".......\n\n7 examples, 0 failures")
        .assistant("Export now enqueues AccountExportJob and returns 202; the job emails a signed S3 link. Specs pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["statement_timeout", "15s"] },
      { kind: "decision", keys: ["export", "job"] },
    ],
  },
  {
    id: "b94-heroku-release-phase",
    build: (s) =>
      s
        .user("why did the deploy hang for 20 min yesterday? @marcus said something about the release phase")
        .bash("cat Procfile", "web: bundle exec puma -C config/puma.rb\nworker: bundle exec sidekiq -C config/sidekiq.yml\nrelease: bin/release-tasks")
        .bash(
          "cat bin/release-tasks",
          "#!/usr/bin/env bash\nset -e\nbundle exec rails db:migrate\n# TODO: never run data backfills here, always use a rake task\nbundle exec rails assets:clean",
        )
        .assistant(
          "The release phase runs `rails db:migrate`. Yesterday's migration `AddIndexToEventsOnAccountId` built an index without `algorithm: :concurrently` on `events` (~180M rows), holding a lock for the whole release. Heroku doesn't time out the release phase, so the deploy just waited.",
        )
        .user(
          "right. so the rule going forward: any index on events, audit_logs or messages has to be `algorithm: :concurrently` with `disable_ddl_transaction!`. and remind me to ask @marcus about a strong_migrations check in CI, I think that's the real fix",
        )
        .assistant("Noted. Want me to draft the strong_migrations config now?")
        .user("no, later")
        .stop("OK, leaving it."),
    planted: [
      { kind: "instruction", keys: ["concurrently"] },
      { kind: "task", keys: ["strong_migrations"] },
    ],
  },
  {
    id: "b94-empty-typo",
    build: (s) =>
      s
        .user("there's a typo in the trial expiry email, 'you're trail ends in 3 days' lol. fix pls")
        .bash('grep -rn "trail ends" app/views', "app/views/trial_mailer/expiring.html.erb:4:  <p>You're trail ends in <%= @days %> days</p>")
        .file("Edit", "app/views/trial_mailer/expiring.html.erb")
        .assistant('Fixed both typos: it now reads "Your trial ends in <%= @days %> days". The text version had the same mistake, so I fixed it there too.')
        .user("ha, nice catch on the text one :+1:")
        .assistant("Done. Want me to run the mailer previews spec?")
        .user("nah it's fine")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b94-redis-ownership",
    build: (s) =>
      s
        .user("sidekiq dashboard shows 'Redis memory 92%' on prod, who do I ping?")
        .bash(
          "heroku redis:info -a acme-prod",
          "=== redis-cubic-41022 (REDIS_URL)\nPlan:             Premium 5\nStatus:           available\nMaxmemory:        1 GB\nMaxmemory Policy: noeviction\nUsed memory:      941 MB",
        )
        .assistant(
          "The Redis is Premium 5 with a 1 GB cap and `noeviction`, so when it fills up, Sidekiq pushes start failing instead of evicting. That's close.",
        )
        .user(
          "ok context for you since this comes up: the Sidekiq Redis is owned by the platform team (@oksana is the contact), app teams don't resize it ourselves. and it's noeviction on purpose, don't suggest changing it. I'll ping her",
        )
        .bash("heroku redis:cli -a acme-prod -c 'llen queue:low'", "(integer) 2483117")
        .assistant("Most of the memory is `queue:low`: 2.48M jobs waiting. That's probably the real issue, more than the plan size.")
        .user("oh wow. that's the ActivityDigestJob fan-out probably. ok ping'd oksana with that number")
        .stop("Sounds good."),
    planted: [
      { kind: "fact", keys: ["platform team", "oksana"] },
      { kind: "instruction", keys: ["noeviction"] },
    ],
  },
  {
    id: "b94-empty-question",
    build: (s) =>
      s
        .user("quick q, what's the difference between `find_each` and `in_batches` again? I always forget")
        .assistant(
          "`find_each` yields records one at a time (loading them in batches of 1000 by default). `in_batches` yields `ActiveRecord::Relation`s per batch, so you can call `update_all` / `delete_all` on each batch without instantiating models.",
        )
        .user("so for a delete on 3M rows in_batches + delete_all?")
        .assistant(
          "Yes, `Model.where(...).in_batches(of: 5_000).delete_all` would do it. Maybe with a `sleep` between batches if replication lag is a concern.",
        )
        .user("cool ty")
        .stop("You're welcome."),
    planted: [],
  },
  {
    id: "b94-staging-seed",
    build: (s) =>
      s
        .user("staging login broken for me, says 'account suspended'")
        .bash(
          "heroku run -a acme-staging 'rails runner \"p Account.find_by(slug: %q(acme-demo)).status\"'",
          'Running rails runner on ⬢ acme-staging... up, run.4417\n"suspended"',
        )
        .assistant(
          "The `acme-demo` account on staging is suspended. The seed script was re-run by the nightly reset last night, and `db/seeds/staging.rb` sets status from `ENV['DEMO_STATUS']`, which isn't set anymore.",
        )
        .user(
          "ahh. ok, that's a known thing: staging is wiped and reseeded every night at 03:00 UTC by the `staging-reset` scheduler job, so don't ever store anything there you need tomorrow. set DEMO_STATUS=active and re-run the seed for now",
        )
        .bash(
          "heroku config:set DEMO_STATUS=active -a acme-staging && heroku run -a acme-staging 'rails db:seed:staging'",
          "Setting DEMO_STATUS and restarting ⬢ acme-staging... done, v812\nSeeded 14 accounts, 212 users",
        )
        .assistant("Set `DEMO_STATUS=active` and re-seeded; `acme-demo` is active again.")
        .stop(),
    planted: [{ kind: "fact", keys: ["03:00", "staging"] }],
  },
  {
    id: "b94-flipper-cleanup",
    build: (s) =>
      s
        .user("how many flipper flags do we have that are 100% on?")
        .bash(
          "bin/rails runner 'puts Flipper.features.select { |f| f.boolean_value }.map(&:key)'",
          "billing_annual_toggle\ngrowth_onboarding_v3\ncore_new_nav\nbilling_tax_ids\ncore_bulk_edit\ngrowth_referral_banner\ncore_legacy_search_off",
        )
        .assistant(
          "7 flags are fully enabled: billing_annual_toggle, growth_onboarding_v3, core_new_nav, billing_tax_ids, core_bulk_edit, growth_referral_banner, core_legacy_search_off.",
        )
        .user(
          "ok. those are all dead weight. TODO for next sprint: rip out the 7 fully-on flags and their else branches, one PR per team prefix. don't do it now, I'm just collecting cleanup stuff",
        )
        .assistant("Got it, I won't touch them now.")
        .stop(),
    planted: [{ kind: "task", keys: ["fully-on flags"] }],
  },
  {
    id: "b94-n-plus-one",
    build: (s) =>
      s
        .user("dashboard#show is slow in dev, 1.8s. bullet yelling in the log")
        .bash(
          "tail -n 20 log/bullet.log",
          "USE eager loading detected\n  Project => [:memberships]\n  Add to your query: .includes([:memberships])\nCall stack\n  app/views/dashboards/_project_card.html.erb:12",
        )
        .file("Edit", "app/controllers/dashboards_controller.rb")
        .assistant("Added `.includes(:memberships)` to the projects query. Dashboard went from 1.8s to 310ms locally.")
        .user("nice. hmm maybe we should turn bullet on in the test env too so CI catches these? thoughts")
        .assistant("It's possible with `Bullet.raise = true` in test, but we'd have to fix or whitelist every existing N+1 first. There are probably dozens.")
        .user("yeah nvm, not worth it right now")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b94-pr-workflow",
    build: (s) =>
      s
        .user(
          "setting some ground rules before you start on the tax stuff:\n- branches off `develop`, not main. main is only what's on Heroku prod\n- PR titles start with the Linear ticket, like `BIL-412: ...`\n- squash merge only\nok now go read app/models/tax_id.rb",
        )
        .file("Read", "app/models/tax_id.rb")
        .bash(
          "git checkout develop && git pull && git checkout -b bil-418-vat-validation",
          "Switched to branch 'develop'\nAlready up to date.\nSwitched to a new branch 'bil-418-vat-validation'",
        )
        .assistant("Branched `bil-418-vat-validation` off develop. TaxId validates format only with a regex per country; there's no VIES check.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["develop"] },
      { kind: "instruction", keys: ["linear ticket"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b94-vies-check",
    build: (s) =>
      s
        .user("for the VIES check: should we call it inline on save or in a job? the VIES API is flaky af")
        .assistant(
          "I'd do it in a job: save the TaxId as `pending_verification`, enqueue `VerifyVatJob`, retry with backoff. Inline would make the billing form fail whenever VIES is down, which is often.",
        )
        .user(
          "agree, job it is. @priya :+1:'d it in the thread too. one thing: VIES rate-limits per IP and Heroku dynos share IPs, so cap it to 2 concurrent with sidekiq-limit_fetch",
        )
        .file("Write", "app/jobs/verify_vat_job.rb")
        .file("Edit", "config/sidekiq.yml")
        .bash("bin/rspec --no-spring spec/jobs/verify_vat_job_spec.rb", ".....\n\n5 examples, 0 failures")
        .assistant("Added VerifyVatJob on a `vies` queue limited to 2 concurrent, with 8 retries. Specs pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["verifyvatjob"] },
      { kind: "decision", keys: ["2 concurrent"] },
    ],
  },
  {
    id: "b94-empty-chitchat",
    build: (s) =>
      s
        .user("morning :coffee: still half asleep. what was I doing yesterday, can you check git")
        .bash(
          "git log --oneline -5 --author=nate",
          "a91c2ef BIL-418: VerifyVatJob with vies queue\n3e01b7d BIL-418: TaxId pending_verification state\n77d2a10 CORE-77: fix N+1 on dashboard",
        )
        .assistant("Yesterday you committed the VerifyVatJob and the `pending_verification` state for BIL-418, and the dashboard N+1 fix.")
        .user("right right. ok thanks, I'll pick it up after standup")
        .assistant("Sounds good.")
        .stop(),
    planted: [],
  },
  {
    id: "b94-webhook-ordering",
    build: (s) =>
      s
        .user("Stripe webhooks: we're seeing `invoice.paid` processed before `invoice.created` sometimes. what's going on")
        .file("Read", "app/controllers/webhooks/stripe_controller.rb")
        .bash("grep -n 'perform_async' app/controllers/webhooks/stripe_controller.rb", "18:    StripeEventJob.perform_async(event.id)")
        .assistant(
          "Every event goes through `StripeEventJob` on the `webhooks` queue with 10 threads, so there's no ordering. Stripe also doesn't guarantee delivery order, so even a single thread wouldn't fix it fully.",
        )
        .user(
          "ok yes I remember now, Stripe explicitly doesn't guarantee order. decision: handlers must be idempotent and re-fetch the object from the API instead of trusting the payload. @luis wrote that down in the billing runbook last year, apparently nobody read it lol",
        )
        .file("Edit", "app/services/stripe/invoice_paid_handler.rb")
        .bash("bin/rspec --no-spring spec/services/stripe", ".........\n\n9 examples, 0 failures")
        .assistant("InvoicePaidHandler now re-fetches the invoice with `Stripe::Invoice.retrieve` and upserts it, so it works whichever event comes first.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["re-fetch"] },
      { kind: "fact", keys: ["stripe", "order"] },
    ],
  },
  {
    id: "b94-ci-flaky",
    build: (s) =>
      s
        .user("CI red again on `spec/system/checkout_spec.rb:88`, 3rd time this week")
        .bash(
          "gh run view 88123 --log-failed | tail -n 12",
          'Failure/Error: expect(page).to have_content(\'Payment confirmed\')\n  expected to find text "Payment confirmed" in "Processing..."\n# ./spec/system/checkout_spec.rb:88\nFinished in 4 minutes 12.3 seconds\n412 examples, 1 failure',
        )
        .assistant(
          "It waits for 'Payment confirmed' with Capybara's default 2s wait, but the confirmation comes from a Turbo Stream broadcast after a stubbed webhook. Could be the broadcast timing. Could also be that ActionCable isn't in the async adapter in CI. I'm not sure yet which.",
        )
        .user("hm. can you just quarantine it for now with the :flaky tag")
        .file("Edit", "spec/system/checkout_spec.rb")
        .bash("git diff --stat", " spec/system/checkout_spec.rb | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
        .user("and open a follow-up: checkout_spec:88 needs a real fix, not the quarantine, before the payments launch on dec 3")
        .assistant("Tagged it `:flaky`. I'll leave the real fix for the follow-up.")
        .stop(),
    planted: [{ kind: "task", keys: ["checkout_spec", "dec 3"] }],
  },
  {
    id: "b94-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking of switching our job queue from sidekiq to good_job so everything's in postgres, one less thing to run. opinions?")
        .assistant(
          "GoodJob would remove Redis from the stack and give you transactional enqueues. The cost: more load on the Postgres primary, LISTEN/NOTIFY through PgBouncer needs session mode, and you'd lose Sidekiq Pro's batches, which BillingScheduler uses.",
        )
        .user("oh right, batches. ugh. actually scratch that, not worth it, forget I asked")
        .assistant("Okay, dropping it.")
        .stop(),
    planted: [],
  },
  {
    id: "b94-pgbouncer",
    build: (s) =>
      s
        .user("getting `PG::ConnectionBad: too many connections` on worker dynos after I bumped concurrency")
        .bash("cat config/sidekiq.yml | head -5", ":concurrency: 25\n:queues:\n  - [critical, 6]\n  - [default, 3]\n  - [low, 1]")
        .bash("heroku pg:info -a acme-prod | grep -i connections", "Connections:           487/500")
        .assistant(
          "8 worker dynos × 25 threads = 200, plus 12 web dynos × 5 Puma threads × 2 processes = 120, plus the release/one-off dynos. But we're at 487/500, so something else holds connections. Is PgBouncer in front of the workers?",
        )
        .user(
          "only web goes through pgbouncer (the buildpack), workers connect directly. that's why. ok decision: keep sidekiq concurrency at 10, I'm reverting my bump. and I'm writing down that pg max is 500 on the standard-4 plan",
        )
        .file("Edit", "config/sidekiq.yml")
        .assistant("Set `:concurrency: 10` back in config/sidekiq.yml.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pgbouncer", "workers"] },
      { kind: "decision", keys: ["concurrency", "10"] },
      { kind: "fact", keys: ["500", "standard-4"] },
    ],
  },
  {
    id: "b94-factory-conventions",
    build: (s) =>
      s
        .user("writing specs for the Seat model, can you scaffold some")
        .file("Read", "spec/factories/accounts.rb")
        .assistant("I'll use `create(:account)` and `create(:seat, account:)` in a `let!`. OK?")
        .user(
          "use `build_stubbed` wherever you don't need the DB, we're trying to get the suite under 10 min. `create` only when the test actually queries. also no `let!` please, I hate those, explicit setup in the `before` or inline",
        )
        .file("Write", "spec/models/seat_spec.rb")
        .bash("bin/rspec --no-spring spec/models/seat_spec.rb", "........\n\nFinished in 0.41 seconds\n8 examples, 0 failures")
        .assistant("8 examples, mostly `build_stubbed`; `create` only for the two scope specs. No `let!`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["build_stubbed"] },
      { kind: "instruction", keys: ["let!"] },
    ],
  },
  {
    id: "b94-empty-status",
    build: (s) =>
      s
        .user("status?")
        .assistant("Migration for `seats.role` is written and passes locally; I'm running the full model suite now.")
        .bash(
          "bin/rspec --no-spring spec/models",
          "..........................................................\n\nFinished in 38.2 seconds\n311 examples, 0 failures",
        )
        .assistant("Full model suite: 311 examples, 0 failures. Ready for you to look at the migration.")
        .user("👀 looking")
        .user("lgtm")
        .stop("Great."),
    planted: [],
  },
  {
    id: "b94-timezone-bug",
    build: (s) =>
      s
        .user("customer in Auckland says their usage report is a day off. repro?")
        .bash(
          "bin/rails runner 'a = Account.find(4410); p a.time_zone; p UsageReport.new(a).period'",
          '"Pacific/Auckland"\n2026-11-20 00:00:00 UTC..2026-11-20 23:59:59 UTC',
        )
        .assistant(
          "Root cause: UsageReport builds the period with `Date.current.beginning_of_day`, which uses `Time.zone` = UTC (config.time_zone), not the account's zone. For Auckland (UTC+13) the report is almost a full day off.",
        )
        .user("yep that's it. fix it with `Time.use_zone(account.time_zone)`")
        .file("Edit", "app/reports/usage_report.rb")
        .bash("bin/rspec --no-spring spec/reports/usage_report_spec.rb", "......\n\n6 examples, 0 failures")
        .assistant("Wrapped the period calc in `Time.use_zone(account.time_zone)` and added an Auckland spec.")
        .user(
          "cool. btw config.time_zone stays UTC app-wide, that's on purpose, all account-facing stuff has to go through account.time_zone. there are probably more of these, let's grep for Date.current in app/reports sometime next week",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["usagereport", "utc"] },
      { kind: "instruction", keys: ["account.time_zone"] },
      { kind: "task", keys: ["date.current", "app/reports"] },
    ],
  },
  {
    id: "b94-empty-logs-always",
    build: (s) =>
      s
        .user("what's this warning in the boot log, should I care")
        .bash(
          "heroku logs -a acme-prod --dyno web.1 -n 50 | grep -i warn",
          "WARN: Rack::Attack: throttle 'logins/ip' must always be defined before 'logins/email'\nWARN: [DEPRECATION] `Redis#sadd` will always return an Integer in redis-rb 5.0\nWARN: never set config.hosts to nil in production",
        )
        .assistant(
          "The first is the order of two Rack::Attack throttles, harmless. The second is a redis-rb deprecation from the Flipper adapter. The third comes from a gem's boot check, and our `config.hosts` is set, so it's not about us.",
        )
        .user("k so nothing urgent")
        .assistant("Nothing urgent.")
        .stop(),
    planted: [],
  },
  {
    id: "b94-heroku-scheduler",
    build: (s) =>
      s
        .user("where does the trial-expiry email actually get triggered? I can't find a cron")
        .bash(
          "heroku addons:open scheduler -a acme-prod --print 2>/dev/null; heroku run -a acme-prod 'cat config/schedule.yml' 2>&1 | tail -4",
          "cat: config/schedule.yml: No such file or directory",
        )
        .bash(
          "grep -rn 'TrialExpiry' lib/tasks",
          "lib/tasks/trials.rake:3:  task notify_expiring: :environment do\nlib/tasks/trials.rake:4:    TrialExpiryNotifier.run",
        )
        .assistant(
          "There's no schedule in the repo. `rake trials:notify_expiring` exists; my guess is it's in Heroku Scheduler, configured in the dashboard. Can you confirm in the dashboard?",
        )
        .user(
          "checked: yes it's Heroku Scheduler, daily at 14:00 UTC, and it's the only scheduled thing not in sidekiq-cron. everything else is in config/sidekiq_cron.yml. we should move the trial-expiry one into sidekiq-cron too — putting that on my list for after the launch",
        )
        .stop("Got it."),
    planted: [
      { kind: "fact", keys: ["heroku scheduler", "14:00"] },
      { kind: "fact", keys: ["sidekiq_cron.yml"] },
      { kind: "task", keys: ["trial-expiry", "sidekiq-cron"] },
    ],
  },
  {
    id: "b94-rubocop-config",
    build: (s) =>
      s
        .user("rubocop is complaining about 40 things in my branch, mostly Style/StringLiterals. fix them")
        .bash("bundle exec rubocop app/services/tax -a", "Inspecting 12 files\n............\n\n12 files inspected, 38 offenses detected, 38 offenses corrected")
        .assistant("Autocorrected 38 offenses in app/services/tax, all StringLiterals and trailing commas.")
        .user("ty. fyi the repo uses standardrb rules via rubocop, don't add cops to .rubocop.yml or disable comments inline without asking me first")
        .bash(
          "git diff --stat",
          " app/services/tax/vies_client.rb | 24 ++++++------\n app/services/tax/vat_rate.rb    | 18 ++++----\n 2 files changed, 21 insertions(+), 21 deletions(-)",
        )
        .stop("OK, no changes to the cop config."),
    planted: [{ kind: "instruction", keys: [".rubocop.yml"] }],
  },
  {
    id: "b94-empty-hypothesis",
    build: (s) =>
      s
        .user("p95 on /api/v2/projects jumped from 180ms to 600ms since tuesday. any idea?")
        .bash(
          "git log --since=tuesday --oneline -- app/controllers/api/v2 app/serializers",
          "c1d9a02 CORE-91: add owner avatar to ProjectSerializer\n8ab3310 CORE-88: paginate with pagy",
        )
        .assistant(
          "Two candidates: the avatar in ProjectSerializer could be generating a signed ActiveStorage URL per project (one S3 presign each), or the pagy change could have dropped the `includes`. I haven't confirmed either.",
        )
        .user("maybe it's the avatar thing? or could be the db is just busier this week, month-end")
        .assistant("Could be. A Skylight trace of one slow request would tell us which.")
        .user("I'll grab one after lunch")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b94-money-columns",
    build: (s) =>
      s
        .user("adding `discount_amount` to subscriptions. decimal or integer?")
        .file("Read", "db/schema.rb")
        .assistant(
          "Every other money column in schema.rb is an integer in cents with a `_cents` suffix plus a `currency` column (money-rails). I'd follow that: `discount_amount_cents :integer`.",
        )
        .user("yes exactly, money is always integer cents via money-rails here, never decimal. go")
        .bash(
          "bin/rails g migration AddDiscountAmountCentsToSubscriptions discount_amount_cents:integer",
          "      invoke  active_record\n      create    db/migrate/20261122101200_add_discount_amount_cents_to_subscriptions.rb",
        )
        .bash(
          "bin/rails db:migrate",
          "== 20261122101200 AddDiscountAmountCentsToSubscriptions: migrating ====\n-- add_column(:subscriptions, :discount_amount_cents, :integer)\n   -> 0.0041s\n== 20261122101200 AddDiscountAmountCentsToSubscriptions: migrated (0.0042s) ===",
        )
        .assistant("Migration added, `monetize :discount_amount_cents` on Subscription.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["cents", "money-rails"] }],
  },
  {
    id: "b94-search-replace",
    build: (s) =>
      s
        .user(
          "so re the search rewrite thread with @dana —\n> we could keep pg_search and add trigram indexes, or go to Elasticsearch on Bonsai\nwe talked it over on the call. going with pg_search + pg_trgm, no ES. one less service and our biggest tenant is 2M rows. write that into docs/adr/0014-search.md",
        )
        .file("Write", "docs/adr/0014-search.md")
        .bash(
          "git add docs/adr/0014-search.md && git commit -m 'ADR 0014: search stays in Postgres'",
          "[develop 5c2e9a1] ADR 0014: search stays in Postgres\n 1 file changed, 41 insertions(+)",
        )
        .assistant("Wrote ADR 0014 (status: accepted) with the pg_search + pg_trgm decision and the Bonsai alternative under 'Considered'.")
        .stop(),
    planted: [{ kind: "decision", keys: ["pg_trgm"] }],
  },
  {
    id: "b94-empty-review",
    build: (s) =>
      s
        .user("can you review @luis's PR #2291 quickly, just the diff summary")
        .bash("gh pr diff 2291 --name-only", "app/models/coupon.rb\napp/services/billing/apply_coupon.rb\nspec/services/billing/apply_coupon_spec.rb")
        .bash(
          "gh pr diff 2291 | head -30",
          "+  # TODO: always validate expiry before applying\n+  def call\n+    return failure(:expired) if coupon.expired?\n+    subscription.update!(coupon:)\n",
        )
        .assistant(
          "Small PR: ApplyCoupon now returns `failure(:expired)` for expired coupons before updating the subscription, with specs for expired and valid coupons. The TODO comment in the diff is already done by the line under it, so it could go. Otherwise looks fine.",
        )
        .user("left a comment about the TODO, thx")
        .stop("👍"),
    planted: [],
  },
  {
    id: "b94-ssl-cert",
    build: (s) =>
      s
        .user("@claude custom domain cert for app.acme.io expires when? got an email")
        .bash(
          "heroku certs:auto -a acme-prod",
          "=== Automatic Certificate Management is enabled on acme-prod\nDomain          Status  Last Updated\napp.acme.io     Cert issued  2 months ago\napi.acme.io     Failing      3 days ago",
        )
        .assistant(
          "app.acme.io is fine (ACM auto-renews). The email is probably about `api.acme.io`: ACM renewal has been failing for 3 days. That's usually a DNS record that no longer points at Heroku.",
        )
        .bash("dig +short api.acme.io CNAME", "acme-api-old.herokudns.com.")
        .assistant(
          "Confirmed: api.acme.io's CNAME still points at `acme-api-old.herokudns.com`, the old app's DNS target, so ACM can't validate. It needs to point at acme-prod's DNS target.",
        )
        .user(
          "ugh, that's in cloudflare and only @marcus has access. I'll ask him monday — can you remind me monday to check the api.acme.io CNAME got fixed before the cert actually expires on the 30th",
        )
        .stop("Will do."),
    planted: [
      { kind: "fact", keys: ["api.acme.io", "cname"] },
      { kind: "task", keys: ["api.acme.io", "monday"] },
    ],
  },
  {
    id: "b94-empty-done-request",
    build: (s) =>
      s
        .user("bump rails to 7.2.2.1, there's a CVE")
        .bash("bundle update rails --conservative", "Fetching gem metadata from https://rubygems.org/.........\nBundle updated!\nrails 7.2.2.1 (was 7.2.2)")
        .bash("bin/rspec --no-spring", "Finished in 9 minutes 41 seconds\n4122 examples, 0 failures, 12 pending")
        .assistant("Rails 7.2.2.1 installed, full suite green: 4122 examples, 0 failures, 12 pending.")
        .user("ship it")
        .bash(
          "git commit -am 'Bump rails to 7.2.2.1 (CVE-2026-1142)' && git push",
          "[develop 0e1f22a] Bump rails to 7.2.2.1 (CVE-2026-1142)\n 1 file changed, 22 insertions(+), 22 deletions(-)",
        )
        .stop("Pushed."),
    planted: [],
  },
  {
    id: "b94-mailers-deliver-later",
    build: (s) =>
      s
        .user("the password reset email sometimes never arrives. postmark shows nothing for those")
        .file("Read", "app/controllers/passwords_controller.rb")
        .assistant(
          "PasswordsController calls `UserMailer.reset(user).deliver_later` inside the transaction that writes the reset token. If the job runs before the commit, the token lookup fails and the job silently drops it. That matches 'nothing in Postmark'.",
        )
        .bash("bin/rails runner 'p Sidekiq::DeadSet.new.select { |j| j.klass == \"ActionMailer::MailDeliveryJob\" }.size'", "37")
        .assistant("37 dead MailDeliveryJobs, all `ActiveRecord::RecordNotFound`, which confirms it.")
        .user(
          "great find. ok so from now on every mailer in a transaction uses `after_commit` / `deliver_later` outside the block — can you also write that as a comment in ApplicationMailer. and I want those 37 retried but not today, put it on the list",
        )
        .file("Edit", "app/mailers/application_mailer.rb")
        .file("Edit", "app/controllers/passwords_controller.rb")
        .stop("Moved the deliver_later after the transaction and added the comment."),
    planted: [
      { kind: "fact", keys: ["deliver_later", "transaction"] },
      { kind: "task", keys: ["37"] },
      { kind: "instruction", keys: ["after_commit"] },
    ],
  },
  {
    id: "b94-empty-chat-2",
    build: (s) =>
      s
        .user("lol the new intern just asked me if Heroku is a kind of sushi")
        .assistant("Honestly fair. It does sound like one.")
        .user("anyway. can you show me the current dyno formation")
        .bash(
          "heroku ps -a acme-prod | head -6",
          "=== web (Performance-M): bundle exec puma -C config/puma.rb (12)\n=== worker (Standard-2X): bundle exec sidekiq -C config/sidekiq.yml (8)",
        )
        .assistant("12 Performance-M web dynos and 8 Standard-2X workers.")
        .user("ok thx")
        .stop(),
    planted: [],
  },
  {
    id: "b94-audit-log-owner",
    build: (s) =>
      s
        .user("who owns the audit log stuff? I need to add an event for seat changes")
        .bash("cat .github/CODEOWNERS | grep -i audit", "app/models/audit_log.rb @acme/trust-team\napp/services/audit/ @acme/trust-team")
        .assistant("CODEOWNERS assigns `audit_log.rb` and `app/services/audit/` to @acme/trust-team.")
        .user(
          "right, trust team, Sophie's team. they want new event types registered in `Audit::EventTypes` with a version number, not free strings. adding `seat.role_changed` v1",
        )
        .file("Edit", "app/services/audit/event_types.rb")
        .bash("bin/rspec --no-spring spec/services/audit", "....\n\n4 examples, 0 failures")
        .stop("Registered seat.role_changed v1."),
    planted: [
      { kind: "fact", keys: ["trust", "audit"] },
      { kind: "instruction", keys: ["audit::eventtypes"] },
    ],
  },
  {
    id: "b94-empty-explain",
    build: (s) =>
      s
        .user("explain what this does `scope :active, -> { where(archived_at: nil).where.not(suspended: true) }`")
        .assistant(
          "It's a named scope: `Project.active` returns projects that aren't archived (archived_at is NULL) and aren't suspended. Note `where.not(suspended: true)` also excludes rows where `suspended` is NULL in Postgres.",
        )
        .user("wait really, the null thing?")
        .assistant("Yes: `suspended != true` is NULL for a NULL column, so those rows drop out. If the column is NOT NULL with a default, it doesn't matter.")
        .user("it has default false, ok fine")
        .stop(),
    planted: [],
  },
  {
    id: "b94-feature-launch",
    build: (s) =>
      s
        .user("enable billing_seat_picker_v2 for the beta group")
        .bash("bin/rails runner 'Flipper.enable_group(:billing_seat_picker_v2, :beta_accounts)' -e production", "true")
        .assistant("Enabled for the `beta_accounts` group in production.")
        .user(
          "ty. we'll roll it to 25% of accounts on dec 1 if no complaints, and then full. remind me dec 1. oh and btw the beta group is defined in config/initializers/flipper.rb, it's accounts with `beta_opt_in: true`, took me forever to find it the first time",
        )
        .stop("OK."),
    planted: [
      { kind: "task", keys: ["25%", "dec 1"] },
      { kind: "fact", keys: ["beta_opt_in"] },
    ],
  },
  {
    id: "b94-cache-store",
    build: (s) =>
      s
        .user("rails cache on prod: we're on memcachier and it's getting expensive. move to redis cache store? we have the sidekiq redis already")
        .assistant(
          "Sharing the Sidekiq Redis is risky: it's `noeviction`, so a full cache would block job pushes. Options: a separate Heroku Redis with `allkeys-lru` for the cache, or `solid_cache` on Postgres.",
        )
        .user("ok let's go with a separate redis for cache then")
        .bash(
          "heroku addons:create heroku-redis:premium-0 -a acme-prod --as CACHE_REDIS --dry-run",
          "Would create heroku-redis:premium-0 on acme-prod as CACHE_REDIS ($15/month)",
        )
        .user(
          "hmm wait, talked to @oksana, platform doesn't want another redis to babysit. change of plan: solid_cache on the existing postgres, with a separate `cache` database on the same cluster. final answer :sweat_smile:",
        )
        .file("Edit", "config/environments/production.rb")
        .file("Write", "config/solid_cache.yml")
        .bash(
          "bin/rails solid_cache:install",
          "      create  config/solid_cache.yml\n      create  db/cache_schema.rb\n       gsub  config/environments/production.rb",
        )
        .assistant("Installed solid_cache with its own `cache` database entry in database.yml, and switched production's cache_store to `:solid_cache_store`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["solid_cache"] }],
  },
  {
    id: "b94-api-versioning",
    build: (s) =>
      s
        .user("the mobile team wants a `last_seen_at` on the users endpoint. v2 or new v3?")
        .file("Read", "app/controllers/api/v2/users_controller.rb")
        .assistant(
          "Adding a field is backward compatible, so I'd put it in v2 and save v3 for breaking changes (the pagination envelope change that's on the roadmap). Clients that don't know the field ignore it.",
        )
        .user("makes sense, v2 :+1:")
        .file("Edit", "app/serializers/api/v2/user_serializer.rb")
        .bash("bin/rspec --no-spring spec/requests/api/v2/users_spec.rb", ".......\n\n7 examples, 0 failures")
        .assistant("Added `last_seen_at` (ISO 8601) to the v2 UserSerializer; request specs updated.")
        .user(
          "also: whenever we touch api/v2 we regenerate the openapi file with `bin/rails rswag:specs:swaggerize`, the mobile folks build their client from it",
        )
        .bash("bin/rails rswag:specs:swaggerize", "Generating Swagger docs ...\nSwagger doc generated at /home/dev/src/app/swagger/v2/openapi.yaml")
        .stop("Regenerated swagger/v2/openapi.yaml."),
    planted: [
      { kind: "decision", keys: ["last_seen_at", "v2"] },
      { kind: "instruction", keys: ["swaggerize"] },
    ],
  },
  {
    id: "b94-digest-fanout",
    build: (s) =>
      s
        .user("back to that queue:low thing — 2.4M ActivityDigestJob. how are they enqueued")
        .file("Read", "app/jobs/activity_digest_scheduler_job.rb")
        .assistant(
          "ActivityDigestSchedulerJob runs hourly and enqueues one ActivityDigestJob per user with `digest_enabled`, 1.1M users, without checking whether the previous hour's jobs have drained. When a worker is slow, hours pile up.",
        )
        .user("ok what would you do")
        .assistant(
          "I'd switch to Sidekiq Pro batches per account: enqueue one batch per account, and have the scheduler skip accounts whose previous batch hasn't completed. Alternatively, move to `perform_bulk` per 1000 users, but that doesn't fix the pile-up.",
        )
        .user(
          "batches per account, yes. do it. and TODO after this lands: the digest email template still links to /activity which 404s since the nav redesign, needs a fix",
        )
        .file("Edit", "app/jobs/activity_digest_scheduler_job.rb")
        .bash("bin/rspec --no-spring spec/jobs/activity_digest_scheduler_job_spec.rb", ".....\n\n5 examples, 0 failures")
        .stop("Scheduler now uses one batch per account and skips accounts with a pending batch."),
    planted: [
      { kind: "decision", keys: ["batches", "per account"] },
      { kind: "task", keys: ["/activity"] },
    ],
  },
  {
    id: "b94-soft-delete",
    build: (s) =>
      s
        .user(
          "quick poll result from #eng-backend, pasting:\n> @nate: paranoia vs discard for soft deletes on projects?\n> @dana: discard, paranoia's default scope bit us at my last job\n> @luis: +1 discard\nso discard it is. add it to Project",
        )
        .bash("bundle add discard", "Fetching discard 1.4.0\nInstalling discard 1.4.0")
        .file("Edit", "app/models/project.rb")
        .bash(
          "bin/rails g migration AddDiscardedAtToProjects discarded_at:datetime:index",
          "      create    db/migrate/20261122113000_add_discarded_at_to_projects.rb",
        )
        .assistant("Added `include Discard::Model` to Project with a `discarded_at` column and index. No default scope, so callers use `Project.kept`.")
        .user("perfect. later we'll need to do the same for tasks and comments, not in this PR")
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["discard"] },
      { kind: "task", keys: ["tasks", "comments"] },
    ],
  },
  {
    id: "b94-puma-workers",
    build: (s) =>
      s
        .user("R14 memory errors on web dynos since the rails bump. check the puma config")
        .bash(
          "cat config/puma.rb | grep -E 'workers|threads'",
          'workers ENV.fetch("WEB_CONCURRENCY") { 2 }\nthreads_count = ENV.fetch("RAILS_MAX_THREADS") { 5 }',
        )
        .bash("heroku config:get WEB_CONCURRENCY -a acme-prod", "3")
        .assistant(
          "WEB_CONCURRENCY is 3 on prod, so 3 Puma workers per Performance-M dyno (2.5 GB). At ~780 MB per worker after the bump, that's ~2.3 GB plus overhead, so R14 makes sense. Going back to 2 would leave headroom; or add jemalloc first.",
        )
        .user("jemalloc is already on (the buildpack). ok set WEB_CONCURRENCY back to 2 and we'll live with it")
        .bash("heroku config:set WEB_CONCURRENCY=2 -a acme-prod", "Setting WEB_CONCURRENCY and restarting ⬢ acme-prod... done, v1933")
        .assistant("WEB_CONCURRENCY=2 set; dynos restarted.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["web_concurrency", "2"] },
      { kind: "fact", keys: ["jemalloc"] },
    ],
  },
  {
    id: "b94-onboarding-sprint",
    build: (s) =>
      s
        .user(
          "planning notes before I forget, for next sprint:\n1. the SignupsController#create has no rate limit, we need a Rack::Attack rule for it\n2. migrate the last 3 controllers off `respond_to :js` (rails-ujs is going away)\n3. figure out why `growth_onboarding_v3` still shows the old tour for SSO users\ncan you check how many controllers still use respond_to js",
        )
        .bash("grep -rln 'format.js' app/controllers | wc -l", "3")
        .assistant("3 controllers still use `format.js`: Comments, Reactions, and Settings::Notifications.")
        .stop(),
    planted: [
      { kind: "task", keys: ["rack::attack", "signups"] },
      { kind: "task", keys: ["rails-ujs"] },
      { kind: "task", keys: ["sso", "tour"] },
    ],
  },
  {
    id: "b94-lograge",
    build: (s) =>
      s
        .user("prod logs are unreadable, every request is 15 lines. can we get one line per request")
        .file("Read", "config/environments/production.rb")
        .assistant(
          "Two common ways: `lograge` with the JSON formatter (one line per request, easy to add `account_id` and `request_id`), or `rails_semantic_logger`, which replaces the whole logger and is a bigger change.",
        )
        .user("lograge w/ json. keep it small. add account_id + request_id to the payload")
        .bash("bundle add lograge", "Fetching lograge 0.14.0\nInstalling lograge 0.14.0")
        .file("Write", "config/initializers/lograge.rb")
        .bash("heroku addons -a acme-prod | grep -i paper", "papertrail (papertrail-sharp-41)  choklad  $7/month  created")
        .assistant(
          "lograge is configured with `Lograge::Formatters::Json` and `custom_payload` adding account_id and request_id. Side note: Papertrail is on the `choklad` plan.",
        )
        .user(
          "yeah and choklad only keeps 7 days of logs searchable, so anything older you have to pull from the S3 archive bucket `acme-logs-archive`. good to know when someone asks about a 2-week-old incident",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["lograge"] },
      { kind: "fact", keys: ["7 days", "acme-logs-archive"] },
    ],
  },
  {
    id: "b94-follower-db",
    build: (s) =>
      s
        .user("the admin revenue report is hammering the primary, can you look")
        .bash(
          "heroku pg:info -a acme-prod | grep -E '^===|Followers|Behind'",
          "=== HEROKU_POSTGRESQL_CRIMSON_URL, DATABASE_URL\nFollowers:             HEROKU_POSTGRESQL_ONYX\n=== HEROKU_POSTGRESQL_ONYX_URL\nBehind By:             0 commits\nFollowing:             HEROKU_POSTGRESQL_CRIMSON",
        )
        .assistant(
          "There's a follower, `HEROKU_POSTGRESQL_ONYX`, following the primary. database.yml already has a `primary_replica` entry pointing at it, but the report doesn't use it.",
        )
        .user(
          "right, ONYX is the read replica, it's usually a few seconds behind, up to ~30s during the nightly batch. rule for all admin/analytics reports: wrap them in `connected_to(role: :reading)` so they hit ONYX, never the primary. do it for the revenue report",
        )
        .file("Edit", "app/reports/admin/revenue_report.rb")
        .bash("bin/rspec --no-spring spec/reports/admin/revenue_report_spec.rb", "....\n\n4 examples, 0 failures")
        .assistant("RevenueReport now runs inside `ActiveRecord::Base.connected_to(role: :reading)`. Specs pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["onyx", "30s"] },
      { kind: "instruction", keys: ["role: :reading"] },
    ],
  },
  {
    id: "b94-admin-2fa",
    build: (s) =>
      s
        .user("security review flagged that admin users don't need 2FA. how hard is enforcing it")
        .file("Read", "app/models/user.rb")
        .bash(
          "grep -rn 'otp_required_for_login' app | head -3",
          'app/models/user.rb:14:  devise :two_factor_authenticatable, otp_secret_encryption_key: ENV["OTP_KEY"]\napp/controllers/users/otp_controller.rb:22:    current_user.update!(otp_required_for_login: true)',
        )
        .assistant(
          "devise-two-factor is already set up, just optional. I'd suggest enforcing it for `admin?` users first via a `before_action` that redirects to setup, and leaving regular users opt-in until support is ready for the lockout tickets.",
        )
        .user("yes that's the plan, admins only for now :+1:")
        .file("Edit", "app/controllers/admin/base_controller.rb")
        .bash("bin/rspec --no-spring spec/requests/admin", "..............\n\n14 examples, 0 failures")
        .assistant("Admin::BaseController now requires 2FA setup for admins; 14 admin request specs pass, with a new one for the redirect.")
        .user("before we force it on all users, @sophie's team and CS need to write the announcement + lockout runbook. that's a todo for january")
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["2fa", "admin"] },
      { kind: "task", keys: ["announcement", "january"] },
    ],
  },
  {
    id: "b94-tax-rounding",
    build: (s) =>
      s
        .user("finance says our invoice PDFs are off by 1 cent vs stripe on ~2% of invoices. wtf")
        .bash(
          "bin/rails runner 'inv = Invoice.find(771204); p inv.lines.map(&:tax_cents); p inv.tax_cents; p Stripe::Invoice.retrieve(inv.stripe_id).tax'",
          "[117, 117, 118]\n351\n352",
        )
        .assistant(
          "Reproduced on invoice 771204. We compute tax on the invoice subtotal and round once; Stripe rounds tax per line item and sums. 3 lines of 117.4 cents each: we get 351, Stripe gets 117+117+118 = 352. So that's the drift.",
        )
        .user("ahh. ok, stripe is the source of truth for money, so match it: round per line item. change our calc")
        .file("Edit", "app/services/billing/tax_calculator.rb")
        .bash("bin/rspec --no-spring spec/services/billing/tax_calculator_spec.rb", ".........\n\n9 examples, 0 failures")
        .assistant("TaxCalculator now rounds per line and sums, with a spec using invoice 771204's numbers.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["per line item", "stripe"] },
      { kind: "fact", keys: ["source of truth"] },
      { kind: "decision", keys: ["round per line"] },
    ],
  },
  {
    id: "b94-ruby-pin",
    build: (s) =>
      s
        .user("dependabot opened a PR bumping .ruby-version to 3.4.1, can I merge it?")
        .bash("gh pr checks 2310", "build   fail  4m12s  https://github.com/acme/app/actions/runs/88410\nrspec   skipping")
        .bash(
          "gh run view 88410 --log-failed | tail -n 4",
          "Installing grpc 1.68.1 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\ngrpc 1.68.1 does not support ruby 3.4",
        )
        .assistant("The build fails: grpc 1.68.1 (pulled in by google-cloud-pubsub) doesn't compile on Ruby 3.4. So the PR can't be merged as is.")
        .user(
          "right, forgot. we're stuck on ruby 3.3 until grpc supports 3.4, that's the only blocker. close the PR and tell dependabot to ignore ruby for now. follow-up: retry the 3.4 bump when grpc 1.70 is out",
        )
        .bash("gh pr close 2310 -c '@dependabot ignore this major version'", "✓ Closed pull request #2310")
        .assistant("Closed #2310 and told Dependabot to ignore this version.")
        .user("oh and pls dont touch .ruby-version in feature branches ever, ruby bumps get their own PR")
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["grpc", "3.4"] },
      { kind: "task", keys: ["grpc 1.70"] },
      { kind: "instruction", keys: [".ruby-version", "feature branches"] },
    ],
  },
  {
    id: "b94-backfill-convention",
    build: (s) =>
      s
        .user("need to backfill `discount_amount_cents` from the old coupons table for ~400k subscriptions. where should that live")
        .bash("ls lib/tasks/backfills | tail -4", "2026_09_30_seat_roles.rake\n2026_10_14_tax_id_country.rake\n2026_11_02_account_slugs.rake\nREADME.md")
        .assistant("There's a `lib/tasks/backfills/` folder with dated rake tasks. I'd add `2026_11_22_discount_amount_cents.rake` there, in batches of 1000.")
        .user(
          "yep. that's the convention: backfills are dated rake tasks in lib/tasks/backfills, run on prod with `heroku run:detached`, never from a migration. and use `in_batches(of: 1000)` so it doesn't lock",
        )
        .file("Write", "lib/tasks/backfills/2026_11_22_discount_amount_cents.rake")
        .bash("bin/rails backfills:discount_amount_cents DRY_RUN=1", "Would update 412883 subscriptions in 413 batches")
        .assistant("Dry run: 412,883 subscriptions in 413 batches. I haven't run it for real.")
        .user("good. we'll run the backfill thursday evening after the billing run finishes, not before")
        .stop("OK, Thursday evening after the billing run."),
    planted: [
      { kind: "instruction", keys: ["lib/tasks/backfills"] },
      { kind: "instruction", keys: ["run:detached"] },
      { kind: "task", keys: ["backfill", "thursday"] },
    ],
  },
  {
    id: "b94-webhook-secret",
    build: (s) =>
      s
        .user("stripe webhooks returning 400 on staging since this morning :eyes:")
        .bash(
          "heroku logs -a acme-staging -n 200 | grep -i signature | tail -2",
          "Stripe::SignatureVerificationError: No signatures found matching the expected signature for payload\nStripe::SignatureVerificationError: No signatures found matching the expected signature for payload",
        )
        .assistant(
          "Signature verification fails on every event. Maybe the endpoint secret was rotated in the Stripe dashboard and `STRIPE_WEBHOOK_SECRET` on staging is stale?",
        )
        .user(
          "yes, @luis rotated them this morning. he rotates the webhook secrets every quarter, first monday of the quarter, and he always forgets staging lol. I'll paste the new one",
        )
        .bash("heroku config:set STRIPE_WEBHOOK_SECRET=whsec_*** -a acme-staging", "Setting STRIPE_WEBHOOK_SECRET and restarting ⬢ acme-staging... done, v820")
        .bash("stripe trigger invoice.created --api-key $STRIPE_TEST_KEY", "Trigger succeeded! Check dashboard for event details.")
        .assistant("Updated the secret on staging; a test `invoice.created` went through with 200.")
        .user(
          "👍 and let's stop having two sources. decided: webhook secrets come out of credentials.yml.enc and live only in heroku config, I'm deleting them now",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["luis", "quarter"] },
      { kind: "decision", keys: ["credentials.yml.enc"] },
    ],
  },
  {
    id: "b94-oncall",
    build: (s) =>
      s
        .user("I'm on call next week for the first time since the reorg, what do I need to know. check the runbook folder")
        .bash("ls docs/runbooks", "billing.md\ndeploys.md\noncall.md\nsidekiq.md")
        .file("Read", "docs/runbooks/oncall.md")
        .assistant(
          "oncall.md says: the rotation is the PagerDuty schedule `backend-primary`, handoff Mondays 10:00 CET, and Sev1s go to #inc-war-room. It also links a 'never restart all worker dynos at once' note in sidekiq.md.",
        )
        .user("> handoff Mondays 10:00 CET\nis that still right? I thought it moved to tuesdays")
        .bash("gh api repos/acme/app/commits?path=docs/runbooks/oncall.md --jq '.[0].commit.message'", "oncall: handoff moves to Tuesday 10:00 CET (ops sync)")
        .assistant("The latest commit to oncall.md says the handoff moved to Tuesday 10:00 CET, but the body text still says Monday. The file is out of date.")
        .user(
          "yeah so handoff is tuesday 10:00 CET now. fix the line in oncall.md. also someone has to update the PagerDuty schedule itself, it still says monday — I'll bring it up in the ops sync on thursday",
        )
        .file("Edit", "docs/runbooks/oncall.md")
        .stop("Fixed the handoff line in oncall.md."),
    planted: [
      { kind: "fact", keys: ["tuesday", "10:00"] },
      { kind: "task", keys: ["pagerduty", "monday"] },
    ],
  },
  {
    id: "b94-empty-sidekiq-docs",
    build: (s) =>
      s
        .user("how many times does sidekiq retry by default? and what happens after")
        .bash("bundle exec ruby -e 'require \"sidekiq\"; puts Sidekiq.default_configuration[:max_retries]'", "25")
        .assistant(
          "25 retries by default, with exponential backoff over about 21 days. After the last one the job goes to the Dead set, where it's kept for 6 months or 10,000 jobs, whichever comes first.",
        )
        .user("the docs say something like 'jobs must always be idempotent, never assume a job runs once' right?")
        .assistant("Yes, the Sidekiq wiki's best practices say jobs should be idempotent and transactional, since a job can run more than once.")
        .user("ok. just refreshing my memory for the design review")
        .stop("Good luck with the review."),
    planted: [],
  },
  {
    id: "b94-public-ids",
    build: (s) =>
      s
        .user("for the new `share_links` table, uuid primary key or bigint? the links show up in urls")
        .file("Read", "db/schema.rb")
        .assistant(
          "Every table in schema.rb uses bigint ids. For the URL, I'd keep a bigint primary key and add a `public_id` column with a random token (e.g. `has_secure_token :public_id`), so ids aren't guessable and joins stay on bigint. A uuid PK would be the only one in the schema.",
        )
        .user("yeah bigint + public_id token, go. @dana will want the same pattern for invoices later so write it like it's reusable")
        .bash(
          "bin/rails g model ShareLink project:references public_id:string:uniq expires_at:datetime",
          "      invoke  active_record\n      create    db/migrate/20261122140100_create_share_links.rb\n      create    app/models/share_link.rb",
        )
        .file("Edit", "app/models/share_link.rb")
        .assistant("ShareLink has a bigint PK and `has_secure_token :public_id`; routes use `param: :public_id`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["public_id"] }],
  },
];

export const BLIND94 = plantedSet(BLIND94_SESSIONS, Date.UTC(2026, 10, 22, 9));
