/**
 * Blind planted set 159 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a junior developer, unsure, asking many questions (often several per message); the agent explains
 * the options and the decisions arrive as "ok let's just do X then"; lower case, typos, apologies, hedging.
 * Each session is one segment; the items planted in it are listed with it: 70 items (18 decisions, 17 instructions,
 * 18 facts, 17 tasks) in 52 sessions, 12 of which plant nothing (60 user/assistant messages between them). Every other message
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

export const BLIND159_SESSIONS: BlindSession[] = [
  {
    id: "b159-zod-or-yup",
    build: (s) =>
      s
        .user(
          "hi, sorry, dumb question maybe. I need to validate the signup form body on the server. should I use zod or yup? or just write if statements? I've seen both in tutorials",
        )
        .bash("grep -E '\"(zod|yup|joi)\"' package.json", "")
        .assistant(
          "Not a dumb question. Neither is installed yet. Zod infers TypeScript types from the schema (`z.infer<typeof Signup>`), so the request type and the validation can't drift apart. Yup works too but its type inference is weaker and it's built around forms. Hand-written checks get messy once you have nested objects.",
        )
        .user("hmm ok. is zod slow? I read something about that on reddit")
        .assistant("For a signup body it's microseconds; it only matters for validating huge arrays in hot loops.")
        .user("ok let's just do zod then, the yup types confused me last time anyway")
        .bash("npm install zod", "added 1 package, and audited 412 packages in 3s\n\nfound 0 vulnerabilities")
        .file("Write", "src/routes/signup.schema.ts")
        .assistant("Installed zod and added `SignupBody` in src/routes/signup.schema.ts with email, password (min 12) and displayName.")
        .stop(),
    planted: [{ kind: "decision", keys: ["zod"] }],
  },
  {
    id: "b159-which-tests-to-run",
    build: (s) =>
      s
        .user("how do I run the tests? I did npm test and it's been going for like 6 minutes and a bunch failed with ECONNREFUSED, did I break something??")
        .bash(
          "cat package.json | grep -A6 '\"scripts\"'",
          '"scripts": {\n  "dev": "tsx watch src/index.ts",\n  "test": "vitest run",\n  "test:unit": "vitest run --project unit",\n  "lint": "biome check ."\n}',
        )
        .bash(
          "npx vitest run --project e2e 2>&1 | tail -4",
          "FAIL  test/e2e/orders.e2e.ts > creates an order\nError: connect ECONNREFUSED 127.0.0.1:5432\n Test Files  9 failed (9)\n      Tests  41 failed (41)",
          1,
        )
        .bash("docker ps", "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?", 1)
        .bash("open -a Docker && sleep 20 && npx vitest run --project e2e 2>&1 | tail -2", " Test Files  9 passed (9)\n      Tests  41 passed (41)")
        .assistant(
          "You didn't break anything. `npm test` runs both projects, and the e2e project needs Postgres from docker compose; Docker isn't running on your machine, so every e2e test gets ECONNREFUSED. I started Docker Desktop and re-ran: the e2e project passes (41/41). So: the e2e tests need docker running, that's the whole story. The unit project alone takes about 20 seconds.",
        )
        .user("oh phew. ok so should I run everything every time? 6 minutes is a lot")
        .assistant("Most people here run `npx vitest run --project unit` while working and let CI run e2e. Up to you.")
        .user("ok let's make that my rule then: before I push I run npx vitest run --project unit, and CI does the e2e stuff")
        .stop("Sounds good."),
    planted: [
      { kind: "fact", keys: ["e2e", "docker"] },
      { kind: "instruction", keys: ["--project unit"] },
    ],
  },
  {
    id: "b159-staging-port",
    build: (s) =>
      s
        .user("I can't connect to the staging db with psql, it just hangs. I'm using port 5432 like locally. is the VPN maybe the problem? or my password?")
        .bash("grep -rn 'staging' config/database.ts", "config/database.ts:14:  staging: { host: 'db.staging.internal', port: 6543, pool: 'pgbouncer' },")
        .bash("psql -h db.staging.internal -p 6543 -U app_ro -c 'select 1'", " ?column? \n----------\n        1\n(1 row)")
        .assistant(
          "It's not the VPN or the password. Staging Postgres is only reachable through pgbouncer on port 6543; 5432 isn't exposed there. With -p 6543 your login works.",
        )
        .user("ohh. ok so staging is 6543 not 5432. nobody told me that lol")
        .user("can you remind me later to add that to the onboarding doc? not now, I'm in the middle of the ticket")
        .assistant("Noted, I'll bring it up when you're done with the ticket.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["6543"] },
      { kind: "task", keys: ["onboarding"] },
    ],
  },
  {
    id: "b159-empty-what-is-middleware",
    build: (s) =>
      s
        .user("can you explain what middleware is in express? like what does next() actually do. sorry I keep forgetting")
        .assistant(
          "Middleware is a function `(req, res, next)` that runs before your route handler. Calling `next()` passes control to the next function in the chain; if you don't call it (and don't send a response), the request just hangs.",
        )
        .user("so if I forget next() the request never finishes? is that why my thing was hanging yesterday maybe?")
        .assistant("Could be, if it was in a middleware that neither responded nor called next(). I'd have to see the code to say.")
        .user("ok I'll look for it later. thanks, that makes more sense now")
        .stop("Happy to help."),
    planted: [],
  },
  {
    id: "b159-date-library",
    build: (s) =>
      s
        .user("I need to show '3 days ago' style dates on the activity feed. do we have a date library? should I add moment? that's the one I know")
        .bash("grep -E '\"(moment|dayjs|date-fns|luxon)\"' package.json", "")
        .assistant(
          "No date library yet. Moment is in maintenance mode and is large (~70 kB); I wouldn't add it now. The usual choices: date-fns (functions you import one by one, tree-shakes well, has `formatDistanceToNow`), dayjs (moment-like API, tiny, relative time is a plugin), luxon (good with time zones, bigger).",
        )
        .user("is luxon better if we have users in different timezones? we kind of do")
        .assistant("For 'x days ago' time zones don't matter much. Luxon helps if you display wall-clock times in the user's zone.")
        .user("hmm ok. ok let's just do date-fns then, the one-function-at-a-time thing sounds easier for me")
        .bash("npm install date-fns", "added 1 package in 2s")
        .file("Edit", "src/components/ActivityFeed.tsx")
        .assistant("Added date-fns and used `formatDistanceToNow(date, { addSuffix: true })` in ActivityFeed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["date-fns"] }],
  },
  {
    id: "b159-branch-name",
    build: (s) =>
      s
        .user("ok I'm ready to push the avatar fix. what should I call the branch? I always forget. is fix-avatar ok?")
        .bash(
          "git branch -r | head -8",
          "  origin/feat/APP-212-invoice-pdf\n  origin/feat/APP-219-dark-mode\n  origin/fix/APP-220-login-redirect\n  origin/main",
        )
        .assistant("Everyone else uses `feat/APP-<ticket>-short-name` or `fix/APP-<ticket>-...`. Do you have a ticket number?")
        .user(
          "oh right, yes, sorry, Jenna told me this: every branch has to be feat/APP-123-something or fix/APP-123-something with the jira number in it. it's APP-231",
        )
        .bash(
          "git checkout -b fix/APP-231-avatar-crop && git push -u origin fix/APP-231-avatar-crop",
          "Switched to a new branch 'fix/APP-231-avatar-crop'\nbranch 'fix/APP-231-avatar-crop' set up to track 'origin/fix/APP-231-avatar-crop'.",
        )
        .assistant("Pushed as fix/APP-231-avatar-crop.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["feat/app-"] }],
  },
  {
    id: "b159-flaky-birthday-test",
    build: (s) =>
      s
        .user("the birthday reminder test passes on my laptop but fails on CI like half the time. is CI broken? or is it a race condition maybe?")
        .bash("npx vitest run test/unit/reminders.test.ts", " ✓ test/unit/reminders.test.ts (4 tests) 18ms")
        .bash(
          "TZ=UTC npx vitest run test/unit/reminders.test.ts",
          " FAIL test/unit/reminders.test.ts > sends reminder the day before\nAssertionError: expected '2026-03-13' to be '2026-03-14'",
          1,
        )
        .bash("grep -n 'TZ' .github/workflows/ci.yml", "11:      TZ: UTC")
        .assistant(
          "It's not a race. CI runs with TZ=UTC (set in .github/workflows/ci.yml), and your laptop is on Europe/Berlin. The test builds 'tomorrow' with `new Date()` local time and compares it to a UTC date string, so it fails whenever the run happens between 23:00 and 01:00 or so. With TZ=UTC I can reproduce it every time.",
        )
        .user("ohhh. ok so CI is always UTC, good to know. can you fix this test to use a fixed date?")
        .file("Edit", "test/unit/reminders.test.ts")
        .bash("TZ=UTC npx vitest run test/unit/reminders.test.ts", " ✓ test/unit/reminders.test.ts (4 tests) 16ms")
        .assistant("Fixed with `vi.setSystemTime` and a UTC date; it passes under both time zones.")
        .user("thanks!! there are probably more date tests like this. we should go through the other date tests sometime but not today, I have standup in 5")
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["utc"] },
      { kind: "task", keys: ["date tests"] },
    ],
  },
  {
    id: "b159-empty-fix-typo",
    build: (s) =>
      s
        .user("there's a typo on the login page, it says 'Pasword'. can you fix it")
        .file("Edit", "src/pages/login.tsx")
        .assistant("Fixed: the label now reads 'Password'.")
        .user("thanks! also is there a way to search for other typos? like a spellchecker for code?")
        .assistant("There's cspell, which can run over the source and flags unknown words; it needs a word list for project-specific terms.")
        .user("hmm maybe. not sure it's worth it. nvm")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b159-error-shape",
    build: (s) =>
      s
        .user("what should the API return when validation fails? right now I just do res.status(400).send('bad') lol. is there a standard?")
        .bash(
          "grep -rn 'status(4' src/routes | head -5",
          "src/routes/orders.ts:31:    return res.status(400).send('bad');\nsrc/routes/users.ts:18:    return res.status(404).json({ msg: 'not found' });",
        )
        .assistant(
          "There's RFC 9457 problem+json (`type`, `title`, `status`, `detail`) which is a real standard, or a simpler in-house shape like `ErrorBody = { error: { code: 'VALIDATION_FAILED', message: string, fields?: Record<string,string> } }`. The RFC is nice for public APIs; the simple one is easier to read in the frontend.",
        )
        .user("do other companies use the rfc thing? would it look weird if we don't?")
        .assistant("Plenty use it, plenty don't. Only our own frontend calls this API.")
        .user("ok let's just do the ErrorBody one then, the rfc one has too many fields I don't understand")
        .file("Write", "src/lib/errors.ts")
        .file("Edit", "src/routes/orders.ts")
        .assistant("Added `ErrorBody` and a `sendError(res, status, code, message)` helper in src/lib/errors.ts and used it in orders.ts.")
        .stop(),
    planted: [{ kind: "decision", keys: ["errorbody"] }],
  },
  {
    id: "b159-stripe-owner",
    build: (s) =>
      s
        .user("the stripe webhook handler has a weird retry thing in it, who wrote this? I don't want to touch it if someone owns it")
        .bash("grep -n 'payments' .github/CODEOWNERS", "7:/src/payments/  @priya-n")
        .bash("git log --format='%an' -- src/payments/webhook.ts | sort | uniq -c", "     14 Priya Nair\n      2 Tom Becker")
        .assistant("CODEOWNERS assigns src/payments/ to @priya-n, and she wrote most of webhook.ts.")
        .user("oh right, priya owns payments, she said that on my first day. ok I won't touch it")
        .user("I'll ask her about the webhook retry stuff tomorrow, she's off today")
        .assistant("Makes sense; I haven't changed anything in src/payments.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "payments"] },
      { kind: "task", keys: ["webhook"] },
    ],
  },
  {
    id: "b159-console-log",
    build: (s) =>
      s
        .user("the reviewer left a comment 'please don't use console.log' on my PR. what am I supposed to use instead? is it a big deal?")
        .bash("grep -rln 'pino' src | head -3", "src/lib/log.ts\nsrc/index.ts")
        .file("Read", "src/lib/log.ts")
        .assistant(
          "The project's logger lives in src/lib/log.ts: a pino instance that redacts the `authorization` header and ships JSON to Datadog. console.log output in prod isn't structured, so it's hard to search. You'd do `import { log } from '../lib/log'` and `log.info({ orderId }, 'order created')`.",
        )
        .user("ok I'll stop using console.log then. rule for me from now on: no console.log in src, the pino logger instead")
        .file("Edit", "src/routes/orders.ts")
        .assistant("Replaced the three console.log calls in orders.ts with `log.info` / `log.warn`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["src/lib/log.ts"] },
      { kind: "instruction", keys: ["console.log"] },
    ],
  },
  {
    id: "b159-empty-ci-log",
    build: (s) =>
      s
        .user("what does this CI warning mean? it's yellow not red so I guess it's fine?")
        .bash(
          "gh run view 88123 --log | grep -i warn | head -3",
          "WARN  deprecated: `actions/cache@v3` will always be run on node16, which must be upgraded. TODO(gh): migrate\nWARN  Node.js 16 actions are deprecated. Please update the following actions to use Node.js 20",
        )
        .assistant(
          "It's GitHub saying the cache action version uses an old Node runtime. It doesn't fail anything today; the text with 'always', 'must' and 'TODO' is GitHub's own message, not something from our repo.",
        )
        .user("ok so it's not my fault lol. should I update it? or is that someone else's job")
        .assistant("It's a one-line bump of actions/cache to v4 in ci.yml, whoever touches CI next could do it.")
        .user("eh I'll leave it, I don't want to touch CI stuff")
        .stop("Fair enough."),
    planted: [],
  },
  {
    id: "b159-migration-edit",
    build: (s) =>
      s
        .user(
          "I need to add a 'nickname' column to users. do I just edit the sql in db/migrations/0017_xxx.sql? or make a new file? sorry I've never done migrations",
        )
        .bash(
          "ls db/migrations | tail -3 && cat drizzle.config.ts",
          "0016_orders_status.sql\n0017_user_prefs.sql\nmeta\nexport default { schema: './src/db/schema.ts', out: './db/migrations', dialect: 'postgresql' };",
        )
        .assistant(
          "Those files are generated by drizzle-kit from src/db/schema.ts, and 0017 has already run on staging, so editing it wouldn't do anything there. The flow: change schema.ts, then `npx drizzle-kit generate` creates 0018, and you commit both.",
        )
        .user("ok so don't hand-edit the generated ones, always change schema.ts and run drizzle-kit generate. got it, I'll do it that way from now on")
        .file("Edit", "src/db/schema.ts")
        .bash("npx drizzle-kit generate", "[✓] Your SQL migration file ➜ db/migrations/0018_nickname.sql 🚀")
        .assistant("Generated 0018_nickname.sql adding `nickname text` to users.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["drizzle-kit"] }],
  },
  {
    id: "b159-feature-flag",
    build: (s) =>
      s
        .user("product wants the new checkout behind a flag so they can turn it on for some users. how do flags work here? is there like LaunchDarkly?")
        .bash(
          "grep -rn 'isEnabled' src | head -4; grep -n 'flags' src/db/schema.ts",
          "src/lib/flags.ts:9:export async function isEnabled(name: string, userId?: string) {\nsrc/routes/search.ts:22:  if (await isEnabled('new-search', user.id)) {\nsrc/db/schema.ts:88:export const flags = pgTable('flags', {",
        )
        .assistant(
          "No LaunchDarkly. Two things exist: some code checks env vars like `NEW_CHECKOUT=1`, which needs a redeploy to change and is all-or-nothing; and there's a `flags` table read by `isEnabled(name, userId)` in src/lib/flags.ts, which supports a percentage and a user allowlist and can be changed in the admin panel.",
        )
        .user("so the env var one needs a redeploy every time? that sounds annoying for product")
        .assistant("Yes, every change is a deploy.")
        .user("ok let's just go with the flags table then")
        .file("Edit", "src/routes/checkout.ts")
        .bash("psql $DATABASE_URL -c \"insert into flags(name, percentage) values ('new-checkout', 0)\"", "INSERT 0 1")
        .assistant("Wrapped the new checkout in `isEnabled('new-checkout', user.id)` and added the flag locally at 0%.")
        .stop(),
    planted: [{ kind: "decision", keys: ["flags table"] }],
  },
  {
    id: "b159-cursor-pagination",
    build: (s) =>
      s
        .user("the notifications list shows duplicates when new ones come in while you scroll. why?? I use ?page=2 with offset")
        .file("Read", "src/routes/notifications.ts")
        .assistant(
          "That's the classic offset problem: when a new row is inserted at the top, everything shifts down by one, so page 2 repeats the last item of page 1. Options: cursor pagination (`?after=<last id>`, query `where id < $after order by id desc limit 20`), or keep offset and dedupe on the client, which hides it but still skips rows when things are deleted.",
        )
        .user("I don't totally get cursors tbh. is it a lot more work? would dedupe on the client be fine for now?")
        .assistant("It's about the same amount of code here, since ids are already sortable ulids.")
        .user("ok let's do cursor pagination then if offset is just broken with inserts")
        .file("Edit", "src/routes/notifications.ts")
        .file("Edit", "src/components/NotificationList.tsx")
        .assistant("Switched notifications to `?after=` cursors; the list returns `nextCursor`.")
        .user("cool. the /orders endpoint has the same offset thing, we'll need to switch that one too at some point. not in this PR")
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "task", keys: ["/orders"] },
    ],
  },
  {
    id: "b159-empty-run-tests",
    build: (s) =>
      s
        .user("can you run the unit tests and tell me if anything's red")
        .bash("npx vitest run --project unit", " Test Files  48 passed (48)\n      Tests  391 passed (391)\n   Duration  19.82s")
        .assistant("All green: 48 files, 391 tests, about 20 seconds.")
        .user("yay. ok and the lint?")
        .bash("npm run lint", "Checked 214 files in 152ms. No fixes needed.")
        .assistant("Lint is clean too.")
        .user("ok cool thanks, going for lunch")
        .stop("Enjoy."),
    planted: [],
  },
  {
    id: "b159-node-version",
    build: (s) =>
      s
        .user("npm install gives me a wall of errors on my new laptop. something about node:sqlite? idk. help")
        .bash("node -v; cat .nvmrc", "v18.19.0\n20.11.1")
        .bash("nvm install && nvm use && npm install", "Now using node v20.11.1 (npm v10.2.4)\nadded 411 packages in 14s")
        .assistant(
          "Your laptop had Node 18; the project pins Node 20.11 in .nvmrc, and the build tooling imports modules that don't exist on 18. After `nvm use` the install is clean.",
        )
        .user("ah ok. thank you, I thought I broke the laptop")
        .stop("All set."),
    planted: [{ kind: "fact", keys: ["20.11"] }],
  },
  {
    id: "b159-split-pr",
    build: (s) =>
      s
        .user(
          "so Jenna said my last PR was too big to review (1800 lines oops). she said from now on keep PRs under 400 lines. can you help me split the current one? it's the profile page + settings page",
        )
        .bash("git diff --stat main | tail -1", " 23 files changed, 1204 insertions(+), 311 deletions(-)")
        .assistant(
          "The profile part is about 380 lines (components, route, tests) and the settings page is the rest. I can move the profile commits onto a new branch and leave settings on this one.",
        )
        .user("yes pls")
        .bash(
          "git checkout -b feat/APP-240-profile-page main && git cherry-pick 3a1f2c9 7be01d4",
          "[feat/APP-240-profile-page 9c2e1aa] profile page\n[feat/APP-240-profile-page 1d03f7e] profile page tests",
        )
        .assistant("feat/APP-240-profile-page has the profile work (376 lines).")
        .user("perfect. the settings page I'll do as its own PR next week, it needs the new design first anyway")
        .stop("Okay."),
    planted: [
      { kind: "instruction", keys: ["400 lines"] },
      { kind: "task", keys: ["settings page"] },
    ],
  },
  {
    id: "b159-cache-redis",
    build: (s) =>
      s
        .user("the exchange rates endpoint is slow because it calls the external api every time. can I just cache it in a Map in memory? or is that bad")
        .bash("grep -n 'replicas' k8s/deploy.yaml; grep -n 'REDIS' .env.example", "6:  replicas: 3\n12:REDIS_URL=redis://localhost:6379")
        .assistant(
          "A Map works per process, but prod runs 3 replicas (k8s/deploy.yaml), so each one would fetch and cache separately and they could show different rates for a while. We already have Redis (REDIS_URL), so a shared cache with a TTL is easy.",
        )
        .user("wait would an in memory LRU be faster though? like lru-cache package?")
        .assistant("Slightly, but with 3 replicas you'd still get inconsistent rates between requests.")
        .user("ok let's just do redis then, having different rates would be confusing for users")
        .file("Edit", "src/services/rates.ts")
        .bash("npx vitest run --project unit test/unit/rates.test.ts", " ✓ test/unit/rates.test.ts (3 tests) 22ms")
        .assistant("Rates are now cached in Redis under `rates:<base>` with a 10-minute TTL.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["3 replicas"] },
      { kind: "decision", keys: ["redis"] },
    ],
  },
  {
    id: "b159-empty-maybe-graphql",
    build: (s) =>
      s
        .user("random thought, should we move the api to graphql? a friend's company uses it and says it's amazing. what do you think?")
        .assistant(
          "It helps when many clients need different shapes of the same data. Here there's one web app and a REST API that's already typed end to end through the contracts package, so the gain would be small and the migration big.",
        )
        .user("hmm yeah. I guess it's not my call anyway. maybe I'll mention it at retro. or maybe not, I don't want to look dumb")
        .assistant("It's a reasonable question to bring up; the tradeoffs above are what people would probably discuss.")
        .user("ok. thanks for being nice about my questions lol")
        .stop("Any time."),
    planted: [],
  },
  {
    id: "b159-env-example-key",
    build: (s) =>
      s
        .user("I added the mailgun key to .env.example so others can run it locally, is that ok?")
        .bash("git diff .env.example", "+MAILGUN_API_KEY=key-3f9a0c1e7d2b...")
        .assistant(
          "That's a real key, and .env.example is committed, so it would end up in git history for everyone with repo access. I'd put a placeholder there and rotate the key if it's already pushed.",
        )
        .user(
          "oh no. it's not pushed yet, phew. ok never put real keys in .env.example, got it. the real ones go in 1password, in the app-dev vault, Jenna showed me",
        )
        .file("Edit", ".env.example")
        .bash("git diff .env.example", "+MAILGUN_API_KEY=<from 1password>")
        .assistant("Replaced it with a placeholder.")
        .stop(),
    planted: [
      { kind: "instruction", keys: [".env.example"] },
      { kind: "fact", keys: ["app-dev"] },
    ],
  },
  {
    id: "b159-commit-messages",
    build: (s) =>
      s
        .user("what do I write in commit messages? I've been writing 'stuff' and 'fix' lol. Tom made a face")
        .bash(
          "git log --oneline -8 main",
          "a91c0de feat(orders): add refund endpoint\n2be4f11 fix(auth): keep redirect after login\n77d0a3e chore(deps): bump vitest to 3.2\n0c5e9b2 feat(search): fuzzy match names",
        )
        .assistant(
          "The repo uses Conventional Commits: `type(scope): summary`, e.g. `fix(auth): keep redirect after login`. The changelog tool groups by type.",
        )
        .user("ok so conventional commits from now on, feat/fix/chore with the scope. can you reword my last two?")
        .bash(
          "git rebase -i HEAD~2 --exec true && git log --oneline -2",
          "4e2a1b7 fix(avatar): crop to square before upload\n8f1c0d2 feat(profile): show nickname",
        )
        .assistant("Reworded both.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b159-inventory-timeout",
    build: (s) =>
      s
        .user("sometimes the product page errors with 504. is it our code? I think maybe the db is slow?")
        .bash(
          "grep -c '504' logs/api-2026-11-20.log; grep '504' logs/api-2026-11-20.log | head -2",
          "37\nGET /products/88 upstream=inventory status=504 duration=10002ms\nGET /products/12 upstream=inventory status=504 duration=10001ms",
        )
        .bash("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' https://inventory.internal/stock/88", "200 11.4")
        .assistant(
          "It's not the db. All 37 of yesterday's 504s are calls to the inventory service that took over 10 s, and the inventory gateway timeout is 10 seconds: it cuts the request and returns 504. A direct call to inventory just took 11.4 s, so their stock endpoint really is that slow sometimes.",
        )
        .user("ok so the inventory gateway timeout is 10s, that explains it. can we fix it now?")
        .assistant("Not in our code alone; their endpoint is slow. On our side we could retry with backoff or show cached stock.")
        .user("hmm ok. TODO for later then: add retries with backoff to the inventory client. I'll make a ticket")
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["inventory", "gateway timeout"] },
      { kind: "task", keys: ["backoff"] },
    ],
  },
  {
    id: "b159-empty-explain-useeffect",
    build: (s) =>
      s
        .user("why does my useEffect run twice?? I only mount the component once I think")
        .file("Read", "src/components/ProfileHeader.tsx")
        .assistant(
          "In development, React's StrictMode mounts, unmounts and remounts every component once to surface missing cleanups, so effects run twice. In production builds it runs once.",
        )
        .user("ohh so it's not a bug? should I remove StrictMode then?")
        .assistant(
          "I'd keep it; the double run is what shows you that the effect's fetch has no abort/cleanup. Adding an AbortController in the cleanup would make it safe.",
        )
        .user("hmm ok, I'm not sure I understand abortcontroller yet. I'll read about it first")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b159-styling",
    build: (s) =>
      s
        .user("for the new pricing cards should I write css modules or use tailwind? or styled-components? I like styled-components from my bootcamp")
        .bash("grep -E '\"(tailwindcss|styled-components)\"' package.json; ls src/**/*.module.css 2>/dev/null | wc -l", '    "tailwindcss": "^3.4.3",\n0')
        .assistant(
          "Tailwind is installed and there are no CSS modules; every component uses Tailwind classes. styled-components isn't installed and would add runtime CSS-in-JS.",
        )
        .user("actually wait, should I just add styled-components for this one component? no, nevermind, that'd be weird")
        .user("ok let's just do tailwind then, like everything else")
        .file("Write", "src/components/PricingCard.tsx")
        .assistant("PricingCard is done with Tailwind classes, matching the existing Card spacing.")
        .stop(),
    planted: [{ kind: "decision", keys: ["tailwind"] }],
  },
  {
    id: "b159-lint-fix",
    build: (s) =>
      s
        .user("CI failed on my PR because of lint again 😩 why doesn't it catch this locally?")
        .bash("ls .husky 2>/dev/null; npm run lint", "\nsrc/routes/orders.ts:12:8 lint/style/useImportType  FIXABLE\nFound 3 errors.", 1)
        .assistant(
          "There's no pre-commit hook in this repo, so nothing runs locally unless you run it. All three are auto-fixable: I'd suggest running `npm run lint:fix` before every commit.",
        )
        .user("yes ok I'll do that every time, lint:fix before committing")
        .bash("npm run lint:fix && npm run lint", "Fixed 3 files.\nChecked 212 files in 140ms. No fixes needed.")
        .user("should we add a husky hook so it happens automatically? I'd have to ask Tom first. let's add a husky pre-commit hook at some point, not today")
        .assistant("Fine; the lint errors are fixed and pushed.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["lint:fix"] },
      { kind: "task", keys: ["husky"] },
    ],
  },
  {
    id: "b159-image-upload",
    build: (s) =>
      s
        .user("users need to upload a profile banner. do I send the file to our api and then to s3? and why does my test upload of a 15MB photo fail with 413?")
        .bash("grep -rn 'client_max_body_size' deploy/nginx.conf", "deploy/nginx.conf:22:    client_max_body_size 10m;")
        .assistant(
          "The 413 comes from nginx in front of the API: client_max_body_size is 10m there, so any request body over 10 MB is rejected before it reaches the app. For uploads there are two ways: stream through our API to S3 (then we'd have to raise that limit and the API holds the bytes), or hand the browser a presigned S3 PUT URL so it uploads straight to S3.",
        )
        .user("which one is more normal? the presigned one sounds complicated")
        .assistant("Presigned is the common way for user uploads; it's one endpoint that returns a URL plus a PUT from the browser.")
        .user("ok let's just do presigned urls then")
        .file("Write", "src/routes/uploads.ts")
        .file("Edit", "src/components/BannerUpload.tsx")
        .assistant("Added `POST /uploads/banner-url` returning a presigned PUT URL (5 min expiry), and the component uploads directly.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["client_max_body_size"] },
      { kind: "decision", keys: ["presigned"] },
    ],
  },
  {
    id: "b159-empty-git-mess",
    build: (s) =>
      s
        .user("help I think I messed up git. it says 'You are in detached HEAD state'. did I lose my work???")
        .bash(
          "git status; git reflog -3",
          "HEAD detached at 4e2a1b7\nnothing to commit, working tree clean\n4e2a1b7 HEAD@{0}: checkout: moving from fix/APP-231-avatar-crop to 4e2a1b7\n8f1c0d2 HEAD@{1}: commit: feat(profile): show nickname",
        )
        .assistant(
          "Nothing is lost. You checked out a commit directly instead of a branch; your branch still points at your latest commit. `git switch fix/APP-231-avatar-crop` takes you back.",
        )
        .user("can you do it")
        .bash("git switch fix/APP-231-avatar-crop", "Switched to branch 'fix/APP-231-avatar-crop'")
        .assistant("You're back on your branch with all commits.")
        .user("omg thank you. my heart rate")
        .stop("No problem."),
    planted: [],
  },
  {
    id: "b159-mock-db",
    build: (s) =>
      s
        .user("for the repo tests do I mock the db with vi.mock? it's so much setup")
        .bash("grep -rln 'testcontainers' test | head -3", "test/setup/pg.ts\ntest/repo/orders.repo.test.ts\ntest/repo/users.repo.test.ts")
        .assistant(
          "The existing repo tests don't mock it: test/setup/pg.ts starts a real Postgres with testcontainers and runs the migrations, and each test gets a transaction that's rolled back. Mocked queries wouldn't catch SQL mistakes.",
        )
        .user("oh that's nicer actually. ok so I should never mock the db, use testcontainers like the others. noted")
        .file("Write", "test/repo/notifications.repo.test.ts")
        .bash("npx vitest run test/repo/notifications.repo.test.ts", " ✓ test/repo/notifications.repo.test.ts (5 tests) 2.31s")
        .assistant("Wrote notifications.repo.test.ts on the shared testcontainers setup; 5 tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["testcontainers"] }],
  },
  {
    id: "b159-timestamps",
    build: (s) =>
      s
        .user("for the new appointments table what type do I use for the time? timestamp? text? the old tables are a mix and I'm confused")
        .bash(
          "psql $DATABASE_URL -c \"select table_name, column_name, data_type from information_schema.columns where column_name like '%_at' limit 5\"",
          " orders   | created_at | timestamp with time zone\n users    | created_at | timestamp without time zone\n invoices | sent_at    | text",
        )
        .assistant(
          "It is a mix. `timestamp without time zone` stores whatever local time you give it with no zone, which goes wrong once servers or users are in different zones; text can't be compared or indexed sensibly. `timestamptz` stores an absolute instant (normalized to UTC) and converts on display.",
        )
        .user("so timestamptz is the 'correct' one? would it break anything if mine is different from users?")
        .assistant("It won't break anything; joins and comparisons work across them.")
        .user("ok let's just do timestamptz then")
        .file("Edit", "src/db/schema.ts")
        .bash("npx drizzle-kit generate", "[✓] Your SQL migration file ➜ db/migrations/0019_appointments.sql 🚀")
        .stop("Added the appointments table with `starts_at timestamptz`."),
    planted: [{ kind: "decision", keys: ["timestamptz"] }],
  },
  {
    id: "b159-react-upgrade",
    build: (s) =>
      s
        .user("dependabot opened a PR for react 19. should I just merge it? the tests pass??")
        .bash(
          "npm ls react --depth=0; npm view react-beautiful-dnd peerDependencies",
          "app@1.0.0\n└── react@18.3.1\n{ react: '^16.8.5 || ^17.0.0 || ^18.0.0' }",
        )
        .assistant(
          "Tests pass because they don't cover drag-and-drop; react-beautiful-dnd only supports up to React 18 and is unmaintained, and the board page depends on it. Merging means replacing it (e.g. with dnd-kit) first.",
        )
        .user(
          "oh. ok let's not do it now, we stay on react 18 for now. and revisit the react 19 upgrade after the 2.4 release, can you close the dependabot PR",
        )
        .bash("gh pr close 412 --comment 'Staying on React 18 until after 2.4'", "✓ Closed pull request #412 (Bump react from 18.3.1 to 19.0.0)")
        .assistant("Closed #412.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["react 18"] },
      { kind: "task", keys: ["react 19"] },
    ],
  },
  {
    id: "b159-empty-read-config",
    build: (s) =>
      s
        .user("what's in the tsconfig, like what does strict actually turn on? just curious")
        .bash("cat tsconfig.json", '{\n  "compilerOptions": {\n    "strict": true,\n    "noUncheckedIndexedAccess": true,\n    "target": "ES2022"\n  }\n}')
        .assistant(
          "`strict` turns on strictNullChecks, noImplicitAny, strictFunctionTypes and a few more. `noUncheckedIndexedAccess` is extra: `arr[0]` is typed as possibly undefined.",
        )
        .user("ohh that's why I always get 'possibly undefined' errors on arrays. is that normal in other projects?")
        .assistant("It's less common than strict; stricter teams enable it.")
        .user("interesting. ok")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b159-icon-buttons",
    build: (s) =>
      s
        .user(
          "Jenna flagged my close button in review, she said icon-only buttons always need an aria-label. that's a rule for us now apparently. can you add one to the modal close",
        )
        .file("Edit", "src/components/Modal.tsx")
        .bash("npx vitest run --project unit test/unit/Modal.test.tsx", " ✓ test/unit/Modal.test.tsx (6 tests) 41ms")
        .assistant('Added `aria-label="Close dialog"` to the close button.')
        .user("ty! how was your weekend lol, jk")
        .stop("All good here."),
    planted: [{ kind: "instruction", keys: ["aria-label"] }],
  },
  {
    id: "b159-slow-orders-query",
    build: (s) =>
      s
        .user("the customer orders page takes like 8 seconds on staging. is it the frontend? too many rerenders maybe?")
        .bash(
          "psql $STAGING_URL -c \"explain analyze select * from orders where customer_id = 'c_123' order by created_at desc limit 20\"",
          " Limit  (actual time=7912.4..7912.5 rows=20)\n   ->  Sort\n         ->  Seq Scan on orders  (rows=41022311) Filter: (customer_id = 'c_123')\n Execution Time: 7913.1 ms",
        )
        .bash('psql $STAGING_URL -c "select count(*) from orders"', "  count   \n----------\n 41022311")
        .assistant(
          "It's the query, not the frontend: Postgres does a sequential scan over the whole orders table, which has about 41M rows, because there's no index on customer_id.",
        )
        .user(
          "41M rows wow. ok can we add the index on customer_id in a separate migration tomorrow? I need to ask Tom how migrations on a table that big work, like if it locks",
        )
        .assistant("Sure. (For a table that size it'd be `create index concurrently`.)")
        .stop(),
    planted: [
      { kind: "fact", keys: ["41m rows"] },
      { kind: "task", keys: ["customer_id", "index"] },
    ],
  },
  {
    id: "b159-shared-types",
    build: (s) =>
      s
        .user("I need the Order type in the web app. can I just copy it from the api folder? or is there a better way")
        .bash("ls packages; grep -rn 'export type Order ' packages apps | head -3", "contracts\nui\npackages/contracts/src/order.ts:4:export type Order = {")
        .assistant(
          "The shared request/response types live in packages/contracts (published in the workspace as @acme/contracts); Order is already there. Copying it means the two drift apart the next time someone changes it. Import it from @acme/contracts instead.",
        )
        .user("oh ok! so always import from @acme/contracts, never copy types between apps. will do")
        .file("Edit", "apps/web/src/pages/orders.tsx")
        .bash("npx tsc -p apps/web --noEmit", "")
        .assistant("apps/web now imports Order from @acme/contracts; it type-checks.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["packages/contracts"] },
      { kind: "instruction", keys: ["@acme/contracts"] },
    ],
  },
  {
    id: "b159-empty-rename-var",
    build: (s) =>
      s
        .user("can you rename `data2` to `pendingInvoices` in the invoices page? it's embarrassing, I wrote it")
        .file("Edit", "src/pages/invoices.tsx")
        .bash("npx tsc --noEmit -p apps/web", "")
        .assistant("Renamed in the four places it's used; it type-checks.")
        .user("thanks. maybe I should rename data1 too? hmm, what would you call it")
        .assistant("It holds paid invoices, so `paidInvoices` would match.")
        .user("ok do that too please")
        .file("Edit", "src/pages/invoices.tsx")
        .stop("Renamed `data1` to `paidInvoices`."),
    planted: [],
  },
  {
    id: "b159-friday-deploy",
    build: (s) =>
      s
        .user("how do I deploy my fix? it's friday afternoon and I'd like it out before the weekend")
        .bash(
          "ls .github/workflows; grep -n 'environment' .github/workflows/release.yml",
          "ci.yml\nrelease.yml\n14:    environment: production   # requires approval from @acme/leads",
        )
        .assistant("Deploys go through the release.yml GitHub Action, which waits for approval from someone in @acme/leads before it touches production.")
        .user("oh wait, Tom said something about fridays. I'll ask him")
        .user("ok he said no deploys on fridays, ever, that's the team rule. so monday then")
        .assistant("Okay, the fix stays merged to main and goes out Monday.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["release.yml"] },
      { kind: "instruction", keys: ["fridays"] },
    ],
  },
  {
    id: "b159-retry-lib",
    build: (s) =>
      s
        .user("the sms provider sometimes returns 503. should I write a retry loop myself? with setTimeout? I'm scared of making it infinite")
        .bash("grep -E '\"(p-retry|async-retry)\"' package.json", '    "p-retry": "^6.2.0",')
        .assistant(
          "p-retry is already a dependency (used in the search indexer). It does exponential backoff and you set `retries: 3`, so there's no risk of an infinite loop. Writing your own works but it's easy to forget jitter or to retry on 4xx.",
        )
        .user("ok let's just use p-retry then, no point writing my own")
        .file("Edit", "src/services/sms.ts")
        .bash("npx vitest run --project unit test/unit/sms.test.ts", " ✓ test/unit/sms.test.ts (4 tests) 30ms")
        .assistant("The SMS client retries 503s up to 3 times with p-retry.")
        .user("nice. follow-up: the email sender has the exact same problem, I'll do that one next")
        .stop("Okay."),
    planted: [
      { kind: "decision", keys: ["p-retry"] },
      { kind: "task", keys: ["email sender"] },
    ],
  },
  {
    id: "b159-i18n",
    build: (s) =>
      s
        .user("we're getting german users apparently. how do people do translations in react? is there a standard lib? or do I make a big json file myself")
        .bash("grep -E '\"(i18next|react-intl|@lingui/core)\"' package.json", "")
        .assistant(
          "Nothing is installed. The common ones: react-i18next (JSON files per language, `t('checkout.pay')`, big ecosystem), react-intl / FormatJS (ICU messages, good plural rules), Lingui (extracts strings at build time). A home-made JSON + context works for a while but you end up rebuilding plurals and interpolation.",
        )
        .user("which one would you pick for someone like me who's never done it?")
        .assistant("react-i18next has the most examples online.")
        .user("ok let's do i18next then")
        .bash("npm install i18next react-i18next", "added 3 packages in 4s")
        .file("Write", "src/i18n.ts")
        .assistant("Set up i18next with `en` and `de` namespaces in src/i18n.ts.")
        .user("cool. the checkout strings still need translating to german at some point, marta said she'd send them, so that's open")
        .stop("Okay."),
    planted: [
      { kind: "decision", keys: ["i18next"] },
      { kind: "task", keys: ["german"] },
    ],
  },
  {
    id: "b159-empty-docker-question",
    build: (s) =>
      s
        .user("is it bad that docker uses like 12GB of my disk? I got a warning from mac")
        .bash(
          "docker system df",
          "TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE\nImages          23        4         9.8GB     7.1GB (72%)\nBuild Cache     61        0         2.3GB     2.3GB",
        )
        .assistant(
          "Most of it is old images and build cache you're not using; about 9 GB is reclaimable. `docker system prune` removes stopped containers, dangling images and build cache.",
        )
        .user("will that delete my database? I don't want to lose my local test data")
        .assistant("Not without `--volumes`; Postgres data is in a volume, and plain prune leaves volumes alone.")
        .user("ok I'll do it tonight maybe. thanks")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b159-cleanup-cron",
    build: (s) =>
      s
        .user("I rewrote the session cleanup job. where do the cron jobs even run? I looked in k8s and couldn't find any CronJob")
        .bash(
          "grep -rn 'cleanup' deploy/ | head -3; ssh worker-1 'crontab -l | grep app'",
          "deploy/worker/crontab:4:*/30 * * * * cd /srv/app && node dist/jobs/cleanup-sessions.js\n*/30 * * * * cd /srv/app && node dist/jobs/cleanup-sessions.js",
        )
        .assistant("They're not in k8s: all the cron jobs run from a plain crontab on the worker box (worker-1), defined in deploy/worker/crontab.")
        .user("ahh that's why I couldn't find them. ok I added the new one next to the old one")
        .file("Edit", "deploy/worker/crontab")
        .user("remind me to delete the old cleanup cron once the new one has run fine for a week")
        .assistant("Will do.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["worker box"] },
      { kind: "task", keys: ["cleanup cron"] },
    ],
  },
  {
    id: "b159-jwt-library",
    build: (s) =>
      s
        .user("I need to verify the access token in the new edge route. I found jsonwebtoken on npm, is that the one? it has like a million downloads")
        .bash(
          "grep -rn 'jwtVerify\\|jsonwebtoken' src | head -3; grep -n 'ACCESS_TOKEN_TTL' ../auth-service/config/default.ts",
          "src/middleware/auth.ts:3:import { jwtVerify } from 'jose';\n../auth-service/config/default.ts:8:  ACCESS_TOKEN_TTL: '15m',",
        )
        .assistant(
          "jsonwebtoken depends on Node's crypto module, which the edge runtime doesn't have, so it won't work in that route. jose uses Web Crypto and runs everywhere; the existing auth middleware already uses it. Also worth knowing when you test: the auth service issues access tokens that expire after 15 minutes (ACCESS_TOKEN_TTL: '15m'), so an old token from your notes will be rejected.",
        )
        .user("oh that's why my token from this morning didn't work lol. is jose hard to use?")
        .assistant("It's `await jwtVerify(token, key, { issuer })`; the middleware has an example.")
        .user("ok let's just do jose then, same as the middleware")
        .file("Edit", "src/edge/preview.ts")
        .bash("npx vitest run --project unit test/unit/preview.test.ts", " ✓ test/unit/preview.test.ts (3 tests) 12ms")
        .assistant("The preview route verifies tokens with jose's `jwtVerify` using the shared JWKS.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["15 minutes"] },
      { kind: "decision", keys: ["jose"] },
    ],
  },
  {
    id: "b159-form-library",
    build: (s) =>
      s
        .user("the address form has like 14 useState calls and it's getting out of hand. is there a library for forms? formik? my bootcamp used formik")
        .bash("grep -E '\"(formik|react-hook-form)\"' apps/web/package.json", '    "react-hook-form": "^7.51.0",')
        .assistant(
          "react-hook-form is already installed and used in the signup form. Formik would work too but it re-renders the whole form on each keystroke and is less actively maintained. With react-hook-form the zod schema can drive validation through `zodResolver`.",
        )
        .user("oh we have it already? ok let's just do react-hook-form then, no point adding formik")
        .file("Edit", "apps/web/src/components/AddressForm.tsx")
        .assistant("AddressForm now uses `useForm` with the address zod schema; the 14 useState calls are gone.")
        .user(
          "nice!! Jenna also said something in my review: always disable the submit button while a form is submitting, so people can't double submit. that's a rule for all forms",
        )
        .file("Edit", "apps/web/src/components/AddressForm.tsx")
        .assistant("Done for AddressForm: the button uses `disabled={isSubmitting}`.")
        .user("the password reset form is still the old useState way. todo for later, migrate that one too")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["react-hook-form"] },
      { kind: "instruction", keys: ["submit button"] },
      { kind: "task", keys: ["password reset"] },
    ],
  },
  {
    id: "b159-empty-what-is-ulid",
    build: (s) =>
      s
        .user("what's a ulid? the ids in the notifications table look weird, like 01JD3X...")
        .bash(
          "psql $DATABASE_URL -c 'select id from notifications limit 2'",
          "             id             \n----------------------------\n 01JD3X9K2M4Q8R7T6V5W3Y1Z0A\n 01JD3X9K2M4Q8R7T6V5W3Y1Z0B",
        )
        .assistant("A ULID is a 128-bit id like a UUID, but the first 48 bits are a timestamp, so they sort by creation time as strings.")
        .user("oh cool. so is that better than uuid? should everything use them?")
        .assistant("They're handy when you want sortable ids; UUIDv7 gives the same property in the UUID format. Both are fine.")
        .user("ok, learned something today")
        .stop("Glad it helped."),
    planted: [],
  },
  {
    id: "b159-money-type",
    build: (s) =>
      s
        .user("I'm adding a `price` column for the add-ons. float or numeric? or what? I did price: 19.99 and in the test 0.1 + 0.2 was wrong and I got scared")
        .bash(
          "psql $DATABASE_URL -c '\\d invoices' | grep amount; psql $DATABASE_URL -c '\\d orders' | grep total",
          " amount | double precision |\n total_cents | integer |",
        )
        .assistant(
          "Floats can't represent most decimal fractions exactly, hence 0.30000000000000004. Two safe options: `numeric(12,2)` (exact decimals, come back as strings in node-postgres), or store integer cents (`price_cents integer`), which orders already does with total_cents. invoices.amount is a double, which is the risky one.",
        )
        .user("so numeric comes back as a string? that's weird. ok let's just do integer cents then, like orders")
        .file("Edit", "src/db/schema.ts")
        .bash("npx drizzle-kit generate", "[✓] Your SQL migration file ➜ db/migrations/0020_addon_price.sql 🚀")
        .assistant("Added `price_cents integer not null` to add_ons.")
        .user("and the invoices amount being a float needs fixing at some point too, but that's a bigger migration, not now")
        .stop("Agreed, that one touches existing data."),
    planted: [
      { kind: "decision", keys: ["cents"] },
      { kind: "task", keys: ["invoices", "float"] },
    ],
  },
  {
    id: "b159-sentry-errors",
    build: (s) =>
      s
        .user(
          "I wrapped the export job in try/catch and log the error, but Tom said 'how would we ever know it failed?'. where do errors even go? do we have monitoring?",
        )
        .bash(
          "grep -rn 'Sentry.init' src; grep -n 'SENTRY' .env.example",
          "src/instrument.ts:4:Sentry.init({ dsn: process.env.SENTRY_DSN, environment: process.env.APP_ENV });\n15:SENTRY_DSN=",
        )
        .assistant(
          "Unhandled errors go to Sentry (src/instrument.ts initializes it), and the on-call alert rules are there. Your catch block logs and returns, so the error never reaches Sentry and nobody gets alerted. I'd rethrow after logging, or call `Sentry.captureException(err)` if the job must continue.",
        )
        .user(
          "ok so errors end up in sentry only if they're not swallowed. that makes sense. ok I'll always rethrow from now on unless there's a real reason not to",
        )
        .file("Edit", "src/jobs/export.ts")
        .bash("npx vitest run --project unit test/unit/export.test.ts", " ✓ test/unit/export.test.ts (5 tests) 27ms")
        .assistant("The export job now rethrows after logging.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sentry"] },
      { kind: "instruction", keys: ["rethrow"] },
    ],
  },
  {
    id: "b159-search-feature",
    build: (s) =>
      s
        .user(
          "product wants a search box for customers by name and email. do we need elasticsearch for that? it sounds like a lot. or algolia? what's meilisearch?",
        )
        .bash("psql $DATABASE_URL -c 'select count(*) from customers'", " count  \n--------\n 182340")
        .assistant(
          "For ~180k customers, Postgres full text search (a tsvector column with a GIN index) or trigram matching is plenty fast. Elasticsearch/Meilisearch are separate services to run and keep in sync; Algolia is hosted but costs per search.",
        )
        .user("would meilisearch be better for typos though? like 'jonh'?")
        .assistant("Meilisearch handles typos out of the box; in Postgres you'd add pg_trgm similarity for that, which works fine at this size.")
        .user("ok let's just do postgres full text then, with the trigram thing for typos. one less service")
        .file("Edit", "src/db/schema.ts")
        .file("Write", "src/routes/customers.search.ts")
        .bash("npx vitest run test/repo/customers.search.test.ts", " ✓ test/repo/customers.search.test.ts (4 tests) 3.02s")
        .assistant("Added a generated tsvector column with a GIN index, a trigram index on name, and `GET /customers/search?q=`.")
        .user("great. the search box also has to go into the mobile nav, that's for next sprint")
        .stop("Okay."),
    planted: [
      { kind: "decision", keys: ["full text"] },
      { kind: "task", keys: ["mobile nav"] },
    ],
  },
  {
    id: "b159-empty-standup-notes",
    build: (s) =>
      s
        .user("can you help me write what I did yesterday for standup? I always blank")
        .bash("git log --author='Sam' --since='yesterday' --oneline", "4e2a1b7 fix(avatar): crop to square before upload\n8f1c0d2 feat(profile): show nickname")
        .assistant("Yesterday: fixed avatar cropping (square before upload) and added the nickname to the profile page.")
        .user("perfect lol. should I mention I got stuck on the git thing for an hour?")
        .assistant("Only if it's useful to someone; it's fine to keep it short.")
        .user("yeah I'll skip it. thanks")
        .stop("Good luck at standup."),
    planted: [],
  },
  {
    id: "b159-badge-component",
    build: (s) =>
      s
        .user("I need a little user badge with the avatar + name for the comments. I'll make a new UserBadge component, ok?")
        .bash("ls apps/web/src/components | grep -i -E 'avatar|badge|user'", "Avatar.tsx\nAvatar.stories.tsx")
        .file("Read", "apps/web/src/components/Avatar.tsx")
        .assistant(
          "There's already an Avatar component with size variants. It doesn't show the name, but it takes `children`, so a `showName` prop or a label slot would cover the comments case without a second component.",
        )
        .user("hmm. so extend Avatar instead of a new one? would that make Avatar too complicated?")
        .assistant("It'd add one optional prop; the existing call sites don't change.")
        .user("ok let's just extend Avatar then, I don't want two components that do the same thing")
        .file("Edit", "apps/web/src/components/Avatar.tsx")
        .bash("npx vitest run --project unit test/unit/Avatar.test.tsx", " ✓ test/unit/Avatar.test.tsx (7 tests) 38ms")
        .assistant("Avatar has a `showName` prop now; comments use it.")
        .user(
          "oh and Jenna wants a screenshot in the PR description for every PR that changes UI, so I'll add one. can you tell me how to take one of just the component? storybook?",
        )
        .assistant("Yes: `npm run storybook`, open Avatar → WithName, and screenshot that.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["avatar"] },
      { kind: "instruction", keys: ["screenshot"] },
    ],
  },
  {
    id: "b159-staging-data-gone",
    build: (s) =>
      s
        .user("all my test accounts on staging are gone?? did someone delete them? did I do something wrong with the migration yesterday?")
        .bash(
          "grep -rn 'staging' .github/workflows/*.yml | grep -i cron -A2; gh run list -w staging-reset.yml -L 2",
          ".github/workflows/staging-reset.yml:5:    - cron: '0 2 * * 1'   # restore staging from anonymized prod snapshot\ncompleted  success  staging-reset  main  schedule  2026-11-23T02:00:12Z",
        )
        .assistant(
          "Nothing you did. The staging-reset workflow restores staging from an anonymized prod snapshot every Sunday night (02:00 UTC Monday), which wipes anything created on staging during the week, including test accounts. It ran last night.",
        )
        .user("oh wow ok. so staging gets wiped every sunday night. good to know, that explains some other weird stuff too")
        .user("I'll have to re-create my test accounts on staging monday mornings then. remind me tomorrow to do it, I'm too tired now")
        .assistant("I'll remind you.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sunday"] },
      { kind: "task", keys: ["test accounts"] },
    ],
  },
  {
    id: "b159-cart-v2",
    build: (s) =>
      s
        .user("I need to change the cart response, `items` becomes `lines` with more fields. can I just change it? the web app is the only client right?")
        .bash(
          "grep -rn '/v1/cart' ../ --include=*.kt --include=*.swift -l 2>/dev/null | head; gh api repos/acme/mobile-app --jq .description",
          '../mobile-app/android/app/src/main/java/com/acme/api/CartApi.kt\n../mobile-app/ios/App/API/CartAPI.swift\n"iOS + Android app (Lisbon team)"',
        )
        .assistant(
          "Not the only client: the mobile app calls /v1/cart too. It's built by a separate team in Lisbon (per the mobile-app repo), and old app versions stay installed for months, so changing v1 would break them. Options: add a /v2/cart with the new shape and keep v1 as is, or add `lines` next to `items` in v1.",
        )
        .user("adding both fields sounds messy. ok let's just add /v2 routes then and leave v1 alone")
        .file("Write", "src/routes/v2/cart.ts")
        .bash("npm run openapi", "> openapi\n> tsx scripts/openapi.ts\nwrote docs/openapi.json (64 paths)")
        .assistant("Added /v2/cart and regenerated the OpenAPI spec.")
        .user("oh good you ran the openapi thing, Tom said always run npm run openapi after touching routes so the docs stay updated, I keep forgetting")
        .user("and we can only delete /v1/cart once the mobile team moves over. I should ask them in january")
        .stop("Sounds like a plan."),
    planted: [
      { kind: "fact", keys: ["lisbon"] },
      { kind: "decision", keys: ["/v2"] },
      { kind: "instruction", keys: ["npm run openapi"] },
      { kind: "task", keys: ["/v1/cart"] },
    ],
  },
  {
    id: "b159-schema-change-ask",
    build: (s) =>
      s
        .user("can I just rename the `users.fullname` column to `full_name`? it bugs me")
        .bash("grep -rn 'fullname' src apps --include=*.ts* | wc -l", "23")
        .assistant(
          "Technically yes, but it's referenced in 23 places, and renaming a column breaks the running app during a deploy unless it's done in steps (add, backfill, switch, drop).",
        )
        .user(
          "ugh ok. I asked Tom and he said for anything touching the db schema I should ask in #backend-help first, before I start. that's how they do it. so I'll leave it",
        )
        .bash("git status --short", "")
        .assistant("Okay, I haven't changed anything; the tree is clean.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["#backend-help"] }],
  },
];

export const BLIND159 = plantedSet(BLIND159_SESSIONS, Date.UTC(2026, 10, 12, 9));
