/**
 * Blind planted set 133 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Scala/Spark data-platform engineer at an ad-tech company; dense jargon (EMR, Airflow,
 * Kafka, Iceberg, Trino), numbers everywhere (partitions, SLAs, costs), impatient one-line verdicts.
 * Each session is one segment; the items planted in it are listed with it: 77 items (17 decisions, 21 instructions,
 * 21 facts, 18 tasks) in 57 sessions, 13 of which plant nothing (64 user/assistant messages between them). Every other message
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

export const BLIND133_SESSIONS: BlindSession[] = [
  {
    id: "b133-skew-salting",
    build: (s) =>
      s
        .user("bid_events x campaign_dim join is at 2h40 again, stage 14 has one task with 38GB shuffle read. fix it")
        .bash(
          "spark-submit --class com.adq.etl.BidJoin --conf spark.sql.adaptive.enabled=true target/etl-assembly.jar --dry-run --explain",
          "== Physical Plan ==\nSortMergeJoin [advertiser_id#12], [advertiser_id#88], Inner\n:- Exchange hashpartitioning(advertiser_id#12, 2000)\n+- Exchange hashpartitioning(advertiser_id#88, 2000)\nWARN AQE: skewed partition 417 (38.2 GB) exceeds skewedPartitionThresholdInBytes",
        )
        .assistant(
          "Partition 417 is advertiser 90211 (the house-ads account), ~31% of all bids. Two options: AQE skew join with a lower threshold, or salt advertiser_id with 32 buckets on the bid side and explode the dim side. AQE alone won't split it enough at 2000 partitions.",
        )
        .user("salt it. 32 buckets on advertiser_id, explode campaign_dim. AQE skew hints are flaky on 3.3 we've been burned before")
        .file("Edit", "etl/src/main/scala/com/adq/etl/BidJoin.scala")
        .bash(
          "sbt 'etl/testOnly com.adq.etl.BidJoinSpec'",
          "[info] BidJoinSpec:\n[info] - joins salted bids to campaigns (2 seconds, 114 milliseconds)\n[info] - keeps row count identical to unsalted join\n[info] Tests: succeeded 2, failed 0",
        )
        .assistant("Salted join in, spec green. Row counts match the unsalted version on the fixture.")
        .user("ok. house-ads advertiser 90211 is always the skew culprit btw, it's like a third of bid volume, remember that")
        .stop("Noted, 90211 is the skew source."),
    planted: [
      { kind: "decision", keys: ["salt", "32"] },
      { kind: "fact", keys: ["90211"] },
    ],
  },
  {
    id: "b133-sla-0630",
    build: (s) =>
      s
        .user("what's the SLA on daily_spend_agg? finance is pinging")
        .bash("grep -n sla airflow/dags/daily_spend_agg.py", "14:    sla=timedelta(hours=6, minutes=30),\n15:    # TODO: alert owners, never page on weekends")
        .assistant("The DAG sets a 6h30 SLA from the 00:00 UTC schedule, so 06:30 UTC. The comment about weekends is just in the DAG file.")
        .user(
          "right. daily_spend_agg has to land by 06:30 UTC, finance's Looker refresh kicks at 06:45 and if we're late the CFO dashboard shows zeros. that's the hard constraint for anything touching that dag",
        )
        .assistant("Understood. Anything I change upstream of it I'll check against the 06:30 landing time.")
        .user("also we need to move its alerting off email onto the #data-oncall pagerduty service, not now, after the migration freeze lifts")
        .stop("Left as is for now."),
    planted: [
      { kind: "fact", keys: ["06:30", "looker"] },
      { kind: "task", keys: ["pagerduty"] },
    ],
  },
  {
    id: "b133-sbt-assembly",
    build: (s) =>
      s
        .user("build's broken on my branch, fix")
        .bash(
          "sbt etl/assembly",
          "[error] deduplicate: different file contents found in the following:\n[error] io.netty/netty-all/4.1.74.Final/netty-all-4.1.74.Final.jar:META-INF/io.netty.versions.properties\n[error] Total time: 41 s",
        )
        .assistant(
          "Netty properties conflict between netty-all and the split netty jars from the Kafka client. I'll add a merge strategy that discards META-INF/io.netty.versions.properties.",
        )
        .file("Edit", "build.sbt")
        .bash("sbt etl/assembly", "[info] Built: /repo/etl/target/scala-2.12/etl-assembly-4.18.0.jar\n[success] Total time: 96 s")
        .user(
          "good. fyi for future: never bump scala past 2.12 in this repo, EMR 6.9 ships spark 3.3.0 on 2.12 and a 2.13 jar just dies with NoSuchMethodError at runtime. and run sbt with -J-Xmx6g or assembly OOMs on the CI box",
        )
        .stop("Got it: Scala stays at 2.12 and sbt runs with -J-Xmx6g."),
    planted: [
      { kind: "instruction", keys: ["2.12"] },
      { kind: "fact", keys: ["emr 6.9"] },
      { kind: "instruction", keys: ["xmx6g"] },
    ],
  },
  {
    id: "b133-delta-vs-iceberg",
    build: (s) =>
      s
        .user("for the new impressions lake table, delta or iceberg? thinking out loud")
        .assistant(
          "Iceberg has better partition evolution and Trino reads it natively; Delta has the easier MERGE path on EMR and you already run delta-core 2.2 for the conversions table. Hidden partitioning in Iceberg would help since impressions get queried by hour and by exchange.",
        )
        .user("what does trino do with delta today")
        .bash('trino --execute "show catalogs"', "hive\niceberg\nsystem\ntpch")
        .assistant("No delta catalog configured in Trino, only hive and iceberg. Analysts would need a new connector for Delta.")
        .user("then iceberg. impressions_raw goes on iceberg, partitioned by hours(event_ts) and exchange. done deliberating")
        .file("Write", "lake/ddl/impressions_raw.sql")
        .assistant("DDL written: iceberg table impressions_raw, partition spec hours(event_ts), identity(exchange).")
        .stop(),
    planted: [{ kind: "decision", keys: ["iceberg", "impressions"] }],
  },
  {
    id: "b133-oncall-chat",
    build: (s) =>
      s
        .user("morning. rough night, got paged 3x for the kafka lag thing")
        .assistant("Sorry to hear that. Want me to look at the consumer lag dashboards or the alert thresholds?")
        .user("nah just venting. maybe the threshold is too tight? idk, maybe it's the rebalance storms")
        .assistant("Could be either. If you want, I can pull the last week of lag metrics and see whether the pages line up with rebalances.")
        .user("not today. what's the syntax for a spark window with rangeBetween again")
        .assistant('Window.partitionBy("user_id").orderBy(col("ts").cast("long")).rangeBetween(-3600, 0) gives you a trailing one-hour window in seconds.')
        .user("ty")
        .stop("Anytime."),
    planted: [],
  },
  {
    id: "b133-emr-spot",
    build: (s) =>
      s
        .user("EMR bill for last month?")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --filter file://emr.json --metrics UnblendedCost",
          '{"ResultsByTime": [{"Total": {"UnblendedCost": {"Amount": "48211.37", "Unit": "USD"}}}]}',
        )
        .assistant(
          "$48.2k for EMR in October. Core nodes are on-demand r5.4xlarge; moving task nodes to spot with a capacity-optimized fleet would likely cut 40-60% of the task-node share.",
        )
        .user("ok do it. task nodes go spot, r5/r5a/r6i 4xl mix, capacity-optimized. core stays on-demand, HDFS on spot is asking for it")
        .file("Edit", "infra/emr/cluster-nightly.json")
        .bash("aws emr create-cluster --cli-input-json file://infra/emr/cluster-nightly.json --dry-run", "Validation succeeded.")
        .assistant("Instance fleet updated: task fleet spot with r5.4xlarge, r5a.4xlarge and r6i.4xlarge, capacity-optimized; core fleet on-demand.")
        .user("remind me in two weeks to compare the november bill against 48.2k")
        .stop("I can't set reminders myself, but I'll note it as a follow-up."),
    planted: [
      { kind: "decision", keys: ["spot", "task"] },
      { kind: "task", keys: ["48.2k"] },
    ],
  },
  {
    id: "b133-partition-count",
    build: (s) =>
      s
        .user("why is the conversions dedup writing 40k files per day")
        .bash("aws s3 ls s3://adq-lake/conversions_dedup/dt=2026-11-10/ --recursive | wc -l", "40112")
        .assistant(
          'spark.sql.shuffle.partitions is 2000 and the write is partitioned by dt and exchange (20 exchanges), so each task writes up to 20 files. I\'ll coalesce by exchange before the write with repartition(col("exchange")).',
        )
        .file("Edit", "etl/src/main/scala/com/adq/etl/ConversionsDedup.scala")
        .bash(
          "spark-submit --class com.adq.etl.ConversionsDedup target/etl-assembly.jar --date 2026-11-10 --target s3://adq-lake-scratch/cd/ && aws s3 ls s3://adq-lake-scratch/cd/ --recursive | wc -l",
          "20",
        )
        .user(
          "20 files, nice. going forward target ~512MB per output file on anything landing in adq-lake, small files are killing the athena scans. put that in your head",
        )
        .stop("Will do: ~512MB output files for adq-lake writes."),
    planted: [{ kind: "instruction", keys: ["512mb"] }],
  },
  {
    id: "b133-kafka-retention",
    build: (s) =>
      s
        .user("replay of bids topic from monday failed, offsets out of range")
        .bash(
          "kafka-configs --bootstrap-server kafka-prod:9092 --describe --entity-type topics --entity-name bids.v3",
          "Dynamic configs for topic bids.v3 are:\n  retention.ms=259200000 sensitive=false\n  segment.bytes=1073741824",
        )
        .assistant(
          "bids.v3 retention is 259200000 ms, i.e. 72 hours. Monday's offsets are already deleted; a replay from there has to come from the S3 archive instead.",
        )
        .user("ugh right. bids.v3 keeps 72h only, anything older you pull from s3://adq-archive/bids/. ok replay from archive then")
        .bash(
          "spark-submit --class com.adq.etl.ArchiveReplay target/etl-assembly.jar --from 2026-11-09T00 --to 2026-11-10T00",
          "INFO ArchiveReplay: replayed 1,882,401,117 records in 41m12s",
        )
        .assistant("Replayed 1.88B records for Monday from the archive in 41 minutes.")
        .user("maybe we should bump retention to 7d? cost is what, 3x broker disk. eh, not my call")
        .stop("That would be a platform-team decision; I left retention as is."),
    planted: [{ kind: "fact", keys: ["72h", "adq-archive"] }],
  },
  {
    id: "b133-test-style",
    build: (s) =>
      s
        .user("write a test for the FrequencyCap udf")
        .file("Read", "etl/src/main/scala/com/adq/etl/udf/FrequencyCap.scala")
        .assistant("I'll add a FrequencyCapSpec using a local SparkSession built in beforeAll, with a few rows per user_id.")
        .user(
          "use the SharedSparkSession trait in etl-testkit, don't spin up your own session per spec, it adds 20s each. and our specs are AnyFlatSpec with Matchers, not FunSuite",
        )
        .file("Write", "etl/src/test/scala/com/adq/etl/udf/FrequencyCapSpec.scala")
        .bash(
          "sbt 'etl/testOnly com.adq.etl.udf.FrequencyCapSpec'",
          "[info] FrequencyCapSpec:\n[info] FrequencyCap\n[info] - should cap at 3 impressions per user per day\n[info] - should reset at midnight UTC\n[info] Tests: succeeded 2, failed 0",
        )
        .stop("FrequencyCapSpec written with SharedSparkSession and AnyFlatSpec; both cases pass."),
    planted: [
      { kind: "instruction", keys: ["sharedsparksession"] },
      { kind: "instruction", keys: ["anyflatspec"] },
    ],
  },
  {
    id: "b133-glue-owner",
    build: (s) =>
      s
        .user("who owns the glue catalog crawler that keeps overwriting our schema on clicks_raw?")
        .bash("aws glue get-crawler --name clicks-raw-crawler --query 'Crawler.Tags'", '{\n  "team": "bi-platform",\n  "owner": "mkowalski"\n}')
        .assistant("Tags say team bi-platform, owner mkowalski.")
        .user("yeah Marta's team. the clicks-raw crawler is bi-platform's, we don't touch it, we ask in #bi-platform. I'll ping her")
        .assistant(
          "OK. In the meantime the schema drift is from the crawler adding `partition_0` as a column; the job reads fine if we pin the schema explicitly.",
        )
        .user("pin it then")
        .file("Edit", "etl/src/main/scala/com/adq/etl/ClicksIngest.scala")
        .stop("Schema pinned in ClicksIngest; the job no longer depends on the crawler's inferred schema."),
    planted: [{ kind: "fact", keys: ["bi-platform", "crawler"] }],
  },
  {
    id: "b133-lint-noise",
    build: (s) =>
      s
        .user("scalafmt is complaining on 40 files after the rebase, just reformat")
        .bash("sbt scalafmtAll", "[info] Reformatted 40 Scala sources\n[success] Total time: 22 s")
        .assistant("Reformatted 40 files. Nothing else changed.")
        .user("and the scalastyle warning about println in the backfill script?")
        .bash("sbt scalastyle", "[warn] scripts/Backfill.scala:88: Regular expression matched 'println'\n[warn] Found 0 errors, 1 warning")
        .assistant("Just the one println at Backfill.scala:88. I swapped it for the logger.")
        .file("Edit", "scripts/Backfill.scala")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "b133-dedup-window",
    build: (s) =>
      s
        .user("conversion dedup window: 24h or 7d? attribution team keeps asking")
        .assistant(
          "With a 24h window, a postback retried by the MMP on day 2 gets double-counted; looking at last week, retries after 24h were 0.8% of postbacks. A 7d window needs state for ~9B keys though.",
        )
        .bash("spark-sql -e \"select count(*) from conversions_raw where dt >= '2026-11-03'\"", "9143882013")
        .assistant("9.1B rows in 7 days. A bloom filter at 1% FPR would be about 11GB, fine for a broadcast-free join on the r5.4xl fleet.")
        .user("go 7 day window with the bloom filter. 0.8% double counting is exactly what attribution keeps yelling about")
        .file("Edit", "etl/src/main/scala/com/adq/etl/ConversionsDedup.scala")
        .user("and next sprint someone needs to backfill dedup for october with the new window, tag it for Priya")
        .stop("Window set to 7 days with a bloom filter."),
    planted: [
      { kind: "decision", keys: ["7 day", "bloom"] },
      { kind: "task", keys: ["october", "backfill"] },
    ],
  },
  {
    id: "b133-airflow-pool",
    build: (s) =>
      s
        .user("airflow dags all queued since 4am, what happened")
        .bash(
          "airflow pools list",
          "pool              | slots | description\n==================+=======+============\ndefault_pool      | 128   |\nemr_submit        | 6     | never raise above 6 without asking platform\nredshift_unload   | 4     |",
        )
        .assistant("emr_submit has 6 slots and 31 tasks are waiting on it. The backfill DAG grabbed all 6 at 03:55.")
        .user("kill the backfill runs, it wasn't supposed to run on weekdays")
        .bash(
          "airflow dags pause conversions_backfill && airflow tasks clear conversions_backfill -s 2026-11-01 -y",
          "Dag: conversions_backfill, paused: True\nCleared 6 task instances",
        )
        .assistant("Backfill paused and its 6 running instances cleared; the queue is draining.")
        .user("rule from now: backfill dags get pool=emr_backfill with 2 slots, never emr_submit. make the pool")
        .bash("airflow pools set emr_backfill 2 'backfills only'", "Pool emr_backfill created")
        .file("Edit", "airflow/dags/conversions_backfill.py")
        .stop("emr_backfill pool with 2 slots created and conversions_backfill moved onto it."),
    planted: [{ kind: "instruction", keys: ["emr_backfill"] }],
  },
  {
    id: "b133-question-only",
    build: (s) =>
      s
        .user("difference between repartition and coalesce when going down from 2000 to 200? does coalesce skew it")
        .assistant(
          "coalesce merges existing partitions without a shuffle, so if upstream partitions are uneven the output stays uneven, and it can also reduce parallelism of the upstream stage. repartition does a full shuffle and gives even sizes.",
        )
        .user("so if the stage before is a heavy join, coalesce(200) would make the join run on 200 tasks?")
        .assistant(
          "Yes, unless there's a shuffle boundary between them; coalesce gets pushed into the same stage. That's the usual reason to pay for repartition.",
        )
        .user("huh. ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b133-redshift-unload",
    build: (s) =>
      s
        .user("redshift unload of advertiser_daily is taking 50 min now, was 12")
        .bash(
          'psql -h rs-prod -c "select query, elapsed/1000000 as s from stl_unload_log join svl_qlog using(query) order by starttime desc limit 3"',
          " query  |  s\n--------+------\n 881230 | 2987\n 880114 | 2911\n 879002 |  731",
        )
        .assistant(
          "Jumped from 731s to ~2950s two days ago. PARALLEL is OFF in the unload statement since the refactor, so it writes a single file from the leader node.",
        )
        .file("Edit", "sql/unload/advertiser_daily.sql")
        .bash("psql -h rs-prod -f sql/unload/advertiser_daily.sql", "UNLOAD\nTime: 684112.221 ms")
        .assistant("Back to 11.4 minutes with PARALLEL ON.")
        .user("ok. root cause confirmed then, the refactor flipped PARALLEL OFF. also todo for me: add a check in the sql linter that fails on PARALLEL OFF")
        .stop(),
    planted: [
      { kind: "fact", keys: ["parallel off", "refactor"] },
      { kind: "task", keys: ["linter", "parallel off"] },
    ],
  },
  {
    id: "b133-scratch-that",
    build: (s) =>
      s
        .user("let's move the hourly rollup to structured streaming, trigger every 5 min")
        .assistant("I can convert HourlyRollup to a streaming query reading bids.v3 with a 5-minute processing-time trigger and a watermark of 15 minutes.")
        .bash("git grep -n 'HourlyRollup' -- airflow/", "airflow/dags/hourly_rollup.py:12:    application='HourlyRollup',")
        .user("actually no, scratch that. the state store on EMR checkpoints to S3 and that was a disaster last time. leave it batch")
        .assistant("Leaving HourlyRollup as the hourly batch job; nothing changed.")
        .user("maybe flink someday. whatever")
        .stop(),
    planted: [],
  },
  {
    id: "b133-cost-tags",
    build: (s) =>
      s
        .user("finops says 30% of our s3 spend is untagged. check")
        .bash(
          "aws s3api get-bucket-tagging --bucket adq-lake-scratch",
          "An error occurred (NoSuchTagSet) when calling the GetBucketTagging operation: The TagSet does not exist",
        )
        .assistant("adq-lake-scratch has no tags and it holds 412 TB. That's most of the untagged share.")
        .bash("aws s3api put-bucket-tagging --bucket adq-lake-scratch --tagging 'TagSet=[{Key=cost-center,Value=cc-4410}]'", "")
        .user("every bucket and cluster we create carries cost-center=cc-4410, that's our team's code, finops rejects anything else")
        .assistant("Tagged. Also, scratch has no lifecycle policy, so nothing in it ever expires.")
        .user("yeah put a 14 day expiry on scratch")
        .bash("aws s3api put-bucket-lifecycle-configuration --bucket adq-lake-scratch --lifecycle-configuration file://infra/s3/scratch-lifecycle.json", "")
        .stop("Lifecycle set: objects in adq-lake-scratch expire after 14 days."),
    planted: [{ kind: "instruction", keys: ["cc-4410"] }],
  },
  {
    id: "b133-join-key-bug",
    build: (s) =>
      s
        .user("revenue report for exchange=openx is 2x what openx invoices. find it")
        .bash("spark-sql -e \"select count(*), count(distinct imp_id) from wins where exchange='openx' and dt='2026-11-09'\"", "88120411\t44060207")
        .assistant(
          "Every openx win is there twice. OpenX sends both a win notice and a billing notice, and both land in wins with event_type null on the billing ones.",
        )
        .bash(
          "spark-sql -e \"select event_type, count(*) from wins_raw where exchange='openx' and dt='2026-11-09' group by 1\"",
          "win\t44060207\nNULL\t44060204",
        )
        .user("ok so openx billing notices come in with null event_type, that's the doubling. filter them and keep them somewhere for recon")
        .file("Edit", "etl/src/main/scala/com/adq/etl/WinsIngest.scala")
        .assistant("Wins now drops the null-event_type openx rows and writes them to wins_openx_billing for reconciliation.")
        .stop(),
    planted: [{ kind: "fact", keys: ["openx", "null event_type"] }],
  },
  {
    id: "b133-jdk-upgrade",
    build: (s) =>
      s
        .user("can we go jdk 17 on the etl jobs? emr 6.9 supports it right")
        .bash("aws emr describe-release-label --release-label emr-6.9.0 --query 'Applications[?Name==`Spark`]'", '[{"Name": "Spark", "Version": "3.3.0"}]')
        .assistant(
          "EMR 6.9 ships Corretto 8 by default; Java 17 for Spark is supported from emr-6.12 with a configuration classification. On 6.9 it's not supported.",
        )
        .user("so no. ok we stay on jdk 8 until the emr 7 migration. add the jdk17 switch to the emr 7 migration ticket list")
        .file("Edit", "docs/migrations/emr7.md")
        .stop("Added JDK 17 to the EMR 7 migration list; the etl jobs stay on JDK 8."),
    planted: [{ kind: "decision", keys: ["jdk 8"] }],
  },
  {
    id: "b133-broadcast-limit",
    build: (s) =>
      s
        .user("geo enrichment job OOMs on the driver")
        .bash("grep -n autoBroadcastJoinThreshold etl/src/main/resources/application.conf", "31:  spark.sql.autoBroadcastJoinThreshold = 2147483647")
        .assistant("Broadcast threshold is set to Int.MaxValue, so the 3.4 GB geo_ip table gets collected to the driver. The driver has 8 GB.")
        .user("who did that lol. set it to 200MB")
        .file("Edit", "etl/src/main/resources/application.conf")
        .bash(
          "spark-submit --class com.adq.etl.GeoEnrich target/etl-assembly.jar --date 2026-11-10",
          "INFO GeoEnrich: SortMergeJoin on ip_bucket\nINFO GeoEnrich: finished in 18m02s",
        )
        .user("good. rule of thumb here: no broadcast over 200MB, driver is 8g on all our job profiles")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["200mb", "broadcast"] },
      { kind: "fact", keys: ["8g", "driver"] },
    ],
  },
  {
    id: "b133-status-only",
    build: (s) =>
      s
        .user("status on the backfill?")
        .bash(
          "airflow dags list-runs -d impressions_backfill --state running",
          "dag_id               | run_id                      | state\nimpressions_backfill | backfill__2026-10-14T00:00 | running",
        )
        .assistant("impressions_backfill is on 2026-10-14, 14 of 31 days done, about 22 minutes per day, so roughly 6 more hours.")
        .user("fine")
        .assistant("It's using the emr_backfill pool, so it isn't blocking the nightly DAGs.")
        .user("k ping me if it dies")
        .stop("Will do."),
    planted: [],
  },
  {
    id: "b133-pr-flow",
    build: (s) =>
      s
        .user("push the dedup change")
        .bash(
          "git push origin HEAD",
          "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: At least 1 approving review is required",
        )
        .assistant("main is protected and needs a review. I'll push to a branch and open a PR instead.")
        .bash("git checkout -b dedup-7d && git push -u origin dedup-7d && gh pr create --fill", "https://github.com/adq/data-platform/pull/2281")
        .user("right. always branch + PR, and tag @adq/data-eng as reviewer, nobody reads untagged PRs here")
        .bash("gh pr edit 2281 --add-reviewer adq/data-eng", "https://github.com/adq/data-platform/pull/2281")
        .stop("PR 2281 opened with adq/data-eng as reviewer."),
    planted: [{ kind: "instruction", keys: ["data-eng", "reviewer"] }],
  },
  {
    id: "b133-hll",
    build: (s) =>
      s
        .user("unique reach query is 40 min, countDistinct on user_id over 30 days. options?")
        .assistant(
          "approx_count_distinct with rsd 0.01 would drop it to a few minutes with ~1% error. Or we precompute daily HLL sketches with the datasketches lib and merge them, which gives arbitrary date ranges cheaply.",
        )
        .user("how big would daily sketches be")
        .bash("spark-sql -e \"select count(distinct campaign_id) from bids where dt='2026-11-10'\"", "41822")
        .assistant("41.8k campaigns a day; at lgK=12 a sketch is ~4 KB, so ~170 MB a day. Small.")
        .user("do the datasketches HLL daily table, lgK 12. approx_count_distinct doesn't merge across days so it's useless for reach")
        .file("Write", "etl/src/main/scala/com/adq/etl/ReachSketches.scala")
        .assistant("ReachSketches writes one HLL sketch per campaign per day to reach_sketches_daily.")
        .user("and todo: the reach api still does countDistinct, switch it to read reach_sketches_daily once a month of sketches exists")
        .stop(),
    planted: [
      { kind: "decision", keys: ["datasketches"] },
      { kind: "task", keys: ["reach api"] },
    ],
  },
  {
    id: "b133-timezone",
    build: (s) =>
      s
        .user("advertiser says yesterday's spend in the UI doesn't match their invoice by like 6%")
        .bash('spark-sql -e "select advertiser_tz from advertiser_dim where advertiser_id=51023"', "America/Los_Angeles")
        .assistant(
          "Advertiser 51023 is on America/Los_Angeles. advertiser_daily buckets by UTC day, so the UI day is shifted by 8 hours from their invoice day.",
        )
        .user("yeah known. all our aggregates are UTC days, billing uses the advertiser's tz. that's by design and the UI should say so. dont 'fix' the agg")
        .assistant("Understood, I'll leave advertiser_daily alone.")
        .user("add a ticket for the frontend folks to label the UI dates as UTC. thats it")
        .bash(
          "gh issue create -R adq/dashboard -t 'Label spend dates as UTC' -b 'Aggregates use UTC days; invoices use advertiser tz.'",
          "https://github.com/adq/dashboard/issues/612",
        )
        .stop("Filed adq/dashboard#612."),
    planted: [{ kind: "fact", keys: ["utc days", "billing"] }],
  },
  {
    id: "b133-bidfloor-model",
    build: (s) =>
      s
        .user("bid floor model training reads 90 days of auctions and takes 5h. too slow")
        .bash('spark-sql -e "select count(*) from auctions where dt >= date_sub(current_date, 90)"', "61204338109")
        .assistant(
          "61B rows. Options: sample 10% of non-won auctions (wins are only 3% of rows), or train on 30 days. The ML team said floors drift weekly, so 30 days may be enough.",
        )
        .user("downsample losers to 10%, keep all wins, keep 90 days. ML was clear they want the seasonality")
        .file("Edit", "ml/src/main/scala/com/adq/ml/FloorTrainingSet.scala")
        .bash("spark-submit --class com.adq.ml.FloorTrainingSet target/ml-assembly.jar", "INFO FloorTrainingSet: wrote 7,718,221,403 rows in 1h04m")
        .user(
          "1h, great. note the model expects loss weights of 10 now to compensate, tell ML... actually i'll tell them. you: todo, update the feature doc in ml/README with the downsampling rate",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["10%", "wins"] },
      { kind: "task", keys: ["feature doc"] },
    ],
  },
  {
    id: "b133-vacation",
    build: (s) =>
      s
        .user("heads up I'm out thu-fri, Tomasz covers the pipelines")
        .assistant("Noted for this conversation. Anything you want wrapped up before Thursday?")
        .user("dunno yet. maybe the reach stuff. we'll see")
        .assistant("OK. The reach sketches job has one successful run so far; another couple of days of data would make a switch easier to validate.")
        .user("yep")
        .stop(),
    planted: [],
  },
  {
    id: "b133-schema-registry",
    build: (s) =>
      s
        .user("bids.v3 consumer crashed, avro deserialization error")
        .bash(
          "kubectl logs deploy/bids-ingest --tail 5",
          "org.apache.avro.AvroTypeException: Found com.adq.Bid, expecting com.adq.Bid, missing required field deal_id\n\tat org.apache.avro.io.ResolvingDecoder.doAction\nERROR consumer stopped",
        )
        .assistant(
          "The producer dropped deal_id from the schema, and our reader schema requires it. The registry is set to NONE compatibility for bids.v3-value, which is why the producer could register that.",
        )
        .bash("curl -s schema-registry.prod:8081/config/bids.v3-value", '{"compatibilityLevel":"NONE"}')
        .user("jesus. set it to BACKWARD. and from now on every topic we own is BACKWARD in the registry, no exceptions, check it when you touch a topic")
        .bash(
          "curl -s -X PUT -H 'Content-Type: application/json' -d '{\"compatibility\":\"BACKWARD\"}' schema-registry.prod:8081/config/bids.v3-value",
          '{"compatibility":"BACKWARD"}',
        )
        .assistant("bids.v3-value is BACKWARD now. For the crash, I'll make deal_id optional with a null default in our reader schema.")
        .file("Edit", "ingest/src/main/avro/Bid.avsc")
        .user("ok. and the bidder team owns the bids.v3 producer, that's where the fix has to go, open a ticket for Ravi's team to restore deal_id next week")
        .stop("Reader schema now tolerates a missing deal_id."),
    planted: [
      { kind: "instruction", keys: ["backward"] },
      { kind: "fact", keys: ["bidder team", "producer"] },
      { kind: "task", keys: ["deal_id", "ravi"] },
    ],
  },
  {
    id: "b133-ci-matrix",
    build: (s) =>
      s
        .user("CI takes 34 min. what's slow")
        .bash(
          "gh run view 99120 --log | grep -E 'Total time|took'",
          "etl: [success] Total time: 612 s\nml: [success] Total time: 488 s\ningest: [success] Total time: 301 s\nit: integration tests took 1011 s",
        )
        .assistant("Integration tests are 17 of the 34 minutes; they spin up a MinIO and a Kafka container per suite. The three unit modules run sequentially.")
        .user("split them into a matrix, parallel. and integration only on merge to main, not every push. decided, do it")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gh workflow run ci.yml --ref ci-matrix && sleep 1 && gh run list -L 1", "in_progress  ci  ci-matrix  push  99131")
        .assistant("Matrix of etl/ml/ingest in parallel; integration job gated on push to main.")
        .user("we should look at the testcontainers reuse flag at some point. someday, not a ticket")
        .stop(),
    planted: [{ kind: "decision", keys: ["integration", "merge to main"] }],
  },
  {
    id: "b133-trino-limits",
    build: (s) =>
      s
        .user("analyst query on trino died: Query exceeded per-node memory limit of 24GB")
        .bash("grep -n memory trino/etc/config.properties", "4:query.max-memory-per-node=24GB\n5:query.max-memory=400GB")
        .assistant("Per-node is 24GB and the cluster-wide cap is 400GB. The query joins impressions_raw to bids without a dt predicate, so it scans ~90 days.")
        .user("yeah not raising it. trino prod is capped 24GB per node 400GB total, platform sized it for the 20 workers, tell analysts to filter. ")
        .assistant("I'll reply to the analyst with a version of the query filtered on dt and event_ts hour.")
        .bash(
          "trino --execute \"explain select count(*) from iceberg.lake.impressions_raw i join hive.raw.bids b on i.bid_id=b.bid_id where i.event_ts >= timestamp '2026-11-10 00:00'\"",
          "Fragment 1 [SOURCE]\n    ScanFilter[table = iceberg:lake.impressions_raw, filterPredicate = (event_ts >= ...)] \n    Estimates: {rows: 1.2B}",
        )
        .stop("The filtered version scans one day, about 1.2B rows."),
    planted: [{ kind: "fact", keys: ["24gb", "400gb"] }],
  },
  {
    id: "b133-naming",
    build: (s) =>
      s
        .user("new table for pacing snapshots, name it")
        .assistant("How about pacingSnapshots in the curated database?")
        .user(
          "no camelCase in the lake. tables are snake_case, <domain>_<entity>_<grain>, so pacing_campaign_hourly. every table also needs a comment with the owner. that's the convention, stick to it",
        )
        .file("Write", "lake/ddl/pacing_campaign_hourly.sql")
        .bash("spark-sql -f lake/ddl/pacing_campaign_hourly.sql", "Time taken: 1.92 seconds")
        .assistant("Created curated.pacing_campaign_hourly with COMMENT 'owner: data-eng'.")
        .user("next: the pacing job writing into it is for monday, leave it")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["snake_case"] },
      { kind: "instruction", keys: ["comment", "owner"] },
      { kind: "task", keys: ["pacing job", "monday"] },
    ],
  },
  {
    id: "b133-ooms-config",
    build: (s) =>
      s
        .user("executor OOMs on attribution job, fix")
        .bash(
          "grep -A3 attribution conf/job-profiles.yaml",
          "attribution:\n  executor-memory: 16g\n  executor-cores: 5\n  memoryOverhead: 1g  # must be >= 10% of executor mem, always",
        )
        .assistant("memoryOverhead is 1g on a 16g executor; Python UDF rows and netty buffers go off-heap and blow past it. I'd set it to 4g.")
        .file("Edit", "conf/job-profiles.yaml")
        .bash("spark-submit --profile attribution target/etl-assembly.jar", "INFO Attribution: finished in 52m11s, 0 failed tasks")
        .assistant("Ran clean in 52 minutes with memoryOverhead 4g.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "b133-gdpr",
    build: (s) =>
      s
        .user("legal pinged: GDPR deletion requests. how do we handle them in the lake today")
        .bash(
          "ls lake/jobs/ | grep -i gdpr; aws s3 ls s3://adq-compliance/deletion-requests/ | tail -2",
          "gdpr_erasure.scala\n2026-11-09 03:12:44     188211 requests-2026-11-09.csv\n2026-11-10 03:12:51     201110 requests-2026-11-10.csv",
        )
        .assistant(
          "There's a gdpr_erasure job reading the daily request CSVs. It only rewrites hive tables; the iceberg ones (impressions_raw) aren't covered.",
        )
        .user(
          "right. so: deletions have to be applied within 30 days of the request, that's the legal deadline. and we need to extend gdpr_erasure to iceberg tables before impressions_raw has 30 days of data, i.e. by dec 10. that's on us",
        )
        .assistant("Understood. Iceberg supports row-level deletes with MERGE/DELETE, so the extension is mostly a new writer path.")
        .user("yep. and going forward compliance stuff goes through Jonas, he signs off any change to gdpr_erasure")
        .stop(),
    planted: [
      { kind: "fact", keys: ["30 days", "deletion"] },
      { kind: "task", keys: ["gdpr_erasure", "iceberg"] },
      { kind: "instruction", keys: ["jonas"] },
    ],
  },
  {
    id: "b133-cache-decision",
    build: (s) =>
      s
        .user("segment lookups from the bidder hit dynamo at 40k rps, bill is 9k/mo. cheaper?")
        .assistant(
          "Options: DAX in front of Dynamo (~$2.1k/mo for 3 r5.large), ElastiCache Redis with our own loader (~$1.4k/mo but we own cache invalidation), or pushing segments to the bidder as a daily RocksDB snapshot on S3.",
        )
        .bash("aws dynamodb describe-table --table-name user_segments --query 'Table.ItemCount'", "812004331")
        .assistant("812M items. A RocksDB snapshot would be ~60GB; the bidder hosts have 128GB, so it'd fit, but freshness drops to daily.")
        .user("segments must be fresh within an hour, so snapshot is out. DAX. we are not owning a cache invalidation layer with 3 people")
        .file("Edit", "infra/terraform/segments/dax.tf")
        .bash("terraform -chdir=infra/terraform/segments plan", "Plan: 4 to add, 0 to change, 0 to destroy.")
        .user("apply it tmrw after the change window")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dax"] },
      { kind: "fact", keys: ["fresh", "hour"] },
      { kind: "task", keys: ["apply", "change window"] },
    ],
  },
  {
    id: "b133-log-level",
    build: (s) =>
      s
        .user("logs for the nightly are 3GB a run, can't read them")
        .bash("grep -c DEBUG /tmp/nightly-driver.log", "11820331")
        .assistant("11.8M DEBUG lines, all from org.apache.hadoop.fs.s3a. The log4j2 config sets root to DEBUG.")
        .file("Edit", "etl/src/main/resources/log4j2.properties")
        .user("root at WARN, our com.adq packages at INFO. never DEBUG in anything that ships, that's how this happened")
        .assistant("Set rootLogger to WARN and com.adq to INFO.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["debug", "ships"] }],
  },
  {
    id: "b133-benchmark-talk",
    build: (s) =>
      s
        .user("saw a blog saying photon is 3x faster than EMR spark. worth a look?")
        .assistant(
          "Photon is Databricks-only; moving there is a platform migration, not a config switch. The 3x figures are mostly on TPC-DS with heavy aggregations.",
        )
        .user("we'd never get budget for databricks lol. what about gluten/velox on EMR")
        .assistant(
          "Gluten with Velox works on Spark 3.3 in some setups, but it's not supported by EMR and fallbacks to JVM operators can make it slower on UDF-heavy jobs like yours.",
        )
        .user("meh. maybe next year. what's for lunch, jk")
        .stop(),
    planted: [],
  },
  {
    id: "b133-parquet-codec",
    build: (s) =>
      s
        .user("compare snappy vs zstd on bids, size and read time")
        .bash(
          "spark-submit --class com.adq.tools.CodecBench target/tools-assembly.jar --table bids --dt 2026-11-10",
          "codec   size_gb  write_s  scan_s\nsnappy  412.3    611      188\nzstd    271.9    702      176",
        )
        .assistant("zstd is 34% smaller, writes 15% slower, scans slightly faster (less IO). On ~410GB/day that saves about 140GB a day of S3.")
        .user("zstd for everything new going forward, level 3 default. existing tables get it on next rewrite, dont bulk rewrite")
        .file("Edit", "etl/src/main/resources/application.conf")
        .stop("Default parquet codec is zstd now; existing data untouched."),
    planted: [{ kind: "decision", keys: ["zstd"] }],
  },
  {
    id: "b133-hypothesis",
    build: (s) =>
      s
        .user("nightly was 25 min slower yesterday. why")
        .bash(
          "aws emr list-steps --cluster-id j-3KQ2 --query 'Steps[0].Status.Timeline'",
          '{"StartDateTime": "2026-11-10T01:02:11", "EndDateTime": "2026-11-10T03:49:40"}',
        )
        .assistant(
          "Could be spot interruptions; capacity-optimized fleets had a reclaim event in us-east-1b around 02:00. Or the larger input from the Black Friday ramp. I haven't confirmed either.",
        )
        .user("maybe. or S3 throttling, we had 503s last month. dunno")
        .assistant("I can pull the step's S3 SlowDown count and the spot interruption events if you want to know which.")
        .user("not worth it for one day. if it repeats tomorrow we look")
        .stop(),
    planted: [],
  },
  {
    id: "b133-airflow-version",
    build: (s) =>
      s
        .user("we're on airflow 2.4 on MWAA, 2.8 is available. upgrade or self-host on k8s? platform wants an answer by friday")
        .bash("aws mwaa get-environment --name adq-prod --query 'Environment.[AirflowVersion,EnvironmentClass]'", '["2.4.3", "mw1.large"]')
        .assistant(
          "Staying on MWAA and upgrading to 2.8 is a new-environment migration (no in-place upgrade from 2.4), about a day of DAG testing. Self-hosting on EKS saves roughly $900/mo at your size but someone owns the scheduler, the metadata DB and upgrades.",
        )
        .user("stay on mwaa, go 2.8. we're 3 people, not running a scheduler. tell platform")
        .assistant("OK: MWAA, Airflow 2.8 via a new environment. I'll draft the note for platform.")
        .user(
          "and two things for the migration itself, not now: 1) the custom EmrStepSensor plugin has to be ported to the amazon provider's sensor, 2) we have to re-create the 3 pools (emr_submit, emr_backfill, redshift_unload) in the new env, they don't migrate",
        )
        .stop("Draft for platform is ready; the two migration items are noted."),
    planted: [
      { kind: "decision", keys: ["mwaa", "2.8"] },
      { kind: "task", keys: ["emrstepsensor"] },
      { kind: "task", keys: ["pools", "new env"] },
    ],
  },
  {
    id: "b133-late-data",
    build: (s) =>
      s
        .user("how late can events arrive on bids.v3? thinking about the hourly rollup closing hours")
        .bash(
          "spark-sql -e \"select percentile_approx(unix_timestamp(ingest_ts)-unix_timestamp(event_ts), array(0.99,0.999)) from bids where dt='2026-11-10'\"",
          "[41,1890]",
        )
        .assistant("p99 lateness is 41 seconds, p99.9 about 31 minutes (mostly mobile SDK batches).")
        .user("so we reopen hours for 2h? or 1h? eh")
        .assistant("With a 1h grace you'd miss roughly the last 0.05%; 2h would cover nearly all of it at the cost of a later close.")
        .user(
          "ok so lateness on bids.v3 is p99 41 seconds, p99.9 ~31 min from the mobile SDK batching. good to know, that number comes up every quarter. grace period i'll bring up with attribution, leave it for now",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["41 seconds", "p99.9"] }],
  },
  {
    id: "b133-dup-runs",
    build: (s) =>
      s
        .user("pacing alerts fired twice for the same campaign overnight")
        .bash("grep -c 'campaign_id=77120' /var/log/pacing-alerts/2026-11-10.log", "2")
        .assistant(
          "Both from the 02:00 run; the DAG retried after a timeout at 02:14 and the first attempt had already sent the alert. The alert step isn't idempotent.",
        )
        .user("ok make the alert step idempotent, dedupe on (campaign_id, hour) in the alerts table before sending. agreed that's the fix, go")
        .file("Edit", "airflow/dags/pacing_alerts.py")
        .bash("pytest airflow/tests/test_pacing_alerts.py -q", "....\n4 passed in 1.21s")
        .user("also follow-up for later: the same retry pattern is in budget_alerts.py, fix it there too when someone has a minute")
        .stop("Pacing alerts dedupe on (campaign_id, hour) now."),
    planted: [
      { kind: "decision", keys: ["idempotent", "dedupe"] },
      { kind: "task", keys: ["budget_alerts"] },
    ],
  },
  {
    id: "b133-superseded-shuffle",
    build: (s) =>
      s
        .user("nightly shuffle partitions: set spark.sql.shuffle.partitions to 4000 for the nightly profile")
        .file("Edit", "conf/job-profiles.yaml")
        .bash(
          "spark-submit --profile nightly target/etl-assembly.jar --dry-run",
          "INFO spark.sql.shuffle.partitions=4000\nINFO estimated avg partition size: 61MB",
        )
        .assistant("At 4000 the average shuffle partition is ~61MB, a bit small; with AQE coalescing on, 2400 would give ~100MB and fewer tasks.")
        .user("hm fine, 2400 then, not 4000. with AQE coalesce on. that's final for nightly")
        .file("Edit", "conf/job-profiles.yaml")
        .bash(
          "spark-submit --profile nightly target/etl-assembly.jar --dry-run",
          "INFO spark.sql.shuffle.partitions=2400\nINFO spark.sql.adaptive.coalescePartitions.enabled=true",
        )
        .stop("Nightly profile at 2400 shuffle partitions with AQE coalescing."),
    planted: [{ kind: "decision", keys: ["2400"] }],
  },
  {
    id: "b133-s3-prefix",
    build: (s) =>
      s
        .user("getting 503 SlowDown on the bids write again")
        .bash(
          "aws s3api list-objects-v2 --bucket adq-lake --prefix bids/dt=2026-11-10/ --max-items 3 --query 'Contents[].Key'",
          '["bids/dt=2026-11-10/part-00000.zstd.parquet", "bids/dt=2026-11-10/part-00001.zstd.parquet", "bids/dt=2026-11-10/part-00002.zstd.parquet"]',
        )
        .assistant(
          "All 2400 tasks write under one dt= prefix at the same second. S3 gives ~3,500 PUT/s per prefix; we peak at ~5k. Adding an hour=HH partition level spreads it over 24 prefixes.",
        )
        .user("do the hour partition. and confirmed then: s3 throttles at ~3500 puts/s per prefix, that's what bit us last month too, it wasn't the spot thing")
        .file("Edit", "etl/src/main/scala/com/adq/etl/BidsWriter.scala")
        .bash("spark-submit --class com.adq.etl.BidsWriter target/etl-assembly.jar --date 2026-11-10 2>&1 | grep -c SlowDown", "0")
        .stop("No SlowDown errors with the hour partition."),
    planted: [
      { kind: "decision", keys: ["hour partition"] },
      { kind: "fact", keys: ["3500", "prefix"] },
    ],
  },
  {
    id: "b133-staging",
    build: (s) =>
      s
        .user("run the geo enrich on staging first")
        .bash("aws emr list-clusters --active --query 'Clusters[].Name'", '["adq-prod-nightly", "adq-stg-shared"]')
        .assistant("Submitting to adq-stg-shared.")
        .bash(
          "spark-submit --master yarn --cluster adq-stg-shared --class com.adq.etl.GeoEnrich target/etl-assembly.jar --date 2026-11-10",
          "ERROR: s3://adq-lake/geo_ip/ Access Denied",
        )
        .user("ah yeah staging can't read adq-lake, it only sees adq-lake-stg which is a 1% sample refreshed sundays. point it at the stg bucket")
        .bash(
          "spark-submit --master yarn --cluster adq-stg-shared --class com.adq.etl.GeoEnrich target/etl-assembly.jar --date 2026-11-10 --lake s3://adq-lake-stg",
          "INFO GeoEnrich: finished in 1m48s",
        )
        .assistant("Staging run finished in 1m48s on the sample.")
        .user("k ship it to prod")
        .stop(),
    planted: [{ kind: "fact", keys: ["adq-lake-stg", "1%"] }],
  },
  {
    id: "b133-agent-proposal",
    build: (s) =>
      s
        .user("data quality: yesterday impressions dropped 40% for exchange=pubmatic and nobody noticed till noon")
        .bash(
          "spark-sql -e \"select exchange, count(*) from impressions_raw where event_ts >= '2026-11-10' group by 1 order by 2 desc limit 4\"",
          "magnite\t1211882001\ngoogle_adx\t1004412877\npubmatic\t311920044\nopenx\t288100122",
        )
        .assistant(
          "I'd propose a Deequ check after each hourly load: per-exchange row count vs the same hour last week, fail the DAG if any exchange is below 60%. It'd have caught this at 01:00.",
        )
        .user("yes do that, deequ, 60% of same hour last week per exchange")
        .file("Write", "etl/src/main/scala/com/adq/etl/dq/ExchangeVolumeCheck.scala")
        .bash("sbt 'etl/testOnly com.adq.etl.dq.ExchangeVolumeCheckSpec'", "[info] Tests: succeeded 3, failed 0")
        .assistant("ExchangeVolumeCheck added and wired after the hourly load.")
        .user("gud. btw pubmatic sends in batches every 10min not streaming, so their hour is lumpy, keep that in mind for thresholds")
        .stop(),
    planted: [
      { kind: "decision", keys: ["deequ", "60%"] },
      { kind: "fact", keys: ["pubmatic", "10min"] },
    ],
  },
  {
    id: "b133-rubber-duck",
    build: (s) =>
      s
        .user("why does explode + groupBy produce more rows than the input? am I dumb")
        .assistant(
          "explode makes one row per array element, so the row count after it is sum of array sizes; groupBy on a non-unique key afterwards still gives one row per key, which can exceed input rows if the key includes the exploded element.",
        )
        .user("oh the key has segment_id in it. yeah duh")
        .assistant("Right, grouping by (user_id, segment_id) gives one row per user-segment pair.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b133-secrets",
    build: (s) =>
      s
        .user("the redshift password is hardcoded in unload_job.conf, who did this")
        .bash("git log -1 --format='%an %ar' -- conf/unload_job.conf", "bkraus 9 months ago")
        .assistant("Added 9 months ago. I'll switch the job to read the credential from Secrets Manager via the existing SecretsLoader helper.")
        .file("Edit", "etl/src/main/scala/com/adq/etl/RedshiftUnload.scala")
        .file("Edit", "conf/unload_job.conf")
        .user(
          "good. creds only ever come from secrets manager under adq/data/*, never in conf or env files, I don't want to see this again. and todo: rotate that redshift password, it's in git history now. I'll do it friday with the DBA",
        )
        .stop("Unload job reads from Secrets Manager now."),
    planted: [
      { kind: "instruction", keys: ["secrets manager", "adq/data"] },
      { kind: "task", keys: ["rotate", "redshift password"] },
    ],
  },
  {
    id: "b133-flaky-it",
    build: (s) =>
      s
        .user("KafkaIngestIT flaked again on CI")
        .bash(
          "gh run view 99188 --log | grep -B2 FAILED",
          "[info] - consumes 1000 records *** FAILED ***\n[info]   Expected 1000 but got 987 (KafkaIngestIT.scala:54)\n[info]   timeout after 10 seconds",
        )
        .assistant(
          "The test waits 10s for all records; the container's broker is slow to elect a leader on cold CI runners. Root cause I can reproduce locally with --cpus=1: leader election takes 8-12s.",
        )
        .user("so it's the leader election on cold runners, ok. bump the wait to 30s and await topic readiness first")
        .file("Edit", "ingest/src/it/scala/com/adq/ingest/KafkaIngestIT.scala")
        .bash("sbt 'ingest/it:testOnly *KafkaIngestIT' 2>&1 | tail -1", "[info] Tests: succeeded 1, failed 0")
        .user("ok. and pls, tests that touch containers go in src/it not src/test, this one was fine but the last two PRs weren't")
        .stop(),
    planted: [
      { kind: "fact", keys: ["leader election", "cold"] },
      { kind: "instruction", keys: ["src/it"] },
    ],
  },
  {
    id: "b133-budget-talk",
    build: (s) =>
      s
        .user("q4 planning thing tomorrow, what's our infra spend roughly")
        .bash(
          "aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --filter file://team.json --metrics UnblendedCost",
          '{"ResultsByTime": [{"Total": {"UnblendedCost": {"Amount": "91877.02"}}}]}',
        )
        .assistant("$91.9k in October for resources tagged cc-4410: about $48k EMR, $22k S3, $13k Redshift, the rest Kafka and MWAA.")
        .user("lol. ok that's for the slide. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b133-retry-policy",
    build: (s) =>
      s
        .user("what retries do our dags have? default_args i mean")
        .bash("grep -rn 'retries' airflow/dags/common/defaults.py", "7:    'retries': 1,\n8:    'retry_delay': timedelta(minutes=5),")
        .assistant("One retry after 5 minutes. For EMR steps a single retry often lands in the same spot reclaim window.")
        .user(
          "make it 3 retries exponential backoff starting 10 min. that's the team default from now, anyone overriding it in a dag has to justify it in the PR",
        )
        .file("Edit", "airflow/dags/common/defaults.py")
        .bash("pytest airflow/tests -q 2>&1 | tail -1", "38 passed in 6.02s")
        .user("also Tomasz owns the airflow repo setup, mwaa env vars etc, ask him not me for that stuff")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["3 retries", "backoff"] },
      { kind: "fact", keys: ["tomasz", "mwaa"] },
    ],
  },
  {
    id: "b133-cardinality",
    build: (s) =>
      s
        .user("the creative_perf table has 2B rows/day, analysts say it's unusable")
        .bash("spark-sql -e \"select count(distinct creative_id), count(distinct placement_id) from creative_perf where dt='2026-11-10'\"", "1840221\t7712004")
        .assistant("creative_id x placement_id x hour is the grain; 1.8M creatives and 7.7M placements. Dropping placement to site level gives ~40M rows/day.")
        .user("site level it is. placement grain stays only in the raw table. decided")
        .file("Edit", "etl/src/main/scala/com/adq/etl/CreativePerf.scala")
        .bash("spark-submit --class com.adq.etl.CreativePerf target/etl-assembly.jar --date 2026-11-10", "INFO CreativePerf: wrote 41,220,118 rows")
        .user("now someone has to tell the analysts and update the looker explore. not me today, add it to the board for next week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["site level"] },
      { kind: "task", keys: ["looker explore"] },
    ],
  },
  {
    id: "b133-kinesis-no",
    build: (s) =>
      s
        .user("someone suggested kinesis firehose instead of our kafka -> s3 sink. thoughts")
        .assistant(
          "Firehose would drop the connect cluster (~$3k/mo) but it caps at 1MB records and its buffering is 60-900s, and you'd lose exactly-once into S3 with the current sink's transactional commit.",
        )
        .bash(
          "kafka-consumer-groups --bootstrap-server kafka-prod:9092 --describe --group s3-sink-bids | tail -2",
          "bids.v3  47  88120441  88120455  14\nbids.v3  48  88119002  88119002  0",
        )
        .assistant("Current sink lag is near zero.")
        .user("nope, we keep kafka connect for the s3 sink. exactly-once matters for billing. close the discussion")
        .stop(),
    planted: [{ kind: "decision", keys: ["kafka connect", "sink"] }],
  },
  {
    id: "b133-sbt-cache",
    build: (s) =>
      s
        .user("sbt update takes forever on every CI run")
        .bash("grep -n cache .github/workflows/ci.yml", "")
        .assistant("There's no cache step. Caching ~/.cache/coursier and ~/.ivy2 keyed on build.sbt and project/*.sbt should cut ~3 minutes.")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("gh run list -L 1 --json conclusion,updatedAt", '[{"conclusion":"success","updatedAt":"2026-11-21T10:12:44Z"}]')
        .user("fyi our artifactory is artifactory.adq.internal/sbt-virtual and it's the only resolver allowed, maven central is blocked from CI runners")
        .stop(),
    planted: [{ kind: "fact", keys: ["artifactory", "central"] }],
  },
  {
    id: "b133-standup-noise",
    build: (s) =>
      s
        .user("standup in 5, what did I do yesterday, roughly")
        .bash(
          "git log --author=me --since=yesterday --oneline",
          "a91c2e0 hour partition for bids writer\n77f01d2 deequ exchange volume check\n3be0a19 cpm bigdecimal",
        )
        .assistant("Three commits: the hour partition on the bids writer, the Deequ exchange volume check, and the CPM BigDecimal fix.")
        .user("cool. do you think the deequ thing will be noisy on weekends? traffic dips like 30%")
        .assistant(
          "Possibly for the smaller exchanges; comparing to the same hour last week already accounts for weekday patterns, so a weekend hour is compared to last weekend's.",
        )
        .user("ah right same hour last week. fine. whatever, we'll see if it pages")
        .stop(),
    planted: [],
  },
  {
    id: "b133-typo-rules",
    build: (s) =>
      s
        .user("the udf for cpm math is returning 0.0 for some rows")
        .file("Read", "etl/src/main/scala/com/adq/etl/udf/Cpm.scala")
        .assistant("spend_micros / impressions is integer division when both are Long, so anything under 1 truncates to 0. Casting to BigDecimal fixes it.")
        .file("Edit", "etl/src/main/scala/com/adq/etl/udf/Cpm.scala")
        .user(
          "yes. money is micros everywhere, Long, 1e6 = $1, and we do NOT do money math in Double ever, BigDecimal only. reminder: the same bug is probabl in ecpm_report.sql, check it next week",
        )
        .bash("sbt 'etl/testOnly *CpmSpec'", "[info] Tests: succeeded 4, failed 0")
        .stop(),
    planted: [
      { kind: "fact", keys: ["micros", "1e6"] },
      { kind: "instruction", keys: ["bigdecimal"] },
      { kind: "task", keys: ["ecpm_report"] },
    ],
  },
  {
    id: "b133-onboarding-list",
    build: (s) =>
      s
        .user(
          "new guy Felix starts monday and will use you too, so write down how we work. quick list:\n- every spark job reads its config via JobConfig.load(profile), no spark.conf.set sprinkled in code\n- date params are always --date YYYY-MM-DD in UTC, never local time\n- prod EMR is only touched via airflow, no manual spark-submit to adq-prod-nightly\nput it in CONTRIBUTING",
        )
        .file("Read", "CONTRIBUTING.md")
        .file("Edit", "CONTRIBUTING.md")
        .bash("git diff --stat", " CONTRIBUTING.md | 14 ++++++++++++++\n 1 file changed, 14 insertions(+)")
        .assistant("Added a 'How we run jobs' section to CONTRIBUTING.md with the three rules.")
        .user("and give Felix read access to the lake buckets, he's not in the IAM group yet. tomorrow")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["jobconfig"] },
      { kind: "instruction", keys: ["--date", "utc"] },
      { kind: "instruction", keys: ["manual spark-submit"] },
      { kind: "task", keys: ["felix", "iam"] },
    ],
  },
  {
    id: "b133-streaming-ctx",
    build: (s) =>
      s
        .user(
          "todo before anything else today: the checkpoint dir for the budget stream is still on hdfs, it needs moving to s3 before the cluster recycle on the 30th. not now, first look at why the stream is 20 min behind",
        )
        .bash(
          "yarn logs -applicationId application_1731000000_0412 | grep -E 'batch|Trigger' | tail -3",
          "INFO MicroBatchExecution: Streaming query made progress: batchId=88120, durationMs.triggerExecution=612004\nINFO MicroBatchExecution: numInputRows=41882011",
        )
        .assistant(
          "Each micro-batch takes ~10 minutes for 41.9M rows with a 1-minute trigger, so it falls further behind. maxOffsetsPerTrigger isn't set, so after a hiccup it tries to swallow everything at once.",
        )
        .user("set maxOffsetsPerTrigger 5M")
        .file("Edit", "streaming/src/main/scala/com/adq/stream/BudgetStream.scala")
        .bash("yarn logs -applicationId application_1731000000_0419 | grep durationMs | tail -1", "INFO MicroBatchExecution: durationMs.triggerExecution=48112")
        .assistant("Batches take ~48s now and the lag is shrinking.")
        .user("👍")
        .stop(),
    planted: [{ kind: "task", keys: ["checkpoint", "hdfs"] }],
  },
  {
    id: "b133-vendor-call",
    build: (s) =>
      s
        .user("had a call with the magnite guys, they might change their log format in Q1. or not. they weren't sure")
        .assistant("If they do, the WinsIngest parser for magnite is the part that would break. Do you know whether it's the field order or the encoding?")
        .user("no idea, they'll email. maybe. also they said their timestamps are 'probably' UTC lol")
        .assistant("I'd treat that as unconfirmed until there's a sample file. We can diff a day of their logs against our event_ts when the email comes.")
        .user("sure, whenever")
        .stop(),
    planted: [],
  },
];

export const BLIND133 = plantedSet(BLIND133_SESSIONS, Date.UTC(2026, 10, 11, 9));
