/**
 * A tuning planted set for the offline long-term-memory extractor, in one style: autonomous
 * agent runs with little user input. The user hands over a task; the assistant works through
 * it with many tool calls and closes with a summary ("## Summary", "Decisions", "Open items",
 * "Not done"); the user answers in a word or two ("lgtm", "ship it", "no, revert the second
 * one"). Each session is one segment; the items planted in it are listed with it: 85 items
 * (32 decisions, 18 instructions, 18 facts, 17 tasks) in 50 sessions, 13 of which plant
 * nothing. Every other message must give nothing: the assistant's own plans that it carries
 * out in the same run, decisions and open items the user rejects or has reverted, proposals
 * nobody takes up, withdrawn requests, questions, quoted logs and tool output (with "always",
 * "never", "TODO" in them), chit-chat, requests done in the same session, and decisions a
 * later message replaces (only the later one is planted).
 *
 * Training set for the sentence classifier (written without reading the extractor).
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

const START = Date.UTC(2026, 7, 10, 7);

export const TUNING38_SESSIONS: BlindSession[] = [
  {
    id: "t38-webhook-retries",
    build: (s) =>
      s
        .user(
          "Move the outgoing webhook retries off the request path, they're blocking checkout. Go ahead, I'll check back later. Don't bump any dependency versions without asking me.",
        )
        .assistant("I'll start by finding where retries happen today, then move them onto the existing job queue and add tests.")
        .bash(
          "rg -n 'retry|attempt' src/webhooks",
          "src/webhooks/send.ts:14:  for (let attempt = 0; attempt < 5; attempt++) {\nsrc/webhooks/send.ts:22:    await sleep(30_000); // retry in 30s\nsrc/webhooks/stripe.ts:41:  return sendWithRetry(evt, { attempts: 3 });",
        )
        .file("Read", "src/webhooks/send.ts")
        .file("Read", "src/jobs/queue.ts")
        .assistant("Retries sleep inline for 30 s between attempts. Moving them into a `webhook.deliver` job.")
        .file("Write", "src/jobs/webhook-deliver.ts")
        .file("Edit", "src/webhooks/send.ts")
        .bash("npm test -- webhooks", "FAIL src/webhooks/send.test.ts > retries a failed delivery\nAssertionError: expected 1 to be 5", 1)
        .file("Edit", "src/webhooks/send.test.ts")
        .bash(
          "npm test -- webhooks",
          " ✓ src/webhooks/send.test.ts (6 tests) 41ms\n ✓ src/jobs/webhook-deliver.test.ts (4 tests) 22ms\n Test Files  2 passed (2)",
        )
        .assistant(
          "## Summary\nWebhook delivery now enqueues a `webhook.deliver` job; the request returns as soon as it is queued.\n\n**Decisions**\n- Retry backoff is exponential (30 s, 1 min, 2 min, ...) capped at 10 minutes, 5 attempts.\n- Attempts are recorded in the existing `webhook_attempts` table, no new table.\n\n**Open items**\n- The Stripe webhook path (`src/webhooks/stripe.ts`) still retries inline; it has its own signature handling and I left it alone.\n\nNo dependencies changed.",
        )
        .user("lgtm")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dependency"] },
      { kind: "decision", keys: ["backoff"] },
      { kind: "task", keys: ["stripe"] },
    ],
  },
  {
    id: "t38-orders-import",
    build: (s) =>
      s
        .user("The nightly orders import takes 40 min. Make it faster, you have the afternoon.")
        .bash("time python -m etl.orders --date 2026-08-09 --dry-run", "rows read: 1,284,112\nrows written: 0 (dry run)\n\nreal\t38m12.4s")
        .bash(
          "python -m cProfile -s cumtime -m etl.orders --limit 50000 --dry-run | head -8",
          "   ncalls  tottime  cumtime filename:lineno(function)\n    50000   41.210   88.019 csv.py:110(__next__)\n    50000   12.331   30.902 transform.py:22(row_to_order)",
        )
        .assistant("Most of the time is row-by-row csv parsing and per-row dict building. I'll try a columnar reader.")
        .file("Edit", "etl/orders.py")
        .file("Edit", "etl/transform.py")
        .bash(
          "time python -m etl.orders --date 2026-08-09 --dry-run",
          "rows read: 1,284,112\nrows dropped (null customer_id): 61,407\nrows written: 0 (dry run)\n\nreal\t3m51.0s",
        )
        .bash("pytest -q tests/etl", "..................\n18 passed in 4.22s")
        .assistant(
          "## Summary\nImport down from ~38 min to ~4 min on yesterday's file.\n\n## Decisions\n1. CSV parsing moved to polars (`pl.read_csv` with an explicit schema), transforms are column expressions now.\n2. Rows with a null customer_id are dropped before the load (61,407 yesterday).\n3. Batch insert size 5,000.\n\n## Not done\n- Nothing outstanding.",
        )
        .user("no, revert the second one. null customer_id rows are guest checkouts, finance needs them. rest is fine")
        .file("Edit", "etl/transform.py")
        .bash("pytest -q tests/etl", "...................\n19 passed in 4.31s")
        .assistant("Reverted: null customer_id rows are loaded again, with a test that a guest-checkout row survives the transform.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["polars"] },
      { kind: "fact", keys: ["customer_id", "guest"] },
    ],
  },
  {
    id: "t38-empty-plan-rename",
    build: (s) =>
      s
        .user("rename `getUsr` to `getUser` everywhere, it's been bugging me")
        .assistant("Plan: find all call sites, rename with a codemod, run the type checker and tests.")
        .bash("rg -l getUsr src | wc -l", "9")
        .bash("rg -l getUsr src | xargs sed -i 's/\\bgetUsr\\b/getUser/g' && npx tsc --noEmit", "")
        .bash("npm test --silent", " Test Files  41 passed (41)\n      Tests  388 passed (388)")
        .assistant("## Summary\nRenamed `getUsr` to `getUser` in 9 files. Types and the 388 tests pass. Nothing else touched.")
        .user("thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t38-go-upstream-timeout",
    build: (s) =>
      s
        .user(
          "pricing-svc hangs when the tax API is slow. Add proper timeouts. Keep the public API unchanged, and run `make check`, not `go test` directly, it sets the race and vet flags we need.",
        )
        .bash(
          "rg -n 'http.Client|NewRequest' internal/",
          'internal/tax/client.go:18:\tc := &http.Client{}\ninternal/tax/client.go:40:\treq, _ := http.NewRequest("POST", url, body)',
        )
        .assistant("The tax client has no timeout at all and ignores the caller's context. Threading `ctx` through and adding a deadline.")
        .file("Edit", "internal/tax/client.go")
        .file("Edit", "internal/tax/client_test.go")
        .bash("make check", "go vet ./...\ngo test -race -count=1 ./...\nok  \tpricing/internal/tax\t1.204s\nok  \tpricing/internal/quote\t0.881s")
        .assistant(
          "## Summary\n- `tax.Client` now uses `http.NewRequestWithContext` and the caller's context.\n\n### Decisions\n- Upstream tax calls get a 3 s timeout via `context.WithTimeout`; on timeout the quote falls back to the cached rate and is marked `estimated`.\n\n### Not done\n- No metrics for timeouts yet: the Prometheus registry is global in `main.go` and needs the refactor from PR #212 first.\n\n`make check` passes.",
        )
        .user("ship it")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["make check"] },
      { kind: "decision", keys: ["timeout"] },
      { kind: "task", keys: ["metrics"] },
    ],
  },
  {
    id: "t38-flaky-db-tests",
    build: (s) =>
      s
        .user("the repo tests are flaky in CI, maybe 1 run in 5 fails. find out why and fix it")
        .bash(
          "for i in $(seq 1 10); do npx vitest run test/repo >/dev/null 2>&1 && echo pass || echo FAIL; done | sort | uniq -c",
          "      3 FAIL\n      7 pass",
        )
        .bash(
          "npx vitest run test/repo 2>&1 | grep -m2 -A3 FAIL",
          "FAIL test/repo/accounts.test.ts > lists accounts\nAssertionError: expected [] to have a length of 3 but got +0",
        )
        .assistant(
          "An empty result right after inserting three rows suggests another file truncated the table in between. Checking how the test database is set up.",
        )
        .file("Read", "vitest.config.ts")
        .file("Read", "test/setup-db.ts")
        .assistant(
          "Confirmed: vitest runs 4 workers and all of them connect to the same database, and `beforeEach` in every repo test truncates the tables. Two files running at once wipe each other's rows.",
        )
        .file("Edit", "test/setup-db.ts")
        .bash("for i in $(seq 1 20); do npx vitest run test/repo >/dev/null 2>&1 && echo pass || echo FAIL; done | sort | uniq -c", "     20 pass")
        .assistant(
          "## Summary\n**Cause:** the 4 vitest workers share one test database and truncate each other's tables.\n\n**Decisions**\n- Each worker gets its own Postgres schema (`test_w1`..`test_w4`, from `VITEST_POOL_ID`), created in global setup and dropped at teardown.\n\n20/20 green locally.",
        )
        .user("lgtm, nice find")
        .stop(),
    planted: [
      { kind: "fact", keys: ["workers", "database"] },
      { kind: "decision", keys: ["schema"] },
    ],
  },
  {
    id: "t38-deps-bump",
    build: (s) =>
      s
        .user("npm audit is screaming. clean it up")
        .bash("npm audit --omit=dev | tail -3", "7 vulnerabilities (2 moderate, 5 high)\n\nTo address all issues, run:\n  npm audit fix --force")
        .bash("npm audit fix", "changed 14 packages, and audited 1021 packages in 9s\n\nfound 0 vulnerabilities")
        .bash("npx eslint .", "Oops! Something went wrong! :(\nESLint: 9.9.0\nESLint couldn't find an eslint.config.(js|mjs|cjs) file.", 2)
        .assistant("The fix pulled ESLint 9, which wants a flat config. Pinning it back to 8 for now.")
        .file("Edit", "package.json")
        .file("Edit", "src/utils/dates.ts")
        .bash("npm ci && npx eslint . && npm test --silent", "added 1019 packages in 21s\n Test Files  41 passed (41)")
        .assistant(
          "## Summary\nAudit is clean.\n\nDecisions\n- eslint pinned to ^8.57 (9 requires a flat config).\n- Replaced moment with date-fns in `src/utils/dates.ts` while I was in there (moment had one of the advisories).\n\nOpen items\n- Migrate to the flat config format, then unpin eslint.",
        )
        .user("no, revert the date-fns one, that's its own PR. eslint pin is fine")
        .file("Edit", "src/utils/dates.ts")
        .bash("npm test --silent", " Test Files  41 passed (41)")
        .assistant("Reverted `src/utils/dates.ts` to moment; tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["eslint"] },
      { kind: "task", keys: ["flat config"] },
    ],
  },
  {
    id: "t38-empty-status",
    build: (s) =>
      s
        .user("status?")
        .bash(
          "git status -sb && git log --oneline -3",
          "## feat/search...origin/feat/search [ahead 2]\n M src/search/index.ts\n8c1e0a2 search: tokenize on unicode word boundaries\n1f0b9d4 search: add index benchmark",
        )
        .assistant(
          "Two commits ahead of origin, one uncommitted change in `src/search/index.ts` (the stemming experiment). Tests were green at the last commit.",
        )
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "t38-k8s-probes",
    build: (s) =>
      s
        .user("pods of api get killed during deploys and we drop requests. look at the probes and fix whatever's wrong")
        .bash(
          "kubectl -n prod get deploy api -o jsonpath='{.spec.template.spec.containers[0].livenessProbe}'",
          '{"httpGet":{"path":"/","port":8080},"periodSeconds":2,"failureThreshold":1}',
        )
        .bash(
          "kubectl -n prod describe pod -l app=api | grep -m3 -i unhealthy",
          'Warning  Unhealthy  Liveness probe failed: Get "http://10.2.3.4:8080/": context deadline exceeded',
        )
        .assistant(
          "Liveness hits `/` (which renders a page) every 2 s with no tolerance, and there is no readiness probe, so traffic arrives before the app is warm.",
        )
        .file("Edit", "deploy/api/deployment.yaml")
        .bash(
          "kubectl -n staging apply -f deploy/api/deployment.yaml && kubectl -n staging rollout status deploy/api",
          'deployment.apps/api configured\ndeployment "api" successfully rolled out',
        )
        .bash("./scripts/deploy-soak.sh staging", "requests: 60000  errors: 0  5xx during rollout: 0")
        .assistant(
          "## Summary\nStaging rollout under load: 0 errors (was ~0.4%).\n\n## Decisions\n- Readiness probe on `/healthz/ready` (checks DB pool), period 5 s; liveness moved to `/healthz/live`, failureThreshold 3.\n\n## Notes\n- The nginx ingress closes idle upstream connections after 60s; that is why the `/events` SSE stream drops every minute (seen in the soak logs).\n\n## Open items\n- `/events` needs a keepalive ping under 60 s.",
        )
        .user("ship it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["readiness"] },
      { kind: "fact", keys: ["ingress", "60s"] },
      { kind: "task", keys: ["keepalive"] },
    ],
  },
  {
    id: "t38-price-cache",
    build: (s) =>
      s
        .user("cache the price lookups in the catalog service, redis is already there")
        .file("Read", "src/catalog/prices.ts")
        .file("Edit", "src/catalog/prices.ts")
        .bash("npm test -- catalog", " ✓ src/catalog/prices.test.ts (9 tests) 35ms")
        .assistant("## Summary\nPrice lookups go through Redis now.\n\n**Decisions**\n- Cache key `price:{sku}:{region}`, TTL 5 minutes.\n\nTests pass.")
        .user("5 min is way too long, prices change during sales. 30s")
        .file("Edit", "src/catalog/prices.ts")
        .bash("npm test -- catalog", " ✓ src/catalog/prices.test.ts (9 tests) 33ms")
        .assistant("Updated: the price cache TTL is 30s now.")
        .user("lgtm")
        .stop(),
    planted: [{ kind: "decision", keys: ["ttl", "30s"] }],
  },
  {
    id: "t38-orders-pagination",
    build: (s) =>
      s
        .user("GET /orders returns everything for big customers (80k rows). add pagination")
        .bash("curl -s -o /dev/null -w '%{size_download} %{time_total}\\n' localhost:3000/orders?customer=c_big", "48211045 9.812")
        .file("Read", "src/routes/orders.ts")
        .file("Edit", "src/routes/orders.ts")
        .file("Edit", "src/db/orders.ts")
        .bash("npm test -- orders", " ✓ test/orders.test.ts (14 tests) 210ms")
        .bash("curl -s -o /dev/null -w '%{size_download} %{time_total}\\n' localhost:3000/orders?customer=c_big", "61210 0.041")
        .assistant(
          "## Summary\n`GET /orders` is paginated: 100 per page by default, max 500.\n\n**Decisions**\n- Cursor-based pagination on `(created_at, id)`, not offset: offsets get slow past a few thousand rows and skip rows when new orders arrive.\n\n**Not done**\n- `GET /invoices` has the same unbounded query.\n\nDraft PR: #418.",
        )
        .user("lgtm. going forward open PRs as drafts like this one and let me flip them to ready")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "task", keys: ["invoices"] },
      { kind: "instruction", keys: ["drafts"] },
    ],
  },
  {
    id: "t38-empty-rejected-next-steps",
    build: (s) =>
      s
        .user("fix the broken link checker in CI")
        .bash("npm run check:links", "✖ docs/setup.md:12 https://example.internal/old-wiki/setup → 404", 1)
        .file("Edit", "docs/setup.md")
        .bash("npm run check:links", "✔ 214 links ok")
        .assistant(
          "## Summary\nFixed the dead link in `docs/setup.md`; the checker passes.\n\n**Suggested next steps**\n- Migrate the repo from npm to pnpm.\n- Add Renovate for dependency updates.",
        )
        .user("no to both of those. just the link fix")
        .stop(),
    planted: [],
  },
  {
    id: "t38-terraform-drift",
    build: (s) =>
      s
        .user("terraform plan for prod shows drift nobody can explain. figure it out. only ever run plan, never apply, applies go through atlantis")
        .bash(
          "terraform -chdir=infra/prod plan -no-color | grep -E '^  [~+-]' | head",
          '  ~ resource "aws_db_instance" "main" {\n      ~ instance_class = "db.r6g.xlarge" -> "db.r6g.large"',
        )
        .bash(
          "aws rds describe-events --source-identifier main --duration 20160 --query 'Events[].Message'",
          '[\n  "Applying modification to database instance class",\n  "Finished applying modification to DB instance class"\n]',
        )
        .assistant("Someone resized the prod RDS instance by hand to db.r6g.xlarge 9 days ago; the code still says large, so the plan wants to shrink it.")
        .file("Edit", "infra/prod/rds.tf")
        .bash("terraform -chdir=infra/prod plan -no-color | tail -1", "No changes. Your infrastructure matches the configuration.")
        .bash("terraform -chdir=infra/prod plan -no-color 2>&1 | grep -c 'cost-center'", "12")
        .assistant(
          "## Summary\n**Finding:** the prod RDS instance `main` runs as db.r6g.xlarge since a manual resize on 2026-08-05 (RDS events above).\n\n**Decisions**\n- Codified the manual change in `rds.tf` (xlarge) instead of reverting it: the CPU graphs show it is needed.\n\n**Open items**\n- 12 resources lack the `cost-center` tag the tagging policy requires.\n\nOnly `plan` was run.",
        )
        .user("lgtm")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["atlantis"] },
      { kind: "fact", keys: ["rds", "xlarge"] },
      { kind: "decision", keys: ["codified"] },
      { kind: "task", keys: ["cost-center"] },
    ],
  },
  {
    id: "t38-structured-logging",
    build: (s) =>
      s
        .user("our logs are unsearchable console.log soup. make them structured. never log request bodies btw, they have PII in them")
        .bash("rg -c 'console\\.log' src | awk -F: '{s+=$2} END {print s}'", "164")
        .assistant("164 console.log calls. I'll introduce a logger module first, then convert module by module.")
        .file("Write", "src/log.ts")
        .bash("npx jscodeshift -t scripts/codemods/console-to-log.ts src", "Results:\n0 errors\n121 unmodified\n58 ok")
        .file("Edit", "src/http/middleware.ts")
        .bash("npm test --silent && rg -c 'console\\.log' src | wc -l", " Test Files  41 passed (41)\n0")
        .assistant(
          "## Summary\nAll logging goes through `src/log.ts` and comes out as JSON lines.\n\n### Decisions\n- pino as the logger (fastest of the ones I tried, JSON by default), with `pino-pretty` only in dev.\n- Request logging keeps method, path, status, duration and request id; bodies are not logged.\n\n### Not done\n- nothing",
        )
        .user("ship it")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["bodies"] },
      { kind: "decision", keys: ["pino"] },
    ],
  },
  {
    id: "t38-empty-ci-lockfile-warn",
    build: (s) =>
      s
        .user("CI job `build` failed on main, rerun it and tell me if it's real")
        .bash(
          "gh run view 9913 --log-failed | tail -4",
          "npm WARN: always use --frozen-lockfile in CI\nnpm ERR! network request to https://registry.npmjs.org/zod failed, reason: ETIMEDOUT\nnpm ERR! A complete log of this run can be found in: /home/runner/.npm/_logs/debug.log",
        )
        .bash("gh run rerun 9913 --failed && gh run watch 9913 --exit-status | tail -1", "✓ Run CI (9913) completed with 'success'")
        .assistant("Not real: a registry timeout during install. The rerun passed.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "t38-dark-mode-flag",
    build: (s) =>
      s
        .user("dark mode behind a feature flag please. designs are in figma, tokens already exist")
        .file("Read", "src/theme/tokens.ts")
        .file("Write", "src/theme/dark.ts")
        .file("Edit", "src/flags/index.ts")
        .bash("npm run test:ui -- theme", " ✓ src/theme/dark.test.tsx (7 tests)\n ✓ src/components/ThemeToggle.test.tsx (3 tests)")
        .bash("npx playwright test theme --project=webkit", "  1 failed\n    [webkit] › theme.spec.ts:14:3 › toggle is aligned with the menu")
        .assistant(
          "## Summary\nDark theme implemented from the existing tokens, toggle in the user menu.\n\n**Decisions**\n- Flag `ui.dark_mode`, default off, evaluated client-side.\n\n**Open items**\n- In Safari the toggle sits 2px below the menu baseline (webkit test above).",
        )
        .user(
          "lgtm but drop that open item, the design system fixes it in its next release. and new flags always go in flags.yaml with an owner and an expiry date",
        )
        .file("Edit", "flags.yaml")
        .assistant("Added `ui.dark_mode` to flags.yaml (owner: web, expires 2026-11-01) and removed the webkit note.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dark_mode"] },
      { kind: "instruction", keys: ["flags.yaml"] },
    ],
  },
  {
    id: "t38-orders-index",
    build: (s) =>
      s
        .user("the orders-by-customer query is slow in prod, add whatever index it needs")
        .bash(
          "psql $STAGING_URL -c \"EXPLAIN ANALYZE SELECT * FROM orders WHERE customer_id='c_1' ORDER BY created_at DESC LIMIT 50\" | tail -3",
          "  ->  Seq Scan on orders  (cost=0.00..412233.10 rows=118 width=212) (actual time=0.03..1988.1 rows=50 loops=1)\nPlanning Time: 0.2 ms\nExecution Time: 1988.4 ms",
        )
        .file("Write", "migrations/1723201200000_orders-customer-index.js")
        .bash(
          "npm run migrate up",
          "> Migrating files:\n> - 1723201200000_orders-customer-index\n### MIGRATION 1723201200000_orders-customer-index (UP) ###\nERROR: CREATE INDEX CONCURRENTLY cannot run inside a transaction block",
          1,
        )
        .assistant("node-pg-migrate wraps every migration in a transaction unless it calls `pgm.noTransaction()`, which CONCURRENTLY needs.")
        .file("Edit", "migrations/1723201200000_orders-customer-index.js")
        .bash("npm run migrate up", "### MIGRATION 1723201200000_orders-customer-index (UP) ###\nMigrations complete!")
        .assistant(
          "## Summary\nThe query takes 0.9 ms on staging (was 1988 ms).\n\n**Decisions**\n- Composite index on `orders(customer_id, created_at DESC)`, built CONCURRENTLY.\n\n**Worth knowing**\n- Our migration runner (node-pg-migrate) runs each migration inside a transaction by default; anything CONCURRENTLY needs `pgm.noTransaction()`.",
        )
        .user("ship it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["index"] },
      { kind: "fact", keys: ["concurrently", "transaction"] },
    ],
  },
  {
    id: "t38-empty-stacktrace-q",
    build: (s) =>
      s
        .user("what does this mean: `TypeError: Cannot read properties of undefined (reading 'map') at Cart (Cart.tsx:31)`")
        .file("Read", "src/components/Cart.tsx")
        .assistant(
          "Line 31 does `items.map(...)` and `items` comes from `useCart()`, which is undefined for the first render while the query loads. It only shows when the cart query is slow. `items ?? []` or an early return on loading would avoid it.",
        )
        .user("got it, i'll handle it in my branch")
        .stop(),
    planted: [],
  },
  {
    id: "t38-pyproject",
    build: (s) =>
      s
        .user("convert setup.py to pyproject.toml. use uv for everything, not pip, in docs and CI too")
        .file("Read", "setup.py")
        .file("Write", "pyproject.toml")
        .bash(
          "uv build",
          "Building source distribution...\nBuilding wheel from source distribution...\nSuccessfully built dist/reportgen-2.3.0.tar.gz and dist/reportgen-2.3.0-py3-none-any.whl",
        )
        .bash("uv run pytest -q", "........................................\n40 passed in 3.01s")
        .file("Edit", ".github/workflows/ci.yml")
        .file("Edit", "README.md")
        .assistant(
          "## Summary\n`setup.py` is gone; metadata, deps and tool config live in `pyproject.toml`. CI and the README use uv.\n\n**Decisions**\n- Build backend: hatchling (setuptools' dynamic version hack is replaced by `hatch-vcs`).\n\n**Not done**\n- The publish workflow (`release.yml`) still runs `python setup.py sdist`; it needs PyPI trusted publishing set up, which I can't do from here.",
        )
        .user("lgtm")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["uv"] },
      { kind: "decision", keys: ["hatchling"] },
      { kind: "task", keys: ["publish"] },
    ],
  },
  {
    id: "t38-rate-limit",
    build: (s) =>
      s
        .user("add per-key rate limiting to the public API")
        .file("Read", "src/middleware/index.ts")
        .file("Write", "src/middleware/rate-limit.ts")
        .bash("npm test -- rate-limit", " ✓ src/middleware/rate-limit.test.ts (8 tests) 61ms")
        .bash("redis-cli -u $STAGING_REDIS INFO persistence | grep -E 'aof_enabled|rdb_last_save_time'", "aof_enabled:0\nrdb_last_save_time:0")
        .assistant(
          "## Summary\nRate limiting is on for `/v1/*`, keyed by API key.\n\n**Decisions**\n- Token bucket in Redis: 100 requests/minute per key, burst 20, `429` with `Retry-After`.\n\n**Facts found**\n- Staging Redis runs as a single node with no persistence (AOF off, never saved), so a restart resets every counter there.",
        )
        .user("ok. ship it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bucket"] },
      { kind: "fact", keys: ["redis", "persistence"] },
    ],
  },
  {
    id: "t38-error-codes",
    build: (s) =>
      s
        .user("error responses are inconsistent across routes. unify them")
        .bash("rg -n 'res.status\\(4' src/routes | wc -l", "57")
        .file("Write", "src/http/errors.ts")
        .bash("npx jscodeshift -t scripts/codemods/errors.ts src/routes", "Results:\n0 errors\n3 unmodified\n22 ok")
        .file("Edit", "src/log.ts")
        .bash("npm test --silent", " Test Files  43 passed (43)")
        .assistant(
          "## Summary\nAll routes answer errors as `{ error: { code, message } }`.\n\n## Decisions\n1. Every error carries a stable machine-readable error code (`ORDER_NOT_FOUND`, ...), listed in `src/http/errors.ts`.\n2. 4xx responses are logged at `info` instead of `error`, to cut log noise.",
        )
        .user("revert 2. ops alerts fire off error-level 4xx log lines (the auth brute-force alert does). rest lgtm")
        .file("Edit", "src/log.ts")
        .assistant("Reverted: 4xx are logged at `error` again.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["error code"] },
      { kind: "fact", keys: ["alerts"] },
    ],
  },
  {
    id: "t38-empty-chitchat",
    build: (s) =>
      s
        .user("how long did that whole thing take you lol")
        .bash(
          "git log --since='3 hours ago' --format='%ad %s' --date=format:%H:%M | tail -2",
          "13:02 errors: unify error responses\n12:48 errors: add error table",
        )
        .assistant("About 15 minutes of work; most of it was waiting on the test suite.")
        .user("not bad")
        .stop(),
    planted: [],
  },
  {
    id: "t38-ci-speed",
    build: (s) =>
      s
        .user("CI takes 24 minutes. get it down")
        .bash(
          "gh run view 9950 --json jobs --jq '.jobs[] | \"\\(.name) \\(.completedAt)\"'",
          "install 2026-08-21T10:04:51Z\nunit 2026-08-21T10:09:12Z\ne2e 2026-08-21T10:27:40Z",
        )
        .assistant("Install is 4 min with a cold npm cache every time, and e2e is 18 min in one job. Attacking both.")
        .file("Edit", ".github/workflows/ci.yml")
        .bash(
          "gh workflow run ci.yml --ref ci-speed && sleep 1 && gh run watch --exit-status | tail -3",
          "✓ e2e (1/3) in 5m2s\n✓ e2e (2/3) in 9m48s\n✓ e2e (3/3) in 4m40s",
        )
        .assistant(
          "## Summary\nCI wall time 24 min → 11 min.\n\n**Decisions**\n- npm cache keyed on the lockfile hash (`actions/setup-node` cache).\n- e2e split into 3 shards.\n\n**Open items**\n- Shard 2 takes twice as long as the others (the checkout specs); the shards need rebalancing.",
        )
        .user("lgtm. keep CI under 10 minutes from here on, and flag anything that would push it over")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lockfile"] },
      { kind: "decision", keys: ["shards"] },
      { kind: "task", keys: ["rebalancing"] },
      { kind: "instruction", keys: ["ci", "10 minutes"] },
    ],
  },
  {
    id: "t38-leaked-key",
    build: (s) =>
      s
        .user("someone committed the mailgun key in config/dev.json last week. rotate it and get it out of the repo")
        .bash("git log -S 'key-3f9a' --oneline", "b71d0c2 dev config for local mail")
        .bash("op item list --vault infra-prod | grep -i mailgun", "mailgun-api-key    infra-prod    2026-03-02")
        .assistant("The key is in one commit on main. Rotating it at Mailgun and updating the vault entry; then removing the file's secret.")
        .bash("./scripts/rotate-mailgun.sh", "old key revoked\nnew key stored in 1Password: infra-prod/mailgun-api-key")
        .file("Edit", "config/dev.json")
        .assistant(
          "## Summary\nKey rotated (old one revoked), `config/dev.json` reads it from the environment now.\n\n**Facts**\n- Production secrets live in the 1Password vault `infra-prod`; the rotate script writes there.\n\n**Not done**\n- The key is still in git history. Removing it needs a history rewrite and a force-push to main, which I didn't do.",
        )
        .user("right, never force-push to main, ever. the rewrite waits for the release freeze, leave it on the list")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "instruction", keys: ["force-push"] },
      { kind: "task", keys: ["rewrite"] },
    ],
  },
  {
    id: "t38-go-bump",
    build: (s) =>
      s
        .user("bump the services to go 1.23")
        .bash(
          "rg -l 'golang:1.22' --glob '*Dockerfile*' --glob '*.yml'",
          "services/api/Dockerfile\nservices/worker/Dockerfile\ntools/lambda-packager/Dockerfile",
        )
        .file("Edit", "go.mod")
        .file("Edit", "services/api/Dockerfile")
        .file("Edit", "services/worker/Dockerfile")
        .file("Edit", "tools/lambda-packager/Dockerfile")
        .bash("make check", "go vet ./...\ngo test -race -count=1 ./...\nok  \tsvc/api\t2.1s\nok  \tsvc/worker\t1.7s")
        .assistant(
          "## Summary\nEverything builds and tests on Go 1.23.\n\n**Decisions**\n- Moved to go 1.23 in go.mod and all three images at once (no mixed versions).\n\n**Note**\n- The `golang:1.22-alpine` image wasn't only used by the services: `tools/lambda-packager` builds from it too, so the lambdas change toolchain with this.",
        )
        .user("ship it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["1.23"] },
      { kind: "fact", keys: ["lambda-packager"] },
    ],
  },
  {
    id: "t38-signup-form",
    build: (s) =>
      s
        .user("the signup form rerenders on every keystroke and feels laggy. fix")
        .bash("npx react-scan --once http://localhost:5173/signup | tail -2", "SignupForm rendered 48 times while typing 12 characters\nFormik <Field> x 6")
        .file("Edit", "src/pages/Signup.tsx")
        .bash("npm run test:ui -- signup", " ✓ src/pages/Signup.test.tsx (11 tests)")
        .bash("npx react-scan --once http://localhost:5173/signup | tail -1", "SignupForm rendered 2 times while typing 12 characters")
        .assistant(
          "## Summary\nThe signup form renders 2 times instead of 48 while typing.\n\n### Decisions\n- Replaced Formik with react-hook-form (uncontrolled inputs) on the signup page.\n\n### Not done\n- The checkout form still uses Formik and has the same problem.",
        )
        .user("lgtm. and validate forms with zod schemas from now on, no hand-written validators")
        .stop(),
    planted: [
      { kind: "decision", keys: ["react-hook-form"] },
      { kind: "task", keys: ["checkout"] },
      { kind: "instruction", keys: ["zod"] },
    ],
  },
  {
    id: "t38-empty-withdrawn-upload",
    build: (s) =>
      s
        .user("add retries to the avatar upload to s3")
        .file("Read", "src/uploads/avatar.ts")
        .assistant("I'll wrap `putObject` in a retry with jitter and add a test for the second attempt.")
        .user("actually forget it, I'm rewriting uploads in the presigned-url PR anyway")
        .assistant("OK, leaving `avatar.ts` untouched.")
        .stop(),
    planted: [],
  },
  {
    id: "t38-report-timezone",
    build: (s) =>
      s
        .user("APAC customers say the daily report is missing half of yesterday. investigate and fix")
        .bash("kubectl -n prod get cronjob daily-report -o jsonpath='{.spec.schedule} {.spec.timeZone}'", "0 1 * * * ")
        .file("Read", "src/reports/daily.ts")
        .bash("node -e \"console.log(new Date('2026-08-12T01:00:00Z').toLocaleString('en-AU',{timeZone:'Australia/Sydney'}))\"", "12/08/2026, 11:00:00 am")
        .assistant(
          "The cron has no timeZone, so it fires at 01:00 UTC, and `daily.ts` computes 'yesterday' as the UTC calendar day. For Sydney that window ends at 10:00 local on the day itself.",
        )
        .file("Edit", "src/reports/daily.ts")
        .bash("npm test -- reports", " ✓ src/reports/daily.test.ts (12 tests) 88ms")
        .assistant(
          "## Summary\n**Root cause:** the report job runs in UTC and cuts days on UTC midnight, so for APAC accounts 'yesterday' is shifted by their offset.\n\n**Decisions**\n- The report window is computed per account in the account's own timezone (from `accounts.tz`), job still runs at 01:00 UTC and skips accounts whose local day hasn't ended.",
        )
        .user("lgtm")
        .stop(),
    planted: [
      { kind: "fact", keys: ["utc"] },
      { kind: "decision", keys: ["timezone"] },
    ],
  },
  {
    id: "t38-readme-refresh",
    build: (s) =>
      s
        .user("README is stale, refresh it")
        .file("Read", "README.md")
        .bash("cat package.json | jq .scripts", '{\n  "dev": "vite",\n  "test": "vitest run",\n  "build": "vite build"\n}')
        .file("Edit", "README.md")
        .assistant(
          "## Summary\nREADME updated: setup with `npm ci` + `npm run dev`, scripts table matches package.json, and I removed the Docker Compose section (there is no compose file anymore).",
        )
        .user("ship it. btw docs live in docs/ as markdown now, not in the confluence wiki, so anything longer than a paragraph goes there")
        .stop(),
    planted: [{ kind: "instruction", keys: ["wiki"] }],
  },
  {
    id: "t38-billing-owner",
    build: (s) =>
      s
        .user("invoices show the tax rate with 4 decimals, round to 2 for display")
        .bash("rg -n 'toFixed|taxRate' packages/billing/src | head -3", "packages/billing/src/format.ts:19:  return (rate * 100).toFixed(4) + '%';")
        .file("Edit", "packages/billing/src/format.ts")
        .bash("npx vitest run packages/billing", " ✓ packages/billing/src/format.test.ts (6 tests)")
        .bash("grep billing .github/CODEOWNERS", "/packages/billing/ @acme/payments")
        .assistant(
          "## Summary\nTax rates display with 2 decimals on invoices.\n\n**Heads-up**\n- packages/billing is owned by the payments team (`@acme/payments` in CODEOWNERS).\n\n**Open items**\n- The PR needs a review from @acme/payments before it can merge.",
        )
        .user("lgtm")
        .stop(),
    planted: [
      { kind: "fact", keys: ["payments"] },
      { kind: "task", keys: ["review"] },
    ],
  },
  {
    id: "t38-projects-n-plus-one",
    build: (s) =>
      s
        .user("/projects is slow for orgs with many projects. profile it and fix")
        .bash("DEBUG=knex:query npm run dev:once -- GET /projects?org=o_big 2>&1 | grep -c 'select \"users\"'", "312")
        .assistant("312 separate `users` queries for one request: the owner is loaded per project inside `listProjects`.")
        .file("Edit", "src/projects/list.ts")
        .file("Write", "src/projects/loaders.ts")
        .bash("DEBUG=knex:query npm run dev:once -- GET /projects?org=o_big 2>&1 | grep -c 'select \"users\"'", "1")
        .bash("npx autocannon -d 10 'http://localhost:3000/projects?org=o_big' | grep Latency -A2 | tail -1", "│ Latency │ 38 ms  │ 44 ms  │ 61 ms  │ 70 ms  │")
        .assistant(
          "## Summary\n**Cause:** an N+1 query in `listProjects`, one users lookup per project.\n\n**Decisions**\n- Owners load through a per-request dataloader (`src/projects/loaders.ts`).\n\np50 went from 1.9 s to 44 ms.",
        )
        .user("lgtm. for every perf fix put before/after numbers in the PR description like this")
        .stop(),
    planted: [
      { kind: "fact", keys: ["n+1"] },
      { kind: "decision", keys: ["dataloader"] },
      { kind: "instruction", keys: ["before/after"] },
    ],
  },
  {
    id: "t38-dashboard-polling",
    build: (s) =>
      s
        .user("the dashboard hammers the API, 40% of our traffic is its polling. do something")
        .bash("rg -n 'setInterval|refetchInterval' src/dashboard", "src/dashboard/useStats.ts:9:  refetchInterval: 5_000,")
        .file("Edit", "src/dashboard/useStats.ts")
        .bash("npm run test:ui -- dashboard", " ✓ src/dashboard/useStats.test.ts (5 tests)")
        .assistant(
          "## Summary\nDashboard polling is 3x less frequent and stops while the tab is hidden.\n\n**Decisions**\n- Polling interval 15s (was 5 s), paused when `document.hidden`.\n\n**Proposal**\n- Longer term we could push stats over a WebSocket and drop polling altogether.",
        )
        .user("polling change is fine. no websockets, not worth the infra")
        .stop(),
    planted: [{ kind: "decision", keys: ["polling", "15s"] }],
  },
  {
    id: "t38-empty-release-tag",
    build: (s) =>
      s
        .user("bump to 2.4.1 and tag it")
        .bash("npm version 2.4.1 -m 'release %s'", "v2.4.1")
        .bash("git push --follow-tags origin release/2.4", "To github.com:acme/app.git\n * [new tag]         v2.4.1 -> v2.4.1")
        .assistant("Done: v2.4.1 tagged and pushed on release/2.4.")
        .stop(),
    planted: [],
  },
  {
    id: "t38-i18n-messages",
    build: (s) =>
      s
        .user("the settings page has hardcoded english strings. internationalize it")
        .bash(
          'rg -c "\'[A-Z][a-z]+ [a-z]" src/pages/settings | head -3',
          "src/pages/settings/Profile.tsx:14\nsrc/pages/settings/Billing.tsx:9\nsrc/pages/settings/Team.tsx:11",
        )
        .file("Edit", "src/pages/settings/Profile.tsx")
        .file("Edit", "src/pages/settings/Billing.tsx")
        .file("Edit", "src/pages/settings/Team.tsx")
        .bash("npm run i18n:extract && npm run test:ui -- settings", "Extracted 34 messages to lang/en.json\n ✓ src/pages/settings (17 tests)")
        .assistant(
          "## Summary\n34 strings extracted from the settings pages.\n\n## Decisions\n- ICU message syntax through formatjs (`react-intl`), plurals and numbers included.\n\n## Open items\n- German translations for these 34 keys are missing (`lang/de.json`), so German users see English there.",
        )
        .user("lgtm. one rule: never build sentences by concatenating translated fragments, one message per sentence with placeholders")
        .stop(),
    planted: [
      { kind: "decision", keys: ["formatjs"] },
      { kind: "task", keys: ["german"] },
      { kind: "instruction", keys: ["concatenating"] },
    ],
  },
  {
    id: "t38-sqlite-journal",
    build: (s) =>
      s
        .user("the CLI is slow writing its local cache db. see if WAL helps")
        .file("Read", "cli/src/cache.rs")
        .file("Edit", "cli/src/cache.rs")
        .bash("cargo bench -p cli -- cache_write", "cache_write/1000   time: [41.2 ms 41.9 ms 42.7 ms]  change: -71.3%")
        .bash(
          "rg -n 'nfs' docs/ issues/*.md | head -2",
          "issues/311.md:4: cache db on NFS home dir: 'database is locked' after upgrade to 0.9 (WAL)\ndocs/faq.md:22:Home directories on NFS are supported.",
        )
        .assistant(
          "WAL is 71% faster, but issue #311 shows what happened last time: some users keep their home dir (and the cache db) on NFS, where WAL's shared-memory file doesn't work and the db ends up 'locked'.",
        )
        .file("Edit", "cli/src/cache.rs")
        .bash("cargo bench -p cli -- cache_write", "cache_write/1000   time: [61.0 ms 61.5 ms 62.2 ms]  change: -57.8%")
        .assistant(
          "## Summary\nWrites 58% faster.\n\n**Decisions**\n- journal_mode stays DELETE (NFS users); the speedup comes from batching writes in one transaction and `synchronous=NORMAL`.\n\n**Facts**\n- Some users' cache db sits on NFS home directories, where WAL fails (#311).",
        )
        .user("ship it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["journal_mode"] },
      { kind: "fact", keys: ["nfs"] },
    ],
  },
  {
    id: "t38-api-v2",
    build: (s) =>
      s
        .user("we need the breaking changes to /orders (amounts in minor units). version the API")
        .file("Read", "src/app.ts")
        .file("Write", "src/routes/v2/orders.ts")
        .bash("npm test -- orders", " ✓ test/orders.test.ts (14 tests)\n ✓ test/v2/orders.test.ts (16 tests)")
        .assistant(
          "## Summary\n`/v2/orders` returns amounts in minor units; `/orders` (v1) is unchanged.\n\n**Decisions**\n- Versioning by URL path prefix /v2, not a header (CDN caching and logs stay simple).",
        )
        .user("lgtm. v1 stays alive until march 31, then remove it. put that on the list")
        .stop(),
    planted: [
      { kind: "decision", keys: ["/v2"] },
      { kind: "task", keys: ["v1", "remove"] },
    ],
  },
  {
    id: "t38-empty-bundle-question",
    build: (s) =>
      s
        .user("why is the main bundle 2MB?")
        .bash("npx vite-bundle-visualizer --json | jq -r '.[0:3][] | \"\\(.name) \\(.size)\"'", "moment/locale 612034\nlodash 531211\n@sentry/browser 198442")
        .assistant(
          "Mostly moment's locales (600 KB) and full lodash (530 KB). Excluding the locales and importing lodash per function would cut it roughly in half. Want me to do that?",
        )
        .user("no, leave it. bundle size doesn't matter much for an internal tool")
        .stop(),
    planted: [],
  },
  {
    id: "t38-auth-tokens",
    build: (s) =>
      s
        .user("the admin panel needs login. sessions please, the usual")
        .file("Read", "src/admin/server.ts")
        .bash("npm i express-session connect-redis", "added 6 packages in 3s")
        .file("Write", "src/admin/auth.ts")
        .bash("npm test -- admin", " ✓ src/admin/auth.test.ts (7 tests)")
        .assistant("## Summary\nAdmin login works.\n\n**Decisions**\n- Server-side sessions with express-session and a Redis store, 8 h expiry.")
        .user("no, we use jose JWTs everywhere else, redo it with those")
        .bash("npm uninstall express-session connect-redis", "removed 6 packages in 1s")
        .file("Write", "src/admin/auth.ts")
        .bash("npm test -- admin", " ✓ src/admin/auth.test.ts (8 tests)")
        .assistant(
          "## Summary\nRedone.\n\n**Decisions**\n- Admin auth uses jose-signed JWTs (ES256, keys from the shared JWKS), 15 min access tokens plus a refresh cookie.",
        )
        .user("lgtm")
        .stop(),
    planted: [{ kind: "decision", keys: ["jose"] }],
  },
  {
    id: "t38-search-latency-alerts",
    build: (s) =>
      s
        .user("on-call got paged 9 times last week for /search latency, all false alarms. look at the alert")
        .bash(
          "cat alerts/search.yaml",
          '- alert: SearchSlow\n  expr: histogram_quantile(0.99, rate(http_duration_bucket{route="/search"}[1m])) > 0.5\n  for: 1m',
        )
        .bash("cat slo/search.yaml | grep -A2 objective", "objective:\n  latency_p99_ms: 800\n  window: 30d")
        .assistant("The alert fires on p99 > 500 ms over one minute, but the SLO for /search is p99 under 800 ms over 30 days.")
        .file("Edit", "alerts/search.yaml")
        .bash("promtool check rules alerts/search.yaml", "Checking alerts/search.yaml\n  SUCCESS: 1 rules found")
        .assistant(
          "## Summary\nThe alert threshold now matches the SLO (800 ms, 5 min).\n\n**Facts**\n- The /search SLO is p99 < 800 ms over 30 days (`slo/search.yaml`).\n\n**Open items**\n- Alerting on burn rate would be the real fix; needs the recording rules first.",
        )
        .user("yes, put the burn rate alerts in the backlog")
        .stop(),
    planted: [
      { kind: "fact", keys: ["slo"] },
      { kind: "task", keys: ["burn rate"] },
    ],
  },
  {
    id: "t38-lint-errors",
    build: (s) =>
      s
        .user("fix the 26 lint errors on main. don't add eslint-disable comments, fix the code or ask me")
        .bash("npx eslint . -f unix | tail -1", "26 problems")
        .file("Edit", "src/api/client.ts")
        .file("Edit", "src/hooks/useOrders.ts")
        .bash(
          "npx eslint . -f unix | tail -3",
          "src/legacy/payments.ts:41:18: Unexpected any. Specify a different type. [@typescript-eslint/no-explicit-any]\nsrc/legacy/payments.ts:77:9: Unexpected any. [@typescript-eslint/no-explicit-any]\n3 problems",
        )
        .assistant(
          "## Summary\n23 of 26 fixed without suppressions.\n\n**Not done**\n- 3 `any` in `src/legacy/payments.ts`: they stand for the provider SDK's response type, which the SDK doesn't export. Needs either a hand-written type or an SDK upgrade; your call.",
        )
        .user("leave those for later, I'll ask the SDK folks")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["eslint-disable"] },
      { kind: "task", keys: ["legacy/payments"] },
    ],
  },
  {
    id: "t38-empty-rename-refactor",
    build: (s) =>
      s
        .user("rename userId to accountId across the frontend, backend already did it")
        .bash("rg -l '\\buserId\\b' web/src | wc -l", "31")
        .bash("rg -l '\\buserId\\b' web/src | xargs sed -i 's/\\buserId\\b/accountId/g' && npx tsc -p web --noEmit", "")
        .bash("npm run test:ui --silent", " Test Files  58 passed (58)")
        .assistant("## Summary\nRenamed `userId` → `accountId` in 31 files under web/src. Types check, 58 test files pass.\n\n**Decisions**\n- none")
        .user("lgtm")
        .stop(),
    planted: [],
  },
  {
    id: "t38-backup-check",
    build: (s) =>
      s
        .user("make sure the db backups actually work, and fix the backup script's exit code, it always returns 0")
        .bash(
          "ssh db-1 'pgbackrest --stanza=main info' | head -6",
          "stanza: main\n    status: ok\n    cipher: aes-256-cbc\n    db (current)\n        full backup: 20260814-020001F\n            repo1: s3 bucket acme-pg-backups, retention full=14",
        )
        .file("Edit", "ops/backup.sh")
        .bash("bash -n ops/backup.sh && shellcheck ops/backup.sh", "")
        .bash("ssh db-1 'grep -r restore /var/log/ops/*.log | tail -1'", "/var/log/ops/drill.log:2026-03-11 restore drill ok (52 min)")
        .assistant(
          "## Summary\n`ops/backup.sh` now exits non-zero when pgbackrest fails.\n\n**Facts**\n- Backups: pgbackrest, nightly full at 02:00 UTC to the S3 bucket `acme-pg-backups`, 14 full backups retained.\n\n**Open items**\n- The last restore drill was on 2026-03-11; there should be one per quarter.",
        )
        .user("ship it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pgbackrest"] },
      { kind: "task", keys: ["drill"] },
    ],
  },
  {
    id: "t38-graphql-persisted",
    build: (s) =>
      s
        .user("lock down the graphql endpoint, people are sending 5MB queries at it")
        .file("Read", "src/graphql/server.ts")
        .file("Edit", "src/graphql/server.ts")
        .bash("npm run codegen && npm test -- graphql", "✔ Generated persisted query manifest (212 operations)\n ✓ test/graphql.test.ts (19 tests)")
        .assistant(
          "## Summary\nArbitrary queries are refused in production.\n\n**Decisions**\n- Production only accepts persisted queries from the generated manifest; dev and staging still accept ad-hoc queries.\n- Depth limit 10 everywhere.",
        )
        .user("lgtm. also every schema change needs a changeset file, add one for this")
        .bash("npx changeset add --empty && ls .changeset", "🦋  Empty Changeset added! - you can now commit it\nbrave-owls-sing.md")
        .assistant("Added `.changeset/brave-owls-sing.md` describing the change.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["persisted"] },
      { kind: "decision", keys: ["depth"] },
      { kind: "instruction", keys: ["changeset"] },
    ],
  },
  {
    id: "t38-empty-revert-commit",
    build: (s) =>
      s
        .user("revert the last commit on main, it broke staging")
        .bash("git revert --no-edit HEAD", '[main 4e2a1c9] Revert "cache: share connection pool"\n 2 files changed, 6 insertions(+), 19 deletions(-)')
        .bash("git push origin main", "To github.com:acme/app.git\n   9b0f7e1..4e2a1c9  main -> main")
        .assistant("Reverted and pushed (4e2a1c9). Staging redeploys in a few minutes.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "t38-profile-display-name",
    build: (s) =>
      s
        .user("product wants `name` split into display name and legal name on the profile API")
        .bash("rg -n '\"name\"' ios-contract/*.json | head -2", 'ios-contract/profile.v1.3.json:8:      "name": { "type": "string" }')
        .bash("psql $ANALYTICS_URL -Atc \"select round(100.0*sum((app_version like '3.%')::int)/count(*)) from sessions_7d where platform='ios'\"", "21")
        .assistant("The iOS contract decodes `name` strictly, and 21% of iOS sessions still come from 3.x builds, which can't take a renamed field.")
        .file("Edit", "src/routes/profile.ts")
        .bash("npm test -- profile", " ✓ test/profile.test.ts (10 tests)")
        .assistant(
          "## Summary\nProfile responses have `displayName` and `legalName`.\n\n**Decisions**\n- Added `displayName` alongside the existing `name` (same value) instead of renaming it.\n\n**Facts**\n- iOS app 3.x is still 21% of iOS sessions and decodes the v1.3 profile contract strictly.",
        )
        .user("lgtm. and as a rule never rename or remove response fields, only add")
        .stop(),
    planted: [
      { kind: "decision", keys: ["displayname"] },
      { kind: "fact", keys: ["ios", "3.x"] },
      { kind: "instruction", keys: ["response fields"] },
    ],
  },
  {
    id: "t38-jobs-dlq",
    build: (s) =>
      s
        .user("poison messages loop forever on the jobs queue. handle them")
        .bash("aws sqs get-queue-attributes --queue-url $JOBS_Q --attribute-names RedrivePolicy", '{\n    "Attributes": {}\n}')
        .file("Edit", "infra/queues.tf")
        .bash(
          "terraform -chdir=infra plan -no-color | grep -E 'redrive|dlq' | head -3",
          '      + redrive_policy = jsonencode({ maxReceiveCount = 5, deadLetterTargetArn = aws_sqs_queue.jobs_dlq.arn })\n  + resource "aws_sqs_queue" "jobs_dlq" {',
        )
        .assistant(
          "## Summary\nPlan ready (not applied).\n\n**Decisions**\n- Messages that fail 5 receives go to a new DLQ `jobs-dlq`, retained 14 days.\n\n**Open items**\n- A small replay tool to move messages from the DLQ back to the main queue.",
        )
        .user("ship it. scrap the replay tool item, the console's redrive button does that")
        .stop(),
    planted: [{ kind: "decision", keys: ["dlq"] }],
  },
  {
    id: "t38-retry-tests",
    build: (s) =>
      s
        .user("add tests for src/sync/merge.ts. tests go next to the source as merge.test.ts, not in __tests__ folders")
        .file("Read", "src/sync/merge.ts")
        .file("Write", "src/sync/merge.test.ts")
        .bash(
          "npx vitest run src/sync --coverage.enabled --coverage.include=src/sync/merge.ts | tail -3",
          " ✓ src/sync/merge.test.ts (17 tests) 52ms\n merge.ts |   84.1 |    71.4 |  100 |   84.1 | 88-104",
        )
        .assistant(
          "## Summary\n17 tests for `merge.ts`, 84% line coverage.\n\n**Not done**\n- Lines 88-104, the retry path after a conflicting remote write, are untested: they need a fake clock and a fake remote I didn't want to invent without asking.",
        )
        .user("lgtm")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["__tests__"] },
      { kind: "task", keys: ["retry path"] },
    ],
  },
  {
    id: "t38-stripe-envs",
    build: (s) =>
      s
        .user("staging keeps getting webhook events for orders that don't exist. why")
        .bash(
          "stripe webhook_endpoints list --api-key $STRIPE_TEST_KEY | jq -r '.data[].url'",
          "https://dev.acme.test/hooks/stripe\nhttps://staging.acme.io/hooks/stripe",
        )
        .assistant("Dev and staging both register endpoints on the same Stripe test account, so every test event is delivered to both.")
        .file("Edit", "src/webhooks/stripe.ts")
        .bash("npm test -- stripe", " ✓ src/webhooks/stripe.test.ts (12 tests)")
        .assistant(
          "## Summary\n**Cause:** staging shares the Stripe test account with dev, so each environment receives the other's events.\n\n**Decisions**\n- The handler drops events whose `metadata.env` doesn't match the running environment; we set `metadata.env` on every object we create.",
        )
        .user("ship it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["stripe", "staging"] },
      { kind: "decision", keys: ["metadata.env"] },
    ],
  },
  {
    id: "t38-empty-rejected-runner",
    build: (s) =>
      s
        .user("tests are slow, see what you can do")
        .bash("npx jest --listTests | wc -l && time npx jest --silent 2>&1 | tail -1", "212\nreal\t3m41s")
        .file("Write", "vitest.config.ts")
        .bash("npx vitest run --silent 2>&1 | tail -2", " Test Files  212 passed (212)\n   Duration  58.3s")
        .assistant("## Summary\n3m41s → 58s.\n\n**Decisions**\n- Switched the test runner from Jest to Vitest (config added, jest.config.js removed).")
        .user("no, revert that entirely, a runner switch is not happening this quarter")
        .bash("git checkout -- . && git clean -fd vitest.config.ts", "Removing vitest.config.ts")
        .assistant("Reverted; the repo is back on Jest with no changes.")
        .stop(),
    planted: [],
  },
  {
    id: "t38-deploy-owner",
    build: (s) =>
      s
        .user("deploys take 12 minutes because of the docker build. speed it up")
        .file("Read", "Dockerfile")
        .file("Edit", "Dockerfile")
        .bash("docker buildx build --cache-from type=gha -t app:test . 2>&1 | tail -1", "#18 DONE 94.2s")
        .bash(
          "git log -3 --format='%an %s' -- .github/workflows/deploy.yml",
          "Priya Raman deploy: add canary step\nPriya Raman deploy: oidc to aws\nPriya Raman deploy: initial pipeline",
        )
        .assistant(
          "## Summary\nImage build 6 min → 94 s with a multi-stage Dockerfile and layer caching.\n\n**Decisions**\n- `npm ci` runs in its own stage keyed on the lockfile, the runtime image is distroless.\n\n**Note**\n- I did not touch `.github/workflows/deploy.yml`; all of its history is Priya's.",
        )
        .user("lgtm. yes, Priya owns the deploy pipeline, and ping her before touching deploy.yml, always")
        .stop(),
    planted: [
      { kind: "decision", keys: ["distroless"] },
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["deploy.yml"] },
    ],
  },
  {
    id: "t38-empty-bench-report",
    build: (s) =>
      s
        .user("run the json parser benchmark on this branch vs main")
        .bash(
          "npm run bench -- parser --compare main",
          "parse small   main 1.92 µs   branch 1.71 µs   -10.9%\nparse large   main 8.40 ms   branch 8.31 ms   -1.1%",
        )
        .assistant("Small documents are ~11% faster on this branch; large ones are within noise (-1%).")
        .user("cool")
        .stop(),
    planted: [],
  },
];

export const TUNING38 = plantedSet(TUNING38_SESSIONS, START);
