/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: pair programming in Claude Code voice ("Let me look at…", "I'll…", a closing summary
 * with bullets), where the user thinks aloud ("hmm", "wait", "actually", "ok no"), changes their
 * mind several times, and finally settles. Only the settled items are planted: the options the
 * user floated and dropped on the way give nothing. Each session is one segment; the items
 * planted in it are listed with it. Every other message must give nothing: questions,
 * hypotheses, proposals the user rejects or never confirms, withdrawn ideas, unconfirmed
 * guesses, quoted code, logs and tool output (with words like "always", "never", "TODO"),
 * chit-chat, and requests the agent completes in the same session. Superseded decisions plant
 * only the later one.
 *
 * Matching rule (the one planted-blind.ts states):
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

export const TUNING60_SESSIONS: readonly BlindSession[] = [
  {
    id: "t60-01-queue-choice",
    build: (s) =>
      s
        .user("ok so the email sending needs to move off the request path. hmm. bullmq? or pg-boss since we already have postgres")
        .assistant("Let me check what's already running in the compose file.")
        .bash("grep -E '^  [a-z]+:' docker-compose.yml", "  web:\n  db:\n  redis:")
        .assistant("Both would work: Redis is already there for BullMQ, and pg-boss would only need Postgres.")
        .user("wait, the redis is only for rate limiting and it's not persistent, right? yeah it has no AOF. ok no bullmq then")
        .user("actually... pg-boss. jobs survive restarts, one less thing to babysit. going with pg-boss for the email jobs")
        .assistant("I'll add pg-boss and move the welcome email into a job.")
        .bash("npm i pg-boss", "added 4 packages in 3s")
        .file("Write", "src/jobs/email.ts")
        .stop(),
    planted: [{ kind: "decision", keys: ["pg-boss"] }],
  },
  {
    id: "t60-02-naming-flipflop",
    build: (s) =>
      s
        .user("the hook is called useThing, terrible. rename to useCart? no wait it also holds wishlist. useBasket? hmm")
        .file("Read", "web/src/hooks/useThing.ts")
        .assistant("It returns `{ cartItems, wishlistItems, addToCart, moveToWishlist }`.")
        .user("ok useShoppingState. final. and do the rename now")
        .bash(
          "grep -rl useThing web/src | xargs sed -i 's/useThing/useShoppingState/g' && git mv web/src/hooks/useThing.ts web/src/hooks/useShoppingState.ts",
          "",
        )
        .bash("npx tsc -p web --noEmit", "")
        .assistant("Renamed to `useShoppingState` in 9 files; the web typecheck is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "t60-03-test-runner-pref",
    build: (s) =>
      s
        .user("run the tests for the cart module")
        .bash("npm test -- cart", "> jest cart\n\nPASS src/cart/cart.test.ts (4.1 s)\nTests: 12 passed")
        .assistant("All 12 pass.")
        .user("hmm 4 seconds for 12 tests. we have vitest installed too I think? try that")
        .bash("npx vitest run src/cart", " ✓ src/cart/cart.test.ts (12 tests) 210ms")
        .user(
          "oh wow. ok. wait should we switch everything... no, not today. but for you: from now on run tests with `npx vitest run <path>`, not npm test. jest is only there for the legacy snapshot suite",
        )
        .assistant("Understood, I'll use `npx vitest run <path>` for tests from now on.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["npx vitest run"] }],
  },
  {
    id: "t60-04-thinking-aloud-empty",
    build: (s) =>
      s
        .user("hmm why is the product page re-rendering so much. is it the context provider? or the useEffect with the object dep")
        .assistant("Let me profile a render of the product page.")
        .bash("npx react-scan web/src/pages/Product.tsx --once", "Product: 14 renders (ShoppingContext changed 13x)")
        .assistant("13 of the 14 renders come from `ShoppingContext` changing. The provider creates a new value object on every render.")
        .user("ahh. could memo it. or split the context. hmm, not sure which, let me sleep on it")
        .assistant("Sure. Both are small changes when you decide.")
        .stop(),
    planted: [],
  },
  {
    id: "t60-05-pagination",
    build: (s) =>
      s
        .user("the orders list endpoint needs pagination. offset/limit is easiest")
        .file("Read", "src/routes/orders.ts")
        .assistant(
          "Offset works, but on a table this size deep pages get slow and rows shift when new orders arrive. Cursor pagination on `(created_at, id)` avoids both.",
        )
        .user("hmm. but the admin UI wants 'jump to page 40'. ugh")
        .user("ok no. actually the admin UI can live with next/prev, I asked them last week. cursor pagination on created_at+id, we're doing that")
        .assistant("I'll implement cursor pagination keyed on `(created_at, id)`.")
        .file("Edit", "src/routes/orders.ts")
        .bash("npx vitest run test/routes/orders.test.ts", " ✓ test/routes/orders.test.ts (8 tests) 95ms")
        .assistant("Done: `GET /orders?cursor=…` returns `next_cursor`; 8 tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cursor pagination"] }],
  },
  {
    id: "t60-06-db-fact",
    build: (s) =>
      s
        .user("why's the migration slow locally")
        .bash("time npm run migrate", "Applied 3 migrations\nreal\t1m42.003s")
        .assistant("The third migration backfills `orders.total_cents`. Let me check the row count.")
        .bash("psql $DATABASE_URL -c 'select count(*) from orders'", "  count\n---------\n 2400113\n")
        .assistant("2.4M rows locally, which is unusual for a dev DB.")
        .user(
          "oh the local db is a sanitized copy of prod from last month, that's why. hmm I thought it was seeded. no — right, Dan set it up that way, the dev dump is refreshed monthly from prod",
        )
        .assistant("That explains the migration time.")
        .stop(),
    planted: [{ kind: "fact", keys: ["dev dump", "monthly"] }],
  },
  {
    id: "t60-07-error-format",
    build: (s) =>
      s
        .user("errors from the api are all over the place. some {error: 'x'}, some {message}, some plain text")
        .bash(
          'grep -rhoE "res.status\\([0-9]+\\).(json|send)\\([^)]{0,30}" src/routes | sort | uniq -c | sort -rn | head -4',
          "  31 res.status(400).json({ error:\n  12 res.status(404).send('Not found'\n   9 res.status(500).json({ message:\n   4 res.status(409).json({ err:",
        )
        .assistant("Four shapes across routes. Options: RFC 7807 problem+json, or a house format like `{ error: { code, message } }`.")
        .user("problem+json is nice but the mobile client parses `error` already... hmm")
        .user("ok settled: `{ error: { code, message } }` everywhere, code is a snake_case string. no problem+json")
        .assistant("I'll add an `httpError` helper and convert the routes.")
        .file("Write", "src/http/errors.ts")
        .file("Edit", "src/routes/orders.ts")
        .bash("npx vitest run test/routes", " Test Files  11 passed (11)")
        .user("and from here on every new route uses httpError for failures, no hand-rolled res.status().json")
        .assistant("All routes converted; 11 test files pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["snake_case"] },
      { kind: "instruction", keys: ["httperror", "new route"] },
    ],
  },
  {
    id: "t60-08-task-left",
    build: (s) =>
      s
        .user("the checkout still calls the tax API synchronously. should I fix that now? hmm. no, release is tomorrow")
        .bash("grep -n 'taxClient' src/checkout/submit.ts", "41:  const tax = await taxClient.quote(cart);")
        .assistant("It blocks `submit` on the tax quote; a slow tax API slows every checkout.")
        .user("yeah. leave it. but someone has to make the tax quote async with a cached fallback after the release — write it on the board")
        .file("Edit", "TODO.md")
        .assistant("Added to `TODO.md` under Checkout.")
        .stop(),
    planted: [{ kind: "task", keys: ["tax quote", "async"] }],
  },
  {
    id: "t60-09-styling",
    build: (s) =>
      s
        .user("new settings page. css modules like the rest? or tailwind, it's already in the design system package")
        .bash("ls web/src/pages/*.module.css | wc -l; grep -c tailwind web/package.json", "23\n0")
        .assistant("23 pages use CSS modules; the web app doesn't depend on Tailwind directly.")
        .user("hmm tailwind would be faster to write. but then two styling systems. ugh. wait what does the design system actually export")
        .bash("ls packages/design-system/dist", "index.js  index.d.ts  styles.css  tailwind-preset.js")
        .assistant("It exports components, a stylesheet and a Tailwind preset.")
        .user("ok no tailwind. CSS modules for pages, design-system components for everything else. that's the rule for all new pages")
        .file("Write", "web/src/pages/Settings.module.css")
        .assistant("Settings page styled with a CSS module.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["css modules", "new pages"] }],
  },
  {
    id: "t60-10-quoted-todo",
    build: (s) =>
      s
        .user("what's this comment about")
        .file("Read", "src/cart/merge.ts")
        .assistant(
          "It's:\n```ts\n// TODO(dan): always prefer the server cart when timestamps tie\n// never merge more than 50 lines — see incident 2025-11\n```\nWhen a logged-out cart and the saved cart collide, server wins ties, and merging stops at 50 lines.",
        )
        .user("huh ok. is the 50 enforced?")
        .bash(
          "grep -n 50 src/cart/merge.ts",
          "3:// never merge more than 50 lines — see incident 2025-11\n18:  const merged = [...server, ...local].slice(0, 50);",
        )
        .assistant("Yes, line 18 truncates to 50.")
        .stop(),
    planted: [],
  },
  {
    id: "t60-11-monorepo-fact",
    build: (s) =>
      s
        .user("where's the shared validation code? I keep finding zod schemas in web and api separately")
        .bash("ls packages", "design-system\nschemas\nconfig")
        .assistant("There's a `packages/schemas` package. Let me check who imports it.")
        .bash("grep -rl '@acme/schemas' web/src src | wc -l", "3")
        .assistant("Only three files import it; most schemas are duplicated.")
        .user("hmm. so packages/schemas is supposed to be the source of truth for request bodies, both sides. I think. wait let me check the readme")
        .bash(
          "head -3 packages/schemas/README.md",
          "# @acme/schemas\nRequest and response schemas shared by web and api. The api is the owner; web imports only.",
        )
        .user("right: api owns packages/schemas, web only imports. duplicates are leftovers")
        .assistant("Got it.")
        .stop(),
    planted: [{ kind: "fact", keys: ["packages/schemas", "owns"] }],
  },
  {
    id: "t60-12-flip-three-times",
    build: (s) =>
      s
        .user("dates. moment is still in the bundle. replace with date-fns?")
        .bash(
          "npx source-map-explorer web/dist/main.js --json | jq '.results[0].files | to_entries | map(select(.key|test(\"moment\"))) | .[0].value.size'",
          "289034",
        )
        .assistant("moment is 289 KB of the bundle.")
        .user("date-fns then. no wait, Temporal polyfill? hmm that's big too. dayjs is tiny and api-compatible-ish")
        .user("ok actually date-fns. tree-shakes, typed, the team knows it. dayjs was tempting but the plugins thing annoys me. date-fns it is")
        .assistant("I'll replace moment with date-fns, starting with the formatting helpers.")
        .file("Edit", "web/src/lib/format.ts")
        .bash("npm rm moment && npm i date-fns", "removed 1 package, added 1 package")
        .user("the rest of the moment calls in the admin app still need porting, that's not today")
        .assistant("The main web app is moment-free; admin still has 14 call sites.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["date-fns"] },
      { kind: "task", keys: ["admin app", "moment"] },
    ],
  },
  {
    id: "t60-13-chitchat",
    build: (s) =>
      s.user("ok brain is fried. good session though").assistant("It was. The pagination change and the error helper are both in; see you next time.").stop(),
    planted: [],
  },
  {
    id: "t60-14-feature-flag",
    build: (s) =>
      s
        .user("new checkout behind a flag. env var? launchdarkly? we have the LD sdk somewhere")
        .bash("grep -rn 'launchdarkly' package.json web/package.json", 'web/package.json:  "launchdarkly-react-client-sdk": "^3.0.1",')
        .assistant("Only the web app has the LaunchDarkly SDK.")
        .user("hmm an env var is simpler but then toggling needs a deploy. wait, do we still pay for LD? ... yeah we do")
        .user("fine. LaunchDarkly flag `new-checkout`, server and web both read it. decided")
        .bash("npm i @launchdarkly/node-server-sdk", "added 6 packages")
        .file("Edit", "src/checkout/index.ts")
        .assistant("Added the server SDK and gated the new checkout on `new-checkout`.")
        .user("oh and the flag has to be cleaned up once new checkout is at 100% — remind whoever picks it up")
        .stop(),
    planted: [
      { kind: "decision", keys: ["new-checkout"] },
      { kind: "task", keys: ["flag", "cleaned up"] },
    ],
  },
  {
    id: "t60-15-unconfirmed-guess",
    build: (s) =>
      s
        .user("CI is flaky on the orders test. maybe it's the timezone? or the db not being reset between tests")
        .bash("npx vitest run test/routes/orders.test.ts --repeat 5", " ✓ test/routes/orders.test.ts (40 tests) 811ms")
        .assistant("Five repeats pass locally. I can't reproduce the flake here, so I can't say which it is.")
        .user("hmm. ok whatever, we'll see if it happens again")
        .stop(),
    planted: [],
  },
  {
    id: "t60-16-branching",
    build: (s) =>
      s
        .user("commit and push")
        .bash("git branch --show-current", "main")
        .assistant("You're on `main`. Should I push there directly or make a branch?")
        .user(
          "hmm. main is fine for tiny stuff... no actually, no. never push to main directly, always a branch + PR, even one-liners. I keep breaking the deploy",
        )
        .bash(
          "git switch -c fix/date-format && git commit -am 'web: date-fns formatting' && git push -u origin fix/date-format",
          "branch 'fix/date-format' set up to track 'origin/fix/date-format'.",
        )
        .assistant("Pushed `fix/date-format`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["push to main"] }],
  },
  {
    id: "t60-17-cache-ttl",
    build: (s) =>
      s
        .user("product catalog cache. ttl 5 minutes? 1 hour? prices change like once a day")
        .bash("grep -n ttl src/catalog/cache.ts", "7:  ttl: 30, // seconds")
        .assistant("It's 30 seconds now, so the catalog query runs constantly.")
        .user("1 hour. wait, flash sales. marketing changes prices for flash sales at exact times. hmm. 1 hour + explicit purge on price change? yeah")
        .user("ok: catalog cache ttl 1 hour, and the admin price update purges the affected keys. settled")
        .file("Edit", "src/catalog/cache.ts")
        .file("Edit", "src/admin/prices.ts")
        .bash("npx vitest run test/catalog", " ✓ test/catalog/cache.test.ts (5 tests) 40ms")
        .assistant("TTL is one hour; price updates purge the product's cache keys. Tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ttl", "1 hour"] }],
  },
  {
    id: "t60-18-deploy-fact",
    build: (s) =>
      s
        .user("how does this thing get deployed again")
        .bash(
          "cat .github/workflows/deploy.yml | grep -E 'on:|branches|run:' | head -5",
          "on:\n  push:\n    branches: [main]\n      - run: flyctl deploy --remote-only",
        )
        .assistant("Every push to `main` deploys to Fly via `flyctl deploy`.")
        .user(
          "hm, I thought staging first. no? oh right, staging is the `staging` branch, separate app. and prod deploys go out on merge to main, no manual gate",
        )
        .assistant("So `staging` branch → staging app, `main` → production automatically.")
        .stop(),
    planted: [{ kind: "fact", keys: ["merge to main", "prod"] }],
  },
  {
    id: "t60-19-empty-request",
    build: (s) =>
      s
        .user("add a loading skeleton to the orders table")
        .file("Edit", "web/src/pages/Orders.tsx")
        .bash("npx vitest run web/src/pages/Orders.test.tsx", " ✓ web/src/pages/Orders.test.tsx (3 tests)")
        .assistant("Added a 5-row skeleton while orders load; tests pass.")
        .user("looks good")
        .stop(),
    planted: [],
  },
  {
    id: "t60-20-comments-pref",
    build: (s) =>
      s
        .user("why did you add a comment on every line of that function")
        .file("Read", "src/cart/merge.ts")
        .assistant("I annotated each step of the merge. I can trim them.")
        .user(
          "yeah trim. hmm, keep the one about ties. generally — comments only for the why, not the what. I don't want line-by-line narration in this codebase",
        )
        .file("Edit", "src/cart/merge.ts")
        .assistant("Trimmed to the one comment explaining tie-breaking.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["comments", "why"] }],
  },
  {
    id: "t60-21-id-format",
    build: (s) =>
      s
        .user("new table for returns. ids: serial? uuid v4? hmm the orders table uses serial and it leaks order volume")
        .bash("psql $DATABASE_URL -c '\\d orders' | grep id", " id | integer | not null default nextval('orders_id_seq')")
        .assistant("Orders use a serial integer. Options: UUIDv4, UUIDv7 (time-ordered, index-friendly), or ULID.")
        .user("ulid is nice. but postgres 18 has uuidv7 native? we're on 16. hmm ok the uuidv7 npm package then")
        .user("wait, no, keep it simple: uuid v7 generated in the app, stored as uuid column. for returns and every new table from now on")
        .file("Write", "migrations/0042_returns.sql")
        .bash("npm run migrate", "Applied 1 migration")
        .assistant("Created `returns` with a `uuid` primary key generated as UUIDv7 in the app.")
        .stop(),
    planted: [{ kind: "decision", keys: ["uuid v7"] }],
  },
  {
    id: "t60-22-tasks-after-review",
    build: (s) =>
      s
        .user(
          "Sara's review comments on the returns PR, let me read them out: 1) refund amount should be cents not float 2) missing index on order_id 3) nitpick on naming",
        )
        .bash("gh pr view 233 --comments | grep -c Sara", "3")
        .assistant("I'll fix the first two now.")
        .file("Edit", "migrations/0042_returns.sql")
        .bash("npm run migrate:redo && npx vitest run test/returns", " ✓ test/returns/create.test.ts (6 tests)")
        .assistant("`refund_cents integer` and an index on `order_id`; tests pass.")
        .user("naming thing — hmm she wants `ReturnRequest` instead of `Return`. rename later, it touches the mobile client too. leave it open")
        .stop(),
    planted: [{ kind: "task", keys: ["returnrequest"] }],
  },
  {
    id: "t60-23-logging-lib",
    build: (s) =>
      s
        .user("console.log everywhere in the workers. pino? winston? hmm")
        .bash("grep -rc 'console.log' src/jobs | awk -F: '{s+=$2} END {print s}'", "87")
        .assistant("87 `console.log` calls across the jobs.")
        .user("winston has the transports but it's heavy. pino's fast... the api already uses pino? let me check")
        .bash("grep -n pino package.json", '  "pino": "^9.1.0",')
        .user("yep. ok pino for the workers too, same config as the api. no winston")
        .file("Write", "src/jobs/logger.ts")
        .assistant("Added a pino logger for the jobs using the API's config.")
        .user("and converting all 87 call sites, another day. mark it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pino", "workers"] },
      { kind: "task", keys: ["87", "call sites"] },
    ],
  },
  {
    id: "t60-24-empty-withdrawn",
    build: (s) =>
      s
        .user("what if we dropped the mobile api versioning and just had /api/*")
        .bash("ls src/routes/v1 src/routes/v2 | wc -l", "31")
        .assistant("There are 31 route files across v1 and v2. Old app builds still call v1.")
        .user("hmm, and apple review means old builds hang around for months. yeah no, forget I said it")
        .stop(),
    planted: [],
  },
  {
    id: "t60-25-stripe-fact",
    build: (s) =>
      s
        .user("webhook from stripe failing signature check on staging")
        .bash("grep -n 'STRIPE_WEBHOOK_SECRET' .env.staging", "STRIPE_WEBHOOK_SECRET=whsec_prod_...")
        .assistant("Staging has a webhook secret that looks like the production one.")
        .user(
          "ugh. wait is staging even in test mode? I think it is. yes — staging uses the stripe test account, acct_test_staging, and has its own webhook endpoint secret",
        )
        .file("Edit", ".env.staging.example")
        .assistant("Updated the example env to point out the test-mode secret; the real value needs to go in the staging secrets.")
        .stop(),
    planted: [{ kind: "fact", keys: ["stripe test account"] }],
  },
  {
    id: "t60-26-pr-size",
    build: (s) =>
      s
        .user("this PR is 1400 lines. too big? hmm it's all one feature though")
        .bash("git diff main --stat | tail -1", " 38 files changed, 1402 insertions(+), 211 deletions(-)")
        .assistant("38 files. It could split into the migration, the API, and the UI.")
        .user("yeah ok split it. and in general keep PRs under ~400 lines changed, split by layer if needed. Sara won't review monsters")
        .bash("git switch -c returns/migration && git checkout main -- . && git checkout returns-feature -- migrations/", "")
        .assistant("Split into three branches: `returns/migration`, `returns/api`, `returns/ui`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["400 lines"] }],
  },
  {
    id: "t60-27-hypothesis-memory",
    build: (s) =>
      s
        .user("worker memory keeps growing. leak in pg-boss? or our image resize thing?")
        .bash("node --inspect src/jobs/worker.js & sleep 1; kill %1", "Debugger listening on ws://127.0.0.1:9229/")
        .assistant("I can take heap snapshots a few minutes apart and compare retained objects. It might be sharp's cache, but that's a guess for now.")
        .user("maybe. not now though")
        .stop(),
    planted: [],
  },
  {
    id: "t60-28-package-manager",
    build: (s) =>
      s
        .user("npm install takes forever in CI. pnpm? bun? yarn berry?")
        .bash("grep -A2 'npm ci' .github/workflows/ci.yml", "      - run: npm ci\n        # 3m 40s avg")
        .assistant("npm ci averages 3m40s. pnpm with its store cache is the usual speedup for monorepos.")
        .user("bun is faster still... but the docker images. hmm. yarn berry pnp breaks half our tools")
        .user("ok pnpm. the whole repo moves to pnpm, lockfile and CI. but not today, it needs a quiet week")
        .bash("echo ok", "ok")
        .assistant("Understood: pnpm is the target; nothing changed yet.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pnpm"] },
      { kind: "task", keys: ["pnpm", "lockfile"] },
    ],
  },
  {
    id: "t60-29-fact-people",
    build: (s) =>
      s
        .user("who owns the search service? the elasticsearch thing")
        .bash("cat CODEOWNERS | grep search", "/services/search/ @marco")
        .assistant("CODEOWNERS lists `@marco` for `/services/search/`.")
        .user("hmm Marco left in september I think. yeah. search is owned by the platform team now, Aiko is the contact. CODEOWNERS is stale")
        .file("Edit", "CODEOWNERS")
        .assistant("Updated CODEOWNERS to `@acme/platform`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["aiko", "search"] }],
  },
  {
    id: "t60-30-empty-explain",
    build: (s) =>
      s
        .user("explain what `satisfies` does vs a type annotation, quick")
        .assistant(
          "An annotation (`const x: T = …`) widens `x` to `T`. `satisfies T` checks the value against `T` but keeps the narrower inferred type, so literal keys and values stay known.",
        )
        .user("ahh ok that's why the route table uses it")
        .bash("grep -n satisfies src/routes/index.ts", "12:} satisfies Record<string, RouteDef>;")
        .assistant("Yes: the route table keeps its literal keys while being checked against `RouteDef`.")
        .stop(),
    planted: [],
  },
  {
    id: "t60-31-form-lib",
    build: (s) =>
      s
        .user("the returns form. react-hook-form? formik? or just useState, it's 4 fields")
        .file("Read", "web/src/pages/Checkout.tsx")
        .assistant("Checkout uses `react-hook-form` with the zod resolver.")
        .user("formik is dead-ish. useState... but validation. hmm. ok react-hook-form + zod resolver, same as checkout. all forms, not just this one")
        .file("Write", "web/src/pages/ReturnForm.tsx")
        .bash("npx vitest run web/src/pages/ReturnForm.test.tsx", " ✓ web/src/pages/ReturnForm.test.tsx (4 tests)")
        .assistant("Return form built with react-hook-form and the zod resolver; 4 tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["react-hook-form", "forms"] }],
  },
  {
    id: "t60-32-rejected-orm",
    build: (s) =>
      s
        .user("raw SQL everywhere is getting painful. drizzle? prisma?")
        .bash("grep -rl 'sql`' src | wc -l", "46")
        .assistant("46 files use the `sql` tag. Drizzle could be introduced gradually; Prisma would want its own schema file.")
        .user("hmm. that's a big migration. prisma no. drizzle maybe. let me think about it more, don't start")
        .assistant("I'll leave the queries as they are.")
        .stop(),
    planted: [],
  },
  {
    id: "t60-33-env-fact",
    build: (s) =>
      s
        .user("the image resize job timed out on prod again")
        .bash("fly logs -a acme-workers | grep resize | tail -2", "resize job 8812 timeout after 30000ms\nresize job 8813 timeout after 30000ms")
        .assistant("Two timeouts at 30s. Let me check the worker machine size.")
        .bash("fly scale show -a acme-workers", "VM Resources for acme-workers\n  shared-cpu-1x  512MB")
        .user(
          "oh right. the workers run on shared-cpu-1x with 512mb, deliberately, cost thing. big images just take long there. hmm raise the timeout? no... actually yes, 120s for resize only",
        )
        .file("Edit", "src/jobs/resize.ts")
        .assistant("Resize job timeout set to 120 s; other jobs stay at 30 s.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["shared-cpu-1x"] },
      { kind: "decision", keys: ["120s", "resize"] },
    ],
  },
  {
    id: "t60-34-migrations-rule",
    build: (s) =>
      s
        .user("can you edit migration 0040 to add the column, it's cleaner")
        .bash("git log --oneline -1 -- migrations/0040_refunds.sql", "7c1e2aa refunds table (#219)")
        .assistant("0040 shipped in #219 two weeks ago and has run in production. Editing it won't re-run there.")
        .user("ugh right. hmm. ok, so rule: never edit a migration that's been merged, always a new one. write 0043")
        .file("Write", "migrations/0043_refunds_reason.sql")
        .bash("npm run migrate", "Applied 1 migration")
        .assistant("Added `0043_refunds_reason.sql`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["migration", "merged"] }],
  },
  {
    id: "t60-35-image-cdn",
    build: (s) =>
      s
        .user("product images. we serve them from s3 directly. cloudfront? cloudflare images? imgix?")
        .bash("aws s3 ls s3://acme-product-images --summarize | tail -2", "Total Objects: 184220\n   Total Size: 96.4 GiB")
        .assistant("184k images, 96 GB. Cloudflare Images would also handle resizing, which would remove the resize job.")
        .user("oh that's tempting. killing the resize job. hmm but migrating 184k images... imgix can read from s3 in place")
        .user("ok no, imgix reading from the existing bucket, no migration, and we retire the resize job once it's live. decided")
        .bash("curl -sI 'https://acme.imgix.net/p/1001.jpg?w=400' | head -1", "HTTP/2 200")
        .assistant("imgix source is connected to the bucket; a 400px variant serves fine.")
        .user("retiring the resize job is a followup, not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["imgix"] },
      { kind: "task", keys: ["retire", "resize job"] },
    ],
  },
  {
    id: "t60-36-empty-log-quote",
    build: (s) =>
      s
        .user(
          "what does this warning in the build mean\n```\nwarn: some chunks are larger than 500 kB after minification. Consider: always use dynamic import()\n```",
        )
        .bash("ls -la web/dist/assets/*.js | sort -k5 -n | tail -1", "-rw-r--r-- 1 dev dev 712311 web/dist/assets/index-4f1a.js")
        .assistant("The main chunk is 712 KB. Vite warns past 500 KB and suggests code splitting with dynamic imports.")
        .user("k, not worried for now")
        .stop(),
    planted: [],
  },
  {
    id: "t60-37-api-versioning",
    build: (s) =>
      s
        .user("returns endpoint goes in v2? or v3 since the error format changed")
        .bash("ls src/routes/v2 | head -3", "cart.ts\ncatalog.ts\norders.ts")
        .assistant("The error format change applied to v2 routes in place.")
        .user(
          "hmm v3 would be cleaner. but then clients need to switch base urls. wait, breaking changes only bump the version, and adding returns isn't breaking",
        )
        .user("ok: returns goes into v2. we only cut v3 when something breaks")
        .file("Write", "src/routes/v2/returns.ts")
        .assistant("`/v2/returns` added.")
        .stop(),
    planted: [{ kind: "decision", keys: ["v2", "returns"] }],
  },
  {
    id: "t60-38-search-fact",
    build: (s) =>
      s
        .user("search results are stale by a few minutes after a product edit. bug?")
        .bash("grep -n refresh_interval services/search/index-settings.json", '4:  "refresh_interval": "300s",')
        .assistant("The index refreshes every 300 seconds, so edits show up within five minutes.")
        .user("hmm. is that on purpose? ... yes actually, I remember, Aiko set 300s because reindexing load was killing the cluster. it's intended")
        .assistant("Then the staleness is expected behaviour, not a bug.")
        .stop(),
    planted: [{ kind: "fact", keys: ["300s"] }],
  },
  {
    id: "t60-39-empty-debug",
    build: (s) =>
      s
        .user("the total on the cart page is off by a cent sometimes")
        .bash("grep -n 'toFixed' web/src/lib/money.ts", "9:  return (amount * 1.2).toFixed(2);")
        .assistant("Float math with VAT at 1.2 then `toFixed(2)`; e.g. 0.1 * 1.2 rounds inconsistently. Computing in integer cents fixes it.")
        .file("Edit", "web/src/lib/money.ts")
        .bash("npx vitest run web/src/lib/money.test.ts", " ✓ web/src/lib/money.test.ts (7 tests)")
        .assistant("Switched to integer cents; tests pass including the 0.1 case.")
        .stop(),
    planted: [],
  },
  {
    id: "t60-40-asking-style",
    build: (s) =>
      s
        .user(
          "you keep asking me before every small edit. hmm, it's fine for schema stuff. ok: just do small edits without asking, but ask before touching migrations or anything in billing/",
        )
        .assistant("Understood: I'll make small edits directly and check with you before changing migrations or `billing/`.")
        .file("Edit", "web/src/pages/Orders.tsx")
        .stop(),
    planted: [{ kind: "instruction", keys: ["billing/"] }],
  },
  {
    id: "t60-41-rate-limiter-task",
    build: (s) =>
      s
        .user("the rate limiter is per-instance in memory. with 3 instances that's 3x the limit")
        .bash("grep -n 'new Map' src/http/ratelimit.ts", "5:const buckets = new Map<string, Bucket>();")
        .assistant("Yes, each instance keeps its own buckets.")
        .user("redis-backed? hmm, we have redis. or just divide the limit by instance count lol. no, that's hacky")
        .user("ok the proper fix is moving the buckets into redis. not this week. open task")
        .file("Edit", "TODO.md")
        .assistant("Noted in `TODO.md`.")
        .stop(),
    planted: [{ kind: "task", keys: ["buckets", "redis"] }],
  },
  {
    id: "t60-42-secrets-fact",
    build: (s) =>
      s
        .user("where do the prod secrets live? fly secrets or doppler")
        .bash("fly secrets list -a acme-web | head -3", "NAME               DIGEST\nDATABASE_URL       a1b2…\nDOPPLER_TOKEN      c3d4…")
        .assistant("Fly holds `DATABASE_URL` and a `DOPPLER_TOKEN`, which suggests the rest come from Doppler at boot.")
        .user("yeah. all app secrets are in doppler, fly only has the doppler token and the db url. I forgot for a sec")
        .assistant("Makes sense.")
        .stop(),
    planted: [{ kind: "fact", keys: ["doppler"] }],
  },
  {
    id: "t60-43-state-mgmt",
    build: (s) =>
      s
        .user("ShoppingContext again. memo or split or zustand?")
        .file("Read", "web/src/state/ShoppingContext.tsx")
        .assistant("Zustand would let components subscribe to slices, which fixes the re-renders without splitting the context by hand.")
        .user("zustand is another dep. split context is more boilerplate. memo is a bandaid. hmm. hmm.")
        .user("ok zustand, for the shopping state only. server data stays in react-query")
        .bash("npm i -w web zustand", "added 1 package")
        .file("Write", "web/src/state/shopping.ts")
        .bash("npx react-scan web/src/pages/Product.tsx --once", "Product: 2 renders")
        .assistant("Product page now renders twice instead of 14 times.")
        .user("nice. and the old ShoppingContext provider needs deleting once the wishlist page is moved too, later")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zustand"] },
      { kind: "task", keys: ["shoppingcontext", "wishlist"] },
    ],
  },
  {
    id: "t60-44-empty-rename",
    build: (s) =>
      s
        .user("rename the `amt` fields to `amount_cents` in the refunds module")
        .bash("grep -rn '\\bamt\\b' src/refunds | wc -l", "11")
        .file("Edit", "src/refunds/service.ts")
        .bash("npx vitest run test/refunds", " ✓ test/refunds (9 tests)")
        .assistant("Renamed 11 occurrences; tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "t60-45-lint-rule",
    build: (s) =>
      s
        .user("biome is complaining about `any` in the tax client. suppress it? or fix")
        .bash("npx biome check src/checkout/tax.ts", "src/checkout/tax.ts:14:22 lint/suspicious/noExplicitAny  Unexpected any.")
        .assistant("I can type the response with a zod schema instead of `any`.")
        .user("hmm suppress is faster... no. fix it. and no biome-ignore comments going forward, fix the underlying thing or ask me")
        .file("Edit", "src/checkout/tax.ts")
        .bash("npx biome check src/checkout/tax.ts", "Checked 1 file in 4ms. No fixes applied.")
        .assistant("Typed with a zod schema; biome is clean.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["biome-ignore"] }],
  },
  {
    id: "t60-46-email-provider",
    build: (s) =>
      s
        .user("sendgrid bounced 4% last week. switch to postmark? ses? resend?")
        .bash("curl -s https://api.sendgrid.com/v3/stats?start_date=2026-03-01 -H \"Authorization: Bearer $SG\" | jq '.[0].stats[0].metrics.bounces'", "412")
        .assistant("412 bounces in the first week of March.")
        .user("ses is cheapest. postmark has the best deliverability for transactional. resend is nice dx. hmm")
        .user("actually wait. most bounces are probably bad addresses, not sendgrid's fault. let me look at the bounce reasons first before switching anything")
        .bash(
          "curl -s https://api.sendgrid.com/v3/suppression/bounces -H \"Authorization: Bearer $SG\" | jq -r '.[].reason' | cut -c1-30 | sort | uniq -c | sort -rn | head -2",
          " 380 550 5.1.1 The email account\n  32 552 5.2.2 Mailbox full",
        )
        .assistant("380 of 412 are 5.1.1 (address doesn't exist).")
        .user("yep, bad addresses. we stay on sendgrid. but signup needs email verification before we send anything else — later, put it on the list")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sendgrid"] },
      { kind: "task", keys: ["email verification"] },
    ],
  },
  {
    id: "t60-47-fact-legacy",
    build: (s) =>
      s
        .user("what's /legacy-api? do we still need it")
        .bash("fly logs -a acme-web | grep -c '/legacy-api'", "1893")
        .assistant("1,893 requests in the current log window, so something still calls it.")
        .user(
          "hmm who. oh — the POS terminals in the two physical stores, they can't be updated remotely. so legacy-api stays until the stores replace the terminals",
        )
        .assistant("Understood: the store POS terminals depend on `/legacy-api`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["pos terminals"] }],
  },
  {
    id: "t60-48-empty-question",
    build: (s) =>
      s
        .user("is there a way to see which tests are slowest")
        .bash(
          "npx vitest run --reporter=verbose 2>&1 | sort -t'(' -k2 -rn | head -3",
          " ✓ test/catalog/search.test.ts > full reindex (2140ms)\n ✓ test/jobs/resize.test.ts > large png (1820ms)\n ✓ test/routes/orders.test.ts > cursor walk (640ms)",
        )
        .assistant("The slowest three are the full reindex, the large PNG resize and the cursor walk.")
        .user("interesting. ok")
        .stop(),
    planted: [],
  },
  {
    id: "t60-49-test-style",
    build: (s) =>
      s
        .user("the new returns tests mock the db. hmm. the other route tests hit a real postgres in docker, right?")
        .bash("grep -rn 'vi.mock(.*db' test/routes | wc -l; grep -n testcontainers package.json", '1\n  "@testcontainers/postgresql": "^10.9.0",')
        .assistant("Only the returns test mocks the db; the rest use Testcontainers.")
        .user("mocks are faster though... no. consistency. route tests always hit the testcontainers postgres, no db mocks. rewrite that one")
        .file("Edit", "test/routes/returns.test.ts")
        .bash("npx vitest run test/routes/returns.test.ts", " ✓ test/routes/returns.test.ts (6 tests) 1.2s")
        .assistant("Rewritten against the Testcontainers database; 6 tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["db mocks"] }],
  },
  {
    id: "t60-50-region",
    build: (s) =>
      s
        .user("latency from australia is awful. add a syd region? hmm or just a cdn for the static stuff")
        .bash("fly regions list -a acme-web", "Regions: ams, iad")
        .assistant("The app runs in `ams` and `iad`. Static assets already go through the CDN; the slow part is API round trips to `iad`.")
        .user("a syd machine, but the db is in iad so every query crosses the pacific anyway. read replica in syd? that's real money")
        .user("ok no syd for now. we're not adding regions until australia is >10% of traffic. it's 3% now")
        .bash("echo noop", "noop")
        .assistant("Leaving regions as they are.")
        .stop(),
    planted: [{ kind: "decision", keys: ["regions", "10%"] }],
  },
  {
    id: "t60-51-onboarding-facts",
    build: (s) =>
      s
        .user("ok I'm pairing with you on the warehouse sync today. what do we know. hmm, the warehouse API is the WMS from Logiq right?")
        .bash("grep -n baseUrl src/warehouse/client.ts", "4:  baseUrl: 'https://api.logiq-wms.com/v1',")
        .assistant("Yes, the client points at Logiq's WMS API.")
        .user("and their sandbox resets every sunday night, wipes all test orders. I keep forgetting, that's why the e2e fails on mondays")
        .assistant("That would explain Monday failures. Let me check the last e2e runs.")
        .bash(
          "gh run list -w e2e -L 4 --json conclusion,createdAt -q '.[] | .createdAt[:10] + \" \" + .conclusion'",
          "2026-03-09 failure\n2026-03-06 success\n2026-03-05 success\n2026-03-02 failure",
        )
        .user("see, mondays. also logiq caps us at 10 requests per second per api key, hard limit, they told us on the kickoff call")
        .assistant("Both Monday runs failed, the weekday runs passed.")
        .user("e2e should seed its own test orders at the start instead of relying on existing ones. later though")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sandbox", "sunday"] },
      { kind: "fact", keys: ["10 requests"] },
      { kind: "task", keys: ["seed", "test orders"] },
    ],
  },
  {
    id: "t60-52-retry-policy",
    build: (s) =>
      s
        .user("warehouse sync retries: 3 times? exponential? hmm, with the 10 rps cap we could hammer them")
        .file("Read", "src/warehouse/sync.ts")
        .assistant("It retries immediately, forever, on any error.")
        .user(
          "yikes. ok 5 retries with exponential backoff. wait, 429s should honor retry-after. ok: 5 retries, exponential backoff with jitter, and retry-after wins when present",
        )
        .file("Edit", "src/warehouse/sync.ts")
        .bash("npx vitest run test/warehouse/sync.test.ts", " ✓ test/warehouse/sync.test.ts (7 tests) 60ms")
        .assistant("Implemented: up to 5 retries, exponential backoff with jitter, `Retry-After` honoured on 429.")
        .user("and for any external api client we write: same retry policy, use the shared helper, don't hand-roll loops")
        .file("Write", "src/http/retry.ts")
        .stop(),
    planted: [
      { kind: "decision", keys: ["backoff", "jitter"] },
      { kind: "instruction", keys: ["shared helper"] },
    ],
  },
  {
    id: "t60-53-people-facts",
    build: (s) =>
      s
        .user("who approves changes to the pricing rules? I always forget")
        .bash("cat CODEOWNERS | grep pricing", "/src/pricing/ @lena")
        .assistant("Lena owns `src/pricing/`.")
        .user("right, Lena from finance signs off on any pricing rule change. and she's in Lisbon, so mornings only for her, she's off by 3pm our time")
        .assistant("Noted.")
        .stop(),
    planted: [{ kind: "fact", keys: ["lena", "pricing"] }],
  },
  {
    id: "t60-54-env-instr",
    build: (s) =>
      s
        .user("I added a new env var SYNC_BATCH_SIZE, can you wire it")
        .file("Edit", "src/config.ts")
        .assistant("Added `SYNC_BATCH_SIZE` to the config with a default of 100.")
        .user(
          "hmm does it need to go in .env.example too? yes. and — every new env var goes in src/config.ts with a zod default AND in .env.example, same PR. I keep finding undocumented ones",
        )
        .file("Edit", ".env.example")
        .bash("npx vitest run test/config.test.ts", " ✓ test/config.test.ts (3 tests)")
        .assistant("Added to `.env.example` as well; config tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["env var", ".env.example"] }],
  },
  {
    id: "t60-55-dependency-rule",
    build: (s) =>
      s
        .user("let's add lodash for the groupBy in the report")
        .bash("grep -n '\"lodash' package.json", "")
        .assistant("lodash isn't a dependency. `Object.groupBy` is available on Node 22, which we run.")
        .user("oh nice. wait, do we run 22 everywhere? yes. ok no lodash. in general ask before adding any new dependency, I want to keep the tree small")
        .file("Edit", "src/reports/monthly.ts")
        .assistant("Used `Object.groupBy`; no new dependency.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["new dependency"] }],
  },
  {
    id: "t60-56-infra-facts",
    build: (s) =>
      s
        .user("backups. we have those right? hmm, I've never actually restored one")
        .bash(
          "fly postgres backup list -a acme-db | head -3",
          "ID   CREATED              SIZE\n412  2026-03-10 03:00     8.1GB\n411  2026-03-09 03:00     8.0GB",
        )
        .assistant("Daily backups at 03:00, about 8 GB each.")
        .user("ok so daily at 3am, kept 7 days I believe... let me check. yes 7 days retention in the fly dashboard")
        .assistant("Daily at 03:00 with seven days of retention.")
        .user("we still need an actual restore drill into a scratch db. put it on the list for this month")
        .stop(),
    planted: [
      { kind: "fact", keys: ["7 days", "retention"] },
      { kind: "task", keys: ["restore drill"] },
    ],
  },
  {
    id: "t60-57-typo-user-task",
    build: (s) =>
      s
        .user("teh invoice pdf has the wrong vat number for the german entity, can yuo check")
        .bash("grep -rn 'DE[0-9]\\{9\\}' src/invoices/", "src/invoices/entities.ts:8:  vatId: 'DE811907980',")
        .assistant("The German entity uses `DE811907980` in `src/invoices/entities.ts`.")
        .user(
          "hmm that is the old one. the new one... I don't have it here. finance has it. ok we need to update the german vat id once finance sends it, dont guess",
        )
        .assistant("I'll leave it unchanged until the new number arrives.")
        .stop(),
    planted: [{ kind: "task", keys: ["german", "vat"] }],
  },
  {
    id: "t60-58-fact-timezone",
    build: (s) =>
      s
        .user("the daily report shows yesterday's orders at 11pm. timezone bug?")
        .bash("psql $DATABASE_URL -c 'show timezone'", " TimeZone\n----------\n UTC")
        .assistant("The database runs in UTC. The report groups by `created_at::date`, so days are UTC days.")
        .user(
          "hmm. should we convert to local? which local though. ok no: all timestamps are stored in UTC and reports are in UTC, that's how the business wants it, finance closes books in UTC",
        )
        .assistant("So it's working as intended.")
        .stop(),
    planted: [{ kind: "fact", keys: ["finance", "utc"] }],
  },
  {
    id: "t60-59-instr-language",
    build: (s) =>
      s
        .user(
          "you wrote the PR description in a super formal tone with headers. hmm. it's fine but... no. keep PR descriptions short: what changed, why, how tested. three lines, no headers",
        )
        .bash(
          "gh pr edit 241 --body 'Adds cursor pagination to /orders.\nAdmin UI only needed next/prev.\nTested: orders route tests.'",
          "https://github.com/acme/app/pull/241",
        )
        .assistant("Rewrote the description of #241 in three lines.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pr descriptions"] }],
  },
  {
    id: "t60-60-double-task",
    build: (s) =>
      s
        .user("alright, wrapping up. what's left from today")
        .bash("git status --short", " M src/warehouse/sync.ts\n?? src/warehouse/dlq.ts")
        .assistant("`sync.ts` is modified and `dlq.ts` is new and untracked: the dead-letter handling isn't finished.")
        .user(
          "yeah the dead-letter queue for failed syncs is half done, I'll continue tomorrow. hmm, and the sync metrics dashboard, also not started. both open",
        )
        .assistant("Noted both.")
        .bash("git stash push -u -m 'wip dlq'", "Saved working directory and index state On main: wip dlq")
        .stop(),
    planted: [
      { kind: "task", keys: ["dead-letter"] },
      { kind: "task", keys: ["metrics dashboard"] },
    ],
  },
  {
    id: "t60-61-facts-release",
    build: (s) =>
      s
        .user("when's the mobile release cutoff? hmm thursday? or wednesday")
        .bash("grep -i cutoff docs/release.md", "Mobile release cutoff: Wednesdays 12:00 UTC; store submission Thursday.")
        .assistant("`docs/release.md` says Wednesday 12:00 UTC, submission Thursday.")
        .user("right wednesday noon. and the backend has to be deployed before the cutoff if the app depends on it")
        .assistant("Understood.")
        .stop(),
    planted: [{ kind: "fact", keys: ["cutoff", "wednesday"] }],
  },
  {
    id: "t60-62-superseded-sort",
    build: (s) =>
      s
        .user("default sort on the product list: newest first")
        .file("Edit", "src/catalog/list.ts")
        .assistant("Default sort set to `created_at desc`.")
        .user("hmm wait, marketing wants bestsellers on top. ok no, not newest. default sort is by sales rank, newest stays as an option")
        .file("Edit", "src/catalog/list.ts")
        .bash("npx vitest run test/catalog/list.test.ts", " ✓ test/catalog/list.test.ts (4 tests)")
        .assistant("Default is now sales rank; `?sort=newest` still works.")
        .stop(),
    planted: [{ kind: "decision", keys: ["sales rank"] }],
  },
  {
    id: "t60-63-webhook-facts",
    build: (s) =>
      s
        .user("the warehouse webhooks — do they come signed? hmm I think hmac. or was it a static token in the header")
        .bash("grep -n 'x-logiq' src/warehouse/webhook.ts", "12:  const sig = req.headers['x-logiq-signature'];")
        .assistant("The handler reads `x-logiq-signature`. Let me see how it's checked.")
        .bash("sed -n 12,20p src/warehouse/webhook.ts", "  const sig = req.headers['x-logiq-signature'];\n  // TODO: always verify\n  next();")
        .assistant("It reads the header but never verifies it: the TODO is all there is.")
        .user("oh no. ok so logiq signs with hmac-sha256 over the raw body, that I know for sure from their docs. verify it now")
        .file("Edit", "src/warehouse/webhook.ts")
        .bash("npx vitest run test/warehouse/webhook.test.ts", " ✓ test/warehouse/webhook.test.ts (4 tests)")
        .user("and any inbound webhook we add: verify the signature against the raw body before parsing json. non-negotiable")
        .assistant("Signature is verified with HMAC-SHA256 over the raw body; 4 tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hmac-sha256", "raw body"] },
      { kind: "instruction", keys: ["inbound webhook"] },
    ],
  },
  {
    id: "t60-64-i18n",
    build: (s) =>
      s
        .user("german translations. hmm do we use i18next or the homegrown t() thing")
        .bash("grep -rl 'i18next' web/src | wc -l; grep -rl \"from '@/lib/t'\" web/src | wc -l", "0\n57")
        .assistant("Only the homegrown `t()`; 57 files use it, strings live in `web/locales/*.json`.")
        .user("right. and the german file is maintained by an agency, Wortwerk, they get the en.json diff every two weeks")
        .assistant("So new keys only need adding to `en.json`.")
        .user("exactly. never edit de.json by hand, the agency overwrites it. and the checkout strings still need sending to them before the launch")
        .file("Edit", "web/locales/en.json")
        .assistant("Added the return-form keys to `en.json` only.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["wortwerk"] },
      { kind: "instruction", keys: ["de.json"] },
      { kind: "task", keys: ["checkout strings"] },
    ],
  },
];

export const TUNING60 = plantedSet(TUNING60_SESSIONS, Date.UTC(2026, 11, 1, 8));
