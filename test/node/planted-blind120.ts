/**
 * Blind planted set 120 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a staff data engineer on dbt and Snowflake; long, precise paragraphs that give the rationale
 * for everything and name models, schemas and warehouses, and often accept the agent's proposal in
 * one line ('yes, do that', 'agreed, the incremental one').
 * Each session is one segment; the items planted in it are listed with it: 70 items (16 decisions, 16 instructions,
 * 22 facts, 16 tasks) in 50 sessions, 13 of which plant nothing (54 user/assistant messages between them). Every other message
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

export const BLIND120_SESSIONS: BlindSession[] = [
  {
    id: "b120-fct-orders-incremental",
    build: (s) =>
      s
        .user(
          "fct_orders is now the slowest node in the nightly run by a wide margin. It's a table materialization over the whole of stg_shopify__orders joined to stg_shopify__order_lines and int_payments__allocated, and every night it rebuilds 14 months of history that hasn't changed since last night. Can you look at the run results from last night and tell me where the time actually goes before we change anything?",
        )
        .bash(
          "cat target/run_results.json | jq -r '.results[] | [.unique_id, .execution_time] | @tsv' | sort -k2 -nr | head -5",
          "model.acme.fct_orders\t2391.4\nmodel.acme.fct_order_lines\t611.2\nmodel.acme.dim_customers\t188.9\nmodel.acme.int_payments__allocated\t142.0\nmodel.acme.fct_sessions\t97.3",
        )
        .assistant(
          "fct_orders took 2391 s (about 40 minutes) of the run; the next slowest is fct_order_lines at 611 s. The query profile shows most of that time in the join to order_lines over the full history. I'd propose making fct_orders incremental with a merge on order_id and a 3-day lookback on updated_at, so late updates from Shopify still land; the alternative is a delete+insert by order_date partition, which is simpler but rewrites whole days.",
        )
        .user(
          "Agreed, the incremental one with the merge. The 3-day lookback isn't arbitrary by the way, and I want it written down somewhere: Shopify sends order edits, refunds and fulfilment status changes for up to 72 hours after the order is placed, we measured it last quarter against RAW.SHOPIFY.ORDERS and nothing arrived later than that. So the lookback has to cover 72 hours, and 3 days does.",
        )
        .file("Edit", "models/marts/core/fct_orders.sql")
        .bash("dbt build -s fct_orders --target dev", "Completed successfully\n\nDone. PASS=5 WARN=0 ERROR=0 SKIP=0 TOTAL=5")
        .assistant(
          "fct_orders is now incremental (unique_key order_id, merge strategy, 3-day lookback on updated_at). The dev build and its four tests pass; the incremental run took 94 s.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["incremental", "fct_orders"] },
      { kind: "fact", keys: ["72 hours"] },
    ],
  },
  {
    id: "b120-sqlfluff-lint",
    build: (s) =>
      s
        .user("stg_stripe__charges has a trailing comma before the FROM again and the CI job fails on it. Fix that please.")
        .file("Edit", "models/staging/stripe/stg_stripe__charges.sql")
        .bash(
          "cat .sqlfluff | head -12",
          "[sqlfluff]\ndialect = snowflake\ntemplater = dbt\nmax_line_length = 120\n# never disable L034 here, see the style guide\nexclude_rules = L031\n\n[sqlfluff:rules:capitalisation.keywords]\ncapitalisation_policy = lower",
        )
        .bash("sqlfluff lint models/staging/stripe/stg_stripe__charges.sql", "All Finished!")
        .assistant("Removed the trailing comma; sqlfluff passes on the file now.")
        .user(
          "Thanks. And going forward, run sqlfluff lint on every model you touch before you tell me it's done, with the repo's .sqlfluff config (snowflake dialect, dbt templater). CI runs exactly the same thing, and I'd rather you catch it locally than have me see a red build twenty minutes later.",
        )
        .assistant("Understood, I'll lint each model I change with the repo config before reporting it done.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["sqlfluff"] }],
  },
  {
    id: "b120-hubspot-grants",
    build: (s) =>
      s
        .user("The new stg_hubspot__deals model fails in prod but not in my dev target. Can you see why?")
        .bash(
          "dbt run -s stg_hubspot__deals --target prod",
          "Database Error in model stg_hubspot__deals (models/staging/hubspot/stg_hubspot__deals.sql)\n  002003 (02000): SQL compilation error:\n  Schema 'RAW.HUBSPOT' does not exist or not authorized.",
          1,
        )
        .bash('snowsql -q "show grants to role TRANSFORMER" | grep -i hubspot', "", 1)
        .assistant(
          "Prod runs as the DBT_SVC user with role TRANSFORMER, and TRANSFORMER has no grants at all on RAW.HUBSPOT; your dev target uses your personal role, which does. So it's a grants problem, not the model.",
        )
        .user(
          "Right, that matches what I remember: prod dbt always runs as DBT_SVC under the TRANSFORMER role, and the Fivetran connector for HubSpot was set up by platform with their own loader role, so nobody granted it. We can't grant it ourselves, only platform admins own grants on RAW. Follow-up for next week: ask Priya on the platform team to grant usage and select on RAW.HUBSPOT to TRANSFORMER, and until then leave stg_hubspot__deals disabled in prod.",
        )
        .file("Edit", "models/staging/hubspot/_hubspot__models.yml")
        .assistant("I've set enabled: false for stg_hubspot__deals under the prod target only.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["transformer", "dbt_svc"] },
      { kind: "fact", keys: ["platform admins"] },
      { kind: "task", keys: ["priya", "hubspot"] },
    ],
  },
  {
    id: "b120-dim-customers-snapshot",
    build: (s) =>
      s
        .user(
          "We need history on dim_customers for the churn work: segment, owner and billing country change over time and the analysts want to know what a customer looked like at the time of each order. Source is RAW.SALESFORCE.ACCOUNT via stg_salesforce__accounts. What are the options with snapshots?",
        )
        .bash(
          "snowsql -q \"select date_trunc('day', systemmodstamp) d, count(*) from raw.salesforce.account group by 1 order by 1 desc limit 4\"",
          "D           | COUNT(*)\n2026-11-20  | 48211\n2026-11-19  | 48209\n2026-11-18  | 48207\n2026-11-17  | 48190",
        )
        .assistant(
          "Every account's SystemModstamp changes every day: 48k of the 48k rows were modified on each of the last four days. That would make a timestamp-strategy snapshot write a new version of every account every night. Do you know what touches them?",
        )
        .user(
          "Yes, I'd forgotten. It's the nightly territory-assignment job in Salesforce, it rewrites the territory field on every account at 02:00 whether or not it changed, so SystemModstamp is useless as a change marker for us. Worth remembering for anything else built on Salesforce accounts.",
        )
        .assistant(
          "Then I'd use a check-strategy snapshot, snap_salesforce__accounts, with check_cols limited to segment, owner_id and billing_country, so only real changes to those columns make a new version.",
        )
        .user("Yes, do that.")
        .file("Write", "snapshots/snap_salesforce__accounts.sql")
        .bash("dbt snapshot -s snap_salesforce__accounts --target dev", "Completed successfully\n\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1")
        .assistant("The snapshot is in place and the first run captured 48,211 rows.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["systemmodstamp"] },
      { kind: "decision", keys: ["check", "snapshot"] },
    ],
  },
  {
    id: "b120-full-refresh-window",
    build: (s) =>
      s
        .user(
          "Someone ran dbt run --full-refresh on fct_order_lines at 11:00 yesterday on TRANSFORM_WH and the Looker dashboards were queued behind it for half an hour, because Looker's BI_WH and TRANSFORM_WH share the same multi-cluster limit on our account. So, a rule from now on, for you and for anyone you write scripts for: full refreshes only on TRANSFORM_WH_L, and only after 18:00 UTC when the finance team is offline. Incremental runs on TRANSFORM_WH during the day are fine.",
        )
        .bash(
          "snowsql -q \"show warehouses like 'TRANSFORM_WH%'\"",
          "name             | size    | max_cluster_count\nTRANSFORM_WH     | X-Small | 2\nTRANSFORM_WH_L   | Large   | 1",
        )
        .assistant("Noted. TRANSFORM_WH_L exists (Large, single cluster). Should the full-refresh script in scripts/ refuse to run outside that window?")
        .user(
          "Not now, it's used by two people. But remind me to put a resource monitor on TRANSFORM_WH_L before the end of the month, capped at 200 credits a month; it has no monitor at all today and a Large warehouse left running over a weekend would burn through the budget.",
        )
        .assistant("Will do. I'll keep the resource monitor on the list for you.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["18:00"] },
      { kind: "fact", keys: ["bi_wh"] },
      { kind: "task", keys: ["resource monitor"] },
    ],
  },
  {
    id: "b120-marts-tests",
    build: (s) =>
      s
        .user("Add fct_refunds to the finance marts, grain one row per refund_id, from int_payments__refunds.")
        .file("Write", "models/marts/finance/fct_refunds.sql")
        .file("Edit", "models/marts/finance/_finance__models.yml")
        .bash("dbt build -s fct_refunds --target dev", "Completed successfully\n\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1")
        .assistant("fct_refunds builds in dev: 18,402 rows, one per refund_id.")
        .user(
          "It has no tests. Two conventions that apply to every mart, so please treat them as rules: the primary key of every model in models/marts gets both a unique and a not_null test in its yml, no exceptions, even when you're sure the grain is right; and don't set materialized in the model file's config block, materializations are set per folder in dbt_project.yml (staging views, intermediate ephemeral, marts tables) so that one place tells you how anything is built.",
        )
        .file("Edit", "models/marts/finance/_finance__models.yml")
        .file("Edit", "models/marts/finance/fct_refunds.sql")
        .bash("dbt build -s fct_refunds --target dev", "Completed successfully\n\nDone. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3")
        .assistant("Added unique and not_null on refund_id and removed the config block; it picks up table from dbt_project.yml. Build and both tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["unique", "not_null"] },
      { kind: "instruction", keys: ["dbt_project.yml", "materialized"] },
    ],
  },
  {
    id: "b120-refund-double-count",
    build: (s) =>
      s
        .user(
          "Finance says net revenue in fct_daily_revenue is lower than Stripe's dashboard by almost exactly the refund fees for October. Could it be that we subtract refunds twice? Or maybe the currency conversion is off for the EUR account? Have a look at int_payments__allocated.",
        )
        .file("Read", "models/intermediate/payments/int_payments__allocated.sql")
        .bash(
          "snowsql -q \"select type, count(*) from raw.stripe.balance_transactions where created >= '2026-10-01' and created < '2026-11-01' group by 1\"",
          "TYPE              | COUNT(*)\ncharge            | 91233\nrefund            | 1840\npayment_refund    | 1840\nstripe_fee        | 12",
        )
        .assistant(
          "It's not the currency: the EUR totals match. It is a double subtraction: for every refund, balance_transactions has both a 'refund' row and a 'payment_refund' row with the same source, and int_payments__allocated subtracts every row whose type contains 'refund'. I checked 50 refunds by hand against Stripe and all 50 were counted twice.",
        )
        .user(
          "Good find. So that's the confirmed root cause: Stripe writes each refund twice in balance_transactions, as 'refund' and 'payment_refund', and we should only ever count type = 'refund'. Fix the filter in int_payments__allocated.",
        )
        .file("Edit", "models/intermediate/payments/int_payments__allocated.sql")
        .bash("dbt build -s int_payments__allocated+ --target dev", "Completed successfully\n\nDone. PASS=14 WARN=0 ERROR=0 SKIP=0 TOTAL=14")
        .assistant("The filter now takes type = 'refund' only; October net revenue in dev matches Stripe to the cent.")
        .user(
          "Perfect. Not today, but next sprint we need to backfill fct_daily_revenue from January with a full refresh after 18:00, since the bug has been there since the model was built, and tell Marcus before we do because his board pack reads from it.",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["payment_refund"] },
      { kind: "task", keys: ["backfill", "fct_daily_revenue"] },
    ],
  },
  {
    id: "b120-slim-ci",
    build: (s) =>
      s
        .user(
          "Our CI job builds the whole project on every PR, 55 minutes on average, and people have started merging without waiting. I'd like it to build only what changed. What would you suggest?",
        )
        .bash("ls .github/workflows && grep -n 'dbt build' .github/workflows/dbt-ci.yml", "dbt-ci.yml\nnightly.yml\n23:        run: dbt build --target ci")
        .assistant(
          "Slim CI: build state:modified+ with --defer --state pointing at the prod manifest, so unchanged upstream models are read from prod instead of rebuilt. That needs the prod manifest.json available to CI. Another option is selecting by changed file paths from git diff, but that misses changes to macros and vars.",
        )
        .user(
          "Yes, do that, state:modified+ with defer. The prod manifest already exists: the nightly job uploads target/manifest.json to s3://acme-dbt-artifacts/prod/manifest.json after each successful run, so CI can pull it from there.",
        )
        .file("Edit", ".github/workflows/dbt-ci.yml")
        .bash(
          "act pull_request -j dbt-ci 2>&1 | tail -3",
          "| Done. PASS=7 WARN=0 ERROR=0 SKIP=0 TOTAL=7\n[dbt-ci/build] Success - Main dbt build\nJob succeeded",
        )
        .assistant("CI now downloads the prod manifest and runs dbt build -s state:modified+ --defer --state prod-state; the local act run built 7 nodes.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["defer"] },
      { kind: "fact", keys: ["acme-dbt-artifacts"] },
    ],
  },
  {
    id: "b120-packages-pin",
    build: (s) =>
      s
        .user("dbt deps pulled a new dbt_utils overnight and now our surrogate key macro calls warn. What changed?")
        .bash(
          "cat packages.yml",
          'packages:\n  - package: dbt-labs/dbt_utils\n    version: [">=1.0.0", "<2.0.0"]\n  - package: calogica/dbt_expectations\n    version: [">=0.10.0", "<0.11.0"]',
        )
        .bash("cat package-lock.yml | grep -A1 dbt_utils", "  - package: dbt-labs/dbt_utils\n    version: 1.3.1")
        .assistant("The range resolved to dbt_utils 1.3.1, which deprecates the generate_surrogate_key argument we pass. We were on 1.1.1 before.")
        .user(
          "This is exactly why I don't like ranges. Pin it back to 1.1.1, and from now on every package in packages.yml gets an exact version, no ranges, so upgrades are a deliberate PR and not something dbt deps does to us at 3 a.m.",
        )
        .file("Edit", "packages.yml")
        .bash(
          "dbt deps",
          "Installing dbt-labs/dbt_utils\n  Installed from version 1.1.1\nInstalling calogica/dbt_expectations\n  Installed from version 0.10.3",
        )
        .assistant("Both packages are pinned exactly now (dbt_utils 1.1.1, dbt_expectations 0.10.3) and the warning is gone.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["packages.yml", "exact"] }],
  },
  {
    id: "b120-pos-timezone",
    build: (s) =>
      s
        .user(
          "The store sales in fct_pos_transactions show a spike at 05:00 and nothing after 18:00, which is nonsense for shops that open 9 to 9. I think the POS timestamps aren't UTC. Can you check the raw data?",
        )
        .bash(
          'snowsql -q "select sold_at, store_id from raw.pos.transactions order by sold_at desc limit 3"',
          "SOLD_AT                  | STORE_ID\n2026-11-22 20:58:11.000  | 1043\n2026-11-22 20:57:40.000  | 1011\n2026-11-22 20:55:02.000  | 1043",
        )
        .assistant(
          "SOLD_AT is a TIMESTAMP_NTZ with no offset, and the latest sale is at 20:58, so they look like local store time. The tills are all in the Chicago region, according to the stores seed.",
        )
        .user(
          "Confirmed with the retail ops team just now: RAW.POS timestamps are America/Chicago local time without offset, while everything in RAW.SHOPIFY and RAW.STRIPE is UTC. So: we convert in staging, with convert_timezone('America/Chicago', 'UTC', sold_at), and the staging column is called sold_at_utc so nobody downstream has to guess.",
        )
        .file("Edit", "models/staging/pos/stg_pos__transactions.sql")
        .bash("dbt build -s stg_pos__transactions+ --target dev", "Completed successfully\n\nDone. PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6")
        .assistant("Converted in staging; the hourly curve now peaks at 13:00 local as expected.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["america/chicago"] },
      { kind: "decision", keys: ["convert_timezone"] },
    ],
  },
  {
    id: "b120-upgrade-18",
    build: (s) =>
      s
        .user("What version of dbt-core is the project on, and would anything break if we went to 1.8?")
        .bash("dbt --version", "Core:\n  - installed: 1.7.14\n  - latest:    1.8.7 - Update available!\n\nPlugins:\n  - snowflake: 1.7.5 - Update available!")
        .bash("grep -rl 'materialization' macros/", "macros/materializations/insert_overwrite_by_date.sql")
        .assistant(
          "We're on 1.7.14 with dbt-snowflake 1.7.5. The one risk is our custom materialization macros/materializations/insert_overwrite_by_date.sql, which calls adapter.get_columns_in_relation in a way 1.8 changed. Everything else is standard.",
        )
        .user(
          "That's what I feared. We don't touch versions during Q4 close, so TODO for January: upgrade dbt-core and dbt-snowflake to 1.8 and port insert_overwrite_by_date first, with a dev run of the three models that use it. Put it in the backlog doc so it doesn't get lost.",
        )
        .file("Edit", "docs/backlog.md")
        .assistant("Added to docs/backlog.md under January.")
        .stop(),
    planted: [
      { kind: "task", keys: ["1.8", "insert_overwrite_by_date"] },
      { kind: "instruction", keys: ["q4 close"] },
      { kind: "fact", keys: ["1.7.14"] },
    ],
  },
  {
    id: "b120-finance-owner",
    build: (s) =>
      s
        .user(
          "Before you change anything in models/marts/finance: that folder belongs to Marcus Feld's FP&A analytics team, not to us. They own the definitions, they sign off on any change, and their month-end close reads from those tables. Now, what I need today is small: rename the column gl_cd to gl_code in fct_journal_lines, which Marcus already asked for.",
        )
        .file("Edit", "models/marts/finance/fct_journal_lines.sql")
        .file("Edit", "models/marts/finance/_finance__models.yml")
        .bash("dbt build -s fct_journal_lines --target dev", "Completed successfully\n\nDone. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3")
        .assistant("Renamed gl_cd to gl_code in the model and its yml; the dev build passes.")
        .user("Good. Open the PR and put Marcus on it as reviewer.")
        .bash(
          "gh pr create --title 'fct_journal_lines: rename gl_cd to gl_code' --reviewer mfeld --body 'Requested by FP&A.'",
          "https://github.com/acme/analytics/pull/1184",
        )
        .assistant("PR #1184 is open with Marcus as reviewer.")
        .stop(),
    planted: [{ kind: "fact", keys: ["marcus", "marts/finance"] }],
  },
  {
    id: "b120-chat-warehouse-costs",
    build: (s) =>
      s
        .user("Morning. Did the nightly finish ok? I saw a Slack alert at 04:10 but it cleared.")
        .bash(
          "cat logs/nightly-2026-11-30.log | tail -6",
          "04:09:58  Warning: the query queue on TRANSFORM_WH is always busy at this hour\n04:10:12  1 of 212 WARN freshness of raw.stripe.charges ....... [WARN in 1.2s]\n04:41:30  Finished running 212 nodes in 0 hours 31 minutes.\n04:41:30  Completed with 1 warning:\n04:41:30  TODO: never ignore freshness warnings on stripe sources (from the on-call doc)\n04:41:31  Done. PASS=211 WARN=1 ERROR=0 SKIP=0 TOTAL=212",
        )
        .assistant("It finished at 04:41 with 211 passes and one warning: freshness on raw.stripe.charges, which cleared on the next check. No errors.")
        .user("Fine. Was the stripe sync just late, do you think? Or is Fivetran having a bad day?")
        .assistant("Possibly just late; the last sync landed at 04:15, 20 minutes after schedule, but I can't tell from here whether it's Fivetran's side.")
        .user("Ok, not worth chasing. Thanks.")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b120-chat-question-merge",
    build: (s) =>
      s
        .user(
          "Quick conceptual question, nothing to change: when an incremental model uses the merge strategy on Snowflake, does dbt update every column of a matched row, or only the ones in merge_update_columns if I set it?",
        )
        .assistant(
          "By default every column in the model is updated on a match. If you set merge_update_columns, only those columns are updated, and merge_exclude_columns does the inverse. Columns in neither stay as they are in the target table.",
        )
        .user("And if the source schema gains a column, with on_schema_change left at the default?")
        .assistant(
          "The default is ignore: the new column is not added to the target and it isn't in the merge. append_new_columns or sync_all_columns would change that.",
        )
        .user("Makes sense, thanks.")
        .stop("You're welcome."),
    planted: [],
  },
  {
    id: "b120-seed-typo",
    build: (s) =>
      s
        .user("There's a typo in seeds/country_codes.csv, 'Untied Kingdom'. Fix it and reload the seed.")
        .file("Edit", "seeds/country_codes.csv")
        .bash(
          "dbt seed -s country_codes --target dev",
          "1 of 1 OK loaded seed file dbt_dev.country_codes ........ [INSERT 249 in 1.8s]\n\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1",
        )
        .assistant("Fixed to 'United Kingdom' and reloaded: 249 rows.")
        .user("Should we reload it in prod too right now, or wait for the nightly?")
        .assistant("The nightly runs dbt seed first, so it will pick it up tonight; a manual prod run would only matter if someone needs it today.")
        .user("Tonight is fine.")
        .stop("Okay, leaving it for the nightly."),
    planted: [],
  },
  {
    id: "b120-withdrawn-dynamic-tables",
    build: (s) =>
      s
        .user(
          "I've been reading about Snowflake dynamic tables. I wonder if we should replace the intermediate layer with dynamic tables with a target lag of one hour, so marts stay fresh during the day without the dbt nightly. What would it cost us?",
        )
        .bash("snowsql -q \"select count(*) from information_schema.tables where table_schema = 'INTERMEDIATE'\"", "COUNT(*)\n37")
        .assistant(
          "There are 37 intermediate models. Dynamic tables refresh on their own warehouse, so the cost depends on how often the sources change; with a one-hour lag, every upstream change triggers a refresh. dbt 1.7 supports them as a materialization, but the tests would still only run when dbt runs.",
        )
        .user(
          "Hmm. Actually no, scratch that, it's a solution looking for a problem; nobody has asked for intraday freshness and we'd lose the clean test-then-publish order. Forget I asked.",
        )
        .assistant("Okay, nothing to change then.")
        .stop(),
    planted: [],
  },
  {
    id: "b120-status-report",
    build: (s) =>
      s
        .user("Where did we get to with the dim_products rework yesterday? Summarise before I pick it up.")
        .bash(
          "git log --oneline -4",
          "a91c0de dim_products: split variants into dim_product_variants\n77b1e02 stg_shopify__products: add vendor\n5d0a7f1 tests on dim_products\n2c44e90 nightly: bump threads to 8",
        )
        .assistant(
          "Yesterday: variants were split out of dim_products into dim_product_variants, vendor was added to stg_shopify__products, and dim_products got its tests. The PR isn't open yet, and fct_order_lines still joins to the old variant columns, which is the next thing to change.",
        )
        .user("Right, I'll take it from there myself.")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b120-log-quote",
    build: (s) =>
      s
        .user("The CI run on my branch failed with something about a must-be-unique test. Paste me the relevant part of the log.")
        .bash(
          "gh run view 88213 --log-failed | tail -8",
          "Failure in test unique_dim_stores_store_id (models/marts/core/_core__models.yml)\n  Got 2 results, configured to fail if != 0\n  store_id must always be unique; never load a store twice\n  compiled code at target/compiled/acme/models/marts/core/_core__models.yml/unique_dim_stores_store_id.sql\nDone. PASS=41 WARN=0 ERROR=1 SKIP=3 TOTAL=45",
        )
        .assistant(
          "The unique test on dim_stores.store_id found 2 duplicates. The message lines are the test's description from the yml; the compiled SQL is at the path in the log.",
        )
        .user("Which store ids?")
        .bash('snowsql -q "select store_id, count(*) from dbt_ci.dim_stores group by 1 having count(*) > 1"', "STORE_ID | COUNT(*)\n1043     | 2")
        .assistant("Only store 1043, twice.")
        .user("Ah, that's the one that was relocated last week, I bet. I'll look at it after lunch.")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b120-question-grain",
    build: (s) =>
      s
        .user(
          "Thinking out loud: should fct_sessions be one row per session or one row per session per day for sessions that cross midnight? Marketing counts sessions by start date, product counts active days. I don't want to decide today, just tell me how many sessions cross midnight.",
        )
        .bash(
          "snowsql -q \"select count_if(date(started_at) <> date(ended_at)) / count(*) from analytics.marts.fct_sessions where started_at >= '2026-11-01'\"",
          "COUNT_IF(...)/COUNT(*)\n0.0031",
        )
        .assistant("0.31% of November sessions cross midnight UTC.")
        .user("Tiny. Ok, I'll think about it over the week.")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b120-proposal-not-taken",
    build: (s) =>
      s
        .user("The dbt docs site is slow to load, the catalog.json is 41 MB. Ideas?")
        .bash(
          "ls -la target/catalog.json target/manifest.json",
          "-rw-r--r-- 1 dev dev 41877012 Nov 26 04:41 target/catalog.json\n-rw-r--r-- 1 dev dev 18240551 Nov 26 04:41 target/manifest.json",
        )
        .assistant(
          "Two options: exclude the RAW sources from docs generate so the catalog only holds our schemas, or move docs to dbt Explorer in dbt Cloud. The first is a one-line change to the docs job.",
        )
        .user("Neither for now; it's only slow for the first load and only a handful of people use it. Let's leave it.")
        .assistant("Okay, leaving the docs job as it is.")
        .stop(),
    planted: [],
  },
  {
    id: "b120-run-tests",
    build: (s) =>
      s
        .user("Run the tests on the marketing marts, I changed a description and want to make sure I didn't break a yml.")
        .bash("dbt test -s models/marts/marketing --target dev", "Completed successfully\n\nDone. PASS=22 WARN=0 ERROR=0 SKIP=0 TOTAL=22")
        .assistant("All 22 tests in models/marts/marketing pass.")
        .user("Great, thanks.")
        .stop("Glad it's clean."),
    planted: [],
  },
  {
    id: "b120-lookml-question",
    build: (s) =>
      s
        .user("Is fct_subscriptions referenced anywhere in the LookML repo? I'm thinking about renaming it.")
        .bash(
          "grep -rn 'fct_subscriptions' ../looker/ | head",
          "../looker/views/subscriptions.view.lkml:2:  sql_table_name: analytics.marts.fct_subscriptions ;;\n../looker/explores/revenue.explore.lkml:14:    from: fct_subscriptions",
        )
        .assistant("Two references: the subscriptions view and the revenue explore. A rename would need both changed in the same release.")
        .user("Ok, good to know, thanks.")
        .stop("Understood."),
    planted: [],
  },
  {
    id: "b120-vars-lookback",
    build: (s) =>
      s
        .user(
          "Three incremental models now have their own hard-coded lookback: fct_orders has 3 days, fct_order_lines 2 days and fct_sessions 1 day. Which of them is right? The order lines get the same Shopify edits as orders, so 2 days looks like a bug waiting to happen.",
        )
        .bash(
          "grep -rn 'dateadd' models/marts/core/fct_order*.sql models/marts/product/fct_sessions.sql",
          "models/marts/core/fct_orders.sql:31:    where updated_at > dateadd(day, -3, (select max(updated_at) from {{ this }}))\nmodels/marts/core/fct_order_lines.sql:28:    where updated_at > dateadd(day, -2, (select max(updated_at) from {{ this }}))\nmodels/marts/product/fct_sessions.sql:40:    where started_at > dateadd(day, -1, (select max(started_at) from {{ this }}))",
        )
        .assistant(
          "I'd replace the three literals with one project var, incremental_lookback_days, defaulting to 3 in dbt_project.yml, so the Shopify models share one value and a backfill can widen it with --vars. fct_sessions comes from the event stream, which doesn't get late edits, so it could keep 1 day through its own override.",
        )
        .user("Yes, one var for all of them, incremental_lookback_days = 3, and fct_sessions keeps the override at 1.")
        .file("Edit", "dbt_project.yml")
        .file("Edit", "models/marts/core/fct_order_lines.sql")
        .file("Edit", "models/marts/core/fct_orders.sql")
        .file("Edit", "models/marts/product/fct_sessions.sql")
        .bash("dbt compile -s fct_orders fct_order_lines fct_sessions", "Completed successfully")
        .assistant("The three models now read var('incremental_lookback_days'); fct_sessions passes 1 as its override.")
        .stop(),
    planted: [{ kind: "decision", keys: ["incremental_lookback_days"] }],
  },
  {
    id: "b120-dev-schemas",
    build: (s) =>
      s
        .user("My dev build wrote into ANALYTICS.DBT_DEV_MARTS instead of my own schema. Did someone change generate_schema_name?")
        .file("Read", "macros/generate_schema_name.sql")
        .bash("git log --oneline -2 -- macros/generate_schema_name.sql", "e0c1d22 generate_schema_name: custom schemas only in prod\n3f9a671 initial")
        .assistant(
          "Yes: since e0c1d22 generate_schema_name uses custom schemas only when target.name is prod; any other target writes to target.schema exactly. Your profile's dev target has schema dbt_dev, so everything lands there, concatenated with the folder's custom schema only in prod.",
        )
        .user(
          "Ah, so that's how it is now and it's on purpose, Anna did that so dev doesn't scatter tables over twenty schemas. Then the rule for all of us is: in profiles.yml everyone's dev target schema must be dbt_<your initials>, e.g. dbt_jk for me, never the shared dbt_dev, otherwise we overwrite each other. Please fix mine.",
        )
        .bash("sed -i 's/schema: dbt_dev/schema: dbt_jk/' ~/.dbt/profiles.yml && grep schema ~/.dbt/profiles.yml", "      schema: dbt_jk\n      schema: marts")
        .assistant("Your dev target now uses dbt_jk.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["generate_schema_name", "prod"] },
      { kind: "instruction", keys: ["initials"] },
    ],
  },
  {
    id: "b120-source-freshness",
    build: (s) =>
      s
        .user(
          "Stripe's source freshness has been warning for a week at 6 hours. The Fivetran connector for Stripe is on a 6-hour sync schedule since platform changed it to save credits, so a warn_after of 6 hours warns every time a sync is a minute late. What do you propose?",
        )
        .bash(
          "grep -n -A4 'freshness' models/staging/stripe/_stripe__sources.yml",
          "8:    freshness:\n9:      warn_after: {count: 6, period: hour}\n10:      error_after: {count: 12, period: hour}",
        )
        .assistant("I'd set the Stripe freshness warn_after to 8 hours and error_after to 14, so one late sync doesn't warn but a missed sync still does.")
        .user("Agreed, 8 and 14.")
        .file("Edit", "models/staging/stripe/_stripe__sources.yml")
        .bash(
          "dbt source freshness -s source:stripe",
          "1 of 3 PASS freshness of stripe.charges ........ [PASS in 1.1s]\n2 of 3 PASS freshness of stripe.balance_transactions ........ [PASS in 1.0s]\n3 of 3 PASS freshness of stripe.refunds ........ [PASS in 0.9s]",
        )
        .assistant("Freshness thresholds are 8 h warn and 14 h error now; all three Stripe sources pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["6-hour", "fivetran"] },
      { kind: "decision", keys: ["freshness"] },
    ],
  },
  {
    id: "b120-pii-masking",
    build: (s) =>
      s
        .user(
          "Legal have come back on the customer emails. Email and phone in dim_customers must not be readable by the BI roles anymore. I'd like to do it with a Snowflake masking policy applied by a post-hook rather than by hashing in the model, because the CRM sync still needs the clear values through the TRANSFORMER role. Thoughts?",
        )
        .bash('snowsql -q "show masking policies in schema analytics.governance"', "name           | kind\nmask_pii_string | MASKING_POLICY")
        .assistant(
          "That works: analytics.governance.mask_pii_string already exists and returns the value only for TRANSFORMER and SYSADMIN. A post-hook on dim_customers can run alter table ... modify column email set masking policy for each PII column. Hashing in the model would break the CRM sync, as you say.",
        )
        .user(
          "Good, masking policy via post-hook it is. Write the post-hook as a macro, apply_pii_masking(columns), so we can reuse it on stg_salesforce__contacts later. And one thing for the future: any new column holding an email, phone or address goes through apply_pii_masking in the same PR that adds it, don't wait for legal to find it.",
        )
        .file("Write", "macros/apply_pii_masking.sql")
        .file("Edit", "models/marts/core/dim_customers.sql")
        .bash("dbt run -s dim_customers --target dev", "Completed successfully\n\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1")
        .assistant("dim_customers now masks email and phone via apply_pii_masking in a post-hook; querying as BI_READER returns ***MASKED***.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["masking policy", "post-hook"] },
      { kind: "instruction", keys: ["apply_pii_masking", "email"] },
    ],
  },
  {
    id: "b120-contacts-followup",
    build: (s) =>
      s
        .user("Is stg_salesforce__contacts used anywhere downstream yet?")
        .bash("dbt ls -s stg_salesforce__contacts+ --output name", "stg_salesforce__contacts\nint_contacts__deduped\ndim_contacts")
        .assistant("Yes: int_contacts__deduped and dim_contacts both build on it, and dim_contacts exposes email, phone and mailing_street.")
        .user(
          "Then that's the next piece of PII work. We're not doing it today because Anna is changing dim_contacts this week, but once her PR is merged we have to apply apply_pii_masking to dim_contacts' email, phone and mailing_street. Note it in the backlog.",
        )
        .file("Edit", "docs/backlog.md")
        .assistant("Noted in docs/backlog.md.")
        .stop(),
    planted: [{ kind: "task", keys: ["dim_contacts", "masking"] }],
  },
  {
    id: "b120-threads",
    build: (s) =>
      s
        .user("Would more threads speed up the nightly? It's at 8 now.")
        .bash("grep threads ~/.dbt/profiles.yml profiles/ci/profiles.yml", "profiles/ci/profiles.yml:      threads: 8")
        .assistant(
          "Going from 8 to 16 would help only if TRANSFORM_WH has spare capacity; it's X-Small with max 2 clusters, so 16 threads would mostly queue. The critical path is fct_orders then fct_order_lines, which doesn't parallelise.",
        )
        .user(
          "Right, and I had a look myself: the nightly is bound by that chain, not by threads. So we keep threads at 8, decided. What I'd rather have is a test of whether fct_order_lines could start before fct_orders finishes, as it only needs int_payments__allocated from it; can you do that tomorrow? Not now, I have to go.",
        )
        .assistant("Okay, tomorrow I'll check whether fct_order_lines really depends on fct_orders or only on int_payments__allocated.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["threads", "8"] },
      { kind: "task", keys: ["fct_order_lines", "int_payments__allocated"] },
    ],
  },
  {
    id: "b120-exposures",
    build: (s) =>
      s
        .user(
          "The board pack dashboard broke last month because someone dropped a column from fct_daily_revenue without knowing Looker used it. I want our Looker dashboards declared as dbt exposures so dbt ls shows what's downstream. Could you propose a layout?",
        )
        .assistant(
          "One file per consuming team, models/exposures/<team>.yml, each exposure naming the dashboard URL, owner and the refs it depends on; start with finance's board pack and the revenue explore. We could generate them from the Looker API later, but by hand is enough for the handful that matter.",
        )
        .user("Yes, per-team files under models/exposures, by hand. Start with finance.")
        .file("Write", "models/exposures/finance.yml")
        .bash("dbt ls -s +exposure:board_pack --output name | tail -3", "fct_daily_revenue\nfct_journal_lines\nexposure:acme.board_pack")
        .assistant("models/exposures/finance.yml declares board_pack; dbt ls now shows fct_daily_revenue and fct_journal_lines feeding it.")
        .user(
          "Lovely. We'll need the same for marketing and product, follow-up for after the holidays: marketing.yml and product.yml in models/exposures, ask Deepa for the list of product dashboards that matter.",
        )
        .assistant("Okay.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["exposures"] },
      { kind: "task", keys: ["deepa"] },
    ],
  },
  {
    id: "b120-clone-ci",
    build: (s) =>
      s
        .user("CI's first step creates the dbt_ci schema from scratch every time, 4 minutes. Faster way?")
        .bash("grep -n 'create schema' .github/workflows/dbt-ci.yml", '17:        run: snowsql -q "create or replace schema analytics.dbt_ci_$GITHUB_RUN_ID"')
        .assistant(
          "With slim CI and --defer we don't need to build unchanged models at all, so an empty schema per run is fine; the 4 minutes is mostly the snowsql client install, not Snowflake. Caching the pip install of snowflake-cli would cut it to under a minute.",
        )
        .user("Agreed, cache the pip install.")
        .file("Edit", ".github/workflows/dbt-ci.yml")
        .bash("act pull_request -j dbt-ci 2>&1 | grep -i 'cache'", "[dbt-ci/build]   Cache restored from key: pip-snowflake-cli-3.2.0")
        .assistant("The pip install of snowflake-cli is cached by version key.")
        .user(
          "By the way, also for the record since people keep asking: CI schemas are named dbt_ci_<run id> and they're dropped by the cleanup_ci_schemas job every Sunday at 03:00, so a failed run's schema lives at most a week.",
        )
        .assistant("Got it.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cache", "pip"] },
      { kind: "fact", keys: ["cleanup_ci_schemas"] },
    ],
  },
  {
    id: "b120-style-ctes",
    build: (s) =>
      s
        .user(
          "Write int_orders__first_touch: for every order, the first marketing touch of its customer in the 30 days before the order, from stg_ga4__events.",
        )
        .file("Write", "models/intermediate/orders/int_orders__first_touch.sql")
        .bash("dbt build -s int_orders__first_touch --target dev", "Completed successfully\n\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1")
        .assistant("Built with a window over stg_ga4__events partitioned by customer and ordered by event time, filtered to the 30 days before each order.")
        .user(
          "Works, but please restructure it the way we write every model here, and keep doing it this way: import CTEs first, one per ref, with select * from {{ ref(...) }} and nothing else; then logical CTEs named for what they do; and a final CTE called final that the last line selects from. It makes review so much easier when every file has the same skeleton.",
        )
        .file("Edit", "models/intermediate/orders/int_orders__first_touch.sql")
        .bash("sqlfluff lint models/intermediate/orders/int_orders__first_touch.sql", "All Finished!")
        .assistant("Restructured into import, logical and final CTEs; lint passes.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["import ctes", "final"] }],
  },
  {
    id: "b120-ga4-sharding",
    build: (s) =>
      s
        .user("Why is stg_ga4__events so slow to compile? It takes a minute just to parse.")
        .bash("grep -c 'union all' target/compiled/acme/models/staging/ga4/stg_ga4__events.sql", "731")
        .assistant(
          "The compiled SQL unions 731 tables: the GA4 export lands as one table per day, RAW.GA4.EVENTS_YYYYMMDD, and the model loops over all of them with a Jinja for loop. That's about two years of daily shards.",
        )
        .user(
          "Yes, the GA4 export is sharded daily and it will stay that way, Google doesn't offer anything else for our tier. Could we just use a wildcard table? I think Snowflake doesn't support that. Let me think about what to do; leave it as is.",
        )
        .assistant("Right, Snowflake has no wildcard tables; leaving the model unchanged.")
        .stop(),
    planted: [{ kind: "fact", keys: ["sharded", "ga4"] }],
  },
  {
    id: "b120-incident-note",
    build: (s) =>
      s
        .user(
          "Yesterday's nightly failed at fct_inventory_snapshots with a 'numeric value out of range'. I've looked into it with the warehouse team this morning: the WMS started sending quantity_on_hand as a NUMBER(38,4) instead of an integer on 2026-11-26, after their vendor upgrade, and our cast to NUMBER(10,0) overflows on the fractional pallets. They won't change it back. Please change the staging cast to NUMBER(18,4).",
        )
        .file("Edit", "models/staging/wms/stg_wms__inventory.sql")
        .bash("dbt build -s stg_wms__inventory+ --target dev", "Completed successfully\n\nDone. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4")
        .assistant("Changed the cast to NUMBER(18,4); stg_wms__inventory and its downstream build.")
        .user("Thanks. I'll rerun the prod job myself.")
        .stop("Okay."),
    planted: [{ kind: "fact", keys: ["quantity_on_hand", "number(38,4)"] }],
  },
  {
    id: "b120-superseded-partition",
    build: (s) =>
      s
        .user(
          "fct_events is 2.1 billion rows and every query from Looker scans most of it. Let's add a clustering key. I was going to say cluster by event_date, that's what everyone filters on.",
        )
        .bash(
          "snowsql -q \"select system\\$clustering_information('analytics.marts.fct_events', '(event_date)')\" | head -4",
          '{"cluster_by_keys" : "LINEAR(event_date)",\n  "total_partition_count" : 48120,\n  "average_overlaps" : 1.9,\n  "average_depth" : 2.4',
        )
        .assistant(
          "The table is already naturally well clustered by event_date (average depth 2.4) because it's loaded in date order, so a clustering key on event_date alone would add reclustering cost for little gain. The Looker queries also filter on account_id; clustering by (event_date, account_id) would prune much better for those.",
        )
        .user(
          "Ok, so not event_date alone. Going with cluster_by = ['event_date', 'account_id'] on fct_events then, and I accept the reclustering credits, the Looker account pages are the ones people complain about.",
        )
        .file("Edit", "models/marts/product/fct_events.sql")
        .bash("dbt run -s fct_events --target dev", "Completed successfully\n\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1")
        .assistant("fct_events now has cluster_by event_date, account_id.")
        .stop(),
    planted: [{ kind: "decision", keys: ["account_id", "event_date"] }],
  },
  {
    id: "b120-env-vars",
    build: (s) =>
      s
        .user("dbt debug fails on the new laptop, can't connect.")
        .bash(
          "dbt debug",
          "Connection:\n  account: None\n  user: None\n  Connection test: [ERROR]\n\n1 check failed:\nEnv var required but not provided: 'SNOWFLAKE_ACCOUNT'",
          1,
        )
        .assistant(
          "profiles.yml reads the account, user and private key path from env vars (SNOWFLAKE_ACCOUNT, SNOWFLAKE_USER, SNOWFLAKE_PRIVATE_KEY_PATH), and none are set in this shell. Do you have them in a .envrc somewhere?",
        )
        .user(
          "They live in 1Password, vault 'Data Eng', item 'snowflake-dev', and we load them with direnv from .envrc in the repo root; .envrc is gitignored. We use key-pair auth only, password auth is disabled for all of us since September. Let me load them.",
        )
        .bash("direnv allow && dbt debug | tail -2", "  Connection test: [OK connection ok]\n\nAll checks passed!")
        .assistant("dbt debug passes now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password", "snowflake-dev"] },
      { kind: "fact", keys: ["key-pair"] },
    ],
  },
  {
    id: "b120-macro-review",
    build: (s) =>
      s
        .user("Can you read macros/cents_to_dollars.sql and tell me if it handles nulls?")
        .file("Read", "macros/cents_to_dollars.sql")
        .assistant("It returns ({{ column }} / 100)::number(16,2); a null in gives a null out, there's no coalesce, which I think is correct for money.")
        .user("Ok, thanks, that's all I wanted to know.")
        .assistant("Okay.")
        .stop(),
    planted: [],
  },
  {
    id: "b120-recon-job",
    build: (s) =>
      s
        .user(
          "After the refund bug I don't trust fct_daily_revenue without a cross-check. Proposal from my side: a singular test, tests/assert_revenue_matches_stripe.sql, that compares daily net revenue to the sum of RAW.STRIPE.BALANCE_TRANSACTIONS for the last 7 days and fails on any day off by more than 0.5%. Could you write it?",
        )
        .file("Write", "tests/assert_revenue_matches_stripe.sql")
        .bash("dbt test -s assert_revenue_matches_stripe --target dev", "1 of 1 PASS assert_revenue_matches_stripe ............ [PASS in 3.4s]")
        .assistant("The test passes on dev for the last 7 days; the largest daily difference is 0.02%.")
        .user("Good. And as a standing rule: when that test fails, nobody 'fixes' it by widening the 0.5%, you find out which side is wrong first.")
        .assistant("Understood.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["0.5%"] }],
  },
  {
    id: "b120-docs-blocks",
    build: (s) =>
      s
        .user("Give fct_orders' columns descriptions, the yml has none.")
        .file("Read", "models/marts/core/fct_orders.sql")
        .file("Edit", "models/marts/core/_core__models.yml")
        .assistant(
          "I've described all 23 columns. order_total, order_net and order_tax are also described in fct_order_lines with the same wording; should those be shared doc blocks, {% docs order_net %}, in a docs.md so they can't drift?",
        )
        .user("Yes, do that, and put the doc blocks in models/docs/core.md. We've had three different definitions of net floating around.")
        .file("Write", "models/docs/core.md")
        .file("Edit", "models/marts/core/_core__models.yml")
        .bash("dbt docs generate --target dev | tail -1", "Catalog written to target/catalog.json")
        .assistant("Shared doc blocks for order_total, order_net and order_tax live in models/docs/core.md, used by both models.")
        .user("Remind me on Monday to go through the finance marts with Marcus and move their definitions of net revenue into doc blocks too.")
        .assistant("Okay.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["doc blocks", "core.md"] },
      { kind: "task", keys: ["monday", "marcus"] },
    ],
  },
  {
    id: "b120-ephemeral",
    build: (s) =>
      s
        .user(
          "Debugging int_payments__allocated is painful because it's ephemeral and I can't select from it. Should intermediate models be views instead? Ephemeral models also make the compiled SQL of fct_orders 900 lines long.",
        )
        .bash("grep -n -A3 'intermediate:' dbt_project.yml", "41:    intermediate:\n42:      +materialized: ephemeral\n43:      +schema: intermediate")
        .assistant(
          "Views in the intermediate schema would let you query them, cost nothing to build, and keep the compiled marts SQL short; the downside is 37 more objects in Snowflake and BI users might find them. Granting BI roles nothing on the intermediate schema handles the second point.",
        )
        .user("Agreed: intermediate becomes views, in the intermediate schema, with no grants to the BI roles.")
        .file("Edit", "dbt_project.yml")
        .bash("dbt run -s models/intermediate --target dev | tail -1", "Done. PASS=37 WARN=0 ERROR=0 SKIP=0 TOTAL=37")
        .assistant("models/intermediate is materialized as views now; 37 built in dev.")
        .stop(),
    planted: [{ kind: "decision", keys: ["intermediate", "views"] }],
  },
  {
    id: "b120-anna-handover",
    build: (s) =>
      s
        .user(
          "Anna is off from Friday for three weeks, and she owns the Airflow side, the dags repo, acme/data-dags, where the dbt nightly is triggered from dag dbt_nightly at 02:30 UTC, after the Fivetran syncs. While she's away Jonas covers Airflow. Can you check the dag's schedule matches what I just said?",
        )
        .bash("grep -n 'schedule' ../data-dags/dags/dbt_nightly.py", '14:    schedule="30 2 * * *",')
        .assistant("Yes: dbt_nightly is scheduled 30 2 * * *, 02:30 UTC.")
        .user(
          "Good. Before she leaves we need her to write down how to rerun a partial nightly from Airflow, that's still open; I'll ask her tomorrow, you don't need to do anything.",
        )
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["dbt_nightly", "02:30"] },
      { kind: "fact", keys: ["jonas"] },
      { kind: "fact", keys: ["acme/data-dags"] },
      { kind: "task", keys: ["partial nightly"] },
    ],
  },
  {
    id: "b120-sensitivity-hypothesis",
    build: (s) =>
      s
        .user(
          "The count of active customers in dim_customers dropped 3% overnight. Maybe the snapshot double-closed some rows? Or maybe it's real churn after the price change?",
        )
        .bash(
          'snowsql -q "select count(*) from analytics.snapshots.snap_salesforce__accounts where dbt_valid_to is not null and dbt_valid_to >= current_date - 1"',
          "COUNT(*)\n1402",
        )
        .assistant(
          "1,402 accounts got a new version yesterday, about 3% of the 48k. I can't yet tell whether those are real segment changes or something else; I'd need to diff the check columns.",
        )
        .user("Let's not guess. Diff the check columns for those 1,402 now.")
        .bash(
          'snowsql -q "select count_if(segment <> lag_segment) seg, count_if(owner_id <> lag_owner) own from analytics.scratch.snap_diff_jk"',
          "SEG  | OWN\n1398 | 4",
        )
        .assistant("1,398 of the 1,402 are segment changes and 4 are owner changes; none are double-closed rows.")
        .user("So it's the re-segmentation after the price change. Fine, that's real.")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b120-staging-naming",
    build: (s) =>
      s
        .user("Add a staging model for RAW.ZENDESK.TICKETS, we're starting on the support marts.")
        .bash("ls models/staging/", "ga4\nhubspot\npos\nsalesforce\nshopify\nstripe\nwms\nstg_orders_shopify.sql\nstg_customers_sf.sql")
        .file("Write", "models/staging/zendesk/stg_zendesk_tickets.sql")
        .assistant("Created models/staging/zendesk/stg_zendesk_tickets.sql with renamed columns and types cast.")
        .user(
          "Name it stg_zendesk__tickets, with the double underscore between source and table, and that's the rule for every staging model: stg_<source>__<table>, one per source table, in a folder per source, and no joins in staging, just renames, casts and light cleaning. The two files sitting loose in models/staging are the old style from before we had the rule. TODO, not today: move stg_orders_shopify and stg_customers_sf into their source folders with the new names and fix their refs.",
        )
        .bash("git mv models/staging/zendesk/stg_zendesk_tickets.sql models/staging/zendesk/stg_zendesk__tickets.sql", "")
        .bash("dbt build -s stg_zendesk__tickets --target dev", "Completed successfully\n\nDone. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3")
        .assistant("Renamed to stg_zendesk__tickets; it builds with its tests.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["double underscore"] },
      { kind: "task", keys: ["stg_orders_shopify"] },
    ],
  },
  {
    id: "b120-adhoc-role",
    build: (s) =>
      s
        .user("How many credits did TRANSFORM_WH use last week?")
        .bash(
          "snowsql -r TRANSFORMER -q \"select sum(credits_used) from snowflake.account_usage.warehouse_metering_history where warehouse_name = 'TRANSFORM_WH' and start_time >= dateadd(day, -7, current_date)\"",
          "SUM(CREDITS_USED)\n61.42",
        )
        .assistant("61.4 credits over the last 7 days.")
        .user(
          "Thanks, but you ran that as TRANSFORMER. Please don't: for anything ad hoc against prod from your shell, use the read-only role ANALYST_RO, TRANSFORMER is only for dbt itself, and its queries show up in the dbt cost attribution and skew it. As for the credits, I'd like them per model eventually: next quarter we should build a cost model on account_usage.query_attribution_history joined to the query_tag dbt sets, so we can see which marts are expensive.",
        )
        .assistant("Understood, ANALYST_RO for ad hoc queries from now on.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["analyst_ro"] },
      { kind: "task", keys: ["query_attribution_history"] },
    ],
  },
  {
    id: "b120-dbt-cloud-legacy",
    build: (s) =>
      s
        .user("Is the old dbt Cloud job still running alongside the Airflow nightly?")
        .bash(
          "curl -s -H \"Authorization: Token $DBT_CLOUD_TOKEN\" https://cloud.getdbt.com/api/v2/accounts/4410/jobs/ | jq -r '.data[] | [.name, .state] | @tsv'",
          "Nightly (legacy)\t1\nCI\t2",
        )
        .assistant("Yes: 'Nightly (legacy)' is still active (state 1) in dbt Cloud, so both run every night, writing to the same prod schemas.")
        .user(
          "I left it on deliberately as a fallback while the Airflow nightly beds in. It has now run clean for nine days; once it's two full weeks, we still have to switch off and delete the dbt Cloud job 'Nightly (legacy)'. Don't do it now.",
        )
        .assistant("Okay, leaving it on.")
        .stop(),
    planted: [{ kind: "task", keys: ["nightly (legacy)"] }],
  },
  {
    id: "b120-snowpipe-events",
    build: (s) =>
      s
        .user(
          "The product team asks why fct_events in prod is always a few minutes behind the app. For context, so you have the whole picture: app events don't come through Fivetran at all, they land through Snowpipe from s3://acme-events-prod into RAW.EVENTS.APP_EVENTS, typically 3 to 5 minutes after they happen, and our hourly fct_events job reads from there. Can you check what the lag looks like right now?",
        )
        .bash(
          'snowsql -r ANALYST_RO -q "select datediff(second, max(event_ts), current_timestamp) from raw.events.app_events"',
          "DATEDIFF(SECOND, MAX(EVENT_TS), CURRENT_TIMESTAMP)\n212",
        )
        .assistant("The newest event in RAW.EVENTS.APP_EVENTS is 212 s old, so about 3.5 minutes, within the usual range.")
        .user(
          "As expected. While you're in there: I notice people keep asking whether they can 'just fix' a bad row in RAW. The answer is no, and I want it to be your rule too: RAW is read-only for us, dbt and humans alike, we never update, delete or replace anything there; bad source data is handled in staging. Separately, remind me to rotate the DBT_SVC key pair before 15 January, it was created with a one-year expiry.",
        )
        .assistant("Understood, RAW is read-only for me too; fixes go into staging.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["snowpipe"] },
      { kind: "instruction", keys: ["read-only"] },
      { kind: "task", keys: ["rotate", "dbt_svc"] },
    ],
  },
  {
    id: "b120-pr-conventions",
    build: (s) =>
      s
        .user("Open a PR for the fct_refunds branch.")
        .bash("gh pr create --title 'add fct_refunds' --body ''", "https://github.com/acme/analytics/pull/1191")
        .assistant("PR #1191 is open.")
        .user(
          "Please edit the title to '[marts] add fct_refunds'. Every PR title here starts with the layer it touches in square brackets, [staging], [intermediate], [marts], [macros] or [ci], because the release notes are generated by grouping on it. And a preference of mine, for everything you do in this repo: ask me before running anything against the prod target; dev and ci you can run without asking.",
        )
        .bash("gh pr edit 1191 --title '[marts] add fct_refunds'", "https://github.com/acme/analytics/pull/1191")
        .assistant("Retitled to '[marts] add fct_refunds'.")
        .user(
          "Thanks. We also need a PR template with a section for the dbt build output and one for the downstream exposures touched; that's for later, put it on the backlog.",
        )
        .file("Edit", "docs/backlog.md")
        .assistant("Added the PR template to docs/backlog.md.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["[marts]"] },
      { kind: "instruction", keys: ["prod target", "ask"] },
      { kind: "task", keys: ["pr template"] },
    ],
  },
  {
    id: "b120-dim-dates",
    build: (s) =>
      s
        .user(
          "We have three different date tables: a seed dates.csv up to 2025, a model int_calendar that someone wrote with a recursive CTE, and the finance team's own FISCAL_CALENDAR view. I want one dim_dates. Options?",
        )
        .bash("wc -l seeds/dates.csv && tail -1 seeds/dates.csv", "3654 seeds/dates.csv\n2025-12-31,2025,12,31,Wednesday")
        .assistant(
          "Either extend the seed to 2035, which is simple but static and 4,000 more rows in git, or a dim_dates model built on dbt_utils.date_spine from 2015 to 2035 with the fiscal columns computed in SQL. The model one can't run out and needs no seed maintenance.",
        )
        .user(
          "Agreed, the model one with date_spine. For the fiscal columns: Acme's fiscal year starts on 1 February, so FY2027 runs from 1 February 2026 to 31 January 2027. That's been the case since the company started and finance's view gets it right, ours doesn't.",
        )
        .file("Write", "models/marts/core/dim_dates.sql")
        .bash("dbt build -s dim_dates --target dev", "Completed successfully\n\nDone. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3")
        .assistant("dim_dates is built from date_spine for 2015-2035 with fiscal_year and fiscal_quarter; 2026-02-01 is the first day of FY2027.")
        .user(
          "Good. fiscal_week will have to wait until finance tells us whether their weeks start on Sunday or Monday, so leave that column out and add it once they answer.",
        )
        .assistant("Left out fiscal_week.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["date_spine"] },
      { kind: "fact", keys: ["fiscal year", "february"] },
      { kind: "task", keys: ["fiscal_week"] },
    ],
  },
  {
    id: "b120-fx-rates",
    build: (s) =>
      s
        .user(
          "We now sell in EUR and GBP as well, and fct_orders has amounts in the order currency only. Finance wants everything in USD. Which rates do we have in Snowflake?",
        )
        .bash(
          'snowsql -r ANALYST_RO -q "select source, min(rate_date), max(rate_date) from raw.fx.rates group by 1"',
          "SOURCE | MIN(RATE_DATE) | MAX(RATE_DATE)\nECB    | 2019-01-02     | 2026-11-27\nOXR    | 2024-06-01     | 2025-03-31",
        )
        .assistant(
          "Two sources in RAW.FX.RATES: ECB daily reference rates, current, back to 2019; and Open Exchange Rates, which stopped in March 2025. I'd convert with the ECB rate of the order date, falling back to the last published rate for weekends and holidays. A monthly average is the other common choice.",
        )
        .user("Yes, do that: ECB rate of the order date, last published rate on weekends.")
        .file("Write", "models/intermediate/fx/int_fx__daily_rates.sql")
        .file("Edit", "models/marts/core/fct_orders.sql")
        .bash("dbt build -s int_fx__daily_rates fct_orders --target dev", "Completed successfully\n\nDone. PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6")
        .assistant("fct_orders has order_total_usd and order_net_usd now, converted at the ECB rate of the order date.")
        .user(
          "Great. The GL is a different story, I suspect finance books at month-end rates there. Follow-up: check with Marcus whether fct_journal_lines should use month-end rates before anyone converts it.",
        )
        .assistant("Okay.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ecb"] },
      { kind: "task", keys: ["month-end rates"] },
    ],
  },
  {
    id: "b120-store-failures",
    build: (s) =>
      s
        .user(
          "When a test fails in the nightly, the first thing anyone does is rerun the compiled SQL by hand to see the failing rows, which often means a full scan of a big mart at 8 a.m. Is there a better way?",
        )
        .bash("grep -n -A3 '^tests:' dbt_project.yml", "", 1)
        .assistant(
          "store_failures: dbt writes the failing rows of each test into a table in an audit schema, so you can select them directly. Setting tests: +store_failures: true in dbt_project.yml for the prod target, with +schema: dbt_test_failures, would cover all tests.",
        )
        .user("Yes, do that, prod only, into dbt_test_failures.")
        .file("Edit", "dbt_project.yml")
        .bash("dbt test -s fct_refunds --target dev", "Completed successfully\n\nDone. PASS=2 WARN=0 ERROR=0 SKIP=0 TOTAL=2")
        .assistant("store_failures is on for the prod target into dbt_test_failures; dev is unchanged.")
        .user(
          "While we're on tests: for range and distribution checks, use dbt_expectations' generic tests (expect_column_values_to_be_between and friends) instead of writing a new singular test each time. Singular tests are for cross-model reconciliations like the Stripe one.",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["store_failures"] },
      { kind: "instruction", keys: ["dbt_expectations"] },
    ],
  },
  {
    id: "b120-chat-holiday",
    build: (s) =>
      s
        .user("Last thing before the holidays: is there anything running against my dev schema right now? I want to drop it and start clean in January.")
        .bash(
          "snowsql -r ANALYST_RO -q \"select count(*) from table(information_schema.query_history()) where execution_status = 'RUNNING' and query_text ilike '%dbt_jk%'\"",
          "COUNT(*)\n0",
        )
        .assistant("Nothing is running against dbt_jk.")
        .user("Then drop it.")
        .bash('snowsql -r ANALYST_RO -q "drop schema analytics.dbt_jk"', "status\nDBT_JK successfully dropped.")
        .assistant("Dropped analytics.dbt_jk.")
        .user("Thanks, have a good evening.")
        .stop("You too."),
    planted: [],
  },
];

export const BLIND120 = plantedSet(BLIND120_SESSIONS, Date.UTC(2026, 10, 23, 9));
