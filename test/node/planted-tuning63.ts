/**
 * Planted set tuning63. Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: small business and agency websites (WordPress, Shopify, static sites, CMS, SEO,
 * hosting) in Claude Code voice; non-expert users who write casually, with typos; facts about
 * hosting and clients. Each session is one segment; the items planted in it are listed with it.
 * Every other message must give nothing: questions, hypotheses, proposals not taken, withdrawn
 * ideas, unconfirmed guesses, quoted code, tool output, chit-chat, and in-session requests that
 * are done in the same session. Superseded decisions plant only the later one.
 *
 * Matching rule (the one test/node/planted-blind.ts states):
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

const START = Date.UTC(2026, 4, 11, 8);

export const TUNING63_SESSIONS: BlindSession[] = [
  {
    id: "t63-florist-hosting",
    build: (s) =>
      s
        .user("ok so quick context bc you wont remember next time — bloom florist's site is on siteground, the GrowBig plan. i dont have the cpanel, Dana does")
        .assistant("Thanks, that helps. I'll start by checking which WordPress version the site runs.")
        .bash("wp core version", "6.4.3")
        .user("can u update the plugins while ur in there")
        .bash("wp plugin update --all", "Success: Updated 9 of 9 plugins.\n| woocommerce | 8.5.1 | 8.6.0 | Updated |")
        .assistant("Done — all 9 plugins updated without errors. WooCommerce went from 8.5.1 to 8.6.0.")
        .stop(),
    planted: [{ kind: "fact", keys: ["siteground"] }],
  },
  {
    id: "t63-florist-db-push",
    build: (s) =>
      s
        .user("the new homepage slider is on staging, can we get it live?")
        .assistant("Sure. Before I push, I'll export the live database as a safety copy.")
        .bash("wp db export backups/live-pre-slider.sql", "Success: Exported to 'backups/live-pre-slider.sql'.")
        .user(
          "wait important: never push the database from staging to live on the florist site. orders come in all day and you'd wipe them. files only, every time",
        )
        .assistant(
          "Understood, I'll only sync the theme files. It's possible the cache plugin will keep serving the old slider for a bit, but I haven't confirmed that.",
        )
        .bash("rsync -av wp-content/themes/bloom/ live:wp-content/themes/bloom/", "sent 48,210 bytes  received 1,032 bytes")
        .stop(),
    planted: [{ kind: "instruction", keys: ["database"] }],
  },
  {
    id: "t63-bakery-theme",
    build: (s) =>
      s
        .user("for the bakery rebuild which theme is less annoying, astra or generatepress? or divi??")
        .assistant(
          "Divi locks content into shortcodes, which makes leaving it painful. Astra and GeneratePress are both light; GeneratePress has fewer upsell notices in the admin, Astra has more starter templates.",
        )
        .user("ok going with generatepress for the bakery, astra's pro nagging drives me nuts")
        .bash("wp theme install generatepress --activate", "Success: Switched to 'GeneratePress' theme.")
        .assistant("GeneratePress is installed and active on the bakery site.")
        .stop(),
    planted: [{ kind: "decision", keys: ["generatepress"] }],
  },
  {
    id: "t63-candle-redirects",
    build: (s) =>
      s
        .user("the candle shop moved off wix last month and google still shows the old urls. do those 404?")
        .bash("curl -sI https://wickandember.com/product-page/lavender-tin | head -1", "HTTP/2 404")
        .assistant("Yes, the old Wix product URLs return 404 now.")
        .user("ugh. we still need to set up the 301 redirects from the old wix urls, but not today, client is approving the url list first")
        .assistant("Noted. For context, most of their traffic comes from where?")
        .user("pinterest, like 70% of it. the owner pins every new candle")
        .stop(),
    planted: [
      { kind: "task", keys: ["redirects"] },
      { kind: "fact", keys: ["pinterest"] },
    ],
  },
  {
    id: "t63-empty-css",
    build: (s) =>
      s
        .user("the footer on mobile has a weird gap under it, can you fix")
        .file("Read", "wp-content/themes/bloom/style.css")
        .assistant("The footer has `margin-bottom: 40px` left over from an old sticky bar. I'll remove it.")
        .file("Edit", "wp-content/themes/bloom/style.css")
        .user("yesss thats it thank u")
        .assistant("You're welcome! The gap is gone on phones and tablets.")
        .stop(),
    planted: [],
  },
  {
    id: "t63-dental-host",
    build: (s) =>
      s
        .user("heads up all our client domains are registered at namecheap but the dns is on cloudflare. dont go looking for dns in namecheap lol")
        .assistant("Got it. For the dental clinic, should I plan on WP Engine for the new site?")
        .user("yeah lets put the dental clinic on wp engine")
        .bash("curl -s https://wpengine.com/plans/ | grep -o 'Startup[^<]*' | head -1", "Startup $30/mo")
        .user("hm actually no. scrap wp engine, too pricey for them once you add the extra site. we're putting the dental clinic on cloudways, final")
        .assistant("Okay, Cloudways it is for the dental clinic. I'll drop the WP Engine notes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["namecheap"] },
      { kind: "decision", keys: ["cloudways"] },
    ],
  },
  {
    id: "t63-gym-plugins",
    build: (s) =>
      s
        .user("whats installed on the gym site")
        .bash("wp plugin list --status=active --field=name", "wordpress-seo\nseo-by-rank-math\ncontact-form-7\nwp-super-cache")
        .assistant("Four active plugins. Yoast (`wordpress-seo`) and RankMath are both active, which usually means duplicate meta tags.")
        .user("lol yes someone needs to rip out rankmath eventually, i need to check which one the owner's SEO guy likes first")
        .user("also pls always ask me before installing any new plugin on client sites. some of them are on managed hosts that ban certain plugins")
        .assistant("Will do — I'll ask before adding any plugin.")
        .stop(),
    planted: [
      { kind: "task", keys: ["rankmath"] },
      { kind: "instruction", keys: ["plugin"] },
    ],
  },
  {
    id: "t63-lawfirm-mail",
    build: (s) =>
      s
        .user("harlow & pike say they're not getting contact form emails??")
        .bash(
          "tail -3 /var/log/mail.log",
          "postfix/smtp: to=<info@harlowpike.law>, status=sent (250 OK)\nwarning: header check: never deliver to spam folder rule hit\npostfix/smtp: to=<info@harlowpike.law>, status=sent",
        )
        .assistant("The mails are being delivered to info@harlowpike.law. Could they be checking a different inbox?")
        .user("OH. right, their form emails are supposed to go to intake@ not info@. the partners never check info@, only the intake inbox")
        .file("Edit", "wp-content/plugins/hp-forms/config.php")
        .assistant("Switched the recipient to intake@harlowpike.law and sent a test; it arrived.")
        .stop(),
    planted: [{ kind: "fact", keys: ["intake"] }],
  },
  {
    id: "t63-netlify-move",
    build: (s) =>
      s
        .user("ok big decision from this mornings call: we're moving all the static brochure sites to netlify. no more shared hosting for those")
        .assistant("Makes sense. I'll start with the plumber's site as the first one.")
        .bash("netlify deploy --prod --dir=public", "Deploy is live!\nWebsite URL: https://acme-plumbing.netlify.app")
        .assistant("The plumber's site is live on Netlify.")
        .user("nice. we still need to cancel the old shared hosting accounts once dns has propagated for all of them, ill do that next week probably")
        .stop(),
    planted: [
      { kind: "decision", keys: ["netlify"] },
      { kind: "task", keys: ["cancel"] },
    ],
  },
  {
    id: "t63-commit-prefix",
    build: (s) =>
      s
        .user("commit the header fix pls")
        .bash("git log --oneline -3", "a1c9e02 [BLM] fix cart icon\n77de410 [HPK] update attorney bios\n0c11f3a [BLM] plugin updates")
        .user(
          "oh and whenever you write commit messages in the agency repos start with the client code prefix like [BLM] or [HPK]. Dana greps for them at invoice time",
        )
        .bash("git commit -am '[BLM] fix sticky header overlap'", "[main 5e2a9b1] [BLM] fix sticky header overlap")
        .assistant("Committed as `[BLM] fix sticky header overlap`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["prefix"] }],
  },
  {
    id: "t63-bakery-cookies",
    build: (s) =>
      s
        .user("someone told me our bakery cookie banner isnt legal in europe?")
        .file("Read", "wp-content/plugins/complianz-gdpr/config.php")
        .assistant("The banner has only an Accept button. This might be Complianz's default setup, but I'd have to check their settings page to be sure.")
        .user("ok so fixing the cookie banner (needs a reject button) goes on the list, the client hasnt approved the budget for it yet so dont start")
        .assistant("Understood, I won't change it for now.")
        .stop(),
    planted: [{ kind: "task", keys: ["cookie"] }],
  },
  {
    id: "t63-empty-cdn",
    build: (s) =>
      s
        .user("dumb question what even is a CDN and do my clients need one")
        .assistant(
          "Not dumb at all. A CDN keeps copies of a site's images and files on servers around the world, so visitors download them from somewhere close. Small local businesses with mostly local visitors usually don't need one.",
        )
        .bash("curl -sI https://bloomflorist.co | grep -i server", "server: nginx")
        .assistant("For example, the florist site is served straight from its host's nginx, no CDN in front.")
        .user("ok cool thx")
        .stop(),
    planted: [],
  },
  {
    id: "t63-yoga-booking",
    build: (s) =>
      s
        .user("the yoga studio page is slow af")
        .bash("npx lighthouse https://lotusflowyoga.com --only-categories=performance --quiet", "Performance: 41\nLargest Contentful Paint: 6.2 s")
        .assistant("Most of the time goes into the booking widget. Is that something we built?")
        .user("no the booking runs on mindbody, it's their iframe embed. we dont control it at all")
        .assistant("Then the best lever is to load the iframe only when someone scrolls to it. Want me to do that?")
        .user("yes do it. and from now on we lazy-load the booking iframe on every page it appears, not just this one")
        .file("Edit", "wp-content/themes/lotus/template-parts/booking.php")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mindbody"] },
      { kind: "decision", keys: ["lazy"] },
    ],
  },
  {
    id: "t63-htaccess",
    build: (s) =>
      s
        .user("the hardware store says /specials redirects in a loop")
        .bash("cat .htaccess | head -5", "# BEGIN Host Managed\n# This file is always regenerated. Do not edit.\nRewriteEngine On")
        .assistant("The loop comes from a rule in `.htaccess`. I can remove the duplicate line.")
        .user(
          "NO dont ever touch the htaccess on the hardware store by hand, the host regenerates it and their support yelled at me last time. do it through the host panel redirect tool",
        )
        .assistant("Okay, I'll leave the file alone and set the redirect in the panel instead.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["htaccess"] }],
  },
  {
    id: "t63-candle-theme",
    build: (s) =>
      s
        .user("what version is the candle shop theme again")
        .bash("shopify theme list --store wickandember", "#134211 Dawn (forked) [live]\n#134290 Dawn 12.0.0 copy [unpublished]")
        .assistant("The live theme is a fork of Dawn.")
        .user("right, it's Dawn 12 forked by the last freelancer, so we're a few versions behind")
        .user("also someone has to redo the size chart metafields before black friday. parking that for now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dawn"] },
      { kind: "task", keys: ["metafields"] },
    ],
  },
  {
    id: "t63-image-compress",
    build: (s) =>
      s
        .user("images on the florist site are huge")
        .bash("du -sh wp-content/uploads", "3.8G\twp-content/uploads")
        .assistant("3.8 GB of uploads. You could try Smush, Imagify or ShortPixel; Imagify is decent too.")
        .user("we'll use shortpixel on all the WP clients, not smush. we already have credits")
        .bash("wp plugin install shortpixel-image-optimiser --activate", "Success: Installed 1 of 1 plugins.")
        .stop(),
    planted: [{ kind: "decision", keys: ["shortpixel"] }],
  },
  {
    id: "t63-backup-rule",
    build: (s) =>
      s
        .user("wordpress 6.5 is out, update the bakery?")
        .bash("wp updraftplus backup_now", "Backup complete: db, plugins, themes, uploads")
        .assistant("I took a backup first, then I'll update core.")
        .user("good. going forward always take a full updraft backup before any core update, no exceptions, even on tiny sites")
        .bash("wp core update", "Success: WordPress updated successfully.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["backup"] }],
  },
  {
    id: "t63-hardware-php",
    build: (s) =>
      s
        .user("why cant i install the new woocommerce on the hardware store")
        .bash("php -v", "PHP 7.4.33 (cli) (built: Nov  2 2022)")
        .assistant("It's running PHP 7.4, and the latest WooCommerce needs 7.4+... actually it needs 8.0 now.")
        .user(
          "yeah the hardware store is on a godaddy deluxe shared plan stuck on php 7.4, the owner refuses to pay for the upgrade. its been like that for 2 yrs",
        )
        .assistant("Then I'll pin WooCommerce at the last version that supports 7.4.")
        .stop(),
    planted: [{ kind: "fact", keys: ["php"] }],
  },
  {
    id: "t63-dentist-bio",
    build: (s) =>
      s
        .user("can you add the hours change to the dentist footer, they close at 5 on fridays now")
        .file("Edit", "wp-content/themes/smile/footer.php")
        .assistant("Updated the footer: Friday hours are now 8–5.")
        .user("perfect. they also want the new hygienist's bio on the team page but she hasn't sent a photo yet, so that one waits")
        .stop(),
    planted: [{ kind: "task", keys: ["hygienist"] }],
  },
  {
    id: "t63-empty-menu",
    build: (s) =>
      s
        .user("hamburger menu doesnt open on iphone on the gym site")
        .file("Read", "wp-content/themes/ironworks/js/nav.js")
        .assistant("The click handler listens for `mouseup`, which Safari on iOS doesn't always fire for taps. Switching to `click`.")
        .file("Edit", "wp-content/themes/ironworks/js/nav.js")
        .user("works!! ur a lifesaver")
        .stop(),
    planted: [],
  },
  {
    id: "t63-newsletter",
    build: (s) =>
      s
        .user("bakery wants a newsletter signup. lets use mailchimp")
        .assistant("Sure. Should the signup form go in the footer, the checkout, or both?")
        .bash("wp option get admin_email", "owner@crumbandcrust.com")
        .user("nah scratch mailchimp, turns out the client already pays for mailerlite. we go with mailerlite")
        .user("and footer only. keep newsletter forms off the checkout page always, conversion tanked last time we tried it")
        .assistant("MailerLite in the footer, nothing on checkout. Setting it up now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mailerlite"] },
      { kind: "instruction", keys: ["checkout"] },
    ],
  },
  {
    id: "t63-team",
    build: (s) =>
      s
        .user("who should i ask about the invoice for the dentist?")
        .assistant("I don't know who handles invoices on your team. Is there someone specific?")
        .user("oh right sorry, Dana handles billing and all the client calls, Marco does design, i just do the tech stuff")
        .bash("grep -ri 'invoice' docs/clients/smile-dental.md | head -2", "invoice contact: see shared drive")
        .assistant("Thanks — the dentist notes only point to the shared drive.")
        .stop(),
    planted: [{ kind: "fact", keys: ["dana", "billing"] }],
  },
  {
    id: "t63-summerfest-cert",
    build: (s) =>
      s
        .bash("echo | openssl s_client -connect summerfest.bloomflorist.co:443 2>/dev/null | openssl x509 -noout -enddate", "notAfter=Jun 14 23:59:59 2026 GMT")
        .assistant("The certificate on summerfest.bloomflorist.co expires on June 14, and auto-renew isn't enabled for it.")
        .user("crap. ok the summerfest cert needs sorting before the 14th, add it to the list. not today tho, im in meetings")
        .assistant("Noted.")
        .stop(),
    planted: [{ kind: "task", keys: ["summerfest"] }],
  },
  {
    id: "t63-static-dist",
    build: (s) =>
      s
        .user("build the plumber site")
        .bash("npm run build", "> build\n> eleventy\nWrote 14 files in 0.42 seconds")
        .bash("git status --short", "?? dist/")
        .assistant("Built into `dist/`. Should I commit it?")
        .user("no, never commit the dist folder on the static sites, netlify builds it on its own")
        .assistant("Okay, I've added `dist/` to `.gitignore`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["dist"] }],
  },
  {
    id: "t63-lawfirm-stack",
    build: (s) =>
      s
        .user("how is the law firm site put together, i forgot")
        .bash("cat package.json | grep -E 'next|contentful'", '"next": "14.1.0",\n"contentful": "10.6.1"')
        .assistant("It's a Next.js app pulling content from Contentful. Does it deploy to Vercel?")
        .user("yep. law firm = contentful for content, next.js frontend on vercel")
        .user("their vercel preview deploys still need password protection, we havent done that yet. remind me")
        .stop(),
    planted: [
      { kind: "fact", keys: ["contentful"] },
      { kind: "task", keys: ["preview"] },
    ],
  },
  {
    id: "t63-lawfirm-blog",
    build: (s) =>
      s
        .user("harlow & pike want a blog. should we spin up a wordpress for it?")
        .assistant("Two options: a separate WordPress on a subdomain, or a new Contentful content type rendered by the existing Next.js site.")
        .bash("npx contentful space list", "Harlow Pike Site  (xk29ab)")
        .user("ok final answer: the blog stays inside contentful, no separate wordpress. one login for them")
        .assistant("Great, I'll model a blog post content type in their space.")
        .stop(),
    planted: [{ kind: "decision", keys: ["blog"] }],
  },
  {
    id: "t63-empty-gsc",
    build: (s) =>
      s
        .user("search console says 'crawled - currently not indexed' for like 40 pages on the florist site. bad?")
        .bash("curl -s https://bloomflorist.co/robots.txt", "User-agent: *\nDisallow: /wp-admin/")
        .assistant(
          "Not necessarily. Maybe those are thin tag pages that Google considers duplicates, but I can't confirm without the list. robots.txt isn't blocking them.",
        )
        .user("ok cool thx")
        .stop(),
    planted: [],
  },
  {
    id: "t63-candle-a11y",
    build: (s) =>
      s
        .user("run an accessibility check on the candle shop")
        .bash("npx pa11y https://wickandember.com/collections/all", "• Error: Img element missing an alt attribute (x212)")
        .assistant("212 product images have no alt text.")
        .user(
          "yeah that's what kills our accessibility score. writing alt text for all of those is a job for later, not now, need to get product names from the owner",
        )
        .stop(),
    planted: [{ kind: "task", keys: ["accessibility"] }],
  },
  {
    id: "t63-wpcli",
    build: (s) =>
      s
        .user("can u change the site tagline on the gym site")
        .assistant("I'll log into wp-admin and change it under Settings → General.")
        .user("please use wp-cli for everything you can instead of clicking around wp-admin, its faster and i can see what you did")
        .bash("wp option update blogdescription 'Lift heavy. Stay humble.'", "Success: Updated 'blogdescription' option.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["wp-cli"] }],
  },
  {
    id: "t63-gym-classes",
    build: (s) =>
      s
        .user("schedule page on the gym site is empty since friday")
        .bash("wp post list --post_type=classes --format=count", "0")
        .assistant("There are zero posts of type `classes`. Where does the schedule page get its data?")
        .user("the schedule page pulls from the 'classes' custom post type that the previous agency built. someone must have trashed them")
        .bash("wp post list --post_type=classes --post_status=trash --format=count", "31")
        .assistant("31 classes are in the trash. Restoring them.")
        .stop(),
    planted: [{ kind: "fact", keys: ["classes"] }],
  },
  {
    id: "t63-shopify-staging",
    build: (s) =>
      s
        .user("how do we test shopify changes without breaking the live store? dev store?")
        .assistant("Either a separate development store, or a duplicated, unpublished copy of the live theme in the same store.")
        .bash("shopify theme duplicate --theme 134211 --name 'staging' --store wickandember", "Duplicated theme #134211 as #134377 'staging'")
        .user("decision: for shopify staging we use a duplicate unpublished theme, no separate dev store. less to maintain")
        .stop(),
    planted: [{ kind: "decision", keys: ["unpublished"] }],
  },
  {
    id: "t63-empty-kinsta",
    build: (s) =>
      s
        .user("maybe we should move everyone to kinsta? heard its fast")
        .bash("curl -s https://kinsta.com/pricing/ | grep -o 'Single 35k[^<]*' | head -1", "Single 35k $35/mo")
        .assistant("Kinsta is fast, but at $35 a site per month it would roughly triple your hosting bill for the small clients.")
        .user("eh forget it, not worth the hassle right now")
        .stop(),
    planted: [],
  },
  {
    id: "t63-florist-cutoff",
    build: (s) =>
      s
        .user("can you check the florist's delivery settings")
        .bash("wp option get woocommerce_delivery_settings --format=json", '{"same_day":true,"zones":4}')
        .assistant("Same-day delivery is on, across four zones.")
        .user("ok so they want a same-day cutoff banner (orders after 1pm go out tomorrow). ill get the exact wording from them, then we build it")
        .stop(),
    planted: [{ kind: "task", keys: ["cutoff"] }],
  },
  {
    id: "t63-bakery-mail",
    build: (s) =>
      s
        .user("bakery owner says emails to her bounce since the dns change")
        .bash("dig +short MX crumbandcrust.com", "")
        .assistant("There are no MX records at all right now. Where is her email hosted?")
        .user("google workspace. the MX records should point at google, i probably deleted them by accident")
        .bash("dig +short MX crumbandcrust.com", "1 smtp.google.com.")
        .assistant("I re-added Google's MX record; mail should flow again within minutes.")
        .stop(),
    planted: [{ kind: "fact", keys: ["workspace"] }],
  },
  {
    id: "t63-jargon",
    build: (s) =>
      s
        .user("why is the site slow")
        .bash("curl -o /dev/null -s -w '%{time_starttransfer}\\n' https://smiledental.co", "2.84")
        .assistant("TTFB is 2.8 s, likely uncached PHP rendering due to a missing object cache and no OPcache tuning.")
        .user("ok i understood none of that. pls explain stuff to me in plain english going forward, no jargon, I'm not a dev")
        .assistant("Sorry! In plain terms: the server takes almost 3 seconds to start answering because it rebuilds every page from scratch each visit.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["jargon"] }],
  },
  {
    id: "t63-elementor",
    build: (s) =>
      s
        .user("new client, a vet clinic, small site. elementor like usual?")
        .assistant("Could be. Elementor is quick to build with but adds weight to every page.")
        .bash("du -sh wp-content/plugins/elementor", "41M\twp-content/plugins/elementor")
        .user("actually you know what, we're dropping elementor on new builds. block editor only from now on, vet clinic included")
        .assistant("Block editor it is.")
        .stop(),
    planted: [{ kind: "decision", keys: ["elementor"] }],
  },
  {
    id: "t63-hardware-sitemap",
    build: (s) =>
      s
        .bash("curl -s https://harrishardware.com/sitemap.xml | grep -c '/shop/'", "186")
        .assistant("The sitemap still lists 186 old `/shop/` URLs.")
        .user("yeah the sitemap has to be regenerated after we fix the permalinks, and that's on hold until the owner signs off. so later")
        .stop(),
    planted: [{ kind: "task", keys: ["sitemap"] }],
  },
  {
    id: "t63-dental-timezone",
    build: (s) =>
      s
        .user("patients say online appointments show an hour off. only since march??")
        .bash("wp option get timezone_string; date", "UTC\nMon Mar 16 14:02:11 UTC 2026")
        .assistant("I think it could be a daylight saving issue, let me check the booking plugin's setting.")
        .bash("wp option get booking_tz", "America/New_York")
        .assistant(
          "Confirmed: the dental clinic's WordPress timezone is UTC while the booking plugin assumes Eastern, so in summer time appointments show an hour off.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["timezone"] }],
  },
  {
    id: "t63-empty-meta",
    build: (s) =>
      s
        .user("write meta descriptions for the 5 service pages on the plumber site, under 155 chars")
        .file("Edit", "src/pages/services.md")
        .assistant('Done: five descriptions, each 140–152 characters, e.g. "Burst pipe at 2am? Acme Plumbing answers 24/7 across Leeds."')
        .user("love it")
        .stop(),
    planted: [],
  },
  {
    id: "t63-forms-test",
    build: (s) =>
      s
        .user("deployed the bakery changes?")
        .bash("netlify deploy --prod", "Deploy is live!")
        .assistant("Yes, deployed. The homepage loads fine.")
        .user(
          "did you try the form tho? always test contact forms by actually submitting one after a deploy, not just loading the page. we lost a week of leads once",
        )
        .bash("curl -s -X POST https://crumbandcrust.com/contact -d 'name=test&msg=hi' -o /dev/null -w '%{http_code}'", "303")
        .stop(),
    planted: [{ kind: "instruction", keys: ["contact", "form"] }],
  },
  {
    id: "t63-yoga-platform",
    build: (s) =>
      s
        .user("yoga studio redesign: lets rebuild on wordpress")
        .bash("wp core download --path=yoga-new", "Success: WordPress downloaded.")
        .assistant("WordPress is downloaded for the new build.")
        .user(
          "hold on, just talked to them. they want to edit it all themselves and they hate wp-admin. we're going with squarespace for the yoga studio after all",
        )
        .assistant("Okay, Squarespace then. I'll remove the WordPress download.")
        .stop(),
    planted: [{ kind: "decision", keys: ["squarespace"] }],
  },
  {
    id: "t63-florist-import",
    build: (s) =>
      s
        .user("the product import keeps dying halfway")
        .bash("wp wc product_csv import products.csv", "Error: Maximum execution time of 120 seconds exceeded", 1)
        .assistant("It hit the 120 s limit. Is the file large?")
        .user("1200 products. and yeah known thing, woocommerce imports time out on siteground past ~500 rows, we always split the csv")
        .bash("split -l 500 products.csv part-", "")
        .stop(),
    planted: [{ kind: "fact", keys: ["imports"] }],
  },
  {
    id: "t63-gym-uptime",
    build: (s) =>
      s
        .user("is the gym site up? owner texted me")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://ironworksgym.com", "200")
        .assistant("It's up and answering 200.")
        .user("ok. we promised them a monthly uptime report and i havent set up any monitoring yet, that's for next sprint")
        .stop(),
    planted: [{ kind: "task", keys: ["uptime"] }],
  },
  {
    id: "t63-empty-whitescreen",
    build: (s) =>
      s
        .user("vet clinic site is a white screen help")
        .bash("tail -2 wp-content/debug.log", "PHP Fatal error: Uncaught Error: Call to undefined function always_show_banner() in functions.php:88")
        .assistant("A function `always_show_banner()` is called but was removed with the last plugin update. I'll guard the call.")
        .file("Edit", "wp-content/themes/vetcare/functions.php")
        .assistant("The site loads again.")
        .user("phew ty")
        .stop(),
    planted: [],
  },
  {
    id: "t63-brand-assets",
    build: (s) =>
      s
        .user("upload the new dental logo")
        .assistant("I'll add it to the media library.")
        .user("no — clients' logo files and fonts go in /assets/brand/ in the theme, not the media library, so shortpixel doesn't compress them")
        .file("Write", "wp-content/themes/smile/assets/brand/logo.svg")
        .stop(),
    planted: [{ kind: "instruction", keys: ["brand"] }],
  },
  {
    id: "t63-analytics",
    build: (s) =>
      s
        .user("GA4 is so confusing, clients never look at it anyway")
        .assistant("Would a simpler tool help? Plausible or Fathom show a single page of numbers.")
        .bash("curl -s https://plausible.io/api/health", "ok")
        .user("yeah. we're putting plausible on every client site going forward, GA4 is out")
        .assistant("Got it, I'll add Plausible as part of each site's next update.")
        .user("and the law firm's privacy policy still mentions universal analytics — needs rewriting with their lawyer at some point, not urgent")
        .stop(),
    planted: [
      { kind: "decision", keys: ["plausible"] },
      { kind: "task", keys: ["privacy"] },
    ],
  },
  {
    id: "t63-agency-site",
    build: (s) =>
      s
        .user("fix the typo on our own about page, 'recieve'")
        .bash("grep -rn recieve content/", "content/about.md:12:we recieve every request")
        .file("Edit", "content/about.md")
        .user("thx. fyi our agency site is a hugo static site in the agency-site repo, it deploys on every push to main")
        .assistant("Good to know. Pushed; it should deploy now.")
        .stop(),
    planted: [{ kind: "fact", keys: ["hugo"] }],
  },
  {
    id: "t63-empty-cron",
    build: (s) =>
      s
        .user("scheduled posts on the bakery blog went out late. i think the host might be throttling the cron?")
        .bash("wp cron event list --fields=hook,next_run_relative | head -3", "publish_future_post  2 hours ago\nwp_version_check  in 4 hours")
        .assistant("Could be, but I can't tell from here; WP-Cron only runs when someone visits, so a quiet night could also explain it.")
        .user("huh ok")
        .stop(),
    planted: [],
  },
  {
    id: "t63-cloudways-cache",
    build: (s) =>
      s
        .user("dental site on cloudways is caching weird, shows old page to some people")
        .bash("wp plugin list --status=active --field=name | grep -i cache", "breeze\nw3-total-cache")
        .assistant("Two caching plugins are active at once, Breeze and W3 Total Cache.")
        .user("ok we settled it: caching on the cloudways sites is breeze only, no W3TC stacked on top")
        .user("and remember to purge the varnish cache after every deploy on cloudways, every single time")
        .bash("wp plugin deactivate w3-total-cache && wp breeze purge --cache=varnish", "Plugin deactivated.\nVarnish cache purged.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["breeze"] },
      { kind: "instruction", keys: ["varnish"] },
    ],
  },
  {
    id: "t63-empty-chat",
    build: (s) =>
      s
        .user("morning! what did we do yesterday again")
        .bash("git log --oneline --since=yesterday", "5e2a9b1 [BLM] fix sticky header overlap")
        .assistant("Yesterday's only commit was the sticky header fix on the florist site.")
        .user("oh right. coffee first brb")
        .stop(),
    planted: [],
  },
  {
    id: "t63-empty-question",
    build: (s) =>
      s
        .user("is it bad to have 40 plugins?")
        .assistant("The count matters less than what they do. Forty light plugins can be faster than five heavy ones.")
        .bash("wp plugin list --format=count", "38")
        .assistant("This site has 38, and the slow ones are mostly the page builder and the slider.")
        .user("interesting")
        .stop(),
    planted: [],
  },
  {
    id: "t63-staging-box",
    build: (s) =>
      s
        .user("staging sites are all over the place, half of them on the live hosts")
        .bash("ssh deploy@staging.studio 'ls /srv/sites'", "bloom\ncrumb\nironworks")
        .user("ok we decided: all client staging sites go on one hetzner box managed with ploi")
        .assistant("Got it. The dental clinic staging is still on Cloudways though.")
        .user("yeah, we need to migrate the dental staging onto it once the box is fully set up. not yet")
        .stop(),
    planted: [
      { kind: "decision", keys: ["hetzner"] },
      { kind: "task", keys: ["migrate"] },
    ],
  },
  {
    id: "t63-gym-owner",
    build: (s) =>
      s
        .user("I emailed the gym owner about the renewal 2 weeks ago, no answer")
        .bash("grep -i 'contact' docs/clients/ironworks.md", "contact: Rick (owner)")
        .user("ohh right Rick only reads texts, never email. that explains it")
        .user("also put client facing notes in each repo's CHANGELOG.md, plain language, every time we change something. Dana sends them to clients")
        .file("Edit", "CHANGELOG.md")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rick"] },
      { kind: "instruction", keys: ["changelog"] },
    ],
  },
  {
    id: "t63-forms-license",
    build: (s) =>
      s
        .user("CF7 vs gravity forms vs wpforms, whats our standard")
        .assistant("You have Contact Form 7 on three sites and Gravity Forms on two.")
        .bash("wp plugin list --name=gravityforms --fields=name,version", "gravityforms  2.8.3")
        .user("we standardize on gravity forms, the license is agency-wide anyway")
        .user("which reminds me, the license lapses end of month and needs renewing, Dana has to do it. add to the list")
        .stop(),
    planted: [
      { kind: "decision", keys: ["gravity"] },
      { kind: "task", keys: ["license"] },
    ],
  },
  {
    id: "t63-update-day",
    build: (s) =>
      s
        .user("can you set the auto updates for friday afternoon")
        .bash("wp cron event list --hook=auto_update", "auto_update  next: Fri 15:00")
        .user("wait no. don't schedule plugin updates on fridays ever, nobody's around on the weekend if it breaks. tuesday mornings")
        .bash("wp cron event schedule auto_update 'next tuesday 09:00' weekly", "Success: Scheduled event with hook 'auto_update'.")
        .user("and the hardware store still has no staging at all, someone has to set one up eventually")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["fridays"] },
      { kind: "task", keys: ["staging"] },
    ],
  },
  {
    id: "t63-florist-security",
    build: (s) =>
      s
        .user("how is login protected on the florist site")
        .bash("wp plugin get wordfence --field=status", "active")
        .assistant("Wordfence is active. Is two-factor turned on through it?")
        .user("yes 2FA for the florist admins is through wordfence, set up last year")
        .user("also for staging sites we decided password protection instead of noindex, google indexed one once")
        .user("and when you ssh into client servers use the deploy user, never root")
        .stop(),
    planted: [
      { kind: "fact", keys: ["wordfence"] },
      { kind: "decision", keys: ["password"] },
      { kind: "instruction", keys: ["ssh"] },
    ],
  },
  {
    id: "t63-bakery-profile",
    build: (s) =>
      s
        .user("bakery site shows new hours now right?")
        .bash("curl -s https://crumbandcrust.com | grep -o 'Open[^<]*'", "Open Tue–Sun 7–3")
        .assistant("Yes, the site shows the new hours.")
        .user("ok but their google business profile still shows the old hours, the owner needs to verify the change. follow up with her next week")
        .user("oh and export hero images as webp at 1920 wide max from now on, the last ones were 6mb jpgs")
        .user("and since nothing changes on the static sites we settled on weekly backups for those instead of daily")
        .stop(),
    planted: [
      { kind: "task", keys: ["hours"] },
      { kind: "instruction", keys: ["webp"] },
      { kind: "decision", keys: ["weekly"] },
    ],
  },
  {
    id: "t63-candle-cdn",
    build: (s) =>
      s
        .user("photographer's portfolio site is all giant images, what CDN")
        .bash("curl -sI https://b-cdn.net | head -1", "HTTP/2 200")
        .assistant("Cloudflare's free plan or bunny.net would both work; bunny charges per GB but has image resizing built in.")
        .user("bunny.net for image-heavy clients, that's the call")
        .user("btw always pull brand hex codes from the client's style guide doc, don't eyeball colors off screenshots")
        .user("and the candle shop's checkout uses shop pay plus klarna, don't let anyone remove klarna, it's a third of their orders")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bunny"] },
      { kind: "instruction", keys: ["hex"] },
      { kind: "fact", keys: ["klarna"] },
    ],
  },
  {
    id: "t63-empty-done",
    build: (s) =>
      s
        .user("change the plumber's phone number everywhere to 0113 496 0123")
        .bash("grep -rl '0113 496 0000' src/ | xargs sed -i 's/0113 496 0000/0113 496 0123/g'", "")
        .assistant("Replaced it in 4 files: header, footer, contact page and the schema markup.")
        .user("sweet")
        .stop(),
    planted: [],
  },
];

export const TUNING63 = plantedSet(TUNING63_SESSIONS, START);
