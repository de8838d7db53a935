/**
 * The third blind planted set for the offline long-term-memory extractor: written without
 * reading the extractor (src/core/memories/extract.ts), its tests' expectations or the other
 * planted sets' sessions, in the voice of the agents' real session transcripts (the team's
 * format fixtures, kept outside this repository; nothing here reads them): terse users,
 * typos, lists, code spans; agents summarising what they did. Each session is
 * one segment; the items planted in it are listed with it: 55 items (13 decisions, 14
 * instructions, 15 facts, 13 tasks) in 42 sessions, 12 of which plant nothing. Every other
 * message must give nothing: questions, hypotheses, proposals the user rejects or never
 * confirms, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output (with
 * "always", "never", "TODO" in them), chit-chat, the agent's own habits, and requests the agent
 * completes in the same session. Superseded decisions: within a session only the final choice
 * is planted (b3-06, b3-15); across sessions both are (b3-19 pino, then b3-33 logfmt).
 *
 * Matching rule (fixed before the extractor was run on this set; the one of
 * test/node/planted-blind.ts, implemented in test/node/planted-scoring.ts):
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

const START = Date.UTC(2026, 10, 2, 8);

export const BLIND3_SESSIONS: BlindSession[] = [
  {
    id: "b3-01-pnpm",
    planted: [
      { kind: "decision", keys: ["pnpm"] },
      { kind: "fact", keys: ["dockerfile.ci"] },
    ],
    build: (s) =>
      s
        .user("npm ci is taking 4+ min on every CI run now. lets move the repo to pnpm — workspaces, lockfile, the lot. convert it")
        .bash("ls", "Dockerfile\nDockerfile.ci\npackage.json\npackage-lock.json\npackages\nscripts")
        .assistant("I'll convert it. Before I touch the Dockerfiles: there are two. Which one does CI build from? The root `Dockerfile` still runs `npm ci`.")
        .user("the CI image is built from Dockerfile.ci, not the root one. root Dockerfile is only for local compose")
        .file("Write", "pnpm-workspace.yaml")
        .bash("rm package-lock.json && pnpm import && pnpm install", "Progress: resolved 812, reused 790, downloaded 22, added 812, done\nDone in 14.2s")
        .file("Edit", "Dockerfile.ci")
        .assistant(
          "Converted: `pnpm-workspace.yaml` lists `packages/*`, `pnpm-lock.yaml` replaces the npm lockfile, and Dockerfile.ci installs with `pnpm install --frozen-lockfile`. I could also enable corepack in the root Dockerfile so local compose matches — want that?",
        )
        .user("not now")
        .stop(),
  },
  {
    id: "b3-02-rerenders",
    planted: [],
    build: (s) =>
      s
        .user("why is `useInvoices` rendering like 6 times on mount?? is it the context thing")
        .file("Read", "src/hooks/useInvoices.ts")
        .assistant(
          "Hard to say without profiling. Two candidates: StrictMode double-invokes effects in dev, and `InvoiceContext` builds a new value object on every render, so every consumer re-renders. It might be both. I can add the React profiler to confirm if you want.",
        )
        .user("eh not worth it rn, it's dev only. moving on")
        .assistant("Ok, leaving it.")
        .stop(),
  },
  {
    id: "b3-03-main-branch",
    planted: [
      { kind: "instruction", keys: ["push", "main"] },
      { kind: "task", keys: ["branch protection"] },
    ],
    build: (s) =>
      s
        .user("fix the typo in the README install section, the command is `pnpm i` not `pnpm install -g`")
        .file("Edit", "README.md")
        .bash(
          "git add README.md && git commit -m 'docs: fix install command' && git push origin main",
          "[main 4e1a2c9] docs: fix install command\n 1 file changed, 1 insertion(+), 1 deletion(-)",
        )
        .assistant("Fixed and pushed to main (4e1a2c9).")
        .user("whoa, don't push to main directly. ever. even one-liners go through a PR, I want CI to see everything. revert that and open a PR instead")
        .bash(
          "git revert --no-edit HEAD && git push origin main && git switch -c docs/install-cmd && git cherry-pick 4e1a2c9 && gh pr create --fill",
          "https://github.com/acme/app/pull/412",
        )
        .assistant("Reverted on main and opened #412 with the fix. Sorry about that.")
        .user("np. and TODO for later: turn on branch protection for main in the github settings, i don't have admin on the org rn so can't do it today")
        .assistant("Noted.")
        .stop(),
  },
  {
    id: "b3-04-staging-replica",
    planted: [
      { kind: "fact", keys: ["staging", "replica"] },
      { kind: "instruction", keys: ["migration", "staging"] },
    ],
    build: (s) =>
      s
        .user("run the new `add_invoice_due_date` migration against staging so QA can test it")
        .bash(
          "DATABASE_URL=$STAGING_DATABASE_URL pnpm db:migrate",
          "applying 0042_add_invoice_due_date.sql\nERROR:  cannot execute ALTER TABLE in a read-only transaction",
          1,
        )
        .assistant(
          "Staging refused the migration: `cannot execute ALTER TABLE in a read-only transaction`. Is the staging role read-only, or is something holding a lock?",
        )
        .user(
          "ohh right my bad. staging is a read-only replica of prod, it gets re-snapshotted every night. please don't run migrations against staging yourself at all — schema changes there go through the ops runbook",
        )
        .assistant("Understood. I won't run it; the migration file is ready in `migrations/0042_add_invoice_due_date.sql` for the runbook.")
        .stop(),
  },
  {
    id: "b3-05-eslint-bump",
    planted: [],
    build: (s) =>
      s
        .user("bump eslint to 9 and fix whatever breaks")
        .bash(
          "pnpm add -D eslint@9 && pnpm lint",
          "src/util/fmt.ts\n  12:5  error  Expected { after 'if' condition  curly\n  30:9  error  Expected '===' and instead saw '=='  eqeqeq\n\n✖ 2 problems (2 errors, 0 warnings)",
          1,
        )
        .assistant("Two errors from the new defaults: `curly` is set to `always` in our config, and one `==`. Fixing both.")
        .file("Edit", "src/util/fmt.ts")
        .bash("pnpm lint", "")
        .assistant("eslint 9 is in and `pnpm lint` is clean. The flat config needed no changes beyond the version.")
        .user("nice ty")
        .stop(),
  },
  {
    id: "b3-06-job-queue",
    planted: [
      { kind: "decision", keys: ["pg-boss"] },
      { kind: "instruction", keys: ["db:check"] },
    ],
    build: (s) =>
      s
        .user("we need a job queue for the email sends. let's use BullMQ, it's what everyone uses")
        .assistant("BullMQ needs Redis. We don't run Redis anywhere yet — should I add a Redis service to the compose file and the infra?")
        .user("hm. ops won't want another stateful thing to babysit. ok scrap bullmq — we'll go with pg-boss since we already have postgres. set it up")
        .bash("pnpm add pg-boss", "+ pg-boss 10.1.5")
        .file("Write", "src/jobs/queue.ts")
        .file("Write", "migrations/0043_pgboss_schema.sql")
        .user("and pls always run `pnpm db:check` after touching anything in migrations/, it catches the drift between schema.ts and the sql")
        .bash("pnpm db:check", "schema.ts matches migrations (43 files)")
        .assistant("pg-boss is wired in `src/jobs/queue.ts` with its schema in migration 0043; `pnpm db:check` passes.")
        .stop(),
  },
  {
    id: "b3-07-csv-export",
    planted: [{ kind: "task", keys: ["csv", "export"] }],
    build: (s) =>
      s
        .user("the reports page is slow, can you look at where the time goes")
        .bash(
          "rg -n 'TODO' src/reports",
          "src/reports/build.ts:44:  // TODO: never load the whole account here\nsrc/reports/cache.ts:9:// TODO remove after the v3 migration",
        )
        .file("Read", "src/reports/build.ts")
        .assistant(
          "Most of it is `buildReport` loading every row of the account into memory before paginating. I moved pagination into the query; the page now renders in ~300 ms on the seed data instead of 2.1 s.",
        )
        .file("Edit", "src/reports/build.ts")
        .bash("pnpm test -- --run src/reports", " ✓ src/reports/build.test.ts (9 tests)")
        .user(
          "great. we're out of time for today though — leftover: the CSV export still times out for accounts over ~50k rows. it needs to stream instead of building the whole file in memory. pick that up next time",
        )
        .assistant("Ok, the page fix is committed; the CSV export streaming is still open.")
        .stop(),
  },
  {
    id: "b3-08-billing-owner",
    planted: [
      { kind: "fact", keys: ["priya", "billing"] },
      { kind: "fact", keys: ["tom", "data team"] },
    ],
    build: (s) =>
      s
        .user("who should review the invoice rounding fix? I don't know who's who on that side yet")
        .bash("git log --format='%an' -- src/billing | sort | uniq -c | sort -rn | head -3", "    87 Priya Raman\n    12 Tom Eckert\n     3 dependabot[bot]")
        .assistant(
          "By commits it's mostly Priya Raman (87 of the last ~100 in src/billing), then Tom Eckert. I can't tell from git who formally owns it though.",
        )
        .user("yeah Priya owns the billing service, she's the one to ask for anything in there. Tom moved to the data team in sept")
        .bash("gh pr edit 415 --add-reviewer priya-raman", "https://github.com/acme/app/pull/415")
        .assistant("Added Priya as reviewer on #415.")
        .stop(),
  },
  {
    id: "b3-09-satisfies",
    planted: [],
    build: (s) =>
      s
        .user("quick q: whats the actual difference between `satisfies` and `as` here? `const routes = {...} as Routes` vs `satisfies Routes`")
        .assistant(
          "`as Routes` asserts: the value's type becomes `Routes` and TypeScript will accept it even when a key is missing, as long as the types overlap enough. `satisfies Routes` checks the value against `Routes` but keeps the narrower inferred type, so `routes.home` keeps its literal path type. You'd never get an error from `as` for a missing route; `satisfies` always reports it.",
        )
        .user("ahh ok so satisfies is strictly better for this. thx")
        .assistant("For a config object like this one, yes.")
        .stop(),
  },
  {
    id: "b3-10-code-style",
    planted: [
      { kind: "instruction", keys: ["comment"] },
      { kind: "instruction", keys: ["early return"] },
    ],
    build: (s) =>
      s
        .user("refactor `applyDiscount` so it's readable, it's 4 levels of ifs")
        .file("Edit", "src/pricing/discount.ts")
        .assistant(
          "Refactored:\n```ts\n// Check if the coupon is expired\nif (coupon.expiresAt < now) {\n  // Return the original price\n  return price;\n}\n```\nand the same for the other three cases.",
        )
        .user(
          "better, but two things going forward, for all code you write here:\n- stop adding comments that just restate the code (`// Return the original price` above `return price` is noise)\n- prefer early returns over nested ifs/else, always",
        )
        .file("Edit", "src/pricing/discount.ts")
        .bash("pnpm test -- --run src/pricing", " ✓ src/pricing/discount.test.ts (14 tests)")
        .assistant("Removed the restating comments and kept the guard clauses flat. 14 pricing tests pass.")
        .stop(),
  },
  {
    id: "b3-11-session-store",
    planted: [
      { kind: "decision", keys: ["session", "durable object"] },
      { kind: "task", keys: ["logout"] },
    ],
    build: (s) =>
      s
        .user("where should we keep user sessions now that we're on workers? kv?")
        .assistant(
          "Options:\n1. KV: cheap, global reads, but eventually consistent — a revoked session can stay valid for up to 60 s in other locations.\n2. A Durable Object per user: strongly consistent, a bit more code.\n3. D1: works, but every request hits the primary.\nI'd lean to 1 for simplicity.",
        )
        .user(
          "hmm kv was my first thought too... actually no. eventual consistency means logout is flaky, that's a support ticket magnet. put sessions in a durable object per user",
        )
        .file("Write", "src/sessions/session-do.ts")
        .file("Edit", "wrangler.toml")
        .bash("pnpm test -- --run test/sessions", " ✓ test/sessions/session-do.test.ts (11 tests)")
        .assistant("Sessions now live in `SessionDO`, one per user; create/read/revoke are covered by 11 tests.")
        .user("cool. we still need a logout-everywhere endpoint on top of this (kill all of a user's sessions), but later, not in this PR")
        .stop("Ok — left for a follow-up."),
  },
  {
    id: "b3-12-date-flakes",
    planted: [
      { kind: "fact", keys: ["ci", "utc"] },
      { kind: "task", keys: ["fixture"] },
    ],
    build: (s) =>
      s
        .user("`orders.spec.ts > groups by day` failed on CI again but passes on my machine. third time this week")
        .bash("TZ=UTC pnpm test -- --run src/orders/orders.spec.ts", " ✗ groups by day\n   expected '2026-03-01' to equal '2026-02-28'", 1)
        .bash("TZ=America/Chicago pnpm test -- --run src/orders/orders.spec.ts", " ✓ src/orders/orders.spec.ts (6 tests)")
        .assistant(
          "Reproduced: it fails with `TZ=UTC` and passes with `TZ=America/Chicago`. The fixture builds `new Date('2026-02-28T20:00')` without an offset, so the day depends on the machine's zone. Is CI running in UTC?",
        )
        .user("yes the CI runners are all UTC, my laptop is on chicago time — thats been behind a bunch of these date flakes")
        .file("Edit", "src/orders/orders.spec.ts")
        .bash("TZ=UTC pnpm test -- --run src/orders/orders.spec.ts", " ✓ src/orders/orders.spec.ts (6 tests)")
        .assistant("Fixed this test by giving the fixture dates an explicit `Z`. It passes under both zones now.")
        .user("ok. the other date fixtures have the same problem probably, we should make them all tz-independent at some point. not today")
        .stop(),
  },
  {
    id: "b3-13-repo-plan",
    planted: [],
    build: (s) =>
      s
        .user("the invoices module is a mess. how would you split it up?")
        .file("Read", "src/invoices/index.ts")
        .assistant(
          "Here's a plan:\n1. Extract an `InvoiceRepo` that owns every SQL query.\n2. Move PDF rendering to `src/invoices/pdf/`.\n3. Replace the `status` string with a union type and a transition table.\n4. Always go through the repo from routes, never raw SQL.\nWant me to proceed with step 1?",
        )
        .user("let me think about it, I need to check with the team first")
        .assistant("Sure, nothing changed yet.")
        .stop(),
  },
  {
    id: "b3-14-open-items",
    planted: [
      { kind: "task", keys: ["rate limit"] },
      { kind: "task", keys: ["webhook"] },
    ],
    build: (s) =>
      s
        .user("add the `sent_at` column to the email log table and show it in the admin list")
        .file("Write", "migrations/0044_email_log_sent_at.sql")
        .file("Edit", "src/admin/email-log.tsx")
        .bash("pnpm db:check && pnpm test -- --run src/admin", "schema.ts matches migrations (44 files)\n ✓ src/admin/email-log.test.tsx (4 tests)")
        .assistant("Done: migration 0044 adds `sent_at`, the admin list shows it, 4 tests pass.")
        .user(
          "thx. writing down the open stuff before I forget:\n- /api/login has no rate limit at all, needs one before the launch\n- stripe webhook retries aren't idempotent, we sent dupe receipts twice last week\nneither for today",
        )
        .assistant("Got it, both left open.")
        .stop(),
  },
  {
    id: "b3-15-node-version",
    planted: [
      { kind: "decision", keys: ["node", "20"] },
      { kind: "fact", keys: ["lambda"] },
    ],
    build: (s) =>
      s
        .user("lets bump engines to node 22 and drop the old versions from the CI matrix")
        .file("Read", "serverless.yml")
        .assistant(
          "Before I do: `serverless.yml` pins `runtime: nodejs20.x` for all the lambdas, so code that needs 22 would break there. Should the lambdas move to 22 too?",
        )
        .user(
          "ah right, the lambdas run on node 20 and we can't move them until the next infra sprint. ok then: engines node >=20, we drop node 18 and that's it",
        )
        .file("Edit", "package.json")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("pnpm install && pnpm test -- --run", " Test Files  58 passed (58)")
        .assistant("`engines.node` is now `>=20`, the CI matrix runs 20 and 22, and the suite passes.")
        .stop(),
  },
  {
    id: "b3-16-commit-style",
    planted: [{ kind: "instruction", keys: ["conventional"] }],
    build: (s) =>
      s
        .user("commit what we have")
        .bash("git commit -am 'Updated the pricing module and fixed tests.'", "[feat/pricing 91c02ee] Updated the pricing module and fixed tests.")
        .assistant("Committed as 91c02ee.")
        .user("pls amend it: commit messages here use conventional commits — `feat:`, `fix:`, `chore:` etc, lower case, no trailing period. every time")
        .bash("git commit --amend -m 'feat: tiered pricing for annual plans'", "[feat/pricing 3b7d410] feat: tiered pricing for annual plans")
        .assistant("Amended to `feat: tiered pricing for annual plans`.")
        .stop(),
  },
  {
    id: "b3-17-cache-limit",
    planted: [
      { kind: "fact", keys: ["upstash"] },
      { kind: "decision", keys: ["gzip"] },
    ],
    build: (s) =>
      s
        .user("the catalog cache write is failing in prod, see sentry CACHE-88")
        .bash(
          "pnpm sentry issue CACHE-88 --last",
          "UpstashError: ERR max request size exceeded. Limit: 1048576 bytes\n    at writeCatalog (src/cache/catalog.ts:31)",
        )
        .assistant(
          "The write is 1.4 MB and the error says the request limit is 1 MB. Is prod Redis a managed service with a size limit? I assumed a self-hosted Redis, which allows 512 MB values.",
        )
        .user("yes, prod redis is upstash, they cap a request at 1MB on our plan")
        .assistant("Then we either split the catalog over several keys or compress it; gzip gets the current payload to about 180 KB.")
        .user("gzip it. splitting keys makes invalidation annoying. go with compression")
        .file("Edit", "src/cache/catalog.ts")
        .bash("pnpm test -- --run src/cache", " ✓ src/cache/catalog.test.ts (5 tests)")
        .assistant("Catalog values are gzipped before the write and gunzipped on read; 5 tests pass.")
        .stop(),
  },
  {
    id: "b3-18-snapshot",
    planted: [],
    build: (s) =>
      s
        .user("snapshot test for the header is failing, fix it")
        .bash(
          "pnpm test -- --run src/ui/Header.test.tsx",
          ' WARN  always use --frozen-lockfile in CI (set by .npmrc)\n ✗ Header > matches snapshot\n   - <nav class="hdr">\n   + <nav class="hdr hdr--sticky">\n   // TODO(ui): never snapshot the whole tree',
          1,
        )
        .assistant("The diff is the new `hdr--sticky` class from yesterday's change, which is intended, so I'll update the snapshot.")
        .bash("pnpm test -- --run src/ui/Header.test.tsx -u", " ✓ src/ui/Header.test.tsx (3 tests)\n Snapshots  1 updated")
        .assistant("Snapshot updated; the header tests pass.")
        .user("👍")
        .stop(),
  },
  {
    id: "b3-19-logger",
    planted: [{ kind: "decision", keys: ["pino"] }],
    build: (s) =>
      s
        .user("we need real logging instead of console.log everywhere. winston or pino?")
        .assistant("pino: faster, JSON by default, smaller. winston has more transports but we only ship to stdout anyway.")
        .user("ok pino it is. replace the console.logs in src/server")
        .bash("pnpm add pino", "+ pino 9.4.0")
        .file("Write", "src/server/log.ts")
        .bash("rg -l 'console.log' src/server | wc -l", "17")
        .file("Edit", "src/server/app.ts")
        .bash("pnpm test -- --run src/server", " ✓ 41 tests passed")
        .assistant("Replaced the 17 `console.log` calls in src/server with the pino logger from `src/server/log.ts`; tests pass.")
        .stop(),
  },
  {
    id: "b3-20-vendor",
    planted: [
      { kind: "instruction", keys: ["vendor"] },
      { kind: "fact", keys: ["sync-vendor"] },
    ],
    build: (s) =>
      s
        .user("the partner SDK types are wrong for `refund()`, it returns a promise. fix the type")
        .bash("rg -n 'refund' vendor/partner-sdk/index.d.ts", "88:  refund(id: string): RefundResult;")
        .file("Edit", "vendor/partner-sdk/index.d.ts")
        .assistant("Changed `refund` in `vendor/partner-sdk/index.d.ts` to return `Promise<RefundResult>`.")
        .user(
          "ah no, undo that — never edit anything under vendor/. it's regenerated from the partner's repo by scripts/sync-vendor.sh and your edit gets wiped on the next sync. put an override in src/types/partner.d.ts instead",
        )
        .bash("git checkout vendor/partner-sdk/index.d.ts", "Updated 1 path from the index")
        .file("Write", "src/types/partner.d.ts")
        .bash("pnpm typecheck", "")
        .assistant("Reverted the vendor file and added a module augmentation in `src/types/partner.d.ts`; typecheck is clean.")
        .stop(),
  },
  {
    id: "b3-21-rejected",
    planted: [],
    build: (s) =>
      s
        .user("the upload test is flaky, can you make it stable")
        .bash("pnpm test -- --run src/uploads --repeat 20", " ✗ 3 of 20 runs failed: upload > resumes after disconnect (timeout 5000ms)")
        .assistant(
          "It waits on a real 4 s backoff. Should I switch the suite to vitest's browser mode while I'm at it? It would also let us test the drag-and-drop.",
        )
        .user("no, out of scope")
        .file("Edit", "src/uploads/upload.test.ts")
        .bash("pnpm test -- --run src/uploads --repeat 20", " ✓ 20 of 20 runs passed")
        .assistant("Fake timers now drive the backoff; 20 of 20 runs pass. Maybe add a retry around the S3 client too?")
        .user("nah")
        .stop(),
  },
  {
    id: "b3-22-stripe",
    planted: [
      { kind: "decision", keys: ["checkout"] },
      { kind: "task", keys: ["stripe", "secret"] },
    ],
    build: (s) =>
      s
        .user("for the new payment page: stripe checkout sessions or build our own form with elements? I want the least PCI surface")
        .assistant(
          "Checkout (hosted) keeps card data entirely on Stripe's page: SAQ A. Elements is embedded, still SAQ A in most setups, but more UI code and 3DS handling on our side.",
        )
        .user("ok we're going with hosted checkout sessions, not elements. less code to own")
        .file("Write", "src/payments/checkout.ts")
        .bash("pnpm test -- --run src/payments", " ✓ src/payments/checkout.test.ts (6 tests)")
        .assistant("`createCheckoutSession` is in `src/payments/checkout.ts` with 6 tests.")
        .user("thanks. note for next session: we have to rotate the stripe webhook secret after the contractor's access ends on friday. remind me")
        .stop("Will do — the rotation is not done yet."),
  },
  {
    id: "b3-23-validation",
    planted: [{ kind: "decision", keys: ["zod"] }],
    build: (s) =>
      s
        .user('the signup handler accepts garbage, e.g. `age: "abc"` goes straight into the db. harden it')
        .file("Read", "src/routes/signup.ts")
        .assistant(
          "It hand-checks three fields with `typeof`. I'd go with zod for the body validation here rather than more hand-rolled checks: one schema, typed output, and consistent 400s.",
        )
        .user("yep do that. and zod for request validation across the api from now on, no more hand-rolled checks")
        .bash("pnpm add zod", "+ zod 3.23.8")
        .file("Edit", "src/routes/signup.ts")
        .bash("pnpm test -- --run src/routes/signup", " ✓ src/routes/signup.test.ts (10 tests)")
        .assistant("Signup validates with a zod schema now; a bad `age` gets a 400 with the field path. 10 tests pass.")
        .stop(),
  },
  {
    id: "b3-24-legacy-orders",
    planted: [
      { kind: "fact", keys: ["legacy_orders", "php"] },
      { kind: "instruction", keys: ["legacy_orders", "column"] },
    ],
    build: (s) =>
      s
        .user("clean up the schema: `legacy_orders.fax_number` and `legacy_orders.promo_src` look unused. drop them")
        .bash("rg -n 'fax_number|promo_src' src", "")
        .assistant("Nothing in this repo reads either column. I've written the migration; shall I apply it locally and run the tests?")
        .user(
          "wait — legacy_orders is still written by the old PHP admin app, that's why you don't see readers here. it inserts every column. so: never drop or rename a column in legacy_orders without checking with me first",
        )
        .bash("git rm migrations/0045_drop_legacy_cols.sql", "rm 'migrations/0045_drop_legacy_cols.sql'")
        .assistant("Deleted the migration; nothing was applied.")
        .stop(),
  },
  {
    id: "b3-25-morning",
    planted: [],
    build: (s) =>
      s
        .user("morning! coffee hasn't kicked in yet lol. what did we do yesterday?")
        .bash(
          "git log --since=yesterday --oneline",
          "a91f3e2 fix: never retry on 4xx responses\n77b0c1d chore: always pin github actions to a sha\n5d2e9aa feat: TODO list widget on the dashboard",
        )
        .assistant(
          "I don't remember past sessions, but git shows three commits since yesterday: the 4xx retry fix, pinning the GitHub Actions, and the dashboard widget.",
        )
        .user("right right. ok gimme a sec to read slack")
        .stop(),
  },
  {
    id: "b3-26-test-command",
    planted: [
      { kind: "instruction", keys: ["--run"] },
      { kind: "task", keys: ["watch"] },
    ],
    build: (s) =>
      s
        .user("run the tests for the cart module")
        .bash(
          "pnpm test src/cart",
          "\n DEV  v2.1.4 /home/dev/src/app\n ✓ src/cart/cart.test.ts (12 tests)\n\n Waiting for file changes...\n press h to show help, press q to quit",
          124,
        )
        .assistant("The command started vitest in watch mode and hung until the timeout; the 12 cart tests did pass before that.")
        .user("yeah `pnpm test` alone is watch mode. always use `pnpm test -- --run` when you run tests here, otherwise it hangs your shell")
        .bash("pnpm test -- --run src/cart", " ✓ src/cart/cart.test.ts (12 tests)")
        .assistant("12 passed.")
        .user("tbh the default shouldn't be watch mode at all. someday change the test script in package.json so watch is opt-in")
        .stop("Leaving the script as it is for now."),
  },
  {
    id: "b3-27-user-prefs",
    planted: [{ kind: "task", keys: ["user_prefs"] }],
    build: (s) =>
      s
        .user("ship the notification settings page")
        .file("Write", "src/settings/notifications.tsx")
        .file("Write", "migrations/0046_user_prefs.sql")
        .bash("pnpm db:check && pnpm test -- --run src/settings", "schema.ts matches migrations (46 files)\n ✓ src/settings/notifications.test.tsx (8 tests)")
        .bash("gh pr merge 421 --squash", "✓ Squashed and merged pull request #421")
        .assistant(
          "Merged #421. One thing remains: the `user_prefs` migration (0046) is in the repo but not applied to prod, and it rewrites a 9M-row table, so it needs a maintenance window.",
        )
        .user("yeah leave it, I'll schedule the window with ops next week and we apply it then")
        .stop(),
  },
  {
    id: "b3-28-feature-flags",
    planted: [
      { kind: "decision", keys: ["flag", "json"] },
      { kind: "instruction", keys: ["kebab"] },
    ],
    build: (s) =>
      s
        .user("we need feature flags for the beta. launchdarkly?")
        .assistant("LaunchDarkly works well but starts around $10/seat/month. A JSON file in the repo read at boot would cover on/off flags per environment.")
        .user("too pricey for 3 flags. feature flags will be a json file in the repo for now, no launchdarkly")
        .file("Write", "config/flags.json")
        .file("Write", "src/flags.ts")
        .assistant("Added `config/flags.json` and an `isEnabled(name)` helper. I named the first one `betaCheckout`.")
        .user("rename it. flag names are kebab-case and prefixed with the team, like `growth-beta-checkout`. for every flag")
        .file("Edit", "config/flags.json")
        .bash("pnpm test -- --run src/flags", " ✓ src/flags.test.ts (3 tests)")
        .assistant("Renamed to `growth-beta-checkout`; 3 tests pass.")
        .stop(),
  },
  {
    id: "b3-29-regex",
    planted: [],
    build: (s) =>
      s
        .user("what does this regex do, someone left it with no comment: `/^(?!.*\\.\\.)[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$/`")
        .assistant(
          "It's an email check. `(?!.*\\.\\.)` rejects any address with two dots in a row, `[\\w.+-]+` is the local part, then `@`, a domain label and one or more `.label` parts. It never allows an IP-literal domain and always requires a dot after the @.",
        )
        .user("huh ok. good enough for a signup form i guess")
        .stop(),
  },
  {
    id: "b3-30-memory-leak",
    planted: [{ kind: "fact", keys: ["leak"] }],
    build: (s) =>
      s
        .user("dev server eats 3GB after an hour of hot reloads. memory leak somewhere?")
        .assistant(
          "Could be the websocket connections not being closed on reload, or the LRU cache in `src/cache/lru.ts` growing without bound. Let me take two heap snapshots and compare.",
        )
        .bash(
          "node --inspect scripts/heap-diff.mjs",
          "Top retainers growing between snapshots:\n  Timeout (x412)  <- setInterval in src/metrics/metrics.ts:18\n  Map (x1)        <- src/cache/lru.ts:7 (stable)",
        )
        .assistant(
          "The LRU is stable. What grows is 412 `Timeout` objects: the `setInterval` in `src/metrics/metrics.ts` is started on every hot reload and never cleared.",
        )
        .file("Edit", "src/metrics/metrics.ts")
        .bash("node scripts/heap-diff.mjs --reloads 50", "heap after 50 reloads: 212 MB (was 1.9 GB)")
        .user("confirmed on my side too, flat at ~200MB now. so the leak was the metrics setInterval all along, good to know")
        .assistant("Yes, it clears the interval on dispose now.")
        .stop(),
  },
  {
    id: "b3-31-db-tests",
    planted: [
      { kind: "instruction", keys: ["mock"] },
      { kind: "fact", keys: ["colima"] },
    ],
    build: (s) =>
      s
        .user("write tests for `InvoiceRepo.markPaid`")
        .file("Write", "src/invoices/repo.test.ts")
        .assistant("Added 5 tests; they mock `db.query` with `vi.fn()` and check the SQL and the parameters.")
        .user(
          "please don't mock the database in tests, here or anywhere. we got burned last quarter: mocked tests were green and the migration broke prod. use the testcontainers postgres like the other repo tests do",
        )
        .bash("pnpm test -- --run src/invoices/repo.test.ts", "Error: Could not find a working container runtime strategy", 1)
        .user("oh, on the M1 macs docker desktop isn't installed, the team uses colima. `colima start` first")
        .bash("colima start && pnpm test -- --run src/invoices/repo.test.ts", "INFO[0012] done\n ✓ src/invoices/repo.test.ts (5 tests)")
        .file("Edit", "src/invoices/repo.test.ts")
        .assistant("Rewrote the 5 tests against the testcontainers Postgres; they pass with colima running.")
        .stop(),
  },
  {
    id: "b3-32-api-versions",
    planted: [
      { kind: "fact", keys: ["mobile", "v2"] },
      { kind: "fact", keys: ["v1", "dashboard"] },
      { kind: "task", keys: ["deprecation"] },
    ],
    build: (s) =>
      s
        .user("rename `customer_ref` to `customerId` in the invoice responses, the snake_case one is an eyesore")
        .bash("rg -l 'customer_ref' src/api", "src/api/v1/invoices.ts\nsrc/api/v2/invoices.ts")
        .assistant("It's in both `/v1` and `/v2`. Renaming the field is a breaking change for any client reading it. Do you know who calls each version?")
        .user(
          "v2 is what the mobile app uses — and old app versions stay installed for months — v1 is only the old web dashboard which we deploy together with the api. so change v1 only",
        )
        .file("Edit", "src/api/v1/invoices.ts")
        .bash("pnpm test -- --run src/api/v1", " ✓ src/api/v1/invoices.test.ts (7 tests)")
        .assistant("Renamed in v1 only; 7 tests pass.")
        .user("we should write a proper deprecation policy doc for v2 at some point so this isn't tribal knowledge")
        .stop(),
  },
  {
    id: "b3-33-logfmt",
    planted: [{ kind: "decision", keys: ["logfmt"] }],
    build: (s) =>
      s
        .user("the worker build is broken again by pino's transport thing, `thread-stream` can't be bundled")
        .bash("pnpm build:worker", '✘ [ERROR] Could not resolve "worker_threads"\n    node_modules/thread-stream/index.js:4:27', 1)
        .assistant(
          "pino's transports use `worker_threads`, which the Workers runtime doesn't have. I can stub the transport for the worker bundle, or pin pino to the browser build there.",
        )
        .user("no more hacks. we're dropping pino — plain console with a small logfmt formatter, in the server and the worker. rip it out")
        .bash("pnpm remove pino", "- pino 9.4.0")
        .file("Write", "src/log/logfmt.ts")
        .file("Edit", "src/server/log.ts")
        .bash("pnpm build:worker && pnpm test -- --run src/log", "✓ built in 1.8s\n ✓ src/log/logfmt.test.ts (6 tests)")
        .assistant("pino is gone; `src/log/logfmt.ts` formats `key=value` lines to console. The worker builds and 6 tests pass.")
        .stop(),
  },
  {
    id: "b3-34-rename-helper",
    planted: [],
    build: (s) =>
      s
        .user("rename `fmtMoney` to `formatCurrency` everywhere")
        .bash("rg -l 'fmtMoney' src | xargs sed -i 's/fmtMoney/formatCurrency/g'", "")
        .bash("pnpm typecheck && pnpm lint", "")
        .assistant("Renamed in 23 files. I always run the typecheck and the linter before I report a rename like this; both are clean.")
        .user("lgtm")
        .stop(),
  },
  {
    id: "b3-35-search-empty",
    planted: [
      { kind: "task", keys: ["search", "empty"] },
      { kind: "decision", keys: ["empty", "400"] },
    ],
    build: (s) =>
      s
        .user("add a `limit` param to GET /api/search, max 100, default 20")
        .file("Edit", "src/routes/search.ts")
        .bash("pnpm test -- --run src/routes/search", " ✓ src/routes/search.test.ts (8 tests)")
        .bash("curl -s -o /dev/null -w '%{http_code}' 'localhost:8787/api/search?q='", "500")
        .assistant(
          "`limit` is in with 8 tests. While testing I noticed `GET /api/search?q=` (empty query) answers 500. Should it return an empty list or a 400?",
        )
        .user("400, with code `query_required`. decided. but don't fix it in this PR — the search endpoint 500 on empty query stays open for a separate PR")
        .assistant("Ok, this PR only adds `limit`.")
        .stop(),
  },
  {
    id: "b3-36-deploy",
    planted: [
      { kind: "instruction", keys: ["wrangler deploy"] },
      { kind: "instruction", keys: ["make ship"] },
      { kind: "fact", keys: ["deploy", "8 min"] },
      { kind: "decision", keys: ["tuesday"] },
    ],
    build: (s) =>
      s
        .user("deploy the hotfix to prod")
        .bash("make ship", "tagging v2.14.1\npushing tag...\nwaiting for deploy pipeline")
        .assistant(
          "`make ship` tagged v2.14.1 and the pipeline is running; nothing has reported back for several minutes. Should I run `wrangler deploy` directly to speed it up?",
        )
        .user(
          "no!! never run `wrangler deploy` by hand, it skips the migration step. `make ship` is the only way to prod. and the deploy takes ~8 min because of the asset upload, that's normal",
        )
        .bash("gh run watch --exit-status", "✓ deploy (8m12s)")
        .assistant("Deployed: v2.14.1 is live.")
        .user("ty. also, after last week's friday mess the team agreed: prod deploys only on tuesdays and thursdays from now on, hotfixes excepted")
        .stop(),
  },
  {
    id: "b3-37-pricing-cache",
    planted: [],
    build: (s) =>
      s
        .user("what if we cached the whole pricing table in memory at boot? would cut a query per request")
        .assistant("It's 4k rows, so memory is fine. The catch is invalidation: a price change would need a redeploy or a pub/sub signal.")
        .user("nah forget it, invalidation is a can of worms. just add the missing index on `prices.sku` instead")
        .file("Write", "migrations/0047_prices_sku_idx.sql")
        .bash("pnpm db:check", "schema.ts matches migrations (47 files)")
        .assistant("Added the index in migration 0047; `pnpm db:check` passes.")
        .stop(),
  },
  {
    id: "b3-38-monorepo",
    planted: [
      { kind: "decision", keys: ["monorepo"] },
      { kind: "fact", keys: ["fastify"] },
    ],
    build: (s) =>
      s
        .user("keeping web and api in two repos is killing us, every api change is two PRs. thoughts on merging them?")
        .assistant(
          "A monorepo with `apps/web` and `apps/api` would let one PR change both. What are the two apps built on? That decides how much of the tooling can be shared.",
        )
        .user("web is Next 14, api is Fastify on node. both typescript")
        .assistant("Then one pnpm workspace, a shared `tsconfig.base.json`, and turbo or plain pnpm filters for the builds would work.")
        .user("ok, monorepo it is. web and api go under apps/, shared types under packages/. let's start with moving the api in")
        .bash("git subtree add --prefix=apps/api ../api main", "Added dir 'apps/api'")
        .bash("pnpm install && pnpm -F api test -- --run", " Test Files  31 passed (31)")
        .assistant("The api is in `apps/api` with its history; its 31 test files pass from the workspace root.")
        .stop(),
  },
  {
    id: "b3-39-launch-list",
    planted: [
      { kind: "task", keys: ["privacy"] },
      { kind: "task", keys: ["uptime"] },
    ],
    build: (s) =>
      s
        .user("make the footer links open in the same tab, the target=_blank is annoying")
        .file("Edit", "src/ui/Footer.tsx")
        .bash("pnpm test -- --run src/ui/Footer", " ✓ src/ui/Footer.test.tsx (2 tests)")
        .assistant('Removed `target="_blank"` from the footer links.')
        .user(
          "ok. before launch we still need to:\n1. add the privacy policy link to that footer (legal is still writing it)\n2. set up uptime monitoring on the public endpoints\nnot now, just so it's written down",
        )
        .stop("Both are open."),
  },
  {
    id: "b3-40-short-replies",
    planted: [{ kind: "instruction", keys: ["short"] }],
    build: (s) =>
      s
        .user("why did the `build:css` step get slower")
        .bash("pnpm build:css --profile", "tailwind: 4.1s (content scan: 3.6s over 14,210 files)")
        .assistant(
          "Tailwind's content scan now walks 14k files: the `content` globs include `node_modules/**` since the config change on Monday. Here is a detailed breakdown of the scan, how Tailwind resolves globs, the history of the config, three alternative layouts and their trade-offs, and a note on JIT caching...",
        )
        .user("way too long. keep your replies short in general — what changed, where, done. no essays")
        .file("Edit", "tailwind.config.ts")
        .bash("pnpm build:css --profile", "tailwind: 0.6s (content scan: 0.2s over 412 files)")
        .assistant("Dropped `node_modules/**` from `content`. 4.1 s → 0.6 s.")
        .stop(),
  },
  {
    id: "b3-41-stack-trace",
    planted: [],
    build: (s) =>
      s
        .user("what does this mean\n```\nTypeError: Cannot read properties of undefined (reading 'id')\n    at toDto (src/api/v2/users.ts:42:19)\n```")
        .file("Read", "src/api/v2/users.ts")
        .assistant(
          "Line 42 reads `user.team.id`, and `team` is undefined for users who left every team. The type says `team: Team` but the query is a LEFT JOIN. Want me to make it `team?.id ?? null`?",
        )
        .user("yes")
        .file("Edit", "src/api/v2/users.ts")
        .bash("pnpm test -- --run src/api/v2/users", " ✓ src/api/v2/users.test.ts (9 tests)\n console.warn: team is always null for orphaned users (fixture)")
        .assistant("Fixed, with a test for a user without a team; 9 pass.")
        .stop(),
  },
  {
    id: "b3-42-dep-question",
    planted: [],
    build: (s) =>
      s
        .user("is there any reason we're still on `uuid` v8? or just nobody bumped it")
        .bash("pnpm why uuid", "uuid 8.3.2\n└─┬ @acme/partner-sdk 2.0.1\n  └── uuid 8.3.2")
        .assistant(
          "We don't depend on it directly; it comes through `@acme/partner-sdk`. My guess is the SDK pins it, but I haven't checked their changelog, so I'm not sure a bump would even be picked up.",
        )
        .user("meh, fine, leave it")
        .stop(),
  },
];

/** The third blind set: events, segments and scoring of BLIND3_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND3 = plantedSet(BLIND3_SESSIONS, START);
