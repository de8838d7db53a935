/**
 * Training set for the sentence classifier (written without reading the extractor): planted
 * set 21, data engineering and analytics (warehouses, dbt, Spark, Kafka, BI dashboards), in
 * the voice of OpenCode and Codex sessions. Written from issue 19's description of what should
 * and should not be remembered, without reading src/core/memories/ (except model.ts) or the
 * sessions of the other planted sets. Each session is one segment; the items planted in it are
 * listed with it. Sessions with `planted: []` plant nothing, and every message not naming a
 * planted item must give nothing: questions, hypotheses, proposals rejected or never
 * confirmed, withdrawn ideas, unconfirmed guesses, quoted code/logs/tool output, chit-chat,
 * and requests the agent completes in the same session. Some sessions supersede an earlier
 * decision within the session; only the final one is planted.
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

const START = Date.UTC(2026, 10, 2, 8);

export const TUNING21_SESSIONS: BlindSession[] = [
  {
    id: "t21-01-fct-orders-merge",
    build: (s) =>
      s
        .user("fct_orders incremental run takes 40min now. delete+insert or merge? whats cheaper on snowflake")
        .assistant("Let me look at the model config and the last run timings first.")
        .bash("dbt ls -s fct_orders --output json | jq .config.incremental_strategy", '"delete+insert"')
        .assistant(
          "It's on delete+insert today. With a unique_key on order_id, `merge` should touch far fewer micro-partitions. Could be the late-arriving updates though, not sure yet.",
        )
        .user("ok go with merge for fct_orders, unique_key order_id. ship it")
        .file("Edit", "models/marts/fct_orders.sql")
        .bash("dbt run -s fct_orders", "1 of 1 OK created sql incremental model analytics.fct_orders ... [SUCCESS 1 in 212.4s]")
        .assistant("Switched fct_orders to the merge strategy with unique_key order_id; the run took 3.5 min instead of 40.")
        .stop(),
    planted: [{ kind: "decision", keys: ["merge", "fct_orders"] }],
  },
  {
    id: "t21-02-kafka-retention",
    build: (s) =>
      s
        .user("how long does the clickstream topic keep data? need to know if we can replay last week")
        .bash(
          "kafka-configs --bootstrap-server kafka-1:9092 --entity-type topics --entity-name clickstream.v2 --describe",
          "retention.ms=259200000 sensitive=false",
        )
        .assistant(
          "`clickstream.v2` has retention.ms=259200000, which is 72 hours. So a replay of last week isn't possible from Kafka; you'd need the S3 sink copy.",
        )
        .user("right. fwiw the s3 sink for clickstream writes to s3://dl-raw/clickstream/ partitioned by hour, that one we keep 400 days")
        .assistant("Got it, I'll pull from the sink bucket then.")
        .bash("aws s3 ls s3://dl-raw/clickstream/dt=2026-10-28/ | head -3", "PRE hr=00/\nPRE hr=01/\nPRE hr=02/")
        .stop("The hourly prefixes for last week are there."),
    planted: [
      { kind: "fact", keys: ["clickstream", "72 hours"] },
      { kind: "fact", keys: ["s3://dl-raw/clickstream"] },
    ],
  },
  {
    id: "t21-03-no-select-star",
    build: (s) =>
      s
        .user("pls dont use select * in staging models anymore, list the columns explicitly. upstream schema changes keep breaking the marts")
        .assistant("Understood. I'll rewrite stg_payments now since it's the one that broke today.")
        .file("Edit", "models/staging/stg_payments.sql")
        .bash("dbt build -s stg_payments+", "Completed successfully\nDone. PASS=14 WARN=0 ERROR=0 SKIP=0 TOTAL=14")
        .assistant("stg_payments now lists its 11 columns; downstream builds pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["select *", "staging"] }],
  },
  {
    id: "t21-04-chitchat-lineage",
    build: (s) =>
      s
        .user("morning! what does the lineage look like for dim_customers, just curious")
        .bash("dbt ls -s +dim_customers", "stg_crm__accounts\nstg_crm__contacts\nint_customers_deduped\ndim_customers")
        .assistant("dim_customers comes from two CRM staging models through int_customers_deduped. Nothing unusual there.")
        .user("cool thx, makes sense")
        .assistant("Anytime. Want me to render the DAG as a picture?")
        .user("nah its fine")
        .stop(),
    planted: [],
  },
  {
    id: "t21-05-airflow-owner",
    build: (s) =>
      s
        .user("who owns the finance_daily DAG? it failed again at 05:10")
        .bash("grep -n owner dags/finance_daily.py", "12:    'owner': 'priya.n',")
        .assistant("The DAG file says owner `priya.n`. Might be stale though, I can't tell from the file alone.")
        .user("yeah priya owns finance_daily, and the SLA on it is 07:00 UTC, the CFO dashboard reads it at 7")
        .assistant("Ok. Then a 05:10 failure still leaves time. Let me see the log.")
        .bash(
          "airflow tasks logs finance_daily load_gl 2026-11-05",
          "ERROR - snowflake.connector.errors.ProgrammingError: 002003: Object 'RAW.GL_ENTRIES' does not exist",
        )
        .assistant("The task failed because RAW.GL_ENTRIES was missing at 05:10; I re-ran it and it passed at 05:32.")
        .user("ok. we move finance_daily's start to 04:00 then, gives us slack before the SLA")
        .file("Edit", "dags/finance_daily.py")
        .stop("finance_daily now starts at 04:00 UTC."),
    planted: [
      { kind: "decision", keys: ["finance_daily", "04:00"] },
      { kind: "fact", keys: ["priya", "finance_daily"] },
      { kind: "fact", keys: ["sla", "07:00"] },
    ],
  },
  {
    id: "t21-06-spark-partitions-proposal",
    build: (s) =>
      s
        .user("the sessionize job spills like crazy")
        .bash("grep -n shuffle.partitions jobs/sessionize/conf.yaml", "4:  spark.sql.shuffle.partitions: 200")
        .assistant("We could bump spark.sql.shuffle.partitions to 2000, or turn on AQE coalescing. Maybe the skew is on user_id = null?")
        .user("hmm not sure, lets not touch the config today")
        .assistant("Fine, leaving it as is. I'll just note the spill numbers in the ticket.")
        .stop(),
    planted: [],
  },
  {
    id: "t21-07-pr-title-convention",
    build: (s) =>
      s
        .user("from now on PR titles in this repo start with the model layer, like `[marts] ...` or `[staging] ...`. makes the release notes readable")
        .assistant("Noted. Renaming the open one.")
        .bash("gh pr edit 318 --title '[marts] add fct_refunds'", "https://github.com/acme/analytics/pull/318")
        .assistant("PR #318 is now titled `[marts] add fct_refunds`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pr titles", "layer"] }],
  },
  {
    id: "t21-08-backfill-todo",
    build: (s) =>
      s
        .user(
          "fixed the currency bug in int_fx_rates? good. we still have to backfill fct_revenue from 2025-01-01 with the corrected rates but not today, warehouse credits are tight this week",
        )
        .bash("git log --oneline -1", "a91c2de fix(int_fx_rates): use the rate at settlement date")
        .assistant("Right, the fix is in a91c2de. I'll leave the fct_revenue backfill open: full refresh from 2025-01-01, once credits allow.")
        .stop(),
    planted: [{ kind: "task", keys: ["backfill", "fct_revenue"] }],
  },
  {
    id: "t21-09-log-output-always",
    build: (s) =>
      s
        .user("what's this warning in the dbt logs")
        .bash(
          "grep -i warn logs/dbt.log | tail -3",
          "[WARN] Config 'materialized' should always be set at the folder level\n[WARN] TODO: deprecate 'dispatch' in 1.9\n[WARN] never use 'ephemeral' with 'contract: enforced'",
        )
        .assistant(
          "Those are deprecation warnings from a package, not from our project: the 'always' and 'never' lines are dbt_utils's own messages. Nothing breaks.",
        )
        .user("ok ignore then")
        .stop(),
    planted: [],
  },
  {
    id: "t21-10-bigquery-vs-snowflake-superseded",
    build: (s) =>
      s
        .user("for the new marketing attribution mart we'll put it in bigquery, the ads data is there already")
        .assistant("Ok, I'll scaffold it under the bq profile.")
        .bash("ls profiles.yml models/attribution 2>&1", "profiles.yml\nls: cannot access 'models/attribution': No such file or directory")
        .user(
          "wait, actually scratch that. finance wants it joined to revenue every day — attribution mart goes in snowflake, we'll land ads data there via fivetran",
        )
        .assistant("Understood: the attribution mart lives in Snowflake and ads data gets landed there by Fivetran.")
        .file("Write", "models/attribution/_attribution.yml")
        .stop(),
    planted: [{ kind: "decision", keys: ["attribution", "snowflake"] }],
  },
  {
    id: "t21-11-tz-convention",
    build: (s) =>
      s
        .user("reminder: all timestamps in marts are UTC, suffix `_at_utc`. local time only in the BI layer")
        .assistant("Got it. Checking the new model follows that.")
        .bash("grep -n '_at' models/marts/fct_sessions.sql", "8:  session_start_at,\n9:  session_end_at")
        .assistant("fct_sessions used `_at`; I renamed them to `session_start_at_utc` and `session_end_at_utc`.")
        .file("Edit", "models/marts/fct_sessions.sql")
        .stop(),
    planted: [{ kind: "instruction", keys: ["utc", "_at_utc"] }],
  },
  {
    id: "t21-12-looker-pdts",
    build: (s) =>
      s
        .user("the revenue explore in looker is slow af. is it the PDT?")
        .bash("grep -n datagroup looker/views/revenue.view.lkml", "3:  datagroup_trigger: nightly_etl")
        .assistant("The revenue PDT rebuilds on the nightly_etl datagroup. Possibly the PDT is fine and it's the join fanout; I haven't confirmed either.")
        .user("ok. decided: we stop using PDTs for revenue, the explore reads fct_revenue_daily straight from dbt")
        .file("Edit", "looker/views/revenue.view.lkml")
        .assistant("Done, the revenue view points at analytics.fct_revenue_daily and the derived_table block is gone.")
        .user("the inventory view still has a PDT too, migrate it off later, no rush")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pdt", "revenue"] },
      { kind: "task", keys: ["inventory view"] },
    ],
  },
  {
    id: "t21-13-schema-registry-compat",
    build: (s) =>
      s
        .user("can I add a field to the orders avro schema without breaking consumers?")
        .bash("curl -s http://schema-registry:8081/config/orders-value", '{"compatibilityLevel":"BACKWARD_TRANSITIVE"}')
        .assistant("orders-value is BACKWARD_TRANSITIVE in the schema registry, so a new field needs a default. Without a default the registry rejects it.")
        .user("good to know. add `coupon_code` with default null")
        .file("Edit", "schemas/orders.avsc")
        .bash("./scripts/register-schema.sh orders-value schemas/orders.avsc", '{"id":187}')
        .assistant("Registered as schema id 187 with coupon_code defaulting to null.")
        .user("someone should document the compatibility level of every subject in the wiki, nobody knows them. add it to the backlog")
        .stop(),
    planted: [
      { kind: "fact", keys: ["orders-value", "backward_transitive"] },
      { kind: "task", keys: ["wiki", "compatibility"] },
    ],
  },
  {
    id: "t21-14-hypothesis-dupes",
    build: (s) =>
      s
        .user("why do we have dupes in stg_events since tuesday")
        .bash("dbt test -s stg_events", "Failure in test unique_stg_events_event_id\n  Got 1204 results, configured to fail if != 0")
        .assistant(
          "1204 duplicate event_ids. My guess is the Kafka consumer re-read a partition after the rebalance on Tuesday, but I haven't checked the offsets.",
        )
        .user("could also be the fivetran resync? idk")
        .assistant("Possibly. Do you want me to look at the consumer group lag history?")
        .user("later maybe, gotta jump on a call")
        .stop(),
    planted: [],
  },
  {
    id: "t21-15-ruff-sqlfluff",
    build: (s) =>
      s
        .user("run sqlfluff before every commit pls, with the dbt templater. I'm tired of formatting comments in review")
        .bash("sqlfluff lint models/ --templater dbt | tail -2", "All Finished!\n  [3 files with violations]")
        .assistant("Three files had violations; fixing them now.")
        .bash("sqlfluff fix models/ --templater dbt -f | tail -1", "All Finished!")
        .assistant("All three are fixed and lint is clean.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["sqlfluff"] }],
  },
  {
    id: "t21-16-open-tasks-end",
    build: (s) =>
      s
        .user("ok wrapping up for today. where are we")
        .bash("git status --short", " M models/marts/fct_subscriptions.sql\n?? models/marts/fct_churn.sql")
        .assistant(
          "Status:\n- fct_subscriptions: the MRR fix is in, tests pass\n- still open: fct_churn has no tests yet, needs unique + not_null on subscription_id\n- still open: the churn tile on the Exec dashboard has to be repointed to fct_churn",
        )
        .user("yep leave both for tomorrow")
        .stop(),
    planted: [
      { kind: "task", keys: ["fct_churn", "tests"] },
      { kind: "task", keys: ["churn tile"] },
    ],
  },
  {
    id: "t21-17-warehouse-size",
    build: (s) =>
      s
        .user("TRANSFORM_WH is an XS? no wonder")
        .bash("snowsql -q \"show warehouses like 'TRANSFORM_WH'\" -o output_format=csv | cut -d, -f1,4", "name,size\nTRANSFORM_WH,Small")
        .assistant("It's actually Small, not XS. Auto-suspend is 60s.")
        .user("ah ok. whatever, no upsizing without asking Marco first — he owns the snowflake budget")
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marco", "budget"] },
      { kind: "instruction", keys: ["upsizing", "marco"] },
    ],
  },
  {
    id: "t21-18-question-only",
    build: (s) =>
      s
        .user("is there a difference between `dbt build` and `dbt run && dbt test`?")
        .assistant(
          "`dbt build` runs models, tests, seeds and snapshots in DAG order, so a failing test stops downstream models. `run && test` runs every model first and tests after.",
        )
        .bash("dbt --version | head -1", "Core:\n  - installed: 1.8.7")
        .user("and does that hold in 1.8?")
        .assistant("Yes, 1.8.7 behaves that way.")
        .stop(),
    planted: [],
  },
  {
    id: "t21-19-codex-kafka-consumer",
    build: (s) =>
      s
        .user("the payments consumer keeps rebalancing. max.poll.interval.ms?")
        .bash("grep -rn max.poll consumers/payments/", "consumers/payments/config.py:9:    'max.poll.interval.ms': 300000,")
        .assistant("It's 300000 (5 min). Batches of the ledger writer can take longer than that under load, that's a plausible cause.")
        .user("ok set it to 900000 and drop max.poll.records to 200. decision made, we don't want the consumer doing huge batches anyway")
        .file("Edit", "consumers/payments/config.py")
        .bash("pytest consumers/payments -q", "12 passed in 3.41s")
        .assistant("Set max.poll.interval.ms to 900000 and max.poll.records to 200 for the payments consumer; tests pass.")
        .user("👍 and in general: post in #data-platform before changing any consumer config in prod, they get paged for lag")
        .stop("Will do."),
    planted: [
      { kind: "decision", keys: ["max.poll.records", "200"] },
      { kind: "instruction", keys: ["#data-platform"] },
    ],
  },
  {
    id: "t21-20-snapshot-fact",
    build: (s) =>
      s
        .user("does dim_products keep history?")
        .bash("ls snapshots/", "snap_products.sql\nsnap_customers.sql")
        .assistant(
          "Yes: snap_products is a dbt snapshot with the `check` strategy on price and category, so dim_products has SCD2 history via `dbt_valid_from`/`dbt_valid_to`.",
        )
        .user("right, and snapshots run only in the 02:00 prod job, never in CI")
        .assistant("Makes sense, CI uses a throwaway schema.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["snap_products", "check"] },
      { kind: "fact", keys: ["snapshots", "02:00"] },
    ],
  },
  {
    id: "t21-21-rejected-dagster",
    build: (s) =>
      s
        .user("honest opinion, should we move from airflow to dagster")
        .assistant(
          "Dagster's asset model maps well onto dbt. The migration cost is the 40-odd DAGs and the custom sensors. I'd suggest a pilot with the marketing DAGs.",
        )
        .bash("ls dags | wc -l", "43")
        .user("nope, not this year. too many other things")
        .assistant("Fair enough.")
        .stop(),
    planted: [],
  },
  {
    id: "t21-22-fix-done-in-session",
    build: (s) =>
      s
        .user("can you fix the failing not_null test on stg_shipments.carrier")
        .bash("dbt test -s stg_shipments", "Failure in test not_null_stg_shipments_carrier\n  Got 37 results")
        .assistant("37 rows from the new 3PL have carrier as empty string. I'll coalesce '' to null and map them to 'unknown'.")
        .file("Edit", "models/staging/stg_shipments.sql")
        .bash("dbt test -s stg_shipments", "PASS=6 WARN=0 ERROR=0")
        .assistant("Fixed, all six tests on stg_shipments pass.")
        .user("nice ty")
        .stop(),
    planted: [],
  },
  {
    id: "t21-23-dashboard-refresh",
    build: (s) =>
      s
        .user("the Ops Overview dashboard in metabase refreshes every 15 min off the replica, fyi that's why its lagging behind prod a bit")
        .assistant("Thanks, that explains the difference I saw in open orders.")
        .bash("curl -s $MB/api/dashboard/42 | jq .cache_ttl", "900")
        .assistant("Confirmed: cache_ttl is 900 seconds on dashboard 42.")
        .user("we should move it off the replica eventually, onto the warehouse. not now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ops overview", "15 min"] },
      { kind: "task", keys: ["replica", "warehouse"] },
    ],
  },
  {
    id: "t21-24-prefer-ctes",
    build: (s) =>
      s
        .user("style thing: I prefer import CTEs at the top of every model, then logical CTEs, then a final `select * from final`. please stick to that")
        .assistant("Will do. Restructuring int_order_items to match.")
        .file("Edit", "models/intermediate/int_order_items.sql")
        .bash("dbt compile -s int_order_items >/dev/null && echo ok", "ok")
        .stop("Restructured int_order_items with import CTEs first; it compiles."),
    planted: [{ kind: "instruction", keys: ["import ctes"] }],
  },
  {
    id: "t21-25-withdrawn-partitioning",
    build: (s) =>
      s
        .user("maybe we partition events_raw by event_type instead of date?")
        .assistant("That would make date-range scans read every partition, which is most of the queries.")
        .bash("bq query --nouse_legacy_sql 'select count(distinct event_type) from raw.events_raw'", "+-----+\n| f0_ |\n+-----+\n| 311 |")
        .user("yeah forget it, bad idea, 311 types lol")
        .assistant("Agreed, keeping date partitioning.")
        .stop(),
    planted: [],
  },
  {
    id: "t21-26-ci-slim",
    build: (s) =>
      s
        .user("CI takes 25 min for a one-line change")
        .bash("grep -n 'dbt build' .github/workflows/ci.yml", "31:        run: dbt build --target ci")
        .assistant("It builds the whole project. Slim CI with `state:modified+` and `--defer` against the prod manifest would build only what changed.")
        .user("do it. we go with slim CI, manifest from the prod artifacts bucket")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("act -j dbt-ci 2>&1 | tail -1", "Job succeeded")
        .assistant("Slim CI is in: `dbt build -s state:modified+ --defer --state prod-manifest/`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["slim ci"] }],
  },
  {
    id: "t21-27-pii-rule",
    build: (s) =>
      s
        .user("never put raw emails or phone numbers in marts. hash them with sha256 + the salt from the vault, always")
        .assistant("Understood. dim_customers has `email` in clear right now, I'll hash it.")
        .file("Edit", "models/marts/dim_customers.sql")
        .bash("dbt build -s dim_customers", "PASS=9 WARN=0 ERROR=0")
        .assistant("email is now `email_sha256` in dim_customers.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["emails", "sha256"] }],
  },
  {
    id: "t21-28-kafka-partitions-fact",
    build: (s) =>
      s
        .user("how many partitions has orders.v1")
        .bash(
          "kafka-topics --bootstrap-server kafka-1:9092 --describe --topic orders.v1 | head -1",
          "Topic: orders.v1\tPartitionCount: 24\tReplicationFactor: 3",
        )
        .assistant("orders.v1 has 24 partitions, replication factor 3.")
        .user("ok and it's keyed by customer_id, so per-customer ordering holds. remember that for the consumer rewrite")
        .assistant("Noted: orders.v1 is keyed by customer_id.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["orders.v1", "24"] },
      { kind: "fact", keys: ["orders.v1", "customer_id"] },
    ],
  },
  {
    id: "t21-29-guess-not-confirmed",
    build: (s) =>
      s
        .user("the nightly spark job got slower after the upgrade to 3.5?")
        .bash("grep -h 'Job finished' logs/nightly-*.log | tail -3", "Job finished in 41 min\nJob finished in 44 min\nJob finished in 63 min")
        .assistant("It went from ~42 to 63 minutes. I suspect the AQE default changed in 3.5, but that's a guess; I'd need the event log to confirm.")
        .user("hm, or the input doubled because of the black friday stuff")
        .assistant("Could be that too. Both are unverified.")
        .stop(),
    planted: [],
  },
  {
    id: "t21-30-exposure-owner",
    build: (s) =>
      s
        .user("add an exposure for the Growth KPIs dashboard, owner is Lena Park from growth analytics")
        .file("Edit", "models/exposures.yml")
        .bash("dbt ls --resource-type exposure", "exposure:analytics.growth_kpis")
        .assistant("Added exposure growth_kpis owned by Lena Park, depending on fct_signups and fct_activation.")
        .user("thx. also lena is the person to ask about any metric definition in growth, not me")
        .stop(),
    planted: [{ kind: "fact", keys: ["lena", "growth"] }],
  },
  {
    id: "t21-31-superseded-schedule",
    build: (s) =>
      s
        .user("lets run the marketing DAG hourly")
        .assistant("Ok, switching schedule_interval to @hourly.")
        .file("Edit", "dags/marketing_sync.py")
        .bash("airflow dags list | grep marketing", "marketing_sync | @hourly")
        .user("hmm the google ads API quota won't survive hourly. change of plan, marketing_sync runs every 4 hours, `0 */4 * * *`")
        .file("Edit", "dags/marketing_sync.py")
        .assistant("marketing_sync now runs every 4 hours on `0 */4 * * *`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["marketing_sync", "4 hours"] }],
  },
  {
    id: "t21-32-todo-in-code",
    build: (s) =>
      s
        .user("what does the TODO in int_sessions mean")
        .bash(
          "grep -n TODO models/intermediate/int_sessions.sql",
          "22:  -- TODO: always dedupe on (anonymous_id, ts) before sessionizing\n23:  -- never trust device_ts, see incident 2024-03",
        )
        .assistant(
          "It's an old note from the original author about deduping before sessionization. The dedupe was added in line 15 already, so the TODO is stale.",
        )
        .user("ok whatever, leave it")
        .stop(),
    planted: [],
  },
  {
    id: "t21-33-great-expectations",
    build: (s) =>
      s
        .user("we're dropping great_expectations. all data tests live in dbt from now on (dbt_expectations where needed)")
        .bash(
          "git rm -r --quiet great_expectations/ && git status --short | head -2",
          "D  great_expectations/great_expectations.yml\nD  great_expectations/expectations/orders.json",
        )
        .assistant("Removed the great_expectations folder. The three suites it had map to dbt_expectations tests; do you want me to port them now?")
        .user("yes port the orders one now, the other two later — they're low prio")
        .file("Edit", "models/marts/_marts.yml")
        .assistant("Ported the orders suite. The inventory and returns suites still have to be ported to dbt_expectations.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["great_expectations"] },
      { kind: "task", keys: ["inventory", "returns"] },
    ],
  },
  {
    id: "t21-34-smalltalk-none",
    build: (s) =>
      s
        .user("lol the standup went 50 min today")
        .assistant("Oof. Anything I can pick up while you recover?")
        .user("nah just show me yesterdays failed runs")
        .bash(
          "airflow dags list-runs -d finance_daily --state failed -o plain | head -3",
          "dag_id | run_id | state\nfinance_daily | scheduled__2026-11-24 | failed",
        )
        .assistant("Only one: finance_daily on the 24th, which was re-run and succeeded.")
        .stop(),
    planted: [],
  },
  {
    id: "t21-35-dev-target",
    build: (s) =>
      s
        .user("when you run dbt locally use `--target dev` and your own schema `dbt_<initials>`, NEVER the prod target from a laptop")
        .assistant("Understood, dev target only.")
        .bash("dbt debug --target dev | grep schema", "  schema: dbt_ak")
        .stop("Local runs go to dbt_ak on the dev target."),
    planted: [{ kind: "instruction", keys: ["target dev"] }],
  },
  {
    id: "t21-36-source-freshness",
    build: (s) =>
      s
        .user("source freshness on stripe is red")
        .bash("dbt source freshness -s source:stripe", "WARN freshness of stripe.charges: 13.2 hours (warn_after 12 hours)")
        .assistant("stripe.charges is 13.2h old; the warn threshold is 12h. Fivetran's stripe connector syncs every 6 hours, so two syncs were missed.")
        .user(
          "yep fivetran stripe connector syncs every 6h, confirmed. someone has to open a ticket with fivetran about the missed syncs, I'll deal with it monday",
        )
        .assistant("Ok, leaving that to you. Should the warn threshold stay at 12h?")
        .user("no, 12 is too tight for a 6h sync. we raise warn_after on the stripe source to 18 hours")
        .file("Edit", "models/staging/stripe/_stripe__sources.yml")
        .stop("warn_after for the stripe source is 18 hours now."),
    planted: [
      { kind: "decision", keys: ["warn_after", "stripe"] },
      { kind: "fact", keys: ["stripe", "6 hours"] },
      { kind: "task", keys: ["ticket", "fivetran"] },
    ],
  },
  {
    id: "t21-37-completed-request",
    build: (s) =>
      s
        .user("add a `row_count` test to fct_invoices vs the source, tolerance 1%")
        .file("Edit", "models/marts/_marts.yml")
        .bash("dbt test -s fct_invoices", "PASS=5 WARN=0 ERROR=0")
        .assistant("Added dbt_utils.equal_rowcount-style check with 1% tolerance via dbt_expectations; it passes.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "t21-38-iceberg-choice",
    build: (s) =>
      s
        .user("for the lake tables: delta or iceberg? trino needs to read them too")
        .assistant("Both work with Trino. Iceberg has better multi-engine support and hidden partitioning; Delta is simpler on Databricks.")
        .bash("trino --execute 'show catalogs'", '"hive"\n"iceberg"\n"system"')
        .user("iceberg. final. new lake tables are iceberg, catalog is the glue one")
        .assistant("Iceberg with the Glue catalog for all new lake tables, noted.")
        .stop(),
    planted: [{ kind: "decision", keys: ["iceberg"] }],
  },
  {
    id: "t21-39-codex-review-style",
    build: (s) =>
      s
        .user("when you finish a change give me a short summary with the models touched + the dbt build result, no long essays")
        .assistant("Sure.")
        .file("Edit", "models/marts/fct_refunds.sql")
        .bash("dbt build -s fct_refunds", "PASS=4 WARN=0 ERROR=0")
        .assistant("Touched: fct_refunds. Build: PASS=4.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["summary", "models touched"] }],
  },
  {
    id: "t21-40-maybe-semantic-layer",
    build: (s) =>
      s
        .user("thinking about the dbt semantic layer for metrics... would it replace the looker measures?")
        .assistant(
          "It could, for the metrics you define in MetricFlow. Looker would query them through the JDBC interface. It needs dbt Cloud Team or above though.",
        )
        .bash("grep -c 'measure:' looker/views/*.lkml | awk -F: '{s+=$2} END {print s}'", "118")
        .user("118 measures... let me think about it and talk to Lena")
        .assistant("Sure. No changes made.")
        .stop(),
    planted: [],
  },
  {
    id: "t21-41-prod-deploy-window",
    build: (s) =>
      s
        .user("btw prod deploys of the warehouse (migrations, full refreshes) only tue-thu before 15:00. monday is month-end close for finance sometimes")
        .assistant("Got it. Today is Friday so I'll keep the full refresh of fct_ledger for Tuesday.")
        .bash("date +%A", "Friday")
        .user("yes, full refresh fct_ledger on tuesday, put it on the list")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["deploys", "15:00"] },
      { kind: "task", keys: ["fct_ledger", "tuesday"] },
    ],
  },
  {
    id: "t21-42-spark-cluster-fact",
    build: (s) =>
      s
        .user("which emr cluster runs the sessionize job?")
        .bash("aws emr list-clusters --active --query 'Clusters[].Name'", '[\n  "etl-prod-m6g",\n  "adhoc-analysts"\n]')
        .assistant("I see two active clusters: etl-prod-m6g and adhoc-analysts. Which one sessionize uses I can't tell from this.")
        .user("etl-prod-m6g. sessionize and all the nightly spark jobs run on etl-prod-m6g, adhoc is for analysts only, don't schedule anything there")
        .assistant("Clear.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["etl-prod-m6g", "nightly"] },
      { kind: "instruction", keys: ["adhoc"] },
    ],
  },
  {
    id: "t21-43-seed-convention",
    build: (s) =>
      s
        .user("country_codes as a seed or a source?")
        .assistant("It's 250 rows and rarely changes; a seed would be typical.")
        .bash("wc -l data/country_codes.csv", "251 data/country_codes.csv")
        .user("seed. and rule of thumb for the team: static lookup tables under 1k rows are seeds, everything else is a source")
        .file("Write", "seeds/country_codes.csv")
        .assistant("country_codes is a seed now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["country_codes", "seed"] },
      { kind: "instruction", keys: ["lookup", "seeds"] },
    ],
  },
  {
    id: "t21-44-rollback-kafka-connect",
    build: (s) =>
      s
        .user("the jdbc sink connector upgrade to 10.7 broke the upserts into postgres")
        .bash(
          "curl -s connect:8083/connectors/pg-sink/status | jq -r .tasks[0].trace | head -1",
          "org.apache.kafka.connect.errors.ConnectException: PK mode record_key requires a non-null key",
        )
        .assistant("10.7 rejects null keys in record_key mode; some tombstones have null keys. Rolling back to 10.6.4 would restore the old behaviour.")
        .user("roll back to 10.6.4 and pin it. we stay on 10.6.x until upstream fixes the null key thing")
        .bash("./scripts/connect-deploy.sh pg-sink 10.6.4", "connector pg-sink restarted, state=RUNNING")
        .assistant("pg-sink is back on 10.6.4 and running; pinned in connect/versions.env.")
        .user("and someone needs to file the upstream issue about null keys in record_key mode")
        .stop(),
    planted: [
      { kind: "decision", keys: ["10.6"] },
      { kind: "task", keys: ["upstream issue"] },
    ],
  },
  {
    id: "t21-45-quoted-sql-none",
    build: (s) =>
      s
        .user(
          "explain this macro to me\n```sql\n{% macro cents_to_dollars(col) %}\n  -- always round to 2 decimals, never floor\n  round({{ col }} / 100.0, 2)\n{% endmacro %}\n```",
        )
        .assistant("It divides an integer cents column by 100 and rounds to 2 decimals. The comment is the author's note about rounding.")
        .bash("grep -rln cents_to_dollars models | wc -l", "14")
        .assistant("It's used in 14 models.")
        .stop(),
    planted: [],
  },
  {
    id: "t21-46-dbt-version-fact",
    build: (s) =>
      s
        .user("which dbt version are we on in prod")
        .bash("cat requirements.txt | grep dbt", "dbt-core==1.8.7\ndbt-snowflake==1.8.3")
        .assistant("Prod runs dbt-core 1.8.7 with dbt-snowflake 1.8.3, pinned in requirements.txt.")
        .user("ok. we need to upgrade to 1.9 before the end of Q1, the microbatch stuff is what we want. not today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1.8.7"] },
      { kind: "task", keys: ["1.9", "upgrade"] },
    ],
  },
  {
    id: "t21-47-dashboard-naming",
    build: (s) =>
      s
        .user("metabase collection is a mess. naming rule going forward: `<Team> · <Topic>` for every dashboard, e.g. `Finance · Cash`")
        .assistant("Got it, I'll rename the ones in the Finance collection now.")
        .bash("python scripts/mb_rename.py --collection finance --dry-run | tail -1", "would rename 9 dashboards")
        .bash("python scripts/mb_rename.py --collection finance", "renamed 9 dashboards")
        .assistant("Renamed 9 Finance dashboards. Marketing and Ops still use the old names.")
        .user("rename marketing + ops next time")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["naming", "dashboard"] },
      { kind: "task", keys: ["marketing", "ops"] },
    ],
  },
  {
    id: "t21-48-asked-but-no-answer",
    build: (s) =>
      s
        .user("should dim_dates be a view or a table?")
        .assistant("A table is cheaper for the BI tool since it's joined everywhere; a view would recompute the generator each time.")
        .bash("dbt ls -s dim_dates --output json | jq -r .config.materialized", "view")
        .assistant("It's a view today. Want me to change it?")
        .user("let me check with the team first")
        .stop(),
    planted: [],
  },
  {
    id: "t21-49-kafka-owner-retire",
    build: (s) =>
      s
        .user("the legacy `events_json` topic, who reads it still?")
        .bash("kafka-consumer-groups --bootstrap-server kafka-1:9092 --list | grep -i json", "legacy-events-archiver")
        .assistant("Only the consumer group legacy-events-archiver reads events_json.")
        .user("ok. platform team (Tomasz) owns that archiver. we decided in the sync: events_json gets retired, producers switch to events.v3")
        .assistant("Understood. Switching the web producer now.")
        .file("Edit", "producers/web/config.ts")
        .bash("npm test --prefix producers/web -- --silent", "Tests: 18 passed, 18 total")
        .assistant(
          "The web producer writes to events.v3 now. The mobile producer still writes to events_json and has to be switched too; that one lives in another repo.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomasz", "archiver"] },
      { kind: "decision", keys: ["events_json", "retired"] },
      { kind: "task", keys: ["mobile producer"] },
    ],
  },
  {
    id: "t21-50-cost-monitor",
    build: (s) =>
      s
        .user("we agreed on a resource monitor: 300 credits/month on TRANSFORM_WH, suspend at 100%")
        .bash(
          'snowsql -q "create or replace resource monitor transform_rm with credit_quota=300 triggers on 100 percent do suspend"',
          "Resource monitor TRANSFORM_RM successfully created.",
        )
        .assistant(
          "Created TRANSFORM_RM with a 300-credit monthly quota that suspends at 100%. It still has to be attached to TRANSFORM_WH, which needs ACCOUNTADMIN; I don't have that role.",
        )
        .user("ok I'll ask Marco to attach it. leave it open")
        .stop(),
    planted: [
      { kind: "decision", keys: ["300 credits"] },
      { kind: "task", keys: ["attach", "transform_wh"] },
    ],
  },
  {
    id: "t21-51-reverted-idea-none",
    build: (s) =>
      s
        .user("try materializing int_web_sessions as incremental, see if it helps")
        .file("Edit", "models/intermediate/int_web_sessions.sql")
        .bash("dbt run -s int_web_sessions", "1 of 1 OK created sql incremental model ... [SUCCESS in 188.0s]")
        .assistant("Incremental took 188s vs 174s as a table, because of the merge on session_id. Not faster.")
        .user("meh revert it then")
        .bash("git checkout models/intermediate/int_web_sessions.sql && echo reverted", "reverted")
        .assistant("Reverted; it's a table again.")
        .stop(),
    planted: [],
  },
  {
    id: "t21-52-grants-fact",
    build: (s) =>
      s
        .user("why can't the BI service account see the new model")
        .bash("grep -n grants dbt_project.yml", "41:    +grants:\n42:      select: ['REPORTER']")
        .assistant(
          "Marts grant select to the REPORTER role, and the looker service user has REPORTER. The new model is in `intermediate`, which has no grants.",
        )
        .user("right, BI only ever reads marts. that's by design, don't add grants to intermediate")
        .assistant("Then I'll move the model into marts instead.")
        .file("Write", "models/marts/fct_trials.sql")
        .stop(),
    planted: [
      { kind: "fact", keys: ["reporter"] },
      { kind: "instruction", keys: ["grants", "intermediate"] },
    ],
  },
  {
    id: "t21-53-dbt-cloud",
    build: (s) =>
      s
        .user("sales guy from dbt labs pinged again. we had the call yesterday with Marco: we're NOT buying dbt cloud, staying on dbt core + airflow")
        .assistant("Ok. Is the trial account still active?")
        .bash("curl -s -H \"Authorization: Token $DBT_CLOUD_TOKEN\" https://cloud.getdbt.com/api/v2/accounts/ | jq -r '.data[0].plan'", "trial")
        .assistant("Yes, the account is still on the trial plan, it converts on Dec 10.")
        .user("ugh. need to cancel the trial before dec 10, remind me next week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dbt cloud"] },
      { kind: "task", keys: ["trial", "dec 10"] },
    ],
  },
  {
    id: "t21-54-kafka-dlq",
    build: (s) =>
      s
        .user("the enrichment stream drops records it can't parse, silently. thats bad")
        .bash("grep -n 'except' streams/enrich/app.py", "57:    except ValueError:\n58:        continue  # skip bad record")
        .assistant("Right, line 58 just skips. Options: a DLQ topic, or log-and-skip with a metric.")
        .user("DLQ. unparseable records go to `<topic>.dlq`, nothing gets dropped anymore")
        .file("Edit", "streams/enrich/app.py")
        .bash(
          "kafka-topics --bootstrap-server kafka-1:9092 --create --topic enrichment.dlq --partitions 3 --config retention.ms=604800000",
          "Created topic enrichment.dlq.",
        )
        .assistant("Bad records now go to enrichment.dlq; I created it with 3 partitions and 7 days retention.")
        .user(
          "good. rule for new topics btw: always set an explicit retention, 7 days unless someone says otherwise. and we still need an alert on the dlq lag, do that another day",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["dlq"] },
      { kind: "instruction", keys: ["retention", "7 days"] },
      { kind: "task", keys: ["alert", "dlq"] },
    ],
  },
];

export const TUNING21 = plantedSet(TUNING21_SESSIONS, START);
