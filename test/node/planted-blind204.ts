/**
 * Blind planted set 204 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a startup CTO dictating by voice to the agent: transcribed run-on sentences with little
 * punctuation, filler words ("so", "um", "basically", "like"), self-corrections mid-sentence and
 * the odd mis-transcribed word.
 * Each session is one segment; the items planted in it are listed with it: 68 items (16 decisions, 17 instructions,
 * 17 facts, 18 tasks) in 58 sessions, 12 of which plant nothing (58 user/assistant messages between them). Every other message
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

export const BLIND204_SESSIONS: BlindSession[] = [
  {
    id: "b204-drizzle-over-prisma",
    build: (s) =>
      s
        .user(
          "ok so um basically I've been going back and forth on the ORM thing for like a week and I'm done we're going with drizzle not prisma prisma's engine binary is just too fat for workers so yeah drizzle, can you start by looking at what the current schema file looks like",
        )
        .file("Read", "src/db/schema.sql")
        .assistant(
          "The schema has 14 tables, mostly plain columns; the only tricky bits are two JSON columns and a composite key on `org_members`. I can port it to a `schema.ts` with drizzle's sqlite-core.",
        )
        .user("yeah do that um just the first three tables for now so I can see what it looks like")
        .file("Write", "src/db/schema.ts")
        .bash("npx tsc --noEmit -p tsconfig.json", "")
        .assistant("Ported `orgs`, `users` and `org_members`; it typechecks.")
        .user("nice ok so the other eleven tables we'll do later uh TODO port the remaining eleven tables to drizzle that's tomorrow's thing not now")
        .stop("Leaving the other eleven tables for later."),
    planted: [
      { kind: "decision", keys: ["drizzle", "prisma"] },
      { kind: "task", keys: ["eleven tables"] },
    ],
  },
  {
    id: "b204-pnpm-only",
    build: (s) =>
      s
        .user("so there's a package-lock.json in the repo again can you uh figure out who added it")
        .bash("git log --format='%an %s' -- package-lock.json | head -3", "Dev Patel chore: bump zod\n")
        .assistant("Dev added it in the zod bump commit, probably ran `npm install` by accident. Want me to delete it?")
        .user(
          "yeah kill it and um just so it's written down somewhere we are a pnpm shop like pnpm only never npm install or yarn in this repo ever the lockfile is pnpm-lock.yaml and that's it",
        )
        .bash("git rm -q package-lock.json && git status --short", "D  package-lock.json\n")
        .assistant("Removed `package-lock.json`.")
        .stop("Removed the stray npm lockfile."),
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
  },
  {
    id: "b204-staging-d1-region",
    build: (s) =>
      s
        .user("um the staging queries feel slow today is something wrong with d1 or is it just me")
        .bash(
          "wrangler d1 info ame-staging",
          "┌───────────────┬──────────────────────────────┐\n│ name          │ ame-staging                  │\n│ region        │ APAC                         │\n│ num_tables    │ 14                           │\n└───────────────┴──────────────────────────────┘",
        )
        .assistant(
          "The staging D1 database `ame-staging` is in the APAC region, while prod is in WNAM. From a US client every staging query pays the round trip to Asia, which fits the slowness.",
        )
        .user(
          "oh right yeah yeah that's because Mei created it from Singapore way back so basically staging d1 lives in apac and that's like a known thing we're not moving it, it's fine for staging, ok never mind then",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["staging", "apac"] }],
  },
  {
    id: "b204-conventional-commits",
    build: (s) =>
      s
        .user("can you commit what we've got with like a sensible message")
        .bash("git diff --stat", " src/routes/billing.ts | 42 +++++++++++++++++-----\n 1 file changed, 33 insertions(+), 9 deletions(-)")
        .assistant('Committing as "Updated billing route".')
        .user(
          "wait no um so commit messages in this repo have to be conventional commits like feat colon fix colon chore colon with the scope in parens like feat(billing) that's the rule from now on for everything you commit",
        )
        .bash("git commit -qam 'feat(billing): prorate seat changes mid-cycle' && git log -1 --format=%s", "feat(billing): prorate seat changes mid-cycle\n")
        .assistant("Committed as `feat(billing): prorate seat changes mid-cycle`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b204-rate-limit-root-cause",
    build: (s) =>
      s
        .user(
          "ok so customers are getting 429s on the webhook endpoint and I have no idea why, maybe cloudflare's doing something weird or maybe it's our own limiter I don't know can you dig",
        )
        .bash(
          "grep -rn 'limit' src/middleware/ratelimit.ts",
          "src/middleware/ratelimit.ts:12:  const key = c.req.header('cf-connecting-ip') ?? 'anon';\nsrc/middleware/ratelimit.ts:13:  const limit = 60; // per minute",
        )
        .bash(
          "wrangler tail --format pretty | grep 429 | head -3",
          "POST /webhooks/stripe 429 cf-connecting-ip=3.18.12.63\nPOST /webhooks/stripe 429 cf-connecting-ip=3.18.12.63\nPOST /webhooks/stripe 429 cf-connecting-ip=3.18.12.63",
        )
        .assistant(
          "It's our limiter. It keys on `cf-connecting-ip`, and Stripe sends all webhooks from a handful of IPs, so every customer's webhooks share one 60-per-minute bucket. Confirmed: all the 429s come from 3.18.12.63, a Stripe address.",
        )
        .user(
          "oh my god ok so the root cause is the limiter keys on ip and stripe shares ips, good find, um for now just exempt the webhooks path from the limiter",
        )
        .file("Edit", "src/middleware/ratelimit.ts")
        .bash("pnpm vitest run test/ratelimit.test.ts", " ✓ test/ratelimit.test.ts (4 tests) 38ms\n Test Files  1 passed (1)")
        .assistant("Exempted `/webhooks/*` from the limiter; tests pass.")
        .stop(),
    planted: [{ kind: "fact", keys: ["stripe", "ip"] }],
  },
  {
    id: "b204-empty-standup-chat",
    build: (s) =>
      s
        .user("morning um how's it going, did the overnight deploy go through ok")
        .assistant("I don't have access to your deploy history from here. I can check the latest GitHub Actions run if you want.")
        .user("yeah check it")
        .bash("gh run list --limit 1", "completed  success  deploy  main  push  1h2m ago")
        .assistant("The last deploy run on main finished successfully about an hour ago.")
        .user("cool cool ok that's all I needed thanks")
        .stop("The overnight deploy succeeded."),
    planted: [],
  },
  {
    id: "b204-queue-vs-cron",
    build: (s) =>
      s
        .user("so for the digest emails we could either do a cron trigger that loops over every org or um push a job per org onto a queue, what do you think")
        .file("Read", "wrangler.toml")
        .assistant(
          "A cron trigger is simpler but a single invocation has a CPU limit, and with ~3,000 orgs it would run out. A queue with one message per org scales and retries per org. I'd go with the queue: the cron only enqueues.",
        )
        .user("yeah ok that makes sense let's do the queue thing, cron just enqueues and a consumer sends, go")
        .file("Edit", "wrangler.toml")
        .file("Write", "src/jobs/digest-consumer.ts")
        .bash("pnpm tsc --noEmit", "")
        .assistant("Added the `digest-jobs` queue, the producer in the cron handler and a consumer skeleton.")
        .user("perfect um and remind me like next week we need to add a dead letter queue for the digest stuff because right now failed ones just vanish")
        .stop("Queue and consumer are in."),
    planted: [
      { kind: "decision", keys: ["queue", "cron"] },
      { kind: "task", keys: ["dead letter"] },
    ],
  },
  {
    id: "b204-empty-typo-readme",
    build: (s) =>
      s
        .user("there's a typo in the readme it says recieve somewhere can you fix that")
        .bash("grep -n recieve README.md", "41:Webhooks recieve a signed payload.")
        .file("Edit", "README.md")
        .assistant('Fixed "recieve" to "receive" on line 41.')
        .user("thanks um is there any other typos you can spot while you're in there")
        .assistant('I skimmed it: "seperate" on line 88 too. Fixed that as well.')
        .user("great ok")
        .stop("Fixed two typos in the README."),
    planted: [],
  },
  {
    id: "b204-worker-cpu-limit",
    build: (s) =>
      s
        .user("the pdf export keeps dying in prod with like exceeded cpu or something, here's what I see")
        .bash("wrangler tail --format json | jq -r '.outcome' | sort | uniq -c", "    412 ok\n     23 exceededCpu")
        .assistant(
          "The export worker hits `exceededCpu`. Let me check the plan limits: the account is on Workers Paid with the default 30 s CPU limit, and the big exports take longer than that to render.",
        )
        .bash("grep -n cpu_ms wrangler.toml", "")
        .user(
          "right so um for context we bumped our account cpu limit to five minutes like Jordan did it in the dashboard last month but it has to be set per worker in wrangler so that's the thing, the max is 300000 cpu_ms, set it for the export worker",
        )
        .file("Edit", "workers/export/wrangler.toml")
        .bash("wrangler deploy --dry-run -c workers/export/wrangler.toml | tail -1", "--dry-run: exiting now.")
        .assistant("Set `limits.cpu_ms = 300000` for the export worker.")
        .stop(),
    planted: [{ kind: "fact", keys: ["300000"] }],
  },
  {
    id: "b204-no-any",
    build: (s) =>
      s
        .user("can you add types to the webhook payload parser it's all any right now")
        .file("Read", "src/webhooks/parse.ts")
        .assistant("I'll replace the `any`s with a zod schema and infer the type from it.")
        .file("Edit", "src/webhooks/parse.ts")
        .bash("pnpm tsc --noEmit", "")
        .user(
          "nice and uh basically going forward I don't want to see any in new code at all like if you don't know the type use unknown and narrow it, that's a hard rule for me",
        )
        .assistant("Understood. I'll use `unknown` and narrow it.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["unknown"] }],
  },
  {
    id: "b204-auth-jose-clerk",
    build: (s) =>
      s
        .user(
          "so um auth, I was thinking maybe we switch to clerk for everything, actually no scratch that clerk's pricing per MAU is insane for us, we keep our own jwt auth but swap jsonwebtoken for jose because jsonwebtoken doesn't even run on workers properly",
        )
        .bash("pnpm why jsonwebtoken", "dependencies:\njsonwebtoken 9.0.2")
        .assistant("Swapping `jsonwebtoken` for `jose` in `src/auth/token.ts`: `jwtVerify` with an HS256 key from `JWT_SECRET`.")
        .file("Edit", "src/auth/token.ts")
        .bash("pnpm remove jsonwebtoken && pnpm add jose", "+ jose 5.9.6\n- jsonwebtoken 9.0.2")
        .bash("pnpm vitest run test/auth", " Test Files  3 passed (3)\n      Tests  21 passed (21)")
        .assistant("Done: `jose` in, `jsonwebtoken` out, auth tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["jose"] }],
  },
  {
    id: "b204-billing-owner",
    build: (s) =>
      s
        .user("who wrote the proration logic this is kind of gnarly")
        .bash("git log --format='%an' -- src/billing/prorate.ts | sort | uniq -c", "     17 Priya Raman\n      2 Dev Patel")
        .assistant("Mostly Priya Raman (17 commits), two from Dev.")
        .user(
          "yeah ok so Priya basically owns billing end to end, anything that touches stripe or prorate or invoices she has to review it, so um add her as codeowner for src/billing while you're at it",
        )
        .file("Edit", ".github/CODEOWNERS")
        .assistant("Added `/src/billing/ @priya-raman` to CODEOWNERS.")
        .stop(),
    planted: [{ kind: "fact", keys: ["priya", "billing"] }],
  },
  {
    id: "b204-empty-flaky-guess",
    build: (s) =>
      s
        .user(
          "so the e2e suite failed again on ci and I kind of think it might be the playwright version or maybe it's the runner being slow I honestly don't know, what do you see",
        )
        .bash(
          "gh run view --log-failed | tail -5",
          "  1) signup.spec.ts:22 › creates an org\n    TimeoutError: locator.click: Timeout 5000ms exceeded.\n  1 failed\n  38 passed (2.1m)",
        )
        .assistant("One test timed out clicking in signup.spec.ts. It could be a slow runner or a real race, I can't tell from one run. Want me to rerun it?")
        .user("um yeah rerun it and let's see")
        .bash("gh run rerun --failed && sleep 120 && gh run list --limit 1", "completed  success  e2e  main")
        .assistant("The rerun passed.")
        .user("ok whatever then, moving on")
        .stop(),
    planted: [],
  },
  {
    id: "b204-monday-brain-dump",
    build: (s) =>
      s
        .user(
          "ok so quick brain dump before I forget um one we need to rotate the resend api key it's been in that old slack channel so that's a todo, two uh the onboarding flow needs an empty state for orgs with zero projects someone should do that this sprint, and three nothing actually I lost it, can you just write the first two into the todo file",
        )
        .file("Read", "TODO.md")
        .file("Edit", "TODO.md")
        .bash("git diff --stat TODO.md", " TODO.md | 2 ++\n 1 file changed, 2 insertions(+)")
        .assistant("Added both to TODO.md: rotating the Resend API key, and the empty state for orgs with zero projects.")
        .stop(),
    planted: [
      { kind: "task", keys: ["resend"] },
      { kind: "task", keys: ["empty state"] },
    ],
  },
  {
    id: "b204-test-command",
    build: (s) =>
      s
        .user("run the tests")
        .bash("npm test", 'npm ERR! Missing script: "test"', 1)
        .assistant("There's no `test` script. The package has `test:unit` and `test:workers`; I'll run both.")
        .bash("pnpm test:unit && pnpm test:workers", " Test Files  41 passed (41)\n Test Files  12 passed (12)")
        .user(
          "yeah sorry so the way to run tests here is pnpm test:unit for the node stuff and pnpm test:workers for the miniflare stuff, remember that, and like don't bother with the workers ones unless you touched something under workers slash because they're slow",
        )
        .assistant("Got it.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["test:unit"] },
      { kind: "instruction", keys: ["test:workers"] },
    ],
  },
  {
    id: "b204-kv-vs-d1-sessions",
    build: (s) =>
      s
        .user(
          "so where should session tokens live, I mean we could put them in d1 or in kv or durable objects, I'm kind of leaning kv but I don't know what's your take",
        )
        .file("Read", "src/auth/session.ts")
        .assistant(
          "KV is eventually consistent: a revoked session can stay valid for up to 60 s at other edges. D1 is consistent but adds a query per request. A Durable Object per user is consistent and fast but more moving parts. For revocation I'd pick D1 with a short in-memory cache.",
        )
        .user("hmm ok let me think about it and talk to Jordan, don't change anything yet")
        .assistant("OK, I'll leave session storage as is.")
        .user("actually ok yeah no I talked to him, d1 it is for sessions, kv is out because of the revocation lag, go ahead")
        .file("Edit", "src/auth/session.ts")
        .bash("pnpm test:unit test/auth/session.test.ts", " ✓ test/auth/session.test.ts (7 tests) 51ms")
        .assistant("Sessions now live in D1's `sessions` table; tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["d1", "sessions"] }],
  },
  {
    id: "b204-empty-explain-hono",
    build: (s) =>
      s
        .user("um can you explain how the middleware order works in hono like does the cors one run before auth or after")
        .file("Read", "src/app.ts")
        .assistant(
          "Middleware runs in registration order. In `src/app.ts` `cors()` is registered on line 9 and `auth()` on line 11, so CORS runs first, which is what you want for preflight requests.",
        )
        .user("ok and if auth throws does the cors header still get set")
        .assistant("Yes: the CORS middleware sets headers after `await next()`, so the header is on the error response too.")
        .user("ok cool that's what I thought, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b204-feature-flags",
    build: (s) =>
      s
        .user(
          "so the new dashboard, I want it behind a flag, um we have that flags table thing right, basically every new user-facing feature goes behind a flag in the flags table from now on no exceptions, even small stuff",
        )
        .bash("wrangler d1 execute ame-prod --command 'select name from flags limit 5' --remote", "name\nbeta_exports\nnew_billing\nsso")
        .assistant("The `flags` table exists with three flags. I'll add `new_dashboard` and gate the route on it.")
        .file("Edit", "src/routes/dashboard.ts")
        .file("Write", "migrations/0031_flag_new_dashboard.sql")
        .bash("pnpm test:unit test/routes/dashboard.test.ts", " ✓ test/routes/dashboard.test.ts (5 tests) 44ms")
        .assistant("The new dashboard is behind `new_dashboard`.")
        .user("good um and the sso flag should be deleted it's been on for everyone for months, not now though, put that on the list")
        .stop("Dashboard gated."),
    planted: [
      { kind: "instruction", keys: ["flag"] },
      { kind: "task", keys: ["sso"] },
    ],
  },
  {
    id: "b204-eu-customer",
    build: (s) =>
      s
        .user(
          "um so heads up Kessler Logistics is our biggest customer and their contract says all their data stays in the EU so anything we store for them goes to the eu jurisdiction bucket, that's what the org_region column is for, can you check the upload path actually respects that",
        )
        .file("Read", "src/uploads/put.ts")
        .bash("grep -n org_region src/uploads/put.ts", "")
        .assistant(
          "It doesn't: `put.ts` always writes to the `ame-uploads` bucket and never reads `org_region`. EU orgs' uploads land in the default jurisdiction.",
        )
        .user("ugh ok fix it, if org_region is eu use the ame-uploads-eu binding")
        .file("Edit", "src/uploads/put.ts")
        .bash("pnpm test:unit test/uploads", " Test Files  2 passed (2)")
        .assistant("Uploads for EU orgs now go to `ame-uploads-eu`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["kessler", "eu"] }],
  },
  {
    id: "b204-empty-status-report",
    build: (s) =>
      s
        .user("where are we on the csv import thing")
        .bash("git log --oneline -3 -- src/import", "a1c2e3f feat(import): stream rows\n9b8d7c6 feat(import): header mapping\n44f0e1d feat(import): skeleton")
        .assistant("Three commits so far: skeleton, header mapping and streaming rows. Validation and error reporting aren't written yet.")
        .user("ok and does it handle like the semicolon csvs the french customers send")
        .bash("grep -n delimiter src/import/parse.ts", "14:  const delimiter = sniffDelimiter(firstLine);")
        .assistant("Yes, it sniffs the delimiter from the first line, so semicolons work.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "b204-logging-axiom",
    build: (s) =>
      s
        .user(
          "so logging is a mess right now half of it is console.log and half goes to that logtail thing, um I looked at a bunch of options over the weekend and we're moving everything to axiom, logtail goes away at the end of the month",
        )
        .bash("grep -rln 'logtail' src | wc -l", "9")
        .assistant("Nine files import the Logtail client. I'll add an `axiom` logger in `src/lib/log.ts` and switch them over.")
        .file("Write", "src/lib/log.ts")
        .file("Edit", "src/routes/billing.ts")
        .bash("grep -rln 'logtail' src | wc -l", "0")
        .assistant("All nine files now log through `src/lib/log.ts` to Axiom.")
        .user(
          "sweet and um also like structured logs only, no string concatenation in log lines, always pass an object with the fields, that's how I want it everywhere",
        )
        .assistant("Noted: structured log objects only.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["axiom"] },
      { kind: "instruction", keys: ["structured"] },
    ],
  },
  {
    id: "b204-prod-deploy-rule",
    build: (s) =>
      s
        .user("can you deploy the fix to prod")
        .bash("git branch --show-current", "fix/webhook-limiter")
        .assistant("You're on `fix/webhook-limiter`. I can run `wrangler deploy --env production` from here.")
        .user(
          "no no no wait um ok so we don't ever deploy prod from a laptop like prod only goes out through the github action when stuff merges to main, that's the rule, just open the PR and I'll merge it",
        )
        .bash("gh pr create --fill", "https://github.com/amem/edge/pull/412")
        .assistant("Opened PR #412.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["laptop"] }],
  },
  {
    id: "b204-empty-quoted-config",
    build: (s) =>
      s
        .user("what does the renovate config do exactly I never looked at it")
        .bash(
          "cat renovate.json",
          '{\n  "extends": ["config:recommended"],\n  "automerge": false,\n  "description": "Never automerge major versions. TODO: group @cloudflare packages",\n  "schedule": ["before 6am on monday"]\n}',
        )
        .assistant(
          "It uses the recommended preset, never automerges, runs before 6am on Mondays, and the description has an old TODO about grouping the @cloudflare packages.",
        )
        .user("huh ok so that's why all the PRs show up monday morning, makes sense")
        .assistant("Yes, that's the schedule line.")
        .user("ok cool")
        .stop(),
    planted: [],
  },
  {
    id: "b204-clock-skew",
    build: (s) =>
      s
        .user(
          "so the signed urls are failing with expired like right after we create them but only sometimes, I'm guessing it's some timezone bug in the signing code but who knows",
        )
        .file("Read", "src/uploads/sign.ts")
        .bash(
          "for i in 1 2 3; do curl -sI https://media.amem.dev/health | grep -i ^date; date -u; done",
          "date: Sat, 07 Nov 2026 09:14:02 GMT\nSat Nov  7 09:15:31 UTC 2026\ndate: Sat, 07 Nov 2026 09:14:03 GMT\nSat Nov  7 09:15:32 UTC 2026\ndate: Sat, 07 Nov 2026 09:14:04 GMT\nSat Nov  7 09:15:33 UTC 2026",
        )
        .assistant(
          "Not a timezone bug: the media server's clock is about 89 seconds behind UTC. URLs signed with a 60-second expiry are already expired by its clock.",
        )
        .user("oh wow ok so yeah the media box clock runs like 90 seconds behind that's a known thing now I guess, um bump the expiry to five minutes for now")
        .file("Edit", "src/uploads/sign.ts")
        .assistant("Expiry raised to 300 s.")
        .user("and we need to get ntp fixed on that box at some point, put it on my list")
        .stop(),
    planted: [
      { kind: "fact", keys: ["media", "90 seconds"] },
      { kind: "task", keys: ["ntp"] },
    ],
  },
  {
    id: "b204-tailwind-dropped",
    build: (s) =>
      s
        .user(
          "ok for the marketing site css I said tailwind last week right, um I changed my mind, the designer wants to hand over plain css modules so we're doing css modules, no tailwind, rip it out",
        )
        .bash("pnpm remove tailwindcss @tailwindcss/vite && rm tailwind.config.ts", "- tailwindcss 4.0.3\n- @tailwindcss/vite 4.0.3")
        .file("Edit", "site/vite.config.ts")
        .bash("pnpm --filter site build", "✓ built in 1.84s")
        .assistant("Tailwind removed, the site builds with CSS modules.")
        .stop(),
    planted: [{ kind: "decision", keys: ["css modules"] }],
  },
  {
    id: "b204-empty-withdrawn",
    build: (s) =>
      s
        .user(
          "you know what I kind of want to rewrite the whole api in rust with like workers-rs, hmm, no actually forget I said that that's insane, we're six people",
        )
        .assistant("Ha, OK. Anything in the API you want to look at today instead?")
        .user("um maybe just check if the health endpoint returns the version")
        .bash("curl -s https://api.amem.dev/health", '{"ok":true,"version":"2026.11.6"}')
        .assistant("It does: version 2026.11.6.")
        .user("ok good that's all")
        .stop(),
    planted: [],
  },
  {
    id: "b204-oncall-pager",
    build: (s) =>
      s
        .user("why did I get paged at 3am for a 502 on the status page that's not even our code")
        .bash(
          "cat ops/pagerduty/services.yaml",
          "- name: status-page\n  escalation: engineering-primary\n  urgency: high\n- name: api\n  escalation: engineering-primary\n  urgency: high",
        )
        .assistant(
          "The status-page service is wired to `engineering-primary` with high urgency, same as the API. I could set it to low urgency so it doesn't page at night.",
        )
        .user("yes do that, um and just so you know Jordan's the on-call lead he owns pagerduty config so ping him before merging pager changes")
        .file("Edit", "ops/pagerduty/services.yaml")
        .bash("git diff --stat", " ops/pagerduty/services.yaml | 2 +-")
        .assistant("Status page set to low urgency; I'll flag Jordan on the PR.")
        .stop(),
    planted: [{ kind: "fact", keys: ["jordan", "pagerduty"] }],
  },
  {
    id: "b204-api-versioning",
    build: (s) =>
      s
        .user("so I need to change the response shape of the projects endpoint which will break the cli, um how do other people do versioning, header or url")
        .assistant(
          "Both are common. URL versioning (`/v2/projects`) is easiest to route and cache in Workers; header versioning keeps URLs stable but needs `Vary`. Given the CLI and caching, I'd go URL.",
        )
        .user("yep url versioning, v2 prefix, keep v1 alive, do it")
        .file("Edit", "src/app.ts")
        .file("Write", "src/routes/v2/projects.ts")
        .bash("pnpm test:unit test/routes", " Test Files  9 passed (9)")
        .assistant("Added `/v2/projects` with the new shape; `/v1` is unchanged.")
        .user("cool and uh v1 gets turned off in march that's a todo for like february to email the cli users")
        .stop(),
    planted: [
      { kind: "decision", keys: ["url", "v2"] },
      { kind: "task", keys: ["v1", "cli"] },
    ],
  },
  {
    id: "b204-vitest-pool",
    build: (s) =>
      s
        .user("the unit tests take forever now like four minutes what happened")
        .bash("pnpm test:unit --reporter=verbose 2>&1 | tail -3", " Test Files  41 passed (41)\n      Tests  612 passed (612)\n   Duration  241.8s")
        .file("Read", "vitest.config.ts")
        .assistant(
          "The config sets `pool: 'forks'` with `singleFork: true`, so all 41 files run one after another. Switching to `threads` should cut it a lot; let me try.",
        )
        .bash("pnpm test:unit --pool=threads 2>&1 | tail -1", "   Duration  38.2s")
        .assistant("38 s with threads, all 612 tests pass.")
        .user("oh nice ok yeah go with threads then, um I think singleFork was from when we had that sqlite file lock issue but that's gone")
        .file("Edit", "vitest.config.ts")
        .assistant("Switched the unit pool to threads.")
        .stop(),
    planted: [{ kind: "decision", keys: ["threads"] }],
  },
  {
    id: "b204-empty-lunch",
    build: (s) =>
      s
        .user("ok I'm gonna grab lunch um can you like look at what the biggest files in src are while I'm gone")
        .bash(
          "find src -name '*.ts' | xargs wc -l | sort -n | tail -4",
          "  611 src/billing/prorate.ts\n  742 src/routes/projects.ts\n  1208 src/db/queries.ts\n 9843 total",
        )
        .assistant("The biggest are `src/db/queries.ts` (1,208 lines), `src/routes/projects.ts` (742) and `src/billing/prorate.ts` (611).")
        .user("back, ok yeah queries.ts is a monster, should we split it, what do you think")
        .assistant("It could be split by table, but it's not blocking anything. Your call.")
        .user("eh not today")
        .stop(),
    planted: [],
  },
  {
    id: "b204-secrets-doppler",
    build: (s) =>
      s
        .user("so where do the secrets come from in ci right now, I thought they were in github secrets but Dev said something about doppler")
        .bash("grep -n doppler .github/workflows/deploy.yml", "14:      - uses: dopplerhq/cli-action@v3\n22:        run: doppler run -- wrangler deploy")
        .assistant("CI pulls them from Doppler: the deploy workflow runs `doppler run -- wrangler deploy`. GitHub secrets only hold the Doppler token.")
        .user(
          "right ok so um yeah doppler is the source of truth for every secret, if you add a new secret it goes in doppler first never straight into wrangler secret put, can you add STRIPE_TAX_KEY that way",
        )
        .bash(
          "doppler secrets set STRIPE_TAX_KEY --project edge --config prd < /dev/stdin",
          "┌────────────────┬────────────┐\n│ NAME           │ VALUE      │\n│ STRIPE_TAX_KEY │ sk_live_…  │\n└────────────────┴────────────┘",
        )
        .assistant("Added `STRIPE_TAX_KEY` to Doppler's `prd` config.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["doppler"] }],
  },
  {
    id: "b204-index-fix",
    build: (s) =>
      s
        .user("the activity feed query is slow as hell can you look")
        .bash(
          'wrangler d1 execute ame-prod --remote --command "explain query plan select * from events where org_id = ? order by created_at desc limit 50"',
          "SCAN events\nUSE TEMP B-TREE FOR ORDER BY",
        )
        .assistant("It scans the whole `events` table (about 4.1M rows) and sorts. An index on `(org_id, created_at)` would fix it.")
        .file("Write", "migrations/0032_events_org_created.sql")
        .bash("wrangler d1 migrations apply ame-prod --remote", "✅ 0032_events_org_created.sql")
        .bash(
          'wrangler d1 execute ame-prod --remote --command "explain query plan select * from events where org_id = ? order by created_at desc limit 50"',
          "SEARCH events USING INDEX events_org_created (org_id=?)",
        )
        .assistant("The plan now uses `events_org_created`; the feed query dropped from ~2.3 s to 40 ms.")
        .user(
          "amazing um so btw the events table is basically append only we never update rows in it, and it's like the biggest table by far, that's good to keep in mind for anything you build on it, and uh we should archive events older than a year to r2 at some point, that's a later thing",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["events", "append"] },
      { kind: "task", keys: ["archive"] },
    ],
  },
  {
    id: "b204-error-format",
    build: (s) =>
      s
        .user("the new endpoint returns errors as plain text that's wrong")
        .file("Read", "src/routes/v2/projects.ts")
        .assistant(
          "It throws `new Response('not found', { status: 404 })`. The rest of the API returns `{ error: { code, message } }` via `apiError()`. I'll switch it.",
        )
        .file("Edit", "src/routes/v2/projects.ts")
        .bash("pnpm test:unit test/routes/v2", " ✓ test/routes/v2/projects.test.ts (6 tests) 29ms")
        .user(
          "yeah thanks and basically that's the pattern everywhere, errors always go through apiError with a code and a message, don't hand roll error responses",
        )
        .assistant("Will do.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["apierror"] }],
  },
  {
    id: "b204-empty-hypothesis",
    build: (s) =>
      s
        .user(
          "so memory usage on the export worker seems high, maybe it's the pdf library leaking or maybe we're just holding the whole file in memory I'm not sure",
        )
        .file("Read", "workers/export/src/render.ts")
        .assistant(
          "It builds the whole PDF in a `Uint8Array` before returning it. That alone could explain the peak; a leak would need a few runs to confirm. Want me to switch to streaming?",
        )
        .user("hmm not sure, maybe, let me think about it, what's the peak right now")
        .bash("wrangler tail -c workers/export/wrangler.toml --format json | jq '.memory' | sort -n | tail -1", "118")
        .assistant("Peak about 118 MB out of the 128 MB limit.")
        .user("ok that's close, I'll think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b204-hiring-and-zod",
    build: (s) =>
      s
        .user(
          "ok random thing, um Sam starts monday as our second backend person so they'll be poking around this repo, um and also validation, we use zod for every request body, valibot came up in a thread and we looked at it and we're sticking with zod, so can you check which routes don't validate yet",
        )
        .bash("grep -rL 'zValidator' src/routes/*.ts", "src/routes/admin.ts\nsrc/routes/export.ts")
        .assistant("Two routes don't validate their body: `admin.ts` and `export.ts`.")
        .user("ok add zod to export.ts now, admin we'll do later it's got weird payloads, uh put admin validation on the todo")
        .file("Edit", "src/routes/export.ts")
        .bash("pnpm test:unit test/routes/export.test.ts", " ✓ test/routes/export.test.ts (3 tests) 22ms")
        .assistant("Added a zod schema to `export.ts`; admin is left for later.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sam", "backend"] },
      { kind: "decision", keys: ["zod", "valibot"] },
      { kind: "task", keys: ["admin"] },
    ],
  },
  {
    id: "b204-durable-object-presence",
    build: (s) =>
      s
        .user(
          "so for the live cursors thing um I want presence, who's looking at which doc, and I'm thinking one durable object per document, does that hold up or is there a catch",
        )
        .file("Read", "wrangler.toml")
        .assistant(
          "One Durable Object per document works well: it holds the WebSocket connections and broadcasts presence. The catch is a DO handles one request at a time per object, fine for presence on a single doc. With hibernation the idle cost is near zero.",
        )
        .user("cool yeah so that's the plan one DO per document with the hibernation api, um set up the binding and a stub class")
        .file("Edit", "wrangler.toml")
        .file("Write", "src/presence/doc-room.ts")
        .bash("pnpm tsc --noEmit", "")
        .assistant("Added the `DOC_ROOM` binding and a `DocRoom` class using the hibernation API.")
        .user("and the actual cursor rendering on the frontend is for later, um todo wire up cursor rendering in the editor")
        .stop(),
    planted: [
      { kind: "decision", keys: ["durable object", "document"] },
      { kind: "task", keys: ["cursor rendering"] },
    ],
  },
  {
    id: "b204-branch-naming",
    build: (s) =>
      s
        .user("make a branch for the invoice pdf fix")
        .bash("git switch -c invoice-pdf-fix", "Switched to a new branch 'invoice-pdf-fix'")
        .user(
          "ah um rename it, branches are like type slash short description here, so fix slash invoice-pdf, and prefix your own branches with agent so like agent slash fix slash whatever so we know which ones you made",
        )
        .bash("git branch -m agent/fix/invoice-pdf && git branch --show-current", "agent/fix/invoice-pdf")
        .assistant("Renamed to `agent/fix/invoice-pdf`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["agent/"] }],
  },
  {
    id: "b204-empty-run-lint",
    build: (s) =>
      s
        .user("run the linter and fix whatever it complains about")
        .bash("pnpm biome check src", "src/lib/log.ts:3:8 lint/correctness/noUnusedImports  × This import is unused.\nFound 1 error.", 1)
        .file("Edit", "src/lib/log.ts")
        .bash("pnpm biome check src", "Checked 118 files in 94ms. No fixes applied.")
        .assistant("Removed one unused import in `src/lib/log.ts`; biome is clean now.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b204-r2-limits",
    build: (s) =>
      s
        .user("uploads over like a hundred megs fail with a 413 what's going on")
        .bash("curl -s -o /dev/null -w '%{http_code}' -X PUT --data-binary @big.bin https://api.amem.dev/uploads", "413")
        .assistant(
          "Workers cap request bodies at 100 MB on our plan, so the Worker never sees bigger uploads. Large files need R2 multipart uploads with presigned part URLs so the client talks to R2 directly.",
        )
        .user(
          "oh right ok so basically the hundred mb request body limit is a hard platform thing we can't configure, good to know, and yeah multipart is the way then, we'll do multipart for anything over 50 mb",
        )
        .file("Write", "src/uploads/multipart.ts")
        .bash("pnpm test:unit test/uploads", " Test Files  3 passed (3)")
        .assistant("Added multipart upload creation and part signing for files over 50 MB.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["100 mb"] },
      { kind: "decision", keys: ["multipart", "50 mb"] },
    ],
  },
  {
    id: "b204-review-style",
    build: (s) =>
      s
        .user(
          "um can you like review my PR before I merge it, 418, and uh generally when you review stuff for me be blunt, don't pad it with compliments, just the problems in order of how bad they are",
        )
        .bash("gh pr diff 418 | head -20", "diff --git a/src/billing/seats.ts b/src/billing/seats.ts\n+  const seats = org.seats - 1\n+  if (seats < 0) return")
        .assistant("1. `seats.ts`: returning silently when seats go negative hides a bug; throw or log it. 2. No test for removing the last seat.")
        .user("fair ok I'll fix those")
        .stop(),
    planted: [{ kind: "instruction", keys: ["blunt"] }],
  },
  {
    id: "b204-gdpr-export-followup",
    build: (s) =>
      s
        .user("can you check whether the gdpr data export includes the audit log")
        .bash("grep -n 'audit' src/gdpr/export.ts", "")
        .assistant("It doesn't: `src/gdpr/export.ts` exports users, projects and uploads, but not `audit_log` rows.")
        .user(
          "ok that needs fixing but not today, um follow up: add audit log rows to the gdpr export before the kessler audit in january, and uh also the export zip has no readme which legal asked for, so that too",
        )
        .file("Edit", "TODO.md")
        .assistant("Added both to TODO.md.")
        .stop(),
    planted: [
      { kind: "task", keys: ["audit log", "gdpr"] },
      { kind: "task", keys: ["readme"] },
    ],
  },
  {
    id: "b204-preview-envs",
    build: (s) =>
      s
        .user("where do PR previews deploy to, I can never find them")
        .bash("grep -n 'preview' .github/workflows/preview.yml", "18:        run: wrangler versions upload --preview-alias pr-$PR_NUMBER")
        .assistant("Each PR gets a preview version aliased `pr-<number>`, so PR 418 is at `pr-418-edge.amem.workers.dev`.")
        .user("ok so previews are at pr dash number dash edge dot amem dot workers dot dev, and they hit the staging database not prod right, can you confirm")
        .bash("grep -n database_id wrangler.toml", '31:database_id = "9f1c…" # ame-staging (env.preview)\n44:database_id = "0be2…" # ame-prod (env.production)')
        .assistant("Confirmed: the preview env binds `ame-staging`, so previews use the staging database.")
        .stop(),
    planted: [{ kind: "fact", keys: ["preview", "staging"] }],
  },
  {
    id: "b204-email-provider",
    build: (s) =>
      s
        .user("the password reset emails are landing in spam for gmail users, what's up with that")
        .bash("dig +short txt amem.dev | grep spf", '"v=spf1 include:_spf.google.com ~all"')
        .assistant(
          "The SPF record only includes Google, but mail goes out through Resend, so Gmail fails SPF for our transactional mail. Adding `include:amazonses.com` (Resend sends via SES) fixes that.",
        )
        .user(
          "ugh ok so the dns for amem.dev is in cloudflare but like only Mei has access to that zone so I'll ask her, and um separate thing we're moving transactional mail to postmark anyway, I decided that yesterday, resend's deliverability has been bad all month",
        )
        .file("Write", "docs/ops/spf-change.md")
        .assistant("Wrote the SPF change for Mei in `docs/ops/spf-change.md`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mei", "dns"] },
      { kind: "decision", keys: ["postmark"] },
    ],
  },
  {
    id: "b204-sentry-errors",
    build: (s) =>
      s
        .user(
          "so um error tracking, we've got the highlight trial and the sentry trial both running and I've looked at both for like two weeks, uh sentry wins, the source maps upload actually works with rangler, so we go with sentry and kill the highlight trial",
        )
        .bash("grep -rn 'highlight' src package.json | wc -l", "6")
        .assistant("Six references to Highlight. I'll remove them and wire `@sentry/cloudflare` into the worker entry.")
        .file("Edit", "src/index.ts")
        .bash("pnpm remove @highlight-run/cloudflare && pnpm add @sentry/cloudflare", "- @highlight-run/cloudflare 2.1.0\n+ @sentry/cloudflare 9.4.0")
        .bash("pnpm test:unit", " Test Files  41 passed (41)")
        .assistant("Sentry is in, Highlight is gone, tests pass.")
        .user("great, um does sentry need the release name set somewhere or does it figure it out")
        .assistant("It reads `SENTRY_RELEASE`; the deploy workflow can set it to the commit SHA. I've added that to the workflow.")
        .stop(),
    planted: [{ kind: "decision", keys: ["sentry"] }],
  },
  {
    id: "b204-pagination",
    build: (s) =>
      s
        .user("the projects list endpoint returns everything at once, some orgs have like two thousand projects, we need pagination")
        .file("Read", "src/routes/v2/projects.ts")
        .assistant(
          "Two options: offset/limit, which is simple but skips or repeats rows when projects are added mid-scroll, or cursor-based on `(created_at, id)`, which is stable and uses the index. I'd do cursor-based and return `next_cursor`.",
        )
        .user("yeah cursor based sounds right do that, and same thing for every list endpoint we add after this ok")
        .file("Edit", "src/routes/v2/projects.ts")
        .bash("pnpm test:unit test/routes/v2", " ✓ test/routes/v2/projects.test.ts (9 tests) 33ms")
        .assistant("`/v2/projects` now takes `cursor` and `limit` (max 100) and returns `next_cursor`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "instruction", keys: ["list endpoint"] },
    ],
  },
  {
    id: "b204-webhook-retries-superseded",
    build: (s) =>
      s
        .user("ok outgoing webhooks to customers need retries, um just do three retries with like a fixed ten second delay, nothing fancy")
        .file("Edit", "src/webhooks/deliver.ts")
        .bash("pnpm test:unit test/webhooks/deliver.test.ts", " ✓ test/webhooks/deliver.test.ts (4 tests) 19ms")
        .assistant("Deliveries now retry three times, ten seconds apart.")
        .user(
          "hmm wait actually I just remembered what happened with the Kessler endpoint last time, it was down for like twenty minutes, fixed delay won't cut it, change of plan, exponential backoff starting at thirty seconds, up to six attempts",
        )
        .file("Edit", "src/webhooks/deliver.ts")
        .bash("pnpm test:unit test/webhooks/deliver.test.ts", " ✓ test/webhooks/deliver.test.ts (5 tests) 21ms")
        .assistant("Switched to exponential backoff: 30 s, 60 s, 2 min, 4 min, 8 min, 16 min, six attempts in all.")
        .stop(),
    planted: [{ kind: "decision", keys: ["exponential"] }],
  },
  {
    id: "b204-empty-quoted-log",
    build: (s) =>
      s
        .user("what's this warning in the rangler deploy output I keep seeing")
        .bash(
          "wrangler deploy --dry-run 2>&1 | grep -i warn",
          "▲ [WARNING] The compatibility_date is more than a year old. You must always set a recent date to get new runtime features. TODO(wrangler): this will become an error.",
        )
        .assistant(
          "Wrangler warns that `compatibility_date` (2025-06-01) is over a year old. Bumping it can change runtime behaviour, so it's worth a test run first.",
        )
        .user("um is it dangerous to just bump it")
        .assistant("Usually not, but a few flags flip between dates. I'd read the changelog for the dates in between before bumping.")
        .user("ok not now then, just wanted to know what it was")
        .stop(),
    planted: [],
  },
  {
    id: "b204-cold-start-moment",
    build: (s) =>
      s
        .user(
          "the api cold starts are like 400 milliseconds I feel like it used to be way faster, is it the bundle size or what, I have a feeling it's the sentry thing we just added",
        )
        .bash("pnpm wrangler deploy --dry-run --outdir dist && ls -la dist/index.js", "-rw-r--r-- 1 dev dev 2871042 Nov  7 10:12 dist/index.js")
        .bash(
          "npx esbuild-visualizer --metadata dist/meta.json --template list | head -4",
          "moment-timezone/data/packed/latest.json  1.61 MB\n@sentry/core  212 KB\nhono  58 KB\nzod  57 KB",
        )
        .assistant(
          "It's not Sentry: moment-timezone's bundled time zone data is 1.6 MB of the 2.8 MB bundle. Removing it locally brings the cold start down to about 90 ms, so that's the cause.",
        )
        .user(
          "wow ok so the whole cold start problem is moment timezone's data, that's confirmed then, um next sprint we need to rip moment out and use date-fns or just Intl, put that down, not now",
        )
        .file("Edit", "TODO.md")
        .assistant("Added the moment-timezone replacement to TODO.md.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["moment", "cold start"] },
      { kind: "task", keys: ["date-fns"] },
    ],
  },
  {
    id: "b204-generated-client",
    build: (s) =>
      s
        .user("the typescript client has the old field name for projects can you fix it")
        .bash(
          "grep -rn 'projectName' src/gen/client.ts | head -2",
          "src/gen/client.ts:88:  projectName: string;\nsrc/gen/client.ts:214:  projectName?: string;",
        )
        .assistant("I'll edit `src/gen/client.ts` to use `name`.")
        .user(
          "no don't edit that, so everything under src slash gen is generated from the open api spec, you change openapi.yaml and run pnpm gen, hand edits in there get blown away, um keep that in mind from now on",
        )
        .file("Edit", "openapi.yaml")
        .bash("pnpm gen && git diff --stat src/gen", " src/gen/client.ts | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)")
        .assistant("Renamed the field in `openapi.yaml` and regenerated; `src/gen/client.ts` now has `name`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pnpm gen"] }],
  },
  {
    id: "b204-migrations-rules-and-size",
    build: (s) =>
      s
        .user("so I need a column for the billing email on orgs can you write the migration")
        .bash("ls migrations | tail -2", "0031_flag_new_dashboard.sql\n0032_events_org_created.sql")
        .file("Write", "migrations/0033_orgs_billing_email.sql")
        .assistant("Added `0033_orgs_billing_email.sql`. I also noticed 0032 has a typo in a comment; I can fix it in place.")
        .user(
          "no um never edit a migration that's already been applied, even comments, the checksums get weird, if something's wrong you write a new migration, that's like a hard rule",
        )
        .bash("wrangler d1 migrations apply ame-staging --remote", "✅ 0033_orgs_billing_email.sql")
        .bash("wrangler d1 info ame-prod | grep size", "│ database_size │ 7.4 GB │")
        .assistant("0033 applied to staging. Side note: the prod database is 7.4 GB.")
        .user(
          "yeah and the d1 max is 10 gb per database so we're getting close, um, that's the number to keep in mind, we need a plan for sharding by org before we hit it, that's a q1 thing",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["migration", "applied"] },
      { kind: "fact", keys: ["10 gb"] },
      { kind: "task", keys: ["sharding"] },
    ],
  },
  {
    id: "b204-empty-proposal-declined",
    build: (s) =>
      s
        .user("the api responses feel kinda slow from europe, any ideas")
        .bash("curl -s -o /dev/null -w '%{time_total}\\n' https://api.amem.dev/v2/projects", "0.412")
        .assistant(
          "Most of the 412 ms is the D1 round trip to the primary. We could turn on D1 read replication with the Sessions API, or cache the projects list in KV for 30 s.",
        )
        .user("hmm the kv cache thing, no, I don't want stale project lists, and replicas, eh, maybe later, I don't know")
        .assistant("OK, leaving it as it is for now.")
        .user("yeah")
        .stop(),
    planted: [],
  },
  {
    id: "b204-small-prs-phone",
    build: (s) =>
      s
        .user(
          "ok so two things about how I like to work with you, um first keep PRs small like under 400 lines of diff if it's bigger split it, and second when you summarize stuff for me keep it to like three bullets max because I'm reading on my phone half the time, ok now, can you split the sentry PR it's huge",
        )
        .bash("gh pr diff 421 --name-only | wc -l && gh pr view 421 --json additions,deletions", '23\n{"additions":812,"deletions":140}')
        .assistant("PR #421 is 952 lines over 23 files. I'll split it into the SDK setup, the Highlight removal and the workflow change.")
        .bash(
          "gh pr create --fill --head agent/chore/sentry-sdk && gh pr create --fill --head agent/chore/remove-highlight",
          "https://github.com/amem/edge/pull/424\nhttps://github.com/amem/edge/pull/425",
        )
        .assistant("- #424: Sentry SDK (310 lines)\n- #425: Highlight removal (280 lines)\n- #421 now only has the workflow change")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["400 lines"] },
      { kind: "instruction", keys: ["three bullets"] },
    ],
  },
  {
    id: "b204-mobile-pinned",
    build: (s) =>
      s
        .user("so how much traffic is still on the v1 api can we turn it off early or is that a dumb idea")
        .bash(
          "wrangler analytics query --sql \"select blob2 as ua, count() from api group by ua where blob1 like '/v1/%' order by 2 desc limit 3\"",
          "ua                    count\nAmemMobile/3.2 (iOS)  81230\nAmemMobile/3.2 (And)  40112\namem-cli/1.9          2210",
        )
        .assistant("Almost all v1 traffic is the mobile app (about 121k requests a day); the CLI is only 2.2k.")
        .user(
          "oh damn right the mobile app is hard pinned to v1, Alex never updated the api client in there, so no we can't turn it off early, uh and follow up, get Alex to move the mobile app onto v2 before the march cutoff",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["mobile", "v1"] },
      { kind: "task", keys: ["alex", "v2"] },
    ],
  },
  {
    id: "b204-apple-cert",
    build: (s) =>
      s
        .user("push notifications to ios are failing since this morning what's going on")
        .bash("wrangler tail push --format pretty | head -2", 'POST https://api.push.apple.com/3/device/… 403 {"reason":"InvalidProviderToken"}')
        .assistant(
          "APNs rejects the provider token. The `.p8` key in `APNS_KEY` was revoked yesterday per the Apple developer portal email; a new key needs to be created and uploaded.",
        )
        .user("ugh ok I made a new key, here it is in doppler as APNS_KEY_2026, switch to it")
        .file("Edit", "workers/push/src/apns.ts")
        .bash("doppler run -- wrangler deploy -c workers/push/wrangler.toml", "Deployed push triggers (1.21 sec)")
        .assistant("The push worker now uses `APNS_KEY_2026`; a test notification went through.")
        .user("thank god, um remind me to renew the apple developer membership before december twelfth or this whole thing breaks again")
        .stop(),
    planted: [{ kind: "task", keys: ["apple", "membership"] }],
  },
  {
    id: "b204-presence-load-test",
    build: (s) =>
      s
        .user("is the presence durable object thing actually working, can you like poke it")
        .bash("node scripts/ws-smoke.mjs --doc demo --clients 5", "5/5 connected\npresence broadcast received by 5/5 in 38ms")
        .assistant("Five clients connected to one document and all got the presence broadcast in 38 ms.")
        .user(
          "nice, um, I think it'll fall over with like 200 people in one doc but I honestly don't know, we should do a proper load test on it before the launch, add that, and the doc room class, I think it's fine, ship it",
        )
        .bash("gh pr merge 419 --squash", "✓ Squashed and merged pull request #419")
        .assistant("Merged #419.")
        .stop(),
    planted: [{ kind: "task", keys: ["load test"] }],
  },
  {
    id: "b204-fx-rates",
    build: (s) =>
      s
        .user("the currency conversion on invoices showed zero for a bunch of EUR invoices yesterday")
        .bash(
          "wrangler tail --format pretty | grep openexchangerates | tail -2",
          'GET https://openexchangerates.org/api/latest.json 429 {"message":"too_many_requests"}',
        )
        .assistant(
          "openexchangerates returned 429, and our code turns a failed lookup into a rate of 0. We're on their free plan: 1,000 requests a month, and we fetch the rate for every invoice.",
        )
        .user(
          "oh so the free plan is a thousand calls a month and we blew through it, ok that's the deal with openexchangerates then, um cache the rate for an hour in kv and throw instead of using zero",
        )
        .file("Edit", "src/billing/fx.ts")
        .bash("pnpm test:unit test/billing/fx.test.ts", " ✓ test/billing/fx.test.ts (6 tests) 17ms")
        .assistant("Rates are cached for an hour, and a failed lookup now throws.")
        .stop(),
    planted: [{ kind: "fact", keys: ["openexchangerates", "month"] }],
  },
  {
    id: "b204-cli-repo",
    build: (s) =>
      s
        .user(
          "Dev keeps asking if we should pull the cli into this monorepo, um, I thought about it and no, the cli stays in its own repo, different release cadence, so tell him that if it comes up, can you just bump the cli's api client version in package.json here for the shared types",
        )
        .file("Edit", "packages/types/package.json")
        .bash("pnpm -r build", "packages/types build: Done in 2.1s")
        .assistant("Bumped `@amem/types` to 1.4.0 and rebuilt.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cli", "own repo"] }],
  },
  {
    id: "b204-d1-restore-runbook",
    build: (s) =>
      s
        .user("um if someone drops a table in prod how would we get it back")
        .bash("wrangler d1 time-travel info ame-prod", "🚧 Time Travel is available for the last 30 days\nCurrent bookmark: 0000a1f2-00000042-…")
        .assistant(
          "D1 Time Travel can restore the whole database to any minute in the last 30 days with `wrangler d1 time-travel restore`. It restores everything, not one table.",
        )
        .user(
          "ok good so thirty days of time travel on d1, uh nobody knows that though, at some point write up a runbook for restoring d1 with time travel in docs ops, not today",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["time travel", "30 days"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
];

export const BLIND204 = plantedSet(BLIND204_SESSIONS, Date.UTC(2026, 10, 7, 9));
