/**
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * A blind planted set for the offline long-term-memory extractor. Style: casual and non-native
 * English writers (lowercase, typos, short forms, now and then a word from their own language
 * such as "ok dann", "vale", "bon"), doing everyday web and scripting work (backup scripts,
 * WordPress and Flask sites, cron, nginx, small Node and Python tools), with the assistant
 * speaking in the voices of the six agents (Claude Code, Codex, Copilot CLI, Gemini, Grok,
 * OpenCode). The items are said plainly among much chatter. Each session is one segment; the
 * items planted in it are listed with it: 82 items (19 decisions, 21 instructions, 24 facts, 18
 * tasks) in 69 sessions, 16 of which plant nothing. Every other message must give nothing: questions,
 * hypotheses, proposals the user rejects or never confirms, withdrawn ideas, unconfirmed
 * guesses, quoted code and tool output (with "always", "never", "TODO" in them), chit-chat,
 * and requests the agent completes in the same session. Superseded decisions: only the later
 * decision is planted.
 *
 * Matching rule (the one test/node/planted-blind.ts states, fixed before any measurement):
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

export const BLIND28_SESSIONS: BlindSession[] = [
  {
    id: "b28-backup-exec-bit",
    build: (s) =>
      s
        .user("hi, the backup.sh from last week is not running anymore?? cron log is empty")
        .assistant("Let me check the crontab and the script's permissions.")
        .bash("crontab -l", "0 3 * * * /home/ralf/bin/backup.sh >> /var/log/backup.log 2>&1")
        .bash("ls -la /home/ralf/bin/backup.sh", "-rw-r--r-- 1 ralf ralf 812 Oct 28 09:14 /home/ralf/bin/backup.sh")
        .assistant("The script lost its execute bit (`-rw-r--r--`), so cron can't start it. Restoring it with `chmod +x`.")
        .bash("chmod +x /home/ralf/bin/backup.sh && ls -la /home/ralf/bin/backup.sh", "-rwxr-xr-x 1 ralf ralf 812 Oct 28 09:14 /home/ralf/bin/backup.sh")
        .user("ok dann. fyi the nas is only mounted on /mnt/nas when the vpn is up, thats why the script checks the mount first")
        .user("and from now on backups go with rsync, not tar. the tar files got way too big. decided")
        .assistant("Got it. I replaced the tar line with `rsync -a --delete /home/ralf/docs/ /mnt/nas/docs/`.")
        .file("Edit", "bin/backup.sh")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nas", "vpn"] },
      { kind: "decision", keys: ["rsync"] },
    ],
  },
  {
    id: "b28-wp-double-mail",
    build: (s) =>
      s
        .user("vale, can you look why the contact form sends 2 emails to the client")
        .assistant("Okay. I will search the plugin for the places where mail is sent.")
        .bash(
          "grep -rn wp_mail wp-content/plugins/mi-form/",
          "wp-content/plugins/mi-form/mi-form.php:88:    wp_mail($to, $subject, $body);\nwp-content/plugins/mi-form/hooks.php:12:  wp_mail($to, $subject, $body); // TODO never send twice",
        )
        .assistant("`wp_mail` is called in `mi_form_submit()` and again in a hook in hooks.php. I removed the call in hooks.php; one mail per submit now.")
        .file("Edit", "wp-content/plugins/mi-form/hooks.php")
        .user("perfecto. btw the client is on shared hosting with php 7.4 and they cant upgrade")
        .user("so always keep the plugin code 7.4 compatible pls, no match() or enums or that stuff")
        .assistant("Understood, I'll keep it 7.4 compatible.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hosting", "php"] },
      { kind: "instruction", keys: ["compatible"] },
    ],
  },
  {
    id: "b28-chitchat-equals",
    build: (s) =>
      s
        .user("quick q whats the difference between == and === in js again")
        .assistant("`==` converts types before comparing (`'1' == 1` is true), `===` does not (`'1' === 1` is false). Let me show it.")
        .bash("node -e \"console.log('1' == 1, '1' === 1)\"", "true false")
        .user("ah right thx, lol i always forget this one")
        .assistant("No problem, it trips up everyone at some point.")
        .stop(),
    planted: [],
  },
  {
    id: "b28-flask-port",
    build: (s) =>
      s
        .user("the flask app dont start on the server, says address already in use")
        .assistant("I'll check what is listening on port 5000.")
        .bash("ss -ltnp | grep 5000", 'LISTEN 0 128 0.0.0.0:5000 0.0.0.0:* users:(("ControlCenter",pid=412,fd=9))')
        .assistant("Something called ControlCenter holds 5000. Maybe it's the AirPlay receiver? Not sure that exists on this box though.")
        .user("no no this is the mac mini in the office, yes airplay. whatever")
        .user("we move the app to port 8080 then, final. i dont want fight with apple")
        .assistant("Switched `app.run(port=8080)` and the systemd unit. It starts now.")
        .file("Edit", "app.py")
        .bash("curl -s -o /dev/null -w '%{http_code}' localhost:8080/", "200")
        .stop(),
    planted: [{ kind: "decision", keys: ["8080"] }],
  },
  {
    id: "b28-csv-import-semicolon",
    build: (s) =>
      s
        .user("import_kunden.py crashes on the new export, can u check")
        .bash(
          "python import_kunden.py data/kunden_nov.csv",
          "Traceback (most recent call last):\n  ...\nValueError: not enough values to unpack (expected 5, got 1)",
          1,
        )
        .assistant("The file uses `;` as separator, the script expects `,`. I'll set `delimiter=';'` in the reader.")
        .file("Edit", "import_kunden.py")
        .bash("python import_kunden.py data/kunden_nov.csv", "imported 1284 rows")
        .user("ja the exports from the buchhaltung software are always semicolon and latin-1, its a german thing")
        .assistant("Then I'll also open it with `encoding='latin-1'` so the umlauts survive.")
        .user("good, thx")
        .stop(),
    planted: [{ kind: "fact", keys: ["semicolon", "latin-1"] }],
  },
  {
    id: "b28-nginx-cache",
    build: (s) =>
      s
        .user("site shows old css after deploy, again. nginx caching?")
        .assistant("Could be nginx, could be the browser. Checking the headers first.")
        .bash("curl -sI https://shop.example.fr/static/app.css | grep -i cache", "cache-control: max-age=2592000")
        .assistant(
          "Static files are cached for 30 days with no fingerprint in the filename. Options: add a hash to the filename in the build, or shorten max-age.",
        )
        .user("bon, we do the hash in filename. vite can do it no? decided, max-age stays")
        .assistant("Yes, Vite does it by default for built assets; the template was pointing at a fixed path. I changed it to read the manifest.")
        .file("Edit", "templates/base.html")
        .bash("npm run build 2>&1 | tail -2", "dist/assets/app-4f1c9a2e.css   18.21 kB\n✓ built in 1.42s")
        .user("merci. next week we need to also do the same for the admin pages, they have their own template")
        .stop(),
    planted: [
      { kind: "decision", keys: ["hash", "filename"] },
      { kind: "task", keys: ["admin"] },
    ],
  },
  {
    id: "b28-empty-regex",
    build: (s) =>
      s
        .user("can you give me a regex for french postcodes? 5 digits")
        .assistant("`^\\d{5}$` covers the format. Corsica uses 20xxx like everyone else, so no letters needed. Quick check:")
        .bash("node -e \"console.log(/^\\d{5}$/.test('75011'), /^\\d{5}$/.test('7501'))\"", "true false")
        .user("nice merci")
        .stop(),
    planted: [],
  },
  {
    id: "b28-sheets-script",
    build: (s) =>
      s
        .user("my apps script for the sheet is slow like 4 min, it reads cell by cell i think")
        .assistant("I'll read it. Reading cells one by one with `getValue()` in a loop is the usual cause.")
        .bash("cat Code.gs | head -20", "function syncRows() {\n  for (var r = 2; r <= last; r++) {\n    var v = sheet.getRange(r, 3).getValue();")
        .assistant("Yes, one call per row. I rewrote it to read the whole range with `getValues()` once and write back once with `setValues()`.")
        .file("Edit", "Code.gs")
        .user("wow 6 seconds now")
        .user("the sheet 'Pedidos' is the one the shop writes in, the zapier zap fills it every 15 min")
        .user("so never write into Pedidos from the script, only read")
        .assistant("Understood: the script only reads 'Pedidos', never writes to it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pedidos", "zapier"] },
      { kind: "instruction", keys: ["pedidos"] },
    ],
  },
  {
    id: "b28-docker-compose-db",
    build: (s) =>
      s
        .user("docker compose up fails, db container exits 1")
        .bash(
          "docker compose logs db | tail -3",
          "db-1  | 2026-11-06 10:02:11.201 UTC [1] FATAL:  database files are incompatible with server\ndb-1  | DETAIL:  The data directory was initialized by PostgreSQL version 15, which is not compatible with this version 16.4.",
        )
        .assistant("The volume was made with Postgres 15 but the image tag now pulls 16. Either pin 15, or dump and restore into 16.")
        .user("hmm what is less work")
        .assistant("Pinning `postgres:15` is one line. Upgrading means `pg_dump` from a 15 container and restore into 16.")
        .user("pin postgres 15 for now, i dont have time this week.")
        .user("but put on the list: upgrade the local db to postgres 16 with dump/restore")
        .assistant("Pinned `image: postgres:15-alpine` in compose.yaml; the stack is up.")
        .file("Edit", "compose.yaml")
        .bash("docker compose ps --format '{{.Name}} {{.Status}}'", "app-db-1 Up 12 seconds\napp-web-1 Up 10 seconds")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pin", "15"] },
      { kind: "task", keys: ["upgrade", "postgres"] },
    ],
  },
  {
    id: "b28-express-logging",
    build: (s) =>
      s
        .user("pls add request logging to the express api, something simple")
        .assistant("Codex here. Plan: add `morgan('tiny')` before the routers.")
        .bash("npm ls morgan", "api@1.0.0 /home/dev/src/app\n└── (empty)")
        .user("wait no morgan, we use pino everywhere in the company, all services log json with pino. that is the rule")
        .assistant("Ok, pino-http then. Installed and mounted it.")
        .bash("npm i pino-http", "added 9 packages in 2s")
        .file("Edit", "src/server.js")
        .user("👍 and Tomás wants request ids in the logs, we do that next time, not now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pino"] },
      { kind: "task", keys: ["request ids"] },
    ],
  },
  {
    id: "b28-empty-git-question",
    build: (s) =>
      s
        .user("how do i undo the last commit but keep the changes?")
        .assistant("`git reset --soft HEAD~1` keeps the changes staged. Your log right now:")
        .bash("git log --oneline -3", "a91c2e0 wip footer\n7d3310b fix nav on mobile\n2b8e771 add footer links")
        .user("ok did it, works. thanks!!")
        .assistant("Great. The changes from 'wip footer' are staged again.")
        .stop(),
    planted: [],
  },
  {
    id: "b28-scraper-ratelimit",
    build: (s) =>
      s
        .user("the scraper gets 429 after ~200 pages from the supplier site")
        .bash("python scrape.py --pages 300 2>&1 | tail -2", "page 201 ... HTTPError 429 Too Many Requests\naborting")
        .assistant("They rate limit. I could rotate proxies, or just slow down to 1 request a second with backoff on 429.")
        .user("no proxies, the supplier is our partner, we asked them. they allow max 1 request per second, they told us by mail")
        .assistant("Then I'll add a 1 s sleep between requests and exponential backoff when a 429 comes anyway.")
        .file("Edit", "scrape.py")
        .bash("python scrape.py --pages 300 2>&1 | tail -1", "done: 300 pages, 0 errors")
        .user("top. keep it like this always, never faster than 1/s whatever someone asks")
        .stop(),
    planted: [
      { kind: "fact", keys: ["supplier", "request"] },
      { kind: "instruction", keys: ["faster"] },
    ],
  },
  {
    id: "b28-mailer-superseded",
    build: (s) =>
      s
        .user("we need transactional mails for the booking site. lets use mailgun, i have an account already")
        .assistant("I'll wire the Mailgun API into `send_confirmation()`.")
        .bash("pip install requests && grep -n send_confirmation app/mail.py", "Successfully installed requests-2.32.3\n14:def send_confirmation(booking):")
        .user("hmm wait, my colleague says mailgun had problems with gmail spam last year for us")
        .user("ok scrap mailgun. we go with postmark, Jana already set up the domain there. final")
        .assistant("Switched to Postmark: `POSTMARK_TOKEN` from env, the server token goes in `.env` (not committed).")
        .file("Edit", "app/mail.py")
        .bash("python -m pytest tests/test_mail.py -q", "3 passed in 0.41s")
        .stop(),
    planted: [{ kind: "decision", keys: ["postmark"] }],
  },
  {
    id: "b28-cron-timezone",
    build: (s) =>
      s
        .user("the report mail comes at 2am instead of 8am. why")
        .bash("timedatectl | grep 'Time zone'", "                Time zone: Etc/UTC (UTC, +0000)")
        .assistant("The server runs in UTC and the cron line says `0 8 * * *`, so 8:00 UTC. If you're in Jakarta that's 15:00, not 2am... where are you?")
        .user("im in mexico city lol. the server is UTC and stays UTC, all our servers are UTC")
        .assistant("Then 8:00 local in Mexico City is 14:00 UTC. I set `0 14 * * *` and added `CRON_TZ` as a comment for the next reader.")
        .bash("crontab -l | grep report", "0 14 * * * /opt/reports/send_daily.sh")
        .user("gracias")
        .stop(),
    planted: [{ kind: "fact", keys: ["servers", "utc"] }],
  },
  {
    id: "b28-react-form",
    build: (s) =>
      s
        .user("the signup form in react lets empty email through. fix pls")
        .file("Read", "src/components/SignupForm.jsx")
        .assistant("There's no validation on submit, only `required` on the name. Adding a check for the email field and an error message.")
        .file("Edit", "src/components/SignupForm.jsx")
        .bash("npx vitest run src/components/SignupForm.test.jsx", " ✓ src/components/SignupForm.test.jsx (4 tests) 38ms\n Test Files  1 passed (1)")
        .user("ok. for forms we always use react-hook-form in this project, dont write the state by hand next time")
        .assistant("Noted. Should I convert this one now too?")
        .user("no leave it, works. later maybe")
        .stop(),
    planted: [{ kind: "instruction", keys: ["react-hook-form"] }],
  },
  {
    id: "b28-empty-weather-chat",
    build: (s) =>
      s
        .user("morning! raining here again, 3rd week. anyway lets see if the tests still pass after the weekend")
        .bash("npm test 2>&1 | tail -3", " Test Files  12 passed (12)\n      Tests  87 passed (87)\n   Duration  4.12s")
        .assistant("All 87 tests pass. Sorry about the weather!")
        .user("haha thx. ok nothing else for now")
        .stop(),
    planted: [],
  },
  {
    id: "b28-deploy-script",
    build: (s) =>
      s
        .user("deploy.sh should also clear the opcache, the php site shows old code after deploy")
        .file("Read", "deploy.sh")
        .assistant("I'll add a call to the `opcache-reset.php` endpoint after rsync. Alternatively reload php-fpm, that also clears it.")
        .user("reload fpm is better i think. hmm but it drops requests? not sure")
        .assistant("`systemctl reload php8.2-fpm` is graceful: running requests finish. A restart would drop them.")
        .user("ok reload fpm then, go")
        .file("Edit", "deploy.sh")
        .bash("bash -n deploy.sh && echo ok", "ok")
        .user("also remember: deploy only from the release branch, never from main. main is where people push random stuff")
        .assistant("Understood. I added a guard at the top of deploy.sh that exits unless the current branch is `release`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["reload", "fpm"] },
      { kind: "instruction", keys: ["release"] },
    ],
  },
  {
    id: "b28-s3-upload",
    build: (s) =>
      s
        .user("upload of big pdfs to s3 fails after 5gb")
        .bash("aws s3 cp big.pdf s3://docs-archive-eu/ 2>&1 | tail -1", "upload failed: EntityTooLarge", 1)
        .assistant("Hmm, the CLI normally switches to multipart above 8 MB. Perhaps the bucket policy blocks multipart? That's a guess, I haven't checked.")
        .bash("aws s3api get-bucket-policy --bucket docs-archive-eu", "An error occurred (NoSuchBucketPolicy)", 254)
        .assistant(
          "No policy, so that guess is wrong. The script calls `put-object` directly, which is limited to 5 GB. Switching it to `aws s3 cp`, which does multipart.",
        )
        .file("Edit", "scripts/upload.sh")
        .user("ok. fyi bucket docs-archive-eu is in eu-central-1 and has versioning on, so deleting is not really deleting")
        .assistant("Good to know: with versioning on, a delete there only adds a delete marker.")
        .stop(),
    planted: [{ kind: "fact", keys: ["versioning"] }],
  },
  {
    id: "b28-tailwind-colors",
    build: (s) =>
      s
        .user("the buttons look grey on prod but blue local")
        .bash("grep -n primary tailwind.config.js", "12:      primary: '#1d4ed8',")
        .assistant("The config is right. Probably the prod build purges the class because it's built dynamically (like `'bg-' + color`).")
        .file("Read", "src/Button.vue")
        .assistant("Confirmed: `:class=\"'bg-' + color\"`. Tailwind can't see it. I'll map the colors to full class names.")
        .file("Edit", "src/Button.vue")
        .user("ok nice. rule for the future: no dynamic tailwind class names, always write the full class")
        .assistant("Will do.")
        .user("and TODO for later, the dark mode colors are also wrong in the footer but not today")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dynamic", "class"] },
      { kind: "task", keys: ["dark mode"] },
    ],
  },
  {
    id: "b28-laravel-queue",
    build: (s) =>
      s
        .user("jobs in laravel queue are not processed, invoices dont go out")
        .bash("php artisan queue:failed | head -4", "+----+------------+---------+\n| ID | Connection | Queue   |\n| 41 | redis      | default |")
        .bash("systemctl status laravel-worker | head -3", "● laravel-worker.service\n     Loaded: loaded\n     Active: inactive (dead)")
        .assistant(
          "The worker service is dead. It died after the server reboot because it's not enabled. Enabling and starting it, then retrying the failed jobs.",
        )
        .bash("sudo systemctl enable --now laravel-worker && php artisan queue:retry all", "The failed job [41] has been pushed back onto the queue.")
        .user("ok super. the worker is managed by systemd on this box, not supervisor, i always confuse it")
        .assistant("Right, the unit is `/etc/systemd/system/laravel-worker.service`.")
        .user("we should add a health check that alerts when the queue is older than 10 min. not now, next sprint")
        .stop(),
    planted: [
      { kind: "fact", keys: ["systemd", "worker"] },
      { kind: "task", keys: ["health check"] },
    ],
  },
  {
    id: "b28-empty-rename",
    build: (s) =>
      s
        .user("rename all the .jpeg in img/ to .jpg pls")
        .bash("rename 's/\\.jpeg$/.jpg/' img/*.jpeg && ls img | head -3", "beach.jpg\nhotel-front.jpg\nroom-12.jpg")
        .assistant("Done, 14 files renamed. The templates don't reference .jpeg anywhere, I checked with grep.")
        .bash("grep -rn '\\.jpeg' templates/ | wc -l", "0")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b28-python-venv",
    build: (s) =>
      s
        .user("pip install gives externally-managed-environment error on the new ubuntu")
        .bash("pip install pandas", "error: externally-managed-environment\n× This environment is externally managed", 1)
        .assistant("Ubuntu 24.04 blocks pip on the system Python. Use a venv, or `--break-system-packages` (not recommended).")
        .user("venv. and we use uv now for everything python, not pip directly. uv venv and uv pip. agreed with Tomasz")
        .bash("uv venv && uv pip install pandas", "Using CPython 3.12.3\nCreating virtual environment at: .venv\nInstalled 6 packages in 212ms")
        .assistant("Created `.venv` with uv and installed pandas.")
        .stop(),
    planted: [{ kind: "decision", keys: ["uv"] }],
  },
  {
    id: "b28-netlify-redirect",
    build: (s) =>
      s
        .user("after moving to netlify the old /blog/?p=123 links are 404")
        .assistant("I'll add redirects. Netlify reads `_redirects` from the publish folder. Do you have the id-to-slug map?")
        .user("yes its in old-posts.csv")
        .bash("head -3 old-posts.csv", "id,slug\n123,mi-primer-viaje\n124,receta-tortilla")
        .assistant("Query-string matches need the `/blog/ p=:id` syntax; generating one line per post from the CSV.")
        .bash("node scripts/make-redirects.js && wc -l public/_redirects", "212 public/_redirects")
        .user("vale. the netlify account belongs to my cousin Diego, if something with billing ask him not me")
        .assistant("Noted, Diego owns the Netlify account.")
        .stop(),
    planted: [{ kind: "fact", keys: ["diego"] }],
  },
  {
    id: "b28-empty-hypothesis",
    build: (s) =>
      s
        .user("the page is slow on my phone, maybe the images? or the fonts? idk")
        .bash("npx lighthouse http://localhost:3000 --only-categories=performance --quiet --output=json | jq '.categories.performance.score'", "0.91")
        .assistant("Score 0.91 locally, so maybe it's your mobile network rather than the page. Could also be the hosting. I can't tell from here.")
        .user("hmm maybe. i check tomorrow on wifi and tell you")
        .stop(),
    planted: [],
  },
  {
    id: "b28-api-version",
    build: (s) =>
      s
        .user("which version of the stripe api do we use? the webhook has fields i dont know")
        .bash("grep -rn apiVersion src/stripe.ts", "src/stripe.ts:4:  apiVersion: '2024-06-20',")
        .assistant(
          "The client pins `2024-06-20`. The webhook endpoint in the dashboard may have a different version, that's where the unknown fields come from.",
        )
        .user("ah ok. and the webhook secret is only in 1password, the vault 'shop-prod', not in any .env on laptops")
        .assistant("Understood, the secret stays in 1password.")
        .user("lets keep the api version pinned, no auto upgrade. we decided that after the mess in march")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "decision", keys: ["pinned"] },
    ],
  },
  {
    id: "b28-empty-withdrawn",
    build: (s) =>
      s
        .user("maybe we should switch the whole thing to next.js? everyone uses it")
        .assistant("Possible, but it's a big move for a site of 6 pages. What problem would it solve?")
        .bash("ls src/pages | wc -l", "6")
        .user("nah you are right forget it, was just an idea after a youtube video")
        .assistant("Fair enough, staying with the current setup.")
        .stop(),
    planted: [],
  },
  {
    id: "b28-git-hooks",
    build: (s) =>
      s
        .user("add a pre-commit that runs prettier on staged files")
        .bash("npx husky init && npm i -D lint-staged", "added 18 packages in 3s")
        .file("Write", ".husky/pre-commit")
        .assistant("Husky + lint-staged: prettier runs on staged `*.{js,css,md}` files before each commit.")
        .bash("git commit -am 'test hook' --dry-run 2>&1 | head -2", "✔ Preparing lint-staged...\n✔ Running tasks for staged files...")
        .user("great. commit messages in this repo are in english even if we talk german, pls keep that")
        .assistant("Sure, English commit messages.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["commit", "english"] }],
  },
  {
    id: "b28-node-version",
    build: (s) =>
      s
        .user("npm run build fails on the ci but works for me")
        .bash("cat .github/workflows/build.yml | grep node-version", "          node-version: 16")
        .assistant("CI runs Node 16; `structuredClone` in the build script needs 17+. Updating CI to Node 20.")
        .file("Edit", ".github/workflows/build.yml")
        .user("why 20 and not 22?")
        .assistant("No strong reason, 22 is the current LTS. Your laptop has 22.11.")
        .user("ok then 22 everywhere, ci and the server and .nvmrc. we stay on 22")
        .file("Edit", ".nvmrc")
        .assistant("CI and `.nvmrc` say 22 now. The server still runs 18 — that one I can't change from here.")
        .user("yes the server upgrade to node 22 is for next week, Amadou has the ssh keys")
        .stop(),
    planted: [
      { kind: "decision", keys: ["22"] },
      { kind: "task", keys: ["server", "22"] },
    ],
  },
  {
    id: "b28-htaccess",
    build: (s) =>
      s
        .user("force https on the old php site pls")
        .file("Read", ".htaccess")
        .assistant("Adding a `RewriteCond %{HTTPS} off` rule with a 301 to https.")
        .file("Edit", ".htaccess")
        .bash("curl -sI http://vieux-site.example.fr | head -2", "HTTP/1.1 301 Moved Permanently\nLocation: https://vieux-site.example.fr/")
        .user("bon ça marche. the hosting (ovh) only allows .htaccess, no access to the apache config itself")
        .assistant("Ok, so on ovh everything goes through .htaccess.")
        .stop(),
    planted: [{ kind: "fact", keys: ["ovh", "htaccess"] }],
  },
  {
    id: "b28-bash-quotes",
    build: (s) =>
      s
        .user("the cleanup script deleted a folder with space in the name, wtf")
        .bash("grep -n 'rm -rf' cleanup.sh", "9:rm -rf $TMPDIR/$name")
        .assistant("Unquoted variables: `$TMPDIR/$name` splits on the space. Quoting them and adding `set -euo pipefail`.")
        .file("Edit", "cleanup.sh")
        .bash("shellcheck cleanup.sh && echo clean", "clean")
        .user("omg. from now on every script gets shellcheck before we run it on the server, no exceptions")
        .assistant("Agreed. I'll run shellcheck on any shell script I write or change.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["shellcheck"] }],
  },
  {
    id: "b28-empty-explain",
    build: (s) =>
      s
        .user("what does this line do: `find . -mtime +30 -delete`")
        .assistant("It deletes every file under the current directory that was modified more than 30 days ago. Dry run first:")
        .bash("find . -mtime +30 | head -3", "./logs/2026-09-01.log\n./logs/2026-09-02.log\n./logs/2026-09-03.log")
        .user("ahh ok so its the log cleanup. makes sense, thx")
        .stop(),
    planted: [],
  },
  {
    id: "b28-i18n",
    build: (s) =>
      s
        .user("add the italian translation, file is in the mail i sent, i put it in locales/it.json")
        .bash("ls locales/", "de.json\nen.json\nes.json\nit.json")
        .bash("node scripts/check-locales.js", "it.json: 4 keys missing (checkout.vat_note, checkout.terms, footer.imprint, footer.privacy)")
        .assistant("it.json is missing 4 keys. I registered the locale; the missing ones fall back to English for now.")
        .file("Edit", "src/i18n.js")
        .user("ok. en.json is the master, all other languages copy the keys from en, never add keys only in one language")
        .user("and the 4 missing italian keys, Giulia has to translate them, i ask her monday")
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["en.json"] },
      { kind: "task", keys: ["italian", "keys"] },
    ],
  },
  {
    id: "b28-sqlite-lock",
    build: (s) =>
      s
        .user("database is locked errors in the little flask dashboard")
        .bash("grep -rn sqlite3.connect app/", "app/db.py:7:    return sqlite3.connect('data.db')")
        .assistant(
          "Each request opens a connection and the cron import writes at the same time. Turning on WAL mode lets readers and one writer work together.",
        )
        .bash("sqlite3 data.db 'PRAGMA journal_mode=WAL;'", "wal")
        .assistant("WAL is on. Should we move to Postgres instead? It would end this for good.")
        .user("no postgres, its a dashboard for 3 people. sqlite stays")
        .assistant("Ok, sqlite with WAL.")
        .stop(),
    planted: [{ kind: "decision", keys: ["sqlite"] }],
  },
  {
    id: "b28-empty-pasted-log",
    build: (s) =>
      s
        .user(
          "look at this log from the printer script lol\n```\n[WARN] paper low - always check tray 2\n[INFO] TODO: never print duplex on label printer\n```\nis this bad?",
        )
        .bash("tail -2 /var/log/printer.log", "[INFO] job 812 done\n[INFO] job 813 done")
        .assistant("Those are just warnings the vendor's script writes. The last jobs finished fine, nothing to do.")
        .user("ok good")
        .stop(),
    planted: [],
  },
  {
    id: "b28-woo-shipping",
    build: (s) =>
      s
        .user("woocommerce shows shipping 0€ for switzerland, should be 25")
        .bash("wp wc shipping_zone list --user=1 --format=csv", "id,name,order\n1,Deutschland,0\n2,EU,1")
        .assistant(
          "There's no zone for Switzerland, so it falls into 'Locations not covered', which has free shipping. Adding a CH zone with a flat rate of 25 €.",
        )
        .bash("wp wc shipping_zone create --name=Schweiz --user=1 --porcelain", "3")
        .user("danke. we dont ship to norway and uk anymore since brexit customs, so no zones for them ever")
        .assistant("Understood, no zones for UK or Norway.")
        .user("and check in january if the swiss rate is still ok, the post changes prices every year")
        .stop(),
    planted: [
      { kind: "fact", keys: ["norway"] },
      { kind: "task", keys: ["swiss", "january"] },
    ],
  },
  {
    id: "b28-gitignore-env",
    build: (s) =>
      s
        .user("i think i commited the .env by accident 😬")
        .bash("git log --oneline -- .env | head -2", "c41a8d2 add config")
        .assistant("Yes, in c41a8d2. I'll remove it from the index and add it to .gitignore. The keys inside should be rotated since the repo is on GitHub.")
        .bash("git rm --cached .env && echo .env >> .gitignore", "rm '.env'")
        .user("ok. rotating the mapbox key i have to do later from the office, the account 2fa is on my work phone")
        .assistant("I'll leave that to you then.")
        .stop(),
    planted: [{ kind: "task", keys: ["mapbox"] }],
  },
  {
    id: "b28-empty-done-request",
    build: (s) =>
      s
        .user("can you bump the copyright year in the footer to 2026")
        .file("Edit", "templates/footer.html")
        .bash("grep -n '©' templates/footer.html", "4:  <p>© 2026 Casa Lucia</p>")
        .assistant("Updated to 2026.")
        .user("gracias")
        .stop(),
    planted: [],
  },
  {
    id: "b28-python-tests",
    build: (s) =>
      s
        .user("write tests for parse_price() pls")
        .file("Read", "utils/prices.py")
        .assistant("I'll cover the comma decimal, the thousands dot and the euro sign.")
        .file("Write", "tests/test_prices.py")
        .bash("pytest tests/test_prices.py -q", "....\n4 passed in 0.05s")
        .user("nice. we use pytest, no unittest classes. just plain functions with assert, i like it simple")
        .assistant("Plain pytest functions it is.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pytest"] }],
  },
  {
    id: "b28-cloudflare-dns",
    build: (s) =>
      s
        .user("the subdomain api.kedai.id dont resolve")
        .bash("dig +short api.kedai.id", "")
        .assistant("No record. Is the DNS at the registrar or at Cloudflare?")
        .user("cloudflare. all our domains dns is on cloudflare, registrar is only niagahoster for the renewal")
        .bash("curl -s -X POST https://api.cloudflare.com/client/v4/zones/$ZONE/dns_records -d @api-record.json | jq .success", "true")
        .assistant("Created the A record for api.kedai.id (proxied).")
        .user("makasih. put proxied off for api, the mobile app does cert pinning. we decided no proxy on api subdomains")
        .bash("curl -s -X PATCH https://api.cloudflare.com/client/v4/zones/$ZONE/dns_records/$ID -d '{\"proxied\":false}' | jq .success", "true")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cloudflare", "dns"] },
      { kind: "decision", keys: ["proxy"] },
    ],
  },
  {
    id: "b28-empty-guess",
    build: (s) =>
      s
        .user("why is the cron job slower on fridays? is it the backup running at the same time?")
        .bash("grep -h 'took' /var/log/sync.log | tail -3", "sync took 41s\nsync took 44s\nsync took 212s")
        .assistant("One run took 212 s. Could be the backup, could be more data on fridays. I'd need the backup's timing to say.")
        .user("no idea honestly. lets not bother now")
        .stop(),
    planted: [],
  },
  {
    id: "b28-image-resize",
    build: (s) =>
      s
        .user("script to make thumbnails for the gallery, 400px wide")
        .bash("which convert magick", "/usr/bin/convert")
        .assistant("ImageMagick is there. I could also use sharp in node, which is faster.")
        .user("imagemagick is fine, its already on the server. no new deps there")
        .file("Write", "scripts/thumbs.sh")
        .bash("bash scripts/thumbs.sh gallery/ && ls gallery/thumbs | wc -l", "58")
        .assistant("58 thumbnails in gallery/thumbs.")
        .user("thumbnails are webp from now, i decided, not jpg. change it")
        .file("Edit", "scripts/thumbs.sh")
        .stop(),
    planted: [
      { kind: "decision", keys: ["webp"] },
      { kind: "instruction", keys: ["deps"] },
    ],
  },
  {
    id: "b28-vercel-env",
    build: (s) =>
      s
        .user("preview deployments on vercel break, cannot find NEXT_PUBLIC_API_URL")
        .bash("vercel env ls", "NEXT_PUBLIC_API_URL   Production   2d ago")
        .assistant("The variable exists only for Production. Adding it for Preview too.")
        .bash(
          "echo https://staging-api.example.com | vercel env add NEXT_PUBLIC_API_URL preview",
          "✅ Added Environment Variable NEXT_PUBLIC_API_URL to Project",
        )
        .user("yes previews talk to the staging api, prod talks to prod api. staging db is reset every night at 3")
        .assistant("Good to know: staging gets reset nightly, so preview data doesn't survive.")
        .stop(),
    planted: [{ kind: "fact", keys: ["staging", "reset"] }],
  },
  {
    id: "b28-js-lint-config",
    build: (s) =>
      s
        .user("eslint and prettier fight about the semicolons")
        .bash("npx eslint src --max-warnings 0 2>&1 | tail -2", "✖ 134 problems (134 errors, 0 warnings)")
        .assistant("eslint's `semi` rule conflicts with prettier. Adding `eslint-config-prettier` turns off the style rules in eslint.")
        .bash("npm i -D eslint-config-prettier && npx eslint src --max-warnings 0 && echo ok", "ok")
        .user("ok. and no semicolons, prettier `semi: false`, thats the team style")
        .file("Edit", ".prettierrc")
        .assistant("Set `semi: false` and reformatted.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["semicolons"] }],
  },
  {
    id: "b28-empty-question-only",
    build: (s) =>
      s
        .user("is it ok to store the jwt in localstorage? what do you think")
        .assistant("It's readable by any script on the page, so an XSS leaks it. An httpOnly cookie is safer. Your app currently uses:")
        .bash("grep -rn localStorage src/ | head -2", "src/auth.js:12:  localStorage.setItem('token', t)")
        .user("hm ok i think about it. not now")
        .stop(),
    planted: [],
  },
  {
    id: "b28-backup-restore-test",
    build: (s) =>
      s
        .user("can we test if the db backups actually restore? never tried lol")
        .bash("ls -1 /backups/mysql | tail -2", "shop-2026-11-24.sql.gz\nshop-2026-11-25.sql.gz")
        .bash(
          "gunzip -c /backups/mysql/shop-2026-11-25.sql.gz | mysql -u root restore_test && mysql -u root -e 'select count(*) from restore_test.orders'",
          "count(*)\n48211",
        )
        .assistant("The last dump restores fine into `restore_test`: 48211 orders, same as prod this morning.")
        .user("yay. the dumps are only 7 days kept on the server, the older ones are on the hetzner storage box")
        .user("to do: make this restore test a monthly cron so we dont forget")
        .assistant("I'll leave that for when you want it; the command above is what it would run.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["7 days"] },
      { kind: "task", keys: ["restore", "monthly"] },
    ],
  },
  {
    id: "b28-php-composer",
    build: (s) =>
      s
        .user("composer install on the server takes ages and eats the ram")
        .bash("free -m | head -2", "               total        used        free\nMem:            1024         901         123")
        .assistant("The server has 1 GB RAM. Running composer there is tight. Build the vendor folder in CI and upload it?")
        .user("yes ok do that. we build vendor in github actions and rsync it, composer does not run on the server anymore. decided")
        .file("Edit", ".github/workflows/deploy.yml")
        .bash("act -j deploy --dryrun 2>&1 | tail -1", "[deploy/build] ✅  Success - Main composer install --no-dev")
        .assistant("The workflow now runs `composer install --no-dev` and ships vendor/ with the rest.")
        .stop(),
    planted: [{ kind: "decision", keys: ["vendor"] }],
  },
  {
    id: "b28-slug-function",
    build: (s) =>
      s
        .user("the slugify function makes 'Ağaç' to 'aa'. turkish chars get lost")
        .bash("node -e \"console.log(require('./lib/slug')('Ağaç Evi'))\"", "aa-evi")
        .assistant("It strips everything non-ASCII. Using `normalize('NFD')` plus a small map for ğ, ı, ş fixes it.")
        .file("Edit", "lib/slug.js")
        .bash("node -e \"console.log(require('./lib/slug')('Ağaç Evi'))\"", "agac-evi")
        .user("süper. the urls of existing products must never change, google ranks them. only new ones use new slug")
        .assistant("Right, existing product urls stay as they are; slugify only runs for new products.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["urls"] }],
  },
  {
    id: "b28-empty-thanks",
    build: (s) =>
      s
        .user("yesterday fix works, the client is happy 🎉")
        .bash("git log --oneline -1", "e2f01ab fix invoice totals rounding")
        .assistant("Glad to hear it!")
        .user("ok see you")
        .stop(),
    planted: [],
  },
  {
    id: "b28-monitoring",
    build: (s) =>
      s
        .user("can you check why uptime robot says the site was down 3 times tonight")
        .bash("journalctl -u nginx --since '02:00' | grep -i -c 'worker process'", "0")
        .bash("grep -c 'Out of memory' /var/log/kern.log", "3")
        .assistant(
          "The kernel killed processes 3 times for memory: the OOM killer took php-fpm each time. Lowering `pm.max_children` from 20 to 8 to fit in RAM.",
        )
        .file("Edit", "/etc/php/8.2/fpm/pool.d/www.conf")
        .user("ok thanks. Kofi gets the uptime alerts by sms, not me, he is on call this month")
        .assistant("Noted, Kofi is on call.")
        .user("and we need to add swap on that box at some point, remind me")
        .stop(),
    planted: [
      { kind: "fact", keys: ["kofi"] },
      { kind: "task", keys: ["swap"] },
    ],
  },
  {
    id: "b28-api-pagination",
    build: (s) =>
      s
        .user("/api/orders returns everything, 30k rows, the app freezes")
        .file("Read", "routes/orders.js")
        .assistant("No limit in the query. I'll add `limit`/`offset` params with a default of 50.")
        .user("no offset. cursor pagination with the id, offset is slow on big tables. we do cursor for all list endpoints")
        .file("Edit", "routes/orders.js")
        .bash("curl -s 'localhost:3000/api/orders?after=0' | jq '.items | length'", "50")
        .assistant("Cursor pagination on `id`: `?after=<last id>`, 50 per page.")
        .user("good. the /api/customers has same problem but another day")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "task", keys: ["customers"] },
    ],
  },
  {
    id: "b28-empty-proposal-unconfirmed",
    build: (s) =>
      s
        .user("the build takes 3 minutes")
        .bash("npm run build 2>&1 | tail -1", "✓ built in 178.4s")
        .assistant("We could switch from webpack to vite, or cache node_modules in CI. Want me to try one?")
        .user("let me think, maybe after christmas")
        .stop(),
    planted: [],
  },
  {
    id: "b28-mail-templates",
    build: (s) =>
      s
        .user("the order mail looks broken in outlook")
        .file("Read", "emails/order.html")
        .assistant("It uses flexbox, which Outlook's Word engine ignores. Rewriting the layout with tables.")
        .file("Edit", "emails/order.html")
        .bash("npx mjml --validate emails/order.mjml", "Validation OK")
        .user("ugh outlook. ok all mail templates only with tables and inline css, write that down somewhere, for every new template too")
        .assistant("Added a note to emails/README.md and I'll follow it.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["inline css"] }],
  },
  {
    id: "b28-webhook-retry",
    build: (s) =>
      s
        .user("the shopify webhook for orders comes twice sometimes, we get double rows")
        .bash("grep -c 'X-Shopify-Webhook-Id' logs/webhooks.log", "412")
        .assistant(
          "Shopify retries when we answer slowly (over 5 s), and the handler inserts without checking. Storing the webhook id with a unique index makes the second delivery a no-op.",
        )
        .file("Edit", "handlers/orders.py")
        .bash("pytest tests/test_webhooks.py -q", "...\n3 passed in 0.22s")
        .user("ok yes. our handler takes like 8 sec because of the erp call, thats why")
        .assistant("Then moving the ERP call to a background job would also stop the retries. Shall I?")
        .user("later. for now its fine. put it as open point: erp call into background job")
        .stop(),
    planted: [
      { kind: "fact", keys: ["erp"] },
      { kind: "task", keys: ["background"] },
    ],
  },
  {
    id: "b28-date-format",
    build: (s) =>
      s
        .user("dates in the admin show 11/05/2026, the polish users think its may")
        .bash("grep -rn toLocaleDateString src/admin | head -2", "src/admin/table.js:22:  d.toLocaleDateString('en-US')")
        .assistant("Hard-coded `en-US`. Switching to ISO (2026-11-05) avoids the confusion for everyone.")
        .file("Edit", "src/admin/table.js")
        .user("dobrze. in the admin we show dates always as yyyy-mm-dd, everywhere, also in the exports")
        .assistant("yyyy-mm-dd dates in the admin and the CSV exports from now on.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["yyyy-mm-dd"] }],
  },
  {
    id: "b28-redis-session",
    build: (s) =>
      s
        .user("users get logged out when we deploy")
        .bash("grep -n SESSION_DRIVER .env.example", "SESSION_DRIVER=file")
        .assistant("Sessions are files inside the release folder, so a new release starts empty. Redis or the database would survive deploys.")
        .user("redis for the sessions. we have it anyway for the cache")
        .bash("sed -i 's/SESSION_DRIVER=file/SESSION_DRIVER=redis/' .env && php artisan config:cache", "Configuration cached successfully.")
        .assistant("Sessions are in Redis now and survive the next deploy.")
        .user("the redis on that server has no password and listens only on localhost, so ok")
        .stop(),
    planted: [
      { kind: "decision", keys: ["redis", "session"] },
      { kind: "fact", keys: ["localhost"] },
    ],
  },
  {
    id: "b28-empty-tool-output-words",
    build: (s) =>
      s
        .user("run the linter")
        .bash(
          "npx biome check src",
          "src/util.js:3:1 lint/style/noVar  Use let or const instead of var. Always prefer const.\nsrc/todo.js:1:1 TODO comment found\nChecked 42 files. Found 2 errors.",
          1,
        )
        .assistant("Two findings: a `var` in util.js and a TODO comment in todo.js. Fixing the var.")
        .file("Edit", "src/util.js")
        .user("ok, leave the todo one")
        .stop(),
    planted: [],
  },
  {
    id: "b28-cookie-banner",
    build: (s) =>
      s
        .user("we need a cookie banner, the lawyer says")
        .assistant("There are hosted ones like Cookiebot, or a small self-made one if you only use essential cookies plus analytics.")
        .bash(
          "grep -rn 'gtag\\|plausible' templates/ | head -2",
          'templates/base.html:8: <script defer data-domain="cafe-roma.it" src="https://plausible.io/js/script.js"></script>',
        )
        .assistant("You use Plausible, which sets no cookies. So maybe no banner is needed at all? Not legal advice though.")
        .user("yes the lawyer confirmed, plausible no banner needed. we use plausible only, no google analytics ever on our sites")
        .assistant("Understood: plausible only, no banner, no google analytics.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["plausible", "banner"] },
      { kind: "instruction", keys: ["google analytics"] },
    ],
  },
  {
    id: "b28-logs-rotation",
    build: (s) =>
      s
        .user("disk full on the vps again!!")
        .bash("du -sh /var/www/app/storage/logs", "17G\t/var/www/app/storage/logs")
        .assistant("17 GB of app logs, never rotated. Adding a logrotate rule: daily, keep 14, compress.")
        .file("Write", "/etc/logrotate.d/app")
        .bash("logrotate -d /etc/logrotate.d/app 2>&1 | tail -1", "rotating log /var/www/app/storage/logs/laravel.log, log->rotateCount is 14")
        .user("first i said keep 30 days but ok 14 is enough, disk is small. go with 14")
        .user("also we must move the uploads folder to object storage sometime, it grows too")
        .stop(),
    planted: [
      { kind: "decision", keys: ["14"] },
      { kind: "task", keys: ["uploads"] },
    ],
  },
  {
    id: "b28-empty-chat-lunch",
    build: (s) =>
      s
        .user("brb lunch. start the dev server meanwhile")
        .bash("npm run dev", "  VITE v5.4.2  ready in 412 ms\n  ➜  Local:   http://localhost:5173/")
        .assistant("Dev server is up on http://localhost:5173/. Enjoy lunch!")
        .user("back. ok it works, see you tomorrow")
        .stop(),
    planted: [],
  },
  {
    id: "b28-ftp-legacy",
    build: (s) =>
      s
        .user("the old client site is only reachable by ftp, no ssh. how do i deploy there")
        .assistant("lftp can mirror a folder over FTPS. Let me check it connects.")
        .bash("lftp -u ftpuser -e 'set ftp:ssl-force true; ls; bye' ftp.hanoi-tours.vn", "drwxr-xr-x   3 ftp ftp 4096 Nov 20 public_html")
        .assistant("Connected over FTPS. I wrote `deploy-ftp.sh` that mirrors dist/ to public_html.")
        .file("Write", "deploy-ftp.sh")
        .user("cảm ơn. the ftp password changes every 90 days, the hosting forces it")
        .user("and pls never use plain ftp there, only ftps, even if it is slower")
        .stop(),
    planted: [
      { kind: "fact", keys: ["90 days"] },
      { kind: "instruction", keys: ["ftps"] },
    ],
  },
  {
    id: "b28-search-feature",
    build: (s) =>
      s
        .user("search on the blog finds nothing with accents, 'cafe' dont find 'café'")
        .bash("grep -n LIKE app/search.py", 'app/search.py:9:    q = "SELECT * FROM posts WHERE title LIKE ?"')
        .assistant("LIKE compares bytes. I can add an `unaccent` column, or use Postgres full-text search with the unaccent extension.")
        .user("the blog db is mysql not postgres! 5.7 even")
        .assistant("Sorry, my mistake. With MySQL, a `utf8mb4_unicode_ci` collation on the column makes 'cafe' match 'café'.")
        .bash("mysql blog -e 'ALTER TABLE posts MODIFY title VARCHAR(255) COLLATE utf8mb4_unicode_ci'", "")
        .assistant("Changed; 'cafe' finds 'café' now.")
        .stop(),
    planted: [{ kind: "fact", keys: ["mysql", "5.7"] }],
  },
  {
    id: "b28-release-notes",
    build: (s) =>
      s
        .user("make a CHANGELOG entry for 2.3")
        .bash("git log --oneline v2.2..HEAD | wc -l", "23")
        .file("Edit", "CHANGELOG.md")
        .assistant("Added 2.3 with the 23 commits grouped into Added / Fixed.")
        .user("good. changelog is written for the customers, so no commit hashes and no internal ticket numbers in there")
        .assistant("Removed the hashes; the entries read as plain sentences now.")
        .user("we also need to tag 2.3 after Marta tests on friday, dont do it before")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["changelog"] },
      { kind: "task", keys: ["tag"] },
    ],
  },
  {
    id: "b28-ssl-renew",
    build: (s) =>
      s
        .user("certificate expired on the booking site!!!")
        .bash("sudo certbot renew --dry-run 2>&1 | tail -2", "Failed to renew certificate booking.example.pt with error: Could not bind TCP port 80", 1)
        .assistant("Certbot's standalone mode needs port 80, which nginx holds. Switching the renewal to the nginx plugin.")
        .bash(
          "sudo certbot --nginx -d booking.example.pt --non-interactive && sudo certbot renew --dry-run 2>&1 | tail -1",
          "Congratulations, all simulated renewals succeeded",
        )
        .user("ufa. we decided before to use the webroot method, but no: nginx plugin from now, its the simplest")
        .assistant("Nginx plugin it is; the renewal config points to it.")
        .user("the shop and the blog on the same box still have the old certbot config, they need the switch too. not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["nginx plugin"] },
      { kind: "task", keys: ["shop", "blog"] },
    ],
  },
  {
    id: "b28-excel-export",
    build: (s) =>
      s
        .user("the excel export opens with broken umlauts for the office people")
        .bash("file exports/orders.csv", "exports/orders.csv: UTF-8 Unicode text")
        .assistant("Excel on Windows assumes ANSI unless the CSV starts with a BOM. Writing a UTF-8 BOM at the start.")
        .file("Edit", "export.py")
        .bash("head -c 3 exports/orders.csv | xxd", "00000000: efbb bf                                  ...")
        .user("jo passt. the office only has excel 2016, no newer, they dont get new licenses")
        .stop(),
    planted: [{ kind: "fact", keys: ["excel 2016"] }],
  },
  {
    id: "b28-api-keys-rotation",
    build: (s) =>
      s
        .user("the google maps key got blocked, too many requests")
        .bash("grep -rn MAPS_KEY src/ | head -3", "src/map.js:3: const key = import.meta.env.VITE_MAPS_KEY")
        .assistant("The key is in the front end without referrer restriction, so anyone can reuse it. Restrict it to your domains in the Cloud console.")
        .user("did it now in the console, restricted to our 2 domains")
        .bash("curl -s -o /dev/null -w '%{http_code}' \"https://maps.googleapis.com/maps/api/js?key=$VITE_MAPS_KEY\" -H 'Referer: https://evil.example'", "403")
        .assistant("Confirmed: a foreign referrer gets 403.")
        .user("bien. decision: we move the map to leaflet with openstreetmap, no more google maps bill. but not today, its a todo for the next weeks")
        .stop(),
    planted: [
      { kind: "decision", keys: ["leaflet"] },
      { kind: "task", keys: ["openstreetmap"] },
    ],
  },
  {
    id: "b28-gemini-style-refactor",
    build: (s) =>
      s
        .user("refactor utils.js its 900 lines")
        .assistant("Okay. I will first list the exported functions to see how to group them.")
        .bash("grep -c '^export function' src/utils.js", "47")
        .assistant("47 functions. I propose splitting into dates.js, money.js, strings.js, dom.js. Shall I proceed?")
        .user("yes but utils.js must always keep re-exporting everything, other repos import from it. no breaking imports, ever")
        .file("Write", "src/utils/dates.js")
        .bash("npm test 2>&1 | tail -1", "Tests  64 passed (64)")
        .assistant("Split done, utils.js re-exports everything, tests pass.")
        .user("ok. the shared utils are imported by the 3 mobile apps too, just so you know why")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mobile apps"] },
      { kind: "instruction", keys: ["utils.js", "re-export"] },
    ],
  },
  {
    id: "b28-grok-style-cors",
    build: (s) =>
      s
        .user("cors error from the new frontend domain")
        .bash("curl -sI -H 'Origin: https://app.rumah.id' https://api.rumah.id/health | grep -i access-control", "")
        .assistant("No CORS headers for that origin. The allow-list in `cors.js` only has the old domain. Adding app.rumah.id.")
        .file("Edit", "src/cors.js")
        .bash(
          "curl -sI -H 'Origin: https://app.rumah.id' https://api.rumah.id/health | grep -i access-control",
          "access-control-allow-origin: https://app.rumah.id",
        )
        .user("ok. never put * in cors on this api, it has cookies. explicit list only")
        .assistant("No * in cors, explicit origins only, noted.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["cors"] }],
  },
  {
    id: "b28-opencode-style-cron-lock",
    build: (s) =>
      s
        .user("the sync cron runs twice at the same time sometimes and makes duplicates")
        .bash("ps aux | grep -c '[s]ync_products'", "2")
        .assistant("Two instances running. Wrapping the cron line in `flock -n /tmp/sync.lock` so a second one exits.")
        .bash("crontab -l | grep sync", "*/10 * * * * flock -n /tmp/sync.lock /opt/shop/sync_products.sh")
        .user("nice. the sync takes up to 12 min when the supplier feed is big, on mondays mostly")
        .assistant("That explains the overlap with a 10-min schedule.")
        .stop(),
    planted: [{ kind: "fact", keys: ["12 min"] }],
  },
  {
    id: "b28-copilot-style-docs",
    build: (s) =>
      s
        .user("write a readme for the scripts folder")
        .bash("ls scripts/", "backup.sh\ncleanup.sh\ndeploy.sh\nthumbs.sh")
        .file("Write", "scripts/README.md")
        .assistant("✔ Wrote scripts/README.md with one section per script (what it does, how to run, env vars).")
        .user("thanks. docs go in the repo as markdown, we dont use the confluence anymore. thats decided since october")
        .assistant("Docs as markdown in the repo, got it.")
        .user("and the deploy.sh section still needs the rollback steps, I write them when I know them myself")
        .stop(),
    planted: [
      { kind: "decision", keys: ["docs", "markdown"] },
      { kind: "task", keys: ["rollback"] },
    ],
  },
];

export const BLIND28 = plantedSet(BLIND28_SESSIONS, Date.UTC(2026, 10, 2, 9));
