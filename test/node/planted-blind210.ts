/**
 * Blind planted set 210 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a PHP Symfony e-commerce developer in Poland writing short, slightly broken English
 * messages, often answering the agent with "yes but ..." or "no, ...".
 * Each session is one segment; the items planted in it are listed with it: 74 items (17 decisions, 18 instructions,
 * 22 facts, 17 tasks) in 48 sessions, 16 of which plant nothing (64 user/assistant messages between them). Every other message
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

export const BLIND210_SESSIONS: BlindSession[] = [
  {
    id: "b210-messenger-transport",
    build: (s) =>
      s
        .user("order confirmation email is send sync in OrderController, checkout take 3 sec because of it. can we move it to messenger?")
        .bash("grep -rn 'mailer->send' src/Controller", "src/Controller/OrderController.php:142:        $this->mailer->send($email);")
        .assistant(
          "Yes. I can dispatch a SendOrderConfirmation message and handle it async. For the transport there are two options: the doctrine transport (uses a messenger_messages table in our postgres) or the redis transport. Which one do you prefer?",
        )
        .user("no, not redis, we have redis only on prod cluster, not on staging. go with doctrine transport, it is enough for our volume")
        .file("Write", "src/Message/SendOrderConfirmation.php")
        .file("Write", "src/Message/SendOrderConfirmationHandler.php")
        .file("Edit", "config/packages/messenger.yaml")
        .assistant("Done: SendOrderConfirmation is routed to the async transport with doctrine://default. The handler is next to the message in src/Message.")
        .user(
          "ok good. but handler move to src/MessageHandler. new message classes always in src/Message and handlers in src/MessageHandler, not together, this is how whole project is",
        )
        .file("Edit", "src/MessageHandler/SendOrderConfirmationHandler.php")
        .stop("Moved the handler to src/MessageHandler and updated the namespace."),
    planted: [
      { kind: "decision", keys: ["doctrine transport"] },
      { kind: "fact", keys: ["redis", "staging"] },
      { kind: "instruction", keys: ["src/messagehandler"] },
    ],
  },
  {
    id: "b210-vat-rounding",
    build: (s) =>
      s
        .user("customer complain invoice total is 0.01 zł different than in cart. order 2231")
        .bash(
          "php bin/console app:invoice:debug 2231",
          "Order 2231\n  cart total gross:    1249.97 PLN\n  invoice total gross: 1249.98 PLN\n  lines: 7, vat rate 23%\n  rounding mode: HALF_UP",
        )
        .assistant(
          "Found it. The cart rounds VAT per line, but InvoiceGenerator calculates VAT on the total net and rounds once. With 7 lines at 23% that gives 1 grosz difference for this order. Maybe the currency converter also plays a role? I will check.",
        )
        .bash("grep -n 'round' src/Invoice/InvoiceGenerator.php", "88:        $vat = round($netTotal * $rate, 2);")
        .user("no, order is in PLN, no converter. yes it is the InvoiceGenerator rounding on total, I confirm")
        .user(
          "but dont fix it now. we have freeze on invoice code until 1 december, because of KSeF integration going live. todo after: change rounding in generator to per line",
        )
        .stop("Understood, I leave InvoiceGenerator as it is."),
    planted: [
      { kind: "fact", keys: ["invoicegenerator", "total"] },
      { kind: "fact", keys: ["ksef"] },
      { kind: "task", keys: ["rounding", "per line"] },
    ],
  },
  {
    id: "b210-empty-typo",
    build: (s) =>
      s
        .user("on checkout page is 'Adress' instead 'Address', fix pls")
        .bash("grep -rn 'Adress' translations templates", "translations/messages+intl-icu.en.xlf:214:        <target>Delivery Adress</target>")
        .file("Edit", "translations/messages+intl-icu.en.xlf")
        .assistant("Fixed the typo in the English translation, it now says 'Delivery Address'.")
        .user("thx")
        .stop("You're welcome."),
    planted: [],
  },
  {
    id: "b210-phpstan-level",
    build: (s) =>
      s
        .user("phpstan fail on CI after your change yesterday")
        .bash(
          "vendor/bin/phpstan analyse --no-progress",
          " ------ ------------------------------------------------------------------\n  Line   src/Cart/CartCalculator.php\n ------ ------------------------------------------------------------------\n  54     Method App\\Cart\\CartCalculator::total() should return int but returns int|null.\n  71     Parameter #1 $item of method must be of type App\\Entity\\CartItem, mixed given.\n ------ ------------------------------------------------------------------\n [ERROR] Found 3 errors",
          1,
        )
        .assistant(
          "There are 3 errors at level 8 in CartCalculator. I can fix them, or if it is faster I can regenerate phpstan-baseline.neon so CI is green and we fix them later. Also, should I try level 9 while I am at it?",
        )
        .user(
          "no baseline. we dont put new errors in baseline ever, baseline is only for old legacy code from 2019. fix them properly. and no, we stay on level 8, level 9 is too much noise with mixed from Sylius",
        )
        .file("Edit", "src/Cart/CartCalculator.php")
        .bash("vendor/bin/phpstan analyse --no-progress", " [OK] No errors")
        .stop("All three errors are fixed in the code, phpstan is green at level 8."),
    planted: [
      { kind: "instruction", keys: ["baseline"] },
      { kind: "decision", keys: ["level 8"] },
    ],
  },
  {
    id: "b210-docker-port",
    build: (s) =>
      s
        .user("tests fail, cant connect to database")
        .bash("bin/phpunit", 'PHPUnit 10.5.9\n\nE\n\nSQLSTATE[08006] [7] connection to server at "127.0.0.1", port 5432 failed: Connection refused', 2)
        .assistant("Looks like postgres is not running. Let me check docker compose.")
        .bash(
          "docker compose ps",
          "NAME            IMAGE         STATUS        PORTS\nshop-database-1  postgres:15   Up 3 hours    0.0.0.0:54321->5432/tcp\nshop-mailer-1    mailpit       Up 3 hours    0.0.0.0:8025->8025/tcp",
        )
        .assistant(
          "It is running, but the container is exposed on host port 54321, and you ran phpunit directly so it used the DATABASE_URL with 5432 from .env.test.",
        )
        .user(
          "yes, 54321 is on purpose, on my host is other postgres for old project on 5432. it stays like this. and run tests always with `make test`, not bin/phpunit directly, make target loads .env.test.local with right port",
        )
        .bash("make test", "OK (412 tests, 1733 assertions)")
        .stop("With make test everything passes: 412 tests."),
    planted: [
      { kind: "fact", keys: ["54321"] },
      { kind: "instruction", keys: ["make test"] },
    ],
  },
  {
    id: "b210-empty-cache",
    build: (s) =>
      s
        .user("clear cache and check if category page works now")
        .bash(
          "php bin/console cache:clear",
          ' // Clearing the cache for the dev environment with debug true\n [OK] Cache for the "dev" environment (debug=true) was successfully cleared.',
        )
        .bash("curl -s -o /dev/null -w '%{http_code}' https://shop.localhost/kategoria/buty", "200")
        .assistant("Cache cleared, /kategoria/buty returns 200 now.")
        .user("ok, was cache, works")
        .assistant("Good. Anything else on that page?")
        .user("no")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b210-payu-webhook",
    build: (s) =>
      s
        .user("payu notifications return 403 on staging, orders stay 'awaiting payment'")
        .bash(
          "tail -n 3 var/log/staging.log",
          '[2026-11-12T10:14:03] security.DEBUG: Access denied, the user is not fully authenticated; redirecting to authentication entry point. {"path":"/payment/notify"}\n[2026-11-12T10:14:03] request.INFO: Matched route "payment_notify".',
        )
        .assistant(
          "The /payment/notify route is behind the main firewall, and PayU calls it without a session, so it gets 403. I can add a separate firewall for ^/payment/notify with security: false.",
        )
        .user("yes but not open for everybody. restrict it with ip whitelist, payu has fixed list of ips")
        .file("Edit", "config/packages/security.yaml")
        .file("Edit", "src/Payment/PayuNotifyController.php")
        .assistant(
          "Done. The notify route has its own firewall and the controller checks the client IP against PAYU_ALLOWED_IPS. I put the 4 sandbox IPs from PayU docs there.",
        )
        .user(
          "ok. production ips are different, I need ask Marek, he owns PayU integration and contract, he has the list. remind me to get production ips before release",
        )
        .stop("Noted, the production IPs still need to go into PAYU_ALLOWED_IPS before the release."),
    planted: [
      { kind: "decision", keys: ["whitelist"] },
      { kind: "fact", keys: ["marek"] },
      { kind: "task", keys: ["production ips"] },
    ],
  },
  {
    id: "b210-product-slug",
    build: (s) =>
      s
        .user("product urls, now is /product/123. SEO guy wants nicer")
        .assistant(
          "Options: /product/{slug} only, or /product/{id}-{slug}. With id-slug we look up by id and just redirect when the slug is outdated, so renames don't break links.",
        )
        .user("no, only slug. SEO want clean")
        .assistant("Slug only means slugs must be unique across all products and we need a redirect table for every rename. Do you still want that?")
        .user("hmm. ok actually you are right, go with id-slug like you said, redirect table is pain")
        .file("Edit", "src/Controller/ProductController.php")
        .bash(
          "php bin/console debug:router product_show",
          "| Route Name | product_show                |\n| Path       | /product/{id}-{slug}        |\n| Requirements | id: \\d+                   |",
        )
        .stop("product_show is now /product/{id}-{slug}, and an outdated slug redirects with 301."),
    planted: [{ kind: "decision", keys: ["id-slug"] }],
  },
  {
    id: "b210-empty-flush",
    build: (s) =>
      s
        .user("quick question, what is difference persist and flush in doctrine? junior ask me and I explain bad")
        .assistant(
          "persist() tells the EntityManager to start tracking a new entity; nothing goes to the database yet. flush() computes the changes of all tracked entities and runs the SQL in one transaction. So you persist new objects once, and flush when the unit of work is done.",
        )
        .user("and for existing entity from repository I dont need persist?")
        .assistant("Right, an entity loaded from a repository is already managed, so a change to it is saved on the next flush() without calling persist().")
        .user("ok clear, thanks")
        .stop("Glad it helps."),
    planted: [],
  },
  {
    id: "b210-deployer-staging",
    build: (s) =>
      s
        .user("deploy to staging failed, can you look")
        .bash(
          "vendor/bin/dep deploy staging",
          "task deploy:vendors\n[staging] error in vendors.php on line 19:\n[staging] run composer install --no-dev --prefer-dist --optimize-autoloader\n[staging] Fatal error: Allowed memory size of 134217728 bytes exhausted",
          1,
        )
        .assistant("Composer runs out of memory on the staging server, the CLI memory_limit there is 128M.")
        .user("yes that server is small, only 2GB ram and rabbitmq also there. run it with COMPOSER_MEMORY_LIMIT=-1")
        .bash(
          "COMPOSER_MEMORY_LIMIT=-1 vendor/bin/dep deploy staging",
          "task deploy:vendors\ntask deploy:cache:clear\ntask deploy:symlink\n[staging] Successfully deployed!",
        )
        .assistant("Deployed to staging successfully.")
        .user("good. and from now deploy to staging only from release/* branches, not from develop. last week was mess, QA tested things not ready")
        .stop("OK, staging deploys only from release/* branches."),
    planted: [
      { kind: "fact", keys: ["2gb"] },
      { kind: "instruction", keys: ["release/"] },
    ],
  },
  {
    id: "b210-empty-logs",
    build: (s) =>
      s
        .user("check prod error log from last night, something important?")
        .bash(
          "ssh shop-prod 'grep -c ERROR /var/www/shop/var/log/prod.log; tail -n 4 /var/www/shop/var/log/prod.log'",
          "23\n[2026-11-16T02:11:40] php.ERROR: Deprecated: TODO remove legacy price field, never read it\n[2026-11-16T02:30:02] app.ERROR: Feed export must always contain GTIN, product 8812 skipped\n[2026-11-16T03:00:11] messenger.ERROR: Retrying SendOrderConfirmation (retry #1)\n[2026-11-16T03:00:15] messenger.INFO: SendOrderConfirmation handled",
        )
        .assistant(
          "23 errors overnight. Mostly deprecation noise and the Google feed skipping product 8812 because it has no GTIN. One SendOrderConfirmation was retried once and then succeeded. Nothing looks broken.",
        )
        .user("ok thx, 8812 is test product anyway")
        .stop("OK, nothing to do then."),
    planted: [],
  },
  {
    id: "b210-bundle-promo",
    build: (s) =>
      s
        .user("promo code BLACK20 not working on bundles, customer write to support")
        .bash(
          "grep -rn 'isBundle' src/Promotion",
          "src/Promotion/Applicator/PercentageDiscountApplicator.php:38:            if ($item->getProduct()->isBundle()) { // bundles have own price\nsrc/Promotion/Applicator/PercentageDiscountApplicator.php:39:                continue;",
        )
        .assistant("PercentageDiscountApplicator skips bundle items on purpose, there is a comment 'bundles have own price'. Should I remove that check?")
        .user(
          "no, this is correct, business rule: bundles are never discounted with promo codes, Kasia from marketing confirmed again last month. problem is cart message says 'code invalid', customer is confused",
        )
        .assistant("I see. I could change the message to 'This code does not apply to bundles' when the cart only contains bundles.")
        .user("yes but not now, we have release tomorrow. create ticket SHOP-412 for the message and we do it next sprint")
        .bash(
          "glab issue create --title 'SHOP-412 Promo code message for bundles' --label backend",
          "Creating issue in shop/backend\n#412 SHOP-412 Promo code message for bundles",
        )
        .stop("Created SHOP-412."),
    planted: [
      { kind: "fact", keys: ["bundles", "discounted"] },
      { kind: "task", keys: ["shop-412"] },
    ],
  },
  {
    id: "b210-xliff",
    build: (s) =>
      s
        .user("add translations for new checkout step 'delivery time', polish and english")
        .file("Write", "translations/messages.pl.yaml")
        .file("Write", "translations/messages.en.yaml")
        .assistant("Added checkout.delivery_time.title and .hint in messages.pl.yaml and messages.en.yaml.")
        .user("no, look the translations folder. translations always xliff, never yaml, please remember this. translators use tool which read only xlf")
        .bash("ls translations", "messages+intl-icu.en.xlf\nmessages+intl-icu.pl.xlf\nvalidators.en.xlf\nvalidators.pl.xlf")
        .bash("rm translations/messages.pl.yaml translations/messages.en.yaml", "")
        .file("Edit", "translations/messages+intl-icu.pl.xlf")
        .file("Edit", "translations/messages+intl-icu.en.xlf")
        .stop("Moved the new keys into the xlf files and removed the yaml ones."),
    planted: [{ kind: "instruction", keys: ["xliff"] }],
  },
  {
    id: "b210-empty-composer",
    build: (s) =>
      s
        .user("update symfony packages, only patch versions")
        .bash(
          "composer update 'symfony/*' --with-dependencies --patch-only",
          "Loading composer repositories with package information\nUpdating dependencies\nLock file operations: 0 installs, 14 updates, 0 removals\n  - Upgrading symfony/http-kernel (v6.4.14 => v6.4.15)\n  ...\nGenerating optimized autoload files",
        )
        .bash("make test", "OK (412 tests, 1733 assertions)")
        .assistant("14 Symfony packages updated from 6.4.14 to 6.4.15, tests are green.")
        .user("ok commit it")
        .bash(
          "git commit -am 'SHOP-0 Symfony 6.4.15'",
          "[feature/symfony-patch 1a2b3c4] SHOP-0 Symfony 6.4.15\n 2 files changed, 98 insertions(+), 98 deletions(-)",
        )
        .stop("Committed."),
    planted: [],
  },
  {
    id: "b210-elastic-index",
    build: (s) =>
      s
        .user("search 'buty zimowe' not find the new products from yesterday import")
        .bash(
          "php bin/console fos:elastica:populate --index=products",
          "Resetting products\n 4821/4821 [============================] 100%\nPopulating products\nRefreshing products",
        )
        .assistant(
          "After populate they show up. The reason: the CSV import writes products with DBAL directly, so the Doctrine listener of FOSElastica never fires for them and the index gets stale.",
        )
        .user("yes I know, import is raw dbal because speed, 40k rows. so what we do?")
        .assistant("Either dispatch a ProductsImported event from the import and index only the changed ids, or run a full populate by cron every night.")
        .user(
          "ok for now we do cron populate every night at 3:00, is simple. but todo later: import should dispatch event with changed ids so we index only these, write it to TODO.md",
        )
        .file("Edit", "config/cron/crontab")
        .file("Edit", "TODO.md")
        .stop("Added the nightly populate at 03:00 and the follow-up about the import event in TODO.md."),
    planted: [
      { kind: "fact", keys: ["dbal"] },
      { kind: "decision", keys: ["cron"] },
      { kind: "task", keys: ["dispatch", "import"] },
    ],
  },
  {
    id: "b210-commit-rules",
    build: (s) =>
      s
        .user(
          "few rules for you from today: before every commit run php-cs-fixer. commit messages in english and with ticket number in front like 'SHOP-398 Fix cart total'. now commit what you did",
        )
        .bash("vendor/bin/php-cs-fixer fix", "   1) src/Cart/CartCalculator.php\n   2) src/Cart/CartItemFactory.php\n\nFixed 2 of 418 files in 3.214 seconds")
        .bash(
          "git commit -am 'SHOP-398 Fix cart total for bundles'",
          "[feature/SHOP-398 9f8e7d6] SHOP-398 Fix cart total for bundles\n 3 files changed, 21 insertions(+), 9 deletions(-)",
        )
        .stop("php-cs-fixer fixed 2 files, then I committed as 'SHOP-398 Fix cart total for bundles'."),
    planted: [
      { kind: "instruction", keys: ["php-cs-fixer"] },
      { kind: "instruction", keys: ["ticket number"] },
    ],
  },
  {
    id: "b210-empty-morning",
    build: (s) =>
      s
        .user("dzień dobry :) coffee first. what we did yesterday?")
        .assistant("Good morning! Yesterday we moved the order confirmation email to Messenger and fixed the phpstan errors in CartCalculator.")
        .user("ah yes. ok I have meeting now, 30 min, later we continue")
        .assistant("Sure, see you after the meeting.")
        .stop(),
    planted: [],
  },
  {
    id: "b210-stock-race",
    build: (s) =>
      s
        .user("we sold 3 pieces of product 5521 but stock was 1. how is possible?")
        .bash(
          'psql -h 127.0.0.1 -p 54321 -U shop -c "select id, created_at from orders where id in (select order_id from order_items where product_id = 5521) order by created_at"',
          "  id   |       created_at\n-------+------------------------\n 90211 | 2026-11-18 12:01:03.112\n 90212 | 2026-11-18 12:01:03.140\n 90213 | 2026-11-18 12:01:03.177\n(3 rows)",
        )
        .assistant(
          "Three orders within 70 ms. My guess is a race: StockReserver reads the stock, checks > 0 and then decrements, without any lock, so all three requests saw stock = 1. Could also be the product cache, I need to check.",
        )
        .file("Read", "src/Inventory/StockReserver.php")
        .user("not cache, stock is read from db. yes it is race in StockReserver, I saw same thing in logs in black friday last year")
        .assistant(
          "Two ways to fix: a pessimistic lock (SELECT ... FOR UPDATE on the stock row inside the transaction), or the Symfony Lock component with a redis store.",
        )
        .user("pessimistic lock, no new infrastructure. and later we need test with two parallel requests for this, not today, I have no time to review it")
        .file("Edit", "src/Inventory/StockReserver.php")
        .stop("StockReserver now locks the stock row with PESSIMISTIC_WRITE inside the transaction."),
    planted: [
      { kind: "fact", keys: ["stockreserver"] },
      { kind: "decision", keys: ["pessimistic"] },
      { kind: "task", keys: ["parallel"] },
    ],
  },
  {
    id: "b210-empty-review",
    build: (s) =>
      s
        .user("look at my AddressValidator, is ok?")
        .file("Read", "src/Validator/AddressValidator.php")
        .assistant(
          "It works. Two suggestions: the postal code regex could be a class constant, and you could return early when the country is not PL instead of nesting the ifs.",
        )
        .user("no, constant is not needed, is used one time. early return ok, do it")
        .file("Edit", "src/Validator/AddressValidator.php")
        .assistant("Done, the country check returns early now.")
        .stop(),
    planted: [],
  },
  {
    id: "b210-prod-secrets",
    build: (s) =>
      s
        .user("where is prod config for mailer dsn? I dont see in .env.prod")
        .bash("ls config/secrets", "dev\nprod")
        .assistant("It is not in the .env files. There is a config/secrets/prod folder, so maybe it is in the Symfony secrets vault?")
        .user(
          "yes, all prod secrets are in symfony vault in config/secrets/prod. the decrypt key is only on prod server and in 1password. and when you debug, never print secret values to console or logs, not even on staging",
        )
        .bash("php bin/console secrets:list --env=prod", " Secret          Value\n MAILER_DSN      ******\n PAYU_CLIENT_SECRET ******\n DATABASE_URL    ******")
        .stop("MAILER_DSN is in the prod vault; I listed only the names."),
    planted: [
      { kind: "fact", keys: ["vault"] },
      { kind: "instruction", keys: ["secret values"] },
    ],
  },
  {
    id: "b210-empty-migration-down",
    build: (s) =>
      s
        .user("why the last migration has empty down()? is problem?")
        .file("Read", "migrations/Version20261110083012.php")
        .assistant(
          "The migration adds a column and fills it from another table. The maker left down() empty because the data copy cannot be reversed automatically. It only matters if you roll back; you could add ALTER TABLE ... DROP COLUMN there.",
        )
        .user("hmm ok, no matter then")
        .assistant("Then it is fine as it is.")
        .stop(),
    planted: [],
  },
  {
    id: "b210-api-platform",
    build: (s) =>
      s
        .user("mobile app team want product list and product detail by api. what is best?")
        .assistant(
          "Two ways: API Platform, which gives OpenAPI docs, pagination and filters for free, or plain controllers with the Serializer. Plain controllers are less magic but more code.",
        )
        .user("yes but api platform with our xml doctrine mapping, works? hmm. ok lets go with api platform, only read operations for now")
        .bash("composer require api", "Using version ^3.4 for api-platform/core\n...\nSymfony operations: 1 recipe (api-platform/core)")
        .file("Write", "config/api_platform/resources/Product.xml")
        .bash(
          "curl -s https://shop.localhost/api/products?page=1 | head -c 120",
          '{"@context":"/api/contexts/Product","@id":"/api/products","@type":"hydra:Collection","hydra:totalItems":4821',
        )
        .assistant("GET /api/products and /api/products/{id} work, with hydra pagination.")
        .user("nice. write operations later, when mobile team send the spec, not before")
        .stop("OK, only GET operations for now."),
    planted: [
      { kind: "decision", keys: ["api platform"] },
      { kind: "task", keys: ["write operations"] },
    ],
  },
  {
    id: "b210-cron-utc",
    build: (s) =>
      s
        .user("daily sales report come at 1:00 in night, should be midnight")
        .bash("ssh shop-prod 'date; crontab -l | grep report'", "Mon Nov 16 09:21:44 UTC 2026\n0 0 * * * cd /var/www/shop && php bin/console app:report:daily")
        .assistant("The server clock is UTC, so 0 0 * * * is 01:00 in Warsaw now in winter.")
        .user("yes all our servers are in UTC, this is how ops setup everything. change cron to 23:00 then")
        .bash("ssh shop-prod 'crontab -l | sed s/^0\\ 0/0\\ 23/ | crontab -'", "")
        .assistant("Changed to 0 23 * * *, it runs at midnight Warsaw time in winter.")
        .user("ok. remind me to tell Ania from accounting about report time in summer, it will be 1:00 again")
        .stop("Will do."),
    planted: [
      { kind: "fact", keys: ["utc"] },
      { kind: "task", keys: ["ania"] },
    ],
  },
  {
    id: "b210-empty-tests",
    build: (s) =>
      s
        .user("run tests")
        .bash("make test", "PHPUnit 10.5.9\n\n...............................................  412 / 412 (100%)\n\nOK (412 tests, 1733 assertions)")
        .assistant("All 412 tests pass.")
        .user("super")
        .stop(),
    planted: [],
  },
  {
    id: "b210-s3-images",
    build: (s) =>
      s
        .user("product images upload very slow in admin")
        .assistant("Images are stored in public/uploads on the web server and LiipImagine makes all thumbnails synchronously during upload.")
        .bash("ssh shop-prod 'du -sh /var/www/shop/public/uploads'", "48G\t/var/www/shop/public/uploads")
        .user(
          "48 giga already.. disk is almost full also. ok we move images to S3, decided with boss. Wojtek created bucket already, name is shop-media-prod in eu-central-1",
        )
        .file("Edit", "config/packages/flysystem.yaml")
        .file("Edit", "config/packages/liip_imagine.yaml")
        .stop("Flysystem now has an S3 adapter for the media storage; LiipImagine reads and writes through it."),
    planted: [
      { kind: "decision", keys: ["s3"] },
      { kind: "fact", keys: ["shop-media-prod"] },
    ],
  },
  {
    id: "b210-push-develop",
    build: (s) =>
      s
        .user("push it")
        .assistant("Push to develop directly?")
        .user("no, never push direct to develop. make merge request, Tomek review all backend MRs")
        .bash(
          "git push -u origin feature/SHOP-401",
          "remote: To create a merge request for feature/SHOP-401, visit:\nremote:   https://gitlab.shop.pl/shop/backend/-/merge_requests/new?merge_request%5Bsource_branch%5D=feature%2FSHOP-401",
        )
        .bash(
          "glab mr create --fill --reviewer tomek.w",
          "Creating merge request for feature/SHOP-401 into develop in shop/backend\n!287 SHOP-401 Checkout delivery time",
        )
        .stop("Created MR !287 with Tomek as reviewer."),
    planted: [
      { kind: "instruction", keys: ["develop"] },
      { kind: "fact", keys: ["tomek"] },
    ],
  },
  {
    id: "b210-empty-dump",
    build: (s) =>
      s
        .user("I left dump() somewhere in OrderController, remove pls")
        .bash("grep -n 'dump(' src/Controller/OrderController.php", "97:        dump($order->getPayments());")
        .file("Edit", "src/Controller/OrderController.php")
        .assistant("Removed the dump() on line 97.")
        .user("thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b210-inpost-sandbox",
    build: (s) =>
      s
        .user("InPost label generation fail in dev")
        .bash(
          'curl -s -H "Authorization: Bearer $INPOST_TOKEN" https://api-shipx-pl.easypack24.net/v1/organizations',
          '{"status":401,"error":"token_invalid","message":"Token is invalid"}',
        )
        .assistant("The token is rejected. Maybe it expired? I can check when it was generated.")
        .user(
          "no, token is ok. you call prod url with sandbox token. api-shipx-pl.easypack24.net is production, sandbox is sandbox-api-shipx-pl.easypack24.net, tokens are separate",
        )
        .file("Edit", ".env")
        .bash(
          'curl -s -H "Authorization: Bearer $INPOST_TOKEN" https://sandbox-api-shipx-pl.easypack24.net/v1/organizations | head -c 80',
          '{"href":"https://sandbox-api-shipx-pl.easypack24.net/v1/organizations","count":1',
        )
        .user("works. later we need parcel lockers map widget in checkout, after christmas season, dont forget")
        .stop("Label generation works against the sandbox now."),
    planted: [
      { kind: "fact", keys: ["sandbox-api-shipx"] },
      { kind: "task", keys: ["lockers"] },
    ],
  },
  {
    id: "b210-empty-l2cache",
    build: (s) =>
      s
        .user("is doctrine second level cache good idea for categories? they change maybe one time per week")
        .assistant(
          "It can work for rarely changing entities like categories: read-only or nonstrict region, cached in redis or APCu. The downside is extra config and invalidation issues when something writes with DQL bulk updates.",
        )
        .user("hmm, we have bulk updates in import. I think about it, not decide now")
        .assistant("Sure. If you want, I can measure how many category queries a typical page does first.")
        .user("maybe tomorrow")
        .stop(),
    planted: [],
  },
  {
    id: "b210-admin-export",
    build: (s) =>
      s
        .user("admin export orders to csv time out for whole month")
        .bash("curl -s -o /dev/null -w '%{http_code} %{time_total}' 'https://admin.shop.pl/orders/export?month=2026-10'", "504 60.012")
        .assistant("504 after exactly 60 s, so nginx cuts it: fastcgi_read_timeout is 60 on the admin vhost. Can ops raise it?")
        .user("no, fastcgi_read_timeout is 60 and ops will not change it, I asked already in summer")
        .assistant("Then I suggest generating the export in background via Messenger and sending the admin an email with the download link when it is ready.")
        .user("yes do that")
        .file("Write", "src/Message/GenerateOrdersExport.php")
        .file("Write", "src/MessageHandler/GenerateOrdersExportHandler.php")
        .stop("The export is now a background job; the admin gets an email with the link."),
    planted: [
      { kind: "fact", keys: ["fastcgi_read_timeout"] },
      { kind: "decision", keys: ["export", "background"] },
    ],
  },
  {
    id: "b210-php81",
    build: (s) =>
      s
        .user("can I use readonly classes for DTOs?")
        .bash("ssh shop-prod 'php -v | head -1'", "PHP 8.1.27 (cli) (built: Jan 10 2026 08:12:44) (NTS)")
        .assistant("Readonly classes need PHP 8.2, prod runs 8.1.27. Readonly properties work on 8.1 though.")
        .user("ah right, prod is php 8.1 until march, ops upgrade then. so no 8.2 features in code until march, also not in new code")
        .file("Edit", "src/Dto/CartItemDto.php")
        .stop("Used readonly properties instead of a readonly class."),
    planted: [
      { kind: "fact", keys: ["8.1"] },
      { kind: "instruction", keys: ["8.2"] },
    ],
  },
  {
    id: "b210-empty-regex",
    build: (s) =>
      s
        .user("regex for polish postal code?")
        .assistant("^\\d{2}-\\d{3}$ — two digits, a dash, three digits, like 00-950.")
        .user("and without dash also accept?")
        .assistant("^\\d{2}-?\\d{3}$ makes the dash optional.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "b210-foundry",
    build: (s) =>
      s
        .user("load fixtures to my local db")
        .bash(
          "php bin/console doctrine:fixtures:load -n",
          " > purging database\n > loading App\\DataFixtures\\AppFixtures\n > loading App\\DataFixtures\\ProductFixtures",
        )
        .assistant("Fixtures loaded. I see AppFixtures creates entities with new Product() and setters, while ProductFixtures uses Foundry factories.")
        .user(
          "yes, is mix now. new fixtures only with Foundry factories, no raw entities. and todo for me: delete AppFixtures.php when everything moved to factories",
        )
        .file("Write", "src/Factory/CategoryFactory.php")
        .stop("Added CategoryFactory for the next fixtures."),
    planted: [
      { kind: "instruction", keys: ["foundry"] },
      { kind: "task", keys: ["appfixtures"] },
    ],
  },
  {
    id: "b210-empty-status",
    build: (s) =>
      s
        .user("what is status of SHOP-401?")
        .assistant("Done on the branch: delivery time step in checkout, translations in xlf, tests green. MR !287 is waiting for review.")
        .user("ok, I ping Tomek")
        .stop(),
    planted: [],
  },
  {
    id: "b210-sentry-404",
    build: (s) =>
      s
        .user("sentry quota finished again, most is 404 from bots")
        .bash("cat config/packages/sentry.yaml", "sentry:\n    dsn: '%env(SENTRY_DSN)%'\n    options:\n        traces_sample_rate: 0.1")
        .assistant("I can either ignore NotFoundHttpException completely in sentry.yaml, or keep them sampled at 10%.")
        .user("ignore NotFoundHttpException fully, 404 we see in nginx logs anyway")
        .file("Edit", "config/packages/sentry.yaml")
        .assistant("Added NotFoundHttpException to ignore_exceptions.")
        .user("and when you add ignored exceptions there, always write comment why, in one year nobody remember")
        .file("Edit", "config/packages/sentry.yaml")
        .stop("Added a comment explaining the 404 ignore."),
    planted: [
      { kind: "decision", keys: ["notfoundhttpexception"] },
      { kind: "instruction", keys: ["ignored exceptions"] },
    ],
  },
  {
    id: "b210-newsletter",
    build: (s) =>
      s
        .user("newsletter form in footer, we need connect it")
        .assistant("Which provider? I see a mailchimp/marketing package in composer.json but it is not used anywhere.")
        .user(
          "that package is old, remove it. we go with FreshMail, not mailchimp, client pay for freshmail already. after this next things:\n1. double opt-in confirmation\n2. unsubscribe link in all emails from shop\nbut first only the form",
        )
        .bash("composer remove mailchimp/marketing", "Removing mailchimp/marketing (3.0.80)\nGenerating optimized autoload files")
        .file("Write", "src/Newsletter/FreshmailClient.php")
        .file("Edit", "templates/partials/footer.html.twig")
        .stop("The footer form now subscribes through FreshmailClient."),
    planted: [
      { kind: "decision", keys: ["freshmail"] },
      { kind: "task", keys: ["double opt-in"] },
      { kind: "task", keys: ["unsubscribe"] },
    ],
  },
  {
    id: "b210-redis-sessions",
    build: (s) =>
      s
        .user("users logged out randomly on prod since we have 2 web servers")
        .bash("grep -A3 'session:' config/packages/framework.yaml", "    session:\n        handler_id: null\n        cookie_secure: auto")
        .assistant(
          "Sessions are stored in files on each web server, so when the load balancer sends a user to the other server the session is missing. Sticky sessions on the LB or a shared session store would fix it.",
        )
        .user("no sticky, ops dont like. sessions go to redis, prod has redis cluster. on staging we have one web server so files are ok there")
        .file("Edit", "config/packages/prod/framework.yaml")
        .assistant("Prod now uses RedisSessionHandler with REDIS_URL; dev and staging keep file sessions.")
        .user("ok. follow-up for next week: session ttl is 24h now, marketing want 30 days remember me, check it with Marek")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["redis"] },
      { kind: "task", keys: ["remember me"] },
      { kind: "fact", keys: ["one web server"] },
    ],
  },
  {
    id: "b210-money-int",
    build: (s) =>
      s
        .user("new field 'deposit' for returnable bottles, how I store the price?")
        .bash("grep -n 'price' src/Entity/Product.php | head -3", "34:    #[ORM\\Column(type: 'integer')]\n35:    private int $price; // grosze\n")
        .assistant(
          "Product::price is an integer in grosze. For the deposit we could do the same, or switch money fields to moneyphp/money value objects, which handle currency and rounding for us.",
        )
        .user("yes but not library, too heavy for now. keep int in grosze like everywhere, Sylius also do this")
        .file("Edit", "src/Entity/Product.php")
        .bash("php bin/console make:migration", ' Success!\n Next: Review the new migration "migrations/Version20261119101500.php"')
        .assistant("Added deposit as int (grosze) with a migration.")
        .user("ok. and in twig show it with our |price filter, not number_format, every time. number_format forget the zł and the comma")
        .file("Edit", "templates/product/_card.html.twig")
        .stop("The card shows the deposit with |price."),
    planted: [
      { kind: "decision", keys: ["grosze"] },
      { kind: "instruction", keys: ["price filter"] },
    ],
  },
  {
    id: "b210-empty-rename",
    build: (s) =>
      s
        .user("rename $tmp in CheckoutService to $shippingMethod, is confusing")
        .file("Edit", "src/Checkout/CheckoutService.php")
        .assistant("Renamed $tmp to $shippingMethod in CheckoutService (4 places).")
        .user("and in the test?")
        .bash("grep -rn '\\$tmp' tests/Checkout", "")
        .assistant("The test doesn't use that name, nothing to change there.")
        .user("ok good")
        .stop(),
    planted: [],
  },
  {
    id: "b210-google-feed",
    build: (s) =>
      s
        .user("messenger failed queue has 300 messages, what is it?")
        .bash(
          "php bin/console messenger:failed:show --max=3",
          " 4711  App\\Message\\PushProductToMerchant  2026-11-19 08:01:12  Client error: 429 Too Many Requests\n 4712  App\\Message\\PushProductToMerchant  2026-11-19 08:01:12  Client error: 429 Too Many Requests\n 4713  App\\Message\\PushProductToMerchant  2026-11-19 08:01:13  Client error: 429 Too Many Requests",
        )
        .assistant(
          "All of them are PushProductToMerchant failing with 429 from the Google Merchant API. We send one request per product change. I could add a Symfony RateLimiter in front of the handler.",
        )
        .user("yes, google limit for our merchant account is 60 requests per minute, I checked in console last time")
        .user(
          "but no rate limiter. simpler: we stop the per product api and send one xml file daily to merchant center, like ceneo feed. the 300 failed I retry myself tomorrow morning, leave them",
        )
        .file("Write", "src/Feed/GoogleMerchantFeedGenerator.php")
        .file("Edit", "config/cron/crontab")
        .stop("Added the daily Google Merchant XML feed and left the failed queue as it is."),
    planted: [
      { kind: "fact", keys: ["60 requests"] },
      { kind: "decision", keys: ["xml file"] },
      { kind: "task", keys: ["300"] },
    ],
  },
  {
    id: "b210-dates-utc",
    build: (s) =>
      s
        .user("coupon expiry date, it is saved in utc or local time?")
        .bash(
          "grep -n -B1 'expiresAt' src/Entity/Coupon.php",
          "51:    #[ORM\\Column(type: 'datetime_immutable')]\n52:    private \\DateTimeImmutable $expiresAt;",
        )
        .assistant(
          "It is datetime_immutable without timezone, and the admin form saves whatever PHP's default timezone is, which is Europe/Warsaw in php.ini. So it is local time.",
        )
        .user(
          "no good. rule: all dates in db in UTC, and convert to Europe/Warsaw only in twig. for every new entity, remember. Coupon and Order are old and still local, migration of them is planned for january, dont do now",
        )
        .file("Write", "src/Entity/GiftCard.php")
        .stop("The new GiftCard entity stores UTC; Coupon stays as it is."),
    planted: [
      { kind: "instruction", keys: ["europe/warsaw"] },
      { kind: "task", keys: ["january"] },
      { kind: "fact", keys: ["coupon", "local"] },
    ],
  },
  {
    id: "b210-empty-lock-conflict",
    build: (s) =>
      s
        .user("rebase on develop, there is conflict in composer.lock")
        .bash("git rebase origin/develop", "CONFLICT (content): Merge conflict in composer.lock\nerror: could not apply 5c1d2e3... SHOP-405 Add foundry", 1)
        .bash(
          "git checkout --theirs composer.lock && composer update --lock && git add composer.lock && git rebase --continue",
          "Writing lock file\nSuccessfully rebased and updated refs/heads/feature/SHOP-405.",
        )
        .assistant("Took develop's composer.lock, regenerated the hash with composer update --lock and continued the rebase. It's clean now.")
        .user("tests?")
        .bash("make test", "OK (418 tests, 1760 assertions)")
        .assistant("418 tests, all green.")
        .stop(),
    planted: [],
  },
  {
    id: "b210-payment-logs",
    build: (s) =>
      s
        .user("add logging to PayU notify controller, we need to see what payu send")
        .file("Edit", "src/Payment/PayuNotifyController.php")
        .assistant("Added $this->logger->info() with the order id and status, using the default logger.")
        .user(
          "no, use monolog channel 'payment' for all payment logs, not default app channel. payment channel go to graylog, Bartek from ops gave access only to this stream for the accounting people",
        )
        .file("Edit", "config/packages/monolog.yaml")
        .file("Edit", "src/Payment/PayuNotifyController.php")
        .bash("php bin/console debug:autowiring monolog.logger.payment", "Psr\\Log\\LoggerInterface $paymentLogger (monolog.logger.payment)")
        .stop("The controller now injects $paymentLogger."),
    planted: [
      { kind: "instruction", keys: ["monolog", "payment"] },
      { kind: "fact", keys: ["graylog"] },
    ],
  },
  {
    id: "b210-varnish-cart",
    build: (s) =>
      s
        .user("homepage slow for not logged users, 1.8 sec. varnish is not working?")
        .bash(
          "curl -sI https://www.shop.pl/ | grep -iE 'x-cache|cache-control|set-cookie'",
          "cache-control: private, must-revalidate\nset-cookie: PHPSESSID=8f2a...; path=/; secure; httponly\nx-cache: MISS",
        )
        .assistant(
          "Varnish works but never caches: every response sets PHPSESSID and is private. I think something starts the session on every page, maybe the cart widget in the header?",
        )
        .user("yes it is cart widget, it start session always, is known problem since 2 years")
        .assistant("Then we can render the cart widget via ESI, or load it by ajax after the page loads, so the main page is cacheable.")
        .user(
          "ajax. ESI we tried in 2023 and varnish config was nightmare. but we do it only after black friday, now is code freeze on frontend, nothing change there. add it to backlog",
        )
        .bash("glab issue create --title 'Cart widget via ajax (after Black Friday)' --label frontend", "#418 Cart widget via ajax (after Black Friday)")
        .stop("Created issue #418."),
    planted: [
      { kind: "fact", keys: ["cart widget"] },
      { kind: "decision", keys: ["ajax"] },
      { kind: "task", keys: ["black friday"] },
    ],
  },
  {
    id: "b210-twig-component",
    build: (s) =>
      s
        .user("product card html is copy paste in 5 templates, every change I do 5 times. fix it")
        .bash(
          "grep -rln 'product-card' templates",
          "templates/home/index.html.twig\ntemplates/category/show.html.twig\ntemplates/search/results.html.twig\ntemplates/product/_related.html.twig\ntemplates/cart/_cross_sell.html.twig",
        )
        .assistant("I can extract it into a Twig include with variables, or into a Symfony UX Twig Component with a PHP class. Which one?")
        .user(
          "twig component, we have symfony/ux-twig-component already for MiniCart. name it with Shop prefix like ShopProductCard, and template in templates/components, all components go there",
        )
        .file("Write", "src/Twig/Components/ShopProductCard.php")
        .file("Write", "templates/components/ShopProductCard.html.twig")
        .bash("for f in templates/home/index.html.twig templates/category/show.html.twig; do grep -c 'ShopProductCard' $f; done", "2\n1")
        .stop("All 5 templates now use <twig:ShopProductCard>."),
    planted: [
      { kind: "decision", keys: ["twig component"] },
      { kind: "instruction", keys: ["templates/components"] },
      { kind: "instruction", keys: ["shop prefix"] },
    ],
  },
  {
    id: "b210-empty-deprecation",
    build: (s) =>
      s
        .user("what means this deprecation in profiler: 'Since symfony/security-bundle 6.2: The \"enable_authenticator_manager\" option is deprecated'?")
        .assistant(
          "Since 6.2 the authenticator manager is always on, so the option does nothing anymore. You can delete enable_authenticator_manager: true from security.yaml; in 7.0 it will be an error.",
        )
        .user("and it break something if I remove now?")
        .assistant("No, on 6.4 removing it changes nothing, the new system is already active.")
        .user("ok, maybe I remove it when we do 7.0 upgrade")
        .stop(),
    planted: [],
  },
  {
    id: "b210-gdpr-delete",
    build: (s) =>
      s
        .user("customer write he want delete account, RODO. how we do it now?")
        .bash("ls src/Command | grep -i anonym", "AnonymizeCustomerCommand.php")
        .assistant(
          "There is app:customer:anonymize. It replaces name, email, phone and addresses with placeholders and keeps the orders. Should I also delete the orders?",
        )
        .user(
          "no!! orders we must keep 5 years for tax office, accountant said. so customers we only anonymize, never delete the row, this is rule for everything with orders. run it for customer 77120",
        )
        .bash("php bin/console app:customer:anonymize 77120", " [OK] Customer 77120 anonymized (3 addresses, 12 orders kept)")
        .assistant("Done, customer 77120 is anonymized and the 12 orders are kept.")
        .user("thx. todo for later, SHOP-430: self service 'delete account' button in customer panel, so support not do it manually")
        .stop("OK."),
    planted: [
      { kind: "fact", keys: ["5 years"] },
      { kind: "instruction", keys: ["anonymize"] },
      { kind: "task", keys: ["shop-430"] },
    ],
  },
  {
    id: "b210-ceneo-feed",
    build: (s) =>
      s
        .user("ceneo feed, now it is generated on the fly when ceneo bot call /feed/ceneo.xml. server load is high every hour")
        .bash("grep -c 'feed/ceneo.xml' /var/log/nginx/access.log", "1440")
        .assistant(
          "Their bot hits it about every minute and each hit loads ~5k products. Options: cache the response for an hour, or generate a static file by cron and let nginx serve it.",
        )
        .user("yes file by cron, every 2 hours is enough for ceneo, they dont read more often anyway")
        .file("Write", "src/Command/GenerateCeneoFeedCommand.php")
        .file("Edit", "config/cron/crontab")
        .assistant("Cron generates public/feed/ceneo.xml every 2 hours now; the old route is removed.")
        .user("good. next month also allegro will want feed, SHOP-433, similar way")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["cron", "2 hours"] },
      { kind: "task", keys: ["allegro"] },
    ],
  },
];

export const BLIND210 = plantedSet(BLIND210_SESSIONS, Date.UTC(2026, 10, 13, 9));
