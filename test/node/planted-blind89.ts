/**
 * Blind planted set 89 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a WordPress/PHP agency developer juggling several client sites (WooCommerce, ACF, staging
 * on shared hosting, SFTP deploys, plugin updates) in casual British English; the agent talks like
 * Copilot CLI (short, "I'll …", reports what it ran).
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 17 instructions,
 * 19 facts, 18 tasks) in 49 sessions, 12 of which plant nothing (58 user/assistant messages between them). Every other message
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

export const BLIND89_SESSIONS: BlindSession[] = [
  {
    id: "b89-hartley-fatal",
    build: (s) =>
      s
        .user(
          "morning mate. Hartley Bakes is white-screening since the plugin updates last night, can you have a look? bit urgent, they've got a bake sale promo going out at 11",
        )
        .bash(
          "ssh hartley 'tail -n 5 public_html/wp-content/debug.log'",
          "[17-Nov-2026 06:12:44 UTC] PHP Fatal error:  Uncaught Error: Call to undefined function str_contains() in /home/hartleyb/public_html/wp-content/plugins/woocommerce-subscriptions/includes/class-wcs-cart.php:212",
        )
        .assistant(
          "I'll check the PHP version. `str_contains()` only exists from PHP 8.0, so the new WooCommerce Subscriptions release (6.2.0) won't run there.",
        )
        .bash("ssh hartley 'php -v | head -1'", "PHP 7.4.33 (cli) (built: Nov  2 2023 10:01:22) ( NTS )")
        .bash("ssh hartley 'wp plugin install woocommerce-subscriptions --version=6.1.0 --force'", "Success: Installed 1 of 1 plugins.")
        .assistant("Rolled Subscriptions back to 6.1.0 and the site's up again. Homepage and checkout both return 200.")
        .user(
          "cheers, lifesaver. yeah Hartley's on Krystal's old legacy plan which is stuck on PHP 7.4, you can't change it from cPanel, so anything that needs PHP 8 just falls over there. remind me to chase Hartley about moving to the new Krystal plan before their renewal in January",
        )
        .stop("Noted. Subscriptions is held at 6.1.0 for now."),
    planted: [
      { kind: "fact", keys: ["7.4"] },
      { kind: "task", keys: ["krystal", "renewal"] },
    ],
  },
  {
    id: "b89-castle-acf-blocks",
    build: (s) =>
      s
        .user("starting the custom blocks for the Castle Dental rebuild. how do you reckon we register them, acf_register_block_type like the old sites?")
        .assistant(
          "`acf_register_block_type()` still works, but ACF 6 recommends registering blocks with a block.json file and `register_block_type()`; it keeps the metadata in one place and matches core. I'd go with block.json.",
        )
        .user(
          "yeah go with block.json then, fair enough. and put every custom block in the theme under /blocks, one folder per block with its block.json, template and css together. that's how I want it on all the new builds",
        )
        .file("Write", "wp-content/themes/castle/blocks/testimonial/block.json")
        .file("Write", "wp-content/themes/castle/blocks/testimonial/render.php")
        .bash("wp block-type list --search=castle --format=csv", "name,title\ncastle/testimonial,Testimonial")
        .user("oh and the title says 'Testimonal', fix that typo would you")
        .file("Edit", "wp-content/themes/castle/blocks/testimonial/block.json")
        .stop("Fixed the title typo; castle/testimonial is registered from blocks/testimonial/block.json."),
    planted: [
      { kind: "decision", keys: ["block.json"] },
      { kind: "instruction", keys: ["folder per block"] },
    ],
  },
  {
    id: "b89-pemberton-sftp",
    build: (s) =>
      s
        .user("can you push the header fix to Pemberton live? it's just header.php in the child theme")
        .bash(
          "lftp -u pembftp sftp://ftp.pembertonhomeware.co.uk -e 'put wp-content/themes/pemberton-child/header.php -o wp-content/themes/pemberton-child/header.php; bye'",
          "lftp: ftp.pembertonhomeware.co.uk: Connection refused",
          1,
        )
        .assistant("Connection refused on the default port. Is SFTP running on a different port on that server?")
        .user("oh yeah sorry, Pemberton's SFTP is on port 2222 not 22, their host moved it years ago")
        .bash(
          "lftp -p 2222 -u pembftp sftp://ftp.pembertonhomeware.co.uk -e 'put wp-content/themes/pemberton-child/header.php -o wp-content/themes/pemberton-child/header.php; bye'",
          "3418 bytes transferred",
        )
        .assistant("Uploaded header.php to live (3418 bytes). The header renders fine on the homepage.")
        .user(
          "nice one. btw just so you know for next time: never deploy anything to Pemberton live on a Friday. they run their weekend promos Fri to Sun and if the site breaks nobody's about to fix it",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["2222"] },
      { kind: "instruction", keys: ["friday"] },
    ],
  },
  {
    id: "b89-greenway-live-edits",
    build: (s) =>
      s
        .user("Greenway Vets want the opening hours changed on the contact page, can you do it via wp-cli? Sat is now 9 till 1")
        .bash("ssh greenway 'wp post list --post_type=page --name=contact --field=ID'", "48")
        .bash("ssh greenway 'wp post get 48 --field=post_content | grep -n Saturday'", "31:<p>Saturday: 9am – 12pm</p>")
        .bash(
          "ssh greenway \"wp search-replace 'Saturday: 9am – 12pm' 'Saturday: 9am – 1pm' wp_posts --include-columns=post_content\"",
          "Success: Made 1 replacement.",
        )
        .assistant("Updated the Saturday hours on the contact page (post 48).")
        .user(
          "ta. honestly it makes me nervous doing this straight on live. Greenway's hosted on 20i, and 20i has one-click staging built in, we just never turned it on. TODO for next week: set up proper staging for Greenway so we stop editing live",
        )
        .assistant("Want me to look at the 20i API for that now?")
        .user("nah not today, just leave it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["20i"] },
      { kind: "task", keys: ["greenway", "staging"] },
    ],
  },
  {
    id: "b89-hartley-checkout-500",
    build: (s) =>
      s
        .user("Hartley checkout is 500ing intermittently again. Could it be the object cache? they've got Redis on that box")
        .bash(
          'ssh hartley \'grep -c "Maximum execution time" public_html/wp-content/debug.log; grep "Maximum execution" public_html/wp-content/debug.log | tail -2\'',
          "37\n[16-Nov-2026 19:04:10 UTC] PHP Fatal error:  Maximum execution time of 30 seconds exceeded in /home/hartleyb/public_html/wp-content/plugins/royal-mail-click-drop/includes/class-rm-rates.php on line 88\n[16-Nov-2026 19:41:52 UTC] PHP Fatal error:  Maximum execution time of 30 seconds exceeded in /home/hartleyb/public_html/wp-content/plugins/royal-mail-click-drop/includes/class-rm-rates.php on line 88",
        )
        .bash("ssh hartley 'wp redis status | head -3'", "Status: Connected\nClient: PhpRedis (v5.3.7)\nDrop-in: Valid")
        .assistant(
          "It's not Redis, that's connected and healthy. All 37 timeouts are in the Royal Mail Click & Drop plugin's live rates class: it calls the Royal Mail API on every cart update and when that's slow checkout times out at 30s. That's the cause of the 500s.",
        )
        .user(
          "ugh, figures. right, I rang the client and they're fine with it: we turn off live rates and use flat-rate shipping tables instead. can you set that up, 3.95 under 2kg, 6.50 over",
        )
        .file("Edit", "wp-content/mu-plugins/hartley-shipping.php")
        .bash(
          "ssh hartley 'wp wc shipping_zone_method list 1 --user=1 --format=csv --fields=method_id,enabled'",
          "method_id,enabled\nflat_rate,true\nroyal_mail_live,false",
        )
        .stop("Flat-rate tables are live and Royal Mail live rates are disabled."),
    planted: [
      { kind: "fact", keys: ["royal mail"] },
      { kind: "decision", keys: ["flat-rate"] },
    ],
  },
  {
    id: "b89-git-conventions",
    build: (s) =>
      s
        .user("can you init a repo for the Castle theme and do a first commit")
        .bash(
          "git init && git add -A && git status --short | head -5",
          "A  .gitignore\nA  wp-content/plugins/acf-pro/acf.php\nA  wp-content/plugins/woocommerce/woocommerce.php\nA  wp-content/themes/castle/functions.php\nA  wp-content/uploads/2026/11/hero.jpg",
        )
        .user(
          "whoa no, don't commit uploads or the plugins folder. from now on we only version the theme, plugins come in through composer (wpackagist) and uploads stay on the server. also I prefer conventional commits, feat: / fix: / chore: etc, it makes the client changelogs easier",
        )
        .file("Edit", ".gitignore")
        .bash(
          "git rm -r --cached -q wp-content/uploads wp-content/plugins && git add -A && git commit -qm 'chore: initial castle theme' && git log --oneline",
          "a91c3e2 chore: initial castle theme",
        )
        .assistant("Re-committed with uploads and plugins ignored: only the theme and composer.json are tracked.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["uploads"] },
      { kind: "instruction", keys: ["conventional commits"] },
    ],
  },
  {
    id: "b89-castle-plugin-updates",
    build: (s) =>
      s
        .user("monthly plugin updates on Castle Dental please")
        .bash(
          "ssh castle 'wp plugin list --update=available --fields=name,version,update_version --format=csv'",
          "name,version,update_version\nelementor,3.18.3,3.25.1\nwordpress-seo,21.9,22.0\nwpforms-lite,1.8.5,1.8.6",
        )
        .assistant(
          "Three updates. Elementor jumps from 3.18 to 3.25; their changelog says the old Flexbox container fallback is removed, and Castle's pages use the legacy sections. I'd suggest holding Elementor back. Pin it at 3.18 until the rebuild replaces those pages?",
        )
        .user("yeah agreed, pin Elementor at 3.18 on Castle till they pay for the rebuild. do the other two")
        .bash("ssh castle 'wp plugin update wpforms-lite wordpress-seo'", "Success: Updated 2 of 2 plugins.")
        .user(
          "actually hang on, Yoast 22 changed the breadcrumbs markup didn't it. follow-up for later: test the Yoast 22 update on staging for the other clients before we roll it out to everyone",
        )
        .stop("Updated WPForms and Yoast on Castle; Elementor stays at 3.18.3."),
    planted: [
      { kind: "decision", keys: ["elementor", "3.18"] },
      { kind: "task", keys: ["yoast"] },
    ],
  },
  {
    id: "b89-local-search-replace",
    build: (s) =>
      s
        .user("pull Hartley's live db down into Local for me and swap the urls")
        .bash("ssh hartley 'wp db export - --single-transaction' > /tmp/hartley.sql && wc -c /tmp/hartley.sql", "48211233 /tmp/hartley.sql")
        .assistant("Exported 48 MB. Which port is Hartley's Local site MySQL on? The default 3306 isn't answering.")
        .user("Local gives every site its own port, Hartley's is 10011")
        .bash("mysql -h 127.0.0.1 -P 10011 -u root -proot local < /tmp/hartley.sql && echo done", "done")
        .bash("wp search-replace 'https://hartleybakes.co.uk' 'http://hartley.local' --dry-run | tail -1", "Success: 1842 replacements to be made.")
        .user(
          "good, you did the dry run first. keep doing that: always run wp search-replace with --dry-run before the real one, I've been burned by serialised data before",
        )
        .bash("wp search-replace 'https://hartleybakes.co.uk' 'http://hartley.local' | tail -1", "Success: Made 1842 replacements.")
        .stop("Imported and replaced 1842 URLs; hartley.local is working."),
    planted: [
      { kind: "fact", keys: ["10011"] },
      { kind: "instruction", keys: ["dry-run"] },
    ],
  },
  {
    id: "b89-castle-emails",
    build: (s) =>
      s
        .user("Castle say appointment confirmation emails aren't arriving. can you check the mail setup")
        .bash(
          "ssh castle 'wp option get postmark_settings --format=json'",
          '{"api_key":"********","sender_address":"bookings@castledental.co.uk","force_from":"1"}',
        )
        .bash('ssh castle \'wp eval "wp_mail(\\"dev@agency.test\\", \\"test\\", \\"test\\");"\' && echo sent', "sent")
        .assistant("The site sends through the Postmark plugin and my test arrived. Could the missing ones be going to spam on the patients' side?")
        .user(
          "possibly. fyi Castle's email all goes through Postmark, and the server token is in 1Password under 'Castle - Postmark' if you ever need it. checked their DNS, there's no DMARC record at all, which won't help. we still need to set up DMARC for castledental.co.uk but not today, I need Sian to get me into their 123-reg first",
        )
        .bash("dig +short TXT _dmarc.castledental.co.uk", "")
        .stop("Confirmed: no DMARC record on castledental.co.uk."),
    planted: [
      { kind: "fact", keys: ["postmark", "1password"] },
      { kind: "task", keys: ["dmarc"] },
    ],
  },
  {
    id: "b89-acf-json-sync",
    build: (s) =>
      s
        .user("the field groups on Pemberton staging and live have drifted again, the product specs group has two extra fields on live. no idea who added them")
        .bash("ssh pemberton 'wp acf export --field_groups=group_product_specs' | jq '.[0].fields | length'", "9")
        .bash("ssh pemberton-staging 'wp acf export --field_groups=group_product_specs' | jq '.[0].fields | length'", "7")
        .assistant(
          "Live has 9 fields, staging 7. One option: turn on ACF local JSON (an acf-json folder in the child theme) so every field group is saved to a file and goes through git, and sync from the ACF admin after deploys. Want me to set that up?",
        )
        .user(
          "yes do that, good shout. and let's be strict about it: nobody edits field groups on live any more, you change them locally and they get synced up",
        )
        .bash("mkdir -p wp-content/themes/pemberton-child/acf-json && ssh pemberton 'wp acf export --all' > /tmp/groups.json && echo ok", "ok")
        .file("Edit", "wp-content/themes/pemberton-child/functions.php")
        .stop("acf-json is enabled in the child theme with the live field groups saved as the baseline."),
    planted: [
      { kind: "decision", keys: ["acf-json"] },
      { kind: "instruction", keys: ["field groups", "live"] },
    ],
  },
  {
    id: "b89-pemberton-cache",
    build: (s) =>
      s
        .user("Pemberton feels slow again. WP Rocket's installed, is it even doing anything?")
        .bash(
          "curl -sI https://pembertonhomeware.co.uk | grep -i -E 'server|cache'",
          "server: LiteSpeed\nx-litespeed-cache: miss\ncache-control: no-cache, must-revalidate, max-age=0",
        )
        .assistant(
          "The server header says LiteSpeed, so Pemberton is on a LiteSpeed web server. WP Rocket's page cache is fighting the server's own cache there. The LiteSpeed Cache plugin talks to the server cache directly and would be the usual choice. Maybe it's also the database, I haven't checked that.",
        )
        .user("right, let's ditch WP Rocket on Pemberton and go with the LiteSpeed Cache plugin. do it")
        .bash(
          "ssh pemberton 'wp plugin deactivate wp-rocket && wp plugin uninstall wp-rocket && wp plugin install litespeed-cache --activate'",
          "Plugin 'wp-rocket' deactivated.\nSuccess: Uninstalled 1 of 1 plugins.\nPlugin 'litespeed-cache' activated.\nSuccess: Installed 1 of 1 plugins.",
        )
        .bash("curl -sI https://pembertonhomeware.co.uk | grep -i x-litespeed-cache", "x-litespeed-cache: hit")
        .stop("Swapped to LiteSpeed Cache; the homepage now comes back as a cache hit."),
    planted: [
      { kind: "fact", keys: ["litespeed"] },
      { kind: "decision", keys: ["wp rocket"] },
    ],
  },
  {
    id: "b89-hartley-vat",
    build: (s) =>
      s
        .user("Hartley's started getting orders from Ireland and France. does Woo handle the EU OSS stuff natively?")
        .assistant(
          "Not natively. WooCommerce can charge destination-country VAT with tax tables, but OSS reporting needs a plugin such as the EU VAT Assistant or Quaderno.",
        )
        .bash(
          "ssh hartley 'wp option get woocommerce_prices_include_tax; wp wc tax list --user=1 --format=csv --fields=country,rate'",
          "yes\ncountry,rate\nGB,20.0000",
        )
        .user(
          "thought so. next sprint we need to sort VAT for EU customers on Hartley properly, OSS registration and the tax tables. and leave prices_include_tax as yes, prices are entered inc VAT on all our UK shops and that stays",
        )
        .assistant("OK. I've left the tax settings as they are.")
        .stop(),
    planted: [
      { kind: "task", keys: ["oss"] },
      { kind: "instruction", keys: ["inc vat"] },
    ],
  },
  {
    id: "b89-greenway-spam",
    build: (s) =>
      s
        .user("Greenway's got like 400 new spam subscribers this week. where are they coming from")
        .bash("ssh greenway 'wp user list --role=subscriber --after=2026-11-10 --format=count'", "412")
        .bash("ssh greenway \"grep 'POST /join' logs/access.log | wc -l; grep -c 'POST /wp-login.php?action=register' logs/access.log\"", "418\n0")
        .assistant(
          "Confirmed: they all came through /join, which is the old Gravity Forms user registration form, not the WordPress register page. That form has no captcha. I've unpublished /join and deleted the 412 subscribers created since the 10th.",
        )
        .bash(
          "ssh greenway 'wp post update 212 --post_status=draft && wp user delete $(wp user list --role=subscriber --after=2026-11-10 --field=ID) --yes | tail -1'",
          "Success: Removed user 5120 from https://greenwayvets.co.uk.",
        )
        .user("cheers. TODO at some point: swap reCAPTCHA v2 for Cloudflare Turnstile across all the client forms, v2 is useless now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gravity forms", "/join"] },
      { kind: "task", keys: ["turnstile"] },
    ],
  },
  {
    id: "b89-castle-theme-build",
    build: (s) =>
      s
        .user("new Castle theme: Tailwind or Bootstrap? the old one's Bootstrap 4 and it's a right mess")
        .assistant(
          "For a block theme I'd lean Tailwind: you only ship the classes you use and it fits per-block CSS. Bootstrap 5 would be quicker if you want ready-made components.",
        )
        .user("ok going with Tailwind for the new Castle theme. set it up")
        .bash(
          "cd wp-content/themes/castle && npm i -D tailwindcss@3 postcss autoprefixer && npx tailwindcss init -p",
          "added 112 packages in 9s\n\nCreated Tailwind CSS config file: tailwind.config.js\nCreated PostCSS config file: postcss.config.js",
        )
        .file("Edit", "wp-content/themes/castle/package.json")
        .bash("cd wp-content/themes/castle && npm run prod", "> castle@1.0.0 prod\n> NODE_ENV=production postcss src/main.css -o dist/main.css\n\nDone in 2.1s")
        .user(
          "lovely. one rule for this one: build the assets with npm run prod before you zip the theme for upload, every time. the dev build leaves source maps in and we don't want those on live",
        )
        .stop("Tailwind's set up; dist/main.css is built with npm run prod."),
    planted: [
      { kind: "decision", keys: ["tailwind"] },
      { kind: "instruction", keys: ["npm run prod"] },
    ],
  },
  {
    id: "b89-backups",
    build: (s) =>
      s
        .user("did last night's backup on Pemberton actually run? the client's asking")
        .bash(
          "ssh pemberton 'wp updraftplus backup_history --limit=2' 2>&1 | tail -2",
          "2026-11-22 02:00  complete  db+plugins+themes+uploads  remote: backblaze\n2026-11-21 02:00  complete  db+plugins+themes+uploads  remote: backblaze",
        )
        .assistant("Yes, last night's 02:00 backup completed and was uploaded to Backblaze.")
        .user(
          "sweet. for reference, UpdraftPlus on all our client sites dumps to the agency Backblaze B2 bucket with 30 day retention. we've never actually tried restoring from it though, which is a bit daft. remind me to test a full restore from Backblaze onto a scratch site this month",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["backblaze", "30"] },
      { kind: "task", keys: ["restore"] },
    ],
  },
  {
    id: "b89-greenway-branches",
    build: (s) =>
      s
        .user("Greenway are opening two more branches and want a site each, same look. I was thinking multisite? one install, three sites. thoughts")
        .assistant(
          "Multisite would share plugins and the theme, which is nice for updates. The downsides: 20i shared hosting support for multisite is limited, one bad plugin takes down all three, and splitting a branch off later is painful.",
        )
        .bash("ssh greenway 'wp plugin list --status=active --format=count'", "23")
        .user(
          "hmm 23 plugins across three sites on one install, no thanks. scratch the multisite idea, we'll do separate installs per branch and share the theme via git",
        )
        .file("Write", "docs/greenway-branches.md")
        .stop("Wrote up the plan: separate installs per branch, shared theme from git."),
    planted: [{ kind: "decision", keys: ["separate installs"] }],
  },
  {
    id: "b89-hartley-cron",
    build: (s) =>
      s
        .user("abandoned cart emails on Hartley went out 6 hours late yesterday. why")
        .bash(
          "ssh hartley 'grep -n DISABLE_WP_CRON public_html/wp-config.php; crontab -l'",
          "91:define( 'DISABLE_WP_CRON', true );\n*/5 * * * * /usr/local/bin/php /home/hartleyb/public_html/wp-cron.php >/dev/null 2>&1",
        )
        .bash("ssh hartley 'wp cron event list --fields=hook,next_run_relative | grep cart'", "woo_cart_abandon_send   6 hours ago")
        .assistant(
          "WP-Cron is disabled on Hartley (DISABLE_WP_CRON is true) and a cPanel cron job hits wp-cron.php every 5 minutes instead. The job itself is running; the abandoned cart event is just stuck behind a long queue. Maybe the image regeneration from yesterday was hogging it, but I can't tell from here.",
        )
        .user(
          "yeah the cpanel cron thing is how it's set up on Hartley, that's deliberate. we should move the abandoned cart emails off wp-cron onto Action Scheduler properly, add it to the backlog. not now though",
        )
        .bash("ssh hartley 'wp cron event run woo_cart_abandon_send'", "Executed the cron event 'woo_cart_abandon_send' in 4.112s.")
        .stop("Ran the stuck event by hand; the queued emails have gone out."),
    planted: [
      { kind: "fact", keys: ["disable_wp_cron"] },
      { kind: "task", keys: ["action scheduler"] },
    ],
  },
  {
    id: "b89-castle-changelog",
    build: (s) =>
      s
        .user("write up what we did on Castle this month for the client, draft it in changelog.md")
        .bash(
          "git log --since=2026-11-01 --oneline",
          "c71d2a0 fix: booking form date picker on iOS\n3b9e1f4 feat: testimonial block\n91aa7c2 chore: bump elementor pin note",
        )
        .file("Write", "clients/castle/changelog.md")
        .assistant("Drafted: 'Fixed the booking form date picker on iPhones (WPForms 1.8.6), added a testimonial block (ACF 6.2)...'")
        .user(
          "take the version numbers out. when you write changelogs for clients keep them non-technical, no plugin names or version numbers, they just glaze over. also it's Sian at Castle who signs off anything content-wise, she's the only one there who can, so address it to her",
        )
        .file("Edit", "clients/castle/changelog.md")
        .stop("Rewrote the changelog in plain language, addressed to Sian."),
    planted: [
      { kind: "instruction", keys: ["changelog"] },
      { kind: "fact", keys: ["sian"] },
    ],
  },
  {
    id: "b89-phpcs",
    build: (s) =>
      s
        .user("can you lint the castle theme")
        .bash(
          "vendor/bin/phpcs --standard=WordPress wp-content/themes/castle | tail -6",
          "FILE: wp-content/themes/castle/inc/booking.php\n----------------------------------------------------------------------\n 14 | ERROR | Use Yoda Condition checks, you must.\n 22 | ERROR | All output should be run through an escaping function (see the Security sections in the WordPress Developer Handbooks), found '$date'.\n----------------------------------------------------------------------\nFOUND 2 ERRORS AFFECTING 2 LINES",
          2,
        )
        .assistant("Two errors: a Yoda condition on line 14 and an unescaped $date on line 22. I'll escape the output with esc_html().")
        .file("Edit", "wp-content/themes/castle/inc/booking.php")
        .user(
          "yep. and we'll ignore the Yoda conditions sniff, nobody here likes them, exclude it in the phpcs.xml. and from now on run phpcs with the WordPress standard before every commit on any theme, not just when I ask",
        )
        .file("Write", "phpcs.xml.dist")
        .bash("vendor/bin/phpcs wp-content/themes/castle && echo clean", "clean")
        .stop(),
    planted: [
      { kind: "decision", keys: ["yoda"] },
      { kind: "instruction", keys: ["phpcs"] },
    ],
  },
  {
    id: "b89-pemberton-images",
    build: (s) =>
      s
        .user("Pemberton's PageSpeed is awful, mostly images apparently. how big is their uploads folder?")
        .bash("ssh pemberton 'du -sh public_html/wp-content/uploads'", "14G\tpublic_html/wp-content/uploads")
        .assistant(
          "The uploads folder on Pemberton is 14GB, almost all full-size product photos that were never optimised. Options for WebP: EWWW Image Optimizer (compresses and converts), or Converter for Media (only generates WebP copies and rewrites via .htaccess, lighter on shared hosting).",
        )
        .user("what does EWWW cost these days?")
        .assistant("The free version does local compression; the API tier is paid per image. For 14GB of photos that would add up.")
        .user("right, we're going with Converter for Media then, not EWWW. install it and kick off the conversion")
        .bash(
          "ssh pemberton 'wp plugin install webp-converter-for-media --activate'",
          "Plugin 'webp-converter-for-media' activated.\nSuccess: Installed 1 of 1 plugins.",
        )
        .stop("Converter for Media is active and the bulk conversion is running."),
    planted: [
      { kind: "fact", keys: ["14gb"] },
      { kind: "decision", keys: ["converter for media"] },
    ],
  },
  {
    id: "b89-hartley-ssl",
    build: (s) =>
      s
        .user("got an email saying Hartley's SSL cert expires on the 3rd. isn't that meant to renew itself?")
        .bash("echo | openssl s_client -connect hartleybakes.co.uk:443 2>/dev/null | openssl x509 -noout -enddate", "notAfter=Dec  3 23:59:59 2026 GMT")
        .bash(
          "ssh hartley 'tail -3 logs/autossl.log'",
          "2026-11-20 AutoSSL: DCV failed for www.hartleybakes.co.uk: the DNS record points to a Cloudflare proxy\n2026-11-20 AutoSSL: DCV failed for hartleybakes.co.uk: HTTP 403",
        )
        .assistant(
          "AutoSSL domain validation is failing: the domain is proxied through Cloudflare, so cPanel's HTTP check gets a 403. Is hartleybakes.co.uk's DNS in your Cloudflare account?",
        )
        .user(
          "yep, DNS for all our client domains lives in the agency Cloudflare account, except Castle whose domain is still at 123-reg. not sorting it today, but the auto-renew on Hartley needs looking at next week before the 3rd, put it on the list",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["123-reg"] },
      { kind: "task", keys: ["auto-renew"] },
    ],
  },
  {
    id: "b89-hartley-orders",
    build: (s) =>
      s
        .user("quick one, how many orders did Hartley get in October? the accountant wants to know")
        .file("Write", "scripts/hartley-orders.php")
        .bash("ssh hartley 'wp eval-file scripts/hartley-orders.php 2026-10'", "orders: 612\ntotal: 14872.40")
        .assistant("October: 612 orders, £14,872.40. The script uses wc_get_orders() so it works with HPOS storage.")
        .user(
          "good, keep it that way: anything touching orders uses the HPOS-compatible APIs, wc_get_orders and the order objects, never WP_Query on shop_order, we've switched HPOS on everywhere. and at some point we need to build a proper weekly CSV export for Hartley's accountant so she stops emailing me",
        )
        .stop("Noted."),
    planted: [
      { kind: "instruction", keys: ["wc_get_orders"] },
      { kind: "task", keys: ["csv", "accountant"] },
    ],
  },
  {
    id: "b89-castle-deploy-action",
    build: (s) =>
      s
        .user("I'm so sick of FileZilla-ing the Castle theme up every time. any better way on shared hosting?")
        .assistant(
          "Since the theme is in GitHub, a workflow using SamKirkland/FTP-Deploy-Action can push only the changed files over SFTP on every push to main. It keeps a state file on the server so uploads stay small.",
        )
        .user("yeah let's do that for the castle theme")
        .file("Write", ".github/workflows/deploy.yml")
        .bash(
          "gh secret set CASTLE_SFTP_PASSWORD < /dev/stdin <<< '***' && gh workflow list",
          "✓ Set Actions secret CASTLE_SFTP_PASSWORD for agency/castle-theme\ndeploy  active  78234112",
        )
        .assistant("The deploy workflow is in place; the next push to main will upload the theme.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ftp-deploy-action"] }],
  },
  {
    id: "b89-pemberton-newsletter",
    build: (s) =>
      s
        .user("Pemberton want a newsletter signup in the footer. let's use Mailchimp for WooCommerce, it syncs the customers too")
        .bash("ssh pemberton 'wp plugin list --fields=name,status | grep -i -E \"mail|poet\"'", "mailpoet\tinactive\nwp-mail-smtp\tactive")
        .assistant("There's already a MailPoet install on the site, inactive. Do they have a MailPoet subscription?")
        .user(
          "oh! actually no, scratch Mailchimp. I checked and they already pay for MailPoet premium, so we go with MailPoet for the newsletter. activate it and stick the form in the footer",
        )
        .bash("ssh pemberton 'wp plugin activate mailpoet'", "Plugin 'mailpoet' activated.\nSuccess: Activated 1 of 1 plugins.")
        .file("Edit", "wp-content/themes/pemberton-child/footer.php")
        .stop("MailPoet's active and the signup form is in the footer."),
    planted: [{ kind: "decision", keys: ["mailpoet"] }],
  },
  {
    id: "b89-debug-display",
    build: (s) =>
      s
        .user("why is there a PHP warning printed at the top of the Greenway homepage??")
        .bash('ssh greenway "grep -n WP_DEBUG public_html/wp-config.php"', "84:define( 'WP_DEBUG', true );\n85:define( 'WP_DEBUG_DISPLAY', true );")
        .file("Edit", "wp-config.php")
        .bash(
          'ssh greenway "grep -n WP_DEBUG public_html/wp-config.php"',
          "84:define( 'WP_DEBUG', true );\n85:define( 'WP_DEBUG_DISPLAY', false );\n86:define( 'WP_DEBUG_LOG', true );",
        )
        .assistant("Someone left WP_DEBUG_DISPLAY on. It's off now and errors go to debug.log.")
        .user(
          "standing rule: WP_DEBUG_DISPLAY is false on anything public facing, log to file only. and TODO: write a little mu-plugin that emails me when debug.log goes over 10MB, they get massive on these shared boxes",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["wp_debug_display"] },
      { kind: "task", keys: ["mu-plugin"] },
    ],
  },
  {
    id: "b89-greenway-import",
    build: (s) =>
      s
        .user("the product import on Greenway's shop keeps dying halfway. 1800 products from the supplier csv")
        .bash(
          'ssh greenway \'wp eval "echo ini_get(\\"memory_limit\\");"; tail -1 public_html/wp-content/debug.log\'',
          "128M\nPHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes)",
        )
        .assistant("It's running out of memory at 128M. I'll try raising WP_MEMORY_LIMIT in wp-config.")
        .file("Edit", "wp-config.php")
        .bash('ssh greenway \'wp eval "echo ini_get(\\"memory_limit\\");"\'', "128M")
        .assistant("No effect: the host enforces the 128M limit and wp-config can't raise it on this plan.")
        .user(
          "yeah 20i's shared plan hard-caps it at 128M, that's just how Greenway's hosting is. fine, we'll split the import into batches of 200 products. and follow-up: ask 20i support whether they'll bump the memory limit if we go up a plan",
        )
        .bash("split -l 200 supplier.csv batch_ && ls batch_* | wc -l", "10")
        .stop("Split into 10 batches of 200."),
    planted: [
      { kind: "fact", keys: ["128m"] },
      { kind: "decision", keys: ["batches of 200"] },
      { kind: "task", keys: ["20i", "memory"] },
    ],
  },
  {
    id: "b89-pemberton-negative-stock",
    build: (s) =>
      s
        .user("Pemberton have got products showing -3 in stock again. is that a Woo bug or what")
        .bash(
          "ssh pemberton 'wp wc product list --user=1 --stock_status=outofstock --fields=sku,stock_quantity --format=csv | head -4'",
          "sku,stock_quantity\nPH-VASE-12,-3\nPH-LAMP-04,-1\nPH-THROW-22,-2",
        )
        .bash(
          "ssh pemberton \"grep 'stock' wp-content/uploads/wc-logs/square-sync-2026-11-24*.log | tail -3\"",
          "2026-11-24T10:15:02 INFO Square -> Woo: set stock PH-VASE-12 = -3 (Square inventory count)\n2026-11-24T10:15:02 INFO Square -> Woo: set stock PH-LAMP-04 = -1\n2026-11-24T10:30:01 INFO Square -> Woo: sync complete, 418 items",
        )
        .assistant(
          "It's not Woo. The Square for WooCommerce sync runs every 15 minutes and copies Square's inventory count over the Woo stock, and Square lets counts go negative when the shop sells in person without stock. That's where the negative numbers come from.",
        )
        .user("ahh the shop till. ok decision made: Woo is the source of truth for stock from now on, Square just reads from it. flip the sync direction")
        .file("Edit", "wp-content/mu-plugins/pemberton-square.php")
        .bash("ssh pemberton 'wp option get wc_square_settings --format=json | jq .inventory_sync_direction'", '"woo_to_square"')
        .stop("Sync direction is now Woo → Square."),
    planted: [
      { kind: "fact", keys: ["square", "15"] },
      { kind: "decision", keys: ["source of truth"] },
    ],
  },
  {
    id: "b89-composer-plugins",
    build: (s) =>
      s
        .user("add Yoast and WPForms to the Castle composer.json please")
        .bash(
          "composer require wpackagist-plugin/wordpress-seo wpackagist-plugin/wpforms-lite",
          "./composer.json has been updated\nRunning composer update wpackagist-plugin/wordpress-seo wpackagist-plugin/wpforms-lite\n  - Installing wpackagist-plugin/wordpress-seo (22.0)\n  - Installing wpackagist-plugin/wpforms-lite (1.8.6)",
        )
        .assistant("Both installed through wpackagist. ACF Pro isn't on wpackagist since it's paid, so it's still the copy in the repo.")
        .user(
          "yeah. on the new builds every plugin comes in via wpackagist with composer require, I don't want anyone uploading zips through wp-admin. the ACF Pro one is a pain, we need to sort the private composer repo auth for ACF Pro at some point, their connect.advancedcustomfields.com thing with the licence key. not today",
        )
        .bash(
          "git add composer.json composer.lock && git commit -qm 'chore: add yoast and wpforms via composer' && git log --oneline -1",
          "d20c5b1 chore: add yoast and wpforms via composer",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["wpackagist"] },
      { kind: "task", keys: ["acf pro", "auth"] },
    ],
  },
  {
    id: "b89-staging-basic-auth",
    build: (s) =>
      s
        .user("spin up a staging copy of Hartley for the Christmas theme work")
        .bash(
          "ssh brightkite-vps 'wp-staging-clone hartley hartley.staging.brightkite.dev'",
          "Cloning database... done (48 MB)\nCopying files... done\nSite ready at https://hartley.staging.brightkite.dev",
        )
        .assistant("Staging is up at hartley.staging.brightkite.dev. Should I set it to discourage search engines?")
        .user(
          "yes, and for the record: all our staging sites live on the Brightkite VPS as <client>.staging.brightkite.dev. every staging site gets 'discourage search engines' ticked AND basic auth on it, no exceptions, we had a staging site end up in Google once and the client was livid",
        )
        .bash(
          "ssh brightkite-vps 'cd /var/www/hartley && wp option update blog_public 0 && htpasswd -b /etc/nginx/htpasswd/hartley client xmas2026 && sudo nginx -s reload'",
          "Success: Updated 'blog_public' option.\nAdding password for user client",
        )
        .stop("Search engines are discouraged and basic auth is on for hartley.staging.brightkite.dev."),
    planted: [
      { kind: "fact", keys: ["staging.brightkite.dev"] },
      { kind: "instruction", keys: ["basic auth"] },
    ],
  },
  {
    id: "b89-pemberton-dan",
    build: (s) =>
      s
        .user("Pemberton's cron isn't running at all. can you check the crontab")
        .bash("ssh pemberton 'crontab -l'", "crontab: you are not allowed to use this program (crontab)", 1)
        .assistant("The SFTP user isn't allowed to use crontab on that server. Is there a cPanel login for Pemberton?")
        .user(
          "not that I have. Dan looks after Pemberton's hosting and their Google Ads, I just do the website, so anything server-level on Pemberton goes through him. I need to ask Dan for cPanel access so we can add the cron job, I'll do it Monday",
        )
        .assistant("OK. In the meantime WP-Cron still fires on page loads, so scheduled sales will run, just late.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dan"] },
      { kind: "task", keys: ["dan", "cpanel"] },
    ],
  },
  {
    id: "b89-castle-php82",
    build: (s) =>
      s
        .user("Castle's host is nagging about PHP 7.4 end of life. what happens if we bump them?")
        .bash(
          "vendor/bin/phpcs -p wp-content --standard=PHPCompatibilityWP --runtime-set testVersion 8.2 --report=summary | tail -3",
          "wp-content/themes/castle-old/functions.php  0  2\n----------------------------------------------------------------------\nA TOTAL OF 0 ERRORS AND 2 WARNINGS WERE FOUND IN 1 FILE",
        )
        .assistant(
          "PHPCompatibility against 8.2 finds no errors, just two warnings in the old theme's functions.php about deprecated dynamic properties. I'd suggest moving Castle straight to PHP 8.2 rather than 8.1, since 8.1 is out of active support already.",
        )
        .user("go on then, 8.2 it is for Castle. I'll switch it in their cPanel now")
        .bash("curl -sI https://castledental.co.uk | grep -i x-powered-by", "x-powered-by: PHP/8.2.24")
        .user(
          "done and it's all loading fine. Pemberton still needs doing after this but their theme's full of create_function calls, so that's a proper job for another day",
        )
        .bash("grep -rc 'create_function' wp-content/themes/pemberton-child | grep -v ':0'", "wp-content/themes/pemberton-child/inc/legacy.php:7")
        .stop("Castle is on PHP 8.2.24; Pemberton's child theme has 7 create_function calls in inc/legacy.php."),
    planted: [
      { kind: "decision", keys: ["8.2"] },
      { kind: "task", keys: ["create_function"] },
    ],
  },
  {
    id: "b89-greenway-welsh",
    build: (s) =>
      s
        .user("the new 'book a consult' button on Greenway isn't showing up translated on the Welsh pages")
        .bash("ssh greenway 'wp plugin list --status=active --field=name | grep -i wpml'", "sitepress-multilingual-cms\nwpml-string-translation")
        .bash('grep -n "Book a consult" wp-content/themes/greenway/template-parts/cta.php', '12:\t<a class="btn" href="/book">Book a consult</a>')
        .assistant(
          "Greenway runs WPML for the Welsh version, and the button text is hard-coded without a gettext call, so WPML String Translation never sees it. I'll wrap it.",
        )
        .file("Edit", "wp-content/themes/greenway/template-parts/cta.php")
        .user(
          "good. general rule for our themes then: every user-facing string goes through esc_html__() or __() and the text domain is always the theme slug, so 'greenway' here. I'm tired of hunting hard-coded strings",
        )
        .bash(
          "ssh greenway 'wp i18n make-pot wp-content/themes/greenway wp-content/themes/greenway/languages/greenway.pot | tail -1'",
          "Success: POT file successfully generated.",
        )
        .stop("Wrapped the string and regenerated the POT file; it now needs translating in WPML."),
    planted: [
      { kind: "fact", keys: ["wpml", "welsh"] },
      { kind: "instruction", keys: ["text domain"] },
    ],
  },
  {
    id: "b89-hartley-email-templates",
    build: (s) =>
      s
        .user("Hartley want their order emails branded, logo, pink header, the lot. just override the templates in the theme, woocommerce/emails/")
        .bash("ssh hartley 'ls public_html/wp-content/plugins/woocommerce/templates/emails | wc -l'", "31")
        .assistant(
          "That's 31 email templates. Overriding them in the theme means every WooCommerce update that changes a template flags them as outdated, and they'd need merging by hand each time.",
        )
        .user(
          "hmm yeah, I've been there with Pemberton. nah, forget the overrides, we'll use the Kadence WooCommerce Email Designer plugin instead, it does all that through the customiser",
        )
        .bash(
          "ssh hartley 'wp plugin install kadence-woocommerce-email-designer --activate'",
          "Plugin 'kadence-woocommerce-email-designer' activated.\nSuccess: Installed 1 of 1 plugins.",
        )
        .stop("Kadence Email Designer is active on Hartley."),
    planted: [{ kind: "decision", keys: ["kadence"] }],
  },
  {
    id: "b89-pemberton-host-move",
    build: (s) =>
      s
        .user("how big is a full Pemberton backup these days, files plus db?")
        .bash("ssh pemberton 'du -sh public_html; wp db size --human-readable --format=csv | tail -1'", "15G\tpublic_html\npmb_live,1.2 GB")
        .assistant("About 15 GB of files and a 1.2 GB database.")
        .user(
          "oof. right, Pemberton are leaving their current host in February, so we need to plan the migration in January. and when we do, use Migrate Guru for site moves, not All-in-One WP Migration, the free one caps out way below this and the paid one's a rip off. that goes for any migration, not just this one",
        )
        .assistant("Understood. Migrate Guru copies server-to-server so the 15 GB won't go through your machine.")
        .stop(),
    planted: [
      { kind: "task", keys: ["migration", "january"] },
      { kind: "instruction", keys: ["migrate guru"] },
    ],
  },
  {
    id: "b89-cloudflare-purge",
    build: (s) =>
      s
        .user("deployed the Greenway CSS tweak but the client says nothing's changed")
        .bash(
          "curl -sI https://greenwayvets.co.uk/wp-content/themes/greenway/dist/main.css | grep -i -E 'cf-cache-status|age'",
          "cf-cache-status: HIT\nage: 50211",
        )
        .assistant(
          "Cloudflare is serving a cached copy of main.css, about 14 hours old. Greenway has Cloudflare's Automatic Platform Optimization (APO) on, which caches the HTML as well.",
        )
        .bash(
          'curl -s -X POST "https://api.cloudflare.com/client/v4/zones/$CF_ZONE_GREENWAY/purge_cache" -H "Authorization: Bearer $CF_TOKEN" -d \'{"purge_everything":true}\' | jq .success',
          "true",
        )
        .user(
          "that's it, Hartley and Greenway both have APO switched on. from now on after every deploy to either of those, purge the Cloudflare cache as the last step, otherwise the client sees old CSS and rings me in a panic",
        )
        .stop("Purged; the new CSS is live."),
    planted: [
      { kind: "fact", keys: ["apo"] },
      { kind: "instruction", keys: ["purge"] },
    ],
  },
  {
    id: "b89-acf-options-page",
    build: (s) =>
      s
        .user("Greenway changed their opening hours AGAIN. where are they even stored, I swear they're in like 4 templates")
        .bash(
          "grep -rln 'Saturday' wp-content/themes/greenway --include=*.php",
          "wp-content/themes/greenway/footer.php\nwp-content/themes/greenway/template-parts/cta.php\nwp-content/themes/greenway/page-contact.php\nwp-content/themes/greenway/template-parts/branch-card.php",
        )
        .assistant(
          "Four templates hard-code them. I could add an ACF options page, 'Practice details', with a repeater for the hours, and have all four templates read from it. Then staff can change them in wp-admin.",
        )
        .user("yes, let's do the ACF options page, much better")
        .file("Write", "wp-content/themes/greenway/inc/options-page.php")
        .file("Edit", "wp-content/themes/greenway/footer.php")
        .file("Edit", "wp-content/themes/greenway/page-contact.php")
        .assistant("The options page is live and the four templates read the hours from it.")
        .user("nice. TODO: do the same for the phone numbers in the Castle footer, they're hard-coded too. another day")
        .stop(),
    planted: [
      { kind: "decision", keys: ["options page"] },
      { kind: "task", keys: ["phone numbers"] },
    ],
  },
  {
    id: "b89-hartley-renewals",
    build: (s) =>
      s
        .user("Hartley's bread subscription lot, how many renewals failed this month?")
        .bash("ssh hartley 'wp wc shop_subscription list --user=1 --status=on-hold --format=count'", "23")
        .assistant(
          "23 subscriptions are on hold after failed renewal payments. Subscriptions' automatic retry system is currently off, so a single card decline puts them on hold straight away.",
        )
        .user("would turning the retry on actually help? what does it do")
        .assistant(
          "It retries a failed payment on a schedule (12 hours, then 1, 3, 5 and 7 days by default) and emails the customer between attempts. Most soft declines clear on a retry.",
        )
        .user(
          "ok yeah, we'll switch on the automatic retry then. and next month I need to go through the failed Stripe renewals on Hartley properly and see which customers are actually lost",
        )
        .bash("ssh hartley 'wp option update woocommerce_subscriptions_enable_retry yes'", "Success: Updated 'woocommerce_subscriptions_enable_retry' option.")
        .stop("Retry rules are enabled."),
    planted: [
      { kind: "decision", keys: ["retry"] },
      { kind: "task", keys: ["stripe", "renewals"] },
    ],
  },
  {
    id: "b89-empty-get-field",
    build: (s) =>
      s
        .user("what's the actual difference between get_field and the_field? I always forget")
        .assistant(
          "`get_field()` returns the value so you can use it in PHP; `the_field()` echoes it straight out. With ACF 6.2.5+ `the_field()` also escapes the output with wp_kses_post.",
        )
        .user("so if I'm echoing an url I should still wrap get_field in esc_url?")
        .assistant("Yes: `echo esc_url( get_field( 'booking_link' ) );` is the safe version for URLs.")
        .user("cool ta")
        .stop(),
    planted: [],
  },
  {
    id: "b89-empty-footer-typo",
    build: (s) =>
      s
        .user("there's a typo in the Pemberton footer, 'Pemberton Homewear' should be Homeware. fix it pls")
        .file("Edit", "wp-content/themes/pemberton-child/footer.php")
        .bash("grep -rn 'Homewear' wp-content/themes/pemberton-child || echo none", "none")
        .assistant("Fixed, and there are no other 'Homewear' occurrences in the child theme.")
        .user("ta. push it up too")
        .bash(
          "lftp -p 2222 -u pembftp sftp://ftp.pembertonhomeware.co.uk -e 'put wp-content/themes/pemberton-child/footer.php -o wp-content/themes/pemberton-child/footer.php; bye'",
          "2204 bytes transferred",
        )
        .assistant("Uploaded footer.php to live.")
        .stop(),
    planted: [],
  },
  {
    id: "b89-empty-update-check",
    build: (s) =>
      s
        .user("what needs updating on Hartley? just tell me, don't update anything")
        .bash(
          "ssh hartley 'wp core check-update; wp plugin list --update=available --fields=name,version,update_version'",
          "Success: WordPress is at the latest version.\nname\tversion\tupdate_version\nwoocommerce\t9.3.3\t9.4.1\nwoo-gutenberg-products-block\t11.1.0\t11.2.0\nNotice: Always back up your database before updating WooCommerce. Never update during peak trading hours.",
        )
        .assistant(
          "Core is current. Two plugin updates are available: WooCommerce 9.3.3 → 9.4.1 and the products block 11.1.0 → 11.2.0. Nothing has been changed.",
        )
        .user("ok. is 9.4.1 a big one?")
        .assistant("It's a minor release: mostly bug fixes, plus a database migration for the product attributes lookup table.")
        .user("fine, I'll think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b89-empty-chitchat",
    build: (s) =>
      s
        .user("afternoon. did you see the match last night? absolute shambles from the back four")
        .assistant("I didn't catch it. What do you want to work on?")
        .user("ha fair. run the tests on the castle theme would you")
        .bash(
          "cd wp-content/themes/castle && vendor/bin/phpunit --testdox | tail -3",
          "Booking (Castle\\Tests\\Booking)\n ✔ Slots are generated for opening hours\nOK (14 tests, 31 assertions)",
        )
        .assistant("All 14 tests pass.")
        .user("lovely, that's me for the day then, cheers")
        .stop(),
    planted: [],
  },
  {
    id: "b89-empty-slow-admin",
    build: (s) =>
      s
        .user("wp-admin on Castle has been properly sluggish this week. any ideas?")
        .bash("ssh castle 'wp plugin list --status=active --field=name | wc -l; wp option list --autoload=on --format=total_bytes'", "31\n2841966")
        .assistant(
          "There are 31 active plugins and about 2.8 MB of autoloaded options, which is on the heavy side. It might be the autoloaded options, or it could be Elementor's admin scripts. I haven't confirmed either.",
        )
        .user("maybe it's query monitor? I might've left that on")
        .bash("ssh castle 'wp plugin is-active query-monitor && echo active || echo inactive'", "inactive")
        .assistant("Query Monitor is inactive, so it isn't that. Shall I profile an admin page load to see what's slow?")
        .user("nah leave it for now, I'll see if it's still slow tomorrow")
        .stop(),
    planted: [],
  },
  {
    id: "b89-empty-bedrock",
    build: (s) =>
      s
        .user("the main menu on Greenway has lost its 'Emergency' item, can you put it back, it links to /emergency-care")
        .bash(
          "ssh greenway 'wp menu item list main-menu --fields=db_id,title,link --format=csv'",
          "db_id,title,link\n301,Home,https://greenwayvets.co.uk/\n302,Services,https://greenwayvets.co.uk/services/\n304,Contact,https://greenwayvets.co.uk/contact/",
        )
        .assistant(
          "While I'm here: it might be worth moving Greenway to Bedrock at some point, so config and plugins are managed in code. Want me to sketch that?",
        )
        .user("nah, not now mate, just the menu")
        .bash("ssh greenway 'wp menu item add-custom main-menu Emergency https://greenwayvets.co.uk/emergency-care/ --position=3'", "Success: Menu item added.")
        .assistant("Added 'Emergency' back to the main menu, third position.")
        .stop(),
    planted: [],
  },
  {
    id: "b89-empty-wpconfig-read",
    build: (s) =>
      s
        .user("can you show me what's in Pemberton's wp-config, the bits below the db settings. I want to see what the last dev left")
        .bash(
          "ssh pemberton \"sed -n '60,80p' public_html/wp-config.php\"",
          "define( 'WP_POST_REVISIONS', 5 );\n// TODO: remove this once the migration is finished\ndefine( 'WP_HOME', 'https://pembertonhomeware.co.uk' );\n// NEVER change the table prefix, the old ERP sync depends on it\n$table_prefix = 'pmb_';\n/* That's all, stop editing! Happy publishing. */",
        )
        .assistant(
          "Below the DB settings there's a revisions limit of 5, a hard-coded WP_HOME with an old TODO about a migration, the table prefix pmb_ with a comment about an ERP sync, and the standard footer.",
        )
        .user("what ERP sync? I've never heard of that")
        .assistant("I can't find anything else that mentions it: no plugin or cron job with 'erp' in the name. It may be a leftover comment.")
        .user("weird. ok, ta")
        .stop(),
    planted: [],
  },
  {
    id: "b89-empty-log-explain",
    build: (s) =>
      s
        .user("what's this in the Hartley error log, should I be worried")
        .bash(
          "ssh hartley 'tail -2 public_html/wp-content/debug.log'",
          "[21-Nov-2026 08:14:02 UTC] PHP Deprecated:  Creation of dynamic property WC_Gateway_Stripe::$ua is deprecated in /home/hartleyb/public_html/wp-content/plugins/woocommerce-gateway-stripe/includes/class-wc-gateway-stripe.php on line 77\n[21-Nov-2026 08:14:02 UTC] PHP Notice:  Function _load_textdomain_just_in_time was called incorrectly. Translation loading must not be triggered too early.",
        )
        .assistant(
          "Both are harmless notices. The first is a PHP 8.2 deprecation in the Stripe gateway plugin; the second is WordPress 6.7's warning about a plugin loading translations too early. Neither breaks anything.",
        )
        .user("hang on, Hartley's on 7.4 though isn't it? how's it showing an 8.2 deprecation")
        .assistant(
          "Good question. It might be the plugin's own compatibility notice rather than the PHP runtime, but I'd need to look at more of the log to say where it came from.",
        )
        .user("eh, not worth it, ignore")
        .stop(),
    planted: [],
  },
  {
    id: "b89-empty-thumbnails",
    build: (s) =>
      s
        .user("the new product grid on Pemberton shows blurry thumbs. regenerate the thumbnails for the shop_catalog size would you")
        .bash(
          "ssh pemberton 'wp media regenerate --image_size=woocommerce_thumbnail --only-missing --yes | tail -1'",
          "Success: Regenerated 2311 of 2311 images.",
        )
        .assistant("Regenerated 2,311 woocommerce_thumbnail images.")
        .user("still looks a bit soft on my phone. is that the retina thing?")
        .assistant("Probably: the thumbnail size is 300px wide and phones render it at 2x. I haven't checked the theme's srcset output to confirm.")
        .user("ok I'll have a look later myself")
        .stop(),
    planted: [],
  },
  {
    id: "b89-empty-woo-hooks",
    build: (s) =>
      s
        .user("which hook do I use to add a note under the add to cart button on single products?")
        .assistant(
          "`woocommerce_after_add_to_cart_button` fires inside the form, right after the button. If you want it outside the form, use `woocommerce_after_add_to_cart_form`.",
        )
        .user("and if it's a block theme with the single product block?")
        .assistant(
          "The classic hooks don't fire inside the Product block template; you'd filter the block output with `render_block_woocommerce/add-to-cart-form` or add a block after it in the template.",
        )
        .user("ugh, what a faff. fine")
        .stop(),
    planted: [],
  },
  {
    id: "b89-empty-sftp-status",
    build: (s) =>
      s
        .user("did the Castle deploy workflow run ok this morning?")
        .bash(
          "gh run list --workflow=deploy --limit 2",
          "completed  success  fix: booking form date picker on iOS  deploy  main  push  8812003  41s\ncompleted  success  feat: testimonial block  deploy  main  push  8790412  58s",
        )
        .assistant("Yes, both of the last two deploy runs succeeded; this morning's took 41 seconds.")
        .user("and it only pushed the changed files?")
        .assistant("Yes, the log shows 3 files uploaded and 212 unchanged.")
        .user("grand")
        .stop(),
    planted: [],
  },
  {
    id: "b89-empty-woo-question",
    build: (s) =>
      s
        .user("random one: is there a way to hide a product from the shop page but still let people buy it with a direct link?")
        .assistant(
          "Yes: set the product's catalogue visibility to 'Hidden' in the Publish box. It won't appear in the shop, categories or search, but the URL still works and it can be added to the cart.",
        )
        .user("and would it still show in the sitemap? Yoast I mean")
        .assistant("I believe Yoast still includes hidden products unless they're set to noindex, but I'd want to check a live sitemap to be sure.")
        .user("hm ok, might test it on Pemberton sometime. or not. anyway")
        .stop(),
    planted: [],
  },
];

export const BLIND89 = plantedSet(BLIND89_SESSIONS, Date.UTC(2026, 10, 17, 9));
