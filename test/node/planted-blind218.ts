/**
 * Blind planted set 218 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an Airflow data-engineering lead who answers the agent with '+1', '-1', 'nah', 'yep that'
 * and short verdicts; many decisions are the agent's proposals accepted in two words, and as many
 * proposals are turned down the same way.
 * Each session is one segment; the items planted in it are listed with it: 66 items (16 decisions, 17 instructions,
 * 17 facts, 16 tasks) in 48 sessions, 12 of which plant nothing (58 user/assistant messages between them). Every other message
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

export const BLIND218_SESSIONS: BlindSession[] = [
  {
    id: "b218-sensor-reschedule",
    build: (s) =>
      s
        .user("orders_ingest is hogging worker slots again. the S3KeySensor sits there poking for hours. look")
        .bash(
          "grep -n 'S3KeySensor' -A6 dags/orders/orders_ingest.py",
          '41:    wait_for_export = S3KeySensor(\n42:        task_id="wait_for_export",\n43:        bucket_key="s3://acme-raw/orders/{{ ds }}/_SUCCESS",\n44:        poke_interval=60,\n45:        mode="poke",\n46:    )',
        )
        .assistant(
          'It\'s in `mode="poke"` with no timeout, so it holds a worker slot for as long as the export is late (default timeout is 7 days). I\'d switch it to `mode="reschedule"` so the slot is released between pokes, and poke every 5 minutes instead of every minute.',
        )
        .user("+1. and from now on every sensor we write gets an explicit timeout, no sensor pokes forever. pick something sane per dag")
        .file("Edit", "dags/orders/orders_ingest.py")
        .assistant("Switched to reschedule, poke_interval=300, timeout=6h (the export has never been later than ~4h in the run history).")
        .bash("pytest tests/dags/test_orders_ingest.py -q", "....\n4 passed in 3.12s")
        .stop("Done: reschedule mode, 5 min pokes, 6h timeout; tests pass."),
    planted: [
      { kind: "decision", keys: ["reschedule"] },
      { kind: "instruction", keys: ["sensor", "timeout"] },
    ],
  },
  {
    id: "b218-snowflake-pool",
    build: (s) =>
      s
        .user("why are the marketing loads queued for 40 min every morning")
        .bash(
          "airflow pools list -o plain",
          "pool            slots  description\ndefault_pool    128    Default pool\nsnowflake_pool  8      shared: dbt + loaders\nredshift_pool   4",
        )
        .assistant(
          "Could be the warehouse itself being slow, or the pool. The pool looks small: `snowflake_pool` has 8 slots, and the description says dbt shares it with the loaders.",
        )
        .user(
          "yep it's the pool. snowflake_pool is 8 slots and the dbt dag grabs all of them at 06:00, the loaders just wait. not touching it today, but next sprint we need to split it into a dbt pool and a loader pool",
        )
        .assistant("Got it. Want me to at least add priority_weight to the marketing loads in the meantime?")
        .user("nah leave it")
        .stop("Leaving it as is."),
    planted: [
      { kind: "fact", keys: ["snowflake_pool", "8"] },
      { kind: "task", keys: ["split"] },
    ],
  },
  {
    id: "b218-typo-docstring",
    build: (s) =>
      s
        .user("typo in the orders_daily doc_md, 'recieved'. fix pls")
        .file("Edit", "dags/orders/orders_daily.py")
        .assistant("Fixed 'recieved' → 'received' in the doc_md.")
        .user("ty. also the header says 'owner: tbd'?")
        .assistant("Yes, line 3 of the doc_md says `owner: tbd`. Do you want me to change it?")
        .user("nah, not my call, leave it")
        .stop("Left the owner line as is."),
    planted: [],
  },
  {
    id: "b218-catchup-mwaa",
    build: (s) =>
      s
        .user("new dag for the returns feed. copy orders_daily as a starting point")
        .file("Read", "dags/orders/orders_daily.py")
        .file("Write", "dags/returns/returns_daily.py")
        .assistant(
          "Created `returns_daily.py` from the orders template. I kept `catchup=True` like orders_daily, and start_date 2026-01-01, so on first unpause it would backfill ~320 runs.",
        )
        .user(
          "no no. catchup=False on every new dag, no exceptions, we backfill by hand when we want history. orders_daily is old and wrong.\nalso fyi we're on MWAA, airflow 2.8.4, so don't use anything newer than that in the imports",
        )
        .file("Edit", "dags/returns/returns_daily.py")
        .bash("python -c 'import ast,sys; ast.parse(open(\"dags/returns/returns_daily.py\").read())' && echo ok", "ok")
        .stop("catchup=False set on returns_daily; imports are 2.8-compatible."),
    planted: [
      { kind: "instruction", keys: ["catchup=false"] },
      { kind: "fact", keys: ["mwaa", "2.8.4"] },
    ],
  },
  {
    id: "b218-xcom-size",
    build: (s) =>
      s
        .user(
          "transform_customers fails on push. log below\n\n[2026-11-03, 06:12:44 UTC] {taskinstance.py:2698} ERROR - value too long for type character varying / bytea limit\nsqlalchemy.exc.DataError: (psycopg2.errors.ProgramLimitExceeded)",
        )
        .bash(
          "grep -n 'return df' -B3 dags/customers/transform.py",
          '88:    df = enrich(df)\n89:    # TODO: stop returning the whole frame\n90:    return df.to_dict(orient="records")',
        )
        .assistant(
          "The task returns the whole dataframe, so it goes into XCom in the metadata DB. Options: (1) a custom XCom backend that offloads to S3, (2) write the frame to S3 as parquet and pass the S3 URI through XCom instead of the data.",
        )
        .user("(2). custom backend is overkill. and for the record our xcom is the default postgres backend, anything over ~48kb blows up like this")
        .file("Edit", "dags/customers/transform.py")
        .bash("pytest tests/dags/test_customers.py -q", "...\n3 passed in 2.40s")
        .stop("transform now writes parquet to S3 and returns the S3 URI; tests pass."),
    planted: [
      { kind: "decision", keys: ["s3 uri"] },
      { kind: "fact", keys: ["xcom", "48kb"] },
    ],
  },
  {
    id: "b218-backfill-orders",
    build: (s) =>
      s
        .user("the dedupe fix for orders_daily is in. is it deployed?")
        .bash(
          "git log --oneline -3 origin/main -- dags/orders/",
          "a91c2e4 orders_daily: dedupe on order_id before merge\n77d01f3 orders: bump provider\n5c0e112 orders_daily: doc_md",
        )
        .assistant("It's merged on main (a91c2e4), but the MWAA env syncs dags from the release branch, which doesn't have it yet.")
        .user("ok. remind me to backfill orders_daily for oct 1 to oct 14 once it's on release, those days have the dupes")
        .assistant("Noted. Do you want a one-liner for the backfill command ready for then?")
        .user("sure, just paste it")
        .assistant("`airflow dags backfill orders_daily -s 2026-10-01 -e 2026-10-14 --reset-dagruns -y`")
        .stop("Backfill command pasted above, for after the release sync."),
    planted: [{ kind: "task", keys: ["backfill", "orders_daily"] }],
  },
  {
    id: "b218-dbt-cosmos",
    build: (s) =>
      s
        .user("we need to stop running dbt as one giant BashOperator. options?")
        .bash("grep -rn 'dbt run' dags/ | head", 'dags/dbt/dbt_nightly.py:22:    bash_command="cd /usr/local/airflow/dbt && dbt run --profiles-dir .",')
        .assistant(
          "Two realistic ones: (a) astronomer-cosmos, which renders each dbt model as its own task with its own retries; (b) keep BashOperator but split by `--select` into a handful of tasks. (a) gives per-model visibility, (b) is less to learn.",
        )
        .user("cosmos")
        .assistant("Ok, I'll build the cosmos DbtTaskGroup. Should the models be selected by path (models/marts/...) or by tags?")
        .user("tags. our dbt models get tagged by domain, always select with the tag selector, never by path, paths move all the time")
        .file("Write", "dags/dbt/dbt_nightly_cosmos.py")
        .bash("python -m pytest tests/dags/test_dbt_nightly.py -q", "..\n2 passed in 6.81s")
        .stop("cosmos DAG written with tag:finance / tag:marketing selectors; tests pass."),
    planted: [
      { kind: "decision", keys: ["cosmos"] },
      { kind: "instruction", keys: ["tag selector"] },
    ],
  },
  {
    id: "b218-chat-retries-question",
    build: (s) =>
      s
        .user("quick q, does retry_exponential_backoff cap at max_retry_delay or does it keep growing")
        .assistant(
          "It's capped: with `retry_exponential_backoff=True` the delay grows from retry_delay and is clamped at `max_retry_delay` if you set one. Without max_retry_delay it's effectively capped at 24h.",
        )
        .user("hm ok. and is it jittered?")
        .assistant(
          "Yes, Airflow adds a deterministic jitter derived from the task instance key, so retries of different tasks don't all fire at the same second.",
        )
        .user("cool thx")
        .stop(),
    planted: [],
  },
  {
    id: "b218-finance-owners",
    build: (s) =>
      s
        .user("sap_gl_load failed overnight, who gets paged for this")
        .bash(
          "grep -n 'owner\\|on_failure' dags/finance/sap_gl_load.py",
          '14:    "owner": "finance-data",\n31:    on_failure_callback=notify_pagerduty("finance-data"),',
        )
        .assistant("The owner is `finance-data` and the failure callback pages that PagerDuty service. Is that your team?")
        .user(
          "no, that's Priya's team, all the dags under dags/finance are theirs, we just host them. if one fails we ping #data-finance and don't touch the code.\nthe SAP export lands in s3 around 06:30 UTC, so anything scheduled before that will fail like this one did",
        )
        .bash("grep -n schedule dags/finance/sap_gl_load.py", '12:    schedule="0 6 * * *",')
        .assistant(
          "That explains last night: it's scheduled at 06:00, before the 06:30 export. I won't change it since it's their code; want me to draft the message for #data-finance?",
        )
        .user("yep that")
        .assistant(
          'Draft: "sap_gl_load failed at 06:0x because it runs at 06:00 and the SAP export lands ~06:30 UTC. Suggest moving the schedule to 07:00 or adding a sensor."',
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "fact", keys: ["sap", "06:30"] },
    ],
  },
  {
    id: "b218-test-command",
    build: (s) =>
      s
        .user("run the dag tests for the returns dag")
        .bash(
          "airflow dags test returns_daily 2026-11-01",
          "[2026-11-04 10:02:11] INFO - Filling up the DagBag from /usr/local/airflow/dags\n[2026-11-04 10:02:19] INFO - connecting to snowflake_prod ...",
        )
        .user(
          "STOP. don't ever run `airflow dags test` here, it uses the real connections, that just hit snowflake prod. dag tests are `pytest tests/dags -x` and nothing else",
        )
        .assistant("Sorry, killed it. It only got as far as opening the connection, no query ran. Running the pytest suite instead.")
        .bash("pytest tests/dags -x -q", "........................\n24 passed in 18.77s")
        .stop("24 passed with pytest tests/dags -x."),
    planted: [
      { kind: "instruction", keys: ["dags test"] },
      { kind: "instruction", keys: ["pytest", "tests/dags"] },
    ],
  },
  {
    id: "b218-spark-kpo",
    build: (s) =>
      s
        .user("clickstream_sessionize OOMs on the celery worker every other night. ideas")
        .bash(
          "grep -n 'SparkSubmit\\|executor_memory' dags/clickstream/sessionize.py",
          '27:    sessionize = SparkSubmitOperator(\n33:        executor_memory="6g",',
        )
        .assistant(
          "Options:\nA) bump the celery workers from mw1.large to mw1.xlarge, affects every task;\nB) run the spark job in its own pod with KubernetesPodOperator and size the pod for it;\nC) shard the input by hour and run 24 smaller jobs.",
        )
        .user("B. C is clever but nobody will understand it in 6 months")
        .file("Edit", "dags/clickstream/sessionize.py")
        .assistant("Moved it to KubernetesPodOperator with 16Gi requests. It'll land on the shared node pool though, next to everything else.")
        .user("yeah. follow-up for later: get platform to give us a dedicated node pool for the spark pods")
        .stop("KubernetesPodOperator in place; dedicated node pool left as a follow-up."),
    planted: [
      { kind: "decision", keys: ["kubernetespodoperator"] },
      { kind: "task", keys: ["node pool"] },
    ],
  },
  {
    id: "b218-conn-ids",
    build: (s) =>
      s
        .user("add a connection for the new braze export, and wire it into braze_sync")
        .assistant("I'll call it `BrazeAPI` to match the provider's hook name. OK?")
        .user("-1. conn_ids are snake_case with the env as suffix, braze_prod / braze_dev. same for every conn we add")
        .file("Edit", "dags/marketing/braze_sync.py")
        .bash("grep -n conn_id dags/marketing/braze_sync.py", '19:    braze_conn_id="braze_{{ var.value.env }}",')
        .user("and at some point we have to rename the legacy CamelCase ones, MarketoConn and SalesforceProd. later, not in this PR")
        .stop("Wired braze_sync to braze_prod / braze_dev via the env variable."),
    planted: [
      { kind: "instruction", keys: ["conn_id", "suffix"] },
      { kind: "task", keys: ["camelcase"] },
    ],
  },
  {
    id: "b218-timezone-shift",
    build: (s) =>
      s
        .user("the hr_snapshot dag ran an hour early after sunday, why")
        .bash(
          "grep -n 'pendulum\\|schedule' dags/hr/hr_snapshot.py",
          '5:local_tz = pendulum.timezone("Europe/Berlin")\n18:    start_date=datetime(2025, 3, 1, tzinfo=local_tz),\n19:    schedule="0 7 * * *",',
        )
        .assistant(
          "Is the UI showing UTC? My guess would be the UI timezone setting rather than the DAG. Actually no: the dag's start_date carries Europe/Berlin, so the cron is evaluated in Berlin time; after the DST change 07:00 Berlin is 06:00 UTC.",
        )
        .user(
          "right. all our dags are scheduled in Europe/Berlin on purpose, the business wants local time. so an hour shift twice a year is expected, not a bug",
        )
        .assistant("Understood. So nothing to fix here; should I add a note to the dag's doc_md?")
        .user("nah")
        .stop("No change."),
    planted: [{ kind: "fact", keys: ["europe/berlin"] }],
  },
  {
    id: "b218-dq-tool",
    build: (s) =>
      s
        .user("we need data quality checks on the marts before the dashboards refresh")
        .assistant("Great Expectations is the common choice; I can set up a checkpoint per mart and run it as a task after dbt.")
        .user("ok let's try GE")
        .file("Write", "dags/dq/ge_marts.py")
        .bash(
          "pip install great_expectations==0.18.12 2>&1 | tail -2",
          "Successfully installed great_expectations-0.18.12 ... (87 packages)\nWARNING: pip's dependency resolver does not currently take into account all the packages that are installed.",
        )
        .assistant("GE pulls 87 packages and pins an older sqlalchemy than our provider needs; the resolver warning is about that conflict.")
        .user("ugh. nah, scratch GE, way too heavy for MWAA. we go with soda-core, checks in yaml next to the models")
        .bash("pip install soda-core-snowflake==3.3.5 2>&1 | tail -1", "Successfully installed soda-core-snowflake-3.3.5")
        .file("Write", "dags/dq/soda_marts.py")
        .stop("Replaced the GE draft with soda-core; checks live in yaml next to the models."),
    planted: [{ kind: "decision", keys: ["soda"] }],
  },
  {
    id: "b218-alert-channel",
    build: (s) =>
      s
        .user("who wrote this failure callback that DMs me on every task retry. I got 41 slack DMs last night")
        .bash("grep -rn 'chat_postMessage' plugins/ | head -3", "plugins/alerts/slack.py:22:    client.chat_postMessage(channel=dag_owner_slack_id, text=msg)")
        .assistant("It's `plugins/alerts/slack.py`: it posts to the owner's user id on every failure callback, including retries.")
        .user(
          "failure alerts go to #de-alerts, the channel, never to a person. fix it to post there.\nand there's more: TODO for later, dedupe them so it's one alert per dag run, not one per task. not now",
        )
        .file("Edit", "plugins/alerts/slack.py")
        .bash("pytest tests/plugins/test_slack_alerts.py -q", "..\n2 passed in 0.41s")
        .stop("Callback now posts to #de-alerts; per-run dedupe left for later."),
    planted: [
      { kind: "instruction", keys: ["de-alerts"] },
      { kind: "task", keys: ["dedupe"] },
    ],
  },
  {
    id: "b218-log-noise",
    build: (s) =>
      s
        .user("what's this warning in the scheduler log, should I care")
        .bash(
          "tail -4 logs/scheduler/latest/scheduler.log",
          "[2026-11-09 03:00:01] WARNING - DagFileProcessor: 'schedule_interval' is deprecated and will always be removed in 3.0; use 'schedule'\n[2026-11-09 03:00:01] WARNING - Never set both schedule_interval and timetable\n[2026-11-09 03:00:02] INFO - TODO markers found in 3 dag files (informational)\n[2026-11-09 03:00:02] INFO - Sending to executor.",
        )
        .assistant(
          "They're deprecation warnings: some dags still use `schedule_interval`. Harmless on 2.x. The TODO line is just a lint plugin counting comments.",
        )
        .user("which dags")
        .bash("grep -rln 'schedule_interval' dags/", "dags/legacy/ftp_pull.py\ndags/legacy/vendor_costs.py")
        .assistant("Two legacy ones: ftp_pull and vendor_costs.")
        .user("ok whatever, they're getting deleted anyway probably")
        .stop(),
    planted: [],
  },
  {
    id: "b218-top-level-variables",
    build: (s) =>
      s
        .user("dag import errors in the UI for marketing_attribution, 'DagBag import timeout'")
        .bash(
          "grep -n 'Variable.get' dags/marketing/attribution.py; grep dagbag_import_timeout airflow.cfg",
          '9:CHANNELS = Variable.get("attribution_channels", deserialize_json=True)\n10:WINDOW = Variable.get("attribution_window_days")\ndagbag_import_timeout = 30',
        )
        .assistant(
          "Two `Variable.get` calls at module level, so every parse hits the metadata DB. With the DB slow this morning the parse goes past the 30 s import timeout.",
        )
        .user(
          "yep. rule for this repo: no Variable.get at the top level of a dag file, only inside tasks or via jinja templates. fix this one. and fwiw the 30s dagbag_import_timeout is an MWAA setting we can't raise, so don't suggest that",
        )
        .file("Edit", "dags/marketing/attribution.py")
        .bash("python -c 'from airflow.models import DagBag; print(DagBag(\"dags/marketing\").import_errors)'", "{}")
        .stop("Moved both Variable.get calls into templates; no import errors."),
    planted: [
      { kind: "instruction", keys: ["variable.get", "top level"] },
      { kind: "fact", keys: ["dagbag_import_timeout", "30"] },
    ],
  },
  {
    id: "b218-datasets",
    build: (s) =>
      s
        .user("the reporting dags wait on orders_daily with ExternalTaskSensor and the execution_date_fn is a mess. cleaner way?")
        .bash("grep -rn ExternalTaskSensor dags/reporting | wc -l", "7")
        .assistant(
          'Seven sensors. Since you\'re on 2.8, the cleaner way is data-aware scheduling: orders_daily declares `outlets=[Dataset("s3://acme-curated/orders")]` and the reporting dags use `schedule=[that Dataset]`. No sensors, no date arithmetic. Downside: reporting then runs on every orders update, not on its own cron.',
        )
        .user("+1, orders only updates once a day anyway. do it for all seven")
        .file("Edit", "dags/orders/orders_daily.py")
        .file("Edit", "dags/reporting/revenue_report.py")
        .bash("pytest tests/dags -x -q", "............................\n28 passed in 21.02s")
        .stop("All seven reporting dags now scheduled on the orders Dataset; 28 passed."),
    planted: [{ kind: "decision", keys: ["dataset"] }],
  },
  {
    id: "b218-vacuum-slot",
    build: (s) =>
      s
        .user("redshift_vacuum took 3h again and the finance loads queued behind it")
        .bash(
          'psql -h $RS_HOST -c "select name, query_concurrency from stv_wlm_service_class_config where service_class > 5"',
          " name     | query_concurrency\n----------+-------------------\n etl      |                 5\n reporting|                 3",
        )
        .assistant("Both run in the `etl` WLM queue, which only allows 5 concurrent queries; the vacuum holds one and its sort steps hold more.")
        .user(
          "yeah the etl queue is capped at 5, that's fixed by the dba. can't do anything about it today. next sprint: move the vacuum job off the 02:00 slot to sunday only",
        )
        .assistant("Should I open a ticket for it?")
        .user("nah I'll remember, it's on the board")
        .stop(),
    planted: [
      { kind: "fact", keys: ["etl", "5"] },
      { kind: "task", keys: ["vacuum"] },
    ],
  },
  {
    id: "b218-secrets-backend",
    build: (s) =>
      s
        .user("local docker-compose can't find the snowflake_dev connection")
        .bash(
          "grep -n AIRFLOW__SECRETS docker-compose.yaml",
          '31:      AIRFLOW__SECRETS__BACKEND: airflow.providers.amazon.aws.secrets.secrets_manager.SecretsManagerBackend\n32:      AIRFLOW__SECRETS__BACKEND_KWARGS: \'{"connections_prefix": "airflow/connections"}\'',
        )
        .assistant(
          "Connections are read from AWS Secrets Manager under the `airflow/connections` prefix, and the container has no AWS credentials. I could put the connection in an `AIRFLOW_CONN_SNOWFLAKE_DEV` env var in docker-compose as a quick workaround.",
        )
        .user("-1 to that. no creds in docker-compose, ever, it's in git. mount ~/.aws read-only instead")
        .file("Edit", "docker-compose.yaml")
        .bash(
          "docker compose run --rm airflow-cli airflow connections get snowflake_dev -o plain | head -2",
          "id  conn_id        conn_type\n1   snowflake_dev  snowflake",
        )
        .stop("Mounted ~/.aws read-only; snowflake_dev resolves from Secrets Manager."),
    planted: [
      { kind: "fact", keys: ["airflow/connections"] },
      { kind: "instruction", keys: ["creds", "docker-compose"] },
    ],
  },
  {
    id: "b218-idle-chat",
    build: (s) =>
      s
        .user("morning. anything exploded overnight?")
        .bash("airflow dags list-runs --state failed --start-date 2026-11-10 -o plain | tail -n +2 | wc -l", "0")
        .assistant("No failed runs since midnight.")
        .user("nice. first quiet night in two weeks lol")
        .assistant("Enjoy it. Anything you want me to look at?")
        .user("not yet, coffee first")
        .stop(),
    planted: [],
  },
  {
    id: "b218-sla-freshness",
    build: (s) =>
      s
        .user("SLA miss emails stopped arriving after the 2.8 upgrade. can you check")
        .bash(
          "grep -rn 'sla=' dags/ | wc -l; grep -n sla_miss logs/scheduler/latest/*.log | tail -1",
          "12\nlogs/scheduler/latest/scheduler.log:88812: ERROR - sla_miss_callback raised: 'NoneType' object has no attribute 'dag_id'",
        )
        .assistant(
          "12 tasks set `sla=`, and the sla_miss_callback is crashing in the scheduler. SLAs in 2.x are known to be flaky (they're removed in 3.0). I can patch the callback, or we replace SLAs with a small freshness dag that checks each table's max(updated_at) every 30 min and alerts.",
        )
        .user("freshness dag. kill the sla= stuff everywhere")
        .file("Write", "dags/ops/freshness_check.py")
        .bash("grep -rln 'sla=' dags/ | xargs sed -i '/sla=/d' && grep -rn 'sla=' dags/ | wc -l", "0")
        .stop("Freshness dag added, all sla= removed."),
    planted: [{ kind: "decision", keys: ["freshness"] }],
  },
  {
    id: "b218-ruff-format",
    build: (s) =>
      s
        .user("lint is failing on my PR")
        .bash("ruff check dags/ && ruff format --check dags/", "dags/returns/returns_daily.py:44:121: E501 Line too long (131 > 120)\nFound 1 error.", 1)
        .assistant("One line over 120 in returns_daily.py. I could also add black to pre-commit, since a few files look black-formatted already.")
        .user("nah, ruff only, line length 120, same as everything else in the repo. no black")
        .file("Edit", "dags/returns/returns_daily.py")
        .bash("ruff check dags/ && ruff format --check dags/", "All checks passed!\n63 files already formatted")
        .stop("Lint passes."),
    planted: [{ kind: "instruction", keys: ["ruff", "120"] }],
  },
  {
    id: "b218-staging-lifecycle",
    build: (s) =>
      s
        .user("the audit folks want the raw vendor files from august. are they still in staging?")
        .bash("aws s3api get-bucket-lifecycle-configuration --bucket acme-de-staging --query 'Rules[0].Expiration'", '{\n    "Days": 7\n}')
        .assistant(
          "No: `acme-de-staging` has a lifecycle rule that expires objects after 7 days, so August is long gone. They might be in the raw bucket if the loader copied them.",
        )
        .bash(
          "aws s3 ls s3://acme-raw/vendor/2026-08/ | head -2",
          "2026-08-01 02:14:10   8812331 costs_20260801.csv\n2026-08-02 02:13:58   8790122 costs_20260802.csv",
        )
        .user(
          "ok good, raw has them. fyi the 7-day rule on acme-de-staging is on purpose, it's scratch space. but we do need to ask infra to keep 30 days for the audit window, put that on my list",
        )
        .stop("Files are in acme-raw; staging lifecycle stays 7 days, 30-day request for audit noted."),
    planted: [
      { kind: "fact", keys: ["acme-de-staging", "7"] },
      { kind: "task", keys: ["audit", "30"] },
    ],
  },
  {
    id: "b218-withdrawn-retry",
    build: (s) =>
      s
        .user("vendor_costs keeps failing on the ftp timeout. bump retries to 10?")
        .bash("grep -n retries dags/legacy/vendor_costs.py", '11:    "retries": 1,')
        .assistant("I can set retries=10 with a 10 min delay. Or we look at why the FTP times out first?")
        .user("actually no, scratch that, don't touch vendor_costs at all, it might be going away. just rerun the failed task")
        .bash(
          "airflow tasks clear vendor_costs -t pull_ftp -s 2026-11-11 -e 2026-11-11 -y",
          "Clearing: <TaskInstance: vendor_costs.pull_ftp scheduled__2026-11-11T02:00:00+00:00 [failed]>",
        )
        .assistant("Cleared pull_ftp for 11 Nov; the scheduler will pick it up.")
        .stop(),
    planted: [],
  },
  {
    id: "b218-taskgroups",
    build: (s) =>
      s
        .user("the marketing_loads dag has 3 SubDagOperators and they deadlock the pool sometimes. rewrite?")
        .file("Read", "dags/marketing/marketing_loads.py")
        .assistant(
          "SubDAGs are deprecated and each one takes a worker slot while its children run, which is how the deadlock happens. I'd convert them to TaskGroups: same visual grouping, no extra slot, no separate dag run.",
        )
        .user("+1 go")
        .file("Edit", "dags/marketing/marketing_loads.py")
        .bash("pytest tests/dags/test_marketing_loads.py -q", "....\n4 passed in 2.90s")
        .stop("SubDAGs replaced with TaskGroups; tests pass."),
    planted: [{ kind: "decision", keys: ["taskgroup"] }],
  },
  {
    id: "b218-default-args",
    build: (s) =>
      s
        .user("write me the default_args for the new inventory dag")
        .assistant('Something like `{"owner": "de", "retries": 3, "retry_delay": timedelta(minutes=1)}`?')
        .user("retries=2 and retry_delay 5 min. that's our standard for every dag, don't invent new ones each time. owner 'de-platform'")
        .file("Write", "dags/inventory/inventory_daily.py")
        .bash("python -c 'import ast; ast.parse(open(\"dags/inventory/inventory_daily.py\").read())' && echo ok", "ok")
        .stop("inventory_daily has retries=2, retry_delay=5 min, owner de-platform."),
    planted: [{ kind: "instruction", keys: ["retries=2"] }],
  },
  {
    id: "b218-deferrable-athena",
    build: (s) =>
      s
        .user("athena queries in the adhoc_exports dag keep a worker busy for 20 min each while athena does the work")
        .bash("grep -n AthenaOperator dags/exports/adhoc_exports.py", '22:    run_q = AthenaOperator(\n23:        task_id="run_q",')
        .assistant(
          "AthenaOperator supports `deferrable=True`: the wait moves to the triggerer, the worker slot is freed. We'd want to check the triggerer has headroom first, how many replicas does it run?",
        )
        .user("the triggerer runs one replica, that's all MWAA gives us on this env size. still, go deferrable on the athena operators, it's just polling")
        .file("Edit", "dags/exports/adhoc_exports.py")
        .bash("pytest tests/dags/test_adhoc_exports.py -q", "..\n2 passed in 1.77s")
        .stop("Athena operators now deferrable."),
    planted: [
      { kind: "decision", keys: ["deferrable"] },
      { kind: "fact", keys: ["triggerer", "one replica"] },
    ],
  },
  {
    id: "b218-codeowners",
    build: (s) =>
      s
        .user("PR on dags/marketing got merged with zero reviews. how")
        .bash("grep -n marketing .github/CODEOWNERS", "", 1)
        .assistant("There's no CODEOWNERS entry for dags/marketing, so branch protection doesn't require anyone's review there.")
        .user("of course. someone has to fill in CODEOWNERS for dags/marketing, probably me. not today tho, add it to the pile")
        .stop("No change today; the CODEOWNERS entry for dags/marketing is on the pile."),
    planted: [{ kind: "task", keys: ["codeowners"] }],
  },
  {
    id: "b218-ds-root-cause",
    build: (s) =>
      s
        .user("revenue_report shows yesterday's numbers for the day before. off by one somewhere")
        .bash('grep -n "{{" dags/reporting/sql/revenue.sql', "4:where order_date = '{{ ds }}'")
        .assistant(
          "Could it be the Snowflake session timezone? Or the template: for a daily schedule, `ds` is the logical date, which is the start of the interval, so the run at 2026-11-12 07:00 has ds=2026-11-11.",
        )
        .user("what would you use instead")
        .assistant("`data_interval_end | ds` if the report is meant to cover the day the run happens; that's what people usually intend.")
        .user("hm no, I think ds is right and the dashboard filter is wrong. leave the sql, I'll check with the BI people")
        .stop("Leaving revenue.sql as is."),
    planted: [],
  },
  {
    id: "b218-ci-import-check",
    build: (s) =>
      s
        .user("CI has been red since this morning, see what's up")
        .bash("gh run list --limit 3", "X  dag import check  main  push  9s ago   6m12s\n✓  dag import check  main  push  3h ago   5m58s")
        .bash(
          "gh run view --log-failed | tail -3",
          "ImportError: cannot import name 'DatabricksSqlOperator' from 'airflow.providers.databricks.operators.sql'\nFAILED tests/test_dag_integrity.py::test_imports[dags/ml/score.py]",
        )
        .assistant("The dag import check fails on dags/ml/score.py: the databricks provider pinned in requirements is too old for `DatabricksSqlOperator`.")
        .user("the dag import check installs the same requirements.txt as MWAA, so if it's red there it'd be broken in prod too. bump the provider")
        .file("Edit", "requirements.txt")
        .bash("pytest tests/test_dag_integrity.py -q", "..............................................\n46 passed in 41.20s")
        .stop("Bumped apache-airflow-providers-databricks; the import check passes locally."),
    planted: [{ kind: "fact", keys: ["import check", "requirements.txt"] }],
  },
  {
    id: "b218-partitioning",
    build: (s) =>
      s
        .user("the curated orders parquet has one file per run, querying a year scans 365 tiny files. thoughts")
        .bash("aws s3 ls s3://acme-curated/orders/ --recursive | wc -l", "1094")
        .assistant(
          "We could (a) compact monthly with a separate dag, or (b) write partitioned by month with the run overwriting its month's partition. (b) is simpler but each daily run rewrites up to a month of data.",
        )
        .user("a. monthly compaction dag, 1st of the month, keep the daily writes as they are")
        .file("Write", "dags/orders/orders_compaction.py")
        .bash("pytest tests/dags/test_orders_compaction.py -q", "..\n2 passed in 1.20s")
        .assistant("Compaction dag added. I haven't run it against real data; the first scheduled run is 1 Dec.")
        .user("fine. TODO me: check the first compaction run output on dec 1 before anyone points athena at it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["compaction"] },
      { kind: "task", keys: ["dec 1"] },
    ],
  },
  {
    id: "b218-rejected-dynamic",
    build: (s) =>
      s
        .user("the 14 country loaders are copy pasted dags. could we generate them?")
        .assistant(
          "Yes: one file that loops over a countries list and builds a DAG per country in globals(). Or dynamic task mapping inside one DAG with `.expand(country=[...])`.",
        )
        .user("which one shows better in the UI")
        .assistant("Mapping gives you one dag with 14 mapped instances per task; the loop gives 14 separate dags you can pause individually.")
        .user("-1 on both for now, the countries diverge too much. leave them copy pasted")
        .bash("ls dags/countries/ | wc -l", "14")
        .stop("Leaving the 14 loaders as they are."),
    planted: [],
  },
  {
    id: "b218-provider-pin",
    build: (s) =>
      s
        .user("can I just bump apache-airflow-providers-amazon to latest? need the new glue operator")
        .bash(
          "grep -n 'providers-amazon\\|constraints' requirements.txt",
          "1:--constraint https://raw.githubusercontent.com/apache/airflow/constraints-2.8.4/constraints-3.11.txt\n7:apache-airflow-providers-amazon==8.16.0",
        )
        .assistant(
          "requirements.txt installs against the Airflow 2.8.4 constraints file, which pins amazon at 8.16.0; a newer version would conflict unless it's also overridden in the constraints.",
        )
        .user(
          "ugh right. ok: we keep the constraints file as the source of truth, providers stay at whatever it pins. I'll write the glue job with the boto hook instead",
        )
        .file("Read", "dags/glue/catalog_sync.py")
        .stop("Amazon provider stays at 8.16.0 per the 2.8.4 constraints."),
    planted: [{ kind: "decision", keys: ["constraints"] }],
  },
  {
    id: "b218-debug-empty",
    build: (s) =>
      s
        .user("why is the inventory_daily graph view empty")
        .bash(
          "airflow dags list-import-errors -o plain",
          "filepath                                       error\ndags/inventory/inventory_daily.py  NameError: name 'timedelta' is not defined",
        )
        .assistant("Import error: `timedelta` is used in default_args but not imported.")
        .user("lol my bad. fix")
        .file("Edit", "dags/inventory/inventory_daily.py")
        .bash("airflow dags list-import-errors -o plain", "No data found")
        .assistant("Added `from datetime import timedelta`; no import errors now.")
        .stop(),
    planted: [],
  },
  {
    id: "b218-pii-columns",
    build: (s) =>
      s
        .user("adding email and phone to the customers mart for the CRM team")
        .assistant("Sure, I'll add them to `customers_mart.sql` and the schema.yml.")
        .user(
          "wait. PII columns never go into marts in plain text, they get hashed with the sha256 macro, the CRM team joins on the hash. that's a standing rule, legal signed off on it that way",
        )
        .file("Edit", "dbt/models/marts/customers_mart.sql")
        .bash("dbt compile -s customers_mart --quiet && grep -c sha256 target/compiled/acme/models/marts/customers_mart.sql", "2")
        .stop("email and phone added as sha256 hashes."),
    planted: [{ kind: "instruction", keys: ["pii", "sha256"] }],
  },
  {
    id: "b218-guess-unconfirmed",
    build: (s) =>
      s
        .user("the braze_sync run at 04:00 was slow, 50 min instead of 10")
        .bash(
          "airflow tasks states-for-dag-run braze_sync scheduled__2026-11-14T04:00:00+00:00 -o plain | tail -2",
          "push_users  success  2026-11-14T04:01:09  2026-11-14T04:49:51\ncleanup     success  2026-11-14T04:49:53  2026-11-14T04:50:02",
        )
        .assistant("push_users alone took 48 minutes. Maybe Braze rate limited us, or the user delta was bigger than usual after yesterday's campaign import?")
        .user("maybe. could also be their api being slow, they had an incident page up around then I think")
        .assistant("The task log doesn't show 429s, only long response times, so it's not obviously rate limiting. Want me to dig further?")
        .user("no, one slow run, ignore unless it repeats")
        .stop(),
    planted: [],
  },
  {
    id: "b218-local-image",
    build: (s) =>
      s
        .user("local image build broke, pip can't resolve on python 3.12")
        .bash(
          "docker build -t acme-airflow-local . 2>&1 | tail -2",
          "ERROR: No matching distribution found for apache-airflow==2.8.4 (from -r requirements.txt) for Python 3.12\nerror: failed to solve: process did not complete successfully",
          1,
        )
        .assistant(
          "Airflow 2.8.4 has no constraints for 3.12. I'd pin the local Dockerfile to `python:3.11-slim`, which is what MWAA runs for 2.8.4, so local and prod match.",
        )
        .user("yep that")
        .file("Edit", "Dockerfile")
        .bash("docker build -t acme-airflow-local . 2>&1 | tail -1", "naming to docker.io/library/acme-airflow-local done")
        .user(
          "good. two things for the list, not today: next quarter we have to upgrade MWAA to 2.10, and remind me to rotate the braze api key before january, it was pasted in a ticket",
        )
        .stop("Local image pinned to python 3.11; MWAA 2.10 upgrade and braze key rotation noted for later."),
    planted: [
      { kind: "decision", keys: ["3.11"] },
      { kind: "task", keys: ["2.10"] },
      { kind: "task", keys: ["rotate", "braze"] },
    ],
  },
  {
    id: "b218-sap-runbook",
    build: (s) =>
      s
        .user("sap_gl_load failed again, same thing. ping #data-finance with the draft from last time")
        .bash(
          "airflow tasks states-for-dag-run sap_gl_load scheduled__2026-11-15T06:00:00+00:00 -o plain | tail -1",
          "load_gl  failed  2026-11-15T06:00:04  2026-11-15T06:00:31",
        )
        .assistant("Same failure at 06:00, before the export. I can't post to Slack from here; here's the message again for you to paste.")
        .user("ok. we keep getting asked about this one. follow-up for me: write a runbook page for sap_gl_load failures so on-call stops guessing")
        .stop("Message ready to paste; the runbook is left as a follow-up."),
    planted: [{ kind: "task", keys: ["runbook"] }],
  },
  {
    id: "b218-scheduler-heartbeat",
    build: (s) =>
      s
        .user("the UI banner says the scheduler heartbeat is late, should I panic")
        .bash("airflow jobs check --job-type SchedulerJob --limit 1", "Found one alive job.")
        .assistant("The scheduler job is alive now; the banner usually lags a minute behind. A heartbeat gap during a big parse loop is common.")
        .user("ok so it's fine?")
        .assistant("It looks fine right now. If it happens again I'd look at the scheduler's CPU in CloudWatch.")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "b218-shopify-concurrency",
    build: (s) =>
      s
        .user("shopify_orders gets 429s on half the stores. log tail")
        .bash(
          "tail -3 logs/dag_id=shopify_orders/run_id=scheduled__2026-11-16/task_id=pull_store/attempt=2.log",
          "[2026-11-17 01:04:12] WARNING - 429 Too Many Requests (store=acme-de), retry-after=1\n[2026-11-17 01:04:12] WARNING - Retrying: the client must always back off on 429\n[2026-11-17 01:04:13] ERROR - giving up after 5 attempts",
        )
        .assistant(
          "The mapped pull_store tasks all run at once, 40 stores in parallel through one app token. I'd cap it with `max_active_tis_per_dag=4` on pull_store so at most 4 stores hit the API together.",
        )
        .user("+1. for context shopify gives us 2 req/s per app on our plan, that's the real limit, so 4 in parallel is already pushing it")
        .file("Edit", "dags/shopify/shopify_orders.py")
        .bash("pytest tests/dags/test_shopify_orders.py -q", "...\n3 passed in 2.02s")
        .user("TODO for next month: find out if we qualify for the shopify plus rate limits, would fix this for real")
        .stop("pull_store capped at 4 concurrent; Shopify Plus limits left for next month."),
    planted: [
      { kind: "decision", keys: ["max_active_tis_per_dag"] },
      { kind: "fact", keys: ["2 req/s"] },
      { kind: "task", keys: ["shopify plus"] },
    ],
  },
  {
    id: "b218-dag-naming",
    build: (s) =>
      s
        .user("new dag for the zendesk tickets export, daily. what do we call it")
        .assistant("How about `zendesk_export`?")
        .user(
          "nah. dag_id is always <domain>_<source>_<cadence>, so support_zendesk_daily. and every dag gets tags for domain and owner, the UI filter depends on it. write those down somewhere in your head, I say this every time",
        )
        .file("Write", "dags/support/support_zendesk_daily.py")
        .bash("python -c 'import ast; ast.parse(open(\"dags/support/support_zendesk_daily.py\").read())' && echo ok", "ok")
        .assistant('Created support_zendesk_daily with tags=["support", "de-platform"]. Where do I check it in the UI?')
        .user("airflow.internal.acme.io, you need the VPN for it. the dev env is the same host with /dev")
        .stop("Dag created; it'll show at airflow.internal.acme.io after the next sync."),
    planted: [
      { kind: "instruction", keys: ["dag_id", "cadence"] },
      { kind: "instruction", keys: ["tags", "owner"] },
      { kind: "fact", keys: ["airflow.internal.acme.io", "vpn"] },
    ],
  },
  {
    id: "b218-legacy-cleanup",
    build: (s) =>
      s
        .user("can we delete dags/legacy? two dags, both ugly")
        .bash(
          "grep -rn 'vendor_costs' dbt/models/ | head -2",
          "dbt/models/finance/sources.yml:14:      - name: vendor_costs\ndbt/models/finance/monthly_close.sql:3:from {{ source('finance', 'vendor_costs') }}",
        )
        .assistant(
          "vendor_costs is read by the finance dbt model monthly_close, so deleting its dag would starve that model. ftp_pull has no downstream references.",
        )
        .user(
          "ah right, vendor_costs feeds finance's monthly close, it stays, can't delete it. ftp_pull can go, but not this week, freeze. next sprint: delete the ftp_pull dag and its connection",
        )
        .assistant(
          "Separately: dbt docs are only generated in CI artifacts right now. I could publish them as a static site on S3 behind the VPN after each nightly run.",
        )
        .user("+1 on the static site, people keep asking for the docs")
        .file("Edit", "dags/dbt/dbt_nightly_cosmos.py")
        .bash("pytest tests/dags/test_dbt_nightly.py -q", "...\n3 passed in 7.10s")
        .stop("dbt docs publish step added; ftp_pull deletion left for next sprint."),
    planted: [
      { kind: "fact", keys: ["vendor_costs", "monthly close"] },
      { kind: "task", keys: ["ftp_pull"] },
      { kind: "decision", keys: ["static site"] },
    ],
  },
  {
    id: "b218-rds-window",
    build: (s) =>
      s
        .user("every tuesday around 3am a bunch of tasks fail with 'server closed the connection unexpectedly'. pattern?")
        .bash("aws rds describe-db-instances --db-instance-identifier mwaa-meta --query 'DBInstances[0].PreferredMaintenanceWindow'", '"tue:03:00-tue:03:30"')
        .assistant(
          "It's the metadata DB's maintenance window: tue 03:00-03:30 UTC. During a maintenance reboot, tasks that touch the DB drop their connection.",
        )
        .user(
          "that's it, confirmed, the failures line up exactly with the rds maintenance window. so: nothing gets scheduled on tuesdays between 03:00 and 03:30, ever, for any new dag. and the two exports that run at 03:15, move them to 04:00",
        )
        .file("Edit", "dags/exports/partner_export.py")
        .file("Edit", "dags/exports/adhoc_exports.py")
        .bash(
          "grep -rn 'schedule=' dags/exports/",
          'dags/exports/partner_export.py:17:    schedule="0 4 * * *",\ndags/exports/adhoc_exports.py:15:    schedule="0 4 * * *",',
        )
        .stop("Both exports moved to 04:00."),
    planted: [
      { kind: "fact", keys: ["maintenance window"] },
      { kind: "instruction", keys: ["tuesday", "03:30"] },
      { kind: "decision", keys: ["04:00"] },
    ],
  },
  {
    id: "b218-pr-rules",
    build: (s) =>
      s
        .user("open a PR for the zendesk dag")
        .bash("gh pr create --fill --base main", "https://github.com/acme/de-airflow/pull/812")
        .assistant("Opened #812. Want me to enable auto-merge with a merge commit?")
        .user(
          "squash merge only in this repo, always. and PRs touching dags/ need a screenshot of the graph view in the description, the reviewers want to see the shape. we should put that in the PR template at some point, it's not there",
        )
        .assistant("I can't take a screenshot from here; I've added a placeholder section for it in the description.")
        .bash("gh pr edit 812 --body-file /tmp/pr812.md", "https://github.com/acme/de-airflow/pull/812")
        .stop("PR #812 opened with a graph view placeholder; squash merge noted."),
    planted: [
      { kind: "instruction", keys: ["squash"] },
      { kind: "instruction", keys: ["graph view", "screenshot"] },
      { kind: "task", keys: ["pr template"] },
    ],
  },
  {
    id: "b218-snowflake-hook",
    build: (s) =>
      s
        .user("the zendesk loader opens snowflake.connector itself with a password from a Variable. can we not")
        .file("Read", "dags/support/support_zendesk_daily.py")
        .assistant(
          'I\'d switch it to `SnowflakeHook(snowflake_conn_id="snowflake_prod").get_pandas_df(...)` / `write_pandas`, so the credentials come from the connection and Secrets Manager like everywhere else.',
        )
        .user("yep that")
        .file("Edit", "dags/support/support_zendesk_daily.py")
        .bash("pytest tests/dags/test_support_zendesk.py -q", "..\n2 passed in 1.55s")
        .assistant("Done. The first load took 14 min in the test run; is DE_WH sized for this?")
        .user(
          "DE_WH is an X-Small that auto-suspends after 60s, that's by design, cost. for the initial history load we need a bigger one: follow-up, ask the snowflake admins for a temporary Small warehouse for backfills",
        )
        .stop("Loader uses SnowflakeHook; temporary Small warehouse for backfills left as a follow-up."),
    planted: [
      { kind: "decision", keys: ["snowflakehook"] },
      { kind: "fact", keys: ["de_wh", "x-small"] },
      { kind: "task", keys: ["small warehouse"] },
    ],
  },
  {
    id: "b218-cron-question",
    build: (s) =>
      s
        .user("what's the cron for 'every weekday at 05:30'")
        .assistant("`30 5 * * 1-5`.")
        .user("and if I want the dag to run on the last day of the month?")
        .assistant("Cron can't say 'last day' portably; in Airflow you'd use a custom timetable, or run daily and short-circuit unless tomorrow is the 1st.")
        .user("meh. fine, forget it, I'll think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b218-rerun-clear",
    build: (s) =>
      s
        .user("clear the failed tasks of hr_snapshot from yesterday and rerun")
        .bash(
          "airflow tasks clear hr_snapshot --only-failed -s 2026-11-18 -e 2026-11-18 -y",
          "Clearing: <TaskInstance: hr_snapshot.load scheduled__2026-11-18T06:00:00+00:00 [failed]>",
        )
        .assistant("Cleared one failed task (load); it's queued again.")
        .user("did it go through?")
        .bash("airflow tasks state hr_snapshot load scheduled__2026-11-18T06:00:00+00:00", "success")
        .assistant("Yes, load succeeded on the rerun.")
        .user("👍")
        .stop(),
    planted: [],
  },
];

export const BLIND218 = plantedSet(BLIND218_SESSIONS, Date.UTC(2026, 10, 21, 9));
