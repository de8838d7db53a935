/**
 * Blind planted set 130 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a PHP/Laravel developer at a small e-commerce agency; practical, short messages that
 * name the clients (Hartley Wines, Bloom & Co, Kestrel Outdoor, Pennywhistle Toys, Marlow Coffee),
 * lots of "ok", "cool", "do it"; takes the agent's suggestions or overrules them in a word.
 * Each session is one segment; the items planted in it are listed with it: 68 items (17 decisions, 17 instructions,
 * 18 facts, 16 tasks) in 45 sessions, 11 of which plant nothing (47 user/assistant messages between them). Every other message
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

export const BLIND130_SESSIONS: BlindSession[] = [
  {
    id: "b130-hartley-mail-queue",
    build: (s) =>
      s
        .user("hartley wines checkout is slow again, order confirm takes like 8 sec. can you look")
        .bash("php artisan route:list --path=checkout", "POST  checkout/confirm  CheckoutController@confirm")
        .file("Read", "app/Http/Controllers/CheckoutController.php")
        .assistant(
          "The confirmation email is sent synchronously inside confirm(), and their SMTP relay takes ~7s to answer. I'd send the order confirmation through a queued mailable (ShouldQueue) on the redis queue so the request returns straight away.",
        )
        .user("ok do it")
        .file("Edit", "app/Mail/OrderConfirmation.php")
        .bash("php artisan test --filter=Checkout", "Tests:  6 passed (19 assertions)")
        .assistant("Done, OrderConfirmation now implements ShouldQueue. Note their Forge box runs PHP 8.1, so I avoided readonly classes.")
        .user("yeah hartley is stuck on php 8.1, they won't pay for the server upgrade. keep that in mind")
        .stop("Noted, sticking to PHP 8.1 syntax for Hartley."),
    planted: [
      { kind: "decision", keys: ["confirmation", "queue"] },
      { kind: "fact", keys: ["8.1"] },
    ],
  },
  {
    id: "b130-pest-tests",
    build: (s) =>
      s
        .user("add a test for the bloom discount code thing. and from now on write tests in pest, not the phpunit class style, all new ones")
        .file("Write", "tests/Feature/DiscountCodeTest.php")
        .bash(
          "vendor/bin/pest tests/Feature/DiscountCodeTest.php",
          "PASS  Tests\\Feature\\DiscountCodeTest\n  ✓ applies a percentage code\n  ✓ rejects an expired code\n\nTests:  2 passed",
        )
        .assistant("Added two Pest tests for discount codes, both green.")
        .user("cool. fix the typo in the test name too, 'expird'")
        .file("Edit", "tests/Feature/DiscountCodeTest.php")
        .assistant("Fixed.")
        .user("oh and we still need tests for coupon stacking on bloom at some point, not now tho, no time")
        .stop("Ok, leaving coupon stacking tests for later."),
    planted: [
      { kind: "instruction", keys: ["pest"] },
      { kind: "task", keys: ["coupon", "stacking"] },
    ],
  },
  {
    id: "b130-bloom-webhook",
    build: (s) =>
      s
        .user("bloom stripe webhooks failing on staging, all 400s")
        .bash(
          "tail -n 5 storage/logs/laravel.log",
          "[2026-11-09 10:02:11] staging.ERROR: No signatures found matching the expected signature for payload\n[2026-11-09 10:02:40] staging.ERROR: No signatures found matching the expected signature for payload",
        )
        .assistant("Could be a clock skew thing, or the secret. Let me check the env.")
        .bash("grep STRIPE .env", "STRIPE_KEY=pk_test_...\nSTRIPE_WEBHOOK_SECRET=whsec_live_9f...")
        .assistant("Root cause: staging's STRIPE_WEBHOOK_SECRET is the live endpoint's signing secret, so every signature check fails.")
        .user(
          "ugh yes thats it. I swapped it in forge, works now. and never touch the live stripe keys from here btw, I do those myself in the stripe dashboard",
        )
        .stop("Understood, I won't touch live Stripe keys."),
    planted: [
      { kind: "fact", keys: ["stripe_webhook_secret"] },
      { kind: "instruction", keys: ["live stripe"] },
    ],
  },
  {
    id: "b130-kestrel-deploy",
    build: (s) =>
      s
        .user("need the kestrel hotfix out. kestrel deploys go through envoyer only, dont ssh in and git pull on the box, ever")
        .bash("git push origin hotfix/kestrel-vat", "To github.com:agency/kestrel.git\n * [new branch]      hotfix/kestrel-vat -> hotfix/kestrel-vat")
        .assistant("Pushed. Want me to trigger the Envoyer deploy hook?")
        .user("yes")
        .bash("curl -s -X POST https://envoyer.io/deploy/REDACTED", '{"status":"queued"}')
        .assistant("Deploy queued. The migration touches orders; their prod DB is the DigitalOcean managed MySQL on port 25060, right?")
        .user("yep, managed mysql on 25060, not on the web box")
        .stop("Deploy done, migration ran against the managed MySQL."),
    planted: [
      { kind: "instruction", keys: ["envoyer"] },
      { kind: "fact", keys: ["25060"] },
    ],
  },
  {
    id: "b130-empty-pagination",
    build: (s) =>
      s
        .user("whats the difference between cursorPaginate and simplePaginate again")
        .assistant(
          "simplePaginate uses offset/limit and only shows next/prev; cursorPaginate uses a where on the ordered column, so it stays fast on big tables but you can't jump to page N.",
        )
        .user("hm ok. which one is faster on like 200k rows")
        .assistant("cursorPaginate, since it doesn't scan the skipped rows. It needs a unique ordered column though.")
        .user("cool thanks")
        .stop("No problem."),
    planted: [],
  },
  {
    id: "b130-pennywhistle-search",
    build: (s) =>
      s
        .user("pennywhistle want proper search on the shop. options?")
        .bash("composer show laravel/scout", "name     : laravel/scout\nversions : * v10.11.1")
        .assistant(
          "Scout is already installed. Drivers: Algolia (hosted, easiest, paid per search), Meilisearch (self-host on their Forge box, free), or the database driver (no typo tolerance).",
        )
        .user("meilisearch. algolia is way too pricey for them")
        .file("Edit", "config/scout.php")
        .bash(
          "php artisan scout:import 'App\\Models\\Product'",
          "Imported [App\\Models\\Product] models up to ID: 4182\nAll [App\\Models\\Product] records have been imported.",
        )
        .assistant("Meilisearch is wired up and the 4182 active products are indexed. Archived products are excluded by the shouldBeSearchable() check.")
        .user("ok. we still need to get the archived products into search somehow, they want them findable, but thats next week")
        .stop("Ok, archived products stay out of the index for now."),
    planted: [
      { kind: "decision", keys: ["meilisearch"] },
      { kind: "task", keys: ["archived"] },
    ],
  },
  {
    id: "b130-marlow-legacy-subs",
    build: (s) =>
      s
        .user("marlow coffee says some subscribers arent in the admin list")
        .bash("php artisan tinker --execute=\"echo DB::table('legacy_subs')->count();\"", "312")
        .assistant(
          "The admin list reads Cashier's subscriptions table, but there's also a legacy_subs table with 312 rows. Are those the ones from before Cashier?",
        )
        .user("yes, everything before 2024 is still in legacy_subs, we never migrated it")
        .file("Edit", "app/Filament/Resources/SubscriberResource.php")
        .assistant("I added a union so the admin list shows both sources for now.")
        .user("cool. TODO for later: migrate legacy_subs into cashier properly, need to talk to Marlow about billing dates first")
        .stop("Added the union; the migration is left for later."),
    planted: [
      { kind: "fact", keys: ["legacy_subs", "2024"] },
      { kind: "task", keys: ["migrate", "legacy_subs"] },
    ],
  },
  {
    id: "b130-empty-typo-tests",
    build: (s) =>
      s
        .user("fix the typo in the footer, says 'shiping'")
        .file("Edit", "resources/views/partials/footer.blade.php")
        .assistant("Fixed 'shiping' → 'shipping' in the footer partial.")
        .user("run the tests")
        .bash("php artisan test", "Tests:  142 passed (388 assertions)\nDuration: 9.81s")
        .assistant("All 142 tests pass.")
        .user("cool, commit it")
        .bash("git commit -am 'Fix footer typo'", "[develop 3a9c1e2] Fix footer typo\n 1 file changed, 1 insertion(+), 1 deletion(-)")
        .stop("Committed."),
    planted: [],
  },
  {
    id: "b130-form-requests",
    build: (s) =>
      s
        .user("add validation to the kestrel product update endpoint")
        .file("Read", "app/Http/Controllers/Admin/ProductController.php")
        .assistant(
          "I can validate inline with $request->validate(), or add an UpdateProductRequest form request. I could also pull the Eloquent calls out into a ProductRepository while I'm here.",
        )
        .user(
          "form request. I prefer form requests over validating in the controller, in every project. and no repositories, eloquent in the service class is fine",
        )
        .file("Write", "app/Http/Requests/UpdateProductRequest.php")
        .file("Edit", "app/Http/Controllers/Admin/ProductController.php")
        .bash("php artisan test --filter=ProductUpdate", "Tests:  4 passed")
        .stop("UpdateProductRequest added, tests pass."),
    planted: [
      { kind: "instruction", keys: ["form request"] },
      { kind: "decision", keys: ["repositories"] },
    ],
  },
  {
    id: "b130-hartley-pence",
    build: (s) =>
      s
        .user("hartley price shows £1,299.00 for a £12.99 bottle lol")
        .file("Read", "app/Models/Product.php")
        .bash('php artisan tinker --execute="echo Product::first()->price;"', "1299")
        .assistant("The template divides nothing; price is stored as 1299. Are Hartley prices stored in pence?")
        .user("yes, hartley prices are in pence and inc VAT, always have been")
        .assistant("I can format with Laravel's Number::currency or pull in moneyphp/money. Which do you prefer?")
        .user("Number::currency, no extra packages for this")
        .file("Edit", "resources/views/product/show.blade.php")
        .assistant("Fixed the view to format pence as pounds with Number::currency.")
        .stop("Shows £12.99 now."),
    planted: [
      { kind: "fact", keys: ["pence"] },
      { kind: "decision", keys: ["number::currency"] },
    ],
  },
  {
    id: "b130-empty-redis-guess",
    build: (s) =>
      s
        .user("jobs on bloom got stuck for like 10 min this morning. redis dropping maybe?")
        .bash(
          "tail -n 4 storage/logs/horizon.log",
          "[09:12:03] supervisor-1: Worker must be restarted after code changes.\n[09:12:03] never retrying job 88213: max attempts\n[09:22:41] supervisor-1 resumed",
        )
        .assistant(
          "Could be Redis, or the Horizon supervisor hit its timeout and got restarted. The log only shows the pause and the resume, nothing conclusive.",
        )
        .user("hm. maybe forge restarted it?")
        .assistant("Possibly, Forge's daemon restarts would look like this. I can't tell from here.")
        .user("nah its fine now, whatever")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b130-bloom-images",
    build: (s) =>
      s
        .user("bloom product images, they want multiple per product + crops. whats easiest")
        .assistant("spatie/laravel-medialibrary handles collections and conversions; the alternative is a hand-rolled images table with Intervention.")
        .user("medialibrary, do it")
        .bash("composer require spatie/laravel-medialibrary", "Using version ^11.9 for spatie/laravel-medialibrary\n./composer.json has been updated")
        .file("Edit", "app/Models/Product.php")
        .assistant("Installed and Product has a 'gallery' collection. Which disk should it use?")
        .user("the bloom-assets bucket on s3, eu-west-2. never local public disk for bloom, their server has like no space")
        .file("Edit", "config/media-library.php")
        .stop("Media library uses the s3 disk now."),
    planted: [
      { kind: "decision", keys: ["medialibrary"] },
      { kind: "fact", keys: ["bloom-assets"] },
      { kind: "instruction", keys: ["public disk"] },
    ],
  },
  {
    id: "b130-tom-frontend",
    build: (s) =>
      s
        .user("the kestrel header is misaligned on mobile")
        .file("Read", "resources/css/app.css")
        .assistant("It's a flex gap issue in app.css. Want me to fix it there?")
        .user("no wait, Tom does all the frontend, blade and tailwind. ask me before touching app.css, he gets annoyed")
        .assistant("Got it. I'll leave the CSS alone.")
        .bash("git log -1 --format=%an -- resources/css/app.css", "Tom Reilly")
        .user("yeah. just write it up for him")
        .stop("Here's the note for Tom: the header's flex gap breaks under 380px."),
    planted: [
      { kind: "fact", keys: ["tom", "frontend"] },
      { kind: "instruction", keys: ["app.css"] },
    ],
  },
  {
    id: "b130-kestrel-scheduler",
    build: (s) =>
      s
        .user("kestrel abandoned cart emails didnt go out last night")
        .bash("ssh forge@kestrel-worker-1 crontab -l", "* * * * * cd /home/forge/kestrel && php artisan schedule:run >> /dev/null 2>&1")
        .assistant("The schedule:run cron only exists on kestrel-worker-1, not on web1. Is that on purpose?")
        .user("yes on purpose, scheduler only runs on the worker box")
        .bash(
          "ssh forge@kestrel-worker-1 'cd kestrel && php artisan schedule:list'",
          "0 18 * * *  php artisan carts:remind ... Next Due: 6 hours from now\nLast run failed: Mailgun 401 Unauthorized",
        )
        .assistant("The job ran but Mailgun returned 401, the API key looks revoked.")
        .user("ahh. I'll sort the key with them. remind me friday to rotate the mailgun key properly on all kestrel envs")
        .stop("Noted for Friday."),
    planted: [
      { kind: "fact", keys: ["kestrel-worker-1"] },
      { kind: "task", keys: ["mailgun"] },
    ],
  },
  {
    id: "b130-empty-ship-it",
    build: (s) =>
      s
        .user("hows the shipping rates thing going")
        .assistant(
          "I've updated the ShippingRate migration, added the zone column, ran it locally and the rate calculator tests pass. The admin form now shows the zone dropdown.",
        )
        .bash("php artisan test --filter=Shipping", "Tests:  11 passed")
        .user("cool ship it")
        .bash("git push origin develop", "To github.com:agency/bloom.git\n   7f2a1c0..b81d9e4  develop -> develop")
        .assistant("Pushed to develop.")
        .stop("Pushed."),
    planted: [],
  },
  {
    id: "b130-pennywhistle-sail",
    build: (s) =>
      s
        .user("pennywhistle migrations blowing up")
        .bash(
          "php artisan migrate",
          "PHP Deprecated:  Creation of dynamic property ... in vendor/laravel/framework\nSQLSTATE[HY000] [2002] Connection refused",
          1,
        )
        .assistant("That's the local PHP 8.3 and no DB on localhost. Is there a Sail setup?")
        .user("ya. run everything through sail, `sail artisan`, `sail composer`, not local php. my local php breaks everything")
        .bash("./vendor/bin/sail artisan migrate", "INFO  Running migrations.\n  2026_11_10_091200_add_age_range_to_products ... 31ms DONE")
        .user("also local mysql in sail is on 3307 not 3306, I've got another mysql running")
        .assistant("Makes sense, FORWARD_DB_PORT=3307 in .env.")
        .stop("Migrations ran through Sail."),
    planted: [
      { kind: "instruction", keys: ["sail artisan"] },
      { kind: "fact", keys: ["3307"] },
    ],
  },
  {
    id: "b130-marlow-mollie",
    build: (s) =>
      s
        .user("marlow wants online payments on the b2b shop")
        .assistant("Since there's Cashier already, Stripe would be the quickest.")
        .user("no, mollie. theyre dutch, everyone pays with ideal. use cashier-mollie")
        .bash("composer show mollie/laravel-cashier-mollie", "name     : mollie/laravel-cashier-mollie\nversions : v2.16.0\nabandoned: yes")
        .assistant("Heads up: laravel-cashier-mollie is marked abandoned on Packagist.")
        .user("ugh. actually scratch that, plain mollie-api-php then and we do the billing ourselves")
        .bash("composer require mollie/mollie-api-php", "Using version ^2.73 for mollie/mollie-api-php")
        .file("Write", "app/Services/MolliePaymentService.php")
        .stop("mollie-api-php is installed and the service stub is in place."),
    planted: [{ kind: "decision", keys: ["mollie-api-php"] }],
  },
  {
    id: "b130-empty-livewire-question",
    build: (s) =>
      s
        .user("should the new kestrel admin be livewire or inertia? not deciding now, just curious")
        .assistant(
          "Livewire keeps everything in Blade and PHP, Inertia means Vue or React pages. For a small team that's mostly PHP, Livewire tends to be less overhead.",
        )
        .user("and filament is livewire under the hood right?")
        .assistant("Yes, Filament v3 is built on Livewire 3.")
        .user("ok interesting")
        .stop("Happy to dig into it further if needed."),
    planted: [],
  },
  {
    id: "b130-git-branches",
    build: (s) =>
      s
        .user("make a branch for bloom ticket 112")
        .assistant("Something like bloom-112-gift-wrap?")
        .user("feature/bloom-112. branch names are always feature/client-ticket. and never force push to develop, I had that happen once, it was a mess")
        .bash("git checkout -b feature/bloom-112", "Switched to a new branch 'feature/bloom-112'")
        .stop("On feature/bloom-112."),
    planted: [
      { kind: "instruction", keys: ["feature/"] },
      { kind: "instruction", keys: ["force push"] },
    ],
  },
  {
    id: "b130-hartley-double-orders",
    build: (s) =>
      s
        .user("hartley has duplicate orders again, 3 this week")
        .bash(
          "php artisan tinker --execute=\"Order::where('created_at','>',now()->subWeek())->get()->groupBy('cart_id')->filter->count()\"",
          "cart 88121: 2 orders, 0.4s apart\ncart 88190: 2 orders, 0.3s apart\ncart 88302: 2 orders, 0.6s apart",
        )
        .assistant("Maybe a retry from the payment provider? Or a double submit.")
        .bash(
          "grep 'POST /checkout/confirm' storage/logs/access.log | grep 88121",
          "10:11:02.114 POST /checkout/confirm cart=88121\n10:11:02.530 POST /checkout/confirm cart=88121",
        )
        .assistant(
          "Confirmed: it's a double-click on the pay button, two POSTs 400ms apart, and nothing stops the second one. I've disabled the button on submit for now.",
        )
        .file("Edit", "resources/views/checkout/confirm.blade.php")
        .user("ok good. proper fix is an idempotency key on checkout, we'll do that later, not today")
        .stop("Button disable is in; the idempotency key is left for later."),
    planted: [
      { kind: "fact", keys: ["double-click"] },
      { kind: "task", keys: ["idempotency"] },
    ],
  },
  {
    id: "b130-empty-todos",
    build: (s) =>
      s
        .user("how many TODOs are in the bloom codebase lol")
        .bash(
          "grep -rn 'TODO' app/ | head -5",
          "app/Services/Cart.php:44: // TODO: always recalc tax here\napp/Http/Middleware/Locale.php:12: // TODO never trust the header\napp/Models/Order.php:201: // TODO: must refactor\napp/Jobs/SyncStock.php:9: // TODO\napp/Observers/ProductObserver.php:31: // TODO: remove?",
        )
        .assistant("There are 14 TODO comments in app/, most from 2023. The tax one in Cart.php is the only one that looks risky.")
        .user("lol ok. leave them")
        .assistant("Leaving them as they are.")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b130-kestrel-filament",
    build: (s) =>
      s
        .user("kestrel admin rebuild, lets go with filament v3, the old voyager thing is dead")
        .bash('composer require filament/filament:"^3.2" -W', "Using version ^3.2 for filament/filament\nPackage operations: 27 installs")
        .assistant("Installed. Should the panel log in with the existing users table?")
        .user("no, kestrel admin users are in the separate admins table with their own admin guard. customers are in users")
        .file("Edit", "app/Providers/Filament/AdminPanelProvider.php")
        .file("Edit", "config/auth.php")
        .user("cool. TODO after launch: port the old voyager reports into filament, they use the sales one every monday")
        .stop("The panel uses the admin guard against the admins table."),
    planted: [
      { kind: "task", keys: ["voyager", "reports"] },
      { kind: "decision", keys: ["filament"] },
      { kind: "fact", keys: ["admins", "guard"] },
    ],
  },
  {
    id: "b130-empty-friday",
    build: (s) =>
      s
        .user("friday!! ok what was I doing")
        .assistant("Last thing was the Bloom shipping zones, which got pushed to develop.")
        .user("ah right. cool")
        .bash("git status", "On branch develop\nnothing to commit, working tree clean")
        .user("nice, clean. ok brb coffee")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b130-bloom-staging",
    build: (s) =>
      s
        .user("send the bloom client a link to test the gift wrap")
        .bash("php artisan env", "Current application environment: staging")
        .assistant("Which URL do they use for staging?")
        .user("staging.bloomandco.co.uk, its behind basic auth, user is bloom, they know the password")
        .bash("curl -s -o /dev/null -w '%{http_code}' -u bloom:*** https://staging.bloomandco.co.uk/gift-wrap", "200")
        .stop("The gift wrap page is up on staging."),
    planted: [{ kind: "fact", keys: ["staging.bloomandco"] }],
  },
  {
    id: "b130-pennywhistle-stock",
    build: (s) =>
      s
        .user("pennywhistle oversold the lego thing again")
        .bash("php artisan tinker --execute=\"echo Product::whereSku('LG-7781')->value('stock');\"", "-4")
        .assistant(
          "Stock is -4. The shop only updates stock from the nightly CSV import, so anything sold on their other channels during the day isn't reflected.",
        )
        .user("yeah thats the problem. next sprint we need to sync stock from their Linnworks every 15 min instead of the csv")
        .file("Edit", "app/Models/Product.php")
        .assistant("For now I've clamped stock at 0 so it at least stops selling below zero.")
        .user("cool. and we dont do backorders for pennywhistle, oversold = refund the customer. decided that with them last week")
        .stop("Stock can't go negative anymore."),
    planted: [
      { kind: "decision", keys: ["backorders"] },
      { kind: "task", keys: ["linnworks"] },
    ],
  },
  {
    id: "b130-hartley-horizon",
    build: (s) =>
      s
        .user("hartley server ran out of memory at 3am")
        .bash("free -m", "              total        used        free\nMem:            981         903          78")
        .assistant("That's the 1GB droplet. Horizon is configured with maxProcesses => 10, each worker ~60MB. I'd drop it to 3.")
        .user("yeah do 3. and keep horizon at 3 processes on hartley, dont bump it without asking me, the box is tiny")
        .file("Edit", "config/horizon.php")
        .bash("php artisan horizon:terminate", "INFO  Sending TERM signal to processes.")
        .stop("Horizon restarted with 3 processes."),
    planted: [
      { kind: "fact", keys: ["1gb"] },
      { kind: "instruction", keys: ["horizon", "3 processes"] },
    ],
  },
  {
    id: "b130-empty-caching-offer",
    build: (s) =>
      s
        .user("the bloom category page query, can you add the missing index")
        .file("Write", "database/migrations/2026_11_20_100000_add_category_index_to_products.php")
        .bash("php artisan migrate", "2026_11_20_100000_add_category_index_to_products ... 48ms DONE")
        .assistant("Index added, the page query went from 380ms to 12ms. I could also add caching with Redis tags on top if you want.")
        .user("no not needed")
        .assistant("Ok, leaving it at the index.")
        .stop("Done."),
    planted: [],
  },
  {
    id: "b130-marlow-lang",
    build: (s) =>
      s
        .user("marlow wants the site in dutch too. how do we do translations")
        .assistant(
          "Two options: Laravel's lang JSON files (simple, in git), or spatie/laravel-translatable with translations in the DB so Marlow can edit them.",
        )
        .user("lang json files. they wont edit anything themselves anyway")
        .file("Write", "lang/nl.json")
        .bash("php artisan lang:publish", "INFO  Language files published successfully.")
        .assistant("nl.json is in place and the product templates use __() now.")
        .user("cool. french is still missing, Marlow sends the french texts sometime next month, we add it then")
        .stop("Dutch is done; French comes later."),
    planted: [
      { kind: "decision", keys: ["lang", "json"] },
      { kind: "task", keys: ["french"] },
    ],
  },
  {
    id: "b130-empty-rename",
    build: (s) =>
      s
        .user("lets rename OrderService to CheckoutService on hartley")
        .bash("grep -rl OrderService app/ tests/ | wc -l", "37")
        .assistant("That's 37 files referencing OrderService. I can do it with a search-and-replace plus the container binding.")
        .user("actually no, scratch that. too many references, not worth it")
        .assistant("Ok, leaving the name as it is.")
        .stop("Nothing changed."),
    planted: [],
  },
  {
    id: "b130-composer-deps",
    build: (s) =>
      s
        .user("kestrel composer.json is a mess, tidy it")
        .file("Read", "composer.json")
        .assistant(
          "barryvdh/laravel-debugbar is in require, not require-dev, so it ships to prod. I'd move it to require-dev. I could also bump laravel/framework to 11.x while I'm here.",
        )
        .user(
          "move debugbar to dev, yes. dont bump laravel. and dont add or upgrade composer packages without asking me first, the clients pay for every upgrade",
        )
        .bash(
          "composer remove barryvdh/laravel-debugbar && composer require --dev barryvdh/laravel-debugbar",
          "./composer.json has been updated\nLock file operations: 0 installs, 0 updates, 0 removals",
        )
        .assistant("debugbar is in require-dev now, laravel/framework left at 10.x.")
        .user("thx. put the laravel 11 upgrade for kestrel on the list for january, I'll quote them for it")
        .stop("debugbar is dev-only now."),
    planted: [
      { kind: "task", keys: ["laravel 11"] },
      { kind: "decision", keys: ["debugbar"] },
      { kind: "instruction", keys: ["composer", "asking"] },
    ],
  },
  {
    id: "b130-kestrel-dpd",
    build: (s) =>
      s
        .user("customer from france cant check out on kestrel")
        .file("Read", "app/Services/Shipping/DpdClient.php")
        .assistant("The country list comes from the DPD integration. Is Kestrel meant to ship outside the UK?")
        .user("no, kestrel only ships to uk and ireland, the dpd contract only covers those. so that's correct")
        .assistant(
          "Then checkout shouldn't offer France at all. I can hide non-UK/IE countries from the country dropdown, or keep them and show an error message at checkout.",
        )
        .user("hide them from the dropdown, cleaner")
        .file("Edit", "resources/views/checkout/address.blade.php")
        .user("ok. follow-up for later: royal mail as fallback when dpd is down, they lost a whole day in october")
        .stop("Dropdown limited to UK and Ireland; Royal Mail fallback left as a follow-up."),
    planted: [
      { kind: "fact", keys: ["dpd", "ireland"] },
      { kind: "decision", keys: ["dropdown"] },
      { kind: "task", keys: ["royal mail"] },
    ],
  },
  {
    id: "b130-empty-narration",
    build: (s) =>
      s
        .user("what does the pennywhistle nightly import do exactly")
        .bash(
          "cat app/Console/Commands/ImportStock.php | head -12",
          "// This command must never run twice at once.\n// Always run via the scheduler.\nclass ImportStock extends Command\n{\n    protected $signature = 'stock:import';",
        )
        .assistant(
          "It downloads the CSV from their SFTP, upserts stock by SKU and marks missing SKUs as out of stock. It's guarded by withoutOverlapping() in the scheduler.",
        )
        .user("ok")
        .assistant("It runs at 02:00 per the Kernel.")
        .stop("That's all it does."),
    planted: [],
  },
  {
    id: "b130-pennywhistle-mail",
    build: (s) =>
      s
        .user("pennywhistle order emails landing in spam")
        .bash("grep MAIL_ .env", "MAIL_MAILER=sendmail\nMAIL_FROM_ADDRESS=shop@pennywhistletoys.co.uk")
        .assistant(
          "They're sent via sendmail from the web box without SPF/DKIM. Postmark or Mailgun would fix deliverability; Postmark is better for transactional.",
        )
        .user("postmark then")
        .file("Edit", "config/mail.php")
        .assistant("Switched to Postmark. While testing I'll point it at Mailpit locally.")
        .user("yep test emails only ever go to mailpit, never real addresses. we emailed 2000 customers once by accident")
        .assistant("Note that Postmark will still need SPF and DKIM records on their domain for full deliverability.")
        .user("ya someone still has to add the dkim and spf records on pennywhistle's dns, I'll chase their IT guy next week")
        .stop("Postmark configured, local mail goes to Mailpit."),
    planted: [
      { kind: "task", keys: ["dkim"] },
      { kind: "decision", keys: ["postmark"] },
      { kind: "instruction", keys: ["mailpit"] },
    ],
  },
  {
    id: "b130-empty-failed-jobs",
    build: (s) =>
      s
        .user("how do I see failed jobs again")
        .bash(
          "php artisan queue:failed",
          "+------+------------+---------+----------------------------+\n| ID   | Connection | Queue   | Class                      |\n| 5521 | redis      | default | App\\Jobs\\SyncStock         |",
        )
        .assistant("`php artisan queue:failed` lists them; `queue:retry 5521` would retry that one.")
        .user("cool retry it")
        .bash("php artisan queue:retry 5521", "INFO  The failed job [5521] has been pushed back onto the queue.")
        .stop("Retried."),
    planted: [],
  },
  {
    id: "b130-bloom-nplus1",
    build: (s) =>
      s
        .user("bloom product listing takes 4 seconds")
        .bash("curl -s localhost/products -H 'X-Debugbar: 1' | jq .queries.count", "312")
        .assistant("312 queries for one page: each product card loads its variants separately.")
        .user("ok fix it. the category page prob has the same problem, look at that next time, not now")
        .file("Edit", "app/Http/Controllers/ProductController.php")
        .assistant("Added ->with('variants'); it's 6 queries now.")
        .user("nice. money is always integers in cents for bloom btw, I see floats in that variant price cast, never floats")
        .file("Edit", "app/Models/Variant.php")
        .stop("Variant price is an integer cast now."),
    planted: [
      { kind: "task", keys: ["category page"] },
      { kind: "instruction", keys: ["cents"] },
    ],
  },
  {
    id: "b130-hartley-backups",
    build: (s) =>
      s
        .user("hartley asked if we have backups of the shop db. do we??")
        .bash(
          "ls ~/.forge/backups 2>/dev/null; cat /etc/cron.d/forge-backup 2>/dev/null | head -2",
          "# Forge database backup - must not be edited by hand\n0 4 * * * forge /usr/bin/forge-backup --provider=b2 --bucket=hartley-db",
        )
        .assistant("There's a Forge backup job at 04:00 to a B2 bucket called hartley-db. Is that Backblaze set up by you?")
        .user("yep, forge db backups to backblaze b2 every night, 14 days kept. I set it up ages ago")
        .assistant("Then the answer for Hartley is yes, nightly, 14 days. I can write that up for them.")
        .user("ya do. tbh we've never actually tested a restore, we need to do a test restore on a spare droplet sometime this month")
        .stop("Here's the note for Hartley about nightly backups."),
    planted: [
      { kind: "fact", keys: ["backblaze"] },
      { kind: "task", keys: ["restore"] },
    ],
  },
  {
    id: "b130-bloom-larastan",
    build: (s) =>
      s
        .user("can we get static analysis on bloom, stuff keeps breaking")
        .bash("composer require --dev larastan/larastan", "Using version ^2.9 for larastan/larastan")
        .file("Write", "phpstan.neon")
        .bash("vendor/bin/phpstan analyse --level=8", "[ERROR] Found 1184 errors")
        .assistant("At level 8 there are 1184 errors. Level 5 gives 63, mostly real bugs. I'd start at 5 and raise it later.")
        .user("level 5, 8 is insane for this codebase")
        .file("Edit", "phpstan.neon")
        .user("and run larastan before you tell me something is done, on every project that has it")
        .stop("phpstan.neon is at level 5."),
    planted: [
      { kind: "decision", keys: ["level 5"] },
      { kind: "instruction", keys: ["larastan"] },
    ],
  },
  {
    id: "b130-marlow-vat",
    build: (s) =>
      s
        .user("marlow b2b orders from belgium are getting charged dutch VAT")
        .file("Read", "app/Services/TaxCalculator.php")
        .assistant("TaxCalculator always adds 21% NL VAT. Should EU business customers with a VAT number get reverse charge?")
        .user("yes, EU b2b with a valid vat number = reverse charge, 0%. their accountant confirmed it")
        .assistant("For validating the numbers I could use a regex per country, or call the EU VIES API.")
        .user("vies. regex lets fake ones through")
        .file("Edit", "app/Services/TaxCalculator.php")
        .bash("php artisan test --filter=Tax", "Tests:  9 passed")
        .stop("Reverse charge is in, validated against VIES."),
    planted: [
      { kind: "fact", keys: ["reverse charge"] },
      { kind: "decision", keys: ["vies"] },
    ],
  },
  {
    id: "b130-kestrel-cdn",
    build: (s) =>
      s
        .user("kestrel images are slow as hell on mobile")
        .bash(
          "curl -sI https://kestreloutdoor.co.uk/storage/products/tent-4p.jpg | grep -i 'content-length\\|cache'",
          "content-length: 4823112\ncache-control: no-cache",
        )
        .assistant(
          "4.8MB images with no caching. Options: Cloudflare in front of the site, or Bunny CDN with its optimizer for just the images. Bunny is about $10/month for their traffic.",
        )
        .user("bunny, cloudflare messes with their checkout. go")
        .file("Edit", "config/filesystems.php")
        .file("Edit", ".env.example")
        .stop("Product images are served through Bunny now."),
    planted: [{ kind: "decision", keys: ["bunny"] }],
  },
  {
    id: "b130-pennywhistle-ce",
    build: (s) =>
      s
        .user("does the pennywhistle product page show the age range yet?")
        .bash("grep -n age_range resources/views/product/show.blade.php", '42:    <span class="age">{{ $product->age_range }}+</span>')
        .assistant("Yes, line 42 shows it under the title.")
        .user("ok good. we still have to add the CE warning text to toy pages, the 'not suitable for under 3' thing, before christmas, legal wants it")
        .assistant("Do you want me to draft the partial now?")
        .user("no, I need the exact wording from them first")
        .stop("Ok, waiting for the wording."),
    planted: [{ kind: "task", keys: ["ce warning"] }],
  },
  {
    id: "b130-commit-messages",
    build: (s) =>
      s
        .user("commit the kestrel filament stuff")
        .bash("git add -A && git commit -m 'Add Filament admin panel'", "[develop 91c2e0a] Add Filament admin panel\n 14 files changed, 612 insertions(+)")
        .user("ah, commit messages start with the client name as prefix, like 'kestrel: add filament panel'. all repos. amend it")
        .bash("git commit --amend -m 'kestrel: add filament admin panel'", "[develop 4d0b7aa] kestrel: add filament admin panel")
        .stop("Amended."),
    planted: [{ kind: "instruction", keys: ["prefix"] }],
  },
  {
    id: "b130-bloom-contacts",
    build: (s) =>
      s
        .user("the bloom categories are wrong again, 'Bouqets' and 2 dupes")
        .bash("php artisan tinker --execute=\"Category::pluck('name')\"", '["Bouqets", "Plants", "Plants", "Gifts", "Gifts", "Dried"]')
        .assistant("I can fix the spelling and merge the duplicates. Who at Bloom should confirm the final list?")
        .user("Sarah, she's the one for anything product data at bloom. Jen only does invoices, dont send her this stuff")
        .file("Write", "database/seeders/FixCategoriesSeeder.php")
        .bash("php artisan db:seed --class=FixCategoriesSeeder", "INFO  Seeding database.")
        .user("fixed, nice. still need to ask Sarah for the new category list for spring, remind me monday")
        .stop("Categories cleaned up."),
    planted: [
      { kind: "fact", keys: ["sarah", "product data"] },
      { kind: "instruction", keys: ["jen"] },
      { kind: "task", keys: ["category list"] },
    ],
  },
  {
    id: "b130-marlow-renewals",
    build: (s) =>
      s
        .user("how do marlow subscription renewals get marked paid with mollie")
        .file("Read", "app/Console/Kernel.php")
        .assistant(
          "Right now a cron polls Mollie every 10 minutes for payment status. I'd switch to Mollie's payment webhook, it calls us when the status changes, and keep polling out of it.",
        )
        .user("yep webhook, do it")
        .file("Write", "app/Http/Controllers/MollieWebhookController.php")
        .file("Edit", "routes/web.php")
        .bash("php artisan test --filter=MollieWebhook", "Tests:  3 passed")
        .stop("Renewals are marked paid from the webhook now."),
    planted: [{ kind: "decision", keys: ["webhook"] }],
  },
  {
    id: "b130-timezones",
    build: (s) =>
      s
        .user("hartley order dates in the admin are an hour off")
        .bash("grep -n timezone config/app.php", "'timezone' => 'Europe/London',")
        .assistant("app.timezone is Europe/London, so timestamps were stored in local time and jump at BST. Was that intended?")
        .user("no. store everything in UTC, convert to Europe/London only when displaying. thats how all our projects should be")
        .file("Edit", "config/app.php")
        .file("Edit", "app/Filament/Resources/OrderResource.php")
        .stop("Stored in UTC, shown in London time."),
    planted: [{ kind: "instruction", keys: ["utc"] }],
  },
  {
    id: "b130-kestrel-redis",
    build: (s) =>
      s
        .user("kestrel cache keeps getting flushed randomly")
        .bash("redis-cli -n 0 keys '*' | head -3", "wp_cache:options:alloptions\nwp_cache:posts:1182\nkestrel_cache:cart:88")
        .assistant("Their WordPress blog uses the same Redis, db 0, and a WP plugin calls FLUSHDB. Maybe move Laravel to db 1?")
        .user("oh right, the redis is shared with the wordpress blog. yes db 1")
        .file("Edit", "config/database.php")
        .user("and long term kestrel needs its own redis, they renew hosting in march, lets sort it then")
        .stop("Laravel uses Redis db 1 now."),
    planted: [
      { kind: "fact", keys: ["wordpress"] },
      { kind: "decision", keys: ["db 1"] },
      { kind: "task", keys: ["own redis"] },
    ],
  },
];

export const BLIND130 = plantedSet(BLIND130_SESSIONS, Date.UTC(2026, 10, 8, 9));
