/**
 * Blind planted set 112 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Haskell developer at a fintech ledger team (Servant, Persistent, hedgehog properties,
 * Nix builds, sqitch, postgres), terse and exact, fond of type-level arguments; Claude Code voice
 * for the agent, with plausible cabal/nix/psql/kubectl output.
 * Each session is one segment; the items planted in it are listed with it: 67 items (16 decisions, 19 instructions,
 * 16 facts, 16 tasks) in 49 sessions, 12 of which plant nothing (60 user/assistant messages between them). Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted config/logs/tool output with "always"/"never"/"TODO", chit-chat, and requests
 * done in the same session. Superseded decisions: only the later one is planted.
 *
 * Matching rule (fixed before the extractor was run on this set; the one in planted-blind.ts):
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

export const BLIND112_SESSIONS: BlindSession[] = [
  {
    id: "b112-money-phantom",
    build: (s) =>
      s
        .user("Ledger.Money is a bare Scientific right now and I keep finding GBP added to EUR in review. Options?")
        .file("Read", "src/Moneta/Ledger/Money.hs")
        .assistant(
          "Two realistic options: a phantom currency index, `newtype Money (c :: Currency) = Money Integer`, so `GBP + EUR` is a type error; or a runtime `Money { currency :: Currency, amount :: Integer }` with a checked `add` returning Either. The phantom version pushes the mismatch to compile time but needs an existential `SomeMoney` at the JSON and DB boundary.",
        )
        .user("Phantom. The whole point is that it doesn't typecheck. SomeMoney at the edges is fine, that's where we parse anyway.")
        .bash(
          "rg -c 'Money' src/Moneta | sort -t: -k2 -nr | head -5",
          "src/Moneta/Ledger/Posting.hs:41\nsrc/Moneta/Fees/Schedule.hs:27\nsrc/Moneta/Api/Partner.hs:19\nsrc/Moneta/Ledger/Money.hs:14\nsrc/Moneta/Fx/Convert.hs:11",
        )
        .assistant("Posting.hs has the most call sites. Should I start there or with Fees?")
        .user(
          "Posting. also fyi amounts are stored as bigint minor units in postgres, pence/cents, never a numeric column. so the Integer inside is minor units too",
        )
        .file("Edit", "src/Moneta/Ledger/Money.hs")
        .stop("Money is now indexed by a promoted Currency; Posting.hs compiles against it, Fees next."),
    planted: [
      { kind: "decision", keys: ["phantom"] },
      { kind: "fact", keys: ["bigint", "minor units"] },
    ],
  },
  {
    id: "b112-nix-build-ci",
    build: (s) =>
      s
        .user("CI broke on the ledger-api job, can you look")
        .bash(
          "gh run view 88412 --log-failed | tail -8",
          "ledger-api> Warning: never run cabal update inside the sandbox\nledger-api> cabal: Could not resolve dependencies:\nledger-api> [__0] rejecting: persistent-2.14.6.0 (constraint from project config)\nError: Process completed with exit code 1.",
          1,
        )
        .assistant(
          "The job calls `cabal build` directly and resolves against Hackage instead of the pinned set, so it picks up a persistent version the freeze file rejects.",
        )
        .user(
          "yeah someone added that step by hand. Rule for CI and locally: build with `nix build .#ledger-api`, not cabal on the host. cabal inside `nix develop` for the repl is fine. And the binary cache is the `moneta` cachix, if a build takes more than a few minutes you're missing the substituter",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .bash(
          "nix build .#ledger-api -L 2>&1 | tail -2",
          "copying path '/nix/store/9x0k...-ledger-api-0.41.0' from 'https://moneta.cachix.org'...\n/nix/store/9x0k...-ledger-api-0.41.0",
        )
        .stop("Replaced the cabal step with `nix build .#ledger-api`; it pulled from the cache in under a minute."),
    planted: [
      { kind: "instruction", keys: ["nix build"] },
      { kind: "fact", keys: ["cachix"] },
    ],
  },
  {
    id: "b112-authprotect",
    build: (s) =>
      s
        .user("servant-auth-server pulls in jose and half of crypton for one HMAC check on partner requests. Can we do without it?")
        .assistant(
          'Yes. Servant\'s generalized auth handles it: `type PartnerAuth = AuthProtect "partner-hmac"`, a `type instance AuthServerData (AuthProtect "partner-hmac") = PartnerId`, and a handler that verifies the `X-Moneta-Signature` header. Roughly 60 lines, and the dependency goes away.',
        )
        .user("do it. AuthProtect it is, drop servant-auth-server from the cabal file")
        .file("Write", "src/Moneta/Api/Auth/PartnerHmac.hs")
        .file("Edit", "ledger-api.cabal")
        .bash(
          "cabal test partner-auth-spec 2>&1 | tail -3",
          "PartnerHmac\n  rejects a tampered body [✔]\n  accepts a valid signature [✔]\nFinished in 0.0213 seconds\n2 examples, 0 failures",
        )
        .assistant("Done, specs pass. The shared secret is still the one from 2023 in vault.")
        .user("yeah, follow-up for next week: rotate the partner HMAC secret in vault and tell the partners. not today")
        .stop("Noted; nothing rotated in this session."),
    planted: [
      { kind: "decision", keys: ["authprotect"] },
      { kind: "task", keys: ["rotate", "hmac"] },
    ],
  },
  {
    id: "b112-sqitch-migrations",
    build: (s) =>
      s
        .user("need a column fee_schedule_id on ledger_entries")
        .file("Read", "src/Moneta/Db/Schema.hs")
        .assistant("I can add it to the persistent model and let `runMigration migrateAll` create it on startup.")
        .user(
          "no. persistent's automatic migration never runs against a real database here. schema changes go through sqitch: add a change under db/sqitch/deploy with a revert and a verify script, then mirror the field in the model. that's how every schema change is done",
        )
        .bash(
          "sqitch add add-fee-schedule-id -n 'fee schedule on entries'",
          'Created deploy/add-fee-schedule-id.sql\nCreated revert/add-fee-schedule-id.sql\nCreated verify/add-fee-schedule-id.sql\nAdded "add-fee-schedule-id" to sqitch.plan',
        )
        .file("Edit", "db/sqitch/deploy/add-fee-schedule-id.sql")
        .assistant("Should the column be added to every partition or only the parent?")
        .user("parent only, postgres propagates it. ledger_entries is range-partitioned by month on posted_at, fwiw")
        .file("Edit", "src/Moneta/Db/Schema.hs")
        .stop("Change added with deploy/revert/verify and the model field mirrored."),
    planted: [
      { kind: "instruction", keys: ["sqitch"] },
      { kind: "fact", keys: ["partitioned", "posted_at"] },
    ],
  },
  {
    id: "b112-ghc-pin",
    build: (s) =>
      s
        .user("why is the flake still on ghc96? I wanted TypeAbstractions")
        .bash("nix eval .#ledger-api.passthru.compiler.version", '"9.6.6"')
        .assistant("The flake pins `haskell.packages.ghc966`. Do you want me to try 9.8 and see what breaks?")
        .bash(
          "nix build .#ledger-api --override-input nixpkgs-ghc github:nixos/nixpkgs/ghc98 2>&1 | grep -m2 error",
          "src/Moneta/Db/Schema.hs:12:1: error:\n    persistent-template: Template Haskell splice failed: unsupported GHC",
        )
        .user(
          "right, that's the reason. we're stuck on 9.6.6 until persistent-template's TH works on 9.8 — that's been the blocker all year. Put it on the list: move to GHC 9.8 in Q1 once that lands. Nothing to do for now, revert the override",
        )
        .stop("Nothing changed; the flake stays on 9.6.6."),
    planted: [
      { kind: "fact", keys: ["9.6.6", "persistent-template"] },
      { kind: "task", keys: ["9.8", "q1"] },
    ],
  },
  {
    id: "b112-fx-rounding",
    build: (s) =>
      s
        .user("convertFx rounds with `round` on a Rational. Reconciliation with the bank is off by a penny on ~0.3% of conversions")
        .file("Read", "src/Moneta/Fx/Convert.hs")
        .bash("cabal run recon-diff -- --date 2026-11-02 | tail -3", "mismatches: 214 / 70311\nmax delta: 1 minor unit\nall deltas on .5 boundaries")
        .assistant(
          "Every mismatch sits exactly on a .5 boundary. Haskell's `round` is already half-even, so we aren't truncating; the bank rounds half-up. I'd make the rounding mode explicit in the type: `data Rounding = HalfEven | HalfUp` and `convertFx :: Rounding -> ...`, with HalfUp for bank-facing conversions to match their statement.",
        )
        .user("ok, explicit Rounding param, HalfUp for everything bank-facing. go")
        .file("Edit", "src/Moneta/Fx/Convert.hs")
        .bash("cabal run recon-diff -- --date 2026-11-02 | tail -1", "mismatches: 0 / 70311")
        .stop("Zero mismatches for 2026-11-02 with HalfUp on bank-facing conversions."),
    planted: [{ kind: "decision", keys: ["halfup"] }],
  },
  {
    id: "b112-fourmolu",
    build: (s) =>
      s
        .user("fix the lint failure on my branch pls")
        .bash("nix run .#fmt-check", "src/Moneta/Fees/Schedule.hs: formatting differs\n1 file would be reformatted", 1)
        .assistant("One file needs formatting. I'll run the formatter.")
        .bash("nix run .#fmt", "Reformatted src/Moneta/Fees/Schedule.hs")
        .user(
          "thanks. For the future: formatting is fourmolu with the repo's fourmolu.yaml, leading commas, 2 spaces — not ormolu, not stylish-haskell, don't run anything else on the tree. And I like explicit import lists for anything outside base, no open imports of our own modules",
        )
        .stop("Formatted with the repo's formatter; the check passes."),
    planted: [
      { kind: "instruction", keys: ["fourmolu"] },
      { kind: "instruction", keys: ["import lists"] },
    ],
  },
  {
    id: "b112-openapi-partner",
    build: (s) =>
      s
        .user("where's the partner API defined? the type, not the handlers")
        .bash("rg -l 'type PartnerApi' src", "src/Moneta/Api/Partner.hs")
        .assistant('`src/Moneta/Api/Partner.hs`, `type PartnerApi = "v2" :> (...)`. Handlers are in `Partner/Handlers.hs`.')
        .user("ok. add a `GET /v2/balances/:account` endpoint returning SomeMoney")
        .file("Edit", "src/Moneta/Api/Partner.hs")
        .file("Edit", "src/Moneta/Api/Partner/Handlers.hs")
        .bash("cabal build ledger-api 2>&1 | tail -1", "Linking dist-newstyle/build/.../ledger-api ...")
        .assistant("Endpoint added and it builds.")
        .user(
          "nice. TODO at some point: derive the openapi spec from PartnerApi with servant-openapi3 so we stop hand-editing the yaml the partners get. not now",
        )
        .stop(),
    planted: [{ kind: "task", keys: ["servant-openapi3"] }],
  },
  {
    id: "b112-deriving-via",
    build: (s) =>
      s
        .user("the Aeson instances in Api/Types.hs are 400 lines of hand-written toJSON. let's kill them")
        .assistant(
          'Options: `deriveJSON` TH splices, or `deriving (ToJSON, FromJSON) via CustomJSON \'[FieldLabelModifier (StripPrefix "_", CamelToSnake)] T` from deriving-aeson. The second keeps the options on the type and avoids TH stage restrictions.',
        )
        .user("via deriving-aeson. I don't want more TH than persistent already forces on us")
        .file("Edit", "src/Moneta/Api/Types.hs")
        .bash("cabal test api-golden 2>&1 | tail -2", "All 38 tests passed (0.41s)")
        .stop("Api/Types.hs now derives JSON via deriving-aeson; goldens unchanged."),
    planted: [{ kind: "decision", keys: ["deriving-aeson"] }],
  },
  {
    id: "b112-pool-exhaustion",
    build: (s) =>
      s
        .user("prod alert: 'too many clients already' from ledger-api at 09:02. what happened")
        .bash("kubectl -n ledger get deploy ledger-api -o jsonpath='{.spec.replicas}'", "12")
        .bash("rg -n 'createPostgresqlPool' src", "src/Moneta/App/Env.hs:44:  pool <- createPostgresqlPool connStr 20")
        .assistant("12 replicas × 20 connections = 240. What is max_connections on the primary?")
        .user("200. rds param group.")
        .assistant(
          "Then the 09:02 scale-up from 9 to 12 replicas crossed 200: 9 × 20 = 180 fits, 12 × 20 = 240 doesn't. That's the root cause: the per-pod pool of 20 times the HPA max exceeds max_connections 200.",
        )
        .user("yep confirmed, HPA max is 12. cut the pool to 15 for now")
        .file("Edit", "src/Moneta/App/Env.hs")
        .stop("Pool size is now 15 per pod (180 at 12 replicas)."),
    planted: [{ kind: "fact", keys: ["max_connections", "200"] }],
  },
  {
    id: "b112-idempotency",
    build: (s) =>
      s
        .user("partners retry POST /v2/transfers on timeouts and we get double postings. we need idempotency keys")
        .assistant(
          "Where should keys live? Redis with a TTL is simplest; a postgres table `idempotency_keys (partner_id, key, response_hash, created_at)` written in the same transaction as the posting makes it exactly-once with respect to the ledger.",
        )
        .user("hmm. redis?")
        .assistant("With redis there's a window where the posting commits and the key write fails, so a retry double-posts again. The table avoids that.")
        .user("right, postgres table in the same transaction then. make it so")
        .bash("sqitch add idempotency-keys -n 'idempotency keys'", 'Created deploy/idempotency-keys.sql\nAdded "idempotency-keys" to sqitch.plan')
        .file("Edit", "src/Moneta/Api/Partner/Handlers.hs")
        .user("and remind me to write a cleanup job for keys older than 30 days, that's not for this PR")
        .stop("Keys are written in the posting transaction; cleanup left for later."),
    planted: [
      { kind: "decision", keys: ["postgres", "transaction"] },
      { kind: "task", keys: ["cleanup", "30 days"] },
    ],
  },
  {
    id: "b112-settlement-flake",
    build: (s) =>
      s
        .user("settlement-integration failed again on main, third time this week")
        .bash(
          "cabal test settlement-integration 2>&1 | grep -A3 FAIL",
          "FAIL settles same-day batch\n  expected cutoff window 2026-11-05T16:00Z\n  but batch.created_at = 2026-11-05T15:59:59.998Z",
        )
        .assistant("Maybe a clock skew between the test container and postgres?")
        .bash("rg -n 'now()' src/Moneta/Settlement/Batch.hs", '31:  created <- rawSql "select now()" []\n58:  liftIO getCurrentTime')
        .assistant(
          "Not skew. `now()` in postgres is the transaction start time, and the test opens its transaction before sleeping to the cutoff, while line 58 uses the wall clock. The two timestamps disagree by the length of the transaction. Switching line 31 to `clock_timestamp()` makes them consistent.",
        )
        .user("ugh, classic. yes that's it — confirmed, the batch created_at comes from transaction start. change it")
        .file("Edit", "src/Moneta/Settlement/Batch.hs")
        .bash("for i in $(seq 20); do cabal test settlement-integration -v0 || echo FAIL; done | grep -c FAIL", "0")
        .stop("20/20 green with clock_timestamp()."),
    planted: [{ kind: "fact", keys: ["now()", "transaction"] }],
  },
  {
    id: "b112-iso-owner",
    build: (s) =>
      s
        .user("the camt.053 parser chokes on a statement from the new bank, can you look at Iso20022/Camt053.hs")
        .file("Read", "src/Moneta/Iso20022/Camt053.hs")
        .bash("cabal run camt-parse -- fixtures/bank-7/stmt.xml", "camt-parse: unexpected element <Ntry><NtryDtls><Btch>, expected <TxDtls>", 1)
        .assistant("The parser assumes every `NtryDtls` holds `TxDtls`; this bank sends a `Btch` summary first. I could make `Btch` optional and skip it.")
        .user(
          "hold on before you change anything in there. Dmitri owns the ISO 20022 code, it's his team's, and the rule is any change to those modules gets his review. open a draft PR and ping him, don't merge anything in Iso20022/ yourself",
        )
        .file("Edit", "src/Moneta/Iso20022/Camt053.hs")
        .bash("gh pr create --draft --title 'camt053: accept Btch before TxDtls' --reviewer dmitri-k", "https://github.com/moneta/ledger/pull/2291")
        .stop("Draft PR #2291 opened with Dmitri as reviewer."),
    planted: [
      { kind: "fact", keys: ["dmitri", "iso 20022"] },
      { kind: "instruction", keys: ["review", "iso20022/"] },
    ],
  },
  {
    id: "b112-readert-app",
    build: (s) =>
      s
        .user("new joiner asked why we don't use polysemy or effectful. honestly I'm not sure myself anymore. what does App look like right now")
        .file("Read", "src/Moneta/App/Monad.hs")
        .assistant(
          "`newtype App a = App (ReaderT Env IO a)` deriving MonadIO, MonadReader Env, MonadUnliftIO. Capabilities are records of functions in Env (`envLedger :: LedgerOps`), and tests swap the record. No mtl-style classes.",
        )
        .user("would effectful buy us anything")
        .assistant(
          "Mostly better typed capability tracking; the cost is rewriting every handler signature and a new dependency with its own plugin for good error messages.",
        )
        .user("no. we stay on ReaderT Env IO with records of functions, write that in docs/architecture.md as the decision so it stops coming up")
        .file("Edit", "docs/architecture.md")
        .stop("docs/architecture.md now records ReaderT Env IO with capability records."),
    planted: [{ kind: "decision", keys: ["readert"] }],
  },
  {
    id: "b112-no-partial",
    build: (s) =>
      s
        .user("500 in prod from /v2/transfers, log says Prelude.head: empty list")
        .bash("rg -n '\\bhead\\b' src/Moneta/Api", "src/Moneta/Api/Partner/Handlers.hs:118:  let firstLeg = head (transferLegs t)")
        .assistant("A transfer with no legs reaches the handler; `head` blows up. I'll pattern-match and return a 422.")
        .file("Edit", "src/Moneta/Api/Partner/Handlers.hs")
        .user(
          "thanks. standing rule for handler code from now on: no partial functions — no head, fromJust, error, read. failures go through throwError with an ApiError constructor so the partner gets a code. I'll turn on the hlint rule too",
        )
        .bash("cabal test handlers-spec -v0 && echo ok", "ok")
        .stop("Empty-legs transfers now get a 422 ApiError.EmptyTransfer."),
    planted: [{ kind: "instruction", keys: ["partial", "apierror"] }],
  },
  {
    id: "b112-staging-db",
    build: (s) =>
      s
        .user("connect to staging db and check the last 5 fee schedules")
        .bash(
          "psql -h localhost -p 5432 -U ledger staging -c 'select 1'",
          'psql: error: connection to server at "localhost", port 5432 failed: FATAL: database "staging" does not exist',
          2,
        )
        .user("not 5432 that's your local pg. staging is tunnelled through the bastion on 5434, `make tunnel-staging` opens it")
        .bash(
          "make tunnel-staging && psql -h localhost -p 5434 -U ledger staging -c 'select id, name, valid_from from fee_schedules order by valid_from desc limit 5'",
          " id  |     name      | valid_from\n-----+---------------+------------\n 112 | partner-2026q4 | 2026-10-01\n 111 | retail-2026q4  | 2026-10-01\n 109 | partner-2026q3 | 2026-07-01\n 108 | retail-2026q3  | 2026-07-01\n 104 | partner-2026q2 | 2026-04-01",
        )
        .assistant("Latest five: two Q4 schedules (112, 111) from 2026-10-01, then Q3 and Q2.")
        .stop(),
    planted: [{ kind: "fact", keys: ["5434", "bastion"] }],
  },
  {
    id: "b112-fee-rational",
    build: (s) =>
      s
        .user("fee calc: tiered percentages on top of a fixed fee, then FX. where do we round?")
        .file("Read", "src/Moneta/Fees/Schedule.hs")
        .assistant("Right now each tier rounds to minor units, so a 3-tier fee can be off by up to 2 units. One option is Scientific end to end.")
        .user("Scientific for this... actually no, scratch that, division by 3 gives you a non-terminating expansion and Scientific will just loop.")
        .assistant("Then `Rational` throughout the calculation and a single rounding at posting time, via the explicit Rounding parameter.")
        .user("yes — Rational through the whole fee computation, round exactly once when we post. that's the design")
        .file("Edit", "src/Moneta/Fees/Schedule.hs")
        .bash("cabal test fee-props -v0 2>&1 | tail -1", "✓ <interactive> passed 1000 tests.")
        .stop("Fees compute in Rational and round once at posting; properties pass."),
    planted: [{ kind: "decision", keys: ["rational", "once"] }],
  },
  {
    id: "b112-hedgehog",
    build: (s) =>
      s
        .user("write a roundtrip property for the Camt053 -> Posting conversion? no wait, that's Dmitri's. do it for Posting <-> PostingRow")
        .file("Write", "test/Props/PostingRow.hs")
        .bash("cabal test ledger-props -v0 2>&1 | tail -2", "  ✓ prop_postingRowRoundtrip passed 100 tests.\n  ✓ 1 succeeded.")
        .assistant("Passes with the default 100 tests.")
        .user(
          "100 is nothing for money code. run the property suites with `--hedgehog-tests 2000` locally before pushing, CI does 10000 nightly. and new properties go in hedgehog, we're not adding any more QuickCheck Arbitrary instances",
        )
        .bash("cabal test ledger-props --test-options='--hedgehog-tests 2000' -v0 2>&1 | tail -1", "  ✓ 1 succeeded.")
        .stop("2000 tests pass."),
    planted: [
      { kind: "instruction", keys: ["hedgehog-tests", "2000"] },
      { kind: "instruction", keys: ["quickcheck"] },
    ],
  },
  {
    id: "b112-ledger-split",
    build: (s) =>
      s
        .user("compile times on Ledger/Posting.hs are killing me, 90s per change")
        .bash(
          "wc -l src/Moneta/Ledger/Posting.hs && cabal build -v1 --ghc-options=-ddump-timings 2>&1 | grep -m1 Posting",
          "2184 src/Moneta/Ledger/Posting.hs\n[Posting] simplifier: 61.3s",
        )
        .assistant("2184 lines and most of the time is the simplifier on the derived instances. Splitting it would help; want me to do it now?")
        .user(
          "not now, I'm mid-feature. two things for the backlog: split Posting.hs into Posting/Types, Posting/Validate and Posting/Persist; and move the derived Generic instances out to an orphan-free Instances module. next sprint",
        )
        .stop("Nothing split today."),
    planted: [
      { kind: "task", keys: ["split", "posting"] },
      { kind: "task", keys: ["generic", "instances module"] },
    ],
  },
  {
    id: "b112-katip",
    build: (s) =>
      s
        .user("add logging around the payout scheduler, it's a black box")
        .file("Read", "src/Moneta/Payout/Scheduler.hs")
        .assistant("I'll use `katipAddContext` with the batch id and log at Info on each transition, Warning on retries, using the existing LogEnv in Env.")
        .file("Edit", "src/Moneta/Payout/Scheduler.hs")
        .bash(
          "cabal run payout-scheduler -- --dry-run 2>&1 | head -2",
          '{"at":"2026-11-20T09:14:02Z","sev":"Info","data":{"batch":"b-7781"},"msg":"batch picked"}\n{"at":"2026-11-20T09:14:02Z","sev":"Info","data":{"batch":"b-7781"},"msg":"batch submitted"}',
        )
        .user(
          "good. keep it like that everywhere: katip JSON logs with context, never putStrLn or Debug.Trace in anything that ships. the logs end up in loki via the promtail sidecar, which only parses JSON lines",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["katip"] },
      { kind: "fact", keys: ["loki", "promtail"] },
    ],
  },
  {
    id: "b112-goldens",
    build: (s) =>
      s
        .user("api-golden fails after the deriving-aeson change? I thought it was unchanged")
        .bash("cabal test api-golden 2>&1 | grep -m3 -A2 FAIL", 'FAIL balance_response.json\n-  "amount_minor": 1050\n+  "amountMinor": 1050', 1)
        .assistant("`CamelToSnake` isn't applied to BalanceResponse; its deriving clause uses the default options. Fixing the modifier.")
        .file("Edit", "src/Moneta/Api/Types.hs")
        .bash("cabal test api-golden -v0 && echo ok", "ok")
        .user(
          "ok. and when a golden does legitimately change, the way we do it is `cabal test api-golden --test-options=--accept` and the regenerated .golden files go in the same commit as the code change, never a separate 'update goldens' commit",
        )
        .stop("Goldens pass again after fixing BalanceResponse's field modifier."),
    planted: [{ kind: "instruction", keys: ["--accept"] }],
  },
  {
    id: "b112-ecb-rates",
    build: (s) =>
      s
        .user("saturday conversions are failing with NoRate")
        .bash(
          "psql -p 5434 -U ledger staging -c \"select rate_date from fx_rates where quote='USD' order by rate_date desc limit 3\"",
          " rate_date\n------------\n 2026-11-20\n 2026-11-19\n 2026-11-18",
        )
        .assistant("There's no row for 2026-11-21 (Saturday). Where does fx_rates come from?")
        .user("the ECB reference feed. published around 16:00 CET on TARGET business days only, so weekends and TARGET holidays just have no rate")
        .assistant(
          "Two fixes: fall back to the most recent earlier rate date, or fail the conversion and queue it for Monday. Partners would probably prefer the first.",
        )
        .user("fall back to the previous business day's rate, that's what the bank does too. go with that")
        .file("Edit", "src/Moneta/Fx/Rates.hs")
        .bash("cabal test fx-spec -v0 && echo ok", "ok")
        .stop("Lookups now fall back to the previous business day."),
    planted: [
      { kind: "fact", keys: ["ecb", "target"] },
      { kind: "decision", keys: ["previous business day"] },
    ],
  },
  {
    id: "b112-callcabal2nix",
    build: (s) =>
      s
        .user("haskell.nix eval takes 4 minutes on a cold machine. I'm done with it")
        .assistant(
          "Alternatives: nixpkgs' `haskellPackages.callCabal2nix` with overrides for the ~6 packages we pin, or horizon-platform. callCabal2nix reuses the hydra cache for everything else.",
        )
        .user("first thought was horizon but no, too much ceremony for us. callCabal2nix plus overrides. I'll take the hit of maintaining the overrides")
        .file("Edit", "flake.nix")
        .bash("time nix eval .#ledger-api.drvPath", '"/nix/store/0f1v...-ledger-api-0.41.0.drv"\n\nreal\t0m6.412s')
        .assistant("Evaluation is down to 6.4 s.")
        .user("❤️. the override list needs a cleanup pass once nixpkgs picks up persistent 2.14.6, todo for when that happens")
        .stop(),
    planted: [
      { kind: "decision", keys: ["callcabal2nix"] },
      { kind: "task", keys: ["override", "2.14.6"] },
    ],
  },
  {
    id: "b112-branch-naming",
    build: (s) =>
      s
        .user("push this as a branch and open a PR")
        .bash(
          "git checkout -b fix-fee-tiers && git push -u origin fix-fee-tiers",
          "remote: error: branch name must match ^MON-[0-9]+-\nTo github.com:moneta/ledger.git\n ! [remote rejected] fix-fee-tiers (pre-receive hook declined)",
          1,
        )
        .user(
          "right, branches are `MON-<ticket>-slug`, this one's MON-1873. and we only squash-merge, so keep the PR title as the commit message you'd want on main",
        )
        .bash(
          "git branch -m MON-1873-fee-tiers && git push -u origin MON-1873-fee-tiers && gh pr create --title 'fees: round tiered fees once at posting' --fill",
          "https://github.com/moneta/ledger/pull/2294",
        )
        .stop("PR #2294 from MON-1873-fee-tiers."),
    planted: [
      { kind: "instruction", keys: ["mon-<ticket>"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b112-weeder",
    build: (s) =>
      s
        .user("how much dead code do we have? rough idea")
        .bash(
          "nix run nixpkgs#haskellPackages.weeder -- --hie-directory .hie 2>&1 | tail -3",
          "src/Moneta/Fx/Legacy.hs:12:1: convertV1\nsrc/Moneta/Fx/Legacy.hs:40:1: ratesFromCsv\nWeeds detected: 47",
        )
        .assistant("47 unused top-level bindings, 19 of them in Fx/Legacy.hs. Delete them?")
        .user(
          "delete Fx/Legacy.hs entirely, nothing imports it. the rest can wait. we should get weeder running in CI eventually so it doesn't grow back — later, not this PR",
        )
        .bash("git rm -q src/Moneta/Fx/Legacy.hs && cabal build -v0 && echo ok", "ok")
        .stop("Fx/Legacy.hs removed; 28 weeds left."),
    planted: [{ kind: "task", keys: ["weeder", "ci"] }],
  },
  {
    id: "b112-business-date",
    build: (s) =>
      s
        .user("payout batch for 2026-11-06 picked up entries posted at 21:30 New York time the day before. why")
        .file("Read", "src/Moneta/Settlement/Batch.hs")
        .bash(
          "rg -n 'utctDay' src/Moneta/Settlement",
          "src/Moneta/Settlement/Batch.hs:72:  let day = utctDay postedAt\nsrc/Moneta/Settlement/Report.hs:19:  groupBy (utctDay . postedAt)",
        )
        .assistant(
          "`utctDay` takes the UTC calendar day, but the settlement cutoff is 16:00 America/New_York, so an entry posted at 21:30 NY is already the next UTC day and the next business day. Is the cutoff fixed at 16:00 NY for all partners?",
        )
        .user("yes. the settlement cutoff is 16:00 America/New_York for every partner and every currency, it's in the bank contract")
        .assistant(
          "Then I'd stop passing `Day` around for this: `newtype BusinessDate = BusinessDate Day` with a single `businessDateOf :: UTCTime -> BusinessDate` that applies the cutoff, and make the batch functions take BusinessDate so a raw utctDay can't sneak in.",
        )
        .user(
          "yes, BusinessDate newtype, only constructible via businessDateOf. fix Batch.hs now; Report.hs has the same bug, leave it — we need to audit every utctDay in Settlement later, put that on the list",
        )
        .file("Edit", "src/Moneta/Settlement/Batch.hs")
        .bash("cabal test settlement-spec -v0 && echo ok", "ok")
        .stop("Batch.hs uses BusinessDate; Report.hs untouched."),
    planted: [
      { kind: "fact", keys: ["16:00", "new_york"] },
      { kind: "decision", keys: ["businessdate"] },
      { kind: "task", keys: ["audit", "utctday"] },
    ],
  },
  {
    id: "b112-smart-ctors",
    build: (s) =>
      s
        .user("IBAN validation: should we pull in `refined` and do `Refined IbanCheck Text`?")
        .assistant(
          "It would work, but refined's predicates show up in every signature and its error messages are hard for partners to read. The lighter option is a smart constructor: `mkIban :: Text -> Either IbanError Iban` in `Moneta.Types.Iban`, constructor exported only from `Moneta.Types.Iban.Internal` for tests.",
        )
        .user("smart constructors + an Internal module. no refined")
        .file("Write", "src/Moneta/Types/Iban.hs")
        .file("Write", "src/Moneta/Types/Iban/Internal.hs")
        .bash("cabal test types-spec -v0 2>&1 | tail -1", "✓ 14 succeeded.")
        .user(
          "same thing should happen to Money eventually — its constructor is still exported and people build negative fees with it. TODO once Posting is split: make the Money constructor unexported",
        )
        .stop("Iban is validated by mkIban; Money untouched."),
    planted: [
      { kind: "decision", keys: ["smart constructor"] },
      { kind: "task", keys: ["unexported"] },
    ],
  },
  {
    id: "b112-vault-sandbox",
    build: (s) =>
      s
        .user("the partner sandbox job can't read PARTNER_SANDBOX_KEY. where do secrets come from in the pod?")
        .bash("kubectl -n ledger exec deploy/ledger-api -c ledger-api -- ls /vault/secrets", "ledger.env\npartner-sandbox.env")
        .assistant("There's a partner-sandbox.env next to ledger.env. Is the job sourcing both?")
        .user(
          "it only sources ledger.env. so: all runtime secrets come from the vault agent sidecar, rendered into /vault/secrets/*.env, nothing in k8s Secrets. add the second file to the entrypoint",
        )
        .file("Edit", "deploy/entrypoint.sh")
        .bash(
          "kubectl -n ledger rollout restart deploy/partner-sandbox && kubectl -n ledger logs deploy/partner-sandbox --tail 1",
          "sandbox: authenticated as partner 'acme-test'",
        )
        .user("works. heads up for me: the acme sandbox credentials expire 31 Dec, someone has to renew them with acme before then")
        .stop(),
    planted: [
      { kind: "fact", keys: ["/vault/secrets"] },
      { kind: "task", keys: ["renew", "acme"] },
    ],
  },
  {
    id: "b112-bank-client",
    build: (s) =>
      s
        .user("we need to call the bank's payout API. there's an OpenAPI doc from them in docs/bank/payouts.yaml")
        .file("Read", "docs/bank/payouts.yaml")
        .assistant(
          "Eight endpoints. I can write a Servant API type for them and derive the client with servant-client, so request/response types are checked the same way as our own API; or hand-roll http-client calls. The Servant type is ~80 lines.",
        )
        .user("servant-client against a hand-written API type, yes. not http-client by hand")
        .file("Write", "src/Moneta/Bank/PayoutApi.hs")
        .bash("cabal build -v0 && echo ok", "ok")
        .assistant("Builds. The doc references camt.054 notifications for payout status, but there are no sample files in the repo.")
        .user("yeah remind me to ask Dmitri for camt.054 samples, I'll do it monday")
        .stop(),
    planted: [
      { kind: "decision", keys: ["servant-client"] },
      { kind: "task", keys: ["camt.054", "samples"] },
    ],
  },
  {
    id: "b112-empty-typo",
    build: (s) =>
      s
        .user("typo in the error message for InsufficientFunds, it says 'insuficient'")
        .bash("rg -n 'insuficient' src", 'src/Moneta/Api/Errors.hs:57:  InsufficientFunds -> "insuficient funds on account"')
        .file("Edit", "src/Moneta/Api/Errors.hs")
        .assistant("Fixed on line 57.")
        .user("ty. does the golden for errors cover that string?")
        .bash("rg -l 'insufficient funds' test/golden", "test/golden/error_insufficient.json")
        .assistant(
          "Yes, test/golden/error_insufficient.json, and it already had the correct spelling, which is why the golden test was failing on your branch.",
        )
        .user("ha, ok that explains it")
        .stop(),
    planted: [],
  },
  {
    id: "b112-empty-type-families",
    build: (s) =>
      s
        .user("is there a way to make `convert :: Money a -> Money b` reject a == b at compile time? just curious")
        .assistant(
          "Yes, with a type family and a custom TypeError: `type family Distinct a b :: Constraint where Distinct a a = TypeError ('Text \"converting a currency to itself\"); Distinct a b = ()`, then `convert :: Distinct a b => ...`. It works for concrete types; for polymorphic call sites GHC can't reduce it and you'd have to carry the constraint up.",
        )
        .user("hmm, the polymorphic part is what worries me. half the fee code is polymorphic in the currency")
        .assistant("Then the constraint would leak into those signatures. It might be more noise than it's worth there.")
        .user("probably. I'll think about it, not doing anything today")
        .stop(),
    planted: [],
  },
  {
    id: "b112-empty-run-tests",
    build: (s) =>
      s
        .user("run the full test suite and tell me what's red")
        .bash(
          "cabal test all -v0 2>&1 | tail -6",
          "ledger-props: ✓ 12 succeeded.\napi-golden: All 38 tests passed\nsettlement-spec: 22 examples, 0 failures\nfx-spec: 17 examples, 1 failure\n  Fx.Rates lookup falls back to previous day on 2026-12-25 [✘]\ntypes-spec: 14 succeeded.",
          1,
        )
        .assistant(
          "One red: fx-spec, the fallback test on 2026-12-25. The fixture has no rate for 2026-12-24 either, so the lookup walks back further than the test expects.",
        )
        .user("is that the test being wrong or the code?")
        .assistant("I can't tell yet — it depends on whether the 24th is a TARGET holiday in the fixture calendar. I'd need to check the calendar file.")
        .user("leave it, I'll look tomorrow")
        .stop(),
    planted: [],
  },
  {
    id: "b112-empty-hlint-config",
    build: (s) =>
      s
        .user("what does our .hlint.yaml actually enforce? paste the relevant bits")
        .bash(
          "cat .hlint.yaml",
          "# TODO: re-enable 'Use newtype instead of data' after the Posting split\n- ignore: {name: Use newtype instead of data}\n- functions:\n  - {name: unsafePerformIO, within: []}  # never allowed\n  - {name: Debug.Trace.trace, within: []}\n- error: {lhs: head x, rhs: \"must not use partial head\", name: Avoid head}",
        )
        .assistant(
          "It bans unsafePerformIO and Debug.Trace.trace everywhere, turns `head` into an error, and ignores the newtype suggestion with a TODO to re-enable it.",
        )
        .user("does it catch fromJust?")
        .assistant("No, only head has an error rule. fromJust would only get hlint's default warning, if any.")
        .user("ok good to know")
        .stop(),
    planted: [],
  },
  {
    id: "b112-empty-chitchat",
    build: (s) =>
      s
        .user("morning. did you see GHC 9.12 got OR patterns? finally")
        .assistant("Yes, `OrPatterns` landed in 9.12. Handy for those long `case` blocks over ApiError where several constructors map to the same status code.")
        .user("exactly what I was thinking about. not that we'll see 9.12 any time soon lol")
        .assistant("Probably not, given the current pin. Anything you want to work on this morning?")
        .user("coffee first. back in 10")
        .stop(),
    planted: [],
  },
  {
    id: "b112-empty-hypothesis",
    build: (s) =>
      s
        .user("p99 on /v2/balances went from 40ms to 180ms yesterday afternoon. any idea?")
        .bash(
          "kubectl -n ledger top pods | head -4",
          "NAME                          CPU(cores)   MEMORY(bytes)\nledger-api-6f9c-2kq7x          410m         1210Mi\nledger-api-6f9c-8pl2d          395m         1188Mi\nledger-api-6f9c-ctw9s          402m         1203Mi",
        )
        .assistant(
          "Memory is around 1.2Gi per pod, higher than I'd expect. Could be GC pressure from the new SomeMoney JSON path, or it could be the DB side. I don't have enough yet to say which.",
        )
        .user("maybe it's the partition for November not having the index? just a guess")
        .assistant("Possible. Checking `\\d ledger_entries_2026_11` on staging would show it; I haven't confirmed anything.")
        .user("let's look after standup")
        .stop(),
    planted: [],
  },
  {
    id: "b112-empty-explain-gadt",
    build: (s) =>
      s
        .user("explain what this GADT in Posting/Types.hs buys us, I didn't write it")
        .file("Read", "src/Moneta/Ledger/Posting/Types.hs")
        .assistant(
          "`data Leg (d :: Direction) where Debit :: AccountId -> Money c -> Leg 'Dr; Credit :: ... -> Leg 'Cr`. The index lets `balanced :: [Leg 'Dr] -> [Leg 'Cr] -> Either Unbalanced Transfer` take debits and credits in separate lists, so you can't pass a credit where a debit is expected.",
        )
        .user("and the existential wrapper below it?")
        .assistant(
          "`SomeLeg` hides the direction so legs can be decoded from JSON before you know which they are; `partitionLegs` splits them back into the two typed lists.",
        )
        .user("makes sense, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b112-empty-ci-yaml",
    build: (s) =>
      s
        .user("show me what the nightly job runs")
        .bash(
          "yq '.jobs.nightly.steps[].run' .github/workflows/nightly.yml",
          "nix build .#ledger-api\n# always run props with the big budget here\ncabal test ledger-props --test-options='--hedgehog-tests 10000'\n# TODO: add mutation testing\nnix run .#recon-smoke",
        )
        .assistant(
          "Three steps: the nix build, the property suites at 10000 tests each, and a reconciliation smoke run. There's a TODO comment about mutation testing but no step for it.",
        )
        .user("how long does it take usually")
        .bash("gh run list -w nightly -L 5 --json durationMs -q '.[].durationMs'", "2413000\n2398000\n2520000\n2377000\n2461000")
        .assistant("About 40 minutes, steady over the last five runs.")
        .user("fine")
        .stop(),
    planted: [],
  },
  {
    id: "b112-empty-proposal-dropped",
    build: (s) =>
      s
        .user("what if we moved the fee schedules out of postgres into a dhall file in the repo? versioned with the code")
        .assistant(
          "It would give you review on every fee change and type-checked schedules. The downside is that ops currently edits schedules without a deploy, and the valid_from history lives in the table.",
        )
        .user("hm, ops would hate that. and audit wants the history in the db")
        .assistant("Then maybe keep the table and only validate new rows against a Dhall type on insert? That keeps both.")
        .user("nah, let's not touch it at all for now. forget the dhall idea")
        .stop(),
    planted: [],
  },
  {
    id: "b112-empty-rename",
    build: (s) =>
      s
        .user("rename `fromMinor` to `fromMinorUnits` everywhere")
        .bash("rg -l '\\bfromMinor\\b' src test | xargs sed -i 's/\\bfromMinor\\b/fromMinorUnits/g' && rg -c fromMinorUnits src test | wc -l", "23")
        .bash("cabal build all -v0 && echo ok", "ok")
        .assistant("Renamed in 23 files; everything builds.")
        .user("and the haddock mentions?")
        .bash("rg -n \"'fromMinor'\" src", "")
        .assistant("None left; the sed caught the haddock references too.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b112-payout-queue",
    build: (s) =>
      s
        .user("payouts need a job queue, the scheduler just fires and forgets. thoughts? I was leaning towards pgmq")
        .assistant("pgmq would work and keeps it in postgres. It needs the extension installed on RDS, which is supported from PG 15.")
        .user("ok let's go with pgmq then, set it up")
        .bash(
          "psql -p 5434 -U ledger staging -c 'create extension pgmq'",
          'ERROR:  extension "pgmq" is not available\nDETAIL:  Could not open extension control file "/rdsdbdata/extension/pgmq.control"',
          1,
        )
        .assistant(
          "Staging's RDS doesn't offer pgmq. The fallback is a plain `payout_jobs` table polled with `SELECT ... FOR UPDATE SKIP LOCKED`; it needs no extension.",
        )
        .user(
          "fine, change of plan: payout_jobs table with SKIP LOCKED, forget pgmq. one more thing the worker has to respect — the bank's payout API allows 10 requests per second per client certificate, they cut us off above that",
        )
        .bash("sqitch add payout-jobs -n 'payout job queue'", 'Created deploy/payout-jobs.sql\nAdded "payout-jobs" to sqitch.plan')
        .file("Write", "src/Moneta/Payout/Queue.hs")
        .stop("payout_jobs table and a SKIP LOCKED dequeue added; worker throttled to 10 rps."),
    planted: [
      { kind: "decision", keys: ["skip locked"] },
      { kind: "fact", keys: ["10 requests", "certificate"] },
    ],
  },
  {
    id: "b112-conventions-list",
    build: (s) =>
      s
        .user(
          "reviewing your last three PRs, a few things, please keep these in mind going forward:\n- StrictData is in default-extensions, don't add lazy fields unless you write a comment why\n- orphan instances only in Moneta.Orphans, nowhere else\n- don't add LANGUAGE pragmas that are already in default-extensions\nalso unrelated, someone needs to drop the -Wno-unused-imports from ledger-api.cabal and fix the fallout, not urgent",
        )
        .file("Read", "ledger-api.cabal")
        .bash("rg -n 'instance .* where' src --glob '!src/Moneta/Orphans.hs' | rg -c 'orphan'", "0")
        .assistant(
          "Understood. I checked: no orphan instances outside Moneta.Orphans at the moment. Two of my PRs added `{-# LANGUAGE DerivingStrategies #-}`, which is already a default; want me to remove those now?",
        )
        .user("yes do that")
        .file("Edit", "src/Moneta/Api/Types.hs")
        .file("Edit", "src/Moneta/Types/Iban.hs")
        .stop("Removed the two redundant pragmas."),
    planted: [
      { kind: "instruction", keys: ["strictdata"] },
      { kind: "instruction", keys: ["moneta.orphans"] },
      { kind: "task", keys: ["-wno-unused-imports"] },
    ],
  },
  {
    id: "b112-docspec",
    build: (s) =>
      s
        .user("add a haddock for businessDateOf")
        .file("Edit", "src/Moneta/Settlement/BusinessDate.hs")
        .bash("cabal-docspec 2>&1 | tail -2", "Total:     31; Tried:     31; Errors:    0; Failures:    0\nSuccess")
        .assistant("Added, with a `>>>` example for a 21:30 New York posting; cabal-docspec runs it.")
        .user(
          "good. every exported function in Moneta.Ledger and Moneta.Settlement gets a haddock with a >>> example from now on, that's the bar for review. note the examples are run by cabal-docspec from the nix shell, not the old doctest package — doctest can't load our TH modules",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["haddock", ">>>"] },
      { kind: "fact", keys: ["cabal-docspec"] },
    ],
  },
  {
    id: "b112-audit-log",
    build: (s) =>
      s
        .user("compliance wants the audit_log table to be tamper-evident. what can we do cheaply")
        .assistant(
          "Cheapest meaningful step: make it append-only in the database itself — revoke UPDATE and DELETE on audit_log from the app role and add a BEFORE UPDATE OR DELETE trigger that raises. A hash chain over rows would add tamper evidence on top, but that's more work.",
        )
        .user("append-only via revoke + trigger, do it. hash chain maybe never")
        .bash(
          "sqitch add audit-log-append-only -n 'audit log append only'",
          'Created deploy/audit-log-append-only.sql\nAdded "audit-log-append-only" to sqitch.plan',
        )
        .file("Edit", "db/sqitch/deploy/audit-log-append-only.sql")
        .bash(
          'sqitch deploy db:pg://localhost/ledger_dev && psql ledger_dev -c "delete from audit_log where id=1"',
          "+ audit-log-append-only .. ok\nERROR:  audit_log is append-only",
          1,
        )
        .user("perfect. follow-up for me: ask compliance whether the 7-year retention rule applies to audit_log, because then we need partitioning there too")
        .stop(),
    planted: [
      { kind: "decision", keys: ["append-only"] },
      { kind: "task", keys: ["retention", "compliance"] },
    ],
  },
  {
    id: "b112-bank-504",
    build: (s) =>
      s
        .user("payout b-7802 got paid twice. bank says we sent two requests")
        .bash(
          "rg 'b-7802' logs/payout-2026-11-24.jsonl | jq -r '[.at,.msg,.data.status] | @tsv'",
          "2026-11-24T14:01:03Z\tpayout submitted\t\n2026-11-24T14:01:33Z\tpayout failed\t504\n2026-11-24T14:01:35Z\tpayout submitted\t\n2026-11-24T14:01:36Z\tpayout accepted\t201",
        )
        .assistant("The first POST got a 504 after 30 s and the worker retried. Does the bank process a request even when its gateway returns 504?")
        .user(
          "just confirmed with their support: yes. their gateway times out at 30s with a 504 but the payout still goes through behind it. it's documented nowhere, great",
        )
        .assistant(
          "Then retrying the POST is never safe. On a 504 the worker should poll `GET /payouts/{reference}` until it gets a definite status, and only resubmit if the bank says it doesn't know the reference.",
        )
        .user("agreed, poll on 504, resubmit only on not-found")
        .file("Edit", "src/Moneta/Payout/Worker.hs")
        .bash("cabal test payout-spec -v0 && echo ok", "ok")
        .stop(),
    planted: [
      { kind: "fact", keys: ["504", "30s"] },
      { kind: "decision", keys: ["poll", "504"] },
    ],
  },
  {
    id: "b112-staging-deploy",
    build: (s) =>
      s
        .user("deploy my branch to staging")
        .assistant("I'll apply the manifests with `kubectl apply -k deploy/staging`.")
        .user(
          "no, staging deploys always go through `nix run .#deploy -- staging`, it builds the image from the flake and tags it with the git rev; a kubectl apply by hand leaves staging on an image nobody can reproduce. also don't deploy thursday afternoons, staging is shared with the risk team and they run their load tests then",
        )
        .bash(
          "date +%A && nix run .#deploy -- staging 2>&1 | tail -2",
          "Tuesday\npushed registry.moneta.internal/ledger-api:3f2a91c\ndeployment.apps/ledger-api image updated",
        )
        .stop("Staging runs ledger-api:3f2a91c."),
    planted: [
      { kind: "instruction", keys: ["nix run .#deploy"] },
      { kind: "instruction", keys: ["thursday"] },
      { kind: "fact", keys: ["risk team"] },
    ],
  },
  {
    id: "b112-legs-property",
    build: (s) =>
      s
        .user("the balances report is slow, profile it?")
        .bash(
          "cabal run balances-report --enable-profiling -- +RTS -p -RTS && head -12 balances-report.prof | tail -3",
          "COST CENTRE        MODULE                 %time %alloc\ninsertWith         Data.Map.Internal       41.2   58.9\nfoldPostings       Moneta.Report.Balances  22.7   18.1",
        )
        .assistant(
          "Most of the time is `insertWith` in Data.Map building up thunks: Balances.hs imports `Data.Map` (the lazy one), so each balance is a chain of unevaluated additions until the end.",
        )
        .file("Edit", "src/Moneta/Report/Balances.hs")
        .bash("cabal run balances-report -v0 -- --time", "elapsed: 1.9s (was 14.2s)")
        .user(
          "lol. ok pls dont use the lazy Data.Map in ledger or report code at all, Data.Map.Strict only. and we shoud have a property that the sum of legs is zero for every generated transfer, later tho, not in this pr",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["data.map.strict"] },
      { kind: "task", keys: ["sum of legs"] },
    ],
  },
  {
    id: "b112-currency-kind",
    build: (s) =>
      s
        .user("partner wants CHF settlement. how much work is adding a currency?")
        .bash(
          "rg -n 'data Currency' -A3 src/Moneta/Types/Currency.hs && psql ledger_dev -c \"select count(*) from unnest(enum_range(null::currency_code))\"",
          "7:data Currency = GBP | EUR | USD | SEK | DKK | PLN | CZK\n count\n-------\n     7",
        )
        .assistant(
          'Two places have to agree: the Haskell `Currency` type and the postgres enum `currency_code`. Since Money is indexed by the promoted Currency, we could instead switch to a `Symbol` index so new currencies need no code change — open-ended, but typos like `Money "GPB"` would compile.',
        )
        .user(
          "no Symbol. Currency stays a closed DataKinds enum, a typo has to be a type error, that's the point. and yes every new currency is a Haskell constructor plus a sqitch change to currency_code, both in one PR. CHF and NOK go in next sprint, not now",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["datakinds"] },
      { kind: "instruction", keys: ["currency_code"] },
      { kind: "task", keys: ["chf", "nok"] },
    ],
  },
  {
    id: "b112-empty-review-question",
    build: (s) =>
      s
        .user("should Transfer carry its BusinessDate or should we compute it from postedAt when needed? asking before I write the PR")
        .assistant(
          "Carrying it avoids recomputing and pins the date at creation, which matters if the cutoff ever changes. Computing it keeps one source of truth. I don't have a strong preference without knowing whether cutoffs can change retroactively.",
        )
        .user("they can't, contractually. so computing is fine? or is there a perf angle")
        .assistant(
          "Computing is one timezone conversion per transfer; in the report that's ~70k conversions, well under a second. I wouldn't expect a perf issue.",
        )
        .user("ok. I'll sleep on it")
        .stop(),
    planted: [],
  },
  {
    id: "b112-empty-log-grep",
    build: (s) =>
      s
        .user("grep yesterday's payout logs for warnings")
        .bash(
          "jq -r 'select(.sev==\"Warning\") | .msg' logs/payout-2026-11-26.jsonl | sort | uniq -c",
          "      3 retrying after 429; bank says: clients must never exceed rate limit\n      1 TODO handler hit: unknown status code 207\n      2 always-on debug flag set for partner acme-test",
        )
        .assistant("Six warnings: three 429 retries, one unhandled 207 status, and two about a debug flag on acme-test. Nothing failed outright.")
        .user("the 207 one, is that new?")
        .bash("rg -c 'unknown status code 207' logs/payout-2026-11-2*.jsonl", "logs/payout-2026-11-25.jsonl:0\nlogs/payout-2026-11-26.jsonl:1")
        .assistant("First occurrence is yesterday; it didn't appear on the 25th.")
        .user("hm ok. thx")
        .stop(),
    planted: [],
  },
];

export const BLIND112 = plantedSet(BLIND112_SESSIONS, Date.UTC(2026, 10, 15, 9));
