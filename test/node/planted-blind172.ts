/**
 * Blind planted set 172 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a German developer on a PHP/Laravel app (Sail, Pest, Horizon, Filament, Forge), writing
 * fluent but non-native English (odd word order, "we make it so", "please consider that"),
 * polite and thorough; items stated by user or agent, in lists and mid-paragraph, some with typos.
 * Each session is one segment; the items planted in it are listed with it: 72 items (17 decisions, 19 instructions, 20 facts, 16 tasks) in 49 sessions, 17 of which plant nothing (86 user/assistant messages between them). Every other message
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

export const BLIND172_SESSIONS: BlindSession[] = [
  {
    id: "b172-sail-tests",
    build: (s) =>
      s
        .user(
          "Good morning! Before we start with the ticket, some things about my setup. Please run the tests always with `php artisan test --parallel`, the normal phpunit call is very slow here. And please consider that the MySQL from Sail listens on 3307 on my machine, because 3306 is taken from a local MariaDB which I cannot remove.",
        )
        .bash("./vendor/bin/sail php artisan test --parallel", "  Tests:    412 passed (1288 assertions)\n  Duration: 38.21s\n  Parallel: 8 processes")
        .assistant("All 412 tests pass in parallel mode. Which ticket shall we look at?")
        .user("KP-118, the newsletter checkbox on the register form is not saved. Can you look?")
        .file("Read", "app/Http/Controllers/Auth/RegisterController.php")
        .file("Edit", "app/Http/Controllers/Auth/RegisterController.php")
        .assistant("The `newsletter` field was missing in the validated array, so it never reached `User::create`. I added it with a `boolean` rule.")
        .stop("Fixed: `newsletter` is now validated and saved on register."),
    planted: [
      { kind: "instruction", keys: ["--parallel"] },
      { kind: "fact", keys: ["3307"] },
    ],
  },
  {
    id: "b172-invoice-pdf",
    build: (s) =>
      s
        .user("We need PDF invoices for the customer portal. What would you suggest, browsershot or dompdf?")
        .assistant(
          "Browsershot renders with headless Chrome, so the CSS looks exactly like in the browser. dompdf is pure PHP, simpler to deploy, but supports only CSS 2.1 and some flexbox is missing. For invoices with a simple table layout both work.",
        )
        .user("Hmm, maybe browsershot then, the designers will be happy.")
        .bash("ssh forge@web1.kundenportal.de 'which chromium chromium-browser google-chrome'", "", 1)
        .assistant("There is no Chrome or Chromium on web1, so for browsershot we would have to install it on the Forge server and keep it updated.")
        .user(
          "Ah, no, this I do not want on the server. Okay, then we make it so: we take dompdf, and the designers must live with a simple layout. Please add barryvdh/laravel-dompdf.",
        )
        .bash(
          "composer require barryvdh/laravel-dompdf",
          "Using version ^2.0 for barryvdh/laravel-dompdf\n./composer.json has been updated\nPackage operations: 3 installs, 0 updates, 0 removals",
        )
        .file("Write", "app/Services/InvoicePdf.php")
        .user("Good. The old invoices from 2023 we must regenerate also in the new layout, but not today, this is for later.")
        .stop("dompdf is installed and `InvoicePdf` renders the invoice view."),
    planted: [
      { kind: "decision", keys: ["dompdf"] },
      { kind: "task", keys: ["2023", "regenerate"] },
    ],
  },
  {
    id: "b172-queue-workers",
    build: (s) =>
      s
        .user("The order confirmation mails are coming very late on production, sometimes 20 minutes. Why could this be?")
        .bash(
          "ssh forge@web1.kundenportal.de 'sudo supervisorctl status'",
          "worker-default:worker-default_00   RUNNING   pid 1822, uptime 12 days\nworker-default:worker-default_01   RUNNING   pid 1823, uptime 12 days",
        )
        .assistant(
          "Only two workers for the `default` queue are running, and the mails share that queue with the CSV imports. When an import runs, the mails wait behind it.",
        )
        .user(
          "I see. For context: on production the workers run under supervisor, not with Horizon. Horizon we have only on staging. And from now on please, mail jobs never synchronous and always onto the own `mails` queue, so they do not wait behind imports.",
        )
        .file("Edit", "app/Mail/OrderConfirmation.php")
        .file("Edit", "app/Mail/PasswordChanged.php")
        .assistant("Both mailables now implement `ShouldQueue` and use `onQueue('mails')`.")
        .bash(
          "ssh forge@web1.kundenportal.de 'sudo cp /tmp/worker-mails.conf /etc/supervisor/conf.d/ && sudo supervisorctl update'",
          "worker-mails: added process group",
        )
        .stop("The two mailables use the `mails` queue, and web1 has a supervisor program for it."),
    planted: [
      { kind: "fact", keys: ["supervisor", "horizon"] },
      { kind: "instruction", keys: ["mails"] },
    ],
  },
  {
    id: "b172-timezone",
    build: (s) =>
      s
        .user("The delivery dates on the dashboard are one hour off since Sunday. Can you find out why?")
        .bash("grep -n timezone config/app.php", "'timezone' => 'Europe/Berlin',")
        .bash("php artisan tinker --execute=\"echo DB::select('select @@session.time_zone as tz')[0]->tz;\"", "+00:00")
        .assistant(
          "Confirmed: the database session runs in UTC while the app timezone is Europe/Berlin. The dashboard query formats with `DATE_FORMAT` in SQL, so it shows UTC, and since the switch to winter time on Sunday the difference is one hour instead of two. Maybe the offset was patched by hand somewhere before?",
        )
        .user("I don't know, possible. So the database is UTC and the app is Europe/Berlin, okay, good to know this officially.")
        .assistant(
          "To avoid this class of bug, I would suggest to use `CarbonImmutable` as default date class via `Date::use(CarbonImmutable::class)` in the AppServiceProvider, then nobody mutates a date by accident.",
        )
        .user("Yes, this we make so, CarbonImmutable everywhere. Please also fix the dashboard query.")
        .file("Edit", "app/Providers/AppServiceProvider.php")
        .file("Edit", "app/Http/Livewire/DeliveryDashboard.php")
        .stop("Dates are now formatted in PHP in the app timezone, and `CarbonImmutable` is the default."),
    planted: [
      { kind: "fact", keys: ["utc", "europe/berlin"] },
      { kind: "decision", keys: ["carbonimmutable"] },
    ],
  },
  {
    id: "b172-filament-coupons",
    build: (s) =>
      s
        .user("Please make the Filament resource for the products sortable by price.")
        .file("Edit", "app/Filament/Resources/ProductResource.php")
        .bash("php artisan test --filter=ProductResource", "  PASS  Tests\\Feature\\Filament\\ProductResourceTest\n  Tests:  6 passed")
        .assistant("The price column is sortable now, the tests pass.")
        .user(
          "Thank you. The Filament resource for the coupons is still missing completely, we must build it in the next sprint, please don't forget this. Also for your information, the admin panel lives only under admin.kundenportal.de. The DNS for it belongs to Herr Vogel from the ops team, so if something with the domain, ask him.",
        )
        .stop("Noted."),
    planted: [
      { kind: "task", keys: ["coupon"] },
      { kind: "fact", keys: ["admin.kundenportal.de"] },
      { kind: "fact", keys: ["vogel"] },
    ],
  },
  {
    id: "b172-migrations",
    build: (s) =>
      s
        .user("The column `customers.vat_id` should be nullable. Can you change the migration from march?")
        .file("Read", "database/migrations/2024_03_11_101500_create_customers_table.php")
        .assistant(
          "I can edit `2024_03_11_101500_create_customers_table.php` directly, but this migration has already run on production, so the change would only apply on fresh databases.",
        )
        .user(
          "Ah right, you are right. Please consider that we never change old migrations which are already deployed, we make always a new migration for every change. Also locally.",
        )
        .bash(
          "php artisan make:migration make_vat_id_nullable_on_customers",
          "   INFO  Migration [database/migrations/2024_11_27_093012_make_vat_id_nullable_on_customers.php] created successfully.",
        )
        .file("Edit", "database/migrations/2024_11_27_093012_make_vat_id_nullable_on_customers.php")
        .bash("php artisan migrate", "   INFO  Running migrations.\n  2024_11_27_093012_make_vat_id_nullable_on_customers ........ 41ms DONE")
        .stop("New migration makes `vat_id` nullable and ran locally."),
    planted: [{ kind: "instruction", keys: ["migration"] }],
  },
  {
    id: "b172-larastan",
    build: (s) =>
      s
        .bash(
          "./vendor/bin/phpstan analyse --memory-limit=1G",
          "[ERROR] Found 214 errors\n\n ! [NOTE] The baseline phpstan-baseline.neon never shrinks automatically.",
        )
        .assistant(
          "Larastan is at level 8 right now and reports 214 errors. Most are missing generics on Eloquent relations. Shall I regenerate the baseline so CI is green again?",
        )
        .user(
          "Hmm. Level 8 is too strict for this old code, honestly. Let's do it like this: we go down to level 6 and fix the rest properly. And the baseline file we do not make bigger anymore, new errors must be fixed, not put into the baseline.",
        )
        .file("Edit", "phpstan.neon")
        .bash("./vendor/bin/phpstan analyse --memory-limit=1G", "[ERROR] Found 19 errors")
        .assistant("On level 6 there are 19 errors left. I can fix them now if you want.")
        .user("Yes please, go.")
        .file("Edit", "app/Models/Order.php")
        .file("Edit", "app/Services/CartService.php")
        .bash("./vendor/bin/phpstan analyse --memory-limit=1G", "[OK] No errors")
        .stop("Larastan level 6 is clean."),
    planted: [
      { kind: "decision", keys: ["level 6"] },
      { kind: "instruction", keys: ["baseline"] },
    ],
  },
  {
    id: "b172-stripe-webhook",
    build: (s) =>
      s
        .user("Stripe webhooks on staging fail all with 400. Can you check the logs please?")
        .bash(
          "tail -n 5 storage/logs/laravel.log",
          '[2026-11-28 09:12:03] staging.ERROR: No signatures found matching the expected signature for payload {"exception":"[object] (Stripe\\\\Exception\\\\SignatureVerificationException")',
        )
        .assistant("Maybe the payload is changed by a middleware before verification, for example TrimStrings? Let me check the signing secret first.")
        .bash(
          "grep STRIPE_WEBHOOK_SECRET .env.staging && stripe webhook_endpoints list --live=false | head -3",
          "STRIPE_WEBHOOK_SECRET=whsec_test_9f3...\nwe_1Pq... https://staging.kundenportal.de/stripe/webhook  secret: whsec_8aa...",
        )
        .assistant(
          "Found it: the signing secret in `.env.staging` is from the old Stripe test account, not from the one the staging endpoint is registered in. That is the root cause of the 400s, the middleware is fine.",
        )
        .user(
          "Oh man. Okay, I put the right one. The production secret we must also rotate, but for this we need Frau Keller, only she has the Stripe login for live. Please let's note this for later.",
        )
        .file("Edit", ".env.staging")
        .bash("stripe trigger payment_intent.succeeded", "Trigger succeeded! Check dashboard for event details.")
        .stop("Staging webhooks verify again."),
    planted: [
      { kind: "fact", keys: ["signing secret"] },
      { kind: "task", keys: ["rotate", "keller"] },
    ],
  },
  {
    id: "b172-livewire",
    build: (s) =>
      s
        .user("Should we upgrade to Livewire 3 now? What do you think, how big is this?")
        .bash("grep -rl 'wire:model' resources/views | wc -l", "87")
        .assistant(
          "87 views use `wire:model`, and in Livewire 3 it is deferred by default, so every live field needs `.live`. Plus the `emit` to `dispatch` rename and the new namespace. I would estimate several days with testing.",
        )
        .user(
          "Okay, this is too much for now. We stay with Livewire 2 until end of the year, the upgrade comes earliest in January. Please make an issue for it so it is not forgotten.",
        )
        .bash(
          "gh issue create --title 'Upgrade to Livewire 3' --body '87 views with wire:model, emit->dispatch'",
          "https://github.com/kp-gmbh/kundenportal/issues/231",
        )
        .stop("Issue #231 created."),
    planted: [
      { kind: "decision", keys: ["livewire 2"] },
      { kind: "task", keys: ["livewire 3"] },
    ],
  },
  {
    id: "b172-empty-typo",
    build: (s) =>
      s
        .user("There is a typo on the checkout page, it says 'Lieferadresse bestätigen' twice. Can you fix?")
        .file("Read", "resources/views/checkout/address.blade.php")
        .file("Edit", "resources/views/checkout/address.blade.php")
        .assistant("One of the two headings was a copy from the billing block, I removed it.")
        .user("Thanks. And the button is a bit too far to the left, or is it only my screen?")
        .assistant("The button has `ml-0` while the others have `ml-4`, so it is not only your screen. I changed it to `ml-4`.")
        .user("Perfect, thank you very much.")
        .stop("Removed the duplicate heading and aligned the button."),
    planted: [],
  },
  {
    id: "b172-empty-question",
    build: (s) =>
      s
        .user("A general question: what is the difference between `firstOrCreate` and `updateOrCreate`? I always mix them up.")
        .assistant(
          "`firstOrCreate` looks for a row with the given attributes and creates it if missing, but never changes an existing row. `updateOrCreate` also updates the existing row with the second array.",
        )
        .user("And is it safe with two requests at the same time?")
        .assistant(
          "Not fully: both do a select and then an insert, so two parallel requests can both insert. A unique index on the lookup columns catches that; Laravel 10.x also has `createOrFirst` which relies on it.",
        )
        .user("Interesting, I did not know createOrFirst. Maybe we need this somewhere, I will think about it.")
        .stop(),
    planted: [],
  },
  {
    id: "b172-empty-logs",
    build: (s) =>
      s
        .user("Can you show me what the scheduler does in the night? Only look, don't change anything.")
        .bash(
          "php artisan schedule:list",
          "  0 2 * * *  php artisan backup:run ........ Next Due: 3 hours from now\n  30 2 * * * php artisan orders:cleanup ... Next Due: 3 hours from now\n  # TODO: never run cleanup before backup finished, always check lock",
        )
        .assistant(
          "Two nightly jobs: `backup:run` at 02:00 and `orders:cleanup` at 02:30. There is a comment in the kernel with a TODO about the order of them.",
        )
        .user("This TODO is from my colleague years ago, I think it is not relevant anymore. Does the cleanup maybe start before the backup is done?")
        .bash(
          "grep -n 'backup' storage/logs/scheduler.log | tail -3",
          "[02:00:01] backup:run started\n[02:11:47] backup:run finished\n[02:30:00] orders:cleanup started",
        )
        .assistant(
          "The last backups needed about 12 minutes, so the cleanup starts well after. It could only overlap if the backup takes more than 30 minutes.",
        )
        .user("Okay, then everything fine for now. Thanks for looking.")
        .stop(),
    planted: [],
  },
  {
    id: "b172-redis-cache",
    build: (s) =>
      s
        .user("The product list is slow again, 1.8 seconds. Could we cache it?")
        .bash("php artisan tinker --execute=\"echo config('cache.default');\"", "file")
        .assistant(
          "The cache store is `file` right now. For tags and fast invalidation I would switch to Redis, which Sail already runs. Then the product list could be cached with a `products` tag and flushed in the model observer.",
        )
        .user(
          "Yes, agreed, we switch the cache to redis, also on production, Redis is there anyway for the sessions. But please consider: the Redis on production is shared with the other app from Kaiser Logistik, so we must use an own prefix, this is important.",
        )
        .file("Edit", "config/cache.php")
        .file("Edit", "app/Observers/ProductObserver.php")
        .bash("php artisan test --filter=Product", "  Tests:  14 passed")
        .stop("Cache on Redis with prefix `kp_cache_`; product list cached and flushed in the observer."),
    planted: [
      { kind: "decision", keys: ["redis"] },
      { kind: "fact", keys: ["kaiser"] },
    ],
  },
  {
    id: "b172-code-style",
    build: (s) =>
      s
        .file("Write", "app/Actions/CancelOrder.php")
        .assistant("I created the `CancelOrder` action with the refund logic and a test.")
        .user(
          "Thank you. Some points about style, please for all future code:\n- we run Pint before every commit, with our own pint.json, not the default preset\n- no facades in the domain classes, please inject the dependencies in constructor\n- commit messages in English, even if the tickets are in German",
        )
        .bash(
          "./vendor/bin/pint app/Actions/CancelOrder.php",
          "  ✓ app/Actions/CancelOrder.php  ...... no_unused_imports, ordered_imports\n  FIXED  1 file, 2 style issues fixed",
        )
        .file("Edit", "app/Actions/CancelOrder.php")
        .assistant("Pint fixed two import issues, and I replaced `Log::` and `Mail::` with injected `LoggerInterface` and `Mailer`.")
        .stop("CancelOrder follows Pint and uses constructor injection."),
    planted: [
      { kind: "instruction", keys: ["pint"] },
      { kind: "instruction", keys: ["facades"] },
      { kind: "instruction", keys: ["commit messages", "english"] },
    ],
  },
  {
    id: "b172-empty-brainstorm",
    build: (s) =>
      s
        .user("I am thinking about maybe moving the search to Meilisearch with Scout. What would be the pros and cons? Just theoretical, no code.")
        .assistant(
          "Pros: typo tolerance, facets, fast results even for 100k products. Cons: one more service to run and monitor, and the index must be kept in sync through Scout's queue jobs. With the current 8k products, MySQL fulltext might still be enough.",
        )
        .user("Hmm, and Algolia? Then we have no server.")
        .assistant(
          "Algolia removes the operations part, but costs grow with records and searches, and the data leaves the EU unless you pick the EU region. For a B2B portal that can be a GDPR topic.",
        )
        .user("Yes, the GDPR part is always a long discussion with our DPO. Let me sleep one night about this.")
        .stop(),
    planted: [],
  },
  {
    id: "b172-deploy",
    build: (s) =>
      s
        .user("How is deployment working here actually? I forgot, my colleague did it always.")
        .bash(
          "cat envoy.blade.php | head -20",
          "@servers(['web' => 'forge@web1.kundenportal.de'])\n@story('deploy')\n    pull\n    composer\n    migrate\n    cache\n@endstory",
        )
        .assistant(
          "There is an Envoy script with a `deploy` story: pull, composer install, migrate, cache. But I also see a `forge-deploy.sh` in the repo, maybe Forge deploys on push?",
        )
        .bash(
          "cat forge-deploy.sh | head -5",
          "cd /home/forge/kundenportal.de\ngit pull origin main\ncomposer install --no-dev --no-interaction --prefer-dist --optimize-autoloader",
        )
        .user(
          "Ah yes, now I remember. Deploy is done by Forge with quick deploy when something is pushed to main. This is how it works here. So we never push directly to main, always over a pull request, otherwise it goes straight live.",
        )
        .assistant("Understood. Shall I delete the Envoy script?")
        .user("No, leave it for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["quick deploy"] },
      { kind: "instruction", keys: ["pull request"] },
    ],
  },
  {
    id: "b172-empty-n1",
    build: (s) =>
      s
        .user("The orders page makes 140 queries, I saw it in debugbar. Please fix the N+1.")
        .file("Read", "app/Http/Livewire/OrderTable.php")
        .assistant("Each row loads `customer` and `items.product` lazily. I add `with(['customer', 'items.product'])` to the query.")
        .file("Edit", "app/Http/Livewire/OrderTable.php")
        .bash("php artisan test --filter=OrderTable", "  Tests:  5 passed")
        .assistant("Now it is 4 queries for the page.")
        .user("Wow, from 140 to 4. Great, thank you!")
        .stop("Eager loading added, 4 queries."),
    planted: [],
  },
  {
    id: "b172-api-versioning",
    build: (s) =>
      s
        .user(
          "The mobile team wants a new field in the order API, `tracking_url`. But the old app versions crash on unknown fields, I think? Or maybe not. How should we do it?",
        )
        .assistant(
          "Two options: a new `/api/v2/orders` route group with its own resource, or add the field to v1 if the apps ignore unknown fields. Most JSON decoders ignore them, but Kotlin serialization crashes by default unless `ignoreUnknownKeys` is set.",
        )
        .user(
          "I asked Jonas from the mobile team just now, he says the old Android versions indeed crash. So we do a v2, and v1 stays frozen, no more changes to v1 from now.",
        )
        .bash("php artisan make:resource V2/OrderResource", "   INFO  Resource [app/Http/Resources/V2/OrderResource.php] created successfully.")
        .file("Edit", "routes/api.php")
        .file("Edit", "app/Http/Resources/V2/OrderResource.php")
        .stop("`/api/v2/orders` added with `tracking_url`; v1 untouched."),
    planted: [
      { kind: "decision", keys: ["v2"] },
      { kind: "instruction", keys: ["v1", "frozen"] },
      { kind: "fact", keys: ["android", "crash"] },
    ],
  },
  {
    id: "b172-empty-withdrawn",
    build: (s) =>
      s
        .user("I think we should rename the `Kunde` model to `Customer`, everything else is English.")
        .bash("grep -rl 'Kunde' app database | wc -l", "63")
        .assistant(
          "63 files reference `Kunde`, including the morph map for polymorphic relations, so the stored `commentable_type` values in the database would also need a data migration.",
        )
        .user("Oh, 63 files and the morph map... no, scratch that, forget the rename. It is not worth it now.")
        .assistant("Okay, I will leave it.")
        .user("Can you only fix the docblock in Kunde.php, it says @property string $email twice.")
        .file("Edit", "app/Models/Kunde.php")
        .stop("Removed the duplicate @property line."),
    planted: [],
  },
  {
    id: "b172-backup",
    build: (s) =>
      s
        .user("Where do the backups go actually? I need to restore one table from last week for a customer.")
        .bash("grep -A4 \"'destination'\" config/backup.php", "'destination' => [\n    'disks' => ['hetzner-storagebox'],\n],")
        .assistant(
          "spatie/laravel-backup writes to the `hetzner-storagebox` disk, which is an SFTP disk on a Hetzner Storage Box. The backups are kept 14 days according to the cleanup config.",
        )
        .user("Okay. So backups are on the Hetzner Storage Box, 14 days. Please download the one from Tuesday.")
        .bash(
          "php artisan backup:list && rclone copy storagebox:kundenportal/2026-11-24-02-00-01.zip ./restore/",
          "  kundenportal  hetzner-storagebox  2026-11-24 02:11  1.2 GB\nTransferred: 1.2 GiB / 1.2 GiB, 100%",
        )
        .assistant("Downloaded to `./restore/`. Which table shall I extract?")
        .user(
          "`customer_addresses`, only for customer 4471. After this, we should really test a full restore once on staging, we never did this. But not today.",
        )
        .bash(
          "unzip -p restore/2026-11-24-02-00-01.zip db-dumps/mysql-kundenportal.sql | grep -n 'INSERT INTO `customer_addresses`' | head -1",
          "18822:INSERT INTO `customer_addresses` VALUES (...)",
        )
        .stop("Found the customer_addresses insert in the dump; extracting the rows for customer 4471."),
    planted: [
      { kind: "fact", keys: ["storage box"] },
      { kind: "task", keys: ["full restore"] },
    ],
  },
  {
    id: "b172-empty-status",
    build: (s) =>
      s
        .user("Please run the whole test suite and tell me if something is red.")
        .bash(
          "php artisan test --parallel",
          "  FAILED  Tests\\Feature\\CheckoutTest > it applies coupon discount\n  Expected 90.0 but got 89.99\n  Tests:  1 failed, 411 passed",
        )
        .assistant("One failure: the coupon test expects 90.0 but gets 89.99. The discount is computed with floats in `CartService::applyCoupon`.")
        .user("Please fix it with integer cents, like in the rest of the cart.")
        .file("Edit", "app/Services/CartService.php")
        .bash("php artisan test --parallel", "  Tests:  412 passed")
        .assistant("All green again, the coupon discount is now calculated in cents.")
        .stop(),
    planted: [],
  },
  {
    id: "b172-translations",
    build: (s) =>
      s
        .user("The new error messages on the account page are English only. Can you add German?")
        .file("Read", "lang/en/account.php")
        .file("Write", "lang/de/account.php")
        .assistant("Added `lang/de/account.php` with the eight keys. Should I also use the JSON translation files, they exist too in `lang/de.json`?")
        .user(
          "No, the JSON files are only for the old frontend which is going away. For the future: new translations always into the PHP files per module, and German is the fallback locale, not English, because 90% of our customers are German.",
        )
        .bash("grep -n fallback_locale config/app.php", "'fallback_locale' => 'en',")
        .assistant("Right now `fallback_locale` is `en`. Shall I switch it to `de`?")
        .user("Yes, please.")
        .file("Edit", "config/app.php")
        .stop("German translations added and fallback locale set to `de`."),
    planted: [
      { kind: "instruction", keys: ["php files"] },
      { kind: "fact", keys: ["json", "old frontend"] },
      { kind: "decision", keys: ["fallback"] },
    ],
  },
  {
    id: "b172-empty-chitchat",
    build: (s) =>
      s
        .user("Good evening, long day today. Are you still fit for a small thing? 😄")
        .assistant("Always. What is the small thing?")
        .user("The footer still says © 2025. Please make it dynamic.")
        .file("Edit", "resources/views/layouts/footer.blade.php")
        .assistant("It uses `{{ now()->year }}` now.")
        .user("Danke! Now I go home, my wife is already waiting with dinner.")
        .stop("Footer year is dynamic."),
    planted: [],
  },
  {
    id: "b172-sentry",
    build: (s) =>
      s
        .user("We get many Sentry mails for `ModelNotFoundException`. Can we filter these?")
        .file("Read", "app/Exceptions/Handler.php")
        .assistant(
          "I could add `ModelNotFoundException` to `$dontReport`, or set a `before_send` in config/sentry.php. Or we reduce the sample rate in general?",
        )
        .user(
          "The sample rate, no, please leave it at 1.0, we have the business plan with enough quota. The 404s from model not found, these put into dontReport.",
        )
        .file("Edit", "app/Exceptions/Handler.php")
        .bash("php artisan test --filter=Handler", "  Tests:  3 passed")
        .assistant("`ModelNotFoundException` is in `$dontReport` now.")
        .user("Good. Oh and by the way, the Sentry project belongs to the team account of Markus, when you need access to something there, he gives it.")
        .stop("Done."),
    planted: [
      { kind: "decision", keys: ["dontreport"] },
      { kind: "decision", keys: ["sample rate"] },
      { kind: "fact", keys: ["sentry", "markus"] },
    ],
  },
  {
    id: "b172-import-csv",
    build: (s) =>
      s
        .user("The CSV import of the product prices from the ERP breaks with big files. Please look.")
        .bash(
          "php artisan import:prices storage/app/erp/prices_2026-11-26.csv",
          "PHP Fatal error:  Allowed memory size of 268435456 bytes exhausted (tried to allocate 20480 bytes)",
          255,
        )
        .assistant(
          "The importer loads the full file with `file()` into memory. The ERP file has 310k lines. I will read it with `LazyCollection` and insert in chunks of 1000.",
        )
        .file("Edit", "app/Console/Commands/ImportPrices.php")
        .bash("php artisan import:prices storage/app/erp/prices_2026-11-26.csv", "Imported 310244 prices in 47s, peak memory 38 MB")
        .assistant("Imported 310k prices with 38 MB peak memory.")
        .user(
          "Super. Just so you know, the ERP exports the file every night at 1 o'clock into the sftp folder. And the file is in Windows-1252, not UTF-8, the umlauts break otherwise. Next step, which we do another day: the import should also write a report mail to purchasing when rows are skipped.",
        )
        .stop("Importer streams the file now."),
    planted: [
      { kind: "fact", keys: ["windows-1252"] },
      { kind: "fact", keys: ["sftp"] },
      { kind: "task", keys: ["report mail"] },
    ],
  },
  {
    id: "b172-empty-hypothesis",
    build: (s) =>
      s
        .user("Since yesterday the login is sometimes slow, 3-4 seconds. Maybe it is the bcrypt rounds? Or the Redis session?")
        .bash("grep -n rounds config/hashing.php", "'rounds' => env('BCRYPT_ROUNDS', 12),")
        .assistant(
          "Bcrypt is at 12 rounds, that is about 250 ms, not seconds. It could also be the `last_login_at` update waiting for a lock, or the Redis latency. I cannot say without a trace.",
        )
        .user("Hmm, maybe it was also the backup job running at that time. I am not sure.")
        .assistant("Possible. If you see it again, the time would help, then I can compare with the slow query log and the scheduler log.")
        .user("Okay, I watch it and come back to you.")
        .stop(),
    planted: [],
  },
  {
    id: "b172-feature-flags",
    build: (s) =>
      s
        .user("We want to show the new checkout only to some customers first. How do we do this best?")
        .assistant(
          "Laravel Pennant fits: a `new-checkout` feature with a resolver, stored in the database, so you can activate it per customer. Alternative is a simple `features` column on the customer.",
        )
        .user("Pennant sounds good, we take Pennant. Please install.")
        .bash(
          'composer require laravel/pennant && php artisan vendor:publish --provider="Laravel\\Pennant\\PennantServiceProvider" && php artisan migrate',
          "Package operations: 1 install\n   INFO  Publishing assets.\n  2026_11_28_100012_create_features_table ...... 22ms DONE",
        )
        .file("Write", "app/Features/NewCheckout.php")
        .assistant("Pennant is installed with the database driver, and `NewCheckout` resolves to false by default.")
        .user("Good. Remind me please that we remove the flag and the old checkout after the rollout is complete, the old code must not stay forever.")
        .stop("NewCheckout feature is in place."),
    planted: [
      { kind: "decision", keys: ["pennant"] },
      { kind: "task", keys: ["old checkout"] },
    ],
  },
  {
    id: "b172-empty-review",
    build: (s) =>
      s
        .user("Can you review my branch `feature/address-book`? Only tell me what you see, I fix it myself.")
        .bash(
          "git diff main...feature/address-book --stat",
          " app/Http/Livewire/AddressBook.php | 142 +++++\n resources/views/livewire/address-book.blade.php | 88 +++\n 2 files changed, 230 insertions(+)",
        )
        .file("Read", "app/Http/Livewire/AddressBook.php")
        .assistant(
          "Three things: `delete()` does not check that the address belongs to the logged-in customer, so anybody can delete any address by id; the validation allows a 20-char zip; and there are no tests. The first one is a real security issue.",
        )
        .user("Oh, the delete, this is bad, good that you saw it. I fix it right now, and the tests also.")
        .assistant("Sounds good. If you want, I can write the policy for it afterwards.")
        .user("No thanks, I do it myself, I want to learn the policies better.")
        .stop(),
    planted: [],
  },
  {
    id: "b172-local-mail",
    build: (s) =>
      s
        .user("I want to see the mail for the password reset, how can I see it locally?")
        .bash("grep MAIL_ .env", "MAIL_MAILER=smtp\nMAIL_HOST=mailpit\nMAIL_PORT=1025")
        .assistant("Sail runs Mailpit: mails go to `mailpit:1025`, and the web UI is on http://localhost:8025.")
        .user(
          "Ah, 8025, perfect. Hmm, the reset mail has still the Laravel logo. This we must change once, together with the other mail templates, but this is a bigger topic for later. Please only write it down.",
        )
        .file("Edit", "docs/todo.md")
        .stop("Noted in docs/todo.md."),
    planted: [
      { kind: "fact", keys: ["8025"] },
      { kind: "task", keys: ["logo"] },
    ],
  },
  {
    id: "b172-rate-limit",
    build: (s) =>
      s
        .user("Somebody tries many logins on the API, I see it in the access logs. Please add a rate limit for the login.")
        .file("Read", "app/Providers/RouteServiceProvider.php")
        .assistant("I would suggest 5 attempts per minute per email+IP, and 60 per minute for the other API routes.")
        .user(
          "5 per minute is maybe too little for our call center, they share one IP. Let's make it 10 per minute for login, per email and IP. The 60 for the rest is fine.",
        )
        .file("Edit", "app/Providers/RouteServiceProvider.php")
        .bash("php artisan test --filter=RateLimit", "  Tests:  4 passed")
        .assistant("Login is limited to 10 per minute per email and IP, the other API routes to 60.")
        .user("Thanks. Good to know for you: the call center of our customer sits all behind one NAT IP, 185.12.40.7, so IP-only limits would block them all.")
        .stop("Done."),
    planted: [
      { kind: "decision", keys: ["login", "10"] },
      { kind: "fact", keys: ["185.12.40.7"] },
    ],
  },
  {
    id: "b172-empty-explain",
    build: (s) =>
      s
        .user("Please explain me the `HandleInertiaRequests` middleware, what does the share method?")
        .file("Read", "app/Http/Middleware/HandleInertiaRequests.php")
        .assistant(
          "`share()` returns props that are added to every Inertia response, here the auth user, flash messages and the current locale. They are evaluated on every request, so closures are used for the lazy ones.",
        )
        .user("Why is the user in a closure and the locale not?")
        .assistant("The user needs a query only if a page uses it, so it is wrapped to be lazy. The locale is just a config value, cheap to read.")
        .user("Makes sense. Thank you for the explanation.")
        .stop(),
    planted: [],
  },
  {
    id: "b172-git-workflow",
    build: (s) =>
      s
        .bash("git status --short", " M app/Services/CartService.php\n M tests/Feature/CheckoutTest.php")
        .assistant("The cart changes are ready. Shall I commit them directly on `develop`?")
        .user(
          "Please not on develop, we make always a feature branch with the ticket number in the name, like `feature/KP-123-short-text`. And squash merge at the end, so the history stays clean. This is how we work, also for the next time.",
        )
        .bash(
          "git checkout -b feature/KP-131-coupon-cents && git commit -am 'Calculate coupon discount in cents'",
          "Switched to a new branch 'feature/KP-131-coupon-cents'\n[feature/KP-131-coupon-cents 4e1a2b9] Calculate coupon discount in cents\n 2 files changed, 14 insertions(+), 9 deletions(-)",
        )
        .stop("Committed on feature/KP-131-coupon-cents."),
    planted: [
      { kind: "instruction", keys: ["ticket number"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b172-pdf-fonts",
    build: (s) =>
      s
        .user("The invoice PDF shows squares instead of the € sign. Why?")
        .bash("php artisan tinker --execute=\"echo config('dompdf.options.default_font');\"", "serif")
        .assistant(
          "dompdf uses its built-in serif font which has no € glyph in this encoding. With DejaVu Sans, which dompdf ships, the € renders. I set it as default font in the invoice template.",
        )
        .file("Edit", "resources/views/pdf/invoice.blade.php")
        .bash("php artisan invoice:render 10233 --output=/tmp/i.pdf && pdffonts /tmp/i.pdf | tail -1", "DejaVuSans   CID TrueType   Identity-H   yes yes yes")
        .user("Now it works. Please use DejaVu Sans for all PDFs we make in future, not only the invoice.")
        .stop("€ renders with DejaVu Sans."),
    planted: [{ kind: "instruction", keys: ["dejavu"] }],
  },
  {
    id: "b172-staging-db",
    build: (s) =>
      s
        .user("Can you connect to the staging database and count the orders from today?")
        .bash(
          'ssh forge@staging.kundenportal.de \'cd kundenportal && php artisan tinker --execute="echo Order::whereDate(\\"created_at\\", today())->count();"\'',
          "37",
        )
        .assistant("37 orders today on staging. That is a lot for staging, is there an automated test running?")
        .user(
          "Yes, the QA team of Frau Brandt runs their Cypress suite every morning against staging, this makes these orders. Also good to know: staging database is refreshed from an anonymized production dump every Sunday night, so don't keep anything important there.",
        )
        .assistant("Understood.")
        .user(
          "Please write a small cleanup command for the test orders, they should be deleted after 7 days. Next week we do this, not now, now I must go to a meeting.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["cypress", "brandt"] },
      { kind: "fact", keys: ["anonymized", "sunday"] },
      { kind: "task", keys: ["cleanup command"] },
    ],
  },
  {
    id: "b172-empty-proposal",
    build: (s) =>
      s
        .user("The Order model is now 900 lines. Any ideas?")
        .file("Read", "app/Models/Order.php")
        .assistant(
          "One idea: move the status logic into a state machine with spatie/laravel-model-states, and the price calculation into an `OrderTotals` value object. That would take the model to around 300 lines.",
        )
        .user("Hmm, state machine is maybe overkill. Let me discuss with the team first in the refinement on Thursday, I don't want to decide this alone.")
        .assistant("Sure. I can prepare a short comparison of both options if that helps in the refinement.")
        .user("Maybe, I tell you. For today it is enough, thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b172-empty-oneoff",
    build: (s) =>
      s
        .user("Please make the `ExportOrders` command accept a `--from` date option. Today only, I need it for the accounting.")
        .file("Edit", "app/Console/Commands/ExportOrders.php")
        .bash("php artisan orders:export --from=2026-11-01 --to=2026-11-27", "Exported 1204 orders to storage/app/exports/orders_2026-11-01_2026-11-27.csv")
        .assistant("`--from` works, 1204 orders exported for November until today.")
        .user("Can you send me the row count per day also? Just here in the chat.")
        .bash(
          "cut -d, -f3 storage/app/exports/orders_2026-11-01_2026-11-27.csv | cut -c1-10 | sort | uniq -c | tail -3",
          "     51 2026-11-25\n     48 2026-11-26\n     39 2026-11-27",
        )
        .assistant("Last three days: 51, 48, 39. The full list is similar, between 30 and 60 per day.")
        .user("Okay, thanks, this is enough for the accountant.")
        .stop(),
    planted: [],
  },
  {
    id: "b172-end-of-sprint",
    build: (s) =>
      s
        .user("Sprint ends tomorrow. Can you give me the list of open PRs from me?")
        .bash(
          "gh pr list --author @me",
          "#228  feature/KP-125-invoice-pdf     OPEN\n#229  feature/KP-127-rate-limit      OPEN\n#230  feature/KP-131-coupon-cents    OPEN",
        )
        .assistant("Three open PRs: #228 invoice PDF, #229 rate limit, #230 coupon cents. All have green CI.")
        .user(
          "Thanks. Okay, what stays open for the next sprint, please keep it in mind:\n1. the customer export must get a filter for the country, the sales team asked two times already\n2. the Horizon dashboard on staging has no auth gate, anybody can open it, this we must close\n3. PHP 8.3 upgrade on the servers, Forge supports it already",
        )
        .assistant(
          "Noted all three. For the PHP upgrade, I would suggest we first switch the CI matrix to 8.3 and run one week with both, then switch the servers. Okay?",
        )
        .user("Yes, exactly like this, first the CI with both versions, then servers.")
        .file("Edit", ".github/workflows/tests.yml")
        .stop("CI runs on PHP 8.2 and 8.3 now."),
    planted: [
      { kind: "task", keys: ["country"] },
      { kind: "task", keys: ["horizon", "gate"] },
      { kind: "task", keys: ["8.3"] },
      { kind: "decision", keys: ["ci", "8.3"] },
    ],
  },
  {
    id: "b172-empty-dependabot",
    build: (s) =>
      s
        .user("Dependabot opened 6 PRs over night. Can you check which ones are safe?")
        .bash(
          "gh pr list --label dependencies",
          "#232 Bump guzzlehttp/guzzle from 7.8.1 to 7.8.2\n#233 Bump laravel/framework from 10.48.4 to 10.48.22\n#234 Bump vite from 5.0.12 to 5.4.11\n#235 Bump axios from 1.6.7 to 1.7.8\n#236 Bump tailwindcss from 3.4.1 to 3.4.15\n#237 Bump phpunit/phpunit from 10.5.10 to 11.4.3",
        )
        .assistant("Five are patch or minor updates with green CI. #237 is PHPUnit 11, a major version, and CI is red there with 14 failing tests.")
        .user("Okay, please merge the five green ones. The PHPUnit one close it.")
        .bash(
          "for n in 232 233 234 235 236; do gh pr merge $n --squash; done && gh pr close 237",
          "✓ Squashed and merged pull request #232\n✓ Squashed and merged pull request #233\n✓ Squashed and merged pull request #234\n✓ Squashed and merged pull request #235\n✓ Squashed and merged pull request #236\n✓ Closed pull request #237",
        )
        .assistant("Merged the five, closed #237.")
        .stop(),
    planted: [],
  },
  {
    id: "b172-money-cast",
    build: (s) =>
      s
        .user("In the `order_items` table the prices are DECIMAL(10,2), in `cart_items` they are INT cents. This is a mess. What do you propose?")
        .bash(
          "grep -rn \"decimal('price\\|integer('price\" database/migrations | head",
          "database/migrations/2023_05_02_create_order_items_table.php:    $table->decimal('price', 10, 2);\ndatabase/migrations/2024_01_19_create_cart_items_table.php:    $table->integer('price_cents');",
        )
        .assistant(
          "I would propose: all money as integer cents in the database, and a `MoneyCast` that gives a `Money` object from brick/money in the models. Then the rounding is at one place. `order_items` would need a migration that converts the existing values.",
        )
        .user(
          "Yes, I like this. We make it so: money always integer cents with brick/money. The migration of the order_items we do in a separate ticket, not now, because it touches the invoices too.",
        )
        .bash("composer require brick/money", "Using version ^0.10.0 for brick/money\nPackage operations: 1 install, 0 updates, 0 removals")
        .file("Write", "app/Casts/MoneyCast.php")
        .file("Edit", "app/Models/CartItem.php")
        .stop("MoneyCast is in place and used by CartItem."),
    planted: [
      { kind: "decision", keys: ["brick/money"] },
      { kind: "task", keys: ["order_items"] },
    ],
  },
  {
    id: "b172-pest-conventions",
    build: (s) =>
      s
        .file("Write", "tests/Unit/MoneyCastTest.php")
        .assistant("I wrote the test for the MoneyCast as a PHPUnit class with three test methods.")
        .user(
          "Thank you, but we have switched to Pest last year, please write new tests only in Pest syntax, with `it()` and `expect()`. The old PHPUnit classes we convert when we touch them anyway. And please the factories, not manual `new Model` in tests.",
        )
        .file("Write", "tests/Unit/MoneyCastTest.php")
        .bash(
          "php artisan test tests/Unit/MoneyCastTest.php",
          "  PASS  Tests\\Unit\\MoneyCastTest\n  ✓ it casts cents to money\n  ✓ it stores money as cents\n  ✓ it keeps null\n  Tests:  3 passed",
        )
        .stop("MoneyCast test rewritten in Pest."),
    planted: [
      { kind: "instruction", keys: ["pest"] },
      { kind: "instruction", keys: ["factories"] },
    ],
  },
  {
    id: "b172-uploads-s3",
    build: (s) =>
      s
        .user("Customers upload their delivery notes as PDF. Currently they are in `storage/app/public`. Where should they go?")
        .assistant(
          "Options are S3, or Hetzner Object Storage which is S3-compatible and in Germany. Or keep them local with backups, but then the second web server could not see them.",
        )
        .user("Is there a second web server planned? I don't know this, I must ask.")
        .assistant("I only saw `web1` in the Forge config, so I assumed. Let me check the load balancer config.")
        .bash("grep -rn 'web2' .forge/ envoy.blade.php 2>/dev/null | head -3", "")
        .user(
          "Okay, I asked now my boss. There will be a web2 in spring. So we go with Hetzner Object Storage, data stays in Germany, this is important for our customers. Please configure the disk, but the moving of the existing files we do later with a command, maybe next week.",
        )
        .file("Edit", "config/filesystems.php")
        .file("Edit", ".env.example")
        .stop("Added the `delivery-notes` disk on Hetzner Object Storage."),
    planted: [
      { kind: "decision", keys: ["object storage"] },
      { kind: "fact", keys: ["web2"] },
      { kind: "task", keys: ["existing files"] },
    ],
  },
  {
    id: "b172-empty-composer",
    build: (s) =>
      s
        .user("composer install fails on my new laptop, can you look?")
        .bash(
          "composer install",
          "Your requirements could not be resolved to an installable set of packages.\n  Problem 1\n    - Root composer.json requires PHP extension ext-intl * but it is missing from your system.",
          2,
        )
        .assistant("The `intl` extension is missing in your local PHP. With Homebrew PHP it is usually included; do you use the system PHP maybe?")
        .user("I think I installed php over brew, but I am not sure which one is active.")
        .bash("which php && php -v | head -1", "/usr/bin/php\nPHP 8.2.12 (cli) (built: Nov  2 2026 10:01:11) (NTS)")
        .assistant("It is `/usr/bin/php`, not the brew one. If you put `/opt/homebrew/bin` before `/usr/bin` in your PATH, the brew PHP with intl is used.")
        .user("Ah. Okay I try this after lunch, thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b172-policies",
    build: (s) =>
      s
        .user("I wrote the policy for the address book now, can you check it?")
        .file("Read", "app/Policies/AddressPolicy.php")
        .assistant(
          "The policy is correct. One thing: you call `$this->authorize()` in the Livewire component, but the controller for the API does not use the policy yet.",
        )
        .user(
          "Good point. Please consider for the future: every model which belongs to a customer gets a policy, and we check it in controller and Livewire both. No exceptions, also not for 'small' models, after the address book bug.",
        )
        .file("Edit", "app/Http/Controllers/Api/AddressController.php")
        .bash("php artisan test --filter=Address", "  Tests:  9 passed")
        .assistant("The API controller uses the policy too now.")
        .user("Perfect. The same check for invoices and delivery notes we must do, they have no policy yet I think. Let's do it tomorrow.")
        .stop("AddressController authorizes via AddressPolicy."),
    planted: [
      { kind: "instruction", keys: ["policy"] },
      { kind: "task", keys: ["invoices", "delivery notes"] },
    ],
  },
  {
    id: "b172-debugbar",
    build: (s) =>
      s
        .user("Why is debugbar showing on staging? The customer saw it in the demo yesterday, very embarrassing.")
        .bash("ssh forge@staging.kundenportal.de 'grep -E \"APP_DEBUG|DEBUGBAR\" kundenportal/.env'", "APP_DEBUG=true\nDEBUGBAR_ENABLED=true")
        .assistant("On staging `APP_DEBUG=true` and `DEBUGBAR_ENABLED=true`, so it shows for everybody. Shall I set both to false?")
        .user(
          "Hmm, the QA team needs APP_DEBUG sometimes... Let's make it so: APP_DEBUG stays true on staging, but debugbar off there, only local it is on. And we move barryvdh/laravel-debugbar to require-dev, then it can never come to production.",
        )
        .bash(
          "composer remove barryvdh/laravel-debugbar && composer require --dev barryvdh/laravel-debugbar",
          "./composer.json has been updated\nPackage operations: 0 installs, 0 updates, 1 removal\n./composer.json has been updated\nPackage operations: 1 install, 0 updates, 0 removals",
        )
        .bash("ssh forge@staging.kundenportal.de 'sed -i s/DEBUGBAR_ENABLED=true/DEBUGBAR_ENABLED=false/ kundenportal/.env'", "")
        .stop("Debugbar is a dev dependency and disabled on staging."),
    planted: [
      { kind: "decision", keys: ["debugbar", "require-dev"] },
      { kind: "decision", keys: ["app_debug"] },
    ],
  },
  {
    id: "b172-empty-regex",
    build: (s) =>
      s
        .user("I need a regex for German zip codes in the validation. 5 digits, right?")
        .assistant(
          "Yes, German postal codes are always 5 digits, from 01067 to 99998. So `regex:/^\\d{5}$/`. The leading zero matters, so keep it a string, not an integer.",
        )
        .user("And for Austria? We have some customers there.")
        .assistant("Austria uses 4 digits. If you validate per country, you could use a rule class that takes the country code.")
        .user(
          "Let me first check with sales how many Austrian customers we really have. For the moment please put only the 5-digit regex in the address request.",
        )
        .file("Edit", "app/Http/Requests/AddressRequest.php")
        .stop("Zip validation added."),
    planted: [],
  },
  {
    id: "b172-octane",
    build: (s) =>
      s
        .user("My colleague says we should use Octane for speed. What do you think?")
        .assistant(
          "Octane keeps the app in memory, which saves the boot time, around 30-50 ms per request here. But singletons and static state leak between requests, and some packages are not Octane-safe. I see `static $cache` in two of our services.",
        )
        .bash(
          "grep -rn 'static \\$' app/Services | head",
          "app/Services/CartService.php:14:    private static array $cache = [];\napp/Services/PriceService.php:9:    private static ?array $rules = null;",
        )
        .user(
          "Hmm. No, I think not now. The page times are mostly the database, not the boot. We do not use Octane, at least not this year. Please note that for my colleague: the static caches in CartService and PriceService would break under Octane, this we must fix first if we ever do it.",
        )
        .stop("Noted: no Octane for now."),
    planted: [
      { kind: "decision", keys: ["octane"] },
      { kind: "fact", keys: ["static", "octane"] },
    ],
  },
  {
    id: "b172-env-secrets",
    build: (s) =>
      s
        .user("I need the new API key for the shipping provider in the app. Key is in 1Password.")
        .assistant("Shall I add `DHL_API_KEY` to `.env.example` with an empty value, and read it in `config/services.php`?")
        .user(
          "Yes. And please: never call env() outside of the config files, only config(). We had a bug once with config:cache where env() gave null in production. Also the real keys never in the repo, they come only from 1Password into Forge.",
        )
        .file("Edit", ".env.example")
        .file("Edit", "config/services.php")
        .file("Edit", "app/Services/Shipping/DhlClient.php")
        .bash(
          "php artisan config:cache && php artisan tinker --execute=\"var_dump(config('services.dhl.key') !== null);\"",
          "   INFO  Configuration cached successfully.\nbool(true)",
        )
        .stop("DHL key is read via config('services.dhl.key')."),
    planted: [
      { kind: "instruction", keys: ["env()"] },
      { kind: "instruction", keys: ["1password"] },
    ],
  },
  {
    id: "b172-empty-standup",
    build: (s) =>
      s
        .user("Can you make me a short summary what we did yesterday, for the standup? From the git log.")
        .bash(
          "git log --since=yesterday --until=today --oneline --author=stefan",
          "4e1a2b9 Calculate coupon discount in cents\n9c2f0d1 Add rate limit for API login\n71aa3e0 Stream ERP price import",
        )
        .assistant(
          "Yesterday: coupon discounts in cents (fixed the red test), rate limit for the API login, and the ERP price import streams the file now instead of loading it all in memory.",
        )
        .user("Perfect, short and clear. I say it like this.")
        .assistant("Good luck in the standup.")
        .stop(),
    planted: [],
  },
  {
    id: "b172-gdpr-delete",
    build: (s) =>
      s
        .user("A customer wants his account deleted (GDPR Art. 17). How does our delete work now?")
        .file("Read", "app/Actions/DeleteCustomer.php")
        .assistant(
          "`DeleteCustomer` calls `forceDelete()` on the customer, and the orders are kept because of `nullOnDelete`. So the orders stay, but without a customer reference.",
        )
        .user(
          "Hmm, forceDelete directly... For the accounting we need the invoices 10 years, this is the law in Germany. Okay here the rule, please remember it: customers we delete only with soft deletes and anonymize the personal fields, never forceDelete. The invoices stay untouched.",
        )
        .file("Edit", "app/Actions/DeleteCustomer.php")
        .file("Edit", "app/Models/Customer.php")
        .bash("php artisan test --filter=DeleteCustomer", "  Tests:  4 passed")
        .assistant("The action now soft-deletes and anonymizes name, email, phone and addresses.")
        .user(
          "Good. Remind me please on Monday that I ask Frau Keller about the retention period for the anonymized customers, when we can delete them completely.",
        )
        .stop("Customer deletion is soft and anonymizing now."),
    planted: [
      { kind: "instruction", keys: ["anonymize"] },
      { kind: "task", keys: ["retention"] },
    ],
  },
];

export const BLIND172 = plantedSet(BLIND172_SESSIONS, Date.UTC(2026, 10, 25, 9));
