/**
 * Training set for the sentence classifier (written without reading the extractor): planted
 * set 33, long Claude Code sessions (12-25 messages) with long tool output — test runs, logs,
 * diffs, grep results — where each item is said once, buried between tool calls, among many
 * messages about the work itself that plant nothing. Written from issue 19's description of
 * what should and should not be remembered, without reading src/core/memories/ (except
 * model.ts) or the sessions of the other planted sets. Each session is one segment; the items
 * planted in it are listed with it. Sessions with `planted: []` plant nothing, and every
 * message not naming a planted item must give nothing: questions, hypotheses, proposals
 * rejected or never confirmed, withdrawn ideas, unconfirmed guesses, quoted code/logs/tool
 * output (with "always", "never", "TODO" in them), chit-chat, and requests the agent completes
 * in the same session. Some sessions supersede an earlier decision within the session; only
 * the final one is planted.
 *
 * Matching rule (fixed before any extractor was run on this set; the rule of
 * test/node/planted-blind.ts):
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

const START = Date.UTC(2026, 10, 9, 8);

/** A vitest run's output: one line per file (`name`, tests, failed), then the totals. */
function vitest(files: [string, number, number][], ms: number, failure = ""): string {
  const rows = files.map(([name, n, failed], i) =>
    failed > 0 ? ` ❯ ${name} (${n} tests | ${failed} failed) ${40 + i * 17}ms` : ` ✓ ${name} (${n} tests) ${12 + i * 9}ms`,
  );
  const failedFiles = files.filter((f) => f[2] > 0).length;
  const failedTests = files.reduce((a, f) => a + f[2], 0);
  const allTests = files.reduce((a, f) => a + f[1], 0);
  const fileLine =
    failedFiles > 0 ? `${failedFiles} failed | ${files.length - failedFiles} passed (${files.length})` : `${files.length} passed (${files.length})`;
  const testLine = failedTests > 0 ? `${failedTests} failed | ${allTests - failedTests} passed (${allTests})` : `${allTests} passed (${allTests})`;
  return [
    "",
    " RUN  v3.2.4 /home/dev/src/app",
    "",
    ...rows,
    ...(failure === "" ? [] : ["", failure]),
    "",
    ` Test Files  ${fileLine}`,
    `      Tests  ${testLine}`,
    "   Start at  09:12:44",
    `   Duration  ${(ms / 1000).toFixed(2)}s (transform 212ms, setup 0ms, collect 1.31s, tests ${ms - 900}ms)`,
  ].join("\n");
}

