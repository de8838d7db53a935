/**
 * Blind planted set 145 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a data engineer on Airflow and Kafka who writes incident-style findings with pasted log
 * lines (consumer-group tables, task logs, broker errors) and states facts as measurements
 * ("we measured ...", p99s, TB/day, connection counts); terse lower-case requests in between.
 * Each session is one segment; the items planted in it are listed with it: 68 items (17 decisions, 17 instructions,
 * 18 facts, 16 tasks) in 46 sessions, 14 of which plant nothing (64 user/assistant messages between them). Every other message
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

export const BLIND145_SESSIONS: BlindSession[] = [
  {
    id: "b145-orders-enricher-skew",
    build: (s) =>
      s
        .user(
          "orders-enricher lag is climbing again, from the consumer log:\n```\n[2026-11-22 03:14:07,221] WARN [Consumer clientId=orders-enricher-2, groupId=orders-enricher] Offset commit failed on partition orders-enriched-7 at offset 88120344: The request timed out.\n```\ncan you pull lag per partition",
        )
        .bash(
          "kafka-consumer-groups --bootstrap-server kafka-prod-0:9093 --describe --group orders-enricher",
          "GROUP            TOPIC            PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\norders-enricher  orders-enriched  6          81120931        81121876        945\norders-enricher  orders-enriched  7          87708112        88120344        412232\norders-enricher  orders-enriched  8          80991220        80992014        794\norders-enricher  orders-enriched  11         86100003        86498511        398508",
        )
        .assistant(
          "Lag sits almost entirely on partitions 7 (412k) and 11 (398k); every other partition is under 1k. Could be a hot key or a slow consumer instance pinned to those two, I can't tell which from this alone.",
        )
        .user(
          "it's the key. I measured it over the last 7 days: tenant 4410 is 31% of all order volume and we key by tenant_id, so 7 and 11 are where it lands. finding stands.\n\nso: we rekey orders-enriched by order_id instead of tenant_id. nobody downstream needs per-tenant ordering, I checked with Priya this morning.",
        )
        .file("Edit", "producers/orders_enriched.py")
        .assistant("Switched the producer key from tenant_id to order_id in producers/orders_enriched.py.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["4410"] },
      { kind: "decision", keys: ["rekey", "order_id"] },
    ],
  },
  {
    id: "b145-ledger-rollup-connections",
    build: (s) =>
      s
        .user(
          'daily_ledger_rollup died at 02:10\n```\n[2026-11-23, 02:10:44 UTC] {taskinstance.py:1937} ERROR - Task failed with exception\npsycopg2.OperationalError: connection to server at "warehouse-pg.internal" (10.4.2.17), port 5432 failed: FATAL:  sorry, too many clients already\n```',
        )
        .bash(
          "airflow tasks states-for-dag-run daily_ledger_rollup scheduled__2026-11-22T02:00:00+00:00 | head -6",
          "dag_id              | execution_date            | task_id               | state   \ndaily_ledger_rollup | 2026-11-22T02:00:00+00:00 | extract_accounts      | success \ndaily_ledger_rollup | 2026-11-22T02:00:00+00:00 | rollup_partition [0]  | failed  \ndaily_ledger_rollup | 2026-11-22T02:00:00+00:00 | rollup_partition [1]  | failed  \ndaily_ledger_rollup | 2026-11-22T02:00:00+00:00 | rollup_partition [2]  | upstream_failed",
        )
        .assistant(
          "rollup_partition is a mapped task with 48 instances and no pool, so they all opened connections at once. Do you know the connection limit on warehouse-pg?",
        )
        .user(
          "yes, measured it: warehouse-pg has max_connections = 200 and pg_stat_activity showed 196 in use at 02:10. from now on anything that talks to warehouse-pg runs in the `warehouse_pg` pool, no exceptions, mapped tasks included",
        )
        .file("Edit", "dags/daily_ledger_rollup.py")
        .assistant('Put rollup_partition and extract_accounts into pool="warehouse_pg".')
        .stop(),
    planted: [
      { kind: "fact", keys: ["max_connections", "200"] },
      { kind: "instruction", keys: ["warehouse_pg", "pool"] },
    ],
  },
  {
    id: "b145-empty-docstring-typo",
    build: (s) =>
      s
        .user("typo in the partner_feed_hourly docstring, 'recieved' -> 'received'. fix pls")
        .file("Edit", "dags/partner_feed_hourly.py")
        .assistant("Fixed the spelling in the module docstring.")
        .user("thx. is there the same typo anywhere else?")
        .bash("grep -rn 'recieved' dags/ plugins/", "plugins/operators/sftp_fetch.py:41:    # file recieved, move to archive")
        .assistant("One more, in a comment in plugins/operators/sftp_fetch.py. Want me to fix that too?")
        .user("yeah go ahead")
        .file("Edit", "plugins/operators/sftp_fetch.py")
        .stop("Fixed it in sftp_fetch.py as well."),
    planted: [],
  },
  {
    id: "b145-payments-schema-compat",
    build: (s) =>
      s
        .user(
          'payments producer deploy failed on schema registration:\n```\nio.confluent.kafka.schemaregistry.client.rest.exceptions.RestClientException: Schema being registered is incompatible with an earlier schema for subject "payments-value"; error code: 409\n```\nwhat\'s the registry set to for that subject?',
        )
        .bash("curl -s http://schema-registry.internal:8081/config/payments-value", '{"compatibilityLevel":"BACKWARD"}')
        .assistant(
          "payments-value is on BACKWARD. The new schema removes `merchant_ref` without a default, which BACKWARD rejects. We could add a default to make this deploy pass.",
        )
        .user(
          "add the default for now, yes. and bigger picture, agreed with the payments folks this morning: the payments-value subject moves to FULL_TRANSITIVE. set it.",
        )
        .bash(
          'curl -s -X PUT -H "Content-Type: application/vnd.schemaregistry.v1+json" --data \'{"compatibility":"FULL_TRANSITIVE"}\' http://schema-registry.internal:8081/config/payments-value',
          '{"compatibility":"FULL_TRANSITIVE"}',
        )
        .file("Edit", "schemas/payments/payment.avsc")
        .assistant("Registry config updated and merchant_ref now has a null default.")
        .user(
          "good. not for today but TODO: a compat check in CI that tests every avsc against the registry before merge, so we stop finding this out at deploy time",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["full_transitive"] },
      { kind: "task", keys: ["compat check"] },
    ],
  },
  {
    id: "b145-clickstream-disk",
    build: (s) =>
      s
        .user("how big is clickstream-raw on disk right now, summed over brokers")
        .bash(
          "kafka-log-dirs --bootstrap-server kafka-prod-0:9093 --describe --topic-list clickstream-raw | python3 scripts/sum_log_dirs.py",
          "topic=clickstream-raw partitions=48 replicas=3 total_bytes=7475832019968 (6.80 TiB)",
        )
        .assistant("6.80 TiB across all replicas for clickstream-raw.")
        .user(
          "matches what I had. for the record: clickstream-raw is ~6.8 TB at 72h retention and grows about 2.3 TB a day over the last month. retention stays where it is, don't touch it.\nremind me monday to ask infra for more broker disk, we're at 71% on the data volumes",
        )
        .stop("Ok, I left the retention alone."),
    planted: [
      { kind: "fact", keys: ["clickstream-raw", "72h"] },
      { kind: "task", keys: ["infra", "disk"] },
    ],
  },
  {
    id: "b145-empty-sensor-guess",
    build: (s) =>
      s
        .user("the s3 sensor in partner_feed_hourly timed out twice this week. maybe the partner is late, maybe our poke_interval is too long? no idea tbh")
        .bash(
          "grep -h 'S3KeySensor' logs/dag_id=partner_feed_hourly/run_id=scheduled__2026-11-2*/task_id=wait_for_file/*.log | tail -4",
          "[2026-11-24, 06:29:10 UTC] {s3.py:112} INFO - Poking for key : s3://partner-drop/feed/2026-11-24/part-000.csv\n[2026-11-24, 06:30:00 UTC] {taskinstance.py:1937} ERROR - Sensor has timed out; run duration of 1800.03 seconds exceeds the specified timeout of 1800.0.\n[2026-11-26, 06:30:00 UTC] {taskinstance.py:1937} ERROR - Sensor has timed out; run duration of 1800.01 seconds exceeds the specified timeout of 1800.0.",
        )
        .assistant(
          "Both runs poked for the full 30 minutes and timed out; the logs don't say when the file actually landed, so I can't tell whether the partner was late or the sensor missed it. Checking the S3 object timestamps would settle it.",
        )
        .user("hmm. could also be eventual consistency on their bucket? probably not")
        .assistant(
          "Unlikely these days; S3 has been strongly consistent for reads after writes since 2020. The object timestamps are still the quickest way to know.",
        )
        .user("ok let's leave it for today, thanks")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b145-dag-tests-make",
    build: (s) =>
      s
        .user("run the dag integrity tests")
        .bash(
          "pytest tests/dags -q",
          "........F..\nFAILED tests/dags/test_integrity.py::test_dag_loads[marketing_attribution] - AssertionError: dag marketing_attribution has no owner\n1 failed, 10 passed in 14.22s",
        )
        .assistant("One failure: marketing_attribution has no owner in default_args. Everything else loads.")
        .user(
          "ugh ok. two things. fyi for later: for dag tests use `make dag-test`, not bare pytest — it points AIRFLOW_HOME at a tmp dir, plain pytest picks up my local airflow.cfg and lies.\nand don't fix marketing_attribution now, it's Jonas's dag; put a ticket on the pile to get an owner set on marketing_attribution",
        )
        .bash("make dag-test", "AIRFLOW_HOME=/tmp/airflow-test.x81Q pytest tests/dags -q\n........F..\n1 failed, 10 passed in 15.07s")
        .assistant("Same result through make dag-test: only marketing_attribution fails.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["make dag-test"] },
      { kind: "task", keys: ["marketing_attribution", "owner"] },
    ],
  },
  {
    id: "b145-inv-sync-rebalance",
    build: (s) =>
      s
        .user(
          "inv-sync keeps rebalancing every few minutes:\n```\nINFO [Consumer clientId=inv-sync-0, groupId=inv-sync] Request joining group due to: consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms, which typically implies that the poll loop is spending too much time processing messages.\n```",
        )
        .bash("kubectl logs deploy/inv-sync --since=1h | grep 'batch done' | awk '{print $NF}' | sort -n | tail -3", "287.4s\n341.9s\n355.0s")
        .assistant(
          "The slowest batches run past the 300 s max.poll.interval.ms. Two ways out: raise max.poll.interval.ms to 900000, or drop max.poll.records from 500 to 100 so a batch finishes well inside 300 s. I'd lower max.poll.records; a longer interval only delays noticing a dead consumer.",
        )
        .user(
          "yes, max.poll.records=100. and as a general rule: don't raise max.poll.interval.ms on any of our consumers to paper over slow batches, shrink the batch instead",
        )
        .file("Edit", "k8s/inv-sync/configmap.yaml")
        .assistant("Set max.poll.records=100 in the inv-sync configmap.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["max.poll.records", "100"] },
      { kind: "instruction", keys: ["max.poll.interval.ms"] },
    ],
  },
  {
    id: "b145-empty-provider-bump",
    build: (s) =>
      s
        .user("bump apache-airflow-providers-amazon to 8.28 in requirements.in and run pip-compile")
        .file("Edit", "requirements.in")
        .bash(
          "pip-compile requirements.in -o requirements.txt --quiet && git diff --stat",
          " requirements.in  | 2 +-\n requirements.txt | 6 +++---\n 2 files changed, 4 insertions(+), 4 deletions(-)",
        )
        .assistant("Bumped to 8.28.0; pip-compile moved boto3 and botocore to 1.35.x and nothing else.")
        .user("cool ty. did it pull in a new aiobotocore?")
        .assistant("No, aiobotocore stayed on the same version.")
        .stop(),
    planted: [],
  },
  {
    id: "b145-debezium-owner",
    build: (s) =>
      s
        .user("who owns the cdc-postgres-orders debezium connector? anything in CODEOWNERS?")
        .bash("grep -n connectors CODEOWNERS", "", 1)
        .assistant("Nothing in CODEOWNERS covers connectors/.")
        .user(
          "figured. it's Marek's team, platform-ingest. also worth knowing: its replication slot is `debezium_orders` and if the connector stalls the slot pins WAL on the primary — we measured ~40 GB/h of WAL retained at peak, so a stalled connector fills the primary's disk in about 9 hours.\nadd connectors/ to CODEOWNERS for them pls",
        )
        .file("Edit", "CODEOWNERS")
        .assistant("Added `connectors/  @acme/platform-ingest` to CODEOWNERS.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["platform-ingest"] },
      { kind: "fact", keys: ["debezium_orders"] },
    ],
  },
  {
    id: "b145-fct-sessions-dupes",
    build: (s) =>
      s
        .user(
          "dup rows in fct_sessions for 11-19. I think the task retried after a partial insert:\n```\n[2026-11-19, 04:02:11 UTC] {taskinstance.py:1206} INFO - Marking task as UP_FOR_RETRY. dag_id=sessions_daily, task_id=load_fct_sessions, execution_date=20261118T040000\n```\ncan you count dupes",
        )
        .bash(
          'psql "$WAREHOUSE_DSN" -c "select count(*) - count(distinct session_id) as dup_count from analytics.fct_sessions where ds = \'2026-11-18\'"',
          " dup_count \n-----------\n     18422\n(1 row)",
        )
        .assistant("18,422 duplicate session_ids for ds 2026-11-18, which is about the size of the first attempt's partial load.")
        .user(
          "yep that confirms it. root cause: load_fct_sessions does a plain INSERT with no delete first, so every retry appends the partition again.\nfix later: switch it to delete+insert on the ds partition. not now, we're in change freeze till thursday",
        )
        .stop("Understood, no change made."),
    planted: [
      { kind: "fact", keys: ["load_fct_sessions", "retry"] },
      { kind: "task", keys: ["delete+insert"] },
    ],
  },
  {
    id: "b145-empty-taskflow-withdrawn",
    build: (s) =>
      s
        .user("I was thinking we could move every dag to the TaskFlow API... actually no, scratch that, way too much churn before the upgrade.")
        .assistant("Makes sense to hold off.")
        .user("how many still use PythonOperator anyway")
        .bash("grep -rl 'PythonOperator(' dags/ | wc -l", "14")
        .assistant("14 DAG files still construct a PythonOperator.")
        .user("more than I thought lol. ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b145-house-rules",
    build: (s) =>
      s
        .user(
          "some house rules for this repo since you're new here:\n- dag ids are snake_case and end with the cadence, e.g. `ledger_rollup_daily`\n- every DAG sets catchup=False unless I say otherwise\n- no Variable.get at the top level of a dag file, it hits the metadata db on every parse\n\nnow look at partner_feed_hourly",
        )
        .file("Read", "dags/partner_feed_hourly.py")
        .assistant('partner_feed_hourly calls Variable.get("partner_bucket") at import time and has catchup=True.')
        .user("fix both")
        .file("Edit", "dags/partner_feed_hourly.py")
        .assistant("Moved the Variable lookup into the task as a Jinja template and set catchup=False.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["cadence"] },
      { kind: "instruction", keys: ["catchup=false"] },
      { kind: "instruction", keys: ["variable.get"] },
    ],
  },
  {
    id: "b145-dead-letters",
    build: (s) =>
      s
        .user("we need somewhere for the enricher's dead letters. let's do a DLQ topic, orders-enriched-dlq, 6 partitions")
        .bash(
          "kafka-topics --bootstrap-server kafka-prod-0:9093 --create --topic orders-enriched-dlq --partitions 6 --replication-factor 3",
          "Created topic orders-enriched-dlq.",
        )
        .assistant("Created orders-enriched-dlq. Next I'd wire the enricher's error handler to produce to it.")
        .user(
          "hm wait. Priya just pinged, she wants them queryable with sql. so no topic after all: dead letters get written to the `dead_letters` table in the warehouse. drop the topic. and at some point we'll need a dag that reprocesses rows out of dead_letters, put it on the list",
        )
        .bash("kafka-topics --bootstrap-server kafka-prod-0:9093 --delete --topic orders-enriched-dlq", "")
        .file("Edit", "consumers/orders_enricher/errors.py")
        .assistant("Dropped the topic; the error handler now inserts into analytics.dead_letters.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dead_letters"] },
      { kind: "task", keys: ["reprocess"] },
    ],
  },
  {
    id: "b145-snowflake-copy-bench",
    build: (s) =>
      s
        .user("run the copy benchmark on XS and M, same 1 GB gzip file")
        .bash(
          "python3 bench/copy_into.py --file s3://dw-stage/bench/orders_1gb.csv.gz --warehouses LOAD_XS,LOAD_M",
          "warehouse=LOAD_XS rows=9812004 elapsed=38.2s credits=0.011\nwarehouse=LOAD_M  rows=9812004 elapsed=11.4s credits=0.013",
        )
        .assistant("XS: 38.2 s, M: 11.4 s for the same 1 GB file; M costs slightly more credits per load.")
        .user(
          "ok so COPY INTO of 1 GB gzip csv is ~38 s on XS and ~11 s on M, matches last quarter. we keep the hourly loads on XS, 38 s is nothing for an hourly job",
        )
        .stop("Leaving the hourly loads on LOAD_XS."),
    planted: [
      { kind: "fact", keys: ["copy into", "38"] },
      { kind: "decision", keys: ["xs", "hourly"] },
    ],
  },
  {
    id: "b145-empty-acks-questions",
    build: (s) =>
      s
        .user("dumb q: is acks=all the same as acks=-1?")
        .assistant("Yes, they're the same setting; -1 is the numeric spelling of all.")
        .user("and does min.insync.replicas do anything if the producer uses acks=1?")
        .assistant("No. min.insync.replicas is only enforced for acks=all producers; with acks=1 only the leader's write counts.")
        .user("right, thought so. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b145-import-errors",
    build: (s) =>
      s
        .user("the UI shows import errors, what's broken")
        .bash(
          "airflow dags list-import-errors",
          "filepath                          | error\ndags/legacy/crm_export.py         | ModuleNotFoundError: No module named 'airflow.contrib'\ndags/finance/fx_rates_daily.py    | NameError: name 'timedleta' is not defined",
        )
        .file("Edit", "dags/finance/fx_rates_daily.py")
        .assistant(
          "Fixed the timedleta typo in fx_rates_daily. crm_export imports from airflow.contrib, which is gone; it needs a port to the Salesforce provider, which is bigger. Leave it?",
        )
        .user(
          "leave it, backlog: port crm_export off airflow.contrib before we do the 2.10 upgrade. also fyi the scheduler here only reparses files every 300 s (min_file_process_interval=300), so the fx_rates fix won't show in the UI for a few min, don't panic",
        )
        .stop("Ok."),
    planted: [
      { kind: "task", keys: ["crm_export"] },
      { kind: "fact", keys: ["min_file_process_interval"] },
    ],
  },
  {
    id: "b145-sessionizer-scale",
    build: (s) =>
      s
        .user("lag on clickstream-sessionizer?")
        .bash(
          "kafka-consumer-groups --bootstrap-server kafka-prod-0:9093 --describe --group clickstream-sessionizer | awk 'NR==1 || $6>0'",
          "GROUP                    TOPIC            PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\nclickstream-sessionizer  clickstream-raw  3          551200981       551262004       61023\nclickstream-sessionizer  clickstream-raw  17         549881230       549940112       58882\nclickstream-sessionizer  clickstream-raw  30         550012771       550066119       53348\nclickstream-sessionizer  clickstream-raw  41         549770020       549771100       1080",
        )
        .assistant("Total lag for the group is about 174k messages.")
        .user("pls from now on when you report consumer lag give me per-partition numbers, not the group total. the total hides skew every single time")
        .assistant("Per partition: p3 61,023, p17 58,882, p30 53,348, p41 1,080; all others 0.")
        .user("3 partitions over 50k. ok we go to 12 replicas for the sessionizer, do it")
        .file("Edit", "k8s/sessionizer/deployment.yaml")
        .assistant("replicas: 8 → 12 in k8s/sessionizer/deployment.yaml.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["per-partition"] },
      { kind: "decision", keys: ["sessionizer", "12"] },
    ],
  },
  {
    id: "b145-empty-log-with-markers",
    build: (s) =>
      s
        .user(
          "what is this even saying\n```\n[2026-11-25, 01:00:03 UTC] {base.py:84} WARNING - retries must never exceed 3 for sftp tasks (policy SFTP-2)\n[2026-11-25, 01:00:03 UTC] {sftp_fetch.py:58} INFO - TODO: remove legacy host fallback after migration\n[2026-11-25, 01:00:04 UTC] {sftp_fetch.py:71} ERROR - always-on fallback host sftp-old.partner.net unreachable\n```",
        )
        .assistant(
          "Those are messages from the SFTP operator and the cluster policy: the first is the policy warning it logs on every run, the second is a TODO comment someone turned into a log line, and the third is the real error: the fallback host didn't answer.",
        )
        .user("whatever, just rerun it")
        .bash("airflow tasks clear partner_sftp_daily -t fetch_files -s 2026-11-25 -e 2026-11-25 -y", "Cleared 1 task instance.")
        .assistant("Cleared fetch_files for 2026-11-25; the scheduler picked it up and it succeeded on the primary host.")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "b145-staging-kafka-typo-topics",
    build: (s) =>
      s
        .user(
          "heads up about the clusters since you'll be poking at both: staging kafka is 3 brokers (kafka-stg-0..2:9093, SASL_SSL), prod is 9 brokers. and staging has auto.create.topics.enable=true, so a typo'd topic name silently creates a new topic instead of failing.\ncheck if we have any typo topics in staging",
        )
        .bash(
          "kafka-topics --bootstrap-server kafka-stg-0:9093 --command-config ~/.kafka/stg.properties --list | grep -i order",
          "orders-enriched\norders-enrichd\norders-raw\norders_raw",
        )
        .assistant("Two look like typos: orders-enrichd and orders_raw, both with zero consumers.")
        .user("delete both")
        .bash(
          "for t in orders-enrichd orders_raw; do kafka-topics --bootstrap-server kafka-stg-0:9093 --command-config ~/.kafka/stg.properties --delete --topic $t; done",
          "",
        )
        .stop("Deleted orders-enrichd and orders_raw from staging."),
    planted: [
      { kind: "fact", keys: ["auto.create.topics.enable"] },
      { kind: "fact", keys: ["9 brokers"] },
    ],
  },
  {
    id: "b145-metadata-db-move",
    build: (s) =>
      s
        .user("scheduler feels slow, what's the loop duration")
        .bash(
          "curl -s http://airflow-statsd-exporter:9102/metrics | grep scheduler_scheduler_loop_duration",
          'airflow_scheduler_scheduler_loop_duration{quantile="0.5"} 2.07\nairflow_scheduler_scheduler_loop_duration{quantile="0.99"} 6.81',
        )
        .assistant("Median scheduler loop is 2.07 s and p99 6.81 s. Could be the metadata DB; it shares an RDS instance with other services, right?")
        .user(
          "yes it does. next sprint we need to move the airflow metadata db off the shared rds onto its own instance. db.r6g.large, I'm not debating instance sizes again, that's settled",
        )
        .stop("Ok."),
    planted: [
      { kind: "task", keys: ["metadata db"] },
      { kind: "decision", keys: ["r6g.large"] },
    ],
  },
  {
    id: "b145-empty-rename-task",
    build: (s) =>
      s
        .user("rename the task load_stg to load_staging_orders in orders_daily")
        .file("Edit", "dags/orders_daily.py")
        .assistant("Renamed, and updated the two downstream references in the same file.")
        .user("run the tests")
        .bash("make dag-test", "AIRFLOW_HOME=/tmp/airflow-test.k2Lm pytest tests/dags -q\n...........\n11 passed in 13.80s")
        .assistant("All 11 pass.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b145-clickstream-s3-sink",
    build: (s) =>
      s
        .user(
          "for the clickstream archive: we're going with the confluent S3 sink connector, not the custom consumer we talked about. flush.size 50000, rotate.interval.ms 600000.\nnaming convention for connectors from now on: <source>-to-<target>-<env>, so this one is clickstream-to-s3-prod",
        )
        .file("Write", "connectors/clickstream-to-s3-prod.json")
        .bash(
          "curl -s -X POST -H 'Content-Type: application/json' --data @connectors/clickstream-to-s3-prod.json http://connect.internal:8083/connectors | jq .name",
          '"clickstream-to-s3-prod"',
        )
        .assistant("Connector clickstream-to-s3-prod is created and RUNNING with flush.size=50000 and rotate.interval.ms=600000.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["s3 sink"] },
      { kind: "instruction", keys: ["<source>-to-<target>"] },
    ],
  },
  {
    id: "b145-empty-eos-declined",
    build: (s) =>
      s
        .user("the enricher double-produced a handful of messages during yesterday's rebalance, seen 212 dupes downstream")
        .assistant(
          "We could turn on exactly-once for the enricher: enable.idempotence plus a transactional.id per instance and read_committed downstream. It would stop duplicates from rebalances.",
        )
        .user("no, not worth it for 212 dupes a month")
        .assistant("Fair. Maybe a lower session.timeout.ms would cut the rebalance window?")
        .user("eh, probably not. don't bother")
        .stop(),
    planted: [],
  },
  {
    id: "b145-broker2-disk-incident",
    build: (s) =>
      s
        .user(
          "incident writeup for 11-21, findings so far:\n```\n03:02:14 ERROR [ReplicaFetcher replicaId=4, leaderId=2, fetcherId=0] Error for partition payments-3 at offset 99182311 (kafka.server.ReplicaFetcherThread)\norg.apache.kafka.common.errors.NotLeaderOrFollowerException: For requests intended only for the leader, this error indicates that the broker is not the current leader.\n```\ncan you get me broker-2's disk now",
        )
        .bash("ssh kafka-prod-2 df -h /var/lib/kafka", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1    2.0T  1.2T  804G  60% /var/lib/kafka")
        .assistant("Broker 2 is at 60% now, 1.2T used of 2.0T.")
        .user(
          "yeah after the cleanup. root cause confirmed: payments had no log.retention.bytes set, only time retention, and it's running 3x the traffic we sized for, so broker-2's data volume hit 1.9 TB of 2 TB and went read-only at 03:01.\naction item for after the writeup: alert on broker data disk > 80%, owner me",
        )
        .stop("Got it."),
    planted: [
      { kind: "fact", keys: ["log.retention.bytes"] },
      { kind: "task", keys: ["80%"] },
    ],
  },
  {
    id: "b145-warehouse-sql-conventions",
    build: (s) =>
      s
        .user(
          "when you write sql against the warehouse, always qualify tables with the schema — analytics.fct_orders, never bare fct_orders. the search_path differs between the airflow connection and my psql.\nalso good to know: the warehouse runs UTC but `ds` in all the orders tables is the America/Chicago local date. that's bitten us twice.\nnow: orders per ds for the last 3 days",
        )
        .bash(
          'psql "$WAREHOUSE_DSN" -c "select ds, count(*) from analytics.fct_orders where ds >= current_date - 3 group by ds order by ds"',
          "     ds     | count  \n------------+--------\n 2026-11-24 | 412877\n 2026-11-25 | 398120\n 2026-11-26 | 421004\n(3 rows)",
        )
        .assistant("412,877 / 398,120 / 421,004 orders for 11-24 to 11-26.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["qualify"] },
      { kind: "fact", keys: ["america/chicago"] },
    ],
  },
  {
    id: "b145-empty-backfill-status",
    build: (s) =>
      s
        .user("what did the nightly backfill of sessions_daily do")
        .bash(
          "airflow dags list-runs -d sessions_daily --start-date 2026-11-10 -o plain | awk '{print $3, $4}' | sort | uniq -c",
          "     11 success backfill\n      1 failed backfill",
        )
        .assistant("12 backfill runs: 11 succeeded, 1 failed (2026-11-14, load_fct_sessions timed out).")
        .user("rerun the failed one")
        .bash("airflow tasks clear sessions_daily -s 2026-11-14 -e 2026-11-14 --only-failed -y", "Cleared 1 task instance.")
        .assistant("Cleared it; the rerun finished in 6 minutes and succeeded.")
        .stop(),
    planted: [],
  },
  {
    id: "b145-inventory-avro",
    build: (s) =>
      s
        .user("protobuf or avro for the new inventory-events topic? I keep going back and forth")
        .assistant(
          "I'd lean Avro, since it would reuse the registry and sink setup you already have, while Protobuf would need a second serializer config. Your call though.",
        )
        .user(
          "yeah ok, avro it is for inventory-events. follow-up for later: move the three json topics (returns, refunds, shipments) to avro as well, one at a time",
        )
        .file("Write", "schemas/inventory/inventory_event.avsc")
        .bash(
          "python3 scripts/register_schema.py schemas/inventory/inventory_event.avsc --subject inventory-events-value",
          "registered inventory-events-value version=1 id=4117",
        )
        .assistant("Registered inventory-events-value v1 (id 4117).")
        .stop(),
    planted: [
      { kind: "decision", keys: ["avro", "inventory-events"] },
      { kind: "task", keys: ["refunds"] },
    ],
  },
  {
    id: "b145-empty-pasted-config",
    build: (s) =>
      s
        .user(
          "does this look sane to you? it's the helm values the platform team sent\n```yaml\nscheduler:\n  # never set replicas > 2 without HA locking\n  replicas: 2\nworkers:\n  # always keep at least one worker warm\n  minReplicas: 1\n  # TODO: tune after load test\n  maxReplicas: 10\n```",
        )
        .assistant(
          "It looks fine. Two schedulers are supported on Postgres with row-level locking; the comments are the platform team's notes, and the TODO just means maxReplicas is a placeholder.",
        )
        .user("maybe we should push maxReplicas to 20?")
        .assistant("Possibly, but without the load test numbers it's a guess either way.")
        .user("yeah let's wait for their test")
        .stop(),
    planted: [],
  },
  {
    id: "b145-offset-reset-rules",
    build: (s) =>
      s
        .user("need to move inv-sync back to 02:00 today, it skipped a bad deploy window. show me what a reset would do")
        .bash(
          "kafka-consumer-groups --bootstrap-server kafka-prod-0:9093 --group inv-sync --topic inventory-events --reset-offsets --to-datetime 2026-11-27T02:00:00.000 --dry-run",
          "GROUP     TOPIC             PARTITION  NEW-OFFSET\ninv-sync  inventory-events  0          1188201\ninv-sync  inventory-events  1          1190455\ninv-sync  inventory-events  2          1187733",
        )
        .assistant("Dry run looks right: each partition goes back roughly 41k messages, to the first offset after 02:00.")
        .user(
          "good. I'll run the --execute myself. and that's a rule: never run kafka-consumer-groups --reset-offsets with --execute against prod from here, dry-run only, I execute. remind me tomorrow to write the offset-reset runbook",
        )
        .stop("Understood."),
    planted: [
      { kind: "instruction", keys: ["reset-offsets"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b145-worker-concurrency",
    build: (s) =>
      s
        .user(
          "ran the worker soak test overnight. result: on the m5.xlarge nodes a celery worker OOMs at 14 concurrent tasks (worker_concurrency was 16). so we set worker_concurrency=12 for all workers, leaves some headroom",
        )
        .bash(
          "grep -c 'Killed' soak/worker-*.log; grep -h 'running_tasks' soak/worker-1.log | tail -2",
          "soak/worker-1.log:3\nsoak/worker-2.log:2\nrunning_tasks=13 rss_mb=15102\nrunning_tasks=14 rss_mb=15870",
        )
        .file("Edit", "helm/airflow/values-prod.yaml")
        .assistant("Set workers.celery.worker_concurrency to 12 in values-prod.yaml.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["m5.xlarge", "14"] },
      { kind: "decision", keys: ["worker_concurrency", "12"] },
    ],
  },
  {
    id: "b145-empty-what-if",
    build: (s) =>
      s
        .user("what happens if we lose two brokers in prod at once? would payments stay writable?")
        .assistant(
          "It depends on the replication factor and min.insync.replicas of each partition that had replicas on both brokers. I'd have to check the topic config to say; want me to?",
        )
        .user("hm, not now. let me think about whether it even matters")
        .stop(),
    planted: [],
  },
  {
    id: "b145-ledger-reader-read-committed",
    build: (s) =>
      s
        .user("the ledger reader is seeing aborted records from the payments producer sometimes")
        .file("Read", "consumers/ledger_reader/config.py")
        .assistant(
          "The ledger reader uses the default isolation.level=read_uncommitted, so it sees records from aborted transactions. I'd set isolation.level=read_committed on the ledger reader.",
        )
        .user(
          "yep, go with read_committed. and please stop adding print() calls for debugging in the consumers and dags, use the logger, print output goes nowhere in the task logs.\nalso someday: drop the legacy events_v1 topic once its last consumer is gone",
        )
        .file("Edit", "consumers/ledger_reader/config.py")
        .assistant("isolation.level is now read_committed, and I replaced the two print() calls in ledger_reader with log.debug.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["read_committed"] },
      { kind: "instruction", keys: ["print(", "logger"] },
      { kind: "task", keys: ["events_v1"] },
    ],
  },
  {
    id: "b145-empty-friday",
    build: (s) =>
      s
        .user("friday, nothing's on fire for once 🎉")
        .assistant("Nice. Anything you want to look at?")
        .user("nah. maybe later. how's the weather api thing you can't do lol")
        .assistant("Ha, no weather from here. I can look at DAGs, topics, or the warehouse whenever you want.")
        .stop(),
    planted: [],
  },
  {
    id: "b145-keda-and-commits",
    build: (s) =>
      s
        .user("which confluent-kafka do we have in the consumers image?")
        .bash("docker run --rm registry.internal/consumers:latest pip show confluent-kafka | head -2", "Name: confluent-kafka\nVersion: 2.6.1")
        .assistant("confluent-kafka 2.6.1 in consumers:latest.")
        .user(
          "2.6.1 is the one with the rebalance callback regression for us. we're pinning confluent-kafka to 2.5.x until that's fixed upstream. commit it as DATA-2231 — commit messages in this repo always start with the ticket id like `DATA-2231: ...`.\nTODO next week: lag-based autoscaling with KEDA for the sessionizer",
        )
        .file("Edit", "consumers/requirements.txt")
        .bash(
          "git commit -am 'DATA-2231: pin confluent-kafka to 2.5.x'",
          "[main 4f1e2a9] DATA-2231: pin confluent-kafka to 2.5.x\n 1 file changed, 1 insertion(+), 1 deletion(-)",
        )
        .stop("Pinned and committed."),
    planted: [
      { kind: "fact", keys: ["2.6.1", "regression"] },
      { kind: "decision", keys: ["confluent-kafka", "2.5"] },
      { kind: "instruction", keys: ["ticket id"] },
      { kind: "task", keys: ["keda"] },
    ],
  },
  {
    id: "b145-sla-alias",
    build: (s) =>
      s
        .user("nobody got the sla miss for ledger_rollup_daily last night. where do those emails go?")
        .file("Read", "dags/ledger_rollup_daily.py")
        .assistant('default_args has email=["data-oncall-old@acme.io"] and email_on_failure=True; sla_miss goes to the same list.')
        .user(
          "that alias is dead since the reorg. for the record the on-call alias is data-oncall@acme.io, it routes into the DATA-PD pagerduty service. change it here. the other ~40 dags probably have the old one too, sweep those later, not today",
        )
        .file("Edit", "dags/ledger_rollup_daily.py")
        .assistant("Switched ledger_rollup_daily to data-oncall@acme.io.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["data-oncall@acme.io"] },
      { kind: "task", keys: ["40 dags"] },
    ],
  },
  {
    id: "b145-airflow-upgrade-target",
    build: (s) =>
      s
        .user("planning the airflow upgrade. we're on 2.8.4. thoughts on 2.9 first vs jumping?")
        .assistant(
          "Going 2.8 → 2.9 → 2.10 halves the change per step but doubles the migration windows. Jumping straight is fine if the integrity tests pass on the target.",
        )
        .bash(
          "pip install 'apache-airflow==2.10.3' --constraint https://raw.githubusercontent.com/apache/airflow/constraints-2.10.3/constraints-3.11.txt -q && make dag-test",
          "AIRFLOW_HOME=/tmp/airflow-test.Qw2p pytest tests/dags -q\n...........\n11 passed in 16.02s",
        )
        .assistant("With 2.10.3 and its constraints file installed in a venv, all 11 integrity tests pass.")
        .user(
          "good, then we skip 2.9 and go straight to 2.10.3. and btw any time you pip install airflow or a provider, pass the matching constraints file like you just did, bare installs have broken our image twice",
        )
        .stop("Will do."),
    planted: [
      { kind: "decision", keys: ["2.10.3"] },
      { kind: "instruction", keys: ["constraints"] },
    ],
  },
  {
    id: "b145-s3-sink-slowdown",
    build: (s) =>
      s
        .user("clickstream-to-s3-prod task 4 is FAILED again")
        .bash(
          "curl -s http://connect.internal:8083/connectors/clickstream-to-s3-prod/tasks/4/status | jq -r .trace | head -3",
          "org.apache.kafka.connect.errors.ConnectException: Failed to flush\n\tat io.confluent.connect.s3.S3SinkTask.put(S3SinkTask.java:225)\nCaused by: com.amazonaws.services.s3.model.AmazonS3Exception: Please reduce your request rate. (Service: Amazon S3; Status Code: 503; Error Code: SlowDown)",
        )
        .assistant(
          "It's S3 throttling (503 SlowDown) during flush. I'd set errors.retry.timeout=600000 and errors.retry.delay.max.ms=60000 on the connector so it backs off and retries instead of failing the task.",
        )
        .user(
          "ok do that. for the findings doc: I went through 3 weeks of connect logs, the sink tasks hit SlowDown roughly once every 36 h, always right after the hourly prefix rollover",
        )
        .bash(
          "curl -s -X PUT -H 'Content-Type: application/json' --data @connectors/clickstream-to-s3-prod.json http://connect.internal:8083/connectors/clickstream-to-s3-prod/config | jq -r '.config[\"errors.retry.timeout\"]'",
          "600000",
        )
        .file("Edit", "connectors/clickstream-to-s3-prod.json")
        .stop("Retry settings applied and task 4 restarted; it's RUNNING."),
    planted: [
      { kind: "decision", keys: ["errors.retry.timeout"] },
      { kind: "fact", keys: ["slowdown", "36"] },
    ],
  },
  {
    id: "b145-dbt-task-group",
    build: (s) =>
      s
        .user("the finance analyst wants fct_revenue rebuilt, can you kick it")
        .assistant("I can add a BashOperator running `dbt run -s fct_revenue` to finance_daily, or trigger the existing dbt task group.")
        .user(
          "task group. dbt models only ever run through the dbt_build task group (cosmos), no dbt from a BashOperator anywhere, it bypasses the manifest and the lineage.\nlater we should split dbt_build by tag so the finance models can run on their own schedule, not now",
        )
        .bash(
          "airflow tasks test warehouse_dbt dbt_build.fct_revenue_run 2026-11-26",
          "[2026-11-27, 10:14:02 UTC] {local.py:222} INFO - 1 of 1 OK created sql table model analytics.fct_revenue ... [SELECT 88213 in 41.22s]\n[2026-11-27, 10:14:03 UTC] {taskinstance.py:1206} INFO - Marking task as SUCCESS.",
        )
        .assistant("Rebuilt analytics.fct_revenue through dbt_build (88,213 rows, 41 s).")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dbt_build"] },
      { kind: "task", keys: ["finance", "tag"] },
    ],
  },
  {
    id: "b145-sessions-daily-schedule",
    build: (s) =>
      s
        .user("sessions_daily keeps starting before its input is there. let's schedule it at 04:00 UTC")
        .file("Edit", "dags/sessions_daily.py")
        .assistant("Changed the schedule to `0 4 * * *`.")
        .bash("python3 scripts/landing_times.py --prefix s3://clickstream-export/daily/ --days 30", "n=30 p50=05:10 p95=05:19 max=05:22 (UTC)")
        .user(
          "hm no, look at that: measured over 30 days the upstream clickstream export lands at 05:10 UTC median, 05:22 at the latest. so 04:00 is pointless. make it 05:30 UTC instead",
        )
        .file("Edit", "dags/sessions_daily.py")
        .assistant("Schedule is now `30 5 * * *`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["export", "05:10"] },
      { kind: "decision", keys: ["05:30"] },
    ],
  },
  {
    id: "b145-new-topic-defaults",
    build: (s) =>
      s
        .user("need a topic for returns-events. defaults for new topics here: 12 partitions, RF 3, min.insync.replicas=2, unless I say otherwise")
        .bash(
          "kafka-topics --bootstrap-server kafka-prod-0:9093 --create --topic returns-events --partitions 12 --replication-factor 3 --config min.insync.replicas=2",
          "Created topic returns-events.",
        )
        .assistant("Created returns-events. To check it, I'll tail it with kafka-console-consumer.")
        .user("use kcat for ad-hoc reads, always. console consumer takes ~9 s just to start the jvm, kcat is instant")
        .bash("kcat -b kafka-prod-0:9093 -t returns-events -C -o -5 -e -q", "")
        .assistant("Empty so far, as expected for a new topic.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["12 partitions"] },
      { kind: "instruction", keys: ["kcat"] },
    ],
  },
  {
    id: "b145-empty-grep-help",
    build: (s) =>
      s
        .user("which dags read from the orders-enriched topic? I never remember")
        .bash("grep -rln 'orders-enriched' dags/ plugins/", "dags/orders_hourly.py\nplugins/sensors/kafka_lag_sensor.py")
        .assistant("orders_hourly reads it, and the kafka_lag_sensor plugin references it in its default topic list.")
        .user("ah right, the lag sensor. is that sensor even used anymore?")
        .bash("grep -rn 'KafkaLagSensor' dags/ | wc -l", "0")
        .assistant("No DAG imports KafkaLagSensor right now.")
        .user("huh. ok, just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b145-lag-alert-threshold",
    build: (s) =>
      s
        .user("what would be a sane lag alert for orders-enricher?")
        .bash(
          "promtool query range --start=-7d --step=5m http://prometheus:9090 'max(kafka_consumergroup_lag{group=\"orders-enricher\"}) by (partition)' | python3 scripts/q.py --p 99",
          "p99 per-partition lag over 7d: 41210\nmax: 412232 (incident 11-22)",
        )
        .assistant(
          "Normal p99 per-partition lag is about 41k and the incident peaked at 412k. I'd page when any partition stays above 100k for 10 minutes; that's well above normal and catches the 11-22 pattern within minutes.",
        )
        .user("yes, 100k for 10 min it is. I'll build the grafana alert myself after the freeze, remind me")
        .stop("Ok."),
    planted: [
      { kind: "decision", keys: ["100k"] },
      { kind: "task", keys: ["grafana"] },
    ],
  },
  {
    id: "b145-shared-defaults-slack",
    build: (s) =>
      s
        .user(
          "every dag copies its own default_args and they've all drifted. I made common/defaults.py with DEFAULT_ARGS. rule going forward: new dags import DEFAULT_ARGS from common/defaults.py, no local copies",
        )
        .file("Read", "common/defaults.py")
        .assistant("DEFAULT_ARGS there has owner, retries=2, retry_delay=5 min and email_on_failure=True. Should I switch orders_daily over as the first one?")
        .user(
          "yes. and decision from the team sync: email alerts are gone, we're moving to slack via an on_failure_callback posting to #data-alerts. so drop email_on_failure from it and wire the callback in",
        )
        .file("Edit", "common/defaults.py")
        .file("Edit", "dags/orders_daily.py")
        .assistant("DEFAULT_ARGS now uses on_failure_callback=notify_slack (posts to #data-alerts) with no email settings, and orders_daily imports it.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["common/defaults.py"] },
      { kind: "decision", keys: ["slack", "on_failure_callback"] },
    ],
  },
  {
    id: "b145-broker-capacity",
    build: (s) =>
      s
        .user("pull broker cpu for the black friday peak")
        .bash(
          "promtool query instant http://prometheus:9090 'avg(rate(process_cpu_seconds_total{job=\"kafka\"}[5m]))' --time=2026-11-27T15:00:00Z; promtool query instant http://prometheus:9090 'sum(rate(kafka_server_brokertopicmetrics_messagesin_total[5m]))' --time=2026-11-27T15:00:00Z",
          "{} => 0.352\n{} => 1104872.3",
        )
        .assistant("At 15:00 UTC: brokers averaged 35% CPU while taking about 1.10M messages/s in.")
        .user(
          "nice. that's the capacity number for the doc: prod handles 1.1M msg/s at ~35% broker cpu. so cpu isn't our limit, disk is.\nfollow-up for Q1: evaluate tiered storage for clickstream-raw, that's where the disk goes",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["1.1m", "35%"] },
      { kind: "task", keys: ["tiered storage"] },
    ],
  },
  {
    id: "b145-empty-flaky-test-guess",
    build: (s) =>
      s
        .user("test_orders_hourly_schedule failed in CI but passes locally, any idea?")
        .bash(
          "gh run view 88231 --log-failed | tail -4",
          "FAILED tests/dags/test_schedules.py::test_orders_hourly_schedule - AssertionError: assert DateTime(2026, 11, 27, 11, 0, 0) == DateTime(2026, 11, 27, 10, 0, 0)\n1 failed, 42 passed in 19.44s",
        )
        .assistant(
          "An off-by-one-hour in the expected run time. Maybe the CI runner has a different TZ and the test builds its expected time from local time? That's a guess; I haven't found where.",
        )
        .user("could be DST stuff too. whatever, rerun it and see")
        .bash("gh run rerun 88231 --failed && gh run watch 88231 --exit-status | tail -1", "✓ Run CI (88231) completed with 'success'")
        .assistant("Passed on rerun.")
        .stop(),
    planted: [],
  },
];

export const BLIND145 = plantedSet(BLIND145_SESSIONS, Date.UTC(2026, 10, 23, 9));
