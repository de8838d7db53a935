/**
 * Blind planted set 83 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: dictated messages (a developer talking to Claude Code through speech-to-text: little or odd
 * punctuation, run-on sentences, "um"/"like"/"so", misheard terms fixed in the next breath: "camel I mean
 * kamal", "sidekick sidekiq", "rubber cop"), on a Rails e-commerce storefront.
 * Each session is one segment; the items planted in it are listed with it: 78 items (18 decisions, 21 instructions,
 * 20 facts, 19 tasks) in 49 sessions, 12 of which plant nothing (60 user/assistant messages between them). Every other message
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

export const BLIND83_SESSIONS: BlindSession[] = [
  {
    id: "b83-double-confirmation-email",
    build: (s) =>
      s
        .user(
          "ok so um the order confirmation emails are going out twice sometimes like not always but a customer complained again this morning can you look at the the mailer job thing",
        )
        .bash(
          'grep -rn "OrderMailer.confirmation" app/',
          "app/models/order.rb:41:    OrderMailer.confirmation(self).deliver_later\napp/services/checkout_service.rb:88:    OrderMailer.confirmation(order).deliver_later",
        )
        .assistant(
          "It's enqueued in two places: an after_commit callback on Order (line 41) and CheckoutService#complete (line 88). When the order is saved a second time in the same request, say when the payment intent id gets written back, the callback fires again too, so some customers get two emails.",
        )
        .user(
          "yeah ok kill the one in the callback keep it in checkout service um and so going forward we're not doing mailers from model callbacks at all like never put a deliver later inside an active record callback it bites us every single time",
        )
        .file("Edit", "app/models/order.rb")
        .bash(
          "bundle exec rspec spec/services/checkout_service_spec.rb spec/models/order_spec.rb",
          "..........................\n\nFinished in 2.31 seconds (files took 3.8 seconds to load)\n26 examples, 0 failures",
        )
        .assistant("Removed the after_commit from Order; CheckoutService is now the only place that sends the confirmation. 26 examples, 0 failures.")
        .user("cool and uh remind me we have to do something for the people who got it twice like send an apology coupon or whatever not now next week")
        .stop("Noted, I've left the callback removal as the only change in this diff."),
    planted: [
      { kind: "instruction", keys: ["mailer", "callback"] },
      { kind: "task", keys: ["apology", "coupon"] },
    ],
  },
  {
    id: "b83-test-db-port",
    build: (s) =>
      s
        .user("the specs won't even start for me can you see what's up")
        .bash(
          "bundle exec rspec spec/models/product_spec.rb",
          'ActiveRecord::ConnectionNotEstablished:\n  connection to server at "127.0.0.1", port 5432 failed: FATAL:  database "shop_test" does not exist',
          1,
        )
        .assistant("It's connecting to port 5432 and there's no shop_test database there. Is the test database running somewhere else?")
        .user(
          "oh right um so the test database is the one in docker it's on port 5434 because like my my local post grass sorry postgres for the old spree app sits on 5432 that's permanent it's not going anywhere",
        )
        .assistant(
          "I could either make config/database.yml read PGPORT for the test env, or put a DATABASE_URL pointing at 5434 in .env.test, which dotenv already loads for tests.",
        )
        .user("uh the env test one yeah do the DATABASE_URL in .env.test")
        .file("Edit", ".env.test")
        .bash(
          "bundle exec rspec spec/models/product_spec.rb",
          "...........\n\nFinished in 0.84 seconds (files took 2.9 seconds to load)\n11 examples, 0 failures",
        )
        .stop("Specs run now: 11 examples, 0 failures."),
    planted: [
      { kind: "fact", keys: ["5434"] },
      { kind: "decision", keys: [".env.test"] },
    ],
  },
  {
    id: "b83-money-rails",
    build: (s) =>
      s
        .user("so i want to clean up how we do prices right now it's a mess some places have floats some places decimals um what would you do")
        .bash(
          'grep -rn "price" db/schema.rb',
          '  t.integer "price_cents", default: 0, null: false\n  t.string "price_currency", default: "USD", null: false\n  t.decimal "discount_amount", precision: 8, scale: 2',
        )
        .assistant(
          "The products table already keeps prices as integer price_cents with a price_currency column, which is exactly the shape money-rails expects. The float math is in the views and in DiscountCalculator. Options: adopt the money-rails gem and monetize price_cents, or write a small Price value object ourselves.",
        )
        .user("ok yeah let's go with money rails the gem not our own thing um i don't want to maintain a money class")
        .file("Edit", "Gemfile")
        .file("Edit", "app/models/product.rb")
        .bash(
          "bundle install && bundle exec rspec spec/models/product_spec.rb",
          "Bundle complete! 74 Gemfile dependencies, 182 gems now installed.\n...........\n11 examples, 0 failures",
        )
        .assistant("Added money-rails and `monetize :price_cents` on Product. DiscountCalculator still does float math; I haven't touched it yet.")
        .user("fine leave the calculator for this pr")
        .stop("Left DiscountCalculator as it is."),
    planted: [
      { kind: "decision", keys: ["money rails"] },
      { kind: "fact", keys: ["price_cents"] },
    ],
  },
  {
    id: "b83-rubocop-lint",
    build: (s) =>
      s
        .bash(
          "bundle exec rubocop app/controllers/carts_controller.rb",
          "Inspecting 1 file\nC\n\nOffenses:\n\napp/controllers/carts_controller.rb:12:5: C: Style/GuardClause: Use a guard clause instead of wrapping the code inside a conditional expression.\n\n1 file inspected, 1 offense detected",
        )
        .user(
          "wait no don't run it like that um when you lint use bin slash rubber cop I mean bin/rubocop not bundle exec it has our config and the plugins baked in",
        )
        .bash("bin/rubocop app/controllers/carts_controller.rb", "Inspecting 1 file\n.\n\n1 file inspected, no offenses detected")
        .assistant("With bin/rubocop the file is clean; the GuardClause cop is disabled in the project config.")
        .user(
          "yeah and so the rubocop todo file the dot rubocop_todo.yml has like three hundred offenses in it we need to burn that down at some point next sprint probably not today",
        )
        .file("Read", ".rubocop_todo.yml")
        .assistant("It has 312 entries, most of them Metrics/MethodLength and Rails/HelperInstanceVariable.")
        .stop("The carts controller is clean with bin/rubocop."),
    planted: [
      { kind: "instruction", keys: ["bin/rubocop"] },
      { kind: "task", keys: ["rubocop_todo"] },
    ],
  },
  {
    id: "b83-stripe-webhook",
    build: (s) =>
      s
        .user("stripe webhooks are failing on staging again with the signature thing can you dig in")
        .bash(
          "kamal app logs -d staging --grep StripeWebhooks | tail -5",
          "E, [2026-11-12T08:14:03] ERROR -- : Stripe::SignatureVerificationError (No signatures found matching the expected signature for payload)\nE, [2026-11-12T08:14:19] ERROR -- : Stripe::SignatureVerificationError (No signatures found matching the expected signature for payload)",
        )
        .file("Read", "app/controllers/webhooks/stripe_controller.rb")
        .assistant(
          "The controller calls request.body.read after Rails has already parsed the JSON params, so the body it verifies is empty. Switching to request.raw_post should fix it. Where is the staging signing secret read from?",
        )
        .user("uh it's in the rails credentials for staging like config credentials staging yml enc the signing secret's there not in an env var")
        .file("Edit", "app/controllers/webhooks/stripe_controller.rb")
        .assistant(
          "Fixed the raw body. While I'm here: processing the event inside the request is what makes Stripe time out and retry. I'd store each event in a StripeEvent row, return 200 right away, and process it in a ProcessStripeEventJob.",
        )
        .user("yes that yes do that that's how we want webhooks to work going forward store and return")
        .file("Write", "app/jobs/process_stripe_event_job.rb")
        .bash("bundle exec rspec spec/requests/webhooks", ".......\n7 examples, 0 failures")
        .stop("Webhook specs pass: 7 examples, 0 failures."),
    planted: [
      { kind: "fact", keys: ["body.read"] },
      { kind: "fact", keys: ["credentials", "signing secret"] },
      { kind: "decision", keys: ["stripeevent"] },
    ],
  },
  {
    id: "b83-kamal-deploy",
    build: (s) =>
      s
        .user(
          "so for context since you keep asking how stuff gets to prod um we deploy with camel I mean kamal k a m a l to two boxes at hetzner one web one worker",
        )
        .file("Read", "config/deploy.yml")
        .assistant("That matches config/deploy.yml: a web role and a job role, registry on ghcr.io. Do you want me to prepare the release for the webhook fix?")
        .user("yeah get the commit ready but like don't ever run kamal deploy yourself ok I do the deploys myself always")
        .bash("git log --oneline -3", "9c1e2fa fix stripe webhook raw body\n4b7d0a1 store stripe events and process them in a job\n1f3e889 bump rack to 3.0.11")
        .assistant("The two webhook commits are on the branch and ready; I haven't deployed anything.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["kamal", "hetzner"] },
      { kind: "instruction", keys: ["kamal deploy"] },
    ],
  },
  {
    id: "b83-cart-expiry",
    build: (s) =>
      s
        .user("ok carts um we have carts from like 2023 sitting in the db we need an expiry for abandoned carts let's say 30 days")
        .file("Read", "app/models/cart.rb")
        .assistant("I can add an `expired` scope on Cart based on updated_at and a constant for the window. 30 days?")
        .user("hmm no wait marketing wants the reminder emails at day 7 and 10 so uh make it 14 days 14 days after the last update a cart is expired")
        .file("Edit", "app/models/cart.rb")
        .bash("bundle exec rspec spec/models/cart_spec.rb", "......\n6 examples, 0 failures")
        .assistant("Cart::EXPIRY is 14.days and `Cart.expired` returns carts not updated in that window. Nothing deletes them yet.")
        .user("right we still need like an actual cleanup job that deletes expired carts but not today put it on the list")
        .stop("Scope and constant are in; the deletion job isn't written."),
    planted: [
      { kind: "decision", keys: ["14 days"] },
      { kind: "task", keys: ["cleanup", "carts"] },
    ],
  },
  {
    id: "b83-taxjar-specs",
    build: (s) =>
      s
        .user("the checkout specs are flaky on CI like randomly red can you figure out why is it the tax stuff maybe")
        .bash('grep -c "api.taxjar.com" log/test.log', "214")
        .bash(
          'grep "429" log/test.log | head -2',
          "TaxJar::Error::TooManyRequests (429): Rate limit exceeded\nTaxJar::Error::TooManyRequests (429): Rate limit exceeded",
        )
        .assistant(
          "Yes, it's tax. The specs call the real TaxJar sandbox 214 times per run, and it answers 429 once we pass 100 requests a minute, which is the sandbox account's limit. That's the random red.",
        )
        .user("right ok that's what i thought so um in specs always stub tax jar with webmock we never hit the sandbox from the test suite")
        .file("Edit", "spec/support/taxjar_stub.rb")
        .bash("bundle exec rspec spec/features/checkout_spec.rb", ".............\n13 examples, 0 failures")
        .stop("Checkout specs pass with TaxJar stubbed through WebMock."),
    planted: [
      { kind: "fact", keys: ["taxjar", "100"] },
      { kind: "instruction", keys: ["webmock"] },
    ],
  },
  {
    id: "b83-image-variants",
    build: (s) =>
      s
        .user("the product image thumbnails are so slow to generate can we um should we switch the processor")
        .bash("grep -n variant_processor config/application.rb", "23:    config.active_storage.variant_processor = :mini_magick")
        .assistant(
          "We're on mini_magick. libvips is usually several times faster and uses less memory for resizes; the image_processing gem supports both, so it's a one-line change plus installing libvips in the Docker image.",
        )
        .user("ok yeah switch to vips lib whips I mean vips for active storage variants")
        .file("Edit", "config/application.rb")
        .file("Edit", "Dockerfile")
        .bash("bundle exec rspec spec/models/product_image_spec.rb", "....\n4 examples, 0 failures")
        .assistant("Variant processor is :vips now and the Dockerfile installs libvips42.")
        .user("nice um follow up for later we'll have to regenerate the variants for all the old product photos they're still the mini magick ones")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["vips"] },
      { kind: "task", keys: ["regenerate", "variants"] },
    ],
  },
  {
    id: "b83-pr-conventions",
    build: (s) =>
      s
        .user("can you open the PR for the vips change")
        .bash('gh pr create --title "Switch variants to vips" --body ""', "https://github.com/acme-shop/storefront/pull/1184")
        .user("oh um rename it PR titles always start with the gira ticket jira ticket like SHOP-1184 colon then the title that's how we do all of them")
        .bash('gh pr edit 1184 --title "SHOP-1184: Switch variants to vips"', "https://github.com/acme-shop/storefront/pull/1184")
        .assistant('Renamed to "SHOP-1184: Switch variants to vips".')
        .user("and so we only squash merge in this repo no merge commits no rebase merges just squash")
        .stop("Got it; the PR is open as SHOP-1184."),
    planted: [
      { kind: "instruction", keys: ["jira"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b83-inventory-race",
    build: (s) =>
      s
        .user("we oversold the the limited edition mugs again like we had 50 and sold 53 what is going on")
        .file("Read", "app/services/inventory/reserve.rb")
        .assistant(
          "Reserve reads variant.stock_count, checks it's positive and writes stock_count - 1, with no lock. Two checkouts at the same moment both read the same count, so both succeed. Could be that, or the cart cleanup restoring stock twice; let me check the logs.",
        )
        .bash(
          'grep "Inventory::Reserve variant=882" log/production.log | head -4',
          "I, [08:01:02.113] Inventory::Reserve variant=882 stock_count=3\nI, [08:01:02.114] Inventory::Reserve variant=882 stock_count=3\nI, [08:01:02.190] Inventory::Reserve variant=882 stock_count=2\nI, [08:01:02.191] Inventory::Reserve variant=882 stock_count=2",
        )
        .assistant(
          "Confirmed: two reservations read stock_count=3 within a millisecond. The overselling comes from the unlocked read-then-write in Inventory::Reserve. We can fix it with optimistic locking (lock_version, retry on StaleObjectError) or a pessimistic row lock with with_lock.",
        )
        .user("the row lock with_lock do that um optimistic retries in checkout sound like a nightmare")
        .file("Edit", "app/services/inventory/reserve.rb")
        .bash("bundle exec rspec spec/services/inventory", ".........\n9 examples, 0 failures")
        .stop("Reserve now wraps the check and decrement in variant.with_lock."),
    planted: [
      { kind: "fact", keys: ["stock_count"] },
      { kind: "decision", keys: ["with_lock"] },
    ],
  },
  {
    id: "b83-payments-owner",
    build: (s) =>
      s
        .user("i'm thinking about touching the refund code do you know who wrote it")
        .bash(
          "git log --format='%an' -- app/services/payments | sort | uniq -c | sort -rn | head -3",
          "     48 Priya Raman\n      6 Dev Bot\n      2 Marco Lenz",
        )
        .assistant("Almost all of app/services/payments is Priya Raman's.")
        .user(
          "yeah priya owns payments the whole module she's the one who reviews anything there um ok so remind me to ask priya about the partial refund thing before I touch it",
        )
        .file("Read", "app/services/payments/refund.rb")
        .assistant("Refund#call only supports full refunds today; amount is always order.total_cents.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "payments"] },
      { kind: "task", keys: ["priya", "refund"] },
    ],
  },
  {
    id: "b83-ruby-rails-version",
    build: (s) =>
      s
        .user("i want to use the it keyword in blocks is that fine")
        .bash('cat .ruby-version && grep -A1 "^RUBY VERSION" Gemfile.lock', "3.2.4\nRUBY VERSION\n   ruby 3.2.4p170")
        .assistant("`it` needs Ruby 3.4, and the app pins 3.2.4.")
        .user(
          "yeah production is on ruby 3.2.4 that's what the the heroku sorry the hetzner image has so no it's not fine um and while we're on versions we decided yesterday the upgrade this quarter is rails 7.2 not rails 8 we skip 8 for now",
        )
        .file("Edit", "app/models/order.rb")
        .assistant("Rewrote the block with `_1` instead; that works on 3.2.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["3.2.4"] },
      { kind: "decision", keys: ["7.2"] },
    ],
  },
  {
    id: "b83-flipper-flags",
    build: (s) =>
      s
        .user("the new one click reorder button should be behind a flag how do we do flags here do we even have something")
        .bash('grep -n "flipper\\|rollout" Gemfile', '41:gem "rollout", "~> 2.5"')
        .assistant("Only the old rollout gem, used in two places. The usual choices are Flipper (with an ActiveRecord adapter and a UI) or keeping rollout.")
        .user(
          "flipper let's go with flipper and move the two rollout ones over and um rule from now on every new checkout feature ships behind a flag that's off by default",
        )
        .file("Edit", "Gemfile")
        .file("Write", "config/initializers/flipper.rb")
        .bash(
          "bin/rails generate flipper:setup && bin/rails db:migrate",
          "      create  db/migrate/20261112091500_create_flipper_tables.rb\n== 20261112091500 CreateFlipperTables: migrated (0.0121s) ==",
        )
        .stop("Flipper is set up with the ActiveRecord adapter; reorder is behind :one_click_reorder."),
    planted: [
      { kind: "decision", keys: ["flipper"] },
      { kind: "instruction", keys: ["flag", "off by default"] },
    ],
  },
  {
    id: "b83-seeds-factories",
    build: (s) =>
      s
        .user("i need some orders in the dev db to test the admin page can you make like twenty")
        .bash("bin/rails db:seed", "rails aborted!\nActiveRecord::RecordInvalid: Validation failed: Category must exist\n/home/dev/src/app/db/seeds.rb:34", 1)
        .assistant(
          "db:seed fails: seeds.rb still creates products without a category. I can fix seeds.rb or create the orders with FactoryBot from a rails runner.",
        )
        .user(
          "no don't fix seeds um the seeds are broken since the category migration we'll fix them later not now just use factories when you need data use the factories in spec slash factories not the seeds file that's the rule",
        )
        .bash("bin/rails runner 'require \"factory_bot\"; FactoryBot.find_definitions; FactoryBot.create_list(:order, 20, :paid)'", "")
        .assistant("Created 20 paid orders with FactoryBot.")
        .stop(),
    planted: [
      { kind: "task", keys: ["seeds", "category"] },
      { kind: "instruction", keys: ["factories"] },
    ],
  },
  {
    id: "b83-shipping-rates",
    build: (s) =>
      s
        .user("where do the shipping rates on the checkout page come from i see a number but no code computing it")
        .bash(
          'grep -rn "Shippo" app/ | head -3',
          "app/services/shipping/quote.rb:8:    Shippo::Shipment.create(\napp/services/shipping/quote.rb:22:    rates = shipment.rates",
        )
        .assistant("They come from Shippo: Shipping::Quote creates a shipment and takes the cheapest rate.")
        .user(
          "oh right shippo yeah um and the other thing you should know is free shipping kicks in over 75 dollars that's the business rule it's hard coded somewhere i think",
        )
        .bash('grep -rn "7500" app/services/shipping', "app/services/shipping/quote.rb:5:  FREE_OVER_CENTS = 7500")
        .assistant("It is: FREE_OVER_CENTS = 7500 in Shipping::Quote.")
        .user("ok cool just wanted to know")
        .stop(),
    planted: [
      { kind: "fact", keys: ["shippo"] },
      { kind: "fact", keys: ["free shipping", "75"] },
    ],
  },
  {
    id: "b83-coupon-order",
    build: (s) =>
      s
        .user("question the 10 percent coupons are they applied before or after tax right now")
        .file("Read", "app/services/pricing/order_total.rb")
        .assistant(
          "After: OrderTotal adds tax on the subtotal, then takes the percentage off the taxed amount. Most stores apply percentage coupons before tax, which also lowers the tax.",
        )
        .user("yeah that's wrong percent coupons go before tax change it")
        .file("Edit", "app/services/pricing/order_total.rb")
        .bash("bundle exec rspec spec/services/pricing", "............\n12 examples, 0 failures")
        .assistant("Percentage coupons now come off the subtotal before tax. 12 examples, 0 failures.")
        .user("and uh people keep asking for coupon stacking like two codes on one order that's next sprint write that down")
        .stop(),
    planted: [
      { kind: "decision", keys: ["before tax"] },
      { kind: "task", keys: ["stacking"] },
    ],
  },
  {
    id: "b83-bullet-n-plus-one",
    build: (s) =>
      s
        .user("the products index in the admin is slow can you check for n plus one")
        .bash(
          "tail -4 log/bullet.log",
          "USE eager loading detected\n  Product => [:variants]\n  Add to your query: .includes([:variants])\nCall stack: app/views/admin/products/index.html.erb:14",
        )
        .file("Edit", "app/controllers/admin/products_controller.rb")
        .assistant("Added includes(:variants); bullet.log is quiet for that page now.")
        .user(
          "good and like in general when you touch an index page check log slash bullet.log for n plus ones before you call it done um and the admin orders page still does like 200 queries leave it for now but it needs fixing put it on the backlog",
        )
        .bash('grep -c "SELECT" log/development.log', "1893")
        .stop("Products index fixed; the orders page is untouched."),
    planted: [
      { kind: "instruction", keys: ["bullet.log"] },
      { kind: "task", keys: ["admin orders"] },
    ],
  },
  {
    id: "b83-search-engine",
    build: (s) =>
      s
        .user("the search bar is just an ilike on name right now it's terrible we need real search um what are the options meilisearch maybe")
        .bash("bin/rails runner 'puts Product.count; puts Variant.count'", "40112\n97450")
        .assistant(
          "About 40k products. Options: pg_search on Postgres full text search (no new service), Meilisearch, or Elasticsearch/OpenSearch. At 40k rows Postgres handles it fine.",
        )
        .user("meilisearch would be cool actually no scratch that i don't want another service to run go with pg search pg_search")
        .file("Edit", "Gemfile")
        .file("Edit", "app/models/product.rb")
        .bash("bundle exec rspec spec/models/product_search_spec.rb", ".....\n5 examples, 0 failures")
        .assistant(
          "Product now has a pg_search_scope over name, description and SKU. For the record the catalog is about 40k SKUs, so no separate index service is needed.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["pg_search"] },
      { kind: "fact", keys: ["40k"] },
    ],
  },
  {
    id: "b83-currency-format",
    build: (s) =>
      s
        .user("the canadian prices show a US dollar sign on the product page")
        .file("Read", "app/views/products/show.html.erb")
        .assistant("The view uses number_to_currency(product.price), which always prints $ with the default locale.")
        .user(
          "right so we only sell in two currencies USD and CAD we only ship to the US and Canada um and money should always be formatted with humanized_money the money rails helper never number to currency",
        )
        .file("Edit", "app/views/products/show.html.erb")
        .bash("bundle exec rspec spec/views/products", "...\n3 examples, 0 failures")
        .stop("The product page uses humanized_money_with_symbol now."),
    planted: [
      { kind: "fact", keys: ["cad"] },
      { kind: "instruction", keys: ["humanized_money"] },
    ],
  },
  {
    id: "b83-solid-queue",
    build: (s) =>
      s
        .user("ok big one um sidekick sidekiq is costing us a whole redis box just for jobs what do you think about solid queue")
        .bash('grep -rn "sidekiq_options" app/jobs | wc -l', "3")
        .assistant(
          "Only three jobs use sidekiq_options and nothing uses Sidekiq Pro features. Solid Queue would run jobs out of Postgres; we could also keep Sidekiq and move Redis onto the web box. Either works.",
        )
        .user("no let's move to solid queue we decided that in standup actually moving off sidekiq is the plan")
        .file("Edit", "config/application.rb")
        .bash("bin/rails solid_queue:install", "      create  config/queue.yml\n      create  db/queue_schema.rb\n      create  bin/jobs")
        .assistant("Solid Queue is installed and set as the Active Job adapter; the three sidekiq_options calls are replaced with queue_as.")
        .user("sweet and remind me that the redis box can be decommissioned once this is live for a week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["solid queue"] },
      { kind: "task", keys: ["redis", "decommission"] },
    ],
  },
  {
    id: "b83-buildkite",
    build: (s) =>
      s
        .user("ci is red on my branch can you see why")
        .bash(
          "bk build view --branch shop-1190 | tail -4",
          "rspec (3/4)  failed  spec/features/checkout_spec.rb:88\nrspec (1/4)  passed\nrspec (2/4)  passed\nrspec (4/4)  passed",
        )
        .assistant(
          "Buildkite splits rspec into 4 parallel jobs; job 3 fails on checkout_spec.rb:88. I could also bump the parallelism in .buildkite/pipeline.yml while I'm at it.",
        )
        .user("no no don't touch the pipeline.yml ever that's Tomás's thing he owns the buildkite config just fix the spec")
        .file("Edit", "spec/features/checkout_spec.rb")
        .bash("bundle exec rspec spec/features/checkout_spec.rb:88", ".\n1 example, 0 failures")
        .stop("Fixed the spec; the pipeline is untouched."),
    planted: [
      { kind: "fact", keys: ["buildkite", "4 parallel"] },
      { kind: "instruction", keys: ["pipeline.yml"] },
      { kind: "fact", keys: ["tomás", "buildkite"] },
    ],
  },
  {
    id: "b83-postmark",
    build: (s) =>
      s
        .user("we're getting emails in spam with sendgrid constantly um ok I talked to Sam we're switching transactional email to postmark")
        .file("Edit", "config/environments/production.rb")
        .bash("bundle add postmark-rails", "Fetching postmark-rails 0.22.1\nBundle complete!")
        .assistant("ActionMailer's delivery method is :postmark in production, with the token read from credentials.")
        .user("good um later we also gotta set up the bounce webhook from postmark so we mark bad addresses not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["postmark"] },
      { kind: "task", keys: ["bounce"] },
    ],
  },
  {
    id: "b83-guest-checkout",
    build: (s) =>
      s
        .user("so the conversion thing um product wants to know if we should force account creation at checkout or allow guest")
        .bash('grep -n "authenticate_user!" app/controllers/checkouts_controller.rb', "3:  before_action :authenticate_user!")
        .assistant("Right now checkout requires login. Allowing guests means orders with only an email and no user_id.")
        .user("we talked it over guest checkout it is no forced account take out the authenticate and orders get an email column")
        .file("Edit", "app/controllers/checkouts_controller.rb")
        .file("Write", "db/migrate/20261112101000_add_email_to_orders.rb")
        .bash("bin/rails db:migrate", "== 20261112101000 AddEmailToOrders: migrated (0.0043s) ==")
        .user("and uh TODO later when a guest signs up afterwards we merge their guest orders into the account by email")
        .stop(),
    planted: [
      { kind: "decision", keys: ["guest checkout"] },
      { kind: "task", keys: ["guest", "merge"] },
    ],
  },
  {
    id: "b83-commit-style",
    build: (s) =>
      s
        .user("commit that please")
        .bash('git commit -am "✨ Added guest checkout"', "[shop-1201 3a9d7c2] ✨ Added guest checkout\n 3 files changed, 41 insertions(+), 6 deletions(-)")
        .user("ugh no emoji um commit messages are present tense imperative like add guest checkout no emoji ever please amend it")
        .bash('git commit --amend -m "Add guest checkout"', "[shop-1201 5e12b0f] Add guest checkout")
        .stop('Amended to "Add guest checkout".'),
    planted: [{ kind: "instruction", keys: ["present tense"] }],
  },
  {
    id: "b83-strong-migrations",
    build: (s) =>
      s
        .user("add a not null to orders email")
        .file("Write", "db/migrate/20261112110000_change_orders_email_null.rb")
        .bash(
          "bin/rails db:migrate",
          "=== Dangerous operation detected #strong_migrations ===\nSetting NOT NULL on an existing column blocks reads and writes while every row is checked.\n...",
          1,
        )
        .assistant("strong_migrations blocked it. The safe way is a check constraint added NOT VALID, validated in a second migration, then the NOT NULL.")
        .user("yeah do it the safe way and so that's general every migration goes through strong migrations we don't add safety assured unless I say so")
        .file("Write", "db/migrate/20261112110100_validate_orders_email_not_null.rb")
        .bash(
          "bin/rails db:migrate",
          "== 20261112110000 ChangeOrdersEmailNull: migrated (0.0031s) ==\n== 20261112110100 ValidateOrdersEmailNotNull: migrated (0.0210s) ==",
        )
        .assistant("Both migrations ran. Also, orders.user_id has no index and the account page filters on it.")
        .user("ugh yeah there's a ticket for the user_id index do that tomorrow not in this pr")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["strong migrations"] },
      { kind: "task", keys: ["user_id", "index"] },
    ],
  },
  {
    id: "b83-sku-format",
    build: (s) =>
      s
        .user("i need to add a new color variant for the tote bags do i make up the sku myself")
        .bash("bin/rails runner 'puts Variant.where(product_id: 311).pluck(:sku)'", "TOTE-BLK-OS\nTOTE-NAT-OS\nTOTE-OLV-OS")
        .assistant("The existing ones follow PRODUCT-COLOR-SIZE. I could add TOTE-RED-OS in a migration or a rails runner.")
        .user(
          "no wait so um skus come from the ERP the warehouse system generates them and syncs them to us nightly so the red one shows up tomorrow after the sync",
        )
        .bash('grep -n "sku" db/schema.rb', '  t.string "sku", null: false\n  t.index ["product_id"], name: "index_variants_on_product_id"')
        .assistant("Noted. Also: variants.sku has no unique index, only NOT NULL, so a bad sync could create duplicates.")
        .user("oh huh yeah we need a uniqueness index on sku at some point but not now there might be dupes already we'd have to clean those first")
        .stop(),
    planted: [
      { kind: "fact", keys: ["erp"] },
      { kind: "task", keys: ["uniqueness", "sku"] },
    ],
  },
  {
    id: "b83-house-rules",
    build: (s) =>
      s
        .user(
          "ok so before you start a few house rules since this is your first time in this repo one always bin/rails never plain rails because of the spring thing two service objects go in app slash services and have a single public call method nothing else three no new gems without asking me first ok go ahead and read the readme",
        )
        .file("Read", "README.md")
        .assistant("Read it. The README says bin/setup for first-time setup and bin/dev to run the app with the CSS watcher.")
        .user("yep ok run bin setup")
        .bash(
          "bin/setup",
          "== Installing dependencies ==\nThe Gemfile's dependencies are satisfied\n== Preparing database ==\n== Removing old logs and tempfiles ==\n== Restarting application server ==",
        )
        .stop("bin/setup finished."),
    planted: [
      { kind: "instruction", keys: ["bin/rails"] },
      { kind: "instruction", keys: ["call method"] },
      { kind: "instruction", keys: ["new gems"] },
    ],
  },
  {
    id: "b83-discard-products",
    build: (s) =>
      s
        .user("deleting a product in the admin throws a 500 can you look")
        .bash(
          'grep -A2 "ProductsController#destroy" log/development.log | tail -3',
          'Processing by Admin::ProductsController#destroy as TURBO_STREAM\nActiveRecord::InvalidForeignKey (PG::ForeignKeyViolation: ERROR:  update or delete on table "products" violates foreign key constraint "fk_rails_order_items_product" on table "order_items")',
        )
        .assistant(
          "order_items has a foreign key to products, so destroying any product that was ever ordered fails. That's the 500. Since old orders must keep pointing at the product, I'd soft-delete instead: the discard gem, a discarded_at column, and a kept scope on the storefront queries.",
        )
        .user("mhm yep sounds good go with discard")
        .file("Write", "db/migrate/20261113090000_add_discarded_at_to_products.rb")
        .file("Edit", "app/models/product.rb")
        .file("Edit", "app/controllers/admin/products_controller.rb")
        .bash("bundle exec rspec spec/requests/admin/products_spec.rb", "........\n8 examples, 0 failures")
        .stop("Delete now discards the product; storefront queries use Product.kept."),
    planted: [
      { kind: "fact", keys: ["order_items", "foreign key"] },
      { kind: "decision", keys: ["discard"] },
    ],
  },
  {
    id: "b83-timezones",
    build: (s) =>
      s
        .user("the daily sales report says yesterday had zero orders after like 7pm which is obviously wrong")
        .file("Read", "app/reports/daily_sales_report.rb")
        .bash("bin/rails runner 'puts Time.zone.name; puts Rails.application.config.active_record.default_timezone'", "UTC\nutc")
        .assistant("The report groups by created_at::date in UTC, so everything after 7 or 8 pm Eastern lands on the next day. Which zone should reports use?")
        .user(
          "the business is in eastern everything reporting is America/New_York um the servers and the db stay UTC and so the rule is convert with in time zone in_time_zone at the edges like views and reports never change the app default",
        )
        .file("Edit", "app/reports/daily_sales_report.rb")
        .bash("bundle exec rspec spec/reports/daily_sales_report_spec.rb", "...\n3 examples, 0 failures")
        .stop("The report groups by day in America/New_York now."),
    planted: [
      { kind: "fact", keys: ["america/new_york"] },
      { kind: "instruction", keys: ["in_time_zone"] },
    ],
  },
  {
    id: "b83-abandoned-cart-followups",
    build: (s) =>
      s
        .user("can you show me what mailers we have")
        .bash("ls app/mailers", "application_mailer.rb\norder_mailer.rb\npassword_mailer.rb\nnewsletter_mailer.rb")
        .assistant("Four: ApplicationMailer, OrderMailer, PasswordMailer and NewsletterMailer. There's no cart mailer yet.")
        .user(
          "right ok so um for the backlog two things one next sprint we're building the abandoned cart reminder emails the day 7 and day 10 ones and two the newsletter emails don't have an unsubscribe link which is like illegal-ish so that's a follow up too",
        )
        .file("Read", "app/views/newsletter_mailer/weekly.html.erb")
        .assistant("Confirmed, the weekly newsletter template has no unsubscribe link, only the footer address.")
        .user("yeah ok thats all for now")
        .stop(),
    planted: [
      { kind: "task", keys: ["abandoned cart", "reminder"] },
      { kind: "task", keys: ["unsubscribe"] },
    ],
  },
  {
    id: "b83-payment-element",
    build: (s) =>
      s
        .user("ok so for the payment page redesign i think we should just use stripe checkout the hosted page less for us to maintain")
        .file("Read", "app/views/checkouts/payment.html.erb")
        .assistant(
          "Hosted Checkout would replace this whole view and the PaymentIntent code. The catch is that the customer leaves the site and the order summary and coupons have to be rebuilt as Checkout line items.",
        )
        .user("hmm yeah the coupons ugh ok no not hosted we're going with the payment element embedded on our page final answer")
        .file("Edit", "app/views/checkouts/payment.html.erb")
        .file("Write", "app/javascript/controllers/payment_element_controller.js")
        .bash("bundle exec rspec spec/features/checkout_spec.rb", ".............\n13 examples, 0 failures")
        .assistant("The payment step mounts the Payment Element now. The feature specs use the 4242 card.")
        .user(
          "for three d secure testing you have to use the 4000 0025 0000 3155 card always that one that's the one that triggers the challenge use it in any 3ds spec",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["payment element"] },
      { kind: "instruction", keys: ["3155"] },
    ],
  },
  {
    id: "b83-backoffice-sso",
    build: (s) =>
      s
        .user("can you add a link to the admin from the footer for logged in staff")
        .bash('grep -n "namespace" config/routes.rb', '34:  namespace :admin, path: "backoffice" do')
        .assistant("Note the admin namespace is mounted at /backoffice, not /admin. Is that on purpose?")
        .user("yes on purpose the admin lives at slash backoffice /backoffice because bots hammer slash admin and cloudflare puts basic auth in front of it")
        .file("Edit", "app/views/layouts/_footer.html.erb")
        .assistant(
          "Added the link for staff. Staff currently log in with a password on the Devise admin model; since you're all on Google Workspace, Google SSO through omniauth-google-oauth2 would let you drop those passwords.",
        )
        .user("yeah let's do that sso with omniauth for admins that's a good call")
        .file("Edit", "Gemfile")
        .file("Write", "config/initializers/omniauth.rb")
        .stop(),
    planted: [
      { kind: "fact", keys: ["/backoffice"] },
      { kind: "decision", keys: ["omniauth"] },
    ],
  },
  {
    id: "b83-category-page-late-todos",
    build: (s) =>
      s
        .user("the new category pages look good can you run the system specs for them")
        .bash("bundle exec rspec spec/system/categories_spec.rb", "......\n6 examples, 0 failures")
        .assistant("All 6 pass.")
        .user("and the breadcrumb on mobile wraps weird make it truncate")
        .file("Edit", "app/assets/stylesheets/components/_breadcrumb.scss")
        .assistant("The breadcrumb truncates with an ellipsis under 576px now.")
        .user("perfect ok commit")
        .bash(
          'git commit -am "Truncate breadcrumb on small screens"',
          "[shop-1215 0b7c9e2] Truncate breadcrumb on small screens\n 1 file changed, 4 insertions(+)",
        )
        .user(
          "oh before i forget um the sitemap.xml doesn't include the new categories that needs doing tomorrow and also the robots.txt on staging still allows everything so google indexed staging which is like bad we should fix that too soon",
        )
        .stop("Committed."),
    planted: [
      { kind: "task", keys: ["sitemap"] },
      { kind: "task", keys: ["robots.txt"] },
    ],
  },
  {
    id: "b83-i18n-lokalise",
    build: (s) =>
      s
        .user("the canadian french launch is coming how do translations work here")
        .bash(
          "ls config/locales && bundle exec i18n-tasks missing -l fr | tail -2",
          "en.yml\nfr.yml\n| fr | checkout.payment.title | Payment |\n| fr | cart.empty | Your cart is empty |",
        )
        .assistant("en.yml and fr.yml, with 2 keys missing in French. Several views also have hard-coded English, for example the empty-cart partial.")
        .user(
          "ok so every user facing string goes in config locales no hard coded english in views from now on and um we decided we're using lokalise the translators work in lokalise and it syncs the fr file so don't hand edit fr.yml",
        )
        .file("Edit", "app/views/carts/_empty.html.erb")
        .file("Edit", "config/locales/en.yml")
        .stop("Moved the empty-cart text into en.yml."),
    planted: [
      { kind: "instruction", keys: ["locales", "hard coded"] },
      { kind: "decision", keys: ["lokalise"] },
      { kind: "instruction", keys: ["fr.yml"] },
    ],
  },
  {
    id: "b83-memcached-evictions",
    build: (s) =>
      s
        .user("category pages are slow again after the deploy is the cache even working")
        .bash("echo stats | nc worker-1 11211 | grep -E 'evictions|limit_maxbytes'", "STAT limit_maxbytes 67108864\nSTAT evictions 1829344")
        .assistant(
          "The cache store is memcached on worker-1 with only 64 MB, and it has evicted 1.8M items, so fragments for the category listings get thrown out almost immediately.",
        )
        .user(
          "oh yeah it's memcached on the worker box i forgot um ok TODO we need to bump memcached memory to like a gig evictions are killing us but that's an ops change i'll do it with the next box resize",
        )
        .file("Read", "config/environments/production.rb")
        .assistant("production.rb points the cache store at worker-1:11211 with no namespace, confirming it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["memcached", "worker"] },
      { kind: "task", keys: ["bump", "memcached"] },
    ],
  },
  {
    id: "b83-branches",
    build: (s) =>
      s
        .user("make a branch for the sitemap stuff")
        .bash("git checkout -b sitemap-categories", "Switched to a new branch 'sitemap-categories'")
        .user(
          "um no rename it branch names are shop dash ticket number dash short description lowercase like shop-1220-sitemap-categories and so we decided last month to kill the develop branch everything branches off main now not develop",
        )
        .bash("git branch -m shop-1220-sitemap-categories && git branch -r | wc -l", "83")
        .assistant("Renamed to shop-1220-sitemap-categories, based on main. There are 83 remote branches, most of them merged long ago.")
        .user("yeah remind me to delete the stale branches sometime like a cleanup day")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["branch names"] },
      { kind: "decision", keys: ["develop"] },
      { kind: "task", keys: ["stale branches"] },
    ],
  },
  {
    id: "b83-empty-preload-question",
    build: (s) =>
      s
        .user("um quick question what's the difference between preload and eager load again i always mix them up")
        .assistant(
          "preload always runs a separate query per association; eager_load always does one LEFT OUTER JOIN; includes picks one of the two depending on whether you reference the association's table in a where.",
        )
        .user("so like if i filter on variants dot sku it would switch to the join")
        .assistant("Yes, with `references(:variants)` or a hash condition on variants, includes turns into eager_load.")
        .user("ok makes sense thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b83-empty-quoted-log",
    build: (s) =>
      s
        .user("can you read me what the worker log says it's throwing something weird")
        .bash(
          "tail -5 log/jobs.log",
          "W, [08:41:10] WARN -- : TODO: remove legacy SyncInventoryJob shim\nW, [08:41:10] WARN -- : Retries must never exceed 25 for this queue\nI, [08:41:11] INFO -- : always_retry=true for queue default\nE, [08:41:12] ERROR -- : Net::ReadTimeout in ShippoRateJob",
        )
        .assistant(
          'The only error is a Net::ReadTimeout in ShippoRateJob. The TODO and the retry warnings are lines the job library prints at boot: "TODO: remove legacy SyncInventoryJob shim", "Retries must never exceed 25", "always_retry=true".',
        )
        .user("huh is the timeout a shippo outage or our side")
        .assistant("Can't tell from one line. It happened once in the last hour; the other ShippoRateJob runs succeeded.")
        .user("eh ok ignore it for now")
        .stop(),
    planted: [],
  },
  {
    id: "b83-empty-typo-fix",
    build: (s) =>
      s
        .user("theres a typo on the cart page it says procede to checkout with one e can you fix that")
        .bash('grep -rn "Procede" app/views config/locales', 'config/locales/en.yml:88:    checkout_button: "Procede to checkout"')
        .file("Edit", "config/locales/en.yml")
        .assistant('Fixed: "Proceed to checkout" in en.yml.')
        .user("and the french one too if there is one")
        .bash("grep -n checkout_button config/locales/fr.yml", '88:    checkout_button: "Passer à la caisse"')
        .assistant("The French string is fine, no change needed.")
        .user("cool run the view specs real quick")
        .bash("bundle exec rspec spec/views/carts", "....\n4 examples, 0 failures")
        .stop("4 examples, 0 failures."),
    planted: [],
  },
  {
    id: "b83-empty-slow-checkout-guess",
    build: (s) =>
      s
        .user("checkout feels slow today like three seconds i wonder if it's the stripe call or maybe the tax lookup not sure")
        .bash(
          'grep "Completed 200" log/production.log | grep CheckoutsController | tail -3',
          "Completed 200 OK in 2871ms (Views: 41.2ms | ActiveRecord: 88.0ms)\nCompleted 200 OK in 3012ms (Views: 39.9ms | ActiveRecord: 91.4ms)\nCompleted 200 OK in 2790ms (Views: 44.0ms | ActiveRecord: 85.1ms)",
        )
        .assistant(
          "Views and ActiveRecord take ~130 ms, so the other ~2.7 s is outside the database. It could be Stripe, TaxJar or Shippo; the logs don't time the external calls separately.",
        )
        .user("hmm maybe it's shippo they had issues last week i think")
        .assistant("Possibly. If you want I can add timing around each external call to find out.")
        .user("not now let me check their status page first")
        .stop(),
    planted: [],
  },
  {
    id: "b83-empty-tailwind-withdrawn",
    build: (s) =>
      s
        .user("so i was thinking we rip out bootstrap and go tailwind for the storefront what do you think")
        .bash('grep -rc "class=\\"btn" app/views | awk -F: \'{s+=$2} END {print s}\'', "412")
        .assistant(
          "There are 412 Bootstrap button classes alone in the views, so it's a big migration. It could be done page by page with both loaded for a while.",
        )
        .user("yeah ugh four hundred actually no forget it scratch that i was just thinking out loud")
        .assistant("Okay.")
        .user("just wanted to see how bad it was")
        .stop(),
    planted: [],
  },
  {
    id: "b83-empty-chitchat",
    build: (s) =>
      s
        .user("morning um how's it going i'm on like two hours of sleep so bear with me")
        .assistant("Morning! No problem. What are we working on?")
        .user("honestly not sure yet let me look at the board give me a sec")
        .assistant("Sure, take your time.")
        .user("ok nothing urgent i'll come back after lunch")
        .stop(),
    planted: [],
  },
  {
    id: "b83-empty-status-report",
    build: (s) =>
      s
        .user("where are we with the reorder button")
        .bash(
          "git log --oneline -4",
          "d1f0a3e Add one click reorder behind flag\n8a2c4b1 Add Order#reorderable?\n77e0d9a Add reorder request spec\n5e12b0f Add guest checkout",
        )
        .assistant(
          "Three commits on the branch: Order#reorderable?, the request spec, and the button itself behind :one_click_reorder. All specs pass locally, and the PR is open as SHOP-1207.",
        )
        .user("ok and did the request spec cover out of stock items")
        .assistant("Yes, one example checks that out-of-stock variants are skipped and reported in the flash.")
        .user("good good")
        .stop(),
    planted: [],
  },
  {
    id: "b83-empty-rubocop-config-quote",
    build: (s) =>
      s
        .user("why is rubocop yelling about the line length in the the migration file")
        .bash(
          "sed -n 1,12p .rubocop.yml",
          "inherit_from: .rubocop_todo.yml\n\nAllCops:\n  NewCops: enable\n  Exclude:\n    - 'db/schema.rb'\n\n# Migrations must always be reviewed by hand; never autocorrect them\nLayout/LineLength:\n  Max: 120",
        )
        .assistant(
          "db/migrate isn't excluded, and Layout/LineLength caps lines at 120. The comment in .rubocop.yml is the original author's note, not a cop setting. Line 14 of the migration is 131 characters.",
        )
        .user("just wrap the line then")
        .file("Edit", "db/migrate/20261112110100_validate_orders_email_not_null.rb")
        .bash("bin/rubocop db/migrate/20261112110100_validate_orders_email_not_null.rb", "1 file inspected, no offenses detected")
        .assistant("Wrapped it; no offenses now.")
        .stop(),
    planted: [],
  },
  {
    id: "b83-empty-gem-question",
    build: (s) =>
      s
        .user("what does the the rack mini profiler gem do exactly is it worth adding")
        .assistant(
          "rack-mini-profiler shows a timing badge on every page in development with SQL queries, view rendering and, with the stackprof and memory_profiler add-ons, flamegraphs. It's cheap to try; it's usually limited to development.",
        )
        .user("does it work with turbo frames")
        .assistant("Mostly; frame requests get their own timing entries, though the badge only shows on full page loads unless you enable it for XHR.")
        .user("ok interesting maybe some other time")
        .stop(),
    planted: [],
  },
  {
    id: "b83-empty-unresolved-debug",
    build: (s) =>
      s
        .user("the wishlist heart doesn't toggle on safari like you click it and nothing is that a stimulus thing or what")
        .file("Read", "app/javascript/controllers/wishlist_controller.js")
        .assistant(
          "The controller sends a PATCH with fetch and swaps the icon on success. Nothing Safari-specific stands out. It might be the CSRF token not being sent, or Safari caching the GET of the icon; I'd need the console output to say.",
        )
        .user("i don't have a mac here um maybe it's the csrf thing")
        .assistant("Could be. Without the browser's network tab I can't confirm it.")
        .user("ugh ok whatever i'll poke at it myself on my phone right now")
        .stop(),
    planted: [],
  },
  {
    id: "b83-empty-run-specs",
    build: (s) =>
      s
        .user("run the whole suite real quick i wanna see where we're at")
        .bash(
          "bundle exec rspec",
          "Finished in 1 minute 48.3 seconds (files took 4.1 seconds to load)\n1184 examples, 2 failures\n\nrspec ./spec/system/wishlist_spec.rb:22\nrspec ./spec/mailers/order_mailer_spec.rb:40",
        )
        .assistant("1184 examples, 2 failures: wishlist_spec.rb:22 and order_mailer_spec.rb:40.")
        .user("the mailer one is probably from the callback change is it")
        .file("Edit", "spec/mailers/order_mailer_spec.rb")
        .assistant("Yes: it still expects the confirmation to be enqueued when an Order is created. I updated it to go through CheckoutService instead.")
        .user("and the wishlist one")
        .assistant("That one times out waiting for the heart icon; it may be flaky, it passed when I reran it alone.")
        .stop(),
    planted: [],
  },
  {
    id: "b83-empty-dictation-mess",
    build: (s) =>
      s
        .user("ok so can you um the the thing with the uh hold on my dictation is doing the thing again")
        .assistant("No rush, I'm here when you're ready.")
        .user("sorry the speech to text heard gem file as jam file twice ok what i wanted was can you show me the gemfile lock version of devise")
        .bash('grep -n "^    devise " Gemfile.lock', "212:    devise (4.9.4)")
        .assistant("devise 4.9.4.")
        .user("ok thanks that's it")
        .stop(),
    planted: [],
  },
];

export const BLIND83 = plantedSet(BLIND83_SESSIONS, Date.UTC(2026, 10, 11, 9));
