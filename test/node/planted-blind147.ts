/**
 * Blind planted set 147 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a freelance WordPress/PHP developer juggling a few small UK clients (a bakery, a bike shop,
 * a booking plugin, a multisite), writing informally with typos, British spelling and asides in brackets;
 * rules and facts often dropped mid-sentence in a reply about something else.
 * Each session is one segment; the items planted in it are listed with it: 76 items (18 decisions, 19 instructions,
 * 21 facts, 18 tasks) in 49 sessions, 12 of which plant nothing (57 user/assistant messages between them). Every other message
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

export const BLIND147_SESSIONS: BlindSession[] = [
  {
    id: "b147-hartley-child-enqueue",
    build: (s) =>
      s
        .user(
          "morning! right, Hartley & Sons (the bakery one) - need the new fonts enqueued. fyi the child theme is hartley-child, parent is Astra. and please never touch the parent theme files, everything goes in the child (got burnt by an Astra update wiping my changes in 2023, never again lol)",
        )
        .bash("ls wp-content/themes", "astra\nhartley-child\ntwentytwentyfour")
        .file("Read", "wp-content/themes/hartley-child/functions.php")
        .file("Edit", "wp-content/themes/hartley-child/functions.php")
        .assistant(
          "Added a wp_enqueue_style for the two Google fonts in hartley_child_enqueue(), with astra-theme-css as a dependency so it loads after the parent styles.",
        )
        .user("cheers, looks right on local")
        .stop("Fonts are enqueued from the child theme's functions.php."),
    planted: [
      { kind: "instruction", keys: ["parent theme"] },
      { kind: "fact", keys: ["hartley-child"] },
    ],
  },
  {
    id: "b147-staging-search-replace",
    build: (s) =>
      s
        .user(
          "can you do the search-replace on the hartley staging db? staging.hartleybakes.co.uk -> hartleybakes.co.uk. oh and btw with wp search-replace ALWAYS pass --dry-run first, I want to see the counts before it does anything for real (learnt that one the hard way)",
        )
        .bash(
          "wp search-replace 'staging.hartleybakes.co.uk' 'hartleybakes.co.uk' --all-tables --dry-run",
          "+------------------+-----------------------+--------------+------+\n| Table            | Column                | Replacements | Type |\n+------------------+-----------------------+--------------+------+\n| wp_options       | option_value          | 6            | PHP  |\n| wp_posts         | post_content          | 1184         | SQL  |\n| wp_postmeta      | meta_value            | 94           | PHP  |\n+------------------+-----------------------+--------------+------+\nSuccess: 1284 replacements to be made.",
        )
        .assistant("Dry run says 1,284 replacements, mostly post_content. Want me to run it for real?")
        .user(
          "yep go for it. (the staging one is on the SiteGround box btw, not WP Engine - they're on the cheap plan for staging so it's a bit slow, that's normal)",
        )
        .bash("wp search-replace 'staging.hartleybakes.co.uk' 'hartleybakes.co.uk' --all-tables", "Success: Made 1284 replacements.")
        .stop("Search-replace done: 1,284 replacements."),
    planted: [
      { kind: "instruction", keys: ["dry-run"] },
      { kind: "fact", keys: ["siteground"] },
    ],
  },
  {
    id: "b147-order-emails-port",
    build: (s) =>
      s
        .user("Bramble's order emails have stopped going out again. is it the SMTP plugin do you think? or maybe Woo itself")
        .bash(
          'wp eval \'var_dump(wp_mail("test@fernleaf.dev", "t", "t"));\' && tail -n 5 wp-content/debug.log',
          "bool(false)\n[27-Nov-2026 10:02:11 UTC] WP Mail SMTP: Connection: opening to smtp.office365.com:25, timeout=30\n[27-Nov-2026 10:02:41 UTC] SMTP ERROR: Failed to connect to server: Connection timed out (110)",
        )
        .assistant("Could be the plugin, could be the host. The log shows it timing out on port 25; let me try 587 from the server.")
        .bash(
          "nc -zv smtp.office365.com 587 && nc -zv -w 5 smtp.office365.com 25",
          "Connection to smtp.office365.com 587 port [tcp/submission] succeeded!\nnc: connect to smtp.office365.com port 25 (tcp) timed out",
          1,
        )
        .assistant(
          "Confirmed: the host blocks outbound port 25, only 587 gets out. WP Mail SMTP was set to 25 after the last settings import. I've switched it to 587 with TLS and the test mail went through.",
        )
        .user(
          "ahh that'll be it, the host blocks 25. ok good. remind me to talk to Priya about moving them onto Postmark next month, this is the 2nd time this year",
        )
        .stop("Switched WP Mail SMTP to port 587; test mail delivered."),
    planted: [
      { kind: "fact", keys: ["587"] },
      { kind: "task", keys: ["postmark"] },
    ],
  },
  {
    id: "b147-bookings-phpcs-autoload",
    build: (s) =>
      s
        .user("can you run phpcs on the bramble-bookings plugin and see how bad it is")
        .bash(
          "vendor/bin/phpcs --standard=WordPress-Extra wp-content/plugins/bramble-bookings/includes | tail -n 8",
          'FILE: includes/class-booking-form.php\n----------------------------------------------------------------------\n 42 | ERROR   | Processing form data without nonce verification.\n 57 | WARNING | Loose comparisons are not allowed. Expected: "==="; Found: "=="\n 88 | ERROR   | All output should be run through an escaping function; found \'$slot\'. Output must always be escaped\n----------------------------------------------------------------------\nFOUND 31 ERRORS AND 12 WARNINGS AFFECTING 29 LINES',
        )
        .assistant(
          "31 errors, 12 warnings. Separately: the plugin loads its classes through a long chain of require_once in the main file. I'd suggest moving to a Composer PSR-4 autoload under a Bramble\\Bookings namespace, which would also make the classes testable.",
        )
        .user(
          "yeah go with the psr-4 autoload, sod the require_once chain. and fwiw I always want phpcs run with WordPress-Extra on my stuff, not WordPress-Core, Core lets too much through",
        )
        .file("Edit", "wp-content/plugins/bramble-bookings/composer.json")
        .bash("cd wp-content/plugins/bramble-bookings && composer dump-autoload", "Generating autoload files\nGenerated autoload files")
        .stop("composer.json now has a PSR-4 autoload for Bramble\\Bookings; the phpcs errors are untouched for now."),
    planted: [
      { kind: "decision", keys: ["psr-4"] },
      { kind: "instruction", keys: ["wordpress-extra"] },
    ],
  },
  {
    id: "b147-acf-json-sync",
    build: (s) =>
      s
        .user("the new 'opening hours' field isn't showing on live, is it a caching thing?")
        .bash("ls wp-content/themes/hartley-child/acf-json | head", "group_5f2a1c9e0d3b1.json\ngroup_61b0e7a2c4f88.json\ngroup_64d9e1f0a7b22.json")
        .assistant(
          "Not caching, I think: the field groups load from the JSON files in hartley-child/acf-json, and the opening hours group is in a newer file that was never deployed. Live is still reading the old one.",
        )
        .user(
          "oh ffs yes, that's how it's set up, ACF syncs from acf-json in the child theme. ok deploy it. and note to self (and you): don't edit ACF field groups on the live admin, ever - do it locally and commit the json or it all goes out of sync",
        )
        .bash("git add wp-content/themes/hartley-child/acf-json && git commit -qm 'ACF: opening hours group' && git push -q", "")
        .assistant("Pushed; the field should show once the deploy finishes.")
        .user("ta. oh, TODO for next week: the testimonials group still uses the old repeater and needs converting to flexible content, don't do it now tho")
        .stop("Opening hours field group deployed."),
    planted: [
      { kind: "fact", keys: ["acf-json"] },
      { kind: "instruction", keys: ["acf", "live"] },
      { kind: "task", keys: ["testimonials", "flexible content"] },
    ],
  },
  {
    id: "b147-moorland-deploy-action",
    build: (s) =>
      s
        .user(
          "right, decided: no more FileZilla for Moorland Cycles. it deploys via the github action from now on, can you finish off the workflow? the SSH port for their Kinsta site is 41822 (kinsta give each site its own random port, it's not 22)",
        )
        .file("Read", ".github/workflows/deploy.yml")
        .file("Edit", ".github/workflows/deploy.yml")
        .bash(
          "cat .github/workflows/deploy.yml | tail -n 6",
          '      - name: Notify\n        if: always()\n        run: curl -s -X POST $SLACK_HOOK -d \'{"text":"deploy finished"}\'\n      # TODO: never deploy on tags until the release flow exists',
        )
        .assistant("The rsync step now uses port 41822 and excludes wp-config.php and uploads. The notify step runs always(), even on failure.")
        .user("lovely. shall we add a manual approval step too? hmm, maybe not, it's only me")
        .stop("Deploy workflow finished: rsync over SSH on port 41822."),
    planted: [
      { kind: "decision", keys: ["github action"] },
      { kind: "fact", keys: ["41822"] },
    ],
  },
  {
    id: "b147-moorland-css-cache",
    build: (s) =>
      s
        .user("the new header colour isn't showing on moorland, I've hard refreshed about 10 times (yes, really)")
        .bash("curl -sI https://moorlandcycles.co.uk/ | grep -i -E 'cf-cache-status|x-rocket'", "cf-cache-status: HIT\nx-rocket-nginx-serving-static: HIT")
        .assistant(
          "Both layers are serving cached copies: WP Rocket's static page and Cloudflare's edge. I purged Rocket with wp rocket clean; Cloudflare still has the old one.",
        )
        .bash("wp rocket clean --confirm", "Success: All cache files cleared.")
        .user(
          "yeah that site double caches. so from now on after any css change on moorland purge rocket AND cloudflare, both. I can't do the cloudflare bit via api tho - it's the client's own cloudflare account and I only have read access, so I'll have to ask Dan to purge it",
        )
        .assistant("Understood. I'll flag the Cloudflare purge for Dan whenever a CSS change goes out.")
        .stop("Rocket cache cleared; Cloudflare needs a purge from Dan."),
    planted: [
      { kind: "instruction", keys: ["cloudflare", "purge"] },
      { kind: "fact", keys: ["read access"] },
    ],
  },
  {
    id: "b147-bramble-woo-pin",
    build: (s) =>
      s
        .user("there's a woo update nagging on bramble, 9.4. should we just do it?")
        .bash(
          "wp plugin list --name=woocommerce --fields=name,version,update_version",
          "+-------------+---------+----------------+\n| name        | version | update_version |\n+-------------+---------+----------------+\n| woocommerce | 8.9.3   | 9.4.2          |\n+-------------+---------+----------------+",
        )
        .assistant(
          "Jumping 8.9 to 9.4 would trigger the HPOS compatibility checks, and the bookings plugin still reads orders straight from wp_posts. I'd hold off until that's sorted.",
        )
        .user(
          "ok yeah, let's stay on woo 8.9 for bramble until the HPOS stuff is done, no upgrading to 9 till then. and the HPOS migration needs doing before Christmas, stick it on the list",
        )
        .file("Edit", "wp-content/plugins/bramble-bookings/README.md")
        .stop("Left WooCommerce at 8.9.3."),
    planted: [
      { kind: "decision", keys: ["8.9"] },
      { kind: "task", keys: ["hpos"] },
    ],
  },
  {
    id: "b147-bramble-php74",
    build: (s) =>
      s
        .user("the slot picker fatal errors on live but works fine on Local?? wtf")
        .bash(
          "ssh bramble 'php -v | head -1; tail -n 2 ~/logs/php_error.log'",
          "PHP 7.4.33 (cli) (built: Nov  2 2022 16:00:00) ( NTS )\nPHP Parse error:  syntax error, unexpected '=>' (T_DOUBLE_ARROW) in /home/bramble/public_html/wp-content/plugins/bramble-bookings/includes/class-slots.php on line 64",
        )
        .assistant(
          "That's it: live is on PHP 7.4.33 while Local runs the site on 8.1. Line 64 uses a match expression, which is PHP 8 only. I've rewritten it as a switch.",
        )
        .file("Edit", "wp-content/plugins/bramble-bookings/includes/class-slots.php")
        .user(
          "ugh. right, so bramble live is php 7.4 and Local is 8.1, that's not changing til they move host. no php 8 syntax in bramble code please - no match, no nullsafe, no named args, none of it",
        )
        .bash(
          "php -l wp-content/plugins/bramble-bookings/includes/class-slots.php",
          "No syntax errors detected in wp-content/plugins/bramble-bookings/includes/class-slots.php",
        )
        .stop("Replaced the match expression with a switch; the file lints clean."),
    planted: [
      { kind: "fact", keys: ["7.4"] },
      { kind: "instruction", keys: ["php 8"] },
    ],
  },
  {
    id: "b147-bramble-git-flow",
    build: (s) =>
      s
        .user(
          "can you commit the slot fix? oh and commit msgs - I like the ticket number first, like 'BRM-112: fix slot parse error', that's how I do all of them",
        )
        .bash(
          "git add -A && git commit -m 'BRM-118: replace match with switch for PHP 7.4' && git log --oneline -1",
          "a41c9d2 BRM-118: replace match with switch for PHP 7.4",
        )
        .assistant(
          "Committed. For merging into main, would you rather keep the branch history or squash? With lots of 'wip' commits on these branches, squash merging keeps main readable.",
        )
        .user("yes squash merge it is, the wip commits are embarrassing tbh")
        .bash(
          "git checkout main && git merge --squash brm-118 && git commit -qm 'BRM-118: PHP 7.4 compatible slot picker'",
          "Squash commit -- not updating HEAD",
        )
        .stop("BRM-118 squash-merged into main."),
    planted: [
      { kind: "instruction", keys: ["ticket number"] },
      { kind: "decision", keys: ["squash"] },
    ],
  },
  {
    id: "b147-moorland-cron",
    build: (s) =>
      s
        .user("the black friday sale on moorland was meant to start at midnight and it didn't. is wp cron just broken?")
        .bash(
          "wp config get DISABLE_WP_CRON && crontab -l | grep wp-cron",
          "true\n*/5 * * * * curl -s https://moorlandcycles.co.uk/wp-cron.php?doing_wp_cron > /dev/null 2>&1",
        )
        .assistant(
          "WP-Cron's built-in trigger is off there: DISABLE_WP_CRON is true and a real server cron calls wp-cron.php every 5 minutes instead. That cron is running, so that's not it. Maybe the sale is scheduled via Action Scheduler and stuck?",
        )
        .bash("wp action-scheduler list --status=past-due --format=count", "37")
        .user(
          "37 past due, lovely. I haven't got time today, I'll just start the sale by hand. follow-up for tomorrow: go through the action scheduler past-due queue on moorland and work out why they're stuck",
        )
        .bash("wp post meta update 4412 _sale_price 249", "Success: Updated custom field '_sale_price'.")
        .stop("Started the sale manually; 37 past-due actions still queued."),
    planted: [
      { kind: "fact", keys: ["server cron"] },
      { kind: "task", keys: ["action scheduler"] },
    ],
  },
  {
    id: "b147-hartley-webp",
    build: (s) =>
      s
        .user(
          "pagespeed is moaning about images on hartley. options are ShortPixel or Converter for Media I think? shortpixel is nicer but it's monthly and Priya won't pay monthly for anything",
        )
        .assistant("Converter for Media does WebP locally with no subscription, which fits. ShortPixel's compression is better but needs the credits plan.")
        .user(
          "go with Converter for Media then. also while you're in there - add_image_size calls go in inc/media.php, don't scatter them round functions.php like last time",
        )
        .bash(
          "wp plugin install webp-converter-for-media --activate",
          "Plugin installed successfully.\nActivating 'webp-converter-for-media'...\nSuccess: Installed 1 of 1 plugins.",
        )
        .file("Edit", "wp-content/themes/hartley-child/inc/media.php")
        .stop("Converter for Media installed; the new image size is in inc/media.php."),
    planted: [
      { kind: "decision", keys: ["converter for media"] },
      { kind: "instruction", keys: ["inc/media.php"] },
    ],
  },
  {
    id: "b147-hartley-contacts",
    build: (s) =>
      s
        .user(
          "can you draft an email to hartley about the hosting renewal. who to? Priya - she's the one who approves invoices there, Tom just does the blog posts and the menu photos",
        )
        .bash("ls ~/clients/hartley/contracts", "2025-maintenance.pdf\n2026-maintenance-draft.docx")
        .file("Read", "clients/hartley/contracts/2026-maintenance-draft.docx")
        .assistant("Draft written to Priya: hosting renewal at £240/yr, due 1 January, with the maintenance hours unchanged.")
        .user("good. and I still need to send Priya the maintenance contract renewal by the 15th, the docx one - not today, it needs the new rates in first")
        .stop("Email drafted."),
    planted: [
      { kind: "fact", keys: ["priya", "invoices"] },
      { kind: "task", keys: ["renewal"] },
    ],
  },
  {
    id: "b147-bookings-form-security",
    build: (s) =>
      s
        .user("can we fix those nonce errors phpcs found in the booking form")
        .file("Read", "wp-content/plugins/bramble-bookings/includes/class-booking-form.php")
        .file("Edit", "wp-content/plugins/bramble-bookings/includes/class-booking-form.php")
        .assistant("Added wp_nonce_field to the form and check_admin_referer in handle_submit().")
        .user("ta. general rule for all my plugins pls: every form handler gets a nonce check AND a capability check, no exceptions, even the 'harmless' ones")
        .bash(
          "vendor/bin/phpcs --standard=WordPress-Extra wp-content/plugins/bramble-bookings/includes/class-booking-form.php | tail -n 1",
          "FOUND 2 ERRORS AND 3 WARNINGS AFFECTING 5 LINES",
        )
        .assistant(
          "Down to 2 errors. Note the plugin's folder is bramble-bookings but the text domain declared in its header is 'bramble', so the i18n sniffs flag the mismatch.",
        )
        .user("yeah the slug is bramble-bookings and the text domain is just bramble, that's deliberate (old theme shared it), ignore that sniff")
        .stop("Nonce checks in place; 2 phpcs errors left."),
    planted: [
      { kind: "instruction", keys: ["nonce", "capability"] },
      { kind: "fact", keys: ["text domain"] },
    ],
  },
  {
    id: "b147-hartley-backups",
    build: (s) =>
      s
        .user("how are hartley's backups set up again? I can never remember")
        .bash(
          "wp option get updraft_interval_database && wp option get updraft_retain_db && wp option get updraft_service --format=json",
          'daily\n14\n["dropbox"]',
        )
        .assistant("UpdraftPlus runs a daily database backup (and files) to Dropbox, keeping the last 14.")
        .user(
          "right yes - updraftplus, nightly, to their dropbox, 14 kept. I've never actually tested a restore for them (bit scary tbh). we need to do a test restore onto staging at some point, maybe in the new year",
        )
        .assistant("Noted. Would you like me to check that the latest backup set is complete?")
        .user("nah it's fine, the email says it worked")
        .stop(),
    planted: [
      { kind: "fact", keys: ["updraftplus", "dropbox"] },
      { kind: "task", keys: ["restore"] },
    ],
  },
  {
    id: "b147-enquiry-form-plugin",
    build: (s) =>
      s
        .user("new enquiry form for the moorland bike fitting page. let's use contact form 7, quick and free")
        .bash("wp plugin list --status=active --field=name | grep -i form", "gravityforms")
        .assistant("Before I install CF7: Gravity Forms is already active on Moorland. Do you want two form plugins on the site?")
        .user(
          "oh, they've got GF? actually scratch CF7 then, go with Gravity Forms. the licence is under my agency account (Fernleaf Digital) not the client's, so it renews on my card - bear that in mind",
        )
        .file("Write", "wp-content/themes/moorland/gravityforms/bike-fitting.json")
        .bash("wp gf form import wp-content/themes/moorland/gravityforms/bike-fitting.json", "Success: Forms imported. 1 form(s) imported.")
        .stop("Bike fitting form created in Gravity Forms."),
    planted: [
      { kind: "decision", keys: ["gravity forms"] },
      { kind: "fact", keys: ["fernleaf"] },
    ],
  },
  {
    id: "b147-bookings-i18n",
    build: (s) =>
      s
        .user("some of the booking plugin's strings are just echo'd raw, can you tidy that up")
        .bash('grep -rn "echo \'" wp-content/plugins/bramble-bookings/includes | wc -l', "23")
        .file("Edit", "wp-content/plugins/bramble-bookings/includes/class-booking-form.php")
        .assistant("Wrapped 23 raw strings. I used esc_html__ with the 'bramble' domain for the plain text and esc_attr__ for attributes.")
        .user(
          "spot on, that's how I want it everywhere - user facing strings through esc_html__ (or esc_attr__ in attributes) with the bramble domain. the client wants a welsh translation eventually (cy_GB), not now, but that's the reason",
        )
        .stop("23 strings now translatable."),
    planted: [
      { kind: "instruction", keys: ["esc_html__"] },
      { kind: "task", keys: ["welsh"] },
    ],
  },
  {
    id: "b147-moorland-table-prefix",
    build: (s) =>
      s
        .user("my sql for the stock report returns nothing on moorland, works on my test site. wp_posts is definitely there isn't it?")
        .bash("wp db tables --all-tables | head -4", "mc7x_commentmeta\nmc7x_comments\nmc7x_links\nmc7x_options")
        .assistant("There's no wp_posts on Moorland: the table prefix is mc7x_, not wp_. Your query hardcodes wp_posts.")
        .user(
          "ohhh course, an old security plugin renamed the prefix to mc7x_ years ago. ok so rule: in raw queries use $wpdb->prefix, never hardcode wp_, for any of my sites",
        )
        .file("Edit", "wp-content/themes/moorland/inc/stock-report.php")
        .bash(
          "wp eval-file wp-content/themes/moorland/inc/stock-report.php | head -3",
          "SKU,Title,Stock\nMC-0101,Ridgeback Tour 54cm,3\nMC-0102,Ridgeback Tour 58cm,0",
        )
        .stop("The stock report uses $wpdb->prefix now and returns rows."),
    planted: [
      { kind: "fact", keys: ["mc7x_"] },
      { kind: "instruction", keys: ["$wpdb->prefix"] },
    ],
  },
  {
    id: "b147-staging-mail",
    build: (s) =>
      s
        .user("does hartley staging send real emails? I'm about to test the order flow and don't want customers getting stuff")
        .bash(
          "ls wp-content/mu-plugins && head -n 6 wp-content/mu-plugins/block-mail.php",
          "block-mail.php\n<?php\n// Staging only: never send mail from here.\nadd_filter( 'pre_wp_mail', '__return_false' );",
        )
        .assistant(
          "No: there's a mu-plugin, block-mail.php, that short-circuits wp_mail on staging, so nothing leaves. The downside is you can't see the emails either. We could route them into Mailpit instead of dropping them.",
        )
        .user("oh yes do that, Mailpit instead of just binning them. much better for testing order emails")
        .file("Edit", "wp-content/mu-plugins/block-mail.php")
        .bash("curl -s http://localhost:8025/api/v1/messages | jq '.total'", "1")
        .stop("Staging mail now lands in Mailpit."),
    planted: [
      { kind: "fact", keys: ["mu-plugin", "wp_mail"] },
      { kind: "decision", keys: ["mailpit"] },
    ],
  },
  {
    id: "b147-bookings-tests",
    build: (s) =>
      s
        .user("run the booking plugin tests? think I broke something")
        .bash("vendor/bin/phpunit", "Error: The PHPUnit polyfills library is a requirement for running the WP test suite.", 1)
        .assistant(
          "Running phpunit directly fails because the WP test library bootstrap isn't loaded. composer.json has a 'test' script that sets WP_TESTS_DIR first.",
        )
        .bash("composer test", "PHPUnit 9.6.19 by Sebastian Bergmann and contributors.\n\n...........F..\n\nFAILURES!\nTests: 14, Assertions: 31, Failures: 1.")
        .user(
          "yeah always composer test, never phpunit on its own, it wraps the wp test lib stuff. the failure's the date one, I know about that. ALSO the availability class has zero tests, I want some before the january release",
        )
        .stop("13 of 14 pass; the known date test fails."),
    planted: [
      { kind: "instruction", keys: ["composer test"] },
      { kind: "task", keys: ["availability"] },
    ],
  },
  {
    id: "b147-hartley-theme-json",
    build: (s) =>
      s
        .user("the colours are defined in 3 places on hartley (customizer, style.css and some inline junk). can we sort it out?")
        .file("Read", "wp-content/themes/hartley-child/style.css")
        .assistant(
          "Two options: keep the Customizer settings and pull them into CSS variables, or move the palette into theme.json and drop the Customizer colour settings. theme.json also gives the block editor the same palette.",
        )
        .user("theme.json, definitely, drop the customizer bits. brand green is #2f5d3a btw, not the #2e5c3a that's in style.css (someone eyedroppered it)")
        .file("Write", "wp-content/themes/hartley-child/theme.json")
        .bash("npx prettier --check wp-content/themes/hartley-child/theme.json", "Checking formatting...\nAll matched files use Prettier code style!")
        .stop("Palette moved to theme.json."),
    planted: [
      { kind: "decision", keys: ["theme.json"] },
      { kind: "fact", keys: ["#2f5d3a"] },
    ],
  },
  {
    id: "b147-bramble-import-limits",
    build: (s) =>
      s
        .user("product import on bramble dies about halfway, no error on screen. any ideas?")
        .bash("ssh bramble 'php -i | grep -E \"memory_limit|max_execution_time\"'", "max_execution_time => 30 => 30\nmemory_limit => 256M => 256M")
        .assistant("Likely the import runs past the limits: 256M memory and 30 s execution time. Can those be raised on that host?")
        .user(
          "no, they're capped - 256M and 30s max on that host, it's a shared plan, I've asked before. so the import script needs batching into chunks before we do the big spring product import next month. not today tho",
        )
        .bash("wp eval 'echo ini_get(\"memory_limit\");'", "256M")
        .stop(),
    planted: [
      { kind: "fact", keys: ["256m"] },
      { kind: "task", keys: ["import", "chunks"] },
    ],
  },
  {
    id: "b147-moorland-instagram-cache",
    build: (s) =>
      s
        .user("the instagram feed block on moorland's homepage is slow as anything")
        .bash("curl -s -o /dev/null -w '%{time_total}\\n' https://moorlandcycles.co.uk/", "4.812")
        .assistant(
          "The feed calls the Instagram API on every page load. I'd suggest caching the response in a transient for 1 hour; the feed doesn't change often.",
        )
        .user(
          "yes do that, an hour is fine. and general thing, pls ask me before you install any plugin, even dev ones - I've had clients' sites go weird from stuff left activated",
        )
        .file("Edit", "wp-content/themes/moorland/inc/instagram.php")
        .bash("curl -s -o /dev/null -w '%{time_total}\\n' https://moorlandcycles.co.uk/", "0.934")
        .stop("Instagram feed cached in a transient; homepage down to ~0.9 s."),
    planted: [
      { kind: "decision", keys: ["transient"] },
      { kind: "instruction", keys: ["install", "plugin"] },
    ],
  },
  {
    id: "b147-changelog-billing",
    build: (s) =>
      s
        .user(
          "can you add this month's entries to the moorland changelog? dates in UK format please, dd/mm/yyyy, for every changelog I keep - the clients are all UK and get confused otherwise",
        )
        .bash(
          "git log --since='2026-11-01' --pretty='%ad %s' --date=short",
          "2026-11-24 MC-77: gravity form for bike fitting\n2026-11-12 MC-74: header colour\n2026-11-03 MC-71: stock report prefix fix",
        )
        .file("Edit", "CHANGELOG.md")
        .assistant("Added three entries, 03/11/2026 to 24/11/2026.")
        .user(
          "nice. how many hours was that roughly? moorland's billed hourly (£55), unlike hartley who are on the £120/month retainer that covers 2 hrs, so it matters for moorland",
        )
        .assistant("From the commit timestamps, roughly 4.5 hours across the three.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dd/mm/yyyy"] },
      { kind: "fact", keys: ["retainer"] },
    ],
  },
  {
    id: "b147-cotswold-multisite",
    build: (s) =>
      s
        .user("new one! Cotswold Walks. can you have a look at how it's set up, I've only got ssh so far")
        .bash(
          "wp config get MULTISITE && wp config get SUBDOMAIN_INSTALL && wp site list --field=url",
          "1\n\nhttps://cotswoldwalks.org/\nhttps://cotswoldwalks.org/stroud/\nhttps://cotswoldwalks.org/cirencester/",
        )
        .assistant("It's a multisite with subdirectory sites (SUBDOMAIN_INSTALL is off): the main site plus /stroud/ and /cirencester/.")
        .user("ok. they want Yoast on all of them. per site or network wide, what do you reckon?")
        .assistant(
          "Network-activating means one place to update and every new site gets it automatically; per site only helps if some sites shouldn't have it.",
        )
        .user("network-activate it then, they all need it")
        .bash("wp plugin activate wordpress-seo --network", "Plugin 'wordpress-seo' network activated.\nSuccess: Network activated 1 of 1 plugins.")
        .stop("Yoast network-activated."),
    planted: [
      { kind: "fact", keys: ["subdirectory"] },
      { kind: "decision", keys: ["network-activate"] },
    ],
  },
  {
    id: "b147-hartley-woo-emails",
    build: (s) =>
      s
        .user("woo status page on hartley says some template overrides are outdated, which ones?")
        .bash(
          "wp wc tool run --help >/dev/null; wp eval 'print_r(WC_Admin_Status::get_template_overrides());' | grep -A2 outdated",
          "hartley-child/woocommerce/emails/customer-processing-order.php version 3.7.0 is out of date. The core version is 9.4.0",
        )
        .assistant("Just one: the customer-processing-order.php email override is at 3.7.0, core is 9.4.0.")
        .user(
          "right. leave it for now but that one needs updating sometime, it's ancient. and the rule for these: email overrides live in hartley-child/woocommerce/emails and when you update one, bump its @version header to match woo's or the status page keeps nagging",
        )
        .file("Read", "wp-content/themes/hartley-child/woocommerce/emails/customer-processing-order.php")
        .stop("Only customer-processing-order.php is outdated."),
    planted: [
      { kind: "task", keys: ["customer-processing-order"] },
      { kind: "instruction", keys: ["@version"] },
    ],
  },
  {
    id: "b147-moorland-mega-menu",
    build: (s) =>
      s
        .user("moorland want a mega menu for the bikes section. custom nav walker or a plugin?")
        .assistant(
          "A custom walker is lighter but every change goes through code. Max Mega Menu is free, works with their theme's menu location, and Dan could edit it himself.",
        )
        .user("go with max mega menu, dan will want to fiddle with it. (asked you before installing this time, see, I'm learning)")
        .bash("wp plugin install megamenu --activate", "Plugin installed successfully.\nSuccess: Installed 1 of 1 plugins.")
        .file("Edit", "wp-content/themes/moorland/header.php")
        .user("oh and the footer menu still needs the accessibility statement link, once they send me the text for the page. can't do it yet")
        .stop("Max Mega Menu active on the primary menu."),
    planted: [
      { kind: "decision", keys: ["max mega menu"] },
      { kind: "task", keys: ["accessibility statement"] },
    ],
  },
  {
    id: "b147-moorland-search",
    build: (s) =>
      s
        .user("product search on moorland takes like 6 seconds. it's relevanssi isn't it")
        .bash('wp db query "SELECT COUNT(*) FROM mc7x_relevanssi" --skip-column-names && wp post list --post_type=product --format=count', "2841207\n40213")
        .assistant(
          "Relevanssi's index has 2.8M rows for about 40k products, and the queries are slow against it. SearchWP handles catalogues this size better; FiboSearch is another option.",
        )
        .user(
          "let's go with SearchWP, they've got budget for it. disable relevanssi but don't drop its tables yet - we need to remove the old relevanssi tables after a week or so if nothing's broken",
        )
        .bash(
          "wp plugin deactivate relevanssi && wp plugin activate searchwp",
          "Plugin 'relevanssi' deactivated.\nPlugin 'searchwp' activated.\nSuccess: Activated 1 of 1 plugins.",
        )
        .stop("SearchWP active; Relevanssi deactivated, tables kept."),
    planted: [
      { kind: "decision", keys: ["searchwp"] },
      { kind: "task", keys: ["relevanssi", "tables"] },
    ],
  },
  {
    id: "b147-cotswold-object-cache",
    build: (s) =>
      s
        .user("had a look at stroud with query monitor - 214 queries on the homepage, mostly the events plugin. what can we do")
        .bash('wp eval \'echo wp_using_ext_object_cache() ? "yes" : "no";\' --url=cotswoldwalks.org/stroud/', "no")
        .assistant(
          "There's no persistent object cache, so those queries rerun every request. Their host includes Redis on this plan; with the Redis Object Cache plugin most of the repeated option and event meta lookups would come from memory.",
        )
        .user(
          "oh they get redis free? yes let's use redis then, network wide. the 600 old past events on stroud still need archiving too, that's another job, next time I'm on it",
        )
        .bash(
          "wp plugin install redis-cache --activate-network && wp redis enable",
          "Success: Network activated 1 of 1 plugins.\nSuccess: Object cache enabled.",
        )
        .stop("Redis object cache enabled for the network."),
    planted: [
      { kind: "decision", keys: ["redis"] },
      { kind: "task", keys: ["past events"] },
    ],
  },
  {
    id: "b147-bramble-stripe",
    build: (s) =>
      s
        .user("bramble want deposits taken at booking. stripe obvs. embedded card form or stripe checkout?")
        .assistant(
          "Stripe Checkout (the hosted page) keeps card data off their server entirely and handles SCA for you; Elements embedded in the form looks nicer but means more PCI and SCA work on your side.",
        )
        .user("stripe checkout, hosted page. not faffing with SCA myself on a 7.4 box")
        .bash("wp config list | grep -i stripe", "BRAMBLE_STRIPE_SECRET   sk_test_••••••••  constant\nBRAMBLE_STRIPE_WEBHOOK  whsec_••••••••   constant")
        .assistant(
          "The keys are already there: the plugin reads them from the BRAMBLE_STRIPE_SECRET and BRAMBLE_STRIPE_WEBHOOK constants in wp-config.php, test keys on staging.",
        )
        .user(
          "yep, the stripe keys live in wp-config as those BRAMBLE_STRIPE_ constants, not in the options table - that's how it's set up on both staging and live",
        )
        .file("Write", "wp-content/plugins/bramble-bookings/includes/class-deposit.php")
        .stop("Deposit class started against Stripe Checkout."),
    planted: [
      { kind: "decision", keys: ["stripe checkout"] },
      { kind: "fact", keys: ["bramble_stripe"] },
    ],
  },
  {
    id: "b147-hartley-cookies",
    build: (s) =>
      s
        .user("hartley need a cookie banner now they've added GA4. Complianz or CookieYes? or is there something better")
        .bash(
          "wp plugin search cookie --fields=name,active_installs --per-page=3",
          "+------------------------------+-----------------+\n| name                         | active_installs |\n+------------------------------+-----------------+\n| Complianz                    | 1000000         |\n| CookieYes                    | 1000000         |\n| Cookie Notice & Compliance   | 1000000         |\n+------------------------------+-----------------+",
        )
        .assistant(
          "Complianz's free version does the UK/EU consent setup and blocks GA4 until consent; CookieYes free caps pageviews and puts its own branding on the banner.",
        )
        .user("complianz it is. can you install it (yes I'm saying yes to a plugin install lol)")
        .bash("wp plugin install complianz-gdpr --activate", "Success: Installed 1 of 1 plugins.")
        .user("and then the privacy policy page needs updating with the GA4 bit, but only after Priya's signed off the wording, so that's one for later")
        .stop("Complianz installed; the wizard is next."),
    planted: [
      { kind: "decision", keys: ["complianz"] },
      { kind: "task", keys: ["privacy policy"] },
    ],
  },
  {
    id: "b147-live-db-pull",
    build: (s) =>
      s
        .user("need moorland's live db on local to reproduce the basket bug")
        .bash(
          "ssh moorland 'wp db export - | gzip' > /tmp/moorland.sql.gz && ls -lh /tmp/moorland.sql.gz",
          "-rw-r--r-- 1 dev dev 48M Nov 27 10:31 /tmp/moorland.sql.gz",
        )
        .assistant("Exported (48 MB). Importing into Local now.")
        .user(
          "WAIT - before you import. whenever we pull a live db down, anonymise the customer emails and addresses first, GDPR and all that, and my laptop's been nicked before (long story)",
        )
        .bash(
          "wp db import /tmp/moorland.sql && wp db query \"UPDATE mc7x_users SET user_email = CONCAT('user', ID, '@example.test') WHERE ID > 1\"",
          "Success: Imported from '/tmp/moorland.sql'.",
        )
        .assistant("Imported and replaced the user emails with placeholders; billing addresses in order meta are next.")
        .user("good. I really need to write a proper script for the db pull at some point, doing this by hand every time is daft")
        .stop("Local has an anonymised copy of Moorland's database."),
    planted: [
      { kind: "instruction", keys: ["anonymise"] },
      { kind: "task", keys: ["db pull", "script"] },
    ],
  },
  {
    id: "b147-moorland-shipping",
    build: (s) =>
      s
        .user("someone in Inverness ordered a bike on moorland and the shipping calc gave them £0. how??")
        .bash(
          "wp wc shipping_zone list --user=1 --fields=id,name,order",
          "+----+----------------------+-------+\n| id | name                 | order |\n+----+----------------------+-------+\n| 1  | UK mainland          | 0     |\n| 2  | Everywhere else      | 1     |\n+----+----------------------+-------+",
        )
        .assistant("IV postcodes fall into 'UK mainland', which has free shipping on bikes. Is that intended?")
        .user(
          "no! bikes only go to mainland UK excluding the Highlands and NI - that's Parcelforce's limit for bike boxes on their contract, not a choice. so IV/HS/KW/ZE and BT shouldn't be in there",
        )
        .file("Edit", "wp-content/themes/moorland/inc/shipping.php")
        .assistant("Excluded those postcode prefixes from the mainland zone, so bikes to them now show as unavailable.")
        .user("lovely. we'll need a Highlands surcharge zone eventually, when Dan confirms the price with Parcelforce. not yet")
        .stop("Bikes no longer ship free to the Highlands or NI."),
    planted: [
      { kind: "fact", keys: ["parcelforce"] },
      { kind: "task", keys: ["highlands", "surcharge"] },
    ],
  },
  {
    id: "b147-bookings-storage",
    build: (s) =>
      s
        .user("should bookings really be posts? feels a bit hacky")
        .assistant(
          "At Bramble's size (a few hundred a year) the bramble_booking post type is fine. A custom table would be faster to query by date, but you'd write the admin screens and exports yourself.",
        )
        .user(
          "nah, keep them as the bramble_booking CPT then, not worth the faff. oh and one thing I'm strict about - everything in that plugin is prefixed bramble_ (functions, options, hooks, meta keys), please keep to it",
        )
        .bash(
          'grep -rnE "add_option\\(\'[a-z]" wp-content/plugins/bramble-bookings/includes | grep -v "\'bramble_"',
          "includes/class-settings.php:31:    add_option('booking_slots_per_day', 8);",
        )
        .file("Edit", "wp-content/plugins/bramble-bookings/includes/class-settings.php")
        .stop("Renamed the one unprefixed option to bramble_slots_per_day, with a migration."),
    planted: [
      { kind: "decision", keys: ["bramble_booking"] },
      { kind: "instruction", keys: ["prefix", "bramble_"] },
    ],
  },
  {
    id: "b147-hartley-order-cutoff",
    build: (s) =>
      s
        .user("Priya asked why someone could order next-day at 3pm. where's the cutoff set?")
        .bash(
          "grep -rn 'cutoff' wp-content/themes/hartley-child/inc",
          "wp-content/themes/hartley-child/inc/orders.php:12:define( 'HARTLEY_CUTOFF_HOUR', 14 ); // 2pm",
        )
        .assistant(
          "It's hard-coded: HARTLEY_CUTOFF_HOUR is 14 (2pm) in inc/orders.php, but it compares against the server time in UTC, so during BST it's really 3pm. The 3pm order got through because of that.",
        )
        .user(
          "right so the cutoff is 2pm uk time, always has been. could we move it into an ACF options page so Priya can change it herself? she changes it at Christmas anyway",
        )
        .assistant("Yes: an options page 'Ordering' with a time field, read with get_field('cutoff', 'option'), compared in the site's timezone.")
        .user("do it, options page it is")
        .file("Edit", "wp-content/themes/hartley-child/inc/orders.php")
        .bash('wp eval \'echo get_field("cutoff", "option");\'', "14:00")
        .stop("Cutoff now comes from an ACF options page, in UK time."),
    planted: [
      { kind: "fact", keys: ["2pm"] },
      { kind: "decision", keys: ["options page"] },
    ],
  },
  {
    id: "b147-bramble-migration",
    build: (s) =>
      s
        .user("bramble's finally agreed to move host!! moving to Krystal in February. can you check what size the site is so I can plan it")
        .bash(
          "ssh bramble 'du -sh public_html; wp db size --human-readable'",
          "3.2G\tpublic_html\n+----------+--------+\n| Name     | Size   |\n+----------+--------+\n| bramble  | 412 MB |\n+----------+--------+",
        )
        .assistant(
          "3.2 GB of files and a 412 MB database. Migrate Guru handles this size in one go; a manual rsync plus db import also works and costs nothing.",
        )
        .user(
          "we'll do it with migrate guru, I'm not doing it by hand again. and the migration to Krystal still needs a proper plan for the DNS cutover, TTLs and all that - one for January. oh and general rule, never schedule deploys or migrations for a friday, for any client",
        )
        .bash("dig +short bramblebookings.co.uk NS", "ns1.oldhost.net.\nns2.oldhost.net.")
        .stop("Site is 3.2 GB plus a 412 MB database."),
    planted: [
      { kind: "decision", keys: ["migrate guru"] },
      { kind: "task", keys: ["krystal", "dns"] },
      { kind: "instruction", keys: ["friday"] },
    ],
  },
  {
    id: "b147-summaries-jquery",
    build: (s) =>
      s
        .user("before we start - your summaries are a bit long for me. keep them short, bullet points pls, I mostly read these on my phone between school runs")
        .assistant("Will do.")
        .user("ta. now, why is moorland loading jquery in the head? the lighthouse score is rubbish")
        .bash(
          'grep -rn "wp_enqueue_script" wp-content/themes/moorland/inc/assets.php',
          "inc/assets.php:8:  wp_enqueue_script( 'moorland-main', get_template_directory_uri() . '/js/main.js', array( 'jquery' ), '2.3', false );",
        )
        .assistant(
          "- main.js depends on jQuery\n- it's enqueued with in_footer false, so both load in the head\n- main.js uses jQuery for the menu toggle and a slider",
        )
        .user("ugh. the moorland theme needs jquery ripping out completely, new year job. just move it to the footer for now")
        .file("Edit", "wp-content/themes/moorland/inc/assets.php")
        .stop("- main.js and jQuery now load in the footer"),
    planted: [
      { kind: "instruction", keys: ["bullet"] },
      { kind: "task", keys: ["jquery"] },
    ],
  },
  {
    id: "b147-empty-typo-footer",
    build: (s) =>
      s
        .user("quick one - there's a typo in the hartley footer, 'Artisian' should be 'Artisan'. can you fix")
        .bash("grep -rn 'Artisian' wp-content/themes/hartley-child", "wp-content/themes/hartley-child/footer.php:14:  <p>Artisian bakers since 1978</p>")
        .file("Edit", "wp-content/themes/hartley-child/footer.php")
        .assistant("Fixed the typo in footer.php line 14.")
        .user("cheers, you're a star")
        .assistant("No problem.")
        .stop(),
    planted: [],
  },
  {
    id: "b147-empty-debug-log-noise",
    build: (s) =>
      s
        .user("what's all this in the debug log on moorland? it's massive")
        .bash(
          "tail -n 4 wp-content/debug.log",
          '[27-Nov-2026 08:14:02 UTC] PHP Deprecated:  Creation of dynamic property WPSEO_Admin::$always_load is deprecated\n[27-Nov-2026 08:14:02 UTC] PHP Notice:  Function _load_textdomain_just_in_time was called incorrectly. Translation loading for the megamenu domain was triggered too early. This notice must never appear in production.\n[27-Nov-2026 08:14:03 UTC] TODO: remove legacy shortcode handler (theme)\n[27-Nov-2026 08:14:03 UTC] PHP Warning:  Undefined array key "utm_source"',
        )
        .assistant(
          "Mostly noise from plugins: a deprecation from Yoast, a just-in-time textdomain notice from Max Mega Menu, and an old TODO line the theme writes on every request. The utm_source warning is from the theme's tracking snippet.",
        )
        .user("is any of it actually breaking anything do you think?")
        .assistant("Probably not; none of them are fatal. The log is 380 MB though, because WP_DEBUG_LOG is on in production.")
        .user("hmm. might be worth turning off. or not, I dunno, I'll think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b147-empty-chitchat-weekend",
    build: (s) =>
      s
        .user("afternoon. slow day, the kids have got an inset day so I'm half working (the dog is also demanding a walk)")
        .assistant("Sounds busy. What would you like to look at?")
        .user("dunno yet honestly. maybe have a look at what plugins on hartley have updates?")
        .bash("wp plugin list --update=available --field=name", "akismet\nastra-addon\nwp-mail-smtp")
        .assistant("Three have updates: Akismet, Astra Pro addon and WP Mail SMTP.")
        .user("ok. I'll do them tomorrow when I've got a proper brain on")
        .stop(),
    planted: [],
  },
  {
    id: "b147-empty-question-hooks",
    build: (s) =>
      s
        .user("remind me what the difference is between woocommerce_before_cart and woocommerce_before_cart_table? I always mix them up")
        .assistant(
          "woocommerce_before_cart fires at the very top of the cart template, before the form; woocommerce_before_cart_table fires inside the form, just before the table. Notices usually go on the first.",
        )
        .user("and which one would a coupon banner go on? above the table but inside the form I guess?")
        .assistant("Then woocommerce_before_cart_table. If the banner has its own form, the first, since forms can't nest.")
        .user("makes sense, ta")
        .stop(),
    planted: [],
  },
  {
    id: "b147-empty-withdrawn-idea",
    build: (s) =>
      s
        .user("I'm thinking we should move all three clients onto one big multisite to make updates easier. thoughts?")
        .assistant(
          "It would mean one update run, but the clients share one database and one PHP version, Bramble is on a different host, and a bad plugin could take all of them down together.",
        )
        .user("yeah actually no, scratch that, terrible idea. forget I said it. what about MainWP then?")
        .assistant("MainWP keeps them separate and gives you one dashboard for updates. It needs its child plugin on each site.")
        .user("hmm maybe. I'll have a read about it at the weekend")
        .bash(
          "wp plugin search mainwp --fields=name,rating --per-page=2",
          "+-----------------------------+--------+\n| name                        | rating |\n+-----------------------------+--------+\n| MainWP Child                | 96     |\n| MainWP Dashboard            | 94     |\n+-----------------------------+--------+",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b147-empty-run-tests",
    build: (s) =>
      s
        .user("run the bramble tests pls")
        .bash("composer test", "PHPUnit 9.6.19 by Sebastian Bergmann and contributors.\n\n..............\n\nOK (14 tests, 32 assertions)")
        .assistant("All 14 tests pass.")
        .user("oh nice, the date one's passing now? weird")
        .assistant("Yes. It compares against today's date, so it may depend on when it runs; it passed this time.")
        .user("ha, flaky then. whatever, good enough for today")
        .stop(),
    planted: [],
  },
  {
    id: "b147-empty-htaccess-quoted",
    build: (s) =>
      s
        .user("what's in the .htaccess on hartley? someone's been in there")
        .bash(
          "cat .htaccess",
          '# BEGIN WordPress\n# The directives (lines) between "BEGIN WordPress" and "END WordPress" are\n# dynamically generated, and should only be modified via WordPress filters.\n# Any changes to the directives between these markers will be overwritten.\n<IfModule mod_rewrite.c>\nRewriteEngine On\nRewriteRule ^index\\.php$ - [L]\n</IfModule>\n# END WordPress\n# Always redirect old menu page - Tom\nRedirect 301 /menu-2019 /our-menu',
        )
        .assistant("The standard WordPress block plus one redirect Tom added: /menu-2019 to /our-menu.")
        .user("oh that's fine, that was me asking him to. no worries")
        .assistant("Then nothing looks out of place.")
        .stop(),
    planted: [],
  },
  {
    id: "b147-empty-status-report",
    build: (s) =>
      s
        .user("where did we get to yesterday on the bike fitting form? I've lost track")
        .bash("git log --oneline -3", "c91e0aa MC-77: gravity form for bike fitting\n7b2f3d1 MC-74: header colour\n0e4d8c2 MC-71: stock report prefix fix")
        .assistant(
          "The form is built and imported (MC-77), it's on the bike fitting page, and the notification goes to the shop email. That commit is the last one.",
        )
        .user("oh so it's done done? nice, didn't realise")
        .assistant("Yes, it's live. I sent one test submission and it arrived.")
        .stop(),
    planted: [],
  },
  {
    id: "b147-empty-hypothesis",
    build: (s) =>
      s
        .user("cotswold's stroud site is loading a bit slow. is it the big hero image maybe? or the host being rubbish")
        .bash("curl -s -o /dev/null -w 'ttfb %{time_starttransfer}\\ntotal %{time_total}\\n' https://cotswoldwalks.org/stroud/", "ttfb 1.204\ntotal 1.887")
        .assistant("TTFB is 1.2 s of the 1.9 s, so most of it is server time rather than the image. Could be uncached pages or a slow query; I can't tell yet.")
        .user("might be the events plugin doing something silly? it's got like 600 past events")
        .assistant("Possibly. Query Monitor on that page would show it.")
        .user("ok leave it for now, it's not that bad really")
        .stop(),
    planted: [],
  },
  {
    id: "b147-empty-regex-help",
    build: (s) =>
      s
        .user("can you give me a regex to pull postcodes out of the booking notes? UK ones")
        .assistant("A practical one: /\\b[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}\\b/i. It won't validate every edge case but catches normal postcodes.")
        .user("does that get the ones with no space like GL51AB?")
        .bash(
          'php -r \'preg_match_all("/\\\\b[A-Z]{1,2}\\\\d[A-Z\\\\d]? ?\\\\d[A-Z]{2}\\\\b/i", "GL51AB and GL5 1AB", $m); print_r($m[0]);\'',
          "Array\n(\n    [0] => GL51AB\n    [1] => GL5 1AB\n)",
        )
        .assistant("Yes, both forms match.")
        .user("perfect, ta")
        .stop(),
    planted: [],
  },
  {
    id: "b147-empty-composer-output",
    build: (s) =>
      s
        .user("composer install is shouting at me on the bookings plugin, what's it on about")
        .bash(
          "composer install",
          "Installing dependencies from lock file (including require-dev)\nWarning: The lock file is not up to date with the latest changes in composer.json. You may be getting outdated dependencies. It is recommended that you run `composer update` or `composer update <package name>`.\nPackage yoast/phpunit-polyfills is abandoned, you should avoid using it. Always check before upgrading.\nGenerating autoload files",
          0,
        )
        .assistant(
          "Two warnings, neither fatal: the lock file is older than composer.json (from the PSR-4 change), and a dev dependency reports itself as abandoned.",
        )
        .user("should I run composer update then?")
        .assistant("composer update --lock would refresh the hash without upgrading anything. A full update would also bump the dev tools.")
        .user("I'll leave it, it works. not touching what works on a friday afternoon")
        .stop(),
    planted: [],
  },
  {
    id: "b147-empty-explain-wpquery",
    build: (s) =>
      s
        .user("what does 'no_found_rows' => true actually do in WP_Query? seen it in a tutorial")
        .assistant(
          "It skips the SQL_CALC_FOUND_ROWS count, so WordPress doesn't work out how many posts match in total. Faster, but pagination breaks because max_num_pages is 0.",
        )
        .user("so fine for a 'latest 3 posts' widget but not an archive page?")
        .assistant("Exactly.")
        .user("nice one, learnt something")
        .bash("grep -rn 'no_found_rows' wp-content/themes/hartley-child | wc -l", "0")
        .stop(),
    planted: [],
  },
];

export const BLIND147 = plantedSet(BLIND147_SESSIONS, Date.UTC(2026, 10, 25, 9));
