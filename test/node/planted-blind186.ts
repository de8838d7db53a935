/**
 * Blind planted set 186 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a data engineer (Airflow on MWAA, Spark on EMR, Snowflake, dbt) handling pipelines and on-call;
 * terse lower-case messages, facts about schedules, SLAs, table owners and costs, items often buried
 * mid-paragraph or confirmed with a short "yes" after the agent's proposal.
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 18 instructions,
 * 20 facts, 16 tasks) in 47 sessions, 12 of which plant nothing (57 user/assistant messages between them). Every other message
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

export const BLIND186_SESSIONS: BlindSession[] = [
  {
    id: "b186-orders-daily-sla",
    build: (s) =>
      s
        .user(
          "orders_daily missed its SLA again this morning. for context the SLA on orders_daily is 06:30 UTC, finance opens the revenue dashboard at 7 and they notice. can you see what held it up",
        )
        .bash(
          "airflow dags list-runs -d finance__orders__daily --state failed -o table | head -5",
          "dag_id                    | run_id                               | state  | execution_date\nfinance__orders__daily    | scheduled__2026-11-13T04:00:00+00:00 | failed | 2026-11-13T04:00:00+00:00",
        )
        .bash(
          "airflow tasks states-for-dag-run finance__orders__daily scheduled__2026-11-13T04:00:00+00:00",
          "wait_for_stripe_export | up_for_reschedule\nload_orders            | upstream_failed\nbuild_fct_orders       | upstream_failed",
        )
        .assistant(
          "The sensor wait_for_stripe_export sat in up_for_reschedule until its timeout at 06:12, so everything downstream was marked upstream_failed. The Stripe export file landed at 06:05 — it looks like the sensor's timeout is simply too short for a late export.",
        )
        .user("ok bump the sensor timeout to 3h for now")
        .file("Edit", "dags/finance/orders_daily.py")
        .assistant("Done, timeout=3*60*60 on wait_for_stripe_export.")
        .user(
          "thx. the real fix is splitting the backfill pool away from default_pool so backfills stop starving prod sensors, we need to do that but not today",
        )
        .stop("Noted — I changed only the timeout in this session."),
    planted: [
      { kind: "fact", keys: ["orders_daily", "06:30"] },
      { kind: "task", keys: ["backfill pool"] },
    ],
  },
  {
    id: "b186-transform-wh-cost",
    build: (s) =>
      s
        .user("why is TRANSFORM_WH burning so many credits on weekends, nothing runs on saturday")
        .bash(
          'snowsql -q "select warehouse_name, sum(credits_used) from snowflake.account_usage.warehouse_metering_history where start_time > dateadd(day,-14,current_date) group by 1"',
          "WAREHOUSE_NAME | SUM(CREDITS_USED)\nTRANSFORM_WH   | 412.6\nREPORTING_WH   | 288.1\nLOADING_WH     | 61.3",
        )
        .assistant(
          "TRANSFORM_WH has auto_suspend = 600, so every small query keeps it up for ten minutes. Maybe the Looker schedulers are hitting it on weekends too? I can't tell from the metering view alone.",
        )
        .user(
          "no idea if looker even touches transform_wh. anyway, we pay $3.10 per credit on our contract so this adds up fast. set auto_suspend to 60 on TRANSFORM_WH, that's what we do from now on",
        )
        .bash('snowsql -q "alter warehouse TRANSFORM_WH set auto_suspend = 60"', "Statement executed successfully.")
        .assistant("auto_suspend on TRANSFORM_WH is now 60 seconds.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["3.10"] },
      { kind: "decision", keys: ["auto_suspend", "60"] },
    ],
  },
  {
    id: "b186-spark-skew-oom",
    build: (s) =>
      s
        .user("sessionize job OOM'd on the executors again, logs are in the EMR step. pls dig")
        .bash(
          "aws emr describe-step --cluster-id j-2K3LQ8 --step-id s-1XQ9 --query Step.Status.FailureDetails",
          '{ "Reason": "Job aborted due to stage failure: Task 188 in stage 14.0 failed 4 times", "LogFile": "s3://acme-emr-logs/j-2K3LQ8/steps/s-1XQ9/" }',
          0,
        )
        .bash(
          "aws s3 cp s3://acme-emr-logs/j-2K3LQ8/steps/s-1XQ9/stderr.gz - | gunzip | grep -m3 -i 'java.lang.OutOfMemoryError\\|skew'",
          "java.lang.OutOfMemoryError: Java heap space\nWARN AdaptiveSparkPlan: partition 0 of shuffle 7 is 41.2 GB (median 180 MB)",
        )
        .assistant(
          "One shuffle partition is 41 GB against a 180 MB median. Counting rows by key in that stage, the hot key is customer_id = 0 — 38% of events. Could it be bot traffic?",
        )
        .user(
          "no, customer_id 0 is guest checkout, the web app writes 0 when nobody is logged in. so that's the root cause, confirmed with the app team last month actually",
        )
        .assistant("Then I'll salt customer_id 0 into 64 buckets before the join and leave the other keys alone.")
        .file("Edit", "jobs/sessionize/sessionize.py")
        .user("good. and from now on every spark job we submit sets spark.sql.shuffle.partitions explicitly, nobody relies on the default 200 anymore")
        .file("Edit", "jobs/sessionize/submit.sh")
        .stop("Salting is in, and submit.sh now passes --conf spark.sql.shuffle.partitions=800."),
    planted: [
      { kind: "fact", keys: ["customer_id", "guest"] },
      { kind: "instruction", keys: ["shuffle.partitions"] },
    ],
  },
  {
    id: "b186-dim-customer-owner",
    build: (s) =>
      s
        .user("want to rename dim_customer.signup_src to signup_source, it bugs me")
        .file("Read", "models/marts/core/dim_customer.sql")
        .bash("grep -rn signup_src models/ | wc -l", "14")
        .assistant("signup_src is referenced in 14 places across models/, plus whatever Looker reads. Should I go ahead with the rename across all of them?")
        .user(
          "hold on, dim_customer is owned by the growth team (Priya is the contact), it's not ours to rename. general rule: before changing a column in a table another team owns, post in #data-contracts and wait for an ack",
        )
        .assistant("Understood, I'll leave dim_customer untouched.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dim_customer", "growth"] },
      { kind: "instruction", keys: ["#data-contracts"] },
    ],
  },
  {
    id: "b186-stripe-payouts-page",
    build: (s) =>
      s
        .user("got paged at 3am for stripe_payouts_hourly, it's green now but what happened")
        .bash(
          "airflow tasks logs finance__stripe_payouts__hourly extract 2026-11-17T02:00:00+00:00 | tail -4",
          "[2026-11-17 02:03:11] WARNING - rate limited by api.stripe.com (429), retry 3/3\n[2026-11-17 02:03:41] ERROR - giving up; this task will never retry past max_retries\n[2026-11-17 02:04:00] INFO - Marking task as FAILED\n[2026-11-17 03:00:02] INFO - next run succeeded",
        )
        .assistant("A Stripe 429 at 02:03; the task gave up after three retries and the 03:00 run picked up the same window. Nothing was lost.")
        .user(
          "ok. a couple of on-call things for you to keep in mind: when you page or escalate for a failed DAG, post in #data-oncall with the airflow run link first, never DM people directly. and TODO for this week: write the runbook for reloading stripe_payouts after an outage, nobody knows how",
        )
        .file("Read", "docs/oncall/README.md")
        .stop("The on-call README has no reload section yet."),
    planted: [
      { kind: "instruction", keys: ["#data-oncall"] },
      { kind: "task", keys: ["runbook", "stripe_payouts"] },
    ],
  },
  {
    id: "b186-fct-sessions-strategy",
    build: (s) =>
      s
        .user("fct_sessions full refresh takes 55 min now. let's make it incremental with insert_overwrite on the date partition")
        .file("Read", "models/marts/web/fct_sessions.sql")
        .assistant(
          "Sessions can span midnight, so insert_overwrite per day would rewrite yesterday's partition without the sessions that started then and continued today. A merge on session_id handles that. Which do you want?",
        )
        .user("hm right. scratch insert_overwrite — we go with incremental merge on session_id for fct_sessions")
        .file("Edit", "models/marts/web/fct_sessions.sql")
        .bash(
          "dbt build --select fct_sessions --target dev",
          "Running with dbt=1.7.9\n1 of 2 OK created sql incremental model dbt_dev.fct_sessions ... [SUCCESS 1 in 212.4s]\n2 of 2 PASS unique_fct_sessions_session_id ... [PASS in 3.1s]",
        )
        .user("nice. btw you only ever run dbt with --target dev from here, prod runs go through airflow")
        .stop("Noted. dev build passed in 3.5 minutes."),
    planted: [
      { kind: "decision", keys: ["merge", "fct_sessions"] },
      { kind: "instruction", keys: ["--target dev"] },
    ],
  },
  {
    id: "b186-mwaa-version",
    build: (s) =>
      s
        .user("can we use @task.bash in the new dag? saw it in the airflow docs")
        .bash("aws mwaa get-environment --name data-prod --query Environment.AirflowVersion", '"2.7.3"')
        .assistant("The MWAA environment data-prod runs Airflow 2.7.3, and @task.bash arrived in 2.9, so no — BashOperator it is.")
        .user("ugh. ok, yes we're stuck on 2.7.3 on MWAA. remind me to open a ticket with platform about upgrading mwaa to 2.9, I'll do it after the freeze")
        .file("Edit", "dags/marketing/hubspot_daily.py")
        .stop("Switched the new task to BashOperator."),
    planted: [
      { kind: "fact", keys: ["2.7.3"] },
      { kind: "task", keys: ["mwaa", "2.9"] },
    ],
  },
  {
    id: "b186-emr-spot",
    build: (s) =>
      s
        .user("need a breakdown of what the nightly EMR cluster costs us, finance is asking")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --filter file://emr-nightly-filter.json",
          '{ "ResultsByTime": [ { "TimePeriod": { "Start": "2026-10-01" }, "Total": { "UnblendedCost": { "Amount": "1812.44", "Unit": "USD" } } } ] }',
        )
        .assistant(
          "The nightly cluster cost $1,812 in October, nearly all of it on-demand r5.4xlarge core nodes. Moving core nodes to spot with an on-demand master would likely cut that by 60–70%, and the jobs already checkpoint to S3.",
        )
        .user("yep let's do spot for the core nodes, keep master on-demand")
        .file("Edit", "infra/emr/nightly_cluster.json")
        .assistant("Core instance fleet is now spot with r5.4xlarge/r5a.4xlarge/r6i.4xlarge as options.")
        .user("and put the $1.8k a month number in the cost doc")
        .file("Edit", "docs/costs.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["spot", "core"] },
      { kind: "fact", keys: ["1,812"] },
    ],
  },
  {
    id: "b186-backfill-pool",
    build: (s) =>
      s
        .user("I want to backfill events__segment__daily for october, 31 runs")
        .bash("airflow pools get backfill", "name     | slots | description\nbackfill | 8     | shared by all backfills")
        .assistant("The backfill pool has 8 slots. Should I run all 31 dates at once with max_active_runs=8?")
        .user(
          "no. the rule for any backfill: max_active_runs=2 and it goes through the backfill pool, otherwise snowflake queues everything up and the morning DAGs are late",
        )
        .bash(
          "airflow dags backfill events__segment__daily -s 2026-10-01 -e 2026-10-31 --pool backfill --max-active-runs 2 --reset-dagruns -y",
          "[2026-11-14 10:02:11] INFO - Backfill started: 31 dag runs",
        )
        .stop("Backfill for October is running, two dates at a time."),
    planted: [
      { kind: "fact", keys: ["8 slots"] },
      { kind: "instruction", keys: ["max_active_runs"] },
    ],
  },
  {
    id: "b186-pii-email",
    build: (s) =>
      s
        .user("marketing wants emails in the mart_campaign_members table for a one-off export, can you add the column")
        .file("Read", "models/marts/marketing/mart_campaign_members.sql")
        .assistant("The source is RAW_PII.HUBSPOT_CONTACTS.EMAIL. I could add it to the mart and grant MARKETING_READER select — want me to?")
        .user(
          "no no. raw email never goes into a mart, ever, we only expose email_hash. and fyi the raw PII tables are only readable by the PII_READER role, marketing doesn't have it. they can request the export through the privacy form",
        )
        .bash(
          'snowsql -q "show grants of role PII_READER"',
          "role       | granted_to | grantee_name\nPII_READER | USER       | SVC_AIRFLOW\nPII_READER | USER       | DPO_LEA",
        )
        .assistant("Right, only SVC_AIRFLOW and the DPO have PII_READER. I won't add the column.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["email_hash"] },
      { kind: "fact", keys: ["pii_reader"] },
    ],
  },
  {
    id: "b186-segment-lookback",
    build: (s) =>
      s
        .user("events__segment__daily keeps missing the last hour of the day. why")
        .bash(
          "aws s3 ls s3://acme-events/segment/2026/11/13/ | tail -3",
          "2026-11-14 02:14:51   88123421 part-0023.json.gz\n2026-11-14 02:41:07   91234002 part-0024.json.gz\n2026-11-14 02:58:30    1022931 _SUCCESS",
        )
        .assistant(
          "The Segment export for a day lands between ~02:10 and 03:00 UTC the following night, and the DAG starts at 02:00 with no sensor on _SUCCESS. Two options: wait for _SUCCESS, or keep the 02:00 start and reprocess with a lookback window.",
        )
        .user(
          "for the record segment's export lands ~02:10 UTC and can slip to 3. let's do the 3h lookback, a sensor on _SUCCESS hangs forever when segment has an incident",
        )
        .file("Edit", "dags/events/segment_daily.py")
        .stop("The load now reprocesses the last 3 hours of the previous day each run."),
    planted: [
      { kind: "fact", keys: ["segment", "02:10"] },
      { kind: "decision", keys: ["3h", "lookback"] },
    ],
  },
  {
    id: "b186-transformer-role",
    build: (s) =>
      s
        .user("dbt run failing with insufficient privileges on the new schema")
        .bash("dbt debug --target dev | grep -i role", "role: SYSADMIN")
        .assistant("Your dev profile uses SYSADMIN. The new schema was created with ownership by TRANSFORMER, so SYSADMIN has no future grants there.")
        .user(
          "yeah my profile is old. dbt should use the TRANSFORMER role, always, sysadmin is for humans doing admin. fix my profiles.yml. also follow-up for later: revoke SYSADMIN from the airflow service user, it shouldn't have it",
        )
        .file("Edit", "~/.dbt/profiles.yml")
        .bash("dbt debug --target dev | tail -1", "All checks passed!")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["transformer"] },
      { kind: "task", keys: ["revoke", "sysadmin"] },
    ],
  },
  {
    id: "b186-alert-routing",
    build: (s) =>
      s
        .user("the pagerduty noise is killing me, 14 pages last week and 11 were for dags nobody looks at before noon")
        .bash("grep -l on_failure_callback dags/**/*.py | wc -l", "57")
        .assistant(
          "All 57 DAGs share the same on_failure_callback, which pages PagerDuty. One option: page only for tier-1 DAGs (the ones with an SLA before 09:00) and send the rest to Slack. Another: keep paging but only after two consecutive failures.",
        )
        .user("first one. pagerduty only for tier-1, slack for everything else")
        .file("Edit", "plugins/alerting/callbacks.py")
        .assistant("The callback now reads a `tier` tag; tier-1 pages, others post to #data-alerts.")
        .user("problem is no dag has a tier tag yet. next sprint we need to tag every DAG with its tier, put it on the board")
        .stop("Until the tags exist, every DAG falls back to Slack."),
    planted: [
      { kind: "decision", keys: ["tier-1", "pagerduty"] },
      { kind: "task", keys: ["tag", "tier"] },
    ],
  },
  {
    id: "b186-hubspot-timezone",
    build: (s) =>
      s
        .user("campaign touch counts are off by a day for some rows vs hubspot's UI")
        .bash(
          'snowsql -q "select created_at, _loaded_at from raw.hubspot.engagements limit 3"',
          "CREATED_AT          | _LOADED_AT\n2026-11-12 19:40:00 | 2026-11-13 06:02:11\n2026-11-12 23:15:00 | 2026-11-13 06:02:11",
        )
        .assistant(
          "created_at has no offset. If HubSpot exports in the portal's timezone rather than UTC, evening events would land on the wrong day after we cast them.",
        )
        .bash('curl -s -H "Authorization: Bearer $HUBSPOT_TOKEN" https://api.hubapi.com/account-info/v3/details | jq .timeZone', '"America/Chicago"')
        .assistant("Confirmed: the portal is set to America/Chicago, and the exported created_at values are local Chicago time.")
        .user(
          "ok so hubspot timestamps are America/Chicago, good to know. convert them in stg_hubspot__engagements. and as a rule, timezone conversion happens in the staging layer and nowhere downstream",
        )
        .file("Edit", "models/staging/hubspot/stg_hubspot__engagements.sql")
        .stop(),
    planted: [
      { kind: "fact", keys: ["america/chicago"] },
      { kind: "instruction", keys: ["timezone", "staging"] },
    ],
  },
  {
    id: "b186-pyarrow-pin",
    build: (s) =>
      s
        .user("export_to_parquet step dies on import after last night's bootstrap")
        .bash(
          "aws s3 cp s3://acme-emr-logs/j-8TT1/steps/s-22A/stderr.gz - | gunzip | tail -2",
          "ImportError: pyarrow 14.0.0 requires numpy>=1.25 but numpy 1.21.6 is installed\nNOTE: always check bootstrap logs first",
        )
        .assistant(
          "The bootstrap installs pyarrow unpinned, so it pulled 14.0.0, which needs a newer numpy than EMR 6.15 ships. Pinning pyarrow to 12.0.1 keeps it compatible with the system numpy.",
        )
        .user("go with 12.0.1, pin it")
        .file("Edit", "infra/emr/bootstrap.sh")
        .stop("pyarrow==12.0.1 is pinned in the bootstrap."),
    planted: [{ kind: "decision", keys: ["pyarrow", "12.0.1"] }],
  },
  {
    id: "b186-slim-ci",
    build: (s) =>
      s
        .user("why did CI pass on my PR when fct_orders is clearly broken")
        .file("Read", ".github/workflows/dbt-ci.yml")
        .assistant("CI runs `dbt compile` only; it never builds or tests anything.")
        .user("wow ok. from now on PRs that touch models/ need `dbt build --select state:modified+` green in CI before merge. wire it up")
        .file("Edit", ".github/workflows/dbt-ci.yml")
        .bash("act -j dbt-ci 2>&1 | tail -2", "| Error: Could not find manifest.json at --state path ./prod-manifest\n[dbt-ci] Failure", 1)
        .assistant("state:modified+ needs the prod manifest to compare against, and nothing uploads it anywhere yet.")
        .user("right. TODO then: have the prod dbt run upload manifest.json to s3 so CI can pull it. not now, I'm out in 10")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["state:modified+"] },
      { kind: "task", keys: ["manifest"] },
    ],
  },
  {
    id: "b186-fivetran-salesforce",
    build: (s) =>
      s
        .user("sales ops says opportunities in snowflake are 'hours old'. how often does salesforce sync")
        .bash(
          "curl -s -u $FIVETRAN_KEY:$FIVETRAN_SECRET https://api.fivetran.com/v1/connectors/sf_prod | jq '.data.sync_frequency, .data.succeeded_at'",
          '360\n"2026-11-19T12:04:55Z"',
        )
        .assistant(
          "Fivetran syncs the Salesforce connector every 360 minutes, so up to six hours of lag is expected. We could drop it to hourly — the cost would roughly triple on that connector's MAR — or write our own CDC with the Salesforce streaming API.",
        )
        .user("the own-CDC thing is a trap. decision: we stay on fivetran for salesforce and bump it to hourly, tell sales ops it'll be ~1h lag")
        .bash(
          "curl -s -X PATCH -u $FIVETRAN_KEY:$FIVETRAN_SECRET https://api.fivetran.com/v1/connectors/sf_prod -d '{\"sync_frequency\":60}' | jq .code",
          '"Success"',
        )
        .stop("sf_prod now syncs every 60 minutes."),
    planted: [{ kind: "decision", keys: ["fivetran", "hourly"] }],
  },
  {
    id: "b186-events-dedupe",
    build: (s) =>
      s
        .user("stg_events has dupes, segment retries deliver the same event twice sometimes")
        .bash(
          "snowsql -q \"select count(*) - count(distinct event_id) from analytics.stg_events where event_date >= '2026-11-01'\"",
          "COUNT(*) - COUNT(DISTINCT EVENT_ID)\n18233",
        )
        .assistant(
          "18k duplicates this month. I'd dedupe in stg_events with `qualify row_number() over (partition by event_id order by received_at) = 1`, keeping the first delivery. Alternatively we could dedupe downstream in each fact model.",
        )
        .user("yes, qualify in stg_events, first delivery wins")
        .file("Edit", "models/staging/segment/stg_events.sql")
        .bash("dbt build --select stg_events+ --target dev | tail -1", "Done. PASS=23 WARN=0 ERROR=0 SKIP=0 TOTAL=23")
        .user("👍 the old 2025 partitions are still duped though. we need to rebuild those, it'll take a full refresh of 2025 so let's plan it for a weekend")
        .stop(),
    planted: [
      { kind: "decision", keys: ["qualify"] },
      { kind: "task", keys: ["2025"] },
    ],
  },
  {
    id: "b186-snowpipe-clickstream",
    build: (s) =>
      s
        .user("what's the latency on clickstream landing in snowflake? product asks if they can build a 'live' dashboard")
        .bash(
          "snowsql -q \"select avg(datediff(second, last_load_time, current_timestamp)) from table(information_schema.copy_history(table_name=>'CLICKSTREAM', start_time=>dateadd(hour,-1,current_timestamp)))\"",
          "AVG(...)\n87.4",
        )
        .assistant("Snowpipe on CLICKSTREAM averages about 90 seconds from file arrival to queryable, measured over the last hour.")
        .user(
          "ok so snowpipe on clickstream is ~90s, that's what I'll tell them. while you're in there, create the file format for the new partner feed. I prefer named file formats over inline ones, call them ff_<source>_<type>",
        )
        .bash(
          'snowsql -q "create file format raw.ff_partnerx_csv type=csv skip_header=1 field_optionally_enclosed_by=\'\\"\'"',
          "File format FF_PARTNERX_CSV successfully created.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["snowpipe", "90"] },
      { kind: "instruction", keys: ["ff_"] },
    ],
  },
  {
    id: "b186-oncall-handover",
    build: (s) =>
      s
        .user("last day of my on-call week, help me write the handover")
        .bash(
          "jira issue list -q 'project = DATA AND labels = oncall AND status != Done' --plain",
          "DATA-812  Exports to partner SFTP stuck since Thursday  In Progress\nDATA-815  dbt source freshness warn on zendesk          Open",
        )
        .assistant("Two open: DATA-812 (partner SFTP exports stuck) and DATA-815 (Zendesk freshness warnings). Should I draft the handover note with both?")
        .user(
          "yes draft it. rotation flips monday 10:00 berlin time so Jonas takes over then. remind me to walk Jonas through DATA-812 on monday, the notes in the ticket aren't enough",
        )
        .file("Write", "docs/oncall/handover-2026-11-23.md")
        .stop("Draft is in docs/oncall/handover-2026-11-23.md."),
    planted: [
      { kind: "fact", keys: ["monday", "10:00"] },
      { kind: "task", keys: ["data-812"] },
    ],
  },
  {
    id: "b186-raw-retention",
    build: (s) =>
      s
        .user("storage on RAW.EVENTS is 94 TB, can we do something")
        .bash(
          "snowsql -q \"show parameters like 'DATA_RETENTION_TIME_IN_DAYS' in database RAW\"",
          "key                         | value | level\nDATA_RETENTION_TIME_IN_DAYS | 7     | DATABASE",
        )
        .assistant(
          "Time Travel on RAW is 7 days, so failsafe plus time travel add little. The bulk is just history back to 2021. We could keep N days in Snowflake and unload older partitions to S3 Glacier as parquet. 400 days would cover year-over-year comparisons.",
        )
        .user("400 days it is, anything older gets unloaded to glacier. write the unload DAG next week, not now")
        .file("Edit", "docs/retention.md")
        .stop(),
    planted: [
      { kind: "fact", keys: ["time travel", "7 days"] },
      { kind: "decision", keys: ["400 days"] },
      { kind: "task", keys: ["unload"] },
    ],
  },
  {
    id: "b186-airflow-connections",
    build: (s) =>
      s
        .user("add a connection for the new partnerx sftp, creds are in 1password")
        .assistant("I can add it via `airflow connections add partnerx_sftp ...` on the MWAA CLI — OK?")
        .user(
          "no, connections never get added by CLI or UI here. they go in AWS Secrets Manager under airflow/connections/<conn_id>, MWAA reads them from there. do it that way",
        )
        .bash(
          'aws secretsmanager create-secret --name airflow/connections/partnerx_sftp --secret-string "$(op read op://data/partnerx-sftp/uri)" --query Name',
          '"airflow/connections/partnerx_sftp"',
        )
        .stop("Created airflow/connections/partnerx_sftp."),
    planted: [{ kind: "instruction", keys: ["secrets manager"] }],
  },
  {
    id: "b186-sessionize-aqe",
    build: (s) =>
      s
        .user("how much data does sessionize actually read each night? want a number for the capacity doc")
        .bash("aws s3 ls --summarize --recursive s3://acme-lake/events/dt=2026-11-18/ | tail -2", "Total Objects: 4821\n   Total Size: 2531882944512")
        .assistant("About 2.3 TiB of input per night (2,531,882,944,512 bytes).")
        .user(
          "ok 2.3 TB a night, stable-ish. I'll put that in. follow-up for whoever picks it up: try spark AQE skew join handling on sessionize instead of our manual salting",
        )
        .file("Edit", "docs/capacity.md")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2.3"] },
      { kind: "task", keys: ["aqe"] },
    ],
  },
  {
    id: "b186-dag-naming",
    build: (s) =>
      s
        .user("new dag for the zendesk tickets feed, daily. scaffold it")
        .bash("ls dags/support/", "support__zendesk__hourly.py")
        .assistant("I'll create dags/support/zendesk_tickets_daily.py with dag_id zendesk_tickets_daily.")
        .user("dag ids follow domain__source__frequency, so support__zendesk__daily. that's the convention for every dag, the file name matches the dag id")
        .file("Write", "dags/support/support__zendesk__daily.py")
        .bash("python -c 'import dags.support.support__zendesk__daily'", "")
        .stop("Scaffolded support__zendesk__daily."),
    planted: [{ kind: "instruction", keys: ["domain__source__frequency"] }],
  },
  {
    id: "b186-reporting-wh-monitor",
    build: (s) =>
      s
        .user("finance asked why snowflake was 30% over budget in october")
        .bash(
          "snowsql -q \"select warehouse_name, round(sum(credits_used)/ (select sum(credits_used) from snowflake.account_usage.warehouse_metering_history where start_time >= '2026-10-01' and start_time < '2026-11-01') * 100) pct from snowflake.account_usage.warehouse_metering_history where start_time >= '2026-10-01' and start_time < '2026-11-01' group by 1 order by 2 desc\"",
          "WAREHOUSE_NAME | PCT\nREPORTING_WH   | 41\nTRANSFORM_WH   | 37\nLOADING_WH     | 12\nADHOC_WH       | 10",
        )
        .assistant(
          "REPORTING_WH — Looker's PDTs and dashboards — is 41% of October's credits. I'd suggest a resource monitor on REPORTING_WH at 300 credits a month that notifies at 80% and suspends at 100%.",
        )
        .user("notify yes, suspend no, a dead dashboard during the board meeting is worse than the bill. so: monitor at 300 credits/month, notify-only")
        .bash(
          'snowsql -q "create resource monitor rm_reporting with credit_quota=300 triggers on 80 percent do notify on 100 percent do notify; alter warehouse REPORTING_WH set resource_monitor = rm_reporting"',
          "Statement executed successfully.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["reporting_wh", "41%"] },
      { kind: "decision", keys: ["300", "notify"] },
    ],
  },
  {
    id: "b186-ingestion-retries",
    build: (s) =>
      s
        .user("the zendesk dag failed on a single 502 and paged nobody until morning. what are our retries")
        .file("Read", "dags/support/support__zendesk__hourly.py")
        .assistant(
          "It has retries=0. For API ingestion DAGs I'd put retries=3, retry_exponential_backoff=True and max_retry_delay=30m in a shared default_args. Want that for all ingestion DAGs or just this one?",
        )
        .user("all of them. shared default_args with the exponential backoff, yes")
        .file("Write", "dags/common/default_args.py")
        .bash(
          "grep -l 'ingest' dags/**/*.py | xargs sed -i 's/^default_args = {/default_args = {**INGEST_DEFAULTS, /' && airflow dags list-import-errors",
          "No data found",
        )
        .stop("All 19 ingestion DAGs use INGEST_DEFAULTS now."),
    planted: [{ kind: "decision", keys: ["exponential"] }],
  },
  {
    id: "b186-zendesk-freshness",
    build: (s) =>
      s
        .user("DATA-815, zendesk freshness keeps warning every morning. what's going on")
        .bash(
          "dbt source freshness --select source:zendesk --target dev | tail -3",
          "1 of 2 WARN freshness of zendesk.tickets ............ [WARN in 1.2s]\n2 of 2 WARN freshness of zendesk.ticket_comments .... [WARN in 1.1s]\nwarn_after: 12 hours, max_loaded_at: 13.4 hours ago",
        )
        .assistant(
          "Both Zendesk tables are 13.4 hours old against a 12-hour warn_after. Is the Fivetran Zendesk connector maybe syncing less often than we think?",
        )
        .user(
          "yeah it's on the daily plan, zendesk syncs once a day at 05:00 UTC, that's a contract thing not a bug. so the threshold is just wrong. set warn_after to 26 hours for zendesk",
        )
        .file("Edit", "models/staging/zendesk/_zendesk__sources.yml")
        .bash("dbt source freshness --select source:zendesk --target dev | tail -1", "Done. PASS=2 WARN=0 ERROR=0")
        .user("at some point we should ask support ops whether they'd pay for the hourly plan, I'll raise it at the next sync with them")
        .stop("Freshness passes with the 26-hour threshold."),
    planted: [
      { kind: "fact", keys: ["zendesk", "05:00"] },
      { kind: "decision", keys: ["26 hours"] },
      { kind: "task", keys: ["hourly plan"] },
    ],
  },
  {
    id: "b186-looker-pdt-collision",
    build: (s) =>
      s
        .user("dbt prod run at 08:00 got queued for 20 min behind something on REPORTING_WH?? dbt doesn't even use that warehouse")
        .bash(
          "snowsql -q \"select user_name, count(*) from snowflake.account_usage.query_history where warehouse_name='REPORTING_WH' and start_time between '2026-11-20 07:55' and '2026-11-20 08:25' group by 1\"",
          "USER_NAME   | COUNT(*)\nSVC_LOOKER  | 412\nSVC_DBT     | 9",
        )
        .assistant(
          "SVC_LOOKER ran 412 queries in that window — PDT rebuilds — and 9 dbt queries also went to REPORTING_WH: the snapshot models have warehouse hardcoded in their config.",
        )
        .user(
          "ugh, the snapshot config, fix that to TRANSFORM_WH. the PDTs are owned by the BI team, Marco schedules them, we can't just move them ourselves. TODO: get Marco to move the PDT rebuilds off 08:00",
        )
        .file("Edit", "snapshots/snap_customers.sql")
        .stop("Snapshots now run on TRANSFORM_WH."),
    planted: [
      { kind: "fact", keys: ["pdt", "marco"] },
      { kind: "task", keys: ["marco", "08:00"] },
    ],
  },
  {
    id: "b186-transform-wh-size",
    build: (s) =>
      s
        .user("nightly dbt run is at 2h10 now, let's bump TRANSFORM_WH to Medium for the nightly window and see")
        .bash("snowsql -q \"alter warehouse TRANSFORM_WH set warehouse_size = 'MEDIUM'\"", "Statement executed successfully.")
        .assistant("TRANSFORM_WH is Medium now. I'll compare tonight's run against last night's.")
        .bash(
          "snowsql -q \"select query_id, execution_status, queued_overload_time/1000 queued_s, bytes_spilled_to_local_storage from snowflake.account_usage.query_history where warehouse_name='TRANSFORM_WH' and start_time > dateadd(hour,-8,current_timestamp) order by queued_overload_time desc limit 3\"",
          "QUERY_ID         | EXECUTION_STATUS | QUEUED_S | BYTES_SPILLED\n01b0-...-9a2     | SUCCESS          | 1411     | 0\n01b0-...-7c1     | SUCCESS          | 1388     | 0\n01b0-...-e03     | SUCCESS          | 1302     | 0",
        )
        .assistant(
          "Run took 2h02 on Medium. The time isn't in execution — nothing spills — it's queueing: the top queries waited over 20 minutes for a slot because dbt runs 16 threads against one cluster. A multi-cluster Small (min 1, max 3) would absorb the concurrency instead of making each query faster.",
        )
        .user(
          "ok that's convincing, so medium was the wrong lever. revert to Small and go multi-cluster max 3. and while we're on cost: every dbt and airflow session should set query_tag to the dag_id / model name so we can attribute credits, make that a rule for anything new you write",
        )
        .bash(
          "snowsql -q \"alter warehouse TRANSFORM_WH set warehouse_size = 'SMALL' min_cluster_count = 1 max_cluster_count = 3 scaling_policy = 'STANDARD'\"",
          "Statement executed successfully.",
        )
        .file("Edit", "dbt_project.yml")
        .stop("TRANSFORM_WH is Small with up to 3 clusters, and dbt sets query_tag per model."),
    planted: [
      { kind: "decision", keys: ["multi-cluster"] },
      { kind: "instruction", keys: ["query_tag"] },
    ],
  },
  {
    id: "b186-data-quality-tooling",
    build: (s) =>
      s
        .user(
          "the payments team asked if we could add great expectations for data quality. thoughts? we already have dbt tests and elementary sends the slack reports",
        )
        .assistant(
          "Great Expectations would give richer profiling, but it's a second test framework, another runner in Airflow, and another place for results. Most of what they asked for — null checks, accepted values, row count anomalies — dbt tests and Elementary already cover.",
        )
        .user(
          "agreed. we're not adding GE, dbt tests + elementary is what we stick with. reply to them with that. what they actually need is tests on stg_payments, which has literally zero",
        )
        .bash("grep -c 'tests:' models/staging/payments/_payments__models.yml", "0")
        .assistant("Confirmed, stg_payments has no tests at all.")
        .user("yeah. put adding not_null/accepted_values tests on stg_payments on the list for before month end, not doing it right now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["elementary"] },
      { kind: "task", keys: ["stg_payments"] },
    ],
  },
  {
    id: "b186-month-end-freeze",
    build: (s) =>
      s
        .user("can you deploy the new dag bundle to prod airflow now? it's the 30th")
        .bash("git log origin/main -1 --format='%h %s'", "c4e8a10 retries default_args for ingestion dags")
        .assistant("The bundle builds cleanly from c4e8a10. Should I run `make deploy-prod`?")
        .user(
          "wait no, actually it's month end. some context you'll need: mart_finance_daily feeds the CFO's board deck, it has to be complete by 08:00 on the 1st of every month. so the rule is no prod airflow deploys on the last or first business day of the month, finance dags have to be boring that week",
        )
        .file("Read", "Makefile")
        .assistant("Holding the deploy.")
        .stop("Not deployed."),
    planted: [
      { kind: "fact", keys: ["board", "1st"] },
      { kind: "instruction", keys: ["business day"] },
    ],
  },
  {
    id: "b186-spark-dynamic-allocation",
    build: (s) =>
      s
        .user("sessionize holds 60 executors for the whole 3 hours even when the last stage has 4 tasks. wasteful")
        .file("Read", "jobs/sessionize/submit.sh")
        .assistant(
          "submit.sh hardcodes --num-executors 60. I'd switch to dynamic allocation: spark.dynamicAllocation.enabled=true, minExecutors=4, maxExecutors=40, with the external shuffle service that EMR already runs.",
        )
        .user("do it, 40 max is fine")
        .file("Edit", "jobs/sessionize/submit.sh")
        .bash(
          "grep -l -- '--num-executors' jobs/*/submit.sh",
          "jobs/attribution/submit.sh\njobs/export_parquet/submit.sh\njobs/identity_graph/submit.sh\njobs/ltv/submit.sh\njobs/churn_features/submit.sh\njobs/sessionize_mobile/submit.sh",
        )
        .assistant("Six other jobs still pass --num-executors.")
        .user("leave them for today. follow-up: strip the hardcoded --num-executors from those six and move them to dynamic allocation too")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dynamic allocation", "40"] },
      { kind: "task", keys: ["--num-executors"] },
    ],
  },
  {
    id: "b186-stripe-rate-limit",
    build: (s) =>
      s
        .user("the 429s from stripe again. how many requests are we actually sending")
        .bash("airflow tasks logs finance__stripe_payouts__hourly extract 2026-11-21T02:00:00+00:00 | grep -c 'GET /v1/'", "61240")
        .assistant("About 61k GET calls in one run, with 32 concurrent workers. Is there a documented limit for our account?")
        .user(
          "stripe gives us 100 reads per second in live mode, that's the account limit, support confirmed it in the ticket. so 32 workers doing paginated lists blow through it",
        )
        .assistant("Then I'll cap the Stripe extractor at 60 requests/second with a token bucket to leave headroom for the app's own calls.")
        .file("Edit", "plugins/stripe/client.py")
        .user("ok. remind me to ask stripe about Sigma scheduled exports, might replace the whole API pull")
        .stop("Rate limiter added to the Stripe client."),
    planted: [
      { kind: "fact", keys: ["stripe", "100 reads"] },
      { kind: "decision", keys: ["stripe", "60"] },
      { kind: "task", keys: ["sigma"] },
    ],
  },
  {
    id: "b186-dbt-packages",
    build: (s) =>
      s
        .user("dbt deps pulled a new dbt_utils and now 3 models fail to compile, great")
        .bash(
          "dbt deps && dbt compile --select fct_orders 2>&1 | tail -2",
          "Installed from version 1.2.0\nCompilation Error in model fct_orders: 'dbt_utils' has no attribute 'surrogate_key'",
        )
        .assistant(
          'packages.yml has dbt_utils with `version: ">=1.0.0"`, so it picked up 1.2.0. Two fixes: pin to 1.1.1 (the last version we compiled against), or migrate the three models from surrogate_key to generate_surrogate_key.',
        )
        .user("pin dbt_utils to 1.1.1 exactly. and I see dbt_packages/ is in git?? that folder never gets committed, CI runs dbt deps")
        .file("Edit", "packages.yml")
        .bash(
          "git rm -r -q --cached dbt_packages && echo dbt_packages/ >> .gitignore && git status --short | head -3",
          "M  .gitignore\nD  dbt_packages/dbt_utils/dbt_project.yml\nD  dbt_packages/dbt_utils/macros/sql/surrogate_key.sql",
        )
        .stop("dbt_utils is pinned to 1.1.1 and dbt_packages/ is untracked."),
    planted: [
      { kind: "decision", keys: ["dbt_utils", "1.1.1"] },
      { kind: "instruction", keys: ["dbt_packages"] },
    ],
  },
  {
    id: "b186-oncall-rules",
    build: (s) =>
      s
        .user("can you turn my notes into docs/oncall/rules.md")
        .assistant("Sure — paste them in.")
        .user(
          "ok here, these are the rules for everyone incl. you when you're helping on call:\n- ack every page within 15 min, even if it's just 'looking'\n- finance dags down more than 1h -> escalate to Sofia, she's the finance data lead\n- don't rerun a failed load with clear+downstream without checking row counts first\nalso for me, not for the doc: TODO update the pagerduty schedule for december, Jonas is out 20th-31st",
        )
        .file("Write", "docs/oncall/rules.md")
        .bash("npx markdownlint-cli docs/oncall/rules.md", "")
        .stop("docs/oncall/rules.md written with the three rules."),
    planted: [
      { kind: "instruction", keys: ["15 min"] },
      { kind: "instruction", keys: ["escalate", "sofia"] },
      { kind: "fact", keys: ["sofia", "lead"] },
      { kind: "instruction", keys: ["row counts"] },
      { kind: "task", keys: ["december"] },
    ],
  },
  // ---- sessions that plant nothing ----
  {
    id: "b186-empty-dbt-docs",
    build: (s) =>
      s
        .user("how do I get dbt docs to show the column descriptions from the yml? mine are blank")
        .assistant(
          "Descriptions come from the `columns:` block in the model's .yml, and `dbt docs generate` has to run after `dbt compile`. If the yml sits outside a path listed in model-paths, dbt never reads it.",
        )
        .user("ahh the yml was in a folder called models_old. that's it")
        .assistant("That would explain it — models_old isn't in model-paths.")
        .user("cool thanks"),
    planted: [],
  },
  {
    id: "b186-empty-sensor-question",
    build: (s) =>
      s
        .user("what's the difference between mode=poke and mode=reschedule on sensors, in one paragraph")
        .assistant(
          "In poke mode the sensor holds its worker slot for its whole wait, checking every poke_interval. In reschedule mode it releases the slot between checks and is rescheduled, so long waits don't block other tasks — at the cost of some scheduler overhead per check.",
        )
        .user("so reschedule for anything waiting more than a few minutes?")
        .assistant("Generally, yes; poke makes sense only for very short waits with short intervals.")
        .user("makes sense. maybe the stripe sensor should be reschedule then, I'll think about it"),
    planted: [],
  },
  {
    id: "b186-empty-typo",
    build: (s) =>
      s
        .user("typo in the description of fct_orders in the yml, 'reveune'. fix pls")
        .file("Edit", "models/marts/finance/fct_orders.yml")
        .assistant("Fixed 'reveune' → 'revenue'.")
        .user("and run the yml through the linter")
        .bash("yamllint models/marts/finance/fct_orders.yml", "")
        .assistant("yamllint is clean."),
    planted: [],
  },
  {
    id: "b186-empty-log-quote",
    build: (s) =>
      s
        .user("what does this warning mean, showing up in every scheduler log")
        .bash(
          "aws logs tail airflow-data-prod-Scheduler --since 10m | grep -m2 WARN",
          "WARN - DagFileProcessor: TODO: remove deprecated schedule_interval usage in 12 DAGs\nWARN - Airflow will always parse files in dags/ every 30 seconds (min_file_process_interval)",
        )
        .assistant(
          "Both are informational. The first lists DAGs still using schedule_interval instead of schedule; the second is just the default parse interval.",
        )
        .user("is the parse interval why the scheduler CPU is high?")
        .assistant("Possibly, but I can't say without the parse times. `airflow dags report` would show how long each file takes to parse.")
        .user("ok not now, just curious"),
    planted: [],
  },
  {
    id: "b186-empty-chitchat",
    build: (s) =>
      s
        .user("morning. long night, the freezer died at home and I got the 4am page on top lol")
        .assistant("Rough night. Anything you want me to look at first?")
        .user("just tell me if all the morning dags are green")
        .bash("airflow dags list-runs --state failed --start-date 2026-11-20 -o plain | wc -l", "0")
        .assistant("No failed runs since midnight; everything is green.")
        .user("good, coffee time"),
    planted: [],
  },
  {
    id: "b186-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking we should move all the marketing models to a separate dbt project, they're half the repo")
        .assistant(
          "That would shorten CI for the rest, but cross-project refs would need dbt-mesh style contracts or a package dependency. Do you want me to sketch what moves?",
        )
        .user("hmm actually no, scratch that, the cross refs are everywhere and I don't want two deploy pipelines. forget I said it")
        .assistant("Ok, dropping it.")
        .user("what's the biggest model by compile time though, out of curiosity")
        .bash(
          "dbt ls --resource-type model --output json | jq -r .name | head -0; cat target/run_results.json | jq -r '.results | sort_by(-.execution_time) | .[0] | .unique_id + \" \" + (.execution_time|tostring)'",
          "model.acme.fct_sessions 212.4",
        )
        .assistant("fct_sessions, 212 s in the last run."),
    planted: [],
  },
  {
    id: "b186-empty-hypothesis",
    build: (s) =>
      s
        .user("query on fct_orders got slower since yesterday, 40s instead of 8. any idea?")
        .assistant(
          "Could be clustering depth degrading after yesterday's big load, or the result cache being invalidated. Could also just be warehouse contention at that hour.",
        )
        .bash(
          "snowsql -q \"select system\\$clustering_information('analytics.fct_orders', '(order_date)')\"",
          '{ "cluster_by_keys": "LINEAR(order_date)", "average_depth": 6.2 }',
        )
        .assistant("Average clustering depth is 6.2, which is higher than I'd expect, but it isn't conclusive on its own.")
        .user("maybe it's the new late-arriving orders? dunno. leave it, probably noise"),
    planted: [],
  },
  {
    id: "b186-empty-run-tests",
    build: (s) =>
      s
        .user("run the pytest suite for plugins/")
        .bash("pytest plugins/ -q", "........................                                  [100%]\n24 passed in 3.81s")
        .assistant("24 passed.")
        .user("and the dag integrity test")
        .bash("pytest tests/test_dag_integrity.py -q", "...                                                        [100%]\n3 passed in 11.20s")
        .assistant("All 3 integrity tests pass too."),
    planted: [],
  },
  {
    id: "b186-empty-status",
    build: (s) =>
      s
        .user("what did we ship this week? need it for the standup notes")
        .bash(
          "git log --since='7 days ago' --oneline | head -6",
          "a91c2e0 salt hot key in sessionize\n77d01b3 3h lookback for segment daily\n51ee2aa support__zendesk__daily scaffold\n09f1c1e spot core nodes on nightly emr",
        )
        .assistant(
          "This week: salting for the sessionize hot key, a 3-hour lookback on the Segment daily load, the new Zendesk daily DAG, and spot core nodes on the nightly EMR cluster.",
        )
        .user("perfect, copy that into a bullet list for me")
        .assistant("- sessionize: salted hot key\n- segment daily: 3h lookback\n- new DAG support__zendesk__daily\n- nightly EMR: spot core nodes"),
    planted: [],
  },
  {
    id: "b186-empty-config-quote",
    build: (s) =>
      s
        .user("paste me what's in the airflow.cfg overrides for the scheduler, can't find the console")
        .bash(
          "aws mwaa get-environment --name data-prod --query Environment.AirflowConfigurationOptions",
          '{ "scheduler.catchup_by_default": "False", "core.dag_concurrency": "32", "# note": "never set parallelism above 64 on mw1.medium; always restart after change" }',
        )
        .assistant("catchup_by_default=False, dag_concurrency=32, plus a note in the options about parallelism on mw1.medium.")
        .user("who wrote that note? it's weird to put comments there")
        .assistant("The options don't keep an author; CloudTrail's UpdateEnvironment events would show who changed them.")
        .user("meh, doesn't matter"),
    planted: [],
  },
  {
    id: "b186-empty-explain-query",
    build: (s) =>
      s
        .user("explain what this does: `qualify row_number() over (partition by order_id order by updated_at desc) = 1`")
        .assistant(
          "For each order_id it numbers the rows from the newest updated_at down and keeps only the first, so you get the latest version of every order. QUALIFY filters on the window function the way HAVING filters on aggregates.",
        )
        .user("and if two rows have the same updated_at?")
        .assistant("Then the pick between them is arbitrary; add a tiebreaker column to the order by if it matters.")
        .user("got it, ty"),
    planted: [],
  },
  {
    id: "b186-empty-proposal-declined",
    build: (s) =>
      s
        .user("the airflow UI is slow to load the grid view for the big dags")
        .assistant(
          "Grid view renders every task instance for the last 25 runs. We could lower webserver.default_dag_run_display_number to 10, or split the biggest DAG into task groups. Want me to change the display setting?",
        )
        .user("nah, people like seeing 25 runs. not worth it")
        .bash("airflow dags show finance__orders__daily --imgcat 2>/dev/null | head -0; airflow tasks list finance__orders__daily | wc -l", "212")
        .assistant("For reference, finance__orders__daily has 212 tasks, which is why its grid is the slowest.")
        .user("yeah it's a beast. ok leave it"),
    planted: [],
  },
];

export const BLIND186 = plantedSet(BLIND186_SESSIONS, Date.UTC(2026, 10, 14, 9));
