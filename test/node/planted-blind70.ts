/**
 * Blind planted set 70 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: data engineering (dbt, Airflow, Spark, warehouse costs, backfills, schema drift from
 * upstream teams) in Gemini CLI voice: polite full sentences from the agent, pasted SQL, dbt and
 * DAG logs from the user; decisions on table layouts and schedules, facts about sources and SLAs.
 * Each session is one segment; the items planted in it are listed with it: 64 items (16 decisions, 16 instructions,
 * 16 facts, 16 tasks) in 47 sessions, 12 of which plant nothing (64 user/assistant messages between them).
 * Every other message
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

export const BLIND70_SESSIONS: BlindSession[] = [
  {
    id: "b70-fct-orders-incremental",
    build: (s) =>
      s
        .user(
          "The nightly dbt run is taking almost two hours again and most of it is fct_orders. Can you look at why it's so slow? Here's the tail of the log:\n\n```\n04:52:11  31 of 88 START sql table model analytics.fct_orders ........ [RUN]\n06:31:47  31 of 88 OK created sql table model analytics.fct_orders ... [SELECT 412883190 in 5916.02s]\n```",
        )
        .bash("dbt ls --select fct_orders --output json | jq '.config.materialized'", '"table"')
        .file("Read", "models/marts/fct_orders.sql")
        .assistant(
          "Thank you for the log. fct_orders is materialized as a full table, so every night it rescans all 412 million rows from stg_orders. Since orders are only appended or updated within a few days of creation, an incremental model with a merge on order_id and a three-day lookback would reprocess only a small slice. Would you like me to make that change?",
        )
        .user(
          "yes, let's go incremental for fct_orders, merge on order_id with the 3 day lookback. that's the layout from now on. btw the raw orders export from the checkout team lands in s3 by 04:30 UTC, they've had that SLA for a year, so the dag can't start earlier than that",
        )
        .file("Edit", "models/marts/fct_orders.sql")
        .bash(
          "dbt run --select fct_orders --full-refresh --target dev",
          "05:10:02  1 of 1 OK created sql incremental model dev_analytics.fct_orders [MERGE 412883190 in 2210.44s]\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1",
        )
        .assistant("The model is now incremental with unique_key='order_id' and a three-day lookback on updated_at. The full refresh in dev passed.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["fct_orders", "incremental"] },
      { kind: "fact", keys: ["04:30"] },
    ],
  },
  {
    id: "b70-backfill-pool",
    build: (s) =>
      s
        .user(
          "Yesterday someone kicked off a 90-day backfill of dim_customers and it starved every other DAG on the cluster. From now on, please run every backfill through the `backfill_pool` Airflow pool (4 slots), never the default pool.",
        )
        .bash(
          "airflow pools list",
          "pool          | slots | description\n==============+=======+=====================\ndefault_pool  | 128   | Default pool\nbackfill_pool | 4     | Backfills only. Never exceed 4.",
        )
        .assistant(
          "Understood. The backfill_pool already exists with four slots. I'll pass `--pool backfill_pool` on any backfill I start. Shall I also restart the dim_customers backfill now that the cluster is quiet?",
        )
        .user("Yes please, from 2026-08-01 to 2026-10-30.")
        .bash(
          "airflow dags backfill dim_customers -s 2026-08-01 -e 2026-10-30 --pool backfill_pool",
          "[2026-11-23 09:12:40] INFO - Backfill started: 91 dag runs, pool=backfill_pool",
        )
        .assistant("The backfill has started in backfill_pool: 91 DAG runs queued.")
        .user(
          "Great, thanks. Oh and we still need to add retries with exponential backoff to load_salesforce, it fails on every API timeout. Not today though, leave it for next week.",
        )
        .assistant("Noted, I'll leave load_salesforce as it is for now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["backfill_pool"] },
      { kind: "task", keys: ["load_salesforce", "retries"] },
    ],
  },
  {
    id: "b70-payments-amount-minor",
    build: (s) =>
      s
        .user(
          'stg_payments failed this morning:\n\n```\nDatabase Error in model stg_payments (models/staging/payments/stg_payments.sql)\n  column "amount_cents" does not exist\n  HINT: Perhaps you meant to reference the column "raw_payments.amount_minor".\n```\nany idea?',
        )
        .bash(
          "psql $WAREHOUSE -c \"select column_name from information_schema.columns where table_name='raw_payments' order by ordinal_position\"",
          " column_name\n--------------\n payment_id\n order_id\n amount_minor\n currency\n created_at\n(5 rows)",
        )
        .assistant(
          "It looks as though the upstream payments table renamed amount_cents to amount_minor. It might be a temporary change on their side, or perhaps a new version of their export; I can't tell from the schema alone.",
        )
        .user(
          "I just asked in #payments-eng. Confirmed: the payments team renamed amount_cents to amount_minor for good, because they now carry currencies with 3 decimal places (KWD, BHD). It's not going back.",
        )
        .file("Edit", "models/staging/payments/stg_payments.sql")
        .bash("dbt build --select stg_payments+", "Done. PASS=14 WARN=0 ERROR=0 SKIP=0 TOTAL=14")
        .assistant("I've mapped amount_minor in stg_payments and the downstream build passes.")
        .user(
          "thanks. going forward every source owned by the payments team needs a dbt model contract (contract: enforced: true) in its staging model, so a rename breaks loudly at the boundary and not three models downstream.",
        )
        .assistant("Certainly. I'll add enforced contracts on payments staging models whenever I touch them.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["amount_minor"] },
      { kind: "instruction", keys: ["payments", "contract"] },
    ],
  },
  {
    id: "b70-warehouse-size-question",
    build: (s) =>
      s
        .user("How much did the TRANSFORM_WH warehouse cost us last week? Just curious.")
        .bash(
          'snowsql -q "select warehouse_name, sum(credits_used) from snowflake.account_usage.warehouse_metering_history where start_time > dateadd(day,-7,current_date) group by 1"',
          "+----------------+-------------------+\n| WAREHOUSE_NAME | SUM(CREDITS_USED) |\n|----------------+-------------------|\n| TRANSFORM_WH   |            311.42 |\n| BI_WH          |             96.10 |\n| LOADER_WH      |             40.77 |\n+----------------+-------------------+",
        )
        .assistant("TRANSFORM_WH used 311.42 credits over the last seven days, BI_WH 96.10 and LOADER_WH 40.77.")
        .user("Hm, is that more than usual? Maybe it's the new marketing models?")
        .assistant(
          "It may be; I can't say for sure without comparing against earlier weeks. One possibility is that the attribution models added last Tuesday scan the full events table. I could break the credits down by query tag if you'd like.",
        )
        .user("No, not now. Just wanted a ballpark. Thanks!")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
  {
    id: "b70-spark-shuffle-partitions",
    build: (s) =>
      s
        .user(
          "The sessionize Spark job OOMs on the big days. Here's the driver log:\n\n```\n26/11/20 03:41:09 ERROR TaskSetManager: Task 187 in stage 4.0 failed 4 times\njava.lang.OutOfMemoryError: Java heap space\n26/11/20 03:41:09 WARN  Never retry on OOM: executor 12 lost\n```",
        )
        .bash("grep -n shuffle jobs/sessionize/conf/spark-defaults.conf", "14:spark.sql.shuffle.partitions 200\n15:spark.sql.adaptive.enabled false")
        .assistant(
          "The job still uses 200 shuffle partitions with adaptive query execution switched off, so on a large day each partition holds several gigabytes. I'd suggest enabling AQE and raising the base to 2000 partitions. Alternatively we could salt the user_id key, although that is more invasive.",
        )
        .user("ok let's do AQE plus 2000 shuffle partitions, no salting.")
        .file("Edit", "jobs/sessionize/conf/spark-defaults.conf")
        .bash(
          "spark-submit --conf spark.sql.adaptive.enabled=true jobs/sessionize/main.py --date 2026-11-20",
          "26/11/23 09:40:12 INFO SparkContext: Successfully stopped SparkContext\nsessionize 2026-11-20: 18,204,551 sessions written",
        )
        .assistant("With AQE on and 2000 shuffle partitions, the 2026-11-20 run completed: 18,204,551 sessions written.")
        .user(
          "nice. fyi the executors on that EMR cluster are r5.2xlarge, 64 GiB each, and the platform team won't give us bigger nodes, so memory tuning is all we've got.",
        )
        .assistant("Thank you, that's good to know.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["2000"] },
      { kind: "fact", keys: ["r5.2xlarge"] },
    ],
  },
  {
    id: "b70-marketing-dag-schedule",
    build: (s) =>
      s
        .user("Marketing complains that their dashboards are stale until 10am. The marketing_attribution DAG runs at 07:00 UTC now. Could it run earlier?")
        .file("Read", "dags/marketing_attribution.py")
        .assistant(
          "The DAG waits on ExternalTaskSensor for fct_sessions, which usually finishes around 05:15 UTC. We could move marketing_attribution to 05:30 UTC, or replace the cron with a dataset trigger so it starts as soon as fct_sessions is published. The dataset trigger is more robust if fct_sessions slips.",
        )
        .user("Let's go with the dataset trigger on fct_sessions, no cron at all for marketing_attribution.")
        .file("Edit", "dags/marketing_attribution.py")
        .bash("python -c 'from airflow.models import DagBag; print(DagBag(\"dags\").import_errors)'", "{}")
        .assistant("Done: marketing_attribution is now scheduled on the fct_sessions dataset, and the DagBag loads without import errors.")
        .user("Also, the Google Ads API only returns yesterday's spend after 08:00 UTC. That's on their side, so ad_spend will still be late.")
        .assistant("Understood, so ad_spend will remain a day behind until after 08:00 UTC regardless of our schedule.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["marketing_attribution", "dataset"] },
      { kind: "fact", keys: ["google ads", "08:00"] },
    ],
  },
  {
    id: "b70-sqlfluff-conventions",
    build: (s) =>
      s
        .user("Can you run sqlfluff on the marts folder and fix whatever it complains about?")
        .bash(
          "sqlfluff lint models/marts --dialect snowflake",
          "== [models/marts/dim_products.sql] FAIL\nL:  12 | P:   5 | CP01 | Keywords must be upper case.\nL:  31 | P:   1 | AM04 | Query produces an unknown number of result columns.\nAll Finished!",
        )
        .file("Edit", "models/marts/dim_products.sql")
        .bash("sqlfluff lint models/marts --dialect snowflake", "All Finished!")
        .assistant("I've upper-cased the keywords and replaced the SELECT * in dim_products with an explicit column list. sqlfluff now passes.")
        .user(
          "Thanks. A couple of rules for you while we're at it:\n- no SELECT * in anything under models/marts, ever\n- CTE names in snake_case, prefixed with the source, like `orders_filtered`\n- lint with sqlfluff before you tell me something is done",
        )
        .assistant("Understood. I'll follow those three conventions on all models going forward.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["select *", "marts"] },
      { kind: "instruction", keys: ["cte", "snake_case"] },
      { kind: "instruction", keys: ["sqlfluff"] },
    ],
  },
  {
    id: "b70-chitchat-reinvent",
    build: (s) =>
      s
        .user("Morning! Are you around? I'm just back from re:Invent, still jet-lagged.")
        .assistant("Good morning, and welcome back! I'm here whenever you're ready. How was the conference?")
        .user("Tiring. Lots of talk about zero-ETL integrations, which is funny given what we do all day. Did anything break while I was away?")
        .bash("airflow dags list-runs --state failed --start-date 2026-11-16 -o plain | head", "dag_id | run_id | state | execution_date\n(no failed runs)")
        .assistant("No DAG runs have failed since the 16th, so it seems everything stayed green while you were away.")
        .user("Excellent. I'll catch up on email first, talk later.")
        .assistant("Of course. Enjoy your coffee.")
        .stop(),
    planted: [],
  },
  {
    id: "b70-late-arriving-events",
    build: (s) =>
      s
        .user("Our daily event counts keep changing for days after the fact. Product asked why Tuesday's DAU went from 1.21M to 1.26M on Friday.")
        .bash(
          "snowsql -q \"select datediff(hour, event_ts, loaded_at) as lag_h, count(*) from raw.mobile_events where event_date='2026-11-17' group by 1 order by 1 desc limit 5\"",
          "+-------+----------+\n| LAG_H | COUNT(*) |\n|-------+----------|\n|    71 |    20312 |\n|    64 |    88130 |\n|    48 |   401221 |\n|    25 |  1102004 |\n|     2 | 98231877 |\n+-------+----------+",
        )
        .assistant(
          "Mobile events arrive up to roughly 72 hours late: clients buffer offline and flush when they reconnect. Events from the last three days are therefore incomplete at the time of our nightly run.",
        )
        .user(
          "Right, that matches what the mobile team told us: the SDK buffers up to 72 hours offline. OK so here's what we'll do: the daily_active_users model reprocesses a rolling 4-day window every night. And we'll mark the last 3 days as provisional in Looker.",
        )
        .file("Edit", "models/marts/daily_active_users.sql")
        .bash("dbt run --select daily_active_users", "Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1")
        .assistant("daily_active_users now reprocesses a rolling four-day window. The Looker part is outside this repository.")
        .user("Yes, someone still has to add the provisional flag in the Looker explore, I'll make a ticket. Can you write that down as a follow-up?")
        .assistant("Certainly: follow-up: add a provisional flag for the last three days to the DAU explore in Looker.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["72 hours"] },
      { kind: "decision", keys: ["daily_active_users", "4-day"] },
      { kind: "task", keys: ["provisional", "looker"] },
    ],
  },
  {
    id: "b70-partition-cluster-events",
    build: (s) =>
      s
        .user("BigQuery bill for the analytics project was $14k last month and the biggest line is queries on events_wide. What would you change?")
        .bash("bq show --format=prettyjson analytics.events_wide | jq '.timePartitioning, .clustering'", "null\nnull")
        .assistant(
          "events_wide has neither partitioning nor clustering, so every dashboard query scans the full 38 TB. Two options: partition by event_date and cluster by (event_name, user_id), or split it into per-event tables. I'd lean towards the first, as it doesn't change any consumer's SQL.",
        )
        .user("Agreed, partition events_wide by event_date and cluster by event_name, user_id. Per-event tables is too much churn.")
        .file("Edit", "models/marts/events_wide.sql")
        .bash(
          "dbt run --select events_wide --full-refresh",
          "10:02:44  1 of 1 OK created sql table model analytics.events_wide [CREATE TABLE (38.1 TB processed) in 1841.3s]",
        )
        .assistant(
          "events_wide is rebuilt with daily partitions on event_date and clustering on event_name and user_id. Shall I add require_partition_filter as well, so that unfiltered queries are rejected?",
        )
        .user("Hmm, maybe. Let me check with the BI folks first, some of their tiles might break.")
        .assistant("Of course, I'll leave it off for now.")
        .stop(),
    planted: [{ kind: "decision", keys: ["events_wide", "event_date"] }],
  },
  {
    id: "b70-crm-owner",
    build: (s) =>
      s
        .user("Who should I ping about the hubspot_contacts source being empty since Saturday?")
        .bash(
          "cat models/staging/hubspot/sources.yml | head -20",
          'sources:\n  - name: hubspot\n    meta:\n      owner: "@revops-data"\n    freshness:\n      warn_after: {count: 24, period: hour}\n    tables:\n      - name: contacts',
        )
        .assistant(
          "The sources.yml lists @revops-data as the owner of the hubspot source. I'm not certain that is still current, though; the file was last changed in March.",
        )
        .user(
          "It's not current. The HubSpot sync moved to Priya Natarajan's team (growth-platform) in October, they own the Fivetran connector now. I just confirmed with her. Please update the owner.",
        )
        .file("Edit", "models/staging/hubspot/sources.yml")
        .assistant("I've set the owner of the hubspot source to @growth-platform.")
        .user("And it was just a paused connector, she unpaused it. Thanks!")
        .stop("Glad it was simple. The next sync should fill in the contacts."),
    planted: [{ kind: "fact", keys: ["hubspot", "growth-platform"] }],
  },
  {
    id: "b70-snapshot-strategy-superseded",
    build: (s) =>
      s
        .user("We need history on dim_subscriptions, the finance team wants to see plan changes over time. Set up a dbt snapshot please.")
        .assistant("I'd propose a snapshot with the timestamp strategy on updated_at. That's the cheapest, as dbt only compares one column.")
        .user("sounds good, timestamp strategy on updated_at")
        .file("Write", "snapshots/subscriptions_snapshot.sql")
        .bash(
          'snowsql -q "select count(*) from raw.billing_subscriptions where updated_at is null"',
          "+----------+\n| COUNT(*) |\n|----------|\n|    12044 |\n+----------+",
        )
        .assistant(
          "Before I run it: 12,044 subscriptions have a null updated_at, and I see the billing system doesn't touch updated_at when a plan is changed by an admin. The timestamp strategy would miss those changes.",
        )
        .user("Ugh. OK, scrap the timestamp strategy then. Use the check strategy on plan_id, status and seats for subscriptions_snapshot.")
        .file("Edit", "snapshots/subscriptions_snapshot.sql")
        .bash("dbt snapshot --select subscriptions_snapshot", "Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1")
        .assistant("The snapshot now uses the check strategy on plan_id, status and seats, and the first run passed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["check", "plan_id"] }],
  },
  {
    id: "b70-freshness-fail-empty",
    build: (s) =>
      s
        .user("dbt source freshness is red, can you rerun it and tell me which ones?")
        .bash(
          "dbt source freshness",
          "09:01:22  1 of 12 WARN freshness of stripe.charges ........ [WARN in 0.81s]\n09:01:23  2 of 12 ERROR STALE freshness of zendesk.tickets ...... [ERROR STALE in 0.77s]\n09:01:25  Done. PASS=10 WARN=1 ERROR=1",
        )
        .assistant("zendesk.tickets is stale (error) and stripe.charges is at warning level. The other ten sources are fresh.")
        .user("Is zendesk down or is it the connector?")
        .bash("fivetran connectors status zendesk_prod", "zendesk_prod  sync_state=syncing  last_success=2026-11-23T05:12Z")
        .assistant(
          "The connector is syncing at the moment, and its last success was at 05:12 UTC. I suspect it's just a slow sync rather than an outage, but I can't confirm that yet.",
        )
        .user("OK, let's wait and see. Rerun freshness in an hour if you remember.")
        .assistant("I will.")
        .stop(),
    planted: [],
  },
  {
    id: "b70-dev-target-costs",
    build: (s) =>
      s
        .user("Why did the dev warehouse burn 60 credits on Sunday?")
        .bash(
          "snowsql -q \"select user_name, sum(credits_used_cloud_services + 0) c from snowflake.account_usage.query_history where warehouse_name='DEV_WH' and start_time::date='2026-11-22' group by 1 order by 2 desc limit 3\"",
          "+-----------+-------+\n| USER_NAME | C     |\n|-----------+-------|\n| CI_BOT    | 51.20 |\n| MLOPEZ    |  6.10 |\n+-----------+-------+",
        )
        .assistant(
          "Almost all of it came from CI_BOT: the CI job ran a full `dbt build` against DEV_WH on each of the 14 pushes to the feature/attribution branch, each one rebuilding all 88 models.",
        )
        .user(
          "Right. New rule for CI: slim CI only, `dbt build --select state:modified+ --defer --state prod-manifest/`, never a full build on a PR. And in dev, always use the `--target dev` with the XS warehouse, please, that goes for you too when you test things.",
        )
        .file("Edit", ".github/workflows/dbt-ci.yml")
        .bash("act -j dbt-ci --dryrun", "[dbt-ci/build] ✅  Success - Main dbt build --select state:modified+ --defer --state prod-manifest/")
        .assistant("The CI workflow now runs slim CI with state:modified+ and defers to the production manifest.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["state:modified+"] },
      { kind: "instruction", keys: ["--target dev"] },
    ],
  },
  {
    id: "b70-gdpr-deletes-todo",
    build: (s) =>
      s
        .user(
          "Legal says we have to honour deletion requests in the warehouse within 30 days. Right now we only delete in the production Postgres. How do deletes reach the warehouse today?",
        )
        .bash(
          "grep -rn 'deleted_users' models/ dags/ | head",
          "dags/gdpr.py:12:    # TODO: propagate deleted_users to snapshots (never done)\nmodels/staging/app/stg_users.sql:8:where user_id not in (select user_id from raw.deleted_users)",
        )
        .assistant(
          "Only stg_users filters on raw.deleted_users. The snapshots and the raw event tables keep deleted users' rows, and there's an old TODO in dags/gdpr.py about snapshots that was never done.",
        )
        .user(
          "OK. That's a bigger piece of work than I have time for today. Let's record it: we need a gdpr_purge DAG that deletes from snapshots and raw events weekly, before the end of Q1. Today just add the filter to stg_events so at least the marts are clean.",
        )
        .file("Edit", "models/staging/app/stg_events.sql")
        .bash("dbt build --select stg_events+", "Done. PASS=23 WARN=0 ERROR=0 SKIP=0 TOTAL=23")
        .assistant("stg_events now excludes users in raw.deleted_users, and its 22 downstream models rebuilt cleanly.")
        .user("Also fyi the deletion SLA is 30 days from the request date, per legal, not from when we see it.")
        .stop("Understood, thank you for the clarification."),
    planted: [
      { kind: "task", keys: ["gdpr_purge"] },
      { kind: "fact", keys: ["30 days", "request"] },
    ],
  },
  {
    id: "b70-airflow-version-fact",
    build: (s) =>
      s
        .user("Can I use the @task.bash decorator in the new DAG?")
        .bash("airflow version", "2.7.3")
        .assistant("We're on Airflow 2.7.3, and @task.bash was added in 2.9, so not yet. I'd use BashOperator for now.")
        .user(
          "ah right. yeah and we're stuck on 2.7 until the MWAA environment is upgraded — the platform team runs MWAA and they only upgrade twice a year. Next window is February.",
        )
        .file("Write", "dags/export_partners.py")
        .bash("python -c 'from airflow.models import DagBag; print(DagBag(\"dags\").import_errors)'", "{}")
        .assistant("I've written export_partners with BashOperator; it loads without import errors.")
        .user("Cool. Once MWAA is on 2.9 in Feb, remind me to switch export_partners to the taskflow decorators.")
        .assistant("Will do.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mwaa", "2.7"] },
      { kind: "task", keys: ["export_partners", "decorator"] },
    ],
  },
  {
    id: "b70-how-does-merge-work",
    build: (s) =>
      s
        .user(
          "Quick question, when dbt does an incremental merge on Snowflake, does it lock the whole target table? Someone in BI said their queries hang at 5am.",
        )
        .assistant(
          "A MERGE in Snowflake takes a lock on the target table for writes, but readers are not blocked, since Snowflake uses snapshot isolation for SELECTs. If BI queries hang around 5am, it might rather be warehouse queuing on BI_WH. That's a guess, though.",
        )
        .user("Can you check the queueing?")
        .bash(
          "snowsql -q \"select avg(queued_overload_time)/1000 from snowflake.account_usage.query_history where warehouse_name='BI_WH' and hour(start_time)=5\"",
          "+-----------------------------+\n| AVG(QUEUED_OVERLOAD_TIME)/1000 |\n|-----------------------------|\n|                        0.42 |\n+-----------------------------+",
        )
        .assistant("Average queueing on BI_WH at 05:00 is only 0.42 s, so queueing doesn't explain it either. Could they share an example query ID?")
        .user("I'll ask them. Thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b70-seed-country-codes",
    build: (s) =>
      s
        .user("The country_codes seed has 'UK' instead of 'GB' and the join to the finance region table drops all British orders. Please fix the seed.")
        .file("Edit", "seeds/country_codes.csv")
        .bash("dbt seed --select country_codes && dbt build --select fct_revenue_by_region", "Done. PASS=5 WARN=0 ERROR=0 SKIP=0 TOTAL=5")
        .assistant("I changed UK to GB in country_codes and rebuilt fct_revenue_by_region. British orders now appear under EMEA-North.")
        .user(
          "Thanks. For the record, ISO 3166-1 alpha-2 everywhere in our models, no exceptions, even if the upstream sends 'UK' or 'EL'. Normalize in staging.",
        )
        .assistant("Noted: ISO 3166-1 alpha-2 country codes throughout, normalized in staging.")
        .user(
          "Speaking of which, stg_vat_rates still maps Greece as 'EL'. That one needs fixing too but it feeds the tax export, so let's do it next week with the tax team in the loop.",
        )
        .assistant("Understood, I'll leave stg_vat_rates untouched for now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["alpha-2"] },
      { kind: "task", keys: ["stg_vat_rates"] },
    ],
  },
  {
    id: "b70-iceberg-vs-delta",
    build: (s) =>
      s
        .user("We're moving the clickstream lake off plain parquet. Delta or Iceberg? We read it from both Spark on EMR and Snowflake.")
        .assistant(
          "Given that Snowflake has to read it as well, Iceberg seems the better fit: Snowflake supports Iceberg tables natively with an external catalog, whereas Delta support there goes through external tables with more limitations. Spark on EMR handles both equally well.",
        )
        .user("Makes sense. Iceberg it is, with Glue as the catalog. Can you convert the clickstream_raw prefix as a test?")
        .bash(
          "spark-submit jobs/migrate/to_iceberg.py --source s3://lake/clickstream_raw/ --table glue.lake.clickstream_raw",
          "26/11/23 11:22:10 INFO Migrate: 18,442 data files registered\nMIGRATE OK glue.lake.clickstream_raw",
        )
        .assistant("clickstream_raw is now registered as an Iceberg table in the Glue catalog: 18,442 data files were migrated in place.")
        .user("Great. TODO for after the holidays: migrate the other 11 prefixes under s3://lake/ to iceberg the same way. Not now.")
        .stop("Understood, I'll leave the remaining prefixes as they are."),
    planted: [
      { kind: "decision", keys: ["iceberg", "glue"] },
      { kind: "task", keys: ["11 prefixes"] },
    ],
  },
  {
    id: "b70-pr-review-empty",
    build: (s) =>
      s
        .user("Can you review PR #482 from Marco? It adds a model for churn.")
        .bash(
          "gh pr diff 482 | head -40",
          "+-- TODO: never use this for finance reporting\n+select\n+  customer_id,\n+  max(cancelled_at) as churned_at\n+from {{ ref('stg_subscriptions') }}\n+group by 1",
        )
        .assistant(
          "The model is short and reads well. Two remarks: it treats any cancellation as churn, even when the customer resubscribed later, and the TODO comment might be better as a model description in the YAML. Otherwise it looks fine to me.",
        )
        .user("Would you approve it as is, or request changes?")
        .assistant("I'd leave a comment about resubscriptions and approve, since the model is marked as not for finance use. But it's your call.")
        .user("ok, post the comment, I'll approve myself.")
        .bash(
          "gh pr comment 482 --body 'Nice and compact. Note: a customer who cancels and resubscribes still counts as churned here.'",
          "https://github.com/acme/analytics/pull/482#issuecomment-1881",
        )
        .assistant("The comment is posted on #482.")
        .stop(),
    planted: [],
  },
  {
    id: "b70-finance-sla",
    build: (s) =>
      s
        .user(
          "Context for you: finance closes the books on the 3rd business day of each month and they pull from fct_revenue at 07:00 CET that day. If fct_revenue is late on close days, it's a sev-2. Can you check what time it finished the last three closes?",
        )
        .bash(
          "airflow dags list-runs -d finance_daily --state success -o plain | grep -E '2026-(08-05|09-03|10-03)'",
          "finance_daily | scheduled__2026-08-05T03:00 | success | 04:48:02\nfinance_daily | scheduled__2026-09-03T03:00 | success | 05:31:40\nfinance_daily | scheduled__2026-10-03T03:00 | success | 06:12:55",
        )
        .assistant("The last three closes finished at 04:48, 05:31 and 06:12 UTC. 06:12 UTC is 07:12 CET, so October's close was actually late.")
        .user(
          "Wow, nobody noticed. OK, decision: finance_daily moves to 01:00 UTC starting this month, and on close days nothing else runs on TRANSFORM_WH before it finishes.",
        )
        .file("Edit", "dags/finance_daily.py")
        .assistant("I've moved the finance_daily schedule to 01:00 UTC. Shall I also add the close-day exclusivity now?")
        .user("No, the exclusivity part needs the business-day calendar which we don't have yet. Put it on the list for later.")
        .stop("Noted as a follow-up: close-day exclusivity for finance_daily on TRANSFORM_WH, once the business-day calendar exists."),
    planted: [
      { kind: "fact", keys: ["3rd business day"] },
      { kind: "decision", keys: ["finance_daily", "01:00"] },
      { kind: "task", keys: ["exclusivity"] },
    ],
  },
  {
    id: "b70-naming-prefixes",
    build: (s) =>
      s
        .user("I want to add a model for the inventory snapshots from the ERP. What should I call it?")
        .bash(
          "ls models/staging/ models/intermediate/ | head -20",
          "models/staging/:\napp\nhubspot\npayments\nstripe\n\nmodels/intermediate/:\nint_orders_enriched.sql\nint_sessions_joined.sql",
        )
        .assistant(
          "Following the existing layout, the staging model would be models/staging/erp/stg_erp__inventory_snapshots.sql. Do you use the double underscore between source and entity?",
        )
        .user(
          "Yes, and please stick to that pattern from now on: stg_<source>__<entity> for staging, int_ for intermediate, fct_/dim_ for marts. Also staging models are always views, never tables.",
        )
        .file("Write", "models/staging/erp/stg_erp__inventory_snapshots.sql")
        .bash("dbt run --select stg_erp__inventory_snapshots", "Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1")
        .assistant("stg_erp__inventory_snapshots is created as a view.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["stg_<source>__<entity>"] },
      { kind: "instruction", keys: ["staging", "views"] },
    ],
  },
  {
    id: "b70-withdrawn-streaming",
    build: (s) =>
      s
        .user(
          "I'm thinking we should move the orders pipeline to streaming with Kafka Connect + Snowpipe Streaming, so orders show up in minutes instead of the next morning.",
        )
        .assistant(
          "That's possible. The checkout service already publishes order events to Kafka, so a Snowflake sink connector with Snowpipe Streaming would land them within a minute or so. The cost is mostly the connector cluster and keeping the incremental models in sync.",
        )
        .bash(
          "kafka-topics --bootstrap-server kafka:9092 --describe --topic checkout.orders.v2 | head -3",
          "Topic: checkout.orders.v2\tPartitionCount: 24\tReplicationFactor: 3\tConfigs: retention.ms=604800000",
        )
        .user("Actually no, scratch that. Nobody downstream actually needs minute-level orders, I asked around. Forget streaming for now.")
        .assistant("Understood, we'll keep the batch pipeline as it is.")
        .user("thanks, sorry for the detour")
        .stop(),
    planted: [],
  },
  {
    id: "b70-stripe-api-limit",
    build: (s) =>
      s
        .user(
          "The custom Stripe extractor keeps getting 429s:\n\n```\n[2026-11-23 02:14:55] WARNING stripe_extract: 429 Too Many Requests (attempt 3/5) — always back off before retrying\n[2026-11-23 02:15:31] ERROR stripe_extract: giving up on /v1/balance_transactions page 1843\n```",
        )
        .file("Read", "extractors/stripe/client.py")
        .assistant(
          "The client runs 32 threads without any shared rate limiter. Stripe's documented live-mode limit is 100 read requests per second per account, but our account may have a different limit. Do you know whether it does?",
        )
        .user("We do, our account limit is 25 read req/s — Stripe lowered it for us after the incident in June. I double-checked in the dashboard just now.")
        .file("Edit", "extractors/stripe/client.py")
        .bash(
          "python -m extractors.stripe --since 2026-11-22 --dry-run",
          "stripe_extract: rate limiter 20 req/s, 6 workers\nstripe_extract: dry run OK, 1,912 pages planned",
        )
        .assistant(
          "I've added a shared token-bucket limiter at 20 requests per second, which leaves headroom under the 25 req/s limit, and reduced the workers to six.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["25", "stripe"] }],
  },
  {
    id: "b70-backfill-revenue-partial",
    build: (s) =>
      s
        .user(
          "The currency conversion bug affected fct_revenue from 2026-09-01 onwards. Please backfill fct_revenue for September, and we'll do October and November later — remember the backfill pool.",
        )
        .bash(
          "dbt run --select fct_revenue --vars '{start_date: 2026-09-01, end_date: 2026-09-30}'",
          "11:42:10  1 of 1 OK created sql incremental model analytics.fct_revenue [MERGE 8120331 in 402.11s]",
        )
        .assistant("September is reprocessed: 8,120,331 rows merged. October and November still carry the bad conversion rates.")
        .user(
          "ok good. October+November backfill of fct_revenue is still to do, but wait until after the month-end close on Dec 3rd so we don't mess with finance.",
        )
        .assistant("Understood, I won't touch October or November until after the December close.")
        .stop(),
    planted: [{ kind: "task", keys: ["november", "fct_revenue"] }],
  },
  {
    id: "b70-explain-dag-log-empty",
    build: (s) =>
      s
        .user(
          "What does this mean?\n\n```\n[2026-11-23, 03:00:14 UTC] {taskinstance.py:1937} WARNING - Dependencies not met for <TaskInstance: product_metrics.load_kpis scheduled__2026-11-22T03:00:00+00:00 [queued]>, dependency 'Trigger Rule' FAILED: Task's trigger rule 'all_success' requires all upstream tasks to have succeeded, but found 1 non-success(es). upstream_states=_UpstreamTIStates(success=3, skipped=0, failed=1, upstream_failed=0, removed=0, done=4)\n[2026-11-23, 03:00:14 UTC] {taskinstance.py:1140} INFO - Dependencies all met for dep_context=non-requeueable deps ti=<TaskInstance: ...>\n```",
        )
        .assistant(
          "load_kpis didn't start because one of its four upstream tasks failed, and its trigger rule is all_success, which requires every upstream task to succeed. The second line is just Airflow's routine dependency check and is harmless.",
        )
        .user("Which upstream failed?")
        .bash(
          "airflow tasks states-for-dag-run product_metrics scheduled__2026-11-22T03:00:00+00:00 -o plain",
          "task_id | state\nextract_amplitude | success\nextract_appstore | failed\nextract_playstore | success\nbuild_staging | success\nload_kpis | upstream_failed",
        )
        .assistant("extract_appstore failed. Would you like me to look at its log?")
        .user("Not now, I'm in a meeting in 2 min. Later maybe.")
        .stop(),
    planted: [],
  },
  {
    id: "b70-pii-hashing",
    build: (s) =>
      s
        .user("The new support_tickets model exposes raw emails to everyone with BI access. That can't ship.")
        .file("Read", "models/marts/support_tickets.sql")
        .assistant(
          "Indeed, requester_email is selected as is. We could hash it with SHA-256 plus a salt, or apply a Snowflake masking policy so that only the PII_READER role sees plain values. The masking policy keeps the column joinable for privileged users.",
        )
        .user(
          "Masking policy. That's how we handle PII from now on — a masking policy keyed on PII_READER, not hashing in SQL. Apply it to requester_email now.",
        )
        .file("Edit", "models/marts/support_tickets.yml")
        .bash(
          "dbt run --select support_tickets && snowsql -q 'describe table analytics.support_tickets' | grep requester_email",
          "requester_email | VARCHAR | ... | policy name=PII_EMAIL_MASK",
        )
        .assistant("requester_email now carries the PII_EMAIL_MASK masking policy; roles other than PII_READER see it masked.")
        .stop(),
    planted: [{ kind: "decision", keys: ["masking policy", "pii_reader"] }],
  },
  {
    id: "b70-timezones",
    build: (s) =>
      s
        .user("Sales says the daily orders in the exec dashboard don't match Shopify's admin. Off by a couple hundred each day.")
        .bash("snowsql -q \"select convert_timezone('UTC','America/New_York', '2026-11-22 03:30:00'::timestamp_ntz)\"", "2026-11-21 22:30:00.000")
        .assistant(
          "I think the difference comes from day boundaries: our fct_orders buckets by UTC date, and Shopify's admin uses the store's timezone. Orders between 00:00 and 05:00 UTC fall on different days.",
        )
        .user(
          "Yes that's it, I checked a few orders. The Shopify store is set to America/New_York, so their day boundaries are ET. But our convention stays: all warehouse dates are UTC, and only the dashboard layer converts. Don't change fct_orders.",
        )
        .assistant("Understood. I'll leave fct_orders in UTC.")
        .user("can you write a short note in the exec dashboard README explaining the mismatch?")
        .file("Edit", "dashboards/exec/README.md")
        .assistant("I've added a paragraph explaining that the dashboard's order dates are UTC while Shopify's admin uses Eastern Time.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["shopify", "america/new_york"] },
      { kind: "instruction", keys: ["utc", "dashboard layer"] },
    ],
  },
  {
    id: "b70-upgrade-dbt-empty",
    build: (s) =>
      s
        .user("What dbt version are we on? And is 1.9 out yet?")
        .bash("dbt --version", "Core:\n  - installed: 1.8.7\n  - latest:    1.9.1 - Update available!\n\nPlugins:\n  - snowflake: 1.8.4 - Update available!")
        .assistant("We're on dbt-core 1.8.7 with dbt-snowflake 1.8.4. Version 1.9.1 is available for both.")
        .user("What's new in 1.9 that would matter to us?")
        .assistant(
          "The main change that might matter is the microbatch incremental strategy, which processes large event tables in time-based batches and makes targeted backfills easier. Snapshots can also be configured in YAML. I'd need to review our models to say whether anything would break.",
        )
        .user("Interesting. Maybe worth a look someday. Not a priority.")
        .stop("Understood."),
    planted: [],
  },
  {
    id: "b70-ci-manifest-location",
    build: (s) =>
      s
        .user("Where does slim CI get the prod manifest from? The job says it can't find it.")
        .bash(
          "aws s3 ls s3://acme-dbt-artifacts/prod/ | tail -3",
          "2026-11-23 05:14:02    4821337 manifest.json\n2026-11-23 05:14:02     912004 run_results.json\n2026-11-23 05:14:03     331880 sources.json",
        )
        .assistant(
          "The production run uploads its artifacts to s3://acme-dbt-artifacts/prod/ after every nightly run; manifest.json is there from 05:14 today. The CI job however downloads from s3://acme-dbt-artifacts/production/, which doesn't exist.",
        )
        .user("lol. fix the path in the workflow please")
        .file("Edit", ".github/workflows/dbt-ci.yml")
        .bash("act -j dbt-ci --dryrun 2>&1 | grep manifest", "download: s3://acme-dbt-artifacts/prod/manifest.json to prod-manifest/manifest.json")
        .assistant("The workflow now downloads the manifest from s3://acme-dbt-artifacts/prod/.")
        .stop(),
    planted: [{ kind: "fact", keys: ["acme-dbt-artifacts/prod"] }],
  },
  {
    id: "b70-dim-customer-scd",
    build: (s) =>
      s
        .user(
          "dim_customers currently overwrites the customer segment every night, so last quarter's revenue by segment changes when customers move segments. Analytics wants it stable. Options?",
        )
        .assistant(
          "Two common layouts: make dim_customers an SCD type 2 dimension with valid_from/valid_to and join facts on the date, or stamp the segment onto each fact row at load time. Type 2 keeps a single source of truth; stamping is simpler to query but duplicates the attribute across facts.",
        )
        .user("Let's do SCD type 2 for dim_customers, built from the snapshot, with valid_from / valid_to. Facts join on customer_id and order date.")
        .file("Edit", "models/marts/dim_customers.sql")
        .bash("dbt build --select dim_customers+", "Done. PASS=17 WARN=0 ERROR=0 SKIP=0 TOTAL=17")
        .assistant("dim_customers is now type 2 with valid_from and valid_to, built from customers_snapshot; all 17 downstream nodes pass.")
        .user("Excellent. The fct_revenue join still needs to be switched to the date-bounded join, I'll do it tomorrow with Jonas since he owns that model.")
        .stop("Understood, I'll leave fct_revenue for you and Jonas."),
    planted: [
      { kind: "decision", keys: ["scd type 2", "dim_customers"] },
      { kind: "task", keys: ["fct_revenue", "date-bounded"] },
    ],
  },
  {
    id: "b70-what-is-ephemeral-empty",
    build: (s) =>
      s
        .user("Remind me, what's the difference between ephemeral and view materialization in dbt?")
        .assistant(
          "An ephemeral model is never built in the warehouse: dbt inlines it as a CTE into every model that references it. A view is created as a database object, so you can query it directly and it shows up in the catalog. Ephemeral models are harder to debug because you can't select from them.",
        )
        .user("And performance-wise?")
        .assistant(
          "Usually very similar, since the warehouse's optimizer sees the same SQL either way. An ephemeral model referenced by many models is compiled into each of them, which can make compiled SQL long.",
        )
        .user("thanks, that's what I thought")
        .stop(),
    planted: [],
  },
  {
    id: "b70-reviewer-rule",
    build: (s) =>
      s
        .user(
          "Please open a PR for the dim_customers changes from yesterday. And one more thing for the future: any PR that touches models/marts/finance/ needs Jonas or Mei as reviewer, add them yourself.",
        )
        .bash("git push -u origin feat/dim-customers-scd2 && gh pr create --fill --reviewer jonas-k", "https://github.com/acme/analytics/pull/491")
        .assistant(
          "I've opened #491 and requested Jonas as reviewer. This change doesn't touch models/marts/finance/, but since fct_revenue depends on it I added him anyway. Is that all right?",
        )
        .user("Yes, that's fine.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["models/marts/finance", "mei"] }],
  },
  {
    id: "b70-cost-alert-empty",
    build: (s) =>
      s
        .user("Can you show me the resource monitor settings? Just to see what happens when we hit the quota.")
        .bash(
          "snowsql -q 'show resource monitors'",
          "+-------------+--------------+------------+----------------------------------------------+\n| name        | credit_quota | frequency  | triggers                                     |\n|-------------+--------------+------------+----------------------------------------------|\n| MONTHLY_CAP | 2000         | MONTHLY    | 80% NOTIFY, 100% SUSPEND, 110% SUSPEND_IMMEDIATE |\n+-------------+--------------+------------+----------------------------------------------+",
        )
        .assistant(
          "MONTHLY_CAP has a 2,000-credit monthly quota: it notifies at 80%, suspends warehouses at 100% after running queries finish, and suspends immediately at 110%.",
        )
        .user("Should we lower it to 1500?")
        .assistant(
          "It depends on what you'd like to protect against. The last three months used between 1,410 and 1,690 credits, so 1,500 would likely have suspended warehouses in two of them. A notify-only trigger at 1,500 might be a gentler option.",
        )
        .user("Let me think about it and talk to Sara.")
        .stop(),
    planted: [],
  },
  {
    id: "b70-test-coverage",
    build: (s) =>
      s
        .user("How many of our models have no tests at all?")
        .bash(
          "dbt ls --resource-type model --output name | wc -l && dbt ls --resource-type test --output json | jq -r '.depends_on.nodes[]' | sort -u | wc -l",
          "88\n61",
        )
        .assistant(
          "27 of the 88 models have no tests attached. Most of them are intermediate models: 14 int_ models and the 9 ERP staging models from last month, plus four marts.",
        )
        .user(
          "Ouch. OK, the four marts I want covered today, unique + not_null on the primary key. The 14 int_ models we'll do next sprint, please note that down. And the ERP ones, leave them, they're getting rewritten anyway.",
        )
        .file("Edit", "models/marts/_marts.yml")
        .bash("dbt test --select fct_refunds dim_products fct_shipments dim_warehouses", "Done. PASS=8 WARN=0 ERROR=0 SKIP=0 TOTAL=8")
        .assistant("The four marts now have unique and not_null tests on their primary keys, and all eight tests pass.")
        .stop(),
    planted: [{ kind: "task", keys: ["14 int_"] }],
  },
  {
    id: "b70-airbyte-zendesk",
    build: (s) =>
      s
        .user(
          "Fivetran wants $1,900/month for the Zendesk connector at our volume after the price change. Could we run Airbyte ourselves for Zendesk instead? We already have the k8s cluster.",
        )
        .bash(
          "kubectl -n data get deploy | grep -i airbyte",
          "airbyte-server      1/1     1            1           212d\nairbyte-worker      2/2     2            2           212d",
        )
        .assistant(
          "Airbyte is already deployed in the data namespace, so adding the Zendesk source would mainly cost engineering time. The open-source Zendesk Support connector covers tickets, users and satisfaction ratings, which is what stg_zendesk reads.",
        )
        .user(
          "Alright, decided: Zendesk moves from Fivetran to our self-hosted Airbyte. The others stay on Fivetran. Please set the Airbyte connection up to land in raw_airbyte.zendesk_*",
        )
        .file("Write", "airbyte/connections/zendesk.yaml")
        .bash("octavia apply --file airbyte/connections/zendesk.yaml", "🐙 - zendesk_support -> snowflake_raw: created (connection id 7c1e...)")
        .assistant("The Airbyte connection for Zendesk is created and writes to raw_airbyte.zendesk_*.")
        .user(
          "thanks! don't cancel the Fivetran connector yet — we'll switch stg_zendesk over and cancel it once we've had a week of parallel runs. remind me on the 1st.",
        )
        .stop("Understood, the Fivetran Zendesk connector stays active for now."),
    planted: [
      { kind: "decision", keys: ["zendesk", "airbyte"] },
      { kind: "task", keys: ["fivetran", "cancel"] },
    ],
  },
  {
    id: "b70-retention-raw",
    build: (s) =>
      s
        .user("What's the Time Travel retention on the RAW database? Storage costs went up 30% this quarter.")
        .bash(
          "snowsql -q \"show parameters like 'DATA_RETENTION_TIME_IN_DAYS' in database RAW\"",
          "+-----------------------------+-------+---------+\n| key                         | value | default |\n|-----------------------------+-------+---------|\n| DATA_RETENTION_TIME_IN_DAYS | 90    | 1       |\n+-----------------------------+-------+---------+",
        )
        .assistant(
          "RAW has 90 days of Time Travel, which is the maximum. Since the raw tables are reloaded by the connectors daily, most of that storage is old versions. Reducing it to 7 days would likely remove most of the increase.",
        )
        .user("Yes, 7 days of time travel on RAW. ANALYTICS keeps its 30, finance relies on it.")
        .bash("snowsql -q 'alter database RAW set DATA_RETENTION_TIME_IN_DAYS = 7'", "Statement executed successfully.")
        .assistant("RAW's retention is now 7 days. ANALYTICS is unchanged at 30 days.")
        .user(
          "Also at some point we should look at transient tables for the staging schema, there's no point in fail-safe for views' scratch tables. Add it to the backlog.",
        )
        .stop("I've noted it."),
    planted: [
      { kind: "decision", keys: ["raw", "7 days"] },
      { kind: "task", keys: ["transient"] },
    ],
  },
  {
    id: "b70-salesforce-stage-enum",
    build: (s) =>
      s
        .user(
          "dbt test failed overnight:\n\n```\n04:12:09  Failure in test accepted_values_stg_salesforce__opportunities_stage_name (models/staging/salesforce/_salesforce.yml)\n04:12:09    Got 37 results, configured to fail if != 0\n04:12:09  compiled Code at target/compiled/analytics/.../accepted_values_stg_salesforce__opportunities_stage_name.sql\n```",
        )
        .bash(
          "snowsql -q \"select stage_name, count(*) from raw.salesforce_opportunity where stage_name not in ('Prospecting','Qualification','Proposal','Negotiation','Closed Won','Closed Lost') group by 1\"",
          "+----------------------+----------+\n| STAGE_NAME           | COUNT(*) |\n|----------------------+----------|\n| Closed Won - Partner |       37 |\n+----------------------+----------+",
        )
        .assistant(
          "All 37 failing rows have a new stage, 'Closed Won - Partner'. It could be a test value someone entered in production, or a real new stage; I can't tell which from the data.",
        )
        .user(
          "It's real, RevOps added the 'Closed Won - Partner' stage last Thursday for the reseller program, Tom confirmed. It counts as won. Add it to the accepted values and to the is_won logic.",
        )
        .file("Edit", "models/staging/salesforce/_salesforce.yml")
        .file("Edit", "models/staging/salesforce/stg_salesforce__opportunities.sql")
        .bash("dbt build --select stg_salesforce__opportunities+", "Done. PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9")
        .assistant("The new stage is accepted and counted as won; the nine downstream nodes pass.")
        .user(
          "thx. and in general: accepted_values tests on enums we don't own should be severity warn, not error. RevOps changes stuff without telling us and I don't want the whole nightly to stop for it.",
        )
        .assistant("Understood, I'll set severity: warn on accepted_values tests for upstream enums.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["closed won - partner"] },
      { kind: "instruction", keys: ["accepted_values", "warn"] },
    ],
  },
  {
    id: "b70-iceberg-small-files",
    build: (s) =>
      s
        .user("Queries on glue.lake.clickstream_raw got really slow since the migration. Athena says it's reading a gazillion files.")
        .bash('spark-sql -e "select count(*), avg(file_size_in_bytes)/1048576 from glue.lake.clickstream_raw.files"', "412907\t3.81")
        .assistant(
          "The table now has 412,907 data files averaging 3.8 MB, because the streaming writer commits every minute. Iceberg's rewrite_data_files procedure can compact them. We could run it nightly with a target file size of 512 MB, or hourly with a smaller target. Nightly is cheaper; hourly keeps today's partition fast.",
        )
        .user("Nightly compaction with 512 MB target files. Today's partition being slow is fine.")
        .file("Write", "jobs/maintenance/compact_clickstream.py")
        .bash(
          "spark-submit jobs/maintenance/compact_clickstream.py --table glue.lake.clickstream_raw --target-mb 512",
          "rewritten_data_files_count=410233 added_data_files_count=3120\nCOMPACTION OK",
        )
        .assistant("The first compaction rewrote 410,233 files into 3,120. I've scheduled it in the EMR cron at 02:00 UTC for now.")
        .user(
          "ok. the cron is a stopgap though, later we need to move the compaction job into Airflow so it shows up in lineage and alerts. also expire_snapshots, we've never run it.",
        )
        .stop("Understood: the compaction job and snapshot expiry will move to Airflow later."),
    planted: [
      { kind: "decision", keys: ["compaction", "512"] },
      { kind: "task", keys: ["compaction", "airflow"] },
    ],
  },
  {
    id: "b70-oncall-weekend",
    build: (s) =>
      s
        .user(
          "I'm on call this week. finance_daily failed at 01:40 on a Sunday last weekend and someone just cleared the task and it re-ran with half the data. What happened?",
        )
        .bash(
          "airflow tasks logs finance_daily load_fx_rates scheduled__2026-11-22T01:00:00+00:00 | tail -4",
          "[2026-11-23, 01:40:02 UTC] ERROR - ECB feed returned 503\n[2026-11-23, 01:40:02 UTC] INFO - Marking task as UP_FOR_RETRY. always_retry=False\n[2026-11-23, 02:11:45 UTC] INFO - Task cleared by user ana.r\n[2026-11-23, 02:12:30 UTC] INFO - Loaded 0 fx rows for 2026-11-22",
        )
        .assistant(
          "load_fx_rates failed because the ECB feed returned a 503. When the task was cleared at 02:11, the feed still had no rates for the 22nd, so the rerun loaded zero FX rows and fct_revenue was built without conversion.",
        )
        .user(
          "Yeah. The ECB only publishes reference rates on TARGET business days, around 16:00 CET, so there are no Sunday rates at all — the code is supposed to carry Friday's forward. Rule from now on for weekend failures: no blind reruns, post in #data-incidents first and wait for an ack.",
        )
        .file("Edit", "dags/finance_daily.py")
        .bash("pytest tests/dags/test_finance_daily.py -q", "....\n4 passed in 2.31s")
        .assistant("I've fixed the carry-forward so weekend dates reuse the previous business day's rates; the DAG tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ecb", "business days"] },
      { kind: "instruction", keys: ["#data-incidents"] },
    ],
  },
  {
    id: "b70-metrics-lookml",
    build: (s) =>
      s
        .user(
          "Revenue is defined in three places: metrics.yml (dbt semantic layer), LookML, and a Tableau workbook nobody admits to owning. I want one place. Thoughts?",
        )
        .assistant(
          "Since all dashboards except that one Tableau workbook are in Looker, keeping the definitions in LookML would avoid running the semantic layer at all. The dbt semantic layer would be the better choice only if other tools need to query the metrics through its API. Which consumers do you expect besides Looker?",
        )
        .user("Only Looker, the Tableau thing is getting deleted. So: metric definitions live in LookML only. We drop the dbt semantic layer.")
        .bash("grep -c 'name:' models/metrics/metrics.yml", "23")
        .assistant("There are 23 metrics in models/metrics/metrics.yml. Shall I remove the file now?")
        .user(
          "Not yet, first Mei has to check which of the 23 are missing from LookML. Once she has, delete metrics.yml and the MetricFlow config. Put it on the list.",
        )
        .stop("Noted as a follow-up."),
    planted: [
      { kind: "decision", keys: ["lookml"] },
      { kind: "task", keys: ["metrics.yml"] },
    ],
  },
  {
    id: "b70-acme-logistics-sftp",
    build: (s) =>
      s
        .user("The shipments loader choked on today's file from Acme Logistics. Can you have a look?")
        .bash(
          "head -c 300 /data/inbound/acme_logistics/shipments_20261123.csv | file - && python -m loaders.shipments --date 2026-11-23",
          "/dev/stdin: ISO-8859 text\nUnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 211: invalid continuation byte",
        )
        .assistant(
          "The file is ISO-8859-1 rather than UTF-8; the byte 0xE9 is an 'é' in a consignee name. Possibly they changed their export today, or earlier files simply had no accented characters.",
        )
        .user(
          "Their files have always been Latin-1, semicolon separated, it's an old AS/400 export. We just never had an accent before. Please read them as latin-1 in the loader.",
        )
        .file("Edit", "loaders/shipments.py")
        .bash("python -m loaders.shipments --date 2026-11-23", "loaded 48,117 rows into raw.acme_shipments")
        .assistant("The loader now decodes the Acme Logistics files as Latin-1; today's 48,117 rows are loaded.")
        .user(
          "Good. Oh and if a file is ever missing, they only resend on a ticket through their support portal and they take 2 business days. So don't wait for them, just flag it.",
        )
        .assistant("Understood, thank you.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["latin-1"] },
      { kind: "fact", keys: ["2 business days"] },
    ],
  },
  {
    id: "b70-commits-keypair",
    build: (s) =>
      s
        .user("Commit the dim_products change please.")
        .bash(
          "git add models/marts/dim_products.sql && git commit -m 'update dim_products'",
          "[feat/products 4e1a2c9] update dim_products\n 1 file changed, 6 insertions(+), 3 deletions(-)",
        )
        .assistant("Committed as 4e1a2c9.")
        .user(
          "Can you amend the message? We do conventional commits with the model as the scope, e.g. `fix(dim_products): exclude archived SKUs`. Please write all commit messages that way.",
        )
        .bash("git commit --amend -m 'fix(dim_products): exclude archived SKUs'", "[feat/products 9b03d71] fix(dim_products): exclude archived SKUs")
        .assistant("Amended to 'fix(dim_products): exclude archived SKUs'.")
        .user(
          "ty. unrelated, the key pair of the DBT_PROD Snowflake service user expires on Dec 15, we have to rotate it before then and update the secret in Airflow. I'll forget, so keep it on the list.",
        )
        .assistant("I'll keep it on the list.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "task", keys: ["key pair", "dbt_prod"] },
    ],
  },
  {
    id: "b70-events-dedupe",
    build: (s) =>
      s
        .user(
          "fct_events has duplicates again. The app retries sends, so the same event_id arrives 2-3 times. Here's the current dedupe:\n\n```sql\nwith ranked as (\n  select *,\n    row_number() over (partition by event_id order by event_ts) as rn\n  from {{ ref('stg_events') }}\n  {% if is_incremental() %}\n  where loaded_at > (select max(loaded_at) from {{ this }})\n  {% endif %}\n)\nselect * from ranked where rn = 1\n```",
        )
        .assistant(
          "The dedupe only looks within the new batch, so a retry arriving in a later load isn't matched against rows already in fct_events. The model also ranks by event_ts, which is identical across retries. Two options: switch to a merge on event_id so later copies update the existing row, or deduplicate with QUALIFY over a lookback window. I'd suggest the merge on event_id with the copy that has the latest loaded_at winning.",
        )
        .user("Yes, merge on event_id, latest loaded_at wins.")
        .file("Edit", "models/marts/fct_events.sql")
        .bash(
          "dbt run --select fct_events --target dev",
          "12:04:41  1 of 1 OK created sql incremental model dev_analytics.fct_events [MERGE 2204117 in 188.20s]",
        )
        .assistant(
          "fct_events now merges on event_id with the latest loaded_at winning. Shall I run a --full-refresh in prod to remove the existing duplicates?",
        )
        .user("NO. never --full-refresh fct_events in prod without asking me first, it's ~400 credits. I'll run a targeted delete for the dupes myself.")
        .assistant("Understood, I won't run it.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["event_id", "loaded_at"] },
      { kind: "instruction", keys: ["full-refresh", "fct_events"] },
    ],
  },
  {
    id: "b70-ad-spend-grain",
    build: (s) =>
      s
        .user(
          "Meta ads spend is at hourly grain in raw, and fct_ad_spend aggregates to daily. The growth team asked if we can keep hourly. What would it cost?",
        )
        .bash(
          "snowsql -q \"select count(*) from raw.meta_ads_insights_hourly where date_start >= '2026-01-01'\"",
          "+----------+\n| COUNT(*) |\n|----------|\n| 61204331 |\n+----------+",
        )
        .assistant(
          "At hourly grain fct_ad_spend would hold about 61 million rows for this year instead of roughly 2.5 million, which is still small for Snowflake; the nightly build would take perhaps two extra minutes.",
        )
        .user("fine, fct_ad_spend goes hourly then. keep a daily rollup view for the old dashboards.")
        .file("Edit", "models/marts/fct_ad_spend.sql")
        .file("Write", "models/marts/fct_ad_spend_daily.sql")
        .bash("dbt build --select fct_ad_spend+", "Done. PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6")
        .assistant("fct_ad_spend is now hourly, and fct_ad_spend_daily rolls it up for the existing dashboards.")
        .user(
          "Meta also changed the default attribution window to 7-day click / 1-day view in October. Someone has to check whether our historical spend before October needs restating — not today, I need to ask growth first.",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["fct_ad_spend", "hourly"] },
      { kind: "task", keys: ["restating"] },
    ],
  },
  {
    id: "b70-explain-sql-empty",
    build: (s) =>
      s
        .user(
          "Can you explain what this query from the old reporting repo does? Nobody remembers.\n\n```sql\nselect\n  date_trunc('week', o.created_at) as wk,\n  count(distinct o.customer_id) filter (where c.first_order_at >= date_trunc('week', o.created_at)) as new_customers,\n  count(distinct o.customer_id) filter (where c.first_order_at <  date_trunc('week', o.created_at)) as returning_customers,\n  sum(o.total) / nullif(count(distinct o.customer_id), 0) as arpc\nfrom orders o\njoin customers c using (customer_id)\nwhere o.status <> 'cancelled' -- always exclude cancelled, never refunds\ngroup by 1\norder by 1\n```",
        )
        .assistant(
          "It computes weekly customer metrics from non-cancelled orders: for each week, the number of distinct customers whose first order fell in or after that week (new customers), those whose first order was earlier (returning customers), and the average revenue per customer. The comment means refunds are still counted, only cancelled orders are excluded.",
        )
        .user("Is the new_customers part right? Looks odd to me.")
        .assistant(
          "It looks right to me: a customer's first order can't be later than an order they placed that week, so first_order_at on or after the week's start means the first order fell within that week. I can't be completely sure without knowing how first_order_at was populated, though.",
        )
        .user("Hm ok. Whatever, it's not used anymore I think. Thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b70-status-check-empty",
    build: (s) =>
      s
        .user("Status check: did last night's dbt run finish, and how long did it take?")
        .bash(
          "aws s3 cp s3://acme-dbt-artifacts/prod/run_results.json - | jq '.elapsed_time, ([.results[] | select(.status != \"success\")] | length)'",
          "2877.41\n0",
        )
        .assistant("Last night's production run finished without failures in 2,877 seconds, about 48 minutes. That's down from roughly two hours last week.")
        .user("Nice! Is that all fct_orders?")
        .assistant(
          "Most of it, I believe: fct_orders alone used to take around 98 minutes, and it now runs incrementally. I haven't compared the other models, so I can't say exactly how the rest is split.",
        )
        .user("Good enough. Ship it to the channel? Nah, I'll just mention it at standup.")
        .stop("Sounds good."),
    planted: [],
  },
];

export const BLIND70 = plantedSet(BLIND70_SESSIONS, Date.UTC(2026, 10, 23, 9));
