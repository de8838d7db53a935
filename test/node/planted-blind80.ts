/**
 * Blind planted set 80 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: web scraping and browser automation in Python (Scrapy, Playwright, scrapy-playwright): rate
 * limits, robots.txt, proxies, outside counsel's constraints, data cleaning downstream; a terse user
 * typing fast, a Gemini CLI agent that says what it will do and then what it did.
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions, 17 instructions,
 * 18 facts, 17 tasks) in 47 sessions, 13 of which plant nothing (61 user/assistant messages between them). Every other message
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

export const BLIND80_SESSIONS: BlindSession[] = [
  {
    id: "b80-scrapy-playwright-split",
    build: (s) =>
      s
        .user(
          "we keep getting empty listing pages from the retailers that render with react. do we move the whole crawler to playwright or only the js-heavy domains? thinking out loud, not sure yet",
        )
        .assistant("I'll check which spiders return empty item lists first.")
        .bash(
          "scrapy list && grep -l 'items_scraped_count.: 0' logs/last-run/*.json",
          "kettleandco\nshopnorth\nbaxter_home\ngreenleaf\nlogs/last-run/kettleandco.json\nlogs/last-run/greenleaf.json",
        )
        .assistant(
          "Only kettleandco and greenleaf come back empty; the other two are server-rendered and work fine with plain Scrapy. I would suggest keeping Scrapy for everything and routing only those domains through scrapy-playwright, so we don't pay for a browser on every request. Moving the whole crawler to Playwright would roughly triple memory per worker.",
        )
        .user(
          "yeah ok, going with scrapy-playwright just for the js domains, put the list in crawler/settings.py as PLAYWRIGHT_DOMAINS. fyi the crawler boxes only have 4 GB of RAM each, that's why a browser on every request was never an option",
        )
        .file("Edit", "crawler/settings.py")
        .file("Edit", "crawler/middlewares.py")
        .assistant("I have added PLAYWRIGHT_DOMAINS with kettleandco and greenleaf and a downloader middleware that sets meta['playwright'] = True for them.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["scrapy-playwright"] },
      { kind: "fact", keys: ["4 gb"] },
    ],
  },
  {
    id: "b80-counsel-robots-memo",
    build: (s) =>
      s
        .user(
          "Got the memo back from Dana today (she's our outside counsel on the scraping stuff, Kessler & Moore). Short version for you:\n- we honor robots.txt on every domain, no exceptions, even if a client says they have permission\n- nothing behind a login gets scraped, ever, not even with a client's own account\nplease bake the first one into settings",
        )
        .assistant("Understood. I'll check the current robots setting.")
        .bash("grep -n ROBOTSTXT crawler/settings.py", "14:ROBOTSTXT_OBEY = False  # TODO: never flip this back without asking Tom")
        .assistant("ROBOTSTXT_OBEY is currently False, with an old comment about asking Tom. I will set it to True and remove the stale comment.")
        .file("Edit", "crawler/settings.py")
        .bash("scrapy settings --get ROBOTSTXT_OBEY", "True")
        .assistant("Done: ROBOTSTXT_OBEY is now True for all spiders.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dana", "counsel"] },
      { kind: "instruction", keys: ["robots.txt"] },
      { kind: "instruction", keys: ["login"] },
    ],
  },
  {
    id: "b80-brightline-407s",
    build: (s) =>
      s
        .user("the overnight run is full of 407s again. can you look")
        .bash(
          "grep -c '407 Proxy Authentication Required' logs/nightly-2026-11-10.log; grep 'concurrent' logs/nightly-2026-11-10.log | tail -3",
          "1843\n[proxy] opened connection 41/40 to gw.brightline.net\n[proxy] opened connection 42/40 to gw.brightline.net\n[proxy] opened connection 43/40 to gw.brightline.net",
        )
        .assistant(
          "Maybe the credentials rotated? Or it could be that we exceed a connection limit: the log shows connection 41/40 right before the errors start.",
        )
        .user("it's the limit. Brightline caps our account at 40 concurrent connections, it's in the contract. creds are fine")
        .assistant("Thanks, that matches the log. We run 48 concurrent requests against the proxy. Should I set it to 40 exactly?")
        .user(
          "no, 35, leave some headroom for the manual debugging sessions. and follow-up for later: we need to ask Brightline about upgrading the plan before the Q1 holiday crawl, don't do anything about that now",
        )
        .file("Edit", "crawler/settings.py")
        .assistant("I have set CONCURRENT_REQUESTS to 35 in crawler/settings.py.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["brightline", "40"] },
      { kind: "decision", keys: ["35", "headroom"] },
      { kind: "task", keys: ["brightline", "upgrad"] },
    ],
  },
  {
    id: "b80-dedupe-cents",
    build: (s) =>
      s
        .user("the price table in the warehouse has dupes for the same product on the same night, like 3 rows for one sku. why")
        .file("Read", "cleaning/dedupe.py")
        .bash(
          "python -m cleaning.check_dupes --date 2026-11-11",
          "duplicate (sku, retailer) groups: 2114\nmax group size: 3\ncause: spider retried after timeout and both responses produced items",
        )
        .assistant(
          "The retries produce a second item when the first response arrives late. We could dedupe on the url, or on (sku, retailer). Which do you prefer?",
        )
        .user(
          "dedupe on (sku, retailer) and keep the row with the latest scraped_at. urls change with tracking params so no url.\nalso while youre in there: prices are stored as integer cents everywhere downstream, I saw a float sneak in last week. no floats for money, ever",
        )
        .file("Edit", "cleaning/dedupe.py")
        .file("Edit", "cleaning/normalize.py")
        .bash("pytest tests/cleaning -q", "14 passed in 0.82s")
        .assistant("I have updated the dedupe step and made normalize_price return an int in cents. All 14 cleaning tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["scraped_at"] },
      { kind: "instruction", keys: ["cents"] },
    ],
  },
  {
    id: "b80-shopnorth-429",
    build: (s) =>
      s
        .user("shopnorth spider died with 429s halfway through. what's their limit?")
        .bash(
          "python tools/probe_rate.py --domain shopnorth.com --max-rpm 120",
          "rpm=30 ok\nrpm=45 ok\nrpm=60 ok\nrpm=61 429 Too Many Requests (Retry-After: 60)\nrpm=75 429 Too Many Requests",
        )
        .assistant(
          "The probe shows shopnorth starts returning 429 just above 60 requests a minute from one IP, with Retry-After: 60. I'll run it again from a second IP to make sure it's per IP.",
        )
        .bash("python tools/probe_rate.py --domain shopnorth.com --max-rpm 80 --via proxy-2", "rpm=60 ok\nrpm=61 429 Too Many Requests")
        .assistant("Confirmed: shopnorth allows 60 requests a minute per IP, and the limit is per IP, not per session.")
        .user("good. and btw AutoThrottle stays on for every spider, no matter what, I don't want anybody turning it off to get a run done faster")
        .file("Edit", "crawler/spiders/shopnorth.py")
        .assistant("Noted. I have also set a 1.1 s DOWNLOAD_DELAY on the shopnorth spider to stay under the limit.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["shopnorth", "60"] },
      { kind: "instruction", keys: ["autothrottle"] },
    ],
  },
  {
    id: "b80-kettleandco-api",
    build: (s) =>
      s
        .user("kettleandco changed their markup again, all the price selectors are null")
        .bash("scrapy shell 'https://www.kettleandco.com/p/enamel-kettle-2l' -c \"response.css('.price::text').get()\"", "None")
        .assistant("The price selector returns nothing. I will look at the network requests the page makes.")
        .bash(
          "python tools/har_summary.py har/kettleandco-p.har | head -4",
          "GET /api/v2/products/88412 200 application/json\nGET /api/v2/stock/88412 200 application/json\nGET /static/app.4f1c.js 200\nGET /fonts/inter.woff2 200",
        )
        .assistant(
          "The product page is rendered client side from /api/v2/products/<id>, which returns JSON with the price and stock. The HTML never has the price in it.",
        )
        .user(
          "ugh ok. TODO for next week, not now: rewrite the kettleandco spider against that json api instead of scraping html. for today just patch the selector so the nightly doesn't break",
        )
        .file("Edit", "crawler/spiders/kettleandco.py")
        .bash("scrapy crawl kettleandco -s CLOSESPIDER_ITEMCOUNT=5 -o /tmp/k.json && jq length /tmp/k.json", "5")
        .assistant("I patched the spider to read the price from the data-price attribute, which is still server-rendered. The test crawl produced 5 items.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["/api/v2/products"] },
      { kind: "task", keys: ["kettleandco", "json"] },
    ],
  },
  {
    id: "b80-browser-tests-ci",
    build: (s) =>
      s
        .user("CI is red on the playwright tests, Executable doesn't exist at /ms-playwright/chromium...")
        .bash("cat .github/workflows/ci.yml | grep -n -A3 'pytest'", "22:      - run: pytest -q\n23:        env:\n24:          CI: true")
        .assistant(
          "The CI job runs every test, including the browser ones, but the image does not install Chromium. I could add `playwright install chromium` to the workflow.",
        )
        .user(
          "no, the browser tests shouldnt run in the default job at all. rule going forward: the browser tests are marked and you run them with `pytest -m browser`, plain `pytest` skips them",
        )
        .file("Edit", "pytest.ini")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("pytest -q", "61 passed, 9 deselected in 4.1s")
        .assistant("I have added the browser marker with `-m 'not browser'` as the default addopts. The default run now deselects the 9 browser tests.")
        .user(
          "and for the record, the chromium deps are installed in docker/crawler.Dockerfile via `playwright install --with-deps chromium`, that's the only place they get installed",
        )
        .assistant("Thanks, I'll keep that in mind.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pytest -m browser"] },
      { kind: "fact", keys: ["with-deps"] },
    ],
  },
  {
    id: "b80-user-agent",
    build: (s) =>
      s
        .user("what user agent are we sending right now")
        .bash(
          "grep -rn USER_AGENT crawler/",
          "crawler/settings.py:9:USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Safari/537.36'",
        )
        .assistant(
          "We send a generic Chrome user agent. One option would be to rotate user agents with the fake-useragent package so that requests look more varied.",
        )
        .user(
          "no rotation, Dana would kill us. we identify ourselves honestly. UA is `PricewatchBot/1.2 (+https://pricewatch.io/bot)` with the contact page, set it",
        )
        .file("Edit", "crawler/settings.py")
        .assistant("I have set USER_AGENT to PricewatchBot/1.2 (+https://pricewatch.io/bot) in crawler/settings.py.")
        .stop(),
    planted: [{ kind: "decision", keys: ["pricewatchbot"] }],
  },
  {
    id: "b80-raw-html-bucket",
    build: (s) =>
      s
        .user("where do the raw html snapshots go? I need one from last tuesday for the greenleaf bug")
        .bash(
          "grep -n 'FEED_URI\\|HTTPCACHE\\|s3://' crawler/settings.py",
          "31:SNAPSHOT_URI = 's3://pw-raw-html/%(name)s/%(time)s/'\n32:# lifecycle rule on the bucket: expire after 30 days",
        )
        .assistant("The snapshots go to the S3 bucket pw-raw-html, one prefix per spider and run. I'll list the greenleaf runs from last Tuesday.")
        .bash("aws s3 ls s3://pw-raw-html/greenleaf/ | grep 2026-11-10", "PRE 2026-11-10T02-00-04/")
        .assistant("Found it: s3://pw-raw-html/greenleaf/2026-11-10T02-00-04/.")
        .user(
          "thanks. and the bucket expires stuff after 30 days, right, so that's pw-raw-html with 30-day lifecycle. remind me to check with Dana whether 30 day retention is even ok for the EU sites",
        )
        .assistant("Yes, the comment in settings says the lifecycle rule expires objects after 30 days. I'll note the reminder.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pw-raw-html"] },
      { kind: "task", keys: ["dana", "retention"] },
    ],
  },
  {
    id: "b80-reviews-pii",
    build: (s) =>
      s
        .user(
          "we're adding the reviews spider for greenleaf. before anything lands, no PII in bigquery. reviewer names, emails, profile urls get stripped in the pipeline, that's a permanent rule not just for this spider",
        )
        .assistant("Understood. Should the reviewer id be dropped too, or kept in some form so we can count reviews per reviewer?")
        .user("keep it but hashed. what do you suggest")
        .assistant(
          "I would hash it with sha256 and a secret salt from the environment, so it cannot be reversed with a lookup table but stays stable across runs.",
        )
        .user("yes do that, sha256 with the salt from PW_REVIEW_SALT")
        .file("Write", "crawler/pipelines/reviews.py")
        .bash("pytest tests/pipelines/test_reviews.py -q", "5 passed in 0.31s")
        .assistant(
          "I have written the reviews pipeline: it drops name, email and profile_url and hashes reviewer_id with sha256 and PW_REVIEW_SALT. The 5 tests pass.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pii"] },
      { kind: "decision", keys: ["sha256"] },
    ],
  },
  {
    id: "b80-captcha-skip",
    build: (s) =>
      s
        .user("shopnorth started showing a captcha on the search pages. lets just plug in 2captcha and move on")
        .assistant("I can add a 2captcha integration. Before I do: captcha solving may be a legal question given the memo. Do you want me to go ahead?")
        .user(
          "actually no, scratch that, you're right. no captcha solving. when a spider hits a captcha it skips that domain for the rest of the run and flags it in the run report",
        )
        .bash(
          "grep -c 'captcha' logs/nightly-2026-11-12.log; grep 'captcha' logs/nightly-2026-11-12.log | awk '{print $5}' | sort | uniq -c",
          "212\n    212 proxy-dc-3",
        )
        .assistant("All 212 captcha responses came through proxy-dc-3, which is a datacenter exit. None came through the residential pool.")
        .bash(
          "python tools/probe_captcha.py --domain shopnorth.com --via residential-1 --via proxy-dc-1",
          "residential-1: 50/50 ok\nproxy-dc-1: 0/50 ok (captcha)",
        )
        .assistant("Confirmed: shopnorth only serves the captcha to datacenter IPs; residential IPs get the page.")
        .file("Edit", "crawler/middlewares.py")
        .assistant("I have added a CaptchaSkipMiddleware that marks the domain as skipped for the run and adds it to the run report.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["captcha", "skip"] },
      { kind: "fact", keys: ["datacenter"] },
    ],
  },
  {
    id: "b80-shub-deploy",
    build: (s) =>
      s
        .user("deploy the shopnorth fix please")
        .bash(
          "shub deploy 48213",
          'Packing version 3f9a2c1\nDeploying to Scrapy Cloud project "48213"\n{"status": "ok", "project": 48213, "version": "3f9a2c1", "spiders": 4}\nRun your spiders at: https://app.zyte.com/p/48213/',
        )
        .assistant("I deployed version 3f9a2c1 to Scrapy Cloud project 48213.")
        .user(
          "wait, 48213 is production. 48214 is staging, fixes go to 48214 first and sit there for one nightly run before prod. from now on always deploy with `shub deploy 48214` first, never from the web dashboard",
        )
        .assistant("Sorry about that. Should I roll production back to the previous version?")
        .user("no it's fine, the fix is small. just follow the rule next time")
        .bash("shub deploy 48214", 'Deploying to Scrapy Cloud project "48214"\n{"status": "ok", "project": 48214, "version": "3f9a2c1", "spiders": 4}')
        .assistant("Staging 48214 now has the same version as production.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["48214", "staging"] },
      { kind: "instruction", keys: ["shub deploy 48214"] },
    ],
  },
  {
    id: "b80-sitemap-seed",
    build: (s) =>
      s
        .user("the baxter_home crawl takes 5 hours walking category pages. any faster way?")
        .bash("curl -s https://www.baxterhome.com/robots.txt | grep -i sitemap", "Sitemap: https://www.baxterhome.com/sitemap_index.xml")
        .assistant(
          "They publish a sitemap index. I could switch the spider to a SitemapSpider and seed it from sitemap_index.xml, which lists every product URL with lastmod. That would skip the category walk entirely.",
        )
        .user("sounds good, do it")
        .file("Edit", "crawler/spiders/baxter_home.py")
        .bash(
          "scrapy crawl baxter_home -s CLOSESPIDER_TIMEOUT=120 2>&1 | grep -E 'item_scraped_count|sitemap'",
          "[baxter_home] ignoring nested sitemap: sitemap-products-3.xml.gz\n'item_scraped_count': 1840",
        )
        .assistant(
          "The spider now seeds from the sitemap and scraped 1840 items in two minutes. It ignores nested gzipped sitemaps though, such as sitemap-products-3.xml.gz.",
        )
        .user("fine for now. next sprint someone has to handle the nested .gz sitemaps properly, put it on the list")
        .stop("I'll leave the gzipped sitemaps for the next sprint."),
    planted: [
      { kind: "decision", keys: ["sitemap"] },
      { kind: "task", keys: ["gz", "sitemap"] },
    ],
  },
  {
    id: "b80-dates-local-time",
    build: (s) =>
      s
        .user("the 'last_updated' column is all over the place, some rows are from the future")
        .bash(
          "python -m cleaning.inspect --column last_updated --retailer greenleaf --limit 3",
          "raw='Updated 11/12/2026 9:40 PM' parsed=2026-11-12T21:40:00Z scraped_at=2026-11-12T02:10:00Z\nraw='Updated 11/12/2026 8:05 PM' parsed=2026-11-12T20:05:00Z scraped_at=2026-11-12T02:11:00Z",
        )
        .assistant(
          "The parsed value is later than scraped_at. Perhaps the retailer's clock is wrong, or the string is in a local timezone that we treat as UTC.",
        )
        .bash(
          "curl -sI https://www.greenleaf.co/ | grep -i date; python tools/store_tz.py greenleaf",
          "date: Thu, 12 Nov 2026 02:14:03 GMT\nstore timezone (from footer): America/Los_Angeles",
        )
        .assistant(
          "It is the timezone: greenleaf's 'Updated' strings are in the store's local time (America/Los_Angeles), while scraped_at is UTC. Their clock is fine.",
        )
        .user(
          "ok that makes sense. for parsing those date strings use dateparser with the store's timezone, I prefer it over dateutil, it handles the '3 hours ago' stuff too",
        )
        .file("Edit", "cleaning/dates.py")
        .bash("pytest tests/cleaning/test_dates.py -q", "9 passed in 0.44s")
        .assistant("I have switched the parser to dateparser with TIMEZONE set from the store's timezone. 9 tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["local time"] },
      { kind: "instruction", keys: ["dateparser"] },
    ],
  },
  {
    id: "b80-loaders-owner",
    build: (s) =>
      s
        .user("can you add the new `brand` column to the bigquery loader")
        .file("Read", "loaders/bq_prices.py")
        .assistant("I'll add brand to the schema and the load job. Just to confirm, is anyone reviewing changes in loaders/?")
        .user("yes, Marek owns the warehouse loaders, anything in loaders/ goes past him before it merges. go ahead and make the change though")
        .file("Edit", "loaders/bq_prices.py")
        .bash("pytest tests/loaders -q", "7 passed in 1.02s")
        .assistant("I have added the brand column as a nullable STRING. The loader tests pass.")
        .user("cool. follow-up: ask Marek to add a unique constraint on (sku, retailer, day) in the prices table, it's his call how")
        .stop("I'll leave the unique constraint to Marek."),
    planted: [
      { kind: "fact", keys: ["marek", "loaders"] },
      { kind: "task", keys: ["unique constraint"] },
    ],
  },
  {
    id: "b80-no-stealth",
    build: (s) =>
      s
        .user("greenleaf is detecting headless chromium, we get a 'please enable javascript' wall even with playwright")
        .bash('pip show playwright | head -2; python -c "import playwright; print(playwright.__version__)"', "Name: playwright\nVersion: 1.47.0\n1.47.0")
        .assistant(
          "We are on Playwright 1.47.0. Sites often detect headless mode through navigator.webdriver and missing plugins. The playwright-stealth package patches these. Would you like me to add it to the greenleaf spider?",
        )
        .user(
          "no. we don't do evasion of any kind, no stealth plugins, no fingerprint spoofing, that's a hard line from legal. if a site blocks bots we drop the site, full stop",
        )
        .assistant("Understood. Should I remove greenleaf from the schedule then?")
        .user(
          "not yet, I'll talk to the client first. fyi playwright is pinned to 1.47 in requirements.txt on purpose, 1.48 broke the scrapy-playwright handler",
        )
        .bash("grep playwright requirements.txt", "playwright==1.47.0\nscrapy-playwright==0.0.41")
        .assistant("The pin is in place: playwright==1.47.0 in requirements.txt. I have not changed anything.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["evasion"] },
      { kind: "fact", keys: ["1.47", "1.48"] },
    ],
  },
  {
    id: "b80-retry-403",
    build: (s) =>
      s
        .user("how are retries set up right now? i see the same url fetched like 10 times in the log")
        .bash("scrapy settings --get RETRY_TIMES; scrapy settings --get RETRY_HTTP_CODES", "10\n[500, 502, 503, 504, 522, 524, 408, 429, 403]")
        .assistant(
          "RETRY_TIMES is 10 and 403 is in the retry codes, so a blocked request is retried ten times. I'd propose 3 retries with exponential backoff, and treating 403 as final since retrying a block rarely helps and looks aggressive.",
        )
        .user("agreed, 3 retries with backoff, and a 403 is final, we give up on it. implement it globally for now")
        .file("Edit", "crawler/settings.py")
        .file("Write", "crawler/retry.py")
        .bash("pytest tests/test_retry.py -q", "4 passed in 0.2s")
        .assistant("I have set RETRY_TIMES = 3, removed 403 from RETRY_HTTP_CODES and added a BackoffRetryMiddleware. 4 tests pass.")
        .user("nice. TODO later: move the retry settings into each spider's custom_settings so shopnorth can have its own numbers. not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["403"] },
      { kind: "task", keys: ["custom_settings"] },
    ],
  },
  {
    id: "b80-log-level",
    build: (s) =>
      s
        .user("scrapy cloud says we're over the log quota for the month??")
        .bash(
          "shub log 48213/3/1402 | head -3; shub log 48213/3/1402 | wc -l",
          "DEBUG: Crawled (200) <GET https://www.shopnorth.com/p/1> (referer: None)\nDEBUG: Scraped from <200 https://www.shopnorth.com/p/1>\nDEBUG: Crawled (200) <GET https://www.shopnorth.com/p/2> (referer: None)\n2418771",
        )
        .assistant("The production job logged 2.4 million lines, almost all DEBUG. Someone probably left LOG_LEVEL at DEBUG after a debugging session.")
        .user("yep that was me. LOG_LEVEL stays at INFO in production, DEBUG only locally. please set it and I'll remember too")
        .file("Edit", "crawler/settings.py")
        .assistant("I have set LOG_LEVEL = 'INFO' in the production settings module; local settings still override it to DEBUG.")
        .user("also we need to add a check in CI that fails if settings_prod has DEBUG in it. can you note that as a follow-up, I don't have time for it today")
        .stop("I'll leave the CI check on settings_prod as a follow-up."),
    planted: [
      { kind: "instruction", keys: ["log_level", "info"] },
      { kind: "task", keys: ["settings_prod"] },
    ],
  },
  {
    id: "b80-vat-prices",
    build: (s) =>
      s
        .user("the analysts say kettleandco is ~20% more expensive than shopnorth on the same items, that seems off")
        .bash(
          "python -m cleaning.compare --sku-map data/sku_map.csv --a kettleandco --b shopnorth | tail -3",
          "matched skus: 412\nmedian ratio a/b: 1.198\nkettleandco price labels: 'inkl. MwSt.' on 412/412",
        )
        .assistant("Every kettleandco price carries an 'inkl. MwSt.' label, so their prices include VAT. Shopnorth prices look net, but I am not certain yet.")
        .bash("python tools/grep_labels.py shopnorth 'VAT|tax'", "'plus applicable tax' on 1200/1200 product pages")
        .assistant("Confirmed: kettleandco prices include VAT (19%), shopnorth prices exclude it. That explains most of the 20% gap.")
        .user("good find. we need a vat_included column in the cleaned table eventually, but that's a schema change for later, not this session")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vat", "kettleandco"] },
      { kind: "task", keys: ["vat_included"] },
    ],
  },
  {
    id: "b80-crawl-schedule",
    build: (s) =>
      s
        .user("Let's sort out the schedule. Options I see: (a) one full crawl per night, (b) full nightly + incremental every 4h, (c) continuous. thoughts?")
        .assistant("Option (b) gives fresher prices without hammering the sites. Option (c) would need a queue and would be harder to keep polite.")
        .user(
          "ok going with b. full crawl nightly at 02:00 UTC, incremental every 4 hours on the products that changed. And one thing counsel asked for: nothing runs between 12:00 and 14:00 UTC, that's the retailers' peak and we stay out of it.",
        )
        .bash(
          "cat scrapinghub.yml | grep -A5 periodic",
          "periodic_jobs:\n  - spider: all\n    cron: '0 3 * * *'\n    # always keep this in sync with the airflow dag",
        )
        .file("Edit", "scrapinghub.yml")
        .file("Edit", "airflow/dags/crawl.py")
        .assistant("I have set the full crawl to 02:00 UTC and the incremental runs to 02, 06, 10, 14, 18 and 22 UTC. The 14:00 slot is after the peak window.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["02:00"] },
      { kind: "instruction", keys: ["12:00", "14:00"] },
    ],
  },
  {
    id: "b80-playwright-trace",
    build: (s) =>
      s
        .user("greenleaf broke again overnight and I have no idea what the page looked like when it failed")
        .bash("ls logs/last-run/greenleaf/", "spider.log\nstats.json")
        .assistant(
          "We only keep the log and stats. I could enable Playwright tracing on failures so we get a trace.zip with screenshots and the DOM at each step.",
        )
        .user("yes. and make it the rule: whenever a browser spider breaks, the trace.zip gets attached to the ticket, no ticket without a trace")
        .assistant("Where should the traces be stored, locally or in S3?")
        .user("s3, pw-debug bucket. we'll keep them there, not in the raw html bucket")
        .file("Edit", "crawler/middlewares.py")
        .bash(
          "scrapy crawl greenleaf -s CLOSESPIDER_ITEMCOUNT=3 -s FORCE_FAIL=1 2>&1 | tail -1",
          "[trace] saved s3://pw-debug/greenleaf/2026-11-14T09-12-44/trace.zip",
        )
        .assistant("Tracing is enabled on failure and uploads to s3://pw-debug/<spider>/<run>/trace.zip.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["trace.zip", "ticket"] },
      { kind: "decision", keys: ["pw-debug"] },
    ],
  },
  {
    id: "b80-licence-delay",
    build: (s) =>
      s
        .user(
          "i read through the kettleandco data licence agreement finally. relevant bit: we are allowed 1 request per second to their site, and only between 00:00 and 06:00 CET. that's binding",
        )
        .bash("grep -n 'DOWNLOAD_DELAY\\|custom_settings' crawler/spiders/kettleandco.py", "12:    custom_settings = {'DOWNLOAD_DELAY': 0.25}")
        .assistant(
          "The spider currently waits 0.25 s between requests, four times the allowed rate. I will set DOWNLOAD_DELAY to 1.0 and CONCURRENT_REQUESTS_PER_DOMAIN to 1.",
        )
        .file("Edit", "crawler/spiders/kettleandco.py")
        .assistant(
          "Done. With 1 request per second, the full catalogue of about 18,000 pages takes five hours, so it fits the 00:00 to 06:00 CET window with little slack.",
        )
        .user("ok")
        .stop(),
    planted: [{ kind: "fact", keys: ["1 request per second"] }],
  },
  {
    id: "b80-pydantic-items",
    build: (s) =>
      s
        .user("the itemloaders stuff is driving me nuts, processors everywhere and no types. alternatives?")
        .assistant(
          "Two options: scrapy's dataclass items with manual cleaning, or Pydantic models that validate each item in a pipeline. Pydantic gives typed fields and clear validation errors.",
        )
        .user("pydantic. let's drop itemloaders entirely and validate with pydantic models in a pipeline")
        .file("Write", "crawler/items.py")
        .file("Edit", "crawler/pipelines/validate.py")
        .bash("pytest tests -q -m 'not browser'", "63 passed in 4.8s")
        .assistant("I have replaced the item loaders with Pydantic models (PriceItem, ReviewItem) and a ValidatePipeline. All 63 tests pass.")
        .user("great. tomorrow: write the bigquery schema migration for the brand field on PriceItem, I want it done before friday's load")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pydantic"] },
      { kind: "task", keys: ["migration", "brand"] },
    ],
  },
  {
    id: "b80-spider-fixtures",
    build: (s) =>
      s
        .user("the shopnorth spider test hit the live site just now and got a 429, that's not great")
        .file("Read", "tests/spiders/test_shopnorth.py")
        .assistant(
          "The test builds a request to https://www.shopnorth.com and lets Scrapy fetch it. I can change it to load a saved page from tests/fixtures/html/ and build an HtmlResponse from it.",
        )
        .user("yes please. and that's how all spider tests work from now on: saved html in tests/fixtures/html, no live requests from tests")
        .file("Edit", "tests/spiders/test_shopnorth.py")
        .bash(
          "ls tests/fixtures/html/ | head; pytest tests/spiders -q",
          "baxter_home_product.html\ngreenleaf_product.html\nshopnorth_product.html\n8 passed in 0.9s",
        )
        .assistant("The shopnorth test now reads tests/fixtures/html/shopnorth_product.html. The 8 spider tests pass offline.")
        .user("the fixtures are from march though. someone should re-capture all of them after the kettleandco redesign, let's do it next week")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["fixtures/html"] },
      { kind: "task", keys: ["re-capture"] },
    ],
  },
  {
    id: "b80-item-drop-alert",
    build: (s) =>
      s
        .user("last thursday greenleaf returned 40% fewer items and nobody noticed until the analysts complained")
        .bash("pip show spidermon | head -2; grep -rn spidermon crawler/settings.py", "Name: spidermon\nVersion: 1.22.0")
        .assistant("Spidermon 1.22 is installed, but it is not enabled in the settings, so no monitors run.")
        .user(
          "right, it's installed but nobody ever wired it up. we need an alert when the item count drops more than 30% night over night, per spider. put that on the backlog, it's a bigger job",
        )
        .assistant("Should I open an issue for it?")
        .user("no, the backlog note is enough")
        .stop(),
    planted: [
      { kind: "fact", keys: ["spidermon"] },
      { kind: "task", keys: ["30%"] },
    ],
  },
  {
    id: "b80-proxy-geo",
    build: (s) =>
      s
        .user("baxter_home shows different prices depending on country. we want the UK prices")
        .bash("python tools/probe_geo.py baxterhome.com --country us --country gb", "us: £ not shown, $129.00\ngb: £104.99")
        .assistant("The site geolocates by IP. We could either pass a country cookie, or route baxter_home through UK exit nodes of the proxy pool.")
        .bash("curl -s -H 'Cookie: bh_country=GB' https://www.baxterhome.com/p/3311 | grep -o 'data-price=\"[^\"]*\"'", 'data-price="129.00"')
        .assistant("The cookie is ignored; the price is still USD. Routing through UK exit nodes is the only option that works.")
        .user("ok then baxter_home goes through the gb exit nodes, set country=gb on its proxy meta")
        .file("Edit", "crawler/spiders/baxter_home.py")
        .assistant("Done, baxter_home requests now carry proxy country=gb.")
        .user("thx. note for later: greenleaf has a canadian store too and the client will want those prices eventually, we'll have to look at that next month")
        .stop(),
    planted: [
      { kind: "decision", keys: ["gb", "baxter_home"] },
      { kind: "task", keys: ["canadian"] },
    ],
  },
  {
    id: "b80-cleaned-output-format",
    build: (s) =>
      s
        .user("analysts want the cleaned prices as files too, not just bigquery. let's write CSV to the gcs bucket nightly")
        .assistant("I'll write a CSV exporter. How large do you expect a night to be? At about 180,000 rows CSV is fine, but types are lost.")
        .bash("python -m cleaning.export --dry-run --format csv", "rows=184212 size=61.4MB columns=14")
        .user("hmm, 60MB a night and they'll load it in pandas anyway. actually no, not csv. parquet, partitioned by scrape date, dt=YYYY-MM-DD folders")
        .file("Write", "cleaning/export.py")
        .bash("python -m cleaning.export --date 2026-11-16 --format parquet", "wrote gs://pw-cleaned/prices/dt=2026-11-16/part-0.parquet (9.8MB)")
        .assistant("I have written the exporter: it writes Parquet to gs://pw-cleaned/prices/dt=<date>/. Last night's data is 9.8 MB.")
        .user("👌 and one more general thing: every column we hand to analysts is snake_case, I saw 'PriceCents' in there, rename it")
        .file("Edit", "cleaning/export.py")
        .assistant("Renamed PriceCents to price_cents and checked the other 13 columns; they were already snake_case.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["parquet"] },
      { kind: "instruction", keys: ["snake_case"] },
    ],
  },
  {
    id: "b80-robots-403",
    build: (s) =>
      s
        .user("wait, how is greenleaf crawling /account/wishlist pages? their robots.txt disallows that path, I checked in the browser")
        .bash(
          "curl -s -o /dev/null -w '%{http_code}' -A 'PricewatchBot/1.2 (+https://pricewatch.io/bot)' https://www.greenleaf.co/robots.txt; echo; curl -s -o /dev/null -w '%{http_code}' https://www.greenleaf.co/robots.txt",
          "403\n200",
        )
        .assistant(
          "Found it: greenleaf's robots.txt returns 403 to our user agent but 200 to a browser. Scrapy's RobotsTxtMiddleware treats a 4xx robots.txt as 'no rules', so it allows everything. That is why the wishlist pages were crawled.",
        )
        .user("oh great. what are the options")
        .assistant(
          "We could (a) fetch robots.txt with a browser user agent, or (b) treat any 4xx/5xx on robots.txt as 'disallow all' for that domain and report it.",
        )
        .user("b. an error on robots.txt means disallow all, we don't get clever and fetch it pretending to be a browser")
        .file("Edit", "crawler/middlewares.py")
        .bash("pytest tests/test_robots.py -q", "6 passed in 0.4s")
        .assistant("I have added StrictRobotsMiddleware: a 4xx or 5xx on robots.txt now disallows the whole domain for the run. 6 tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["robots.txt", "403"] },
      { kind: "decision", keys: ["disallow all"] },
    ],
  },
  {
    id: "b80-new-domain-signoff",
    build: (s) =>
      s
        .user("client wants lumenhaus.de added. can you scaffold the spider?")
        .bash("scrapy genspider lumenhaus lumenhaus.de", "Created spider 'lumenhaus' using template 'basic' in module:\n  crawler.spiders.lumenhaus")
        .file("Edit", "crawler/spiders/lumenhaus.py")
        .assistant("I have scaffolded the lumenhaus spider. Should I add it to the nightly schedule in scrapinghub.yml?")
        .user(
          "NO, not yet. process for any new domain: Dana reviews their terms of service and gives written sign-off first, then it goes into the schedule. nothing gets scheduled without that sign-off. we don't have it for lumenhaus yet, I'll chase Dana on monday about lumenhaus",
        )
        .assistant("Understood, I have not touched the schedule. The spider exists but is not scheduled.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["sign-off", "schedule"] },
      { kind: "task", keys: ["lumenhaus", "monday"] },
    ],
  },
  {
    id: "b80-cross-retailer-matching",
    build: (s) =>
      s
        .user("how should we match the same product across retailers? titles are a mess")
        .bash(
          "python -m cleaning.stats --field gtin",
          "kettleandco: gtin present 97%\nshopnorth: gtin present 88%\nbaxter_home: gtin present 64%\ngreenleaf: gtin present 91%",
        )
        .assistant(
          "Most products carry a GTIN: 64% to 97% depending on the retailer. I'd suggest matching on GTIN wherever it exists, and for the rest a fuzzy title match with brand and size. Or we could start with fuzzy matching for everything, but that would be much noisier.",
        )
        .user("gtin first, that's the decision. the fuzzy title matching for the leftovers is a next-quarter thing, park it")
        .file("Write", "cleaning/match.py")
        .bash("pytest tests/cleaning/test_match.py -q", "5 passed in 0.3s")
        .assistant("I have implemented GTIN matching in cleaning/match.py; rows without a GTIN are left unmatched for now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["gtin"] },
      { kind: "task", keys: ["fuzzy"] },
    ],
  },
  {
    id: "b80-uv-deps",
    build: (s) =>
      s
        .user("add price-parser to the deps")
        .bash("pip install price-parser && pip freeze | grep -i price", "Successfully installed price-parser-0.3.4\nprice-parser==0.3.4")
        .assistant("I have installed price-parser 0.3.4 with pip.")
        .user("ah we don't use pip directly in this repo, everything goes through uv. add deps with `uv add`, install with `uv sync`. please redo it")
        .bash("pip uninstall -y price-parser && uv add price-parser", "Resolved 48 packages in 212ms\n + price-parser==0.3.4")
        .assistant("Redone with uv add; pyproject.toml and uv.lock now include price-parser.")
        .user(
          "thanks. btw scrapy cloud runs the scrapy:2.11 stack image, so no python 3.12 features in spider code. we should move to 2.12 once zyte ships a stack for it, remind me in january",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["uv add"] },
      { kind: "fact", keys: ["scrapy:2.11"] },
      { kind: "task", keys: ["2.12", "january"] },
    ],
  },
  {
    id: "b80-block-resources",
    build: (s) =>
      s
        .user("the playwright spiders are eating bandwidth on the residential proxies, brightline invoice was double this month")
        .bash("python tools/bandwidth_by_type.py logs/last-run/greenleaf/har.json", "image 71%\nfont 9%\nscript 12%\ndocument 5%\nxhr 3%")
        .assistant(
          "Images and fonts are 80% of the bytes. I propose aborting requests for images, fonts and media in a Playwright route handler; the prices come from the document and XHR responses, so nothing we parse should change. Does that work for you?",
        )
        .user("yes do it, block images, fonts and media for all playwright spiders")
        .file("Edit", "crawler/playwright_setup.py")
        .bash(
          "scrapy crawl greenleaf -s CLOSESPIDER_ITEMCOUNT=50 2>&1 | grep -E 'bytes|item_scraped'",
          "'downloader/response_bytes': 3912044\n'item_scraped_count': 50",
        )
        .assistant("Done. The 50-item test run downloaded 3.9 MB, and items look the same.")
        .user("nice. someone should compare the brightline invoice next month to see the real bandwidth savings, add that as a follow-up")
        .stop(),
    planted: [
      { kind: "decision", keys: ["images", "fonts"] },
      { kind: "task", keys: ["invoice", "savings"] },
    ],
  },
  {
    id: "b80-fx-rates",
    build: (s) =>
      s
        .user("where do the GBP→EUR conversions in the cleaned table come from? the analysts asked")
        .file("Read", "cleaning/fx.py")
        .bash(
          "grep -n 'url\\|def ' cleaning/fx.py",
          "8:ECB_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'\n14:def rate_for(day, currency):",
        )
        .assistant("cleaning/fx.py converts with the ECB daily reference rates, fetched from the ECB eurofxref XML for the scrape day. I'll reply with that.")
        .user("ok. should we store the original currency and amount too? they keep asking")
        .assistant("That would let the analysts redo conversions. It costs two columns: original_currency and original_amount_cents.")
        .user("yes, let's keep original currency and amount next to the converted price, from today on")
        .file("Edit", "cleaning/normalize.py")
        .assistant("I have added original_currency and original_amount_cents to the cleaned rows.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ecb"] },
      { kind: "decision", keys: ["original", "currency"] },
    ],
  },
  {
    id: "b80-takedown-policy",
    build: (s) =>
      s
        .user(
          "baxter home's legal team emailed asking us to stop crawling. already talked to dana. going forward: if any site owner asks us to stop, we stop that domain the same day and tell me, we don't negotiate or argue with them. pull baxter_home from the schedule now",
        )
        .file("Edit", "scrapinghub.yml")
        .bash(
          "shub deploy 48214 && shub schedule --list 48214 | grep baxter || echo 'baxter_home not scheduled'",
          'Deploying to Scrapy Cloud project "48214"\n{"status": "ok"}\nbaxter_home not scheduled',
        )
        .assistant("I have removed baxter_home from the periodic jobs and deployed to staging 48214. Should I deploy to production as well?")
        .user("yes, prod too, today")
        .bash("shub deploy 48213", '{"status": "ok", "project": 48213}')
        .assistant("Production 48213 no longer runs baxter_home.")
        .user("thx. we really need a per-domain kill switch in the admin ui so this doesn't need a deploy. next sprint")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["same day"] },
      { kind: "task", keys: ["kill switch"] },
    ],
  },
  {
    id: "b80-empty-delay-question",
    build: (s) =>
      s
        .user("quick question, what's the actual difference between DOWNLOAD_DELAY and AutoThrottle? do they stack?")
        .assistant(
          "DOWNLOAD_DELAY is a fixed minimum wait between requests to the same slot. AutoThrottle adjusts the delay dynamically from response latency, and it never goes below DOWNLOAD_DELAY. So they interact: DOWNLOAD_DELAY acts as the floor.",
        )
        .user("and RANDOMIZE_DOWNLOAD_DELAY? is that on by default?")
        .assistant("Yes, it is on by default; it waits between 0.5 and 1.5 times DOWNLOAD_DELAY.")
        .user("huh ok, didn't know that. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b80-empty-readme-typo",
    build: (s) =>
      s
        .user("theres a typo in the README, 'scarpy crawl' in the quickstart. fix it pls")
        .file("Edit", "README.md")
        .assistant("I have fixed 'scarpy crawl' to 'scrapy crawl' in the quickstart section.")
        .user("also the link to the zyte docs is dead")
        .bash("grep -n 'zyte' README.md", "41:See https://docs.zyte.com/scrapy-cloud/old-deploy.html")
        .assistant("I'll replace it with the current deploy page.")
        .file("Edit", "README.md")
        .assistant("The link now points to https://docs.zyte.com/scrapy-cloud/deploy.html.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b80-empty-run-tests",
    build: (s) =>
      s
        .user("run the test suite and tell me if anything's broken")
        .bash(
          "pytest -q",
          "........................................................F......\nFAILED tests/cleaning/test_units.py::test_ounces_to_grams - assert 28.35 == 28.349523125\n1 failed, 62 passed in 5.0s",
        )
        .assistant(
          "One failure: test_ounces_to_grams compares a rounded value with the exact conversion. It looks like the test expectation was written before rounding was added.",
        )
        .user("just round the expected value in the test")
        .file("Edit", "tests/cleaning/test_units.py")
        .bash("pytest -q", "63 passed in 4.9s")
        .assistant("All 63 tests pass now.")
        .stop(),
    planted: [],
  },
  {
    id: "b80-empty-block-guesses",
    build: (s) =>
      s
        .user("why do you think baxter_home started returning 503s around 3am? I'm just wondering, no need to fix")
        .bash(
          "grep ' 503 ' logs/nightly-2026-11-15.log | awk '{print $1}' | cut -c1-13 | uniq -c",
          "   4 2026-11-15T02\n 611 2026-11-15T03\n   2 2026-11-15T04",
        )
        .assistant(
          "The 503s cluster between 03:00 and 04:00 UTC. It might be a maintenance window on their side, or perhaps their CDN rate limits bursts after a deploy. I can't tell from our logs alone.",
        )
        .user("could also be us, maybe the incremental run overlaps the full crawl at that hour?")
        .assistant("Possibly. The full crawl was still running at 03:00, so two jobs may have hit the site at once. I have not verified it.")
        .user("ok let's see if it happens again tomorrow before we do anything")
        .stop(),
    planted: [],
  },
  {
    id: "b80-empty-chitchat",
    build: (s) =>
      s
        .user("morning! coffee machine is broken so expect typos today lol")
        .assistant("Good morning! Sorry to hear about the coffee machine. What are we working on today?")
        .user("honestly not sure yet, waiting for the client call at 11. just wanted to check the nightly finished")
        .bash("shub items 48213/3/1410 --count", "184212")
        .assistant("The nightly job 48213/3/1410 finished with 184,212 items.")
        .user("cool, that's about normal. I'll ping you after the call")
        .stop(),
    planted: [],
  },
  {
    id: "b80-empty-quoted-config",
    build: (s) =>
      s
        .user(
          "what does this middleware config in the old repo do? pasting it:\n```\n# ALWAYS load this before the proxy middleware\n# NEVER set priority above 750, it must run after retries\n# TODO: remove once we drop the legacy cookie jar\nDOWNLOADER_MIDDLEWARES = {'legacy.CookieFix': 740}\n```",
        )
        .assistant(
          "It registers legacy.CookieFix as a downloader middleware with priority 740, so it runs before the proxy middleware (750) on requests and after it on responses. The comments are constraints someone wrote for that old codebase; the TODO refers to the legacy cookie jar.",
        )
        .user("do we have anything like that in the new crawler?")
        .bash("grep -rn CookieFix crawler/ || echo 'no matches'", "no matches")
        .assistant("No, the new crawler has no CookieFix middleware.")
        .stop(),
    planted: [],
  },
  {
    id: "b80-empty-crawlee-idea",
    build: (s) =>
      s
        .user("random thought: would Crawlee be better than scrapy for us? I saw a talk about it")
        .assistant(
          "Crawlee has good browser handling built in and a request queue with persistence. On the other hand, our pipelines, middlewares and Scrapy Cloud deploys are all Scrapy-specific, so moving would be a big rewrite. I could build a small prototype for one spider if you want to compare.",
        )
        .user("nah, not worth it right now, just curious. maybe someday")
        .assistant("Understood, I won't build a prototype.")
        .stop(),
    planted: [],
  },
  {
    id: "b80-empty-refactor-helper",
    build: (s) =>
      s
        .user("extract the price-parsing regex in shopnorth.py into a helper function, it's copy-pasted three times")
        .file("Read", "crawler/spiders/shopnorth.py")
        .assistant("I'll move the regex into a parse_price helper in crawler/utils/prices.py and call it from the three places.")
        .file("Write", "crawler/utils/prices.py")
        .file("Edit", "crawler/spiders/shopnorth.py")
        .bash("pytest tests/spiders/test_shopnorth.py -q", "3 passed in 0.3s")
        .assistant("Done. The three copies now call parse_price, and the shopnorth tests pass.")
        .user("thanks, looks cleaner")
        .stop(),
    planted: [],
  },
  {
    id: "b80-empty-wait-selector",
    build: (s) =>
      s
        .user("in playwright, what's the difference between wait_for_selector and wait_for_load_state('networkidle')? which one is more reliable?")
        .assistant(
          "wait_for_selector waits until a specific element appears, while networkidle waits until there are no network requests for 500 ms. Selectors are usually more reliable because networkidle can hang on pages with analytics polling.",
        )
        .user("does scrapy-playwright let me pass either of those per request?")
        .assistant("Yes, through playwright_page_methods in the request meta, for example PageMethod('wait_for_selector', '.price').")
        .user("ok, I'll play with that myself later")
        .stop(),
    planted: [],
  },
  {
    id: "b80-empty-status-report",
    build: (s) =>
      s
        .user("what did you get done on the greenleaf spider earlier?")
        .bash(
          "git log --oneline -3 -- crawler/spiders/greenleaf.py",
          "a91c2e0 greenleaf: handle out-of-stock badge\n7d10b3f greenleaf: paginate with ?page=\n5e2f8aa greenleaf: initial spider",
        )
        .assistant(
          "Earlier today I made the spider handle the out-of-stock badge, and before that added pagination with ?page=. The last test crawl scraped 1,204 items without errors.",
        )
        .user("ok. and the stock numbers look right?")
        .assistant("I compared 20 products by hand with the website and all 20 matched.")
        .user("nice work")
        .stop(),
    planted: [],
  },
  {
    id: "b80-empty-robots-cache-idea",
    build: (s) =>
      s
        .user("how often do we refetch robots.txt? every run?")
        .assistant("Yes, Scrapy fetches robots.txt once per domain at the start of every run and keeps it in memory for that run.")
        .user("maybe we could cache it for a week to save requests... eh no, forget it, it's one request per domain per night. not worth it")
        .assistant("Agreed, the saving would be tiny. I'll leave it as it is.")
        .stop(),
    planted: [],
  },
  {
    id: "b80-empty-quoted-robots",
    build: (s) =>
      s
        .user(
          "can you explain this robots.txt from lumenhaus? pasted:\n```\nUser-agent: *\nDisallow: /checkout/\nDisallow: /search?\n# Crawlers must never request more than 1 page per 10 seconds\nCrawl-delay: 10\n# TODO update sitemap location\nSitemap: https://lumenhaus.de/sitemap.xml\n```",
        )
        .assistant(
          "It disallows /checkout/ and search result URLs for every user agent and asks for a crawl delay of 10 seconds. The comments are notes by the site's authors.",
        )
        .user("does the /search? rule block product pages with query strings?")
        .assistant("No, it only matches paths starting with /search?. Product URLs like /produkt/123?color=red are allowed.")
        .user("ok good to know")
        .stop(),
    planted: [],
  },
  {
    id: "b80-empty-rename-spider",
    build: (s) =>
      s
        .user("rename the spider class KettleSpider to KettleAndCoSpider, the name attribute stays kettleandco")
        .file("Edit", "crawler/spiders/kettleandco.py")
        .bash("scrapy list && pytest tests/spiders -q", "baxter_home\ngreenleaf\nkettleandco\nlumenhaus\nshopnorth\n8 passed in 0.9s")
        .assistant("Renamed the class to KettleAndCoSpider. The spider name is still kettleandco and the spider tests pass.")
        .user("perfect, thanks")
        .assistant("You're welcome. Anything else for today?")
        .user("nope that's it, have a good one")
        .stop(),
    planted: [],
  },
];

export const BLIND80 = plantedSet(BLIND80_SESSIONS, Date.UTC(2026, 10, 8, 9));
