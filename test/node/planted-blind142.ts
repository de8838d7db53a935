/**
 * Blind planted set 142 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an Elixir/Phoenix developer who writes long run-on messages with many commas and few
 * full stops, deciding things mid-sentence, often several items per message and between asides.
 * Each session is one segment; the items planted in it are listed with it: 69 items (18 decisions, 17 instructions,
 * 16 facts, 18 tasks) in 47 sessions, 15 of which plant nothing (77 user/assistant messages between them). Every other message
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

export const BLIND142_SESSIONS: BlindSession[] = [
  {
    id: "b142-oban-queue",
    build: (s) =>
      s
        .user(
          "ok so the welcome emails are going out twice again, I looked at it last night and I think it's the GenServer retrying after the Swoosh call times out, anyway I don't want to patch the GenServer, we're moving email delivery onto Oban, a mailers queue with max_attempts 5, can you wire that up in lib/shop/accounts/user_notifier.ex",
        )
        .file("Read", "lib/shop/accounts/user_notifier.ex")
        .file("Edit", "lib/shop/workers/welcome_email.ex")
        .bash("mix test test/shop/workers/welcome_email_test.exs", "....\nFinished in 0.3 seconds (0.3s async, 0.0s sync)\n4 tests, 0 failures")
        .assistant(
          "Added Shop.Workers.WelcomeEmail on a `mailers` queue with max_attempts: 5 and switched UserNotifier.deliver_welcome/1 to enqueue it. Tests pass. Should I also add a uniqueness constraint on user_id so a double enqueue can't happen?",
        )
        .user(
          "yes do the unique thing, period 60 is fine, and while you're there the old EmailRetry GenServer can stay for now, we rip it out after the release on the 4th, remind me about that, it still handles the password reset mails",
        )
        .file("Edit", "lib/shop/workers/welcome_email.ex")
        .stop("Added unique: [period: 60, keys: [:user_id]].  EmailRetry is untouched."),
    planted: [
      { kind: "decision", keys: ["oban"] },
      { kind: "task", keys: ["emailretry"] },
    ],
  },
  {
    id: "b142-mix-test-flags",
    build: (s) =>
      s
        .user(
          "run the test suite please, the accounts context ones are flaky on my machine, oh and for future reference, always run tests with mix test --warnings-as-errors here, CI does and I've been burned by that twice this week",
        )
        .bash(
          "mix test --warnings-as-errors",
          'warning: variable "conn" is unused (if the variable is not meant to be used, prefix it with an underscore)\n  test/shop_web/controllers/page_controller_test.exs:8\n\n** (Mix) Warnings were emitted and --warnings-as-errors is enabled',
          1,
        )
        .file("Edit", "test/shop_web/controllers/page_controller_test.exs")
        .bash("mix test --warnings-as-errors", "Finished in 4.1 seconds (2.9s async, 1.2s sync)\n212 tests, 0 failures"),
    planted: [{ kind: "instruction", keys: ["warnings-as-errors"] }],
  },
  {
    id: "b142-liveview-upload",
    build: (s) =>
      s
        .user(
          "the avatar upload in the settings LiveView blows up on anything over 8MB, which, is that the LiveView default, I can't remember, can you check what max_file_size we pass to allow_upload",
        )
        .bash("grep -rn allow_upload lib/", "lib/shop_web/live/settings_live.ex:23:    |> allow_upload(:avatar, accept: ~w(.jpg .jpeg .png), max_entries: 1)")
        .assistant(
          "There's no max_file_size, so it's the LiveView default of 8_000_000 bytes. Options: raise it in allow_upload, or do external uploads straight to S3 with presigned URLs so big files never hit the node.",
        )
        .user(
          "hm, let's go with presigned S3 uploads, I don't want 20MB images streaming through our Fly machines, and put the bucket name in runtime.exs not config.exs because staging and prod differ",
        )
        .file("Edit", "lib/shop_web/live/settings_live.ex")
        .file("Edit", "config/runtime.exs")
        .bash("mix test test/shop_web/live/settings_live_test.exs", "......\n6 tests, 0 failures")
        .stop("Settings uploads now go direct to S3 via presigned_post; AVATAR_BUCKET is read in runtime.exs."),
    planted: [
      { kind: "decision", keys: ["presigned"] },
      { kind: "fact", keys: ["8_000_000"] },
      { kind: "instruction", keys: ["runtime.exs"] },
    ],
  },
  {
    id: "b142-chitchat-deps",
    build: (s) =>
      s
        .user("morning, can you see if there are outdated deps, just curious, not upgrading anything today")
        .bash(
          "mix hex.outdated",
          "Dependency       Current  Latest  Status\nphoenix          1.7.14   1.7.18  Update possible\nphoenix_live_view 0.20.17 1.0.2   Update not possible\necto_sql         3.12.0   3.12.1  Update possible\n\nRun `mix hex.outdated APP` to see requirements for a specific dependency.",
        )
        .assistant(
          "Three are behind: phoenix (patch), ecto_sql (patch) and phoenix_live_view, which is a major jump to 1.0 and blocked by the current constraint in mix.exs.",
        )
        .user(
          "yeah LiveView 1.0 is a whole thing, maybe after Christmas, or maybe never lol, who knows, what changed in it anyway, is it mostly the phx-feedback-for stuff",
        )
        .assistant("Mostly, yes: phx-feedback-for is removed in favour of used_input?/1, and there are a few JS hook changes. It's not a drop-in bump.")
        .user("right ok, thanks, that's all I wanted"),
    planted: [],
  },
  {
    id: "b142-ecto-migration-rules",
    build: (s) =>
      s
        .user(
          "I need a migration that adds a status column to orders, string, default 'pending', and listen, from now on every migration that adds an index on a big table uses concurrently with @disable_ddl_transaction, orders has like 9 million rows and last time a plain create index locked it for four minutes in prod",
        )
        .file("Write", "priv/repo/migrations/20261120093000_add_status_to_orders.exs")
        .bash(
          "mix ecto.migrate",
          "09:31:02.118 [info] == Running 20261120093000 Shop.Repo.Migrations.AddStatusToOrders.change/0 forward\n09:31:02.120 [info] alter table orders\n09:31:02.241 [info] == Migrated 20261120093000 in 0.1s",
        )
        .assistant("Migration added and run locally. I didn't add an index on status since you didn't ask; want one?")
        .user("not yet, we'll see if the admin filters actually need it, leave it"),
    planted: [
      { kind: "instruction", keys: ["concurrently"] },
      { kind: "fact", keys: ["9 million"] },
    ],
  },
  {
    id: "b142-fly-deploy-region",
    build: (s) =>
      s
        .user("why does the deploy keep timing out on the health check, it's the same image that worked yesterday")
        .bash(
          "fly logs -a shop-prod --no-tail | tail -5",
          "2026-11-22T09:12:01Z app[e2865] ams [info] 09:12:01.004 [error] Postgrex.Protocol (#PID<0.2412.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (shop-db.internal:5432): timeout\n2026-11-22T09:12:06Z health[e2865] ams [error] Health check on port 4000 has failed. Your app is not responding properly.",
        )
        .assistant(
          'The new machine came up in ams but the database is only reachable in fra; the Postgres cluster has no ams replica, so the connection times out and the health check fails. fly.toml has primary_region = "fra" but the machine was cloned into ams by `fly scale count`.',
        )
        .user(
          "ugh right, ok so the DB only lives in fra, that's the whole thing, kill the ams machine and pin everything to fra, and we don't scale into other regions until we have read replicas, that's a rule",
        )
        .bash("fly machine destroy e2865 --force -a shop-prod", "machine e2865 was successfully destroyed.")
        .bash(
          "fly status -a shop-prod",
          "Machines\nPROCESS ID             VERSION REGION STATE   CHECKS\napp     148ed0c7a22389 214     fra    started 1 total, 1 passing",
        )
        .stop("ams machine destroyed, prod is back on one healthy fra machine."),
    planted: [
      { kind: "fact", keys: ["fra"] },
      { kind: "instruction", keys: ["regions", "replicas"] },
    ],
  },
  {
    id: "b142-credo-config",
    build: (s) =>
      s
        .user("add credo to the project, strict mode, and fix whatever it finds in lib/shop/catalog")
        .bash(
          "mix credo --strict lib/shop/catalog",
          "┃ [R] ↗ Modules should have a @moduledoc tag.\n┃       lib/shop/catalog/product.ex:1:11 #(Shop.Catalog.Product)\n┃ [F] → Function is too complex (cyclomatic complexity is 11, max is 9).\n┃       lib/shop/catalog.ex:88:7 #(Shop.Catalog.list_products)\n\n2 issues found",
        )
        .file("Edit", "lib/shop/catalog/product.ex")
        .file("Edit", "lib/shop/catalog.ex")
        .assistant("Added a moduledoc and split list_products/1's filter building into apply_filters/2. Credo is clean for catalog now.")
        .user(
          "nice, honestly I'm not sure the complexity check is worth it, might turn it off, or bump max to 12, eh, I'll think about it, don't touch the config for now",
        )
        .stop("Ok, I left the Credo config untouched."),
    planted: [],
  },
  {
    id: "b142-pubsub-topic-naming",
    build: (s) =>
      s
        .user(
          "the order tracking page doesn't update when the courier webhook comes in, I bet the broadcast topic and the subscribe topic don't match, can you look",
        )
        .bash(
          "grep -rn 'PubSub' lib/shop lib/shop_web | grep -v test",
          'lib/shop/orders.ex:141:    Phoenix.PubSub.broadcast(Shop.PubSub, "order:#{order.id}", {:order_updated, order})\nlib/shop_web/live/order_live/show.ex:19:      Phoenix.PubSub.subscribe(Shop.PubSub, "orders:#{id}")',
        )
        .assistant("You were right: the broadcast uses `order:<id>` and the LiveView subscribes to `orders:<id>`. I'll fix the subscriber.")
        .user(
          "yeah fix it but do it properly, put a topic/1 function in Shop.Orders and everyone calls that, nobody builds topic strings by hand anymore, same rule for any new context that broadcasts",
        )
        .file("Edit", "lib/shop/orders.ex")
        .file("Edit", "lib/shop_web/live/order_live/show.ex")
        .bash("mix test test/shop_web/live/order_live_test.exs", ".........\n9 tests, 0 failures")
        .stop(),
    planted: [{ kind: "instruction", keys: ["topic/1"] }],
  },
  {
    id: "b142-stripe-webhook-secret",
    build: (s) =>
      s
        .user("the stripe webhook test fails locally with invalid signature, is my env wrong")
        .bash(
          "mix test test/shop_web/controllers/stripe_webhook_controller_test.exs",
          "1) test handles checkout.session.completed (ShopWeb.StripeWebhookControllerTest)\n     ** (Stripe.Error) No signatures found matching the expected signature for payload\n\n3 tests, 1 failure",
          2,
        )
        .assistant(
          "The test builds the signature with STRIPE_WEBHOOK_SECRET from the env, and your .envrc sets it to the CLI's `whsec_` from `stripe listen`, which changes every time you restart the CLI. The test config in config/test.exs should pin a fixed secret instead.",
        )
        .user(
          "oh that explains a lot, yes pin it in test.exs, and just so it's written down, the webhook endpoint is owned by Priya's payments team, anything that changes the event handling goes through her for review, I'm not touching the handler logic",
        )
        .file("Edit", "config/test.exs")
        .bash("mix test test/shop_web/controllers/stripe_webhook_controller_test.exs", "...\n3 tests, 0 failures")
        .stop("Pinned a test-only webhook secret; all three webhook tests pass."),
    planted: [{ kind: "fact", keys: ["priya"] }],
  },
  {
    id: "b142-genstage-guess",
    build: (s) =>
      s
        .user(
          "the product import from the supplier CSV takes forever, like 40 minutes for 200k rows, could we use GenStage or Flow for that, or is Broadway the thing now, I'm kind of out of the loop",
        )
        .file("Read", "lib/shop/catalog/importer.ex")
        .assistant(
          "The importer does one Repo.insert per row inside Enum.each. Before reaching for Flow or Broadway, batching with Repo.insert_all in chunks of 1000 would likely cut most of the time; the work is DB-bound, not CPU-bound.",
        )
        .user("hm maybe, I don't know, what would the chunk size depend on, the Postgres parameter limit?")
        .assistant(
          "Yes: Postgres allows 65535 bind parameters per statement, so with 14 columns the ceiling is about 4600 rows per insert_all. 1000 leaves room.",
        )
        .user("ok interesting, let me think about it and talk to Marco, don't change anything yet"),
    planted: [],
  },
  {
    id: "b142-tailwind-components",
    build: (s) =>
      s
        .user(
          "can you make the checkout button match the new design, it's the indigo one, and look, I'd rather we stop adding new stuff to core_components.ex, it's 900 lines already, new components go in lib/shop_web/components/ one file per component",
        )
        .file("Read", "lib/shop_web/components/core_components.ex")
        .file("Write", "lib/shop_web/components/checkout_button.ex")
        .file("Edit", "lib/shop_web/live/checkout_live.ex")
        .bash("mix compile", "Compiling 3 files (.ex)\nGenerated shop app")
        .assistant("CheckoutButton lives in its own module now with the indigo-600 styles, and CheckoutLive uses it.")
        .user("perfect, the cart drawer button should use it too eventually, not today, write that down somewhere so we don't forget")
        .stop("Noted."),
    planted: [
      { kind: "instruction", keys: ["core_components"] },
      { kind: "task", keys: ["cart drawer"] },
    ],
  },
  {
    id: "b142-cachex-vs-ets",
    build: (s) =>
      s
        .user(
          "we need to cache the exchange rates, the API rate limits us at 1000 calls a day, I was going to say Cachex, but actually no, scratch that, plain ETS with a GenServer that refreshes every hour is enough, no new dep for this",
        )
        .file("Write", "lib/shop/fx/rate_cache.ex")
        .file("Edit", "lib/shop/application.ex")
        .bash("mix test test/shop/fx", "....\n4 tests, 0 failures")
        .assistant("Shop.FX.RateCache owns a named ETS table, refreshes hourly via Process.send_after, and is in the supervision tree.")
        .user("cool"),
    planted: [
      { kind: "decision", keys: ["ets", "exchange"] },
      { kind: "fact", keys: ["1000 calls"] },
    ],
  },
  {
    id: "b142-status-report",
    build: (s) =>
      s
        .user("where are we on the refunds thing, just give me a quick status")
        .bash(
          "git log --oneline -5",
          "a41c9e2 refunds: partial refund form\n7d02b11 refunds: Refunds context with create_refund/2\n3f9a0c4 orders: topic/1 helper\n11bd7aa deps: bump ecto_sql\n9c2e8f0 checkout: indigo button",
        )
        .assistant(
          "Two commits in: the Refunds context with create_refund/2, and the partial-refund form in the admin order view. Not done: nothing calls Stripe yet, the form only writes the local record.",
        )
        .user("ok, and the tests for the form, are those in")
        .assistant("Yes, test/shop_web/live/admin/refund_form_test.exs, 5 tests, all passing on the last run.")
        .user("good good, that's fine for today"),
    planted: [],
  },
  {
    id: "b142-dialyzer-plt",
    build: (s) =>
      s
        .user("dialyzer takes like ten minutes every CI run, is it rebuilding the PLT every time")
        .file("Read", ".github/workflows/ci.yml")
        .assistant(
          "Yes: the PLT goes to _build/ which isn't cached, so it's rebuilt each run. We can set plt_core_path and plt_local_path to priv/plts and cache that directory keyed on mix.lock and the OTP version.",
        )
        .user("do that, key it on mix.lock and the erlang version, and the PLTs live in priv/plts from now on, add it to .gitignore obviously")
        .file("Edit", "mix.exs")
        .file("Edit", ".github/workflows/ci.yml")
        .file("Edit", ".gitignore")
        .bash("mix dialyzer --plt", "Finding suitable PLTs\nCreating priv/plts/dialyxir_erlang-27.1_elixir-1.17.3_deps-dev.plt\nDone in 412.61s")
        .assistant("PLT paths moved to priv/plts, ignored in git, and CI caches them on mix.lock + OTP version.")
        .user("also, next week someone should drop the unused :ex_machina dep, it's only in the mix.lock because of the old seeds, not now though")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priv/plts"] },
      { kind: "task", keys: ["ex_machina"] },
    ],
  },
  {
    id: "b142-quoted-log-never",
    build: (s) =>
      s
        .user(
          "what's this warning in the prod logs, it keeps coming up, here:\n\n[warning] Ecto.Repo pool checkout: connection was never released, always check that Repo.transaction callbacks return\n\nshould I be worried",
        )
        .bash("grep -rn 'Repo.transaction' lib/ | wc -l", "17")
        .assistant("That line isn't from Ecto itself; it looks like our own Logger call. Let me find it.")
        .bash(
          "grep -rn 'never released' lib/",
          'lib/shop/repo/telemetry.ex:34:      Logger.warning("Ecto.Repo pool checkout: connection was never released, always check that Repo.transaction callbacks return")',
        )
        .assistant(
          "It's our telemetry handler warning whenever queue_time is above 500ms. It fires on busy moments, not necessarily leaks. It's not proof of a leak on its own.",
        )
        .user("huh, who wrote that message, it's so misleading, whatever, not now"),
    planted: [],
  },
  {
    id: "b142-auth-guardian",
    build: (s) =>
      s
        .user("for the mobile app API we need token auth, I looked at Guardian and at just using Phoenix.Token, what do you think")
        .assistant(
          "For a first-party mobile app, Phoenix.Token is enough: signed, expiring tokens with no extra dep. Guardian earns its keep if you need JWTs that third parties verify, or refresh-token rotation out of the box.",
        )
        .user(
          "right, we don't have third parties, ok Phoenix.Token then, 30 days max_age, and put the api pipeline in router.ex next to the browser one, write the plug",
        )
        .file("Write", "lib/shop_web/plugs/api_auth.ex")
        .file("Edit", "lib/shop_web/router.ex")
        .bash("mix test test/shop_web/plugs/api_auth_test.exs", ".....\n5 tests, 0 failures")
        .stop("ApiAuth plug verifies Phoenix.Token with max_age 30 days; the :api pipeline uses it."),
    planted: [{ kind: "decision", keys: ["phoenix.token"] }],
  },
  {
    id: "b142-seeds-typo",
    build: (s) =>
      s
        .user("the seeds file has 'Catgory' somewhere, fix the typo and reseed my local db")
        .bash("grep -n Catgory priv/repo/seeds.exs", '42:  %Catgory{name: "Shoes"} |> Repo.insert!()')
        .file("Edit", "priv/repo/seeds.exs")
        .bash(
          "mix ecto.reset",
          "The database for Shop.Repo has been dropped\nThe database for Shop.Repo has been created\n[info] Migrations already up\n[debug] seeded 3 categories, 48 products",
        )
        .assistant("Fixed and reseeded: 3 categories, 48 products.")
        .user("ta"),
    planted: [],
  },
  {
    id: "b142-libcluster",
    build: (s) =>
      s
        .user(
          "ok so the thing with presence showing people twice, I dug into it, the two Fly machines aren't clustered at all, each node has its own Presence, libcluster isn't even in the deps, so, we're adding libcluster with the DNSPoll strategy on shop-prod.internal, can you set it up, and the cookie comes from RELEASE_COOKIE in fly secrets, don't hardcode it",
        )
        .file("Edit", "mix.exs")
        .file("Edit", "lib/shop/application.ex")
        .file("Edit", "rel/env.sh.eex")
        .bash("mix deps.get && mix compile", "Resolving Hex dependencies...\n  libcluster 3.4.1\nGenerated shop app")
        .assistant(
          "libcluster with Cluster.Strategy.DNSPoll polling shop-prod.internal every 5s is in the supervision tree, and env.sh.eex sets RELEASE_DISTRIBUTION=name with the machine's IPv6 address. The cookie is read from RELEASE_COOKIE.",
        )
        .user(
          "great, after the deploy we need to check presence count with two machines on the orders dashboard, can't test that locally, leave it as a follow-up",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["libcluster"] },
      { kind: "instruction", keys: ["release_cookie"] },
      { kind: "fact", keys: ["clustered"] },
      { kind: "task", keys: ["presence count"] },
    ],
  },
  {
    id: "b142-ex-money-decimal",
    build: (s) =>
      s
        .user(
          "found a rounding bug in the cart totals, 19.99 times 3 shows 59.96999 in the admin export, prices are floats in the schema?? ok that's it, we store money as integer cents everywhere, :integer columns, and format only at the edge, can you start with the products table",
        )
        .file("Read", "lib/shop/catalog/product.ex")
        .file("Write", "priv/repo/migrations/20261121101500_price_to_cents.exs")
        .file("Edit", "lib/shop/catalog/product.ex")
        .bash("mix ecto.migrate && mix test test/shop/catalog_test.exs", "[info] == Migrated 20261121101500 in 0.4s\n...........\n11 tests, 0 failures")
        .assistant(
          "products.price is now price_cents :integer, backfilled with round(price * 100), and the changeset casts from a decimal string in the form. The cart and order_lines tables still use floats.",
        )
        .user("yeah order_lines and cart_items still need converting, separate PR, later this week, not in this one")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cents"] },
      { kind: "task", keys: ["order_lines", "cart_items"] },
    ],
  },
  {
    id: "b142-local-postgres-port",
    build: (s) =>
      s
        .user("mix ecto.create fails, connection refused, postgres is running though, I can see it in docker ps")
        .bash("docker ps --format '{{.Names}} {{.Ports}}'", "shop_pg 0.0.0.0:5433->5432/tcp\nredis 0.0.0.0:6379->6379/tcp")
        .assistant("Postgres in docker is published on 5433, but config/dev.exs connects to the default 5432. Shall I change dev.exs to 5433?")
        .user(
          "no wait, don't change dev.exs, other people use Postgres.app on 5432, make dev.exs read PGPORT with 5432 as default and I'll export PGPORT=5433 in my .envrc, that's the setup from now on for anyone with docker",
        )
        .file("Edit", "config/dev.exs")
        .bash("PGPORT=5433 mix ecto.create", "The database for Shop.Repo has been created")
        .stop("dev.exs reads PGPORT (default 5432); ecto.create works with PGPORT=5433."),
    planted: [{ kind: "instruction", keys: ["pgport"] }],
  },
  {
    id: "b142-commit-style",
    build: (s) =>
      s
        .user(
          "commit what we have on the search thing, and btw I like commit messages prefixed with the context name, like 'catalog: ...', 'orders: ...', lowercase, no conventional-commits feat/fix stuff, please do that for every commit you make in this repo",
        )
        .bash(
          "git add -A && git commit -m 'catalog: search products by sku prefix'",
          "[search 8f2b1d0] catalog: search products by sku prefix\n 3 files changed, 61 insertions(+), 4 deletions(-)",
        )
        .assistant("Committed as `catalog: search products by sku prefix`.")
        .user("and never push straight to main, PRs only, the branch protection isn't on yet so it's on us")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["prefix", "context"] },
      { kind: "instruction", keys: ["push", "main"] },
      { kind: "fact", keys: ["branch protection"] },
    ],
  },
  {
    id: "b142-empty-n-plus-one",
    build: (s) =>
      s
        .user("the orders index page is slow, like 2 seconds, is it an N+1, I feel like it's an N+1, it's always an N+1")
        .bash("grep -c 'SELECT' log/dev.log.last_request", "52")
        .assistant(
          "52 queries for one page of 50 orders, so yes, it looks like the customer is loaded per row. I'd add a preload of :customer in Orders.list_orders/1.",
        )
        .user("do it, just that, and show me the count after")
        .file("Edit", "lib/shop/orders.ex")
        .bash("grep -c 'SELECT' log/dev.log.last_request", "3")
        .assistant("Down to 3 queries; the page renders in about 120ms locally.")
        .user("beautiful, thanks"),
    planted: [],
  },
  {
    id: "b142-telemetry-owner",
    build: (s) =>
      s
        .user("I want a LiveDashboard metric for checkout duration, there's a :telemetry event already I think, [:shop, :checkout, :stop]?")
        .bash(
          "grep -rn 'telemetry.execute\\|:telemetry.span' lib/shop/checkout*",
          "lib/shop/checkout.ex:27:    :telemetry.span([:shop, :checkout], %{cart_id: cart.id}, fn ->",
        )
        .assistant(
          "Yes, Checkout.run/1 wraps itself in :telemetry.span([:shop, :checkout], ...), which emits [:shop, :checkout, :stop] with a duration. I'll add a summary metric to ShopWeb.Telemetry.",
        )
        .file("Edit", "lib/shop_web/telemetry.ex")
        .bash("mix compile", "Compiling 1 file (.ex)\nGenerated shop app")
        .user(
          "nice, fyi the Grafana side of metrics is Tomasz's, the PromEx exporter and the dashboards, so if we ever change event names he needs to know first, and also, TODO for me, ask him whether the checkout panel can show p95",
        )
        .stop("Summary metric for shop.checkout.stop.duration added to LiveDashboard."),
    planted: [
      { kind: "fact", keys: ["tomasz"] },
      { kind: "task", keys: ["p95"] },
    ],
  },
  {
    id: "b142-empty-regex-help",
    build: (s) =>
      s
        .user("quick one, what's the regex to validate a UK postcode, roughly, doesn't have to be perfect")
        .assistant("A reasonable approximation: ~r/^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$/i. It accepts most real postcodes and a few impossible ones.")
        .user("would that accept lowercase with no space, like sw1a1aa")
        .assistant("Yes, the i flag makes it case-insensitive and the space is optional.")
        .user("ok good enough, I'll just paste it in myself, thanks")
        .assistant("Sure."),
    planted: [],
  },
  {
    id: "b142-release-migrations",
    build: (s) =>
      s
        .user("the migration from yesterday didn't run on staging, how do migrations run on deploy here, is it the release_command thing in fly.toml")
        .file("Read", "fly.toml")
        .assistant(
          "fly.toml has release_command = \"/app/bin/migrate\", which calls Shop.Release.migrate/0. The staging app's fly.staging.toml doesn't have a [deploy] section at all, so staging never runs migrations on deploy.",
        )
        .user(
          "ahh, that's it, add the same [deploy] block to fly.staging.toml, and good to know the migrations run via bin/migrate, I'd forgotten that, we should document it in the README at some point, add it to the list",
        )
        .file("Edit", "fly.staging.toml")
        .bash(
          "fly deploy -c fly.staging.toml",
          "==> Release command detected: /app/bin/migrate\n[info] == Migrated 20261121101500 in 0.6s\nv88 deployed successfully",
        )
        .stop("Staging migrated on deploy; v88 is live."),
    planted: [
      { kind: "fact", keys: ["bin/migrate"] },
      { kind: "task", keys: ["readme"] },
    ],
  },
  {
    id: "b142-factory-convention",
    build: (s) =>
      s
        .user(
          "write tests for the Refunds context, and use the fixtures in test/support/fixtures/ not ex_machina, we're going with plain fixture functions, the generated ones from phx.gen, I know ex_machina is still in the lockfile, ignore it",
        )
        .file("Read", "test/support/fixtures/orders_fixtures.ex")
        .file("Write", "test/support/fixtures/refunds_fixtures.ex")
        .file("Write", "test/shop/refunds_test.exs")
        .bash("mix test test/shop/refunds_test.exs", ".......\n7 tests, 0 failures")
        .assistant(
          "Seven tests for Refunds using a new refunds_fixtures.ex in the phx.gen style. One thing I noticed: create_refund/2 accepts an amount larger than the order total.",
        )
        .user(
          "oh, that's a real bug, don't fix it now, Priya wants to spec how partial refunds cap, make a note that refunds need an amount cap check once she decides",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["fixture"] },
      { kind: "task", keys: ["refund", "cap"] },
    ],
  },
  {
    id: "b142-empty-proposal-rejected",
    build: (s) =>
      s
        .user("should we switch the admin from LiveView to a separate React app, Marco keeps suggesting it, I'm not convinced")
        .assistant(
          "The admin is 14 LiveViews that mostly render tables and forms; a React app would add an API layer, a build pipeline and auth for it. I'd only consider it if you need heavy client-side interaction like a drag-and-drop editor.",
        )
        .user("yeah that's what I thought, maybe if we ever do the visual page builder, which, who knows")
        .assistant("Makes sense; nothing in the current admin needs it.")
        .user("ok, I'll tell him we talked about it, it's his call with the product people anyway")
        .assistant("Ok."),
    planted: [],
  },
  {
    id: "b142-image-processing",
    build: (s) =>
      s
        .user(
          "thumbnails, we need 200px and 800px versions of product images, I was thinking Mogrify but that shells out to ImageMagick and the Docker image doesn't have it",
        )
        .bash("docker run --rm shop:latest which convert", "", 1)
        .assistant(
          "Confirmed, ImageMagick isn't in the runtime image. Alternatives: add imagemagick to the Dockerfile (about 60MB), or use the `image` library, which wraps libvips via Vix and ships precompiled NIFs, no system package needed.",
        )
        .user(
          "image library it is, libvips is faster anyway, go ahead, thumbnails generated in an Oban job on upload, same mailers-style setup but a media queue",
        )
        .file("Edit", "mix.exs")
        .file("Write", "lib/shop/workers/thumbnail.ex")
        .bash("mix deps.get && mix test test/shop/workers/thumbnail_test.exs", "  image 0.54.4\n  vix 0.31.1\n...\n3 tests, 0 failures")
        .stop(),
    planted: [
      { kind: "decision", keys: ["image", "libvips"] },
      { kind: "fact", keys: ["imagemagick"] },
      { kind: "decision", keys: ["media queue"] },
    ],
  },
  {
    id: "b142-empty-mix-format",
    build: (s) =>
      s
        .user("run mix format on the whole thing, something's off in the refunds files")
        .bash(
          "mix format --check-formatted",
          "** (Mix) mix format failed due to --check-formatted.\nThe following files are not formatted:\n\n  * lib/shop/refunds.ex\n  * test/shop/refunds_test.exs",
          1,
        )
        .bash("mix format", "")
        .assistant("Formatted lib/shop/refunds.ex and test/shop/refunds_test.exs; the check passes now.")
        .user("what was wrong in them, just curious")
        .assistant("A pipe that was longer than 98 characters and a trailing comma in a keyword list, nothing semantic.")
        .user("ok")
        .assistant("Done."),
    planted: [],
  },
  {
    id: "b142-sentry-dsn",
    build: (s) =>
      s
        .user("errors from prod aren't showing up in Sentry since Tuesday, the DSN is in fly secrets right")
        .bash(
          "fly secrets list -a shop-prod",
          "NAME                 DIGEST           CREATED AT\nDATABASE_URL         a1f3...          3mo ago\nSECRET_KEY_BASE      9c20...          3mo ago\nSENTRY_DSN           77de...          2d ago",
        )
        .file("Read", "config/runtime.exs")
        .assistant(
          "SENTRY_DSN was reset two days ago, and runtime.exs reads it into config :sentry, dsn: ... but environment_name is hardcoded to :dev, and the Sentry config only sends when environment_name is in included_environments [:prod]. So nothing is sent. It was likely changed in the same commit as the secret.",
        )
        .user(
          "oh come on, ok, set environment_name from the FLY_APP_NAME, so shop-prod and shop-staging both report but as separate environments, yes that's what we want going forward, and we still need a Sentry alert rule for checkout errors on prod, not today, I'll set it up with Tomasz next week",
        )
        .file("Edit", "config/runtime.exs")
        .bash("fly deploy -a shop-prod", "v215 deployed successfully")
        .stop("environment_name now comes from FLY_APP_NAME; v215 deployed."),
    planted: [
      { kind: "decision", keys: ["fly_app_name"] },
      { kind: "task", keys: ["alert"] },
    ],
  },
  {
    id: "b142-feature-flags",
    build: (s) =>
      s
        .user(
          "we need to hide the new checkout behind a flag, FunWithFlags or just a boolean in config, the flag has to flip without a deploy so config is out, right, ok FunWithFlags with the Ecto persistence adapter, no Redis, we're not adding Redis just for this",
        )
        .file("Edit", "mix.exs")
        .file("Write", "priv/repo/migrations/20261122140000_create_fun_with_flags.exs")
        .bash("mix deps.get && mix ecto.migrate", "  fun_with_flags 1.12.0\n[info] == Migrated 20261122140000 in 0.1s")
        .assistant("FunWithFlags with the Ecto adapter is set up; the :new_checkout flag is read in CheckoutLive.mount/3.")
        .user(
          "good, oh and the flag gets removed once new checkout is at 100%, that's mid-December probably, put it on the list, and flag names are snake_case atoms prefixed with the area, like checkout_new_flow, please rename it",
        )
        .file("Edit", "lib/shop_web/live/checkout_live.ex")
        .stop(),
    planted: [
      { kind: "decision", keys: ["funwithflags"] },
      { kind: "task", keys: ["100%"] },
      { kind: "instruction", keys: ["snake_case"] },
    ],
  },
  {
    id: "b142-empty-hypotheses",
    build: (s) =>
      s
        .user(
          "memory on the prod machine climbs to like 900MB over a day and then drops, could be the ETS rate cache, could be the image processing, could be binaries from the CSV import, I genuinely have no idea",
        )
        .bash(
          "fly ssh console -a shop-prod -C \"bin/shop rpc ':erlang.memory() |> IO.inspect'\"",
          "[total: 412338112, processes: 98223104, ets: 2213888, binary: 244981760, code: 31092736]",
        )
        .assistant(
          "Right now binaries are 245MB of 412MB, ETS is only 2MB, so the rate cache isn't it. Large refc binaries held by a long-lived process would fit, but one snapshot doesn't show that; we'd need a few samples across the day.",
        )
        .user("hmm ok, could be the import then, or not, let's watch it for a couple days before guessing more")
        .assistant("Sounds reasonable.")
        .user("yeah, nothing to do now"),
    planted: [],
  },
  {
    id: "b142-gettext",
    build: (s) =>
      s
        .user("the German translations are missing on the checkout page, it's all English, did someone forget mix gettext.extract")
        .bash("mix gettext.extract --merge", "Extracted priv/gettext/default.pot\nWrote priv/gettext/de/LC_MESSAGES/default.po (14 new messages, 2 removed)")
        .assistant(
          "14 new msgids were never extracted. They're in de/default.po now but with empty msgstr, so they still render in English until someone translates them.",
        )
        .user(
          "yep, Lena does the German ones, she's the only one with translation access, I'll ping her tomorrow about the 14 new strings, put that on my list, and the rule is run gettext.extract --merge before every PR that touches templates, I'll put it in the PR template too",
        )
        .file("Edit", ".github/pull_request_template.md")
        .stop(),
    planted: [
      { kind: "fact", keys: ["lena", "translation"] },
      { kind: "task", keys: ["ping", "strings"] },
      { kind: "instruction", keys: ["gettext.extract"] },
    ],
  },
  {
    id: "b142-empty-withdrawn",
    build: (s) =>
      s
        .user("I'm thinking we should move the whole thing to Gigalixir, Fly has been flaky this month")
        .assistant(
          "Two of this month's incidents were ours (the ams machine and the missing staging deploy block); one was a Fly platform outage. Moving would mean redoing clustering, secrets and the release command.",
        )
        .user("yeah true, the ams one was us, ok, no, forget Gigalixir, I was just grumpy")
        .assistant("Understood.")
        .user("what's the Fly status page URL again, just so I have it")
        .assistant("https://status.flyio.net"),
    planted: [],
  },
  {
    id: "b142-oban-pruner",
    build: (s) =>
      s
        .user("the oban_jobs table is at 3 million rows, nobody configured the pruner did they")
        .bash(
          "psql $DATABASE_URL -c 'select state, count(*) from oban_jobs group by 1'",
          "   state   |  count\n-----------+---------\n completed | 2981204\n discarded |   11432\n available |      18\n(3 rows)",
        )
        .file("Read", "config/config.exs")
        .assistant("No pruner plugin in the Oban config, so completed jobs are kept forever. I'd add Oban.Plugins.Pruner with max_age of 7 days.")
        .user("7 days, sure, and discarded ones we keep 30 days for debugging, can that be separate")
        .assistant("Pruner takes a single max_age. For different ages per state you'd want Oban Pro's DynamicPruner, or a small cron worker of our own.")
        .user(
          "meh, no Pro, just do the Pruner with 7 days for everything then, fine, and remind me to look at a cron worker for discarded jobs once things calm down",
        )
        .file("Edit", "config/config.exs")
        .bash("mix test", "Finished in 5.8 seconds\n236 tests, 0 failures")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pruner", "7 days"] },
      { kind: "task", keys: ["cron", "discarded"] },
    ],
  },
  {
    id: "b142-search-superseded",
    build: (s) =>
      s
        .user("product search, ok, let's do it with Postgres ILIKE for now, it's 48k products, should be fine")
        .bash("mix run priv/bench/search.exs", "Name            ips        average  deviation\nilike_name     2.14      467.12 ms    ±4.10%")
        .assistant(
          "ILIKE with a leading wildcard can't use a btree index, so every search is a sequential scan: 467ms per query on 48k rows. A pg_trgm GIN index would make ILIKE fast, or we could use tsvector full-text search.",
        )
        .user(
          "467ms no way, ok forget plain ILIKE, we go with pg_trgm and a GIN index on name and sku, full text is overkill, we don't need stemming for SKUs, and the migration uses concurrently obviously",
        )
        .file("Write", "priv/repo/migrations/20261123090000_add_trgm_to_products.exs")
        .file("Edit", "lib/shop/catalog.ex")
        .bash(
          "mix ecto.migrate && mix run priv/bench/search.exs",
          "[info] == Migrated 20261123090000 in 3.2s\nName            ips        average  deviation\nilike_name     312.40      3.20 ms    ±6.22%",
        )
        .stop("Search is 3.2ms with the trigram index."),
    planted: [{ kind: "decision", keys: ["pg_trgm"] }],
  },
  {
    id: "b142-staging-clock",
    build: (s) =>
      s
        .user("the signed S3 urls on staging expire immediately, 403 RequestTimeTooSkewed, prod's fine")
        .bash("fly ssh console -a shop-staging -C date -u; date -u", "Sun Nov 23 10:14:02 UTC 2026\nSun Nov 23 10:29:41 UTC 2026")
        .assistant(
          "The staging machine's clock is about 15 minutes and 39 seconds behind real time, which is beyond S3's 15-minute skew allowance. That's the host, not our code; Fly's staging machines are on the shared-cpu-1x in the old `iad` host pool for this app.",
        )
        .user(
          "lovely, ok so that's a known thing now, staging's clock drifts, I'll open a ticket with Fly support, that's on me, and in the meantime, can you make the presign expiry configurable, set staging to an hour",
        )
        .file("Edit", "config/runtime.exs")
        .bash("fly secrets set PRESIGN_TTL=3600 -a shop-staging", "Secrets are staged for the first deployment\nv89 deployed successfully")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging", "clock"] },
      { kind: "task", keys: ["fly support"] },
    ],
  },
  {
    id: "b142-empty-quoted-config",
    build: (s) =>
      s
        .user(
          "what does this bit in the old deploy script do, I found it in scripts/deploy_legacy.sh:\n\n# TODO: never run this on prod without the maintenance page\n# always drop the read replica first\n\nis any of that still relevant",
        )
        .bash("git log --oneline -3 -- scripts/deploy_legacy.sh", "0b11c3e remove heroku remnants\n71e2a9d deploy: legacy script for heroku\n44d0fe1 initial")
        .assistant(
          "That script is from the Heroku days and hasn't been touched since the move to Fly; we have no read replica now. None of it applies to the current deploy.",
        )
        .user("can you delete it then")
        .bash("git rm scripts/deploy_legacy.sh", "rm 'scripts/deploy_legacy.sh'")
        .assistant("Removed.")
        .user("cheers"),
    planted: [],
  },
  {
    id: "b142-phx-gen-auth",
    build: (s) =>
      s
        .user("the login page doesn't rate limit at all, someone hammered it last night, 40k requests from one IP, can we do something with Hammer")
        .file("Read", "lib/shop_web/router.ex")
        .assistant(
          "We could add Hammer with the ETS backend and a plug on the login POST: 10 attempts per minute per IP. With two clustered machines each node has its own ETS, so the effective limit would be 20 a minute.",
        )
        .user(
          "20 is fine honestly, do Hammer with ETS, 10 per minute per IP, and the IP has to come from the Fly-Client-IP header, not conn.remote_ip, because behind Fly's proxy remote_ip is always the proxy, that's true for everything we do with IPs",
        )
        .file("Edit", "mix.exs")
        .file("Write", "lib/shop_web/plugs/login_rate_limit.ex")
        .bash("mix test test/shop_web/plugs/login_rate_limit_test.exs", "....\n4 tests, 0 failures")
        .assistant("LoginRateLimit is on the POST /users/log_in route and returns 429 after 10 attempts a minute per Fly-Client-IP.")
        .user("great, we'll need the same on password reset, next sprint")
        .stop(),
    planted: [
      { kind: "decision", keys: ["hammer"] },
      { kind: "instruction", keys: ["fly-client-ip"] },
      { kind: "task", keys: ["password reset"] },
    ],
  },
  {
    id: "b142-test-async",
    build: (s) =>
      s
        .user("the suite got slow, 40 seconds, what happened")
        .bash(
          "mix test --slowest 5",
          "Top 5 slowest (18.2s), 45.1% of total time:\n  * test imports 200 rows (6120.3ms) (Shop.Catalog.ImporterTest)\n  * test generates thumbnails (4011.9ms) (Shop.Workers.ThumbnailTest)\n  * test refund flow (3220.0ms) (Shop.RefundsTest)\n\nFinished in 40.2 seconds (8.3s async, 31.9s sync)",
        )
        .assistant(
          "31.9s of it is sync: ImporterTest, ThumbnailTest and RefundsTest use `async: false`. Importer and Refunds only touch the sandboxed Repo, so they can be async; Thumbnail writes to a shared tmp dir.",
        )
        .user(
          "flip the two to async, and yeah the rule should be every test module is async: true unless it touches global state, and if it's false leave a comment saying why",
        )
        .file("Edit", "test/shop/catalog/importer_test.exs")
        .file("Edit", "test/shop/refunds_test.exs")
        .bash("mix test", "Finished in 19.7 seconds (15.1s async, 4.6s sync)\n241 tests, 0 failures")
        .stop("Down to 19.7s."),
    planted: [{ kind: "instruction", keys: ["async: true"] }],
  },
  {
    id: "b142-ci-elixir-version",
    build: (s) =>
      s
        .user("CI says the elixir version doesn't match, what's in .tool-versions vs the workflow")
        .bash(
          "cat .tool-versions; grep -n 'elixir-version\\|otp-version' .github/workflows/ci.yml",
          "elixir 1.17.3-otp-27\nerlang 27.1.2\n14:          elixir-version: '1.16.2'\n15:          otp-version: '26.2'",
        )
        .assistant("CI is still pinned to Elixir 1.16.2 / OTP 26.2 while .tool-versions says 1.17.3 / OTP 27.1.2. The Dockerfile uses 1.17.3-otp-27 too.")
        .user(
          "ok .tool-versions is the source of truth, make the workflow read it with version-file so this can't drift again, and we're on OTP 27 for good now, nobody goes back to 26",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .bash("git push origin ci-versions && gh run watch", "✓ ci-versions CI · 1290331\n  ✓ test in 3m12s")
        .stop(),
    planted: [
      { kind: "fact", keys: [".tool-versions"] },
      { kind: "decision", keys: ["otp 27"] },
    ],
  },
  {
    id: "b142-empty-questions",
    build: (s) =>
      s
        .user("what's the difference between handle_params and mount again, when does each run")
        .assistant(
          "mount/3 runs once per LiveView process (twice on first load: the dead render and the connected one); handle_params/3 runs after mount and again on every live_patch that changes the URL.",
        )
        .user("so if I put the filter parsing in mount, patching the URL wouldn't reapply it")
        .assistant("Right, filters from URL params belong in handle_params/3.")
        .user("and push_patch vs push_navigate, patch stays in the same LiveView?")
        .assistant("Yes: push_patch keeps the process and calls handle_params; push_navigate mounts a new LiveView over the same socket.")
        .user("ok makes sense, thanks"),
    planted: [],
  },
  {
    id: "b142-pricing-owner",
    build: (s) =>
      s
        .user("the discount code FALL20 gives 20% on already reduced items, marketing says it shouldn't stack, where's the discount logic")
        .bash("grep -rln 'discount' lib/shop", "lib/shop/pricing.ex\nlib/shop/pricing/discount_code.ex\nlib/shop/cart.ex")
        .file("Read", "lib/shop/pricing.ex")
        .assistant(
          "Pricing.apply_discounts/2 applies the code percentage to line totals after sale prices, without checking `on_sale`. I can skip sale lines when the code has `stackable: false`.",
        )
        .user(
          "do that, default stackable to false for new codes, and for context the whole Pricing module is shared with the wholesale app, it's a path dep from the shop_core umbrella, so any change there gets run against wholesale's tests too before merging",
        )
        .file("Edit", "lib/shop/pricing.ex")
        .file("Write", "priv/repo/migrations/20261124081000_add_stackable_to_discount_codes.exs")
        .bash("mix test && (cd ../wholesale && mix test)", "248 tests, 0 failures\n==> wholesale\n97 tests, 0 failures")
        .stop("Non-stackable codes now skip sale lines; both shop and wholesale suites pass."),
    planted: [
      { kind: "fact", keys: ["pricing", "wholesale"] },
      { kind: "instruction", keys: ["wholesale", "tests"] },
      { kind: "decision", keys: ["stackable"] },
    ],
  },
  {
    id: "b142-todo-list-end",
    build: (s) =>
      s
        .user("let's wrap up the refunds work for today, commit it")
        .bash(
          "git add -A && git commit -m 'refunds: stripe refund call behind a flag'",
          "[refunds 5e1d0a7] refunds: stripe refund call behind a flag\n 4 files changed, 118 insertions(+), 9 deletions(-)",
        )
        .assistant("Committed on the refunds branch.")
        .user(
          "cool, for tomorrow, 1, the refund webhook handler for charge.refunded isn't written, 2, the admin list needs a refunded badge, 3 ask Priya about the cap thing again, and the refunds branch gets squash-merged, we always squash for feature branches",
        )
        .stop("Noted the three items for tomorrow."),
    planted: [
      { kind: "task", keys: ["charge.refunded"] },
      { kind: "task", keys: ["badge"] },
      { kind: "task", keys: ["priya", "cap"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b142-ecto-sandbox-wallaby",
    build: (s) =>
      s
        .user(
          "we want browser tests for checkout, Wallaby or Playwright via a node script, hm, we'd have to share the sandbox with the browser either way, what's less pain",
        )
        .assistant(
          "Wallaby runs inside ExUnit and has Phoenix.Ecto.SQL.Sandbox support built in, so the browser's requests join the test's transaction. With Playwright you'd need an endpoint to check out a sandbox and pass the metadata header yourself.",
        )
        .user("Wallaby then, with chromedriver, set it up with one test for the happy path checkout")
        .file("Edit", "mix.exs")
        .file("Edit", "lib/shop_web/endpoint.ex")
        .file("Write", "test/features/checkout_test.exs")
        .bash(
          "mix test test/features",
          "1) test guest checks out (ShopWeb.Features.CheckoutTest)\n     ** (RuntimeError) chromedriver not found in PATH\n\n1 test, 1 failure",
          2,
        )
        .bash("brew install --cask chromedriver && mix test test/features", "🍺  chromedriver was successfully installed!\n.\n1 test, 0 failures")
        .assistant("Wallaby's set up with the sandbox plug in the endpoint; the happy-path checkout passes locally. CI doesn't have chromedriver yet.")
        .user(
          "right, CI needs chromedriver too, that's a follow-up for the CI cleanup, and feature tests live in test/features, tagged :feature, excluded by default so mix test stays fast",
        )
        .file("Edit", "test/test_helper.exs")
        .stop(),
    planted: [
      { kind: "decision", keys: ["wallaby"] },
      { kind: "task", keys: ["ci", "chromedriver"] },
      { kind: "instruction", keys: ["test/features"] },
    ],
  },
  {
    id: "b142-empty-restart",
    build: (s) =>
      s
        .user("restart the staging app, it's acting weird after the deploy")
        .bash(
          "fly apps restart shop-staging",
          "Restarting machine 3d8d9e0c\n  Waiting for 3d8d9e0c to become healthy (started, 1/1)\nMachine 3d8d9e0c restarted successfully!",
        )
        .assistant("Staging restarted and healthy.")
        .user("still weird?, can you hit the homepage")
        .bash("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' https://shop-staging.fly.dev/", "200 0.412")
        .assistant("200 in 0.41s.")
        .user("ok it's fine, must have been my wifi honestly")
        .assistant("Could be; nothing in the logs after the restart."),
    planted: [],
  },
  {
    id: "b142-vendor-api-limit",
    build: (s) =>
      s
        .user("the courier sync job fails every night around 2am with 429s, what's going on")
        .bash(
          "fly logs -a shop-prod --no-tail | grep courier | tail -3",
          "[error] CourierSync: HTTP 429 Too Many Requests, retry-after: 3600\n[error] CourierSync: HTTP 429 Too Many Requests, retry-after: 3600\n[info] Oban job 88123 discarded after 20 attempts",
        )
        .file("Read", "lib/shop/workers/courier_sync.ex")
        .assistant(
          "CourierSync fetches each open shipment separately, about 1400 requests, in one burst. Their docs say the tracking API allows 500 requests per hour per API key; after that it returns 429 with retry-after 3600.",
        )
        .user(
          "500 an hour, right, I remember now, ok, use their bulk endpoint, it takes 100 tracking numbers per call, so it's 14 calls, do that, and snooze on 429 instead of burning attempts",
        )
        .file("Edit", "lib/shop/workers/courier_sync.ex")
        .bash("mix test test/shop/workers/courier_sync_test.exs", "......\n6 tests, 0 failures")
        .stop(),
    planted: [
      { kind: "fact", keys: ["500 requests"] },
      { kind: "decision", keys: ["bulk endpoint"] },
    ],
  },
];

export const BLIND142 = plantedSet(BLIND142_SESSIONS, Date.UTC(2026, 10, 20, 9));
