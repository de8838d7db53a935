/**
 * Blind planted set 184 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Rust web backend developer (axum, sqlx, tokio) writing medium-length, friendly
 * messages that usually explain the why behind each rule; items stated by the user or proposed
 * by the agent and accepted, often two to a message, some mid-paragraph or in lists, a few typos.
 * Each session is one segment; the items planted in it are listed with it: 72 items (17 decisions, 19 instructions,
 * 20 facts, 16 tasks) in 52 sessions, 15 of which plant nothing (64 user/assistant messages between them).
 * Every other message
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

export const BLIND184_SESSIONS: BlindSession[] = [
  {
    id: "b184-sqlx-prepare",
    build: (s) =>
      s
        .user(
          "Hey! Before we start on the orders endpoint, one thing that bit me yesterday: from now on please run `cargo sqlx prepare` before every commit that touches a query. CI builds with SQLX_OFFLINE=true and has no database, so a stale .sqlx cache just fails the build with a really confusing macro error.",
        )
        .assistant("Got it. I'll regenerate the offline query cache now so we start from a clean state.")
        .bash("cargo sqlx prepare --workspace", "query data written to .sqlx in the workspace root; please check this into version control")
        .assistant("Done, 3 query files changed in .sqlx/. Want me to look at the orders list query next?")
        .user(
          "Yes please. Heads up, the orders table is partitioned by month in prod (orders_2026_10, orders_2026_11, ...), so any query that doesn't filter on created_at ends up scanning every partition. That's why the admin export is so slow.",
        )
        .file("Read", "src/db/orders.rs")
        .assistant("The list query filters on customer_id only. I'll add a created_at range with a default of the last 90 days.")
        .file("Edit", "src/db/orders.rs")
        .stop("Added the created_at range to list_orders and re-ran cargo sqlx prepare."),
    planted: [
      { kind: "instruction", keys: ["sqlx prepare"] },
      { kind: "fact", keys: ["partitioned", "month"] },
    ],
  },
  {
    id: "b184-error-crates",
    build: (s) =>
      s
        .user("The error handling is a mess, every handler returns a different thing. What would you suggest?")
        .file("Read", "src/routes/mod.rs")
        .assistant(
          "Two options: (1) thiserror enums in the library crates with an `AppError` that implements IntoResponse, and anyhow only in the binary for startup errors; (2) eyre everywhere with a single report type. I'd lean towards (1) since handlers can match on variants to pick status codes.",
        )
        .user(
          "Let's go with option 1, thiserror in the libs and anyhow only in main. I tried eyre on a side project and the handlers ended up stringly-typed, not again. Can you start with the users crate?",
        )
        .file("Write", "crates/users/src/error.rs")
        .bash(
          "cargo check -p users",
          "    Checking users v0.1.0 (/home/dev/src/app/crates/users)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 4.21s",
        )
        .assistant("users now has a UserError enum with #[from] sqlx::Error and maps to 404/409/500 in AppError.")
        .user("Nice. The billing crate still needs the same conversion, but it's big, let's leave that for next week.")
        .stop("Users crate converted; billing left as is."),
    planted: [
      { kind: "decision", keys: ["thiserror"] },
      { kind: "task", keys: ["billing"] },
    ],
  },
  {
    id: "b184-p99-bcrypt",
    build: (s) =>
      s
        .user("p99 on /login is 1.8s in staging again. Could it be the db pool?")
        .bash(
          "curl -s localhost:9000/metrics | grep pool",
          "sqlx_pool_connections_idle 18\nsqlx_pool_connections_in_use 2\nsqlx_pool_acquire_wait_seconds_p99 0.002",
        )
        .assistant(
          "The pool looks healthy, acquire wait is 2ms. I suspect the password hashing: bcrypt::verify is called directly in the async handler. Let me profile with tokio-console.",
        )
        .bash("RUSTFLAGS='--cfg tokio_unstable' cargo run --features console", "warning: task 'login' busy for 412ms without yielding")
        .assistant(
          "Confirmed: bcrypt verify (cost 12) runs on the tokio worker thread for ~400ms and blocks every other request on that worker. I moved it into spawn_blocking.",
        )
        .file("Edit", "src/routes/auth.rs")
        .user(
          "Great find, thanks! So the rule for this codebase: anything CPU-heavy (hashing, image resizing, big serde payloads) goes into spawn_blocking, never inline in a handler. We only run 4 worker threads per pod in prod, so one blocked worker is a quarter of our capacity.",
        )
        .stop("bcrypt moved to spawn_blocking; p99 back to 90ms locally."),
    planted: [
      { kind: "fact", keys: ["bcrypt"] },
      { kind: "instruction", keys: ["spawn_blocking"] },
      { kind: "fact", keys: ["4 worker"] },
    ],
  },
  {
    id: "b184-migration-checksum",
    build: (s) =>
      s
        .user("I fixed a typo in a column comment in the 20261020 migration, can you run the migrations locally?")
        .bash("sqlx migrate run", "error: migration 20261020093000 was previously applied but has been modified", 1)
        .assistant(
          "sqlx stores a checksum of every applied migration and refuses to run when a file changed. I can revert the edit and add a new migration with the COMMENT ON COLUMN instead.",
        )
        .user(
          "Ah right, yes do that. And let's make it a rule: merged migrations are never edited, not even for a typo, always a new migration on top. Prod checks the same checksums on startup and would refuse to boot.",
        )
        .bash(
          "git checkout migrations/20261020093000_add_invoices.sql && sqlx migrate add fix_invoice_comment",
          "Creating migrations/20261128101500_fix_invoice_comment.sql",
        )
        .file("Edit", "migrations/20261128101500_fix_invoice_comment.sql")
        .assistant("New migration added and applied locally.")
        .user(
          "thx. Follow-up for some quiet day: squash all the 2024 migrations into a single baseline migration, there are 140 of them and fresh setups take forever.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["migration", "typo"] },
      { kind: "task", keys: ["baseline"] },
    ],
  },
  {
    id: "b184-local-port",
    build: (s) =>
      s
        .user("The tests can't connect to the database, weird. Worked on Friday.")
        .bash("cargo nextest run -p api", "Error: error communicating with database: Connection refused (os error 111)", 100)
        .assistant("Connection refused on localhost:5432. Maybe the postgres container isn't running?")
        .bash("docker ps --format '{{.Names}} {{.Ports}}'", "app-db 0.0.0.0:5434->5432/tcp\nother-db 0.0.0.0:5432->5432/tcp")
        .user(
          "Oh, my bad, I should have told you: the postgres for this repo runs in docker on port 5434, not 5432. 5432 belongs to another project's db on my machine. The .env.example is wrong, can you fix it?",
        )
        .file("Edit", ".env.example")
        .bash("cargo nextest run -p api", "     Summary [  11.034s] 212 tests run: 212 passed, 0 skipped")
        .stop("Fixed .env.example to port 5434; all 212 tests pass."),
    planted: [{ kind: "fact", keys: ["5434"] }],
  },
  {
    id: "b184-auth-extractor",
    build: (s) =>
      s
        .user(
          "How should we pass the logged-in user into handlers? Right now the middleware stuffs it into request extensions and every handler does `ext.get::<User>().unwrap()`.",
        )
        .assistant(
          "I'd write an `AuthUser` extractor implementing FromRequestParts: it reads the session cookie, loads the user, and rejects with 401. Handlers that need auth just take `AuthUser` as an argument, and the compiler makes sure we never forget it.",
        )
        .user(
          "Yes, do the AuthUser extractor, much nicer than the extensions dance. While you're in there: please keep handlers thin - parse input, call a function in src/services/, map the error. The business logic belongs in src/services so we can unit test it without spinning up a router.",
        )
        .file("Write", "src/extract/auth_user.rs")
        .file("Edit", "src/routes/orders.rs")
        .bash("cargo clippy --all-targets -- -D warnings", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.87s")
        .stop("AuthUser extractor added and used in the orders routes; clippy clean."),
    planted: [
      { kind: "decision", keys: ["authuser", "extractor"] },
      { kind: "instruction", keys: ["src/services"] },
    ],
  },
  {
    id: "b184-chitchat-weekend",
    build: (s) =>
      s
        .user("morning! how's it going? I just got back from RustFest, my head is full of async closures")
        .assistant("Good morning! Sounds like a fun conference. Anything you want to dig into today?")
        .user("not really, just wanted to see if the build is still green after the weekend")
        .bash("cargo build --release", "    Finished `release` profile [optimized] target(s) in 1m 52s")
        .assistant("Release build is green, 1m52s.")
        .user("cool, thanks. I'll grab coffee and come back with something real")
        .stop(),
    planted: [],
  },
  {
    id: "b184-money-cents",
    build: (s) =>
      s
        .user("For the invoices table, should amount be NUMERIC or BIGINT? What do you think?")
        .assistant(
          "Both work. NUMERIC maps to rust_decimal::Decimal, which is exact but slower and a bit awkward with sqlx macros. BIGINT cents maps to i64 and is cheap, but every display needs a division. Stripe itself uses integer minor units.",
        )
        .user(
          "Ok, decided: money is stored as BIGINT cents everywhere (amount_cents), with the currency in a separate char(3) column. Matching Stripe's minor units saves us a conversion layer and i64 is boring in the best way.",
        )
        .file("Write", "migrations/20261201090000_create_invoices.sql")
        .bash("sqlx migrate run", "Applied 20261201090000/migrate create invoices (12.4ms)")
        .assistant("invoices created with amount_cents BIGINT NOT NULL and currency CHAR(3) NOT NULL.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cents"] }],
  },
  {
    id: "b184-nextest",
    build: (s) =>
      s
        .user("can you run the tests for the api crate")
        .bash("cargo test -p api", "test result: ok. 212 passed; 0 failed; 0 ignored; finished in 48.12s")
        .assistant("All 212 pass in 48s.")
        .user(
          "Thanks! Small thing for the future: use `cargo nextest run` rather than cargo test. Our integration tests each create their own database, and nextest runs each test in its own process so they parallelise properly - it's like 4x faster here. Plain cargo test only for doctests.",
        )
        .bash("cargo nextest run -p api", "     Summary [  11.502s] 212 tests run: 212 passed, 0 skipped")
        .assistant("11.5s with nextest vs 48s. Noted.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["nextest"] }],
  },
  {
    id: "b184-redis-sessions",
    build: (s) =>
      s
        .user("Where should we keep user sessions? I was thinking redis, we already have it for the rate limiter.")
        .assistant("Redis works well for that with a TTL per key. I can wire tower-sessions with the redis store.")
        .user(
          "Hmm, actually no, scratch redis. Redis is running without persistence in prod, a restart would log everyone out. Let's keep sessions in a postgres table, one less moving part and we get backups for free.",
        )
        .file("Write", "migrations/20261202100000_create_sessions.sql")
        .file("Edit", "src/main.rs")
        .bash("cargo nextest run -p api session", "     Summary [   2.113s] 9 tests run: 9 passed, 0 skipped")
        .assistant("Sessions now use tower-sessions' PostgresStore in a `sessions` table.")
        .user("perfect. We'll need a cleanup job for expired sessions at some point, they'll pile up. Not now though.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sessions", "postgres"] },
      { kind: "fact", keys: ["persistence"] },
      { kind: "task", keys: ["expired sessions"] },
    ],
  },
  {
    id: "b184-clippy-log",
    build: (s) =>
      s
        .user("clippy is yelling about something in the webhook module, can you take a look?")
        .bash(
          "cargo clippy -p webhooks -- -D warnings",
          "error: used `unwrap()` on a `Result` value\n  --> crates/webhooks/src/verify.rs:41:9\n   = help: if this value is an `Err`, it will panic\n   = note: this lint must always be fixed before merge (see clippy.toml)",
          101,
        )
        .assistant("One unwrap on the HMAC parse in verify.rs. I'll return a VerifyError::BadSignature instead.")
        .file("Edit", "crates/webhooks/src/verify.rs")
        .bash("cargo clippy -p webhooks -- -D warnings", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.02s")
        .assistant("Clippy is clean now.")
        .user("ty!")
        .stop(),
    planted: [],
  },
  {
    id: "b184-stripe-limits",
    build: (s) =>
      s
        .user(
          "We got 429s from Stripe during last night's batch. Turns out our account is limited to 25 requests per second in live mode (they lowered it when we moved plans), so the refund batch needs throttling. Can you add a governor to the stripe client?",
        )
        .file("Read", "crates/billing/src/stripe.rs")
        .assistant("I'll wrap the Stripe client in a governor RateLimiter with a quota of 20/s to keep some headroom for the live checkout traffic.")
        .file("Edit", "crates/billing/src/stripe.rs")
        .bash("cargo nextest run -p billing", "     Summary [   6.880s] 58 tests run: 58 passed, 0 skipped")
        .user("20 is good. Remind me to ask Dana from finance whether refunds over 10k need a manual approval step, I have no idea.")
        .stop("Stripe client throttled to 20 req/s."),
    planted: [
      { kind: "fact", keys: ["25 requests"] },
      { kind: "decision", keys: ["stripe", "20"] },
      { kind: "task", keys: ["dana"] },
    ],
  },
  {
    id: "b184-tracing-pii",
    build: (s) =>
      s
        .user("The signup logs contain people's passwords in plain text!! How did that happen?")
        .bash("rg -n 'instrument' src/routes/signup.rs", "14:#[tracing::instrument]")
        .assistant(
          "`#[tracing::instrument]` without arguments records every argument with Debug, including the Json<SignupForm> body with the password. Adding skip_all fixes it.",
        )
        .file("Edit", "src/routes/signup.rs")
        .user(
          "Ugh. OK, new rule please: every #[instrument] on a handler gets skip_all, and you add back only the fields you actually want with fields(...). Opt-in logging, never opt-out, because sooner or later someone adds a field to a struct without thinking about Debug.",
        )
        .assistant("Makes sense. I checked the other handlers and added skip_all to the 6 that didn't have it.")
        .bash("rg -c 'instrument\\(skip_all' src/routes", "src/routes/signup.rs:1\nsrc/routes/orders.rs:3\nsrc/routes/auth.rs:3")
        .user(
          "also we have to purge those log lines from Loki, the retention is 30 days so they're still there. I'll ping the infra folks tomorrow, don't do it yourself.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["skip_all"] },
      { kind: "task", keys: ["loki"] },
      { kind: "fact", keys: ["30 days"] },
    ],
  },
  {
    id: "b184-keyset-pagination",
    build: (s) =>
      s
        .user("The /events endpoint uses OFFSET pagination and page 4000 takes 9 seconds. Ideas?")
        .bash("psql $DATABASE_URL -c 'select count(*) from events'", "   count\n-----------\n 412877311\n(1 row)")
        .assistant(
          "With 412M rows OFFSET has to walk everything before the page. Keyset pagination on (created_at, id) with an opaque cursor would make every page an index seek. Alternatively we could cap the page number at 100, but that hides the problem.",
        )
        .user(
          "keyset it is, with an opaque base64 cursor. Capping is just hiding it like you said. Do it for /events first and we'll move the other list endpoints over later",
        )
        .file("Edit", "src/routes/events.rs")
        .file("Edit", "src/db/events.rs")
        .bash("cargo nextest run -p api events", "     Summary [   3.402s] 14 tests run: 14 passed, 0 skipped")
        .assistant("/events now takes ?cursor= and returns next_cursor.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["keyset"] },
      { kind: "fact", keys: ["412"] },
      { kind: "task", keys: ["other list endpoints"] },
    ],
  },
  {
    id: "b184-empty-rename",
    build: (s) =>
      s
        .user("can you rename `get_usr` to `get_user` everywhere? it's been annoying me for months")
        .bash("rg -l 'get_usr' src crates", "src/db/users.rs\nsrc/routes/users.rs\ncrates/admin/src/lib.rs")
        .file("Edit", "src/db/users.rs")
        .file("Edit", "src/routes/users.rs")
        .file("Edit", "crates/admin/src/lib.rs")
        .assistant("Renamed in 3 files, cargo check passes.")
        .user("Could we maybe also rename the `usr` module? or is that too much churn right now?")
        .assistant("It touches 40 imports, doable but noisy in the diff. Up to you.")
        .user("nah let's leave it, not worth it today")
        .stop(),
    planted: [],
  },
  {
    id: "b184-time-crate",
    build: (s) =>
      s
        .user("Why do we have both chrono and time in Cargo.lock?")
        .bash("cargo tree -i chrono", "chrono v0.4.38\n└── app v0.1.0 (/home/dev/src/app)\n    └── (used in src/reports/*.rs)")
        .assistant("Only the reports module uses chrono; sqlx and everything else use `time`. I could port reports to `time` and drop chrono.")
        .user(
          "Yes please port it. And going forward we use the `time` crate only, no chrono in new code - sqlx's time feature is what we've standardised on and two datetime types in one codebase is how you get timezone bugs.",
        )
        .file("Edit", "src/reports/monthly.rs")
        .file("Edit", "Cargo.toml")
        .bash("cargo tree -i chrono", "error: package ID specification `chrono` did not match any packages", 101)
        .stop("chrono removed; reports use time::OffsetDateTime."),
    planted: [{ kind: "instruction", keys: ["chrono"] }],
  },
  {
    id: "b184-owner-priya",
    build: (s) =>
      s
        .user("The SSO callback is returning 500 for the Okta tenant. Can you have a look at the logs?")
        .bash(
          "kubectl logs deploy/auth -n staging --since=1h | grep ERROR | tail -3",
          "ERROR auth::sso: invalid issuer: expected https://acme.okta.com, got https://acme.okta.com/oauth2/default",
        )
        .assistant(
          "The issuer check compares exact strings and Okta sends the custom authorization server path. That's in the auth service repo, not this one.",
        )
        .user(
          "Right, the auth service is Priya's team, they own everything under auth.internal, so we shouldn't patch it from here. I'll open a ticket for them. Thanks for digging!",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["priya"] }],
  },
  {
    id: "b184-uuid-v7",
    build: (s) =>
      s
        .user("new tables: should ids be bigserial or uuid?")
        .assistant(
          "I'd suggest UUID v7: they're time-ordered so the btree index stays compact like with bigserial, but they can be generated in the app before insert and don't leak counts.",
        )
        .user("sold, uuid v7 for all new tables. Uuid::now_v7() in the app, no db default, so we know the id before the insert.")
        .file("Edit", "Cargo.toml")
        .bash(
          "cargo add uuid --features v7,serde",
          "    Updating crates.io index\n      Adding uuid v1.11.0 to dependencies\n             Features:\n             + serde\n             + v7",
        )
        .assistant("Added uuid with v7 and serde features.")
        .stop(),
    planted: [{ kind: "decision", keys: ["v7"] }],
  },
  {
    id: "b184-empty-question",
    build: (s) =>
      s
        .user("Question about axum 0.8: do path params really change from `:id` to `{id}`?")
        .assistant(
          "Yes. axum 0.8 switched to matchit 0.8, where path params are written `{id}` and wildcards `{*rest}`. `:id` panics at router build time with a migration hint.",
        )
        .user("huh. and does `#[async_trait]` go away for extractors too?")
        .assistant("Yes, FromRequestParts and FromRequest use native async fn in traits in 0.8, so the macro isn't needed for them anymore.")
        .user("ok good to know, I was just curious, not upgrading yet")
        .stop(),
    planted: [],
  },
  {
    id: "b184-ci-runner",
    build: (s) =>
      s
        .user("CI took 23 minutes on my last PR, what is it doing??")
        .bash(
          "gh run view 8812 --log | grep -E 'Compiling|Finished' | tail -2",
          "   Compiling app v0.1.0\n    Finished `release` profile [optimized] target(s) in 17m 40s",
        )
        .assistant(
          "Most of it is the release build; the runner has only 2 vCPUs and the cache key includes Cargo.lock, so any dependency bump is a full cold build.",
        )
        .user(
          "Yeah the runners are the free 2-core ones, finance won't pay for bigger ones until Q2. Let's switch the cache to Swatinem/rust-cache then, it keys on the toolchain and restores partial hits - that seemed to be the standard answer when I looked around.",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gh workflow run ci.yml --ref h-cache && sleep 600 && gh run list -L1", "completed success ci h-cache 8m12s")
        .assistant("With rust-cache the run took 8m12s.")
        .user("much better. next sprint we should also split the release build into its own job that only runs on main.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2-core"] },
      { kind: "decision", keys: ["rust-cache"] },
      { kind: "task", keys: ["release build"] },
    ],
  },
  {
    id: "b184-unwrap-rule",
    build: (s) =>
      s
        .user("can you add the missing `#[derive(Clone)]` on AppState? the compiler's complaining")
        .file("Edit", "src/state.rs")
        .bash("cargo check", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.74s")
        .assistant("Added Clone to AppState (all fields are Arc or pools, so it's cheap). I also noticed two `.unwrap()` on env vars in main.rs.")
        .user(
          "Good catch. General preference of mine: no bare unwrap() outside tests. If it really can't fail, use expect(\"why it can't fail\") so the panic message explains itself - future-you reading a panic at 3am will thank you.",
        )
        .file("Edit", "src/main.rs")
        .stop("Replaced both unwraps with expect messages."),
    planted: [{ kind: "instruction", keys: ["expect"] }],
  },
  {
    id: "b184-body-limit",
    build: (s) =>
      s
        .user("Uploads over 2MB fail with 413. Is that nginx?")
        .bash("curl -s -o /dev/null -w '%{http_code}' -F file=@big.pdf localhost:3000/uploads", "413")
        .assistant("Locally there's no nginx, so it's axum: the Json/Multipart extractors apply DefaultBodyLimit, which is 2MB unless overridden.")
        .user("ahh. Let's raise it to 25MB on the /uploads route only, everything else keeps the 2MB default so nobody can POST a giant JSON at us.")
        .file("Edit", "src/routes/mod.rs")
        .bash("curl -s -o /dev/null -w '%{http_code}' -F file=@big.pdf localhost:3000/uploads", "201")
        .assistant("Added DefaultBodyLimit::max(25 * 1024 * 1024) as a layer on the uploads router only.")
        .stop(),
    planted: [{ kind: "decision", keys: ["25mb"] }],
  },
  {
    id: "b184-empty-status",
    build: (s) =>
      s
        .user("where did we leave off yesterday?")
        .bash("git log --oneline -5", "a81c2e0 orders: keyset pagination\n5b1d9f3 auth: AuthUser extractor\n0c77e12 chore: bump sqlx to 0.8.2")
        .assistant("Last commits were keyset pagination for orders, the AuthUser extractor, and the sqlx 0.8.2 bump. The working tree is clean.")
        .user("ok cool. is the branch pushed?")
        .bash("git status -sb", "## main...origin/main")
        .assistant("Yes, main is in sync with origin/main.")
        .stop(),
    planted: [],
  },
  {
    id: "b184-conventional-commits",
    build: (s) =>
      s
        .user("commit this please")
        .bash("git diff --stat", " src/routes/orders.rs | 24 ++++++++++++++++--------\n 1 file changed, 16 insertions(+), 8 deletions(-)")
        .assistant('Committing as "Update orders route".')
        .user(
          "Wait, one sec: commit messages here follow conventional commits with the crate as scope, like `fix(orders): ...` or `feat(billing): ...`. release-please reads them to build the changelog, so a plain message just vanishes from the release notes.",
        )
        .bash(
          "git commit -am 'fix(orders): return 404 for orders of other customers'",
          "[main 3e4a5b6] fix(orders): return 404 for orders of other customers\n 1 file changed, 16 insertions(+), 8 deletions(-)",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "fact", keys: ["release-please"] },
    ],
  },
  {
    id: "b184-pool-size",
    build: (s) =>
      s
        .user("We're seeing 'pool timed out while waiting for an open connection' under load. Should I just bump max_connections to 100?")
        .bash("psql $DATABASE_URL -c 'show max_connections'", " max_connections\n-----------------\n 100\n(1 row)")
        .assistant(
          "Postgres itself only allows 100 connections and there are 6 api pods, so 100 per pod would exceed it. The current 10 per pod is fine; the timeouts come from a transaction held open across an HTTP call to Stripe in checkout.",
        )
        .file("Read", "src/services/checkout.rs")
        .user("Oh no, that one. OK so we don't bump the pool. Can you move the stripe call out of the transaction?")
        .file("Edit", "src/services/checkout.rs")
        .bash("cargo nextest run -p api checkout", "     Summary [   4.221s] 17 tests run: 17 passed, 0 skipped")
        .user(
          "nice. And honestly that's a rule worth writing down: never hold a db transaction open across a network call (stripe, email, whatever). Do the call first or after the commit.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["6 api pods"] },
      { kind: "fact", keys: ["100 connections"] },
      { kind: "fact", keys: ["transaction", "checkout"] },
      { kind: "instruction", keys: ["transaction", "network call"] },
    ],
  },
  {
    id: "b184-empty-hypothesis",
    build: (s) =>
      s
        .user("the websocket connections drop every ~60s in staging. any idea?")
        .assistant(
          "Possibly the load balancer's idle timeout: if it's 60s and we don't send pings, it closes idle connections. Could also be the pod's readiness probe restarting things.",
        )
        .bash("kubectl get events -n staging --field-selector reason=Unhealthy | tail -2", "No resources found in staging namespace.")
        .assistant("No probe failures, so the idle timeout theory looks more likely, but I can't see the LB config from here.")
        .user("hmm, maybe. or maybe it's the client. I'll check with the frontend people before we change anything")
        .stop(),
    planted: [],
  },
  {
    id: "b184-empty-config-quote",
    build: (s) =>
      s
        .user("what does our deny.toml actually say? cargo deny failed on my branch")
        .bash(
          "cat deny.toml",
          '[bans]\nmultiple-versions = "warn"\n# TODO: always deny openssl once reqwest is on rustls everywhere\ndeny = [{ name = "openssl-sys" }]\n\n[licenses]\n# never allow GPL in the binary\nallow = ["MIT", "Apache-2.0", "BSD-3-Clause", "ISC", "Unicode-3.0"]',
        )
        .assistant("It bans openssl-sys and only allows permissive licenses. Your branch pulls openssl-sys through `native-tls` in the new smtp dependency.")
        .user("ah, lettre with default features. can you switch it to the rustls feature?")
        .file("Edit", "Cargo.toml")
        .bash("cargo deny check", "advisories ok, bans ok, licenses ok, sources ok")
        .assistant("lettre now uses rustls-tls; cargo deny passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b184-empty-refactor",
    build: (s) =>
      s
        .user("this match in handle_webhook is 80 lines long, could you split it up into one fn per event type?")
        .file("Read", "crates/webhooks/src/handler.rs")
        .assistant("Sure. I'll pull each arm into its own async fn (on_invoice_paid, on_charge_refunded, ...) and keep the match as a dispatcher.")
        .file("Edit", "crates/webhooks/src/handler.rs")
        .bash("cargo nextest run -p webhooks", "     Summary [   1.942s] 23 tests run: 23 passed, 0 skipped")
        .assistant("Split into 7 functions, tests still pass.")
        .user("lovely, reads so much better")
        .stop(),
    planted: [],
  },
  {
    id: "b184-empty-withdrawn",
    build: (s) =>
      s
        .user("I'm thinking we should switch from sqlx to sea-orm, the raw SQL is getting repetitive. Thoughts?")
        .assistant(
          "sea-orm would cut boilerplate for CRUD, but we'd lose compile-time checked queries, and the partitioned orders table and keyset queries are easier in raw SQL. A middle ground is small helper functions for the repeated bits.",
        )
        .user(
          "yeah... you're right, forget I said it, the compile-time checks are the whole reason we picked sqlx. I was just grumpy about writing the same insert 5 times",
        )
        .assistant("Understandable! Want me to look at the repeated inserts?")
        .user("not today, I'm heading out. thanks for talking me down lol")
        .stop(),
    planted: [],
  },
  {
    id: "b184-empty-flaky",
    build: (s) =>
      s
        .user("test_concurrent_checkout failed in CI but passes locally. can you rerun it a few times?")
        .bash(
          "cargo nextest run -p api test_concurrent_checkout --retries 0 -j1 --stress-count 20",
          "     Summary [  31.402s] 20 tests run: 20 passed, 0 skipped",
        )
        .assistant("20 runs, all passed locally. It could be timing-dependent on the slower CI runner, maybe the 500ms timeout in the test is too tight there.")
        .user("could be. or the CI postgres is just slow to start. let's wait and see if it happens again before touching it")
        .assistant("Sounds good, I'll leave it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b184-fly-deploy",
    build: (s) =>
      s
        .user("how do we deploy the admin dashboard again? it's been months")
        .bash("cat fly.toml | head -5", 'app = "acme-admin"\nprimary_region = "fra"\n\n[deploy]\n  release_command = "/app/migrate"')
        .assistant("The admin dashboard is on Fly.io (app acme-admin, region fra), and the release_command runs migrations before the new machines start.")
        .user(
          "Right, admin is on fly and the main api is on our k8s cluster, for historical reasons. Note that fly's release_command runs the migrations, so never run sqlx migrate by hand against the admin db, you'll race it. Ok deploy please",
        )
        .bash("fly deploy --remote-only", "==> Release command completed successfully\n--> v142 deployed successfully")
        .stop("Admin deployed as v142."),
    planted: [
      { kind: "fact", keys: ["fly", "admin"] },
      { kind: "instruction", keys: ["admin db"] },
    ],
  },
  {
    id: "b184-axum-upgrade",
    build: (s) =>
      s
        .user("dependabot opened a PR for axum 0.8. Does it just work?")
        .bash("gh pr checkout 431 && cargo check 2>&1 | grep -c '^error'", "37")
        .assistant(
          "37 errors: route paths need `{id}` instead of `:id`, and our custom extractors still use #[async_trait]. Mechanical, but it touches every router file.",
        )
        .user(
          "ok let's not do it in a rush. Close the dependabot PR and let's plan the axum 0.8 upgrade for next sprint, together with tower-http 0.6 since they go together. I'll put it on the board.",
        )
        .bash("gh pr close 431 -c 'Doing this by hand next sprint together with tower-http 0.6'", "✓ Closed pull request #431")
        .stop(),
    planted: [{ kind: "task", keys: ["axum 0.8"] }],
  },
  {
    id: "b184-query-as-macro",
    build: (s) =>
      s
        .user('why is there a `sqlx::query_as::<_, Order>("select ...")` in the reports module? I thought we didn\'t do that')
        .file("Read", "src/reports/monthly.rs")
        .assistant("It's the unchecked runtime variant; someone probably used it because the query is built dynamically with an optional filter.")
        .user(
          "Yeah we don't do that. Please stick to the checked macros (query!, query_as!) for everything - if a filter is optional, write `WHERE ($1::uuid IS NULL OR customer_id = $1)`. The runtime versions only blow up in prod, the macros blow up at compile time.",
        )
        .file("Edit", "src/reports/monthly.rs")
        .bash(
          "cargo sqlx prepare --workspace && cargo check",
          "query data written to .sqlx in the workspace root\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.11s",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["query_as!"] }],
  },
  {
    id: "b184-staging-replica",
    build: (s) =>
      s
        .user("A customer created an order in staging and it wasn't in the list right after. Cache?")
        .bash("rg -n 'READ_DATABASE_URL' src", 'src/state.rs:31:    let read_pool = PgPool::connect(&env::var("READ_DATABASE_URL")?).await?;')
        .assistant("List endpoints read from READ_DATABASE_URL, a replica. If it lags, a freshly created order is missing for a moment.")
        .bash("psql $READ_DATABASE_URL -c 'select now() - pg_last_xact_replay_timestamp() as lag'", "       lag\n-----------------\n 00:00:04.211\n(1 row)")
        .user(
          "4 seconds, yeah that's it. The staging replica is on a tiny instance and usually lags 3-5 seconds, prod is under 100ms. So: after a write, read from the primary pool in the same request. Can you fix create_order to return the row from the insert instead of re-reading?",
        )
        .file("Edit", "src/services/orders.rs")
        .bash("cargo nextest run -p api orders", "     Summary [   2.990s] 21 tests run: 21 passed, 0 skipped")
        .stop("create_order now uses INSERT ... RETURNING."),
    planted: [
      { kind: "fact", keys: ["replica", "lag"] },
      { kind: "instruction", keys: ["primary pool"] },
    ],
  },
  {
    id: "b184-rate-limit-crate",
    build: (s) =>
      s
        .user("We need per-IP rate limiting on /login. What are the options?")
        .assistant(
          "tower_governor gives a ready-made layer keyed by peer IP (or a custom key extractor), backed by an in-memory GCRA. The alternative is a redis-backed counter, which works across pods but costs a round trip per request.",
        )
        .user(
          "Let's use tower_governor, in memory is fine - 6 pods means someone gets 6x the limit at worst, I can live with that for a login form. Set it to 5 per minute per IP. And heads up, behind the ingress the peer IP is the ingress pod, so key on X-Forwarded-For (SmartIpKeyExtractor).",
        )
        .bash("cargo add tower_governor", "      Adding tower_governor v0.4.3 to dependencies")
        .file("Edit", "src/routes/auth.rs")
        .bash("cargo nextest run -p api login_rate_limit", "     Summary [   1.203s] 2 tests run: 2 passed, 0 skipped")
        .assistant("tower_governor on /login: 5 requests per minute per client IP, using SmartIpKeyExtractor.")
        .user("great. todo for later: the same limiter on /password-reset, it's just as abusable")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tower_governor"] },
      { kind: "fact", keys: ["x-forwarded-for"] },
      { kind: "task", keys: ["password-reset"] },
    ],
  },
  {
    id: "b184-email-queue",
    build: (s) =>
      s
        .user("Signup is slow because we send the welcome email inline. Should we use a job queue?")
        .assistant(
          "A few options: (a) tokio::spawn the send and forget about it, (b) a jobs table in postgres polled with SELECT ... FOR UPDATE SKIP LOCKED, (c) a real broker like NATS. (a) loses emails on restart; (c) is a new service to run.",
        )
        .user("b sounds right for our size, but let me sleep on it")
        .assistant("Sure. Meanwhile I can at least measure how long the send takes.")
        .bash("cargo run --example smtp_timing", "smtp send: 1.42s (p50 over 10 runs)")
        .user(
          "ok I slept on it (well, had lunch). Going with the postgres jobs table + SKIP LOCKED, no new infra. Start with a `jobs` table and a worker task in the same binary. We'll need retries with backoff too but that can come in a second PR.",
        )
        .file("Write", "migrations/20261203110000_create_jobs.sql")
        .file("Write", "src/jobs/worker.rs")
        .bash("cargo nextest run -p api jobs", "     Summary [   3.870s] 6 tests run: 6 passed, 0 skipped")
        .stop("jobs table and worker added; welcome email is enqueued."),
    planted: [
      { kind: "decision", keys: ["skip locked"] },
      { kind: "task", keys: ["retries", "backoff"] },
    ],
  },
  {
    id: "b184-legacy-v1",
    build: (s) =>
      s
        .user("how many clients still hit /v1?")
        .bash("kubectl logs deploy/api -n prod --since=24h | grep -c 'path=/v1/'", "1842")
        .assistant("1842 requests to /v1 in the last 24h. Most have the user agent of the old iOS app (build 3.x).")
        .user(
          "Thought so. Mobile said 3.x is force-upgraded on January 15th, so after that we can rip out the /v1 routes and the v1 serializers. Can you put a TODO with the date on the v1 router so we don't forget?",
        )
        .file("Edit", "src/routes/v1/mod.rs")
        .assistant("Added `// TODO(2027-01-15): remove /v1 after the iOS 3.x force upgrade` on the v1 router.")
        .stop(),
    planted: [
      { kind: "task", keys: ["/v1", "january"] },
      { kind: "fact", keys: ["3.x", "january"] },
    ],
  },
  {
    id: "b184-healthcheck",
    build: (s) =>
      s
        .user("k8s keeps killing pods during deploys, the readiness probe times out")
        .file("Read", "src/routes/health.rs")
        .assistant(
          "/health runs `SELECT 1` on both pools and pings redis. During a deploy the pool is still warming up, so it can take >1s, and the probe timeout is 1s.",
        )
        .assistant(
          "I'd split it: /livez returns 200 immediately, /readyz checks the db. Liveness shouldn't depend on dependencies, or a db blip restarts every pod.",
        )
        .user("yes, do the livez/readyz split, that's the standard pattern and I don't know why we didn't do it from the start.")
        .file("Edit", "src/routes/health.rs")
        .file("Edit", "deploy/k8s/api.yaml")
        .bash("kubectl apply -f deploy/k8s/api.yaml -n staging && kubectl rollout status deploy/api -n staging", 'deployment "api" successfully rolled out')
        .user("rolled out fine. Later we should add the readyz check to the fly app too, it still uses the old /health.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["readyz"] },
      { kind: "task", keys: ["fly", "readyz"] },
    ],
  },
  {
    id: "b184-onboarding-list",
    build: (s) =>
      s
        .user(
          "Hi! We have a new contractor (Marek) starting monday and he'll be using you too, so let me dump the house rules here while I think of them:\n\n1. `cargo fmt` and `cargo clippy --all-targets -- -D warnings` before every push, CI rejects warnings anyway so it saves a round trip\n2. feature branches are named `<ticket>-short-desc`, e.g. `API-412-keyset-events`, because the jira integration links them by prefix\n3. dont add dependencies without asking me first - compile times are already 2 min and every crate is a supply chain risk\n\nthat's it for now. Can you put these in CONTRIBUTING.md?",
        )
        .file("Read", "CONTRIBUTING.md")
        .file("Edit", "CONTRIBUTING.md")
        .bash("git diff --stat", " CONTRIBUTING.md | 14 ++++++++++++++\n 1 file changed, 14 insertions(+)")
        .assistant("Added a 'House rules' section to CONTRIBUTING.md with the three points.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["clippy", "push"] },
      { kind: "instruction", keys: ["branch", "ticket"] },
      { kind: "instruction", keys: ["dependencies", "asking"] },
    ],
  },
  {
    id: "b184-serde-camel",
    build: (s) =>
      s
        .user("the mobile team is complaining that some responses are snake_case and some camelCase. which is it supposed to be?")
        .bash("rg -c 'rename_all = \"camelCase\"' src/dto", "src/dto/orders.rs:4\nsrc/dto/users.rs:3")
        .assistant("Orders and users DTOs use camelCase via serde; invoices, events and webhooks don't set rename_all, so they come out snake_case.")
        .user(
          "Let's settle it: JSON on the public API is camelCase, full stop, since both the web and mobile clients are TS/Swift and that's their convention. Add #[serde(rename_all = \"camelCase\")] to the remaining DTOs. Webhooks payloads stay as they are though, external partners already parse them.",
        )
        .file("Edit", "src/dto/invoices.rs")
        .file("Edit", "src/dto/events.rs")
        .bash("cargo nextest run -p api dto", "     Summary [   0.912s] 31 tests run: 31 passed, 0 skipped")
        .stop(),
    planted: [
      { kind: "decision", keys: ["camelcase"] },
      { kind: "instruction", keys: ["webhook"] },
    ],
  },
  {
    id: "b184-empty-benchmark",
    build: (s) =>
      s
        .user("just out of curiosity, how fast is the orders list endpoint locally with 10k orders?")
        .bash(
          "oha -n 2000 -c 50 'http://localhost:3000/orders?limit=50'",
          "Summary:\n  Success rate: 100.00%\n  Requests/sec: 4120.7\n  Slowest: 0.0412 secs\n  Average: 0.0121 secs",
        )
        .assistant("About 4100 req/s with 50 concurrent clients, average 12ms and slowest 41ms.")
        .user("not bad! is that debug or release?")
        .assistant("Release build. Debug was around 900 req/s when I tried it earlier.")
        .user("ha, fine. just wanted a number for my slides")
        .stop(),
    planted: [],
  },
  {
    id: "b184-graceful-shutdown",
    build: (s) =>
      s
        .user("we lose in-flight requests on every deploy, users see 502s for a second or two. can you look?")
        .file("Read", "src/main.rs")
        .assistant(
          "axum::serve is called without with_graceful_shutdown, so SIGTERM kills the process immediately. I can add a shutdown signal that waits for in-flight requests, plus a preStop sleep of 5s so the ingress stops routing to the pod first.",
        )
        .user("Yep, both please. k8s gives us terminationGracePeriodSeconds of 30 so there's room.")
        .file("Edit", "src/main.rs")
        .file("Edit", "deploy/k8s/api.yaml")
        .bash("kubectl rollout restart deploy/api -n staging && hey -z 60s http://staging-api/livez | grep -E '\\[[0-9]{3}\\]'", "  [200]\t28811 responses")
        .assistant("No 502s during a rollout restart under load, 28811 responses all 200.")
        .user(
          "Lovely. Oh and the job worker should also drain on shutdown - finish the current job and stop polling. that's a separate change, can you note it in the worker file?",
        )
        .file("Edit", "src/jobs/worker.rs")
        .stop(),
    planted: [
      { kind: "decision", keys: ["graceful", "prestop"] },
      { kind: "task", keys: ["drain"] },
    ],
  },
  {
    id: "b184-empty-docs-typo",
    build: (s) =>
      s
        .user("there's a typo in the openapi description of POST /invoices, 'recieve'. fix pls")
        .bash("rg -n 'recieve' src", "src/routes/invoices.rs:22:    /// Create an invoice. The customer will recieve an email.")
        .file("Edit", "src/routes/invoices.rs")
        .assistant("Fixed 'recieve' -> 'receive' in the doc comment; utoipa picks it up on the next build.")
        .user("thanks. oh and is the swagger ui still at /docs?")
        .assistant("Yes, SwaggerUi is mounted at /docs and the raw spec at /api-docs/openapi.json.")
        .stop(),
    planted: [],
  },
  {
    id: "b184-tenant-scoping",
    build: (s) =>
      s
        .user(
          "Found a nasty one in review: GET /invoices/{id} doesn't check the invoice belongs to the caller's org. Anyone could read anyone's invoice by guessing ids. uuid v7 makes the guessing harder but still.",
        )
        .file("Read", "src/db/invoices.rs")
        .assistant("Confirmed, get_invoice filters only on id. I'll add `AND org_id = $2` and pass the org from AuthUser.")
        .file("Edit", "src/db/invoices.rs")
        .bash("cargo nextest run -p api invoices", "     Summary [   2.014s] 19 tests run: 19 passed, 0 skipped")
        .user(
          "Thanks. Going forward every query on a tenant table takes org_id as a parameter, no exceptions - even internal admin queries, they pass the org explicitly. I'd rather be annoyed by an extra parameter than explain a data leak. Also we need an audit of all the other db modules for the same bug, can you make a checklist issue for that? I'll go through it with Marek next week.",
        )
        .bash(
          "gh issue create -t 'Audit org_id scoping in src/db/*' -b '- [ ] orders\\n- [ ] events\\n- [ ] users\\n- [ ] webhooks'",
          "https://github.com/acme/api/issues/502",
        )
        .stop("Issue #502 created."),
    planted: [
      { kind: "instruction", keys: ["org_id"] },
      { kind: "task", keys: ["audit"] },
    ],
  },
  {
    id: "b184-redis-client",
    build: (s) =>
      s
        .user("the redis crate's connection manager keeps reconnecting in a loop when redis restarts. Should we move to fred?")
        .assistant(
          "fred has built-in reconnect policies, pipelining and a pool, and handles redis restarts cleanly. redis-rs 0.27's ConnectionManager also got better reconnect handling, so upgrading might be enough. I'd try the upgrade first since it's a smaller change.",
        )
        .bash(
          "cargo update -p redis --precise 0.27.5 && cargo nextest run -p ratelimit",
          "    Updating redis v0.25.4 -> v0.27.5\n     Summary [   1.330s] 12 tests run: 12 passed, 0 skipped",
        )
        .bash("docker restart app-redis && sleep 5 && curl -s localhost:3000/livez", "ok")
        .assistant("With redis 0.27.5 the manager reconnected once after the restart and the rate limiter recovered in under a second.")
        .user("ok then we stay on redis-rs, just upgraded. No fred. Less churn.")
        .stop(),
    planted: [{ kind: "decision", keys: ["redis-rs"] }],
  },
  {
    id: "b184-empty-explain",
    build: (s) =>
      s
        .user("can you explain what `Arc<dyn Fn(...) + Send + Sync>` in AppState is for? I didn't write that part")
        .file("Read", "src/state.rs")
        .assistant(
          "It's the clock: `now: Arc<dyn Fn() -> OffsetDateTime + Send + Sync>`. Production passes OffsetDateTime::now_utc and tests pass a fixed time, so expiry logic is testable. Send + Sync is needed because AppState is shared across tokio tasks.",
        )
        .user("oh neat, that's clever. is it used anywhere besides sessions?")
        .bash("rg -n 'state.now' src", "src/services/sessions.rs:44\nsrc/services/invoices.rs:88")
        .assistant("Two places: session expiry and invoice due dates.")
        .stop(),
    planted: [],
  },
  {
    id: "b184-sqlx-pin",
    build: (s) =>
      s
        .user("cargo outdated says sqlx 0.8.3 is out, we're on 0.8.2. bump?")
        .bash(
          "cargo update -p sqlx && cargo check 2>&1 | tail -3",
          "error[E0277]: the trait bound `PgRange<OffsetDateTime>: Decode<'_, Postgres>` is not satisfied\n   --> src/db/bookings.rs:57:5",
          101,
        )
        .assistant("0.8.3 breaks the PgRange<OffsetDateTime> decode we use in bookings. There's an open sqlx issue for it.")
        .bash("git checkout Cargo.lock", "Updated 1 path from the index")
        .user(
          "Meh. Ok we stay pinned at sqlx =0.8.2 for now, put the `=` in Cargo.toml so dependabot stops trying. And please remind me in January to check whether the PgRange fix landed upstream.",
        )
        .file("Edit", "Cargo.toml")
        .stop(),
    planted: [
      { kind: "decision", keys: ["0.8.2"] },
      { kind: "task", keys: ["pgrange"] },
    ],
  },
  {
    id: "b184-test-db-fixtures",
    build: (s) =>
      s
        .user("how do the integration tests get their data? I see #[sqlx::test] everywhere")
        .file("Read", "tests/orders.rs")
        .assistant(
          "#[sqlx::test] creates a fresh database per test, runs the migrations and then the fixtures listed in `fixtures(...)` from tests/fixtures/*.sql.",
        )
        .user(
          "right, I remember now. When you write new tests, please use #[sqlx::test] with sql fixtures rather than inserting rows through the service layer in the test body - the tests get unreadable otherwise, and the fixtures double as documentation of what the data looks like. Now add a test for refunding a partially paid invoice please",
        )
        .file("Write", "tests/fixtures/partially_paid_invoice.sql")
        .file("Edit", "tests/invoices.rs")
        .bash("cargo nextest run -p api refund_partial", "     Summary [   0.811s] 1 test run: 1 passed, 0 skipped")
        .stop("Added refund_partial test with a partially_paid_invoice fixture."),
    planted: [{ kind: "instruction", keys: ["fixtures"] }],
  },
  {
    id: "b184-webhook-secret",
    build: (s) =>
      s
        .user("stripe webhooks failing signature checks since this morning, 400s everywhere")
        .bash(
          "kubectl logs deploy/api -n prod --since=2h | grep webhook | tail -2",
          "WARN webhooks::verify: signature mismatch for evt_1QK... (tolerance 300s)\nWARN webhooks::verify: signature mismatch for evt_1QK...",
        )
        .assistant("Every event fails, not just old ones, so it's not clock skew. Could the signing secret have been rotated on the Stripe side?")
        .user("hm I did roll the secret in the dashboard yesterday... so that's probably it, let me check")
        .bash("kubectl get secret stripe -n prod -o jsonpath='{.metadata.annotations.updated}'", "2026-08-02")
        .user(
          "Yep, that's it, the k8s secret is from August. I'll update it. For the record, the stripe webhook secret lives in the `stripe` k8s secret in the prod namespace, it's not in vault like the others.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["stripe", "k8s secret"] }],
  },
  {
    id: "b184-empty-lunch",
    build: (s) =>
      s
        .user("ok I'm going for lunch, can you run the full test suite meanwhile?")
        .bash("cargo nextest run --workspace", "     Summary [  38.201s] 611 tests run: 611 passed, 2 skipped")
        .assistant("All 611 tests passed across the workspace (2 skipped, the ones marked #[ignore] for the slow export).")
        .user("back! great, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b184-otel-export",
    build: (s) =>
      s
        .user("I'd like traces in Grafana Tempo. How hard is it to hook tracing up to OpenTelemetry?")
        .assistant(
          "Not hard: tracing-opentelemetry as a layer next to the fmt layer, with an OTLP exporter pointed at the collector. The annoying part is keeping the opentelemetry crate versions in lockstep, they release together and mismatches give baffling trait errors.",
        )
        .bash("kubectl get svc -n observability | grep otel", "otel-collector   ClusterIP   10.43.12.9   <none>   4317/TCP,4318/TCP   212d")
        .assistant("There's already an otel-collector service in the observability namespace on 4317 (gRPC) and 4318 (HTTP).")
        .user(
          "oh nice, didn't know platform had one running. Let's export over OTLP/HTTP on 4318 rather than gRPC - tonic pulls in a whole second http stack and our compile times don't need that. Can you do a first version with just the api crate? Sampling we'll figure out later, for now trace everything in staging and I'll write a ticket to add a ratio sampler before this goes to prod.",
        )
        .file("Edit", "src/telemetry.rs")
        .file("Edit", "Cargo.toml")
        .bash("cargo check && OTEL_EXPORTER_OTLP_ENDPOINT=http://localhost:4318 cargo run & sleep 20; curl -s localhost:3000/livez", "ok")
        .stop("OTLP/HTTP exporter wired up in the api crate."),
    planted: [
      { kind: "fact", keys: ["otel-collector"] },
      { kind: "decision", keys: ["4318"] },
      { kind: "task", keys: ["sampler"] },
    ],
  },
  {
    id: "b184-empty-proposal-declined",
    build: (s) =>
      s
        .user("the handlers module is getting big. should we split the api into multiple crates?")
        .assistant(
          "We could: api-core (services, db), api-http (routes, extractors), api-bin. Incremental builds would only recompile the crate you touch, which could save ~30s per edit. The cost is more Cargo.toml plumbing and pub(crate) becoming pub.",
        )
        .bash("cargo build --timings 2>&1 | tail -1", "      Timing report saved to target/cargo-timings/cargo-timing-20261208T101522Z.html")
        .assistant("The timings report says the app crate itself takes 41s of the 52s incremental build, so a split would help.")
        .user("hmm, tempting but no, not now. too much churn with the axum upgrade coming. maybe we revisit it some day")
        .stop(),
    planted: [],
  },
];

export const BLIND184 = plantedSet(BLIND184_SESSIONS, Date.UTC(2026, 10, 12, 9));
