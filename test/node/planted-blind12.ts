/**
 * The twelfth blind planted set for the offline long-term-memory extractor.
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: everyday coding-agent sessions of several different developers, each session one
 * developer with their own habits (terse or verbose, lists or prose, typos or not), across many
 * stacks (TypeScript, Python, Go, Rust, Elixir, Java, PHP, Swift, React Native, Terraform,
 * Kubernetes, BigQuery), with the assistant written in Claude Code, Codex CLI and Gemini CLI
 * voice. Items are stated by the user, proposed by the assistant and accepted (or rejected, then
 * nothing or the user's choice is planted), said in passing, and superseded later in the session
 * (only the later decision is planted). Each session is one segment; the items planted in it are
 * listed with it. Every other message must give nothing: questions, hypotheses, proposals not
 * taken, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output (with words
 * like "always", "never", "TODO"), chit-chat, and requests the agent completes in the same
 * session.
 *
 * Matching rule (the one test/node/planted-blind.ts states, fixed before any extractor run):
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

export const BLIND12_SESSIONS: BlindSession[] = [
  {
    // Claude Code; a terse developer with typos. Assistant's proposal accepted; a fact in passing.
    id: "b12-pnpm-switch",
    build: (s) =>
      s
        .user("can u check why install takes forever in ci")
        .bash("cat .github/workflows/ci.yml | grep -n install", "14:      - run: npm ci\n31:      - run: npm ci --prefix packages/web")
        .assistant(
          "Both jobs run `npm ci` from scratch and the cache key is the lockfile of the root only, so `packages/web` never hits the cache. One option would be switching to pnpm: its content-addressed store caches well across workspaces. Want me to do that, or just fix the cache key?",
        )
        .user("yeah lets move the whole monorepo to pnpm, im sick of this. fyi the ci runners are ubuntu-22.04 with node 20 pinned")
        .file("Edit", ".github/workflows/ci.yml")
        .bash(
          "pnpm import && pnpm install --frozen-lockfile",
          "Packages: +1184\nProgress: resolved 1184, reused 1180, downloaded 4, added 1184, done\nDone in 21.4s",
        )
        .user("should i delete package-lock.json too?")
        .assistant("Yes, `pnpm import` already turned it into `pnpm-lock.yaml`; I removed `package-lock.json` and `packages/web/package-lock.json`.")
        .stop("Switched the monorepo to pnpm: `pnpm-lock.yaml` committed, CI uses `pnpm/action-setup` with the store cached. Install is 21 s locally."),
    planted: [
      { kind: "decision", keys: ["pnpm"] },
      { kind: "fact", keys: ["runners"] },
    ],
  },
  {
    // Codex CLI; a verbose developer. Hypotheses first, a confirmed root cause, and work left for later.
    id: "b12-flaky-checkout",
    build: (s) =>
      s
        .user(
          "The checkout e2e spec has been failing maybe one run in five for about a week now. I don't think anything in the checkout code changed in that time, so I'm wondering if it's something environmental. Could you dig in?",
        )
        .assistant(
          "Maybe it's a race in the fixture teardown — the cart is deleted while the confirmation page still polls it. I'll check the failing runs' logs first.",
        )
        .bash(
          "gh run view 8812 --log-failed | grep -i -m3 'error'",
          "checkout.spec.ts:88  Error: POST https://sandbox.payfast.test/v2/charges -> 429 Too Many Requests\ncheckout.spec.ts:88  Error: retry budget exhausted (never retried)",
        )
        .assistant(
          "Not the teardown: every failing run got a 429 from the payment sandbox. The e2e shards run in parallel, and the sandbox rate-limits at 10 requests per second per API key.",
        )
        .user(
          "OK, so that's confirmed: the payment sandbox rate limit is what makes checkout flaky. For now put a retry with backoff around the charge call in the test helper. The proper fix, mocking the payment sandbox in e2e entirely, is for next sprint — let's leave that open.",
        )
        .file("Edit", "e2e/helpers/payments.ts")
        .bash("npx playwright test e2e/checkout.spec.ts --repeat-each=5", "  10 passed (1.9m)")
        .stop("Added a retry with exponential backoff (3 tries) around the sandbox charge call; the spec passed 10/10 with --repeat-each=5."),
    planted: [
      { kind: "fact", keys: ["sandbox", "rate"] },
      { kind: "task", keys: ["mock", "sandbox"] },
    ],
  },
  {
    // Gemini CLI; explaining a regex. Plants nothing (quoted "always" in a code comment).
    id: "b12-empty-regex",
    build: (s) =>
      s
        .user("what does this regex even do? `^(?!.*\\.\\.)[a-z0-9._-]+@[a-z0-9-]+(\\.[a-z0-9-]+)+$` its in validators/email.ts")
        .file("Read", "src/validators/email.ts")
        .assistant(
          "Okay, I've read the file. The comment above it says `// always lowercase before matching`. The pattern: `(?!.*\\.\\.)` refuses two dots in a row anywhere, then a local part of lowercase letters, digits, dot, underscore and dash, an `@`, and one or more dot-separated domain labels.",
        )
        .user("so uppercase emails fail?")
        .assistant("They would, but `normalizeEmail` lowercases the input on line 12 before the test, so `Foo@Bar.com` passes.")
        .bash("node -e \"console.log(/^(?!.*\\.\\.)[a-z0-9._-]+@[a-z0-9-]+(\\.[a-z0-9-]+)+$/.test('a..b@x.io'))\"", "false")
        .user("ok cool thx"),
    planted: [],
  },
  {
    // Claude Code; a developer who writes lists. Three conventions at once.
    id: "b12-house-rules",
    build: (s) =>
      s
        .user(
          "before you touch anything else, house rules for this repo going forward:\n- no default exports, named only\n- tests colocated with the source (foo.test.ts next to foo.ts), not in __tests__\n- type-only imports via `import type`\nplease fix the eslint config to enforce what it can",
        )
        .file("Read", ".eslintrc.cjs")
        .assistant(
          "I'll add `import/no-default-export`, and `@typescript-eslint/consistent-type-imports` with `prefer: 'type-imports'`. There's no lint rule for where tests live; I can add a check to the `verify` script if you want.",
        )
        .user("nah skip the check script")
        .file("Edit", ".eslintrc.cjs")
        .bash(
          "npx eslint src --max-warnings 0",
          "src/app.tsx\n  3:1  error  Prefer named exports  import/no-default-export\nsrc/lib/api.ts\n  1:1  error  All imports in the declaration are only used as types  @typescript-eslint/consistent-type-imports\n\n✖ 2 problems (2 errors, 0 warnings)",
        )
        .assistant("Two existing violations; I fixed both (`App` is now a named export, `api.ts` uses `import type`). Lint is clean.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["default exports"] },
      { kind: "instruction", keys: ["colocated"] },
      { kind: "instruction", keys: ["type-only"] },
    ],
  },
  {
    // Codex CLI; a fact about a person and an instruction said in passing.
    id: "b12-payments-schema",
    build: (s) =>
      s
        .user("add a nullable `refunded_at` column to payments.charges, migration + model")
        .bash("ls db/migrations | tail -3", "20261020_add_payouts.sql\n20261027_charges_idx.sql\n20261101_drop_legacy_cards.sql")
        .assistant("Adding `db/migrations/20261102_charges_refunded_at.sql` and the field on `Charge`.")
        .file("Write", "db/migrations/20261102_charges_refunded_at.sql")
        .file("Edit", "app/models/charge.py")
        .user(
          "ty. heads up Marta owns the payments schema, she has to review anything that touches it — tag her on the PR. oh and pls stop putting emoji in commit messages, ever",
        )
        .bash("git commit -am 'Add refunded_at to payments.charges' && gh pr create --fill --reviewer marta-k", "https://github.com/acme/ledger/pull/412")
        .stop("Opened #412 with Marta as reviewer; commit message without emoji."),
    planted: [
      { kind: "fact", keys: ["marta", "payments"] },
      { kind: "instruction", keys: ["emoji"] },
    ],
  },
  {
    // Claude Code; a verbose developer. A decision superseded within the session; a fact from tool output, confirmed.
    id: "b12-queue-superseded",
    build: (s) =>
      s
        .user(
          "We need a job queue for the thumbnail workers. I'd like to keep it simple and use what we already run, so let's go with Redis streams for the job queue. Can you sketch the producer side in `src/jobs/enqueue.ts`?",
        )
        .assistant("I'll check what Redis we have in the infra config first, then write the producer with `XADD`.")
        .bash("cat infra/redis.tf | grep -E 'plan|maxmemory'", 'plan      = "hobby-25"\n# maxmemory 25mb, eviction: allkeys-lru')
        .assistant("One concern: the managed Redis is the hobby plan, capped at 25MB with `allkeys-lru` eviction. A backlog of jobs could be evicted silently.")
        .user(
          "Ugh, right, I forgot the managed Redis plan is only 25MB and we can't upgrade it this quarter. Scratch Redis streams then. We'll use SQS for the job queue instead, we have the AWS account anyway.",
        )
        .file("Write", "src/jobs/enqueue.ts")
        .bash("npx tsc --noEmit", "")
        .stop("`src/jobs/enqueue.ts` sends to SQS via `@aws-sdk/client-sqs` (`QUEUE_URL` from env); typecheck passes."),
    planted: [
      { kind: "decision", keys: ["sqs"] },
      { kind: "fact", keys: ["redis", "25mb"] },
    ],
  },
  {
    // Codex CLI; a rename done in the session. Plants nothing.
    id: "b12-empty-rename",
    build: (s) =>
      s
        .user("rename getUsr to getUser everywhere, incl tests")
        .bash("rg -l 'getUsr' | wc -l", "9")
        .assistant("9 files reference `getUsr`. Renaming with a codemod-style sed and checking the build.")
        .bash("rg -l 'getUsr' | xargs sed -i 's/getUsr/getUser/g' && npm test --silent", "Test Suites: 31 passed, 31 total\nTests:       204 passed, 204 total")
        .assistant("Renamed in 9 files (14 occurrences); all 204 tests pass.")
        .user("perfect"),
    planted: [],
  },
  {
    // Gemini CLI; infrastructure facts and a standing rule; kube-linter output says "always".
    id: "b12-argocd-deploys",
    build: (s) =>
      s
        .user(
          "I need to bump the memory limit of the api deployment to 1Gi. Just so you know how it works here: prod deploys go through ArgoCD, which syncs from the separate `platform-deploy` repo, not from this one. And never run kubectl apply against prod by hand, even for a quick fix.",
        )
        .assistant(
          "Okay, I understand. I will make the change in the `platform-deploy` checkout and let ArgoCD sync it. First I'll look at the current manifest.",
        )
        .bash("cat ../platform-deploy/apps/api/deployment.yaml | grep -A3 resources", "        resources:\n          limits:\n            memory: 512Mi")
        .file("Edit", "../platform-deploy/apps/api/deployment.yaml")
        .bash(
          "kube-linter lint ../platform-deploy/apps/api",
          'apps/api/deployment.yaml: (object: <no namespace>/api apps/v1, Kind=Deployment) container "api" has cpu request 0 (check: unset-cpu-requirements, remediation: Always set CPU requests.)\nError: found 1 lint errors',
        )
        .user("is the cpu request thing new? should we fix it now?")
        .assistant("It predates this change (the manifest never had a CPU request). I left it alone; only the memory limit changed, to 1Gi.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["argocd"] },
      { kind: "instruction", keys: ["kubectl"] },
    ],
  },
  {
    // Claude Code; a terse developer. A bug fixed in session, the sibling bug left for later; a withdrawn idea.
    id: "b12-tz-bug",
    build: (s) =>
      s
        .user("due dates show one day early for users in the US. fix")
        .bash(
          "rg -n 'toISOString\\(\\)\\.slice\\(0, 10\\)' src",
          "src/invoices/format.ts:22:  return d.toISOString().slice(0, 10);\nsrc/pdf/render.ts:57:  const day = due.toISOString().slice(0, 10);",
        )
        .assistant(
          "`format.ts` cuts the UTC date string, so anyone west of UTC sees the previous day. I'll format in the user's zone with `Intl.DateTimeFormat`.",
        )
        .file("Edit", "src/invoices/format.ts")
        .bash("npx vitest run src/invoices", "✓ src/invoices/format.test.ts (6 tests)\nTest Files  1 passed (1)")
        .user("maybe the email digest has it too? nah it formats in UTC on purpose, ignore that")
        .user("the pdf renderer has the same bug on line 57 but dont touch it today, the pdf code is getting rewritten. leave it as an open item for later")
        .stop("Fixed in `src/invoices/format.ts` (6 tests pass). Left `src/pdf/render.ts:57` as is, noted for later."),
    planted: [{ kind: "task", keys: ["pdf"] }],
  },
  {
    // Claude Code; questions about async code, answered. Plants nothing.
    id: "b12-empty-async",
    build: (s) =>
      s
        .user("quick question, does `await` inside a `forEach` actually wait? a colleague says it never does")
        .assistant("Your colleague is right: `forEach` ignores the promise your callback returns, so the loop doesn't wait. Let me show it.")
        .bash("node -e \"[1,2].forEach(async n => { await new Promise(r => setTimeout(r, 10)); console.log(n) }); console.log('after')\"", "after\n1\n2")
        .assistant("`after` prints first. Use `for (const n of xs) await f(n)` for sequence, or `await Promise.all(xs.map(f))` to run them together.")
        .user("and Promise.allSettled, when would I want that instead?")
        .assistant("When one failure shouldn't abort the rest — you get every result with a `status` of `fulfilled` or `rejected`.")
        .user("makes sense, thanks"),
    planted: [],
  },
  {
    // Codex CLI; a Python developer. A decision, a standing rule and a fact about the ETL stack.
    id: "b12-python-tooling",
    build: (s) =>
      s
        .user(
          "we're dropping black. ruff format does the same and we already run ruff for lint. please rip black out of pyproject and pre-commit.\nalso: type hints on every public function, no exceptions, I'm tired of guessing",
        )
        .file("Read", "pyproject.toml")
        .bash(
          "rg -n 'black' pyproject.toml .pre-commit-config.yaml",
          "pyproject.toml:41:[tool.black]\n.pre-commit-config.yaml:8:  - repo: https://github.com/psf/black",
        )
        .file("Edit", "pyproject.toml")
        .file("Edit", ".pre-commit-config.yaml")
        .bash("uv run ruff format --check . && uv run ruff check .", "87 files already formatted\nAll checks passed!")
        .assistant(
          "Removed `[tool.black]` and the black hook; `ruff format` is in pre-commit now. Should `ruff` also enforce annotations (`ANN` rules)? Note `etl/` would fail them.",
        )
        .user("not for etl/ — the ETL jobs are stuck on python 3.9 because of the Airflow pin. just enable it for app/")
        .stop("Enabled `ANN` for `app/` only; `etl/` excluded. ruff passes."),
    planted: [
      { kind: "decision", keys: ["ruff"] },
      { kind: "instruction", keys: ["type hints"] },
      { kind: "fact", keys: ["airflow"] },
    ],
  },
  {
    // Claude Code; the assistant proposes an ORM, the user refuses and states the choice and a convention.
    id: "b12-no-orm",
    build: (s) =>
      s
        .user("the reports endpoint builds SQL with string concat, that's scary. clean it up")
        .file("Read", "src/reports/query.ts")
        .assistant(
          "It interpolates `req.query.from` straight into the SQL. I'd suggest moving this service to Prisma: typed queries, migrations, and no string building. Shall I set it up?",
        )
        .user(
          "No. No ORM in this codebase. We stick with raw SQL via `pg` with parameters, and queries live as .sql files under sql/, loaded at startup. Just parameterize this one.",
        )
        .file("Write", "sql/reports/by_period.sql")
        .file("Edit", "src/reports/query.ts")
        .bash("npm test -- reports", "PASS src/reports/query.test.ts\n  ✓ rejects a non-date `from` (4 ms)\n  ✓ returns rows for the period (19 ms)")
        .stop("The query is now `sql/reports/by_period.sql` with `$1`/`$2` parameters; tests pass."),
    planted: [
      { kind: "decision", keys: ["raw sql"] },
      { kind: "instruction", keys: ["queries"] },
    ],
  },
  {
    // Gemini CLI; a CSS bug chased through hypotheses and fixed; a TODO in the file. Plants nothing.
    id: "b12-empty-css",
    build: (s) =>
      s
        .user("the modal is behind the header on safari only. any idea?")
        .assistant(
          "Okay. It could be a stacking context created by `transform` on the header, or perhaps `-webkit-overflow-scrolling`. I'll look at the styles.",
        )
        .bash(
          "rg -n 'z-index|transform' src/styles/header.css src/styles/modal.css",
          "src/styles/header.css:4:  z-index: 50;\nsrc/styles/header.css:5:  transform: translateZ(0); /* TODO: remove this hack once safari 17 is gone */\nsrc/styles/modal.css:9:  z-index: 40;",
        )
        .assistant("The modal's `z-index: 40` is below the header's `50`; Chrome hides it by luck of the portal order. I have raised the modal to 60.")
        .file("Edit", "src/styles/modal.css")
        .user("yep fixed on my iphone, ty"),
    planted: [],
  },
  {
    // Gemini CLI; a verbose Java developer. A fact about the build infra, a task left open; a build log as noise.
    id: "b12-gradle-nexus",
    build: (s) =>
      s
        .user(
          "The build fails on my new laptop with a dependency resolution error. For context, our Nexus mirror is at nexus.internal:8081 and it only answers on the VPN, so that's probably involved somehow.",
        )
        .assistant("Understood. I will run the build with more output to see which repository Gradle tries.")
        .bash(
          "./gradlew build --info 2>&1 | grep -m2 -i 'could not'",
          "> Could not resolve com.acme:commons:4.2.1.\n  > Could not GET 'http://nexus.internal:8081/repository/maven-public/...'. Connect timed out",
        )
        .assistant("The timeout means the VPN isn't up on this machine. Could you connect and I'll retry?")
        .user("connected")
        .bash("./gradlew build", "BUILD SUCCESSFUL in 1m 12s\nDeprecated Gradle features were used in this build, making it incompatible with Gradle 9.0.")
        .user(
          "Great. About that deprecation warning: we need to upgrade Gradle to 8.x at some point, it's blocked on the Android plugin for the shared module. Not now, but keep it on the list.",
        )
        .stop("The build passes on the VPN. The Gradle upgrade stays open (blocked on the Android plugin)."),
    planted: [
      { kind: "fact", keys: ["nexus"] },
      { kind: "task", keys: ["gradle"] },
    ],
  },
  {
    // Claude Code; a terse developer with typos. Two conventions in one line.
    id: "b12-git-conventions",
    build: (s) =>
      s
        .user("merge #233 pls")
        .bash("gh pr view 233 --json title,mergeStateStatus", '{"title":"fixed stuff","mergeStateStatus":"CLEAN"}')
        .assistant("It's clean. Merge commit or squash?")
        .user("from now on squash merge only. and pr titles in conventional commits format, 'fixed stuff' is useless. retitle it")
        .bash("gh pr edit 233 --title 'fix(cart): keep coupon after quantity change' && gh pr merge 233 --squash", "✓ Squashed and merged pull request #233")
        .stop("Retitled #233 to `fix(cart): keep coupon after quantity change` and squash-merged it."),
    planted: [
      { kind: "instruction", keys: ["squash"] },
      { kind: "instruction", keys: ["conventional"] },
    ],
  },
  {
    // Codex CLI; a Rust developer. The assistant compares, the user picks; a fact; a task for later.
    id: "b12-rust-sidecar",
    build: (s) =>
      s
        .user("new rust service for the image proxy. axum or actix?")
        .assistant(
          "Both are fine for this. axum sits on tokio/tower (the middleware we'd reuse from the gateway), actix has its own runtime and is a bit faster in microbenchmarks. I'd lean axum for the tower reuse.",
        )
        .user(
          "ok go with axum. note the service has to stay under 128MB RSS, it runs as a sidecar next to every api pod. benchmark it against the old node proxy before we cut over, but that's later",
        )
        .bash(
          "cargo new image-proxy && cd image-proxy && cargo add axum tokio --features tokio/full",
          "    Creating binary (application) `image-proxy` package\n      Adding axum v0.7.9 to dependencies",
        )
        .file("Write", "image-proxy/src/main.rs")
        .bash("cargo build --release 2>&1 | tail -1", "    Finished `release` profile [optimized] target(s) in 41.02s")
        .stop("Scaffolded `image-proxy` on axum with a `/healthz` route; release build OK."),
    planted: [
      { kind: "decision", keys: ["axum"] },
      { kind: "fact", keys: ["sidecar"] },
      { kind: "task", keys: ["benchmark"] },
    ],
  },
  {
    // Codex CLI; "run the tests and fix what fails", done. Plants nothing.
    id: "b12-empty-fix-tests",
    build: (s) =>
      s
        .user("run the tests and fix whatever fails")
        .bash("go test ./...", "--- FAIL: TestParseAmount (0.00s)\n    amount_test.go:31: got 1999, want 19990\nFAIL\tgithub.com/acme/billing/money\t0.011s")
        .assistant('`ParseAmount` drops the second decimal digit when the input has one decimal (`"199.9"`). Fixing the padding.')
        .file("Edit", "money/amount.go")
        .bash("go test ./...", "ok  \tgithub.com/acme/billing/money\t0.009s\nok  \tgithub.com/acme/billing/api\t0.214s")
        .assistant("All packages pass.")
        .stop(),
    planted: [],
  },
  {
    // Claude Code; a developer writing prose. A decision against a vendor; cleanup left for later.
    id: "b12-feature-flags",
    build: (s) =>
      s
        .user(
          "I looked at LaunchDarkly pricing again and it's way too expensive for a team our size. So here's the plan: we'll roll our own feature flags table in Postgres, with a small cache in the API process. Can you write the migration and a `isEnabled(flag, user)` helper?",
        )
        .file("Write", "migrations/0042_feature_flags.sql")
        .file("Write", "src/flags/isEnabled.ts")
        .bash("npm run migrate && npm test -- flags", "Applied 0042_feature_flags.sql\nPASS src/flags/isEnabled.test.ts (5 tests)")
        .assistant(
          "Done: a `feature_flags` table (name, enabled, rollout_percent, allow_user_ids) and `isEnabled` with a 30-second in-process cache. Should I migrate the `ENABLE_NEW_CHECKOUT` env flag over now?",
        )
        .user("No, not yet. Once the table is live in prod we have to clean up the old ENABLE_NEW_CHECKOUT env flag, but that's a later job.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["flags table"] },
      { kind: "task", keys: ["enable_new_checkout"] },
    ],
  },
  {
    // Gemini CLI; a package name decided, then changed later in the session.
    id: "b12-package-rename",
    build: (s) =>
      s
        .user("Let's extract the shared buttons and inputs into their own package. Call it @acme/ui-kit.")
        .assistant("Okay, I'll create `packages/ui-kit` with its own `package.json` named `@acme/ui-kit` and move the components.")
        .bash("mkdir -p packages/ui-kit/src && git mv src/components/{Button,Input}.tsx packages/ui-kit/src/", "")
        .file("Write", "packages/ui-kit/package.json")
        .user("Wait, marketing already publishes something called ui-kit. Rename it to @acme/design — that's the final name, folder too.")
        .bash("git mv packages/ui-kit packages/design && sed -i 's#@acme/ui-kit#@acme/design#' packages/design/package.json", "")
        .bash("pnpm -r build", "packages/design build$ tsc -p .\npackages/design build: Done\napps/web build: Done")
        .stop("I have moved the components into `packages/design` (`@acme/design`); the workspace builds."),
    planted: [{ kind: "decision", keys: ["acme/design"] }],
  },
  {
    // Codex CLI; a terse Go developer. A rule and a fact; golangci-lint output with "always" as noise.
    id: "b12-go-race",
    build: (s) =>
      s
        .user("add a ttl to the session cache in internal/cache")
        .file("Edit", "internal/cache/session.go")
        .bash(
          "golangci-lint run ./internal/cache/...",
          "internal/cache/session.go:44:2: S1000: should use for range instead of for { select {} } (gosimple)\ninternal/cache/session.go:61:9: the expiry goroutine always holds mu while sleeping (custom)",
        )
        .assistant("Fixed both: the janitor uses `for range ticker.C` and releases `mu` before sleeping.")
        .user(
          "run tests with -race. always, for this repo, the cache code has bitten us before. btw payments-gw only speaks grpc, theres no rest gateway, so dont bother looking for one when you wire the invalidation",
        )
        .bash("go test -race ./internal/...", "ok  \tgithub.com/acme/sessions/internal/cache\t1.204s")
        .stop("TTL added (default 30m); `go test -race` passes."),
    planted: [
      { kind: "instruction", keys: ["race"] },
      { kind: "fact", keys: ["grpc"] },
    ],
  },
  {
    // Gemini CLI; a stack trace explained and fixed. Plants nothing.
    id: "b12-empty-stacktrace",
    build: (s) =>
      s
        .user("TypeError: Cannot read properties of undefined (reading 'map') at OrderList (OrderList.tsx:18). what's going on")
        .file("Read", "src/orders/OrderList.tsx")
        .assistant(
          "Okay. `orders` is `undefined` on the first render because the query hasn't resolved; line 18 maps over it directly. I'll default it to an empty array.",
        )
        .file("Edit", "src/orders/OrderList.tsx")
        .bash("npx vitest run src/orders", "✓ src/orders/OrderList.test.tsx (3 tests)")
        .assistant("I have fixed it and added a test for the loading state.")
        .user("nice"),
    planted: [],
  },
  {
    // Claude Code; a verbose developer. A fact about ownership and the rule that follows from it.
    id: "b12-search-owner",
    build: (s) =>
      s
        .user(
          "The product search returns stale prices after yesterday's import. Before you do anything drastic: Leila owns the search cluster, and you should always ask her before reindexing anything there — a full reindex takes the cluster down to yellow for an hour.",
        )
        .bash("curl -s localhost:9200/_cat/indices/products*?h=index,docs.count", "products-v7 48211")
        .assistant(
          "Only one index. I'd guess the import wrote prices to Postgres but the change feed consumer was down — but that's a guess. Let me check the consumer's lag.",
        )
        .bash(
          "kubectl logs deploy/search-feed --since=24h | tail -2",
          "2026-11-01T22:14:03Z consumer stopped: offset commit failed\n2026-11-01T22:14:03Z exiting",
        )
        .assistant(
          "The consumer died last night at 22:14 and never restarted. Restarting it replays from the last committed offset, which is a partial update, not a reindex.",
        )
        .user("ok restart it")
        .bash("kubectl rollout restart deploy/search-feed", "deployment.apps/search-feed restarted")
        .stop("Restarted `search-feed`; it is replaying from the last offset and prices should catch up in a few minutes."),
    planted: [
      { kind: "fact", keys: ["leila"] },
      { kind: "instruction", keys: ["reindex"] },
    ],
  },
  {
    // Codex CLI; a caching idea withdrawn; profiling left for later.
    id: "b12-markdown-cache",
    build: (s) =>
      s
        .user("docs pages are slow. what if we cache the rendered markdown in KV?")
        .bash("npx autocannon -d 10 http://localhost:8787/docs/getting-started | grep Latency -A2", "│ Latency │ 38 ms │ 61 ms │ 140 ms │")
        .assistant(
          "A KV cache would save the render time, roughly 40 ms of the 61 ms median, but we'd need invalidation on every docs deploy. Alternatively we could precompute at build time.",
        )
        .user(
          "eh forget the KV idea, not worth the invalidation mess. but someone needs to profile the markdown renderer properly — that 40ms is suspicious. not today though",
        )
        .assistant("Understood, no cache. I left a note in the PR description about the 40 ms render time.")
        .stop(),
    planted: [{ kind: "task", keys: ["renderer"] }],
  },
  {
    // Claude Code; a developer who writes lists. A fact confirmed by the build, and a decision.
    id: "b12-docker-base",
    build: (s) =>
      s
        .user("docker build broke on the sharp install again")
        .bash(
          "docker build -t web . 2>&1 | grep -m2 -i sharp",
          'npm error sharp: Installation error: Could not load the "sharp" module using the linuxmusl-x64 runtime\nnpm error sharp: Prebuilt libvips binaries are not yet available for linuxmusl-x64',
        )
        .assistant("The base is `node:20-alpine`, which uses musl; sharp has no prebuilt libvips for this musl version.")
        .user(
          "right so recap:\n- alpine's musl is what breaks sharp, confirmed\n- we're switching the base image to node:20-slim (debian), size doesn't matter that much\ndo it",
        )
        .file("Edit", "Dockerfile")
        .bash("docker build -t web . | tail -1 && docker images web --format '{{.Size}}'", "naming to docker.io/library/web done\n412MB")
        .stop("The image now builds on `node:20-slim` (412 MB, up from 268 MB)."),
    planted: [
      { kind: "fact", keys: ["musl"] },
      { kind: "decision", keys: ["slim"] },
    ],
  },
  {
    // Gemini CLI; a developer with many typos asks for a one-off script. Plants nothing.
    id: "b12-empty-script",
    build: (s) =>
      s
        .user("cna you write a quick scirpt that counts lines per file type in src, just for me, dont commit it")
        .bash("find src -type f | sed 's/.*\\.//' | sort | uniq -c | sort -rn", "    212 ts\n     64 tsx\n     11 css\n      3 json")
        .assistant("Okay, here it is as a one-liner; I didn't create any file. Do you want line counts rather than file counts?")
        .user("ya lines")
        .bash("for e in ts tsx css json; do printf '%s ' $e; find src -name \"*.$e\" | xargs cat | wc -l; done", "ts 18344\ntsx 7021\ncss 903\njson 140")
        .user("thx thats all"),
    planted: [],
  },
  {
    // Gemini CLI; a React Native developer. A standing rule, a fact, and a parked task.
    id: "b12-rn-device",
    build: (s) =>
      s
        .user(
          "The login screen jumps when the keyboard opens. Please always test on a real device (I have a Pixel plugged in) before you tell me something works — the emulator hides these keyboard bugs.",
        )
        .bash("adb devices", "List of devices attached\n38231FDJH000X1\tdevice")
        .assistant("Okay. I will check how the screen handles the keyboard. The project is on Expo; which SDK?")
        .user("Expo SDK 51, bare workflow, so native changes are fine")
        .file("Edit", "src/screens/Login.tsx")
        .bash("npx expo run:android --device 38231FDJH000X1 | tail -1", "› Opening com.acme.app on Pixel 7")
        .assistant('I have wrapped the form in `KeyboardAvoidingView` with `behavior="height"` on Android. On the Pixel the fields stay in place.')
        .user("works. the iOS push notification entitlement still needs setting up btw, we're waiting on the Apple account. park it for now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["real device"] },
      { kind: "fact", keys: ["expo"] },
      { kind: "task", keys: ["push"] },
    ],
  },
  {
    // Claude Code; a terse developer. A library choice changed mid-session; a rejected alternative.
    id: "b12-dates-lib",
    build: (s) =>
      s
        .user("replace moment. use date-fns")
        .bash("rg -l \"from 'moment'\" src | wc -l", "23")
        .assistant("23 files import moment. I'll start with `src/utils/time.ts`, which most of them go through.")
        .file("Edit", "src/utils/time.ts")
        .bash("npx vite build | grep -i 'vendor'", "dist/assets/vendor-3f1c.js  412.77 kB │ gzip: 131.02 kB")
        .user("ugh vendor still huge. should we try the temporal polyfill?")
        .assistant("The polyfill is ~50 kB gzipped by itself, so it wouldn't help the size. dayjs with plugins is ~3 kB and keeps moment's API.")
        .user("no temporal then. go with dayjs instead of date-fns")
        .file("Edit", "src/utils/time.ts")
        .bash("npx vite build | grep -i 'vendor'", "dist/assets/vendor-91ab.js  298.10 kB │ gzip: 96.44 kB")
        .stop("Replaced moment with dayjs in all 23 files; vendor chunk 131 → 96 kB gzipped."),
    planted: [{ kind: "decision", keys: ["dayjs"] }],
  },
  {
    // Codex CLI; a verbose developer. A fact about staging's data and an open task.
    id: "b12-staging-restore",
    build: (s) =>
      s
        .user(
          "The test account I made on staging on Friday is gone. Before you go hunting for a bug: the staging DB is restored from a prod snapshot every Sunday at 03:00 UTC, so anything created there doesn't survive the weekend. That's by design.",
        )
        .bash('psql $STAGING_URL -c "select max(created_at) from users"', "            max\n----------------------------\n 2026-11-01 02:41:17+00\n(1 row)")
        .assistant("That matches: the newest user is from just before Sunday's 03:00 restore. I'll recreate your account with the seed script.")
        .bash("npm run seed:staging -- --user qa+friday@acme.test", "created user 58812 (qa+friday@acme.test)")
        .user(
          "Thanks. Related, and not for today: somebody should automate the anonymization step of that restore. Right now Priya runs the scrub script by hand on Sunday mornings, which is silly.",
        )
        .stop("Recreated the account (user 58812)."),
    planted: [
      { kind: "fact", keys: ["staging", "restored"] },
      { kind: "task", keys: ["anonymization"] },
    ],
  },
  {
    // Codex CLI; a performance investigation with only unconfirmed hypotheses. Plants nothing.
    id: "b12-empty-perf",
    build: (s) =>
      s
        .user("p99 on /search went from 300ms to 900ms since tuesday. thoughts?")
        .bash("git log --since=tuesday --oneline -- src/search", "a81c3e2 search: add synonyms expansion\n4f20b91 search: log query plans")
        .assistant(
          "Two suspects: the synonyms expansion may multiply the terms per query, or logging query plans may be synchronous. I can't tell which from here without traces.",
        )
        .user("could it be the new index on products too?")
        .assistant("Possibly — a new index changes the planner's choice. I'd need `EXPLAIN ANALYZE` from prod to know.")
        .bash("grep -c 'slow query' logs/api-2026-11-03.log", "1284")
        .user("ok let me think about it and get prod access first"),
    planted: [],
  },
  {
    // Gemini CLI; the assistant proposes, the user agrees; a standing rule about old responses.
    id: "b12-api-versioning",
    build: (s) =>
      s
        .user("We need to change the shape of /orders responses (money as objects instead of cents). How should we version this?")
        .assistant(
          "I suggest URL versioning: `/v2/orders` with the new shape, `/v1/orders` unchanged. Header versioning is tidier but harder to see in logs and caches.",
        )
        .user(
          "Agreed, URL versioning it is. And keep v1 responses byte-identical, the mobile clients parse them strictly and anything extra breaks old app versions.",
        )
        .file("Write", "src/routes/v2/orders.ts")
        .bash("npm test -- orders", "PASS test/v1/orders.snapshot.test.ts\nPASS test/v2/orders.test.ts\nTests: 17 passed")
        .stop("I have added `/v2/orders`; the v1 snapshot test is unchanged and passes."),
    planted: [
      { kind: "decision", keys: ["url versioning"] },
      { kind: "instruction", keys: ["byte-identical"] },
    ],
  },
  {
    // Claude Code; Terraform. A rule, a fact about state, an open task; plan output with "always".
    id: "b12-terraform",
    build: (s) =>
      s
        .user("add an s3 bucket for the exports, private, 30 day expiry")
        .file("Write", "infra/exports.tf")
        .user("oh and rule for this repo: run terraform plan and show me the output before any apply, every single time")
        .bash(
          "terraform plan -no-color | tail -4",
          "Note: Objects have changed outside of Terraform (always review drift before applying)\n\nPlan: 3 to add, 0 to change, 0 to destroy.",
        )
        .assistant(
          "The plan adds the bucket, its public-access block and the lifecycle rule. Where is the state kept — should I check the backend before you approve?",
        )
        .user(
          "state is in the s3 bucket acme-tfstate with dynamodb locking, that's fine. apply. also we still need to import the old DNS records into terraform, they're all clicked in the console. next week",
        )
        .bash("terraform apply -auto-approve -no-color | tail -1", "Apply complete! Resources: 3 added, 0 changed, 0 destroyed.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["terraform plan"] },
      { kind: "fact", keys: ["tfstate"] },
      { kind: "task", keys: ["dns"] },
    ],
  },
  {
    // Gemini CLI; a small lookup and chit-chat. Plants nothing.
    id: "b12-empty-chitchat",
    build: (s) =>
      s
        .user("what time is it in singapore right now? need to ping the vendor")
        .bash("TZ=Asia/Singapore date '+%H:%M %a'", "23:40 Fri")
        .assistant("It's 23:40 on Friday in Singapore, so they're probably offline until Monday.")
        .user("cool. long week, thanks for the help today")
        .assistant("You're welcome! Have a good weekend."),
    planted: [],
  },
  {
    // Codex CLI; an Elixir developer. A choice among options, and a port left for later.
    id: "b12-elixir-jobs",
    build: (s) =>
      s
        .user("need background jobs for the email sends. options?")
        .assistant(
          "In Elixir: Oban (Postgres-backed, retries, cron, a dashboard), Exq (Redis, Sidekiq-compatible), or plain `Task.Supervisor` with no persistence. You already have Postgres.",
        )
        .user("we'll use Oban. set it up with an `emails` queue, 10 workers")
        .bash("mix deps.get && mix ecto.gen.migration add_oban_jobs_table", "* creating priv/repo/migrations/20261107101500_add_oban_jobs_table.exs")
        .file("Edit", "config/config.exs")
        .file("Write", "lib/app/workers/send_email.ex")
        .bash("mix test test/app/workers", "......\nFinished in 0.4 seconds\n6 tests, 0 failures")
        .user("later we should port the old cron scripts in ops/cron to Oban's cron plugin. not part of this PR")
        .stop("Oban is set up with an `emails` queue (10), `SendEmail` worker; 6 tests pass."),
    planted: [
      { kind: "decision", keys: ["oban"] },
      { kind: "task", keys: ["cron"] },
    ],
  },
  {
    // Claude Code; a verbose developer. A standing rule about test data, and a fact confirmed from the schema.
    id: "b12-audit-log",
    build: (s) =>
      s
        .user(
          "I'm adding fixtures for the export tests and I noticed someone pasted real-looking customer emails in `test/fixtures/customers.json`. Never put real customer emails into test fixtures, please — use example.com addresses. Can you replace them?",
        )
        .bash("rg -c '@' test/fixtures/customers.json", "42")
        .file("Edit", "test/fixtures/customers.json")
        .assistant(
          "Replaced all 42 with `customer-N@example.com`. The export test also tries to update an audit row to reset it between cases; I'm not sure that's allowed.",
        )
        .bash(
          "psql $DATABASE_URL -c '\\d audit_log' | grep -i trigger -A1",
          "Triggers:\n    audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION reject_change()",
        )
        .user(
          "Right, we're SOC2-audited, so the audit log table is append-only; that trigger blocks UPDATE and DELETE on purpose. Truncate it in the test setup instead.",
        )
        .file("Edit", "test/export.test.ts")
        .bash("npm test -- export", "PASS test/export.test.ts (8 tests)")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["fixtures"] },
      { kind: "fact", keys: ["audit log"] },
    ],
  },
  {
    // Gemini CLI; a list-writing developer picks a state library; hypotheses about re-renders.
    id: "b12-state-lib",
    build: (s) =>
      s
        .user("the cart re-renders the whole page on every quantity change. why?")
        .file("Read", "src/cart/CartContext.tsx")
        .assistant(
          "Okay. The context value is a new object on every render, so every consumer re-renders. It might also be the `useEffect` that syncs to localStorage, though I haven't confirmed that.",
        )
        .user(
          "ok decided, context is out for app state:\n- we'll use Zustand for the cart and the session store\n- no Redux, nobody wants the boilerplate\nmigrate the cart first",
        )
        .file("Write", "src/cart/store.ts")
        .bash("npx vitest run src/cart", "✓ src/cart/store.test.ts (7 tests)\n✓ src/cart/Cart.test.tsx (4 tests)")
        .stop("I have moved the cart to a Zustand store with selectors; quantity changes now re-render only the line item."),
    planted: [{ kind: "decision", keys: ["zustand"] }],
  },
  {
    // Claude Code; a code review with suggestions, none taken as decisions; quoted TODO. Plants nothing.
    id: "b12-empty-review",
    build: (s) =>
      s
        .user("review my diff before I push pls")
        .bash(
          "git diff --stat && git diff src/billing/invoice.ts | head -8",
          " src/billing/invoice.ts | 24 +++++++++++-------\n+  // TODO: never round here, round at display time\n+  const total = items.reduce((a, i) => a + i.price * i.qty, 0);",
        )
        .assistant(
          "Looks good overall. Two thoughts: `total` could overflow precision with floats — you might consider integer cents; and the `TODO` comment contradicts line 31, which rounds. Maybe drop one of them?",
        )
        .user("hmm, cents would be a bigger change. I'll think about it")
        .assistant("Sure. Nothing else blocking from my side.")
        .user("pushing"),
    planted: [],
  },
  {
    // Claude Code; a terse developer ends the day with a list of leftovers.
    id: "b12-leftovers",
    build: (s) =>
      s
        .user("update the stripe sdk to latest and fix the breaking changes")
        .bash(
          "npm i stripe@latest && npx tsc --noEmit",
          "added 1 package, changed 1 package\nsrc/billing/webhook.ts(22,31): error TS2339: Property 'constructEvent' does not exist on type 'Webhooks'.",
        )
        .file("Edit", "src/billing/webhook.ts")
        .bash("npx tsc --noEmit && npm test -- billing", "PASS src/billing/webhook.test.ts (6 tests)")
        .assistant("Updated to stripe 17; `constructEvent` is now `constructEventAsync` in the edge build. Typecheck and billing tests pass.")
        .user("gr8. leftovers for tmrw, dont do them now:\n- rotate the stripe webhook secret (it was in a screenshot on slack)\n- bump next.js to 14.2")
        .stop(),
    planted: [
      { kind: "task", keys: ["webhook secret"] },
      { kind: "task", keys: ["next.js"] },
    ],
  },
  {
    // Codex CLI; a PHP legacy system: a fact and the rule that follows from it.
    id: "b12-legacy-admin",
    build: (s) =>
      s
        .user("change orders.status from varchar to an enum in the new api")
        .bash(
          "rg -n 'orders' ../legacy-admin --type php | head -3",
          '../legacy-admin/orders.php:41:  $q = "SELECT * FROM orders WHERE status = \'" . $status . "\'";\n../legacy-admin/report.php:12:  // never change this query without asking ops',
        )
        .assistant("The legacy admin queries `orders.status` as a string. Is it still in use?")
        .user(
          "yes. the legacy admin is PHP 7.4 on a box nobody can touch, and it reads the same mysql db. so: never change column types in orders without checking the legacy admin's queries first. forget the enum, validate in the api instead",
        )
        .file("Edit", "src/orders/status.ts")
        .bash("npm test -- orders", "PASS src/orders/status.test.ts (5 tests)")
        .stop("No schema change; the API validates `status` against the allowed values instead."),
    planted: [
      { kind: "fact", keys: ["legacy admin"] },
      { kind: "instruction", keys: ["column types"] },
    ],
  },
  {
    // Claude Code; a decision proposed by the user and withdrawn at once. Plants nothing.
    id: "b12-empty-bun",
    build: (s) =>
      s
        .user("let's move the scripts to bun, they'd start faster")
        .bash("bun --version", "1.1.34")
        .assistant("Bun 1.1.34 is installed. Most scripts would probably run as-is, I'd have to try each one. Shall I start?")
        .user("hm, actually no, forget it. not now, I don't want to deal with two runtimes")
        .assistant("Okay, I haven't changed anything."),
    planted: [],
  },
  {
    // Gemini CLI; analytics: a fact about the data pipeline, a rule for dashboards, a task.
    id: "b12-analytics",
    build: (s) =>
      s
        .user("the signup dashboard shows zero for today. broken?")
        .bash(
          "bq query --nouse_legacy_sql 'select max(event_ts) from analytics_raw.events'",
          "+---------------------+\n|         f0_         |\n+---------------------+\n| 2026-11-14 07:52:10 |\n+---------------------+",
        )
        .assistant("The newest raw event is from 07:52, about two hours ago. Is a two-hour lag expected for the BigQuery load?")
        .user(
          "yes, events land in BigQuery dataset analytics_raw with a ~2h delay, that's normal. but the dashboard reads the raw tables, which is wrong — use the analytics_clean views for dashboards, never the raw tables. fix this one",
        )
        .file("Edit", "dashboards/signups.sql")
        .bash(
          "bq query --dry_run --nouse_legacy_sql < dashboards/signups.sql",
          "Query successfully validated. Assuming the tables are not modified, running this query will process 1.2 GB.",
        )
        .user("also, we're missing march's events since the loader outage. backfill them someday, not urgent")
        .stop("I have switched the dashboard to `analytics_clean.signups_daily`; the query validates."),
    planted: [
      { kind: "fact", keys: ["bigquery"] },
      { kind: "instruction", keys: ["analytics_clean"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    // Claude Code; a test-style preference and an accepted proposal.
    id: "b12-test-style",
    build: (s) =>
      s
        .user("write tests for parseDuration in src/util/duration.ts")
        .file("Read", "src/util/duration.ts")
        .assistant("I'll cover the units, combined values like `1h30m`, and the error cases.")
        .user("I prefer table-driven tests, `it.each` style, one row per case. do that here and in general")
        .file("Write", "src/util/duration.test.ts")
        .bash(
          "npx vitest run src/util/duration.test.ts --coverage",
          "✓ src/util/duration.test.ts (14 tests)\n % Coverage report from istanbul\nduration.ts | 100 | 92.3 | 100 | 100",
        )
        .assistant("14 cases pass. Coverage runs through istanbul, which is slow on this repo; shall I switch the coverage provider to v8?")
        .user("yes go")
        .file("Edit", "vitest.config.ts")
        .stop("Tests added; coverage provider is now `v8`."),
    planted: [
      { kind: "instruction", keys: ["table-driven"] },
      { kind: "decision", keys: ["v8"] },
    ],
  },
  {
    // Codex CLI; finding usages, nothing decided. Plants nothing.
    id: "b12-empty-grep",
    build: (s) =>
      s
        .user("where do we still call the old `legacyFetch`?")
        .bash(
          "rg -n 'legacyFetch\\(' src",
          "src/admin/users.ts:14:  const res = await legacyFetch('/users');\nsrc/admin/audit.ts:9:  return legacyFetch('/audit?since=' + since);",
        )
        .assistant("Two places, both in `src/admin`: `users.ts:14` and `audit.ts:9`.")
        .user("could we just delete it?")
        .assistant("Not without replacing those two calls first; I haven't checked what else it does beyond the fetch.")
        .user("ok, another time"),
    planted: [],
  },
  {
    // Codex CLI; a dev-server port chosen, then changed in the session.
    id: "b12-dev-port",
    build: (s) =>
      s
        .user("set up vite for the admin app. dev server on port 3000")
        .file("Write", "admin/vite.config.ts")
        .bash("npm --prefix admin run dev -- --strictPort", "error when starting dev server:\nError: Port 3000 is already in use")
        .assistant("Port 3000 is taken; `lsof` shows the local Grafana container on it.")
        .user("argh grafana. ok the admin dev server uses 5173 from now on, keep 3000 free for grafana")
        .file("Edit", "admin/vite.config.ts")
        .bash("npm --prefix admin run dev -- --strictPort & sleep 2; curl -sI localhost:5173 | head -1", "HTTP/1.1 200 OK")
        .stop("Admin dev server runs on 5173."),
    planted: [{ kind: "decision", keys: ["5173"] }],
  },
  {
    // Claude Code; iOS: a confirmed fact and a long-term task.
    id: "b12-ios-target",
    build: (s) =>
      s
        .user("can I use `.scrollBounceBehavior` in the feed view?")
        .bash("grep -n IPHONEOS_DEPLOYMENT_TARGET App.xcodeproj/project.pbxproj | head -1", "412:				IPHONEOS_DEPLOYMENT_TARGET = 15.0;")
        .assistant("The deployment target is iOS 15.0, and `.scrollBounceBehavior` needs iOS 16.4. Is the minimum likely to move?")
        .user("no, the minimum stays iOS 15 — product confirmed it last week, a chunk of our users are on old ipads. so wrap it in an availability check")
        .file("Edit", "App/Feed/FeedView.swift")
        .bash("xcodebuild -scheme App -destination 'platform=iOS Simulator,name=iPhone 15' build | tail -1", "** BUILD SUCCEEDED **")
        .user("thanks. eventually we need to migrate the remaining UIKit screens (settings, onboarding) to SwiftUI, but that's a someday thing")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ios 15"] },
      { kind: "task", keys: ["swiftui"] },
    ],
  },
  {
    // Gemini CLI; a newcomer's questions answered with guesses marked as guesses. Plants nothing.
    id: "b12-empty-onboarding",
    build: (s) =>
      s
        .user("first day on this repo. what's the lay of the land?")
        .bash(
          "ls && cat package.json | grep -A4 workspaces",
          'apps  docs  packages  scripts  turbo.json\n  "workspaces": [\n    "apps/*",\n    "packages/*"\n  ],',
        )
        .assistant(
          "From the listing it looks like a monorepo, maybe Turborepo, with apps and shared packages. I'd guess `apps/web` is the main product since it has the most commits, but I'm not certain.",
        )
        .user("who do I ask about the billing stuff?")
        .assistant("I can't tell from the repo. `CODEOWNERS` doesn't list billing; perhaps the team channel knows.")
        .user("fair"),
    planted: [],
  },
  {
    // Claude Code; logging choices and a rule about PII; a follow-up left open.
    id: "b12-logging",
    build: (s) =>
      s
        .user(
          "our logs are a mess of console.log. let's standardize: structured logs with pino, JSON in prod and pino-pretty in dev. start with the api service",
        )
        .file("Write", "services/api/src/log.ts")
        .bash("rg -c 'console\\.log' services/api/src | awk -F: '{s+=$2} END {print s}'", "57")
        .assistant("Replacing the 57 `console.log` calls in the API. A few of them log `req.body` — keep those as debug level?")
        .user("no, drop them. don't log request bodies at all, they carry PII. the worker service still uses console.log too, switch it over in a follow-up PR")
        .file("Edit", "services/api/src/routes/users.ts")
        .bash("npm --prefix services/api test", "Tests: 88 passed, 88 total")
        .stop("API service logs through pino now; body logging removed. 88 tests pass."),
    planted: [
      { kind: "decision", keys: ["pino"] },
      { kind: "instruction", keys: ["request bodies"] },
      { kind: "task", keys: ["worker"] },
    ],
  },
  {
    // Codex CLI; monitoring: a fact about escalation and a tweak left for later.
    id: "b12-oncall",
    build: (s) =>
      s
        .user("who gets paged if I'm asleep? setting up my first on-call week")
        .bash("pd schedule show --id P7XQ2 --format text | head -3", "Primary: you (2026-11-17 → 2026-11-24)\nEscalation 1: Tomás Ruiz after 15m")
        .assistant("You're primary this week; the escalation policy pages Tomás Ruiz after 15 minutes if you don't acknowledge.")
        .user(
          "right, the PagerDuty policy escalates to Tomás after 15 minutes, always has. ok. the disk alert on db-2 fires at 80% and it's pure noise, bump it to 90% when we get a chance, not during my shift setup",
        )
        .assistant("Noted; I haven't touched the alert rules.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pagerduty"] },
      { kind: "task", keys: ["disk alert"] },
    ],
  },
  {
    // Gemini CLI; a README typo fixed. Plants nothing.
    id: "b12-empty-typo",
    build: (s) =>
      s
        .user("theres a typo in the readme, 'recieve'")
        .bash("grep -n recieve README.md", "88:You will recieve an email when the export is ready.")
        .file("Edit", "README.md")
        .assistant("Okay, I have corrected it to 'receive' on line 88.")
        .user("👍"),
    planted: [],
  },
  {
    // Claude Code; a verbose developer: distribution choice and a stability rule for a CLI.
    id: "b12-cli-dist",
    build: (s) =>
      s
        .user(
          "We need to get the `acme` CLI into people's hands. I went back and forth on npm versus Homebrew, and I've decided: we'll distribute the CLI through our Homebrew tap only, no npm package. Can you write the formula and the release job?",
        )
        .file("Write", "Formula/acme.rb")
        .file("Write", ".github/workflows/release.yml")
        .bash(
          "brew install --build-from-source ./Formula/acme.rb && acme --version",
          "==> Installing acme from ./Formula\n🍺  /opt/homebrew/Cellar/acme/0.9.0: 4 files, 11.2MB\nacme 0.9.0",
        )
        .assistant(
          "The formula installs. While testing I noticed `acme status --json` prints a deprecation notice on stdout before the JSON; I moved it to stderr.",
        )
        .user("Good catch. Keep the `--json` output stable from now on, several teams' scripts depend on its exact shape.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["homebrew"] },
      { kind: "instruction", keys: ["--json"] },
    ],
  },
  {
    // Codex CLI; a memory leak chased without a conclusion. Plants nothing.
    id: "b12-empty-leak",
    build: (s) =>
      s
        .user("worker RSS grows ~50MB/hour until it gets OOM-killed. any idea?")
        .bash("node --expose-gc scripts/heap-snap.js worker 2>&1 | tail -3", "Top retainers:\n  Map (lru cache)    212 MB\n  Array (pending)     38 MB")
        .assistant(
          "The LRU cache dominates. Perhaps its `max` isn't applied because entries are added with `set(k, v, { size })` but no `maxSize`? Or the pending array never drains on failed jobs. Both are guesses until I reproduce it.",
        )
        .user("might also be the pg pool? we bumped it last month")
        .assistant("Could be, though the snapshot doesn't show the pool near the top.")
        .user("ok, out of time, pick it up another day maybe"),
    planted: [],
  },
  {
    // Gemini CLI; i18n: a decision, a fact about the translation pipeline, a design task for later.
    id: "b12-i18n",
    build: (s) =>
      s
        .user("We have plurals wrong in Polish and Russian. Fix the i18n setup properly this time.")
        .file("Read", "src/i18n/index.ts")
        .assistant(
          "Okay. The current helper only knows 'one' and 'other'. I suggest ICU message format via formatjs (`@formatjs/intl`), which handles every CLDR plural category.",
        )
        .user("Yes, we'll use formatjs with ICU messages. Translations come from Crowdin, synced nightly into locales/.")
        .bash("npm i @formatjs/intl && npx vitest run src/i18n", "✓ src/i18n/plural.test.ts (12 tests)")
        .user("Also the German strings overflow the buttons on the checkout page, that needs a design pass later, not something to fix in code now.")
        .stop("I have switched the i18n helper to formatjs; plural tests for pl/ru pass."),
    planted: [
      { kind: "decision", keys: ["formatjs"] },
      { kind: "fact", keys: ["crowdin"] },
      { kind: "task", keys: ["german"] },
    ],
  },
  {
    // Codex CLI; auth: a rule about token storage and a fact about tenants.
    id: "b12-auth-tokens",
    build: (s) =>
      s
        .user("login on the new dashboard keeps the access token in localStorage, change that")
        .file("Read", "dashboard/src/auth/session.ts")
        .assistant("I'll move the token into a cookie set by the `/session` endpoint. Which Auth0 tenant does the dashboard use locally?")
        .user(
          "auth tokens go in httpOnly cookies, never localStorage, anywhere — that's the rule. the Auth0 tenant is acme-prod.eu.auth0.com; the dev tenant is the one QA uses too",
        )
        .file("Edit", "dashboard/src/auth/session.ts")
        .bash("npm --prefix dashboard test -- auth", "PASS src/auth/session.test.ts (9 tests)")
        .stop("The token is now an httpOnly, SameSite=Lax cookie; localStorage is no longer touched. 9 tests pass."),
    planted: [
      { kind: "instruction", keys: ["httponly"] },
      { kind: "fact", keys: ["auth0"] },
    ],
  },
];

/** The twelfth blind set: events, segments and scoring of BLIND12_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND12 = plantedSet(BLIND12_SESSIONS, START);
