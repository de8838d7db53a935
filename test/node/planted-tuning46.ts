/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: hackathon and prototype sessions in Grok CLI's voice ("I'll check … first", "Wrote
 * <file> (N lines)"): fast decisions, several reversed within the same session, lots of slang
 * and shorthand (no emoji), tasks pushed to "after the demo". Each session is one segment; the
 * items planted in it are listed with it. Every other message must give nothing: questions,
 * hypotheses, proposals the user rejects or never confirms, withdrawn ideas, unconfirmed
 * guesses, quoted code, logs and tool output (with "always", "never", "TODO" in them),
 * chit-chat, and requests the agent completes in the same session. Where a decision is
 * reversed, only the later one is planted.
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

const START = Date.UTC(2026, 10, 14, 8);

export const TUNING46_SESSIONS: BlindSession[] = [
  {
    id: "t46-01-stack",
    planted: [
      { kind: "decision", keys: ["sveltekit"] },
      { kind: "task", keys: ["auth", "demo"] },
    ],
    build: (s) =>
      s
        .user("ok hack starts now. 24h. scaffold a next app, app router, ts")
        .bash("npx create-next-app@latest splitr --ts --app --no-eslint", "Success! Created splitr at /home/dev/src/app/splitr")
        .assistant("Scaffolded `splitr` with Next 14, app router, TypeScript. Next step would be the expense form.")
        .user("wait nvm, mara only knows svelte and she's doing half the UI. nuke it, we go sveltekit. final, no more bikeshedding")
        .bash("rm -rf splitr && npm create svelte@latest splitr -- --template skeleton --types ts", "Your project is ready!")
        .assistant("Removed the Next scaffold and created a SvelteKit skeleton with TypeScript in splitr/.")
        .user("auth is fake for now, just a name picker. real auth = after the demo, dont let me forget"),
  },
  {
    id: "t46-02-db",
    planted: [
      { kind: "decision", keys: ["sqlite"] },
      { kind: "fact", keys: ["hack.db"] },
    ],
    build: (s) =>
      s
        .user("db. supabase? free tier, realtime, auth built in")
        .assistant("I'll check what the free tier needs first: a project per org and email verification for signup.")
        .bash("npx supabase --version", "bash: supabase: command not found", 127)
        .user("ugh signup flow on venue wifi, no thx. scratch supabase, plain sqlite file w/ better-sqlite3, zero infra. thats the call")
        .bash(
          "npm i better-sqlite3 && node -e \"require('better-sqlite3')('data/hack.db').exec('create table if not exists expenses(id integer primary key)')\"",
          "added 38 packages in 6s",
        )
        .assistant("Wrote data/hack.db with an `expenses` table via better-sqlite3.")
        .user("k so everything lives in data/hack.db, its gitignored, if u nuke it run `npm run seed`"),
  },
  {
    id: "t46-03-cooked",
    planted: [],
    build: (s) =>
      s
        .user("bro its 2am and the judges come at 10. we're cooked")
        .assistant("Eight hours is plenty for a tight demo. What's the one flow you need working?")
        .user("lol fair. just show me whats running")
        .bash("ps aux | grep -c '[v]ite'", "1")
        .assistant("One vite dev server is running."),
  },
  {
    id: "t46-04-fly",
    planted: [
      { kind: "fact", keys: ["fly", "splitr-demo"] },
      { kind: "instruction", keys: ["remote-only"] },
    ],
    build: (s) =>
      s
        .user("ship it somewhere with a url")
        .bash("flyctl launch --name splitr-demo --region ams --no-deploy", "Created app 'splitr-demo' in organization 'personal'\nWrote config file fly.toml")
        .bash("flyctl deploy", "Error: failed to fetch an image or build from source: docker daemon not running", 1)
        .assistant("Local Docker isn't running. I'll retry with Fly's remote builder.")
        .bash("flyctl deploy --remote-only", "Visit your newly deployed app at https://splitr-demo.fly.dev/")
        .assistant("Deployed: the app lives on Fly as splitr-demo, https://splitr-demo.fly.dev/, region ams.")
        .user("nice. docker on my mac is busted so ALWAYS deploy w/ --remote-only, every time, dont even try local"),
  },
  {
    id: "t46-05-quick-fix",
    planted: [],
    build: (s) =>
      s
        .user("the total shows NaN when u add an expense w/o amount, fix pls")
        .file("Edit", "src/lib/totals.ts")
        .bash("npx vitest run src/lib/totals", " ✓ src/lib/totals.test.ts (3 tests)")
        .assistant("Empty amounts now count as 0 in totals.ts; added a test, 3 passing.")
        .user("ty ty"),
  },
  {
    id: "t46-06-llm",
    planted: [
      { kind: "decision", keys: ["gpt-4o-mini"] },
      { kind: "fact", keys: ["rpm"] },
    ],
    build: (s) =>
      s
        .user("receipt OCR -> line items. use claude sonnet, best at this")
        .file("Write", "src/lib/parseReceipt.ts")
        .bash("node scripts/try-receipt.mjs samples/r1.jpg", "latency_ms=6840 items=7 cost_usd=0.018")
        .assistant("Works on the sample: 7 items, 6.8s, about 2 cents per receipt.")
        .user("6.8s is way too slow for a live demo. flip it: gpt-4o-mini for receipts. decided, dont revisit")
        .file("Edit", "src/lib/parseReceipt.ts")
        .bash("node scripts/try-receipt.mjs samples/r1.jpg", "latency_ms=1920 items=7 cost_usd=0.0009")
        .assistant("Switched to gpt-4o-mini: same 7 items, 1.9s.")
        .user("fyi the hackathon org key is capped at 500 rpm shared across every team, so dont loop it"),
  },
  {
    id: "t46-07-maybe-ws",
    planted: [],
    build: (s) =>
      s
        .user("maybe we need websockets so both phones see the new expense instantly? or is that overkill")
        .assistant("I'll check how often the list refreshes now.")
        .file("Read", "src/routes/+page.svelte")
        .assistant("It only refetches on navigation. Options: websockets, server-sent events, or polling every few seconds. Which way?")
        .user("idk yet, lemme see if the demo even needs 2 phones"),
  },
  {
    id: "t46-08-git-flow",
    planted: [{ kind: "instruction", keys: ["main", "prs"] }],
    build: (s) =>
      s
        .user("made a branch for the form, how do i get it in")
        .bash("git log --oneline main..feat/form", "a1b2c3d form wip\n9f8e7d6 form styles")
        .assistant("Two commits on feat/form ahead of main. I can open a PR or merge it.")
        .user("no PRs this weekend, we commit straight to main, everyone, small commits. merge it")
        .bash("git checkout main && git merge --ff-only feat/form", "Fast-forward\n 3 files changed, 88 insertions(+)")
        .assistant("Fast-forwarded main to include the form."),
  },
  {
    id: "t46-09-ui-kit",
    planted: [{ kind: "decision", keys: ["skeleton", "ui"] }],
    build: (s) =>
      s
        .user("ui kit? shadcn-svelte prob")
        .bash("npx shadcn-svelte@latest init", "✔ Would you like to use TypeScript? … yes\nError: Tailwind config not found", 1)
        .assistant("shadcn-svelte needs Tailwind set up first; that's another 10 minutes of config.")
        .user("meh. skip shadcn. we use skeleton ui instead, it has the themes out of the box. go")
        .bash("npm i -D @skeletonlabs/skeleton", "added 1 package in 2s")
        .file("Edit", "src/app.html")
        .assistant("Installed Skeleton and applied the `crimson` theme in app.html."),
  },
  {
    id: "t46-10-q-only",
    planted: [],
    build: (s) =>
      s
        .user("whats the diff between +page.ts and +page.server.ts again")
        .assistant("`+page.ts` load runs on server and client; `+page.server.ts` runs only on the server, so it can touch the db and secrets.")
        .user("ok so db calls in server one. got it")
        .bash("ls src/routes", "+layout.svelte\n+page.server.ts\n+page.svelte")
        .assistant("Your route already uses +page.server.ts for the expense load."),
  },
  {
    id: "t46-11-team",
    planted: [
      { kind: "fact", keys: ["kenji", "pitch"] },
      { kind: "fact", keys: ["demo", "slot"] },
    ],
    build: (s) =>
      s
        .user("write a quick README so judges get it")
        .file("Write", "README.md")
        .assistant("Wrote README.md (34 lines): what splitr does, how to run it, the stack.")
        .user("add a team section: Kenji does the pitch and the slides, Mara ui, me backend")
        .file("Edit", "README.md")
        .assistant("Added a Team section.")
        .user("also fyi for timing: each team gets a 3 minute demo slot + 2 min q&a, hard cutoff"),
  },
  {
    id: "t46-12-leaked-key",
    planted: [{ kind: "task", keys: ["key", "rotate"] }],
    build: (s) =>
      s
        .user("wait is the openai key in the client bundle??")
        .bash("rg -n 'sk-' .svelte-kit/output/client | head -2", '.svelte-kit/output/client/_app/immutable/chunks/api.js:1:const k="sk-proj-..."')
        .assistant("Yes, it's in a client chunk: parseReceipt.ts is imported from a .svelte file. I'll move the call behind a server endpoint.")
        .file("Write", "src/routes/api/receipt/+server.ts")
        .bash("npm run build && rg -c 'sk-' .svelte-kit/output/client | wc -l", "0")
        .assistant("The key is server-only now; no client chunk contains it.")
        .user("phew. it was on the fly url for like an hour tho so we gotta rotate that key after the demo"),
  },
  {
    id: "t46-13-realtime",
    planted: [{ kind: "decision", keys: ["polling"] }],
    build: (s) =>
      s
        .user("ok we DO need 2 phones in the demo. do SSE for live updates")
        .file("Write", "src/routes/api/stream/+server.ts")
        .bash("curl -N -m 3 https://splitr-demo.fly.dev/api/stream", "curl: (28) Operation timed out after 3000 milliseconds with 0 bytes received", 28)
        .assistant(
          "The SSE stream holds the connection but Fly's proxy buffers it; nothing arrives within 3s. It likely needs a flush header or a different setup.",
        )
        .user("no time for proxy voodoo. revert SSE, go dumb polling every 3s. good enough, thats what we're doing")
        .bash("git checkout -- src/routes/api/stream && rm -r src/routes/api/stream", "")
        .file("Edit", "src/routes/+page.svelte")
        .assistant("Removed the stream route; the page now refetches expenses every 3 seconds."),
  },
  {
    id: "t46-14-seed",
    planted: [{ kind: "instruction", keys: ["seed", "fake"] }],
    build: (s) =>
      s
        .user("need demo data. grab some from my splitwise export")
        .file("Read", "exports/splitwise.csv")
        .assistant("The export has real names and amounts from your friends' group. Want me to use it as is?")
        .user("oh god no. seed data is fake names only, faker or made up, never real ppl. thats a rule for anything we show")
        .file("Write", "scripts/seed.mjs")
        .bash("npm run seed", "seeded 4 users, 23 expenses")
        .assistant("Wrote scripts/seed.mjs with made-up people; 4 users and 23 expenses seeded."),
  },
  {
    id: "t46-15-log-todo",
    planted: [],
    build: (s) =>
      s
        .user("build warnings, anything scary?")
        .bash(
          "npm run build 2>&1 | grep -i warn",
          "[vite-plugin-svelte] src/lib/Split.svelte:12 A11y: <div> with click handler must have an ARIA role\n// TODO: always round half up, never banker's rounding (from lib/money.ts)",
        )
        .assistant("One a11y warning in Split.svelte (clickable div) and a TODO comment echoed from money.ts. Nothing that breaks the build.")
        .user("ignore for now"),
  },
  {
    id: "t46-16-maps",
    planted: [{ kind: "decision", keys: ["leaflet"] }],
    build: (s) =>
      s
        .user("venue map for where expenses happened. mapbox, tiles look sick")
        .bash("rg -n MAPBOX .env", "")
        .assistant("There's no Mapbox token yet; it needs an account and a card on file for the token.")
        .user("card on file at 3am, nope. go leaflet + osm tiles, no token needed, done deal")
        .bash("npm i leaflet", "added 1 package in 1s")
        .file("Write", "src/lib/Map.svelte")
        .assistant("Wrote src/lib/Map.svelte (41 lines) with OpenStreetMap tiles."),
  },
  {
    id: "t46-17-wifi",
    planted: [
      { kind: "fact", keys: ["wifi", "5432"] },
      { kind: "task", keys: ["postgres", "migrate"] },
    ],
    build: (s) =>
      s
        .user("lea's laptop can't reach the shared postgres she spun up")
        .bash("nc -zv -w 3 db.lea-hack.dev 5432", "nc: connect to db.lea-hack.dev port 5432 (tcp) timed out", 1)
        .bash("nc -zv -w 3 db.lea-hack.dev 443", "Connection to db.lea-hack.dev 443 port [tcp/https] succeeded!")
        .assistant("443 goes through but 5432 times out, so the venue wifi blocks outbound 5432. That's the network, not her db.")
        .user("yep confirmed w/ the organizers, the wifi blocks 5432 for everyone. whatever, we're on sqlite anyway")
        .user("if this thing survives we migrate to postgres after the demo. not before")
        .assistant("Got it, nothing changed."),
  },
  {
    id: "t46-18-fetch-dupes",
    planted: [{ kind: "task", keys: ["fetch", "wrapper"] }],
    build: (s) =>
      s
        .user("why does the settle button 404")
        .bash(
          "rg -n 'function api' src",
          "src/lib/api.ts:3:export function api(\nsrc/lib/apiClient.ts:1:export async function apiFetch(\nsrc/routes/settle/client.ts:2:function apiCall(",
        )
        .assistant("There are three fetch helpers; the settle page uses `apiCall`, which prefixes `/v1`, and there's no /v1 route.")
        .file("Edit", "src/routes/settle/client.ts")
        .assistant("Dropped the /v1 prefix; settle works.")
        .user("lol 3 wrappers. consolidate the fetch wrapper into one, but after the demo, dont touch it now"),
  },
  {
    id: "t46-19-gm",
    planted: [],
    build: (s) =>
      s
        .user("gm. coffee machine is broken, vibes are low")
        .assistant("Rough start. Want me to run the app so you can see where things are?")
        .user("ya")
        .bash("npm run dev -- --port 5173", "VITE v5.2.0  ready in 412 ms\n➜  Local:   http://localhost:5173/")
        .assistant("Dev server on http://localhost:5173/."),
  },
  {
    id: "t46-20-currency",
    planted: [
      { kind: "decision", keys: ["eur", "only"] },
      { kind: "task", keys: ["multi-currency"] },
    ],
    build: (s) =>
      s
        .user("should we support multiple currencies? judges are intl")
        .assistant("I'll check how amounts are stored first.")
        .bash("sqlite3 data/hack.db '.schema expenses'", "CREATE TABLE expenses(id integer primary key, amount_cents integer, payer text, label text);")
        .assistant("Amounts are integer cents with no currency column, so multi-currency means a schema change and conversion rates.")
        .user("nah. EUR only for the hack, hardcode the € sign, decided. multi-currency is a post-demo thing")
        .file("Edit", "src/lib/format.ts")
        .assistant("format.ts prints amounts as EUR."),
  },
  {
    id: "t46-21-pnpm-vs-npm",
    planted: [{ kind: "instruction", keys: ["npm", "lockfile"] }],
    build: (s) =>
      s
        .user("mara's install fails, says lockfile mismatch")
        .bash("ls *lock*", "package-lock.json\npnpm-lock.yaml")
        .assistant("Two lockfiles: someone ran pnpm. I'll delete pnpm-lock.yaml and reinstall with npm.")
        .bash("rm pnpm-lock.yaml && npm ci", "added 412 packages in 19s")
        .user("ty. tell everyone: npm only in this repo, one lockfile, package-lock.json. nobody runs pnpm or yarn here")
        .assistant("Will keep to npm."),
  },
  {
    id: "t46-22-rejected-rewrite",
    planted: [],
    build: (s) =>
      s
        .user("what if we rewrote the backend in go, would be faster")
        .bash("wc -l src/routes/api/**/*.ts | tail -1", "  412 total")
        .assistant("It's 412 lines of TypeScript; a Go rewrite would also mean a second deploy and a second dev server.")
        .user("lmao yeah no, forget i said that. sleep deprived"),
  },
  {
    id: "t46-23-split-math",
    planted: [
      { kind: "fact", keys: ["cents", "integer"] },
      { kind: "instruction", keys: ["rounding", "payer"] },
    ],
    build: (s) =>
      s
        .user("3 ppl split 10€ → 3.33+3.33+3.33, 1 cent vanishes. fix")
        .file("Read", "src/lib/split.ts")
        .assistant("split.ts divides float euros. Since amounts are stored as integer cents in the db, the fix is to split cents and hand out the remainder.")
        .file("Edit", "src/lib/split.ts")
        .bash("npx vitest run src/lib/split", " ✓ src/lib/split.test.ts (5 tests)")
        .user("good. and the rule for leftovers: rounding remainder always goes to the payer, not random. keep it that way in any split code")
        .assistant("That's what split.ts does now: 1000 cents over 3 gives 334/333/333 with the 334 on the payer."),
  },
  {
    id: "t46-24-css-q",
    planted: [],
    build: (s) =>
      s
        .user("can svelte do scoped styles w/o any lib")
        .assistant("Yes, a <style> block in a .svelte file is scoped to that component by default; `:global()` opts out.")
        .user("sick")
        .bash("rg -c '<style' src | wc -l", "7")
        .assistant("Seven components already have scoped <style> blocks."),
  },
  {
    id: "t46-25-demo-script",
    planted: [
      { kind: "instruction", keys: ["demo", "incognito"] },
      { kind: "task", keys: ["onboarding"] },
    ],
    build: (s) =>
      s
        .user("walk thru the demo flow w me, start from a fresh user")
        .bash("npm run seed -- --reset", "reset db\nseeded 4 users, 23 expenses")
        .assistant("DB reset and reseeded. Flow: pick name → add expense → scan receipt → settle up.")
        .user("for the actual demo always run it in an incognito window, cached service worker bit us at the last hack. whoever drives, incognito")
        .assistant("Noted.")
        .user("onboarding screen is ugly but thats after the demo, not touching it today"),
  },
  {
    id: "t46-26-port-clash",
    planted: [],
    build: (s) =>
      s
        .user("dev server wont start")
        .bash("npm run dev", "Error: Port 5173 is already in use", 1)
        .bash("lsof -ti :5173 | xargs kill", "")
        .bash("npm run dev", "➜  Local:   http://localhost:5173/")
        .assistant("Something held 5173; I killed it and the dev server is back up.")
        .user("k"),
  },
  {
    id: "t46-27-state",
    planted: [{ kind: "decision", keys: ["stores", "writable"] }],
    build: (s) =>
      s
        .user("state mgmt — pull in redux? lol kidding. svelte stores?")
        .assistant("For this size plain Svelte writable stores are enough: one for the current user, one for the expense list.")
        .user("ya writable stores, nothing fancier, locked in")
        .file("Write", "src/lib/stores.ts")
        .bash("npx svelte-check", "svelte-check found 0 errors and 0 warnings")
        .assistant("Wrote src/lib/stores.ts (18 lines) with `currentUser` and `expenses`; svelte-check is clean."),
  },
  {
    id: "t46-28-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("receipts from lea's phone come out sideways. exif rotation thing maybe?")
        .bash("exiftool -Orientation samples/lea1.jpg", "Orientation                     : Rotate 90 CW")
        .assistant("The file carries an EXIF orientation of 90 CW, which the upload might be ignoring. Could also be the canvas resize. Want me to dig in?")
        .user("eh later maybe, it still parses fine"),
  },
  {
    id: "t46-29-env",
    planted: [
      { kind: "fact", keys: ["secrets", "fly"] },
      { kind: "instruction", keys: [".env", "commit"] },
    ],
    build: (s) =>
      s
        .user("how does the deployed app get the openai key")
        .bash("flyctl secrets list -a splitr-demo", "NAME            DIGEST\nOPENAI_API_KEY  a1f3...")
        .assistant("On Fly it's a secret, OPENAI_API_KEY, set with `flyctl secrets set`; locally it comes from .env.")
        .user("right, prod secrets live in fly secrets only. and dont ever commit .env, even 'just for the demo'. it's in gitignore, keep it there")
        .bash("git check-ignore .env", ".env")
        .assistant(".env is ignored."),
  },
  {
    id: "t46-30-route-naming",
    planted: [{ kind: "decision", keys: ["groups", "trips"] }],
    build: (s) =>
      s
        .user("rename 'trips' to 'groups' everywhere? groups is more generic")
        .bash("rg -l -i 'trip' src | wc -l", "19")
        .assistant("19 files mention trips. It's a mechanical rename, about 10 minutes.")
        .user("hmm actually keep trips. the pitch story is a ski trip, kenji's slides say trips. no groups rename, trips stays")
        .assistant("Leaving it as trips."),
  },
  {
    id: "t46-31-done-request",
    planted: [],
    build: (s) =>
      s
        .user("add a favicon, just a green circle svg, whatever")
        .file("Write", "static/favicon.svg")
        .file("Edit", "src/app.html")
        .bash("curl -s localhost:5173/favicon.svg | head -c 60", '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">')
        .assistant("Added static/favicon.svg (green circle) and linked it in app.html."),
  },
  {
    id: "t46-32-analytics",
    planted: [
      { kind: "decision", keys: ["posthog"] },
      { kind: "task", keys: ["cookie", "banner"] },
    ],
    build: (s) =>
      s
        .user("judges love numbers. plausible for analytics?")
        .assistant("Plausible is paid after the trial; PostHog has a free cloud tier and session replay.")
        .bash("npm view posthog-js version", "1.140.0")
        .user("posthog then, free tier, replay is a nice demo gimmick. going with it")
        .file("Edit", "src/routes/+layout.svelte")
        .assistant("PostHog initializes in +layout.svelte with the project key from env.")
        .user("needs a cookie banner before real users touch it, put it on the after-demo pile"),
  },
  {
    id: "t46-33-quoted-snippet",
    planted: [],
    build: (s) =>
      s
        .user("found this in lea's code:\n```ts\n// NEVER call settle() twice, always check isSettled first\nif (!g.isSettled) settle(g)\n```\nis that right?")
        .bash("rg -n 'settle\\(' src | wc -l", "4")
        .assistant("Yes, all 4 call sites check `isSettled` first, so the guard in the comment holds.")
        .user("cool cool"),
  },
  {
    id: "t46-34-pwa",
    planted: [{ kind: "task", keys: ["offline", "pwa"] }],
    build: (s) =>
      s
        .user("can we make it installable as an app on the phone")
        .bash("npm i -D @vite-pwa/sveltekit", "added 214 packages in 22s")
        .file("Edit", "vite.config.ts")
        .assistant("Added the PWA plugin with a manifest; Chrome offers 'Install app' now. Offline caching isn't configured.")
        .user("installable is enough for the demo. real offline pwa support (queue expenses w/o signal) is a later thing, after"),
  },
  {
    id: "t46-35-logs-cmd",
    planted: [{ kind: "fact", keys: ["logs", "flyctl"] }],
    build: (s) =>
      s
        .user("prod 500 on receipt upload, where are the logs")
        .bash(
          "flyctl logs -a splitr-demo | tail -3",
          "app[7811] ams [info] POST /api/receipt\napp[7811] ams [error] PayloadTooLargeError: request entity too large\napp[7811] ams [info] 500",
        )
        .assistant("`flyctl logs -a splitr-demo` shows it: the body is over the adapter's default body size limit.")
        .file("Edit", "svelte.config.js")
        .bash("flyctl deploy --remote-only", "Visit your newly deployed app at https://splitr-demo.fly.dev/")
        .assistant("Raised BODY_SIZE_LIMIT to 10M and redeployed; uploads work.")
        .user("nice, so logs = flyctl logs -a splitr-demo, no other log sink. good to know"),
  },
  {
    id: "t46-36-vibes",
    planted: [],
    build: (s) =>
      s
        .user("pizza arrived. brb 15")
        .assistant("Enjoy. I'll wait.")
        .user("back. where were we")
        .bash("git log --oneline -3", "c0ffee1 body limit 10M\nbeefed2 polling 3s\nfeed123 leaflet map")
        .assistant("Last three commits: body limit, polling, leaflet map."),
  },
  {
    id: "t46-37-slides-vs-live",
    planted: [{ kind: "decision", keys: ["live", "recorded"] }],
    build: (s) =>
      s
        .user("kenji wants a recorded video as backup, or should we just do live?")
        .assistant("I'll check the upload speed on the venue wifi, since live depends on the receipt API.")
        .bash("npx fast-cli --upload --json | jq .uploadSpeed", "1.8")
        .assistant("Upload is 1.8 Mbps, slow but enough for the receipt call.")
        .user("talked w kenji: we demo live, with the recorded video only as fallback if the wifi dies. that's settled")
        .assistant("Sounds good."),
  },
  {
    id: "t46-38-commit-style",
    planted: [{ kind: "instruction", keys: ["commit", "messages"] }],
    build: (s) =>
      s
        .user("commit this")
        .bash("git add -A && git commit -m 'stuff'", "[main 4d5e6f7] stuff\n 2 files changed")
        .assistant("Committed as 'stuff'.")
        .user("lol at least say what. commit messages = short imperative w the area, like 'split: round to payer'. do that from now on")
        .bash("git commit --amend -m 'receipt: raise body limit'", "[main 8a9b0c1] receipt: raise body limit")
        .assistant("Amended to 'receipt: raise body limit'."),
  },
  {
    id: "t46-39-no-answer",
    planted: [],
    build: (s) =>
      s
        .user("do we even need a settle-up screen or can it be a modal")
        .assistant("I'll check what the settle route renders.")
        .file("Read", "src/routes/settle/+page.svelte")
        .assistant("It's one list and a button, so a modal would fit. Should I convert it?")
        .user("hmm dunno, ask mara when she wakes up"),
  },
  {
    id: "t46-40-rate-limit-reverse",
    planted: [{ kind: "decision", keys: ["cache", "receipt"] }],
    build: (s) =>
      s
        .user("lets add a per-user rate limit on the receipt endpoint, 5/min")
        .file("Edit", "src/routes/api/receipt/+server.ts")
        .assistant("Added an in-memory 5/min limit per user name.")
        .user(
          "wait the demo might scan the same receipt 3 times in a row, that'll trip it. undo the limit. instead we cache receipt results by image hash, that covers the repeat scans. going with the cache",
        )
        .file("Edit", "src/routes/api/receipt/+server.ts")
        .bash(
          "node scripts/try-receipt.mjs samples/r1.jpg && node scripts/try-receipt.mjs samples/r1.jpg",
          "latency_ms=1870 items=7\nlatency_ms=3 items=7 (cached)",
        )
        .assistant("Limit removed; results are cached by SHA-256 of the image, the second scan took 3 ms."),
  },
  {
    id: "t46-41-a11y",
    planted: [{ kind: "task", keys: ["a11y", "warnings"] }],
    build: (s) =>
      s
        .user("svelte-check count?")
        .bash("npx svelte-check --output machine | tail -1", "COMPLETED 212 FILES 0 ERRORS 9 WARNINGS")
        .assistant("0 errors, 9 warnings, all a11y ones (click handlers on divs, missing labels).")
        .user("fine for now. fixing the 9 a11y warnings is after-demo homework"),
  },
  {
    id: "t46-42-owner-infra",
    planted: [{ kind: "fact", keys: ["lea", "fly"] }],
    build: (s) =>
      s
        .user("who can add ppl to the fly org")
        .bash("flyctl orgs show personal", "Name: personal\nOwner: lea@example.dev\nMembers: 1")
        .assistant("The org is 'personal', owned by lea@example.dev, one member.")
        .user("yeah Lea owns the fly account, its her card, so any fly changes go thru her")
        .assistant("Noted."),
  },
  {
    id: "t46-43-copy",
    planted: [
      { kind: "instruction", keys: ["lowercase", "copy"] },
      { kind: "decision", keys: ["splitr", "name"] },
    ],
    build: (s) =>
      s
        .user("name ideas: splitr vs kitty vs potluck. go")
        .assistant("splitr is already the repo, domain and Fly app name, so renaming costs the most; kitty is taken on npm and by a terminal emulator.")
        .user("lol ok splitr it is, name's final. no more naming debates")
        .file("Edit", "src/routes/+layout.svelte")
        .user("and ui copy style: all lowercase, casual, like 'add expense' not 'Add Expense'. every button and heading")
        .bash("rg -c '>[A-Z][a-z]+ [A-Z]' src/routes | wc -l", "6")
        .file("Edit", "src/routes/+page.svelte")
        .assistant("Lowercased the 6 title-case labels."),
  },
  {
    id: "t46-44-tool-noise",
    planted: [],
    build: (s) =>
      s
        .user("run the tests")
        .bash(
          "npx vitest run",
          " ✓ src/lib/split.test.ts (5)\n ✓ src/lib/totals.test.ts (3)\n ↓ src/lib/money.test.ts (2 skipped) // TODO never finished, always skipped\n Test Files  2 passed | 1 skipped (3)",
        )
        .assistant("8 tests pass, money.test.ts is skipped (2 tests).")
        .user("ok"),
  },
  {
    id: "t46-45-qr-join",
    planted: [
      { kind: "decision", keys: ["qr", "join"] },
      { kind: "task", keys: ["invite", "expiry"] },
    ],
    build: (s) =>
      s
        .user("how do ppl join a trip. invite links by email?")
        .assistant("Email needs an SMTP provider. A QR code on the host's screen with a join link needs nothing extra.")
        .user("qr codes to join, decided, it also looks cool on stage")
        .bash("npm i qrcode", "added 1 package in 1s")
        .file("Write", "src/lib/JoinQr.svelte")
        .assistant("Wrote JoinQr.svelte (22 lines); the code encodes /join/<tripId>.")
        .user("invite links never expire rn, thats a hole. add expiry after the demo"),
  },
  {
    id: "t46-46-node-version",
    planted: [{ kind: "fact", keys: ["node", "22"] }],
    build: (s) =>
      s
        .user("build on fly fails with some syntax error")
        .bash("flyctl deploy --remote-only 2>&1 | grep -i error", "SyntaxError: Unexpected token '??=' (node v14.21.3)")
        .file("Read", "Dockerfile")
        .assistant("The Dockerfile's base image is node:14. The repo needs a newer Node.")
        .file("Edit", "Dockerfile")
        .bash("flyctl deploy --remote-only", "Visit your newly deployed app at https://splitr-demo.fly.dev/")
        .assistant("The image uses node:22-slim now, matching .nvmrc (22), and the deploy succeeds.")
        .user("right, everything's on node 22, laptops and fly. ok"),
  },
  {
    id: "t46-47-fake-done",
    planted: [],
    build: (s) =>
      s
        .user("make the add button bigger on mobile")
        .file("Edit", "src/lib/AddButton.svelte")
        .bash("npx svelte-check", "svelte-check found 0 errors")
        .assistant("The button is 56px tall under 640px width now.")
        .user("perfect"),
  },
  {
    id: "t46-48-debug-flag",
    planted: [
      { kind: "instruction", keys: ["demo_mode"] },
      { kind: "task", keys: ["demo_mode", "remove"] },
    ],
    build: (s) =>
      s
        .user("receipt api sometimes takes 8s on stage wifi. can we fake it if slow")
        .file("Edit", "src/routes/api/receipt/+server.ts")
        .assistant("Added a fallback: with DEMO_MODE=1, if the model doesn't answer in 4s the endpoint returns the cached sample parse.")
        .bash("DEMO_MODE=1 node scripts/try-receipt.mjs samples/slow.jpg", "timeout after 4000ms -> demo fallback items=7")
        .user("sick. whoever runs the demo laptop: set DEMO_MODE=1 before going on stage, every time")
        .user("and remove DEMO_MODE again after the demo, its a hack and i dont want it in the real product"),
  },
  {
    id: "t46-49-chit",
    planted: [],
    build: (s) =>
      s
        .user("team next to us is doing an ai toaster lmao")
        .assistant("Strong contender. How's splitr looking?")
        .user("good. show me the disk usage real quick, mac is full")
        .bash("du -sh node_modules", "412M\tnode_modules")
        .assistant("node_modules is 412 MB."),
  },
  {
    id: "t46-50-charts",
    planted: [{ kind: "decision", keys: ["chart", "svg"] }],
    build: (s) =>
      s
        .user("spending chart per person. chart.js?")
        .bash("npm view chart.js dist.unpackedSize", "4930215")
        .assistant("chart.js is ~5 MB unpacked (~65 kB gzipped). For one bar chart, hand-rolled SVG bars are ~30 lines.")
        .user("ya hand svg. chart is plain svg bars, no chart lib. final")
        .file("Write", "src/lib/SpendBars.svelte")
        .assistant("Wrote SpendBars.svelte (31 lines)."),
  },
  {
    id: "t46-51-backup",
    planted: [{ kind: "fact", keys: ["volume", "hack.db"] }],
    build: (s) =>
      s
        .user("does the db survive a redeploy on fly??")
        .bash("flyctl volumes list -a splitr-demo", "ID        NAME     SIZE  REGION  ATTACHED VM\nvol_8x2   data     1GB   ams     7811")
        .file("Read", "fly.toml")
        .assistant("Yes: fly.toml mounts the 1GB `data` volume at /app/data, so hack.db sits on the volume and survives deploys.")
        .user("ok phew. hack.db on the fly volume, survives deploys"),
  },
  {
    id: "t46-52-backup-task",
    planted: [{ kind: "task", keys: ["backups"] }],
    build: (s) =>
      s
        .user("snapshot the volume rn just in case")
        .bash("flyctl volumes snapshots create vol_8x2", "Scheduled to snapshot volume vol_8x2")
        .assistant("Snapshot scheduled for vol_8x2.")
        .user("ty. proper automated backups are a later problem — after the demo, if we keep going"),
  },
  {
    id: "t46-53-lint",
    planted: [{ kind: "instruction", keys: ["prettier", "save"] }],
    build: (s) =>
      s
        .user("mara's diffs are all whitespace noise")
        .bash("npx prettier --check src | tail -1", "[warn] Code style issues found in 14 files.")
        .bash("npx prettier --write src", "src/routes/+page.svelte 92ms\n...")
        .assistant("Formatted 14 files with prettier.")
        .user("ok from now on everybody runs prettier on save, defaults + svelte plugin. i'll tell mara too"),
  },
  {
    id: "t46-54-reverse-dark",
    planted: [{ kind: "decision", keys: ["light", "theme"] }],
    build: (s) =>
      s
        .user("dark mode only, it looks hackery")
        .file("Edit", "src/app.html")
        .assistant("Set the Skeleton theme to dark mode.")
        .bash("npx playwright screenshot --device='iPhone 13' http://localhost:5173 shot.png", "Capturing screenshot into shot.png")
        .user("hmm on the projector dark is unreadable, we tested last hack. flip back: light theme for the demo. that's final")
        .file("Edit", "src/app.html")
        .assistant("Back to the light theme."),
  },
  {
    id: "t46-55-undecided",
    planted: [],
    build: (s) =>
      s
        .user("should settle-up suggest the minimum number of transfers? like the splitwise simplify thing")
        .assistant("I'll check the size: it's a greedy match of debtors and creditors, maybe 40 lines.")
        .bash("rg -n 'function settle' src/lib", "src/lib/settle.ts:4:export function settle(")
        .assistant("settle.ts currently lists every pairwise debt. Want the simplified version?")
        .user("would be nice. idk if we have time. thinking"),
  },
  {
    id: "t46-56-people",
    planted: [{ kind: "fact", keys: ["mara", "figma"] }],
    build: (s) =>
      s
        .user("where are the screens for the settle flow")
        .bash("rg -n 'figma.com' README.md", "README.md:40:Designs: https://figma.com/file/abc123/splitr")
        .assistant("README links a Figma file for splitr.")
        .user("yeah Mara keeps the figma file, it's the source of truth for screens. ping her for access"),
  },
  {
    id: "t46-57-error-pages",
    planted: [{ kind: "task", keys: ["error", "page"] }],
    build: (s) =>
      s
        .user("what happens on a bad trip id")
        .bash("curl -s -o /dev/null -w '%{http_code}' localhost:5173/trip/nope", "500")
        .assistant("It's a 500 with SvelteKit's default error page, because the load throws on a missing row.")
        .file("Edit", "src/routes/trip/[id]/+page.server.ts")
        .bash("curl -s -o /dev/null -w '%{http_code}' localhost:5173/trip/nope", "404")
        .assistant("The load now throws `error(404)`.")
        .user("good. a proper error page w/ a way back home is still open, thats after the demo"),
  },
  {
    id: "t46-58-judges-q",
    planted: [],
    build: (s) =>
      s
        .user("what do u think judges will ask")
        .assistant("Likely: how you'd make money, how receipts stay private, and what happens with many currencies.")
        .user("ugh the money one. kenji can wing it")
        .bash("rg -n 'pricing' README.md", "")
        .assistant("The README doesn't mention pricing."),
  },
  {
    id: "t46-59-phone-test",
    planted: [
      { kind: "instruction", keys: ["--host"] },
      { kind: "fact", keys: ["pixel", "kenji"] },
    ],
    build: (s) =>
      s
        .user("kenji's phone cant open localhost:5173 lol obviously. how do we test on phone")
        .bash("npm run dev -- --host", "➜  Local:   http://localhost:5173/\n➜  Network: http://10.20.4.117:5173/")
        .assistant("With `--host` vite listens on the LAN too: http://10.20.4.117:5173/ from any phone on the same wifi.")
        .user("ok everyone start dev with --host from now on, we test on phones constantly")
        .user("and the demo phone is kenji's pixel, android chrome, so thats the one that has to look right")
        .assistant("Got it."),
  },
  {
    id: "t46-60-validation",
    planted: [
      { kind: "instruction", keys: ["zod", "api"] },
      { kind: "task", keys: ["shared", "types"] },
    ],
    build: (s) =>
      s
        .user("someone posted an expense w amount 'abc' and the totals broke")
        .file("Read", "src/routes/api/expenses/+server.ts")
        .assistant("The endpoint trusts the JSON body as is. I'll add a zod schema for it.")
        .bash("npm i zod", "added 1 package in 1s")
        .file("Edit", "src/routes/api/expenses/+server.ts")
        .user("yes. hack or not, every api route validates its body with zod. no exceptions")
        .assistant("Expenses now rejects bad bodies with a 400.")
        .user("client + server have separate copies of the Expense type btw. shared types = after the demo"),
  },
  {
    id: "t46-61-schema",
    planted: [
      { kind: "fact", keys: ["schema.sql", "migrations"] },
      { kind: "instruction", keys: ["column", "seed"] },
    ],
    build: (s) =>
      s
        .user("need a `category` column on expenses")
        .bash("cat db/schema.sql | head -3", "-- applied by scripts/seed.mjs on an empty db\nCREATE TABLE expenses(\n  id integer primary key,")
        .assistant("There's no migration tool: db/schema.sql is run by the seed script against an empty db. So I'll add the column there and reseed.")
        .user("yeah no migrations, just schema.sql + reseed, thats how this repo works")
        .file("Edit", "db/schema.sql")
        .file("Edit", "scripts/seed.mjs")
        .bash("npm run seed -- --reset", "reset db\nseeded 4 users, 23 expenses")
        .user("rule: any new column goes into schema.sql AND gets values in the seed script, same commit, or the demo data looks broken")
        .assistant("Added `category` to both; reseeded."),
  },
  {
    id: "t46-62-freeze",
    planted: [
      { kind: "decision", keys: ["feature", "freeze"] },
      { kind: "task", keys: ["csv", "export"] },
    ],
    build: (s) =>
      s
        .user("ok its 7am. what's left on the board")
        .bash("cat TODO.md", "- [x] receipts\n- [x] settle\n- [ ] csv export\n- [ ] dark mode polish\n- [ ] TODO: always double check totals")
        .assistant("Open: csv export and dark mode polish; the last line is an old note.")
        .user("feature freeze at 8am, after that bug fixes only, no new stuff. agreed w the team")
        .user("csv export gets cut, we do it after the demo if at all")
        .file("Edit", "TODO.md")
        .assistant("Marked csv export as post-demo in TODO.md."),
  },
  {
    id: "t46-63-force-push",
    planted: [
      { kind: "instruction", keys: ["force", "main"] },
      { kind: "fact", keys: ["ci", "svelte-check"] },
    ],
    build: (s) =>
      s
        .user("where did mara's settle styles go??")
        .bash("git reflog show origin/main | head -3", "e1f2a3b origin/main@{0}: update by push (forced)\n7c8d9e0 origin/main@{1}: update by push")
        .assistant("origin/main was force-pushed; 7c8d9e0 has Mara's commit. I'll restore it.")
        .bash("git cherry-pick 7c8d9e0 && git push", "[main 5a6b7c8] settle styles\nTo github.com:team/splitr.git")
        .user("ffs. NOBODY force-pushes main, ever. tell whoever asks you to")
        .assistant("Restored Mara's styles on main.")
        .user("and yeah there's no CI to catch it, the only check we have is svelte-check locally, thats the setup"),
  },
  {
    id: "t46-64-receipt-files",
    planted: [
      { kind: "fact", keys: ["receipts", "volume"] },
      { kind: "instruction", keys: ["sha256"] },
      { kind: "task", keys: ["cleanup", "images"] },
    ],
    build: (s) =>
      s
        .user("where do uploaded receipt pics end up")
        .bash("ls /app/data/receipts | head -2; flyctl ssh console -C 'du -sh /app/data/receipts'", "3f9a.jpg\n8b21.jpg\n148M\t/app/data/receipts")
        .assistant("Uploaded receipts are written to /app/data/receipts on the Fly volume, not to any bucket; 148 MB so far.")
        .user("yep receipts on the volume is intentional, no s3 for a hackathon")
        .user("keep naming the files by their sha256, never the user's filename, some of those had names in them")
        .assistant("The upload handler already names them by hash.")
        .user("148M already lol. a cleanup job for old images = after the demo"),
  },
  {
    id: "t46-65-console",
    planted: [
      { kind: "instruction", keys: ["console.log"] },
      { kind: "fact", keys: ["rubric"] },
      { kind: "task", keys: ["structured", "logging"] },
    ],
    build: (s) =>
      s
        .user("the browser console is full of junk during the demo run")
        .bash("rg -c 'console.log' src | awk -F: '{s+=$2} END {print s}'", "37")
        .assistant("37 console.log calls in src. I'll remove the ones in components.")
        .file("Edit", "src/routes/+page.svelte")
        .user("ty. no console.log in committed code from here on, use the debug() helper if u must")
        .user("judges open devtools sometimes btw, polish is on the rubric, 20% of the score per the organizer sheet")
        .assistant("Cleaned up; 0 console.log left in components.")
        .user("server side we need real structured logging eventually. after the demo"),
  },
];

export const TUNING46 = plantedSet(TUNING46_SESSIONS, START);
