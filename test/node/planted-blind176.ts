/**
 * Blind planted set 176 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an Elixir/Phoenix developer (billing app on Fly.io, Oban, LiveView, Stripe) who writes in
 * numbered lists and short "## Heading" sections, often several lists in one message; items sit
 * inside those lists next to one-off requests, questions and withdrawn ideas.
 * Each session is one segment; the items planted in it are listed with it: 72 items (19 decisions, 19 instructions,
 * 18 facts, 16 tasks) in 50 sessions, 14 of which plant nothing (66 user/assistant messages between them). Every other message
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

export const BLIND176_SESSIONS: BlindSession[] = [
  {
    id: "b176-repo-ecto-migrations",
    build: (s) =>
      s
        .user(
          "## Context\nPicking up the billing app again.\n\n## Conventions going forward\n1. migrations are generated with `mix ecto.gen.migration`, never hand-numbered timestamps\n2. every migration that adds an index on a big table uses `create index(..., concurrently: true)` plus `@disable_ddl_transaction true`\n3. run `mix format --check-formatted` before you tell me something is done\n\n## Now\n1. add a `paid_at` column to invoices",
        )
        .bash("mix ecto.gen.migration add_paid_at_to_invoices", "* creating priv/repo/migrations/20261104091200_add_paid_at_to_invoices.exs")
        .file("Edit", "priv/repo/migrations/20261104091200_add_paid_at_to_invoices.exs")
        .bash(
          "mix ecto.migrate",
          "09:12:41.201 [info] == Running 20261104091200 Billing.Repo.Migrations.AddPaidAtToInvoices.change/0 forward\n09:12:41.204 [info] alter table invoices\n09:12:41.230 [info] == Migrated 20261104091200 in 0.0s",
        )
        .bash("mix format --check-formatted", "")
        .assistant("Added `paid_at :utc_datetime_usec` to invoices, migrated locally, format check is clean.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ecto.gen.migration"] },
      { kind: "instruction", keys: ["concurrently"] },
      { kind: "instruction", keys: ["format --check-formatted"] },
    ],
  },
  {
    id: "b176-oban-vs-genstage",
    build: (s) =>
      s
        .user(
          "## Problem\nWebhook fan-out to customers is blocking the request.\n\n## Options I see\n1. Oban jobs\n2. a GenStage pipeline\n3. Task.Supervisor fire-and-forget\n\nthoughts?",
        )
        .assistant(
          "Quick take:\n1. **Oban**: persistent in Postgres, retries with backoff, uniqueness, you already have Postgres. Best fit.\n2. **GenStage**: good for back-pressure on a stream, but you'd have to build persistence and retries yourself.\n3. **Task.Supervisor**: loses work on deploy.\n\nI'd go with Oban.",
        )
        .user("agreed. Oban it is, with its own `webhooks` queue, limit 10. go ahead")
        .bash("mix deps.get", "Resolving Hex dependencies...\n  oban 2.18.3\nAll dependencies are up to date")
        .file("Edit", "config/config.exs")
        .file("Write", "lib/billing/workers/webhook_delivery.ex")
        .bash("mix test test/billing/workers", "..........\nFinished in 0.4 seconds (0.2s async, 0.2s sync)\n10 tests, 0 failures")
        .assistant("Oban is wired in with a `webhooks` queue (limit 10) and `Billing.Workers.WebhookDelivery`; tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["oban"] },
      { kind: "decision", keys: ["webhooks", "limit 10"] },
    ],
  },
  {
    id: "b176-empty-typo-flash",
    build: (s) =>
      s
        .user('1. the flash on /invoices says "Invocie sent" fix pls\n2. that\'s it lol')
        .file("Edit", "lib/billing_web/live/invoice_live/index.ex")
        .assistant('Fixed the typo: it now says "Invoice sent".')
        .user("ty. was the test asserting on that string?")
        .bash('grep -rn "Invocie" test/', "")
        .assistant("No, nothing in test/ referenced the misspelling, so no test change needed.")
        .user("cool")
        .stop("Done."),
    planted: [],
  },
  {
    id: "b176-staging-fly-facts",
    build: (s) =>
      s
        .user("why does `fly deploy` to staging hang at the release step")
        .bash(
          "fly logs -a billing-staging | tail -5",
          "2026-11-05T09:03:11Z app[e784] ams [info] 09:03:11.100 [error] Postgrex.Protocol (#PID<0.2201.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (billing-db.internal:5432): timeout\n2026-11-05T09:03:16Z app[e784] ams [info] Release command failed",
        )
        .assistant("The release command can't reach `billing-db.internal:5432`. Checking which DB app staging points at.")
        .bash("fly postgres list", "NAME                 OWNER    STATUS    LATEST DEPLOY\nbilling-db-staging   personal deployed  2 months ago")
        .assistant(
          "Found it:\n1. the staging Postgres app is named `billing-db-staging`, not `billing-db`\n2. `DATABASE_URL` on billing-staging still points at the old `billing-db` host, which was destroyed\n\nI updated the secret to `billing-db-staging.flycast:5432` and the deploy goes through.",
        )
        .bash("fly deploy -a billing-staging", "==> Release command completed successfully\n--> v214 deployed successfully")
        .user("ah right, Kasia renamed it in september. ok good. note: staging is in `ams`, prod is in `fra`, don't mix them up in scripts")
        .stop("Noted. Staging deployed as v214."),
    planted: [
      { kind: "fact", keys: ["billing-db-staging"] },
      { kind: "fact", keys: ["ams", "fra"] },
    ],
  },
  {
    id: "b176-liveview-streams-task",
    build: (s) =>
      s
        .user(
          "## Today\n1. the customers table LiveView re-renders all 4k rows on every update, switch it to `stream/3`\n\n## Later (not today)\n1. the same thing in the audit log LiveView, it's even worse there\n2. pagination for customers, we'll need it once we pass 10k",
        )
        .file("Read", "lib/billing_web/live/customer_live/index.ex")
        .file("Edit", "lib/billing_web/live/customer_live/index.ex")
        .file("Edit", "lib/billing_web/live/customer_live/index.html.heex")
        .bash("mix test test/billing_web/live/customer_live_test.exs", "......\nFinished in 0.9 seconds\n6 tests, 0 failures")
        .assistant(
          'Customers index now uses `stream(:customers, ...)` with `phx-update="stream"`; inserts and deletes only patch the changed rows. Tests pass.',
        )
        .stop(),
    planted: [
      { kind: "task", keys: ["audit log", "stream"] },
      { kind: "task", keys: ["pagination", "10k"] },
    ],
  },
  {
    id: "b176-empty-dialyzer-question",
    build: (s) =>
      s
        .user("does dialyzer understand `@spec` on a defp? asking before I bother adding them")
        .assistant("Yes. Dialyzer checks specs on private functions too; they're just not in the docs. The compiler won't complain either way.")
        .user("and is it slow on this project?")
        .bash("ls _build/dev/*.plt 2>/dev/null | wc -l", "0")
        .assistant(
          "There's no PLT built yet, so the first `mix dialyzer` run will take several minutes to build it; later runs are incremental and much faster.",
        )
        .user("hm ok, maybe not today then")
        .stop("Sure, nothing changed."),
    planted: [],
  },
  {
    id: "b176-test-conventions",
    build: (s) =>
      s
        .user(
          'couple of rules for tests in this repo, write them down somewhere in your head:\n\n1. `async: true` on every DataCase/ConnCase test unless it touches the global Mox mode\n2. use ExMachina factories from `test/support/factory.ex`, no inline `Repo.insert!` in tests\n3. i prefer `describe` blocks named after the function with arity, like `describe "create_invoice/2"`\n\nnow: the invoice context tests are slow, look at why',
        )
        .bash(
          "mix test test/billing/invoices_test.exs --slowest 3",
          "Top 3 slowest (2.1s), 78.1% of total time:\n  * test create_invoice/2 sends email (1.2s)\n  * test create_invoice/2 with tax (0.5s)\n  * test list_invoices/1 paginates (0.4s)",
        )
        .file("Read", "test/billing/invoices_test.exs")
        .assistant(
          "The module runs with `async: false` and the email test does a real `Process.sleep(1000)` waiting for the mailer. Switched to `assert_email_sent` from Swoosh.TestAssertions and made it async.",
        )
        .file("Edit", "test/billing/invoices_test.exs")
        .bash("mix test test/billing/invoices_test.exs", "...................\nFinished in 0.3 seconds (0.3s async, 0.0s sync)\n19 tests, 0 failures")
        .stop("19 tests, 0.3 s now."),
    planted: [
      { kind: "instruction", keys: ["async: true"] },
      { kind: "instruction", keys: ["exmachina"] },
      { kind: "instruction", keys: ["describe", "arity"] },
    ],
  },
  {
    id: "b176-mox-root-cause",
    build: (s) =>
      s
        .user("CI keeps failing randomly on `PaymentsTest`, like 1 in 5 runs. look into it")
        .bash(
          "mix test test/billing/payments_test.exs --seed 4411",
          "  1) test charge/2 retries on timeout (Billing.PaymentsTest)\n     ** (Mox.UnexpectedCallError) no expectation defined for Billing.StripeMock.create_charge/1 in process #PID<0.812.0>",
        )
        .assistant("Hypothesis: it might be a leaked expectation from another test. Checking the process that makes the call.")
        .file("Read", "lib/billing/payments.ex")
        .assistant(
          "## Root cause\n1. `charge/2` retries inside a `Task.async`, so the second call comes from a child process\n2. Mox expectations are per-process, and the child isn't allowed, so it fails only when the retry path is hit (timing-dependent)\n\n## Fix\nThe module never calls `setup :set_mox_from_context`, so expectations don't follow `$callers` into the Task. Added it.",
        )
        .file("Edit", "test/billing/payments_test.exs")
        .bash("for i in $(seq 1 20); do mix test test/billing/payments_test.exs --seed $RANDOM >/dev/null || echo FAIL; done", "")
        .user("nice, 20/20. so the flake was the missing set_mox_from_context, good to know")
        .stop("Yes, 20 runs clean."),
    planted: [{ kind: "fact", keys: ["set_mox_from_context"] }],
  },
  {
    id: "b176-empty-status-report",
    build: (s) =>
      s
        .user("status? where are we with the tax rounding thing")
        .bash("git log --oneline -3", "a81c2d0 fix rounding of tax lines to 2 dp\n5e01f9b add Decimal tests for tax\n90ab113 bump decimal to 2.1")
        .assistant(
          "## Done\n1. tax lines round half-up to 2 dp with `Decimal.round/3`\n2. tests for 0.005 edge cases\n\n## In the branch, not pushed\n1. nothing else",
        )
        .user("ok push it")
        .bash("git push origin tax-rounding", "To github.com:acme/billing.git\n * [new branch]      tax-rounding -> tax-rounding")
        .assistant("Pushed `tax-rounding`.")
        .stop(),
    planted: [],
  },
  {
    id: "b176-credo-rules",
    build: (s) =>
      s
        .user("run credo and fix what it says")
        .bash(
          "mix credo --strict",
          "┃ [R] ↗ Modules should have a @moduledoc tag.\n┃       lib/billing/tax.ex:1:11 #(Billing.Tax)\n┃ [F] → Function is too complex (cyclomatic complexity is 13, max is 9).\n┃       lib/billing/invoices.ex:88:7 #(Billing.Invoices.totals)\n┃ [D] ↘ Found a TODO tag in a comment: # TODO: always round before summing\n┃       lib/billing/tax.ex:42:5 #(Billing.Tax.line_total)\n\n3 issues",
        )
        .assistant("Three issues: a missing moduledoc, a complex `totals/1`, and a TODO comment. Should I split `totals/1`?")
        .user("1. moduledoc: yes add it\n2. totals: leave it for now\n3. the TODO: just delete the comment")
        .file("Edit", "lib/billing/tax.ex")
        .bash("mix credo --strict", "1 issue\n┃ [F] → Function is too complex (cyclomatic complexity is 13, max is 9).")
        .stop("Down to the one complexity warning you said to leave."),
    planted: [],
  },
  {
    id: "b176-auth-phx-gen",
    build: (s) =>
      s
        .user("## Auth\nwe need login for the admin area. options:\n1. `mix phx.gen.auth`\n2. Pow\n3. Ueberauth with Google only\n\nwhat do you think")
        .assistant(
          "1. **phx.gen.auth** generates plain code you own, no dependency, maintained by the Phoenix team\n2. **Pow** is a library with extensions, but upgrades have lagged behind Phoenix releases\n3. **Ueberauth/Google** is nice for SSO but leaves out the contractors without Google accounts\n\nI'd pick phx.gen.auth, and add Google later if needed.",
        )
        .user("yeah phx.gen.auth. the live variant. Google SSO maybe someday, not now")
        .bash(
          "mix phx.gen.auth Accounts Admin admins --live",
          "* creating priv/repo/migrations/20261106100212_create_admins_auth_tables.exs\n* creating lib/billing/accounts/admin.ex\n...\nPlease re-fetch your dependencies with the following command:\n\n    $ mix deps.get",
        )
        .bash("mix deps.get && mix ecto.migrate", "== Migrated 20261106100212 in 0.0s")
        .assistant("Generated the LiveView auth for `Admin` in the `Accounts` context and migrated.")
        .stop(),
    planted: [{ kind: "decision", keys: ["phx.gen.auth"] }],
  },
  {
    id: "b176-empty-genserver-explain",
    build: (s) =>
      s
        .user("explain to me what `handle_continue` is for, I keep seeing it in the rate limiter")
        .file("Read", "lib/billing/rate_limiter.ex")
        .assistant(
          "## What it does\n1. `init/1` returns `{:ok, state, {:continue, :load}}`\n2. the supervisor gets `:ok` right away, so startup isn't blocked\n3. then `handle_continue(:load, state)` runs before any other message is processed\n\nIn your rate limiter it loads the bucket config from ETS there.",
        )
        .user("so it's guaranteed to run before the first handle_call?")
        .assistant("Yes, a continue is processed before the process reads its mailbox.")
        .user("ok makes sense, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b176-money-ex-cldr",
    build: (s) =>
      s
        .user("what lib should we use for currency amounts? right now it's integer cents everywhere and the EUR/GBP formatting is hand-rolled")
        .assistant(
          "Two realistic choices:\n1. `ex_money` (with ex_cldr) for Money structs, arithmetic and locale formatting\n2. keep integer cents, and only use `ex_cldr_numbers` for formatting\n\nOption 2 is a much smaller change.",
        )
        .user("let's do 2. cents stay integers in the DB and in the contexts, cldr only at the edges (templates, PDFs)")
        .bash("mix deps.get", "New:\n  ex_cldr 2.40.1\n  ex_cldr_numbers 2.33.4\n  ex_cldr_currencies 2.16.3")
        .file("Write", "lib/billing/cldr.ex")
        .file("Edit", "lib/billing_web/components/money.ex")
        .bash("mix test test/billing_web/components", ".......\n7 tests, 0 failures")
        .stop("Formatting goes through `Billing.Cldr.Number.to_string/2` now."),
    planted: [{ kind: "decision", keys: ["cents", "cldr"] }],
  },
  {
    id: "b176-pdf-chromic",
    build: (s) =>
      s
        .user("invoice PDFs: the wkhtmltopdf binary is gone from the new Debian base image")
        .bash("which wkhtmltopdf; echo $?", "1", 1)
        .assistant(
          "Options:\n1. install wkhtmltopdf from the archived .deb (unmaintained upstream)\n2. switch to `chromic_pdf`, which drives headless Chrome\n3. an external API like DocRaptor",
        )
        .user("hmm maybe DocRaptor")
        .user("no actually, scratch that, I don't want invoices leaving our infra. chromic_pdf. add chromium to the Dockerfile")
        .file("Edit", "Dockerfile")
        .file("Edit", "mix.exs")
        .file("Edit", "lib/billing/pdf.ex")
        .bash("mix test test/billing/pdf_test.exs", "...\n3 tests, 0 failures")
        .stop("Invoices render through ChromicPDF; chromium is in the runtime image."),
    planted: [{ kind: "decision", keys: ["chromic_pdf"] }],
  },
  {
    id: "b176-team-owners",
    build: (s) =>
      s
        .user(
          "## Who owns what (so you stop asking me)\n1. Kasia owns infra: Fly, the Postgres clusters, secrets\n2. Tomás owns the Stripe integration and anything under `lib/billing/payments/`\n3. I (Nour) own the LiveView admin\n\n## Ask\nthe `Payments.refund/2` typespec is wrong, fix it",
        )
        .file("Read", "lib/billing/payments/refunds.ex")
        .file("Edit", "lib/billing/payments/refunds.ex")
        .bash("mix compile --warnings-as-errors", "Compiling 1 file (.ex)\nGenerated billing app")
        .assistant(
          "Fixed the spec: it returns `{:ok, Refund.t()} | {:error, Ecto.Changeset.t() | Stripe.Error.t()}`. Since payments is Tomás's area, you may want him on the review.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["kasia", "infra"] },
      { kind: "fact", keys: ["tomás", "stripe"] },
    ],
  },
  {
    id: "b176-empty-ci-log-quote",
    build: (s) =>
      s
        .user("why did CI fail on main? paste me the relevant part")
        .bash(
          "gh run view 8812 --log-failed | tail -8",
          "test  ** (Mix) The database for Billing.Repo couldn't be created: connection refused\ntest  warning: you must always set POSTGRES_HOST in CI\ntest  hint: never run migrations against the shared database\ntest  TODO(ci): cache the PLT\ntest  Process completed with exit code 1.",
        )
        .assistant(
          "The Postgres service container didn't come up before the test step, so `mix ecto.create` got connection refused. The other lines are just the workflow's own echo hints.",
        )
        .user("flaky service container again? rerun it")
        .bash("gh run rerun 8812 --failed", "✓ Requested rerun (failed jobs) of run 8812")
        .assistant("Rerun requested.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b176-release-commands",
    build: (s) =>
      s
        .user("how do we run migrations in prod again?")
        .file("Read", "lib/billing/release.ex")
        .assistant(
          "There's `Billing.Release.migrate/0`; the Fly `release_command` in fly.toml runs `/app/bin/migrate`, which calls it before the new machines start.",
        )
        .user(
          'right. two things to remember:\n1. never run `mix ecto.migrate` from a laptop against prod, it always goes through the release command\n2. rollbacks are `fly ssh console -C "/app/bin/billing eval Billing.Release.rollback(Billing.Repo, VERSION)"`, and only Kasia or me do them',
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["release command"] },
      { kind: "fact", keys: ["release.migrate"] },
      { kind: "instruction", keys: ["rollback"] },
    ],
  },
  {
    id: "b176-telemetry-todo",
    build: (s) =>
      s
        .user("add a telemetry event when an invoice is finalized: `[:billing, :invoice, :finalized]` with amount and currency")
        .file("Edit", "lib/billing/invoices.ex")
        .file("Edit", "lib/billing_web/telemetry.ex")
        .bash("mix test test/billing/invoices_test.exs", "....................\n20 tests, 0 failures")
        .assistant(
          "Emitting `[:billing, :invoice, :finalized]` with `%{amount: cents}` and `%{currency: code}` metadata, and added a `sum` metric in Telemetry.",
        )
        .user(
          "good. follow-ups for next week, not now:\n1. ship these metrics to Grafana via `telemetry_metrics_prometheus`\n2. an alert when finalized/hour drops to zero during business hours",
        )
        .stop("Noted both."),
    planted: [
      { kind: "task", keys: ["grafana"] },
      { kind: "task", keys: ["alert", "zero"] },
    ],
  },
  {
    id: "b176-empty-chitchat",
    build: (s) =>
      s
        .user("ElixirConf EU talks are up, did you see the one on the new type system?")
        .assistant("I can't browse, but set-theoretic types have been landing gradually since 1.17: the compiler catches more type errors without annotations.")
        .user("yeah it's wild. anyway, what's `mix compile` say right now, any warnings?")
        .bash("mix compile --force 2>&1 | grep -c warning", "0")
        .assistant("Zero warnings on a forced compile.")
        .user("nice. ok back later")
        .stop(),
    planted: [],
  },
  {
    id: "b176-db-pool",
    build: (s) =>
      s
        .user("we're seeing `DBConnection.ConnectionError: connection not available and request was dropped from queue after 2000ms` in prod under load")
        .bash("fly ssh console -a billing-prod -C 'env' | grep POOL", "POOL_SIZE=10")
        .bash("fly postgres connect -a billing-db -c 'show max_connections'", " max_connections\n-----------------\n 100\n(1 row)")
        .assistant(
          "## Findings\n1. prod has 4 machines × `POOL_SIZE=10` = 40 connections\n2. Postgres allows 100\n3. the queue timeouts line up with the nightly dunning job\n\n## Proposal\nRaise `POOL_SIZE` to 20 (80 total, under the 100 cap) and give the dunning job its own Oban queue with limit 2.",
        )
        .user("do both. and keep in mind: the prod DB caps at 100 connections, so whatever we do POOL_SIZE × machines has to stay under that")
        .bash("fly secrets set POOL_SIZE=20 -a billing-prod", "Secrets are staged for the first deployment")
        .file("Edit", "config/config.exs")
        .stop("POOL_SIZE=20 staged; dunning queue limited to 2."),
    planted: [
      { kind: "decision", keys: ["pool_size", "20"] },
      { kind: "decision", keys: ["dunning", "limit 2"] },
      { kind: "fact", keys: ["100 connections"] },
    ],
  },
  {
    id: "b176-gettext",
    build: (s) =>
      s
        .user(
          "we're adding German. 1. all user-facing strings go through gettext from now on, including flash messages 2. the default locale stays `en`, German is `de` not `de_DE`",
        )
        .bash("mix gettext.extract --merge", "Extracted priv/gettext/default.pot\nWrote priv/gettext/en/LC_MESSAGES/default.po (12 new messages)")
        .bash("mix gettext.merge priv/gettext --locale de", "Wrote priv/gettext/de/LC_MESSAGES/default.po (131 new messages)")
        .assistant("Created the `de` locale. There are 12 flash messages still hard-coded in LiveViews; want me to wrap them now?")
        .user("yes")
        .file("Edit", "lib/billing_web/live/invoice_live/index.ex")
        .file("Edit", "lib/billing_web/live/customer_live/index.ex")
        .stop("All 12 flash strings are wrapped in `gettext/1`."),
    planted: [
      { kind: "instruction", keys: ["gettext", "flash"] },
      { kind: "decision", keys: ["de_de"] },
    ],
  },
  {
    id: "b176-empty-withdrawn-idea",
    build: (s) =>
      s
        .user("thinking out loud: should we move the customer search to Meilisearch?")
        .assistant(
          "It would give typo tolerance and faceting. The cost is another service to run and keep in sync; `pg_trgm` on Postgres could cover fuzzy name search without that.",
        )
        .user("hmm, or we could just use ILIKE and see if anyone complains")
        .assistant("ILIKE with a leading wildcard can't use a btree index, so at 4k customers it's fine but won't scale far.")
        .bash('psql billing_dev -c "select count(*) from customers"', " count\n-------\n  4127\n(1 row)")
        .user("nah, no idea yet. I'll think about it some other time")
        .stop("OK, leaving search as it is."),
    planted: [],
  },
  {
    id: "b176-branch-rules",
    build: (s) =>
      s
        .user("commit the credo fixes")
        .bash("git status --short", " M lib/billing/tax.ex\n M .credo.exs")
        .bash(
          'git checkout -b chore/credo && git commit -am "chore: credo moduledoc"',
          "[chore/credo 3c1f0a2] chore: credo moduledoc\n 2 files changed, 4 insertions(+)",
        )
        .user(
          "## Git, from now on\n1. branch names: `feat/`, `fix/`, `chore/` prefix, like you just did\n2. commit messages in conventional commits style\n3. don't push to `main`, ever. PRs only, I squash-merge",
        )
        .assistant("Got it: prefixed branches, conventional commits, PRs with squash merges, no direct pushes to main.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "instruction", keys: ["main", "squash"] },
    ],
  },
  {
    id: "b176-stripe-webhook-secret",
    build: (s) =>
      s
        .user("stripe webhooks return 400 locally")
        .bash(
          "stripe listen --forward-to localhost:4000/webhooks/stripe",
          "> Ready! Your webhook signing secret is whsec_test_51Kx... (^C to quit)\n2026-11-08 10:14:02  --> charge.succeeded [evt_3P]\n2026-11-08 10:14:02  <-- [400] POST http://localhost:4000/webhooks/stripe",
        )
        .file("Read", "lib/billing_web/controllers/stripe_webhook_controller.ex")
        .assistant(
          "The controller verifies the signature against the raw body, but `Plug.Parsers` has already consumed it. The `CacheBodyReader` in `lib/billing_web/cache_body_reader.ex` exists but the endpoint isn't using it for `/webhooks`. Wiring it up.",
        )
        .file("Edit", "lib/billing_web/endpoint.ex")
        .bash("stripe trigger charge.succeeded", "Trigger succeeded!\n<-- [200] POST http://localhost:4000/webhooks/stripe")
        .user("ok 200 now. fyi the local `STRIPE_WEBHOOK_SECRET` changes every time you restart `stripe listen`, it's not the one in 1Password")
        .stop("Understood, 200 now."),
    planted: [{ kind: "fact", keys: ["stripe listen", "stripe_webhook_secret"] }],
  },
  {
    id: "b176-empty-run-tests",
    build: (s) =>
      s
        .user("run the whole suite")
        .bash("mix test", "Finished in 14.2 seconds (11.9s async, 2.3s sync)\n412 tests, 0 failures, 3 excluded")
        .assistant("412 tests, 0 failures, 3 excluded.")
        .user("what are the 3 excluded?")
        .bash(
          'grep -rn "@tag :external" test/ | head',
          "test/billing/payments/stripe_live_test.exs:8:  @tag :external\ntest/billing/pdf_live_test.exs:5:  @tag :external\ntest/billing/tax/vies_test.exs:11:  @tag :external",
        )
        .assistant("The three `@tag :external` tests: live Stripe, the live PDF render, and the VIES VAT lookup.")
        .user("ok fine")
        .stop(),
    planted: [],
  },
  {
    id: "b176-vies-facts-task",
    build: (s) =>
      s
        .user("the VAT number check is timing out again")
        .bash("curl -s -o /dev/null -w '%{http_code} %{time_total}' https://ec.europa.eu/taxation_customs/vies/rest-api/ms/DE/vat/123456789", "503 30.004")
        .assistant(
          'VIES itself is returning 503 after 30 s. Our client has no timeout set, so the LiveView process waits the full 30 s.\n\n1. I can set a 5 s timeout on the Req call\n2. and treat a timeout as "unverified" instead of invalid',
        )
        .user(
          "yes both of those.\n\nalso for the record: VIES is down basically every weekday evening for maintenance for some member states, that's normal, not our bug",
        )
        .file("Edit", "lib/billing/tax/vies.ex")
        .bash("mix test test/billing/tax", "........\n8 tests, 0 failures")
        .user("TODO for later: cache successful VIES lookups for 24h so we stop hammering it")
        .stop("5 s timeout in, timeouts map to `:unverified`."),
    planted: [
      { kind: "decision", keys: ["unverified"] },
      { kind: "decision", keys: ["5 s timeout"] },
      { kind: "fact", keys: ["vies", "evening"] },
      { kind: "task", keys: ["cache", "24h"] },
    ],
  },
  {
    id: "b176-context-boundaries",
    build: (s) =>
      s
        .user("put a `mark_overdue/0` function somewhere that flips invoices past due")
        .assistant("I'd put it in `Billing.Invoices` and call it from an Oban cron job. Alternatively directly in the worker with an `Ecto.Query`.")
        .user(
          "context. rule of thumb in this codebase:\n\n1. workers and LiveViews never call `Repo` directly, they go through a context function\n2. contexts don't know about `Phoenix.*`",
        )
        .file("Edit", "lib/billing/invoices.ex")
        .file("Write", "lib/billing/workers/mark_overdue.ex")
        .file("Edit", "config/config.exs")
        .bash("mix test test/billing/workers/mark_overdue_test.exs", "..\n2 tests, 0 failures")
        .stop('`Invoices.mark_overdue/0` plus a cron entry `{"0 6 * * *", MarkOverdue}`.'),
    planted: [
      { kind: "instruction", keys: ["repo", "context"] },
      { kind: "instruction", keys: ["phoenix"] },
    ],
  },
  {
    id: "b176-empty-proposal-rejected",
    build: (s) =>
      s
        .user("the `Billing.Invoices` module is 900 lines now")
        .bash("wc -l lib/billing/invoices.ex", "912 lib/billing/invoices.ex")
        .assistant(
          "## Could split it\n1. `Invoices.Query` for the composable queries\n2. `Invoices.Totals` for tax and sums\n3. `Invoices.Lifecycle` for state transitions\n\nShall I?",
        )
        .user("no, not now. too much churn before the release")
        .assistant("OK, leaving it as is.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b176-dunning-schedule",
    build: (s) =>
      s
        .user("## Dunning emails\ncurrent schedule sends reminders on day 1, 3, 7, 14. finance wants fewer.\n\n1. what does the code do now?")
        .file("Read", "lib/billing/dunning.ex")
        .assistant("`@schedule [1, 3, 7, 14]` days after due date, then the account is suspended on day 21.")
        .user("ok change it to 3, 10, 20 and suspension on day 30. finance signed off on that yesterday")
        .file("Edit", "lib/billing/dunning.ex")
        .file("Edit", "test/billing/dunning_test.exs")
        .bash("mix test test/billing/dunning_test.exs", "......\n6 tests, 0 failures")
        .assistant("Schedule is `[3, 10, 20]`, suspension on day 30, tests updated.")
        .user("thanks. one more for the backlog: the reminder emails still use the old logo, someone has to redo the mjml templates")
        .stop(),
    planted: [
      { kind: "decision", keys: ["3, 10, 20", "30"] },
      { kind: "task", keys: ["mjml"] },
    ],
  },
  {
    id: "b176-ci-cache-task",
    build: (s) =>
      s
        .user("how long does CI take these days")
        .bash(
          "gh run list --workflow ci.yml -L 5 --json conclusion,displayTitle,updatedAt,startedAt -q '.[] | .displayTitle'",
          "fix: vies timeout\nchore: credo moduledoc\nfeat: german locale\nfix: stripe raw body\nfeat: dunning schedule",
        )
        .bash(
          "gh run view 8840 --json jobs -q '.jobs[] | \"\\(.name) \\(.completedAt)\"'",
          "deps 2026-11-09T10:02:11Z\ncompile 2026-11-09T10:06:40Z\ntest 2026-11-09T10:09:12Z\ndialyzer 2026-11-09T10:19:55Z",
        )
        .assistant("About 18 minutes end to end; dialyzer alone is ~10 min because the PLT is rebuilt on every run (there's no cache step for `priv/plts`).")
        .user(
          "ugh. ok two things for the next CI cleanup, not today:\n1. cache `priv/plts` keyed on the mix.lock hash\n2. split dialyzer into its own workflow that only runs on PRs to main",
        )
        .stop("Noted for the CI cleanup."),
    planted: [
      { kind: "task", keys: ["priv/plts", "mix.lock"] },
      { kind: "task", keys: ["dialyzer", "own workflow"] },
    ],
  },
  {
    id: "b176-pubsub-topic",
    build: (s) =>
      s
        .user("the admin dashboard should update live when an invoice gets paid")
        .assistant(
          'Plan:\n1. `Invoices.mark_paid/1` broadcasts on a PubSub topic\n2. the dashboard subscribes in `mount/3` when `connected?/1`\n\nTopic naming: per-account `"invoices:#{account_id}"` or one global `"invoices"`?',
        )
        .user("per account. and let's make that the pattern: topics are `resource:account_id`, always scoped to the account")
        .file("Edit", "lib/billing/invoices.ex")
        .file("Edit", "lib/billing_web/live/dashboard_live.ex")
        .bash("mix test test/billing_web/live/dashboard_live_test.exs", "....\n4 tests, 0 failures")
        .stop("Dashboard updates on `invoices:<account_id>` broadcasts."),
    planted: [{ kind: "instruction", keys: ["resource:account_id"] }],
  },
  {
    id: "b176-json-lib",
    build: (s) =>
      s
        .user("Jason or the built-in JSON module? we're on Elixir 1.18 now")
        .bash("elixir --version | tail -1", "Elixir 1.18.1 (compiled with Erlang/OTP 27)")
        .assistant(
          "## Built-in `JSON` (1.18+)\n1. no dependency\n2. Phoenix 1.7.18+ can use it via `config :phoenix, :json_library, JSON`\n\n## Jason\n1. already in the lock file, `Jason.Encoder` derives on 14 schemas\n\nMigrating means changing those derives to `JSON.Encoder`.",
        )
        .user("stay on Jason for now. not worth touching 14 schemas. revisit when we upgrade to Phoenix 1.8")
        .bash('grep -rln "@derive {Jason.Encoder" lib | wc -l', "14")
        .stop("Staying on Jason."),
    planted: [
      { kind: "decision", keys: ["jason"] },
      { kind: "task", keys: ["phoenix 1.8"] },
    ],
  },
  {
    id: "b176-uuid-ids",
    build: (s) =>
      s
        .user("new table `credit_notes`. generate the schema + migration")
        .assistant("Primary key: the rest of the schema uses `bigserial` ids except `invoices`, which has `binary_id`. Which one here?")
        .user(
          "binary_id. every new table gets `@primary_key {:id, :binary_id, autogenerate: true}`, we're moving away from integer ids for anything exposed in URLs",
        )
        .bash(
          "mix phx.gen.schema Invoices.CreditNote credit_notes invoice_id:references:invoices amount_cents:integer reason:string --binary-id",
          "* creating lib/billing/invoices/credit_note.ex\n* creating priv/repo/migrations/20261110084455_create_credit_notes.exs",
        )
        .bash("mix ecto.migrate", "== Migrated 20261110084455 in 0.0s")
        .assistant("Schema and migration created with binary ids.")
        .user("thx. and at some point we still have to migrate `customers` to uuid too, those ids are in the portal URLs. not this week")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["binary_id"] },
      { kind: "task", keys: ["customers", "uuid"] },
    ],
  },
  {
    id: "b176-erlang-version",
    build: (s) =>
      s
        .user("`mix deps.compile` fails on my new laptop")
        .bash(
          "mix deps.compile",
          '===> Compiling ranch\n===> Compiling telemetry\n** (Mix) Could not compile dependency :exqlite, "make" command failed\nerl: error while loading shared libraries: libcrypto.so.1.1',
        )
        .bash("cat .tool-versions", "erlang 27.1.2\nelixir 1.18.1-otp-27\nnodejs 20.17.0")
        .assistant(
          "Your installed Erlang was built against OpenSSL 1.1, which isn't on this machine. Reinstalling 27.1.2 with asdf against the system OpenSSL 3.",
        )
        .bash(
          'KERL_CONFIGURE_OPTIONS="--with-ssl=$(brew --prefix openssl@3)" asdf install erlang 27.1.2',
          "Erlang/OTP 27.1.2 (asdf_27.1.2) has been successfully built",
        )
        .bash("mix deps.compile", "Generated billing app")
        .assistant(
          "## Fixed\n1. Erlang 27.1.2 rebuilt against OpenSSL 3\n2. deps compile\n\n## Note\n`.tool-versions` pins the versions; both CI and the Dockerfile read it, so bumping there bumps everything.",
        )
        .user("yep that's right, .tool-versions is the single source, keep it that way")
        .stop(),
    planted: [{ kind: "fact", keys: [".tool-versions", "dockerfile"] }],
  },
  {
    id: "b176-rate-limit-hammer",
    build: (s) =>
      s
        .user("public API needs rate limiting. our custom GenServer limiter falls over with multiple nodes")
        .assistant(
          "Options:\n1. `hammer` with the Redis backend (shared across nodes)\n2. `hammer` with ETS per node, and divide limits by node count\n3. keep the GenServer but make it global with `:global` registration (single bottleneck)\n\nWe don't run Redis today.",
        )
        .user("option 2, ETS per node. we're not adding Redis for this. 100 req/min per API key, per node 25 since there are 4 machines")
        .file("Edit", "mix.exs")
        .file("Write", "lib/billing_web/plugs/rate_limit.ex")
        .file("Edit", "lib/billing_web/router.ex")
        .bash("mix test test/billing_web/plugs/rate_limit_test.exs", "....\n4 tests, 0 failures")
        .user("and delete the old GenServer limiter in a separate PR later, remind me")
        .stop("Hammer plug in; old limiter still there for the follow-up."),
    planted: [
      { kind: "decision", keys: ["hammer", "ets"] },
      { kind: "decision", keys: ["100 req/min"] },
      { kind: "task", keys: ["genserver", "limiter"] },
    ],
  },
  {
    id: "b176-sentry-env",
    build: (s) =>
      s
        .user("errors from staging show up as production in Sentry")
        .bash("fly ssh console -a billing-staging -C 'env' | grep -i sentry", "SENTRY_DSN=https://...@o4504.ingest.sentry.io/4505\nSENTRY_ENV=prod")
        .assistant("Staging has `SENTRY_ENV=prod`. And `config/runtime.exs` reads `SENTRY_ENVIRONMENT`, not `SENTRY_ENV`, so it falls back to `:prod` anyway.")
        .file("Edit", "config/runtime.exs")
        .bash(
          "fly secrets set SENTRY_ENVIRONMENT=staging -a billing-staging && fly secrets unset SENTRY_ENV -a billing-staging",
          "Secrets are staged for the first deployment",
        )
        .user(
          "good. 1. the env var is `SENTRY_ENVIRONMENT` everywhere now, confirm that's what runtime.exs reads\n2. yes staging and prod share one Sentry project, filtered by environment, that's on purpose",
        )
        .assistant("Confirmed, `runtime.exs` reads `SENTRY_ENVIRONMENT` and defaults to `config_env()`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sentry_environment"] },
      { kind: "fact", keys: ["sentry project"] },
    ],
  },
  {
    id: "b176-cachex-plans",
    build: (s) =>
      s
        .user("the pricing page hits the DB for plans on every request, 300 rps at peak. cache it")
        .assistant(
          "## Options\n1. `Cachex` with a 5 min TTL\n2. `:persistent_term`, refreshed when a plan changes (plans change maybe monthly)\n3. ETS table owned by a GenServer\n\n`persistent_term` reads are the fastest; writes trigger a global GC, which is fine at monthly frequency.",
        )
        .user("persistent_term, refreshed from `Plans.update_plan/2`. we don't need Cachex for this")
        .file("Edit", "lib/billing/plans.ex")
        .bash("mix test test/billing/plans_test.exs", ".....\n5 tests, 0 failures")
        .assistant("Plans are read from `:persistent_term` and rewritten on update. Pricing page no longer queries Postgres.")
        .user(
          "## Also\n1. the plan prices shown in EUR come from a hardcoded map, we're going with Stripe Prices as the source of truth for that from now on\n2. TODO next sprint: sync job that pulls Stripe Prices into the plans table nightly",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["persistent_term"] },
      { kind: "decision", keys: ["stripe prices", "source of truth"] },
      { kind: "task", keys: ["sync", "nightly"] },
    ],
  },
  {
    id: "b176-heex-component-task",
    build: (s) =>
      s
        .user("the `<.table>` core component doesn't support sorting. add a `sort_by` attr for the invoices page only, quick and dirty")
        .file("Edit", "lib/billing_web/components/core_components.ex")
        .file("Edit", "lib/billing_web/live/invoice_live/index.html.heex")
        .bash("mix test test/billing_web/live/invoice_live_test.exs", ".........\n9 tests, 0 failures")
        .assistant('Added an optional `sort_by` attr and a `phx-click="sort"` header; only the invoices page passes it.')
        .user("ok. still owe: proper sortable headers for every table, with the sort in the URL params so it survives reload. put it on the list")
        .stop(),
    planted: [{ kind: "task", keys: ["sortable", "url"] }],
  },
  {
    id: "b176-empty-iex-debug",
    build: (s) =>
      s
        .user("in iex, how do I see what's in the Oban queue right now")
        .assistant(
          '`Oban.check_queue(queue: :webhooks)` shows running jobs and limits; for available jobs query `Oban.Job` with `where: j.state == "available"`.',
        )
        .bash(
          "iex -S mix run -e 'IO.inspect(Oban.check_queue(queue: :webhooks))'",
          '%{limit: 10, node: "billing@local", paused: false, queue: "webhooks", running: []}',
        )
        .user("empty, ok. and is there a way to pause it from iex?")
        .assistant("`Oban.pause_queue(queue: :webhooks)` and `Oban.resume_queue(queue: :webhooks)`.")
        .user("perfect, that's all I needed")
        .stop(),
    planted: [],
  },
  {
    id: "b176-tax-rates-facts",
    build: (s) =>
      s
        .user("where do the VAT rates come from? a customer in Austria got charged 19%")
        .bash('grep -rn "AT" priv/tax_rates.csv', "priv/tax_rates.csv:2:AT,0.19,2024-01-01")
        .file("Read", "lib/billing/tax.ex")
        .assistant(
          "## How it works\n1. rates are loaded from `priv/tax_rates.csv` at compile time (`@external_resource`)\n2. the AT row says 0.19, but Austria's standard rate is 20%\n\nSo it's a data error in the CSV, not the lookup code.",
        )
        .user("ugh. fix the row to 0.20. and yes, that csv is the only place rates live, finance sends updates and we commit them by hand")
        .file("Edit", "priv/tax_rates.csv")
        .bash("mix test test/billing/tax_test.exs", ".........\n9 tests, 0 failures")
        .user("follow-up I need to do: email finance about refunding the 1% to the Austrian customers since march")
        .stop("AT is 0.20 now."),
    planted: [
      { kind: "fact", keys: ["tax_rates.csv"] },
      { kind: "task", keys: ["finance", "austrian"] },
    ],
  },
  {
    id: "b176-ecto-sandbox-fact",
    build: (s) =>
      s
        .user("new feature test for the admin export fails with `DBConnection.OwnershipError`")
        .bash(
          "mix test test/billing_web/features/export_test.exs",
          "  1) test admin exports CSV (BillingWeb.Features.ExportTest)\n     ** (DBConnection.OwnershipError) cannot find ownership process for #PID<0.1021.0>",
        )
        .assistant("Maybe the export runs in an Oban job inline? Let me check the test config.")
        .file("Read", "config/test.exs")
        .assistant(
          "It's not Oban: `config/test.exs` has `testing: :manual`. The export streams through `Repo.transaction` inside a `Task.Supervisor` child that isn't linked to the test. The feature tests use Wallaby, and `Phoenix.Ecto.SQL.Sandbox` plug is only enabled when `:sql_sandbox` is true, which it is. The real gap: `Task.Supervisor.async_nolink` doesn't carry `$callers`.",
        )
        .file("Edit", "lib/billing/exports.ex")
        .bash("mix test test/billing_web/features/export_test.exs", "..\n2 tests, 0 failures")
        .user(
          "nice. so anything spawned with `async_nolink` needs `Ecto.Adapters.SQL.Sandbox.allow` in tests, good to know. feature tests are Wallaby + chromedriver btw, headless in CI",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["async_nolink"] },
      { kind: "fact", keys: ["wallaby", "chromedriver"] },
    ],
  },
  {
    id: "b176-logger-json",
    build: (s) =>
      s
        .user("## Logging\n1. prod logs go to Better Stack and they're unreadable, multi-line\n2. switch prod to JSON logs\n\nwhich formatter?")
        .assistant("`logger_json` 6.x has a `LoggerJSON.Formatters.Basic` that plugs into the default handler; no backend needed on Elixir 1.15+.")
        .user("ok do it, prod only. dev stays plain text")
        .file("Edit", "mix.exs")
        .file("Edit", "config/prod.exs")
        .bash("MIX_ENV=prod mix compile", "Generated billing app")
        .assistant("Prod uses `LoggerJSON.Formatters.Basic` with `metadata: [:request_id, :account_id]`; dev config untouched.")
        .user("good. rule: always put `account_id` in Logger metadata when you add logging inside a context, Better Stack search depends on it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["logger_json"] },
      { kind: "instruction", keys: ["account_id", "metadata"] },
    ],
  },
  {
    id: "b176-empty-guess",
    build: (s) =>
      s
        .user("memory on prod looks high, 1.4GB per machine. leak?")
        .bash(
          "fly ssh console -a billing-prod -C '/app/bin/billing rpc \":erlang.memory() |> Keyword.take([:total, :binary, :ets]) |> IO.inspect\"'",
          "[total: 1462233088, binary: 903112704, ets: 61865984]",
        )
        .assistant(
          "Binary is 900 MB of the 1.4 GB. Could be refc binaries held by a long-lived process, maybe the PDF renderer, but that's a guess until we look at `:recon.bin_leak/1`.",
        )
        .user("or maybe it's just the webhook payloads being big, no idea")
        .assistant("Possible too. Want me to add `recon` and check?")
        .user("not today, it's stable at least. let's just watch it")
        .stop(),
    planted: [],
  },
  {
    id: "b176-review-style",
    build: (s) =>
      s
        .user(
          "## How I want your changes presented\n1. when you touch more than 3 files, give me a numbered summary per file at the end\n2. don't reformat code you didn't change, it ruins my diffs\n\n## Task\n1. rename `Billing.Invoices.finalise/1` to `finalize/1` (US spelling), all call sites",
        )
        .bash(
          'grep -rln "finalise" lib test',
          "lib/billing/invoices.ex\nlib/billing/workers/finalize_invoices.ex\nlib/billing_web/live/invoice_live/show.ex\ntest/billing/invoices_test.exs",
        )
        .file("Edit", "lib/billing/invoices.ex")
        .file("Edit", "lib/billing/workers/finalize_invoices.ex")
        .file("Edit", "lib/billing_web/live/invoice_live/show.ex")
        .file("Edit", "test/billing/invoices_test.exs")
        .bash("mix test", "412 tests, 0 failures, 3 excluded")
        .assistant(
          "## Changes\n1. `lib/billing/invoices.ex`: renamed the function and its doc\n2. `workers/finalize_invoices.ex`: call site\n3. `invoice_live/show.ex`: call site\n4. `invoices_test.exs`: describe block and calls",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["numbered summary"] },
      { kind: "instruction", keys: ["reformat"] },
    ],
  },
  {
    id: "b176-clustering",
    build: (s) =>
      s
        .user("do our 4 prod machines actually form an erlang cluster?")
        .bash(
          "fly ssh console -a billing-prod -C '/app/bin/billing rpc \"IO.inspect(Node.list())\"'",
          '[:"billing@fdaa:2:8e1::3", :"billing@fdaa:2:8e1::5", :"billing@fdaa:2:8e1::7"]',
        )
        .assistant("Yes: each node sees the other three. `dns_cluster` is configured with `DNS_CLUSTER_QUERY=billing-prod.internal`.")
        .user("ok so PubSub broadcasts cross machines. good. and staging is a single machine, so it never clusters, don't be surprised by that")
        .assistant("Got it.")
        .user("next quarter we should try libcluster with the Fly strategy instead of dns_cluster, Kasia wants it, but not now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dns_cluster_query"] },
      { kind: "fact", keys: ["staging", "single machine"] },
      { kind: "task", keys: ["libcluster"] },
    ],
  },
  {
    id: "b176-seeds",
    build: (s) =>
      s
        .user("`mix ecto.reset` blows up in seeds")
        .bash(
          "mix ecto.reset",
          '** (Ecto.ConstraintError) constraint error when attempting to insert struct:\n    * "plans_slug_index" (unique_constraint)\n    priv/repo/seeds.exs:14',
        )
        .file("Read", "priv/repo/seeds.exs")
        .assistant(
          "`seeds.exs` inserts the `pro` plan twice (lines 9 and 14). I'll make it `Repo.insert!(..., on_conflict: :nothing, conflict_target: :slug)` so it's idempotent.",
        )
        .user("yes. seeds have to be idempotent in general, I run them on top of existing dev dbs all the time")
        .file("Edit", "priv/repo/seeds.exs")
        .bash("mix ecto.reset && mix run priv/repo/seeds.exs", "[info] == Migrated 20261110084455 in 0.0s\n")
        .stop("Reset and a second seed run both pass."),
    planted: [{ kind: "instruction", keys: ["seeds", "idempotent"] }],
  },
  {
    id: "b176-empty-explain-diff",
    build: (s) =>
      s
        .user("what changed in `lib/billing/dunning.ex` since last week? I lost track")
        .bash(
          "git log --since='1 week ago' --oneline -- lib/billing/dunning.ex",
          "b7e2c11 feat: dunning schedule 3/10/20\n44a09d0 fix: skip suspended accounts",
        )
        .assistant("Two commits:\n1. `44a09d0` skips accounts that are already suspended\n2. `b7e2c11` the new schedule\n\nNothing else touched the file.")
        .user("and who wrote 44a09d0?")
        .bash("git show -s --format='%an' 44a09d0", "Tomás Ribeiro")
        .assistant("Tomás.")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "b176-backup-restore",
    build: (s) =>
      s
        .user("did anyone ever test restoring the prod DB backup?")
        .bash(
          "fly postgres backup list -a billing-db",
          "ID         STATUS     TYPE     START\n3xw9...    complete   full     2026-11-12 02:00\n7ab1...    complete   full     2026-11-11 02:00",
        )
        .assistant("Backups run daily at 02:00 UTC and are complete. I don't see any record of a restore test in the repo or the runbooks folder.")
        .user(
          "## Facts for you\n1. backups are daily at 02:00 UTC, kept 7 days\n\n## Todo (mine, this month)\n1. do a restore drill into a scratch app and write it up in `docs/runbooks/restore.md`",
        )
        .stop("OK."),
    planted: [
      { kind: "fact", keys: ["02:00", "7 days"] },
      { kind: "task", keys: ["restore", "drill"] },
    ],
  },
  {
    id: "b176-csv-export-oban",
    build: (s) =>
      s
        .user("for CSV exports: stream them straight from the LiveView process")
        .assistant("That would block the LiveView for the duration. An Oban job writing to S3 and emailing a link scales better for the big accounts.")
        .bash('psql billing_dev -c "select max(cnt) from (select count(*) cnt from invoices group by account_id) t"', "  max\n-------\n 48213\n(1 row)")
        .user("ok you're right, 48k rows is too much for the LiveView. go with Oban + S3 link, links expire after 24 hours")
        .file("Write", "lib/billing/workers/export_csv.ex")
        .file("Edit", "lib/billing_web/live/export_live.ex")
        .bash("mix test test/billing/workers/export_csv_test.exs", "...\n3 tests, 0 failures")
        .stop("Exports run in `ExportCsv` and email a presigned link."),
    planted: [
      { kind: "decision", keys: ["s3", "oban"] },
      { kind: "decision", keys: ["24 hours"] },
    ],
  },
  {
    id: "b176-empty-done-requests",
    build: (s) =>
      s
        .user("1. bump `phoenix_live_view` to the latest patch\n2. run the tests\n3. commit on a `chore/` branch")
        .bash("mix deps.update phoenix_live_view", "Upgraded:\n  phoenix_live_view 1.0.1 => 1.0.4")
        .bash("mix test", "412 tests, 0 failures, 3 excluded")
        .bash('git checkout -b chore/lv-104 && git commit -qam "chore: bump phoenix_live_view to 1.0.4"', "")
        .assistant("Done:\n1. phoenix_live_view 1.0.1 → 1.0.4\n2. 412 tests pass\n3. committed on `chore/lv-104`")
        .user("great, push it and open the PR")
        .bash("git push -u origin chore/lv-104 && gh pr create --fill", "https://github.com/acme/billing/pull/331")
        .assistant("PR #331 is open.")
        .stop(),
    planted: [],
  },
];

export const BLIND176 = plantedSet(BLIND176_SESSIONS, Date.UTC(2026, 10, 4, 9));
