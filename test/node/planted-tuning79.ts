/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: Gemini CLI voice. Long multi-paragraph assistant answers (explanations, options with
 * bold headings, trade-offs, a hedged recommendation) where the user's short reply carries the
 * decision; standing rules and facts said once in passing inside longer user messages. A
 * Python/FastAPI ledger service with a pnpm monorepo frontend, Kubernetes and Terraform infra;
 * users write terse, lower-case, with typos. Each session is one segment; the items planted in
 * it are listed with it: 66 items (16 decisions, 16 instructions, 17 facts, 17 tasks) in 58
 * sessions, 12 of which plant nothing. Every other message must give nothing: questions,
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

export const TUNING79_SESSIONS: BlindSession[] = [
  {
    id: "t79-01-pgbouncer",
    build: (s) =>
      s
        .user("we get `FATAL: too many connections` on staging during the load test. what are my options here?")
        .bash("psql $STAGING_URL -c 'show max_connections'", "max_connections\n-----------------\n 100\n(1 row)")
        .assistant(
          "Okay, I've looked at the connection settings. Staging allows 100 connections and each of the 6 API pods opens a SQLAlchemy pool of 20, so under load you hit the ceiling.\n\nThere are three realistic options:\n\n**1. PgBouncer in transaction mode**\n* Pros: hundreds of client connections multiplex onto a small server pool.\n* Cons: session features (prepared statements, `SET`) need care.\n\n**2. Raise `max_connections`**\n* Pros: a one-line change.\n* Cons: every connection costs memory on the db; it only moves the ceiling.\n\n**3. Shrink the per-pod pool**\n* Pros: no new moving parts.\n* Cons: requests queue inside the app under load.\n\nI would lean towards option 1, but it depends on whether you are willing to run another component.",
        )
        .user(
          "pgbouncer, transaction mode. raising the limit just moves the problem. and someone has to rerun the k6 load test once it's deployed, not today though",
        )
        .file("Edit", "deploy/docker-compose.yml")
        .assistant("I have added a `pgbouncer` service in transaction mode and pointed `DATABASE_URL` at it."),
    planted: [
      { kind: "decision", keys: ["pgbouncer"] },
      { kind: "task", keys: ["k6"] },
    ],
  },
  {
    id: "t79-02-ruff",
    build: (s) =>
      s
        .user(
          "can you fix the lint errors in ledger/api/routes.py? they're blocking my PR. btw we use ruff for everything now, don't bring black or isort back into the pre-commit config, they fight with ruff format and it was a mess last time",
        )
        .bash("ruff check ledger/api/routes.py --fix", "Found 7 errors (7 fixed, 0 remaining).")
        .assistant("I have fixed the 7 lint errors in `ledger/api/routes.py` (unused imports and an unsorted import block). `ruff check` is clean now."),
    planted: [{ kind: "instruction", keys: ["isort"] }],
  },
  {
    id: "t79-03-ci-cache",
    build: (s) =>
      s
        .user("CI takes 14 min, mostly installing deps. ideas?")
        .bash(
          "gh run view 8812 --log | grep -i 'install' | head -3",
          "Run pnpm install --frozen-lockfile\nProgress: resolved 1843, reused 0, downloaded 1843, added 1843\nDone in 6m 12s",
        )
        .assistant(
          "I looked at the last run: the install step alone takes a little over six minutes and reuses nothing.\n\nHere are the options I see:\n\n**Cache `node_modules`** keyed on the lockfile. Simple, but the cache is large and breaks whenever the Node version changes.\n\n**Cache the pnpm store** (`~/.local/share/pnpm/store`). Smaller, survives Node upgrades, and `pnpm install` then links instead of downloading.\n\n**A remote build cache (Turborepo or Nx Cloud).** Biggest win for builds and tests too, but it is a new vendor with its own account and billing.\n\nThe store cache is the least risky improvement. Would you like me to set one of these up?",
        )
        .user("cache the pnpm store. no remote cache vendor. also pin node via .nvmrc in the workflow, never rely on whatever the runner image ships")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("I have added `actions/cache` for the pnpm store and `node-version-file: .nvmrc` to the setup step."),
    planted: [
      { kind: "decision", keys: ["pnpm", "store"] },
      { kind: "instruction", keys: ["nvmrc"] },
    ],
  },
  {
    id: "t79-04-empty-rebase",
    build: (s) =>
      s
        .user("quick q, what does `git rebase --onto` actually do? I always mix it up")
        .bash("git log --oneline -4", "a91f2c0 wip export\n7c3e1d2 fix totals\n55aa019 add export endpoint\nd0e4411 main: bump deps")
        .assistant(
          "`git rebase --onto <newbase> <upstream> <branch>` takes the commits that are on `<branch>` but not on `<upstream>` and replays them on top of `<newbase>`.\n\nSo with your log, `git rebase --onto main 7c3e1d2` would move only `wip export` onto `main` and leave the other two behind. It always replays commits one by one, so conflicts show up per commit.",
        )
        .user("ahh ok that makes sense, thanks"),
    planted: [],
  },
  {
    id: "t79-05-cron-utc",
    build: (s) =>
      s
        .user(
          "the nightly report is off by one day for some customers. some context: the cron host runs in UTC but finance reads everything in Europe/Berlin, that's been the case forever. can you look at report/nightly.py? and the weekly report probably has the same bug, but leave that one for later, just make a note that we need to check it",
        )
        .file("Read", "report/nightly.py")
        .assistant(
          "I found it: `nightly.py` takes `date.today()` on the host, which is UTC, so between midnight and 01:00/02:00 Berlin time it picks the previous day. I will compute the business date with `zoneinfo.ZoneInfo('Europe/Berlin')` instead.",
        )
        .file("Edit", "report/nightly.py")
        .bash("pytest tests/report -q", "6 passed in 0.41s")
        .assistant("Fixed and tested. I have not touched the weekly report."),
    planted: [
      { kind: "fact", keys: ["cron", "utc"] },
      { kind: "task", keys: ["weekly", "report"] },
    ],
  },
  {
    id: "t79-06-webhook-flaky",
    build: (s) =>
      s
        .user("test_webhook_retry failed again on main")
        .bash("pytest tests/test_webhooks.py -k retry -q --count=10", "F.F.......\n2 failed, 8 passed")
        .assistant(
          "It fails 2 out of 10 runs. I have two hypotheses, neither confirmed yet:\n\n1. The test's fake clock advances before the retry task is scheduled, so the retry sometimes fires after the assertion.\n2. The retry backoff uses `random.uniform` for jitter without a seeded RNG, so some runs exceed the 2s test timeout.\n\nI could dig into either now, which would likely take a while.",
        )
        .user("don't fix it now, I need the release out today. we have to come back to test_webhook_retry after the release, leave it open")
        .assistant("Understood, I'll leave the test as it is for now."),
    planted: [{ kind: "task", keys: ["webhook_retry"] }],
  },
  {
    id: "t79-07-queue-supersede",
    build: (s) =>
      s
        .user("we need background jobs for the pdf export. what should we use?")
        .bash("pip show redis | head -2", "Name: redis\nVersion: 5.0.4")
        .assistant(
          "Since Redis is already a dependency, these are the natural fits:\n\n**Celery** — the most mature, with retries, routing and beat scheduling built in, but heavy to configure and sync-first.\n\n**RQ** — very simple, sync only, fewer features.\n\n**arq** — small, asyncio-native, built on Redis, which matches your FastAPI code.\n\nEach of these would work for a PDF export queue.",
        )
        .user("celery then")
        .assistant("Okay, I'll start by adding `celery` to the dependencies and a `worker.py` entrypoint.")
        .user(
          "actually scratch celery, too heavy for this. use arq, we're async everywhere anyway. fyi redis in prod is elasticache 6.x with cluster mode off, in case that matters for config",
        )
        .file("Write", "ledger/worker.py")
        .assistant("I have switched to arq: `ledger/worker.py` defines `WorkerSettings` with the export job, and no cluster-specific settings were needed."),
    planted: [
      { kind: "decision", keys: ["arq"] },
      { kind: "fact", keys: ["elasticache"] },
    ],
  },
  {
    id: "t79-08-downgrade",
    build: (s) =>
      s
        .user(
          "add a nullable column `archived_at` to invoices. and as a rule for this repo: every alembic migration needs a downgrade that actually works, not just `pass`",
        )
        .bash("alembic revision -m 'invoices archived_at'", "Generating migrations/versions/3f1c_invoices_archived_at.py ... done")
        .file("Edit", "migrations/versions/3f1c_invoices_archived_at.py")
        .bash(
          "alembic upgrade head && alembic downgrade -1 && alembic upgrade head",
          "INFO  Running upgrade 9a2b -> 3f1c\nINFO  Running downgrade 3f1c -> 9a2b\nINFO  Running upgrade 9a2b -> 3f1c",
        )
        .assistant("The migration adds `archived_at TIMESTAMPTZ NULL` and its downgrade drops the column; I ran upgrade, downgrade and upgrade again."),
    planted: [{ kind: "instruction", keys: ["downgrade"] }],
  },
  {
    id: "t79-09-empty-leak",
    build: (s) =>
      s
        .user("memory of the api pods grows ~50MB/hour. any idea?")
        .bash("kubectl top pods -l app=api", "NAME          CPU   MEMORY\napi-6d9f-x2   120m  812Mi\napi-6d9f-k8   98m   790Mi")
        .assistant(
          "A few possibilities, none verified:\n\n* The `lru_cache` on `get_tenant_config` has no `maxsize`, so it may grow with every tenant seen.\n* httpx clients created per request and never closed can keep connection pools alive.\n* It may not be a leak at all: Python rarely returns freed memory to the OS.\n\nA `tracemalloc` snapshot comparison would tell these apart.",
        )
        .user("hm interesting, not sure which. ok thanks"),
    planted: [],
  },
  {
    id: "t79-10-priya",
    build: (s) =>
      s
        .user("who owns the payments-gateway repo these days?")
        .bash("git -C ../payments-gateway shortlog -sn --since=6.months | head -3", "   142\tPriya Nair\n    31\tTom Becker\n     9\tdependabot[bot]")
        .assistant("Going by the last six months of commits, Priya Nair is by far the main contributor (142 commits), followed by Tom Becker.")
        .user("right, Priya owns payments-gateway. and anything that touches refunds needs her review before merge, please remember that")
        .assistant("Got it."),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["refunds", "review"] },
    ],
  },
  {
    id: "t79-11-utcnow",
    build: (s) =>
      s
        .user("run the tests pls")
        .bash(
          "pytest -q",
          "........................................\nDeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.\n212 passed, 37 warnings in 9.84s",
        )
        .assistant(
          "All 212 tests pass. There are 37 warnings, all the same one: `datetime.utcnow()` is deprecated since Python 3.12. It is used in 14 places. Replacing it with `datetime.now(UTC)` is mechanical, but the naive/aware change can affect comparisons with stored values, so it needs some care.",
        )
        .user("yeah put it on the backlog: replace utcnow across the codebase. not today"),
    planted: [{ kind: "task", keys: ["utcnow"] }],
  },
  {
    id: "t79-12-sessions",
    build: (s) =>
      s
        .user("the login code is a mess. should we just switch to JWTs?")
        .file("Read", "ledger/auth/session.py")
        .assistant(
          "Here's a comparison of the two approaches for your case.\n\n**Stateless JWTs**\n* No lookup per request.\n* Revocation is hard: a stolen token stays valid until it expires unless you add a denylist, which brings the lookup back.\n\n**Server-side sessions in Redis (what you have)**\n* Instant revocation and easy 'log out everywhere'.\n* One Redis read per request.\n\nThe mess in `session.py` is mostly duplicated cookie handling, which can be cleaned up without changing the model.",
        )
        .user(
          "no, we keep server-side sessions in redis. jwt revocation is a pain. clean up the cookie handling. fyi the session ttl is 12h, compliance requirement, don't change that",
        )
        .file("Edit", "ledger/auth/session.py")
        .assistant("I have merged the two cookie helpers into one `set_session_cookie` and left the TTL untouched."),
    planted: [
      { kind: "decision", keys: ["sessions", "redis"] },
      { kind: "fact", keys: ["ttl", "12h"] },
    ],
  },
  {
    id: "t79-13-empty-rename",
    build: (s) =>
      s
        .user("rename `tmp` to `pending_rows` in sync.py")
        .file("Edit", "ledger/sync.py")
        .bash("pytest tests/test_sync.py -q", "9 passed in 0.22s")
        .assistant("I have renamed `tmp` to `pending_rows` in `ledger/sync.py`; the sync tests pass."),
    planted: [],
  },
  {
    id: "t79-14-flags-s3",
    build: (s) =>
      s
        .user(
          "can you add a flag check around the new checkout button? flag name `checkout_v2`. context: flags live in LaunchDarkly but the mobile app reads a cached copy from s3 that only refreshes every 10 minutes, so a flip won't show on mobile right away",
        )
        .file("Edit", "web/src/checkout/CheckoutButton.tsx")
        .bash("pnpm test checkout", "PASS src/checkout/CheckoutButton.test.tsx (3 tests)")
        .assistant("I've wrapped the button in `useFlag('checkout_v2')` and added a test for both states."),
    planted: [{ kind: "fact", keys: ["s3", "refreshes"] }],
  },
  {
    id: "t79-15-commits",
    build: (s) =>
      s
        .user("commit this. and from now on conventional commits please, with the ticket id as the scope like `fix(LED-123): ...`")
        .bash(
          "git commit -am 'fix(LED-412): guard checkout button behind checkout_v2'",
          "[feat/checkout-v2 4e1a9b2] fix(LED-412): guard checkout button behind checkout_v2\n 2 files changed, 31 insertions(+), 4 deletions(-)",
        )
        .assistant("Committed as `fix(LED-412): guard checkout button behind checkout_v2`."),
    planted: [{ kind: "instruction", keys: ["conventional"] }],
  },
  {
    id: "t79-16-structlog",
    build: (s) =>
      s
        .user("our logs are unreadable in datadog. what's the best way to get json logs?")
        .bash("grep -rn 'logging.basicConfig' ledger | head", "ledger/main.py:12:logging.basicConfig(level=logging.INFO)")
        .assistant(
          "Right now the app uses plain `logging.basicConfig`, so Datadog gets unstructured lines. There are three common routes:\n\n**structlog** — structured key/value logging with processors, integrates with stdlib logging, and binds context (request id, tenant) cleanly.\n\n**stdlib + `python-json-logger`** — the smallest change; only the formatter changes, but adding context per request is clumsy.\n\n**loguru** — pleasant API, but it uses one global logger and replaces the stdlib machinery, which third-party libraries don't know about.\n\nFor a FastAPI service with per-request context, the first is usually the best fit.",
        )
        .user("structlog. loguru's global logger is a no. and while you're at it: no PII in log lines, ever, mask emails and IBANs")
        .file("Edit", "ledger/logging.py")
        .assistant("I have configured structlog with a JSON renderer and a processor that masks emails and IBANs."),
    planted: [
      { kind: "decision", keys: ["structlog"] },
      { kind: "instruction", keys: ["pii"] },
    ],
  },
  {
    id: "t79-17-german",
    build: (s) =>
      s
        .user(
          "looking at checkout, the German strings are still hardcoded in the components. not now, but someone has to move them into the translation files before the Austria launch",
        )
        .bash("grep -rln 'Jetzt bezahlen' web/src | head", "web/src/checkout/Summary.tsx\nweb/src/checkout/PayButton.tsx")
        .assistant("I found hardcoded German strings in at least `Summary.tsx` and `PayButton.tsx`. I won't change them now."),
    planted: [{ kind: "task", keys: ["german", "translation"] }],
  },
  {
    id: "t79-18-empty-memo",
    build: (s) =>
      s
        .user("difference between useMemo and useCallback? never really got it")
        .file("Read", "web/src/hooks/useTotals.ts")
        .assistant(
          "`useMemo(fn, deps)` caches the *result* of calling `fn`; `useCallback(fn, deps)` caches the *function itself*. In fact `useCallback(fn, deps)` is `useMemo(() => fn, deps)`.\n\nIn your `useTotals.ts`:\n\n```ts\n// TODO: never recompute when only the currency label changes\nconst totals = useMemo(() => sum(lines), [lines]);\n```\n\nthat memoizes the sum, which is what you want. You always need `useCallback` only when a stable function identity matters, for example for a memoized child's props.",
        )
        .user("ok got it"),
    planted: [],
  },
  {
    id: "t79-19-ingestor-port",
    build: (s) =>
      s
        .user(
          "spin up the stack locally so I can try the export. note the ingestor listens on 8081 because 8080 is taken by the legacy admin on everyone's laptop",
        )
        .bash(
          "docker compose up -d && docker compose ps",
          "NAME        STATUS   PORTS\napi         Up       0.0.0.0:8000->8000/tcp\ningestor    Up       0.0.0.0:8081->8081/tcp\npostgres    Up       5432/tcp",
        )
        .assistant("The stack is up: API on 8000 and the ingestor on 8081."),
    planted: [{ kind: "fact", keys: ["ingestor", "8081"] }],
  },
  {
    id: "t79-20-versioning",
    build: (s) =>
      s
        .user("we need breaking changes to the invoice API. how should we version?")
        .file("Read", "ledger/api/router.py")
        .assistant(
          "There are two mainstream approaches:\n\n**URL prefix (`/v2/invoices`)**\n* Visible everywhere: logs, dashboards, curl examples.\n* Easy routing, and both versions can run side by side.\n\n**Header or media-type versioning (`Accept: application/vnd.ledger.v2+json`)**\n* Cleaner URLs in theory.\n* Invisible in access logs, and easy for clients to forget.\n\nBoth are used widely; the header approach is more 'RESTful' while the prefix is more practical.",
        )
        .user(
          "url prefix, /v2. headers are invisible in logs. and we owe the partners a deprecation notice for v1, put that on the list, I'll do it after the v2 routes exist",
        )
        .file("Write", "ledger/api/v2/__init__.py")
        .assistant("I have created the `/v2` router package and mounted it next to v1."),
    planted: [
      { kind: "decision", keys: ["v2", "prefix"] },
      { kind: "task", keys: ["deprecation", "notice"] },
    ],
  },
  {
    id: "t79-21-force-push",
    build: (s) =>
      s
        .user("push the branch. and never force-push to release/* branches, QA pins commits there")
        .bash("git push -u origin feat/export-v2", "To github.com:acme/ledger.git\n * [new branch]      feat/export-v2 -> feat/export-v2")
        .assistant("Pushed `feat/export-v2` to origin."),
    planted: [{ kind: "instruction", keys: ["force-push"] }],
  },
  {
    id: "t79-22-runbook",
    build: (s) =>
      s
        .user("the queue backlog alert fired at 3am and nobody knew what to do. can you at least make the alert text less cryptic?")
        .file("Edit", "infra/alerts/queue.tf")
        .bash("terraform -chdir=infra fmt -check && terraform -chdir=infra validate", "Success! The configuration is valid.")
        .assistant("I have rewritten the alert description to say which queue, the threshold, and the Grafana panel to look at.")
        .user(
          "thanks. we still need a proper runbook for that alert, put it on the list, I'll write it next week. and whenever you touch an alert, update its runbook link in the same PR",
        ),
    planted: [
      { kind: "task", keys: ["runbook"] },
      { kind: "instruction", keys: ["alert", "link"] },
    ],
  },
  {
    id: "t79-23-empty-cache-undecided",
    build: (s) =>
      s
        .user("the /reports endpoint is slow. should we cache it?")
        .bash("curl -s -o /dev/null -w '%{time_total}\\n' localhost:8000/reports?month=2026-10", "2.914")
        .assistant(
          "It takes almost 3 seconds. You could:\n\n1. Cache the response in Redis per tenant and month, invalidated on invoice writes.\n2. Precompute the monthly aggregates in a materialized view refreshed nightly.\n3. Add an index on `(tenant_id, issued_at)` first and measure again.\n\nOption 3 is cheapest to try; options 1 and 2 add invalidation logic.",
        )
        .user("let me think about it, not deciding this today"),
    planted: [],
  },
  {
    id: "t79-24-shipfast",
    build: (s) =>
      s
        .user("the label sync keeps dying halfway")
        .bash(
          "python -m ledger.sync_labels --dry-run 2>&1 | tail -3",
          "POST https://api.shipfast.io/v1/labels -> 429 Too Many Requests\nRetry-After: 1\nsync aborted after 1204 labels",
        )
        .assistant("The partner API answers `429 Too Many Requests` after about 1200 labels. We send requests as fast as the loop runs.")
        .user("yeah Shipfast caps us at 50 req/s per API key, it's in the contract. throttle it")
        .file("Edit", "ledger/sync_labels.py")
        .assistant("I have added a token bucket limiting the sync to 45 requests per second, leaving some headroom."),
    planted: [{ kind: "fact", keys: ["shipfast", "50"] }],
  },
  {
    id: "t79-25-test-data",
    build: (s) =>
      s
        .user(
          "add a test for the discount rounding bug we fixed yesterday. use pytest parametrize. and in general keep test data inline in the test, no more fixture files under tests/data, they rot and nobody knows which test uses them",
        )
        .file("Write", "tests/test_discount_rounding.py")
        .bash("pytest tests/test_discount_rounding.py -q", "5 passed in 0.08s")
        .assistant("I have added a parametrized test with five rounding cases, data inline."),
    planted: [{ kind: "instruction", keys: ["tests/data"] }],
  },
  {
    id: "t79-26-sqla",
    build: (s) =>
      s
        .user("half the code uses session.query and half uses select(). should we unify?")
        .bash("grep -rc 'session.query' ledger | awk -F: '{s+=$2} END {print s}'", "87")
        .assistant(
          "There are 87 uses of the legacy `session.query` API.\n\n**Rewrite everything to 2.0 style** — one idiom, better typing, but a large diff that touches stable code.\n\n**New code in 2.0 style, old code as is** — no risk to working modules, two idioms for a while.\n\n**Leave it** — nothing to do, but the inconsistency keeps growing.\n\nThe legacy Query API still works in SQLAlchemy 2.x, so there is no hard deadline.",
        )
        .user("new code in the 2.0 style with select(). we don't rewrite old modules just for that")
        .file("Edit", "CONTRIBUTING.md")
        .assistant("I've noted the convention in CONTRIBUTING.md."),
    planted: [{ kind: "decision", keys: ["2.0", "style"] }],
  },
  {
    id: "t79-27-aws-key",
    build: (s) =>
      s
        .user("scan the repo for secrets before we open-source the sdk folder")
        .bash(
          "gitleaks detect --source . --no-banner",
          'Finding:     AWS_SECRET_ACCESS_KEY = "wJalr..."\nFile:        config/dev.py\nLine:        14\n1 leaks found',
        )
        .assistant("gitleaks found one secret: an AWS secret key in `config/dev.py`, line 14. The `sdk/` folder itself is clean.")
        .user("ugh. that's a dev-only key but it still has to be rotated and moved into vault. leave it open for now. Marco runs vault, he's back monday"),
    planted: [
      { kind: "task", keys: ["rotate"] },
      { kind: "fact", keys: ["marco", "vault"] },
    ],
  },
  {
    id: "t79-28-empty-gil",
    build: (s) =>
      s
        .user("why does our cpu-bound thread pool not speed anything up?")
        .file("Read", "ledger/pdf/render.py")
        .assistant(
          "Because of the GIL: in CPython only one thread executes Python bytecode at a time. Threads help when work waits on I/O, or when a C extension releases the GIL, but pure-Python CPU work runs one thread at a time.\n\nFor `render.py`, a `ProcessPoolExecutor` would parallelize across cores, at the cost of pickling the inputs. Free-threaded 3.13 builds remove the GIL, but they are still experimental.",
        )
        .user("cool, ty"),
    planted: [],
  },
  {
    id: "t79-29-monorepo",
    build: (s) =>
      s
        .user("the dash frontend team wants their own repo. thoughts?")
        .bash("ls packages", "api-client\ndash\nui\nconfig")
        .assistant(
          "Here is how I see the trade-offs.\n\n**Split `dash` into its own repo**\n* Independent CI and release cadence.\n* But `api-client` and `ui` would need publishing and versioning, and cross-cutting changes become multi-repo PRs.\n\n**Keep the monorepo with pnpm workspaces**\n* Atomic changes across API client and UI.\n* CI needs path filters so dash changes don't run the backend suite.\n\nThe second keeps things simpler as long as CI is filtered.",
        )
        .user("keep it in the monorepo, workspaces. add path filters. we still have to move the shared eslint config into packages/config at some point, later")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("I have added path filters so the dash job only runs on `packages/dash/**` and `packages/ui/**` changes."),
    planted: [
      { kind: "decision", keys: ["monorepo"] },
      { kind: "task", keys: ["eslint", "config"] },
    ],
  },
  {
    id: "t79-30-pr-size",
    build: (s) =>
      s
        .user(
          "open a PR for the invoice export; the description should link LED-430. also, general thing: keep PRs under about 400 lines of diff and split them otherwise, reviewers here just rubber-stamp the big ones",
        )
        .bash("gh pr create --fill --body 'Closes LED-430'", "https://github.com/acme/ledger/pull/918")
        .assistant("I have opened https://github.com/acme/ledger/pull/918, 212 lines changed."),
    planted: [{ kind: "instruction", keys: ["400", "lines"] }],
  },
  {
    id: "t79-31-export-csv",
    build: (s) =>
      s
        .user("clean up dead routes in the api")
        .bash("python scripts/route_hits.py --days 30 | tail -4", "/admin/debug      0\n/export.csv       3\n/v1/legacy-sum    0\n/healthz          43110")
        .assistant("Two routes had no hits in 30 days (`/admin/debug`, `/v1/legacy-sum`). `/export.csv` had only 3 hits, so I would suggest removing it too.")
        .user("no, keep /export.csv: the accounting firm's excel macro pulls it once a month. the other two can go")
        .file("Edit", "ledger/api/router.py")
        .assistant("I removed `/admin/debug` and `/v1/legacy-sum` and kept `/export.csv`."),
    planted: [{ kind: "fact", keys: ["export.csv", "macro"] }],
  },
  {
    id: "t79-32-pagination",
    build: (s) =>
      s
        .user("invoice list is slow for big tenants")
        .bash("python -m ledger.profile_list --tenant big-co", "queries: 1203\ntotal: 4.8s")
        .assistant(
          "The list runs 1203 queries: a classic N+1 on `invoice.lines`. I can fix it now with `selectinload(Invoice.lines)`. Longer term, offset pagination on big tenants is also slow, and a keyset pagination rewrite would help, but that's a bigger change.",
        )
        .user("fix the N+1 now. the pagination rewrite stays open, it's its own ticket")
        .file("Edit", "ledger/api/invoices.py")
        .bash("python -m ledger.profile_list --tenant big-co", "queries: 3\ntotal: 0.41s")
        .assistant("Down to 3 queries and 0.41s."),
    planted: [{ kind: "task", keys: ["pagination", "rewrite"] }],
  },
  {
    id: "t79-33-empty-log",
    build: (s) =>
      s
        .user(
          "what does this mean? seeing it all over the worker logs:\n```\nWARN retry_policy: attempt 3/5 failed, always retrying idempotent jobs\nINFO scheduler: TODO-queue drained (0 left)\n```",
        )
        .bash(
          "grep -rn 'always retrying' ledger | head -2",
          'ledger/worker/retry.py:41:    log.warning("attempt %s/%s failed, always retrying idempotent jobs", n, max_n)',
        )
        .assistant(
          "These are routine. The first comes from `retry.py` line 41: a job failed and, because it is marked idempotent, the policy retries it, here for the third time out of five. The second is the scheduler saying its internal queue (oddly named `TODO-queue`) is empty. Neither is an error unless you see `attempt 5/5`.",
        )
        .user("ok, good to know"),
    planted: [],
  },
  {
    id: "t79-34-zoneinfo",
    build: (s) =>
      s
        .user("the date handling in billing is a mess. pendulum or arrow or stdlib?")
        .bash(
          "pip download pendulum==3.0.0 --no-deps --platform musllinux_1_1_x86_64 2>&1 | tail -1",
          "ERROR: Could not find a version that satisfies the requirement pendulum==3.0.0",
        )
        .assistant(
          "**pendulum** — the nicest API for periods and timezones. **arrow** — popular, but its parsing is loose. **stdlib `zoneinfo` + `datetime`** — no dependency, more verbose.\n\nNote the download check above: there is no pendulum 3 wheel for musl.",
        )
        .user("go with pendulum")
        .assistant("Okay, I'll add pendulum to `pyproject.toml`.")
        .user("wait, no. our images are alpine and pendulum has no wheels there, it'd build from source with rust. stick with stdlib zoneinfo")
        .file("Edit", "ledger/billing/dates.py")
        .assistant("I've rewritten `dates.py` on `zoneinfo`; no new dependency."),
    planted: [
      { kind: "decision", keys: ["zoneinfo"] },
      { kind: "fact", keys: ["alpine", "wheels"] },
    ],
  },
  {
    id: "t79-35-environ",
    build: (s) =>
      s
        .user(
          "fix the two spots in mailer.py that read os.environ directly. rule for the whole codebase: never read os.environ in modules, everything goes through settings.py",
        )
        .file("Edit", "ledger/mailer.py")
        .bash("grep -rn 'os.environ' ledger | grep -v settings.py", "(no output)")
        .assistant("Both reads in `mailer.py` now use `settings.smtp_host` and `settings.smtp_from`. No other module reads `os.environ`."),
    planted: [{ kind: "instruction", keys: ["os.environ", "settings"] }],
  },
  {
    id: "t79-36-staging-copy",
    build: (s) =>
      s
        .user(
          "I need test data for the export on staging. heads up: staging db is a nightly anonymized copy of prod, restored at 02:00 UTC, so whatever you insert there is gone the next morning. insert 3 invoices for tenant demo-co",
        )
        .bash("python scripts/seed.py --env staging --tenant demo-co --invoices 3", "inserted 3 invoices for demo-co")
        .assistant("I have inserted 3 invoices for `demo-co` on staging."),
    planted: [{ kind: "fact", keys: ["anonymized", "copy"] }],
  },
  {
    id: "t79-37-fastapi",
    build: (s) =>
      s
        .user("are we far behind on deps?")
        .bash("pip list --outdated | head -5", "Package   Version  Latest\nfastapi   0.95.2   0.115.4\npydantic  1.10.13  2.9.2\nhttpx     0.24.1   0.27.2")
        .assistant(
          "The big one is FastAPI: 0.95 to 0.115 implies pydantic 1 to 2, which changes validators, `Config` classes and `.dict()`. It's a real migration, probably several days.",
        )
        .user("not in this sprint. log it: the fastapi upgrade has to happen before end of Q1, security is asking about it"),
    planted: [{ kind: "task", keys: ["fastapi", "upgrade"] }],
  },
  {
    id: "t79-38-empty-mypy",
    build: (s) =>
      s
        .user("would mypy --strict be worth it for us?")
        .bash("mypy ledger --strict 2>&1 | tail -1", "Found 1432 errors in 118 files (checked 164 source files)")
        .assistant(
          "Strict mode reports 1432 errors in 118 files today. A common path is to enable it per module, starting with new packages, and ratchet up. The effort is mostly in the old modules.",
        )
        .user("hm. dunno, that's a lot. I'll think about it"),
    planted: [],
  },
  {
    id: "t79-39-rolling",
    build: (s) =>
      s
        .user("deploys cause a few 502s every time. how do we fix that?")
        .bash("kubectl get deploy api -o jsonpath='{.spec.strategy}'", '{"rollingUpdate":{"maxSurge":"25%","maxUnavailable":"25%"},"type":"RollingUpdate"}')
        .assistant(
          "The 502s come from `maxUnavailable: 25%`: pods are killed before new ones are ready.\n\n**Blue/green** — run a full second deployment and switch the service. Zero errors, but double capacity during each deploy.\n\n**Rolling with `maxUnavailable: 0`, `maxSurge: 1`** plus a readiness probe and a `preStop` sleep — slower rollouts, no capacity gaps.\n\nBoth work on your cluster.",
        )
        .user("rolling, maxUnavailable 0. blue/green doubles the node bill, the cluster is GKE autopilot so we pay per pod")
        .file("Edit", "deploy/k8s/api.yaml")
        .assistant("I have set `maxUnavailable: 0`, `maxSurge: 1`, and added a 10s `preStop` sleep."),
    planted: [
      { kind: "decision", keys: ["rolling"] },
      { kind: "fact", keys: ["autopilot"] },
    ],
  },
  {
    id: "t79-40-english",
    build: (s) =>
      s
        .user("kannst du die README aktualisieren? ah and reply in english even when I write german, the transcripts get shared with the Lisbon team")
        .file("Edit", "README.md")
        .assistant("I've updated the README's setup section for the new compose file and the ingestor port."),
    planted: [{ kind: "instruction", keys: ["english"] }],
  },
  {
    id: "t79-41-fastly",
    build: (s) =>
      s
        .user("the new logo still doesn't show on prod")
        .bash("curl -sI https://app.acme.dev/logo.svg | grep -i 'x-cache\\|age'", "x-cache: HIT\nage: 5321")
        .assistant("The CDN is still serving a cached copy (age 5321s). I have triggered a purge for `/logo.svg`.")
        .user("ok. fastly purges take 2-3 minutes to propagate here, that's normal")
        .bash("curl -sI https://app.acme.dev/logo.svg | grep -i 'x-cache'", "x-cache: MISS")
        .assistant("It's a MISS now, so the new logo is served."),
    planted: [{ kind: "fact", keys: ["fastly", "purges"] }],
  },
  {
    id: "t79-42-dlq",
    build: (s) =>
      s
        .user("check if our terraform has alerts for the queues")
        .bash("grep -rn 'alarm' infra/queues.tf", 'infra/queues.tf:22: resource "aws_cloudwatch_metric_alarm" "jobs_backlog"')
        .assistant("There is one alarm, on the backlog of the `jobs` queue. Nothing watches the dead-letter queue.")
        .user("right, no alert on the dead-letter queue. not urgent, put it on the todo list for the infra sync"),
    planted: [{ kind: "task", keys: ["dead-letter"] }],
  },
  {
    id: "t79-43-empty-bump",
    build: (s) =>
      s
        .user("bump the version to 1.14.2 and tag it")
        .bash(
          "sed -i 's/1.14.1/1.14.2/' pyproject.toml && git commit -am 'chore: 1.14.2' && git tag v1.14.2",
          "[main 0b7d1e3] chore: 1.14.2\n 1 file changed, 1 insertion(+), 1 deletion(-)",
        )
        .assistant("Bumped to 1.14.2 and tagged `v1.14.2`."),
    planted: [],
  },
  {
    id: "t79-44-problem-json",
    build: (s) =>
      s
        .user("our error responses are all over the place. pick a format?")
        .bash(
          "grep -rhn 'JSONResponse(' ledger/api | head -3",
          'ledger/api/invoices.py:88: return JSONResponse({"error": msg}, 400)\nledger/api/auth.py:40: return JSONResponse({"detail": "nope"}, 401)',
        )
        .assistant(
          "There are at least three shapes in use. Options:\n\n**RFC 9457 `application/problem+json`** — standard fields (`type`, `title`, `status`, `detail`), tooling exists, extensible.\n\n**A custom envelope** like `{error: {code, message}}` — simple, but yours alone.\n\n**FastAPI's default `{detail}`** — zero work, little structure.",
        )
        .user("problem+json. the mobile team already parses it. error codes in snake_case and stable, never reuse a retired one")
        .file("Write", "ledger/api/errors.py")
        .assistant("I have added a `problem()` helper and an exception handler that renders problem+json."),
    planted: [
      { kind: "decision", keys: ["problem+json"] },
      { kind: "instruction", keys: ["snake_case"] },
    ],
  },
  {
    id: "t79-45-branch-names",
    build: (s) =>
      s
        .user("make a branch for the vat fix. our branch names are `<initials>/<ticket>-<slug>`, like `pk/LED-88-export`")
        .bash("git switch -c pk/LED-451-vat-rounding", "Switched to a new branch 'pk/LED-451-vat-rounding'")
        .assistant("Created `pk/LED-451-vat-rounding`."),
    planted: [{ kind: "instruction", keys: ["branch", "initials"] }],
  },
  {
    id: "t79-46-sftp",
    build: (s) =>
      s
        .user(
          "can you make the bank statement poller retry until 08:00? background: the bank's SFTP drop only happens on business days at 06:30 CET and they never resend a file",
        )
        .file("Edit", "ledger/bank/poller.py")
        .bash("pytest tests/bank -q", "11 passed in 0.3s")
        .assistant("The poller now retries every 5 minutes from 06:30 until 08:00 and raises an alert if the file is still missing."),
    planted: [{ kind: "fact", keys: ["sftp", "business"] }],
  },
  {
    id: "t79-47-new-checkout",
    build: (s) =>
      s
        .user("any stale feature flags?")
        .bash("python scripts/flags.py --stale", "new_checkout   100%  since 2026-05-02\nbeta_export    0%    since 2026-03-11")
        .assistant("`new_checkout` has been at 100% since May, and `beta_export` at 0% since March.")
        .user("new_checkout should be removed but only after the holiday freeze. keep it as a todo. beta_export, delete it now")
        .file("Edit", "ledger/flags.py")
        .assistant("I removed `beta_export` and its two call sites."),
    planted: [{ kind: "task", keys: ["new_checkout"] }],
  },
  {
    id: "t79-48-empty-docker",
    build: (s) =>
      s
        .user("why does docker rebuild everything when I change one file?")
        .file("Read", "Dockerfile")
        .assistant(
          "Your Dockerfile does `COPY . .` before `RUN pip install`, so any file change invalidates the install layer. Copy `pyproject.toml` and the lockfile first, install, then copy the source.",
        )
        .user("makes sense"),
    planted: [],
  },
  {
    id: "t79-49-playwright",
    build: (s) =>
      s
        .user("we want e2e tests for checkout. playwright or cypress?")
        .bash("ls tests/e2e_legacy | head -3", "test_checkout_selenium.py\ntest_login_selenium.py")
        .assistant(
          "**Playwright** — Chromium, Firefox and WebKit, parallel by default, multiple tabs and origins.\n\n**Cypress** — great interactive runner, but WebKit support is experimental and cross-origin flows are awkward.\n\nYou also have an old Selenium suite in `tests/e2e_legacy`.",
        )
        .user("playwright. we need webkit for the safari users. porting the old selenium suite is for next sprint")
        .bash("pnpm create playwright --quiet", "Playwright installed. Config written to playwright.config.ts")
        .assistant("Playwright is set up with the three browsers."),
    planted: [
      { kind: "decision", keys: ["playwright"] },
      { kind: "task", keys: ["selenium"] },
    ],
  },
  {
    id: "t79-50-confluence",
    build: (s) =>
      s
        .user("write up how the export pipeline works. docs go in docs/ as markdown, no confluence pages for anything technical")
        .file("Write", "docs/export-pipeline.md")
        .assistant("I have written `docs/export-pipeline.md` covering the request, the arq job, the PDF render and the S3 upload."),
    planted: [{ kind: "instruction", keys: ["confluence"] }],
  },
  {
    id: "t79-51-empty-guess",
    build: (s) =>
      s
        .user("the dashboard query got slow since tuesday")
        .bash(
          "psql $DB -c 'select calls, mean_exec_time from pg_stat_statements order by mean_exec_time desc limit 1'",
          "calls | mean_exec_time\n------+---------------\n 4120 | 1830.4",
        )
        .assistant(
          "Mean time is 1.8s. Maybe autovacuum hasn't run since the big import, or the planner switched plans after statistics changed. I'd check `pg_stat_user_tables` next.",
        )
        .user("could be. not sure"),
    planted: [],
  },
  {
    id: "t79-52-uv",
    build: (s) =>
      s
        .user("poetry lock takes 6 minutes. alternatives?")
        .bash("time poetry lock --no-update", "real 6m02.118s")
        .assistant(
          "Options:\n\n**uv** — very fast resolver and installer, lockfile support, reads `pyproject.toml`.\n\n**pip-tools** — stable and simple, but slower and no project management.\n\n**Stay on poetry** and tune sources: part of the slowness is often a private index without a proper simple API.\n\nuv is the biggest speedup.",
        )
        .user("move from poetry to uv. the private index is pypi.internal.acme.dev, that needs to go in the config")
        .file("Edit", "pyproject.toml")
        .bash("uv lock", "Resolved 143 packages in 2.1s")
        .assistant("Migrated: `uv lock` resolves in 2.1s with the internal index configured."),
    planted: [
      { kind: "decision", keys: ["uv", "poetry"] },
      { kind: "fact", keys: ["pypi.internal"] },
    ],
  },
  {
    id: "t79-53-ulid",
    build: (s) =>
      s
        .user("what id format for the new public invoice ids?")
        .file("Read", "ledger/models/invoice.py")
        .assistant(
          "**UUIDv4** — universal, random, bad index locality. **ULID** — sortable by time, 26 chars, good locality. **bigint** — compact, but guessable.\n\nFor public ids ULID is a good balance.",
        )
        .user("ulid for anything public, bigint stays internal. the backfill for existing invoices is a separate ticket, later")
        .file("Edit", "ledger/models/invoice.py")
        .assistant("New invoices get a `public_id` ULID."),
    planted: [
      { kind: "decision", keys: ["ulid"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "t79-54-cronjobs",
    build: (s) =>
      s
        .user("where should the scheduled jobs live now that we're on k8s?")
        .bash("ssh ops-vm crontab -l | head -3", "0 2 * * * /opt/ledger/nightly.sh\n*/15 * * * * /opt/ledger/sync_labels.sh")
        .assistant(
          "They currently run from a crontab on `ops-vm`.\n\n**k8s CronJobs** — native, isolated runs.\n**arq cron** — inside the worker, shared failure domain.\n**Keep the VM** — works, a pet server.",
        )
        .user("k8s CronJobs, one less thing in the app. the old crontab on ops-vm needs to be decommissioned once they're live, leave that for later")
        .file("Write", "deploy/k8s/cronjobs.yaml")
        .assistant("I have written CronJobs for the nightly report and the label sync."),
    planted: [
      { kind: "decision", keys: ["cronjob"] },
      { kind: "task", keys: ["crontab"] },
    ],
  },
  {
    id: "t79-55-cachetools",
    build: (s) =>
      s
        .user("tenant config gets fetched on every request. cache it in redis or in process?")
        .file("Read", "ledger/tenants.py")
        .assistant("**Redis** — shared, one invalidation point, a network hop. **In-process TTL cache** — fastest, each replica may be stale up to the TTL.")
        .user("in-process with cachetools, ttl 60s. we only run 2 replicas so staleness is fine")
        .file("Edit", "ledger/tenants.py")
        .assistant("`get_tenant_config` now uses a `TTLCache(maxsize=1024, ttl=60)`."),
    planted: [
      { kind: "decision", keys: ["cachetools"] },
      { kind: "fact", keys: ["replicas"] },
    ],
  },
  {
    id: "t79-56-ask-first",
    build: (s) =>
      s
        .user("before you run anything that writes to the shared dev db, ask me first. ok now: why does the seed script fail?")
        .bash("python scripts/seed.py --env dev --dry-run", "ERROR: function similarity(text, text) does not exist")
        .assistant("`similarity()` comes from the `pg_trgm` extension. Is it installed on the dev database?")
        .user("yeah the managed dev db doesn't have pg_trgm by default, you need to create the extension")
        .assistant("Running `CREATE EXTENSION pg_trgm` writes to the shared dev db. Shall I go ahead?")
        .user("go")
        .bash("psql $DEV_DB -c 'create extension if not exists pg_trgm'", "CREATE EXTENSION"),
    planted: [
      { kind: "instruction", keys: ["ask", "writes"] },
      { kind: "fact", keys: ["pg_trgm"] },
    ],
  },
  {
    id: "t79-57-empty-regex",
    build: (s) =>
      s
        .user("regex for LED ticket ids like LED-123?")
        .bash("python -c \"import re; print(re.findall(r'\\bLED-\\d+\\b', 'fix LED-12 and LED-405'))\"", "['LED-12', 'LED-405']")
        .assistant("`\\bLED-\\d+\\b` works, as the check shows."),
    planted: [],
  },
  {
    id: "t79-58-contrast",
    build: (s) =>
      s
        .user("run lighthouse on the dashboard")
        .bash(
          "npx lighthouse http://localhost:3000/dashboard --only-categories=accessibility --quiet --output=json | jq .categories.accessibility.score",
          "0.78",
        )
        .assistant("Accessibility scores 0.78, mostly from low contrast on the grey secondary text and the disabled buttons.")
        .user("can't do it now. leave a todo for the contrast issues, the a11y pass will pick it up"),
    planted: [{ kind: "task", keys: ["contrast"] }],
  },
];

/** The training set: events, segments and scoring of TUNING79_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING79 = plantedSet(TUNING79_SESSIONS, Date.UTC(2026, 10, 2, 9));
