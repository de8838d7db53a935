/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: junior developers learning while they work, in Claude Code's voice. The users ask a
 * lot ("why does…", "what's the difference…"), the assistant explains at length, and only a
 * few real items land per session, often confirmed by the user after an explanation. Hard
 * negatives: questions, hypotheses, proposals the user turns down or never confirms,
 * withdrawn ideas, unconfirmed guesses, quoted code and tool output with "always"/"never"/
 * "TODO" in it, chit-chat, and requests done in the same session. Superseded decisions plant
 * only the later choice. Each session is one segment; the items planted in it are listed
 * with it.
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

export const TUNING47_START = Date.UTC(2026, 10, 2, 9);

export const TUNING47_SESSIONS: BlindSession[] = [
  {
    id: "t47-01-await-foreach",
    planted: [{ kind: "instruction", keys: ["foreach"] }],
    build: (s) =>
      s
        .user("why does my loop finish before the emails are sent?? i have `await sendEmail(u)` inside `users.forEach(async (u) => ...)`")
        .file("Read", "src/jobs/welcome.ts")
        .assistant(
          "Good question, this trips up a lot of people. `Array.prototype.forEach` calls your callback and ignores whatever it returns. Your callback is `async`, so it returns a promise right away, and forEach throws that promise on the floor and moves to the next element. The `await` inside only pauses *that* callback, not the loop and not the function around it. So the job function returns while the sends are still in flight.\n\nTwo usual fixes:\n1. `for (const u of users) { await sendEmail(u); }` — sequential, one at a time.\n2. `await Promise.all(users.map((u) => sendEmail(u)))` — concurrent, waits for all.\n\nWhich one fits depends on whether the mail provider rate-limits you.",
        )
        .user("ohh. ok that makes sense. so rule for this repo: never put an async callback in forEach, use for...of or Promise.all")
        .file("Edit", "src/jobs/welcome.ts")
        .bash("npx vitest run src/jobs/welcome.test.ts", " ✓ src/jobs/welcome.test.ts (3 tests) 41ms\n Test Files  1 passed (1)")
        .assistant("Noted. I switched welcome.ts to a `for...of` loop (sequential, since the provider allows 10 req/s) and the 3 tests pass."),
  },
  {
    id: "t47-02-detached-head",
    planted: [],
    build: (s) =>
      s
        .user("git says i'm in 'detached HEAD' state, did i break something?")
        .bash("git status", "HEAD detached at 4f2a9c1\nnothing to commit, working tree clean")
        .assistant(
          "Nothing is broken. Detached HEAD just means you checked out a commit directly (here `4f2a9c1`) instead of a branch. Git is happy to let you look around, but if you commit now, those commits don't belong to any branch and are easy to lose when you switch away. If you want to keep working, create a branch from here with `git switch -c my-branch`; if you were only looking, `git switch -` takes you back where you were.",
        )
        .user("ok phew. i just did git checkout on a hash from the log to see old code")
        .assistant("That's exactly what causes it. You're fine, there's nothing to clean up.")
        .user("thanks!"),
  },
  {
    id: "t47-03-orm-choice",
    planted: [
      { kind: "decision", keys: ["drizzle"] },
      { kind: "fact", keys: ["maya", "schema"] },
    ],
    build: (s) =>
      s
        .user("what's the actual difference between prisma and drizzle? the reports service needs a db layer and i have to pick")
        .bash("cat services/reports/package.json | head -20", '{\n  "name": "@shopkit/reports",\n  "dependencies": {\n    "pg": "^8.11.3"\n  }\n}')
        .assistant(
          "Right now reports only has raw `pg`. The two differ mostly in philosophy:\n\n- **Prisma** has its own schema language (`schema.prisma`), generates a client, and runs queries through a query engine. Very nice DX, but the generated client is heavy and there's a codegen step in every build.\n- **Drizzle** is schema-in-TypeScript, the query builder looks like SQL, there's no separate engine, and it's small. Migrations come from `drizzle-kit`.\n\nFor a small service that mostly runs aggregate queries, Drizzle's closer-to-SQL style tends to fit better, but Prisma would work too.",
        )
        .user("hmm would prisma be slower?")
        .assistant(
          "For the queries reports does, probably not noticeably. The bigger cost is the engine binary and cold starts, which matter more on serverless than in a long-running container.",
        )
        .user(
          "ok i talked to Maya, we're going with drizzle for the reports service. also fyi Maya reviews anything that touches the db schema, so she needs to be on those PRs",
        )
        .bash("npm install -w services/reports drizzle-orm && npm install -D -w services/reports drizzle-kit", "added 3 packages in 4s")
        .assistant(
          "Installed `drizzle-orm` and `drizzle-kit` in the reports workspace. I haven't written any schema yet; want me to start from the existing tables?",
        ),
  },
  {
    id: "t47-04-flaky-login",
    planted: [{ kind: "task", keys: ["flaky", "login"] }],
    build: (s) =>
      s
        .user("why does the login e2e test fail like 1 in 5 runs on CI but never on my laptop")
        .bash(
          "npx playwright test e2e/login.spec.ts --repeat-each=10",
          "  8 passed\n  2 failed\n    e2e/login.spec.ts:22 › redirects to dashboard after login\n      Timeout 5000ms exceeded waiting for url /dashboard",
          1,
        )
        .assistant(
          "I could reproduce it locally with `--repeat-each=10`: 2 of 10 runs time out waiting for `/dashboard`. A couple of hypotheses, none confirmed yet:\n\n1. The session cookie is set after the redirect fires, so the dashboard bounces back to `/login` sometimes.\n2. The dashboard's first data fetch is slow on a cold DB and the 5s timeout is too tight.\n\nMaybe it's a timezone thing with the cookie expiry, but that's a guess. I'd need to add tracing to tell them apart.",
        )
        .user("could it be the timezone? my laptop is CET and CI is UTC")
        .assistant("Possible but I doubt it: the cookie expiry is relative (`maxAge`), not an absolute date. I'd look at the redirect order first.")
        .user("ok i don't have time for this today. leave it, but we still need to fix the flaky login test before the release, don't let me forget")
        .assistant("Understood, I won't change anything now."),
  },
  {
    id: "t47-05-port-8081",
    planted: [
      { kind: "fact", keys: ["8081"] },
      { kind: "instruction", keys: ["compose", "worker"] },
    ],
    build: (s) =>
      s
        .user("why does the frontend get 502 from the api locally? i followed the readme")
        .bash(
          "docker compose ps",
          "NAME        SERVICE   STATUS    PORTS\napp-api-1   api       running   0.0.0.0:8081->3000/tcp\napp-db-1    db        running   0.0.0.0:5432->5432/tcp\napp-worker-1 worker   running",
        )
        .file("Read", "web/vite.config.ts")
        .assistant(
          "The api container is published on host port 8081 (`8081->3000`), but `web/vite.config.ts` proxies `/api` to `http://localhost:8080`. Nothing listens on 8080, so the proxy answers 502. Either the README and vite config are out of date, or compose changed recently.",
        )
        .user("oh right, Kenji moved it. yes the api runs on port 8081 locally now, 8080 is taken by his keycloak thing")
        .file("Edit", "web/vite.config.ts")
        .assistant("Updated the proxy target to 8081. Reload the page and the 502 should be gone.")
        .user("works! btw when you start the stack for me just do `docker compose up api db`, skip the worker container, it eats all my ram")
        .assistant("Got it, I'll start only `api` and `db` from now on."),
  },
  {
    id: "t47-06-avatars",
    planted: [{ kind: "decision", keys: ["avatars", "s3"] }],
    build: (s) =>
      s
        .user("let's store the user avatars in postgres as bytea, easiest, one less service")
        .assistant(
          "It is the easiest to start with, but a few things bite later:\n\n- Every avatar read goes through the API and the DB instead of a CDN, so page loads with 50 avatars mean 50 DB reads of binary blobs.\n- Backups grow fast; a 200 KB image times 100k users is 20 GB of mostly images in your pg_dump.\n- You can't easily resize or cache at the edge.\n\nThe common pattern is object storage (you already have an S3 bucket for invoices) with only the object key in the `users` table.",
        )
        .user("why would backups matter though, we don't restore often")
        .assistant(
          "They matter for how long a dump and restore take when you do need one, and for what staging refreshes cost. It's not a blocker, just friction that keeps growing.",
        )
        .user("hmm ok you're right. we'll put the avatars in s3 instead and keep just the key in the users table")
        .bash("aws s3 ls s3://shopkit-uploads/ --profile dev", "                           PRE invoices/")
        .assistant("The bucket exists with an `invoices/` prefix; I'll use `avatars/` next to it when we write the upload handler."),
  },
  {
    id: "t47-07-prettier",
    planted: [{ kind: "instruction", keys: ["format", "commit"] }],
    build: (s) =>
      s
        .user("why did my PR show 40 changed files when i only touched 2?? CI says 'prettier check failed' too")
        .bash(
          "npx prettier --check .",
          "Checking formatting...\n[warn] src/api/orders.ts\n[warn] src/api/users.ts\n[warn] Code style issues found in 2 files. Run Prettier with --write to fix.",
          1,
        )
        .assistant(
          "Your editor probably has a different formatter (or different settings) than the repo's `.prettierrc`, so on save it reformatted whole files: quotes, trailing commas, line width. The diff shows every line it touched, and CI's `prettier --check` fails on the two files that don't match the repo style. If you set VS Code's default formatter to Prettier and enable 'format on save', it will pick up the repo's config.",
        )
        .user("ugh. ok. from now on please always run `npm run format` before you commit anything for me")
        .bash("npm run format", "> prettier --write .\nsrc/api/orders.ts 42ms\nsrc/api/users.ts 18ms")
        .assistant("Done, formatting is fixed for both files. I'll run it before each commit."),
  },
  {
    id: "t47-08-useeffect-twice",
    planted: [],
    build: (s) =>
      s
        .user("why does my useEffect run twice?? the fetch shows up two times in the network tab")
        .file("Read", "web/src/pages/Orders.tsx")
        .assistant(
          "That's React's StrictMode in development. Since React 18, StrictMode mounts every component, unmounts it, and mounts it again, to surface effects that don't clean up after themselves. In a production build this doesn't happen, so you'll only see the single fetch there. The fix isn't to remove StrictMode but to make the effect safe to run twice: use an `AbortController` and abort in the cleanup function, so the first request is cancelled.",
        )
        .user("so it's not a bug in my code?")
        .assistant(
          "Not a bug as such. It's React showing you that the effect has no cleanup. With the abort in place you'd still see two requests in dev, but the first one would be cancelled.",
        )
        .user("ahh makes sense, thanks!"),
  },
  {
    id: "t47-09-accounts-users",
    planted: [
      { kind: "fact", keys: ["account", "billed"] },
      { kind: "task", keys: ["account_id"] },
    ],
    build: (s) =>
      s
        .user("what's the difference between the `users` and `accounts` tables? they look almost the same to me")
        .bash(
          "psql $DATABASE_URL -c '\\d accounts' -c '\\d users'",
          'Table "public.accounts"\n id | uuid\n name | text\n plan | text\nTable "public.users"\n id | uuid\n account_id | uuid\n email | text',
        )
        .assistant(
          "Looking at the schema: `users` has an `account_id` column pointing at `accounts`, and `accounts` has `plan`. So it looks like an account is the company or team, and users are people who log in under it. I'm inferring that from the columns though, I haven't seen it written down anywhere.",
        )
        .user("yes that's right, our lead explained it: one account has many users, and the account is what gets billed, never the user")
        .assistant("Thanks, that clears it up. That also explains why `invoices` has no link to users.")
        .user(
          "oh wait, invoices doesn't have account_id either? hm. i need to write the migration that adds account_id to invoices, next sprint though, not now",
        )
        .assistant("Okay, I'll leave the invoices table as it is for now."),
  },
  {
    id: "t47-10-pnpm-question",
    planted: [],
    build: (s) =>
      s
        .user("why does `npm ci` delete my whole node_modules every time? it takes forever")
        .bash("time npm ci", "added 1312 packages in 94s\n\nreal\t1m36.2s")
        .assistant(
          "That's by design: `npm ci` is meant for clean, reproducible installs, so it always removes `node_modules` and installs exactly what's in `package-lock.json`. `npm install` instead reuses what's there and only changes the difference. Locally, `npm install` is usually what you want; `npm ci` is for CI.",
        )
        .user("should we switch to pnpm? someone on reddit said it's way faster")
        .assistant(
          "pnpm is usually faster and uses a content-addressed store so installs share files across projects. But switching touches CI, the Dockerfiles and everyone's habits, so it's a team decision rather than something to do in a branch.",
        )
        .user("yeah not my call, i'll bring it up in standup maybe"),
  },
  {
    id: "t47-11-any-unknown",
    planted: [{ kind: "instruction", keys: ["unknown"] }],
    build: (s) =>
      s
        .user("why does eslint yell at me for `any`? it's just a type")
        .bash(
          "npx eslint src/api/parse.ts",
          "src/api/parse.ts\n  12:24  error  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any\n\n✖ 1 problem (1 error, 0 warnings)",
          1,
        )
        .assistant(
          "`any` switches the type checker off for that value and everything that flows from it. If `body` is `any`, then `body.user.name.toUpperCase()` compiles even when `user` is missing, and you find out at runtime. `unknown` is the safe counterpart: you can hold anything in it, but you must narrow it (with a type guard or a zod parse) before you touch its fields. That's why the lint rule is on.",
        )
        .user("ok got it. then in my code don't use `any`, use `unknown` and narrow it properly")
        .file("Edit", "src/api/parse.ts")
        .bash("npx eslint src/api/parse.ts", "")
        .assistant("Changed the parameter to `unknown` and added a type guard; eslint is clean."),
  },
  {
    id: "t47-12-date-lib",
    planted: [
      { kind: "decision", keys: ["date-fns"] },
      { kind: "task", keys: ["moment"] },
    ],
    build: (s) =>
      s
        .user("i need to format dates on the invoice page. which library do we use? i see moment in package.json")
        .bash("grep -rn \"from 'moment'\" src | wc -l", "14")
        .assistant(
          "moment is used in 14 places. It works, but it's in maintenance mode: its own docs recommend other libraries for new code. It's large (around 70 KB minified) and its objects are mutable, which causes subtle bugs. The usual modern picks are `date-fns` (plain functions, tree-shakable) or `dayjs` (moment-like API, tiny).",
        )
        .user("what would you pick?")
        .assistant("For an app that already passes `Date` objects around, date-fns fits naturally. dayjs is nicer if people want the moment-style chaining.")
        .user(
          "ok i checked with Sam, we'll use date-fns for new date formatting. and the 14 old moment imports should be ripped out at some point, later, not in this PR",
        )
        .bash("npm install date-fns", "added 1 package in 2s")
        .assistant("Installed. I'll use `format` from it on the invoice page and leave the existing imports alone."),
  },
  {
    id: "t47-13-slow-ci",
    planted: [
      { kind: "fact", keys: ["e2e", "staging"] },
      { kind: "decision", keys: ["e2e", "push"] },
      { kind: "task", keys: ["runners"] },
    ],
    build: (s) =>
      s
        .user("why does CI take 20 minutes?? i just changed a comment")
        .file("Read", ".github/workflows/ci.yml")
        .assistant(
          "Looking at `ci.yml`: `lint` and `unit` take about 3 minutes together, and the rest is the `e2e` job, which runs on every push to every branch. It has `needs: [unit]` and a step that waits for a database. I'm not sure which database it uses; the URL comes from a secret.",
        )
        .user("oh yeah, the e2e suite runs against the staging database, that's why it's slow and why it waits")
        .assistant(
          "That explains the wait step. One option would be running e2e only on pull requests to main instead of every push; unit tests would still catch most things early.",
        )
        .user("yes let's do that. e2e only on PRs to main, not on every push")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("npx actionlint .github/workflows/ci.yml", "")
        .assistant("Changed the trigger for the e2e job; actionlint is happy.")
        .user("also the runners are still on node 18, someone has to bump the runners to node 20 after the release")
        .assistant("Okay, I'll leave the node version as it is in this change."),
  },
  {
    id: "t47-14-password-reset",
    planted: [
      { kind: "task", keys: ["limiting", "reset"] },
      { kind: "decision", keys: ["expire"] },
    ],
    build: (s) =>
      s
        .user("can you rename `tkn` to `resetToken` in the password reset handler? the name confuses me")
        .file("Edit", "src/api/password-reset.ts")
        .bash("npx tsc --noEmit", "")
        .assistant("Renamed, and it typechecks. While I was in there: the tokens never expire right now, they live until used. Is that intended?")
        .user("why would that be a problem if the token is random?")
        .assistant(
          "Randomness protects against guessing, but not against a link that leaks: an old email in a shared inbox, a forwarded message, browser history. An expiry limits how long a leaked link is useful. Common values are 15 to 60 minutes.",
        )
        .user("ok makes sense. decided: reset links expire after 30 minutes")
        .file("Edit", "src/api/password-reset.ts")
        .assistant("Added a 30-minute expiry check and a test for an expired link.")
        .user("we also have to add rate limiting to the password reset endpoint but that's for another day")
        .assistant("Understood, not touching that today."),
  },
  {
    id: "t47-15-double-equals",
    planted: [],
    build: (s) =>
      s
        .user("why does `0 == ''` give true?? javascript is cursed")
        .bash("node -e \"console.log(0 == '', 0 === '', null == undefined)\"", "true false true")
        .assistant(
          "`==` converts both sides to a common type before comparing. `''` converts to the number 0, so `0 == ''` is `0 == 0`. `===` compares without conversion, so different types are never equal. `null == undefined` is a special case in the spec. Most style guides say to use `===` everywhere except maybe `x == null` to catch both null and undefined.",
        )
        .user("lol ok. javascript is cursed confirmed"),
  },
  {
    id: "t47-16-branch-names",
    planted: [{ kind: "instruction", keys: ["branch", "ticket"] }],
    build: (s) =>
      s
        .user("why did the bot close my PR? it says 'invalid branch name'")
        .bash("gh pr view 412 --comments", "github-actions: Closing: branch `fix-stuff` does not match ^(feat|fix|chore)/[A-Z]+-[0-9]+-")
        .assistant(
          "The workflow checks the branch name against `^(feat|fix|chore)/[A-Z]+-[0-9]+-`. So it wants a type, a slash, a ticket id like `SHOP-123`, then a dash and a description. `fix-stuff` has no slash and no ticket.",
        )
        .user("ahh. ok yes the team rule is every branch is `type/TICKET-123-short-desc`, please name branch like that when you make one for me")
        .bash("git branch -m fix-stuff fix/SHOP-481-null-total", "")
        .assistant("Renamed your branch to `fix/SHOP-481-null-total`. You'll need to push it and reopen the PR."),
  },
  {
    id: "t47-17-webhook-401",
    planted: [
      { kind: "fact", keys: ["webhook", "secret"] },
      { kind: "instruction", keys: ["secrets"] },
    ],
    build: (s) =>
      s
        .user("why does the stripe webhook get 401 on my machine? the logs say signature mismatch")
        .bash("grep -n STRIPE .env", "STRIPE_KEY=sk_test_...\nSTRIPE_WEBHOOK_SECRET=whsec_live_...")
        .assistant(
          "Stripe signs each webhook with the endpoint's signing secret, and the handler checks it with `STRIPE_WEBHOOK_SECRET`. Your `.env` has a secret that starts with `whsec_live`, while the events come from `stripe listen` in test mode, which uses its own secret. A mismatch like that gives exactly this error. I'm guessing, though: it could also be the body parser changing the raw body.",
        )
        .user("oh. yes, the test webhook secret is a different one, it's in 1password under 'stripe test'. the live one only exists in the prod vault")
        .assistant("Then swapping in the test secret should fix it. Please paste it into `.env` yourself, I'd rather not handle it.")
        .user("good call, never paste secrets into the chat or logs, ok? i'll do it myself")
        .bash("npm run dev:webhooks", "Ready! Your webhook signing secret is whsec_test_...\n--> charge.succeeded [200]")
        .assistant("With the test secret the webhook answers 200."),
  },
  {
    id: "t47-18-product-cache",
    planted: [{ kind: "decision", keys: ["index", "category"] }],
    build: (s) =>
      s
        .user("the product list page is slow. maybe we should cache the product list in redis?")
        .bash(
          "psql $DATABASE_URL -c 'EXPLAIN ANALYZE SELECT * FROM products WHERE category = $$shoes$$'",
          "Seq Scan on products  (cost=0.00..4821.00 rows=1203)\nExecution Time: 212.4 ms",
        )
        .assistant(
          "Redis would hide the slowness, but the EXPLAIN shows the real cause: a sequential scan over `products` for every category filter, 212 ms. Caching brings invalidation questions (what happens when a price changes?). An index on `category` would likely make the query a few milliseconds without any of that.",
        )
        .user("why wouldn't postgres make an index by itself?")
        .assistant(
          "Postgres only creates indexes for primary keys and unique constraints. Everything else is up to you, because every index costs write time and disk.",
        )
        .user("huh. ok scratch the redis idea, not worth it yet. let's add an index on products.category instead")
        .file("Write", "migrations/0042_products_category_idx.sql")
        .bash("npm run migrate:dev", "applied 0042_products_category_idx.sql")
        .assistant("Migration applied to your local db. The same EXPLAIN now uses an index scan in 1.8 ms."),
  },
  {
    id: "t47-19-two-loggers",
    planted: [
      { kind: "task", keys: ["winston"] },
      { kind: "fact", keys: ["datadog"] },
    ],
    build: (s) =>
      s
        .user("why are there two logger files, `logger.ts` and `log.ts`?")
        .bash("grep -rln \"from './logger'\" src | wc -l; grep -rln \"from './log'\" src | wc -l", "7\n63")
        .assistant(
          "`logger.ts` wraps winston and is imported by 7 files; `log.ts` wraps pino and is imported by 63. My guess is that the team moved to pino and these 7 are leftovers, but I don't see a note about it.",
        )
        .user("yeah Sam said pino is the one. pino writes json lines to stdout and datadog picks them up from there, winston's output doesn't get parsed")
        .assistant("That would explain why some job logs look odd in dashboards: those 7 files still go through the old logger.")
        .user("ugh. ok, for later: the old winston logger has to go once those 7 files are moved over. not today")
        .assistant("Okay, leaving them for now."),
  },
  {
    id: "t47-20-dev-deps",
    planted: [],
    build: (s) =>
      s
        .user("what's the difference between dependencies and devDependencies? does it matter where i put eslint?")
        .bash("npm ls eslint", "shopkit@1.0.0\n└── eslint@8.57.0")
        .assistant(
          "`dependencies` are what the app needs at runtime; `devDependencies` are what you need to develop and build it (linters, test runners, type definitions). It matters when something installs with `--omit=dev`, like a production Docker image: devDependencies are skipped there, which keeps the image smaller. eslint is a dev tool, so devDependencies is the right place.",
        )
        .user("cool thanks, and typescript too?")
        .assistant("Usually yes, unless the app compiles TypeScript at runtime, which most don't."),
  },
  {
    id: "t47-21-git-add",
    planted: [{ kind: "instruction", keys: ["git", "add"] }],
    build: (s) =>
      s
        .user("why did you use `git add .` just now?")
        .bash("git status --short", "M  src/api/orders.ts\nA  src/api/orders.test.ts\nA  scratch.sql")
        .assistant(
          "I used it because it was the quickest way to stage the two files I changed, but you're right to ask: it also staged `scratch.sql`, which is your local file. I'll unstage it.",
        )
        .user("yeah please never use `git add .` or `git add -A` in my repo, add files by name. i had a .env slip into a commit once and it was a whole thing")
        .bash("git restore --staged scratch.sql && git status --short", "M  src/api/orders.ts\nA  src/api/orders.test.ts\n?? scratch.sql")
        .assistant("Unstaged it; only the two files are staged now."),
  },
  {
    id: "t47-22-feature-flags",
    planted: [
      { kind: "decision", keys: ["feature_flags"] },
      { kind: "task", keys: ["admin", "flags"] },
    ],
    build: (s) =>
      s
        .user("how do people usually do feature flags? i need to hide the new checkout behind one")
        .bash("grep -rn 'FEATURE_' src | head", "src/config.ts:8:  FEATURE_NEW_SEARCH: process.env.FEATURE_NEW_SEARCH === '1',")
        .assistant(
          "Three common ways, from simplest:\n\n1. **Env vars**, like your existing `FEATURE_NEW_SEARCH`. Easy, but flipping one needs a redeploy.\n2. **A table in your own database**, e.g. `feature_flags(name, enabled, rollout_percent)`, read with a short cache. Flip it with a SQL update or an admin screen.\n3. **A hosted service** (LaunchDarkly, Unleash, Flagsmith): targeting, audit log, SDKs, but another vendor and bill.\n\nFor one checkout flag, 1 or 2 are plenty.",
        )
        .user("why not just env vars then?")
        .assistant("Because you can't turn the new checkout off quickly if it breaks in production; a redeploy takes 10 minutes here.")
        .user("right. ok the db table one, simple. go with a `feature_flags` table")
        .file("Write", "migrations/0043_feature_flags.sql")
        .file("Write", "src/lib/flags.ts")
        .assistant("Added the migration and a `isEnabled(name)` helper with a 30 s cache.")
        .user("nice. at some point we need a small admin page for toggling the flags, put that on the list")
        .assistant("Noted, no admin page in this change."),
  },
  {
    id: "t47-23-testcontainers",
    planted: [{ kind: "fact", keys: ["testcontainers"] }],
    build: (s) =>
      s
        .user("why does `npm test` fail with 'Could not find a working container runtime strategy'?")
        .bash(
          "npm test -- src/db",
          "Error: Could not find a working container runtime strategy\n    at getContainerRuntimeClient (node_modules/testcontainers/build/...)",
          1,
        )
        .assistant(
          "The error comes from the `testcontainers` package: the db tests start a real Postgres in a Docker container for each run, and it can't reach a Docker daemon. Is Docker Desktop running?",
        )
        .user("no it wasn't. so wait, the tests spin up postgres through testcontainers every time? that's why they need docker?")
        .file("Read", "test/setup-db.ts")
        .assistant(
          "Yes: `test/setup-db.ts` starts `postgres:16-alpine` with testcontainers before the suite and stops it after. Without Docker those tests can't run.",
        )
        .user("ok good to know, docker started")
        .bash("npm test -- src/db", " Test Files  6 passed (6)\n      Tests  48 passed (48)")
        .assistant("All 48 db tests pass now."),
  },
  {
    id: "t47-24-readme",
    planted: [{ kind: "task", keys: ["readme"] }],
    build: (s) =>
      s
        .user("the setup steps say node 16 but `.nvmrc` says 20, which one is right?")
        .bash("cat .nvmrc; node --version", "20.11.1\nv20.11.1")
        .assistant("`.nvmrc` wins: it's what `nvm use` reads and what CI uses. The setup steps are probably stale.")
        .user("ok so the readme is wrong. we should update the readme setup section — not now, i'm in the middle of the checkout thing")
        .assistant("Sure, I'll leave it for later."),
  },
  {
    id: "t47-25-clean-build",
    planted: [],
    build: (s) =>
      s
        .user("why does the build fail only on my machine? it says 'Cannot find module ./generated/routes'")
        .bash("npm run build", "error TS2307: Cannot find module './generated/routes' or its corresponding type declarations.", 2)
        .assistant(
          "Maybe a stale TypeScript build cache: `tsc -b` keeps `.tsbuildinfo` files and can skip regenerating things. Or the codegen step didn't run after you pulled. Let me try a clean build first.",
        )
        .bash("rm -rf dist .tsbuildinfo && npm run build", "> codegen && tsc -b\nroutes generated (24)\nbuild ok")
        .assistant("A clean build works. I can't tell you for sure which of the two it was.")
        .user("whatever it was it's gone now lol"),
  },
  {
    id: "t47-26-commit-style",
    planted: [{ kind: "instruction", keys: ["conventional"] }],
    build: (s) =>
      s
        .user("why does everyone write commit messages like `fix(api): ...`? is that a thing?")
        .bash(
          "git log --oneline -6",
          "a1c3e2f feat(web): add order filters\n77b0d1e fix(api): handle empty cart\n3e9f0aa chore: bump vitest\n9d0c112 docs: explain flags",
        )
        .assistant(
          "Yes, that's Conventional Commits: `type(scope): summary`, with types like `feat`, `fix`, `chore`, `docs`, `refactor`. Tools can then build changelogs and decide version bumps automatically (`feat` → minor, `fix` → patch, `!` → major). Your log follows it consistently.",
        )
        .user("ok then my commits follow conventional commits too, do it that way every time you commit for me")
        .bash("git commit -m 'fix(web): show total when cart has one item'", "[fix/SHOP-481-null-total 5b2e7d0] fix(web): show total when cart has one item")
        .assistant("Committed with a conventional message."),
  },
  {
    id: "t47-27-service-name",
    planted: [{ kind: "decision", keys: ["mailer"] }],
    build: (s) =>
      s
        .user("let's name the new email service `notifier`")
        .bash("mkdir -p services/notifier && npm init -y -w services/notifier", "Wrote to services/notifier/package.json")
        .assistant("Created `services/notifier` as a new workspace. Next I'd add the queue consumer.")
        .user("hmm wait, Priya says there's already a `notifier` in the infra repo and the dashboards would clash. call it `mailer` instead")
        .bash("git mv services/notifier services/mailer && sed -i 's/notifier/mailer/' services/mailer/package.json", "")
        .assistant("Renamed the workspace to `services/mailer`."),
  },
  {
    id: "t47-28-auth-owner",
    planted: [
      { kind: "fact", keys: ["tom", "auth"] },
      { kind: "instruction", keys: ["reviewer"] },
    ],
    build: (s) =>
      s
        .user("who should i ask about the auth middleware? i don't get why it checks the token twice")
        .bash("git shortlog -sn -- src/auth | head -3", "   142\tTom Becker\n    12\tAnna Li\n     3\tJamal Ortiz")
        .assistant(
          "By commits, Tom Becker wrote most of `src/auth` (142 of 157). About the double check: the first one validates the JWT signature, the second looks up whether the session was revoked. That's common when tokens are long-lived.",
        )
        .user("yeah tom wrote basically all of auth, he's the person to ping for it")
        .assistant("Good to know.")
        .user("and when you open a PR that touches src/auth add him as reviewer, always")
        .bash(
          "gh pr create --title 'fix(auth): clearer revoked error' --reviewer tombecker --body 'Clearer message'",
          "https://github.com/shopkit/app/pull/418",
        )
        .assistant("Opened #418 with Tom as reviewer."),
  },
  {
    id: "t47-29-csv-skip",
    planted: [{ kind: "task", keys: ["csv", "export"] }],
    build: (s) =>
      s
        .user("why is this test skipped? it shows up yellow in the output")
        .bash(
          "grep -n -B1 -A2 'it.skip' src/reports/export.test.ts",
          "41-  // TODO: re-enable once the encoding bug is fixed, always fails on umlauts\n42:  it.skip('exports csv with utf-8 names', async () => {",
        )
        .assistant(
          "The comment above it says it was skipped because of an encoding bug: it fails on names with umlauts. The CSV writer probably writes UTF-8 without a BOM, and Excel then reads the file as Latin-1. That's my guess; I haven't looked at the writer.",
        )
        .user("so it's a real bug, not a bad test?")
        .assistant("Most likely a real bug, yes. The test asserts the file opens correctly with `Müller` in it.")
        .user("ok. then the skipped csv export test has to be re-enabled once someone fixes the encoding. keep that on the list for me")
        .assistant("Okay, noted as open."),
  },
  {
    id: "t47-30-possibly-undefined",
    planted: [],
    build: (s) =>
      s
        .user("why does typescript say 'Object is possibly undefined' when i KNOW it's there")
        .file("Read", "src/api/cart.ts")
        .assistant(
          "Because `items.find(...)` returns `T | undefined`: TypeScript can't know the find will succeed. You can handle the `undefined` case (return a 404, throw), or, if you're truly sure, use `!`. The first is better, since 'I know it's there' is often true until it isn't.",
        )
        .user("fair. can you add the 404 there")
        .file("Edit", "src/api/cart.ts")
        .assistant("Added: if the item isn't in the cart, the route answers 404 `item_not_found`.")
        .user("thanks"),
  },
  {
    id: "t47-31-console-log",
    planted: [
      { kind: "instruction", keys: ["console.log"] },
      { kind: "task", keys: ["jobs", "console"] },
    ],
    build: (s) =>
      s
        .user("why did the reviewer complain about console.log in my PR? it's just debug output")
        .bash("grep -rn 'console.log' src | wc -l; grep -rln 'console.log' src/jobs", "23\nsrc/jobs/cleanup.ts\nsrc/jobs/digest.ts")
        .assistant(
          "In production your logs are JSON lines from pino; a bare `console.log` writes an unstructured line without level, request id or timestamp, so it's hard to search and can leak data. Debug output also tends to stay in forever. There are 23 of them in `src`, mostly in two job files.",
        )
        .user("ok. then don't leave console.log in code you write, use the `log` helper from src/lib/log.ts")
        .file("Edit", "src/api/orders.ts")
        .assistant("Replaced the two in your PR with `log.debug`.")
        .user("and the console calls in src/jobs need cleaning up too, but that's a separate PR, later")
        .assistant("Understood, the job files stay as they are for now."),
  },
  {
    id: "t47-32-staging-url",
    planted: [{ kind: "fact", keys: ["staging", "sunday"] }],
    build: (s) =>
      s
        .user("why did all my test orders on staging disappear?? i made like 20 yesterday")
        .bash("curl -s https://staging.shopkit.dev/api/health", '{"status":"ok","db_seeded_at":"2026-11-15T23:00:02Z"}')
        .assistant(
          "The health endpoint says the database was seeded on Sunday night at 23:00 UTC. If staging is reset from a seed, anything you created before that is gone. I don't see the job in this repo, so I can't tell how often it runs.",
        )
        .user("oh right, i remember now from onboarding: staging gets wiped and reseeded every sunday night. my bad")
        .assistant("Then that's it: your orders were made before the reset."),
  },
  {
    id: "t47-33-pagination",
    planted: [
      { kind: "decision", keys: ["cursor", "orders"] },
      { kind: "fact", keys: ["orders", "million"] },
    ],
    build: (s) =>
      s
        .user("why is page 500 of the orders list so slow but page 1 is fast?")
        .bash("psql $DATABASE_URL -c 'SELECT count(*) FROM orders'", "  count\n----------\n 41203877")
        .assistant(
          "With `OFFSET 10000`, Postgres still has to read and throw away the first 10,000 rows before returning 20. The deeper the page, the more it discards. Cursor (keyset) pagination avoids that: you pass the last seen `(created_at, id)` and ask for rows after it, which an index answers directly. The catch is you can't jump to 'page 500', only next/previous.",
        )
        .user("41 million rows?? is that real")
        .assistant("That's the current count in your local copy, which is a snapshot of production from last month.")
        .user(
          "ok yeah the orders table is about 41 million rows in prod, Sam mentioned it. so cursor pagination for the orders endpoint, nobody jumps to page 500 anyway",
        )
        .file("Edit", "src/api/orders.ts")
        .bash("npx vitest run src/api/orders.test.ts", " ✓ src/api/orders.test.ts (9 tests)")
        .assistant("Switched the endpoint to keyset pagination with an opaque cursor; 9 tests pass."),
  },
  {
    id: "t47-34-a11y",
    planted: [{ kind: "task", keys: ["accessibility"] }],
    build: (s) =>
      s
        .user("what does this axe report mean? QA sent it")
        .bash(
          "npx axe http://localhost:5173/checkout --exit",
          'Violation of "label" with 3 occurrences!\nViolation of "color-contrast" with 5 occurrences!\n8 Accessibility issues detected.',
          1,
        )
        .assistant(
          "axe found 8 issues on the checkout page: three inputs without a label (screen readers announce them as just 'edit text'), and five places where text contrast is under the 4.5:1 ratio WCAG asks for. Labels are quick; contrast needs design input since it's the brand grey.",
        )
        .user("why does contrast matter if it looks fine to me?")
        .assistant("It looks fine on a good screen with good eyesight; for low vision, glare on a phone or a cheap monitor it becomes unreadable.")
        .user("ok. we still owe the accessibility fixes on the checkout form, remind me next week, design has to weigh in first")
        .assistant("Okay, nothing changed for now."),
  },
  {
    id: "t47-35-no-upgrades",
    planted: [{ kind: "instruction", keys: ["dependencies"] }],
    build: (s) =>
      s
        .user("can you fix the type error in ProductCard.tsx")
        .file("Edit", "web/src/components/ProductCard.tsx")
        .bash("npx tsc --noEmit -p web", "")
        .assistant(
          "Fixed: `price` can be `null` for unreleased products, so I render 'coming soon' in that case. While I'm here, React 19 is out and your `react-dom` is on 18.2. Want me to upgrade it now?",
        )
        .user("no no. don't upgrade dependencies unless i ask, ever. version bumps come through Renovate PRs and get tested separately")
        .assistant("Got it, no upgrades."),
  },
  {
    id: "t47-36-regex",
    planted: [],
    build: (s) =>
      s
        .user("why doesn't my regex match `SHOP-12`? `/^[A-Z]+-\\d{3}$/`")
        .assistant(
          "`\\d{3}` means exactly three digits, and `SHOP-12` has two. If ticket numbers can have any number of digits, use `\\d+`. The `^` and `$` anchors are right if you want the whole string to be the id.",
        )
        .user("oh. duh. can you fix it in validate.ts")
        .file("Edit", "src/lib/validate.ts")
        .bash("npx vitest run src/lib/validate.test.ts", " ✓ src/lib/validate.test.ts (5 tests)")
        .assistant("Changed to `\\d+`; the 5 tests pass, including a new one for `SHOP-12`.")
        .user("ty"),
  },
  {
    id: "t47-37-legacy-admin",
    planted: [
      { kind: "fact", keys: ["legacy", "warehouse"] },
      { kind: "decision", keys: ["legacy", "security"] },
    ],
    build: (s) =>
      s
        .user("what is the `legacy/` folder? it's all php. can i delete it?")
        .bash("ls legacy | head; git log -1 --format=%cr -- legacy", "admin.php\ninventory.php\nlib/\n3 weeks ago")
        .assistant(
          "Please don't delete it yet: it was changed three weeks ago, so something still depends on it. From the file names it looks like an old admin with inventory screens. Whether it's deployed I can't tell from here.",
        )
        .user("ok i asked in the channel. the legacy folder is the old php admin and it's still live, the warehouse team uses it every day")
        .assistant("Good thing we didn't touch it. Is anyone allowed to change it?")
        .user("Tom said we decided last retro: nothing new goes into legacy, only security fixes")
        .assistant("Clear, I'll treat it as frozen except for security patches."),
  },
  {
    id: "t47-38-screenshots",
    planted: [{ kind: "instruction", keys: ["screenshots"] }],
    build: (s) =>
      s
        .user("why does the PR template ask for screenshots? my change is tiny")
        .file("Read", ".github/pull_request_template.md")
        .assistant(
          "The template asks for before/after screenshots for UI changes. Reviewers often don't run the branch locally, so a screenshot is the fastest way for them to see spacing, wrapping or a broken layout. For a backend-only change you can write 'n/a'.",
        )
        .user("ok. so for any UI change, put before/after screenshots in the PR description when you open PRs for me")
        .bash("npx playwright screenshot http://localhost:5173/cart cart-after.png", "Capturing screenshot into cart-after.png")
        .assistant("Took the 'after' screenshot of the cart; I'll attach it to the PR."),
  },
  {
    id: "t47-39-sendgrid",
    planted: [
      { kind: "task", keys: ["sendgrid"] },
      { kind: "decision", keys: ["doppler"] },
    ],
    build: (s) =>
      s
        .user("why is there a sendgrid key in this old slack export someone committed?")
        .bash("git log --oneline -- docs/slack-export.txt; grep -c 'SG\\.' docs/slack-export.txt", "c81d2e0 docs: add slack notes\n1")
        .assistant(
          "A key starting with `SG.` is a SendGrid API key, and it's in git history since c81d2e0. Removing the file now won't remove it from history; the safe move is to rotate the key in SendGrid, then delete the file.",
        )
        .user("ugh. ok i'll delete the file now. we have to rotate the sendgrid key too but i need an admin for that, not today")
        .bash("git rm docs/slack-export.txt", "rm 'docs/slack-export.txt'")
        .assistant("Removed the file from the working tree. The key is still valid until someone rotates it.")
        .user("and Priya says this is why we're moving secrets to doppler, that's decided, no more .env files passed around")
        .assistant("Makes sense."),
  },
  {
    id: "t47-40-first-try",
    planted: [],
    build: (s) =>
      s
        .user("run the cart tests pls")
        .bash("npx vitest run src/cart", " ✓ src/cart/total.test.ts (12 tests)\n ✓ src/cart/discount.test.ts (7 tests)\n Test Files  2 passed (2)")
        .assistant("All 19 cart tests pass.")
        .user("LETS GOOO first try")
        .assistant("Nice work!"),
  },
  {
    id: "t47-41-zod",
    planted: [{ kind: "decision", keys: ["zod"] }],
    build: (s) =>
      s
        .user("why would we validate the request body? typescript already has the types")
        .file("Read", "src/api/orders.ts")
        .assistant(
          "TypeScript types disappear at runtime. `req.body as CreateOrder` tells the compiler what to believe, but a client can send anything: a string where you expect a number, a missing field, an extra `isAdmin: true`. Runtime validation checks the actual data. Libraries like zod or joi let you define the schema once and get both the check and the TypeScript type from it.",
        )
        .user("zod or joi?")
        .assistant("zod infers TypeScript types from the schema (`z.infer`), which joi doesn't do natively, so in a TS codebase zod is the more common choice.")
        .user("convinced. ok decided, zod for request body validation, not joi. start with the orders route")
        .bash("npm install zod", "added 1 package in 1s")
        .file("Edit", "src/api/orders.ts")
        .assistant("Installed zod and added a schema for the create-order body; invalid bodies get a 400 with the field errors."),
  },
  {
    id: "t47-42-docker-size",
    planted: [
      { kind: "fact", keys: ["puppeteer", "pdf"] },
      { kind: "task", keys: ["pdf", "separate"] },
    ],
    build: (s) =>
      s
        .user("why is our docker image 1.2 GB?? my hello world one was 50mb")
        .bash(
          "docker history shopkit-api:latest --format '{{.Size}}\\t{{.CreatedBy}}' | head -4",
          "612MB\tRUN npx puppeteer browsers install chrome\n310MB\tRUN npm ci\n88MB\tCOPY . .",
        )
        .assistant(
          "Half of it is a full Chrome that puppeteer downloads (612 MB). The rest is node_modules and the base image. If Chrome isn't needed at runtime, it could go; if it is, a slimmer base image would still help.",
        )
        .user("puppeteer is there to render the pdf invoices, we can't just drop it")
        .assistant(
          "Then it has to stay in the image that renders invoices. One option is moving the rendering to its own worker image so the api image loses Chrome.",
        )
        .user("yeah that's what Kenji wants. we should move the pdf rendering into a separate worker image at some point, after the q4 freeze")
        .assistant("Okay, I'll leave the Dockerfile as it is."),
  },
  {
    id: "t47-43-discount-tests",
    planted: [{ kind: "task", keys: ["discount", "expired"] }],
    build: (s) =>
      s
        .user("add a `code` field to the discount form and pass it to the api")
        .file("Edit", "web/src/components/DiscountForm.tsx")
        .file("Edit", "src/api/discounts.ts")
        .bash("npx vitest run src/api/discounts.test.ts", " ✓ src/api/discounts.test.ts (4 tests)")
        .assistant(
          "The form sends `code` and the api applies it; 4 tests pass. There's no test for what happens with an expired code yet: right now the api answers 200 with no discount, which might not be what users expect.",
        )
        .user("why 200 and not an error?")
        .assistant("The handler treats an unknown or expired code the same as no code. Whether it should be a 422 is a product question.")
        .user("ok, follow-up for later: write tests for expired discount codes once product decides what should happen")
        .assistant("Noted."),
  },
  {
    id: "t47-44-migrations-ask",
    planted: [
      { kind: "instruction", keys: ["migration", "ask"] },
      { kind: "fact", keys: ["dev-db"] },
    ],
    build: (s) =>
      s
        .user("why did you stop and ask before running the migration? you could just run it")
        .assistant(
          "Because `DATABASE_URL` in your `.env` points at `dev-db.internal`, not localhost. If that's a shared database, a migration there changes it for everyone, and some migrations can't be undone cleanly. I didn't want to do that without you knowing.",
        )
        .user("oh. yes dev-db.internal is the shared dev database, the whole team uses it")
        .assistant("Then I'm glad I asked.")
        .user("good instinct actually. always ask me before you run any migration against it")
        .bash("DATABASE_URL=postgres://localhost/shopkit npm run migrate:dev", "applied 0044_discount_code.sql")
        .assistant("I ran it against your local database instead."),
  },
  {
    id: "t47-45-cron-guess",
    planted: [],
    build: (s) =>
      s
        .user("i think the cleanup cron runs at midnight UTC? is that why the carts vanish")
        .bash("grep -rn 'cleanup' deploy/ .github/ 2>/dev/null | head -3", "")
        .assistant(
          "I can't confirm that from this repo: there's no schedule for the cleanup job under `deploy/` or in the workflows, so it's probably configured elsewhere (the infra repo or the hosting dashboard). Midnight UTC is a plausible guess, but I'd only be guessing too.",
        )
        .user("hm ok i'll ask ops")
        .assistant("Good idea. If you find out, I can check the job code against it."),
  },
  {
    id: "t47-46-test-runner",
    planted: [
      { kind: "decision", keys: ["vitest"] },
      { kind: "instruction", keys: ["colocate"] },
    ],
    build: (s) =>
      s
        .user("set up jest for the new `packages/pricing` package")
        .bash("npm install -D -w packages/pricing jest ts-jest @types/jest", "added 281 packages in 19s")
        .bash("npx -w packages/pricing jest", "SyntaxError: Cannot use import statement outside a module", 1)
        .assistant(
          'Jest installed, but it trips over ESM right away: the package is `"type": "module"` and jest\'s ESM support is still experimental, so it needs `--experimental-vm-modules` and extra transform config. vitest handles ESM and TypeScript without setup and has a jest-compatible API, so the tests would look the same.',
        )
        .user("why is jest so bad at this?")
        .assistant("It predates ESM; its module system is built around CommonJS and its own module registry, and retrofitting ESM onto that has been slow.")
        .user("ok forget jest. use vitest for the pricing package")
        .bash("npm uninstall -w packages/pricing jest ts-jest @types/jest && npm install -D -w packages/pricing vitest", "added 38 packages in 6s")
        .assistant("Switched. Where should tests live: a `test/` folder, or colocated next to the source files?")
        .user("colocate them, `price.test.ts` right beside `price.ts`. that's how we want it everywhere")
        .assistant("Will do."),
  },
  {
    id: "t47-47-approvals",
    planted: [{ kind: "fact", keys: ["approvals"] }],
    build: (s) =>
      s
        .user("why can't i merge my PR? the button is grey")
        .bash("gh pr view 420 --json reviewDecision,mergeStateStatus", '{"mergeStateStatus":"BLOCKED","reviewDecision":"REVIEW_REQUIRED"}')
        .assistant(
          "GitHub says the PR is blocked because a review is required. Branch protection on `main` can require a number of approving reviews; you have one approval, so it probably asks for more.",
        )
        .user("ohh right, main needs two approvals, Dana set that up last month")
        .assistant("Then you need one more approval before the button turns green."),
  },
  {
    id: "t47-48-explain-first",
    planted: [
      { kind: "instruction", keys: ["explain"] },
      { kind: "instruction", keys: ["docs", "link"] },
    ],
    build: (s) =>
      s
        .user("can you add pagination to the products endpoint like you did for orders")
        .file("Edit", "src/api/products.ts")
        .bash("npx vitest run src/api/products.test.ts", " ✓ src/api/products.test.ts (6 tests)")
        .assistant("Done, same keyset approach as orders, and the 6 tests pass.")
        .user(
          "wait that was fast and i didn't follow any of it. from now on explain what you're going to do before you do it, short bullet list first, then the change. i'm trying to learn",
        )
        .assistant(
          "Of course. For this one: (1) the endpoint takes an optional `cursor`, (2) it decodes it to `(created_at, id)`, (3) the query asks for rows after that pair ordered the same way, (4) it returns `next_cursor` from the last row.",
        )
        .user("much better. also when you explain something, link the docs page you got it from, i want to read more")
        .assistant("Will do. For keyset pagination the Postgres docs on row comparisons are a good start."),
  },
  {
    id: "t47-49-health",
    planted: [{ kind: "task", keys: ["health", "ping"] }],
    build: (s) =>
      s
        .user("why does /health say ok when the db is down? we had an outage and the load balancer kept sending traffic")
        .file("Read", "src/api/health.ts")
        .assistant(
          "The handler returns `{ status: 'ok' }` unconditionally; it never touches the database. A load balancer health check would need a cheap DB query (like `SELECT 1`) with a short timeout to notice an outage.",
        )
        .user("so it's useless basically")
        .assistant("It tells you the process is up, not that it can serve requests.")
        .user("ok i'll take it next week: add a db ping to /health with a timeout. too much going on today")
        .assistant("Okay."),
  },
  {
    id: "t47-50-rebase-merge",
    planted: [],
    build: (s) =>
      s
        .user("my branch says 'have diverged'. why? what should i do")
        .bash("git status -sb", "## feat/SHOP-470-filters...origin/feat/SHOP-470-filters [ahead 2, behind 3]")
        .assistant(
          "Your local branch has 2 commits the remote doesn't, and the remote has 3 you don't: someone (or you from another machine) pushed to it. You can `git pull --rebase` to replay your 2 on top of their 3, or `git pull` (merge) to create a merge commit. Rebase gives a straight history; merge keeps exactly what happened.",
        )
        .user("which one does the team prefer?")
        .assistant("I don't know the team's preference; the log has both merge commits and linear stretches.")
        .user("ok i'll ask my mentor which one, leave it for now"),
  },
  {
    id: "t47-51-upload-size",
    planted: [{ kind: "fact", keys: ["nginx", "2mb"] }],
    build: (s) =>
      s
        .user("why do image uploads fail for big photos? small ones work")
        .bash("kubectl logs deploy/web-nginx --tail=3", "client intended to send too large body: 4812331 bytes\n413 Request Entity Too Large")
        .assistant(
          "nginx rejects the request with 413 before it reaches the api: the body is 4.8 MB, larger than nginx's `client_max_body_size`. It could be raised, unless the limit is intentional.",
        )
        .user("ohh. Kenji said it's on purpose: nginx caps uploads at 2mb and the app resizes on the client first. so it's the client resize that's broken")
        .file("Read", "web/src/lib/resize.ts")
        .assistant("Right, `resize.ts` skips resizing for HEIC images, so phone photos go up at full size. That's the actual bug."),
  },
  {
    id: "t47-52-graphql",
    planted: [
      { kind: "decision", keys: ["graphql", "rest"] },
      { kind: "task", keys: ["deprecation"] },
    ],
    build: (s) =>
      s
        .user("why do we have both REST and GraphQL? which one should my new endpoint use?")
        .bash("ls src/api src/graphql | head", "src/api:\norders.ts\nproducts.ts\nsrc/graphql:\nschema.graphql\nresolvers.ts")
        .assistant(
          "Both exist: `src/api` for REST, `src/graphql` with a schema and resolvers. Historically teams add GraphQL for a flexible frontend and keep REST for partners. Which one new endpoints use is a team decision I can't infer from the code.",
        )
        .user("i asked. tech lead just said: new endpoints are REST only, graphql is frozen")
        .assistant("Understood. I'll add the new endpoint under `src/api`.")
        .user("and somebody has to write up the graphql deprecation plan for the mobile app, that's still open")
        .assistant("Okay."),
  },
  {
    id: "t47-53-test-scope",
    planted: [{ kind: "instruction", keys: ["suite"] }],
    build: (s) =>
      s
        .user("why did that take so long?")
        .bash("npm test", " Test Files  214 passed (214)\n      Tests  2381 passed (2381)\n   Duration  8m 12s")
        .assistant("I ran the whole test suite after the change: 214 files, 8 minutes.")
        .user("just run the tests for the files you changed, not the whole suite, CI does that anyway")
        .assistant("Got it. For this change that would have been `npx vitest run src/api/products.test.ts`."),
  },
  {
    id: "t47-54-stash",
    planted: [],
    build: (s) =>
      s
        .user("what does `git stash` actually do? i'm scared of losing stuff")
        .bash("git stash list", "stash@{0}: WIP on main: 3e9f0aa chore: bump vitest")
        .assistant(
          "`git stash` saves your uncommitted changes on a small stack and resets the working tree to the last commit. `git stash pop` puts the newest entry back and removes it from the stack; `git stash apply` puts it back but keeps it. You have one entry right now, from main. Nothing is lost as long as it's on that list.",
        )
        .user("ok and if i pop it on a different branch?")
        .assistant("It applies the changes to that branch; if they conflict, git stops and the stash stays on the list until you resolve and drop it.")
        .user("good to know, thanks"),
  },
  {
    id: "t47-55-error-tracking",
    planted: [
      { kind: "decision", keys: ["sentry"] },
      { kind: "fact", keys: ["quota"] },
    ],
    build: (s) =>
      s
        .user("why don't we see frontend errors anywhere? a user said checkout crashed and we have nothing")
        .bash("grep -rn 'Sentry\\|Bugsnag' web/src | head -2", "")
        .assistant(
          "The web app has no error tracking wired up, so a crash in the browser only lives in the user's console. Sentry and Bugsnag are the usual options; both have a React SDK with an error boundary and source-map upload.",
        )
        .user("we had a call about it this morning: we're going with sentry, the backend already uses it")
        .assistant("Then I'll use `@sentry/react` with the same org. Which project should the events go to?")
        .user("project `shopkit-web`. careful though, we're on the free plan, the quota is 5k errors a month, so sample")
        .bash("npm install -w web @sentry/react", "added 9 packages in 3s")
        .file("Edit", "web/src/main.tsx")
        .assistant("Added Sentry init with `sampleRate: 0.25` and an error boundary around the checkout route."),
  },
  {
    id: "t47-56-tokens-storage",
    planted: [
      { kind: "decision", keys: ["httponly"] },
      { kind: "task", keys: ["localstorage"] },
    ],
    build: (s) =>
      s
        .user("why is storing the jwt in localStorage bad? every tutorial does it")
        .file("Read", "web/src/lib/auth.ts")
        .assistant(
          "Anything in `localStorage` is readable by any JavaScript running on the page. If an attacker gets a script in through XSS (a vulnerable dependency, an unescaped field), they can read the token and use it from anywhere. An `httpOnly` cookie can't be read by JavaScript at all; the browser sends it automatically. You then need CSRF protection (SameSite=Lax or a token), but that's well understood.",
        )
        .user("but then every request has the cookie, isn't that worse?")
        .assistant(
          "It's sent automatically, which is why SameSite matters, but an attacker can't steal it to use elsewhere. Tutorials use localStorage because it's simpler to demo.",
        )
        .user("ok talked to tom. decision: the new login flow uses httpOnly cookies for the session token, no more localStorage")
        .assistant("Understood. I'll set the cookie in the login handler and stop writing the token client-side in the new flow.")
        .user("the old mobile web app still reads the token from localStorage, that migration is a separate ticket for later")
        .file("Edit", "src/api/login.ts")
        .assistant("Login now sets an httpOnly, SameSite=Lax cookie; the mobile web code is untouched."),
  },
  {
    id: "t47-57-workspaces",
    planted: [
      { kind: "decision", keys: ["workspaces"] },
      { kind: "fact", keys: ["shared", "types"] },
    ],
    build: (s) =>
      s
        .user("what's turborepo and do we need it? someone mentioned it")
        .bash("cat package.json | grep -A4 workspaces; ls packages", '"workspaces": [\n    "packages/*",\n    "services/*"\n  ],\nweb\napi\nshared\npricing')
        .assistant(
          "Turborepo is a task runner for monorepos: it knows the dependency graph between packages, runs builds in the right order, and caches results so unchanged packages aren't rebuilt. You already use npm workspaces for linking. Turbo mostly pays off when builds get slow; with a handful of packages the win is small.",
        )
        .user("what's `shared` for?")
        .assistant("From its exports it holds zod schemas and types used by both web and api.")
        .user("yeah right, the shared package is the types and schemas that both web and api import")
        .assistant("That matches what I saw in its exports.")
        .user("and we talked about turbo in the retro. we're staying on plain npm workspaces for now, no turbo")
        .assistant("Okay, no changes then."),
  },
];

export const TUNING47 = plantedSet(TUNING47_SESSIONS, TUNING47_START);