export const TUNING33_SESSIONS: BlindSession[] = [
  {
    id: "t33-01-redis-conns",
    planted: [
      { kind: "fact", keys: ["maxclients"] },
      { kind: "decision", keys: ["pin", "replicas"] },
    ],
    build: (s) =>
      s
        .user("checkout-worker keeps crashlooping right after every deploy since monday. can you dig in? logs are in the usual place")
        .assistant("I'll start with the pod status and the recent logs from the worker.")
        .bash(
          "kubectl -n shop get pods -l app=checkout-worker",
          [
            "NAME                               READY   STATUS             RESTARTS      AGE",
            "checkout-worker-7c9f8d6b5-2xkqp    1/1     Running            0             41m",
            "checkout-worker-7c9f8d6b5-8wz4n    1/1     Running            0             41m",
            "checkout-worker-7c9f8d6b5-jq7rt    1/1     Running            0             41m",
            "checkout-worker-7c9f8d6b5-m2v9c    1/1     Running            0             41m",
            "checkout-worker-7c9f8d6b5-tt5hx    0/1     CrashLoopBackOff   9 (2m ago)    41m",
          ].join("\n"),
        )
        .bash(
          "kubectl -n shop logs checkout-worker-7c9f8d6b5-tt5hx --previous | tail -20",
          [
            '{"level":"info","ts":"2026-11-09T08:02:11Z","msg":"starting checkout-worker","version":"4.18.2"}',
            '{"level":"info","ts":"2026-11-09T08:02:11Z","msg":"connecting to redis","addr":"redis-shop.internal:6379","pool":16}',
            '{"level":"warn","ts":"2026-11-09T08:02:12Z","msg":"redis dial failed","attempt":1,"err":"ERR max number of clients reached"}',
            '{"level":"warn","ts":"2026-11-09T08:02:13Z","msg":"redis dial failed","attempt":2,"err":"ERR max number of clients reached"}',
            '{"level":"warn","ts":"2026-11-09T08:02:15Z","msg":"redis dial failed","attempt":3,"err":"ERR max number of clients reached"}',
            '{"level":"error","ts":"2026-11-09T08:02:15Z","msg":"giving up: pool never filled; the worker must always hold a full pool before consuming"}',
            '{"level":"fatal","ts":"2026-11-09T08:02:15Z","msg":"exit","code":1}',
          ].join("\n"),
        )
        .assistant(
          "The fifth pod can't get Redis connections at all: `ERR max number of clients reached`. Four pods are fine. Could be that old pods from the previous ReplicaSet still hold connections during the rollout, or the server limit is just low. Checking the server side.",
        )
        .bash(
          "redis-cli -h redis-shop.internal CONFIG GET maxclients; redis-cli -h redis-shop.internal INFO clients",
          [
            '1) "maxclients"',
            '2) "64"',
            "# Clients",
            "connected_clients:64",
            "cluster_connections:0",
            "blocked_clients:0",
            "tracking_clients:0",
            "clients_in_timeout_table:0",
          ].join("\n"),
        )
        .user("64?? that seems tiny. is that something we set or the provider")
        .bash(
          "grep -rn maxclients infra/ || true; gcloud redis instances describe redis-shop --region europe-west1 --format='value(tier,memorySizeGb,redisConfigs)'",
          "BASIC\t1\t{}",
        )
        .assistant(
          "It's the provider, not us: nothing in infra/ sets it, and the managed Redis on the basic 1 GB tier has maxclients fixed at 64. With a pool of 16 per pod that's exactly four pods' worth, so the fifth replica is refused every time.",
        )
        .user("ugh. ok options?")
        .assistant(
          "Three I can see: (1) shrink the pool to 12 per pod so five fit, (2) move Redis to the standard tier, which raises the cap, (3) keep the pool and limit the deployment. I'd lean towards (1) but I haven't load-tested a smaller pool.",
        )
        .user(
          "not touching the pool size blind before black friday. we'll pin checkout-worker at 4 replicas and turn the HPA off for it until the redis tier upgrade happens",
        )
        .file("Edit", "deploy/checkout-worker/hpa.yaml")
        .file("Edit", "deploy/checkout-worker/deployment.yaml")
        .bash(
          "git diff --stat && kubectl -n shop apply -f deploy/checkout-worker/ --dry-run=server",
          [
            " deploy/checkout-worker/deployment.yaml | 2 +-",
            " deploy/checkout-worker/hpa.yaml        | 14 --------------",
            " 2 files changed, 1 insertion(+), 15 deletions(-)",
            "deployment.apps/checkout-worker configured (server dry run)",
            "horizontalpodautoscaler.autoscaling/checkout-worker deleted (server dry run)",
          ].join("\n"),
        )
        .assistant("Deployment set to `replicas: 4`, HPA manifest removed, server dry run is clean. Want me to apply it or leave that to the deploy pipeline?")
        .user("pipeline")
        .assistant("Okay, leaving the apply to the pipeline."),
  },
  {
    id: "t33-02-lint-noise",
    planted: [],
    build: (s) =>
      s
        .user("npm run lint is spitting out like 300 warnings now, did something update?")
        .bash(
          "npm run lint 2>&1 | tail -15",
          [
            "src/components/Cart/CartLine.tsx:44:7 lint/suspicious/noExplicitAny ━━━━━━━━━━━━━━━━━━━━",
            "  ! Unexpected any. Specify a different type.",
            "src/components/Cart/CartSummary.tsx:18:3 lint/style/useTemplate ━━━━━━━━━━━━━━━━━━━━",
            "  ! Template literals are preferred over string concatenation.",
            "src/lib/format.ts:9:1 lint/complexity/noForEach ━━━━━━━━━━━━━━━━━━━━",
            "  ! Prefer for...of instead of forEach.",
            "Checked 412 files in 318ms. No fixes applied.",
            "Found 297 warnings.",
          ].join("\n"),
        )
        .bash(
          "git log --oneline -5 -- biome.json package.json",
          "a41c2e9 chore(deps): bump @biomejs/biome from 1.9.4 to 2.0.6\n7d01b33 chore: add format script\n",
        )
        .assistant(
          "Yes: Dependabot bumped Biome from 1.9 to 2.0 two days ago, and 2.0 turned several rules from off to warn by default (noForEach, useTemplate, noExplicitAny among them). Nothing in the code changed.",
        )
        .user("hm. is it just warnings or does CI fail on them")
        .bash("grep -n 'lint' .github/workflows/ci.yml", "31:      - run: npm run lint -- --error-on-warnings=false")
        .assistant("Only warnings; the last run on main is green.")
        .user("ok whatever, I'll look at it another time. thanks")
        .assistant("Sure."),
  },
  {
    id: "t33-03-migration-order",
    planted: [
      { kind: "instruction", keys: ["migrate", "dev"] },
      { kind: "fact", keys: ["sqlite", "alter"] },
      { kind: "task", keys: ["backfill"] },
    ],
    build: (s) =>
      s
        .user("add a `archived_at` column to projects, nullable timestamp. the drizzle schema + a migration")
        .bash("ls drizzle/ | tail -5", "0041_wide_ghost_rider.sql\n0042_fuzzy_moondragon.sql\n0043_tidy_nova.sql\nmeta\n")
        .file("Read", "src/db/schema/projects.ts")
        .file("Edit", "src/db/schema/projects.ts")
        .bash(
          "npx drizzle-kit generate",
          [
            "drizzle-kit: v0.31.1",
            "drizzle-orm: v0.44.2",
            "",
            "No config path provided, using default 'drizzle.config.ts'",
            "Reading config file '/home/dev/src/app/drizzle.config.ts'",
            "12 tables",
            "projects 9 columns 2 indexes 1 fks",
            "users 7 columns 1 indexes 0 fks",
            "memberships 4 columns 2 indexes 2 fks",
            "...",
            "[✓] Your SQL migration file ➜ drizzle/0044_silent_zzzax.sql 🚀",
          ].join("\n"),
        )
        .bash("cat drizzle/0044_silent_zzzax.sql", "ALTER TABLE `projects` ADD `archived_at` integer;")
        .assistant("Generated `0044_silent_zzzax.sql` with a single `ALTER TABLE ... ADD`. Running it against the local db next.")
        .bash("npx drizzle-kit push", "[✓] Changes applied")
        .user(
          "wait no. please don't use push, even locally. it skips the migrations table and then the next `migrate` on someone else's machine blows up. for the dev database it's always `npm run db:migrate:dev`, that's the rule here",
        )
        .assistant("Understood, sorry. Resetting the local db and applying through the migrations instead.")
        .bash(
          "rm -f .data/dev.sqlite && npm run db:migrate:dev",
          [
            "> app@0.0.0 db:migrate:dev",
            "> tsx scripts/migrate.ts --env dev",
            "",
            "applying 0001_init.sql",
            "applying 0002_users_email_idx.sql",
            "...",
            "applying 0044_silent_zzzax.sql",
            "44 migrations applied in 412ms",
          ].join("\n"),
        )
        .user("does drizzle handle changing the column type later? we may want it to be text iso strings eventually")
        .bash(
          "npx drizzle-kit generate --custom --name probe && sed -n 1,12p drizzle/0045_probe.sql",
          [
            "-- Custom SQL migration file, put your code below! --",
            "PRAGMA foreign_keys=OFF;--> statement-breakpoint",
            "CREATE TABLE `__new_projects` (",
            "\t`id` text PRIMARY KEY NOT NULL,",
            "\t`name` text NOT NULL,",
            "\t...",
            ");--> statement-breakpoint",
            "INSERT INTO `__new_projects`(...) SELECT ... FROM `projects`;--> statement-breakpoint",
            "DROP TABLE `projects`;--> statement-breakpoint",
            "ALTER TABLE `__new_projects` RENAME TO `projects`;",
          ].join("\n"),
        )
        .assistant(
          "It does, but expensively: SQLite has no ALTER COLUMN, so any type change is a full table rebuild (create `__new_projects`, copy, drop, rename) with foreign keys switched off while it runs. Adding a column is the only cheap alter. I removed the probe file again.",
        )
        .bash(
          "rm drizzle/0045_probe.sql && git status --short",
          " M src/db/schema/projects.ts\n?? drizzle/0044_silent_zzzax.sql\n M drizzle/meta/_journal.json\n",
        )
        .user(
          "good to know. ok keep integer then. the old archived projects still have `status='archived'` and no timestamp — we'll need a backfill for those at some point, not now though, product hasn't said what date to use",
        )
        .bash(
          "npx vitest run test/db",
          vitest(
            [
              ["test/db/projects.test.ts", 14, 0],
              ["test/db/memberships.test.ts", 9, 0],
            ],
            2310,
          ),
        )
        .assistant("Column and migration are in, and the db tests pass (23)."),
  },
  {
    id: "t33-04-chitchat-rename",
    planted: [],
    build: (s) =>
      s
        .user("morning! quick one, rename `getUsr` to `getUser` everywhere, it's been bugging me for months lol")
        .bash(
          "rg -n '\\bgetUsr\\b' src test",
          [
            "src/api/users.ts:12:export async function getUsr(id: string) {",
            "src/api/orders.ts:3:import { getUsr } from './users';",
            "src/api/orders.ts:41:  const owner = await getUsr(order.ownerId);",
            "src/admin/impersonate.ts:8:import { getUsr } from '../api/users';",
            "src/admin/impersonate.ts:22:  const target = await getUsr(req.params.id);",
            "test/api/users.test.ts:5:import { getUsr } from '../../src/api/users';",
            "test/api/users.test.ts:17:    const u = await getUsr('u_1');",
          ].join("\n"),
        )
        .assistant("Seven hits in four files. Renaming them all.")
        .file("Edit", "src/api/users.ts")
        .file("Edit", "src/api/orders.ts")
        .file("Edit", "src/admin/impersonate.ts")
        .file("Edit", "test/api/users.test.ts")
        .bash(
          "npx tsc --noEmit && npx vitest run test/api",
          vitest(
            [
              ["test/api/users.test.ts", 11, 0],
              ["test/api/orders.test.ts", 19, 0],
            ],
            1980,
          ),
        )
        .assistant("Renamed in all four files; typecheck is clean and the 30 api tests pass.")
        .user("🙏 nice. how was your weekend haha")
        .assistant("No weekends on my side, but thanks for asking. Anything else while we're in here?")
        .user("nope that's it"),
  },
  {
    id: "t33-05-sentry-sampling",
    planted: [
      { kind: "decision", keys: ["tracessamplerate"] },
      { kind: "instruction", keys: ["sentry", "pii"] },
    ],
    build: (s) =>
      s
        .user("our sentry bill doubled. can you check what we're sending? I think it's the performance traces")
        .bash(
          "rg -n 'Sentry.init' -A 12 src/instrument.ts",
          [
            "4:Sentry.init({",
            "5-  dsn: process.env.SENTRY_DSN,",
            "6-  environment: process.env.APP_ENV,",
            "7-  release: process.env.GIT_SHA,",
            "8-  tracesSampleRate: 1.0,",
            "9-  profilesSampleRate: 1.0,",
            "10-  sendDefaultPii: true,",
            "11-  integrations: [Sentry.httpIntegration(), Sentry.expressIntegration()],",
            "12-  // TODO: lower sampling before launch",
            "13-});",
          ].join("\n"),
        )
        .assistant(
          "That matches your guess: every request is traced and profiled (both rates at 1.0), and the TODO above says it was meant to be lowered before launch. Do you want a fixed rate, or a `tracesSampler` that keeps all errors/slow routes and samples the rest?",
        )
        .user("what would you suggest for the rate")
        .assistant("For ~40 rps, something like 0.1 keeps enough transactions for p95s per route. 0.05 if the bill matters more than the detail.")
        .user("let's do 0.1 for now")
        .file("Edit", "src/instrument.ts")
        .bash(
          "git diff src/instrument.ts",
          [
            "@@ -5,9 +5,9 @@ Sentry.init({",
            "   environment: process.env.APP_ENV,",
            "   release: process.env.GIT_SHA,",
            "-  tracesSampleRate: 1.0,",
            "-  profilesSampleRate: 1.0,",
            "+  tracesSampleRate: 0.1,",
            "+  profilesSampleRate: 0.1,",
            "   sendDefaultPii: true,",
          ].join("\n"),
        )
        .user(
          "actually I just talked to Lena from finance, they want it lower. Make tracesSampleRate 0.02 in prod and keep profiling at 0 — that's the final call",
        )
        .file("Edit", "src/instrument.ts")
        .assistant("Changed to 0.02 for traces and 0 for profiles.")
        .user(
          "also while you're there: sendDefaultPii has to be false. we must never ship PII (emails, IPs) to sentry, it's in the DPA. keep that in mind for any new integration too",
        )
        .file("Edit", "src/instrument.ts")
        .bash("npx vitest run test/instrument.test.ts", vitest([["test/instrument.test.ts", 4, 0]], 1100))
        .assistant("Done: 0.02 traces, profiling off, `sendDefaultPii: false`; the instrument test passes."),
  },
  {
    id: "t33-06-flaky-playwright",
    planted: [
      { kind: "fact", keys: ["webfont"] },
      { kind: "task", keys: ["visual", "snapshots"] },
    ],
    build: (s) =>
      s
        .user("the checkout e2e is red again on main. third time this week, different test each time. can you look")
        .bash(
          "gh run view --log-failed | tail -25",
          [
            "e2e\tRun tests\t  1) [chromium] › checkout.spec.ts:88:3 › checkout › shows order summary ─────────",
            "e2e\tRun tests\t    Error: expect(page).toHaveScreenshot(expected)",
            "e2e\tRun tests\t      412 pixels (ratio 0.01 of all image pixels) are different.",
            "e2e\tRun tests\t    Expected: tests/__screenshots__/checkout.spec.ts/order-summary.png",
            "e2e\tRun tests\t    Received: test-results/checkout-shows-order-summary/order-summary-actual.png",
            "e2e\tRun tests\t  1 failed",
            "e2e\tRun tests\t    [chromium] › checkout.spec.ts:88:3 › checkout › shows order summary",
            "e2e\tRun tests\t  37 passed (1.9m)",
          ].join("\n"),
        )
        .assistant("A screenshot diff of 412 pixels. Let me pull the artifacts and compare the two images.")
        .bash("gh run download -n playwright-report -D /tmp/pw && ls /tmp/pw/data | head", "0a1c5e..png\n3f9e02..png\n8ad771..png\nindex.html\n")
        .file("Read", "tests/checkout.spec.ts")
        .assistant(
          "Might be an animation in the summary card still running when the screenshot is taken? The spec doesn't disable animations. Let me check the diff image before changing anything.",
        )
        .bash(
          "python3 scripts/imgdiff.py /tmp/pw/data/0a1c5e..png /tmp/pw/data/3f9e02..png",
          "diff bbox: x=312..598 y=140..171 (text row: 'Order summary')\nglyph widths differ: expected Inter, received DejaVu Sans",
        )
        .assistant(
          "Not an animation. The heading renders in DejaVu Sans in the failing shot: the page's webfont (Inter, loaded from the CDN) sometimes isn't loaded yet when the screenshot is taken, so Chromium falls back to the system font. That's why it's a different test each time.",
        )
        .bash(
          "rg -n 'fonts.googleapis|font-display' src/styles",
          "src/styles/global.css:1:@import url('https://fonts.googleapis.com/css2?family=Inter:wght@400;600&display=swap');",
        )
        .user("can you make the tests wait for fonts")
        .file("Edit", "tests/fixtures.ts")
        .bash("npx playwright test checkout.spec.ts --repeat-each 10", "Running 380 tests using 4 workers\n  380 passed (6.2m)")
        .assistant(
          "Added `await page.evaluate(() => document.fonts.ready)` to the shared fixture before every screenshot; 10 repeats of the checkout spec, 380 runs, all green.",
        )
        .user(
          "nice. there's other visual snapshots in the admin specs with the same issue probably, don't do them now, but someone needs to go through all of them and self-host Inter instead of the google CDN",
        )
        .assistant("Noted, that stays open. Anything else on this one?")
        .user("no, merge it"),
  },
  {
    id: "t33-07-grep-todo-quote",
    planted: [],
    build: (s) =>
      s
        .user("how many TODOs do we have left in the payments module? just curious")
        .bash(
          "rg -n 'TODO|FIXME' src/payments | head -30",
          [
            "src/payments/stripe.ts:14:  // TODO: always pass an idempotency key, even for retries",
            "src/payments/stripe.ts:88:  // FIXME never retry a card_declined",
            "src/payments/refunds.ts:3:// TODO(sam): partial refunds",
            "src/payments/refunds.ts:61:    // TODO remove after migration to PaymentIntents",
            "src/payments/webhooks.ts:12:// TODO: verify signature with the new secret once rotated",
            "src/payments/webhooks.ts:140:  // we should always ack within 10s or stripe retries",
            "src/payments/ledger.ts:77:  // TODO: use bigint for minor units",
          ].join("\n"),
        )
        .assistant(
          "Seven markers across four files: five TODOs, one FIXME, and one comment that just mentions acking. The oldest (by blame) is the idempotency-key one in stripe.ts, from March.",
        )
        .bash(
          "git blame -L 14,14 src/payments/stripe.ts",
          "3be91a0c (Sam Okafor 2026-03-02 11:20:41 +0100 14)   // TODO: always pass an idempotency key, even for retries",
        )
        .user("lol ok. the comments are older than half the team. what about the FIXME, is that still true? do we retry declines?")
        .bash(
          "sed -n '80,100p' src/payments/stripe.ts",
          [
            "export async function charge(intent: ChargeInput) {",
            "  // FIXME never retry a card_declined",
            "  return withRetry(() => stripe.paymentIntents.create(toParams(intent)), { attempts: 3 });",
            "}",
          ].join("\n"),
        )
        .assistant(
          "Hard to say from the snippet alone: `charge` goes through `withRetry`, and whether a decline is retried depends on what status Stripe's SDK error carries. The tests are the quickest check.",
        )
        .bash("npx vitest run test/payments/stripe.test.ts -t declined", vitest([["test/payments/stripe.test.ts", 2, 0]], 1300))
        .assistant("Both decline tests pass on this branch.")
        .user("ha, fine. thanks"),
  },
  {
    id: "t33-08-logger-swap",
    planted: [
      { kind: "decision", keys: ["pino", "logger"] },
      { kind: "instruction", keys: ["console.log"] },
    ],
    build: (s) =>
      s
        .user("the request logs are unreadable in loki, everything is one giant string. whats our logger setup")
        .bash(
          "rg -n \"from 'winston'|require\\('winston'\\)\" src | head; cat src/lib/logger.ts | head -30",
          [
            "src/lib/logger.ts:1:import winston from 'winston';",
            "import winston from 'winston';",
            "",
            "export const logger = winston.createLogger({",
            "  level: process.env.LOG_LEVEL ?? 'info',",
            "  format: winston.format.combine(",
            "    winston.format.timestamp(),",
            // biome-ignore lint/suspicious/noTemplateCurlyInString: quoted source code
            "    winston.format.printf(({ level, message, timestamp, ...rest }) => `${timestamp} ${level} ${message} ${JSON.stringify(rest)}`),",
            "  ),",
            "  transports: [new winston.transports.Console()],",
            "});",
          ].join("\n"),
        )
        .assistant(
          "The printf format flattens everything into `timestamp level message {json}`, so Loki sees one opaque line. Two ways out: switch winston to `format.json()`, or replace it. Do you have a preference?",
        )
        .user("what's the overhead difference, roughly? we log a LOT on the ingest path")
        .bash(
          "node bench/logger.mjs",
          [
            "winston json      x 118,402 ops/sec ±1.21% (91 runs sampled)",
            "winston printf    x 97,310 ops/sec ±0.88% (93 runs sampled)",
            "pino              x 612,855 ops/sec ±0.64% (95 runs sampled)",
            "pino (redact)     x 503,117 ops/sec ±0.71% (94 runs sampled)",
          ].join("\n"),
        )
        .assistant("On this box pino is about 5x faster than winston in JSON mode, and still 4x with redaction on.")
        .user("ok that settles it, we're moving to pino. keep the `logger` export name so call sites don't change")
        .file("Write", "src/lib/logger.ts")
        .bash(
          "npm uninstall winston && npm install pino pino-http",
          "removed 21 packages, and audited 604 packages in 3s\nadded 9 packages, and audited 613 packages in 2s\n\nfound 0 vulnerabilities",
        )
        .bash(
          "rg -n 'console\\.(log|error|warn)' src | grep -v test | head -20",
          [
            "src/ingest/parse.ts:44:    console.log('skipping row', row.id);",
            "src/ingest/parse.ts:90:  console.error(err);",
            // biome-ignore lint/suspicious/noTemplateCurlyInString: quoted source code
            "src/jobs/nightly.ts:12:  console.log(`nightly started ${new Date().toISOString()}`);",
            "src/api/health.ts:7:  console.warn('health check slow', ms);",
          ].join("\n"),
        )
        .assistant("There are also four stray `console.*` calls in src that bypass the logger entirely. Should I convert those while I'm here?")
        .user("yes. and in general, no console.log in src/ going forward, everything goes through `logger` so it ends up structured. tests are fine")
        .file("Edit", "src/ingest/parse.ts")
        .file("Edit", "src/jobs/nightly.ts")
        .file("Edit", "src/api/health.ts")
        .bash(
          "npx vitest run",
          vitest(
            [
              ["test/ingest/parse.test.ts", 27, 0],
              ["test/jobs/nightly.test.ts", 6, 0],
              ["test/api/health.test.ts", 3, 0],
              ["test/lib/logger.test.ts", 5, 0],
            ],
            3410,
          ),
        )
        .assistant("Logger replaced, the four calls converted, all 41 tests pass. Lines now come out as one JSON object each."),
  },
  {
    id: "t33-09-pg-port",
    planted: [
      { kind: "fact", keys: ["compose", "5433"] },
      { kind: "instruction", keys: ["testcontainers", "integration"] },
    ],
    build: (s) =>
      s
        .user("integration tests fail on my machine with ECONNREFUSED, they work in CI. help")
        .bash(
          "npm run test:int 2>&1 | tail -20",
          [
            " FAIL  test/int/orders.int.test.ts > orders > creates an order",
            "Error: connect ECONNREFUSED 127.0.0.1:5432",
            "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1611:16)",
            " FAIL  test/int/orders.int.test.ts > orders > lists orders",
            "Error: connect ECONNREFUSED 127.0.0.1:5432",
            "",
            " Test Files  3 failed (3)",
            "      Tests  22 failed (22)",
          ].join("\n"),
        )
        .bash("docker ps --format '{{.Names}}\\t{{.Ports}}'", "app-db-1\t0.0.0.0:5433->5432/tcp\napp-redis-1\t0.0.0.0:6379->6379/tcp")
        .assistant("Your Postgres container is up but published on host port 5433, while the tests dial 5432. Is something else holding 5432 on your machine?")
        .bash(
          "lsof -iTCP:5432 -sTCP:LISTEN",
          "COMMAND   PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\npostgres 1187  dev    7u  IPv4 0x8a1      0t0  TCP localhost:postgresql (LISTEN)",
        )
        .bash("git log -1 --format='%h %an %s' -- docker-compose.yml", "c0ffee1 Marta Ruiz move compose db to 5433 so it doesn't fight a local postgres")
        .assistant(
          "Right: there's a Homebrew Postgres on 5432, and the compose file deliberately maps the project's database to 5433 on the host (Marta's commit says so). CI uses the service container on 5432, which is why it only breaks locally. The tests read `PGPORT` with 5432 as the default.",
        )
        .user("so I just export PGPORT=5433?")
        .assistant("That works for you today. Alternatively the suite could start its own database with testcontainers and not care about ports at all.")
        .user(
          "yeah let's go that way. integration tests should spin up postgres via testcontainers, not rely on whatever is running on the dev's machine. do it for the orders suite first",
        )
        .file("Edit", "test/int/setup.ts")
        .bash("npm run test:int -- test/int/orders.int.test.ts", vitest([["test/int/orders.int.test.ts", 22, 0]], 14800))
        .assistant("The orders suite now starts a `postgres:16-alpine` container in globalSetup and passes (22 tests, ~15 s including the image start)."),
  },
  {
    id: "t33-10-dependabot-triage",
    planted: [],
    build: (s) =>
      s
        .user("can you go through the open dependabot PRs and tell me which ones are safe to merge")
        .bash(
          'gh pr list --author app/dependabot --json number,title,statusCheckRollup --jq \'.[] | "\\(.number)\\t\\(.title)\\t\\(.statusCheckRollup | map(.conclusion) | unique | join(","))"\'',
          [
            "812\tbump vite from 6.3.5 to 6.4.1\tSUCCESS",
            "809\tbump @types/node from 22.15.3 to 22.18.0\tSUCCESS",
            "807\tbump zod from 3.25.76 to 4.1.5\tFAILURE,SUCCESS",
            "803\tbump eslint-plugin-react-hooks from 5.2.0 to 6.1.0\tFAILURE,SUCCESS",
            "799\tbump undici from 6.21.1 to 6.21.3\tSUCCESS",
          ].join("\n"),
        )
        .bash(
          "gh pr checks 807 | grep fail; gh run view $(gh pr checks 807 --json link -q '.[0].link' | grep -o '[0-9]*$') --log-failed | grep -m5 error",
          "typecheck\tfail\t1m12s\nsrc/api/schemas.ts(41,23): error TS2554: Expected 2-3 arguments, but got 1.\nsrc/api/schemas.ts(77,5): error TS2339: Property 'nonempty' does not exist on type 'ZodString'.",
        )
        .assistant(
          "Summary:\n- #812 vite patch/minor, green\n- #809 @types/node, green\n- #799 undici patch (security fix), green\n- #807 zod 4: breaking, typecheck fails (`nonempty` removed, `z.record` needs two args)\n- #803 react-hooks 6: lint fails on the new rule set\n\nThe three green ones look safe; the other two need code changes.",
        )
        .user("merge the three green ones")
        .bash(
          "for n in 812 809 799; do gh pr merge $n --squash --auto; done",
          "✓ Squashed and merged pull request #812\n✓ Squashed and merged pull request #809\n✓ Squashed and merged pull request #799",
        )
        .assistant("Merged #812, #809 and #799.")
        .user("cool, leave the others open, I'll deal with them myself"),
  },
  {
    id: "t33-11-cron-timezone",
    planted: [
      { kind: "fact", keys: ["berlin"] },
      { kind: "decision", keys: ["utc", "schedules"] },
      { kind: "task", keys: ["dst"] },
    ],
    build: (s) =>
      s
        .user("the 'daily digest' emails went out at 2am instead of 1am yesterday. customers noticed. why")
        .bash(
          "crontab -l -u app 2>/dev/null || ssh batch-01 'crontab -l -u app'",
          "# m h dom mon dow command\n0 1 * * * /srv/app/bin/digest --all\n30 3 * * 0 /srv/app/bin/cleanup-sessions\n",
        )
        .bash("ssh batch-01 'timedatectl | grep zone; date'", "                Time zone: Europe/Berlin (CET, +0100)\nSun Oct 26 11:02:41 CET 2026")
        .assistant(
          "Found it. batch-01's system timezone is Europe/Berlin, and the crontab entries are in local time. The clocks went back on Sunday (CEST → CET), so `0 1 * * *` now fires an hour later in UTC than it did last week. Customers on UTC saw 2am?",
        )
        .user("our customers are all over, the email promises 01:00 UTC. is the box timezone something we can rely on or did someone just set it")
        .bash(
          "ssh batch-01 'ls -l /etc/localtime; sudo grep -r Berlin /etc/ansible 2>/dev/null | head -3'",
          "lrwxrwxrwx 1 root root 33 Mar  3  2024 /etc/localtime -> /usr/share/zoneinfo/Europe/Berlin",
        )
        .assistant(
          "It was set by hand in 2024 (no ansible role manages it), so it's a property of that VM, not of our config. Other jobs on the box (cleanup-sessions) may silently depend on it too.",
        )
        .user("hmm. could we just change the box to UTC?")
        .assistant(
          "We could, but then every local-time assumption on batch-01 shifts at once, including whatever the reporting team runs there. I'd rather not do that without asking them.",
        )
        .user(
          "agreed, leave the box alone. decision: all our job schedules are written in UTC from now on — use CRON_TZ=UTC in the crontab, and the digest line becomes 0 1 in UTC",
        )
        .file("Edit", "deploy/batch/crontab")
        .bash(
          "git diff deploy/batch/crontab",
          "@@ -1,3 +1,4 @@\n # m h dom mon dow command\n+CRON_TZ=UTC\n 0 1 * * * /srv/app/bin/digest --all\n 30 3 * * 0 /srv/app/bin/cleanup-sessions",
        )
        .bash(
          "ssh batch-01 'crontab -u app /srv/app/deploy/batch/crontab && crontab -l -u app | head -3'",
          "CRON_TZ=UTC\n# m h dom mon dow command\n0 1 * * * /srv/app/bin/digest --all",
        )
        .assistant("Installed. The digest now fires at 01:00 UTC regardless of the box's zone.")
        .user(
          "thx. btw the cleanup-sessions one probably assumed local time too, and there's a report job in the reporting user's crontab. someone should audit every job on batch-01 for DST assumptions before the march switch. not today",
        )
        .assistant("Okay. I haven't touched the reporting user's crontab."),
  },
  {
    id: "t33-12-leaked-key",
    planted: [
      { kind: "task", keys: ["rotate"] },
      { kind: "instruction", keys: ["gitleaks", "commit"] },
    ],
    build: (s) =>
      s
        .user("github sent a secret scanning alert on the repo. can you see what it is")
        .bash(
          "gh api repos/acme/shop/secret-scanning/alerts --jq '.[] | [.number,.state,.secret_type_display_name,.locations_url] | @tsv'",
          "14\topen\tStripe Test API Secret Key\thttps://api.github.com/repos/acme/shop/secret-scanning/alerts/14/locations",
        )
        .bash(
          "gh api repos/acme/shop/secret-scanning/alerts/14/locations --jq '.[0].details | [.path,.start_line,.commit_sha] | @tsv'",
          "scripts/seed-payments.ts\t7\t9f1e22a0b7c4d3e5f6a7b8c9d0e1f2a3b4c5d6e7",
        )
        .bash(
          "git show 9f1e22a --stat --format='%h %an %ad %s' --date=short",
          "9f1e22a Tom Reyes 2026-11-03 seed script for payments sandbox\n scripts/seed-payments.ts | 42 ++++++++++++++++++++++++++++++++++++++++++\n 1 file changed, 42 insertions(+)",
        )
        .assistant(
          "It's a Stripe *test-mode* secret (`sk_test_…`) hard-coded on line 7 of `scripts/seed-payments.ts`, committed by Tom on Nov 3. Test keys can't move real money, but anyone with it can read and create objects in our sandbox account.",
        )
        .user("ugh tom. ok remove it from the file and read it from env")
        .file("Edit", "scripts/seed-payments.ts")
        .file("Edit", ".env.example")
        .bash("git diff --stat", " .env.example             | 1 +\n scripts/seed-payments.ts | 3 ++-\n 2 files changed, 3 insertions(+), 1 deletion(-)")
        .assistant("The script now reads `STRIPE_TEST_SECRET` from the environment and fails with a clear message if it's missing; `.env.example` lists it.")
        .user("the key is still in history though. should we rewrite history?")
        .assistant(
          "Rewriting main would break every open branch and doesn't help: the key is already public in the alert and forks/clones. Rotating it is what actually neutralises it.",
        )
        .user(
          "right. I don't have dashboard access, Anja does. so that's open: Anja needs to rotate the stripe test key in the dashboard and put the new one in 1password, then we close the alert",
        )
        .bash("cat .pre-commit-config.yaml 2>/dev/null | head -5 || echo 'no pre-commit config'", "no pre-commit config")
        .user(
          "and add a pre-commit hook for this. from now on gitleaks runs on every commit in this repo, if it flags something you stop and tell me instead of committing around it",
        )
        .file("Write", ".pre-commit-config.yaml")
        .bash(
          "pre-commit install && pre-commit run gitleaks --all-files",
          "pre-commit installed at .git/hooks/pre-commit\nDetect hardcoded secrets.................................................Passed",
        )
        .assistant("Hook installed and the current tree passes gitleaks."),
  },
  {
    id: "t33-13-perf-question",
    planted: [{ kind: "fact", keys: ["synonym", "lazily"] }],
    build: (s) =>
      s
        .user("why is the /search endpoint slow on the first request after deploy? just want to understand, not fix")
        .bash(
          "hey -n 20 -c 1 https://staging.shop.internal/api/search?q=shoe | sed -n '1,12p'",
          [
            "Summary:",
            "  Total:\t4.1822 secs",
            "  Slowest:\t2.9120 secs",
            "  Fastest:\t0.0412 secs",
            "  Average:\t0.2091 secs",
            "",
            "Response time histogram:",
            "  0.041 [19]\t|■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■",
            "  2.912 [1]\t|■■",
          ].join("\n"),
        )
        .file("Read", "src/search/index.ts")
        .assistant(
          "One request takes 2.9 s, the other 19 take ~40 ms. `src/search/index.ts` builds the in-memory synonym index lazily on the first query (it reads ~80k rows), so the first caller pays for the build. Later requests reuse it.",
        )
        .user("makes sense. could we warm it at boot?")
        .assistant("We could call the builder in the startup hook, at the cost of ~3 s longer boot. Up to you; you said not to fix it now.")
        .user("yeah not now. thx"),
  },
  {
    id: "t33-14-money-cents",
    planted: [
      { kind: "decision", keys: ["cents"] },
      { kind: "fact", keys: ["float", "rounding"] },
    ],
    build: (s) =>
      s
        .user("invoice totals are off by a cent sometimes. here's one: INV-20931 shows 89.99 but the lines add to 90.00")
        .bash(
          "psql $DATABASE_URL -c \"select id, unit_price, qty, discount_pct, line_total from invoice_lines where invoice_id='INV-20931'\"",
          [
            "   id   | unit_price | qty | discount_pct | line_total",
            "--------+------------+-----+--------------+------------",
            " L88210 |      19.99 |   3 |           10 |      53.97",
            " L88211 |      12.01 |   3 |            0 |      36.03",
            "(2 rows)",
          ].join("\n"),
        )
        .bash(
          "rg -n 'toFixed|Math.round' src/billing | head",
          "src/billing/totals.ts:22:  return Number((unit * qty * (1 - pct / 100)).toFixed(2));\nsrc/billing/totals.ts:31:  return lines.reduce((a, l) => a + l.total, 0);",
        )
        .bash("node -e 'console.log(19.99*3*0.9, (19.99*3*0.9).toFixed(2), 53.97+36.03)'", "53.973 53.97 89.99999999999999")
        .assistant(
          "Confirmed the cause: prices are JS floats (numeric columns read as `Number`), and the sum `53.97 + 36.03` is `89.99999999999999` in binary floating point; the invoice template then truncates instead of rounding. So it's float rounding error plus a truncation, reproduced above.",
        )
        .user("jfc. what do we do")
        .assistant("Quick patch: round the sum with `toFixed(2)` in `totals.ts` too. Proper fix: do all billing arithmetic in integer minor units.")
        .user(
          "no more patches on this. from now on billing amounts are integer cents end to end — db columns, api, calculations. only the template formats them as euros",
        )
        .assistant(
          "Okay. That's a schema change on `invoice_lines` and `invoices` plus the API. I'll start with the calculation module and its tests so the rest can follow in steps.",
        )
        .file("Write", "src/billing/money.ts")
        .file("Edit", "src/billing/totals.ts")
        .file("Write", "test/billing/money.test.ts")
        .bash(
          "npx vitest run test/billing",
          vitest(
            [
              ["test/billing/money.test.ts", 18, 0],
              ["test/billing/totals.test.ts", 12, 0],
            ],
            1520,
          ),
        )
        .assistant(
          "The calculation module now works in integer minor units, with the INV-20931 lines as a test case (sum 9000); 30 billing tests pass. The columns and the API are still in euros.",
        ),
  },
  {
    id: "t33-15-ci-cache",
    planted: [
      { kind: "fact", keys: ["cache", "lockfile"] },
      { kind: "task", keys: ["arm64"] },
    ],
    build: (s) =>
      s
        .user("CI takes 14 minutes now, used to be 6. look at the workflow timings?")
        .bash(
          "gh run list -w ci.yml -L 8 --json databaseId,createdAt,updatedAt,conclusion --jq '.[] | \"\\(.databaseId) \\(.conclusion) \\(.createdAt) \\(.updatedAt)\"'",
          [
            "11893021 success 2026-11-12T09:01:10Z 2026-11-12T09:15:02Z",
            "11891777 success 2026-11-12T07:40:55Z 2026-11-12T07:54:31Z",
            "11880214 success 2026-11-11T16:22:04Z 2026-11-11T16:36:40Z",
            "11861020 success 2026-11-10T10:03:11Z 2026-11-10T10:09:20Z",
            "11860555 success 2026-11-10T09:12:48Z 2026-11-10T09:18:51Z",
          ].join("\n"),
        )
        .bash(
          "gh run view 11893021 --log | grep -E 'Cache (restored|not found)|Run npm ci' -A1 | head -12",
          [
            "install\tRestore cache\tCache not found for input keys: Linux-node-22-8d2f0c61e0a9b7c3",
            "install\tRun npm ci\t",
            "install\tRun npm ci\tadded 1412 packages in 7m 41s",
          ].join("\n"),
        )
        .bash(
          "gh run view 11860555 --log | grep -E 'Cache restored' | head -2",
          "install\tRestore cache\tCache restored from key: Linux-node-22-3c9a01e7f4b2d850",
        )
        .bash("git log --oneline --since=2026-11-10 -- .github/workflows/ci.yml", "e71b9d2 ci: key node_modules cache on hashFiles('**/package-lock.json')")
        .assistant(
          "The slowdown starts with e71b9d2. The cache key now hashes `**/package-lock.json`, which also matches the lockfile inside `examples/widget/` that the release script regenerates on every run, so the key changes every time and the cache never hits. npm ci then installs 1,412 packages from scratch (7m41s).",
        )
        .user("lol. fix the glob to just the root lockfile")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("git push -q && sleep 1 && gh run watch --exit-status | tail -3", "✓ install in 41s\n✓ test in 3m12s\n✓ ci completed with 'success'")
        .assistant("Back to about 4 minutes on the second run (the first one warmed the cache).")
        .user(
          "sweet. while we're at it, the arm64 docker build is still done with qemu emulation on the x86 runner and takes forever. we should move it to the native arm runners github has now. not in this PR, add it to the backlog",
        )
        .assistant("Okay, I'll leave the docker job as is in this PR."),
  },
  {
    id: "t33-16-explain-code",
    planted: [{ kind: "fact", keys: ["4xx", "rethrown"] }],
    build: (s) =>
      s
        .user("what does `withRetry` in src/lib/http.ts actually do? the name is vague")
        .file("Read", "src/lib/http.ts")
        .bash(
          "sed -n '30,58p' src/lib/http.ts",
          [
            "export async function withRetry<T>(fn: () => Promise<T>, opts: RetryOpts = {}): Promise<T> {",
            "  const { attempts = 3, baseMs = 200 } = opts;",
            "  let last: unknown;",
            "  for (let i = 0; i < attempts; i++) {",
            "    try {",
            "      return await fn();",
            "    } catch (err) {",
            "      last = err;",
            "      // never retry 4xx: the request is wrong, not the network",
            "      if (isHttpError(err) && err.status < 500) throw err;",
            "      await sleep(baseMs * 2 ** i + Math.random() * baseMs);",
            "    }",
            "  }",
            "  throw last;",
            "}",
          ].join("\n"),
        )
        .assistant(
          "It calls `fn` up to 3 times. A 4xx error is rethrown at once; anything else (5xx, network errors) waits `200ms·2^i` plus up to 200 ms of jitter and tries again. After the last attempt it throws the last error.",
        )
        .user("so 3 total attempts, not 3 retries?")
        .assistant("Yes, 3 attempts in total: the first call and two retries.")
        .user("got it, ty"),
  },
  {
    id: "t33-17-feature-flag",
    planted: [
      { kind: "decision", keys: ["growthbook", "self-hosted"] },
      { kind: "task", keys: ["newcheckout", "deleted"] },
    ],
    build: (s) =>
      s
        .user("we need feature flags for the new checkout rollout. what's the least painful option for us?")
        .bash("cat package.json | jq '.dependencies | keys[]' | head -40 | grep -i -E 'flag|launch|unleash|growth' || echo none", "none")
        .assistant(
          "Nothing installed yet. Candidates: LaunchDarkly (hosted, pricey per seat), Unleash (you run the server yourself), GrowthBook (open source, runs on our own cluster or as a cloud service, has experiments too), or a homegrown env-var flag table.",
        )
        .user("launchdarkly then, we had it at my last job and it just works")
        .bash("npm view launchdarkly-node-server-sdk version", "7.0.4")
        .assistant("Should I add the server SDK and a `flags.ts` wrapper? We'd need an SDK key in the secrets store first.")
        .user("hold on, just checked their pricing with Priya, no way. forget launchdarkly. we go with growthbook, self-hosted on the existing k8s cluster")
        .bash("npm install @growthbook/growthbook", "added 1 package, and audited 614 packages in 2s\n\nfound 0 vulnerabilities")
        .file("Write", "src/lib/flags.ts")
        .file("Write", "test/lib/flags.test.ts")
        .bash("npx vitest run test/lib/flags.test.ts", vitest([["test/lib/flags.test.ts", 6, 0]], 1200))
        .assistant("Added `src/lib/flags.ts` (GrowthBook client, attributes from the session, `isOn(name)`), with tests against a local feature payload.")
        .user("and gate the checkout route with a flag called `newCheckout`")
        .file("Edit", "src/routes/checkout.tsx")
        .bash("npx vitest run test/routes/checkout.test.tsx", vitest([["test/routes/checkout.test.tsx", 9, 0]], 1700))
        .assistant("Gated: with the flag off you get the old checkout, on gets the new one; both paths tested.")
        .user(
          "perfect. once the rollout hits 100% and sticks for two weeks, the newCheckout flag and the old checkout code have to be deleted, put that down as a follow-up",
        )
        .assistant("Noted as a follow-up; nothing deleted now."),
  },
  {
    id: "t33-18-pr-conventions",
    planted: [
      { kind: "instruction", keys: ["conventional", "commits"] },
      { kind: "instruction", keys: ["force-push"] },
      { kind: "fact", keys: ["release-please"] },
    ],
    build: (s) =>
      s
        .user("open a PR for the branch you just finished (the csv export one)")
        .bash("git log --oneline main..HEAD", "4c1d2e0 wip\n8b7a6f5 more\n1e2f3a4 csv export")
        .bash(
          "git push -u origin feat/csv-export",
          "remote: \nremote: Create a pull request for 'feat/csv-export' on GitHub by visiting:\nremote:      https://github.com/acme/shop/pull/new/feat/csv-export\nremote: \n * [new branch]      feat/csv-export -> feat/csv-export",
        )
        .bash(
          "gh pr create --fill",
          "https://github.com/acme/shop/pull/831\nWarning: 1 check failed\n  commitlint: ✖ subject may not be empty [subject-empty]\n  ✖ type may not be empty [type-empty]  (commit 4c1d2e0 'wip')",
        )
        .assistant("PR #831 is open but commitlint rejects the `wip` and `more` commits. I can reword them.")
        .user(
          "yeah. fyi every commit message here follows conventional commits, `feat(scope): ...`, `fix: ...` etc, not just the PR title. please write them that way from the start next time",
        )
        .bash(
          "git rebase -i --autosquash main <<< '' ; git log --oneline main..HEAD",
          "Successfully rebased and updated refs/heads/feat/csv-export.\n9d8c7b6 feat(export): stream orders as csv\n",
        )
        .assistant("Squashed the three into `feat(export): stream orders as csv`. Pushing needs a force since history changed.")
        .bash("git push --force-with-lease", "+ 4c1d2e0...9d8c7b6 feat/csv-export -> feat/csv-export (forced update)")
        .bash("gh pr checks 831", "commitlint\tpass\t9s\nci / test\tpass\t3m58s\nci / lint\tpass\t41s")
        .assistant("All checks pass now.")
        .user(
          "ok good, on your own feature branch that's fine. but never force-push to main or release/* — other people build on those. if a rebase there looks necessary, ask me first",
        )
        .user("why do we even care so much about the commit format btw? you know?")
        .bash(
          "cat release-please-config.json | head -12",
          '{\n  "packages": {\n    ".": {\n      "release-type": "node",\n      "changelog-sections": [\n        {"type": "feat", "section": "Features"},\n        {"type": "fix", "section": "Bug Fixes"}\n      ]\n    }\n  }\n}',
        )
        .assistant(
          "From the repo: release-please reads the commit types on main to pick the next version and write CHANGELOG.md: a `feat` bumps the minor, a `fix` the patch, and a `!` a major. Commits that don't parse are left out of the changelog.",
        )
        .user("ah that's it, ok"),
  },
  {
    id: "t33-19-memory-leak",
    planted: [
      { kind: "fact", keys: ["listeners"] },
      { kind: "task", keys: ["heap", "soak"] },
    ],
    build: (s) =>
      s
        .user("the notification service's memory climbs until it's OOM killed every ~2 days. any idea?")
        .bash(
          "kubectl -n notify top pods --sort-by=memory | head -5",
          "NAME                       CPU(cores)   MEMORY(bytes)\nnotify-api-5d9c8b7f6-kx2lp   41m          1483Mi\nnotify-api-5d9c8b7f6-q9w3e   38m          1321Mi\nnotify-api-5d9c8b7f6-zz81m   44m          902Mi",
        )
        .assistant(
          "Could be the in-process template cache growing without bound; that's the usual suspect in services like this. Let me take a heap snapshot before guessing more.",
        )
        .bash(
          "kubectl -n notify exec notify-api-5d9c8b7f6-kx2lp -- node -e \"process.kill(1,'SIGUSR2')\" && kubectl cp notify/notify-api-5d9c8b7f6-kx2lp:/tmp/heap.heapsnapshot /tmp/heap.heapsnapshot",
          "tar: Removing leading `/' from member names",
        )
        .bash(
          "npx heapsnapshot-summary /tmp/heap.heapsnapshot --top 8",
          [
            "Constructor                    Count      Retained",
            "(closure)                      412,881    611.2 MB",
            "EventEmitter                   206,440    288.9 MB",
            "Socket                         1,031      41.0 MB",
            "TemplateCache                  1          3.1 MB",
            "(string)                       88,210     22.4 MB",
            "MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 message listeners added to [Redis]",
          ].join("\n"),
        )
        .bash("rg -n \"\\.on\\('message'\" src", "src/subscriptions.ts:27:    redis.on('message', (ch, msg) => deliver(userId, ch, msg));")
        .file("Read", "src/subscriptions.ts")
        .assistant(
          "Not the template cache (3 MB). The leak is in `src/subscriptions.ts`: every websocket connect adds a new `'message'` listener on the shared Redis client and nothing ever removes it on disconnect, so listeners and their closures pile up (412k closures, 611 MB). That's confirmed by the heap and the MaxListeners warning.",
        )
        .user("can you fix it")
        .file("Edit", "src/subscriptions.ts")
        .file("Edit", "test/subscriptions.test.ts")
        .bash("npx vitest run test/subscriptions.test.ts", vitest([["test/subscriptions.test.ts", 8, 0]], 1300))
        .assistant(
          "One shared listener now dispatches to a `Map<userId, Set<socket>>`, and disconnect removes the entry; the new test connects/disconnects 1,000 times and checks the listener count stays at 1.",
        )
        .user(
          "great. we don't have any soak test that would have caught this. someone should set up a 24h soak run on staging with heap snapshots every few hours, before the next big release",
        )
        .assistant("Okay, not doing that here."),
  },
  {
    id: "t33-20-standup-chat",
    planted: [],
    build: (s) =>
      s
        .user("I'm writing the standup update, can you remind me what we did yesterday in this repo?")
        .bash(
          "git log --since=yesterday.midnight --until=today.midnight --author=\"$(git config user.email)\" --format='%h %s'",
          "a9b8c7d fix(export): escape quotes in csv cells\n7e6d5c4 test(export): cover unicode names\n2f1e0d9 chore: bump vite",
        )
        .assistant("Yesterday's commits: escaping quotes in CSV cells, tests for unicode names in the export, and the vite bump.")
        .user("perfect, I'll paste that. so much for my productive day 😅")
        .assistant("Three commits with tests is a fine day.")
        .user("lol. also what's open in review from me? the PR list is a mess")
        .bash(
          'gh pr list --author @me --json number,title,reviewDecision,updatedAt --jq \'.[] | "#\\(.number) \\(.reviewDecision // "NONE") \\(.title)"\'',
          "#831 APPROVED feat(export): stream orders as csv\n#826 CHANGES_REQUESTED fix(cart): coupon expiry\n#819 REVIEW_REQUIRED chore: remove dead feature toggles",
        )
        .assistant("Three: #831 is approved, #826 has requested changes, and #819 is still waiting for a first review.")
        .bash(
          "gh pr view 826 --comments | tail -8",
          "marta-r commented:\n  Could we pass `now` in instead of calling Date.now() inside? Hard to test otherwise.\n  Also: should the UI get a reason when a coupon is rejected?",
        )
        .assistant("Marta's comments on #826 are the two points from the review earlier: pass `now` in, and give the UI a reason for rejected coupons.")
        .user("yeah yeah. I'll answer her after standup"),
  },
  {
    id: "t33-21-i18n-keys",
    planted: [
      { kind: "instruction", keys: ["i18n", "keys"] },
      { kind: "decision", keys: ["icu", "locales"] },
    ],
    build: (s) =>
      s
        .user("add a german translation for the account settings page")
        .bash("ls src/locales; jq 'keys | length' src/locales/en.json", "en.json\nfr.json\n412")
        .bash(
          'rg -n "t\\(\'settings\\." src/pages/account | head -12',
          [
            "src/pages/account/Settings.tsx:14:  <h1>{t('settings.title')}</h1>",
            "src/pages/account/Settings.tsx:22:  <Label>{t('settings.email.label')}</Label>",
            "src/pages/account/Settings.tsx:31:  <p>{t('settings.delete.warning', { count: projects.length })}</p>",
            "src/pages/account/Settings.tsx:40:  <Button>{t('settings.save')}</Button>",
          ].join("\n"),
        )
        .assistant("The page uses 23 keys under `settings.*`. `settings.delete.warning` needs a plural. I'll create `de.json` with those keys first.")
        .file("Write", "src/locales/de.json")
        .bash("npm run i18n:check", "✖ de.json: 389 keys missing (fallback to en)\n✔ fr.json: complete")
        .user(
          "that's fine for now. one thing: never put english text straight into JSX, every user-facing string goes through i18n keys, even in admin pages. I see you did it right here, just saying for the future",
        )
        .assistant("Got it. How are plurals handled today? fr.json has `_one`/`_other` suffixes, i18next's default.")
        .user("what are the options?")
        .assistant(
          "Keep the i18next suffix style, or switch the plural/gender strings to ICU MessageFormat via `i18next-icu`, which handles languages with more plural forms (Polish, Arabic) properly.",
        )
        .user("we're adding polish next quarter so ICU it is, for all locales")
        .bash("npm install i18next-icu intl-messageformat", "added 4 packages, and audited 618 packages in 2s")
        .file("Edit", "src/i18n.ts")
        .file("Edit", "src/locales/fr.json")
        .file("Edit", "src/locales/en.json")
        .bash("npx vitest run test/i18n.test.ts", vitest([["test/i18n.test.ts", 15, 0]], 1450))
        .assistant(
          "Converted the plural strings in en/fr/de to ICU syntax and enabled the ICU plugin; the 15 i18n tests pass, including `settings.delete.warning` with 0, 1 and 5.",
        ),
  },
  {
    id: "t33-22-staging-copy",
    planted: [
      { kind: "fact", keys: ["replica", "anonymization"] },
      { kind: "instruction", keys: ["staging", "migrations"] },
    ],
    build: (s) =>
      s
        .user("a customer's email showed up in a staging screenshot in slack. is staging using real data??")
        .bash(
          "kubectl -n ops get cronjob staging-db-refresh -o jsonpath='{.spec.schedule} {.spec.jobTemplate.spec.template.spec.containers[0].args}'",
          '15 2 * * * ["--source=prod-replica","--target=staging","--anonymize=config/anonymize.yml"]',
        )
        .bash(
          "sed -n 1,20p config/anonymize.yml",
          "tables:\n  users:\n    email: fake_email\n    name: fake_name\n    phone: null\n  addresses:\n    street: fake_street\n  # support_tickets: TODO\n",
        )
        .bash(
          "psql $STAGING_URL -c \"select count(*) from support_tickets where body ~* '[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}'\"",
          " count\n-------\n 18432\n(1 row)",
        )
        .assistant(
          "Staging is refreshed from the production replica every night at 02:15 by `staging-db-refresh`, with anonymization — but `config/anonymize.yml` only covers users and addresses. `support_tickets` is commented out with a TODO, and 18,432 ticket bodies on staging contain email addresses. That's where the screenshot came from.",
        )
        .user("oh no. add support_tickets.body to the anonymizer now")
        .file("Edit", "config/anonymize.yml")
        .file("Write", "test/anonymize.test.ts")
        .bash("npx vitest run test/anonymize.test.ts", vitest([["test/anonymize.test.ts", 7, 0]], 900))
        .assistant("`support_tickets.body` now goes through `scrub_emails_phones`; tested on sample bodies. It takes effect with tonight's refresh.")
        .user("can you run the refresh now instead of waiting?")
        .bash("kubectl -n ops create job --from=cronjob/staging-db-refresh staging-db-refresh-manual-1", "job.batch/staging-db-refresh-manual-1 created")
        .bash(
          "kubectl -n ops wait --for=condition=complete job/staging-db-refresh-manual-1 --timeout=30m && psql $STAGING_URL -tc \"select count(*) from support_tickets where body ~* '@[a-z0-9.-]+\\.[a-z]{2,}'\"",
          "job.batch/staging-db-refresh-manual-1 condition met\n     0",
        )
        .assistant("Refresh done; zero ticket bodies on staging contain an email address now.")
        .user(
          "ty. related rule since the refresh overwrites everything: don't run migrations against staging by hand, they go through the deploy pipeline, otherwise tomorrow's refresh and the pipeline disagree about the schema",
        )
        .assistant("Understood."),
  },
  {
    id: "t33-23-pagination",
    planted: [
      { kind: "decision", keys: ["cursor", "pagination"] },
      { kind: "task", keys: ["offset", "deprecate"] },
    ],
    build: (s) =>
      s
        .user("the mobile team says /api/orders repeats items when they scroll fast. reproduce?")
        .bash(
          "rg -n 'offset|limit' src/api/orders.ts",
          "18:  const { limit = 50, offset = 0 } = parsePage(req.query);\n24:    .orderBy(desc(orders.createdAt))\n25:    .limit(limit).offset(offset);",
        )
        .file("Write", "test/api/orders-paging.test.ts")
        .bash(
          "npx vitest run test/api/orders-paging.test.ts",
          vitest(
            [["test/api/orders-paging.test.ts", 2, 1]],
            1600,
            " FAIL  test/api/orders-paging.test.ts > pages stay disjoint when an order is inserted between requests\nAssertionError: expected [ 'o_51' ] to have length 0\n  - page 2 starts with o_51, which was already the last item of page 1",
          ),
        )
        .assistant(
          "Reproduced: with offset paging, an order created between page 1 and page 2 shifts everything down by one, so the last item of page 1 appears again on page 2. Deletions do the opposite and skip an item.",
        )
        .user("how would you fix it")
        .assistant(
          "Keyset paging: the client sends the `(created_at, id)` of the last item it saw, and the query asks for rows strictly after it. Stable under inserts and deletes, and cheaper on deep pages.",
        )
        .user("do we need to keep offset for the web admin?")
        // biome-ignore lint/suspicious/noTemplateCurlyInString: quoted source code
        .bash('rg -n "orders\\?.*offset=" web/ admin/ | head -5', "admin/src/pages/Orders.tsx:58:  fetch(`/api/orders?offset=${page * 50}&limit=50`)")
        .assistant("The admin table uses `?offset=` for its numbered pages. If we remove offset it needs a small change too.")
        .user(
          "ok. we go with cursor pagination for all list endpoints from now on, orders first. keep offset working on /api/orders for now so admin doesn't break",
        )
        .file("Edit", "src/api/orders.ts")
        .file("Edit", "src/api/paging.ts")
        .bash(
          "npx vitest run test/api",
          vitest(
            [
              ["test/api/orders-paging.test.ts", 2, 0],
              ["test/api/orders.test.ts", 19, 0],
              ["test/api/users.test.ts", 11, 0],
            ],
            2600,
          ),
        )
        .assistant(
          "`/api/orders` accepts `?cursor=` (opaque, base64 of `created_at|id`) and returns `next_cursor`; `?offset=` still works. The paging test passes now.",
        )
        .user(
          "good. the admin still needs to move to cursors, and after that offset on /api/orders should be deprecated and removed. leave that for the next sprint",
        ),
  },
  {
    id: "t33-24-docker-musl",
    planted: [
      { kind: "fact", keys: ["musl", "sharp"] },
      { kind: "decision", keys: ["bookworm", "images"] },
    ],
    build: (s) =>
      s
        .user("the image upload endpoint 500s in the container but works locally. stack trace is in the logs")
        .bash(
          "docker compose logs api --tail 15",
          [
            'api-1  | Error: Could not load the "sharp" module using the linuxmusl-x64 runtime',
            "api-1  | Possible solutions:",
            "api-1  | - Ensure optional dependencies can be installed:",
            "api-1  |     npm install --include=optional sharp",
            "api-1  | - Ensure your package manager supports multi-platform installation:",
            "api-1  |     See https://sharp.pixelplumbing.com/install#cross-platform",
            "api-1  |     at Object.<anonymous> (/app/node_modules/sharp/lib/sharp.js:114:9)",
            "api-1  | POST /api/uploads 500 31ms",
          ].join("\n"),
        )
        .bash(
          "head -3 Dockerfile; grep -n 'npm ci' Dockerfile",
          "FROM node:22-alpine AS deps\nWORKDIR /app\nCOPY package*.json ./\n5:RUN npm ci --omit=optional",
        )
        .assistant(
          "The base image is Alpine, which uses musl libc, and the Dockerfile runs `npm ci --omit=optional`, so sharp's prebuilt `linuxmusl-x64` binary (an optional dependency) never gets installed. Locally you're on glibc/macOS, which is why it works there.",
        )
        .user("ok just drop the --omit=optional?")
        .file("Edit", "Dockerfile")
        .bash(
          "docker compose build api 2>&1 | tail -3 && docker compose up -d api && curl -s -o /dev/null -w '%{http_code}\\n' -F file=@test/fixtures/cat.jpg localhost:3000/api/uploads",
          " => exporting layers\n => naming to docker.io/library/app-api\n201",
        )
        .assistant("That fixes the upload (201). Although: the same `--omit=optional` was added in March to shave 40 MB; removing it brings those back.")
        .user("what else does alpine cost us? we had the DNS thing last year too")
        .assistant(
          "The musl resolver doesn't do the search-domain behaviour glibc does, and some native modules lack musl builds. Moving to `node:22-bookworm-slim` avoids both for ~30 MB more than Alpine.",
        )
        .user("yes. switch the base to bookworm-slim for all our node images, we're done fighting musl")
        .file("Edit", "Dockerfile")
        .file("Edit", "worker/Dockerfile")
        .bash(
          "docker compose build 2>&1 | tail -2 && docker images --format '{{.Repository}} {{.Size}}' | grep app-",
          " => naming to docker.io/library/app-api\n => naming to docker.io/library/app-worker\napp-api 241MB\napp-worker 228MB",
        )
        .assistant("Both Dockerfiles now start from `node:22-bookworm-slim` (241 MB and 228 MB); upload works."),
  },
  {
    id: "t33-25-empty-review",
    planted: [],
    build: (s) =>
      s
        .user("can you review my diff before I push? git diff main")
        .bash(
          "git diff main --stat && git diff main -- src/cart/applyCoupon.ts",
          [
            " src/cart/applyCoupon.ts       | 18 +++++++++++-------",
            " test/cart/applyCoupon.test.ts | 24 ++++++++++++++++++++++++",
            " 2 files changed, 35 insertions(+), 7 deletions(-)",
            "@@ -12,11 +12,15 @@ export function applyCoupon(cart: Cart, code: string): Cart {",
            "-  const coupon = COUPONS[code];",
            "+  const coupon = COUPONS[code.trim().toUpperCase()];",
            "   if (!coupon) return cart;",
            "+  if (coupon.expiresAt && coupon.expiresAt < Date.now()) return cart;",
            "+  // never stack two percentage coupons",
            "+  if (cart.coupons.some((c) => c.type === 'pct') && coupon.type === 'pct') return cart;",
          ].join("\n"),
        )
        .assistant(
          "Looks right overall. Two remarks: `Date.now()` inside makes the expiry check hard to test (you could pass `now` in), and an expired or stacked coupon returns the cart silently, so the UI can't say why the code didn't apply. Maybe return a reason?",
        )
        .user("good points but I'll keep it as is for this PR, it's already approved in spirit lol")
        .bash(
          "npx vitest run test/cart",
          vitest(
            [
              ["test/cart/applyCoupon.test.ts", 9, 0],
              ["test/cart/cart.test.ts", 22, 0],
            ],
            1400,
          ),
        )
        .assistant("Fine by me; the cart tests pass (31).")
        .user("pushing"),
  },
  {
    id: "t33-26-owner-payments",
    planted: [
      { kind: "fact", keys: ["priya", "owns"] },
      { kind: "instruction", keys: ["codeowners", "review"] },
      { kind: "task", keys: ["runbook", "payouts"] },
    ],
    build: (s) =>
      s
        .user("payouts to sellers failed overnight, about 40 of them. who even owns that code? git blame is all over the place")
        .bash(
          "cat .github/CODEOWNERS | grep -n -i -E 'payout|payments|billing'",
          "12:/src/payments/   @acme/payments-team\n13:/src/billing/    @acme/payments-team\n",
        )
        .bash("gh api orgs/acme/teams/payments-team/members --jq '.[].login'", "priya-n\nlkowalski")
        .bash(
          "kubectl -n shop logs job/payouts-20261115 | grep -E 'ERROR|failed' | head -8",
          [
            "2026-11-15T03:00:12Z ERROR payout po_7781 failed: account_closed (acct_1PqX...)",
            "2026-11-15T03:00:12Z ERROR payout po_7782 failed: insufficient_funds on platform balance",
            "2026-11-15T03:00:13Z ERROR payout po_7783 failed: insufficient_funds on platform balance",
            "... 37 more",
            "2026-11-15T03:00:19Z INFO payouts done: 1211 ok, 40 failed",
          ].join("\n"),
        )
        .assistant(
          "39 of the 40 failures are `insufficient_funds on platform balance`, one is a closed account. So the platform Stripe balance ran dry, not a code bug. CODEOWNERS points src/payments at the payments team (priya-n, lkowalski).",
        )
        .user("right, I remember now. Priya owns payouts, she's the one who knows the balance top-up process. I'll ping her")
        .user("while waiting: can you add a retry of failed payouts to the job?")
        .assistant(
          "I can, but retrying `insufficient_funds` immediately will just fail again until the balance is topped up. Maybe retry only after a top-up webhook? Do you want that now?",
        )
        .user("no, forget the retry, Priya will rerun them manually")
        .assistant("Okay, no retry.")
        .user(
          "one more thing for you in general: anything under src/payments or src/billing needs a review from the codeowners team before merge, don't auto-merge those even if CI is green",
        )
        .bash("gh api repos/acme/shop/branches/main/protection --jq '.required_pull_request_reviews.require_code_owner_reviews'", "true")
        .assistant("Noted; branch protection already requires code-owner review on main, so auto-merge would wait for them anyway.")
        .user(
          "good. also we clearly need a runbook for failed payouts (what to check, how to top up, how to rerun). Priya said she'd write it but it's on us to chase. keep it as an open item",
        ),
  },
  {
    id: "t33-27-date-lib",
    planted: [
      { kind: "decision", keys: ["date-fns", "storefront"] },
      { kind: "task", keys: ["templates", "moment"] },
    ],
    build: (s) =>
      s
        .user("bundle size on the storefront jumped, lighthouse is yelling. what's big?")
        .bash(
          "npx vite-bundle-visualizer --json | jq -r '.[] | \"\\(.size)\\t\\(.name)\"' | sort -rn | head -8",
          [
            "291204\tmoment/locale (all)",
            "71340\tmoment",
            "58112\treact-dom",
            "41230\t@growthbook/growthbook",
            "22918\tzod",
            "19033\tsrc/pages/Checkout",
            "11702\tclsx+tailwind-merge",
          ].join("\n"),
        )
        .assistant("Most of it is moment with every locale bundled (360 KB together). Only two places import it.")
        .bash(
          "rg -n \"from 'moment'\" src",
          "src/components/OrderDate.tsx:2:import moment from 'moment';\nsrc/pages/Returns.tsx:4:import moment from 'moment';",
        )
        .user("could we just exclude the locales with the webpack-ish plugin thing")
        .assistant(
          "With vite it'd be an alias to `moment/min/moment.min.js`, which drops locales, but moment itself is still 70 KB and in maintenance mode. dayjs or date-fns would be ~5-10 KB for what we use.",
        )
        .user("date-fns. we use it in the admin already, one less thing to learn. switch the storefront to date-fns")
        .file("Edit", "src/components/OrderDate.tsx")
        .file("Edit", "src/pages/Returns.tsx")
        .bash("npm uninstall moment && npm install date-fns", "removed 1 package\nadded 1 package, and audited 611 packages in 2s")
        .bash(
          "npx vitest run test/components/OrderDate.test.tsx test/pages/Returns.test.tsx",
          vitest(
            [
              ["test/components/OrderDate.test.tsx", 6, 0],
              ["test/pages/Returns.test.tsx", 11, 0],
            ],
            1900,
          ),
        )
        .bash("npm run build 2>&1 | grep -E 'index-.*\\.js'", "dist/assets/index-4c1f0a2b.js   187.41 kB │ gzip: 61.02 kB")
        .assistant("Both call sites use `format`/`differenceInDays` now, tests pass, main chunk is 187 KB (was ~550 KB).")
        .user(
          "🔥. the email templates repo still uses moment too, that one's a separate deploy — needs the same treatment eventually, remind whoever picks it up",
        ),
  },
  {
    id: "t33-28-no-snapshots",
    planted: [{ kind: "instruction", keys: ["tomatchsnapshot"] }],
    build: (s) =>
      s
        .user("write tests for the PriceTag component")
        .file("Read", "src/components/PriceTag.tsx")
        .file("Write", "test/components/PriceTag.test.tsx")
        .bash("npx vitest run test/components/PriceTag.test.tsx", `${vitest([["test/components/PriceTag.test.tsx", 4, 0]], 1100)}\n\n Snapshots  1 written`)
        .assistant("Four tests: regular price, sale price with strikethrough, free, and a snapshot of the whole rendered tag.")
        .user(
          "drop the snapshot one. we don't use toMatchSnapshot in this codebase at all, people just press `u` when they fail. assert on the things that matter (text, aria, classes)",
        )
        .file("Edit", "test/components/PriceTag.test.tsx")
        .bash(
          "rm -rf test/components/__snapshots__ && npx vitest run test/components/PriceTag.test.tsx",
          vitest([["test/components/PriceTag.test.tsx", 5, 0]], 1050),
        )
        .assistant('Replaced the snapshot with explicit checks of the visible price, the `aria-label` ("was €20, now €15") and the sale class; 5 tests pass.')
        .user("👍"),
  },
  {
    id: "t33-29-websocket-lib",
    planted: [
      { kind: "decision", keys: ["socket.io", "migrate"] },
      { kind: "fact", keys: ["idle", "60"] },
    ],
    build: (s) =>
      s
        .user("live order tracking disconnects every minute or so on prod but not locally. ws server is in src/live")
        .bash(
          "kubectl -n shop logs deploy/live --since=10m | grep -E 'close|error' | head -10",
          [
            "08:14:02.118 ws close code=1006 reason='' uid=u_8812 after=60.02s",
            "08:14:05.771 ws close code=1006 reason='' uid=u_1204 after=60.01s",
            "08:14:09.402 ws close code=1006 reason='' uid=u_9930 after=60.00s",
            "08:15:11.893 ws close code=1006 reason='' uid=u_8812 after=60.03s",
          ].join("\n"),
        )
        .assistant(
          "Abnormal closes (1006), always about a minute after the connection opened. Maybe something between the client and us cuts it rather than our code? Checking the ingress.",
        )
        .bash(
          "kubectl -n shop get ingress live -o yaml | grep -i -E 'timeout|annotations' -A0",
          '  annotations:\n    nginx.ingress.kubernetes.io/proxy-read-timeout: "60"\n    nginx.ingress.kubernetes.io/proxy-send-timeout: "60"',
        )
        .bash("rg -n 'ping|heartbeat' src/live", "")
        .assistant(
          "Confirmed: the nginx ingress closes any connection that's idle for 60 seconds (`proxy-read-timeout: 60`), and our server never sends pings, so a quiet order page gets cut. Locally there's no proxy in between.",
        )
        .user("so add pings?")
        .assistant(
          "Yes, a ping every 25 s keeps it under the timeout. Or we could switch the server to socket.io, which does heartbeats, reconnection and rooms for us.",
        )
        .user("hm, socket.io would also give us the reconnect logic on the client for free. let's migrate src/live to socket.io")
        .bash("npm install socket.io && npm install -w web socket.io-client", "added 18 packages\nadded 9 packages")
        .file("Edit", "src/live/server.ts")
        .file("Edit", "web/src/live/client.ts")
        .bash(
          "npx vitest run test/live",
          vitest(
            [
              ["test/live/server.test.ts", 11, 0],
              ["test/live/reconnect.test.ts", 4, 0],
            ],
            4200,
          ),
        )
        .assistant("Server and client moved over (pingInterval 25 s); the live tests pass, including a reconnect test that kills the server mid-stream.")
        .user("nice. deploy is tomorrow"),
  },
  {
    id: "t33-30-help-regex",
    planted: [],
    build: (s) =>
      s
        .user("regex question: how do I match a SKU like ABC-12345-XL but not ABC-12345-XL-OLD")
        .assistant("`^[A-Z]{3}-\\d{5}-(XS|S|M|L|XL|XXL)$`: anchor both ends so a suffix after the size fails. Want me to check it against the catalog?")
        .user("yeah please")
        .bash(
          "rg -c -e '^[A-Z]{3}-[0-9]{5}-(XS|S|M|L|XL|XXL)$' data/catalog-skus.txt; wc -l < data/catalog-skus.txt; rg -v -e '^[A-Z]{3}-[0-9]{5}-(XS|S|M|L|XL|XXL)$' data/catalog-skus.txt | head -5",
          "18211\n18240\nABC-12345-XL-OLD\nKID-00912-2T\nKID-00913-3T\nKID-00914-4T\nGFT-00001",
        )
        .assistant("18,211 of 18,240 match. The rest: the `-OLD` SKUs (excluded as you want), kids' sizes like `2T`, and gift cards without a size.")
        .user("ah kids sizes, forgot those. how many gift cards are there, roughly?")
        .bash("rg -c '^GFT-' data/catalog-skus.txt; rg '^GFT-' data/catalog-skus.txt | head -4", "11\nGFT-00001\nGFT-00002\nGFT-00010\nGFT-00025")
        .assistant("Eleven of them in this export.")
        .user("and the kids ones all end in T?")
        .bash("rg '^KID-' data/catalog-skus.txt | sed 's/.*-//' | sort | uniq -c", "      4 2T\n      5 3T\n      5 4T\n      3 5T")
        .assistant("Yes: 2T to 5T, 17 SKUs. Adding `[2-5]T` to the size group would cover them.")
        .user("fine I'll handle them in code. thanks!"),
  },
  {
    id: "t33-31-index-orders",
    planted: [
      { kind: "fact", keys: ["seq", "scan"] },
      { kind: "instruction", keys: ["concurrently"] },
      { kind: "task", keys: ["pg_stat_statements", "enable"] },
    ],
    build: (s) =>
      s
        .user("the admin orders page takes 8 seconds when you filter by date range. explain analyze?")
        .bash(
          "psql $DATABASE_URL -c \"explain analyze select * from orders where created_at between '2026-10-01' and '2026-10-31' order by created_at desc limit 50\"",
          [
            "Limit  (cost=0.00..412887.10 rows=50 width=312) (actual time=7941.220..7941.381 rows=50 loops=1)",
            "  ->  Sort  (cost=412886.60..415102.81 rows=886484 width=312) (actual time=7941.218..7941.366 rows=50 loops=1)",
            "        Sort Key: created_at DESC",
            "        Sort Method: top-N heapsort  Memory: 61kB",
            "        ->  Seq Scan on orders  (cost=0.00..384116.22 rows=886484 width=312) (actual time=0.031..7702.113 rows=912339 loops=1)",
            "              Filter: ((created_at >= '2026-10-01') AND (created_at <= '2026-10-31'))",
            "              Rows Removed by Filter: 11204557",
            "Planning Time: 0.212 ms",
            "Execution Time: 7941.502 ms",
          ].join("\n"),
        )
        .assistant(
          "It's a sequential scan over all 12 million orders, filtering out 11.2M rows: there's no index on `orders.created_at`. The date filter and the sort both need one.",
        )
        .user("add one")
        .file("Write", "migrations/20261116_orders_created_at_idx.sql")
        .bash("cat migrations/20261116_orders_created_at_idx.sql", "CREATE INDEX orders_created_at_idx ON orders (created_at);")
        .user(
          "careful — on prod that locks the orders table for minutes. index creation on our big tables must always be CREATE INDEX CONCURRENTLY, in its own migration without a transaction. that's the convention",
        )
        .file("Edit", "migrations/20261116_orders_created_at_idx.sql")
        .bash(
          "cat migrations/20261116_orders_created_at_idx.sql && npm run migrate:dev && psql $DATABASE_URL -c \"explain analyze select * from orders where created_at between '2026-10-01' and '2026-10-31' order by created_at desc limit 50\" | tail -3",
          "-- migrate:no-transaction\nCREATE INDEX CONCURRENTLY IF NOT EXISTS orders_created_at_idx ON orders (created_at);\napplied 20261116_orders_created_at_idx.sql\n  ->  Index Scan Backward using orders_created_at_idx on orders  (actual time=0.044..0.311 rows=50 loops=1)\nPlanning Time: 0.301 ms\nExecution Time: 0.402 ms",
        )
        .assistant("With the index the query takes 0.4 ms instead of 7.9 s (index scan backward).")
        .user("are there other slow queries like this? I bet there are")
        .bash("psql $DATABASE_URL -c 'select count(*) from pg_stat_statements'", 'ERROR:  relation "pg_stat_statements" does not exist')
        .assistant("Can't tell from here: the `pg_stat_statements` extension isn't loaded on this database, so there's no per-query history to look at.")
        .user(
          "right. TODO for the infra ticket: enable pg_stat_statements on the prod cluster (needs a restart, so it goes into a maintenance window), then we hunt the rest",
        ),
  },
  {
    id: "t33-32-env-parsing",
    planted: [
      { kind: "decision", keys: ["env.ts", "boot"] },
      { kind: "instruction", keys: ["process.env", "directly"] },
    ],
    build: (s) =>
      s
        .user("the app booted in prod with REDIS_URL unset and only failed an hour later on the first cache write. how do we prevent that")
        .bash(
          "rg -n 'process\\.env\\.' src | wc -l; rg -n 'process\\.env\\.' src | head -8",
          [
            "64",
            "src/cache.ts:5:const url = process.env.REDIS_URL!;",
            "src/db.ts:3:  connectionString: process.env.DATABASE_URL,",
            "src/mail.ts:9:  apiKey: process.env.POSTMARK_KEY ?? '',",
            "src/instrument.ts:5:  dsn: process.env.SENTRY_DSN,",
            "src/jobs/nightly.ts:7:const BATCH = Number(process.env.NIGHTLY_BATCH ?? 500);",
            "src/api/auth.ts:11:const secret = process.env.JWT_SECRET as string;",
          ].join("\n"),
        )
        .assistant(
          "64 direct reads of `process.env` across src, with `!`, `as string`, or `?? ''` to silence the types, so a missing variable is only noticed when the code path runs.",
        )
        .user("proposal?")
        .assistant(
          "One `src/env.ts` that parses `process.env` with a zod schema at startup and exports a typed `env` object; the process exits on startup listing every missing or malformed variable.",
        )
        .user("yes, that. one env.ts with zod, validated at boot, fail fast")
        .file("Write", "src/env.ts")
        .bash(
          "npx tsx -e \"import('./src/env.ts')\" 2>&1 | head -6",
          "✖ Invalid environment:\n  REDIS_URL: Required\n  POSTMARK_KEY: Required\n  JWT_SECRET: String must contain at least 32 character(s)",
        )
        .assistant("With my local `.env` it refuses to start and lists three problems, which is the point. Now replacing the 64 reads.")
        .bash("npx jscodeshift -t scripts/codemods/env.ts src --parser=ts | tail -3", "All done.\nResults:\n0 errors\n41 unmodified\n23 ok")
        .file("Edit", "src/cache.ts")
        .bash(
          "rg -n 'process\\.env' src | grep -v src/env.ts | wc -l && npx tsc --noEmit && npx vitest run",
          "0\n" +
            vitest(
              [
                ["test/env.test.ts", 9, 0],
                ["test/api/auth.test.ts", 14, 0],
                ["test/cache.test.ts", 5, 0],
              ],
              3000,
            ),
        )
        .user("great. and from now on nothing outside src/env.ts reads process.env directly, import `env` instead. tests can set variables before importing it")
        .assistant("Understood."),
  },
  {
    id: "t33-33-empty-typo",
    planted: [],
    build: (s) =>
      s
        .user("there's a typo on the returns page, 'recieve'. fix pls")
        .bash(
          "rg -n -i 'recieve' src web",
          'web/src/pages/Returns.tsx:77:          You will recieve a refund within 5 business days.\nsrc/locales/en.json:201:  "returns.refund_eta": "You will recieve a refund within {days} business days."',
        )
        .assistant("It's in en.json (the page text comes from there; the .tsx line is a stale fallback). Fixing both.")
        .file("Edit", "src/locales/en.json")
        .file("Edit", "web/src/pages/Returns.tsx")
        .bash("rg -n -i 'recieve' src web | wc -l", "0")
        .assistant("Fixed in both places.")
        .user("ty"),
  },
  {
    id: "t33-34-webhook-idempotency",
    planted: [
      { kind: "decision", keys: ["event", "table"] },
      { kind: "fact", keys: ["stripe", "retries"] },
    ],
    build: (s) =>
      s
        .user("some customers got two order confirmation emails for one order. payment webhooks?")
        .bash(
          "psql $DATABASE_URL -c \"select stripe_event_id, count(*) from email_log where kind='order_confirmation' and created_at > now() - interval '3 days' group by 1 having count(*) > 1 limit 5\"",
          "   stripe_event_id    | count\n----------------------+-------\n evt_3QaZ81Kx2FhB0s1a |     2\n evt_3QaZ9mKx2FhB0s7c |     2\n evt_3QaZA0Kx2FhB0s9d |     3\n(3 rows)",
        )
        .bash(
          "kubectl -n shop logs deploy/api --since=72h | grep evt_3QaZA0Kx2FhB0s9d",
          [
            "2026-11-14T19:02:11Z POST /webhooks/stripe 200 11203ms evt=evt_3QaZA0Kx2FhB0s9d type=payment_intent.succeeded",
            "2026-11-14T19:03:14Z POST /webhooks/stripe 200 10870ms evt=evt_3QaZA0Kx2FhB0s9d type=payment_intent.succeeded",
            "2026-11-14T19:08:40Z POST /webhooks/stripe 200 412ms evt=evt_3QaZA0Kx2FhB0s9d type=payment_intent.succeeded",
          ].join("\n"),
        )
        .assistant("The same event arrived three times. The first two took ~11 s to answer. Let me check Stripe's side of it.")
        .bash(
          "stripe events retrieve evt_3QaZA0Kx2FhB0s9d | jq '.request, .pending_webhooks' && stripe webhook_endpoints list | jq '.data[0].url'",
          '{\n  "id": null,\n  "idempotency_key": null\n}\n0\n"https://shop.example/webhooks/stripe"',
        )
        .assistant(
          "Stripe redelivers an event when our endpoint doesn't answer within 10 seconds, even if we eventually return 200; it also retries with backoff for up to three days on errors. Our handler sends the email synchronously inside the request (11 s here), so Stripe retries and we process the event again.",
        )
        .user("so what's the fix, ack faster?")
        .assistant(
          "Two parts: answer 200 immediately and do the work in a job, and make the handler idempotent so a redelivered event is a no-op. Idempotency could be a unique constraint on `email_log.stripe_event_id`, or a separate record of processed ids.",
        )
        .user(
          "separate table. a processed_stripe_event table keyed on the event id, insert first and skip if it's already there. that's how every webhook handler will do it",
        )
        .file("Write", "migrations/20261117_processed_stripe_event.sql")
        .file("Edit", "src/webhooks/stripe.ts")
        .file("Edit", "test/webhooks/stripe.test.ts")
        .bash(
          "npx vitest run test/webhooks",
          vitest(
            [
              ["test/webhooks/stripe.test.ts", 16, 0],
              ["test/webhooks/github.test.ts", 5, 0],
            ],
            2100,
          ),
        )
        .assistant(
          "The handler inserts the event id into `processed_stripe_event` (ON CONFLICT DO NOTHING) and returns early on a duplicate; email sending moved to the queue. Tests cover a triple delivery sending one email.",
        ),
  },
  {
    id: "t33-35-node-version",
    planted: [
      { kind: "decision", keys: ["node", "24"] },
      { kind: "task", keys: ["lambda", "runtime"] },
    ],
    build: (s) =>
      s
        .user("node 20 goes EOL in april. what do we run where?")
        .bash(
          "cat .nvmrc; grep -rn 'node-version' .github/workflows | head; grep -n '^FROM' Dockerfile worker/Dockerfile; grep -rn 'runtime:' infra/lambda/*.yml",
          [
            "20.18.0",
            ".github/workflows/ci.yml:22:          node-version-file: .nvmrc",
            ".github/workflows/release.yml:17:          node-version: 20",
            "Dockerfile:1:FROM node:22-bookworm-slim AS deps",
            "worker/Dockerfile:1:FROM node:22-bookworm-slim AS deps",
            "infra/lambda/thumbnails.yml:6:  runtime: nodejs20.x",
            "infra/lambda/exports.yml:6:  runtime: nodejs18.x",
          ].join("\n"),
        )
        .assistant(
          "It's a mix: containers are on 22, local/CI on 20.18 via `.nvmrc`, the release workflow pins 20, and two Lambdas run nodejs20.x and nodejs18.x (18 is already EOL).",
        )
        .user("let's standardize on 22 everywhere then")
        .assistant("22 is LTS until April 2027. 24 becomes LTS in October and is supported until 2028. Depends how often you want to do this.")
        .user("hmm. ok scratch 22, go straight to node 24 for everything we control, then we don't touch it again for two years")
        .file("Edit", ".nvmrc")
        .file("Edit", ".github/workflows/release.yml")
        .file("Edit", "Dockerfile")
        .file("Edit", "worker/Dockerfile")
        .bash(
          "nvm install && npm ci && npx vitest run 2>&1 | tail -4",
          "Now using node v24.11.0 (npm v11.6.1)\nadded 1412 packages in 19s\n Test Files  88 passed (88)\n      Tests  1024 passed (1024)",
        )
        .assistant("`.nvmrc`, both workflows and both Dockerfiles are on 24; the full suite passes on 24.11.")
        .user("what about the lambdas")
        .bash(
          "aws lambda list-layers --compatible-runtime nodejs24.x --query 'Layers[].LayerName' 2>&1 | head -2",
          "An error occurred (InvalidParameterValueException): Value nodejs24.x at 'compatibleRuntime' failed to satisfy constraint",
        )
        .assistant("AWS doesn't offer that version for Lambda functions in our region yet, so those can't follow today.")
        .user(
          "ok. then the two lambdas stay behind for now — once AWS ships it, bump both lambda runtime versions to 24 (exports first, it's on 18). open item",
        ),
  },
  {
    id: "t33-36-empty-deploy-status",
    planted: [],
    build: (s) =>
      s
        .user("is the deploy from this morning done? the one with the socket.io change")
        .bash(
          "gh run list -w deploy.yml -L 3",
          "STATUS  TITLE                              WORKFLOW  BRANCH  EVENT  ID          ELAPSED  AGE\n✓       feat(live): migrate to socket.io    deploy    main    push   11921033    6m12s    2h\n✓       fix(export): escape quotes          deploy    main    push   11919870    5m58s    5h",
        )
        .bash("kubectl -n shop rollout status deploy/live", 'deployment "live" successfully rolled out')
        .assistant("Yes: the deploy for the socket.io change finished two hours ago and the `live` rollout is complete.")
        .user("any errors since?")
        .bash("kubectl -n shop logs deploy/live --since=2h | grep -c -i error", "0")
        .assistant("None in the last two hours of `live` logs.")
        .user("🎉"),
  },
  {
    id: "t33-37-api-versioning",
    planted: [
      { kind: "fact", keys: ["mobile", "api-version"] },
      { kind: "task", keys: ["sunset", "v1"] },
    ],
    build: (s) =>
      s
        .user("I want to remove the old /v1/cart endpoints. is anything still calling them?")
        .bash(
          "bq query --use_legacy_sql=false 'select user_agent_family, count(*) n from logs.requests where path like \"/v1/cart%\" and ts > timestamp_sub(current_timestamp(), interval 7 day) group by 1 order by n desc limit 5'",
          "+-------------------+--------+\n| user_agent_family |   n    |\n+-------------------+--------+\n| ShopApp-iOS       | 184220 |\n| ShopApp-Android   |  97311 |\n| python-requests   |     12 |\n+-------------------+--------+",
        )
        .assistant("Yes, heavily: 280k calls last week, almost all from the iOS and Android apps.")
        .user("but the apps were migrated to v2 in the summer?")
        .bash(
          "bq query --use_legacy_sql=false 'select app_version, api_version_header, count(*) n from logs.requests where path like \"/v1/cart%\" group by 1,2 order by n desc limit 4'",
          "+-------------+--------------------+--------+\n| app_version | api_version_header |   n    |\n+-------------+--------------------+--------+\n| 5.2.1       | 2023-10            | 121554 |\n| 5.1.0       | 2023-10            |  88120 |\n| 4.9.3       | NULL               |  71857 |\n+-------------+--------------------+--------+",
        )
        .assistant(
          "The data shows why: current mobile app versions still send the `Api-Version: 2023-10` header, and our router maps that header to the v1 cart handlers. So the apps call the v2 URLs but get v1 behaviour, and old 4.x installs hit /v1 directly.",
        )
        .user("wow ok. so we can't remove anything yet")
        .assistant("Not without breaking the apps. Could we make the router send 2023-10 to v2 instead? That might change response shapes the apps parse.")
        .user("no no, don't touch the routing")
        .file("Write", "docs/api-deprecations.md")
        .bash(
          "git add docs/api-deprecations.md && git commit -qm 'docs: record v1 cart callers' && git log --oneline -1",
          "e8d7c6b docs: record v1 cart callers",
        )
        .assistant("I wrote down the numbers in docs/api-deprecations.md so the question doesn't have to be re-run.")
        .user(
          "ok. open task for when mobile ships a release with the new header: announce a sunset date for v1 cart (Sunset header + email to the few api users), then remove it 3 months later",
        ),
  },
  {
    id: "t33-38-answer-style",
    planted: [
      { kind: "instruction", keys: ["recap"] },
      { kind: "instruction", keys: ["git", "add"] },
    ],
    build: (s) =>
      s
        .user("the search results page flickers when you type fast. it's SearchBox.tsx I think")
        .file("Read", "web/src/components/SearchBox.tsx")
        .bash(
          "rg -n 'useEffect|fetch\\(' web/src/components/SearchBox.tsx",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: quoted source code
          "14:  useEffect(() => {\n15:    fetch(`/api/search?q=${encodeURIComponent(q)}`)\n16:      .then((r) => r.json())\n17:      .then(setResults);\n18:  }, [q]);",
        )
        .assistant(
          "Every keystroke fires a request and whichever response arrives last wins, so an older, slower response can overwrite a newer one — the flicker. Fix: debounce and abort the previous request.",
        )
        .file("Edit", "web/src/components/SearchBox.tsx")
        .file("Write", "web/test/SearchBox.test.tsx")
        .bash("npx vitest run web/test/SearchBox.test.tsx", vitest([["web/test/SearchBox.test.tsx", 5, 0]], 1700))
        .assistant(
          "## Summary of changes\n\n- Added a 200 ms debounce on the query\n- Each effect creates an `AbortController` and aborts the previous request\n- Added 5 tests (out-of-order responses, abort on unmount, …)\n\n## Files changed\n- `web/src/components/SearchBox.tsx`\n- `web/test/SearchBox.test.tsx`\n\n## Next steps\n- Consider moving search to react-query",
        )
        .user(
          "works, thanks. but pls stop writing these big recap blocks with headings at the end of every answer, I read the diff anyway. two or three sentences max",
        )
        .assistant("Will do.")
        .bash("git status --short", " M web/src/components/SearchBox.tsx\n?? web/test/SearchBox.test.tsx\n?? web/.vite-cache/\n?? scratch.http")
        .bash(
          "git add -A && git commit -qm 'fix(search): debounce and abort stale requests' && git show --stat HEAD | tail -5",
          " web/.vite-cache/deps/_metadata.json | 41 +++++\n web/src/components/SearchBox.tsx    | 22 ++--\n web/test/SearchBox.test.tsx         | 88 +++++++++++\n scratch.http                        |  6 +\n 4 files changed, 151 insertions(+), 6 deletions(-)",
        )
        .user(
          "argh you committed the vite cache and my scratch file. undo that. and never `git add -A` or `git add .` in my repos, add the files you changed by name",
        )
        .bash(
          "git reset --soft HEAD~1 && git restore --staged web/.vite-cache scratch.http && git commit -qm 'fix(search): debounce and abort stale requests' && git show --stat HEAD | tail -3",
          " web/src/components/SearchBox.tsx | 22 ++--\n web/test/SearchBox.test.tsx      | 88 +++++++++++\n 2 files changed, 104 insertions(+), 6 deletions(-)",
        )
        .assistant("Recommitted with only the two files; the cache and scratch.http are untracked again."),
  },
  {
    id: "t33-39-queue-choice",
    planted: [
      { kind: "decision", keys: ["bullmq", "queue"] },
      { kind: "task", keys: ["adr"] },
    ],
    build: (s) =>
      s
        .user("we need a job queue for the export/email stuff, right now it's setTimeout in the request handler 💀. thoughts?")
        .bash(
          "rg -n 'setTimeout\\(' src --glob '!*.test.ts' | head",
          "src/api/exports.ts:41:  setTimeout(() => buildExport(job), 0);\nsrc/webhooks/stripe.ts:58:  setTimeout(() => sendConfirmation(order), 0);\nsrc/api/invites.ts:22:  setTimeout(() => sendInvite(invite), 0);",
        )
        .assistant(
          "Three fire-and-forget jobs, lost on every restart. Options given what we already run: BullMQ on the existing Redis, pg-boss on Postgres (transactional job creation), or SQS (managed, but another AWS dependency). Is there a preference on infra?",
        )
        .user("pg-boss sounds nice because of the transaction thing. what are the downsides")
        .assistant(
          "It polls Postgres, which adds load on the primary, and throughput tops out well below Redis-based queues. For three job types at our volume that's probably fine, but I haven't measured it.",
        )
        .user("measure it quick? enqueue+process 10k jobs with each")
        .bash(
          "node bench/queues.mjs --jobs 10000",
          ["pg-boss   enqueue 10000: 6.81s   process: 14.2s   pg cpu peak: 71%", "bullmq    enqueue 10000: 0.92s   process: 2.4s    redis cpu peak: 18%"].join(
            "\n",
          ),
        )
        .assistant("pg-boss: 14 s to process 10k jobs with the primary's CPU peaking at 71%. BullMQ: 2.4 s, Redis at 18%.")
        .user("71% on the primary is a no. bullmq it is for the queue. but now Redis has to be durable — is it?")
        .bash("redis-cli -h redis-shop.internal CONFIG GET appendonly", '1) "appendonly"\n2) "no"')
        .assistant("AOF is off on that instance, so a Redis restart would lose queued jobs. On the standard tier persistence can be enabled.")
        .file("Write", "src/queue/index.ts")
        .file("Edit", "src/api/exports.ts")
        .bash("npx vitest run test/queue", vitest([["test/queue/exports.test.ts", 7, 0]], 2500))
        .assistant("Exports now run as BullMQ jobs with a worker and retries; the other two call sites are unchanged.")
        .user(
          "ok. someone (probably me lol) has to write an ADR explaining why bullmq over pg-boss, with those numbers, before people start bikeshedding again. later",
        ),
  },
  {
    id: "t33-40-empty-flaky-question",
    planted: [],
    build: (s) =>
      s
        .user("is test/api/orders.test.ts flaky? it failed once on my branch")
        .bash(
          "for i in $(seq 1 20); do npx vitest run test/api/orders.test.ts --reporter=dot 2>&1 | tail -1; done | sort | uniq -c",
          "     20       Tests  19 passed (19)",
        )
        .assistant("20 runs, 20 passes locally. Do you still have the failing CI log?")
        .bash(
          "gh run view --log-failed 2>&1 | grep -m3 -E 'FAIL|Error'",
          " FAIL  test/api/orders.test.ts > orders > lists newest first\nError: Test timed out in 5000ms.",
        )
        .assistant("It was a timeout, not an assertion: the runner may just have been slow. Can't say more from one occurrence.")
        .user("can you see what the runner was doing at the time?")
        .bash("gh run view --log 2>&1 | grep -m2 -E 'Load average|load'", "ci\tSystem info\tLoad average: 7.91, 6.20, 4.03 (2 vCPU)")
        .assistant("The runner reported a load average near 8 on 2 vCPUs when it failed, so slowness is plausible. Still one data point.")
        .user("ok I'll rerun and see"),
  },
  {
    id: "t33-41-cdn-cache",
    planted: [
      { kind: "fact", keys: ["cloudfront", "ttl"] },
      { kind: "instruction", keys: ["invalidate"] },
    ],
    build: (s) =>
      s
        .user("I changed a product price in the admin 10 minutes ago and the storefront still shows the old one")
        .bash(
          "curl -sI https://shop.example/api/public/products/p_812 | grep -i -E 'cache|age|x-cache'",
          "cache-control: public, max-age=0\nage: 612\nx-cache: Hit from cloudfront\nvia: 1.1 8a1b.cloudfront.net (CloudFront)",
        )
        .bash(
          "aws cloudfront get-distribution-config --id E2Q8XH1V0 --query 'DistributionConfig.CacheBehaviors.Items[?PathPattern==`/api/public/*`].[DefaultTTL,MinTTL,MaxTTL]'",
          "[\n    [\n        900,\n        900,\n        3600\n    ]\n]",
        )
        .assistant(
          "Our origin says `max-age=0`, but the CloudFront behaviour for `/api/public/*` has a minimum TTL of 900 s, which overrides that: public API responses are cached at the edge for at least 15 minutes no matter what we send. The `age: 612` fits.",
        )
        .user("can we lower it?")
        .assistant(
          "Yes, but that behaviour was set to 900 deliberately, I think, to absorb the catalog crawler traffic. I don't know that for sure. Lowering it would push that load to the origin.",
        )
        .user("no keep it. just flush that product now")
        .bash(
          "aws cloudfront create-invalidation --distribution-id E2Q8XH1V0 --paths '/api/public/products/p_812'",
          '{\n    "Location": "https://cloudfront.amazonaws.com/2020-05-31/distribution/E2Q8XH1V0/invalidation/I3FZ1",\n    "Invalidation": {"Id": "I3FZ1", "Status": "InProgress"}\n}',
        )
        .bash("sleep 30; curl -s https://shop.example/api/public/products/p_812 | jq .price", "4990")
        .assistant("Done; the storefront API returns the new price (49.90) now.")
        .user(
          "thanks. for the future: whenever you change catalog data by hand (prices, stock, descriptions), invalidate the product's /api/public path on cloudfront right after, otherwise support gets tickets",
        ),
  },
  {
    id: "t33-42-session-cookies",
    planted: [
      { kind: "decision", keys: ["httponly", "cookie"] },
      { kind: "task", keys: ["localstorage", "cleanup"] },
    ],
    build: (s) =>
      s
        .user("security review flagged that we keep the auth token in localStorage. how bad is it and what would change")
        .bash(
          'rg -n "localStorage\\.(get|set)Item\\(\'(token|auth)" web/src | head',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: quoted source code
          "web/src/lib/auth.ts:12:  localStorage.setItem('token', res.token);\nweb/src/lib/auth.ts:19:  return localStorage.getItem('token');\nweb/src/lib/api.ts:8:    Authorization: `Bearer ${localStorage.getItem('token')}`,",
        )
        .assistant(
          "Any XSS can read localStorage and walk away with the token, which is valid for 7 days. The usual alternative is a session cookie the JS can't read, plus CSRF protection since the browser then sends it automatically.",
        )
        .user("would that break the mobile apps? they use the same api")
        .bash("rg -n 'Authorization' mobile/ 2>/dev/null | head -3 || echo 'no mobile dir'", "no mobile dir")
        .assistant(
          "The apps live in another repo; they send a bearer token they store in the keychain. We can keep accepting bearer tokens for them and use the cookie only for the web.",
        )
        .user("ok decided: web auth moves to an httpOnly, Secure, SameSite=Lax session cookie; bearer tokens stay for mobile only. start with the server side")
        .file("Edit", "src/api/auth.ts")
        .file("Edit", "src/middleware/session.ts")
        .file("Write", "src/middleware/csrf.ts")
        .bash(
          "npx vitest run test/api/auth.test.ts test/middleware",
          vitest(
            [
              ["test/api/auth.test.ts", 21, 0],
              ["test/middleware/session.test.ts", 9, 0],
              ["test/middleware/csrf.test.ts", 6, 0],
            ],
            2900,
          ),
        )
        .assistant(
          "Login now sets the cookie and the session middleware accepts either the cookie (with a CSRF header check on unsafe methods) or a bearer token; 36 tests pass.",
        )
        .user("web client?")
        .file("Edit", "web/src/lib/auth.ts")
        .file("Edit", "web/src/lib/api.ts")
        .bash("npx vitest run web/test/auth.test.ts", vitest([["web/test/auth.test.ts", 8, 0]], 1500))
        .assistant("The web client sends `credentials: 'include'` and the CSRF header, and no longer stores the token.")
        .user(
          "sweet. existing users still have an old token sitting in their localStorage though — we need a small cleanup that deletes it on next load, in a follow-up PR after this one is live",
        ),
  },
  {
    id: "t33-43-empty-benchmark",
    planted: [],
    build: (s) =>
      s
        .user("just out of curiosity, how long does our full test suite take on your side vs CI?")
        .bash(
          "time npx vitest run --reporter=dot 2>&1 | tail -4",
          " Test Files  88 passed (88)\n      Tests  1024 passed (1024)\n   Duration  41.22s\n\nreal\t0m43.870s\nuser\t2m51.112s\nsys\t0m19.402s",
        )
        .bash(
          "gh run list -w ci.yml -L 5 --json displayTitle,updatedAt,createdAt --jq '.[] | .displayTitle'",
          "fix(search): debounce and abort stale requests\nfeat(live): migrate to socket.io\nfix(export): escape quotes",
        )
        .assistant("About 44 s here (4 cores busy); CI's test job was around 3m10s on the last runs, most of it install and setup.")
        .user("which test files are the slowest?")
        .bash(
          'npx vitest run --reporter=json --outputFile=/tmp/v.json >/dev/null 2>&1; jq -r \'.testResults | sort_by(.endTime - .startTime) | reverse | .[:6][] | "\\((.endTime - .startTime)/1000)s \\(.name | sub(".*/app/"; ""))"\' /tmp/v.json',
          [
            "14.81s test/int/orders.int.test.ts",
            "6.02s test/live/reconnect.test.ts",
            "4.77s test/queue/exports.test.ts",
            "3.10s test/api/auth.test.ts",
            "2.95s test/webhooks/stripe.test.ts",
            "2.41s test/api/catalog.test.ts",
          ].join("\n"),
        )
        .assistant("The orders integration suite dominates (15 s, mostly the Postgres container start), then the live reconnect test at 6 s.")
        .user("could the container start be shared between suites?")
        .assistant(
          "Probably, by starting it once in a global setup and giving each suite its own schema. I haven't checked whether the suites assume an empty `public` schema though.",
        )
        .user("meh, 15s is fine for now. interesting, thx"),
  },
  {
    id: "t33-44-image-storage",
    planted: [
      { kind: "fact", keys: ["eu-central-1"] },
      { kind: "decision", keys: ["r2", "images"] },
      { kind: "task", keys: ["bucket", "lifecycle"] },
    ],
    build: (s) =>
      s
        .user("our S3 egress bill for product images is silly. where do the images live and how are they served?")
        .bash(
          "aws s3api get-bucket-location --bucket acme-shop-media; aws s3 ls s3://acme-shop-media --summarize --recursive | tail -2",
          '{\n    "LocationConstraint": "eu-central-1"\n}\nTotal Objects: 1830214\n   Total Size: 2.1 TiB',
        )
        .bash("rg -n 'acme-shop-media' src web | head -4", "src/media/urls.ts:3:const BASE = 'https://acme-shop-media.s3.eu-central-1.amazonaws.com';")
        .assistant(
          "All product images (1.8M objects, 2.1 TiB) are in the `acme-shop-media` bucket in eu-central-1, and the storefront links straight to the S3 URL, so every image view is S3 egress with no CDN in front.",
        )
        .user("options?")
        .assistant(
          "Put CloudFront in front of the bucket (egress becomes CDN traffic, cheaper and cached), or move them to Cloudflare R2, which has no egress fees at all. R2 means a migration of 2 TiB and a new upload path.",
        )
        .user("which is less work")
        .assistant(
          "CloudFront in front: a distribution plus changing `BASE`. R2: copying everything with rclone, changing the upload code and `BASE`, keeping S3 until the copy is verified.",
        )
        .user("less work isn't the point if the bill stays. we move product images to R2. do the upload path first")
        .file("Edit", "src/media/upload.ts")
        .file("Edit", "src/media/urls.ts")
        .bash(
          "npx vitest run test/media",
          vitest(
            [
              ["test/media/upload.test.ts", 12, 0],
              ["test/media/urls.test.ts", 4, 0],
            ],
            1800,
          ),
        )
        .assistant(
          "New uploads go to R2 (S3-compatible API, credentials from env), and `urls.ts` resolves an image's URL by where it is stored; tests pass against the R2 emulator.",
        )
        .bash("rclone size s3:acme-shop-media", "Total objects: 1.830M (1830214)\nTotal size: 2.100 TiB (2309012731904 Byte)")
        .user(
          "copy job I'll start myself tonight. after it's verified, the old S3 bucket needs a lifecycle rule to expire everything after 30 days instead of deleting right away — put it on the list",
        ),
  },
  {
    id: "t33-45-types-strict",
    planted: [
      { kind: "instruction", keys: ["ts-ignore", "ts-expect-error"] },
      { kind: "task", keys: ["noimplicitany"] },
    ],
    build: (s) =>
      s
        .user("typecheck fails after merging main into my branch, can you fix it")
        .bash(
          "npx tsc --noEmit 2>&1 | head -12",
          [
            "src/api/exports.ts(44,18): error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.",
            "src/queue/index.ts(12,7): error TS2322: Type 'Queue<any, any, string>' is not assignable to type 'Queue<ExportJob>'.",
            "src/legacy/report.js(88,3): error TS7006: Parameter 'row' implicitly has an 'any' type.",
            "",
            "Found 3 errors in 3 files.",
          ].join("\n"),
        )
        .file("Edit", "src/api/exports.ts")
        .file("Edit", "src/queue/index.ts")
        .assistant(
          "Fixed the first two properly (a missing guard and the queue's generic). The third is in `src/legacy/report.js`; the quickest thing would be a `// @ts-ignore` above line 88.",
        )
        .user("no ts-ignore please, ever — if something can't be typed use `@ts-expect-error` with a comment saying why, so it shows up when it's fixed")
        .file("Edit", "src/legacy/report.js")
        .bash("npx tsc --noEmit && echo ok", "ok")
        .bash("grep -n 'noImplicitAny\\|checkJs' tsconfig.json", '9:    "checkJs": true,\n10:    "noImplicitAny": false,')
        .assistant(
          "Typecheck passes. I typed `row` via JSDoc. I also see implicit any is allowed in tsconfig, which is why errors like this only appear in .js files with checkJs.",
        )
        .user(
          "yeah that's an old compromise. we should turn noImplicitAny on eventually, there'll be a few hundred errors to fix, so it's a separate project, not this branch",
        )
        .bash(
          "npx vitest run test/api/exports.test.ts test/queue",
          vitest(
            [
              ["test/api/exports.test.ts", 10, 0],
              ["test/queue/exports.test.ts", 7, 0],
            ],
            2100,
          ),
        )
        .assistant("Tests for the touched files pass."),
  },
  {
    id: "t33-46-rate-limit",
    planted: [
      { kind: "fact", keys: ["nginx", "burst"] },
      { kind: "decision", keys: ["limiter", "redis"] },
    ],
    build: (s) =>
      s
        .user("partners are getting 429s on the catalog api even though they're under the 100 req/min in the contract. check?")
        .bash(
          "kubectl -n shop logs deploy/api --since=1h | grep ' 429 ' | awk '{print $7}' | sort | uniq -c | sort -rn | head -4",
          "   2211 partner=p_hansen\n    904 partner=p_kleid\n     37 partner=p_test\n",
        )
        .bash(
          "rg -n 'limit_req' deploy/nginx/*.conf",
          "deploy/nginx/api.conf:4:limit_req_zone $http_x_partner_key zone=partners:10m rate=100r/m;\ndeploy/nginx/api.conf:31:    limit_req zone=partners nodelay;",
        )
        .bash("rg -n 'rateLimit\\(' src | head -3", "src/api/catalog.ts:9:router.use(rateLimit({ windowMs: 60_000, max: 100, keyGenerator: partnerKey }));")
        .assistant(
          "There are two limiters in series. The app's own `rateLimit` allows 100 per minute per partner. But the nginx `limit_req` in front has `rate=100r/m` with no `burst`, which nginx enforces as one request every 600 ms: two requests 100 ms apart already get a 429, even at 10 requests a minute.",
        )
        .user("lol. so add a burst?")
        .assistant(
          "`burst=100 nodelay` there would turn it into a per-minute budget. Or we drop that one and keep a single app-side limit with a shared store so all pods count together (right now each pod counts on its own, so the app limit is effectively 100 × pods).",
        )
        .user("hmm is it really per pod? show me")
        .bash("rg -n 'store:' src/api/catalog.ts || echo 'no store configured (MemoryStore default)'", "no store configured (MemoryStore default)")
        .assistant("Yes: no store is configured, so express-rate-limit uses its in-memory default in each of the 5 pods.")
        .user(
          "ok. we remove the nginx limit_req for the api and do rate limiting only in the app, with the limiter's counters in redis so it's global. one limiter, one place",
        )
        .file("Edit", "deploy/nginx/api.conf")
        .file("Edit", "src/api/catalog.ts")
        .bash("npx vitest run test/api/catalog.test.ts", vitest([["test/api/catalog.test.ts", 17, 0]], 2300))
        .assistant(
          "nginx's limit_req lines for the api are gone, and the app's limit now keeps its counters through `rate-limit-redis` with the shared client; a test with two app instances confirms they share the 100/min budget.",
        ),
  },
  {
    id: "t33-47-empty-rollback-idea",
    planted: [],
    build: (s) =>
      s
        .user("the last deploy made the p95 on /checkout go from 300 to 900ms. should we roll back?")
        .bash(
          "curl -s 'http://prometheus.internal/api/v1/query?query=histogram_quantile(0.95,sum(rate(http_request_duration_seconds_bucket{route=\"/checkout\"}[10m]))by(le))' | jq -r '.data.result[0].value[1]'",
          "0.912",
        )
        .bash(
          "git log --oneline -3 origin/main",
          "c3d2e1f feat(checkout): gate with newCheckout flag\n9d8c7b6 feat(export): stream orders as csv\n5a4b3c2 chore: bump vite",
        )
        .assistant(
          "p95 is 0.91 s now. The only checkout change in the deploy is the flag gate, which does one GrowthBook evaluation per request; maybe it fetches the features payload synchronously? That's a guess, I haven't profiled it.",
        )
        .user("what's the request rate doing?")
        .bash(
          "curl -s 'http://prometheus.internal/api/v1/query_range?query=sum(rate(http_requests_total{route=\"/checkout\"}[5m]))&start=-3h&step=30m' | jq -r '.data.result[0].values[] | .[1]'",
          "41.2\n43.8\n40.9\n57.1\n88.4\n121.7",
        )
        .assistant("Checkout traffic tripled over the last two hours (41 → 122 req/s). The deploy was 90 minutes ago, so both line up in time.")
        .user("hm, or it's the black friday traffic warming up. could be either")
        .assistant("I could profile one pod for 30 s to see whether the flag evaluation shows up at all. Want that?")
        .user("not yet. let's wait an hour and look again before doing anything")
        .assistant("Okay, nothing changed for now."),
  },
  {
    id: "t33-48-branch-naming",
    planted: [
      { kind: "instruction", keys: ["branch", "ticket"] },
      { kind: "task", keys: ["contrast"] },
    ],
    build: (s) =>
      s
        .user("the 'Add to cart' button on product pages fails the accessibility check, SHOP-482. can you look")
        .bash("git switch -c fix-button-a11y", "Switched to a new branch 'fix-button-a11y'")
        .bash(
          "npx playwright test a11y/product.spec.ts 2>&1 | tail -14",
          [
            "  1) [chromium] › a11y/product.spec.ts:9:3 › product page has no axe violations",
            "    Error: 2 accessibility violations",
            "    - button-name (critical): Buttons must have discernible text",
            '        <button class="btn-icon" data-testid="add-to-cart"><svg …/></button>',
            "    - color-contrast (serious): Elements must meet minimum color contrast ratio thresholds",
            '        <span class="price-old">€59.90</span> contrast 2.9:1 (expected 4.5:1)',
            "  1 failed",
          ].join("\n"),
        )
        .user(
          "oh btw branch names here are `<ticket>-<slug>`, like `SHOP-482-cart-button-label`. CI links the branch to jira by that prefix, so please always name them that way",
        )
        .bash("git branch -m SHOP-482-cart-button-label && git branch --show-current", "SHOP-482-cart-button-label")
        .file("Edit", "web/src/components/AddToCart.tsx")
        .bash(
          "npx playwright test a11y/product.spec.ts 2>&1 | tail -6",
          '    Error: 1 accessibility violation\n    - color-contrast (serious): <span class="price-old">€59.90</span> contrast 2.9:1 (expected 4.5:1)\n  1 failed',
        )
        .assistant(
          "The button now has `aria-label={t('product.add_to_cart')}`, so button-name passes. The remaining violation is the grey strikethrough price's colour ratio (2.9:1), which comes from a design token shared with 40-odd components.",
        )
        .user("could you just darken the token?")
        .assistant("I can, but it changes every muted text on the site; the design team owns the palette. Should I do it anyway?")
        .user(
          "no, you're right. leave it. the muted grey contrast needs to be fixed by design in the token palette, I'll file it for them — keep SHOP-482 to the button",
        )
        .file("Edit", "a11y/product.spec.ts")
        .bash("npx playwright test a11y/product.spec.ts 2>&1 | tail -2", "  1 passed (4.1s)")
        .assistant("The spec now checks the button rule only (with a comment pointing at the palette issue), and passes."),
  },
  {
    id: "t33-49-seed-data",
    planted: [{ kind: "fact", keys: ["seed", "fixtures"] }],
    build: (s) =>
      s
        .user("npm run seed gives me an empty catalog locally, what am I missing")
        .bash(
          "npm run seed 2>&1 | tail -8",
          "> app@0.0.0 seed\n> tsx scripts/seed.ts\n\nseeding users... 12\nseeding catalog... 0 (no fixtures found in ./fixtures/catalog)\nseeding orders... 0\ndone in 1.2s",
        )
        .bash("ls fixtures/ && git submodule status", "users.json\n-8b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c fixtures/catalog")
        .assistant(
          "`fixtures/catalog` is a git submodule that's not initialised in your clone (the leading `-`), so the seed finds no catalog files. The seed script reads its catalog fixtures from that submodule, which lives in a separate private repo.",
        )
        .bash(
          "git submodule update --init fixtures/catalog && npm run seed 2>&1 | tail -4",
          "Submodule path 'fixtures/catalog': checked out '8b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c'\nseeding catalog... 2480\nseeding orders... 910\ndone in 6.8s",
        )
        .assistant("After `git submodule update --init` the seed loads 2,480 products and 910 orders.")
        .user("ahh. should the readme say that? it doesn't, right")
        .bash("grep -n -i 'submodule' README.md || echo none", "none")
        .assistant("It doesn't mention it. Want me to add a line to the setup section?")
        .user("yes")
        .file("Edit", "README.md")
        .assistant('Added under "Local setup": run `git submodule update --init` before `npm run seed`.'),
  },
  {
    id: "t33-50-coverage-gate",
    planted: [
      { kind: "decision", keys: ["coverage", "80"] },
      { kind: "task", keys: ["legacy", "tests"] },
    ],
    build: (s) =>
      s
        .user("we keep merging untested code. can CI fail when coverage drops?")
        .bash(
          "npx vitest run --coverage --reporter=dot 2>&1 | tail -12",
          [
            " % Coverage report from v8",
            "-------------------|---------|----------|---------|---------|",
            "File               | % Stmts | % Branch | % Funcs | % Lines |",
            "-------------------|---------|----------|---------|---------|",
            "All files          |   71.42 |    64.10 |   69.88 |   71.42 |",
            " src/api           |   88.10 |    79.32 |   90.01 |   88.10 |",
            " src/billing       |   93.77 |    90.12 |   95.00 |   93.77 |",
            " src/legacy        |   12.04 |     6.50 |   10.00 |   12.04 |",
            " src/queue         |   81.25 |    70.00 |   83.33 |   81.25 |",
            "-------------------|---------|----------|---------|---------|",
          ].join("\n"),
        )
        .assistant(
          "Overall 71% lines, dragged down by src/legacy at 12%. Without legacy the rest is around 86%. A threshold could be global, per directory, or 'no decrease' relative to main.",
        )
        .user("what would you set it to")
        .assistant("Maybe 70% global so it passes today, then ratchet up? Though a global number lets new code hide behind well-tested old code.")
        .user("no: 80% line coverage, enforced per file for everything except src/legacy, which is excluded. new files have to meet it from day one")
        .file("Edit", "vitest.config.ts")
        .bash(
          "npx vitest run --coverage --reporter=dot 2>&1 | tail -5",
          "ERROR: Coverage for lines (61.2%) does not meet threshold (80%) for src/api/invites.ts\nERROR: Coverage for lines (74.0%) does not meet threshold (80%) for src/queue/worker.ts",
        )
        .assistant("Two existing files are under 80%: `src/api/invites.ts` and `src/queue/worker.ts`. Adding tests for them so the gate can go in green.")
        .file("Write", "test/api/invites.test.ts")
        .file("Edit", "test/queue/exports.test.ts")
        .bash(
          "npx vitest run --coverage --reporter=dot 2>&1 | tail -3",
          " Test Files  91 passed (91)\n      Tests  1043 passed (1043)\n All files          |   72.88 |",
        )
        .assistant("Both files are over 80% now and the gated run passes.")
        .user(
          "nice. src/legacy can't stay excluded forever — we need real tests around the report generator before anyone refactors it. that's a Q1 thing, note it",
        ),
  },
];

export const TUNING33 = plantedSet(TUNING33_SESSIONS, START);
