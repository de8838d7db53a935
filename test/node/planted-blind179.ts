/**
 * Blind planted set 179 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a WordPress/PHP freelancer maintaining several client sites (a bakery's WooCommerce shop, a law firm,
 * a dental practice, a yoga studio, a plumber, a pro bono hockey league), switching between clients in one
 * session, with per-client rules and facts; casual, lower-case, typos, lists, wp-cli and host output.
 * Each session is one segment; the items planted in it are listed with it: 82 items (16 decisions, 18 instructions,
 * 31 facts, 17 tasks) in 46 sessions, 14 of which plant nothing (72 user/assistant messages between them). Every other message
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

export const BLIND179_SESSIONS: BlindSession[] = [
  {
    id: "b179-crumb-checkout-fatal",
    build: (s) =>
      s
        .user("ok first up today crumb & co. their checkout is white-screening since the plugin updates last night, can you look")
        .bash(
          "tail -n 5 ~/sites/crumb/wp-content/debug.log",
          "[26-Nov-2026 22:14:09 UTC] PHP Fatal error:  Uncaught Error: Call to undefined function wc_get_cart_item_data_hash() in /wp-content/plugins/crumb-delivery-slots/includes/cart.php:88\nStack trace:\n#0 /wp-includes/class-wp-hook.php(324): crumb_slots_cart_hash()",
          0,
        )
        .assistant(
          "The fatal comes from crumb-delivery-slots calling wc_get_cart_item_data_hash(), which the new WooCommerce no longer defines. Maybe the slots plugin also has other calls into old internals, I haven't checked the rest yet.",
        )
        .user(
          "yeah that plugin is custom, a guy called Dave wrote it years ago and nobody has touched it since. btw crumb is hosted on SiteGround and they only give us SFTP, there's no ssh on their production box so wp-cli is local only",
        )
        .file("Edit", "wp-content/plugins/crumb-delivery-slots/includes/cart.php")
        .bash(
          "php -l wp-content/plugins/crumb-delivery-slots/includes/cart.php",
          "No syntax errors detected in wp-content/plugins/crumb-delivery-slots/includes/cart.php",
        )
        .user(
          "good. and from now on for crumb we dont update woocommerce on prod until it's been run on the staging copy first, this is the second time a woo update broke checkout",
        )
        .stop("Replaced the removed helper with WC()->cart->get_cart_hash() in cart.php; lint is clean."),
    planted: [
      { kind: "fact", keys: ["siteground"] },
      { kind: "fact", keys: ["custom", "dave"] },
      { kind: "instruction", keys: ["woocommerce", "staging"] },
    ],
  },
  {
    id: "b179-harlow-contact-form",
    build: (s) =>
      s
        .user("switching to harlow law. the contact form on /consultations isn't sending, client says since tuesday")
        .bash(
          "wp --path=~/sites/harlow option get wpcf7_version && wp --path=~/sites/harlow plugin list --name=wp-mail-smtp --fields=name,status,version",
          "5.9.8\nname\tstatus\tversion\nwp-mail-smtp\tactive\t4.1.1",
        )
        .bash(
          'wp --path=~/sites/harlow eval \'wp_mail("test@example.com","t","t");\' --debug',
          "Debug (mail): SMTP Error: Could not authenticate. (smtp.office365.com:587)",
          1,
        )
        .assistant(
          "Authentication fails against smtp.office365.com. Harlow's Microsoft 365 tenant probably turned off basic SMTP auth; that's a guess until their IT confirms. Two options: switch WP Mail SMTP to the Microsoft 365 / Outlook OAuth mailer, or route through Postmark.",
        )
        .user("lets go with postmark, I'm not fighting their IT guy over oauth app registrations again. I'll set up the server token tonight")
        .file("Edit", "wp-content/mu-plugins/harlow-mail.php")
        .user("also harlow's IT contact is Priya Shah, anything touching their DNS goes through her, don't change records yourself")
        .stop("Added the mu-plugin that forces the Postmark mailer once the token constant is defined."),
    planted: [
      { kind: "decision", keys: ["postmark"] },
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["dns"] },
      { kind: "task", keys: ["server token"] },
    ],
  },
  {
    id: "b179-empty-pinecrest-typo",
    build: (s) =>
      s
        .user("pinecrest dental, tiny one. footer says 'Opening Hours: Mon - Fri 8am - 5pm' but saturday should say 9-1 too. can you add it")
        .bash("grep -rn 'Opening Hours' ~/sites/pinecrest/wp-content/themes/pinecrest-child/", "footer.php:41:        <h4>Opening Hours</h4>")
        .assistant("Found it in the child theme's footer.php, line 41. I'll add a Saturday row under the weekday one.")
        .file("Edit", "wp-content/themes/pinecrest-child/footer.php")
        .user("thanks. does it look ok on mobile?")
        .assistant("The footer columns stack under 768px, so the new row sits under the weekday line; nothing wraps oddly at 375px.")
        .user("cool ta")
        .stop("Saturday 9am - 1pm added to the footer hours."),
    planted: [],
  },
  {
    id: "b179-vela-booking-cron",
    build: (s) =>
      s
        .user(
          "vela yoga now. class reminders didn't go out this morning, people turned up to a cancelled class. the reminders are from the Amelia booking plugin",
        )
        .bash(
          "wp --path=~/sites/vela cron event list --fields=hook,next_run_relative | head -5",
          "hook\tnext_run_relative\namelia_reminders_cron\t14 hours ago\nwp_version_check\t3 hours ago\nwoocommerce_cleanup_sessions\t9 hours ago",
        )
        .assistant("Every event is overdue, so WP-Cron isn't firing at all. That usually means DISABLE_WP_CRON is set without a real cron job behind it.")
        .bash("grep -n DISABLE_WP_CRON ~/sites/vela/wp-config.php", "92:define( 'DISABLE_WP_CRON', true );")
        .user(
          "ah. right, I remember now. vela's host is Kinsta and cron there is a server cron they run every 15 minutes, it was set up when we moved them. so someone on their side dropped it. I'll open a ticket with kinsta tomorrow to get the server cron put back",
        )
        .assistant("Makes sense. Should I run the overdue events once now so today's evening reminders go out?")
        .user("yes do")
        .bash(
          "wp --path=~/sites/vela cron event run --due-now",
          "Executed the cron event 'amelia_reminders_cron' in 2.114s.\nSuccess: Executed a total of 9 cron events.",
        )
        .stop("Ran the 9 overdue cron events; the Amelia reminders went out."),
    planted: [
      { kind: "fact", keys: ["kinsta", "15 minutes"] },
      { kind: "task", keys: ["ticket", "kinsta"] },
    ],
  },
  {
    id: "b179-moreno-theme-rules",
    build: (s) =>
      s
        .user(
          "moreno plumbing next. before you touch anything there, some rules for that site:\n- everything goes in the child theme moreno-child, the parent is Astra and it auto-updates\n- their brand blue is #0B4F8A, don't eyeball it from screenshots\n- no page builders, Luis hates Elementor after the last agency\nok now, the emergency call button in the header needs to be bigger on mobile",
        )
        .file("Read", "wp-content/themes/moreno-child/style.css")
        .file("Edit", "wp-content/themes/moreno-child/style.css")
        .bash("npx stylelint wp-content/themes/moreno-child/style.css", "")
        .assistant("Bumped .moreno-emergency-btn to a 56px tap target under 768px with the brand blue background. Want me to also make it sticky?")
        .user("no leave it, they didn't ask for that")
        .stop("Emergency button is 56px tall on mobile; stylelint passes."),
    planted: [
      { kind: "instruction", keys: ["moreno-child"] },
      { kind: "fact", keys: ["#0b4f8a"] },
      { kind: "instruction", keys: ["elementor"] },
    ],
  },
  {
    id: "b179-empty-crumb-question",
    build: (s) =>
      s
        .user("quick q, is there a way to see which woo orders used the BAKE10 coupon last month? Orla asked")
        .assistant(
          "Yes, WooCommerce > Marketing > Coupons shows usage counts, and the Analytics > Coupons report can filter by date. Want me to pull it via wp-cli instead?",
        )
        .user("ya do it from the cli, easier to paste")
        .bash(
          "wp --path=~/sites/crumb wc shop_order list --user=1 --coupon=BAKE10 --after=2026-10-01 --before=2026-11-01 --fields=id,total --format=csv",
          "id,total\n48121,32.40\n48177,18.00\n48203,54.90\n48260,21.60",
        )
        .assistant("Four orders used BAKE10 in October: 48121, 48177, 48203 and 48260, totalling 126.90.")
        .user("perfect, sent it to her")
        .stop("Four October orders used BAKE10."),
    planted: [],
  },
  {
    id: "b179-harlow-backups",
    build: (s) =>
      s
        .user("harlow again. before I forget, what are we using for their backups now? I cant remember if we moved off updraft")
        .bash(
          "wp --path=~/sites/harlow plugin list --status=active --fields=name,version | grep -i -E 'updraft|blogvault|jetpack'",
          "blogvault-real-time-backup\t5.62",
        )
        .assistant("Harlow runs BlogVault now; UpdraftPlus is no longer installed.")
        .user(
          "right ok. so blogvault keeps 90 days for them because of the law society record thing, that's in the contract. don't ever shorten retention on harlow even if they complain about the bill",
        )
        .assistant("Noted. I'll leave the retention settings alone.")
        .user("next thing, their privacy policy page still says 2023, just change the year")
        .file("Edit", "wp-content/themes/harlow/page-privacy.php")
        .stop("Updated the year on the privacy policy template."),
    planted: [
      { kind: "fact", keys: ["blogvault", "90 days"] },
      { kind: "instruction", keys: ["retention"] },
    ],
  },
  {
    id: "b179-northfield-schedule-import",
    build: (s) =>
      s
        .user(
          "northfield hockey league. they send the fixtures as a csv every season and we import it into the SportsPress plugin. the import keeps timing out at about 300 rows",
        )
        .bash("wp --path=~/sites/northfield eval 'echo ini_get(\"max_execution_time\");'", "30")
        .assistant(
          "max_execution_time is 30 seconds on their host; the SportsPress importer runs in one request. I could split the CSV into chunks of 250, or we could write a wp-cli command that imports row by row with no time limit.",
        )
        .user("the wp-cli command. chunking by hand every season is how we got here")
        .file("Write", "wp-content/mu-plugins/northfield-import-fixtures.php")
        .bash(
          "wp --path=~/sites/northfield northfield import-fixtures ~/Downloads/fixtures-2026-27.csv --dry-run",
          "Dry run: 412 rows parsed, 412 events would be created, 0 teams missing.",
        )
        .user("nice. we still need to do the real import but the league secretary is fixing two venue names first, so that waits til she sends the new file")
        .stop("Added `wp northfield import-fixtures`; the dry run parses all 412 rows."),
    planted: [
      { kind: "fact", keys: ["sportspress"] },
      { kind: "fact", keys: ["max_execution_time"] },
      { kind: "decision", keys: ["wp-cli", "command"] },
      { kind: "task", keys: ["import", "venue"] },
    ],
  },
  {
    id: "b179-empty-general-chat",
    build: (s) =>
      s
        .user("morning. slow day, only got maintenance stuff. how do you check what php version a site is on with wp-cli again")
        .assistant(
          "`wp --info` prints the PHP binary and version wp-cli is using; for the version the site runs under the web server, `wp eval 'echo PHP_VERSION;'` is closer, though FPM can differ from CLI.",
        )
        .user("ah yeah the cli vs fpm thing, I always forget that. ok thanks")
        .assistant("No problem. Anything on the list for today?")
        .user("not really, coffee first, then I'll see what the inbox looks like")
        .stop("Explained how to check the PHP version."),
    planted: [],
  },
  {
    id: "b179-pinecrest-forms-hipaa",
    build: (s) =>
      s
        .user(
          "pinecrest. the new patient form, they want to add a field for medical history. I need to think about this, they're in the US and it's a dental practice",
        )
        .file("Read", "wp-content/plugins/pinecrest-forms/pinecrest-forms.php")
        .assistant(
          "The form currently posts to Gravity Forms and stores entries in wp_gf_entry. Storing medical history there would put health information in the WordPress database, and their host isn't a HIPAA-covered setup as far as I can tell.",
        )
        .user(
          "yeah exactly. ok decision: no health info goes into wordpress at all. the medical history field will be a link to their practice software's intake form (Dentrix), we just link out",
        )
        .file("Edit", "wp-content/plugins/pinecrest-forms/templates/new-patient.php")
        .bash(
          "php -l wp-content/plugins/pinecrest-forms/templates/new-patient.php",
          "No syntax errors detected in wp-content/plugins/pinecrest-forms/templates/new-patient.php",
        )
        .user("and remind me to ask dr. okafor for the actual dentrix intake url, I put a placeholder in")
        .stop("New patient form links out to the Dentrix intake (placeholder URL for now)."),
    planted: [
      { kind: "decision", keys: ["dentrix"] },
      { kind: "task", keys: ["okafor", "url"] },
    ],
  },
  {
    id: "b179-multi-client-morning",
    build: (s) =>
      s
        .user(
          "ok busy one, three clients. 1) crumb: the 'order by 2pm for next day' banner should say 1pm now, they changed their baking schedule. 2) vela: nothing yet. 3) moreno wants a quote for a reviews section, ignore that for now",
        )
        .bash(
          "grep -rn '2pm' ~/sites/crumb/wp-content/themes/crumb-child/ | head -3",
          "template-parts/banner-cutoff.php:6:    Order by 2pm for next-day delivery",
        )
        .file("Edit", "wp-content/themes/crumb-child/template-parts/banner-cutoff.php")
        .assistant(
          "Banner now says 1pm. The delivery-slots plugin also has its own cutoff: CRUMB_SLOTS_CUTOFF_HOUR is 14 in wp-config. Should that move to 13 as well?",
        )
        .user("oh good catch, yes. the real cutoff for next day is 1pm now, bakery's final orders go to the ovens at 1")
        .bash(
          "sed -i \"s/'CRUMB_SLOTS_CUTOFF_HOUR', 14/'CRUMB_SLOTS_CUTOFF_HOUR', 13/\" ~/sites/crumb/wp-config.php && grep CUTOFF ~/sites/crumb/wp-config.php",
          "define( 'CRUMB_SLOTS_CUTOFF_HOUR', 13 );",
        )
        .user("for moreno, actually leave a note: I need to send Luis the quote for the reviews section by friday")
        .stop("Crumb's banner and slot cutoff both use 1pm now."),
    planted: [
      { kind: "fact", keys: ["cutoff", "1pm"] },
      { kind: "task", keys: ["luis", "quote"] },
    ],
  },
  {
    id: "b179-empty-vela-css-check",
    build: (s) =>
      s
        .user("vela's schedule page, the class cards look squished on ipad. is that the theme or amelia's css?")
        .file("Read", "wp-content/themes/vela-child/style.css")
        .assistant(
          "Could be either. Amelia injects its own grid with a fixed 280px min width; the child theme sets the content area to 720px on tablets, so maybe the two together squeeze the cards. I'd want to check in devtools before changing anything.",
        )
        .user("hmm. or maybe it's the sidebar widget they added")
        .assistant("Possible too; the sidebar takes 300px at that width. Want me to try hiding it on the schedule page to see?")
        .user("nah leave it, I'll look on my ipad tonight and see what it actually does")
        .stop("No changes made; two suspects: Amelia's min width and the sidebar."),
    planted: [],
  },
  {
    id: "b179-deploy-workflow",
    build: (s) =>
      s
        .user(
          "general thing, not one client. I keep every client site in its own git repo under ~/sites and deploy with a little script, deploy.sh <client>. it rsyncs the wp-content/themes and mu-plugins only. so please never edit files on a server directly, change locally and deploy",
        )
        .bash(
          "cat ~/bin/deploy.sh | head -12",
          '#!/usr/bin/env bash\nset -euo pipefail\nclient="$1"\n# TODO: add plugins/ once every client is on composer\nsrc=~/sites/$client/wp-content\nrsync -az --delete "$src/themes/" "$(cat ~/sites/$client/.deploy-target)/themes/"\nrsync -az --delete "$src/mu-plugins/" "$(cat ~/sites/$client/.deploy-target)/mu-plugins/"',
        )
        .assistant(
          "Got it. The script syncs themes and mu-plugins with --delete, so anything added only on the server in those folders gets removed on the next deploy. Note the TODO in there about plugins.",
        )
        .user("yeah that TODO is ancient, ignore it. deploy crumb now please, the banner change from earlier")
        .bash(
          "~/bin/deploy.sh crumb",
          "sending incremental file list\nthemes/crumb-child/template-parts/banner-cutoff.php\n\nsent 2,113 bytes  received 88 bytes",
        )
        .stop("Deployed crumb: only banner-cutoff.php changed."),
    planted: [
      { kind: "instruction", keys: ["server", "directly"] },
      { kind: "fact", keys: ["deploy.sh"] },
      { kind: "fact", keys: ["git repo"] },
    ],
  },
  {
    id: "b179-northfield-cache",
    build: (s) =>
      s
        .user("northfield: standings table is showing last week's results. league secretary is panicking lol")
        .bash(
          "curl -sI https://northfieldhockey.org/standings/ | grep -i -E 'cache|age'",
          "cf-cache-status: HIT\nage: 518400\ncache-control: public, max-age=604800",
        )
        .assistant(
          "Cloudflare is serving a 6-day-old copy: the page is cached for a week (max-age=604800), probably from a page rule. The standings change every weekend, so that rule is too broad for this page.",
        )
        .user(
          "yes that page rule was me, I set it when they got hammered during playoffs. ok let's bypass cache for /standings/ and /fixtures/, everything else can keep the week",
        )
        .bash(
          "cf-cli rules add --zone northfieldhockey.org --url '*northfieldhockey.org/standings*' --cache bypass && cf-cli rules add --zone northfieldhockey.org --url '*northfieldhockey.org/fixtures*' --cache bypass && cf-cli purge --zone northfieldhockey.org --url https://northfieldhockey.org/standings/",
          "Rule created (priority 1)\nRule created (priority 2)\nPurged 1 URL",
        )
        .user("cheers. and fyi the league only pays for cloudflare free plan so we only get 3 page rules total, keep that in mind")
        .stop("Standings and fixtures bypass the cache now; purged the stale page."),
    planted: [
      { kind: "decision", keys: ["bypass", "standings"] },
      { kind: "fact", keys: ["3 page rules"] },
    ],
  },
  {
    id: "b179-harlow-php-upgrade",
    build: (s) =>
      s
        .user("harlow's host emailed, PHP 7.4 is going away on the 15th. what breaks if we go to 8.2")
        .bash(
          "cd ~/sites/harlow && vendor/bin/phpcs -p --standard=PHPCompatibilityWP --runtime-set testVersion 8.2 wp-content/themes/harlow wp-content/plugins/harlow-cases --report=summary",
          "FILE                                              ERRORS  WARNINGS\nwp-content/plugins/harlow-cases/src/CaseList.php      2       1\nwp-content/themes/harlow/functions.php                0       3\nA TOTAL OF 2 ERRORS AND 4 WARNINGS WERE FOUND IN 2 FILES",
        )
        .assistant(
          "Two errors in harlow-cases/CaseList.php (each() and a string-to-number comparison that changed meaning) and some deprecation warnings. I can fix the errors now. Should we go straight to 8.2 or stop at 8.1?",
        )
        .user("8.2, no point doing this twice. fix the errors")
        .file("Edit", "wp-content/plugins/harlow-cases/src/CaseList.php")
        .bash(
          "cd ~/sites/harlow && vendor/bin/phpcs --standard=PHPCompatibilityWP --runtime-set testVersion 8.2 wp-content/plugins/harlow-cases --report=summary",
          "A TOTAL OF 0 ERRORS AND 1 WARNING WERE FOUND IN 1 FILE",
        )
        .user("the warnings in functions.php we can do later, put it on the list for next month's maintenance")
        .stop("CaseList.php is clean for 8.2; functions.php still has 3 deprecation warnings."),
    planted: [
      { kind: "decision", keys: ["8.2"] },
      { kind: "task", keys: ["warnings", "functions.php"] },
    ],
  },
  {
    id: "b179-empty-invoice-chat",
    build: (s) =>
      s
        .user("not code, but do you think I should charge moreno hourly or a fixed fee for the reviews thing")
        .assistant(
          "It depends on how well-defined the scope is. If it's a display of Google reviews with a known plugin, fixed fee is easy to estimate; if Luis wants moderation and a custom submission form, hourly protects you.",
        )
        .user("he'll definitely want changes. he always does lol")
        .assistant("Then maybe a fixed fee for the first version plus an hourly rate for changes after sign-off.")
        .user("yeah maybe. I'll think about it over the weekend")
        .stop("Suggested fixed fee plus hourly for changes."),
    planted: [],
  },
  {
    id: "b179-crumb-image-sizes",
    build: (s) =>
      s
        .user("crumb's product pages load slow on mobile, orla sent me a pagespeed screenshot with a 38 score")
        .bash(
          "wp --path=~/sites/crumb media image-size --format=csv | head -8",
          "name,width,height,crop,ratio\nwoocommerce_single,1200,0,soft,N/A\nwoocommerce_thumbnail,600,600,hard,1:1\nlarge,1024,1024,soft,N/A\nmedium_large,768,0,soft,N/A\nmedium,300,300,soft,N/A\nthumbnail,150,150,hard,1:1",
        )
        .assistant(
          "woocommerce_single is 1200px wide and the product images are uploaded as 4000px PNGs from Orla's camera, so phones get large files. I'd suggest converting uploads to WebP on the fly with an image plugin, or resizing on upload.",
        )
        .user("we're going with ShortPixel for crumb, they already pay for a shortpixel account for their other shop. set it to lossy webp")
        .file("Edit", "wp-content/mu-plugins/crumb-shortpixel-settings.php")
        .bash("wp --path=~/sites/crumb shortpixel bulk-optimize --dry-run", "Would optimize 1,284 images (est. 2.1 GB -> 340 MB)")
        .assistant("The dry run says 1,284 images would shrink from about 2.1 GB to 340 MB. Want me to start the real bulk run?")
        .user("not now, it hammers the server. do the bulk run over the weekend when orders are low")
        .stop("ShortPixel configured for lossy WebP; bulk optimization not started."),
    planted: [
      { kind: "decision", keys: ["shortpixel"] },
      { kind: "task", keys: ["bulk", "weekend"] },
    ],
  },
  {
    id: "b179-vela-instructions-commits",
    build: (s) =>
      s
        .user("vela: add the new teacher bio page. her name is Mei Tanaka, bio text is in the google doc I pasted yesterday")
        .file("Write", "wp-content/themes/vela-child/page-templates/teacher-mei-tanaka.php")
        .bash("cd ~/sites/vela && git add -A && git commit -m 'update'", "[main 4e1a9c2] update\n 1 file changed, 48 insertions(+)")
        .user(
          "ugh please dont commit with 'update' as the message. for all my client repos the commit message starts with the client name in brackets, like [vela] add teacher bio page",
        )
        .bash(
          "cd ~/sites/vela && git commit --amend -m '[vela] add teacher bio page for Mei Tanaka'",
          "[main 7b20d41] [vela] add teacher bio page for Mei Tanaka",
        )
        .assistant("Amended the commit message.")
        .stop("Teacher bio page added and committed as '[vela] add teacher bio page for Mei Tanaka'."),
    planted: [{ kind: "instruction", keys: ["commit", "brackets"] }],
  },
  {
    id: "b179-empty-moreno-maps",
    build: (s) =>
      s
        .user("moreno's contact page map isn't loading, just grey")
        .bash(
          "curl -s https://morenoplumbing.com/contact/ | grep -o 'maps.googleapis.com[^\"]*' | head -1",
          "maps.googleapis.com/maps/api/js?key=AIzaSyD-XXXX&callback=initMap",
        )
        .assistant(
          "The Maps script loads with an API key. The grey box usually means the key has billing disabled or a referrer restriction that doesn't include the domain. I can't see their Google Cloud console, so I can't tell which.",
        )
        .user("can you just swap it for an embed iframe, no key needed")
        .file("Edit", "wp-content/themes/moreno-child/page-contact.php")
        .assistant("Swapped the JS map for a plain Google Maps embed iframe pointing at the shop's address; no key involved now.")
        .user("great that works")
        .stop("Contact map is an iframe embed now."),
    planted: [],
  },
  {
    id: "b179-pinecrest-hosting-facts",
    build: (s) =>
      s
        .user("pinecrest site is down?? getting a 503")
        .bash("curl -sI https://pinecrestdental.com | head -3", "HTTP/2 503\nserver: nginx\nretry-after: 600")
        .bash(
          "ssh pinecrest@pinecrest.wpengine.ssh 'tail -3 logs/error.log'",
          "[error] upstream: PHP workers exhausted (limit 4)\n[error] upstream: PHP workers exhausted (limit 4)",
        )
        .assistant(
          "WP Engine is returning 503 because all PHP workers are busy. Their plan allows 4 workers. Something is holding them: could be a bot crawling the booking calendar, or a slow external API call. I'm not sure which yet.",
        )
        .bash("ssh pinecrest@pinecrest.wpengine.ssh 'grep -c \"GET /book\" logs/access.log'", "18204")
        .assistant(
          "18,204 requests to /book in today's log, most from one crawler (a SEO tool user agent). Each one renders the uncached calendar, so that's what eats the 4 workers.",
        )
        .user("ok so that's the cause. I just blocked that bot in the wpengine dashboard. and yes their plan is the 4 worker one, they won't upgrade")
        .stop("Cause: an SEO crawler hammering the uncached /book calendar on a 4-worker plan."),
    planted: [
      { kind: "fact", keys: ["4", "workers"] },
      { kind: "fact", keys: ["crawler", "/book"] },
    ],
  },
  {
    id: "b179-harlow-staging-superseded",
    build: (s) =>
      s
        .user("harlow staging. I want a staging site for them finally. plan: use the WP Staging plugin on the same host")
        .bash(
          "wp --path=~/sites/harlow plugin search wp-staging --fields=name,version --per-page=1",
          "name\tversion\nWP STAGING – WordPress Backup, Restore, Migration & Duplicate\t3.9.2",
        )
        .assistant(
          "WP Staging clones into a subfolder on the same hosting account. That works, but the staging copy shares the production database server, and their host's plan has a 2 GB disk cap; the site is 1.4 GB with uploads.",
        )
        .user(
          "ah crap, forgot about the disk cap. ok scratch the plugin. we do staging as a separate Local site on my machine, pulled with blogvault's download, and it never touches their host",
        )
        .file("Write", "~/sites/harlow/.staging-notes.md")
        .bash("ls ~/Local\\ Sites/ | grep harlow", "harlow-staging")
        .user("perfect it already exists from last year even. I need to refresh it with a current backup at some point")
        .stop("Harlow staging is the local 'harlow-staging' Local site; it needs a fresh backup pulled in."),
    planted: [
      { kind: "decision", keys: ["staging", "local"] },
      { kind: "fact", keys: ["2 gb"] },
      { kind: "task", keys: ["refresh"] },
    ],
  },
  {
    id: "b179-empty-wpcli-output",
    build: (s) =>
      s
        .user("run the core verify-checksums on all five sites, just a sanity check")
        .bash(
          'for c in crumb harlow pinecrest vela moreno; do echo "== $c"; wp --path=~/sites/$c core verify-checksums 2>&1 | tail -1; done',
          "== crumb\nSuccess: WordPress installation verifies against checksums.\n== harlow\nSuccess: WordPress installation verifies against checksums.\n== pinecrest\nWarning: File should not exist: wp-admin/.user.ini\nSuccess: WordPress installation verifies against checksums.\n== vela\nSuccess: WordPress installation verifies against checksums.\n== moreno\nSuccess: WordPress installation verifies against checksums.",
        )
        .assistant("All five verify. Pinecrest has an extra wp-admin/.user.ini, which WP Engine sometimes places itself; it's probably harmless.")
        .user("is it? what's in it")
        .bash("cat ~/sites/pinecrest/wp-admin/.user.ini", "; managed by host - never edit\nmax_input_vars = 3000")
        .assistant("It just sets max_input_vars to 3000 and says it's host-managed. Nothing suspicious.")
        .user("ok good, leave it")
        .stop("All five sites pass checksum verification."),
    planted: [],
  },
  {
    id: "b179-moreno-seo-plugin",
    build: (s) =>
      s
        .user("moreno: they have both Yoast and Rank Math active?? how")
        .bash("wp --path=~/sites/moreno plugin list --status=active --fields=name | grep -i -E 'seo|rank'", "wordpress-seo\nseo-by-rank-math")
        .assistant(
          "Both are active, so two sets of meta tags and two sitemaps are going out. Rank Math has the redirects the old agency made; Yoast has the titles Luis edited. We could keep either and import the other's data.",
        )
        .user("keep yoast. import rank math's redirects into yoast premium or into the Redirection plugin, whichever works, then deactivate rank math")
        .bash(
          "wp --path=~/sites/moreno rankmath export-redirects > /tmp/moreno-redirects.csv && wc -l /tmp/moreno-redirects.csv",
          "63 /tmp/moreno-redirects.csv",
        )
        .bash(
          "wp --path=~/sites/moreno redirection import /tmp/moreno-redirects.csv && wp --path=~/sites/moreno plugin deactivate seo-by-rank-math",
          "Success: Imported 62 redirects.\nPlugin 'seo-by-rank-math' deactivated.\nSuccess: Deactivated 1 of 1 plugins.",
        )
        .user("👍 we should delete rank math entirely once google search console shows no errors for a couple weeks")
        .stop("Yoast stays; 62 redirects moved into Redirection; Rank Math deactivated."),
    planted: [
      { kind: "decision", keys: ["yoast"] },
      { kind: "task", keys: ["delete", "rank math"] },
    ],
  },
  {
    id: "b179-vela-membership-facts",
    build: (s) =>
      s
        .user(
          "vela is asking why some members can't see the video library. context for you: memberships there are MemberPress, the video library is Vimeo embeds gated by memberpress rules, and the 'Unlimited' plan is the only one that includes videos",
        )
        .bash(
          "wp --path=~/sites/vela user get anna.k@example.com --field=roles && wp --path=~/sites/vela mepr-member anna.k@example.com --fields=memberships",
          "subscriber\nmemberships: Drop-in 10 Pack",
        )
        .assistant("Anna is on the Drop-in 10 Pack, which doesn't include the library, so that's working as configured.")
        .user("right, send me a short explanation I can forward to the studio")
        .assistant(
          "Here's one: \"Video library access is part of the Unlimited membership. Members on the 10 Pack or single classes won't see it; they can upgrade from their account page.\"",
        )
        .user("good")
        .file("Read", "wp-content/themes/vela-child/memberpress/account/nav.php")
        .stop("Explained that only Unlimited includes the video library."),
    planted: [
      { kind: "fact", keys: ["memberpress"] },
      { kind: "fact", keys: ["unlimited", "videos"] },
    ],
  },
  {
    id: "b179-empty-scratch-idea",
    build: (s) =>
      s
        .user("thinking out loud: what if I moved all five clients onto one multisite so updates are one click")
        .assistant(
          "It would centralize updates, but the clients are on four different hosts, Crumb's WooCommerce would share a database with a law firm, and one bad plugin would take down everyone. Harlow's backup retention requirement also wouldn't map well.",
        )
        .user("yeah no, forget it, terrible idea. one client breaking everyone is exactly what I don't want")
        .assistant("Agreed, separate installs keep the blast radius small.")
        .user("ok back to actual work tomorrow")
        .stop("Discussed and dropped the multisite idea."),
    planted: [],
  },
  {
    id: "b179-northfield-volunteer-logins",
    build: (s) =>
      s
        .user("northfield: each team has a volunteer who updates scores. they keep getting locked out by wordfence. the lockout is 5 failed logins / 4 hours")
        .bash(
          "wp --path=~/sites/northfield wordfence config get loginSec_maxFailures loginSec_lockoutMins",
          "loginSec_maxFailures: 5\nloginSec_lockoutMins: 240",
        )
        .assistant(
          "Confirmed: 5 failures and a 240-minute lockout. Options: raise the threshold, switch the volunteers to magic-link login, or add 2FA and loosen lockouts.",
        )
        .user("magic links. these are dads at a rink on their phones, nobody is remembering a password. use the Magic Login plugin, the free one")
        .bash(
          "wp --path=~/sites/northfield plugin install magic-login --activate",
          "Plugin installed successfully.\nActivating 'magic-login'...\nSuccess: Installed 1 of 1 plugins.",
        )
        .file("Edit", "wp-content/mu-plugins/northfield-login.php")
        .user(
          "also write this down: score volunteers have the 'score_editor' role, not editor. they should never get editor, last time one of them deleted the homepage",
        )
        .stop("Magic Login active for volunteers; login screen defaults to the link flow."),
    planted: [
      { kind: "decision", keys: ["magic"] },
      { kind: "fact", keys: ["score_editor"] },
      { kind: "fact", keys: ["wordfence", "lockout"] },
      { kind: "instruction", keys: ["editor"] },
    ],
  },
  {
    id: "b179-crumb-tax-followup",
    build: (s) =>
      s
        .user("crumb. their accountant says the vat on gift cards is wrong in the woo reports")
        .bash(
          "wp --path=~/sites/crumb wc tax list --fields=id,country,rate,name,class",
          "id\tcountry\trate\tname\tclass\n1\tIE\t23.0000\tVAT\tstandard\n2\tIE\t13.5000\tVAT\treduced-rate\n3\tIE\t0.0000\tVAT\tzero-rate",
        )
        .assistant(
          "Gift card products are set to the standard class, so 23% gets charged at sale. Under Irish VAT, multi-purpose vouchers usually aren't taxed at sale, only at redemption. I'm not an accountant though, so that's worth confirming.",
        )
        .user(
          "yeah I'm not changing tax settings on a guess. TODO for me: email the accountant (Siobhan) and ask how she wants gift cards classed, then we fix it",
        )
        .file("Read", "wp-content/plugins/pw-woocommerce-gift-cards/pw-gift-cards.php")
        .user("also crumb is irish, all prices are entered inclusive of vat, just so you know for anything with prices")
        .stop("No tax changes made; waiting on the accountant."),
    planted: [
      { kind: "task", keys: ["siobhan"] },
      { kind: "fact", keys: ["inclusive"] },
    ],
  },
  {
    id: "b179-empty-log-quotes",
    build: (s) =>
      s
        .user("check the harlow debug.log, anything scary?")
        .bash(
          "tail -n 6 ~/sites/harlow/wp-content/debug.log",
          'PHP Notice: Function _load_textdomain_just_in_time was called incorrectly. Translation loading for the harlow-cases domain was triggered too early.\nPHP Deprecated: Creation of dynamic property Harlow_Case::$court is deprecated\n// TODO(old agency): never call this before init\nPHP Warning: Undefined array key "matter_id" in CaseList.php on line 214',
        )
        .assistant(
          "Nothing fatal. A translation-loading notice, a dynamic property deprecation, an undefined array key warning on line 214, and a stray comment line someone logged with a TODO from the old agency.",
        )
        .user("the undefined key one, is that new?")
        .assistant("I can't tell from the tail alone; the log has no earlier occurrences in the last 6 lines. It might be from the PHP 8.2 work, or older.")
        .user("ok, whatever, not urgent")
        .stop("Log has notices and warnings, no fatals."),
    planted: [],
  },
  {
    id: "b179-moreno-forms-choice",
    build: (s) =>
      s
        .user("moreno's quote request form is contact form 7 and it gets like 40 spam a day. what would you do")
        .bash(
          "wp --path=~/sites/moreno plugin list --fields=name,status | grep -i -E 'cf7|contact-form|akismet|turnstile|recaptcha'",
          "contact-form-7\tactive\nakismet\tinactive",
        )
        .assistant(
          "Options: turn on Akismet for CF7 (needs a paid key for a business site), add Cloudflare Turnstile via the Simple Cloudflare Turnstile plugin (free), or Google reCAPTCHA v3. Turnstile is the least annoying for people on phones.",
        )
        .user("turnstile sounds right. do it")
        .bash("wp --path=~/sites/moreno plugin install simple-cloudflare-turnstile --activate", "Success: Installed 1 of 1 plugins.")
        .file("Edit", "wp-content/mu-plugins/moreno-turnstile-keys.php")
        .user("from now on new forms on any client site get turnstile by default, not recaptcha. I'm done with google's captcha")
        .stop("Turnstile is on the Moreno quote form."),
    planted: [
      { kind: "decision", keys: ["turnstile"] },
      { kind: "instruction", keys: ["turnstile", "recaptcha"] },
    ],
  },
  {
    id: "b179-pinecrest-updates-window",
    build: (s) =>
      s
        .user(
          "pinecrest plugin updates, 11 pending. oh and a rule for pinecrest: updates only on tuesday or wednesday evenings, the office is closed for surgery days and nobody can check the site thu-fri. today's tuesday so go",
        )
        .bash(
          "wp --path=~/sites/pinecrest plugin update --all --dry-run --format=csv | cut -d, -f1,2,4",
          "name,status,update_version\ngravityforms,active,2.8.19\nwordfence,active,8.0.1\nwp-rocket,active,3.17.2\n...",
        )
        .bash("wp --path=~/sites/pinecrest plugin update --all", "Success: Updated 11 of 11 plugins.")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://pinecrestdental.com/book/", "200")
        .assistant("All 11 updated and /book still returns 200.")
        .user("good. gravity forms had a major version jump though, we should retest the new patient form properly next week with a test submission")
        .stop("11 plugin updates applied on Pinecrest; booking page OK."),
    planted: [
      { kind: "instruction", keys: ["tuesday", "wednesday"] },
      { kind: "task", keys: ["retest", "new patient"] },
    ],
  },
  {
    id: "b179-vela-email-provider",
    build: (s) =>
      s
        .user("vela's newsletter. they're on mailchimp and the studio owner wants something cheaper, she's got 4000 contacts")
        .assistant(
          "At 4,000 contacts the usual cheaper options are MailerLite, Brevo or Sender. MailerLite has a decent WordPress form plugin and handles double opt-in the same way Mailchimp does.",
        )
        .user("mailerlite then. she already likes their templates. migrate the signup form in the footer")
        .bash(
          "wp --path=~/sites/vela plugin install official-mailerlite-sign-up-forms --activate && wp --path=~/sites/vela plugin deactivate mc4wp",
          "Success: Installed 1 of 1 plugins.\nPlugin 'mc4wp' deactivated.",
        )
        .file("Edit", "wp-content/themes/vela-child/footer.php")
        .user("oh and next week she'll export the mailchimp audience, then we import into mailerlite. that's for later, not now")
        .stop("Footer signup uses MailerLite; Mailchimp plugin deactivated."),
    planted: [
      { kind: "decision", keys: ["mailerlite"] },
      { kind: "task", keys: ["import", "audience"] },
    ],
  },
  {
    id: "b179-general-local-env",
    build: (s) =>
      s
        .user(
          "setting you up properly since you keep guessing: all sites run locally in Local (by Flywheel), each one at <client>.local, and the db creds locally are always root/root. for wp-cli always pass --path=~/sites/<client>, my shell isn't in the site folder",
        )
        .bash("ls ~/sites", "crumb  harlow  moreno  northfield  pinecrest  vela")
        .assistant("Six client folders. I'll use --path every time.")
        .user("yep six, northfield is the pro bono one so it's lowest priority when things collide")
        .file("Read", "~/sites/northfield/wp-config.php")
        .stop("Noted the local setup."),
    planted: [
      { kind: "fact", keys: [".local"] },
      { kind: "fact", keys: ["root/root"] },
      { kind: "instruction", keys: ["--path"] },
      { kind: "fact", keys: ["pro bono"] },
    ],
  },
  {
    id: "b179-empty-status-report",
    build: (s) =>
      s
        .user("what did we get done this week? I need to write my timesheet")
        .assistant(
          "From this week's sessions: Crumb checkout fatal fixed, banner and cutoff moved to 1pm, ShortPixel configured; Harlow moved to Postmark and CaseList.php made PHP 8.2-safe; Pinecrest plugin updates; Vela moved to MailerLite; Moreno got Turnstile and the Yoast/Rank Math cleanup; Northfield got magic-link logins.",
        )
        .user("nice, how long was the crumb checkout one, roughly")
        .assistant("About 40 minutes from the first debug.log read to the lint passing.")
        .user("ok I'll bill an hour, there was the phone call too")
        .stop("Summarized the week's work."),
    planted: [],
  },
  {
    id: "b179-harlow-cases-plugin",
    build: (s) =>
      s
        .user("harlow-cases plugin, the case studies list. they want to filter by practice area")
        .file("Read", "wp-content/plugins/harlow-cases/src/CaseList.php")
        .assistant(
          "Cases are a custom post type 'harlow_case' with practice area stored as post meta (_practice_area), not a taxonomy. Filtering on meta works but is slow with many posts. I could register a 'practice_area' taxonomy and migrate the meta into it.",
        )
        .user("ok yes do the taxonomy, migrate the meta")
        .file("Edit", "wp-content/plugins/harlow-cases/src/Taxonomy.php")
        .bash("wp --path=~/sites/harlow harlow migrate-practice-areas", "Migrated 87 cases into 6 practice_area terms.")
        .user(
          "good. note harlow has a rule that every case study page needs the disclaimer 'Past results do not guarantee future outcomes' at the bottom, that's a bar requirement, so any new template must include it",
        )
        .stop("practice_area taxonomy registered; 87 cases migrated."),
    planted: [
      { kind: "fact", keys: ["harlow_case"] },
      { kind: "decision", keys: ["taxonomy", "practice"] },
      { kind: "instruction", keys: ["disclaimer"] },
    ],
  },
  {
    id: "b179-crumb-orders-export",
    build: (s) =>
      s
        .user("crumb wants a daily csv of tomorrow's orders emailed to the bakery at 1:15pm, right after the cutoff")
        .assistant(
          "I can add a WP-Cron event at 13:15 Europe/Dublin that builds the CSV and mails it with wp_mail. Or use a plugin like WooCommerce Order Export Pro which they'd have to buy.",
        )
        .user("custom cron is fine, no more paid plugins for crumb, they're already paying for like 9")
        .file("Write", "wp-content/mu-plugins/crumb-daily-orders.php")
        .bash(
          "wp --path=~/sites/crumb cron event list --hook=crumb_daily_orders_csv --fields=hook,next_run_gmt",
          "hook\tnext_run_gmt\ncrumb_daily_orders_csv\t2026-11-28 13:15:00",
        )
        .user("the bakery email is orders@crumbandco.ie btw")
        .stop("Daily orders CSV scheduled for 13:15 to orders@crumbandco.ie."),
    planted: [
      { kind: "decision", keys: ["cron", "csv"] },
      { kind: "instruction", keys: ["paid plugins"] },
      { kind: "fact", keys: ["orders@crumbandco.ie"] },
    ],
  },
  {
    id: "b179-vela-ssl-renewal",
    build: (s) =>
      s
        .user("vela's ssl cert warning popped up in my uptime robot emails, expires in 6 days?")
        .bash(
          "echo | openssl s_client -servername velayoga.studio -connect velayoga.studio:443 2>/dev/null | openssl x509 -noout -issuer -enddate",
          "issuer=C = US, O = Let's Encrypt, CN = R11\nnotAfter=Dec  3 08:12:44 2026 GMT",
        )
        .assistant(
          "It's a Let's Encrypt cert that should auto-renew 30 days out, so renewal has already failed. If the domain has a CAA record that doesn't allow letsencrypt.org, Kinsta's renewal would fail.",
        )
        .bash("dig +short CAA velayoga.studio", '0 issue "digicert.com"')
        .assistant("Confirmed: the CAA record only allows DigiCert, so Let's Encrypt can't issue. That's why renewal fails.")
        .user(
          "oh for gods sake, that was the studio owner's nephew 'securing' things. ok, the domain login is the owner's, I can't change it myself. I have to call her monday and walk her through adding letsencrypt to the CAA",
        )
        .file("Write", "~/sites/vela/NOTES.md")
        .stop("Cause found: CAA record allows only digicert.com; renewal blocked."),
    planted: [
      { kind: "fact", keys: ["caa", "digicert"] },
      { kind: "fact", keys: ["domain login"] },
      { kind: "task", keys: ["monday", "caa"] },
    ],
  },
  {
    id: "b179-empty-moreno-copy",
    build: (s) =>
      s
        .user("luis sent new copy for the 'about us' page, it's in the email. can you paste it in, replace the whole second section")
        .file("Edit", "wp-content/themes/moreno-child/page-about.php")
        .assistant("Replaced the second section with the new copy: the three paragraphs about the family business and the 24/7 callout line.")
        .user("he spelled 'licenced' with a c, is that right for us?")
        .assistant("In US English it's 'licensed' with an s, and morenoplumbing.com is a US business, so I'd change it. Should I?")
        .user("yeah fix it")
        .file("Edit", "wp-content/themes/moreno-child/page-about.php")
        .assistant("Changed to 'licensed'.")
        .stop("About page updated with the new copy."),
    planted: [],
  },
  {
    id: "b179-crumb-multi-rules",
    build: (s) =>
      s
        .user(
          "doing a bunch of crumb stuff today. first, standing rules since you weren't here last time:\n1. orla is the owner and the only person who approves anything on the live site, not the shop staff\n2. no popups. ever. she hates them\n3. test purchases on staging use the stripe test card, never a real card on prod\nthen the actual job: the christmas hampers category needs to be hidden until dec 1",
        )
        .bash("wp --path=~/sites/crumb term get product_cat christmas-hampers --by=slug --fields=term_id,count", "term_id\tcount\n212\t14")
        .assistant(
          "14 products in christmas-hampers (term 212). I can schedule them: set the products to private now and add a cron event that publishes them on Dec 1 at 00:00 Dublin time. Or use a catalog visibility plugin.",
        )
        .user("the cron one, same as the orders thing")
        .file("Write", "wp-content/mu-plugins/crumb-hampers-release.php")
        .bash("wp --path=~/sites/crumb cron event list --hook=crumb_release_hampers --fields=next_run_gmt", "next_run_gmt\n2026-12-01 00:00:00")
        .stop("Hampers are private until the Dec 1 release event."),
    planted: [
      { kind: "fact", keys: ["orla", "approves"] },
      { kind: "instruction", keys: ["popups"] },
      { kind: "instruction", keys: ["stripe test card"] },
      { kind: "decision", keys: ["cron", "hampers"] },
    ],
  },
  {
    id: "b179-empty-northfield-question",
    build: (s) =>
      s
        .user("does sportspress let you show a goalie's save percentage or just goals and assists?")
        .assistant(
          "SportsPress has configurable statistics; you can add a 'Save %' performance column with an equation like saves / shots against. The free version supports custom equations, I believe, but I'd want to check their docs before promising it.",
        )
        .user("ok, the league hasn't asked, I was just curious")
        .assistant("Sure. If they do ask, it's a settings change rather than code.")
        .user("👍")
        .stop("Answered the SportsPress stats question."),
    planted: [],
  },
  {
    id: "b179-harlow-fonts",
    build: (s) =>
      s
        .user("harlow's site is loading fonts from google fonts. their compliance lady flagged it for GDPR, they have EU clients")
        .bash(
          "curl -s https://harlowlaw.com | grep -o 'fonts.googleapis.com[^\"]*' | head -2",
          "fonts.googleapis.com/css2?family=Libre+Baskerville:wght@400;700&display=swap\nfonts.googleapis.com/css2?family=Inter:wght@400;600&display=swap",
        )
        .assistant(
          "Two families from Google: Libre Baskerville and Inter. We can self-host them: download the woff2 files into the theme and swap the enqueue for a local @font-face stylesheet.",
        )
        .user("yes self host them. and going forward no third-party requests on harlow without asking me first, fonts, analytics, embeds, anything")
        .bash(
          "cd ~/sites/harlow/wp-content/themes/harlow && mkdir -p fonts && npx google-font-downloader 'Libre Baskerville:400,700' 'Inter:400,600' -o fonts",
          "Downloaded 4 files to fonts/",
        )
        .file("Edit", "wp-content/themes/harlow/functions.php")
        .bash("curl -s http://harlow.local | grep -c googleapis", "0", 1)
        .user(
          "great. the cookie banner still mentions google fonts, that text needs updating too but compliance has to write it, so leave it for when they send wording",
        )
        .stop("Fonts are self-hosted on Harlow; no googleapis requests locally."),
    planted: [
      { kind: "decision", keys: ["self host"] },
      { kind: "instruction", keys: ["third-party"] },
      { kind: "task", keys: ["cookie banner"] },
    ],
  },
  {
    id: "b179-pinecrest-analytics",
    build: (s) =>
      s
        .user("pinecrest wants to know how many people click 'book now'. they have GA4 already?")
        .bash(
          "wp --path=~/sites/pinecrest option get sitekit_analytics-4_settings --format=json | head -c 120",
          '{"propertyID":"398812044","webDataStreamID":"6100223","measurementID":"G-7QK2LMN8RZ"}',
        )
        .assistant(
          "Yes, Site Kit connects GA4 (G-7QK2LMN8RZ). We can fire a 'book_now_click' event from a small script on the button, or set it up as an enhanced-measurement outbound click if the button links to their external booking page.",
        )
        .user(
          "small script, the button isn't external. hmm wait, actually do we even want GA touching the booking page? ... no it's fine, it's just a click count, no form data",
        )
        .file("Edit", "wp-content/themes/pinecrest-child/js/book-now.js")
        .bash("grep -n gtag wp-content/themes/pinecrest-child/js/book-now.js", "3:  gtag('event', 'book_now_click', { location: btn.dataset.location });")
        .user("I'll need to check in GA next week that the events actually show up")
        .stop("book_now_click fires on the Book Now buttons."),
    planted: [
      { kind: "decision", keys: ["script", "book"] },
      { kind: "fact", keys: ["ga4"] },
      { kind: "task", keys: ["ga", "events"] },
    ],
  },
  {
    id: "b179-empty-withdrawn-plugin",
    build: (s) =>
      s
        .user("should I put wp rocket on vela? their scores are meh")
        .assistant(
          "Kinsta already does page caching at the server level, so WP Rocket's page cache would be redundant; its asset optimization (defer JS, delay JS) could still help.",
        )
        .user("let's install it then")
        .assistant("Before I do: Kinsta's docs say they allow WP Rocket but you have to disable its page caching. Want me to go ahead on that basis?")
        .user("hmm actually no, scratch that. another paid plugin for a client who complains about the hosting bill. not now")
        .assistant("Okay, nothing installed.")
        .stop("No changes; WP Rocket not installed."),
    planted: [],
  },
  {
    id: "b179-moreno-hours-facts",
    build: (s) =>
      s
        .user(
          "moreno: emergency line is 24/7 but the office number only answers 7-6 mon-sat. the site says 24/7 for both which gets luis angry calls at 3am on the office phone",
        )
        .bash(
          "grep -rn '24/7' ~/sites/moreno/wp-content/themes/moreno-child/ | head -4",
          "header.php:22:  <span>Office: (512) 555-0142 · 24/7</span>\nheader.php:23:  <span>Emergency: (512) 555-0199 · 24/7</span>\nfooter.php:14:  Call us 24/7",
        )
        .file("Edit", "wp-content/themes/moreno-child/header.php")
        .file("Edit", "wp-content/themes/moreno-child/footer.php")
        .assistant("Office line now says Mon-Sat 7am-6pm; emergency stays 24/7; the footer's 'Call us 24/7' now points to the emergency number.")
        .user(
          "yes. also the google business profile has the same mistake, I don't have access, luis has to fix that one himself. remind me to tell him about the business profile on thursday's call",
        )
        .stop("Office hours corrected in header and footer."),
    planted: [
      { kind: "fact", keys: ["office", "7-6"] },
      { kind: "task", keys: ["business profile"] },
    ],
  },
  {
    id: "b179-northfield-domain-renewal",
    build: (s) =>
      s
        .user("northfield's domain. who owns that again? I think the league treasurer")
        .bash("whois northfieldhockey.org | grep -i -E 'registrar:|expiry'", "Registrar: GoDaddy.com, LLC\nRegistry Expiry Date: 2027-01-09T18:21:03Z")
        .assistant("Registered at GoDaddy, expires 2027-01-09. WHOIS doesn't show the owner (privacy), so I can't confirm it's the treasurer.")
        .user(
          "ok I checked my emails, it's on the treasurer's godaddy account, Ken Morrow. auto-renew is off because his card expired. so: before christmas I need to get Ken to renew it or turn auto-renew back on",
        )
        .file("Write", "~/sites/northfield/NOTES.md")
        .stop("Domain expires 2027-01-09 on Ken Morrow's GoDaddy account."),
    planted: [
      { kind: "fact", keys: ["ken", "godaddy"] },
      { kind: "task", keys: ["ken", "renew"] },
    ],
  },
  {
    id: "b179-general-testing-rule",
    build: (s) =>
      s
        .user("you ran phpcs with the default standard on moreno earlier and it spat out 2000 errors about tabs lol")
        .bash("cat ~/sites/moreno/phpcs.xml.dist 2>/dev/null || echo missing", "missing")
        .assistant("There's no phpcs.xml.dist in moreno, so it fell back to PEAR. Harlow's repo has one with WordPress-Extra; I can copy it over.")
        .user(
          "yes copy it. and in general: lint with WordPress-Extra on every client, and only lint the files you changed, not the whole theme. the old agency code would never pass and I'm not paid to fix it",
        )
        .bash(
          "cp ~/sites/harlow/phpcs.xml.dist ~/sites/moreno/ && cd ~/sites/moreno && vendor/bin/phpcs wp-content/themes/moreno-child/header.php --report=summary",
          "A TOTAL OF 0 ERRORS AND 2 WARNINGS WERE FOUND IN 1 FILE",
        )
        .stop("Moreno uses the WordPress-Extra ruleset now."),
    planted: [
      { kind: "instruction", keys: ["wordpress-extra"] },
      { kind: "instruction", keys: ["files", "changed"] },
    ],
  },
  {
    id: "b179-empty-vela-revert",
    build: (s) =>
      s
        .user("vela: the studio owner changed her mind, put the old hero image back on the homepage")
        .bash(
          "cd ~/sites/vela && git log --oneline -3 -- wp-content/themes/vela-child/front-page.php",
          "a91c0e2 [vela] new hero image\n3f4d7b1 [vela] homepage class grid\n08e2c55 [vela] initial child theme",
        )
        .bash(
          "cd ~/sites/vela && git revert --no-edit a91c0e2",
          '[main c4e88a0] Revert "[vela] new hero image"\n 1 file changed, 1 insertion(+), 1 deletion(-)',
        )
        .assistant("Reverted the hero image commit; the homepage uses the old image again.")
        .user("thx, deploy it")
        .bash("~/bin/deploy.sh vela", "sending incremental file list\nthemes/vela-child/front-page.php")
        .assistant("Deployed.")
        .user("she'll probably change it back again next week haha")
        .stop("Old hero image restored and deployed."),
    planted: [],
  },
];

export const BLIND179 = plantedSet(BLIND179_SESSIONS, Date.UTC(2026, 10, 7, 9));
