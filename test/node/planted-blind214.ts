/**
 * Blind planted set 214 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Laravel developer whose English is a second language (Portuguese): short messages, wrong
 * prepositions ("depends of", "in the friday"), missing subjects, the odd Portuguese word; artisan,
 * composer, pest and forge in the tool calls.
 * Each session is one segment; the items planted in it are listed with it: 64 items (16 decisions, 16 instructions,
 * 16 facts, 16 tasks) in 55 sessions, 12 of which plant nothing (60 user/assistant messages between them).
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

export const BLIND214_SESSIONS: BlindSession[] = [
  {
    id: "b214-horizon-stuck",
    build: (s) =>
      s
        .user("hi, the jobs are stuck in horizon again. can you look?")
        .bash("php artisan horizon:status", "Horizon is paused.")
        .assistant("Horizon is paused, that's why nothing is processing. I can run `horizon:continue`.")
        .user("ok continue. btw in production horizon use a separate redis, is the database 3, not the default 0")
        .bash("php artisan horizon:continue", "Sending CONT signal to Horizon processes.")
        .assistant("Continued. The queue is draining now, 214 jobs pending went to 12.")
        .user("good. next week we need to add a horizon supervisor only for the emails queue, now they block the others. not today")
        .stop("Ok, leaving the supervisor config as is for now."),
    planted: [
      { kind: "fact", keys: ["horizon", "database 3"] },
      { kind: "task", keys: ["supervisor", "emails"] },
    ],
  },
  {
    id: "b214-pest-parallel",
    build: (s) =>
      s
        .user("run the tests please")
        .bash(
          "php artisan test",
          "  PASS  Tests\\Unit\\MoneyTest\n  FAIL  Tests\\Feature\\CheckoutTest\n  Tests:    1 failed, 143 passed\n  Duration: 96.41s",
          1,
        )
        .assistant("One failure in CheckoutTest: the shipping value expects 1500 but gets 15.00. Looks like a leftover of the cents change.")
        .file("Edit", "tests/Feature/CheckoutTest.php")
        .user("ok. and from now on run the tests with `./vendor/bin/pest --parallel`, the artisan test is too slow for us")
        .bash("./vendor/bin/pest --parallel", "  Tests:    144 passed (391 assertions)\n  Duration: 21.03s\n  Parallel: 8 processes")
        .stop("All 144 pass in 21s with pest in parallel."),
    planted: [{ kind: "instruction", keys: ["pest", "parallel"] }],
  },
  {
    id: "b214-herd-local",
    build: (s) =>
      s
        .user("the docker is not starting, sail up give error of port")
        .bash(
          "./vendor/bin/sail up -d",
          "Error response from daemon: Ports are not available: exposing port TCP 0.0.0.0:80 -> 0.0.0.0:0: listen tcp 0.0.0.0:80: bind: address already in use",
          1,
        )
        .assistant("Port 80 is taken. Probably Herd's nginx is running. Do you want me to stop Herd, or change APP_PORT for Sail?")
        .user("ah. no, forget sail. we stopped to use Sail, all the team is in Herd now. the site local is app-portal.test")
        .bash("curl -sI http://app-portal.test | head -1", "HTTP/1.1 200 OK")
        .assistant("Herd serves it fine: app-portal.test answers 200.")
        .user("perfect, obrigado")
        .stop(),
    planted: [
      { kind: "decision", keys: ["herd"] },
      { kind: "fact", keys: ["app-portal.test"] },
    ],
  },
  {
    id: "b214-migration-column",
    build: (s) =>
      s
        .user("why this migration fail?")
        .bash(
          "php artisan migrate",
          "  2026_11_02_101500_add_status_to_pedidos_table ...... FAIL\n  SQLSTATE[42S21]: Column already exists: 1060 Duplicate column name 'status'",
          1,
        )
        .assistant("The column `status` already exists in `pedidos`. Probably it was created by hand, or an older migration added it.")
        .user("hmm maybe is the seeder? no wait, nevermind, the seeder dont touch schema")
        .assistant("Right, the seeder doesn't. I can wrap the add in `if (! Schema::hasColumn('pedidos', 'status'))`.")
        .user("ok do it")
        .file("Edit", "database/migrations/2026_11_02_101500_add_status_to_pedidos_table.php")
        .bash("php artisan migrate", "  2026_11_02_101500_add_status_to_pedidos_table ...... 12ms DONE")
        .stop("Migration ran now."),
    planted: [],
  },
  {
    id: "b214-price-cents",
    build: (s) =>
      s
        .user("the total of the cart is giving 99.98999 sometimes. float problem?")
        .file("Read", "app/Models/Produto.php")
        .assistant(
          "Yes, `preco` is a DECIMAL cast to float and the sum in PHP loses precision. Two options: cast with `decimal:2` and use bcmath, or store the price in cents as an integer and format only on display. I'd go with cents, it's simpler everywhere.",
        )
        .user("ok we go with your idea, price in cents integer. the stripe account is only EUR by the way, so no need of currency column")
        .file("Write", "database/migrations/2026_11_05_090000_convert_preco_to_cents.php")
        .bash("php artisan migrate", "  2026_11_05_090000_convert_preco_to_cents ...... 341ms DONE")
        .stop("Converted `preco` to integer cents; the cart sums exactly now."),
    planted: [
      { kind: "decision", keys: ["cents"] },
      { kind: "fact", keys: ["stripe", "eur"] },
    ],
  },
  {
    id: "b214-pint-ci",
    build: (s) =>
      s
        .user("the CI failed again, can you see?")
        .bash(
          "gh run view --log-failed | tail -5",
          "lint  ./vendor/bin/pint --test\nlint    ⨯ app/Http/Controllers/PedidoController.php  no_unused_imports, ordered_imports\nlint  FAIL ... 1 file, 1 style issue\nlint  ##[error]Process completed with exit code 1.",
        )
        .assistant("It's only style: pint found unused and unordered imports in PedidoController.")
        .bash("./vendor/bin/pint", "  FIXED ...... 212 files, 1 style issue fixed\n  ✓ app/Http/Controllers/PedidoController.php")
        .user("always run pint before you commit, pls. the CI fail in it every time and I lose 10 min")
        .stop("Fixed with pint; I'll run it before each commit."),
    planted: [{ kind: "instruction", keys: ["pint"] }],
  },
  {
    id: "b214-invoice-pdf",
    build: (s) =>
      s
        .user("the invoice pdf is cutting the last line of the table")
        .file("Read", "resources/views/pdf/fatura.blade.php")
        .assistant("dompdf doesn't handle `page-break-inside` on tbody well. Adding `page-break-inside: avoid` on each `tr` fixes this case.")
        .file("Edit", "resources/views/pdf/fatura.blade.php")
        .bash('php artisan tinker --execute="App\\Actions\\GerarFatura::run(4412)"', "Saved: s3://faturas-prod/2026/11/4412.pdf")
        .user(
          "ok now is good. for the future: TODO we have to change dompdf to browsershot, dompdf is always problem. but not now, after black friday. and for you know, the pdfs all stay in the bucket faturas-prod, nothing local",
        )
        .stop("The last line shows now."),
    planted: [
      { kind: "task", keys: ["browsershot"] },
      { kind: "fact", keys: ["faturas-prod"] },
    ],
  },
  {
    id: "b214-firstorcreate-question",
    build: (s) =>
      s
        .user("can you explain me what is the difference of firstOrCreate and updateOrCreate?")
        .assistant(
          "`firstOrCreate` looks up by the first array and, if nothing is found, creates with both arrays merged; it never changes an existing row. `updateOrCreate` does the same lookup but, when it finds a row, it updates it with the second array.",
        )
        .user("and which one is better for the import of clients?")
        .assistant("Depends on whether a re-import should overwrite the data. If yes, updateOrCreate; if the first import wins, firstOrCreate.")
        .user("ok, clear. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b214-no-octane",
    build: (s) =>
      s
        .user("the response time of the api is 300ms in average, the boss want less")
        .bash("php artisan route:list --path=api | wc -l", "87")
        .assistant(
          "Options: enable route/config/view caching on deploy, look at the slow queries, or go to Octane. Octane gives the biggest gain but needs care with singletons and static state.",
        )
        .user(
          "we will not use octane in this project, it was decided in the meeting of yesterday, because of the singletons in the old packages. do the caches",
        )
        .bash(
          "php artisan optimize",
          "   INFO  Caching framework bootstrap, configuration, and metadata.\n  config ........ 22ms DONE\n  events ........ 2ms DONE\n  routes ........ 31ms DONE\n  views ......... 180ms DONE",
        )
        .stop("Caches built; on my machine the api went from ~300ms to ~210ms."),
    planted: [{ kind: "decision", keys: ["octane"] }],
  },
  {
    id: "b214-report-dates",
    build: (s) =>
      s
        .user("the sales report show the orders of the day before after 21h. strange")
        .bash("php artisan tinker --execute=\"echo config('app.timezone')\"", "UTC")
        .assistant("The app runs in UTC, and 21:00 in São Paulo is 00:00 UTC, so late orders fall into the next day.")
        .user(
          "yes. the server stay in UTC, but all our clients are in America/Sao_Paulo. convert in the report. and the dates in reports always in format d/m/Y please, the client complained of the american format",
        )
        .file("Edit", "app/Reports/VendasReport.php")
        .stop("The report groups by São Paulo day now and prints d/m/Y."),
    planted: [
      { kind: "fact", keys: ["america/sao_paulo"] },
      { kind: "instruction", keys: ["d/m/y"] },
    ],
  },
  {
    id: "b214-payments-owner",
    build: (s) =>
      s
        .user("I need a new field 'parcelas' in the checkout")
        .bash("grep -rl 'parcelas' app/ | head", "app/Payments/Gateways/PagSeguro.php\napp/Payments/Data/Charge.php")
        .assistant("Installments already exist in app/Payments (Charge has `parcelas`). I can expose it in the checkout request and pass it to the gateway.")
        .user(
          "wait. the payments module is of the Rafael team, they own it. dont change nothing in app/Payments without ask him first, ok? only do the checkout side",
        )
        .file("Edit", "app/Http/Requests/CheckoutRequest.php")
        .assistant("Only CheckoutRequest changed; it validates `parcelas` 1–12 and passes it through untouched.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rafael"] },
      { kind: "instruction", keys: ["app/payments"] },
    ],
  },
  {
    id: "b214-csrf-419",
    build: (s) =>
      s
        .user("I get 419 when I post the contact form. maybe is the session driver?")
        .bash("grep SESSION_DRIVER .env", "SESSION_DRIVER=database")
        .assistant("The driver is database, that should be fine. Could also be the token missing in the form, let me check.")
        .file("Read", "resources/views/contato.blade.php")
        .assistant("The form has no `@csrf`. Adding it.")
        .file("Edit", "resources/views/contato.blade.php")
        .user("worked, thanks")
        .stop("Added @csrf; the form posts fine now."),
    planted: [],
  },
  {
    id: "b214-mailgun-key",
    build: (s) =>
      s
        .user("the emails of password reset dont arrive")
        .bash(
          "tail -3 storage/logs/laravel.log",
          '[2026-11-12 10:02:11] production.ERROR: Mailgun: 401 Unauthorized. Forbidden {"exception":"[object] (Symfony\\\\Component\\\\Mailer\\\\Exception\\\\HttpTransportException(code: 401)"}',
        )
        .assistant("Mailgun answers 401: the API key in .env is not valid anymore, maybe it expired or was revoked.")
        .user("ah yes, I put the new key now in the forge")
        .bash("php artisan tinker --execute=\"Mail::raw('teste', fn(\\$m) => \\$m->to('dev@example.com'))\"", "= Illuminate\\Mail\\SentMessage {#6012}")
        .user("works. remind me to rotate the mailgun key of the staging too before friday, it is the same old one")
        .stop("Sent; production mail is working again."),
    planted: [{ kind: "task", keys: ["mailgun", "staging"] }],
  },
  {
    id: "b214-livewire-choice",
    build: (s) =>
      s
        .user("we need a new screen for the stock, with filters and table. how you would do?")
        .file("Read", "package.json")
        .assistant(
          "Two ways fit this app: a Livewire component with the filters as public properties, or an Inertia page with Vue. Livewire keeps everything in Blade and PHP; Inertia gives a richer client but adds a build and a second language.",
        )
        .user("livewire. the team dont know vue, and the admin is already all in livewire")
        .file("Write", "app/Livewire/Estoque/Index.php")
        .file("Write", "resources/views/livewire/estoque/index.blade.php")
        .stop("Scaffolded the Livewire component for the stock screen."),
    planted: [{ kind: "decision", keys: ["livewire"] }],
  },
  {
    id: "b214-no-facades",
    build: (s) =>
      s
        .user("create a service for calculate the frete")
        .file("Write", "app/Services/FreteService.php")
        .assistant("Created FreteService; it calls `Http::get` to the carrier and caches with `Cache::remember` for 10 minutes.")
        .user("please, no facades in the new services. inject the dependencies in the constructor, is the pattern we follow in all services")
        .file("Edit", "app/Services/FreteService.php")
        .stop("FreteService now receives the HTTP factory and the cache repository in the constructor."),
    planted: [{ kind: "instruction", keys: ["facades"] }],
  },
  {
    id: "b214-json-mariadb",
    build: (s) =>
      s
        .user("the test of the filter by json pass local but fail in the CI")
        .bash(
          "gh run view --log-failed | grep SQLSTATE",
          "SQLSTATE[42000]: Syntax error or access violation: 1064 You have an error in your SQL syntax near '->>'$.cor'' at line 1",
          1,
        )
        .assistant("The `->>` operator is MySQL only. Which database does the CI use?")
        .user("the production is MySQL 8 but the CI run in MariaDB 10.6, I know, is bad. use something that work in the two")
        .file("Edit", "app/Models/Produto.php")
        .bash("./vendor/bin/pest --filter=FiltroJson", "  Tests:    4 passed (9 assertions)")
        .stop("Switched to JSON_UNQUOTE(JSON_EXTRACT(...)), which both accept."),
    planted: [
      { kind: "fact", keys: ["mariadb"] },
      { kind: "fact", keys: ["mysql 8"] },
    ],
  },
  {
    id: "b214-composer-update",
    build: (s) =>
      s
        .user("run composer update only for laravel/framework")
        .bash(
          "composer update laravel/framework --with-dependencies",
          "Loading composer repositories with package information\nUpdating dependencies\nLock file operations: 0 installs, 3 updates, 0 removals\n  - Upgrading laravel/framework (v10.48.4 => v10.48.22)\nPackage swiftmailer/swiftmailer is abandoned, you should avoid using it. Use symfony/mailer instead.\n> @php artisan package:discover --ansi\n  TODO: never run this in production without backup (from post-update-cmd)",
        )
        .assistant("laravel/framework is at v10.48.22 now. The swiftmailer warning is an old package still in the lock.")
        .user("ok, and is safe?")
        .assistant("It's a patch release in the same minor; the changelog has only bug fixes. The tests pass too.")
        .bash("./vendor/bin/pest --parallel", "  Tests:    144 passed (391 assertions)")
        .user("ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b214-cache-redis",
    build: (s) =>
      s
        .user("the users are logging out random in production")
        .bash("grep -E 'CACHE_DRIVER|SESSION_DRIVER' .env.production", "CACHE_DRIVER=file\nSESSION_DRIVER=file")
        .assistant(
          "Sessions and cache are on the local disk. With more than one server behind the balancer, each server has its own files, so a request on another server finds no session.",
        )
        .user("yes we have 3 servers behind the load balancer. lets put the cache in database driver for now")
        .assistant("The database driver works across servers. It adds some load on MySQL for every cache hit, though.")
        .user("hmm no wait. we go with redis for cache and session, the database is already suffering")
        .file("Edit", ".env.production")
        .stop("Cache and session on redis now."),
    planted: [
      { kind: "decision", keys: ["redis", "session"] },
      { kind: "fact", keys: ["load balancer"] },
    ],
  },
  {
    id: "b214-n-plus-one",
    build: (s) =>
      s
        .user("the list of orders is very slow, 4 seconds")
        .bash("php artisan debugbar:queries /pedidos | tail -2", "Queries: 403 (duplicates: 400)\nTime: 3.81s")
        .assistant("Classic N+1: each order loads its cliente and itens separately. Adding `with(['cliente', 'itens'])`.")
        .file("Edit", "app/Http/Controllers/PedidoController.php")
        .assistant("Index is fixed, 3 queries now. There is the same N+1 in CustomerExport, I didn't touch it.")
        .user("ok leave the CustomerExport for the next sprint, put as pending")
        .stop("Done for the index."),
    planted: [{ kind: "task", keys: ["customerexport"] }],
  },
  {
    id: "b214-commit-english",
    build: (s) =>
      s
        .user("faz o commit disso. sorry, commit this please")
        .bash("git status --short", " M app/Services/FreteService.php\n M tests/Unit/FreteServiceTest.php")
        .assistant('Two files. Message: "Injeta dependencias no FreteService"?')
        .user("the commit messages always in english, even if I speak portuguese with you. and with the jira code in front, like PORT-123: message")
        .bash(
          'git commit -am "PORT-431: Inject dependencies into FreteService"',
          "[feature/frete 9c1e2f0] PORT-431: Inject dependencies into FreteService\n 2 files changed, 18 insertions(+), 9 deletions(-)",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["english"] },
      { kind: "instruction", keys: ["jira"] },
    ],
  },
  {
    id: "b214-failed-retry",
    build: (s) =>
      s
        .user("have failed jobs?")
        .bash(
          "php artisan queue:failed",
          "  2026-11-14 03:12:09 9f2c... database@default App\\Jobs\\EnviarNotaFiscal\n  2026-11-14 03:12:10 a81b... database@default App\\Jobs\\EnviarNotaFiscal",
        )
        .assistant("Two EnviarNotaFiscal jobs failed at 03:12, both with a timeout from the SEFAZ endpoint.")
        .user("retry all")
        .bash("php artisan queue:retry all", "   INFO  Pushing failed queue jobs back onto the queue.")
        .assistant("Both retried and processed.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b214-forge-deploy",
    build: (s) =>
      s
        .user("I merged the PR, when it go to staging?")
        .bash("git log origin/develop -1 --oneline", "e41d0a2 Merge pull request #288 from empresa/feature/frete")
        .assistant("It's on develop. How is staging deployed here, manually or by a hook?")
        .user("staging deploy alone when something merge in develop, forge do it. and no deploy in friday, never, this is rule of the team")
        .bash("curl -s https://staging.portal.example.com/version", "e41d0a2")
        .stop("Staging already has e41d0a2."),
    planted: [
      { kind: "fact", keys: ["forge", "develop"] },
      { kind: "instruction", keys: ["friday"] },
    ],
  },
  {
    id: "b214-scheduler-twice",
    build: (s) =>
      s
        .user("the clients receive the reminder email 3 times!! since the new servers")
        .file("Read", "app/Console/Kernel.php")
        .bash("ssh web2 'crontab -l'", "* * * * * cd /home/forge/portal && php artisan schedule:run >> /dev/null 2>&1")
        .assistant(
          "Confirmed: the root cause is the scheduler running on all 3 servers, so EnviarLembretes runs 3 times each morning. The cron is on web1, web2 and web3.",
        )
        .user("makes sense. put onOneServer. and from now every scheduled command must have onOneServer, ok?")
        .file("Edit", "app/Console/Kernel.php")
        .stop("EnviarLembretes and the other scheduled commands use onOneServer now (the lock is in redis)."),
    planted: [
      { kind: "fact", keys: ["scheduler", "3 servers"] },
      { kind: "instruction", keys: ["ononeserver"] },
    ],
  },
  {
    id: "b214-upgrade-11",
    build: (s) =>
      s
        .user("which laravel version we are?")
        .bash("php artisan --version", "Laravel Framework 10.48.22")
        .assistant("10.48.22, the last line of 10.x.")
        .user("yes. we have to upgrade to laravel 11 until the end of the year. not today, only note it")
        .stop(),
    planted: [{ kind: "task", keys: ["laravel 11"] }],
  },
  {
    id: "b214-welcome-typo",
    build: (s) =>
      s
        .user("fix the typo in the welcome page, is 'Bem-vindo' with hyphen, not 'Bem vindo'")
        .file("Edit", "resources/views/welcome.blade.php")
        .assistant("Fixed to 'Bem-vindo'.")
        .user("and in the email template too")
        .file("Edit", "resources/views/emails/boas-vindas.blade.php")
        .assistant("Also fixed in the email.")
        .user("thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "b214-sanctum-mobile",
    build: (s) =>
      s
        .user("the mobile app need login by the api. passport or sanctum?")
        .assistant(
          "For a first-party mobile app, Sanctum's personal access tokens are enough. Passport is a full OAuth2 server, useful only if third parties need to authorize.",
        )
        .user("ok sanctum then. passport is overkill for us")
        .bash("composer require laravel/sanctum", "  - Installing laravel/sanctum (v3.3.3): Extracting archive")
        .file("Write", "app/Http/Controllers/Api/AuthController.php")
        .stop("Sanctum installed and a token login endpoint added."),
    planted: [{ kind: "decision", keys: ["sanctum"] }],
  },
  {
    id: "b214-form-requests",
    build: (s) =>
      s
        .user("add validation in the store of fornecedor")
        .file("Edit", "app/Http/Controllers/FornecedorController.php")
        .assistant("Added `$request->validate([...])` in store with cnpj, razao_social and email.")
        .user("I prefer form request for validation, not validate() inside the controller. in all the project")
        .bash("php artisan make:request StoreFornecedorRequest", "   INFO  Request [app/Http/Requests/StoreFornecedorRequest.php] created successfully.")
        .file("Edit", "app/Http/Requests/StoreFornecedorRequest.php")
        .stop("Moved the rules into StoreFornecedorRequest."),
    planted: [{ kind: "instruction", keys: ["form request"] }],
  },
  {
    id: "b214-correios-limit",
    build: (s) =>
      s
        .user("the frete calculation is giving 429 sometimes")
        .bash("grep -c 'correios 429' storage/logs/laravel-2026-11-15.log", "37")
        .assistant("37 rate-limit errors from Correios today. Do you know their limit?")
        .user("the api of correios accept 60 requests per minute for our contract, we was blocked last month for this")
        .file("Edit", "app/Services/FreteService.php")
        .stop("Added a limiter at 55/min in front of the Correios client, and cached quotes per CEP."),
    planted: [{ kind: "fact", keys: ["correios", "60"] }],
  },
  {
    id: "b214-reindex-reminder",
    build: (s) =>
      s
        .user("the search of clients dont find the new ones")
        .file("Read", "app/Models/Cliente.php")
        .assistant("The Scout index has a new field (`cpf`) but existing records were never reindexed. After deploy, `php artisan clientes:reindex` fixes it.")
        .user("ok. I do the deploy today night, and tomorrow I need to run clientes:reindex in prod. remind me")
        .bash("git push origin feature/busca-cpf", "To github.com:empresa/portal.git\n * [new branch]      feature/busca-cpf -> feature/busca-cpf")
        .stop(),
    planted: [{ kind: "task", keys: ["clientes:reindex"] }],
  },
  {
    id: "b214-slow-page-guess",
    build: (s) =>
      s
        .user("the dashboard is slow in the morning only. maybe is the eager loading? or missing index?")
        .bash("php artisan db:monitor", "  mysql ......................................... [18] OK")
        .assistant("Could be either, or the morning backup locking tables. Without the slow log from that hour it's hard to say.")
        .user("hmm. or maybe is the cron of reports that run at 7h?")
        .assistant("Possible too. If you want I can enable the slow query log tomorrow before 7h and we compare.")
        .user("let me think, later we talk about it")
        .stop(),
    planted: [],
  },
  {
    id: "b214-local-mysql-port",
    build: (s) =>
      s
        .user("the migrate local give connection refused")
        .bash("php artisan migrate:status", "SQLSTATE[HY000] [2002] Connection refused (Connection: mysql, SQL: select * from information_schema.tables)", 1)
        .assistant("Nothing answers on 127.0.0.1:3306.")
        .user("ah, my local mysql is in the port 3307, because I have other mysql in 3306 for another client. fix the .env")
        .file("Edit", ".env")
        .bash(
          "php artisan migrate:status",
          "  Migration name .......................... Batch / Status\n  2014_10_12_000000_create_users_table ........ [1] Ran",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["3307"] }],
  },
  {
    id: "b214-soft-delete",
    build: (s) =>
      s
        .user("when I delete a client it give error of foreign key")
        .bash(
          'php artisan tinker --execute="Cliente::find(12)->delete()"',
          "Illuminate\\Database\\QueryException  SQLSTATE[23000]: Integrity constraint violation: 1451 Cannot delete or update a parent row: a foreign key constraint fails (`portal`.`faturas`)",
          1,
        )
        .assistant(
          "The client has invoices, and the FK blocks it. I'd suggest soft delete for clients instead of a hard delete: the invoices must stay for the fiscal history anyway.",
        )
        .user("yes, make this, soft delete for clientes")
        .file("Write", "database/migrations/2026_11_16_080000_add_deleted_at_to_clientes.php")
        .file("Edit", "app/Models/Cliente.php")
        .stop(),
    planted: [{ kind: "decision", keys: ["soft delete"] }],
  },
  {
    id: "b214-no-migrate-fresh",
    build: (s) =>
      s
        .user("the migration of the column 'ativo' is wrong, the default should be true")
        .file("Edit", "database/migrations/2026_11_16_090000_add_ativo_to_fornecedores.php")
        .assistant("Fixed the default. The fastest way to apply is `php artisan migrate:fresh --seed`.")
        .user("NO. never run migrate:fresh, even in local. my database have data of tests that I need. do rollback of one step")
        .bash("php artisan migrate:rollback --step=1 && php artisan migrate", "  2026_11_16_090000_add_ativo_to_fornecedores .... 8ms DONE")
        .stop("Rolled back one step and migrated again."),
    planted: [{ kind: "instruction", keys: ["migrate:fresh"] }],
  },
  {
    id: "b214-npm-build",
    build: (s) =>
      s
        .user("bom dia! tudo bem?")
        .assistant("Bom dia! All good. What are we working on?")
        .user("run the npm build, the css of the login is old")
        .bash(
          "npm run build",
          "vite v5.4.10 building for production...\n✓ 48 modules transformed.\npublic/build/assets/app-4f1c2a.css  38.12 kB\n✓ built in 2.31s",
        )
        .assistant("Built. The login now gets app-4f1c2a.css.")
        .user("yes now is right")
        .stop(),
    planted: [],
  },
  {
    id: "b214-importcsv-tests",
    build: (s) =>
      s
        .user("the import of csv broke with file of 10k lines")
        .file("Read", "app/Jobs/ImportCsv.php")
        .assistant("It reads the whole file into memory. Switching to LazyCollection with chunks of 500.")
        .file("Edit", "app/Jobs/ImportCsv.php")
        .bash("php artisan tinker --execute=\"dispatch_sync(new App\\Jobs\\ImportCsv('storage/app/clientes-10k.csv'))\"", "Imported 10000 rows in 14.2s")
        .user("works. we have to write tests for the ImportCsv job, nobody never did. put in the list for later")
        .stop(),
    planted: [{ kind: "task", keys: ["importcsv", "tests"] }],
  },
  {
    id: "b214-legacy-table",
    build: (s) =>
      s
        .user("there is a lot of tables not used in the database, can you list?")
        .bash("php artisan db:table --list | grep -v -f used.txt", "pedidos_legado\nlogs_antigos\ntemp_import_2023")
        .assistant("Three tables no model uses: pedidos_legado, logs_antigos, temp_import_2023. Want a migration to drop them?")
        .user("logs_antigos and temp_import can drop. but pedidos_legado no! the old system in CodeIgniter still write in it every night")
        .file("Write", "database/migrations/2026_11_17_100000_drop_unused_tables.php")
        .stop(),
    planted: [{ kind: "fact", keys: ["pedidos_legado"] }],
  },
  {
    id: "b214-make-stubs",
    build: (s) =>
      s
        .user("create a model Transportadora with migration")
        .file("Write", "app/Models/Transportadora.php")
        .assistant("Created the model and a migration by hand.")
        .user("use the php artisan make: commands for create the files, dont write by hand. we have custom stubs, the make: respect them")
        .bash(
          "php artisan make:model Transportadora -m --force",
          "   INFO  Model [app/Models/Transportadora.php] created successfully.\n   INFO  Migration [database/migrations/2026_11_17_110000_create_transportadoras_table.php] created successfully.",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["make:", "stubs"] }],
  },
  {
    id: "b214-presigned-uploads",
    build: (s) =>
      s
        .user("upload of videos is timeout in the server, the files are 500mb")
        .file("Read", "app/Http/Controllers/UploadController.php")
        .assistant(
          "PHP receives the whole file and then sends it to S3. Options: raise the nginx and PHP limits, or let the browser upload straight to S3 with a presigned URL and only save the key.",
        )
        .user("presigned url. decided, the uploads go direct of the browser to s3, not passing in our server anymore")
        .file("Edit", "app/Http/Controllers/UploadController.php")
        .stop("The endpoint now returns a presigned PUT URL."),
    planted: [{ kind: "decision", keys: ["presigned"] }],
  },
  {
    id: "b214-env-question",
    build: (s) =>
      s
        .user("what is the difference of config:cache and optimize? I always confuse")
        .assistant("`config:cache` only caches the config. `optimize` caches config, events, routes and views together.")
        .user("and if I change the .env after, need to run again?")
        .assistant("Yes: with the config cached, env() calls outside config files return null and .env changes are ignored until you cache again.")
        .user("ah ok, this explain a lot of things haha")
        .stop(),
    planted: [],
  },
  {
    id: "b214-tinker-count",
    build: (s) =>
      s
        .user("how many clients registered this month?")
        .bash("php artisan tinker --execute=\"echo Cliente::whereMonth('created_at', 11)->count()\"", "1284")
        .assistant("1284 clients registered in November.")
        .user("and last month?")
        .bash("php artisan tinker --execute=\"echo Cliente::whereMonth('created_at', 10)->count()\"", "977")
        .assistant("977 in October, so about 31% more this month.")
        .user("nice, the marketing will be happy")
        .stop(),
    planted: [],
  },
  {
    id: "b214-filament-admin",
    build: (s) =>
      s
        .user("the admin panel need a crud for transportadoras. we have nova license still?")
        .bash(
          "composer show | grep -i -E 'nova|filament'",
          "filament/filament   v3.2.115  A collection of full-stack components for accelerated Laravel development.",
        )
        .assistant("Only Filament is installed; no Nova. I could add a Filament resource, or a plain Livewire CRUD like the stock screen.")
        .user("filament resource. we decided to keep all the admin cruds in filament, the nova license we dont renew")
        .bash(
          "php artisan make:filament-resource Transportadora --generate",
          "   INFO  Filament resource [App\\Filament\\Resources\\TransportadoraResource] created successfully.",
        )
        .user("thanks. later we need to put permissions in this resource, only the logistica role. not now, the roles are not ready")
        .stop(),
    planted: [
      { kind: "decision", keys: ["filament"] },
      { kind: "task", keys: ["permissions", "logistica"] },
    ],
  },
  {
    id: "b214-uuid-keys",
    build: (s) =>
      s
        .user("the ids of the pedidos appear in the url, the client can see how many orders we have")
        .file("Read", "app/Models/Pedido.php")
        .assistant(
          "We could use ULIDs as the public key: add a `ulid` column and route-model-bind on it, keeping the integer id for the FKs. Or hash the ids with hashids.",
        )
        .user("ulid column for the url, the int id stay for the relations. ok go")
        .file("Write", "database/migrations/2026_11_18_090000_add_ulid_to_pedidos.php")
        .file("Edit", "app/Models/Pedido.php")
        .assistant("Done for pedidos. Faturas and clientes have the same exposure in their urls.")
        .user("yes, faturas and clientes also need the ulid. follow-up for next week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ulid"] },
      { kind: "task", keys: ["faturas", "ulid"] },
    ],
  },
  {
    id: "b214-nfe-sefaz",
    build: (s) =>
      s
        .user("the job of nota fiscal fail every night in 3h")
        .bash(
          "grep 'EnviarNotaFiscal' storage/logs/laravel.log | tail -2",
          "[2026-11-18 03:00:41] production.ERROR: SEFAZ timeout after 30s\n[2026-11-18 03:01:12] production.ERROR: SEFAZ timeout after 30s",
        )
        .assistant("Always a SEFAZ timeout around 03:00. Maybe their maintenance window?")
        .user("yes, the SEFAZ of SP is in maintenance every night from 2h to 4h. move the job for 5h")
        .file("Edit", "app/Console/Kernel.php")
        .user("and we have to add a retry with backoff in this job, I open a ticket later for it")
        .stop("EnviarNotaFiscal now runs at 05:00."),
    planted: [
      { kind: "fact", keys: ["sefaz", "maintenance"] },
      { kind: "task", keys: ["backoff"] },
    ],
  },
  {
    id: "b214-money-lib",
    build: (s) =>
      s
        .user("format the values in the emails in reais, R$ 1.234,56")
        .file("Read", "composer.json")
        .assistant("I can use `Number::currency($v / 100, 'BRL', 'pt_BR')` from Laravel, or add brick/money.")
        .user("no new package for this. use the Number::currency of laravel, we decided this in the review of last week")
        .file("Edit", "app/Mail/PedidoConfirmado.php")
        .user("and TODO: the old helper formatar_real() in app/helpers.php, remove it when nobody use it more")
        .stop(),
    planted: [
      { kind: "decision", keys: ["number::currency"] },
      { kind: "task", keys: ["formatar_real"] },
    ],
  },
  {
    id: "b214-logs-daily",
    build: (s) =>
      s
        .user("the laravel.log have 9GB, the disk of web1 is almost full")
        .bash("df -h / | tail -1 && du -sh storage/logs", "/dev/vda1   50G   47G  3.0G  94% /\n9.1G\tstorage/logs")
        .assistant("The log channel is `single`, so it never rotates. I can switch to `daily` with 14 days, or send the logs to Papertrail.")
        .user("daily with 14 days. papertrail cost money, no")
        .file("Edit", "config/logging.php")
        .bash("truncate -s 0 storage/logs/laravel.log && df -h / | tail -1", "/dev/vda1   50G   38G   12G  76% /")
        .user("ok. we need to put an alert of disk in the forge for the 3 servers, I do it monday")
        .stop(),
    planted: [
      { kind: "decision", keys: ["daily", "14"] },
      { kind: "task", keys: ["alert", "disk"] },
    ],
  },
  {
    id: "b214-spatie-permission",
    build: (s) =>
      s
        .user("the roles are ready now? I need to check if user is gerente in the relatorios")
        .bash("composer show spatie/laravel-permission", "name     : spatie/laravel-permission\nversions : * 6.9.0")
        .assistant(
          "spatie/laravel-permission is installed. I'd check with `$user->can('ver relatorios')` rather than the role name, so the gerente role just gets that permission.",
        )
        .user("yes, check by permission, never by role name. this is for all the project from now")
        .file("Edit", "app/Http/Controllers/RelatorioController.php")
        .user("also the seeder of permissions is manual today, we need to transform it in a migration, later")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["permission", "role name"] },
      { kind: "task", keys: ["seeder", "migration"] },
    ],
  },
  {
    id: "b214-branch-names",
    build: (s) =>
      s
        .user("create a branch for the fix of the cep validation")
        .bash("git checkout -b fix-cep", "Switched to a new branch 'fix-cep'")
        .assistant("Created fix-cep from develop.")
        .user("the branches here are with prefix, fix/ or feature/, and the jira code. like fix/PORT-440-cep. always from develop, never from main")
        .bash("git branch -m fix/PORT-440-cep", "")
        .stop("Renamed to fix/PORT-440-cep."),
    planted: [
      { kind: "instruction", keys: ["feature/"] },
      { kind: "instruction", keys: ["develop", "main"] },
    ],
  },
  {
    id: "b214-cep-api",
    build: (s) =>
      s
        .user("the validation of cep accept any 8 numbers, need to check if exist")
        .file("Read", "app/Rules/Cep.php")
        .assistant(
          "I can call ViaCEP in the rule, or BrasilAPI which aggregates several sources. ViaCEP is free and has no key; BrasilAPI falls back between providers.",
        )
        .user("brasilapi. viacep was out two times this year, we go with brasilapi")
        .file("Edit", "app/Rules/Cep.php")
        .bash("./vendor/bin/pest --parallel --filter=Cep", "  Tests:    6 passed (12 assertions)")
        .stop(),
    planted: [{ kind: "decision", keys: ["brasilapi"] }],
  },
  {
    id: "b214-pr-review",
    build: (s) =>
      s
        .user("open the PR for this branch")
        .bash("gh pr create --base develop --fill", "https://github.com/empresa/portal/pull/301")
        .assistant("Opened #301 against develop.")
        .user("put the Lucas as reviewer. he is the tech lead, every PR need his approve before merge")
        .bash("gh pr edit 301 --add-reviewer lucas-andrade", "https://github.com/empresa/portal/pull/301")
        .stop(),
    planted: [{ kind: "fact", keys: ["lucas", "tech lead"] }],
  },
  {
    id: "b214-queue-driver",
    build: (s) =>
      s
        .user("the queue is in database driver and the table jobs have 2 million lines")
        .bash("php artisan tinker --execute=\"echo DB::table('jobs')->count()\"", "2013442")
        .assistant(
          "The database queue is struggling. Since Horizon and redis are already there, the default queue could move to redis too. Or SQS, if you prefer managed.",
        )
        .user("hmm sqs maybe... no, redis. we already pay it. change the QUEUE_CONNECTION to redis")
        .file("Edit", ".env.production")
        .user("and the old jobs table, truncate after the queue is empty. I tell you when, not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["queue_connection", "redis"] },
      { kind: "task", keys: ["truncate"] },
    ],
  },
  {
    id: "b214-blade-components",
    build: (s) =>
      s
        .user("the button of salvar is different in every page, can you unify?")
        .bash("grep -rl 'btn btn-primary' resources/views | wc -l", "41")
        .assistant("41 views have their own button markup. I'll make an `<x-botao>` component and replace them.")
        .file("Write", "resources/views/components/botao.blade.php")
        .user("ok. and for the new screens use always the components of resources/views/components, no html of button or input copied")
        .assistant("Understood. I replaced it in 12 views so far.")
        .user("the other 29 views we do in another moment, put as pending")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["components"] },
      { kind: "task", keys: ["29"] },
    ],
  },
  {
    id: "b214-php-version",
    build: (s) =>
      s
        .user("php -v on the server please")
        .bash("ssh web1 'php -v | head -1'", "PHP 8.2.24 (cli) (built: Sep 27 2026 04:12:11) (NTS)")
        .assistant("web1 runs PHP 8.2.24.")
        .user("and the local mine?")
        .bash("php -v | head -1", "PHP 8.3.13 (cli) (built: Oct 22 2026 17:30:02) (NTS)")
        .assistant("Local is 8.3.13, one minor ahead of the server.")
        .user("ok, is only curiosity")
        .stop(),
    planted: [],
  },
  {
    id: "b214-debug-dd",
    build: (s) =>
      s
        .user("put a dd in the store of pedido, I want to see the request")
        .file("Edit", "app/Http/Controllers/PedidoController.php")
        .assistant("Added `dd($request->all())` at the top of store.")
        .user("ok I saw. is missing the 'observacao'. the form send with other name? maybe 'obs'?")
        .assistant("Yes, the form field is `obs`. Do you want me to rename the input or map it in the controller?")
        .user("rename the input. and remove the dd")
        .file("Edit", "resources/views/pedidos/form.blade.php")
        .assistant("Renamed the input to `observacao` and removed the dd.")
        .stop(),
    planted: [],
  },
  {
    id: "b214-backup-spatie",
    build: (s) =>
      s
        .user("we have backup of the database? the client asked")
        .bash("ssh web1 'ls /home/forge/backups | tail -2'", "portal-2026-11-19.sql.gz\nportal-2026-11-20.sql.gz")
        .assistant("There are daily dumps on web1 itself, made by a cron with mysqldump. If web1 dies, the backups die with it.")
        .user("terrible. ok, we install spatie/laravel-backup and send to the s3, is decided")
        .bash("composer require spatie/laravel-backup", "  - Installing spatie/laravel-backup (8.8.2): Extracting archive")
        .file("Edit", "config/backup.php")
        .user("one more thing for after: test the restore of the backup in the staging, one time per month. I put in the calendar")
        .stop(),
    planted: [
      { kind: "decision", keys: ["laravel-backup"] },
      { kind: "task", keys: ["restore"] },
    ],
  },
  {
    id: "b214-api-versioning",
    build: (s) =>
      s
        .user("the mobile team want change the response of /api/pedidos but the old app version still use it")
        .file("Read", "routes/api.php")
        .assistant("We could version by prefix (`/api/v2/pedidos`) or by an Accept header. The prefix is simpler to route and to see in the logs.")
        .user("prefix. /api/v2, and the v1 stay until the old app die")
        .file("Write", "routes/api_v2.php")
        .stop("Added the v2 routes file with its own prefix."),
    planted: [{ kind: "decision", keys: ["/api/v2"] }],
  },
];

export const BLIND214 = plantedSet(BLIND214_SESSIONS, Date.UTC(2026, 10, 17, 9));
