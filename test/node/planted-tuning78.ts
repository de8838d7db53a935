/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: terse users writing one-line messages ("use zod", "no semicolons", "prod db is pg15",
 * "later: add retries"), mixed with many one-line requests the agent does at once (not tasks)
 * and one-word answers ("y", "ok", "thx"); the agent speaks in the Copilot CLI and Grok voice
 * (short status lines, "Done.", check marks). A small TypeScript web app: API, Postgres, a
 * React front end, CI, a few people. Each session is one segment; the items planted in it are
 * listed with it: 69 items (17 decisions, 18 instructions, 17 facts, 17 tasks) in 64 sessions,
 * 15 of which plant nothing. Every other message must give nothing: questions, hypotheses,
 * proposals the user rejects or never confirms, withdrawn ideas, unconfirmed guesses, quoted
 * code, logs and tool output (with "always", "never", "TODO" in them), chit-chat, and
 * requests done in the same session. Superseded decisions plant only the later choice.
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

export const TUNING78_SESSIONS: BlindSession[] = [
  {
    id: "t78-env-zod",
    build: (s) =>
      s
        .user("config parsing is a mess. use zod for the env, not yup")
        .assistant("I'll replace the hand-rolled checks in src/config.ts with a zod schema.")
        .file("Read", "src/config.ts")
        .file("Edit", "src/config.ts")
        .bash("pnpm tsc --noEmit", "")
        .assistant("Done. `loadConfig()` now parses `process.env` with `EnvSchema.parse`; a missing `DATABASE_URL` throws at boot.")
        .user("no semicolons btw")
        .assistant("Noted, no semicolons in this repo. Reformatted config.ts to match.")
        .file("Edit", "src/config.ts")
        .user("thx")
        .stop("👍"),
    planted: [
      { kind: "decision", keys: ["zod"] },
      { kind: "instruction", keys: ["semicolons"] },
    ],
  },
  {
    id: "t78-webhook-timeout",
    build: (s) =>
      s
        .user("bump the webhook sender timeout to 10s")
        .file("Edit", "src/webhooks/send.ts")
        .assistant("Done. `SEND_TIMEOUT_MS` is 10_000 now.")
        .user("prod db is pg15 fyi, in case you were gonna use anything newer")
        .assistant("Got it, Postgres 15 in prod. Nothing here needs 16.")
        .bash("psql $DATABASE_URL -c 'select version()'", "PostgreSQL 15.6 on x86_64-pc-linux-gnu")
        .user("later: add retries to the webhook sender. not today")
        .assistant("Leaving retries for later; the sender still fails fast after one attempt.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pg15"] },
      { kind: "task", keys: ["retries"] },
    ],
  },
  {
    id: "t78-q-tsx",
    build: (s) =>
      s
        .user("whats the diff between tsx and ts-node again")
        .assistant("tsx runs on esbuild and skips type checking, so it starts fast. ts-node type-checks by default unless you pass --transpile-only.")
        .user("k")
        .stop("Anything else?"),
    planted: [],
  },
  {
    id: "t78-pnpm",
    build: (s) =>
      s
        .user("we're on pnpm now. drop the package-lock")
        .bash("git rm package-lock.json && pnpm import", "rm 'package-lock.json'\nProgress: resolved 412, reused 412, downloaded 0, added 0, done")
        .assistant("Removed package-lock.json and generated pnpm-lock.yaml from it.")
        .user("also update the readme install line")
        .file("Edit", "README.md")
        .assistant("README now says `pnpm install`.")
        .user("ty")
        .stop(),
    planted: [{ kind: "decision", keys: ["pnpm"] }],
  },
  {
    id: "t78-lint-commit",
    build: (s) =>
      s
        .user("always run lint before you commit. ci keeps failing on your stuff")
        .assistant("Understood, I'll run `pnpm lint` before every commit.")
        .bash("pnpm lint", "src/routes/orders.ts:14:7 lint/style/useConst\n✖ Found 1 error.", 1)
        .file("Edit", "src/routes/orders.ts")
        .bash("pnpm lint", "Checked 88 files in 41ms. No fixes applied.")
        .user("ok")
        .stop("Lint is clean."),
    planted: [{ kind: "instruction", keys: ["lint", "commit"] }],
  },
  {
    id: "t78-limiter-superseded",
    build: (s) =>
      s
        .user("rate limiter: lets do redis")
        .assistant("Sure. Do you already have a Redis instance, or should I add one to docker-compose?")
        .bash("grep -n redis docker-compose.yml", "", 1)
        .user("hm no. scratch that, keep the limiter in the durable object, one less service")
        .assistant("OK, the limiter stays in the `RateLimiter` durable object; no Redis.")
        .file("Edit", "src/limits/limiter.ts")
        .bash("pnpm vitest run test/limits", " ✓ test/limits/limiter.test.ts (6 tests) 212ms")
        .stop("Limiter tests pass."),
    planted: [{ kind: "decision", keys: ["limiter", "durable"] }],
  },
  {
    id: "t78-staging-fly",
    build: (s) =>
      s
        .user("deploy fails on staging, look")
        .bash(
          "fly logs -a app-staging | tail -3",
          "2026-11-03T09:14:02Z app[1] error: listen EADDRINUSE :::8080\n2026-11-03T09:14:02Z app[1] exited with code 1",
        )
        .assistant("The container already binds 8080 through the health proxy. Is `PORT` set in fly.toml?")
        .user("staging is on fly, prod is on render. the port thing is only a fly problem")
        .assistant("Right, so only fly.toml changes. Setting `internal_port = 3000` and `PORT=3000`.")
        .file("Edit", "fly.toml")
        .user("yep")
        .stop("Redeploy went through."),
    planted: [{ kind: "fact", keys: ["staging", "fly"] }],
  },
  {
    id: "t78-chat-weekend",
    build: (s) =>
      s
        .user("morning")
        .assistant("Morning! What are we working on?")
        .user("nothing yet, coffee first lol")
        .assistant("Fair. I'm here when you're ready.")
        .stop(),
    planted: [],
  },
  {
    id: "t78-vitest-migration",
    build: (s) =>
      s
        .user("moving off jest. vitest from now on")
        .assistant("I'll swap the runner: remove jest.config.js, add vitest.config.ts, and rename `jest.fn` to `vi.fn`.")
        .bash("pnpm remove jest ts-jest @types/jest && pnpm add -D vitest", "Packages: -38 +21\nDone in 3.1s")
        .file("Write", "vitest.config.ts")
        .bash("pnpm vitest run", " Test Files  24 passed (24)\n      Tests  131 passed (131)")
        .user("and from now on run tests with `pnpm vitest run`, never watch mode. it hangs your shell")
        .assistant("Got it: `pnpm vitest run` only, no watch mode.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["vitest", "jest"] },
      { kind: "instruction", keys: ["vitest", "watch"] },
    ],
  },
  {
    id: "t78-maria-billing",
    build: (s) =>
      s
        .user("who wrote the proration logic? its weird")
        .bash("git log --format='%an' -- src/billing/prorate.ts | sort | uniq -c", "     14 Maria Gomez\n      2 dependabot[bot]")
        .assistant("Almost all commits are from Maria Gomez.")
        .user("yeah maria owns billing, anything in src/billing goes through her")
        .assistant("Noted: Maria owns billing.")
        .user("ok leave it then")
        .stop(),
    planted: [{ kind: "fact", keys: ["maria", "billing"] }],
  },
  {
    id: "t78-migrations-ask",
    build: (s) =>
      s
        .user("add a `notes` text column to orders")
        .assistant("I'll add a migration 0031_orders_notes.sql.")
        .file("Write", "db/migrations/0031_orders_notes.sql")
        .bash("pnpm db:migrate", "Applying 0031_orders_notes.sql ... ok")
        .assistant("Done, `orders.notes` exists in the local db.")
        .user("fine this time but dont touch the migrations folder without asking first")
        .assistant("Understood, I'll ask before adding or editing anything in db/migrations.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["migrations"] }],
  },
  {
    id: "t78-upstream-limit",
    build: (s) =>
      s
        .user("why are we getting 429s from the fx rates api")
        .bash("grep -c 'status=429' logs/fx-client.log", "37")
        .assistant("37 429s this morning. Maybe their limit dropped? Or we have a retry loop.")
        .user("could be the retry loop idk")
        .bash("curl -sI https://api.fxrates.example/v2/latest | grep -i ratelimit", "x-ratelimit-limit: 100\nx-ratelimit-window: 60")
        .assistant("Confirmed from their headers: the upstream limit is 100 requests per minute. We fire ~140/min at 09:00.")
        .user("ok cache the rates for 60s then")
        .file("Edit", "src/fx/client.ts")
        .assistant("Done. Rates are cached for 60 s per currency pair.")
        .stop(),
    planted: [{ kind: "fact", keys: ["upstream", "100"] }],
  },
  {
    id: "t78-onewords",
    build: (s) =>
      s
        .user("rename `getUsr` to `getUser` everywhere")
        .bash("rg -l getUsr src | xargs sed -i 's/getUsr/getUser/g'", "")
        .assistant("Renamed in 6 files. Want me to run the tests?")
        .user("y")
        .bash("pnpm vitest run", " Test Files  24 passed (24)")
        .assistant("All green.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "t78-date-lib-superseded",
    build: (s) =>
      s
        .user("need a date lib for the invoices page. go with dayjs")
        .bash("pnpm add dayjs", "+ dayjs 1.11.13")
        .assistant("Added dayjs. Formatting relative dates needs the `relativeTime` plugin, and timezone needs `utc` + `timezone` plugins.")
        .user("ugh plugins. actually date-fns, rip dayjs out")
        .bash("pnpm remove dayjs && pnpm add date-fns", "- dayjs 1.11.13\n+ date-fns 4.1.0")
        .file("Edit", "src/pages/invoices.tsx")
        .assistant("Switched to date-fns: `formatDistanceToNow` for relative dates, `formatInTimeZone` for the due date.")
        .stop(),
    planted: [{ kind: "decision", keys: ["date-fns"] }],
  },
  {
    id: "t78-conventional-commits",
    build: (s) =>
      s
        .user("commit this")
        .bash("git commit -am 'updated stuff'", "[feat/export 1a2b3c4] updated stuff\n 3 files changed, 41 insertions(+)")
        .user("commit msgs in conventional commits pls. feat:, fix:, chore: etc. always")
        .assistant("Got it, conventional commits from now on. Amending this one.")
        .bash("git commit --amend -m 'feat(export): add csv export for orders'", "[feat/export 9f8e7d6] feat(export): add csv export for orders")
        .stop(),
    planted: [{ kind: "instruction", keys: ["conventional"] }],
  },
  {
    id: "t78-ci-node",
    build: (s) =>
      s
        .user("ci says structuredClone is undefined??")
        .bash("gh run view 8812 --log | grep -m2 node", "Run actions/setup-node@v4\n  node-version: 16.x")
        .assistant("The CI job still pins Node 16.x. Locally you're on 20.")
        .user("bump it to 20.11, thats what the servers run")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("CI now uses node 20.11, same as the servers.")
        .user("and we're dropping node 18 support too, nobody's on it")
        .assistant("OK. I'll set `engines.node` to `>=20` and remove 18 from the test matrix.")
        .file("Edit", "package.json")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ci", "20.11"] },
      { kind: "decision", keys: ["node", "18"] },
    ],
  },
  {
    id: "t78-q-hypothesis",
    build: (s) =>
      s
        .user("is the slow login maybe bcrypt cost being too high?")
        .assistant("Could be. Cost 12 is ~250 ms per hash on a small box. I'd measure before changing it.")
        .user("eh not now")
        .stop("Ok, leaving it."),
    planted: [],
  },
  {
    id: "t78-stripe-checkout",
    build: (s) =>
      s
        .user("payments page. elements or hosted checkout?")
        .assistant(
          "Hosted Stripe Checkout means less PCI surface and no card form to maintain; Elements gives full control over the UI. For a small team I'd lean hosted.",
        )
        .user("ok we're going with stripe checkout, hosted. not elements")
        .bash("pnpm add stripe", "+ stripe 17.3.0")
        .file("Write", "src/payments/checkout.ts")
        .assistant("Added `createCheckoutSession()` that redirects to the hosted page.")
        .user("todo for me: rotate the stripe key before december, it leaked in a screenshot")
        .assistant("Noted as open: rotate the Stripe key before December.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["stripe", "checkout"] },
      { kind: "task", keys: ["rotate", "stripe"] },
    ],
  },
  {
    id: "t78-push-main",
    build: (s) =>
      s
        .user("push it")
        .bash("git push origin main", "To github.com:acme/app.git\n ! [remote rejected] main -> main (protected branch hook declined)", 1)
        .assistant("Main is protected. Should I open a PR instead?")
        .user("yes. and never push to main, ever. always a branch + pr")
        .bash("git switch -c fix/login-redirect && git push -u origin fix/login-redirect && gh pr create --fill", "https://github.com/acme/app/pull/412")
        .assistant("PR #412 opened. I won't push to main again.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["push", "main"] }],
  },
  {
    id: "t78-flake-root-cause",
    build: (s) =>
      s
        .user("orders.test is flaky again")
        .bash("pnpm vitest run test/orders --repeat 20", " × test/orders/list.test.ts > lists by user (3/20 failed)\n   expected 2 rows, got 5")
        .assistant("Fails 3/20. Guess: the tests share one Redis db and see each other's keys.")
        .bash("REDIS_DB_PER_WORKER=1 pnpm vitest run test/orders --repeat 50", " ✓ test/orders/list.test.ts (50/50)")
        .assistant(
          "Confirmed. The flake was the shared redis db between test workers; with a db per worker it passes 50/50. I made that the default in test/setup.ts.",
        )
        .file("Edit", "test/setup.ts")
        .user("finally. good")
        .stop(),
    planted: [{ kind: "fact", keys: ["flake", "redis"] }],
  },
  {
    id: "t78-named-exports",
    build: (s) =>
      s
        .user("split utils.ts, its 900 lines")
        .file("Read", "src/utils.ts")
        .assistant("I'll split it into src/utils/strings.ts, dates.ts and money.ts, with an index.ts that re-exports.")
        .file("Write", "src/utils/strings.ts")
        .file("Write", "src/utils/money.ts")
        .user("no barrel file. and prefer named exports, no default exports anywhere")
        .assistant("OK: no index.ts, and named exports only. Imports now point at the files directly.")
        .bash("pnpm tsc --noEmit", "")
        .stop(),
    planted: [{ kind: "instruction", keys: ["named", "exports"] }],
  },
  {
    id: "t78-doppler",
    build: (s) =>
      s
        .user("where do i put the new SENDGRID_KEY")
        .assistant("Is there a .env.production checked in, or a secrets manager?")
        .bash("ls -a | grep env", ".env.example")
        .user("secrets live in doppler. never in the repo")
        .assistant("Ok, Doppler holds the secrets. I'll add `SENDGRID_KEY=` to .env.example only as a placeholder.")
        .file("Edit", ".env.example")
        .stop(),
    planted: [
      { kind: "fact", keys: ["doppler"] },
      { kind: "instruction", keys: ["repo", "secrets"] },
    ],
  },
  {
    id: "t78-pino",
    build: (s) =>
      s
        .user("we need real logging. options?")
        .assistant("pino: fast, JSON by default, good for Render's log drain. winston: more transports, slower. I'd pick pino.")
        .user("ok pino it is")
        .bash("pnpm add pino && pnpm add -D pino-pretty", "+ pino 9.5.0\n+ pino-pretty 13.0.0")
        .file("Write", "src/log.ts")
        .user("and log with the logger from now on, no console.log in src")
        .assistant("Right. I replaced the 23 console.log calls in src with `log.info`/`log.error`.")
        .bash("rg -c 'console.log' src | wc -l", "0")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pino"] },
      { kind: "instruction", keys: ["console.log"] },
    ],
  },
  {
    id: "t78-quoted-log",
    build: (s) =>
      s
        .user("what does this mean")
        .user("WARN: cache entry will always be stale when TTL=0 (never refreshed). TODO: fix upstream")
        .assistant("It's the cache lib warning that a TTL of 0 disables refresh. Where do you see it?")
        .user("just in the terminal, was curious. ignore")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "t78-legacy-dead",
    build: (s) =>
      s
        .user("is anything still using legacy/")
        .bash('rg -l "from \'(\\.\\./)+legacy" src test', "", 1)
        .bash("rg -l legacy/ scripts .github", "", 1)
        .assistant("Nothing imports from legacy/: no hits in src, test, scripts or workflows. It's dead code.")
        .user("delete it")
        .bash("git rm -r -q legacy && pnpm tsc --noEmit", "")
        .assistant("Deleted legacy/, typecheck still passes.")
        .stop(),
    planted: [{ kind: "fact", keys: ["legacy", "dead"] }],
  },
  {
    id: "t78-bucket-cutover",
    build: (s) =>
      s
        .user("point uploads at the new bucket")
        .file("Edit", "src/uploads/s3.ts")
        .bash("aws s3 ls s3://app-uploads-v2 --region eu-west-1 | head -2", "2026-11-10 10:02:11  20431 avatars/u_81.png")
        .assistant("Uploads now go to `app-uploads-v2`. It's in eu-west-1, the old one was us-east-1, so I set the region explicitly.")
        .user("right, all our s3 is eu-west-1 now")
        .user("remind me to delete the old bucket after the cutover week")
        .assistant("Open: delete the old bucket once the cutover week is over.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["s3", "eu-west-1"] },
      { kind: "task", keys: ["bucket", "cutover"] },
    ],
  },
  {
    id: "t78-graphql-rejected",
    build: (s) =>
      s
        .user("the mobile team wants nested data in one call")
        .assistant("We could add a GraphQL endpoint next to REST. Want me to sketch it with graphql-yoga?")
        .user("nah. rest + an openapi spec, no graphql. just add an `include=` param")
        .file("Edit", "src/routes/orders.ts")
        .file("Edit", "openapi.yaml")
        .assistant("`GET /orders?include=items,customer` now embeds both; the spec documents `include`.")
        .user("the mobile app still calls /v1 btw so dont remove those routes")
        .assistant("Noted, the /v1 routes stay for the mobile app.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["openapi"] },
      { kind: "fact", keys: ["mobile", "/v1"] },
    ],
  },
  {
    id: "t78-quick-fixes",
    build: (s) =>
      s
        .user("fix the typo in the footer, 'Copyrigth'")
        .file("Edit", "src/components/Footer.tsx")
        .assistant("Fixed.")
        .user("also make the 404 page link back home")
        .file("Edit", "src/pages/NotFound.tsx")
        .assistant("Added a 'Back to home' link.")
        .user("and sort the imports in App.tsx")
        .bash("pnpm biome check --write src/App.tsx", "Checked 1 file in 3ms. Fixed 1 file.")
        .assistant("Sorted.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "t78-pagination-later",
    build: (s) =>
      s
        .user("orders list is slow w/ 5k rows")
        .bash("curl -s -o /dev/null -w '%{time_total}' localhost:3000/orders", "2.84")
        .assistant("2.8 s for the full list. Cursor pagination would fix it; I can add it now.")
        .user("not now, next sprint. put pagination on /orders on the list")
        .assistant("Ok, left open: cursor pagination on /orders.")
        .user("and prices are stored in cents right? the totals look off by 100x")
        .bash("psql $DATABASE_URL -c '\\d orders' | grep total", " total_cents | integer | not null")
        .assistant("Yes, prices are stored in cents (`total_cents integer`). The list divides twice; fixed in OrderRow.")
        .file("Edit", "src/components/OrderRow.tsx")
        .stop(),
    planted: [
      { kind: "task", keys: ["pagination"] },
      { kind: "fact", keys: ["cents"] },
    ],
  },
  {
    id: "t78-tailwind",
    build: (s) =>
      s
        .user("styling: tailwind. kill the css modules")
        .bash("pnpm add -D tailwindcss @tailwindcss/vite", "+ tailwindcss 4.0.9")
        .file("Edit", "vite.config.ts")
        .assistant("Tailwind is wired into Vite. 14 *.module.css files left to convert; want them all done now?")
        .user("yes all")
        .bash("fd -e module.css src | wc -l", "0")
        .assistant("Converted all 14 and removed the module files.")
        .user("2 space indent in the tsx pls, you keep doing 4")
        .assistant("Sorry, 2-space indent from here. Reformatted the converted files.")
        .bash("pnpm biome format --write src", "Formatted 14 files in 22ms.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tailwind"] },
      { kind: "instruction", keys: ["indent"] },
    ],
  },
  {
    id: "t78-q-orm",
    build: (s) =>
      s
        .user("would kysely be nicer than raw sql here?")
        .assistant("For the report queries, maybe: typed joins and no string building. It's another dependency though.")
        .user("hmm maybe. lemme think")
        .stop("Sure, no change for now."),
    planted: [],
  },
  {
    id: "t78-drizzle",
    build: (s) =>
      s
        .user("ok thought about it. drizzle over prisma, prisma's engine binary is a pain on render")
        .assistant("Agreed. I'll start with the orders and users tables in drizzle and keep raw SQL elsewhere for now.")
        .bash("pnpm add drizzle-orm && pnpm add -D drizzle-kit", "+ drizzle-orm 0.36.4\n+ drizzle-kit 0.28.1")
        .file("Write", "src/db/schema.ts")
        .user("still need to backfill the slugs on old products btw, not part of this")
        .assistant("Ok, left for later: backfill slugs on old products.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["drizzle"] },
      { kind: "task", keys: ["backfill", "slugs"] },
    ],
  },
  {
    id: "t78-colocated-tests",
    build: (s) =>
      s
        .user("add a test for slugify")
        .file("Write", "test/utils/slugify.test.ts")
        .assistant("Added test/utils/slugify.test.ts with 5 cases.")
        .user("keep tests colocated. src/utils/slugify.test.ts next to the file")
        .bash("git mv test/utils/slugify.test.ts src/utils/slugify.test.ts", "")
        .assistant("Moved. New tests go next to their source file.")
        .user("👍")
        .stop(),
    planted: [{ kind: "instruction", keys: ["colocated"] }],
  },
  {
    id: "t78-webhook-ips",
    build: (s) =>
      s
        .user("stripe webhooks 403 on prod")
        .bash("wrangler tail --format pretty | grep -m1 webhook", "POST /webhooks/stripe 403 (WAF rule 'allowlist-webhooks')")
        .assistant("Cloudflare's WAF blocks them. Maybe Stripe added IPs?")
        .user("yeah webhooks come from their published ips and we allowlisted them in cloudflare. they added 2 last week")
        .assistant("Added the two new Stripe IPs to the `allowlist-webhooks` rule.")
        .bash("curl -s -o /dev/null -w '%{http_code}' -X POST https://api.example.com/webhooks/stripe", "400")
        .stop("400 now (bad signature on my test call), so the WAF lets it through."),
    planted: [{ kind: "fact", keys: ["webhooks", "allowlisted"] }],
  },
  {
    id: "t78-withdrawn",
    build: (s) =>
      s
        .user("maybe we should move everything to bun?")
        .assistant("Bun would speed up installs and tests. Risks: some native deps and Render's build image.")
        .user("nvm forget i said that")
        .assistant("Forgotten.")
        .stop(),
    planted: [],
  },
  {
    id: "t78-deploy-days",
    build: (s) =>
      s
        .user("can we ship the export today")
        .bash("git log origin/main --oneline -1", "c0ffee1 feat(export): add csv export for orders")
        .assistant("It's merged. Should I trigger the prod deploy?")
        .user("no, its wednesday. deploys go out tuesday and thursday only")
        .assistant("Ok, it'll go with Thursday's deploy.")
        .user("tomorrow: fix the csv export encoding, excel shows ä as garbage")
        .assistant("Left open for tomorrow: the csv export needs a UTF-8 BOM for Excel.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["deploys", "thursday"] },
      { kind: "task", keys: ["csv", "encoding"] },
    ],
  },
  {
    id: "t78-unknown-any",
    build: (s) =>
      s
        .user("tsc errors in parseWebhook")
        .bash("pnpm tsc --noEmit", "src/webhooks/parse.ts(12,9): error TS2339: Property 'type' does not exist on type '{}'.", 2)
        .file("Edit", "src/webhooks/parse.ts")
        .assistant("Typed the body as `any` so it compiles.")
        .user("no any. use unknown and narrow it")
        .assistant("Changed to `unknown` with a zod parse to narrow; I'll do that going forward too.")
        .bash("pnpm tsc --noEmit", "")
        .stop(),
    planted: [{ kind: "instruction", keys: ["unknown"] }],
  },
  {
    id: "t78-ci-ram",
    build: (s) =>
      s
        .user("ci build OOMs")
        .bash(
          "gh run view 8841 --log | tail -2",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\nError: Process completed with exit code 134.",
        )
        .assistant("Vite build runs out of heap. How much memory do the runners have?")
        .user("the ci runners have 4gb ram, cant change that")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Set `NODE_OPTIONS=--max-old-space-size=3072` for the build step, under the 4 GB the runners have.")
        .stop(),
    planted: [{ kind: "fact", keys: ["runners", "4gb"] }],
  },
  {
    id: "t78-answers-short",
    build: (s) =>
      s
        .user("why is the bundle 2mb")
        .bash(
          "npx vite-bundle-visualizer --json | jq '.[0:3]'",
          '[{"name":"moment","size":712034},{"name":"lodash","size":531112},{"name":"chart.js","size":201442}]',
        )
        .assistant("Long answer: the bundle is dominated by three dependencies. First, moment with all locales...")
        .user("keep answers short, no essays. just the list")
        .assistant("moment 712k, lodash 531k, chart.js 201k.")
        .user("drop moment, we use date-fns anyway")
        .bash("pnpm remove moment && rg -l moment src", "", 1)
        .assistant("Removed. No imports left.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["answers", "short"] }],
  },
  {
    id: "t78-ids-uuidv7",
    build: (s) =>
      s
        .user("ids for the new events table. serial or uuid?")
        .assistant("uuidv7 sorts by time and avoids leaking counts; serial is smaller. Either works with drizzle.")
        .user("uuidv7. decided, for every new table")
        .file("Edit", "src/db/schema.ts")
        .bash("pnpm add uuidv7", "+ uuidv7 1.0.2")
        .assistant("events.id now defaults to `uuidv7()`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["uuidv7"] }],
  },
  {
    id: "t78-chat-thanks",
    build: (s) => s.user("that refactor yesterday was clean ty").assistant("Glad it helped!").user("ok bye").stop(),
    planted: [],
  },
  {
    id: "t78-deps-ask",
    build: (s) =>
      s
        .user("add a debounce to the search box")
        .bash("pnpm add lodash.debounce", "+ lodash.debounce 4.0.8")
        .file("Edit", "src/components/Search.tsx")
        .assistant("Debounced at 250 ms using lodash.debounce.")
        .user("ask before adding deps. a 5 line debounce doesnt need a package")
        .bash("pnpm remove lodash.debounce", "- lodash.debounce 4.0.8")
        .file("Edit", "src/components/Search.tsx")
        .assistant("Replaced it with a local `useDebounced` hook. I'll ask before adding any new dependency.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["deps"] }],
  },
  {
    id: "t78-sdk-monorepo",
    build: (s) =>
      s
        .user("should the ts sdk be its own repo?")
        .assistant("Separate repo: independent releases. Same repo: the sdk and api types can't drift.")
        .user("same repo. keep the sdk in packages/sdk, no separate repo")
        .bash("mkdir -p packages/sdk/src && git mv sdk/* packages/sdk/", "")
        .file("Edit", "pnpm-workspace.yaml")
        .user("and always add a changeset for anything in packages/")
        .assistant("Will do: every change under packages/ gets a changeset.")
        .bash("pnpm changeset add --empty", "🦋  Empty Changeset added! - .changeset/sour-owls-dance.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sdk"] },
      { kind: "instruction", keys: ["changeset"] },
    ],
  },
  {
    id: "t78-seed-slow",
    build: (s) =>
      s
        .user("reset my local db")
        .bash("pnpm db:reset && pnpm db:seed", "dropped 14 tables\nmigrated 31\nseeded 52000 rows in 187s")
        .assistant("Reset and reseeded.")
        .user("yeah the dev db seed takes ~3 min, its the fake orders")
        .assistant("Makes sense, 52k rows.")
        .stop(),
    planted: [{ kind: "fact", keys: ["seed"] }],
  },
  {
    id: "t78-q-cors",
    build: (s) =>
      s
        .user("do we even need cors on the api if the app is same-origin?")
        .assistant("Not for the web app. The mobile app doesn't send Origin, so it doesn't care either. Only third-party browser clients would.")
        .user("ok good to know")
        .stop(),
    planted: [],
  },
  {
    id: "t78-branch-names",
    build: (s) =>
      s
        .user("new branch for the refund flow")
        .bash("git switch -c refund-flow", "Switched to a new branch 'refund-flow'")
        .user("branch names are feat/<ticket>-short-desc. ticket is APP-213")
        .bash("git branch -m feat/APP-213-refund-flow", "")
        .assistant("Renamed to feat/APP-213-refund-flow; I'll use that branch pattern from now on.")
        .user("follow-up: remove the checkout_v1 flag once v2 is at 100%")
        .assistant("Left open: drop the checkout_v1 flag after v2 reaches 100%.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["branch"] },
      { kind: "task", keys: ["checkout_v1"] },
    ],
  },
  {
    id: "t78-merge-style-superseded",
    build: (s) =>
      s
        .user("repo settings: squash merges only")
        .bash("gh repo edit --enable-squash-merge --enable-merge-commit=false --enable-rebase-merge=false", "✓ Edited repository acme/app")
        .assistant("Done, squash only.")
        .user("no wait, rebase merges. squash loses the conventional commit per change")
        .bash("gh repo edit --enable-rebase-merge --enable-squash-merge=false", "✓ Edited repository acme/app")
        .assistant("Switched: rebase merges only.")
        .stop(),
    planted: [{ kind: "decision", keys: ["rebase"] }],
  },
  {
    id: "t78-index-later",
    build: (s) =>
      s
        .user("explain analyze the orders-by-user query")
        .bash(
          "psql $DATABASE_URL -c 'explain analyze select * from orders where user_id = 42'",
          "Seq Scan on orders  (cost=0.00..1893.00 rows=12 width=88) (actual time=0.02..14.1 rows=12 loops=1)\nPlanning Time: 0.1 ms",
        )
        .assistant("Seq scan, 14 ms. An index on orders.user_id would make it a few µs.")
        .user("add an index on orders.user_id but not now, after the migration freeze")
        .assistant("Ok, open until the freeze ends: index on orders.user_id.")
        .stop(),
    planted: [{ kind: "task", keys: ["index", "user_id"] }],
  },
  {
    id: "t78-quick-fixes-2",
    build: (s) =>
      s
        .user("make the submit button disabled while loading")
        .file("Edit", "src/components/OrderForm.tsx")
        .assistant("Done.")
        .user("and show a spinner")
        .file("Edit", "src/components/OrderForm.tsx")
        .assistant("Spinner added next to the label.")
        .user("perf")
        .stop(),
    planted: [],
  },
  {
    id: "t78-utc-everywhere",
    build: (s) =>
      s
        .user("the daily report is off by a day for US users")
        .file("Read", "src/reports/daily.ts")
        .assistant("`new Date().setHours(0)` uses the server's local time. Render boxes run in America/Chicago?")
        .bash("render ssh app -- date +%Z", "UTC")
        .assistant("No, the box is UTC; the bug is the browser formatting the boundary in local time.")
        .user("store and compute dates in utc everywhere. convert only in the ui")
        .file("Edit", "src/reports/daily.ts")
        .assistant("Fixed with UTC boundaries; conversion happens only in the UI.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["utc"] }],
  },
  {
    id: "t78-cleanup-cron",
    build: (s) =>
      s
        .user("the expired-sessions cleanup job, when should it run")
        .assistant("Traffic is lowest between 01:00 and 04:00 UTC. 02:00 or 03:00?")
        .user("cleanup at 02:00 utc")
        .file("Edit", "render.yaml")
        .bash("grep -A2 cleanup render.yaml", '  - name: cleanup-sessions\n    schedule: "0 2 * * *"')
        .assistant("Scheduled `0 2 * * *`.")
        .user("we should move the cron jobs to the queue eventually. not this week")
        .assistant("Noted for later: move the cron jobs onto the queue.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cleanup", "02:00"] },
      { kind: "task", keys: ["cron", "queue"] },
    ],
  },
  {
    id: "t78-jordan-design",
    build: (s) =>
      s
        .user("new empty state for the orders page")
        .file("Write", "src/components/EmptyOrders.tsx")
        .bash("pnpm storybook build --quiet", "info => Output directory: storybook-static")
        .assistant("Added EmptyOrders with an illustration slot and a CTA, plus a story.")
        .user("jordan does design review for anything ui, he'll want to see the story")
        .assistant("Got it, Jordan reviews UI work. I'll link the story in the PR.")
        .user("park this: dark mode. people keep asking")
        .assistant("Parked: dark mode.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jordan", "design"] },
      { kind: "task", keys: ["dark", "mode"] },
    ],
  },
  {
    id: "t78-q-review",
    build: (s) =>
      s
        .user("review this diff?")
        .user("```ts\n// TODO: never call this twice\nexport function init() { always(); }\n```")
        .assistant("`init` has no guard, so calling it twice runs `always()` twice. A module-level `let done = false` would fix it. Want me to apply that?")
        .user("no its just a snippet from a blog post")
        .stop(),
    planted: [],
  },
  {
    id: "t78-e2e-ci-only",
    build: (s) =>
      s
        .user("run everything before i merge")
        .bash("pnpm vitest run", " Test Files  31 passed (31)")
        .assistant("Unit tests pass. Running the Playwright e2e suite next.")
        .bash("pnpm playwright test", "Error: browserType.launch: Executable doesn't exist", 1)
        .user("dont run the e2e suite locally, ci only. the browsers arent installed on purpose")
        .assistant("Understood: e2e runs in CI only. Unit suite is green, so you're good to merge.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["e2e"] }],
  },
  {
    id: "t78-cookies-auth",
    build: (s) =>
      s
        .user("where should the session token live on the client")
        .assistant("localStorage is simple but readable by any XSS. An httpOnly cookie can't be read by scripts.")
        .user("httpOnly cookies. no jwt in localstorage, decided")
        .file("Edit", "src/auth/session.ts")
        .bash("pnpm vitest run src/auth", " ✓ src/auth/session.test.ts (7 tests)")
        .assistant("Sessions are set as httpOnly, SameSite=Lax cookies now.")
        .user("dont forget to revoke the temp token we gave the contractor")
        .assistant("I can't reach the admin panel from here. Left open: revoke the contractor's temp token.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cookies"] },
      { kind: "task", keys: ["revoke", "contractor"] },
    ],
  },
  {
    id: "t78-chat-standup",
    build: (s) =>
      s
        .user("what did we do yesterday, for standup")
        .assistant("Yesterday: the csv export, the limiter fix, and the login redirect PR.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "t78-meilisearch",
    build: (s) =>
      s
        .user("search returns nothing for 'café'")
        .bash("curl -s localhost:7700/version", '{"pkgVersion":"1.6.2"}')
        .assistant("The search index is Meilisearch 1.6. Might be a tokenizer thing with accents?")
        .bash("curl -s 'localhost:7700/indexes/products/search?q=cafe' | jq '.hits | length'", "4")
        .assistant("'cafe' finds 4, 'café' finds 0: the index was built before `typoTolerance` was enabled. Reindexing.")
        .bash("pnpm search:reindex", "indexed 1820 products")
        .user("works. fyi prod meilisearch is the same 1.6, self hosted on the worker box")
        .assistant("Noted.")
        .stop(),
    planted: [{ kind: "fact", keys: ["meilisearch"] }],
  },
  {
    id: "t78-growthbook",
    build: (s) =>
      s
        .user("feature flags: launchdarkly is too pricey. we're using growthbook, self hosted")
        .bash("pnpm add @growthbook/growthbook-react", "+ @growthbook/growthbook-react 1.2.1")
        .file("Write", "src/flags.tsx")
        .assistant("GrowthBook provider wired in `src/flags.tsx`; `useFeature('checkout_v2')` works.")
        .user("ticket for later: i18n on the transactional emails")
        .assistant("Left open: i18n for the transactional emails.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["growthbook"] },
      { kind: "task", keys: ["i18n"] },
    ],
  },
  {
    id: "t78-flaky-upload",
    build: (s) =>
      s
        .user("the upload test failed again in ci")
        .bash("gh run view 8870 --log | grep -m1 FAIL", "FAIL src/uploads/upload.test.ts > resumes after disconnect (timeout 5000ms)")
        .assistant("It's the resume test timing out. I could mock the clock, or skip it for now.")
        .user("skip it, leave the flaky upload test for later. we'll come back")
        .file("Edit", "src/uploads/upload.test.ts")
        .assistant("Marked `it.skip` with a TODO pointing at this run. The flaky upload test stays open.")
        .stop(),
    planted: [{ kind: "task", keys: ["flaky", "upload"] }],
  },
  {
    id: "t78-debug-endpoint",
    build: (s) =>
      s
        .user("add a /debug/env route so i can see what config prod loaded")
        .file("Edit", "src/routes/debug.ts")
        .bash("curl -s localhost:3000/debug/env | jq keys", '["DATABASE_URL_HOST","NODE_ENV","PORT"]')
        .assistant("Added `/debug/env`, values masked except hosts.")
        .user("after launch: remove the debug endpoint")
        .assistant("Left open: remove /debug/env after launch.")
        .stop(),
    planted: [{ kind: "task", keys: ["debug"] }],
  },
  {
    id: "t78-react19",
    build: (s) =>
      s
        .user("why does @tanstack/query warn about peer deps")
        .bash("pnpm why react", "react 18.3.1\n@tanstack/react-query 5.59.0 (peer react ^18 || ^19)")
        .assistant("It's just the pnpm peer warning; 18.3 satisfies it.")
        .user("need to upgrade to react 19 at some point, not blocking")
        .assistant("Noted for later: upgrade to React 19.")
        .stop(),
    planted: [{ kind: "task", keys: ["react", "19"] }],
  },
  {
    id: "t78-unconfirmed-guess",
    build: (s) =>
      s
        .user("memory on the worker box keeps creeping up")
        .bash("ps -o rss,cmd -C node | sort -n | tail -1", "812340 node dist/worker.js")
        .assistant("812 MB RSS. Maybe the image resize cache never evicts? I'd need a heap snapshot to be sure.")
        .user("probably. look at it another day")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "t78-load-test",
    build: (s) =>
      s
        .user("websocket server, how many conns can it take")
        .bash("node scripts/ws-smoke.mjs --conns 200", "200/200 connected, p95 handshake 41ms")
        .assistant("200 is fine. I haven't tried thousands.")
        .user("need a real load test for the websocket server before friday's launch")
        .assistant("Left open: load test the websocket server before Friday.")
        .user("docs for the cli flags too, someday")
        .assistant("Also open, no date: docs for the CLI flags.")
        .stop(),
    planted: [
      { kind: "task", keys: ["load", "websocket"] },
      { kind: "task", keys: ["docs", "flags"] },
    ],
  },
  {
    id: "t78-q-node-version",
    build: (s) => s.user("what node am i on").assistant("Can't see your shell without running something. `node -v`?").user("nvm, found it. 22").stop(),
    planted: [],
  },
];

export const TUNING78 = plantedSet(TUNING78_SESSIONS, Date.UTC(2026, 10, 2, 9));
