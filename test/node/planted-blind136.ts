/**
 * Blind planted set 136 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Ruby on Rails developer at a two-person SaaS (billing on Stripe, background jobs with
 * Sidekiq): friendly, medium-length messages that explain the business context, and settles
 * things with "let's go with that".
 * Each session is one segment; the items planted in it are listed with it: 73 items (17 decisions, 19 instructions,
 * 19 facts, 18 tasks) in 47 sessions, 11 of which plant nothing (51 user/assistant messages between them). Every other message
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

export const BLIND136_SESSIONS: BlindSession[] = [
  {
    id: "b136-stripe-webhook-dupes",
    build: (s) =>
      s
        .user(
          "Morning! So a customer (a small bakery chain, lovely people) got two 'payment received' emails yesterday for the same invoice. I think our Stripe webhook handler processed the same event twice. Can you look at app/controllers/webhooks/stripe_controller.rb?",
        )
        .file("Read", "app/controllers/webhooks/stripe_controller.rb")
        .bash("grep -rn 'evt_1P' log/production.log | head -3", "evt_1PqX2 received invoice.paid\nevt_1PqX2 received invoice.paid\nevt_1PqX2 processed")
        .assistant(
          "Yes, the same event id evt_1PqX2 arrived twice and nothing deduplicates it. One option is to record every processed event id in a stripe_events table with a unique index and skip ids we've already seen. Another would be a Redis SETNX with a TTL.",
        )
        .user(
          "The table sounds better, I like having the history in Postgres. Let's go with the stripe_events table with the unique index. And for context: Stripe keeps retrying a failed webhook for up to 3 days, so an event can really show up a lot later than you'd expect.",
        )
        .file("Write", "db/migrate/20261114_create_stripe_events.rb")
        .file("Edit", "app/controllers/webhooks/stripe_controller.rb")
        .bash("bin/rails db:migrate && bin/rspec spec/requests/webhooks", "== CreateStripeEvents: migrated (0.0123s)\n14 examples, 0 failures")
        .assistant("Added the migration and the dedupe check; the webhook request specs pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["stripe_events"] },
      { kind: "fact", keys: ["3 days"] },
    ],
  },
  {
    id: "b136-sidekiq-queues",
    build: (s) =>
      s
        .user("Quick one. The invoice sync job got stuck behind 4k password reset mails this morning 😅 Can you check config/sidekiq.yml?")
        .file("Read", "config/sidekiq.yml")
        .bash("cat config/sidekiq.yml", ":concurrency: 10\n:queues:\n  - default\n  - billing\n  - low")
        .assistant(
          "The mailers go through `default`, and so does InvoiceSyncJob, so they compete. InvoiceSyncJob should probably be on `billing`, which has nothing else on it.",
        )
        .user(
          "Right. Rule from now on: anything that talks to the Stripe API goes on the billing queue, no exceptions, even small stuff. Move InvoiceSyncJob there please. And next week we need to give the mailers their own queue too, but not today, Ana wants the release out first.",
        )
        .file("Edit", "app/jobs/invoice_sync_job.rb")
        .bash("bin/rspec spec/jobs/invoice_sync_job_spec.rb", "3 examples, 0 failures")
        .assistant("Moved InvoiceSyncJob to `queue_as :billing`; its spec passes.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["billing queue"] },
      { kind: "task", keys: ["mailers"] },
    ],
  },
  {
    id: "b136-rspec-ci",
    build: (s) =>
      s
        .user("Can you run the subscription specs? I changed the plan upgrade logic last night and want to be sure before lunch.")
        .bash(
          "bundle exec rspec spec/models/subscription_spec.rb",
          "F.....\n1) Subscription#upgrade! charges the difference\n   expected 1500, got 1499\n6 examples, 1 failure",
        )
        .assistant("One failure: the upgrade charge is off by a cent (1499 vs 1500). Looks like a rounding issue in `prorated_amount`.")
        .user(
          "Ugh, rounding. Btw, please run specs with `bin/rspec --fail-fast` from now on, the full suite takes ages and I'd rather see the first thing that breaks. Is it floor vs round?",
        )
        .file("Read", "app/models/subscription.rb")
        .assistant("Yes, `prorated_amount` uses `floor`. Switching to `round` gives 1500.")
        .file("Edit", "app/models/subscription.rb")
        .bash("bin/rspec --fail-fast spec/models/subscription_spec.rb", "......\n6 examples, 0 failures")
        .user(
          "Nice. Good to know for the future too: CI is GitHub Actions and the job gets killed at 20 minutes, so if the suite creeps past that it fails with no useful message.",
        )
        .stop("Fixed the rounding; the subscription specs pass."),
    planted: [
      { kind: "instruction", keys: ["--fail-fast"] },
      { kind: "fact", keys: ["20 minutes"] },
    ],
  },
  {
    id: "b136-dunning",
    build: (s) =>
      s
        .user(
          "Let's talk dunning. Right now when a card fails we send one email and then nothing, and we lose maybe 8 customers a month who'd have paid if we'd just nudged them. What would you suggest?",
        )
        .assistant(
          "A common pattern is a sequence: an email on the day of failure, then reminders on day 3, 7 and 14, and pausing the account after day 14. Stripe Smart Retries can run the card retries alongside it. Alternatively we could leave it all to Stripe's built-in emails, but those can't use your own templates.",
        )
        .user("Day 1, 3, 7, 14 then pause. Let's go with that, our own templates. Can you scaffold the DunningJob?")
        .file("Write", "app/jobs/dunning_job.rb")
        .file("Write", "spec/jobs/dunning_job_spec.rb")
        .bash("bin/rspec spec/jobs/dunning_job_spec.rb", "4 examples, 0 failures")
        .assistant("DunningJob is scaffolded with the 1/3/7/14 schedule and a pause step; specs pass. The email copy is placeholder text.")
        .user("Cool. Remind me to ask Priya about the grace period wording in the last email, she wrote the original terms.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["14"] },
      { kind: "task", keys: ["priya"] },
    ],
  },
  {
    id: "b136-redis-memory",
    build: (s) =>
      s
        .user("Sidekiq dashboard shows Redis at 92% memory. Any idea what's eating it?")
        .bash("redis-cli -u $REDIS_URL info memory | grep used_memory_human", "used_memory_human:46.1M")
        .bash("redis-cli -u $REDIS_URL zcard dead", "(integer) 9874")
        .assistant("Used memory is 46 MB and the dead set has almost 10k jobs. Could also be the cache keys, but I haven't checked those yet.")
        .user(
          "Oh wait that's the Heroku Redis Premium-0 plan, it only has 50 MB total, so 46 is basically full. Clear the dead set for now, most of those are from the Mailchimp outage anyway.",
        )
        .bash("redis-cli -u $REDIS_URL del dead", "(integer) 1")
        .assistant("Cleared the dead set; memory is down to 12 MB.")
        .user("Thanks! Follow-up for later: lower the dead job retention in the sidekiq initializer so it doesn't fill up again.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["premium-0"] },
      { kind: "task", keys: ["retention"] },
    ],
  },
  {
    id: "b136-proration",
    build: (s) =>
      s
        .user(
          "A customer emailed asking why they got a credit note when they downgraded from Team to Starter mid-month. Marta forwarded it to me, she handles all the invoice support tickets.",
        )
        .file("Read", "app/services/billing/change_plan.rb")
        .assistant(
          "ChangePlan passes `proration_behavior: 'create_prorations'` for every change, so downgrades produce a credit. We could keep prorating upgrades and make downgrades take effect at period end instead, which is what most SaaS do.",
        )
        .user("Yes, downgrades at period end, upgrades prorated immediately. Let's go with that.")
        .file("Edit", "app/services/billing/change_plan.rb")
        .bash("bin/rspec --fail-fast spec/services/billing", "12 examples, 0 failures")
        .assistant("Downgrades now schedule the change for the period end; upgrades still prorate. Specs pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["period end"] },
      { kind: "fact", keys: ["marta"] },
    ],
  },
  {
    id: "b136-migration-lock",
    build: (s) =>
      s
        .user("I want to add a `paid_at` index to invoices. It's a big table now, like 3M rows.")
        .file("Write", "db/migrate/20261116_add_paid_at_index_to_invoices.rb")
        .bash("bin/rails db:migrate", "== AddPaidAtIndexToInvoices: migrating\n-- add_index(:invoices, :paid_at)")
        .assistant("Done, I used a plain `add_index`. On 3M rows that will lock writes for a while in production.")
        .user(
          "Yeah, that's exactly what bit us in March. Make it `algorithm: :concurrently` with `disable_ddl_transaction!`. And a general rule for any migration: it has to pass strong_migrations, if it complains, fix the migration, don't wrap it in safety_assured.",
        )
        .file("Edit", "db/migrate/20261116_add_paid_at_index_to_invoices.rb")
        .bash("bin/rails db:rollback && bin/rails db:migrate", "== AddPaidAtIndexToInvoices: migrated (0.4012s)")
        .user("One more thing for the backlog: we should add the strong_migrations check to CI so I don't have to remember it. Not now though.")
        .stop("The index is now created concurrently."),
    planted: [
      { kind: "instruction", keys: ["safety_assured"] },
      { kind: "task", keys: ["strong_migrations", "ci"] },
    ],
  },
  {
    id: "b136-money-cents",
    build: (s) =>
      s
        .user("I need a service that calculates the annual discount (two months free) for a plan. Where should it go?")
        .bash("ls app/services/billing", "change_plan.rb\ncreate_checkout.rb\nsync_invoice.rb")
        .user(
          "Put it with the others. I prefer service objects in app/services with a single `.call` class method that returns a Result, like ChangePlan does. Also heads up, all amounts are integer cents in `*_amount_cents` columns, there are no decimals anywhere in billing.",
        )
        .file("Read", "app/services/billing/change_plan.rb")
        .file("Write", "app/services/billing/annual_discount.rb")
        .bash("bin/rspec --fail-fast spec/services/billing/annual_discount_spec.rb", "3 examples, 0 failures")
        .assistant("Added Billing::AnnualDiscount.call(plan:) returning a Result with the discount in cents. 3 examples pass.")
        .user("Perfect, thanks!")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["app/services"] },
      { kind: "fact", keys: ["cents"] },
    ],
  },
  {
    id: "b136-timezone-invoices",
    build: (s) =>
      s
        .user("An Australian customer says their invoice is dated the 31st but they paid on the 1st. Timezones again?")
        .file("Read", "app/models/invoice.rb")
        .bash("bin/rails runner 'puts Account.where(time_zone: nil).count'", "40")
        .assistant(
          "The invoice date uses `Time.current`, which is UTC on the server, so a payment on the morning of the 1st in Sydney lands on the 31st in UTC. Accounts do have a `time_zone` column, but 40 of them have it nil.",
        )
        .user(
          "Ok so to confirm for both of us: the servers run UTC, and invoice dates are supposed to be in the account's own time_zone. Fix the date to use the account zone, falling back to UTC when nil. Backfilling those 40 accounts is a TODO for another day, I need to ask them first.",
        )
        .file("Edit", "app/models/invoice.rb")
        .bash("bin/rspec --fail-fast spec/models/invoice_spec.rb", "9 examples, 0 failures")
        .stop("Invoice dates now use the account's time zone."),
    planted: [
      { kind: "fact", keys: ["time_zone"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b136-tax",
    build: (s) =>
      s
        .user(
          "We're starting to get EU customers and I can't keep doing VAT by hand in a spreadsheet. Options are TaxJar, Stripe Tax, or Paddle as merchant of record. Thoughts?",
        )
        .assistant(
          "Since you already bill through Stripe Checkout and Billing, Stripe Tax is the least work: set `automatic_tax: { enabled: true }` and store customer addresses. Paddle would mean migrating every subscription. TaxJar needs its own sync.",
        )
        .user("Yeah migrating to Paddle is a no. Ok, Stripe Tax it is, let's go with that. Can you flip it on in the checkout service?")
        .file("Edit", "app/services/billing/create_checkout.rb")
        .bash("bin/rspec --fail-fast spec/services/billing/create_checkout_spec.rb", "5 examples, 0 failures")
        .assistant("automatic_tax is enabled in CreateCheckout and the address collection is required. Specs pass.")
        .user(
          "Great. We still need to register for the VAT OSS scheme before the end of Q1, that's on me and the accountant, but please leave a note in the tracker.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["stripe tax"] },
      { kind: "task", keys: ["oss"] },
    ],
  },
  {
    id: "b136-staging-render",
    build: (s) =>
      s
        .user("The staging site is showing yesterday's version. Did the deploy fail?")
        .bash("git log origin/staging -1 --oneline", "a41c9e2 Add annual discount service")
        .assistant("The latest commit is on origin/staging. Is there a deploy hook somewhere I should look at?")
        .user("Staging is on Render and it auto-deploys from the staging branch, so it should be there. Probably the build failed, check the render logs.")
        .bash("render logs --service staging-web --tail 5", "==> Build failed: bundle install exited 1\nGem::Ext::BuildError: pg 1.5.4")
        .assistant("The Render build failed on compiling the pg gem. Bumping pg to 1.5.9 usually fixes this on their image.")
        .file("Edit", "Gemfile.lock")
        .user("Go for it. And please open a pull request for it, don't push to main. That goes for everything btw, even if I'm the only reviewer.")
        .bash("gh pr create --fill", "https://github.com/tallyco/app/pull/412")
        .stop("PR #412 bumps pg."),
    planted: [
      { kind: "fact", keys: ["render"] },
      { kind: "instruction", keys: ["pull request"] },
    ],
  },
  {
    id: "b136-sidekiq-cron",
    build: (s) =>
      s
        .user(
          "The nightly usage rollup didn't run last night. It's a crontab entry from the `whenever` gem on the old worker box, and I think the box rebooted.",
        )
        .bash("cat config/schedule.rb", "every 1.day, at: '2:00 am' do\n  runner 'UsageRollup.run'\nend")
        .assistant(
          "We could move the schedule into Sidekiq with sidekiq-cron, so it lives with the workers and survives reboots. Or keep whenever and add a systemd timer.",
        )
        .user("sidekiq-cron, let's go with that, I want to kill the worker box eventually anyway.")
        .file("Write", "config/schedule.yml")
        .file("Edit", "config/initializers/sidekiq.rb")
        .bash("bin/rails runner 'UsageRollup.run'", "UsageRollup: 1,204 accounts rolled up in 2391s")
        .assistant("Moved the schedule to sidekiq-cron and ran the rollup by hand.")
        .user("2391 seconds, yeah, the rollup normally takes about 40 minutes, so that's in line. Thanks!")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sidekiq-cron"] },
      { kind: "fact", keys: ["40 minutes"] },
    ],
  },
  {
    id: "b136-factory-stubs",
    build: (s) =>
      s
        .user("The model specs got slow, 3 minutes for spec/models alone. Any quick wins?")
        .bash("bin/rspec spec/models --profile 3", "Top 3 slowest examples:\n Invoice totals 2.1s\n Subscription upgrade! 1.8s\n Account seats 1.6s")
        .assistant(
          "Most of the slow examples use `create(:invoice)`, which saves the account, subscription, plan and line items to the database. `build_stubbed` would avoid all of that for specs that don't query.",
        )
        .user(
          "Yes please. And make it a habit: build_stubbed by default in specs, `create` only when the test really needs the DB. Convert the invoice spec for now.",
        )
        .file("Edit", "spec/models/invoice_spec.rb")
        .bash("bin/rspec --fail-fast spec/models/invoice_spec.rb", "9 examples, 0 failures\nFinished in 0.41 seconds")
        .user("Ha, 0.41s. At some point we should get rid of the old YAML fixtures in spec/fixtures/invoices too, they're only used by two specs. Not today.")
        .stop("Invoice spec converted."),
    planted: [
      { kind: "instruction", keys: ["build_stubbed"] },
      { kind: "task", keys: ["spec/fixtures"] },
    ],
  },
  {
    id: "b136-trial-length",
    build: (s) =>
      s
        .user(
          "Trials. We currently do 30 days with card required and conversion is meh. Jonas thinks we should go 14 days, no card. He owns the marketing site btw, it's a separate Webflow project, not in this repo.",
        )
        .assistant("Fewer signups drop off without a card, but more trials will be low intent. Would you want to keep 30 days for annual plans?")
        .user("Hmm maybe. No, keep it simple. A 14-day trial with no card for every plan, let's go with that.")
        .file("Edit", "app/services/billing/create_checkout.rb")
        .file("Edit", "config/locales/en.yml")
        .bash("bin/rspec --fail-fast spec/services/billing", "13 examples, 0 failures")
        .assistant("Checkout now creates a 14-day trial without payment method collection; the copy in en.yml says 14 days.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["14-day"] },
      { kind: "fact", keys: ["webflow"] },
    ],
  },
  {
    id: "b136-invoice-pdf",
    build: (s) =>
      s
        .user("Invoice PDFs look awful, wicked_pdf renders the table borders wrong and the fonts are from 2009. What are the alternatives?")
        .assistant(
          "Grover renders with headless Chrome via Puppeteer, so the PDF matches the HTML exactly. Prawn gives full control but means rewriting the layout in Ruby. Or we could just use Stripe's hosted invoice PDFs.",
        )
        .user("Stripe's PDFs don't show our seat breakdown, so no. Grover it is, let's go with that.")
        .file("Edit", "Gemfile")
        .file("Edit", "app/services/billing/render_invoice_pdf.rb")
        .bash("bin/rails runner 'Billing::RenderInvoicePdf.call(Invoice.last)'", "Wrote tmp/invoice-10422.pdf (84 KB)")
        .assistant("Switched the renderer to Grover; the sample PDF renders with the proper table.")
        .user(
          "Looks so much better. Follow-up: the footer still needs our company registration number, the accountant said it's legally required in Portugal. I'll get you the number later.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["grover"] },
      { kind: "task", keys: ["registration number"] },
    ],
  },
  {
    id: "b136-rubocop-commits",
    build: (s) =>
      s
        .user("Can you commit what we have? Message something like 'fixed the pdf stuff'.")
        .bash(
          "bundle exec rubocop app/services/billing",
          "app/services/billing/render_invoice_pdf.rb:12:81: C: Layout/LineLength: Line is too long.\n1 file inspected, 1 offense detected",
        )
        .assistant("Rubocop flags one long line in render_invoice_pdf.rb. Should I fix it before committing?")
        .user(
          "Yes. Two things for every commit going forward: run `bundle exec rubocop -a` on what you touched first, and write commit messages in the imperative, 'Fix PDF table borders', not 'fixed the pdf stuff'. I know I just did the opposite, do as I say not as I do 😄",
        )
        .bash(
          "bundle exec rubocop -a app/services/billing && git commit -am 'Fix invoice PDF rendering'",
          "1 file inspected, 1 offense corrected\n[main 7d21f0a] Fix invoice PDF rendering",
        )
        .stop("Committed as 7d21f0a."),
    planted: [
      { kind: "instruction", keys: ["rubocop -a"] },
      { kind: "instruction", keys: ["imperative"] },
    ],
  },
  {
    id: "b136-coupons",
    build: (s) =>
      s
        .user("Does the admin need a coupons page? Ana asked if she can create a BLACKFRIDAY code herself.")
        .bash("grep -rn 'class .*Coupon' app/models", "app/models/legacy_coupon.rb:1:class LegacyCoupon < ApplicationRecord")
        .assistant("There's only a LegacyCoupon model. Where do the current coupons live?")
        .user(
          "Coupons are created and stored in Stripe only, we don't mirror them in our DB, so Ana can just use the Stripe dashboard. LegacyCoupon is from before Stripe, there are 6 left and the last one expires in June. Once it does we need to drop the model and the table.",
        )
        .bash("bin/rails runner 'p LegacyCoupon.maximum(:expires_on)'", "Sun, 30 Jun 2027")
        .assistant("Confirmed, the last LegacyCoupon expires on 30 June 2027.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["coupons", "stripe"] },
      { kind: "task", keys: ["legacycoupon"] },
    ],
  },
  {
    id: "b136-dashboard-n1",
    build: (s) =>
      s
        .user("The account dashboard takes 4 seconds for our bigger customers. Can you dig in?")
        .bash("tail -n 20 log/bullet.log", "USE eager loading detected\n  Subscription => [:plan]\n  Add to your query: .includes([:plan])")
        .file("Read", "app/controllers/dashboards_controller.rb")
        .assistant(
          "Bullet shows it: the dashboard loads each subscription's plan separately, an N+1 on subscription.plan. For the 300-seat account that's 300 queries. Adding `.includes(:plan)` fixes it.",
        )
        .file("Edit", "app/controllers/dashboards_controller.rb")
        .bash("curl -s -o /dev/null -w '%{time_total}' localhost:3000/dashboard", "0.212")
        .assistant("Down to 0.2 s locally.")
        .user(
          "Amazing. So the root cause was the N+1 on plan, good. Going forward, whenever you change a controller or a view, look at log/bullet.log before calling it done.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["n+1"] },
      { kind: "instruction", keys: ["bullet.log"] },
    ],
  },
  {
    id: "b136-sentry",
    build: (s) =>
      s
        .user(
          "Honeybadger just renewed at $49/month and I'm not sure we use it enough. Sentry's free tier gives 5k errors a month, we do about 1.5k. Thoughts?",
        )
        .assistant(
          "At 1.5k errors a month you'd stay well within the free tier. The setup is a gem swap and an initializer. You'd lose Honeybadger's uptime checks, though.",
        )
        .user("We have uptime checks in Better Stack already. Ok, dropping Honeybadger for Sentry, let's go with that.")
        .file("Edit", "Gemfile")
        .file("Write", "config/initializers/sentry.rb")
        .bash("bundle install && bin/rails runner 'Sentry.capture_message(\"test\")'", "Bundle complete! 84 Gemfile dependencies\nSentry: event sent")
        .assistant("Sentry is set up and a test event arrived.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sentry"] },
      { kind: "fact", keys: ["5k"] },
      { kind: "fact", keys: ["better stack"] },
    ],
  },
  {
    id: "b136-credentials",
    build: (s) =>
      s
        .user("I need to add the Sentry DSN somewhere. I usually just put things in .env, is that fine?")
        .bash("ls config/credentials", "development.yml.enc\nproduction.key.example\nproduction.yml.enc\nstaging.yml.enc")
        .assistant("The repo already has per-environment encrypted credentials. Where is production.key kept?")
        .user(
          "Ah right, I forgot we did that. The production key lives in 1Password in the 'Tally infra' vault. Ok so no more .env files for secrets, everything goes in the encrypted credentials, please stick to that.",
        )
        .bash("EDITOR='cat' bin/rails credentials:show -e production | grep -c sentry", "0")
        .file("Edit", "config/initializers/sentry.rb")
        .assistant(
          "The initializer now reads `Rails.application.credentials.sentry_dsn`; you'll need to add the value with `bin/rails credentials:edit -e production`.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "instruction", keys: [".env"] },
    ],
  },
  {
    id: "b136-webhook-order",
    build: (s) =>
      s
        .user("Weird one: a customer upgraded, paid, and our app still shows the old plan. Any ideas?")
        .bash("grep -n 'sub_9Xk' log/production.log", "10:02:11.120 invoice.paid sub_9Xk\n10:02:11.480 customer.subscription.updated sub_9Xk")
        .assistant(
          "invoice.paid arrived before customer.subscription.updated, and the paid handler reads the plan from our DB, which wasn't updated yet. Stripe doesn't guarantee event order, so invoice.paid can come first.",
        )
        .user("Ugh, makes sense. Could we just delay the paid handler by a few seconds?")
        .assistant(
          "That would usually work but still races. More robust: in the job, re-fetch the subscription from the Stripe API instead of trusting the local copy.",
        )
        .user("Yeah, re-fetch from the API, let's go with that. Delays are a hack.")
        .file("Edit", "app/jobs/stripe/invoice_paid_job.rb")
        .bash("bin/rspec --fail-fast spec/jobs/stripe", "7 examples, 0 failures")
        .stop("The paid job re-fetches the subscription from Stripe."),
    planted: [
      { kind: "fact", keys: ["invoice.paid"] },
      { kind: "decision", keys: ["re-fetch"] },
    ],
  },
  {
    id: "b136-retry-count",
    build: (s) =>
      s
        .user(
          "A customer got charged 3 times because CreateChargeJob kept retrying after a timeout that actually succeeded. Sidekiq retries 25 times by default, right?",
        )
        .bash("grep -rn sidekiq_options app/jobs/billing", "")
        .assistant(
          "Yes, 25 by default with exponential backoff over about 3 weeks, and none of the billing jobs override it. Options: `retry: 5` on billing jobs, or `retry: false` and handle failures ourselves.",
        )
        .user(
          "retry: 5 for all billing jobs, let's go with that, plus the idempotency key on the charge. TODO for later: an alert when the retry set goes over 100 jobs, I want to hear about it before customers do.",
        )
        .file("Edit", "app/jobs/billing/application_billing_job.rb")
        .file("Edit", "app/jobs/billing/create_charge_job.rb")
        .bash("bin/rspec --fail-fast spec/jobs/billing", "11 examples, 0 failures")
        .stop("Billing jobs now retry 5 times and charges send an idempotency key."),
    planted: [
      { kind: "decision", keys: ["retry: 5"] },
      { kind: "task", keys: ["retry set"] },
    ],
  },
  {
    id: "b136-postgres-version",
    build: (s) =>
      s
        .user("What Postgres version are we on? I want to use MERGE in the usage rollup.")
        .bash("bin/rails runner 'puts ActiveRecord::Base.connection.select_value(\"select version()\")'", "PostgreSQL 15.6 on x86_64-pc-linux-gnu")
        .assistant("15.6, so MERGE is available (since 15).")
        .user(
          "Nice. For the record, the DB is Postgres 15 on Crunchy Bridge, not Heroku Postgres, people always assume Heroku. We should upgrade to Postgres 16 next quarter when they support in-place upgrades, put it on the list.",
        )
        .file("Edit", "app/models/usage_rollup.rb")
        .bash("bin/rspec --fail-fast spec/models/usage_rollup_spec.rb", "4 examples, 0 failures")
        .stop("The rollup uses MERGE now."),
    planted: [
      { kind: "fact", keys: ["crunchy bridge"] },
      { kind: "task", keys: ["postgres 16"] },
    ],
  },
  {
    id: "b136-feature-flags",
    build: (s) =>
      s
        .user("I want to roll out the new dunning emails to 10% of accounts first. We don't have feature flags. Flipper or Unleash?")
        .assistant(
          "Flipper with the ActiveRecord adapter needs no extra service and has percentage-of-actors rollout built in. Unleash is more powerful but it's another server to run.",
        )
        .user("Flipper with ActiveRecord, let's go with that. Set up a flag for dunning.")
        .file("Edit", "Gemfile")
        .bash("bin/rails g flipper:setup && bin/rails db:migrate", "create db/migrate/20261120_create_flipper_tables.rb\n== CreateFlipperTables: migrated")
        .file("Edit", "app/jobs/dunning_job.rb")
        .assistant("Added Flipper and gated DunningJob behind `Flipper.enabled?(:new_dunning, account)`.")
        .user(
          "Small change: call it billing_new_dunning. All flags get an area prefix like billing_ or onboarding_, otherwise in a year we'll have 80 flags and no idea what they are.",
        )
        .file("Edit", "app/jobs/dunning_job.rb")
        .stop("Renamed the flag to billing_new_dunning."),
    planted: [
      { kind: "decision", keys: ["flipper"] },
      { kind: "instruction", keys: ["prefix"] },
    ],
  },
  {
    id: "b136-usage-metering",
    build: (s) =>
      s
        .user("The API add-on is metered. Where do we record the API calls per account? I need to check a customer's numbers.")
        .bash(
          "bin/rails runner 'puts UsageEvent.table_name'; psql $DATABASE_URL -c '\\d+ usage_events' | grep -i partition",
          "usage_events\nPartition key: RANGE (occurred_at)",
        )
        .assistant("They're in usage_events, range-partitioned by occurred_at (monthly partitions, usage_events_2026_11 etc.).")
        .bash('psql $DATABASE_URL -c "select count(*) from usage_events where account_id = 812"', " count \n-------\n 48211")
        .assistant("Account 812 has 48,211 events this month.")
        .user(
          "Thanks. Right now we only send usage to Stripe once a day and customers see stale numbers. We need to switch to reporting it hourly, but that's a bigger job, let's do it next sprint.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["usage_events"] },
      { kind: "task", keys: ["hourly"] },
    ],
  },
  {
    id: "b136-currencies",
    build: (s) =>
      s
        .user("A prospect from the UK asked if we can bill in GBP. Also someone asked about BRL. What would it take?")
        .assistant("Stripe supports both, but each currency needs its own Price objects, and the invoice templates hardcode the € symbol in two places.")
        .user(
          "Let's not. EUR and USD only for now, let's go with that and I'll tell the prospect. But please fix the hardcoded symbol, and in general format money with Money#format, don't hand-roll it with number_to_currency.",
        )
        .bash("grep -rn '€' app/views", "app/views/invoices/show.html.erb:22: €<%= invoice.total %>\napp/views/invoices/_line.html.erb:4: €<%= line.amount %>")
        .file("Edit", "app/views/invoices/show.html.erb")
        .file("Edit", "app/views/invoices/_line.html.erb")
        .stop("Both templates use Money#format now."),
    planted: [
      { kind: "decision", keys: ["eur", "usd"] },
      { kind: "instruction", keys: ["money#format"] },
    ],
  },
  {
    id: "b136-empty-typo",
    build: (s) =>
      s
        .user("Tiny thing: the pricing page says 'Montly' instead of 'Monthly'. Can you fix it?")
        .bash("grep -rn 'Montly' app/views config/locales", "config/locales/en.yml:41:    monthly: Montly")
        .file("Edit", "config/locales/en.yml")
        .assistant("Fixed the typo in config/locales/en.yml.")
        .user("Thanks! Can you also run the locale spec to be safe?")
        .bash("bin/rspec --fail-fast spec/i18n_spec.rb", "2 examples, 0 failures")
        .assistant("The i18n spec passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b136-empty-sidekiq-log",
    build: (s) =>
      s
        .user("What does this warning in the worker logs mean? It shows up every few minutes.")
        .bash(
          "heroku logs -d worker --num 3",
          "WARN: Your Redis instance will evict Sidekiq data under heavy load.\nWARN: The 'noeviction' maxmemory policy is recommended (current policy: 'allkeys-lru').\nWARN: Sidekiq must never lose jobs: always set noeviction.",
        )
        .assistant(
          "Sidekiq warns at boot when the Redis maxmemory policy is not `noeviction`. With allkeys-lru, Redis may drop job data under memory pressure. It's a warning, not an error.",
        )
        .user("Hm, is that why we lost a few jobs in October, do you think?")
        .assistant(
          "Possibly, but I can't tell from here. The October logs are gone, so it would be a guess. If memory hit the limit at that time, eviction would explain it.",
        )
        .user("Ok, I'll look into it when I have a minute. Thanks for explaining.")
        .stop(),
    planted: [],
  },
  {
    id: "b136-empty-brainstorm",
    build: (s) =>
      s
        .user("Random thought while I drink my coffee: what if we offered a lifetime deal on AppSumo? Some people swear by it for early revenue.")
        .assistant(
          "It can bring a cash spike, but lifetime customers tend to be support-heavy and never pay again, which matters for a two-person team. It also complicates the billing model since they'd have no subscription.",
        )
        .user("Yeah... maybe we could do a capped version, like 200 codes?")
        .assistant("A cap limits the downside. You'd still need a 'lifetime' plan type that skips dunning and invoices.")
        .user("Actually no, scratch that, Ana would kill me. Forget I asked 😂")
        .stop(),
    planted: [],
  },
  {
    id: "b136-empty-run-tests",
    build: (s) =>
      s
        .user("Can you run the whole suite? I want to see where we are before the release.")
        .bash(
          "bin/rspec",
          "Finished in 6 minutes 12 seconds\n812 examples, 2 failures, 3 pending\nrspec ./spec/system/signup_spec.rb:44\nrspec ./spec/system/signup_spec.rb:71",
        )
        .assistant("812 examples, 2 failures, both in spec/system/signup_spec.rb. They look like the trial copy change: the specs still expect '30-day trial'.")
        .user("Ah yes, just update the expected text please.")
        .file("Edit", "spec/system/signup_spec.rb")
        .bash("bin/rspec spec/system/signup_spec.rb", "6 examples, 0 failures")
        .assistant("Updated both expectations; the signup specs pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b136-empty-question-enum",
    build: (s) =>
      s
        .user("Quick Rails question: is there a difference between `enum status: {...}` and the new `enum :status, {...}` syntax?")
        .assistant(
          "The positional form `enum :status, {...}` is the Rails 7 syntax; the keyword form is deprecated in 7.2 and prints a warning. They behave the same otherwise.",
        )
        .user("Is the deprecation going to break anything in 8?")
        .assistant("In Rails 8.0 the keyword form is removed, so it would raise there; in 7.2 it's only a warning.")
        .user("Cool, good to know. No need to change anything yet.")
        .stop(),
    planted: [],
  },
  {
    id: "b136-empty-config-dump",
    build: (s) =>
      s
        .user("Can you show me what the Sidekiq config looks like in production? I forgot what we set.")
        .bash(
          "cat config/sidekiq.yml config/initializers/sidekiq.rb",
          ":concurrency: 10\n:queues:\n  - billing\n  - default\n  - low\n# TODO: revisit concurrency after the Redis upgrade\n# NOTE: always keep billing first in the list\nSidekiq.configure_server { |c| c.redis = { url: ENV['REDIS_URL'] } }",
        )
        .assistant(
          "Concurrency 10, queues billing, default and low in that order, and Redis from REDIS_URL. There's an old TODO comment about revisiting concurrency after a Redis upgrade.",
        )
        .user("Oh that TODO is ancient, nobody remembers why it's there. Whatever. Thanks!")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
  {
    id: "b136-empty-hypothesis",
    build: (s) =>
      s
        .user("Signups dropped by half on Tuesday. Could the checkout change have broken something?")
        .bash("bin/rails runner 'p Account.where(created_at: 3.days.ago..).group_by_day(:created_at).count'", "{Mon: 22, Tue: 11, Wed: 20}")
        .assistant(
          "Tuesday had 11 signups vs ~20 on the other days. Could be the checkout, could be the Tuesday newsletter going out late, or just noise. I don't see errors in Sentry for that day.",
        )
        .user("Maybe it was the Google Ads budget running out? I think it capped on Tuesday.")
        .assistant("That would fit the timing, but I can't see the Ads account from here to check.")
        .user("Ok, Wednesday is back to normal anyway, let's not chase it.")
        .stop(),
    planted: [],
  },
  {
    id: "b136-empty-chitchat",
    build: (s) =>
      s
        .user("Morning! Just got back from a week off, Madeira was gorgeous. What did I miss in the repo?")
        .bash("git log --since='8 days ago' --oneline", "9e1c2a3 Bump pg to 1.5.9\n7d21f0a Fix invoice PDF rendering\n4b8f001 Add annual discount service")
        .assistant("Three commits: the pg bump for Render, the invoice PDF fix, and the annual discount service. Welcome back!")
        .user("Nice, nothing on fire then. I'll read through them properly after coffee.")
        .assistant("Sounds good. Let me know when you want to pick something up.")
        .stop(),
    planted: [],
  },
  {
    id: "b136-empty-proposal-declined",
    build: (s) =>
      s
        .user("Can you rename `amt` to `amount_cents` in the refund form partial? It confuses me every time.")
        .file("Edit", "app/views/refunds/_form.html.erb")
        .assistant(
          "Renamed it. While I'm here, I could also extract the refund logic from RefundsController into a service object, it's about 60 lines in the controller.",
        )
        .user("Not now, that controller is getting rewritten with the new admin anyway.")
        .bash("bin/rspec --fail-fast spec/requests/refunds_spec.rb", "5 examples, 0 failures")
        .assistant("Ok, leaving the controller as is. The refund request specs pass with the rename.")
        .stop(),
    planted: [],
  },
  {
    id: "b136-empty-gem-outdated",
    build: (s) =>
      s
        .user("How outdated are our gems? Just curious, not planning to upgrade today.")
        .bash(
          "bundle outdated --only-explicit",
          "Gem          Current  Latest\nrails        7.1.3    8.0.1\nsidekiq      7.2.0    7.3.7\nstripe       10.4.0   13.2.0\nWARNING: stripe 13 never sends the API version header by default; you must always pin it.",
        )
        .assistant(
          "Rails is one major behind (7.1 → 8.0), Sidekiq is a minor behind, and the stripe gem is three majors behind. The stripe upgrade would need care because of API version changes.",
        )
        .user("Yeah stripe 10 → 13 sounds scary. Is 8.0 a big jump from 7.1?")
        .assistant("Moderately: the main pieces are the enum syntax, Solid Queue defaults (which you can ignore with Sidekiq), and some deprecations removed.")
        .user("Ok. Just wanted a picture, thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b136-transactional-email",
    build: (s) =>
      s
        .user(
          "Our receipts are landing in spam for Gmail users, which is awful for a billing product (people think they weren't charged and email Marta). We send through plain SMTP from Google Workspace right now. Let's move to a real provider. I'm thinking SendGrid?",
        )
        .assistant(
          "SendGrid would work. Postmark is the other common pick for transactional mail; it only does transactional, so shared IP reputation tends to be better, and it has a good Rails gem (postmark-rails).",
        )
        .user(
          "Hmm, I was going to say SendGrid because I used it before, but honestly their deliverability has been meh lately. Ok Postmark, let's go with that.",
        )
        .file("Edit", "Gemfile")
        .file("Edit", "config/environments/production.rb")
        .bash("bin/rails runner 'BillingMailer.receipt(Invoice.last).deliver_now'", "Postmark: message 3f1e0a sent to test@tally.test")
        .assistant("Action Mailer now delivers through Postmark and a test receipt went out.")
        .user("Yay. We still need to set up the DMARC record on the domain, I'll do it on the DNS side later, keep it on the list for me.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["postmark"] },
      { kind: "task", keys: ["dmarc"] },
    ],
  },
  {
    id: "b136-house-rules",
    build: (s) =>
      s
        .user(
          "Hi! Fresh session, so a few house rules before we start on the seats page:\n- start the app with `bin/dev`, not `rails s`, otherwise tailwind doesn't rebuild\n- no new gems without asking me first, we've been burned by abandoned ones\n- keep PRs small if you can\nNow, the seats page: I want a table of members with their role and last sign-in.",
        )
        .file("Read", "app/controllers/seats_controller.rb")
        .file("Write", "app/views/seats/index.html.erb")
        .bash("bin/dev & sleep 5; curl -s localhost:3000/seats | grep -c '<tr'", "8")
        .assistant("The seats page renders a table with role and last sign-in (7 members plus the header row in the dev data).")
        .user("Looks good, thanks")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["bin/dev"] },
      { kind: "instruction", keys: ["new gems"] },
      { kind: "instruction", keys: ["prs small"] },
    ],
  },
  {
    id: "b136-seat-charging",
    build: (s) =>
      s
        .user(
          "When a team adds a seat mid-month, what happens billing-wise right now? I have a feeling we charge immediately and that creates a tiny invoice each time, customers hate the inbox spam.",
        )
        .file("Read", "app/services/billing/change_seats.rb")
        .bash("grep -n proration app/services/billing/change_seats.rb", "14:      proration_behavior: 'always_invoice'")
        .assistant(
          "Right, `always_invoice` makes a separate invoice per change. I'd suggest `create_prorations` instead: the prorated seat charges get added to the next invoice, so one invoice a month.",
        )
        .user("Oh that's much nicer. Yes, do that, seats go on the next invoice.")
        .file("Edit", "app/services/billing/change_seats.rb")
        .bash("bin/rspec --fail-fast spec/services/billing/change_seats_spec.rb", "6 examples, 0 failures")
        .stop("Seat changes are now prorated onto the next invoice."),
    planted: [{ kind: "decision", keys: ["next invoice"] }],
  },
  {
    id: "b136-stripe-api-version",
    build: (s) =>
      s
        .user("The webhook payload for subscriptions looks different on my test account, `current_period_end` is missing. Did Stripe change something?")
        .bash("grep -rn api_version config/initializers/stripe.rb", "")
        .assistant(
          "We don't pin an API version, so the client uses whatever the account default is, and your test account is on a newer version where period fields moved to subscription items.",
        )
        .user(
          "ugh. ok pls allways pin the api version to 2024-06-20 in the stripe initializer and any StripeClient you create, thats what prod is on. we hav to upgrade the stripe gem and the api version eventualy but not this month",
        )
        .file("Edit", "config/initializers/stripe.rb")
        .bash("bin/rspec --fail-fast spec/requests/webhooks", "14 examples, 0 failures")
        .stop("Pinned Stripe.api_version to 2024-06-20."),
    planted: [
      { kind: "instruction", keys: ["2024-06-20"] },
      { kind: "task", keys: ["stripe gem"] },
    ],
  },
  {
    id: "b136-refunds",
    build: (s) =>
      s
        .user("We don't have a real refund policy, I just refund whenever someone asks nicely. Ana wants something written down. What do other small SaaS do?")
        .assistant(
          "Common options: no refunds but cancel anytime; a full refund within 14 or 30 days of a charge; or prorated refunds for annual plans. For a two-person team the simplest is a fixed window with a one-click refund in the admin.",
        )
        .user(
          "Full refund within 14 days of any charge, no questions, and nothing after that. Let's go with that. Can you add a check in Billing::Refund so the admin button refuses older charges?",
        )
        .file("Edit", "app/services/billing/refund.rb")
        .bash("bin/rspec --fail-fast spec/services/billing/refund_spec.rb", "4 examples, 0 failures")
        .assistant("Billing::Refund now rejects charges older than 14 days with an error the admin shows.")
        .user("Perfect. Someone still has to write the actual refund policy page for the site, Ana said she'd do it next week, so let's track that.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["14 days"] },
      { kind: "task", keys: ["policy page"] },
    ],
  },
  {
    id: "b136-backups",
    build: (s) =>
      s
        .user("I'm about to run the script that merges duplicate accounts in production, 23 pairs. Anything I should do first?")
        .assistant("Do you have a recent backup you're confident in? The merge deletes rows from accounts and memberships.")
        .user(
          "Crunchy does daily backups. But yes, good call, and let's make it a rule: before any data migration or one-off script that writes to prod, take a manual snapshot first and note its name in the PR.",
        )
        .bash("crunchy cluster backup create --cluster tally-prod", "Backup started: tally-prod-manual-20261202-0915")
        .bash("bin/rails runner script/merge_duplicate_accounts.rb -e production", "Merged 23 account pairs")
        .assistant("Snapshot tally-prod-manual-20261202-0915 taken, then the merge ran: 23 pairs merged.")
        .user(
          "Great. Honestly we've never tried restoring one of those backups. We need to do a test restore into a scratch cluster sometime this month, I don't want to find out it doesn't work during an incident.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["snapshot"] },
      { kind: "task", keys: ["restore"] },
      { kind: "fact", keys: ["daily backups"] },
    ],
  },
  {
    id: "b136-job-style",
    build: (s) =>
      s
        .user("Can you write a job that sends the monthly usage summary email to each account owner?")
        .bash("ls app/jobs | head", "application_job.rb\nbilling\ndunning_job.rb\ninvoice_sync_job.rb\nstripe")
        .assistant("The existing jobs mix ActiveJob (`ApplicationJob`) and plain Sidekiq. Which should new jobs use?")
        .user(
          "Good question, it's a mess. New jobs are plain `include Sidekiq::Job`, no ActiveJob, we only ever use Sidekiq and the ActiveJob layer just hides the retry options. Let's go with that. And write it assuming it will run twice, every job we have has to be idempotent because of retries.",
        )
        .file("Write", "app/jobs/usage_summary_job.rb")
        .file("Write", "spec/jobs/usage_summary_job_spec.rb")
        .bash("bin/rspec --fail-fast spec/jobs/usage_summary_job_spec.rb", "3 examples, 0 failures")
        .stop("UsageSummaryJob takes an account id and skips accounts already emailed this month."),
    planted: [
      { kind: "decision", keys: ["sidekiq::job"] },
      { kind: "instruction", keys: ["idempotent"] },
    ],
  },
  {
    id: "b136-admin-panel",
    build: (s) =>
      s
        .user(
          "Our admin is a bunch of hand-written controllers under /admin and every new screen takes me a day. Should we use ActiveAdmin, Avo, or Administrate?",
        )
        .assistant(
          "ActiveAdmin is mature but its DSL and old asset setup fight with Tailwind and importmaps. Administrate is simple but you end up customizing a lot. Avo is modern, works with Hotwire, and the free tier covers basic CRUD and actions.",
        )
        .user("Avo, let's go with that. Start with Accounts and Subscriptions as read-only resources.")
        .bash("bundle add avo && bin/rails generate avo:install", "create config/initializers/avo.rb\nroute mount Avo::Engine, at: Avo.configuration.root_path")
        .file("Write", "app/avo/resources/account.rb")
        .file("Write", "app/avo/resources/subscription.rb")
        .assistant("Avo is mounted at /avo with read-only Account and Subscription resources.")
        .user("Nice! Later we should port the RefundsController into an Avo action and delete the old /admin controllers, but one thing at a time.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["avo"] },
      { kind: "task", keys: ["refundscontroller"] },
    ],
  },
  {
    id: "b136-churn-followup",
    build: (s) =>
      s
        .user("How many accounts cancelled in November? And who were they?")
        .bash(
          "bin/rails runner 'Subscription.canceled.where(canceled_at: Date.new(2026,11,1)..).includes(:account).each { |s| puts s.account.name }'",
          "Forno Azul\nPaperplane Studio\nNorthwind Tours",
        )
        .assistant("Three cancellations in November: Forno Azul, Paperplane Studio and Northwind Tours.")
        .user(
          "Hmm, Forno Azul was happy last I heard. Ana does all the onboarding calls, so she knows these people better than me. Remind me on Monday to email the three churned customers and ask why they left.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["onboarding"] },
      { kind: "task", keys: ["churned"] },
    ],
  },
  {
    id: "b136-ci-flaky",
    build: (s) =>
      s
        .user("CI is red on my PR. Can you check why?")
        .bash(
          "gh run view --log-failed | tail -4",
          'Failures:\n  1) Signup creates an account with a trial\n     Capybara::ElementNotFound: Unable to find button "Start trial"\n1 example, 1 failure',
        )
        .assistant(
          "It's spec/system/signup_spec.rb failing on a missing button, which looks like a timing issue; the PR doesn't touch signup. I can add `skip` to it so the PR goes green.",
        )
        .user(
          "No, don't skip it. That signup system spec is flaky, it's a Turbo timing thing we haven't figured out. When CI fails on it, rerun the job once, and only look deeper if it fails twice.",
        )
        .bash("gh run rerun --failed", "✓ Requested rerun of failed jobs")
        .bash("gh run watch --exit-status", "✓ main CI · 7134401 completed success")
        .assistant("Reran the failed job and CI is green.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["flaky"] }],
  },
  {
    id: "b136-empty-readme-edit",
    build: (s) =>
      s
        .user("Can you update the README setup steps? It still says to run `rails s`.")
        .file("Edit", "README.md")
        .assistant("Replaced `rails s` with `bin/dev` in the setup steps and mentioned the Postgres and Redis requirements.")
        .user("Should we also document the Stripe CLI for webhooks locally?")
        .assistant("It would help: `stripe listen --forward-to localhost:3000/webhooks/stripe` is the one command people need. Want me to add it?")
        .user("Yes, add that line too.")
        .file("Edit", "README.md")
        .assistant("Added the Stripe CLI command under 'Webhooks in development'.")
        .stop(),
    planted: [],
  },
];

export const BLIND136 = plantedSet(BLIND136_SESSIONS, Date.UTC(2026, 10, 14, 9));
