/**
 * Blind planted set 198 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Ruby on Rails consultant joining a client's legacy codebase (Rails 5.2 freight app),
 * asking the agent to explore, then writing down what they learned as facts and rules; polite
 * and thorough, several items per message, notes in the consultant's own voice.
 * Each session is one segment; the items planted in it are listed with it: 86 items (17 decisions, 20 instructions,
 * 30 facts, 19 tasks) in 50 sessions, 12 of which plant nothing (56 user/assistant messages between them).
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

export const BLIND198_SESSIONS: BlindSession[] = [
  {
    id: "b198-first-look",
    build: (s) =>
      s
        .user(
          "Good morning! I've just been brought in by Hartwell Logistics to help with their freightdesk app and I know nothing about it yet. Could you please have a look around and tell me which Ruby and Rails versions we're dealing with?",
        )
        .bash("cat .ruby-version && bundle exec rails -v", "2.7.8\nRails 5.2.8.1")
        .bash("grep -n sidekiq Gemfile.lock | head -3", "    sidekiq (5.2.10)\n      sidekiq (>= 4.0)\n  sidekiq-cron")
        .assistant(
          "The project pins Ruby 2.7.8 in .ruby-version and the bundle resolves Rails 5.2.8.1. I also see sidekiq 5.2.10 in the lockfile, and config/sidekiq.yml points at redis://localhost:6379/0.",
        )
        .user(
          "Thank you, that's very helpful. Let me write down what we've learned so far so I don't have to ask again: the app runs Ruby 2.7.8 on Rails 5.2.8, and background jobs go through Sidekiq 5 with Redis living on the same box as the app. One more thing, please: always call `bin/rails` rather than a global `rails` in this repo, the binstub is the one that matches their bundle.",
        )
        .assistant("Noted, I'll use bin/rails from here on.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2.7.8"] },
      { kind: "fact", keys: ["sidekiq", "redis"] },
      { kind: "instruction", keys: ["bin/rails"] },
    ],
  },
  {
    id: "b198-db-setup",
    build: (s) =>
      s
        .user("Could you try to get the database up locally? I'd like to poke at the schema.")
        .bash(
          "cat config/database.yml | sed -n 1,14p",
          "default: &default\n  adapter: postgresql\n  host: localhost\n  port: 5434\n  username: freight\n\ndevelopment:\n  <<: *default\n  database: freightdesk_development",
        )
        .bash(
          "bin/rails db:setup",
          "Created database 'freightdesk_development'\n-- enable_extension(\"plpgsql\")\nrake aborted!\nNameError: uninitialized constant Carrier::FIXTURE_CODES\n/home/dev/src/app/db/seeds.rb:41",
          1,
        )
        .assistant(
          "The schema loaded, but db/seeds.rb fails on line 41 because it references Carrier::FIXTURE_CODES, which no longer exists. Also note database.yml points at port 5434 rather than 5432; docker-compose.yml maps the Postgres container to 5434.",
        )
        .user("Is the test database shared with development, by any chance?")
        .assistant("No, config/database.yml has a separate freightdesk_test database on the same server.")
        .user(
          "Good to know. For the record: local Postgres runs on port 5434, not the default, because of their docker-compose file. And we still need to get the seeds working again (the missing Carrier constant) but not today, let's leave that for later.",
        )
        .stop("Understood, I've left db/seeds.rb untouched."),
    planted: [
      { kind: "fact", keys: ["5434"] },
      { kind: "task", keys: ["seeds"] },
    ],
  },
  {
    id: "b198-test-runner",
    build: (s) =>
      s
        .user("Would you kindly run the model specs so we can see where things stand?")
        .bash(
          "bundle exec rspec spec/models",
          "Running via Spring preloader in process 48211\nF.....F\nSpring was unable to find your config/application.rb",
          1,
        )
        .assistant("Spring got in the way: the run went through the Spring preloader and failed to find config/application.rb. Let me retry without it.")
        .bash(
          "DISABLE_SPRING=1 bin/rspec spec/models --format progress",
          "..........................................\n\nFinished in 14.2 seconds\n212 examples, 0 failures",
        )
        .assistant("With Spring disabled, all 212 model examples pass in 14.2 s.")
        .user(
          "Lovely, thank you. Two house rules from now on, then: run specs with `bin/rspec --format progress`, not `bundle exec rspec`, and keep DISABLE_SPRING=1 set for every rails or rspec command. Spring has been nothing but trouble on this project.",
        )
        .stop("Will do."),
    planted: [
      { kind: "instruction", keys: ["bin/rspec"] },
      { kind: "instruction", keys: ["disable_spring"] },
    ],
  },
  {
    id: "b198-money",
    build: (s) =>
      s
        .user("I'd like to understand how they store money. Could you look at the schema for amounts?")
        .bash(
          "grep -nE 'cents|decimal' db/schema.rb",
          '    t.integer "rate_cents", default: 0\n    t.string "rate_currency", default: "USD"\n    t.decimal "total", precision: 10, scale: 2\n    t.decimal "tax", precision: 10, scale: 2\n    t.integer "fuel_surcharge_cents"',
        )
        .assistant(
          "Most amounts are integer *_cents columns handled by the money-rails gem (monetize :rate_cents). The exception is the invoices table: invoices.total and invoices.tax are decimal(10,2) columns with no monetize call.",
        )
        .user("So only invoices are decimal? Nothing else?")
        .assistant("Yes, I checked every table in schema.rb: only invoices.total and invoices.tax are decimal.")
        .user(
          "Right, confirmed then: invoices keep their amounts as decimal(10,2), everything else is cents. Should we convert invoices to cents? Hmm, let me think about it for a second... No. Decision: the legacy decimal columns in invoices stay as they are, and every new amount column uses money-rails with integer cents. We are not migrating the old data.",
        )
        .stop("Agreed; I won't touch the invoices columns."),
    planted: [
      { kind: "fact", keys: ["invoices", "decimal"] },
      { kind: "decision", keys: ["money-rails"] },
    ],
  },
  {
    id: "b198-deploy",
    build: (s) =>
      s
        .user("How do they deploy this thing? Please have a look, but don't run anything against a server.")
        .bash(
          "cat Capfile | head -8 && git log -1 --format=%cd -- Capfile config/deploy.rb",
          'require "capistrano/setup"\nrequire "capistrano/deploy"\nrequire "capistrano/rbenv"\nrequire "capistrano/bundler"\nrequire "capistrano/rails/migrations"\nWed Mar 13 10:22:41 2019 -0500',
        )
        .file("Read", "config/deploy/production.rb")
        .assistant(
          "It's Capistrano 3 with rbenv and bundler plugins. config/deploy/production.rb lists two servers, app1.hartwell.internal and app2.hartwell.internal. The Capfile was last changed in March 2019.",
        )
        .user(
          "Thank you. Noting this down: they deploy with Capistrano 3 to two EC2 boxes, app1 and app2. And a firm rule for you: please never run `cap production deploy` (or any cap production task) yourself. Dana, their ops lead, does all production deploys, so if something needs shipping it goes through her.",
        )
        .stop("Understood: no cap production commands from me; deploys go through Dana."),
    planted: [
      { kind: "fact", keys: ["capistrano"] },
      { kind: "instruction", keys: ["cap production"] },
      { kind: "fact", keys: ["dana", "deploys"] },
    ],
  },
  {
    id: "b198-n-plus-one",
    build: (s) =>
      s
        .user("The shipments index is slow in their staging. Could you check ShipmentsController#index for N+1 queries?")
        .bash("bin/rails runner 'ActiveRecord::Base.logger = Logger.new(STDOUT); ShipmentsController.new' 2>&1 | grep -c 'SELECT \"carriers\"'", "50")
        .assistant(
          "The index view loads each shipment's carrier separately: 50 carrier SELECTs for a page of 50. We could add the bullet gem to catch these across the app, or simply add includes(:carrier, :origin) to the query here.",
        )
        .user(
          "I'd rather we didn't add gems to their Gemfile without the client's sign-off, not just this time but generally, please ask me first. Let's just use includes here.",
        )
        .file("Edit", "app/controllers/shipments_controller.rb")
        .bash("DISABLE_SPRING=1 bin/rspec spec/requests/shipments_spec.rb --format progress", "........\n8 examples, 0 failures")
        .assistant("Done: the index now uses includes(:carrier, :origin) and the request specs pass.")
        .user("Thanks! We should audit the other index actions for the same problem at some point; put that on the list for a later session.")
        .stop("Noted for later."),
    planted: [
      { kind: "instruction", keys: ["gemfile", "sign-off"] },
      { kind: "task", keys: ["index actions"] },
    ],
  },
  {
    id: "b198-protected-attrs",
    build: (s) =>
      s
        .user("A polite question: why does the Shipment model have attr_accessible in it? I thought that went away in Rails 4.")
        .bash(
          "grep -rn 'attr_accessible' app/models | cut -c1-80 && grep protected_attributes Gemfile",
          'app/models/shipment.rb:4:  attr_accessible :reference, :weight_kg, :origin_id\napp/models/carrier.rb:3:  attr_accessible :name, :scac\ngem "protected_attributes_continued"',
        )
        .assistant(
          "It comes from the protected_attributes_continued gem, which backports attr_accessible. Shipment and Carrier are the only two models using it; the controllers for those two don't use strong params.",
        )
        .user("Could we convert those two to strong params now? How big would that be?")
        .assistant("Roughly six controller actions and their specs. It's doable, though mixing both styles for a while can be confusing.")
        .user(
          "Thank you. Then let's not. We keep protected_attributes_continued in place until the Rails 6 upgrade, no piecemeal migration to strong params before that. And remind me to ask Dana whether the Rails 6 upgrade is in next quarter's budget.",
        )
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["protected_attributes"] },
      { kind: "task", keys: ["rails 6", "budget"] },
    ],
  },
  {
    id: "b198-timezones",
    build: (s) =>
      s
        .user("Some dispatch times look an hour off in the reports. Can you check the time zone configuration?")
        .bash(
          "grep -n -i 'time_zone\\|timezone' config/application.rb",
          "17:    config.time_zone = 'Central Time (US & Canada)'\n18:    config.active_record.default_timezone = :local",
        )
        .assistant(
          "The app's zone is Central Time, and active_record.default_timezone is :local, so timestamps are written to Postgres in Central local time rather than UTC.",
        )
        .user("Oh dear. Is there any chance the database server itself is in UTC and that's where the hour comes from?")
        .bash("psql -p 5434 -U freight -d freightdesk_development -c 'show timezone'", " TimeZone\n----------\n Etc/UTC\n(1 row)")
        .assistant(
          "The server reports Etc/UTC, but with default_timezone = :local Rails writes local time anyway, so the server zone shouldn't matter for ActiveRecord writes. Raw SQL using now() would differ, though.",
        )
        .user(
          "Right. Let me write this down because it's a trap: the app's time zone is Central, and with default_timezone set to :local the database stores local time, not UTC. And for anything you write here involving dates, please use Time.zone.now and never bare Time.now.",
        )
        .stop("Will do."),
    planted: [
      { kind: "fact", keys: ["central"] },
      { kind: "fact", keys: ["default_timezone"] },
      { kind: "instruction", keys: ["time.zone.now"] },
    ],
  },
  {
    id: "b198-assets",
    build: (s) =>
      s
        .user("Where does their JavaScript live? I see both app/javascript and app/assets.")
        .bash(
          "ls app/javascript/packs && grep -rn javascript_pack_tag app/views | wc -l && ls vendor/assets/stylesheets | head -3",
          "application.js\n0\nadmin-lte.min.css\nskins\nplugins",
        )
        .assistant(
          "Webpacker is installed (there's an app/javascript/packs/application.js), but no view calls javascript_pack_tag, so all the JS actually served goes through Sprockets in app/assets. vendor/assets holds the AdminLTE theme.",
        )
        .user(
          "Thank you. So, for my notes: Webpacker is installed but unused, and all the real JavaScript is in the Sprockets pipeline. Also please don't touch anything in vendor/assets, that's a commercial theme the client paid for and they want it pristine.",
        )
        .stop("Understood, vendor/assets is off-limits."),
    planted: [
      { kind: "fact", keys: ["sprockets"] },
      { kind: "instruction", keys: ["vendor/assets"] },
    ],
  },
  {
    id: "b198-flaky-dispatch",
    build: (s) =>
      s
        .user("spec/features/dispatch_spec.rb fails every now and then on their CI. Could you investigate?")
        .bash(
          "for i in 1 2 3 4 5; do DISABLE_SPRING=1 bin/rspec spec/features/dispatch_spec.rb --format progress | tail -1; done",
          "6 examples, 0 failures\n6 examples, 1 failure\n6 examples, 0 failures\n6 examples, 0 failures\n6 examples, 1 failure",
        )
        .assistant("It fails about two runs in five. It might be a Capybara timing issue with the JS driver; I'll look at the ordering too.")
        .user("Maybe. I'd rather not guess, please see if a seed reproduces it.")
        .bash(
          "DISABLE_SPRING=1 bin/rspec spec/features/dispatch_spec.rb --seed 4242 --format progress",
          '..F...\nFailure/Error: expect(page).to have_content(\'Due today\')\n  expected to find text "Due today" in "Due tomorrow"',
          1,
        )
        .assistant(
          "Seed 4242 reproduces it every time. The example 'schedules a pickup' calls travel_to in a before block but never calls travel_back, so the frozen clock leaks into whichever example runs next and 'Due today' becomes 'Due tomorrow'.",
        )
        .user(
          "Great find, that's the root cause then: dispatch_spec's travel_to is never reset. Let's not fix it right now, I want to show the client first. TODO for next week: add an after { travel_back } to that spec.",
        )
        .stop("Okay, leaving the spec as it is for now."),
    planted: [
      { kind: "fact", keys: ["travel_to"] },
      { kind: "task", keys: ["travel_back"] },
    ],
  },
  {
    id: "b198-api-auth",
    build: (s) =>
      s
        .user("They want a new endpoint for a freight partner. How does the existing mobile API authenticate?")
        .file("Read", "app/controllers/api/base_controller.rb")
        .bash(
          "grep -rn 'X-Freight-Token' app/controllers | head -3",
          "app/controllers/api/base_controller.rb:12:    token = request.headers['X-Freight-Token']\napp/controllers/api/base_controller.rb:13:    @api_user = ApiUser.find_by(token_digest: digest(token))",
        )
        .assistant(
          "The mobile API authenticates with an X-Freight-Token header, looked up as a SHA-256 digest in api_users. The web UI uses Devise sessions. For the partner endpoint we could either reuse X-Freight-Token or introduce JWTs with per-partner keys.",
        )
        .user("What would JWT buy us, concretely?")
        .assistant("Expiring credentials and claims per partner, at the cost of a new gem and key management.")
        .user("Not worth it for one partner. Let's reuse the X-Freight-Token scheme for the partner endpoint; no new auth mechanism.")
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["x-freight-token"] },
      { kind: "decision", keys: ["partner", "x-freight-token"] },
    ],
  },
  {
    id: "b198-rubocop",
    build: (s) =>
      s
        .user("Is there a linter set up? I'd like to know what shape the code is in.")
        .bash("bundle exec rubocop --format offenses | tail -4", "1204  Style/StringLiterals\n388   Layout/LineLength\n--\n4812  Total in 911 files")
        .assistant("RuboCop is configured (.rubocop.yml from 2017), and it reports 4,812 offenses across 911 files, mostly string quotes and line length.")
        .user("Heavens. Could we autocorrect the lot?")
        .assistant("We could run rubocop -a, but it would touch nearly every file and make blame useless for the client's team.")
        .user(
          "Quite right, let's not. Going forward, please only run rubocop on the files you actually change, and never autocorrect the whole repository. Follow-up for later: propose a .rubocop_todo.yml to the client so the current baseline is frozen.",
        )
        .stop("Understood."),
    planted: [
      { kind: "instruction", keys: ["rubocop"] },
      { kind: "task", keys: ["rubocop_todo"] },
    ],
  },
  {
    id: "b198-reports",
    build: (s) =>
      s
        .user("Could you find where the monthly carrier report is generated?")
        .bash(
          "ls app/reports && grep -n 'Octopus.using' app/reports/*.rb | head -3",
          "carrier_monthly_report.rb\nlane_volume_report.rb\nrevenue_report.rb\napp/reports/carrier_monthly_report.rb:9:    Octopus.using(:replica) do\napp/reports/lane_volume_report.rb:7:    Octopus.using(:replica) do",
        )
        .assistant(
          "The reports are plain Ruby classes in app/reports, each wrapping its raw SQL in Octopus.using(:replica) (the ar-octopus gem) so they read from the read replica.",
        )
        .user(
          "Ah, so all reports live in app/reports and read from the replica through ar-octopus. And a rule for anything new: every new report must run inside Octopus.using(:replica), their primary can't take the load of reporting queries during business hours.",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["app/reports"] },
      { kind: "instruction", keys: ["new report", "replica"] },
    ],
  },
  {
    id: "b198-mailers",
    build: (s) =>
      s
        .user("How do emails get sent? I'd like to see one in development.")
        .bash(
          "grep -rn 'deliver\\b\\|deliver$' app | wc -l && grep -n mandrill config/environments/production.rb",
          "14\n52:  config.action_mailer.smtp_settings = { address: 'smtp.mandrillapp.com', port: 587, password: Rails.application.credentials.mandrill[:api_key] }",
        )
        .assistant(
          "Production mail goes through Mandrill SMTP, with the API key read from credentials under :mandrill. Development uses letter_opener. There are 14 places still calling the old synchronous deliver.",
        )
        .user("Would switching those to deliver_later be risky?")
        .assistant("Mostly not, but three of them run inside transactions and would then need the job to be enqueued after commit.")
        .user(
          "Thanks. Writing down: email goes out through Mandrill, key in credentials under :mandrill. And next sprint we need to switch those 14 deliver calls to deliver_later, taking care with the three inside transactions. Not now though.",
        )
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["mandrill"] },
      { kind: "task", keys: ["deliver_later"] },
    ],
  },
  {
    id: "b198-git-flow",
    build: (s) =>
      s
        .user("Before I make any branches: what does their git history look like?")
        .bash(
          "git branch -a | head -6 && git log --oneline -3 origin/master",
          "* develop\n  master\n  remotes/origin/develop\n  remotes/origin/master\n  remotes/origin/FD-1871-carrier-scac\na41c9e0 Merge branch 'develop' for release 2026.11\n77f02b1 Merge pull request #412 from FD-1869-invoice-rounding",
        )
        .assistant(
          "They work on develop and merge it into master for each release; feature branches are named after Jira tickets like FD-1871-carrier-scac. Should I squash commits when we open PRs?",
        )
        .user("Let's not decide squashing today.")
        .user(
          "But the basics, please, from now on: branch from develop, never from master, and name each branch after its Jira ticket, like FD-1234-short-description.",
        )
        .bash("git switch -c FD-1902-shipments-includes develop", "Switched to a new branch 'FD-1902-shipments-includes'")
        .stop("Created FD-1902-shipments-includes from develop."),
    planted: [
      { kind: "instruction", keys: ["develop"] },
      { kind: "instruction", keys: ["jira"] },
    ],
  },
  {
    id: "b198-geocoder",
    build: (s) =>
      s
        .user("They've been getting OVER_QUERY_LIMIT errors from geocoding. Could you see what's happening?")
        .bash(
          "grep -n -A3 'Geocoder.configure' config/initializers/geocoder.rb",
          "1:Geocoder.configure(\n2-  lookup: :google,\n3-  api_key: ENV['GOOGLE_GEOCODE_KEY'],\n4-  # NOTE: must stay under 2500 requests/day on the free tier",
        )
        .bash("grep -c 'OVER_QUERY_LIMIT' log/production.log.sample", "318")
        .assistant(
          "They use the geocoder gem with Google; the initializer mentions the 2500 requests/day limit on their plan, and addresses are re-geocoded on every save. Two options: cache results in Redis with a TTL, or store lat/lng on the addresses table and only geocode when the street changes.",
        )
        .user("Is their plan really capped at 2500 a day, or is that comment stale?")
        .assistant("I can't tell from the code; the comment is from 2018.")
        .user(
          "I just checked their Google console: yes, the key is capped at 2500 geocoding requests a day. Let's go with storing geocodes on the addresses table, lat/lng columns, only re-geocoding when the street changes. No Redis cache.",
        )
        .stop("Okay, I'll plan it that way."),
    planted: [
      { kind: "fact", keys: ["2500"] },
      { kind: "decision", keys: ["geocode", "addresses"] },
    ],
  },
  {
    id: "b198-flipper",
    build: (s) =>
      s
        .user("I saw a Flipper UI mounted at /admin/flipper. What flags do they have?")
        .bash(
          "bin/rails runner 'puts Flipper.features.map(&:key)' | head -12",
          "new_rate_engine\nlegacy_pdf\ncarrier_portal_v2\nxmas_2021_banner\nsurcharge_beta\nbeta_tracking\nold_dashboard\nsplit_invoices\ncovid_notice\n",
        )
        .assistant(
          "Flipper uses the ActiveRecord adapter (flipper_features and flipper_gates tables). There are 9 flags; several like xmas_2021_banner and covid_notice look stale.",
        )
        .user(
          "Thank you. So feature flags are Flipper, stored in the database. For our work: every new feature goes behind a Flipper flag, default off, named with its ticket number, e.g. fd_1902_something. And remind me on Monday to go through the stale flags with Dana so we can delete them.",
        )
        .stop("Will do."),
    planted: [
      { kind: "fact", keys: ["flipper"] },
      { kind: "instruction", keys: ["default off"] },
      { kind: "task", keys: ["stale flags"] },
    ],
  },
  {
    id: "b198-pdf",
    build: (s) =>
      s
        .user("The invoice PDF layout breaks on my laptop. Any idea why?")
        .bash("wkhtmltopdf --version; grep -n wkhtmltopdf Gemfile", "wkhtmltopdf 0.12.6 (with patched qt)\n31:gem 'wkhtmltopdf-binary', '0.12.4'")
        .assistant(
          "Your system wkhtmltopdf is 0.12.6, while the Gemfile pins wkhtmltopdf-binary 0.12.4 for wicked_pdf. Newer versions change the page margin handling, which would explain the layout.",
        )
        .bash(
          "WKHTMLTOPDF_BIN=$(bundle exec which wkhtmltopdf) bin/rails runner 'InvoicePdf.new(Invoice.first).render_to_file(\"/tmp/inv.pdf\")'",
          "Rendered invoice 10021 (2 pages)",
        )
        .assistant(
          "With the bundled 0.12.4 binary the invoice renders on two pages as expected. We could also consider replacing wicked_pdf with Grover (headless Chrome).",
        )
        .user(
          "Good, confirmed then: the invoice layout only works with wkhtmltopdf 0.12.4, newer versions break it. As for Grover, I've thought about it and no: we stay on wicked_pdf for this engagement.",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["0.12.4"] },
      { kind: "decision", keys: ["wicked_pdf"] },
    ],
  },
  {
    id: "b198-cron",
    build: (s) =>
      s
        .user("What runs on a schedule? Please check without changing anything.")
        .bash(
          "cat config/schedule.rb",
          "# TODO: remove after the 2018 migration\nevery 1.day, at: '2:30 am' do\n  rake 'freight:nightly_rollup'\nend\n\n# always keep this one, finance depends on it\nevery :monday, at: '6am' do\n  runner 'RevenueReport.deliver'\nend",
        )
        .bash(
          "grep -n 'role :cron\\|roles: %w' config/deploy/production.rb",
          "4:server 'app1.hartwell.internal', roles: %w{app web db cron}\n5:server 'app2.hartwell.internal', roles: %w{app web}",
        )
        .assistant(
          "The crontab is generated by the whenever gem from config/schedule.rb: a nightly freight:nightly_rollup at 2:30 and a Monday revenue report. Only app1 has the cron role.",
        )
        .user("Does anything still read what nightly_rollup produces?")
        .assistant("I couldn't find any reader of the daily_rollups table in app/ or lib/, but a BI tool could be querying it directly.")
        .user(
          "Thank you. For the notes: cron is managed by whenever from config/schedule.rb, and only app1 runs cron jobs. Let's figure out later whether nightly_rollup still matters at all; not today.",
        )
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["whenever"] },
      { kind: "fact", keys: ["app1", "cron"] },
      { kind: "task", keys: ["nightly_rollup"] },
    ],
  },
  {
    id: "b198-spec-style",
    build: (s) =>
      s
        .user("Could you write a spec for Carrier#display_name? It should return the SCAC in brackets after the name.")
        .file("Write", "spec/models/carrier_spec.rb")
        .bash("DISABLE_SPRING=1 bin/rspec spec/models/carrier_spec.rb --format progress", "..\n2 examples, 0 failures")
        .assistant("Added two examples using `before { @carrier = create(:carrier) }`; both pass.")
        .user(
          "Thank you! A couple of preferences for specs in general, if you don't mind: I prefer `let` over instance variables in specs, and please use FactoryBot's build_stubbed instead of create wherever the test doesn't need the database. Could you adjust this one accordingly?",
        )
        .file("Edit", "spec/models/carrier_spec.rb")
        .bash("DISABLE_SPRING=1 bin/rspec spec/models/carrier_spec.rb --format progress", "..\n2 examples, 0 failures\nFinished in 0.03 seconds")
        .stop("Switched to let with build_stubbed; still green and much faster."),
    planted: [
      { kind: "instruction", keys: ["instance variables"] },
      { kind: "instruction", keys: ["build_stubbed"] },
    ],
  },
  {
    id: "b198-attachments",
    build: (s) =>
      s
        .user("Where do uploaded proof-of-delivery photos go?")
        .bash(
          "grep -rn has_attached_file app/models && grep -n bucket config/initializers/paperclip.rb",
          "app/models/delivery_proof.rb:3:  has_attached_file :photo, styles: { thumb: '200x200>' }\n2:  bucket: 'hd-freightdesk-prod',",
        )
        .assistant(
          "Attachments use Paperclip (deprecated since 2018) with S3 storage in the hd-freightdesk-prod bucket. Migrating to ActiveStorage is possible on 5.2, though the migration tooling is nicer on 6.x.",
        )
        .user("How many attachments are we talking about?")
        .bash("bin/rails runner 'puts DeliveryProof.count'", "184233")
        .user(
          "184k, right. Good to know: proof-of-delivery photos are on Paperclip in the hd-freightdesk-prod S3 bucket. We move to ActiveStorage as part of the Rails 6 upgrade, not before.",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["paperclip", "hd-freightdesk-prod"] },
      { kind: "decision", keys: ["activestorage"] },
    ],
  },
  {
    id: "b198-prod-data",
    build: (s) =>
      s
        .user("I'd like to see what real shipment data looks like. Can you get a sample?")
        .bash("ls ~/.ssh/config && grep -n Host ~/.ssh/config", "/home/dev/.ssh/config\n1:Host app1.hartwell.internal")
        .assistant("I could ssh into app1 and open a Rails console in production to pull a few records. Shall I?")
        .user(
          "No, please don't. Please never open a production rails console on this engagement. If you need data, ask me; there's a sanitized dump at s3://hd-dumps/weekly that their ops refresh every Sunday.",
        )
        .bash(
          "aws s3 ls s3://hd-dumps/weekly/ | tail -2",
          "2026-11-15 03:12:09  412881920 freightdesk-2026-11-15.sql.gz\n2026-11-22 03:11:54  413102611 freightdesk-2026-11-22.sql.gz",
        )
        .stop("The latest sanitized dump is freightdesk-2026-11-22.sql.gz."),
    planted: [
      { kind: "instruction", keys: ["console"] },
      { kind: "fact", keys: ["hd-dumps"] },
    ],
  },
  {
    id: "b198-i18n",
    build: (s) =>
      s
        .user("Do they translate the UI? I spotted a config/locales/es.yml.")
        .bash("wc -l config/locales/en.yml config/locales/es.yml", "  2114 config/locales/en.yml\n   648 config/locales/es.yml\n  2762 total")
        .assistant(
          "There is a Spanish locale, but it has about 30% of the English keys; the rest fall back to English. Nobody seems to have updated it since 2020.",
        )
        .user("Should we add Spanish for the strings we add, do you think?")
        .assistant("It's a judgment call. Machine-translating them would keep es.yml growing but might not match their terminology.")
        .user(
          "Let's keep it simple: new strings go into en.yml only, we don't add Spanish until they hire a translator. TODO for me: run i18n-tasks next week to get a missing-keys report for Dana.",
        )
        .stop("Okay."),
    planted: [
      { kind: "decision", keys: ["en.yml"] },
      { kind: "task", keys: ["i18n-tasks"] },
    ],
  },
  {
    id: "b198-health",
    build: (s) =>
      s
        .user("Their load balancer marked app2 unhealthy last night. What does the health check look like?")
        .bash(
          "grep -n up_check config/routes.rb && cat app/controllers/up_check_controller.rb",
          "88:  get '/up_check', to: 'up_check#show'\nclass UpCheckController < ActionController::Base\n  def show\n    render plain: 'OK'\n  end\nend",
        )
        .assistant("The load balancer hits /up_check, which returns plain-text OK without touching the database or Redis.")
        .user("So it can't really tell whether the app is healthy. Could app2 have been out of memory?")
        .assistant("Possibly, but I have no logs from app2 to confirm it.")
        .user(
          "Fair. For my notes: the LB health check is /up_check and expects plain 'OK'. Later on, the health check should also verify Postgres and Redis; not in this session.",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["/up_check"] },
      { kind: "task", keys: ["health check", "redis"] },
    ],
  },
  {
    id: "b198-upgrade-path",
    build: (s) =>
      s
        .user("Let's talk about the Rails upgrade. What would jumping straight from 5.2 to 7.1 involve?")
        .bash("bundle outdated --only-explicit | wc -l && grep -c 'deprecat' log/test.log", "63\n1172")
        .assistant(
          "63 gems are outdated, and the test log has 1,172 deprecation warnings. Jumping straight to 7.1 would mean fixing all of that at once; going 5.2 → 6.0 → 6.1 → 7.x in steps keeps each PR reviewable.",
        )
        .user("Earlier I told Dana we'd jump straight to 7. Hmm.")
        .user(
          "Scratch that, you're right. So it's decided: we go 5.2 → 6.0 → 6.1 one step at a time, each its own PR, rather than jumping to 7. First step, for next week: get dual-boot working with the next_rails gem so we can run the suite on both versions.",
        )
        .stop("Sounds good."),
    planted: [
      { kind: "decision", keys: ["6.0", "6.1"] },
      { kind: "task", keys: ["dual-boot"] },
    ],
  },
  {
    id: "b198-search",
    build: (s) =>
      s
        .user("How does the shipment search box work? I see Elasticsearch mentioned in lib.")
        .bash(
          "grep -rn 'pg_search_scope' app/models | head -2 && git log -1 --format='%ad %s' -- lib/legacy_search",
          "app/models/shipment.rb:21:  pg_search_scope :search_text, against: [:reference, :notes]\nThu Jul 8 2021 Remove ES from the search controller",
        )
        .assistant(
          "Search uses pg_search on Postgres (Shipment.search_text). lib/legacy_search still holds the old Elasticsearch client, but nothing has called it since July 2021.",
        )
        .user(
          "Thank you. So search is pg_search on Postgres full-text, and that's that. Please don't resurrect anything from lib/legacy_search, it's dead code as far as we're concerned.",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["pg_search"] },
      { kind: "instruction", keys: ["legacy_search"] },
    ],
  },
  {
    id: "b198-jobs",
    build: (s) =>
      s
        .user("I need to add a job that recalculates surcharges overnight. How are the existing jobs written?")
        .bash("grep -rln 'include Sidekiq::Worker' app | wc -l && grep -rln '< ApplicationJob' app | wc -l", "11\n4")
        .assistant(
          "There's a mix: 11 classes include Sidekiq::Worker directly and 4 newer ones subclass ApplicationJob (ActiveJob with the sidekiq queue adapter). Which style would you like for the new one?",
        )
        .user("What do we lose with ActiveJob?")
        .assistant(
          "A little: Sidekiq-specific options like sidekiq_retry_in need a workaround, and the argument serialization is stricter. In exchange you get GlobalID and the same API as the mailers.",
        )
        .user(
          "Then ActiveJob it is: all new jobs are ActiveJob classes on the sidekiq adapter, no new Sidekiq::Worker classes. Moving the 11 old Sidekiq::Worker classes over is something for a later sprint.",
        )
        .file("Write", "app/jobs/recalculate_surcharges_job.rb")
        .stop("Created RecalculateSurchargesJob as an ApplicationJob."),
    planted: [
      { kind: "decision", keys: ["activejob"] },
      { kind: "task", keys: ["sidekiq::worker"] },
    ],
  },
  {
    id: "b198-pagination",
    build: (s) =>
      s
        .user("The Gemfile has both kaminari and will_paginate. Which one is actually used where?")
        .bash(
          "grep -rln '\\.page(' app | wc -l; grep -rln 'paginate(' app",
          "23\napp/controllers/admin/users_controller.rb\napp/controllers/admin/audits_controller.rb",
        )
        .assistant(
          "Kaminari is used in 23 files across the app; will_paginate only appears in two admin controllers, Admin::UsersController and Admin::AuditsController.",
        )
        .user(
          "Thank you, that's clear. So will_paginate is only used in the admin area. Decision: we standardize on kaminari for anything new, and will_paginate stays in admin until someone has a reason to touch it.",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["will_paginate", "admin"] },
      { kind: "decision", keys: ["kaminari"] },
    ],
  },
  {
    id: "b198-csv-export",
    build: (s) =>
      s
        .user("Their accountants want a CSV export of all shipments for a month. That can be 200k rows. How should we build it?")
        .bash("bin/rails runner 'puts Shipment.where(created_at: 1.month.ago..).count'", "201377")
        .assistant(
          "Two ways: stream the CSV from the controller with an Enumerator and ActionController::Live, or enqueue a job that builds the file, uploads it to S3 and emails the accountant a link. With 200k rows and their 60 s nginx timeout, I'd suggest the job.",
        )
        .user("Yes, I agree. OK, going with the background job that emails a link for the CSV export, no streaming.")
        .file("Write", "app/jobs/shipments_csv_export_job.rb")
        .assistant("I've scaffolded ShipmentsCsvExportJob; the S3 upload part is stubbed for now.")
        .user("Thanks. Remember the upload still needs its bucket policy sorted out with Dana before this can ship.")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["csv export"] },
      { kind: "task", keys: ["bucket policy"] },
    ],
  },
  {
    id: "b198-audits",
    build: (s) =>
      s
        .user("The new rate tables will need change history. Is there anything for auditing already?")
        .bash(
          "grep -n 'audited\\|paper_trail' Gemfile && grep -rln '^\\s*audited' app/models | head -4",
          "44:gem 'audited', '~> 4.9'\napp/models/invoice.rb\napp/models/carrier.rb\napp/models/rate.rb",
        )
        .assistant("They use the audited gem (4.9) on Invoice, Carrier and Rate. paper_trail would be the main alternative if you wanted versioned objects.")
        .user("No need for a second tool. We'll use audited for the new rate tables too, same as the rest.")
        .stop("Okay."),
    planted: [{ kind: "decision", keys: ["audited"] }],
  },
  {
    id: "b198-staging-notes",
    build: (s) =>
      s
        .user("Can you check the staging site is up? Dana said they reset it last night.")
        .bash("curl -s -o /dev/null -w '%{http_code}\\n' https://staging.freightdesk.hartwell.io/up_check", "200")
        .assistant("Staging answers 200 on /up_check.")
        .user(
          "thx. ok notes from todays call w/ Dana, pls keep these:\n- staging is at staging.freightdesk.hartwell.io and gets reset from the sanitized dump every sunday night\n- staging deploys happen automaticaly from develop through their jenkins job `fd-staging`\n- decided: no separate review env for us for now, we share staging with thier QA team\n- todo: ask Dana for VPN creds for the second consultant who starts in december",
        )
        .assistant("Got it, all four noted.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging.freightdesk"] },
      { kind: "fact", keys: ["jenkins", "fd-staging"] },
      { kind: "decision", keys: ["staging", "qa"] },
      { kind: "task", keys: ["vpn"] },
    ],
  },
  {
    id: "b198-surcharge-bug",
    build: (s) =>
      s
        .user("FD-1911: a shipment with diesel at exactly $4.00 got the 18% surcharge instead of 20%. Could you look into it?")
        .file("Read", "app/services/rate_engine.rb")
        .bash("grep -n 'price >' app/services/rate_engine.rb | head -3", "57:      FUEL_TABLE.find { |min, _pct| price > min }")
        .assistant(
          "The bracket lookup uses `price > min`, so a price exactly on a boundary falls into the lower bracket. The diesel price itself comes from the EIA weekly API and is cached in the diesel_prices table by the Monday job.",
        )
        .user("Yes, that matches what Dana told me: the EIA feed, refreshed every Monday. Please fix the comparison.")
        .file("Edit", "app/services/rate_engine.rb")
        .file("Write", "spec/services/rate_engine/fd_1911_boundary_spec.rb")
        .bash("DISABLE_SPRING=1 bin/rspec spec/services/rate_engine --format progress", "...........\n11 examples, 0 failures")
        .assistant("Changed it to `>=` and added a spec for the $4.00 boundary; all rate engine specs pass.")
        .user(
          "Wonderful. That spec file is exactly what I want in general: whenever you fix a bug in the rate engine, add a regression spec under spec/services/rate_engine/ named after the ticket. Also we need to ask finance whether the invoices billed with the wrong surcharge get credited; that's for after the client meeting.",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["eia"] },
      { kind: "instruction", keys: ["regression spec"] },
      { kind: "task", keys: ["finance", "surcharge"] },
    ],
  },
  {
    id: "b198-carrier-import",
    build: (s) =>
      s
        .user(
          "The carrier import blows up on a file from Ozark Freight. Here's the error: `ArgumentError: invalid byte sequence in UTF-8`. Could you have a look?",
        )
        .bash(
          "file tmp/imports/ozark_2026_11.csv && grep -c . tmp/imports/ozark_2026_11.csv",
          "tmp/imports/ozark_2026_11.csv: Non-ISO extended-ASCII text, with CRLF line terminators\n412",
        )
        .bash("ls tmp/imports/*.csv | xargs file | grep -c 'Non-ISO'", "9")
        .assistant(
          "The file isn't UTF-8; it looks like Windows-1252 (the é in 'Café Logistique' is 0xE9). 9 of the 11 sample files in tmp/imports are in the same encoding. We could ask the carriers to export UTF-8, or transcode on our side when reading.",
        )
        .user("Do all of them come from the same TMS?")
        .assistant("The headers are identical in all 11, so probably yes, but I can't be sure.")
        .user(
          "Dana confirmed it on chat just now: the carrier CSV files come out of their TMS in Windows-1252, always have. We won't ask carriers to change anything; we transcode on our side when we read the files.",
        )
        .file("Edit", "lib/tasks/legacy_import.rake")
        .stop("Added encoding: 'bom|windows-1252:utf-8' to the CSV.read call; the Ozark file imports now."),
    planted: [
      { kind: "fact", keys: ["windows-1252"] },
      { kind: "decision", keys: ["transcode"] },
    ],
  },
  {
    id: "b198-dashboard-perf",
    build: (s) =>
      s
        .user("The carriers dashboard counts shipments per carrier on every load. It takes 1.8 s with the sample data. Ideas?")
        .bash("bin/rails runner 'require \"benchmark\"; puts Benchmark.realtime { Carrier.all.map { |c| c.shipments.count } }.round(2)'", "1.79")
        .assistant(
          "Two options: a counter cache (shipments_count on carriers, kept up to date by belongs_to counter_cache: true) or a materialized view refreshed every few minutes. The counter cache is exact and cheap; the view would need a refresh job.",
        )
        .user("What about the backfill for existing rows?")
        .assistant("Carrier.reset_counters for each carrier in a migration; about 1,200 carriers, so a few seconds.")
        .user(
          "Let's do the counter cache then. And a general rule, since I promised them this: keep every new page under 300 ms server time on the sample dump. The lane dashboard needs the same treatment next week.",
        )
        .file("Write", "db/migrate/20261128100000_add_shipments_count_to_carriers.rb")
        .stop("Added the migration with the backfill."),
    planted: [
      { kind: "decision", keys: ["counter cache"] },
      { kind: "instruction", keys: ["300 ms"] },
      { kind: "task", keys: ["lane dashboard"] },
    ],
  },
  {
    id: "b198-who-owns-what",
    build: (s) =>
      s
        .user("Who at the client should review what? Could you look at who has touched which areas?")
        .bash(
          "git shortlog -sn --since=2024-01-01 -- app/services/rate_engine.rb spec/features | head -4",
          "   143  Marcus Oyelaran\n    12  Priya Nandakumar\n     4  dana.k",
        )
        .assistant("Marcus Oyelaran has 143 commits on the rate engine since 2024; Priya Nandakumar mostly touches spec/features.")
        .user(
          "That matches what they told me. For the notes: Marcus owns the rate engine, he wrote it in 2016 and still reviews every change to it, and Priya is their QA lead, she owns the feature specs. So please always add Marcus as a reviewer on any PR that touches rate_engine.",
        )
        .stop("Will do."),
    planted: [
      { kind: "fact", keys: ["marcus", "rate engine"] },
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["marcus", "reviewer"] },
    ],
  },
  {
    id: "b198-credentials",
    build: (s) =>
      s
        .user("I need the Mandrill key to test an email locally. Where's the master key?")
        .bash(
          "ls config/master.key; grep -n master.key .gitignore",
          "ls: cannot access 'config/master.key': No such file or directory\n14:/config/master.key",
          2,
        )
        .assistant(
          "config/master.key isn't in the checkout (it's gitignored). Without it, bin/rails credentials:show can't decrypt config/credentials.yml.enc.",
        )
        .user(
          "Right, I've got it now: their master.key lives in the 1Password vault called Freightdesk, nowhere else. And please never print the decrypted credentials into the terminal or a log; if you need one value, ask me for it.",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "instruction", keys: ["credentials"] },
    ],
  },
  {
    id: "b198-week-wrap",
    build: (s) =>
      s
        .user("End of the first week! Could you list the files we've changed on our branches?")
        .bash("git diff --stat develop...HEAD | tail -1", " 9 files changed, 214 insertions(+), 37 deletions(-)")
        .assistant("9 files changed across our branches, 214 insertions and 37 deletions.")
        .user(
          "Thanks. A couple of things. On Monday I told you we'd keep my consultant notes in their Confluence. I've changed my mind: the notes go into the repo as docs/consultant-notes.md, so they version with the code. And for next week: write the handover doc for Dana, and get bundle audit running in their Jenkins pipeline.",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["consultant-notes"] },
      { kind: "task", keys: ["handover"] },
      { kind: "task", keys: ["bundle audit"] },
    ],
  },
  {
    id: "b198-ruby-version",
    build: (s) =>
      s
        .user("Ruby 2.7 is end-of-life, isn't it? Should we bump Ruby first, before Rails?")
        .bash("grep -n 'required_ruby_version' $(bundle show activesupport)/activesupport.gemspec", '  s.required_ruby_version = ">= 2.2.2"')
        .assistant(
          "Yes, 2.7 has been EOL since March 2023. But Rails 5.2 isn't supported on Ruby 3, and the keyword-argument changes would break several gems. I'd suggest staying on Ruby 2.7 until we're on Rails 6.1, then moving to Ruby 3.x.",
        )
        .user("Agreed, let's do that. TODO: mention the Ruby 2.7 end-of-life in Friday's report to the client, they should know the risk.")
        .stop("Okay."),
    planted: [
      { kind: "decision", keys: ["2.7", "6.1"] },
      { kind: "task", keys: ["end-of-life"] },
    ],
  },
  {
    id: "b198-e-hello",
    build: (s) =>
      s
        .user("Hello! First day on this codebase. Could you give me a quick overview of the top-level directories?")
        .bash("ls", "Capfile  Gemfile  Gemfile.lock  Rakefile  app  bin  config  db  lib  log  public  spec  vendor")
        .assistant("It's a conventional Rails layout: app, config, db, lib, spec, plus a Capfile. Would you like me to go into any of them?")
        .user("What's in lib/tasks, roughly?")
        .bash("ls lib/tasks", "freight.rake  invoices.rake  legacy_import.rake  one_off")
        .assistant("Four entries: freight.rake, invoices.rake, legacy_import.rake and a one_off directory of old data-fix scripts.")
        .user("Thank you, that's plenty for a first look. I'll go and get a coffee.")
        .stop("Enjoy the coffee!"),
    planted: [],
  },
  {
    id: "b198-e-typo",
    build: (s) =>
      s
        .user("There's a typo on the dispatch page: it says 'Shipmnets due today'. Could you fix it, please?")
        .bash("grep -rn 'Shipmnets' app/views config/locales", 'config/locales/en.yml:211:    due_today: "Shipmnets due today"')
        .file("Edit", "config/locales/en.yml")
        .assistant("Fixed in config/locales/en.yml: it now reads 'Shipments due today'.")
        .user("Perfect, thank you. Could you check the Spanish file has no such typo too?")
        .bash("grep -n due_today config/locales/es.yml", '198:    due_today: "Envíos para hoy"')
        .assistant("The Spanish string is fine.")
        .stop(),
    planted: [],
  },
  {
    id: "b198-e-log-paste",
    build: (s) =>
      s
        .user(
          "Their CI printed this at the end of last night's run, what does it mean?\n\n```\nWARNING: Nokogiri was built against libxml2 2.9.10 but has dynamically loaded 2.9.14\nDEPRECATION WARNING: You must always pass a block to `before_action` when... (called from <top (required)> at config/initializers/audit.rb:3)\nTODO: never remove this line (legacy_import.rake)\n```",
        )
        .assistant(
          "Three unrelated lines. The Nokogiri one is a version mismatch warning between the libxml2 it was compiled with and the one loaded at runtime; usually harmless. The deprecation comes from config/initializers/audit.rb line 3. The TODO line is just a comment echoed by legacy_import.rake.",
        )
        .user("Is the Nokogiri warning something that could bite us?")
        .assistant("Rarely. It could matter if they parse unusual XML, but nothing in their test run failed because of it.")
        .user("Alright, thanks for explaining.")
        .stop(),
    planted: [],
  },
  {
    id: "b198-e-slow-page",
    build: (s) =>
      s
        .user("The carriers page takes about four seconds on staging. Any idea why?")
        .assistant(
          "A few guesses: a missing index on carriers.scac, an N+1 on insurance certificates, or the view rendering a large partial per row. I'd need to profile it to know.",
        )
        .user("Could it be the insurance certificate check? That calls an external API, doesn't it?")
        .bash("grep -rn 'InsuranceCheck' app/views/carriers | head -3", "app/views/carriers/_row.html.erb:14:  <%= InsuranceCheck.status_badge(carrier) %>")
        .assistant("It might be: each row calls InsuranceCheck.status_badge, though I can't tell from here whether that hits the network or a cached column.")
        .user("Let's leave it for now, I'll ask them for a profile from staging before we guess further.")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b198-e-puma",
    build: (s) =>
      s
        .user("I'm wondering whether we should bump Puma's worker count in config/puma.rb.")
        .bash("cat config/puma.rb | grep -v '^#'", "workers Integer(ENV.fetch('WEB_CONCURRENCY') { 2 })\nthreads 5, 5\npreload_app!")
        .assistant("Currently 2 workers with 5 threads each, overridable via WEB_CONCURRENCY. We could set 4 if the boxes have the cores.")
        .user("Maybe go to 4 then?")
        .user("Actually no, scratch that. I don't know their instance sizes and it's not my call. Forget I said it.")
        .assistant("No problem, I haven't changed anything.")
        .stop(),
    planted: [],
  },
  {
    id: "b198-e-run-suite",
    build: (s) =>
      s
        .user("Could you run the whole suite once so I can see the overall state?")
        .bash(
          "DISABLE_SPRING=1 bin/rspec --format progress | tail -4",
          "Finished in 6 minutes 12 seconds (files took 9.8 seconds to load)\n1893 examples, 3 failures, 41 pending",
        )
        .assistant(
          "1,893 examples: 3 failures and 41 pending. The failures are in spec/features/dispatch_spec.rb, spec/mailers/invoice_mailer_spec.rb and spec/lib/legacy_import_spec.rb.",
        )
        .user("Is the invoice mailer one new, or was it failing before?")
        .bash("git log -3 --format='%h %ad %s' -- spec/mailers/invoice_mailer_spec.rb", "9c2e1aa Fri Oct 3 2025 Update invoice mailer copy")
        .assistant("The spec hasn't changed since October 2025; I can't tell from git alone whether it was failing before.")
        .user("Okay, thanks. That's all I needed for now.")
        .stop(),
    planted: [],
  },
  {
    id: "b198-e-gems",
    build: (s) =>
      s
        .user("What's the `rack-attack` gem doing in their Gemfile? And is `lograge` configured?")
        .bash("ls config/initializers | grep -E 'rack_attack|lograge'", "rack_attack.rb")
        .assistant(
          "rack-attack is configured in config/initializers/rack_attack.rb with a throttle on /api/login. lograge is in the Gemfile but I don't see an initializer for it.",
        )
        .user("Hm, is it enabled from an environment file then?")
        .bash("grep -rn lograge config/environments", "config/environments/production.rb:61:  config.lograge.enabled = true")
        .assistant("Yes, production.rb enables it on line 61.")
        .stop(),
    planted: [],
  },
  {
    id: "b198-e-chitchat",
    build: (s) =>
      s
        .user("Phew, long day. The client's office is in Memphis and they had a thunderstorm, half their VPN dropped.")
        .assistant("That sounds like a frustrating afternoon. Anything you'd like me to look at before you wrap up?")
        .user("No, I think I'm done. Thank you for all the help today, you've been very patient with me.")
        .assistant("My pleasure. Have a good evening!")
        .stop(),
    planted: [],
  },
  {
    id: "b198-e-todo-grep",
    build: (s) =>
      s
        .user("Out of curiosity, how many TODO comments are in app/?")
        .bash(
          "grep -rn 'TODO\\|FIXME' app | wc -l && grep -rn 'TODO' app | head -3",
          "137\napp/models/shipment.rb:88:    # TODO: always recalculate weight when pallets change\napp/services/rate_engine.rb:12:  # TODO never use this for LTL\napp/controllers/invoices_controller.rb:40:    # FIXME must handle credit notes",
        )
        .assistant("137 TODO/FIXME comments in app/. The oldest ones date from 2016 by git blame.")
        .user("Wow. Which file has the most?")
        .bash("grep -rc 'TODO\\|FIXME' app | sort -t: -k2 -n -r | head -1", "app/services/rate_engine.rb:23")
        .assistant("app/services/rate_engine.rb, with 23.")
        .user("Ha, of course it's the rate engine. Thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b198-e-explain",
    build: (s) =>
      s
        .user("Could you explain what RateEngine#fuel_surcharge does? I can't follow the nested ifs.")
        .file("Read", "app/services/rate_engine.rb")
        .assistant(
          "It looks up the weekly diesel index, picks a bracket from the FUEL_TABLE constant, and multiplies the linehaul by that bracket's percentage. The nested ifs handle LTL versus full truckload, and a special case for Alaska lanes.",
        )
        .user("Why would Alaska be special?")
        .assistant("The comment above it just says 'per contract 2017'; I can't tell more from the code.")
        .user("Okay, I'll ask someone at the client. Thanks for the walkthrough.")
        .stop(),
    planted: [],
  },
  {
    id: "b198-e-questions",
    build: (s) =>
      s
        .user(
          "A few questions while I read the schema: do they always use bigint ids? Do they never use foreign key constraints? And why is there a table called shipments_old?",
        )
        .bash(
          "grep -c 'add_foreign_key' db/schema.rb; grep -n 'create_table \"shipments_old\"' db/schema.rb",
          '3\n612:  create_table "shipments_old", id: :serial, force: :cascade do |t|',
        )
        .assistant(
          "Mostly bigint, except shipments_old, which uses serial ids. There are only 3 foreign key constraints in schema.rb. As for shipments_old, I can't see anything referencing it in app/ or lib/.",
        )
        .user("Could it be left over from that 2018 migration the schedule.rb comment mentioned?")
        .assistant("Possibly; the table's last migration is from 2018, but I can't confirm the connection.")
        .user("Okay, I'll keep that question for Dana.")
        .stop(),
    planted: [],
  },
  {
    id: "b198-e-rename",
    build: (s) =>
      s
        .user("Please rename the misspelled method `calcualte_weight` in Shipment to `calculate_weight` and update the callers.")
        .bash("grep -rln calcualte_weight app spec", "app/models/shipment.rb\napp/services/rate_engine.rb\nspec/models/shipment_spec.rb")
        .file("Edit", "app/models/shipment.rb")
        .file("Edit", "app/services/rate_engine.rb")
        .file("Edit", "spec/models/shipment_spec.rb")
        .bash(
          "DISABLE_SPRING=1 bin/rspec spec/models/shipment_spec.rb spec/services --format progress",
          "..............................\n30 examples, 0 failures",
        )
        .assistant("Renamed in three files; the model and service specs pass.")
        .user("Thank you, please commit it on the current branch.")
        .bash(
          "git commit -am 'FD-1902 Fix calculate_weight typo'",
          "[FD-1902-shipments-includes 5b1d3e0] FD-1902 Fix calculate_weight typo\n 3 files changed, 5 insertions(+), 5 deletions(-)",
        )
        .assistant("Committed as 5b1d3e0.")
        .stop(),
    planted: [],
  },
];

export const BLIND198 = plantedSet(BLIND198_SESSIONS, Date.UTC(2026, 10, 26, 9));
