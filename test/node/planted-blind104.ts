/**
 * Blind planted set 104 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a tired solo founder of a small SaaS (Rotaboard: Laravel + Inertia + Vue, Stripe via Cashier,
 * Forge deploys, a Help Scout support inbox) mixing churn, pricing and customers' names with code,
 * informal and typo-prone; the agent answers in OpenCode's terse voice.
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions, 18 instructions, 17 facts, 17 tasks) in 47 sessions, 12 of which plant nothing (60 user/assistant messages between them). Every other message
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

export const BLIND104_SESSIONS: BlindSession[] = [
  {
    id: "b104-webhook-secret",
    build: (s) =>
      s
        .user("ugh stripe webhooks failing on prod again, Hartley Dental got flipped to past_due even tho their card went through this morning. can u look")
        .bash(
          "ssh forge@rotaboard.io 'tail -n 40 ~/rotaboard.io/storage/logs/laravel.log | grep -i stripe'",
          "[2026-11-07 08:12:44] production.ERROR: Stripe\\Exception\\SignatureVerificationException: No signatures found matching the expected signature for payload\n[2026-11-07 08:12:44] production.ERROR: Stripe\\Exception\\SignatureVerificationException: No signatures found matching the expected signature for payload",
        )
        .assistant(
          "Signature verification fails on every event. STRIPE_WEBHOOK_SECRET on the box is `whsec_...9f2a`, which is the test-mode endpoint's secret. The live endpoint's secret ends in `c71e`. Likely someone pasted the test one when the endpoint was recreated.",
        )
        .user(
          "that was me lol. ok fixed it in forge, redeployed. and note for future u: prod env vars get edited in the Forge environment tab ONLY, never ssh in and edit .env on the box, forge overwrites it on the next deploy anyway",
        )
        .bash("php artisan cashier:webhook --help | head -3", "Description:\n  Create the Stripe webhook to interact with Cashier.")
        .assistant("Understood. Retried the failed events from the Stripe dashboard? The last 6 events are still marked failed.")
        .user(
          "yeah just hit resend on all of them, hartley is active again. remind me to email them an apology + give them a month credit, not today tho im fried",
        )
        .stop("Noted. Hartley's subscription shows `active` now."),
    planted: [
      { kind: "instruction", keys: ["forge", "environment tab"] },
      { kind: "task", keys: ["hartley", "credit"] },
    ],
  },
  {
    id: "b104-pest-parallel",
    build: (s) =>
      s
        .user("run the tests pls")
        .bash(
          "php artisan test",
          "   PASS  Tests\\Unit\\ShiftOverlapTest\n   PASS  Tests\\Feature\\BillingPortalTest\n   SKIPPED  Tests\\Feature\\ShiftSearchTest > it finds shifts by note  (requires mysql)\n\n  Tests:    1 skipped, 212 passed (604 assertions)\n  Duration: 94.31s",
        )
        .assistant("212 passed, 1 skipped. Took 94 s. The skipped one is ShiftSearchTest, which checks for a MySQL driver.")
        .user(
          "94s jesus. ok from now on use ./vendor/bin/pest --parallel, artisan test is weirdly slow on my mac and i never remember why. why is search skipped?",
        )
        .file("Read", "phpunit.xml")
        .file("Read", "database/migrations/2025_03_02_110000_add_fulltext_to_shifts.php")
        .assistant(
          "phpunit.xml sets DB_CONNECTION=sqlite and DB_DATABASE=:memory:. The 2025_03_02 migration adds a FULLTEXT index on shifts.note, which SQLite can't do, so the migration wraps it in a driver check and the search test skips itself. So the search feature has no test coverage under SQLite at all.",
        )
        .user("hm. maybe we switch the whole test db to mysql? nah forget it, thatd make it even slower")
        .bash("./vendor/bin/pest --parallel", "  Tests:    1 skipped, 212 passed (604 assertions)\n  Duration: 21.08s  Parallel: 8 processes")
        .stop("21 s with --parallel, same results."),
    planted: [
      { kind: "instruction", keys: ["pest", "parallel"] },
      { kind: "fact", keys: ["fulltext", "sqlite"] },
    ],
  },
  {
    id: "b104-pricing-starter",
    build: (s) =>
      s
        .user(
          "pricing stuff. 3 more Solo cancellations this week, all 'too expensive for what it is' lol at $19. i think solo is just attracting tire kickers. thoughts?",
        )
        .bash(
          "grep -n \"'price'\" config/plans.php",
          "12:        'price' => 'price_1OqSolo19',\n21:        'price' => 'price_1OqTeam59',\n30:        'price' => 'price_1OqClinic149',",
        )
        .assistant(
          "Current tiers: Solo $19, Team $59, Clinic $149. Options: (a) keep Solo but cap it at 1 location, (b) drop Solo, add an annual plan at 20% off to offset, (c) raise Solo to $25. I'd lean (a).",
        )
        .user(
          "no annual plan, stripe proration with annual gives me nightmares. ok decided: killing Solo for new signups. new lineup is Starter at $29 and Team goes to $79, Clinic stays 149. existing Solo ppl get grandfathered, dont touch their subscriptions",
        )
        .file("Edit", "config/plans.php")
        .file("Edit", "resources/js/Pages/Billing/Plans.vue")
        .assistant(
          "Updated config/plans.php with `starter` (price_1OqStarter29) and Team at price_1OqTeam79; Solo is hidden from the plan picker but still resolves for existing subscriptions.",
        )
        .user("nice. the marketing pricing page copy also needs redoing for this but thats a next week thing")
        .stop("Plan picker shows Starter / Team / Clinic now."),
    planted: [
      { kind: "decision", keys: ["starter", "29"] },
      { kind: "decision", keys: ["grandfather", "solo"] },
      { kind: "task", keys: ["pricing page"] },
    ],
  },
  {
    id: "b104-horizon-oom",
    build: (s) =>
      s
        .user("horizon keeps dying on prod, like twice a day. supervisor restarts it but jobs get stuck in the meantime")
        .bash(
          "ssh forge@rotaboard.io 'sudo dmesg | grep -i killed | tail -3'",
          "[812331.44] Out of memory: Killed process 40211 (php) total-vm:912344kB, anon-rss:531020kB\n[898112.02] Out of memory: Killed process 41877 (php) total-vm:934120kB, anon-rss:529772kB",
        )
        .bash(
          "ssh forge@rotaboard.io 'grep -B2 -A2 \"memory\" ~/rotaboard.io/config/horizon.php'",
          "        'supervisor-1' => [\n            'memory' => 512,\n            'maxProcesses' => 4,",
        )
        .assistant(
          "The worker is OOM-killed right above 512 MB. Matching the timestamps against Horizon's failed jobs: both kills were during ExportRotaPdf. That job loads every shift of the clinic into memory before rendering. Confirmed locally: exporting Brightside's rota peaks at 540 MB.",
        )
        .user("ah ffs. so the pdf export blows past the 512 MB limit and takes the whole worker down with it. what do we do")
        .assistant(
          "Proposal: move ExportRotaPdf to its own `exports` queue with a single process and a 1024 MB limit, so it can't starve the default queue. Chunking the query is a bigger change.",
        )
        .user("yes do that, separate exports queue. chunking isnt worth it, dont bother")
        .file("Edit", "config/horizon.php")
        .file("Edit", "app/Jobs/ExportRotaPdf.php")
        .stop("ExportRotaPdf now dispatches onto `exports`; supervisor-exports has maxProcesses 1, memory 1024."),
    planted: [
      { kind: "fact", keys: ["pdf export", "512"] },
      { kind: "decision", keys: ["exports", "queue"] },
    ],
  },
  {
    id: "b104-forge-friday",
    build: (s) =>
      s
        .user("deploy whats on main pls")
        .bash("curl -s -X POST https://forge.laravel.com/servers/771203/sites/2210984/deploy/http?token=$FORGE_DEPLOY_TOKEN", "OK")
        .bash(
          "forge deploy:logs rotaboard.io | tail -8",
          "$ php artisan migrate --force\n   INFO  Nothing to migrate.\n$ npm ci && npm run build\nvite v5.2.8 building for production...\n<--- Last few GCs --->\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n# NOTE: never run this script by hand, forge owns it",
        )
        .assistant(
          "Deploy failed at `npm run build`: Node ran out of heap during the Vite build. The server has 2 GB RAM and Horizon plus MySQL are using ~1.5 GB of it.",
        )
        .user(
          "yeah the box is only 2gb, vite build on the server fails like every 3rd deploy, thats a known thing. just rerun it. also what time is it, 16:40 on a friday?? ok new rule, no deploys on friday afternoons. ever. i spent last saturday fixing a friday deploy",
        )
        .bash("forge deploy rotaboard.io", "Deployment finished in 2m 11s.")
        .stop("Second run went through. Deployed."),
    planted: [
      { kind: "fact", keys: ["2gb", "vite"] },
      { kind: "instruction", keys: ["friday"] },
    ],
  },
  {
    id: "b104-helpscout-priya",
    build: (s) =>
      s
        .user("Priya asked why she cant see the Horizon dashboard. can you check the gate")
        .file("Read", "app/Providers/HorizonServiceProvider.php")
        .assistant("The `viewHorizon` gate allows only `ben@rotaboard.io`. Want me to add Priya's address?")
        .user(
          "no actually leave it. context for you since she'll come up a lot: Priya does first-line support part time, Tue and Thu, everything sent to support@ lands in Help Scout and she works it from there. she doesnt have forge or horizon access and thats on purpose",
        )
        .assistant("Got it. So support tooling for her has to live inside the app or Help Scout.")
        .user(
          "exactly. which reminds me, TODO at some point: a help scout sidebar app that shows the customer's plan, MRR and last login next to the ticket. would save her pinging me 10x a day",
        )
        .bash("grep -rn 'helpscout' composer.json config/ || true", "")
        .stop("Nothing Help Scout related in the codebase yet."),
    planted: [
      { kind: "fact", keys: ["priya", "help scout"] },
      { kind: "task", keys: ["sidebar"] },
    ],
  },
  {
    id: "b104-inertia-shared",
    build: (s) =>
      s
        .user("the billing page is showing the old plan name after upgrade until i hard refresh, whats going on")
        .file("Read", "app/Http/Middleware/HandleInertiaRequests.php")
        .assistant(
          "HandleInertiaRequests::share() puts `auth.user`, `flash`, `plans`, `clinics`, `unreadNotifications` and `subscription` into every response. `subscription` is cached for the request in a static property, so after the swap it's stale until the next full load. Two ways: drop it from shared props and pass it from BillingController only, or bust the cache after swap.",
        )
        .user(
          "first one. and in general: shared props are for auth + flash, thats it. anything page specific gets passed from the controller, i dont want HandleInertiaRequests turning into a junk drawer again",
        )
        .file("Edit", "app/Http/Middleware/HandleInertiaRequests.php")
        .file("Edit", "app/Http/Controllers/BillingController.php")
        .assistant(
          "Moved `subscription` and `plans` to BillingController. Also saw hardcoded URLs like '/billing/swap' in Plans.vue. Ziggy is installed but unused; I could switch these to `route('billing.swap')`.",
        )
        .user("yeah go with ziggy for those, hardcoded urls bit me last month when i renamed the settings routes")
        .file("Edit", "resources/js/Pages/Billing/Plans.vue")
        .stop("Plans.vue uses route() now; plan name updates right after swap."),
    planted: [
      { kind: "instruction", keys: ["handleinertiarequests"] },
      { kind: "decision", keys: ["ziggy"] },
    ],
  },
  {
    id: "b104-churn-canceled",
    build: (s) =>
      s
        .user("how many cancellations in october? need it for my monthly numbers thing")
        .bash("php artisan tinker --execute=\"echo Subscription::whereBetween('ends_at', ['2026-10-01','2026-11-01'])->count();\"", "9")
        .bash(
          "stripe subscriptions list --status=canceled --created-gte=2025-01-01 --limit 100 | jq '[.data[] | select(.canceled_at >= 1759276800 and .canceled_at < 1761955200)] | length'",
          "6",
        )
        .assistant(
          "The two disagree: 9 by `ends_at`, 6 by Stripe's `canceled_at`. Cashier sets ends_at to the end of the paid period, so a cancel in late September with a period ending in October counts as October. I checked the three extra rows: all canceled in September.",
        )
        .user(
          "ugh ok so ends_at is the end of the grace period, not the cancel date. good to know, thats been wrong in my sheet forever. 6 then. 3 of them were leeds clinics, weird. whatever",
        )
        .assistant("Do you want me to store canceled_at locally so reports can use it?")
        .user("not now. but put on the list: a churn reason dropdown in the cancel flow, i have zero idea why people leave")
        .stop("6 cancellations in October by canceled_at."),
    planted: [
      { kind: "fact", keys: ["ends_at", "grace"] },
      { kind: "task", keys: ["churn reason"] },
    ],
  },
  {
    id: "b104-clinic-clock",
    build: (s) =>
      s
        .user("Mona from Greenleaf says shift reminders go out an hour early since the clocks changed. i bet its timezone crap again")
        .file("Read", "app/Jobs/SendShiftReminder.php")
        .bash(
          "grep -rn 'Carbon::now()\\|now()' app/Jobs app/Services/Rota | head",
          "app/Jobs/SendShiftReminder.php:31:        $cutoff = Carbon::now()->addHours(12);\napp/Services/Rota/Publisher.php:44:        $weekStart = now()->startOfWeek();",
        )
        .assistant(
          "Confirmed. Shifts are stored in UTC and converted with the clinic's `clinics.tz` column when displayed, but SendShiftReminder computes the cutoff with Carbon::now() in the server timezone (Europe/London on the box) and compares it against UTC values. After the DST switch that's one hour off. There's already `App\\Support\\ClinicClock::now($clinic)` which returns the clinic-local time.",
        )
        .user(
          "right, all times in the db are utc, display converts with clinics.tz. ok rule from now on: nothing in shift or rota code calls Carbon::now() or now() directly, always ClinicClock::now($clinic). fix both spots",
        )
        .file("Edit", "app/Jobs/SendShiftReminder.php")
        .file("Edit", "app/Services/Rota/Publisher.php")
        .bash("./vendor/bin/pest --parallel --filter=Reminder", "  Tests:    7 passed (19 assertions)")
        .stop("Both switched to ClinicClock::now($clinic); reminder tests pass."),
    planted: [
      { kind: "fact", keys: ["clinics.tz", "utc"] },
      { kind: "instruction", keys: ["clinicclock"] },
    ],
  },
  {
    id: "b104-postmark",
    build: (s) =>
      s
        .user("mailgun bounced a bunch of password resets again. i want off mailgun. SES maybe? its cheap")
        .assistant("SES works with Laravel's built-in driver. New accounts start in the sandbox and need a production-access request, usually 1-3 days.")
        .user("hmm")
        .bash("composer show | grep -i mail", "symfony/mailgun-mailer    v7.0.3  Symfony Mailgun Mailer Bridge")
        .user(
          "actually no, not SES, i cant wait days and i dont want to babysit reputation. going with postmark for all transactional mail. install whatever it needs",
        )
        .bash(
          "composer require symfony/postmark-mailer symfony/http-client",
          "Using version ^7.0 for symfony/postmark-mailer\n./composer.json has been updated\nPackage operations: 2 installs, 0 updates, 0 removals",
        )
        .file("Edit", "config/mail.php")
        .assistant(
          "Postmark mailer configured, MAIL_MAILER=postmark in .env.example; POSTMARK_TOKEN is already in Forge per your earlier message. Domain verification in Postmark still needs DKIM and Return-Path DNS records.",
        )
        .user("ugh dns. ill do the dkim + return-path records for rotaboard.io tomorrow, cloudflare login is on my other laptop")
        .stop("Code side is done."),
    planted: [
      { kind: "decision", keys: ["postmark"] },
      { kind: "task", keys: ["dkim"] },
    ],
  },
  {
    id: "b104-staging-seed",
    build: (s) =>
      s
        .user("staging is showing real clinic names?? who did that. was it me")
        .bash(
          "ssh forge@rotaboard.io \"mysql -e 'select name from rotaboard_staging.clinics limit 5'\"",
          "name\nHartley Dental\nGreenleaf Physio\nBrightside Care - Otley\nBrightside Care - Ilkley\nDemo Clinic",
        )
        .assistant(
          "Yes, `rotaboard_staging` has production clinics in it. staging.rotaboard.io runs on the same Forge server as prod, so a mysqldump piped across would do it. The mysql history has `mysqldump rotaboard | mysql rotaboard_staging` from 3 weeks ago.",
        )
        .user(
          "yep that was me, in a panic. ok wipe it. and for the record: staging only ever gets seeded with `php artisan db:seed --class=DemoClinicSeeder`, prod data never goes to staging. these are clinics, its health-adjacent, GDPR would eat me",
        )
        .bash(
          "ssh forge@rotaboard.io 'cd ~/staging.rotaboard.io && php artisan migrate:fresh --force && php artisan db:seed --class=DemoClinicSeeder --force'",
          "   INFO  Dropping all tables.\n   INFO  Running migrations.\n   INFO  Seeding database.\n  Database\\Seeders\\DemoClinicSeeder ........ 2,113 ms DONE",
        )
        .stop("Staging reset: DemoClinicSeeder data only."),
    planted: [{ kind: "instruction", keys: ["democlinicseeder"] }],
  },
  {
    id: "b104-refund-policy",
    build: (s) =>
      s
        .user(
          "refund request from some physio in Bath, signed up 9 days ago, says it wasnt what they expected. i keep doing these case by case and its exhausting",
        )
        .bash(
          "stripe invoices list --customer cus_Q8f2LmPz --limit 1 | jq '.data[0] | {amount_paid, created}'",
          '{\n  "amount_paid": 5900,\n  "created": 1761811200\n}',
        )
        .assistant("Last invoice $59.00, paid 9 days ago. `stripe refunds create --charge` on its charge would refund it in full.")
        .user(
          "do it. and let's just make it the policy so i stop agonising: full refund of the current month if they ask within 14 days of the charge, no questions. after 14 days no refund, they get a prorated credit at most",
        )
        .bash(
          "stripe refunds create --charge ch_3Q8f2L9zKq --reason requested_by_customer",
          '{\n  "id": "re_3Q8f2L9zKq0",\n  "amount": 5900,\n  "status": "succeeded"\n}',
        )
        .assistant("Refunded $59.00. Do you want the policy somewhere customers can see it?")
        .user("yes, needs to go on the terms page, but legal wording scares me so ill write that myself later")
        .stop("Refund re_3Q8f2L9zKq0 succeeded."),
    planted: [
      { kind: "decision", keys: ["14 days", "refund"] },
      { kind: "task", keys: ["terms page"] },
    ],
  },
  {
    id: "b104-vue-layout",
    build: (s) =>
      s
        .user("make me a little badge component for the plan name, used in the header and on the billing page")
        .file("Write", "resources/js/components/plan-badge.vue")
        .assistant("Created resources/js/components/plan-badge.vue with <script setup> and a `plan` prop.")
        .user(
          "wrong folder + wrong name style. components live in resources/js/Components (capital C) with PascalCase filenames, pages in resources/js/Pages. i keep forgetting to tell you this",
        )
        .bash("git mv resources/js/components/plan-badge.vue resources/js/Components/PlanBadge.vue", "")
        .file("Read", "resources/js/Pages/Billing/Index.vue")
        .assistant(
          "Moved to Components/PlanBadge.vue. Billing/Index.vue is Options API (`export default { data() ... }`) while the newer pages use <script setup>. Should I convert it while I'm in there?",
        )
        .user(
          "no. the old pages are options api and they stay that way until i have a reason to touch them, all new stuff is script setup. dont do drive-by rewrites",
        )
        .file("Edit", "resources/js/Pages/Billing/Index.vue")
        .stop("PlanBadge registered in Billing/Index.vue without converting it."),
    planted: [
      { kind: "instruction", keys: ["pascalcase"] },
      { kind: "instruction", keys: ["options api", "script setup"] },
    ],
  },
  {
    id: "b104-trial-length",
    build: (s) =>
      s
        .user("can you change the trial to 14 days? its 30 now and ppl just forget about us")
        .file("Read", "app/Actions/Fortify/CreateNewUser.php")
        .assistant("Trial is set via `trial_ends_at => now()->addDays(30)` in CreateNewUser. Changing to 14.")
        .file("Edit", "app/Actions/Fortify/CreateNewUser.php")
        .user(
          "wait. just had Sam from Brightside on a call and she said 14 isnt enough to run even one full rota cycle, theirs is 3 weeks. ok make it 21 days trial, no card upfront still",
        )
        .file("Edit", "app/Actions/Fortify/CreateNewUser.php")
        .bash("./vendor/bin/pest --parallel --filter=Registration", "  Tests:    5 passed (14 assertions)")
        .assistant("Trial is 21 days now. 4 users are currently in a 30-day trial; they keep theirs since trial_ends_at is stored per user.")
        .user("fine, leave those 4 alone")
        .stop("Registration tests pass with the 21-day trial."),
    planted: [{ kind: "decision", keys: ["21", "trial"] }],
  },
  {
    id: "b104-backups-b2",
    build: (s) =>
      s
        .user("Nadia at Hartley is filling out some supplier security questionnaire and asks about backups. what do we actually have")
        .bash(
          "forge backups:list rotaboard.io",
          "ID    Database    Provider          Frequency   Retention\n418   rotaboard   Backblaze B2 (S3)  daily 02:00  30",
        )
        .assistant(
          "Forge's database backups run nightly at 02:00 to a Backblaze B2 bucket through the S3 driver, keeping 30 days. That covers MySQL only; uploaded files in storage/app aren't backed up.",
        )
        .user(
          "right, so: nightly db backups to backblaze, 30 days kept. uploads arent backed up but theyre just clinic logos, who cares. ill tell her that. honestly ive never tested a restore once. todo: actually do a test restore into a scratch db one of these weeks",
        )
        .file("Write", "docs/security-answers.md")
        .stop("Wrote the backup answers to docs/security-answers.md for Nadia's questionnaire."),
    planted: [
      { kind: "fact", keys: ["backblaze", "30 days"] },
      { kind: "task", keys: ["restore"] },
    ],
  },
  {
    id: "b104-greenleaf-api",
    build: (s) =>
      s
        .user("getting 429s in the logs from the public api, someone hammering /api/v1/shifts")
        .bash(
          "ssh forge@rotaboard.io \"grep ' 429 ' /var/log/nginx/rotaboard.io-access.log | awk '{print \\$1}' | sort | uniq -c | sort -rn | head -3\"",
          "   1412 81.2.69.160\n      3 185.220.101.4",
        )
        .bash("php artisan tinker --execute=\"echo PersonalAccessToken::where('last_used_at','>',now()->subHour())->pluck('name');\"", '["greenleaf-sync"]')
        .assistant(
          "It's the `greenleaf-sync` token. It's the only token used in the last hour; the IP polls /api/v1/shifts every few seconds and hits the 60/min limit from RouteServiceProvider.",
        )
        .user("yeah greenleaf physio is literally our only api customer, their dev Tomas built a sync thing. should we raise the limit for them?")
        .assistant("Could add a per-token override, or tell Tomas to use the `updated_since` param so he doesn't need to poll so often.")
        .user(
          "nah, limit stays 60/min for everyone, im not doing per-customer special cases. tomas can use updated_since, i already sent him the docs link while you were looking",
        )
        .bash(
          "git grep -n 'perMinute' app/Providers",
          "app/Providers/RouteServiceProvider.php:38:            return Limit::perMinute(60)->by($request->user()?->id ?: $request->ip());",
        )
        .stop("No changes; the 60/min limit is unchanged."),
    planted: [
      { kind: "fact", keys: ["greenleaf", "tomas"] },
      { kind: "decision", keys: ["60"] },
    ],
  },
  {
    id: "b104-pint-commits",
    build: (s) =>
      s
        .user("commit what we did on the rota publisher")
        .bash(
          "git add -A && git commit -m 'feat(rota): Publish rota with ClinicClock and add publish notification'",
          "[main 4e1a9b2] feat(rota): Publish rota with ClinicClock and add publish notification\n 3 files changed, 58 insertions(+), 12 deletions(-)",
        )
        .user(
          "ugh no conventional commits please, i hate the feat( thing. short lowercase messages like 'rota publisher uses clinic clock'. and always run ./vendor/bin/pint --dirty before you commit, the diff had tabs again",
        )
        .bash(
          "./vendor/bin/pint --dirty",
          "  ✓ app/Services/Rota/Publisher.php  braces_position, indentation_type\n  FIXED ....................................... 2 files, 2 style issues fixed",
        )
        .bash(
          "git add -A && git commit --amend -m 'rota publisher uses clinic clock'",
          "[main 7c03d11] rota publisher uses clinic clock\n 3 files changed, 58 insertions(+), 12 deletions(-)",
        )
        .stop("Amended with pint fixes and the new message."),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "instruction", keys: ["pint"] },
    ],
  },
  {
    id: "b104-sentry-reminder",
    build: (s) =>
      s
        .user("sentry emailed me that were over quota. what is eating it")
        .bash(
          "sentry-cli issues list --project rotaboard --max-rows 3",
          "+------------+-------------------------------------------------------------+--------+\n| Issue ID   | Title                                                       | Events |\n| ROTA-2K    | ModelNotFoundException: No query results for [App\\Models\\Shift] | 4,912  |\n| ROTA-2M    | Symfony\\Component\\Mailer\\Exception\\TransportException          | 38     |",
        )
        .assistant(
          "ROTA-2K is 4,912 of the month's events. It's SendShiftReminder: a reminder is queued for a shift, the shift is deleted, and the job throws ModelNotFound when it runs. Sentry's free plan is 5,000 errors/month, so this one issue uses nearly all of it.",
        )
        .user(
          "ok so the free sentry plan is 5k errors a month, noted, im not paying for sentry. for now just drop that exception in before_send so we stop blowing the quota",
        )
        .file("Edit", "config/sentry.php")
        .assistant("Filtered ModelNotFoundException for App\\Models\\Shift in before_send.")
        .user(
          "follow-up for later tho: proper fix is deleting the queued reminder when a shift gets deleted, or $deleteWhenMissingModels on the job. dont do it now, i want to think about the edge cases",
        )
        .stop("Filter in place."),
    planted: [
      { kind: "fact", keys: ["5k", "sentry"] },
      { kind: "task", keys: ["reminder", "deleted"] },
    ],
  },
  {
    id: "b104-dompdf-statements",
    build: (s) =>
      s
        .user("the monthly statement pdf looks like garbage, tables overflow the page. can we make it nicer")
        .file("Read", "app/Services/Billing/StatementPdf.php")
        .assistant(
          "It renders with dompdf, which has weak flexbox/grid support; that's why the table overflows. Options: switch to Browsershot (headless Chromium, renders like the browser) or keep dompdf and rewrite the template with plain tables.",
        )
        .user("whats browsershot need on the server")
        .assistant("Node plus Puppeteer plus a Chromium binary on the Forge box, roughly 300 MB, and it's memory-hungry per render.")
        .user(
          "on a 2gb box that already oom's? no thanks. stick with dompdf, just use boring tables. and fyi before you make it fancy: these pdfs are only 'statements', the actual legal invoice is the one stripe generates and emails. so no VAT number stuff needed on ours",
        )
        .file("Edit", "resources/views/pdf/statement.blade.php")
        .bash("php artisan statement:render --clinic=1 --out=/tmp/s.pdf && pdfinfo /tmp/s.pdf | grep Pages", "Pages:          2")
        .stop("Statement template rewritten with plain tables; renders in 2 pages."),
    planted: [
      { kind: "decision", keys: ["dompdf"] },
      { kind: "fact", keys: ["legal invoice", "stripe"] },
    ],
  },
  {
    id: "b104-pennant-flags",
    build: (s) =>
      s
        .user("i want the new shift swap feature on for Greenleaf only, to test it with real ppl. how do we do that with FEATURE_SWAPS env thing")
        .bash(
          "grep -rn 'FEATURE_' .env.example config/",
          ".env.example:41:FEATURE_SWAPS=false\n.env.example:42:FEATURE_NEW_DASHBOARD=true\nconfig/features.php:5:    'swaps' => env('FEATURE_SWAPS', false),",
        )
        .assistant(
          "The env flags are global, so they can't target one clinic. Laravel Pennant supports per-scope flags: `Feature::for($clinic)->active('swaps')`, stored in a `features` table. I'd suggest moving flags to Pennant.",
        )
        .user("ok yes pennant. do swaps with it now")
        .bash(
          'composer require laravel/pennant && php artisan vendor:publish --provider="Laravel\\Pennant\\PennantServiceProvider" && php artisan migrate',
          "./composer.json has been updated\n   INFO  Publishing assets.\n   INFO  Running migrations.\n  2026_11_07_000001_create_features_table ...... 14ms DONE",
        )
        .file("Write", "app/Features/Swaps.php")
        .file("Edit", "resources/js/Pages/Rota/Show.vue")
        .assistant(
          "Swaps is a Pennant feature now, active for Greenleaf Physio (clinic 7). FEATURE_NEW_DASHBOARD and the config/features.php file are still there.",
        )
        .user("yeah leave those for now, but the old FEATURE_* env flags need cleaning up once swaps is out to everyone, dont let me forget")
        .stop("Swaps gated by Pennant for clinic 7."),
    planted: [
      { kind: "decision", keys: ["pennant"] },
      { kind: "task", keys: ["feature_"] },
    ],
  },
  {
    id: "b104-brightside-sso",
    build: (s) =>
      s
        .user(
          "had the quarterly call with Brightside. good news they're happy. fyi theyre by far our biggest account, 11 locations, about £900 MRR, so if they ask for something it matters",
        )
        .bash("php artisan tinker --execute=\"echo Clinic::where('group','brightside')->count();\"", "11")
        .assistant("11 Brightside clinics in the db. What did they ask for?")
        .user("SSO with google workspace, their IT guy wants it. im not doing it this month, no way, but its going on the list for after the swaps launch")
        .assistant(
          "Socialite has a Google driver; restricting to their workspace domain is the `hd` parameter. Could be a small change if they only need login, not provisioning.",
        )
        .user("maybe. dont start it")
        .stop("Not started."),
    planted: [
      { kind: "fact", keys: ["brightside", "11 locations"] },
      { kind: "task", keys: ["sso"] },
    ],
  },
  {
    id: "b104-herd-3307",
    build: (s) =>
      s
        .user("migrations fail locally, 'connection refused'. did something change")
        .bash(
          "php artisan migrate",
          "   Illuminate\\Database\\QueryException\n  SQLSTATE[HY000] [2002] Connection refused (Connection: mysql, SQL: select * from information_schema.tables where table_schema = 'rotaboard')",
          1,
        )
        .file("Read", ".env")
        .assistant("`.env` has DB_PORT=3306. Nothing is listening there; `lsof -i :3307` shows mysqld from DBngin.")
        .user(
          "ah right i reset my .env. local setup is Herd for php + DBngin mysql on port 3307, because 3306 is still grabbed by that old docker thing sometimes. and dont touch docker-compose.yml or try to use it, its dead, i just havent deleted it",
        )
        .file("Edit", ".env")
        .bash("php artisan migrate", "   INFO  Nothing to migrate.")
        .stop("DB_PORT=3307; migrations run."),
    planted: [
      { kind: "fact", keys: ["3307"] },
      { kind: "instruction", keys: ["docker-compose"] },
    ],
  },
  {
    id: "b104-dunning-readonly",
    build: (s) =>
      s
        .user("what happens right now when someones card fails over and over")
        .file("Read", "app/Listeners/HandleInvoicePaymentFailed.php")
        .assistant(
          "Stripe retries 4 times over 2 weeks (Smart Retries), then cancels the subscription. Cashier marks it canceled and the app locks them out entirely, including viewing past rotas. No emails from our side.",
        )
        .user("locking clinics out of their own rota is brutal, they cant even see who's working tomorrow. what are the options")
        .assistant(
          "(1) Keep full access until cancel, then lock. (2) After the retries fail, switch the account to read-only: they can see rotas but not edit or publish. (3) Delete data after 30 days.",
        )
        .user("2. read-only after the last failed retry, and we never delete anything automatically. build it")
        .file("Write", "app/Http/Middleware/EnsureWritableAccount.php")
        .file("Edit", "app/Listeners/HandleInvoicePaymentFailed.php")
        .bash("./vendor/bin/pest --parallel --filter=ReadOnly", "  Tests:    4 passed (11 assertions)")
        .assistant("Read-only mode works: GET routes pass, writes return 403 with a banner linking to the billing portal.")
        .user(
          'cool. the reactivation email ("your account is read only, update card here") still needs writing, ill do the copy myself next week, just not today',
        )
        .stop("Read-only mode in; no email yet."),
    planted: [
      { kind: "decision", keys: ["read-only"] },
      { kind: "task", keys: ["reactivation"] },
    ],
  },
  {
    id: "b104-gdpr-falkenstein",
    build: (s) =>
      s
        .user("another gdpr question from a clinic. where exactly is our data hosted, i always forget if its nuremberg or falkenstein")
        .bash(
          "forge server:show 771203 | grep -i -E 'region|provider|ip'",
          "Provider:   Hetzner\nRegion:     fsn1 (Falkenstein, DE)\nIP Address: 116.203.44.12",
        )
        .assistant(
          "Hetzner fsn1, Falkenstein, Germany. MySQL runs on the same server, so the database is there too. Backups go to Backblaze B2; that bucket's region would need checking separately.",
        )
        .user(
          "ok so app + db both on hetzner in falkenstein. good, eu. Nadia at Hartley also wants a DPA, we dont have one. TODO: get a DPA template sorted for clinics, probably pay a lawyer for it",
        )
        .bash("ls docs/", "security-answers.md\nrunbook.md")
        .stop("Hosting: Hetzner fsn1, Falkenstein."),
    planted: [
      { kind: "fact", keys: ["falkenstein"] },
      { kind: "task", keys: ["dpa"] },
    ],
  },
  {
    id: "b104-lazy-loading",
    build: (s) =>
      s
        .user("dashboard is slow for brightside, like 4 seconds. look at it")
        .bash(
          "php artisan debugbar:report --url=/dashboard --clinic=12 | tail -4",
          "Queries: 318 (2.81s)\n  select * from `users` where `users`.`id` = ? limit 1  x 146\n  select * from `roles` where `roles`.`id` = ? limit 1  x 146",
        )
        .assistant(
          "N+1: each shift lazy-loads its user and role. Adding `->with(['user', 'role'])` in DashboardController fixes this one. To catch the next one early, I can enable `Model::preventLazyLoading(! app()->isProduction())` in AppServiceProvider: lazy loads throw in local and tests, and are allowed in prod.",
        )
        .user("yes to both. turn on preventLazyLoading outside prod")
        .file("Edit", "app/Http/Controllers/DashboardController.php")
        .file("Edit", "app/Providers/AppServiceProvider.php")
        .file("Write", "database/migrations/2026_11_07_093000_add_index_on_shifts_starts_at.php")
        .assistant("Also added an index on shifts.starts_at in a new migration. I first edited 2024_01_10_create_shifts_table but reverted that.")
        .user("good that you reverted. rule: a migration thats been deployed is frozen, never edit it, always a new migration. i broke prod once doing that")
        .bash("./vendor/bin/pest --parallel", "  Tests:    1 skipped, 216 passed (615 assertions)\n  Duration: 22.40s")
        .stop("Dashboard at 31 queries; tests pass with lazy loading prevented."),
    planted: [
      { kind: "decision", keys: ["preventlazyloading"] },
      { kind: "instruction", keys: ["frozen", "migration"] },
    ],
  },
  {
    id: "b104-money-cents",
    build: (s) =>
      s
        .user(
          "before we do the discount codes thing, stuff i should have told you ages ago:\n- money is stored in cents as integers everywhere, never floats, never decimals\n- displaying money goes through the money() helper, its in app/Support/helpers.php, dont write number_format yourself\n- and yes i know the helpers file is a mess\nok now: add a 'discount' line to the statement",
        )
        .file("Read", "app/Support/helpers.php")
        .file("Edit", "app/Services/Billing/StatementPdf.php")
        .bash("./vendor/bin/pest --parallel --filter=Statement", "  Tests:    3 passed (9 assertions)")
        .assistant("Added the discount line: `discount_cents` from the Stripe invoice, rendered with money(). Statement tests pass.")
        .user("perfect")
        .stop("Discount line added."),
    planted: [
      { kind: "instruction", keys: ["cents"] },
      { kind: "instruction", keys: ["money()"] },
    ],
  },
  {
    id: "b104-stripe-tax",
    build: (s) =>
      s
        .user("accountant says we need to charge VAT properly, apparently ive been doing it wrong. how painful is this")
        .bash(
          "stripe customers list --limit 100 | jq -r '[.data[].address.country] | group_by(.) | map({(.[0] // \"none\"): length}) | add'",
          '{\n  "GB": 61,\n  "IE": 2\n}',
        )
        .assistant(
          "63 customers: 61 GB and 2 IE. Two routes: (a) Stripe Tax, which computes VAT per customer location and puts it on the invoice; Cashier supports it with `Cashier::calculateTaxes()`. (b) Our own tax-rate table mapped per country. Stripe Tax costs 0.5% per transaction.",
        )
        .user(
          "0.5% is fine vs me getting it wrong. yes stripe tax, not rolling our own vat tables. and yeah all our customers are UK except those two in ireland",
        )
        .file("Edit", "app/Providers/AppServiceProvider.php")
        .bash("./vendor/bin/pest --parallel --filter=Checkout", "  Tests:    4 passed (10 assertions)")
        .stop("Cashier::calculateTaxes() enabled; checkout tests pass."),
    planted: [
      { kind: "decision", keys: ["stripe tax"] },
      { kind: "fact", keys: ["ireland"] },
    ],
  },
  {
    id: "b104-cancel-pause",
    build: (s) =>
      s
        .user("idea: when someone hits cancel we offer 50% off for 2 months. could you build that into the cancel modal")
        .file("Read", "resources/js/Pages/Billing/Cancel.vue")
        .assistant("Doable with a Stripe coupon (`percent_off: 50, duration: repeating, duration_in_months: 2`) applied on the subscription when they accept.")
        .user(
          "hmm wait. the ones who leave arent price sensitive, theyre seasonal, the ski clinics close in summer. scrap the discount. offer a pause instead: they can pause billing for up to 3 months and keep their data",
        )
        .bash(
          "stripe subscriptions update sub_test_1Qx --pause-collection.behavior=void --dry-run 2>&1 | head -2",
          "pause_collection: {behavior: void, resumes_at: null}",
        )
        .file("Edit", "resources/js/Pages/Billing/Cancel.vue")
        .file("Write", "app/Http/Controllers/Billing/PauseController.php")
        .assistant("Cancel modal now offers 'Pause for 1-3 months' using Stripe's pause_collection with resumes_at. Accounts stay fully readable while paused.")
        .user("love it. TODO for me: add the pause option to the help scout saved replies so Priya can offer it too")
        .stop("Pause flow built."),
    planted: [
      { kind: "decision", keys: ["pause"] },
      { kind: "task", keys: ["saved replies"] },
    ],
  },
  {
    id: "b104-redis-cache-clear",
    build: (s) =>
      s
        .user("weird, everyone got logged out on prod around 11. Priya got 3 tickets about it")
        .bash("ssh forge@rotaboard.io 'grep -h cache:clear ~/.bash_history | tail -2'", "php artisan cache:clear\nphp artisan cache:clear")
        .bash(
          "grep -n -E \"'(database|connection)'\" config/cache.php config/session.php config/database.php | head",
          "config/cache.php:77:            'connection' => 'default',\nconfig/session.php:89:    'connection' => env('SESSION_CONNECTION'),\nconfig/database.php:151:            'database' => env('REDIS_DB', '0'),",
        )
        .assistant(
          "Someone ran `php artisan cache:clear` on prod at 10:58. Cache, sessions and queues all use the same Redis connection, database 0. cache:clear flushes that whole database, so it wiped every session too (and any queued jobs).",
        )
        .user(
          "it was me, again. clearing a stale plan cache. ok so cache:clear logs everyone out because sessions share the redis db. do NOT ever run cache:clear on prod, if a key is stale use cache:forget with the exact key",
        )
        .assistant("Want me to split sessions onto Redis database 1 so this can't happen?")
        .user("nah not worth it, id have to log everyone out once more to do it. i just wont run it again")
        .stop("No change made."),
    planted: [
      { kind: "fact", keys: ["cache:clear", "sessions"] },
      { kind: "instruction", keys: ["cache:forget"] },
    ],
  },
  {
    id: "b104-vitest-ci",
    build: (s) =>
      s
        .user("the shift grid component keeps breaking when i touch it. can we have tests for vue stuff")
        .bash("ls resources/js/**/__tests__ 2>/dev/null; grep -E '\"(vitest|jest)\"' package.json", "")
        .assistant(
          "No front-end tests yet. I'd add Vitest with @vue/test-utils, tests in `resources/js/__tests__/` mirroring the component path, run with `npm run test`. Vite is already the bundler so config is small.",
        )
        .user("sure, thats the setup from now on")
        .bash("npm i -D vitest @vue/test-utils jsdom", "added 48 packages, and audited 412 packages in 9s")
        .file("Write", "resources/js/__tests__/Components/ShiftGrid.test.js")
        .bash("npx vitest run", " ✓ resources/js/__tests__/Components/ShiftGrid.test.js (3 tests) 41ms\n Test Files  1 passed (1)")
        .assistant("3 ShiftGrid tests pass. None of these or the Pest tests run anywhere but your machine right now.")
        .user("yeah i know. next month: set up github actions to run pest + vitest on push. add it to my list")
        .stop("Vitest set up with one test file."),
    planted: [
      { kind: "decision", keys: ["vitest", "__tests__"] },
      { kind: "task", keys: ["github actions"] },
    ],
  },
  {
    id: "b104-search-meili",
    build: (s) =>
      s
        .user("shift search is slow for brightside, searching notes takes like 2s. should we get meilisearch + scout")
        .bash(
          "php artisan tinker --execute=\"DB::enableQueryLog(); Shift::search('cover')->get(); dump(DB::getQueryLog());\"",
          'array:1 [\n  0 => array:3 [\n    "query" => "select * from `shifts` where `note` like ?"\n    "time" => 1934.12\n  ]\n]',
        )
        .assistant(
          "The search uses `LIKE '%cover%'`, not the FULLTEXT index that exists on shifts.note. Switching to `whereFullText('note', ...)` should bring it to a few ms. Meilisearch would need another service on the box plus Scout indexing jobs.",
        )
        .user(
          "oh. ok then no meilisearch, not adding another daemon to a 2gb box. use the fulltext index. also in general i prefer you ask me before pulling in any new composer package, vendor is already massive",
        )
        .file("Edit", "app/Models/Shift.php")
        .bash("php artisan tinker --execute=\"$t=microtime(true); Shift::search('cover')->get(); echo round((microtime(true)-$t)*1000).'ms';\"", "11ms")
        .stop("Search uses the fulltext index: 11 ms."),
    planted: [
      { kind: "decision", keys: ["meilisearch"] },
      { kind: "instruction", keys: ["composer package"] },
    ],
  },
  {
    id: "b104-baremetrics",
    build: (s) =>
      s
        .user("can you add an MRR number to the admin page? i look at it every morning")
        .bash("grep -rn -i 'mrr' app resources/js | head -3", "")
        .assistant("Nothing computes MRR in the app. Where does your current MRR number come from?")
        .user(
          "baremetrics. its hooked straight to stripe, thats where all my MRR/churn charts come from, not our db. on the trial tho. just link to it from admin, dont compute anything",
        )
        .file("Edit", "resources/js/Pages/Admin/Index.vue")
        .assistant("Added a 'Metrics' link to the Baremetrics dashboard in the admin header.")
        .user("ta. oh and remind me to cancel the baremetrics trial before the 20th if i decide its not worth $108/mo")
        .stop("Link added."),
    planted: [
      { kind: "fact", keys: ["baremetrics", "stripe"] },
      { kind: "task", keys: ["baremetrics", "20th"] },
    ],
  },
  {
    id: "b104-logo-uploads",
    build: (s) =>
      s
        .user("clinic logos upload fine but some are like 8MB pngs and the header takes forever")
        .file("Read", "app/Http/Controllers/Settings/LogoController.php")
        .assistant("Uploads are stored as-is on the `public` disk. Intervention Image is installed; I can resize on upload.")
        .user("yes. logos always get resized to 256px wide, saved as webp. same for anything avatar-ish we add later")
        .file("Edit", "app/Http/Controllers/Settings/LogoController.php")
        .bash("php artisan logos:resize-existing", "Resized 58 logos (412 MB -> 3.1 MB)")
        .assistant("Resized on upload and backfilled the 58 existing logos. They live on the local public disk, so they're not in the Forge backups.")
        .user("right. next sprint: move uploads to a B2 bucket so theyre actually backed up. not now")
        .stop("58 logos resized."),
    planted: [
      { kind: "instruction", keys: ["256px"] },
      { kind: "task", keys: ["uploads", "b2"] },
    ],
  },
  {
    id: "b104-kb-british",
    build: (s) =>
      s
        .user("write me the text for a 'how to publish a rota' help article, short")
        .assistant(
          "Draft:\n\n**Publishing your rota**\nOnce your shifts look right, click **Publish**. Staff get an email and can see their shifts in the app. You can still edit after publishing; changes are highlighted for staff.\n\nWhere should it live: a /help section in the app or somewhere else?",
        )
        .user(
          "not in the app, im putting the knowledge base on help scout docs, we already pay for it and Priya can link articles from tickets. also its a uk product so british spelling in anything customers read pls, organise, colour, cancelled",
        )
        .bash(
          "grep -rn -E 'organize|color|canceled' resources/js/Pages --include=*.vue | grep -v 'class=' | head -3",
          "resources/js/Pages/Rota/Show.vue:112:        <span>Organize by role</span>\nresources/js/Pages/Billing/Cancel.vue:9:      <h2>Subscription canceled</h2>",
        )
        .file("Edit", "resources/js/Pages/Rota/Show.vue")
        .file("Edit", "resources/js/Pages/Billing/Cancel.vue")
        .stop("Fixed the two American spellings in the UI."),
    planted: [
      { kind: "decision", keys: ["knowledge base", "help scout"] },
      { kind: "instruction", keys: ["british"] },
    ],
  },
  {
    id: "b104-scheduler-digest",
    build: (s) =>
      s
        .user("the weekly digest email didnt go out monday. or did it? Mona says she didnt get it")
        .bash("ssh forge@rotaboard.io 'crontab -l -u forge'", "* * * * * php /home/forge/rotaboard.io/artisan schedule:run >> /dev/null 2>&1")
        .bash("grep -n 'digest' app/Console/Kernel.php", "24:        $schedule->command('digest:weekly')->mondays()->at('07:00');")
        .bash(
          "ssh forge@rotaboard.io 'grep digest:weekly ~/rotaboard.io/storage/logs/scheduler.log | tail -1'",
          "2026-11-03 07:00:02 Running [digest:weekly] ... DONE 41s",
        )
        .assistant(
          "It ran Monday 07:00 and finished. The only cron entry is Forge's `schedule:run` every minute as the forge user; the server clock is UTC, so 07:00 in the Kernel is UTC. Greenleaf's email is in Postmark's suppression list after a bounce in October, that's why Mona didn't get it.",
        )
        .user(
          "ugh ok. so all scheduling goes through forge's one schedule:run cron and times are utc. i just unsuppressed her in postmark. and follow-up: the digest should go out at 7am clinic local time not 7 utc, fix later",
        )
        .stop("Digest ran; Mona's address is suppressed in Postmark."),
    planted: [
      { kind: "fact", keys: ["schedule:run"] },
      { kind: "task", keys: ["digest", "local"] },
    ],
  },
  {
    id: "b104-empty-composer-audit",
    build: (s) =>
      s
        .user("github sent a dependabot email about some laravel vuln. do we need to care")
        .bash(
          "composer audit",
          "Found 1 security vulnerability advisory affecting 1 package:\n+-------------------+----------------------------------------------+\n| Package           | laravel/framework                            |\n| Severity          | medium                                       |\n| Advisory ID       | PKSA-2k4f-8b1c-x9zd                          |\n| Affected versions | >=11.0.0,<11.31.0                            |\n+-------------------+----------------------------------------------+",
        )
        .assistant("Yes: laravel/framework 11.29 is in the affected range. `composer update laravel/framework` to 11.31+ fixes it; it's a minor bump.")
        .user("do it")
        .bash(
          "composer update laravel/framework --with-dependencies && ./vendor/bin/pest --parallel",
          "  - Upgrading laravel/framework (v11.29.0 => v11.31.2)\n  Tests:    1 skipped, 219 passed (624 assertions)",
        )
        .assistant("Updated to 11.31.2, tests pass. composer audit is clean.")
        .user("nice one")
        .stop("Vulnerability fixed."),
    planted: [],
  },
  {
    id: "b104-empty-pricing-musing",
    build: (s) =>
      s
        .user("random thought, do you think per-seat pricing would be better than per-location? brightside would pay way more lol")
        .assistant(
          "Per-seat tracks value for big groups but punishes clinics with many part-timers, which is most of your base, and staff count changes weekly on a rota product. Per-location is simpler to explain. Hard to say without looking at your customers' staff counts.",
        )
        .user("how many staff do clinics have on average")
        .bash('php artisan tinker --execute="echo round(User::count() / Clinic::count(), 1);"', "14.3")
        .assistant("14.3 staff per clinic on average.")
        .user("hm. interesting. ill sleep on it, probably not")
        .stop("Average is 14.3."),
    planted: [],
  },
  {
    id: "b104-empty-typo",
    build: (s) =>
      s
        .user("typo on the billing page, it says 'you will recieve an invoice'. fix pls")
        .bash("grep -rn 'recieve' resources/js", "resources/js/Pages/Billing/Index.vue:88:        <p>You will recieve an invoice by email.</p>")
        .file("Edit", "resources/js/Pages/Billing/Index.vue")
        .assistant("Fixed 'recieve' to 'receive' in Billing/Index.vue line 88. No other occurrences.")
        .user("ty")
        .assistant("Anything else on the billing page?")
        .user("nope thats it")
        .stop("Done."),
    planted: [],
  },
  {
    id: "b104-empty-lazy-question",
    build: (s) =>
      s
        .user("quick q, whats the difference between Inertia::lazy and Inertia::optional? i see both in the docs")
        .assistant(
          "Same behaviour: the prop is skipped on the first visit and only evaluated on a partial reload that asks for it by name (`only: ['stats']`). `Inertia::lazy` is the old name; Inertia 2 renamed it to `optional` and deprecated `lazy`.",
        )
        .user("and which one do we have")
        .bash("composer show inertiajs/inertia-laravel | grep versions", "versions : * v1.3.0")
        .assistant("inertia-laravel v1.3.0, so `Inertia::lazy`. `optional` arrives with v2.")
        .user("ok cool, just curious")
        .stop("v1.3.0 installed."),
    planted: [],
  },
  {
    id: "b104-empty-horizon-status",
    build: (s) =>
      s
        .user("long day. two more churned, one said they're going back to a spreadsheet lmao. anyway is horizon alive")
        .bash("ssh forge@rotaboard.io 'php ~/rotaboard.io/artisan horizon:status'", "   INFO  Horizon is running.")
        .bash(
          "ssh forge@rotaboard.io 'php ~/rotaboard.io/artisan queue:monitor redis:default,redis:exports'",
          "  Queue name ..................... Size / Status\n  [redis] default ................... [0] OK\n  [redis] exports ................... [0] OK",
        )
        .assistant("Horizon is running; default and exports queues are both empty.")
        .user("good. losing to a spreadsheet hurts tho")
        .assistant("Did they say what the spreadsheet does better?")
        .user("'its free'. cant argue with that. ok thats all, going to eat something")
        .stop("Queues are healthy."),
    planted: [],
  },
  {
    id: "b104-empty-slow-hunch",
    build: (s) =>
      s
        .user("the rota page feels slower this week. maybe its the shifts count query in the header? not sure, just a hunch")
        .bash("php artisan debugbar:report --url=/rota/12 | tail -3", "Queries: 24 (118ms)\nRequest duration: 412ms\nMemory: 18MB")
        .assistant(
          "412 ms server side with 24 queries totalling 118 ms; the header count is 3 ms of that. Doesn't look like the query. Could be the front end: the rota grid renders ~600 cells.",
        )
        .user("could be the vue grid yeah. or my wifi honestly, its been awful")
        .assistant("I could profile the grid render with Vue devtools if you want.")
        .user("nah leave it, its not that bad really. forget i said anything")
        .stop("Left as is."),
    planted: [],
  },
  {
    id: "b104-empty-env-paste",
    build: (s) =>
      s
        .user(
          "whats this block in .env.example, did i write this?\n\n# ALWAYS set APP_DEBUG=false in production\n# TODO remove legacy MAILGUN_* vars\n# never commit real keys here\nMAILGUN_DOMAIN=\nMAILGUN_SECRET=",
        )
        .bash("git log -L 30,35:.env.example --format='%h %an %ad' --date=short | head -3", "b81c0f2 Ben Carter 2025-02-14")
        .assistant(
          "You added it in February 2025 (b81c0f2), when Mailgun was set up. The MAILGUN_* vars are no longer read anywhere since the mailer switched.",
        )
        .user("lol past me leaving notes. ok whatever, not important")
        .assistant("Want it left untouched?")
        .user("yeah leave it")
        .stop("Untouched."),
    planted: [],
  },
  {
    id: "b104-empty-octane",
    build: (s) =>
      s
        .user("saw a tweet that octane makes laravel apps 5x faster. should we?")
        .bash("php -m | grep -i -E 'swoole|openswoole'; composer show laravel/octane 2>&1 | head -1", 'Package "laravel/octane" not found')
        .assistant(
          "Octane keeps the app booted between requests (Swoole, RoadRunner or FrankenPHP). Gains are real for boot-heavy apps, but static state leaks between requests, e.g. the cached subscription in a static property we had. Your p95 is ~400 ms mostly in queries, so boot time is a small part.",
        )
        .user("so not 5x for us")
        .assistant("Unlikely. Maybe 20-30% on simple pages.")
        .user("meh. not worth the weirdness. no octane")
        .stop("No changes."),
    planted: [],
  },
  {
    id: "b104-empty-rename-withdrawn",
    build: (s) =>
      s
        .user("thinking of renaming the Clinic model to Organisation since we get the odd care home now. how bad would that be")
        .bash("grep -rli 'clinic' app resources/js database | wc -l", "214")
        .assistant(
          "214 files mention 'clinic': models, policies, Vue pages, migrations, the clinics table itself and its foreign keys. Doable in a day with a table rename migration, but touching every file.",
        )
        .user("hmm what if just the UI says organisation and the code stays clinic")
        .assistant("That's a copy change in ~30 Vue files plus emails.")
        .user("actually no, scratch all of it. care homes are like 2 customers. clinic it is, forget i asked")
        .stop("Nothing changed."),
    planted: [],
  },
  {
    id: "b104-empty-run-tests",
    build: (s) =>
      s
        .user("can you run the tests and tell me if the swap stuff broke anything")
        .bash(
          "./vendor/bin/pest --parallel",
          "   FAIL  Tests\\Feature\\SwapRequestTest > it notifies the manager\n  Expected 1 notification, got 0.\n\n  Tests:    1 failed, 1 skipped, 217 passed (618 assertions)",
        )
        .assistant(
          "One failure: SwapRequestTest expects a notification but the Swaps Pennant feature isn't active for the test clinic, so the request is rejected first.",
        )
        .user("just activate it in the test setup")
        .file("Edit", "tests/Feature/SwapRequestTest.php")
        .bash("./vendor/bin/pest --parallel --filter=SwapRequest", "  Tests:    6 passed (15 assertions)")
        .assistant("Activated Swaps for the clinic in beforeEach; SwapRequestTest passes.")
        .user("👍")
        .stop("All green."),
    planted: [],
  },
  {
    id: "b104-empty-stripe-cli",
    build: (s) =>
      s
        .user("stripe listen is printing weird warnings, is that bad?")
        .bash(
          "stripe listen --forward-to rotaboard.test/stripe/webhook 2>&1 | head -5",
          "> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is whsec_test_51...\nWarning: your local API version differs from your account's default. Events will always be sent using the account default unless --latest is passed.\n2026-11-07 10:02:11   --> customer.subscription.updated [evt_1QX...]\n2026-11-07 10:02:11  <--  [200] POST http://rotaboard.test/stripe/webhook",
        )
        .assistant("It's only warning about the API version mismatch. Events are arriving and the app answers 200, so forwarding works.")
        .user("ok so nothing to do?")
        .assistant("Nothing needed for local testing.")
        .user("cool")
        .stop("Webhooks forward fine."),
    planted: [],
  },
  {
    id: "b104-empty-stacktrace",
    build: (s) =>
      s
        .user(
          "getting this when i open the settings page locally:\n\nTypeError: Cannot read properties of undefined (reading 'name')\n    at Proxy.render (Settings/Profile.vue:14:38)",
        )
        .file("Read", "resources/js/Pages/Settings/Profile.vue")
        .assistant("Line 14 reads `clinic.name`, but the controller passes `currentClinic`. Renamed prop after the settings routes refactor.")
        .user("just fix it")
        .file("Edit", "resources/js/Pages/Settings/Profile.vue")
        .assistant("Profile.vue now uses `currentClinic.name`.")
        .user("works. thx")
        .stop("Settings page renders."),
    planted: [],
  },
];

export const BLIND104 = plantedSet(BLIND104_SESSIONS, Date.UTC(2026, 10, 7, 9));
