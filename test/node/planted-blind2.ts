/**
 * A second blind planted set for the offline long-term-memory extractor, written without
 * reading the extractor (src/core/memories/extract.ts), its tests' expectations or the other
 * planted sets' sessions, from issue 19's description of what should and should not be
 * remembered and from how people talk to a coding agent. Each session is one segment; the
 * items planted in it are listed with it: 53 items (13 decisions, 13 instructions, 14 facts,
 * 13 tasks) in 53 sessions, 13 of which plant nothing. Every other message must give nothing:
 * questions, hypotheses, proposals rejected or never confirmed, withdrawn ideas, decisions
 * changed later in the same session, unconfirmed guesses, quoted code, logs and tool output
 * with "always" / "never" / "TODO" in them, chit-chat, and requests the agent completes in the
 * same session.
 *
 * Matching rule (fixed before the extractor was run on this set; the same as
 * test/node/planted-blind.ts, implemented once in test/node/planted-scoring.ts):
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
 *
 * Key words name an item's subject (one or two lower-case substrings a correct memory text
 * must contain), not a phrase to copy.
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 8, 1, 9);

export const BLIND2_SESSIONS: BlindSession[] = [
  {
    id: "b2-pkg-manager",
    planted: [{ kind: "decision", keys: ["pnpm"] }],
    build: (s) =>
      s
        .user("we need to pick a package manager for the monorepo before we add the 2nd app. yarn berry or the other one?")
        .assistant(
          "Both handle workspaces. Yarn Berry gives you Plug'n'Play (no node_modules) but some tools choke on it; the alternative keeps a symlinked node_modules and is strict about phantom deps. I can try either.",
        )
        .user("lets do yarn")
        .bash(
          "yarn install",
          "➤ YN0000: ┌ Resolution step\n➤ YN0002: │ eslint-plugin-import@npm:2.29.1 doesn't provide eslint (p1a2b3)\n➤ YN0000: └ Completed\n➤ YN0009: │ esbuild@npm:0.19.12 couldn't be built successfully",
          1,
        )
        .assistant(
          "Install fails: esbuild's postinstall can't run under PnP, and eslint-plugin-import complains about a missing peer. I can switch to `nodeLinker: node-modules` to work around it.",
        )
        .user("ugh. no, scratch yarn entirely. we go with pnpm workspaces, final answer")
        .bash("rm -rf .yarn .yarnrc.yml yarn.lock && pnpm install", "Scope: all 3 workspace projects\nPackages: +812\nDone in 21.4s")
        .file("Write", "pnpm-workspace.yaml")
        .assistant("Switched to pnpm workspaces: removed the Yarn files, added pnpm-workspace.yaml with `apps/*` and `packages/*`, install is clean."),
  },
  {
    id: "b2-flaky-checkout",
    planted: [],
    build: (s) =>
      s
        .user("checkout.spec.ts flaky again on ci 🙄")
        .bash(
          "npx playwright test e2e/checkout.spec.ts --repeat-each=5",
          "  ✓  1 [chromium] › checkout.spec.ts:12:3 › pays with card (4.1s)\n  ✘  2 [chromium] › checkout.spec.ts:12:3 › pays with card (30.0s)\n    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()\n    [toast] never appeared\n  4 passed, 1 failed",
          1,
        )
        .assistant(
          "1 of 5 runs fails waiting for the success toast. Might be a race between the modal's close animation and the toast mounting — or the test clicks before the Stripe iframe is ready. I'm not sure yet.",
        )
        .user("could also be the seed data tbh. whatever, the rerun passed, not spending time on it today"),
  },
  {
    id: "b2-commit-style",
    planted: [{ kind: "instruction", keys: ["conventional"] }],
    build: (s) =>
      s
        .user("fyi from now on commit msgs in conventional commits format (feat:, fix:, chore: ...). the changelog generator depends on it")
        .assistant("Understood.")
        .user("also theres a typo in CONTRIBUTING.md, 'recieve'. fix pls")
        .file("Edit", "CONTRIBUTING.md")
        .bash(
          'git commit -am "docs: fix typo in CONTRIBUTING"',
          "[main 4f2a1c9] docs: fix typo in CONTRIBUTING\n 1 file changed, 1 insertion(+), 1 deletion(-)",
        )
        .assistant("Fixed 'recieve' → 'receive' and committed as `docs: fix typo in CONTRIBUTING`."),
  },
  {
    id: "b2-staging-db",
    planted: [{ kind: "fact", keys: ["5433"] }],
    build: (s) =>
      s
        .user("cant connect to the staging db from the bastion, psql just hangs")
        .bash(
          "psql -h staging-db.internal -p 5432 -U app -c 'select 1'",
          'psql: error: connection to server at "staging-db.internal" (10.0.3.12), port 5432 failed: Connection timed out',
          2,
        )
        .bash("ssh bastion 'sudo ss -ltnp | grep postgres'", 'LISTEN 0  244  0.0.0.0:5433  0.0.0.0:*  users:(("postgres",pid=911,fd=6))')
        .assistant("Postgres on staging isn't listening on 5432 — it's bound to 5433.")
        .bash("psql -h staging-db.internal -p 5433 -U app -c 'select 1'", " ?column? \n----------\n        1\n(1 row)")
        .user("right, staging pg is on 5433, it's been like that since the migration"),
  },
  {
    id: "b2-rename",
    planted: [],
    build: (s) =>
      s
        .user("morning! quick one: we need to rename `getUsr` to `getUser` everywhere, it's been bugging me")
        .bash("rg -l 'getUsr' src", "src/api/users.ts\nsrc/api/session.ts\nsrc/web/profile.tsx")
        .file("Edit", "src/api/users.ts")
        .file("Edit", "src/api/session.ts")
        .file("Edit", "src/web/profile.tsx")
        .bash("pnpm tsc --noEmit && pnpm test -- --run", "Test Files  38 passed (38)\n     Tests  412 passed (412)")
        .assistant("Renamed in 3 files; typecheck and tests pass.")
        .user("ty 👍"),
  },
  {
    id: "b2-jwt",
    planted: [
      { kind: "decision", keys: ["jose"] },
      { kind: "instruction", keys: ["crypto"] },
    ],
    build: (s) =>
      s
        .user("getting `TypeError: crypto.createHmac is not a function` from jsonwebtoken in the worker. options?")
        .assistant(
          "Three options:\n1. `jose` — WebCrypto based, runs on Workers, maintained\n2. `@tsndr/cloudflare-worker-jwt` — tiny, HS/RS only\n3. hand-roll HS256 verify with `crypto.subtle`",
        )
        .user("jose. and pls dont ever hand-roll crypto stuff, not here not anywhere")
        .bash("pnpm remove jsonwebtoken && pnpm add jose", "+ jose 5.9.6\n- jsonwebtoken 9.0.2")
        .file("Edit", "src/auth/verify.ts")
        .bash("pnpm test -- --run src/auth", "✓ src/auth/verify.test.ts (9 tests)")
        .assistant("Token verification now uses `jose.jwtVerify`; 9 auth tests pass."),
  },
  {
    id: "b2-todo-count",
    planted: [],
    build: (s) =>
      s
        .user("how many TODOs are left in src/")
        .bash(
          "rg -n 'TODO|FIXME' src | head",
          "src/api/users.ts:41:  // TODO: never cache this response, it has the csrf token\nsrc/api/orders.ts:88:  // TODO always validate currency here\nsrc/jobs/sync.ts:12:// FIXME: retries forever on 429\nsrc/web/cart.tsx:203: {/* TODO: a11y label */}",
        )
        .bash("rg -c 'TODO|FIXME' src | awk -F: '{s+=$2} END {print s}'", "14")
        .assistant(
          "14 across 6 files. The oldest are `// TODO: never cache this response, it has the csrf token` in src/api/users.ts and `// FIXME: retries forever on 429` in src/jobs/sync.ts. Want me to go through them?",
        )
        .user("nah not now, was just curious"),
  },
  {
    id: "b2-rate-limit",
    planted: [{ kind: "task", keys: ["reset-password"] }],
    build: (s) =>
      s
        .user("add rate limiting to POST /login, 5 attempts per 15 min per ip")
        .file("Edit", "src/api/login.ts")
        .file("Write", "src/api/rate-limit.ts")
        .bash("pnpm test -- --run src/api/login", "✓ src/api/login.test.ts (11 tests)")
        .assistant("POST /login now allows 5 attempts per IP per 15 minutes, then answers 429 with Retry-After. Tests added and passing.")
        .user(
          "nice. /reset-password needs the same but it has to share the counter across instances, so it needs the redis client first. leave it for next week",
        )
        .assistant("OK — rate limiting on /reset-password stays open until the Redis client is in."),
  },
  {
    id: "b2-node-version",
    planted: [
      { kind: "fact", keys: ["node", "18"] },
      { kind: "instruction", keys: ["tosorted"] },
    ],
    build: (s) =>
      s
        .bash("pnpm test -- --run src/reports", "✓ src/reports/rank.test.ts (4 tests)")
        .assistant("Tests pass locally. I used `arr.toSorted()` in rank.ts to avoid mutating the input.")
        .bash("cat .nvmrc && node -v", "18.19.0\nv20.11.1")
        .user("careful — prod still runs node 18 (lambda runtime pinned, we cant bump till the platform team does). your local is 20 which is why it passed")
        .user("so no toSorted / toReversed / Array.fromAsync etc, stick to stuff node 18 has")
        .file("Edit", "src/reports/rank.ts")
        .assistant("Replaced `toSorted()` with `[...arr].sort()`."),
  },
  {
    id: "b2-cron-idea",
    planted: [],
    build: (s) =>
      s
        .assistant(
          "While I was in there: we could move the nightly cron jobs onto the queue-based scheduler. It would always retry failed jobs and we'd get visibility in one place.",
        )
        .user("hm maybe someday. anyway back to the bug — why does the export job log twice?")
        .bash(
          "rg -n 'logger.info\\(\"export' src/jobs",
          'src/jobs/export.ts:22:  logger.info("export started")\nsrc/jobs/export.ts:57:  logger.info("export started")',
        )
        .file("Edit", "src/jobs/export.ts")
        .assistant("The second log line was a copy-paste at line 57 meant to be 'export finished'. Fixed."),
  },
  {
    id: "b2-owners",
    planted: [
      { kind: "fact", keys: ["priya", "billing"] },
      { kind: "fact", keys: ["marco"] },
    ],
    build: (s) =>
      s
        .user("who owns the billing service? need to ask someone about the webhook retries")
        .bash("git shortlog -sn --since=1.year -- services/billing | head -3", "   212\tPriya Kapoor\n    31\tdependabot[bot]\n    12\tMarco Ruiz")
        .assistant("By commits it's mostly Priya Kapoor, with Marco Ruiz a distant second. That's only a guess from history though.")
        .user("yeah Priya owns billing. Marco does the infra side of it (terraform, the queues), so webhook retries config is actually his"),
  },
  {
    id: "b2-force-push",
    planted: [{ kind: "instruction", keys: ["force"] }],
    build: (s) =>
      s
        .bash("git push -f origin feature/payments", "+ 9a1b2c3...4d5e6f7 feature/payments -> feature/payments (forced update)")
        .user("wait did you just force push feature/payments?? Lena is on that branch too")
        .user("never force-push to a branch someone else works on. if you really must rewrite your own branch use --force-with-lease")
        .bash(
          "git reflog show origin/feature/payments | head -3",
          "4d5e6f7 refs/remotes/origin/feature/payments@{0}: update by push\n9a1b2c3 refs/remotes/origin/feature/payments@{1}: fetch: fast-forward",
        )
        .bash("git push origin 9a1b2c3:feature/payments --force-with-lease", "+ 4d5e6f7...9a1b2c3 feature/payments -> feature/payments (forced update)")
        .assistant("Sorry. Restored origin/feature/payments to 9a1b2c3 (Lena's last commit); my commits are on a local branch now."),
  },
  {
    id: "b2-legacy-orders",
    planted: [{ kind: "fact", keys: ["legacy_orders"] }],
    build: (s) =>
      s
        .user("lets just drop the legacy_orders table, nobody reads it")
        .bash(
          "psql -c \"select viewname from pg_views where definition ilike '%legacy_orders%'\"",
          "    viewname     \n-----------------\n monthly_revenue\n refunds_by_sku\n vat_report\n(3 rows)",
        )
        .assistant("Before I drop it: 3 views still read legacy_orders — monthly_revenue, refunds_by_sku and vat_report. Dropping the table would break them.")
        .user("oh. hm. nvm then, ignore that for now"),
  },
  {
    id: "b2-reformat",
    planted: [{ kind: "instruction", keys: ["reformat"] }],
    build: (s) =>
      s
        .file("Edit", "src/web/cart.tsx")
        .bash(
          "git diff --stat",
          " src/web/cart.tsx | 214 ++++++++++++++++++++++++++-------------------------\n 1 file changed, 109 insertions(+), 105 deletions(-)",
        )
        .user("why is the diff 200 lines, I asked for one prop change")
        .assistant("My editor settings reformatted the file (quotes and trailing commas). I'll revert the formatting and keep only the prop change.")
        .user("yes pls. and in general: dont reformat code you didnt otherwise change. keep diffs to what the task needs, reviewers hate noise")
        .bash("git checkout src/web/cart.tsx", "Updated 1 path from the index")
        .file("Edit", "src/web/cart.tsx")
        .bash("git diff --stat", " src/web/cart.tsx | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
  },
  {
    id: "b2-502s",
    planted: [{ kind: "fact", keys: ["502", "timeout"] }],
    build: (s) =>
      s
        .user("we get random 502s from the api behind the ALB, like 0.5% of requests. no errors in app logs")
        .assistant(
          "A common cause: Node's default `keepAliveTimeout` is 5 s and the ALB's idle timeout is 60 s, so the ALB reuses a socket Node already closed. Could also be the container being OOM-killed — let me check both.",
        )
        .bash("kubectl get events -n api | grep -i oom", "")
        .bash(
          "aws elbv2 describe-load-balancer-attributes --load-balancer-arn $ALB | jq '.Attributes[] | select(.Key==\"idle_timeout.timeout_seconds\")'",
          '{ "Key": "idle_timeout.timeout_seconds", "Value": "60" }',
        )
        .file("Edit", "src/server.ts")
        .bash("k6 run load/502.js", "http_req_failed................: 0.00%  ✓ 0  ✗ 120000")
        .assistant(
          "Confirmed: with `server.keepAliveTimeout = 65_000` (above the ALB's 60 s idle timeout) the 502s are gone — 0 failures in 120k requests, vs ~600 before. No OOM kills.",
        )
        .user("great, thats the one. ship it"),
  },
  {
    id: "b2-quoted-log",
    planted: [],
    build: (s) =>
      s
        .user(
          "what does this mean, from the worker logs:\n```\n2026-09-14T03:12:55Z WARN  amqp: connection closed by broker, will never retry (maxRetries=0)\n2026-09-14T03:12:55Z ERROR consumer stopped; messages will always be redelivered to other consumers\n```",
        )
        .assistant(
          "The AMQP client was configured with `maxRetries: 0`, so when the broker closed the connection it gave up immediately and the consumer stopped. Nothing is lost — unacked messages go back to the queue — but this instance stops consuming.",
        )
        .user("ok set retries to something sane")
        .file("Edit", "src/queue/consumer.ts")
        .bash("pnpm test -- --run src/queue", "✓ src/queue/consumer.test.ts (6 tests)")
        .assistant("Set `maxRetries: 10` with exponential backoff capped at 30 s; tests pass."),
  },
  {
    id: "b2-end-of-day",
    planted: [
      { kind: "task", keys: ["dark mode"] },
      { kind: "task", keys: ["auth.spec"] },
      { kind: "task", keys: ["eslint"] },
    ],
    build: (s) =>
      s
        .bash("pnpm test -- --run", "Test Files  41 passed (41)\n     Tests  433 passed (433)")
        .assistant("All green after the settings refactor.")
        .user(
          "ok stop here for today. open items for tmrw:\n1. dark mode toggle in settings (design is in figma)\n2. the flaky auth.spec on webkit\n3. bump eslint to v9 + flat config",
        )
        .assistant("Noted, those three are open for next time."),
  },
  {
    id: "b2-errors-problem-json",
    planted: [{ kind: "decision", keys: ["problem"] }],
    build: (s) =>
      s
        .user("the api error bodies are all over the place. some return {msg}, some {error}, some plain text")
        .assistant(
          "I can standardize them. RFC 7807 `application/problem+json` is the usual choice; a simpler `{ error: { code, message } }` also works. Which one?",
        )
        .user("decision: errors are problem+json (rfc 7807) across the api. type, title, status, detail")
        .file("Write", "src/api/problem.ts")
        .file("Edit", "src/api/error-handler.ts")
        .bash("pnpm test -- --run src/api", "✓ 14 test files, 163 tests")
        .assistant("Every error now goes through `problem()` and is sent as `application/problem+json`; tests updated."),
  },
  {
    id: "b2-errors-simple",
    planted: [{ kind: "decision", keys: ["error", "code"] }],
    build: (s) =>
      s
        .user(
          "changing my mind on the error format. the mobile team says problem+json is overkill and their client lib cant read it. we go with `{ error: { code, message } }` after all",
        )
        .file("Edit", "src/api/error-handler.ts")
        .bash("git rm src/api/problem.ts && pnpm test -- --run src/api", "rm 'src/api/problem.ts'\n✓ 14 test files, 163 tests")
        .assistant("Errors are now `{ error: { code, message } }` with the status in the HTTP status line; problem.ts is gone and tests pass."),
  },
  {
    id: "b2-migrations-q",
    planted: [],
    build: (s) =>
      s
        .user("should we always run db migrations on app boot, or as a separate step in the deploy? what do ppl usually do")
        .assistant(
          "On boot is simple but with several replicas they race (you need a lock), and a bad migration crash-loops every pod. A separate deploy step (a job before the rollout) is the more common choice at your size. Either works with a migration lock.",
        )
        .user("ok good to know, will think about it"),
  },
  {
    id: "b2-secrets",
    planted: [
      { kind: "fact", keys: ["ssm"] },
      { kind: "task", keys: ["stripe"] },
    ],
    build: (s) =>
      s
        .user("where do the prod env secrets live? need to add SENTRY_DSN")
        .assistant("Probably in `.env.production`? Let me look.")
        .bash("ls -a | grep env", ".env.example\n.env.local")
        .user("no — prod secrets are in AWS SSM parameter store under /app/prod/*. the .env files are only for local dev")
        .bash('aws ssm put-parameter --name /app/prod/SENTRY_DSN --type SecureString --value "$DSN"', '{ "Version": 1, "Tier": "Standard" }')
        .assistant("Added /app/prod/SENTRY_DSN as a SecureString.")
        .user("while we're at it: the stripe webhook secret has to be rotated, someone posted it in a screenshot on slack. not today but this week"),
  },
  {
    id: "b2-test-command",
    planted: [{ kind: "instruction", keys: ["pnpm test"] }],
    build: (s) =>
      s
        .bash(
          "pnpm vitest src/cart",
          " DEV  v2.1.4 /home/dev/src/app\n ✓ src/cart/total.test.ts (12 tests)\n Waiting for file changes...\n press h to show help, press q to quit",
        )
        .user("you're stuck in watch mode again. run tests with `pnpm test -- --run`, always, never bare vitest")
        .bash("pnpm test -- --run src/cart", "✓ src/cart/total.test.ts (12 tests)")
        .assistant("12 cart tests pass."),
  },
  {
    id: "b2-dates",
    planted: [
      { kind: "fact", keys: ["berlin"] },
      { kind: "task", keys: ["timestamptz"] },
    ],
    build: (s) =>
      s
        .user("the monthly report shows sept 30 orders under oct 1. off by one somewhere?")
        .bash(
          'psql -c "show timezone" && psql -c "\\d reports.orders" | grep created_at',
          " TimeZone \n---------------\n Europe/Berlin\n created_at | timestamp without time zone | default now()",
        )
        .assistant(
          "Not off-by-one in the code: the reports database runs with `timezone = Europe/Berlin` and `created_at` is `timestamp without time zone`, so it stores Berlin local time. The report code assumes UTC, so orders after 22:00 UTC on the 30th land on the 1st.",
        )
        .user("ugh yes, the reports db stores local Berlin time, known wart. fix the report query for now")
        .file("Edit", "src/reports/monthly.sql")
        .bash("pnpm test -- --run src/reports", "✓ src/reports/monthly.test.ts (5 tests)")
        .user("thx. we should migrate those columns to timestamptz at some point, not now though, needs a maintenance window"),
  },
  {
    id: "b2-regex",
    planted: [],
    build: (s) =>
      s
        .user("can you explain this regex from the legacy validator: `^(?!.*\\.\\.)[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$`")
        .assistant(
          "It's an email check: `(?!.*\\.\\.)` rejects any two dots in a row, `[\\w.+-]+` is the local part, then `@`, a domain label, and one or more `.label` groups. It never accepts IP-literal domains and always requires a dot after the @.",
        )
        .user("lol thats cursed. thanks"),
  },
  {
    id: "b2-test-db",
    planted: [{ kind: "decision", keys: ["testcontainers"] }],
    build: (s) =>
      s
        .user("for the repo tests, do we spin up a real postgres or is sqlite in-memory good enough?")
        .assistant(
          "Options: sqlite in-memory (fast, but different SQL dialect), pg-mem (in-process emulation, gaps around JSONB and triggers), or Testcontainers with real Postgres (slower start, exact behavior).",
        )
        .user("testcontainers. I want the real pg, sqlite lies about types and we use jsonb everywhere")
        .bash("pnpm add -D @testcontainers/postgresql", "+ @testcontainers/postgresql 10.13.2")
        .file("Write", "test/setup/pg.ts")
        .assistant("Added a global setup that starts one Postgres 16 container per test run and applies the migrations."),
  },
  {
    id: "b2-moment",
    planted: [],
    build: (s) =>
      s
        .file("Read", "src/web/calendar.tsx")
        .assistant(
          "Side note: moment is in maintenance mode and will never get new features. I'd suggest replacing it with date-fns across the codebase — 41 imports, mostly format() calls.",
        )
        .user("no. not touching that now, too much churn. just fix the calendar week start")
        .file("Edit", "src/web/calendar.tsx")
        .assistant("Calendar weeks now start on Monday for the de and fr locales."),
  },
  {
    id: "b2-typescript-rules",
    planted: [
      { kind: "instruction", keys: ["any"] },
      { kind: "instruction", keys: ["eslint"] },
    ],
    build: (s) =>
      s
        .file("Edit", "src/api/import.ts")
        .bash(
          "git diff | grep -n 'any\\|eslint-disable'",
          "+  const rows = JSON.parse(body) as any[]\n+  // eslint-disable-next-line @typescript-eslint/no-unsafe-member-access",
        )
        .user("pls no `any` in new code — parse into `unknown` and narrow, or use the zod schema")
        .user("and dont sprinkle eslint-disable comments to make the linter shut up. if a rule is in the way, ask me")
        .file("Edit", "src/api/import.ts")
        .bash("pnpm lint && pnpm tsc --noEmit", "✔ No problems found")
        .assistant("Rows are now parsed with `ImportRows.parse()`; the disable comment is gone and lint is clean."),
  },
  {
    id: "b2-deploy",
    planted: [
      { kind: "fact", keys: ["release"] },
      { kind: "task", keys: ["runbook"] },
    ],
    build: (s) =>
      s
        .user("how do we deploy this again")
        .file("Read", "README.md")
        .assistant(
          "The README says `make deploy` merges main into the `release` branch and a GitHub Actions workflow takes it from there. I don't see a manual step.",
        )
        .user("yes. anything merged to `release` goes to prod automatically, no approval gate. so be careful with that branch")
        .user("also reminds me, we still dont have a runbook for the redis failover. need to write one, not today"),
  },
  {
    id: "b2-heap",
    planted: [],
    build: (s) =>
      s
        .user("api pods restart every ~6h, memory climbs till the limit")
        .bash(
          "kubectl top pods -n api",
          "NAME                   CPU(cores)   MEMORY(bytes)\napi-7d9c-abcde          120m         1790Mi\napi-7d9c-fghij          95m          1012Mi",
        )
        .assistant(
          "Memory grows steadily. My guess is the LRU in src/cache.ts — it's created without a `max`, so it may be unbounded. It could also be websocket listeners not being removed.",
        )
        .user("hm maybe. the restart keeps it alive for now, lets see if it happens again over the weekend"),
  },
  {
    id: "b2-contracts",
    planted: [{ kind: "decision", keys: ["contracts"] }],
    build: (s) =>
      s
        .bash("rg -l 'interface OrderDto' apps packages", "apps/web/src/types.ts\napps/admin/src/api/types.ts\napps/mobile-bff/src/dto.ts")
        .assistant("OrderDto is defined three times and the copies have drifted: admin's has `discount`, the others don't.")
        .user("ok thats it. shared api types go in packages/contracts, apps import from there, no more copies. decided")
        .file("Write", "packages/contracts/src/order.ts")
        .file("Edit", "apps/web/src/types.ts")
        .file("Edit", "apps/admin/src/api/types.ts")
        .file("Edit", "apps/mobile-bff/src/dto.ts")
        .bash("pnpm -r tsc --noEmit", "apps/web ✓\napps/admin ✓\napps/mobile-bff ✓\npackages/contracts ✓")
        .assistant("OrderDto now lives in packages/contracts (with `discount` optional) and the three apps import it; all typecheck."),
  },
  {
    id: "b2-ci-limit",
    planted: [
      { kind: "fact", keys: ["ci", "10"] },
      { kind: "instruction", keys: ["workflows"] },
    ],
    build: (s) =>
      s
        .bash(
          "gh run view 9912834 --log-failed | tail -3",
          "e2e  Run tests  ##[error]The job running on runner gh-runner-12 has exceeded the maximum execution time of 10 minutes.\ne2e  Run tests  ##[error]The operation was canceled.",
        )
        .assistant("The e2e job was cancelled at 10 minutes. I can raise `timeout-minutes` in .github/workflows/ci.yml to 20.")
        .user("cant. CI jobs have a hard 10 minute cap, it's an org policy on the runners, raising timeout-minutes does nothing")
        .user("and pls dont edit anything under .github/workflows without pinging me first, last time that broke the release pipeline")
        .assistant("Understood, I won't touch the workflow files."),
  },
  {
    id: "b2-language",
    planted: [
      { kind: "instruction", keys: ["english"] },
      { kind: "instruction", keys: ["short"] },
    ],
    build: (s) =>
      s
        .user("kannst du mal schauen warum der build so langsam ist")
        .assistant("Der Build braucht 94 s; 70 s davon entfallen auf die Typprüfung von apps/admin.")
        .user("pls answer in english even when I write german, the logs get shared with the team. code comments english too")
        .user("and keep replies short. no recap at the end of every answer")
        .assistant("Will do."),
  },
  {
    id: "b2-csv-export",
    planted: [{ kind: "task", keys: ["xlsx"] }],
    build: (s) =>
      s
        .user("implement export for the reports table: csv and xlsx")
        .file("Write", "src/reports/export-csv.ts")
        .bash("pnpm test -- --run src/reports/export", "✓ src/reports/export-csv.test.ts (7 tests)")
        .assistant(
          "CSV export works (quoted fields, UTF-8 BOM for Excel). XLSX isn't done: it needs `exceljs`, and I didn't want to add a dependency without asking.",
        )
        .user("fine, xlsx later. ship the csv"),
  },
  {
    id: "b2-date-helpers",
    planted: [],
    build: (s) =>
      s
        .user("move the date helpers out of utils.ts into their own date.ts")
        .file("Read", "src/utils.ts")
        .assistant(
          "Moving these four:\n```ts\n// always returns UTC midnight\nexport function startOfDayUtc(d: Date) { ... }\n// TODO: handle DST (never hit in tests)\nexport function addDays(d: Date, n: number) { ... }\n```\nplus `isWeekend` and `formatIso`.",
        )
        .file("Write", "src/date.ts")
        .file("Edit", "src/utils.ts")
        .bash("pnpm tsc --noEmit && pnpm test -- --run", "Test Files  41 passed (41)")
        .assistant("Done; utils.ts re-exports nothing, 9 imports updated."),
  },
  {
    id: "b2-flags",
    planted: [{ kind: "decision", keys: ["unleash"] }],
    build: (s) =>
      s
        .user("feature flags: we're going with self-hosted Unleash, LaunchDarkly quote came back way too expensive. that's settled")
        .user("whats the sdk call for a variant again?")
        .assistant("`unleash.getVariant('checkout-v2', context)` returns `{ name, enabled, payload }`; use `isEnabled()` for a plain on/off flag.")
        .file("Write", "src/flags.ts")
        .assistant("Added src/flags.ts with the client initialised from UNLEASH_URL and UNLEASH_TOKEN."),
  },
  {
    id: "b2-gh-token",
    planted: [{ kind: "fact", keys: ["ci-bot"] }],
    build: (s) =>
      s
        .bash("gh api repos/acme/app/pulls --paginate | jq length", "gh: API rate limit exceeded for user ID 48211. (HTTP 403)", 1)
        .assistant("Hit the GitHub API rate limit. Is the CI token a personal one?")
        .user("the token in CI is a fine-grained PAT of the `ci-bot` machine account, 5k req/h shared by every workflow. your local gh uses your own login")
        .assistant("Then the sync script should use conditional requests (ETags) so unchanged pages don't count against the limit. I'll add that.")
        .file("Edit", "scripts/sync-prs.ts")
        .assistant("sync-prs.ts now sends If-None-Match; a second run used 3 requests instead of 212."),
  },
  {
    id: "b2-deps",
    planted: [{ kind: "instruction", keys: ["dep"] }],
    build: (s) =>
      s
        .bash("pnpm add lodash.debounce", "+ lodash.debounce 4.0.8")
        .user("pls revert that. before adding any new dependency ask me first, we audit every dep (license + maintenance)")
        .bash("pnpm remove lodash.debounce", "- lodash.debounce 4.0.8")
        .file("Edit", "src/web/search-box.tsx")
        .assistant("Removed it and wrote a 10-line debounce in search-box.tsx instead."),
  },
  {
    id: "b2-review",
    planted: [],
    build: (s) =>
      s
        .user("review my diff before I open the PR")
        .bash(
          "git diff main --stat",
          " src/api/webhooks.ts | 48 +++++++++++++++++++++++++++++++++++++-----------\n 1 file changed, 37 insertions(+), 11 deletions(-)",
        )
        .assistant(
          "Looks fine overall. Two things:\n- line 31: `catch {}` swallows the error — never a good idea in a webhook handler, Stripe will think it succeeded\n- `JSON.parse(raw)` runs before the signature check; I'd verify first",
        )
        .user("good catches, fix both")
        .file("Edit", "src/api/webhooks.ts")
        .bash("pnpm test -- --run src/api/webhooks", "✓ src/api/webhooks.test.ts (8 tests)")
        .assistant("Both fixed; 8 webhook tests pass, one new test for a bad signature."),
  },
  {
    id: "b2-browsers",
    planted: [
      { kind: "decision", keys: ["ie11"] },
      { kind: "task", keys: ["support"] },
    ],
    build: (s) =>
      s
        .user("the polyfills are 40% of the bundle. who even uses ie11 anymore")
        .bash("cat analytics/browsers-q3.csv | grep -i 'ie 11'", "IE 11,0.08%")
        .user("ok decision: we drop IE11. browserslist goes to `defaults, not dead`")
        .file("Edit", ".browserslistrc")
        .bash("pnpm build && du -sh dist/assets/*.js | sort -h | tail -1", "312K\tdist/assets/index-4a1b.js")
        .assistant("Bundle went from 518 KB to 312 KB.")
        .user("sweet. somebody still has to tell the support team before it goes out, put that on the list"),
  },
  {
    id: "b2-runtime",
    planted: [{ kind: "instruction", keys: ["bun"] }],
    build: (s) =>
      s
        .user("install deps and run the migration script, use npm")
        .bash("ls", "bun.lockb\nmigrations\npackage.json\nsrc")
        .assistant("There's a bun.lockb and no package-lock.json — npm would ignore the lockfile. Still use npm?")
        .user("oh right, this repo is the odd one. no, use bun here, for installs and scripts, always")
        .bash("bun install && bun run migrate", "bun install v1.1.29\n 143 packages installed\n✓ 4 migrations applied")
        .assistant("Installed with bun and applied 4 migrations."),
  },
  {
    id: "b2-people",
    planted: [{ kind: "fact", keys: ["anja"] }],
    build: (s) =>
      s
        .user("can you draft the PR description for the search rewrite? Anja has to review it")
        .assistant("Draft:\n## Search rewrite\n- replaces the LIKE queries with Postgres full-text search\n- adds a GIN index on `products.search_vector`")
        .user("good. fyi Anja is in Auckland, 11-12h ahead of us, so if it's up by our afternoon she reviews it her morning"),
  },
  {
    id: "b2-build-break",
    planted: [],
    build: (s) =>
      s
        .user("build broke after the merge ugh")
        .bash(
          "pnpm tsc --noEmit",
          "src/api/orders.ts:112:18 - error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.",
          2,
        )
        .file("Edit", "src/api/orders.ts")
        .bash("pnpm tsc --noEmit", "")
        .assistant("`req.query.currency` can be undefined; it now defaults to the shop's currency. Typecheck passes.")
        .user("🙏"),
  },
  {
    id: "b2-logger",
    planted: [{ kind: "decision", keys: ["pino"] }],
    build: (s) =>
      s
        .assistant("For structured logging: pino (fast, JSON by default) or winston (more transports, slower)? Both would replace the console.log calls.")
        .user("pino")
        .bash("pnpm add pino && pnpm add -D pino-pretty", "+ pino 9.4.0\n+ pino-pretty 11.2.2")
        .file("Write", "src/logger.ts")
        .assistant("Going with pino: src/logger.ts exports one logger; 23 console.log calls in src/api now use it."),
  },
  {
    id: "b2-cache-key",
    planted: [{ kind: "decision", keys: ["cache key"] }],
    build: (s) =>
      s
        .user("the CDN cache hit rate for /products is terrible, 12%")
        .assistant(
          "The cache key includes the raw query string, so `?a=1&b=2` and `?b=2&a=1` miss each other, and utm_* params make every link unique. Two options for the cache key:\n(a) path + sorted query, utm_* stripped\n(b) path only, and vary on nothing",
        )
        .user("a. b would break the filters")
        .file("Edit", "src/edge/cache-key.ts")
        .bash("pnpm test -- --run src/edge", "✓ src/edge/cache-key.test.ts (10 tests)")
        .assistant("Cache key is now path + sorted query params with utm_* removed, as agreed."),
  },
  {
    id: "b2-ids",
    planted: [{ kind: "decision", keys: ["uuid"] }],
    build: (s) =>
      s
        .user("we decided in standup: new tables get uuid v7 primary keys, no more serial ints. existing tables stay as they are")
        .user("so for the new `invoices` table use that")
        .file("Write", "migrations/0042_invoices.sql")
        .bash("pnpm migrate:test", "✓ 0042_invoices.sql applied")
        .assistant("invoices.id is `uuid` with a `uuidv7()` default; migration applies on the test db."),
  },
  {
    id: "b2-docs-host",
    planted: [{ kind: "decision", keys: ["pages"] }],
    build: (s) =>
      s
        .user("lets host the docs site on netlify")
        .file("Write", "docs-site/netlify.toml")
        .assistant("Added netlify.toml with the build command and publish directory.")
        .user("hm, actually everything else of ours is on cloudflare already. put the docs on cloudflare pages instead, delete the netlify file")
        .bash("rm docs-site/netlify.toml && npx wrangler pages project create docs-site", "✨ Successfully created the 'docs-site' project.")
        .assistant("Netlify config removed; the docs are set up as the Cloudflare Pages project docs-site."),
  },
  {
    id: "b2-http-client",
    planted: [{ kind: "decision", keys: ["undici"] }],
    build: (s) =>
      s
        .bash("node bench/http-clients.mjs", "undici.request   41,210 req/s\nnode fetch       29,870 req/s\naxios            17,440 req/s")
        .assistant("undici is ~2.4x axios for our upstream calls and ~1.4x global fetch.")
        .user("ok then it's undici for the upstream http client, axios goes. swap it in the pricing service, the only one still on axios")
        .file("Edit", "services/pricing/src/upstream.ts")
        .bash("pnpm --filter pricing test -- --run", "✓ 6 test files, 58 tests")
        .assistant("The pricing service now calls upstream with undici; 58 tests pass."),
  },
  {
    id: "b2-standup-chat",
    planted: [],
    build: (s) =>
      s
        .user("did the deploy yesterday go ok? saw something in #alerts")
        .bash("gh run list --workflow deploy.yml --limit 2", "completed  success  deploy  release  2h\ncompleted  success  deploy  release  1d")
        .assistant(
          "Both deploy runs succeeded. The alert in #alerts was probably the disk-usage warning on the bastion, but I can't see Slack, so that's a guess.",
        )
        .user("ah ok prob that. nvm"),
  },
  {
    id: "b2-legacy-tsconfig",
    planted: [{ kind: "fact", keys: ["legacy"] }],
    build: (s) =>
      s
        .user("why doesnt tsc complain about the implicit any in src/legacy/pricing.js?")
        .bash("cat tsconfig.json | jq .exclude && cat tsconfig.legacy.json | jq .compilerOptions.strict", '["src/legacy"]\nfalse')
        .assistant("src/legacy is excluded from the main tsconfig and compiled by tsconfig.legacy.json, which has `strict: false`.")
        .user("right, legacy is non-strict on purpose, it's being ported file by file"),
  },
  {
    id: "b2-v1-api",
    planted: [{ kind: "fact", keys: ["v1"] }],
    build: (s) =>
      s
        .user("can we delete the /v1 routes? v2 has been out forever")
        .bash("rg -c '/v1/' ../mobile/src | head -3", "../mobile/src/api/client.ts:14\n../mobile/src/auth/refresh.ts:2")
        .assistant("The mobile app still calls /v1 in 16 places (client.ts and refresh.ts).")
        .user("ah right. old app versions in the stores still hit /v1/users and /v1/auth/refresh, those have to stay up until the forced-update ships"),
  },
  {
    id: "b2-followups",
    planted: [
      { kind: "task", keys: ["index"] },
      { kind: "task", keys: ["use_old_parser"] },
    ],
    build: (s) =>
      s
        .user("swap the csv parser for the streaming one")
        .file("Edit", "src/import/parse.ts")
        .bash("pnpm test -- --run src/import", "✓ src/import/parse.test.ts (15 tests)")
        .assistant(
          "The import uses the streaming parser now; a 2 GB file peaks at 90 MB instead of 3.1 GB.\n\nFollow-ups I left alone:\n- add an index on `events(user_id, ts)` — the import's dedupe query scans the table\n- remove the `USE_OLD_PARSER` fallback flag once this has been stable in prod for a week",
        )
        .user("👍 both later"),
  },
  {
    id: "b2-search-pagination",
    planted: [{ kind: "task", keys: ["pagination"] }],
    build: (s) =>
      s
        .user("/search returns 3k items for 'shirt' lol")
        .bash("curl -s 'localhost:3000/search?q=shirt' | jq '.items | length'", "3127")
        .assistant("It returns every match; there's no limit. A cursor on (score, id) would fit the current query.")
        .user("TODO for later, not this PR: /search needs proper pagination. for now just cap it at 100 so the page doesnt die")
        .file("Edit", "src/api/search.ts")
        .bash("curl -s 'localhost:3000/search?q=shirt' | jq '.items | length'", "100")
        .assistant("Capped at 100 for now."),
  },
  {
    id: "b2-currency-backfill",
    planted: [{ kind: "task", keys: ["currency", "backfill"] }],
    build: (s) =>
      s
        .user("write the migration that adds orders.currency, default 'EUR' for new rows")
        .file("Write", "migrations/0043_orders_currency.sql")
        .bash("pnpm migrate:test", "✓ 0043_orders_currency.sql applied")
        .assistant(
          "Migration added and applied on the test db. Still open: backfilling `currency` for orders before 2021, which were in GBP and USD too — that needs the FX/shop table you mentioned, which I don't have access to.",
        )
        .user("yup, the backfill is for next session, I'll get you the table"),
  },
];

/** The second blind set: events, segments and scoring of BLIND2_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND2 = plantedSet(BLIND2_SESSIONS, START);
