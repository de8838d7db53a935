/**
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * A blind planted set for the offline long-term-memory extractor, in the style of data
 * engineering work (dbt, Airflow, Spark, warehouses, CDC, data contracts) as it is talked
 * through in Gemini CLI (an assistant that announces its plan, "Okay, I will…", bold headings)
 * and OpenCode (terse agent, terse user, typos): facts about tables, schedules and owners;
 * decisions about tools and layouts; naming conventions; tasks left for the next run. Written
 * from issue 19's description of what should and should not be remembered. Each session is one
 * segment; the items planted in it are listed with it: 75 items (18 decisions, 20 instructions,
 * 18 facts, 19 tasks) in 69 sessions, 14 of which plant nothing. Every other message must give
 * nothing (155 of the 285 user/assistant messages hold no item's key words): questions, hypotheses, proposals the user rejects or never confirms, withdrawn
 * ideas, unconfirmed guesses, quoted SQL/YAML/logs and tool output (with "always", "never",
 * "TODO" in them), chit-chat, and in-session requests the agent completes in the same session.
 * Superseded decisions: only the later decision is planted.
 *
 * Matching rule (fixed before the extractor was run on this set):
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

export const BLIND19_SESSIONS: BlindSession[] = [
  {
    id: "b19-dbt-layout",
    build: (s) =>
      s
        .user("looking at the dbt project, its a mess. models/ has 140 files flat in one dir. how do ppl usually lay this out?")
        .bash(
          "ls models | head -20 && ls models | wc -l",
          "customers.sql\ncustomers_clean.sql\nfct_orders.sql\nint_orders_joined.sql\norders.sql\norders_raw_stripe.sql\nsessions.sql\n...\n140",
        )
        .assistant(
          "Okay, I've looked at the `models/` directory. The common layout is three layers:\n\n**1. staging** – one model per source table, light renames and casts\n**2. intermediate** – joins and reshaping\n**3. marts** – business-facing facts and dims\n\nWould you like me to propose a concrete folder tree?",
        )
        .user(
          "ok decided: staging models go under models/staging/<source>/, one folder per source system, marts under models/marts/<domain>/. intermediate can stay flat for now",
        )
        .user(
          "and naming: every staging model is prefixed stg_ with a double underscore between source and table, e.g. stg_stripe__charges. that's the rule from now on",
        )
        .assistant("Understood. I will create the folder tree and move the first source (stripe) as an example.")
        .bash("mkdir -p models/staging/stripe models/marts/finance && git mv models/orders_raw_stripe.sql models/staging/stripe/stg_stripe__charges.sql", "")
        .assistant("I have created `models/staging/stripe/` and `models/marts/finance/`, and moved one model. `dbt parse` still succeeds.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["staging", "folder"] },
      { kind: "instruction", keys: ["stg_"] },
    ],
  },
  {
    id: "b19-orders-daily-schedule",
    build: (s) =>
      s
        .user("why did orders_daily start late today")
        .bash(
          "airflow dags list-runs -d finance__shop__daily --state success | head -5",
          "dag_id              | run_id                               | state   | execution_date\nfinance__shop__daily | scheduled__2026-11-01T02:30:00+00:00 | success | 2026-11-01T02:30:00+00:00",
        )
        .assistant(
          "The run was scheduled at 02:30 UTC but its first task waited on the `wait_for_fivetran` sensor until 03:12. Is the Fivetran sync expected to finish earlier?",
        )
        .user(
          "yeah. for the record: the orders_daily DAG runs at 02:30 UTC and waits on the Fivetran shop sync, which normally lands by 02:00. today fivetran was just slow",
        )
        .assistant("Got it, so nothing to fix on the Airflow side today.")
        .user("also priya owns the finance marts (fct_revenue, fct_refunds). anything touching those goes through her")
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["orders_daily"] },
      { kind: "fact", keys: ["priya", "finance"] },
    ],
  },
  {
    id: "b19-chitchat-windows",
    build: (s) =>
      s
        .user("quick sql q, whats the difference between ROWS BETWEEN and RANGE BETWEEN again")
        .assistant(
          "`ROWS` counts physical rows around the current one; `RANGE` groups peers with the same ORDER BY value, so ties are included together. For a running total over dates with duplicates, `RANGE` gives every tied row the same total.",
        )
        .user("ahh right, thats what bit me. thx")
        .assistant("You're welcome!")
        .stop(),
    planted: [],
  },
  {
    id: "b19-raw-events-partitions",
    build: (s) =>
      s
        .user("raw_events in the lake is slow to query. let's try hourly partitions on it, `PARTITIONED BY (event_date, event_hour)`")
        .assistant("Okay, I will rewrite the Spark job to write with both partition columns.")
        .file("Edit", "jobs/raw_events_compact.py")
        .bash(
          "spark-submit jobs/raw_events_compact.py --date 2026-10-20 && aws s3 ls s3://acme-lake/raw_events/event_date=2026-10-20/ --recursive | wc -l",
          "26/10/21 09:14:02 INFO DAGScheduler: Job 3 finished\n4318",
        )
        .assistant("The job finished, but one day now produces 4,318 files, mostly under 2 MB. That's a lot of small files for the metastore.")
        .user(
          "ugh yeah the small-files problem is real. ok final: we're switching raw_events to daily partitions on event_date, drop the hourly column from the layout",
        )
        .file("Edit", "jobs/raw_events_compact.py")
        .assistant("Done: the job now writes `PARTITIONED BY (event_date)` and repartitions to 16 files per day.")
        .stop(),
    planted: [{ kind: "decision", keys: ["daily", "partition"] }],
  },
  {
    id: "b19-debezium-replica",
    build: (s) =>
      s
        .user("the debezium lag alert fired again. check the connector status pls")
        .bash(
          "curl -s localhost:8083/connectors/orders-cdc/status | jq .",
          '{\n  "name": "orders-cdc",\n  "connector": { "state": "RUNNING", "worker_id": "10.0.4.12:8083" },\n  "tasks": [ { "id": 0, "state": "RUNNING" } ]\n}',
        )
        .assistant("The connector and its task are RUNNING. Maybe the replica fell behind the primary? That could explain lag without a failure.")
        .user("maybe. fyi the debezium connector for orders reads from the read replica pg-orders-ro, never the primary, so replica lag shows up as cdc lag")
        .bash("psql -h pg-orders-ro -c 'select now() - pg_last_xact_replay_timestamp() as lag'", "       lag\n-----------------\n 00:04:51.20113\n(1 row)")
        .assistant("Replica replay lag is 4m51s, which matches the alert.")
        .user("ok thats it then. not touching it today, but next run we need to rework the replication slot alert, it fires on replica lag and it shouldnt")
        .stop(),
    planted: [
      { kind: "fact", keys: ["debezium", "replica"] },
      { kind: "task", keys: ["slot", "alert"] },
    ],
  },
  {
    id: "b19-scd2-snapshot",
    build: (s) =>
      s
        .user("we need history on customers. option A: dbt snapshots. option B: hand-rolled MERGE with valid_from/valid_to. thoughts?")
        .assistant(
          "**dbt snapshots**\n- built in, handles `valid_from`/`valid_to` for you\n- `check` or `timestamp` strategy\n\n**Hand-rolled MERGE**\n- more control over late-arriving rows\n- more code to own\n\nFor a customers table with a reliable `updated_at`, snapshots with the `timestamp` strategy are usually enough.",
        )
        .user("agreed, we go with dbt snapshots for customer history, timestamp strategy on updated_at. no hand-rolled merge")
        .file("Write", "snapshots/customers_snapshot.sql")
        .bash("dbt snapshot --select customers_snapshot", "Completed successfully\n\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1")
        .assistant("The snapshot ran. One thing I noticed: rows deleted in the source stay open forever, since `invalidate_hard_deletes` isn't set.")
        .user("hm right. leave that for the next run, the snapshot still needs hard deletes handled")
        .stop(),
    planted: [
      { kind: "decision", keys: ["snapshot"] },
      { kind: "task", keys: ["deletes"] },
    ],
  },
  {
    id: "b19-done-rename-column",
    build: (s) =>
      s
        .user("in stg_shop__orders rename cust_id to customer_id and fix downstream refs")
        .bash("grep -rn 'cust_id' models/", "models/staging/shop/stg_shop__orders.sql:7:    cust_id,\nmodels/marts/core/fct_orders.sql:22:    o.cust_id,")
        .file("Edit", "models/staging/shop/stg_shop__orders.sql")
        .file("Edit", "models/marts/core/fct_orders.sql")
        .bash("dbt build --select stg_shop__orders+", "Done. PASS=14 WARN=0 ERROR=0 SKIP=0 TOTAL=14")
        .assistant("Renamed in both places; `dbt build` on the model and its children passes (14/14).")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "b19-airflow-taskflow",
    build: (s) =>
      s
        .user("there's a ticket asking if we should move from Airflow to Dagster. I want to close it. we stay on airflow.")
        .assistant("Okay. Would you like me to record anything about the direction for the existing DAGs?")
        .user("yes: decision is we stay on Airflow 2.9 and new DAGs are written with the TaskFlow API, old-style operators only where there's no choice")
        .bash("grep -rln 'BashOperator' dags/ | wc -l", "3")
        .assistant("Three DAGs still use `BashOperator`: `marketing__ads__daily`, `ops__backups__daily` and `finance__fx__hourly`.")
        .user("yep, those three need to come off the BashOperator eventually. not now, put it on the list for another session")
        .stop(),
    planted: [
      { kind: "decision", keys: ["taskflow"] },
      { kind: "task", keys: ["bashoperator"] },
    ],
  },
  {
    id: "b19-lake-format",
    build: (s) =>
      s
        .user("for the cdc landing zone I'm thinking Iceberg tables. write the spark config for iceberg")
        .file("Write", "conf/spark-iceberg.conf")
        .assistant("I've written `conf/spark-iceberg.conf` with the Iceberg catalog and the `spark.sql.extensions` it needs.")
        .user(
          "wait, talked to the platform team. they only support Delta Lake on Databricks, not Iceberg. so cdc landing goes to Delta, delete that iceberg conf",
        )
        .bash("git rm conf/spark-iceberg.conf", "rm 'conf/spark-iceberg.conf'")
        .assistant("Removed. Should I add a Delta config in its place?")
        .user("no need, the platform team ships that config with the workspace")
        .stop(),
    planted: [{ kind: "decision", keys: ["delta"] }],
  },
  {
    id: "b19-contracts-location",
    build: (s) =>
      s
        .user("where should data contracts live? in the warehouse repo or with the producers?")
        .assistant(
          "Two common options:\n1. a central `contracts/` repo owned by data\n2. next to each producer's service code\n\nKeeping them with the producer makes the producer review changes.",
        )
        .user("decided: contracts are yaml files in each producer's repo under contracts/, and the data team reviews them via CODEOWNERS")
        .bash("ls ../checkout-service/contracts 2>/dev/null || echo 'no contracts dir'", "no contracts dir")
        .assistant("The checkout service doesn't have a `contracts/` folder yet.")
        .user("right. next session write the first contract, for the checkout_events topic")
        .stop(),
    planted: [
      { kind: "decision", keys: ["contract", "yaml"] },
      { kind: "task", keys: ["checkout_events"] },
    ],
  },
  {
    id: "b19-sqlfluff",
    build: (s) =>
      s
        .user("we have no SQL linter. sqlfluff or sqlfmt?")
        .assistant("sqlfmt only formats; sqlfluff formats and lints, and has a dbt templater so Jinja renders properly. It's slower, though.")
        .user("go with sqlfluff, dbt templater, snowflake dialect. slowness is fine in CI")
        .file("Write", ".sqlfluff")
        .bash(
          "sqlfluff lint models/staging/stripe",
          "== [models/staging/stripe/stg_stripe__charges.sql] FAIL\nL:   4 | P:   5 | AL03 | Column expression without alias. Use explicit `AS` clause.\nAll Finished!",
        )
        .assistant("I've added `.sqlfluff`. The first lint flags one unaliased column in `stg_stripe__charges`; do you want me to fix it now?")
        .user("yes")
        .file("Edit", "models/staging/stripe/stg_stripe__charges.sql")
        .assistant("Fixed, lint is clean.")
        .stop(),
    planted: [{ kind: "decision", keys: ["sqlfluff"] }],
  },
  {
    id: "b19-question-qualify",
    build: (s) =>
      s
        .user("does bigquery support QUALIFY or is that snowflake only")
        .assistant(
          "BigQuery supports `QUALIFY` too, but it needs a `WHERE`, `GROUP BY` or `HAVING` clause in the same query, otherwise it errors out. `WHERE true` is the usual workaround.",
        )
        .user("lol ok")
        .stop(),
    planted: [],
  },
  {
    id: "b19-fct-sessions-incremental",
    build: (s) =>
      s
        .user("fct_sessions full rebuild takes 40 min. make it incremental")
        .file("Read", "models/marts/product/fct_sessions.sql")
        .assistant(
          "Okay. Options for the strategy: `append` (fast, but late events create duplicates), `merge` on `session_id`, or `delete+insert` by date. Which do you prefer?",
        )
        .user("merge on session_id for fct_sessions. late events happen all the time, append would be wrong")
        .file("Edit", "models/marts/product/fct_sessions.sql")
        .bash("dbt run --select fct_sessions", "1 of 1 OK created sql incremental model analytics.fct_sessions .... [MERGE 20411 in 38.12s]")
        .assistant("It's incremental with `unique_key='session_id'` and `incremental_strategy='merge'`; the run took 38s.")
        .user("gr8. the table only has data since april tho. next run, backfill fct_sessions for march from the raw events")
        .stop(),
    planted: [
      { kind: "decision", keys: ["merge", "fct_sessions"] },
      { kind: "task", keys: ["backfill", "march"] },
    ],
  },
  {
    id: "b19-never-prod-laptop",
    build: (s) =>
      s
        .user("did you just run dbt run against prod??")
        .bash("cat ~/.dbt/profiles.yml | grep -A2 target", "  target: prod\n  outputs:\n    dev:")
        .assistant(
          "Yes, I'm sorry: the default target in `profiles.yml` is `prod`, and I ran `dbt run --select stg_hubspot__contacts` without `--target`. It rebuilt one view.",
        )
        .user(
          "ok, one view is harmless. but rule: never run dbt against the prod target from a laptop. always pass --target dev locally, prod is only for the dbt cloud job",
        )
        .file("Edit", "profiles.yml.example")
        .assistant("Understood. I also changed the example profile's default target to `dev`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["prod", "target"] }],
  },
  {
    id: "b19-slim-ci",
    build: (s) =>
      s
        .user("CI takes 35 minutes because it builds every model. fix it")
        .file("Read", ".github/workflows/dbt-ci.yml")
        .assistant("The workflow runs `dbt build` on the whole project. With the prod manifest we can build only what changed.")
        .user("yes. from now on CI always runs dbt build --select state:modified+ with --defer against the prod manifest, never a full build")
        .user("the manifest: store prod dbt artifacts in s3://acme-dbt-artifacts/prod/, the cloud job uploads them after each run. that's where we keep them")
        .file("Edit", ".github/workflows/dbt-ci.yml")
        .bash("act -j dbt-ci --dryrun | tail -3", "[dbt-ci/build] ✅  Success - Main dbt build --select state:modified+ --defer --state ./prod-manifest")
        .assistant("I've updated the workflow to download the manifest from S3 and build `state:modified+` with `--defer`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["state:modified"] },
      { kind: "decision", keys: ["artifacts"] },
    ],
  },
  {
    id: "b19-fct-orders-size",
    build: (s) =>
      s
        .user("how big is fct_orders")
        .bash(
          "snowsql -q \"select row_count, bytes/1e9 as gb, clustering_key from analytics.information_schema.tables where table_name='FCT_ORDERS'\"",
          "+------------+--------+-------------------+\n| ROW_COUNT  |     GB | CLUSTERING_KEY    |\n|------------+--------+-------------------|\n| 1203998711 | 184.20 | LINEAR(ORDER_DATE) |\n+------------+--------+-------------------+",
        )
        .assistant("fct_orders has about 1.2B rows (184 GB) and is clustered by `order_date`.")
        .user("k good to know, thats why the date filter matters so much")
        .stop(),
    planted: [{ kind: "fact", keys: ["fct_orders"] }],
  },
  {
    id: "b19-hypothesis-dupes",
    build: (s) =>
      s
        .user("count(*) vs count(distinct event_id) on raw_events differ by 0.3%. why?")
        .bash(
          "snowsql -q \"select count(*), count(distinct event_id) from raw.events.raw_events where event_date='2026-10-30'\"",
          "+----------+--------------------------+\n| COUNT(*) | COUNT(DISTINCT EVENT_ID) |\n|----------+--------------------------|\n| 81220931 |                 80977254 |\n+----------+--------------------------+",
        )
        .assistant("Perhaps the Kafka consumer re-reads after a rebalance? Or the mobile SDK retries sends. I can't tell which from counts alone.")
        .bash(
          "snowsql -q \"select sdk, count(*) - count(distinct event_id) as dupes from raw.events.raw_events where event_date='2026-10-30' group by 1\"",
          "+---------+--------+\n| SDK     |  DUPES |\n|---------+--------|\n| ios     | 141022 |\n| android | 102655 |\n| web     |      0 |\n+---------+--------+",
        )
        .assistant("All duplicates come from the iOS and Android SDKs; web has none. So it's the mobile SDK retries, not the consumer.")
        .user(
          "confirmed then: event_id isnt unique in raw_events, the mobile SDKs resend on retry. we'll need to dedupe by event_id in staging, do that next session",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["event_id", "mobile"] },
      { kind: "task", keys: ["dedupe"] },
    ],
  },
  {
    id: "b19-naming-columns",
    build: (s) =>
      s
        .user(
          "col naming convention for all models going forward:\n- snake_case everything\n- timestamps end in _at (created_at, shipped_at)\n- dates end in _date\n- booleans start with is_ or has_",
        )
        .assistant("Understood. Shall I check the existing models for violations?")
        .user("yes, list only")
        .bash(
          "grep -rnoE '\\b(createdTs|ship_ts|order_dt|active)\\b' models/ | head",
          "models/staging/shop/stg_shop__orders.sql:9:order_dt\nmodels/staging/shop/stg_shop__shipments.sql:5:ship_ts\nmodels/staging/crm/stg_crm__accounts.sql:12:active",
        )
        .assistant("Three offenders: `order_dt`, `ship_ts` and `active`.")
        .user("fine, fix those three")
        .file("Edit", "models/staging/shop/stg_shop__orders.sql")
        .assistant("Renamed to `order_date`, `shipped_at` and `is_active`; downstream builds pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["timestamps", "_at"] },
      { kind: "instruction", keys: ["booleans"] },
    ],
  },
  {
    id: "b19-salesforce-connector",
    build: (s) =>
      s
        .user("why are salesforce opportunities always 'yesterday' in the dashboard")
        .bash(
          "fivetran connectors get salesforce_prod --json | jq '{sync_frequency, schedule_type, daily_sync_time}'",
          '{\n  "sync_frequency": 360,\n  "schedule_type": "auto",\n  "daily_sync_time": null\n}',
        )
        .assistant(
          "The connector syncs every 360 minutes (6 hours). Also, `CloseDate` values are in the org's timezone. Do you know which timezone the Salesforce org uses?",
        )
        .user("America/Los_Angeles. so yes: the fivetran salesforce connector syncs every 6h and the org timezone is LA, dates are pacific not utc")
        .assistant("That explains it: a deal closed at 17:00 Pacific is already the next day in UTC.")
        .stop(),
    planted: [{ kind: "fact", keys: ["salesforce"] }],
  },
  {
    id: "b19-great-expectations-out",
    build: (s) =>
      s
        .user("GE checkpoint failed again because of a pandas version pin. I'm tired of this")
        .bash(
          "great_expectations checkpoint run orders_cp 2>&1 | tail -2",
          "ImportError: cannot import name 'is_categorical_dtype' from 'pandas.api.types'\nCheckpoint run failed.",
        )
        .assistant("The pinned Great Expectations version doesn't support pandas 2.2. We could pin pandas back, or upgrade GE.")
        .user("neither. we're dropping great expectations entirely and moving data quality checks into dbt tests, with elementary for monitoring and alerts")
        .assistant("Okay. I will add the `elementary` package and port the first checkpoint's expectations to dbt tests.")
        .file("Edit", "packages.yml")
        .bash("dbt deps && dbt run --select elementary", "Installed elementary-data/elementary 0.16.1\nDone. PASS=27 WARN=0 ERROR=0 SKIP=0 TOTAL=27")
        .assistant("The elementary models are built. I've ported `orders_cp`'s 9 expectations as dbt tests.")
        .stop(),
    planted: [{ kind: "decision", keys: ["elementary"] }],
  },
  {
    id: "b19-rejected-xl",
    build: (s) =>
      s
        .user("the nightly build is slow, ~2h")
        .bash(
          'snowsql -q "select warehouse_name, warehouse_size, avg(execution_time)/1000 s from snowflake.account_usage.query_history where start_time > dateadd(day,-7,current_date) group by 1,2"',
          "+---------------+----------------+--------+\n| WAREHOUSE_NAME | WAREHOUSE_SIZE |      S |\n|---------------+----------------+--------|\n| TRANSFORM_WH  | Medium         |  41.20 |\n+---------------+----------------+--------+",
        )
        .assistant("Should we bump TRANSFORM_WH to X-Large for the nightly run? It'd roughly halve the time.")
        .user("no. transform runs stay on TRANSFORM_WH at medium, we are not paying for XL. find slow models instead")
        .bash(
          "jq -r '.results[] | [.execution_time, .unique_id] | @tsv' target/run_results.json | sort -rn | head -3",
          "1502.3\tmodel.acme.int_sessions__sessionized\n611.9\tmodel.acme.fct_orders\n402.0\tmodel.acme.fct_sessions",
        )
        .assistant("`int_sessions__sessionized` alone takes 25 minutes.")
        .user("ok. profile int_sessions__sessionized tomorrow, I'm out of time today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["transform_wh", "medium"] },
      { kind: "task", keys: ["int_sessions"] },
    ],
  },
  {
    id: "b19-empty-airflow-docs",
    build: (s) =>
      s
        .user("how do i clear a task in airflow without rerunning downstream")
        .assistant(
          "In the UI, click the task instance → Clear, and untick **Downstream**. From the CLI: `airflow tasks clear <dag_id> -t <task_regex> -s <date> -e <date>` without `-d`.",
        )
        .user("and if i want to mark it success instead?")
        .assistant(
          "`airflow tasks state` only reads it; to set it use the UI's **Mark Success**, or the REST API `PATCH /dags/{dag_id}/dagRuns/{run_id}/taskInstances/{task_id}`.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b19-emr-serverless",
    build: (s) =>
      s
        .user("the long-running EMR cluster costs us 4k/month idling. alternatives?")
        .assistant(
          "Options: EMR Serverless (pay per job), EMR on EKS, or Databricks jobs compute. For our batch-only Spark jobs EMR Serverless is the simplest swap.",
        )
        .user("do it. spark batch jobs move to EMR Serverless, we shut the long-running cluster down after the migration")
        .file("Write", "infra/emr_serverless.tf")
        .bash("terraform plan -target=aws_emrserverless_application.spark_batch | tail -2", "Plan: 1 to add, 0 to change, 0 to destroy.")
        .assistant("The Terraform plan adds the `spark_batch` application (release emr-7.1.0, Spark 3.5).")
        .user("fyi our EMR runs spark 3.5, so don't use anything from 4.0. and no spark connect")
        .stop(),
    planted: [
      { kind: "decision", keys: ["emr", "serverless"] },
      { kind: "fact", keys: ["spark", "3.5"] },
    ],
  },
  {
    id: "b19-marketing-sync-schedule",
    build: (s) =>
      s
        .user("set the marketing ads sync to run hourly")
        .file("Edit", "dags/marketing__ads__daily.py")
        .assistant("Done: `schedule='@hourly'`.")
        .bash(
          "snowsql -q \"select sum(credits_used) from snowflake.account_usage.warehouse_metering_history where warehouse_name='LOAD_WH' and start_time > dateadd(day,-1,current_date)\"",
          "+-------------------+\n| SUM(CREDITS_USED) |\n|-------------------|\n|             31.40 |\n+-------------------+",
        )
        .assistant("Heads-up: LOAD_WH used 31.4 credits in the last day, about 3x the usual since the hourly change.")
        .user("yikes. change of plan, the marketing sync runs every 4 hours, not hourly. nobody looks at it more often than that")
        .file("Edit", "dags/marketing__ads__daily.py")
        .assistant("Changed to `schedule='0 */4 * * *'`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["marketing", "hours"] }],
  },
  {
    id: "b19-google-ads-lag",
    build: (s) =>
      s
        .user("marketing_spend is missing yesterday for google ads. broken?")
        .bash(
          'snowsql -q "select source, max(spend_date) from analytics.marketing_spend group by 1"',
          "+------------+-----------------+\n| SOURCE     | MAX(SPEND_DATE) |\n|------------+-----------------|\n| google_ads | 2026-10-30      |\n| meta_ads   | 2026-10-31      |\n+------------+-----------------+",
        )
        .assistant("Google Ads is a day behind Meta. It might be the connector failing, or the data just arriving later?")
        .user("not broken. google ads data for the previous day only arrives after 10:00 UTC, so marketing_spend lags a day for google until the late sync")
        .assistant("Understood; nothing to fix then.")
        .stop(),
    planted: [{ kind: "fact", keys: ["google", "ads"] }],
  },
  {
    id: "b19-select-star",
    build: (s) =>
      s
        .user("review fct_refunds pls")
        .file("Read", "models/marts/finance/fct_refunds.sql")
        .assistant("A few things:\n1. it ends with `select * from joined`\n2. the currency conversion uses a hard-coded rate\n3. `refund_id` has no tests")
        .user("1: we don't do SELECT * in marts models, list the columns explicitly. that's a standing rule, fix it")
        .user("3: every primary key always gets a unique and a not_null test, add them")
        .user("2: no idea why the rate is hard-coded. I'll ask priya about the currency conversion in fct_refunds, follow up on that next time")
        .file("Edit", "models/marts/finance/fct_refunds.sql")
        .file("Edit", "models/marts/finance/_finance__models.yml")
        .bash("dbt build --select fct_refunds", "Done. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3")
        .assistant("Explicit columns and the two tests are in; build passes.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["select", "marts"] },
      { kind: "instruction", keys: ["not_null"] },
      { kind: "task", keys: ["currency"] },
    ],
  },
  {
    id: "b19-freshness",
    build: (s) =>
      s
        .user("add the new zendesk source to sources.yml")
        .file("Edit", "models/staging/zendesk/_zendesk__sources.yml")
        .assistant("I've added `zendesk` with the `tickets`, `users` and `organizations` tables.")
        .user("you forgot freshness. every source we add needs a freshness block with warn_after and error_after, no exceptions")
        .file("Edit", "models/staging/zendesk/_zendesk__sources.yml")
        .bash("dbt source freshness --select source:zendesk", "PASS freshness of zendesk.tickets ......... [PASS in 0.81s]")
        .assistant("Added `loaded_at_field: _fivetran_synced` with warn 12h / error 24h.")
        .user("hubspot also has no freshness, but leave it. add freshness tests to the hubspot source later, separate PR")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["freshness"] },
      { kind: "task", keys: ["hubspot"] },
    ],
  },
  {
    id: "b19-empty-rejected-dagster",
    build: (s) =>
      s
        .user("what if we used dagster software-defined assets for the dbt layer only? just thinking out loud")
        .assistant(
          "That could work: `dagster-dbt` loads the manifest as assets, and Airflow could keep orchestrating ingestion. The cost is running two orchestrators.",
        )
        .user("yeah two orchestrators sounds awful. forget it")
        .bash("pip index versions dagster-dbt 2>/dev/null | head -1", "dagster-dbt (0.24.4)")
        .assistant("Okay, dropping the idea.")
        .stop(),
    planted: [],
  },
  {
    id: "b19-kafka-retention",
    build: (s) =>
      s
        .user("can we replay the cdc topic from 10 days ago to rebuild customers?")
        .bash(
          "kafka-configs --bootstrap-server kafka:9092 --entity-type topics --entity-name shop.customers.v1 --describe | grep retention",
          "  retention.ms=604800000 sensitive=false synonyms={DYNAMIC_TOPIC_CONFIG:retention.ms=604800000}",
        )
        .assistant("`retention.ms` is 604800000, i.e. 7 days. Data from 10 days ago is gone from the topic.")
        .user("right, cdc topics keep 7 days retention, that's the cluster default for them. ok we rebuild from the snapshot instead")
        .bash("dbt build --select customers_snapshot+", "Done. PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6")
        .assistant("Rebuilt from the snapshot.")
        .stop(),
    planted: [{ kind: "fact", keys: ["retention"] }],
  },
  {
    id: "b19-topic-naming",
    build: (s) =>
      s
        .user("new topic for the returns table. name?")
        .bash("kafka-topics --bootstrap-server kafka:9092 --list | grep shop", "shop.customers.v1\nshop.orders.v1\nshop.order_items.v1")
        .assistant("Following the existing pattern it would be `shop.returns.v1`.")
        .user("yes. topic names are always <domain>.<entity>.v<major>, lower case")
        .bash("kafka-topics --bootstrap-server kafka:9092 --create --topic shop.returns.v1 --partitions 6", "Created topic shop.returns.v1.")
        .assistant(
          "Created `shop.returns.v1` with 6 partitions. The Debezium connector currently routes everything from the shop database into one topic, though. Do you want one topic per table, or keep one per database?",
        )
        .user("one topic per table for the cdc stream, that's settled. one per database made every consumer filter")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["topic", "domain"] },
      { kind: "decision", keys: ["topic", "table"] },
    ],
  },
  {
    id: "b19-empty-log-quote",
    build: (s) =>
      s
        .user("what does this warning mean")
        .bash(
          "tail -4 logs/dbt.log",
          "[WARNING]: Deprecated functionality\nThe `tests` config has been renamed to `data_tests`. Always use `data_tests` in new projects.\n-- TODO(dbt-core): remove the old key in 2.0\nNever mix both keys in one file.",
        )
        .assistant(
          "It's dbt telling you the `tests:` key in your YAML is deprecated in favour of `data_tests:`. It still works; the message about never mixing keys is dbt's advice, nothing in your project does that yet.",
        )
        .user("ok, not worth touching now")
        .stop(),
    planted: [],
  },
  {
    id: "b19-stripe-owner",
    build: (s) =>
      s
        .user("stg_stripe__refunds fails, column amount_refunded disappeared")
        .bash('snowsql -q "describe table raw.stripe.refunds" | grep -i amount', "| AMOUNT          | NUMBER(38,0) |\n| AMOUNT_CAPTURED | NUMBER(38,0) |")
        .assistant("The raw table now has `amount` instead of `amount_refunded`. Was this schema change announced?")
        .user("no, and it should have been. the raw.stripe schema is owned by the payments team, they're in #payments-data. already pinged them")
        .file("Edit", "models/staging/stripe/stg_stripe__refunds.sql")
        .assistant("I've mapped `amount` to `amount_refunded` in staging so downstream keeps working.")
        .stop(),
    planted: [{ kind: "fact", keys: ["stripe", "payments"] }],
  },
  {
    id: "b19-dbt-cloud-job",
    build: (s) =>
      s
        .user("where does prod dbt actually run? cron on some box?")
        .bash(
          "curl -s -H \"Authorization: Token $DBT_CLOUD_TOKEN\" https://cloud.getdbt.com/api/v2/accounts/1207/jobs/ | jq '.data[] | {id, name}'",
          '{\n  "id": 44817,\n  "name": "prod - nightly build"\n}\n{\n  "id": 44902,\n  "name": "ci - slim"\n}',
        )
        .assistant('Prod runs in dbt Cloud: job 44817, "prod - nightly build". CI is job 44902.')
        .user("ah ok, so nightly prod is dbt cloud job 44817. good")
        .stop(),
    planted: [{ kind: "fact", keys: ["44817"] }],
  },
  {
    id: "b19-bullets-pref",
    build: (s) =>
      s
        .user("explain what this macro does")
        .file("Read", "macros/generate_schema_name.sql")
        .assistant(
          "Okay! This macro overrides dbt's default `generate_schema_name`. When a model sets a custom schema, dbt normally concatenates the target schema and the custom schema, producing names like `dbt_alice_finance`. This override checks whether the target name is `prod`; if it is, it uses the custom schema name as-is, and otherwise it falls back to the target schema so that every developer's models land in their own schema regardless of config. This is a common pattern recommended by dbt Labs for keeping production schema names clean while isolating development work...",
        )
        .user("too long. in general give me answers as short bullets, no essays. I read these between meetings")
        .assistant("- prod: uses the custom schema as-is\n- dev: everything goes to your own target schema")
        .stop(),
    planted: [{ kind: "instruction", keys: ["bullets"] }],
  },
  {
    id: "b19-empty-done-backfill",
    build: (s) =>
      s
        .user("rerun stg_shop__orders for 2026-10-28, the load was partial")
        .bash(
          "dbt run --select stg_shop__orders --vars '{start_date: 2026-10-28, end_date: 2026-10-29}'",
          "1 of 1 OK created sql incremental model staging.stg_shop__orders .... [MERGE 88213 in 12.40s]",
        )
        .assistant("Reran for 2026-10-28: 88,213 rows merged.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b19-cte-style",
    build: (s) =>
      s
        .user("write int_orders__enriched joining orders, customers and fx rates")
        .file("Write", "models/intermediate/int_orders__enriched.sql")
        .assistant("I've written it with two nested subqueries for the fx lookup.")
        .user("pls rewrite with CTEs. house style: CTEs not subqueries, import CTEs at the top (one per ref), then logic CTEs, final select from the last one")
        .file("Edit", "models/intermediate/int_orders__enriched.sql")
        .bash("dbt build --select int_orders__enriched", "Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1")
        .assistant("Rewritten with `orders`, `customers`, `fx_rates` import CTEs, then `joined`, then the final select.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["cte"] }],
  },
  {
    id: "b19-full-refresh",
    build: (s) =>
      s
        .user("fct_orders is missing a column after the model change. whats the quickest fix")
        .assistant("The quickest is `dbt run --select fct_orders --full-refresh`, which rebuilds the table with the new column. It's about 1.2B rows though.")
        .user("don't. ask me before any --full-refresh on fct_ tables, every time. those cost real money. use on_schema_change=append_new_columns instead")
        .file("Edit", "models/marts/core/fct_orders.sql")
        .bash("dbt run --select fct_orders", "1 of 1 OK created sql incremental model analytics.fct_orders .... [MERGE 120411 in 91.04s]")
        .assistant("With `on_schema_change='append_new_columns'` the column was added without a rebuild.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["full-refresh"] }],
  },
  {
    id: "b19-dag-ids",
    build: (s) =>
      s
        .user("new DAG for the zendesk sync. call it whatever")
        .assistant("I'll call it `zendesk_sync`.")
        .user("no, DAG ids follow <team>__<source>__<frequency>, so support__zendesk__daily. all DAGs, always")
        .file("Write", "dags/support__zendesk__daily.py")
        .bash("airflow dags list | grep zendesk", "support__zendesk__daily | /opt/airflow/dags/support__zendesk__daily.py | support | False")
        .assistant("Created `support__zendesk__daily`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["dag", "frequency"] }],
  },
  {
    id: "b19-marco-oncall",
    build: (s) =>
      s
        .user("who do I page when the scheduler dies at night")
        .bash("cat ONCALL.md | head -6", "# On-call\n\n| Area    | Q4 2026 |\n|---------|---------|\n| Airflow | marco   |\n| dbt     | priya   |")
        .assistant("According to `ONCALL.md`, Marco is on call for Airflow in Q4.")
        .user("yep, marco has airflow on-call this quarter. thanks")
        .stop(),
    planted: [{ kind: "fact", keys: ["marco"] }],
  },
  {
    id: "b19-empty-guess-skew",
    build: (s) =>
      s
        .user("the spark join stage has one task running 40 min while others finish in 30s")
        .bash(
          "grep -E 'Task [0-9]+ .* took' logs/spark-driver.log | sort -k8 -n | tail -2",
          "26/10/22 03:11:02 INFO TaskSetManager: Finished task 199.0 in stage 7.0 (TID 2812) in 31022 ms\n26/10/22 03:49:40 INFO TaskSetManager: Finished task 117.0 in stage 7.0 (TID 2730) in 2411093 ms",
        )
        .assistant("Looks like data skew. My guess is a null or placeholder customer_id like `-1` on many rows, but I haven't confirmed it.")
        .user("could be. or the guest checkouts. let me look at it another day, I'm not sure")
        .stop(),
    planted: [],
  },
  {
    id: "b19-dim-customers",
    build: (s) =>
      s
        .user("join fct_orders to dim_customers to get the region at order time")
        .file("Read", "models/marts/core/dim_customers.sql")
        .assistant("`dim_customers` is built from the snapshot, with `valid_from` / `valid_to`. Is it really type 2, one row per version?")
        .bash(
          'snowsql -q "select count(*), count(distinct customer_id) from analytics.dim_customers"',
          "+----------+-----------------------------+\n| COUNT(*) | COUNT(DISTINCT CUSTOMER_ID) |\n|----------+-----------------------------|\n|  3418220 |                     2901177 |\n+----------+-----------------------------+",
        )
        .user("yes dim_customers is SCD2: one row per version, valid_to null on the current row. join on order_date between valid_from and valid_to")
        .file("Write", "models/marts/core/fct_orders_regional.sql")
        .assistant("Written with the range join; builds and row counts match fct_orders.")
        .stop(),
    planted: [{ kind: "fact", keys: ["dim_customers"] }],
  },
  {
    id: "b19-landing-lifecycle",
    build: (s) =>
      s
        .user("can I re-load the raw csvs from the landing bucket for january?")
        .bash(
          "aws s3api get-bucket-lifecycle-configuration --bucket acme-landing | jq '.Rules[0] | {ID, Expiration}'",
          '{\n  "ID": "expire-raw",\n  "Expiration": { "Days": 90 }\n}',
        )
        .assistant("The `acme-landing` bucket deletes objects after 90 days, so January's files are gone.")
        .user("ugh right, the landing bucket only keeps raw files 90 days. we'll go from the warehouse copies then")
        .stop(),
    planted: [{ kind: "fact", keys: ["landing", "90"] }],
  },
  {
    id: "b19-empty-thanks",
    build: (s) =>
      s
        .user("morning! what did we do yesterday?")
        .assistant("I don't keep a record between sessions by default, but `git log` shows yesterday's commits:")
        .bash("git log --since=yesterday --oneline", "a91c2de stg: zendesk tickets\n7f0e311 mart: fct_refunds explicit columns")
        .assistant("- zendesk tickets staging model\n- fct_refunds explicit columns")
        .user("ah yes. ok, coffee first")
        .stop(),
    planted: [],
  },
  {
    id: "b19-redshift-legacy",
    build: (s) =>
      s
        .user("someone asked for an export from the old redshift cluster. still possible?")
        .bash(
          "aws redshift describe-clusters --cluster-identifier legacy-dw | jq '.Clusters[0] | {ClusterStatus, Tags}'",
          '{\n  "ClusterStatus": "available",\n  "Tags": [ { "Key": "mode", "Value": "read-only" }, { "Key": "decommission", "Value": "2027-01-15" } ]\n}',
        )
        .assistant("The cluster is up, tagged read-only, with decommission planned for 2027-01-15.")
        .user("yes, the legacy redshift cluster is read-only since october and gets decommissioned mid-january. exports are fine until then")
        .bash("psql -h legacy-dw -c \"unload ('select * from sales.orders_2019') to 's3://acme-exports/orders_2019_' iam_role default\"", "UNLOAD")
        .assistant("Exported `sales.orders_2019` to `s3://acme-exports/`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["redshift"] }],
  },
  {
    id: "b19-spark-collect",
    build: (s) =>
      s
        .user("the driver OOMs in the sessionize job")
        .bash("grep -n 'collect()' jobs/sessionize.py", "42:    users = events.select('user_id').distinct().collect()")
        .assistant("Line 42 collects every distinct user id to the driver. That's ~30M rows.")
        .user("yeah. in our spark jobs never call collect() on the big frames. take() or write out, and do the logic on executors. standing rule")
        .file("Edit", "jobs/sessionize.py")
        .assistant("Replaced the collect with a join on the distinct users frame; the job runs without the OOM.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["collect"] }],
  },
  {
    id: "b19-uv-ruff",
    build: (s) =>
      s
        .user("the airflow repo has both a poetry.lock and a requirements.txt. pick one")
        .assistant("Poetry is already half set up. Shall I remove `requirements.txt` and use Poetry?")
        .user("neither actually, we're moving the airflow repo to uv. drop poetry and the requirements file")
        .bash(
          "uv init --no-readme && uv add apache-airflow==2.9.3 && git rm poetry.lock requirements.txt",
          "Resolved 212 packages in 1.84s\nrm 'poetry.lock'\nrm 'requirements.txt'",
        )
        .assistant("Done: `pyproject.toml` + `uv.lock`, poetry files removed.")
        .user("and format python with ruff, line length 100. always, before committing")
        .file("Edit", "pyproject.toml")
        .assistant("Added `[tool.ruff] line-length = 100`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["uv"] },
      { kind: "instruction", keys: ["ruff"] },
    ],
  },
  {
    id: "b19-empty-proposal-ignored",
    build: (s) =>
      s
        .user("fct_orders build failed, unique test on order_id")
        .bash(
          "dbt test --select fct_orders --store-failures",
          "Failure in test unique_fct_orders_order_id (models/marts/core/_core__models.yml)\n  Got 2 results, configured to fail if != 0",
        )
        .assistant(
          "Two duplicate `order_id`s from a replayed CDC batch. I could add a `qualify row_number()` dedupe in staging, or we could switch the CDC consumer to exactly-once. What do you think?",
        )
        .user("just delete the 2 dupes for now")
        .bash('snowsql -q "delete from analytics.fct_orders where _cdc_offset in (88120, 88121)"', "2 rows deleted")
        .assistant("Deleted; the test passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b19-customer-tier",
    build: (s) =>
      s
        .user("customer_tier in dim_customers looks wrong for acme corp, shows silver")
        .bash("grep -rn 'customer_tier' models/ | head -3", "models/staging/crm/stg_crm__accounts.sql:14:    tier__c as customer_tier,")
        .assistant("It's not computed in dbt; it's passed through from the CRM's `tier__c` field.")
        .user("right, customer_tier comes straight from the CRM, sales sets it by hand. we never compute it. not our bug")
        .stop(),
    planted: [{ kind: "fact", keys: ["customer_tier"] }],
  },
  {
    id: "b19-snowflake-pool",
    build: (s) =>
      s
        .user("why do tasks sit queued in airflow at 3am")
        .bash(
          "airflow pools list",
          "pool           | slots | description\n===============+=======+==================\ndefault_pool   | 128   | Default pool\nsnowflake_pool | 8     | Snowflake queries",
        )
        .assistant("All Snowflake tasks share `snowflake_pool`, which has 8 slots. At 3am ~20 DAGs compete for it.")
        .user("right, snowflake_pool has 8 slots on purpose, it matches the warehouse concurrency. leave it")
        .assistant("Okay, I won't change it.")
        .stop(),
    planted: [{ kind: "fact", keys: ["pool"] }],
  },
  {
    id: "b19-breaking-contracts",
    build: (s) =>
      s
        .user("checkout team wants to rename cart_total to order_total in checkout_events v1")
        .file("Read", "contracts/checkout_events.v1.yaml")
        .assistant("That's a breaking change for the `stg_checkout__events` model. Should I edit the v1 contract?")
        .user("no! breaking changes always get a new major version, checkout_events.v2, we never edit v1 in place. consumers move over, then v1 is retired")
        .file("Write", "contracts/checkout_events.v2.yaml")
        .assistant("I've created `checkout_events.v2.yaml` with `order_total`.")
        .user("good. next session, wire the contract check into CI for the producer repos so this gets caught automatically")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["breaking"] },
      { kind: "task", keys: ["contract", "check"] },
    ],
  },
  {
    id: "b19-backfill-chunks",
    build: (s) =>
      s
        .user("backfill int_sessions__sessionized for the whole of october")
        .assistant("I'll run it as one `dbt run` with `start_date=2026-10-01`, `end_date=2026-11-01`.")
        .user("no, one month in one go will time out the warehouse. convention: backfills run in chunks of 7 days max, one run per chunk")
        .bash('for s in 01 08 15 22 29; do dbt run --select int_sessions__sessionized --vars "{start_date: 2026-10-$s}"; done 2>&1 | grep -c OK', "5")
        .assistant("Ran 5 chunks of up to 7 days; all OK.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["backfill", "chunks"] }],
  },
  {
    id: "b19-pii-tags",
    build: (s) =>
      s
        .user("add email and phone to stg_crm__contacts")
        .file("Edit", "models/staging/crm/stg_crm__contacts.sql")
        .assistant("Added both columns.")
        .user("tag them. any pii column gets meta: {pii: true} in the yml, masking policy picks it up from that tag. always")
        .file("Edit", "models/staging/crm/_crm__models.yml")
        .bash("dbt build --select stg_crm__contacts", "Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4")
        .assistant("Tagged `email` and `phone` with `meta: {pii: true}`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pii"] }],
  },
  {
    id: "b19-empty-explain-merge",
    build: (s) =>
      s
        .user("is MERGE in snowflake atomic?")
        .assistant(
          "Yes, a single `MERGE` statement is atomic: it commits or rolls back as a whole. If a source row matches several target rows, Snowflake raises an error unless `ERROR_ON_NONDETERMINISTIC_MERGE` is false.",
        )
        .user("and if two merges hit the same table at the same time?")
        .assistant("They're serialized on the table; the second waits for the first's lock. Deadlocks are rare but possible with multi-statement transactions.")
        .user("ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b19-scratch-schemas",
    build: (s) =>
      s
        .user("I need a scratch table to compare old vs new revenue numbers")
        .assistant("Where should I create it?")
        .user("scratch tables always go in ANALYTICS_DEV.SCRATCH_<your name>, never in ANALYTICS. and drop them when done")
        .bash(
          'snowsql -q "create table analytics_dev.scratch_agent.rev_compare as select * from analytics.fct_revenue limit 0"',
          "Table REV_COMPARE successfully created.",
        )
        .bash(
          "snowsql -q \"select count(*) from analytics_dev.information_schema.schemata where schema_name like 'SCRATCH_%' and created < dateadd(day,-30,current_date)\"",
          "+----------+\n| COUNT(*) |\n|----------|\n|       23 |\n+----------+",
        )
        .assistant("Created. By the way, there are 23 scratch schemas older than 30 days.")
        .user("lol. we have to clean up those old scratch schemas at some point, not today. add it to the list")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["scratch", "analytics_dev"] },
      { kind: "task", keys: ["scratch", "schemas"] },
    ],
  },
  {
    id: "b19-surrogate-keys",
    build: (s) =>
      s
        .user("fct_order_items has no primary key. order_id + line_number?")
        .assistant("We could hash them: `md5(order_id || '-' || line_number)`, or use `dbt_utils.generate_surrogate_key`.")
        .user("dbt_utils.generate_surrogate_key everywhere for surrogate keys, no hand-written md5 concat. it handles nulls properly")
        .file("Edit", "models/marts/core/fct_order_items.sql")
        .bash("dbt build --select fct_order_items", "Done. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3")
        .assistant("Added `order_item_sk` via `generate_surrogate_key(['order_id', 'line_number'])` with unique/not_null tests.")
        .stop(),
    planted: [{ kind: "decision", keys: ["surrogate"] }],
  },
  {
    id: "b19-export-format",
    build: (s) =>
      s
        .user("partner wants daily exports of orders. csv?")
        .assistant("CSV is simple but large; Parquet is ~10x smaller and typed. Do they have tooling for Parquet?")
        .bash(
          "aws s3 ls s3://acme-exports/partner-x/ | tail -2",
          "2026-10-30 06:01:12  812331045 orders_2026-10-29.csv.gz\n2026-10-31 06:01:09  809004413 orders_2026-10-30.csv.gz",
        )
        .user("they do. we'll export parquet with zstd compression from now on, the gzipped csvs stop")
        .file("Edit", "jobs/partner_export.py")
        .assistant("The export job now writes `orders_<date>.parquet` with zstd.")
        .stop(),
    planted: [{ kind: "decision", keys: ["zstd"] }],
  },
  {
    id: "b19-empty-withdrawn",
    build: (s) =>
      s
        .user("maybe we should move all timestamps to TIMESTAMP_TZ?")
        .bash(
          "snowsql -q \"select data_type, count(*) from analytics.information_schema.columns where data_type like 'TIMESTAMP%' group by 1\"",
          "+---------------+----------+\n| DATA_TYPE     | COUNT(*) |\n|---------------+----------|\n| TIMESTAMP_NTZ |      412 |\n| TIMESTAMP_TZ  |        6 |\n+---------------+----------+",
        )
        .assistant("412 columns are NTZ today. Switching would touch most models.")
        .user("hmm, never mind, that's a rabbit hole. forget I said it")
        .stop(),
    planted: [],
  },
  {
    id: "b19-bq-region",
    build: (s) =>
      s
        .user("legal says EU customer data can't sit in the US dataset anymore")
        .bash("bq show --format=prettyjson analytics | jq .location", '"US"')
        .assistant("The BigQuery `analytics` dataset is in `US`. We could move it to `EU` multi-region, or to `europe-west3` only.")
        .user("decided with legal: the analytics dataset moves to the EU multi-region. not a single region, we want the redundancy")
        .file("Write", "infra/bq_analytics_eu.tf")
        .assistant("I've written the Terraform for the `analytics_eu` dataset in `EU`; the copy job comes next.")
        .user("next run: set up the dataset copy job from US to the EU dataset and validate row counts")
        .stop(),
    planted: [
      { kind: "decision", keys: ["analytics", "region"] },
      { kind: "task", keys: ["copy", "job"] },
    ],
  },
  {
    id: "b19-commit-style",
    build: (s) =>
      s
        .user("commit what we have")
        .bash("git add -A && git commit -m 'update models'", "[main 3e1a9f0] update models\n 4 files changed, 61 insertions(+), 12 deletions(-)")
        .user(
          "pls amend. commit messages in the dbt repo start with the layer: `stg:`, `int:` or `mart:`, then what changed. e.g. `mart: fct_refunds explicit columns`. do that every time",
        )
        .bash("git commit --amend -m 'mart: fct_refunds explicit columns and pk tests'", "[main 5c02b7e] mart: fct_refunds explicit columns and pk tests")
        .assistant("Amended.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["commit", "layer"] }],
  },
  {
    id: "b19-warehouse-suspend",
    build: (s) =>
      s
        .user("first query of the morning always takes 20s extra, why")
        .bash("snowsql -q \"show warehouses like 'TRANSFORM_WH'\" | grep -o 'auto_suspend.*'", "auto_suspend | 60 | auto_resume | true")
        .assistant("TRANSFORM_WH auto-suspends after 60 seconds idle, so the first query resumes it and its cache is cold.")
        .user("yeah ok. the 60s auto suspend is deliberate, finance wanted low idle cost. good to know that's where the 20s comes from")
        .stop(),
    planted: [{ kind: "fact", keys: ["suspend"] }],
  },
  {
    id: "b19-v1-tables",
    build: (s) =>
      s
        .user("can we drop the old *_v1 tables in analytics? fct_orders_v1 etc")
        .bash(
          "snowsql -q \"select query_text from snowflake.account_usage.access_history where base_objects_accessed like '%FCT_ORDERS_V1%' and query_start_time > dateadd(day,-7,current_date) limit 2\"",
          "+--------------------------------------------+\n| QUERY_TEXT                                 |\n|--------------------------------------------|\n| select * from analytics.fct_orders_v1 ...  |\n+--------------------------------------------+",
        )
        .assistant("`fct_orders_v1` was still queried in the last 7 days (a Looker explore).")
        .user("ok not yet then. the _v1 tables get dropped once looker is moved over, keep that open for a later session")
        .stop(),
    planted: [{ kind: "task", keys: ["_v1"] }],
  },
  {
    id: "b19-fivetran-key",
    build: (s) =>
      s
        .user("security flagged the fivetran service user: key is 400 days old")
        .bash('snowsql -q "desc user fivetran_svc" | grep -i rsa_public_key_last_set', "| RSA_PUBLIC_KEY_LAST_SET_TIME | 2025-09-22 10:03:11.000 -0700 |")
        .assistant("Confirmed: the key was set on 2025-09-22. Rotating needs a new key pair and an update in the Fivetran destination settings.")
        .user("I don't have fivetran admin today. we need to rotate the fivetran key pair later this week, remind me next time")
        .stop(),
    planted: [{ kind: "task", keys: ["rotate"] }],
  },
  {
    id: "b19-dbt-upgrade",
    build: (s) =>
      s
        .user("can we go to dbt 1.8?")
        .bash(
          "pip index versions elementary-data | head -1 && grep -A3 'elementary' packages.yml",
          "elementary-data (0.16.1)\n  - package: elementary-data/elementary\n    version: 0.16.1",
        )
        .assistant('elementary 0.16.1 declares `require-dbt-version: [">=1.3.0", "<1.8.0"]`, so 1.8 would break it.')
        .user("meh. upgrading dbt to 1.8 stays pending until elementary supports it. we pick it up again then")
        .stop(),
    planted: [{ kind: "task", keys: ["1.8"] }],
  },
  {
    id: "b19-failed-spark-partitions",
    build: (s) =>
      s
        .user("status of the reprocessing job?")
        .bash(
          "aws emr-serverless list-job-runs --application-id 00fk2 --states FAILED | jq -r '.jobRuns[].name'",
          "reprocess_raw_events_2026-10-14_p07\nreprocess_raw_events_2026-10-14_p11\nreprocess_raw_events_2026-10-14_p15",
        )
        .assistant("Three runs failed, all for 2026-10-14 (partitions 7, 11, 15). The others succeeded. Should I retry them now?")
        .user("not now, the logs bucket is being migrated. reprocessing those 3 failed partitions from oct 14 is for the next run")
        .stop(),
    planted: [{ kind: "task", keys: ["failed", "partitions"] }],
  },
  {
    id: "b19-sla-alerting",
    build: (s) =>
      s
        .user("finance noticed revenue was late at 9am and nobody got alerted")
        .bash("grep -n 'sla' dags/finance__shop__daily.py || echo 'no sla configured'", "no sla configured")
        .assistant("The DAG has no SLA or `sla_miss_callback`. I could add an SLA of 06:00 UTC that posts to Slack.")
        .user("yes, but I need to agree the deadline with finance first. add alerting on the orders_daily SLA miss later, once the time is agreed")
        .stop(),
    planted: [{ kind: "task", keys: ["sla"] }],
  },
  {
    id: "b19-airflow-secrets",
    build: (s) =>
      s
        .user("list airflow variables that look like secrets")
        .bash("airflow variables list | grep -iE 'key|token|password'", "fivetran_api_key\nslack_webhook_token\nlooker_password")
        .assistant(
          "Three: `fivetran_api_key`, `slack_webhook_token`, `looker_password`. They're stored in the metadata DB, encrypted with the Fernet key but visible to any admin.",
        )
        .user("todo for next week: move those airflow variables into AWS secrets manager and switch the secrets backend. too big for today")
        .stop(),
    planted: [{ kind: "task", keys: ["secrets"] }],
  },
  {
    id: "b19-readme-lineage",
    build: (s) =>
      s
        .user("generate the dbt docs site")
        .bash("dbt docs generate", "Catalog written to target/catalog.json\nDone.")
        .assistant("Docs generated. The README in `models/marts/` still shows the old lineage diagram without `fct_refunds`.")
        .user("yeah leave it. the marts README needs the new lineage diagram, do it in a later session")
        .stop(),
    planted: [{ kind: "task", keys: ["readme"] }],
  },
  {
    id: "b19-empty-dryrun-question",
    build: (s) =>
      s
        .user("does `dbt build --empty` work on snowflake?")
        .assistant(
          "Yes, since dbt 1.8: `--empty` limits every ref and source to zero rows, so it validates SQL and schemas without scanning data. We're on 1.7, so it's not available here.",
        )
        .bash("dbt --version | head -2", "Core:\n  - installed: 1.7.14")
        .assistant("Confirmed: 1.7.14 installed.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "b19-hubspot-owner-question",
    build: (s) =>
      s
        .user("who owns raw.hubspot? is it marketing ops or us?")
        .bash("grep -A3 'hubspot' CODEOWNERS", "/models/staging/hubspot/  @acme/marketing-ops @acme/data-eng")
        .assistant("CODEOWNERS lists both marketing ops and data eng for the hubspot staging models. I can't tell from this who owns the raw schema itself.")
        .user("dunno either, I'll ask around")
        .stop(),
    planted: [],
  },
];

/** The blind set: events, segments and scoring of BLIND19_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND19 = plantedSet(BLIND19_SESSIONS, Date.UTC(2026, 10, 2, 9));
