/**
 * Blind planted set 191 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Laravel/PHP SaaS developer with a customer-support past, who writes numbered lists
 * ("1. … 2. …") mixing tasks, rules and facts in one message, often with a support ticket or a
 * customer's complaint as the reason, and with typos.
 * Each session is one segment; the items planted in it are listed with it: 73 items (18 decisions, 17 instructions,
 * 20 facts, 18 tasks) in 47 sessions, 12 of which plant nothing (56 user/assistant messages between them). Every other message
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

export const BLIND191_SESSIONS: BlindSession[] = [
  {
    id: "b191-horizon-queues",
    build: (s) =>
      s
        .user(
          "ok before you touch the billing jobs, some context:\n1. we went with Horizon, not plain queue:work, so supervisor config is just the one horizon process\n2. never dispatch a job inside a DB transaction unless it has afterCommit, we had a ticket storm last year because of that exact thing\n3. the SendInvoiceEmail job is failing on staging, can you look",
        )
        .bash("php artisan horizon:status", "Horizon is running.")
        .bash(
          "php artisan queue:failed | head -5",
          "+------+------------+---------+---------------------------------+---------------------+\n| ID   | Connection | Queue   | Class                           | Failed At           |\n| 8812 | redis      | default | App\\Jobs\\SendInvoiceEmail       | 2026-11-18 22:14:03 |",
        )
        .file("Read", "app/Jobs/SendInvoiceEmail.php")
        .assistant(
          "The job receives an Invoice whose pdf_path is null: it's dispatched from InvoiceService::finalize before the PDF is written. I'll make it wait for the PDF by dispatching it from the GenerateInvoicePdf job's end instead.",
        )
        .file("Edit", "app/Services/InvoiceService.php")
        .file("Edit", "app/Jobs/GenerateInvoicePdf.php")
        .user(
          "nice. leave the pdf stuff on the default queue for today but TODO for later: move invoice PDF generation onto its own pdf queue, it blocks password reset mails at month end",
        )
        .stop("Done: SendInvoiceEmail now runs after GenerateInvoicePdf; failed job 8812 retried and passed."),
    planted: [
      { kind: "decision", keys: ["horizon"] },
      { kind: "instruction", keys: ["aftercommit"] },
      { kind: "task", keys: ["pdf", "queue"] },
    ],
  },
  {
    id: "b191-stripe-webhooks",
    build: (s) =>
      s
        .user("customer says their plan didn't upgrade after paying. can you check the webhook logs for team 4412?")
        .bash(
          "grep 'team_id\":4412' storage/logs/laravel-2026-11-19.log | tail -3",
          '[2026-11-19 08:02:11] production.INFO: stripe webhook received {"type":"invoice.payment_action_required","team_id":4412}\n[2026-11-19 08:02:11] production.INFO: unhandled webhook type, ignoring',
        )
        .assistant(
          "The payment needed 3DS confirmation: Stripe sent invoice.payment_action_required, and our handler ignores that type, so the customer never got the confirmation email. The upgrade never went through on Stripe's side either.",
        )
        .user(
          "ugh ok. 1. for context the webhooks all go through Cashier's controller at /stripe/webhook, we just extend it in App\\Http\\Controllers\\StripeWebhookController. 2. I'll email the customer the hosted invoice link by hand now. 3. follow-up: we need to actually handle payment_action_required, not today tho",
        )
        .file("Read", "app/Http/Controllers/StripeWebhookController.php")
        .assistant("Here's the hosted invoice URL for their open invoice: https://invoice.stripe.com/i/acct_1Nx/test_YWNjdF8x. I haven't changed any code.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cashier", "webhook"] },
      { kind: "task", keys: ["payment_action_required"] },
    ],
  },
  {
    id: "b191-pest-parallel",
    build: (s) =>
      s
        .user("can you run the tests for the Teams module")
        .bash(
          "php artisan test --filter=Teams",
          "   FAIL  Tests\\Feature\\Teams\\InviteMemberTest\n  ✕ it sends invite email  0.84s\n\n  Tests:    1 failed, 23 passed (61 assertions)",
        )
        .user(
          "ah wait, two things you should know and keep in mind from now on:\n1. run tests with ./vendor/bin/pest --parallel, not artisan test, artisan test is slow and the output is weird with our plugins\n2. the test db is sqlite in memory EXCEPT the Billing suite, billing tests need the real mysql container because of the json columns",
        )
        .bash("./vendor/bin/pest --parallel --filter=Teams", "  Tests:    1 failed, 23 passed (61 assertions)\n  Duration: 2.11s\n  Parallel: 8 processes")
        .file("Read", "tests/Feature/Teams/InviteMemberTest.php")
        .assistant("The invite test asserts Mail::assertSent but the mailable is now queued; it needs Mail::assertQueued. Fixing that.")
        .file("Edit", "tests/Feature/Teams/InviteMemberTest.php")
        .bash("./vendor/bin/pest --parallel --filter=Teams", "  Tests:    24 passed (62 assertions)\n  Duration: 2.03s")
        .stop("Teams suite is green: 24 passed."),
    planted: [
      { kind: "instruction", keys: ["pest", "parallel"] },
      { kind: "fact", keys: ["billing", "mysql"] },
    ],
  },
  {
    id: "b191-tenancy-scope",
    build: (s) =>
      s
        .user(
          "we have to stop leaking projects between teams. a customer saw another company's project name in the search dropdown this morning, I had to apologize for 20 min on the phone. what are our options",
        )
        .file("Read", "app/Models/Project.php")
        .bash("grep -rn 'where(.team_id' app/ | wc -l", "47")
        .assistant(
          "Two options: (a) a separate database per team with stancl/tenancy, or (b) keep the single database and add a global scope on team_id to every team-owned model, via a trait that also sets team_id on create. (b) is much smaller: 47 manual where clauses today become one trait. I'd go with (b).",
        )
        .user(
          "yes go with b, single db + the team_id global scope. multi-db is overkill for us. and from now on every new model that belongs to a team gets that trait, call it BelongsToTeam",
        )
        .file("Write", "app/Models/Concerns/BelongsToTeam.php")
        .file("Edit", "app/Models/Project.php")
        .bash("./vendor/bin/pest --parallel --filter=Project", "  Tests:    31 passed (88 assertions)")
        .stop("BelongsToTeam added and applied to Project; project tests pass."),
    planted: [
      { kind: "decision", keys: ["team_id", "scope"] },
      { kind: "instruction", keys: ["belongstoteam"] },
    ],
  },
  {
    id: "b191-helpscout",
    build: (s) =>
      s
        .user(
          "new thing. support wants the customer's plan shown in the Help Scout sidebar.\n1. Maria owns the Help Scout integration, its code is in app/Integrations/HelpScout, she wrote it\n2. don't change the OAuth bits, just add the plan to the sidebar payload\n3. remind me to ask Maria what the rate limit on their dynamic app endpoint is before we go live",
        )
        .file("Read", "app/Integrations/HelpScout/SidebarController.php")
        .assistant("The sidebar payload is built in SidebarController::render. I'll add the plan name and the renewal date from the team's subscription.")
        .file("Edit", "app/Integrations/HelpScout/SidebarController.php")
        .bash("./vendor/bin/pest --parallel --filter=HelpScout", "  Tests:    6 passed (14 assertions)")
        .user("looks good")
        .stop("The sidebar now shows plan and renewal date; HelpScout tests pass."),
    planted: [
      { kind: "fact", keys: ["maria", "help scout"] },
      { kind: "task", keys: ["maria", "rate limit"] },
    ],
  },
  {
    id: "b191-migrations-prod",
    build: (s) =>
      s
        .user("the add_vat_number migration from last week, can you just add a nullable index to it")
        .file("Read", "database/migrations/2026_11_10_120000_add_vat_number_to_teams.php")
        .assistant(
          "That migration has already run on production (it's in the migrations table there). If I edit it, prod won't pick the change up. I'd add a new migration for the index instead. OK?",
        )
        .user(
          "right, my bad. yes new migration. and thats the rule going forward: never edit an old migration once it ran on prod, always a new one. fyi prod is MySQL 8.0.32 on RDS so you can use functional indexes if you need",
        )
        .file("Write", "database/migrations/2026_11_19_093000_add_vat_number_index_to_teams.php")
        .bash("sail artisan migrate", "   INFO  Running migrations.\n\n  2026_11_19_093000_add_vat_number_index_to_teams ........ 38ms DONE")
        .stop("New migration added and run locally."),
    planted: [
      { kind: "instruction", keys: ["old migration"] },
      { kind: "fact", keys: ["8.0.32"] },
    ],
  },
  {
    id: "b191-envoyer-deploy",
    build: (s) =>
      s
        .user("deploy failed again?? can you look at what envoyer says")
        .bash("curl -s -H \"Authorization: Bearer $ENVOYER_TOKEN\" https://envoyer.io/api/projects/2231/deployments | jq '.deployments[0].status'", '"failed"')
        .bash(
          'curl -s -H "Authorization: Bearer $ENVOYER_TOKEN" https://envoyer.io/api/projects/2231/deployments/99812/output | tail -4',
          "Installing dependencies from lock file\nYour lock file does not contain a compatible set of packages. Please run composer update.\n  Problem 1\n    - laravel/pennant v1.12.0 requires php ^8.3 -> your php version (8.2.14) does not satisfy that requirement.",
        )
        .assistant(
          "The deploy failed because composer.lock pins laravel/pennant 1.12, which needs PHP 8.3, and the servers run 8.2.14. I can pin pennant to ^1.11 so it resolves on 8.2.",
        )
        .user(
          "do that. context for you: we deploy with Envoyer only, zero downtime, it keeps 5 releases, forge is only for provisioning. next sprint we need an Envoyer health check hook that curls /up after activation and rolls back if it fails, add it to the list",
        )
        .file("Edit", "composer.json")
        .bash("composer update laravel/pennant", "  - Downgrading laravel/pennant (v1.12.0 => v1.11.3)\nGenerating optimized autoload files")
        .stop("Pinned pennant to ^1.11; lock updated. Ready to redeploy."),
    planted: [
      { kind: "fact", keys: ["envoyer", "5 releases"] },
      { kind: "task", keys: ["health check"] },
    ],
  },
  {
    id: "b191-plan-limits-cache",
    build: (s) =>
      s
        .user("the plan limits query runs on every request, it shows up in telescope like 9 times per page. can we cache it")
        .file("Read", "app/Support/PlanLimits.php")
        .assistant("I can cache the limits in Redis per team for 10 minutes, keyed on team id, and bust it in the subscription updated listener.")
        .user("yeah let's cache it in redis for 10 min")
        .file("Edit", "app/Support/PlanLimits.php")
        .bash("./vendor/bin/pest --parallel --filter=PlanLimits", "  Tests:    9 passed (20 assertions)")
        .user(
          "hmm wait. this is exactly the upgrade bug from march, remember? customer upgrades, limits stay stale for 10 min, they open a ticket saying they paid and still can't add seats. confirmed it back then in the logs, it was the stale cached plan limits. so no redis. memoize it per-request only, once() or a singleton, thats it",
        )
        .assistant("Switching to per-request memoization with once(); no cross-request cache.")
        .file("Edit", "app/Support/PlanLimits.php")
        .bash("./vendor/bin/pest --parallel --filter=PlanLimits", "  Tests:    9 passed (20 assertions)")
        .stop("Plan limits are now memoized per request with once(); one query per page in Telescope."),
    planted: [
      { kind: "decision", keys: ["per-request"] },
      { kind: "fact", keys: ["stale", "plan limits"] },
    ],
  },
  {
    id: "b191-livewire-admin",
    build: (s) =>
      s
        .user("need an admin screen to see a team's usage. internal only, support uses it")
        .assistant("Should it be Inertia + Vue like the customer app, or Livewire? Livewire is quicker for internal CRUD screens.")
        .user(
          "livewire. actually lets make that the call for all admin screens: new admin stuff is Livewire, customer facing stays Inertia. also I prefer form requests over inline $request->validate() in controllers, please stick to that everywhere",
        )
        .file("Write", "app/Livewire/Admin/TeamUsage.php")
        .file("Write", "resources/views/livewire/admin/team-usage.blade.php")
        .bash("./vendor/bin/pest --parallel --filter=Admin", "  Tests:    12 passed (30 assertions)")
        .stop("Admin team usage screen added at /admin/teams/{team}/usage."),
    planted: [
      { kind: "decision", keys: ["livewire", "admin"] },
      { kind: "instruction", keys: ["form request"] },
    ],
  },
  {
    id: "b191-timezones",
    build: (s) =>
      s
        .user("ticket from a customer in Sydney: their 'tasks due today' list shows yesterday's tasks. can you check")
        .file("Read", "app/Http/Controllers/TaskController.php")
        .assistant(
          "The due-today filter compares due_at to now() in the app timezone (UTC) instead of the user's timezone. Is the user's timezone stored anywhere?",
        )
        .user("yes. all timestamps are stored in UTC in the db and each user's tz is in users.timezone (IANA string). convert at the edges")
        .file("Edit", "app/Http/Controllers/TaskController.php")
        .bash("./vendor/bin/pest --parallel --filter=DueToday", "  Tests:    4 passed (9 assertions)")
        .user("cool. the weekly digest email has the same problem probably, it uses server time. TODO fix the digest after the launch, not now")
        .stop("Due-today now uses the user's timezone. The digest is untouched."),
    planted: [
      { kind: "fact", keys: ["users.timezone"] },
      { kind: "task", keys: ["digest"] },
    ],
  },
  {
    id: "b191-larastan",
    build: (s) =>
      s
        .user("CI is red on the static job, can you fix whatever larastan is complaining about")
        .bash(
          "./vendor/bin/phpstan analyse --memory-limit=1G",
          " ------ ------------------------------------------------------------------\n  Line   app/Services/SeatService.php\n ------ ------------------------------------------------------------------\n  42     Method App\\Services\\SeatService::available() should return int but returns int|null.\n ------ ------------------------------------------------------------------\n [ERROR] Found 1 error",
          1,
        )
        .assistant("One error. I could add it to phpstan-baseline.neon, or fix the return type. The null comes from a team without a subscription.")
        .user("don't baseline it. we keep phpstan at level 6 and we don't add anything new to the baseline, ever, fix the code")
        .file("Edit", "app/Services/SeatService.php")
        .bash("./vendor/bin/phpstan analyse --memory-limit=1G", " [OK] No errors")
        .stop("Fixed: available() returns 0 for teams without a subscription. PHPStan is clean."),
    planted: [{ kind: "instruction", keys: ["baseline"] }],
  },
  {
    id: "b191-postmark",
    build: (s) =>
      s
        .user(
          "marketing wants a 'we miss you' email to churned teams. before you start:\n1. transactional mail goes through Postmark, marketing through Mailchimp, that's how it's set up\n2. never send anything marketing-ish through Postmark, they'll flag our account, happened to a friend's company\n3. so for this, just make the export of churned team admins as a CSV, marketing imports it in Mailchimp",
        )
        .file("Read", "config/mail.php")
        .file("Write", "app/Console/Commands/ExportChurnedAdmins.php")
        .bash("sail artisan export:churned-admins --since=2026-08-01", "Exported 312 rows to storage/app/exports/churned-admins-2026-11-19.csv")
        .assistant("Exported 312 churned team admins (email, name, team, churn date) to storage/app/exports/churned-admins-2026-11-19.csv.")
        .user("perfect thanks")
        .stop(),
    planted: [
      { kind: "fact", keys: ["postmark", "transactional"] },
      { kind: "instruction", keys: ["marketing", "postmark"] },
    ],
  },
  {
    id: "b191-downgrade-credits",
    build: (s) =>
      s
        .user("what happens today when someone downgrades mid cycle? I keep getting tickets asking for the difference back")
        .file("Read", "app/Services/SubscriptionService.php")
        .assistant(
          "Today a downgrade swaps the price with no proration, so they pay the higher price until renewal. Options: refund the difference, or swap with proration so Stripe gives them a credit on the next invoice.",
        )
        .user("ok going with prorated credits on downgrade, no refunds. refunds are a nightmare with accounting")
        .file("Edit", "app/Services/SubscriptionService.php")
        .bash("./vendor/bin/pest --parallel --filter=Downgrade", "  Tests:    5 passed (11 assertions)")
        .user(
          "and follow up item for the backlog: partial refunds button in the admin panel for the cases we do refund by hand, support does it in the stripe dashboard now",
        )
        .stop("Downgrades now swap with proration (credit on next invoice)."),
    planted: [
      { kind: "decision", keys: ["prorated"] },
      { kind: "task", keys: ["partial refunds"] },
    ],
  },
  {
    id: "b191-sentry-noise",
    build: (s) =>
      s
        .user("sentry quota is almost gone and it's the 19th. what's eating it")
        .bash(
          "sentry-cli issues list --project saas-api --max-rows 3",
          "+------------+-------------------------------------------------+--------+\n| Issue ID   | Title                                           | Events |\n| SAAS-API-4K| ModelNotFoundException: No query results for... | 48211  |\n| SAAS-API-3Z| ThrottleRequestsException                       | 9120   |",
        )
        .assistant("ModelNotFoundException is 48k events, mostly bots hitting /invoices/{id} with random ids. Those are 404s, not bugs.")
        .user(
          "yeah. rule: don't report ModelNotFoundException to sentry, ever. add it to dontReport or whatever the new way is. also fyi the sentry project for the backend is saas-api, the vue app has its own saas-web project, don't mix them up when you look",
        )
        .file("Edit", "bootstrap/app.php")
        .bash("./vendor/bin/pest --parallel --filter=ExceptionHandling", "  Tests:    3 passed (3 assertions)")
        .stop("ModelNotFoundException is no longer reported to Sentry (withExceptions → dontReport)."),
    planted: [
      { kind: "instruction", keys: ["modelnotfoundexception"] },
      { kind: "fact", keys: ["saas-api"] },
    ],
  },
  {
    id: "b191-pennant-flags",
    build: (s) =>
      s
        .user("for the new billing page rollout I want a flag. do we have something or do I install a package")
        .bash("composer show | grep -i -E 'pennant|feature'", "laravel/pennant                    v1.11.3 Feature flags for Laravel")
        .assistant(
          "Pennant is already installed but unused except the old_billing_ui flag in app/Features. We could also use a config flag, but Pennant gives per-team scoping.",
        )
        .user("ok then decided, Pennant for feature flags, no config flags, no homemade stuff. new flag new_billing_page scoped to team")
        .file("Write", "app/Features/NewBillingPage.php")
        .file("Edit", "resources/js/Pages/Billing/Index.vue")
        .user("oh and the old_billing_ui flag needs to be removed once every team is on the new page, TODO, probably january")
        .stop("NewBillingPage flag added (team-scoped), billing page reads it."),
    planted: [
      { kind: "decision", keys: ["pennant"] },
      { kind: "task", keys: ["old_billing_ui"] },
    ],
  },
  {
    id: "b191-api-v2",
    build: (s) =>
      s
        .user("Zapier people want a stable public API. how should we version it? header or url")
        .assistant(
          "URL prefix (/api/v2/...) is easier for integrators and for caching; an Accept header version is cleaner but harder to debug from support. I'd lean URL prefix.",
        )
        .user(
          "url prefix, /api/v2. done deal. and one rule for all public endpoints: 1. every response goes through an API Resource class 2. never return the eloquent model directly, we leaked stripe_id once like that",
        )
        .file("Write", "routes/api_v2.php")
        .file("Write", "app/Http/Resources/V2/ProjectResource.php")
        .bash(
          "sail artisan route:list --path=api/v2",
          "  GET|HEAD  api/v2/projects ........ Api\\V2\\ProjectController@index\n  GET|HEAD  api/v2/projects/{project} ... Api\\V2\\ProjectController@show",
        )
        .stop("api/v2 routes scaffolded with ProjectResource."),
    planted: [
      { kind: "decision", keys: ["/api/v2"] },
      { kind: "instruction", keys: ["resource"] },
    ],
  },
  {
    id: "b191-sail-ports",
    build: (s) =>
      s
        .user("migrate fails locally, connection refused")
        .bash(
          "php artisan migrate",
          "   Illuminate\\Database\\QueryException\n\n  SQLSTATE[HY000] [2002] Connection refused (Connection: mysql, SQL: select * from information_schema.tables)",
          1,
        )
        .assistant(
          "Is MySQL running on the host, or only inside Sail? php artisan from the host uses DB_HOST=mysql which only resolves inside the Sail network.",
        )
        .user(
          "only sail. so 1. locally always use sail artisan, never plain php artisan 2. mysql is forwarded to 3307 on my machine cuz 3306 is still taken by the old support desk stack I run, so if you connect from the host it's 3307",
        )
        .bash("sail artisan migrate", "   INFO  Nothing to migrate.")
        .stop("Migrations are up to date through Sail."),
    planted: [
      { kind: "instruction", keys: ["sail artisan"] },
      { kind: "fact", keys: ["3307"] },
    ],
  },
  {
    id: "b191-scheduler",
    build: (s) =>
      s
        .user("the daily usage snapshot ran twice yesterday?? invoices for 3 teams doubled the overage")
        .bash(
          "grep 'usage:snapshot' /var/log/cron.log | tail -2",
          "Nov 18 00:00:01 worker-1 CRON[88121]: (forge) CMD (php /home/forge/app/current/artisan schedule:run)\nNov 18 00:00:01 worker-2 CRON[4410]: (forge) CMD (php /home/forge/app/current/artisan schedule:run)",
        )
        .assistant("Both worker-1 and worker-2 ran schedule:run. worker-2 is new since Monday and got the cron entry too.")
        .user(
          "right, the scheduler is meant to run only on worker-1, the cron shouldn't be on any other box. I removed it from worker-2 in forge just now. follow-up for you next week: add onOneServer() to the usage snapshot and the other money commands so this can't happen again even if someone adds the cron",
        )
        .file("Read", "routes/console.php")
        .assistant("Noted. I haven't changed routes/console.php.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["worker-1"] },
      { kind: "task", keys: ["ononeserver"] },
    ],
  },
  {
    id: "b191-gdpr-export",
    build: (s) =>
      s
        .user("customer asked us to delete their account and all data. what do we actually do on delete")
        .file("Read", "app/Console/Commands/PurgeDeletedUsers.php")
        .assistant(
          "Deleting a user soft-deletes it; PurgeDeletedUsers runs daily and hard-deletes users soft-deleted more than 30 days ago, with their files on S3.",
        )
        .bash("sail artisan schedule:list | grep purge", "  0 3 * * *  php artisan users:purge-deleted ........ Next Due: 17 hours from now")
        .user(
          "ok good so that's how it works, soft delete then purged after 30 days by PurgeDeletedUsers. I'll tell the customer. we also need a data export endpoint for GDPR access requests, must be there by end of Q1, put it on the list",
        )
        .stop("Nothing changed; the purge runs daily at 03:00."),
    planted: [
      { kind: "fact", keys: ["purgedeletedusers", "30 days"] },
      { kind: "task", keys: ["gdpr", "export"] },
    ],
  },
  {
    id: "b191-git-conventions",
    build: (s) =>
      s
        .user("commit what you did on the seat limit fix")
        .bash("git status --short", " M app/Services/SeatService.php\n M tests/Feature/SeatLimitTest.php")
        .bash(
          "git checkout -b fix-seat-limit && git commit -am '🐛 fixed seat limit'",
          "[fix-seat-limit 4c1e2a9] 🐛 fixed seat limit\n 2 files changed, 18 insertions(+), 4 deletions(-)",
        )
        .user(
          "hm no. couple of conventions pls:\n1. branch names start with the ticket number, like SUP-1234-seat-limit, we link them from helpscout\n2. commit messages in present tense and no emoji\nthis one is SUP-2207",
        )
        .bash(
          "git branch -m SUP-2207-seat-limit && git commit --amend -m 'Fix seat limit for teams without subscription'",
          "[SUP-2207-seat-limit 7d0b3f1] Fix seat limit for teams without subscription",
        )
        .stop("Renamed to SUP-2207-seat-limit and reworded the commit."),
    planted: [
      { kind: "instruction", keys: ["ticket number"] },
      { kind: "instruction", keys: ["emoji"] },
    ],
  },
  {
    id: "b191-rate-limits",
    build: (s) =>
      s
        .user("a big customer is getting 429s from the API with their zapier zaps. where's the limit set")
        .file("Read", "app/Providers/AppServiceProvider.php")
        .assistant(
          "RateLimiter::for('api') in AppServiceProvider: 120 requests per minute per token. The customer has 14 tokens, one per zap, so each is limited separately but they share nothing. I'd suggest moving to a per-team limit (e.g. 600/min) so one busy zap can use the team's budget.",
        )
        .user("yes do the per-team limit, 600 a minute. that's the model from now on")
        .file("Edit", "app/Providers/AppServiceProvider.php")
        .bash("./vendor/bin/pest --parallel --filter=RateLimit", "  Tests:    4 passed (8 assertions)")
        .stop("API limit is now 600/min per team."),
    planted: [{ kind: "decision", keys: ["per-team", "600"] }],
  },
  {
    id: "b191-meilisearch",
    build: (s) =>
      s
        .user(
          "search. 1. Algolia quote came in at 900/month, no way. we're going with Meilisearch through Scout, self hosted on the worker box. 2. set up Scout for Customer and Project 3. the reindex command for existing data can wait, that's for after the import fix lands, note it",
        )
        .bash(
          "composer require laravel/scout meilisearch/meilisearch-php",
          "Using version ^10.11 for laravel/scout\n  - Installing meilisearch/meilisearch-php (v1.10.1)",
        )
        .file("Edit", "app/Models/Customer.php")
        .file("Edit", "app/Models/Project.php")
        .file("Edit", "config/scout.php")
        .bash("./vendor/bin/pest --parallel --filter=Search", "  Tests:    7 passed (15 assertions)")
        .stop("Scout with the Meilisearch driver set up for Customer and Project."),
    planted: [
      { kind: "decision", keys: ["meilisearch"] },
      { kind: "task", keys: ["reindex"] },
    ],
  },
  {
    id: "b191-dashboard-n1",
    build: (s) =>
      s
        .user("dashboard takes 6s for big teams. customer with 400 projects complained")
        .bash("sail artisan telescope:prune --hours=0 && curl -s -o /dev/null localhost/dashboard?team=big", "")
        .assistant("Maybe it's the chart aggregation? Or the avatars being loaded from S3 one by one. Let me look at the query log first.")
        .bash(
          "sail artisan tinker --execute='DB::enableQueryLog(); app(App\\Http\\Controllers\\DashboardController::class)->index(); echo count(DB::getQueryLog());'",
          "812",
        )
        .assistant(
          "812 queries: it's an N+1 on subscriptions->items, each project card loads its subscription items lazily. Eager loading them brings it to 9 queries.",
        )
        .file("Edit", "app/Http/Controllers/DashboardController.php")
        .user(
          "wow. ok so confirmed, n+1 on subscriptions items was the dashboard slowness. and from now on we keep Model::preventLazyLoading() switched on outside production so these blow up locally",
        )
        .file("Edit", "app/Providers/AppServiceProvider.php")
        .stop("Eager loading added; preventLazyLoading enabled when not in production."),
    planted: [
      { kind: "fact", keys: ["n+1", "subscriptions"] },
      { kind: "instruction", keys: ["preventlazyloading"] },
    ],
  },
  {
    id: "b191-invoice-numbers",
    build: (s) =>
      s
        .user("accountant of a customer says invoice 2026-0041 is missing, they have 40 and 42")
        .bash("sail artisan tinker --execute=\"echo Invoice::withTrashed()->where('number','ACME-2026-0041')->value('deleted_at');\"", "2026-10-02 14:11:09")
        .assistant("Invoice 0041 exists but was soft-deleted on Oct 2, probably from the admin 'delete' button.")
        .user(
          "yeah that was me, it was a duplicate. ok lessons: 1. invoice numbers are sequential per team, prefix comes from teams.invoice_prefix, accountants rely on there being no gaps 2. never delete an invoice, void it instead. 3. restore that one and mark it void pls",
        )
        .file("Edit", "app/Http/Controllers/Admin/InvoiceController.php")
        .bash("sail artisan tinker --execute=\"Invoice::withTrashed()->where('number','ACME-2026-0041')->first()->restore();\"", "")
        .stop("Invoice ACME-2026-0041 restored and voided; admin delete button now voids."),
    planted: [
      { kind: "fact", keys: ["invoice_prefix"] },
      { kind: "instruction", keys: ["void"] },
    ],
  },
  {
    id: "b191-trial-onboarding",
    build: (s) =>
      s
        .user("we talked about the trial in the team call. final answer: 14 days trial, no credit card upfront. update the registration flow")
        .file("Edit", "app/Actions/Fortify/CreateNewUser.php")
        .file("Edit", "config/billing.php")
        .bash("./vendor/bin/pest --parallel --filter=Registration", "  Tests:    8 passed (19 assertions)")
        .assistant("Registration now starts a 14-day generic trial without collecting a card.")
        .user("thx. the onboarding checklist email copy still needs writing, I'll do it with Jess next week, keep that in your notes")
        .stop(),
    planted: [
      { kind: "decision", keys: ["14 days"] },
      { kind: "task", keys: ["jess", "onboarding"] },
    ],
  },
  {
    id: "b191-attachments",
    build: (s) =>
      s
        .user("customers want to attach files to tasks. where should they live? we have the public bucket for avatars")
        .bash(
          "grep -n \"'s3'\" -A6 config/filesystems.php",
          "    's3' => [\n        'driver' => 's3',\n        'bucket' => env('AWS_BUCKET'),\n        'visibility' => 'public',",
        )
        .assistant(
          "Not the public bucket: attachments are private data. I'd add a second disk on a private bucket and serve files through Storage::temporaryUrl with a 5 minute expiry, after the policy check.",
        )
        .user(
          "agreed, private bucket + temporaryUrl, 5 min. 1. max upload is 25 MB, we settled that with support last week, bigger files go in a link 2. TODO for after launch: virus scanning on uploads, clamav or whatever, we're not doing it now",
        )
        .file("Edit", "config/filesystems.php")
        .file("Write", "app/Http/Controllers/TaskAttachmentController.php")
        .bash("./vendor/bin/pest --parallel --filter=Attachment", "  Tests:    6 passed (13 assertions)")
        .stop("Attachments go to the private disk and are served with 5-minute temporary URLs."),
    planted: [
      { kind: "decision", keys: ["temporaryurl"] },
      { kind: "decision", keys: ["25 mb"] },
      { kind: "task", keys: ["virus"] },
    ],
  },
  // Sessions that plant nothing.
  {
    id: "b191-empty-typo",
    build: (s) =>
      s
        .user("there's a typo on the pricing page, 'anual' instead of 'annual'. fix pls")
        .bash("grep -rn 'anual' resources/js", "resources/js/Pages/Pricing.vue:48:        <span>Billed anual</span>")
        .file("Edit", "resources/js/Pages/Pricing.vue")
        .assistant("Fixed: 'Billed annual' → actually it should read 'Billed annually', I used that.")
        .user("yep thats better, ty")
        .stop("Fixed the typo on the pricing page."),
    planted: [],
  },
  {
    id: "b191-empty-logs",
    build: (s) =>
      s
        .user("what's this warning in the log, is it bad?")
        .bash(
          "tail -3 storage/logs/laravel.log",
          "[2026-11-21 10:01:12] production.WARNING: Redis connection must always be configured with a prefix in multi-app setups\n[2026-11-21 10:01:12] production.NOTICE: TODO remove legacy session driver fallback\n[2026-11-21 10:01:13] production.INFO: never retry webhook 8812",
        )
        .assistant(
          "Those come from a package (predis wrapper) and from an old comment someone turned into a log line. The Redis prefix is set in config/database.php already, so the warning is noise. Nothing's broken.",
        )
        .user("ok. could it be the reason for the slow logins this morning?")
        .assistant(
          "Unlikely: the warning is logged once per worker boot. The slow logins line up with the 09:58 deploy, when OPcache was cold. I can't confirm it without the APM data though.",
        )
        .user("fine, leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b191-empty-chitchat",
    build: (s) =>
      s
        .user("morning! long night, 3 escalations from the same customer lol. anyway")
        .assistant("Morning! Sounds rough. What are we working on?")
        .user("can you show me the 5 newest teams, just curious how signups went over the weekend")
        .bash(
          "sail artisan tinker --execute=\"Team::latest()->take(5)->pluck('name','created_at')\"",
          "2026-11-22 21:40:11 => Bloom Dental\n2026-11-22 18:02:45 => Kettle & Co\n2026-11-22 09:13:08 => Nordlicht GmbH\n2026-11-21 23:59:02 => test123\n2026-11-21 16:20:37 => Maple Accounting",
        )
        .assistant("Five newest: Bloom Dental, Kettle & Co, Nordlicht GmbH, test123 and Maple Accounting, all between Saturday afternoon and Sunday night.")
        .user("nice, test123 is probably me testing lol")
        .stop(),
    planted: [],
  },
  {
    id: "b191-empty-question",
    build: (s) =>
      s
        .user("question, not a task: would it make sense to move to Octane at some point? people on twitter say it's 3x faster")
        .file("Read", "composer.json")
        .assistant(
          "It could help for the API, where boot time dominates. The risks are singletons holding request state (our PlanLimits, the tenant resolver) and memory leaks in long-lived workers. It's worth a spike, not a switch.",
        )
        .user("hmm. maybe. what would the spike look like?")
        .assistant(
          "Run Octane with Swoole on staging for a day behind a separate hostname, replay a copy of API traffic, and compare p95 and memory. Roughly two days of work.",
        )
        .user("let me think about it, not now")
        .stop(),
    planted: [],
  },
  {
    id: "b191-empty-run-tests",
    build: (s) =>
      s
        .user("run the whole suite real quick, I want to see it's green before I go home")
        .bash("./vendor/bin/pest --parallel", "  Tests:    1 skipped, 1184 passed (3321 assertions)\n  Duration: 41.02s\n  Parallel: 8 processes")
        .assistant("All green: 1184 passed, 1 skipped (the Mailchimp sandbox test, skipped without credentials).")
        .user("great. what's skipped again? is it always skipped?")
        .assistant("Only without MAILCHIMP_SANDBOX_KEY in the environment; CI has it, so it runs there.")
        .user("ok cool, bye")
        .stop(),
    planted: [],
  },
  {
    id: "b191-empty-withdrawn",
    build: (s) =>
      s
        .user("I'm thinking we should switch from Vue to React for the customer app, the hiring pool is bigger")
        .assistant(
          "That's a rewrite of ~140 Inertia pages. A middle path is writing new pages in React with the Inertia React adapter side by side, but two frameworks in one bundle has a cost too.",
        )
        .user("actually no, scratch that. not worth it, forget I said anything. can you just bump the vue patch version")
        .bash("npm install vue@3.5.13", "changed 1 package, and audited 412 packages in 3s")
        .bash("npm run build", "vite v5.4.11 building for production...\n✓ 1932 modules transformed.\n✓ built in 9.84s")
        .assistant("Bumped vue to 3.5.13; the build passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b191-empty-config-quote",
    build: (s) =>
      s
        .user("what does our horizon config say about the balancing? paste it")
        .file("Read", "config/horizon.php")
        .assistant(
          "The production supervisor:\n'supervisor-1' => [\n    'balance' => 'auto',\n    'maxProcesses' => 10,\n    // never set tries to 0 here, it means always retry\n    'tries' => 3,\n],\nSo auto balancing with up to 10 processes and 3 tries.",
        )
        .user("ok and the timeout?")
        .assistant("'timeout' => 90 on the supervisor; the retry_after of the redis connection is 120, so jobs are killed before they are retried.")
        .user("k thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b191-empty-status",
    build: (s) =>
      s
        .user("rename the 'Seats' column in the admin team table to 'Members'")
        .file("Edit", "resources/views/livewire/admin/teams-table.blade.php")
        .bash("./vendor/bin/pest --parallel --filter=Admin", "  Tests:    12 passed (30 assertions)")
        .assistant("Done: the column header now reads 'Members'. I changed only the label; the sort key is still seats_count.")
        .user("does that affect the csv export too?")
        .assistant("No, the CSV export builds its own header row in TeamsExport and still says 'Seats'.")
        .user("ok leave the csv as is")
        .stop(),
    planted: [],
  },
  {
    id: "b191-empty-hypothesis",
    build: (s) =>
      s
        .user("a customer says they get logged out every ~20 minutes. maybe the session lifetime? or the load balancer?")
        .bash("grep -n 'lifetime' config/session.php", "34:    'lifetime' => env('SESSION_LIFETIME', 120),")
        .assistant(
          "Session lifetime is 120 minutes, so not that. Could be their browser dropping cookies, or a proxy on their side stripping them. I can't reproduce it from here; a HAR file from them would tell us.",
        )
        .user("I'll ask them for a HAR. probably their corporate proxy tbh, they're a bank")
        .assistant("That would fit. I'll wait for the HAR.")
        .stop(),
    planted: [],
  },
  {
    id: "b191-empty-lookup",
    build: (s) =>
      s
        .user("how many teams are on the yearly plan right now? finance is asking")
        .bash(
          "sail artisan tinker --execute=\"echo DB::table('subscriptions')->where('stripe_status','active')->where('stripe_price','like','%yearly%')->count();\"",
          "218",
        )
        .assistant("218 active subscriptions are on a yearly price.")
        .user("and monthly?")
        .bash(
          "sail artisan tinker --execute=\"echo DB::table('subscriptions')->where('stripe_status','active')->where('stripe_price','like','%monthly%')->count();\"",
          "1391",
        )
        .assistant("1391 on monthly prices, so about 13.5% of active subscriptions are yearly.")
        .user("perfect, sending it over")
        .stop(),
    planted: [],
  },
  // More sessions that plant something, then two more that plant nothing.
  {
    id: "b191-vat-vies",
    build: (s) =>
      s
        .user("checkout fails for EU customers with a VAT number, 3 tickets since last night. all around 23:00")
        .bash(
          "grep 'VIES' storage/logs/laravel-2026-11-19.log | tail -2",
          "[2026-11-18 23:04:51] production.ERROR: VIES checkVat failed: MS_MAX_CONCURRENT_REQ\n[2026-11-18 23:12:09] production.ERROR: VIES checkVat failed: SERVICE_UNAVAILABLE",
        )
        .bash("curl -s https://ec.europa.eu/taxation_customs/vies/rest-api/check-status | jq .vow.available", "false")
        .assistant(
          "Confirmed: VIES itself is down. Their status page lists a nightly maintenance window around 23:00 CET, and every failure in the log falls in it. We reject the checkout when the VAT check errors. I suggest accepting the number when VIES is unavailable, marking it pending, and revalidating it later; if it turns out invalid we charge VAT on the next invoice.",
        )
        .user(
          "yes lets do that, accept as pending and revalidate later. the nightly job that does the revalidation isn't in scope today, make it a follow up: RevalidatePendingVat job",
        )
        .file("Edit", "app/Services/VatService.php")
        .bash("./vendor/bin/pest --parallel --filter=Vat", "  Tests:    10 passed (24 assertions)")
        .stop("Checkout now accepts VAT numbers as pending when VIES is unavailable."),
    planted: [
      { kind: "fact", keys: ["vies", "23:00"] },
      { kind: "decision", keys: ["revalidate"] },
      { kind: "task", keys: ["revalidatependingvat"] },
    ],
  },
  {
    id: "b191-impersonation",
    build: (s) =>
      s
        .user(
          "support keeps asking customers for screenshots, takes forever. I want 'log in as customer' for support agents.\n1. use lab404/laravel-impersonate, I used it at my old job, it's fine\n2. every impersonation has to be written to the audit_log table, who, which user, when, always, no exceptions\n3. only users with the support role",
        )
        .bash("composer require lab404/laravel-impersonate", "  - Installing lab404/laravel-impersonate (1.7.5)")
        .file("Edit", "app/Models/User.php")
        .file("Write", "app/Listeners/LogImpersonation.php")
        .bash("./vendor/bin/pest --parallel --filter=Impersonat", "  Tests:    5 passed (12 assertions)")
        .assistant(
          "Support users can now impersonate from the admin team page; start and end are written to audit_log with the support user, the target user and the time.",
        )
        .user("sweet. remind me to show the support team the button at monday's standup, they'll love it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["laravel-impersonate"] },
      { kind: "instruction", keys: ["audit_log"] },
      { kind: "task", keys: ["support team", "monday"] },
    ],
  },
  {
    id: "b191-redis-memory",
    build: (s) =>
      s
        .user("got an alert: redis memory 91%. what's in there")
        .bash("redis-cli -h $REDIS_HOST info memory | grep -E 'used_memory_human|maxmemory_human'", "used_memory_human:931.20M\nmaxmemory_human:1.00G")
        .bash(
          "redis-cli -h $REDIS_HOST --scan --pattern '*' | cut -d: -f1-2 | sort | uniq -c | sort -rn | head -3",
          " 412118 saas_database_:laravel_session\n  40211 saas_database_:queues\n   8120 saas_cache_:plan",
        )
        .assistant("Sessions are most of it: 412k session keys. The cache itself is small.")
        .user(
          "right. for the record: our redis is a single 1 GB ElastiCache node and cache, queues and sessions all share it. next quarter we need to split the sessions off onto their own redis. for now can you drop sessions older than the lifetime",
        )
        .bash("sail artisan sessions:prune-redis --older-than=120", "Deleted 298114 expired session keys.")
        .stop("Pruned 298k expired sessions; memory back to 38%."),
    planted: [
      { kind: "fact", keys: ["elasticache"] },
      { kind: "task", keys: ["split", "sessions"] },
    ],
  },
  {
    id: "b191-pint-strict",
    build: (s) =>
      s
        .user("the PR has 200 lines of whitespace diff, what happened")
        .bash("git diff --stat main | tail -1", " 14 files changed, 212 insertions(+), 198 deletions(-)")
        .assistant("My editor reformatted imports and spacing in files I only touched. I can revert the formatting-only hunks.")
        .user(
          "pls do. and from now on: run vendor/bin/pint --dirty before every commit so only your changed files get formatted, not the whole tree. also put declare(strict_types=1) at the top of every new php file you create",
        )
        .bash("git checkout main -- app/Models/Team.php app/Models/Invoice.php && ./vendor/bin/pint --dirty", "  ✓ 3 files fixed")
        .file("Edit", "app/Services/SeatService.php")
        .bash("git diff --stat main | tail -1", " 4 files changed, 31 insertions(+), 9 deletions(-)")
        .stop("The diff is down to 4 files."),
    planted: [
      { kind: "instruction", keys: ["pint", "dirty"] },
      { kind: "instruction", keys: ["strict_types"] },
    ],
  },
  {
    id: "b191-csv-import",
    build: (s) =>
      s
        .user("customer import shows 'MÃ¼ller' instead of 'Müller'. this is like the 5th ticket")
        .bash("file -i storage/app/imports/8812-customers.csv", "storage/app/imports/8812-customers.csv: text/plain; charset=iso-8859-1")
        .assistant(
          "The file isn't UTF-8: it's Windows-1252 (file reports iso-8859-1, the 1252 superset), which is what Excel on Windows saves as 'CSV'. We read it as UTF-8. I checked the 4 other failing imports from the tickets: all Windows-1252.",
        )
        .user(
          "ok so thats the root cause, excel csvs come in windows-1252. 1. we're switching the importer to league/csv and drop the fgetcsv loop, it can do the encoding conversion 2. fix the encoding 3. follow-up for later: a progress bar on the import page, people think it's stuck and re-upload",
        )
        .bash("composer require league/csv", "  - Installing league/csv (9.18.0)")
        .file("Edit", "app/Imports/CustomerImporter.php")
        .bash("./vendor/bin/pest --parallel --filter=Import", "  Tests:    11 passed (29 assertions)")
        .stop("Importer rewritten on league/csv with a Windows-1252 to UTF-8 conversion."),
    planted: [
      { kind: "fact", keys: ["windows-1252"] },
      { kind: "decision", keys: ["league/csv"] },
      { kind: "task", keys: ["progress bar"] },
    ],
  },
  {
    id: "b191-seat-billing",
    build: (s) =>
      s
        .user("how do we count seats for billing right now?")
        .file("Read", "app/Services/SeatService.php")
        .assistant(
          "billableSeats() counts team_user rows plus pending invitations. Should invited users who haven't accepted count? Some SaaS products bill them, some don't.",
        )
        .user(
          "they shouldn't. invited but not accepted don't count as seats, only active members. we decided that in the pricing meeting. oh and the Team plan's current price is price_team_monthly_v3, v1 and v2 are grandfathered customers only, don't touch those",
        )
        .file("Edit", "app/Services/SeatService.php")
        .bash("./vendor/bin/pest --parallel --filter=Seat", "  Tests:    14 passed (33 assertions)")
        .stop("Pending invitations no longer count as billable seats."),
    planted: [
      { kind: "decision", keys: ["invited", "seats"] },
      { kind: "fact", keys: ["price_team_monthly_v3"] },
    ],
  },
  {
    id: "b191-on-call",
    build: (s) =>
      s
        .user("queue backlog alert fired at 4am, 12k jobs waiting. who handled it?")
        .bash("gh api repos/acme/saas/issues?labels=incident --jq '.[0].title'", "Queue backlog 2026-11-20 04:02 UTC (resolved, restarted horizon)")
        .assistant("The incident issue says it was resolved by restarting Horizon at 04:20. It doesn't say who.")
        .user(
          "probably Tom, Tom is on call for infra this month, #ops in slack. ugh. we really need a runbook for the queue backlog alert so whoever is on call doesn't have to guess. put it on the list, not now",
        )
        .bash("sail artisan horizon:status", "Horizon is running.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tom", "on call"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b191-outgoing-webhooks",
    build: (s) =>
      s
        .user("customers want webhooks when a task is completed. what would you use?")
        .assistant(
          "spatie/laravel-webhook-server: queued calls, retries with backoff, and an HMAC SHA-256 signature header out of the box. Writing our own would mean rebuilding those.",
        )
        .user("ok go with spatie's webhook-server then. signature header Signature, secret per endpoint")
        .bash("composer require spatie/laravel-webhook-server", "  - Installing spatie/laravel-webhook-server (3.8.1)")
        .file("Write", "app/Listeners/SendTaskCompletedWebhook.php")
        .file("Write", "database/migrations/2026_11_27_100000_create_webhook_endpoints_table.php")
        .bash("./vendor/bin/pest --parallel --filter=Webhook", "  Tests:    9 passed (21 assertions)")
        .user("nice. TODO someday: a retry UI so customers can resend failed deliveries themselves, instead of emailing support")
        .stop("task.completed webhooks are sent, signed and retried."),
    planted: [
      { kind: "decision", keys: ["webhook-server"] },
      { kind: "task", keys: ["retry ui"] },
    ],
  },
  {
    id: "b191-translations",
    build: (s) =>
      s
        .user("we're adding french. should the strings move to json translation files?")
        .bash("ls lang/", "de\nen\nfr")
        .assistant("JSON files key by the English string; the PHP array files key by dotted names. Mixing both works but gets confusing.")
        .user("let's go json then")
        .file("Read", "lang/de/billing.php")
        .user(
          "hmm actually no, wait. the german files are all php arrays and Claire from support does the french ones and she knows the php arrays format already. stick with php array files for everything. for the record Claire owns the french translations",
        )
        .file("Write", "lang/fr/billing.php")
        .bash("sail artisan lang:check fr", "fr: 212 keys, 0 missing")
        .stop("French billing strings added as a PHP array file."),
    planted: [
      { kind: "decision", keys: ["php array"] },
      { kind: "fact", keys: ["claire", "french"] },
    ],
  },
  {
    id: "b191-empty-readme",
    build: (s) =>
      s
        .user("what does the readme say about setting up locally? new contractor starts tomorrow")
        .file("Read", "README.md")
        .assistant(
          "It says: 'cp .env.example .env, composer install, sail up -d, sail artisan migrate --seed. Never commit .env. Always run the seeder after a fresh migrate.' Then a section on the Stripe CLI for webhooks.",
        )
        .user("is the stripe part still correct?")
        .assistant("It references stripe listen --forward-to localhost/stripe/webhook, which matches routes/web.php. The rest looks current.")
        .user("good enough, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b191-empty-proposal",
    build: (s) =>
      s
        .user("should we add a status page? like statuspage.io or something")
        .assistant(
          "A hosted one (Atlassian Statuspage, Instatus) is about 30-100 USD a month; a self-hosted page in the app would go down with the app. If support gets lots of 'is it down?' tickets, it pays for itself.",
        )
        .user("how many 'is it down' tickets do we get, can you tell from the helpscout export?")
        .bash("grep -ic 'down\\|outage\\|not loading' storage/app/exports/helpscout-2026-10.csv", "17")
        .assistant("17 tickets in October mention down, outage or not loading.")
        .user("meh, not enough to bother. maybe next year")
        .stop(),
    planted: [],
  },
];

export const BLIND191 = plantedSet(BLIND191_SESSIONS, Date.UTC(2026, 10, 19, 9));
