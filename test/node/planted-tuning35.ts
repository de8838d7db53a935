/**
 * A planted set for the offline long-term-memory extractor: messages that state several items
 * at once. A user paragraph or list carries three to five items of different kinds (a decision,
 * a rule, a fact, a todo) mixed with things already done in the same session (not items), and
 * assistants recap agreed points in lists; written in the voice of Copilot CLI and OpenCode
 * sessions. Training set for the sentence classifier (written without reading the extractor).
 * Each session is one segment; the items planted in it are listed with it. Every other message
 * must give nothing: questions, hypotheses, proposals rejected or never confirmed, withdrawn
 * ideas, unconfirmed guesses, quoted code, logs and tool output (with words like "always",
 * "never", "TODO"), chit-chat, in-session requests done in the same session, and decisions a
 * later message replaces (only the later one is planted).
 *
 * Matching rule (the blind sets' rule, test/node/planted-blind.ts):
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

const START = Date.UTC(2026, 10, 9, 9);

export const TUNING35_SESSIONS: BlindSession[] = [
  {
    id: "t35-01-standup-notes",
    planted: [
      { kind: "decision", keys: ["fastify"] },
      { kind: "instruction", keys: ["conventional"] },
      { kind: "fact", keys: ["8443"] },
      { kind: "task", keys: ["health"] },
    ],
    build: (s) =>
      s
        .user(
          "few things from standup, keep them in mind:\n1. we picked Fastify over Express for the new gateway, Marco signed off on it\n2. PR titles follow conventional commits (`feat:`, `fix:`, `chore:`), CI lints them\n3. the gateway listens on 8443 in every env, dev included\n4. somebody still has to port the health checks over from the old express app\nalso I already renamed the package to @acme/gateway on this branch",
        )
        .bash("grep '\"name\"' package.json", '  "name": "@acme/gateway",')
        .assistant("Got it. package.json already says `@acme/gateway`, so the rename is in. Anything you want me to start on now?")
        .user("no that's all for now")
        .stop(),
  },
  {
    id: "t35-02-upload-recap",
    planted: [
      { kind: "decision", keys: ["r2"] },
      { kind: "instruction", keys: ["handler", "mb"] },
      { kind: "task", keys: ["virus"] },
    ],
    build: (s) =>
      s
        .user("can you sum up what we agreed on for the upload service before I close this")
        .bash(
          "git log --oneline -4",
          "a91c2e0 uploads: parse multipart with busboy\n77b10fd uploads: tests for size cap\n3e0d9aa uploads: r2 binding\nf10b2c4 wip",
        )
        .assistant(
          "Here's where we landed:\n- **Storage**: uploads go to R2, not S3. We decided that after looking at the egress numbers.\n- **Size cap**: every upload handler rejects files over 25 MB before reading the body, no exceptions.\n- **Still open**: virus scanning of uploaded files isn't wired up yet; you wanted to do it next week.\n- Done today: multipart parsing moved to `busboy`, tests green.",
        )
        .user("perfect, ty")
        .stop(),
  },
  {
    id: "t35-03-hanging-tests",
    planted: [],
    build: (s) =>
      s
        .user("why does `pnpm test` hang on CI but not locally??")
        .bash(
          "pnpm vitest run --reporter=hanging-process 2>&1 | tail -6",
          "close timed out after 10000ms\nTests closed successfully but something prevents Vite server from exiting\nThere are 1 handle(s) keeping the process running\n# Timeout\nsrc/cache/redis.ts:14  // TODO: close client on shutdown",
        )
        .assistant(
          "Probably the Redis client in `src/cache/redis.ts`: nothing closes it after the suite, and the reporter points at that line. I'll add an `afterAll` that quits it.",
        )
        .file("Edit", "test/setup.ts")
        .bash("pnpm vitest run 2>&1 | tail -2", " Test Files  41 passed (41)\n      Tests  388 passed (388)")
        .assistant("Done: the suite exits now, 388 passed.")
        .stop(),
  },
  {
    id: "t35-04-billing-context",
    planted: [
      { kind: "instruction", keys: ["invoices", "review"] },
      { kind: "decision", keys: ["hard", "delete"] },
      { kind: "fact", keys: ["stripe", "webhook"] },
    ],
    build: (s) =>
      s
        .user(
          "Ok so some context for the next few weeks. The billing team owns the `invoices` table now, so any migration that touches it needs their review before merge. We decided yesterday to drop the soft-delete column and do hard deletes with an audit row instead. Stripe webhooks arrive at /hooks/stripe through the cloudflare tunnel, in case you wonder where they come from. Right now just fix the flaky date test please, that's today's job.",
        )
        .bash(
          "pnpm vitest run test/dates.test.ts 2>&1 | tail -3",
          "FAIL test/dates.test.ts > formats last day of month\nExpected: '2026-11-30'\nReceived: '2026-12-01'",
          1,
        )
        .file("Edit", "test/dates.test.ts")
        .bash("pnpm vitest run test/dates.test.ts 2>&1 | tail -1", "      Tests  9 passed (9)")
        .assistant("Fixed: the test built its date in local time and crossed midnight in UTC. It uses a fixed UTC date now, 9/9 pass.")
        .stop(),
  },
  {
    id: "t35-05-flags-superseded",
    planted: [
      { kind: "decision", keys: ["flags", "postgres"] },
      { kind: "task", keys: ["ld-client"] },
    ],
    build: (s) =>
      s
        .user("let's keep the feature flags in LaunchDarkly, it's what the web app uses")
        .bash("grep -rn 'ldClient' src | wc -l", "23")
        .assistant("There are 23 call sites going through `src/flags/ld-client.ts`. I'll wire the new checkout flag through that too.")
        .user(
          "wait, scratch that. the LD contract isn't getting renewed. feature flags go into a `flags` table in postgres, decided with Priya just now. TODO for whoever gets to it: delete the ld-client wrapper once nothing imports it anymore",
        )
        .file("Write", "src/flags/db-flags.ts")
        .assistant("Switched: the checkout flag reads from the `flags` table via `db-flags.ts`. The LD wrapper is still there for the other 23 call sites.")
        .stop(),
  },
  {
    id: "t35-06-review-rules-recap",
    planted: [
      { kind: "instruction", keys: ["jsdoc"] },
      { kind: "instruction", keys: ["default", "exports"] },
      { kind: "instruction", keys: ["snapshot"] },
    ],
    build: (s) =>
      s
        .user("what were the review rules again? list them")
        .file("Read", "CONTRIBUTING.md")
        .assistant(
          "From CONTRIBUTING.md and what you told me last week:\n1. Every exported function gets at least a one-line JSDoc comment.\n2. No default exports anywhere under `src/`, named exports only.\n3. Snapshot tests are not allowed for API responses; assert the fields you care about.",
        )
        .user("yep that's all of them")
        .stop(),
  },
  {
    id: "t35-07-bun-chat",
    planted: [],
    build: (s) =>
      s
        .user("random thought, should we move to bun?")
        .bash("bun --version", "bash: bun: command not found", 127)
        .assistant(
          "It isn't installed here. It could cut install time a lot; one option would be to try bun only for the scripts and keep node for the server.",
        )
        .user("nah, not now. not worth the churn this quarter")
        .assistant("Fair enough.")
        .stop(),
  },
  {
    id: "t35-08-mobile-list",
    planted: [
      { kind: "instruction", keys: ["react-native"] },
      { kind: "fact", keys: ["hetzner"] },
      { kind: "task", keys: ["team_invites"] },
    ],
    build: (s) =>
      s
        .user(
          "before you go on:\n- the mobile app pins react-native 0.74, don't bump it, the camera lib breaks on 0.75\n- api.acme.dev sits behind cloudflare, the origin is the hetzner box fsn1-web-2\n- at some point I need you to write the migration for `team_invites` expiry, not today though\n- I fixed the lockfile already, ignore that diff",
        )
        .bash("grep react-native apps/mobile/package.json", '    "react-native": "0.74.5",')
        .assistant("Noted. `apps/mobile` is on 0.74.5, I won't touch it.")
        .stop(),
  },
  {
    id: "t35-09-sitemap-options",
    planted: [{ kind: "decision", keys: ["sitemap", "kv"] }],
    build: (s) =>
      s
        .user("the sitemap route takes 4s, how do we speed it up")
        .bash("curl -s -o /dev/null -w '%{time_total}' localhost:8787/sitemap.xml", "4.118")
        .assistant(
          "Two ways: (1) cache it per isolate in memory, which resets on every deploy, or (2) put the rendered sitemap in KV with a 1h TTL and rebuild on miss.",
        )
        .user("option 2, but make the ttl 6h, 1h is pointless for us")
        .file("Edit", "src/routes/sitemap.ts")
        .assistant("Agreed and done: the sitemap is cached in KV with a 6h TTL, rebuilt on a miss. Second request comes back in 40 ms.")
        .stop(),
  },
  {
    id: "t35-10-rename-var",
    planted: [],
    build: (s) =>
      s
        .user("rename `cfg` to `settings` in src/boot.ts, it's confusing\n```ts\n// never mutate this after boot\nexport const cfg = loadConfig();\n```")
        .file("Edit", "src/boot.ts")
        .bash("pnpm tsc --noEmit", "")
        .assistant("Done, renamed in boot.ts and the 6 files that import it. Typecheck is clean.")
        .stop(),
  },
  {
    id: "t35-11-housekeeping-paragraph",
    planted: [
      { kind: "fact", keys: ["axiom"] },
      { kind: "decision", keys: ["zod"] },
      { kind: "instruction", keys: ["lint"] },
      { kind: "task", keys: ["timezone"] },
    ],
    build: (s) =>
      s
        .user(
          "Some housekeeping. Logs go to Axiom, dataset `prod-api`, that's where to look when something is on fire. We're standardising on zod for every env parse, no more hand-rolled checks, that was agreed in the arch sync. Please always run `pnpm lint --fix` before you hand anything back to me. And the dashboard timezone bug is still open, I'd like it sorted before the Q3 demo.",
        )
        .bash("pnpm lint --fix 2>&1 | tail -1", "✔ No problems found")
        .assistant("Understood. Lint is clean on the current branch.")
        .stop(),
  },
  {
    id: "t35-12-retries-guess",
    planted: [
      { kind: "fact", keys: ["retries"] },
      { kind: "instruction", keys: ["wrangler.toml"] },
    ],
    build: (s) =>
      s
        .user("how often does the email consumer retry a failed message?")
        .assistant("I think it retries 5 times by default, but I haven't checked the config.")
        .bash("grep -n retries wrangler.toml", "41:max_retries = 3")
        .user("it's 3 retries, set in wrangler.toml like you see. and from now on don't change wrangler.toml without asking me first")
        .assistant("Right, 3. I'll leave wrangler.toml alone unless you say so.")
        .stop(),
  },
  {
    id: "t35-13-log-explain",
    planted: [],
    build: (s) =>
      s
        .user("what is this warning in the worker log")
        .bash(
          "tail -4 logs/worker.log",
          "WARN queue: callback should never be called twice (msg 8812)\nWARN queue: callback should never be called twice (msg 8813)\nINFO always-on heartbeat ok\n// TODO(alex): remove legacy ack path",
        )
        .assistant(
          "That's the queue library complaining that an ack ran twice for the same message, which happens when the legacy ack path and the new one both fire. Harmless for now, it just logs.",
        )
        .user("ok thanks")
        .stop(),
  },
  {
    id: "t35-14-notes-for-tomorrow",
    planted: [
      { kind: "decision", keys: ["playwright"] },
      { kind: "instruction", keys: ["nightly"] },
      { kind: "fact", keys: ["acme-e2e"] },
      { kind: "task", keys: ["login", "fixture"] },
    ],
    build: (s) =>
      s
        .user(
          "notes for tomorrow-me:\n* going with Playwright for e2e, Cypress is out\n* e2e runs only in the nightly workflow, never on PRs\n* the test tenant is `acme-e2e`, password is in 1password under 'E2E tenant'\n* write the login fixture\n* (done) deleted the cypress folder",
        )
        .bash(
          "git rm -r --quiet cypress && git status --short | head -3",
          "D  cypress/e2e/login.cy.ts\nD  cypress/e2e/signup.cy.ts\nD  cypress/support/commands.ts",
        )
        .assistant("Cypress folder is gone from the index. Nothing else touched.")
        .stop(),
  },
  {
    id: "t35-15-shard-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("maybe we should shard the test suite by folder... actually no, forget it, it's fast enough. just bump the timeout on the slow pdf test to 10s")
        .file("Edit", "test/pdf.test.ts")
        .bash("pnpm vitest run test/pdf.test.ts 2>&1 | tail -1", "      Tests  4 passed (4)")
        .assistant("Bumped to 10 s for that one test, 4/4 pass.")
        .stop(),
  },
  {
    id: "t35-16-session-recap",
    planted: [
      { kind: "decision", keys: ["opaque"] },
      { kind: "fact", keys: ["cookie"] },
      { kind: "instruction", keys: ["revoke"] },
      { kind: "task", keys: ["everywhere"] },
    ],
    build: (s) =>
      s
        .user("recap pls, then I'll review")
        .file("Write", "src/auth/session.ts")
        .bash("pnpm vitest run test/auth 2>&1 | tail -1", "      Tests  17 passed (17)")
        .assistant(
          'Agreed in this thread:\n- Browser sessions use opaque ids stored in Redis; no JWTs for them.\n- The session cookie is `__Host-sid`, `SameSite=Lax`, `Secure`.\n- Logout must revoke the session server-side; clearing the cookie alone isn\'t enough.\n\nLeft for later: the admin "log out everywhere" button.\n\nDone here: `session.ts` store plus tests (17 pass).',
        )
        .stop(),
  },
  {
    id: "t35-17-rss-curious",
    planted: [],
    build: (s) =>
      s
        .user("why is RSS on the api pod climbing all day?")
        .bash("kubectl top pod -l app=api", "NAME                  CPU(cores)   MEMORY(bytes)\napi-7c9d8-x2k4p       112m         1412Mi")
        .assistant("Could be the LRU cache without a max size, or the pino transport buffering. I can't tell from one snapshot; a heap dump would say.")
        .user("ok leave it, I was just curious")
        .stop(),
  },
  {
    id: "t35-18-payments-go",
    planted: [
      { kind: "fact", keys: ["payments"] },
      { kind: "decision", keys: ["rewrite"] },
      { kind: "task", keys: ["1.23"] },
    ],
    build: (s) =>
      s
        .bash("go version", "go version go1.21.6 linux/amd64")
        .user(
          "ok done with the refactor. for the record: the payments service is Go, everything else is TS. we agreed to keep it that way, no rewrite into TS. next sprint someone has to upgrade it to go 1.23 though. I merged the proto changes myself already",
        )
        .assistant("Noted. The box here still has go1.21.6, for what it's worth.")
        .stop(),
  },
  {
    id: "t35-19-migrate-local",
    planted: [],
    build: (s) =>
      s
        .user("run the migrations locally and tell me if anything fails")
        .bash(
          "pnpm db:migrate 2>&1 | tail -3",
          "applying 0013_team_invites.sql ... ok\napplying 0014_flags.sql ... ok\n14 migrations, 2 never applied before, 0 failed",
        )
        .assistant("All 14 applied, two of them for the first time, nothing failed.")
        .stop(),
  },
  {
    id: "t35-20-docs-rules",
    planted: [
      { kind: "instruction", keys: ["h1"] },
      { kind: "instruction", keys: ["language"] },
      { kind: "instruction", keys: ["screenshots"] },
      { kind: "decision", keys: ["docusaurus"] },
    ],
    build: (s) =>
      s
        .bash("ls docs | head", "api.md\ngetting-started.md\nimg\nops.md")
        .user(
          "Rules for the docs folder, apply them from now on:\n- one H1 per page\n- code blocks always carry a language tag\n- screenshots go in docs/img and stay under 200kb\nAlso we settled on Docusaurus for the site, not VitePress.",
        )
        .assistant("Understood. Should I scaffold the Docusaurus config now?")
        .user("not yet")
        .stop(),
  },
  {
    id: "t35-21-audit-retention",
    planted: [
      { kind: "decision", keys: ["audit", "400"] },
      { kind: "task", keys: ["bucket"] },
    ],
    build: (s) =>
      s
        .user("keep audit logs for 30 days")
        .assistant("I'll set the audit log retention to 30 days in the lifecycle rule.")
        .file("Edit", "infra/s3-lifecycle.json")
        .user("update: legal came back. audit logs are kept 400 days, that's final. someone still has to tell ops to resize the archive bucket")
        .file("Edit", "infra/s3-lifecycle.json")
        .assistant("Changed to 400 days. The archive bucket size is ops' side, so I left it.")
        .stop(),
  },
  {
    id: "t35-22-signoff",
    planted: [],
    build: (s) => s.user("good work today, heading off").bash("git status --short", "").assistant("Thanks! Tree is clean, see you tomorrow.").stop(),
  },
  {
    id: "t35-23-repo-facts",
    planted: [
      { kind: "fact", keys: ["prod"] },
      { kind: "fact", keys: ["stg"] },
      { kind: "fact", keys: ["codeowners"] },
      { kind: "instruction", keys: ["force-push"] },
    ],
    build: (s) =>
      s
        .bash("cat .github/CODEOWNERS", "/infra/ @lee @dana\n* @acme/web")
        .user(
          "couple of facts you should know about this repo:\n- `main` deploys to prod automatically through GH Actions\n- staging is the `stg` branch, also automatic\n- CODEOWNERS for /infra is just me and Dana\nand please don't force-push to stg anymore, it broke Dana's preview yesterday",
        )
        .assistant("Got it, no force-push to `stg`.")
        .stop(),
  },
  {
    id: "t35-24-retry-proposal",
    planted: [],
    build: (s) =>
      s
        .bash("grep -rn 'await fetch(' src | wc -l", "58")
        .assistant("There are 58 bare `fetch` calls. Should I wrap all of them in a retry helper with backoff?")
        .user("no, not now")
        .stop(),
  },
  {
    id: "t35-25-search-decisions",
    planted: [
      { kind: "decision", keys: ["tsvector"] },
      { kind: "instruction", keys: ["cursor"] },
      { kind: "fact", keys: ["rebuild"] },
      { kind: "task", keys: ["pg_trgm"] },
    ],
    build: (s) =>
      s
        .file("Read", "src/jobs/cron.ts")
        .assistant(
          "Summary of the search decisions:\n1. Search uses Postgres full-text (`tsvector`), no Elasticsearch.\n2. Results paginate by cursor, never by offset, on every list endpoint.\n3. The index rebuild already runs nightly at 03:00 UTC, it's in `cron.ts`.\nOpen: typo-tolerant ranking; you said you'd look at pg_trgm later.",
        )
        .user("correct, all of it")
        .stop(),
  },
  {
    id: "t35-26-satisfies-question",
    planted: [],
    build: (s) =>
      s
        .user("what's the difference between `satisfies` and `as` again?")
        .bash("pnpm tsc --version", "Version 5.6.3")
        .assistant(
          "`as` tells the compiler to trust you, even if the value doesn't fit. `satisfies` checks the value against the type but keeps the narrower inferred type:\n```ts\nconst a = { port: 8080 } satisfies Config; // a.port: number, checked\nconst b = {} as Config; // compiles, always unsafe\n```",
        )
        .stop(),
  },
  {
    id: "t35-27-infra-call",
    planted: [
      { kind: "decision", keys: ["dns"] },
      { kind: "fact", keys: ["tfstate"] },
      { kind: "task", keys: ["cf-terraforming"] },
    ],
    build: (s) =>
      s
        .user(
          "decision log from the infra call:\n- we move DNS from Route53 to Cloudflare, done deal\n- terraform state stays in the S3 bucket `acme-tfstate`, not moving it\n- todo: import the existing records with cf-terraforming, I'll assign it later\nfor this session just fix the plan error pls",
        )
        .bash("terraform plan 2>&1 | tail -2", 'Error: Unsupported argument\n  on dns.tf line 12: An argument named "proxied" is not expected here.', 1)
        .file("Edit", "infra/dns.tf")
        .bash("terraform plan 2>&1 | tail -1", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .assistant("Plan error fixed: `proxied` belonged on the record, not the zone. Plan shows 1 change.")
        .stop(),
  },
  {
    id: "t35-28-json-flag",
    planted: [],
    build: (s) =>
      s
        .user("add a `--json` flag to `acme status`")
        .file("Edit", "cli/status.ts")
        .bash("pnpm acme status --json", '{"api":"ok","worker":"ok","queue_depth":3}')
        .assistant("Added. `--json` prints one object; the default output is unchanged.")
        .user("hmm, maybe json should be the default? let me think about it")
        .stop(),
  },
  {
    id: "t35-29-small-stuff",
    planted: [
      { kind: "instruction", keys: ["early"] },
      { kind: "decision", keys: ["cents"] },
      { kind: "fact", keys: ["legacy"] },
    ],
    build: (s) =>
      s
        .bash('grep -rln "from \'../legacy" src | wc -l', "0")
        .user(
          "Small stuff. I prefer early returns over nested ifs, keep that in mind for every review you do for me. We agreed with the mobile folks that the API returns money as integer cents, never floats. And the `legacy/` folder is dead code, nothing imports it (you just saw the 0), so ignore it when searching.",
        )
        .assistant("Noted on all three.")
        .stop(),
  },
  {
    id: "t35-30-traces-superseded",
    planted: [
      { kind: "decision", keys: ["honeycomb"] },
      { kind: "task", keys: ["secrets"] },
    ],
    build: (s) =>
      s
        .user("let's send traces to sentry too, one vendor is simpler")
        .bash("grep -n SENTRY_DSN .env.example", "4:SENTRY_DSN=")
        .assistant("Sentry is already set up for errors, so adding the tracing integration is a few lines.")
        .user(
          "no wait, talked to Dana. traces go to Honeycomb, Sentry stays for errors only. decided. the honeycomb api key still needs to go into the staging secrets, remind whoever does the next deploy",
        )
        .file("Edit", "src/telemetry.ts")
        .assistant("Switched the exporter to Honeycomb. Sentry keeps the error reporting.")
        .stop(),
  },
  {
    id: "t35-31-pool-review",
    planted: [],
    build: (s) =>
      s
        .user(
          "is this right?\n```ts\n// ALWAYS call release() - never leave the pool checked out\nconst c = await pool.connect();\nconst r = await c.query(sql);\nc.release();\n```",
        )
        .assistant("If `query` throws, `release()` never runs and the client leaks. It should be in a `finally`. Want me to fix it in `src/db/run.ts`?")
        .user("yes")
        .file("Edit", "src/db/run.ts")
        .assistant("Done, release is in a `finally` now.")
        .stop(),
  },
  {
    id: "t35-32-terse-facts",
    planted: [
      { kind: "fact", keys: ["lambdas"] },
      { kind: "fact", keys: ["purge"] },
      { kind: "task", keys: ["lambdas", "22"] },
      { kind: "instruction", keys: ["bodies"] },
    ],
    build: (s) =>
      s
        .bash("aws lambda list-functions --query 'Functions[].Runtime' --output text", "nodejs20.x\tnodejs20.x\tnodejs20.x")
        .user(
          "k. facts:\n- node 20 on the lambdas, 22 locally\n- a cdn cache purge takes ~90s to propagate\ntodo: upgrade the lambdas to node 22 (after reinvent)\nrule: never log request bodies, PII",
        )
        .assistant("ok")
        .stop(),
  },
  {
    id: "t35-33-502-guess",
    planted: [],
    build: (s) =>
      s
        .user("seeing 502s on long exports again")
        .bash("curl -s -o /dev/null -w '%{http_code} %{time_total}' https://api.acme.dev/v1/export?range=year", "502 60.04")
        .assistant("It fails at exactly 60 s, so my guess is the load balancer idle timeout. I haven't confirmed that, I don't have access to the LB config.")
        .user("could be. not today")
        .stop(),
  },
  {
    id: "t35-34-importer-ticket",
    planted: [
      { kind: "decision", keys: ["papaparse"] },
      { kind: "instruction", keys: ["import_errors"] },
      { kind: "fact", keys: ["northwind"] },
      { kind: "task", keys: ["progress"] },
    ],
    build: (s) =>
      s
        .user("write down what we agreed so I can paste it into the ticket")
        .file("Read", "src/import/csv.ts")
        .assistant(
          "- Decided: the importer reads CSV with `papaparse` in streaming mode.\n- Rule: rows that fail validation go to `import_errors`, never silently dropped.\n- Fact: the biggest customer file is about 1.2M rows (Northwind).\n- To do: a progress bar in the UI, after the backend lands.",
        )
        .user("👍")
        .stop(),
  },
  {
    id: "t35-35-imports-cleanup",
    planted: [],
    build: (s) =>
      s
        .user("can you clean up the imports in src/api?")
        .bash("pnpm eslint src/api --fix --rule 'no-unused-vars: error' 2>&1 | tail -1", "✔ 14 problems fixed")
        .assistant("Done:\n- removed 14 unused imports\n- sorted the rest\n- nothing else changed")
        .stop(),
  },
  {
    id: "t35-36-monorepo-plan",
    planted: [
      { kind: "decision", keys: ["monorepo"] },
      { kind: "instruction", keys: ["packages"] },
      { kind: "fact", keys: ["router"] },
      { kind: "task", keys: ["codemod"] },
    ],
    build: (s) =>
      s
        .bash("ls", "admin\nweb\npackage.json\npnpm-lock.yaml")
        .user(
          "ok so teh plan: we're going monorepo, web and admin move under apps/ this month. dont put anything shared in apps/*, shared code lives in packages/ only. fyi admin still runs on the next 13 pages router. and eventually I need a codemod for the import paths",
        )
        .assistant("Makes sense. When you want the move done, I can do it with `git mv` so history follows.")
        .stop(),
  },
  {
    id: "t35-37-husky-rejected",
    planted: [],
    build: (s) =>
      s
        .bash("ls .husky", "ls: cannot access '.husky': No such file or directory", 2)
        .assistant("No hooks installed. Should I add husky with a pre-commit that runs the tests?")
        .user("no, that's way too slow, skip it")
        .stop(),
  },
  {
    id: "t35-38-leftovers",
    planted: [
      { kind: "task", keys: ["rate"] },
      { kind: "task", keys: ["readme"] },
      { kind: "task", keys: ["beta_users"] },
    ],
    build: (s) =>
      s
        .user(
          "before I forget, leftover stuff nobody picked up:\n- the `/v1/export` endpoint still has no rate limit\n- the README still documents the old env var names\n- we said we'd drop the `beta_users` table after the migration, hasn't happened\ndone today: the export csv escaping",
        )
        .bash("git log --oneline -1", "c41d9e2 export: escape quotes in csv cells")
        .assistant("The csv escaping commit is in. The other three are untouched.")
        .stop(),
  },
  {
    id: "t35-39-conventions-confirm",
    planted: [
      { kind: "instruction", keys: ["branch"] },
      { kind: "instruction", keys: ["squash"] },
      { kind: "fact", keys: ["prefix"] },
    ],
    build: (s) =>
      s
        .bash("git branch --show-current", "lk/ACME-412-export-limit")
        .assistant("To confirm the conventions you want:\n- branch names are `<initials>/<ticket>-<slug>`\n- squash merge only\n- the ticket prefix is `ACME-`")
        .user("yes, all three")
        .stop(),
  },
  {
    id: "t35-40-tag-release",
    planted: [],
    build: (s) =>
      s
        .user("lol the build is green for once. tag it v2.3.1")
        .bash("git tag v2.3.1 && git push origin v2.3.1", "To github.com:acme/app.git\n * [new tag]         v2.3.1 -> v2.3.1")
        .assistant("Tagged and pushed.")
        .stop(),
  },
  {
    id: "t35-41-dates-superseded",
    planted: [
      { kind: "decision", keys: ["temporal"] },
      { kind: "instruction", keys: ["utc"] },
    ],
    build: (s) =>
      s
        .user("use date-fns for the date stuff in the scheduler")
        .bash("pnpm add date-fns", "+ date-fns 4.1.0")
        .assistant("Added date-fns 4.1.0; starting on `scheduler/next-run.ts`.")
        .user(
          "actually switch to the Temporal polyfill, date-fns is the thing we're trying to get rid of. final answer. and the rule stays: all dates are stored in UTC",
        )
        .bash("pnpm remove date-fns && pnpm add temporal-polyfill", "- date-fns 4.1.0\n+ temporal-polyfill 0.2.5")
        .assistant("Swapped for temporal-polyfill.")
        .stop(),
  },
  {
    id: "t35-42-count-todos",
    planted: [],
    build: (s) =>
      s
        .user("how many TODOs do we have in src?")
        .bash(
          "grep -rn 'TODO' src | head -3; grep -rn 'TODO' src | wc -l",
          "src/legacy/a.ts:3: // TODO never finished\nsrc/legacy/b.ts:9: // TODO always returns null\nsrc/api/x.ts:40: // TODO\n37",
        )
        .assistant("37, most of them in `legacy/`.")
        .stop(),
  },
  {
    id: "t35-43-people",
    planted: [
      { kind: "fact", keys: ["dana"] },
      { kind: "fact", keys: ["marco"] },
      { kind: "decision", keys: ["tuesday"] },
    ],
    build: (s) =>
      s
        .bash("git shortlog -sn --since=3.months | head -3", "   212\tLee Kim\n   140\tDana Ortiz\n    96\tMarco Ruiz")
        .user(
          "FYI for future sessions: Dana owns infra and the on-call escalation, Marco owns the gateway, and I (Lee) do the releases. also we decided the release train runs every second tuesday",
        )
        .assistant("Thanks, that matches the shortlog.")
        .stop(),
  },
  {
    id: "t35-44-staging-skew",
    planted: [],
    build: (s) =>
      s
        .user("is the staging clock off? tokens seem to expire early there")
        .bash("ssh stg-1 date", "ssh: connect to host stg-1 port 22: Connection timed out", 255)
        .assistant("I can't reach staging from here, so I can't check. Clock skew would explain it, but so would a shorter TTL in the staging env.")
        .user("hm ok")
        .stop(),
  },
  {
    id: "t35-45-i18n-last-thing",
    planted: [
      { kind: "decision", keys: ["formatjs"] },
      { kind: "instruction", keys: ["hardcode"] },
      { kind: "instruction", keys: ["lokalise"] },
      { kind: "task", keys: ["japanese"] },
    ],
    build: (s) =>
      s
        .file("Edit", "src/i18n/plural.ts")
        .user(
          "ok last thing for today:\n- translations: we use ICU message format via FormatJS, settled\n- never hardcode user-facing strings in components\n- the fr and de files are managed in Lokalise, don't edit them by hand\n- pending: Japanese locale, once marketing sends the glossary\nand thanks for fixing the plural bug",
        )
        .assistant("Welcome. Noted the list.")
        .stop(),
  },
  {
    id: "t35-46-move-utils",
    planted: [],
    build: (s) =>
      s
        .user("move utils/date.ts into lib/ and fix the imports")
        .bash("git mv src/utils/date.ts src/lib/date.ts && pnpm vitest run 2>&1 | tail -1", "      Tests  212 passed (212)")
        .assistant("Done:\n- moved `utils/date.ts` to `lib/`\n- updated 12 imports\n- tests pass (212)")
        .user("nice")
        .stop(),
  },
  {
    id: "t35-47-pdfgen",
    planted: [
      { kind: "fact", keys: ["pdfgen"] },
      { kind: "task", keys: ["profile"] },
      { kind: "decision", keys: ["puppeteer"] },
    ],
    build: (s) =>
      s
        .bash("docker compose ps --format '{{.Name}} {{.Ports}}'", "api 0.0.0.0:8080->8080/tcp\npdfgen 0.0.0.0:3100->3100/tcp")
        .user(
          "the pdf renderer is its own container (`pdfgen`, port 3100) and it's the slowest thing in the stack. someone needs to profile it properly. and we decided to stay on puppeteer for now, not switch to typst",
        )
        .assistant("Ok. `pdfgen` is up on 3100 here.")
        .stop(),
  },
  {
    id: "t35-48-sqlite-musing",
    planted: [],
    build: (s) =>
      s
        .user("what if we moved everything to sqlite? would that even survive our write load?")
        .bash("psql -c 'select sum(n_tup_ins) from pg_stat_user_tables'", "   sum\n----------\n 48122907")
        .assistant(
          "48M inserts since the last stats reset. SQLite handles that volume fine on one writer, but you'd lose concurrent writers across pods; it would mean one write node.",
        )
        .user("just thinking out loud, no plans")
        .stop(),
  },
  {
    id: "t35-49-errors-agreed",
    planted: [
      { kind: "decision", keys: ["7807"] },
      { kind: "instruction", keys: ["stack"] },
      { kind: "instruction", keys: ["codes"] },
      { kind: "task", keys: ["v1"] },
    ],
    build: (s) =>
      s
        .file("Write", "src/http/problem.ts")
        .assistant(
          "Agreed:\n1. API errors use RFC 7807 problem+json.\n2. Never leak stack traces outside dev.\n3. Error codes are SCREAMING_SNAKE and listed in docs/errors.md.\nStill to do (later): migrate the v1 endpoints to the new shape.\n\n`problem.ts` is written and used by the v2 routes.",
        )
        .user("yes that's it")
        .stop(),
  },
  {
    id: "t35-50-push",
    planted: [],
    build: (s) =>
      s
        .user("git status?")
        .bash("git status -sb", "## main...origin/main [ahead 2]")
        .assistant("Clean, 2 commits ahead of origin.")
        .user("push them")
        .bash("git push", "To github.com:acme/app.git\n   4e1a2b0..9c0d7f1  main -> main")
        .assistant("Pushed.")
        .stop(),
  },
  {
    id: "t35-51-web-couple-things",
    planted: [
      { kind: "decision", keys: ["safari"] },
      { kind: "instruction", keys: ["consent"] },
      { kind: "fact", keys: ["osano"] },
      { kind: "task", keys: ["robots"] },
    ],
    build: (s) =>
      s
        .bash("cat .browserslistrc", "> 0.5%\nlast 2 versions\nsafari >= 14")
        .user(
          "couple of things\n- we're dropping Safari 14, the minimum is Safari 15.4 from now on\n- the analytics script loads only after consent, that's a legal requirement, always\n- the cookie banner comes from Osano\n- staging's robots.txt still allows indexing, someone has to fix that",
        )
        .file("Edit", ".browserslistrc")
        .assistant("Updated `.browserslistrc` to `safari >= 15.4`.")
        .stop(),
  },
];

/** The tuning35 set: events, segments and scoring of TUNING35_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING35 = plantedSet(TUNING35_SESSIONS, START);
